"""A name that refers back, a thin record the question asks about, a form that gave way at one place only,
and three everyday phrases, on the demo network:

- 这种 / 这个 / 该 / 此 + an everyday word of the type of a name told before it (这种恶性肿瘤 after 肝癌) refers back to
  that name and is never the subject - not the same name again, a more precise one, a specific name or one a verb
  brings in (这个糖尿病, 这种社区获得性肺炎, 换成这个 …); after 此类 / 该类 only a name the one told before holds
  (直肠型便秘 … 此类便秘, not 湿疹 … 该类荨麻疹); 因此 is no demonstrative;
- a record with few edges in the question word's clause is the subject when the question word asks for the type at
  the other end of the asked relation from it (什么病会侵犯皮下脂肪), not when it is a word of the question
  (会继发什么病, 止痛药吃哪种);
- a form that gave way where it overlaps a name stays a mention where it stands alone (纵膈淋巴结), but not where
  it would hide a name it crosses (纵膈淋巴结核);
- 这俩怎么分 asks how to tell two apart; 怎么弄伤的 asks the cause; 这两个是一个药吗 and 二者是否为同一药品 ask
  whether two names are one; 八味回阳饮中是否有当归 asks what it is made of - and the same words elsewhere ask none
  of these."""

from __future__ import annotations

import pytest

from kn_search_support import cue_attributes, debug_search, key_at, linking_trace, subject_mention


@pytest.mark.parametrize("question, subject", [
    ("爸爸得了肝癌，这种恶性肿瘤有哪些症状", "肝癌"),
    ("我有高血压和糖尿病，这个糖尿病要吃什么药", "糖尿病"),  # the same name again
    ("孩子有肺炎，这种社区获得性肺炎要用什么药", "社区获得性肺炎"),  # more precise than the one told
    ("医生诊断为直肠型便秘，此类便秘要挂哪个科", "直肠型便秘"),  # 此类: the class of a name told before
    ("我有湿疹，该类荨麻疹要吃什么药", "荨麻疹"),  # ... not another name of its type
    ("我有高血压，因此糖尿病风险大吗", "糖尿病"),  # 因此 is no demonstrative
    ("我妈查出肿瘤，医生说会不会长到皮下脂肪还不好说，什么病会侵犯皮下脂肪", "皮下脂肪"),
    ("家里老人压疮卧床好久了，会继发什么病", "压疮"),  # 继发: a word of the question
    ("胰腺癌晚期疼得厉害，止痛药吃哪种比较好", "胰腺癌"),
])
def test_references_narrowed_names_and_thin_records(medical_backend, question, subject):
    assert subject_mention(debug_search(medical_backend, question, "medical")) == subject


def test_the_order_names_the_reference_key(medical_backend):
    subject = linking_trace(debug_search(medical_backend, "爸爸得了肝癌，这种恶性肿瘤有哪些症状", "medical"))["subject"]
    keys = dict(key_at(subject, "not_referring_back"))
    assert keys["肝癌"] is True and keys["恶性肿瘤"] is False


def test_a_form_that_gave_way_once_stays_a_mention_where_it_stands_alone(medical_backend):
    response = debug_search(medical_backend, "体检报告写着纵膈淋巴结肿大，什么病会转移到纵膈淋巴结", "medical")
    mentions = [(m["mention"], tuple(m["span"])) for m in linking_trace(response)["mentions"]]
    assert ("纵膈淋巴结", (21, 26)) in mentions
    assert response.nodes[0].instance_name == "纵膈淋巴结"
    assert response.relation_types[0].concept_id == "metastasizes_to"
    # ... but not where it crosses another form: 纵膈淋巴结核 is 纵膈 + 淋巴结核
    crossed = debug_search(medical_backend, "纵膈淋巴结肿大，纵膈淋巴结核怎么治", "medical")
    assert "淋巴结核" in [e.instance_name for e in crossed.linked_entities]
    assert crossed.relation_types[0].concept_id == "treated_with"


@pytest.mark.parametrize("question, attribute, asked", [
    ("孩子拉肚子，是细菌性痢疾还是阿米巴痢疾？这俩怎么分", "鉴别", True),
    ("药只剩一盒，母女俩怎么分", "鉴别", False),
    ("脚踝扭了，诊断踝关节扭伤，一般是怎么弄伤的", "原因", True),
    ("不知道怎么扭伤的，踝关节扭伤要吃什么药", "原因", False),
    ("药店给了阿莫仙，医生开的是阿莫西林胶囊，这两个是一个药吗", "别名", True),
    ("两个药效果是一样的吗", "别名", False),
    ("药盒上写着柏多瑞，说明书写的是小牛血去蛋白提取物氯化钠注射液，二者是否为同一药品", "别名", True),
    ("两种药是在同一药店买的，能一起吃吗", "别名", False),
    ("八味回阳饮中是否有当归", "成分", True),
    ("治疗中是否有需要注意的", "成分", False),
])
def test_everyday_phrases(medical_backend, question, attribute, asked):
    assert (attribute in cue_attributes(debug_search(medical_backend, question, "medical"))) is asked
