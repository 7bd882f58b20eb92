"""Public question sets as evaluation sets: each becomes questions with gold relation types and a
network built from its schema (no instances, so only schema metrics apply).

- SPCQL (`bench/spcql/dev.json`, Chinese): one object type `ENTITY` (实体) and one relation type per
  relation name used in any gold query (`Relationship{name:'…'}`); a question's gold relation types
  are the names in its `target_text`.
- text2cypher (`bench/text2cypher/`): each database's structured schema (node labels with their
  properties, relationships `(:Start)-[:TYPE]->(:End)`) becomes a network with one object type per
  label and one relation type per (start, TYPE, end). Each question's gold relation types come from
  its gold Cypher: the relationship types it names (`-[:ACTED_IN]->`, `[:A|B]`), narrowed to the
  relation types touching a label the query names when the name is shared
  (`(:Actor)-[:DIRECTED]->` vs `(:Director)-[:DIRECTED]->`). Questions whose Cypher names no
  relationship type, or that the dataset marks as using a false schema / failing, are left out.
"""

from __future__ import annotations

import ast
import csv
import json
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import ValidationError

from core.evaluation.questions import EvalQuestion, QuestionSet
from core.exceptions import QuestionSetError, describe_validation_error
from core.models.network import KnowledgeNetwork

_REL_BRACKET = re.compile(r"-\s*\[([^\]]*)\]\s*-")  # the [...] of a relationship pattern
_LABEL_PATTERN = re.compile(r"\(\s*[A-Za-z_]?\w*\s*:\s*`?([A-Za-z_][\w]*)`?")
_SPCQL_PATTERN = re.compile(r"Relationship\s*\{\s*name\s*:\s*'([^']*)'\s*\}")
_TYPE_MAP = {"STRING": "varchar", "INTEGER": "int", "FLOAT": "float", "BOOLEAN": "bool",
             "DATE": "date", "DATE_TIME": "datetime", "LOCAL_DATE_TIME": "datetime"}


@dataclass
class Dataset:
    """Questions with gold relation types over a network built from a benchmark's schema."""

    name: str
    network: KnowledgeNetwork
    questions: list[EvalQuestion] = field(default_factory=list)

    def question_set(self) -> QuestionSet:
        return QuestionSet(name=self.name, questions=self.questions)


def _question(dataset: str, number: int, text: str, gold: set[str], where: str) -> EvalQuestion:
    """The question of item `number`; a text the harness cannot send (longer than kn_search takes)
    is a QuestionSetError naming `where` it is."""
    try:
        question = EvalQuestion(id=f"{dataset}-{number:04d}", question=text, kn_id=dataset,
                                relation_types=sorted(gold))
    except ValidationError as exc:
        raise QuestionSetError(f"{where}: " + describe_validation_error(exc, "", model=EvalQuestion)) from None
    question.line = number
    return question


# ----------------------------------------------------------------------------------------------
# SPCQL
# ----------------------------------------------------------------------------------------------
def load_spcql(path: Path, kn_id: str = "spcql") -> Dataset:
    try:
        items = json.loads(Path(path).read_text(encoding="utf-8-sig"))
    except (OSError, json.JSONDecodeError) as exc:
        raise QuestionSetError(f"{path}: not a readable SPCQL file ({exc})") from None
    if not isinstance(items, list):
        raise QuestionSetError(f"{path}: an SPCQL file is a JSON list of {{query, target_text}} objects")
    names: Counter = Counter()
    per_question = []
    for number, item in enumerate(items, start=1):
        if not isinstance(item, dict) or not isinstance(item.get("query"), str):
            raise QuestionSetError(f"{path}: item {number} has no `query` text")
        found = _SPCQL_PATTERN.findall(item.get("target_text", "") or "")
        per_question.append((item["query"], found))
        names.update(found)
    ordered = sorted(names)  # schema order independent of frequency
    ids = {name: f"r{i:03d}" for i, name in enumerate(ordered)}
    network = KnowledgeNetwork.model_validate({
        "id": kn_id, "name": "SPCQL",
        "object_types": [{"id": "ENTITY", "name": "实体"}],
        "relation_types": [{"id": ids[n], "name": n, "source_object_type_id": "ENTITY",
                            "target_object_type_id": "ENTITY"} for n in ordered],
    })
    dataset = Dataset("spcql (zh)", network)
    for number, (query, found) in enumerate(per_question, start=1):
        if found and query.strip():
            dataset.questions.append(_question(kn_id, number, query, {ids[n] for n in found},
                                               f"{path}: item {number}"))
    if not dataset.questions:
        # Nothing to rank: every metric would be over no question at all.
        raise QuestionSetError(
            f"{path}: none of its {len(items)} item(s) has a gold relation type" if items
            else f"{path}: no questions (an empty list)",
            suggestion="an SPCQL item is {\"query\": ..., \"target_text\": ...}; its gold relation types are "
                       "the Relationship{name:'…'} its target_text names",
        )
    return dataset


