"""How a Chinese question is put: where its question word sits, which object type its wh-phrase
names as the answer, and whether it asks yes or no. Entity linking reads these to tell the
instance a question is about from the instances it names as the answer or as a candidate answer
(core.search.linking: `choose_subject`, and the rules that move a mention to another record of
its name: `answer_type_records`, `unreachable_answer_records`, `class_records`, `alias_record_asked`).

- **Question words** (`question_words`): 哪些 / 哪种 / 哪个 / 哪几种 / 什么 / 啥 / 何种 …, plain Chinese
  interrogatives, no word of a network; a time word after an A-not-A verb in its clause is none
  (会不会哪天晕过去: "some day", `indefinite_time`). A blank to fill in (`BLANK`: ____, （ ）) is one where
  nothing else in the question asks (`blanks_muted`: 填空：心咳多由____所致), and its clause starts after a
  label's colon.
- **The answer type** (`answer_noun`): the noun a wh-phrase puts after its question word
  (哪些病会口苦, 哪种中药材, 是啥检查) or before it behind a 的 (孕妇常见的病有哪些) names the type of
  the answer, when an object type's name holds it: 病 in 疾病, 检查 in 检查项目, 中药材. Of several
  types holding it, those whose name ends with it (Chinese compounds put their head last: 疾病,
  not 病因); failing that, the shortest names (药 → 药物, not 药品分类). With no question word,
  别的 / 其他 before a noun names it the same way (挂风湿科还是别的科: a department). An English noun typed after
  a question word names what its Chinese noun names (用什么medicine, 挂哪个department); 病人 names people, no type.
- **Yes-or-no questions** (`asks_yes_or_no`): a 吗 closing the question or one of its clauses, a
  final 不 / 没 / 没有 after a verb (管用不, 能吃不, 有副作用没), a final 吧 asking for confirmation
  (是降糖尿病的吧), 是否 / 能否 / 可否, or an A-not-A verb (能不能, 是不是, 管不管用, 有没有) — the
  instance named after another is the candidate answer to confirm.
- **The question word's clause** (`question_clause`): the stretch between the punctuation around
  the first question word (我本来就有慢性胃炎，…，胃溃疡要吃哪些药 asks about 胃溃疡). With no question
  word and no yes or no asked, the first interrogative's (谁, 几, 多少, 怎么 …); the 几 of "some" (好几天,
  十几年, 这几天, 没几天) and of 几乎 is none, and asks no amount either.
- **The clause a yes-or-no lead-in opens** (`yes_or_no_lead`): the first of the yes-or-no clauses
  (吗, 吧, A-not-A …) right before the question word's clause (疏凿饮子能消水肿吗，还管啥): what the
  lead-in is about is what the question word's clause goes on to ask of, when that clause names
  nothing itself.
- **Candidate answers** (`candidate_spans`): the stretches after 除了 / 是不是 / 是 … 还是 …, in the
  question word's clause when there is one.
- **A bare copula before the question word** (`copula_starts`: 鬼剃头是哪种病 asks what the name
  is), **a place, time or amount asked** (哪里, 何时, 多少: no name answers it), **a class marker**
  (`class_markers`: 这类药 says the name before it is a class of drugs) and **the words a type is
  called by** (`type_words`: 人群 of 高血压人群); every type whose name or a tag holds the answer's noun
  (`noun_held_by`: 中药材 holds the 药 of 啥药, which names 药物).
- **A demonstrative referring back** (`referring_back`): 这, or 那 with a measure word, and a noun naming a type in the
  question word's clause (父亲十二指肠溃疡，朋友推荐蒲元和胃胶囊，这个药能治啥 refers to a drug named before it).

Hand-written patterns, as in core.search.answer_types: no package reads Chinese question form, and
a part-of-speech tagger costs ~1.3 s to load (jieba.posseg) for what a few patterns tell.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from core.lru import LRUCache
from core.models.network import KnowledgeNetwork

# A blank to fill in (填空：心咳多由____所致, 又称（ ）): it asks as a question word does, where nothing else in the
# question asks (`blanks_muted`)
BLANK = r"_{2,}|＿{2,}|（\s*）|\(\s*\)"
_BLANK = re.compile(BLANK)
_COLON = re.compile(r"[：:]")
# Longest first, so that 哪几种 is one question word and not 哪 + 几种.
_QUESTION_WORDS = re.compile(
    r"哪一[种类个些样]|哪几[种类个样]|哪[些种类个样位家]|哪|什么|甚么|啥|何种|" + BLANK)
# 几 asking how many, not the 几 of some (好几天, 十几年, 这几天, 前几天, 没几天) nor of 几乎 (almost);
# 后几天 asks (术后几天能洗澡)
_HOW_MANY = r"(?<![好十百千万这那前头没\d])几(?!乎)"
# Every interrogative, with or without a noun after it: a question holding one asks for something
# it does not name (谁, 几, 多少, 怎么 as well as 哪些 / 什么).
_INTERROGATIVES = re.compile(r"什么|啥|哪|谁|" + _HOW_MANY + r"|多少|多大|多久|怎么|怎样|如何|为什么|为何|" + BLANK)
# A-not-A verbs (能不能, 是不是, 管不管用, 可不可以, 有没有).
A_NOT_A = r"([\u4e00-\u9fff])[不没]\1"
_A_NOT_A = re.compile(A_NOT_A)
# a final 吗, or the spoken A-not-A cut short to its last syllable (管用不 for 管不管用, 有副作用没 for
# 有没有副作用); 是否 / 能否 / 可否 is the written A-not-A
_FINAL_MA = re.compile(r"(?:吗|(?<=[\u4e00-\u9fff])(?:不|没有?))[呢啊呀？?！!。.\s]*$|[是能可]否")
# What ends a clause: punctuation or a space (a spoken question often uses spaces for commas)
CLAUSE_BREAK = r"[，,。；;！!？?\s]"
CLAUSE_CHAR = r"[^，,。；;！!？?\s]"  # any character inside a clause: none of `CLAUSE_BREAK`
_CLAUSE_BREAK = re.compile(CLAUSE_BREAK)
# Where a question names candidate answers rather than what it is about: what follows 除了 (an
# answer already known: 除了心绞痛还能用在什么情况), what follows 是不是 (the answer to confirm:
# 是不是专门治妇科病的), and both options of 是 … 还是 … (补维生素的还是治贫血的).
_CANDIDATES = re.compile(r"除了|除去|是不是|(?<=是)(?=[^，,。；;！!？?]*还是)")
# 除了 / 除去 say the answer they name is known, wherever the question names its topic (小儿肺炎支原体肺炎
# 除了干咳还有啥症状: the topic a clause before; 除了发烧，肺炎还有哪些症状: after it) - in a question that
# is no yes-or-no one (`QuestionForm.named_as_answer`)
_KNOWN_ANSWER = ("除了", "除去")
# In a yes-or-no question, what 对 introduces is what the topic is weighed against (维生素B2片对口角炎
# 管不管用); elsewhere 对 marks too much else (对冰片过敏) to count.
_WEIGHED_AGAINST = re.compile(r"对")
# What may stand between a question word and its noun: 什么样的病, 哪一种的药.
_LINK = re.compile(r"(?:样|类)?的?")
# 的 + a noun (its group) + 都 / 还 …: what both patterns below start with.
_DE_NOUN = r"的([\u4e00-\u9fff]{1,4}?)[都还又也]?"
# 的 + noun + (都 / 还 …) + 有 / 是 + question word: 孕妇常见的病有哪些, 常见的药是什么.
_NOUN_BEFORE = re.compile(_DE_NOUN + r"(?:有|是|包括|分为)(?=哪|什么|啥|" + BLANK + ")")
# 的 + noun + 有 / 包括 + a question word ending its clause (固肠止泻的中成药有哪些): the noun is the
# answer's kind. Not with 是 (中医说的气郁是什么病 asks what 气郁 is), nor with a noun after the question
# word (麻醉用的仙林有什么不良反应 asks something of 仙林).
_KIND_BEFORE = re.compile(_DE_NOUN + r"(?:有|包括|分为)(?:哪些|哪几[种个样类]|什么|啥|" + BLANK + ")"
                          r"(?=[呢啊呀哈]?(?:" + CLAUSE_BREAK + r"|$))")
MAX_NOUN = 4  # characters of a wh-phrase's noun that are matched against type names


@dataclass(frozen=True)
class QuestionForm:
    """What `read_question` found (spans are character offsets into the question)."""

    question_words: tuple[tuple[int, int], ...]
    answer_types: frozenset[str]
    answer_noun: str | None
    yes_or_no: bool
    clause: tuple[int, int] | None  # the clause of the first question word (else interrogative, but for a yes-or-no question)
    candidates: tuple[tuple[int, int], ...] = ()  # stretches that name candidate answers
    candidate_clauses: tuple[int, ...] = ()  # where the clause of each candidate stretch starts
    copulas: tuple[int, ...] = ()  # where a 是 right before a question word starts, with its adverb (到底是)
    answer_noun_span: tuple[int, int] | None = None  # where the wh-phrase's noun stands
    # the question word asks for a place, a time or an amount (哪里, 何时, 多少): never for a name
    asks_place_time_or_amount: bool = False
    # (where 这类 / 此类 / 一类 / 之类 starts, the types its noun names): 白三烯受体拮抗剂这类药 says
    # the name before it is a class of drugs
    class_of: tuple[tuple[int, frozenset[str]], ...] = ()
    # (where a word an object type is called by starts, the types): 高血压人群 names the population
    # record 高血压 (`type_words`)
    type_words: tuple[tuple[int, frozenset[str]], ...] = ()
    # every type whose name or a tag holds the answer noun, not only those it names (`answer_types`):
    # 药 of 啥药 names 药物, and 中药材 holds it too
    noun_held_by: frozenset[str] = frozenset()
    # the question asks for a standard name (通用名, 学名, 正式的名字, 全称): what it names goes by another
    asks_standard_name: bool = False
    # where the noun between 的 and 有 + a question word ending its clause starts (固肠止泻的中成药有哪些),
    # whether or not a type's name holds it: the answer's kind, named before the question word
    kind_before: tuple[int, ...] = ()
    # the first of the yes-or-no clauses right before the question word's clause (`yes_or_no_lead`)
    lead_clause: tuple[int, int] | None = None
    # the question says a word of naming (别名, 又叫, 学名, 简称, 说法 ...): a yes-or-no question may then be
    # about a name itself (小肠气是老说法吧); without one it is about what the name stands for
    says_naming: bool = False
    # (where 这 with a measure word or none, or 那 with one, and a noun naming a type stand in the question
    # word's clause, the types): 这个药能治啥 refers back to a drug named before it (`referring_back`)
    referred: tuple[tuple[int, frozenset[str]], ...] = ()
    known_answers: tuple[tuple[int, int], ...] = ()  # the stretches of `candidates` after 除了 / 除去
    # a yes-or-no question of several sentences: the one sentence that asks (`asking_sentence`)
    asking: tuple[int, int] | None = None
    # a question telling a story before the sentences that ask: those sentences (`story_asking`)
    story_asking: tuple[int, int] | None = None

    def types_named_at(self, at: int) -> frozenset[str]:
        """The types a word starting here is the name or a tag of (empty when none)."""
        return next((types for start, types in self.type_words if start == at), frozenset())

    def class_types(self, end: int) -> frozenset[str]:
        """The types a 这类 + noun right after a mention ending here names (empty when none does)."""
        return next((types for at, types in self.class_of if at == end), frozenset())

    def identifies(self, end: int) -> bool:
        """Whether a mention ending here is joined to a question word by a bare copula (鬼剃头是哪种病,
        ECG是哪项检查): the question asks what the name is, not a relation of what it names."""
        return end in self.copulas

    def after_question_word(self, start: int) -> bool:
        """Whether a mention starting here is the noun of a wh-phrase (哪些感染): the answer's kind."""
        return any(end == start for _, end in self.question_words)

    def named_as_answer(self, start: int, others: list[int]) -> bool:
        """Whether a mention starting here names the answer's kind or a candidate answer, not what
        the question is about: the noun of a wh-phrase (before it: 固肠止泻的中成药有哪些), or a mention within a stretch of
        `candidate_spans` whose clause names something before it (`others`: where the question's
        other mentions start) - the topic the candidate is weighed against (益母草是不是专门治妇科病的;
        but 最近老是头晕，是不是高血压引起的 has no topic in its clause and asks about 高血压) -, or, in a
        question that is no yes-or-no one, after 除了 / 除去 when the question names anything else
        (`known_answers`; 我除了胃溃疡还有胆结石，能喝酒吗 lists what someone has)."""
        if self.after_question_word(start) or start in self.kind_before:
            return True
        if others and not self.yes_or_no and any(a <= start < b for a, b in self.known_answers):
            return True
        return any(a <= start < b and any(clause_start <= o < a for o in others)
                   for (a, b), clause_start in zip(self.candidates, self.candidate_clauses))

    def answer_leads(self, start: int, end: int) -> bool:
        """Whether a mention stands after a wh-phrase naming the answer's type, in its clause (哪些病会
        让人耳鸣): the answer is what the clause speaks of, and the mention what it says of it."""
        return bool(self.answer_types) and bool(self.question_words) and self.question_words[0][1] < start \
            and self.in_clause(start, end)

    def in_clause(self, start: int, end: int) -> bool:
        return self.clause is not None and self.clause[0] <= start and end <= self.clause[1]

    def as_dict(self) -> dict:
        return {"question_words": [list(s) for s in self.question_words], "answer_noun": self.answer_noun,
                "answer_types": sorted(self.answer_types), "yes_or_no": self.yes_or_no,
                "clause": list(self.clause) if self.clause else None,
                "candidates": [list(c) for c in self.candidates], "copulas": list(self.copulas),
                "asks_place_time_or_amount": self.asks_place_time_or_amount,
                "class_of": [[at, sorted(types)] for at, types in self.class_of],
                "type_words": [[at, sorted(types)] for at, types in self.type_words],
                "asks_standard_name": self.asks_standard_name, "kind_before": list(self.kind_before),
                "lead_clause": list(self.lead_clause) if self.lead_clause else None,
                "says_naming": self.says_naming,
                "referred": [[at, sorted(types)] for at, types in self.referred],
                "known_answers": [list(s) for s in self.known_answers],
                "asking": list(self.asking) if self.asking else None,
                "story_asking": list(self.story_asking) if self.story_asking else None}


