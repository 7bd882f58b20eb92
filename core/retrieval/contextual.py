"""Contextual knowledge: how the data is stored, so a downstream query is written right.

Four parts (contextual-knowledge-recall, section 4), each from a few backend queries:

- keyword mappings (storage forms): how a keyword is stored. On the requested object type's name
  field: exact and "stored value inside the keyword" forms from one `in` over the keyword and its
  substrings, "keyword inside a stored value" from `contain`, fuzzy variants from character-bigram
  candidates (`match`; else `knn`; else an `or` of `contain` on the keyword's bigrams) scored with
  rapidfuzz. Then the name fields of the session schema's other object types, one query each
  (`in` + the bigram candidates), because a variant is often stored as another type (上气道阻塞 is a
  symptom while 上气道梗阻 is a disease). Three to five forms per match type, each with a confidence.
- attribute formats: for each numeric/date constraint in the text (30岁, 大于30, 2020年, 0.8以上),
  the property it constrains (a property name or display name mentioned next to it, else the
  unit's usual property: 岁 -> 年龄/age ...), with stored samples and their pattern (integer,
  float, string with unit, range, date), unit, and the value rewritten in the stored form.
- relation patterns: typical source and target names and the cardinality, measured on a sample
  (see `relation_patterns`).
- primary fields: the name and id field of each object type, with samples (one small query per
  object type, so that the samples do not depend on which relation types were walked before).

Relation patterns and primary fields depend on the data only, so they are measured once per
network object and kept (a rebuilt network is a new object); storage forms and attribute formats
depend on the keyword or question and are always queried.

Failures of one part are logged and reported in `messages`; the other parts are still returned.
"""

from __future__ import annotations

import logging
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any, Callable

from rapidfuzz import fuzz, utils

from core.backends.base import KnowledgeBackend
from core.exceptions import KnxError
from core.lru import LRUCache
from core.models.condition import coerce_number
from core.models.network import DataProperty, KnowledgeNetwork, ObjectType, RelationType
from core.models.query import (
    DISPLAY,
    INSTANCE_ID,
    InstanceQuery,
    ObjectTypeOnPath,
    RelationTypePath,
    SubgraphQuery,
    TypeEdge,
)
from core.retrieval.models import (
    AttributeFormat,
    ContextualKnowledge,
    KeywordMapping,
    KeywordRelationPattern,
    RelationWordMapping,
    PrimaryFields,
    RelationPattern,
    RelationSample,
    StorageForm,
)
from core.retrieval.keyword_context import QUESTION_FILLER
from core.text import char_bigrams

logger = logging.getLogger(__name__)

FORMS_PER_TYPE = 5  # storage forms per match type (the design asks for 3-5)
FUZZY_CANDIDATES = 30  # bigram candidates scored with rapidfuzz per object type
FUZZY_MIN_SIMILARITY = 60.0  # rapidfuzz ratio (0-100) a variant needs
MAX_KEYWORD_UNITS = 32  # substrings are generated from at most this many characters/words
ATTRIBUTE_SAMPLES = 20
RELATION_SAMPLE_STARTS = 100  # start instances of each walk (see relation_patterns)
RELATION_DEGREE_CAP = 2  # neighbours per instance and hop: seeing a second one is all "many" needs
RELATION_PATH_LIMIT = 30  # walks kept per walk start end: bounds the instances fetched
PRIMARY_SAMPLES = 3


# ----------------------------------------------------------------------------------------------
# Storage forms
# ----------------------------------------------------------------------------------------------
def keyword_substrings(keyword: str) -> list[str]:
    """Contiguous pieces of the keyword, of 2+ characters, that could be stored values. Latin and
    digit runs count as one unit, so pieces never cut a word (`sthm` is not a name)."""
    units = [m.span() for m in re.finditer(r"[A-Za-z0-9]+|\S", keyword)][:MAX_KEYWORD_UNITS]
    pieces: list[str] = []
    for i in range(len(units)):
        for j in range(i, len(units)):
            piece = keyword[units[i][0]:units[j][1]].strip()
            if len(piece) >= 2 and piece != keyword:
                pieces.append(piece)
    return list(dict.fromkeys(pieces))


def classify(keyword: str, value: str) -> tuple[str, str | None, float] | None:
    """(match type, containment, confidence) of a stored value for the keyword, or None.

    exact = 1.0; contains = 0.5 + 0.5 x (shorter / longer), so a near-complete containment is
    worth more than a short piece; fuzzy = rapidfuzz's normalised Indel similarity (case folded),
    at most 0.95 so a variant never outranks an exact form.
    """
    if value == keyword:
        return "exact", None, 1.0
    if keyword in value:
        return "contains", "keyword_in_value", round(0.5 + 0.5 * len(keyword) / len(value), 4)
    if value in keyword:
        return "contains", "value_in_keyword", round(0.5 + 0.5 * len(value) / len(keyword), 4)
    similarity = fuzz.ratio(keyword, value, processor=utils.default_process)
    if similarity >= FUZZY_MIN_SIMILARITY:
        return "fuzzy", None, round(min(similarity / 100.0, 0.95), 4)
    return None


def _bigram_candidates(prop: DataProperty, keyword: str) -> dict[str, Any] | None:
    """Candidate condition for fuzzy variants: the keyword's character bigrams."""
    ops = prop.operations
    if "match" in ops:
        return {"operation": "match", "field": prop.name, "value": keyword}
    if "knn" in ops:
        return {"operation": "knn", "field": prop.name, "value": keyword,
                "limit_key": "k", "limit_value": FUZZY_CANDIDATES}
    grams = list(dict.fromkeys(char_bigrams(keyword)))[:8]
    op = "contain" if "contain" in ops else ("like" if "like" in ops else None)
    if op is None or not grams:
        return None
    subs = [{"operation": op, "field": prop.name, "value": _literal(g, op)} for g in grams]
    return subs[0] if len(subs) == 1 else {"operation": "or", "sub_conditions": subs}


