"""Semantic instance recall: the instances of the recalled object types that the question names.

The steps follow the design (kn-search-design.md §3.3), using only `backend.query_instances`:

1. Searchable fields of each object type: text properties whose operations include `knn`,
   `match` or `==` (the design's "equal"). A type without any is skipped.
2. One OR of sub conditions per type - `knn(field, query)` for every knn field first (its k is
   `per_type_instance_limit`), then `field == query` and `match(field, query)` field by field,
   the display key first - at most `max_semantic_sub_conditions` of them (see
   `build_sub_conditions` for why == and match alternate). The OR is what the trace shows.
3. Candidates: the OR is sent one signal at a time - each knn condition alone, the match
   conditions together, the == conditions together - every request with
   `limit = initial_candidate_count`, so each candidate comes back with one score per signal (see
   "Scores" for why); the union, best first, is cut to `initial_candidate_count`.
4. Per type: sort by score, keep `per_type_instance_limit`, drop scores below
   `min_direct_relevance`; the trace's `decisions` gives every candidate the filter that dropped
   it. Then over all types: with `enable_global_final_score_ratio_filter`, drop nodes below
   `max score * global_final_score_ratio` (the best node always stays). Nodes are returned best
   first (ties keep object type order).
   Linked entities (core.search.linking) come first: fetched by key, scored `LINKED_NAME_SCORE`
   (`LINKED_ALIAS_SCORE` when the question used an alias) and exempt from the limits above; see
   the constants below for same-name instances and the cap on the others. Searchable fields are
   first narrowed by `semantic_field_keep_*` (`select_fields`).
5. Property filter: keys sorted by name, at most `max_properties_per_instance`, string values cut to
   `max_property_value_length` characters followed by "...".

Scores. Upstream adds the knn similarity and the BM25 score of one OR query as they come, so a
BM25 of 7.3 drowns a cosine of 0.9 and the 0.3 cut-off of `min_direct_relevance` sits on no
particular scale. Here each signal is made comparable before they are fused:

- knn: the backend's similarity of the best knn field (cosine, already in [0, 1]; clipped).
- match: the BM25 of the match fields (summed by the backend, as for any OR of match conditions)
  divided by the best such BM25 any candidate of any object type reached for this question. Dividing by the request's best (rather than each type's best)
  keeps a weak match in one type from looking perfect just because it is that type's best.
- fused = (W_KNN * knn + W_MATCH * match) / (sum of the weights of the signals the type offers),
  with W_KNN = W_MATCH = 0.5: a type searchable by knn only is judged by knn alone, and a candidate
  that one signal missed gets 0 for it.
- The design's name rules are a floor, not a replacement: name equals the question ->
  `exact_name_match_score` (0.85), name contains the question -> 0.5, the question contains the
  name -> 0.3, and a hit of a `field == question` condition counts like an exact name.
  score = max(fused, floor).

Every node carries `score`, `score_source` ("fused", "knn", "match", or the name rule that set
the floor: "exact_name", "equal", "contains_name", "contained_name"; "linked_name", "linked_alias",
"mention_name" for names the question holds) and `signals` (raw and normalised values). A name
that is an extraction fragment (core.importers.hygiene) has its score multiplied by
`FRAGMENT_FACTOR` and carries `fragment_reasons`. A failing object type does not stop the others; failures are reported so the
caller can put them in the response message.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, NamedTuple

import math

from core.backends.base import KnowledgeBackend
from core.backends.sqlite_results import fetched_rows_of, head_reader, instance_row, round_score
from core.exceptions import KnxError
from core.importers.hygiene import fragment_reasons
from core.lru import LRUCache
from core.models.condition import Condition
from core.models.query import DISPLAY, INSTANCE_ID, INSTANCE_IDENTITY, SCORE, InstanceQuery
from core.models.network import ObjectType
from core.models.types import find_invalid_text, trusted_from, vouch
from core.search.config import PropertyFilterConfig, SemanticInstanceRetrievalConfig
from core.search.linking import CREDIBLE_DEGREE, LinkedEntity
from core.search.name_dictionary import normalise
from core.search.models import KnSearchNode
from core.search.rerankers import default_reranker

W_KNN = 0.5
W_MATCH = 0.5
CONTAINS_NAME_SCORE = 0.5
CONTAINED_NAME_SCORE = 0.3
# Linked entities (the instances the question names) come first: the canonical name in the question
# scores LINKED_NAME_SCORE, an alias LINKED_ALIAS_SCORE; among them the longest mention first. Other instances whose name is a mention of
# the question (the same name in another type) score at least MENTION_NAME_SCORE; when something
# was linked, every other node is capped at UNLINKED_CAP, so a near-duplicate (糖尿病足 for a
# question about 糖尿病) never outranks the names the question holds.
LINKED_NAME_SCORE = 1.0
LINKED_ALIAS_SCORE = 1.0  # the question names it as surely as by its name; score_source tells
MENTION_NAME_SCORE = 0.9
UNLINKED_CAP = 0.85
# Node hygiene: an extraction fragment's score is multiplied by this (it stays searchable).
FRAGMENT_FACTOR = 0.5


class SearchableField(NamedTuple):
    """A tuple, so that the request and shape keys holding a type's fields hash in C (a frozen
    dataclass hashes through a generated Python method, five keys per type and question)."""

    name: str
    knn: bool
    match: bool
    equal: bool


def searchable_fields(ot: ObjectType) -> list[SearchableField]:
    return list(_type_plan(ot).fields)


@dataclass(frozen=True)
class _TypePlan:
    """What instance recall derives from an object type alone, made once per ObjectType object
    (a network's schema objects are never modified; a reloaded network brings new ones)."""

    fields: tuple[SearchableField, ...]
    # the trace's "searchable_fields": field -> its operations among knn, ==, match
    operations: dict[str, list[str]]
    # select_fields: the non-display fields and their documents for the local reranker
    others: tuple[SearchableField, ...]
    documents: tuple[str, ...]


_PLAN_CACHE_SIZE = 4096
_plans: LRUCache[int, tuple[ObjectType, _TypePlan]] = LRUCache(_PLAN_CACHE_SIZE)


def _type_plan(ot: ObjectType) -> _TypePlan:
    cached = _plans.get(id(ot))
    if cached is not None and cached[0] is ot:
        return cached[1]
    from core.search.concepts import property_document

    fields = tuple(_searchable_fields(ot))
    display = ot.display_key or ot.name_field
    props = {p.name: p for p in ot.data_properties}
    others = tuple(f for f in fields if f.name != display)
    plan = _TypePlan(
        fields=fields,
        operations={f.name: [op for op, on in (("knn", f.knn), ("==", f.equal), ("match", f.match)) if on]
                    for f in fields},
        others=others,
        documents=tuple(property_document(props[f.name]) for f in others),
    )
    _plans.put(id(ot), (ot, plan))  # the entry holds ot, so its id is not reused while cached
    return plan


def _searchable_fields(ot: ObjectType) -> list[SearchableField]:
    out = []
    for prop in ot.data_properties:
        if prop.family != "text":
            continue
        ops = set(prop.operations)
        field_ = SearchableField(prop.name, "knn" in ops, "match" in ops, "==" in ops)
        if field_.knn or field_.match or field_.equal:
            out.append(field_)
    return out


def build_sub_conditions(
    fields: list[SearchableField], query: str, cfg: SemanticInstanceRetrievalConfig,
    display_key: str | None = None,
) -> list[dict[str, Any]]:
    """knn sub conditions first, then each field's == and match; at most max_semantic_sub_conditions.

    Fields are taken display key first, then in schema order. The == and match conditions go field
    by field rather than all == before all match: on a type with many text fields the cap would
    otherwise be filled with == tests on descriptive fields (which never equal a question) and no
    match would be left, not even on the name.
    """
    ordered = sorted(fields, key=lambda f: f.name != display_key)
    subs: list[dict[str, Any]] = []
    for f in ordered:
        if f.knn:
            subs.append({"operation": "knn", "field": f.name, "value": query,
                         "limit_key": "k", "limit_value": cfg.per_type_instance_limit})
    for f in ordered:
        if f.equal:
            subs.append({"operation": "==", "field": f.name, "value": query})
        if f.match:
            subs.append({"operation": "match", "field": f.name, "value": query})
    return subs[: cfg.max_semantic_sub_conditions]


def signal_requests(subs: list[dict[str, Any]]) -> list[tuple[str, dict[str, Any]]]:
    """The OR as one (signal, condition) per request: each knn field alone (its similarity), all
    match conditions together (their summed BM25), all == conditions together (hit or not)."""
    requests: list[tuple[str, dict[str, Any]]] = [("knn", s) for s in subs if s["operation"] == "knn"]
    for kind in ("match", "=="):
        group = [s for s in subs if s["operation"] == kind]
        if group:
            requests.append((kind, group[0] if len(group) == 1 else {"operation": "or", "sub_conditions": group}))
    return requests


@dataclass(slots=True)
class _Candidate:
    row: dict[str, Any] | None  # the row as the backend returned it; None: an engine row, `fetched`
    key: str
    knn: float | None = None  # best raw knn similarity over the knn fields
    match: float | None = None  # raw BM25 of the match fields
    equal: bool = False
    # the embedded engine's row as fetched: (row plan, tuple, `_instance_identity`, `_display`);
    # its dict is made only when the candidate becomes a node
    fetched: tuple | None = None

    def head(self) -> tuple[Any, dict[str, Any] | None]:
        """(`_display`, `_instance_identity`) of the row."""
        if self.row is not None:
            return self.row.get(DISPLAY), self.row.get(INSTANCE_IDENTITY)
        return self.fetched[3], self.fetched[2]

    def record(self, kind: str, value: float | None) -> None:
        """One signal's hit on this instance: an `==` test, or a knn similarity (the best over
        the fields, clipped to [0, 1]) or a match score; `value` None when the result carries no
        score."""
        if kind == "==":
            self.equal = True
        elif value is not None:
            if kind == "knn":
                self.knn = max(self.knn or 0.0, min(1.0, max(0.0, value)))
            else:
                self.match = max(0.0, value)

    def full_row(self) -> dict[str, Any]:
        """The row as `datas` holds it (without `_score`, which a node does not read)."""
        if self.row is not None:
            return self.row
        plan, row, _, _ = self.fetched
        return instance_row(plan, row, None)


@dataclass
class _TypeRun:
    object_type: ObjectType
    candidates: dict[str, _Candidate] = field(default_factory=dict)
    has_knn: bool = False
    has_match: bool = False
    error: str | None = None
    trace: dict[str, Any] = field(default_factory=dict)


@dataclass
class InstanceRecall:
    nodes: list[KnSearchNode]
    failures: list[str]
    trace: dict[str, Any]


def recall_instances(
    backend: KnowledgeBackend,
    kn_id: str,
    object_types: list[ObjectType],
    query: str,
    cfg: SemanticInstanceRetrievalConfig,
    property_filter: PropertyFilterConfig,
    linked: list[LinkedEntity] | None = None,
    debug: bool = True,
) -> InstanceRecall:
    """The nodes; with `debug` False the trace leaves out what only a reader of it needs (each
    type's candidate decisions, request counts and searchable fields): ~300 entries a question,
    which a search without `debug` builds for nothing."""
    linked = linked or []
    trace: dict[str, Any] = {"per_type": []}
    failures: list[str] = []
    runs: list[_TypeRun] = []
    for run in _type_runs(backend, kn_id, object_types, query, cfg, debug):
        trace["per_type"].append(run.trace)
        if run.error:
            failures.append(f"{run.object_type.id}: {run.error}")
        if run.candidates:
            runs.append(run)

    context = _LinkContext(linked)
    linked_nodes = _linked_nodes(backend, kn_id, linked, object_types, trace, failures)
    best_bm25 = max((c.match for r in runs for c in r.candidates.values() if c.match), default=0.0)
    trace["match_normaliser"] = {"best_bm25": round(best_bm25, 6)}
    # Linked nodes: the subject first (the one the question is about, when it names several:
    # core.search.linking.choose_subject), then the longest mention (诊断肾盂肾炎 is about 肾盂肾炎),
    # then left to right.
    subjects = {(e.object_type_id, e.instance_name, e.mention) for e in linked if e.subject}
    by_mention = sorted(range(len(linked_nodes)), key=lambda i: (
        (linked_nodes[i].object_type_id, linked_nodes[i].instance_name, linked_nodes[i].linked_mention) not in subjects,
        -len(linked_nodes[i].linked_mention or "")))
    nodes: list[tuple[int, int, KnSearchNode]] = [(0, rank, linked_nodes[i]) for rank, i in enumerate(by_mention)]
    query_folded = query.strip().lower()
    below = None if debug else cfg.min_direct_relevance  # the trace lists every candidate's score
    linked_ids = context.linked_ids
    for order, run in enumerate(runs, start=1):
        scored = [_score(run, c, query_folded, best_bm25, cfg, context, below) for c in run.candidates.values()
                  if c.key not in linked_ids]
        if below is not None:
            # Without a trace the candidates `_score` drops (None) are left out before sorting:
            # each scores under `min_direct_relevance`, so sorts after every candidate that can
            # be kept, and `within_limit` below keeps as many of those either way (it is cut to
            # per_type_instance_limit, and there are never more of them than candidates).
            scored = [n for n in scored if n is not None]
        scored.sort(key=lambda n: (-n.score, n.tier))  # stable: ties keep the backend's order
        # the first per_type_instance_limit of the first initial_candidate_count, unless below
        # min_direct_relevance
        within_limit = min(len(scored), cfg.initial_candidate_count, cfg.per_type_instance_limit)
        kept = [n for n in scored[:within_limit] if not n.score < cfg.min_direct_relevance]
        if debug:
            run.trace.update(_decisions(scored, len(kept), within_limit, cfg))
        nodes.extend((order, i, n.node(run.object_type)) for i, n in enumerate(kept))

    nodes.sort(key=lambda item: (-(item[2].score or 0.0), item[0] != 0, item[0], item[1]))
    result = [n for _, _, n in nodes]
    result = global_ratio_filter(result, cfg, trace, protected={id(n) for n in linked_nodes})
    if property_filter.enable_property_filter:
        for node in result:
            node.properties = filter_properties(node.properties or {}, property_filter)
    trace["property_filter"] = {
        "enabled": property_filter.enable_property_filter,
        "max_properties_per_instance": property_filter.max_properties_per_instance,
        "max_property_value_length": property_filter.max_property_value_length,
    }
    trace["returned"] = len(result)
    return InstanceRecall(nodes=result, failures=failures, trace=trace)


MAX_TRACED_CANDIDATES = 30


def _decisions(scored: list[_Scored], kept: int, within_limit: int,
               cfg: SemanticInstanceRetrievalConfig) -> dict[str, Any]:
    """The trace of one type's candidates (`scored`, best first): every candidate with the
    filter that dropped it (the first that applies, in the design's order: candidate count,
    per-type limit, direct relevance); only the first MAX_TRACED_CANDIDATES are listed, the
    others are only counted."""
    decisions: list[dict[str, Any]] = []
    low: list[dict[str, Any]] = []  # dropped by min_direct_relevance
    by_reason: dict[str, int] = {}
    for position, n in enumerate(scored):
        if position >= cfg.initial_candidate_count:
            reason = "initial_candidate_count"
        elif position >= cfg.per_type_instance_limit:
            reason = "per_type_instance_limit"
        elif n.score < cfg.min_direct_relevance:
            reason = "min_direct_relevance"
            low.append({"instance": n.name, "score": n.score})
        else:
            reason = None
        if reason:
            by_reason[reason] = by_reason.get(reason, 0) + 1
        if position < MAX_TRACED_CANDIDATES:
            decisions.append({"instance": n.name, "score": n.score, "score_source": n.source,
                              **({"dropped_by": reason} if reason else {"kept": True})})
    return dict(
        candidates_found=len(scored),
        candidates=min(len(scored), cfg.initial_candidate_count),
        after_per_type_instance_limit={"limit": cfg.per_type_instance_limit, "count": within_limit},
        after_min_direct_relevance={"threshold": cfg.min_direct_relevance, "count": kept, "dropped": low},
        dropped=by_reason,
        decisions=decisions,
    )


class _LinkContext:
    """What instance scoring needs to know about the linked entities."""

    def __init__(self, linked: list[LinkedEntity]) -> None:
        self.linked_ids = {e.instance_id for e in linked}
        self.mentions = {normalise(e.mention) for e in linked} | {normalise(e.instance_name) for e in linked}
        self.active = bool(linked)


def _linked_nodes(
    backend: KnowledgeBackend, kn_id: str, linked: list[LinkedEntity], object_types: list[ObjectType],
    trace: dict[str, Any], failures: list[str],
) -> list[KnSearchNode]:
    """The linked entities as nodes (their full rows), first in the result and exempt from the
    per-type limit and the score thresholds: they are what the question names."""
    info: list[dict[str, Any]] = []
    trace["linked"] = info
    if not linked:
        return []
    network = backend.get_network(kn_id)
    selected = {ot.id for ot in object_types}
    out: list[KnSearchNode] = []
    # one node per instance, from its first mention - or from the subject's, when the question's subject is a later
    # mention of it (…血胸…它是不是也叫胸腔积血 asks about the alias, named second): the node order finds the subject by
    # its mention
    node_of: dict[str, LinkedEntity] = {}
    for entity in linked:
        if entity.instance_id not in node_of or (entity.subject and not node_of[entity.instance_id].subject):
            node_of[entity.instance_id] = entity
    for entity in linked:
        if node_of[entity.instance_id] is not entity:
            continue
        ot = network.object_type(entity.object_type_id)
        if ot is None:
            continue
        leaves = [{"operation": "==", "field": k, "value": v} for k, v in entity.unique_identities.items()]
        if not leaves:
            continue
        condition = leaves[0] if len(leaves) == 1 else {"operation": "and", "sub_conditions": leaves}
        try:
            rows = backend.query_instances(kn_id, ot.id, {"condition": condition, "limit": 1}).datas
        except Exception as exc:  # reported like any instance recall failure
            failures.append(f"{ot.id}: {exc}")
            continue
        if not rows:
            continue
        row = rows[0]
        exact = entity.exact
        base = LINKED_NAME_SCORE if exact else LINKED_ALIAS_SCORE
        reasons = fragment_reasons(entity.instance_name)
        # a linked record of a fragment's shape that holds edges of its own (并发性白内障, 15) is
        # a name the network uses: marked, but not ranked down below the names it was chosen over
        ranked_down = bool(reasons) and not (entity.degree is not None and entity.degree >= CREDIBLE_DEGREE)
        score = base * (FRAGMENT_FACTOR if ranked_down else 1.0)
        out.append(KnSearchNode(
            object_type_id=ot.id, object_type_name=ot.name or ot.id, instance_name=entity.instance_name,
            unique_identities=dict(row.get(INSTANCE_IDENTITY) or entity.unique_identities),
            properties={k: v for k, v in row.items() if not k.startswith("_")},
            score=round(score, 6), score_source="linked_name" if exact else "linked_alias",
            signals={"link_score": entity.score, **({"fragment_factor": FRAGMENT_FACTOR} if ranked_down else {})},
            fragment_reasons=reasons or None, linked_mention=entity.mention,
        ))
        info.append({"instance_id": entity.instance_id, "mention": entity.mention, "via": entity.via,
                     "score": round(score, 6), "in_selected_types": ot.id in selected})
    return out


def _type_runs(backend: KnowledgeBackend, kn_id: str, object_types: list[ObjectType], query: str,
               cfg: SemanticInstanceRetrievalConfig, debug: bool) -> list[_TypeRun]:
    """Each object type's search, in the types' order. The searches are independent, so where the
    backend answers requests side by side (a remote one, `request_concurrency`) they are sent so:
    the same runs in the same order, in about the time of the slowest type instead of their sum."""
    workers = min(backend.request_concurrency(kn_id), len(object_types))
    if workers < 2:
        return [_search_type(backend, kn_id, ot, query, cfg, debug) for ot in object_types]
    with ThreadPoolExecutor(workers, thread_name_prefix="instance-recall") as pool:
        return list(pool.map(lambda ot: _search_type(backend, kn_id, ot, query, cfg, debug), object_types))


def _search_type(
    backend: KnowledgeBackend,
    kn_id: str,
    ot: ObjectType,
    query: str,
    cfg: SemanticInstanceRetrievalConfig,
    debug: bool = True,
) -> _TypeRun:
    run = _TypeRun(ot)
    run.trace["object_type_id"] = ot.id
    plan = _type_plan(ot)
    if debug:
        run.trace["searchable_fields"] = {name: list(ops) for name, ops in plan.operations.items()}
    if not plan.fields:
        run.trace["skipped"] = "no searchable text property (knn / match / ==)"
        return run
    fields = select_fields(ot, list(plan.fields), query, cfg, run.trace)
    subs = build_sub_conditions(fields, query, cfg, ot.display_key or ot.name_field)
    run.trace["condition"] = {"operation": "or", "sub_conditions": subs}
    requests = signal_requests(subs)
    run.has_knn = any(kind == "knn" for kind, _ in requests)
    run.has_match = any(kind == "match" for kind, _ in requests)
    hits: list[dict[str, Any]] = []
    by_rid: dict[int, _Candidate] = {}  # the candidates of the engine's fetched rows, by rid
    bodies = request_bodies(ot, query, fields, cfg, [condition for _, condition in requests])
    try:
        # one call per type: the backend may fetch an instance several signals return only once
        results = backend.query_instances_batch(kn_id, ot.id, bodies)
    except Exception as exc:  # reported in the message; other types go on
        reason = str(exc) if isinstance(exc, KnxError) else f"{type(exc).__name__}: {exc}"
        run.error = reason
        run.trace["error"] = reason
        run.candidates.clear()
        return run
    for (kind, condition), result in zip(requests, results):
        fetched = fetched_rows_of(result)
        if fetched is not None:
            _add_fetched(run, by_rid, kind, *fetched)
            if debug:
                hits.append({"signal": kind, "fields": [leaf["field"] for leaf in _leaves(condition)],
                             "rows": len(fetched[1])})
            continue
        rows = result.datas
        if debug:
            hits.append({"signal": kind, "fields": [leaf["field"] for leaf in _leaves(condition)], "rows": len(rows)})
        for row in rows:
            key = str(row.get(INSTANCE_ID) or row.get(INSTANCE_IDENTITY))
            cand = run.candidates.get(key)
            if cand is None:
                cand = run.candidates[key] = _Candidate(row, key)
            value = row.get(SCORE)
            cand.record(kind, float(value) if isinstance(value, (int, float)) else None)
    if debug:
        run.trace["requests"] = hits
    return run


def _add_fetched(run: _TypeRun, by_rid: dict[int, _Candidate], kind: str, plan: tuple, rows: list[tuple],
                 scores: dict[int, float] | None) -> None:
    """The candidates of one signal's result from the embedded engine's fetched rows
    (core.backends.sqlite_results.fetched_rows_of): the same keys, names and `_score`s as its
    `datas` give, without making a dict of every property of every row. A row's instance is
    found by its rid (one table: the same rid, the same instance) once its key was made."""
    candidates = run.candidates
    read = None
    for row in rows:
        cand = by_rid.get(row[0])
        if cand is None:
            if read is None:
                read = head_reader(plan)
            iid, identity, display = read(row)
            cand = candidates.get(iid)  # `_instance_id` is never empty: the key `datas` gives
            if cand is None:
                cand = candidates[iid] = _Candidate(None, iid, fetched=(plan, row, identity, display))
            by_rid[row[0]] = cand
        # the row's `_score`
        cand.record(kind, round_score(scores[row[0]]) if scores is not None and kind != "==" else None)


# Instance recall's requests as models the backend takes without validating them again
# (core.models.types.vouch): a new question brings ~50 new bodies (each holds the question, so
# the backend's parsed-body cache misses), and validating them cost ~2 ms of a ~20 ms search.
_REQUEST_CACHE = 1024  # (type, question, fields) entries: the last ~60 questions of the demo's 17 types
_requests: LRUCache[tuple, tuple[ObjectType, list[InstanceQuery]]] = LRUCache(_REQUEST_CACHE)
_SHAPE_CACHE = 1024
# (type, shape) -> the shape's condition recipes (`_condition_recipe`), or None when the backend's
# validation rejects its bodies
_shapes: LRUCache[tuple, tuple[ObjectType, "tuple | None"]] = LRUCache(_SHAPE_CACHE)
_QUERY_SET = frozenset(("condition", "limit"))
# The fields-set every request model reports (and each recipe's for its conditions): one set
# shared by the models, which nobody modifies (they are vouched for), instead of a set per
# model that lives as long as the model is kept (~200 a new question).
_QUERY_FIELDS = set(_QUERY_SET)
# The last question checked as a valid one (`_valid_question`): every object type of a search
# asks about the same question.
_last_valid_question: list[str | None] = [None]


def request_bodies(
    ot: ObjectType, query: str, fields: list[SearchableField], cfg: SemanticInstanceRetrievalConfig,
    conditions: list[dict[str, Any]],
) -> list[InstanceQuery] | list[dict[str, Any]]:
    """The request of each condition (`build_sub_conditions`' conditions, grouped by signal) with
    `limit = initial_candidate_count`: as vouched models equal to what the backend would parse
    from the plain bodies, or as the plain bodies when that cannot be vouched for.

    Everything in these requests but the question comes from the type's schema (fields whose
    operations include the one asked, all text) and the configuration; that part is checked
    once per shape (fields, display key, k, cap, limit) with the backend's own validation, and
    what depends on the question (a non-blank string of valid Unicode) is checked per question.
    A shape the validation rejects, or a question failing those checks, goes as plain bodies,
    so the backend rejects it with its usual message. The models of a (type, question, fields)
    are kept, so a repeated question sends the very same requests. They are not marked as
    shared (core.models.types.share): the engine keeps no statements for them (its `==` pages
    come from one statement per shape, its knn and match scores from per-question caches), and
    the marks would outlive the search in ~100 weak references a new question.
    A new question's models are made from the recipes of its shape (`_condition_recipe`, made
    with the shape's first question): its conditions differ from that question's in the
    question alone."""
    display = ot.display_key or ot.name_field
    shape = (tuple(fields), display, cfg.per_type_instance_limit, cfg.max_semantic_sub_conditions,
             cfg.initial_candidate_count)
    key = (id(ot), query, shape)
    cached = _requests.get(key)
    if cached is not None and cached[0] is ot:
        return cached[1]
    if not _valid_question(query):
        return _plain_bodies(conditions, cfg)
    recipes = _shape_recipes(ot, shape, conditions, cfg, query)
    if recipes is None:
        return _plain_bodies(conditions, cfg)
    limit = cfg.initial_candidate_count
    models = [vouch(trusted_from(InstanceQuery, _QUERY_FIELDS, {
        "condition": _condition_from(recipe, query), "limit": limit,
        "need_total": False, "properties": None, "sort": None, "search_after": None,
    }), ot) for recipe in recipes]
    _requests.put(key, (ot, models))  # the entry holds ot, so its id is not reused while cached
    return models


def _plain_bodies(conditions: list[dict[str, Any]], cfg: SemanticInstanceRetrievalConfig) -> list[dict[str, Any]]:
    return [{"condition": condition, "limit": cfg.initial_candidate_count} for condition in conditions]


def _valid_question(query: str) -> bool:
    """A non-blank string of valid Unicode (what the backend checks of a request's value)."""
    if query is _last_valid_question[0]:
        return True
    valid = isinstance(query, str) and bool(query.strip()) and find_invalid_text(query, "query") is None
    if valid:
        _last_valid_question[0] = query
    return valid


def _shape_recipes(
    ot: ObjectType, shape: tuple, conditions: list[dict[str, Any]], cfg: SemanticInstanceRetrievalConfig,
    query: str,
) -> tuple | None:
    """The condition recipes of a type and shape, None when the backend's validation rejects
    its bodies (checked once per type and shape: only the question differs between the bodies
    of one shape)."""
    key = (id(ot), shape)
    cached = _shapes.get(key)
    if cached is not None and cached[0] is ot:
        return cached[1]
    recipes: tuple | None
    try:
        for body in _plain_bodies(conditions, cfg):
            KnowledgeBackend._parse_instance_query(body, ot)
        recipes = tuple(_condition_recipe(condition, query) for condition in conditions)
    except KnxError:
        recipes = None
    _shapes.put(key, (ot, recipes))
    return recipes


def _condition_recipe(data: dict[str, Any], query: str | None = None) -> tuple:
    """What `trusted_condition` makes of `data`, as (fields set, field values, whether the value
    is the question, the sub conditions' recipes): `_condition_from` makes the model for any
    question from it."""
    subs = data.get("sub_conditions")
    limit_value = data.get("limit_value")
    value = data.get("value")
    values = {
        "operation": data["operation"], "field": data.get("field"), "value": value,
        "value_from": data.get("value_from", "const"), "sub_conditions": None,
        "limit_key": data.get("limit_key"), "limit_value": None if limit_value is None else float(limit_value),
    }
    asks = query is not None and type(value) is str and value == query
    return (set(data), values, asks, None if subs is None else tuple(_condition_recipe(sub, query) for sub in subs))


def _condition_from(recipe: tuple, query: str | None, shared_set: bool = True) -> Condition:
    """The condition of a recipe for `query`; the models made from one recipe share its
    fields-set unless `shared_set` is False."""
    fields_set, values, asks, subs = recipe
    values = values.copy()
    if asks:
        values["value"] = query
    if subs is not None:
        values["sub_conditions"] = [_condition_from(sub, query, shared_set) for sub in subs]
    return trusted_from(Condition, fields_set if shared_set else set(fields_set), values)


def trusted_condition(data: dict[str, Any]) -> Condition:
    """The Condition pydantic makes of one of `build_sub_conditions`' conditions (or an `or` of
    them), without validation: the same field values and types (a knn k as a float) and the
    same fields reported as set (the keys given)."""
    return _condition_from(_condition_recipe(data), None, shared_set=False)


def select_fields(
    ot: ObjectType, fields: list[SearchableField], query: str, cfg: SemanticInstanceRetrievalConfig,
    trace: dict[str, Any],
) -> list[SearchableField]:
    """The searchable fields worth a sub condition: the display key, then the others ranked by
    relevance to the question (local BM25 over "name display_name comment"), keeping
    clamp(ceil(ratio x count), keep_min, keep_max) fields in all."""
    keep = max(cfg.semantic_field_keep_min,
               min(cfg.semantic_field_keep_max, math.ceil(cfg.semantic_field_keep_ratio * len(fields))))
    if len(fields) <= keep:
        return fields
    display = ot.display_key or ot.name_field
    first = [f for f in fields if f.name == display]
    others = [f for f in fields if f.name != display]
    plan = _type_plan(ot)
    if [f.name for f in others] == [f.name for f in plan.others]:
        documents = list(plan.documents)
    else:  # a caller's own subset of the fields
        from core.search.concepts import property_document

        props = {p.name: p for p in ot.data_properties}
        documents = [property_document(props[f.name]) for f in others]
    scores = default_reranker().rerank(query, documents)
    order = sorted(range(len(others)), key=lambda i: (-scores[i], i))
    kept = first + [others[i] for i in order[: max(0, keep - len(first))]]
    trace["field_selection"] = {
        "keep": keep, "formula": "clamp(ceil(semantic_field_keep_ratio x fields), keep_min, keep_max)",
        "kept": [f.name for f in kept],
        "dropped": [others[i].name for i in order[max(0, keep - len(first)):]],
    }
    names = {f.name for f in kept}
    return [f for f in fields if f.name in names]


def _leaves(condition: dict[str, Any]) -> list[dict[str, Any]]:
    return condition.get("sub_conditions") or [condition]


def _name_floor(name: str, query: str, equal: bool, cfg: SemanticInstanceRetrievalConfig) -> tuple[float, str | None]:
    """The design's name rules; `name` and `query` stripped and lower-cased."""
    if name and name == query:
        return cfg.exact_name_match_score, "exact_name"
    if equal:
        return cfg.exact_name_match_score, "equal"
    if name and query in name:
        return CONTAINS_NAME_SCORE, "contains_name"
    if name and name in query:
        return CONTAINED_NAME_SCORE, "contained_name"
    return 0.0, None


@dataclass(slots=True)
class _Scored:
    """A candidate's score and what it came from; the node's `signals` are written out only for
    the candidates that become nodes (most candidates are dropped)."""

    cand: _Candidate
    name: str
    score: float
    source: str
    knn: float | None  # None: the type has no knn signal
    match_raw: float | None  # None: the type has no match signal
    match: float
    fused: float
    floor: float | None  # the name rule's floor, when a rule applied
    capped: bool = False  # cut to UNLINKED_CAP
    tier: int = 1  # 0: the name is a mention of the question; sorts first among equal scores
    fragment: tuple[str, ...] | None = None

    def signals(self) -> dict[str, float]:
        signals: dict[str, float] = {}
        if self.knn is not None:
            signals["knn_raw"] = signals["knn"] = round(self.knn, 6)
        if self.match_raw is not None:
            signals["match_raw"] = round(self.match_raw, 6)
            signals["match"] = round(self.match, 6)
        signals["fused"] = round(self.fused, 6)
        if self.floor is not None:
            signals["name_floor"] = self.floor
        if self.capped:
            signals["unlinked_cap"] = UNLINKED_CAP
        if self.fragment:
            signals["fragment_factor"] = FRAGMENT_FACTOR
        return signals

    def node(self, ot: ObjectType) -> KnSearchNode:
        row = self.cand.full_row()
        return KnSearchNode(
            object_type_id=ot.id,
            object_type_name=ot.name or ot.id,
            instance_name=self.name,
            unique_identities=dict(row.get(INSTANCE_IDENTITY) or {}),
            properties={k: v for k, v in row.items() if not k.startswith("_")},
            score=self.score,
            score_source=self.source,
            signals=self.signals(),
            fragment_reasons=list(self.fragment) if self.fragment else None,
        )


def _score(
    run: _TypeRun, cand: _Candidate, query: str, best_bm25: float, cfg: SemanticInstanceRetrievalConfig,
    context: "_LinkContext | None" = None, below: float | None = None,
) -> _Scored | None:
    """`query` stripped and lower-cased (once per search, not per candidate). With `below`
    (`min_direct_relevance`, for a search that traces no candidate decisions), a candidate
    scoring under it before the fragment check is None: it cannot be kept."""
    name, identity = cand.head()
    if name is None:
        name = "-".join(str(v) for v in (identity or {}).values())
    name = str(name)
    weighted, weights = 0.0, 0.0
    knn = raw = None
    norm = 0.0
    if run.has_knn:
        knn = cand.knn or 0.0
        weighted += W_KNN * knn
        weights += W_KNN
    if run.has_match:
        raw = cand.match or 0.0
        norm = raw / best_bm25 if best_bm25 > 0 else 0.0
        weighted += W_MATCH * norm
        weights += W_MATCH
    fused = weighted / weights if weights else 0.0
    stripped = name.strip()
    floor, rule = _name_floor(stripped.lower(), query, cand.equal, cfg)
    if rule and floor > fused:
        score, source = floor, rule
    else:
        source = "fused" if run.has_knn and run.has_match else ("knn" if run.has_knn else "match")
        score = fused
    tier = 1
    capped = False
    if context is not None and context.active:
        if normalise(stripped) in context.mentions:
            tier = 0
            if MENTION_NAME_SCORE > score:
                score, source = MENTION_NAME_SCORE, "mention_name"
        elif score > UNLINKED_CAP:
            capped = True
            score = UNLINKED_CAP
    if below is not None and round(score, 6) < below:
        # Dropped whatever its name: the fragment factor only lowers a score, and a candidate
        # under `min_direct_relevance` sorts after every one that is kept, so it changes
        # neither which are kept nor their order (~250 of a new question's ~270 candidates, whose
        # names are new to the fragment cache, and whose scores nobody reads).
        return None
    reasons = _fragment_reasons(name)
    if reasons:
        score *= FRAGMENT_FACTOR
    return _Scored(cand, name, round(score, 6), source, knn, raw, norm, fused, floor if rule else None,
                   capped, tier, reasons or None)


# name -> its fragment reasons (core.importers.hygiene), as a tuple: ~300 candidates a question,
# whose names recur from question to question; a dict look-up instead of the hygiene check's
# strip, cache call and list. Emptied when full.
_FRAGMENT_CACHE = 65_536
_fragments: dict[str, tuple[str, ...]] = {}


def _fragment_reasons(name: str) -> tuple[str, ...]:
    reasons = _fragments.get(name)
    if reasons is None:
        if len(_fragments) >= _FRAGMENT_CACHE:
            _fragments.clear()
        reasons = _fragments[name] = tuple(fragment_reasons(name))
    return reasons


def global_ratio_filter(
    nodes: list[KnSearchNode], cfg: SemanticInstanceRetrievalConfig, trace: dict[str, Any],
    protected: set[int] | None = None,
) -> list[KnSearchNode]:
    """Keep nodes scoring at least max score x ratio; the best node and `protected` ones (by id())
    always stay. Nodes are sorted."""
    protected = protected or set()
    info: dict[str, Any] = {
        "enabled": cfg.enable_global_final_score_ratio_filter,
        "ratio": cfg.global_final_score_ratio,
        "before": len(nodes),
    }
    trace["global_filter"] = info
    max_score = max((n.score or 0.0 for n in nodes), default=0.0)
    if not (cfg.enable_global_final_score_ratio_filter and max_score > 0 and nodes):
        info["after"] = len(nodes)
        return nodes
    threshold = max_score * cfg.global_final_score_ratio
    kept = [n for n in nodes if (n.score or 0.0) >= threshold or id(n) in protected] or nodes[:1]
    kept_ids = {id(n) for n in kept}
    info.update(max_score=max_score, threshold=round(threshold, 6), after=len(kept),
                dropped=[{"instance": n.instance_name, "object_type_id": n.object_type_id, "score": n.score,
                          "dropped_by": "global_final_score_ratio"} for n in nodes if id(n) not in kept_ids][:30])
    return kept


def filter_properties(properties: dict[str, Any], cfg: PropertyFilterConfig) -> dict[str, Any]:
    """Keys sorted by name, at most max_properties_per_instance; long strings cut with '...'."""
    out = {}
    for key in sorted(properties)[: cfg.max_properties_per_instance]:
        value = properties[key]
        if isinstance(value, str) and len(value) > cfg.max_property_value_length:
            value = value[: cfg.max_property_value_length] + "..."
        out[key] = value
    return out