# A time word after an A-not-A verb in its clause is an indefinite "some day" (会不会哪天晕过去): the
# clause asks whether, and the time word asks for nothing.
_INDEFINITE_TIME = re.compile(r"哪一?天|哪一?年|什么时候|啥时候")


def question_words(question: str) -> list[tuple[int, int]]:
    """The question words (`_QUESTION_WORDS`), less a time word that an A-not-A verb before it in
    its clause makes indefinite (`_INDEFINITE_TIME`)."""
    return [m.span() for m in _QUESTION_WORDS.finditer(question) if not indefinite_time(question, m.start())]


def indefinite_time(question: str, start: int) -> bool:
    """Whether a question word starting here asks a time (`_INDEFINITE_TIME`) after an A-not-A verb
    in its clause: 阵发性室上性心动过速老是犯，会不会哪天晕厥过去 asks yes or no."""
    if not _INDEFINITE_TIME.match(question, start):
        return False
    clause_start, _ = clause_around(question, start)
    return _A_NOT_A.search(question, clause_start, start) is not None


def interrogatives(question: str) -> list[tuple[int, int]]:
    return [m.span() for m in _INTERROGATIVES.finditer(question)]


def asks_for_unnamed(question: str) -> bool:
    """Whether the question holds an interrogative (`_INTERROGATIVES`): it asks for something it
    does not name, rather than whether what it names holds."""
    return _INTERROGATIVES.search(blanks_muted(question)) is not None


