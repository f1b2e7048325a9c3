"""Write the envs_l cross-client consistency set as JSONL.

usage: python generate.py OUT.jsonl

Deterministic: every record gets its own random.Random seeded from
int.from_bytes(sha256(f"{ask_id}|{family}"), "big"); asks in id order,
families in sorted order per ask.
"""

import hashlib
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from asks import ASKS  # noqa: E402
from envelopes import FAMILIES  # noqa: E402


def seed_for(ask_id, family):
    return int.from_bytes(hashlib.sha256(f"{ask_id}|{family}".encode("utf-8")).digest(), "big")


def build_records():
    records = []
    for ask in ASKS:
        for family in sorted(FAMILIES):
            rng = random.Random(seed_for(ask["id"], family))
            endpoint, headers, body = FAMILIES[family](ask["text"], rng)
            records.append(
                {
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
            )
    return records


def dump_lines(records):
    return [json.dumps(r, sort_keys=True, ensure_ascii=False) for r in records]


def main(argv):
    if len(argv) != 2:
        print("usage: python generate.py OUT.jsonl", file=sys.stderr)
        return 2
    out = argv[1]
    lines = dump_lines(build_records())
    with open(out, "w", encoding="utf-8") as fh:
        for line in lines:
            fh.write(line + "\n")
    print(f"wrote {len(lines)} records to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
