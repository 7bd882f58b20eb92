"""Messages from the core, as the explorer shows them: in the UI's language (English), and without a
suggestion the UI has already applied.

The core speaks the wire format's language (its agent-facing messages are Chinese, as upstream's),
so the UI translates the messages it knows, by their templates, and shows anything else as it came.
"""

from __future__ import annotations

import re
from typing import Iterable

from core.retrieval import keyword_context as kc
from core.search import models as search_models

# (core template, English template); {names} are carried over.
_TRANSLATIONS: tuple[tuple[str, str], ...] = (
    (search_models.MESSAGE_NO_CONCEPTS, "No relevant concept was recalled, so no instances were searched."),
    (search_models.MESSAGE_NO_INSTANCES, "No instance matched the conditions."),
    (search_models.MESSAGE_INSTANCE_FAILURE, "Semantic instance recall failed: {reason}"),
    (kc.MESSAGE_NO_MATCH, "The keyword “{keyword}” matched no instance of object type {object_type_id} exactly"),
    (kc.MESSAGE_NO_FIELD, "Object type {object_type_id} has no property that can hold “{keyword}” "
                          "(type or allowed operations do not fit)"),
    (kc.MESSAGE_INSTANCE_FAILURE, "Instance search failed; the keyword was skipped: {reason}"),
    (kc.MESSAGE_NEIGHBOR_FAILURE, "One-hop neighbour search failed; only the matched instances are returned: {reason}"),
    (kc.MESSAGE_NO_IDENTITY, "The primary key of object type {object_type_id} does not support in or ==, "
                             "so its one-hop neighbours cannot be searched"),
)
# The suggestion that follows "no match": "set contextual_knowledge=True to see its storage forms".
CONTEXTUAL_HINT = kc.MESSAGE_NO_MATCH_HINT
CONTEXTUAL_HINT_EN = "; turn on contextual knowledge to see how it is stored (contains, fuzzy matches)"


def _pattern(template: str) -> re.Pattern[str]:
    parts = re.split(r"\{(\w+)\}", template)
    regex = "".join(re.escape(p) if i % 2 == 0 else f"(?P<{p}>.+?)" for i, p in enumerate(parts))
    return re.compile(regex + "$", re.S)


_COMPILED = tuple((_pattern(core), english) for core, english in _TRANSLATIONS)


def ui_message(text: str | None, *, contextual_knowledge: bool = False) -> str:
    """`text` in English when it is a message the core is known to send; a suggestion to turn on
    contextual knowledge is dropped when it is already on."""
    if not text:
        return ""
    parts = [p for p in re.split(r"(?<=[^\s])；", text) if p] if "；" in text else [text]
    out = []
    for part in parts:
        hint = part.startswith(CONTEXTUAL_HINT.lstrip("；"))
        if hint:
            if not contextual_knowledge:
                out.append(CONTEXTUAL_HINT_EN.lstrip("; "))
            continue
        out.append(_translate(part))
    return "; ".join(out)


def _translate(text: str) -> str:
    for pattern, english in _COMPILED:
        match = pattern.match(text)
        if match:
            return english.format(**match.groupdict())
    return text


def unique_messages(messages: Iterable[str | None], *, contextual_knowledge: bool = False) -> list[str]:
    """Messages translated, with repeats removed (the same note can arrive in two parts of a reply)."""
    out: list[str] = []
    for message in messages:
        text = ui_message(message, contextual_knowledge=contextual_knowledge)
        if text and text not in out:
            out.append(text)
    return out
