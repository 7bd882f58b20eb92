"""The session context manager: what the conversation has been about, fed into every prompt.

- **entity stack**: entities most recent first (capped), pushed from each turn's tool arguments
  (`entity`, `entity_filter`) and the entities of the top results;
- **recent topic**: the last question with its pronouns resolved;
- **history**: the last questions and answers (answers shortened), as the turn-history summary.

Pronoun resolution: a third-person pronoun (他/她/它/他们/她们/它们/其) in a question refers to the
entity on top of the stack; `resolve` returns the rewritten question and what was replaced, and the
prompt shows both (the model still sees the original question).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from core.home import check_safe_name, write_atomic

MAX_ENTITIES = 8
MAX_HISTORY = 3
ANSWER_PREVIEW = 120
PRONOUNS = ("他们", "她们", "它们", "他", "她", "它", "其")
_PRONOUN = re.compile("|".join(PRONOUNS))


class Exchange(BaseModel):
    question: str
    answer: str


class SessionContext(BaseModel):
    entities: list[str] = Field(default_factory=list)  # most recent first
    topic: str = ""
    history: list[Exchange] = Field(default_factory=list)

    # -- updates ---------------------------------------------------------------------------------
    def push_entities(self, names: list[str]) -> None:
        """Put names on top of the stack (the first given ends on top), without duplicates."""
        for name in reversed([n for n in names if n]):
            if name in self.entities:
                self.entities.remove(name)
            self.entities.insert(0, name)
        del self.entities[MAX_ENTITIES:]

    def observe_call(self, name: str, arguments: dict[str, Any], content: Any) -> None:
        """Update from one tool call and its result (errors change nothing)."""
        if not isinstance(content, dict) or "error" in content:
            return
        from_results: list[str] = []
        chunks = content.get("chunks") or []
        counts: dict[str, int] = {}
        for chunk in chunks[:5]:
            for entity in chunk.get("entities", [])[:3]:
                counts[entity] = counts.get(entity, 0) + 1
        from_results = [e for e, _ in sorted(counts.items(), key=lambda kv: -kv[1])][:2]
        for neighbour in (content.get("neighbours") or [])[:1]:
            from_results.append(neighbour.get("name", ""))
        named = [content.get("entity") or content.get("entity_filter") or ""]
        # Arguments and resolved names go on top; entities seen in results just below.
        self.push_entities(from_results)
        self.push_entities([n for n in named if n])

    def finish_turn(self, question: str, resolved: str, answer: str) -> None:
        self.topic = resolved
        flat = " ".join(answer.split())
        preview = flat if len(flat) <= ANSWER_PREVIEW else flat[: ANSWER_PREVIEW - 1] + "…"
        self.history.append(Exchange(question=question, answer=preview))
        del self.history[:-MAX_HISTORY]

    # -- reading ---------------------------------------------------------------------------------
    def resolve(self, question: str) -> tuple[str, dict[str, str]]:
        """The question with pronouns replaced by the entity on top of the stack, and the mapping."""
        if not self.entities:
            return question, {}
        found = dict.fromkeys(_PRONOUN.findall(question))
        if not found:
            return question, {}
        mapping = {p: self.entities[0] for p in found}
        return _PRONOUN.sub(lambda m: mapping[m.group(0)], question), mapping

    def render(self, question: str) -> str:
        """The prompt's context block and the current query, in the layout of the design."""
        resolved, mapping = self.resolve(question)
        lines = ["# Session Context"]
        lines.append("最近提到的实体: " + (json.dumps(self.entities, ensure_ascii=False) if self.entities else "无"))
        lines.append("最近话题: " + (self.topic or "无"))
        if self.history:
            lines.append("对话历史:")
            for exchange in self.history:
                lines.append(f'- User: "{exchange.question}"')
                lines.append(f'- Assistant: "{exchange.answer}"')
        lines += ["", "# Current Query", f'User: "{question}"']
        if mapping:
            lines.append("代词消解（建议）: " + "，".join(f"{p} → {e}" for p, e in mapping.items())
                         + f'；改写后: "{resolved}"')
        lines += ["", "# Instructions",
                  "1. 如果 query 中有代词 (他/她/它/他们等)，先根据 Session Context 消解",
                  "2. 改写 query 后选择合适的工具"]
        return "\n".join(lines)


def _sessions_dir() -> Path:
    from core.home import knx_home

    path = knx_home() / "agent-sessions"
    path.mkdir(parents=True, exist_ok=True)
    return path


def check_session_id(session_id: str) -> str:
    return check_safe_name(session_id, "session", "session name")


def load_session(session_id: str) -> SessionContext:
    path = _sessions_dir() / f"{check_session_id(session_id)}.json"
    if not path.is_file():
        return SessionContext()
    try:
        return SessionContext.model_validate_json(path.read_text(encoding="utf-8"))
    except ValueError:
        return SessionContext()  # a damaged session file starts a fresh conversation


def save_session(session_id: str, context: SessionContext) -> None:
    path = _sessions_dir() / f"{check_session_id(session_id)}.json"
    write_atomic(path, context.model_dump_json())
