"""Generate the envs_o evaluation set.

usage: python3 generate.py OUT.jsonl

For each ask (in id order) and each family (in sorted order) one record is
written. Randomness comes from random.Random seeded with the first 8 bytes of
sha256(f"{ask_id}|{family}"), so the output is byte-for-byte reproducible.
"""
import hashlib
import json
import random
import sys

from asks import ASKS
from envelopes import FAMILIES


def seed_for(ask_id, family):
    return int.from_bytes(hashlib.sha256(f"{ask_id}|{family}".encode()).digest()[:8], "big")


def records():
    for ask in sorted(ASKS, key=lambda a: a["id"]):
        for family in sorted(FAMILIES):
            rng = random.Random(seed_for(ask["id"], family))
            endpoint, headers, body = FAMILIES[family](ask["text"], rng)
            yield {
                "id": f"{family}:{ask['id']}",
                "ask_id": ask["id"],
                "family": family,
                "endpoint": endpoint,
                "headers": headers,
                "body": body,
                "label": ask["label"],
            }


def main(argv):
    if len(argv) != 2:
        print("usage: python3 generate.py OUT.jsonl", file=sys.stderr)
        return 2
    n = 0
    with open(argv[1], "w", encoding="utf-8", newline="\n") as fh:
        for rec in records():
            fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=False) + "\n")
            n += 1
    print(f"wrote {n} records to {argv[1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
