"""Keyword context: the instances a keyword names, with their one-hop neighbours, deduplicated
across the rounds of a session.

A keyword call costs two backend queries whatever the fan-out:

1. one instance query on the keyword's object type: an `or` of `==` over every property that can
   hold the keyword (the property allows `==` and its type can equal the keyword: a number column
   only for a numeric keyword, a boolean one only for yes/no words, a date one only for a date),
   `limit` 10, `need_total`;
2. one subgraph query whose paths are the session's relation types that touch the object type, one
   path per relation type and direction, each starting from *all* matched instances
   (`in` on the primary key), fetching up to 30 candidates per instance and relation type; plus,
   when the question has words besides the keyword, two more paths per relation type and direction:
   candidates whose name the question spells out (`in` over the question's substrings) and
   candidates whose names share words with it (`match`), up to 30 each.

Neighbour limits are the design's (keyword-context-recall 4.2 step 5): at most 10 neighbours per
relation type (per matched instance) and at most 50 neighbours in the whole reply, across all
matched instances. Which ones are kept is decided here, by relevance to the question the session's
schema was recalled for:

- within one (instance, relation type) group, candidates are ordered by how much of the question
  (the keyword itself left out) their name shares — character bigrams, then single characters —
  so for 糖尿病会引起眼睛的什么问题 the complications naming 眼 come first; ties keep the backend's
  order;
- across groups, the 50 slots go first 2 to every group (so every recalled relation type the
  instance has shows up, in the session's relation order: the question's most relevant relation
  first), then the rest fills the groups in that order up to 10 each.

Ids and dedup: replies name every instance by `_instance_id` (`{object_type_id}-{primary key}`,
upstream's form). Dedup keys on `identity_key` instead (the object type and the primary key values
as a JSON array), because joined ids of composite keys can coincide. Either is the same whichever
query found the instance (a disease matched by name and the same disease reached as a neighbour get
the same key), so the session keeps a flat map key -> (round, completeness) and dedup is one
dictionary lookup per instance:

- a matched instance already sent with its neighbours (over the current session schema) is sent as
  a reference: id, name, matched fields, `seen_in_round`; no properties, no neighbours, and it is
  left out of the subgraph query;
- a neighbour already sent in full (in an earlier round, or earlier in this reply) keeps its edge
  (relation, direction) but not its properties, and carries `seen_in_round`;
- a fuller record replaces a thinner one: an instance seen only as a neighbour, or matched while
  neighbour recall failed, is sent in full when it is matched again.
"""

from __future__ import annotations

import logging
import re
import time
from dataclasses import dataclass, field
from functools import cached_property
from json.encoder import encode_basestring as _json_text  # json.dumps's C string encoder
from typing import Any, NamedTuple

from pydantic import ValidationError

from core.backends.base import KnowledgeBackend
from core.backends.sqlite_results import first_hops_of, instance_rows_of
from core.exceptions import KnxError
from core.lru import LRUCache
from core.models.condition import Condition, coerce_number, parse_condition
from core.models.types import body_key, find_invalid_text, share, trusted, trusted_from, vouch
from core.models.network import DataProperty, KnowledgeNetwork, ObjectType, RelationType
from core.models.query import (
    DISPLAY,
    FirstRelation,
    ObjectRow,
    INSTANCE_ID,
    INSTANCE_IDENTITY,
    InstanceQuery,
    ObjectTypeOnPath,
    RelationTypePath,
    SubgraphQuery,
    SubgraphResult,
    TypeEdge,
    identity_key,
    instance_key,
)
from core.retrieval.models import (
    KeywordContext,
    KeywordInstance,
    KeywordStatistics,
    Neighbor,
)
from core.retrieval.sessions import CONTEXT, PROPERTIES, KeywordRound, SeenInstance, SessionState
from core.text import char_bigrams

logger = logging.getLogger(__name__)

INSTANCE_LIMIT = 10
NEIGHBORS_PER_RELATION = 10  # per matched instance and relation type
NEIGHBORS_TOTAL = 50  # in one reply, across all matched instances
NEIGHBOR_FLOOR = 2  # slots every (instance, relation type) group gets before any gets more
NEIGHBOR_CANDIDATES = 30  # fetched per instance and relation type, to rank from

# Characters of question words that carry no topic (疑问词, 助词): they never make a name relevant
# (here) or name a relation type (contextual knowledge's relation words).
QUESTION_FILLER = frozenset("的了吗呢吧啊么什哪些个是有会能要可以和与及或怎样如何为谁多少几种类请问一")

MESSAGE_NO_MATCH = "关键词“{keyword}”没有精确匹配到对象类型 {object_type_id} 的实例"
MESSAGE_NO_MATCH_HINT = "；设置 contextual_knowledge=True 可查看它在库中的存储形式（包含、模糊匹配）"
MESSAGE_NO_FIELD = "对象类型 {object_type_id} 没有能取值为“{keyword}”的属性（类型或允许的操作不符）"
MESSAGE_INSTANCE_FAILURE = "实例检索失败，已跳过该关键词：{reason}"
MESSAGE_NEIGHBOR_FAILURE = "一度邻居检索失败，只返回匹配的实例：{reason}"
MESSAGE_NO_IDENTITY = "对象类型 {object_type_id} 的主键不支持 in 或 ==，无法检索一度邻居"

_BOOL_WORDS = {
    "true": True, "false": False, "yes": True, "no": False, "是": True, "否": False,
    "真": True, "假": False,
}
_DATE = re.compile(r"^\d{4}-\d{1,2}(-\d{1,2})?([ T]\d{1,2}:\d{2}(:\d{2})?)?$")