# A final 吧 asking for confirmation (是治咳嗽的吧): a clause or a question ending so asks yes or no, as
# one ending in 吗 or holding an A-not-A does.
_CONFIRM = re.compile(r"吧[呢啊呀]?[？?！!。.\s]*$")
# A 吗 before a clause break, wherever its clause stands (算癫痫病吗 宝宝抽了两回): a spoken question often
# tells more after it asks. (A 吗 ending the question is `_FINAL_MA`'s.)
_CLAUSE_MA = re.compile(r"吗[呢啊呀]?(?=" + CLAUSE_BREAK + r")")


def asks_yes_or_no(question: str, words: list[tuple[int, int]]) -> bool:
    """A 吗 closing the question or one of its clauses (none of the clauses after it asking with an
    interrogative), a final 吧 asking for confirmation
    (格列齐特胶囊 是降糖尿病的吧), a final 不 / 没 / 没有 after a verb, 是否 / 能否 / 可否, an A-not-A verb
    or 还是 offering two, and no question word (荨麻疹需要抽血化验吗，要查什么 asks what)."""
    return not words and (ends_asking_yes_or_no(question) or _closing_ma(question) or "还是" in question)


def ends_asking_yes_or_no(text: str) -> bool:
    """Whether a question or a clause asks yes or no by how it ends or by its verb: a final 吗, a final
    不 / 没 / 没有 after a verb, 是否 / 能否 / 可否, a final 吧, an A-not-A verb."""
    return bool(_FINAL_MA.search(text) or _CONFIRM.search(text) or _A_NOT_A.search(text))


