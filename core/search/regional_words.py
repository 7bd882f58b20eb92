"""Regional question words read as standard Mandarin before a question is read.

Everyday questions are typed as people speak: Cantonese (舌白斑通常生喺舌头边度, 系咪同饮酒有关,
得唔得), Sichuan (容易得啥子病, 咋个得的) and Shanghai (哪能治, 会弄出酮症酸中毒伐) words stand where
standard Mandarin writes 哪里, 是否, 行不行, 什么, 怎么 and 吗. The readers of the question (linking,
the question's form, the answer cues, the relation ranking) know the Mandarin words; this module
writes the question with them (`mandarin_reading`), each replacement as long as the word it
replaces, so every span read from the reading is a span of the question as typed.

Only words no Mandarin question uses in another sense are read: 系 alone (关系), 个 (哪个), 食
(食管), 同 (同时) and the like stay as typed, and the two-character words are not read where the
characters around them make Mandarin words (吃点解热药, 瘀点样, 两边度数, 身边个别). 唔 is read as 不
(its Mandarin use, an interjection, stands alone and reads the same either way), and 唔食 as 不吃;
哪能 only before a verb of treating or doing (哪能治: how to treat; Mandarin's rhetorical 哪能
introduces a clause: 哪能吃这么多盐); 伐 only ending a clause and not after 步 / 采 / 征 / 讨 (利伐沙班
holds it inside a name, 步伐 and 采伐 are words); 咩 ending a clause as 吗, elsewhere as 啥.

A hand-written table, not a segmenter's dictionary: no package on the registries maps dialect
words to Mandarin, and the words are few.
"""

from __future__ import annotations

import re

# word -> Mandarin of the same length (the spans of every reader must stay the question's spans)
_READINGS = {
    "啥子": "什么",
    "乜嘢": "什么",
    "边度": "哪里",
    "边个": "哪个",
    "系咪": "是否",
    "系唔系": "是不是",
    "得唔得": "行不行",
    "有冇": "有没",
    "点样": "怎样",
    "点解": "为啥",
    "咋个": "怎么",
    "话系": "说是",
    "唔食": "不吃",
    "唔": "不",
    "冇": "没",
    "喺": "在",
    "睇": "看",
    "咩": "啥",
    "哪能": "怎么",
    "伐": "吗",
}
assert all(len(k) == len(v) for k, v in _READINGS.items())

_CLAUSE_END = r"(?=$|[\s，,。．.？?！!；;~～…、）)])"
_REGIONAL = re.compile(
    r"系唔系|得唔得|啥子|乜嘢|系咪|有冇|咋个|话系|唔食|唔|冇|喺|睇"
    # not inside Mandarin words: 吃点解热药, 一点解决 (点 + 解…), 瘀点样 / 斑点样 (…点 + 样), 两边度数, 身边个别
    r"|(?<![一吃喝服用买加重难有])点解(?![毒酒暑表热释决答析读渴乏])"
    r"|(?<![瘀斑血尖有一])点样(?!子)"
    r"|(?<![两左右这那旁])边度(?!数)"
    r"|(?<![旁身两这那左右])边个(?!别|子|头)"
    # 咩 ending a clause asks yes or no (可以去幼儿园咩), elsewhere what (有咩副作用); not 咩咩 nor next to latin
    r"|(?<![A-Za-z0-9咩])咩(?![A-Za-z0-9咩])"
    # 哪能 of "how" only before treating or doing something (Mandarin's rhetorical 哪能 opens a clause:
    # 哪能吃这么多盐)
    r"|哪能(?=治|办|弄|搞|处理|调理|养|看出|(?:吃|用)(?:[？?，,。！!呢]|$))"
    r"|(?<![步征讨砍杀采])伐" + _CLAUSE_END
)


def _read(match: re.Match) -> str:
    word = match.group(0)
    if word == "咩" and re.match(_CLAUSE_END, match.string[match.end():]):
        return "吗"
    return _READINGS[word]


def mandarin_reading(question: str) -> str:
    """The question with its regional words written as Mandarin, character for character as long."""
    if not question:
        return question
    return _REGIONAL.sub(_read, question)


__all__ = ["mandarin_reading"]
