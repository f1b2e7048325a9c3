"""Validate the envs_g set. Exits 1 on any problem.

usage: python3 validate.py [RECORDS.jsonl]
Without an argument the records are built in memory by generate.py (twice, to check that
the output is byte-identical). With an argument, that file is checked as well and must be
byte-identical to a fresh generation.
"""
import collections
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from asks import ASKS  # noqa: E402
from envelopes import ENVELOPES  # noqa: E402
import generate  # noqa: E402

FIELDS = ("id", "ask_id", "family", "endpoint", "headers", "body", "label", "ask", "lang", "kind")
LABELS = {"single_step", "long_horizon"}
SIZES = {"short", "medium", "long"}
MAX_BODY = 200 * 1024

# Anything that would make a record a non-first turn.
BAD_ROLES = {"tool", "function", "ipython"}
BAD_TYPES = {"tool_result", "tool_use", "function_call", "function_call_output", "custom_tool_call",
             "custom_tool_call_output", "web_search_call", "server_tool_use", "web_search_tool_result",
             "mcp_call", "computer_call", "computer_call_output", "reasoning"}
BAD_KEYS = {"tool_calls", "function_call", "functionCall", "functionResponse", "function_response",
            "tool_call_id", "tool_use_id", "previous_response_id"}
BAD_TEXT = [re.compile(p) for p in (
    r"\[tool\]\s*Result:", r"(?m)^\s*Observation\s*:", r"<tool_result>", r"<function_results>",
    r"(?i)\bexit code:?\s*\d", r"(?m)^\s*Action Input\s*:", r"\[(?:execute_command|read_file|write_to_file)[^\]]*\] Result",
    r"<environment_details>", r"(?i)\breturn code\s*[:=]\s*\d",
)]
KEYISH_HEADER = re.compile(r"(key|auth|token|secret|cookie|signature|password)", re.I)
KEYISH_VALUE = re.compile(r"^(Bearer\s|Basic\s|sk-|sk_|AIza|ghp_|ghu_|gho_|xox[bap]-)", re.I)


def walk(node, path="body"):
    if isinstance(node, dict):
        for k, v in node.items():
            yield from walk(v, f"{path}.{k}")
        yield ("dict", path, node)
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from walk(v, f"{path}[{i}]")
    elif isinstance(node, str):
        yield ("str", path, node)


def check_record(r, asks_by_id, problems):
    rid = r.get("id", "?")
    for f in FIELDS:
        if f not in r:
            problems.append(f"{rid}: missing field {f}")
            return
    if set(r) != set(FIELDS):
        problems.append(f"{rid}: unexpected fields {sorted(set(r) - set(FIELDS))}")
    a = asks_by_id.get(r["ask_id"])
    if a is None:
        problems.append(f"{rid}: unknown ask_id")
        return
    if r["id"] != f"{r['family']}:{r['ask_id']}":
        problems.append(f"{rid}: id is not family:ask_id")
    if r["family"] not in ENVELOPES:
        problems.append(f"{rid}: unknown family")
    if r["label"] not in LABELS or r["label"] != a["label"]:
        problems.append(f"{rid}: bad label {r['label']!r}")
    for k in ("ask", "lang", "kind"):
        if r[k] != a[{"ask": "text"}.get(k, k)]:
            problems.append(f"{rid}: {k} differs from ASKS")
    if not (isinstance(r["endpoint"], str) and r["endpoint"].startswith("/")):
        problems.append(f"{rid}: endpoint must be a path")
    if not isinstance(r["body"], dict):
        problems.append(f"{rid}: body is not an object")
        return
    # headers
    if not isinstance(r["headers"], dict):
        problems.append(f"{rid}: headers not an object")
    else:
        for k, v in r["headers"].items():
            if k != k.lower():
                problems.append(f"{rid}: header key not lower-case: {k}")
            if not isinstance(v, str):
                problems.append(f"{rid}: header {k} not a string")
                continue
            if (KEYISH_HEADER.search(k) or KEYISH_VALUE.search(v)) and "FAKE" not in v:
                problems.append(f"{rid}: header {k} looks like a credential but is not marked FAKE")
    # ask verbatim in some string of the body (so also JSON-escaped in the serialized body)
    strings = [s for kind, _, s in walk(r["body"]) if kind == "str"]
    if not any(r["ask"] in s for s in strings):
        problems.append(f"{rid}: ask text not found verbatim in body")
    esc = json.dumps(r["ask"], ensure_ascii=False)[1:-1]
    if esc not in json.dumps(r["body"], ensure_ascii=False):
        problems.append(f"{rid}: JSON-escaped ask not found in serialized body")
    # first turn only
    n_assistant = 0
    for kind, path, node in walk(r["body"]):
        if kind == "dict":
            role = node.get("role")
            if isinstance(role, str) and role.lower() in BAD_ROLES:
                problems.append(f"{rid}: tool-like role {role!r} at {path}")
            if role in ("assistant", "model"):
                n_assistant += 1
            t = node.get("type")
            if isinstance(t, str) and t in BAD_TYPES:
                problems.append(f"{rid}: item type {t!r} at {path}")
            for bk in BAD_KEYS & set(node):
                problems.append(f"{rid}: key {bk!r} at {path}")
        else:
            for pat in BAD_TEXT:
                if pat.search(node):
                    problems.append(f"{rid}: tool-output-like text /{pat.pattern}/ at {path}")
    if n_assistant:
        problems.append(f"{rid}: has {n_assistant} assistant turns (first turns only)")
    size = len(json.dumps(r["body"], ensure_ascii=False).encode("utf-8"))
    if size >= MAX_BODY:
        problems.append(f"{rid}: body {size} bytes >= 200 KB")


