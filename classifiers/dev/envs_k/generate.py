"""Write the envs_k records as JSONL.

usage: python3 generate.py OUT.jsonl

Deterministic: every record gets its own random.Random seeded from
SHA-256("ask_id|family"); asks are written in id order and, for each ask,
families in sorted order. Standard library only.
"""

import hashlib
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)

from asks import ASKS  # noqa: E402
from envelopes import FAMILIES  # noqa: E402


def record_rng(ask_id, family):
    seed = int.from_bytes(hashlib.sha256(f"{ask_id}|{family}".encode("utf-8")).digest(), "big")
    return random.Random(seed)


def build_records():
    for ask in ASKS:
        for family in sorted(FAMILIES):
            rng = record_rng(ask["id"], family)
            endpoint, headers, body = FAMILIES[family](ask["text"], rng)
            yield {
                "id": f"{family}:{ask['id']}",
                "ask_id": ask["id"],
                "family": family,
                "endpoint": endpoint,
                "headers": {k.lower(): v for k, v in headers.items()},
                "body": body,
                "label": ask["label"],
                "ask": ask["text"],
                "lang": ask["lang"],
                "kind": ask["kind"],
            }


def render_lines():
    return [json.dumps(r, sort_keys=True, ensure_ascii=False) for r in build_records()]


def main(argv):
    if len(argv) != 2:
        print("usage: python3 generate.py OUT.jsonl", file=sys.stderr)
        return 2
    lines = render_lines()
    with open(argv[1], "w", encoding="utf-8") as fh:
        for line in lines:
            fh.write(line + "\n")
    print(f"wrote {len(lines)} records to {argv[1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
