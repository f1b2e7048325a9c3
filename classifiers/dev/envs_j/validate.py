#!/usr/bin/env python3
"""Validate an envs_j JSONL file.

usage: python3 validate.py [FILE.jsonl]   (default /tmp/envs_j.jsonl)

Checks: record fields and types, labels, every ask exactly once per family with
the ask's own label, ask text present in the body (verbatim or JSON-escaped),
no tool results / tool calls / tool-role messages anywhere, FAKE in every
key-like header, body under 200 KB, ids j001.. in order, and that the file is
byte-identical to a fresh regeneration (twice, to prove determinism).
Exits 1 on any problem.
"""
import collections
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import generate  # noqa: E402
from asks import ASKS  # noqa: E402
from envelopes import FAMILIES  # noqa: E402

FIELDS = {"id", "ask_id", "family", "endpoint", "headers", "body", "label", "ask", "lang", "kind"}
LABELS = {"single_step", "long_horizon"}
KEYLIKE = re.compile(r"(key|authorization|token|secret|cookie)", re.I)
MAX_BODY = 200 * 1024

problems = []


def bad(rec_id, msg):
    problems.append(f"{rec_id}: {msg}")


def strings(obj):
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for v in obj.values():
            yield from strings(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from strings(v)


def ask_in_body(ask, body):
    escaped = json.dumps(ask, ensure_ascii=False)[1:-1]
    escaped_ascii = json.dumps(ask, ensure_ascii=True)[1:-1]
    for sv in strings(body):
        if ask in sv or escaped in sv or escaped_ascii in sv:
            return True
    return False


TOOL_BLOCK_TYPES = {"tool_result", "tool_use", "function_call", "function_call_output", "custom_tool_call",
                    "custom_tool_call_output", "computer_call", "computer_call_output", "server_tool_use",
                    "web_search_tool_result", "mcp_call", "local_shell_call", "local_shell_call_output"}


def tool_traffic(obj, path="body"):
    """Yield paths of anything that is a tool call or tool result."""
    if isinstance(obj, dict):
        role = obj.get("role")
        if role in ("tool", "function", "ipython"):
            yield f"{path}: role={role}"
        if obj.get("type") in TOOL_BLOCK_TYPES:
            yield f"{path}: type={obj.get('type')}"
        for k in ("tool_calls", "function_call", "tool_call_id", "functionCall", "functionResponse", "toolResult", "toolUse"):
            if k in obj:
                yield f"{path}: key {k}"
        for k, v in obj.items():
            if k in ("tools", "tool_choice"):  # declarations, not traffic
                continue
            yield from tool_traffic(v, f"{path}.{k}")
    elif isinstance(obj, list):
        for n, v in enumerate(obj):
            yield from tool_traffic(v, f"{path}[{n}]")


def check_record(rec):
    rid = rec.get("id", "?")
    if set(rec) != FIELDS:
        bad(rid, f"fields {sorted(rec)}")
        return
    if rec["label"] not in LABELS:
        bad(rid, f"label {rec['label']}")
    if rec["id"] != f"{rec['family']}:{rec['ask_id']}":
        bad(rid, "id does not match family:ask_id")
    if rec["family"] not in FAMILIES:
        bad(rid, "unknown family")
    if not re.fullmatch(r"j\d{3}", rec["ask_id"]):
        bad(rid, "bad ask_id")
    if not isinstance(rec["endpoint"], str) or not rec["endpoint"].startswith("/"):
        bad(rid, "endpoint must be a path")
    if not re.fullmatch(r"[a-z]{2}", rec["lang"]):
        bad(rid, "lang must be two letters")
    if not isinstance(rec["kind"], str) or not rec["kind"]:
        bad(rid, "empty kind")
    if not isinstance(rec["headers"], dict) or not isinstance(rec["body"], dict):
        bad(rid, "headers/body must be objects")
        return
    for k, v in rec["headers"].items():
        if k != k.lower():
            bad(rid, f"header {k} not lower-case")
        if not isinstance(v, str):
            bad(rid, f"header {k} not a string")
        elif KEYLIKE.search(k) and "FAKE" not in v:
            bad(rid, f"key-like header {k} without FAKE")
    size = len(json.dumps(rec["body"], ensure_ascii=False).encode("utf-8"))
    if size >= MAX_BODY:
        bad(rid, f"body {size} bytes >= 200 KB")
    if not ask_in_body(rec["ask"], rec["body"]):
        bad(rid, "ask text not found in body")
    for hit in tool_traffic(rec["body"]):
        bad(rid, f"tool traffic {hit}")


def main(argv):
    path = argv[1] if len(argv) > 1 else "/tmp/envs_j.jsonl"
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().splitlines()
    records = []
    for n, line in enumerate(lines, 1):
        try:
            records.append(json.loads(line))
        except json.JSONDecodeError as e:
            problems.append(f"line {n}: not JSON ({e})")
    for rec in records:
        check_record(rec)

    # coverage and label consistency
    asks = {generate.ask_id(n): a for n, a in enumerate(ASKS)}
    seen = collections.Counter((r.get("ask_id"), r.get("family")) for r in records)
    for aid, a in asks.items():
        for fam in FAMILIES:
            if seen[(aid, fam)] != 1:
                problems.append(f"{fam}:{aid}: appears {seen[(aid, fam)]} times")
    for (aid, fam), c in seen.items():
        if aid not in asks:
            problems.append(f"{fam}:{aid}: unknown ask")
    by_ask = collections.defaultdict(set)
    for r in records:
        by_ask[r.get("ask_id")].add(r.get("label"))
        a = asks.get(r.get("ask_id"))
        if a and (r.get("label") != a["label"] or r.get("ask") != a["text"] or r.get("lang") != a["lang"]):
            problems.append(f"{r.get('id')}: label/ask/lang differ from asks.py")
    for aid, labs in by_ask.items():
        if len(labs) != 1:
            problems.append(f"{aid}: labels differ across families {labs}")

    # order and determinism
    expected = generate.dump_lines(generate.build_records())
    again = generate.dump_lines(generate.build_records())
    if expected != again:
        problems.append("generate.build_records() is not deterministic")
    if lines != expected:
        problems.append("file differs from a fresh regeneration (stale file or nondeterminism)")

    # summary
    labels = collections.Counter(a["label"] for a in ASKS)
    langs = collections.Counter(a["lang"] for a in ASKS)
    non_en = 1 - langs.get("en", 0) / len(ASKS)
    print(f"records: {len(records)}  asks: {len(ASKS)}  families: {len(FAMILIES)}")
    print(f"asks by label: {dict(labels)}")
    print(f"languages: {len(langs)}  non-English share: {non_en:.1%}")
    if labels["single_step"] != labels["long_horizon"]:
        problems.append("label counts are not balanced")
    if non_en < 0.45 or len(langs) - 1 < 10:
        problems.append("language coverage below target")
    if problems:
        print(f"\n{len(problems)} problem(s):")
        for p in problems[:200]:
            print("  " + p)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
