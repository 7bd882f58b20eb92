"""Speed of knowledge_network_retrieval's keyword context and contextual knowledge.

    python bench/keyword_bench.py                # demo network + fan-out, 50 runs each
    python bench/keyword_bench.py --runs 200 --json

1. Demo network (`medical`, built in the data directory on first use): schema recall for
   "上气道梗阻有哪些症状" once, then keyword calls, each in a fresh copy of that session so dedup
   never skips work (every run queries instances and neighbours). Targets: keyword call p50
   <= 15 ms including neighbours; contextual knowledge <= 50 ms.
   Contextual knowledge is reported cold (relation patterns and primary fields measured afresh) and
   warm (kept from an earlier call on the same network, as in a session's later rounds).
   A new question's first keyword round (`--first-rounds`): schema recall stores a schema text
   the session codec has not seen, and the round after it reads that text (CPU time per call).
2. Compact mode: bytes and approximate tokens of the full and the compact reply on the demo.
3. Fan-out: generated networks where one disease has N symptoms (N up to 50,000) and ten diseases
   share a name with N/10 symptoms each; neighbours are capped inside the backend query (30
   candidates per relation type and instance, then 10 per relation type and 50 per reply); the
   neighbours the question names are looked up by name first, but a hub of 50,000 neighbours still
   costs milliseconds (its first 30 edges, its names' sets read from it).

Reports median and p95 of repeated runs (milliseconds) and the backend queries per call.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core.backends import embedded_backend  # noqa: E402
from core.backends.base import KnowledgeBackend  # noqa: E402
from core.backends.sqlite import SqliteBackend  # noqa: E402
from core.backends.sqlite_store import UNION_AFTER_READS, NetworkBuilder  # noqa: E402
from core.models.network import KnowledgeNetwork  # noqa: E402
from core.retrieval import InMemorySessionStore, KnowledgeNetworkRetrieval, SessionSchema, SessionState  # noqa: E402
from core.retrieval import contextual  # noqa: E402
from core.retrieval.models import approx_tokens, wire_text  # noqa: E402
from core.retrieval.service import schema_parts  # noqa: E402
from core.search.models import KnSearchObjectType, KnSearchRelationType  # noqa: E402
from core.timing import latency_summary  # noqa: E402

QUESTION = "上气道梗阻有哪些症状"
DEMO_KEYWORDS = [("上气道梗阻", "disease"), ("呼吸困难", "symptom"), ("感冒", "disease"), ("咳嗽", "symptom")]
FANOUTS = (10, 100, 1_000, 10_000, 50_000)


def timed(fn: Callable[[], Any], runs: int) -> dict[str, float]:
    for _ in range(UNION_AFTER_READS):  # warm: file pages, vectors, statements; a repeated call's
        fn()  # first hops read as one union from then on (`NetworkFile._often_read_union`)
    samples = []
    for _ in range(runs):
        started = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - started) * 1000)
    return latency_summary(samples)


class Counting(KnowledgeBackend):
    """Counts instance and subgraph queries on the way to the real backend."""

    def __init__(self, inner: KnowledgeBackend) -> None:
        self.inner = inner
        self.calls = 0

    def _list_networks(self):
        return self.inner._list_networks()

    def _get_network(self, kn_id):
        return self.inner.get_network(kn_id)

    def _search_concepts(self, kn_id, kind, query, limit):
        return self.inner._search_concepts(kn_id, kind, query, limit)

    def _query_instances(self, network, object_type, query):
        self.calls += 1
        return self.inner._query_instances(network, object_type, query)

    def _query_subgraph(self, network, query):
        self.calls += 1
        return self.inner._query_subgraph(network, query)


def keyword_runner(tool: KnowledgeNetworkRetrieval, store: InMemorySessionStore, base: SessionState,
                   kn_id: str, keyword: str, object_type_id: str, **flags: Any) -> Callable[[], Any]:
    counter = {"n": 0}

    def run() -> Any:
        counter["n"] += 1
        sid = f"bench-{counter['n']}"
        store.put("default", sid, base)  # a fresh session holding only the schema
        return tool.run({"query": keyword, "kn_ids": [kn_id], "session_id": sid,
                         "enable_keyword_context": True, "object_type_id": object_type_id, **flags})

    return run


def bench_demo(runs: int) -> dict[str, Any]:
    backend = embedded_backend(progress=lambda msg, frac: print(f"[{frac:4.0%}] {msg}", file=sys.stderr))
    counting = Counting(backend)
    store = InMemorySessionStore(max_sessions=runs * 4 + 100)
    tool = KnowledgeNetworkRetrieval(counting, store)
    tool.run({"query": QUESTION, "kn_ids": ["medical"], "session_id": "base"})
    base = store.get("default", "base")
    out: dict[str, Any] = {"keyword": {}, "contextual": {}}
    for keyword, ot in DEMO_KEYWORDS:
        run = keyword_runner(tool, store, base, "medical", keyword, ot)
        counting.calls = 0
        reply = run()
        calls = counting.calls
        stats = reply.keyword_context.statistics
        out["keyword"][f"{keyword}/{ot}"] = {
            **timed(run, runs), "backend_queries": calls, "instances": stats.returned_instances,
            "neighbors": stats.total_neighbors,
        }
    network = backend.get_network("medical")
    types, relations = schema_parts(network, base.schema)
    cases: dict[str, Callable[[], Any]] = {}
    for keyword, ot in DEMO_KEYWORDS[:2]:
        object_type = network.object_type(ot)
        cases[f"{keyword}/{ot}"] = (
            lambda ot=object_type, kw=keyword: contextual.for_keyword(backend, network, ot, kw, types, relations)
        )
    cases["schema"] = lambda: contextual.for_schema(backend, network, QUESTION, types, relations)
    for name, fn in cases.items():
        # cold: relation patterns and primary fields measured afresh; warm: kept from earlier calls
        out["contextual"][f"{name} cold"] = timed(lambda fn=fn: (contextual.clear_cache(), fn()), runs)
        out["contextual"][f"{name} warm"] = timed(fn, runs)
    # Size of the replies: schema recall and the first keyword round, full and compact.
    schema_reply = tool.run({"query": QUESTION, "kn_ids": ["medical"], "session_id": "size"})
    keyword_reply = keyword_runner(tool, store, base, "medical", "上气道梗阻", "disease")()
    contextual_reply = keyword_runner(tool, store, base, "medical", "上气道梗阻", "disease",
                                      contextual_knowledge=True)()
    rounds = [tool.run({"query": kw, "kn_ids": ["medical"], "session_id": "size", "enable_keyword_context": True,
                        "object_type_id": ot}) for kw, ot in DEMO_KEYWORDS]
    sizes = {}
    for name, reply in (("schema", schema_reply), ("keyword", keyword_reply),
                        ("keyword+contextual", contextual_reply), (f"round {len(rounds)} (dedup)", rounds[-1])):
        full, compact = wire_text(reply.to_wire(compact=False)), wire_text(reply.to_wire(compact=True))
        sizes[name] = {
            "full_bytes": len(full.encode()), "compact_bytes": len(compact.encode()),
            "full_tokens": approx_tokens(full), "compact_tokens": approx_tokens(compact),
            "token_saving": f"{1 - approx_tokens(compact) / approx_tokens(full):.0%}",
        }
    out["sizes"] = sizes
    return out


def bench_first_rounds(questions: int) -> dict[str, Any]:
    """A question's two steps, each question new: schema recall (which stores the schema in the
    session) and then its first keyword round, which meets a schema text it has not seen; and a
    second keyword round on the same session, for comparison. CPU time of the process per call
    (medians over the questions), dev-set questions in file order."""
    backend = embedded_backend()
    store = InMemorySessionStore(max_sessions=questions * 2 + 100)
    tool = KnowledgeNetworkRetrieval(backend, store)
    path = Path(__file__).resolve().parent / "sets" / "medical_dev.jsonl"
    asked = [json.loads(line)["question"] for line in path.read_text(encoding="utf-8").splitlines() if line]
    keyword = {"query": "上气道梗阻", "kn_ids": ["medical"], "enable_keyword_context": True, "object_type_id": "disease"}
    tool.run({"query": QUESTION, "kn_ids": ["medical"], "session_id": "warm"})  # imports, caches
    tool.run({**keyword, "session_id": "warm"})
    samples: dict[str, list[float]] = {"schema recall": [], "first keyword round": [], "second keyword round": []}
    for n, question in enumerate(asked[:questions]):
        sid = f"first-{n}"
        for name, params in (("schema recall", {"query": question, "kn_ids": ["medical"]}),
                             ("first keyword round", keyword),
                             ("second keyword round", {**keyword, "query": "感冒"})):
            started = time.process_time()
            tool.run({**params, "session_id": sid})
            samples[name].append((time.process_time() - started) * 1000)
    return {name: latency_summary(values) for name, values in samples.items()}


FANOUT_NETWORK = {
    "id": "fanout",
    "name": "fan-out",
    "object_types": [
        {"id": "disease", "name": "疾病", "primary_keys": ["disease_id"], "display_key": "disease_name",
         "data_properties": [{"name": "disease_id", "type": "varchar"}, {"name": "disease_name", "type": "varchar"},
                             {"name": "age", "type": "varchar"}, {"name": "rate", "type": "float"}]},
        {"id": "symptom", "name": "症状", "primary_keys": ["symptom_id"], "display_key": "symptom_name",
         "data_properties": [{"name": "symptom_id", "type": "varchar"}, {"name": "symptom_name", "type": "varchar"}]},
        {"id": "department", "name": "科室", "primary_keys": ["department_id"], "display_key": "department_name",
         "data_properties": [{"name": "department_id", "type": "varchar"},
                             {"name": "department_name", "type": "varchar"}]},
    ],
    "relation_types": [
        {"id": "has_symptom", "name": "疾病症状", "source_object_type_id": "disease", "target_object_type_id": "symptom"},
        {"id": "designated_to", "name": "分诊科室", "source_object_type_id": "disease",
         "target_object_type_id": "department"},
        {"id": "has_complication", "name": "并发症", "source_object_type_id": "disease",
         "target_object_type_id": "disease"},
    ],
}


def build_fanout(path: Path, fanout: int) -> None:
    network = KnowledgeNetwork.model_validate(FANOUT_NETWORK)
    builder = NetworkBuilder(network, source="bench")
    diseases = [{"disease_id": "hub", "disease_name": "枢纽病", "age": "成人", "rate": 0.5}]
    diseases += [{"disease_id": f"twin{i}", "disease_name": "同名病", "age": "儿童", "rate": 0.1 * i} for i in range(10)]
    diseases += [{"disease_id": f"d{i}", "disease_name": f"病{i}", "age": None, "rate": None} for i in range(fanout)]
    builder.add_instances("disease", diseases)
    builder.add_instances("symptom", [{"symptom_id": f"s{i}", "symptom_name": f"症状{i}"} for i in range(fanout)])
    builder.add_instances("department", [{"department_id": f"p{i}", "department_name": f"科室{i}"}
                                         for i in range(max(1, fanout // 10))])
    builder.add_edges("has_symptom", [("hub", f"s{i}") for i in range(fanout)])
    builder.add_edges("has_symptom", [(f"twin{i % 10}", f"s{i}") for i in range(fanout)])
    builder.add_edges("designated_to", [("hub", f"p{i}") for i in range(max(1, fanout // 10))])
    builder.add_edges("has_complication", [("hub", f"d{i}") for i in range(fanout)])
    builder.add_edges("has_complication", [(f"d{i}", "hub") for i in range(fanout)])
    builder.write(path)


def fanout_schema() -> SessionState:
    network = KnowledgeNetwork.model_validate(FANOUT_NETWORK)
    schema = SessionSchema(
        object_types=[KnSearchObjectType(concept_id=o.id, concept_name=o.name) for o in network.object_types],
        relation_types=[
            KnSearchRelationType(concept_id=r.id, concept_name=r.name, source_object_type_id=r.source_object_type_id,
                                 target_object_type_id=r.target_object_type_id)
            for r in network.relation_types
        ],
    )
    return SessionState(kn_ids=["fanout"], query="枢纽病有哪些症状", schema=schema, schema_version=1)


def bench_fanout(runs: int) -> dict[str, Any]:
    out: dict[str, Any] = {}
    base = fanout_schema()
    with tempfile.TemporaryDirectory(prefix="knx-fanout-") as tmp:
        for fanout in FANOUTS:
            directory = Path(tmp) / str(fanout)
            directory.mkdir()
            build_fanout(directory / "fanout.sqlite", fanout)
            backend = Counting(SqliteBackend(directory))
            store = InMemorySessionStore(max_sessions=runs * 4 + 100)
            tool = KnowledgeNetworkRetrieval(backend, store)
            row: dict[str, Any] = {}
            for label, keyword in (("hub", "枢纽病"), ("ten_twins", "同名病")):
                run = keyword_runner(tool, store, base, "fanout", keyword, "disease")
                backend.calls = 0
                reply = run()
                calls = backend.calls
                row[label] = {**timed(run, runs), "backend_queries": calls,
                              "neighbors": reply.keyword_context.statistics.total_neighbors}
            out[str(fanout)] = row
    return out


def main(argv: list[str] | None = None) -> int:
    from core.cli.output import whole_number

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=whole_number(1), default=50, help="timed runs per case (default 50)")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    parser.add_argument("--skip-demo", action="store_true", help="only the generated fan-out networks")
    parser.add_argument("--first-rounds", type=whole_number(0), default=40, metavar="N",
                        help="new questions for the first-round case (default 40; 0 skips it)")
    args = parser.parse_args(argv)
    results: dict[str, Any] = {}
    if not args.skip_demo:
        results["demo"] = bench_demo(args.runs)
        if args.first_rounds:
            results["first_rounds"] = bench_first_rounds(args.first_rounds)
    results["fanout"] = bench_fanout(args.runs)
    if args.json:
        print(json.dumps(results, ensure_ascii=False, indent=2))
        return 0
    if "demo" in results:
        demo = results["demo"]
        print("keyword call on the demo network (fresh session per run; target p50 <= 15 ms)")
        for name, r in demo["keyword"].items():
            print(f"  {name:16} p50 {r['p50_ms']:7.2f} ms  p95 {r['p95_ms']:7.2f} ms  "
                  f"queries {r['backend_queries']}  instances {r['instances']}  neighbours {r['neighbors']}")
        print("contextual knowledge (target p50 <= 50 ms)")
        for name, r in demo["contextual"].items():
            print(f"  {name:21} p50 {r['p50_ms']:7.2f} ms  p95 {r['p95_ms']:7.2f} ms")
        print("reply size, full vs compact (tokens approximated, see core.retrieval.models.approx_tokens)")
        for name, r in demo["sizes"].items():
            print(f"  {name:20} bytes {r['full_bytes']:6} -> {r['compact_bytes']:6}  "
                  f"tokens {r['full_tokens']:5} -> {r['compact_tokens']:5}  saving {r['token_saving']}")
    if "first_rounds" in results:
        print("a new question: schema recall, then its first and second keyword rounds (CPU ms per call)")
        for name, r in results["first_rounds"].items():
            print(f"  {name:21} p50 {r['p50_ms']:7.2f} ms  p95 {r['p95_ms']:7.2f} ms")
    print("fan-out: keyword call vs neighbours per matched instance")
    for fanout, row in results["fanout"].items():
        for label, r in row.items():
            print(f"  N={fanout:>6} {label:9} p50 {r['p50_ms']:7.2f} ms  p95 {r['p95_ms']:7.2f} ms  "
                  f"queries {r['backend_queries']}  neighbours {r['neighbors']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
