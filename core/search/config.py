"""`retrieval_config`: the tunable knobs of kn_search, in three groups, with defaults from the design.

A config is a plain serialisable object: `to_dict()` / `from_dict()` round-trip through JSON (saved
presets, shareable runs), and `merged(overrides)` deep-merges a partial config over this one (a
request's `retrieval_config` over the defaults). Unknown keys and out-of-range values are rejected
with the path named and the valid range given.
"""

from __future__ import annotations

import json
from typing import Annotated, Any

from pydantic import BeforeValidator, ConfigDict, Field, ValidationError

from core.exceptions import ConfigError, describe_validation_error, field_step, number_range
from core.models.input import InputModel


class _Group(InputModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)


class ConceptRetrievalConfig(_Group):
    top_k: int = Field(10, ge=1, le=1000, description="How many relation types concept recall keeps after ranking; object types follow from them.")
    include_sample_data: bool = Field(False, description="Attach one sample instance to each returned object type.")
    schema_brief: bool = Field(True, description="Return a brief schema: per property only name, display name, type, comment and operations.")
    enable_coarse_recall: bool = Field(True, description="On large networks, pre-select object and relation types by text search before ranking.")
    coarse_object_limit: int = Field(2000, ge=1, le=100000, description="Coarse recall: at most this many object types are kept.")
    coarse_relation_limit: int = Field(300, ge=1, le=100000, description="Coarse recall: at most this many relation types are kept.")
    coarse_min_relation_count: int = Field(5000, ge=1, le=10000000, description="Coarse recall runs only when the network has at least this many relation types.")
    enable_property_brief: bool = Field(True, description="Prune each object type's properties to those most relevant to the question.")
    enable_entity_linking: bool = Field(True, description="Link the instances the question names (dictionary of names and aliases, longest match) and rank relation types and nodes around them.")
    intent_ranking: bool = Field(True, description="Rank relation types by intent (question without the linked entities: BM25 text, one-character words, word vectors, linked types); off = the reranker on the whole question.")
    spelled_name_share: float = Field(0.5, ge=0.0, le=1.0, description="Intent ranking: the words of a relation name the question spells out count this share for the other relation types (1 = in full, 0 = not at all).")
    per_object_property_top_k: int = Field(8, ge=1, le=1000, description="Property pruning: at most this many properties per object type.")
    global_property_top_k: int = Field(30, ge=1, le=10000, description="Property pruning: at most this many properties over all returned object types.")
    # Intent ranking's fusion weights (core.search.intent: fused = sum of weight x signal). The
    # type and connecting weights were fitted by cross-validation (bench/fusion_fit.py, docs/linking.md).
    intent_weight_text: float = Field(0.3, ge=0.0, le=2.0, description="Intent ranking: weight of the text signal (BM25 of the question without the linked entities over the relation documents).")
    intent_weight_unigram: float = Field(0.1, ge=0.0, le=2.0, description="Intent ranking: weight of the one-character signal (the question's characters in a relation's character lexicon).")
    intent_weight_semantic: float = Field(0.3, ge=0.0, le=2.0, description="Intent ranking: weight of the word-vector signal (best cosine between a question word and a relation word).")
    intent_weight_answer: float = Field(0.3, ge=0.0, le=2.0, description="Intent ranking: weight of the answer-type signal (the kind of value the question asks for or names: a date, 哪国人).")
    intent_weight_type: float = Field(0.65, ge=0.0, le=2.0, description="Intent ranking: weight of the type signal (a linked entity's type is the relation's source, or its target at 0.7).")
    intent_weight_name: float = Field(0.2, ge=0.0, le=2.0, description="Intent ranking: added when the question spells out the relation's whole name.")
    intent_weight_connecting: float = Field(0.45, ge=0.0, le=2.0, description="Intent ranking: added when an edge of the relation type joins two instances the question names.")
    answer_cue_share: float = Field(0.5, ge=0.0, le=1.0, description="Intent ranking: the words of a phrase asking for a kind of value (哪个国家的人, 什么时候) count this share for the relation types without an answer signal (1 = in full).")
    mask_request_phrases: bool = Field(True, description="Intent ranking: phrases of how the question asks (请问, 帮我找出, 可以吗), how to order the answer (按名称排序) and filler words (主要, 现在, 到底; kept where a relation type's name holds them) are masked before relation types are scored.")
    standard_record_of_written_twice: bool = Field(True, description="Entity linking: two records of one type that name each other in alias properties (a trade-name record and the generic one) are one instance written twice; a mention of the one goes to the record the naming properties call standard (通用名, generic), as any alias goes to the record it names. Off: the record of the mention's own name.")
    leaf_by_edges: bool = Field(True, description="Entity linking: a leaf record, whose name in the question gives way to a credible name it overlaps or starts with (含服硝酸甘油 / 硝酸甘油片), is one with at most one weighted edge (incoming ones counting a tenth) and at most three edges at either end, each counted once. Off: the weighted edge alone, so a value a dozen records point at (a department, a symptom) is a leaf too.")
    sounded_names: bool = Field(False, description="Entity linking: a name or alias of three Chinese characters or more typed with one character that sounds as its own in its place (布落芬 for 布洛芬, 阑尾严 for 阑尾炎: a pinyin keyboard's slip) is a mention of the name, unless the stretch typed is a word of its own, two names side by side, a name typed right with a better documented record or with one of the words sentences are made of beside it (玻璃体上 is no 玻璃体疝), or reads as everyday words (core.search.name_sounds, linking.sounding_mentions). Off by default: on the demo's sets it finds the named entities of misspelled questions (the eightieth set's entity@1 0.505 → 0.862, the sixty-first's 0.524 → 0.790) and loses a few held-out hits of correctly typed ones (docs/linking.md, thirty-third and fifty-eighth rounds).")
    names_without_notes: bool = Field(True, description="Entity linking: a name written without the bracketed note its record's name ends in (万苏林 of 万苏林（中效胰岛素）, 声带休息 of 声带休息（声休）) is a mention of the record, unless the network records that name on its own, it has fewer than three characters, names a stage or form alone (晚期（骨化期）) or is a stem the network names other records of the type by (脑电图 of 脑电图（EEG） beside 脑电图检查) (core.search.name_dictionary.note_free_name, Dictionary.find_written). On by default since the fifty-seventh round (docs/linking.md); false reads only the names as the network writes them.")
    dashes_as_typed: bool = Field(True, description="Entity linking: a name the network writes with a dash (肩—手综合征, 5—氟尿嘧啶, 急性气管－支气管炎) typed with a hyphen, or without the dashes standing between two Chinese characters (肩-手综合征, 肩手综合征, 5-氟尿嘧啶), is a mention of the record, unless the network records that name on its own or it has fewer than three characters (core.search.name_dictionary.typed_dashed_names, Dictionary.find_written). On by default since the fifty-second round: on the dash names sets it finds the records typed as a keyboard does, and no other outcome of the demo's sets changes (docs/linking.md, fiftieth and fifty-second rounds). Off: only the name as the network writes it.")
    foreign_names: bool = Field(False, description="Entity linking: a record's name in another language - a value of a property holding it (english_name, 英文名, 外文名, 拉丁学名), in Latin letters - is a mention of the record, as written or typed with a hyphen for its dashes (Prune-Belly Syndrome of 先天性腹壁肌肉发育不良, whose English name the network writes Prune—Belly Syndrome), unless the network records that name otherwise or it has fewer than three characters; not inside a longer Latin word (core.search.name_dictionary.FOREIGN_NAMES). Off by default: on a set written after its rule it finds the records named so (entity@1 0.129 → 0.971 with aliases_as_typed) and it loses held-out hits of other questions (docs/linking.md, fifty-ninth round).")
    aliases_as_typed: bool = Field(False, description="Entity linking: an alias holding a dash - an alias property value or an alias record's name - typed with a hyphen, or without the dashes standing between two Chinese characters, names what the alias names (狄波普维拉 of the trade name 狄波—普维拉, 雷尼综合征 of the alias record 雷—尼综合征), as dashes_as_typed reads a record's own name; a question asking what such an alias stands for finds the alias record by its name as the network writes it (core.search.name_dictionary.TYPED_ALIASES, linking.alias_record). Off by default (docs/linking.md, fifty-ninth round).")
    type_signal_alternatives: int = Field(2, ge=0, le=5, description="Intent ranking: the type signal also counts the edges of up to this many other instances of the linked type the mention may name (流感 by name, 流行性感冒 by alias); 0 = the chosen instance's only.")
    lead_topic_first: bool = Field(True, description="Entity linking and intent ranking: a question whose question word's clause names nothing and follows yes-or-no clauses (疏凿饮子能消水肿吗，还管啥) asks about the first entity the first of those clauses names (or the head of a pair joined to it by a conjunction across a space: 大丹参 跟丹参一样能活血吗 有啥功效), unless that one is of the answer's type: its records alone count in full in the type signal (the other entities' and their other records' at half share), and it comes first among entities the asked relation's ends tie. Off: every linked entity counts in full.")
    type_signal_other_types: int = Field(2, ge=0, le=5, description="Intent ranking: the type signal also counts, at half share, the edges of up to this many records of other types that carry the linked mention's name by their own name (心悸 the symptom beside 心悸 the disease); 0 = off.")

    question_prior_weight: float = Field(0.3, ge=0.0, le=2.0, description="Intent ranking: weight of the question prior, the probability a model fitted on the network's labelled question sets (knx prior fit) gives the relation type; no effect on a network without one; 0 = off.")

    def written_as(self) -> frozenset[str]:
        """The kinds of names as people write them that entity linking reads (core.search.name_dictionary)."""
        from core.search.name_dictionary import written_kinds  # config is read before search's modules

        return written_kinds(names_without_notes=self.names_without_notes, dashes_as_typed=self.dashes_as_typed,
                             foreign_names=self.foreign_names, aliases_as_typed=self.aliases_as_typed)

    def intent_weights(self) -> dict[str, float]:
        """The intent ranker's weights per signal (text, unigram, semantic, answer, type, name, connecting)."""
        prefix = "intent_weight_"
        return {name[len(prefix):]: float(getattr(self, name)) for name in type(self).model_fields
                if name.startswith(prefix)}


