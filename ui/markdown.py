"""Text from networks and services shown in Streamlit's markdown-rendering elements.

Streamlit never renders raw HTML from these, but markdown itself can still format, link or load an
image (`![](http://…)`) from a name a remote service sent. Such text is escaped character by
character: it shows exactly as it was sent.
"""

from __future__ import annotations

import re

_SPECIAL = re.compile(r"([\\`*_{}\[\]()#+\-.!|<>~$:])")


def md_escape(value: object) -> str:
    return _SPECIAL.sub(r"\\\1", "" if value is None else str(value))


def md_code(value: object) -> str:
    """A value as inline code; backticks inside it cannot end the code span early."""
    text = "" if value is None else str(value)
    fence = "`" * (max((len(run) for run in re.findall(r"`+", text)), default=0) + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{fence}{pad}{text}{pad}{fence}"
