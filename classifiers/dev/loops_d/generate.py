#!/usr/bin/env python3
"""Generate the loops_d test set: short assistant turn, then harness feedback (part A) or a person (part B).

Usage: python3 generate.py [OUT_PATH]      (default: loops_d.jsonl)
Standard library only; deterministic (fixed seeds, no hash-dependent ordering).
"""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import part_a  # noqa: E402
import part_b  # noqa: E402
from shapes import coarse  # noqa: E402

SEED_A = 20250611
SEED_B = 20250612
SEED_MIX = 7


def build():
    a = part_a.generate(random.Random(SEED_A))
    b, a_pairs = part_b.generate(random.Random(SEED_B))
    recs = [("A", r) for r in a] + [("A", r) for r in a_pairs] + [("B", r) for r in b]
    random.Random(SEED_MIX).shuffle(recs)
    out = []
    for i, (part, r) in enumerate(recs):
        out.append({
            "id": f"loops_d-{i + 1:05d}",
            "family": r["family"],
            "shape": coarse(r["shape"], part),
            "endpoint": r["endpoint"],
            "headers": r["headers"],
            "body": r["body"],
            "label": r["label"],
            "task": r["task"],
            "ask_id": None,
        })
    return out


def main(argv):
    path = argv[1] if len(argv) > 1 else "loops_d.jsonl"
    recs = build()
    with open(path, "w", encoding="utf-8") as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(recs)} records to {path}")


if __name__ == "__main__":
    main(sys.argv)
