"""Self-check: python -m classifiers.corpus.agents_b.check"""
from __future__ import annotations

import collections
import json
import re
import sys
import time

from . import FAMILIES, asks as A, generate

FIELDS = {"id": str, "family": str, "shape": str, "endpoint": str, "headers": dict, "body": dict, "label": str, "kind": str, "lang": str}
ENDPOINTS = {"/v1/chat/completions", "/v1/messages", "/v1/responses", "/v1/completions"}
WORDS = ("first", "followup", "loop", "retry", "side")
LABELS = {"single_step", "long_horizon"}


def fail(msg: str) -> None:
    print("FAIL:", msg)
    sys.exit(1)


def main() -> int:
    t0 = time.time()
    # ---- own ask pool
    pool = A.POOL
    if len(pool) < 1500:
        fail(f"ask pool too small: {len(pool)}")
    if len({p[0] for p in pool}) != len(pool):
        fail("duplicate asks in pool")
    langs = collections.Counter(p[3] for p in pool)
    if len(langs) < 7:
        fail(f"too few languages: {langs}")
    en = langs["en"] / len(pool)
    print(f"ask pool: {len(pool)} asks, single={len(A.SINGLE)} long={len(A.LONG)}, langs={dict(langs)}, en={en:.0%}")

    # ---- determinism
    a = [json.dumps(r, sort_keys=True) for r in generate(600, 7)]
    b = [json.dumps(r, sort_keys=True) for r in generate(600, 7)]
    if a != b:
        fail("not deterministic for the same seed")
    c = [json.dumps(r, sort_keys=True) for r in generate(600, 8)]
    if a == c:
        fail("different seeds gave identical output")
    print("determinism: ok")

    # ---- schema, labels, sizes, family coverage
    t1 = time.time()
    recs = list(generate(10000, 1))
    gen_s = time.time() - t1
    fam_labels: dict = collections.defaultdict(collections.Counter)
    fam_first: dict = collections.defaultdict(collections.Counter)
    big = 0
    for r in recs:
        for k, t in FIELDS.items():
            if not isinstance(r.get(k), t):
                fail(f"{r.get('id')}: field {k} missing or wrong type")
        if set(r) != set(FIELDS):
            fail(f"{r['id']}: unexpected fields {set(r) ^ set(FIELDS)}")
        if r["endpoint"] not in ENDPOINTS:
            fail(f"{r['id']}: endpoint {r['endpoint']}")
        if not any(w in r["shape"] for w in WORDS):
            fail(f"{r['id']}: shape {r['shape']}")
        if r["label"] not in LABELS:
            fail(f"{r['id']}: label {r['label']}")
        if ("loop" in r["shape"] or "retry" in r["shape"]) and r["label"] != "long_horizon":
            fail(f"{r['id']}: loop/retry not long")
        if r["shape"].startswith("side") and r["label"] != "single_step":
            fail(f"{r['id']}: side call not single")
        if not all(k == k.lower() for k in r["headers"]):
            fail(f"{r['id']}: header names must be lower-case")
        n = len(json.dumps(r, ensure_ascii=False))
        if n > 200_000:
            big += 1
        fam_labels[r["family"]][r["label"]] += 1
        if r["shape"].startswith("first"):
            fam_first[r["family"]][r["label"]] += 1
    if big:
        fail(f"{big} records over 200 KB")
    for f in FAMILIES:
        if len(fam_labels[f]) != 2:
            fail(f"family {f} lacks a label: {dict(fam_labels[f])}")
        if len(fam_first[f]) != 2:
            fail(f"family {f} first turns lack a label: {dict(fam_first[f])}")
    tot = collections.Counter(r["label"] for r in recs)
    share = tot["long_horizon"] / len(recs)
    if not 0.40 <= share <= 0.60:
        fail(f"label balance {share:.2%}")
    print(f"schema/labels: ok; {len(FAMILIES)} families, both labels in each (incl. first turns); long share {share:.1%}; generate(10000) {gen_s:.1f}s")

    # ---- supplied asks keep their labels
    sup = [(f"please handle SUPTOK-S{i} quickly: what does `ls -la` print?", "single_step") for i in range(40)]
    sup += [(f"SUPTOK-L{i}: fix the failing tests in the repository", "long_horizon") for i in range(40)]
    lab_of = {f"SUPTOK-S{i}": "single_step" for i in range(40)} | {f"SUPTOK-L{i}": "long_horizon" for i in range(40)}
    checked = 0
    by_lab = collections.Counter()
    for r in generate(3000, 11, sup):
        s = json.dumps(r["body"], ensure_ascii=False)
        if "SUPTOK" not in s:
            if r["shape"].startswith(("first", "followup")):
                fail(f"{r['id']}: supplied ask missing from {r['family']}/{r['shape']}")
            continue
        if r["shape"].startswith(("first", "followup")):
            toks = re.findall(r"SUPTOK-[SL]\d+", s)
            tok = toks[-1]
            if r["shape"].startswith("followup") and r["label"] in {lab_of[t] for t in toks}:
                tok = next(t for t in reversed(toks) if lab_of[t] == r["label"])  # earlier turns may quote other asks
            if r["label"] != lab_of[tok]:
                fail(f"{r['id']}: {r['family']}/{r['shape']} label {r['label']} but supplied {tok} is {lab_of[tok]}")
            if r["kind"] != "supplied":
                fail(f"{r['id']}: kind should be 'supplied'")
            by_lab[r["label"]] += 1
            checked += 1
    if checked < 500 or min(by_lab.values()) < 0.35 * checked:
        fail(f"supplied-asks first turns: {checked} checked, {dict(by_lab)}")
    print(f"supplied asks: ok ({checked} first/followup turns keep their labels; {dict(by_lab)})")

    el = time.time() - t0
    if el > 60:
        fail(f"check took {el:.0f}s")
    print(f"all checks passed in {el:.1f}s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
