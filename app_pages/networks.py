"""Networks: available networks, the demo network, imports and the schema browser."""

from ui.networks_view import render_networks_page
from ui.state import AppState

render_networks_page(AppState())
