"""KG explorer: get_relations / get_triples step by step on a SPARQL KG (embedded or an endpoint)."""

from ui.kg_view import render_kg_explorer_page

render_kg_explorer_page()
