"""Self-check: python -m agents_d.check  (runs in a few seconds)."""
import json
import re
import sys
import time
import collections

from . import generate, FAMILY_NAMES
from .asks import ASKS
from .families import FAMILIES

ENDPOINTS = {"/v1/chat/completions", "/v1/messages", "/v1/responses", "/v1/completions"}
SHAPES = ("first", "followup", "loop", "retry", "side")
SIDE_WORDS = re.compile(r"summar|title|commit|compact|snapshot|isNewTopic|condense", re.I)
TEXT_EVIDENCE = re.compile(
    r"\[[\w_]+ for '.*?'\] Result:|<returncode>|(^|\n)Observation: |Output of `|Current terminal contents|<bash-stdout>|"
    r"terminalLastCommand|Terminal output:|exit code \d|\(exit status \d|\[exit \d|could not be applied|no exact match|"
    r"Lint problems were found|These tests are failing|Could not parse your reply|did not contain exactly one bash|"
    r"No tool was used|still red|still failing|did that, now|TOOL: |<EVENT id=")


class Bad(Exception):
    pass


def need(cond, msg):
    if not cond:
        raise Bad(msg)


def _parts_text(content, allowed):
    if isinstance(content, str):
        return content
    need(isinstance(content, list) and content, "content must be str or non-empty list")
    out = []
    for p in content:
        need(isinstance(p, dict) and p.get("type") in allowed, f"bad part {str(p)[:80]}")
        if p["type"] in ("text", "input_text", "output_text"):
            need(isinstance(p.get("text"), str), "text part without text")
            out.append(p["text"])
        if p["type"] == "image_url":
            need(isinstance(p.get("image_url", {}).get("url"), str), "image_url")
    return "\n".join(out)


def check_chat(b):
    need(isinstance(b.get("model"), str), "model")
    msgs = b.get("messages")
    need(isinstance(msgs, list) and msgs, "messages")
    pending = set()
    user_texts, native = [], False
    for m in msgs:
        r = m.get("role")
        need(r in ("system", "developer", "user", "assistant", "tool"), f"role {r}")
        if r != "tool":
            need(not pending, "tool_calls not answered before next message")
        if r == "tool":
            need(m.get("tool_call_id") in pending, "tool message without matching call")
            pending.discard(m["tool_call_id"])
            need(isinstance(m.get("content"), str), "tool content")
            native = True
        elif r == "assistant":
            if m.get("tool_calls"):
                for tc in m["tool_calls"]:
                    need(tc.get("type") == "function" and isinstance(tc.get("id"), str), "tool_call shape")
                    json.loads(tc["function"]["arguments"])
                    need(isinstance(tc["function"]["name"], str), "tool_call name")
                    pending.add(tc["id"])
                need(m.get("content") is None or isinstance(m["content"], str), "assistant content")
            else:
                _parts_text(m.get("content"), {"text"})
        else:
            t = _parts_text(m.get("content"), {"text", "image_url"})
            if r == "user":
                user_texts.append(t)
    need(not pending, "dangling tool_calls at end")
    need(msgs[-1]["role"] in ("user", "tool", "system"), "last message role")
    for t in b.get("tools") or []:
        need(t.get("type") == "function" and isinstance(t["function"].get("name"), str) and t["function"]["parameters"].get("type") == "object", "tool def")
    need(isinstance(b.get("stream"), bool), "stream flag")
    return native, user_texts


