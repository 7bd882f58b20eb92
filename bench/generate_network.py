"""A deterministic synthetic knowledge network for measuring the engine and recall at scale.

Names are Chinese-like: instance names join characters of a medical-flavoured pool with a suffix
typical of their object type (…炎, …片, …检查), descriptions join stock phrases, so `contain`,
`match` and `knn` behave as on real data (common characters hit many rows, rare pairs few). Object
type and relation type names are built the same way ("慢性症状", "常见引起影像检查"), which makes
coarse concept recall over thousands of relation types meaningful.

    build_generated_network(path, instances=1_000_000, relation_types=10_000)

builds 1M instances over ~150 object types with 10k relation types spread over them, in a few
minutes on two cores; the same arguments always give the same network.

Run as a script to build one: `python bench/generate_network.py OUT.sqlite --instances 100000`.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path
from typing import Any, Callable

import numpy as np

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core.backends.sqlite_store import BuildReport, NetworkBuilder, ProgressFn  # noqa: E402
from core.exceptions import InvalidRequestError  # noqa: E402
from core.home import check_kn_id  # noqa: E402
from core.models.network import KnowledgeNetwork  # noqa: E402

# -- vocabulary ---------------------------------------------------------------------------------
# Object type nouns, each with the suffixes its instances' names end in.
TYPE_NOUNS: dict[str, tuple[str, ...]] = {
    "疾病": ("炎", "病", "症", "综合征"),
    "症状": ("痛", "肿", "热", "咳", "出血"),
    "药品": ("片", "胶囊", "颗粒", "注射液", "口服液"),
    "检查": ("检查", "试验", "造影", "测定"),
    "科室": ("科", "内科", "外科", "门诊"),
    "部位": ("部", "区", "腔", "膜"),
    "手术": ("切除术", "修补术", "置换术", "成形术"),
    "器械": ("仪", "支架", "导管", "探头"),
    "指标": ("指数", "浓度", "比值", "水平"),
    "基因": ("基因", "突变", "位点"),
    "病原体": ("杆菌", "球菌", "病毒", "真菌"),
    "食物": ("粥", "汤", "茶", "羹"),
    "疗法": ("疗法", "针灸", "推拿", "理疗"),
    "成分": ("碱", "苷", "酸", "素"),
    "人群": ("患者", "人群", "儿童", "孕妇"),
    "机构": ("医院", "中心", "研究所", "诊所"),
}
TYPE_MODIFIERS = (
    "", "临床", "慢性", "急性", "儿科", "中医", "外科", "罕见", "常用", "高危", "影像", "实验室",
    "遗传", "感染性", "心血管", "呼吸", "消化", "神经", "内分泌", "肿瘤",
)
# Characters instance names are made of: organs, qualities, herbs, colours...
NAME_CHARS = (
    "肺心肝肾胃肠脑血骨皮眼耳鼻喉舌齿颈腰背膝足手头胸腹脾胆膀胱甲状乳腺淋巴关节"
    "急慢性热寒虚实风湿痰瘀气阴阳表里上下左右前后内外深浅大小多少轻重新旧"
    "黄白红青黑紫金银铁铜钙钠钾锌镁碘氟氯氨苯酚醇酮醛酯糖脂蛋维素"
    "参芪归芍苓术草桂枝麻杏仁柴胡黄连芩柏栀子菊花桑叶薄荷甘姜枣"
    "安康宁清通利和平复元益生化舒乐泰欣力达美"
)
PHRASES = (
    "常见于儿童", "多见于老年人", "伴有发热", "反复发作", "需要长期治疗", "预后良好", "易复发",
    "与遗传有关", "可由感染引起", "早期症状不明显", "夜间加重", "饭后服用", "遵医嘱使用",
    "孕妇慎用", "不良反应较少", "可引起呼吸困难", "用于缓解疼痛", "具有清热解毒作用",
    "需定期复查", "影像学检查可确诊", "常与其他疾病并发", "季节性发作", "与饮食习惯相关",
    "病程较长", "起病急骤", "可自行缓解", "需手术治疗", "首选药物治疗", "可出现并发症",
)
RELATION_VERBS = (
    "导致", "引起", "治疗", "缓解", "检测", "诊断", "属于", "包含", "位于", "伴随", "预防", "加重",
    "抑制", "促进", "用于", "产生", "影响", "关联", "表现为", "来源于", "适用于", "禁忌", "推荐",
    "需要", "转诊至", "常见于", "发生于", "并发", "对应", "依赖",
)
RELATION_MODIFIERS = (
    "", "主要", "常见", "间接", "直接", "可能", "显著", "偶尔", "通常", "较少", "急性期", "慢性期",
)
CATEGORIES = ("甲类", "乙类", "丙类", "常规", "重点", "特殊", "其他")

NAME_OPERATIONS = [
    "==", "!=", "in", "not_in", "like", "not_like", "contain", "not_contain", "prefix",
    "exist", "not_exist", "match", "knn",
]
TEXT_OPERATIONS = [op for op in NAME_OPERATIONS if op != "knn"]
CODE_OPERATIONS = ["==", "!=", "in", "not_in", "prefix", "like", "contain", "exist", "not_exist"]


def default_object_types(relation_types: int) -> int:
    """Enough object types that relation types spread out (~1.5 x sqrt), between 3 and 200."""
    return max(3, min(200, round(1.5 * math.sqrt(max(1, relation_types)))))


def object_type_id(index: int) -> str:
    return f"ot{index:03d}"


def relation_type_id(index: int) -> str:
    return f"rt{index:05d}"


def generated_schema(
    kn_id: str, object_types: int, relation_types: int, rng: np.random.Generator
) -> KnowledgeNetwork:
    nouns = list(TYPE_NOUNS)
    pairs = [(m, n) for m in TYPE_MODIFIERS for n in nouns]  # 320 distinct type names
    if object_types > len(pairs):
        raise InvalidRequestError(f"object_types: at most {len(pairs)} (got {object_types})")
    # The plain nouns come first, so small networks read naturally; modified ones follow at random.
    order = list(range(len(nouns))) + [len(nouns) + int(i) for i in rng.permutation(len(pairs) - len(nouns))]
    chosen = [pairs[i] for i in order[:object_types]]
    types = []
    for i, (modifier, noun) in enumerate(chosen):
        tid = object_type_id(i)
        name = modifier + noun
        types.append({
            "id": tid, "name": name, "tags": [noun],  # the noun picks the instances' name suffixes
            "comment": f"{name}：生成的{noun}类对象",
            "primary_keys": ["id"], "display_key": "name",
            "data_properties": [
                {"name": "id", "display_name": f"{name}编号", "type": "int"},
                {"name": "name", "display_name": f"{name}名称", "type": "varchar",
                 "condition_operations": NAME_OPERATIONS},
                {"name": "description", "display_name": "描述", "type": "text",
                 "condition_operations": TEXT_OPERATIONS},
                {"name": "category", "display_name": "类别", "type": "varchar",
                 "condition_operations": TEXT_OPERATIONS},
                {"name": "code", "display_name": "编码", "type": "varchar",
                 "condition_operations": CODE_OPERATIONS},
                {"name": "score", "display_name": "评分", "type": "float"},
                {"name": "count", "display_name": "数量", "type": "int"},
            ],
        })
    # Every type is a source of about the same number of relation types; targets are random.
    targets = rng.integers(0, object_types, size=relation_types)
    verbs = rng.integers(0, len(RELATION_VERBS), size=relation_types)
    mods = rng.integers(0, len(RELATION_MODIFIERS), size=relation_types)
    relations = []
    for r in range(relation_types):
        src, dst = r % object_types, int(targets[r])
        verb = RELATION_MODIFIERS[mods[r]] + RELATION_VERBS[verbs[r]]
        src_name, dst_name = "".join(chosen[src]), "".join(chosen[dst])
        relations.append({
            "id": relation_type_id(r),
            "name": f"{verb}{dst_name}",
            "comment": f"{src_name}{verb}{dst_name}",
            "source_object_type_id": object_type_id(src),
            "target_object_type_id": object_type_id(dst),
        })
    return KnowledgeNetwork.model_validate({
        "id": kn_id, "name": f"生成网络 {kn_id}",
        "comment": "a deterministic synthetic network for benchmarks",
        "object_types": types, "relation_types": relations,
    })


def _instance_rows(
    noun_suffixes: tuple[str, ...], start: int, count: int, rng: np.random.Generator
) -> list[dict[str, Any]]:
    """`count` rows with ids start.. start+count-1; vectorised draws, one cheap loop to join."""
    chars = NAME_CHARS
    lengths = rng.integers(1, 4, size=count)  # 1-3 characters before the suffix
    picks = rng.integers(0, len(chars), size=(count, 3))
    suffix = rng.integers(0, len(noun_suffixes), size=count)
    phrase_a = rng.integers(0, len(PHRASES), size=count)
    phrase_b = rng.integers(0, len(PHRASES), size=count)
    category = rng.integers(0, len(CATEGORIES), size=count)
    letters = rng.integers(0, 26, size=(count, 2))
    digits = rng.integers(0, 10_000, size=count)
    score = np.round(rng.random(count) * 100, 2)
    amount = rng.integers(0, 1000, size=count)
    missing = rng.random((count, 2)) < 0.05  # some nulls, as real data has
    rows = []
    for k in range(count):
        name = "".join(chars[c] for c in picks[k, : lengths[k]]) + noun_suffixes[suffix[k]]
        rows.append({
            "id": start + k,
            "name": name,
            "description": None if missing[k, 0] else f"{name}{PHRASES[phrase_a[k]]}，{PHRASES[phrase_b[k]]}",
            "category": CATEGORIES[category[k]],
            "code": f"{chr(65 + letters[k, 0])}{chr(65 + letters[k, 1])}-{digits[k]:04d}",
            "score": float(score[k]),
            "count": None if missing[k, 1] else int(amount[k]),
        })
    return rows


def build_generated_network(
    path: Path | str,
    *,
    instances: int = 1_000_000,
    relation_types: int = 10,
    object_types: int | None = None,
    edges_per_instance: float = 2.0,
    seed: int = 0,
    progress: ProgressFn | None = None,
) -> BuildReport:
    """Write a synthetic network to `path` (its id is the file's stem) and return the build report.

    Instances are spread evenly over the object types (ids 1..n per type); relation types over
    source types round-robin with random targets; `instances * edges_per_instance` edges are spread
    evenly over the relation types, with ends drawn from a skewed distribution so that some
    instances are hubs, as in real networks.
    """
    path = Path(path)
    kn_id = check_kn_id(path.stem)
    if instances < 1 or relation_types < 1 or edges_per_instance < 0:
        raise InvalidRequestError("instances and relation_types must be >= 1, edges_per_instance >= 0")
    n_types = object_types or default_object_types(relation_types)
    step: Callable[[str, float], None] = progress or (lambda _msg, _frac: None)
    started = time.perf_counter()
    rng = np.random.default_rng(seed)

    network = generated_schema(kn_id, n_types, relation_types, rng)
    builder = NetworkBuilder(network, source=f"bench/generate_network.py seed={seed}",
                             fingerprint=f"generated:{instances}:{relation_types}:{n_types}:{edges_per_instance}:{seed}")
    per_type = [instances // n_types + (1 if i < instances % n_types else 0) for i in range(n_types)]
    for i, ot in enumerate(network.object_types):
        if i % max(1, n_types // 10) == 0:
            step(f"generating instances ({i}/{n_types} object types)", 0.3 * i / n_types)
        builder.add_instances(ot.id, _instance_rows(TYPE_NOUNS[ot.tags[0]], 1, per_type[i], rng))

    step("generating edges", 0.3)
    total_edges = int(instances * edges_per_instance)
    per_relation = [total_edges // relation_types + (1 if r < total_edges % relation_types else 0)
                    for r in range(relation_types)]
    type_index = {ot.id: i for i, ot in enumerate(network.object_types)}
    for r, rel in enumerate(network.relation_types):
        n = per_relation[r]
        if n == 0 or not per_type[type_index[rel.source_object_type_id]] or not per_type[type_index[rel.target_object_type_id]]:
            continue
        src = _skewed_ids(rng, n, per_type[type_index[rel.source_object_type_id]])
        dst = _skewed_ids(rng, n, per_type[type_index[rel.target_object_type_id]])
        builder.add_edges(rel.id, zip(src.tolist(), dst.tolist()))

    def write_step(message: str, fraction: float) -> None:
        step(message, 0.35 + 0.65 * fraction)

    report = builder.write(path, progress=write_step)
    report.seconds = time.perf_counter() - started
    return report


def _skewed_ids(rng: np.random.Generator, size: int, population: int) -> np.ndarray:
    """Ids 1..population, lower ids drawn more often (a few hubs, a long tail)."""
    return (np.floor(population * rng.random(size) ** 2.0) + 1).astype(np.int64)


def main(argv: list[str] | None = None) -> int:
    from core.cli.output import whole_number

    parser = argparse.ArgumentParser(description="Build a synthetic knowledge network (SQLite file).")
    parser.add_argument("path", type=Path, help="output file, e.g. gen-100k.sqlite (its stem is the network id)")
    parser.add_argument("--instances", type=whole_number(1), default=100_000)
    parser.add_argument("--relation-types", type=whole_number(1), default=10)
    parser.add_argument("--object-types", type=whole_number(1), default=None)
    parser.add_argument("--edges-per-instance", type=float, default=2.0)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)

    def show(message: str, fraction: float) -> None:
        print(f"[{fraction:5.0%}] {message}", file=sys.stderr, flush=True)

    report = build_generated_network(
        args.path, instances=args.instances, relation_types=args.relation_types,
        object_types=args.object_types, edges_per_instance=args.edges_per_instance,
        seed=args.seed, progress=show,
    )
    print(f"{args.path}: {sum(report.instances.values()):,} instances, {sum(report.edges.values()):,} edges, "
          f"{len(report.instances)} object types, {len(report.edges)} relation types, "
          f"{report.size_bytes / 1e6:.1f} MB in {report.seconds:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