def _literal(text: str, op: str) -> str:
    # `like` reads % _ and backslash as pattern syntax; escape them to search the text itself.
    return re.sub(r"([%_\\])", r"\\\1", text) if op == "like" else text


def _in_condition(prop: DataProperty, values: list[str]) -> dict[str, Any] | None:
    if "in" in prop.operations:
        return {"operation": "in", "field": prop.name, "value": values}
    if "==" in prop.operations:
        subs = [{"operation": "==", "field": prop.name, "value": v} for v in values]
        return subs[0] if len(subs) == 1 else {"operation": "or", "sub_conditions": subs}
    return None


def _contains_condition(prop: DataProperty, keyword: str) -> dict[str, Any] | None:
    for op in ("contain", "like"):
        if op in prop.operations:
            return {"operation": op, "field": prop.name, "value": _literal(keyword, op)}
    return None


def name_property(object_type: ObjectType) -> DataProperty | None:
    name = object_type.name_field
    prop = object_type.get_property(name) if name else None
    if prop is not None and prop.family in ("text", "other"):
        return prop
    return None


class _Forms:
    """Storage forms of one object type, one per distinct stored value, best confidence kept."""

    def __init__(self, keyword: str, object_type: ObjectType, prop: DataProperty) -> None:
        self.keyword = keyword
        self.object_type = object_type
        self.prop = prop
        self.forms: dict[str, StorageForm] = {}

    def add_rows(self, rows: list[dict[str, Any]], only: Callable[[str], bool] = lambda _t: True) -> None:
        for row in rows:
            value = row.get(self.prop.name)
            if value is None:
                continue
            text = str(value)
            kind = classify(self.keyword, text)
            if kind is None or not only(kind[0]):
                continue
            match_type, containment, confidence = kind
            known = self.forms.get(text)
            if known is not None and known.confidence >= confidence:
                continue
            self.forms[text] = StorageForm(
                form=text, match_type=match_type, containment=containment, field=self.prop.name,
                sample_instance_id=row.get(INSTANCE_ID) or "",
                sample_instance_name=row.get(DISPLAY, text), confidence=confidence,
            )

    def mapping(self, searched_as: str) -> KeywordMapping:
        by_type: dict[str, list[StorageForm]] = defaultdict(list)
        for form in sorted(self.forms.values(), key=lambda f: (-f.confidence, f.form)):
            if len(by_type[form.match_type]) < FORMS_PER_TYPE:
                by_type[form.match_type].append(form)
        forms = [f for t in ("exact", "contains", "fuzzy") for f in by_type.get(t, [])]
        return KeywordMapping(
            keyword=self.keyword, object_type_id=self.object_type.id, primary_field=self.prop.name,
            searched_as=searched_as, storage_forms=forms,
            match_confidence=max((f.confidence for f in forms), default=0.0),
        )


def storage_forms(
    backend: KnowledgeBackend,
    network: KnowledgeNetwork,
    object_type: ObjectType,
    keyword: str,
    other_types: list[ObjectType],
    errors: list[str],
) -> list[KeywordMapping]:
    """Keyword mappings: the requested type first, then the other types where forms were found."""
    mappings: list[KeywordMapping] = []
    prop = name_property(object_type)
    if prop is None:
        errors.append(f"对象类型 {object_type.id} 没有名称字段，未召回其存储形式")
    else:
        forms = _Forms(keyword, object_type, prop)
        exact_and_pieces = _in_condition(prop, [keyword, *keyword_substrings(keyword)])
        plans = [
            (exact_and_pieces, 50, lambda t: t in ("exact", "contains")),
            (_contains_condition(prop, keyword), FORMS_PER_TYPE + 1, lambda t: t in ("exact", "contains")),
            (_bigram_candidates(prop, keyword), FUZZY_CANDIDATES, lambda t: True),
        ]
        for condition, limit, only in plans:
            if condition is None:
                continue
            rows = _query(backend, network, object_type, condition, limit, [prop.name], errors, "存储形式")
            forms.add_rows(rows, only)
        mappings.append(forms.mapping("requested"))
    for other in other_types:
        other_prop = name_property(other)
        if other_prop is None:
            continue
        parts = [c for c in (
            _in_condition(other_prop, [keyword, *keyword_substrings(keyword)]),
            _bigram_candidates(other_prop, keyword),
        ) if c is not None]
        if not parts:
            continue
        condition = parts[0] if len(parts) == 1 else {"operation": "or", "sub_conditions": parts}
        rows = _query(backend, network, other, condition, FUZZY_CANDIDATES, [other_prop.name], errors, "存储形式")
        forms = _Forms(keyword, other, other_prop)
        forms.add_rows(rows)
        if forms.forms:
            mappings.append(forms.mapping("schema"))
    return mappings


