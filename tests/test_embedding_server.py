"""The OpenAI-compatible embedder path end to end: bench/embedding_server.py serves the packaged USE
model as `/v1/embeddings` from its own process on loopback, a corpus is imported and searched
through `OpenAIEmbedder`, and the results equal those of the same model in-process."""

from __future__ import annotations

import sys
from pathlib import Path

import httpx
import numpy as np
import pytest

from agent_support import STORY
from core.corpus.corpus import open_corpus
from core.corpus.importer import import_corpus, make_embedder
from core.embedding import OpenAIEmbedder
from core.exceptions import BackendError

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
from embedding_server import embedding_server  # noqa: E402

QUESTIONS = ["谁开了一家花店？", "阿明在城里认识了谁？", "老李教小红做什么？", "他们在河边做什么"]


@pytest.fixture(scope="module")
def server_url():
    with embedding_server(warm=("use-multilingual-v3",), max_seconds=600) as url:
        yield url


def test_use_over_http_imports_and_searches_like_use_in_process(server_url, tmp_path, monkeypatch):
    monkeypatch.setenv("KNX_EMBEDDING_URL", server_url)
    path = tmp_path / "story.md"
    path.write_text(STORY, encoding="utf-8")
    results = {}
    for spec in ("use", "openai:use-multilingual-v3"):
        corpus_id = "story_" + spec.split(":")[0]
        manifest = import_corpus({"path": path, "corpus_id": corpus_id, "discover": False, "embedder": spec,
                                  "chunk_chars": 40, "overlap_chars": 8}).manifest
        corpus = open_corpus(corpus_id)
        assert corpus.embedder.name == manifest.embedder
        results[spec] = [[(c.chunk_id, c.score) for c in corpus.store.search(corpus.embedder.embed([q])[0], 3)]
                         for q in QUESTIONS]
    assert isinstance(open_corpus("story_openai").embedder, OpenAIEmbedder)
    local, remote = results["use"], results["openai:use-multilingual-v3"]
    assert [[i for i, _ in row] for row in remote] == [[i for i, _ in row] for row in local]
    assert np.allclose([[s for _, s in row] for row in remote], [[s for _, s in row] for row in local], atol=1e-5)
    assert any("花店" in c.text for c in open_corpus("story_openai").store.search(
        open_corpus("story_openai").embedder.embed([QUESTIONS[0]])[0], 1))


def test_the_server_speaks_the_openai_format(server_url):
    texts = ["林黛玉", "", "hello"]
    remote = OpenAIEmbedder(base_url=server_url, model="use-multilingual-v3", api_key="", batch_size=2).embed(texts)
    assert remote.shape == (3, 512)
    assert np.allclose(remote, make_embedder("use").embed(texts), atol=1e-6)
    single = httpx.post(f"{server_url}/embeddings", json={"model": "hash", "input": "阿明"}).json()
    assert single["object"] == "list" and single["data"][0]["index"] == 0 and len(single["data"][0]["embedding"]) == 1024
    with pytest.raises(BackendError, match="404"):
        OpenAIEmbedder(base_url=server_url, model="no-such-model", api_key="").embed(["x"])
