"""Concept recall: which object, relation and action types of a network a question is about.

The steps follow the design (kn-search-design.md §3.2), using only the backend interface:

1. Network detail: `backend.get_network(kn_id)`; a failure ends the search with that error.
2. Coarse recall, only when `enable_coarse_recall` and the network has at least
   `coarse_min_relation_count` relation types: `backend.search_concepts` for object types
   (`coarse_object_limit`) and relation types (`coarse_relation_limit`). Relation types are kept
   when they were hit; object types when they were hit or are an end of a kept relation type. When
   a search fails, or both come back empty, the full schema goes on unchanged.
3. Entity linking (`enable_entity_linking`, core.search.linking): the instances the question
   names, each typed by the question's intent; their spans are masked for ranking.
   Relation ranking: with `enable_rerank=false` the (possibly filtered) relation types keep their
   schema order; with the local BM25 ranker and `intent_ranking`, the intent ranker
   (core.search.intent: text, one-character words, word vectors, linked types); otherwise each is
   written as "source type name + relation name，comment + target
   type name", scored by the reranker, and sorted by score (ties keep schema order). A reranker
   that fails is replaced by the design's rule score (`fallback_score`). The first `top_k` stay.
4. Object type selection: the ends of the ranked relation types, taken in schema order; when they
   are fewer than `max(len(relations) * 2, top_k)`, other object types fill up to that number, first
   those with a score (their coarse-recall score, or the best reranker score of a relation type
   they are an end of, whichever is higher) by score, then unscored ones in schema order. Without
   relation types, the `top_k * 2` best object types by score (unscored last).
5. Response: relation types with score / score_source / rank; object types with score /
   score_source / selected_by; `schema_brief` drops object type tags and property comments that
   only repeat the display name; property pruning (below); optional sample data (one instance
   per object type); action types - one bound to an object type is returned when that type was
   selected, an unbound one (no object_type_id, it applies to the whole network) always.

Property pruning (`enable_property_brief`): every property of the returned object types is
scored against the question with the local BM25 ranker over "name display_name comment" (all
properties of the call form one corpus, so scores compare across types). Each type keeps its
primary keys and display key, and fills up to `per_object_property_top_k` (keys included) with its
best-scoring other properties; then the best `global_property_top_k` of those other properties
over all types survive. Keys do not count against the global budget: the keys of fifteen returned
types would otherwise use all of it, leaving an agent with identifiers and nothing else. Ties keep
type order, then schema order. Pruned properties are listed on the type and, with their scores and
the limit that removed them, in the trace.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from core.backends.base import KnowledgeBackend
from core.exceptions import KnxError
from core.lru import LRUCache
from core.models.network import DataProperty, KnowledgeNetwork, ObjectType, RelationType
from core.models.query import InstanceQuery
from core.models.types import trusted_from
from core.search.config import ConceptRetrievalConfig
from core.search.models import (
    KnSearchActionType,
    KnSearchObjectType,
    KnSearchRelationType,
    PropertyInfo,
    RankerInfo,
)
from core.search.intent import EDGE_PRIOR, IntentRanker, IntentScores, QuestionReading, default_intent_ranker
from core.search.linking import (EntityLinker, LinkedEntity, alias_of_named_type, alias_record, alias_record_asked,
                                 alias_twin, answer_type_records, asked_relation, choose_subject, connecting_relations,
                                 direction_from_subject, lead_topic, instance_relations, main_linked_entity,
                                 record_relations, settle_alias_twins, switch_record,
                                 class_records, far_end, form_with_noun_record, unreachable_answer_records)
from core.search.name_dictionary import VIA_ALIAS_RELATION, VIA_NAME, alias_relations
from core.search.question_form import QuestionForm, read_question
from core.search.question_prior import QuestionPrior, load_prior
from core.search.rerankers import BM25Reranker, Reranker, default_reranker, fallback_score
from core.search.stages import Stages
from core.search.worked_examples import without_worked_examples

# score_source values of object types
SOURCE_RERANKER = "reranker"  # best reranker score of a relation type the type is an end of
SOURCE_FALLBACK = "fallback"  # the same, from the rule-based fallback score
SOURCE_COARSE = "coarse_recall"
SOURCE_NONE = "none"
SOURCE_ORDER = "order"  # relation types when rerank is disabled

# selected_by values of object types
BY_ENDPOINT = "relation_endpoint"
BY_FILL_SCORE = "fill_by_score"
BY_FILL_UNSCORED = "fill_unscored"
BY_TOP_SCORE = "top_by_score"  # no relation types: top_k * 2 by score
BY_TOP_UNSCORED = "top_unscored"


@dataclass
class ConceptRecall:
    network: KnowledgeNetwork
    relation_types: list[KnSearchRelationType]
    object_types: list[KnSearchObjectType]
    action_types: list[KnSearchActionType]
    selected: list[ObjectType]  # the schema objects behind object_types, for instance recall
    ranker: RankerInfo
    trace: dict[str, Any] = field(default_factory=dict)
    linked_entities: list[LinkedEntity] = field(default_factory=list)


def relation_document(relation: RelationType, names: dict[str, str]) -> str:
    """The text a relation type is ranked by: source name + relation name，comment + target name."""
    source = names.get(relation.source_object_type_id, relation.source_object_type_id)
    target = names.get(relation.target_object_type_id, relation.target_object_type_id)
    middle = relation.name or relation.id
    if relation.comment:
        middle = f"{middle}，{relation.comment}"
    return f"{source} {middle} {target}"


def object_type_names(network: KnowledgeNetwork) -> dict[str, str]:
    return {o.id: o.name or o.id for o in network.object_types}


# ----------------------------------------------------------------------------------------------
# The pipeline
# ----------------------------------------------------------------------------------------------
def recall_concepts(
    backend: KnowledgeBackend,
    kn_id: str,
    query: str,
    cfg: ConceptRetrievalConfig,
    *,
    enable_rerank: bool,
    reranker: Reranker | None,
    stages: Stages,
    debug: bool = False,
    linker: EntityLinker | None = None,
) -> ConceptRecall:
    reranker = reranker or default_reranker()
    trace: dict[str, Any] = {}
    with stages.stage("network"):
        network = backend.get_network(kn_id)

    with stages.stage("coarse_recall"):
        objects, relations, coarse_scores = coarse_recall(backend, network, query, cfg, trace)

    use_intent = enable_rerank and cfg.intent_ranking and isinstance(reranker, BM25Reranker)
    intent = intent_ranker_for(reranker) if use_intent else None
    # linking and the choice of the subject read a prompt's worked examples as blanks (their names are
    # not asked about); relation ranking reads the question whole
    linking_query = without_worked_examples(query)
    with stages.stage("linking"):
        linked, facts = link_entities(
            backend, network, linking_query, relations, intent, linker, cfg.enable_entity_linking, trace,
            weights=cfg.intent_weights(), same_type_alternatives=cfg.type_signal_alternatives,
            other_type_records=cfg.type_signal_other_types, standard_records=cfg.standard_record_of_written_twice,
            leaf_by_edges=cfg.leaf_by_edges, sounded_names=cfg.sounded_names,
            written_as=cfg.written_as(),
        )

    if linking_query != query:
        trace.setdefault("linking", {})["read_without_examples"] = linking_query
    # how the question is put: read once for the answer's type in relation ranking, and for the linking
    # rules after it as linking read it (the same form, unless worked examples were blanked)
    form = read_question(query, network) if linked else None
    linking_form = form if linking_query == query or form is None else read_question(linking_query, network)
    topic = lead_topic(linked, linking_form, linking_query) if cfg.lead_topic_first else None
    if topic is not None:
        trace.setdefault("linking", {})["lead_topic"] = {
            "mention": topic.mention, "instance_id": topic.instance_id, "lead_clause": list(linking_form.lead_clause)}
    with stages.stage("rerank"):
        question_prior = (load_prior(network.id, network.relation_types)
                          if use_intent and cfg.question_prior_weight > 0 else (None, None))
        ranking = rank_relations(
            query, network, relations, cfg.top_k, enable_rerank, reranker, trace, debug,
            linked=linked, type_chars=facts.get("type_chars"), intent=use_intent,
            relation_edges=facts.get("relation_edges"), connecting=facts.get("connecting"),
            alternative_edges=facts.get("alternative_edges"), other_type_edges=facts.get("other_type_edges"),
            spelled_share=cfg.spelled_name_share, weights=cfg.intent_weights(), cue_share=cfg.answer_cue_share,
            mask_requests=cfg.mask_request_phrases, reading=facts.get("intent_reading"), form=form,
            question_prior=question_prior, prior_weight=cfg.question_prior_weight, topic=topic,
        )

    if linked and form is not None:
        ranked = ranking.ranked if ranking.scores else []
        settled = settle_alias_twins(linked, asked_relation(ranked), facts.get("alias_twins") or [],
                                     facts.get("connecting"), linking_form.asks_standard_name)
        if settled:
            trace.setdefault("linking", {})["alias_twins"] = settled
        records = answered_records(backend, network, linked, ranked, linking_form, linking_query,
                                   question_scores(ranking), facts.get("connecting"), facts.get("read_edges"))
        if records:
            trace.setdefault("linking", {})["answer_type_records"] = records
        # a topic a rule above moved to a record of the answer's type is one of the answers now
        kept_topic = topic if topic is not None and topic.object_type_id not in linking_form.answer_types else None
        subject = choose_subject(linked, ranked, linking_form, facts.get("connecting"), linking_query, kept_topic)
        if subject is not None:
            subject["question_form"] = linking_form.as_dict()
            trace.setdefault("linking", {})["subject"] = subject
            # a relation type and its inverse ranked first and second: the way the subject is asked goes first
            moved = direction_from_subject(ranked, linked, linking_form, subject)
            if moved is not None:
                ranking.swap_first_two()
                trace["linking"]["direction_from_subject"] = moved

    with stages.stage("object_selection"):
        selected = select_object_types(objects, ranking, coarse_scores, cfg.top_k, trace)

    with stages.stage("schema_output"):
        if cfg.enable_property_brief:
            object_types = pruned_object_types(query, selected, cfg, trace)
        else:
            object_types = [
                _object_type_out(ot, score, source, selected_by, cfg.schema_brief)
                for ot, score, source, selected_by in selected
            ]

    if cfg.include_sample_data and object_types:
        with stages.stage("sample_data"):
            _attach_samples(backend, kn_id, object_types, trace)

    selected_ids = {ot.id for ot, *_ in selected}
    names = object_type_names(network)
    action_types = [
        KnSearchActionType(
            id=a.id,
            name=a.name or a.id,
            object_type_id=a.object_type_id,
            object_type_name=names.get(a.object_type_id) if a.object_type_id else None,
            comment=a.comment,
            tags=a.tags or None,
            kn_id=network.id,
        )
        for a in network.action_types
        if not a.object_type_id or a.object_type_id in selected_ids
    ]
    relation_out = [_relation_type_out(rel, score, source, rank, ranking.signals.get(rel.id))
                    for rank, (rel, score, source) in enumerate(ranking.ranked, start=1)]
    return ConceptRecall(
        network=network,
        relation_types=relation_out,
        object_types=object_types,
        action_types=action_types,
        selected=[s[0] for s in selected],
        ranker=ranking.ranker,
        trace=trace,
        linked_entities=linked,
    )


# ----------------------------------------------------------------------------------------------
# Entity linking
# ----------------------------------------------------------------------------------------------
_intent_rankers: LRUCache[int, tuple[Reranker, IntentRanker]] = LRUCache(16)


def intent_ranker_for(reranker: Reranker) -> IntentRanker:
    """The intent ranker whose text signal is `reranker` (the shared one for the local BM25)."""
    if reranker is default_reranker():
        return default_intent_ranker()
    cached = _intent_rankers.get(id(reranker))
    if cached is None or cached[0] is not reranker:
        cached = (reranker, IntentRanker(text_ranker=reranker))
        _intent_rankers.put(id(reranker), cached)
    return cached[1]


def link_entities(
    backend: KnowledgeBackend,
    network: KnowledgeNetwork,
    query: str,
    relations: list[RelationType],
    intent: IntentRanker | None,
    linker: EntityLinker | None,
    enabled: bool,
    trace: dict[str, Any],
    *,
    weights: dict[str, float] | None = None,
    same_type_alternatives: int = 0,
    other_type_records: int = 0,
    standard_records: bool = False,
    leaf_by_edges: bool = True,
    sounded_names: bool = False,
    written_as: frozenset[str] = frozenset(),
) -> tuple[list[LinkedEntity], dict[str, Any]]:
    """The question's linked entities (core.search.linking), typed by the question's intent; and
    what the dictionary learnt from the instance data: `type_chars` (characters typical of each
    type's names, for the unigram signal), `relation_edges` (edges per relation type) and
    `connecting` (relation types whose edges join two of the linked instances); `alternative_edges`:
    (the entity, type, edges per relation type) of up to `same_type_alternatives` other instances of
    the chosen type each mention may name (流感: a thin disease record by name, and 流行性感冒 by alias), whose
    edges count for the type signal as the chosen instance's do; `other_type_edges`: (type, edges per
    relation type) of up to `other_type_records` records of other types that carry the mention's name
    by their own name (心悸 the symptom beside 心悸 the disease), whose edges count for the type signal
    at `OTHER_TYPE_SHARE` (core.search.intent); `standard_records`: a mention of a
    record written twice goes to the standard one (`EntityLinker.resolve`); `leaf_by_edges`: a leaf
    record also has at most three edges at either end, each counted once (`linking.is_leaf`); `sounded_names`: a
    name typed with one character sounding as its own is a mention of it (`linking.sounding_mentions`);
    `written_as`: so is a name written as each of these kinds says (`Dictionary.find_written`)."""
    info: dict[str, Any] = {"enabled": enabled}
    trace["linking"] = info
    if not enabled:
        info["reason"] = "enable_entity_linking=false"
        return [], {}
    linker = linker or EntityLinker()
    try:
        mentions, dictionary = linker.mentions(backend, network.id, query, info, leaf_by_edges=leaf_by_edges,
                                               sounded_names=sounded_names,
                                               written_as=written_as)
        type_chars = dictionary.info.get("type_chars")
        by_type = None
        reading = None
        if mentions and intent is not None:
            spans = [(m.start, m.end) for m in mentions]
            reading = intent.read(query, network, relations, spans=spans, type_chars=type_chars)
            by_type = intent.intent_by_type(query, network, relations, spans, type_chars, weights, reading=reading)
            info["intent_by_type"] = {k: round(v, 6) for k, v in sorted(by_type.items(), key=lambda kv: -kv[1])}
        entities = linker.resolve(mentions, dictionary, by_type, info, standard_records=standard_records,
                                  question=query)
        alternative_edges: list[tuple[LinkedEntity, str, dict[str, int] | None]] = []
        other_type_edges: list[tuple[str, dict[str, int] | None]] = []
        twins: list[tuple[LinkedEntity, dict[str, Any], dict[str, int]]] = []
        # the edges of every other record read here, by instance id: the linking rules after ranking
        # read some of them again (`answered_records`)
        read_edges: dict[str, dict[str, int] | None] = {}

        def edges_of(entity: LinkedEntity, record: dict[str, Any]) -> dict[str, int] | None:
            edges = read_edges[record["instance_id"]] = record_relations(backend, network.id, entity, record)
            return edges

        for entity in entities:
            entity.relation_edges = instance_relations(backend, network.id, entity)
            if entity.relation_edges is None:
                continue  # the backend cannot count edges: nothing to widen
            if entity.via == VIA_NAME and other_type_records:
                # the name's records of other types (心悸 the symptom, where the disease was chosen):
                # which one the question means is only settled once relation types are ranked
                others = [a for a in entity.alternatives if a["object_type_id"] != entity.object_type_id
                          and a["via"] == VIA_NAME and a["instance_name"] == entity.instance_name]
                for alternative in others[:other_type_records]:
                    edges = edges_of(entity, alternative)
                    if edges:
                        other_type_edges.append((alternative["object_type_id"], edges))
                        info.setdefault("type_signal_other_types", []).append(
                            {"mention": entity.mention, "object_type_id": alternative["object_type_id"],
                             "instance_name": alternative["instance_name"], "relation_edges": edges})
            same = [a for a in entity.alternatives if a["object_type_id"] == entity.object_type_id
                    and a["instance_id"] != entity.instance_id]
            # the type signal counts the first few; the other record of the name is always read
            # (settled against the asked relation type once relations are ranked)
            counted = same[:same_type_alternatives]
            for alternative in same:
                twin = alias_twin(entity, alternative)
                if alternative not in counted and not twin:
                    continue
                edges = edges_of(entity, alternative)
                if edges and twin:
                    twins.append((entity, alternative, edges))
                if edges and alternative in counted:
                    alternative_edges.append((entity, entity.object_type_id, edges))
                    info.setdefault("type_signal_alternatives", []).append(
                        {"mention": entity.mention, "instance_name": alternative["instance_name"],
                         "object_type_id": entity.object_type_id, "relation_edges": edges})
        connecting = connecting_relations(backend, network.id, entities) if intent is not None else None
        if connecting is not None:
            info["connecting_relations"] = connecting
    except Exception as exc:  # linking helps ranking; a backend that cannot list instances skips it
        info["error"] = _describe(exc)
        return [], {}
    info["entities"] = [e.model_dump(exclude={"alternatives"}) for e in entities]
    return entities, {"type_chars": type_chars, "relation_edges": dictionary.info.get("relation_edges"),
                      "connecting": connecting, "alternative_edges": alternative_edges, "alias_twins": twins,
                      "other_type_edges": other_type_edges, "read_edges": read_edges,
                      "intent_reading": reading}


def question_scores(ranking: RelationRanking) -> dict[str, float]:
    """Each ranked relation type's score without the edge prior (`core.search.intent.EDGE_PRIOR`):
    what the question itself says for it."""
    return {rel.id: float(score) - EDGE_PRIOR * (ranking.signals.get(rel.id) or {}).get("edge_prior", 0.0)
            for rel, score, _ in ranking.ranked if isinstance(score, (int, float))}


def answered_records(backend: KnowledgeBackend, network: KnowledgeNetwork, linked: list[LinkedEntity],
                     ranked: list[tuple[RelationType, Any, str]], form: QuestionForm,
                     question: str, scores: dict[str, float] | None = None,
                     connecting: dict[str, list[list[str]]] | None = None,
                     read_edges: dict[str, dict[str, int] | None] | None = None) -> list[dict[str, Any]]:
    """Move named entities to another record of their name where the question's form says it is
    meant (core.search.linking, in this order: `answer_type_records`, `unreachable_answer_records`,
    `class_records`, `alias_record_asked`), reading the new records' edges (`read_edges`: those
    `link_entities` read already, by instance id); what moved, for the trace."""
    kn_id = network.id
    known = read_edges or {}

    def edges_of(entity: LinkedEntity, record: dict[str, Any]) -> dict[str, int] | None:
        if record["instance_id"] in known:
            return known[record["instance_id"]]
        return record_relations(backend, kn_id, entity, record)

    def entry(entity: LinkedEntity, record: dict[str, Any], **detail: Any) -> dict[str, Any]:
        return {"mention": entity.mention, "from": [entity.object_type_id, entity.instance_name],
                "to": [record["object_type_id"], record["instance_name"]], **detail}

    def listed_degree(entity: LinkedEntity, record: dict[str, Any]) -> int | None:
        """The record's degree as the linker listed it among the alternatives, where degrees are known."""
        return entity._alternative_degrees.get(record["instance_id"]) if entity.degree is not None else None

    moved = []
    for entity, record, rel_id, edges, degree, gate, picked in answer_type_records(linked, ranked, form, edges_of,
                                                                                   scores):
        moved.append(entry(entity, record, relation_type=rel_id, rule="answer_type", answer_noun=form.answer_noun,
                           gate=gate, picked=picked))
        switch_record(entity, record, edges, degree)
        entity._moved_for = rel_id
    for entity in linked:
        if entity._kept_on_tie:
            moving, keeping = entity._kept_on_tie
            moved.append({"mention": entity.mention, "kept": [entity.object_type_id, entity.instance_name],
                          "relation_type": moving, "kept_for": keeping, "rule": "answer_type_tie"})
    # a linked record as the wh-phrase's noun names the answer's type when no type's name does
    reach_form = form_with_noun_record(form, linked)
    for entity, record, rel_id, edges, rule in unreachable_answer_records(linked, network.relation_types, reach_form,
                                                                          edges_of, question):
        moved.append(entry(entity, record, relation_type=rel_id, rule=rule, answer_noun=reach_form.answer_noun))
        switch_record(entity, record, edges, listed_degree(entity, record))
        entity._moved_for = rel_id
    for entity, record, rel_id, edges in class_records(linked, ranked, form, edges_of):
        moved.append(entry(entity, record, relation_type=rel_id, rule="class_of"))
        switch_record(entity, record, edges, listed_degree(entity, record))
    alias_ends = {rel_id: alias for rel_id, _, alias in alias_relations(network)}
    notes: dict[str, str] = {}
    reached = [rel for rel, _, source in ranked if source != SOURCE_NONE]
    asked_alias = alias_record_asked(linked, asked_relation(ranked), form, alias_ends, connecting, notes, reached)
    # an alias question's record kept because it is joined to another named record: said in the trace
    moved += [{"mention": e.mention, "from": [e.object_type_id, e.instance_name], "to": None,
               "rule": notes[e.mention]} for e in linked if e.mention in notes and e not in asked_alias]
    for entity in asked_alias:
        # a record named by its own name, asked which record the name stands for: the alias
        # relation the name was also found over leads to the alias record
        named_type = (alias_of_named_type(entity, form)
                      if notes.get(entity.mention) == "alias_of_named_type" else None)
        record = alias_record(backend, kn_id, entity, via=named_type["via"] if named_type else None)
        if record is None:
            continue
        edges = edges_of(entity, record)
        moved.append(entry(entity, record, rule=notes.get(entity.mention, "alias_asked")))
        # its edges in either direction stand for its degree: the counts per relation type do not
        # say which way they run, and an alias record is only ever an alias relation's end
        degree = None if entity.degree is None else sum((edges or {}).values())
        switch_record(entity, record, edges, degree)
        entity._alias_asked = True  # what the question is about (`choose_subject`)
    return moved


