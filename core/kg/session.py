"""`KgSession`: one question's exploration of a KG with the two agent tools, get_relations and
get_triples, following the KG query execution flow (docs/kg.md walks through every rule).

A session holds what the flow keeps per question: the entity registry (names ↔ ids, prefilled from
the topic entities), the set of relations the model has been shown, the per-entity relation cache,
the CVT flatten mapping with the flatten relations pending per entity, the call counter, and the
trace (every call with its timings and the SPARQL that ran). It exports to JSON and re-opens from it.

Errors the model can cause (unparseable query, unknown entity, relation never offered, too many
calls) and store failures (endpoint down, slow, answering HTML) come back as the text the model
would receive, with an `error` trace entry; the session stays usable.
"""

from __future__ import annotations

import json
import random
import re
import time
from typing import Any, NamedTuple

from core.exceptions import InvalidRequestError, KnxError, SparqlStoreError, one_line
from core.kg.llm_filter import FilterOutcome, RelationFilter, filter_from_config
from core.kg.models import (
    CvtCandidate,
    CvtInfo,
    GetRelationsArgs,
    GetTriplesArgs,
    KgConfig,
    LlmStage,
    RankedRelation,
    RelationSample,
    RelationsResult,
    RelationStages,
    ToolResult,
    Triple,
    TriplesResult,
    TriplesStages,
    load_whitelist,
)
from core.kg.names import (
    FREEBASE_NS,
    FlattenNamer,
    is_cvt_node,
    is_id,
    is_valid_id,
    local_name,
    meaningless_pattern,
    normalize_relation,
)
from core.kg.ranking import bm25_rank
from core.kg.sparql import QueryBuilder, Row
from core.kg.store import SparqlStore
from core.models.types import parse_body

KG_QUERY = re.compile(r"<kg-query>((?:(?!<kg-query>).)*?)</kg-query>", re.DOTALL)
_GET_RELATIONS = re.compile(r"get_relations\s*\(\s*([\"'])(.*?)\1\s*\)", re.DOTALL)
_GET_TRIPLES = re.compile(r"get_triples\s*\(\s*([\"'])(.*?)\1\s*,\s*\[(.*?)\]\s*\)", re.DOTALL)

ENTITY_ERROR = "Invalid entity. Use an entity returned by the previous step and copy it exactly."
RELATION_ERROR = ("The relation '{relation}' is not in the latest predicate list. "
                  "Choose predicates from the list below:\n\n{relations}")
MAX_CALLS_TEXT = ("[Query limit reached: at most {limit} KG queries per question. "
                  "Answer with the information you have.]")
STORE_ERROR = "[KG query failed: {message}]"
INVALID_TEXT = "[Invalid query: {message}]"


def parse_query(text: str) -> tuple[str, str, list[str]] | None:
    """("get_relations", entity, []) or ("get_triples", entity, relations), or None.

    Relations are the quoted items of the list, deduplicated in order (unquoted items are ignored).
    get_relations takes exactly one quoted entity: `get_relations("A", "B")` does not parse.
    """
    text = text.strip()
    match = _GET_RELATIONS.match(text)
    if match and match.end() == len(text):
        quote, entity = match.group(1), match.group(2)
        if re.search(re.escape(quote) + r"\s*,", entity):  # a second argument, not part of a name
            return None
        return "get_relations", entity.strip(), []
    match = _GET_TRIPLES.match(text)
    if match and match.end() == len(text):
        relations: list[str] = []
        for item in match.group(3).split(","):
            item = item.strip()
            if len(item) >= 2 and item[0] == item[-1] and item[0] in "\"'":
                if item[1:-1] not in relations:
                    relations.append(item[1:-1])
        return "get_triples", match.group(2).strip(), relations
    return None


TOPIC_ID_HINT = ("an id is m., g. or en. followed by 1 to 200 letters, digits, _, - or $ (e.g. m.0jdd); "
                 'give a topic entity as Name, as an id, or as "Name=id"')


