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
import zlib
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import sklearn
from scipy import sparse
from sklearn.linear_model import LogisticRegression
from sklearn.preprocessing import StandardScaler

from classifiers import sources as src
from gateway.classify import words
from gateway.classify.features import FEATURE_NAMES, clear_caches, extract_features
from gateway.classify.scorer import SCHEMA_VERSION

DEFAULT_OUT = Path(__file__).resolve().parents[1] / "gateway" / "classify" / "model.json"
DEFAULT_N = 24000  # requests of the own generator
CLIENTGEN_N = 8000  # the clients generator's own requests
PER_ASK = 1  # envelopes per corpus ask, in each envelope set
LONG = "long_horizon"
PHRASING = FEATURE_NAMES.index("ask_phrasing")
_LOOP = (FEATURE_NAMES.index("loop_evidence"), FEATURE_NAMES.index("loop_side"))


@dataclass
class Dataset:
    X: np.ndarray
    y: np.ndarray
    shapes: list[str]
    families: list[str]
    gens: list[str] = field(default_factory=list)  # who wrote the ask (sources.GENERATORS)
    envs: list[str] = field(default_factory=list)  # whose envelope carries it
    kinds: list[str] = field(default_factory=list)
    langs: list[str] = field(default_factory=list)
    # the isolated ask the word model reads, None where the vector has no ask (loop evidence, completion)
    texts: list[str | None] = field(default_factory=list)
    # whether the word model may learn from the ask: not a loop turn (its label comes from the loop, not the
    # words, and a loop the features miss would teach the words "long")
    wtrain: list[bool] = field(default_factory=list)

    def subset(self, keep: np.ndarray) -> Dataset:
        ix = np.flatnonzero(keep)

        def pick(v: list[Any]) -> list[Any]:
            return [v[i] for i in ix] if v else []

        return Dataset(self.X[ix], self.y[ix], pick(self.shapes), pick(self.families), pick(self.gens),
                       pick(self.envs), pick(self.kinds), pick(self.langs), pick(self.texts),
                       pick(self.wtrain))  # fmt: skip

    @staticmethod
    def concat(parts: list[Dataset]) -> Dataset:
        return Dataset(np.vstack([p.X for p in parts]), np.concatenate([p.y for p in parts]),
                       *[[v for p in parts for v in getattr(p, f)] for f in
                         ("shapes", "families", "gens", "envs", "kinds", "langs", "texts", "wtrain")])  # fmt: skip


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


def featurize(examples: Iterable[Any]) -> Dataset:
    """Feature vectors with the `ask_phrasing` column left at 0, and each request's isolated ask (recorded
    as the features read it) for the word model; `stack` fills the column."""
    d = Dataset(np.zeros((0, len(FEATURE_NAMES))), np.zeros(0, dtype=np.int64), [], [])
    rows, ys = [], []
    saved = words.state()
    words.install(None, "training: no word model")
    sink: list[str] = []
    words.trace(sink)
    try:
        for ex in examples:
            sink.clear()
            clear_caches()  # every request's ask is read afresh, so the trace has it
            x = extract_features(ex.endpoint, ex.headers, ex.body)
            rows.append(x)
            ys.append(1 if ex.label == LONG else 0)
            loop = x[_LOOP[0]] or x[_LOOP[1]]
            d.texts.append(sink[-1] if sink and not loop else None)
            d.wtrain.append(getattr(ex, "shape", "") != "cg_loop")
            if isinstance(ex, src.Sample):
                d.shapes.append(ex.shape)
                d.families.append(ex.family)
                d.gens.append(ex.gen)
                d.envs.append(ex.env)
                d.kinds.append(ex.kind)
                d.langs.append(ex.lang)
            else:  # a generator Example or an external Record
                d.shapes.append(getattr(ex, "client_shape", ex.family))
                d.families.append(ex.family)
                d.gens.append("own")
                d.envs.append("own")
                d.kinds.append("")
                d.langs.append("")
    finally:
        words.trace(None)
        words.restore(saved)
        clear_caches()
    d.X = np.asarray(rows, dtype=np.float64).reshape(-1, len(FEATURE_NAMES))
    d.y = np.asarray(ys, dtype=np.int64)
    return d


