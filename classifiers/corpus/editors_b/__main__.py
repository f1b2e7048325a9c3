"""python -m editors_b --n 2000 --seed 1 --out FILE  -> writes JSONL, prints family x shape x label counts."""
import argparse
import collections
import json
import sys

from . import generate


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m editors_b")
    ap.add_argument("--n", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default="-")
    args = ap.parse_args(argv)
    counts = collections.Counter()
    labels = collections.Counter()
    out = sys.stdout if args.out == "-" else open(args.out, "w", encoding="utf-8")
    try:
        for rec in generate(args.n, args.seed):
            out.write(json.dumps(rec, ensure_ascii=False) + "\n")
            counts[(rec["family"], rec["shape"], rec["label"])] += 1
            labels[rec["label"]] += 1
    finally:
        if out is not sys.stdout:
            out.close()
    rep = sys.stderr if args.out == "-" else sys.stdout
    print(f"{'family':24} {'shape':16} {'label':13} count", file=rep)
    for (fam, shape, label), n in sorted(counts.items()):
        print(f"{fam:24} {shape:16} {label:13} {n}", file=rep)
    print("labels:", dict(labels), file=rep)


if __name__ == "__main__":
    main()
