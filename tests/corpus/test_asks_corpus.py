"""The hand-written asks corpus: committed file matches its lists, and it keeps the contract trainers rely on."""

from __future__ import annotations

import gzip
import importlib.util
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path
from types import ModuleType

import pytest

BUILD = Path(__file__).resolve().parents[2] / "classifiers" / "corpus" / "asks" / "build.py"


@pytest.fixture(scope="module")
def build() -> ModuleType:
    spec = importlib.util.spec_from_file_location("asks_build", BUILD)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def records(build: ModuleType) -> list[dict[str, object]]:
    records: list[dict[str, object]] = build.build()
    return records


def test_committed_file_is_what_the_lists_build(build: ModuleType, records: list[dict[str, object]]) -> None:
    """Editing a list without rerunning the build would ship a stale corpus."""
    with gzip.open(build.OUT, "rt", encoding="utf-8") as fh:
        committed = [json.loads(line) for line in fh]
    assert committed == records


def test_build_is_byte_for_byte_reproducible(build: ModuleType, tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "asks.jsonl.gz"
    monkeypatch.setattr(build, "OUT", out)
    build.write(build.build())
    first = out.read_bytes()
    build.write(build.build())
    assert out.read_bytes() == first == BUILD.with_name("asks.jsonl.gz").read_bytes()


def test_size_balance_and_languages(records: list[dict[str, object]]) -> None:
    labels = Counter(r["label"] for r in records)
    assert set(labels) == {"single_step", "long_horizon"}
    assert len(records) >= 3000
    assert min(labels.values()) / len(records) >= 0.4
    assert len({r["lang"] for r in records}) >= 10
    assert len({(r["ask"], r["context"]) for r in records}) == len(records)


def test_minimal_pairs_have_one_of_each_label(records: list[dict[str, object]]) -> None:
    pairs: dict[str, list[object]] = defaultdict(list)
    for r in records:
        if r["pair"]:
            pairs[str(r["pair"])].append(r["label"])
    complete = [labels for labels in pairs.values() if len(labels) == 2]
    assert len(complete) >= 300
    assert all(sorted(map(str, labels)) == ["long_horizon", "single_step"] for labels in complete)
    assert all(len(labels) <= 2 for labels in pairs.values())


def test_long_asks_never_carry_all_they_need(build: ModuleType, records: list[dict[str, object]]) -> None:
    """A long-horizon ask may quote an error, or paste one function while its job reaches past it (its callers,
    the rest of the repository); it never carries a schema, a diff, a text or a whole file to work on alone."""
    errors = {text for _, text in build.load_contexts()["error"]}
    snippets = {s.code for s in build.load_snippets()}
    beyond = 0
    for r in records:
        if r["label"] != "long_horizon" or r["context"] is None:
            continue
        if r["context"] in snippets:
            beyond += 1
            assert r["kind"] == "beyond_supplied", r["ask"]
        else:
            assert r["context"] in errors, r["ask"]
    assert beyond


def test_asks_about_supplied_code_carry_it(build: ModuleType, records: list[dict[str, object]]) -> None:
    """'Add a docstring to parse_header' is single-step only because parse_header's code comes with it."""
    snippets = {s.name: s.code for s in build.load_snippets()}
    about_code = [r for r in records if r["kind"] in {"docstring", "unit_test", "rename", "translate_code"}
                  and r["label"] == "single_step"]
    assert about_code
    for r in about_code:
        assert r["context"], r["ask"]
        named = [name for name in snippets if name in str(r["ask"])]
        for name in named:
            assert snippets[name] in str(r["context"]) or name.split(".")[0] in str(r["context"]), r["ask"]
