"""python -m classifiers.corpus.agents --n 2000 --seed 1 --out /tmp/x.jsonl   (or from classifiers/corpus: -m agents)"""
from __future__ import annotations

import argparse
import collections
import json
import sys

from . import generate


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="agent-client request generator")
    ap.add_argument("--n", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default="-")
    ap.add_argument("--asks", default=None, help="optional JSONL of {ask, label} to wrap instead of the own pool")
    a = ap.parse_args(argv)
    asks = None
    if a.asks:
        with open(a.asks, encoding="utf-8") as f:
            asks = [(d["ask"], d["label"]) for d in map(json.loads, f) if d.get("ask")]
    out = sys.stdout if a.out == "-" else open(a.out, "w", encoding="utf-8")
    cnt = collections.Counter()
    labels = collections.Counter()
    for rec in generate(a.n, a.seed, asks):
        out.write(json.dumps(rec, ensure_ascii=False) + "\n")
        cnt[(rec["family"], rec["shape"], rec["label"])] += 1
        labels[rec["label"]] += 1
    if out is not sys.stdout:
        out.close()
    log = sys.stderr if a.out == "-" else sys.stdout
    print(f"{'family':<20} {'shape':<11} {'label':<13} count", file=log)
    for (f, s, l), c in sorted(cnt.items()):
        print(f"{f:<20} {s:<11} {l:<13} {c}", file=log)
    print("labels:", dict(labels), file=log)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
