"""Write the envs_e test set: one JSON line per (ask, envelope).

Usage: python3 generate.py [OUT_PATH]   (default: envs_e.jsonl)
Deterministic: every record's random choices come from a generator seeded with a hash of ask id + family.
"""
import hashlib
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from asks import ASKS  # noqa: E402
from envelopes import ENVELOPES  # noqa: E402


def seed_for(ask_id, family):
    return int.from_bytes(hashlib.sha256(f"{ask_id}|{family}".encode("utf-8")).digest()[:8], "big")


def build_records():
    for ask in ASKS:
        for family, fn in ENVELOPES.items():
            rng = random.Random(seed_for(ask["id"], family))
            endpoint, headers, body = fn(ask["text"], rng)
            yield {"id": f"{ask['id']}.{family}", "ask_id": ask["id"], "family": family,
                   "endpoint": endpoint, "headers": {k.lower(): v for k, v in headers.items()}, "body": body,
                   "label": ask["label"], "ask": ask["text"], "lang": ask["lang"], "kind": ask["kind"]}


def build_lines():
    for rec in build_records():
        yield json.dumps(rec, ensure_ascii=False, separators=(",", ":")) + "\n"


def main(argv):
    out = argv[1] if len(argv) > 1 else "envs_e.jsonl"
    n = 0
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for line in build_lines():
            fh.write(line)
            n += 1
    print(f"wrote {n} records to {out}")


if __name__ == "__main__":
    main(sys.argv)
