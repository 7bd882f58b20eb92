"""Connections in a real browser: connect the explorer to `knx serve` (a subprocess standing in for a
KWeaver deployment), explore its network; the token never appears in the page or the URL."""

from __future__ import annotations

import pytest

from conftest import build_clinic
from test_ui_browser import chromium  # noqa: F401  (the fixture: Chromium, or skip / fail under CI)
from ui_server import CHROMIUM_ARGS, ROOT, streamlit_server

pytestmark = [pytest.mark.browser, pytest.mark.slow]

ARTIFACTS = ROOT / "test-artifacts" / "ui"


def test_connect_and_explore_a_remote_network(chromium, served_clinic, tmp_path):
    from playwright.sync_api import sync_playwright

    home = tmp_path / "home"
    (home / "networks").mkdir(parents=True)
    build_clinic(home / "networks" / "clinic.sqlite")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with streamlit_server(home, ARTIFACTS / "connections-server.log") as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(chromium), args=CHROMIUM_ARGS)
        try:
            tab = browser.new_page(viewport={"width": 1440, "height": 1800})
            tab.set_default_timeout(90_000)
            tab.goto(f"{url}/networks?kn=clinic")
            tab.get_by_role("textbox", name="KWeaver URL").fill(served_clinic.url)
            tab.get_by_role("textbox", name="Token").fill(served_clinic.token)
            tab.get_by_role("button", name="Test and connect").click()
            tab.get_by_text("Connected to").wait_for()
            explore = tab.get_by_role("button", name="Explore kweaver:clinic")
            explore.scroll_into_view_if_needed()
            tab.screenshot(path=str(ARTIFACTS / "10-connections.png"), full_page=True)
            explore.click()
            tab.wait_for_function("() => window.location.search.includes('kweaver%3Aclinic') || "
                                  "window.location.search.includes('kweaver:clinic')")
            assert served_clinic.token not in tab.content()
            assert served_clinic.token not in tab.url
            assert tab.get_by_role("textbox", name="Token").input_value() == ""
        finally:
            browser.close()
