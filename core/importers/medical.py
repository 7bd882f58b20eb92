"""The demo network `medical`, derived from the knowledge graph that ships with PyCMeKG.

PyCMeKG (MIT licence) packages CMeKG, a Chinese medical knowledge graph, as one pickle:
`{subject: {predicate: [object, ...]}}` with 27k subjects and 469 predicates, all plain strings.
Subjects carry no type, so this module derives one from their predicates, turns objects that name
things (symptoms, departments, checks, ingredients...) into instances of their own types, keeps
literal-like values (usage, storage, ICD-10 code...) as data properties, and writes the result with
`NetworkBuilder`.

Where the upstream `kn_medical` network has the same concept, its ids and property names are used
(`disease`/`disease_id`/`disease_name`, `symptom`, `checklist`, `department`, `drugs`, `bodypart`,
`alias`, `drug_class`, `drug_product_class`; `has_symptom`, `designated_to`, `checks`,
`has_complication`, `cures`, `shown_on`, `has_alias`, `is_a_level3`, `belongs_to`), so questions and
configurations written for `kn_medical` work here too.

How a subject gets its type (`classify_subject`): every subject kind lists the predicates it is
known by, each with a weight - 3 for a predicate that marks the kind on its own (ICD10, 成份, 界,
所属分类, 出处 ...), 2 for one that is typical of the kind but rarer or less specific (多发群体,
功能主治, 功效), 1 for one it shares with another kind (就诊科室 is used by diseases and check items,
主治 by drugs, medicinal materials and formulas), 0 for one every kind uses (别称). A subject takes
the kind with the highest sum over its predicates, so a check item that also lists 就诊科室 and
多发群体 stays a check item (8 to 6). Ties go to the first kind in `CLASSIFY_ORDER`, narrow kinds
before broad ones; a subject with no known predicate at all becomes a disease (`DEFAULT_KIND`).
In PyCMeKG 0.2.5, 60 of 27,403 subjects carry defining predicates of more than one kind (formulas
sold as patent medicines, check items with disease-like attributes, records of a plant merged with
a drug) and 24 are decided by a margin of 2 or less.

Predicates a subject's kind does not model go, with their values, into its `other_info` text, so no
data is dropped (107 subject-predicate entries in 0.2.5).

Names lose a quote or bracket at either end that nothing in them pairs with (`without_stray_marks`):
in 0.2.5, 26 ICD chapter names start with a lone `"`, and 17 other names carry marks such as 东山岛） or
】金银花. 34 such names are renamed; 9 whose plain name the network has too are merged into its instance
(the texts of both, each edge once). Ids keep the order of the names as written, so no other instance's
id moves.

Rebuilds: the file records a fingerprint (this module's source, the PyCMeKG version and the SQLite
layout version); `ensure_medical_network` rebuilds only when it differs, under a file lock so the
CLI and the explorer never build at the same time.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import importlib.util
import pickle
import sqlite3
from array import array
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping, Optional

import numpy as np
from pydantic import BaseModel, ConfigDict, StrictBool, ValidationError

from core.backends.sqlite_store import FORMAT_VERSION, BuildReport, NetworkBuilder, ProgressFn
from core.exceptions import BackendError, InvalidRequestError, StorageError, describe_validation_error
from core.home import network_path, networks_dir, one_at_a_time
from core.importers import ImportResult
from core.models.network import KnowledgeNetwork

KN_ID = "medical"
NETWORK_NAME = "医疗知识网络（PyCMeKG）"
NETWORK_COMMENT = (
    "由 PyCMeKG（MIT 许可）附带的中文医学知识图谱 CMeKG 派生的医疗知识网络：疾病及其症状、检查、科室、"
    "病因、并发症、发病部位、多发群体、治疗与可用药物；药物的成份、适应症、不良反应与分类；中药材的"
    "功效、主治与分布；方剂的组成与功用；检查项目的相关疾病与症状。主体原本不分类型，类型由其谓词推断；"
    "与上游 kn_medical 相同的概念沿用其对象类、属性与关系 ID。"
)
CMEKG_PACKAGE = "pyCMeKG"
CMEKG_DISTRIBUTION = "pycmekg"
CMEKG_RESOURCE = ("model", "cmekg.pkl")
ID_WIDTH = 6

# Operations per kind of property: names are what people search for (exact, substring, BM25 and
# vector similarity); ids are opaque codes; long texts are searched but not embedded.
NAME_OPERATIONS = [
    "==", "!=", "in", "not_in", "like", "not_like", "contain", "not_contain", "prefix",
    "exist", "not_exist", "match", "knn",
]
ID_OPERATIONS = ["==", "!=", "in", "not_in", "prefix", "exist", "not_exist"]
TEXT_OPERATIONS = [op for op in NAME_OPERATIONS if op != "knn"]

# Objects that say "nothing known" are not things; as entities they would join thousands of
# unrelated subjects (1,117 drugs list 不良反应 "尚不明确"). Literal properties keep them, since
# "禁忌：尚不明确" is information.
PLACEHOLDER_VALUES = frozenset(
    {"无", "不明", "不明确", "尚不明确", "尚未明确", "尚不明", "尚不清楚", "不清楚", "不详", "未知",
     "暂无", "详见说明书", "见说明书", "本品为复方制剂"}
)


# ----------------------------------------------------------------------------------------------
# Schema
# ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class TypeSpec:
    """An object type: its identity and name fields, and (for subject kinds) its text properties."""

    id: str
    name: str
    comment: str
    tags: tuple[str, ...]
    id_field: str
    id_label: str
    name_field: str
    name_label: str
    texts: tuple[tuple[str, str, str], ...] = ()  # (property, display name, comment)


@dataclass(frozen=True)
class RelationSpec:
    id: str
    name: str
    comment: str
    source: str
    target: str


OTHER_INFO = ("other_info", "其他信息", "本类主体上未单独建模的谓词，按“谓词：值”记录，保证数据不丢失")

OBJECT_TYPES: tuple[TypeSpec, ...] = (
    TypeSpec(
        "disease", "疾病", "疾病，包括 CMeKG 中的疾病主体及作为并发症、适应症、主治、相关疾病出现的疾病名",
        ("疾病", "病症"), "disease_id", "疾病编号", "disease_name", "疾病名称",
        texts=(
            ("disease_english_name", "疾病英文名", "疾病英文名"),
            ("icd_id", "国际疾病分类ID，这里采用的是ICD-10", "国际疾病分类ID，这里采用的是ICD-10"),
            ("age", "发病年龄段，表示发病年龄群体", "发病年龄段/多发群体，多个值以、分隔"),
            ("infection", "是否传染病，表示是否具有传染性或者传播途径", "是否传染病，表示是否具有传染性"),
            ("transmission", "传播途径", "传染病的传播途径"),
            ("treatment", "治疗方案", "治疗方式概述（治疗的值及手术治疗、药物治疗等所列的治疗方式），多个值以、分隔"),
            ("gender_tendency", "发病性别倾向", "发病性别倾向"),
            ("prevention", "预防", "预防措施"),
            ("prognosis", "预后状况", "预后状况"),
            ("pathological_type", "病理分型", "病理分型"),
            ("stage", "疾病分期", "疾病阶段或分期"),
            ("metastasis_route", "转移方式", "肿瘤的转移方式"),
            ("medical_history", "病史", "与诊断相关的病史"),
            ("tcm_disease_name", "中医病名", "对应的中医病名"),
            ("disease_category", "疾病分类", "疾病所属分类"),
            ("standard_hospital_stay", "标准住院时间", "临床路径的标准住院时间"),
            ("pathway_entry_criteria", "进入路径标准", "临床路径的进入标准"),
            ("treatment_selection_basis", "选择治疗方案的依据", "临床路径中选择治疗方案的依据"),
            ("discharge_criteria", "出院标准", "临床路径的出院标准"),
            ("insurance", "是否支持医保", "是否纳入医保"),
            ("diagnosis_basis", "诊断依据", "临床路径的诊断依据，按“项目：内容”记录"),
            ("preoperative_preparation", "术前准备", "临床路径的术前准备，按“项目：内容”记录"),
            ("surgery", "手术", "临床路径的手术信息（麻醉方式、术中用药、植入物等），按“项目：内容”记录"),
            ("postoperative_care", "术后住院", "临床路径的术后住院信息（时间、复查项目、术后用药），按“项目：内容”记录"),
            OTHER_INFO,
        ),
    ),
    TypeSpec("symptom", "症状", "症状、体征及药物不良反应的表现", ("症状", "表现", "体征"),
             "symptom_id", "症状ID", "symptom_name", "症状名"),
    TypeSpec("department", "科室", "科室", ("医疗科室", "科室"), "department_id", "科室ID", "department_name", "科室名"),
    TypeSpec(
        "checklist", "检查项目", "检查项目，包括 CMeKG 中的检查主体及疾病所列的检查", ("检查项", "检查项目"),
        "check_item_id", "检查项ID", "check_item_name", "检查项名称",
        texts=(
            ("check_category", "检查分类", "检查项目所属分类，如血、尿、X线、特殊检查"),
            ("english_name", "英文名称", "检查项目英文名称"),
            ("precautions", "注意事项", "检查注意事项"),
            OTHER_INFO,
        ),
    ),
    TypeSpec(
        "drugs", "药物", "药物（药品），包括 CMeKG 中的药品主体及疾病相关药物", ("药物", "药品"),
        "drug_id", "药物ID", "drug_name", "药物名",
        texts=(
            ("generic_name", "通用名", "药品通用名称"),
            ("trade_name", "商品名", "商品名/品牌名，多个值以、分隔"),
            ("english_or_latin_name", "英文名称拉丁名", "英文名称或拉丁名"),
            ("pinyin", "汉语拼音", "药品名汉语拼音"),
            ("otc_type", "OTC类型", "非处方药类型（甲类OTC、乙类OTC）"),
            ("drug_type", "药品类型", "药品类型，如处方药、OTC甲类、医保工伤用药、基本药物"),
            ("regulatory_grade", "药品监管分级", "药品监管分级，如国家基本用药、医保药品、精神药品"),
            ("special_drug", "特殊药品", "特殊管理药品类别，如兴奋剂、精神药品、麻醉药品"),
            ("prescription", "是否处方药", "是否处方药"),
            ("insurance", "是否纳入医保", "是否纳入医保"),
            ("dosage_form", "剂型", "剂型（Dosage Form），药品的给药形式（如片剂、胶囊、注射剂等）"),
            ("specification", "规格", "药品规格，指药品的含量、剂量或单位（如100mg、10ml等）"),
            ("usage_and_dosage", "用法用量", "用法用量"),
            ("storage", "贮藏", "贮藏条件"),
            ("appearance", "性状", "药品性状"),
            ("shelf_life", "有效期", "有效期"),
            ("contraindications", "禁忌", "禁忌"),
            ("precautions", "注意事项", "注意事项与警示语"),
            ("athlete_caution", "运动员慎用", "运动员慎用说明"),
            ("interactions", "药物相互作用", "药物相互作用"),
            ("functions_and_indications", "功能主治", "功能主治与功用（中成药）"),
            ("drug_approval_number", "批准文号", "国家药品监督管理局颁发的药品批准文号"),
            ("implementation_standard", "执行标准", "药品执行的标准，如《中国药典》"),
            ("atc_code", "ATC编码", "解剖学治疗学化学分类编码"),
            ("source_text", "出处", "方剂出处（由古方而来的中成药）"),
            OTHER_INFO,
        ),
    ),
    TypeSpec("bodypart", "身体部位", "身体部位：疾病的发病部位、转移部位与外侵部位", ("身体部位", "发病部位"),
             "bodypart_id", "身体部位ID", "bodypart_name", "身体部位名"),
    TypeSpec("alias", "别名", "别名：疾病、药物、中药材、方剂与检查项目的别称、又称与同义词", ("别名", "疾病别名", "别称"),
             "disease_alias_id", "别名ID", "disease_alias_name", "别名"),
    TypeSpec("cause", "病因", "病因与高危因素", ("病因", "病因学", "危险因素"), "cause_id", "病因ID", "cause_name", "病因名"),
    TypeSpec("population", "多发群体", "疾病多发的人群", ("多发群体", "人群", "发病人群"),
             "population_id", "人群ID", "population_name", "人群名"),
    TypeSpec("region", "地区", "地区：疾病的多发地区、中药材的分布区域与产地", ("地区", "分布区域", "产地"),
             "region_id", "地区ID", "region_name", "地区名"),
    TypeSpec("therapy", "治疗方法", "治疗方法：治疗方式、手术、辅助治疗、放疗与化疗方案", ("治疗", "治疗方法", "疗法"),
             "therapy_id", "治疗方法ID", "therapy_name", "治疗方法名"),
    TypeSpec("ingredient", "成份", "药物成份与方剂组成", ("成份", "成分", "组成"),
             "ingredient_id", "成份ID", "ingredient_name", "成份名"),
    TypeSpec("efficacy", "功效", "中药材的功效与方剂的功用", ("功效", "功用"), "efficacy_id", "功效ID", "efficacy_name", "功效名"),
    TypeSpec("drug_class", "药物用途分类", "药物用途分类", ("药物用途", "药物用途分类"),
             "drug_class_id", "类型编号", "drug_class_name", "药物类型名"),
    TypeSpec("drug_product_class", "药品分类", "药品分类，如中成药、抗病毒药、喹诺酮类", ("药品分类", "药品类别"),
             "drug_product_class_id", "药品分类主键ID", "drug_class", "药品分类名称"),
    TypeSpec(
        "medicinal_material", "中药材", "中药材：植物、动物与矿物药材，含分类学信息、性味、入药部位与采收",
        ("中药材", "中药", "药材"), "material_id", "药材ID", "material_name", "药材名",
        texts=(
            ("english_or_latin_name", "英文名称拉丁名", "拉丁学名、二名法学名或英文名"),
            ("chinese_scientific_name", "中文学名", "中文学名"),
            ("kingdom", "界", "生物分类：界"),
            ("phylum", "门", "生物分类：门"),
            ("class", "纲", "生物分类：纲"),
            ("order", "目", "生物分类：目"),
            ("family", "科", "生物分类：科"),
            ("genus", "属", "生物分类：属"),
            ("species", "种", "生物分类：种"),
            ("other_taxa", "其他分类阶元", "亚界、亚门、亚纲、超目、亚目、亚科、族、亚属、亚种等，按“阶元：名称”记录"),
            ("medicinal_part", "入药部位", "入药部位"),
            ("nature_and_flavor", "性味", "性味归经，多个值以、分隔"),
            ("toxicity", "毒性", "毒性"),
            ("dosage", "用量", "用量"),
            ("usage_and_dosage", "用法用量", "用法用量"),
            ("harvest_time", "采收时间", "采收、采集时间与加工"),
            ("storage", "贮藏", "贮藏条件"),
            ("contraindications", "禁忌", "禁忌"),
            ("physical_properties", "理化性质", "矿物药材的颜色、光泽、晶系、硬度、化学式等，按“性质：值”记录"),
            OTHER_INFO,
        ),
    ),
    TypeSpec(
        "formula", "方剂", "中医方剂：出处、组成、功用与主治", ("方剂", "中医方剂", "古方"),
        "formula_id", "方剂ID", "formula_name", "方剂名",
        texts=(
            ("source_text", "出处", "方剂出处"),
            ("formula_category", "方剂分类", "方剂分类，如解表剂—辛凉解表"),
            ("english_or_latin_name", "外文名", "外文名"),
            ("usage_and_dosage", "用法用量", "用法用量"),
            ("contraindications", "禁忌", "禁忌"),
            OTHER_INFO,
        ),
    ),
)

RELATION_TYPES: tuple[RelationSpec, ...] = (
    RelationSpec("has_symptom", "疾病症状", "疾病的常见症状、临床症状及体征", "disease", "symptom"),
    RelationSpec("designated_to", "分诊科室", "疾病的就诊（分诊）科室", "disease", "department"),
    RelationSpec("checks", "检查项", "诊断疾病所做的检查", "disease", "checklist"),
    RelationSpec("has_complication", "并发症", "疾病的并发症（含药物、手术或治疗引起的并发症）", "disease", "disease"),
    RelationSpec("cures", "可用药物", "治疗疾病可用的药物", "disease", "drugs"),
    RelationSpec("shown_on", "体征", "疾病的常见发病部位", "disease", "bodypart"),
    RelationSpec("has_alias", "别名", "疾病的别名、又称与同义词", "disease", "alias"),
    RelationSpec("caused_by", "病因", "疾病的病因（常见病因、遗传因素、诱发因素）", "disease", "cause"),
    RelationSpec("has_risk_factor", "高危因素", "增加疾病风险的因素", "disease", "cause"),
    RelationSpec("common_in", "多发群体", "疾病多发的人群", "disease", "population"),
    RelationSpec("prevalent_in", "多发地区", "疾病多发的地区", "disease", "region"),
    RelationSpec("treated_with", "治疗方法", "疾病的治疗方法、手术、辅助治疗与放化疗", "disease", "therapy"),
    RelationSpec("metastasizes_to", "转移部位", "肿瘤转移到的身体部位", "disease", "bodypart"),
    RelationSpec("invades", "外侵部位", "肿瘤向外侵犯的身体部位", "disease", "bodypart"),
    RelationSpec("is_subtype_of", "上位疾病", "疾病归属的上位疾病或疾病类别（下位关系反向记录）", "disease", "disease"),
    RelationSpec("related_disease", "相关疾病", "与疾病相关的其他疾病", "disease", "disease"),
    RelationSpec("differential_diagnosis", "鉴别诊断", "诊断时需要鉴别的疾病", "disease", "disease"),
    RelationSpec("indicated_for", "适应症", "药物适用（可治疗）的疾病或症状", "drugs", "disease"),
    RelationSpec("has_adverse_reaction", "不良反应", "药物可能引起的不良反应", "drugs", "symptom"),
    RelationSpec("has_ingredient", "成份", "药物所含成份", "drugs", "ingredient"),
    RelationSpec("is_a_level3", "用途分类", "药物的用途分类", "drugs", "drug_class"),
    RelationSpec("belongs_to", "药品分类", "药物所属的药品分类", "drugs", "drug_product_class"),
    RelationSpec("drug_has_alias", "药物别名", "药物的别称", "drugs", "alias"),
    RelationSpec("mainly_treats", "主治", "中药材主治的疾病或症状", "medicinal_material", "disease"),
    RelationSpec("has_efficacy", "功效", "中药材的功效", "medicinal_material", "efficacy"),
    RelationSpec("distributed_in", "分布区域", "中药材的分布区域与产地", "medicinal_material", "region"),
    RelationSpec("material_has_alias", "药材别名", "中药材的别称", "medicinal_material", "alias"),
    RelationSpec("composed_of", "组成", "方剂的组成药物", "formula", "ingredient"),
    RelationSpec("formula_has_efficacy", "功用", "方剂的功用", "formula", "efficacy"),
    RelationSpec("prescribed_for", "方剂主治", "方剂主治的疾病或证候", "formula", "disease"),
    RelationSpec("formula_has_alias", "方剂别名", "方剂的别称", "formula", "alias"),
    RelationSpec("check_for_disease", "检查相关疾病", "检查项目用于诊断的相关疾病", "checklist", "disease"),
    RelationSpec("check_for_symptom", "检查相关症状", "检查项目关联的症状", "checklist", "symptom"),
    RelationSpec("performed_by", "检查科室", "开展检查项目的科室", "checklist", "department"),
    RelationSpec("check_has_alias", "检查别名", "检查项目的又称、同义词与英文别称", "checklist", "alias"),
)


# ----------------------------------------------------------------------------------------------
# How predicates map onto the schema, per subject kind
# ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Link:
    """Objects become instances of the relation's far end; `reverse` when the subject is the
    relation's target (下位关系 lists the subject's subtypes)."""

    relation: str
    reverse: bool = False


@dataclass(frozen=True)
class Text:
    """Objects are joined into a text property; `labelled` keeps the predicate in front of the
    values ("亚纲：木兰亚纲") where several predicates share one property; `predicate_as_value`
    records the predicate itself (手术治疗 names a treatment modality, as upstream's `treatment`
    lists "手术治疗、药物治疗")."""

    prop: str
    joiner: str = "；"
    labelled: bool = False
    predicate_as_value: bool = False


@dataclass(frozen=True)
class Rule:
    weight: int
    targets: tuple[Link | Text, ...]


def _link(relation: str, weight: int = 0, *, reverse: bool = False) -> Rule:
    return Rule(weight, (Link(relation, reverse),))


def _text(prop: str, weight: int = 0, *, joiner: str = "；", labelled: bool = False) -> Rule:
    return Rule(weight, (Text(prop, joiner, labelled),))


@dataclass(frozen=True)
class SubjectKind:
    type_id: str
    rules: Mapping[str, Rule]
    # Predicate families written "项目_细项" (clinical pathways): the part after the prefix labels
    # the value inside one text property.
    prefixes: Mapping[str, Rule] = field(default_factory=dict)

    def rule_for(self, predicate: str) -> tuple[Rule | None, str]:
        """The rule for a predicate and the label its values carry in a labelled text."""
        rule = self.rules.get(predicate)
        if rule is not None:
            return rule, predicate
        for prefix, rule in self.prefixes.items():
            if predicate.startswith(prefix) and len(predicate) > len(prefix):
                return rule, predicate[len(prefix):]
        return None, predicate


_SYMPTOMS = _link("has_symptom", 3)
_CHECKS = _link("checks", 3)
_COMPLICATIONS = _link("has_complication", 3)
_CAUSES = _link("caused_by", 3)
_MODALITY = Text("treatment", "、", predicate_as_value=True)
_THERAPIES = Rule(3, (Link("treated_with"), _MODALITY))
_POPULATIONS = Rule(2, (Link("common_in"), Text("age", "、")))

DISEASE = SubjectKind(
    "disease",
    {
        "常见症状": _SYMPTOMS, "临床症状及体征": _SYMPTOMS, "侵及周围组织或转移的症状": _SYMPTOMS,
        "侵及周围组织转移的症状": _SYMPTOMS, "主要症状": _link("has_symptom", 1),
        "相关症状": _link("has_symptom"), "术后症状": _link("has_symptom", 1),
        "药物治疗后症状": _link("has_symptom", 1), "病症": _link("has_symptom", 1),
        "就诊科室": _link("designated_to", 1), "所属科室": _link("designated_to", 1),
        "专科分类": _link("designated_to", 1),
        "检查": _CHECKS, "影像学检查": _CHECKS, "实验室检查": _CHECKS, "辅助检查": _CHECKS,
        "内窥镜检查": _CHECKS, "组织学检查": _CHECKS, "其他检查": _CHECKS, "筛查": _CHECKS,
        "住院必检项目": _CHECKS, "辅助检查（属性描述：入院必检）": _CHECKS,
        "并发症": _COMPLICATIONS, "药物引起的并发症": _COMPLICATIONS,
        "手术引起的并发症": _COMPLICATIONS, "治疗引起的并发症": _COMPLICATIONS,
        "相关药物": _link("cures", 3), "药物治疗": Rule(3, (Link("cures"), _MODALITY)),
        "常见发病部位": _link("shown_on", 3), "发病部位": _link("shown_on", 3),
        "转移部位": _link("metastasizes_to", 3), "外侵部位": _link("invades", 3),
        "别称": _link("has_alias"), "又称": _link("has_alias"), "同义词": _link("has_alias"),
        "其他名称": _link("has_alias"), "英文别名": _link("has_alias", 2),
        "英文别称": _link("has_alias", 1),
        "常见病因": _CAUSES, "病因": _CAUSES, "主要病因": _CAUSES, "遗传因素": _CAUSES,
        "诱发因素": _CAUSES,
        "高危因素": _link("has_risk_factor", 3),
        "多发群体": _POPULATIONS, "发病人群": _POPULATIONS,
        "多发地区": _link("prevalent_in", 3),
        "治疗": Rule(3, (Link("treated_with"), Text("treatment", "、"))),
        "手术治疗": _THERAPIES, "辅助治疗": _THERAPIES, "放射治疗": _THERAPIES, "化疗": _THERAPIES,
        "放化疗治疗": _THERAPIES, "治疗方案": _link("treated_with", 3),
        "上位关系": _link("is_subtype_of", 3), "下位关系": _link("is_subtype_of", 3, reverse=True),
        "相关疾病": _link("related_disease"), "鉴别诊断": _link("differential_diagnosis", 3),
        "英文名称": _text("disease_english_name", 1), "外文名": _text("disease_english_name"),
        "英文名": _text("disease_english_name"), "英文": _text("disease_english_name"),
        "ICD10": _text("icd_id", 3, joiner="、"),
        "传染性": _text("infection", 3, joiner="、"), "传播途径": _text("transmission", 3, joiner="、"),
        "发病性别倾向": _text("gender_tendency", 3, joiner="、"),
        "预防": _text("prevention", 3), "预后状况": _text("prognosis", 3, joiner="、"),
        "病理分型": _text("pathological_type", 3, joiner="、"),
        "阶段": _text("stage", 3, joiner="、"), "疾病分期": _text("stage", 3, joiner="、"),
        "转移方式": _text("metastasis_route", 3, joiner="、"), "病史": _text("medical_history", 3),
        "中医病名": _text("tcm_disease_name", 3, joiner="、"),
        "疾病分类": _text("disease_category", 2, joiner="、"),
        "标准住院时间": _text("standard_hospital_stay", 3),
        "进入路径标准": _text("pathway_entry_criteria", 3),
        "选择治疗方案的依据": _text("treatment_selection_basis", 3),
        "出院标准": _text("discharge_criteria", 3),
        "是否进入医保": _text("insurance", 1, joiner="、"),
    },
    {
        "诊断依据_": _text("diagnosis_basis", 3, labelled=True),
        "术前准备_": _text("preoperative_preparation", 3, labelled=True),
        "手术_": _text("surgery", 3, labelled=True),
        "术后住院_": _text("postoperative_care", 3, labelled=True),
    },
)

_INDICATIONS = _link("indicated_for", 1)
DRUG = SubjectKind(
    "drugs",
    {
        "成份": _link("has_ingredient", 3), "组成": _link("has_ingredient", 1),
        "适应症": _link("indicated_for", 3), "主治": _INDICATIONS, "适应证": _INDICATIONS,
        "主要适用症": _INDICATIONS, "主要适用": _INDICATIONS, "特殊主治": _INDICATIONS,
        "不良反应": _link("has_adverse_reaction", 3), "用药后不良反应": _link("has_adverse_reaction", 3),
        "用途分类": _link("is_a_level3", 3), "分类": _link("belongs_to", 1),
        "别称": _link("drug_has_alias"), "其他名称": _link("drug_has_alias"),
        "通用名": _text("generic_name", 3, joiner="、"), "药品名称": _text("generic_name", 2, joiner="、"),
        "商品名": _text("trade_name", 3, joiner="、"),
        "英文名": _text("english_or_latin_name", 2), "外文名": _text("english_or_latin_name"),
        "英文": _text("english_or_latin_name"),
        "汉语拼音": _text("pinyin", 3, joiner="、"), "拼音": _text("pinyin", 1, joiner="、"),
        "OTC类型": _text("otc_type", 3, joiner="、"), "药品类型": _text("drug_type", 3, joiner="、"),
        "药品监管分级": _text("regulatory_grade", 3, joiner="、"),
        "特殊药品": _text("special_drug", 3, joiner="、"),
        "是否处方药": _text("prescription", 3, joiner="、"), "是否处方": _text("prescription", 3, joiner="、"),
        "是否纳入医保": _text("insurance", 3, joiner="、"), "是否进入医保": _text("insurance", 3, joiner="、"),
        "剂型": _text("dosage_form", 3, joiner="、"), "规格": _text("specification", 3),
        "用法用量": _text("usage_and_dosage", 1), "用量": _text("usage_and_dosage"),
        "服药方法": _text("usage_and_dosage", 1), "服药时间": _text("usage_and_dosage", 1),
        "贮藏": _text("storage", 1), "贮藏方式": _text("storage", 1),
        "性状": _text("appearance", 3), "有效期": _text("shelf_life", 3, joiner="、"),
        "禁忌": _text("contraindications", 1), "禁忌证": _text("contraindications", 1),
        "主要用药禁忌": _text("contraindications", 1),
        "注意事项": _text("precautions", 2), "警示语": _text("precautions", 3),
        "运动员慎用": _text("athlete_caution", 3),
        "药物相互作用": _text("interactions", 3),
        "功能主治": _text("functions_and_indications", 2), "功用": _text("functions_and_indications"),
        "功效": _text("functions_and_indications"), "功能": _text("functions_and_indications"),
        "作用": _text("functions_and_indications"),
        "批准文号": _text("drug_approval_number", 3, joiner="、"),
        "执行标准": _text("implementation_standard", 3),
        "ATC编码": _text("atc_code", 3, joiner="、"),
        "出处": _text("source_text"),
    },
)

_TAXON = _text("other_taxa", 3, labelled=True)
_MINERAL = _text("physical_properties", 2, labelled=True)
_HARVEST = _text("harvest_time", 3, joiner="、")
_DISTRIBUTION = _link("distributed_in", 3)
MEDICINAL_MATERIAL = SubjectKind(
    "medicinal_material",
    {
        "界": _text("kingdom", 3, joiner="、"), "门": _text("phylum", 3, joiner="、"),
        "纲": _text("class", 3, joiner="、"), "目": _text("order", 3, joiner="、"),
        "科": _text("family", 3, joiner="、"), "属": _text("genus", 3, joiner="、"),
        "种": _text("species", 3, joiner="、"),
        "亚界": _TAXON, "总门": _TAXON, "亚门": _TAXON, "亚纲": _TAXON, "超目": _TAXON,
        "亚目": _TAXON, "亚科": _TAXON, "族": _TAXON, "亚族": _TAXON, "亚属": _TAXON, "亚种": _TAXON,
        "拉丁学名": _text("english_or_latin_name", 3), "二名法": _text("english_or_latin_name", 3),
        "学名": _text("english_or_latin_name", 2), "英文名": _text("english_or_latin_name"),
        "外文名": _text("english_or_latin_name"),
        "中文学名": _text("chinese_scientific_name", 3, joiner="、"),
        "入药部位": _text("medicinal_part", 3, joiner="、"),
        "性味": _text("nature_and_flavor", 3, joiner="、"), "性味归经": _text("nature_and_flavor", 3, joiner="、"),
        "味": _text("nature_and_flavor", 1, joiner="、"), "性": _text("nature_and_flavor", 1, joiner="、"),
        "毒性": _text("toxicity", 3, joiner="、"), "用量": _text("dosage", 2),
        "用法用量": _text("usage_and_dosage", 1), "贮藏": _text("storage"), "禁忌": _text("contraindications"),
        "采收时间": _HARVEST, "采集时间": _HARVEST, "采收季节": _HARVEST, "采收": _HARVEST,
        "采集加工": _HARVEST,
        "颜色": _MINERAL, "光泽": _MINERAL, "透明度": _MINERAL, "晶系": _MINERAL, "条痕": _MINERAL,
        "比重": _MINERAL, "硬度": _MINERAL, "化学式": _MINERAL, "分子式": _MINERAL, "分子量": _MINERAL,
        "解离程度": _MINERAL, "CAS号": _MINERAL,
        "功效": _link("has_efficacy", 2), "功用": _link("has_efficacy"), "功能": _link("has_efficacy"),
        "作用": _link("has_efficacy"),
        "主治": _link("mainly_treats", 1), "主治病症": _link("mainly_treats", 1),
        "用于": _link("mainly_treats", 1),
        "分布区域": _DISTRIBUTION, "分布": _link("distributed_in", 2), "产地": _link("distributed_in", 2),
        "别称": _link("material_has_alias"), "其他名称": _link("material_has_alias"),
        "又称": _link("material_has_alias"),
    },
)

FORMULA = SubjectKind(
    "formula",
    {
        "出处": _text("source_text", 3, joiner="、"),
        "组成": _link("composed_of", 3), "成份": _link("composed_of"),
        "功用": _link("formula_has_efficacy", 3), "功效": _link("formula_has_efficacy", 1),
        "主治": _link("prescribed_for", 1), "适应症": _link("prescribed_for"),
        "分类": _text("formula_category", 1, joiner="、"),
        "别称": _link("formula_has_alias"),
        "外文名": _text("english_or_latin_name"),
        "用法用量": _text("usage_and_dosage"), "禁忌": _text("contraindications"),
    },
)

CHECK = SubjectKind(
    "checklist",
    {
        "所属分类": _text("check_category", 3, joiner="、"),
        "相关疾病": _link("check_for_disease", 2), "相关症状": _link("check_for_symptom", 2),
        "就诊科室": _link("performed_by", 1),
        "英文名称": _text("english_name", 1), "外文名": _text("english_name"),
        "又称": _link("check_has_alias", 1), "同义词": _link("check_has_alias"),
        "英文别称": _link("check_has_alias", 1), "别称": _link("check_has_alias"),
        "注意事项": _text("precautions"),
    },
)

SUBJECT_KINDS: tuple[SubjectKind, ...] = (DISEASE, DRUG, MEDICINAL_MATERIAL, FORMULA, CHECK)
# Tie-break: narrow kinds first (see the module docstring).
CLASSIFY_ORDER: tuple[str, ...] = ("checklist", "formula", "medicinal_material", "drugs", "disease")
# A subject none of whose predicates is known to any kind: CMeKG is disease-centred and most of its
# rare predicates belong to disease records, so that is the likeliest reading.
DEFAULT_KIND = "disease"

_KIND_BY_TYPE = {kind.type_id: kind for kind in SUBJECT_KINDS}
_TYPE_BY_ID = {spec.id: spec for spec in OBJECT_TYPES}
_RELATION_BY_ID = {spec.id: spec for spec in RELATION_TYPES}


# ----------------------------------------------------------------------------------------------
# Loading the pickle
# ----------------------------------------------------------------------------------------------
class _RefusedGlobal(pickle.UnpicklingError):
    pass


class _PlainDataUnpickler(pickle.Unpickler):
    """Refuses every global. The knowledge graph is dicts, lists and strings, which the pickle
    protocol builds with its own opcodes; a global (a class, a function such as os.system) is the
    one way a pickle runs code, so refusing all of them makes loading the file safe."""

    def find_class(self, module: str, name: str) -> Any:
        raise _RefusedGlobal(f"{module}.{name}")


def cmekg_path() -> Path:
    """Where the installed PyCMeKG keeps its pickle, found without importing the package (its
    own loader unpickles without restriction)."""
    spec = importlib.util.find_spec(CMEKG_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise BackendError(
            "the PyCMeKG package is not installed, so the medical network cannot be built",
            suggestion=f"install it with `pip install {CMEKG_DISTRIBUTION}`",
        )
    path = Path(next(iter(spec.submodule_search_locations))).joinpath(*CMEKG_RESOURCE)
    if not path.is_file():
        raise BackendError(
            f"PyCMeKG is installed but {path} is missing",
            suggestion=f"reinstall it with `pip install --force-reinstall {CMEKG_DISTRIBUTION}`",
        )
    return path


def cmekg_version() -> str:
    try:
        return importlib.metadata.version(CMEKG_DISTRIBUTION)
    except importlib.metadata.PackageNotFoundError:
        raise BackendError(
            "the PyCMeKG package is not installed, so the medical network cannot be built",
            suggestion=f"install it with `pip install {CMEKG_DISTRIBUTION}`",
        ) from None


def load_cmekg(path: Path | None = None) -> dict[str, dict[str, list[str]]]:
    """The knowledge graph as `{subject: {predicate: [object, ...]}}`, loaded without running code."""
    path = Path(path) if path is not None else cmekg_path()
    try:
        with open(path, "rb") as handle:
            data = _PlainDataUnpickler(handle).load()
    except _RefusedGlobal as exc:
        raise InvalidRequestError(
            f"{path}: refused to load the knowledge graph: it references the Python global {exc}, "
            "which could run code",
            suggestion="the file may only contain dicts, lists and strings; reinstall PyCMeKG",
        ) from None
    except OSError as exc:
        raise BackendError(f"{path}: cannot read the knowledge graph: {exc.strerror or exc}") from None
    except Exception as exc:  # truncated or foreign data: pickle raises many kinds of errors
        raise InvalidRequestError(
            f"{path}: not a readable knowledge-graph pickle ({type(exc).__name__}: {exc})",
            suggestion="reinstall PyCMeKG",
        ) from None
    _check_shape(data, path)
    return data


def _check_shape(data: Any, path: Path) -> None:
    expected = "expected {subject: {predicate: [object, ...]}} with strings throughout"
    if not isinstance(data, dict):
        raise InvalidRequestError(f"{path}: the knowledge graph is a {type(data).__name__}; {expected}")
    for subject, predicates in data.items():
        if not isinstance(subject, str) or not isinstance(predicates, dict):
            raise InvalidRequestError(f"{path}: subject {subject!r} is malformed; {expected}")
        for predicate, objects in predicates.items():
            if (not isinstance(predicate, str) or not isinstance(objects, list)
                    or not all(isinstance(o, str) for o in objects)):
                raise InvalidRequestError(
                    f"{path}: {subject!r} / {predicate!r} is malformed; {expected}"
                )


# ----------------------------------------------------------------------------------------------
# Deriving the network
# ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class SubjectClass:
    type_id: str
    scores: dict[str, int]


def classify_subject(predicates: Iterable[str]) -> SubjectClass:
    """The kind of a subject from its predicates (weights and tie-break: module docstring)."""
    scores = {kind.type_id: 0 for kind in SUBJECT_KINDS}
    for predicate in predicates:
        for type_id, weight in _predicate_weights(predicate):
            scores[type_id] += weight
    best = max(scores.values())
    if best == 0:
        return SubjectClass(DEFAULT_KIND, scores)
    winner = next(t for t in CLASSIFY_ORDER if scores[t] == best)
    return SubjectClass(winner, scores)


@lru_cache(maxsize=None)
def _predicate_weights(predicate: str) -> tuple[tuple[str, int], ...]:
    """(kind, weight) of every kind with a rule for the predicate; PyCMeKG has 469 predicates
    over 27k subjects, so each is worked out once."""
    out = []
    for kind in SUBJECT_KINDS:
        rule, _label = kind.rule_for(predicate)
        if rule is not None:
            out.append((kind.type_id, rule.weight))
    return tuple(out)


@dataclass
class DerivedNetwork:
    network: KnowledgeNetwork
    rows: dict[str, list[dict[str, Any]]]  # object type -> instances, in id order
    edges: dict[str, list[tuple[str, str]]]  # relation type -> (source id, target id), sorted
    subject_kinds: Counter = field(default_factory=Counter)


def build_schema() -> KnowledgeNetwork:
    """The network's schema in the KWeaver export shape."""
    object_types = []
    for spec in OBJECT_TYPES:
        props = [
            {"name": spec.id_field, "display_name": spec.id_label, "type": "varchar",
             "comment": spec.id_label, "condition_operations": ID_OPERATIONS},
            {"name": spec.name_field, "display_name": spec.name_label, "type": "varchar",
             "comment": spec.name_label, "condition_operations": NAME_OPERATIONS},
        ]
        props += [
            {"name": name, "display_name": display, "type": "varchar", "comment": comment,
             "condition_operations": TEXT_OPERATIONS}
            for name, display, comment in spec.texts
        ]
        object_types.append({
            "id": spec.id, "name": spec.name, "tags": list(spec.tags), "comment": spec.comment,
            "data_properties": props, "primary_keys": [spec.id_field], "display_key": spec.name_field,
        })
    sources = _relation_sources()
    relation_types = [
        {"id": spec.id, "name": spec.name, "tags": [],
         "comment": f"{spec.comment}（PyCMeKG 谓词：{'、'.join(sources[spec.id])}）",
         "source_object_type_id": spec.source, "target_object_type_id": spec.target}
        for spec in RELATION_TYPES
    ]
    return KnowledgeNetwork.model_validate({
        "id": KN_ID, "name": NETWORK_NAME, "comment": NETWORK_COMMENT,
        "tags": ["医疗", "医学知识图谱", "CMeKG", "PyCMeKG"],
        "object_types": object_types, "relation_types": relation_types, "action_types": [],
    })


