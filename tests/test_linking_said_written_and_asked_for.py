"""What a doctor or a paper says, a risk asked about, and who / where / what class a question asks for,
on the demo network:

- a doctor's 说像 or 怀疑, or a hospital's 说像, gives a likely diagnosis (大夫说像急性减压性骨坏死, 医生怀疑小儿伯韦综合征,
  儿童医院说像儿童慢性大疱病), not a likened thing or the complaint told before it; anyone else's 说像 still likens
  (邻居说像鸡胸); 疑似 ("suspected") gives the diagnosis suspected, its 似 likens nothing (病人疑似小脑视网膜综合征);
- a name a paper gives (诊断写的…, 病历上写…) is the diagnosis when it ends its clause, not a history or a
  "to rule out" note (病历上写了胃溃疡病史);
- 得 + name + 的风险 in a clause that asks is what someone is prone to (not 觉得…的可能性不大, which tells);
- in 是不是 X 的危险因素 / 并发症 / 症状, X is the one whose property is asked, not the candidate answer (but
  X 的一种 alone keeps the class reading: 肺结核是不是肺炎的一种);
- 啥人, 干啥工作的人, 小孩多还是大人多 ask who; 在 … 那一带多吗 asks where; 哪种病底下 asks the class;
  是不是就叫 asks another name; 在哪里看 / 去哪儿治 asks where to be seen (a department, not a place) - and the
  same words elsewhere ask none of these."""

from __future__ import annotations

import pytest

from kn_search_support import cue_attributes, debug_search, linking_trace, subject_mention


@pytest.mark.parametrize("question, subject", [
    ("俺老伴年轻时候在隧道里干活，现在腿疼，大夫说像急性减压性骨坏死。这病是干啥工作的人容易得？", "急性减压性骨坏死"),
    ("孩子胸骨往外凸，邻居说像鸡胸，佝偻病会这样吗", "佝偻病"),  # a neighbour's 说像 likens
    ("宝宝老是低血糖，医生怀疑小儿伯韦综合征，要做哪些检查", "小儿伯韦综合征"),  # a doctor's suspicion
    ("身上起了一圈一圈的水泡，儿童医院说像儿童慢性大疱病，复诊挂哪个科", "儿童慢性大疱病"),  # a hospital's 说像
    ("老伴胃出血住了院，诊断写的消化性溃疡伴出血，它算哪种病底下的？", "消化性溃疡伴出血"),
    ("类风湿性关节炎吃药好几年，病历上写了胃溃疡病史，还能吃什么止痛药", "类风湿性关节炎"),  # a history
    ("我爹当年就是肺癌走的，俺们家有肺癌家族史，我得支气管肺癌的风险是不是大？", "支气管肺癌"),
    ("医生觉得得胃癌的可能性不大，说是胃溃疡，吃什么药好", "胃溃疡"),  # 觉得 … tells
    ("老伴退休以后天天坐沙发上看电视，缺乏运动是不是慢性缺血性心脏病的危险因素？", "慢性缺血性心脏病"),
    ("肺结核是不是肺炎的一种", "肺结核"),  # 的一种 alone: the class is the candidate
])
def test_what_a_doctor_or_a_paper_says_and_the_risk_asked_about(medical_backend, question, subject):
    assert subject_mention(debug_search(medical_backend, question, "medical")) == subject


def test_a_suspected_diagnosis_is_linked_where_a_likened_thing_is_not(medical_backend):
    question = "神经科见习：病人疑似小脑视网膜综合征，床边一般做哪些检查"
    response = debug_search(medical_backend, question, "medical")
    assert "小脑—视网膜综合征" in [e.instance_name for e in response.linked_entities]
    assert not any(s["reason"] == "after a comparison word" for s in linking_trace(response)["skipped"])
    likened = debug_search(medical_backend, question.replace("疑似", "好像"), "medical")
    assert {"form": "小脑视网膜综合征", "reason": "after a comparison word"} in linking_trace(likened)["skipped"]


def test_a_doctors_likely_diagnosis_is_linked(medical_backend):
    response = debug_search(medical_backend, "现在腿疼，大夫说像急性减压性骨坏死。这病是干啥工作的人容易得？", "medical")
    assert "急性减压性骨坏死" in [e.instance_name for e in response.linked_entities]
    assert not any(s["reason"] == "after a comparison word" for s in linking_trace(response)["skipped"])
    assert response.relation_types[0].concept_id == "common_in"


@pytest.mark.parametrize("question, attribute", [
    ("我头皮上长了个疙瘩老是破，大夫说是汗孔癌，这病一般啥人得的多？", "人群"),
    ("下肢静脉曲张是做什么工作的人容易得", "人群"),
    ("手足口病是小孩多还是大人多", "人群"),
    ("要去加勒比那边旅游，白喉在加勒比和拉丁美洲那一带多吗？", "地区"),
    ("甲沟炎算哪种病底下的", "类别"),
    ("那个新生儿疾病筛查检查，平常是不是就叫新生儿筛查？", "别名"),
    ("甲亢在哪儿治比较好", "科室"),
    ("痔疮要喺边度睇", "科室"),  # read 在哪里看
])
def test_everyday_ways_of_asking_who_where_what_class_and_what_name(medical_backend, question, attribute):
    assert attribute in cue_attributes(debug_search(medical_backend, question, "medical"))


@pytest.mark.parametrize("question, attribute", [
    ("气虚吃啥人参好", "人群"),  # 人参
    ("宫颈癌是感染了啥人乳头瘤病毒引起的", "人群"),
    ("颈椎病做什么工作的人都可能得，平时怎么预防", "人群"),
    ("阿莫西林的用量是小孩多还是大人多", "人群"),  # a dose
    ("痛风是不是脚趾那里多见？", "地区"),  # a place on the body
    ("女的什么病下面会痒，阴道炎会吗", "类别"),
    ("一按肚子就叫疼，是阑尾炎吗", "别名"),
    ("甲亢在哪儿治比较好", "地点"),  # where to be seen, not a place
    ("湿疹长在哪", "科室"),
    ("这个说法在哪里看到的", "科室"),
])
def test_the_same_words_elsewhere_ask_none_of_these(medical_backend, question, attribute):
    assert attribute not in cue_attributes(debug_search(medical_backend, question, "medical"))
