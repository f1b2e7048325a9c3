#!/usr/bin/env python3
"""Validate a loops_d JSONL file: required fields, labels, endpoint/body consistency, sizes; print counts.

Usage: python3 validate.py [PATH]   (default: loops_d.jsonl). Exit code 1 on any error.
"""
import collections
import json
import re
import sys

LABELS = {"single_step", "long_horizon"}
FIELDS = ["id", "family", "shape", "endpoint", "headers", "body", "label", "task", "ask_id"]
PLAIN_EPS = {"/v1/chat/completions", "/v1/messages", "/v1/responses", "/v1/completions"}
GEMINI_RE = re.compile(r"^/v1beta/models/[A-Za-z0-9._-]+:streamGenerateContent$")
# families of part A (text-protocol agent loops); every other family is part B (people)
PART_A = {"mini_swe_bash", "swe_agent_text", "react_chat", "react_completions", "smolagents_code", "open_interpreter_text",
          "autogpt_json", "aider_run", "cline_xml", "openhands_codeact", "autogen_exec", "hermes_text_tools", "sql_react_agent",
          "web_browser_agent", "terminal_autorun", "planner_executor", "flattened_tool_history", "gemini_text_agent",
          "anthropic_xml_agent", "jupyter_kernel_agent", "homemade_script_agent", "prose_report_harness", "pair_ran"}
MAX_BODY = 60_000
KEY_HEADERS = ("authorization", "x-api-key", "x-goog-api-key")


def check_body(ep, body, errs, rid):
    def err(m):
        errs.append(f"{rid}: {m}")

    if not isinstance(body, dict):
        err("body is not an object")
        return
    size = len(json.dumps(body, ensure_ascii=False).encode("utf-8"))
    if size >= MAX_BODY:
        err(f"body is {size} bytes (limit {MAX_BODY})")
    if ep == "/v1/chat/completions":
        ms = body.get("messages")
        if not isinstance(body.get("model"), str) or not isinstance(ms, list) or not ms:
            err("chat body needs model and non-empty messages")
            return
        for m in ms:
            if m.get("role") not in ("system", "user", "assistant", "developer", "tool"):
                err(f"bad role {m.get('role')}")
            if not isinstance(m.get("content"), (str, list)):
                err("message content must be str or list")
        if ms[-1]["role"] not in ("user", "system"):
            err("last chat message must be user (or a trailing system reminder)")
        if not (2 <= len(ms) <= 30):
            err(f"chat message count {len(ms)} outside 2..30")
    elif ep == "/v1/messages":
        ms = body.get("messages")
        if not isinstance(body.get("model"), str) or not isinstance(body.get("max_tokens"), int) or not isinstance(ms, list) or not ms:
            err("messages body needs model, max_tokens, messages")
            return
        for a, b in zip(ms, ms[1:]):
            if a["role"] == b["role"]:
                err("consecutive same-role messages in /v1/messages")
        if ms[0]["role"] != "user" or ms[-1]["role"] != "user":
            err("/v1/messages must start and end with user")
        if not (1 <= len(ms) <= 30):
            err(f"message count {len(ms)} outside 1..30")
    elif ep == "/v1/responses":
        inp = body.get("input")
        if not isinstance(body.get("model"), str) or not isinstance(inp, (list, str)) or not inp:
            err("responses body needs model and input")
            return
        if isinstance(inp, list) and inp[-1].get("role") != "user":
            err("last input item must be a user message")
    elif ep == "/v1/completions":
        if not isinstance(body.get("model"), str) or not isinstance(body.get("prompt"), str) or not body["prompt"]:
            err("completions body needs model and prompt")
    elif GEMINI_RE.match(ep):
        cs = body.get("contents")
        if not isinstance(cs, list) or not cs:
            err("gemini body needs contents")
            return
        for c in cs:
            if c.get("role") not in ("user", "model") or not isinstance(c.get("parts"), list):
                err("bad gemini content item")
        if cs[-1]["role"] != "user":
            err("last gemini content must be user")
    else:
        err(f"unknown endpoint {ep}")