# What ends a sentence (a clause break that is no comma or space)
_SENTENCE_END = re.compile(r"[。！!？?]+")
# A sentence that refers back to what the question told before it (这是急性胰腺炎的一种吗, 嗜睡是它的不良
# 反应吗, 两者有关系吗) asks about that, not about what it names itself
_REFERS_BACK = re.compile(r"这|那|它|其|该|两者|二者")


def _ends_asking(sentence: str) -> bool:
    """Whether a sentence ends asking: yes or no (`ends_asking_yes_or_no`) or with a question mark."""
    return ends_asking_yes_or_no(sentence) or sentence.rstrip().endswith(("？", "?"))


def sentences(question: str) -> list[tuple[int, int]]:
    """(start, end) of each sentence holding more than spaces, its closing marks included (`_SENTENCE_END`)."""
    spans, start = [], 0
    for m in _SENTENCE_END.finditer(question):
        if question[start:m.start()].strip():
            spans.append((start, m.end()))
        start = m.end()
    if question[start:].strip():
        spans.append((start, len(question)))
    return spans


def asking_sentence(question: str, yes_or_no: bool) -> tuple[int, int] | None:
    """(start, end) of the one sentence of a yes-or-no question that asks (ends asking yes or no, or
    with a question mark), when the others only tell and it refers back to nothing they told
    (`_REFERS_BACK`): 我的女儿有一点湿疹，眼皮上也有。眼睑湿疹性皮炎是不是儿童比较多？ may ask about what its last
    sentence names (`choose_subject` decides). None for one sentence, several that ask, or one that
    refers back."""
    if not yes_or_no:
        return None
    spans = sentences(question)
    if len(spans) < 2:
        return None
    asking = [(a, b) for a, b in spans if _ends_asking(question[a:b])]
    if len(asking) != 1 or _REFERS_BACK.search(question, *asking[0]):
        return None
    return sentence_opening(question, *asking[0]), asking[0][1]


STORY_MIN_CHARS = 30  # characters (not spaces) a story holds before the sentences that ask (`story_asking`)


def story_asking(question: str) -> tuple[int, int] | None:
    """(start, end) of the sentences that ask at the end of a question telling a story before them: the trailing run
    of sentences that ask (a question word or an interrogative, or ending asking yes or no or with a question mark),
    referring back to nothing told before (`_REFERS_BACK`), after at least two sentences holding `STORY_MIN_CHARS`
    characters or more. 表哥先是咳血，当肺结核住了一周院…。医生怀疑是Goodpasture综合征…。Goodpasture综合征一般要做
    哪些检查？ asks about what its last sentence names (`choose_subject`); …这个癌是长在十二指肠乳头上吗？ refers back.
    None otherwise."""
    spans = sentences(question)
    run = 0
    for a, b in reversed(spans):
        text = question[a:b]
        if not (question_words(text) or interrogatives(text) or _ends_asking(text)):
            break
        run += 1
    if run == 0 or len(spans) - run < 2:
        return None
    start, end = spans[-run][0], spans[-1][1]
    if _REFERS_BACK.search(question, start, end):
        return None
    if sum(not c.isspace() for c in question[:start]) < STORY_MIN_CHARS:
        return None
    return sentence_opening(question, start, end), end


