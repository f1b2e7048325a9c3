#!/usr/bin/env python3
"""Format and balance checks for asks.jsonl.gz (standard library only).

Exit code 0 when every check passes; prints a summary either way.
Usage: python check.py [path/to/asks.jsonl.gz]
"""
import collections
import gzip
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "asks.jsonl.gz")

KEYS = {"ask", "label", "lang", "kind", "context", "history", "pair"}
LABELS = {"single_step", "long_horizon"}
MAJOR = ["zh", "ja", "ko", "ru", "de", "fr", "es", "pt"]
OTHER = ["uk", "it", "nl", "pl", "cs", "tr", "vi", "id", "th", "hi", "ar", "fa", "he", "sv", "ro",
         "hu", "el"]
# single-step kinds whose job is about supplied code or text: they must carry it
NEEDS_CONTENT = {"docstring", "comment", "explain_snippet", "explain_error", "explain_log",
                 "explain_diff", "refactor_snippet", "rewrite", "rename_in_function", "type_hints",
                 "optimize_snippet", "review_snippet", "translate_code", "unit_test_function",
                 "commit_message", "pr_description", "changelog_entry", "title", "summary",
                 "config_explain", "dockerfile_snippet", "format_convert", "json_transform",
                 "sql_explain"}
MAX_CONTEXT = 60 * 1024

failures = []


def fail(msg):
    failures.append(msg)


def bank_tags():
    """Map each code-bank context to its programming language tag."""
    tags = {}
    for name in ("code", "err", "diff", "out"):
        path = os.path.join(HERE, "lists", "banks", name + ".txt")
        cur_tag, lines = None, []

        def flush():
            if cur_tag is not None:
                while lines and not lines[-1].strip():
                    lines.pop()
                tags["\n".join(lines)] = cur_tag

        with open(path, encoding="utf-8") as f:
            for line in f:
                if line.startswith("=== "):
                    flush()
                    cur_tag, lines = line[4:].split()[0], []
                else:
                    lines.append(line.rstrip("\n"))
        flush()
    return tags