class SemanticInstanceRetrievalConfig(_Group):
    initial_candidate_count: int = Field(50, ge=1, le=10000, description="Candidates fetched per object type before scoring and cutting.")
    per_type_instance_limit: int = Field(5, ge=1, le=1000, description="Instances kept per object type after sorting by score (also the knn k).")
    max_semantic_sub_conditions: int = Field(10, ge=1, le=100, description="At most this many knn / == / match sub conditions in one object type's OR.")
    semantic_field_keep_ratio: float = Field(0.2, ge=0.01, le=1.0, description="Searchable fields of a type are ranked by relevance to the question (the display key always first); this share of them is searched.")
    semantic_field_keep_min: int = Field(5, ge=1, le=1000, description="Fewest searchable fields searched per type (after the ratio).")
    semantic_field_keep_max: int = Field(15, ge=1, le=1000, description="Most searchable fields searched per type (after the ratio).")
    min_direct_relevance: float = Field(0.3, ge=0.0, le=1.0, description="Nodes scoring below this (after normalisation) are dropped.")
    enable_global_final_score_ratio_filter: bool = Field(True, description="Drop nodes scoring below max_score x global_final_score_ratio (the best node always stays).")
    global_final_score_ratio: float = Field(0.25, ge=0.0, le=1.0, description="Relative threshold of the global filter.")
    exact_name_match_score: float = Field(0.85, ge=0.0, le=1.0, description="Score of a node whose name equals the query when no search score is available.")