# ----------------------------------------------------------------------------------------------
# Attribute formats
# ----------------------------------------------------------------------------------------------
_UNITS = (
    "周岁|岁|个月|月|年|天|日|周|小时|分钟|秒|万元|元|千克|公斤|克|毫克|毫升|厘米|毫米|米|次|例|人|"
    "%|％|kg|mg|ml|cm|mm|g"
)
_NUM = r"\d+(?:\.\d+)?"
_RANGE_MENTION = re.compile(rf"({_NUM})\s*(?:{_UNITS})?\s*[-~～到至]\s*({_NUM})\s*({_UNITS})?")
_DATE_MENTIONS = (
    re.compile(r"(\d{4})\s*年(?:\s*(\d{1,2})\s*月(?:\s*(\d{1,2})\s*[日号])?)?"),
    re.compile(r"(\d{4})[-/.](\d{1,2})(?:[-/.](\d{1,2}))?"),
)
_NUMBER_MENTION = re.compile(rf"({_NUM})\s*({_UNITS})?")
_PREFIX_OPS = (
    ("大于等于", ">="), ("不少于", ">="), ("不低于", ">="), ("至少", ">="), ("小于等于", "<="),
    ("不超过", "<="), ("不高于", "<="), ("至多", "<="), ("最多", "<="), ("大于", ">"), ("超过", ">"),
    ("高于", ">"), ("多于", ">"), ("晚于", ">"), ("小于", "<"), ("低于", "<"), ("少于", "<"),
    ("不到", "<"), ("早于", "<"), ("等于", "=="), ("为", "=="), ("是", "=="),
    (">=", ">="), ("<=", "<="), (">", ">"), ("<", "<"), ("=", "=="),
)
_SUFFIX_OPS = (
    ("以上", ">="), ("以下", "<="), ("以内", "<="), ("之内", "<="), ("之前", "<"), ("以前", "<"),
    ("之后", ">"), ("以后", ">"), ("及以上", ">="), ("及以下", "<="),
)
# Which properties a unit usually belongs to, when the text names none.
_UNIT_HINTS = {
    "岁": ("年龄", "age"), "周岁": ("年龄", "age"),
    "天": ("周期", "时长", "天", "period", "day", "duration"), "日": ("周期", "天", "period", "day"),
    "周": ("周期", "时长", "period", "week"), "个月": ("周期", "时长", "period", "month"),
    "月": ("周期", "月", "period", "month"), "小时": ("时长", "小时", "hour", "duration"),
    "%": ("率", "比例", "rate", "ratio", "percent"), "％": ("率", "比例", "rate", "ratio", "percent"),
    "元": ("价格", "费用", "金额", "price", "cost", "money", "fee"),
    "万元": ("价格", "费用", "金额", "price", "cost", "money", "fee"),
}
_DATE_HINTS = ("日期", "时间", "年份", "date", "time", "year")
_MENTION_WINDOW = 16  # characters between a property's name and the value it constrains


@dataclass
class Constraint:
    mention: str
    start: int
    operation: str
    value: Any  # a number, a (low, high) pair, or an ISO date prefix
    unit: str | None
    kind: str  # "number", "range" or "date"


def find_constraints(text: str) -> list[Constraint]:
    """Numeric, range and date value mentions with the comparison written around them."""
    found: list[Constraint] = []
    taken: list[tuple[int, int]] = []

    def free(span: tuple[int, int]) -> bool:
        return all(span[1] <= a or span[0] >= b for a, b in taken)

    for pattern in _DATE_MENTIONS:
        for m in pattern.finditer(text):
            if not free(m.span()):
                continue
            iso = m.group(1) + (f"-{int(m.group(2)):02d}" if m.group(2) else "") + (
                f"-{int(m.group(3)):02d}" if m.group(3) else "")
            taken.append(m.span())
            found.append(Constraint(m.group(0), m.start(), "==", iso, None, "date"))
    # Dates first (2020-05 is not a range), then ranges (30-40岁 is not two numbers), then numbers.
    for m in _RANGE_MENTION.finditer(text):
        if not free(m.span()):
            continue
        taken.append(m.span())
        low, high = coerce_number(m.group(1)), coerce_number(m.group(2))
        found.append(Constraint(m.group(0), m.start(), "range", (low, high), m.group(3), "range"))
    for m in _NUMBER_MENTION.finditer(text):
        if not free(m.span()):
            continue
        taken.append(m.span())
        found.append(Constraint(m.group(0), m.start(), "==", coerce_number(m.group(1)), m.group(2), "number"))
    for c in found:
        end = c.start + len(c.mention)
        before = text[max(0, c.start - 6):c.start].rstrip()
        after = text[end:end + 4]
        prefix = next(((w, o) for w, o in _PREFIX_OPS if before.endswith(w)), None)
        suffix = next(((w, o) for w, o in sorted(_SUFFIX_OPS, key=lambda x: -len(x[0])) if after.startswith(w)), None)
        if c.kind != "range":
            c.operation = (suffix or prefix or ("", "=="))[1]
        if prefix is not None:
            c.start = text.rfind(prefix[0], 0, c.start)
        c.mention = text[c.start:end] + (suffix[0] if suffix else "")
    return sorted(found, key=lambda c: c.start)


def _labels(prop: DataProperty) -> list[str]:
    return [x for x in dict.fromkeys([prop.name, prop.display_name or "", prop.comment or ""]) if len(x) >= 2]


def constrained_properties(
    text: str, object_types: list[ObjectType]
) -> list[tuple[ObjectType, DataProperty, Constraint]]:
    """Pair each value mention with the property it constrains.

    Chinese puts the property before its value (年龄大于30岁), so the nearest property name or
    display name mentioned before the value wins, unless another value sits between them (that one
    is its value); then the nearest name right after the value; else a property the unit usually
    belongs to (岁 -> 年龄/age, a date -> a date property).
    """
    constraints = find_constraints(text)
    if not constraints:
        return []
    lowered = text.lower()
    mentions: list[tuple[int, int, ObjectType, DataProperty]] = []  # (start, end, type, property)
    for ot in object_types:
        for prop in ot.data_properties:
            if prop.family == "bool":
                continue
            for label in _labels(prop):
                for m in re.finditer(re.escape(label.lower()), lowered):
                    mentions.append((m.start(), m.end(), ot, prop))
    out: list[tuple[ObjectType, DataProperty, Constraint]] = []
    for i, c in enumerate(constraints):
        end = c.start + len(c.mention)
        previous_end = constraints[i - 1].start + len(constraints[i - 1].mention) if i else -1
        next_start = constraints[i + 1].start if i + 1 < len(constraints) else len(text)
        before = [m for m in mentions if previous_end <= m[1] <= c.start and c.start - m[1] <= _MENTION_WINDOW]
        after = [m for m in mentions if end <= m[0] < next_start and m[0] - end <= _MENTION_WINDOW]
        if before:
            _, _, ot, prop = max(before, key=lambda m: (m[1], m[1] - m[0]))
            out.append((ot, prop, c))
            continue
        if after:
            _, _, ot, prop = min(after, key=lambda m: (m[0], m[0] - m[1]))
            out.append((ot, prop, c))
            continue
        hints = _DATE_HINTS if c.kind == "date" else _UNIT_HINTS.get(c.unit or "", ())
        match = next(
            ((ot, prop) for ot in object_types for prop in ot.data_properties
             if (c.kind == "date" and prop.family == "date")
             or any(h in " ".join(_labels(prop)).lower() for h in hints)),
            None,
        )
        if match is not None:
            out.append((*match, c))
    return out


