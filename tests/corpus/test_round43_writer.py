"""The asks writer added in round 43 (asks about pasted material, most of them in languages the other writers rarely
use): the committed corpus is what its lists build and passes its writer's own check, it is held out (round 43's
model trained on it did not ship), and no ask of it is a paste with no request."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from classifiers import sources as src

CORPUS = Path(__file__).resolve().parents[2] / "classifiers" / "corpus"


def test_committed_asks_are_what_the_lists_build_and_pass_their_check(tmp_path: Path) -> None:
    work = tmp_path / "asks_m"  # build in a copy, so the committed file is compared, not overwritten
    shutil.copytree(CORPUS / "asks_m", work, ignore=shutil.ignore_patterns("__pycache__"))
    (work / "asks.jsonl.gz").unlink()
    subprocess.run([sys.executable, "build.py"], cwd=work, check=True, capture_output=True, timeout=120)
    assert (work / "asks.jsonl.gz").read_bytes() == (CORPUS / "asks_m" / "asks.jsonl.gz").read_bytes()
    done = subprocess.run([sys.executable, "check.py"], cwd=work, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr


def test_it_is_held_out_and_read_as_a_writer_of_both_labels_in_many_languages() -> None:
    assert "asks_m" not in src.CORPORA and "asks_m" in src.HELD_OUT_CORPORA
    asks = src.read_asks(src.HELD_OUT_CORPORA["asks_m"])
    assert len(asks) > 1400 and {a.label for a in asks} == set(src.LABELS)
    assert len({a.lang for a in asks}) >= 16
    assert not any(a.kind in src.UNDECIDED_KINDS for a in asks)
