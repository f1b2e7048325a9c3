"""Evaluate the shipped artifact on held-out data, and generalisation to unseen clients.

`python -m classifiers.evaluate [--n N] [--seed S]`. The held-out set uses another seed AND the held-out
phrasing pools (vocab.pick with split="heldout"); leave-one-family-out retrains without a client family and
tests on that family only, which is the closest we get to "a client we have never seen".
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

import numpy as np

from classifiers.data import FAMILIES, generate
from classifiers.train import DEFAULT_N, DEFAULT_OUT, Dataset, featurize, fit, macro_f1
from gateway.classify.scorer import Scorer


def ece(y: np.ndarray, p: np.ndarray, bins: int = 10) -> float:
    """Expected calibration error with equal-width bins."""
    total = 0.0
    for b in range(bins):
        lo, hi = b / bins, (b + 1) / bins
        m = (p >= lo) & ((p < hi) if b < bins - 1 else (p <= hi))
        if m.any():
            total += float(m.sum()) / len(p) * abs(float(p[m].mean()) - float(y[m].mean()))
    return total


def report(y: np.ndarray, p: np.ndarray, threshold: float, shapes: list[str]) -> list[str]:
    pred = (p >= threshold).astype(np.int64)
    lines = [
        f"examples: {len(y)} (long_horizon {int(y.sum())}, single_step {int(len(y) - y.sum())})",
        f"macro-F1: {macro_f1(y, pred):.4f}",
        f"recall long_horizon: {float(np.mean(pred[y == 1] == 1)):.4f}   "
        f"recall single_step: {float(np.mean(pred[y == 0] == 0)):.4f}",
        f"ECE (10 bins): {ece(y, p):.4f}",
        "confusion (rows = truth, cols = predicted)   single   long",
        f"  single_step                                {int(np.sum((y == 0) & (pred == 0))):6d} "
        f"{int(np.sum((y == 0) & (pred == 1))):6d}",
        f"  long_horizon                               {int(np.sum((y == 1) & (pred == 0))):6d} "
        f"{int(np.sum((y == 1) & (pred == 1))):6d}",
        "per client shape: accuracy (n)",
    ]
    by: dict[str, list[int]] = defaultdict(list)
    for i, s in enumerate(shapes):
        by[s].append(i)
    for s in sorted(by):
        ix = np.asarray(by[s])
        lines.append(f"  {s:24s} {float(np.mean(pred[ix] == y[ix])):.4f} ({len(ix)})")
    return lines


def leave_one_family_out(train: Dataset, test: Dataset, seed: int) -> list[str]:
    lines = ["leave-one-client-family-out (train without the family, test on it): macro-F1 / accuracy (n)"]
    scores = []
    tf, sf = np.asarray(train.families), np.asarray(test.families)
    for fam in FAMILIES:
        keep = tf != fam
        sub = Dataset(train.X[keep], train.y[keep], [], [])
        fitted = fit(sub, seed)
        m = sf == fam
        y = test.y[m]
        pred = (fitted.predict_proba(test.X[m]) >= fitted.threshold).astype(np.int64)
        f1 = macro_f1(y, pred) if 0 < y.sum() < len(y) else float("nan")
        acc = float(np.mean(pred == y))
        scores.append(f1 if not np.isnan(f1) else acc)
        lines.append(f"  {fam:14s} macro-F1 {f1:.4f}  accuracy {acc:.4f} ({int(m.sum())})")
    lines.append(f"  mean over families: {float(np.mean(scores)):.4f}  worst: {float(np.min(scores)):.4f}")
    return lines


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--n", type=int, default=8000, help="held-out examples")
    ap.add_argument("--seed", type=int, default=1234, help="held-out data seed (training used another)")
    ap.add_argument("--model", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--no-lofo", action="store_true")
    a = ap.parse_args(argv)
    scorer = Scorer.load(a.model)
    test = featurize(generate(a.n, a.seed, split="heldout"))
    p = np.asarray([scorer.score_features(list(x)) for x in test.X])
    print(f"model {scorer.version}, threshold {scorer.threshold}")
    print("\n".join(report(test.y, p, scorer.threshold, test.shapes)))
    if not a.no_lofo:
        tr = scorer.artifact["training"]
        train = featurize(
            generate(min(int(tr["n_examples"]), DEFAULT_N), int(tr["data_seed"]), split="train")
        )
        print("\n".join(leave_one_family_out(train, test, int(tr["data_seed"]))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
