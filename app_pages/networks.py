"""Networks: available networks, the demo network, imports and the schema browser."""

from ui.connections_view import render_connections
from ui.networks_view import render_networks_page
from ui.state import AppState

render_networks_page(AppState())
render_connections(AppState())