# ----------------------------------------------------------------------------------------------
# Step 1: which properties can hold the keyword
# ----------------------------------------------------------------------------------------------
def keyword_value(prop: DataProperty, keyword: str) -> tuple[bool, Any]:
    """(True, value to compare) when `prop == keyword` can hold for some stored value."""
    if "==" not in prop.operations:
        return False, None
    family = prop.family
    if family == "number":
        number = coerce_number(keyword)
        return (number is not None), number
    if family == "bool":
        word = keyword.strip().lower()
        return (word in _BOOL_WORDS), _BOOL_WORDS.get(word)
    if family == "date":
        return bool(_DATE.match(keyword.strip())), keyword.strip()
    return True, keyword


def keyword_condition(object_type: ObjectType, keyword: str) -> tuple[dict[str, Any] | None, list[str]]:
    """The `or` of `==` over every property that can hold the keyword, and those properties."""
    subs, fields = [], []
    for prop in object_type.data_properties:
        ok, value = keyword_value(prop, keyword)
        if ok:
            subs.append({"field": prop.name, "operation": "==", "value": value, "value_from": "const"})
            fields.append(prop.name)
    if not subs:
        return None, []
    return {"operation": "or", "sub_conditions": subs}, fields


class KeywordPlan:
    """What a keyword's instance step needs of one object type, worked out once per (object type
    object, keyword) and shared by the calls that ask it again: the instance query's body (never
    modified: the backend parses it, keyed by its content) and, per field of its `or`, how a row's
    value is compared with the keyword (how the backend's `==` matched it, with the keyword's value
    converted once)."""

    __slots__ = ("object_type", "keyword", "folded", "body", "fields", "checks", "_request")

    def __init__(self, object_type: ObjectType, keyword: str) -> None:
        self.object_type = object_type
        self.keyword = keyword
        self.folded = keyword.casefold()
        condition, self.fields = keyword_condition(object_type, keyword)
        self.body = (
            None if condition is None else {"condition": condition, "limit": INSTANCE_LIMIT, "need_total": True}
        )
        checks = []
        for name in self.fields:
            prop = object_type.get_property(name)
            if prop is not None:
                checks.append((name, prop.family, keyword_value(prop, keyword)[1]))
        self.checks = tuple(checks)
        self._request: Any = None

    def request(self) -> InstanceQuery | dict[str, Any]:
        """What the instance step sends: the body as a shared `InstanceQuery` (made on first
        use; the backend checks a shared model against the schema once while it lives, instead
        of serialising the body on every call to find its parse), or the body itself when it
        does not validate here or holds text that is not valid Unicode (the backend then
        rejects it with its own message)."""
        request = self._request
        if request is None:
            request = self.body
            try:
                self.keyword.encode("utf-8")
                request = share(InstanceQuery.model_validate(self.body))
            except (UnicodeEncodeError, ValidationError):
                pass
            self._request = request
        return request

    def matched_fields(self, row: dict[str, Any]) -> list[str]:
        """Which of the plan's fields hold the keyword in this row (how the backend's `==` matched
        it). A remote engine may compare case-insensitively (keyword fields with a normaliser)."""
        matched = []
        keyword, folded = self.keyword, self.folded
        folded_length = len(folded)
        for name, family, wanted in self.checks:
            value = row.get(name)
            if value is None:
                continue
            if family == "number":
                hit = coerce_number(value) == wanted
            elif family == "bool":
                hit = bool(value) == wanted
            else:
                text = str(value)
                # Case folding turns a character into one to three: a text of another length
                # range cannot fold to the keyword (long descriptions are never folded).
                hit = text == keyword or (
                    len(text) <= folded_length <= 3 * len(text) and text.casefold() == folded)
            if hit:
                matched.append(name)
        return matched


_KEYWORD_PLANS: LRUCache[tuple[int, str], KeywordPlan] = LRUCache(1024)


def keyword_plan(object_type: ObjectType, keyword: str) -> KeywordPlan:
    """The object type's `KeywordPlan` for the keyword (the last 1,024 kept; a reloaded network
    brings new object type objects, which never find an older plan)."""
    key = (id(object_type), keyword)
    plan = _KEYWORD_PLANS.get(key)
    if plan is None or plan.object_type is not object_type:
        plan = KeywordPlan(object_type, keyword)
        _KEYWORD_PLANS.put(key, plan)
    return plan


# ----------------------------------------------------------------------------------------------
# Step 2: one subgraph query for every neighbour of every matched instance
# ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Hop:
    """One path of the neighbour query: a relation type walked away from the keyword's type."""

    relation: RelationType
    direction: str  # "outgoing": the keyword's instance is the source; "incoming": the target

    @property
    def neighbour_type_id(self) -> str:
        rel = self.relation
        return rel.target_object_type_id if self.direction == "outgoing" else rel.source_object_type_id

    @cached_property
    def counter_key(self) -> str:
        """Its key in the statistics' `neighbors_by_relation`."""
        return f"{self.relation.id}:{self.direction}"

    @cached_property
    def reply_fields(self) -> tuple[str, str, str, str]:
        """(relation type id, its name, direction, `counter_key`): what every neighbour it
        reaches writes into the reply (hops are kept per object type and relations)."""
        rel = self.relation
        return rel.id, rel.name, self.direction, self.counter_key


def hops_for(object_type_id: str, relations: list[RelationType]) -> list[Hop]:
    """Both directions of every relation type touching the object type, in the given order
    (a relation from a type to itself yields both)."""
    hops = []
    for rel in relations:
        if rel.source_object_type_id == object_type_id:
            hops.append(Hop(rel, "outgoing"))
        if rel.target_object_type_id == object_type_id:
            hops.append(Hop(rel, "incoming"))
    return hops


_HOPS: LRUCache[tuple, tuple[list[RelationType], list[Hop], tuple]] = LRUCache(256)


def shared_hops(object_type_id: str, relations: list[RelationType]) -> tuple[list[Hop], tuple]:
    """`hops_for` and the hops' key (relation id, direction per hop), made once per object type
    and relation objects (the last 256 kept; the entry holds the relations, so their ids are not
    reused while it lives). Neither is ever modified."""
    key = (object_type_id, *map(id, relations))
    found = _HOPS.get(key)
    if found is None:
        hops = hops_for(object_type_id, relations)
        found = (list(relations), hops, tuple((h.relation.id, h.direction) for h in hops))
        _HOPS.put(key, found)
    return found[1], found[2]


