"""Model adapters: what decides the next tool call.

- `OpenAIChatModel`: any OpenAI-compatible `POST {base_url}/chat/completions` with `tools`
  (native function calling; base URL, model and key from arguments or `KNX_AGENT_URL`,
  `KNX_AGENT_MODEL`, `KNX_AGENT_API_KEY`).
- `GeminiModel`: Gemini's REST `models/{model}:generateContent` with `functionDeclarations`
  (key from `GEMINI_API_KEY`), the same conversation converted to Gemini's contents.
- `ScriptedPlanner`: no model at all — rules from the design's question-type table pick the tool,
  and the answer is extracted from the collected results. The loop, the demo and the tests run
  with it offline.

Every adapter answers `next_turn(messages, toolbox, state)` with a `ModelTurn` (optional reasoning
text, the tool calls the model asked for) and `answer(messages, state)` with the final text.
Messages are in the chat-completions shape; the Gemini adapter converts them.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field
from typing import Any

import httpx

from core.checks import check_http_url
from core.exceptions import BackendError, ConfigError, InvalidRequestError, redact_url

ANSWER_INSTRUCTIONS = ("基于以上检索到的信息，请回答用户的问题: {question}\n\n要求:\n1. 只使用检索到的信息，不要编造\n"
                       "2. 如果信息不足，请说明\n3. 用简洁清晰的中文回答")


@dataclass
class ToolCallRequest:
    id: str
    name: str
    arguments: Any  # a JSON text (chat completions), a dict (Gemini) or None


@dataclass
class ModelTurn:
    reasoning: str = ""
    calls: list[ToolCallRequest] = field(default_factory=list)


@dataclass
class PlanningState:
    """What the loop knows so far; the scripted planner plans from it, HTTP models ignore it."""

    question: str
    resolved_question: str
    calls: list[tuple[str, dict[str, Any], bool, Any]] = field(default_factory=list)  # name, args, ok, content


class ChatModel:
    name = "model"

    def next_turn(self, messages: list[dict[str, Any]], toolbox, state: PlanningState) -> ModelTurn:
        raise NotImplementedError

    def answer(self, messages: list[dict[str, Any]], state: PlanningState) -> str:
        raise NotImplementedError


# -- OpenAI-compatible chat completions ---------------------------------------------------------
class OpenAIChatModel(ChatModel):
    def __init__(self, base_url: str | None = None, model: str | None = None, api_key: str | None = None,
                 *, timeout: float = 60.0, temperature: float = 0.0) -> None:
        self.base_url = (base_url or os.environ.get("KNX_AGENT_URL", "")).rstrip("/")
        self.model = model or os.environ.get("KNX_AGENT_MODEL", "") or "default"
        self.api_key = api_key if api_key is not None else os.environ.get("KNX_AGENT_API_KEY", "")
        if not self.base_url:
            raise ConfigError("an OpenAI-compatible model needs a base URL",
                              suggestion="pass --model http://host:port/v1 or set KNX_AGENT_URL")
        self.timeout = timeout
        self.temperature = temperature
        self.name = f"openai:{self.model}@{redact_url(self.base_url)}"  # shown in traces: no password

    def _post(self, body: dict[str, Any]) -> dict[str, Any]:
        headers = {"Authorization": f"Bearer {self.api_key}"} if self.api_key else {}
        try:
            reply = httpx.post(f"{self.base_url}/chat/completions", json=body, headers=headers, timeout=self.timeout)
            reply.raise_for_status()
            data = reply.json()
            return data["choices"][0]["message"]
        except httpx.HTTPStatusError as exc:
            raise BackendError(f"chat endpoint answered {exc.response.status_code}: {exc.response.text[:200]}") from None
        except (httpx.HTTPError, ValueError, KeyError, IndexError, TypeError) as exc:
            raise BackendError(f"chat endpoint {redact_url(self.base_url)}/chat/completions failed: "
                               f"{type(exc).__name__}: {exc}") from None

    def next_turn(self, messages, toolbox, state) -> ModelTurn:
        message = self._post({"model": self.model, "messages": messages, "tools": toolbox.openai_tools(),
                              "tool_choice": "auto", "temperature": self.temperature})
        calls = []
        for i, call in enumerate(message.get("tool_calls") or []):
            function = (call or {}).get("function") or {}
            calls.append(ToolCallRequest(id=str(call.get("id") or f"call_{i}"), name=str(function.get("name", "")),
                                         arguments=function.get("arguments")))
        return ModelTurn(reasoning=str(message.get("content") or ""), calls=calls)

    def answer(self, messages, state) -> str:
        message = self._post({"model": self.model, "temperature": self.temperature, "messages": messages + [
            {"role": "user", "content": ANSWER_INSTRUCTIONS.format(question=state.question)}]})
        return str(message.get("content") or "").strip()


# -- Gemini -------------------------------------------------------------------------------------
class GeminiModel(ChatModel):
    def __init__(self, model: str = "gemini-2.5-flash", api_key: str | None = None, *,
                 base_url: str | None = None, timeout: float = 60.0) -> None:
        self.model = model
        self.api_key = api_key if api_key is not None else os.environ.get("GEMINI_API_KEY", "")
        self.base_url = (base_url or os.environ.get("KNX_GEMINI_URL", "")
                         or "https://generativelanguage.googleapis.com/v1beta").rstrip("/")
        if not self.api_key:
            raise ConfigError("the Gemini adapter needs an API key", suggestion="set GEMINI_API_KEY")
        self.timeout = timeout
        self.name = f"gemini:{model}"

    @staticmethod
    def contents(messages: list[dict[str, Any]]) -> tuple[str, list[dict[str, Any]]]:
        """(system instruction, Gemini contents) from chat-completions messages."""
        system, contents = "", []
        names: dict[str, str] = {}
        for message in messages:
            role = message.get("role")
            if role == "system":
                system += message.get("content") or ""
            elif role == "user":
                contents.append({"role": "user", "parts": [{"text": message.get("content") or ""}]})
            elif role == "assistant":
                parts: list[dict[str, Any]] = []
                if message.get("content"):
                    parts.append({"text": message["content"]})
                for call in message.get("tool_calls") or []:
                    function = call["function"]
                    names[call["id"]] = function["name"]
                    try:
                        args = json.loads(function.get("arguments") or "{}")
                    except ValueError:
                        args = {"_raw": function.get("arguments")}
                    parts.append({"functionCall": {"name": function["name"], "args": args if isinstance(args, dict) else {}}})
                contents.append({"role": "model", "parts": parts or [{"text": ""}]})
            elif role == "tool":
                try:
                    result = json.loads(message.get("content") or "null")
                except ValueError:
                    result = message.get("content")
                contents.append({"role": "user", "parts": [{"functionResponse": {
                    "name": names.get(message.get("tool_call_id", ""), "tool"), "response": {"result": result}}}]})
        return system, contents

    def _post(self, messages, tools: list[dict[str, Any]] | None) -> list[dict[str, Any]]:
        system, contents = self.contents(messages)
        body: dict[str, Any] = {"contents": contents, "generationConfig": {"temperature": 0}}
        if system:
            body["systemInstruction"] = {"parts": [{"text": system}]}
        if tools:
            body["tools"] = [{"functionDeclarations": tools}]
        try:
            reply = httpx.post(f"{self.base_url}/models/{self.model}:generateContent", json=body,
                               headers={"x-goog-api-key": self.api_key}, timeout=self.timeout)
            reply.raise_for_status()
            return reply.json()["candidates"][0]["content"].get("parts") or []
        except httpx.HTTPStatusError as exc:
            raise BackendError(f"Gemini answered {exc.response.status_code}: {exc.response.text[:200]}") from None
        except (httpx.HTTPError, ValueError, KeyError, IndexError, TypeError) as exc:
            raise BackendError(f"Gemini request failed: {type(exc).__name__}: {exc}") from None

    def next_turn(self, messages, toolbox, state) -> ModelTurn:
        parts = self._post(messages, toolbox.gemini_declarations())
        turn = ModelTurn(reasoning="".join(p.get("text", "") for p in parts if "text" in p))
        for i, part in enumerate(p for p in parts if "functionCall" in p):
            call = part["functionCall"]
            turn.calls.append(ToolCallRequest(id=f"gemini_{len(state.calls)}_{i}", name=str(call.get("name", "")),
                                              arguments=call.get("args") or {}))
        return turn

    def answer(self, messages, state) -> str:
        parts = self._post(messages + [{"role": "user", "content": ANSWER_INSTRUCTIONS.format(question=state.question)}], None)
        return "".join(p.get("text", "") for p in parts).strip()


# -- choosing one -------------------------------------------------------------------------------
MODEL_FORMS = "an OpenAI-compatible chat-completions base URL (http://host:port/v1 or https://…), gemini:MODEL, or scripted"
DEFAULT_GEMINI = "gemini-2.5-flash"


def model_from_spec(spec: str, what: str = "model") -> ChatModel | None:
    """The adapter `spec` names: a chat-completions base URL (`http(s)://host[:port]/path`),
    `gemini:MODEL` (`gemini:` alone: DEFAULT_GEMINI), or None for `scripted` (the planner is built
    on the corpus). Anything else is an InvalidRequestError naming `what` and the valid forms,
    raised before any corpus is opened or model called; so is a missing Gemini key (ConfigError).
    A text that starts as an http(s) URL is checked as one (`core.checks.check_http_url`), so the
    message says what is wrong with it; a URL's user and password are never shown."""
    text = spec.strip() if isinstance(spec, str) else ""
    if text == "scripted":
        return None
    if text.startswith("gemini:"):
        return GeminiModel(text.split(":", 1)[1].strip() or DEFAULT_GEMINI)
    if text.lower().startswith(("http://", "https://")):
        return OpenAIChatModel(base_url=check_http_url(text, what, suggestion=f"valid: {MODEL_FORMS}"))
    raise InvalidRequestError(f"{what}: {redact_url(spec)!r} is not a model", suggestion=f"valid: {MODEL_FORMS}")