# ----------------------------------------------------------------------------------------------
# Coarse recall
# ----------------------------------------------------------------------------------------------
def coarse_recall(
    backend: KnowledgeBackend,
    network: KnowledgeNetwork,
    query: str,
    cfg: ConceptRetrievalConfig,
    trace: dict[str, Any],
) -> tuple[list[ObjectType], list[RelationType], dict[str, float]]:
    """(object types, relation types, coarse object type scores) after the optional coarse step."""
    objects, relations = list(network.object_types), list(network.relation_types)
    info: dict[str, Any] = {
        "enabled": cfg.enable_coarse_recall,
        "relation_type_count": len(relations),
        "coarse_min_relation_count": cfg.coarse_min_relation_count,
        "object_types_before": len(objects),
        "relation_types_before": len(relations),
    }
    trace["coarse_recall"] = info
    if not cfg.enable_coarse_recall or len(relations) < cfg.coarse_min_relation_count:
        info["engaged"] = False
        info["reason"] = (
            "disabled by enable_coarse_recall=false" if not cfg.enable_coarse_recall
            else f"{len(relations)} relation types < coarse_min_relation_count {cfg.coarse_min_relation_count}"
        )
        return objects, relations, {}
    info["engaged"] = True
    try:
        object_hits = backend.search_concepts(network.id, "object_type", query, cfg.coarse_object_limit)
        relation_hits = backend.search_concepts(network.id, "relation_type", query, cfg.coarse_relation_limit)
    except Exception as exc:  # any failure keeps the full schema, as the design says
        info.update(kept_full_schema=True, error=_describe(exc))
        return objects, relations, {}
    info.update(object_hits=len(object_hits), relation_hits=len(relation_hits))
    if not object_hits and not relation_hits:
        info.update(kept_full_schema=True, reason="coarse recall found nothing")
        return objects, relations, {}
    relation_ids = {h.id for h in relation_hits}
    kept_relations = [r for r in relations if r.id in relation_ids]
    ends = {r.source_object_type_id for r in kept_relations} | {r.target_object_type_id for r in kept_relations}
    object_scores = {h.id: float(h.score) for h in object_hits}
    kept_objects = [o for o in objects if o.id in object_scores or o.id in ends]
    info.update(
        kept_full_schema=False,
        object_types_after=len(kept_objects),
        relation_types_after=len(kept_relations),
    )
    return kept_objects, kept_relations, object_scores


