"""Generate the envs_m later-turn cross-client set.

Usage: python3 generate.py OUT.jsonl

Deterministic: every record gets its own random.Random seeded from the SHA-256 of
"{ask_id}|{family}"; asks are written in id order and families in sorted order.
"""

import hashlib
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from asks import ASKS  # noqa: E402
from envelopes import FAMILIES  # noqa: E402
from histories import HISTORIES  # noqa: E402

BIG = [h for h in HISTORIES if h["kind"] == "big_job"]
SMALL = [h for h in HISTORIES if h["kind"] == "small"]

# A single_step ask meets a big-job history more often than not, a long_horizon ask a small one.
P_MISMATCH = 0.6


def record_rng(ask_id, family):
    seed = int.from_bytes(hashlib.sha256(f"{ask_id}|{family}".encode("utf-8")).digest(), "big")
    return random.Random(seed)


# Conversations often stay in one language: with this probability the history is taken
# from the ask's own language when the chosen pool has one.
P_SAME_LANG = 0.4


def pick_history(ask, rng):
    mismatched = rng.random() < P_MISMATCH
    if ask["label"] == "single_step":
        pool = BIG if mismatched else SMALL
    else:
        pool = SMALL if mismatched else BIG
    if rng.random() < P_SAME_LANG:
        same = [h for h in pool if h["lang"] == ask["lang"]]
        if same:
            pool = same
    return rng.choice(pool)


def build_record(ask, family):
    rng = record_rng(ask["id"], family)
    history = pick_history(ask, rng)
    endpoint, headers, body = FAMILIES[family](ask["text"], history, rng)
    return {
        "id": f"{family}:{ask['id']}",
        "ask_id": ask["id"],
        "family": family,
        "endpoint": endpoint,
        "headers": headers,
        "body": body,
        "label": ask["label"],
        "ask": ask["text"],
        "lang": ask["lang"],
        "kind": ask["kind"],
        "history_id": history["id"],
        "turns": len(history["exchanges"]),
    }


def generate():
    for ask in ASKS:
        for family in sorted(FAMILIES):
            yield build_record(ask, family)


def lines():
    return [json.dumps(r, sort_keys=True, ensure_ascii=False) for r in generate()]


def main(argv):
    if len(argv) != 2:
        print("usage: python3 generate.py OUT.jsonl", file=sys.stderr)
        return 2
    out = lines()
    with open(argv[1], "w", encoding="utf-8") as fh:
        for line in out:
            fh.write(line + "\n")
    print(f"wrote {len(out)} records to {argv[1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
