import argparse
import json
import sys
from collections import Counter

from . import generate


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m classifiers.corpus.loops")
    ap.add_argument("--n", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default="-")
    a = ap.parse_args(argv)
    counts = Counter()
    labels = Counter()
    fh = sys.stdout if a.out == "-" else open(a.out, "w", encoding="utf-8")
    for r in generate(a.n, a.seed):
        fh.write(json.dumps(r, ensure_ascii=False) + "\n")
        counts[(r["family"], r["shape"], r["label"])] += 1
        labels[r["label"]] += 1
    if fh is not sys.stdout:
        fh.close()
    out = sys.stderr if a.out == "-" else sys.stdout
    print(f"{'family':22s} {'shape':11s} {'label':13s} count", file=out)
    for (f, s, l), c in sorted(counts.items()):
        print(f"{f:22s} {s:11s} {l:13s} {c}", file=out)
    tot = sum(labels.values())
    print("labels: " + ", ".join(f"{k}={v} ({v / tot:.1%})" for k, v in sorted(labels.items())), file=out)


if __name__ == "__main__":
    main()
