#!/usr/bin/env python3
"""Format and balance checks for asks.jsonl.gz. Exits non-zero on failure.

Checks: exact keys and order, value types, labels, ISO 639-1 codes, each kind maps to one label, pairs hold
exactly one single_step and one long_horizon record on the same material, label balance 40-60%, >=50% non-English
over >=9 languages, history/context shares, bare-paste share <= 4%, gzip header mtime 0, and the distinctness
rules (>= 700 distinct ask sentences, none used more than 4 times). Ask sentences are the request cores before
styling/material; they are recovered by regenerating the set with build.py, which must reproduce the file
byte-for-byte.
"""
import collections
import gzip
import io
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "asks.jsonl.gz")
KEYS = ["ask", "label", "lang", "kind", "context", "history", "pair"]
LABELS = {"single_step", "long_horizon"}
ISO639_1 = set("""aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de
dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io
is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt
my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn
so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu""".split())

errors = []
def fail(msg):
    errors.append(msg)

def main():
    raw = open(PATH, "rb").read()
    if raw[:2] != b"\x1f\x8b":
        fail("not gzip")
    if raw[4:8] != b"\x00\x00\x00\x00":
        fail("gzip header mtime is not 0")
    lines = gzip.decompress(raw).decode("utf-8").splitlines()
    recs = []
    for i, ln in enumerate(lines):
        try:
            r = json.loads(ln, object_pairs_hook=collections.OrderedDict)
        except Exception as e:  # noqa: BLE001
            fail(f"line {i}: bad json {e}")
            continue
        recs.append(r)
        if list(r.keys()) != KEYS:
            fail(f"line {i}: keys {list(r.keys())}")
            continue
        if not isinstance(r["ask"], str) or not r["ask"].strip():
            fail(f"line {i}: empty ask")
        if r["label"] not in LABELS:
            fail(f"line {i}: label {r['label']}")
        if r["lang"] not in ISO639_1:
            fail(f"line {i}: lang {r['lang']}")
        if not isinstance(r["kind"], str) or not r["kind"].replace("_", "").isalnum() or r["kind"] != r["kind"].lower():
            fail(f"line {i}: kind {r['kind']!r} not snake_case")
        if r["context"] is not None and not isinstance(r["context"], str):
            fail(f"line {i}: context type")
        if r["history"] is not None:
            h = r["history"]
            if not isinstance(h, list) or not h:
                fail(f"line {i}: history must be a non-empty list or null")
            else:
                for t in h:
                    if not isinstance(t, dict) or set(t) != {"role", "content"} or t["role"] not in ("user", "assistant") \
                            or not isinstance(t["content"], str):
                        fail(f"line {i}: bad history turn {t!r}")
                if h[-1]["role"] != "assistant":
                    fail(f"line {i}: history should end with an assistant turn")
        if r["pair"] is not None and not isinstance(r["pair"], str):
            fail(f"line {i}: pair type")
    n = len(recs)
    print(f"records: {n}")
    if not 1300 <= n <= 1700:
        fail(f"record count {n} outside 1300-1700")

    # kinds -> one label
    k2l = collections.defaultdict(set)
    for r in recs:
        k2l[r["kind"]].add(r["label"])
    for k, ls in k2l.items():
        if len(ls) != 1:
            fail(f"kind {k} has labels {ls}")

    # label balance
    lab = collections.Counter(r["label"] for r in recs)
    for l in LABELS:
        share = lab[l] / n
        if not 0.40 <= share <= 0.60:
            fail(f"label {l} share {share:.3f} outside 40-60%")
    print("labels:", dict(lab))

    # languages
    lang = collections.Counter(r["lang"] for r in recs)
    non_en = 1 - lang["en"] / n
    langs_non_en = [l for l, c in lang.items() if l != "en" and c >= 10]
    print(f"non-English share: {non_en:.3f}; languages with >=10 records: {len(langs_non_en) + 1}")
    if non_en < 0.50:
        fail(f"non-English share {non_en:.3f} < 0.50")
    if len(langs_non_en) < 9:
        fail(f"only {len(langs_non_en)} non-English languages with >= 10 records")

    # pairs
    pairs = collections.defaultdict(list)
    for r in recs:
        if r["pair"]:
            pairs[r["pair"]].append(r)
    for pid, rs in pairs.items():
        if len(rs) != 2 or {x["label"] for x in rs} != LABELS:
            fail(f"pair {pid}: {[x['label'] for x in rs]}")
    paired = sum(len(v) for v in pairs.values())
    print(f"paired records: {paired} ({paired / n:.3f})")
    if paired / n < 0.30:
        fail("paired share < 30%")

    # placements
    ctx = sum(1 for r in recs if r["context"] is not None)
    hist = sum(1 for r in recs if r["history"] is not None)
    bare = sum(1 for r in recs if r["kind"] == "bare_paste")
    print(f"context: {ctx} ({ctx / n:.3f}), history: {hist} ({hist / n:.3f}), bare: {bare} ({bare / n:.3f})")
    if not 0.06 <= ctx / n <= 0.15:
        fail("context share not ~10%")
    if not 0.06 <= hist / n <= 0.15:
        fail("history share not ~10%")
    if bare / n > 0.04:
        fail("bare pastes > 4%")
    if any(r["context"] is not None and r["history"] is not None for r in recs):
        fail("record with both context and history")

    # full ask strings: none repeated more than 4 times
    full = collections.Counter(r["ask"] for r in recs)
    worst = full.most_common(1)[0]
    if worst[1] > 4:
        fail(f"ask string repeated {worst[1]} times: {worst[0][:80]!r}")

    # regenerate and compare; count ask sentences (cores)
    sys.path.insert(0, HERE)
    import build  # noqa: E402
    g_recs, g_meta = build.generate()
    buf = io.BytesIO()
    for r in g_recs:
        buf.write((json.dumps(r, ensure_ascii=False) + "\n").encode("utf-8"))
    if buf.getvalue() != gzip.decompress(raw):
        fail("build.py does not reproduce asks.jsonl.gz")
    cores = collections.Counter(m["core"] for m in g_meta if m["core"] is not None)
    print(f"distinct ask sentences: {len(cores)}; max reuse: {max(cores.values())}")
    if len(cores) < 700:
        fail(f"only {len(cores)} distinct ask sentences")
    over = [c for c, k in cores.items() if k > 4]
    if over:
        fail(f"{len(over)} ask sentences reused > 4 times, e.g. {over[0]!r}")
    mats = collections.Counter(m["material"] for m in g_meta)
    print(f"materials: {len(mats)}")

    # each material's text must not be a template copy of another: first 60 chars unique
    heads = collections.Counter()
    for mod in (build.load_materials(),):
        for m in mod:
            heads[m["text"][:60]] += 1
    dup_heads = [h for h, c in heads.items() if c > 1]
    if dup_heads:
        fail(f"materials share an opening: {dup_heads[:3]}")

    # output dir must not mention the clients' notes file or outside paths
    for fn in ("README.md", "build.py", "check.py"):
        p = os.path.join(HERE, fn)
        if os.path.exists(p):
            txt = open(p, encoding="utf-8").read()
            if ("CLIENTS" + ".md") in txt or ("/work" + "/") in txt:
                fail(f"{fn} mentions a forbidden name or path")

    if errors:
        print("FAILED:")
        for e in errors[:50]:
            print("  -", e)
        sys.exit(1)
    print("OK")

if __name__ == "__main__":
    main()
