"""`knx`: the command line of kn-explorer. JSON on request (`--json`), readable tables otherwise.

Each feature registers its own subcommands (see COMMAND_MODULES). Bad input exits with status 2 and
one line saying what was wrong and what is valid; a failing backend or damaged file exits with
status 1 (docs/errors.md); no traceback (set KNX_DEBUG=1 to see one).
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from typing import Sequence

from core.exceptions import KnxError

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


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, status 2, like every other bad input
        self.exit(2, f"knx: error: {message} (see `{self.prog} --help`)\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="knx", description="Explore and query knowledge networks.")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    subparsers.required = True
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    for i, arg in enumerate(argv):
        try:
            arg.encode("utf-8")
        except UnicodeEncodeError:  # bytes that are not UTF-8 reach Python as lone surrogates
            # imported only here: the models package costs `knx --help` a third of its time
            from core.models.types import find_invalid_text

            problem = find_invalid_text(arg, f"argument {i + 1}")
            print(f"knx: error: {problem} (arguments must be UTF-8 text)", file=sys.stderr)
            return 2
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.handler(args) or 0)
    except KnxError as exc:
        print(f"knx: error: {exc}", file=sys.stderr)
        return exc.exit_status
    except KeyboardInterrupt:
        print("knx: interrupted", file=sys.stderr)
        return 130
    except Exception as exc:  # an unexpected failure still gets one readable line
        if os.environ.get("KNX_DEBUG"):
            raise
        print(f"knx: internal error: {type(exc).__name__}: {exc} (set KNX_DEBUG=1 for details)", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
