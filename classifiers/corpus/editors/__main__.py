"""python -m classifiers.corpus.editors --n 2000 --seed 1 --out /tmp/x.jsonl"""
from __future__ import annotations

import argparse
import collections
import json
import sys

from . import generate


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--n", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default="-")
    a = ap.parse_args(argv)
    counts = collections.Counter()
    fh = sys.stdout if a.out == "-" else open(a.out, "w", encoding="utf-8")
    try:
        for r in generate(a.n, a.seed):
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
            counts[(r["family"], r["shape"], r["label"])] += 1
    finally:
        if fh is not sys.stdout:
            fh.close()
    out = sys.stderr if a.out == "-" else sys.stdout
    lab = collections.Counter()
    for (f, s, l), c in sorted(counts.items()):
        print(f"{f:22s} {s:12s} {l:13s} {c}", file=out)
        lab[l] += c
    print(f"total {sum(counts.values())}  " + "  ".join(f"{k}={v}" for k, v in sorted(lab.items())), file=out)


if __name__ == "__main__":
    main()