# ----------------------------------------------------------------------------------------------
# Relation ranking
# ----------------------------------------------------------------------------------------------
@dataclass
class RelationRanking:
    ranked: list[tuple[RelationType, float | None, str]]  # the top_k: (type, score, score_source)
    scores: list[tuple[RelationType, float]]  # every ranked candidate with its score (empty: no scores)
    ranker: RankerInfo
    signals: dict[str, dict[str, float]] = field(default_factory=dict)  # relation id -> its signals

    def swap_first_two(self) -> None:
        """The second relation type ranked first and the first second, each with its own score, in `ranked` and
        `scores` alike (`scores` lists the same types in the same order)."""
        self.ranked[:2] = self.ranked[1::-1]
        self.scores[:2] = self.scores[1::-1]


def rank_relations(
    query: str,
    network: KnowledgeNetwork,
    relations: list[RelationType],
    top_k: int,
    enable_rerank: bool,
    reranker: Reranker,
    trace: dict[str, Any],
    debug: bool = False,
    *,
    linked: list[LinkedEntity] | None = None,
    type_chars: dict[str, list[str]] | None = None,
    intent: bool = True,
    relation_edges: dict[str, int] | None = None,
    connecting: dict[str, Any] | None = None,
    spelled_share: float | None = None,
    weights: dict[str, float] | None = None,
    alternative_edges: list[tuple[LinkedEntity, str, dict[str, int] | None]] | None = None,
    cue_share: float | None = None,
    mask_requests: bool | None = None,
    reading: QuestionReading | None = None,
    form: QuestionForm | None = None,
    question_prior: tuple[QuestionPrior | None, str | None] = (None, None),
    prior_weight: float = 0.0,
    other_type_edges: list[tuple[str, dict[str, int] | None]] | None = None,
    topic: LinkedEntity | None = None,
) -> RelationRanking:
    """Relation types best first. With `intent` (kn_search sets it for the local BM25 ranker when
    `intent_ranking` is on), the intent ranker (core.search.intent) with `reranker` as its text
    signal and the linked entities' spans masked (`reading`: the question as entity linking read
    it, reused when the masked spans are the same; see core.search.intent.QuestionReading; `form`:
    how the question is put, read here when not given and something is linked; `question_prior`:
    the network's prior and the note why it is not used (core.search.question_prior.load_prior),
    weighted `prior_weight`; `other_type_edges`: the linked names' records of other types, for the
    type signal, from `link_entities`; `topic`: the linked entity a yes-or-no lead-in is about
    (core.search.linking.lead_topic), whose type signal alone counts in full);
    otherwise `reranker` alone on the whole question, as the design describes (a reranking model
    behind HTTP is used that way)."""
    info: dict[str, Any] = {"top_k": top_k, "candidates": len(relations)}
    trace["rerank"] = info
    if not enable_rerank:
        info.update(ranker=SOURCE_ORDER, reason="enable_rerank=false: schema order, cut at top_k")
        kept = relations[:top_k]
        info["kept"] = [r.id for r in kept]
        return RelationRanking([(r, None, SOURCE_ORDER) for r in kept], [], RankerInfo(name=SOURCE_ORDER))
    if intent:
        return _rank_by_intent(query, network, relations, top_k, reranker, trace, debug, linked or [],
                               type_chars, relation_edges, connecting, spelled_share, weights,
                               alternative_edges, cue_share, mask_requests, reading, form,
                               question_prior, prior_weight, other_type_edges, topic)
    ranker = RankerInfo(name=reranker.name)
    info["ranker"] = reranker.name
    if not relations:
        info["kept"] = []
        return RelationRanking([], [], ranker)
    names = object_type_names(network)
    documents = [relation_document(r, names) for r in relations]
    source = reranker.name
    try:
        result = reranker.score_documents(query, documents)
        scores = [float(s) for s in result.scores]
        if len(scores) != len(documents) or any(not 0.0 <= s <= 1.0 for s in scores):
            raise ValueError(
                f"{reranker.name} returned {len(scores)} scores for {len(documents)} documents, "
                "or scores outside [0, 1]"
            )
        raw = [float(s) for s in result.raw_scores]
    except Exception as exc:  # a failing ranker is replaced by the rule-based score
        ranker.fallback_used = True
        ranker.error = _describe(exc)
        source = SOURCE_FALLBACK
        scores = [fallback_score(query, r.name, r.comment) for r in relations]
        raw = list(scores)
        info.update(fallback_used=True, error=ranker.error)
    order = sorted(range(len(relations)), key=lambda i: (-scores[i], i))
    if debug:
        info["documents"] = [
            {"rank": rank, "relation_type_id": relations[i].id, "document": documents[i],
             "raw_score": raw[i] if i < len(raw) else None, "score": round(scores[i], 6)}
            for rank, i in enumerate(order, start=1)
        ]
    ranked = [(relations[i], round(scores[i], 6), source) for i in order[:top_k]]
    info["kept"] = [r.id for r, _, _ in ranked]
    return RelationRanking(ranked, [(relations[i], scores[i]) for i in order], ranker)


