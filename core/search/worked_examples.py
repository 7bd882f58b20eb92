"""A prompt's worked examples, read as blanks by entity linking.

Questions reach an agent as prompts, some with worked examples before the real question (示例：问：颈椎病有哪些症状？
答：颈肩痛、头晕。现在请回答：问：肩袖损伤要做什么检查？). The examples' names (颈椎病) are no part of what is asked, yet the
linker would take them for the question's subject. `without_worked_examples` writes the examples as spaces, one for
one, so every span read from the result is a span of the question as typed. Only entity linking and the choice of the
question's subject read the question so (core.search.concepts); relation ranking reads it whole, as the examples'
wording shows the kind of question asked.

Blanked: where an item asked and answered (问：… 答：…, Q: … A: …) is followed, after its answer, by another item asked
or by an instruction to answer now (现在请用同样的格式回答), everything from the first example item (or a 示例 / 例子 /
例如 … label right before it) to the end of the last answer's line - only where the prompt marks them as examples (a
label or a word of format before them, 现在请…回答, or the question after them worded as one of theirs), not where the
items tell of the asker's own people or what is asked last refers back to them (a chat going on: 问：高血压吃什么药？
答：…问：孕妇也能吃吗？), nor options A：B： of one question.
A hand-written reading, not a parser: prompt formats vary without end, and worked examples are the part of them that
names records the question does not ask about."""

from __future__ import annotations

import re

# An item asked or answered, at the question's start, a line's start or after a clause's end (问：, Q1:, 答：, A:)
_BOUNDARY = r"(?:^|(?<=[\s：:。．.；;！!？?）)]))"
# ... by script: 问 is answered by 答, Q by A (问题：… A：关节痛 B：发热 lists options, answers nothing)
_PAIRS = (
    (re.compile(_BOUNDARY + r"问题?\s*\d*\s*[：:]"), re.compile(_BOUNDARY + r"(?:答案?|回答)\s*\d*\s*[：:]")),
    (re.compile(_BOUNDARY + r"(?:Q|q|Question|question)\s*\d*\s*[：:]"),
     re.compile(_BOUNDARY + r"(?:A|a|Answer|answer)\s*\d*\s*[：:]")),
)
# a chat going on, not examples: the items tell of someone (我 / 孩子 / 我妈 …), or what is asked after them
# refers back to them (那发烧呢, 这个药…, 他能吃…吗, 还有呢)
_PERSONAL = re.compile(r"我|俺|咱|孩子|宝宝|小孩|闺女|儿子|女儿|妈|爸|老公|老婆|老伴|媳妇|丈夫|爷爷|奶奶|外公|外婆|姥姥|姥爷"
                       r"|公公|婆婆|家人")
# ... (上面这个药, 刚才说的; a question going on with 也 / 呢: 孕妇也能用吗, 牛奶呢)
_REFERS_BACK = re.compile(r"^(?:那|这|它|他|她|其|还|上面|上述|以上|前面|刚才|该)|也|呢[？?\s]*$")
_LEAD = re.compile(r"^\s*(?:现在(?:请|你)[^\n。？?：:]{0,14}?回答[^\n：:。？?]{0,10}[：:]?\s*)?"
                   r"(?:(?:问题?|Q|q|Question|question)\s*\d*\s*[：:]\s*)?")
# An instruction to answer the real question now (现在请回答, 现在请用同样的格式回答)
_ANSWER_NOW = re.compile(r"现在(?:请|你)[^\n。？?]{0,14}?回答")
# A label before the examples (示例：, 例子1:, 参考例子：)
_EXAMPLES_LABEL = re.compile(r"(?:参考)?(?:示例|例子|样例|举例|例如|比如|范例|Examples?|examples?)\s*\d*\s*[：:]?\s*$")
# ... anywhere before them, or a word of format (请参考下面的例子回答, 按格式回答)
_EXAMPLES_WORD = re.compile(r"示例|例子|样例|举例|例如|比如|范例|格式|参考|[Ee]xamples?|few-shot")
# An instruction to answer that points back at what was told (现在请回答这道题, 现在请回答上面的问题): no new question
_ANSWER_BACK = re.compile(r"现在(?:请|你)[^\n。？?]{0,14}?回答\s*(?:这道|这个|这些|上面|上述|以上|该|此)")
# Marks and spaces left out when questions are compared for wording
_NOT_WORDING = re.compile(r"[\s？?。.!！，,：:；;、]")
# Characters two questions worded alike share at their start or end (什么是鼻窦炎 / 什么是中耳炎, 当归的功效 / 川芎的功效)
ALIKE_CHARS = 3


def _blank(text: str, start: int, end: int) -> str:
    return text[:start] + "".join(c if c == "\n" else " " for c in text[start:end]) + text[end:]


def _examples(question: str) -> tuple[int, int] | None:
    """(start, end) of the worked examples before the real question, None when there are none."""
    for asked, answered in _PAIRS:
        span = _examples_of(question, asked, answered)
        if span is not None:
            return span
    return None


def _worded_alike(a: str, b: str) -> bool:
    """Whether two questions share `ALIKE_CHARS` characters at their start or at their end (marks aside):
    胃溃疡吃什么药 / 感冒吃什么药, not 孕妇能吃吗 / 高血压吃什么药."""
    a, b = _NOT_WORDING.sub("", a), _NOT_WORDING.sub("", b)
    if min(len(a), len(b)) <= ALIKE_CHARS:
        return False
    return a[:ALIKE_CHARS] == b[:ALIKE_CHARS] or a[-ALIKE_CHARS:] == b[-ALIKE_CHARS:]


def _examples_of(question: str, asked: re.Pattern, answered: re.Pattern) -> tuple[int, int] | None:
    answers = list(answered.finditer(question))
    if not answers:
        return None
    first_asked = None
    for m in asked.finditer(question, 0, answers[0].start()):
        first_asked = m
    if first_asked is None:
        return None
    last = answers[-1].end()
    asked_after = asked.search(question, last)
    now = _ANSWER_NOW.search(question, last)
    if asked_after is None and now is None:
        return None  # a transcript of questions and answers: nothing after it asks
    line_end = question.find("\n", last)
    end = min(p for p in (line_end if line_end >= 0 else None, asked_after and asked_after.start(),
                          now and now.start()) if p is not None)
    start = first_asked.start()
    items = [question[a.end():min([n.start() for n in answers if n.start() > a.end()] or [end])]
             for a in asked.finditer(question, start, end)]
    real = _LEAD.sub("", question[end:], count=1)
    if _PERSONAL.search("".join(items)) or _REFERS_BACK.search(real.strip()) or _ANSWER_BACK.search(question, last):
        return None  # a chat going on: what is asked last goes on from the items before it
    # ... and items asked and answered that nothing marks as examples may be one too: the prompt says they are
    # examples (a label or a word of format before them, an instruction to answer now), or the question after them
    # is worded as one of theirs
    if now is None and _EXAMPLES_WORD.search(question, 0, start) is None \
            and not any(_worded_alike(item, real) for item in items):
        return None
    label = _EXAMPLES_LABEL.search(question, 0, start)
    return (label.start() if label is not None else start), end


def without_worked_examples(question: str) -> str:
    """The question with its worked examples written as spaces, one for one (unchanged when it has none)."""
    if not question:
        return question
    examples = _examples(question)
    return question if examples is None else _blank(question, *examples)


__all__ = ["without_worked_examples"]
