"""The evaluation harness: run question sets through kn_search and knowledge_network_retrieval
under one or more retrieval configs and measure what an agent would get.

    from core.evaluation import Evaluator, EvalConfig, load_questions
    report = Evaluator(backend).run({
        "questions": load_questions("bench/sets/medical_dev.jsonl"), "kn_id": "medical",
        "configs": [{"name": "default"}, {"name": "top5", "retrieval_config": {"concept_retrieval": {"top_k": 5}}}],
    })
    report.configs[0].relation.recall[1], report.configs[0].failures

Per question and config:

- relation ranking: kn_search's relation types (in rank order) against the gold relation types:
  Recall@1/@3/@5/@10 (share of the gold types in the first k) and MRR; R@1 and R@3 again over the
  questions that write no character of a gold type's name (`name_unspelled`), which only a reading
  of the question can rank;
- entity@1: kn_search's top node is the gold entity (same name and object type), split by whether
  the question names it by its canonical name or by an alias;
- answer-in-context: knowledge_network_retrieval's schema step on the question, then its keyword
  step with the entity kn_search linked as keyword (the main one: longest mention; its canonical
  name and object type), or the top node when nothing was linked, in a fresh session: a hit when a
  gold answer is among the returned neighbours (`keyword_source` says which was used). The schema
  step runs once per question; each keyword (the linked one, the gold entity) starts from a copy
  of the session it left;
- latency: kn_search's own `timing.total_ms` (p50 / p95 over the set) and the keyword step's wall time.

Schema-only sets (SPCQL, text2cypher: networks built from a schema, no instances) get relation
metrics only (`schema_only`).
"""

from __future__ import annotations

import time
import uuid
from typing import Any, Callable

from pydantic import BaseModel, ConfigDict, Field, field_validator

from core.backends.base import KnowledgeBackend
from core.evaluation.metrics import first_rank, hit_at, mean, recall_at, shares_characters
from core.evaluation.questions import EvalQuestion, QuestionSet
from core.exceptions import ConfigError, InvalidRequestError, KnxError, SessionError
from core.models.input import InputModel
from core.models.types import parse_body
from core.retrieval.sessions import SessionState
from core.search.config import RetrievalConfig, preset_parts
from core.search.linking import main_linked_entity
from core.timing import latency_summary

RECALL_KS = (1, 3, 5, 10)
MAX_CONFIGS = 8  # configs one evaluation compares
MAX_NAME_CHARS = 80  # a config's name heads a column of the report
UNSPELLED_KS = (1, 3)  # recall@k listed for the questions that do not spell a gold type's name
ProgressFn = Callable[[str, float], None]


class EvalConfig(InputModel):
    """A named retrieval_config to evaluate (a preset document has the same shape)."""

    model_config = ConfigDict(extra="forbid")

    name: str = Field(default="default")  # 1 to MAX_NAME_CHARS, checked below
    retrieval_config: dict[str, Any] = Field(default_factory=dict)

    @field_validator("name")
    @classmethod
    def _name_length(cls, value: str) -> str:
        if not 1 <= len(value) <= MAX_NAME_CHARS:  # checked here to say it in our words, not the validator's
            raise ValueError(f"{len(value)} characters; valid: 1 to {MAX_NAME_CHARS}")
        return value

    @field_validator("retrieval_config")
    @classmethod
    def _valid(cls, value: dict[str, Any]) -> dict[str, Any]:
        RetrievalConfig.from_dict(value)  # raises ConfigError with the bad path
        return value

    @classmethod
    def from_document(cls, document: Any, *, source: str, default_name: str) -> "EvalConfig":
        """A preset `{"name", "retrieval_config"}` or a bare (partial) retrieval_config, as JSON text,
        bytes or the decoded object (`core.search.config.preset_parts`)."""
        name, overrides = preset_parts(document, source=source)
        body = {"name": name or default_name, "retrieval_config": overrides}
        try:
            return cls.model_validate(body)
        except KnxError as exc:
            raise ConfigError(f"{source}: {exc.message}", suggestion=exc.suggestion) from None
        except ValueError as exc:  # pydantic's ValidationError
            from core.exceptions import describe_validation_error

            raise ConfigError(f"{source}: " + describe_validation_error(exc, "", model=cls)) from None


