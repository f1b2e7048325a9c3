"""Validate envs_d.jsonl: every record parses, has the fields, carries its ask,
has no prior tool results (first turns only), and every ask appears in every
envelope exactly once with one label. Prints counts."""

import json
import os
import sys
from collections import Counter, defaultdict

from asks import ASKS, SNIPPETS
from envelopes import ENVELOPES

PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "envs_d.jsonl")
FIELDS = {"id", "ask_id", "family", "endpoint", "headers", "body", "label", "ask", "lang"}
LABELS = {"single_step", "long_horizon"}


def strings(o):
    if isinstance(o, str):
        yield o
    elif isinstance(o, dict):
        for v in o.values():
            yield from strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from strings(v)


def has_tool_results(body):
    for m in body.get("messages", []) or []:
        if m.get("role") == "tool" or m.get("tool_calls"):
            return True
        if isinstance(m.get("content"), list):
            for p in m["content"]:
                if isinstance(p, dict) and p.get("type") in ("tool_result", "tool_use"):
                    return True
    inp = body.get("input")
    if isinstance(inp, list):
        for it in inp:
            if isinstance(it, dict) and it.get("type") in ("function_call", "function_call_output", "custom_tool_call_output"):
                return True
    return False


def main():
    errors = []
    ask_by_id = {a["id"]: a for a in ASKS}
    seen = defaultdict(dict)          # ask_id -> family -> label
    fam_label = Counter()
    lang_label = Counter()
    ids = set()
    n = 0
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                r = json.loads(line)
            except json.JSONDecodeError as e:
                errors.append(f"line {ln}: bad json {e}")
                continue
            n += 1
            miss = FIELDS - r.keys()
            if miss:
                errors.append(f"line {ln}: missing {miss}")
                continue
            if r["id"] in ids:
                errors.append(f"dup id {r['id']}")
            ids.add(r["id"])
            if r["label"] not in LABELS:
                errors.append(f"{r['id']}: bad label")
            a = ask_by_id.get(r["ask_id"])
            if a is None:
                errors.append(f"{r['id']}: unknown ask")
                continue
            if r["label"] != a["label"] or r["ask"] != a["text"] or r["lang"] != a["lang"]:
                errors.append(f"{r['id']}: record disagrees with ask")
            if any(k != k.lower() for k in r["headers"]):
                errors.append(f"{r['id']}: header key not lower-case")
            if not r["endpoint"].startswith("/v1/"):
                errors.append(f"{r['id']}: odd endpoint {r['endpoint']}")
            if not isinstance(r["body"], dict) or "model" not in r["body"]:
                errors.append(f"{r['id']}: body lacks model")
            if not any(a["text"] in s for s in strings(r["body"])):
                errors.append(f"{r['id']}: ask text not found in body")
            if a["code"]:
                first = SNIPPETS[a["code"]]["code"].strip().splitlines()[0].strip()
                if not any(first in s for s in strings(r["body"])):
                    errors.append(f"{r['id']}: supplied code missing from body")
            if has_tool_results(r["body"]):
                errors.append(f"{r['id']}: first turn carries tool calls/results")
            if r["family"] in seen[r["ask_id"]]:
                errors.append(f"{r['id']}: ask repeated in family")
            seen[r["ask_id"]][r["family"]] = r["label"]
            fam_label[(r["family"], r["label"])] += 1
            lang_label[(r["lang"], r["label"])] += 1

    fams = set(ENVELOPES)
    for aid, a in ask_by_id.items():
        got = seen.get(aid, {})
        if set(got) != fams:
            errors.append(f"{aid}: missing families {sorted(fams - set(got))}")
        if len(set(got.values())) > 1:
            errors.append(f"{aid}: more than one label across envelopes")

    print(f"records: {n}   asks: {len(ASKS)}   envelopes: {len(fams)}")
    print("\nby family x label")
    print(f"  {'family':20s} {'single':>7s} {'long':>7s}")
    for fam in ENVELOPES:
        print(f"  {fam:20s} {fam_label[(fam, 'single_step')]:7d} {fam_label[(fam, 'long_horizon')]:7d}")
    print("\nasks by language (single / long)")
    langs = Counter(a["lang"] for a in ASKS)
    for lang, c in sorted(langs.items(), key=lambda x: -x[1]):
        s = sum(1 for a in ASKS if a["lang"] == lang and a["label"] == "single_step")
        print(f"  {lang:8s} {c:4d}  ({s} / {c - s})")
    en = langs.get("en", 0)
    short = sum(a["short"] for a in ASKS)
    print(f"\nEnglish share: {100 * en / len(ASKS):.1f}%   short (2-10 words) share: {100 * short / len(ASKS):.1f}%")
    print("asks by label:", dict(Counter(a["label"] for a in ASKS)))
    print("with supplied code:", sum(1 for a in ASKS if a["code"]))
    if errors:
        print(f"\n{len(errors)} ERRORS")
        for e in errors[:40]:
            print("  ", e)
        sys.exit(1)
    print("\nOK: all records valid; every ask in every envelope with one label")


if __name__ == "__main__":
    main()
