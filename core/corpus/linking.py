"""Entity linking: which entities a chunk mentions.

Surfaces come from, in this order of precedence:

1. **network** — the instance names (display key) and alias-like properties (names containing
   `alias`, `别名`, `别称`) of the knowledge network given at import;
2. **lexicon** — a list of names given by the caller (one entity per line: canonical name, then
   aliases, separated by spaces or tabs);
3. **discovered** — the offline method for everything else: jieba's part-of-speech tagger marks
   person names (`nr`); a name of 2–4 characters found in at least `min_mentions` chunks becomes an
   entity. A two-character name that is the given name of exactly one three-character name with a
   common surname (宝玉 ← 贾宝玉) becomes that entity's alias instead of an entity of its own.
   Latin text: capitalised words (and runs of them) that are not sentence-initial-only.

Matching is leftmost-longest over all surfaces at once (one regular expression, longest surface
first), so 贾宝玉 is one mention of 贾宝玉, never also one of 宝玉.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Iterable, Sequence

from core.corpus.models import EntityEntry

ALIAS_PROPERTY = re.compile(r"alias|别名|别称|又名|aliases", re.IGNORECASE)
# The most common Chinese surnames (the ones a given-name alias may drop).
_SURNAMES = set("赵钱孙李周吴郑王冯陈褚卫蒋沈韩杨朱秦尤许何吕施张孔曹严华金魏陶姜戚谢邹喻柏水窦章云苏潘葛奚范彭郎"
                "鲁韦昌马苗凤花方俞任袁柳鲍史唐费廉岑薛雷贺倪汤滕殷罗毕郝邬安常乐于时傅皮卞齐康伍余元卜顾孟平黄"
                "和穆萧尹姚邵湛汪祁毛禹狄米贝明臧计伏成戴谈宋茅庞熊纪舒屈项祝董梁杜阮蓝闵席季麻强贾路娄危江童颜郭"
                "梅盛林刁钟徐邱骆高夏蔡田樊胡凌霍虞万支柯昝管卢莫房裘缪干解应宗丁宣邓郁单杭洪包诸左石崔吉龚程邢裴"
                "陆荣翁荀羊惠甄曲家封储靳邴糜松井段富巫乌焦巴弓牧隗山谷车侯宓蓬全郗班仰秋仲伊宫宁仇栾暴甘厉戎祖武"
                "符刘景詹束龙叶幸司韶郜黎蓟薄印宿白怀蒲邰从鄂索咸籍赖卓蔺屠蒙池乔阴胥能苍双闻莘党翟谭贡劳逄姬申扶"
                "堵冉宰郦雍却璩桑桂濮牛寿通边扈燕冀浦尚农温别庄晏柴瞿阎充慕连茹习宦艾鱼容向古易慎戈廖庾终暨居衡步"
                "都耿满弘匡国文寇广禄阙东欧沃利蔚越夔隆师巩厍聂晁勾敖融冷訾辛阚那简饶空曾沙乜养鞠须丰巢关蒯相查后"
                "荆红游竺权逯盖益桓公")
_LATIN_NAME = re.compile(r"\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*\b")
_LATIN_STOP = frozenset("The A An And But Or If Then When While He She It They We I You His Her Its Their Our "
                        "This That These Those There Here Chapter And Now So Yet For Nor As At By In On Of To "
                        "With From Into Upon After Before Then Thus Mr Mrs Miss Sir Lord God".split())


class EntityLinker:
    """Surfaces → canonical entity names, and the entities a text mentions."""

    def __init__(self, entities: Iterable[EntityEntry]) -> None:
        self.entities: dict[str, EntityEntry] = {}
        self.surface_to_name: dict[str, str] = {}
        for entry in entities:
            if entry.name in self.entities:
                continue
            self.entities[entry.name] = entry
            for surface in [entry.name, *entry.aliases]:
                surface = surface.strip()
                if len(surface) >= 2 and surface not in self.surface_to_name:
                    self.surface_to_name[surface] = entry.name
        surfaces = sorted(self.surface_to_name, key=lambda s: (-len(s), s))
        self._pattern = re.compile("|".join(map(re.escape, surfaces))) if surfaces else None

    def link(self, text: str) -> list[str]:
        """Canonical names of the entities the text mentions, in order of first mention."""
        if self._pattern is None:
            return []
        found: dict[str, None] = {}
        for match in self._pattern.finditer(text):
            found.setdefault(self.surface_to_name[match.group(0)], None)
        return list(found)

    def resolve(self, surface: str) -> str | None:
        """The canonical name for a surface (a name or an alias), None when unknown."""
        surface = (surface or "").strip()
        if surface in self.entities:
            return surface
        return self.surface_to_name.get(surface)


def parse_lexicon(lines: Iterable[str], source: str = "lexicon") -> list[EntityEntry]:
    entries = []
    for line in lines:
        parts = [p for p in re.split(r"[\t ,，]+", line.strip()) if p]
        if not parts or parts[0].startswith("#"):
            continue
        entries.append(EntityEntry(name=parts[0], aliases=parts[1:], source=source))
    return entries


def discover_entities(texts: Sequence[str], *, min_mentions: int = 3, known: Iterable[str] = ()) -> list[EntityEntry]:
    """The offline method (see the module docstring): person names by jieba POS tags, and
    capitalised Latin names, kept when they occur in at least `min_mentions` texts."""
    from core.text import default_jieba

    default_jieba()
    import jieba.posseg as pseg

    known = set(known)
    counts: Counter[str] = Counter()
    for text in texts:
        names: set[str] = set()
        for pair in pseg.lcut(text):
            word, flag = pair.word.strip(), pair.flag
            if flag.startswith("nr") and 2 <= len(word) <= 4 and word not in known:
                names.add(word)
        for match in _LATIN_NAME.finditer(text):
            name = match.group(0)
            if name.split()[0] not in _LATIN_STOP and name not in known:
                names.add(name)
        counts.update(names)
    kept = {name: n for name, n in counts.items() if n >= min_mentions}
    return fold_given_names([EntityEntry(name=name, mentions=n, source="discovered")
                             for name, n in sorted(kept.items(), key=lambda kv: (-kv[1], kv[0]))])


def fold_given_names(entries: list[EntityEntry]) -> list[EntityEntry]:
    """Make a two-character name the alias of the one three-character name (common surname + it)."""
    by_name = {e.name: e for e in entries}
    full_by_given: dict[str, list[str]] = {}
    for entry in entries:
        if len(entry.name) == 3 and entry.name[0] in _SURNAMES:
            full_by_given.setdefault(entry.name[1:], []).append(entry.name)
    folded: set[str] = set()
    for given, fulls in full_by_given.items():
        if given in by_name and len(fulls) == 1:
            full = by_name[fulls[0]]
            if given not in full.aliases:
                full.aliases.append(given)
            full.aliases.extend(a for a in by_name[given].aliases if a not in full.aliases)
            full.mentions = max(full.mentions, by_name[given].mentions)
            folded.add(given)
    return [e for e in entries if e.name not in folded]