def _relation_sources() -> dict[str, list[str]]:
    """Which predicates feed each relation (shown in its comment, so the schema documents itself)."""
    sources: dict[str, list[str]] = defaultdict(list)
    for kind in SUBJECT_KINDS:
        for predicate, rule in list(kind.rules.items()) + [(p + "*", r) for p, r in kind.prefixes.items()]:
            for target in rule.targets:
                if isinstance(target, Link) and predicate not in sources[target.relation]:
                    sources[target.relation].append(predicate)
    return sources


# a mark that opens or closes, and its counterpart
_PAIRED_MARKS = {'"': '"', "“": "”", "‘": "’", "「": "」", "《": "》", "(": ")", "（": "）", "[": "]", "【": "】"}
_CLOSING_MARKS = {close: open_ for open_, close in _PAIRED_MARKS.items()}


def without_stray_marks(name: str) -> str:
    """The name without a quote or bracket at either end that nothing in it pairs with: PyCMeKG's extraction left
    them from the text it cut the name out of ("乳房的疾患, 东山岛）, 】金银花, 咖啡因35mg"). Marks that pair
    (呈"鸭步", ALT（GPT）, 《医方类聚》引…) stay."""
    out = name
    while out:
        first, last = out[0], out[-1]
        if first in _PAIRED_MARKS and _unpaired(out, first, _PAIRED_MARKS[first]):
            out = out[1:].strip()
        elif last in _CLOSING_MARKS and _unpaired(out, _CLOSING_MARKS[last], last):
            out = out[:-1].strip()
        elif first in _CLOSING_MARKS and first != _CLOSING_MARKS[first] and _unpaired(out, _CLOSING_MARKS[first], first):
            out = out[1:].strip()
        else:
            return out
    return name  # nothing but marks: left as the source wrote it


