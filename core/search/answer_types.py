"""What kind of value a Chinese question asks for or names: answer-type cues for relation ranking.

An open-domain question often names neither the relation nor a synonym of it, but a *value* of it
or the *kind* of value it wants: 你知道1997-05-28举办了什么体育比赛吗 asks about 举办时间 (a date
names it), 丹尼尔·希拉尔是哪国人 about 国籍, 河北省东鹿出生的人都是干啥的 about 职业, 出生在上海的
科学家 names a city. Question answering systems have long typed questions this way (answer-type
taxonomies: date, location, nationality, occupation, quantity). Each cue found here is an
*attribute word* (时间, 国籍, 职业, …) that the intent ranker then compares with every relation
type's own words through the word vectors, so a cue never names a relation type of one network:
出版时间, 举办时间 and 发生时间 all meet 时间, and the question's other words pick among them.

Cues come from three places, all generic Chinese, none from a question set:

- literals: dates and years (1997-05-28, 2013年11月19日, 1865年), street addresses (朝外大街乙6号),
  quantities by their unit (112.7米 → 长度, 25.00元 → 价格, 31.2公顷 → 面积), zodiac signs (摩羯座);
- question phrases: 什么时候 / 哪一年 (time), 在哪 / 哪里 / 位于 (place), 哪国人 (nationality), 哪里人
  (birthplace), 干啥的 / 从事 (occupation), 多少钱 / 多高 / 多长 / 多重 (price, height, length,
  weight), 什么意思 (meaning);
- value words by their 同义词词林 (Cilin) class, shipped with the word vectors
  (core.search.wordvectors): people named by occupation or expertise (Ae, Al: 编剧, 诗人, 工程师)
  give 职业, people named by origin (Ad: 中国人, 日本人) and X籍 give 国籍, an ethnic group (X族)
  gives 民族.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable

from core.search.wordvectors import WordVectors

_DATE = re.compile(
    r"\d{4}\s*[-/.]\s*\d{1,2}\s*[-/.]\s*\d{1,2}"  # 1997-05-28
    r"|\d{2,4}\s*年(?:\s*\d{1,2}\s*月(?:\s*\d{1,2}\s*[日号])?)?"  # 1865年, 2013年11月19日
    r"|\d{1,2}\s*月\s*\d{1,2}\s*[日号]?"  # 10月29日, 农历6月18
    r"|[一二三四五六七八九十]{1,3}月[初底中]?"
)
# A street address (朝外大街乙6号) and quantities by their unit (112.7米, 25.00元, 31.2公顷).
_ADDRESS = re.compile(r"[\u4e00-\u9fff]{1,8}(?:路|街|大街|大道|巷|胡同)[\u4e00-\u9fff]?\d+号")
_UNITS: tuple[tuple[re.Pattern, str], ...] = tuple(
    (re.compile(r"\d(?:[\d.]*)\s*(?:" + units + r")"), attribute) for units, attribute in (
        ("平方米|平方公里|平方千米|公顷|亩", "面积"),
        ("米|公里|千米|厘米|毫米", "长度"),
        ("元|美元|块钱", "价格"),
        ("吨|千克|公斤|克", "重量"),
        ("℃|摄氏度", "温度"),
    )
)
_ZODIAC = re.compile(r"(?:白羊|金牛|双子|巨蟹|狮子|处女|天秤|天蝎|射手|人马|摩羯|水瓶|宝瓶|双鱼)座")
# (pattern, attribute words): question phrases that say which kind of value is wanted.
_PHRASES: tuple[tuple[re.Pattern, tuple[str, ...]], ...] = tuple(
    (re.compile(pattern), words) for pattern, words in (
        (r"什么时候|何时|哪一?年|哪一?天|几月|几号|哪个时间|什么时间|什么日子|哪个年代|哪个朝代", ("时间", "日期")),
        (r"哪国人|哪个国家的人|哪国的人|什么国籍|哪个国籍|(?:[美英法德日俄韩意加澳华外]|[\u4e00-\u9fff]{1,4}国)籍", ("国籍",)),
        (r"哪里人|哪儿人|何方人|什么地方人", ("出生地",)),
        (r"在哪(?!些|个|种|一)|在哪里|在哪儿|位于|什么地方|何处|哪个地方|哪个位置", ("地点", "位置")),
        (r"干啥的|干什么的|做什么的|从事|什么工作|哪一?行|什么职业|哪种职业", ("职业",)),
        (r"多少钱|什么价|价格|价钱|售价", ("价格",)),
        (r"多高", ("身高", "高度")),
        (r"多长|多远", ("长度",)),
        (r"多重", ("重量",)),
        (r"多大面积|多大的面积|占地多", ("面积",)),
        (r"什么意思|啥意思|何意|意思是", ("释义", "意思")),
        (r"又被?叫|又称|也叫|还叫|被称作|被称为|简称|别称", ("别名",)),
    )
)
# Cilin classes of value words, by code prefix, and the attribute they are values of.
_CILIN_VALUES: tuple[tuple[str, str], ...] = (
    ("Ae", "职业"),  # people by occupation: 编剧, 教师, 演员
    ("Al", "职业"),  # people by expertise: 诗人, 工程师, 科学家
    ("Ad", "国籍"),  # people by origin: 中国人, 日本人
    ("Di04B", "民族"),  # ethnic groups: 汉族, 满族
)
_COUNTRY = ("Di02A",)  # countries: 法国, 加拿大
_PERSON = ("Aa", "Ab", "Ad", "Ae", "Al")  # people in general, by sex and age, origin, occupation, expertise
_ETHNIC = re.compile(r"[\u4e00-\u9fff]{1,3}族(?:人)?$")


def _has_class(vectors: WordVectors, word: str, prefixes: tuple[str, ...]) -> bool:
    return any(code.startswith(prefixes) for code in vectors.groups.get(word, ()))


@dataclass(frozen=True)
class AnswerCue:
    """One attribute word the question points to, and the text that points to it."""

    attribute: str
    evidence: str
    kind: str  # "literal", "phrase" or "value"

    def as_dict(self) -> dict[str, str]:
        return {"attribute": self.attribute, "evidence": self.evidence, "kind": self.kind}


def answer_cues(text: str, words: Iterable[str], vectors: WordVectors | None,
                tokens: Iterable[str] | None = None) -> list[AnswerCue]:
    """The cues of a question (`text`, with linked entity spans masked or not) and its words;
    `tokens`: all the tokens of its segmentation in order, one-character ones included (a country
    before 人: 日本人), when `words` leaves them out."""
    cues: list[AnswerCue] = []
    for match in _DATE.finditer(text):
        cues.append(AnswerCue("日期", match.group().strip(), "literal"))
        cues.append(AnswerCue("时间", match.group().strip(), "literal"))
    for match in _ADDRESS.finditer(text):
        cues.append(AnswerCue("地址", match.group(), "literal"))
    for pattern, attribute in _UNITS:
        match = pattern.search(text)
        if match:
            cues.append(AnswerCue(attribute, match.group(), "literal"))
            text = text.replace(match.group(), " ")  # 平方米 is no 米
    for match in _ZODIAC.finditer(text):
        cues.append(AnswerCue("星座", match.group(), "literal"))
    for pattern, attributes in _PHRASES:
        found = pattern.search(text)
        if found:
            cues.extend(AnswerCue(a, found.group(), "phrase") for a in attributes)
    words = list(words)
    sequence = list(tokens) if tokens is not None else words
    for word, following in zip(sequence, sequence[1:]):
        # a country followed by a person (法国诗人, 中国教师, 美国人): that person's nationality
        if vectors is not None and _has_class(vectors, word, _COUNTRY) and (
                following in ("人", "籍") or _has_class(vectors, following, _PERSON)):
            cues.append(AnswerCue("国籍", word + following, "value"))
    for word in dict.fromkeys(words):
        if len(word) < 2:
            continue
        if _ETHNIC.match(word) and word not in ("民族", "家族", "种族", "贵族"):
            cues.append(AnswerCue("民族", word, "value"))
            continue
        codes = vectors.groups.get(word, ()) if vectors is not None else ()
        for prefix, attribute in _CILIN_VALUES:
            if any(code.startswith(prefix) for code in codes):
                cues.append(AnswerCue(attribute, word, "value"))
                break
    seen: set[tuple[str, str]] = set()
    out = []
    for cue in cues:
        if (cue.attribute, cue.evidence) not in seen:
            seen.add((cue.attribute, cue.evidence))
            out.append(cue)
    return out


__all__ = ["AnswerCue", "answer_cues"]