class PropertyFilterConfig(_Group):
    max_properties_per_instance: int = Field(20, ge=1, le=1000, description="Each node keeps at most this many properties (first by key name).")
    max_property_value_length: int = Field(500, ge=1, le=100000, description="String values longer than this are cut and end with '...'.")
    enable_property_filter: bool = Field(True, description="Apply the two limits above to node properties.")


class RetrievalConfig(InputModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)

    concept_retrieval: ConceptRetrievalConfig = Field(default_factory=ConceptRetrievalConfig)
    semantic_instance_retrieval: SemanticInstanceRetrievalConfig = Field(default_factory=SemanticInstanceRetrievalConfig)
    property_filter: PropertyFilterConfig = Field(default_factory=PropertyFilterConfig)

    # -- serialisation ---------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return self.model_dump(mode="json")

    def to_json(self, indent: int | None = 2) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=indent)

    @classmethod
    def from_dict(cls, data: dict[str, Any] | None) -> "RetrievalConfig":
        """A full config from a (possibly partial) dict; missing fields take the defaults."""
        return cls().merged(data)

    @classmethod
    def from_json(cls, text: str) -> "RetrievalConfig":
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ConfigError(f"retrieval_config: not valid JSON ({exc.msg} at line {exc.lineno})") from None
        return cls.from_dict(data)

    def merged(self, overrides: dict[str, Any] | "RetrievalConfig" | None) -> "RetrievalConfig":
        """This config with `overrides` deep-merged over it; the result is validated as a whole."""
        if overrides is None:
            return self.model_copy(deep=True)
        if isinstance(overrides, RetrievalConfig):
            overrides = overrides.to_dict()
        if not isinstance(overrides, dict):
            raise ConfigError(
                f"retrieval_config: expected an object with concept_retrieval, "
                f"semantic_instance_retrieval, property_filter; got {type(overrides).__name__}"
            )
        merged = _deep_merge(self.to_dict(), overrides, "retrieval_config")
        try:
            return RetrievalConfig.model_validate(merged)
        except ValidationError as exc:
            raise ConfigError(describe_config_error(exc)) from None

    def diff(self, other: "RetrievalConfig") -> dict[str, tuple[Any, Any]]:
        """Fields that differ, as {"group.field": (this value, other value)}."""
        out: dict[str, tuple[Any, Any]] = {}
        mine, theirs = self.to_dict(), other.to_dict()
        for group, values in mine.items():
            for key, value in values.items():
                if theirs[group][key] != value:
                    out[f"{group}.{key}"] = (value, theirs[group][key])
        return out

    def overrides(self) -> dict[str, Any]:
        """Only the fields that differ from the defaults (what a shareable link needs)."""
        default = RetrievalConfig().to_dict()
        out: dict[str, Any] = {}
        for group, values in self.to_dict().items():
            changed = {k: v for k, v in values.items() if default[group][k] != v}
            if changed:
                out[group] = changed
        return out


