"""kn-explorer: see what an agent would retrieve from a knowledge network, and why.

Run with `streamlit run app.py` (or `make run`). This file is the frame around every page: page
config, navigation, the network picker and the URL; each page is a thin script under app_pages/ that
calls render functions from ui/.
"""

import time

import streamlit as st

from ui.config_view import apply_url_config
from ui.feedback import remember_error, show_remembered_errors
from ui.heap import freeze_long_lived
from ui.home import APP_TITLE, render_home
from ui.markdown import md_escape
from ui.pickers import network_picker
from ui.state import AppState, load_from_url, write_to_url
from ui.tour import render_tour_banner

started, started_cpu = time.perf_counter(), time.thread_time()
st.set_page_config(page_title=APP_TITLE, page_icon=":material/hub:", layout="wide")

home = st.Page(render_home, title="Home", icon=":material/home:", url_path="start", default=True)


def open_home() -> None:
    st.switch_page(home, query_params=dict(st.query_params))


page = st.navigation(
    [
        home,
        # Streamlit serves the default page at "/" only (its url_path never matches a typed address),
        # so "/home" is an alias, hidden from the menu, that opens Home with the link's parameters.
        st.Page(open_home, title="Home", url_path="home", visibility="hidden"),
        st.Page("app_pages/search.py", title="Search", icon=":material/search:", url_path="search"),
        st.Page("app_pages/keyword_context.py", title="Keyword context", icon=":material/key:",
                url_path="keyword-context"),
        st.Page("app_pages/tune_compare.py", title="Tune & compare", icon=":material/tune:",
                url_path="tune-compare"),
        st.Page("app_pages/networks.py", title="Networks", icon=":material/hub:", url_path="networks"),
        st.Page("app_pages/kg_explorer.py", title="KG explorer", icon=":material/account_tree:", url_path="kg-explorer"),
        st.Page("app_pages/evaluate.py", title="Evaluate", icon=":material/fact_check:", url_path="evaluate"),
        st.Page("app_pages/agent_tools.py", title="Agent tools", icon=":material/smart_toy:", url_path="agent-tools"),
    ]
)

state = AppState()
for problem in load_from_url(state):  # a bad part of a shared link: said once, kept until dismissed
    remember_error(md_escape(problem))
apply_url_config(state)
with st.sidebar:
    st.markdown(f"### {APP_TITLE}")
network_picker(state)
show_remembered_errors()
render_tour_banner(state)
try:
    page.run()
finally:
    write_to_url(state)
    # Server-side time of this rerun, for bench/ui_rerun_bench.py (CPU time too: on a busy machine
    # the wall time mostly measures the other processes).
    state.last_run_ms = (time.perf_counter() - started) * 1000
    state.store["knx.last_run_cpu_ms"] = (time.thread_time() - started_cpu) * 1000
    freeze_long_lived()  # after the timing: the first rerun's full collection is not a rerun's cost