def _rank_by_intent(
    query: str,
    network: KnowledgeNetwork,
    relations: list[RelationType],
    top_k: int,
    reranker: Reranker,
    trace: dict[str, Any],
    debug: bool,
    linked: list[LinkedEntity],
    type_chars: dict[str, list[str]] | None,
    relation_edges: dict[str, int] | None = None,
    connecting: dict[str, Any] | None = None,
    spelled_share: float | None = None,
    weights: dict[str, float] | None = None,
    alternative_edges: list[tuple[LinkedEntity, str, dict[str, int] | None]] | None = None,
    cue_share: float | None = None,
    mask_requests: bool | None = None,
    reading: QuestionReading | None = None,
    form: QuestionForm | None = None,
    question_prior: tuple[QuestionPrior | None, str | None] = (None, None),
    prior_weight: float = 0.0,
    other_type_edges: list[tuple[str, dict[str, int] | None]] | None = None,
    topic: LinkedEntity | None = None,
) -> RelationRanking:
    info = trace["rerank"]
    ranker_obj = intent_ranker_for(reranker)
    name = f"{ranker_obj.name}({reranker.name})"
    ranker = RankerInfo(name=name)
    info["ranker"] = name
    if not relations:
        info["kept"] = []
        return RelationRanking([], [], ranker)
    # Only the main entity (the longest mention) is masked: a second mention often carries the
    # intent itself (门诊 in 心力衰竭要挂哪个门诊); its type still counts through `type`. A mention
    # standing as the wh-phrase's noun (高血压有哪些治疗手段: 治疗手段 is a therapy record) names the
    # answer's kind, so it is not the one masked while another mention is left.
    main = main_linked_entity(linked, form)
    answer_end = None
    if linked:
        answer_end = relations_to_answer_type(form or read_question(query, network), relations, linked)
    if answer_end:
        info["answer_end"] = answer_end
    prior, prior_note = question_prior
    if prior_note and prior_weight > 0:
        info["question_prior_note"] = prior_note
    if prior is not None and prior_weight > 0:
        info["question_prior"] = {**prior.describe(), "weight": prior_weight}
    # what a yes-or-no lead-in is about (`lead_topic`) gives the type signal in full, the other
    # entities, and the other records their mentions may name, at the share of records of other
    # types: 萆薢分清汤对小便浑浊有效吗，主治什么 asks 方剂主治 of the formula, not 主治 of a material that
    # would lead to the disease
    records = [(e, e.object_type_id, e.relation_edges) for e in linked] + list(alternative_edges or [])
    firm = [(t, edges) for owner, t, edges in records if topic is None or owner is topic]
    aside = [(t, edges) for owner, t, edges in records if topic is not None and owner is not topic]
    if topic is not None:
        info["lead_topic"] = topic.mention
    scores: IntentScores = ranker_obj.score(
        query, network, relations, spans=[(main.start, main.end)] if main else [],
        linked_types=[e.object_type_id for e in linked], type_chars=type_chars,
        relation_edges=relation_edges,
        instance_relations=firm,
        other_records=list(other_type_edges or ()) + aside,
        connecting=connecting, spelled_share=spelled_share, weights=weights, cue_share=cue_share,
        mask_requests=mask_requests, reading=reading, answer_end=answer_end["relation_types"] if answer_end else (),
        question_prior=prior, prior_weight=prior_weight,
    )
    if "text_ranker_error" in scores.trace:
        ranker.fallback_used = True
        ranker.error = scores.trace["text_ranker_error"]
        info.update(fallback_used=True, error=ranker.error)
    info["intent"] = scores.trace
    order = sorted(range(len(relations)), key=lambda i: (-scores.fused[i], i))
    no_signal = [relations[i].id for i in order if scores.sources[i] == SOURCE_NONE]
    info["no_signal"] = no_signal
    names = object_type_names(network)
    if debug:
        info["documents"] = [
            {"rank": rank, "relation_type_id": relations[i].id, "document": relation_document(relations[i], names),
             "score": scores.fused[i], "score_source": scores.sources[i], "signals": scores.signals[i],
             "matched": scores.matched[i]}
            for rank, i in enumerate(order, start=1)
        ]
    ranked = [(relations[i], scores.fused[i], scores.sources[i]) for i in order[:top_k]]
    info["kept"] = [r.id for r, _, _ in ranked]
    signals = {relations[i].id: scores.signals[i] for i in order[:top_k]}
    return RelationRanking(ranked, [(relations[i], scores.fused[i]) for i in order], ranker, signals)


