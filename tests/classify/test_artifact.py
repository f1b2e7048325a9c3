"""Training -> JSON artifact -> pure-Python scorer reproduces sklearn; the shipped artifact is sane."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from classifiers.data import generate
from classifiers.train import export, featurize, fit
from gateway.classify.features import FEATURE_NAMES
from gateway.classify.scorer import DEFAULT_PATH, ArtifactError, Scorer


def test_round_trip_matches_sklearn(tmp_path: Path) -> None:
    data = featurize(generate(700, seed=3, split="train"))
    fitted = fit(data, seed=3)
    art = export(fitted, seed=3, n=700)
    path = tmp_path / "model.json"
    path.write_text(json.dumps(art))
    scorer = Scorer.load(path)
    held = list(generate(200, seed=4, split="heldout"))
    X = featurize(held).X
    reference = fitted.predict_proba(X)
    ours = np.asarray([scorer.score(ex.endpoint, ex.headers, ex.body) for ex in held])
    assert np.max(np.abs(ours - reference)) < 1e-9
    assert scorer.threshold == fitted.threshold and scorer.version == art["model_version"]
    assert 0.0 <= ours.min() < 0.5 < ours.max() <= 1.0  # both classes present


def test_training_is_deterministic_from_the_seed() -> None:
    a = export(fit(featurize(generate(300, seed=9)), seed=9), seed=9, n=300)
    b = export(fit(featurize(generate(300, seed=9)), seed=9), seed=9, n=300)
    c = export(fit(featurize(generate(300, seed=10)), seed=10), seed=10, n=300)
    assert a == b and a["model_version"] != c["model_version"]


def test_shipped_artifact_is_json_for_these_features() -> None:
    art = json.loads(DEFAULT_PATH.read_text())
    assert art["schema_version"] == 1 and art["feature_names"] == list(FEATURE_NAMES)
    assert 0.0 < art["threshold"] < 1.0
    assert art["training"]["metrics"]["calibration_long_recall"] >= 0.97
    scorer = Scorer.load()
    explained = scorer.explain("/v1/chat/completions", {}, {"messages": [{"role": "user", "content": "hi"}]})
    assert set(explained["features"]) == set(FEATURE_NAMES)
    assert explained["request_class"] in ("single_step", "long_horizon")
    assert explained["model_version"] == scorer.version


def test_classify_threshold_override() -> None:
    scorer = Scorer.load()
    body = {"messages": [{"role": "user", "content": "explain this regex: ^a+$"}]}
    s = scorer.score("/v1/chat/completions", {}, body)
    assert scorer.classify("/v1/chat/completions", {}, body, threshold=0.0).request_class == "long_horizon"
    assert scorer.classify("/v1/chat/completions", {}, body, threshold=1.0).request_class == "single_step"
    assert scorer.classify("/v1/chat/completions", {}, body).score == s


@pytest.mark.parametrize(
    "mutate",
    [
        lambda a: a.update(schema_version=99),
        lambda a: a.update(feature_names=a["feature_names"][:-1]),
        lambda a: a.pop("weights"),
        lambda a: a.update(means=[0.0]),
    ],
)
def test_bad_artifacts_are_rejected_with_a_reason(tmp_path: Path, mutate: object) -> None:
    art = json.loads(DEFAULT_PATH.read_text())
    mutate(art)  # type: ignore[operator]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(art))
    with pytest.raises(ArtifactError):
        Scorer.load(path)


def test_missing_or_garbage_file(tmp_path: Path) -> None:
    with pytest.raises(ArtifactError):
        Scorer.load(tmp_path / "nope.json")
    (tmp_path / "g.json").write_text("[1, 2")
    with pytest.raises(ArtifactError):
        Scorer.load(tmp_path / "g.json")