def identity_condition(object_type: ObjectType, identities: list[dict[str, Any]]) -> dict[str, Any] | None:
    """A condition selecting exactly these instances: `in` on a single primary key when allowed,
    else an `or` of `==` (of `and`s for a composite key); None when the keys allow neither."""
    keys = object_type.primary_keys
    if not keys or not identities:
        return None
    props = [object_type.get_property(k) for k in keys]
    if len(keys) == 1 and "in" in props[0].operations:
        values = list(dict.fromkeys(ident.get(keys[0]) for ident in identities))
        return {"operation": "in", "field": keys[0], "value": values, "value_from": "const"}
    if not all("==" in p.operations for p in props):
        return None
    ors = []
    for ident in identities:
        leaves = [{"operation": "==", "field": k, "value": ident.get(k), "value_from": "const"} for k in keys]
        ors.append(leaves[0] if len(leaves) == 1 else {"operation": "and", "sub_conditions": leaves})
    return ors[0] if len(ors) == 1 else {"operation": "or", "sub_conditions": ors}


class _PathParts:
    """The models of the neighbour query's paths, built without validation from parts that are
    valid by construction (schema ids, validated conditions, limits within bounds), and shared
    where paths have them in common (the start node, a hop's edge, a neighbour type's filtered
    node): keyword context sends ~30 paths per call, and the backend checks the whole query
    against the schema anyway. Fields in declaration order; each model reports as set what its
    keyword constructor would."""

    def __init__(self, object_type: ObjectType, start: Condition | None, count: int) -> None:
        self.object_type = object_type
        self.count = count
        self.start = trusted(ObjectTypeOnPath, _NODE_SET, id=object_type.id, condition=start, sort=None, limit=count)
        self._nodes: dict[tuple[str, int], ObjectTypeOnPath] = {}

    def edge(self, hop: Hop) -> TypeEdge:
        rel = hop.relation
        return trusted(
            TypeEdge, None,
            relation_type_id=rel.id,
            source_object_type_id=self.object_type.id,
            target_object_type_id=hop.neighbour_type_id,
            # Only a relation from a type to itself needs the explicit direction; other paths
            # stay in the plain upstream format.
            direction=(
                ("forward" if hop.direction == "outgoing" else "backward")
                if rel.source_object_type_id == rel.target_object_type_id else None
            ),
        )

    def path(self, edge: TypeEdge, neighbour_condition: Condition | None = None) -> RelationTypePath:
        key = (edge.target_object_type_id, id(neighbour_condition))  # conditions outlive the query
        node = self._nodes.get(key)
        if node is None:
            node = self._nodes[key] = trusted(
                ObjectTypeOnPath, _NODE_SET, id=edge.target_object_type_id, condition=neighbour_condition,
                sort=None, limit=NEIGHBOR_CANDIDATES,
            )
        return trusted(
            RelationTypePath, None,
            object_types=[self.start, node], relation_types=[edge], limit=NEIGHBOR_CANDIDATES * self.count,
        )


_NODE_SET = frozenset(("id", "condition", "limit"))


def neighbour_query(
    object_type: ObjectType,
    hops: list[Hop],
    start: dict[str, Any],
    count: int,
    network: KnowledgeNetwork | None = None,
    relevance: "QuestionRelevance | None" = None,
) -> tuple[SubgraphQuery, list[Hop]]:
    """The subgraph query of a keyword call and the hop each of its paths walks.

    Per hop, one path fetches the first candidates in the backend's order; when the question has
    words of its own (the keyword and filler left out) and the neighbour type's name can be
    searched with `match`, a second path fetches candidates whose names share those words, so a
    neighbour the question names (糖尿病会引起视网膜病变吗) is a candidate even when the instance
    has hundreds of neighbours of that relation type."""
    paths: list[RelationTypePath] = []
    walked: list[Hop] = []
    # Validated once and shared by every path (pydantic does not re-validate a model instance):
    # one validation instead of one per relation type and direction.
    start = ObjectTypeOnPath(id=object_type.id, condition=start, limit=count).condition
    words = relevance.search_text if relevance is not None else ""
    pieces = question_pieces(relevance.runs) if relevance is not None else []
    # The name filters, validated once per (operation, name field) and shared like `start`.
    filters: dict[tuple[str, str], Condition] = {}

    def name_filter(op: str, name: str, value: Any) -> Condition:
        cond = filters.get((op, name))
        if cond is None:
            cond = filters[(op, name)] = Condition.model_validate({"operation": op, "field": name, "value": value})
        return cond

    parts = _PathParts(object_type, start, count)
    for hop in hops:
        edge = parts.edge(hop)
        paths.append(parts.path(edge))
        walked.append(hop)
        neighbour_type = network.object_type(hop.neighbour_type_id) if network is not None and words else None
        name = neighbour_type.name_field if neighbour_type is not None else None
        prop = neighbour_type.get_property(name) if name else None
        if prop is None:
            continue
        if pieces and "in" in prop.operations:  # names the question spells out in full
            paths.append(parts.path(edge, name_filter("in", name, pieces)))
            walked.append(hop)
        if "match" in prop.operations:  # names sharing words with the question
            paths.append(parts.path(edge, name_filter("match", name, words)))
            walked.append(hop)
    return trusted(SubgraphQuery, None, relation_type_paths=paths), walked


_SHARED_QUERY_CACHE = 256
_SHARED_QUERIES: LRUCache[tuple, tuple[KnowledgeNetwork, SubgraphQuery, list[Hop]]] = LRUCache(_SHARED_QUERY_CACHE)


