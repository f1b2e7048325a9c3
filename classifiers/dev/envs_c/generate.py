"""Write envs_c.jsonl: one record per (ask, envelope). Deterministic for a given SEED."""
import hashlib
import json
import os
import random
import sys

from asks import ASKS, render
from envelopes import ENVELOPES

SEED = 20250917
OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "envs_c.jsonl")


def rng_for(ask_id, family):
    h = hashlib.sha256(f"{SEED}:{ask_id}:{family}".encode()).digest()
    return random.Random(int.from_bytes(h[:8], "big"))


def main():
    n = 0
    with open(OUT, "w", encoding="utf-8") as f:
        for ask in ASKS:
            for family, fn in ENVELOPES.items():
                endpoint, headers, body = fn(ask, rng_for(ask["ask_id"], family))
                rec = {"id": f"{ask['ask_id']}-{family}", "ask_id": ask["ask_id"], "family": family,
                       "endpoint": endpoint, "headers": {k.lower(): v for k, v in headers.items()},
                       "body": body, "label": ask["label"], "ask": render(ask), "lang": ask["lang"],
                       "kind": ask["kind"]}
                f.write(json.dumps(rec, ensure_ascii=False) + "\n")
                n += 1
    print(f"wrote {n} records ({len(ASKS)} asks x {len(ENVELOPES)} envelopes) to {OUT}")


if __name__ == "__main__":
    main()