def relations_to_answer_type(form: QuestionForm, relations: list[RelationType],
                             linked: list[LinkedEntity]) -> dict[str, Any] | None:
    """The relation types that lead from a linked entity's type to the type the question's
    wh-phrase names as the answer's (core.search.question_form: 哪些病, 什么药, 哪些检查), with that
    type and the types they lead from; None when the question names no answer type or no relation
    type leads there. A mention linked over an alias relation type and joined by a copula to a
    question word after it (MDS是哪个病, CJD指的是什么病) starts from the alias's type too: the question
    asks what the name it spells stands for, and the alias relation type leads there; without the
    copula (褥疮归在什么病底下) it asks a relation of what the alias names. A type of the answer's own does not count as a start: from
    a disease, 什么病 reaches every relation type between diseases alike, and a disease record
    standing for a name of another type (an alias read as a disease) would pull them all up."""
    if not form.answer_types:
        return None
    by_id = {rel.id: rel for rel in relations}
    start_types: set[str] = set()
    for entity in linked:
        start_types.add(entity.object_type_id)
        identified = any(at >= entity.end for at in form.copulas)
        if identified and entity.via.startswith(VIA_ALIAS_RELATION):
            over = by_id.get(entity.via.removeprefix(VIA_ALIAS_RELATION))
            alias_type = far_end(over, {entity.object_type_id}) if over is not None else None
            if alias_type is not None:
                start_types.add(alias_type)
    start_types -= form.answer_types
    leading = [rel.id for rel in relations if far_end(rel, start_types) in form.answer_types]
    if not leading:
        return None
    return {"answer_types": sorted(form.answer_types), "from_types": sorted(start_types),
            "relation_types": leading}