def _merge_over_defaults(value: Any) -> Any:
    if value is None or isinstance(value, RetrievalConfig):
        return value
    return RetrievalConfig.from_dict(value)


# A request's `retrieval_config`: a partial dict deep-merges over the defaults (ConfigError names the
# bad path); None means "the defaults".
RetrievalConfigField = Annotated[RetrievalConfig | None, BeforeValidator(_merge_over_defaults)]


# Fields earlier versions accepted and never honoured (an LLM filter, a session union of concepts, a
# batch size of remote field scoring); a saved preset that still has them loads, without them.
REMOVED_FIELDS = {
    "concept_retrieval": ("skip_llm", "return_union"),
    "semantic_instance_retrieval": ("semantic_field_rerank_batch_size",),
}

GROUPS: dict[str, type[_Group]] = {
    "concept_retrieval": ConceptRetrievalConfig,
    "semantic_instance_retrieval": SemanticInstanceRetrievalConfig,
    "property_filter": PropertyFilterConfig,
}


def field_range(group: str, name: str) -> tuple[float | None, float | None]:
    """(minimum, maximum) of a numeric config field, for forms."""
    return number_range(GROUPS[group].model_fields[name])


def _deep_merge(base: dict[str, Any], overrides: dict[str, Any], path: str) -> dict[str, Any]:
    out = dict(base)
    removed = REMOVED_FIELDS.get(path.rsplit(".", 1)[-1], ())
    for key, value in overrides.items():
        where = path + field_step(str(key))
        if key in removed:
            continue
        if key not in base:
            valid = ", ".join(base)
            raise ConfigError(f"{where}: unknown key", suggestion=f"valid keys here: {valid}")
        if isinstance(base[key], dict):
            if value is None:
                continue  # an explicit null group means "defaults", as upstream treats it
            if not isinstance(value, dict):
                raise ConfigError(f"{where}: expected an object, got {type(value).__name__}")
            out[key] = _deep_merge(base[key], value, where)
        else:
            out[key] = value
    return out