def parse_topic_entities(items: list[str], where: str = "topic_entities") -> dict[str, str]:
    """Topic entities as the CLI, the explorer and `kg_start` take them: `Name`, an id, or
    `Name=id` (then the registry is prefilled with the id). Returns name (or id) → id ("" when no id
    was given); blank items are skipped. A malformed id, or an `=` without a name and an id either
    side, is refused with `InvalidRequestError` naming the item (`{where}[i]`), rather than kept as
    a name the registry never links (docs/kg.md)."""
    out: dict[str, str] = {}
    for i, item in enumerate(items):
        name, equals, given = (part.strip() for part in item.partition("="))
        if not (name or equals or given):
            continue
        bad = next((part for part in (name, given) if is_id(part) and not is_valid_id(part)), None)
        if bad is not None:
            raise InvalidRequestError(f"{where}[{i}]: {bad!r} is not a valid id", suggestion=TOPIC_ID_HINT)
        if equals and (not name or not given or is_id(name) == is_id(given)):
            raise InvalidRequestError(
                f"{where}[{i}]: {item!r} is not \"Name=id\"",
                suggestion='a name and an id (m., g. or en. followed by letters, digits, _, - or $) '
                'either side of "=", e.g. "Argentina=m.0jdd"; or the name or the id alone',
            )
        out[name] = given
    return out


def extract_queries(text: str) -> list[str]:
    """The contents of every `<kg-query>…</kg-query>` block, in order (none when it has no block)."""
    return [m.group(1).strip() for m in KG_QUERY.finditer(text)]


class QueryOutcome(NamedTuple):
    """One model query run by `KgSession.run_query`: the query, the text the model receives, and
    how the call ended: None when it answered, else `parse` (not a call of either tool),
    `max_calls` (not run: the limit was reached), or the failed call's `error` (`entity`,
    `relation`, `invalid`, `store`)."""

    query: str
    text: str
    error: str | None


class _Failure(Exception):
    """Ends a tool call early with the text the model receives (not an error of the caller)."""

    def __init__(self, text: str, **fields: Any) -> None:
        super().__init__(text)
        self.text, self.fields = text, fields


