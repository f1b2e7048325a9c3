"""The three writers added in round 37, held out (`evaluate` scores them as writers the model has never seen): each
client generator passes its own check and carries a supplied ask verbatim under its label on a first turn (what
evaluation relies on when it wraps another writer's asks in their envelopes)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from classifiers import sources as src

CORPUS = Path(__file__).resolve().parents[2] / "classifiers" / "corpus"


def test_asks_i_is_held_out() -> None:
    assert "asks_i" in src.HELD_OUT_CORPORA


@pytest.mark.parametrize("name", ["editors_b", "agents_e"])
def test_client_generator_passes_its_own_check(name: str) -> None:
    done = subprocess.run([sys.executable, "-m", f"classifiers.corpus.{name}.check"], capture_output=True, text=True,
                          timeout=180, cwd=CORPUS.parents[1])  # fmt: skip
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]


@pytest.mark.parametrize("name", ["editors_b", "agents_e"])
@pytest.mark.parametrize(
    ("ask", "label"),
    [("write a regex for ISO 8601 dates", "single_step"), ("CI ist rot seit gestern, mach sie grün", "long_horizon")],
)
def test_client_generator_carries_a_supplied_ask_under_its_label(name: str, ask: str, label: str) -> None:
    module = src.client_module(name)
    assert module is not None
    families = set()
    for seed in range(60):
        for rec in module.generate(1, seed, asks=[(ask, label)]):
            assert rec["label"] == label, rec["shape"]
            assert ask in str(rec["body"])
            families.add(rec["family"])
    assert len(families) >= 10  # the asks travel in many clients' envelopes, not one