def main(argv):
    problems = []
    # asks
    ids = [a["id"] for a in ASKS]
    if len(ids) != len(set(ids)):
        problems.append("duplicate ask ids")
    texts = [a["text"] for a in ASKS]
    if len(texts) != len(set(texts)):
        problems.append("duplicate ask texts")
    for a in ASKS:
        for k in ("id", "text", "label", "lang", "kind", "size"):
            if not a.get(k):
                problems.append(f"ask {a.get('id')}: missing {k}")
        if a.get("label") not in LABELS:
            problems.append(f"ask {a['id']}: bad label")
        if not re.fullmatch(r"[a-z]{2}", a.get("lang", "")):
            problems.append(f"ask {a['id']}: lang not ISO 639-1")
        if a.get("size") not in SIZES:
            problems.append(f"ask {a['id']}: bad size")
        if a.get("size") == "long" and "\n" not in a["text"]:
            problems.append(f"ask {a['id']}: long ask without pasted material")
        for pat in BAD_TEXT:
            if pat.search(a["text"]):
                problems.append(f"ask {a['id']}: tool-output-like text /{pat.pattern}/")
    lab = collections.Counter(a["label"] for a in ASKS)
    if abs(lab["single_step"] - lab["long_horizon"]) > 0.02 * len(ASKS):
        problems.append(f"labels not balanced: {dict(lab)}")
    langs = collections.Counter(a["lang"] for a in ASKS)
    if len([l for l in langs if l != "en"]) < 10:
        problems.append("fewer than 10 non-English languages")
    for lg, n in langs.items():
        per = collections.Counter(a["label"] for a in ASKS if a["lang"] == lg)
        if lg != "en" and n >= 4 and min(per["single_step"], per["long_horizon"]) == 0:
            problems.append(f"language {lg} has only one label")

    # records
    data1 = generate.serialize(generate.build_records())
    data2 = generate.serialize(generate.build_records())
    if data1 != data2:
        problems.append("generation is not deterministic")
    if len(argv) > 1:
        with open(argv[1], encoding="utf-8") as f:
            if f.read() != data1:
                problems.append(f"{argv[1]} differs from a fresh generation")
    records = [json.loads(line) for line in data1.splitlines()]
    asks_by_id = {a["id"]: a for a in ASKS}
    for r in records:
        check_record(r, asks_by_id, problems)
    pairs = collections.Counter((r["ask_id"], r["family"]) for r in records)
    if len(pairs) != len(ASKS) * len(ENVELOPES) or any(v != 1 for v in pairs.values()):
        problems.append("not exactly one record per (ask, family)")
    if len({r["id"] for r in records}) != len(records):
        problems.append("duplicate record ids")
    endpoints = collections.Counter(re.sub(r"/models/[^/:]+:", "/models/{model}:", r["endpoint"]) for r in records)
    if len(endpoints) < 5:
        problems.append(f"fewer than 5 distinct endpoints: {sorted(endpoints)}")
    rl = collections.Counter(r["label"] for r in records)
    if rl["single_step"] != lab["single_step"] * len(ENVELOPES) or rl["long_horizon"] != lab["long_horizon"] * len(ENVELOPES):
        problems.append("record labels do not match ask labels x families")

    if problems:
        for p in problems[:200]:
            print("PROBLEM:", p)
        print(f"{len(problems)} problem(s)")
        return 1
    sizes = [len(json.dumps(r["body"], ensure_ascii=False).encode()) for r in records]
    print(f"OK: {len(records)} records, {len(ASKS)} asks x {len(ENVELOPES)} families; labels {dict(rl)}")
    print(f"languages {dict(langs)}")
    print(f"endpoints {dict(endpoints)}")
    print(f"body bytes min {min(sizes)} median {sorted(sizes)[len(sizes)//2]} max {max(sizes)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
