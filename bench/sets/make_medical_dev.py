"""Writes `medical_dev.jsonl`, the dev set of everyday Chinese questions for the demo network.

Every line is generated from the built network, so each gold entity and answer is real: for each
relation type, entities are drawn from the instances that have that relation (well-connected,
short, clean names first — a proxy for "an entity people ask about"), and a question is written
from one of that relation's hand-written templates. Templates paraphrase the intent in everyday
words (挂什么科, 吃什么药, 副作用, 会引起什么…) instead of the relation type's name; a question that
still contains the name is tagged `verbatim`.

Alias questions name the entity through an alias the network records — an alias instance reached
by an alias relation (has_alias, drug_has_alias, material_has_alias, formula_has_alias,
check_has_alias) or a drug's `trade_name` property — while `entity` stays the canonical instance.
Reverse questions start from the relation's target (哪些药材产自云南: the region) and expect the
sources as answers. Questions that name one answer (高血压可以吃硝苯地平片吗, tag `names_answer`)
expect that neighbour alone; they come last, so the earlier lines keep their ids.

The result is deterministic (fixed seed) and checked with the evaluation harness's validator
against the network before it is written:

    .venv/bin/python bench/sets/make_medical_dev.py            # rewrites bench/sets/medical_dev.jsonl
"""

from __future__ import annotations

import json
import random
import re
import sys
from collections import defaultdict
from pathlib import Path

from rapidfuzz.distance import Levenshtein

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from core.backends import embedded_backend  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_dev.jsonl"
SEED = 20261123