def check_messages(b):
    need(isinstance(b.get("model"), str) and isinstance(b.get("max_tokens"), int), "model/max_tokens")
    sysm = b.get("system")
    if sysm is not None:
        need(isinstance(sysm, str) or all(x.get("type") == "text" and isinstance(x.get("text"), str) for x in sysm), "system")
    msgs = b["messages"]
    need(msgs and msgs[0]["role"] == "user", "first must be user")
    prev_uses = set()
    native, user_texts = False, []
    for i, m in enumerate(msgs):
        need(m["role"] == ("user" if i % 2 == 0 else "assistant"), "roles must alternate")
        c = m["content"]
        if isinstance(c, str):
            if m["role"] == "user":
                user_texts.append(c)
            need(not prev_uses, "tool_use not answered")
            continue
        uses = set()
        answered = set()
        for blk in c:
            t = blk.get("type")
            need(t in ("text", "tool_use", "tool_result", "image", "thinking"), f"block {t}")
            if t == "text":
                need(isinstance(blk["text"], str) and blk["text"], "empty text block")
                if m["role"] == "user":
                    user_texts.append(blk["text"])
            elif t == "tool_use":
                need(m["role"] == "assistant" and isinstance(blk["input"], dict), "tool_use")
                uses.add(blk["id"])
            elif t == "tool_result":
                need(m["role"] == "user" and blk["tool_use_id"] in prev_uses, "tool_result id")
                answered.add(blk["tool_use_id"])
                native = True
        if m["role"] == "user":
            need(answered == prev_uses, "every tool_use needs a tool_result in the next user turn")
        prev_uses = uses
    need(not prev_uses, "conversation ends with unanswered tool_use")
    for t in b.get("tools") or []:
        need(isinstance(t.get("name"), str) and t["input_schema"].get("type") == "object", "tool def")
    return native, user_texts


def check_responses(b):
    need(isinstance(b.get("model"), str) and isinstance(b.get("input"), list) and b["input"], "model/input")
    calls, native, user_texts = set(), False, []
    for it in b["input"]:
        t = it.get("type")
        need(t in ("message", "function_call", "function_call_output", "reasoning"), f"item {t}")
        if t == "message":
            need(it["role"] in ("user", "assistant", "developer", "system"), "role")
            txt = _parts_text(it["content"], {"input_text", "output_text", "input_image"})
            if it["role"] == "user":
                user_texts.append(txt)
        elif t == "function_call":
            json.loads(it["arguments"])
            calls.add(it["call_id"])
        elif t == "function_call_output":
            need(it["call_id"] in calls and isinstance(it["output"], str), "output without call")
            native = True
    for t in b.get("tools") or []:
        need(t.get("type") in ("function", "web_search", "namespace"), "tool type")
        if t["type"] == "function":
            need(isinstance(t.get("name"), str) and t["parameters"].get("type") == "object", "fn tool")
    return native, user_texts


def check_completions(b):
    need(isinstance(b.get("model"), str) and isinstance(b.get("prompt"), str) and isinstance(b.get("max_tokens"), int), "completions fields")
    p = b["prompt"]
    k = p.rfind("\nQuestion:")
    return False, [p[k:] if k >= 0 else p]


CHECKERS = {"/v1/chat/completions": check_chat, "/v1/messages": check_messages, "/v1/responses": check_responses, "/v1/completions": check_completions}


def check_record(r):
    for k in ("id", "family", "shape", "endpoint", "headers", "body", "label", "kind", "lang"):
        need(k in r, f"missing {k}")
    need(r["endpoint"] in ENDPOINTS, "endpoint")
    need(r["family"] in FAMILY_NAMES, "family")
    sc = r["shape"].split(":")[0]
    need(sc in SHAPES, "shape")
    need(r["label"] in ("single_step", "long_horizon"), "label")
    need(r["lang"] == "und" or re.fullmatch(r"[a-z]{2}", r["lang"]), "lang")
    for k, v in r["headers"].items():
        need(k == k.lower(), "header case")
        if k in ("authorization", "x-api-key"):
            need("PLACEHOLDER" in v, "key must be a placeholder")
    json.dumps(r["body"])
    native, user_texts = CHECKERS[r["endpoint"]](r["body"])
    evidence = native or any(TEXT_EVIDENCE.search(t) for t in user_texts)
    if sc in ("loop", "retry"):
        need(r["label"] == "long_horizon", "loop/retry must be long")
        need(evidence, "loop/retry without tool output")
        need(r["kind"] in ("agent_loop", "loop_retry"), "kind")
    elif sc == "side":
        need(r["label"] == "single_step" and r["kind"] == "side_call", "side must be single")
        need(SIDE_WORDS.search(user_texts[-1] if user_texts else "") or SIDE_WORDS.search(json.dumps(r["body"])[:3000]), "side call without summary/title/commit ask")
    else:
        need(not evidence, f"first/followup must not carry tool output ({r['family']} {r['shape']})")
    return sc


