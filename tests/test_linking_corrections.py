"""A name the asker corrects right after it (…不对，是… / 打错了 / 我说错了 / 我说反了) is withdrawn: the question is about
the name given after the correction - not where 不对 / 搞错了 says something else of the name (不对症, 不对劲, 不对称,
搞错了没有 asking whether a diagnosis is wrong), on the demo network."""

from __future__ import annotations

import pytest

from kn_search_support import debug_search, linking_trace, subject_mention
from core.search.linking import _WITHDRAWN
from ui.search_view import linking_decisions


@pytest.mark.parametrize("question, subject, withdrawn", [
    ("我想问糖尿病…不对不对，是高血压，挂什么科", "高血压", "糖尿病"),
    ("阿莫西林胶囊，哦我说错了，是头孢克肟片，有什么副作用", "头孢克肟片", "阿莫西林胶囊"),
])
def test_a_corrected_name_is_not_asked_about(medical_backend, question, subject, withdrawn):
    response = debug_search(medical_backend, question, "medical")
    assert subject_mention(response) == subject
    assert linking_trace(response)["subject"]["withdrawn"] == [withdrawn]
    assert any(f"rather than “{withdrawn}”: the other is corrected right after it" in line
               for line in linking_decisions(response))


@pytest.mark.parametrize("after", ["…不对，是", "…不对不对，我想问的是", "，啊打错了，是", "…哦我说反了，是", "…我记错了，",
                                   "，口误，是"])
def test_corrections(after):
    assert _WITHDRAWN.match(after) is not None


@pytest.mark.parametrize("after", ["对不对", "有没有不对", "，医生说", "吃了感觉不对劲", "不对劲", "不对症吗", "不对称",
                                   "不对头的时候", "搞错了没有", "，搞错了吧", "写错了吗"])
def test_what_is_no_correction(after):
    assert _WITHDRAWN.match(after) is None


@pytest.mark.parametrize("question", ["医生，胆结石搞错了没有？我右上腹痛，要做什么检查确认", "心绞痛不对头的时候吃什么药，硝苯地平可以吗"])
def test_a_name_whose_diagnosis_or_state_is_questioned_is_not_withdrawn(medical_backend, question):
    assert "withdrawn" not in (linking_trace(debug_search(medical_backend, question, "medical")).get("subject") or {})