def shared_neighbour_query(
    object_type: ObjectType,
    hops: list[Hop],
    start: dict[str, Any],
    count: int,
    network: KnowledgeNetwork,
    relevance: "QuestionRelevance | None" = None,
    hops_key: tuple | None = None,
) -> tuple[SubgraphQuery, list[Hop]]:
    """`neighbour_query`, made once per distinct input (network object, type, hops, start
    condition, question words; the last 256 kept; `hops_key`: the hops' (relation id, direction)
    when the caller has it) and shared (core.models.types.share): the
    backend then checks it against the schema and plans its statements once, not on every
    call that asks for the same neighbours. Neither the query nor the hops are ever modified."""
    start_key = body_key(start, 2)
    if start_key is None:  # a start value marshal cannot write: build it for this call
        return neighbour_query(object_type, hops, start, count, network, relevance)
    if hops_key is None:
        hops_key = tuple((h.relation.id, h.direction) for h in hops)
    key = (id(network), object_type.id, hops_key, start_key, count,
           relevance.search_text if relevance is not None else None,
           tuple(relevance.runs) if relevance is not None else None)
    cached = _SHARED_QUERIES.get(key)
    if cached is not None and cached[0] is network:
        return cached[1], cached[2]
    query, walked = neighbour_query(object_type, hops, start, count, network, relevance)
    share(query)
    _vouch_if_valid(query, object_type, network, relevance)
    _SHARED_QUERIES.put(key, (network, query, walked))
    return query, walked


# The paths of neighbour queries the backend's own validation passed, by what the schema decides
# of them: (network id, start type, relation type, edge's ends and direction, far type, filter's
# operation and field) -> the network. The last 4,096 kept (the demo's 17 types, 35 relation
# types, both directions and three kinds of filter: ~1,200).
_VALID_PATHS: LRUCache[tuple, KnowledgeNetwork] = LRUCache(4096)


def _vouch_if_valid(query: SubgraphQuery, object_type: ObjectType, network: KnowledgeNetwork,
                    relevance: "QuestionRelevance | None") -> None:
    """Vouch for a neighbour query (core.models.types.vouch) that the backend's validation
    would pass, so the backend takes it as it is: a new question's query (~30 paths, its ~300
    question pieces on each neighbour type's name) cost ~0.35 ms to validate, a tenth of its
    first keyword round.

    The backend checks each path on its own against the schema (types, the relation type, the
    edge's ends and direction, each filter's field and operation on its type); those checks
    depend only on what `_VALID_PATHS` keys a path by, so a query whose every path is known
    valid passes them. A query with a path not seen before is checked whole with the backend's
    own validation (`KnowledgeBackend._parse_subgraph_query`), and its paths are remembered when
    it passes. What the call brings is checked per query: the start condition fully (a few
    identity values), and the filters' values are the question's pieces and words - valid
    Unicode when the question's runs are, non-blank, and taken by any property that is not a
    number (an `in` of text on a number property depends on the text, so a path filtering one
    is never remembered and its query never vouched for). A query not vouched for is validated
    by the backend as any other, and refused with its usual message."""
    paths = query.relation_type_paths
    if not paths:
        return
    keys = []
    for path in paths:
        edge, far = path.relation_types[0], path.object_types[1]
        op, field = (far.condition.operation, far.condition.field) if far.condition is not None else (None, None)
        keys.append((id(network), object_type.id, edge.relation_type_id, edge.source_object_type_id,
                     edge.target_object_type_id, edge.direction, far.id, op, field))
    if any(key[-1] is not None for key in keys) and (relevance is None or not relevance.valid_text):
        return
    try:
        if all(_VALID_PATHS.get(key) is network for key in keys):
            start = paths[0].object_types[0].condition  # every path starts from this node
            if start is not None:
                parse_condition(start, object_type=object_type, path="condition")
        else:
            for path in paths:
                far = path.object_types[1]
                if far.condition is not None:
                    prop = network.object_type(far.id).get_property(far.condition.field)
                    if prop is None or prop.family == "number":
                        return  # never remembered: the check such a path passes depends on the text
            KnowledgeBackend._parse_subgraph_query(query, network)
            for key in keys:
                _VALID_PATHS.put(key, network)
    except KnxError:
        return
    vouch(query, network)


MAX_QUESTION_PIECES = 300
MAX_PIECE_LENGTH = 16


def question_pieces(runs: list[str]) -> list[str]:
    """Every substring of 2 to 16 characters of the question's runs (the keyword taken out): the
    values a neighbour's name equals when the question names it; at most 300, longest first, and
    never pure question filler."""
    pieces: list[str] = []
    for run in runs:
        for size in range(min(len(run), MAX_PIECE_LENGTH), 1, -1):
            for i in range(len(run) - size + 1):
                piece = run[i:i + size]
                if not all(c in QUESTION_FILLER for c in piece):
                    pieces.append(piece)
    pieces.sort(key=len, reverse=True)
    return list(dict.fromkeys(pieces))[:MAX_QUESTION_PIECES]


class FoundNeighbour(NamedTuple):
    """A candidate neighbour: its relevance to the question, identity_key (what dedup compares),
    the subgraph's row of it, its name and the hop that reached it."""

    relevance: float
    key: str
    row: ObjectRow
    name: Any
    hop: Hop

    @property
    def instance_id(self) -> str:
        return self.row.id

    @property
    def object_type_id(self) -> str:
        return self.row.object_type_id

    @property
    def properties(self) -> dict[str, Any]:
        """A copy: the row's dict is the result's own."""
        return dict(self.row.properties)


