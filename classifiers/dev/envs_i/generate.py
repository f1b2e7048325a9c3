"""Write the envs_i records as JSON lines.

    python3 generate.py OUT.jsonl

Deterministic: each record gets its own random.Random seeded from the SHA-256
of "ask_id|family"; asks are emitted in id order, families sorted by name.
Standard library only.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from asks import ASKS  # noqa: E402
from envelopes import FAMILIES  # noqa: E402


def record_rng(ask_id: str, family: str) -> random.Random:
    digest = hashlib.sha256(f"{ask_id}|{family}".encode("utf-8")).digest()
    return random.Random(int.from_bytes(digest, "big"))


def build_records():
    for ask in ASKS:
        for family in sorted(FAMILIES):
            endpoint, headers, body = FAMILIES[family](ask["text"], record_rng(ask["id"], family))
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


def dump_line(rec) -> str:
    return json.dumps(rec, sort_keys=True, ensure_ascii=False)


def main(argv):
    if len(argv) != 2:
        print("usage: python3 generate.py OUT.jsonl", file=sys.stderr)
        return 2
    n = 0
    with open(argv[1], "w", encoding="utf-8", newline="\n") as fh:
        for rec in build_records():
            fh.write(dump_line(rec) + "\n")
            n += 1
    print(f"wrote {n} records to {argv[1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
