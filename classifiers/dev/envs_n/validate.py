"""Check an envs_n output file: python3 validate.py OUT.jsonl

Exits 1 on any problem.
"""

import json
import sys
from collections import Counter, defaultdict

from asks import ASKS
from envelopes import FAMILIES

LABELS = {"single_step", "long_horizon"}
REQUIRED = {"id", "ask_id", "family", "endpoint", "headers", "body", "label"}
CRED_HEADERS = {"authorization", "x-api-key", "api-key"}


def _strings(obj):
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for v in obj.values():
            yield from _strings(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from _strings(v)


def main(argv):
    if len(argv) != 2:
        print("usage: python3 validate.py OUT.jsonl", file=sys.stderr)
        return 2
    problems = []
    asks = {a["id"]: a for a in ASKS}
    if len(asks) != 220 or len(ASKS) != 220:
        problems.append(f"expected 220 unique asks, got {len(ASKS)} / {len(asks)} ids")
    if sorted(asks) != [f"n{i:03d}" for i in range(1, 221)]:
        problems.append("ask ids are not n001..n220")
    for a in ASKS:
        if a["label"] not in LABELS:
            problems.append(f"{a['id']}: bad label {a['label']!r}")
        for k in ("lang", "kind", "text"):
            if not isinstance(a.get(k), str) or not a[k].strip():
                problems.append(f"{a['id']}: empty {k}")
    if len(FAMILIES) != 20:
        problems.append(f"expected 20 families, got {len(FAMILIES)}")

    seen = set()
    pairs = Counter()
    label_by_ask = defaultdict(set)
    n = 0
    try:
        fh = open(argv[1], encoding="utf-8")
    except OSError as e:
        print(f"cannot open: {e}")
        return 1
    with fh:
        for lineno, line in enumerate(fh, 1):
            n += 1
            try:
                rec = json.loads(line)
            except json.JSONDecodeError as e:
                problems.append(f"line {lineno}: bad json ({e})")
                continue
            if not isinstance(rec, dict) or set(rec) != REQUIRED:
                problems.append(f"line {lineno}: wrong fields {sorted(rec) if isinstance(rec, dict) else type(rec)}")
                continue
            aid, fam = rec["ask_id"], rec["family"]
            if rec["id"] != f"{fam}:{aid}":
                problems.append(f"line {lineno}: id {rec['id']} != family:ask_id")
            if rec["id"] in seen:
                problems.append(f"line {lineno}: duplicate id {rec['id']}")
            seen.add(rec["id"])
            if aid not in asks:
                problems.append(f"line {lineno}: unknown ask {aid}")
                continue
            if fam not in FAMILIES:
                problems.append(f"line {lineno}: unknown family {fam}")
            pairs[(aid, fam)] += 1
            if rec["label"] not in LABELS:
                problems.append(f"line {lineno}: bad label {rec['label']!r}")
            if rec["label"] != asks[aid]["label"]:
                problems.append(f"line {lineno}: label differs from ask {aid}")
            label_by_ask[aid].add(rec["label"])
            if not isinstance(rec["body"], dict):
                problems.append(f"line {lineno}: body is not a dict")
                continue
            if not isinstance(rec["endpoint"], str) or not rec["endpoint"].startswith("/"):
                problems.append(f"line {lineno}: bad endpoint {rec['endpoint']!r}")
            hdrs = rec["headers"]
            if not isinstance(hdrs, dict):
                problems.append(f"line {lineno}: headers not a dict")
            else:
                for k, v in hdrs.items():
                    if k != k.lower():
                        problems.append(f"line {lineno}: header {k!r} not lower-case")
                    if k in CRED_HEADERS and "FAKE" not in str(v):
                        problems.append(f"line {lineno}: credential header {k} lacks FAKE")
            text = asks[aid]["text"]
            if not any(text in s for s in _strings(rec["body"])):
                problems.append(f"line {lineno}: ask text of {aid} not found in body")

    if n != 4400:
        problems.append(f"expected 4400 records, got {n}")
    expected = {(a, f) for a in asks for f in FAMILIES}
    missing = expected - set(pairs)
    if missing:
        problems.append(f"{len(missing)} ask x family pairs missing, e.g. {sorted(missing)[:3]}")
    dup = [p for p, c in pairs.items() if c > 1]
    if dup:
        problems.append(f"{len(dup)} pairs repeated, e.g. {dup[:3]}")
    for aid, labs in label_by_ask.items():
        if len(labs) != 1:
            problems.append(f"{aid}: labels vary across families {sorted(labs)}")

    if problems:
        for p in problems[:50]:
            print("FAIL:", p)
        if len(problems) > 50:
            print(f"... and {len(problems) - 50} more")
        return 1
    by_label = Counter(asks[a]["label"] for a, _ in pairs)
    print(f"OK: {n} records, {len(label_by_ask)} asks x {len(FAMILIES)} families; {dict(by_label)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