# ----------------------------------------------------------------------------------------------
# Object type selection
# ----------------------------------------------------------------------------------------------
Selected = list[tuple[ObjectType, float | None, str, str]]  # (type, score, score_source, selected_by)


def select_object_types(
    objects: list[ObjectType],
    ranking: RelationRanking,
    coarse_scores: dict[str, float],
    top_k: int,
    trace: dict[str, Any],
) -> Selected:
    relation_source = SOURCE_FALLBACK if ranking.ranker.fallback_used else SOURCE_RERANKER
    # Best score of a relation type each object type is an end of, over every scored relation type
    # (not only the top_k): that is the reranker's opinion of the type.
    end_scores: dict[str, float] = {}
    for rel, score in ranking.scores:
        for end in (rel.source_object_type_id, rel.target_object_type_id):
            if score > end_scores.get(end, -1.0):
                end_scores[end] = score

    def score_of(ot: ObjectType) -> tuple[float | None, str]:
        options = []
        if ot.id in coarse_scores:
            options.append((coarse_scores[ot.id], SOURCE_COARSE))
        if ot.id in end_scores:
            options.append((end_scores[ot.id], relation_source))
        if not options:
            return None, SOURCE_NONE
        best = max(options, key=lambda o: o[0])
        return round(best[0], 6), best[1]

    info: dict[str, Any] = {"added": []}
    trace["object_selection"] = info
    out: Selected = []

    def add(ot: ObjectType, rule: str) -> None:
        score, source = score_of(ot)
        out.append((ot, score, source, rule))
        info["added"].append({"object_type_id": ot.id, "rule": rule, "score": score, "score_source": source})

    if ranking.ranked:
        ends: set[str] = set()
        for rel, _, _ in ranking.ranked:
            ends.update((rel.source_object_type_id, rel.target_object_type_id))
        target = max(len(ranking.ranked) * 2, top_k)
        info.update(rule="relations", formula="max(len(relations) * 2, top_k)", target=target)
        filtered = [o for o in objects if o.id in ends]
        for ot in filtered:
            add(ot, BY_ENDPOINT)
        if len(filtered) >= target:
            return out
        rest = [(i, o, score_of(o)[0]) for i, o in enumerate(objects) if o.id not in ends]
        with_score = sorted((r for r in rest if r[2] is not None), key=lambda r: (-r[2], r[0]))
        without = [r for r in rest if r[2] is None]
        for _, ot, score in with_score + without:
            if len(out) >= target:
                break
            add(ot, BY_FILL_SCORE if score is not None else BY_FILL_UNSCORED)
        return out

    limit = top_k * 2
    info.update(rule="no_relations", formula="top_k * 2", target=limit)
    entries = [(i, o, score_of(o)[0]) for i, o in enumerate(objects)]
    entries.sort(key=lambda e: (e[2] is None, -(e[2] or 0.0), e[0]))
    for _, ot, score in entries[:limit]:
        add(ot, BY_TOP_SCORE if score is not None else BY_TOP_UNSCORED)
    return out