_RANGE_VALUE = re.compile(rf"^\s*({_NUM})\s*([^\d\s.~～-]*)\s*[-~～到至]\s*({_NUM})\s*(\S*)\s*$")
_UNIT_VALUE = re.compile(rf"^\s*({_NUM})\s*([^\d\s.]+)\s*$")
_NUMBER_VALUE = re.compile(rf"^\s*-?{_NUM}\s*$")
_DATE_VALUE = re.compile(r"^\s*\d{4}([-/.年]\d{1,2}([-/.月]\d{1,2}日?)?)?")


def describe_values(prop: DataProperty, samples: list[Any]) -> tuple[str, str, str | None]:
    """(storage_format, value_pattern, unit) read from the declared type and the stored samples."""
    family = prop.family
    if family == "bool":
        return "bool", "bool", None
    if family == "date":
        return "date", "date", None
    if family == "number":
        numbers = [coerce_number(v) for v in samples]
        is_float = any(isinstance(n, float) and not float(n).is_integer() for n in numbers if n is not None)
        return "number", "float" if is_float else "integer", None
    if not samples:
        return "unknown", "unknown", None
    patterns: Counter[str] = Counter()
    units: Counter[str] = Counter()
    for value in samples:
        text = str(value)
        if m := _RANGE_VALUE.match(text):
            patterns["range"] += 1
            if m.group(4) or m.group(2):
                units[m.group(4) or m.group(2)] += 1
        elif _NUMBER_VALUE.match(text):
            patterns["float" if "." in text else "integer"] += 1
        elif _DATE_VALUE.match(text):
            patterns["date"] += 1
        elif m := _UNIT_VALUE.match(text):
            patterns["string_with_unit"] += 1
            units[m.group(2)] += 1
        else:
            patterns["string"] += 1
    pattern = patterns.most_common(1)[0][0]
    unit = units.most_common(1)[0][0] if units else None
    storage = "range_string" if pattern == "range" else "string"
    return storage, pattern, unit


def _query_value(constraint: Constraint, storage: str, pattern: str, unit: str | None) -> Any:
    value = constraint.value
    if constraint.kind == "range":
        low, high = value
        if storage == "number":
            return [low, high]
        return f"{low}-{high}{unit or constraint.unit or ''}"
    if constraint.kind == "date":
        return value
    if pattern == "string_with_unit":
        return f"{value}{unit or constraint.unit or ''}"
    if storage == "number":
        return value
    return str(value) if pattern in ("integer", "float") else value


def attribute_formats(
    backend: KnowledgeBackend,
    network: KnowledgeNetwork,
    text: str,
    object_types: list[ObjectType],
    errors: list[str],
) -> list[AttributeFormat]:
    pairs = constrained_properties(text, object_types)
    if not pairs:
        return []
    by_type: dict[str, list[tuple[DataProperty, Constraint]]] = defaultdict(list)
    types: dict[str, ObjectType] = {}
    for ot, prop, c in pairs:
        by_type[ot.id].append((prop, c))
        types[ot.id] = ot
    out: list[AttributeFormat] = []
    for type_id, items in by_type.items():
        ot = types[type_id]
        names = list(dict.fromkeys(p.name for p, _ in items))
        exists = [{"operation": "exist", "field": n} for n in names if "exist" in ot.get_property(n).operations]
        condition = None if not exists else (exists[0] if len(exists) == 1 else {"operation": "or", "sub_conditions": exists})
        rows = _query(backend, network, ot, condition, ATTRIBUTE_SAMPLES, names, errors, "属性格式")
        for prop, c in items:
            samples = list(dict.fromkeys(r.get(prop.name) for r in rows if r.get(prop.name) is not None))
            storage, pattern, unit = describe_values(prop, samples)
            out.append(
                AttributeFormat(
                    object_type_id=ot.id, attribute=prop.name, display_name=prop.display_name,
                    mention=c.mention, declared_type=prop.type, storage_format=storage,
                    value_pattern=pattern, value_samples=samples[:5],
                    query_operation=c.operation, query_value=_query_value(c, storage, pattern, unit),
                    has_unit=unit is not None, is_range=pattern == "range", unit=unit,
                )
            )
    return out


# ----------------------------------------------------------------------------------------------
# Relation patterns
# ----------------------------------------------------------------------------------------------
@dataclass
class _Facts:
    """What depends on a network's data only, not on the keyword or the question."""

    patterns: dict[str, RelationPattern] = field(default_factory=dict)
    primary: dict[str, PrimaryFields] = field(default_factory=dict)
    categories: dict[str, dict[str, list[str]]] = field(default_factory=dict)  # type -> property -> values


CACHED_NETWORKS = 8
# Keyed by the network object: a rebuilt network file is a new object, so nothing goes stale. The
# entry holds the network itself, so its id cannot be reused while it is cached.
_facts: LRUCache[int, tuple[KnowledgeNetwork, _Facts]] = LRUCache(CACHED_NETWORKS)


def _facts_for(network: KnowledgeNetwork) -> _Facts:
    return _facts.get_or_put(id(network), lambda: (network, _Facts()))[1]


def clear_cache() -> None:
    """Forget the relation patterns and primary fields measured so far (all networks)."""
    _facts.clear()


