"""Tune & compare: edit retrieval_config, manage presets, and compare two configs."""

from ui.state import AppState
from ui.tune_view import render_tune_page

render_tune_page(AppState())
