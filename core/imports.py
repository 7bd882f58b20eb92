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
