"""The node of an instance the question names more than once is made from the mention linking took as the subject, so
the subject's node comes first (core.search.instances, linked nodes), on the demo network."""

from __future__ import annotations

from core.search.config import PropertyFilterConfig, SemanticInstanceRetrievalConfig
from core.search.instances import recall_instances
from core.search.linking import EntityLinker


def test_the_subjects_node_comes_first_when_it_is_a_later_mention_of_its_instance(medical_backend):
    question = "突聋，还有慢性化脓性中耳炎，突发性耳聋"
    linked = EntityLinker().link(medical_backend, "medical", question).entities
    assert [(e.mention, e.instance_name) for e in linked] == [
        ("突聋", "突发性耳聋"), ("慢性化脓性中耳炎", "慢性化脓性中耳炎"), ("突发性耳聋", "突发性耳聋")]
    linked[-1].subject = True  # the question is about the instance named first by its alias, then by its name
    diseases = [ot for ot in medical_backend.get_network("medical").object_types if ot.id == "disease"]
    nodes = recall_instances(medical_backend, "medical", diseases, question, SemanticInstanceRetrievalConfig(),
                             PropertyFilterConfig(), linked=linked).nodes
    # one node per instance, made from the subject's mention (its name: linked_name), and first
    assert (nodes[0].instance_name, nodes[0].linked_mention, nodes[0].score_source) == (
        "突发性耳聋", "突发性耳聋", "linked_name")
    assert [n.instance_name for n in nodes if n.linked_mention] == ["突发性耳聋", "慢性化脓性中耳炎"]