class EvalRequest(InputModel):
    model_config = ConfigDict(extra="forbid", arbitrary_types_allowed=True)

    questions: QuestionSet
    kn_id: str | None = None  # default: each line's kn_id
    # 1 to MAX_CONFIGS, checked by the validator below (which words the message itself)
    configs: list[EvalConfig] = Field(default_factory=lambda: [EvalConfig()])
    schema_only: bool = False
    answer_in_context: bool = True

    @field_validator("configs")
    @classmethod
    def _distinct_names(cls, configs: list[EvalConfig]) -> list[EvalConfig]:
        if not 1 <= len(configs) <= MAX_CONFIGS:
            raise ValueError(f"{len(configs)} given; valid: 1 to {MAX_CONFIGS} configs")
        seen: set[str] = set()
        for config in configs:
            if config.name in seen:
                raise ValueError(f"two configs are named {config.name!r}; names must differ")
            seen.add(config.name)
        return configs


class QuestionOutcome(BaseModel):
    id: str
    question: str
    tags: list[str] = Field(default_factory=list)
    gold_relations: list[str] = Field(default_factory=list)
    relation_rank: int | None = None  # 1-based rank of the first gold relation type, None = not returned
    top_relations: list[str] = Field(default_factory=list)  # the first 5 returned
    recall: dict[int, float] = Field(default_factory=dict)
    # Whether the question writes a character of a gold relation type's name (None: no gold type).
    relation_name_shared: bool | None = None
    gold_entity: str | None = None
    gold_entity_type: str | None = None
    alias: bool = False
    top_node: str | None = None
    top_node_type: str | None = None
    entity_hit: bool | None = None
    answers: list[str] = Field(default_factory=list)  # the gold answers (first 20)
    # The keyword of the answer-in-context step: the linked entity, else the top node.
    keyword: str | None = None
    keyword_type: str | None = None
    keyword_source: str | None = None  # "linked_entity" or "top_node"
    neighbours: int = 0
    answers_found: list[str] = Field(default_factory=list)
    answer_hit: bool | None = None
    # The same step with the gold entity as keyword: keyword context's own share, linking aside.
    gold_keyword_neighbours: int = 0
    gold_keyword_hit: bool | None = None
    relation_labels: dict[str, str] = Field(default_factory=dict)  # id -> name, for display
    search_ms: float | None = None
    keyword_ms: float | None = None
    error: str | None = None


class Failure(BaseModel):
    id: str
    question: str
    kind: str  # "relation", "entity", "answer", "error"
    expected: str
    got: str


class RelationSummary(BaseModel):
    questions: int = 0
    recall: dict[int, float | None] = Field(default_factory=dict)
    mrr: float | None = None
    # Questions whose gold holds several relation types (SpCQL asks two in 126 of its 513): recall@1
    # counts each of them 1/n at best, so `hit` says how often one of the gold types came first.
    several_gold: int = 0
    hit: dict[int, float | None] = Field(default_factory=dict)  # share with a gold type in the first k
    # The questions that write no character of any gold type's name, and their recall@k.
    name_unspelled: int = 0
    name_unspelled_recall: dict[int, float | None] = Field(default_factory=dict)


class EntitySummary(BaseModel):
    questions: int = 0
    at1: float | None = None
    canonical_questions: int = 0
    canonical_at1: float | None = None
    alias_questions: int = 0
    alias_at1: float | None = None


class AnswerSummary(BaseModel):
    questions: int = 0
    rate: float | None = None
    mean_neighbours: float | None = None
    gold_keyword_rate: float | None = None
    gold_keyword_questions: int = 0  # those with a gold entity as well as answers


class ConfigReport(BaseModel):
    config: EvalConfig
    questions: int
    relation: RelationSummary
    entity: EntitySummary
    answer_in_context: AnswerSummary
    latency: dict[str, float] = Field(default_factory=dict)
    failures: list[Failure] = Field(default_factory=list)
    outcomes: list[QuestionOutcome] = Field(default_factory=list)


class EvalReport(BaseModel):
    set_name: str
    kn_ids: list[str]
    schema_only: bool
    configs: list[ConfigReport]

    def summary_rows(self) -> list[dict[str, Any]]:
        """One row per config and metric: what tables and charts show."""
        rows = []
        for report in self.configs:
            for metric, value in metric_values(report).items():
                rows.append({"config": report.config.name, "metric": metric, "value": value})
        return rows


def metric_values(report: ConfigReport) -> dict[str, float | None]:
    """The headline figures of one config, by display name (None: no question carries that gold)."""
    return {metric: value for metric, (value, _) in _metrics(report).items()}