def main():
    with gzip.open(PATH, "rt", encoding="utf-8") as f:
        recs = [json.loads(line) for line in f]
    n = len(recs)

    # ---- format
    for i, r in enumerate(recs):
        if set(r) != KEYS:
            fail(f"record {i}: keys {sorted(r)}")
            continue
        if not isinstance(r["ask"], str) or not r["ask"].strip():
            fail(f"record {i}: empty ask")
        if r["label"] not in LABELS:
            fail(f"record {i}: label {r['label']!r}")
        if not isinstance(r["lang"], str) or not (2 <= len(r["lang"]) <= 3):
            fail(f"record {i}: lang {r['lang']!r}")
        if not isinstance(r["kind"], str) or not r["kind"]:
            fail(f"record {i}: kind")
        if r["context"] is not None:
            if not isinstance(r["context"], str) or not r["context"].strip():
                fail(f"record {i}: bad context")
            elif len(r["context"].encode("utf-8")) > MAX_CONTEXT:
                fail(f"record {i}: context over 60 KB")
        h = r["history"]
        if h is not None:
            if not isinstance(h, list) or not h:
                fail(f"record {i}: history must be a non-empty list or null")
            else:
                for j, t in enumerate(h):
                    if set(t) != {"role", "content"} or t["role"] not in ("user", "assistant") \
                            or not isinstance(t["content"], str) or not t["content"]:
                        fail(f"record {i}: history turn {j} malformed")
                if h[0]["role"] != "user" or h[-1]["role"] != "assistant":
                    fail(f"record {i}: history must start with user and end with assistant")
                for a, b in zip(h, h[1:]):
                    if a["role"] == b["role"]:
                        fail(f"record {i}: history roles must alternate")
        if r["pair"] is not None and not isinstance(r["pair"], str):
            fail(f"record {i}: pair must be str or null")
        if r["label"] == "single_step" and r["kind"] in NEEDS_CONTENT \
                and r["context"] is None and r["history"] is None:
            fail(f"record {i}: single-step {r['kind']} ask carries no content")
        for slot in ("{fn}", "{code}", "{file}", "{lib}", "{ver}", "{test}", "{cmd}", "{plang}",
                     "{ask}"):
            if slot in r["ask"]:
                fail(f"record {i}: unfilled slot {slot}")

    # ---- size and balance
    labels = collections.Counter(r["label"] for r in recs)
    if n < 5000:
        fail(f"only {n} asks (< 5000)")
    if abs(labels["single_step"] - labels["long_horizon"]) > 0.04 * n:
        fail(f"labels unbalanced: {dict(labels)}")

    by_lang = collections.defaultdict(collections.Counter)
    for r in recs:
        by_lang[r["lang"]][r["label"]] += 1
    langs = sorted(by_lang)
    if len(langs) < 14:
        fail(f"only {len(langs)} natural languages")
    non_en = sum(sum(c.values()) for l, c in by_lang.items() if l != "en")
    if non_en < 0.6 * n:
        fail(f"non-English share {non_en / n:.1%} < 60%")
    for l in MAJOR + OTHER:
        c = by_lang.get(l, collections.Counter())
        tot = sum(c.values())
        need = 120 if l in MAJOR else 50
        if tot < need:
            fail(f"{l}: {tot} asks < {need}")
        if tot and abs(c["single_step"] - c["long_horizon"]) > max(2, 0.1 * tot):
            fail(f"{l}: unbalanced {dict(c)}")

    kinds = collections.Counter(r["kind"] for r in recs)
    if len(kinds) < 60:
        fail(f"only {len(kinds)} kinds")
    kind_labels = collections.defaultdict(set)
    for r in recs:
        kind_labels[r["kind"]].add(r["label"])
    mixed = [k for k, v in kind_labels.items() if len(v) > 1]
    if mixed:
        fail(f"kinds used with both labels: {mixed}")

    pairs = collections.defaultdict(list)
    for r in recs:
        if r["pair"]:
            pairs[r["pair"]].append(r["label"])
    bad_pairs = [p for p, v in pairs.items() if sorted(v) != ["long_horizon", "single_step"]]
    if bad_pairs:
        fail(f"{len(bad_pairs)} pairs without exactly one single and one long, e.g. {bad_pairs[:3]}")
    if len(pairs) < 400:
        fail(f"only {len(pairs)} minimal pairs")

    followups = [r for r in recs if r["history"]]
    fu_labels = collections.Counter(r["label"] for r in followups)
    if len(followups) < 500:
        fail(f"only {len(followups)} follow-ups")
    if min(fu_labels.values() or [0]) < 0.3 * len(followups):
        fail(f"follow-up labels unbalanced: {dict(fu_labels)}")

    tags = bank_tags()
    plangs = collections.Counter()
    for r in recs:
        ctx = r["context"]
        if ctx is None:
            continue
        if ctx in tags:
            plangs[tags[ctx]] += 1
        elif ctx.startswith('"""Module assembled'):
            plangs["py"] += 1
    if len(plangs) < 12:
        fail(f"code in only {len(plangs)} programming languages: {dict(plangs)}")

    # ---- report
    print(f"asks: {n}  labels: {dict(labels)}")
    print(f"natural languages: {len(langs)}  non-English: {non_en} ({non_en / n:.1%})")
    for l in langs:
        c = by_lang[l]
        print(f"  {l:3} single={c['single_step']:4} long={c['long_horizon']:4}")
    print(f"kinds: {len(kinds)}  pairs: {len(pairs)}  follow-ups: {len(followups)} {dict(fu_labels)}")
    print(f"with context: {sum(1 for r in recs if r['context'])}  "
          f"programming languages in contexts: {len(plangs)} {dict(sorted(plangs.items()))}")
    uniq = len({r['ask'] for r in recs})
    print(f"distinct ask strings: {uniq}")
    if failures:
        print(f"\nFAILED ({len(failures)}):")
        for m in failures[:50]:
            print("  " + m)
        return 1
    print("\nall checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