# Templates per relation type; {e} is the entity mention.
TEMPLATES: dict[str, list[str]] = {
    "has_symptom": [
        "{e}有什么症状", "得了{e}会有哪些表现", "{e}的临床表现有哪些", "怎么判断自己是不是得了{e}",
        "{e}会让人哪里不舒服", "{e}早期有什么征兆", "{e}发作的时候是什么样子", "{e}病人一般有什么感觉",
        "{e}有哪些迹象", "{e}的典型症状是什么", "患上{e}身体会出现什么反应",
    ],
    "designated_to": [
        "{e}挂什么科", "{e}应该去医院哪个科看", "得了{e}该看哪个科室", "{e}要挂哪个门诊",
        "{e}看病找哪个科", "{e}去医院挂号挂哪里", "{e}归哪个科管", "{e}就诊选哪个科",
        "怀疑{e}去哪个科", "{e}看哪个科的医生",
    ],
    "checks": [
        "{e}要做什么检查", "确诊{e}需要查什么", "{e}怎么查出来", "怀疑{e}应该做哪些化验",
        "诊断{e}一般要做哪些检验", "{e}去医院要查哪些", "{e}需要抽血还是拍片", "查{e}要做什么",
        "{e}靠什么检查确诊", "看{e}医生会开哪些检查",
    ],
    "has_complication": [
        "{e}会引起什么其他病", "{e}不治会导致什么后果", "{e}可能继发哪些疾病", "{e}拖久了会出现什么问题",
        "{e}有哪些并发症", "{e}严重了会变成什么病", "{e}容易伴发哪些病", "{e}会带来哪些危害",
        "{e}会诱发什么别的病",
    ],
    "cures": [
        "{e}吃什么药", "{e}用什么药好", "治{e}的药有哪些", "{e}可以吃哪些药",
        "得了{e}该服用什么药", "{e}有什么特效药", "{e}常用的药是哪些", "哪些药能治{e}",
        "{e}吃什么药好得快", "{e}开什么药",
    ],
    "shown_on": [
        "{e}一般长在什么部位", "{e}常发生在身体哪里", "{e}好发于哪个部位", "{e}主要影响身体哪些部位",
        "{e}通常出现在哪些地方", "{e}会累及哪里", "{e}发生在哪个器官", "{e}的病变在哪儿",
    ],
    "has_alias": [
        "{e}还叫什么", "{e}又称什么", "{e}的别称有哪些", "{e}有没有其他叫法", "{e}俗称什么",
        "{e}还有什么名字", "{e}的另一个名字是什么", "{e}别的叫法有哪些",
    ],
    "caused_by": [
        "{e}是什么原因引起的", "为什么会得{e}", "{e}是怎么得的", "导致{e}的原因有哪些",
        "{e}由什么引起", "{e}的病因是什么", "{e}是怎么造成的", "引起{e}的因素", "{e}的起因是什么",
    ],
    "has_risk_factor": [
        "{e}的危险因素有哪些", "什么情况下得{e}的风险会增加", "哪些因素会增加{e}的风险",
        "什么习惯容易导致{e}", "{e}有哪些易患因素", "哪些情况更容易得{e}", "{e}的高危因素",
        "增加患{e}几率的因素有哪些",
    ],
    "common_in": [
        "{e}多见于哪些人", "哪些人容易得{e}", "{e}好发于什么人", "{e}的高发人群是谁",
        "什么样的人容易患{e}", "{e}一般什么人会得", "{e}最常见于哪类人群", "谁更容易得{e}",
    ],
    "prevalent_in": [
        "{e}在哪些地方比较常见", "{e}主要流行于哪些地区", "哪里的人容易得{e}", "{e}高发于哪些国家",
        "{e}的流行区域在哪", "{e}在哪儿多发", "{e}常见于世界上哪些地方",
    ],
    "treated_with": [
        "{e}怎么治疗", "{e}如何治", "{e}有什么治疗手段", "{e}需要做什么手术", "{e}一般用什么疗法",
        "{e}该怎么治", "{e}的治疗方案有哪些", "{e}有哪些疗法", "{e}能怎么治好",
    ],
    "metastasizes_to": [
        "{e}会转移到哪里", "{e}容易扩散到哪些器官", "{e}晚期会转移到身体什么地方", "{e}扩散一般先到哪",
        "{e}会转移到哪些部位", "{e}会不会扩散到骨头或者肝",
    ],
    "invades": [
        "{e}会侵犯周围哪些组织", "{e}向外会侵及哪里", "{e}会浸润到哪些结构", "{e}局部会侵犯什么",
        "{e}往外长会累及哪些组织",
    ],
    "is_subtype_of": [
        "{e}属于哪一类疾病", "{e}是什么病的一种", "{e}归在哪类病下面", "{e}的上一级疾病是什么",
        "{e}是哪种病的亚型", "{e}属于什么病", "{e}算哪种病",
    ],
    "related_disease": [
        "{e}和哪些疾病有关", "跟{e}有关联的病有哪些", "{e}常和什么病一起出现", "与{e}相关的疾病",
        "{e}会和哪些病扯上关系", "{e}和什么病有联系",
    ],
    "differential_diagnosis": [
        "{e}需要和哪些病区分", "{e}容易和什么病混淆", "{e}要跟哪些病鉴别", "怎么把{e}和类似的病区分开",
        "{e}容易被误诊成什么", "{e}和哪些病很像",
    ],
    "indicated_for": [
        "{e}能治什么病", "{e}是治什么的", "{e}用于哪些病", "{e}适合什么情况下吃", "{e}管什么用",
        "{e}主要用来治疗什么", "{e}对什么病有效", "吃{e}能治好什么", "{e}的适用范围",
    ],
    "has_adverse_reaction": [
        "{e}有什么副作用", "吃{e}会有哪些不良后果", "{e}吃了会不会不舒服", "服用{e}后可能出现什么反应",
        "{e}的副作用大吗", "{e}对身体有什么伤害", "用{e}要注意哪些副反应", "{e}有什么不良反应",
        "长期吃{e}有什么坏处",
    ],
    "has_ingredient": [
        "{e}里面含有什么", "{e}的主要成分是什么", "{e}是用什么做的", "{e}配方里有哪些药",
        "{e}含哪些东西", "{e}由哪些原料制成", "{e}里都有什么",
    ],
    "is_a_level3": [
        "{e}属于哪一类用药", "{e}是哪科用的药", "{e}按用途属于哪类", "{e}是治哪方面的药",
        "{e}是哪个科常用的药", "{e}在用途上归哪类",
    ],
    "belongs_to": [
        "{e}是什么类型的药", "{e}属于哪类药品", "{e}是中成药还是西药", "{e}属于什么药",
        "{e}归哪一类药", "{e}是哪一类的药品",
    ],
    "drug_has_alias": [
        "{e}还叫什么名字", "{e}又叫什么", "{e}的别称", "{e}有别的名字吗", "{e}另外的叫法",
    ],
    "mainly_treats": [
        "{e}能治什么病", "{e}入药可以治疗什么", "{e}对什么病有效", "中药{e}治什么",
        "{e}用来治哪些病", "{e}可以治疗哪些毛病", "{e}适合治什么",
    ],
    "has_efficacy": [
        "{e}有什么作用", "{e}有什么好处", "{e}能起什么作用", "{e}的药效是什么", "吃{e}有什么效果",
        "中药{e}有什么用处", "{e}有哪些药用价值", "{e}的功效",
    ],
    "distributed_in": [
        "{e}产自哪里", "{e}在哪些地方有分布", "{e}主要生长在哪", "哪里出产{e}", "{e}的产地在哪",
        "{e}在哪些省份有", "哪些地方能采到{e}",
    ],
    "material_has_alias": [
        "{e}还叫什么", "{e}有哪些俗名", "{e}民间叫什么", "{e}的别称有哪些", "{e}又名什么",
        "{e}在各地的叫法",
    ],
    "composed_of": [
        "{e}的配方是什么", "{e}里有哪几味药", "{e}用了哪些药材", "{e}的方子里都有什么",
        "{e}需要哪些药", "{e}由哪些药组成", "{e}包含什么药",
    ],
    "formula_has_efficacy": [
        "{e}有什么作用", "{e}起什么效果", "{e}的功效是什么", "{e}能起到什么作用", "{e}有什么用",
        "{e}的作用",
    ],
    "prescribed_for": [
        "{e}治什么病", "{e}适用于什么证", "什么情况下用{e}", "{e}主要治疗哪些病症", "{e}可以治哪些毛病",
        "{e}用于治疗什么",
    ],
    "formula_has_alias": [
        "{e}还叫什么", "{e}的别称", "{e}又叫什么名字", "{e}有没有别的叫法",
    ],
    "check_for_disease": [
        "{e}能查出什么病", "做{e}是为了诊断哪些疾病", "{e}可以发现哪些病", "{e}异常说明什么病",
        "{e}用来查什么病", "{e}能诊断哪些疾病", "哪些病要做{e}",
    ],
    "check_for_symptom": [
        "出现什么症状要做{e}", "{e}和哪些症状有关", "有哪些不舒服需要做{e}", "什么症状要查{e}",
        "{e}针对哪些症状", "哪些表现需要做{e}",
    ],
    "performed_by": [
        "{e}在哪个科做", "{e}要去哪个科室", "做{e}挂什么科", "哪个科负责{e}", "{e}去哪个科预约",
    ],
    "check_has_alias": [
        "{e}英文缩写是什么", "{e}又叫什么", "{e}的简称是什么", "{e}还有什么叫法",
    ],
}

