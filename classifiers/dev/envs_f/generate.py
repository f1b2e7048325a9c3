"""Write one JSON line per (ask, envelope) to the path given (default envs_f.jsonl).

Deterministic: each record's RNG is seeded from a SHA-256 of ask id + family,
and the output is written with sorted keys, so every run gives the same bytes.
"""

import hashlib
import json
import random
import sys

from asks import ASKS
from envelopes import ENVELOPES


def seed_for(ask_id, family):
    return int.from_bytes(hashlib.sha256(("%s|%s" % (ask_id, family)).encode("utf-8")).digest()[:8], "big")


def build_records():
    for family in sorted(ENVELOPES):
        fn = ENVELOPES[family]
        for ask in ASKS:
            rng = random.Random(seed_for(ask["id"], family))
            endpoint, headers, body = fn(ask, rng)
            yield {
                "id": "%s:%s" % (family, ask["id"]),
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


def main(argv):
    path = argv[1] if len(argv) > 1 else "envs_f.jsonl"
    n = 0
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for rec in build_records():
            fh.write(json.dumps(rec, ensure_ascii=False, sort_keys=True, separators=(",", ":")) + "\n")
            n += 1
    print("wrote %d records to %s" % (n, path))


if __name__ == "__main__":
    main(sys.argv)
