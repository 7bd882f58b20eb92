"""Entity linking, intent-aware relation ranking and node hygiene, on real network files."""

from __future__ import annotations

import json

import pytest

from core.importers.hygiene import fragment_reasons, hygiene_report, stored_report
from core.search.config import RetrievalConfig
from core.search.intent import IntentRanker, mask_spans
from core.search.linking import EntityLinker
from core.search.name_dictionary import DictionaryCache
from core.search.service import kn_search
from kn_search_support import build_backend, debug_search, network, object_type, relation
from ui.keywords import NameHit, object_type_hint, suggest_keywords

ALIAS_PROP = {"name": "drug_trade_name", "display_name": "商品名", "type": "varchar",
              "condition_operations": ["==", "match", "contain"]}


@pytest.fixture(scope="module")
def clinic(tmp_path_factory):
    """Diseases with aliases (a relation), drugs with trade names (a property), same names in
    several types, a near-duplicate (糖尿病足), fragments among the symptoms."""
    spec = network("linkdemo", [
        object_type("disease", "疾病", tags=["病症"]),
        object_type("symptom", "症状", tags=["表现"]),
        object_type("department", "科室"),
        object_type("alias", "别名", tags=["别称"]),
        object_type("drugs", "药物", [ALIAS_PROP]),
        object_type("efficacy", "功效"),
        object_type("material", "中药材"),
        object_type("cause", "病因"),
    ], [
        relation("has_symptom", "疾病症状", "disease", "symptom", "疾病的常见症状"),
        relation("designated_to", "分诊科室", "disease", "department", "疾病的就诊科室"),
        relation("has_alias", "别名", "disease", "alias", "疾病的别名"),
        relation("cures", "可用药物", "disease", "drugs", "治疗疾病可用的药物"),
        relation("has_adverse_reaction", "不良反应", "drugs", "symptom", "药物可能引起的不良反应"),
        relation("has_efficacy", "功效", "material", "efficacy", "中药材的功效、功能"),
        relation("caused_by", "病因", "disease", "cause", "疾病的病因"),
        relation("unused", "编码", "cause", "cause", ""),
    ])
    instances = {
        "disease": ["糖尿病", "糖尿病足", "突发性耳聋", "胃肠道功能紊乱", "流行性感冒"],
        "symptom": ["口渴", "多尿", "耳鸣", "腹胀", "糖尿病", "的临床表现是少尿", "头晕"],
        "department": ["内分泌科", "耳鼻喉科", "消化内科", "儿科"],
        "alias": ["突聋", "流感"],
        "drugs": [{"drugs_id": "drugs1", "drugs_name": "二甲双胍片", "drug_trade_name": "格华止、美迪康"}],
        "efficacy": ["调节胃肠功能"],
        "material": ["人参"],
        "cause": ["糖尿病", "危险因素"],
    }
    edges = {
        "has_symptom": [("disease1", "symptom1"), ("disease1", "symptom2"), ("disease1", "symptom6"),
                        ("disease3", "symptom3"), ("disease4", "symptom4"), ("disease1", "symptom7")],
        "designated_to": [("disease1", "department1"), ("disease3", "department2"), ("disease4", "department3")],
        "has_alias": [("disease3", "alias1"), ("disease5", "alias2")],
        "cures": [("disease1", "drugs1")],
        "caused_by": [("disease2", "cause1")],
        "has_efficacy": [("material1", "efficacy1")],
    }
    return build_backend(tmp_path_factory.mktemp("linkdemo"), spec, instances, edges)


def link(backend, question, **kwargs):
    return EntityLinker().link(backend, "linkdemo", question, **kwargs)


# ----------------------------------------------------------------------------------------------
# Node hygiene
# ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["的临床表现是少尿", "用于治疗胃炎", "危险因素", "如有需要", "其他症状",
                                  "发生原因是多方面的", "儿科；呼吸科", "肿物常见的部位为大阴唇",
                                  "应注意继发的肺部感染", "需减少流血或止血的各种医疗情况", "应用免疫抑制剂",
                                  "应当尽早手术治疗", "应予以手术", "应以手术治疗为主", "需用药物控制",
                                  # the characters that open names below stay particles in other openings
                                  "了解多疑心理产生原因", "即使大剂量、长期使用亦很少有不良反应", "被动屈膝或蹲起时加重",
                                  "被他人伤害", "即乳食不下"])
def test_fragments_are_flagged(name):
    assert fragment_reasons(name)


