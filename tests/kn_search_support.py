"""Small networks and test doubles for the kn_search tests."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Sequence

from core.backends.base import KnowledgeBackend
from core.backends.sqlite import SqliteBackend
from core.backends.sqlite_store import NetworkBuilder
from core.exceptions import BackendError, RerankerError
from core.models.network import KnowledgeNetwork, NetworkSummary, ObjectType
from core.models.query import (
    DISPLAY,
    INSTANCE_ID,
    INSTANCE_IDENTITY,
    SCORE,
    ConceptHit,
    InstanceQuery,
    InstanceQueryResult,
    SubgraphQuery,
    SubgraphResult,
    instance_key,
)
from core.search.rerankers import Reranker

SEARCH_OPS = ["==", "!=", "in", "match", "knn", "contain", "exist", "not_exist"]
KEY_OPS = ["==", "!=", "in"]


def object_type(type_id: str, name: str, extra: list[dict[str, Any]] | None = None, *, tags=None) -> dict:
    """An object type with `{id}_id` (primary key) and `{id}_name` (display key, searchable)."""
    return {
        "id": type_id, "name": name, "tags": tags or [], "comment": name,
        "primary_keys": [f"{type_id}_id"], "display_key": f"{type_id}_name",
        "data_properties": [
            {"name": f"{type_id}_id", "display_name": f"{name}编号", "type": "varchar", "condition_operations": KEY_OPS},
            {"name": f"{type_id}_name", "display_name": f"{name}名称", "type": "varchar", "condition_operations": SEARCH_OPS},
            *(extra or []),
        ],
    }


def relation(rel_id: str, name: str, source: str, target: str, comment: str = "") -> dict:
    return {"id": rel_id, "name": name, "comment": comment,
            "source_object_type_id": source, "target_object_type_id": target}


# A drug type's naming properties (a standard name and the names it goes by), as the linker reads them
DRUG_NAMING = [
    {"name": "generic_name", "display_name": "通用名", "type": "varchar", "comment": "药品通用名称"},
    {"name": "trade_name", "display_name": "商品名", "type": "varchar", "comment": "商品名/品牌名，多个值以、分隔"},
]


def drug(i: int, name: str, generic: str | None = None, trade: str | None = None, **others: str | None) -> dict:
    """A row of an object type `drugs` with `DRUG_NAMING` (and any other properties given by name)."""
    return {"drugs_id": f"drugs{i}", "drugs_name": name, "generic_name": generic, "trade_name": trade, **others}


def network(kn_id: str, object_types: list[dict], relations: list[dict] = (), actions: list[dict] = ()) -> dict:
    return {"id": kn_id, "name": kn_id, "object_types": list(object_types),
            "relation_types": list(relations), "action_types": list(actions)}


def build_backend(
    directory: Path,
    spec: dict,
    instances: dict[str, list[str | dict]] | None = None,
    edges: dict[str, list[tuple[str, str]]] | None = None,
) -> SqliteBackend:
    """Write `spec` as a network file in `directory`; instances given as names get ids `{type}{n}`."""
    net = KnowledgeNetwork.model_validate(spec)
    builder = NetworkBuilder(net, source="tests")
    for type_id, rows in (instances or {}).items():
        builder.add_instances(
            type_id,
            [row if isinstance(row, dict) else {f"{type_id}_id": f"{type_id}{i}", f"{type_id}_name": row}
             for i, row in enumerate(rows, start=1)],
        )
    for rel_id, pairs in (edges or {}).items():
        builder.add_edges(rel_id, pairs)
    directory.mkdir(parents=True, exist_ok=True)
    builder.write(directory / f"{net.id}.sqlite")
    return SqliteBackend(directory)


class KeywordReranker(Reranker):
    """Scores a document by the first keyword it contains (fixed scores, for rule tests)."""

    name = "keywords"

    def __init__(self, scores: dict[str, float], default: float = 0.0) -> None:
        self.scores = scores
        self.default = default
        self.calls = 0

    def rerank(self, query: str, documents: list[str]) -> list[float]:
        self.calls += 1
        out = []
        for doc in documents:
            out.append(next((s for k, s in self.scores.items() if k in doc), self.default))
        return out


class FailingReranker(Reranker):
    name = "broken"

    def rerank(self, query: str, documents: list[str]) -> list[float]:
        raise RerankerError("reranker is down")


class CoarseBackend(SqliteBackend):
    """A SQLite backend whose coarse recall answers are scripted (or fail), and counted."""

    def __init__(self, directory: Path, *, objects=None, relations=None, fail: bool = False) -> None:
        super().__init__(directory)
        self.hits = {"object_type": objects or [], "relation_type": relations or []}
        self.fail = fail
        self.coarse_calls: list[tuple[str, int]] = []

    def _search_concepts(self, kn_id, kind, query, limit):
        self.coarse_calls.append((kind, limit))
        if self.fail:
            raise BackendError("concept index unavailable")
        return [ConceptHit(id=i, score=s) for i, s in self.hits[kind]][:limit]


class BrokenInstancesBackend(SqliteBackend):
    """Instance queries fail; everything else works."""

    def _query_instances(self, network, object_type, query):
        raise BackendError("instance store offline")


class ScriptedBackend(KnowledgeBackend):
    """A backend whose instance answers are scripted per object type and signal.

    `rows[type_id]` lists instances as dicts: name, and optional knn (similarity), match (BM25) and
    equal (True when a `field == query` test hits). A knn request returns those with a knn score,
    a match request those with a match score, an == request those with equal=True.
    """

    kind = "scripted"

    def __init__(self, spec: dict, rows: dict[str, list[dict]]) -> None:
        self.network = KnowledgeNetwork.model_validate(spec)
        self.rows = rows
        self.requests: list[tuple[str, str]] = []
        self.listings: list[str] = []  # unconditioned pages (the entity linker's dictionary)

    def _list_networks(self):
        return [NetworkSummary(id=self.network.id)]

    def _get_network(self, kn_id):
        if kn_id != self.network.id:
            from core.exceptions import NotFoundError

            raise NotFoundError(f"knowledge network {kn_id!r} does not exist")
        return self.network

    def _search_concepts(self, kn_id, kind, query, limit):
        return []

    def _query_instances(self, network, object_type: ObjectType, query: InstanceQuery):
        cond = query.condition
        leaves = list(cond.leaves()) if cond else []
        ops = {leaf.operation for leaf in leaves}
        signal = "knn" if ops == {"knn"} else "match" if ops == {"match"} else "==" if ops == {"=="} else "other"
        if cond is None:
            self.listings.append(object_type.id)
        else:
            self.requests.append((object_type.id, signal))
        out = []
        for i, item in enumerate(self.rows.get(object_type.id, []), start=1):
            if signal in ("knn", "match") and item.get(signal) is None:
                continue
            key = {f"{object_type.id}_id": f"{object_type.id}{i}"}
            # an == on the primary key finds its row, as in every real backend (linked entities are
            # fetched that way); other == tests hit the rows scripted with equal=True
            by_key = any(leaf.field in key and leaf.value == key[leaf.field] for leaf in leaves)
            if signal == "==" and not (item.get("equal") or by_key):
                continue
            row = {f"{object_type.id}_id": key[f"{object_type.id}_id"], f"{object_type.id}_name": item["name"],
                   **item.get("properties", {})}
            row[INSTANCE_ID] = instance_key(object_type.id, key)
            row[INSTANCE_IDENTITY] = key
            row[DISPLAY] = item["name"]
            if signal in ("knn", "match"):
                row[SCORE] = item[signal]
            out.append(row)
        out.sort(key=lambda r: -r.get(SCORE, 0.0))
        return InstanceQueryResult(datas=out[: query.limit])

    def _query_subgraph(self, network, query: SubgraphQuery):
        return SubgraphResult()


def schema_network(kn_id: str, relations: Sequence[str | tuple[str, str]]) -> KnowledgeNetwork:
    """A schema-only network as the SpCQL adapter builds one: one object type, one relation type
    per name or (name, comment) (ids r00, r01, … in order)."""
    def relation(i: int, entry: str | tuple[str, str]) -> dict:
        name, comment = (entry, None) if isinstance(entry, str) else entry
        return {"id": f"r{i:02d}", "name": name, "comment": comment, "source_object_type_id": "ENTITY",
                "target_object_type_id": "ENTITY"}
    return KnowledgeNetwork.model_validate({
        "id": kn_id, "name": kn_id, "object_types": [{"id": "ENTITY", "name": "实体"}],
        "relation_types": [relation(i, entry) for i, entry in enumerate(relations)]})


def debug_search(backend: KnowledgeBackend, question: str, kn_id: str):
    """kn_search with its trace, for tests that read how linking decided."""
    from core.search.service import kn_search

    return kn_search(backend, {"query": question, "kn_id": kn_id, "debug": True})


def linking_trace(response) -> dict[str, Any]:
    """The linking part of a debug response's trace."""
    return response.trace["concepts"]["linking"]


def subject_mention(response) -> str | None:
    """The mention of the instance linking took as the question's subject (None when it had no choice)."""
    subject = linking_trace(response).get("subject")
    return subject["mention"] if subject else None


def key_at(subject: dict[str, Any], place: str) -> list[tuple[str, Any]]:
    """(mention, value) of each entity's ordering key at `place`, a name of the subject trace's `order`
    (`prone_to`, `in_question_clause` …), in the trace's entity order."""
    at = subject["order"].index(place)
    return [(e["mention"], e["key"][at]) for e in subject["entities"]]


def answer_cues(response) -> list[dict[str, Any]]:
    """The answer cues the intent ranker read in a debug response's question (empty when none)."""
    return response.trace["concepts"]["rerank"]["intent"]["answer_cues"] or []


def cue_attributes(response) -> set[str]:
    """The attributes of `answer_cues` (which kinds of value the question was read to ask for)."""
    return {c["attribute"] for c in answer_cues(response)}


def top_node(response) -> tuple[str, str]:
    """(instance name, object type id) of the first node."""
    top = response.nodes[0]
    return top.instance_name, top.object_type_id
