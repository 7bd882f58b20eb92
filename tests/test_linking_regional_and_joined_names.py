"""Regional words, names the network joins to the name inside them, and a few everyday phrases:

- Cantonese, Sichuan and Shanghai question words are read as the Mandarin words of the same length
  (core.search.regional_words): 舌白斑通常生喺舌头边度 asks where, as 生在舌头哪里 does;
- a longer name keeps its match over the name inside it when the question names the inner one on its
  own too and the network joins their records (城市狂犬病也是狂犬病的一种吧: 城市狂犬病 is_subtype_of
  狂犬病), though its first word is an everyday one;
- 查出来 right before a name gives the diagnosis, as 查出 does;
- 用哪些药做的 / 拿啥配的 ending a clause ask what a product is made of; 怎么分 / 怎样分 after two names
  joined by 跟 / 和 / 同 ask to tell them apart;
- a predicate's verb standing alone as a record's name (诱发) is a filler, not an entity."""

from __future__ import annotations

import pytest

from core.importers.hygiene import fragment_reasons
from core.search.linking import EntityLinker
from core.search.regional_words import mandarin_reading
from kn_search_support import (build_backend, debug_search, key_at, linking_trace, network, object_type, relation,
                               top_node)
from ui.search_view import linking_decisions


@pytest.mark.parametrize("typed, read", [
    ("舌白斑通常生喺舌头边度", "舌白斑通常生在舌头哪里"),
    ("舌白斑系咪同饮酒有关", "舌白斑是否同饮酒有关"),
    ("容易得啥子病哦", "容易得什么病哦"),
    ("食维生素A软胶囊得唔得", "食维生素A软胶囊行不行"),
    ("医生话系角膜软化症", "医生说是角膜软化症"),
    ("查出间质性肾炎，哪能治", "查出间质性肾炎，怎么治"),
    ("会弄出酮症酸中毒伐", "会弄出酮症酸中毒吗"),
    ("会弄出酮症酸中毒伐？", "会弄出酮症酸中毒吗？"),
    ("有咩副作用", "有啥副作用"),
    ("手足口病还可以去幼儿园咩", "手足口病还可以去幼儿园吗"),  # 咩 ending a clause asks yes or no
    ("痛风系咪唔食得海鲜", "痛风是否不吃得海鲜"),
    ("点解会背痛", "为啥会背痛"),
    ("睇边个科", "看哪个科"),
    ("有冇关系", "有没关系"),
    ("咋个得的", "怎么得的"),
])
def test_regional_words_read_as_mandarin_of_the_same_length(typed, read):
    assert mandarin_reading(typed) == read and len(read) == len(typed)


@pytest.mark.parametrize("question", [
    "利伐沙班片的副作用",  # 伐 inside a name
    "瑞舒伐他汀钙片能长期吃吗",
    "哪能这样乱吃药",  # Mandarin's rhetorical 哪能 before a clause
    "跟饮酒有关系吗",  # 系 of 关系
    "挂哪个科",  # 个
    "食管癌有哪些症状",  # 食 of 食管
    "同时咳嗽发热",  # 同 of 同时
    "X咩X",  # 咩 next to latin letters: no word of its own
    "咩咩叫",
    "身上起了好多瘀点样的小红点",  # 点样 across 瘀点 + 样
    "吃点解热镇痛药",  # 点解 across 一点 + 解热
    "近视两边度数不一样",  # 边度 across 两边 + 度数
    "身边个别人得了肺结核",
    "高血压哪能吃这么多盐",  # 哪能 opening a clause
    "步伐慢了",
    "",
])
def test_mandarin_words_stay_as_typed(question):
    assert mandarin_reading(question) == question


def test_a_regional_question_word_asks_as_the_mandarin_one(regional):
    response = debug_search(regional, "舌白斑通常生喺舌头边度", "regional")
    assert response.relation_types[0].concept_id == "shown_on"
    assert top_node(response) == ("舌白斑", "disease")
    assert response.trace["reading"] == "舌白斑通常生在舌头哪里"
    assert "read as simplified Mandarin (traditional characters, regional words): “舌白斑通常生在舌头哪里”" in linking_decisions(response)
    # the response keeps the question as typed: the linked mention spans are the typed question's
    assert [(e.mention, e.start) for e in response.linked_entities][:1] == [("舌白斑", 0)]
    # a Mandarin question has no reading
    assert "reading" not in debug_search(regional, "舌白斑通常生在舌头哪里", "regional").trace


