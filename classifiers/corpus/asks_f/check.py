#!/usr/bin/env python3
"""Check asks.jsonl.gz: record format, label balance per language, sizes and mix. Exit 1 on failure."""
import gzip
import json
import os
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, sys.argv[1] if len(sys.argv) > 1 else "asks.jsonl.gz")
ISO = set("ar bg bn cs da de el en es fa fi fr he hi hr hu id it ja ko ms nl no pl pt ro ru sk sr sv sw ta th tl "
          "tr uk ur vi zh".split())
LOW = "fa th he hu ro cs el sv fi da no bg sr hr sk bn ur ta ms tl sw".split()
KEYS = ["ask", "label", "lang", "kind", "context", "history", "pair"]
# single-step kinds that act on a piece of code: the code must come with the ask
NEEDS_CODE = {"explain_snippet", "docstring", "comment", "write_unit_test", "refactor_function",
              "rename_in_function", "type_hints", "fix_snippet", "optimize_snippet", "review_snippet",
              "translate_snippet"}

errors = []


def err(msg):
    errors.append(msg)


recs = []
with gzip.open(PATH, "rt", encoding="utf-8") as f:
    for i, line in enumerate(f, 1):
        try:
            r = json.loads(line)
        except json.JSONDecodeError as e:
            err(f"line {i}: bad JSON: {e}")
            continue
        if list(r.keys()) != KEYS:
            err(f"line {i}: keys {list(r.keys())}")
            continue
        if not isinstance(r["ask"], str) or not r["ask"].strip():
            err(f"line {i}: empty ask")
        if r["label"] not in ("single_step", "long_horizon"):
            err(f"line {i}: label {r['label']!r}")
        if r["lang"] not in ISO:
            err(f"line {i}: lang {r['lang']!r}")
        if not isinstance(r["kind"], str) or not r["kind"]:
            err(f"line {i}: kind")
        if r["context"] is not None and (not isinstance(r["context"], str) or not r["context"].strip()):
            err(f"line {i}: context must be null or non-empty str")
        h = r["history"]
        if h is not None:
            if not isinstance(h, list) or len(h) < 2 or len(h) % 2:
                err(f"line {i}: history must be an even, non-empty list")
            else:
                for j, t in enumerate(h):
                    want = "user" if j % 2 == 0 else "assistant"
                    if not isinstance(t, dict) or set(t) != {"role", "content"} or t["role"] != want \
                            or not isinstance(t["content"], str) or not t["content"].strip():
                        err(f"line {i}: history turn {j} malformed (want role {want})")
        if r["pair"] is not None and not isinstance(r["pair"], str):
            err(f"line {i}: pair")
        if "{" in r["ask"] and any(f"{{{s}}}" in r["ask"] for s in ("fn", "file", "dir", "lib", "cmd", "tbl", "from", "to")):
            err(f"line {i}: unfilled slot in ask: {r['ask'][:60]!r}")
        if r["label"] == "single_step" and r["kind"] in NEEDS_CODE and r["history"] is None:
            if r["context"] is None and "```" not in r["ask"] and "`" not in r["ask"] and "[" not in r["ask"]:
                err(f"line {i}: single-step {r['kind']} without the code: {r['ask'][:60]!r}")
        recs.append(r)

n = len(recs)
by = defaultdict(Counter)
for r in recs:
    by[r["lang"]][r["label"]] += 1
if n < 4000:
    err(f"only {n} records (< 4000)")
if len(by) < 26:
    err(f"only {len(by)} languages (< 26)")
for lang, c in sorted(by.items()):
    if abs(c["single_step"] - c["long_horizon"]) > 2:
        err(f"{lang}: unbalanced {dict(c)}")
for lang in LOW:
    if sum(by[lang].values()) < 120:
        err(f"{lang}: only {sum(by[lang].values())} asks (< 120)")
en_share = sum(by["en"].values()) / max(n, 1)
if not 0.15 <= en_share <= 0.25:
    err(f"English share {en_share:.1%} outside 15-25%")

pairs = defaultdict(list)
for r in recs:
    if r["pair"]:
        pairs[r["pair"]].append(r)
for pid, rs in pairs.items():
    if len(rs) != 2 or {x["label"] for x in rs} != {"single_step", "long_horizon"} or len({x["lang"] for x in rs}) != 1:
        err(f"pair {pid}: must be one single_step and one long_horizon in one language")

keys = Counter((r["ask"], r["context"], json.dumps(r["history"], ensure_ascii=False)) for r in recs)
dups = [k for k, v in keys.items() if v > 1]
if dups:
    err(f"{len(dups)} duplicate records, e.g. {dups[0][0][:60]!r}")

fu = sum(1 for r in recs if r["history"])
ctx = sum(1 for r in recs if r["context"])
paired = sum(len(v) for v in pairs.values())
for name, val, lo, hi in (("follow-ups", fu, 0.07, 0.14), ("paired", paired, 0.07, 0.14), ("with context", ctx, 0.28, 0.45)):
    share = val / max(n, 1)
    if not lo <= share <= hi:
        err(f"{name} share {share:.1%} outside {lo:.0%}-{hi:.0%}")

print(f"records {n}, languages {len(by)}, kinds {len({r['kind'] for r in recs})}, pairs {len(pairs)}, "
      f"follow-ups {fu} ({fu / n:.1%}), with context {ctx} ({ctx / n:.1%}), English {en_share:.1%}", flush=True)
if errors:
    for e in errors[:50]:
        print("FAIL:", e, file=sys.stderr)
    print(f"{len(errors)} problem(s)", file=sys.stderr)
    sys.exit(1)
print("OK")
