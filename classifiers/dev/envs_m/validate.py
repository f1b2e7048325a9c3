"""Validate the envs_m set.

Usage: python3 validate.py [OUT.jsonl]   (default /tmp/envs_m.jsonl)
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
from histories import HISTORIES  # noqa: E402

FIELDS = {"id", "ask_id", "family", "endpoint", "headers", "body", "label", "ask", "lang", "kind", "history_id",
          "turns"}
LABELS = {"single_step", "long_horizon"}
MAX_BODY = 200 * 1024

FORBIDDEN_KEYS = {"tool_calls", "tool_call_id", "function_call", "functionCall", "functionResponse", "tool_use_id",
                  "function_response"}
FORBIDDEN_ROLES = {"tool", "function", "ipython"}
FORBIDDEN_TYPES = {"tool_use", "tool_result", "function_call", "function_call_output", "custom_tool_call",
                   "custom_tool_call_output", "local_shell_call", "local_shell_call_output", "mcp_call",
                   "mcp_tool_call", "server_tool_use", "web_search_tool_result", "computer_call",
                   "computer_call_output", "web_search_call", "tool_reference"}
TEXT_PATTERNS = [
    re.compile(r"^\[[^\]\n]{1,80}\] Result:", re.M),
    re.compile(r"<function_results>|<tool_result|<tool_response|<function_calls>|<invoke name="),
    re.compile(r"^Observation:", re.M),
    re.compile(r"(?i)\bexit(ed with)? code:? *-?\d+"),
    re.compile(r"\[ERROR\] You did not use a tool"),
]
KEYLIKE = re.compile(r"(authorization|api[-_]?key|token|secret|cookie|password)", re.I)

HIST = {h["id"]: h for h in HISTORIES}


def _text(content):
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        out = []
        for p in content:
            if isinstance(p, dict) and isinstance(p.get("text"), str):
                out.append(p["text"])
            elif isinstance(p, str):
                out.append(p)
        return "\n".join(out)
    return ""


def conversation(rec):
    """Return the conversational turns [(role, text)] in order, without system/developer prompts."""
    body = rec["body"]
    fam = rec["family"]
    if fam == "langchain_buffer":
        msgs = body["messages"]
        assert len(msgs) == 1 and msgs[0]["role"] == "user"
        prompt = msgs[0]["content"]
        conv = prompt.split("Current conversation:\n", 1)[1]
        assert conv.endswith("\nAI:")
        conv = conv[: -len("\nAI:")]
        turns = []
        for m in re.finditer(r"(?:^|\n)(Human|AI): ", conv):
            turns.append([("user" if m.group(1) == "Human" else "assistant"), m.end()])
        res = []
        for i, (role, start) in enumerate(turns):
            end = conv.rfind("\n", 0, turns[i + 1][1] - 1) if i + 1 < len(turns) else len(conv)
            res.append((role, conv[start:end]))
        return res
    if "contents" in body:
        return [("user" if c["role"] == "user" else "assistant" if c["role"] == "model" else c["role"],
                 _text(c.get("parts", []))) for c in body["contents"]]
    if "input" in body:
        res = []
        for it in body["input"]:
            if it.get("type") == "message" and it.get("role") in ("user", "assistant"):
                res.append((it["role"], _text(it["content"])))
        return res
    if "prompt" in body:
        p = body["prompt"]
        res = []
        if "<|im_start|>" in p:
            for m in re.finditer(r"<\|im_start\|>(\w+)\n(.*?)(?:<\|im_end\|>|$)", p, re.S):
                if m.group(1) in ("user", "assistant"):
                    res.append((m.group(1), m.group(2)))
        else:
            for m in re.finditer(r"<\|start_header_id\|>(\w+)<\|end_header_id\|>\n\n(.*?)(?:<\|eot_id\|>|$)", p, re.S):
                if m.group(1) in ("user", "assistant"):
                    res.append((m.group(1), m.group(2)))
        # the prompt must end by opening the assistant's turn
        if res and res[-1] == ("assistant", ""):
            res = res[:-1]
        return res
    if "messages" in body:
        return [(m["role"], _text(m.get("content"))) for m in body["messages"] if m.get("role") in ("user", "assistant")]
    raise ValueError("unknown body shape")


def walk(obj, problems, where):
    if isinstance(obj, dict):
        for k, v in obj.items():
            if k in FORBIDDEN_KEYS:
                problems.append(f"{where}: forbidden key {k}")
            if k == "role" and v in FORBIDDEN_ROLES:
                problems.append(f"{where}: forbidden role {v}")
            if k == "type" and v in FORBIDDEN_TYPES:
                problems.append(f"{where}: forbidden item type {v}")
            walk(v, problems, where)
    elif isinstance(obj, list):
        for v in obj:
            walk(v, problems, where)


def check_record(rec, ask, problems):
    rid = rec.get("id")
    if set(rec) != FIELDS:
        problems.append(f"{rid}: fields {sorted(set(rec) ^ FIELDS)}")
        return
    if rec["label"] not in LABELS:
        problems.append(f"{rid}: bad label")
    for k in ("label", "lang", "kind"):
        if rec[k] != ask[k]:
            problems.append(f"{rid}: {k} differs from the ask")
    if rec["ask"] != ask["text"]:
        problems.append(f"{rid}: ask text differs")
    if rec["family"] not in FAMILIES:
        problems.append(f"{rid}: unknown family")
    if not isinstance(rec["endpoint"], str) or not rec["endpoint"].startswith("/"):
        problems.append(f"{rid}: endpoint")
    # headers
    for name, value in rec["headers"].items():
        if name != name.lower():
            problems.append(f"{rid}: header {name} not lower-case")
        if KEYLIKE.search(name) and "FAKE" not in str(value):
            problems.append(f"{rid}: key-like header {name} without FAKE")
    # body size
    size = len(json.dumps(rec["body"], ensure_ascii=False).encode("utf-8"))
    if size >= MAX_BODY:
        problems.append(f"{rid}: body {size} bytes")
    # no tool calls / results anywhere in the body's structure
    walk({k: v for k, v in rec["body"].items() if k != "tools"}, problems, rid)
    # history
    h = HIST.get(rec["history_id"])
    if h is None:
        problems.append(f"{rid}: unknown history {rec['history_id']}")
        return
    if rec["turns"] != len(h["exchanges"]) or rec["turns"] < 1:
        problems.append(f"{rid}: turns {rec['turns']}")
    try:
        conv = conversation(rec)
    except Exception as exc:  # noqa: BLE001
        problems.append(f"{rid}: cannot parse conversation ({exc})")
        return
    if not conv or conv[-1][0] != "user":
        problems.append(f"{rid}: last turn is not a user turn")
        return
    if rec["ask"] not in conv[-1][1]:
        problems.append(f"{rid}: ask not in the last user turn")
    earlier = conv[:-1]
    if not any(r == "assistant" for r, _ in earlier):
        problems.append(f"{rid}: no earlier assistant turn")
    earlier_text = "\n".join(t for _, t in earlier)
    last = h["exchanges"][-1]
    if last["user"] not in earlier_text or last["assistant"] not in earlier_text:
        problems.append(f"{rid}: last earlier exchange not carried verbatim")
    if rec["ask"] in earlier_text:
        problems.append(f"{rid}: ask also appears in an earlier turn")
    for pat in TEXT_PATTERNS:
        if pat.search(earlier_text):
            problems.append(f"{rid}: tool-result-like text in history ({pat.pattern})")


def main(argv):
    path = argv[1] if len(argv) > 1 else "/tmp/envs_m.jsonl"
    problems = []

    # the asks themselves
    if len(ASKS) != 220:
        problems.append(f"{len(ASKS)} asks, expected 220")
    for i, a in enumerate(ASKS, 1):
        if a["id"] != f"m{i:03d}":
            problems.append(f"ask {i}: id {a['id']}")
        if set(a) != {"id", "label", "lang", "kind", "text"}:
            problems.append(f"ask {a['id']}: keys")
        if a["label"] not in LABELS:
            problems.append(f"ask {a['id']}: label")
    labels = collections.Counter(a["label"] for a in ASKS)
    if labels["single_step"] != 110 or labels["long_horizon"] != 110:
        problems.append(f"label split {dict(labels)}")
    langs = collections.Counter(a["lang"] for a in ASKS)
    non_en = sum(v for k, v in langs.items() if k != "en")
    if non_en / len(ASKS) < 0.45:
        problems.append(f"non-English share {non_en / len(ASKS):.2f}")
    if len([k for k in langs if k != "en"]) < 10:
        problems.append("fewer than 10 non-English languages")
    if len(HISTORIES) < 60:
        problems.append(f"only {len(HISTORIES)} histories")
    for h in HISTORIES:
        if not 1 <= len(h["exchanges"]) <= 6:
            problems.append(f"history {h['id']}: {len(h['exchanges'])} exchanges")

    # the file
    with open(path, encoding="utf-8") as fh:
        file_lines = [l.rstrip("\n") for l in fh]
    records = [json.loads(l) for l in file_lines]
    fams = sorted(FAMILIES)
    if len(fams) != 20:
        problems.append(f"{len(fams)} families")
    expected_ids = [f"{f}:{a['id']}" for a in ASKS for f in fams]
    if [r.get("id") for r in records] != expected_ids:
        problems.append("record ids are not in ask-id order with families sorted")
    by_ask = {a["id"]: a for a in ASKS}
    seen = collections.Counter()
    for r in records:
        a = by_ask.get(r.get("ask_id"))
        if a is None:
            problems.append(f"{r.get('id')}: unknown ask")
            continue
        if r.get("id") != f"{r.get('family')}:{r.get('ask_id')}":
            problems.append(f"{r.get('id')}: id does not match family:ask_id")
        seen[(r["ask_id"], r["family"])] += 1
        check_record(r, a, problems)
    for a in ASKS:
        for f in fams:
            if seen[(a["id"], f)] != 1:
                problems.append(f"{a['id']} x {f}: {seen[(a['id'], f)]} records")
    rl = collections.Counter(r["label"] for r in records)

    # determinism
    g1 = generate.lines()
    g2 = generate.lines()
    if g1 != g2:
        problems.append("two in-process generations differ")
    if g1 != file_lines:
        problems.append("file differs from a fresh generation")

    # report
    hist_kind = {h["id"]: h["kind"] for h in HISTORIES}
    mix = collections.Counter((r["label"], hist_kind[r["history_id"]]) for r in records)
    print(f"records: {len(records)}  families: {len(fams)}  asks: {len(ASKS)}  histories: {len(HISTORIES)}")
    print(f"labels (asks): {dict(labels)}  labels (records): {dict(rl)}")
    print(f"non-English asks: {non_en}/{len(ASKS)} = {non_en / len(ASKS):.1%} in {len([k for k in langs if k != 'en'])} languages")
    print("langs: " + ", ".join(f"{k}={v}" for k, v in langs.most_common()))
    print("turns: " + ", ".join(f"{k}={v}" for k, v in sorted(collections.Counter(r['turns'] for r in records).items())))
    print("label x history kind: " + ", ".join(f"{a}/{b}={v}" for (a, b), v in sorted(mix.items())))
    sizes = [len(json.dumps(r["body"], ensure_ascii=False).encode()) for r in records]
    print(f"body bytes: min {min(sizes)}  max {max(sizes)}  mean {sum(sizes) // len(sizes)}")
    print("determinism: two in-process generations identical and equal to the file" if not any(
        "generation" in p for p in problems) else "determinism: FAILED")
    if problems:
        print(f"PROBLEMS ({len(problems)}):")
        for p in problems[:60]:
            print("  " + p)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
