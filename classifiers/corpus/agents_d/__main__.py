import argparse
import collections
import json
import sys

from . import generate


def main(argv=None):
    ap = argparse.ArgumentParser(prog="agents_d")
    ap.add_argument("--n", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default="-")
    a = ap.parse_args(argv)
    cnt = collections.Counter()
    out = sys.stdout if a.out == "-" else open(a.out, "w", encoding="utf-8")
    try:
        for r in generate(a.n, a.seed):
            out.write(json.dumps(r, ensure_ascii=False) + "\n")
            cnt[(r["family"], r["shape"].split(":")[0], r["label"])] += 1
    finally:
        if out is not sys.stdout:
            out.close()
    rep = sys.stderr if a.out == "-" else sys.stdout
    print(f"{'family':24} {'shape':9} {'label':13} count", file=rep)
    for (f, s, l), n in sorted(cnt.items()):
        print(f"{f:24} {s:9} {l:13} {n}", file=rep)
    lab = collections.Counter()
    for (f, s, l), n in cnt.items():
        lab[l] += n
    print("labels:", dict(lab), file=rep)


if __name__ == "__main__":
    main()
