#!/usr/bin/env python3
"""Write the envs_j records: every ask wrapped in every family's first-turn request.

usage: python3 generate.py OUT.jsonl

Deterministic: each record gets its own random.Random seeded from
SHA-256("ask_id|family"); asks are written in id order and, within an ask,
families in sorted order.  Standard library only.
"""
import hashlib
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from asks import ASKS  # noqa: E402
from envelopes import FAMILIES  # noqa: E402


def ask_id(index):
    return "j%03d" % (index + 1)


def record_rng(aid, family):
    digest = hashlib.sha256(f"{aid}|{family}".encode("utf-8")).digest()
    return random.Random(int.from_bytes(digest, "big"))


def build_records():
    records = []
    for n, ask in enumerate(ASKS):
        aid = ask_id(n)
        for family in sorted(FAMILIES):
            endpoint, headers, body = FAMILIES[family](ask["text"], record_rng(aid, family))
            records.append({
                "id": f"{family}:{aid}",
                "ask_id": aid,
                "family": family,
                "endpoint": endpoint,
                "headers": {k.lower(): v for k, v in headers.items()},
                "body": body,
                "label": ask["label"],
                "ask": ask["text"],
                "lang": ask["lang"],
                "kind": ask["kind"],
            })
    return records


def dump_lines(records):
    return [json.dumps(r, sort_keys=True, ensure_ascii=False) for r in records]


def main(argv):
    if len(argv) != 2:
        print("usage: python3 generate.py OUT.jsonl", file=sys.stderr)
        return 2
    lines = dump_lines(build_records())
    with open(argv[1], "w", encoding="utf-8") as fh:
        for line in lines:
            fh.write(line + "\n")
    print(f"wrote {len(lines)} records to {argv[1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
