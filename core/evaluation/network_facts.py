"""What a network says about a question's gold: does the entity exist, which instances neighbour it
via a relation type, which names lead to it. Read through the backend interface only, so a set can
be checked against any backend."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from core.exceptions import KnxError
from core.models.network import KnowledgeNetwork, RelationType
from core.models.query import MAX_LIMIT
from core.search.name_dictionary import fold_dashes, listed_names, typed_dashed_names
from core.text import in_simplified_characters


class NetworkFacts:
    def __init__(self, backend: Any, kn_id: str) -> None:
        self.backend = backend
        self.kn_id = kn_id
        self.network: KnowledgeNetwork = backend.get_network(kn_id)
        self.entity_row = lru_cache(maxsize=4096)(self._entity_row)

    def _entity_row(self, object_type_id: str, name: str) -> dict[str, Any] | None:
        object_type = self.network.object_type(object_type_id)
        field = object_type.name_field if object_type else None
        if not field:
            return None
        result = self.backend.query_instances(self.kn_id, object_type_id, {
            "condition": {"operation": "==", "field": field, "value": name}, "limit": 2})
        return result.datas[0] if result.datas else None

    def neighbour_names(self, object_type_id: str, name: str, relation: RelationType) -> set[str]:
        """Display names of the instances one hop from the named instance via `relation`, in
        whichever direction(s) the instance's type is an end of it."""
        object_type = self.network.object_type(object_type_id)
        field = object_type.name_field if object_type else None
        if not field:
            return set()
        names: set[str] = set()
        ends = []
        if relation.source_object_type_id == object_type_id:
            ends.append(("forward", relation.target_object_type_id))
        if relation.target_object_type_id == object_type_id:
            ends.append(("backward", relation.source_object_type_id))
        for direction, far in ends:
            path = {
                "object_types": [
                    {"id": object_type_id, "limit": 1,
                     "condition": {"operation": "==", "field": field, "value": name}},
                    {"id": far, "limit": MAX_LIMIT},
                ],
                "relation_types": [{
                    # the path's ends give the direction, except for a relation from a type to itself
                    "relation_type_id": relation.id,
                    "direction": direction if far == object_type_id else None,
                    "source_object_type_id": object_type_id,
                    "target_object_type_id": far,
                }],
                "limit": MAX_LIMIT,
            }
            result = self.backend.query_subgraph(self.kn_id, {"relation_type_paths": [path]})
            for entry in result.entries:
                start_ids = {k for k, o in entry.objects.items() if o.object_type_id == object_type_id
                             and str(o.display) == name}
                for rp in entry.relation_paths:
                    for rel in rp.relations:
                        for here, there in ((rel.source_object_id, rel.target_object_id),
                                            (rel.target_object_id, rel.source_object_id)):
                            if here in start_ids and there in entry.objects:
                                names.add(str(entry.objects[there].display))
        return names

    def leads_to(self, mention: str, object_type_id: str, name: str) -> bool:
        """Whether `mention` names the instance: its name, a property value listing it, or the name
        of a neighbour (an alias instance) via any relation type, or one of the names such a name lists
        (甲肝 of the alias instance 甲型肝炎；甲肝: `listed_names`, as entity linking reads it) - each also as a keyboard
        types it: with a hyphen for its dashes or without a dash between two Chinese characters (肩-手综合征, 肩手综合征 of
        肩—手综合征; 狄波-普维拉 of the trade name 狄波—普维拉: `typed_dashed_names`), whatever dash it is typed with
        (肩－手综合征: linking reads a question's dashes as hyphens for those names, `Dictionary.find_written`)."""
        typed = fold_dashes(mention)
        if mention == name or typed in typed_dashed_names(name):
            return True
        row = self.entity_row(object_type_id, name) or {}
        for key, value in row.items():
            if not key.startswith("_") and isinstance(value, str) \
                    and (mention in value or any(typed in way for way in typed_dashed_names(value))):
                return True
        for relation in self.network.relation_types:
            if object_type_id in (relation.source_object_type_id, relation.target_object_type_id):
                neighbours = self.neighbour_names(object_type_id, name, relation)
                names = {part for n in neighbours for part in (n, *listed_names(n))}
                if mention in names or any(typed in typed_dashed_names(n) for n in names):
                    return True
        return False

    def check(self, q) -> list[str]:
        problems: list[str] = []
        gold_relations = []
        for rid in q.relation_types:
            relation = self.network.relation_type(rid)
            if relation is None:
                problems.append(f"relation type {rid!r} is not in network {self.kn_id!r}")
            else:
                gold_relations.append(relation)
        if q.entity is None:
            if q.answers:
                problems.append("answers need an entity to be neighbours of")
            return problems
        entity = q.entity
        if self.network.object_type(entity.object_type_id) is None:
            valid = ", ".join(o.id for o in self.network.object_types)
            return problems + [f"entity.object_type_id {entity.object_type_id!r} is not an object type; valid: {valid}"]
        try:
            if self.entity_row(entity.object_type_id, entity.name) is None:
                return problems + [f"entity {entity.name!r} is not an instance of {entity.object_type_id}"]
            if q.mention and q.mention not in q.question and q.mention not in in_simplified_characters(q.question):
                problems.append(f"mention {q.mention!r} does not occur in the question (nor in it written in "
                                "simplified characters)")
            elif q.mention and not self.leads_to(q.mention, entity.object_type_id, entity.name):
                problems.append(f"mention {q.mention!r} is neither the name of {entity.name!r} nor an alias "
                                "the network records for it")
            if q.answers:
                reachable: set[str] = set()
                for relation in gold_relations:
                    reachable |= self.neighbour_names(entity.object_type_id, entity.name, relation)
                missing = [a for a in q.answers if a not in reachable]
                if missing:
                    problems.append(f"answers not one hop from {entity.name!r} via {q.relation_types}: "
                                    + ", ".join(repr(m) for m in missing[:5]))
        except KnxError as exc:
            problems.append(str(exc))
        return problems
