"""Write every (ask, family) record of the envs_h set as JSON lines.

usage: python3 generate.py OUT.jsonl
Deterministic: each record's RNG is seeded from SHA-256 of "ask_id|family".
"""
import hashlib
import json
import random
import sys

from asks import ASKS
from envelopes import ENVELOPES


def record_rng(ask_id, family):
    seed = int.from_bytes(hashlib.sha256(("%s|%s" % (ask_id, family)).encode("utf-8")).digest()[:8], "big")
    return random.Random(seed)


def build_records():
    out = []
    for ask in ASKS:
        for family in sorted(ENVELOPES):
            endpoint, headers, body = ENVELOPES[family](ask["text"], record_rng(ask["id"], family))
            out.append({
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
            })
    return out


def render(records):
    return "".join(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n" for r in records)


def main(argv):
    if len(argv) != 2:
        sys.stderr.write("usage: python3 generate.py OUT.jsonl\n")
        return 2
    text = render(build_records())
    with open(argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    print("wrote %d records to %s" % (text.count("\n"), argv[1]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
