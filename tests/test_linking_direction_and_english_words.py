"""The wh-phrase's type closing a question's direction, the sentence that asks, a name used as a verb, 病人, and
English words typed among Chinese ones, on the demo network:

- where a relation type and its inverse are both in play (indicated_for / cures), a wh-phrase naming the type at
  one end says which way the question asks (朋友推荐固本咳喘片。它主要治什么病 asks for a disease: of the drug,
  not of the disease told first) - not after 是 / 属于 (这是什么药 asks what the drug is);
- a yes-or-no sentence that asks opens with a name a sentence before told (八正散 … 八正散有清热泻火的功效吗)
  is about that name - not when another name of the sentence is of the asked relation's source type (采石是不是尘肺
  的危险因素 asks about 尘肺), nor when a verb of taking or doing joins it to the next name (发烧吃布洛芬缓释胶囊是不是…);
- 感染 / 传染 before 了 / 上 and another name of its type is the verb bringing that one in (感染了肺炭疽), never the
  subject; 落枕了脖子 and 痛风了关节痛 keep 落枕 and 痛风;
- 哪类病人 asks for people, not for a disease (an alias of a disease named before it is then followed to it);
- an English noun after a question word names a type (用什么medicine, 哪个department), and department / symptoms
  / side effect are read as the Chinese phrases for them."""

from __future__ import annotations

import pytest

from kn_search_support import cue_attributes, debug_search, key_at, linking_trace, subject_mention, top_node
from core.search.question_form import read_question
from ui.search_view import linking_decisions


def test_the_wh_phrase_type_picks_between_a_relation_and_its_inverse(medical_backend):
    response = debug_search(medical_backend, "爸爸慢性支气管炎十几年，朋友推荐固本咳喘片。它主要治什么病？", "medical")
    assert subject_mention(response) == "固本咳喘片"
    subject = linking_trace(response)["subject"]
    assert (subject["asked_relation"], subject["inverse_relation"]) == ("indicated_for", None)
    assert subject["left_for_answer_type"] == "cures"
    assert any("the way the question's wh-phrase asks (not cures)" in line for line in linking_decisions(response))
    # the wh-phrase names the asked relation's source type: its inverse is the relation asked
    checked = debug_search(medical_backend, "咳嗽好多天，医生让做脂肪吸收试验，这个test是查什么病的", "medical")
    assert subject_mention(checked) == "脂肪吸收试验"
    assert linking_trace(checked)["subject"]["asked_relation"] == "check_for_disease"


def test_no_inverse_in_play_leaves_the_asked_relation_as_ranked(medical_backend):
    subject = linking_trace(debug_search(medical_backend, "爸爸慢性支气管炎十几年，还会引起哪些病", "medical"))
    assert "left_for_answer_type" not in (subject.get("subject") or {})


@pytest.mark.parametrize("question, subject", [
    ("小便发黄，中医开了八正散。八正散有清热泻火的功效吗？", "八正散"),  # not 小便 (人尿) named first
    ("腿骨折打上石膏，朋友说小黄鳝藤能接骨。小黄鳝藤真有接骨的功效吗？", "小黄鳝藤"),
    # another name of the asking sentence is of the asked relation's source type
    ("老公采石十几年，咳嗽带黑痰。采石是不是尘肺的危险因素？", "尘肺"),
    # a name used as a verb on a name of its type
    ("新闻说有人感染了肺炭疽，肺炭疽能用抗肺炭疽血清治疗吗", "肺炭疽"),
    ("落枕了脖子转不动，还会有啥感觉", "落枕"),  # 脖子 is no disease: 落枕 is not a verb on it
    ("朋友感染上了肺结核，会传染吗", "肺结核"),
    ("我痛风了关节痛，这病能根治吗", "痛风"),  # someone got 痛风: only verbs of catching bring a name in
    # a verb of taking or doing joins the opening name to the next: the first is the complaint
    ("孩子发烧三天，吃了布洛芬缓释胶囊。发烧吃布洛芬缓释胶囊是不是不能超过三天？", "布洛芬缓释胶囊"),
    ("我胃痛，医生让做胃镜。胃痛做胃镜是不是要空腹？", "胃镜"),
    # 是 / 属于 before the question word asks what a name is, not which way a relation runs
    ("我有甲亢，医生开了阿司匹林肠溶片，这是什么药", "阿司匹林肠溶片"),
    ("甲亢的药阿司匹林肠溶片，属于什么药", "阿司匹林肠溶片"),
])
def test_asking_sentence_and_verbs(medical_backend, question, subject):
    assert subject_mention(debug_search(medical_backend, question, "medical")) == subject


