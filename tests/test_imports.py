"""jieba and zhconv imported without `pkg_resources` (core.imports): in a fresh process, since the test
process may have imported it already."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CHECK = """
import sys
from core.text import in_simplified_characters, phrase_rewritten_characters
from core.lexicon import import_jieba
assert in_simplified_characters("眼藥水覆查") == "眼药水复查", in_simplified_characters("眼藥水覆查")
assert "覆" in phrase_rewritten_characters()
assert import_jieba().lcut("糖尿病的并发症")
assert "pkg_resources" not in sys.modules, "pkg_resources imported"
print("ok")
"""


def _run(code: str) -> str:
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_jieba_and_zhconv_load_their_data_without_pkg_resources():
    assert _run(CHECK).strip() == "ok"


def test_a_process_that_imported_pkg_resources_imports_them_as_usual():
    code = "import importlib.util, sys\n" \
           "if importlib.util.find_spec('pkg_resources'):\n    import pkg_resources\n" \
           + CHECK.replace('assert "pkg_resources" not in sys.modules, "pkg_resources imported"\n', "")
    assert _run(code).strip() == "ok"


def test_the_conversion_tables_are_read_once_per_process():
    """The characters zhconv rewrites inside phrases and its version are read once (each dictionary's rewritten forms
    ask for both)."""
    from core.text import conversion_version, phrase_rewritten_characters

    assert phrase_rewritten_characters() is phrase_rewritten_characters()
    assert conversion_version() is conversion_version()
