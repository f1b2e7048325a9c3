"""Serve the exported classifier as arithmetic: standardise, dot product, Platt sigmoid.

Why not sklearn at request time: `predict_proba` builds arrays and validates input on every call, where the
folded dot product is a short loop over floats.
The artifact is JSON (never pickle): reviewable, diffable, and safe to load from a path in configuration.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from gateway.classify import turns, words
from gateway.classify.features import FEATURE_NAMES, clear_caches, extract_features

SCHEMA_VERSION = 1
DEFAULT_PATH = Path(__file__).resolve().with_name("model.json")  # ships in the runtime wheel
RequestClass = Literal["single_step", "long_horizon"]


@dataclass(frozen=True)
class Classification:
    request_class: RequestClass
    score: float  # P(long_horizon)
    threshold: float


class ArtifactError(ValueError):
    """The model file is missing fields, has another schema, or was built for other features."""


def _sigmoid(z: float) -> float:
    if z >= 0:
        return 1.0 / (1.0 + math.exp(-z))
    e = math.exp(z)
    return e / (1.0 + e)


class Scorer:
    """Scores requests with a logistic model whose standardisation is folded into the weights at load."""

    def __init__(self, artifact: Mapping[str, Any]) -> None:
        if artifact.get("schema_version") != SCHEMA_VERSION:
            raise ArtifactError(f"unsupported schema_version {artifact.get('schema_version')!r}")
        names = tuple(artifact.get("feature_names", ()))
        if names != FEATURE_NAMES:
            missing = sorted(set(FEATURE_NAMES) ^ set(names))
            raise ArtifactError(f"artifact features differ from this build's features: {missing[:8]}")
        means, scales, weights = artifact["means"], artifact["scales"], artifact["weights"]
        if not len(means) == len(scales) == len(weights) == len(names):
            raise ArtifactError("means, scales and weights must have one entry per feature")
        self.version: str = str(artifact["model_version"])
        self.threshold: float = float(artifact["threshold"])
        self.feature_names: tuple[str, ...] = names
        self.artifact = dict(artifact)
        cal = artifact.get("calibration", {"a": 1.0, "b": 0.0})
        self._a, self._b = float(cal["a"]), float(cal["b"])
        self._w = [float(w) / float(s) for w, s in zip(weights, scales, strict=True)]
        self._raw_w = [float(w) for w in weights]
        self._means = [float(m) for m in means]
        self._scales = [float(s) for s in scales]
        self._bias = float(artifact["bias"]) - sum(w * float(m) for w, m in zip(self._w, means, strict=True))
        # the ask's word model and the side-call model feed features: install this artifact's (once per
        # version), and forget features the caches computed with the previous one
        if words.install(artifact.get("words"), self.version):
            turns.install(artifact.get("side_model"))
            clear_caches()

    @classmethod
    def load(cls, path: Path | None = None) -> Scorer:
        """Load an artifact; default is the packaged `classifiers/model.json`."""
        p = path or DEFAULT_PATH
        try:
            data = json.loads(p.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise ArtifactError(f"cannot read classifier artifact {p}: {exc}") from exc
        if not isinstance(data, dict):
            raise ArtifactError(f"{p}: artifact must be a JSON object")
        try:
            return cls(data)
        except (KeyError, TypeError) as exc:
            raise ArtifactError(f"{p}: malformed artifact: {exc!r}") from exc

    def score_features(self, x: list[float]) -> float:
        # compiled (mypyc), a zip over two list[float] is native double arithmetic without index checks (faster
        # than an indexed loop or map(mul) + sum); the additions keep their order.
        # No strict=: mypyc compiles that as the generic zip; the lengths are checked at load and
        # extract_features always returns one value per FEATURE_NAMES entry.
        z = 0.0
        for w, v in zip(self._w, x):  # noqa: B905
            z += w * v
        z += self._bias
        return _sigmoid(self._a * z + self._b)

    def score(self, endpoint: str, headers: Mapping[str, Any], body: Mapping[str, Any]) -> float:
        """P(long_horizon) for one request."""
        return self.score_features(extract_features(endpoint, headers, body))

    def classify(
        self,
        endpoint: str,
        headers: Mapping[str, Any],
        body: Mapping[str, Any],
        threshold: float | None = None,
    ) -> Classification:
        t = self.threshold if threshold is None else threshold
        s = self.score(endpoint, headers, body)
        return Classification("long_horizon" if s >= t else "single_step", s, t)

    def explain(self, endpoint: str, headers: Mapping[str, Any], body: Mapping[str, Any]) -> dict[str, Any]:
        """Features with values and logit contributions (largest first), the score and the request class."""
        x = extract_features(endpoint, headers, body)
        contrib = {
            n: {"value": v, "contribution": w * (v - m) / s}
            for n, v, w, m, s in zip(self.feature_names, x, self._raw_w, self._means, self._scales, strict=True)
        }
        ordered = dict(sorted(contrib.items(), key=lambda kv: -abs(kv[1]["contribution"])))
        score = self.score_features(x)
        return {
            "model_version": self.version,
            "score": score,
            "threshold": self.threshold,
            "request_class": "long_horizon" if score >= self.threshold else "single_step",
            "features": ordered,
        }