@pytest.mark.parametrize("name", ["糖尿病", "糖尿病足", "进行性消瘦", "如意珍宝丸", "因力达", "口粘膜色素沉着",
                                  "acute promyelocytic leukaemia", "治疗", "上气道梗阻", "脑电图检查",
                                  "应激性溃疡", "应力性骨折", "应激性心肌病",
                                  # a particle's character opening a word that begins names (了哥王, 即刻, 被害, 被迫, 被膜)
                                  "了哥王子", "了哥王片", "即刻产后出血", "即早基因检测", "即时尿液", "被害妄想症",
                                  "被迫害妄想症", "被迫体位", "被膜下肝破裂"])
def test_names_are_not_flagged(name):
    assert fragment_reasons(name) == []


def test_a_report_stored_under_other_rules_is_not_read():
    from core.importers.hygiene import META_KEY, RULES_VERSION

    current = {"rules": "core.importers.hygiene", "rules_version": RULES_VERSION, "per_type": {}, "fragments": 0}
    assert stored_report({META_KEY: json.dumps(current)}) == current
    # a file imported before a rule changed (no version, or another) says what retrieval no longer flags
    assert stored_report({META_KEY: json.dumps({**current, "rules_version": RULES_VERSION - 1})}) is None
    assert stored_report({META_KEY: json.dumps({"rules": "core.importers.hygiene", "per_type": {}})}) is None
    assert stored_report({META_KEY: "[1, 2]"}) is None


def test_import_records_fragment_counts_per_type(clinic):
    report = stored_report(clinic.open("linkdemo").meta)
    assert report["per_type"]["symptom"]["fragments"] == 1
    assert report["per_type"]["symptom"]["examples"] == ["的临床表现是少尿"]
    assert report["per_type"]["cause"]["reasons"] == {"generic": 1}
    assert report["per_type"]["disease"]["fragments"] == 0 and report["fragments"] == 2
    assert hygiene_report(clinic.get_network("linkdemo"), {"symptom": [{"symptom_name": "用于治疗胃炎"}]}
                          )["per_type"]["symptom"]["reasons"] == {"verb_phrase": 1}


# ----------------------------------------------------------------------------------------------
# Linking
# ----------------------------------------------------------------------------------------------
def test_alias_relation_is_followed_to_the_canonical_instance(clinic):
    result = link(clinic, "突聋挂什么科")
    entity = result.entities[0]
    assert (entity.mention, entity.object_type_id, entity.instance_name) == ("突聋", "disease", "突发性耳聋")
    assert entity.via == "alias_relation:has_alias" and not entity.exact
    assert result.trace["dictionary"]["alias_relations"] == ["has_alias"]


def test_alias_property_values_link_to_their_instance(clinic):
    entity = link(clinic, "美迪康有什么不良反应").entities[0]
    assert (entity.instance_name, entity.via) == ("二甲双胍片", "alias_property:drug_trade_name")


def test_longest_match_wins_and_shorter_forms_are_shadowed(clinic):
    result = link(clinic, "糖尿病足有哪些症状")
    assert [e.instance_name for e in result.entities] == ["糖尿病足"]
    assert "糖尿病" in result.trace["shadowed"]


def test_schema_words_ask_for_a_type_and_are_not_linked(clinic):
    result = link(clinic, "儿科有哪些别名")
    assert [e.instance_name for e in result.entities] == ["儿科"]
    assert {"form": "别名", "reason": "schema word"} not in result.trace["skipped"]  # no instance 别名
    assert link(clinic, "病因有哪些").entities == []


def test_type_is_chosen_by_the_question_intent_and_alternatives_stay_listed(clinic):
    ranker = IntentRanker(word_vectors=False)
    net = clinic.get_network("linkdemo")

    def intent(spans):
        return ranker.intent_by_type("糖尿病吃什么药物", net, net.relation_types, spans)

    entity = link(clinic, "糖尿病吃什么药物", intent_by_type=intent).entities[0]
    assert entity.object_type_id == "disease"
    assert {a["object_type_id"] for a in entity.alternatives} == {"symptom", "cause"}


def test_generic_filler_names_are_not_linked(clinic):
    result = link(clinic, "危险因素有哪些")
    assert result.entities == []
    assert {"form": "危险因素", "reason": "generic word (hygiene)"} in result.trace["skipped"]


def test_dictionary_is_cached_in_memory_and_on_disk(clinic, tmp_path):
    cache = DictionaryCache(directory=tmp_path)
    _, first = cache.get(clinic, "linkdemo")
    _, second = cache.get(clinic, "linkdemo")
    _, third = DictionaryCache(directory=tmp_path).get(clinic, "linkdemo")
    assert (first, second, third) == ("built", "memory", "disk")
    assert len(list(tmp_path.glob("linkdemo-*.arrays"))) == 1


