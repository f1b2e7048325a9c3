#!/usr/bin/env python3
"""Format and balance checks for asks.jsonl.gz. Standard library only.

Run: python check.py [path]      exit status 0 when every check passes.
Prints counts by label, language, kind and code language, and each failed check.
"""
import collections
import gzip
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["ask", "label", "lang", "kind", "context", "history", "pair"]
LABELS = {"single_step", "long_horizon"}
MAX_CONTEXT = 60 * 1024
# fence languages that are programming/config languages (not prose)
NOT_CODE = {"", "text"}

# minimums from the brief
MIN_ASKS = 5000
MIN_NATURAL_LANGS = 14
MIN_CODE_LANGS = 12
MIN_KINDS = 60
MIN_PAIRS = 400
MIN_FOLLOWUPS = 500
LABEL_SHARE = (0.45, 0.55)
NON_EN_SHARE = (0.35, 0.55)
REQUIRED_LANGS = ["zh", "ja", "ko", "ru", "de", "fr", "es", "pt", "it", "tr", "pl", "vi", "hi", "id", "ar", "nl", "uk"]


def fence_langs(text):
    return re.findall(r"^```([A-Za-z0-9_+#-]*)\s*$", text or "", flags=re.M)


def main(path):
    problems = []

    def bad(msg):
        if len(problems) < 60:
            problems.append(msg)
        elif len(problems) == 60:
            problems.append("... more problems not shown")

    with gzip.open(path, "rt", encoding="utf-8") as f:
        lines = f.read().splitlines()
    recs = []
    for i, line in enumerate(lines, 1):
        try:
            r = json.loads(line)
        except json.JSONDecodeError as e:
            bad(f"line {i}: not JSON ({e})")
            continue
        recs.append((i, r))

    seen = set()
    for i, r in recs:
        if list(r.keys()) != KEYS:
            bad(f"line {i}: keys {list(r.keys())} != {KEYS}")
            continue
        if not isinstance(r["ask"], str) or not r["ask"].strip():
            bad(f"line {i}: empty ask")
        if r["label"] not in LABELS:
            bad(f"line {i}: bad label {r['label']!r}")
        if not isinstance(r["lang"], str) or not re.fullmatch(r"[a-z]{2}", r["lang"]):
            bad(f"line {i}: lang must be a 2-letter ISO 639-1 code, got {r['lang']!r}")
        if not isinstance(r["kind"], str) or not re.fullmatch(r"[a-z0-9_]+", r["kind"]):
            bad(f"line {i}: bad kind {r['kind']!r}")
        ctx = r["context"]
        if ctx is not None:
            if not isinstance(ctx, str) or not ctx.strip():
                bad(f"line {i}: context must be null or a non-empty string")
            elif len(ctx.encode("utf-8")) > MAX_CONTEXT:
                bad(f"line {i}: context larger than 60 KB")
            elif ctx.count("```") % 2:
                bad(f"line {i}: unbalanced code fence in context")
        h = r["history"]
        if h is not None:
            if not isinstance(h, list) or len(h) < 2:
                bad(f"line {i}: history must be null or a list of at least 2 turns")
            else:
                for t in h:
                    if set(t) != {"role", "content"} or t["role"] not in ("user", "assistant") or not t["content"]:
                        bad(f"line {i}: bad history turn {str(t)[:60]}")
                        break
                if h[0]["role"] != "user" or h[-1]["role"] != "assistant":
                    bad(f"line {i}: history must start with user and end with assistant")
                if any(a["role"] == b["role"] for a, b in zip(h, h[1:])):
                    bad(f"line {i}: history roles must alternate")
                blob = json.dumps(h)
                if re.search(r"tool_call|tool_result|function_call|\[tool\]|exit code: ?\d", blob, re.I):
                    bad(f"line {i}: history looks like it holds tool traffic")
        if r["pair"] is not None and not (isinstance(r["pair"], str) and r["pair"]):
            bad(f"line {i}: pair must be null or a non-empty string")
        key = json.dumps([r["ask"], r["context"], r["history"]], ensure_ascii=False)
        if key in seen:
            bad(f"line {i}: duplicate record")
        seen.add(key)

    rs = [r for _, r in recs if list(r.keys()) == KEYS]
    n = len(rs)
    by_label = collections.Counter(r["label"] for r in rs)
    by_lang = collections.Counter(r["lang"] for r in rs)
    by_kind = collections.Counter(r["kind"] for r in rs)
    by_kind_label = collections.defaultdict(collections.Counter)
    for r in rs:
        by_kind_label[r["kind"]][r["label"]] += 1
    code_langs = collections.Counter()
    for r in rs:
        texts = [r["context"] or "", r["ask"]] + [t["content"] for t in (r["history"] or [])]
        for t in texts:
            for fl in fence_langs(t):
                if fl not in NOT_CODE:
                    code_langs[fl] += 1
    pairs = collections.defaultdict(list)
    for r in rs:
        if r["pair"]:
            pairs[r["pair"]].append(r)
    followups = [r for r in rs if r["history"]]
    with_ctx = sum(1 for r in rs if r["context"])

    # pair integrity
    for pid, members in pairs.items():
        labs = sorted(m["label"] for m in members)
        if labs != ["long_horizon", "single_step"]:
            bad(f"pair {pid}: members {labs}, want one single_step and one long_horizon")
        if len({m["lang"] for m in members}) != 1:
            bad(f"pair {pid}: members in different languages")

    # balance and coverage
    if n < MIN_ASKS:
        bad(f"{n} asks < {MIN_ASKS}")
    share = by_label["single_step"] / n if n else 0
    if not LABEL_SHARE[0] <= share <= LABEL_SHARE[1]:
        bad(f"single_step share {share:.3f} outside {LABEL_SHARE}")
    non_en = 1 - by_lang["en"] / n if n else 0
    if not NON_EN_SHARE[0] <= non_en <= NON_EN_SHARE[1]:
        bad(f"non-English share {non_en:.3f} outside {NON_EN_SHARE}")
    if len(by_lang) < MIN_NATURAL_LANGS:
        bad(f"{len(by_lang)} natural languages < {MIN_NATURAL_LANGS}")
    for lg in REQUIRED_LANGS:
        if by_lang[lg] < 40:
            bad(f"language {lg}: only {by_lang[lg]} asks")
        labs = collections.Counter(r["label"] for r in rs if r["lang"] == lg)
        if labs and min(labs["single_step"], labs["long_horizon"]) < 0.3 * sum(labs.values()):
            bad(f"language {lg}: labels unbalanced {dict(labs)}")
    if len(code_langs) < MIN_CODE_LANGS:
        bad(f"{len(code_langs)} code languages < {MIN_CODE_LANGS}")
    if len(by_kind) < MIN_KINDS:
        bad(f"{len(by_kind)} kinds < {MIN_KINDS}")
    if len(pairs) < MIN_PAIRS:
        bad(f"{len(pairs)} minimal pairs < {MIN_PAIRS}")
    if len(followups) < MIN_FOLLOWUPS:
        bad(f"{len(followups)} follow-ups < {MIN_FOLLOWUPS}")
    fl_labels = collections.Counter(r["label"] for r in followups)
    if followups and min(fl_labels.values()) < 0.3 * len(followups):
        bad(f"follow-up labels unbalanced {dict(fl_labels)}")
    # a kind should (almost) always carry one label; mixed kinds point at a labelling slip
    for k, c in by_kind_label.items():
        if len(c) > 1:
            bad(f"kind {k} has both labels {dict(c)}")

    print(f"asks: {n}   with context: {with_ctx}   follow-ups with history: {len(followups)} {dict(fl_labels)}"
          f"   minimal pairs: {len(pairs)}")
    print("labels:", dict(by_label), f"(single share {share:.3f})")
    print(f"natural languages ({len(by_lang)}, non-English share {non_en:.3f}):",
          ", ".join(f"{k}={v}" for k, v in by_lang.most_common()))
    print(f"code languages in fenced blocks ({len(code_langs)}):",
          ", ".join(f"{k}={v}" for k, v in code_langs.most_common()))
    print(f"kinds ({len(by_kind)}):")
    for k, v in sorted(by_kind.items(), key=lambda kv: (-kv[1], kv[0])):
        lab = "/".join(f"{'S' if l == 'single_step' else 'L'}{c}" for l, c in sorted(by_kind_label[k].items(), reverse=True))
        print(f"  {k:24s} {v:5d}  {lab}")
    if problems:
        print(f"\nFAILED ({len(problems)} problems):")
        for p in problems:
            print("  -", p)
        return 1
    print("\nOK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "asks.jsonl.gz")))
