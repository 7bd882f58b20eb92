"""Entity linking: which instances a question names, on any network.

    from core.search.linking import EntityLinker
    linked = EntityLinker().link(backend, "medical", "突聋挂什么科")
    linked.entities[0].instance_name        # '突发性耳聋' (the alias 突聋 followed to the disease)

The dictionary of surface forms (names, alias property values, alias relations) the mentions are
found in: core.search.name_dictionary.

Linking a question.
1. Every form found in the question is a candidate mention. Forms that are schema words (object
   type names and tags, relation type names: 症状, 并发症, 别名 ...) ask for a type, not an
   instance, and are not linked; nor are forms of one character (two for latin) or forms whose
   every entry is a generic filler word (hygiene: 危险因素, 如有需要). Where `concept_retrieval.sounded_names`
   asks for it, a stretch sounding as a name of three characters or more and one character off it is a
   candidate for that name too (`sounding_mentions`: 布落芬 for 布洛芬; trace `sounded`). Where
   `concept_retrieval.names_without_notes` / `dashes_as_typed` ask, a name written without the bracketed note it ends
   in (万苏林 of 万苏林（中效胰岛素）) / a dashed name typed with a hyphen or without the dash (肩-手综合征, 肩手综合征 of
   肩—手综合征) is a form too (`Dictionary.find_written`; trace `written_as`).
2. Longest match: mentions are taken longest first; a mention overlapping a longer one taken
   already is dropped (shadowed: 糖尿病 inside 糖尿病足病, 气道梗阻 inside 上气道梗阻) - unless the
   longer form is weak and the shorter strong (`yields_to`: 经常头晕 is 经常 + 头晕, a record with
   one edge; the symptom 头晕 has hundreds), or a leaf record starting with a strong name followed
   by a word of its own (`leaf_yields_to_its_modifier`: 麻疹病毒, a one-edge symptom, and 麻疹):
   then the longer form gives way (trace `yielded`) - not when it puts together two names of a type
   whose names the network often writes that way (`compound_parts`: 祛风明目 = 祛风 + 明目, as nearly
   half the efficacies are written; trace `kept_compound`), nor when the question names the inner name
   elsewhere too (`named_apart`) and the network joins a record of the longer form to a record of
   the inner name of its type (`joined_to_inner`: 城市狂犬病也是狂犬病的一种吧, where 城市狂犬病
   is_subtype_of 狂犬病, a name of its own; trace `kept_joined`), nor when the network joins one of its
   records to the record of another name of the question (`joined_to_another`: 肥厚性心肌病和心脏猝死有关系吗,
   心脏猝死 a related disease of 肥厚性心肌病; trace `kept_joined` with `joined_to`). A leaf (`is_leaf`) also has at most three edges
   at either end, each counted once: a value a dozen records point at (the department 小儿外科) keeps
   its match, though its weighted degree is a leaf's (trace `kept_not_leaf`). A form gives way only
   where it did: another occurrence of it crossing no other form stays a mention (纵膈淋巴结肿大，哪些癌会
   转移到纵膈淋巴结).
3. Each mention's entries are scored: a name equal to the mention 1.0, an alias 0.9; an extraction
   fragment (core.importers.hygiene) x 0.5; plus `INTENT_WEIGHT` x the question's intent for the
   entry's type (the best intent score of a relation type incident to it, with every mention
   masked - computed by the relation ranker, so 糖尿病吃什么药 picks the disease, not the symptom
   of the same name); plus `DEGREE_WEIGHT` x the entry's share of the mention's total log-degree
   (outgoing edges, plus a tenth of incoming ones: the disease 腹泻 with its symptoms outweighs the
   symptom 腹泻 that hundreds of diseases list). The best entry is the
   linked entity; the others stay listed as alternatives with their scores. A record written
   twice - two records of one type naming each other in alias properties - gives its mention to
   the one the naming properties call standard (`written_twice`: 达靓 → 葛根素滴眼液, by 通用名 /
   商品名): a trade name is an alias of the standard record, as alias properties are
   (`concept_retrieval.standard_record_of_written_twice`, on by default). The words right after
   a mention that some of its records' names hold and others not add `SPELLED_ON_SCORE` to those
   (`spelled_on`: 泰诺林滴剂 names the drops among four preparations sharing the trade name).

Once kn_search has ranked the relation types (the asked relation is the best-ranked one):
4. `settle_alias_twins`: a mention naming two records of one type, one by name and one over an
   alias relation (流感 the thin disease record, and 流行性感冒 has_alias 流感), goes to the one
   holding more edges both of the asked relation type and in all - or, when the record it has
   holds no edge of the asked relation type, to the other one an edge of it joins to another
   instance the question names (老年性白内障…会不会闹出青光眼).
5. `answer_type_records`: the wh-phrase names the answer's type (哪些病会口苦: a disease,
   core.search.question_form); a named record of that type whose name has a comparable record at
   the other end of the asked relation (口苦 the symptom) goes to it - any credible one when the
   wh-phrase leads the mention's clause (哪些病会让人耳鸣), any one a type word after the name
   names (高血压人群), any one holding more edges of that relation than the chosen record holds
   toward the answer's type when that is fewer than CREDIBLE_DEGREE; of the name's other records,
   the one holding the most edges toward the answer's type (`fullest_record`). A record holding
   no edge toward the answer's type gives way to one that does (`unreachable_answer_records`),
   and one of a type a class marker after the name names (白三烯受体拮抗剂这类药: drugs) to the
   record a best-ranked relation type joins to that type (`class_records`: the drug class). A
   linked record standing as the wh-phrase's noun names the answer's type for the first of these
   when no type's name does (`form_with_noun_record`: 红细胞增多要做哪些血液化验, 血液化验 a check record).
6. `alias_record_asked`: a question asking which instance an alias names (鬼剃头是哪种病, 针眼的正式
   病名是啥, 长髎是哪个的别名, 爱德儿康的通用名叫啥, 男子女性型乳房指的是哪种病) is about the alias record
   (`alias_record`), not the instance the alias leads to - unless that instance is joined to another
   record the question names (微斜视属于哪种斜视) and no standard name is asked for.
7. `choose_subject`: of several named instances, the one the question is about (not a candidate
   answer or the wh-phrase's noun, in the question word's clause at an end of the asked relation
   type, the source end of the asked relation, a name given as the diagnosis (说是 / 确诊 ...), what a
   yes-or-no clause right before the question word's clause is about (`lead_topic`), the first named
   in a yes-or-no question, a credible record, ...) is marked `subject`;
   its node comes first and it is the question's main entity from then on (`main_linked_entity`).

`LinkResult.trace` lists the mentions found, the shadowed, yielded and skipped forms, every scored
candidate and the dictionary's origin (built or loaded, size, seconds); kn_search's trace adds
`alias_twins`, `answer_type_records`, `lead_topic` and `subject` (with the question's form) under
`concepts.linking`.
"""

from __future__ import annotations

import dataclasses
import json
import math
import re
import time
from bisect import bisect_left, bisect_right
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any, Callable, Container, Iterable

from rapidfuzz.distance import Levenshtein
from pydantic import BaseModel, ConfigDict, Field, PrivateAttr

from core.backends.base import KnowledgeBackend
from core.lru import LRUCache
from core.importers.hygiene import fragment_reasons
from core.models.input import InputModel
from core.search.intent import SOURCE_NONE, end_share
from core.search.name_dictionary import (ALIAS_WORDS, GOES_BY, STANDARD_NAME, VIA_ALIAS_PROPERTY, VIA_ALIAS_RELATION,
                                         FOREIGN_NAMES, HAN, VIA_NAME, Dictionary, DictionaryCache, Entry,
                                         alias_relations, fold_dashes, normalise, shared_cache, stored_id,
                                         typed_dashed_names)
from core.search.regional_words import mandarin_reading
from core.search.question_form import (A_NOT_A, CLAUSE_BREAK, CLAUSE_CHAR, DEMONSTRATIVE, QuestionForm, clause_around,
                                      nouns_naming_types, sentence_opening, sentences)
from core.text import know_word_frequencies, precise_words, word_frequency
from core.models.network import KnowledgeNetwork, RelationType
from core.models.query import DISPLAY, INSTANCE_ID, INSTANCE_IDENTITY
from core.models.types import QueryText, parse_body

# Two records naming each other whose names are this many edits apart are one name spelled two
# ways or two forms of a product (乌鸡白凤丸 / 乌鸡白风丸, 安宫牛黄丸 / 安宫牛黄片), not a trade name
# and its standard: the mention keeps the record it names exactly (`written_twice`).
SPELLING_VARIANT = 1
NAME_SCORE = 1.0
ALIAS_SCORE = 0.9
FRAGMENT_FACTOR = 0.5
INTENT_WEIGHT = 0.3
DEGREE_WEIGHT = 0.2


class LinkedEntity(BaseModel):
    """An instance the question names: where (mention, span), what (type, id, canonical name) and
    how it was decided (via, score, alternatives)."""

    mention: str
    start: int
    end: int
    object_type_id: str
    instance_id: str  # `{object_type_id}-{primary key}`, as `_instance_id`
    instance_name: str
    unique_identities: dict[str, Any] = Field(default_factory=dict)
    via: str = VIA_NAME  # "name", "alias_property:<property>", "alias_relation:<relation type>"
    exact: bool = True  # the mention is the canonical name itself (not an alias)
    score: float = 0.0
    fragment_reasons: list[str] | None = None
    alternatives: list[dict[str, Any]] = Field(default_factory=list)
    # edges of this instance per relation type (embedded engine), for relation ranking
    relation_edges: dict[str, int] | None = None
    degree: int | None = None  # weighted edges of the instance (embedded engine), None elsewhere
    # the weighted edges of the alternatives (by instance id), where degrees are known
    _alternative_degrees: dict[str, int] = PrivateAttr(default_factory=dict)
    # the question is about this one (`choose_subject`): its node comes first
    subject: bool = False
    # the record of the alias the question asks about (`alias_record_asked`), once switched to it
    _alias_asked: bool = PrivateAttr(default=False)
    # linked over an alias because its own name's records are leaves (`EntityLinker.resolve`)
    _lent: bool = PrivateAttr(default=False)
    # the relation type a rule of the answer's type moved it to this record for (`answer_type_records`,
    # `unreachable_answer_records`): the question asks that of it (`choose_subject`)
    _moved_for: str | None = PrivateAttr(default=None)
    # (the relation type that would have moved it, the one that keeps it) when the question scores
    # both alike (`tied_keeping_relation`)
    _kept_on_tie: tuple[str, str] | None = PrivateAttr(default=None)


class LinkRequest(InputModel):
    model_config = ConfigDict(extra="forbid")

    kn_id: str = Field(min_length=1)
    question: QueryText


@dataclass
class LinkResult:
    entities: list[LinkedEntity]
    trace: dict[str, Any] = field(default_factory=dict)

    def spans(self) -> list[tuple[int, int]]:
        return [(e.start, e.end) for e in self.entities]


@dataclass
class Mention:
    """A form found in the question with the dictionary entries it names (before choosing one)."""

    surface: str
    start: int
    end: int
    entries: list[int]



# ----------------------------------------------------------------------------------------------
# Linking
# ----------------------------------------------------------------------------------------------
def schema_words(network: KnowledgeNetwork) -> frozenset[str]:
    """Words that name a type or relation: a question uses them to ask for a kind of thing.
    Made once per network object (every question of a network asks for them)."""
    cached = _schema_words.get(id(network))
    if cached is None or cached[0] is not network:
        cached = (network, frozenset(_schema_words_of(network)))
        _schema_words.put(id(network), cached)
    return cached[1]


_schema_words: LRUCache[int, tuple[KnowledgeNetwork, frozenset[str]]] = LRUCache(64)  # id(network) -> (network, words)


def _schema_words_of(network: KnowledgeNetwork) -> set[str]:
    words: set[str] = set()
    for ot in network.object_types:
        words.update(filter(None, [ot.name, *ot.tags]))
    for rel in network.relation_types:
        words.update(filter(None, [rel.name, *rel.tags]))
    return {normalise(w) for w in words}


COMMON_WORD_FREQ = 3000
# The longest match of the patterns `ends_at` searches (each branch of each ends with `$`);
# tests/test_linking_long_text.py checks every such pattern's width against it
ENDING_WIDTH = 16


def ends_at(pattern: re.Pattern, text: str, end: int) -> re.Match | None:
    """`pattern.search(text, 0, end)` for a pattern whose matches all end at `end` (each branch ends with `$`) and
    hold at most ENDING_WIDTH characters: the search starts ENDING_WIDTH + 1 characters before `end` (`$` also
    matches before a line break ending the text), so a long text is not scanned from its start for each name.
    Lookbehinds still see the characters before the search's start, and `^` matches only at the text's start, as
    in the whole search."""
    return pattern.search(text, max(0, min(end, len(text)) - ENDING_WIDTH - 1), end)


# A comparison word right before a form: 像 / 好像 / 就像 / 如同 / 似 / 宛如 (plain Chinese, no word of
# a network) - but not the 似 of 疑似, "suspected": 病人疑似小脑视网膜综合征 names the diagnosis suspected.
_LIKENED = re.compile(r"(?:像|如同|宛如|犹如|(?<!疑)似)$")
# ... but not 像 after a doctor's 说 / 讲: 大夫说像急性减压性骨坏死 gives a likely diagnosis (`_DIAGNOSED`), as a
# doctor's suspicion does (医生怀疑小儿伯韦综合征), and a hospital's or a department's 说像, which its doctors say
# (儿童医院说像儿童慢性大疱病, 急诊说像…); anyone else's 说像 (邻居说像鸡胸, 网上说像胃癌, 老师说像…) still likens
_DOCTOR_LIKENS = re.compile(r"(?:(?:医生|大夫|医师)(?:(?:说|讲)(?:有点)?像|怀疑(?:是)?)"
                            r"|(?:医院|急诊|门诊|诊所|科)(?:说|讲)(?:有点)?像)$")


def _occurrences(text: str, word: str) -> list[int]:
    out, start = [], text.find(word)
    while start >= 0:
        out.append(start)
        start = text.find(word, start + 1)
    return out


def _latin_at(text: str, index: int) -> bool:
    return 0 <= index < len(text) and text[index].isascii() and text[index].isalnum()


def _stands_alone(question: str, start: int, end: int, form: str, foreign: bool) -> bool:
    """Whether a latin form is no part of a longer latin word of the question (`EntityLinker.mentions`): an all-ASCII
    form has no letter or digit beside it; a name in another language holding other characters (prune—belly syndrome)
    no letter beside a letter it begins or ends with. Other forms always stand alone."""
    if form.isascii():
        return not (_latin_at(question, start - 1) or _latin_at(question, end))
    if foreign:
        return not (_letters_at(question, start - 1, form, 0) or _letters_at(question, end, form, len(form) - 1))
    return True


def _letters_at(text: str, index: int, form: str, edge: int) -> bool:
    """Whether the text's character at `index` and the form's at `edge` are both latin letters: the form's word goes on
    in the text."""
    return 0 <= index < len(text) and text[index].isascii() and text[index].isalpha() \
        and form[edge].isascii() and form[edge].isalpha()


def starts_inside_a_word(text: str, start: int, end: int) -> bool:
    """Whether the form at [start, end) of the text begins inside a common word (jieba frequency
    >= COMMON_WORD_FREQ) that runs into it: 法能 in 土办法能止住 begins inside 办法. Only the start is
    read: a form's first character rarely closes an everyday word by chance, while its last
    character often opens one by chance (体检查出来: 体检 + 查, not 体 + 检查), and jieba's own cut
    joins the end of names to what follows (检查和, 痛痛)."""
    for size in (2, 3):
        for before in range(1, size):
            left, right = start - before, start - before + size
            if left >= 0 and right <= end and is_common_word(text[left:right]):
                return True
    return False


def is_common_word(form: str) -> bool:
    """A word jieba's general dictionary counts at least COMMON_WORD_FREQ times."""
    return word_frequency(form) >= COMMON_WORD_FREQ


IntentByType = Callable[[list[tuple[int, int]]], dict[str, float]]


# A demonstrative and its noun opening the clause right after a name (…小儿内分泌科，这个科…)
_REFERRED_AFTER = re.compile(r"[，,。.；;！!？?\s]+(?:那|请问)?" + DEMONSTRATIVE + r"(?!类)([\u4e00-\u9fff]{1,4})")


# What a longer form adds to the name inside it that names nothing more: how bad, how long or how often (严重黄疸, 长期视力
# 减退), a course (眩晕发作, 咳嗽不止), the kind of record (胸片检查, 超声心动图检测) or how ordinary (常规尿液检查) - a
# demonstrative after it refers to the name inside it as well, and the longer form gives way as it would
_ADDS_NOTHING = re.compile(r"严重|重度|中度|轻度|轻微|长期|持续|反复|经常|偶尔|间断|突发|明显|普通|常规|一般|基本"
                           r"|发作|不止|加重|加剧|不适|检查|检测|化验|检验|筛查|测定|监测|治疗|症状|表现")


def adds_nothing(longer: str, inner: str) -> bool:
    """Whether `longer` is `inner` with only a word of `_ADDS_NOTHING` before or after it."""
    if longer.startswith(inner):
        rest = longer[len(inner):]
    elif longer.endswith(inner):
        rest = longer[:-len(inner)]
    else:
        return False
    return _ADDS_NOTHING.fullmatch(rest) is not None


def refers_back_to_own_type(question: str, longer: Mention, inner: Mention, dictionary: Dictionary,
                            network: KnowledgeNetwork) -> bool:
    """Whether the clause right after `longer` opens with a demonstrative whose noun names a type of
    `longer`'s records (小儿内分泌科，这个科: a department; 小儿, a population, names one too, but the name
    referred back to is the whole one) - not where `longer` adds to the name `inner` inside it only a word naming
    nothing more (`adds_nothing`: 胸片检查，这个检查) and that name has a record of the type too."""
    m = _REFERRED_AFTER.match(question, longer[1])
    if m is None:
        return False
    named = nouns_naming_types([m], network)
    if not named:
        return False
    types = named[0][1]

    def has_record_of_type(form: str) -> bool:
        return any(dictionary.entry(i).type_id in types for i in dictionary.indices(form))

    if adds_nothing(longer[2], inner[2]) and has_record_of_type(inner[2]):
        return False
    return has_record_of_type(longer[2])


# How often jieba counts a word for a stretch of two such words to read as everyday words, not a slip
# (`reads_as_words`): 感染 (2282), 黑色 (2337), 呼吸 (2618) are; 金银 (1340) of 金银华, 肺 (1401) of 肺结合 not
SLIP_WORD_FREQ = 2000
# A character jieba counts this often as a word on its own (上 258k, 是 797k, 可 96k, 好 93k, 里 77k, 吗 21k; 科 7k,
# 怎 6.7k, 严 2.6k, 炎 0.7k) is one of the words sentences are made of: typed beside a name it is that word, no slip
SENTENCE_CHARACTER_FREQ = 20_000


def reads_as_words(pieces: list[tuple[int, int, str]], start: int, end: int, slip: int,
                   exact: set[tuple[int, int]]) -> bool:
    """Whether jieba's precise cut of the question (`pieces`: start, end, word) reads the stretch [start, end)
    as words the asker wrote, the character at `slip` (where it differs from the name) in one of them: two
    words, each counted SLIP_WORD_FREQ times or more, one of two characters or more (一紧张: 一 + 紧张, 心里的:
    心里 + 的, 身体不是: 身体 + 不是) - the one holding that character may run on past the stretch, whatever its
    count (精神可以: 精神 + 可以, 长期得不到: 长期 + 得不到) - or a form found as typed (`exact`) and the word
    holding that character running on past the stretch (冠心病一般: 冠心病 + 一般, 雷贝拉唑哪个: 雷贝拉唑 + 哪个).
    A slip's other characters are a name's, rarely one everyday word (支气管严, 金银华, 肺结合; 布落芬 is cut
    布 / 落 / 芬, 血之异常 血 / 之 / 异常)."""
    held = next(p for p in pieces if p[0] <= slip < p[1])
    runs_on = held[0] < start or end < held[1]
    if runs_on and ((start, held[0]) in exact or (held[1], end) in exact):
        return True
    inside = [p for p in pieces if p[0] < end and start < p[1]]
    if len(inside) != 2:
        return False
    words = [p for p in inside if not (runs_on and p is held)]
    return all(start <= a and b <= end and word_frequency(w) >= SLIP_WORD_FREQ for a, b, w in words) \
        and any(b - a > 1 for a, b, _ in words)


