"""The agent loop: at most 5 turns, one tool per turn, until the model calls `stop`.

Each turn the model (see `models`) sees the system prompt, the question with the session context
(`session.SessionContext.render`) and every earlier call with its result, and asks for a tool. The
loop runs only the first call of a turn (others are answered with an error, which chat APIs
require), returns errors to the model as the tool's result, and collects the results of successful
calls. The run ends when the model calls `stop` (its reason is the stop reason), answers without a
tool (`no_tool_call`), fails (`model_error`), or the turns run out (`max_turns`). The final answer
is asked for with the collected contexts only (no tools); when there are none, the answer says so.

`AgentRun` is the trace of one run: the prompt, each turn (reasoning, call, arguments as sent and
as validated, result, what the model received with its size in characters and in tokens — o200k_base,
or an estimate when the tokenizer is missing, `token_counter` says which — time, session context
before and after), the stop reason and the answer; `to_json` / `from_json` export and re-open it.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any, Optional

from pydantic import BaseModel, Field

from core.agent.models import ChatModel, PlanningState, ScriptedPlanner
from core.agent.session import SessionContext
from core.agent.tokens import ESTIMATE, count_tokens, token_counter
from core.exceptions import BackendError, InvalidRequestError
from core.tools import Toolbox

MAX_TURNS = 5
MODEL_CHUNKS = 8  # chunks per result the model receives
MODEL_CHUNK_CHARS = 300

SYSTEM_PROMPT = """你是剧情检索专家 Agent。

任务：通过调用检索工具，收集回答用户问题所需的信息。

可用工具：
- vector_search: 通用向量检索，适合简单事实查询
- graph_search: 图结构检索，适合关系查询
- track_entity: 实体时序追踪，适合事件演变查询
- stop: 信息充分时停止检索

