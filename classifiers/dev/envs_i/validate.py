"""Validate an envs_i JSONL file.

    python3 validate.py [OUT.jsonl]

Without an argument the records are generated in memory. Checks:
  - every record has the required fields with the right types; ids unique
  - labels are single_step / long_horizon; lang is two letters
  - every ask appears exactly once per family, with the ask's label
  - the ask text appears in the body (verbatim, or JSON-escaped inside a
    string the client built)
  - first turn only: no tool results and no tool calls of any protocol
  - header names lower-case; every key-like header value contains FAKE
  - body serialized under 200 KB
  - output is deterministic (two in-memory generations are identical and match
    the file when one is given)
Exit status 1 on any problem.
"""

from __future__ import annotations

import collections
import hashlib
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from asks import ASKS  # noqa: E402
from envelopes import FAMILIES  # noqa: E402
import generate  # noqa: E402

REQUIRED = {
    "id": str, "ask_id": str, "family": str, "endpoint": str, "headers": dict,
    "body": dict, "label": str, "ask": str, "lang": str, "kind": str,
}
LABELS = {"single_step", "long_horizon"}
MAX_BODY = 200 * 1024
KEYLIKE = re.compile(r"(authorization|api[-_]?key|token|secret|cookie|password|credential)", re.I)
TOOL_RESULT_TYPES = {"tool_result", "function_call_output", "tool_use", "function_call",
                     "custom_tool_call", "custom_tool_call_output", "local_shell_call",
                     "local_shell_call_output", "computer_call", "computer_call_output",
                     "mcp_call", "web_search_call", "file_search_call", "reasoning"}
TEXT_RESULT_MARKERS = ("[tool] Result:", "Observation:", "<tool_result", "<function_results>",
                       "tool_call_id", "Exit code:", "exit code:")


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
    forms = {ask, json.dumps(ask, ensure_ascii=False)[1:-1], json.dumps(ask)[1:-1]}
    return any(f in s for s in strings(body) for f in forms)


def conversation_items(body):
    """Messages / input items of any supported protocol."""
    items = []
    for key in ("messages", "input"):
        v = body.get(key)
        if isinstance(v, list):
            items.extend(x for x in v if isinstance(x, dict))
    return items


def tool_problems(body, ask):
    probs = []
    for it in conversation_items(body):
        role = it.get("role")
        if role in ("tool", "function", "ipython"):
            probs.append(f"message with role {role}")
        if it.get("tool_calls") or it.get("function_call") or it.get("tool_call_id"):
            probs.append("assistant tool call / tool_call_id in a message")
        if it.get("type") in TOOL_RESULT_TYPES:
            probs.append(f"input item of type {it.get('type')}")
        content = it.get("content")
        if isinstance(content, list):
            for part in content:
                if isinstance(part, dict) and part.get("type") in TOOL_RESULT_TYPES:
                    probs.append(f"content block of type {part.get('type')}")
        # text-protocol tool results: markers in message text that are not part of the ask
        for s in strings(content):
            rest = s.replace(ask, "").replace(json.dumps(ask, ensure_ascii=False)[1:-1], "")
            for m in TEXT_RESULT_MARKERS:
                if m in rest:
                    probs.append(f"text tool-result marker {m!r} outside the ask")
        if role == "assistant":
            # an earlier plain turn is allowed only if it is an answer, not pending work
            if not isinstance(content, str) or not content.strip():
                probs.append("assistant turn without plain text content")
    # the last conversation item must carry the user's turn
    items = conversation_items(body)
    if items:
        last_user = [i for i, it in enumerate(items) if it.get("role") == "user"]
        last_asst = [i for i, it in enumerate(items) if it.get("role") == "assistant"]
        if last_asst and (not last_user or last_asst[-1] > last_user[-1]):
            probs.append("conversation ends with an assistant turn")
    return probs