def sounding_mentions(lowered: str, found: list[tuple[int, int, str]], dictionary: Dictionary
                      ) -> list[tuple[int, int, str]]:
    """(start, end, form) of the stretches of the question that sound as a form does and differ from it in one
    character (`Dictionary.find_sounding`), where the stretch is no form of its own, no word jieba's dictionary
    holds (原发性 sounds as the record 原发型, 脂肪酸 as 脂肪栓: words people write for themselves, not slips),
    crosses no form found as typed (each lies inside it or apart from it: 炎症状 does not cut 肝炎 of 肝炎症状), is
    not two of them side by side (重度高血压: 重度 + 高血压, not 中度高血压), is not a form found as typed with the
    character off beside it when that form is the better documented or the character one of the words sentences are
    made of (痛风是 / the record 痛风石, 治头痛 / 止头痛, 玻璃体上 / 玻璃体疝: the name told right and a word next to it;
    阑尾严 is a slip of 阑尾炎, a record of more edges than 阑尾) and does not read as everyday words (`reads_as_words`: 一紧张 sounds as the record 易紧张, 皮肤可以 as 皮肤科)."""
    exact = {(start, end) for start, end, _ in found}

    def beside_a_form(start: int, end: int, slip: int, form: str) -> bool:
        # the character off at an edge of the stretch, the rest a form as typed, and that form's record the better
        # documented: 痛风是 is 痛风 (542 edges) and 是, not the record 痛风石 (14); 阑尾严 is 阑尾炎 (60), not 阑尾 (4) -
        # or the character off one of the words a sentence is made of (上, 是, 可, 的: jieba counts each 20,000 times
        # or more; 严, 炎, 科, 石 far fewer): 玻璃体上 is 玻璃体 and 上, not the record 玻璃体疝, whatever their edges
        rest = (start + 1, end) if slip == start else (start, end - 1) if slip == end - 1 else None
        return rest in exact and (dictionary.most_edges(lowered[rest[0]:rest[1]]) > dictionary.most_edges(form)
                                  or word_frequency(lowered[slip]) >= SENTENCE_CHARACTER_FREQ)

    def slip_at(start: int, end: int, form: str) -> int:
        # where the one character off stands (`find_sounding` found exactly one)
        return start + next(i for i, (a, b) in enumerate(zip(lowered[start:end], form)) if a != b)

    candidates = [(start, end, form, slip_at(start, end, form)) for start, end, form in dictionary.find_sounding(lowered)]
    kept = [(start, end, form, slip) for start, end, form, slip in candidates
            if (start, end) not in exact and not word_frequency(lowered[start:end])
            and all(b <= start or end <= a or (start <= a and b <= end) for a, b in exact)
            # nor two forms found as typed side by side: the asker wrote those two names (重度高血压: 重度 +
            # 高血压, not a slip of 中度高血压; 中度贫血 not of 重度贫血)
            and not any((start, k) in exact and (k, end) in exact for k in range(start + 1, end))
            and not beside_a_form(start, end, slip, form)]
    if not kept:
        return []
    pieces, at = [], 0
    for word in precise_words(lowered):
        pieces.append((at, at + len(word), word))
        at += len(word)
    return [(start, end, form) for start, end, form, slip in kept
            if not reads_as_words(pieces, start, end, slip, exact)]


class EntityLinker:
    """Links a question's mentions to instances (module docstring)."""

    def __init__(self, cache: DictionaryCache | None = None) -> None:
        self.cache = cache or shared_cache

    def link(self, backend: KnowledgeBackend, kn_id: str, question: str,
             intent_by_type: IntentByType | None = None, sounded_names: bool = False,
             written_as: frozenset[str] = frozenset()) -> LinkResult:
        """Entities the question names, left to right. `intent_by_type(spans)` gives the question's
        intent score per object type with those spans masked (None: no type intent); `sounded_names`: a name
        typed with one character sounding as its own is a mention of it (`sounding_mentions`);
        `written_as`: so is a name written as each of these kinds says (`Dictionary.find_written`: WITHOUT_NOTES,
        TYPED_DASHES)."""
        req = parse_body(LinkRequest, {"kn_id": kn_id, "question": question}, "link request")
        return self._link(backend, req.kn_id, req.question, intent_by_type, sounded_names, written_as)

    def mentions(self, backend: KnowledgeBackend, kn_id: str, question: str,
                 trace: dict[str, Any] | None = None, leaf_by_edges: bool = True,
                 sounded_names: bool = False, written_as: frozenset[str] = frozenset()
                 ) -> tuple[list[Mention], Dictionary]:
        """Longest non-overlapping dictionary forms of the question (steps 1-2). `leaf_by_edges`:
        a leaf record is one with at most `LEAF_EDGES` edges at either end (`is_leaf`), else at
        most `LEAF_DEGREE` weighted ones."""
        started = time.perf_counter()
        dictionary, origin = self.cache.get(backend, kn_id)
        network = backend.get_network(kn_id)
        skip = schema_words(network)
        lowered = normalise(question)
        know_word_frequencies(lowered)  # the common-word checks below ask for its pieces
        found = dictionary.find(lowered)
        # A name typed with one character sounding as its own in its place (布落芬 for 布洛芬, a pinyin keyboard's
        # slip) is a mention of the name, where asked for (`sounding_mentions` says when a stretch is no slip)
        sounded = sounding_mentions(lowered, found, dictionary) if sounded_names else []
        if sounded:
            found = sorted(found + sounded, key=lambda m: (m[1], m[0]))
        # A name written as people write it where the network writes more (万苏林 of 万苏林（中效胰岛素）, 肩手综合征 of
        # 肩—手综合征), where asked for - unless the stretch is found as a form already (肩—手综合征 typed as written)
        spans = {(start, end) for start, end, _ in found}
        written = [(*m, kind) for kind in sorted(written_as) for m in dictionary.find_written(lowered, kind)
                   if (m[0], m[1]) not in spans]
        if written:
            found = sorted(found + [m[:3] for m in written], key=lambda m: (m[1], m[0]))
        # Schema words in the question ask for a type; a form overlapping one (并发 of 并发症) is
        # part of that request, not a name.
        reserved = [(i, i + len(w)) for w in skip if len(w) > 1 for i in _occurrences(lowered, w)]
        skipped: list[dict[str, Any]] = []
        usable = []
        for start, end, form in found:
            entries = dictionary.indices(form)
            if form in skip:
                skipped.append({"form": form, "reason": "schema word"})
            elif any(a < end and start < b and not (start <= a and b <= end and (end - start) > (b - a))
                     for a, b in reserved):
                skipped.append({"form": form, "reason": "part of a schema word"})
            elif all("generic" in fragment_reasons(dictionary.name(i)) for i in entries):
                skipped.append({"form": form, "reason": "generic word (hygiene)"})
            else:
                usable.append((start, end, form))
        usable = _first_occurrences(usable, skipped)
        # A latin form must stand alone (ms of "symptoms" is no mention of MS); so must a name in another language that
        # holds other characters (prune—belly syndrome), at the latin letters it begins or ends with.
        foreign = {m[:3] for m in written if m[3] == FOREIGN_NAMES}
        usable = [(a, b, f) for a, b, f in usable if _stands_alone(question, a, b, f, (a, b, f) in foreign)]
        # Everyday words that happen to name an instance (感觉, 出现, 引起 ...) are mentions only when
        # the question has nothing better.
        common = [m for m in usable if is_common_word(m[2])]
        if len(common) < len(usable):
            for m in common:
                skipped.append({"form": m[2], "reason": f"common word (jieba frequency >= {COMMON_WORD_FREQ})"})
            usable = [m for m in usable if m not in common]
        # A form that begins inside an everyday word (法能 in 土办法能止住: 办法) is a chance match
        # across words, no mention, when the question has another.
        if len(usable) > 1:
            crossing = [m for m in usable if starts_inside_a_word(lowered, m[0], m[1])]
            if len(crossing) < len(usable):
                for m in crossing:
                    skipped.append({"form": m[2], "reason": "begins inside a common word"})
                usable = [m for m in usable if m not in crossing]
        # What follows a comparison word (`_LIKENED`: 鱼鳞病皮肤干得像蛇皮) is what the question
        # likens something to, no mention, when the question has another. A form inside the likened
        # one is no other (肺炎 of 像社区获得性肺炎): the question then names only what it likens
        # something to, and asks about it (哪些病看着像社区获得性肺炎).
        if len(usable) > 1:
            likened = [m for m in usable if ends_at(_LIKENED, lowered, m[0])
                       and not ends_at(_DOCTOR_LIKENS, lowered, m[0])]
            likened = [m for m in likened if any(not (m[0] <= n[0] and n[1] <= m[1]) for n in usable if n not in likened)]
            for m in likened:
                skipped.append({"form": m[2], "reason": "after a comparison word"})
            usable = [m for m in usable if m not in likened]
        # A weak longer form does not hide the strong name inside it (经常头晕 / 头晕), nor does a
        # leaf record hide a strong name it overlaps (含服硝酸甘油 / 硝酸甘油片).
        yielded = []
        gave_way = []  # the occurrences that gave way (another occurrence of the form may stand alone)
        kept_not_leaf = []  # forms the weighted degree alone would have called leaves (`is_leaf`)
        kept_joined = []  # longer forms whose record the network joins to the inner name's (`joined_to_inner`)
        kept_compound = []  # forms of a type written as two names of it (`compound_parts`)
        kept_referred = []  # forms a demonstrative right after refers back to (`refers_back_to_own_type`)
        if dictionary.info.get("degrees"):
            overlapping = _overlapping(usable)
            for m in usable:
                shorter = _gives_way_to(m, overlapping(m), dictionary, leaf_by_edges)
                if shorter is not None:
                    holds = m[0] <= shorter[0] and shorter[1] <= m[1]  # else a leaf overlapping it
                    if (parts := compound_parts(m, shorter, dictionary)) is not None:
                        # two names of a type whose names the network writes that way (祛风明目 = 祛风 +
                        # 明目, efficacies): a name of its own, not 祛风 and a word after it
                        kept_compound.append({"form": m[2], "parts": list(parts)})
                    elif holds and named_apart(m, shorter, usable, dictionary) \
                            and joined_to_inner(backend, kn_id, m[2], shorter[2], dictionary):
                        # the question names the inner name on its own too, and the network joins the
                        # longer name's record to it (城市狂犬病也是狂犬病的一种吧: 城市狂犬病 is_subtype_of
                        # 狂犬病): the longer one is a name in its own right, not an everyday phrase around it
                        kept_joined.append({"form": m[2], "not_to": shorter[2]})
                    elif holds and not m[2].endswith(_PEOPLE_WITH) \
                            and (joined := joined_to_another(backend, kn_id, m, usable, dictionary)):
                        # the network joins its record to another name of the question (肥厚性心肌病和心脏
                        # 猝死有关系吗: 心脏猝死 is a related disease of 肥厚性心肌病): the question names the
                        # two as the network relates them - for a form holding the name it would give way
                        # to (not a leaf overlapping a strong name: 含服硝酸甘油 / 硝酸甘油片), and not for
                        # people with a disease (艾滋病患者, 肝硬化病人: the disease is what is asked about)
                        kept_joined.append({"form": m[2], "not_to": shorter[2], "joined_to": joined})
                    elif holds and refers_back_to_own_type(question, m, shorter, dictionary, network):
                        # the clause after it refers back to a thing of its type, not of the shorter
                        # name's (被转到了小儿内分泌科，这个科主要看哪些病): the longer name is what it means
                        kept_referred.append({"form": m[2], "not_to": shorter[2]})
                    else:
                        yielded.append({"form": m[2], "to": shorter[2]})
                        gave_way.append(m)
                elif leaf_by_edges and kept_by_edges(m[2], dictionary):
                    by_degree = _gives_way_to(m, overlapping(m), dictionary, False)
                    if by_degree is not None:
                        kept_not_leaf.append({"form": m[2], "not_to": by_degree[2],
                                              "edges": dictionary.most_edges(m[2])})
            # A form gives way where it did; another occurrence of it stays a mention where it crosses no
            # other form (纵膈淋巴结肿大，哪些癌会转移到纵膈淋巴结: the second stands alone), not where it would
            # hide a name it crosses as the first did (纵膈淋巴结肿大，纵膈淋巴结核怎么治: 淋巴结核)
            gone = {y["form"] for y in yielded}
            usable = [m for m in usable if m not in gave_way
                      and (m[2] not in gone or not any(_crosses(m, n) for n in overlapping(m)))]
        usable.sort(key=lambda m: (-(m[1] - m[0]), m[0]))
        taken: list[Mention] = []
        shadowed = []
        for start, end, form in usable:
            if any(start < m.end and m.start < end for m in taken):
                shadowed.append(form)
                continue
            taken.append(Mention(question[start:end], start, end, list(dictionary.indices(form))))
        taken.sort(key=lambda m: m.start)
        if trace is not None:
            # a form kept from giving way may still be shadowed by a longer one (鼻窦 in 鼻窦炎)
            kept_not_leaf = [k for k in kept_not_leaf if k["form"] in {normalise(m.surface) for m in taken}]
            if kept_not_leaf:
                trace["kept_not_leaf"] = kept_not_leaf
            if kept_joined:
                trace["kept_joined"] = kept_joined
            if kept_compound:
                trace["kept_compound"] = kept_compound
            if kept_referred:
                trace["kept_referred"] = kept_referred
            typed_for = [{"typed": m.surface, "form": form} for m in taken for a, b, form in sounded
                         if (m.start, m.end) == (a, b)]
            if typed_for:
                trace["sounded"] = typed_for
            as_written = [{"typed": m.surface, "kind": kind, "names": sorted({dictionary.name(i) for i in m.entries})}
                          for m in taken for a, b, form, kind in written if (m.start, m.end) == (a, b)]
            if as_written:
                trace["written_as"] = as_written
            trace.update(
                dictionary={**dictionary.info, "origin": origin},
                forms_found=len(found), skipped=skipped, shadowed=sorted(set(shadowed)), yielded=yielded,
                mentions=[{"mention": m.surface, "span": [m.start, m.end], "entries": len(m.entries)} for m in taken],
                lookup_ms=round((time.perf_counter() - started) * 1000, 3),
            )
        return taken, dictionary

    def resolve(self, mentions: list[Mention], dictionary: Dictionary,
                intent: dict[str, float] | None, trace: dict[str, Any] | None = None,
                standard_records: bool = False, question: str | None = None) -> list[LinkedEntity]:
        """One entity per mention: the best-scored entry (step 3). `standard_records`: a record
        written twice (`written_twice`) gives its mention to the standard record, which then
        scores as the name and the record of the mention's name as an alias. `question`: the
        words right after a mention that some of its records' names hold and others not
        (`spelled_on`: 泰诺林滴剂) add `SPELLED_ON_SCORE` to those records."""
        out = []
        details = []
        for mention in mentions:
            scored = []
            candidates = [dictionary.entry(i) for i in mention.entries]
            spelled = spelled_on(question, mention, candidates, mentions) if question else None
            total_log_degree = sum(math.log1p(e.degree) for e in candidates) or 0.0
            # one product recorded twice (a trade-name record and the generic one naming each
            # other): the mention is the record's name, but it names the standard record
            twice = written_twice(normalise(mention.surface), candidates, dictionary) if standard_records \
                else WrittenTwice()
            seen: set[tuple[str, str]] = set()
            for e in candidates:
                if (e.instance_id, e.via) in seen:
                    continue
                seen.add((e.instance_id, e.via))
                reasons = fragment_reasons(e.name)
                base = NAME_SCORE if e.via == VIA_NAME else ALIAS_SCORE
                if e.via == VIA_NAME and e.instance_id in twice.written:
                    base = ALIAS_SCORE
                elif e.via.startswith(VIA_ALIAS_PROPERTY) and e.instance_id in twice.standard:
                    base = NAME_SCORE
                score = base * (FRAGMENT_FACTOR if reasons else 1.0)
                type_intent = (intent or {}).get(e.type_id, 0.0)
                degree_share = math.log1p(e.degree) / total_log_degree if total_log_degree else 0.0
                score += INTENT_WEIGHT * type_intent + DEGREE_WEIGHT * degree_share
                parts = {"base": base, "fragment": bool(reasons), "type_intent": round(type_intent, 6),
                         "degree": e.degree, "degree_share": round(degree_share, 6)}
                if spelled and spelled in normalise(e.name):
                    score += SPELLED_ON_SCORE
                    parts["spelled_on"] = spelled
                scored.append((round(score, 6), e, reasons, parts))
            # A name whose every record is a leaf (an extraction's leftover, or a value a few
            # records point at) lends its mention to the credible record it is an alias of: 薏米,
            # a one-edge ingredient by name, is an alias of the medicinal material 薏苡仁. The alias
            # entry then scores as a name would.
            names = [e for _, e, _, _ in scored if e.via == VIA_NAME]
            if dictionary.info.get("degrees") and names and all(e.degree <= LEAF_DEGREE for e in names):
                lent = []
                for item in scored:
                    score, e, fragment, parts = item
                    if e.via.startswith(VIA_ALIAS_RELATION) and credible(e):
                        parts = {**parts, "alias_of_leaf_name": True}
                        score += (NAME_SCORE - ALIAS_SCORE) * (FRAGMENT_FACTOR if fragment else 1.0)
                        item = (round(score, 6), e, fragment, parts)
                    lent.append(item)
                scored = lent
            scored.sort(key=lambda s: (-s[0], s[1].via != VIA_NAME, s[1].instance_id))
            best_score, best, reasons, parts = scored[0]
            if best.instance_id in twice.standard:
                # the standard record reached over an alias relation as well (快如妥 drug_has_alias):
                # say so, since that relation's alias record is what a question about the name asks
                # for (`alias_record_asked`)
                related = next((e for _, e, _, _ in scored if e.instance_id == best.instance_id
                                and e.via.startswith(VIA_ALIAS_RELATION)), None)
                if related is not None:
                    best = related
            entity = LinkedEntity(
                degree=best.degree if dictionary.info.get("degrees") else None,
                mention=mention.surface, start=mention.start, end=mention.end,
                object_type_id=best.type_id, instance_id=best.instance_id, instance_name=best.name,
                unique_identities=best.identity, via=best.via,
                exact=best.via == VIA_NAME and normalise(best.name) == normalise(mention.surface),
                score=best_score, fragment_reasons=reasons or None,
                alternatives=[{"object_type_id": e.type_id, "instance_id": e.instance_id,
                               "instance_name": e.name, "unique_identities": e.identity, "via": e.via,
                               "score": s}
                              for s, e, _, _ in scored[1:6]],
            )
            if dictionary.info.get("degrees"):
                entity._alternative_degrees = {e.instance_id: e.degree for _, e, _, _ in scored[1:6]}
            entity._lent = bool(parts.get("alias_of_leaf_name"))
            out.append(entity)
            details.append({"mention": mention.surface, "chosen": best.instance_id,
                            "candidates": [{"instance_id": e.instance_id, "via": e.via, "score": s, **p}
                                           for s, e, _, p in scored[:8]]})
            if twice.pairs:  # `taken`: the mention went to this standard record
                details[-1]["written_twice"] = [{**pair, "taken": pair["standard"] == best.name} for pair in twice.pairs]
            if entity._lent:  # the leaf record of its own name it was lent from
                leaf = next((e for _, e, _, _ in scored if e.via == VIA_NAME), None)
                details[-1]["lent"] = {"from": leaf.name if leaf else None, "to": best.name}
        if trace is not None:
            trace["resolved"] = details
            trace["weights"] = {"name": NAME_SCORE, "alias": ALIAS_SCORE, "fragment_factor": FRAGMENT_FACTOR,
                                "type_intent": INTENT_WEIGHT, "degree_share": DEGREE_WEIGHT}
        return out

    def _link(self, backend: KnowledgeBackend, kn_id: str, question: str,
              intent_by_type: IntentByType | None, sounded_names: bool = False,
              written_as: frozenset[str] = frozenset()) -> LinkResult:
        trace: dict[str, Any] = {}
        mentions, dictionary = self.mentions(backend, kn_id, question, trace, sounded_names=sounded_names,
                                             written_as=written_as)
        spans = [(m.start, m.end) for m in mentions]
        intent = intent_by_type(spans) if intent_by_type and mentions else None
        entities = self.resolve(mentions, dictionary, intent, trace, question=question)
        return LinkResult(entities, trace)


