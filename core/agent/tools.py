"""The four retrieval tools of the agent, declared once (`core.tools.ToolDefinition`) and bound to a
corpus in a `Toolbox`:

| tool | does | order of results |
|---|---|---|
| `vector_search(query, top_k=10, chapter_filter=None, entity_filter=None)` | nearest chunks; filters run inside the vector search | similarity |
| `graph_search(entity, relation=None, depth=2)` | walks the knowledge network from the entity (both directions, depth 1–3, capped), then the chunks that mention the entity with each reached neighbour | hop, then co-occurrence |
| `track_entity(entity, chapter_range=(1, 999))` | every chunk that mentions the entity, in time order (chapter, event_order); up to 30 spread over the range, plus mentions per chapter | time |
| `stop(reason)` | ends the retrieval: sufficient / max_turns / not_found | — |

All are deterministic (same corpus and arguments → same result; no model inside). Entity arguments
take a canonical name or an alias (宝玉 → 贾宝玉). Bad arguments come back as the error payload.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Optional

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

from core.corpus.models import Chunk, ScoredChunk
from core.exceptions import InvalidRequestError, NotFoundError
from core.models.input import InputModel
from core.models.query import INSTANCE_ID, INSTANCE_IDENTITY
from core.retrieval.keyword_context import identity_condition
from core.models.types import QueryText
from core.tools import ToolDefinition, Toolbox

StopReason = Literal["sufficient", "max_turns", "not_found"]
TRACK_LIMIT = 30
MAX_NEIGHBOURS = 40
MAX_EDGES = 60
KEEP_PER_HOP = (30, 8, 2)  # neighbours kept from the nodes expanded at hop 1, 2, 3 (per expanded node after hop 1)
EXPAND_PER_HOP = (10, 5)  # nodes of hop 1, 2 (closest first) that the next hop starts from
FAN_OUT = (200, 30, 30)  # neighbours read per node and relation at hop 1, 2, 3
CHUNKS_PER_NEIGHBOUR = 2
GRAPH_CHUNK_NEIGHBOURS = 5


def _ordered(value: tuple[int, int]) -> tuple[int, int]:
    if value[0] > value[1]:
        raise ValueError(f"the start {value[0]} is after the end {value[1]}")
    return value


# A chapter range [start, end], both ends included.
ChapterRange = Annotated[tuple[int, int], AfterValidator(_ordered)]


class VectorSearchArgs(InputModel):
    model_config = ConfigDict(extra="forbid")

    query: QueryText = Field(description="检索的关键词或问题")
    top_k: int = Field(default=10, ge=1, le=50, description="返回结果数量")
    chapter_filter: Optional[ChapterRange] = Field(
        default=None, description="章节范围 [起始章节, 结束章节]（含两端），可选")
    entity_filter: Optional[str] = Field(default=None, min_length=1, max_length=100,
                                         description="只返回提到该实体的结果（名称或别名），可选")


class GraphSearchArgs(InputModel):
    model_config = ConfigDict(extra="forbid")

    entity: str = Field(min_length=1, max_length=100, description="起始实体名称（名称或别名）")
    relation: Optional[str] = Field(default=None, min_length=1, max_length=100,
                                    description="关系类型（id 或名称），不指定则查询所有关系")
    depth: int = Field(default=2, ge=1, le=3, description="图遍历深度（1–3）")


class TrackEntityArgs(InputModel):
    model_config = ConfigDict(extra="forbid")

    entity: str = Field(min_length=1, max_length=100, description="要追踪的实体名称（名称或别名）")
    chapter_range: ChapterRange = Field(default=(1, 999), description="章节范围 [起始, 结束]，默认全范围")


class StopArgs(InputModel):
    model_config = ConfigDict(extra="forbid")

    reason: StopReason = Field(
        description="停止原因: sufficient(信息充分)/max_turns(达到上限)/not_found(无法找到)")


VECTOR_SEARCH = ToolDefinition(
    name="vector_search", title="Vector search",
    description="通用向量检索。用于简单事实查询、实体属性查询。支持章节范围和实体过滤（过滤在检索内部进行）。",
    arguments=VectorSearchArgs,
)
GRAPH_SEARCH = ToolDefinition(
    name="graph_search", title="Graph search",
    description="图结构检索。用于关系查询（如'A和B什么关系'）、社交网络查询（如'A的朋友有谁'）。"
                "从实体出发双向遍历知识网络，返回到达的实体及提到它们的文本。",
    arguments=GraphSearchArgs,
)
TRACK_ENTITY = ToolDefinition(
    name="track_entity", title="Track entity",
    description="实体时序追踪。用于事件演变查询（如'X如何发展'）、角色成长查询。返回按时间（章节、事件顺序）排序的结果。",
    arguments=TrackEntityArgs,
)
STOP = ToolDefinition(
    name="stop", title="Stop",
    description="停止检索。当已收集到足够信息可以回答问题时调用。",
    arguments=StopArgs,
)
DEFINITIONS = (VECTOR_SEARCH, GRAPH_SEARCH, TRACK_ENTITY, STOP)


# -- results ------------------------------------------------------------------------------------
class VectorSearchResult(BaseModel):
    query: str
    chapter_filter: Optional[tuple[int, int]] = None
    entity_filter: Optional[str] = None  # canonical name the filter used
    chunks: list[ScoredChunk]


class Neighbour(BaseModel):
    name: str
    object_type_id: str
    instance_id: str
    hop: int
    relation: str  # relation type id of the edge that reached it
    direction: Literal["outgoing", "incoming"]
    via: str  # the entity it was reached from
    cooccurrence: int = 0  # chunks that mention it together with the start entity


class GraphEdgeOut(BaseModel):
    source: str
    target: str
    relation: str


class GraphSearchResult(BaseModel):
    entity: str
    object_type_id: str
    instance_id: str
    relation: Optional[str] = None
    depth: int
    neighbours: list[Neighbour]
    edges: list[GraphEdgeOut]
    truncated: bool = False
    chunks: list[ScoredChunk]


class ChapterCount(BaseModel):
    chapter: int
    chunks: int


class TrackEntityResult(BaseModel):
    entity: str
    chapter_range: tuple[int, int]
    total_chunks: int
    timeline: list[ChapterCount]
    chunks: list[Chunk]


class StopResult(BaseModel):
    reason: str
    stopped: bool = True


# -- implementations ----------------------------------------------------------------------------
class CorpusTools:
    """The tools over one corpus (a `core.corpus.corpus.Corpus`)."""

    def __init__(self, corpus) -> None:
        self.corpus = corpus

    def vector_search(self, args: VectorSearchArgs) -> VectorSearchResult:
        entity = self.corpus.resolve_entity(args.entity_filter, "entity_filter") if args.entity_filter else None
        vector = self.corpus.embedder.embed([args.query])[0]
        chunks = self.corpus.store.search(vector, args.top_k, chapter_range=args.chapter_filter,
                                          entities=[entity] if entity else [])
        return VectorSearchResult(query=args.query, chapter_filter=args.chapter_filter, entity_filter=entity,
                                  chunks=chunks)

    def track_entity(self, args: TrackEntityArgs) -> TrackEntityResult:
        entity = self.corpus.resolve_entity(args.entity, "entity")
        found = self.corpus.store.scroll(chapter_range=args.chapter_range, entities=[entity])
        counts: dict[int, int] = {}
        for chunk in found:
            counts[chunk.chapter] = counts.get(chunk.chapter, 0) + 1
        return TrackEntityResult(
            entity=entity, chapter_range=args.chapter_range, total_chunks=len(found),
            timeline=[ChapterCount(chapter=c, chunks=n) for c, n in sorted(counts.items())],
            chunks=spread(found, TRACK_LIMIT),
        )

    def graph_search(self, args: GraphSearchArgs) -> GraphSearchResult:
        corpus = self.corpus
        name = corpus.resolve_entity(args.entity, "entity")
        backend, kn_id = corpus.backend, corpus.manifest.kn_id
        network = backend.get_network(kn_id)
        entry = corpus.entities[name]
        start_type = network.object_type(entry.object_type_id)
        if start_type is None:
            raise NotFoundError(f"entity {name!r}: its object type {entry.object_type_id!r} is not in network {kn_id!r}")
        relations = network.relation_types
        if args.relation:
            relations = [r for r in relations if args.relation in (r.id, r.name)]
            if not relations:
                raise InvalidRequestError(
                    f"relation: {args.relation!r} is not a relation type of network {kn_id!r}",
                    suggestion="valid relation types: " + ", ".join(f"{r.id} ({r.name})" for r in network.relation_types)
                               + "; or leave relation out for all",
                )
        start = _instance_named(backend, kn_id, start_type, name)
        if start is None:
            raise NotFoundError(f"entity {name!r} has no instance in network {kn_id!r}")
        start_id, start_identity = start
        seen: dict[str, Neighbour] = {}
        names = {start_id: name}
        edges: list[GraphEdgeOut] = []
        frontier = {start_type.id: {start_id: start_identity}}
        truncated = False
        for hop in range(1, args.depth + 1):
            found = _one_hop(backend, network, kn_id, frontier, relations, names, FAN_OUT[hop - 1])
            for item in found:  # every edge among reached entities, whichever hop found it
                edges.append(GraphEdgeOut(source=names[item["edge"][0]], target=names[item["edge"][1]],
                                          relation=item["relation"]))
            unique: dict[str, dict[str, Any]] = {}
            for item in found:
                if item["id"] != start_id and item["id"] not in seen:
                    unique.setdefault(item["id"], item)
            ranked = sorted(unique.values(), key=lambda n: (-corpus.cooccurrence(name, n["name"]), n["name"]))
            budget = KEEP_PER_HOP[hop - 1] * (1 if hop == 1 else max(1, sum(len(k) for k in frontier.values())))
            keep = ranked[: max(0, min(budget, MAX_NEIGHBOURS - len(seen)))]
            truncated = truncated or len(keep) < len(ranked)
            for item in keep:
                seen[item["id"]] = Neighbour(
                    name=item["name"], object_type_id=item["type"], instance_id=item["id"], hop=hop,
                    relation=item["relation"], direction=item["direction"], via=names[item["from"]],
                    cooccurrence=corpus.cooccurrence(name, item["name"]),
                )
            if hop == args.depth:
                break
            frontier = {}
            for item in keep[: EXPAND_PER_HOP[hop - 1]]:
                frontier.setdefault(item["type"], {})[item["id"]] = item["identity"]
            if not frontier:
                break
        kept_names = {names[i] for i in set(seen) | {start_id}}
        # The edge that reached each neighbour first, then other edges among reached entities, capped.
        tree = {(names[n.instance_id], n.via) for n in seen.values()}
        among = [e for e in dict.fromkeys((e.source, e.target, e.relation) for e in edges)
                 if e[0] in kept_names and e[1] in kept_names]
        among.sort(key=lambda e: not ((e[0], e[1]) in tree or (e[1], e[0]) in tree))
        truncated = truncated or len(among) > MAX_EDGES
        edges = among[:MAX_EDGES]
        neighbours = list(seen.values())
        return GraphSearchResult(
            entity=name, object_type_id=start_type.id, instance_id=start_id, relation=args.relation,
            depth=args.depth, neighbours=neighbours,
            edges=[GraphEdgeOut(source=s, target=t, relation=r) for s, t, r in edges],
            truncated=truncated, chunks=self._chunks_for(name, neighbours),
        )

    def _chunks_for(self, name: str, neighbours: list[Neighbour]) -> list[ScoredChunk]:
        """Evidence: the chunks that mention the entity together with its closest neighbours."""
        corpus = self.corpus
        linked = [n for n in neighbours if n.name in corpus.entities][:GRAPH_CHUNK_NEIGHBOURS]
        if not linked:
            return []
        vectors = corpus.embedder.embed([f"{name} {n.name}" for n in linked])
        out: dict[int, ScoredChunk] = {}
        for neighbour, vector in zip(linked, vectors):
            both = [name, neighbour.name] if name in corpus.entities else [neighbour.name]
            hits = corpus.store.search(vector, CHUNKS_PER_NEIGHBOUR, entities=both)
            if not hits:
                hits = corpus.store.search(vector, 1, entities=[neighbour.name])
            for hit in hits:
                out.setdefault(hit.chunk_id, hit)
        return list(out.values())

    @staticmethod
    def stop(args: StopArgs) -> StopResult:
        return StopResult(reason=args.reason)


def spread(chunks: list[Chunk], limit: int) -> list[Chunk]:
    """At most `limit` chunks, evenly spaced over the list (first and last kept), order unchanged."""
    if len(chunks) <= limit:
        return chunks
    if limit == 1:
        return chunks[:1]
    step = (len(chunks) - 1) / (limit - 1)
    return [chunks[round(i * step)] for i in range(limit)]


def _instance_named(backend, kn_id: str, object_type, name: str) -> tuple[str, dict[str, Any]] | None:
    """The `_instance_id` and `_instance_identity` of the instance whose display name is `name`."""
    name_field = object_type.display_key or object_type.primary_keys[0]
    rows = backend.query_instances(kn_id, object_type.id, {
        "condition": {"operation": "==", "field": name_field, "value": name}, "limit": 1,
        "properties": [name_field],
    }).datas
    if not rows:
        return None
    return str(rows[0][INSTANCE_ID]), dict(rows[0][INSTANCE_IDENTITY])


def _one_hop(backend, network, kn_id: str, frontier: dict[str, dict[str, dict[str, Any]]], relations,
             names: dict[str, str], fan_out: int):
    """Neighbours of the frontier (object type → {instance id: identity}) over the relation
    types, both directions, in one subgraph query."""
    paths = []
    meta = []
    for type_id, identities in frontier.items():
        object_type = network.object_type(type_id)
        condition = identity_condition(object_type, list(identities.values())) if object_type else None
        if condition is None:
            continue  # keys that no condition can select
        for rel in relations:
            for direction, near, far in (("forward", rel.source_object_type_id, rel.target_object_type_id),
                                         ("backward", rel.target_object_type_id, rel.source_object_type_id)):
                if near != type_id:
                    continue
                paths.append({
                    "object_types": [{"id": near, "condition": condition, "limit": len(identities)},
                                     {"id": far, "limit": fan_out}],
                    "relation_types": [{"relation_type_id": rel.id, "source_object_type_id": near,
                                        "target_object_type_id": far, "direction": direction}],
                    "limit": 5000,
                })
                meta.append((rel.id, "outgoing" if direction == "forward" else "incoming"))
    if not paths:
        return []
    result = backend.query_subgraph(kn_id, {"relation_type_paths": paths})
    found = []
    for entry, (rel_id, direction) in zip(result.entries, meta):
        for oid, obj in entry.objects.items():
            names.setdefault(oid, str(obj.display if obj.display is not None else oid))
        for path in entry.relation_paths:
            for relation in path.relations:
                src, dst = relation.source_object_id, relation.target_object_id
                near_id, far_id = (src, dst) if direction == "outgoing" else (dst, src)
                far = entry.objects.get(far_id)
                if far is None:
                    continue
                found.append({"id": far_id, "identity": dict(far.unique_identities), "type": far.object_type_id, "name": names[far_id],
                              "relation": rel_id, "direction": direction, "from": near_id, "edge": (src, dst)})
    return found


def agent_toolbox(corpus_id: str | None = None, *, corpus=None, backend=None) -> Toolbox:
    """The four tools bound to a corpus (default: the demo corpus), ready for `Toolbox.call` or an
    MCP / HTTP server (`toolbox.mcp_tools()`, `toolbox.openai_tools()`). The corpus is opened (the
    demo built) on the first call, not here, so listing the tools costs nothing."""
    from functools import cache

    @cache
    def tools() -> CorpusTools:
        if corpus is not None:
            return CorpusTools(corpus)
        from core.corpus.corpus import open_corpus

        return CorpusTools(open_corpus(corpus_id, backend=backend))

    return Toolbox([
        (VECTOR_SEARCH, lambda args: tools().vector_search(args)),
        (GRAPH_SEARCH, lambda args: tools().graph_search(args)),
        (TRACK_ENTITY, lambda args: tools().track_entity(args)),
        (STOP, CorpusTools.stop),  # needs no corpus: stopping never opens (or builds) one
    ])


def serve_toolbox(context: Any = None) -> Toolbox:
    """The factory a server lists in its toolboxes (`"core.agent.tools:serve_toolbox"`): the corpus
    named by `KNX_AGENT_CORPUS` (default: the demo corpus). The corpus walks its own network (the
    entity graph, or the embedded network it was linked to), whatever backend the server fronts."""
    import os

    return agent_toolbox(os.environ.get("KNX_AGENT_CORPUS") or None)
