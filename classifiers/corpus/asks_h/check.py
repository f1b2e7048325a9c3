#!/usr/bin/env python3
"""Format and balance checks for asks.jsonl.gz. Exits non-zero on any failure."""
import collections
import difflib
import gzip
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "asks.jsonl.gz")
KEYS = ["ask", "label", "lang", "kind", "context", "history", "pair"]
LABELS = {"single_step", "long_horizon"}
ISO639_1 = set("aa ab af ak am ar as ay az be bg bn bo br bs ca cs cy da de el en eo es et eu fa fi fr ga gl gu he hi hr hu hy "
               "id is it ja jv ka kk km kn ko ku ky la lt lv mk ml mn mr ms mt my nb ne nl no pa pl ps pt ro ru sk sl so sq sr "
               "sv sw ta te th tl tr uk ur uz vi xh yo zh zu".split())

errors = []


def err(msg):
    errors.append(msg)


with open(PATH, "rb") as fh:
    head = fh.read(10)
if head[:2] != b"\x1f\x8b":
    err("not a gzip file")
elif head[4:8] != b"\x00\x00\x00\x00":
    err("gzip header mtime is not 0")

recs = []
with gzip.open(PATH, "rt", encoding="utf-8") as fh:
    for i, line in enumerate(fh, 1):
        try:
            r = json.loads(line)
        except json.JSONDecodeError as e:
            err(f"line {i}: bad JSON ({e})")
            continue
        if not isinstance(r, dict) or list(r.keys()) != KEYS:
            err(f"line {i}: keys must be exactly {KEYS}, got {list(r) if isinstance(r, dict) else type(r)}")
            continue
        if not isinstance(r["ask"], str) or not r["ask"].strip():
            err(f"line {i}: empty ask")
        if r["label"] not in LABELS:
            err(f"line {i}: bad label {r['label']!r}")
        if r["lang"] not in ISO639_1:
            err(f"line {i}: lang {r['lang']!r} is not an ISO 639-1 code")
        if not isinstance(r["kind"], str) or not r["kind"]:
            err(f"line {i}: empty kind")
        if r["context"] is not None and (not isinstance(r["context"], str) or not r["context"].strip()):
            err(f"line {i}: context must be a non-empty string or null")
        if r["pair"] is not None and not isinstance(r["pair"], str):
            err(f"line {i}: pair must be a string or null")
        h = r["history"]
        if h is not None:
            if not isinstance(h, list) or not h:
                err(f"line {i}: history must be a non-empty list or null")
            else:
                for t in h:
                    if not isinstance(t, dict) or set(t) != {"role", "content"} or t["role"] not in ("user", "assistant") \
                            or not isinstance(t["content"], str) or not t["content"]:
                        err(f"line {i}: bad history turn {t!r:.80}")
                if h[-1]["role"] != "assistant":
                    err(f"line {i}: history should end with an assistant turn before the new ask")
        blob = r["ask"] + (r["context"] or "") + json.dumps(h or [], ensure_ascii=False)
        if re.search(r"(^|[\s\"'(`])/work/", blob):
            err(f"line {i}: mentions a local work path")
        recs.append(r)

n = len(recs)
if not 1400 <= n <= 1600:
    err(f"record count {n} outside 1400..1600")

# duplicates
keys = collections.Counter((r["ask"], r["context"], json.dumps(r["history"], ensure_ascii=False)) for r in recs)
dups = [k for k, v in keys.items() if v > 1]
if dups:
    err(f"{len(dups)} duplicated records")

# label balance
lab = collections.Counter(r["label"] for r in recs)
share = lab["single_step"] / max(n, 1)
if not 0.45 <= share <= 0.55:
    err(f"single_step share {share:.3f} outside 0.45..0.55")

# language mix
langs = collections.Counter(r["lang"] for r in recs)
nonen = 1 - langs["en"] / max(n, 1)
if not 0.30 <= nonen <= 0.42:
    err(f"non-English share {nonen:.3f} outside 0.30..0.42")
if len([l for l in langs if l != "en"]) < 12:
    err(f"only {len(langs) - 1} non-English languages")

# kinds map to one label
kl = collections.defaultdict(set)
for r in recs:
    kl[r["kind"]].add(r["label"])
for k, v in kl.items():
    if len(v) > 1:
        err(f"kind {k!r} used with both labels")

# minimal pairs: exactly one single + one long sharing the same issue text
pairs = collections.defaultdict(list)
for r in recs:
    if r["pair"]:
        pairs[r["pair"]].append(r)
for pid, members in pairs.items():
    if sorted(m["label"] for m in members) != ["long_horizon", "single_step"]:
        err(f"pair {pid}: needs exactly one single_step and one long_horizon, got {[m['label'] for m in members]}")
        continue
    a, b = members
    if a["history"] or b["history"]:
        if a["history"] != b["history"]:
            err(f"pair {pid}: follow-up pair must share its history")
        continue
    ta, tb = a["ask"] + "\n" + (a["context"] or ""), b["ask"] + "\n" + (b["context"] or "")
    m = difflib.SequenceMatcher(None, ta, tb, autojunk=False).find_longest_match(0, len(ta), 0, len(tb))
    if m.size < min(25, min(len(ta), len(tb)) // 3):
        err(f"pair {pid}: members share no common issue text")
paired = sum(len(v) for v in pairs.values())
if not 0.25 <= paired / max(n, 1) <= 0.42:
    err(f"paired share {paired / n:.3f} outside 0.25..0.42")

print(f"records: {n}")
print("labels:", dict(lab))
print(f"non-English share: {nonen:.3f}; languages: {dict(langs.most_common())}")
print(f"pairs: {len(pairs)} ({paired} records, {paired / max(n, 1):.3f})")
print(f"with context: {sum(r['context'] is not None for r in recs)}, with history: {sum(r['history'] is not None for r in recs)}")
if errors:
    print(f"\nFAILED: {len(errors)} problem(s)")
    for e in errors[:40]:
        print(" -", e)
    sys.exit(1)
print("OK")