class QuestionRelevance:
    """How much of a question a neighbour's name shares: 1 per shared character bigram, 0.25 per
    shared character (question filler such as 什么 / 哪些 left out), the keyword's own text removed
    from the question first (every neighbour is related to the keyword; what matters is the rest)."""

    def __init__(self, question: str | None, keyword: str = "") -> None:
        text = (question or "").replace(keyword, " ") if keyword else (question or "")
        self.bigrams = set(char_bigrams(text))
        self.chars = {c for c in text if not c.isspace() and c not in QUESTION_FILLER}
        # the question's own words for a search: filler characters split the runs
        self.search_text = " ".join(
            run for run in re.split("[" + re.escape("".join(sorted(QUESTION_FILLER))) + r"\s\W]+", text) if len(run) >= 2
        )
        # the question's runs as written (a name may hold filler characters: 炎可宁胶囊)
        self.runs = [run for run in re.split(r"[\s\W]+", text) if len(run) >= 2]
        # name text -> relevance: a question's keyword rounds meet the same neighbours again
        self._scores: LRUCache[str, float] = LRUCache(_MAX_SCORED_NAMES)

    @cached_property
    def valid_text(self) -> bool:
        """Every run and the search text are valid Unicode (`find_invalid_text`), and so every
        piece of the runs (`question_pieces`): what a name filter's values need. The runs are cut
        at non-word characters, a lone surrogate among them, so this holds for any question
        today; it keeps `_vouch_if_valid` right if the cutting changes."""
        return find_invalid_text([*self.runs, self.search_text], "question") is None

    def __call__(self, name: Any) -> float:
        if not self.chars or name is None:
            return 0.0
        text = str(name)
        score = self._scores.get(text)
        if score is None:
            shared_bigrams = len(self.bigrams & set(char_bigrams(text)))
            shared_chars = len(self.chars & set(text))
            score = round(shared_bigrams + 0.25 * shared_chars, 3)
            self._scores.put(text, score)
        return score


_MAX_SCORED_NAMES = 4096
_RELEVANCES: LRUCache[tuple[str, str], QuestionRelevance] = LRUCache(256)


def question_relevance(question: str | None, keyword: str) -> QuestionRelevance:
    """`QuestionRelevance(question, keyword)`, made once per (question, keyword) (the last 256
    kept) and shared: it only reads its question, and the names it scored are kept in it."""
    key = (question or "", keyword)
    relevance = _RELEVANCES.get(key)
    if relevance is None:
        relevance = QuestionRelevance(question, keyword)
        _RELEVANCES.put(key, relevance)
    return relevance


class RoundPlan:
    """What a keyword round needs that depends only on (network, object type, keyword, the
    session's question, the session's relation types), worked out once and kept per those
    objects (`round_plan`): the instance step's `KeywordPlan`, the hops and their key, the
    question's relevance, the relations' ranks, and the neighbour query per set of matched
    instances (a keyword asked again matches the same ones; see `neighbour_query`). Nothing in
    it is ever modified after it is made; it holds the objects it was made from, so their ids
    are not reused while it lives."""

    __slots__ = ("network", "object_type", "relations", "keyword", "keyword_plan", "hops", "hops_key",
                 "relevance", "relation_rank")

    def __init__(self, network: KnowledgeNetwork, object_type: ObjectType, keyword: str, question: str | None,
                 relations: list[RelationType]) -> None:
        self.network = network
        self.object_type = object_type
        self.relations = relations
        self.keyword = keyword
        self.keyword_plan = keyword_plan(object_type, keyword)
        self.hops, self.hops_key = shared_hops(object_type.id, relations)
        self.relevance = question_relevance(question, keyword)
        self.relation_rank = {rid: i for i, rid in enumerate(dict.fromkeys(h.relation.id for h in self.hops))}

    def neighbour_query(self, expand: list["Matched"]) -> tuple[SubgraphQuery, list[Hop]] | None:
        """`shared_neighbour_query` from the matched instances to expand; None when their
        primary keys allow no condition selecting them (`identity_condition`). Found again
        by this plan and the instances' identity keys (kept with the other shared queries)
        when every identity value is text: their keys are then exact (1, 1.0 and True would
        share one)."""
        exact = all(type(v) is str for m in expand for v in m.identity.values())
        key = (self, *(m.key for m in expand)) if exact else None
        if key is not None:
            cached = _SHARED_QUERIES.get(key)
            if cached is not None:
                return cached[1], cached[2]
        start = identity_condition(self.object_type, [m.identity for m in expand])
        if start is None:
            return None
        query, walked = shared_neighbour_query(self.object_type, self.hops, start, len(expand), self.network,
                                               self.relevance, self.hops_key)
        if key is not None:
            _SHARED_QUERIES.put(key, (self.network, query, walked))
        return query, walked


_ROUND_PLANS: LRUCache[tuple, RoundPlan] = LRUCache(256)


def round_plan(network: KnowledgeNetwork, object_type: ObjectType, keyword: str, question: str | None,
               relations: list[RelationType]) -> RoundPlan:
    """The `RoundPlan` of these objects (the last 256 kept): keyword rounds of a question get the
    same relation list for the session's shared schema, so its plan is found again."""
    key = (id(network), id(object_type), keyword, question, id(relations))
    plan = _ROUND_PLANS.get(key)
    if plan is None or plan.network is not network or plan.object_type is not object_type \
            or plan.relations is not relations:
        plan = RoundPlan(network, object_type, keyword, question, relations)
        _ROUND_PLANS.put(key, plan)
    return plan


_IDENTITY_KEYS: LRUCache[tuple, str] = LRUCache(16384)


def cached_identity_key(object_type_id: str, identity: dict[str, Any]) -> str:
    """`identity_key`, cheaper for identities of strings: a keyword call keys every instance it
    meets, and `json.dumps` costs more than the rest of handling a neighbour. A single text
    value is written by json's own C string encoder (what `json.dumps` runs for it); several
    are kept (the last 16,384). Other values (1 and 1.0 and True are equal dictionary keys, but
    not equal JSON) are dumped every time."""
    if len(identity) == 1:  # most types: one primary key
        (value,) = identity.values()
        if type(value) is str and type(object_type_id) is str:
            return f"[{_json_text(object_type_id)}, {_json_text(value)}]"
        return identity_key(object_type_id, identity)
    values = tuple(identity.values())
    for value in values:
        if type(value) is not str:
            return identity_key(object_type_id, identity)
    key = (object_type_id, values)
    found = _IDENTITY_KEYS.get(key)
    if found is None:
        found = identity_key(object_type_id, identity)
        _IDENTITY_KEYS.put(key, found)
    return found