# What the question writes right after a mention (泰诺林滴剂): at least two characters, at most six,
# up to the first punctuation or space.
SPELLED_ON_MIN = 2
SPELLED_ON_MAX = 6
# Added to a record whose name holds those words: as much as a name counts over an alias, since the
# question spells out more of that record's name than the mention alone.
SPELLED_ON_SCORE = NAME_SCORE - ALIAS_SCORE
_SPELLED_STOP = re.compile(r"[\s\W]")


def spelled_on(question: str, mention: Mention, candidates: list[Entry], mentions: list[Mention]) -> str | None:
    """The words right after a mention that the names of some of its records hold and the names of
    others do not (the longest such run of `SPELLED_ON_MIN` to `SPELLED_ON_MAX` characters, up to
    the first punctuation): 泰诺林 is the trade name of four preparations, and 泰诺林滴剂 names the
    drops (对乙酰氨基酚混悬滴剂). Not when another mention starts there (the words are a name of
    their own), nor when one record carries them all."""
    rest = normalise(question[mention.end:mention.end + SPELLED_ON_MAX])
    stop = _SPELLED_STOP.search(rest)
    rest = rest[:stop.start()] if stop else rest
    if len(rest) < SPELLED_ON_MIN or any(m.start == mention.end for m in mentions):
        return None
    ids = {e.instance_id for e in candidates}
    if len(ids) < 2:
        return None
    for size in range(len(rest), SPELLED_ON_MIN - 1, -1):
        words = rest[:size]
        holders = {e.instance_id for e in candidates if words in normalise(e.name)}
        if holders and holders != ids:
            return words
    return None


# How many occurrences of one form the linker reads. The steps after finding the forms compare each
# with the others (which gives way to which, which cross), so a text writing a name hundreds of times
# (a pasted document, 感冒 x 2000 in a 4000-character question) took ~20 s; no question of the
# shipped sets writes a form more than a few times, and later occurrences add nothing a first few do not.
MAX_OCCURRENCES = 8


def _first_occurrences(forms: list[tuple[int, int, str]], skipped: list[dict[str, Any]]) -> list[tuple[int, int, str]]:
    """`forms` (start, end, form) with at most `MAX_OCCURRENCES` of each form, the first ones; the
    rest are said once per form in `skipped`."""
    seen: dict[str, int] = {}
    kept = []
    for m in forms:
        count = seen[m[2]] = seen.get(m[2], 0) + 1
        if count <= MAX_OCCURRENCES:
            kept.append(m)
        elif count == MAX_OCCURRENCES + 1:
            skipped.append({"form": m[2], "reason": f"written more than {MAX_OCCURRENCES} times: the first "
                                                    f"{MAX_OCCURRENCES} are read"})
    return kept


def _gives_way_to(m: tuple[int, int, str], usable: list[tuple[int, int, str]], dictionary: Dictionary,
                  leaf_by_edges: bool) -> tuple[int, int, str] | None:
    """The form (start, end, form) that form `m` gives way to among `usable`: a shorter one inside
    it (`yields_to`, `leaf_yields_to_its_modifier`), else one it overlaps, neither inside the other
    (`leaf_yields_to`); None when it keeps its match. `leaf_by_edges`: as `is_leaf`'s `by_edges`."""
    shorter = next((n for n in usable if n != m and m[0] <= n[0] and n[1] <= m[1]
                    and (yields_to(m[2], n[2], dictionary)
                         or leaf_yields_to_its_modifier(m[2], n[2], dictionary, leaf_by_edges))), None)
    if shorter is None:
        shorter = next((n for n in usable if _crosses(m, n) and leaf_yields_to(m[2], n[2], dictionary, leaf_by_edges)),
                       None)
    return shorter


def _overlapping(forms: list[tuple[int, int, str]]) -> Callable[[tuple[int, int, str]], list[tuple[int, int, str]]]:
    """For a form (start, end, form), the forms of `forms` that share a character with it, in the order of `forms`:
    the only ones `_gives_way_to` and `_crosses` can pick. A pasted text of thousands of characters has hundreds of
    forms, and scanning all of them for each made the step quadratic in the text's length."""
    by_start = sorted(range(len(forms)), key=lambda i: forms[i][0])
    starts = [forms[i][0] for i in by_start]
    longest = max((end - start for start, end, _ in forms), default=0)

    def near(m: tuple[int, int, str]) -> list[tuple[int, int, str]]:
        low, high = bisect_left(starts, m[0] - longest + 1), bisect_left(starts, m[1])
        return [forms[i] for i in sorted(by_start[low:high]) if forms[i][1] > m[0]]

    return near


def _crosses(m: tuple[int, int, str], n: tuple[int, int, str]) -> bool:
    """Whether two forms (start, end, form) overlap with neither inside the other."""
    return m[0] < n[0] < m[1] < n[1] or n[0] < m[0] < n[1] < m[1]


def named_apart(form: tuple[int, int, str], inner: tuple[int, int, str], usable: list[tuple[int, int, str]],
                dictionary: Dictionary) -> bool:
    """Whether a longer form (start, end, form) holding `inner` (the caller checks it does) is named
    beside it: the inner form occurs elsewhere in the question too, on its own or in another name
    (城市狂犬病也是狂犬病的一种吧, 城市狂犬病和森林狂犬病有什么区别), and the longer form has a record whose
    name is no extraction fragment (的胆囊炎, 即刻产后出血 are leftovers)."""
    if not any(n[2] == inner[2] and (n[1] <= form[0] or n[0] >= form[1]) for n in usable):
        return False
    return any(not fragment_reasons(dictionary.entry(i).name) for i in dictionary.indices(form[2]))


# The share of a type's names put together from two of its other names (`Dictionary.compound_share`)
# above which a form of that type made of two of its names is read as one name: on the demo network
# the efficacies 0.46 (清热解毒, 活血化瘀, 祛风明目), every other type below 0.1 (symptoms 0.095:
# 咳嗽咳痰 is two symptoms a question names side by side)
COMPOUND_TYPE_SHARE = 0.25


def compound_parts(form: tuple[int, int, str], shorter: tuple[int, int, str], dictionary: Dictionary
                   ) -> tuple[str, str] | None:
    """The two names a form that would give way to the name it starts with is put together from,
    when both are own names of a type the form's records have and the network writes that type's
    names that way (`COMPOUND_TYPE_SHARE`: 祛风明目 = 祛风 + 明目, efficacies); else None."""
    if not (form[0] == shorter[0] and shorter[1] < form[1]) or len(form[2]) - len(shorter[2]) < 2:
        return None
    parts = (shorter[2], form[2][len(shorter[2]):])
    types = {e.type_id for e in dictionary.named(form[2])}
    for part in parts:
        types &= {e.type_id for e in dictionary.named(part)}
    return parts if any(dictionary.compound_share(t) >= COMPOUND_TYPE_SHARE for t in types) else None


def joined_to_inner(backend: KnowledgeBackend, kn_id: str, form: str, inner: str, dictionary: Dictionary) -> bool:
    """Whether a record named `form` has an edge, either way, to a record of its type named by the
    shorter `inner` inside it: the network relates the two names (城市狂犬病 is_subtype_of 狂犬病).
    Embedded engine only; False where the backend cannot tell (`records_joined`)."""
    return records_joined(backend, kn_id, [(a, b) for a in dictionary.named(form) for b in dictionary.named(inner)
                                           if a.type_id == b.type_id and a.instance_id != b.instance_id])


# A form naming people with what they have (艾滋病患者): the question is about the disease inside it, whatever
# record the network keeps under the form (`joined_to_another` is not asked for it)
_PEOPLE_WITH = ("患者", "病人")
# Records of each form `joined_to_another` pairs (a name several records carry: the first few, as the
# dictionary lists them)
JOINED_RECORDS = 4


def joined_to_another(backend: KnowledgeBackend, kn_id: str, form: tuple[int, int, str],
                      usable: list[tuple[int, int, str]], dictionary: Dictionary) -> str | None:
    """The first form of the question outside `form` (start, end, form) whose record the network
    joins by an edge to a record named `form` (肥厚性心肌病和心脏猝死有关系吗: 心脏猝死 is a related disease of
    肥厚性心肌病), else None: the question names the two as the network relates them, so `form` is a
    name in its own right, not an everyday phrase around the name inside it (心脏)."""
    own = dictionary.named(form[2])[:JOINED_RECORDS]
    others = [other for other in usable if other[1] <= form[0] or other[0] >= form[1]]
    first = first_joined(backend, kn_id, [
        [(a, b) for a in own for b in dictionary.named(other[2])[:JOINED_RECORDS]
         if a.instance_id != b.instance_id or a.type_id != b.type_id] for other in others])
    return None if first is None else others[first][2]


def records_joined(backend: KnowledgeBackend, kn_id: str, pairs: list[tuple[Entry, Entry]]) -> bool:
    """Whether an edge of any relation type joins the two records of one of `pairs`, either way.
    Embedded engine only; False where the backend cannot tell (`first_joined`)."""
    return first_joined(backend, kn_id, [pairs]) is not None


def first_joined(backend: KnowledgeBackend, kn_id: str, groups: list[list[tuple[Entry, Entry]]]) -> int | None:
    """The place of the first of `groups` one of whose pairs of records an edge of any relation type joins,
    either way; None when none is joined, or where the backend cannot tell. Embedded engine only: every pair's
    probes (one per relation type between their types and direction) go to SQLite as one statement, as a
    question of hundreds of names has thousands of pairs."""
    if not any(groups):
        return None
    try:
        nf = backend.network_file(kn_id)
        if nf is None:
            return None
        rids: dict[tuple[str, str], int | None] = {}  # a record paired several times is looked up once

        def rid(e: Entry) -> int | None:
            key = (e.type_id, e.instance_id)
            if key not in rids:
                rids[key] = _row_id(nf, e.type_id, e.instance_id, e.identity)
            return rids[key]

        # the relation types between two object types, each with whether its edges run from the first type
        # (`_ways_between`): a row id names a record only within its own type's table, so an edge read the other
        # way round would join two other records
        between = _relations_by_end_types(nf)
        ways: dict[tuple[str, str], list[tuple[str, int, bool]]] = {}
        probes: dict[tuple[int, int, int], int] = {}  # (rt, src, dst) -> its place in the statement
        probed: list[tuple[int, int]] = []  # (group, probe)
        for g, pairs in enumerate(groups):
            for a, b in pairs:
                ra, rb = rid(a), rid(b)
                if ra is None or rb is None:
                    continue
                pair_ways = ways.get((a.type_id, b.type_id))
                if pair_ways is None:
                    pair_ways = ways[(a.type_id, b.type_id)] = _ways_between(nf, between, a.type_id, b.type_id)
                for _rel_id, rt, from_a in pair_ways:
                    key = (rt, ra, rb) if from_a else (rt, rb, ra)
                    probed.append((g, probes.setdefault(key, len(probes))))
        if not probes:
            return None
        hits = {row[0] for row in nf.execute(_EDGE_PROBES, (json.dumps(list(probes)),))}
        return next((g for g, probe in probed if probe in hits), None)
    except Exception:  # a signal for linking, never a reason to fail
        return None


def _row_id(nf: Any, type_id: str, instance_id: str, identity: dict[str, Any]) -> int | None:
    """The embedded engine's row id of an instance (None: not stored there)."""
    layout = nf.layout.get(type_id)
    iid = stored_id(layout, type_id, instance_id, identity or {}) if layout else None
    if iid is None:
        return None
    row = nf.execute(f"SELECT rid FROM {layout.table} WHERE iid = ?", (iid,))
    return row[0][0] if row else None


CREDIBLE_DEGREE = 3  # weighted edges (outgoing, a tenth of incoming) of an instance that is more than a leaf
LEAF_DEGREE = 1  # weighted edges of a leaf record (`is_leaf`, and the lent alias of `EntityLinker.resolve`)
# Edges of a leaf record at either end, each counted once (see `is_leaf`). Three, not one: a record
# two or three others point at (麻疹病毒, a cause of three diseases; 心慌心悸, a symptom of two) is
# still a leftover around the strong name it holds in the dev sets, and one edge measured worse there.
LEAF_EDGES = 3


def credible(entry: Entry) -> bool:
    """An entry that stands for a real instance: its name is no extraction fragment and its
    instance has at least CREDIBLE_DEGREE weighted edges (only where degrees are known: the
    dictionary's `degrees` flag; call it there)."""
    return entry.degree >= CREDIBLE_DEGREE and not fragment_reasons(entry.name)


def yields_to(longer: str, shorter: str, dictionary: Dictionary) -> bool:
    """Whether the longer form gives way to a shorter form inside it, which longest match would
    shadow: the longer one is an everyday phrase around the shorter name (经常头晕 = 经常 + 头晕,
    糖尿病患者 = 糖尿病 + 患者: the rest a common word of two or more characters) or a fragment,
    none of its entries credible, while the shorter name has a credible entry with more edges.
    A longer form with a real record of its own (全身不适, 食物中毒, 血常规检查) keeps the match, and
    so does a fragment-shaped one holding `CREDIBLE_DEGREE` weighted edges (并发性白内障)."""
    rest = longer[len(shorter):] if longer.startswith(shorter) else \
        longer[:-len(shorter)] if longer.endswith(shorter) else ""
    long_entries = [dictionary.entry(i) for i in dictionary.indices(longer)]
    phrase = len(rest) >= 2 and is_common_word(rest)
    if not phrase and not all(fragment_reasons(e.name) for e in long_entries):
        return False
    # a name of a fragment's shape that holds edges of its own is a name the network uses
    # (并发性白内障 starts with the particle 并, and 15 weighted edges say it is a disease), not
    # an extraction's leftover around the shorter name
    if not phrase and any(e.degree >= CREDIBLE_DEGREE for e in long_entries):
        return False
    strong = [e for e in (dictionary.entry(i) for i in dictionary.indices(shorter)) if credible(e)]
    return bool(strong) and not any(credible(e) for e in long_entries) \
        and max(e.degree for e in strong) > max((e.degree for e in long_entries), default=0)


def is_leaf(entry: Entry, by_edges: bool = True) -> bool:
    """A record next to nothing to retrieve from: at most `LEAF_DEGREE` weighted edges (an
    extraction's leftover such as 含服硝酸甘油) and, with `by_edges`, at most `LEAF_EDGES` edges at
    either end, each counted once. The weighted degree alone counts incoming edges a tenth (a
    subject outweighs a value many subjects point at), so a department twelve diseases are triaged
    to (小儿外科) has a one-edge record's degree, and its name is no leftover around the name it
    starts with. `by_edges` False: the weighted degree alone (`concept_retrieval.leaf_by_edges` off)."""
    return entry.degree <= LEAF_DEGREE and (not by_edges or entry.edges <= LEAF_EDGES)


def kept_by_edges(form: str, dictionary: Dictionary) -> bool:
    """Whether the form's records are all leaves by the weighted degree alone but not all by their
    edges (`is_leaf`): only such a form can keep a match it would have given way before."""
    entries = [dictionary.entry(i) for i in dictionary.indices(form)]
    return bool(entries) and all(is_leaf(e, False) for e in entries) and not all(is_leaf(e) for e in entries)


def leaf_yields_to(form: str, other: str, dictionary: Dictionary, leaf_by_edges: bool = True) -> bool:
    """Whether a form whose every record is a leaf (`is_leaf`: three edges at most, an extraction's leftover
    such as 含服硝酸甘油) gives way to a form it overlaps that has a
    credible record (硝酸甘油片 in 含服硝酸甘油片后头痛): a leaf is next to nothing to retrieve from,
    and longest match would let it hide the name the network knows. Called for forms that overlap
    without one holding the other: a leaf holding a strong name (镰状细胞贫血 / 贫血, 抗过敏 / 过敏)
    is as often a rare record the question means as a leftover, and measured worse when it gave way."""
    entries = [dictionary.entry(i) for i in dictionary.indices(form)]
    if not entries or not all(is_leaf(e, leaf_by_edges) for e in entries):
        return False
    return any(credible(e) for e in (dictionary.entry(i) for i in dictionary.indices(other)))


def leaf_yields_to_its_modifier(form: str, inner: str, dictionary: Dictionary, leaf_by_edges: bool = True) -> bool:
    """Whether a leaf form (`leaf_yields_to`) gives way to a strong name it starts with, followed by
    a word of its own of two or more characters (麻疹病毒 = 麻疹 + 病毒, a one-edge symptom record):
    the name modifies the word after it, and a question naming the pair (麻疹病毒进到身体里先攻击哪些
    地方) is about the name the network knows. The strong name must be a credible record's own name,
    not an alias (乙肝病毒 is a test, and 乙肝 shortens 乙型肝炎 in both). A name at the end is the
    head of the form (镰状细胞贫血 is a kind of 贫血, a rare record the question means) and a
    one-character rest makes a name of its own (糖尿病足): both keep the match."""
    rest = form[len(inner):] if form.startswith(inner) and len(form) > len(inner) else ""
    if len(rest) < 2 or not is_dictionary_word(rest):
        return False
    # the strong name must be a record's own name: an alias at the start (乙肝 of 乙肝病毒, a test)
    # shortens the longer name as well
    return any(credible(e) for e in dictionary.named(inner)) and leaf_yields_to(form, inner, dictionary, leaf_by_edges)


@dataclass
class WrittenTwice:
    """Records of one instance written twice that a mention names (`written_twice`)."""

    written: set[str] = field(default_factory=set)  # instance ids of the records named by the mention
    standard: set[str] = field(default_factory=set)  # instance ids of the records they stand for
    pairs: list[dict[str, Any]] = field(default_factory=list)  # for the trace


def written_twice(form: str, entries: list[Entry], dictionary: Dictionary) -> WrittenTwice:
    """Records of one type that name each other, one instance written twice: the mention is a
    record's own name (达靓) and a value of an alias property of another record of its type
    (葛根素滴眼液's trade_name), whose name is in turn a value of an alias property of the first
    (达靓's generic_name). The naming properties say which record is the standard one
    (`naming_roles`): the one a standard-name property of the other names (通用名, generic), or the
    one whose name-it-goes-by property (商品名, brand) holds the mention. Both properties may
    speak; when they disagree, or neither says, the pair is left alone, and so is a mention that
    some record gives as its standard name (the data then holds the pair the wrong way round), and
    a pair whose names are `SPELLING_VARIANT` edits apart (one name spelled two ways). A
    record of the mention's name with several standard ones (a trade name of three preparations)
    gives way to each."""
    out = WrittenTwice()
    named = [e for e in entries if e.via == VIA_NAME and normalise(e.name) == form]
    if not named:
        return out
    roles = dictionary.info.get("naming_roles") or {}
    if any(roles.get(e.type_id, {}).get(e.via[len(VIA_ALIAS_PROPERTY):]) == STANDARD_NAME
           for e in entries if e.via.startswith(VIA_ALIAS_PROPERTY)):
        return out  # another record gives the mention as its standard name: it is one (卡维地洛片)
    for record in named:
        type_roles = roles.get(record.type_id) or {}
        for other in entries:
            if other.type_id != record.type_id or other.instance_id == record.instance_id \
                    or not other.via.startswith(VIA_ALIAS_PROPERTY) or other.instance_id in out.standard:
                continue
            back = next((d.via for d in map(dictionary.entry, dictionary.indices(normalise(other.name)))
                         if d.instance_id == record.instance_id and d.via.startswith(VIA_ALIAS_PROPERTY)), None)
            if back is None:
                continue  # named one way only: an alias, which the scores handle
            if Levenshtein.distance(form, normalise(other.name)) <= SPELLING_VARIANT:
                continue  # 乌鸡白凤丸 / 乌鸡白风丸, 安宫牛黄丸 / 安宫牛黄片: a spelling or another form, not a trade name
            its_property, their_property = back[len(VIA_ALIAS_PROPERTY):], other.via[len(VIA_ALIAS_PROPERTY):]
            other_standard = type_roles.get(its_property) == STANDARD_NAME or type_roles.get(their_property) == GOES_BY
            record_standard = type_roles.get(its_property) == GOES_BY or type_roles.get(their_property) == STANDARD_NAME
            if other_standard and not record_standard:
                out.written.add(record.instance_id)
                out.standard.add(other.instance_id)
                out.pairs.append({"record": record.name, "standard": other.name,
                                  "properties": [its_property, their_property]})
    return out