# Questions asked from the relation's target end: {e} names the target, answers are sources.
REVERSE_TEMPLATES: dict[str, list[str]] = {
    "distributed_in": ["{e}产哪些中药材", "{e}有哪些药材出产", "哪些中药在{e}有分布", "{e}出产什么药材"],
    "common_in": ["{e}容易得哪些病", "哪些病好发于{e}", "{e}要警惕哪些疾病", "{e}常见的病有哪些"],
    "has_efficacy": ["哪些中药能{e}", "有什么药材可以{e}", "{e}可以用哪些中药", "想要{e}吃什么药材"],
    "check_for_disease": ["{e}要做哪些检查", "诊断{e}可以做什么检查", "哪些检查能查出{e}", "查{e}做什么检查"],
    "has_adverse_reaction": ["哪些药吃了会{e}", "吃什么药会引起{e}", "{e}可能是哪些药的副作用"],
}

# Questions that name one answer (糖尿病会引起视网膜病吗): {e} the entity, {y} one of its neighbours;
# the gold answer is that neighbour alone, so keyword context must bring back that very instance.
NAMED_ANSWER_TEMPLATES: dict[str, list[str]] = {
    "has_symptom": ["{e}会出现{y}吗", "{y}是{e}的表现吗", "得了{e}会{y}吗"],
    "has_complication": ["{e}会引起{y}吗", "{e}会不会导致{y}"],
    "cures": ["{e}可以吃{y}吗", "{y}能治{e}吗"],
    "has_adverse_reaction": ["吃{e}会{y}吗", "{e}会不会让人{y}"],
    "checks": ["{e}需要做{y}吗", "查{e}要做{y}吗"],
    "indicated_for": ["{e}能治{y}吗", "{y}可以用{e}吗"],
    "mainly_treats": ["{e}能治{y}吗", "{y}可以用{e}吗"],
    "caused_by": ["{y}会导致{e}吗", "{e}是{y}引起的吗"],
}
NAMED_ANSWERS_PER_RELATION = 4
NAMED_ANSWER_MIN_NEIGHBOURS = 12  # only entities with more neighbours than one relation's 10 slots

