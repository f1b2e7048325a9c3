#!/usr/bin/env python3
"""Validate the holdout set and print counts by family x shape x label.

Usage: python validate.py [holdout.jsonl.gz | holdout.jsonl]
Checks: required fields and types, label values, endpoint/body consistency, ask present verbatim in the body for
first turns and follow-ups, no tool results in single-step first turns, size stats, language mix, and that the same
ask_id never gets two labels.
"""
import collections
import gzip
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
FIELDS = {"id": str, "family": str, "shape": str, "endpoint": str, "headers": dict, "body": dict, "label": str, "task": str}
SHAPES = {"first_turn", "follow_up", "loop_turn", "retry_turn", "side_call", "completion"}
LABELS = {"single_step", "long_horizon"}
LISTED = {"claude_code", "codex_cli", "qwen_code", "opencode", "goose", "openhands", "swe_agent", "mini_swe_agent", "smolagents",
          "langgraph", "autogen", "pydantic_ai", "continue", "cline", "roo_code", "aider", "copilot", "llama_vim", "open_webui",
          "llm_cli", "gptel", "tabby", "langchain_react"}


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
    msgs = body.get("messages") or []
    for m in msgs:
        if not isinstance(m, dict):
            continue
        if m.get("role") == "tool":
            return True
        c = m.get("content")
        if isinstance(c, list) and any(isinstance(b, dict) and b.get("type") == "tool_result" for b in c):
            return True
    for it in body.get("input") or []:
        if isinstance(it, dict) and it.get("type") == "function_call_output":
            return True
    return False


def load(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt", encoding="utf-8") as fh:
        return [json.loads(l) for l in fh if l.strip()]


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "holdout.jsonl.gz")
    if not os.path.exists(path):
        path = os.path.join(HERE, "holdout.jsonl")
    recs = load(path)
    errors = []
    ids = set()
    ask_labels = collections.defaultdict(set)
    for r in recs:
        for k, t in FIELDS.items():
            if not isinstance(r.get(k), t):
                errors.append(f"{r.get('id')}: field {k} missing or not {t.__name__}")
        if r["id"] in ids:
            errors.append(f"duplicate id {r['id']}")
        ids.add(r["id"])
        if r["shape"] not in SHAPES:
            errors.append(f"{r['id']}: bad shape {r['shape']}")
        if r["label"] not in LABELS:
            errors.append(f"{r['id']}: bad label {r['label']}")
        if any(k != k.lower() for k in r["headers"]):
            errors.append(f"{r['id']}: header names must be lower-case")
        b, ep = r["body"], r["endpoint"]
        if ep.startswith("/v1/messages") and not ("messages" in b and "system" in b):
            errors.append(f"{r['id']}: anthropic body without messages/system")
        if ep == "/v1/responses" and "input" not in b:
            errors.append(f"{r['id']}: responses body without input")
        if ep in ("/v1/chat/completions", "/api/chat") and "messages" not in b:
            errors.append(f"{r['id']}: chat body without messages")
        if r["shape"] in ("first_turn", "follow_up"):
            a = r.get("ask")
            if not a:
                errors.append(f"{r['id']}: first turn without ask")
            elif not any(a in s for s in strings(b)):
                errors.append(f"{r['id']}: ask not found verbatim in body")
            if r["label"] == "single_step" and has_tool_results(b):
                errors.append(f"{r['id']}: single-step first turn carries tool results")
            if r.get("ask_id"):
                ask_labels[r["ask_id"]].add(r["label"])
        if r["shape"] in ("loop_turn", "retry_turn") and r["label"] != "long_horizon":
            errors.append(f"{r['id']}: loop/retry must be long_horizon")
        if r["shape"] in ("side_call", "completion") and r["label"] != "single_step":
            errors.append(f"{r['id']}: side/completion must be single_step")
    for aid, labs in ask_labels.items():
        if len(labs) > 1:
            errors.append(f"ask_id {aid} has labels {sorted(labs)}")

    # ---- report
    fam = collections.Counter(r["family"] for r in recs)
    print(f"records: {len(recs)}   families: {len(fam)}   not in the brief's list: {len([f for f in fam if f not in LISTED])}")
    print(f"labels: {dict(collections.Counter(r['label'] for r in recs))}")
    sh = collections.Counter(r["shape"] for r in recs)
    print("shapes: " + ", ".join(f"{k}={v} ({100 * v / len(recs):.1f}%)" for k, v in sorted(sh.items())))
    ft = [r for r in recs if r["shape"] in ("first_turn", "follow_up")]
    print(f"first turns+follow-ups: {len(ft)}  labels {dict(collections.Counter(r['label'] for r in ft))}  "
          f"non-English {sum(r['lang'] != 'en' for r in ft)} ({100 * sum(r['lang'] != 'en' for r in ft) / max(1, len(ft)):.0f}%)  "
          f"languages {len(set(r['lang'] for r in ft))}: {dict(collections.Counter(r['lang'] for r in ft))}")
    sizes = collections.defaultdict(list)
    for r in recs:
        sizes[r["family"]].append(len(json.dumps(r["body"], ensure_ascii=False)))
    print("\nfamily x shape x label (S=single_step, L=long_horizon) and median body KB")
    tab = collections.Counter((r["family"], r["shape"], r["label"][0].upper()) for r in recs)
    shapes = ["first_turn", "follow_up", "loop_turn", "retry_turn", "side_call", "completion"]
    print(f"{'family':<18}" + "".join(f"{s[:10]:>14}" for s in shapes) + f"{'total':>7}{'medKB':>7}{'maxKB':>7}")
    for f in sorted(fam):
        row = ""
        for s in shapes:
            sv, lv = tab[(f, s, "S")], tab[(f, s, "L")]
            row += f"{(f'{sv}S/{lv}L' if sv or lv else '-'):>14}"
        z = sorted(sizes[f])
        print(f"{f:<18}{row}{fam[f]:>7}{z[len(z) // 2] / 1024:>7.1f}{z[-1] / 1024:>7.1f}")
    kinds = collections.Counter((r["kind"], r["label"][0].upper()) for r in recs)
    print("\nkinds: " + ", ".join(f"{k}/{l}={v}" for (k, l), v in sorted(kinds.items())))
    eps = collections.Counter(r["endpoint"] for r in recs)
    print("endpoints: " + ", ".join(f"{k}={v}" for k, v in eps.most_common()))
    if errors:
        print(f"\n{len(errors)} ERRORS")
        for e in errors[:50]:
            print("  " + e)
        sys.exit(1)
    print("\nOK: no format errors")


if __name__ == "__main__":
    main()