def is_dictionary_word(form: str) -> bool:
    """A word of jieba's general dictionary."""
    return word_frequency(form) > 0


def alias_twin(entity: LinkedEntity, alternative: dict[str, Any]) -> bool:
    """Whether an alternative of a linked entity is the other record of its name: the same type,
    one reached by its own name and the other over an alias relation (流感 the disease, and
    流行性感冒 has_alias 流感)."""
    if alternative["object_type_id"] != entity.object_type_id or alternative["instance_id"] == entity.instance_id:
        return False
    vias = {entity.via, alternative["via"]}
    return VIA_NAME in vias and any(v.startswith(VIA_ALIAS_RELATION) for v in vias)


def settle_alias_twins(linked: list[LinkedEntity], asked: RelationType | None,
                       twins: list[tuple[LinkedEntity, dict[str, Any], dict[str, int]]],
                       connecting: dict[str, list[list[str]]] | None = None,
                       standard_name_asked: bool = False) -> list[dict[str, Any]]:
    """Between the two records of a name (`alias_twin`), go to the other one when it holds more
    edges both of the asked relation type (the best-ranked) and in all (the weighted degree, where
    degrees are known): 流感有哪些症状 goes to 流行性感冒, whose symptoms the network lists, not to
    the disease record 流感 that mostly drugs point at; 脑梗死 and 鼻窦炎 keep their own records,
    which hold the edges, though 缺血性脑卒中 and 鼻旁窦炎 list them as aliases. A tie keeps the
    linker's choice, and so does a question asking for aliases (the relation type says alias: it
    is about the record it named). `twins`: (entity, alternative, the alternative's edges per relation type).
    Not when the question asks for a standard name (`standard_name_asked`: EUS 全称是啥, 新生儿筛查正式名字叫啥):
    the name in the question is then no standard name, and the record it is an alias of stays.

    The other record is taken, whatever the degrees, when the linker's record holds no edge of the
    asked relation type and an edge of it joins the other record to another instance the question
    names (`connecting`, from `connecting_relations`): 老年性白内障…会不会闹出青光眼 names the record
    that lists 老年性白内障 as an alias, which has_complication joins to 青光眼, while the record of
    that name holds no has_complication edge; the network records the pair the question asks about.
    Returns what changed, for the trace."""
    if asked is None:
        return []
    changed = []
    if ALIAS_WORDS.search(f"{asked.id} {asked.name or ''}"):
        if standard_name_asked:
            return changed
        # a question about the name's aliases is about the record it named, even a leaf one whose
        # mention went to the record it is an alias of
        for entity, alternative, edges in twins:
            if entity in linked and entity._lent and alternative["via"] == VIA_NAME:
                changed.append({"mention": entity.mention, "from": entity.instance_name,
                                "to": alternative["instance_name"], "relation_type": asked.id, "aliases_asked": True})
                switch_record(entity, alternative, edges, entity._alternative_degrees.get(alternative["instance_id"]))
                entity._lent = False
        return changed
    for entity, alternative, edges in twins:
        if entity not in linked or entity.relation_edges is None:
            continue
        own, theirs = entity.relation_edges.get(asked.id, 0), edges.get(asked.id, 0)
        own_degree = entity.degree or 0
        their_degree = entity._alternative_degrees.get(alternative["instance_id"], 0)
        joined = own == 0 and theirs > 0 and joined_by(alternative["instance_name"], entity, linked,
                                                       (connecting or {}).get(asked.id) or ())
        if not joined and (theirs <= own or their_degree <= own_degree):
            continue
        changed.append({"mention": entity.mention, "from": entity.instance_name, "to": alternative["instance_name"],
                        "relation_type": asked.id, "edges": [own, theirs], "degrees": [own_degree, their_degree],
                        **({"joined_to_named": True} if joined else {})})
        switch_record(entity, alternative, edges, their_degree)
    return changed


def joined_by(name: str, entity: LinkedEntity, linked: list[LinkedEntity], pairs: Iterable[list[str]]) -> bool:
    """Whether one of `pairs` (source and target names of edges joining named instances) joins
    the record called `name` to the record another of the question's mentions linked to."""
    others = {e.instance_name for e in linked if e is not entity and e.mention != entity.mention}
    return any(name in pair and any(n in others for n in pair if n != name) for pair in pairs)


def switch_record(entity: LinkedEntity, record: dict[str, Any], edges: dict[str, int] | None,
                  degree: int | None) -> None:
    """Make `record` (an alternative's fields) the entity's instance; the record it leaves heads
    its alternatives."""
    previous = {"object_type_id": entity.object_type_id, "instance_id": entity.instance_id,
                "instance_name": entity.instance_name, "unique_identities": entity.unique_identities,
                "via": entity.via, "score": entity.score}
    entity.object_type_id = record["object_type_id"]
    entity.instance_id = record["instance_id"]
    entity.instance_name = record["instance_name"]
    entity.unique_identities = record["unique_identities"]
    entity.via = record["via"]
    entity.exact = entity.via == VIA_NAME and normalise(entity.instance_name) == normalise(entity.mention)
    entity.relation_edges = edges
    entity.degree = degree
    entity.fragment_reasons = fragment_reasons(entity.instance_name) or None
    entity.alternatives = [previous, *(a for a in entity.alternatives if a["instance_id"] != record["instance_id"])]


ANSWER_TYPE_WITHIN = 5  # relation types, best-ranked first, that may pair a named record with the answer type
ANSWER_TYPE_DEGREE_SHARE = 0.5  # a record of the answer type gives way only to one about as well documented


def answer_type_records(linked: list[LinkedEntity], ranked: list[tuple[RelationType, Any, str]],
                        form: QuestionForm, edges_of: Callable[[LinkedEntity, dict[str, Any]], dict[str, int] | None],
                        question_scores: dict[str, float] | None = None
                        ) -> list[tuple[LinkedEntity, dict[str, Any], str, dict[str, int], int, str, str]]:
    """Named records that give way to a record of the same name at the other end of the relation
    the question asks: the wh-phrase names the answer's type (哪些病会口苦: a disease), so a named
    instance of that very type may be the wrong record of its name when the name has another (口苦
    the symptom). The first of the best-ranked `ANSWER_TYPE_WITHIN` relation types that joins the
    answer type to one of the name's records holding edges of it decides: the chosen record (糖尿病
    会引起哪些病: has_complication, disease to disease, with edges) stays; another record (has_symptom:
    the symptom 口苦, listed by nine diseases) is taken - when it has at least
    `ANSWER_TYPE_DEGREE_SHARE` of the chosen record's weighted edges. That keeps 痛风 (389 edges) the
    disease when a misranked has_symptom would pull it to the symptom record (12): the record the
    network says most about is what a question names, unless its name has a comparable other record.
    That share is waived when the wh-phrase leads the mention's clause (`QuestionForm.answer_leads`:
    哪些病会让人耳鸣 says the diseases have 耳鸣, so the symptom record, 121 weighted edges against the
    disease record's 339, is meant); the other record must still be credible (`CREDIBLE_DEGREE`).
    It is waived too for a record of a type a word right after the name calls it by
    (`QuestionForm.types_named_at`: 高血压人群 names the population record), and for a record holding
    more edges of the deciding relation type than the chosen record holds of the relation types
    joining its type to the answer's type, when those are fewer than `CREDIBLE_DEGREE` (the chosen
    record can hardly answer; weighted degrees count a record that is only ever a target at a
    tenth: 幽门螺杆菌感染 the cause, six caused_by edges, beside the disease record's two disease
    edges). Which of the name's records then takes it: `fullest_record`. Needs degrees (the
    embedded engine). A mention that is itself the wh-phrase's noun is the
    answer's kind and stays; so does a record a relation type ranked below the deciding one keeps
    when the question scores the two alike (`tied_keeping_relation`, `question_scores`). `edges_of(entity, alternative)`: the alternative's edges per relation
    type. Returns (entity, record, relation type id, the record's edges, its weighted degree, the
    gate it passed: "degree_share", "answer_leads", "type_word" or "relation_edges", and how
    `fullest_record` picked it) to switch (`switch_record`)."""
    if not form.answer_types:
        return []
    out = []
    for entity in linked:
        if entity.object_type_id not in form.answer_types or form.after_question_word(entity.start) \
                or entity.degree is None or entity.relation_edges is None:
            continue
        # after a leading wh-phrase the mention is what the answer is said to have or do (哪些病会让人
        # 耳鸣): any credible other record may take it, however many more edges the chosen one holds
        leads = form.answer_leads(entity.start, entity.end)
        others: dict[str, dict[str, Any]] = {}
        gates: dict[str, str] = {}
        thin: dict[str, dict[str, Any]] = {}  # records the gates below kept out (until "relation_edges")
        for a in entity.alternatives:  # best-scored first
            degree = entity._alternative_degrees.get(a["instance_id"], 0)
            if a["via"] != VIA_NAME or a["object_type_id"] == entity.object_type_id or a["object_type_id"] in others \
                    or a["object_type_id"] in thin:
                continue
            if degree >= ANSWER_TYPE_DEGREE_SHARE * entity.degree:
                gates[a["object_type_id"]] = "degree_share"
            elif leads and degree >= CREDIBLE_DEGREE:
                gates[a["object_type_id"]] = "answer_leads"
            elif a["object_type_id"] in form.types_named_at(entity.end):
                # the name is followed by a word its other type is called by (高血压人群): that
                # record is named, however thin
                gates[a["object_type_id"]] = "type_word"
            else:
                thin[a["object_type_id"]] = a
                continue
            others[a["object_type_id"]] = a
        if not others and not thin:
            continue
        read: dict[str, dict[str, int]] = {}
        own_edges: int | None = None  # the chosen record's edges toward the answer's type, once needed
        for rel, _, source in ranked[:ANSWER_TYPE_WITHIN]:
            if source == SOURCE_NONE:
                continue
            other = far_end(rel, form.answer_types)
            if other is None:
                continue
            if other == entity.object_type_id:
                if entity.relation_edges.get(rel.id):
                    break
                continue
            if other in thin and other not in others:
                if other not in read:
                    read[other] = edges_of(entity, thin[other]) or {}
                if own_edges is None:
                    own_edges = sum(entity.relation_edges.get(r.id, 0)
                                    for r in joining((r for r, _, _ in ranked), entity.object_type_id,
                                                     form.answer_types))
                if own_edges < CREDIBLE_DEGREE and read[other].get(rel.id, 0) > own_edges:
                    # the chosen record barely reaches the answer's type (fewer than
                    # CREDIBLE_DEGREE edges toward it), and a record thin by weighted degree holds
                    # more edges of the relation type asked
                    gates[other] = "relation_edges"
                    others[other] = thin[other]
            if other in others:
                if other not in read:
                    read[other] = edges_of(entity, others[other]) or {}
                if read[other].get(rel.id):
                    # a gate beyond comparable degrees (the wh-phrase leading, a type word, the
                    # chosen record barely reaching the answer's type) is the question's or the
                    # network's word for the other record; comparable degrees alone are not
                    keeping = tied_keeping_relation(entity, rel, ranked, form, question_scores) \
                        if gates[other] == "degree_share" else None
                    if keeping is not None:
                        entity._kept_on_tie = (rel.id, keeping.id)
                        break
                    chosen, rel_id, picked = fullest_record(entity, others, read, other, rel.id,
                                                            [r for r, _, _ in ranked], form, edges_of)
                    record = others[chosen]
                    out.append((entity, record, rel_id, read[chosen],
                                entity._alternative_degrees.get(record["instance_id"], 0),
                                gates[chosen], picked))
                    break
    return out


QUESTION_SCORE_TIE = 1e-5  # scores are rounded to six places


def tied_keeping_relation(entity: LinkedEntity, moving: RelationType, ranked: list[tuple[RelationType, Any, str]],
                          form: QuestionForm, question_scores: dict[str, float] | None) -> RelationType | None:
    """A relation type ranked below `moving` (among the first `ANSWER_TYPE_WITHIN`) that joins the
    chosen record's own type to the answer's type, which the record holds edges of, and that the
    question scores as high as `moving` (`question_scores`: each relation type's score without the
    edge prior). The edge prior (how many edges a relation type has in all) then alone ranked
    `moving` first, and says nothing of the question: 低血压还会跟什么病有牵连 scores has_symptom,
    caused_by, checks, has_complication alike (no word of the question meets one), has_symptom leads
    on its edges, and would move the disease record 低血压 to the symptom; has_complication keeps it.
    None when no such relation type ties (or no scores are given)."""
    if not question_scores or moving.id not in question_scores:
        return None
    below = False
    for rel, _, source in ranked[:ANSWER_TYPE_WITHIN]:
        if rel is moving:
            below = True
            continue
        if not below or source == SOURCE_NONE or far_end(rel, form.answer_types) != entity.object_type_id:
            continue
        if (entity.relation_edges or {}).get(rel.id) and \
                question_scores.get(rel.id, float("-inf")) >= question_scores[moving.id] - QUESTION_SCORE_TIE:
            return rel
    return None


def fullest_record(entity: LinkedEntity, others: dict[str, dict[str, Any]],
                   read: dict[str, dict[str, int]], first: str, first_relation: str,
                   relations: list[RelationType], form: QuestionForm,
                   edges_of: Callable[[LinkedEntity, dict[str, Any]], dict[str, int] | None]
                   ) -> tuple[str, str, str]:
    """Which of a name's other records takes the mention once the asked relation has moved it off
    the record of the answer's type (`answer_type_records`): the ranking says the answer is not
    the named record's kind of thing, and which of the name's other records is meant is told by
    the network better than by the ranking among relation types of like wording (儿童最容易得的病都
    有哪些: caused_by and common_in both read as who or what gets a disease; the cause record 儿童
    holds one caused_by edge, the population record 182 common_in edges). A word the question
    calls the type by right after the name decides first (高血压人群: `QuestionForm.types_named_at`);
    else the record holding the most edges of one relation type joining its type to the answer's
    type, the asked relation's record on a tie. `first`, `first_relation`: the record type and the
    relation type the ranking picked; `read`: the edges already read per record type (filled in).
    Returns (record type, relation type id, how it was picked: "asked_relation", "type_word" or
    "most_edges")."""
    named = form.types_named_at(entity.end)
    if first in named:
        return first, first_relation, "type_word"
    best, best_relation, best_count = first, first_relation, read[first].get(first_relation, 0)
    for type_id, record in others.items():
        if type_id in named:
            ways = joining(relations, type_id, form.answer_types)
            if type_id not in read:
                read[type_id] = edges_of(entity, record) or {}
            held = max(ways, key=lambda rel: read[type_id].get(rel.id, 0), default=None)
            if held is not None and read[type_id].get(held.id):
                return type_id, held.id, "type_word"
    for type_id, record in others.items():
        ways = [rel for rel in joining(relations, type_id, form.answer_types)
                if (rel.source_object_type_id in form.answer_types) != (rel.target_object_type_id in form.answer_types)]
        if type_id == first or not ways:
            continue
        if type_id not in read:
            read[type_id] = edges_of(entity, record) or {}
        held = max(ways, key=lambda rel: read[type_id].get(rel.id, 0))
        if read[type_id].get(held.id, 0) > best_count:
            best, best_relation, best_count = type_id, held.id, read[type_id][held.id]
    return best, best_relation, "asked_relation" if best == first else "most_edges"


def far_end(rel: RelationType, types: Container[str]) -> str | None:
    """The type at the other end of `rel` from one of `types` (its target when its source is one,
    else its source when its target is one); None when neither end is."""
    if rel.source_object_type_id in types:
        return rel.target_object_type_id
    if rel.target_object_type_id in types:
        return rel.source_object_type_id
    return None


def joining(relations: Iterable[RelationType], type_id: str, others: Iterable[str]) -> list[RelationType]:
    """Relation types with `type_id` at one end and one of `others` at the other."""
    others = set(others)
    return [rel for rel in relations
            if (rel.source_object_type_id == type_id and rel.target_object_type_id in others)
            or (rel.target_object_type_id == type_id and rel.source_object_type_id in others)]


def noun_is_a_word(question: str, form: QuestionForm) -> bool:
    """Whether the wh-phrase's noun ends where a word of the question ends (jieba's precise cut, no
    guesses at unknown words): 药 of 哪些药里加了 does, 药 of 哪些药效 is the start of 药效 and names
    no drug. A word followed by an aspect particle is a verb the cut joined to the noun (哪些药用了:
    药 + 用了): the noun ends there; so does a word that is the noun and a noun suffix (方子 of 哪些方子里
    用了荆芥穗: `_NOUN_SUFFIXES`)."""
    if form.answer_noun_span is None:
        return False
    end, at = form.answer_noun_span[1], 0
    for word in precise_words(question):
        at += len(word)
        if at >= end:
            # a word running on past the noun and followed by an aspect particle (药用 of 哪些药用了)
            # is the noun's verb cut with it: a noun takes no 了 / 过 / 着
            # ... and the noun with a noun suffix is the noun itself (方 of 哪些方子里用了荆芥穗)
            return at == end or question[at:at + 1] in _ASPECT_PARTICLES or (
                at == end + 1 and question[end] in _NOUN_SUFFIXES)
    return True


_ASPECT_PARTICLES = frozenset("了过着")
_NOUN_SUFFIXES = frozenset("子儿")


def unreachable_answer_records(linked: list[LinkedEntity], relations: list[RelationType], form: QuestionForm,
                               edges_of: Callable[[LinkedEntity, dict[str, Any]], dict[str, int] | None],
                               question: str) -> list[tuple[LinkedEntity, dict[str, Any], str, dict[str, int], str]]:
    """Named records the answer's type cannot be reached from, which give way to another record of
    their name that reaches it, with edges of a relation type joining the two: 哪些药里加了罗汉果
    asks for drugs, no relation type joins a drug to the medicinal material 罗汉果, and
    has_ingredient joins one to the ingredient 罗汉果 (rule `answer_type_unreachable`). A record
    whose type is joined to the answer's type but which holds no edge of any such relation type
    reaches no answer either (rule `answer_type_no_edges`): 夜尿增多该做什么检查 asks for checks, the
    disease record 夜尿增多 (drugs point at it) has no checks edge, and the symptom record of that
    name holds check_for_symptom edges. Only where the record's edges are counted
    (`relation_edges`, the embedded engine). The wh-phrase's noun itself (the answer's kind) stays,
    and a noun that is the start of a longer word names no type (`noun_is_a_word`: 莲子本身能起哪些
    药效). `relations`: the network's relation types; `edges_of(entity, alternative)`: the
    alternative's edges per relation type. Returns (entity, record, relation type id, the record's
    edges, rule) to switch (`switch_record`)."""
    if not form.answer_types:
        return []
    out: list[tuple[LinkedEntity, dict[str, Any], str, dict[str, int], str]] = []
    noun_whole: bool | None = None  # whether the noun is a word, read once and only when a record would move
    for entity in linked:
        if entity.object_type_id in form.answer_types or form.after_question_word(entity.start):
            continue
        own_ways = joining(relations, entity.object_type_id, form.answer_types)
        if own_ways and (entity.relation_edges is None
                         or any(entity.relation_edges.get(rel.id) for rel in own_ways)):
            continue
        rule = "answer_type_no_edges" if own_ways else "answer_type_unreachable"
        for alternative in entity.alternatives:  # best-scored first
            if alternative["via"] != VIA_NAME or alternative["object_type_id"] == entity.object_type_id:
                continue
            ways = joining(relations, alternative["object_type_id"], form.answer_types)
            if not ways:
                continue
            edges = edges_of(entity, alternative) or {}
            held = next((rel.id for rel in ways if edges.get(rel.id)), None)
            if held is not None:
                if noun_whole is None:
                    noun_whole = noun_is_a_word(question, form)
                if noun_whole:
                    out.append((entity, alternative, held, edges, rule))
                break
    return out


def form_with_noun_record(form: QuestionForm, linked: list[LinkedEntity]) -> QuestionForm:
    """The form with the answer's type a record names when no type's name or tag does: the noun
    right after a question word is a linked mention all of whose records are of one type
    (红细胞增多要做哪些血液化验: 血液化验 is a checklist record, so checks are asked for). For
    `unreachable_answer_records` only: a record that cannot reach that type gives way as it would
    to a type the network's names say. The form unchanged otherwise."""
    if form.answer_types:
        return form
    for entity in linked:
        if not form.after_question_word(entity.start):
            continue
        types = {entity.object_type_id, *(a["object_type_id"] for a in entity.alternatives)}
        if len(types) == 1:
            return dataclasses.replace(form, answer_types=frozenset(types), answer_noun=entity.mention,
                                       answer_noun_span=(entity.start, entity.end))
    return form