def sentence_opening(question: str, start: int, end: int) -> int:
    """Where the sentence question[start:end] opens: its first character that is no space or opening quote."""
    return start + len(question[start:end]) - len(question[start:end].lstrip(" \u3000“\"「『（("))


def _closing_ma(question: str) -> bool:
    """A 吗 closing a clause with no interrogative after it: 能吃阿莫西林吗 扁桃体炎怎么治 goes on to ask
    how, and its 怎么 clause is the question's."""
    return any(_INTERROGATIVES.search(question, m.end()) is None for m in _CLAUSE_MA.finditer(question))


def clauses(question: str) -> list[tuple[int, int]]:
    """(start, end) of each non-empty clause, between clause breaks."""
    out, start = [], 0
    for m in _CLAUSE_BREAK.finditer(question):
        if m.start() > start:
            out.append((start, m.start()))
        start = m.end()
    if start < len(question):
        out.append((start, len(question)))
    return out


def yes_or_no_lead(question: str, clause: tuple[int, int] | None) -> tuple[int, int] | None:
    """The first clause of the run of yes-or-no clauses (a final 吗 / 吧 / 不, A-not-A, no
    interrogative) that ends right before the question word's clause `clause`: 柴胡野生的多吗，东北华北
    能挖到吗，分布在哪 gives 柴胡野生的多吗. None when the clause before it asks no yes or no."""
    if clause is None:
        return None
    lead = None
    for start, end in reversed([c for c in clauses(question) if c[1] <= clause[0]]):
        text = question[start:end]
        if _INTERROGATIVES.search(text) or not ends_asking_yes_or_no(text):
            break
        lead = (start, end)
    return lead


def candidate_spans(question: str, yes_or_no: bool,
                    clause: tuple[int, int] | None = None) -> list[tuple[int, int, int, bool]]:
    """(start, end, clause start, known) of the stretches after 除了 / 是不是, or after the 是 of 是 … 还是 …,
    and in a yes-or-no question after 对, to the end of their clause. In a question with a question
    word (`clause`: its clause) only the stretches in that clause count: a 是不是 in another clause
    (抽烟喝酒的人是不是更容易得冠心病，还有哪些情况要当心) states what the question goes on from, and the
    clause with the question word asks. `known`: the stretch follows 除了 / 除去 (`_KNOWN_ANSWER`)."""
    out = []
    markers = [*_CANDIDATES.finditer(question), *(_WEIGHED_AGAINST.finditer(question) if yes_or_no else ())]
    for m in markers:
        if clause is not None and not clause[0] <= m.start() < clause[1]:
            continue
        clause_start, stop = clause_around(question, m.start(), m.end())
        out.append((m.end(), stop, clause_start, m.group() in _KNOWN_ANSWER))
    return out


# Interrogatives that ask for a place, a time or an amount, which no name answers.
_PLACE_TIME_AMOUNT = re.compile(r"哪里|哪儿|哪个地方|什么地方|何处|何时|什么时候|多久|多少|多长时间|"
                                + _HOW_MANY + r"[个次天周月年岁]")
# A class marker and the noun it classes: 这类药, 此类的病, 一类药物.
_CLASS_OF = re.compile(r"(?:这|那|此|一|之)类的?([\u4e00-\u9fff]{1,4})")


def class_markers(question: str, network: KnowledgeNetwork) -> tuple[tuple[int, frozenset[str]], ...]:
    """(start, types) of each 这类 + noun (`_CLASS_OF`) whose noun, or its longest start, an object
    type's name holds (`types_named_by`)."""
    return nouns_naming_types(_CLASS_OF.finditer(question), network)


def nouns_naming_types(matches: Iterable[re.Match],
                       network: KnowledgeNetwork) -> tuple[tuple[int, frozenset[str]], ...]:
    """(start, types) of each match whose noun (its group 1), or the longest start of it, an object
    type's name holds, with the types that start names (`types_named_by`); matches naming none are
    left out."""
    out = []
    for m in matches:
        noun = m.group(1)
        for size in range(len(noun), 0, -1):
            if types := types_named_by(noun[:size], network):
                out.append((m.start(), types))
                break
    return tuple(out)


def type_words(question: str, network: KnowledgeNetwork) -> tuple[tuple[int, frozenset[str]], ...]:
    """(start, types) of each word of two or more characters in the question that is an object
    type's name or one of its tags (人群, a tag of 多发群体), the longest at a place; a word naming
    several types names them all."""
    pattern, called = _type_word_pattern(network)
    if pattern is None:
        return ()
    return tuple((m.start(), called[m.group()]) for m in pattern.finditer(question))


# A network's type words as one alternation, longest first (a scan of the question instead of one
# per word): network id -> (the network, the pattern, the types of each word).
_TYPE_WORDS: LRUCache[int, tuple[KnowledgeNetwork, re.Pattern | None, dict[str, frozenset[str]]]] = LRUCache(16)