def check_records(records):
    problems = []
    seen_ids = set()
    per_family = collections.defaultdict(collections.Counter)
    ask_labels = {a["id"]: a["label"] for a in ASKS}
    ask_texts = {a["id"]: a["text"] for a in ASKS}
    label_seen = collections.defaultdict(set)

    for n, rec in enumerate(records, 1):
        where = f"record {n} ({rec.get('id', '?')})"
        for f, t in REQUIRED.items():
            if f not in rec:
                problems.append(f"{where}: missing field {f}")
            elif not isinstance(rec[f], t):
                problems.append(f"{where}: field {f} is not {t.__name__}")
        extra = set(rec) - set(REQUIRED)
        if extra:
            problems.append(f"{where}: unexpected fields {sorted(extra)}")
        if any(f not in rec for f in REQUIRED):
            continue
        if rec["id"] in seen_ids:
            problems.append(f"{where}: duplicate id")
        seen_ids.add(rec["id"])
        if rec["id"] != f"{rec['family']}:{rec['ask_id']}":
            problems.append(f"{where}: id is not family:ask_id")
        if rec["label"] not in LABELS:
            problems.append(f"{where}: bad label {rec['label']!r}")
        if not re.fullmatch(r"[a-z]{2}", rec["lang"]):
            problems.append(f"{where}: lang must be two lower-case letters")
        if rec["family"] not in FAMILIES:
            problems.append(f"{where}: unknown family {rec['family']}")
        if rec["ask_id"] not in ask_labels:
            problems.append(f"{where}: unknown ask_id")
            continue
        if rec["label"] != ask_labels[rec["ask_id"]]:
            problems.append(f"{where}: label differs from the ask's label")
        if rec["ask"] != ask_texts[rec["ask_id"]]:
            problems.append(f"{where}: ask text differs from asks.py")
        label_seen[rec["ask_id"]].add(rec["label"])
        per_family[rec["family"]][rec["ask_id"]] += 1
        if not rec["endpoint"].startswith("/v1/"):
            problems.append(f"{where}: endpoint {rec['endpoint']!r} is not a /v1/ path")
        for k, v in rec["headers"].items():
            if k != k.lower():
                problems.append(f"{where}: header {k!r} not lower-case")
            if not isinstance(v, str):
                problems.append(f"{where}: header {k!r} value is not a string")
            elif KEYLIKE.search(k) and "FAKE" not in v:
                problems.append(f"{where}: key-like header {k!r} without FAKE")
        if not any(KEYLIKE.search(k) for k in rec["headers"]):
            problems.append(f"{where}: no auth header")
        if not ask_in_body(rec["ask"], rec["body"]):
            problems.append(f"{where}: ask text not found in body")
        for p in tool_problems(rec["body"], rec["ask"]):
            problems.append(f"{where}: {p}")
        size = len(json.dumps(rec["body"], ensure_ascii=False).encode("utf-8"))
        if size >= MAX_BODY:
            problems.append(f"{where}: body is {size} bytes (limit {MAX_BODY})")

    # every ask exactly once per family
    ask_ids = [a["id"] for a in ASKS]
    for fam in FAMILIES:
        c = per_family.get(fam, collections.Counter())
        missing = [a for a in ask_ids if c[a] == 0]
        dup = [a for a, k in c.items() if k > 1]
        if missing:
            problems.append(f"family {fam}: {len(missing)} asks missing (e.g. {missing[:3]})")
        if dup:
            problems.append(f"family {fam}: asks repeated {dup[:3]}")
    for a, labs in label_seen.items():
        if len(labs) != 1:
            problems.append(f"ask {a}: several labels across families {sorted(labs)}")
    if len(records) != len(ASKS) * len(FAMILIES):
        problems.append(f"{len(records)} records, expected {len(ASKS) * len(FAMILIES)}")
    return problems


def check_asks():
    problems = []
    for i, a in enumerate(ASKS, 1):
        if a["id"] != f"i{i:03d}":
            problems.append(f"ask {i}: id {a['id']} not in list order")
        if not a["text"].strip():
            problems.append(f"ask {a['id']}: empty text")
    texts = collections.Counter(a["text"] for a in ASKS)
    for t, k in texts.items():
        if k > 1:
            problems.append(f"ask text repeated {k}x: {t[:50]!r}")
    return problems


def digest(lines):
    h = hashlib.sha256()
    for line in lines:
        h.update(line.encode("utf-8") + b"\n")
    return h.hexdigest()


def main(argv):
    problems = check_asks()
    gen1 = [generate.dump_line(r) for r in generate.build_records()]
    gen2 = [generate.dump_line(r) for r in generate.build_records()]
    if gen1 != gen2:
        problems.append("generation is not deterministic (two runs differ)")
    if len(argv) > 1:
        with open(argv[1], encoding="utf-8") as fh:
            lines = [l.rstrip("\n") for l in fh if l.strip()]
        if digest(lines) != digest(gen1):
            problems.append(f"{argv[1]} differs from a fresh generation")
    else:
        lines = gen1
    records = []
    for n, line in enumerate(lines, 1):
        try:
            records.append(json.loads(line))
        except json.JSONDecodeError as e:
            problems.append(f"line {n}: invalid JSON ({e})")
    problems += check_records(records)

    labels = collections.Counter(a["label"] for a in ASKS)
    langs = collections.Counter(a["lang"] for a in ASKS)
    non_en = sum(v for k, v in langs.items() if k != "en")
    print(f"records: {len(records)}  families: {len(FAMILIES)}  asks: {len(ASKS)} {dict(labels)}")
    print(f"languages: {len(langs)}  non-English asks: {non_en} ({100 * non_en / len(ASKS):.1f}%)")
    print(f"sha256: {digest(lines)}")
    if problems:
        for p in problems[:200]:
            print("PROBLEM:", p)
        print(f"{len(problems)} problem(s)")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
