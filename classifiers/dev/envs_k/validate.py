"""Validate the envs_k set.

usage: python3 validate.py [OUT.jsonl]

Without an argument the records are generated in memory. With a file, the
file is validated and also compared byte-for-byte with a fresh generation.
Exit status 1 on any problem.
"""

import collections
import hashlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)

import generate  # noqa: E402
from asks import ASKS  # noqa: E402
from envelopes import FAMILIES  # noqa: E402

FIELDS = {"id", "ask_id", "family", "endpoint", "headers", "body", "label", "ask", "lang", "kind"}
LABELS = {"single_step", "long_horizon"}
N_FAMILIES = 20
N_ASKS = 220
MAX_BODY = 200 * 1024
KEYLIKE = re.compile(r"(authorization|api-key|apikey|api_key|x-api-key|token|secret|signature|cookie|password|key$)")

# keys and block types that would mean a tool call or a tool result
BAD_KEYS = {"tool_calls", "function_call", "tool_call_id", "toolUse", "toolResult",
            "functionCall", "functionResponse", "tool_use_id"}
BAD_TYPES = {"tool_use", "tool_result", "function_call", "function_call_output",
             "server_tool_use", "web_search_tool_result", "mcp_tool_use", "mcp_tool_result"}
BAD_ROLES = {"tool", "function", "ipython"}

problems = []


def bad(msg):
    problems.append(msg)


def scan_no_tools(node, where):
    if isinstance(node, dict):
        for k, v in node.items():
            if k in BAD_KEYS:
                bad(f"{where}: key {k!r} (tool call/result) present")
            if k == "type" and isinstance(v, str) and v in BAD_TYPES:
                bad(f"{where}: block type {v!r} present")
            if k == "role" and isinstance(v, str) and v in BAD_ROLES:
                bad(f"{where}: role {v!r} present")
            scan_no_tools(v, where)
    elif isinstance(node, list):
        for x in node:
            scan_no_tools(x, where)


def conversation(body):
    """Return the list of (role, content) turns, whatever the wire format."""
    if "messages" in body:
        return [(m.get("role"), m.get("content")) for m in body["messages"]]
    if "contents" in body:
        return [(c.get("role"), c.get("parts")) for c in body["contents"]]
    if "prompt" in body:
        return [("user", body["prompt"])]
    return []


def check_first_turn(rec):
    turns = [t for t in conversation(rec["body"]) if t[0] != "system"]
    if not turns:
        bad(f"{rec['id']}: no user turn found")
        return
    if turns[-1][0] != "user":
        bad(f"{rec['id']}: last turn is {turns[-1][0]!r}, not user")
    # earlier turns must alternate cleanly and be answered (no dangling user turn
    # followed by another assistant-less ask is fine only for shell-history input)
    for role, content in turns:
        if role not in ("user", "assistant"):
            bad(f"{rec['id']}: unexpected role {role!r}")
        if role == "assistant" and (content is None or content == ""):
            bad(f"{rec['id']}: empty assistant turn (pending work?)")


def ask_in_body(ask, body):
    dumped = json.dumps(body, ensure_ascii=False)
    if ask in dumped:
        return True
    escaped = json.dumps(ask, ensure_ascii=False)[1:-1]
    if escaped in dumped:
        return True
    escaped_ascii = json.dumps(ask)[1:-1]
    return escaped_ascii in json.dumps(body)


def check_asks():
    ids = [a["id"] for a in ASKS]
    if ids != [f"k{i + 1:03d}" for i in range(len(ASKS))]:
        bad("asks: ids are not k001.. in list order")
    if len(ASKS) != N_ASKS:
        bad(f"asks: {len(ASKS)} asks, expected {N_ASKS}")
    texts = [a["text"] for a in ASKS]
    if len(set(texts)) != len(texts):
        bad("asks: duplicate ask texts")
    c = collections.Counter(a["label"] for a in ASKS)
    if c["single_step"] != N_ASKS // 2 or c["long_horizon"] != N_ASKS // 2:
        bad(f"asks: label split {dict(c)}, expected 110/110")
    langs = collections.Counter(a["lang"] for a in ASKS)
    non_en = sum(v for k, v in langs.items() if k != "en")
    if non_en / len(ASKS) < 0.45:
        bad(f"asks: only {non_en}/{len(ASKS)} non-English")
    if len([k for k in langs if k != "en"]) < 10:
        bad("asks: fewer than 10 non-English languages")
    for a in ASKS:
        if a["label"] not in LABELS:
            bad(f"{a['id']}: bad label {a['label']!r}")
        if not re.fullmatch(r"[a-z]{2}", a["lang"]):
            bad(f"{a['id']}: bad lang {a['lang']!r}")
        if not a["kind"]:
            bad(f"{a['id']}: empty kind")
        if not a["text"].strip():
            bad(f"{a['id']}: empty text")


