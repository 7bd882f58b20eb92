"""The optional LLM relation filter: a chat model picks the relations that matter for a question.

Pluggable (`RelationFilter`); none by default, so rankings stay BM25's. `OpenAIChatFilter` speaks
any OpenAI-compatible `/chat/completions` endpoint (OpenAI, vLLM, Ollama, LiteLLM, …). The caller
shuffles the candidates before asking (models favour what comes first); the reply must contain a
JSON list of relation names; names not offered are ignored. Transport errors, HTTP 429/5xx and
replies without a usable list are retried with exponential backoff (3 attempts by default); when
every attempt fails the outcome says so and the caller keeps the BM25 order.
"""

from __future__ import annotations

import json
import os
import re
import time
from abc import ABC, abstractmethod
from dataclasses import asdict, dataclass, field
from typing import Any

from core.checks import check_http_url, check_seconds
from core.exceptions import ConfigError, redact_url

RELATION_PROMPT = (
    "You select knowledge-graph relations for answering a question.\n"
    "From the relations listed, choose those most likely to lead to the answer, most useful first.\n"
    "Answer with a JSON list of relation names copied exactly from the list, and nothing else."
)
FLATTEN_PROMPT = (
    "You select knowledge-graph relations for answering a question.\n"
    "Each relation below joins two hops through an intermediate (CVT) node, written as\n"
    "`first_hop.second_hop_N`. Choose those most likely to lead to the answer, most useful first.\n"
    "Answer with a JSON list of relation names copied exactly from the list, and nothing else."
)


@dataclass
class FilterOutcome:
    """What the filter did: the relations it picked (None: it failed, keep the BM25 order)."""

    picked: list[str] | None
    attempts: int = 0
    error: str | None = None
    response_text: str | None = None
    ms: float = 0.0
    prompt: str = ""

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


class RelationFilter(ABC):
    """Picks and orders relations for a question."""

    name: str = "filter"

    @abstractmethod
    def select(self, relations: list[str], question: str, entity: str, *, flatten: bool = False) -> FilterOutcome: ...

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.name}


def build_prompt(relations: list[str], question: str, entity: str, *, flatten: bool) -> str:
    return (
        f"{FLATTEN_PROMPT if flatten else RELATION_PROMPT}\n\n"
        f"Question: {question}\n"
        f"Topic Entity: {json.dumps([entity], ensure_ascii=False)}\n"
        f"Relations: {json.dumps(relations, ensure_ascii=False)}\n\n"
        "Your Selections: "
    )


def parse_selection(text: str, offered: list[str]) -> list[str] | None:
    """The offered relations named by the first JSON list in `text`, in its order (None: no usable list)."""
    for match in re.finditer(r"\[.*?\]", text or "", re.DOTALL):
        try:
            values = json.loads(match.group(0))
        except ValueError:
            continue
        if not isinstance(values, list):
            continue
        allowed = set(offered)
        picked: list[str] = []
        for value in values:
            if isinstance(value, str) and value.strip() in allowed and value.strip() not in picked:
                picked.append(value.strip())
        if picked:
            return picked
    return None


@dataclass
class OpenAIChatFilter(RelationFilter):
    """An OpenAI-compatible chat endpoint as the relation filter."""

    base_url: str
    model: str = "gpt-4o-mini"
    api_key: str | None = field(default=None, repr=False)
    timeout_s: float = 30.0
    max_attempts: int = 3
    backoff_s: float = 1.0
    max_backoff_s: float = 4.0
    name: str = "openai-chat"

    def __post_init__(self) -> None:
        check_http_url(self.base_url, "llm filter base_url", error=ConfigError,
                       suggestion="e.g. https://api.openai.com/v1 or http://127.0.0.1:8000/v1")
        check_seconds(self.timeout_s, "llm filter timeout_s", error=ConfigError)
        if not 1 <= int(self.max_attempts) <= 10:
            raise ConfigError("llm filter max_attempts: valid 1 to 10")

    @classmethod
    def from_env(cls, **overrides: Any) -> "OpenAIChatFilter | None":
        """From KNX_KG_FILTER_URL / _MODEL / _API_KEY (OPENAI_API_KEY as the key's fallback)."""
        url = overrides.pop("base_url", None) or os.environ.get("KNX_KG_FILTER_URL")
        if not url:
            return None
        return cls(
            base_url=url,
            model=overrides.pop("model", None) or os.environ.get("KNX_KG_FILTER_MODEL", "gpt-4o-mini"),
            api_key=overrides.pop("api_key", None) or os.environ.get("KNX_KG_FILTER_API_KEY")
            or os.environ.get("OPENAI_API_KEY"),
            **overrides,
        )

    def to_dict(self) -> dict[str, Any]:  # never the key, nor a user and password in the URL
        return {"kind": self.name, "base_url": redact_url(self.base_url), "model": self.model,
                "timeout_s": self.timeout_s, "max_attempts": self.max_attempts}

    def select(self, relations: list[str], question: str, entity: str, *, flatten: bool = False) -> FilterOutcome:
        import httpx

        prompt = build_prompt(relations, question, entity, flatten=flatten)
        headers = {"Authorization": f"Bearer {self.api_key}"} if self.api_key else {}
        url = self.base_url.rstrip("/") + "/chat/completions"
        body = {"model": self.model, "temperature": 0,
                "messages": [{"role": "user", "content": prompt}]}
        started = time.perf_counter()
        outcome = FilterOutcome(picked=None, prompt=prompt)
        with httpx.Client(timeout=self.timeout_s, trust_env=False) as client:
            for attempt in range(1, self.max_attempts + 1):
                outcome.attempts = attempt
                try:
                    response = client.post(url, json=body, headers=headers)
                    if response.status_code >= 400:
                        raise _Retryable(f"HTTP {response.status_code}: {response.text[:200]}")
                    text = response.json()["choices"][0]["message"]["content"] or ""
                    outcome.response_text = text
                    picked = parse_selection(text, relations)
                    if picked is None:
                        raise _Retryable("the reply holds no JSON list of offered relations")
                    outcome.picked, outcome.error = picked, None
                    break
                except (httpx.HTTPError, _Retryable, ValueError, KeyError, IndexError, TypeError) as exc:
                    outcome.error = f"{type(exc).__name__}: {exc}" if not isinstance(exc, _Retryable) else str(exc)
                    if attempt < self.max_attempts:
                        time.sleep(min(self.backoff_s * 2 ** (attempt - 1), self.max_backoff_s))
        outcome.ms = round((time.perf_counter() - started) * 1000, 2)
        return outcome


class _Retryable(Exception):
    pass


def filter_from_config(config: dict[str, Any] | None) -> RelationFilter | None:
    """`{"kind": "none"}` / None → no filter; `{"kind": "openai-chat", "base_url": …, "model": …}`."""
    if not config or config.get("kind") in (None, "none"):
        return None
    options = {k: v for k, v in config.items() if k != "kind"}
    if config.get("kind") == "openai-chat":
        return OpenAIChatFilter(**options)
    raise ConfigError(f"llm filter kind {config.get('kind')!r} is unknown", suggestion="valid: none, openai-chat")