# How many questions per relation type (canonical mention / alias mention / reverse).
PLAN: dict[str, tuple[int, int, int]] = {
    "has_symptom": (10, 6, 0), "designated_to": (9, 6, 0), "checks": (9, 4, 0),
    "has_complication": (8, 3, 0), "cures": (9, 6, 0), "shown_on": (7, 2, 0), "has_alias": (8, 0, 0),
    "caused_by": (8, 3, 0), "has_risk_factor": (8, 0, 0), "common_in": (7, 2, 4),
    "prevalent_in": (7, 0, 0), "treated_with": (8, 3, 0), "metastasizes_to": (6, 0, 0),
    "invades": (5, 0, 0), "is_subtype_of": (7, 0, 0), "related_disease": (6, 0, 0),
    "differential_diagnosis": (6, 0, 0), "indicated_for": (8, 4, 0),
    "has_adverse_reaction": (8, 5, 3), "has_ingredient": (7, 2, 0), "is_a_level3": (6, 0, 0),
    "belongs_to": (6, 1, 0), "drug_has_alias": (5, 0, 0), "mainly_treats": (7, 4, 0),
    "has_efficacy": (7, 4, 4), "distributed_in": (6, 3, 4), "material_has_alias": (6, 0, 0),
    "composed_of": (7, 0, 0), "formula_has_efficacy": (6, 1, 0), "prescribed_for": (6, 1, 0),
    "formula_has_alias": (4, 0, 0), "check_for_disease": (7, 1, 4), "check_for_symptom": (6, 0, 0),
    "performed_by": (3, 2, 0), "check_has_alias": (4, 0, 0),
}

# Recorded as aliases in the source data but naming something else (a test of the disease).
ALIAS_EXCLUDE = frozenset({"快速血清反应素"})
# Reverse questions whose wording matches another relation type as well: both are gold, and the
# answers come from both (哪些检查能查出X = X's checks as much as the checks that list X).
REVERSE_COMPANIONS = {"check_for_disease": "checks"}
# An alias is used as the mention of at most this many questions, so aliases vary.
ALIAS_REUSE = 2

ALIAS_RELATIONS = {
    "disease": "has_alias", "drugs": "drug_has_alias", "medicinal_material": "material_has_alias",
    "formula": "formula_has_alias", "checklist": "check_has_alias",
}

# Names that read like an entity someone would ask about: CJK (a little latin for checks), short,
# no sentence fragments.
_NAME = re.compile(r"[\u4e00-\u9fffA-Za-z0-9]{2,9}")
_FRAGMENT = re.compile(r"[的是用于如及等或和与有者之将被为在]|[，。、：；（）()《》①②③—\-·/ ]")
_ALIAS_NAME = re.compile(r"[\u4e00-\u9fff]{2,7}|[A-Z]{2,5}")