def test_writing_a_dictionary_removes_the_same_networks_earlier_builds_only(clinic, tmp_path):
    import hashlib

    where = hashlib.sha256(clinic.data_location("linkdemo").encode()).hexdigest()[:12]
    stale = [tmp_path / f"linkdemo-{where}-1700000000.0:999-v7.pickle",
             tmp_path / f"linkdemo-{where}-1700000000.0:999-v8.arrays"]
    kept = [tmp_path / f"linkdemo-{'0' * 12}-1700000000.0:999-v9.arrays",  # another data location
            tmp_path / f"other-{where}-1700000000.0:999-v9.arrays",  # another network
            tmp_path / f"linkdemo-{where}-notes.txt"]  # not a dictionary file
    for path in stale + kept:
        path.write_bytes(b"old")
    _, origin = DictionaryCache(directory=tmp_path).get(clinic, "linkdemo")
    assert origin == "built"
    current = list(tmp_path.glob(f"linkdemo-{where}-*.arrays"))
    assert len(current) == 1 and current[0] not in stale
    assert not any(path.exists() for path in stale)
    assert all(path.exists() for path in kept)
    _, origin = DictionaryCache(directory=tmp_path).get(clinic, "linkdemo")
    assert origin == "disk"


def test_dictionary_finds_every_form_in_a_question_and_reads_back_from_disk(clinic, tmp_path):
    """Every (start, end, form) a brute-force scan of all substrings finds, by end then longest
    first; the entries of each form; the same from the cached file (plain data only)."""
    from core.search.name_dictionary import Dictionary

    dictionary, _ = DictionaryCache(directory=tmp_path).get(clinic, "linkdemo")
    forms = set(dictionary.forms.keys())
    assert forms and all(dictionary.indices(f) for f in forms)
    questions = ["糖尿病足和糖尿病有什么区别", "突聋挂什么科", "", "xyz", "流感流感"] + sorted(forms)[:20]
    for text in questions:
        expected = sorted(((i, j, text[i:j]) for i in range(len(text)) for j in range(i + 1, len(text) + 1)
                           if text[i:j] in forms), key=lambda m: (m[1], m[0]))
        assert dictionary.find(text) == expected, text
    again = DictionaryCache(directory=tmp_path)._read(next(tmp_path.glob("linkdemo-*.arrays")))
    assert isinstance(again, Dictionary)
    for f in forms:
        assert again.indices(f) == dictionary.indices(f)
    assert again.indices("no such form") == ()
    assert [again.entry(i) for i in range(len(again))] == [dictionary.entry(i) for i in range(len(dictionary))]


def test_bad_link_request_names_the_problem(clinic):
    from core.exceptions import InvalidRequestError

    with pytest.raises(InvalidRequestError, match="question"):
        EntityLinker().link(clinic, "linkdemo", "   ")


# ----------------------------------------------------------------------------------------------
# Relation ranking
# ----------------------------------------------------------------------------------------------
def search(backend, question, **config):
    return kn_search(backend, {"query": question, "kn_id": "linkdemo", "debug": True,
                               "retrieval_config": {"concept_retrieval": config} if config else None})


def test_entity_words_do_not_leak_into_relation_scoring(clinic):
    response = search(clinic, "胃肠道功能紊乱有哪些症状")
    assert response.relation_types[0].concept_id == "has_symptom"
    assert response.trace["concepts"]["rerank"]["intent"]["masked_query"] == "□有哪些症状"
    efficacy = next(d for d in response.trace["concepts"]["rerank"]["documents"] if d["relation_type_id"] == "has_efficacy")
    assert efficacy["signals"]["text"] == 0.0  # 功能 of the entity no longer votes for 功效、功能


def test_one_character_intent_words_count(clinic):
    response = search(clinic, "突聋挂什么科")
    top = response.relation_types[0]
    assert top.concept_id == "designated_to" and top.signals["unigram"] > 0
    documents = {d["relation_type_id"]: d for d in response.trace["concepts"]["rerank"]["documents"]}
    assert "科" in documents["designated_to"]["matched"]["unigrams"]


def test_relations_without_signal_say_so(clinic):
    response = search(clinic, "突聋挂什么科", top_k=8)
    by_id = {r.concept_id: r for r in response.relation_types}
    assert by_id["unused"].score == 0.0 and by_id["unused"].score_source == "none"
    assert "unused" in response.trace["concepts"]["rerank"]["no_signal"]
    assert by_id["designated_to"].score_source == "intent"
    assert set(by_id["designated_to"].signals) >= {"text", "unigram", "semantic", "type"}


