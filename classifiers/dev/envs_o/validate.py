"""Validate a generated envs_o file.

usage: python3 validate.py OUT.jsonl

Checks: 220 asks x 20 families = 4,400 records; ids are `family:ask_id`,
unique and complete; labels are constant per ask and match asks.py; bodies
are JSON objects; header names are lower-case; every credential-bearing
header contains FAKE (and each record carries at least one); the ask text
appears verbatim inside at least one string of the body; endpoints are paths.
Exits 1 on any problem.
"""
import json
import sys
from collections import Counter, defaultdict

from asks import ASKS
from envelopes import FAMILIES

CRED_HEADERS = {"authorization", "x-goog-api-key", "api-key", "x-api-key", "proxy-authorization",
                "x-iflow-signature"}
EXPECTED_ASKS = 220
EXPECTED_FAMILIES = 20


def strings(obj):
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for k, v in obj.items():
            yield from strings(k)
            yield from strings(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from strings(v)


def main(argv):
    if len(argv) != 2:
        print("usage: python3 validate.py OUT.jsonl", file=sys.stderr)
        return 2
    problems = []

    def bad(msg):
        if len(problems) < 50:
            print("PROBLEM:", msg)
        problems.append(msg)

    asks = {a["id"]: a for a in ASKS}
    if len(asks) != EXPECTED_ASKS:
        bad(f"expected {EXPECTED_ASKS} asks, asks.py has {len(asks)}")
    if sorted(asks) != [f"o{i:03d}" for i in range(1, EXPECTED_ASKS + 1)]:
        bad("ask ids are not exactly o001..o220")
    lab = Counter(a["label"] for a in ASKS)
    # 110/110 as written; the project relabelled six one-command asks long (README.md): 104/116
    if (lab["single_step"], lab["long_horizon"]) != (104, 116) or set(lab) != {"single_step", "long_horizon"}:
        bad(f"labels not balanced: {dict(lab)}")
    for a in ASKS:
        if set(a) != {"id", "label", "lang", "kind", "text"}:
            bad(f"{a.get('id')}: unexpected keys {sorted(a)}")
    if len(FAMILIES) != EXPECTED_FAMILIES:
        bad(f"expected {EXPECTED_FAMILIES} families, got {len(FAMILIES)}")

    seen = set()
    label_by_ask = defaultdict(set)
    n = 0
    order = []
    with open(argv[1], encoding="utf-8") as fh:
        for line_no, line in enumerate(fh, 1):
            n += 1
            try:
                rec = json.loads(line)
            except json.JSONDecodeError as exc:
                bad(f"line {line_no}: not JSON ({exc})")
                continue
            rid = rec.get("id")
            if set(rec) != {"id", "ask_id", "family", "endpoint", "headers", "body", "label"}:
                bad(f"{rid}: unexpected keys {sorted(rec)}")
            ask_id, fam = rec.get("ask_id"), rec.get("family")
            if rid != f"{fam}:{ask_id}":
                bad(f"line {line_no}: id {rid!r} != family:ask_id")
            if rid in seen:
                bad(f"duplicate id {rid}")
            seen.add(rid)
            order.append((ask_id, fam))
            if ask_id not in asks:
                bad(f"{rid}: unknown ask_id")
                continue
            if fam not in FAMILIES:
                bad(f"{rid}: unknown family")
            label_by_ask[ask_id].add(rec.get("label"))
            if rec.get("label") != asks[ask_id]["label"]:
                bad(f"{rid}: label {rec.get('label')} != asks.py {asks[ask_id]['label']}")
            ep = rec.get("endpoint")
            if not isinstance(ep, str) or not ep.startswith("/"):
                bad(f"{rid}: endpoint is not a path: {ep!r}")
            body = rec.get("body")
            if not isinstance(body, dict):
                bad(f"{rid}: body is not a dict")
                continue
            headers = rec.get("headers")
            if not isinstance(headers, dict):
                bad(f"{rid}: headers is not a dict")
                continue
            creds = 0
            for k, v in headers.items():
                if k != k.lower():
                    bad(f"{rid}: header name not lower-case: {k}")
                if not isinstance(v, str):
                    bad(f"{rid}: header {k} value is not a string")
                if k.lower() in CRED_HEADERS:
                    creds += 1
                    if "FAKE" not in v:
                        bad(f"{rid}: credential header {k} lacks FAKE")
            if creds == 0:
                bad(f"{rid}: no credential header")
            text = asks[ask_id]["text"]
            if not any(text in s for s in strings(body)):
                bad(f"{rid}: ask text not found verbatim in body")

    expected_n = EXPECTED_ASKS * EXPECTED_FAMILIES
    if n != expected_n:
        bad(f"expected {expected_n} records, found {n}")
    want = {f"{f}:{a}" for a in asks for f in FAMILIES}
    if seen != want:
        bad(f"missing ids: {len(want - seen)}, extra ids: {len(seen - want)}")
    if order != sorted(order, key=lambda x: (x[0], x[1])):
        bad("records are not in (ask id, family) order")
    for a, labs in label_by_ask.items():
        if len(labs) != 1:
            bad(f"{a}: labels differ across families: {labs}")

    if problems:
        print(f"FAILED: {len(problems)} problem(s)")
        return 1
    print(f"OK: {n} records, {len(asks)} asks x {len(FAMILIES)} families, labels {dict(lab)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