def _type_word_pattern(network: KnowledgeNetwork) -> tuple[re.Pattern | None, dict[str, frozenset[str]]]:
    cached = _TYPE_WORDS.get(id(network))
    if cached is None or cached[0] is not network:
        called: dict[str, set[str]] = {}
        for ot in network.object_types:
            for word in {ot.name or "", *(ot.tags or [])}:
                if len(word) >= 2:
                    called.setdefault(word, set()).add(ot.id)
        words = sorted(called, key=lambda w: (-len(w), w))
        pattern = re.compile("|".join(map(re.escape, words))) if words else None
        cached = (network, pattern, {w: frozenset(t) for w, t in called.items()})
        _TYPE_WORDS.put(id(network), cached)
    return cached[1], cached[2]


# A bare copula right before a question word, an adverb or a verb of meaning at most in front of it:
# 是哪种病, 到底是什么, 指的是哪个病 (X指的是 says what X is, as X是 does).
_COPULA_BEFORE = re.compile(r"(?:就|又|到底|究竟|(?:指|说|讲)的)?是$")


def copula_starts(question: str, words: list[tuple[int, int]]) -> tuple[int, ...]:
    """Where a copula joining what precedes it to a question word starts (`_COPULA_BEFORE`)."""
    out = []
    for start, _ in words:
        m = _COPULA_BEFORE.search(question, 0, start)
        if m:
            out.append(m.start())
    return tuple(out)


def clause_around(question: str, start: int, end: int | None = None) -> tuple[int, int]:
    """(start, end) of the clause holding question[start:end]: from the last clause break before
    `start` to the first at or after `end` (`start` when None), or the question's ends."""
    first = max((m.end() for m in _CLAUSE_BREAK.finditer(question, 0, start)), default=0)
    stop = _CLAUSE_BREAK.search(question, start if end is None else end)
    return first, stop.start() if stop else len(question)


def question_clause(question: str, words: list[tuple[int, int]]) -> tuple[int, int] | None:
    """The clause of the first question word (`clause_around`); for a blank to fill in, from the last colon before
    it in that clause on: a label (口腔科学填空：) is no part of what the question asks."""
    if not words:
        return None
    start, end = clause_around(question, words[0][0])
    if _BLANK.fullmatch(question, *words[0]):
        start = max((m.end() for m in _COLON.finditer(question, start, words[0][0])), default=start)
    return start, end


def types_named_by(noun: str, network: KnowledgeNetwork) -> frozenset[str]:
    """Object types whose name holds `noun`: those whose name ends with it when there are any (the
    head of a Chinese compound comes last), else those with the shortest names."""
    holding = [(ot.id, ot.name or "") for ot in network.object_types if noun and noun in (ot.name or "")]
    if not holding:
        return frozenset()
    ending = [i for i, name in holding if name.endswith(noun)]
    if ending:
        return frozenset(ending)
    shortest = min(len(name) for _, name in holding)
    return frozenset(i for i, name in holding if len(name) == shortest)


# A drug by how it is given: an injection or a drip (not 针灸, acupuncture: a therapy).
_INJECTED = re.compile(r"(?:针剂|针水|针(?!灸)|点滴|吊瓶)")
# A name asked for: what stands right before 名 (名字, 名称) joined to a question word by 叫 / 是 —
# 正式药名叫什么, 药品通用名是什么 ask for the name of a drug.
_NAME_ASKED = re.compile(r"([\u4e00-\u9fff]{1,4}?)名[字称]?(?:就|又|到底)?(?:叫|是)(?=什么|啥|哪)")
# What stands before 名 in a kind of name rather than a type's: 通用名, 学名, 全名, 俗名, 商品名.
_NAME_KIND = re.compile(r"(?:通用|学|全|本|大|俗|别|小|原|正|商品)$")


# A wh-phrase asking for a class, ending right before its noun: 哪一类 / 哪类 / 哪几类 (药), 什么类 /
# 啥类 (的药).
_CLASS_ASKED = re.compile(r"(?:哪一?|哪几|什么|甚么|啥|何)类的?$")
CLASS_WORD = "类"


def classing_types(noun: str, network: KnowledgeNetwork) -> frozenset[str]:
    """Object types whose name holds both `noun` and 类: what classes the noun's instances
    (药 → 药品分类, 药物用途分类). Empty when no type does (哪一类病 then asks for a disease)."""
    return frozenset(ot.id for ot in network.object_types
                     if noun in (ot.name or "") and CLASS_WORD in (ot.name or ""))


# A modifier before 药 / 方 in a wh-noun (哪些中成药, 什么老方子, 哪种西药): the noun is its head, read from 药 / 方,
# not from the modifier (中 of 中成药 is held by 中药材, which names another type); 西 only before 药 (哪些西方国家
# is no formula)
_NOUN_MODIFIER = re.compile(r"(?:老|土|偏|古|秘|验|中成|成)(?=药|方)|西(?=药)")


# People by their illness: 病人, 病友, 病患 (哪类病人 asks who, not which disease)
_PATIENT = re.compile(r"病(?:人|友|患(?!者))")
# ... unless the question word asks what someone got (得了什么病人会突然变瘦: 病 ends the wh-phrase)
_GOT_BEFORE = re.compile(r"(?:得|患|生)了?$")


