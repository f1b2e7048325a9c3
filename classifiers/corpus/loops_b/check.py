"""Self-check: python -m loops_b.check  (exit 1 on failure)."""
import collections
import json
import sys

from . import ISSUE_ONLY, generate
from .asks import ASKS

LABELS = {"single_step", "long_horizon"}
EPS = {"/v1/chat/completions", "/v1/messages", "/v1/responses", "/v1/completions"}
FIXED = {"loop": "long_horizon", "loop_step": "long_horizon", "retry": "long_horizon", "nudge": "long_horizon", "side": "single_step"}
errors = []


def err(msg):
    errors.append(msg)


def strings(o):
    if isinstance(o, str):
        yield o
    elif isinstance(o, dict):
        for v in o.values():
            yield from strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from strings(v)


def check_body(r):
    ep, b, rid = r["endpoint"], r["body"], r["id"]
    if not isinstance(b.get("model"), str):
        err(f"{rid}: no model")
    if ep == "/v1/chat/completions":
        ids = set()
        msgs = b.get("messages")
        if not msgs:
            return err(f"{rid}: no messages")
        for m in msgs:
            if m["role"] not in ("system", "developer", "user", "assistant", "tool"):
                err(f"{rid}: role {m['role']}")
            for tc in m.get("tool_calls") or []:
                ids.add(tc["id"])
                json.loads(tc["function"]["arguments"])
            if m["role"] == "tool" and m["tool_call_id"] not in ids:
                err(f"{rid}: orphan tool message")
        if "tools" in b:
            for t in b["tools"]:
                if t.get("type") != "function" or "parameters" not in t["function"]:
                    err(f"{rid}: bad tool")
    elif ep == "/v1/messages":
        ids = set()
        if not isinstance(b.get("max_tokens"), int):
            err(f"{rid}: anthropic without max_tokens")
        msgs = b["messages"]
        if msgs[0]["role"] != "user":
            err(f"{rid}: anthropic first message not user")
        for m in msgs:
            if isinstance(m["content"], list):
                for blk in m["content"]:
                    if blk["type"] == "tool_use":
                        ids.add(blk["id"])
                    if blk["type"] == "tool_result" and blk["tool_use_id"] not in ids:
                        err(f"{rid}: orphan tool_result")
                    if blk["type"] == "tool_result" and m["role"] != "user":
                        err(f"{rid}: tool_result outside user")
        for t in b.get("tools", []):
            if "input_schema" not in t:
                err(f"{rid}: bad anthropic tool")
    elif ep == "/v1/responses":
        ids = set()
        for it in b["input"]:
            if it.get("type") == "function_call":
                ids.add(it["call_id"])
                json.loads(it["arguments"])
            if it.get("type") == "function_call_output" and it["call_id"] not in ids and "previous_response_id" not in b:
                err(f"{rid}: orphan function_call_output")
    elif ep == "/v1/completions":
        if not isinstance(b.get("prompt"), str):
            err(f"{rid}: completions without prompt")
    else:
        err(f"{rid}: endpoint {ep}")


def check_record(r, ask_pair=None):
    for k in ("id", "family", "shape", "endpoint", "headers", "body", "label", "ask", "lang", "kind"):
        if k not in r:
            err(f"missing {k}")
            return
    if r["label"] not in LABELS:
        err(f"{r['id']}: label {r['label']}")
    if r["endpoint"] not in EPS:
        err(f"{r['id']}: endpoint")
    if any(k != k.lower() or not isinstance(v, str) for k, v in r["headers"].items()):
        err(f"{r['id']}: headers not lower-case str")
    json.loads(json.dumps(r, ensure_ascii=False))
    check_body(r)
    if r["shape"] in FIXED and r["label"] != FIXED[r["shape"]]:
        err(f"{r['id']}: shape {r['shape']} got {r['label']}")
    if r["shape"] in ("first", "followup") and ask_pair is not None and r["label"] != ask_pair[1]:
        err(f"{r['id']}: first/followup label differs from ask label")
    if r["ask"] is not None and not any(r["ask"] in s for s in strings(r["body"])):
        err(f"{r['id']}: ask text not verbatim in body ({r['family']}/{r['shape']})")
    if ask_pair is not None and r["ask"] != ask_pair[0]:
        err(f"{r['id']}: ask not the supplied one")


def main():
    recs = list(generate(4000, 7))
    for r in recs:
        check_record(r)
    # determinism
    a = [json.dumps(r, sort_keys=True) for r in generate(300, 11)]
    b = [json.dumps(r, sort_keys=True) for r in generate(300, 11)]
    if a != b:
        err("not deterministic")
    if [json.dumps(r, sort_keys=True) for r in generate(50, 12)] == b[:50]:
        err("seed has no effect")
    # ids unique
    if len({r["id"] for r in recs}) != len(recs):
        err("duplicate ids")
    # asks= path, n=1, many seeds
    supplied = [("Write a regex for ISO dates.", "single_step"), ("Fix the failing test in tests/", "long_horizon"),
                ("Erkläre mir kurz, was `git worktree` macht.", "single_step"), ("把项目迁移到 Rust。", "long_horizon")]
    seen = collections.Counter()
    for i in range(1200):
        pair = supplied[i % len(supplied)]
        out = list(generate(1, 1000 + i, asks=[pair]))
        if len(out) != 1:
            err("n=1 did not yield one record")
            continue
        check_record(out[0], pair)
        seen[(out[0]["shape"], out[0]["label"])] += 1
    if list(generate(1, 5, asks=[("x", "single_step")]))[0]["ask"] != "x":
        err("asks path ignores text")
    # balance per family and shape coverage
    fam = collections.defaultdict(collections.Counter)
    shapes = collections.Counter()
    for r in recs:
        fam[r["family"]][r["label"]] += 1
        shapes[r["shape"]] += 1
    if len(fam) < 14:
        err(f"only {len(fam)} families")
    for f, c in sorted(fam.items()):
        share = c["single_step"] / sum(c.values())
        low = 0.25 if f in ISSUE_ONLY else 0.38  # repair pipelines' first turns are issues only (README)
        if not low <= share <= 0.62:
            err(f"family {f} single share {share:.2f}")
    for s in ("first", "loop", "loop_step", "side", "retry", "nudge", "followup"):
        if shapes[s] == 0:
            err(f"shape {s} never produced")
    if len(ASKS) < 300 or abs(sum(a[1] == "single_step" for a in ASKS) - len(ASKS) / 2) > 5:
        err("ask pool too small or unbalanced")
    sizes = sorted(len(json.dumps(r["body"])) for r in recs)
    print(f"records: {len(recs)}  families: {len(fam)}  body bytes p50={sizes[len(sizes) // 2]} p99={sizes[int(len(sizes) * .99)]} max={sizes[-1]}")
    print("asks= path shapes:", dict(seen))
    if errors:
        for e in errors[:40]:
            print("FAIL", e)
        print(f"{len(errors)} failures")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
