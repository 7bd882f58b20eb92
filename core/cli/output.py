"""Printing results: JSON when asked, otherwise tables a person can read."""

from __future__ import annotations

import errno
import json
import os
import sys
from pathlib import Path
from typing import Any, Callable, Iterable, Sequence

from core.exceptions import InvalidRequestError, KnxError, StorageError


def to_jsonable(obj: Any) -> Any:
    # pydantic is not imported here (it is half of `knx --help`'s start-up): a model exists only
    # once some other module has imported it
    pydantic = sys.modules.get("pydantic")
    if pydantic is not None and isinstance(obj, pydantic.BaseModel):
        return obj.model_dump(mode="json", exclude_none=True)
    if isinstance(obj, list):
        return [to_jsonable(o) for o in obj]
    if isinstance(obj, dict):
        return {k: to_jsonable(v) for k, v in obj.items()}
    return obj


def progress_printer(prefix: str = "") -> Callable[[str, float], None]:
    """A progress callback (message, fraction) that prints each new message once, to stderr."""
    last: dict[str, str | None] = {"message": None}

    def show(message: str, fraction: float) -> None:
        if message != last["message"]:
            last["message"] = message
            label = f"{prefix} " if prefix else ""
            print(f"[{label}{fraction:4.0%}] {message}", file=sys.stderr, flush=True)

    return show


class ProgressBar:
    """Progress of a long command on stderr, for a `with` block: a rich bar on a terminal; off one,
    a line per new stage message (byte counts are not printed there); nothing when not `enabled`.

    `stage(message, fraction)` and `amount(done, total)` are the two callback shapes the importers
    take; `bytes=True` shows amounts as sizes with the time remaining."""

    def __init__(self, label: str, *, bytes: bool = False, enabled: bool = True,
                 terminal: bool | None = None) -> None:
        self._bar: Any = None
        self._lines: Callable[[str, float], None] | None = None
        if not enabled:
            return
        if terminal if terminal is not None else sys.stderr.isatty():
            from rich.console import Console
            from rich.progress import (BarColumn, DownloadColumn, Progress, TextColumn, TimeElapsedColumn,
                                       TimeRemainingColumn)

            columns: list[Any] = [TextColumn("{task.description}", markup=False), BarColumn()]  # names, not markup
            columns += ([DownloadColumn(), TimeRemainingColumn()] if bytes
                        else [TextColumn("{task.percentage:>3.0f}%"), TimeElapsedColumn()])
            console = Console(stderr=True, force_terminal=True if terminal else None)
            self._bar = Progress(*columns, console=console, transient=False)
            self._task = self._bar.add_task(label, total=None if bytes else 1.0)
        elif not bytes:
            self._lines = progress_printer(label)

    def stage(self, message: str, fraction: float) -> None:
        if self._bar is not None:
            self._bar.update(self._task, description=message, completed=fraction)
        elif self._lines is not None:
            self._lines(message, fraction)

    def amount(self, done: int, total: int) -> None:
        if self._bar is not None:
            self._bar.update(self._task, completed=done, total=total)

    def __enter__(self) -> "ProgressBar":
        if self._bar is not None:
            self._bar.start()
        return self

    def __exit__(self, *exc: Any) -> None:
        if self._bar is not None:
            self._bar.stop()


def fmt_score(score: float | None) -> str:
    return "" if score is None else f"{score:.3f}"


def print_json(obj: Any) -> None:
    sys.stdout.write(json.dumps(to_jsonable(obj), ensure_ascii=False, indent=2) + "\n")


def print_error(payload: dict[str, Any], as_json: bool) -> int:
    """An error as docs/errors.md shows it (the payload on stdout with --json, else one line on
    stderr); returns the exit status that goes with it."""
    if as_json:
        print_json(payload)
    else:
        suggestion = (payload.get("detail") or {}).get("suggestion")
        print(f"knx: error: {payload['error']}" + (f" ({suggestion})" if suggestion else ""), file=sys.stderr)
    return exit_status(payload)


def exit_status(payload: dict[str, Any]) -> int:
    """The exit status of an error payload: 2 for bad input (4xx), 1 for a failure (5xx)."""
    return 2 if int(payload.get("status_code", 500)) < 500 else 1