# ----------------------------------------------------------------------------------------------
# text2cypher
# ----------------------------------------------------------------------------------------------
def _network_from_structured(database: str, schema: dict) -> KnowledgeNetwork:
    object_types = []
    labels = set(schema.get("node_props", {}))
    for rel in schema.get("relationships", []):
        labels.update((rel["start"], rel["end"]))
    for label in sorted(labels):
        props = schema.get("node_props", {}).get(label, [])
        object_types.append({
            "id": label, "name": label,
            "data_properties": [{"name": p["property"], "type": _TYPE_MAP.get(p.get("type", ""), "other")}
                                for p in props],
        })
    relation_types = []
    seen = set()
    for rel in schema.get("relationships", []):
        rid = f"{rel['start']}-{rel['type']}-{rel['end']}"
        if rid in seen:
            continue
        seen.add(rid)
        relation_types.append({"id": rid, "name": rel["type"], "source_object_type_id": rel["start"],
                               "target_object_type_id": rel["end"]})
    return KnowledgeNetwork.model_validate(
        {"id": database, "name": database, "object_types": object_types, "relation_types": relation_types}
    )


def cypher_relation_names(cypher: str) -> set[str]:
    """Relationship types named in `-[r:TYPE]->`, `<-[:A|B*1..2]-`, `-[:T {since: 2020}]-`."""
    names = set()
    for body in _REL_BRACKET.findall(cypher):
        body = re.sub(r"\{.*\}", "", body)
        if ":" not in body:
            continue
        spec = body.split(":", 1)[1].split("*", 1)[0]
        for part in re.split(r"[|:]", spec):
            part = part.strip().strip("`")
            if re.fullmatch(r"[A-Za-z_]\w*", part):
                names.add(part)
    return names


def cypher_labels(cypher: str) -> set[str]:
    return set(_LABEL_PATTERN.findall(cypher))


def gold_relation_types(network: KnowledgeNetwork, cypher: str) -> set[str]:
    names, labels = cypher_relation_names(cypher), cypher_labels(cypher)
    gold = set()
    for name in names:
        candidates = [r for r in network.relation_types if r.name == name]
        narrowed = [r for r in candidates if r.source_object_type_id in labels or r.target_object_type_id in labels]
        gold.update(r.id for r in (narrowed or candidates))
    return gold


def load_text2cypher(root: Path) -> list[Dataset]:
    root = Path(root)
    if root.is_file():
        root = root.parent
    csv.field_size_limit(1 << 30)
    datasets: dict[str, Dataset] = {}
    try:
        with open(root / "text2cypher_schemas.csv", encoding="utf-8-sig") as handle:
            for row in csv.DictReader(handle):
                schema = ast.literal_eval(row["structured_schema"])
                datasets[row["database"]] = Dataset(row["database"], _network_from_structured(row["database"], schema))
        counters: Counter = Counter()
        with open(root / "text2cypher_claudeopus.csv", encoding="utf-8-sig") as handle:
            for number, row in enumerate(csv.DictReader(handle), start=2):  # row 1 is the header
                dataset = datasets.get(row["database"])
                if dataset is None or row["false_schema"] or row["syntax_error"] == "True":
                    continue
                gold = gold_relation_types(dataset.network, row["cypher"])
                if gold:
                    counters[dataset.name] += 1
                    dataset.questions.append(_question(dataset.name, counters[dataset.name], row["question"], gold,
                                                       f"{root / 'text2cypher_claudeopus.csv'}: row {number}"))
    except (OSError, KeyError, ValueError, SyntaxError) as exc:
        raise QuestionSetError(
            f"{root}: not a text2cypher directory ({exc})",
            suggestion="it holds text2cypher_schemas.csv and text2cypher_claudeopus.csv",
        ) from None
    kept = [d for d in datasets.values() if d.questions]
    if not kept:
        raise QuestionSetError(
            f"{root}: no question whose Cypher names a relationship type of its database's schema",
            suggestion="questions marked false_schema or syntax_error are left out, as are those naming no relationship",
        )
    return kept


def detect_format(path: Path) -> str:
    """`jsonl` (a question set), `spcql` or `text2cypher`, from the path and its first bytes."""
    path = Path(path)
    if path.is_dir() or path.name.startswith("text2cypher"):
        return "text2cypher"
    if path.suffix == ".json":
        try:
            with open(path, encoding="utf-8-sig", errors="replace") as handle:
                head = handle.read(4096).lstrip()
        except OSError:
            return "jsonl"
        if head.startswith("["):
            return "spcql"
    return "jsonl"


def schema_backend(datasets: list[Dataset], directory: Path):
    """An embedded backend over `directory` holding each dataset's network (schema only, no
    instances), so kn_search runs on it exactly as on any other network."""
    from core.backends.sqlite import SqliteBackend
    from core.backends.sqlite_store import NetworkBuilder

    directory = Path(directory)
    for dataset in datasets:
        network = _with_keys(dataset.network)
        NetworkBuilder(network, source=f"schema of {dataset.name}").write(directory / f"{network.id}.sqlite")
    return SqliteBackend(directory)


def _with_keys(network: KnowledgeNetwork) -> KnowledgeNetwork:
    """The network with a key property on every object type that has none (the engine needs an
    identity per instance; a schema-only network never has instances, so the key is never filled)."""
    data = network.model_dump()
    for object_type in data["object_types"]:
        if object_type.get("primary_keys"):
            continue
        names = {p["name"] for p in object_type.get("data_properties") or []}
        key = next(k for k in ("id", "_key", "__key") if k not in names)
        object_type.setdefault("data_properties", []).insert(0, {"name": key, "type": "varchar"})
        object_type["primary_keys"] = [key]
    return KnowledgeNetwork.model_validate(data)
