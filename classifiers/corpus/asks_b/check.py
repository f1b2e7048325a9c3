#!/usr/bin/env python3
"""Format and balance checks for asks.jsonl.gz (standard library only).

Run:  python check.py [path]      exit status 0 = all checks passed.
Also rebuilds in memory and checks that the committed file matches build.py
(determinism), unless --no-rebuild is given.
"""
import collections
import gzip
import hashlib
import json
import os
import re
import sys

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = {"ask", "label", "lang", "kind", "context", "history", "pair"}
LABELS = {"single_step", "long_horizon"}

# thresholds from the brief
MIN_RECORDS = 5000
MIN_LANGS = 14
MIN_PLANGS = 12
MIN_KINDS = 60
MIN_PAIRS = 400
MIN_FOLLOWUPS = 500
LABEL_BAND = (0.46, 0.54)        # share of single_step
NON_EN_BAND = (0.35, 0.47)       # "about 40% non-English"
MAX_CONTEXT = 60_000


def load(path):
    with gzip.open(path, "rt", encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def main(argv):
    args = [a for a in argv if not a.startswith("--")]
    path = args[0] if args else os.path.join(HERE, "asks.jsonl.gz")
    recs = load(path)
    errors, warnings = [], []

    def err(msg):
        errors.append(msg)

    # ---- per-record format
    for i, r in enumerate(recs):
        where = f"record {i}"
        if set(r) != KEYS:
            err(f"{where}: keys {sorted(r)}")
            continue
        if not isinstance(r["ask"], str) or not r["ask"].strip():
            err(f"{where}: empty ask")
        if "{{" in r["ask"] or "}}" in r["ask"] and re.search(r"\{\{\w+\}\}", r["ask"]):
            err(f"{where}: unfilled slot in ask: {r['ask'][:60]}")
        if r["label"] not in LABELS:
            err(f"{where}: label {r['label']}")
        if not re.fullmatch(r"[a-z]{2}", r["lang"] or ""):
            err(f"{where}: lang {r['lang']}")
        if not re.fullmatch(r"[a-z0-9_]+", r["kind"] or ""):
            err(f"{where}: kind {r['kind']}")
        c = r["context"]
        if c is not None and (not isinstance(c, str) or not c.strip()):
            err(f"{where}: bad context")
        if isinstance(c, str) and len(c.encode("utf-8")) > MAX_CONTEXT:
            err(f"{where}: context over 60 KB")
        h = r["history"]
        if h is not None:
            if not isinstance(h, list) or not h:
                err(f"{where}: history must be a non-empty list or null")
            else:
                for t in h:
                    if set(t) != {"role", "content"} or t["role"] not in ("user", "assistant") \
                            or not isinstance(t["content"], str) or not t["content"].strip():
                        err(f"{where}: bad history turn {t}")
                if h[-1]["role"] != "assistant":
                    err(f"{where}: history should end with an assistant turn")
        if r["pair"] is not None and not isinstance(r["pair"], str):
            err(f"{where}: pair must be str or null")

    # ---- pairs: exactly two records, one per label
    pairs = collections.defaultdict(list)
    for r in recs:
        if r["pair"]:
            pairs[r["pair"]].append(r["label"])
    for pid, labs in pairs.items():
        if sorted(labs) != ["long_horizon", "single_step"]:
            err(f"pair {pid}: labels {labs}")

    # ---- the same ask with the same context and history must not carry two labels
    seen = {}
    dups = 0
    for r in recs:
        key = (r["ask"], r["context"], json.dumps(r["history"], ensure_ascii=False))
        if key in seen:
            dups += 1
            if seen[key] != r["label"]:
                err(f"conflicting labels for identical record: {r['ask'][:60]}")
        seen[key] = r["label"]
    if dups:
        warnings.append(f"{dups} exact duplicate records (same ask, context, history)")

    # ---- a long-horizon ask with code context should not be a pure snippet job:
    # (heuristic reminder only) single-step code kinds must carry context
    needs_ctx = {"docstring", "comment", "explain_snippet", "rewrite_function", "refactor_snippet",
                 "translate_code", "rename_in_function", "unit_test_function", "type_annotations",
                 "fix_snippet", "optimize_snippet", "review_snippet", "error_handling",
                 "inline_complete", "inline_edit", "add_logging", "complexity_question", "naming",
                 "explain_file", "explain_error", "log_explain", "regex_explain", "sql_schema",
                 "sql_explain", "commit_message", "pr_description", "code_review_diff",
                 "changelog", "condense", "explain_config", "convert_format"}
    for r in recs:
        if r["label"] == "single_step" and r["kind"] in needs_ctx and r["context"] is None \
                and r["history"] is None:
            err(f"single-step {r['kind']} without context: {r['ask'][:60]}")

    # ---- balance and coverage
    n = len(recs)
    by_label = collections.Counter(r["label"] for r in recs)
    by_lang = collections.Counter(r["lang"] for r in recs)
    by_kind = collections.Counter(r["kind"] for r in recs)
    followups = sum(1 for r in recs if r["history"])
    share_single = by_label["single_step"] / n if n else 0
    non_en = 1 - by_lang["en"] / n if n else 0

    sys.path.insert(0, HERE)
    import build  # noqa: E402  (only to map code contexts to programming languages)
    code_to_pl = {s["code"]: s["pl"] for s in build.load_snippets()}
    plangs = collections.Counter()
    for r in recs:
        c = r["context"]
        if c in code_to_pl:
            plangs[code_to_pl[c]] += 1
        elif isinstance(c, str):
            for code, pl in code_to_pl.items():
                if len(c) > 5000 and code.strip() and code.strip().splitlines()[0] in c:
                    plangs[pl] += 1
                    break

    checks = [
        (n >= MIN_RECORDS, f"records {n} >= {MIN_RECORDS}"),
        (LABEL_BAND[0] <= share_single <= LABEL_BAND[1],
         f"single_step share {share_single:.3f} in {LABEL_BAND}"),
        (len(by_lang) >= MIN_LANGS, f"natural languages {len(by_lang)} >= {MIN_LANGS}"),
        (NON_EN_BAND[0] <= non_en <= NON_EN_BAND[1], f"non-English share {non_en:.3f} in {NON_EN_BAND}"),
        (len(plangs) >= MIN_PLANGS, f"programming languages in contexts {len(plangs)} >= {MIN_PLANGS}"),
        (len(by_kind) >= MIN_KINDS, f"kinds {len(by_kind)} >= {MIN_KINDS}"),
        (len(pairs) >= MIN_PAIRS, f"minimal pairs {len(pairs)} >= {MIN_PAIRS}"),
        (followups >= MIN_FOLLOWUPS, f"follow-ups with history {followups} >= {MIN_FOLLOWUPS}"),
    ]
    for ok, msg in checks:
        print(("ok    " if ok else "FAIL  ") + msg)
        if not ok:
            errors.append(msg)

    for lang, cnt in sorted(by_lang.items()):
        labs = collections.Counter(r["label"] for r in recs if r["lang"] == lang)
        if labs["single_step"] == 0 or labs["long_horizon"] == 0:
            err(f"language {lang} lacks one label")
    print("labels:", dict(by_label))
    print("languages:", dict(by_lang.most_common()))
    print("programming languages (code contexts):", dict(plangs.most_common()))

    # ---- determinism: rebuild and compare bytes of the JSON lines
    if "--no-rebuild" not in argv:
        recs2, _ = build.build()
        a = hashlib.sha256("\n".join(json.dumps(r, ensure_ascii=False) for r in recs).encode()).hexdigest()
        b = hashlib.sha256("\n".join(json.dumps(r, ensure_ascii=False) for r in recs2).encode()).hexdigest()
        print(("ok    " if a == b else "FAIL  ") + "rebuild from lists reproduces the file")
        if a != b:
            errors.append("rebuild differs")

    for w in warnings:
        print("warn  " + w)
    for e in errors[:40]:
        print("ERROR " + e)
    if len(errors) > 40:
        print(f"... {len(errors) - 40} more errors")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
