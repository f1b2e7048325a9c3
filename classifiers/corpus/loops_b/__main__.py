import argparse
import collections
import json
import sys
import time

from . import generate


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m loops_b")
    ap.add_argument("--n", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default="-")
    a = ap.parse_args(argv)
    cnt = collections.Counter()
    t0 = time.time()
    f = sys.stdout if a.out == "-" else open(a.out, "w", encoding="utf-8")
    for r in generate(a.n, a.seed):
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
        cnt[(r["family"], r["shape"], r["label"])] += 1
    if f is not sys.stdout:
        f.close()
    out = sys.stderr if a.out == "-" else sys.stdout
    fams = sorted({k[0] for k in cnt})
    shapes = ["first", "followup", "loop", "loop_step", "retry", "nudge", "side"]
    print(f"{a.n} records in {time.time() - t0:.1f}s", file=out)
    print(f"{'family':24s} " + " ".join(f"{s[:9]:>9s}" for s in shapes) + "   single   long", file=out)
    for fm in fams:
        cells = []
        for s in shapes:
            ss, ll = cnt[(fm, s, 'single_step')], cnt[(fm, s, 'long_horizon')]
            cells.append(f"{ss:>4d}/{ll:<4d}" if ss + ll else f"{'-':>9s}")
        ts = sum(v for k, v in cnt.items() if k[0] == fm and k[2] == 'single_step')
        tl = sum(v for k, v in cnt.items() if k[0] == fm and k[2] == 'long_horizon')
        print(f"{fm:24s} " + " ".join(cells) + f"   {ts:>6d} {tl:>6d}", file=out)
    ts = sum(v for k, v in cnt.items() if k[2] == 'single_step')
    print(f"(cells are single/long)  total single={ts} long={a.n - ts}", file=out)


if __name__ == "__main__":
    main()