def metric_questions(report: ConfigReport) -> dict[str, int | None]:
    """How many questions each of `metric_values`' figures is measured on (None for latency)."""
    return {metric: questions for metric, (_, questions) in _metrics(report).items()}


def _metrics(report: ConfigReport) -> dict[str, tuple[float | None, int | None]]:
    relation, entity, answers = report.relation, report.entity, report.answer_in_context
    metrics = {f"relation R@{k}": (relation.recall.get(k), relation.questions) for k in RECALL_KS}
    if relation.several_gold:  # the same as R@k where every question has one gold type
        metrics.update({f"relation Hit@{k}": (relation.hit.get(k), relation.questions) for k in RECALL_KS})
    metrics["relation MRR"] = (relation.mrr, relation.questions)
    metrics.update({f"relation R@{k}, name unspelled": (relation.name_unspelled_recall.get(k), relation.name_unspelled)
                    for k in UNSPELLED_KS})
    metrics["entity@1"] = (entity.at1, entity.questions)
    metrics["entity@1 canonical"] = (entity.canonical_at1, entity.canonical_questions)
    metrics["entity@1 alias"] = (entity.alias_at1, entity.alias_questions)
    metrics["answer-in-context"] = (answers.rate, answers.questions)
    metrics["answer-in-context, gold keyword"] = (answers.gold_keyword_rate, answers.gold_keyword_questions)
    metrics["search p50 ms"] = (report.latency.get("p50_ms"), None)
    return metrics


class Evaluator:
    """Runs question sets against a backend; `reranker` is passed to kn_search as the CLI does."""

    def __init__(self, backend: KnowledgeBackend, *, reranker: Any = None) -> None:
        self.backend = backend
        self.reranker = reranker
        self._relation_names: dict[str, dict[str, str]] = {}  # kn_id -> relation type id -> name

    def _relation_name(self, kn_id: str, relation_type_id: str) -> str:
        names = self._relation_names.get(kn_id)
        if names is None:
            names = self._relation_names[kn_id] = {
                r.id: r.name or r.id for r in self.backend.get_network(kn_id).relation_types}
        return names.get(relation_type_id, relation_type_id)

    def run(self, request: EvalRequest | dict[str, Any], *, progress: ProgressFn | None = None) -> EvalReport:
        req = parse_body(EvalRequest, request, "evaluation request")
        kn_ids = sorted({req.kn_id} if req.kn_id else {q.kn_id for q in req.questions.questions if q.kn_id})
        missing = [q for q in req.questions.questions if not (req.kn_id or q.kn_id)]
        if missing:
            raise InvalidRequestError(
                f"line {missing[0].line} ({missing[0].id}): no kn_id",
                suggestion="give kn_id on every line or one network for the whole set (--kn)",
            )
        for kn_id in kn_ids:
            self.backend.get_network(kn_id)  # NotFoundError names the valid networks
        return self._run(req, kn_ids, progress or (lambda _m, _f: None))

    # -- the one internal step -------------------------------------------------------------------
    def _run(self, req: EvalRequest, kn_ids: list[str], progress: ProgressFn) -> EvalReport:
        from core.retrieval import InMemorySessionStore, KnowledgeNetworkRetrieval
        from core.search.service import kn_search

        questions = req.questions.questions
        total = len(questions) * len(req.configs)
        done = 0
        reports = []
        for config in req.configs:
            tool = KnowledgeNetworkRetrieval(self.backend, InMemorySessionStore(ttl_seconds=3600), reranker=self.reranker)
            outcomes = []
            for q in questions:
                kn_id = req.kn_id or q.kn_id
                outcomes.append(self._one(q, kn_id, config, req, tool, kn_search))
                done += 1
                if done % 10 == 0 or done == total:
                    progress(f"{config.name}: {q.id}", done / total)
            reports.append(summarise(config, outcomes))
        return EvalReport(set_name=req.questions.name, kn_ids=kn_ids, schema_only=req.schema_only, configs=reports)

    def _one(self, q: EvalQuestion, kn_id: str, config: EvalConfig, req: EvalRequest, tool, kn_search) -> QuestionOutcome:
        out = QuestionOutcome(
            id=q.id, question=q.question, tags=q.tags, gold_relations=q.relation_types,
            gold_entity=q.entity.name if q.entity else None,
            gold_entity_type=q.entity.object_type_id if q.entity else None,
            alias=q.is_alias, answers=q.answers[:20],
        )
        try:
            response = kn_search(self.backend, {
                "query": q.question, "kn_id": kn_id, "retrieval_config": config.retrieval_config,
                "only_schema": req.schema_only,
            }, reranker=self.reranker)
        except KnxError as exc:
            out.error = f"kn_search: {exc}"
            return out
        out.search_ms = (response.timing or {}).get("total_ms")
        ranked = sorted(response.relation_types or [], key=lambda r: (r.rank is None, r.rank or 0))
        order = [r.concept_id for r in ranked]
        out.top_relations = order[:5]
        out.relation_labels = {r.concept_id: r.concept_name for r in ranked[:5]
                               if r.concept_name and r.concept_name != r.concept_id}
        if q.relation_types:
            out.relation_name_shared = shares_characters(
                q.question, [self._relation_name(kn_id, r) for r in q.relation_types])
            out.relation_rank = first_rank(order, q.relation_types)
            out.recall = {k: recall_at(order, q.relation_types, k) for k in RECALL_KS}
        if req.schema_only:
            return out
        top = (response.nodes or [None])[0]
        if top is not None:
            out.top_node, out.top_node_type = _text(top.instance_name), top.object_type_id
        if q.entity:
            out.entity_hit = top is not None and out.top_node == q.entity.name and out.top_node_type == q.entity.object_type_id
        main = main_linked_entity(response.linked_entities or [])
        if main is not None:
            out.keyword, out.keyword_type, out.keyword_source = main.instance_name, main.object_type_id, "linked_entity"
        elif top is not None:
            out.keyword, out.keyword_type, out.keyword_source = out.top_node, out.top_node_type, "top_node"
        if q.answers and req.answer_in_context:
            self._answer_in_context(q, kn_id, config, tool, out)
        return out

    @staticmethod
    def _answer_in_context(q: EvalQuestion, kn_id: str, config: EvalConfig, tool, out: QuestionOutcome) -> None:
        gold = set(q.answers)
        out.answer_hit = False
        schema = _SchemaStep(tool, q.question, kn_id, config)
        if out.keyword is not None and out.keyword_type is not None:
            try:
                state = schema.state()
                started = time.perf_counter()
                names = _keyword_neighbours(tool, state, kn_id, out.keyword, out.keyword_type)
                out.keyword_ms = round((time.perf_counter() - started) * 1000, 3)
                out.neighbours = len(names)
                out.answers_found = [n for n in dict.fromkeys(names) if n in gold][:10]
                out.answer_hit = bool(out.answers_found)
            except KnxError as exc:
                out.error = f"keyword context: {exc}"
        if q.entity is not None:
            try:
                names = _keyword_neighbours(tool, schema.state(), kn_id, q.entity.name, q.entity.object_type_id)
                out.gold_keyword_neighbours = len(names)
                out.gold_keyword_hit = bool(gold & set(names))
            except KnxError:
                out.gold_keyword_hit = False  # e.g. the gold type is not in the recalled schema