CLASS_WITHIN = 3  # relation types, best-ranked first, that may join a class record to the classed type


def class_records(linked: list[LinkedEntity], ranked: list[tuple[RelationType, Any, str]], form: QuestionForm,
                  edges_of: Callable[[LinkedEntity, dict[str, Any]], dict[str, int] | None]
                  ) -> list[tuple[LinkedEntity, dict[str, Any], str, dict[str, int]]]:
    """Named records of a type the question says their name classes: 白三烯受体拮抗剂这类药有哪些
    names a class of drugs, so the drug record of that name is not meant; the record of another
    type that the first of the best-ranked `CLASS_WITHIN` relation types joins to the classed type,
    holding edges of it, is (belongs_to: the drug product class). Returns (entity, record,
    relation type id, the record's edges) to switch (`switch_record`)."""
    out = []
    for entity in linked:
        classed = form.class_types(entity.end)
        if entity.object_type_id not in classed:
            continue
        others = {}
        for a in entity.alternatives:  # best-scored first
            if a["via"] == VIA_NAME and a["object_type_id"] not in classed:
                others.setdefault(a["object_type_id"], a)
        for rel, _, source in ranked[:CLASS_WITHIN]:
            if source == SOURCE_NONE:
                continue
            other = far_end(rel, classed)
            if other is None or other not in others:
                continue
            edges = edges_of(entity, others[other]) or {}
            if edges.get(rel.id):
                out.append((entity, others[other], rel.id, edges))
                break
    return out


def alias_record_asked(linked: list[LinkedEntity], asked: RelationType | None,
                       form: QuestionForm, alias_ends: dict[str, str] | None = None,
                       connecting: dict[str, list[list[str]]] | None = None,
                       notes: dict[str, str] | None = None,
                       reached: list[RelationType] | None = None) -> list[LinkedEntity]:
    """Entities that stand for an alias record itself: the question asks which instance an alias
    names. Either the mention was followed over an alias relation and the wh-phrase names the type
    it was followed to (鬼剃头是哪种病; on an alias question, a type whose name holds the wh-phrase's
    noun counts as named: 毛叶草指的是啥药, `QuestionForm.noun_held_by`) or the asked relation type
    is an alias relation (针眼的正式病名是啥); or the mention names an instance by name, the asked
    relation type is an alias relation and the wh-phrase names that instance's type (拜瑞妥是哪个药的
    牌子名: a drug record named 拜瑞妥 is not the drug asked for). The alias record (`alias_record`)
    is then the instance the question is about. Not when the question also names the instance
    followed to by its own name (子宫肌瘤 … 子宫纤维瘤, asking for more aliases), nor, on an alias
    question, when the mention names a record of that type by name too (a twin: 流感) - unless the
    question asks for a standard name (`QuestionForm.asks_standard_name`: 爱德儿康的通用名叫啥, where
    a drug record carries the trade name too). A mention naming a record by its own name and joined
    by a bare copula to a wh-phrase naming another type, which an alias relation leads it to, asks
    which record it stands for too (男子女性型乳房指的是哪种病: `alias_of_named_type`).

    Two more readings (`alias_ends`: each alias relation type's alias end type, from
    `alias_relations`; `connecting`: from `connecting_relations`). A mention followed over an alias
    relation and joined by a bare copula to a wh-phrase naming that relation's alias type asks what
    it is an alias of (长髎是哪个的别名), whatever ranks first (`alias_end_asked`). And an alias
    relation ranked first, with no wh-phrase type to back it, does not make the question an alias
    question when the record the alias leads to holds an edge of another relation type with a
    record the question also names: the question asks about the two (微斜视属于哪种斜视 asks
    is_subtype_of of the record, 斜视 its parent; `joined_to_named`). `notes`, when given, gets the
    rule that decided each mention these two readings decided (mention → rule), for the trace.

    A third keeps the instance (`reached`: the relation types some signal reached, best first): with
    no copula anywhere before a question word, a wh-phrase naming the type an alias was followed to
    asks the best-ranked relation type joining that type to the answer's type when the instance holds
    edges of it, whichever type ranks first (软瘫，这属于哪一类病 asks is_subtype_of of 五软 though
    designated_to ranks first; `related_by_rank`).

    A mention followed over an alias relation and told in a clause after the question word's, while
    another is named before that clause, is never the alias record asked about
    (`told_after_question`, noted as such in `notes`)."""
    asks_alias = asked is not None and bool(ALIAS_WORDS.search(f"{asked.id} {asked.name or ''}"))
    if form.asks_place_time_or_amount:
        return []  # 薏米是哪里种的 asks where, whatever the alias relation's rank: no name answers it
    named = {e.instance_id for e in linked if e.via == VIA_NAME}
    out = []
    for entity in linked:
        if entity.via.startswith(VIA_ALIAS_RELATION) and told_after_question(entity, linked, form):
            # 慢脾风 还叫什么 小孩抽风老人说的: what the question asks about is named before its question
            # word; a name in a clause after it tells where the question comes from
            if notes is not None:
                notes[entity.mention] = "told_after_question"
            continue
        # on an alias question, a wh-noun the type's name holds names it too (毛叶草指的是啥药: 中药材
        # holds 药, which names 药物): the question asks what the alias is, not a relation of it
        typed = (entity.object_type_id in form.answer_types
                 or (asks_alias and entity.object_type_id in form.noun_held_by)) \
            and not form.after_question_word(entity.start)
        # a wh-phrase naming another type (流感有哪些症状) asks for that, whatever ranks first
        alias_asked = asks_alias and (not form.answer_types or typed)
        if entity.via.startswith(VIA_ALIAS_RELATION):
            if entity.instance_id in named:
                continue
            twin = any(a["via"] == VIA_NAME and a["object_type_id"] == entity.object_type_id
                       for a in entity.alternatives)
            if alias_end_asked(entity, form, alias_ends):
                out.append(entity)
                if notes is not None:
                    notes[entity.mention] = "alias_end_asked"
                continue
            if typed and not asks_alias and relation_of_named(entity, asked, form):
                continue
            if typed and not asks_alias and related_by_rank(entity, reached, form, alias_ends):
                if notes is not None:
                    notes[entity.mention] = "related_by_rank"
                continue
            # (a standard name asked for backs the alias reading as a wh-phrase type would:
            # 安瑞宁是降糖药吧，它正式的名字是哪个)
            if not typed and alias_asked and not form.asks_standard_name \
                    and joined_to_named(entity, connecting, alias_ends):
                if notes is not None:
                    notes[entity.mention] = "joined_to_named"
                continue
            # a standard name asked for (爱德儿康的通用名叫啥) says the name in the question is not
            # one: the alias, even where a record of that type carries it too
            if typed or (alias_asked and (not twin or form.asks_standard_name)):
                out.append(entity)
        elif entity.via == VIA_NAME and alias_asked and typed:
            out.append(entity)
        elif entity.via == VIA_NAME and alias_of_named_type(entity, form) is not None:
            out.append(entity)
            if notes is not None:
                notes[entity.mention] = "alias_of_named_type"
    if out and not form.question_words and form.clause is None and not form.says_naming:
        # 巩膜外层炎这个病是眼睛上的吧 confirms something of the disease the alias names: a yes-or-no
        # question, or one with no interrogative at all, that says no word of naming asks nothing
        # about the name itself
        if notes is not None:
            notes.update({entity.mention: "confirmation_without_naming" for entity in out})
        return []
    return out


def told_after_question(entity: LinkedEntity, linked: list[LinkedEntity], form: QuestionForm) -> bool:
    """Whether the entity is named in a clause after the question word's clause while another is
    named before that clause (慢脾风 还叫什么 小孩抽风老人说的: 抽风 tells where the question comes from)."""
    return form.clause is not None and entity.start >= form.clause[1] and any(
        o.end <= form.clause[0] for o in linked if o is not entity)


def alias_of_named_type(entity: LinkedEntity, form: QuestionForm) -> dict[str, Any] | None:
    """The alternative an alias relation leads to, of a type the wh-phrase names, when the mention
    names a record of another type by its own name and a bare copula joins it to the wh-phrase
    (男子女性型乳房指的是哪种病: a symptom by that name, and an alias of a disease): what is asked is
    which record the name stands for, so the question is about the alias. None otherwise."""
    if not form.answer_types or entity.object_type_id in form.answer_types or not form.identifies(entity.end):
        return None
    return next((a for a in entity.alternatives if str(a.get("via", "")).startswith(VIA_ALIAS_RELATION)
                 and a["object_type_id"] in form.answer_types), None)


def alias_end_asked(entity: LinkedEntity, form: QuestionForm, alias_ends: dict[str, str] | None) -> bool:
    """Whether a mention followed over an alias relation is joined by a bare copula to a wh-phrase
    naming that relation's alias type (长髎是哪个的别名): it asks what the mention is an alias of, so
    the alias record is what the question is about."""
    rel_id = entity.via[len(VIA_ALIAS_RELATION):] if entity.via.startswith(VIA_ALIAS_RELATION) else None
    alias_type = (alias_ends or {}).get(rel_id) if rel_id else None
    return alias_type is not None and alias_type in form.answer_types and form.identifies(entity.end)


def joined_to_named(entity: LinkedEntity, connecting: dict[str, list[list[str]]] | None,
                    alias_ends: dict[str, str] | None) -> bool:
    """Whether the record an alias mention leads to holds an edge of a relation type other than an
    alias relation with another record the question names (`connecting_relations`): 微斜视属于哪种斜视
    joins 微小度数斜视 to 斜视 by is_subtype_of, so the question asks about the two, not which record
    the alias names."""
    alias_ids = set(alias_ends or ())
    return any(entity.instance_name in pair for rel_id, pairs in (connecting or {}).items()
               if rel_id not in alias_ids for pair in pairs)


def related_by_rank(entity: LinkedEntity, reached: list[RelationType] | None, form: QuestionForm,
                    alias_ends: dict[str, str] | None) -> bool:
    """Whether a question with no copula before its question word asks, of the instance an alias
    names, the best-ranked relation type joining the instance's type to the type the wh-phrase names
    (`relation_of_named` with that type for the first-ranked one): 软瘫，这属于哪一类病 asks is_subtype_of
    of 五软, and a near type ranked first (designated_to) does not make it ask which record 软瘫 names.
    A copula (鬼剃头是哪种病, 胎疮，这是什么病) asks what the name is, so it never holds there."""
    if form.copulas or not form.answer_types:
        return False
    alias_ids = set(alias_ends or ())
    best = next((rel for rel in reached or () if rel.id not in alias_ids
                 and joining([rel], entity.object_type_id, form.answer_types)), None)
    return relation_of_named(entity, best, form)


def relation_of_named(entity: LinkedEntity, asked: RelationType | None, form: QuestionForm) -> bool:
    """Whether a question whose wh-phrase names the type an alias was followed to asks a relation
    of the instance it names rather than which instance the alias names: the asked relation type
    joins that type to the answer's type, the instance holds edges of it, and no bare copula joins
    the mention to the question word (褥疮归在什么病底下 asks is_subtype_of of 压疮, 脑血栓…会继发什么病
    has_complication of 脑血栓形成; 鬼剃头是哪种病 asks what the alias names)."""
    if asked is None or form.identifies(entity.end):
        return False
    joins = bool(joining([asked], entity.object_type_id, form.answer_types))
    return joins and bool((entity.relation_edges or {}).get(asked.id))


def alias_record(backend: KnowledgeBackend, kn_id: str, entity: LinkedEntity,
                 via: str | None = None) -> dict[str, Any] | None:
    """The record of the alias an entity's mention names (the instance at the alias end of the
    relation it was followed over, or `via`: the alias relation a mention linked by its own name
    was also found over, `alias_of_named_type`), as an alternative's fields; None when the backend
    has none by that name. One instance query: the dictionary keeps only where an alias leads."""
    network = backend.get_network(kn_id)
    relations = alias_relations(network)
    via = via or entity.via
    if via.startswith(VIA_ALIAS_RELATION):
        rel_id = via[len(VIA_ALIAS_RELATION):]
        alias_type = next((alias for rid, _, alias in relations if rid == rel_id), None)
    else:  # named by its own name: the alias type of its type's alias relation
        alias_type = next((alias for _, canonical, alias in relations if canonical == entity.object_type_id), None)
    ot = network.object_type(alias_type) if alias_type else None
    display = (ot.display_key or ot.name_field) if ot is not None else None
    if display is None:
        return None
    try:
        rows = backend.query_instances(kn_id, ot.id, {
            "condition": {"operation": "==", "field": display, "value": entity.mention, "value_from": "const"},
            "limit": 1}).datas
        if not rows and via.startswith(VIA_ALIAS_RELATION):  # an alias record's name as typed (`TYPED_ALIASES`)
            rows = _typed_alias_rows(backend, kn_id, ot, display, entity.mention)
    except Exception:  # a better top node, never a reason to fail
        return None
    if not rows:
        return None
    row = rows[0]
    name = row.get(DISPLAY) if row.get(DISPLAY) is not None else row.get(display)
    return {"object_type_id": ot.id, "instance_id": str(row.get(INSTANCE_ID)), "instance_name": str(name),
            "unique_identities": dict(row.get(INSTANCE_IDENTITY) or {}), "via": VIA_NAME, "score": entity.score}


def _typed_alias_rows(backend: KnowledgeBackend, kn_id: str, ot: Any, display: str, mention: str) -> list[dict]:
    """The alias records whose name holding a dash the mention types (Ruiter-Pompen综合征 or 雷尼综合征 of
    Ruiter—Pompen综合征, 雷—尼综合征: `typed_dashed_names`, compared as linking compares names), when the property
    allows `like`: each hyphen a one-character wildcard, any text between two Chinese characters (where a dash was
    left out); the few rows that pattern finds are then checked exactly."""
    prop = ot.get_property(display)
    if prop is None or "like" not in prop.operations or "%" in mention or "_" in mention:
        return []
    pattern = _HAN_PAIR.sub("%", mention.replace("-", "_"))
    if pattern == mention:  # no hyphen and no two Chinese characters side by side: no dash typed away
        return []
    rows = backend.query_instances(kn_id, ot.id, {
        "condition": {"operation": "like", "field": display, "value": pattern, "value_from": "const"},
        "limit": _TYPED_ALIAS_CANDIDATES}).datas
    typed = normalise(fold_dashes(mention))
    return [row for row in rows
            if typed in {normalise(t) for t in typed_dashed_names(str(row.get(DISPLAY) or row.get(display) or ""))}]


# between two Chinese characters: where a typed name may have left a dash out (`_typed_alias_rows`)
_HAN_PAIR = re.compile(rf"(?<={HAN})(?={HAN})")
_TYPED_ALIAS_CANDIDATES = 50


def main_linked_entity(linked: Iterable[LinkedEntity], form: QuestionForm | None = None) -> LinkedEntity | None:
    """The question's main entity: the subject once `choose_subject` has marked one; before that
    (kn_search masks its span for relation ranking; a second mention often carries the intent)
    the longest mention, the first of equal ones - with `form`, of the mentions that are not the
    wh-phrase's noun (哪些治疗手段 names the answer's kind), when there are any."""
    linked = list(linked)
    subject = next((e for e in linked if e.subject), None)
    if subject is not None:
        return subject
    if form is not None:
        linked = [e for e in linked if not form.after_question_word(e.start)] or linked
    return max(linked, key=lambda e: (e.end - e.start, -e.start), default=None)


# 跟 / 和 / 与 / 同 / 比 / 像 (普通 / 一般 …) right before a name: what it is compared with
_COMPARED_WITH = re.compile(r"(?:跟|和|与|同|比|像)(?:普通|一般|平常|常见|正常)?的?$")
# ... unless what follows says it is taken with it (跟布洛芬交替吃对乙酰氨基酚可以吗)
_TAKEN_TOGETHER = re.compile(r"一起|一块儿?|一同|交替|轮流|同时|搭配|配合|合用|联用|混")


def lead_topic(linked: list[LinkedEntity], form: QuestionForm | None, question: str) -> LinkedEntity | None:
    """What a yes-or-no lead-in is about, when the question word's clause after it names nothing
    (疏凿饮子能消水肿吗，还管啥 goes on to ask of 疏凿饮子): the first entity named in the first clause of
    the yes-or-no clauses right before the question word's (`QuestionForm.lead_clause`) - or, when a
    name stands before that entity joined to it by a conjunction alone (`_PAIRED`, so only a space
    ends the clause between them), the head of that pair, followed back along a run of such pairs:
    大丹参 跟丹参一样能活血吗 有啥功效 is about 大丹参; when that entity comes right after 跟 / 和 / 与 / 同 / 比 / 像
    with nothing named before it in the lead-in nor paired with it so, not taken with it (`_TAKEN_TOGETHER`), the
    lead-in compares the name told last before it with that one and is about the one told before
    (新闻里说的高致病性人禽流感病毒肺炎，刚开始跟普通感冒像不像？都有哪些症状). None when there is no such lead-in or entity,
    or when the one found is of the answer's type (心脏彩超能查出Ebstein病吗，还有什么检查能查 asks for
    checks: the check named is one of them, not the topic)."""
    if form is None or form.lead_clause is None or any(form.in_clause(e.start, e.end) for e in linked):
        return None
    start, end = form.lead_clause
    first = min((e for e in linked if start <= e.start and e.end <= end), key=lambda e: e.start, default=None)
    while first is not None:
        head = next((e for e in linked if joined_by_conjunction(e, first, question)), None)
        if head is None or head.object_type_id in form.answer_types:
            break  # (a head of the answer's type is one of the answers: 阿莫西林 和咳嗽有关系吗 吃啥药)
        first = head
    if first is not None and _COMPARED_WITH.search(question, start, first.start) \
            and not any(start <= e.start < first.start or joined_by_conjunction(e, first, question) for e in linked) \
            and _TAKEN_TOGETHER.match(question, first.end) is None:
        # 新闻里说的高致病性人禽流感病毒肺炎，刚开始跟普通感冒像不像: the lead compares a name told before with the
        # one after 跟, and is about the one told before
        first = max((e for e in linked if e.end <= start), key=lambda e: e.start, default=None)
    if first is None or first.object_type_id in form.answer_types:
        return None
    return first


INVERSE_WITHIN = 3  # an inverse relation type ranked this high leaves the asked direction open
CLAUSE_WITHIN = 3  # relation types, best-ranked first, one of which must hold a mention the question word's clause names


def asked_relation(ranked: list[tuple[RelationType, Any, str]]) -> RelationType | None:
    """The relation type a question asks for: the best-ranked one some signal reached (`ranked`:
    (type, score, score source), best first)."""
    return next((rel for rel, _, source in ranked if source != SOURCE_NONE), None)


def direction_from_subject(ranked: list[tuple[RelationType, Any, str]], linked: list[LinkedEntity],
                           form: QuestionForm | None, subject: dict[str, Any] | None) -> dict[str, str] | None:
    """For the trace, the relation type to move first, the one it passes and the subject's mention, when the first
    two relation types ranked are a type and its inverse (cures / indicated_for: the same two object types the other
    way round) and the subject `choose_subject` marked sits at the source of the second only; None when the ranking
    stays as it is (`subject`: `choose_subject`'s trace). Only where the question names records at both ends, its
    wh-phrase names neither end's type, and something in the question decided the subject, not the network's edge
    counts (阿托伐他汀钙片 or 非诺贝特胶囊 for 血脂异常, one of two drugs taken for having more edges, says nothing of the
    way asked): 丝虫病用枸橼酸乙胺嗪片管用吗 names a disease and a drug and asks about the disease, so cures (disease →
    drugs) is asked, not indicated_for; 哪些药能治… or …能查出哪些病 say which end is the answer's, and the ranking has
    read that already. The caller swaps the two (`RelationRanking.swap_first_two`), each keeping its score: the order
    says which way the question is asked, the scores what the signals found."""
    if len(ranked) < 2 or form is None:
        return None
    (first, *_), (second, *_) = ranked[0], ranked[1]
    ends = (first.source_object_type_id, first.target_object_type_id)
    if ends[0] == ends[1] or (second.source_object_type_id, second.target_object_type_id) != ends[::-1]:
        return None
    chosen = next((e for e in linked if e.subject), None)
    if chosen is None or chosen.object_type_id != second.source_object_type_id:
        return None
    decision = subject_decision(subject)
    if decision is None or decision[2] in _NETWORK_PLACES:
        return None
    if not set(ends) <= {e.object_type_id for e in linked} or set(ends) & form.answer_types:
        return None
    return {"moved_first": second.id, "passed": first.id, "subject": chosen.mention}


