"""Which record an alias question is about: a mention joined by a bare copula to a wh-phrase naming
the alias type asks what it is an alias of (the alias record), and an alias relation ranked first
makes no alias question of one whose alias leads to a record joined to another record it names."""

from __future__ import annotations

from functools import partial

import pytest

from core.search.linking import LinkedEntity, alias_record_asked
from core.search.name_dictionary import alias_relations
from core.search.question_form import read_question
from kn_search_support import build_backend, debug_search, linking_trace, network, object_type, relation, top_node

search = partial(debug_search, kn_id="aliased")


@pytest.fixture(scope="module")
def aliased(tmp_path_factory):
    """压疮 (alias 褥疮) with treatments and a parent 皮肤病; a formula 口禾 (alias 长禾) with a few
    uses."""
    spec = network("aliased", [
        object_type("disease", "疾病"),
        object_type("therapy", "治疗方法"),
        object_type("formula", "方剂"),
        object_type("alias", "别名"),
    ], [
        relation("treated_with", "治疗方法", "disease", "therapy", "疾病的治疗方法"),
        relation("is_subtype_of", "上位疾病", "disease", "disease", "疾病所属的上位疾病"),
        relation("has_alias", "别名", "disease", "alias", "疾病的别名"),
        relation("prescribed_for", "主治", "formula", "disease", "方剂主治的疾病"),
        relation("formula_has_alias", "方剂别名", "formula", "alias", "方剂的别名"),
    ])
    instances = {
        "disease": ["压疮", "皮肤病", "口疮"],
        "therapy": [f"针灸{i}法" for i in range(3)],
        "formula": ["口禾"],
        "alias": ["褥疮", "长禾"],
    }
    edges = {
        "treated_with": [("disease1", f"therapy{i + 1}") for i in range(3)],
        "is_subtype_of": [("disease1", "disease2")],
        "has_alias": [("disease1", "alias1")],
        "prescribed_for": [("formula1", "disease3")],
        "formula_has_alias": [("formula1", "alias2")],
    }
    return build_backend(tmp_path_factory.mktemp("aliased"), spec, instances, edges)


def test_an_alias_joined_to_a_wh_phrase_naming_the_alias_type_asks_what_it_is_an_alias_of(aliased):
    # 哪个的别名 names the alias type, so no rule reading the wh-phrase's type as the followed
    # record's keeps 长禾 on the alias record: the copula joining it to the question word does
    form = read_question("长禾是哪个的别名", aliased.get_network("aliased"))
    assert form.answer_types == {"alias"} and form.identifies(2)
    response = search(aliased, "长禾是哪个的别名")
    moved = linking_trace(response)["answer_type_records"]
    assert moved == [{"mention": "长禾", "from": ["formula", "口禾"], "to": ["alias", "长禾"],
                      "rule": "alias_end_asked"}]
    assert top_node(response) == ("长禾", "alias")
    # asking for more aliases (no copula before the question word) stays with the formula
    assert top_node(search(aliased, "长禾还有什么别名")) == ("口禾", "formula")


def test_an_alias_question_ranked_first_keeps_a_record_joined_to_another_named_record(aliased):
    # the relation ranking may put has_alias first on noise (属于 ≈ 其他 in the real ranking); the
    # record 褥疮 leads to is joined to 皮肤病 by is_subtype_of, so the question is about the two
    network_ = aliased.get_network("aliased")
    question = "褥疮属于哪种皮肤病"
    form = read_question(question, network_)
    assert not form.answer_types and not form.identifies(2)
    entity = LinkedEntity(mention="褥疮", start=0, end=2, object_type_id="disease", instance_id="disease-1",
                          instance_name="压疮", via="alias_relation:has_alias", exact=False)
    has_alias = next(rel for rel in network_.relation_types if rel.id == "has_alias")
    alias_ends = {rel_id: alias for rel_id, _, alias in alias_relations(network_)}
    connecting = {"is_subtype_of": [["压疮", "皮肤病"]]}
    notes: dict[str, str] = {}
    assert alias_record_asked([entity], has_alias, form, alias_ends, connecting, notes) == []
    assert notes == {"褥疮": "joined_to_named"}
    # joined only over the alias relation itself (a question naming the alias and its record) or
    # to nothing, the alias question stands
    assert alias_record_asked([entity], has_alias, form, alias_ends, {"has_alias": [["压疮", "褥疮"]]}) == [entity]
    assert alias_record_asked([entity], has_alias, form, alias_ends, None) == [entity]
    assert top_node(search(aliased, question)) == ("压疮", "disease")


def test_with_no_copula_the_best_ranked_relation_toward_the_asked_type_keeps_the_alias_record_aside(aliased):
    # 这属于哪一类病 asks the parent of the record 褥疮 names; a near relation type ranked first
    # (treated_with, which does not join two diseases) must not make it ask which record 褥疮 names
    network_ = aliased.get_network("aliased")
    question = "孩子得了褥疮，这属于哪一类病"
    form = read_question(question, network_)
    assert form.answer_types == {"disease"} and not form.copulas
    entity = LinkedEntity(mention="褥疮", start=4, end=6, object_type_id="disease", instance_id="disease-1",
                          instance_name="压疮", via="alias_relation:has_alias", exact=False,
                          relation_edges={"treated_with": 3, "is_subtype_of": 1})
    rel = {r.id: r for r in network_.relation_types}
    alias_ends = {rel_id: alias for rel_id, _, alias in alias_relations(network_)}
    reached = [rel["treated_with"], rel["is_subtype_of"], rel["has_alias"]]
    notes: dict[str, str] = {}
    assert alias_record_asked([entity], rel["treated_with"], form, alias_ends, None, notes, reached) == []
    assert notes == {"褥疮": "related_by_rank"}
    # a record without edges of that type, or a copula (这是什么病: what the name is), leaves the alias question
    bare = LinkedEntity(**{**entity.__dict__, "relation_edges": {"treated_with": 3}})
    assert alias_record_asked([bare], rel["treated_with"], form, alias_ends, None, None, reached) == [bare]
    copula = read_question("孩子得了褥疮，这是什么病", network_)
    assert copula.copulas
    assert alias_record_asked([entity], rel["treated_with"], copula, alias_ends, None, None, reached) == [entity]