@pytest.mark.parametrize("question", ["膀胱癌同放射性膀胱炎点样分", "膀胱癌和放射性膀胱炎怎么分", "膀胱癌跟放射性膀胱炎咋分得清"])
def test_how_to_tell_two_apart_asks_the_differential(regional, question):
    response = debug_search(regional, question, "regional")
    assert response.relation_types[0].concept_id == "differential_diagnosis"
    cues = response.trace["concepts"]["rerank"]["intent"]["answer_cues"]
    assert any(c["attribute"] == "鉴别" and c["evidence"].endswith(("分", "分得清")) for c in cues)


@pytest.mark.parametrize("question", ["替硝唑片怎么分几次吃", "替硝唑片一天的量怎么分", "膀胱癌分期怎么分",
                                      "替硝唑片和前列通片一起吃要怎么分开"])
def test_splitting_a_dose_or_staging_is_no_differential(regional, question):
    cues = debug_search(regional, question, "regional").trace["concepts"]["rerank"]["intent"]["answer_cues"]
    assert not any(c["attribute"] == "鉴别" for c in cues or [])


@pytest.mark.parametrize("question", ["前列通片是用哪些药做的", "前列通片都是拿啥配的", "前列通片用什么药材熬成的"])
def test_what_a_product_is_made_from_asks_its_ingredients(regional, question):
    response = debug_search(regional, question, "regional")
    assert response.relation_types[0].concept_id == "has_ingredient"


@pytest.mark.parametrize("question", ["腹泻用哪些药配合治疗", "贾第虫病用哪些药做的治疗", "腹泻是用哪些药配成方案的"])
def test_a_treatment_made_up_of_drugs_is_no_ingredient_question(regional, question):
    cues = debug_search(regional, question, "regional").trace["concepts"]["rerank"]["intent"]["answer_cues"]
    assert not any(c["attribute"] in ("成分", "组成") for c in cues or [])


def test_a_name_found_by_chaxulai_is_the_diagnosis(regional):
    response = debug_search(regional, "一直腹泻，查出来贾第虫病，吃替硝唑片可以吗", "regional")
    subject = linking_trace(response)["subject"]
    assert subject["mention"] == "贾第虫病"
    assert top_node(response) == ("贾第虫病", "disease")
    assert dict(key_at(subject, "diagnosed"))["贾第虫病"] is True
    # not what a check may find, nor a finding wished for, feared or asked about
    for question in ("一直腹泻，能查出来贾第虫病吗", "一直腹泻，早点查出来贾第虫病就好了", "一直腹泻，怕查出来贾第虫病",
                     "一直腹泻，查出来贾第虫病吗"):
        subject = linking_trace(debug_search(regional, question, "regional"))["subject"]
        assert dict(key_at(subject, "diagnosed"))["贾第虫病"] is False, question


def test_a_name_the_network_joins_to_the_name_inside_it_keeps_its_match(regional):
    response = debug_search(regional, "城市狂犬病也是狂犬病的一种吧", "regional")
    linking = linking_trace(response)
    assert [e.instance_name for e in response.linked_entities] == ["城市狂犬病", "狂犬病"]
    assert linking["kept_joined"] == [{"form": "城市狂犬病", "not_to": "狂犬病"}]
    assert linking["yielded"] == []
    assert any(line.startswith("“城市狂犬病” kept its match over “狂犬病”") for line in linking_decisions(response))
    # the same everyday word before the name, with a record the network does not join to it, gives way
    response = debug_search(regional, "农村狂犬病也是狂犬病的一种吧", "regional")
    assert {"form": "农村狂犬病", "to": "狂犬病"} in linking_trace(response)["yielded"]
    # and so does the joined record where the question names the inner name only inside it
    response = debug_search(regional, "城市狂犬病有哪些症状", "regional")
    assert linking_trace(response)["yielded"] == [{"form": "城市狂犬病", "to": "狂犬病"}]
    assert top_node(response) == ("狂犬病", "disease")


