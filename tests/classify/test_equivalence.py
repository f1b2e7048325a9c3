"""Speed work must not change verdicts: the held-out evaluation set scores as it did when the snapshot was taken.

The snapshot (`heldout_scores.json`) was written by the round-8 feature code (envelope-free features) and
artifact, for the evaluation set of `python -m classifiers.evaluate` (8000 examples, seed 1234, held-out
phrasings). It holds every score, per-feature column sums (so a drift names the feature, whatever the model)
and digests of the session keys and tool-loop flags the gateway computes per request.
Regenerate only on purpose (a retrained artifact or new features):
`.venv/bin/python -m tests.classify.test_equivalence --write`.
"""

from __future__ import annotations

import hashlib
import json
import math
import sys
from pathlib import Path
from typing import Any

import pytest

from classifiers.data import Example, generate
from gateway.classify.features import FEATURE_NAMES, extract_features
from gateway.classify.scorer import Scorer
from gateway.classify.session import in_tool_loop, session_key

SNAPSHOT = Path(__file__).with_name("heldout_scores.json")
N, SEED = 8000, 1234


def _bodies_digest(examples: list[Example]) -> str:
    h = hashlib.sha256()
    for ex in examples:
        h.update(json.dumps([ex.endpoint, ex.headers, ex.body], sort_keys=True).encode())
    return h.hexdigest()


def _observe(scorer: Scorer, examples: list[Example]) -> dict[str, Any]:
    """Everything the gateway derives from a request on the classify step, for the whole set."""
    scores: list[float] = []
    sums = [0.0] * len(FEATURE_NAMES)
    sessions = hashlib.sha256()
    loops = hashlib.sha256()
    for ex in examples:
        x = extract_features(ex.endpoint, ex.headers, ex.body)
        for i, v in enumerate(x):
            sums[i] += v
        scores.append(scorer.score(ex.endpoint, ex.headers, ex.body))
        sessions.update(f"{session_key(ex.endpoint, ex.headers, ex.body)}\n".encode())
        loops.update(b"1" if in_tool_loop(ex.endpoint, ex.body) else b"0")
    return {
        "model_version": scorer.version,
        "n": len(examples),
        "seed": SEED,
        "bodies_sha256": _bodies_digest(examples),
        "feature_sums": dict(zip(FEATURE_NAMES, sums, strict=True)),
        "session_keys_sha256": sessions.hexdigest(),
        "in_tool_loop_sha256": loops.hexdigest(),
        "scores": scores,
    }


@pytest.fixture(scope="module")
def observed() -> dict[str, Any]:
    return _observe(Scorer.load(), list(generate(N, SEED, split="heldout")))


@pytest.fixture(scope="module")
def snapshot() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(SNAPSHOT.read_text())
    return data


def test_evaluation_set_is_the_one_snapshotted(observed: dict[str, Any], snapshot: dict[str, Any]) -> None:
    # if this fails, the data generator changed (classifiers/), not the feature code: regenerate on purpose
    assert observed["bodies_sha256"] == snapshot["bodies_sha256"]


def test_every_feature_column_is_unchanged(observed: dict[str, Any], snapshot: dict[str, Any]) -> None:
    assert list(snapshot["feature_sums"]) == list(FEATURE_NAMES)
    drift = {
        name: (snapshot["feature_sums"][name], total)
        for name, total in observed["feature_sums"].items()
        if not math.isclose(total, snapshot["feature_sums"][name], rel_tol=1e-12, abs_tol=1e-9)
    }
    assert drift == {}


def test_scores_match_within_1e_9(observed: dict[str, Any], snapshot: dict[str, Any]) -> None:
    if observed["model_version"] != snapshot["model_version"]:
        pytest.fail(f"artifact is {observed['model_version']}, snapshot {snapshot['model_version']}: regenerate")
    before, after = snapshot["scores"], observed["scores"]
    assert len(before) == len(after) == N
    worst = max(range(N), key=lambda i: abs(before[i] - after[i]))
    assert abs(before[worst] - after[worst]) <= 1e-9, f"example {worst}: {before[worst]} -> {after[worst]}"
    # same verdicts at the shipped threshold, hence the same evaluation figures
    t = Scorer.load().threshold
    assert sum((b >= t) != (a >= t) for b, a in zip(before, after, strict=True)) == 0


def test_session_keys_and_tool_loop_flags_are_unchanged(
    observed: dict[str, Any], snapshot: dict[str, Any]
) -> None:
    assert observed["session_keys_sha256"] == snapshot["session_keys_sha256"]
    assert observed["in_tool_loop_sha256"] == snapshot["in_tool_loop_sha256"]


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: python -m tests.classify.test_equivalence --write")
    SNAPSHOT.write_text(json.dumps(_observe(Scorer.load(), list(generate(N, SEED, split="heldout")))) + "\n")
    print(f"wrote {SNAPSHOT}")
