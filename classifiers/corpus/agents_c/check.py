"""Self-check: python -m agents_c.check  (runs in a few seconds)."""
import collections
import json
import re
import sys
import time

from . import generate, FAMILY_NAMES

ENDPOINTS = {"/v1/chat/completions", "/v1/messages", "/v1/responses", "/v1/completions"}
CLASSES = ("first", "followup", "loop", "retry", "side")
NAME_RE = re.compile(r"^[a-zA-Z0-9_-]{1,64}$")
TEXT_RESULT_MARKERS = ("exitcode: ", "OBSERVATION:\n", "<returncode>", "Execution logs:", "Ran command: `", " returned: ",
                       "Observation: ", "<tool_output>", "[exit ", "exit_code: ", "Running Output", "Test Reports of Source Codes",
                       "produced this result", "previously completed tasks and their results", "commands were executed after",
                       "## Debug logs\n```text\n", "Comments on Codes", "Output from the tool:", "Context:\n```\n", "failed validation", "errors after the edit was applied", "failed after the changes were applied", "could not be applied",
                       "did not follow the required format", "Error:\nCode execution failed", "Invalid format:")


class Bad(Exception):
    pass


def need(cond, msg):
    if not cond:
        raise Bad(msg)


def _schema(p):
    need(isinstance(p, dict) and p.get("type") == "object" and isinstance(p.get("properties"), dict), "tool schema not an object schema")


def check_chat(b):
    need(isinstance(b.get("model"), str) and b["model"], "chat: model")
    msgs = b.get("messages")
    need(isinstance(msgs, list) and msgs, "chat: messages")
    names = None
    if "tools" in b:
        need(isinstance(b["tools"], list) and b["tools"], "chat: tools list")
        names = set()
        for t in b["tools"]:
            need(t.get("type") == "function" and NAME_RE.match(t["function"]["name"]), "chat: tool def")
            _schema(t["function"]["parameters"])
            names.add(t["function"]["name"])
    pending = []
    results = 0
    for m in msgs:
        role = m.get("role")
        need(role in ("system", "user", "assistant", "tool", "developer"), f"chat: role {role}")
        if role == "tool":
            need(m.get("tool_call_id") in pending, "chat: tool result without a pending call")
            pending.remove(m["tool_call_id"])
            need(isinstance(m.get("content"), str), "chat: tool content")
            results += 1
            continue
        need(not pending, "chat: tool calls not answered before next message")
        if role == "assistant" and m.get("tool_calls"):
            for tc in m["tool_calls"]:
                need(tc["type"] == "function" and isinstance(tc["function"]["arguments"], str), "chat: tool_call shape")
                json.loads(tc["function"]["arguments"])
                need(names is None or tc["function"]["name"] in names, "chat: call to undeclared tool")
                pending.append(tc["id"])
            need(m.get("content") is None or isinstance(m["content"], str), "chat: assistant content")
        else:
            need(isinstance(m.get("content"), (str, list)) and m["content"], f"chat: empty content for {role}")
        if "name" in m:
            need(NAME_RE.match(m["name"]), "chat: bad name")
    need(not pending, "chat: dangling tool calls")
    return results


