"""Typed models of the wire formats: network schema, conditions, queries and results."""

from core.models.condition import Condition, parse_condition
from core.models.network import (
    ActionType,
    DataProperty,
    KnowledgeNetwork,
    NetworkSummary,
    ObjectType,
    RelationType,
)
from core.models.query import (
    ConceptHit,
    ConceptKind,
    InstanceQuery,
    InstanceQueryResult,
    ObjectTypeOnPath,
    PathEntry,
    Relation,
    RelationPath,
    RelationTypePath,
    Sort,
    SubgraphObject,
    SubgraphQuery,
    SubgraphResult,
    TypeEdge,
    instance_key,
)

__all__ = [
    "ActionType", "Condition", "ConceptHit", "ConceptKind", "DataProperty", "InstanceQuery",
    "InstanceQueryResult", "KnowledgeNetwork", "NetworkSummary", "ObjectType", "ObjectTypeOnPath",
    "PathEntry", "Relation", "RelationPath", "RelationType", "RelationTypePath", "Sort",
    "SubgraphObject", "SubgraphQuery", "SubgraphResult", "TypeEdge", "instance_key",
    "parse_condition",
]