EVAL_OWNER = "eval"


class _SchemaStep:
    """knowledge_network_retrieval's schema step on one question, run on first use only; the
    session state it leaves is kept for every keyword of the question."""

    def __init__(self, tool, question: str, kn_id: str, config: EvalConfig) -> None:
        self.tool, self.question, self.kn_id, self.config = tool, question, kn_id, config
        self._state: SessionState | None = None
        self._error: KnxError | None = None

    def state(self) -> SessionState:
        if self._error is not None:
            raise self._error
        if self._state is None:
            session = f"eval-{uuid.uuid4().hex[:12]}"
            try:
                self.tool.run({"query": self.question, "kn_ids": [self.kn_id], "session_id": session,
                               "retrieval_config": self.config.retrieval_config}, owner=EVAL_OWNER)
                self._state = self.tool.sessions.get(EVAL_OWNER, session)
                if self._state is None:
                    raise SessionError("the schema step left no session state")
            except KnxError as exc:
                self._error = exc
                raise
            finally:
                self.tool.sessions.delete(EVAL_OWNER, session)
        return self._state


def _keyword_neighbours(tool, schema_state: SessionState, kn_id: str, keyword: str, object_type_id: str) -> list[str]:
    """Neighbour names knowledge_network_retrieval returns for `keyword` in a fresh session that
    holds what the schema step left (so no earlier round dedups anything away)."""
    session = f"eval-{uuid.uuid4().hex[:12]}"
    try:
        tool.sessions.put(EVAL_OWNER, session, schema_state)  # stored as a copy: the state stays as it is
        reply = tool.run({"query": keyword, "kn_ids": [kn_id], "session_id": session,
                          "enable_keyword_context": True, "object_type_id": object_type_id}, owner=EVAL_OWNER)
    finally:
        tool.sessions.delete(EVAL_OWNER, session)
    return [
        _text(nb.instance_name)
        for inst in (reply.keyword_context.instances if reply.keyword_context else [])
        for nb in (inst.neighbors or [])
    ]


