#!/usr/bin/env python3
"""Format, balance and distinctness checks for asks.jsonl.gz. Exits non-zero on any failure.

    python3 check.py
"""
import collections
import gzip
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import build  # noqa: E402

PATH = os.path.join(HERE, "asks.jsonl.gz")
KEYS = ["ask", "label", "lang", "kind", "context", "history", "pair"]
LABELS = {"single_step", "long_horizon"}
ISO639_1 = set("""aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da
de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik
io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms
mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm
sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh
zu""".split())
FORBIDDEN = ["CLIENTS" + "." + "md", "/" + "work" + "/", "/" + "tmp" + "/"]

errors = []


def fail(msg):
    errors.append(msg)


def main():
    raw = open(PATH, "rb").read()
    # gzip header: bytes 4..8 are mtime, must be 0
    if raw[:2] != b"\x1f\x8b":
        fail("not a gzip file")
    if int.from_bytes(raw[4:8], "little") != 0:
        fail("gzip header mtime is not 0")

    lines = gzip.decompress(raw).decode("utf-8").splitlines()
    recs = []
    for n, line in enumerate(lines, 1):
        try:
            o = json.loads(line)
        except ValueError as e:
            fail(f"line {n}: bad json: {e}")
            continue
        if list(o.keys()) != KEYS:
            fail(f"line {n}: keys {list(o.keys())}")
            continue
        if not isinstance(o["ask"], str) or not o["ask"].strip():
            fail(f"line {n}: empty ask")
        if o["label"] not in LABELS:
            fail(f"line {n}: label {o['label']}")
        if o["lang"] not in ISO639_1:
            fail(f"line {n}: lang {o['lang']}")
        if not isinstance(o["kind"], str) or not re.fullmatch(r"[a-z][a-z0-9_]*", o["kind"]):
            fail(f"line {n}: kind {o['kind']!r}")
        if o["context"] is not None and not isinstance(o["context"], str):
            fail(f"line {n}: context type")
        if o["history"] is not None:
            h = o["history"]
            if not isinstance(h, list) or not h:
                fail(f"line {n}: history must be a non-empty list or null")
            else:
                for t in h:
                    if not isinstance(t, dict) or list(t.keys()) != ["role", "content"] \
                            or t["role"] not in ("user", "assistant") or not isinstance(t["content"], str):
                        fail(f"line {n}: bad history turn {t!r:.80}")
        if o["pair"] is not None and not isinstance(o["pair"], str):
            fail(f"line {n}: pair type")
        blob = json.dumps(o, ensure_ascii=False)
        for f in FORBIDDEN:
            if f in blob:
                fail(f"line {n}: forbidden string {f!r}")
        recs.append(o)

    N = len(recs)
    C = collections.Counter
    # ---- determinism: rebuilding gives the same bytes
    gen = build.generate()
    if build.serialize(gen) != raw:
        fail("build.py output differs from asks.jsonl.gz (not deterministic or stale file)")
    if [build.public(g) for g in gen] != recs:
        fail("regenerated records differ from file")

    # ---- size and balance
    if not 1350 <= N <= 1650:
        fail(f"record count {N} not about 1500")
    lab = C(o["label"] for o in recs)
    for l in LABELS:
        share = lab[l] / N
        if not 0.40 <= share <= 0.60:
            fail(f"label {l} share {share:.2%} outside 40-60%")

    # ---- each kind one label
    kl = collections.defaultdict(set)
    for o in recs:
        kl[o["kind"]].add(o["label"])
    for k, ls in kl.items():
        if len(ls) != 1:
            fail(f"kind {k} has labels {ls}")

    # ---- languages
    lang = C(o["lang"] for o in recs)
    if lang["en"] / N < 0.60:
        fail(f"English share {lang['en'] / N:.2%} < 60%")
    others = [l for l, c in lang.items() if l != "en" and c >= 30]
    if len(others) < 6:
        fail(f"only {len(others)} other languages with >= 30 records: {others}")

    # ---- pairs
    pairs = collections.defaultdict(list)
    for o, g in zip(recs, gen):
        if o["pair"] is not None:
            pairs[o["pair"]].append((o, g))
    for pid, members in pairs.items():
        if len(members) != 2 or {m[0]["label"] for m in members} != LABELS:
            fail(f"pair {pid}: needs exactly one single_step and one long_horizon, got {[m[0]['label'] for m in members]}")
        if len({m[1]["_mat"] for m in members}) != 1:
            fail(f"pair {pid}: members use different materials")
    paired = sum(len(m) for m in pairs.values())
    if paired / N < 0.30:
        fail(f"paired share {paired / N:.2%} < 30%")

    # ---- placement mix
    ctx = sum(o["context"] is not None for o in recs) / N
    hist = sum(o["history"] is not None for o in recs) / N
    bare = sum(o["kind"] == "bare_paste" for o in recs) / N
    if not 0.07 <= ctx <= 0.15:
        fail(f"context share {ctx:.2%} not about 10%")
    if not 0.07 <= hist <= 0.15:
        fail(f"history share {hist:.2%} not about 10%")
    if bare > 0.04:
        fail(f"bare pastes {bare:.2%} > 4%")
    for o in recs:
        if o["kind"] == "bare_paste" and o["label"] != "single_step":
            fail("bare paste not single_step")

    # ---- distinctness of ask sentences (the request text the developer typed, material excluded)
    instr = C(g["_instr"] for g in gen if g["_instr"])
    base = C(g["_base"] for g in gen if g["_base"])
    if len(instr) < 700:
        fail(f"only {len(instr)} distinct ask sentences (< 700)")
    for s, c in instr.items():
        if c > 4:
            fail(f"ask sentence used {c} times: {s[:60]!r}")
    for s, c in base.items():
        if c > 4:
            fail(f"bank ask used {c} times: {s[:60]!r}")
    mats = C(g["_mat"] for g in gen)
    if len(mats) < 120:
        fail(f"only {len(mats)} distinct materials")
    if max(mats.values()) > 20:
        fail(f"a material is used {max(mats.values())} times")
    big = sum(len(o["ask"]) + len(o["context"] or "") >= 10000 for o in recs)
    if big < 5:
        fail(f"only {big} records with 10 KB+ material")

    # ---- report
    print(f"records: {N}")
    print("labels:", dict(lab))
    print("languages:", dict(lang.most_common()))
    print(f"paired: {paired} ({paired / N:.1%}), context: {ctx:.1%}, history: {hist:.1%}, bare: {bare:.1%}")
    print(f"distinct ask sentences: {len(instr)} (bank asks: {len(base)}), materials: {len(mats)}, 10KB+ records: {big}")
    if errors:
        print(f"\nFAILED: {len(errors)} problem(s)")
        for e in errors[:50]:
            print(" -", e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
