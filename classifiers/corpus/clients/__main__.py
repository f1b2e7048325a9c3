"""Write a sample of the generator to JSONL and print counts per family, shape and label."""

from __future__ import annotations

import argparse
import json
from collections import Counter

from . import generate


def main() -> None:
    p = argparse.ArgumentParser(prog="python3 -m classifiers.corpus.clients", description=__doc__)
    p.add_argument("--n", type=int, default=3000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--out", default="-", help="JSONL path, or - for no file")
    p.add_argument("--asks", help='JSONL of {"text", "label"} asks to wrap instead of the built-in ones')
    a = p.parse_args()
    asks = None
    if a.asks:
        with open(a.asks, encoding="utf-8") as f:
            asks = [(r["text"], r["label"]) for r in map(json.loads, f)]
    fam: Counter[str] = Counter()
    shape: Counter[tuple[str, str]] = Counter()
    sizes: list[int] = []
    out = open(a.out, "w", encoding="utf-8") if a.out != "-" else None  # noqa: SIM115
    try:
        for sample in generate(a.n, a.seed, asks):
            line = json.dumps(sample, ensure_ascii=False)
            sizes.append(len(json.dumps(sample["body"], ensure_ascii=False)))
            if out:
                out.write(line + "\n")
            fam[sample["family"]] += 1
            shape[(sample["shape"], sample["label"])] += 1
    finally:
        if out:
            out.close()
    print(
        f"{a.n} samples, {len(fam)} families, body size median {sorted(sizes)[len(sizes) // 2]} max {max(sizes)} chars"
    )
    for k, v in sorted(fam.items()):
        print(f"  {k:24s} {v}")
    for (s, lab), v in sorted(shape.items()):
        print(f"  {s:12s} {lab:14s} {v}")


if __name__ == "__main__":
    main()
