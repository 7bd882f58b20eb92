"""Helpers of the knowledge_network_retrieval tests: sessions holding a schema, small networks,
and backend doubles that count or fail."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable

from core.backends.base import KnowledgeBackend
from core.backends.sqlite import SqliteBackend
from core.backends.sqlite_store import NetworkBuilder
from core.exceptions import BackendError
from core.models.network import KnowledgeNetwork
from core.retrieval.sessions import SessionSchema, SessionState
from core.search.models import KnSearchObjectType, KnSearchRelationType

TEXT_OPS = ["==", "!=", "in", "not_in", "like", "not_like", "contain", "not_contain", "prefix",
            "exist", "not_exist", "match", "knn"]


def schema_of(
    network: KnowledgeNetwork,
    object_types: Iterable[str] | None = None,
    relation_types: Iterable[str] | None = None,
) -> SessionSchema:
    """A session schema as kn_search would return it, for the named concepts (default: all)."""
    ot_ids = list(object_types) if object_types is not None else [o.id for o in network.object_types]
    rt_ids = list(relation_types) if relation_types is not None else [r.id for r in network.relation_types]
    return SessionSchema(
        object_types=[
            KnSearchObjectType(concept_id=o.id, concept_name=o.name, primary_keys=o.primary_keys,
                               display_key=o.display_key)
            for o in (network.object_type(i) for i in ot_ids)
        ],
        relation_types=[
            KnSearchRelationType(concept_id=r.id, concept_name=r.name, source_object_type_id=r.source_object_type_id,
                                 target_object_type_id=r.target_object_type_id)
            for r in (network.relation_type(i) for i in rt_ids)
        ],
    )


def state_with_schema(network: KnowledgeNetwork, **parts: Any) -> SessionState:
    return SessionState(kn_ids=[network.id], query="test", schema=schema_of(network, **parts), schema_version=1)


def prop(name: str, type_: str = "varchar", ops: list[str] | None = None, display: str | None = None) -> dict[str, Any]:
    return {"name": name, "type": type_, "display_name": display or name,
            "condition_operations": ops if ops is not None else (TEXT_OPS if type_ == "varchar" else None)}


def object_type(ot_id: str, props: list[dict[str, Any]], name: str | None = None) -> dict[str, Any]:
    return {"id": ot_id, "name": name or ot_id, "primary_keys": [props[0]["name"]], "display_key": props[1]["name"],
            "data_properties": props}


def build_network(
    directory: Path,
    definition: dict[str, Any],
    instances: dict[str, list[dict[str, Any]]],
    edges: dict[str, list[tuple[str, str]]],
) -> SqliteBackend:
    network = KnowledgeNetwork.model_validate(definition)
    builder = NetworkBuilder(network, source="tests")
    for ot_id, rows in instances.items():
        builder.add_instances(ot_id, rows)
    for rt_id, pairs in edges.items():
        builder.add_edges(rt_id, pairs)
    directory.mkdir(parents=True, exist_ok=True)
    builder.write(directory / f"{network.id}.sqlite")
    return SqliteBackend(directory)


class Wrapped(KnowledgeBackend):
    """A backend that forwards to a real one, counting instance and subgraph queries, and can be
    told to fail: `fail_subgraph` / `fail_instances` raise on those calls (BackendError unless
    another exception is given), `fail_after` lets that many calls of the kind succeed first."""

    kind = "test-double"

    def __init__(self, inner: KnowledgeBackend, *, fail_subgraph: bool = False, fail_instances: bool = False,
                 fail_after: int = 0, error: Exception | None = None) -> None:
        self.inner = inner
        self.fail_subgraph = fail_subgraph
        self.fail_instances = fail_instances
        self.fail_after = fail_after
        self.error = error or BackendError("backend unreachable: connection reset")
        self.instance_calls = 0
        self.subgraph_calls = 0
        self.subgraph_bodies: list[Any] = []

    @property
    def calls(self) -> int:
        return self.instance_calls + self.subgraph_calls

    def _list_networks(self):
        return self.inner.list_networks()

    def _get_network(self, kn_id):
        return self.inner.get_network(kn_id)

    def _search_concepts(self, kn_id, kind, query, limit):
        return self.inner.search_concepts(kn_id, kind, query, limit)

    def _query_instances(self, network, object_type, query):
        self.instance_calls += 1
        if self.fail_instances and self.instance_calls > self.fail_after:
            raise self.error
        return self.inner.query_instances(network.id, object_type.id, query)

    def _query_subgraph(self, network, query):
        self.subgraph_calls += 1
        self.subgraph_bodies.append(query)
        if self.fail_subgraph and self.subgraph_calls > self.fail_after:
            raise self.error
        return self.inner.query_subgraph(network.id, query)


def clinic_home(tmp_path: Path) -> Path:
    """A KNX_HOME directory holding the clinic network (tests/conftest.py)."""
    from conftest import build_clinic

    home = tmp_path / "home"
    (home / "networks").mkdir(parents=True)
    build_clinic(home / "networks" / "clinic.sqlite")
    return home