class KgSession:
    """One question's exploration of one store."""

    def __init__(
        self,
        store: SparqlStore,
        question: str = "",
        topic_entities: dict[str, str] | list[str] | None = None,
        config: KgConfig | dict[str, Any] | None = None,
        llm_filter: RelationFilter | None = None,
    ) -> None:
        self.store = store
        self.config = config if isinstance(config, KgConfig) else KgConfig.from_dict(config)
        self.namespace = self.config.namespace or getattr(store, "namespace", None) or FREEBASE_NS
        self.llm_filter = llm_filter if llm_filter is not None else filter_from_config(self.config.llm_filter)
        self.question = question or ""
        self.queries = QueryBuilder(self.namespace)
        self.whitelist = (load_whitelist(self.config.whitelist, self.namespace)
                          if self.config.whitelist not in (None, "", "none") else None)
        self.registry: dict[str, str] = {}
        self.topic_names: list[str] = []
        self.seen_relations: set[str] = set()
        self.relation_cache: dict[str, list[tuple[str, str]]] = {}
        self.cvt_mapping: dict[str, tuple[str, str, str, str]] = {}
        self.pending_flatten: dict[str, list[str]] = {}
        self.last_relations_text = ""
        self.last_entities_text = ""
        self.calls = 0
        self.trace: list[dict[str, Any]] = []
        self.steps: list[ToolResult] = []
        self._seed_topic_entities(topic_entities)

    # -- public API ---------------------------------------------------------------------------
    @property
    def augmented_question(self) -> str:
        """The question followed by the topic entity names (what BM25 ranks against)."""
        return " ".join([self.question, *self.topic_names]).strip()

    def execute(self, query: str) -> str:
        """Run one model query (a `<kg-query>` block or its content); the text the model receives."""
        return self.run_query(query).text

    def run_query(self, query: str) -> QueryOutcome:
        """Run one model query (a `<kg-query>` block, whose first block is run, or its content):
        the text the model receives and how the call ended."""
        blocks = extract_queries(query)
        content_text = blocks[0] if blocks else query.strip()
        if self.calls >= self.config.max_calls:
            text = MAX_CALLS_TEXT.format(limit=self.config.max_calls)
            self.trace.append({"type": "max_calls_reached", "limit": self.config.max_calls,
                               "content": content_text})
            return QueryOutcome(content_text, text, "max_calls")
        self.calls += 1
        self.trace.append({"type": "kg_query", "content": content_text, "call_number": self.calls})
        parsed = parse_query(content_text)
        error: str | None
        if parsed is None:
            text, error = f"[Could not parse query: {content_text}]", "parse"
            self.trace.append({"type": "error", "content": text, "call_number": self.calls})
        else:
            result = (self._get_relations(parsed[1]) if parsed[0] == "get_relations"
                      else self._get_triples(parsed[1], parsed[2]))
            text, error = result.text, result.error
        self.trace.append({"type": "information", "content": text, "call_number": self.calls})
        return QueryOutcome(content_text, text, error)

    def replay(self, transcript: str) -> list[QueryOutcome]:
        """Run every `<kg-query>` block of a transcript in order (none when it has no block)."""
        return [self.run_query(query) for query in extract_queries(transcript)]

    def get_relations(self, args: GetRelationsArgs | dict[str, Any] | None = None, **kwargs: Any) -> RelationsResult:
        """The relations of an entity, ranked for the question (counts as one call)."""
        parsed = parse_body(GetRelationsArgs, args if args is not None else kwargs, "get_relations")
        limited = self._limit_reached("get_relations", parsed.entity)
        if limited is not None:
            return RelationsResult(entity=parsed.entity, text=limited, error="max_calls")
        self.calls += 1
        return self._get_relations(parsed.entity)

    def get_triples(self, args: GetTriplesArgs | dict[str, Any] | None = None, **kwargs: Any) -> TriplesResult:
        """Triples of an entity over relations get_relations offered (counts as one call)."""
        parsed = parse_body(GetTriplesArgs, args if args is not None else kwargs, "get_triples")
        limited = self._limit_reached("get_triples", parsed.entity)
        if limited is not None:
            return TriplesResult(entity=parsed.entity, text=limited, error="max_calls")
        self.calls += 1
        relations = list(dict.fromkeys(parsed.relations))
        return self._get_triples(parsed.entity, relations)

    # -- state export -------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "format": "knx-kg-trace/1",
            "store": self.store.description,
            "namespace": self.namespace,
            "question": self.question,
            "topic_entities": self.topic_names,
            "config": self.config.to_dict(),
            "llm_filter": self.llm_filter.to_dict() if self.llm_filter else {"kind": "none"},
            "calls": self.calls,
            "registry": dict(self.registry),
            "seen_relations": sorted(self.seen_relations),
            "cvt_mapping": {k: list(v) for k, v in self.cvt_mapping.items()},
            "pending_flatten": {k: list(v) for k, v in self.pending_flatten.items()},
            "last_relations_text": self.last_relations_text,
            "last_entities_text": self.last_entities_text,
            "trace": self.trace,
            "steps": [step.model_dump(mode="json") for step in self.steps],
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=2)

    @classmethod
    def from_dict(cls, data: dict[str, Any], store: SparqlStore,
                  llm_filter: RelationFilter | None = None) -> "KgSession":
        """A session restored from `to_dict()` output, ready to continue on `store`."""
        if not isinstance(data, dict) or data.get("format") != "knx-kg-trace/1":
            raise InvalidRequestError("not a KG trace", suggestion="open a JSON file exported by `knx kg run --json` or the KG explorer")
        try:
            session = cls(store, data.get("question", ""), None, KgConfig.from_dict(data.get("config")), llm_filter)
            session.topic_names = list(data.get("topic_entities") or [])
            session.calls = int(data.get("calls", 0))
            session.registry = {str(k): str(v) for k, v in (data.get("registry") or {}).items()}
            session.seen_relations = set(data.get("seen_relations") or [])
            session.cvt_mapping = {k: tuple(v) for k, v in (data.get("cvt_mapping") or {}).items()}  # type: ignore[misc]
            session.pending_flatten = {k: list(v) for k, v in (data.get("pending_flatten") or {}).items()}
            session.last_relations_text = data.get("last_relations_text", "")
            session.last_entities_text = data.get("last_entities_text", "")
            session.trace = list(data.get("trace") or [])
            for step in data.get("steps") or []:
                model = RelationsResult if step.get("tool") == "get_relations" else TriplesResult
                session.steps.append(model.model_validate(step))
        except (TypeError, ValueError, AttributeError) as exc:
            raise InvalidRequestError(f"the KG trace is damaged: {exc}") from None
        return session

    # -- internals ----------------------------------------------------------------------------
    def _seed_topic_entities(self, topic_entities: dict[str, str] | list[str] | None) -> None:
        if isinstance(topic_entities, dict):
            for key, value in topic_entities.items():
                value = value or ""
                mid, name = (key, value) if is_id(key) else (value, key) if is_id(value) else (None, key)
                name = name or key
                if mid and name and is_valid_id(mid):
                    self.registry[name.lower()] = mid
                    self.registry[mid] = name
                if name:
                    self.topic_names.append(name.strip())
        elif topic_entities:
            self.topic_names = [str(n).strip() for n in topic_entities if str(n).strip()]
        self.topic_names = list(dict.fromkeys(self.topic_names))

    def _limit_reached(self, tool: str, entity: str) -> str | None:
        if self.calls < self.config.max_calls:
            return None
        self.trace.append({"type": "max_calls_reached", "limit": self.config.max_calls, "tool": tool,
                           "entity": entity})
        return MAX_CALLS_TEXT.format(limit=self.config.max_calls)

    def _select(self, log: list[dict[str, Any]], purpose: str, query: str) -> list[Row]:
        started = time.perf_counter()
        entry: dict[str, Any] = {"purpose": purpose, "sparql": query}
        log.append(entry)
        try:
            rows = self.store.select(query)
        except SparqlStoreError as exc:
            entry.update(ms=round((time.perf_counter() - started) * 1000, 3), error=str(exc))
            raise
        entry.update(ms=round((time.perf_counter() - started) * 1000, 3), rows=len(rows))
        return rows

    def _run(self, tool: str, entity: str, args: dict[str, Any], step, make_result):  # type: ignore[no-untyped-def]
        """Run one tool call: timings, trace entries, and failures turned into model text."""
        started = time.perf_counter()
        log: list[dict[str, Any]] = []
        try:
            result = step(log)
        except _Failure as failure:
            result = make_result(text=failure.text, error=failure.fields.pop("kind", "error"), **failure.fields)
        except InvalidRequestError as exc:  # e.g. a relation name no query may contain: refused as input
            result = make_result(text=INVALID_TEXT.format(message=exc), error="invalid")
        except KnxError as exc:  # the store (SparqlStoreError) or another backend failed
            result = make_result(text=STORE_ERROR.format(message=exc), error="store")
        result.ms = round((time.perf_counter() - started) * 1000, 3)
        result.queries = log
        entry: dict[str, Any] = {"tool": tool, "args": args, "ms": result.ms, "queries": log}
        if result.error:
            entry.update(type="error", content=result.text, error=result.error)
        else:
            count = len(result.relations) if isinstance(result, RelationsResult) else len(result.triples)
            entry.update(type="tool_call", result_count=count, tool_output=result.text)
            entry["args"]["entity_resolved"] = result.entity_id
            if isinstance(result, TriplesResult) and result.cvt_info:
                entry["cvt_info"] = [c.model_dump(mode="json") for c in result.cvt_info]
        self.trace.append(entry)
        self.steps.append(result)
        return result

    def _entity_failure(self, entity: str) -> _Failure:
        text = ENTITY_ERROR
        if self.last_entities_text:
            text += "\n\nLast entities (names only):\n\n" + self.last_entities_text
        return _Failure(text, kind="entity")

    def _resolve(self, entity: str, log: list[dict[str, Any]]) -> str:
        """Entity name or id → id: ids as they are (if well-formed), the registry, then SPARQL."""
        if is_id(entity):
            if not is_valid_id(entity):
                raise self._entity_failure(entity)
            return entity
        known = self.registry.get(entity.lower())
        if known:
            return known
        for purpose, query in (("resolve: English name", self.queries.ids_by_english_name(entity)),
                               ("resolve: untagged name", self.queries.ids_by_plain_name(entity)),
                               ("resolve: any case", self.queries.ids_by_name_ignoring_case(entity))):
            for row in self._select(log, purpose, query):
                term = row.get("entity")
                if term and term.kind == "iri":
                    candidate = local_name(term.value, self.namespace)
                    if is_valid_id(candidate):
                        self.registry[entity.lower()] = candidate
                        self.registry[candidate] = entity
                        return candidate
        raise self._entity_failure(entity)

    def _relation_names(self, rows: list[Row]) -> list[str]:
        out = []
        for row in rows:
            term = row.get("relation")
            if term is not None:
                out.append(local_name(term.value, self.namespace))
        return out

    # get_relations ---------------------------------------------------------------------------
    def _get_relations(self, entity: str) -> RelationsResult:
        def make(**fields: Any) -> RelationsResult:
            return RelationsResult(entity=entity, **fields)

        def step(log: list[dict[str, Any]]) -> RelationsResult:
            cfg = self.config
            entity_id = self._resolve(entity, log)
            stages = RelationStages()
            if entity_id in self.relation_cache:
                stages.cached = True
                pairs = self.relation_cache[entity_id]
            else:
                out_rel = self._relation_names(self._select(
                    log, "relations: out", self.queries.out_relations(entity_id, cfg.relation_query_limit)))
                in_rel = self._relation_names(self._select(
                    log, "relations: in", self.queries.in_relations(entity_id, cfg.relation_query_limit)))
                pairs = [(r, "out") for r in out_rel] + [(r, "in") for r in in_rel]
                self.relation_cache[entity_id] = pairs
            stages.raw_out = [r for r, d in pairs if d == "out"]
            stages.raw_in = [r for r, d in pairs if d == "in"]
            relations = list(dict.fromkeys(r for r, _ in pairs))
            flatten = [r for r in self.pending_flatten.get(entity_id, []) if r not in relations]
            stages.flatten_added = flatten
            relations += flatten
            # Whitelist; flatten relations pass (their two hops were whitelisted when they were built).
            if self.whitelist is not None:
                stages.whitelist = cfg.whitelist
                kept = [r for r in relations if r in self.whitelist or r in self.cvt_mapping]
                stages.whitelist_dropped = [r for r in relations if r not in kept]
                if kept:
                    relations = kept
                else:
                    stages.whitelist_fallback = True
            kept = []
            for relation in relations:
                pattern = meaningless_pattern(relation)
                if pattern:
                    stages.pattern_dropped.append({"relation": relation, "pattern": pattern})
                else:
                    kept.append(relation)
            flatten_set = set(self.cvt_mapping)
            ranked = [RankedRelation(relation=r, score=s, flatten=r in flatten_set)
                      for r, s in bm25_rank(kept, self.augmented_question, self.config.bm25)]
            stages.bm25 = ranked
            candidates = ranked[: cfg.kg_top_k * 3]
            stages.candidates = [c.relation for c in candidates]
            if self.llm_filter is not None and len(candidates) > cfg.kg_top_k:
                candidates, stages.llm = self._llm_pick(candidates, entity, flatten=False)
            final = candidates[: cfg.kg_top_k]
            stages.final = [c.relation for c in final]
            text = "\n".join(stages.final) if final else "No relations found."
            self.seen_relations.update(stages.final)
            self.last_relations_text = text
            self.last_entities_text = ""
            return RelationsResult(entity=entity, entity_id=entity_id, text=text, relations=final, stages=stages)

        return self._run("get_relations", entity, {"entity": entity}, step, make)

    def _llm_pick(self, candidates: list[Any], entity: str, *, flatten: bool):  # type: ignore[no-untyped-def]
        """Shuffle (seeded), ask the filter, reorder by its pick; on failure keep the given order."""
        names = [c.relation if isinstance(c, RankedRelation) else c.flatten_relation for c in candidates]
        asked = list(names)
        random.Random(f"{self.config.seed}:filter:{entity}:{len(self.trace)}").shuffle(asked)
        assert self.llm_filter is not None
        outcome: FilterOutcome = self.llm_filter.select(asked, self.question, entity, flatten=flatten)
        stage = LlmStage(asked=asked, picked=outcome.picked or [], fallback=outcome.picked is None,
                         attempts=outcome.attempts, error=outcome.error,
                         response_text=outcome.response_text, ms=outcome.ms)
        if outcome.picked is None:
            return candidates, stage
        by_name = dict(zip(names, candidates))
        return [by_name[n] for n in outcome.picked if n in by_name], stage

    # get_triples -----------------------------------------------------------------------------
    def _get_triples(self, entity: str, relations: list[str]) -> TriplesResult:
        requested = list(relations)
        relations = list(dict.fromkeys(relations))[: self.config.max_relations_per_call]

        def make(**fields: Any) -> TriplesResult:
            return TriplesResult(entity=entity, relations=relations, **fields)

        def step(log: list[dict[str, Any]]) -> TriplesResult:
            entity_id = self._resolve(entity, log)
            if self.seen_relations:
                for relation in relations:
                    if normalize_relation(relation, self.namespace) not in self.seen_relations:
                        # After a get_triples the latest list is cleared (as the flow says); then
                        # every relation offered so far is listed, so the model is never left empty-handed.
                        offered = self.last_relations_text or "\n".join(sorted(self.seen_relations))
                        # the relation is the caller's: its line breaks are escaped, the list's are the flow's
                        text = RELATION_ERROR.format(relation=one_line(relation), relations=offered)
                        raise _Failure(text, kind="relation")
            return self._triples(entity, entity_id, requested, relations, log)

        args = {"entity": entity, "relations": relations}
        return self._run("get_triples", entity, args, step, make)

    def _name_of(self, entity: str, entity_id: str, log: list[dict[str, Any]]) -> str:
        best = ""
        for row in self._select(log, "entity name", self.queries.names_of(entity_id)):
            term = row.get("name")
            if term is None:
                continue
            if term.lang.lower().startswith("en"):
                return term.value
            best = best or term.value
        return best or (self.registry.get(entity_id) if not is_id(entity) else "") or entity

    def _node(self, row: Row, var: str) -> tuple[str, str]:
        """(id, display name) of a result node: English name, else any name, else the id."""
        term = row[var]
        node_id = local_name(term.value, self.namespace) if term.kind == "iri" else term.value
        preferred, fallback = row.get("preferred_name"), row.get("fallback_name")
        name = (preferred.value if preferred else "") or (fallback.value if fallback else "")
        return node_id, name

    def _triples(self, entity: str, entity_id: str, requested: list[str], relations: list[str],
                 log: list[dict[str, Any]]) -> TriplesResult:
        cfg, q = self.config, self.queries
        entity_name = self._name_of(entity, entity_id, log)
        stages = TriplesStages(requested=requested, used=relations)
        all_triples: list[Triple] = []
        namer = FlattenNamer()
        candidates: list[CvtCandidate] = []
        for relation in relations:
            if relation in self.cvt_mapping:
                original, cvt_id, cvt_rel, direction = self.cvt_mapping[relation]
                found = self._flatten_triples(log, entity_id, entity_name, original, cvt_id, cvt_rel,
                                              relation, direction)
                all_triples += found
                stages.per_relation.append(RelationSample(relation=relation, found=len(found), kept=len(found),
                                                          limit=cfg.limit_per_relation, via_mapping=True))
                continue
            rel_id = normalize_relation(relation, self.namespace)
            regular: list[Triple] = []
            cvt_out: list[str] = []
            cvt_in: list[str] = []
            for row in self._select(log, f"triples out: {rel_id}", q.tails(entity_id, rel_id, cfg.limit_per_relation * 2)):
                tail_id, name = self._node(row, "tail")
                if is_cvt_node(tail_id, name):
                    cvt_out.append(tail_id)
                else:
                    regular.append(Triple(head=entity_name, head_id=entity_id, relation=relation,
                                          tail=name or tail_id, tail_id=tail_id))
            for row in self._select(log, f"triples in: {rel_id}", q.heads(entity_id, rel_id, cfg.limit_per_relation * 4)):
                head_id, name = self._node(row, "head")
                if is_cvt_node(head_id, name):
                    cvt_in.append(head_id)
                else:
                    regular.append(Triple(head=name or head_id, head_id=head_id, relation=relation,
                                          tail=entity_name, tail_id=entity_id))
            for cvt_id, direction in [(c, "out") for c in cvt_out] + [(c, "in") for c in cvt_in]:
                query = q.cvt_out_relations(cvt_id) if direction == "out" else q.cvt_in_relations(cvt_id)
                cvt_relations = [r for r in self._relation_names(self._select(log, f"CVT relations {direction}: {cvt_id}", query))
                                 if not meaningless_pattern(r)]
                if self.whitelist is not None and cvt_relations:  # empty after filtering → unfiltered
                    cvt_relations = [r for r in cvt_relations if r in self.whitelist] or cvt_relations
                for cvt_rel in cvt_relations:
                    flat = namer.name(rel_id, cvt_rel) if direction == "out" else namer.name(cvt_rel, rel_id)
                    candidates.append(CvtCandidate(flatten_relation=flat, original_relation=rel_id,
                                                   cvt_node_id=cvt_id, cvt_relation=cvt_rel, direction=direction))
            limit = cfg.sample_limit_with_cvt if (cvt_out or cvt_in) else cfg.sample_limit
            kept = self._sample(regular, limit, f"{entity_id}:{rel_id}")
            stages.per_relation.append(RelationSample(relation=relation, found=len(regular), kept=len(kept),
                                                      limit=limit, cvt_nodes=cvt_out + cvt_in))
            all_triples += kept
        cvt_info, flatten_triples = self._flatten_cvt(log, entity, entity_id, entity_name, candidates, stages)
        all_triples += flatten_triples
        stages.cvt_candidates = candidates
        # every entity a triple names can be used by name in the next call
        for triple in all_triples:
            for name, node_id in ((triple.head, triple.head_id), (triple.tail, triple.tail_id)):
                if is_valid_id(node_id):
                    if name and name != node_id:
                        self.registry[name.lower()] = node_id
                    self.registry[node_id] = name or node_id
        text = "\n".join(f"[{t.head}, {t.relation}, {t.tail}]" for t in all_triples) or "No triples found."
        self.last_entities_text = text
        self.last_relations_text = ""
        return TriplesResult(entity=entity, entity_id=entity_id, entity_name=entity_name, relations=relations,
                             triples=all_triples, text=text, cvt_info=cvt_info, stages=stages)

    def _sample(self, items: list[Any], limit: int, key: str) -> list[Any]:
        """At most `limit` items, chosen at random but reproducibly (seed, entity, relation), in order."""
        if len(items) <= limit:
            return items
        chosen = sorted(random.Random(f"{self.config.seed}:{key}").sample(range(len(items)), limit))
        return [items[i] for i in chosen]

    def _flatten_triples(self, log: list[dict[str, Any]], entity_id: str, entity_name: str, original: str,
                         cvt_id: str, cvt_rel: str, flatten_rel: str, direction: str) -> list[Triple]:
        cfg = self.config
        triples = []
        if direction == "out":
            query = self.queries.flatten_out(entity_id, original, cvt_id, cvt_rel, cfg.limit_per_relation * 2)
            for row in self._select(log, f"flatten out: {flatten_rel}", query):
                tail_id, name = self._node(row, "final_tail")
                triples.append(Triple(head=entity_name, head_id=entity_id, relation=flatten_rel,
                                      tail=name or tail_id, tail_id=tail_id))
        else:
            query = self.queries.flatten_in(entity_id, original, cvt_id, cvt_rel, cfg.limit_per_relation * 2)
            for row in self._select(log, f"flatten in: {flatten_rel}", query):
                head_id, name = self._node(row, "final_head")
                triples.append(Triple(head=name or head_id, head_id=head_id, relation=flatten_rel,
                                      tail=entity_name, tail_id=entity_id))
        return self._sample(triples, cfg.limit_per_relation, f"{entity_id}:{flatten_rel}:{cvt_id}")

    def _flatten_cvt(self, log: list[dict[str, Any]], entity: str, entity_id: str, entity_name: str,
                     candidates: list[CvtCandidate], stages: TriplesStages) -> tuple[list[CvtInfo], list[Triple]]:
        """All CVT candidates of the call together: BM25 top-N, verification, LLM pick, final query."""
        if not candidates:
            return [], []
        cfg = self.config
        query_text = f"{self.augmented_question} {entity_name}".strip()
        by_name = {c.flatten_relation: c for c in candidates}
        ranked = bm25_rank([c.flatten_relation for c in candidates], query_text, cfg.bm25)
        for name, score in ranked:
            by_name[name].score = score
        top = [by_name[name] for name, _ in ranked[: cfg.cvt_bm25_top]]
        meaningful: list[CvtCandidate] = []
        for cand in top:
            cand.in_top = True
            found = self._flatten_triples(log, entity_id, entity_name, cand.original_relation, cand.cvt_node_id,
                                          cand.cvt_relation, cand.flatten_relation, cand.direction)
            cand.meaningful = any(t.head_id and t.tail_id and t.head_id != t.tail_id for t in found)
            if cand.meaningful:
                meaningful.append(cand)
        final = meaningful
        if self.llm_filter is not None and meaningful:
            final, stages.llm = self._llm_pick(meaningful, entity_name, flatten=True)
        final = final[: cfg.cvt_final_top]
        cvt_info: list[CvtInfo] = []
        triples: list[Triple] = []
        for cand in final:
            found = self._flatten_triples(log, entity_id, entity_name, cand.original_relation, cand.cvt_node_id,
                                          cand.cvt_relation, cand.flatten_relation, cand.direction)
            kept = [t for t in found if t.head_id and t.tail_id and t.head_id != t.tail_id]
            if not kept:
                continue
            cand.selected = True
            self.cvt_mapping[cand.flatten_relation] = (cand.original_relation, cand.cvt_node_id,
                                                       cand.cvt_relation, cand.direction)
            pending = self.pending_flatten.setdefault(entity_id, [])
            if cand.flatten_relation not in pending:
                pending.append(cand.flatten_relation)
            # the model may pass a flatten relation it was shown straight to get_triples
            self.seen_relations.add(cand.flatten_relation)
            triples += kept
            cvt_info.append(CvtInfo(original_relation=cand.original_relation, cvt_node_id=cand.cvt_node_id,
                                    cvt_relation=cand.cvt_relation, flatten_relation=cand.flatten_relation,
                                    direction=cand.direction, flattened_triples=kept))
        return cvt_info, triples
