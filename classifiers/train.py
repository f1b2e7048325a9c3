"""Train the request classifier and export it as a JSON artifact: `python -m classifiers.train [--seed N]`.

Why this recipe: standardised features + L2 logistic regression is small enough to serve as a dot product and,
with Platt scaling on a separate calibration split, gives scores that mean what they say (ECE). The threshold
is picked on the calibration split to keep long-horizon recall high: sending an agent turn to the fast version
costs more than sending a one-shot question to the standard one.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import sklearn
from sklearn.linear_model import LogisticRegression
from sklearn.preprocessing import StandardScaler

from classifiers.data import Example, generate
from gateway.classify.features import FEATURE_NAMES, extract_features
from gateway.classify.scorer import SCHEMA_VERSION

DEFAULT_OUT = Path(__file__).resolve().parents[1] / "gateway" / "classify" / "model.json"
DEFAULT_N = 24000
LONG = "long_horizon"


@dataclass
class Dataset:
    X: np.ndarray
    y: np.ndarray
    shapes: list[str]
    families: list[str]


@dataclass
class Fitted:
    scaler: StandardScaler
    model: LogisticRegression
    calibrator: LogisticRegression
    threshold: float
    metrics: dict[str, Any]

    def decision(self, X: np.ndarray) -> np.ndarray:
        return np.asarray(self.model.decision_function(self.scaler.transform(X)))

    def predict_proba(self, X: np.ndarray) -> np.ndarray:
        """P(long_horizon) computed by sklearn: the reference the exported arithmetic must match."""
        return np.asarray(self.calibrator.predict_proba(self.decision(X).reshape(-1, 1))[:, 1])


def featurize(examples: Iterable[Example]) -> Dataset:
    rows, ys, shapes, fams = [], [], [], []
    for ex in examples:
        rows.append(extract_features(ex.endpoint, ex.headers, ex.body))
        ys.append(1 if ex.label == LONG else 0)
        shapes.append(ex.client_shape)
        fams.append(ex.family)
    return Dataset(np.asarray(rows, dtype=np.float64), np.asarray(ys, dtype=np.int64), shapes, fams)


def macro_f1(y: np.ndarray, pred: np.ndarray) -> float:
    f1s = []
    for c in (0, 1):
        tp = float(np.sum((pred == c) & (y == c)))
        fp = float(np.sum((pred == c) & (y != c)))
        fn = float(np.sum((pred != c) & (y == c)))
        f1s.append(2 * tp / (2 * tp + fp + fn) if tp else 0.0)
    return sum(f1s) / 2


def pick_threshold(y: np.ndarray, p: np.ndarray, min_recall: float = 0.985) -> float:
    """Best macro-F1 threshold keeping long-horizon recall >= min_recall (else the best overall)."""
    best, best_any = (-1.0, 0.5), (-1.0, 0.5)
    for t in np.round(np.arange(0.05, 0.951, 0.01), 2):
        pred = (p >= t).astype(np.int64)
        f1 = macro_f1(y, pred)
        recall = float(np.sum(pred[y == 1] == 1)) / max(1, int(np.sum(y == 1)))
        best_any = max(best_any, (f1, float(t)))
        if recall >= min_recall:
            best = max(best, (f1, float(t)))
    return best[1] if best[0] >= 0 else best_any[1]


def fit(data: Dataset, seed: int, calibration_fraction: float = 0.2) -> Fitted:
    rng = np.random.default_rng(seed)
    idx = rng.permutation(len(data.y))
    n_cal = int(len(idx) * calibration_fraction)
    cal, tr = idx[:n_cal], idx[n_cal:]
    scaler = StandardScaler().fit(data.X[tr])
    scaler.scale_ = np.where(scaler.scale_ < 1e-9, 1.0, scaler.scale_)
    model = LogisticRegression(C=0.5, max_iter=5000, class_weight="balanced")
    model.fit(scaler.transform(data.X[tr]), data.y[tr])
    z_cal = model.decision_function(scaler.transform(data.X[cal])).reshape(-1, 1)
    calibrator = LogisticRegression(C=1e6, max_iter=1000).fit(z_cal, data.y[cal])
    p_cal = calibrator.predict_proba(z_cal)[:, 1]
    threshold = pick_threshold(data.y[cal], p_cal)
    pred = (p_cal >= threshold).astype(np.int64)
    metrics = {
        "calibration_macro_f1": round(macro_f1(data.y[cal], pred), 4),
        "calibration_long_recall": round(float(np.mean(pred[data.y[cal] == 1] == 1)), 4),
        "n_fit": len(tr),
        "n_calibration": int(n_cal),
    }
    return Fitted(scaler, model, calibrator, threshold, metrics)


def export(fitted: Fitted, seed: int, n: int) -> dict[str, Any]:
    weights = [float(w) for w in fitted.model.coef_[0]]
    art: dict[str, Any] = {
        "schema_version": SCHEMA_VERSION,
        "kind": "logistic_regression",
        "feature_names": list(FEATURE_NAMES),
        "means": [float(m) for m in fitted.scaler.mean_],
        "scales": [float(s) for s in fitted.scaler.scale_],
        "weights": weights,
        "bias": float(fitted.model.intercept_[0]),
        "calibration": {
            "method": "platt",
            "a": float(fitted.calibrator.coef_[0][0]),
            "b": float(fitted.calibrator.intercept_[0]),
        },
        "threshold": fitted.threshold,
        "training": {
            "data_seed": seed,
            "n_examples": n,
            "split": "train",
            "sklearn": sklearn.__version__,
            "metrics": fitted.metrics,
        },
    }
    digest = hashlib.sha256(json.dumps(art, sort_keys=True).encode()).hexdigest()[:10]
    art["model_version"] = f"lr-s{seed}-{digest}"
    return art


def train(seed: int, n: int, out: Path) -> dict[str, Any]:
    data = featurize(generate(n, seed, split="train"))
    art = export(fit(data, seed), seed, n)
    out.write_text(json.dumps(art, indent=1) + "\n", encoding="utf-8")
    return art


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--n", type=int, default=DEFAULT_N)
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    a = ap.parse_args(argv)
    art = train(a.seed, a.n, a.out)
    print(
        f"wrote {a.out} version={art['model_version']} threshold={art['threshold']} "
        f"metrics={art['training']['metrics']}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