def print_table(title: str | None, columns: Sequence[str], rows: Iterable[Sequence[Any]]) -> None:
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    # Cells are Text, not strings: rich reads "[bold]" or "[/]" in a string as its markup, and a
    # question or a name holding square brackets would lose them (or fail to print).
    table = Table(title=None if title is None else Text(title), show_lines=False)
    for col in columns:
        table.add_column(Text(str(col)), overflow="fold")
    for row in rows:
        table.add_row(*[Text("" if v is None else str(v)) for v in row])
    # Piped output (logs, files) has no terminal width; rich would fold every cell at 80 columns.
    width = None if sys.stdout.isatty() else 200
    Console(soft_wrap=False, width=width).print(table)


def whole_number(least: int) -> Callable[[str], int]:
    """An argparse type: a whole number of at least `least` (a count of runs, questions, clients,
    ...). argparse names the option in front of the message: `argument --runs: 0 is out of range;
    valid: 1 or more`."""
    import argparse

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number; valid: {least} or more") from None
        if value < least:
            raise argparse.ArgumentTypeError(f"{value} is out of range; valid: {least} or more")
        return value

    return parse


def positive_seconds(text: str) -> float:
    """An argparse type: a finite number of seconds above 0 (`core.checks.check_seconds`). argparse
    names the option in front of the message."""
    import argparse

    from core.checks import check_seconds

    try:
        value: Any = float(text)
    except ValueError:
        value = text
    try:
        return check_seconds(value, None)
    except InvalidRequestError as exc:
        raise argparse.ArgumentTypeError(exc.message) from None


def load_json_arg(text: str, what: str) -> Any:
    """A JSON argument given inline or as @file."""
    source = text
    if text.startswith("@"):
        try:
            with open(text[1:], encoding="utf-8") as handle:
                source = handle.read()
        except OSError as exc:
            raise InvalidRequestError(f"{what}: cannot read {text[1:]}: {exc.strerror}") from None
        except UnicodeDecodeError as exc:
            raise InvalidRequestError(
                f"{what}: {text[1:]} is not UTF-8 text (byte {exc.start + 1} is 0x{exc.object[exc.start]:02x})",
                suggestion="save the JSON file as UTF-8",
            ) from None
    try:
        return json.loads(source)
    except json.JSONDecodeError as exc:
        raise InvalidRequestError(
            f"{what}: not valid JSON ({exc.msg} at line {exc.lineno} column {exc.colno})",
            suggestion="pass a JSON object inline in quotes or as @path/to/file.json",
        ) from None
    except RecursionError:
        raise InvalidRequestError(f"{what}: JSON nested too deeply") from None


# Why a file cannot be written that the person running knx can fix by choosing another path.
_BAD_PATH_ERRNOS = {errno.ENOENT, errno.ENOTDIR, errno.EISDIR, errno.EACCES, errno.EPERM, errno.EROFS,
                    errno.ENAMETOOLONG}
_PATH_SUGGESTION = "give a file in an existing directory you can write to"


def check_output_path(text: str, what: str) -> Path:
    """The path of a file a command will write, checked before the work that fills it: a missing
    or unwritable directory is the caller's to fix, and finding out only at the end loses the work."""
    path = Path(text)
    parent = path.parent
    try:
        if path.is_dir():
            raise InvalidRequestError(f"{what} {text}: is a directory", suggestion="give a file name")
        if not parent.exists():
            raise InvalidRequestError(f"{what} {text}: no such directory {parent}", suggestion=_PATH_SUGGESTION)
        if not parent.is_dir():
            raise InvalidRequestError(f"{what} {text}: {parent} is not a directory", suggestion=_PATH_SUGGESTION)
    except OSError as exc:  # a directory on the way that cannot be searched
        raise output_error(exc, text, what) from None
    if not os.access(parent, os.W_OK | os.X_OK) or (path.exists() and not os.access(path, os.W_OK)):
        raise InvalidRequestError(f"{what} {text}: permission denied", suggestion=_PATH_SUGGESTION)
    return path


def output_error(exc: OSError, text: str, what: str) -> KnxError:
    """The error for an output file that could not be written, naming it: bad input when another
    path would do, a storage failure (disk full, I/O error) otherwise."""
    reason = (exc.strerror or str(exc)).lower()
    if exc.errno in _BAD_PATH_ERRNOS:
        return InvalidRequestError(f"{what} {text}: cannot write it ({reason})", suggestion=_PATH_SUGGESTION)
    return StorageError(f"{what} {text}: cannot write it ({reason})")


def write_output(text: str, content: str, what: str) -> None:
    """Write a command's output file; a failure is a one-line error naming the file."""
    try:
        Path(text).write_text(content, encoding="utf-8")
    except OSError as exc:
        raise output_error(exc, text, what) from None