def _unpaired(text: str, opening: str, closing: str) -> bool:
    """Whether `text` holds a mark of the pair that no other closes: an odd number of a mark that is its own
    counterpart ("), or opening and closing marks in unequal numbers."""
    if opening == closing:
        return text.count(opening) % 2 == 1
    return text.count(opening) != text.count(closing)


def _entity_name(value: str) -> str | None:
    name = value.strip()
    if not name or name in PLACEHOLDER_VALUES:
        return None
    return name


def derive_network(
    graph: Mapping[str, Mapping[str, list[str]]], *, progress: ProgressFn | None = None, consume: bool = False
) -> DerivedNetwork:
    """Type every subject, turn its predicates into properties and edges, and number instances.
    With `consume` each subject is removed from `graph` (a dict) once read, so the raw graph and
    what is derived from it are not both held whole (the import's peak memory)."""
    step = progress or (lambda _message, _fraction: None)
    # type -> instance name -> its number in order of first sight; an edge is kept as one
    # integer, source number << 32 | target number, appended with repeats and deduplicated when
    # the instances are numbered: a set of (name, name) tuples per relation held ~70 MB at the
    # import's peak, the integers 8 bytes a pair
    seen: dict[str, dict[str, int]] = defaultdict(dict)

    def number(type_id: str, name: str) -> int:
        known = seen[type_id]
        found = known.get(name)
        if found is None:
            found = known[name] = len(known)
        return found

    # type -> instance name -> property -> [(joiner, piece)]
    texts: dict[str, dict[str, dict[str, list[tuple[str, str]]]]] = defaultdict(
        lambda: defaultdict(lambda: defaultdict(list))
    )
    edges: dict[str, array] = defaultdict(lambda: array("q"))
    kinds: Counter = Counter()
    total = max(1, len(graph))
    for n, subject in enumerate(sorted(graph)):
        if n % 5000 == 0:
            step("deriving types and relations", n / total)
        predicates = graph.pop(subject) if consume else graph[subject]  # type: ignore[attr-defined]
        subject_name = subject.strip()
        if not subject_name:
            continue
        kind = _KIND_BY_TYPE[classify_subject(predicates).type_id]
        kinds[kind.type_id] += 1
        subject_number = number(kind.type_id, subject_name)
        own_texts = texts[kind.type_id][subject_name]
        for predicate, objects in predicates.items():
            rule, label = kind.rule_for(predicate)
            if rule is None:
                _append_text(own_texts, Text(OTHER_INFO[0], labelled=True), label, objects)
                continue
            for target in rule.targets:
                if isinstance(target, Text):
                    _append_text(own_texts, target, label, objects)
                    continue
                relation = _RELATION_BY_ID[target.relation]
                far_type = relation.source if target.reverse else relation.target
                for value in objects:
                    other = _entity_name(value)
                    if other is None:
                        continue
                    if other == subject_name and far_type == kind.type_id:
                        continue  # "X is a complication of X" says nothing
                    other_number = number(far_type, other)
                    edges[relation.id].append(
                        other_number << 32 | subject_number if target.reverse else subject_number << 32 | other_number
                    )
    step("numbering instances", 1.0)
    # each type's ids are given in name order; `position[type][n]` is the id position of its instance
    # numbered n at first sight
    ids: dict[str, dict[str, str]] = {}
    id_lists: dict[str, list[str]] = {}
    position: dict[str, np.ndarray] = {}
    # A name written with a stray mark ("乳房的疾患) is the instance of its name without it; where the network has
    # that name too (】金银花 and 金银花) the two are one instance, under the name's id (two names with stray marks
    # and no such name: under the first's in name order). Ids are still numbered in
    # the order of the names as written, so every other instance keeps its id, and an instance merged into
    # another leaves its number unused.
    for type_id, known in seen.items():
        names = list(known)
        order = sorted(range(len(names)), key=names.__getitem__)
        id_lists[type_id] = [f"{type_id}_{i:0{ID_WIDTH}d}" for i in range(1, len(names) + 1)]
        ids[type_id] = {names[number]: iid for number, iid in zip(order, id_lists[type_id])}
        position[type_id] = np.empty(len(names), dtype=np.int64)
        position[type_id][order] = np.arange(len(names), dtype=np.int64)
        holder: dict[str, str] = {}  # a name without its stray marks -> the name as written its instance keeps
        for number in order:
            name = names[number]
            clean = without_stray_marks(name)
            if clean == name:
                continue
            kept = clean if clean in known else holder.setdefault(clean, name)
            if kept != name:
                position[type_id][number] = position[type_id][known[kept]]
                merged = texts.get(type_id, {}).pop(name, None)
                if merged:
                    _merge_texts(texts[type_id][kept], merged)
                del ids[type_id][name]
    seen.clear()  # the ids' keys are the same strings (the closure above keeps the dict itself)
    rows: dict[str, list[dict[str, Any]]] = {}
    for spec in OBJECT_TYPES:
        type_ids = ids.get(spec.id, {})
        type_texts = texts.pop(spec.id, {})
        out = []
        for name, iid in type_ids.items():
            row: dict[str, Any] = {spec.id_field: iid, spec.name_field: without_stray_marks(name)}
            for prop, pieces in type_texts.get(name, {}).items():
                row[prop] = _join(pieces)
            out.append(row)
        rows[spec.id] = out
    empty = np.zeros(0, dtype=np.int64)
    edge_ids = {}
    for spec in RELATION_TYPES:
        numbers = np.frombuffer(edges.pop(spec.id, array("q")), dtype=np.int64)
        # the pairs renumbered in id order and deduplicated: sorted as the (source id, target id) tuples
        # are, the ids being fixed-width numbers (a type of 10**ID_WIDTH instances or more is sorted as text)
        src_ids, dst_ids = id_lists.get(spec.source, []), id_lists.get(spec.target, [])
        keys = np.unique(position.get(spec.source, empty)[numbers >> 32] << 32
                         | position.get(spec.target, empty)[numbers & 0xFFFFFFFF])
        if spec.source == spec.target:  # an edge between a merged name and its instance says nothing
            keys = keys[(keys >> 32) != (keys & 0xFFFFFFFF)]
        pairs = [(src_ids[key >> 32], dst_ids[key & 0xFFFFFFFF]) for key in keys.tolist()]
        edge_ids[spec.id] = pairs if max(len(src_ids), len(dst_ids)) < 10**ID_WIDTH else sorted(pairs)
    return DerivedNetwork(network=build_schema(), rows=rows, edges=edge_ids, subject_kinds=kinds)


