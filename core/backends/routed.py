"""Several backends behind one: the default one's networks under their own ids, each other backend's
under `{name}:{kn_id}` (e.g. the explorer's local networks plus a KWeaver connection's).

The routed network is the inner one with the routed id, so everything above (kn_search, keyword
context, the explorer) sees ordinary networks; queries are validated once here and run by the
backend that holds the network.
"""

from __future__ import annotations

from typing import Any, Callable

from core.backends.base import KnowledgeBackend
from core.exceptions import KnxError, NotFoundError
from core.home import check_safe_name, is_safe_name
from core.models.network import KnowledgeNetwork, NetworkSummary, ObjectType
from core.models.query import ConceptHit, ConceptKind, InstanceQuery, InstanceQueryResult, SubgraphQuery, SubgraphResult

SEPARATOR = ":"


def check_connection_name(name: str) -> str:
    return check_safe_name(name, "name", "connection name")


class RoutedBackend(KnowledgeBackend):
    kind = "routed"

    def __init__(self, default: KnowledgeBackend, others: dict[str, KnowledgeBackend] | None = None) -> None:
        self.default = default
        self.others = {check_connection_name(name): backend for name, backend in (others or {}).items()}
        #: why a backend's networks are missing from the last listing (name -> message)
        self.list_errors: dict[str, str] = {}
        self._renamed: dict[str, tuple[int, KnowledgeNetwork]] = {}

    def route(self, kn_id: str) -> tuple[KnowledgeBackend, str]:
        name, sep, inner = kn_id.partition(SEPARATOR)
        if sep and name in self.others:
            return self.others[name], inner
        if sep and is_safe_name(name):
            raise NotFoundError(
                f"knowledge network {kn_id!r}: no connection named {name!r}",
                suggestion="connections: " + (", ".join(self.others) or "(none)"),
            )
        return self.default, kn_id

    def data_location(self, kn_id: str) -> str | None:
        backend, inner_id = self.route(kn_id)
        return backend.data_location(inner_id)

    def network_file(self, kn_id: str) -> Any:
        backend, inner_id = self.route(kn_id)
        return backend.network_file(inner_id)

    def request_concurrency(self, kn_id: str) -> int:
        backend, inner_id = self.route(kn_id)
        return backend.request_concurrency(inner_id)

    def _inner(self, network: KnowledgeNetwork) -> tuple[KnowledgeBackend, KnowledgeNetwork]:
        backend, inner_id = self.route(network.id)
        return backend, backend.get_network(inner_id)

    # -- steps ----------------------------------------------------------------------------------
    def _list_networks(self) -> list[NetworkSummary]:
        out = list(self.default.list_networks())
        self.list_errors = {}
        for name, backend in self.others.items():
            try:
                summaries = backend.list_networks()
            except KnxError as exc:  # one unreachable connection must not hide the other networks
                self.list_errors[name] = str(exc)
                continue
            out.extend(s.model_copy(update={"id": f"{name}{SEPARATOR}{s.id}"}) for s in summaries)
        return out

    def _get_network(self, kn_id: str) -> KnowledgeNetwork:
        backend, inner_id = self.route(kn_id)
        network = backend.get_network(inner_id)
        if backend is self.default:
            return network
        cached = self._renamed.get(kn_id)
        if cached is None or cached[0] != id(network):
            cached = (id(network), network.model_copy(update={"id": kn_id}))
            self._renamed[kn_id] = cached
        return cached[1]

    def _search_concepts(self, kn_id: str, kind: ConceptKind, query: str, limit: int) -> list[ConceptHit]:
        backend, inner_id = self.route(kn_id)
        return backend._search_concepts(inner_id, kind, query, limit)

    def _query_instances(self, network: KnowledgeNetwork, object_type: ObjectType, query: InstanceQuery) -> InstanceQueryResult:
        backend, inner = self._inner(network)
        return backend._query_instances(inner, object_type, query)

    def _query_instances_batch(
        self, network: KnowledgeNetwork, object_type: ObjectType, parse: Callable[[Any], InstanceQuery],
        queries: list[Any],
    ) -> list[InstanceQueryResult]:
        backend, inner = self._inner(network)
        return backend._query_instances_batch(inner, object_type, parse, queries)

    def _query_subgraph(self, network: KnowledgeNetwork, query: SubgraphQuery) -> SubgraphResult:
        backend, inner = self._inner(network)
        return backend._query_subgraph(inner, query)

    def __getattr__(self, name: str) -> Any:
        # Backend-specific helpers of the default backend (e.g. the embedded engine's `open`).
        if name == "default":
            raise AttributeError(name)
        return getattr(self.default, name)


__all__ = ["RoutedBackend", "SEPARATOR", "check_connection_name"]
