"""Freebase naming rules: ids, relation names, IRIs, CVT nodes, flatten names, metadata relations.

Everything that turns a name into something a SPARQL query contains goes through here, and only
strings that match a strict pattern get there: an entity id or relation that does not match is
rejected before any query is built, so no input can change a query's structure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

#: Freebase's namespace: the default of every KG, and of the relation filter in get_relations.
FREEBASE_NS = "http://rdf.freebase.com/ns/"

#: Prefixes that mark a string as an id rather than a name (machine ids, generated ids, keys).
ID_PREFIXES = ("m.", "g.", "en.")

# An id after the prefix, and each dotted segment of a relation: letters, digits, `_`, `-`, `$`.
# None of these characters can end an IRI, open a literal or start a SPARQL token.
_ID = re.compile(r"^(?:m|g|en)\.[A-Za-z0-9_$-]{1,200}$")
_RELATION = re.compile(r"^[A-Za-z0-9_$-]{1,100}(?:\.[A-Za-z0-9_$-]{1,100}){1,12}$")
_NAMESPACE = re.compile(r"^https?://[A-Za-z0-9._~:/?#@!$&'()*+,;=%-]{1,300}[/#]$")

# Metadata relations that never make a useful hop: the type system, topic boilerplate, schema
# hints. A relation equal to an entry, or starting with an entry followed by `.`, is dropped.
MEANINGLESS_RELATION_PATTERNS: tuple[str, ...] = (
    # the type system; names (shown in every triple anyway)
    "type.object.type",
    "type.object.name",
    "type.type.instance",
    "type.type.properties",
    "type.property.schema",
    "type.object.key",
    "type.object.permission",
    "type.object.profile",
    "type.object.service",
    # topic boilerplate: articles, images, web pages
    "common.topic.article",
    "common.topic.image",
    "common.topic.description",
    "common.topic.topic_equivalent_webpage",
    "common.topic.topic_equivalent",
    "common.image_source",
    "common.document",
    "common.webpage",
    "common.license",
    # schema hints stored on types and properties
    "freebase.type_hints",
    "freebase.property_hints",
)


def is_id(text: str) -> bool:
    """Whether the string is written as an id (`m.`, `g.` or `en.` prefix), valid or not."""
    return text.startswith(ID_PREFIXES)


def is_valid_id(text: str) -> bool:
    return bool(_ID.match(text))


def is_valid_relation(text: str) -> bool:
    return bool(_RELATION.match(text))


def check_namespace(namespace: str) -> str:
    from core.exceptions import InvalidRequestError

    if not isinstance(namespace, str) or not _NAMESPACE.match(namespace) or " " in namespace:
        raise InvalidRequestError(
            f"namespace: {namespace!r} is not a usable IRI prefix",
            suggestion=f"an http(s) IRI ending in / or #, e.g. {FREEBASE_NS}",
        )
    return namespace


def normalize_relation(relation: str, namespace: str = FREEBASE_NS) -> str:
    """A relation in dotted form: the namespace IRI or an `ns:` prefix removed, `/` turned into `.`.

    `http://rdf.freebase.com/ns/people.person.children`, `ns:people/person.children` and
    `people.person.children` all become `people.person.children`.
    """
    cleaned = relation.strip()
    if cleaned.startswith("<") and cleaned.endswith(">"):
        cleaned = cleaned[1:-1]
    if cleaned.startswith(namespace):
        cleaned = cleaned[len(namespace):]
    elif cleaned.startswith("ns:"):
        cleaned = cleaned[3:]
    return cleaned.replace("/", ".")


def local_name(value: str, namespace: str = FREEBASE_NS) -> str:
    """The dotted local name of an IRI in the namespace; other values (literals, IRIs) unchanged."""
    if value.startswith(namespace):
        return value[len(namespace):].replace("/", ".")
    return value


def is_cvt_node(node_id: str, name: str) -> bool:
    """A CVT (compound value) node: a machine id with no name, or a name that is only its id."""
    if not node_id.startswith("m."):
        return False
    return not name or name == node_id


def meaningless_pattern(relation: str, patterns: tuple[str, ...] = MEANINGLESS_RELATION_PATTERNS) -> str | None:
    """The metadata pattern the relation falls under, or None when it is a real relation."""
    for pattern in patterns:
        if relation == pattern or relation.startswith(pattern + "."):
            return pattern
    return None


def flatten_base_name(first: str, second: str) -> str:
    """Two relations as one: the dotted segments the two start with in common are removed from the
    first, and the second is appended (`film.film.starring` + `film.performance.actor` →
    `film.starring.film.performance.actor`)."""
    a, b = first.split("."), second.split(".")
    common = 0
    while common < min(len(a), len(b)) and a[common] == b[common]:
        common += 1
    rest = ".".join(a[common:])
    return f"{rest}.{second}" if rest else second


@dataclass
class FlattenNamer:
    """Numbers flatten names within one get_triples call: the first use of a name gets `_1`, the
    next `_2`, … (one CVT node per number), as the reference transcripts show."""

    counts: dict[str, int]

    def __init__(self) -> None:
        self.counts = {}

    def name(self, first: str, second: str) -> str:
        base = flatten_base_name(first, second)
        self.counts[base] = self.counts.get(base, 0) + 1
        return f"{base}_{self.counts[base]}"
