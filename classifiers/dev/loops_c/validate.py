#!/usr/bin/env python3
"""Validate loops_c.jsonl: every record parses, has the required fields, a consistent wire shape and label;
print counts by family x shape x label and some distribution checks. Exit code 1 on any error."""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "loops_c.jsonl")
REQ = ["id", "family", "shape", "endpoint", "headers", "body", "label", "lang"]
LONG_SHAPES = {"loop", "retry", "followup", "first_long"}


def check_chat(b, errs, rid):
    msgs = b.get("messages")
    if not isinstance(msgs, list) or not msgs:
        errs.append((rid, "no messages"))
        return
    pending = set()
    for m in msgs:
        if m.get("role") not in ("system", "developer", "user", "assistant", "tool"):
            errs.append((rid, f"bad role {m.get('role')}"))
        for tc in m.get("tool_calls") or []:
            pending.add(tc["id"])
            json.loads(tc["function"]["arguments"])
        if m.get("role") == "tool":
            if m.get("tool_call_id") not in pending:
                errs.append((rid, "tool message without matching call"))
    called = {tc["id"] for m in msgs for tc in (m.get("tool_calls") or [])}
    answered = {m["tool_call_id"] for m in msgs if m.get("role") == "tool"}
    if called - answered:
        errs.append((rid, "tool call without result"))


def check_anthropic(b, errs, rid):
    msgs = b.get("messages")
    if not msgs or msgs[0]["role"] != "user":
        errs.append((rid, "anthropic must start with user"))
        return
    for i, m in enumerate(msgs):
        if isinstance(m["content"], list):
            uses = [c["id"] for c in m["content"] if c.get("type") == "tool_use"]
            if uses:
                nxt = msgs[i + 1] if i + 1 < len(msgs) else None
                got = {c.get("tool_use_id") for c in (nxt["content"] if nxt and isinstance(nxt["content"], list) else [])}
                if set(uses) - got:
                    errs.append((rid, "tool_use without tool_result in next message"))
        if i and msgs[i - 1]["role"] == m["role"]:
            errs.append((rid, "anthropic roles must alternate"))


def check_responses(b, errs, rid):
    items = b.get("input")
    if not isinstance(items, list) or not items:
        errs.append((rid, "no input items"))
        return
    calls = {it["call_id"] for it in items if it.get("type") in ("function_call", "local_shell_call")}
    outs = {it["call_id"] for it in items if it.get("type") == "function_call_output"}
    if calls != outs:
        errs.append((rid, "function_call / output mismatch"))


def last_is_result(rec):
    b, ep = rec["body"], rec["endpoint"]
    if ep.startswith("/v1/messages"):
        c = b["messages"][-1]["content"]
        return isinstance(c, list) and any(x.get("type") == "tool_result" for x in c)
    if ep == "/v1/responses":
        return b["input"][-1].get("type") == "function_call_output"
    if ep == "/v1/completions":
        return b["prompt"].rstrip().endswith("Thought:")
    last = b["messages"][-1]
    if last["role"] == "assistant":  # crewAI appends "Observation: ..." to the assistant's own text
        return rec["family"] == "crewai" and "\nObservation:" in last["content"]
    return last["role"] in ("tool", "user", "system")


MARKERS = ["Result:", "<returncode>", "Observation", "exitcode:", "Command ", "Ran command", "<tool_response>", "I ran this command",
           "Result of ", "reproducer", "Output from", "/run ", "returned:", "TOOL RESULT", "Tool output", "<tool_output>", "# Diffs:",
           "Output:", "\"role\": \"tool\"", "role=\"tool\"", "## Running:", "SEARCH/REPLACE block did not apply", "Patch successfully", "Saved to"]


def carries_results(rec):
    b, ep = rec["body"], rec["endpoint"]
    if ep.startswith("/v1/messages"):
        if any(isinstance(m["content"], list) and any(p.get("type") == "tool_result" for p in m["content"]) for m in b["messages"]):
            return True
        blob = "\n".join(text_of(m["content"]) for m in b["messages"])
        return any(m in blob for m in MARKERS)
    if ep == "/v1/responses":
        return any(it.get("type") == "function_call_output" for it in b["input"])
    if ep == "/v1/completions":
        return "Observation:" in b["prompt"]
    if any(m.get("role") == "tool" for m in b["messages"]):
        return True
    roles = ("user", "system", "assistant") if rec["family"] == "crewai" else ("user", "system")
    ms = b["messages"] if b["messages"][0].get("role") != "system" else b["messages"][1:]
    blob = "\n".join(text_of(m.get("content")) for m in ms if m.get("role") in roles)
    return any(m in blob for m in MARKERS)


