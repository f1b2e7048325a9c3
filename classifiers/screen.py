"""Judge a reading change in minutes: `python -m classifiers.screen [--leave-out GEN ...]`.

Why: a full `evaluate` retrains once per generator and takes a quarter of an hour; most reading changes can be
judged sooner on what `evaluate` reports per held-out writer. This featurizes the training generators, the
writers kept out of training and the examined sets once per reading (cached under `--cache`, keyed by the
reading's source, two processes), fits the shipped recipe's models on the training part (`train.fit_stacked`),
and prints, for every held-out writer and examined set, macro-F1 and both recalls at two thresholds:

- `pooled`: the one at which the held-out writers' long-horizon requests, pooled, are recalled at
  `train.MIN_LONG_RECALL` (so two readings are compared at the same recall);
- `shipped`: the installed artifact's Platt calibration and threshold applied to the new fit's decision values
  (close to what retraining would ship; the recipe's own calibration is leave-one-generator-out, too slow here).

It never reads the blind sets: they are scored once per round by `evaluate`. The figures are for screening, not
for the closing note.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import pickle
import sys
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from sklearn.metrics import roc_auc_score

from classifiers import external as xt
from classifiers import sources as src
from classifiers.train import (
    DEFAULT_N,
    DEFAULT_OUT,
    MIN_LONG_RECALL,
    Dataset,
    apply_models,
    featurize,
    fit_stacked,
    macro_f1,
    training_sources,
)

READING = Path(__file__).resolve().parents[1] / "gateway" / "classify"
SEED, HELD_SEED = 7, 1234  # as `train` and `evaluate` use them


@dataclass
class Part:
    """One featurized set: a training generator's requests, a held-out writer's or an examined set's."""

    name: str
    role: str  # "train", "held" or "dev"
    data: Dataset
    ask_ids: list[str | None]


def reading_key() -> str:
    """A digest of the reading's source; refuses a compiled module older than its source (features would come
    from the stale build)."""
    h = hashlib.sha256()
    for py in sorted(READING.glob("*.py")):
        for so in READING.glob(py.stem + ".*.so"):
            if so.stat().st_mtime < py.stat().st_mtime:
                sys.exit(f"{so.name} is older than {py.name}: rebuild it (pip install -e .) or delete it")
        h.update(py.name.encode() + py.read_bytes())
    return h.hexdigest()[:16]


def _featurize_part(job: tuple[str, str, int]) -> Part:
    role, name, k = job
    if role == "train":
        stream = training_sources(SEED, DEFAULT_N)[k][1]
        return Part(name, role, featurize(stream()), [])
    if role == "held":
        return Part(name, role, featurize(src.held_out_writer(name, HELD_SEED)), [])
    recs = xt.dev_sets()[name]
    return Part(name, role, featurize(recs), [r.ask_id for r in recs])


def jobs() -> list[tuple[str, str, int]]:
    """Every part: the training generators as `train.training_data` reads them, the held-out writers and
    the examined sets as `evaluate` does."""
    out = [("train", name, k) for k, (name, _) in enumerate(training_sources(SEED, DEFAULT_N))]
    out += [("held", n, 0) for n in src.HELD_OUT_WRITERS]
    out += [("dev", n, 0) for n in xt.dev_sets()]
    return out


def load_parts(cache: Path, workers: int) -> list[Part]:
    path = cache / f"parts-{reading_key()}.pickle"
    if path.is_file():
        parts: list[Part] = pickle.loads(path.read_bytes())
        return parts
    with ProcessPoolExecutor(max_workers=workers) as pool:
        parts = list(pool.map(_featurize_part, jobs()))
    cache.mkdir(parents=True, exist_ok=True)
    path.write_bytes(pickle.dumps(parts))
    return parts


def _line(name: str, y: np.ndarray, z: np.ndarray, t: float) -> str:
    pred = (z >= t).astype(np.int64)
    lr = float(np.mean(pred[y == 1] == 1)) if (y == 1).any() else float("nan")
    sr = float(np.mean(pred[y == 0] == 0)) if (y == 0).any() else float("nan")
    auc = roc_auc_score(y, z) if len(set(y.tolist())) == 2 else float("nan")
    return f"  {name:12s} n={len(y):6d}  F1 {macro_f1(y, pred):.4f}  LH {lr:.4f}  SS {sr:.4f}  AUC {auc:.4f}"


def _same_label(ask_ids: list[str | None], z: np.ndarray, t: float) -> float:
    by: dict[str, set[bool]] = {}
    for a, v in zip(ask_ids, z, strict=True):
        by.setdefault(a or "", set()).add(bool(v >= t))
    return float(np.mean([len(s) == 1 for s in by.values()]))


def report(parts: list[Part], train: Dataset, shipped: dict[str, float]) -> list[str]:
    fitted, section, side = fit_stacked(train, SEED)
    scored = [(p, fitted.decision(apply_models(p.data, section, side))) for p in parts if p.role != "train"]
    held_z = np.concatenate([z for p, z in scored if p.role == "held"] or [np.zeros(0)])
    held_y = np.concatenate([p.data.y for p, _ in scored if p.role == "held"] or [np.zeros(0)])
    pooled = float(np.quantile(held_z[held_y == 1], 1 - MIN_LONG_RECALL)) if (held_y == 1).any() else 0.0
    # the artifact's p = sigmoid(a*z + b) >= threshold, as a decision value
    a, b, thr = shipped["a"], shipped["b"], shipped["threshold"]
    z_shipped = (float(np.log(thr / (1 - thr))) - b) / a
    lines = []
    for label, t in (("pooled", pooled), ("shipped", z_shipped)):
        lines.append(f"at the {label} threshold (decision value {t:.3f}):")
        for p, z in scored:
            lines.append(_line(p.name, p.data.y, z, t))
            if p.ask_ids and all(p.ask_ids):
                lines.append(f"  {'':12s} same label in every envelope {_same_label(p.ask_ids, z, t):.4f}")
    return lines


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    ap.add_argument("--cache", type=Path, default=Path(os.environ.get("TMPDIR", "/tmp")) / "classifier-screen")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--model", type=Path, default=DEFAULT_OUT, help="artifact whose calibration is `shipped`")
    ap.add_argument("--leave-out", action="append", default=[], metavar="GEN",
                    help="also fit without this training generator (its asks and envelopes) and score it")
    a = ap.parse_args(argv)
    parts = load_parts(a.cache, a.workers)
    art = json.loads(a.model.read_text(encoding="utf-8"))
    shipped = {**art["calibration"], "threshold": float(art["threshold"])}
    train_parts = [p for p in parts if p.role == "train"]
    train = Dataset.concat([p.data for p in train_parts])
    print("\n".join(report(parts, train, shipped)), flush=True)
    for gen in a.leave_out:
        gens, envs = np.asarray(train.gens), np.asarray(train.envs)
        if gen not in set(train.gens):
            sys.exit(f"no training generator {gen!r}")
        held = Part(gen, "held", train.subset(gens == gen), [])
        print(f"left out of training: {gen}", flush=True)
        print("\n".join(report([held], train.subset((gens != gen) & (envs != gen)), shipped)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
