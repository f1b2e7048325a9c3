"""Write envs_d.jsonl: one record per (ask, envelope). Deterministic."""

import hashlib
import json
import os
import random
import sys

from asks import ASKS
from envelopes import ENVELOPES

OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "envs_d.jsonl")


def seed_for(ask_id, family):
    return int.from_bytes(hashlib.sha256(f"envs_d|{ask_id}|{family}".encode()).digest()[:8], "big")


def records():
    for ask in ASKS:
        for family, fn in ENVELOPES.items():
            rng = random.Random(seed_for(ask["id"], family))
            endpoint, headers, body = fn(ask, rng)
            headers = {k.lower(): v for k, v in headers.items()}
            yield {
                "id": f"{family}-{ask['id']}",
                "ask_id": ask["id"],
                "family": family,
                "endpoint": endpoint,
                "headers": headers,
                "body": body,
                "label": ask["label"],
                "ask": ask["text"],
                "lang": ask["lang"],
                "kind": ask["kind"],
            }


def main():
    n = 0
    with open(OUT, "w", encoding="utf-8") as f:
        for r in records():
            f.write(json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n")
            n += 1
    print(f"wrote {n} records to {os.path.basename(OUT)}")


if __name__ == "__main__":
    main()