def main():
    t0 = time.time()
    errors = collections.Counter()
    fams, shapes, labels, langs = collections.Counter(), collections.Counter(), collections.Counter(), collections.Counter()
    recs = list(generate(3000, 11))
    gen_t = time.time() - t0
    for r in recs:
        try:
            sc = check_record(r)
            fams[r["family"]] += 1
            shapes[sc] += 1
            labels[r["label"]] += 1
            langs[r["lang"]] += 1
        except Bad as e:
            errors[f"{r['family']} {r['shape']}: {e}"] += 1
        except Exception as e:  # malformed structure
            errors[f"{r['family']} {r['shape']}: {type(e).__name__} {e}"] += 1
    problems = []
    if errors:
        problems += [f"{n}x {k}" for k, n in errors.most_common(20)]
    missing_f = set(FAMILY_NAMES) - set(fams)
    if missing_f:
        problems.append(f"families never produced: {sorted(missing_f)}")
    missing_s = set(SHAPES) - set(shapes)
    if missing_s:
        problems.append(f"shape classes never produced: {sorted(missing_s)}")
    fs = collections.Counter()
    for r in recs:
        fs[(r["family"], r["shape"].split(":")[0])] += 1
    for f, (_, scs, _) in FAMILIES.items():
        for s in scs:
            if fs[(f, s)] == 0:
                problems.append(f"{f} never produced {s}")
    share = labels["single_step"] / max(1, len(recs))
    if not 0.45 <= share <= 0.55:
        problems.append(f"label balance off: {share:.2f}")
    # determinism
    a = [json.dumps(r, sort_keys=True) for r in generate(200, 5)]
    b = [json.dumps(r, sort_keys=True) for r in generate(200, 5)]
    if a != b:
        problems.append("not deterministic for a seed")
    if a == [json.dumps(r, sort_keys=True) for r in generate(200, 6)]:
        problems.append("different seeds give identical output")
    # supplied asks
    samples = [("write a regex for ISO dates", "single_step"), ("fix the failing tests", "long_horizon"),
               ("найди, почему кэш не сбрасывается, и исправь", "long_horizon"), ("この関数にdocstringを追加して", "single_step"),
               ("Explain this:\n```\nx = [i*i for i in range(10)]\n```", "single_step"), ("build a REST API with auth {and} tests", "long_horizon")]
    for seed in range(60):
        text, label = samples[seed % len(samples)]
        rr = list(generate(1, seed, asks=[(text, label)]))
        if len(rr) != 1:
            problems.append("generate(1, asks=...) did not yield one record"); break
        r = rr[0]
        enc = json.dumps(text, ensure_ascii=False)[1:-1]
        if enc not in json.dumps(r["body"], ensure_ascii=False):
            problems.append(f"supplied text not carried: {r['family']} {r['shape']}")
        sc = r["shape"].split(":")[0]
        exp = label if sc in ("first", "followup") else ("long_horizon" if sc in ("loop", "retry") else "single_step")
        if r["label"] != exp:
            problems.append(f"supplied label rule broken: {r['shape']}")
        try:
            check_record(r)
        except Exception as e:
            problems.append(f"supplied record invalid: {r['family']} {r['shape']}: {e}")
    # pool
    non_en = [x for x in ASKS if x[3] != "en"]
    if len(ASKS) < 500 or len({x[3] for x in non_en}) < 15 or len(non_en) / len(ASKS) < 0.45:
        problems.append("ask pool too small or not multilingual enough")
    t1 = time.time()
    n = sum(1 for _ in generate(1000, 99))
    rate = n / (time.time() - t1)
    if rate < 500:
        problems.append(f"too slow: {rate:.0f} rec/s")
    print(f"records checked: {len(recs)} in {gen_t:.2f}s generation; speed {rate:.0f} rec/s")
    print(f"families: {len(fams)}  shape classes: {dict(shapes)}  labels: {dict(labels)}  langs: {len(langs)}")
    print(f"ask pool: {len(ASKS)} asks, {len(non_en)} non-English in {len({x[3] for x in non_en})} languages")
    if problems:
        print("FAIL")
        for p in problems:
            print(" -", p)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