# ----------------------------------------------------------------------------------------------
# Response conversion, property pruning, sample data
# ----------------------------------------------------------------------------------------------
# The response's models are made as `trusted` makes them, with the values validation would give
# (floats as floats, lists and dicts copied): a search makes ~120 of them, ~225 us validated and
# ~145 us so. tests/test_search_response_models.py compares each with the validated model.
_PROPERTY_FIELDS = frozenset(("name", "display_name", "comment", "type", "condition_operations"))
_OBJECT_TYPE_FIELDS = frozenset(("concept_id", "concept_name", "comment", "tags", "data_properties", "primary_keys",
                                 "display_key", "score", "score_source", "selected_by"))
_RELATION_TYPE_FIELDS = frozenset(("concept_id", "concept_name", "comment", "source_object_type_id",
                                   "target_object_type_id", "score", "score_source", "rank", "signals"))


def _float(value: float | None) -> float | None:
    return None if value is None else float(value)


def _property_out(prop: DataProperty, brief: bool, **scored: float) -> PropertyInfo:
    """The property as the response lists it; `scored`: its `score=` from property pruning."""
    comment = prop.comment or None
    if brief and comment and comment == prop.display_name:
        comment = None  # it only repeats the display name
    return trusted_from(PropertyInfo, set(_PROPERTY_FIELDS.union(scored)), {
        "name": prop.name, "display_name": prop.display_name, "comment": comment, "type": prop.type,
        "condition_operations": list(prop.operations), "score": _float(scored.get("score")),
    })


