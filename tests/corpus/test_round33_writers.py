"""The four writers added in round 33: each client generator passes its writer's own self-check and keeps the
contract training and evaluation rely on (a supplied ask is carried, and the label rule holds for its turn type)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from classifiers import sources as src

CORPUS = Path(__file__).resolve().parents[2] / "classifiers" / "corpus"


@pytest.mark.parametrize("name", ["agents_c", "agents_d"])
def test_client_generator_passes_its_own_check(name: str) -> None:
    done = subprocess.run([sys.executable, "-m", f"classifiers.corpus.{name}.check"], capture_output=True, text=True,
                          timeout=120, cwd=CORPUS.parents[1])  # fmt: skip
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]


@pytest.mark.parametrize("name", ["agents_c", "agents_d"])
@pytest.mark.parametrize(
    ("ask", "label"),
    [("write a regex for ISO 8601 dates", "single_step"), ("CI ist rot seit gestern, mach sie grün", "long_horizon")],
)
def test_client_generator_carries_a_supplied_ask_under_the_label_rule(name: str, ask: str, label: str) -> None:
    assert name in src.CLIENT_GENERATORS or name in src.HELD_OUT_CLIENT_GENERATORS
    module = src.client_module(name)
    assert module is not None
    for seed in range(12):
        for rec in module.generate(1, seed, asks=[(ask, label)]):
            shape = str(rec["shape"])
            expected = {"loop": "long_horizon", "retry": "long_horizon", "side": "single_step"}.get(
                next(k for k in ("followup", "first", "loop", "retry", "side") if shape.startswith(k)), label
            )
            assert rec["label"] == expected, (shape, rec["label"])
            if shape.startswith(("first", "followup")):
                assert ask in str(rec["body"])