def text_of(c):
    if isinstance(c, str):
        return c
    if isinstance(c, list):
        return "\n".join(p.get("text", "") if isinstance(p, dict) else str(p) for p in c)
    return ""


def main():
    errs, n = [], 0
    by = collections.Counter()
    fam_c, shape_c, label_c, lang_c, ep_c = (collections.Counter() for _ in range(5))
    sizes = []
    ids = set()
    with open(PATH, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                r = json.loads(line)
            except Exception as e:  # noqa: BLE001
                errs.append((ln, f"json: {e}"))
                continue
            n += 1
            for k in REQ:
                if k not in r:
                    errs.append((ln, f"missing {k}"))
            rid = r.get("id")
            if rid in ids:
                errs.append((rid, "duplicate id"))
            ids.add(rid)
            if any(k != k.lower() for k in r["headers"]):
                errs.append((rid, "header key not lower-case"))
            if r["label"] not in ("single_step", "long_horizon"):
                errs.append((rid, "bad label"))
            exp = "long_horizon" if r["shape"] in LONG_SHAPES else "single_step"
            if r["label"] != exp:
                errs.append((rid, f"label {r['label']} inconsistent with shape {r['shape']}"))
            ep, b = r["endpoint"], r["body"]
            if ep == "/v1/chat/completions":
                check_chat(b, errs, rid)
            elif ep.startswith("/v1/messages"):
                check_anthropic(b, errs, rid)
            elif ep == "/v1/responses":
                check_responses(b, errs, rid)
            elif ep == "/v1/completions":
                if not isinstance(b.get("prompt"), str):
                    errs.append((rid, "no prompt"))
            else:
                errs.append((rid, f"unknown endpoint {ep}"))
            if r["shape"] == "loop" and not last_is_result(r):
                errs.append((rid, "loop record does not end with a result/observation"))
            if not r["shape"].startswith("first") and not carries_results(r):
                errs.append((rid, "mid-loop/side record carries no prior tool results"))
            if r["shape"].startswith("first") and r["endpoint"] != "/v1/completions" and carries_results(r) and r["family"] not in ("aider",):
                errs.append((rid, "first-turn record carries tool results"))
            by[(r["family"], r["shape"], r["label"])] += 1
            fam_c[r["family"]] += 1
            shape_c[r["shape"]] += 1
            label_c[r["label"]] += 1
            lang_c[r["lang"]] += 1
            ep_c[ep.split("?")[0]] += 1
            sizes.append(len(json.dumps(b, ensure_ascii=False)))
    print(f"records: {n}   errors: {len(errs)}")
    for e in errs[:30]:
        print("  ERR", e)
    print("\nlabels:", dict(label_c))
    print("endpoints:", dict(ep_c))
    print("langs:", dict(lang_c.most_common()))
    print("shapes:", dict(shape_c.most_common()))
    loop = shape_c["loop"] / n
    side = sum(v for k, v in shape_c.items() if k.startswith("side_")) / n
    first = (shape_c["first_single"] + shape_c["first_long"]) / n
    print(f"loop share {loop:.1%} (>=55%)  side share {side:.1%} (~30%)  first-turn share {first:.1%} (<=15%)")
    sizes.sort()
    print(f"body chars: min {sizes[0]}  median {sizes[len(sizes) // 2]}  p95 {sizes[int(len(sizes) * .95)]}  max {sizes[-1]}")
    print(f"\nfamilies ({len(fam_c)}):")
    shapes = sorted(shape_c)
    print("family".ljust(20) + "".join(s[:13].rjust(14) for s in shapes) + "   single  long")
    for f in sorted(fam_c):
        row = f.ljust(20) + "".join(str(sum(v for (ff, ss, _), v in by.items() if ff == f and ss == s)).rjust(14) for s in shapes)
        row += str(sum(v for (ff, _, l), v in by.items() if ff == f and l == "single_step")).rjust(9)
        row += str(sum(v for (ff, _, l), v in by.items() if ff == f and l == "long_horizon")).rjust(6)
        print(row)
    ok = not errs and loop >= 0.55 and first <= 0.15 and len(fam_c) >= 20 and n >= 2000
    print("\nOK" if ok else "\nFAILED")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
