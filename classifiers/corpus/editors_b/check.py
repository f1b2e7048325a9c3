"""python -m editors_b.check : self-test of the generator. Exits non-zero on any problem."""
import collections
import json
import sys

from . import FAMILY_NAMES, generate

ENDPOINTS = {"/v1/chat/completions", "/v1/messages", "/v1/responses", "/v1/completions"}
LABELS = {"single_step", "long_horizon"}
KEYS = {"id", "family", "shape", "endpoint", "headers", "body", "label", "kind", "lang"}

SUPPLIED = [
    ("write a regex for ISO dates", "single_step"),
    ("fix the failing test in tests/", "long_horizon"),
    ("What does `git rebase --onto` do?", "single_step"),
    ("build a REST API with auth, tests and a Dockerfile", "long_horizon"),
    ("add a docstring to parse_header", "single_step"),
    ("The CI is red, make it green.", "long_horizon"),
    ("Explain this: \"a\\tb\" vs 'a\\\\tb' in Python {braces} <tags> & stuff", "single_step"),
    ("rename the variable x to count in this function", "single_step"),
    ("migrate the whole repo from Flask to FastAPI\nand keep the tests passing", "long_horizon"),
    ("Erkläre den regulären Ausdruck ^\\d{5}$", "single_step"),
    ("修复这个仓库里所有失败的测试", "long_horizon"),
    ("このSQLを説明して: SELECT count(*) FROM t GROUP BY a", "single_step"),
    ("найди, почему кэш не истекает, и исправь", "long_horizon"),
    ("continue", "long_horizon"),
]