def check_messages(b):
    need(isinstance(b.get("model"), str), "msgs: model")
    need(isinstance(b.get("max_tokens"), int) and b["max_tokens"] > 0, "msgs: max_tokens")
    msgs = b.get("messages")
    need(isinstance(msgs, list) and msgs and msgs[0]["role"] == "user", "msgs: must start with user")
    if "system" in b:
        s = b["system"]
        need(isinstance(s, str) or (isinstance(s, list) and all(x.get("type") == "text" and x.get("text") for x in s)), "msgs: system")
    names = None
    if "tools" in b:
        names = {t["name"] for t in b["tools"]}
        for t in b["tools"]:
            need(NAME_RE.match(t["name"]), "msgs: tool name")
            _schema(t["input_schema"])
    prev = None
    pending = set()
    results = 0
    for m in msgs:
        need(m["role"] in ("user", "assistant") and m["role"] != prev, "msgs: roles must alternate")
        prev = m["role"]
        need(isinstance(m["content"], list) and m["content"], "msgs: content blocks")
        if m["role"] == "user":
            seen_other = False
            got = set()
            for bl in m["content"]:
                if bl["type"] == "tool_result":
                    need(not seen_other, "msgs: tool_result after text")
                    need(bl["tool_use_id"] in pending, "msgs: orphan tool_result")
                    got.add(bl["tool_use_id"])
                    results += 1
                else:
                    need(bl["type"] in ("text", "image"), "msgs: user block type")
                    seen_other = True
            need(got == pending, "msgs: tool_use not answered in next user turn")
            pending = set()
        else:
            need(not pending, "msgs: unanswered tool_use")
            for bl in m["content"]:
                need(bl["type"] in ("text", "tool_use", "thinking"), "msgs: assistant block type")
                if bl["type"] == "tool_use":
                    need(isinstance(bl["input"], dict), "msgs: tool_use input")
                    need(names is None or bl["name"] in names, "msgs: undeclared tool")
                    pending.add(bl["id"])
                if bl["type"] == "text":
                    need(bl["text"], "msgs: empty text block")
    need(not pending, "msgs: dangling tool_use at end")
    return results


def check_responses(b):
    need(isinstance(b.get("model"), str), "resp: model")
    items = b.get("input")
    need(isinstance(items, (list, str)) and items, "resp: input")
    calls = set()
    results = 0
    if "tools" in b:
        for t in b["tools"]:
            need(t["type"] == "function" and NAME_RE.match(t["name"]), "resp: tool")
            _schema(t["parameters"])
    for it in items if isinstance(items, list) else []:
        t = it.get("type")
        need(t in ("message", "function_call", "function_call_output", "reasoning"), f"resp: item type {t}")
        if t == "message":
            need(it["role"] in ("user", "assistant", "system", "developer"), "resp: role")
            for p in it["content"]:
                need(p["type"] in (("output_text",) if it["role"] == "assistant" else ("input_text", "input_image")), "resp: part type")
        elif t == "function_call":
            json.loads(it["arguments"])
            calls.add(it["call_id"])
        elif t == "function_call_output":
            need(it["call_id"] in calls, "resp: output without call")
            results += 1
    return results


def check_completions(b):
    need(isinstance(b.get("model"), str), "comp: model")
    need(isinstance(b.get("prompt"), str) and b["prompt"].strip(), "comp: prompt")
    need("messages" not in b, "comp: messages present")
    return 0


def strings(o):
    if isinstance(o, str):
        yield o
    elif isinstance(o, dict):
        for v in o.values():
            yield from strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from strings(v)


def text_results(rec):
    b = rec["body"]
    if rec["endpoint"] == "/v1/completions":
        parts = [b["prompt"]]
    elif rec["endpoint"] == "/v1/chat/completions":
        parts = [m["content"] for i, m in enumerate(b["messages"]) if isinstance(m.get("content"), str) and not (i == 0 and m["role"] == "system")]
    elif rec["endpoint"] == "/v1/messages":
        parts = list(strings(b["messages"]))
    else:
        parts = list(strings(b["input"]))
    blob = "\n".join(parts)
    # a ReAct layout description mentions "Observation:" once; a transcript repeats it
    return any(mk in blob for mk in TEXT_RESULT_MARKERS if mk != "Observation: ") or blob.count("Observation: ") >= 2


def check_record(rec):
    for k in ("id", "family", "shape", "endpoint", "headers", "body", "label", "kind", "lang"):
        need(k in rec, f"missing {k}")
    need(rec["family"] in FAMILY_NAMES, "unknown family")
    need(rec["endpoint"] in ENDPOINTS, "endpoint")
    need(rec["shape"].split("_")[0] in CLASSES, "shape")
    need(rec["label"] in ("single_step", "long_horizon"), "label")
    need(all(k == k.lower() for k in rec["headers"]), "header names must be lower case")
    for k, v in rec["headers"].items():
        if k in ("authorization", "x-api-key"):
            need("placeholder" in v, "credential header must be a placeholder")
    need(re.fullmatch(r"[a-z]{2}|und", rec["lang"]) is not None, "lang")
    json.loads(json.dumps(rec["body"]))
    n = {"/v1/chat/completions": check_chat, "/v1/messages": check_messages, "/v1/responses": check_responses,
         "/v1/completions": check_completions}[rec["endpoint"]](rec["body"])
    cls = rec["shape"].split("_")[0]
    # label rule
    if cls in ("loop", "retry"):
        need(rec["label"] == "long_horizon", "loop/retry must be long_horizon")
        need(n > 0 or text_results(rec), "loop/retry must carry tool results")
    elif cls == "side":
        need(rec["label"] == "single_step", "side calls are single_step")
        need(rec["kind"] == "side_call", "side kind")
    else:
        if n > 0 or text_results(rec):
            need(rec["label"] == "long_horizon", f"{cls} carries tool results but is labelled single_step")


