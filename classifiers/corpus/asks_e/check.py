#!/usr/bin/env python3
"""Validate asks_e/asks.jsonl.gz. Exits non-zero on any failure."""
import collections
import gzip
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "asks.jsonl.gz")
KEYS = {"ask", "label", "lang", "kind", "context", "history"}
LABELS = {"single_step", "long_horizon"}


def main():
    errors = []
    rows = []
    with gzip.open(PATH, "rt", encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                r = json.loads(line)
            except ValueError as e:
                errors.append(f"line {n}: bad json: {e}")
                continue
            if not isinstance(r, dict) or set(r) != KEYS:
                errors.append(f"line {n}: keys {sorted(r) if isinstance(r, dict) else type(r)}")
                continue
            if not isinstance(r["ask"], str) or not r["ask"].strip():
                errors.append(f"line {n}: empty ask")
            if r["label"] not in LABELS:
                errors.append(f"line {n}: label {r['label']!r}")
            if not (isinstance(r["lang"], str) and len(r["lang"]) == 2 and r["lang"].islower()):
                errors.append(f"line {n}: lang {r['lang']!r}")
            if not isinstance(r["kind"], str) or not r["kind"]:
                errors.append(f"line {n}: kind")
            if r["context"] is not None and (not isinstance(r["context"], str) or not r["context"].strip()):
                errors.append(f"line {n}: context must be null or non-empty str")
            h = r["history"]
            if h is not None:
                if not isinstance(h, list) or not h or len(h) % 2:
                    errors.append(f"line {n}: history must be a non-empty list of user/assistant pairs")
                else:
                    for i, t in enumerate(h):
                        want = "user" if i % 2 == 0 else "assistant"
                        if not isinstance(t, dict) or set(t) != {"role", "content"} or t["role"] != want \
                                or not isinstance(t["content"], str) or not t["content"].strip():
                            errors.append(f"line {n}: history turn {i} malformed")
                            break
            if "{" in r["ask"] and any("{%s}" % s in r["ask"] for s in ("fn", "file", "lib", "svc", "cmd")):
                errors.append(f"line {n}: unfilled slot in ask")
            rows.append(r)

    total = len(rows)
    if total < 5000:
        errors.append(f"only {total} asks (< 5000)")
    kind_labels = collections.defaultdict(set)
    per_lang = collections.defaultdict(collections.Counter)
    fu = 0
    keys = collections.Counter()
    for r in rows:
        kind_labels[r["kind"]].add(r["label"])
        per_lang[r["lang"]][r["label"]] += 1
        fu += r["history"] is not None
        keys[(r["ask"], r["context"], json.dumps(r["history"], ensure_ascii=False))] += 1
    for k, ls in sorted(kind_labels.items()):
        if len(ls) != 1:
            errors.append(f"kind {k} has labels {sorted(ls)}")
    dups = sum(c - 1 for c in keys.values() if c > 1)
    if dups:
        errors.append(f"{dups} exact duplicate rows")
    if len(per_lang) < 15:
        errors.append(f"only {len(per_lang)} languages")
    for lang, c in sorted(per_lang.items()):
        n = sum(c.values())
        share = c["single_step"] / n
        if not 0.45 <= share <= 0.55:
            errors.append(f"{lang}: single share {share:.2f} outside 45-55%")
    overall = sum(c["single_step"] for c in per_lang.values()) / max(total, 1)
    if not 0.45 <= overall <= 0.55:
        errors.append(f"overall single share {overall:.2f}")
    en = sum(per_lang["en"].values()) / max(total, 1)
    if not 0.25 <= en <= 0.35:
        errors.append(f"English share {en:.2f} not about 30%")
    fshare = fu / max(total, 1)
    if not 0.07 <= fshare <= 0.15:
        errors.append(f"follow-up share {fshare:.2f} not about 10%")

    print(f"{total} asks, {len(per_lang)} languages, {len(kind_labels)} kinds, follow-ups {fu}")
    for lang, c in sorted(per_lang.items(), key=lambda x: -sum(x[1].values())):
        print(f"  {lang}: {sum(c.values()):5d}  single {c['single_step']:4d}  long {c['long_horizon']:4d}")
    if errors:
        for e in errors[:50]:
            print("FAIL:", e)
        print(f"{len(errors)} problems")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