def _object_type_out(
    ot: ObjectType, score: float | None, source: str, selected_by: str, brief: bool,
    **pruned: Any,
) -> KnSearchObjectType:
    """The object type as the response lists it; `pruned`: its `data_properties=` (the kept
    ones) and `pruned_properties=` from property pruning, every property otherwise."""
    removed = pruned.get("pruned_properties")
    return trusted_from(KnSearchObjectType, set(_OBJECT_TYPE_FIELDS.union(pruned)), {
        "concept_type": "object_type",
        "concept_id": ot.id,
        "concept_name": ot.name or ot.id,
        "comment": ot.comment or None,
        "tags": None if brief else (list(ot.tags) or None),
        "data_properties": list(pruned["data_properties"]) if pruned else [_property_out(p, brief) for p in ot.data_properties],
        "logic_properties": None,
        "primary_keys": list(ot.primary_keys) or None,
        "display_key": ot.display_key or ot.name_field,
        "sample_data": None,
        "score": _float(score),
        "score_source": source,
        "selected_by": selected_by,
        "pruned_properties": None if removed is None else list(removed),
    })


def _relation_type_out(rel: RelationType, score: float | None, source: str, rank: int,
                       signals: dict[str, float] | None) -> KnSearchRelationType:
    return trusted_from(KnSearchRelationType, set(_RELATION_TYPE_FIELDS), {
        "concept_type": "relation_type",
        "concept_id": rel.id,
        "concept_name": rel.name or rel.id,
        "comment": rel.comment or None,
        "source_object_type_id": rel.source_object_type_id,
        "target_object_type_id": rel.target_object_type_id,
        "score": _float(score),
        "score_source": source,
        "rank": rank,
        "signals": None if signals is None else {name: float(value) for name, value in signals.items()},
    })


def property_document(prop: DataProperty) -> str:
    return " ".join(dict.fromkeys(filter(None, [prop.name, prop.display_name, prop.comment])))


# Each object type's property documents: every search ranks the properties of the types it selects,
# ~115 documents made again each time on the demo (~60 us). Keyed by the type object, which a
# backend hands every search of a network it has loaded (the identity check makes a reused id
# harmless).
_property_documents: LRUCache[int, tuple[ObjectType, tuple[str, ...]]] = LRUCache(1024)


def property_documents(ot: ObjectType) -> tuple[str, ...]:
    """`property_document` of each of the type's data properties, in their order."""
    kept = _property_documents.get(id(ot))
    if kept is not None and kept[0] is ot:
        return kept[1]
    documents = tuple(property_document(prop) for prop in ot.data_properties)
    _property_documents.put(id(ot), (ot, documents))
    return documents


def protected_properties(ot: ObjectType) -> set[str]:
    """Properties pruning never removes: the primary keys and the display key."""
    keep = set(ot.primary_keys)
    display = ot.display_key or ot.name_field
    if display:
        keep.add(display)
    return keep


def pruned_object_types(
    query: str,
    selected: list[tuple[ObjectType, float | None, str, str]],
    cfg: ConceptRetrievalConfig,
    trace: dict[str, Any],
) -> list[KnSearchObjectType]:
    """The selected object types (type, score, score source, selected by) as the response lists
    them, each property scored against the query and the others pruned (see the module
    docstring). Only the kept properties are made into models: of the demo's 115, most are
    pruned, and a model each (and a score set on it) cost ~0.3 ms a search for nothing."""
    schema = [s[0] for s in selected]
    per_k, global_k = cfg.per_object_property_top_k, cfg.global_property_top_k
    props = [(t, j, p) for t, ot in enumerate(schema) for j, p in enumerate(ot.data_properties)]
    documents = [document for ot in schema for document in property_documents(ot)]  # in `props`' order
    scores = default_reranker().rerank(query, documents) if props else []
    score_at = {(t, j): s for (t, j, _), s in zip(props, scores)}
    pruned: dict[tuple[int, int], str] = {}
    pool: list[tuple[float, int, int]] = []  # (score, type index, property index) after per-type cut
    for t, ot in enumerate(schema):
        keys = protected_properties(ot)
        others = sorted(
            (j for j, p in enumerate(ot.data_properties) if p.name not in keys),
            key=lambda j: (-score_at[(t, j)], j),
        )
        budget = max(0, per_k - len(keys))
        for j in others[budget:]:
            pruned[(t, j)] = f"per_object_property_top_k={per_k}"
        pool.extend((score_at[(t, j)], t, j) for j in others[:budget])
    pool.sort(key=lambda e: (-e[0], e[1], e[2]))
    for _, t, j in pool[global_k:]:
        pruned[(t, j)] = f"global_property_top_k={global_k}"

    details = []
    object_types = []
    for t, (ot, type_score, source, selected_by) in enumerate(selected):
        kept, removed = [], []
        for j, prop in enumerate(ot.data_properties):
            score = round(score_at[(t, j)], 6)
            if (t, j) in pruned:
                removed.append(prop.name)
                details.append({"object_type_id": ot.id, "property": prop.name,
                                "score": score, "reason": pruned[(t, j)]})
            else:
                kept.append(_property_out(prop, cfg.schema_brief, score=score))
        object_types.append(_object_type_out(ot, type_score, source, selected_by, cfg.schema_brief,
                                             data_properties=kept, pruned_properties=removed or None))
    trace["property_pruning"] = {
        "per_object_property_top_k": per_k,
        "global_property_top_k": global_k,
        "scored": len(props),
        "kept": len(props) - len(pruned),
        "pruned": details,
        "never_pruned": "primary keys and display key of each returned object type",
    }
    return object_types


def _attach_samples(
    backend: KnowledgeBackend, kn_id: str, object_types: list[KnSearchObjectType], trace: dict[str, Any]
) -> None:
    errors = {}
    for out in object_types:
        try:
            rows = backend.query_instances(kn_id, out.concept_id, InstanceQuery(limit=1)).datas
        except Exception as exc:  # a missing sample must not fail the search
            errors[out.concept_id] = _describe(exc)
            continue
        if rows:
            out.sample_data = {k: v for k, v in rows[0].items() if not k.startswith("_")}
    trace["sample_data"] = {"object_types": len(object_types), "errors": errors}


def _describe(exc: BaseException) -> str:
    if isinstance(exc, KnxError):
        return str(exc)
    return f"{type(exc).__name__}: {exc}"
