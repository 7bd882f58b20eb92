"""Agent tool benchmarks: tool latency on the demo corpus, on generated corpora (growth), and
Recall@5 of vector_search per embedder on a question set about the demo corpus.

    .venv/bin/python bench/agent_bench.py                       # latency on the demo + Recall@5 (hash)
    .venv/bin/python bench/agent_bench.py --embedders hash,use  # also the packaged USE model (slow import)
    .venv/bin/python bench/agent_bench.py --embedders use,openai  # USE in-process and over loopback HTTP
    .venv/bin/python bench/agent_bench.py --sizes 10000,100000  # generated corpora

Recall@5: a question (bench/agent_questions.json: question, chapter, keyword) counts as found when a
top-5 chunk is from its chapter and contains its keyword; questions without any such chunk in the
corpus are left out (the demo corpus has 55 of the 120 chapters). Timings are medians of repeats.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from keyword_bench import timed  # noqa: E402  (one timing loop for every benchmark: warm-up, then repeats)

from core.timing import latency_summary  # noqa: E402

QUESTIONS = Path(__file__).with_name("agent_questions.json")


def demo_latency(repeat: int) -> dict[str, dict[str, float]]:
    from core.agent.tools import agent_toolbox

    toolbox = agent_toolbox()
    calls = {
        "vector_search": ("vector_search", {"query": "刘姥姥进大观园"}),
        "vector_search filtered": ("vector_search", {"query": "诗社", "chapter_filter": [30, 50], "entity_filter": "宝玉"}),
        "graph_search depth 2": ("graph_search", {"entity": "晴雯", "depth": 2}),
        "graph_search depth 2 (贾宝玉, most connected)": ("graph_search", {"entity": "贾宝玉", "depth": 2}),
        "track_entity": ("track_entity", {"entity": "林黛玉"}),
    }
    out = {}
    for label, (name, args) in calls.items():
        assert toolbox.call(name, args).ok
        out[label] = timed(lambda: toolbox.call(name, args), repeat)
    return out


def recall_at_5(embedders: list[str]) -> dict[str, dict[str, float]]:
    """Recall@5 per embedder: `hash` (the demo corpus as built), `use` (in-process), `openai` (the
    same USE model behind bench/embedding_server.py, a loopback OpenAI-compatible server process,
    through the corpus' OpenAI-compatible client: import and queries over HTTP)."""
    from core.corpus.corpus import open_corpus

    questions = json.loads(QUESTIONS.read_text(encoding="utf-8"))
    base = open_corpus()
    everything = base.store.scroll()
    usable = [(q, ch, kw) for q, ch, kw in questions if any(c.chapter == ch and kw in c.text for c in everything)]
    out: dict[str, dict] = {}
    tops: dict[str, list[list[int]]] = {}
    for spec in embedders:
        if spec == "openai":
            from embedding_server import embedding_server

            with embedding_server(warm=("use-multilingual-v3",)) as url:
                os.environ["KNX_EMBEDDING_URL"] = url
                label = f"{spec}:use-multilingual-v3 over loopback HTTP"
                out[label], tops[spec] = _recall_of(_demo_corpus_with("openai:use-multilingual-v3", base), usable)
        else:
            corpus = base if spec == "hash" else _demo_corpus_with(spec, base)
            out[corpus.embedder.name], tops[spec] = _recall_of(corpus, usable)
    if "use" in tops and "openai" in tops:
        same = sum(a == b for a, b in zip(tops["use"], tops["openai"]))
        out["openai over HTTP vs use in-process"] = {"identical_top5": same, "questions": len(usable)}
    return out


def _demo_corpus_with(spec: str, base):
    """The demo corpus imported again with another embedder."""
    from core.corpus.corpus import open_corpus
    from core.corpus.demo import TITLE, compose_text, demo_lexicon
    from core.corpus.importer import import_corpus

    corpus_id = f"hongloumeng_{spec.replace(':', '_').replace('-', '_')}"
    started = time.perf_counter()
    import_corpus({"text": compose_text(), "corpus_id": corpus_id, "title": TITLE,
                   "lexicon": demo_lexicon(), "discover": False, "embedder": spec})
    print(f"  imported with {spec} in {time.perf_counter() - started:.0f} s", file=sys.stderr)
    return open_corpus(corpus_id)


def _recall_of(corpus, usable) -> tuple[dict[str, float], list[list[int]]]:
    hits, query_ms, tops = 0, [], []
    for question, chapter, keyword in usable:
        started = time.perf_counter()
        vector = corpus.embedder.embed([question])[0]
        top = corpus.store.search(vector, 5)
        query_ms.append((time.perf_counter() - started) * 1000)
        hits += any(c.chapter == chapter and keyword in c.text for c in top)
        tops.append([c.chunk_id for c in top])
    return ({"questions": len(usable), "recall_at_5": round(hits / len(usable), 3),
             "query_p50_ms": round(statistics.median(query_ms), 2)}, tops)


def generated(size: int, repeat: int) -> dict[str, dict[str, float]]:
    """A corpus of `size` chunks (random 512-d vectors, 200 chapters, 500 entities) in a fresh local store."""
    from core.corpus.models import Chunk
    from core.corpus.store import CorpusStore

    rng = np.random.default_rng(11)
    directory = tempfile.mkdtemp(prefix="knx-agent-bench-")
    store = CorpusStore(f"bench_{size}", location=directory)
    store.recreate(512)
    started = time.perf_counter()
    for start in range(0, size, 5000):
        n = min(5000, size - start)
        chunks = [Chunk(chunk_id=start + i + 1, chapter=1 + (start + i) * 200 // size, event_order=i + 1,
                        entities=[f"e{int(x)}" for x in rng.integers(0, 500, 3)], text="文" * 50) for i in range(n)]
        vectors = rng.normal(size=(n, 512)).astype(np.float32)
        vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
        store.upsert(chunks, vectors)
    load_s = time.perf_counter() - started
    query = rng.normal(size=512).astype(np.float32)
    store.search(query, 10)  # loads the read mirror
    out = {
        "vector_search": timed(lambda: store.search(query, 10), repeat),
        **exact_scan_comparison(store, rng, repeat),
        "vector_search filtered (chapter + entity)": timed(
            lambda: store.search(query, 10, chapter_range=(50, 120), entities=["e7"]), repeat),
        "track_entity scroll": timed(lambda: store.scroll(entities=["e7"]), repeat),
        "load_s": {"seconds": round(load_s, 1)},
    }
    store.delete()
    return out


def exact_scan_comparison(store, rng, repeat: int) -> dict[str, dict[str, float]]:
    """The int8 shortlist against the exact float32 scan of every row (what the mirror does below
    EXACT_SCAN_ROWS): timed interleaved, one call of each per round, so load on the machine hits
    both alike; and recall@10 of the shortlist against the exact scan over 50 random queries."""
    from core.corpus import store as store_module

    queries = rng.normal(size=(50, 512)).astype(np.float32)
    threshold = store_module.EXACT_SCAN_ROWS

    def run(exact: bool, query: np.ndarray) -> tuple[list[int], float]:
        store_module.EXACT_SCAN_ROWS = 1 << 62 if exact else threshold
        try:
            started = time.perf_counter()
            ids = [c.chunk_id for c in store.search(query, 10)]
            return ids, (time.perf_counter() - started) * 1000
        finally:
            store_module.EXACT_SCAN_ROWS = threshold

    run(True, queries[0])
    samples: dict[bool, list[float]] = {False: [], True: []}
    for round_ in range(repeat):
        for exact in (False, True):
            samples[exact].append(run(exact, queries[round_ % len(queries)])[1])
    pairs = [(run(False, q)[0], run(True, q)[0]) for q in queries]
    recall = statistics.mean(len(set(a) & set(b)) / 10 for a, b in pairs)
    return {"interleaved: vector_search (int8 shortlist + exact rescoring)": latency_summary(samples[False]),
            "interleaved: vector_search exact float32 scan": latency_summary(samples[True]),
            "shortlist vs exact": {"recall_at_10": round(recall, 4), "identical_top10": sum(a == b for a, b in pairs),
                                   "queries": len(queries)}}


def main() -> None:
    from core.cli.output import whole_number

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=whole_number(1), default=30)
    parser.add_argument("--embedders", default="hash", help="comma-separated: hash, use, openai (USE behind a loopback OpenAI-compatible server)")
    parser.add_argument("--sizes", default="", help="generated corpus sizes, e.g. 10000,100000")
    args = parser.parse_args()
    os.environ.setdefault("KNX_HOME", tempfile.mkdtemp(prefix="knx-agent-bench-home-"))
    report = {"demo_latency": demo_latency(args.repeat), "recall_at_5": recall_at_5(args.embedders.split(","))}
    for size in [int(s) for s in args.sizes.split(",") if s]:
        report[f"generated_{size}"] = generated(size, max(5, args.repeat // 3))
    print(json.dumps(report, ensure_ascii=False, indent=2))


if __name__ == "__main__":
    main()
