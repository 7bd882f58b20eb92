"""Question sets for evaluation: one JSON object per line, validated line by line.

A line (see docs/evaluation.md):

    {"id": "med-0001", "question": "突聋挂什么科", "kn_id": "medical",
     "relation_types": ["designated_to"],
     "entity": {"name": "突发性耳聋", "object_type_id": "disease"}, "mention": "突聋",
     "answers": ["耳鼻喉科"], "tags": ["disease", "alias"]}

Only `question` is required; each metric is computed over the lines that carry its gold
(`relation_types` for relation recall, `entity` for entity@1, `answers` for answer-in-context).
A bad line is reported with its number and what was wrong, never skipped silently.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterable

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, ValidationError, field_validator

from core.exceptions import QuestionSetError, describe_validation_error
from core.models.types import QUERY_MAX_CHARS

MAX_REPORTED_PROBLEMS = 10


# Every question is sent to kn_search as its query, so a longer one could only come back as an
# error per config.
MAX_QUESTION_CHARS = QUERY_MAX_CHARS


class GoldEntity(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1)
    object_type_id: str = Field(min_length=1)


class EvalQuestion(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str = ""
    question: str
    kn_id: str | None = None
    relation_types: list[str] = Field(default_factory=list)
    entity: GoldEntity | None = None
    mention: str | None = None
    answers: list[str] = Field(default_factory=list)
    tags: list[str] = Field(default_factory=list)
    # Where it came from, for messages: private, so a line cannot set it and the keys an error
    # lists as valid are only those a line may write.
    _line: int = PrivateAttr(default=0)

    @property
    def line(self) -> int:
        return self._line

    @line.setter
    def line(self, number: int) -> None:
        self._line = number

    @field_validator("question")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        value = value.strip()
        if not value:
            raise ValueError("must not be blank")
        if len(value) > MAX_QUESTION_CHARS:
            raise ValueError(f"{len(value)} characters; at most {MAX_QUESTION_CHARS} (what kn_search takes as a query)")
        return value

    @property
    def is_alias(self) -> bool:
        """The question names its entity by an alias (tagged, or a mention other than the name)."""
        if "alias" in self.tags:
            return True
        return bool(self.entity and self.mention and self.mention != self.entity.name)


class QuestionSet(BaseModel):
    name: str
    questions: list[EvalQuestion]

    @property
    def kn_ids(self) -> set[str]:
        return {q.kn_id for q in self.questions if q.kn_id}


def parse_questions(text: str, name: str = "questions") -> QuestionSet:
    """Parse JSON-lines text; raises QuestionSetError naming every bad line (up to 10)."""
    problems: list[str] = []
    questions: list[EvalQuestion] = []
    seen_ids: dict[str, int] = {}
    # A byte order mark (Windows editors write one) is not part of the first line's JSON.
    text = text.removeprefix("\ufeff")
    for number, raw in enumerate(text.splitlines(), start=1):
        if not raw.strip():
            continue
        try:
            data = json.loads(raw)
        except json.JSONDecodeError as exc:
            problems.append(f"line {number}: not valid JSON ({exc.msg} at column {exc.colno})")
            continue
        if not isinstance(data, dict):
            problems.append(f"line {number}: expected a JSON object, got {type(data).__name__}")
            continue
        try:
            question = EvalQuestion.model_validate(data)
        except ValidationError as exc:
            problems.append(f"line {number}: " + describe_validation_error(exc, "", model=EvalQuestion))
            continue
        question.line = number
        question.id = question.id or f"line-{number}"
        if question.id in seen_ids:
            problems.append(f"line {number}: id {question.id!r} repeats line {seen_ids[question.id]}")
            continue
        seen_ids[question.id] = number
        questions.append(question)
    if problems:
        raise_problems(name, problems)
    if not questions:
        raise QuestionSetError(
            f"{name}: no questions",
            suggestion='one JSON object per line, at least {"question": "..."}',
        )
    return QuestionSet(name=name, questions=questions)


def load_questions(path: str | Path) -> QuestionSet:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")  # parse_questions drops a byte order mark
    except FileNotFoundError:
        raise QuestionSetError(f"{path}: no such file") from None
    except UnicodeDecodeError as exc:
        raise QuestionSetError(f"{path}: not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    except OSError as exc:
        raise QuestionSetError(f"{path}: cannot be read ({exc.strerror})") from None
    return parse_questions(text, path.name)


def raise_problems(name: str, problems: list[str]) -> None:
    shown = problems[:MAX_REPORTED_PROBLEMS]
    more = len(problems) - len(shown)
    message = f"{name}: {len(problems)} bad line(s): " + "; ".join(shown) + (f"; and {more} more" if more else "")
    raise QuestionSetError(
        message,
        suggestion="each line is a JSON object with `question` and optional `relation_types`, "
        "`entity` {name, object_type_id}, `mention`, `answers`, `tags`, `id`, `kn_id`",
    )


class SetProblem(BaseModel):
    """A question that does not hold against its network: where it is and what was wrong."""

    line: int
    id: str
    message: str

    def __str__(self) -> str:
        return f"line {self.line} ({self.id}): {self.message}"


def check_against_network(backend: Any, questions: QuestionSet | Iterable[EvalQuestion],
                          kn_id: str | None = None) -> list[SetProblem]:
    """Problems of a set against a built network: unknown relation or object types, a gold entity
    that is not an instance, answers that are not its neighbours via a gold relation type. Empty when
    the set is sound."""
    from core.evaluation.network_facts import NetworkFacts

    items = questions.questions if isinstance(questions, QuestionSet) else list(questions)
    problems: list[SetProblem] = []
    facts: dict[str, NetworkFacts] = {}
    for q in items:
        kn = kn_id or q.kn_id
        if not kn:
            problems.append(SetProblem(line=q.line, id=q.id,
                                       message="no kn_id (give one on the line or to the command)"))
            continue
        if kn not in facts:
            facts[kn] = NetworkFacts(backend, kn)
        problems.extend(SetProblem(line=q.line, id=q.id, message=p) for p in facts[kn].check(q))
    return problems


def validate_against_network(backend: Any, questions: QuestionSet | Iterable[EvalQuestion], kn_id: str | None = None) -> list[str]:
    """`check_against_network`'s problems as lines (`line 2 (q2): ...`)."""
    return [str(p) for p in check_against_network(backend, questions, kn_id)]
