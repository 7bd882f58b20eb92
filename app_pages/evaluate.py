"""Evaluate: run a question set under several configs, chart the metrics, drill into failures."""

from ui.evaluate_view import render_evaluate_page
from ui.state import AppState

render_evaluate_page(AppState())