# An English noun typed after a Chinese question word (用什么medicine, 挂哪个department): the Chinese noun
# it stands for, read as that noun would be.
_ENGLISH_NOUNS = {"medicine": "药", "medicines": "药", "meds": "药", "med": "药", "drug": "药", "drugs": "药",
                  "pill": "药", "pills": "药", "department": "科", "departments": "科", "dept": "科",
                  "symptom": "症状", "symptoms": "症状", "test": "检查", "tests": "检查", "exam": "检查",
                  "exams": "检查", "check": "检查", "checks": "检查", "disease": "病", "diseases": "病",
                  "illness": "病"}


def english_words(noun: str | None = None) -> str:
    """The English nouns standing for a Chinese one (all of them when None) as a regex alternation,
    longest first: one list for the answer's type here and for the answer cues of
    core.search.answer_types."""
    return "|".join(sorted((w for w, zh in _ENGLISH_NOUNS.items() if noun is None or zh == noun),
                           key=lambda w: (-len(w), w)))


_ENGLISH_NOUN = re.compile(r" ?(" + english_words() + r")(?! ?[A-Za-z])", re.I)  # not drug test, department store


def answer_noun(question: str, network: KnowledgeNetwork, words: list[tuple[int, int]]
                ) -> tuple[str | None, frozenset[str], tuple[int, int] | None]:
    """(noun, object types, the noun's span in the question) a wh-phrase names as the answer's
    type; (None, empty, None) when none does. After a question word (and a modifier of 药 / 方,
    `_NOUN_MODIFIER`: 中成 of 哪些中成药, read as 药) the longest run of up to `MAX_NOUN` characters that
    some type name holds counts (病 of 哪些病会, 中药材 of 哪种中药材), else a type's name or tag starting
    there (`type_words`: 古方 of 哪些古方, a tag of 方剂, which keeps its modifier); before one, the whole noun
    between 的 and 有 / 是, else the type whose name is asked for (`_NAME_ASKED`: 正式药名叫什么).
    An English noun right after a question word reads as the Chinese noun it stands for
    (`_ENGLISH_NOUNS`: 用什么medicine as 什么药, 挂哪个department as 哪个科; not drug test, department store,
    nor 考什么exam); 病人 / 病友 / 病患 after one names no type (`_PATIENT`: 哪类病人 asks who, not which
    disease), unless 得 / 患 / 生 stands before the question word (得了什么病人会突然变瘦)."""
    names = [ot.name or "" for ot in network.object_types]
    pattern, called = _type_word_pattern(network)
    for start, end in words:
        link = _LINK.match(question, end)
        at = link.end() if link else end
        english = _ENGLISH_NOUN.match(question, at)
        word = english.group(1).lower() if english is not None else None
        if word is not None and word.startswith("exam") and question[:start].endswith("考"):
            word = None  # 考什么exam: a school's exam
        if word is not None and (types := types_named_by(_ENGLISH_NOUNS[word], network)):
            return english.group(1), types, english.span(1)
        # (a word the network calls a type by starting there keeps its modifier: 古方, a tag of 方剂)
        modifier = _NOUN_MODIFIER.match(question, at)
        if modifier is not None and (pattern is None or pattern.match(question, at) is None):
            at = modifier.end()
        for size in range(min(MAX_NOUN, len(question) - at), 0, -1):
            noun = question[at:at + size]
            if _QUESTION_WORDS.match(noun) or not all("\u4e00" <= c <= "\u9fff" for c in noun):
                continue
            if any(noun in name for name in names):
                if _PATIENT.match(question, at) and not _GOT_BEFORE.search(question, 0, start):
                    break  # 哪类病人 asks for people, not for a disease
                types = types_named_by(noun, network)
                if _CLASS_ASKED.search(question, 0, at):
                    # 哪一类药 asks for a class of drugs: the types that class the noun (药品分类,
                    # 药物用途分类), where the network has any
                    types = classing_types(noun, network) or types
                return noun, types, (at, at + size)
        # no type's name holds the noun, but a word the network calls a type by may start it
        # (哪些古方: 古方 is a tag of 方剂, which holds neither 古 nor 古方)
        word = pattern.match(question, at) if pattern is not None else None
        if word is not None:
            return word.group(), called[word.group()], word.span()
        # or a plain word for a drug given by injection or drip (打什么针, 挂哪种吊瓶): the types
        # named by 药, as 什么药 names them
        injected = _INJECTED.match(question, at)
        if injected is not None and (types := types_named_by("药", network)):
            return injected.group(), types, injected.span()
    for m in _NOUN_BEFORE.finditer(question):
        types = types_named_by(m.group(1), network)
        if types:
            return m.group(1), types, m.span(1)
    for m in _NAME_ASKED.finditer(question):
        # the name of what is asked for: a word a type is called by in the stretch before 名 (药品
        # 通用名是什么), else the character right before it, when a type's name holds it (正式药名叫什么)
        words = list(pattern.finditer(m.group(1))) if pattern is not None else []
        if words:
            word = words[-1]
            return word.group(), called[word.group()], (m.start(1) + word.start(), m.start(1) + word.end())
        if _NAME_KIND.search(m.group(1)):
            continue  # 通用名, 学名: a kind of name; the 用 of 通用名 says nothing of the answer's type
        types = types_named_by(m.group(1)[-1], network)
        if types:
            return m.group(1)[-1], types, (m.end(1) - 1, m.end(1))
    return None, frozenset(), None