def clean_name(name: str | None) -> bool:
    return bool(name) and bool(_NAME.fullmatch(name)) and not _FRAGMENT.search(name)


class NetworkData:
    """Names and edges of the built network, read once through the engine's file."""

    def __init__(self, backend, kn_id: str = "medical") -> None:
        self.file = backend.open(kn_id)
        self.network = self.file.network
        self.names: dict[str, dict[int, str]] = {}
        self.rid_of: dict[str, dict[str, list[int]]] = {}
        for ot in self.network.object_types:
            layout = self.file.layout[ot.id]
            col = layout.columns[layout.display_key]
            rows = self.file.execute(f"SELECT rid, {col} FROM {layout.table}")
            self.names[ot.id] = {rid: name for rid, name in rows if name}
            by_name: dict[str, list[int]] = defaultdict(list)
            for rid, name in self.names[ot.id].items():
                by_name[name].append(rid)
            self.rid_of[ot.id] = by_name
        self.relations = {rt.id: rt for rt in self.network.relation_types}
        self.out: dict[str, dict[int, list[int]]] = {}
        self.inc: dict[str, dict[int, list[int]]] = {}
        self.degree: dict[tuple[str, int], int] = defaultdict(int)
        for rt in self.network.relation_types:
            out: dict[int, list[int]] = defaultdict(list)
            inc: dict[int, list[int]] = defaultdict(list)
            for src, dst in self.file.execute(
                "SELECT src, dst FROM edges WHERE rt = ?", (self.file.relation_index[rt.id],)
            ):
                out[src].append(dst)
                inc[dst].append(src)
                self.degree[(rt.source_object_type_id, src)] += 1
                self.degree[(rt.target_object_type_id, dst)] += 1
            self.out[rt.id], self.inc[rt.id] = out, inc
        self.types_of_name: dict[str, set[str]] = defaultdict(set)
        for ot_id, names in self.names.items():
            for name in names.values():
                self.types_of_name[name].add(ot_id)

    def unique(self, ot_id: str, name: str) -> bool:
        return len(self.rid_of[ot_id].get(name, ())) == 1

    def aliases(self, ot_id: str, rid: int) -> list[str]:
        """Alias names that lead to this instance and to no other (alias relation or trade name)."""
        found: list[str] = []
        relation = ALIAS_RELATIONS.get(ot_id)
        if relation:
            for alias_rid in self.out[relation].get(rid, []):
                name = self.names["alias"].get(alias_rid)
                owners = sum(len(self.inc[r].get(alias_rid, [])) for r in ALIAS_RELATIONS.values())
                if name and owners == 1 and name not in ALIAS_EXCLUDE and _ALIAS_NAME.fullmatch(name) and name not in self.rid_of[ot_id]:
                    found.append(name)
        return found


def trade_names(backend, data: NetworkData) -> dict[int, list[str]]:
    """Drug trade names listed by exactly one drug and not themselves a drug's name."""
    layout = data.file.layout["drugs"]
    col = layout.columns["trade_name"]
    listed: dict[str, set[int]] = defaultdict(set)
    for rid, value in data.file.execute(f"SELECT rid, {col} FROM {layout.table} WHERE {col} IS NOT NULL"):
        for name in str(value).split("、"):
            name = name.strip()
            if _ALIAS_NAME.fullmatch(name):
                listed[name].add(rid)
    result: dict[int, list[str]] = defaultdict(list)
    for name, rids in listed.items():
        if len(rids) == 1 and name not in data.types_of_name:
            result[next(iter(rids))].append(name)
    return result


_NAME_LIST = re.compile(r"[、，,；;/|]")