def _pattern(many_out: bool, many_in: bool) -> str:
    if many_out and many_in:
        return "many_to_many"
    if many_out:
        return "one_to_many"
    if many_in:
        return "many_to_one"
    return "one_to_one"


def _walk(rel: RelationType, from_source: bool) -> RelationTypePath:
    """start -rel-> middle -rel-> end, from the source end (source, target, source) or the target
    end (target, source, target)."""
    a, b = (
        (rel.source_object_type_id, rel.target_object_type_id) if from_source
        else (rel.target_object_type_id, rel.source_object_type_id)
    )
    self_relation = rel.source_object_type_id == rel.target_object_type_id
    first, second = ("forward", "backward") if from_source else ("backward", "forward")
    return RelationTypePath(
        object_types=[
            ObjectTypeOnPath(id=a, limit=RELATION_SAMPLE_STARTS),
            ObjectTypeOnPath(id=b, limit=RELATION_DEGREE_CAP),
            ObjectTypeOnPath(id=a, limit=RELATION_DEGREE_CAP),
        ],
        relation_types=[
            TypeEdge(relation_type_id=rel.id, source_object_type_id=a, target_object_type_id=b,
                     direction=first if self_relation else None),
            TypeEdge(relation_type_id=rel.id, source_object_type_id=b, target_object_type_id=a,
                     direction=second if self_relation else None),
        ],
        limit=RELATION_PATH_LIMIT,
    )


def relation_patterns(
    backend: KnowledgeBackend,
    network: KnowledgeNetwork,
    relations: list[RelationType],
    errors: list[str],
) -> list[RelationPattern]:
    """Typical values and cardinality of each relation type, from one subgraph query.

    Method: two two-hop walks per relation type, source -> target -> source and
    target -> source -> target, each from the first RELATION_SAMPLE_STARTS instances of its start
    type (primary-key order: deterministic, not random) with at most RELATION_DEGREE_CAP neighbours
    per instance and hop. Every relation instance the walks pass is an observed edge. A source
    observed with two or more targets makes the target side "many"; a target with two or more
    sources makes the source side "many". The second hop is what makes a small sample work: it
    starts from instances reached through the relation, which do have the relation and are
    reached in proportion to their degree, so the many-valued ones show up even when most start
    instances have no edge at all. A side reads "one" when no observed instance proves "many"
    (it can under-report, never over-report); no edge observed at all gives "unknown". Typical
    values are the most connected instances of the sample.

    Patterns depend on the data only, so each network's are measured once and kept (see _facts).
    """
    facts = _facts_for(network)
    missing = [rel for rel in relations if rel.id not in facts.patterns]
    if missing:
        _measure_patterns(backend, network, missing, errors, facts)
    return [facts.patterns[r.id].model_copy(deep=True) for r in relations if r.id in facts.patterns]


def _measure_patterns(
    backend: KnowledgeBackend,
    network: KnowledgeNetwork,
    relations: list[RelationType],
    errors: list[str],
    facts: _Facts,
) -> None:
    paths = [_walk(rel, from_source) for rel in relations for from_source in (True, False)]
    try:
        result = backend.query_subgraph(network.id, SubgraphQuery(relation_type_paths=paths))
    except Exception as exc:  # degrade: the other parts of contextual knowledge still return
        _log(exc, "relation patterns", network.id)
        errors.append(f"关系模式召回失败：{_reason(exc)}")
        return
    for i, rel in enumerate(relations):
        entries = result.entries[2 * i: 2 * i + 2]
        edges: set[tuple[str, str]] = set()
        names: dict[str, Any] = {}
        for entry in entries:
            for path in entry.relation_paths:
                for r in path.relations:
                    edges.add((r.source_object_id, r.target_object_id))
            for key, obj in entry.objects.items():
                names[key] = obj.display
        targets_of: dict[str, set[str]] = defaultdict(set)
        sources_of: dict[str, set[str]] = defaultdict(set)
        for src, dst in edges:
            targets_of[src].add(dst)
            sources_of[dst].add(src)

        def typical(degree: dict[str, set[str]]) -> list[Any]:
            ranked = sorted(degree, key=lambda k: (-len(degree[k]), str(names.get(k)), k))
            values: list[Any] = []
            for key in ranked:
                name = names.get(key)
                if name is not None and name not in values:
                    values.append(name)
                if len(values) >= 5:
                    break
            return values

        stats = RelationSample(
            starts_per_end=RELATION_SAMPLE_STARTS,
            edges_observed=len(edges),
            sources_observed=len(targets_of),
            targets_observed=len(sources_of),
            max_targets_per_source=max((len(v) for v in targets_of.values()), default=0),
            max_sources_per_target=max((len(v) for v in sources_of.values()), default=0),
            degree_cap=RELATION_DEGREE_CAP,
        )
        pattern = "unknown"
        if edges:
            pattern = _pattern(stats.max_targets_per_source > 1, stats.max_sources_per_target > 1)
        src_type = network.object_type(rel.source_object_type_id)
        dst_type = network.object_type(rel.target_object_type_id)
        facts.patterns[rel.id] = (
            RelationPattern(
                relation_type_id=rel.id, relation_type_name=rel.name,
                source_object_type_id=rel.source_object_type_id,
                target_object_type_id=rel.target_object_type_id,
                source_field=src_type.name_field if src_type else None,
                target_field=dst_type.name_field if dst_type else None,
                typical_source_values=typical(targets_of),
                typical_target_values=typical(sources_of),
                relation_pattern=pattern, sample=stats,
            )
        )


# ----------------------------------------------------------------------------------------------
# Primary fields
# ----------------------------------------------------------------------------------------------
def primary_fields(
    backend: KnowledgeBackend,
    network: KnowledgeNetwork,
    object_types: list[ObjectType],
    errors: list[str],
) -> list[PrimaryFields]:
    """Name and id field of each object type with samples from one small query (the first
    instances having a name, in the store's order). Kept per network like the patterns. The
    instances relation walks fetched are not reused: which ones those are depends on the questions
    asked before in the process, and the same call must return the same samples."""
    facts = _facts_for(network)
    out = []
    for ot in object_types:
        known = facts.primary.get(ot.id)
        if known is None:
            known = _primary_of(backend, network, ot, errors, facts)
        if known is not None:
            out.append(known.model_copy(deep=True))
    return out


