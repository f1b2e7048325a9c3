#!/usr/bin/env python3
"""Build consistency3.jsonl.gz: every ask wrapped in the first-turn request of every
client in envelopes.CLIENTS. Stdlib only; deterministic (fixed seeds, gzip mtime 0)."""

import gzip
import hashlib
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from asks import all_asks  # noqa: E402
from context import Ctx  # noqa: E402
from envelopes import CLIENTS  # noqa: E402

SEED = "consistency3-v1"
OUT = os.path.join(HERE, "consistency3.jsonl.gz")


def rng_for(*parts):
    h = hashlib.sha256("|".join((SEED,) + parts).encode()).hexdigest()
    return random.Random(int(h[:16], 16))


def build_records():
    records = []
    for ask in all_asks():
        for family, fn in CLIENTS:
            ctx = Ctx(rng_for(ask["ask_id"], family))
            endpoint, headers, body = fn(ask["text"], ctx)
            records.append({
                "id": f"c3-{ask['ask_id']}-{family}",
                "family": family,
                "endpoint": endpoint,
                "headers": headers,
                "body": body,
                "label": ask["label"],
                "ask_id": ask["ask_id"],
                "lang": ask["lang"],
            })
    rng_for("order").shuffle(records)
    return records


def write(records, path=OUT):
    with open(path, "wb") as raw:
        with gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0, compresslevel=9) as gz:
            for r in records:
                gz.write((json.dumps(r, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8"))


def main():
    records = build_records()
    write(records)
    print(f"wrote {len(records)} requests to {OUT} ({os.path.getsize(OUT) / 1e6:.2f} MB)")


if __name__ == "__main__":
    main()