# -- offline planner ----------------------------------------------------------------------------
_CHAPTER = re.compile(r"第\s*([0-9一二两三四五六七八九十百零〇]+)\s*(?:[回章节]\s*)?(?:(?:到|至|-|—|~)\s*第?\s*([0-9一二两三四五六七八九十百零〇]+)\s*)?[回章节]")
_RELATION = re.compile(r"关系|什么人|是谁的|怎么称呼")
_SOCIAL = re.compile(r"朋友|有谁|哪些人|身边|亲近|来往|交往|相识|认识谁")
_EVOLUTION = re.compile(r"如何发展|发展|经历|变化|演变|过程|一生|结局|成长|后来|命运|先后|始终")
_ATTRIBUTE = re.compile(r"的(性格|为人|身份|脾气|爱好|住处|样子|外貌|长相|本事|能力|特点)")


class ScriptedPlanner(ChatModel):
    """Rule-based tool choice (the design's question-type table) and an extractive answer."""

    name = "scripted"

    def __init__(self, corpus) -> None:
        self.corpus = corpus

    def plan(self, state: PlanningState) -> tuple[str, dict[str, Any], str]:
        """(tool, arguments, why) for the next turn."""
        from core.corpus.split import chinese_number

        question = state.resolved_question
        entities = self.corpus.linker.link(question)
        done = [name for name, *_ in state.calls]
        last_ok = state.calls[-1][2] if state.calls else True
        last_content = state.calls[-1][3] if state.calls else None
        chapter = _CHAPTER.search(question)
        chapters = None
        if chapter:
            start = chinese_number(chapter.group(1))
            end = chinese_number(chapter.group(2)) if chapter.group(2) else start
            if start is not None and end is not None:
                chapters = [min(start, end), max(start, end)]
        if not state.calls:
            if entities and _RELATION.search(question):
                return "graph_search", {"entity": entities[0], "depth": 1 if len(entities) > 1 else 2}, \
                    "关系查询 → graph_search"
            if entities and _SOCIAL.search(question):
                return "graph_search", {"entity": entities[0], "depth": 2}, "社交网络 → graph_search(depth=2)"
            if entities and _EVOLUTION.search(question):
                args: dict[str, Any] = {"entity": entities[0]}
                if chapters:
                    args["chapter_range"] = chapters
                return "track_entity", args, "事件演变/角色经历 → track_entity"
            args = {"query": question}
            why = "简单事实 → vector_search"
            if chapters:
                args["chapter_filter"] = chapters
                why = "带范围事实 → vector_search(chapter_filter)"
            if entities and (_ATTRIBUTE.search(question) or chapters or len(entities) == 1):
                args["entity_filter"] = entities[0]
                why += " + entity_filter"
            return "vector_search", args, why
        if done[-1] == "graph_search" and last_ok and _EVOLUTION.search(question) and "track_entity" not in done:
            return "track_entity", {"entity": entities[0]}, "关系 + 演变：再按时间追踪"
        if not last_ok or not _has_results(last_content):
            if "vector_search" not in done or state.calls[-1][1].get("entity_filter") or state.calls[-1][1].get("chapter_filter"):
                if len([d for d in done if d == "vector_search"]) < 2:
                    return "vector_search", {"query": question}, "没有结果：去掉过滤条件重试"
            return "stop", {"reason": "not_found"}, "检索不到相关信息"
        return "stop", {"reason": "sufficient"}, "信息充分"

    def next_turn(self, messages, toolbox, state) -> ModelTurn:
        name, args, why = self.plan(state)
        return ModelTurn(reasoning=f"[Thought] {why}",
                         calls=[ToolCallRequest(id=f"plan_{len(state.calls)}", name=name,
                                                arguments=json.dumps(args, ensure_ascii=False))])

    def answer(self, messages, state) -> str:
        return extractive_answer(state)


