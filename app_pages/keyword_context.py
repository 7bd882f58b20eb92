"""Keyword context: knowledge_network_retrieval's schema recall, then keyword rounds and the
neighbour graph."""

from ui.keyword_view import render_keyword_page
from ui.state import AppState

render_keyword_page(AppState())
