"""The SPARQL the KG tools send, in one place.

Written to run unchanged on Oxigraph (embedded and server) and on Virtuoso 7.2 (the server KG-R1 and
ToG use): full IRIs instead of prefixed names (Virtuoso and Oxigraph disagree on dots in local
names), only SPARQL 1.1 built-ins both implement (`STRSTARTS`, `LANGMATCHES`, `SAMPLE`, `LCASE`),
and no engine pragmas. Ids and relations are checked against `core.kg.names` patterns before they
reach an IRI; names are bound as escaped string literals. Nothing else from a caller is inserted.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.exceptions import InvalidRequestError
from core.kg.names import FREEBASE_NS, is_valid_id, is_valid_relation

NAME_RELATION = "type.object.name"
TYPE_RELATION = "type.object.type"


@dataclass(frozen=True)
class Term:
    """One value of a result row: an IRI, a literal (with its language tag) or a blank node."""

    kind: str  # "iri" | "literal" | "bnode"
    value: str
    lang: str = ""


Row = dict[str, Term]


def literal(text: str) -> str:
    """A SPARQL string literal holding `text` exactly (ECHAR escapes; no other character is special)."""
    escaped = (
        text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
        .replace("\r", "\\r").replace("\t", "\\t").replace("\b", "\\b").replace("\f", "\\f")
    )
    return f'"{escaped}"'


class QueryBuilder:
    """Builds the tools' queries for one namespace."""

    def __init__(self, namespace: str = FREEBASE_NS) -> None:
        self.namespace = namespace

    def entity(self, entity_id: str) -> str:
        return self._iri(entity_id, is_valid_id, "entity id", "ids are m./g./en. followed by letters, digits, _ - $")

    def relation(self, relation: str) -> str:
        return self._iri(relation, is_valid_relation, "relation",
                         "relations are dotted names of letters, digits, _ - $ (e.g. people.person.children)")

    def _iri(self, local: str, valid, what: str, suggestion: str) -> str:  # type: ignore[no-untyped-def]
        """The IRI of a checked local name; nothing unchecked is ever put between `<` and `>`."""
        if not valid(local):
            raise InvalidRequestError(f"{what} {local!r} is not a valid {what} name" if what == "relation"
                                      else f"{what} {local!r} is not a valid id", suggestion=suggestion)
        return f"<{self.namespace}{local}>"

    # -- get_relations ------------------------------------------------------------------------
    def out_relations(self, entity_id: str, limit: int) -> str:
        return (
            "SELECT DISTINCT ?relation WHERE {\n"
            f"  {self.entity(entity_id)} ?relation ?tail .\n"
            "  FILTER(isIRI(?relation))\n"
            f"  FILTER(STRSTARTS(STR(?relation), {literal(self.namespace)}))\n"
            f"}} LIMIT {int(limit)}"
        )

    def in_relations(self, entity_id: str, limit: int) -> str:
        return (
            "SELECT DISTINCT ?relation WHERE {\n"
            f"  ?head ?relation {self.entity(entity_id)} .\n"
            "  FILTER(isIRI(?relation))\n"
            f"  FILTER(STRSTARTS(STR(?relation), {literal(self.namespace)}))\n"
            f"}} LIMIT {int(limit)}"
        )

    # -- names and ids ------------------------------------------------------------------------
    def names_of(self, entity_id: str) -> str:
        return (
            "SELECT ?name WHERE {\n"
            f"  {self.entity(entity_id)} {self.relation(NAME_RELATION)} ?name .\n"
            "} LIMIT 50"
        )

    def ids_by_english_name(self, name: str, limit: int = 10) -> str:
        """Entities whose English name is exactly `name`; those with the most types first."""
        return self._ids_by_name(f"{literal(name)}@en", limit)

    def ids_by_plain_name(self, name: str, limit: int = 10) -> str:
        """Entities whose name is exactly `name` without a language tag."""
        return self._ids_by_name(literal(name), limit)

    def _ids_by_name(self, value: str, limit: int) -> str:
        return (
            "SELECT ?entity (COUNT(?type) AS ?types) WHERE {\n"
            f"  ?entity {self.relation(NAME_RELATION)} {value} .\n"
            f"  OPTIONAL {{ ?entity {self.relation(TYPE_RELATION)} ?type }}\n"
            f"}} GROUP BY ?entity ORDER BY DESC(?types) LIMIT {int(limit)}"
        )

    def ids_by_name_ignoring_case(self, name: str, limit: int = 10) -> str:
        """The last resort of name resolution: a case-insensitive match over every name (a scan)."""
        return (
            "SELECT ?entity (COUNT(?type) AS ?types) WHERE {\n"
            f"  ?entity {self.relation(NAME_RELATION)} ?name .\n"
            f"  FILTER(LCASE(STR(?name)) = {literal(name.lower())})\n"
            f"  OPTIONAL {{ ?entity {self.relation(TYPE_RELATION)} ?type }}\n"
            f"}} GROUP BY ?entity ORDER BY DESC(?types) LIMIT {int(limit)}"
        )

    # -- get_triples --------------------------------------------------------------------------
    def _named(self, var: str) -> str:
        name = self.relation(NAME_RELATION)
        return (
            f"  OPTIONAL {{ ?{var} {name} ?name_en . FILTER(LANGMATCHES(LANG(?name_en), \"en\")) }}\n"
            f"  OPTIONAL {{ ?{var} {name} ?name_any . }}\n"
        )

    def tails(self, entity_id: str, relation: str, limit: int) -> str:
        return (
            "SELECT ?tail (SAMPLE(?name_en) AS ?preferred_name) (SAMPLE(?name_any) AS ?fallback_name) WHERE {\n"
            f"  {self.entity(entity_id)} {self.relation(relation)} ?tail .\n"
            + self._named("tail")
            + f"}} GROUP BY ?tail LIMIT {int(limit)}"
        )

    def heads(self, entity_id: str, relation: str, limit: int) -> str:
        return (
            "SELECT ?head (SAMPLE(?name_en) AS ?preferred_name) (SAMPLE(?name_any) AS ?fallback_name) WHERE {\n"
            f"  ?head {self.relation(relation)} {self.entity(entity_id)} .\n"
            + self._named("head")
            + f"}} GROUP BY ?head LIMIT {int(limit)}"
        )

    def cvt_out_relations(self, cvt_id: str, limit: int = 50) -> str:
        return self.out_relations(cvt_id, limit)

    def cvt_in_relations(self, cvt_id: str, limit: int = 50) -> str:
        return self.in_relations(cvt_id, limit)

    def flatten_out(self, entity_id: str, relation: str, cvt_id: str, cvt_relation: str, limit: int) -> str:
        """entity -relation-> cvt -cvt_relation-> ?final_tail"""
        cvt = self.entity(cvt_id)
        return (
            "SELECT ?final_tail (SAMPLE(?name_en) AS ?preferred_name) (SAMPLE(?name_any) AS ?fallback_name) WHERE {\n"
            f"  {self.entity(entity_id)} {self.relation(relation)} {cvt} .\n"
            f"  {cvt} {self.relation(cvt_relation)} ?final_tail .\n"
            + self._named("final_tail")
            + f"}} GROUP BY ?final_tail LIMIT {int(limit)}"
        )

    def flatten_in(self, entity_id: str, relation: str, cvt_id: str, cvt_relation: str, limit: int) -> str:
        """?final_head -cvt_relation-> cvt -relation-> entity"""
        cvt = self.entity(cvt_id)
        return (
            "SELECT ?final_head (SAMPLE(?name_en) AS ?preferred_name) (SAMPLE(?name_any) AS ?fallback_name) WHERE {\n"
            f"  ?final_head {self.relation(cvt_relation)} {cvt} .\n"
            f"  {cvt} {self.relation(relation)} {self.entity(entity_id)} .\n"
            + self._named("final_head")
            + f"}} GROUP BY ?final_head LIMIT {int(limit)}"
        )