规则：
1. 分析问题，选择最合适的工具
2. 如果问题中有代词(他/她/它)，先根据对话历史消解后再检索
3. 每次只调用一个工具
4. 根据返回结果决定是否需要继续检索
5. 最多进行 5 轮检索
6. 信息充分时调用 stop"""


class TraceStep(BaseModel):
    turn: int
    reasoning: str = ""
    tool: str
    raw_arguments: Any = None  # as the model sent them
    arguments: dict[str, Any] = Field(default_factory=dict)  # as validated (or as far as readable)
    ok: bool
    result: Any = None
    model_text: str = ""  # the tool message the model received
    chars: int = 0
    tokens: int = 0
    token_counter: str = ESTIMATE  # how `tokens` was counted: the encoding's name, or "estimate"
    elapsed_ms: float = 0.0
    note: str = ""
    context_before: SessionContext
    context_after: SessionContext


class AgentRun(BaseModel):
    question: str
    resolved_question: str
    pronouns: dict[str, str] = Field(default_factory=dict)
    corpus: str
    model: str
    system_prompt: str
    prompt: str
    prompt_tokens: int = 0
    token_counter: str = ESTIMATE  # how the token counts of this run were made (see core.agent.tokens)
    steps: list[TraceStep] = Field(default_factory=list)
    stop_reason: str = ""
    answer: str = ""
    answer_error: Optional[str] = None
    context_before: SessionContext
    context_after: SessionContext
    total_ms: float = 0.0

    @property
    def contexts(self) -> list[TraceStep]:
        return [s for s in self.steps if s.ok and s.tool != "stop"]

    def to_json(self) -> str:
        return self.model_dump_json(indent=2)

    @classmethod
    def from_json(cls, text: str | bytes) -> "AgentRun":
        try:
            return cls.model_validate_json(text)
        except ValueError as exc:
            raise InvalidRequestError(f"not an agent trace: {str(exc).splitlines()[0]}",
                                      suggestion="open a JSON file exported from an agent run") from None

    @classmethod
    def load(cls, path: Path | str) -> "AgentRun":
        return cls.from_json(Path(path).read_bytes())


def for_model(content: Any) -> str:
    """The tool result as the model receives it: chunks cut to MODEL_CHUNKS of MODEL_CHUNK_CHARS."""
    if isinstance(content, dict) and isinstance(content.get("chunks"), list):
        content = dict(content)
        chunks = content["chunks"]
        content["chunks"] = [
            {**c, "text": c["text"] if len(c["text"]) <= MODEL_CHUNK_CHARS else c["text"][:MODEL_CHUNK_CHARS] + "…"}
            for c in chunks[:MODEL_CHUNKS]
        ]
        if len(chunks) > MODEL_CHUNKS:
            content["chunks_not_shown"] = len(chunks) - MODEL_CHUNKS
    return json.dumps(content, ensure_ascii=False)


class AgentLoop:
    def __init__(self, toolbox: Toolbox, model: ChatModel, *, corpus_id: str = "", max_turns: int = MAX_TURNS) -> None:
        if not 1 <= max_turns <= MAX_TURNS:
            raise InvalidRequestError(f"max_turns: {max_turns} is out of range; valid: 1 to {MAX_TURNS}")
        self.toolbox = toolbox
        self.model = model
        self.corpus_id = corpus_id
        self.max_turns = max_turns

    def run(self, question: str, session: SessionContext | None = None) -> AgentRun:
        """One question; `session` (updated in place) carries the conversation between questions."""
        if not isinstance(question, str) or not question.strip():
            raise InvalidRequestError("question: a non-empty text is required")
        question = question.strip()
        started = time.perf_counter()
        session = session if session is not None else SessionContext()
        before = session.model_copy(deep=True)
        resolved, pronouns = session.resolve(question)
        prompt = session.render(question)
        messages: list[dict[str, Any]] = [{"role": "system", "content": SYSTEM_PROMPT},
                                          {"role": "user", "content": prompt}]
        state = PlanningState(question=question, resolved_question=resolved)
        steps: list[TraceStep] = []
        stop_reason = "max_turns"
        for turn in range(1, self.max_turns + 1):
            try:
                reply = self.model.next_turn(messages, self.toolbox, state)
            except BackendError as exc:
                steps.append(TraceStep(turn=turn, tool="", ok=False, result=exc.to_payload(), note="model failed",
                                       context_before=session.model_copy(deep=True),
                                       context_after=session.model_copy(deep=True)))
                stop_reason = "model_error"
                break
            if not reply.calls:
                stop_reason = "no_tool_call"
                if reply.reasoning:
                    steps.append(TraceStep(turn=turn, reasoning=reply.reasoning, tool="", ok=True,
                                           note="the model answered without calling a tool",
                                           context_before=session.model_copy(deep=True),
                                           context_after=session.model_copy(deep=True)))
                break
            call, extra = reply.calls[0], reply.calls[1:]
            context_before = session.model_copy(deep=True)
            outcome = self.toolbox.call(call.name, call.arguments)
            text = outcome.text() if not outcome.ok else for_model(outcome.content)
            if outcome.ok and call.name != "stop":
                session.observe_call(call.name, outcome.arguments, outcome.content)
            state.calls.append((call.name, outcome.arguments, outcome.ok, outcome.content))
            raw = call.arguments
            messages.append({"role": "assistant", "content": reply.reasoning or None, "tool_calls": [
                {"id": c.id, "type": "function", "function": {
                    "name": c.name, "arguments": c.arguments if isinstance(c.arguments, str)
                    else json.dumps(c.arguments or {}, ensure_ascii=False)}} for c in reply.calls]})
            messages.append({"role": "tool", "tool_call_id": call.id, "content": text})
            for other in extra:
                messages.append({"role": "tool", "tool_call_id": other.id, "content": json.dumps(
                    {"error": f"one tool per turn: {other.name} was not run; call it in the next turn"},
                    ensure_ascii=False)})
            steps.append(TraceStep(
                turn=turn, reasoning=reply.reasoning, tool=call.name, raw_arguments=raw, arguments=outcome.arguments,
                ok=outcome.ok, result=outcome.content, model_text=text, chars=len(text), tokens=count_tokens(text),
                token_counter=token_counter(),
                elapsed_ms=outcome.elapsed_ms,
                note=f"{len(extra)} more call(s) in this turn refused (one tool per turn)" if extra else "",
                context_before=context_before, context_after=session.model_copy(deep=True),
            ))
            if call.name == "stop" and outcome.ok:
                stop_reason = outcome.content["reason"]
                break
        answer, answer_error = self._answer(messages, state)
        session.finish_turn(question, resolved, answer)
        return AgentRun(
            question=question, resolved_question=resolved, pronouns=pronouns, corpus=self.corpus_id,
            model=self.model.name, system_prompt=SYSTEM_PROMPT, prompt=prompt,
            prompt_tokens=count_tokens(SYSTEM_PROMPT) + count_tokens(prompt),
            token_counter=token_counter(), steps=steps, stop_reason=stop_reason,
            answer=answer, answer_error=answer_error, context_before=before,
            context_after=session.model_copy(deep=True), total_ms=round((time.perf_counter() - started) * 1000, 3),
        )

    def _answer(self, messages, state: PlanningState) -> tuple[str, str | None]:
        from core.agent.models import extractive_answer

        if not any(ok and name != "stop" for name, _a, ok, _c in state.calls):
            return "抱歉，未能找到相关信息。", None
        try:
            text = self.model.answer(messages, state)
            if text:
                return text, None
            return extractive_answer(state), "the model gave an empty answer; extracted from the results instead"
        except BackendError as exc:
            return extractive_answer(state), f"the model failed to answer ({exc}); extracted from the results instead"


def agent_loop(corpus_id: str | None = None, *, model: ChatModel | str | None = None, backend=None,
               max_turns: int = MAX_TURNS) -> AgentLoop:
    """A loop over a corpus (default: the demo corpus) with a model: an adapter, a chat-completions
    base URL (`http://host:port/v1`), `gemini:MODEL`, `scripted` or None for the offline scripted
    planner (`core.agent.models.model_from_spec`). A model text that is none of these is refused
    before the corpus is opened."""
    from core.agent.models import model_from_spec
    from core.agent.tools import agent_toolbox
    from core.corpus.corpus import open_corpus

    if isinstance(model, str):
        model = model_from_spec(model)
    corpus = open_corpus(corpus_id, backend=backend)
    if model is None:
        model = ScriptedPlanner(corpus)
    return AgentLoop(agent_toolbox(corpus=corpus), model, corpus_id=corpus.id, max_turns=max_turns)
