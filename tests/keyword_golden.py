"""Recorded keyword-context replies on the demo network, to catch any change in them when keyword
context is made faster.

Each case is a session: a question and the schema recalled for it (concept ids, recorded once, so
a change of schema recall does not move the case), then a sequence of keyword calls drawn at
random from the network — instance names, values of other properties (one value matching ten
instances fills the reply's total neighbour cap), names of neighbours sent earlier (dedup and
fuller records), repeated keywords, misses, numbers and yes/no words, an object type the schema
lacks — some compact, a few with contextual knowledge, and a schema recalled again mid-way. The
file keeps a digest of every reply's JSON and of the session state after the last call, per
session store (in memory; SQLite with a small size limit, so the oldest rounds are dropped).

    .venv/bin/python tests/keyword_golden.py --write     # record with this tree's code
    .venv/bin/python tests/keyword_golden.py --write --keep-cases   # same cases, replies anew
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = Path(__file__).resolve().parent / "data" / "keyword_context_golden.json"
KN = "medical"
SEED = 20
QUESTIONS = [
    "上气道梗阻有哪些症状",
    "糖尿病会引起眼睛的什么问题",
    "感冒了应该吃什么药，去哪个科室看",
    "高血压患者要做哪些检查，有什么并发症",
    "肺炎的病因和易感人群是什么",
    "胃炎的治疗方法和常用药物有哪些",
]
CALLS_PER_SESSION = 28
SMALL_STATE_BYTES = 24 * 1024


def digest(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def recall_schemas(backend: Any) -> list[dict[str, Any]]:
    """Schema recall for every question, as concept ids (what keyword context reads of it)."""
    from core.retrieval import InMemorySessionStore, KnowledgeNetworkRetrieval

    store = InMemorySessionStore()
    tool = KnowledgeNetworkRetrieval(backend, store)
    out = []
    for i, question in enumerate(QUESTIONS):
        tool.run({"query": question, "kn_ids": [KN], "session_id": f"schema-{i}"})
        schema = store.get("default", f"schema-{i}").schema
        out.append({"question": question, "object_types": schema.object_type_ids,
                    "relation_types": schema.relation_type_ids})
    return out


def session_schema(network: Any, object_types: list[str], relation_types: list[str]) -> Any:
    from core.retrieval.sessions import SessionSchema
    from core.search.models import KnSearchObjectType, KnSearchRelationType

    return SessionSchema(
        object_types=[KnSearchObjectType(concept_id=t, concept_name=network.object_type(t).name, score=1.0)
                      for t in object_types],
        relation_types=[KnSearchRelationType(
            concept_id=r, concept_name=network.relation_type(r).name,
            source_object_type_id=network.relation_type(r).source_object_type_id,
            target_object_type_id=network.relation_type(r).target_object_type_id, score=0.5)
            for r in relation_types],
    )


def _values(backend: Any, type_id: str, cache: dict[str, list[dict[str, Any]]]) -> list[dict[str, Any]]:
    if type_id not in cache:
        cache[type_id] = backend.query_instances(KN, type_id, {"limit": 400}).datas
    return cache[type_id]


def keyword_calls(backend: Any, case: dict[str, Any], seed: int) -> list[dict[str, Any]]:
    """The case's calls (tool parameters; a `_schema_again` entry recalls the schema anew),
    drawn before any call runs, so they do not depend on the replies."""
    network = backend.get_network(KN)
    rng = random.Random(seed)
    types = [t for t in case["object_types"] if network.object_type(t) is not None]
    rows: dict[str, list[dict[str, Any]]] = {}
    calls: list[dict[str, Any]] = []
    earlier: list[tuple[str, str]] = []
    for n in range(CALLS_PER_SESSION):
        type_id = rng.choice(types)
        ot = network.object_type(type_id)
        data = _values(backend, type_id, rows)
        kind = rng.choice(["name", "name", "name", "property", "property", "neighbour", "repeat", "miss",
                           "odd", "other_type"])
        keyword = None
        if kind == "property" and data:
            row = rng.choice(data)
            props = [p.name for p in ot.data_properties if isinstance(row.get(p.name), str)
                     and row.get(p.name) and p.name != ot.name_field]
            if props:
                keyword = row[rng.choice(props)]
        elif kind == "neighbour":
            # a neighbour's name: its type's rows near a matched one are what replies send
            other = rng.choice([t for t in types if t != type_id] or types)
            data_other = _values(backend, other, rows)
            if data_other:
                type_id, keyword = other, rng.choice(data_other[:40]).get(network.object_type(other).name_field)
        elif kind == "repeat" and earlier:
            type_id, keyword = rng.choice(earlier)
        elif kind == "miss" and data:
            name = str(rng.choice(data).get(ot.name_field) or "x")
            keyword = rng.choice([name[:-1] or "无", name + "病", "不存在的关键词", "上、下气道梗阻"])
        elif kind == "odd":
            keyword = rng.choice(["30", "是", "2020-01-01", "true", "  感冒  ", "ab", "1.5", "否"])
        elif kind == "other_type":
            absent = [t.id for t in network.object_types if t.id not in types]
            type_id, keyword = rng.choice(absent or ["no_such_type"]), "感冒"
        if not keyword and data:
            keyword = rng.choice(data).get(ot.name_field)
        keyword = str(keyword or "感冒")[:60]
        earlier.append((type_id, keyword))
        call = {"query": keyword, "kn_ids": [KN], "enable_keyword_context": True, "object_type_id": type_id,
                "compact": rng.random() < 0.3, "contextual_knowledge": rng.random() < 0.08}
        calls.append(call)
        if n == CALLS_PER_SESSION // 2:
            calls.append({"_schema_again": True})
    return calls


def run_case(backend: Any, store: Any, case: dict[str, Any], seed: int, session_id: str) -> dict[str, Any]:
    """Every call of the case through `knowledge_network_retrieval` on `store`: reply digests and
    the digest of the final state (timestamps left out)."""
    import time

    from core.retrieval import knowledge_network_retrieval
    from core.retrieval.sessions import SessionState

    network = backend.get_network(KN)
    schema = session_schema(network, case["object_types"], case["relation_types"])
    store.put("golden", session_id, SessionState(kn_ids=[KN], query=case["question"], schema=schema,
                                                 schema_version=1, created_at=time.time()))
    replies = []
    for call in keyword_calls(backend, case, seed):
        if call.get("_schema_again"):
            def again(state: Any) -> tuple[Any, None]:
                state.schema = session_schema(network, case["object_types"], case["relation_types"][::-1])
                state.schema_version += 1
                return state, None

            store.update("golden", session_id, again)
            continue
        reply = knowledge_network_retrieval(backend, store, owner="golden", session_id=session_id, **call)
        replies.append(reply)
    state = store.get("golden", session_id)
    data = state.model_dump(mode="json", exclude={"created_at", "updated_at"})
    for round_ in data["rounds"]:
        round_.pop("at", None)
    return {"replies": [digest(r) for r in replies], "state": digest(data),
            "keywords": [r.get("keyword_context", {}).get("keyword") if isinstance(r, dict) else None
                         for r in replies]}


def stores(tmp: Path) -> dict[str, Any]:
    from core.retrieval import InMemorySessionStore
    from core.retrieval.sessions import SqliteSessionStore

    return {"memory": InMemorySessionStore(),
            "sqlite": SqliteSessionStore(tmp / "golden-sessions.sqlite", max_state_bytes=SMALL_STATE_BYTES)}


def record(backend: Any, tmp: Path, cases: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    """Every case's runs; the cases' schemas recalled anew unless `cases` (recorded ones) are given."""
    cases = recall_schemas(backend) if cases is None else [
        {k: v for k, v in case.items() if k != "runs"} for case in cases]
    made = stores(tmp)
    for i, case in enumerate(cases):
        case["runs"] = {name: run_case(backend, store, case, SEED + i, f"golden-{i}") for name, store in made.items()}
    return cases


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--write", action="store_true", help="record into tests/data (else print)")
    parser.add_argument("--out", type=Path, default=GOLDEN)
    parser.add_argument("--keep-cases", action="store_true",
                        help="keep the recorded questions and schemas, record the replies anew "
                             "(when replies change on purpose but schema recall should not move the cases)")
    args = parser.parse_args()
    import tempfile

    from core.backends import embedded_backend

    with tempfile.TemporaryDirectory() as tmp:
        kept = json.loads(GOLDEN.read_text(encoding="utf-8")) if args.keep_cases else None
        cases = record(embedded_backend(), Path(tmp), kept)
    text = json.dumps(cases, ensure_ascii=False, indent=1)
    if args.write:
        args.out.write_text(text + "\n", encoding="utf-8")
    else:
        print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
