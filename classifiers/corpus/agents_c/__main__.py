import argparse
import collections
import json
import sys

from . import generate


def main(argv=None):
    ap = argparse.ArgumentParser(prog="agents_c")
    ap.add_argument("--n", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default="-")
    ap.add_argument("--asks", help="optional JSONL file of {text,label} objects to build records around")
    a = ap.parse_args(argv)
    asks = None
    if a.asks:
        with open(a.asks, encoding="utf-8") as f:
            asks = [(o["text"], o["label"]) for o in map(json.loads, f) if o]
    cnt = collections.Counter()
    out = sys.stdout if a.out == "-" else open(a.out, "w", encoding="utf-8")
    for rec in generate(a.n, a.seed, asks):
        out.write(json.dumps(rec, ensure_ascii=False) + "\n")
        cnt[(rec["family"], rec["shape"].split("_")[0], rec["label"])] += 1
    if out is not sys.stdout:
        out.close()
    log = sys.stderr if a.out == "-" else sys.stdout
    print(f"{'family':<24} {'shape':<9} {'label':<13} count", file=log)
    for (f, s, l), v in sorted(cnt.items()):
        print(f"{f:<24} {s:<9} {l:<13} {v}", file=log)
    tot = collections.Counter()
    for (f, s, l), v in cnt.items():
        tot[l] += v
    print(f"total {sum(cnt.values())}: {dict(tot)}", file=log)


if __name__ == "__main__":
    main()
