"""`knx`: the command line of kn-explorer. JSON on request (`--json`), readable tables otherwise.

Each feature registers its own subcommands (see COMMAND_MODULES). Bad input exits with status 2 and
one line saying what was wrong and what is valid; a failing backend or damaged file exits with
status 1 (docs/errors.md); no traceback (set KNX_DEBUG=1 to see one). With `--json` an error is the
payload of docs/errors.md on stdout instead of the line.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from typing import Sequence

from core.exceptions import InvalidRequestError, KnxError

COMMAND_MODULES = [
    "core.cli.data",
    "core.cli.search",
    "core.cli.retrieve",
    "core.cli.serve",
    "core.cli.kg",
    "core.cli.evaluate",
    "core.cli.prior",
    "core.cli.corpus",
    "core.cli.agent",
]


class _UsageError(InvalidRequestError):
    """argparse's complaint about the command line, reported by main() like every other bad input."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:
        raise _UsageError(message, suggestion=f"see `{self.prog} --help`")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="knx", description="Explore and query knowledge networks.")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    subparsers.required = True
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    # Until the arguments are parsed, a usage error can only tell --json from the raw words.
    as_json = "--json" in argv
    for i, arg in enumerate(argv):
        try:
            arg.encode("utf-8")
        except UnicodeEncodeError:  # bytes that are not UTF-8 reach Python as lone surrogates
            # imported only here: the models package costs `knx --help` a third of its time
            from core.models.types import find_invalid_text

            problem = find_invalid_text(arg, f"argument {i + 1}")
            return _report(InvalidRequestError(problem, suggestion="arguments must be UTF-8 text"), as_json)
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except _UsageError as exc:  # argparse exits on its errors; callers in-process expect that too
        raise SystemExit(_report(exc, as_json)) from None
    as_json = bool(getattr(args, "json", False))
    try:
        return int(args.handler(args) or 0)
    except KnxError as exc:
        return _report(exc, as_json)
    except KeyboardInterrupt:
        print("knx: interrupted", file=sys.stderr)
        return 130
    except Exception as exc:  # an unexpected failure still gets one readable line
        if os.environ.get("KNX_DEBUG"):
            raise
        return _report(KnxError(f"internal error: {type(exc).__name__}: {exc}",
                                suggestion="set KNX_DEBUG=1 for details"), as_json)


def _report(exc: KnxError, as_json: bool) -> int:
    """Print an error the one way docs/errors.md describes; the exit status."""
    from core.cli.output import print_error

    return print_error(exc.to_payload(), as_json)


if __name__ == "__main__":
    sys.exit(main())