def neighbours_from(
    result: SubgraphResult,
    hops: list[Hop],
    network: KnowledgeNetwork,
    relevance: QuestionRelevance | None = None,
    parent_order: list[str] | None = None,
    relation_rank: dict[str, int] | None = None,
) -> tuple[dict[str, list[FoundNeighbour]], int]:
    """Neighbours per matched instance (by identity_key), ranked by relevance and cut to the
    design's limits (10 per relation type and instance, 50 in total); and how many fetched
    candidates the limits dropped. `relation_rank`: each relation type's place among the
    hops' first appearances, when the caller keeps it."""
    relevance = relevance or QuestionRelevance(None)
    per_path = first_hops_of(result)
    if per_path is None:  # another engine's result, or one already built: read its relations
        per_path = [_first_hops(relations, hop.direction == "outgoing") for hop, relations in
                    zip(hops, result.first_relations())]
    # (parent key, relation id) -> neighbour key -> candidate: a neighbour reached again over the
    # same relation type (by another path: the question's names) keeps its first place.
    groups: dict[tuple[str, str], dict[str, FoundNeighbour]] = {}
    # id(ObjectRow) -> identity_key, and (key, name, relevance) of a neighbour, once per instance
    # object: the rows stay alive in `per_path` (a result read from rows has one ObjectRow per
    # instance; one built from models may have several, which then only compute the same again).
    parent_keys: dict[int, str] = {}
    found: dict[int, tuple[str, Any, float]] = {}
    object_type = network.object_type
    for hop, per_parent in zip(hops, per_path):
        if not per_parent:
            continue
        rel_id = hop.relation.id
        for parent_obj, children in per_parent:
            parent_key = parent_keys.get(id(parent_obj))
            if parent_key is None:
                parent_key = parent_keys[id(parent_obj)] = cached_identity_key(
                    parent_obj.object_type_id, parent_obj.unique_identities)
            group = groups.get((parent_key, rel_id))
            if group is None:
                group = groups[(parent_key, rel_id)] = {}
            for obj in children:
                known = found.get(id(obj))
                if known is None:
                    name = obj.display if obj.display is not None else _name_of(
                        object_type(obj.object_type_id), obj.properties)
                    key = cached_identity_key(obj.object_type_id, obj.unique_identities)
                    known = found[id(obj)] = (key, name, relevance(name))
                else:
                    key = known[0]
                if key not in group:
                    # `FoundNeighbour(relevance, key, obj, name, hop)` without its Python `__new__`
                    group[key] = _new_tuple(FoundNeighbour, (known[2], key, obj, known[1], hop))
    ranked: dict[tuple[str, str], list[FoundNeighbour]] = {}
    for group_key, group in groups.items():
        if group:
            candidates = ranked[group_key] = list(group.values())
            if len(candidates) > 1:
                candidates.sort(key=_by_relevance)  # stable: ties keep the backend's order
    if relation_rank is None:
        relation_rank = {rid: i for i, rid in enumerate(dict.fromkeys(h.relation.id for h in hops))}
    parents = list(dict.fromkeys([*(parent_order or []), *(p for p, _ in ranked)]))
    parent_rank = {p: i for i, p in enumerate(parents)}
    order = sorted(ranked, key=lambda g: (relation_rank[g[1]], parent_rank[g[0]]))
    out: dict[str, list[FoundNeighbour]] = {}
    if sum(map(len, ranked.values())) <= NEIGHBORS_TOTAL and \
            max(map(len, ranked.values()), default=0) <= NEIGHBORS_PER_RELATION:
        # every candidate fits the limits (what the caps below keep then): all of them, in order
        for group in order:
            found_now = out.get(group[0])
            if found_now is None:
                out[group[0]] = list(ranked[group])
            else:
                found_now.extend(ranked[group])
        return out, 0
    taken = dict.fromkeys(order, 0)
    budget = NEIGHBORS_TOTAL
    for cap in (NEIGHBOR_FLOOR, NEIGHBORS_PER_RELATION):
        for group in order:
            extra = min(cap, len(ranked[group])) - taken[group]
            if extra > 0 and budget > 0:
                extra = min(extra, budget)
                taken[group] += extra
                budget -= extra
    capped = 0
    for group in order:
        candidates = ranked[group]
        kept = taken[group]
        capped += len(candidates) - kept
        found_now = out.get(group[0])
        if found_now is None:
            found_now = out[group[0]] = []
        if kept:
            found_now.extend(candidates[:kept])
    return out, capped


def _first_hops(relations: list[FirstRelation], outgoing: bool) -> list[tuple[ObjectRow, list[ObjectRow]]]:
    """A path's first relations as `SubgraphRows.first_hops` gives them: (the keyword's instance,
    [the neighbour]) per relation, those missing either end left out."""
    out = []
    for _src_id, _dst_id, src, dst in relations:
        parent_obj, obj = (src, dst) if outgoing else (dst, src)
        if obj is not None and parent_obj is not None:
            out.append((parent_obj, [obj]))
    return out


_new_tuple = tuple.__new__


def _by_relevance(candidate: tuple) -> float:
    return -candidate[0]


# ----------------------------------------------------------------------------------------------
# The call
# ----------------------------------------------------------------------------------------------
@dataclass
class Matched:
    instance_id: str
    key: str  # identity_key: what dedup compares
    identity: dict[str, Any]
    name: Any
    properties: dict[str, Any]
    matched_fields: list[str]


@dataclass
class KeywordOutcome:
    context: KeywordContext
    round: KeywordRound
    errors: list[str] = field(default_factory=list)


