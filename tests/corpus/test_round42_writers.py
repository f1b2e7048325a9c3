"""The three asks writers added in round 42 (asks about pasted or attached material): each committed corpus is what
its lists build and passes its own check; two train and one is held out, and no corpus trains on a paste with no
request (the writers decided its label apart)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from classifiers import sources as src

CORPUS = Path(__file__).resolve().parents[2] / "classifiers" / "corpus"


@pytest.mark.parametrize("name", ["asks_j", "asks_k", "asks_l"])
def test_committed_asks_are_what_the_lists_build_and_pass_their_check(name: str, tmp_path: Path) -> None:
    work = tmp_path / name  # build in a copy, so the committed file is compared, not overwritten
    shutil.copytree(CORPUS / name, work, ignore=shutil.ignore_patterns("__pycache__"))
    (work / "asks.jsonl.gz").unlink()
    subprocess.run([sys.executable, "build.py"], cwd=work, check=True, capture_output=True, timeout=120)
    assert (work / "asks.jsonl.gz").read_bytes() == (CORPUS / name / "asks.jsonl.gz").read_bytes()
    done = subprocess.run([sys.executable, "check.py"], cwd=work, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr


def test_two_train_and_one_is_held_out() -> None:
    assert {"asks_j", "asks_k"} <= set(src.CORPORA) and "asks_l" not in src.CORPORA
    assert "asks_l" in src.HELD_OUT_CORPORA


@pytest.mark.parametrize("name", ["asks_j", "asks_k", "asks_l"])
def test_a_paste_with_no_request_is_read_by_no_corpus(name: str) -> None:
    path = src.CORPORA.get(name) or src.HELD_OUT_CORPORA[name]
    asks = src.read_asks(path)
    assert len(asks) > 1000 and {a.label for a in asks} == set(src.LABELS)
    assert not any(a.kind in src.UNDECIDED_KINDS for a in asks)