def test_the_asking_sentence_key_holds_for_a_name_told_again(medical_backend):
    subject = linking_trace(debug_search(medical_backend, "孩子尿频，中医开了八正散。八正散有清热泻火的功效吗？",
                                         "medical"))["subject"]
    keys = set(key_at(subject, "in_asking_sentence"))
    assert ("八正散", True) in keys and ("尿频", False) in keys


def test_patients_are_no_disease(medical_backend):
    network = medical_backend.get_network("medical")
    assert read_question("这个病一般多见于哪类病人", network).answer_types == frozenset()
    assert read_question("这个病一般多见于哪些病友", network).answer_types == frozenset()
    assert read_question("这是哪类病", network).answer_types == {"disease"}
    assert read_question("哪种病患者不能吃布洛芬缓释胶囊", network).answer_types == {"disease"}  # patients of a disease
    assert read_question("得了什么病人会突然变瘦", network).answer_types == {"disease"}  # 病 ends what was got
    # so an alias of a disease named before it is followed to the disease, not kept as the alias record asked about
    response = debug_search(medical_backend, "病历上写着内分泌缺乏—肝硬化综合征，这个病一般多见于哪类病人？", "medical")
    assert top_node(response) == ("肝硬化男性性功能减弱综合征", "disease")
    assert response.relation_types[0].concept_id == "common_in"


def test_english_nouns_name_types(medical_backend):
    network = medical_backend.get_network("medical")
    assert read_question("一般用什么medicine", network).answer_types == {"drugs"}
    assert read_question("要挂哪个 Department", network).answer_types == {"department"}
    assert read_question("要做哪些tests", network).answer_types == {"checklist"}
    assert read_question("用什么medicinal herbs", network).answer_types == frozenset()  # not a longer word
    assert read_question("公司入职要做什么drug test", network).answer_types == frozenset()  # nor a compound
    assert read_question("医学生毕业要考什么exam", network).answer_types == frozenset()  # a school's exam
    assert read_question("乙型肝炎该做哪些exams", network).answer_types == {"checklist"}


@pytest.mark.parametrize("question, relation", [
    ("我妈脊神经根炎，一般用什么medicine？", "cures"),
    ("静脉肾盂排泄造影要去哪个department做啊", "performed_by"),
    ("回国以后要挂哪个dept", "designated_to"),
])
def test_english_nouns_after_a_question_word(medical_backend, question, relation):
    assert debug_search(medical_backend, question, "medical").relation_types[0].concept_id == relation


@pytest.mark.parametrize("question, attribute, asked", [
    ("这个病有哪些symptoms", "症状", True),
    ("吃了怡诺思有什么side effect", "不良反应", True),
    ("回国要挂哪个department", "科室", True),
    ("symptomatic这个词怎么读", "症状", False),  # a longer English word is not the noun
    ("没有symptoms的乙型肝炎要吃药吗", "症状", False),
    ("哪个department store能买到阿莫西林胶囊", "科室", False),
])
def test_english_words_in_answer_cues(medical_backend, question, attribute, asked):
    assert (attribute in cue_attributes(debug_search(medical_backend, question, "medical"))) is asked