def test_semantic_signal_comes_from_packaged_word_vectors():
    from core.models.network import KnowledgeNetwork

    net = KnowledgeNetwork.model_validate(network("sem", [object_type("drugs", "药物"), object_type("symptom", "症状")], [
        relation("adverse", "不良反应", "drugs", "symptom"), relation("made_of", "成份", "drugs", "symptom")]))
    scores = IntentRanker().score("副作用", net, net.relation_types)
    assert scores.trace["semantic"]["available"]
    assert scores.signals[0]["semantic"] > scores.signals[1]["semantic"]
    assert scores.signals[0]["text"] == 0.0  # no shared characters: only the vectors see it


def test_mask_spans_keeps_the_rest_of_the_question():
    assert mask_spans("突聋挂什么科", [(0, 2)]) == "□挂什么科"
    assert mask_spans("abc", []) == "abc"


# ----------------------------------------------------------------------------------------------
# Nodes
# ----------------------------------------------------------------------------------------------
def test_exact_name_beats_same_name_of_other_types_and_near_duplicates(clinic):
    response = search(clinic, "糖尿病有哪些症状")
    names = [(n.instance_name, n.object_type_id) for n in response.nodes]
    assert names[0] == ("糖尿病", "disease")
    assert response.nodes[0].score_source == "linked_name" and response.nodes[0].linked_mention == "糖尿病"
    assert response.linked_entities[0].instance_id == "disease-disease1"
    same_name = [i for i, n in enumerate(names) if n[0] == "糖尿病" and n[1] != "disease"]
    if ("糖尿病足", "disease") in names:
        assert all(i < names.index(("糖尿病足", "disease")) for i in same_name)


def test_alias_question_puts_the_canonical_instance_first(clinic):
    response = search(clinic, "流感有哪些症状")
    assert (response.nodes[0].instance_name, response.nodes[0].score_source) == ("流行性感冒", "linked_alias")


def test_fragments_are_ranked_down_and_marked(clinic):
    response = kn_search(clinic, {"query": "临床表现是少尿", "kn_id": "linkdemo"})
    fragment = next(n for n in response.nodes if n.instance_name == "的临床表现是少尿")
    assert fragment.fragment_reasons == ["particle_start"] and fragment.signals["fragment_factor"] == 0.5


def test_trace_gives_the_filter_that_dropped_each_candidate(clinic):
    response = kn_search(clinic, {"query": "糖尿病", "kn_id": "linkdemo", "debug": True, "retrieval_config": {
        "concept_retrieval": {"enable_entity_linking": False},
        "semantic_instance_retrieval": {"per_type_instance_limit": 1, "min_direct_relevance": 0.0}}})
    disease = next(t for t in response.trace["instances"]["per_type"] if t["object_type_id"] == "disease")
    reasons = {d["instance"]: d.get("dropped_by") for d in disease["decisions"]}
    assert reasons["糖尿病"] is None and reasons["糖尿病足"] == "per_type_instance_limit"
    assert disease["dropped"] == {"per_type_instance_limit": sum(r is not None for r in reasons.values())}


# ----------------------------------------------------------------------------------------------
# Config and keyword suggestions
# ----------------------------------------------------------------------------------------------
def test_fields_never_honoured_are_gone_but_old_presets_load():
    config = RetrievalConfig.from_dict({"concept_retrieval": {"skip_llm": True, "return_union": True, "top_k": 4},
                                        "semantic_instance_retrieval": {"semantic_field_rerank_batch_size": 9}})
    assert config.concept_retrieval.top_k == 4
    assert "skip_llm" not in json.dumps(config.to_dict())


def test_semantic_field_keep_limits_the_searched_fields(clinic):
    wide = [{"name": f"f{i}", "display_name": f"字段{i}", "type": "varchar", "condition_operations": ["match"]}
            for i in range(12)]
    from core.models.network import KnowledgeNetwork
    from core.search.config import SemanticInstanceRetrievalConfig
    from core.search.instances import searchable_fields, select_fields

    ot = KnowledgeNetwork.model_validate(network("w", [object_type("t", "表", wide)])).object_types[0]
    trace: dict = {}
    cfg = SemanticInstanceRetrievalConfig(semantic_field_keep_ratio=0.2, semantic_field_keep_min=3,
                                          semantic_field_keep_max=4)
    kept = select_fields(ot, searchable_fields(ot), "字段7", cfg, trace)
    assert [f.name for f in kept][:1] == ["t_name"] and len(kept) == 3
    assert "f7" in trace["field_selection"]["kept"]