# A name given as someone's diagnosis: right after 说是 / 说我是 / 诊断为 / 确诊了 / 查出来是 ..., or right
# after 查出 / 诊断 / 诊断出 / 确诊 (痰里查出非结核分枝杆菌病) but not after 能 / 可 / 会 / 可以 / 能够 (能查出肺结核吗:
# what a check finds), nor after 没 / 未 / 怕 / 担心 (担心查出胃癌: no diagnosis was given)
_DIAGNOSED = re.compile(r"(?:说|诊断|确诊|查出来?)(?:我|他|她|孩子|宝宝)?(?:是|为|了)$"
                        r"|(?<![能可会以够没未怕])(?<!担心)(?:诊断出?|确诊|查出)$")
# ... or right after 查出来 (查出来贾第虫病), when nothing in its clause before it makes the finding a
# possibility, a wish or a fear (能顺便查出来, 早点查出来, 怕以后查出来, 为了查出来) and the name's clause
# asks no yes-or-no question (早期很难查出来胃癌吗)
_FOUND = re.compile(r"(?:^|(?<=" + CLAUSE_BREAK + r"))(?:(?!能|可以|会|想|要是|如果|万一|为了|难|容易|怎么|如何|怕|担心|没|未|"
                    r"早点|顺便|才)" + CLAUSE_CHAR + r")*查出来$")
_ASKS_IF_AFTER = re.compile(CLAUSE_CHAR + r"*?[吗么](?:" + CLAUSE_BREAK + r"|$)")
# The name a doctor said, right after 说 / 讲 (医生说等渗性脱水): a diagnosis when the name ends its clause
# (`_ENDS_CLAUSE`, read from the name's end)
_DOCTOR_SAID = re.compile(r"(?:医生|大夫|医师)(?:说|讲)$")
# ... and, read the same way, what a paper says (诊断写的消化性溃疡伴出血, 病历上写支气管哮喘: not 病历上写了胃溃疡
# 病史, 报告上写着肾炎待排, whose name does not end its clause)
_WRITTEN = re.compile(r"(?:诊断|病历|报告)(?:单)?上?写(?:的|着|了)?(?:是)?$")
_ENDS_CLAUSE = re.compile(r"(?:了|吧|啊)?(?:" + CLAUSE_BREAK + r"|$)")
# What someone is prone to get (更容易得, 易患上): where the asked relation joins two types, the
# question asks about it (`choose_subject`)
_PRONE_TO = re.compile(r"(?:容易|易)(?:得|患|长|生)(?:上|了)?$")
# ... or the risk of getting it, in a clause that asks about it: 我得支气管肺癌的风险是不是大 (not 觉得 / 记得,
# nor 医生觉得得胃癌的可能性不大, which tells)
_GETS = re.compile(r"(?<![觉记懂晓值显])(?:得|患)上?$")
_RISK_OF = re.compile(r"的?(?:风险|几率|概率|可能性?|机会)")
_ASKS_RISK = re.compile(r"[吗么]|多[大高少]|有多|是不是|是否|会不会|" + A_NOT_A)
# A name in a candidate stretch right before 的 + what is asked of it (缺乏运动是不是慢性缺血性心脏病的危险因素):
# the name whose property is asked, not the candidate answer (not 的一种 alone: 肺结核是不是肺炎的一种 asks
# about 肺结核)
_POSSESSOR_OF = re.compile(r"的(?:一种|一类)?(?:危险因素|高危因素|诱因|病因|原因|并发症|后遗症|症状|表现|不良反应|副作用)")
# A demonstrative (`question_form.DEMONSTRATIVE`: 这 / 那 with a measure word, 这 alone too; 该 and 此 of the written
# register, not 还该 / 应该 nor 因此 / 从此 …), 类 allowed after it, right before a name: 这种肿瘤 after 颅骨破骨细胞瘤,
# 此类便秘 after 直肠型便秘 refer back (`choose_subject`'s not_referring_back)
_DEMONSTRATIVE_BEFORE = re.compile(r"(?:" + DEMONSTRATIVE + r"|(?<![应还也就不本早又都才真])该|(?<![因从如彼在于自为对由据])此)类?$")
# ... unless a verb right before it brings in another one (换成这个阿司匹林, 又开了这个甲氧氯普胺片)
_NEW_ONE_BEFORE = re.compile(r"(?:换成|换了|换用|改成|改用|改吃|开了|加了|新开)$")
# Two names joined by a conjunction or a list comma alone (A跟B, A 和 B, A、B)
_PAIRED = re.compile(r"\s*[跟和与同、]\s*")


def _found_before(text: str, end: int) -> bool:
    """`_FOUND.search(text, 0, end)`: its clause before 查出来 has no bound on its length, so `ends_at` cannot
    take it; every match ends with 查出来 at `end` (or before a line break there), which is checked first."""
    end = min(end, len(text))
    return "查出来" in text[max(0, end - 4):end] and _FOUND.search(text, 0, end) is not None


def joined_by_conjunction(before: LinkedEntity, after: LinkedEntity, question: str) -> bool:
    """Whether only a conjunction or a list comma, and spaces, stand between the two names (`_PAIRED`:
    基孔肯雅热 跟寨卡病毒感染), `before` named first."""
    return before.end <= after.start and _PAIRED.fullmatch(question, before.end, after.start) is not None


def conjunction_partners(linked: list[LinkedEntity], question: str) -> Callable[[LinkedEntity], list[LinkedEntity]]:
    """For a name of `linked`, the others joined to it by a conjunction alone, either way round, in `linked`'s
    order: `[o for o in linked if o is not e and (joined_by_conjunction(e, o, question) or
    joined_by_conjunction(o, e, question))]`, worked out for all names at once. A name after `e` can only start
    within the longest run `_PAIRED` matches from `e`'s end, so each name looks at the few starting there
    instead of at every name (a pasted note names hundreds)."""
    by_start = sorted(range(len(linked)), key=lambda k: linked[k].start)
    starts = [linked[k].start for k in by_start]
    joined: dict[int, set[int]] = defaultdict(set)  # place in `linked` -> places of the names joined to it
    for i, e in enumerate(linked):
        gap = _PAIRED.match(question, e.end)
        if gap is None:
            continue
        for k in by_start[bisect_left(starts, e.end):bisect_right(starts, gap.end())]:
            if joined_by_conjunction(e, linked[k], question):
                joined[i].add(k)
                joined[k].add(i)
    place = {}
    for i, e in enumerate(linked):
        place.setdefault(id(e), i)  # the same object twice in `linked` is joined to the same names

    def partners(e: LinkedEntity) -> list[LinkedEntity]:
        i = place.get(id(e))
        if i is None:  # not one of `linked`
            return [o for o in linked if o is not e and (joined_by_conjunction(e, o, question)
                                                         or joined_by_conjunction(o, e, question))]
        return [linked[k] for k in sorted(joined.get(i, ())) if linked[k] is not e]

    return partners


# Verbs of catching an illness that name a record of the network too (感染, an infection), and what follows
# them before the illness caught: 感染了 / 感染上 / 感染上了肺结核
_CATCHING = frozenset({"感染", "传染"})
_CAUGHT = re.compile(r"上了|了|上")
# A verb of taking or doing between two names (发烧吃布洛芬缓释胶囊, 胃痛做胃镜): the first is the complaint the
# second is taken or done for
_TAKEN_OR_DONE = re.compile(r"(?:要|就|得|该|能|可以)?(?:吃|用|服|服用|喝|做|查|打|挂|涂|抹)")
# A class verb right before a name (算 / 算不算 / 也算 / 属于 / 归到 …; not 就算 / 打算 / 划算 …): the name after it is the
# class a name before it is weighed against (药物性天疱疮算药疹还是算别的病)
_CLASS_VERB = re.compile(r"(?:(?<![就打计合划预换核总盘清结推])算(?:不算|是)?|属(?:不属)?于|归(?:于|为|到|在|入))$")
# What ends the class name's clause: a particle, a mark, 还是 / 或 offering another class, or the question's end
_CLASS_CLAUSE_END = r"(?=[吗吧么嘛呢啊呀不没？?，,。！!；;\s]|还是|或|$)"
# ... so after a class verb the name ends its clause, or only a class word stands after it (桥脑出血算不算脑出血, 是属于
# 青光眼那一类吗; not 肺炎算不算感冒的并发症: what 感冒 has is asked)
_CLASS_ENDS = re.compile(r"(?:(?:里|中|当中)?的?(?:一种|一类|其中一种|亚型|分型|类型)|(?:那|这)一?类)?(?:病|疾病)?"
                         + _CLASS_CLAUSE_END)
# ... and after 是 a class word ending the clause must follow the name (喉白喉是白喉里的一种, 城市狂犬病也是狂犬病的一种吧;
# not 头痛是感冒的一种症状吗)
_CLASS_WORD_AFTER = re.compile(r"(?:(?:里|中|当中)?的(?:一种|一类|其中一种|亚型|分型)|(?:那|这)一?类)(?:病|疾病)?"
                               + _CLASS_CLAUSE_END)
# Closing quotes, brackets or spaces only
_CLOSING_MARKS = re.compile(r"[”\"’」』)）》\s]*")
# A correction right after a name (溃疡性结肠炎…不对，是溃疡性直肠炎; 特发性黄斑部前膜…啊打错了; 哦我说反了): the name is
# withdrawn, and what the question asks about is named after it
# (the correction ends its clause or leads into what corrects it: not 不对症 / 不对劲 / 不对称, 搞错了没有, 写错了吗)
_WITHDRAWN = re.compile(r"[…\.。，,、\s]*(?:啊|哦|噢|呃|额|嗯)?[，,\s]*(?:我)?(?:不对|打错了?|说错了?|写错了?|说反了|记错了?|搞错了?|口误)"
                        r"(?=$|[\s，,。.…、；;！!：:]|是|应该|应是|我|想|啊|哦|噢|呃|额|嗯|不对)")
# A name ruled out before what is asked about is named: withdrawn, as a corrected name is. After 不是 (not 是不是;
# 我不是问 / 不是得的 …) ending its clause, the next opening with 是 / 而是 / 我问的是 … and a name right after it
# (不是六味地黄丸，是八味地黄丸; 我不是问冬青子，我问的是冬青皮; not 不是胃炎就是胃溃疡: either one)
_NOT_BEFORE = re.compile(r"(?<![是否])(?:并|而)?不是(?:问|说|指|得的|患的|得了|得)?$")
_AFFIRMED_AFTER = re.compile(r"[，,、\s]*(?:而|我问的|我说的|我想问的|我要问的|我指的|问的|说的|指的|结果|其实|应该)?是")
# What stands between a name affirmed with 是 and the 不是 after it (是腹部叩诊，不是腹部叩诊音; 是Y而不是X)
_AFFIRMED_BEFORE_NOT = re.compile(r"[，,、\s]*(?:而)?")
# ... where that 是 is no copula: an adverb or a conjunction ending with it (老是头痛，不是脑瘤吧; 总是咳嗽; 还是发烧, still;
# 要是 / 可是 / 但是 / 只是), or 不是 itself (不是胃炎，不是胃溃疡: nothing affirmed)
_NO_COPULA = re.compile(r"(?:老|总|还|一直|要|若|可|但|于|只|凡|倒|硬|不)是$")
# ... after 以为 (全家都以为是慢性咽炎，结果…是下咽癌), with another name of its type in a later clause (not 以为胃炎和胃溃疡
# 是一回事: both are what it asks about)
_THOUGHT_BEFORE = re.compile(r"以为(?:是|得了|得的是)?$")
# ... after an exclusion done (说是低色素性贫血，医生排除了地中海贫血; 已经排除), with another name of its type not ruled
# out so: 要排除 / 怎么排除 names what is still suspected, often what the question asks about (医生说要排除疟疾)
_EXCLUDED_BEFORE = re.compile(r"(?:已经?|都)排除(?:了|掉)?$|排除掉?了$")
# What joins a tag's name to a name after it as a pair (#布洛芬# 和对乙酰氨基酚能一起吃吗: both are asked about)
_TAG_PAIRED = re.compile(r"[#＃]?\s*(?:和|跟|与|同|及|或|、)\s*")
# A hashtag at the question's or a line's start, or after another (#痛风# / #痛风 up to a space or a line break)
_HASHTAG = re.compile(r"(?:^|(?<=[\s#＃]))[#＃]([^#＃\s，,。？?！!：:；;]+)")
# 是 / 属于 right before the question word (这是什么药, 属于什么药): the wh-phrase asks what a name is, not which way
# a relation runs
_WHAT_IT_IS = re.compile(r"(?:是|属于)$")
# What stands between two items of a list (硝苯地平、阿司匹林和辛伐他汀; 布洛芬缓释胶囊×1、康利诺×1; 黄芪15g 党参10g;
# one item to a line): a count or a dose, then a list comma, a comma, a slash, a plus, a conjunction or a line break
_DOSE = r"(?:[×xX*]\s*\d+|\d+(?:\.\d+)?\s*(?:g|克|mg|毫克|ml|毫升|片|粒|袋|盒|支|瓶|丸))"
_LIST_GAP = re.compile(rf"(?:\s*{_DOSE})?(?:\s*(?:、|，|,|/|\+|和|跟|与|及|以及|还有|或者|或|\n))+\s*|\s*{_DOSE}\s+")
# An ordinal picking a name of a list told before it (第二个, 最后那个, 中间那个 of three)
_ORDINAL = re.compile(r"第([一二三四五六七八九十1-9])(?:个|种|样|项|味)"
                      r"|最后(?:一个|那个|这个|一种|那种|一样|一味|一项)|(中间)(?:那个|这个|一个|那种|那味)")
_ORDINAL_DIGITS = "一二三四五六七八九十"
# ... not where it counts something else (第二个疗程, 第一个月, 第二个孩子)
_COUNTED_NOUN = re.compile(r"月|星期|礼拜|周|小时|钟头|疗程|阶段|孩子|小孩|宝宝|娃|胎|人|步骤|方案|情况|问题|医生|医院"
                           # a time of day or a year, unless a verb of taking follows (第二个晚上还烧; not 第二个晚上吃)
                           r"|(?:晚上|晚|夜|早上|白天|上午|下午|年|学期)(?!吃|用|服|喝|涂|擦|抹)")
# Separators that only join list items: a run of names right after or before one is part of a longer list
_LIST_ONLY = re.compile(r"\s*[、+/]")
_LIST_ONLY_BEFORE = re.compile(r"[、+/]\s*$")
# A record whose name is itself a list (血常规、尿常规): its parts are no items of the list it stands in
_NAMED_AS_LIST = re.compile(r"[、，,/+]")
_SUBJECT_ORDER = ("no_fragment", "not_referring_back", "not_named_as_answer", "alias_asked", "in_story_question",
                  "in_question_clause", "in_asking_sentence", "not_told_after_question", "asked_relation_end",
                  "prone_to", "diagnosed", "topic_of_yes_or_no_lead", "not_tagged", "first_if_yes_or_no", "credible",
                  "degree_if_inverse", "first_of_pair", "mention_length", "first")
SHOWN_KEY = _SUBJECT_ORDER.index("mention_length")  # the trace's key leaves out the plain tie-breaks
# the places of the order that read the network (edge counts), not the question
_NETWORK_PLACES = frozenset({"credible", "degree_if_inverse"})


def subject_decision(subject: dict[str, Any] | None) -> tuple[dict[str, Any], dict[str, Any], str] | None:
    """How `choose_subject` decided, read from its trace (`subject`): the chosen mention's entry, the runner-up's
    (the best of another instance with another key) and the place of the order where the first beats the second;
    None when there was no choice or no shown place decided (a plain tie-break: mention length, position)."""
    if not subject or len(subject.get("entities") or []) < 2:
        return None
    entities = subject["entities"]
    chosen = [e for e in entities if e["instance_id"] == subject["subject"]]
    if not chosen:
        return None
    best = max(chosen, key=lambda e: e["key"])  # of its mentions, the one that won
    rivals = [e for e in entities if e["instance_id"] != best["instance_id"] and e["key"] != best["key"]]
    if not rivals:
        return None
    runner = max(rivals, key=lambda e: e["key"])
    at = next((i for i, (a, b) in enumerate(zip(best["key"], runner["key"])) if a != b), None)
    return None if at is None else (best, runner, subject["order"][at])


def list_chains(linked: list[LinkedEntity], question: str) -> list[list[LinkedEntity]]:
    """Runs of names written as a list (`_LIST_GAP` between each two, 硝苯地平、阿司匹林、辛伐他汀), in the
    question's order, each naming at least two instances."""
    chains: list[list[LinkedEntity]] = []
    run: list[LinkedEntity] = []
    for e in sorted(linked, key=lambda e: e.start):
        if run and not (e.start >= run[-1].end and _LIST_GAP.fullmatch(question, run[-1].end, e.start)):
            chains.append(run)
            run = []
        run.append(e)
    if run:
        chains.append(run)
    return [c for c in chains if len({e.instance_id for e in c}) >= 2]


