"""KG exploration for agents: get_relations / get_triples over SPARQL stores (docs/kg.md).

```python
from core.kg import EmbeddedStore, KgSession, import_rdf

import_rdf("freebase-sample.nt", "fb")                      # or `knx kg import PATH --id fb`
session = KgSession(EmbeddedStore("fb"), "What currency does Argentina use?", ["Argentina"])
session.execute('<kg-query>get_relations("Argentina")</kg-query>')   # the text the model receives
session.get_triples(entity="Argentina", relations=["location.country.currency_used"]).triples
session.to_json()                                           # registry, seen set, CVT mapping, trace
```
"""

from core.kg.importer import ImportResult, import_rdf
from core.kg.models import KgConfig, RelationsResult, TriplesResult
from core.kg.session import KgSession, extract_queries, parse_query
from core.kg.store import EmbeddedStore, HttpSparqlStore, SparqlStore, list_kgs, open_store

__all__ = [
    "EmbeddedStore", "HttpSparqlStore", "ImportResult", "KgConfig", "KgSession", "RelationsResult",
    "SparqlStore", "TriplesResult", "extract_queries", "import_rdf", "list_kgs", "open_store", "parse_query",
]
