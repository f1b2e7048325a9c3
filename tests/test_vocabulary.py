"""One name per concept: the request class is ``request_class`` in the code, the chart, the docs and the
policies, and its old names (``class``, ``class_``, ``label``) do not come back. Python's ``class`` keyword,
HTML ``class`` attributes and the other meanings of "label" (a metric's labels, a period's label, a circuit's
upstream) are not the request class and are not matched."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]

# Patterns that spell the request class by an old name, per kind of file.
PY = [
    re.compile(r"\bclass_\b"),  # the attribute and keyword-argument form
    re.compile(r"""["']class["']"""),  # a dict key, JSON key, report dimension or label name
    re.compile(r"\b(ctx|route|request|new|cur|entry|live|p|g|s|e)\.label\b"),  # the old attribute
    re.compile(r"\blabel: str \| None"),
    re.compile(r"x-gateway-class\b|gateway\.class\b"),  # the old header and span attribute
]
JS = [re.compile(r"\.class\b"), re.compile(r"\bclass_\b")]  # r.class (``.className`` is the DOM's)
TEXT = [
    re.compile(r"\bclass_\b"),
    re.compile(r"(^|[\s{,])class:"),  # a policy rule's old key (YAML)
    re.compile(r'"class"'),  # a JSON key
    re.compile(r"by \(class\b|\{\{class\}\}|[{,]\s*class\s*=~?\""),  # a PromQL label or a legend
    re.compile(r"--by [a-z_,]*\bclass\b|by=[a-z_,]*\bclass\b"),  # the old report dimension
    re.compile(r"x-gateway-class\b|gateway\.class\b"),
]

# Lines that name an old name on purpose, to refuse or migrate it, or in the upgrade notes: (file, marker).
DELIBERATE = {
    "gateway/ledger/store.py": ('RENAMED: dict[str, str] = {"class": "request_class"}',),
    "gateway/policy/model.py": ('"class" in data', "'class' is now 'request_class'"),
    "gateway/ledger/sql.py": ('"class_" in their', """'"class_": '""", r"""'\"class_\": '"""),  # migration 5
    "gateway/shadow/store.py": ('RENAMED_PAIR_COLUMNS = (("class_", "request_class"),)',),
    "docs/vocabulary.md": ("The old names (`class`, `class_`,",),
}


def _files() -> list[Path]:
    found = [*REPO.joinpath("gateway").rglob("*.py"), *REPO.joinpath("gateway", "static").glob("*.js"),
             *(p for p in REPO.joinpath("charts").rglob("*") if p.is_file()),
             *REPO.joinpath("docs").rglob("*.md"), *REPO.joinpath("policies").rglob("*.y*ml"),
             REPO / "policies" / "policy.schema.json", REPO / "README.md"]
    return sorted(found)


def _upgrade_note(path: str, line: str) -> bool:
    """A row of the README's upgrade table: the old name in the first cell, ``request_class`` in the second."""
    cells = line.split(" | ")
    return path == "README.md" and line.startswith("| ") and len(cells) == 2 and "request_class" in cells[1]


def old_names(path: Path, text: str) -> list[str]:
    rel = path.relative_to(REPO).as_posix()
    patterns = PY if path.suffix == ".py" else JS if path.suffix == ".js" else TEXT
    markers = DELIBERATE.get(rel, ())
    return [
        f"{rel}:{n}: {line.strip()}"
        for n, line in enumerate(text.splitlines(), 1)
        if any(p.search(line) for p in patterns)
        and not any(m in line for m in markers)
        and not _upgrade_note(rel, line)
    ]


def test_no_old_name_of_the_request_class_comes_back() -> None:
    found = [hit for path in _files() for hit in old_names(path, path.read_text(encoding="utf-8"))]
    assert not found, "the request class is `request_class` (docs/vocabulary.md):\n" + "\n".join(found)


@pytest.mark.parametrize(("name", "text"), [
    ("gateway/accounting.py", '            "class": ctx.request_class,'),
    ("gateway/ledger/entry.py", "    class_: str | None"),
    ("gateway/request.py", "    label: str | None = None"),
    ("gateway/pipeline.py", "    if route.label == 'long_horizon':"),
    ("gateway/static/dashboard.js", '    const cls = r.class || "unclassified";'),
    ("charts/gateway/dashboards/gateway.json", '"expr": "sum by (class, reason) (rate(x[5m]))",'),
    ("charts/gateway/dashboards/gateway.json", '"legendFormat": "{{class}} {{reason}}",'),
    ("policies/default.yaml", "      when: {class: long_horizon}"),
    ("README.md", "gateway report --period 2026-11 --by team,class"),
    ("README.md", "The answer carries `x-gateway-class`"),
])  # fmt: skip
def test_the_guard_catches_each_old_spelling(name: str, text: str) -> None:
    assert old_names(REPO / name, text), text


@pytest.mark.parametrize(("name", "text"), [
    ("gateway/policy/model.py", "class When(Strict):"),
    ("gateway/static/dashboard.js", '  $("x").classList.toggle("flag", t.unpriced_attempts > 0);'),
    ("gateway/static/dashboard.js", '      h("td", { class: "num" }, count(r.requests)),'),
    ("gateway/circuit.py", "        CIRCUIT_SKIPPED.labels(circuit.label).inc()"),
    ("gateway/reports/formats.py", '            "label": report.period.label,'),
    ("charts/gateway/dashboards/gateway.json", '"expr": "sum by (request_class, reason) (rate(x[5m]))",'),
    ("README.md", "| `gateway_route_decisions_total{class=...}` | `gateway_route_decisions_total{request_class=...}` |"),  # noqa: E501
])  # fmt: skip
def test_the_guard_leaves_other_meanings_alone(name: str, text: str) -> None:
    assert not old_names(REPO / name, text), text


def test_the_vocabulary_is_linked_from_the_readme() -> None:
    assert "(docs/vocabulary.md)" in (REPO / "README.md").read_text(encoding="utf-8")
    vocabulary = (REPO / "docs" / "vocabulary.md").read_text(encoding="utf-8")
    for concept in ("request class", "version", "model", "team", "key", "person", "session", "attempt",
                    "ledger entry", "reservation / settle", "budget", "quota", "limit", "shadow", "candidate",
                    "fallback", "escalation", "decision"):
        assert f"- **{concept}**:" in vocabulary, concept
