"""Self-check: python -m classifiers.corpus.loops.check

Generates records for a few seeds and asserts: record format, ask text present in the body, label values,
per-family first-turn label balance, determinism, the `asks` parameter path, and the ask pool's size and
language mix."""
from __future__ import annotations

import json
import sys
import time
from collections import Counter, defaultdict

from . import FAMILY_NAMES, generate, own_asks

KEYS = {"id", "family", "shape", "endpoint", "headers", "body", "label", "ask", "lang", "kind"}
LABELS = {"single_step", "long_horizon"}
SHAPES = {"first", "loop", "nudge", "retry", "side", "followup", "completion"}


def strings(o):
    if isinstance(o, str):
        yield o
    elif isinstance(o, dict):
        for v in o.values():
            yield from strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from strings(v)


def check_record(r):
    assert set(r) == KEYS, set(r) ^ KEYS
    assert isinstance(r["id"], str) and r["id"]
    assert r["label"] in LABELS
    assert r["shape"] in SHAPES, r["shape"]
    assert r["family"] in FAMILY_NAMES
    assert r["endpoint"].startswith("/"), r["endpoint"]
    assert isinstance(r["headers"], dict) and all(k == k.lower() and isinstance(v, str) for k, v in r["headers"].items())
    assert "user-agent" in r["headers"]
    assert isinstance(r["body"], dict) and r["body"]
    assert isinstance(r["lang"], str) and 2 <= len(r["lang"]) <= 3
    assert isinstance(r["kind"], str) and r["kind"]
    if r["shape"] in ("first", "followup"):
        assert r["ask"] is not None
    if r["shape"] in ("loop", "side"):
        assert r["ask"] is None
    if r["ask"] is not None:
        assert any(r["ask"] in s for s in strings(r["body"])), (r["family"], r["shape"], r["ask"][:80])
    if r["shape"] in ("loop", "nudge", "retry"):
        assert r["label"] == "long_horizon"
    if r["shape"] == "side":
        assert r["label"] == "single_step"
    json.dumps(r, ensure_ascii=False)


def main():
    t0 = time.time()
    n = 4000
    first = defaultdict(Counter)
    labels = Counter()
    fams = Counter()
    for seed in (1, 2, 3):
        for r in generate(n, seed):
            check_record(r)
            labels[r["label"]] += 1
            fams[r["family"]] += 1
            if r["shape"] == "first":
                first[r["family"]][r["label"]] += 1
    dt = time.time() - t0
    print(f"generated {3 * n} records in {dt:.1f}s")
    assert len(fams) == len(FAMILY_NAMES) >= 20, len(fams)
    for fam, c in sorted(first.items()):
        tot = c["single_step"] + c["long_horizon"]
        share = c["single_step"] / tot
        print(f"  {fam:20s} first turns {tot:4d}  single {share:.2f}")
        assert tot >= 100, (fam, tot)
        assert 0.38 <= share <= 0.62, (fam, share)
    tot = sum(labels.values())
    print("labels:", {k: round(v / tot, 3) for k, v in labels.items()})
    assert 0.33 <= labels["single_step"] / tot <= 0.5
    # determinism
    a = [json.dumps(r, sort_keys=True) for r in generate(300, 7)]
    b = [json.dumps(r, sort_keys=True) for r in generate(300, 7)]
    assert a == b, "not deterministic"
    c = [json.dumps(r, sort_keys=True) for r in generate(300, 8)]
    assert a != c
    # external asks: first turns must carry exactly those asks and labels
    ext = [("write a regex for ISO dates", "single_step"), ("fix the failing test in tests/", "long_horizon"),
           ("qué hace `git rebase --onto`?", "single_step"), ("the CI is red, make it green", "long_horizon")]
    lab = dict(ext)
    got = Counter()
    for r in generate(600, 11, asks=ext):
        check_record(r)
        if r["shape"] == "first":
            assert r["ask"] in lab and r["label"] == lab[r["ask"]], r["ask"]
            got[r["label"]] += 1
    assert got["single_step"] and got["long_horizon"]
    # own asks
    pool = own_asks()
    distinct = {p["ask"] for p in pool}
    langs = Counter(p["lang"] for p in pool)
    non_en = 1 - langs["en"] / len(pool)
    print(f"ask pool: {len(pool)} entries, {len(distinct)} distinct asks, {len(langs)} languages, non-English {non_en:.0%}")
    assert len(distinct) >= 1500
    assert len([l for l in langs if l != "en"]) >= 10
    assert 0.25 <= non_en <= 0.5
    for p in pool:
        assert set(p) == {"ask", "label", "lang", "kind", "context"} and p["label"] in LABELS
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