def strings_in(obj):
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for v in obj.values():
            yield from strings_in(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from strings_in(v)


def has_tool_results(body):
    msgs = body.get("messages") or body.get("input") or []
    for m in msgs:
        if not isinstance(m, dict):
            continue
        if m.get("role") == "tool" or m.get("type") == "function_call_output":
            return True
        c = m.get("content")
        if isinstance(c, list):
            for p in c:
                if isinstance(p, dict) and (p.get("type") == "tool_result" or
                                            (p.get("type") == "text" and "] Result:" in p.get("text", "")[:300])):
                    return True
    return False


def check_record(r, problems):
    rid = r.get("id", "?")
    if set(r) != KEYS:
        problems.append(f"{rid}: keys {sorted(r)}")
        return
    for k in ("id", "family", "shape", "kind", "lang"):
        if not isinstance(r[k], str) or (k != "kind" and not r[k]):
            problems.append(f"{rid}: bad {k} {r[k]!r}")
    if r["family"] not in FAMILY_NAMES:
        problems.append(f"{rid}: unknown family {r['family']}")
    if r["endpoint"] not in ENDPOINTS:
        problems.append(f"{rid}: endpoint {r['endpoint']}")
    if r["label"] not in LABELS:
        problems.append(f"{rid}: label {r['label']}")
    h = r["headers"]
    if not isinstance(h, dict) or not h or any(k != k.lower() or not isinstance(v, str) for k, v in h.items()):
        problems.append(f"{rid}: headers must be a non-empty dict of lower-case string keys/values")
    b = r["body"]
    if not isinstance(b, dict):
        problems.append(f"{rid}: body not a dict")
        return
    try:
        json.dumps(b, ensure_ascii=False)
    except (TypeError, ValueError) as e:
        problems.append(f"{rid}: body not JSON-serializable: {e}")
    ep = r["endpoint"]
    if ep == "/v1/chat/completions" and not (isinstance(b.get("messages"), list) and b["messages"] and "model" in b):
        problems.append(f"{rid}: chat body needs model+messages")
    if ep == "/v1/messages" and not (isinstance(b.get("messages"), list) and "max_tokens" in b and "model" in b):
        problems.append(f"{rid}: messages body needs model, max_tokens, messages")
    if ep == "/v1/messages":
        if b["messages"][0]["role"] != "user" or any(m["role"] not in ("user", "assistant") for m in b["messages"]):
            problems.append(f"{rid}: anthropic messages must start with user and use user/assistant roles")
    if ep == "/v1/responses" and not (isinstance(b.get("input"), list) and "model" in b):
        problems.append(f"{rid}: responses body needs model+input")
    if ep == "/v1/completions" and not isinstance(b.get("prompt"), str):
        problems.append(f"{rid}: completions body needs prompt")
    if ep == "/v1/chat/completions":
        ids = set()
        for m in b["messages"]:
            for tc in m.get("tool_calls") or []:
                ids.add(tc["id"])
                json.loads(tc["function"]["arguments"])
            if m.get("role") == "tool" and m.get("tool_call_id") not in ids:
                problems.append(f"{rid}: tool message without matching tool call")
    tr = has_tool_results(b)
    side = "side" in r["shape"]
    if tr and not side and r["label"] != "long_horizon":
        problems.append(f"{rid}: tool results present but label {r['label']} (rule 1)")
    if r["shape"] == "midloop" and not tr:
        problems.append(f"{rid}: midloop without tool results")
    if r["shape"] in ("midloop", "retry_loop") and r["label"] != "long_horizon":
        problems.append(f"{rid}: {r['shape']} must be long_horizon")
    if side and r["label"] != "single_step":
        problems.append(f"{rid}: side call labelled {r['label']}")
    if r["shape"] in ("side_compact", "side_summary") and not tr:
        problems.append(f"{rid}: compaction call should carry the history it summarizes")
    return tr


def main():
    problems = []
    # ---- own pool
    own = list(generate(1600, 7))
    again = list(generate(1600, 7))
    if json.dumps(own, sort_keys=True) != json.dumps(again, sort_keys=True):
        problems.append("generate(n, seed) is not deterministic")
    if len({r["id"] for r in own}) != len(own):
        problems.append("duplicate ids")
    fams = collections.Counter(r["family"] for r in own)
    for f in FAMILY_NAMES:
        if not fams[f]:
            problems.append(f"family {f} produced no records (own asks)")
    for r in own:
        check_record(r, problems)
    shapes = collections.Counter(r["shape"] for r in own)
    labels = collections.Counter(r["label"] for r in own)
    sides = [r for r in own if "side" in r["shape"]]
    non_en = sum(r["lang"] != "en" for r in own if r["kind"] not in ("fim", "commit_message"))
    base = sum(1 for r in own if r["kind"] not in ("fim", "commit_message"))
    share = non_en / max(1, base)
    if not 0.15 <= share <= 0.45:
        problems.append(f"non-English share {share:.2f} out of range")
    for need in ("first", "followup", "midloop", "inline_edit", "first_slash", "first_embedded", "retry_loop", "fim"):
        if not shapes[need]:
            problems.append(f"shape {need} never produced")
    if not sides:
        problems.append("no side calls produced")
    if min(labels.values()) < 0.25 * len(own):
        problems.append(f"label balance off: {dict(labels)}")
    # ---- supplied asks
    sup = list(generate(1200, 11, asks=SUPPLIED))
    fams2 = collections.Counter(r["family"] for r in sup)
    for f in FAMILY_NAMES:
        if not fams2[f]:
            problems.append(f"family {f} produced no records (supplied asks)")
    lab_of = dict(SUPPLIED)
    for r in sup:
        tr = check_record(r, problems)
        hits = [a for a, _ in SUPPLIED if any(a in s for s in strings_in(r["body"]))]
        if not hits:
            problems.append(f"{r['id']}: no supplied ask found verbatim in body")
            continue
        ask = max(hits, key=len)
        if r["label"] != lab_of[ask]:
            problems.append(f"{r['id']}: label {r['label']} != supplied {lab_of[ask]}")
        if tr or "side" in r["shape"] or r["shape"] in ("midloop", "followup", "retry_loop"):
            problems.append(f"{r['id']}: supplied-ask record is not a first turn ({r['shape']})")
        if r["kind"] != "supplied":
            problems.append(f"{r['id']}: kind should be 'supplied'")
    sizes = sorted(len(json.dumps(r["body"], ensure_ascii=False)) for r in own)
    print(f"own: {len(own)} records, labels {dict(labels)}, non-English share {share:.2f}, "
          f"body size median {sizes[len(sizes) // 2]} max {sizes[-1]}")
    print("own shapes:", dict(sorted(shapes.items())))
    print("supplied:", len(sup), "records over", len(fams2), "families;", dict(collections.Counter(r['shape'] for r in sup)))
    if problems:
        print(f"{len(problems)} PROBLEM(S):")
        for p in problems[:60]:
            print("  -", p)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