def _text(value: Any) -> str | None:
    return None if value is None else str(value)


def summarise(config: EvalConfig, outcomes: list[QuestionOutcome]) -> ConfigReport:
    ranked = [o for o in outcomes if o.gold_relations]
    unspelled = [o for o in ranked if o.relation_name_shared is False]
    relation = RelationSummary(
        questions=len(ranked),
        recall={k: mean([o.recall.get(k, 0.0) for o in ranked]) for k in RECALL_KS},
        mrr=mean([1.0 / o.relation_rank if o.relation_rank else 0.0 for o in ranked]),
        several_gold=sum(len(set(o.gold_relations)) > 1 for o in ranked),
        hit={k: mean([float(hit_at(o.relation_rank, k)) for o in ranked]) for k in RECALL_KS},
        name_unspelled=len(unspelled),
        name_unspelled_recall={k: mean([o.recall.get(k, 0.0) for o in unspelled]) for k in UNSPELLED_KS},
    )
    judged = [o for o in outcomes if o.entity_hit is not None]
    canonical = [o for o in judged if not o.alias]
    alias = [o for o in judged if o.alias]
    entity = EntitySummary(
        questions=len(judged), at1=mean([float(o.entity_hit) for o in judged]),
        canonical_questions=len(canonical), canonical_at1=mean([float(o.entity_hit) for o in canonical]),
        alias_questions=len(alias), alias_at1=mean([float(o.entity_hit) for o in alias]),
    )
    answered = [o for o in outcomes if o.answer_hit is not None]
    oracle = [o for o in outcomes if o.gold_keyword_hit is not None]
    answers = AnswerSummary(
        questions=len(answered), rate=mean([float(o.answer_hit) for o in answered]),
        mean_neighbours=mean([float(o.neighbours) for o in answered]),
        gold_keyword_rate=mean([float(o.gold_keyword_hit) for o in oracle]), gold_keyword_questions=len(oracle),
    )
    latency: dict[str, float] = {}
    searches = [o.search_ms for o in outcomes if o.search_ms is not None]
    if searches:
        latency.update(latency_summary(searches))
    keywords = [o.keyword_ms for o in outcomes if o.keyword_ms is not None]
    if keywords:
        latency.update({f"keyword_{k}": v for k, v in latency_summary(keywords).items()})
    return ConfigReport(
        config=config, questions=len(outcomes), relation=relation, entity=entity,
        answer_in_context=answers, latency=latency, failures=failures_of(outcomes), outcomes=outcomes,
    )


def failures_of(outcomes: list[QuestionOutcome]) -> list[Failure]:
    failures = []
    for o in outcomes:
        if o.error:
            failures.append(Failure(id=o.id, question=o.question, kind="error", expected="", got=o.error))
        if o.gold_relations and o.relation_rank != 1:
            rank = f"gold at rank {o.relation_rank}" if o.relation_rank else "gold not returned"
            label = lambda rid: f"{rid} {o.relation_labels[rid]}" if rid in o.relation_labels else rid  # noqa: E731
            failures.append(Failure(id=o.id, question=o.question, kind="relation",
                                    expected=", ".join(o.gold_relations),
                                    got=f"{', '.join(label(r) for r in o.top_relations[:3])} ({rank})"))
        if o.entity_hit is False:
            failures.append(Failure(id=o.id, question=o.question, kind="entity",
                                    expected=f"{o.gold_entity} ({o.gold_entity_type})",
                                    got=f"{o.top_node} ({o.top_node_type})" if o.top_node else "no node"))
        if o.answer_hit is False:
            failures.append(Failure(id=o.id, question=o.question, kind="answer",
                                    expected=", ".join(o.answers[:5]) + (" …" if len(o.answers) > 5 else ""),
                                    got=f"{o.neighbours} neighbours of {o.keyword} ({o.keyword_type}, {o.keyword_source})"
                                    if o.keyword else "no node to use as keyword"))
    return failures