def choose_subject(linked: list[LinkedEntity], ranked: list[tuple[RelationType, Any, str]],
                   form: QuestionForm | None = None,
                   connecting: dict[str, list[list[str]]] | None = None,
                   question: str | None = None, topic: LinkedEntity | None = None) -> dict[str, Any] | None:
    """Mark the linked entity the question is about when it names more than one instance, and
    say why (for the trace); None when there is nothing to choose. `ranked`: the relation types
    as ranked, (type, score, score source), best first; `form`: how the question is put
    (core.search.question_form), None to leave it aside.

    A question asks about the instance at the source end of the relation it asks for (荨麻疹需要
    抽血化验吗 asks checks of the disease, not of the test), so the entities are ordered by:
    1. no extraction fragment, nor a name corrected right after it (`_WITHDRAWN`: 牛毛毡…不对，是牛毛七) or ruled out
       (`ruled_out`: 不是六味地黄丸，是八味地黄丸; 以为是慢性咽炎，结果…是下咽癌; 医生排除了地中海贫血); then not
       referring back: an everyday word of a type after 这 / 那 + a measure
       word or 该, when a name of that type was told before it (`_DEMONSTRATIVE_BEFORE`: 看到一个病例报道叫颅骨
       破骨细胞瘤，这种肿瘤多见于哪些人 asks about the tumour named first; not the same name again, one holding a
       name told before, a name jieba's dictionary does not hold, nor after 换成 / 开了 …);
    2. not named as the answer (`QuestionForm.named_as_answer`): the noun of a wh-phrase (头孢克肟
       分散片适合哪些感染; before it: 固肠止泻的中成药有哪些), or a candidate answer after 除了 / 是不是 / 是 … 还是 … (in a yes-or-no
       question after 对) with the topic named before it in its clause (益母草是不是专门治妇科病的) - after
       除了 / 除去 with anything else named anywhere (小儿肺炎支原体肺炎 除了干咳还有啥症状); or the class a name before it
       in its clause is weighed against (`_CLASS_VERB`: 药物性天疱疮算药疹还是算别的病, 喉白喉是白喉里的一种, a name of the same
       type, the class's mention and those of its instance before it, not a later one asking about the class itself; the
       name may end the clause before, when the class verb's clause names nothing before the class: “隐匿性系统性红斑狼疮”，
       到底算不算红斑狼疮);
    2b. in a question telling a story before its last sentences ask (`QuestionForm.story_asking`: two sentences or
       more before them, `STORY_MIN_CHARS` characters or more, nothing referred back to), a record those sentences
       name, wherever else it is named too, before the records told only in the story (…做了胸部CT检查，医生说是先天性
       肌缺如，不影响生活。先天性肌缺如通常是缺了哪块肌肉？; the trace's `in_story_question`);
    3. in the clause of the question word, when one of them is (我本来就有慢性胃炎，…，胃溃疡要吃哪些药), or
       referred to from it by 这个药 / 这种病 … when no other mention of that type comes before it
       (`QuestionForm.referred`: 父亲十二指肠溃疡，朋友推荐蒲元和胃胶囊，这个药能治啥)
       and the asked relation type has its type at one end (no body part for has_symptom: 海边玩了
       一天日晒伤了，皮肤会出现哪些症状 asks about 日晒伤) - or, when no instance of the asked relation
       type's source type is named outside the clause, one of the first `CLAUSE_WITHIN` relation
       types that the instance holds edges of has its type at one end (泌尿外科一般能做哪些检查: checks
       is first, the department holds performed_by edges, second) - a record of fewer than `CREDIBLE_DEGREE`
       beside one of more only when it holds edges of the asked relation type and the question word asks for the
       type at their other end (什么病会侵犯皮下脂肪; not 继发 of 会继发什么病); then, in a question saying a word of naming
       (`QuestionForm.says_naming`), not told in a clause after the question word's while another is
       named before that clause (`told_after_question`: 慢脾风 还叫什么 小孩抽风老人说的 asks about 慢脾风,
       and 抽风 says where the question comes from; elsewhere a name told after the question is often
       the diagnosis it asks about: 发烧三天了 吃什么药 医生说是扁桃体炎); in a yes-or-no question of several
       sentences, the one name the sentence that asks opens with, where it holds a name a sentence
       before told (`QuestionForm.asking`: 我的女儿有一点湿疹，眼皮上也有。眼睑湿疹性皮炎是不是儿童比较多？); in a question
       whose question words stand in several sentences, the name the last of them opens with, told in a sentence before
       it, alone counts as in the question's clause (土厚朴跟正经的厚朴比，治胃病哪个好？土厚朴主要治什么: the first
       question word's clause only compares; the trace's `asked_in_later_sentence`); a name an ordinal in the clause
       that asks (the question word's, or anywhere in a yes-or-no question) picks out of the last list before it
       (`list_chains`: names joined by 、 / ， / 和 …, counts and doses allowed; all of one type) alone counts as in
       the question's clause and its asking sentence (the trace's `picked_from_list`: 家里备了板蓝根颗粒、布洛芬、
       蒙脱石散，第二个能治什么; 最后那个, 中间那个 of three; not 第二个疗程, 第二个晚上);
    4. their end of the asked relation type (`asked_relation`), as the intent ranker's type
       signal scores it (`end_share`: the source 1, the target 0.7, neither 0; times 0.3 when
       the instance has no edge of it) - or of the relation type a rule of the answer's type moved
       it to its record for (`_moved_for`: the question asks that of it), the better of the two;
    5. where the asked relation joins two types, a name of what someone is prone to get (`_PRONE_TO`:
       高脂血症的人是不是更容易得血管性痴呆 asks has_risk_factor of 血管性痴呆, also after 医生说是高脂血症),
       which is then never the candidate answer of rule 2 (感冒不治容易得肺炎吗, has_complication from
       disease to disease, keeps the first named); then a name given as someone's diagnosis
       (`_DIAGNOSED`, `question` given: 牙医说是单纯性龈炎, 查出来是房速; `_DOCTOR_SAID`: 医生说等渗性脱水，…;
       `_FOUND`: 查出来贾第虫病，…): the question goes on about it,
       not about the complaint told before it;
    6. `topic`, what a yes-or-no lead-in is about (`lead_topic`) when the question word's clause
       after it names nothing: 红细胞碱粒凝聚试验是查铅中毒的吧，还能查啥 asks about the check (the
       asked relation's ends and its inverse tie them);
    6b. not a hashtag's name (`_HASHTAG`: #痛风 …这些是高尿酸血症的高危因素吗 asks about the name of the post's body),
       unless the body pairs a name with it (#布洛芬# 和对乙酰氨基酚);
    7. in a yes-or-no question, the first named: what is named after it is the candidate answer to
       confirm (甲沟炎是蜂窝织炎的一种吗), also where the asked relation's inverse is in play (below):
       鼻炎灵片治鼻窦炎管用不 asks about the drug, 颞叶癫痫能不能用卡马西平胶囊 about the disease;
    8. credible: `CREDIBLE_DEGREE` edges, where degrees are known (诱发, a one-edge disease record,
       is no subject next to 痛风);
    9. when the asked relation type's inverse (the same two types the other way round: cures /
       indicated_for) ranks in the first `INVERSE_WITHIN`, the question's direction is open
       (鼻窦炎用鼻炎灵片好得快吗: no wh-phrase names either end) and both ends count as the source: the instance with more edges, the one
       the network says most about - unless the edges joining the named instances (`connecting`,
       from `connecting_relations`) are of the asked relation type and not of the inverse: the
       network records the pair one way (乳房摄片 check_for_disease 乳腺癌, no checks back), and that
       way is asked; or no instance is named at one of the two ends (two diseases and checks /
       check_for_disease: the direction is not in question); or the wh-phrase names the type at one end
       only, not right after 是 / 属于 (`_WHAT_IT_IS`: 这是什么药 asks what a drug is): that end is the
       answer's and the way to it is asked (朋友推荐固本咳喘片。它主要治什么病 asks indicated_for of the drug,
       not cures of the disease told first; 这个test是查什么病的 asks check_for_disease, not checks) - the trace's
       `left_for_answer_type` names the one left aside;
    10. the first of names joined by a conjunction or a list comma alone (跟 / 和 / 与 / 同 / 、, spaces
        allowed: 基孔肯雅热跟寨卡病毒感染怎么分得清; in a chain A、B和C only A); 11. the longest mention;
        12. the first.

    Names joined that way share a clause for rule 3: each counts as in the question word's clause
    when another of them is, and none of them as named outside it (基孔肯雅热 跟寨卡病毒感染怎么分得清,
    where the space ends a clause)."""
    if len({e.instance_id for e in linked}) < 2:
        return None
    yes_or_no = form is not None and form.yes_or_no
    asked = asked_relation(ranked)
    inverse = None
    if asked is not None and asked.source_object_type_id != asked.target_object_type_id:
        inverse = next((rel for rel, _, _ in ranked[:INVERSE_WITHIN]
                        if (rel.source_object_type_id, rel.target_object_type_id)
                        == (asked.target_object_type_id, asked.source_object_type_id)), None)
    inverse_left = None  # why an inverse ranked in the first `INVERSE_WITHIN` is left aside (the trace)
    if inverse is not None and connecting is not None and asked.id in connecting and inverse.id not in connecting:
        inverse = None  # the network records the named pair one way only: that way is asked
    if inverse is not None and not {asked.source_object_type_id, asked.target_object_type_id} <= {
            e.object_type_id for e in linked}:
        # no instance is named at one of the two ends (肝硬化以后得了门静脉高压征，要做些什么检查 names two
        # diseases): the direction is not in question, and the better-documented instance is no
        # reason to prefer one of them
        inverse_left, inverse = inverse.id, None
    # where a relation type and its inverse are both in play, the wh-phrase naming the type at one end closes
    # the question's direction (固本咳喘片。它主要治什么病 asks for a disease: indicated_for from the drug, not
    # cures from the disease told first; 这个test是查什么病的 asks check_for_disease of the check, not checks)
    inverse_left_for_answer = None  # ... and which of the two the wh-phrase's type left aside
    if inverse is not None and form is not None and not (
            question is not None and form.question_words
            and _WHAT_IT_IS.search(question, 0, form.question_words[0][0]) is not None):
        at_target = asked.target_object_type_id in form.answer_types
        at_source = asked.source_object_type_id in form.answer_types
        if at_target != at_source:
            inverse_left_for_answer = asked.id if at_source else inverse.id
            if at_source:
                asked = inverse
            inverse = None
    # the other names joined to each by a conjunction alone (基孔肯雅热 跟寨卡病毒感染: a space may stand
    # before or after it, which ends no clause of the pair)
    paired = conjunction_partners(linked, question) if question is not None else lambda _e: []

    def referred_to(e: LinkedEntity) -> bool:
        # 这个药 in the question word's clause refers back to the drug named before it - only when no other
        # mention of its types comes before it (腺样体肥大 嗯 孩子晚上打呼噜 这个病: which one is open)
        return form is not None and any(
            e.end <= at and e.object_type_id in types
            and not any(o.object_type_id in types and o.end <= at and o.instance_id != e.instance_id
                        for o in linked)
            for at, types in form.referred)

    def in_question_clause(e: LinkedEntity) -> bool:
        return form is not None and (form.in_clause(e.start, e.end) or referred_to(e)
                                     or any(form.in_clause(o.start, o.end) for o in paired(e)))

    in_clause = any(in_question_clause(e) for e in linked)
    ends_differ = asked is not None and asked.source_object_type_id != asked.target_object_type_id
    any_credible = any(e.degree is not None and e.degree >= CREDIBLE_DEGREE for e in linked)

    by_id = {rel.id: rel for rel, _, _ in ranked}
    well_ranked = [rel for rel, _, source in ranked[:CLAUSE_WITHIN] if source != SOURCE_NONE]
    asked_source_outside = asked is not None and any(
        e.object_type_id == asked.source_object_type_id and not in_question_clause(e) for e in linked)

    in_asking = [] if form is None or form.asking is None else [
        e for e in linked if form.asking[0] <= e.start and e.end <= form.asking[1]]
    # ... and only where it names, more precisely, something a sentence before told (湿疹 before
    # 眼睑湿疹性皮炎): the question narrows what it told down to what it asks about
    first_asking = min(in_asking, key=lambda e: e.start, default=None)
    opening = first_asking if first_asking is not None and first_asking.start == form.asking[0] else None

    def told_again(first: LinkedEntity, sentence_start: int, in_sentence: list[LinkedEntity]) -> bool:
        # a sentence opening with a name a sentence before told (…中医开了八正散。八正散有清热泻火的功效吗？) asks about
        # it - not where a verb of taking or doing joins it to the next name (胃痛做胃镜是不是要空腹: the complaint,
        # then what is done for it), nor where another name of the sentence is of the asked relation type's source
        # type (采石是不是尘肺的危险因素 asks has_risk_factor of 尘肺)
        if not any(o.instance_id == first.instance_id and o.end <= sentence_start for o in linked):
            return False
        if question is not None and any(_TAKEN_OR_DONE.fullmatch(question, first.end, e.start)
                                        for e in in_sentence if e.start > first.end):
            return False
        return asked is None or not any(e.object_type_id == asked.source_object_type_id
                                        and e.instance_id != first.instance_id for e in in_sentence)

    def opens_asking() -> bool:
        if len({e.start for e in in_asking}) == 1 and any(
                o.end <= form.asking[0] and len(o.mention) < len(opening.mention) and o.mention in opening.mention
                for o in linked):
            return True
        # ... or names again what a sentence before told
        return told_again(opening, form.asking[0], in_asking)

    asking_opens_with = opening.start if opening is not None and opens_asking() else None

    def last_asking_opening() -> int | None:
        # a question asking in several sentences (土厚朴跟正经的厚朴比，治胃病哪个好？土厚朴主要治什么): the last
        # one, opening with a name a sentence before told, asks about that name - with the same exceptions as a
        # yes-or-no sentence that asks
        if form is None or question is None or len(form.question_words) < 2:
            return None
        at = form.question_words[-1][0]
        last = next(((a, b) for a, b in sentences(question) if a <= at < b), None)
        if last is None or form.question_words[0][0] >= last[0]:
            return None
        in_last = [e for e in linked if last[0] <= e.start and e.end <= last[1]]
        first = min(in_last, key=lambda e: e.start, default=None)
        if first is None or sentence_opening(question, *last) < first.start:
            return None
        return first.start if told_again(first, last[0], in_last) else None

    later_asking = last_asking_opening() if asking_opens_with is None else None
    if later_asking is not None:
        asking_opens_with = later_asking

    def ordinal_pick() -> int | None:
        # 第二个 / 最后那个 / 中间那个 in the clause that asks picks that name of the last list told before it
        # (家里备了板蓝根颗粒、布洛芬、蒙脱石散，第二个能治什么)
        if question is None or form is None:
            return None
        chains = None  # the question's lists, found only when it holds an ordinal
        for m in reversed(list(_ORDINAL.finditer(question))):  # the last one asks (第一个吃了不管用，第二个能吃吗)
            if _COUNTED_NOUN.match(question, m.end()) or not (yes_or_no or form.in_clause(m.start(), m.end())):
                continue
            # the last list before it, and only that one
            chains = list_chains(linked, question) if chains is None else chains
            last = next((chain for chain in reversed(chains) if chain[-1].end <= m.start()), None)
            # (one type, no part of a longer list, no record named as a list itself: 血常规、尿常规)
            if last is None or len({o.object_type_id for o in last}) > 1 or _LIST_ONLY.match(question, last[-1].end) \
                    or _LIST_ONLY_BEFORE.search(question, 0, last[0].start) \
                    or any(_NAMED_AS_LIST.search(o.mention) for o in last):
                return None
            names: dict[str, LinkedEntity] = {}
            for o in last:
                names.setdefault(o.instance_id, o)
            items = list(names.values())
            if m.group(2):
                if len(items) % 2 == 0:
                    continue
                n = (len(items) + 1) // 2
            elif m.group(1) is None:
                n = len(items)
            else:
                n = int(m.group(1)) if m.group(1).isdigit() else _ORDINAL_DIGITS.index(m.group(1)) + 1
            if 1 <= n <= len(items):
                return items[n - 1].start
        return None

    def refers_back(e: LinkedEntity) -> bool:
        # 这种肿瘤 after 颅骨破骨细胞瘤 names no new thing: an everyday word of the type of a name told before,
        # after a demonstrative - not that name again or one holding it (我有高血压和糖尿病，这个糖尿病; 肺炎 …
        # 这种社区获得性肺炎, more precise), not a specific name (这个对乙酰氨基酚片: jieba's dictionary does not
        # hold it) and not one a verb brings in (换成这个阿司匹林)
        if question is None or (demonstrative := ends_at(_DEMONSTRATIVE_BEFORE, question, e.start)) is None:
            return False
        word = normalise(e.mention)
        before = [o for o in linked if o.end <= e.start and o.object_type_id == e.object_type_id]
        if demonstrative.group().endswith("类"):
            # 此类便秘 names the class of a name told before that holds it (直肠型便秘); 过敏性鼻炎 … 这类哮喘
            # names another disease
            told = any(o.instance_id != e.instance_id and o.mention != e.mention
                       for o in before if word in normalise(o.mention))
        else:
            told = any(o.instance_id != e.instance_id for o in before) \
                and not any(o.instance_id == e.instance_id or o.mention in e.mention for o in before)
        return told and is_dictionary_word(word) and ends_at(_NEW_ONE_BEFORE, question, demonstrative.start()) is None

    def asks_other_end(e: LinkedEntity) -> bool:
        # the question word asks for the type at the other end of the asked relation from the record (什么病会
        # 侵犯皮下脂肪, 哪些肿瘤会转移到纵膈淋巴结): not a word of the question whose type is the one asked for
        # (会继发什么病, both ends disease) nor one no question word faces (止痛药吃哪种)
        if asked is None or form is None:
            return False
        ends = (asked.source_object_type_id, asked.target_object_type_id)
        if e.object_type_id not in ends or ends[0] == ends[1]:
            return False
        other = ends[1] if e.object_type_id == ends[0] else ends[0]
        return other in form.answer_types or any(
            o.object_type_id == other and form.after_question_word(o.start) for o in linked if o is not e)

    def names_class(e: LinkedEntity) -> bool:
        # 喉白喉是白喉里的一种: the name after a class verb, with another name of its type before it in its
        # clause, is the class that one is weighed against
        if question is None:
            return False
        start = max(0, e.start - 4)
        if _CLASS_VERB.search(question, start, e.start) is not None:
            if _CLASS_ENDS.match(question, e.end) is None:
                return False
        elif not question.endswith("是", 0, e.start) or _CLASS_WORD_AFTER.match(question, e.end) is None:
            return False
        clause_start = clause_around(question, e.start, e.end)[0]
        weighed = [o for o in linked if o.object_type_id == e.object_type_id and o.instance_id != e.instance_id]
        if any(clause_start <= o.start and o.end <= e.start for o in weighed):
            return True
        # “隐匿性系统性红斑狼疮”，到底算不算红斑狼疮: a name ending the clause before (closing marks aside), when the class
        # verb's clause names nothing before the class (not 孩子咳嗽两周了，算不算支气管炎: the clause goes on after it)
        return clause_start > 0 and question[clause_start - 1] in "，," \
            and not any(clause_start <= o.start < e.start for o in linked) \
            and any(_CLOSING_MARKS.fullmatch(question, o.end, clause_start - 1) for o in weighed)

    # the class's mention, and any mention of its instance before it (卡波西肉瘤 told first, then 皮肤卡波西肉瘤也算卡波西
    # 肉瘤的一种吗) - not one after it, which may ask about the class itself (…属于痛风吗？痛风吃什么药好)
    class_named = {e.instance_id: e.end for e in linked if names_class(e)}

    # a question telling a story before its last sentences ask is about what those sentences name (…先按湿疹涂了炉甘石
    # 洗剂…。皮肤科说是Hebra痒疹。…Goodpasture综合征一般要做哪些检查？): the names told only before them are the story
    story = form.story_asking if form is not None else None
    # the records the asking sentences name (a name told in the story and asked about again counts: 邻居推荐天麻素胶囊，
    # 三叉神经痛能吃天麻素胶囊吗 keeps 三叉神经痛, told first)
    asked_records = set() if story is None else {
        e.instance_id for e in linked if story[0] <= e.start and e.end <= story[1]}

    def in_story_question(e: LinkedEntity) -> bool:
        return not asked_records or e.instance_id in asked_records

    def key(e: LinkedEntity) -> tuple:
        # a record moved for a relation type of the answer's type is at an end of that one too
        moved_for = by_id.get(e._moved_for) if e._moved_for else None
        end = max((end_share(e.object_type_id, e.relation_edges, rel) for rel in (asked, inverse, moved_for)
                   if rel is not None), default=0.0)
        answer = form is not None and form.named_as_answer(e.start, [o.start for o in linked if o is not e]) \
            and not prone_to(e) and not (question is not None and _POSSESSOR_OF.match(question, e.end))
        answer = answer or e.end <= class_named.get(e.instance_id, -1)
        # the clause counts for an instance a well-ranked relation type can hold: 日晒伤了，皮肤会出现
        # 哪些症状 names a body part in the question's clause, and none of has_symptom, is_subtype_of,
        # caused_by has a body part at either end; 泌尿外科一般能做哪些检查 names a department, which
        # performed_by (second, after checks) holds
        clause = bool(in_clause and in_question_clause(e)) and (
            asked is None or end > 0 or (not asked_source_outside and any(
                e.relation_edges and e.relation_edges.get(rel.id) and end_share(e.object_type_id, None, rel) > 0
                for rel in well_ranked)))
        # ... and for a credible record when another is: a one-edge record in the question word's
        # clause (继发 of 会继发什么病) is a word of the question that happens to name something - unless it holds
        # edges of the asked relation type and the question asks for what is at their other end (什么病会侵犯皮下脂肪)
        clause = clause and (e.degree is None or e.degree >= CREDIBLE_DEGREE or not any_credible or (
            asked is not None and bool(e.relation_edges and e.relation_edges.get(asked.id)) and asks_other_end(e)))
        if later_asking is not None:
            # the later sentence asks: the first question word's clause is only what it is compared with
            clause = e.start == later_asking
        if picked is not None:
            # picked out of a list by an ordinal (…疟疾、登革热、埃及血吸虫病，最后那个在中东地区流行吗)
            clause = e.start == picked
        # only where the question asks for a name (慢脾风 还叫什么): elsewhere the name told after the
        # question is often the diagnosis it asks about (发烧三天了 吃什么药 医生说是扁桃体炎)
        told_after = form is not None and form.says_naming and told_after_question(e, linked, form)
        # a yes-or-no question of several sentences asks about the one name its asking sentence
        # opens with (眼睑湿疹性皮炎是不是儿童比较多？), not about what a sentence before told
        asking = asking_opens_with is None or e.start == asking_opens_with
        asking = asking if picked is None else e.start == picked
        return (not e.fragment_reasons and not verb_on_next(e) and e.end not in corrected and e.start not in ruled,
                not refers_back(e),
                not answer, e._alias_asked, in_story_question(e), clause, asking, not told_after,
                round(end, 6), prone_to(e), diagnosed(e), e is topic, not tagged(e),
                -e.start if yes_or_no else 0,
                e.degree is None or e.degree >= CREDIBLE_DEGREE,
                (e.degree or 0) if inverse is not None else 0, first_of_pair(e), e.end - e.start, -e.start)

    def withdrawn(e: LinkedEntity) -> bool:
        # 溃疡性结肠炎…不对，我爸是溃疡性直肠炎: a name the asker corrects right after it is no longer asked about
        return question is not None and _WITHDRAWN.match(question, e.end) is not None

    def excluded(e: LinkedEntity) -> bool:
        return question is not None and _EXCLUDED_BEFORE.search(question, max(0, e.start - 5), e.start) is not None

    def ruled_out(e: LinkedEntity) -> bool:
        # 不是六味地黄丸，是八味地黄丸 / 以为是慢性咽炎，结果是下咽癌 / 医生排除了地中海贫血: what the asker rules out
        # is not what the question asks about
        if question is None:
            return False
        if (denied := _NOT_BEFORE.search(question, max(0, e.start - 5), e.start)) is not None:
            affirmed = _AFFIRMED_AFTER.match(question, e.end)
            if affirmed is not None and any(o.start == affirmed.end() and o.instance_id != e.instance_id
                                            for o in linked):
                return True
            # ... or affirmed before it: 是腹部叩诊，不是腹部叩诊音
            if any(
                    o.instance_id != e.instance_id and o.end <= denied.start()
                    and _AFFIRMED_BEFORE_NOT.fullmatch(question, o.end, denied.start())
                    and question[:o.start].endswith("是") and not ends_at(_NO_COPULA, question, o.start)
                    for o in linked):
                return True
        others = [o for o in linked if o.object_type_id == e.object_type_id and o.instance_id != e.instance_id]
        if _THOUGHT_BEFORE.search(question, max(0, e.start - 5), e.start) is not None:
            return any(o.start >= clause_around(question, e.start, e.end)[1] for o in others)
        return excluded(e) and any(not excluded(o) for o in others)

    hashtags = [] if question is None else [m.span(1) for m in _HASHTAG.finditer(question)]  # the tags' names

    def tagged(e: LinkedEntity) -> bool:
        # #痛风 尿酸高了三年…这些是高尿酸血症的高危因素吗: a hashtag tags the post; the body says what it asks about
        if not any(start <= e.start and e.end <= end for start, end in hashtags):
            return False
        return not any(_TAG_PAIRED.fullmatch(question, e.end, o.start) for o in linked if o.start >= e.end)

    def verb_on_next(e: LinkedEntity) -> bool:
        # 感染了肺炭疽: a verb of catching that names a record, before 了 / 上 and another name of its type, brings
        # that one in (痛风了关节痛 says someone got 痛风: only these verbs)
        if question is None or e.mention not in _CATCHING:
            return False
        after = _CAUGHT.match(question, e.end)
        return after is not None and any(o.start == after.end() and o.object_type_id == e.object_type_id
                                          for o in linked)

    def diagnosed(e: LinkedEntity) -> bool:
        # a name someone gave as the diagnosis (牙医说是单纯性龈炎, 查出来是房速) is what the question goes
        # on to ask about, not the complaint told before it (我牙龈老出血)
        if question is None:
            return False
        # a name a doctor said with no 是 (医生说等渗性脱水), or a paper gives (诊断写的…), only when it ends its
        # clause: 医生说胃癌不太可能 rules one out, 医生说脑梗风险大 names a risk; a doctor's 说像 is a likely one
        return ends_at(_DIAGNOSED, question, e.start) is not None or (
            ends_at(_DOCTOR_LIKENS, question, e.start) is not None) or (
            (ends_at(_DOCTOR_SAID, question, e.start) is not None or ends_at(_WRITTEN, question, e.start) is not None)
            and _ENDS_CLAUSE.match(question, e.end) is not None) or (
            _found_before(question, e.start)
            and _ASKS_IF_AFTER.match(question, e.end) is None)

    def first_of_pair(e: LinkedEntity) -> bool:
        # 基孔肯雅热跟寨卡病毒感染怎么分得清: of names joined by 跟 / 和 / 与 / 同 / 、, the first is the topic
        # (a longer name after it is no reason to prefer that one); in a chain (A、B和C) only its head
        joined = paired(e)
        return any(o.start >= e.end for o in joined) and not any(o.end <= e.start for o in joined)

    def prone_to(e: LinkedEntity) -> bool:
        # only where the asked relation joins two types: 感冒不治容易得肺炎吗 asks has_complication of
        # 感冒 (what it leads to), while 高脂血症的人容易得血管性痴呆吗 asks has_risk_factor of the
        # disease, whose other end is another type
        return question is not None and ends_differ and (
            ends_at(_PRONE_TO, question, e.start) is not None
            or ends_at(_GETS, question, e.start) is not None and _RISK_OF.match(question, e.end) is not None
            and _ASKS_RISK.search(question, *clause_around(question, e.start, e.end)) is not None)

    picked = ordinal_pick()
    corrected = {e.end for e in linked if withdrawn(e)}  # where names corrected right after them end (`withdrawn`)
    ruled = {e.start for e in linked if ruled_out(e)}  # where names ruled out start (`ruled_out`)
    keys = [key(e) for e in linked]  # each once: the choice and the trace read the same keys
    best, _ = max(zip(linked, keys), key=lambda pair: pair[1])  # the first of equal keys, as max(linked, key=key)
    best.subject = True
    return {"asked_relation": asked.id if asked else None, "inverse_relation": inverse.id if inverse else None,
            **({"inverse_left_for_one_end": inverse_left} if inverse_left else {}),
            **({"left_for_answer_type": inverse_left_for_answer} if inverse_left_for_answer else {}),
            **({"class_named": sorted({e.mention for e in linked if e.end <= class_named.get(e.instance_id, -1)})}
               if class_named else {}),
            **({"asked_in_later_sentence": next(e.mention for e in linked if e.start == later_asking)}
               if later_asking is not None else {}),
            **({"picked_from_list": next(e.mention for e in linked if e.start == picked)} if picked is not None else {}),
            **({"withdrawn": [e.mention for e in linked if e.end in corrected]} if corrected else {}),
            **({"ruled_out": [e.mention for e in linked if e.start in ruled]} if ruled else {}),
            "clause_relations": [rel.id for rel in well_ranked] if in_clause and not asked_source_outside else [],
            "subject": best.instance_id, "mention": best.mention,
            "order": list(_SUBJECT_ORDER),
            "entities": [{"mention": e.mention, "instance_id": e.instance_id, "key": list(k)[:SHOWN_KEY]}
                         for e, k in zip(linked, keys)]}