def test_a_verb_alone_is_a_filler_name(regional):
    assert fragment_reasons("诱发") == ["generic"] and fragment_reasons("导致") == ["generic"]
    assert fragment_reasons("诱发性哮喘") == [] and fragment_reasons("药物诱发的狼疮") != ["generic"]
    response = debug_search(regional, "吸了冷空气就咳，冷空气会诱发哪些病", "regional")
    linking = linking_trace(response)
    assert {"form": "诱发", "reason": "generic word (hygiene)"} in linking["skipped"]
    assert [e.instance_name for e in response.linked_entities] == ["冷空气", "冷空气"]
    assert top_node(response) == ("冷空气", "cause")


@pytest.fixture(scope="module")
def compound(tmp_path_factory):
    """Efficacies, a third of whose names put two others together (祛风明目 = 祛风 + 明目, 清热解毒), and
    symptoms, one in six of whose names does (心慌心悸)."""
    spec = network("compound", [
        object_type("formula", "方剂"), object_type("efficacy", "功效"), object_type("disease", "疾病"),
        object_type("symptom", "症状"), object_type("bodypart", "部位"),
    ], [
        relation("formula_has_efficacy", "方剂功效", "formula", "efficacy", "方剂的功效"),
        relation("efficacy_for", "功效主治", "efficacy", "symptom", "功效所治的症状"),
        relation("has_symptom", "疾病症状", "disease", "symptom", "疾病的常见症状"),
        relation("symptom_site", "症状部位", "symptom", "bodypart", "症状出现的部位"),
    ])
    instances = {
        "formula": ["明目散", "祛风汤", "祛风明目丸", "清热解毒丸"],
        "efficacy": ["祛风", "明目", "祛风明目", "清热", "解毒", "清热解毒"],
        "disease": ["缺铁性贫血", "心律失常"],
        "symptom": ["头痛", "目赤", "目涩", "心慌", "心悸", "心慌心悸"],
        "bodypart": ["心", "胸", "头"],
    }
    edges = {
        "formula_has_efficacy": [("formula1", "efficacy2"), ("formula2", "efficacy1"), ("formula3", "efficacy3"),
                                 ("formula4", "efficacy6")],
        "efficacy_for": [("efficacy1", "symptom1"), ("efficacy1", "symptom2"), ("efficacy1", "symptom3"),
                         ("efficacy2", "symptom2"), ("efficacy2", "symptom3")],
        "has_symptom": [("disease1", "symptom5"), ("disease1", "symptom1"), ("disease2", "symptom6")],
        "symptom_site": [("symptom4", "bodypart1"), ("symptom4", "bodypart2"), ("symptom4", "bodypart3"),
                         ("symptom5", "bodypart1"), ("symptom5", "bodypart2")],
    }
    return build_backend(tmp_path_factory.mktemp("compound"), spec, instances, edges)


def test_a_name_put_together_from_two_of_its_type_keeps_its_match(compound):
    response = debug_search(compound, "祛风明目的方子有哪些", "compound")
    linking = linking_trace(response)
    assert linking["kept_compound"] == [{"form": "祛风明目", "parts": ["祛风", "明目"]}]
    assert [e.instance_name for e in response.linked_entities] == ["祛风明目"]
    assert top_node(response) == ("祛风明目", "efficacy")
    assert any(line.startswith("“祛风明目” kept its match over “祛风”") for line in linking_decisions(response))


def test_two_names_of_a_type_rarely_written_so_give_way(compound):
    # a sixth of the symptoms' names put two together: 心慌心悸 is two symptoms side by side
    _, dictionary = EntityLinker().mentions(compound, "compound", "心慌")
    assert dictionary.compound_share("efficacy") == pytest.approx(2 / 6)
    assert dictionary.compound_share("symptom") == pytest.approx(1 / 6)
    response = debug_search(compound, "心慌心悸是怎么回事", "compound")
    linking = linking_trace(response)
    assert {"form": "心慌心悸", "to": "心慌"} in linking["yielded"] and "kept_compound" not in linking
