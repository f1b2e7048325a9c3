#!/usr/bin/env python3
"""Write the prompts_a test set: rendered-template requests labelled single_step / long_horizon.

usage: python3 generate.py [OUT.jsonl] [--seed N]

Deterministic: the same seed always produces byte-identical output. Standard library only.
"""
from __future__ import annotations

import argparse
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import build as B  # noqa: E402

DEFAULT_SEED = 20240612

SHAPE_CODES = {"first_turn_single": "fs", "first_turn_long": "fl", "mid_loop": "ml", "side_call": "sc",
               "multi_turn_single": "ms", "multi_turn_long": "mlg", "edit_retry": "er"}


def generate(seed: int = DEFAULT_SEED) -> list[dict]:
    records: list[dict] = []
    records += B.build_first_turns(seed, "single")
    records += B.build_first_turns(seed, "long")
    records += B.build_mid_loops(seed)
    records += B.build_side_calls(seed)
    records += B.build_multi_turns(seed)
    records += B.build_edit_retries(seed)
    counters: collections.Counter = collections.Counter()
    out = []
    seen: set[str] = set()
    for r in records:
        key = r["endpoint"] + json.dumps(r["body"], ensure_ascii=False, sort_keys=True)
        if key in seen:          # identical request rendered twice by chance: keep one
            continue
        seen.add(key)
        code = SHAPE_CODES[r["shape"]]
        counters[code] += 1
        rec = {"id": f"pa-{code}-{counters[code]:04d}"}
        rec.update(r)
        out.append(rec)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", nargs="?", default=os.path.join(HERE, "prompts_a.jsonl"))
    ap.add_argument("--seed", type=int, default=DEFAULT_SEED)
    args = ap.parse_args(argv)
    recs = generate(args.seed)
    with open(args.out, "w", encoding="utf-8", newline="\n") as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    labels = collections.Counter(r["label"] for r in recs)
    print(f"wrote {len(recs)} records to {args.out}: " + ", ".join(f"{k}={v}" for k, v in sorted(labels.items())))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
