"""Write the envs_n records: python3 generate.py OUT.jsonl

220 asks x 20 client families = 4,400 records. Deterministic: each record
uses its own random.Random seeded from sha256("{ask_id}|{family}").
"""

import hashlib
import json
import random
import sys

from asks import ASKS
from envelopes import FAMILIES


def seed_for(ask_id, family):
    return int.from_bytes(hashlib.sha256(f"{ask_id}|{family}".encode()).digest()[:8], "big")


def build_records():
    for ask in sorted(ASKS, key=lambda a: a["id"]):
        for family in sorted(FAMILIES):
            rng = random.Random(seed_for(ask["id"], family))
            endpoint, headers, body = FAMILIES[family](ask["text"], rng)
            yield {
                "id": f"{family}:{ask['id']}",
                "ask_id": ask["id"],
                "family": family,
                "endpoint": endpoint,
                "headers": {k.lower(): v for k, v in headers.items()},
                "body": body,
                "label": ask["label"],
            }


def main(argv):
    if len(argv) != 2:
        print("usage: python3 generate.py OUT.jsonl", file=sys.stderr)
        return 2
    n = 0
    with open(argv[1], "w", encoding="utf-8") as fh:
        for rec in build_records():
            fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=False) + "\n")
            n += 1
    print(f"wrote {n} records to {argv[1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
