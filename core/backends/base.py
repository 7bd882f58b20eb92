"""The one interface every recall algorithm talks to.

Public methods validate their input once, for every backend (schema-aware: unknown object types,
fields and disallowed operations are rejected here with the valid choices listed), then call one
internal `_step` that a backend implements. The embedded SQLite engine, the remote KWeaver client
(`core.backends.kweaver`) and test doubles differ only in those steps.
"""

from __future__ import annotations

import time
import weakref
from abc import ABC, abstractmethod
from typing import Any, Callable, Iterator

from core.exceptions import InvalidRequestError, NotFoundError
from core.lru import LRUCache
from core.timing import elapsed_ms
from core.models.condition import parse_condition
from core.models.types import body_key, check_text, is_shared, is_vouched, parse_body, share
from core.models.network import KnowledgeNetwork, NetworkSummary, ObjectType
from core.models.query import (
    MAX_LIMIT,
    SCORE,
    ConceptHit,
    ConceptKind,
    InstanceQuery,
    InstanceQueryResult,
    SubgraphQuery,
    SubgraphResult,
)

_PARSED_QUERY_CACHE = 1024  # distinct instance-query bodies kept per backend


class KnowledgeBackend(ABC):
    """A source of knowledge networks: schema, coarse concept search, instances and subgraphs."""

    #: short name shown in the explorer and in traces ("sqlite", "kweaver", ...)
    kind: str = "backend"

    def data_location(self, kn_id: str) -> str | None:
        """Where network `kn_id`'s data lives, stable across processes (a file, a server URL), so
        caches derived from it can be kept on disk and shared; None when the data has no such
        identity (in-memory and test backends): derived caches then live with this object only."""
        return None

    def network_file(self, kn_id: str) -> Any:
        """The embedded engine's open file of network `kn_id` (a `NetworkFile`, for aggregates the
        interface has no call for); None where the network is not held in a local file."""
        return None

    def request_concurrency(self, kn_id: str) -> int:
        """How many independent requests about network `kn_id` are worth having in flight at once.
        1 where answering is this process's own CPU work (the embedded engine: threads would only
        take turns on the interpreter, and the order of the work would change nothing but the
        cost); a remote backend, whose calls mostly wait on the network, says more, and callers
        with independent requests (kn_search's per-type instance recall) send them side by side."""
        return 1

    # -- networks ------------------------------------------------------------------------------
    def list_networks(self) -> list[NetworkSummary]:
        return self._list_networks()

    def get_network(self, kn_id: str) -> KnowledgeNetwork:
        if not isinstance(kn_id, str) or not kn_id.strip():
            raise InvalidRequestError("kn_id: a knowledge network id is required")
        return self._get_network(kn_id)

    # -- coarse concept recall -----------------------------------------------------------------
    def search_concepts(
        self, kn_id: str, kind: ConceptKind, query: str, limit: int = 100
    ) -> list[ConceptHit]:
        """Object or relation types ranked by text relevance (knn(*) OR match(*), `_score` desc)."""
        if kind not in ("object_type", "relation_type"):
            raise InvalidRequestError(
                f"kind: {kind!r} is not valid; use 'object_type' or 'relation_type'"
            )
        if not isinstance(query, str) or not query.strip():
            raise InvalidRequestError("query: a non-empty text is required")
        check_text(query, "query")
        if not 1 <= int(limit) <= 100_000:
            raise InvalidRequestError("limit: must be from 1 to 100000")
        self.get_network(kn_id)
        return self._search_concepts(kn_id, kind, query, int(limit))

    # -- object instances ----------------------------------------------------------------------
    def query_instances(
        self, kn_id: str, object_type_id: str, query: InstanceQuery | dict[str, Any] | None = None
    ) -> InstanceQueryResult:
        return self._timed_instances(*self._instance_request(kn_id, object_type_id, query))

    def iter_instances(self, kn_id: str, object_type_id: str, properties: list[str] | None = None,
                       page_size: int = MAX_LIMIT) -> Iterator[dict[str, Any]]:
        """Every instance of an object type, as `query_instances` rows (`properties`: only those, with
        the instance's keys), one page of `page_size` at a time over the `search_after` cursor: one
        query per page, so a reader that stops early reads no further pages."""
        body: dict[str, Any] = {"limit": page_size, **({"properties": properties} if properties is not None else {})}
        after = None
        while True:
            page = self.query_instances(kn_id, object_type_id, {**body, **({"search_after": after} if after else {})})
            yield from page.datas
            after = page.search_after
            if not after or len(page.datas) < page_size:
                return

    def _instance_request(self, kn_id: str, object_type_id: str, query: InstanceQuery | dict[str, Any] | None
                          ) -> tuple[KnowledgeNetwork, ObjectType, InstanceQuery]:
        """The network, the object type and the validated request of an instance query."""
        network = self.get_network(kn_id)
        object_type = self.require_object_type(network, object_type_id)
        return network, object_type, self._parsed_instance_query(query, network, object_type)

    def _timed_instances(self, network: KnowledgeNetwork, object_type: ObjectType, parsed: InstanceQuery
                         ) -> InstanceQueryResult:
        """The answer to a validated instance query, its `overall_ms` set unless its reader did."""
        started = time.perf_counter_ns()
        result = self._query_instances(network, object_type, parsed)
        stamp_overall_ms(result, started)
        return result

    def query_instances_batch(
        self, kn_id: str, object_type_id: str, queries: list[InstanceQuery | dict[str, Any] | None],
    ) -> list[InstanceQueryResult]:
        """`query_instances` for several queries of one object type, results in order; the first
        query that fails raises, as it would alone. Backends may share work between the queries
        (the embedded one fetches an instance once however many of them return it)."""
        network = self.get_network(kn_id)
        object_type = self.require_object_type(network, object_type_id)
        started = time.perf_counter()
        results = self._query_instances_batch(
            network, object_type, lambda query: self._parsed_instance_query(query, network, object_type), queries)
        elapsed = round((time.perf_counter() - started) * 1000, 3)
        for result in results:
            if result.overall_ms is None:
                result.overall_ms = elapsed
        return results

    def _query_instances_batch(
        self, network: KnowledgeNetwork, object_type: ObjectType, parse: Callable[[Any], InstanceQuery],
        queries: list[Any],
    ) -> list[InstanceQueryResult]:
        """Each query parsed and answered in turn (so the first bad one fails as it would alone)."""
        return [self._query_instances(network, object_type, parse(query)) for query in queries]

    # -- relation paths ------------------------------------------------------------------------
    def query_subgraph(
        self, kn_id: str, query: SubgraphQuery | dict[str, Any]
    ) -> SubgraphResult:
        network = self.get_network(kn_id)
        parsed = self._parsed_subgraph_query(query, network)
        return self._query_subgraph(network, parsed)

    # -- validation helpers shared by all backends ---------------------------------------------
    @staticmethod
    def require_object_type(network: KnowledgeNetwork, object_type_id: str) -> ObjectType:
        object_type = network.object_type(object_type_id)
        if object_type is None:
            valid = ", ".join(o.id for o in network.object_types) or "(none)"
            raise NotFoundError(
                f"object type {object_type_id!r} does not exist in network {network.id!r}",
                suggestion=f"valid object types: {valid}",
            )
        return object_type

    def _parsed_instance_query(
        self, query: InstanceQuery | dict[str, Any] | None, network: KnowledgeNetwork, object_type: ObjectType
    ) -> InstanceQuery:
        """`_parse_instance_query`, done once per distinct JSON body and schema: callers repeat the
        same few request shapes (kn_search sends one body per object type and question), and
        validating one costs several times the `==` lookup it asks for (see `_parsed_once`).
        Parsed queries are never modified after parsing. A model vouched for this very object
        type (core.models.types.vouch: built from parts already checked against it, as
        kn_search's instance recall builds its requests) is taken as it is."""
        if not isinstance(query, dict):
            if is_vouched(query, object_type):  # built from parts checked against this very type
                return query
            if is_shared(query):
                return self._validated_once(
                    query, network, object_type.id, lambda: self._parse_instance_query(query, object_type))
            return self._parse_instance_query(query, object_type)
        return self._parsed_once(
            query, network, object_type.id, lambda: self._parse_instance_query(query, object_type)
        )

    def _parsed_subgraph_query(
        self, query: SubgraphQuery | dict[str, Any], network: KnowledgeNetwork
    ) -> SubgraphQuery:
        """`_parse_subgraph_query`, done once per distinct JSON body and schema (as instance
        queries are): a 1-hop body of 25 paths costs several times its own walk to validate. A
        model vouched for this very network object (core.models.types.vouch: keyword context's
        neighbour queries whose paths this check passed, their values checked) is taken as it is."""
        if not isinstance(query, dict):
            if is_vouched(query, network):
                return query
            if is_shared(query):
                return self._validated_once(query, network, None, lambda: self._parse_subgraph_query(query, network))
            return self._parse_subgraph_query(query, network)

        return self._parsed_once(query, network, None, lambda: self._parse_subgraph_query(query, network))

    def _parsed_once(self, body: dict[str, Any], network: KnowledgeNetwork, object_type_id: str | None,
                     parse: Any) -> Any:
        """`parse()`'s request model, cached per (object type or None for subgraphs, body) for
        the network object it was parsed against (a rebuilt file is a new object, so a plan is
        never reused across versions), least recently used first out; only accepted bodies are
        kept, so a bad one is rejected with its message every time.

        The body's key is its `marshal` serialisation: exact for the JSON types a body holds
        (`1`, `1.0`, `True` and "1" differ, as they do for validation) and refused for anything
        else (subclasses included), which is then validated every time. It costs a seventh of
        the canonical JSON it replaces (12 us instead of 90 for a 1-hop body of 25 paths);
        the same body with its keys in another order is another entry, parsed once too, and so
        is the same body built with other sharing (`body_key`, version 4)."""
        body_bytes = body_key(body)
        if body_bytes is None:  # not plain JSON data: validate every time
            return parse()
        key = (object_type_id, body_bytes)
        cache = self.__dict__.get("_parsed_query_cache")
        if cache is None or cache[0] is not network:
            cache = self.__dict__["_parsed_query_cache"] = (network, LRUCache(_PARSED_QUERY_CACHE))
        plans = cache[1]
        parsed = plans.get(key)
        if parsed is None:
            parsed = share(parse())
            plans.put(key, parsed)
        return parsed

    def _validated_once(self, model: Any, network: KnowledgeNetwork, object_type_id: str | None, parse: Any) -> Any:
        """`parse()` of a shared request model (core.models.types.share: made once by the
        caller and never modified, as keyword context's neighbour queries are), run once per
        (model, object type) for the network object while the model lives; a model that fails
        is checked (and rejected) again every time."""
        cache = self.__dict__.get("_validated_models")
        if cache is None or cache[0] is not network:
            cache = self.__dict__["_validated_models"] = (network, LRUCache(_PARSED_QUERY_CACHE))
        checked = cache[1]
        key = (id(model), object_type_id)
        found = checked.get(key)
        if found is not None and found[0]() is model:
            return found[1]
        parsed = parse()
        checked.put(key, (weakref.ref(model), parsed))
        return parsed

    @staticmethod
    def _parse_instance_query(
        query: InstanceQuery | dict[str, Any] | None, object_type: ObjectType
    ) -> InstanceQuery:
        query = parse_body(InstanceQuery, InstanceQuery() if query is None else query, "query body")
        if query.condition is not None:
            parse_condition(query.condition, object_type=object_type, path="condition")
        names = set(object_type.property_names)
        for i, name in enumerate(query.properties or []):
            if name not in names:
                raise InvalidRequestError(
                    f"properties[{i}]: {name!r} is not a property of {object_type.id!r}",
                    suggestion="valid properties: " + ", ".join(object_type.property_names),
                )
        for i, sort in enumerate(query.sort or []):
            if sort.field != SCORE and sort.field not in names:
                raise InvalidRequestError(
                    f"sort[{i}].field: {sort.field!r} is not a property of {object_type.id!r}",
                    suggestion="valid sort fields: _score, " + ", ".join(object_type.property_names),
                )
        return query

    @staticmethod
    def _parse_subgraph_query(
        query: SubgraphQuery | dict[str, Any], network: KnowledgeNetwork
    ) -> SubgraphQuery:
        if isinstance(query, dict):
            query = parse_body(SubgraphQuery, query, "subgraph body")
            # Equal conditions (a 1-hop body repeats its start condition on every path) become one
            # object of this freshly parsed copy: each is checked below, and keyed and compiled by
            # the engine, once per call. Conditions are never modified after parsing.
            shared: dict[str, Any] = {}
            for path in query.relation_type_paths:
                for node in path.object_types:
                    if node.condition is not None:
                        node.__dict__["condition"] = shared.setdefault(node.condition.model_dump_json(), node.condition)
        else:
            query = parse_body(SubgraphQuery, query, "subgraph body")
        # Conditions already checked against a type (shared above, or by the caller: keyword
        # context shares its start condition among its paths). The objects live as long as
        # `query`, so ids stay unique.
        checked: set[tuple[int, str]] = set()
        for p, path in enumerate(query.relation_type_paths):
            where = f"relation_type_paths[{p}]"
            if len(path.object_types) != len(path.relation_types) + 1:
                raise InvalidRequestError(
                    f"{where}: a path with {len(path.relation_types)} relation type(s) needs "
                    f"{len(path.relation_types) + 1} object types, got {len(path.object_types)}"
                )
            for i, node in enumerate(path.object_types):
                object_type = KnowledgeBackend.require_object_type(network, node.id)
                if node.condition is not None and (id(node.condition), node.id) not in checked:
                    checked.add((id(node.condition), node.id))
                    parse_condition(
                        node.condition, object_type=object_type,
                        path=f"{where}.object_types[{i}].condition",
                    )
                for s, sort in enumerate(node.sort or []):
                    if sort.field != SCORE and object_type.get_property(sort.field) is None:
                        raise InvalidRequestError(
                            f"{where}.object_types[{i}].sort[{s}].field: {sort.field!r} is not a "
                            f"property of {object_type.id!r}"
                        )
            for i, edge in enumerate(path.relation_types):
                rel = network.relation_type(edge.relation_type_id)
                if rel is None:
                    valid = ", ".join(r.id for r in network.relation_types) or "(none)"
                    raise NotFoundError(
                        f"{where}.relation_types[{i}]: relation type {edge.relation_type_id!r} "
                        f"does not exist in network {network.id!r}",
                        suggestion=f"valid relation types: {valid}",
                    )
                expected = (path.object_types[i].id, path.object_types[i + 1].id)
                if (edge.source_object_type_id, edge.target_object_type_id) != expected:
                    raise InvalidRequestError(
                        f"{where}.relation_types[{i}]: edge goes {edge.source_object_type_id} -> "
                        f"{edge.target_object_type_id} but the path's object types at {i} and "
                        f"{i + 1} are {expected[0]} -> {expected[1]}"
                    )
                ends = {
                    "forward": (rel.source_object_type_id, rel.target_object_type_id),
                    "backward": (rel.target_object_type_id, rel.source_object_type_id),
                }
                allowed = [ends[edge.direction]] if edge.direction else list(ends.values())
                if expected not in allowed and expected in ends.values():  # the direction given walks it the other way
                    fits = next(d for d, pair in ends.items() if pair == expected)
                    raise InvalidRequestError(
                        f"{where}.relation_types[{i}].direction: {edge.direction!r} walks {rel.id!r} from "
                        f"{ends[edge.direction][0]} to {ends[edge.direction][1]}, but the path goes "
                        f"{expected[0]} -> {expected[1]}",
                        suggestion=f"use {fits!r}, or leave direction out: it matters only for a relation type "
                                   "from a type to itself",
                    )
                if expected not in allowed:
                    raise InvalidRequestError(
                        f"{where}.relation_types[{i}]: {rel.id!r} connects "
                        f"{rel.source_object_type_id} -> {rel.target_object_type_id}, "
                        f"not {expected[0]} and {expected[1]}"
                    )
        return query

    # -- what a backend implements -------------------------------------------------------------
    @abstractmethod
    def _list_networks(self) -> list[NetworkSummary]: ...

    @abstractmethod
    def _get_network(self, kn_id: str) -> KnowledgeNetwork:
        """Return the network's full schema or raise NotFoundError listing the valid ids."""

    @abstractmethod
    def _search_concepts(
        self, kn_id: str, kind: ConceptKind, query: str, limit: int
    ) -> list[ConceptHit]: ...

    @abstractmethod
    def _query_instances(
        self, network: KnowledgeNetwork, object_type: ObjectType, query: InstanceQuery
    ) -> InstanceQueryResult: ...

    @abstractmethod
    def _query_subgraph(
        self, network: KnowledgeNetwork, query: SubgraphQuery
    ) -> SubgraphResult: ...


def stamp_overall_ms(result: Any, started_ns: int) -> None:
    """Sets a query result's `overall_ms` to the time since `started_ns` unless its reader set it:
    what assigning the field does (a float, no validation to run) without pydantic's __setattr__
    (~2 us)."""
    if result.overall_ms is None:
        result.__dict__["overall_ms"] = elapsed_ms(started_ns)
        result.__pydantic_fields_set__.add("overall_ms")