def describe_config_error(exc: ValidationError) -> str:
    return describe_validation_error(exc, "retrieval_config", model=RetrievalConfig)


# -- presets ------------------------------------------------------------------------------------------
def preset_parts(data: bytes | str | dict[str, Any], *, source: str = "preset") -> tuple[str | None, dict[str, Any]]:
    """(name, retrieval_config overrides) of a preset: `{"name": ..., "retrieval_config": {...}}`, or a
    bare (possibly partial) retrieval_config, with a `name` beside its groups or none (name None).
    Takes JSON text, bytes or the decoded object; every error names `source`. The overrides are
    checked for shape here, for values by `from_dict`."""
    document: Any = data
    if isinstance(document, bytes):
        try:
            document = document.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise ConfigError(f"{source}: not UTF-8 text; a preset is a JSON file") from None
    if isinstance(document, str):
        try:
            document = json.loads(document)
        except json.JSONDecodeError as exc:
            raise ConfigError(
                f"{source}: not valid JSON ({exc.msg} at line {exc.lineno} column {exc.colno})",
                suggestion='a preset looks like {"name": "...", "retrieval_config": {"concept_retrieval": {...}}}',
            ) from None
    if not isinstance(document, dict):
        raise ConfigError(f"{source}: expected a JSON object, got {type(document).__name__}")
    if "retrieval_config" in document:
        extra = sorted(set(document) - {"name", "retrieval_config"})
        if extra:
            raise ConfigError(f"{source}: unknown key(s) {', '.join(extra)}",
                              suggestion="a preset has only name and retrieval_config")
        name = document.get("name")
        if name is not None and not isinstance(name, str):
            raise ConfigError(f"{source}.name: expected a string")
        overrides = document["retrieval_config"]
        if not isinstance(overrides, dict):
            raise ConfigError(f"{source}.retrieval_config: expected a JSON object")
        return name, overrides
    # a bare retrieval_config may carry its name beside the groups: {"name": "off", "concept_retrieval": {...}}
    groups = {key: value for key, value in document.items() if key != "name"}
    if set(groups) <= set(GROUPS):
        name = document.get("name")
        if name is not None and not isinstance(name, str):
            raise ConfigError(f"{source}.name: expected a string")
        return name, groups
    unknown = sorted(set(groups) - set(GROUPS))
    raise ConfigError(
        f"{source}: unknown key(s) {', '.join(unknown)}",
        suggestion="expected name and retrieval_config, or the groups " + ", ".join(GROUPS)
        + " (a name beside them is kept)",
    )


def parse_preset(data: bytes | str | dict[str, Any], *, source: str = "preset") -> tuple[str | None, RetrievalConfig]:
    """(name, config) from a preset (see `preset_parts`), the config validated over the defaults."""
    name, overrides = preset_parts(data, source=source)
    return name, RetrievalConfig.from_dict(overrides)
