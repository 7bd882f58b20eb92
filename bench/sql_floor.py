"""The public API against its own SQL: each operation is run once with its statements recorded,
then the operation (through the public backend interface, validation included) and a replay of
exactly those statements on a plain `sqlite3` connection to the same file are timed in the same
run, interleaved, so machine load hits both alike. The ratio is what the engine adds on top of
SQLite: parsing, planning in Python, scoring, result models.

    .venv/bin/python bench/sql_floor.py                 # the demo network, 6 rounds x 30 calls
    .venv/bin/python bench/sql_floor.py --rounds 3 --calls 20 --json

Operations: `==`, `contain`, `match` on disease names, 1-hop subgraphs over every relation type of
disease in both directions (as keyword context sends them) from 1, 10 and the 10 best-connected
diseases, and a keyword-context call (instances + neighbours, one fresh session each time).
Scoring work outside SQL (knn's matrix product) has no SQL floor, so knn is timed alone.
Where the engine answers from its own kept term indexes (BM25 term scores and packed postings),
its own SQL is only the row fetch; the "SQL keeping nothing" columns replay what the same call
issues with none of them, the floor those indexes replaced.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sqlite3
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Callable, Iterator

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core.backends.sqlite_store import UNION_AFTER_READS, NetworkFile  # noqa: E402

TARGET_RATIO = 1.5


@contextlib.contextmanager
def _execute_replaced(execute: Callable[..., list]) -> Iterator[None]:
    """`NetworkFile.execute` replaced by `execute` while active (every file and thread), the
    engine's own again on leaving."""
    original = NetworkFile.execute
    NetworkFile.execute = execute  # type: ignore[method-assign]
    try:
        yield
    finally:
        NetworkFile.execute = original  # type: ignore[method-assign]


class Recorder:
    """Records every statement NetworkFile runs while active (class-level, so every file and
    thread is seen), the wall time each took (ns, in `times_ns`, beside `statements`), and the rows
    each returned (the last time it ran)."""

    def __init__(self) -> None:
        self.statements: list[tuple[str, tuple]] = []
        self.times_ns: list[int] = []
        self.rows: dict[tuple[str, tuple], list] = {}
        self._replaced = contextlib.ExitStack()

    def __enter__(self) -> "Recorder":
        original, statements, times, returned = NetworkFile.execute, self.statements, self.times_ns, self.rows
        tick = time.perf_counter_ns

        def execute(nf: NetworkFile, sql: str, params=()):  # type: ignore[no-untyped-def]
            started = tick()
            rows = original(nf, sql, params)
            times.append(tick() - started)
            statement = (sql, tuple(params))
            statements.append(statement)
            returned[statement] = rows
            return rows

        self._replaced.enter_context(_execute_replaced(execute))
        return self

    def __exit__(self, *exc: Any) -> None:
        self._replaced.close()