def test_keywords_come_from_linked_entities():
    hits = [NameHit("糖尿病", "cause", 0.9), NameHit("糖尿病", "disease", 1.0, "糖尿病"),
            NameHit("突发性耳聋", "disease", 0.95, "突聋")]
    assert suggest_keywords("糖尿病需要做什么检查", hits)[0] == "糖尿病"
    assert "需要" not in suggest_keywords("糖尿病需要做什么检查", hits)
    assert object_type_hint("糖尿病", hits, ["cause", "disease"]) == "disease"
    assert suggest_keywords("突聋挂什么科", hits)[0] == "突发性耳聋"


# ----------------------------------------------------------------------------------------------
# CLI and the demo network
# ----------------------------------------------------------------------------------------------
@pytest.fixture()
def linkdemo_home(clinic):
    """The link demo network copied into $KNX_HOME/networks, where the CLI looks."""
    import shutil

    from core.home import networks_dir

    target = networks_dir() / "linkdemo.sqlite"
    shutil.copy(clinic.path_for("linkdemo"), target)
    yield target
    target.unlink(missing_ok=True)


def test_cli_link_and_hygiene(linkdemo_home, capsys):
    from core.cli import main

    assert main(["link", "突聋挂什么科", "--kn", "linkdemo"]) == 0
    out = capsys.readouterr().out
    assert "突发性耳聋" in out and "alias_relation:has_alias" in out
    assert "regional words" not in out
    # regional question words are read as Mandarin first, as kn_search reads them
    assert main(["link", "突聋睇边个科", "--kn", "linkdemo", "--json"]) == 0
    linked = json.loads(capsys.readouterr().out)
    assert linked["reading"] == "突聋看哪个科"
    assert [(e["mention"], e["start"], e["instance_name"]) for e in linked["entities"]] == [("突聋", 0, "突发性耳聋")]
    assert main(["link", "突聋睇边个科", "--kn", "linkdemo"]) == 0
    assert "read as simplified Mandarin (traditional characters, regional words): 突聋看哪个科" in capsys.readouterr().out
    assert main(["hygiene", "--kn", "linkdemo", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["per_type"]["symptom"]["fragments"] == 1
    assert main(["search", "糖尿病有哪些症状", "--kn", "linkdemo"]) == 0
    assert "Linked entities" in capsys.readouterr().out
    assert main(["link", "x", "--kn", "nope"]) == 2


@pytest.mark.slow
@pytest.mark.parametrize("question, relation, node", [
    ("突聋挂什么科", "designated_to", ("突发性耳聋", "disease")),
    ("流感有哪些症状", "has_symptom", ("流行性感冒", "disease")),
    ("糖尿病有哪些症状", "has_symptom", ("糖尿病", "disease")),
    ("脑电图检查能查出什么病", "check_for_disease", ("脑电图检查", "checklist")),
    ("胃肠道功能紊乱有哪些症状", "has_symptom", None),
    ("糖尿病吃什么药", "cures", ("糖尿病", "disease")),
])
def test_demo_network_questions(medical_backend, question, relation, node):
    response = kn_search(medical_backend, {"query": question, "kn_id": "medical"})
    # 流感 is also a disease by name in this data, a thin record that mostly drugs point at (its
    # symptoms sit under 流行性感冒, whose alias it is: the node shown is 流行性感冒): the relation
    # the question asks for is in the top 3
    top = 3 if question.startswith("流感") else 1
    assert relation in [r.concept_id for r in response.relation_types[:top]]
    if node:
        assert (response.nodes[0].instance_name, response.nodes[0].object_type_id) == node
    assert "的临床表现是少尿" not in [n.instance_name for n in response.nodes[:3]]


def test_schema_recall_passes_the_linked_entities_through(clinic):
    from core.retrieval import InMemorySessionStore, KnowledgeNetworkRetrieval

    tool = KnowledgeNetworkRetrieval(clinic, InMemorySessionStore())
    reply = tool.run({"query": "突聋挂什么科", "kn_ids": ["linkdemo"], "session_id": "s1"})
    assert [e.instance_name for e in reply.linked_entities] == ["突发性耳聋"]
    assert reply.relation_types[0].concept_id == "designated_to"
    compact = reply.to_wire(compact=True)
    assert compact["linked"][1][:3] == ["突聋", "disease", "disease-disease3"]


def test_linking_works_through_the_backend_interface_alone(tmp_path):
    """A backend with only the interface (no file): names come from paging query_instances."""
    from kn_search_support import ScriptedBackend

    spec = network("remote", [object_type("a", "甲"), object_type("b", "乙")], [relation("r", "关联", "a", "b")])
    backend = ScriptedBackend(spec, {"a": [{"name": "上气道梗阻"}], "b": [{"name": "呼吸困难"}]})
    cache = DictionaryCache(directory=tmp_path)
    result = EntityLinker(cache).link(backend, "remote", "上气道梗阻会呼吸困难吗")
    assert [(e.instance_name, e.object_type_id) for e in result.entities] == [("上气道梗阻", "a"), ("呼吸困难", "b")]
    assert result.trace["dictionary"]["degrees"] is False and backend.listings
    listed = len(backend.listings)
    EntityLinker(cache).link(backend, "remote", "呼吸困难")
    assert len(backend.listings) == listed  # the fingerprint is reused, the dictionary kept in memory


def test_a_connected_network_behind_the_routed_backend_reuses_its_fingerprint(tmp_path):
    """The explorer reaches a remote network through RoutedBackend, whose default is a local file
    engine: the remote network still counts as remote (its fingerprint, a count per type, is
    reused for a while), not as a local file that fails to open on every search."""
    from core.backends.routed import SEPARATOR, RoutedBackend
    from core.backends.sqlite import SqliteBackend
    from kn_search_support import ScriptedBackend

    spec = network("remote", [object_type("a", "甲"), object_type("b", "乙")], [relation("r", "关联", "a", "b")])
    remote = ScriptedBackend(spec, {"a": [{"name": "上气道梗阻"}], "b": [{"name": "呼吸困难"}]})
    routed = RoutedBackend(SqliteBackend(tmp_path / "networks"), {"conn": remote})
    kn_id = f"conn{SEPARATOR}remote"
    assert routed.network_file(kn_id) is None and routed.data_location(kn_id) is None
    linker = EntityLinker(DictionaryCache(directory=tmp_path / "cache"))
    result = linker.link(routed, kn_id, "上气道梗阻会呼吸困难吗")
    assert [e.instance_name for e in result.entities] == ["上气道梗阻", "呼吸困难"]
    listed = len(remote.listings)
    linker.link(routed, kn_id, "呼吸困难")
    assert len(remote.listings) == listed  # no count query per type on the second search
    batch = routed.query_instances_batch(kn_id, "a", [{"limit": 5}, {"limit": 1}])
    assert [len(r.datas) for r in batch] == [1, 1]


def test_backends_without_a_data_location_never_share_a_dictionary(tmp_path):
    """Two in-memory backends with the same schema and counts are different data: each links its
    own names (also when the first is gone and its id() may be handed to the next), and nothing of
    theirs is written to disk (there is no stable place their data lives)."""
    import gc

    from kn_search_support import ScriptedBackend

    spec = network("remote", [object_type("a", "甲"), object_type("b", "乙")], [relation("r", "关联", "a", "b")])
    cache = DictionaryCache(directory=tmp_path)
    for name in ("上气道梗阻", "糖尿病", "肺炎", "胃炎"):
        backend = ScriptedBackend(spec, {"a": [{"name": name}]})
        result = EntityLinker(cache).link(backend, "remote", f"{name}有哪些症状")
        assert [e.instance_name for e in result.entities] == [name]
        del backend, result
        gc.collect()
    assert not list(tmp_path.iterdir())


def test_network_files_in_two_directories_keep_their_own_dictionaries(tmp_path):
    """The same network id in two data directories: the on-disk cache is keyed by the file."""
    from core.backends.sqlite import SqliteBackend

    build = build_backend

    spec = network("twin", [object_type("a", "甲")], [])
    cache = DictionaryCache(directory=tmp_path / "cache")
    for name in ("上气道梗阻", "糖尿病"):
        backend = build(tmp_path / name, spec, {"a": [name]})
        assert isinstance(backend, SqliteBackend)
        result = EntityLinker(cache).link(backend, "twin", f"{name}有哪些症状")
        assert [e.instance_name for e in result.entities] == [name]
    assert len(list((tmp_path / "cache").glob("twin-*.arrays"))) == 2


def test_type_signal_counts_the_linked_instances_own_edges(clinic):
    response = search(clinic, "糖尿病足怎么样", top_k=8)
    signals = {r.concept_id: r.signals for r in response.relation_types}
    assert response.linked_entities[0].relation_edges == {"caused_by": 1}
    assert signals["caused_by"]["type"] == 1.0
    assert signals["has_symptom"]["type"] == pytest.approx(0.3)  # a disease type, but no such edge


def test_relation_joining_two_named_instances_is_ranked_first(clinic):
    # the drug's own type also ends has_adverse_reaction; the edge between the two names decides
    response = search(clinic, "糖尿病能用二甲双胍片吗", top_k=8)
    assert response.relation_types[0].concept_id == "cures"
    signals = {r.concept_id: r.signals for r in response.relation_types}
    assert signals["cures"]["connecting"] == 1.0
    assert "connecting" not in signals["has_adverse_reaction"]
    trace = kn_search(clinic, {"query": "糖尿病能用二甲双胍片吗", "kn_id": "linkdemo", "debug": True}).trace
    assert trace["concepts"]["linking"]["connecting_relations"] == {"cures": [["糖尿病", "二甲双胍片"]]}
    # no edge between the two names: no connecting signal
    other = search(clinic, "流行性感冒能用二甲双胍片吗", top_k=8)
    assert all("connecting" not in (r.signals or {}) for r in other.relation_types)


def test_one_kn_search_scores_a_masked_question_once(clinic):
    """Typing a single mention and ranking relations score the same masked question: the second
    scoring reuses the text and semantic signals, and gives what a fresh scoring gives."""
    from core.search.rerankers import BM25Reranker

    class CountingBM25(BM25Reranker):
        calls = 0

        def raw_scores(self, query, documents):
            CountingBM25.calls += 1
            return super().raw_scores(query, documents)

    net = clinic.get_network("linkdemo")
    ranker = IntentRanker(text_ranker=CountingBM25(), word_vectors=False)
    first = ranker.score("糖尿病挂什么科", net, net.relation_types, spans=[(0, 3)])
    again = ranker.score("糖尿病挂什么科", net, net.relation_types, spans=[(0, 3)], linked_types=["disease"])
    assert CountingBM25.calls == 1
    fresh = IntentRanker(word_vectors=False).score("糖尿病挂什么科", net, net.relation_types, spans=[(0, 3)],
                                                   linked_types=["disease"])
    assert again.fused == fresh.fused and first.intent == fresh.intent
    ranker.score("糖尿病有哪些症状", net, net.relation_types, spans=[(0, 3)])
    assert CountingBM25.calls == 2


# ----------------------------------------------------------------------------------------------
# Composite primary keys: the priors find instances by their identity
# ----------------------------------------------------------------------------------------------
TWIN_TYPES = [("disease", "疾病"), ("symptom", "症状"), ("drugs", "药物"), ("cause", "病因")]
TWIN_NAMES = {"disease": ["糖尿病", "流行性感冒"], "symptom": ["口渴", "多尿"], "drugs": ["二甲双胍片"],
              "cause": ["糖尿病"]}
TWIN_EDGES = {"has_symptom": [("disease", 1, "symptom", 1), ("disease", 1, "symptom", 2)],
              "cures": [("disease", 1, "drugs", 1)]}


def twin_network(directory, composite: bool, alias: bool = False):
    """The same small network twice: every type keyed by `{type}_id`, or by the pair
    (`{type}_code` text, `{type}_version` number). `cause` sorts before `disease`, so only the
    degree prior makes the disease 糖尿病 (which has edges) win over the cause of that name."""
    def keyed(type_id, name):
        spec = object_type(type_id, name)
        if composite:
            spec["primary_keys"] = [f"{type_id}_code", f"{type_id}_version"]
            spec["data_properties"] += [
                {"name": f"{type_id}_code", "type": "varchar", "condition_operations": ["==", "in"]},
                {"name": f"{type_id}_version", "type": "integer", "condition_operations": ["==", "in"]}]
        return spec

    def row(type_id, n, name):
        out = {f"{type_id}_id": f"{type_id}{n}", f"{type_id}_name": name}
        if composite:
            out.update({f"{type_id}_code": f"{type_id}-{n}", f"{type_id}_version": n})
        return out

    def end(type_id, n):
        return json.dumps([f"{type_id}-{n}", n]) if composite else f"{type_id}{n}"

    types, names, pairs_of = list(TWIN_TYPES), dict(TWIN_NAMES), dict(TWIN_EDGES)
    relations = [
        relation("has_symptom", "疾病症状", "disease", "symptom", "疾病的常见症状"),
        relation("cures", "可用药物", "disease", "drugs", "治疗疾病可用的药物"),
        relation("caused_by", "病因", "disease", "cause", "疾病的病因"),
    ]
    if alias:  # 消渴症 is another name of 糖尿病, through an alias type and relation
        types.append(("disease_alias", "疾病别名"))
        names["disease_alias"] = ["消渴症", "时行感冒"]
        relations.append(relation("has_alias", "别名", "disease", "disease_alias", "疾病的别名"))
        pairs_of["has_alias"] = [("disease", 1, "disease_alias", 1), ("disease", 2, "disease_alias", 2)]
    spec = network("twin", [keyed(t, name) for t, name in types], relations)
    instances = {t: [row(t, n, name) for n, name in enumerate(names, start=1)] for t, names in names.items()}
    edges = {rel: [(end(a, i), end(b, j)) for a, i, b, j in pairs] for rel, pairs in pairs_of.items()}
    return build_backend(directory, spec, instances, edges)


@pytest.fixture(scope="module")
def twins(tmp_path_factory):
    return {kind: twin_network(tmp_path_factory.mktemp(kind), kind == "composite")
            for kind in ("single", "composite")}


def test_priors_find_composite_key_instances_as_they_find_single_key_ones(twins):
    from core.search.linking import connecting_relations, instance_relations

    seen = {}
    for kind, backend in twins.items():
        linked = EntityLinker(DictionaryCache(directory=None)).link(backend, "twin", "糖尿病能用二甲双胍片吗")
        first, second = linked.entities
        assert (first.object_type_id, first.instance_name) == ("disease", "糖尿病"), kind  # the degree prior
        degrees = {c["instance_id"].split("-")[0]: c["degree"] for c in linked.trace["resolved"][0]["candidates"]}
        response = kn_search(backend, {"query": "糖尿病有哪些症状", "kn_id": "twin", "debug": True})
        seen[kind] = {
            "degrees": degrees,
            "edges": instance_relations(backend, "twin", first),
            "connecting": connecting_relations(backend, "twin", linked.entities),
            "ranking": [(r.concept_id, r.signals) for r in response.relation_types],
            "linked_edges": [e.relation_edges for e in response.linked_entities],
        }
    assert seen["single"]["degrees"] == {"disease": 3, "cause": 0}  # outgoing edges
    assert seen["single"]["edges"] == {"has_symptom": 2, "cures": 1}
    assert seen["single"]["connecting"] == {"cures": [["糖尿病", "二甲双胍片"]]}
    assert seen["composite"] == seen["single"]


@pytest.mark.parametrize("composite", [False, True], ids=["single key", "composite key"])
def test_alias_relations_link_to_the_canonical_instance_whatever_the_alias_key(tmp_path, composite):
    """An alias instance keyed by a composite key (or by an integer) is followed to the instance
    it names, as a single text key is: the alias batch selects the stored identities."""
    backend = twin_network(tmp_path, composite, alias=True)
    for question, name in (("消渴症有哪些症状", "糖尿病"), ("时行感冒吃什么药", "流行性感冒")):
        linked = EntityLinker(DictionaryCache(directory=None)).link(backend, "twin", question)
        assert [(e.object_type_id, e.instance_name) for e in linked.entities] == [("disease", name)], question


def test_alias_batches_fit_the_condition_limits_when_the_key_allows_only_equality(tmp_path):
    """A composite alias key is selected by an `or` of `and`s: more alias instances than one `or`
    may hold are sent in several batches, and every one is linked."""
    from core.models.condition import MAX_SUB_CONDITIONS
    from core.search.name_dictionary import build_dictionary

    count = MAX_SUB_CONDITIONS + 10
    spec = network("many", [
        object_type("disease", "疾病"),
        {**object_type("disease_alias", "疾病别名"), "primary_keys": ["alias_code", "alias_version"],
         "data_properties": object_type("disease_alias", "疾病别名")["data_properties"] + [
             {"name": "alias_code", "type": "varchar", "condition_operations": ["=="]},
             {"name": "alias_version", "type": "integer", "condition_operations": ["=="]}]},
    ], [relation("has_alias", "别名", "disease", "disease_alias", "疾病的别名")])
    instances = {
        "disease": [{"disease_id": f"d{n}", "disease_name": f"病{n:04d}号"} for n in range(count)],
        "disease_alias": [{"disease_alias_id": f"a{n}", "disease_alias_name": f"别称{n:04d}号",
                           "alias_code": f"a-{n}", "alias_version": n} for n in range(count)],
    }
    edges = {"has_alias": [(f"d{n}", json.dumps([f"a-{n}", n])) for n in range(count)]}
    backend = build_backend(tmp_path, spec, instances, edges)
    dictionary = build_dictionary(backend, "many")
    assert dictionary.info["alias_links"] == count
    for n in (0, MAX_SUB_CONDITIONS + 5):
        (entry,) = [dictionary.entry(i) for i in dictionary.indices(f"别称{n:04d}号")]
        assert (entry.type_id, entry.name) == ("disease", f"病{n:04d}号")


@pytest.mark.parametrize("question, name", [
    ("即刻产后出血一般有哪些症状", "即刻产后出血"),  # before: the name a fragment, 产后出血 inside it linked instead
    ("被迫害妄想症挂什么科", "被迫害妄想症"),
    ("了哥王片有什么副作用", "了哥王片"),
])
def test_names_opened_by_a_particles_character_link_as_names(medical_backend, question, name):
    response = debug_search(medical_backend, question, "medical")
    assert response.nodes[0].instance_name == name and not response.nodes[0].fragment_reasons
    assert response.linked_entities[0].instance_name == name
