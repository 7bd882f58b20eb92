"""Checks of values that several entry points take: a number of seconds (a timeout, a time to live)
and the URL of an HTTP service.

Each check returns the value it accepts and raises `InvalidRequestError` otherwise, with a message
that names what was checked (`what`: a field, an option) and says what is valid. A URL's user and
password (`http://user:pw@host/`) never appear in a message: it is shown as `http://***@host/`.
Nothing heavy is imported up front: the command line imports this module before any work starts.
"""

from __future__ import annotations

import math
import re
from typing import Any

from core.exceptions import InvalidRequestError, redact_url

#: the longest time limit an option takes: a bound that catches a mistyped unit (ms for s)
MAX_TIMEOUT_S = 3600.0

_SPACE = re.compile(r"\s")
HTTP_URL_HINT = "give an http(s) URL with a host, e.g. http://127.0.0.1:8000/"


def _named(what: str | None, message: str) -> str:
    return f"{what}: {message}" if what else message


def check_seconds(value: Any, what: str | None = "timeout", *, most: float | None = None,
                  error: type[InvalidRequestError] = InvalidRequestError) -> float:
    """`value` as a float when it is a finite number of seconds above 0 (and at most `most`, when
    given), else `error` (an `InvalidRequestError`, or a subclass such as `ConfigError` for a setting)
    naming `what` (no prefix when it is empty or None) and the valid range. Booleans are refused,
    though Python counts them as numbers."""
    valid = "valid: a number of seconds above 0" + ("" if most is None else f" and at most {most:g}")
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise error(_named(what, f"{value!r} is not a number; {valid}"))
    try:
        seconds = float(value)
    except OverflowError:  # an int beyond any float
        raise error(_named(what, f"the number is too large; {valid}")) from None
    if not math.isfinite(seconds):
        raise error(_named(what, f"{seconds:g} is not a finite number; {valid}"))
    if not (seconds > 0 and (most is None or seconds <= most)):
        raise error(_named(what, f"{seconds:g} is out of range; {valid}"))
    return seconds


def check_http_url(url: Any, what: str | None = "url", *, suggestion: str = HTTP_URL_HINT,
                   error: type[InvalidRequestError] = InvalidRequestError) -> str:
    """`url` when it is an http or https URL (either case) without white space, with a host and a
    valid port, that the HTTP client (httpx) accepts; else `error` (as in `check_seconds`) naming
    `what` (no prefix when it is empty or None), with `suggestion`. The URL in a message has its user
    and password redacted."""
    from urllib.parse import urlsplit

    if not isinstance(url, str) or not url.lower().startswith(("http://", "https://")):
        shown = redact_url(url) if isinstance(url, str) else url
        raise error(_named(what, f"{shown!r} is not an http(s) URL"), suggestion=suggestion)
    shown = redact_url(url)
    if _SPACE.search(url):
        raise error(_named(what, f"{shown!r} is not a valid URL (it holds white space)"),
                                  suggestion=suggestion)
    problem = _url_problem(url)
    if problem:
        # said of the URL as shown, so the reason cannot quote a password
        reason = _url_problem(shown) or "its user or password is not valid"
        raise error(_named(what, f"{shown!r} is not a valid URL ({reason})"), suggestion=suggestion)
    if not urlsplit(url).hostname:
        raise error(_named(what, f"{shown!r} has no host"), suggestion=suggestion)
    return url


def _url_problem(url: str) -> str | None:
    """Why the URL parser or httpx refuses `url` (a port that is not a number or out of range, a broken
    IPv6 address, …), or None."""
    from urllib.parse import urlsplit

    import httpx

    try:
        urlsplit(url).port  # noqa: B018 - reading it checks the port
        httpx.URL(url)
    except (ValueError, httpx.InvalidURL) as exc:
        return str(exc)
    return None