def _primary_of(
    backend: KnowledgeBackend, network: KnowledgeNetwork, ot: ObjectType, errors: list[str], facts: _Facts
) -> PrimaryFields | None:
    name_field = ot.name_field
    id_field = ot.primary_keys[0] if ot.primary_keys else None
    wanted = [f for f in dict.fromkeys([name_field, id_field]) if f]
    rows: list[dict[str, Any]] = []
    if wanted:
        condition = None
        if name_field and "exist" in ot.get_property(name_field).operations:
            condition = {"operation": "exist", "field": name_field}
        failures = len(errors)
        rows = _query(backend, network, ot, condition, PRIMARY_SAMPLES, wanted, errors, "主字段")
        if len(errors) > failures:
            return None
    samples = {
        f: list(dict.fromkeys(r.get(f) for r in rows if r.get(f) is not None))[:PRIMARY_SAMPLES]
        for f in wanted
    }
    fields = PrimaryFields(
        object_type_id=ot.id, primary_name_field=name_field, primary_id_field=id_field, field_samples=samples,
    )
    facts.primary[ot.id] = fields
    return fields


# ----------------------------------------------------------------------------------------------
# Categorical values (contextual-knowledge-recall 8.2: 男性 is stored as "male")
# ----------------------------------------------------------------------------------------------
CATEGORY_SAMPLE_ROWS = 200  # rows sampled per property to find the categorical ones
CATEGORY_MAX_VALUES = 12  # a property is categorical when this many values cover ...
CATEGORY_COVERAGE = 0.8  # ... this share of its sampled values
CATEGORY_TYPES = 8  # object types examined per call

# The same category written differently: a question's word on the left of a group finds a stored
# value anywhere in the group (case folded). Only categories whose stored spelling commonly
# differs from how people ask: sex, prescription status, yes/no flags. Single Chinese characters
# are never mentions (有 / 是 occur in nearly every question), only stored values.
CATEGORY_SYNONYMS: tuple[tuple[frozenset[str], frozenset[str]], ...] = (
    (frozenset({"男性", "男士", "男人", "男子", "男孩", "男生", "male", "man", "men"}),
     frozenset({"男", "男性", "male", "m", "man", "men", "boy"})),
    (frozenset({"女性", "女士", "女人", "女子", "女孩", "女生", "female", "woman", "women"}),
     frozenset({"女", "女性", "female", "f", "woman", "women", "girl"})),
    (frozenset({"处方药", "prescription"}), frozenset({"处方药", "rx", "prescription", "处方"})),
    (frozenset({"非处方药", "otc"}), frozenset({"非处方药", "otc", "非处方"})),
)


def _categorical(backend: KnowledgeBackend, network: KnowledgeNetwork, ot: ObjectType,
                 errors: list[str]) -> dict[str, list[str]]:
    """Categorical text properties of a type and their common values, measured once per network
    (a sample of rows in key order; names and keys excluded)."""
    facts = _facts_for(network)
    known = facts.categories.get(ot.id)
    if known is not None:
        return known
    skip = {ot.name_field, *ot.primary_keys}
    props = [p for p in ot.data_properties if p.family in ("text", "other") and p.name not in skip
             and "==" in p.operations and "exist" in p.operations]
    found: dict[str, list[str]] = {}
    # One query per property: a shared sample would miss the properties few instances fill.
    for prop in props:
        failures = len(errors)
        rows = _query(backend, network, ot, {"operation": "exist", "field": prop.name}, CATEGORY_SAMPLE_ROWS,
                      [prop.name], errors, "取值类别")
        if len(errors) > failures:
            return {}
        counts = Counter(str(r[prop.name]).strip() for r in rows if r.get(prop.name) not in (None, ""))
        total = sum(counts.values())
        common = counts.most_common(CATEGORY_MAX_VALUES)
        if total >= 2 and len(counts) >= 2 and sum(n for _, n in common) >= CATEGORY_COVERAGE * total:
            found[prop.name] = [v for v, _ in common]
    facts.categories[ot.id] = found
    return found


_NEGATIONS = "非不无未没"


def _mentions_of(text: str, word: str) -> list[int]:
    """Where `word` occurs in the text: anywhere for CJK, as a whole word for latin; never right
    after a negation (非处方药 does not mention 处方药)."""
    if re.fullmatch(r"[A-Za-z0-9 ]+", word):
        starts = [m.start() for m in re.finditer(rf"(?<![A-Za-z0-9]){re.escape(word)}(?![A-Za-z0-9])", text, re.I)]
    else:
        starts = [m.start() for m in re.finditer(re.escape(word), text)]
    return [s for s in starts if not (s and text[s - 1] in _NEGATIONS and word[0] not in _NEGATIONS)]


