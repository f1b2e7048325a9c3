"""Write every (ask, client envelope) record of the envs_g set as JSON lines.

usage: python3 generate.py OUT.jsonl

Deterministic: each record's RNG is seeded from SHA-256 of "ask_id|family"; records are
emitted in ASKS order x ENVELOPES order and serialized with sort_keys=True.
"""
import hashlib
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from asks import ASKS  # noqa: E402
from envelopes import ENVELOPES  # noqa: E402


def rng_for(ask_id, family):
    seed = int.from_bytes(hashlib.sha256(f"{ask_id}|{family}".encode("utf-8")).digest(), "big")
    return random.Random(seed)


def build_records():
    out = []
    for ask in ASKS:
        for family, fn in ENVELOPES.items():
            endpoint, headers, body = fn(ask["text"], rng_for(ask["id"], family))
            out.append({
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
            })
    return out


def serialize(records):
    return "".join(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n" for r in records)


def main(argv):
    if len(argv) != 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    data = serialize(build_records())
    with open(argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(data)
    print(f"wrote {data.count(chr(10))} records to {argv[1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
