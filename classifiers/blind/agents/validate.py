#!/usr/bin/env python3
"""Sanity checks for agents.jsonl (structure, label consistency with shapes, counts)."""
import json, collections, sys, os
P = os.path.join(os.path.dirname(os.path.abspath(__file__)), "agents.jsonl")
rs = [json.loads(l) for l in open(P, encoding="utf-8")]
EP = {"/v1/chat/completions", "/v1/completions", "/v1/responses", "/v1/messages"}
ids = set(); errs = []
SIDE = ("compaction", "summary", "condense", "title", "topic", "commit_msg_side")
def has_tool_results(b):
    s = json.dumps(b, ensure_ascii=False)
    return any(k in s for k in ('"role": "tool"', '"tool_result"', '"function_call_output"', "Observation:", "<returncode>", "] Result:", "# 1 edit block could not be applied", "# Please fix the lint errors"))
for r in rs:
    for k in ("id", "family", "shape", "endpoint", "headers", "body", "label", "task"):
        if k not in r: errs.append((r.get("id"), "missing " + k))
    if r["id"] in ids: errs.append((r["id"], "dup id"))
    ids.add(r["id"])
    if r["endpoint"] not in EP: errs.append((r["id"], "endpoint"))
    if r["label"] not in ("single_step", "long_horizon"): errs.append((r["id"], "label"))
    if any(h != h.lower() for h in r["headers"]): errs.append((r["id"], "header case"))
    b = r["body"]
    if r["endpoint"] == "/v1/messages" and not isinstance(b.get("messages"), list): errs.append((r["id"], "messages"))
    if r["endpoint"] == "/v1/responses" and "input" not in b: errs.append((r["id"], "input"))
    if r["endpoint"] == "/v1/completions" and "prompt" not in b: errs.append((r["id"], "prompt"))
    if r["label"] == "single_step" and has_tool_results(b) and not any(x in r["shape"] for x in SIDE):
        # a ReAct/smol system prompt mentions "Observation:" as layout; check only non-system text
        txt = json.dumps([m for m in b.get("messages", []) if m.get("role") not in ("system",)] if "messages" in b else b.get("prompt", "").split("Begin!")[-1], ensure_ascii=False)
        if has_tool_results({"x": txt}) and "Observation: the result" not in txt:
            errs.append((r["id"], "single with tool results: " + r["shape"]))
print("records", len(rs), "errors", len(errs))
for e in errs[:20]: print(e)
fam = collections.Counter((r["family"], r["label"]) for r in rs)
for f in sorted(set(r["family"] for r in rs)):
    print("%-16s single=%3d long=%3d" % (f, fam[(f, "single_step")], fam[(f, "long_horizon")]))
print(dict(collections.Counter(r["label"] for r in rs)))
sizes = [len(json.dumps(r["body"], ensure_ascii=False).encode()) for r in rs]
print("bodies >=40KB:", sum(s >= 40000 for s in sizes), " 40-120KB:", sum(40000 <= s <= 120000 for s in sizes), " max KB:", max(sizes) // 1000)
sys.exit(1 if errs else 0)