def check_records(lines):
    ask_by_id = {a["id"]: a for a in ASKS}
    seen = collections.defaultdict(set)
    label_by_ask = collections.defaultdict(set)
    families = set()
    for n, line in enumerate(lines, 1):
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as e:
            bad(f"line {n}: invalid JSON ({e})")
            continue
        if set(rec) != FIELDS:
            bad(f"line {n}: fields {sorted(rec)}")
            continue
        rid = rec["id"]
        if rid != f"{rec['family']}:{rec['ask_id']}":
            bad(f"{rid}: id does not match family:ask_id")
        a = ask_by_id.get(rec["ask_id"])
        if a is None:
            bad(f"{rid}: unknown ask_id")
            continue
        families.add(rec["family"])
        if rec["family"] in seen[rec["ask_id"]]:
            bad(f"{rid}: duplicate record")
        seen[rec["ask_id"]].add(rec["family"])
        label_by_ask[rec["ask_id"]].add(rec["label"])
        if rec["label"] not in LABELS:
            bad(f"{rid}: bad label")
        if rec["label"] != a["label"] or rec["ask"] != a["text"] or rec["lang"] != a["lang"] or rec["kind"] != a["kind"]:
            bad(f"{rid}: label/ask/lang/kind differ from asks.py")
        if not isinstance(rec["endpoint"], str) or not rec["endpoint"].startswith("/"):
            bad(f"{rid}: endpoint {rec['endpoint']!r}")
        hdr = rec["headers"]
        if not isinstance(hdr, dict):
            bad(f"{rid}: headers not a dict")
        else:
            for k, v in hdr.items():
                if k != k.lower():
                    bad(f"{rid}: header {k!r} not lower-case")
                if KEYLIKE.search(k) and "FAKE" not in str(v):
                    bad(f"{rid}: key-like header {k!r} without FAKE")
        body = rec["body"]
        if not isinstance(body, dict):
            bad(f"{rid}: body not an object")
            continue
        size = len(json.dumps(body, ensure_ascii=False).encode("utf-8"))
        if size >= MAX_BODY:
            bad(f"{rid}: body {size} bytes >= 200 KB")
        if not ask_in_body(rec["ask"], body):
            bad(f"{rid}: ask text not found in body")
        scan_no_tools(body, rid)
        check_first_turn(rec)
    if len(families) != N_FAMILIES or families != set(FAMILIES):
        bad(f"families: {len(families)} found, expected {N_FAMILIES}")
    for aid in ask_by_id:
        if seen[aid] != set(FAMILIES):
            bad(f"{aid}: present in {len(seen[aid])} families, expected all {len(FAMILIES)}")
        if len(label_by_ask[aid]) > 1:
            bad(f"{aid}: labels differ across families {label_by_ask[aid]}")
    if len(lines) != N_ASKS * N_FAMILIES:
        bad(f"records: {len(lines)}, expected {N_ASKS * N_FAMILIES}")


def main(argv):
    check_asks()
    first = generate.render_lines()
    second = generate.render_lines()
    if first != second:
        bad("generation is not deterministic (two runs differ)")
    if len(argv) > 1:
        with open(argv[1], encoding="utf-8") as fh:
            lines = fh.read().splitlines()
        if lines != first:
            bad(f"{argv[1]} differs from a fresh generation")
    else:
        lines = first
    check_records(lines)
    digest = hashlib.sha256("\n".join(first).encode("utf-8")).hexdigest()[:16]
    if problems:
        for p in problems[:200]:
            print("PROBLEM:", p)
        print(f"{len(problems)} problem(s)")
        return 1
    labels = collections.Counter(a["label"] for a in ASKS)
    langs = collections.Counter(a["lang"] for a in ASKS)
    print(f"OK: {len(lines)} records, {len(ASKS)} asks {dict(labels)}, "
          f"{len(FAMILIES)} families, {len(langs)} languages, sha256[:16]={digest}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