def value_mappings(
    backend: KnowledgeBackend,
    network: KnowledgeNetwork,
    text: str,
    object_types: list[ObjectType],
    errors: list[str],
) -> list[AttributeFormat]:
    """Words of the text that are values of a categorical property, with the value as stored: the
    stored value itself (2+ characters) written in the text, or a synonym of it (男性 -> male).
    Reported as attribute formats with `value_pattern` "category"; the longest mention wins where
    mentions overlap (非处方药, not 处方药)."""
    found: list[tuple[int, int, int, AttributeFormat]] = []  # (start, end, priority, format)
    for ot in object_types[:CATEGORY_TYPES]:
        for prop_name, values in _categorical(backend, network, ot, errors).items():
            prop = ot.get_property(prop_name)
            folded = {v.casefold(): v for v in values}
            candidates: list[tuple[str, str, int]] = []  # (mention, stored value, priority)
            for value in values:
                if len(value) >= 2:
                    candidates.append((value, value, 2))
            for mentions, stored in CATEGORY_SYNONYMS:
                hits = [folded[v] for v in stored if v in folded]
                if hits:
                    candidates.extend((m, hits[0], 1) for m in mentions if hits[0] != m)
            for mention, value, priority in candidates:
                for start in _mentions_of(text, mention):
                    found.append((start, start + len(mention), priority, AttributeFormat(
                        object_type_id=ot.id, attribute=prop.name, display_name=prop.display_name,
                        mention=text[start:start + len(mention)], declared_type=prop.type,
                        storage_format="string", value_pattern="category", value_samples=values[:8],
                        query_operation="==", query_value=value,
                    )))
    kept: list[AttributeFormat] = []
    spans: list[tuple[int, int]] = []
    for start, end, _, fmt in sorted(found, key=lambda f: (-(f[1] - f[0]), -f[2], f[0])):
        if any(start < e and s < end and (end - start) < (e - s) for s, e in spans):
            continue  # inside a longer mention
        spans.append((start, end))
        if not any((k.object_type_id, k.attribute, k.mention) == (fmt.object_type_id, fmt.attribute, fmt.mention)
                   for k in kept):
            kept.append(fmt)
    return kept


# ----------------------------------------------------------------------------------------------
# Relation patterns around a keyword (5.2.1 scenario 2)
# ----------------------------------------------------------------------------------------------
KEYWORD_PATTERN_STARTS = 3
KEYWORD_PATTERN_NEIGHBOURS = 5


def keyword_relation_patterns(
    backend: KnowledgeBackend,
    network: KnowledgeNetwork,
    object_type: ObjectType,
    keyword: str,
    relations: list[RelationType],
    errors: list[str],
) -> list[KeywordRelationPattern]:
    """For each relation type touching the keyword's type (both directions), the keyword's stored
    forms that have it (name == keyword, or contains it) and a few of their neighbours; one subgraph
    query for all of them."""
    prop = name_property(object_type)
    if prop is None:
        return []
    leaves = [{"operation": "==", "field": prop.name, "value": keyword}] if "==" in prop.operations else []
    contains = _contains_condition(prop, keyword)
    if contains is not None:
        leaves.append(contains)
    if not leaves:
        return []
    start = leaves[0] if len(leaves) == 1 else {"operation": "or", "sub_conditions": leaves}
    hops: list[tuple[RelationType, str, str]] = []
    for rel in relations:
        if rel.source_object_type_id == object_type.id:
            hops.append((rel, "outgoing", rel.target_object_type_id))
        if rel.target_object_type_id == object_type.id:
            hops.append((rel, "incoming", rel.source_object_type_id))
    if not hops:
        return []
    paths = []
    for rel, direction, other in hops:
        self_relation = rel.source_object_type_id == rel.target_object_type_id
        paths.append(RelationTypePath(
            object_types=[ObjectTypeOnPath(id=object_type.id, condition=start, limit=KEYWORD_PATTERN_STARTS),
                          ObjectTypeOnPath(id=other, limit=KEYWORD_PATTERN_NEIGHBOURS)],
            relation_types=[TypeEdge(
                relation_type_id=rel.id, source_object_type_id=object_type.id, target_object_type_id=other,
                direction=("forward" if direction == "outgoing" else "backward") if self_relation else None)],
            limit=KEYWORD_PATTERN_STARTS * KEYWORD_PATTERN_NEIGHBOURS,
        ))
    try:
        result = backend.query_subgraph(network.id, SubgraphQuery(relation_type_paths=paths))
    except Exception as exc:  # degrade: this part is left out, the rest goes on
        _log(exc, "关键词关系模式", network.id, object_type.id)
        errors.append(f"关键词关系模式召回失败（{object_type.id}）：{_reason(exc)}")
        return []
    out = []
    for (rel, direction, other), entry in zip(hops, result.entries):
        matched: list[Any] = []
        neighbours: list[Any] = []
        for path in entry.relation_paths:
            if not path.relations:
                continue
            edge = path.relations[0]
            here, there = ((edge.source_object_id, edge.target_object_id) if direction == "outgoing"
                           else (edge.target_object_id, edge.source_object_id))
            for key, bucket in ((here, matched), (there, neighbours)):
                obj = entry.objects.get(key)
                if obj is not None and obj.display not in bucket:
                    bucket.append(obj.display)
        if matched:
            other_type = network.object_type(other)
            out.append(KeywordRelationPattern(
                keyword=keyword, relation_type_id=rel.id, relation_type_name=rel.name, direction=direction,
                keyword_field=prop.name, matched_values=matched[:KEYWORD_PATTERN_STARTS],
                neighbour_object_type_id=other, neighbour_field=other_type.name_field if other_type else None,
                typical_neighbour_values=neighbours[:KEYWORD_PATTERN_NEIGHBOURS],
            ))
    return out


# ----------------------------------------------------------------------------------------------
# Relation words of the question (阶段1/2: 关系词 -> 关系类型)
# ----------------------------------------------------------------------------------------------
RELATION_WORD_MAPPINGS = 10
# Interrogatives right before a single character make it a relation word (挂什么科, 吃什么药).
_ASKING = ("什么", "哪个", "哪些", "哪种", "哪类", "哪家", "啥", "哪")
_MATCH_WEIGHT = {"name": 1.0, "target_type": 0.8, "comment": 0.6, "source_type": 0.4}


def _type_text(ot: ObjectType | None) -> str:
    return " ".join([ot.name, *(ot.tags or [])]) if ot is not None else ""


