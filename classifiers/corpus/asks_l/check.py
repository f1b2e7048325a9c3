#!/usr/bin/env python3
"""Format, balance and distinctness checks for asks.jsonl.gz.  Exits non-zero on failure.

Run:  python3 check.py
Besides reading the file, it rebuilds the set with build.py (which must reproduce the
file byte for byte) and uses the build provenance to count how often each bank
sentence is used as an ask.
"""
import collections
import gzip
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)
import build  # noqa: E402

PATH = os.path.join(HERE, "asks.jsonl.gz")
KEYS = ["ask", "label", "lang", "kind", "context", "history", "pair"]
LABELS = {"single_step", "long_horizon"}
ISO639_1 = set("""aa ab af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy
da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz
ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo
lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps
pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn
to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu""".split())

errors = []


def fail(msg):
    errors.append(msg)


def main():
    raw = open(PATH, "rb").read()
    if raw[:2] != b"\x1f\x8b":
        fail("not a gzip file")
    if raw[4:8] != b"\x00\x00\x00\x00":
        fail("gzip header mtime is not 0")
    lines = gzip.decompress(raw).decode("utf-8").splitlines()
    recs = []
    for i, line in enumerate(lines, 1):
        try:
            r = json.loads(line, object_pairs_hook=collections.OrderedDict)
        except ValueError as e:
            fail("line %d: bad json (%s)" % (i, e))
            continue
        if list(r.keys()) != KEYS:
            fail("line %d: keys %s" % (i, list(r.keys())))
            continue
        recs.append(r)

    n = len(recs)
    # ---- per-record format
    kind_labels = collections.defaultdict(set)
    for i, r in enumerate(recs, 1):
        if not isinstance(r["ask"], str) or not r["ask"].strip():
            fail("rec %d: empty ask" % i)
        if r["label"] not in LABELS:
            fail("rec %d: label %r" % (i, r["label"]))
        if r["lang"] not in ISO639_1:
            fail("rec %d: lang %r is not ISO 639-1" % (i, r["lang"]))
        if not isinstance(r["kind"], str) or not re.fullmatch(r"[a-z][a-z0-9]*(_[a-z0-9]+)*", r["kind"]) \
                or len(r["kind"]) > 32:
            fail("rec %d: kind %r is not short snake_case" % (i, r["kind"]))
        kind_labels[r["kind"]].add(r["label"])
        if r["context"] is not None and (not isinstance(r["context"], str) or not r["context"].strip()):
            fail("rec %d: context must be a non-empty string or null" % i)
        h = r["history"]
        if h is not None:
            if not isinstance(h, list) or not h:
                fail("rec %d: history must be a non-empty list or null" % i)
            else:
                for t in h:
                    if not isinstance(t, dict) or list(t.keys()) != ["role", "content"] \
                            or t["role"] not in ("user", "assistant") or not isinstance(t["content"], str) \
                            or not t["content"].strip():
                        fail("rec %d: bad history turn %r" % (i, t))
                if h[0]["role"] != "user" or h[-1]["role"] != "assistant":
                    fail("rec %d: history must start with user and end with assistant" % i)
        if r["pair"] is not None and (not isinstance(r["pair"], str) or not r["pair"]):
            fail("rec %d: pair must be a non-empty string or null" % i)

    for k, labs in kind_labels.items():
        if len(labs) != 1:
            fail("kind %s has both labels" % k)

    # ---- duplicates
    dup = collections.Counter(json.dumps([r["ask"], r["context"], r["history"]], ensure_ascii=False) for r in recs)
    d = [k for k, c in dup.items() if c > 1]
    if d:
        fail("%d exact duplicate records" % len(d))

    # ---- size, balance, mix
    if not 1400 <= n <= 1600:
        fail("record count %d not about 1500" % n)
    lab = collections.Counter(r["label"] for r in recs)
    for l in LABELS:
        share = lab[l] / n
        if not 0.40 <= share <= 0.60:
            fail("label %s share %.3f outside 40-60%%" % (l, share))
    lang = collections.Counter(r["lang"] for r in recs)
    if lang["en"] / n < 0.60:
        fail("English share %.3f < 60%%" % (lang["en"] / n))
    others = [l for l, c in lang.items() if l != "en" and c / n >= 0.02]
    if len(others) < 6:
        fail("only %d non-English languages with >= 2%% share: %s" % (len(others), others))

    pairs = collections.defaultdict(list)
    for r in recs:
        if r["pair"]:
            pairs[r["pair"]].append(r)
    paired = sum(len(v) for v in pairs.values())
    if paired / n < 0.30:
        fail("paired share %.3f < 30%%" % (paired / n))
    for pid, rs in pairs.items():
        if len(rs) != 2 or {x["label"] for x in rs} != LABELS:
            fail("pair %s does not hold exactly one record of each label" % pid)
        elif (rs[0]["history"] is None) != (rs[1]["history"] is None):
            fail("pair %s mixes history and non-history records" % pid)
        elif rs[0]["history"] is not None and rs[0]["history"] != rs[1]["history"]:
            fail("pair %s: the two follow-ups do not share one history" % pid)

    ctx = sum(r["context"] is not None for r in recs) / n
    hist = sum(r["history"] is not None for r in recs) / n
    if not 0.07 <= ctx <= 0.16:
        fail("context share %.3f not about 10%%" % ctx)
    if not 0.07 <= hist <= 0.15:
        fail("history share %.3f not about 10%%" % hist)
    for lbl in LABELS:
        if not any(r["history"] is not None and r["label"] == lbl for r in recs):
            fail("no history record labelled %s" % lbl)

    sizes = [len(r["ask"]) + len(r["context"] or "") + sum(len(t["content"]) for t in r["history"] or [])
             for r in recs]
    if sum(s >= 10000 for s in sizes) < 3:
        fail("fewer than 3 records of 10 KB or more")
    if max(sizes) > 20500:
        fail("a record is larger than ~20 KB (%d)" % max(sizes))
    if sum(len(r["ask"]) <= 80 for r in recs) < 100:
        fail("too few short asks (ask field of 80 characters or less)")

    # ---- rebuild: determinism + provenance-based distinctness
    built = build.build_records()
    if build.serialize(built) != raw:
        fail("build.py does not reproduce asks.jsonl.gz byte for byte")
    metas = [m for _, m in built]
    bare = sum(1 for m in metas if m["mode"] == "bare")
    if bare / n > 0.04:
        fail("bare pastes %.3f > 4%%" % (bare / n))
    uses = collections.Counter(m["ask_key"] for m in metas if m["ask_key"])
    if len(uses) < 700:
        fail("only %d distinct ask sentences (< 700)" % len(uses))
    over = [(k, c) for k, c in uses.items() if c > 4]
    if over:
        fail("ask sentences used more than 4 times: %s" % over[:5])
    mats = collections.Counter(m["material"] for m in metas if m["material"] not in (None, "inline", "hand"))
    if len(mats) < 150:
        fail("only %d distinct materials" % len(mats))
    by_pair = collections.defaultdict(set)
    for r, m in built:
        if r["pair"]:
            by_pair[r["pair"]].add(m["material"])
    for pid, ms in by_pair.items():
        if len(ms) != 1:
            fail("pair %s spans several materials %s" % (pid, ms))

    # ---- report
    print("records: %d" % n)
    print("labels: %s" % dict(lab))
    print("languages: %s" % ", ".join("%s=%d" % kv for kv in lang.most_common()))
    print("paired: %d (%.1f%%), context: %.1f%%, history: %.1f%%, bare: %d" % (
        paired, 100 * paired / n, 100 * ctx, 100 * hist, bare))
    print("distinct ask sentences: %d, max reuse: %d, materials: %d" % (
        len(uses), max(uses.values()), len(mats)))
    print("kinds: %d" % len(kind_labels))
    if errors:
        print("\nFAILED (%d problems):" % len(errors))
        for e in errors[:50]:
            print("  - " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
