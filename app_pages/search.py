"""Search: one kn_search call with every score, threshold and stage made visible."""

from ui.search_view import render_search_page
from ui.state import AppState

render_search_page(AppState())