def _has_results(content: Any) -> bool:
    return isinstance(content, dict) and bool(content.get("chunks") or content.get("neighbours"))


def extractive_answer(state: PlanningState, max_sentences: int = 4) -> str:
    """An answer made only of what the tools returned: the graph's closest entities, the entity's
    chapters, and the sentences of the collected chunks that share the most words with the question.
    Chapters are named as the corpus' headings name them (第4回, 第4章, Chapter 4; `chapter_label`)."""
    from collections import Counter

    from core.corpus.split import chapter_label, chapter_span, chapter_word
    from core.text import segment_words

    words = [w for w in segment_words(state.resolved_question) if len(w) >= 2]
    lines: list[str] = []
    chunks: dict[int, dict[str, Any]] = {}
    for name, _args, ok, content in state.calls:
        if not ok or not isinstance(content, dict):
            continue
        if name == "graph_search" and content.get("neighbours"):
            top = sorted(content["neighbours"], key=lambda n: (n["hop"], -n.get("cooccurrence", 0)))[:6]
            lines.append(f"与{content['entity']}关联最密切的实体（同段出现次数）: "
                         + "、".join(f"{n['name']}({n.get('cooccurrence', 0)})" for n in top))
        if name == "track_entity" and content.get("timeline"):
            timeline = content["timeline"]
            # the word most of its chunks' headings use (a corpus may mix headings with none)
            words = Counter(chapter_word(c.get("chapter_title", "")) for c in content.get("chunks") or [])
            word = max(words, key=lambda w: (w is not None, words[w]), default=None)
            count_word = word if word not in (None, "Chapter") else "个章节"
            span = chapter_span(timeline[0]["chapter"], timeline[-1]["chapter"], word)
            lines.append(f"{content['entity']}出现在{span}的{content['total_chunks']}段文字中（{len(timeline)}{count_word}）。")
        for chunk in content.get("chunks") or []:
            chunks.setdefault(chunk["chunk_id"], chunk)
    if not chunks and not lines:
        return "抱歉，未能找到相关信息。"
    scored = []
    for order, chunk in enumerate(chunks.values()):
        for sentence in re.split(r"(?<=[。！？\n])", chunk["text"]):
            sentence = sentence.strip().removeprefix("【提要】")
            if len(sentence) < 6:
                continue
            hits = sum(1 for w in words if w in sentence)
            label = chapter_label(chunk["chapter"], chapter_word(chunk.get("chapter_title", "")))
            scored.append((-hits, order, chunk["chapter"], chunk.get("event_order", 0), sentence, label))
    best = sorted(scored)[:max_sentences]
    if _EVOLUTION.search(state.resolved_question):
        best.sort(key=lambda s: (s[2], s[3]))
    for *_, sentence, label in best:
        lines.append(f"[{label}] {sentence[:160]}")
    return "\n".join(lines)
