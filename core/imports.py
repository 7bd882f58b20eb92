"""Importing packages that locate their data files through `pkg_resources`."""

from __future__ import annotations

import importlib
import sys
from types import ModuleType


def import_without_pkg_resources(name: str) -> ModuleType:
    """`import name`, with `import pkg_resources` failing fast while it runs.

    jieba's and zhconv's modules import `pkg_resources` (setuptools' deprecated resource API: ~0.06 s after jieba,
    ~0.2 s for zhconv alone) only to find the data files beside their own module, and open those paths themselves
    when it is missing. A `None` in `sys.modules` makes an import fail at once; it is removed again afterwards, and a
    process that already imported `pkg_resources` imports as usual."""
    if name in sys.modules or "pkg_resources" in sys.modules:
        return importlib.import_module(name)
    sys.modules["pkg_resources"] = None  # type: ignore[assignment]
    try:
        return importlib.import_module(name)
    finally:
        if sys.modules.get("pkg_resources", 0) is None:
            del sys.modules["pkg_resources"]


# A network of this many instances or more has the side work of its build (core.backends.build_text) and of its
# preparation for the first question (core.importers) done in a child process (`project_module_command`): for a
# smaller one, starting the child (~0.3-0.5 s of the other core, and handing the data over) costs more than the work.
CHILD_PROCESS_FROM_INSTANCES = 20_000


def project_module_command(module: str, *args: str) -> tuple[list[str], dict[str, str]]:
    """The command line and environment of a child process running one of this project's modules (`python -m
    module args`): this interpreter, and the directory this process imported `core` from first on PYTHONPATH, so the
    child runs the same code also when this process found it through its working directory or a path of its own
    (a checkout run without an install, a benchmark's tree)."""
    import os
    from pathlib import Path

    root = str(Path(__file__).resolve().parents[1])
    paths = [root, *[p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p and p != root]]
    return [sys.executable, "-m", module, *args], {**os.environ, "PYTHONPATH": os.pathsep.join(paths)}
