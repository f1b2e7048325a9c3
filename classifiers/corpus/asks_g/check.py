#!/usr/bin/env python3
"""Validate asks.jsonl.gz: record format, labels, pairs, language spread and label balance.
Exit status 1 on any failure. Usage: python3 check.py [path]"""
import collections
import gzip
import json
import re
import sys

PATH = sys.argv[1] if len(sys.argv) > 1 else "asks.jsonl.gz"
KEYS = {"ask", "label", "lang", "kind", "context", "history", "pair"}
LABELS = {"single_step", "long_horizon"}
ISO639_1 = set("""aa ab af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de
dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is
it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na
nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr
ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu""".split())
# kinds whose single-step asks are about a piece of code that must be supplied
CODE_KINDS = {"explain_snippet", "docstring", "rename_one", "rewrite_one", "translate_snippet", "unit_test_one",
              "commit_message", "pr_description", "review_snippet", "explain_file", "explain_config", "explain_error"}
EXIT_CODE = re.compile(r"(\[exit code: \d+\]|exit (code|status):? \d+\s*$|^exit=?\s*\d+\s*$|Process exited with code \d+"
                       r"|\(exit code \d+\)|\[process exited with code \d+\]|exit code: \d+)", re.I | re.M)

errors = []


def err(msg):
    errors.append(msg)


recs = []
with gzip.open(PATH, "rt", encoding="utf-8") as f:
    for n, line in enumerate(f, 1):
        try:
            r = json.loads(line)
        except json.JSONDecodeError as e:
            err(f"line {n}: bad json ({e})"); continue
        recs.append((n, r))

for n, r in recs:
    if set(r) != KEYS:
        err(f"line {n}: keys {sorted(r)}"); continue
    if not isinstance(r["ask"], str) or not r["ask"].strip():
        err(f"line {n}: empty ask")
    if r["label"] not in LABELS:
        err(f"line {n}: label {r['label']!r}")
    if r["lang"] not in ISO639_1:
        err(f"line {n}: lang {r['lang']!r} is not ISO 639-1")
    if not isinstance(r["kind"], str) or not re.fullmatch(r"[a-z0-9_]+", r["kind"]):
        err(f"line {n}: kind {r['kind']!r}")
    if r["context"] is not None and (not isinstance(r["context"], str) or not r["context"].strip()):
        err(f"line {n}: context must be null or non-empty str")
    h = r["history"]
    if h is not None:
        if not isinstance(h, list) or not h:
            err(f"line {n}: history must be null or a non-empty list")
        else:
            for t in h:
                if not isinstance(t, dict) or set(t) != {"role", "content"} or t["role"] not in ("user", "assistant") \
                        or not isinstance(t["content"], str) or not t["content"]:
                    err(f"line {n}: bad history turn {str(t)[:80]}")
            if h[-1]["role"] != "assistant":
                err(f"line {n}: history must end with an assistant turn")
    if r["pair"] is not None and not isinstance(r["pair"], str):
        err(f"line {n}: pair must be null or str")
    if any("{" + s + "}" in r["ask"] for s in ("fn", "file", "dir", "lib", "cmd", "var", "ver", "plang", "other_plang", "service", "endpoint")):
        err(f"line {n}: unfilled slot in ask: {r['ask'][:80]}")
    # label rules that can be checked mechanically
    if r["label"] == "single_step" and r["kind"] in CODE_KINDS and r["history"] is None:
        if r["context"] is None and "```" not in r["ask"]:
            err(f"line {n}: single-step {r['kind']} ask carries no code: {r['ask'][:80]}")
    body = r["ask"] + "\n" + (r["context"] or "")
    if r["label"] == "single_step" and EXIT_CODE.search(body):
        err(f"line {n}: single-step ask carries command output with an exit code")
    if r["label"] == "single_step" and r["history"] and r["kind"] not in ("title", "summarize") \
            and any(EXIT_CODE.search(t["content"]) for t in r["history"]):
        err(f"line {n}: single-step follow-up after tool output must be a title/summary side call")

# duplicates
seen = collections.Counter(json.dumps([r["ask"], r["context"], r["history"]], ensure_ascii=False) for _, r in recs)
dups = sum(c - 1 for c in seen.values() if c > 1)
if dups:
    err(f"{dups} duplicate records")
# conflicting labels for the identical ask
lab = collections.defaultdict(set)
for _, r in recs:
    lab[json.dumps([r["ask"], r["context"], r["history"]], ensure_ascii=False)].add(r["label"])
conf = [k for k, v in lab.items() if len(v) > 1]
if conf:
    err(f"{len(conf)} identical asks with both labels, e.g. {conf[0][:100]}")

# pairs
pairs = collections.defaultdict(list)
for _, r in recs:
    if r["pair"]:
        pairs[r["pair"]].append(r)
for pid, rs in pairs.items():
    if len(rs) != 2 or {x["label"] for x in rs} != LABELS or len({x["lang"] for x in rs}) != 1:
        err(f"pair {pid}: needs exactly one single_step and one long_horizon in one language")

# spread and balance
N = len(recs)
by_lang = collections.defaultdict(collections.Counter)
for _, r in recs:
    by_lang[r["lang"]][r["label"]] += 1
if not 2500 <= N <= 3600:
    err(f"{N} records, expected about 3000")
en_share = sum(by_lang["en"].values()) / max(N, 1)
if not 0.15 <= en_share <= 0.25:
    err(f"English share {en_share:.2%}, expected about 20%")
if len([l for l in by_lang if l != "en"]) < 30:
    err(f"only {len(by_lang) - 1} non-English languages")
for lang, c in sorted(by_lang.items()):
    tot = c["single_step"] + c["long_horizon"]
    if tot < 20:
        err(f"{lang}: only {tot} records")
    if abs(c["single_step"] - c["long_horizon"]) > max(2, 0.1 * tot):
        err(f"{lang}: unbalanced {dict(c)}")
hist_share = sum(1 for _, r in recs if r["history"]) / max(N, 1)
if not 0.10 <= hist_share <= 0.22:
    err(f"follow-up share {hist_share:.2%}, expected about 15%")


def words(s):
    s = re.sub(r"```.*?```", " ", s, flags=re.S)
    return len(s.split())


short = collections.Counter(r["label"] for _, r in recs if words(r["ask"]) <= 12)
for label in LABELS:
    tot = sum(1 for _, r in recs if r["label"] == label)
    if short[label] / max(tot, 1) < 0.5:
        err(f"{label}: only {short[label]}/{tot} asks have 12 words or fewer")
big = sum(1 for _, r in recs if r["label"] == "single_step" and len(r["context"] or "") >= 20_000)
if big < 20:
    err(f"only {big} single-step asks with a 20 KB+ context")

print(f"records: {N}  languages: {len(by_lang)}  english: {en_share:.1%}  with history: {hist_share:.1%}  "
      f"pairs: {len(pairs)}  huge-context single-step: {big}")
print("labels:", dict(collections.Counter(r["label"] for _, r in recs)))
if errors:
    print(f"FAILED: {len(errors)} problem(s)")
    for e in errors[:40]:
        print("  -", e)
    sys.exit(1)
print("OK")
