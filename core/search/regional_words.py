"""Regional question words read as standard Mandarin before a question is read.

A question typed in traditional characters (Taiwan, Hong Kong, Macau, abroad) is first written in simplified
ones, character for character, since the network's names and every reader's word lists are simplified; a
question all of whose characters are of the simplified set (GB2312) is left as it is, so a simplified name
holding a character both sets share (卵巢残馀综合征) is never rewritten, and in any question a name of the network
written with a character the reading would rewrite (东廧子, 曼秀雷敦栢可, 卵巢残馀综合征 beside an emoji) keeps it.

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
holds it inside a name, 步伐 and 采伐 are words); 咩 ending a clause as 吗, elsewhere as 啥. Cantonese 嘅, 咗, 佢 and
啲 (的, 了, 他, 些; no Mandarin word holds them) are read everywhere; 边只 / 边种 / 边类 (哪个 / 哪种 / 哪类) only
before what is asked for (药, 病, 科 …) and not after a word 边 ends (左边只有, 周边类, 院子边种药材).

A hand-written table, not a segmenter's dictionary: no package on the registries maps dialect
words to Mandarin, and the words are few.
"""

from __future__ import annotations

import re
from typing import Callable, Container

from core.text import in_simplified_characters, written_in_simplified

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
    "嘅": "的",
    "咗": "了",
    "佢": "他",
    "啲": "些",
    "边只": "哪个",
    "边种": "哪种",
    "边类": "哪类",
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
    r"|嘅|咗|佢|啲"
    # 边只 / 边种 / 边类 before what is asked for; not after a word 边 ends (左边只有, 周边类药店), not 只种 / 种类 /
    # 种药材 (手边只种药, 田边种类繁多, 院子边种药材: 种 planted)
    r"|(?<![旁身两这那左右一东南西北里外上下前后周])边(?:只(?=药|病|科|检查|方|嘢|个|类)"
    r"|种(?=药(?!材|草)|病|科|检查|方|嘢|个|种)|类(?=药|病|科|检查|方|嘢|个|种|类))"
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


# How the explorer and `knx link` introduce a question's reading (kn_search's trace `reading`)
READING_NOTE = "read as simplified Mandarin (traditional characters, regional words)"


def mandarin_reading(question: str, kept: Callable[[str, str], Container[int]] | None = None) -> str:
    """The question with its regional words written as Mandarin, character for character as long; a question
    with characters outside the simplified set first has its traditional ones written in simplified ones
    (`core.text.in_simplified_characters`: 醫生說 → 医生说, 係咪 → 系咪, which is then read as 是否), except at the
    positions `kept` gives (`core.search.linking.kept_positions`: a name of the network written with such a
    character, 东廧子, 曼秀雷敦栢可). `kept` is called only for such a question."""
    if not question:
        return question
    if not written_in_simplified(question):
        question = in_simplified_characters(question, kept)
    return _REGIONAL.sub(_read, question)


__all__ = ["READING_NOTE", "mandarin_reading"]