def plain_connection(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    conn.execute("PRAGMA mmap_size=268435456")
    conn.execute("PRAGMA cache_size=-65536")
    return conn


def replay(conn: sqlite3.Connection, statements: list[tuple[str, tuple]]) -> Callable[[], int]:
    def run() -> int:
        n = 0
        for sql, params in statements:
            n += len(conn.execute(sql, params).fetchall())
        return n

    return run


CLOCKS = {"wall": time.perf_counter, "cpu": time.process_time}
KEYWORD_CONTEXT = "keyword context 上气道梗阻"
# in the order they are measured and printed
OPERATION_NAMES = ("==", "contain", "match", "1-hop, 1 disease", "1-hop, 10 diseases", "1-hop, 10 hub diseases",
                   KEYWORD_CONTEXT)


def timed_ms(fn: Callable[[], Any], calls: int, clock: Callable[[], float] = time.perf_counter) -> float:
    started = clock()
    for _ in range(calls):
        fn()
    return (clock() - started) * 1000 / calls


def operations(backend: Any, kn_id: str = "medical", *, fresh_bodies: bool = False,
               cold_terms: bool = False, read: bool = False) -> dict[str, Callable[[], Any]]:
    """The measured operations on the demo network, each a no-argument call of the public API.

    Each operation sends the same body every call, so the backend's cache of parsed bodies
    (and the statements planned for them) answers all calls but the first; with `fresh_bodies`
    those caches are emptied before every call, as for a body never seen before. `match` sums
    each term's BM25 scores kept per file (`TermScores`), so a repeated question issues no FTS5
    statement; with `cold_terms` the kept terms are forgotten before every call, as for a
    question of words never asked before (the SQL side is then the per-term reads it issues);
    so are the far-end filters resolved per file and the first-hop statements built from them.
    Results are built when first read; with `read` each call also writes its result's wire JSON
    (`model_dump_json`, what the server answers with), which has no SQL of its own (keyword
    context reads its results anyway)."""
    from core.retrieval import InMemorySessionStore, KnowledgeNetworkRetrieval
    from core.retrieval.keyword_context import hops_for, identity_condition, neighbour_query

    network = backend.get_network(kn_id)
    disease = network.object_type("disease")
    nf = backend.open(kn_id)
    layout = nf.layout["disease"]
    rel_index = nf.relation_index
    disease_rels = [r for r in network.relation_types
                    if "disease" in (r.source_object_type_id, r.target_object_type_id)]
    # The ten diseases with the most edges over disease's relation types: the fan-out worst case.
    rts = [rel_index[r.id] for r in disease_rels]
    hub_rids = [rid for rid, _ in nf.execute(
        "SELECT rid, (SELECT COUNT(*) FROM edges e WHERE e.rt IN (SELECT value FROM json_each(?)) "
        "AND (e.src = o.rid OR e.dst = o.rid)) AS n FROM o%d o ORDER BY n DESC LIMIT 10" % layout.index,
        [json.dumps(rts)])]
    hubs = [r["_instance_identity"] for r in nf.fetch_rows(disease, hub_rids)]
    names = ["上气道梗阻", "感冒", "糖尿病", "肺炎", "高血压", "哮喘", "胃炎", "贫血", "肝硬化", "冠心病"]
    found = backend.query_instances(kn_id, "disease", {
        "condition": {"operation": "in", "field": "disease_name", "value": names}, "limit": 10})
    ten = [r["_instance_identity"] for r in found.datas]
    one = [ten[0]]
    hops = hops_for("disease", disease_rels)

    def one_hop(identities: list[dict[str, Any]]) -> Callable[[], Any]:
        query, _walked = neighbour_query(disease, hops, identity_condition(disease, identities), len(identities))
        body = query.model_dump(exclude_none=True)
        return lambda: backend.query_subgraph(kn_id, body)

    def instances(op: str, value: str) -> Callable[[], Any]:
        body = {"condition": {"operation": op, "field": "disease_name", "value": value}, "limit": 10}
        return lambda: backend.query_instances(kn_id, "disease", body)

    store = InMemorySessionStore(max_sessions=100_000)
    tool = KnowledgeNetworkRetrieval(backend, store)
    tool.run({"query": "上气道梗阻有哪些症状", "kn_ids": [kn_id], "session_id": "base"})
    base = store.get("default", "base")
    fresh: list[str] = []

    def prepare(calls: int) -> None:
        """Fresh sessions holding only the schema, so dedup never skips work; made before the
        timed calls, as storing them is not part of the call."""
        for _ in range(calls + 1):
            sid = f"floor-{len(fresh)}-{time.perf_counter_ns()}"
            store.put("default", sid, base)
            fresh.append(sid)

    def keyword_context() -> Any:
        if not fresh:
            prepare(0)
        return tool.run({"query": "上气道梗阻", "kn_ids": [kn_id], "session_id": fresh.pop(),
                         "enable_keyword_context": True, "object_type_id": "disease"})

    keyword_context.prepare = prepare  # type: ignore[attr-defined]
    ops = dict(zip(OPERATION_NAMES, (
        instances("==", "上气道梗阻"), instances("contain", "气道梗阻"), instances("match", "上气道梗阻"),
        one_hop(one), one_hop(ten), one_hop(hubs), keyword_context,
    ), strict=True))
    if read:
        ops = {name: (_with_read(op) if name != KEYWORD_CONTEXT else op) for name, op in ops.items()}
    if fresh_bodies:
        ops = {name: _with_fresh_bodies(backend, op) for name, op in ops.items()}
    if cold_terms:
        ops = {name: _with_cold_terms(nf, op) for name, op in ops.items()}
    return ops


def _with_read(op: Callable[[], Any]) -> Callable[[], Any]:
    return lambda: op().model_dump_json()


def _with_cold_terms(nf: NetworkFile, op: Callable[[], Any]) -> Callable[[], Any]:
    def call() -> Any:
        nf._term_scores.clear()
        # far-end filters with scoring leaves (and name lists) are kept resolved per file, and the
        # first-hop statements built from them in the request's plan: a new keyword has neither
        nf._resolved_filters.clear()
        for entry in list(nf._plans._items.values()):  # (weak reference, plan, ...)
            for group in getattr(entry[1], "groups", ()):
                if any(hop.statement is None for _place, hop, _kept in group.members):
                    group.chunks.clear()
        return op()

    if hasattr(op, "prepare"):
        call.prepare = op.prepare  # type: ignore[attr-defined]
    return call


@contextlib.contextmanager
def _keeping_nothing(nf: NetworkFile) -> Iterator[None]:
    """While active, the file reads every BM25 term from FTS5 (no kept scores, no term lists, no
    packed postings) and scores far-end filters anew: the SQL an engine keeping none of its own
    term indexes issues. Kept things are forgotten again on leaving, so nothing read the long way
    is kept."""
    scores = nf._term_scores
    lists, use_postings = scores.term_lists, getattr(scores.term_lists, "use_postings", None)
    forget = _with_cold_terms(nf, lambda: None)
    forget()
    if lists is not None:
        lists.use_postings = False
    scores.term_lists = None
    try:
        yield
    finally:
        scores.term_lists = lists
        if lists is not None:
            lists.use_postings = use_postings
        forget()


def _with_fresh_bodies(backend: Any, op: Callable[[], Any]) -> Callable[[], Any]:
    from core.retrieval import keyword_context

    def call() -> Any:
        # every request parsed, checked and planned anew: the backend's parsed bodies, kept
        # instance requests and checked models, and keyword context's shared neighbour queries,
        # all emptied
        backend.__dict__.pop("_parsed_query_cache", None)
        if getattr(backend, "_kept_requests", None) is not None:
            backend._kept_requests.clear()
        backend.__dict__.pop("_validated_models", None)
        keyword_context._SHARED_QUERIES.clear()
        return op()

    if hasattr(op, "prepare"):
        call.prepare = op.prepare  # type: ignore[attr-defined]
    return call


def measure(backend: Any, rounds: int, calls: int, kn_id: str = "medical", clock: str = "wall",
            fresh_bodies: bool = False, cold_terms: bool = False, read: bool = False,
            only: list[str] | None = None) -> list[dict[str, Any]]:
    """Medians over rounds of the mean per call; `clock` "cpu" counts this process's CPU time
    instead of wall time, which a loaded machine disturbs far less (both sides are in-process).
    `only`: the names of the operations to measure (default all)."""
    tick = CLOCKS[clock]
    ops = operations(backend, kn_id, fresh_bodies=fresh_bodies, cold_terms=cold_terms, read=read)
    if only:
        if not set(only) <= set(ops):
            _unknown(only, ops)
        ops = {name: op for name, op in ops.items() if name in only}
    nf = backend.open(kn_id)
    conn = plain_connection(nf.path)
    out = []
    for name, op in ops.items():
        for _ in range(UNION_AFTER_READS):  # warm: vectors, pages, statements; a repeated call's first
            op()  # hops read as one union from then on (`NetworkFile._often_read_union`)
        with Recorder() as rec:
            op()
        statements = rec.statements
        with _keeping_nothing(nf), Recorder() as long_way:
            op()
        op()  # warm again: what the long way read is forgotten
        sql = replay(conn, statements)
        unique = replay(conn, list(dict.fromkeys(statements)))
        long_sql = replay(conn, long_way.statements)
        sql()
        long_sql()
        project_ms, sql_ms, unique_ms, long_ms = [], [], [], []
        prepare = getattr(op, "prepare", lambda _calls: None)
        for _ in range(rounds):
            prepare(calls)
            project_ms.append(timed_ms(op, calls, tick))
            sql_ms.append(timed_ms(sql, calls, tick))
            unique_ms.append(timed_ms(unique, calls, tick))
            long_ms.append(timed_ms(long_sql, calls, tick))
        p, s, u, g = (statistics.median(x) for x in (project_ms, sql_ms, unique_ms, long_ms))
        out.append({
            "operation": name, "project_ms": round(p, 3), "sql_ms": round(s, 3), "unique_sql_ms": round(u, 3),
            "statements": len(statements), "unique_statements": len(set(statements)),
            "ratio": round(p / s, 2) if s > 0 else None,
            # The SQL of an engine keeping no term index of its own (see `_keeping_nothing`): where
            # the engine answers from its kept BM25 terms and postings, its own SQL shrinks to the
            # row fetch, and this is the floor the call replaced.
            "long_way_sql_ms": round(g, 3), "long_way_statements": len(long_way.statements),
            "ratio_to_long_way": round(p / g, 2) if g > 0 else None, "clock": clock,
        })
    conn.close()
    return out


def _unknown(names: list[str], ops: dict[str, Any]) -> None:
    """Stops the run: which of `names` are no operation, and the valid ones."""
    unknown = [name for name in names if name not in ops]
    raise SystemExit(f"unknown operation(s) {unknown}; valid: " + "; ".join(ops))


def operation_names(spec: str, known: tuple[str, ...]) -> list[str]:
    """The operations a comma-separated `--only` names. Several names hold a comma themselves
    ("1-hop, 10 diseases"), so the pieces between commas are joined again wherever they make up
    a known name: "==,1-hop, 1 disease" is ["==", "1-hop, 1 disease"]. A piece that makes up no
    name is kept as it is (and reported as unknown)."""
    pieces = [piece.strip() for piece in spec.split(",")]
    names: list[str] = []
    at = 0
    while at < len(pieces):
        # the longest run of pieces from here that is a known name, else the piece alone
        end = next((end for end in range(len(pieces), at, -1) if ", ".join(pieces[at:end]) in known), at + 1)
        name = ", ".join(pieces[at:end])
        if name:
            names.append(name)
        at = end
    return names


def _warmed(backend: Any, name: str, kn_id: str) -> Callable[[], Any]:
    """The operation named, run as often as `measure` warms it before timing (a repeated call's
    first hops are read as one union from then on)."""
    ops = operations(backend, kn_id)
    if name not in ops:
        _unknown([name], ops)
    op = ops[name]
    for _ in range(UNION_AFTER_READS):
        op()
    return op


def statement_times(backend: Any, name: str, rounds: int, calls: int, kn_id: str = "medical") -> list[dict[str, Any]]:
    """Each statement of one operation timed where it runs, inside the call, and replayed on a
    plain connection to the same file (the replay of `measure`), in the same rounds: medians in
    microseconds of wall time (a statement is too short for the process clock). What the first
    shows beyond the second is what running amid the call's own Python costs the statements
    themselves (caches the Python between them evicts), a share of the ratio no change to the
    engine's Python around the SQL removes."""
    op = _warmed(backend, name, kn_id)
    with Recorder() as rec:
        op()
    statements = rec.statements
    conn = plain_connection(backend.open(kn_id).path)
    inside: dict[int, list[int]] = {i: [] for i in range(len(statements))}
    replayed: dict[int, list[int]] = {i: [] for i in range(len(statements))}
    tick = time.perf_counter_ns
    prepare = getattr(op, "prepare", lambda _calls: None)
    try:
        for _ in range(rounds):
            prepare(calls)
            # one recording per round, each call its slice: a recorder entered per call would run
            # Python right before a call's statements and slow a statement of ~10 us by half
            with Recorder() as round_calls:
                for _ in range(calls):
                    start = len(round_calls.statements)
                    op()
                    # a call counts only when it ran the recorded statements, in their order
                    if round_calls.statements[start:] == statements:
                        for i, ns in enumerate(round_calls.times_ns[start:]):
                            inside[i].append(ns)
            for _ in range(calls):
                for i, (sql, params) in enumerate(statements):
                    started = tick()
                    conn.execute(sql, params).fetchall()
                    replayed[i].append(tick() - started)
    finally:
        conn.close()
    out = []
    for i, (sql, params) in enumerate(statements):
        call_us = statistics.median(inside[i]) / 1000 if inside[i] else None
        replay_us = statistics.median(replayed[i]) / 1000
        out.append({"statement": i + 1, "sql": sql, "params": len(params),
                    "in_call_us": None if call_us is None else round(call_us, 1), "replayed_us": round(replay_us, 1),
                    "ratio": None if call_us is None else round(call_us / replay_us, 2)})
    return out


def call_without_sql(backend: Any, name: str, rounds: int, calls: int, kn_id: str = "medical") -> dict[str, Any]:
    """The operation's Python alone: each call with every statement answered from a copy of the
    rows it returned when recorded (`NetworkFile.execute` replaced for the calls), against the
    call with its statements, alternating round by round; CPU ms per call, medians of the
    rounds. A statement the recording did not see runs for real (so a call never fails)."""
    op = _warmed(backend, name, kn_id)
    original = NetworkFile.execute
    with Recorder() as recorded:
        op()
    answers = recorded.rows

    def from_memory(nf: NetworkFile, sql: str, params=()):  # type: ignore[no-untyped-def]
        rows = answers.get((sql, tuple(params)))
        return list(rows) if rows is not None else original(nf, sql, params)

    prepare = getattr(op, "prepare", lambda _calls: None)
    timed: dict[str, list[float]] = {"with_sql_ms": [], "from_memory_ms": []}
    for _ in range(rounds):
        for key, execute in (("with_sql_ms", original), ("from_memory_ms", from_memory)):
            prepare(calls)
            with _execute_replaced(execute):
                timed[key].append(timed_ms(op, calls, time.process_time))
    return {key: round(statistics.median(values), 4) for key, values in timed.items()}


def statements_summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """`statement_times` rows summed: the statements' time inside the call and replayed (ms, as
    `bench/compare.py` reads times), and their ratio (how much slower the call's own SQL runs amid
    its Python). No in-call time or ratio when a statement has none (no timed call ran the
    recorded statements): a partial sum would compare fewer statements with all of them."""
    replayed = sum(r["replayed_us"] for r in rows)
    complete = all(r["in_call_us"] is not None for r in rows)
    inside = sum(r["in_call_us"] for r in rows) if complete else None
    return {"statements": len(rows), "in_call_ms": None if inside is None else round(inside / 1000, 4),
            "replayed_ms": round(replayed / 1000, 4),
            "ratio": round(inside / replayed, 2) if inside is not None and replayed > 0 else None}


def main(argv: list[str] | None = None) -> int:
    from core.cli.output import whole_number

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=whole_number(1), default=6, help="rounds; the median round counts (default 6)")
    parser.add_argument("--calls", type=whole_number(1), default=30, help="calls per round (default 30)")
    parser.add_argument("--clock", choices=sorted(CLOCKS), default="wall",
                        help="wall time, or this process's CPU time (steadier on a shared machine)")
    parser.add_argument("--fresh-bodies", action="store_true",
                        help="validate every request body again, as if never seen before (no parse cache)")
    parser.add_argument("--cold-terms", action="store_true",
                        help="forget the BM25 term scores kept per file before every call (words never asked before)")
    parser.add_argument("--read", action="store_true",
                        help="also write each result's wire JSON, as a server answering the call does")
    parser.add_argument("--only", default="",
                        help="comma-separated operations to measure (e.g. '==,contain,match'; default all)")
    parser.add_argument("--statements", metavar="OPERATION", default="",
                        help="instead: each statement of one operation timed inside the call and replayed, "
                             "and the call with its statements answered from memory (e.g. 'keyword context 上气道梗阻')")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    from core.backends import embedded_backend

    if args.statements:
        backend = embedded_backend()
        name = args.statements.strip()
        return _print_statements(statement_times(backend, name, args.rounds, args.calls),
                                 call_without_sql(backend, name, args.rounds, args.calls), args)
    only = operation_names(args.only, OPERATION_NAMES) if args.only.strip() else []
    rows = measure(embedded_backend(), args.rounds, args.calls, clock=args.clock, fresh_bodies=args.fresh_bodies,
                   cold_terms=args.cold_terms, read=args.read, only=only)
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=2))
        return 0
    from core.cli.output import print_table

    print_table(
        f"public API vs its own SQL ({args.clock} ms, medians of {args.rounds} rounds x {args.calls} calls)",
        ["operation", "project", "own SQL", "unique SQL", "statements", "ratio", f"<= {TARGET_RATIO}",
         "SQL keeping nothing", "ratio to it"],
        [(r["operation"], r["project_ms"], r["sql_ms"], r["unique_sql_ms"],
          f"{r['statements']} / {r['unique_statements']}", r["ratio"],
          "ok" if r["ratio"] is not None and r["ratio"] <= TARGET_RATIO else "MISSED",
          f"{r['long_way_sql_ms']} ({r['long_way_statements']})", r["ratio_to_long_way"]) for r in rows],
    )
    return 0


def _us(ms: float | None) -> str:
    return "-" if ms is None else f"{ms * 1000:.1f}"


def _print_statements(rows: list[dict[str, Any]], alone: dict[str, Any], args: argparse.Namespace) -> int:
    if args.json:
        print(json.dumps({"statements": rows, "python_alone": alone}, ensure_ascii=False, indent=2))
        return 0
    from core.cli.output import print_table

    total = statements_summary(rows)
    print_table(
        f"{args.statements}: each statement inside the call and replayed (wall us, medians of {args.rounds} rounds "
        f"x {args.calls} calls); all: {_us(total['in_call_ms'])} / {_us(total['replayed_ms'])} us ({total['ratio']}x)",
        ["#", "in the call", "replayed", "ratio", "statement"],
        [(r["statement"], r["in_call_us"], r["replayed_us"], r["ratio"], r["sql"][:70]) for r in rows],
    )
    print(f"the call with its statements: {alone['with_sql_ms']} ms CPU; with every statement answered from memory "
          f"(its Python alone): {alone['from_memory_ms']} ms CPU")
    return 0


if __name__ == "__main__":
    sys.exit(main())