def _row_identity(object_type: ObjectType, row: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    identity = row.get(INSTANCE_IDENTITY) or {k: row.get(k) for k in object_type.primary_keys}
    return row.get(INSTANCE_ID) or instance_key(object_type.id, identity), identity


def _name_of(object_type: ObjectType | None, row: dict[str, Any]) -> Any:
    return _shown_name(object_type, row.get(DISPLAY), row)


def _shown_name(object_type: ObjectType | None, display: Any, properties: dict[str, Any]) -> Any:
    """An instance's name as shown: its `_display`, else its name field's value."""
    if display is not None:
        return display
    name_field = object_type.name_field if object_type is not None else None
    return properties.get(name_field) if name_field else None


def _reason(exc: Exception) -> str:
    return exc.message if isinstance(exc, KnxError) else f"{type(exc).__name__}: {exc}"


def recall_keyword_context(
    backend: KnowledgeBackend,
    network: KnowledgeNetwork,
    object_type: ObjectType,
    keyword: str,
    relations: list[RelationType],
    state: SessionState,
) -> KeywordOutcome:
    """Run one keyword round against `state` (updated in place: `seen` and `rounds`).

    Backend failures never raise: a failed instance query returns an empty context, a failed
    subgraph query returns the instances without neighbours; both say so in `message` and are
    logged.

    The reply's models are built without validation (their values are of their fields' types by
    construction), each reporting as set what its keyword constructor and the assignments of the
    round would; the statistics are counted in locals and set once.
    """
    round_no = state.next_round
    version = state.schema_version
    counts: dict[str, Any] = {"round": round_no}  # the statistics assigned so far (reported as set)
    context = trusted(KeywordContext, _CONTEXT_SET, keyword=keyword, object_type_id=object_type.id,
                      matched_field=None, instances=[], statistics=None, message=None)
    record = trusted(
        KeywordRound, _ROUND_SET, round=round_no, keyword=keyword, object_type_id=object_type.id, kn_id=network.id,
        returned=[], skipped=[], error=None, at=time.time(),
    )
    outcome = KeywordOutcome(context=context, round=record)
    kept = round_plan(network, object_type, keyword, state.query, relations)
    plan = kept.keyword_plan
    if plan.body is None:
        context.message = MESSAGE_NO_FIELD.format(object_type_id=object_type.id, keyword=keyword)
        return _finish(state, outcome, counts)

    # -- instances ------------------------------------------------------------------------------
    try:
        counts["backend_queries"] = 1
        # A JSON body: the backend validates (and plans) each distinct body once.
        result = backend.query_instances(network.id, object_type.id, plan.request())
    except Exception as exc:  # degrade (design 8.4): log, return an empty context, never crash
        _log_failure("instance query", keyword, object_type.id, network.id, exc)
        outcome.errors.append(MESSAGE_INSTANCE_FAILURE.format(reason=_reason(exc)))
        context.message = outcome.errors[-1]
        return _finish(state, outcome, counts)

    matched: list[Matched] = []
    object_type_id = object_type.id
    read = instance_rows_of(result)
    if read is not None:  # the engine's own rows, read without making `datas`
        for iid, identity, display, props in read:
            matched.append(Matched(
                iid, cached_identity_key(object_type_id, identity), identity,
                _shown_name(object_type, display, props), props, plan.matched_fields(props)))
    else:
        for row in result.datas:
            iid, identity = _row_identity(object_type, row)
            props = {k: v for k, v in row.items() if not k.startswith("_")}
            matched.append(
                Matched(iid, cached_identity_key(object_type_id, identity), identity, _name_of(object_type, row),
                        props, plan.matched_fields(row))
            )
    counts["total_instances"] = result.total_count if result.total_count is not None else len(matched)
    field_counts: dict[str, int] = {}
    for m in matched:
        for f in m.matched_fields:
            field_counts[f] = field_counts.get(f, 0) + 1
    matched_fields = counts["matched_fields"] = [f for f in plan.fields if f in field_counts]
    if field_counts:
        best = max(field_counts.values())
        # The most frequent matching field; on a tie, the name field, then schema order.
        ties = [f for f in matched_fields if field_counts[f] == best]
        context.__dict__["matched_field"] = object_type.name_field if object_type.name_field in ties else ties[0]
        context.__pydantic_fields_set__.add("matched_field")
    if not matched:
        context.message = (
            MESSAGE_NO_MATCH.format(keyword=keyword, object_type_id=object_type_id) + MESSAGE_NO_MATCH_HINT
        )
        return _finish(state, outcome, counts)

    # -- which matched instances need neighbours ------------------------------------------------
    seen = state.seen

    def already_full(key: str) -> SeenInstance | None:
        prior = seen.get(key)
        if prior and prior.completeness >= CONTEXT and prior.schema_version == version:
            return prior
        return None

    expand = [m for m in matched if already_full(m.key) is None]
    neighbours: dict[str, list[FoundNeighbour]] = {}
    neighbours_ok = True
    if expand and kept.hops:
        neighbour_query = kept.neighbour_query(expand)
        if neighbour_query is None:
            neighbours_ok = False
            outcome.errors.append(MESSAGE_NO_IDENTITY.format(object_type_id=object_type_id))
        else:
            try:
                counts["backend_queries"] += 1
                query, walked = neighbour_query
                sub = backend.query_subgraph(network.id, query)
                neighbours, counts["capped_neighbors"] = neighbours_from(
                    sub, walked, network, kept.relevance, [m.key for m in expand], kept.relation_rank
                )
            except Exception as exc:  # degrade (design 8.4): keep the instances, drop the neighbours
                _log_failure("subgraph query", keyword, object_type_id, network.id, exc)
                neighbours_ok = False
                outcome.errors.append(MESSAGE_NEIGHBOR_FAILURE.format(reason=_reason(exc)))

    # -- assemble with dedup --------------------------------------------------------------------
    level = CONTEXT if neighbours_ok else PROPERTIES
    instances = context.instances
    skipped, returned = record.skipped, record.returned
    by_relation: dict[str, int] = {}
    deduplicated_instances = returned_instances = total_neighbors = new_neighbors = deduplicated_neighbors = 0
    # Everything sent in full by this reply, so later mentions in the same reply are references.
    sent_now: set[str] = {m.key for m in expand}
    # One SeenInstance per level and round: they are never modified in place (a state's `seen`
    # entries are replaced, and states are read back from their JSON).
    seen_as_neighbour = trusted(SeenInstance, None, round=round_no, completeness=PROPERTIES, schema_version=version)
    for m in matched:
        prior = already_full(m.key)
        if prior is not None:
            instances.append(trusted(
                KeywordInstance, _INSTANCE_REFERENCE,
                instance_id=m.instance_id, object_type_id=object_type_id, instance_name=m.name,
                matched_fields=m.matched_fields, properties=None, neighbors=None, seen_in_round=prior.round,
            ))
            deduplicated_instances += 1
            skipped.append(m.instance_id)
            continue
        entries = []
        for score, nb_key, row, name, hop in neighbours.get(m.key, ()):
            if nb_key in sent_now:
                properties, seen_in_round, fields_set = None, round_no, _NEIGHBOR_REFERENCE
                deduplicated_neighbors += 1
            else:
                prior_nb = seen.get(nb_key)
                if prior_nb is not None:
                    properties, seen_in_round, fields_set = None, prior_nb.round, _NEIGHBOR_REFERENCE
                    deduplicated_neighbors += 1
                    skipped.append(row.id)
                else:
                    # a copy: the row's dict is the result's own
                    properties, seen_in_round, fields_set = dict(row.properties), None, _NEIGHBOR_SENT
                    sent_now.add(nb_key)
                    new_neighbors += 1
                    returned.append(row.id)
                    seen[nb_key] = seen_as_neighbour
            rel_id, rel_name, direction, counter_key = hop.reply_fields
            # `trusted(Neighbor, fields_set, ...)` with the values in declaration order
            entries.append(trusted_from(Neighbor, set(fields_set), {
                "instance_id": row.id, "object_type_id": row.object_type_id, "instance_name": name,
                "relation_type_id": rel_id, "relation_type_name": rel_name, "relation_direction": direction,
                "properties": properties, "seen_in_round": seen_in_round, "relevance": score or None,
            }))
            by_relation[counter_key] = by_relation.get(counter_key, 0) + 1
        instances.append(trusted(
            KeywordInstance, _INSTANCE_SENT,
            instance_id=m.instance_id, object_type_id=object_type_id, instance_name=m.name,
            matched_fields=m.matched_fields, properties=m.properties,
            neighbors=entries if neighbours_ok else None, seen_in_round=None,
        ))
        total_neighbors += len(entries)
        returned_instances += 1
        returned.append(m.instance_id)
        seen[m.key] = trusted(SeenInstance, None, round=round_no, completeness=level, schema_version=version)
    # The counters a `stats.x += 1` would have assigned (and so reported as set)
    for name, value in (("deduplicated_instances", deduplicated_instances),
                        ("new_neighbors", new_neighbors), ("deduplicated_neighbors", deduplicated_neighbors)):
        if value:
            counts[name] = value
    # total_neighbors and returned_instances were assigned once per instance sent in full
    if returned_instances:
        counts["total_neighbors"] = total_neighbors
        counts["returned_instances"] = returned_instances
    if outcome.errors:
        context.message = "；".join(outcome.errors)
    return _finish(state, outcome, counts, by_relation)


_CONTEXT_SET = frozenset(("keyword", "object_type_id", "statistics"))
_ROUND_SET = frozenset(("round", "keyword", "object_type_id", "kn_id", "at"))
_INSTANCE_SET = frozenset(("instance_id", "object_type_id", "instance_name", "matched_fields"))
_INSTANCE_SENT = _INSTANCE_SET | {"properties", "neighbors"}
_INSTANCE_REFERENCE = _INSTANCE_SET | {"seen_in_round"}
_STATISTICS_DEFAULTS = {name: info.get_default(call_default_factory=True)
                        for name, info in KeywordStatistics.model_fields.items()}
_NEIGHBOR_SET = frozenset(("instance_id", "object_type_id", "instance_name", "relation_type_id",
                           "relation_type_name", "relation_direction", "relevance"))
_NEIGHBOR_SENT = _NEIGHBOR_SET | {"properties"}  # sent with its properties
_NEIGHBOR_REFERENCE = _NEIGHBOR_SET | {"seen_in_round"}  # sent earlier: a reference


def _finish(state: SessionState, outcome: KeywordOutcome, counts: dict[str, Any],
            by_relation: dict[str, int] | None = None) -> KeywordOutcome:
    """Set the round's statistics (what `KeywordStatistics(round=...)` and then assigning each of
    `counts` would give) and record the round in the state."""
    values = dict(_STATISTICS_DEFAULTS)
    values.update(counts)
    values["matched_fields"] = list(values["matched_fields"]) if "matched_fields" in counts else []
    values["neighbors_by_relation"] = by_relation if by_relation is not None else {}
    outcome.context.__dict__["statistics"] = trusted_from(KeywordStatistics, set(counts), values)
    if outcome.errors:
        outcome.round.error = "；".join(outcome.errors)
    state.rounds.append(outcome.round)
    return outcome


def _log_failure(step: str, keyword: str, object_type_id: str, kn_id: str, exc: Exception) -> None:
    if isinstance(exc, KnxError):
        logger.warning("keyword context: %s for %r on %s/%s failed: %s", step, keyword, kn_id, object_type_id, exc)
    else:
        logger.exception("keyword context: %s for %r on %s/%s failed", step, keyword, kn_id, object_type_id)