def relation_word_mappings(question: str, network: KnowledgeNetwork, relations: list[RelationType]) -> list[RelationWordMapping]:
    """The question's words that name each relation type: the longest runs of 2+ characters the
    question shares with the relation's name, comment or end types' names and tags (question filler
    like 什么 / 哪些 never counts alone), and single characters asked for with an interrogative
    (什么科 -> 科室, counting half). Confidence: the share of the relation name the words cover,
    weighted by where they were found (name 1.0, target type 0.8, comment 0.6, source type 0.4)."""
    out: list[RelationWordMapping] = []
    for rel in relations:
        texts = {
            "name": rel.name or "",
            "comment": rel.comment or "",
            "target_type": _type_text(network.object_type(rel.target_object_type_id)),
            "source_type": _type_text(network.object_type(rel.source_object_type_id)),
        }
        best: RelationWordMapping | None = None
        for where, text in texts.items():
            if not text:
                continue
            words = _shared_runs(question, text)
            if not words:
                continue
            # a single character asked for (什么科) is weaker evidence than a shared word
            covered = sum(len(w) if len(w) > 1 else 0.5 for w in words)
            basis = len(rel.name) if where == "name" else max(len(rel.name), 2)
            confidence = round(_MATCH_WEIGHT[where] * min(1.0, covered / basis), 4)
            if best is None or confidence > best.confidence:
                best = RelationWordMapping(words="、".join(words), relation_type_id=rel.id,
                                           relation_type_name=rel.name, matched_on=where, confidence=confidence)
        if best is not None:
            out.append(best)
    out.sort(key=lambda m: -m.confidence)
    return out[:RELATION_WORD_MAPPINGS]


def _shared_runs(question: str, text: str) -> list[str]:
    runs: list[str] = []
    i = 0
    while i < len(question):
        found = None
        for j in range(len(question), i + 1, -1):
            piece = question[i:j]
            if piece in text and not all(c in QUESTION_FILLER or c.isspace() for c in piece):
                found = piece
                break
        if found is None and question[i] in text and not question[i].isspace() \
                and any(question[:i].endswith(a) for a in _ASKING) and question[i] not in QUESTION_FILLER:
            found = question[i]
        if found:
            runs.append(found)
            i += len(found)
        else:
            i += 1
    return runs



# ----------------------------------------------------------------------------------------------
# Entry points
# ----------------------------------------------------------------------------------------------
def for_keyword(
    backend: KnowledgeBackend,
    network: KnowledgeNetwork,
    object_type: ObjectType,
    keyword: str,
    schema_types: list[ObjectType],
    relations: list[RelationType],
) -> ContextualKnowledge:
    """Contextual knowledge of a keyword of `object_type`: its storage forms (in that type, then
    the other schema types), the format of a value it states (or the stored form of a category it
    names), the patterns of the schema's relation types touching the type, in general and around
    the keyword, and the primary fields of the type and its neighbours."""
    errors: list[str] = []
    others = [t for t in schema_types if t.id != object_type.id]
    touching = [r for r in relations if object_type.id in (r.source_object_type_id, r.target_object_type_id)]
    neighbour_ids = {r.source_object_type_id for r in touching} | {r.target_object_type_id for r in touching}
    scope = [object_type] + [t for t in others if t.id in neighbour_ids]
    knowledge = ContextualKnowledge(
        keyword_mappings=storage_forms(backend, network, object_type, keyword, others, errors),
        attribute_formats=attribute_formats(backend, network, keyword, [object_type], errors)
        + value_mappings(backend, network, keyword, [object_type], errors),
        relation_patterns=relation_patterns(backend, network, touching, errors),
        keyword_relation_patterns=keyword_relation_patterns(backend, network, object_type, keyword, touching, errors),
    )
    knowledge.object_type_primary_fields = primary_fields(backend, network, scope, errors)
    knowledge.messages = errors or None
    return knowledge


def for_schema(
    backend: KnowledgeBackend,
    network: KnowledgeNetwork,
    question: str,
    schema_types: list[ObjectType],
    relations: list[RelationType],
) -> ContextualKnowledge:
    """Contextual knowledge of a recalled schema: primary fields of its object types, patterns of
    its relation types, formats of the properties the question constrains, stored forms of the
    categories it names (男性 -> male), and which of its words name which relation type. Keyword
    mappings need keywords, which the agent picks; they come with keyword calls."""
    errors: list[str] = []
    knowledge = ContextualKnowledge(
        attribute_formats=attribute_formats(backend, network, question, schema_types, errors)
        + value_mappings(backend, network, question, schema_types, errors),
        relation_patterns=relation_patterns(backend, network, relations, errors),
        relation_word_mappings=relation_word_mappings(question, network, relations),
    )
    knowledge.object_type_primary_fields = primary_fields(backend, network, schema_types, errors)
    knowledge.messages = errors or None
    return knowledge


# ----------------------------------------------------------------------------------------------
# Helpers
# ----------------------------------------------------------------------------------------------
def _query(
    backend: KnowledgeBackend,
    network: KnowledgeNetwork,
    object_type: ObjectType,
    condition: dict[str, Any] | None,
    limit: int,
    properties: list[str],
    errors: list[str],
    part: str,
) -> list[dict[str, Any]]:
    body: dict[str, Any] = {"limit": limit, "properties": properties}
    if condition is not None:
        body["condition"] = condition
    try:
        return backend.query_instances(network.id, object_type.id, InstanceQuery.model_validate(body)).datas
    except Exception as exc:  # degrade: this part loses these samples, the rest goes on
        _log(exc, part, network.id, object_type.id)
        errors.append(f"{part}召回失败（{object_type.id}）：{_reason(exc)}")
        return []


def _reason(exc: Exception) -> str:
    return exc.message if isinstance(exc, KnxError) else f"{type(exc).__name__}: {exc}"


def _log(exc: Exception, part: str, kn_id: str, object_type_id: str | None = None) -> None:
    where = f"{kn_id}/{object_type_id}" if object_type_id else kn_id
    if isinstance(exc, KnxError):
        logger.warning("contextual knowledge: %s on %s failed: %s", part, where, exc)
    else:
        logger.exception("contextual knowledge: %s on %s failed", part, where)