def _append_text(store: dict[str, list[tuple[str, str]]], target: Text, label: str, objects: list[str]) -> None:
    """Add a predicate's values to a property; each piece keeps the joiner that goes before it, so
    short lists read "儿童、老人" and sentences "口服；一次1粒" once joined."""
    values = [label] if target.predicate_as_value else [v.strip() for v in objects if v.strip()]
    if not values:
        return
    pieces = store[target.prop]
    if target.labelled:
        piece = f"{label}：{'、'.join(dict.fromkeys(values))}"
        if ("；", piece) not in pieces:
            pieces.append(("；", piece))
        return
    seen = {text for _, text in pieces}
    for value in values:
        if value not in seen:
            seen.add(value)
            pieces.append((target.joiner, value))


def _merge_texts(into: dict[str, list[tuple[str, str]]], other: dict[str, list[tuple[str, str]]]) -> None:
    """Add another record's property pieces to a record's, each piece once (as `_append_text` keeps them)."""
    for prop, pieces in other.items():
        have = into[prop]
        for piece in pieces:
            if piece not in have and all(text != piece[1] for _, text in have):
                have.append(piece)


def _join(pieces: list[tuple[str, str]]) -> str:
    out = pieces[0][1]
    for joiner, text in pieces[1:]:
        out += joiner + text
    return out


