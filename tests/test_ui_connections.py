"""The Connections part of the Networks page (AppTest) against `knx serve` in a subprocess: connect
with a token, see the remote networks, explore one like a local network; the token is never shown,
never in the URL; a wrong token or a dead URL is one message."""

from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from conftest import build_clinic
from serve_support import free_port

APP = Path(__file__).resolve().parent.parent / "app.py"
NETWORKS = "app_pages/networks.py"
SEARCH = "app_pages/search.py"


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    home = tmp_path / "home"
    (home / "networks").mkdir(parents=True)
    build_clinic(home / "networks" / "clinic.sqlite")
    monkeypatch.setenv("KNX_HOME", str(home))
    return home


def _networks_page() -> AppTest:
    at = AppTest.from_file(str(APP), default_timeout=60)
    at.query_params["kn"] = "clinic"
    at.run()
    at.switch_page(NETWORKS).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def _connect(at: AppTest, url: str, token: str) -> AppTest:
    at.text_input(key="w.conn.url").input(url)
    at.text_input(key="w.conn.token").input(token)
    next(b for b in at.button if b.label == "Test and connect").click().run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def _everything_shown(at: AppTest) -> str:
    parts = [str(e.value) for kind in ("markdown", "caption", "success", "error", "warning", "info", "text_input")
             for e in at.get(kind)]
    parts += [df.value.to_csv() for df in at.dataframe]
    parts += [str(dict(at.query_params))]
    return "\n".join(parts)


def test_connect_list_and_explore_a_remote_network(home, served_clinic):
    at = _connect(_networks_page(), served_clinic.url, served_clinic.token)
    assert any("Connected to" in s.value and "1 network" in s.value for s in at.success)
    remote = [df.value for df in at.dataframe if "id" in df.value.columns and "kweaver:clinic" in list(df.value["id"])]
    assert remote, "the remote network is listed"
    assert at.text_input(key="w.conn.token").value == ""  # never drawn back
    assert served_clinic.token not in _everything_shown(at)

    next(b for b in at.button if b.label == "Explore kweaver:clinic").click().run()
    assert at.session_state["knx.kn_id"] == "kweaver:clinic"
    at.switch_page(SEARCH).run()
    assert not at.exception, [e.value for e in at.exception]
    at.text_input(key="w.question").input("上气道梗阻有哪些症状").run()
    frames = [df.value for df in at.dataframe]
    assert frames and frames[0].iloc[0]["id"] == "has_symptom"  # kn_search ran on the remote network
    assert at.query_params["kn"] == ["kweaver:clinic"] or at.query_params["kn"] == "kweaver:clinic"
    assert served_clinic.token not in _everything_shown(at)


def test_wrong_token_and_dead_url_are_one_message(home, served_clinic):
    at = _connect(_networks_page(), served_clinic.url, "not-the-token")
    (error,) = [e.value for e in at.error]
    assert "refused the credentials" in error and "not-the-token" not in _everything_shown(at)
    assert not at.session_state["knx.connections"]
    at = _connect(at, f"http://127.0.0.1:{free_port()}", "x")
    assert any("cannot reach KWeaver" in e.value for e in at.error)