# Edges of one instance per relation type, for the relation types given (a JSON array): one
# statement per direction probing the edge index once per relation type, instead of one
# statement per relation type and direction (~28 for a disease of the demo, ~10 us each in a
# search).
_EDGES_FROM = ("SELECT rt, COUNT(*) FROM edges WHERE rt IN (SELECT value FROM json_each(?)) AND src = ? "
               "GROUP BY rt")
_EDGES_TO = ("SELECT rt, COUNT(*) FROM edges WHERE rt IN (SELECT value FROM json_each(?)) AND dst = ? "
             "GROUP BY rt")


def record_relations(backend: KnowledgeBackend, kn_id: str, entity: LinkedEntity,
                     record: dict[str, Any]) -> dict[str, int] | None:
    """`instance_relations` of another record the entity's mention may name (an alternative's fields)."""
    return instance_relations(backend, kn_id, entity.model_copy(update={
        "object_type_id": record["object_type_id"], "instance_id": record["instance_id"],
        "unique_identities": record["unique_identities"]}))


def instance_relations(backend: KnowledgeBackend, kn_id: str, entity: LinkedEntity) -> dict[str, int] | None:
    """Edges of the entity's instance per relation type it can take part in (embedded engine: one
    index probe per relation type and direction, two statements); None where the backend cannot
    count them."""
    try:
        nf = backend.network_file(kn_id)
        if nf is None:
            return None
        layout = nf.layout[entity.object_type_id]
        iid = stored_id(layout, entity.object_type_id, entity.instance_id, entity.unique_identities)
        row = nf.execute(f"SELECT rid FROM {layout.table} WHERE iid = ?", (iid,)) if iid is not None else None
        if not row:
            return None
        rid = row[0][0]
        type_id = entity.object_type_id
        relations = [(rel, nf.relation_index[rel.id]) for rel in nf.network.relation_types]
        starts = [rt for rel, rt in relations if rel.source_object_type_id == type_id]
        ends = [rt for rel, rt in relations if rel.target_object_type_id == type_id]
        from_it = dict(nf.execute(_EDGES_FROM, (json.dumps(starts), rid))) if starts else {}
        to_it = dict(nf.execute(_EDGES_TO, (json.dumps(ends), rid))) if ends else {}
        out: dict[str, int] = {}
        for rel, rt in relations:
            n = 0
            if rel.source_object_type_id == type_id:
                n += from_it.get(rt, 0)
            if rel.target_object_type_id == type_id:
                n += to_it.get(rt, 0)
            if n:
                out[rel.id] = n
        return out
    except Exception:  # a prior for ranking, never a reason to fail
        return None


# which of the probes ([rt, src, dst], by their place in the array) an edge answers
_EDGE_PROBES = ("SELECT j.key FROM json_each(?) j WHERE EXISTS (SELECT 1 FROM edges "
                "WHERE rt = j.value ->> 0 AND src = j.value ->> 1 AND dst = j.value ->> 2)")


def _ways_between(nf: Any, between: dict[tuple[str, str], list[Any]], ta: str, tb: str) -> list[tuple[str, int, bool]]:
    """The relation types an edge between an instance of `ta` and one of `tb` can be of, in schema order, each with
    its engine number and whether it runs from the `ta` end (both, for a relation type between two instances of one
    type, the `ta` end first)."""
    out = []
    for rel in between.get(tuple(sorted((ta, tb))), ()):
        ends = (rel.source_object_type_id, rel.target_object_type_id)
        rt = nf.relation_index[rel.id]
        if ends == (ta, tb):
            out.append((rel.id, rt, True))
        if ends == (tb, ta):
            out.append((rel.id, rt, False))
    return out


MAX_CONNECTING_CANDIDATES = 4  # a mention's chosen instance and its best alternatives


def connecting_candidates(nf: Any, entities: list[LinkedEntity]) -> tuple[
        list[list[tuple[str, str, str]]], dict[tuple[str, str], int | None], dict[tuple[str, str], list[Any]]]:
    """What `connecting_relations` weighs: per mention, its chosen instance and best alternatives as
    (object type, instance id, name); each one's row id in the engine's file (None: not stored); and the
    relation types by their pair of end types, sorted (schema order kept), so a candidate pair looks only
    at the types that can join it, not at every relation type."""
    per_mention = []
    identities: dict[tuple[str, str], dict[str, Any]] = {}
    for e in entities:
        options = [(e.object_type_id, e.instance_id, e.instance_name)]
        options += [(a["object_type_id"], a["instance_id"], a["instance_name"]) for a in e.alternatives]
        identities[(e.object_type_id, e.instance_id)] = e.unique_identities
        for a in e.alternatives:
            identities.setdefault((a["object_type_id"], a["instance_id"]), a.get("unique_identities") or {})
        per_mention.append(list(dict.fromkeys(options))[:MAX_CONNECTING_CANDIDATES])
    rids = {(t, i): _row_id(nf, t, i, identities.get((t, i), {})) for options in per_mention for t, i, _ in options}
    return per_mention, rids, _relations_by_end_types(nf)


def _relations_by_end_types(nf: Any) -> dict[tuple[str, str], list[Any]]:
    """The network's relation types by their pair of end types, sorted (schema order kept), so a pair of
    records looks only at the types that can join it (`_ways_between`), not at every relation type."""
    between: dict[tuple[str, str], list[Any]] = defaultdict(list)
    for rel in nf.network.relation_types:
        between[tuple(sorted((rel.source_object_type_id, rel.target_object_type_id)))].append(rel)
    return between


def connecting_relations(backend: KnowledgeBackend, kn_id: str, entities: list[LinkedEntity]
                         ) -> dict[str, list[list[str]]] | None:
    """Relation types whose edges join two instances the question names (心肌梗死可以用阿司匹林肠溶片吗:
    indicated_for joins the drug and the disease), with the joined pairs; a mention counts with its
    chosen instance and its best alternatives (肝炎 the disease or the symptom). Embedded engine:
    one index probe per candidate pair and relation type between their types; None where the
    backend cannot tell or fewer than two instances are named."""
    if len({e.instance_id for e in entities}) < 2:
        return None
    try:
        nf = backend.network_file(kn_id)
        if nf is None:
            return None

        per_mention, rids, between = connecting_candidates(nf, entities)
        sizes = [sum(rids[(t, i)] is not None for t, i, _ in options) for options in per_mention]
        if (sum(sizes) ** 2 - sum(n * n for n in sizes)) // 2 > PROBED_PAIRS_MAX:
            return _connecting_by_edges(nf, per_mention, rids, between)
        # every (relation type, source, target) the loop would probe, in its order; the probes go to SQLite
        # as one statement, since a long pasted text names hundreds of instances and a statement per probe
        # (~15 µs from Python) made the quadratic number of pairs cost seconds
        ways: dict[tuple[str, str], list[tuple[str, int, bool]]] = {}
        candidates: list[tuple[int, str, str, str]] = []
        probes: dict[tuple[int, int, int], int] = {}
        for a in range(len(per_mention)):
            for b in range(a + 1, len(per_mention)):
                for ta, ia, na in per_mention[a]:
                    rid_a = rids[(ta, ia)]
                    if rid_a is None:
                        continue
                    for tb, ib, nb in per_mention[b]:
                        rid_b = rids[(tb, ib)]
                        if ia == ib or rid_b is None:
                            continue
                        pair_ways = ways.get((ta, tb))
                        if pair_ways is None:
                            pair_ways = ways[(ta, tb)] = _ways_between(nf, between, ta, tb)
                        for rel_id, rt, forward in pair_ways:
                            key = (rt, rid_a, rid_b) if forward else (rt, rid_b, rid_a)
                            probe = probes.setdefault(key, len(probes))
                            candidates.append((probe, rel_id, na, nb) if forward else (probe, rel_id, nb, na))
        if not candidates:
            return {}
        hits = {row[0] for row in nf.execute(_EDGE_PROBES, (json.dumps(list(probes)),))}
        out: dict[str, list[list[str]]] = {}
        for probe, rel_id, src_n, dst_n in candidates:
            if probe in hits and [src_n, dst_n] not in out.setdefault(rel_id, []):
                out[rel_id].append([src_n, dst_n])
        return out
    except Exception:  # a signal for ranking, never a reason to fail
        return None


# Above this many candidate pairs (of instances stored in the file, from two mentions), `connecting_relations`
# reads the edges among the candidates instead of probing every pair: the pairs grow with the square of the
# mentions (a pasted note names hundreds: ~50,000 pairs, ~0.25 s of Python for the probes alone), the edges read
# with the candidates' number and degrees. Below it one statement of probes is cheaper than a statement per
# relation type.
PROBED_PAIRS_MAX = 2000

# the edges of relation type ?1 from one of the rids ?2 to one of the rids ?3 (JSON arrays)
_EDGES_AMONG = ("SELECT src, dst FROM edges WHERE rt = ?1 AND src IN (SELECT value FROM json_each(?2)) "
                "AND dst IN (SELECT value FROM json_each(?3))")


def _connecting_by_edges(nf: Any, per_mention: list[list[tuple[str, str, str]]],
                         rids: dict[tuple[str, str], int | None],
                         between: dict[tuple[str, str], list[Any]]) -> dict[str, list[list[str]]]:
    """`connecting_relations`' answer from the edges among the candidates: each edge found stands for the probes
    of the pairwise loop it answers, which are put back in that loop's order (mention pair, the two candidates'
    places, the way's place among `_ways_between`) before the pairs are listed, so the answer is the loop's."""
    places: dict[tuple[str, int], list[tuple[int, int, str, str]]] = defaultdict(list)
    for m, options in enumerate(per_mention):
        for i, (type_id, iid, name) in enumerate(options):
            rid = rids[(type_id, iid)]
            if rid is not None:
                places[(type_id, rid)].append((m, i, iid, name))
    rids_of: dict[str, list[int]] = defaultdict(list)
    for type_id, rid in places:
        rids_of[type_id].append(rid)
    way_places: dict[tuple[str, str], dict[tuple[str, int, bool], int]] = {}

    def way_place(ta: str, tb: str, way: tuple[str, int, bool]) -> int:
        known = way_places.get((ta, tb))
        if known is None:
            known = way_places[(ta, tb)] = {w: n for n, w in enumerate(_ways_between(nf, between, ta, tb))}
        return known[way]

    found: list[tuple[tuple[int, int, int, int, int], str, str, str]] = []
    for rel in nf.network.relation_types:
        source, target = rel.source_object_type_id, rel.target_object_type_id
        if source not in rids_of or target not in rids_of:
            continue
        rt = nf.relation_index[rel.id]
        for src, dst in nf.execute(_EDGES_AMONG, (rt, json.dumps(rids_of[source]), json.dumps(rids_of[target]))):
            for mp, ip, iid_p, name_p in places[(source, src)]:
                for mq, iq, iid_q, name_q in places[(target, dst)]:
                    if mp == mq or iid_p == iid_q:
                        continue
                    if mp < mq:  # probed from the source's mention, the way running from its end
                        at = (mp, mq, ip, iq, way_place(source, target, (rel.id, rt, True)))
                    else:
                        at = (mq, mp, iq, ip, way_place(target, source, (rel.id, rt, False)))
                    found.append((at, rel.id, name_p, name_q))
    found.sort(key=lambda hit: hit[0])
    out: dict[str, list[list[str]]] = {}
    for _at, rel_id, src_n, dst_n in found:
        joined = out.setdefault(rel_id, [])
        if [src_n, dst_n] not in joined:
            joined.append([src_n, dst_n])
    return out


def kept_positions(backend: KnowledgeBackend, kn_id: str) -> Callable[[str, str], set[int]]:
    """Where a question's simplified reading (`core.text.in_simplified_characters`) keeps the characters as typed:
    inside an occurrence of a name of the network that the reading would rewrite, typed with the network's own
    characters (東廧子 keeps 廧, 曼秀雷敦栢可 栢, 卵巢残馀综合征😭 馀), unless a longer name of the network covers it in
    the reading (腰痠背痛 reads 腰酸背痛, a name, not 腰痠 + 背痛); elsewhere 痠 / 脣 / 癒 / 馀 read as 酸 / 唇 / 愈 / 余.
    The dictionary is read only when the function is called, so a question the reading leaves alone never pays."""

    def positions(text: str, converted: str) -> set[int]:
        try:
            dictionary, _ = shared_cache.get(backend, kn_id)
        except Exception:  # a reading aid, never a reason to fail: linking reports what is wrong with the network
            return set()
        rewritten = dictionary.rewritten_forms()
        typed, read = normalise(text), normalise(converted)
        if len(typed) != len(text) or len(read) != len(converted):
            return set()
        at: set[int] = set()
        found = None
        for written, forms in rewritten.items():
            start = read.find(written)
            while start >= 0:
                end = start + len(written)
                if found is None:
                    found = dictionary.find(read)
                if not any(s <= start and end <= e and e - s > end - start for s, e, _ in found):
                    for form in forms:
                        at.update(start + j for j, c in enumerate(form) if typed[start + j] == c and c != written[j])
                start = read.find(written, start + 1)
        return at

    return positions


def question_reading(backend: KnowledgeBackend, kn_id: str, question: str) -> str:
    """The question as every reader of kn_search (and `knx link`) reads it: regional words and traditional
    characters as simplified Mandarin (`regional_words.mandarin_reading`), the network's own characters kept inside
    its names (`kept_positions`); one for one, so every span read from it is a span of the question as typed."""
    return mandarin_reading(question, kept=kept_positions(backend, kn_id))


__all__ = ["EntityLinker", "LinkResult", "LinkedEntity", "kept_positions", "question_reading",
           "alias_end_asked", "alias_of_named_type", "direction_from_subject", "alias_twin", "record_relations", "class_records", "unreachable_answer_records", "asked_relation", "choose_subject", "subject_decision", "connecting_candidates", "connecting_relations", "joined_to_named", "main_linked_entity",
           "schema_words", "form_with_noun_record", "settle_alias_twins", "spelled_on", "written_twice"]