def main(argv):
    path = argv[1] if len(argv) > 1 else "loops_d.jsonl"
    errs = []
    recs = []
    with open(path, encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            line = line.strip()
            if not line:
                continue
            try:
                recs.append(json.loads(line))
            except json.JSONDecodeError as e:
                errs.append(f"line {n}: invalid JSON ({e})")
    ids = set()
    for r in recs:
        rid = r.get("id", "?")
        for f in FIELDS:
            if f not in r:
                errs.append(f"{rid}: missing field {f}")
        if set(r) - set(FIELDS):
            errs.append(f"{rid}: unexpected fields {sorted(set(r) - set(FIELDS))}")
        if rid in ids:
            errs.append(f"{rid}: duplicate id")
        ids.add(rid)
        if r.get("label") not in LABELS:
            errs.append(f"{rid}: bad label {r.get('label')}")
        if r.get("ask_id") is not None:
            errs.append(f"{rid}: ask_id must be null")
        for f in ("family", "shape", "task"):
            if not isinstance(r.get(f), str) or not r.get(f):
                errs.append(f"{rid}: {f} must be a non-empty string")
        ep = r.get("endpoint")
        if not isinstance(ep, str) or not (ep in PLAIN_EPS or GEMINI_RE.match(ep)):
            errs.append(f"{rid}: bad endpoint {ep}")
        h = r.get("headers")
        if not isinstance(h, dict) or not h:
            errs.append(f"{rid}: headers must be a non-empty object")
        else:
            for k, v in h.items():
                if k != k.lower():
                    errs.append(f"{rid}: header {k} is not lower-case")
                if not isinstance(v, str):
                    errs.append(f"{rid}: header {k} value is not a string")
            keys = [h[k] for k in KEY_HEADERS if k in h]
            if not keys:
                errs.append(f"{rid}: no auth header")
            for v in keys:
                if "FAKE" not in v:
                    errs.append(f"{rid}: auth header does not look fake")
        if isinstance(ep, str):
            check_body(ep, r.get("body"), errs, rid)

    fam = collections.Counter((r["family"], r["label"]) for r in recs)
    shp = collections.Counter(r["shape"] for r in recs)
    lab = collections.Counter(r["label"] for r in recs)
    eps = collections.Counter(re.sub(r"models/[^:]+:", "models/<model>:", r["endpoint"]) for r in recs)
    langs = collections.Counter(m.group(1) for r in recs for m in [re.match(r"^\[([a-z]{2})\]", r["task"])] if m)
    print(f"records: {len(recs)}")
    print("labels:", dict(lab))
    for part in ("A", "B"):
        pc = collections.Counter(r["label"] for r in recs if (r["family"] in PART_A) == (part == "A"))
        side = sum(1 for r in recs if r["family"] in PART_A and r["shape"].startswith("side_"))
        extra = f", side calls {side}" if part == "A" else ""
        print(f"part {part}: {sum(pc.values())} records, single_step {pc['single_step']}, long_horizon {pc['long_horizon']}{extra}")
    print("\nper family (single_step / long_horizon):")
    for f in sorted({f for f, _ in fam}):
        print(f"  {f:28s} {fam[(f, 'single_step')]:5d} {fam[(f, 'long_horizon')]:5d}")
    print("\nendpoints:", dict(eps))
    if langs:
        tot = sum(langs.values())
        print(f"\nperson-message languages (part B): {len(langs)} languages, non-English {100 * (tot - langs.get('en', 0)) / tot:.1f}%")
        print("  " + ", ".join(f"{k}={v}" for k, v in langs.most_common()))
    print(f"\nshapes: {len(shp)} distinct")
    for s, c in shp.most_common():
        print(f"  {c:4d}  {s}")
    if errs:
        print(f"\n{len(errs)} ERROR(S):", file=sys.stderr)
        for e in errs[:50]:
            print("  " + e, file=sys.stderr)
        return 1
    print("\nOK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