def written_twice(data: NetworkData) -> dict[int, list[int]]:
    """Drug records that are a trade name written as a record of its own -> the standard records
    it names: the record's generic_name is another drug record whose trade_name lists it back (达靓
    and 葛根素滴眼液). A question naming such a record names the standard record by its trade name,
    as the network's trade_name property says, and is labelled so. Left apart: a name some record
    gives as its generic name (then it is a standard name itself), and names one edit apart (乌鸡白凤丸
    and 乌鸡白风丸: one name spelled two ways, or two forms of a product)."""
    layout = data.file.layout["drugs"]
    generic_col, trade_col = layout.columns["generic_name"], layout.columns["trade_name"]
    rows = list(data.file.execute(f"SELECT rid, {generic_col}, {trade_col} FROM {layout.table}"))

    def names(value) -> set[str]:
        return {n.strip().lower() for n in _NAME_LIST.split(str(value or "")) if n.strip()}

    generic = {rid: names(g) for rid, g, _ in rows}
    trade = {rid: names(t) for rid, _, t in rows}
    standard_names = set().union(*generic.values())
    by_name: dict[str, list[int]] = defaultdict(list)
    for rid, name in data.names["drugs"].items():
        by_name[name.strip().lower()].append(rid)
    out: dict[int, list[int]] = {}
    for rid, name in data.names["drugs"].items():
        own = name.strip().lower()
        if own in standard_names:
            continue
        found = [other for g in generic[rid] for other in by_name.get(g, ())
                 if other != rid and own in trade[other] and Levenshtein.distance(own, g) > 1]
        if found:
            out[rid] = sorted(set(found))
    return out


def verbatim(question: str, relation) -> bool:
    return relation.name in question or relation.id in question


