"""One process of the concurrency tests: keyword calls on one shared session, from several threads.

    python tests/concurrency_worker.py NETWORKS_DIR SESSIONS_FILE SESSION_ID CALLS THREADS

Prints one JSON line: calls that succeeded, and the errors (type and message) of those that did not.
"""

from __future__ import annotations

import json
import sys
import threading

from core.backends.sqlite import SqliteBackend
from core.retrieval import KnowledgeNetworkRetrieval, SqliteSessionStore

KEYWORDS = ["上气道梗阻", "感冒", "肺炎", "气道梗阻", "Asthma 哮喘", "上、下气道梗阻"]


def main() -> None:
    directory, sessions, session_id, calls, threads = sys.argv[1:6]
    backend = SqliteBackend(directory)
    store = SqliteSessionStore(sessions)
    tool = KnowledgeNetworkRetrieval(backend, store)
    ok: list[int] = []
    errors: list[str] = []
    lock = threading.Lock()

    def run(share: int, offset: int) -> None:
        for i in range(share):
            try:
                tool.run({"query": KEYWORDS[(offset + i) % len(KEYWORDS)], "kn_ids": ["clinic"],
                          "session_id": session_id, "enable_keyword_context": True,
                          "object_type_id": "disease"})
                with lock:
                    ok.append(1)
            except Exception as exc:  # reported, not raised: the test counts them
                with lock:
                    errors.append(f"{type(exc).__name__}: {exc}")

    total, n = int(calls), int(threads)
    workers = [threading.Thread(target=run, args=(total // n + (1 if t < total % n else 0), t)) for t in range(n)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    print(json.dumps({"ok": len(ok), "errors": errors}, ensure_ascii=False))


if __name__ == "__main__":
    main()