# ----------------------------------------------------------------------------------------------
# Building the file, once per importer version
# ----------------------------------------------------------------------------------------------
def current_fingerprint() -> str:
    """Changes when this importer, the PyCMeKG data or the file layout changes."""
    digest = hashlib.sha256()
    digest.update(Path(__file__).read_bytes())
    digest.update(f"\0pycmekg={cmekg_version()}\0format={FORMAT_VERSION}".encode())
    return digest.hexdigest()


def stored_fingerprint(path: Path) -> str | None:
    """The fingerprint a network file was built with; None when there is no readable file."""
    if not path.is_file():
        return None
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            row = conn.execute("SELECT value FROM meta WHERE key = 'fingerprint'").fetchone()
        finally:
            conn.close()
    except sqlite3.Error:
        return None  # damaged or foreign: rebuilding replaces it
    return row[0] if row else None


def medical_network_current(directory: Path | None = None) -> bool:
    """True when `directory` (default: the networks dir) holds the demo network built by this
    importer version: what `ensure_medical_network` checks before building. False also for a
    directory that is not one (`ensure_medical_network` says what is wrong with it)."""
    try:
        path = network_path(KN_ID, directory)
    except (TypeError, ValueError, OSError, StorageError):
        return False
    return stored_fingerprint(path) == current_fingerprint()


