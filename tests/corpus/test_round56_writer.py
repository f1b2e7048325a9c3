"""The asks writer added in round 56 (short asks over pasted material where a few words decide: hand-overs without
a task verb, questions about the same material, prohibitions, terse how-tos and tasks): the committed corpus is what
its lists build and passes its writer's own check, it trains, and no ask of it is a paste with no request."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from classifiers import sources as src

CORPUS = Path(__file__).resolve().parents[2] / "classifiers" / "corpus"


def test_committed_asks_are_what_the_lists_build_and_pass_their_check(tmp_path: Path) -> None:
    work = tmp_path / "asks_n"  # build in a copy, so the committed file is compared, not overwritten
    shutil.copytree(CORPUS / "asks_n", work, ignore=shutil.ignore_patterns("__pycache__"))
    (work / "asks.jsonl.gz").unlink()
    subprocess.run([sys.executable, "build.py"], cwd=work, check=True, capture_output=True, timeout=120)
    assert (work / "asks.jsonl.gz").read_bytes() == (CORPUS / "asks_n" / "asks.jsonl.gz").read_bytes()
    done = subprocess.run([sys.executable, "check.py"], cwd=work, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr


def test_it_trains_as_a_writer_of_both_labels_in_many_languages() -> None:
    assert "asks_n" in src.CORPORA and "asks_n" not in src.HELD_OUT_CORPORA
    asks = src.read_asks(src.CORPORA["asks_n"])
    assert len(asks) > 1600 and {a.label for a in asks} == set(src.LABELS)
    assert len({a.lang for a in asks}) >= 16
    assert not any(a.kind in src.UNDECIDED_KINDS for a in asks)
