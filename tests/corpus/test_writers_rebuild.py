"""Every asks writer with lists and a build script: its committed corpus is what its lists build, byte for byte, and it
passes its writer's own check (the corpora are data others wrote; training and evaluation read the committed file)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

CORPUS = Path(__file__).resolve().parents[2] / "classifiers" / "corpus"
WRITERS = ["asks_g", "asks_h", "asks_i", "asks_j", "asks_k", "asks_l", "asks_m", "asks_n", "asks_o", "asks_p"]


@pytest.mark.parametrize("name", WRITERS)
def test_committed_asks_are_what_the_lists_build_and_pass_their_check(name: str, tmp_path: Path) -> None:
    work = tmp_path / name  # build in a copy, so the committed file is compared, not overwritten
    shutil.copytree(CORPUS / name, work, ignore=shutil.ignore_patterns("__pycache__"))
    (work / "asks.jsonl.gz").unlink()
    subprocess.run([sys.executable, "build.py"], cwd=work, check=True, capture_output=True, timeout=120)
    assert (work / "asks.jsonl.gz").read_bytes() == (CORPUS / name / "asks.jsonl.gz").read_bytes()
    done = subprocess.run([sys.executable, "check.py"], cwd=work, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