class _EnsureRequest(BaseModel):
    model_config = ConfigDict(arbitrary_types_allowed=True)

    directory: Optional[Path] = None
    progress: Optional[Callable[[str, float], Any]] = None
    force: StrictBool = False


def ensure_medical_network(
    directory: Path | None = None, *, progress: ProgressFn | None = None, force: bool = False
) -> ImportResult:
    """Build `medical.sqlite` in `directory` (default: the networks dir) when it is missing or was
    built by another importer version; otherwise return at once with `built=False`."""
    try:
        request = _EnsureRequest(directory=directory, progress=progress, force=force)
    except ValidationError as exc:
        raise InvalidRequestError(describe_validation_error(exc, "ensure_medical_network")) from None
    return _ensure(request)


def _ensure(request: _EnsureRequest) -> ImportResult:
    directory = request.directory or networks_dir()
    directory.mkdir(parents=True, exist_ok=True)
    path = network_path(KN_ID, directory)
    step = request.progress or (lambda _message, _fraction: None)
    fingerprint = current_fingerprint()
    if not request.force and stored_fingerprint(path) == fingerprint:
        return ImportResult(kn_id=KN_ID, path=path, built=False)
    with one_at_a_time(directory / f"{KN_ID}.sqlite.lock", "build the medical network",
                       lambda: step("waiting for another process that is building the medical network", 0.0)):
        # Another process may have finished the same build while this one waited for the lock.
        if not request.force and stored_fingerprint(path) == fingerprint:
            return ImportResult(kn_id=KN_ID, path=path, built=False)
        report = _build(path, fingerprint, step)
    return ImportResult(kn_id=KN_ID, path=path, built=True, report=report)


def _build(path: Path, fingerprint: str, step: ProgressFn) -> BuildReport:
    step("loading the PyCMeKG knowledge graph", 0.0)
    graph = load_cmekg()
    derived = derive_network(graph, progress=lambda msg, frac: step(msg, 0.05 + 0.15 * frac), consume=True)
    del graph
    builder = NetworkBuilder(
        derived.network, source=f"PyCMeKG {cmekg_version()} (MIT)", fingerprint=fingerprint
    )
    # Handed over one list at a time and dropped, so the derived rows are not held twice while
    # the file is written (the peak memory of the import).
    for type_id in list(derived.rows):
        builder.add_instances(type_id, derived.rows.pop(type_id))
    for relation_id in list(derived.edges):
        builder.add_edges(relation_id, derived.edges.pop(relation_id))
    del derived
    return builder.write(path, progress=lambda msg, frac: step(msg, 0.2 + 0.8 * frac))
