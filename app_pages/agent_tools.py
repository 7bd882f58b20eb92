"""Agent tools: call a retrieval tool by hand, run the agent loop turn by turn, keep a conversation."""

from ui.agent_view import render_agent_page
from ui.state import AppState

render_agent_page(AppState())
