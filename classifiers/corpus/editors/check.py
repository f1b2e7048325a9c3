"""Self-check: python -m classifiers.corpus.editors.check

Asserts record format, that `ask` appears verbatim inside the body, label rules per shape, first-turn label
balance per family, ask-pool size / language mix, determinism, speed, and the external `asks=` path.
"""
from __future__ import annotations

import collections
import json
import time

from . import generate, own_asks, FAMILY_NAMES

S, L = "single_step", "long_horizon"
KEYS = {"id", "family", "shape", "endpoint", "headers", "body", "label", "ask", "lang", "kind"}
SHAPES = {"first_turn", "followup", "loop", "retry", "side_call", "completion"}


def _strings(x):
    if isinstance(x, str):
        yield x
    elif isinstance(x, dict):
        for v in x.values():
            yield from _strings(v)
    elif isinstance(x, list):
        for v in x:
            yield from _strings(v)


def check_record(r):
    assert set(r) == KEYS, (set(r) ^ KEYS, r.get("id"))
    assert isinstance(r["id"], str) and r["id"].startswith("ed-"), r["id"]
    assert r["family"] in FAMILY_NAMES, r["family"]
    assert r["shape"] in SHAPES, r["shape"]
    assert r["label"] in (S, L), r["label"]
    assert r["endpoint"].startswith("/"), r["endpoint"]
    assert isinstance(r["headers"], dict) and all(k == k.lower() and isinstance(v, str) for k, v in r["headers"].items()), r["id"]
    for k in r["headers"]:
        assert k not in ("authorization", "x-api-key", "api-key"), "no secrets in headers"
    assert isinstance(r["body"], dict) and r["body"], r["id"]
    assert isinstance(r["lang"], str) and 2 <= len(r["lang"]) <= 3, r["lang"]
    assert isinstance(r["kind"], str) and r["kind"], r["id"]
    json.dumps(r, ensure_ascii=False)
    if r["shape"] in ("first_turn", "followup"):
        assert isinstance(r["ask"], str) and r["ask"], r["id"]
        assert any(r["ask"] in s for s in _strings(r["body"])), f"ask not verbatim in body: {r['id']}"
    else:
        assert r["ask"] is None, r["id"]
    if r["shape"] in ("loop", "retry"):
        assert r["label"] == L, r["id"]
    if r["shape"] in ("side_call", "completion"):
        assert r["label"] == S, r["id"]


def main():
    pool = own_asks()
    assert len({a["ask"] for a in pool}) >= 1500, len(pool)
    langs = collections.Counter(a["lang"] for a in pool)
    assert len([l for l in langs if l != "en"]) >= 10, langs
    share = sum(v for k, v in langs.items() if k != "en") / len(pool)
    assert 0.30 <= share <= 0.45, share
    for a in pool:
        assert set(a) == {"ask", "label", "lang", "kind", "context"}, a
    print(f"pool ok: {len(pool)} asks, {len(langs)} languages, non-English {share:.0%}")

    for seed in (1, 2, 3):
        t0 = time.time()
        recs = list(generate(4000, seed))
        dt = time.time() - t0
        assert len(recs) == 4000
        ids = set()
        for r in recs:
            check_record(r)
            ids.add(r["id"])
        assert len(ids) == len(recs), "duplicate ids"
        fam_first = collections.defaultdict(collections.Counter)
        for r in recs:
            if r["shape"] == "first_turn":
                fam_first[r["family"]][r["label"]] += 1
        assert set(fam_first) == set(FAMILY_NAMES), set(FAMILY_NAMES) - set(fam_first)
        for f, c in fam_first.items():
            n = c[S] + c[L]
            assert n >= 20, (f, n)
            frac = c[S] / n
            assert 0.42 <= frac <= 0.58, (f, dict(c))
        shapes = collections.Counter(r["shape"] for r in recs)
        print(f"seed {seed}: {len(recs)} records in {dt:.2f}s; shapes {dict(shapes)}; "
              f"labels {dict(collections.Counter(r['label'] for r in recs))}")

    a = [json.dumps(r, sort_keys=True) for r in generate(500, 7)]
    b = [json.dumps(r, sort_keys=True) for r in generate(500, 7)]
    assert a == b, "not deterministic"
    c = [json.dumps(r, sort_keys=True) for r in generate(500, 8)]
    assert a != c
    print("determinism ok")

    ext = [("write a regex for ISO dates", S), ("fix the failing test in tests/", L), ("¿qué hace `git rebase --onto`?", S)]
    n_first = 0
    for r in generate(600, 11, asks=ext):
        check_record(r)
        if r["shape"] == "first_turn":
            n_first += 1
            assert (r["ask"], r["label"]) in ext, (r["ask"], r["label"])
    assert n_first > 100
    print("external asks ok")

    t0 = time.time()
    for _ in generate(10000, 5):
        pass
    dt = time.time() - t0
    assert dt < 60, dt
    print(f"10k records in {dt:.1f}s")
    print("ALL OK")


if __name__ == "__main__":
    main()
