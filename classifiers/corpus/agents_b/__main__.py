"""python -m classifiers.corpus.agents_b --n 2000 --seed 1 --out /tmp/x.jsonl"""
from __future__ import annotations

import argparse
import collections
import json
import sys

from . import generate


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m classifiers.corpus.agents_b")
    ap.add_argument("--n", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default="-")
    ap.add_argument("--asks", default=None, help="optional JSONL of {\"text\":..., \"label\":...} (or [text, label]) to use as the tasks")
    a = ap.parse_args(argv)
    asks = None
    if a.asks:
        asks = []
        with open(a.asks, encoding="utf-8") as fh:
            for line in fh:
                if line.strip():
                    o = json.loads(line)
                    asks.append((o["text"], o["label"]) if isinstance(o, dict) else (o[0], o[1]))
    counts: collections.Counter = collections.Counter()
    labels: collections.Counter = collections.Counter()
    out = sys.stdout if a.out == "-" else open(a.out, "w", encoding="utf-8")
    try:
        for r in generate(a.n, a.seed, asks):
            out.write(json.dumps(r, ensure_ascii=False) + "\n")
            counts[(r["family"], r["shape"], r["label"])] += 1
            labels[r["label"]] += 1
    finally:
        if out is not sys.stdout:
            out.close()
    log = sys.stderr if a.out == "-" else sys.stdout
    print(f"{'family':28s} {'shape':28s} {'label':14s} count", file=log)
    for (f, s, l), k in sorted(counts.items()):
        print(f"{f:28s} {s:28s} {l:14s} {k}", file=log)
    print(f"total {sum(labels.values())}: " + ", ".join(f"{k}={v}" for k, v in sorted(labels.items())), file=log)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