class AskGrams:
    """Distinct (ask, label) pairs and their n-gram counts (`words.grams`), built once for every fold."""

    def __init__(self, texts: list[str], y: list[int]) -> None:
        self.pairs = sorted(set(zip(texts, y, strict=True)))
        vocab: dict[str, int] = {}
        rows, cols = [], []
        for r, (t, _) in enumerate(self.pairs):
            for g in words.grams(t):
                rows.append(r)
                cols.append(vocab.setdefault(g, len(vocab)))
        self.names = sorted(vocab, key=vocab.__getitem__)
        self.m = sparse.csr_matrix((np.ones(len(rows)), (rows, cols)), shape=(len(self.pairs), len(vocab)))
        self.labels = np.asarray([lab for _, lab in self.pairs], dtype=np.int64)

    def fit(self, keep: np.ndarray | None = None, c: float = 0.5, prune: float = 0.02) -> dict[str, Any]:
        """The word model on the pairs `keep` selects: L2 logistic regression over the n-grams seen in at
        least two of those asks, balanced classes, each distinct pair once; weights under `prune` dropped."""
        m, labels = (self.m, self.labels) if keep is None else (self.m[keep], self.labels[keep])
        df = np.asarray((m > 0).sum(axis=0)).ravel()
        cols = np.flatnonzero(df >= 2)
        model = LogisticRegression(C=c, solver="liblinear", max_iter=3000, class_weight="balanced")
        model.fit(m[:, cols], labels)
        weights = {self.names[j]: round(float(w), 4) for j, w in zip(cols, model.coef_[0], strict=True)
                   if abs(w) >= prune}  # fmt: skip
        return {"kind": "ngram_logistic", "bias": round(float(model.intercept_[0]), 4), "weights": weights,
                "n_asks": int(m.shape[0]), "min_df": 2, "C": c, "prune": prune}  # fmt: skip


def fit_words(texts: list[str], y: list[int]) -> dict[str, Any]:
    return AskGrams(texts, y).fit()


def _fold(text: str, folds: int) -> int:
    return zlib.crc32(text.encode("utf-8")) % folds


def stack(data: Dataset, folds: int = 5) -> tuple[np.ndarray, dict[str, Any]]:
    """X with the `ask_phrasing` column filled out of fold (the word model never scores an ask it was fitted
    on, so the main model learns how far to trust it on new phrasings) and the word model fitted on all."""
    X = data.X.copy()
    have = [i for i, t in enumerate(data.texts) if t is not None]
    texts = [data.texts[i] or "" for i in have]
    learn = [j for j, i in enumerate(have) if not data.wtrain or data.wtrain[i]]
    grams = AskGrams([texts[j] for j in learn], [int(data.y[have[j]]) for j in learn])
    pair_fold = np.asarray([_fold(t, folds) for t, _ in grams.pairs])  # one ask in many envelopes: one fold
    fold_of = [_fold(t, folds) for t in texts]
    for k in range(folds):
        wm = words.from_artifact(grams.fit(pair_fold != k))
        for j, i in enumerate(have):
            if fold_of[j] == k:
                X[i, PHRASING] = wm.logit(texts[j])
    return X, grams.fit()


def fit_stacked(data: Dataset, seed: int, folds: int = 5) -> tuple[Fitted, dict[str, Any]]:
    X, section = stack(data, folds)
    return fit(Dataset(X, data.y, data.shapes, data.families), seed), section


def apply_words(data: Dataset, section: dict[str, Any]) -> np.ndarray:
    """X with the `ask_phrasing` column computed by the word model `section` (what serving computes)."""
    X = data.X.copy()
    wm = words.from_artifact(section)
    for i, t in enumerate(data.texts):
        if t is not None:
            X[i, PHRASING] = wm.logit(t)
    return X


def training_data(seed: int, n: int, clientgen_n: int = CLIENTGEN_N, per_ask: int = PER_ASK) -> Dataset:
    """The three generators' training requests (the asks corpus and the clients generator when present)."""
    parts = [featurize(src.own_samples(n, seed, "train"))]
    asks = src.read_asks()
    if asks:
        parts.append(featurize(src.asks_samples(asks, seed, per_ask)))
    if clientgen_n and src.clientgen_available():
        parts.append(featurize(src.clientgen_samples(clientgen_n, seed)))
    return Dataset.concat(parts)


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


def export(fitted: Fitted, seed: int, n: int, section: dict[str, Any] | None = None,
           sources: dict[str, int] | None = None) -> dict[str, Any]:
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
            "sources": sources or {},
        },
    }
    if section is not None:
        art["words"] = section
    digest = hashlib.sha256(json.dumps(art, sort_keys=True).encode()).hexdigest()[:10]
    art["model_version"] = f"lr-s{seed}-{digest}"
    return art


def train(seed: int, n: int, out: Path) -> dict[str, Any]:
    data = training_data(seed, n)
    fitted, section = fit_stacked(data, seed)
    counts = {g: data.gens.count(g) for g in src.GENERATORS}
    counts["clientgen_failed_records"] = src.FAILED[0]
    art = export(fitted, seed, n, section, counts)
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
