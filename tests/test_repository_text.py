"""The repository's own text: no measured figures in gateway/ docstrings and comments, no outside citations.

Figures such as "costs ~100 us" rot as the code changes and came to disagree between modules; the dated
ones live in bench/README.md next to the command that measures them. A limit or a setting's value
("a 10 s timeout", "at most 128 levels", a default) is configuration and may stay. Text that names a file
kept outside the repository sends a reader to something they cannot open.
"""

from __future__ import annotations

import ast
import io
import re
import subprocess
import tokenize
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# a number with a unit of time or size, an approximate share or duration, a speed-up, an instruction count
_FIGURE = re.compile(
    r"(?<![\w.])~?\d[\d_,.]*\s?(?:ns|us|µs|μs|ms|[KMG]i?B|kB)(?![\w/])"
    r"|(?<![\w.])\d+(?:\.\d+)?\s?[x×](?![\w])"
    r"|~\d+(?:\.\d+)?\s?(?:%|s\b|seconds\b)"
    r"|\b\d[\d,.]*k?\s+(?:CPU\s+)?instructions\b",
    re.IGNORECASE,
)
# a line that states a limit or a setting rather than a measurement
_SETTING = re.compile(r"\b(?:default|limit|at most|up to|max|timeout|bound|GATEWAY_[A-Z_]+)\b", re.IGNORECASE)
# examples of a format, quoted: '"20ms"' is how a value is written, not what something costs
_QUOTED = re.compile(r'"[^"\n]*"|`[^`\n]*`')

# built from parts so that this file does not name them itself
_OUTSIDE = ("BASELINE" + ".md", "../" + "shared/", "CLIENTS" + ".md", "DESIGN" + ".md")


def figures_in(text: str) -> list[str]:
    """The measured figures of one line of prose (empty when it holds none or states a setting)."""
    if _SETTING.search(text):
        return []
    return [m.group(0) for m in _FIGURE.finditer(_QUOTED.sub("", text))]


def _prose(source: str) -> Iterator[tuple[int, str]]:
    """(line, text) of every docstring line and `#` comment of a module."""
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            doc = ast.get_docstring(node, clean=False)
            if doc is not None:
                first = node.body[0].lineno
                for i, line in enumerate(doc.splitlines()):
                    yield first + i, line
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.COMMENT:
            yield tok.start[0], tok.string


def test_the_checker_tells_figures_from_settings() -> None:
    for measured in ("costs ~100 us per call", "0.18 ms a request", "about 2.7 KB", "made ZADD ~3x cheaper",
                     "95k instructions a request", "~10% of a proxied request", "importing it costs ~2.7 s"):
        assert figures_in(measured), measured
    for setting in ("a 10 s timeout", "the default is 64 KB", "at most 128 levels", "OpenAI's format: \"20ms\"",
                    "GATEWAY_MAX_BODY_BYTES caps it at 16 MB", "python3.11", "a 2x2 grid"):
        assert not figures_in(setting), setting


def test_no_measured_figures_in_gateway_docstrings_or_comments() -> None:
    found = []
    for path in sorted((ROOT / "gateway").rglob("*.py")):
        for line, text in _prose(path.read_text(encoding="utf-8")):
            found += [f"{path.relative_to(ROOT)}:{line}: {figure!r} in {text.strip()!r}" for figure in figures_in(text)]
    assert not found, "measured figures belong in bench/README.md (dated, with their command):\n" + "\n".join(found)


def _tracked_files() -> list[Path]:
    try:
        out = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("not a git checkout")
    return [ROOT / name for name in out.decode().split("\0") if name]


def test_no_text_names_a_file_outside_the_repository() -> None:
    found = []
    for path in _tracked_files():
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):  # binary, or deleted in the working tree
            continue
        lowered = text.lower()
        found += [f"{path.relative_to(ROOT)}: {name}" for name in _OUTSIDE if name.lower() in lowered]
    assert not found, "text that cites files outside the repository:\n" + "\n".join(found)