def build(backend) -> list[dict]:
    data = NetworkData(backend)
    trade = trade_names(backend, data)
    twice = written_twice(data)
    rng = random.Random(SEED)
    lines: list[dict] = []
    used: set[tuple[str, str]] = set()  # (relation, entity) pairs already asked
    alias_uses: dict[str, int] = defaultdict(int)

    def candidates(rel_id: str, reverse: bool, need_alias: bool) -> list[tuple[int, list[str]]]:
        rt = data.relations[rel_id]
        ot = rt.target_object_type_id if reverse else rt.source_object_type_id
        adjacency = data.inc[rel_id] if reverse else data.out[rel_id]
        result = []
        for rid, ends in adjacency.items():
            name = data.names[ot].get(rid)
            if not clean_name(name) or not data.unique(ot, name) or (rel_id, name) in used:
                continue
            if not (1 <= len(ends) <= 150):
                continue
            aliases: list[str] = []
            if need_alias:
                aliases = data.aliases(ot, rid) + (trade.get(rid, []) if ot == "drugs" else [])
                aliases = [a for a in aliases if alias_uses[a] < ALIAS_REUSE]
                if not aliases:
                    continue
            result.append((rid, aliases))
        # Well-connected instances first (a proxy for everyday entities), shorter names on ties.
        result.sort(key=lambda c: (-data.degree[(ot, c[0])], len(data.names[ot][c[0]]), c[0]))
        return result

    def emit(rel_id: str, count: int, templates: list[str], *, reverse: bool, alias: bool) -> None:
        if count == 0:
            return
        rt = data.relations[rel_id]
        ot = rt.target_object_type_id if reverse else rt.source_object_type_id
        far = rt.source_object_type_id if reverse else rt.target_object_type_id
        pool = candidates(rel_id, reverse, alias)
        head = pool[: max(count * 4, 12)]
        chosen = rng.sample(head, min(count, len(head)))
        order = templates[:]
        rng.shuffle(order)
        for i, (rid, aliases) in enumerate(chosen):
            name = data.names[ot][rid]
            mention = rng.choice(sorted(aliases)) if alias else name
            alias_uses[mention] += alias
            question = order[i % len(order)].format(e=mention)
            used.add((rel_id, name))
            by_alias, trade_record = alias, not alias and not reverse and ot == "drugs" and rid in twice
            if trade_record:
                # a trade name written as a record of its own: the question names the standard
                # record by its trade name (the best-documented of them for this relation type)
                rid = max(twice[rid], key=lambda r: (len(data.out[rel_id].get(r, ())), data.degree[(ot, r)], -r))
                name, by_alias = data.names[ot][rid], True
            ends = (data.inc if reverse else data.out)[rel_id][rid]
            answers = {data.names[far][e] for e in ends if e in data.names[far]}
            gold = [rel_id]
            companion = REVERSE_COMPANIONS.get(rel_id) if reverse else None
            if companion:
                gold.append(companion)
                far_c = data.relations[companion].target_object_type_id
                answers |= {data.names[far_c][e] for e in data.out[companion].get(rid, []) if e in data.names[far_c]}
            answers = sorted(answers)
            tags = [ot]
            if by_alias:
                tags.append("alias")
                if trade_record or (ot == "drugs" and mention in trade.get(rid, [])):
                    tags.append("alias_property")
            if reverse:
                tags.append("reverse")
            if len(data.types_of_name[name]) > 1:
                tags.append("ambiguous_name")
            if any(verbatim(question, data.relations[g]) for g in gold):
                tags.append("verbatim")
            lines.append({
                "question": question, "kn_id": "medical", "relation_types": gold,
                "entity": {"name": name, "object_type_id": ot}, "mention": mention,
                "answers": answers, "tags": tags,
            })

    for rel_id, (n_canonical, n_alias, n_reverse) in PLAN.items():
        templates = TEMPLATES[rel_id]
        emit(rel_id, n_alias, templates, reverse=False, alias=True)
        emit(rel_id, n_canonical, templates, reverse=False, alias=False)
        emit(rel_id, n_reverse, REVERSE_TEMPLATES.get(rel_id, []), reverse=True, alias=False)
    for rel_id, templates in NAMED_ANSWER_TEMPLATES.items():
        rt = data.relations[rel_id]
        ot, far = rt.source_object_type_id, rt.target_object_type_id
        pool = [(rid, ends) for rid, ends in data.out[rel_id].items()
                if clean_name(data.names[ot].get(rid)) and data.unique(ot, data.names[ot][rid])
                and len(ends) >= NAMED_ANSWER_MIN_NEIGHBOURS]
        pool.sort(key=lambda c: (-data.degree[(ot, c[0])], c[0]))
        chosen = rng.sample(pool[:40], min(NAMED_ANSWERS_PER_RELATION, len(pool)))
        for i, (rid, ends) in enumerate(chosen):
            names = sorted({data.names[far][e] for e in ends if clean_name(data.names[far].get(e))})
            if not names:
                continue
            name, answer = data.names[ot][rid], rng.choice(names)
            question = templates[i % len(templates)].format(e=name, y=answer)
            mention, tags = name, [ot, "names_answer"]
            holding = [r for r in twice.get(rid, []) if answer in {data.names[far].get(e) for e in data.out[rel_id].get(r, ())}] \
                if ot == "drugs" else []
            if holding:  # a trade name written as a record of its own (see `written_twice`)
                name = data.names[ot][max(holding, key=lambda r: (data.degree[(ot, r)], -r))]
                tags += ["alias", "alias_property"]
            if len(data.types_of_name[name]) > 1:
                tags.append("ambiguous_name")
            if verbatim(question, rt):
                tags.append("verbatim")
            lines.append({
                "question": question, "kn_id": "medical", "relation_types": [rel_id],
                "entity": {"name": name, "object_type_id": ot}, "mention": mention,
                "answers": [answer], "tags": tags,
            })
    seen_questions: set[str] = set()
    unique_lines = []
    for line in lines:
        if line["question"] not in seen_questions:
            seen_questions.add(line["question"])
            unique_lines.append(line)
    for i, line in enumerate(unique_lines, 1):
        line["id"] = f"med-{i:04d}"
    return [{"id": l["id"], **{k: v for k, v in l.items() if k != "id"}} for l in unique_lines]


def main() -> int:
    backend = embedded_backend()
    lines = build(backend)
    with OUT.open("w", encoding="utf-8") as fh:
        for line in lines:
            fh.write(json.dumps(line, ensure_ascii=False) + "\n")
    print(f"wrote {len(lines)} questions to {OUT}")
    try:
        from core.evaluation.questions import load_questions, validate_against_network
    except ImportError:
        return 0
    questions = load_questions(OUT)
    problems = validate_against_network(backend, questions)
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
