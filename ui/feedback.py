"""Errors shown as messages in the page, never as a traceback.

`guarded(what, fn, ...)` runs one action; a KnxError becomes an `st.error` with the core's message
and suggestion, anything else a short "internal error" line (the traceback goes to the server log).
The page goes on drawing, so the user can fix the input and try again. `progress_bar(text)` shows
long work's progress while it runs.
"""

from __future__ import annotations

import logging
from contextlib import contextmanager
from typing import Any, Callable, Iterator, TypeVar

import streamlit as st

from core.exceptions import KnxError
from ui.markdown import md_escape

T = TypeVar("T")
log = logging.getLogger("kn_explorer.ui")


def error_text(exc: BaseException, what: str | None = None) -> str:
    """The message a user sees for an error: what failed, what was wrong, what is valid (as
    markdown-safe text: messages quote names that came from the network)."""
    prefix = f"{what} failed: " if what else ""
    if isinstance(exc, KnxError):
        text = md_escape(prefix + exc.message)
        if exc.detail and exc.detail != exc.message:
            text += " — " + md_escape(exc.detail)
        if exc.suggestion:
            text += "\n\n" + md_escape(exc.suggestion)
        return text
    return md_escape(f"{prefix}internal error ({type(exc).__name__}: {exc}). The details are in the server log.")


def log_unexpected(exc: BaseException, what: str | None = None) -> None:
    """Unexpected failures keep their traceback, in the server log only."""
    if not isinstance(exc, KnxError):
        log.error("%s failed", what or "action", exc_info=exc)


@contextmanager
def progress_bar(text: str, *, holder: Any = None, prefix: str = "") -> Iterator[Callable[[str, float], None]]:
    """A progress bar in `holder` (a new placeholder by default) that is gone when the block ends,
    however it ends. Yields the `(message, fraction)` callback the core's long calls take: the
    fraction is kept within 0 to 1, the message shown after `prefix`."""
    holder = holder if holder is not None else st.empty()
    bar = holder.progress(0.0, text=text)

    def progress(message: str, fraction: float) -> None:
        bar.progress(min(max(float(fraction), 0.0), 1.0), text=prefix + message)

    try:
        yield progress
    finally:
        holder.empty()


def show_error(exc: BaseException, what: str | None = None) -> None:
    log_unexpected(exc, what)
    st.error(error_text(exc, what), icon=":material/error:")


def guarded(what: str, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T | None:
    """Run `fn`; on failure show the error and return None."""
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # every failure becomes a message; the page stays usable
        show_error(exc, what)
        return None


# -- errors that outlive one run ---------------------------------------------------------------
# A bad shared link (unknown network, missing preset) is noticed once, on the first run, but the
# user must still see it after the next click: such errors stay until dismissed.
_NOTICES = "knx.notices"


def remember_error(text: str) -> None:
    notices = st.session_state.setdefault(_NOTICES, [])
    if text not in notices:
        notices.append(text)


def _dismiss() -> None:
    st.session_state[_NOTICES] = []


def show_remembered_errors() -> None:
    notices = st.session_state.get(_NOTICES) or []
    if not notices:
        return
    for text in notices:
        st.error(text, icon=":material/error:")
    st.button("Dismiss", key="w.dismiss_notices", on_click=_dismiss, type="tertiary")
