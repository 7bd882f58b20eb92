"""Node hygiene: instance names that are fragments of the source's sentences, not names of things.

Graphs extracted from text carry pieces of the sentences they came from as instances: "的临床表现是
少尿" (a clause), "用于治疗胃炎" (a verb phrase), "如有需要" (a conditional), "危险因素" (a category
word standing where an entity should be). They stay searchable - a user may look for exactly that
text - but retrieval ranks them down and marks them, and the import reports how many each type has.

`fragment_reasons(name)` is a pure function of the name, so every backend (and a network imported
before this check existed) gets the same verdict at query time; the import only records the counts
(`hygiene_meta`, stored in the network file's `meta` under `hygiene`).

Rules (each a reason code):
- `sentence`: sentence punctuation inside (，。；！？：), or longer than `MAX_NAME_CHARS` characters
  (latin names: only ; ! ? count);
- `particle_start`: starts with a function word that cannot begin a name (的, 了, 是, 与, 及, 或, 并,
  而, 但, 被, 把, 其他, 其次, 如有, 由于, 以及 ...) - not where the character opens a word that begins names
  here (了哥王子, 即刻产后出血, 被迫害妄想症: `_NAME_OPENINGS`);
- `particle_end`: ends with a particle (的, 了, 吗, 呢, 等等, 之一);
- `verb_phrase`: starts with a verb or modal that introduces a predicate (用于, 可用于, 主要用于, 需要,
  可以, 应, 应该, 能够, 导致, 引起, 治疗 + at least two more characters ...), or is a clause with
  的 and a copula after it ("肿物常见的部位为大阴唇"). A one-character modal (应, 需) followed by one
  character and 性 starts an attributive (应激性, 应力性: 应激性溃疡 and 应力性骨折 are names), not a
  predicate (应注意继发的肺部感染, 应当尽早手术);
- `generic`: a category or filler word on its own (危险因素, 其他, 等, 必要时, 相关因素, 如有需要 ...), or a
  predicate's verb on its own (诱发, 引起, 导致, 出现, 加重: where the extraction cut the clause after it), or a
  doctor's act named on its own (诊断, 化验, 检验).

Names of latin text are only checked for length and punctuation. The rules were written from the
medical demo network's fragments and hold no medical vocabulary beyond the generic list.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Iterable, Mapping

from core.models.network import KnowledgeNetwork

if TYPE_CHECKING:  # annotations only: the engine's builder imports this module, which needs no backend to load
    from core.backends.base import KnowledgeBackend

MAX_NAME_CHARS = 25
META_KEY = "hygiene"
# Raised whenever a rule changes what is flagged: a report stored at import under other rules
# no longer says what retrieval flags, so `stored_report` ignores it (2: one-character modals before X性;
# 3: a predicate's verb on its own; 4: a doctor's act named on its own; 5: openings of names are no particles).
RULES_VERSION = 5
EXAMPLES_PER_TYPE = 5

_SENTENCE_PUNCT = re.compile(r"[，。；！？：,;!?]")
# Single characters that never begin a name here; ambiguous ones (如 of 如意珍宝丸, 因 of 因力达, 其 of
# a transliterated brand) only in the listed two-character openings.
_PARTICLE_START = (
    "的", "了", "是", "与", "及", "或", "并", "而", "但", "被", "把", "则", "即", "且", "亦", "所",
    "其他", "其它", "其次", "其中", "其余", "如有", "如果", "因为", "由于", "对于", "以及", "可因", "因此",
)
# Openings of names, not particles: the character starts a word here (了哥王 a herb, 即刻 "immediate", 被害 / 被迫 of
# 被害妄想症 and 被迫害妄想症, 被膜 "capsule"), and every record of the demo network beginning with one is a name (了哥王子,
# 了哥王片, 即刻产后出血, 即早基因检测, 即时尿液, 被迫体位, 被膜下肝破裂 ...); the same characters elsewhere stay particles.
_NAME_OPENINGS = ("了哥", "即刻", "即早", "即时", "被害", "被迫", "被膜")
_PARTICLE_END = ("的", "了", "吗", "呢", "等等", "之一")
_VERB_START = (
    "用于", "可用于", "主要用于", "多用于", "常用于", "适用于", "需要", "需", "可以", "可能", "应该", "应",
    "能够", "导致", "引起", "造成", "出现", "发生", "伴有", "伴随", "表现为", "治疗", "预防", "避免",
    "建议", "给予", "采用", "使用",
)
# One-character modals: no predicate's start where 性 follows the next character (应激性溃疡). Not a
# dictionary word test: the segmenter's dictionary holds 应当, 应予, 应以 and 需用 as words too.
_ONE_CHAR_MODALS = frozenset({"应", "需"})
_ATTRIBUTIVE = "性"
# A copula or "表现为" after the first characters marks a clause ("…的临床表现是少尿").
_COPULA = re.compile(r"^.{1,}?(是|为|表现为|包括)[\u4e00-\u9fff]")
_GENERIC = frozenset(
    {"危险因素", "高危因素", "相关因素", "其他因素", "其他", "其它", "其他原因", "等", "等等", "必要时",
     "如有需要", "如需", "有需要", "需要", "可能", "一般", "常见", "少见", "罕见", "多见", "有关", "相关",
     "不详", "以上", "以下", "上述", "部分", "一些", "多种", "各种", "其他疾病", "其他症状", "原因不明",
     # a predicate's verb on its own, left where the extraction cut the clause after it
     "诱发", "引发", "引起", "导致", "造成", "出现", "发生", "加重", "减轻", "伴有", "伴随",
     # a doctor's act named on its own (这个诊断归在哪个大类, 会安排哪些化验): the extraction's word for
     # the act, not a record of what it found (用药 stays: 磨牙症 has_risk_factor 用药)
     "诊断", "化验", "检验"}
)
# A verb-initial name is a fragment only when more follows the verb; "治疗" or "预防" alone is a
# category word handled by _GENERIC or left alone.
_MIN_TAIL = 2


def fragment_reasons(name: str | None) -> list[str]:
    """Why a name looks like an extraction fragment (empty: it looks like a name)."""
    return list(_reasons((name or "").strip()))


@lru_cache(maxsize=65536)  # retrieval asks about the same names question after question
def _reasons(text: str) -> tuple[str, ...]:
    return tuple(_check(text))


def _check(text: str) -> list[str]:
    if not text:
        return []
    reasons: list[str] = []
    if text.isascii():  # latin names are long and may hold commas ("leukaemia, acute")
        return ["sentence"] if len(re.findall(r"[;!?]", text)) else []
    if _SENTENCE_PUNCT.search(text) or len(text) > MAX_NAME_CHARS:
        reasons.append("sentence")
    if text in _GENERIC:
        reasons.append("generic")
        return reasons
    if len(text) > 1 and text.startswith(_PARTICLE_START) and not text.startswith(_NAME_OPENINGS):
        reasons.append("particle_start")
    if len(text) > 2 and text.endswith(_PARTICLE_END):
        reasons.append("particle_end")
    # startswith(tuple) first: one C call rules out most names before the per-verb test
    if text.startswith(_VERB_START) and any(
            text.startswith(v) and len(text) - len(v) >= _MIN_TAIL
            and (v not in _ONE_CHAR_MODALS or text[2:3] != _ATTRIBUTIVE) for v in _VERB_START):
        reasons.append("verb_phrase")
    elif len(text) >= 5 and ("的" in text[1:-1]) and _COPULA.match(text):
        reasons.append("verb_phrase")
    return reasons


def is_fragment(name: str | None) -> bool:
    return bool(fragment_reasons(name))


def hygiene_report(network: KnowledgeNetwork, rows: Mapping[str, Any]) -> dict[str, Any]:
    """Counts of fragment names per object type (with a few examples and counts per reason).

    `rows` maps an object type id to its instances: an iterable of row dicts, or a dict of them
    keyed by identity (the builder's store)."""
    per_type: dict[str, Any] = {}
    for ot in network.object_types:
        name_field = ot.display_key or ot.name_field
        store = rows.get(ot.id)
        if not name_field or not store:
            continue
        values: Iterable[Any] = store.values() if isinstance(store, Mapping) else store
        reasons: Counter = Counter()
        flagged = 0
        examples: list[str] = []
        total = 0
        for row in values:
            total += 1
            found = fragment_reasons(str(row.get(name_field) or ""))
            if found:
                flagged += 1
                reasons.update(found)
                if len(examples) < EXAMPLES_PER_TYPE:
                    examples.append(str(row.get(name_field)))
        per_type[ot.id] = {"instances": total, "fragments": flagged, "reasons": dict(reasons),
                           "examples": examples}
    return {"rules": "core.importers.hygiene", "rules_version": RULES_VERSION, "per_type": per_type,
            "fragments": sum(t["fragments"] for t in per_type.values())}


def hygiene_meta(network: KnowledgeNetwork, rows: Mapping[str, Any]) -> dict[str, str]:
    """The `meta` entry a network file stores: the report as JSON under `hygiene`."""
    return {META_KEY: json.dumps(hygiene_report(network, rows), ensure_ascii=False)}


def stored_report(meta: Mapping[str, str]) -> dict[str, Any] | None:
    """The hygiene report of a network file's meta, or None for files built without it or under
    other rules (`RULES_VERSION`)."""
    report = _stored(meta)
    return report if report is not None and report.get("rules_version") == RULES_VERSION else None


def _stored(meta: Mapping[str, str]) -> dict[str, Any] | None:
    """The report a file's meta holds, whatever its rules; None when it holds none."""
    try:
        report = json.loads(meta.get(META_KEY) or "null")
    except ValueError:
        return None
    return report if isinstance(report, dict) else None


def network_hygiene(backend: KnowledgeBackend, kn_id: str) -> dict[str, Any]:
    """The hygiene report of a network (`hygiene_report`'s fields and `source`): the one its file stored at
    import when made under the current rules (`source` "import"), else counted now from every instance's name,
    read page by page through the backend (`source` "computed"): a file built under earlier rules (its
    `stored_rules_version` said) or without a report, or a network that is no local file (a KWeaver deployment).
    Both count the same names with the same rules, so for the same data they are the same report."""
    network = backend.get_network(kn_id)
    network_file = backend.network_file(kn_id)
    stored = _stored(getattr(network_file, "meta", None) or {})
    earlier = stored.get("rules_version") if stored is not None else None
    if earlier == RULES_VERSION:
        return {**stored, "source": "import"}
    rows = {ot.id: backend.iter_instances(kn_id, ot.id, [ot.display_key or ot.name_field])
            for ot in network.object_types if ot.display_key or ot.name_field}
    return {**hygiene_report(network, rows), "source": "computed",
            **({"stored_rules_version": earlier} if isinstance(earlier, int) else {})}


def report_source(report: Mapping[str, Any]) -> str:
    """Where a `network_hygiene` report comes from, in words (the CLI and the explorer say it)."""
    if report.get("source") == "import":
        return f"recorded at import, rules version {report.get('rules_version')}"
    earlier = report.get("stored_rules_version")
    why = (f"the file's report was made under rules version {earlier}" if earlier is not None
           else "no report was recorded at import")
    return f"counted now under rules version {report.get('rules_version')}: {why}"


__all__ = ["fragment_reasons", "hygiene_meta", "hygiene_report", "is_fragment", "network_hygiene", "report_source", "stored_report"]