# A standard name asked for: 通用名叫啥, 说明书上的学名, 正式的名字是哪个, 全称. (The answer cue of other
# names in core.search.answer_types holds these among all its name words, 俗称 and 别名 too; this one
# says only that the name in the question is not the standard one.)
_STANDARD_NAME_ASKED = re.compile(r"(?:正式|官方|书面|标准|规范)的?[\u4e00-\u9fff]?名|通用名|学名|全称|大名|本名")
# Any word of naming: 名 (别名, 学名, 名字), 称 (俗称, 简称), 叫 (又叫, 叫做), 说法, 缩写 / 简写 / 写法, 外号
_NAMING = re.compile(r"名|称|叫|说法|缩写|简写|写法|外号|alias|name", re.I)


# 别的 / 其他 before a noun, in a question with no question word, names the answer's kind as a
# question word would: 白塞氏病要挂风湿科还是别的科 asks for a department.
_OTHER = re.compile(r"别的|其他|其它|其余")


# What a blank is written with, written otherwise (same length, same clause breaks) so that `BLANK` matches none of it
_UNBLANK = str.maketrans("_＿（(", "-－〔[")


def blanks_muted(question: str) -> str:
    """The question with its blanks written otherwise when something else in it asks (an interrogative, a
    yes-or-no 吗 / 吧 / A-not-A): a blank asks only where nothing else does (填空：心咳多由____所致); beside
    another question word `__` / `（ ）` is a file name (file__1.jpg), markdown (__糖尿病__), an emoticon
    (＿＿(:з」∠)＿＿) or an empty pair of brackets in a chat message (我爸糖尿病()，白内障怎么治)."""
    if _BLANK.search(question) is None:
        return question
    muted = _BLANK.sub(lambda m: m.group().translate(_UNBLANK), question)
    if _INTERROGATIVES.search(muted) or asks_yes_or_no(muted, question_words(muted)):
        return muted
    return question


def read_question(question: str, network: KnowledgeNetwork) -> QuestionForm:
    question = blanks_muted(question)
    words = question_words(question)
    noun, types, noun_span = answer_noun(question, network, words or [m.span() for m in _OTHER.finditer(question)])
    yes_or_no = asks_yes_or_no(question, words)
    # a question asking how or why (空调综合征是怎么引起的) has no wh-phrase, but the clause of its
    # interrogative is where it asks, as a question word's is
    clause = question_clause(question, words or ([] if yes_or_no else interrogatives(question)))
    candidates = candidate_spans(question, yes_or_no, clause)
    return QuestionForm(tuple(words), types, noun, yes_or_no, clause,
                        tuple((a, b) for a, b, _, _ in candidates), tuple(c for _, _, c, _ in candidates),
                        copula_starts(question, words), noun_span,
                        _PLACE_TIME_AMOUNT.search(question) is not None, class_markers(question, network),
                        type_words(question, network), types_holding(noun, network),
                        _STANDARD_NAME_ASKED.search(question) is not None,
                        tuple(m.start(1) for m in _KIND_BEFORE.finditer(question)),
                        yes_or_no_lead(question, clause), _NAMING.search(question) is not None,
                        referring_back(question, clause, network),
                        tuple((a, b) for a, b, _, known in candidates if known),
                        asking_sentence(question, yes_or_no), story_asking(question))


# 这 with a measure word or none, or 那 with one (a bare 那 is mostly "then": 那因为什么得的)
DEMONSTRATIVE = r"(?:这(?:个|种|款|味|项|盒|瓶|位)?|那(?:个|种|款|味|项|盒|瓶|位))"
# ... and the noun after it (这个药, 这种病, 这病, 这味药材, 那个检查); not 这类 (a class marker, `class_markers`)
_DEMONSTRATIVE = re.compile(DEMONSTRATIVE + r"(?!类)([\u4e00-\u9fff]{1,4})")


def referring_back(question: str, clause: tuple[int, int] | None,
                   network: KnowledgeNetwork) -> tuple[tuple[int, frozenset[str]], ...]:
    """(start, types) of each 这 (with a measure word or none) or 那 + a measure word, and a noun in the
    question word's clause whose longest start an object type's name holds, with the types that start
    names (`nouns_naming_types`): 父亲十二指肠溃疡，朋友推荐蒲元和胃胶囊，这个药能治啥 refers to a drug named
    before it. Which instance it refers to, if any, `choose_subject` decides."""
    if clause is None:
        return ()
    return nouns_naming_types(_DEMONSTRATIVE.finditer(question, clause[0], clause[1]), network)


def types_holding(noun: str | None, network: KnowledgeNetwork) -> frozenset[str]:
    """Object types whose name or one of whose tags holds `noun` (empty for None)."""
    if not noun:
        return frozenset()
    return frozenset(ot.id for ot in network.object_types
                     if any(noun in word for word in (ot.name or "", *(ot.tags or []))))