def main():
    t0 = time.time()
    errors = collections.Counter()
    recs = list(generate(2000, 1))
    dt = time.time() - t0
    seen = collections.Counter()
    shapes = collections.Counter()
    for rec in recs:
        try:
            check_record(rec)
        except Exception as e:  # noqa
            errors[f"{rec['family']}/{rec['shape']}: {e}"] += 1
        seen[(rec["family"], rec["shape"].split("_")[0])] += 1
        shapes[rec["shape"]] += 1
    missing = [(f, c) for f in FAMILY_NAMES for c in CLASSES if not seen[(f, c)]]
    labels = collections.Counter(r["label"] for r in recs)
    langs = collections.Counter(r["lang"] for r in recs)
    # determinism
    a = [json.dumps(r, sort_keys=True) for r in generate(300, 7)]
    b = [json.dumps(r, sort_keys=True) for r in generate(300, 7)]
    det = a == b
    diff = a != [json.dumps(r, sort_keys=True) for r in generate(300, 8)]
    # supplied asks
    samples = [("write a regex for ISO dates", "single_step"), ("fix the failing tests", "long_horizon"),
               ("Erkläre mir bitte, was `git rebase --onto` macht", "single_step"), ("把项目迁移到 Python 3.12 并修复所有测试", "long_horizon"),
               ("the CI is red, make it green", "long_horizon"), ("¿Qué hace este código? print(sum(range(10)))", "single_step"),
               ("{code} odd {} braces %s", "single_step"), ("y" * 5000 + " add a docstring to parse_header", "single_step"), ("continue", "long_horizon")]
    sup_err = 0
    sup_cls = collections.Counter()
    for s in range(150):
        for text, lab in samples:
            out = list(generate(1, s, asks=[(text, lab)]))
            if len(out) != 1:
                sup_err += 1
                continue
            rec = out[0]
            try:
                check_record(rec)
                need(any(text in x for x in strings(rec["body"])), "supplied text not carried")
                cls = rec["shape"].split("_")[0]
                sup_cls[cls] += 1
                want = lab if cls in ("first", "followup") else ("long_horizon" if cls in ("loop", "retry") else "single_step")
                need(rec["label"] == want, "supplied label rule")
            except Exception as e:  # noqa
                sup_err += 1
                errors[f"supplied {rec['family']}/{rec['shape']}: {e}"] += 1
    t1 = time.time()
    many = sum(1 for _ in generate(3000, 3))
    rate = many / (time.time() - t1)
    print(f"records: {len(recs)} in {dt:.2f}s; rate {rate:.0f}/s; labels {dict(labels)}")
    print(f"families: {len(FAMILY_NAMES)}; shapes: {len(shapes)}; languages: {len(langs)}; non-en share {1 - langs['en'] / len(recs):.2f}")
    print(f"deterministic: {det}; seed-sensitive: {diff}; supplied-ask records checked: {sum(sup_cls.values())} {dict(sup_cls)}")
    ok = True
    if missing:
        ok = False
        print("MISSING family x class:", missing)
    if errors:
        ok = False
        for k, v in errors.most_common(25):
            print(f"  ERROR x{v}: {k}")
    if not det or not diff or sup_err or rate < 500:
        ok = False
        print(f"FAIL det={det} diff={diff} sup_err={sup_err} rate={rate:.0f}")
    print("CHECK PASSED" if ok else "CHECK FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
