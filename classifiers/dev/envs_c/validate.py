"""Check envs_c.jsonl: every record parses, every ask is carried by every envelope, one label per ask."""
import json
import os
import sys
from collections import Counter, defaultdict

from asks import ASKS
from envelopes import ENVELOPES

PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "envs_c.jsonl")
LABELS = {"single_step", "long_horizon"}
KEYS = {"id", "ask_id", "family", "endpoint", "headers", "body", "label", "ask", "lang"}


def strings(x):
    if isinstance(x, str):
        yield x
    elif isinstance(x, dict):
        for v in x.values():
            yield from strings(v)
    elif isinstance(x, list):
        for v in x:
            yield from strings(v)


def main():
    by_id = {a["ask_id"]: a for a in ASKS}
    errors = []
    seen = defaultdict(set)
    labels = defaultdict(set)
    counts = Counter()
    ids = set()
    sizes = defaultdict(list)
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                r = json.loads(line)
            except json.JSONDecodeError as e:
                errors.append(f"line {ln}: bad json {e}")
                continue
            missing = KEYS - r.keys()
            if missing:
                errors.append(f"line {ln}: missing {missing}")
                continue
            if r["id"] in ids:
                errors.append(f"line {ln}: duplicate id {r['id']}")
            ids.add(r["id"])
            if r["label"] not in LABELS:
                errors.append(f"{r['id']}: bad label {r['label']}")
            if any(k != k.lower() for k in r["headers"]):
                errors.append(f"{r['id']}: header keys not lower-case")
            if not isinstance(r["body"], dict):
                errors.append(f"{r['id']}: body is not an object")
            # the body must survive a JSON round trip as sent
            json.loads(json.dumps(r["body"]))
            ask = by_id.get(r["ask_id"])
            if ask is None:
                errors.append(f"{r['id']}: unknown ask")
                continue
            if r["label"] != ask["label"]:
                errors.append(f"{r['id']}: label differs from the ask's label")
            blob = "\n".join(strings(r["body"]))
            if ask["text"] not in blob:
                errors.append(f"{r['id']}: ask text not found in body")
            if ask.get("code") and ask["code"].rstrip() not in blob:
                errors.append(f"{r['id']}: ask code not found in body")
            # decoration must never contain tool results / protocol turns on a first turn
            if r["family"] == "claude_code":
                for m in r["body"]["messages"]:
                    if isinstance(m["content"], list) and any(c.get("type") == "tool_result" for c in m["content"]):
                        errors.append(f"{r['id']}: tool_result on first turn")
            else:
                for m in r["body"].get("messages", []):
                    if m.get("role") == "tool":
                        errors.append(f"{r['id']}: tool message on first turn")
            seen[r["ask_id"]].add(r["family"])
            labels[r["ask_id"]].add(r["label"])
            counts[(r["family"], r["label"])] += 1
            sizes[r["family"]].append(len(line.encode()))
    fams = list(ENVELOPES)
    for a in ASKS:
        if seen[a["ask_id"]] != set(fams):
            errors.append(f"{a['ask_id']}: missing families {set(fams) - seen[a['ask_id']]}")
        if len(labels[a["ask_id"]]) != 1:
            errors.append(f"{a['ask_id']}: several labels {labels[a['ask_id']]}")

    print(f"{'family':<16}{'single_step':>12}{'long_horizon':>14}{'total':>8}{'median_bytes':>14}")
    tot = Counter()
    for fam in fams:
        s, l = counts[(fam, "single_step")], counts[(fam, "long_horizon")]
        tot["s"] += s
        tot["l"] += l
        med = sorted(sizes[fam])[len(sizes[fam]) // 2] if sizes[fam] else 0
        print(f"{fam:<16}{s:>12}{l:>14}{s + l:>8}{med:>14}")
    print(f"{'TOTAL':<16}{tot['s']:>12}{tot['l']:>14}{tot['s'] + tot['l']:>8}")
    langs = Counter(a["lang"] for a in ASKS)
    print(f"\nasks: {len(ASKS)} ({Counter(a['label'] for a in ASKS)})")
    print("languages:", ", ".join(f"{k} {v}" for k, v in langs.most_common()))
    by_lang_label = Counter((a["lang"], a["label"]) for a in ASKS)
    print("per language (single/long):", ", ".join(
        f"{k} {by_lang_label[(k, 'single_step')]}/{by_lang_label[(k, 'long_horizon')]}" for k in langs))
    if errors:
        print(f"\n{len(errors)} ERRORS")
        for e in errors[:50]:
            print("  ", e)
        sys.exit(1)
    print("\nOK: all records parse, every ask appears in every envelope with one label")


if __name__ == "__main__":
    main()
