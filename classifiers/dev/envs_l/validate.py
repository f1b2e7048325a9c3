"""Check the envs_l set.  usage: python validate.py [OUT.jsonl]

Without a file, the set is generated in-process and checked.  With a file,
the file is checked as well and must equal the in-process generation.
Exits 1 on any problem.
"""

import json
import os
import re
import sys
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from asks import ASKS  # noqa: E402
from envelopes import FAMILIES  # noqa: E402
from generate import build_records, dump_lines  # noqa: E402

FIELDS = {"id", "ask_id", "family", "endpoint", "headers", "body", "label", "ask", "lang", "kind"}
LABELS = {"single_step", "long_horizon"}
MAX_BODY = 200 * 1024

# wire shapes that only exist once a client has called a tool or got a result back
BAD_ROLES = {"tool", "function", "ipython"}
BAD_KEYS = {"tool_calls", "tool_call_id", "function_call", "functionCall", "functionResponse", "tool_use_id"}
BAD_TYPES = {
    "tool_use", "tool_result", "server_tool_use", "web_search_tool_result",
    "function_call", "function_call_output", "custom_tool_call", "custom_tool_call_output",
    "local_shell_call", "local_shell_call_output", "computer_call", "computer_call_output",
    "web_search_call", "file_search_call", "mcp_call", "reasoning",
}
# text protocols: observations / results pasted back by a client
TEXT_MARKERS = [
    re.compile(r"\[tool\] Result", re.I),
    re.compile(r"</?tool_result>", re.I),
    re.compile(r"^Observation:", re.M),
    re.compile(r"\bexit code[: ]+\d", re.I),
    re.compile(r"<function_results>", re.I),
]
KEYLIKE = re.compile(r"(auth|key|token|secret|cookie|password)", re.I)
# families whose real first request carries fixed, already-answered few-shot turns
FEWSHOT_FAMILIES = {"taskweaver"}


def walk(obj, path="$"):
    yield path, obj
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from walk(v, f"{path}.{k}")
    elif isinstance(obj, list):
        for n, v in enumerate(obj):
            yield from walk(v, f"{path}[{n}]")


def strings(obj):
    for _, v in walk(obj):
        if isinstance(v, str):
            yield v


def ask_forms(ask):
    return {ask, json.dumps(ask, ensure_ascii=False)[1:-1], json.dumps(ask)[1:-1]}


def turns(body):
    if isinstance(body.get("messages"), list):
        return body["messages"]
    if isinstance(body.get("input"), list):
        return body["input"]
    if isinstance(body.get("contents"), list):
        return body["contents"]
    return None


def check_record(r, problems):
    rid = r.get("id", "?")
    if set(r) != FIELDS:
        problems.append(f"{rid}: fields {sorted(set(r) ^ FIELDS)}")
        return
    if r["label"] not in LABELS:
        problems.append(f"{rid}: bad label {r['label']!r}")
    if not isinstance(r["endpoint"], str) or not r["endpoint"].startswith("/"):
        problems.append(f"{rid}: endpoint {r['endpoint']!r}")
    # headers
    for name, value in r["headers"].items():
        if name != name.lower():
            problems.append(f"{rid}: header not lower-case {name!r}")
        if not isinstance(value, str):
            problems.append(f"{rid}: header {name} not a string")
        elif KEYLIKE.search(name) and "FAKE" not in value:
            problems.append(f"{rid}: key-like header {name} without FAKE")
    body = r["body"]
    if not isinstance(body, dict):
        problems.append(f"{rid}: body is not an object")
        return
    size = len(json.dumps(body, ensure_ascii=False).encode("utf-8"))
    if size >= MAX_BODY:
        problems.append(f"{rid}: body {size} bytes")
    # the ask is in the body
    forms = ask_forms(r["ask"])
    if not any(f in s for s in strings(body) for f in forms):
        problems.append(f"{rid}: ask not found in body")
    # no tool calls / results in any wire format
    for path, v in walk(body):
        if isinstance(v, dict):
            for k in v:
                if k in BAD_KEYS:
                    problems.append(f"{rid}: {path}.{k} present")
            if v.get("role") in BAD_ROLES:
                problems.append(f"{rid}: {path} role {v['role']}")
            if isinstance(v.get("type"), str) and v["type"] in BAD_TYPES and not path.startswith("$.tools"):
                problems.append(f"{rid}: {path} type {v['type']}")
    rest = []
    for st in strings(body):
        for f in sorted(forms, key=len, reverse=True):
            st = st.replace(f, " ")
        rest.append(st)
    rest_text = "\n".join(rest)
    for pat in TEXT_MARKERS:
        if pat.search(rest_text):
            problems.append(f"{rid}: text marker {pat.pattern!r} outside the ask")
    # conversation shape: last turn is the user's; earlier assistant turns only as fixed few-shot
    t = turns(body)
    if t is None:
        if "prompt" not in body:
            problems.append(f"{rid}: no messages/input/contents/prompt")
    else:
        if not t:
            problems.append(f"{rid}: empty turn list")
        else:
            last = t[-1]
            if not isinstance(last, dict) or last.get("role") != "user":
                problems.append(f"{rid}: last turn role {last.get('role') if isinstance(last, dict) else last!r}")
            roles = [x.get("role") for x in t if isinstance(x, dict)]
            if any(ro in ("assistant", "model") for ro in roles) and r["family"] not in FEWSHOT_FAMILIES:
                problems.append(f"{rid}: earlier assistant turn in a family without fixed few-shot turns")


def main(argv):
    problems = []
    asks_by_id = {a["id"]: a for a in ASKS}

    # asks themselves
    ids = [a["id"] for a in ASKS]
    if ids != [f"l{n:03d}" for n in range(1, len(ASKS) + 1)] or len(ASKS) != 220:
        problems.append("ask ids are not l001..l220 in order")
    lab = Counter(a["label"] for a in ASKS)
    if lab != Counter({"single_step": 110, "long_horizon": 110}):
        problems.append(f"label split {dict(lab)}")
    langs = Counter(a["lang"] for a in ASKS)
    non_en = sum(v for k, v in langs.items() if k != "en")
    if non_en / len(ASKS) < 0.45:
        problems.append(f"non-English share {non_en / len(ASKS):.3f}")
    if len([k for k in langs if k != "en"]) < 10:
        problems.append(f"only {len(langs) - 1} non-English languages")
    for a in ASKS:
        if set(a) != {"id", "label", "lang", "kind", "text"}:
            problems.append(f"{a['id']}: ask fields {sorted(a)}")
        if not re.fullmatch(r"[a-z]{2}", a["lang"]):
            problems.append(f"{a['id']}: lang {a['lang']!r}")
        if a["label"] not in LABELS:
            problems.append(f"{a['id']}: label {a['label']!r}")
        if a["text"] != a["text"].strip() or not a["text"]:
            problems.append(f"{a['id']}: text not stripped / empty")

    # generation, twice, in-process
    recs1 = build_records()
    recs2 = build_records()
    lines1, lines2 = dump_lines(recs1), dump_lines(recs2)
    if lines1 != lines2:
        problems.append("two in-process generations differ")

    records = recs1
    if len(argv) > 1:
        with open(argv[1], encoding="utf-8") as fh:
            file_lines = [ln.rstrip("\n") for ln in fh if ln.strip()]
        if file_lines != lines1:
            problems.append(f"{argv[1]} differs from the in-process generation")
        records = [json.loads(ln) for ln in file_lines]

    fams = sorted(FAMILIES)
    expected_order = [f"{f}:{a['id']}" for a in ASKS for f in fams]
    if [r.get("id") for r in records] != expected_order:
        problems.append("record ids not in (ask id, sorted family) order")
    per_family = Counter()
    for r in records:
        check_record(r, problems)
        a = asks_by_id.get(r.get("ask_id"))
        if a is None:
            problems.append(f"{r.get('id')}: unknown ask_id")
            continue
        if r.get("id") != f"{r.get('family')}:{r.get('ask_id')}":
            problems.append(f"{r.get('id')}: id does not match family/ask_id")
        for k_rec, k_ask in (("label", "label"), ("lang", "lang"), ("kind", "kind"), ("ask", "text")):
            if r.get(k_rec) != a[k_ask]:
                problems.append(f"{r.get('id')}: {k_rec} differs from asks.py")
        per_family[(r.get("family"), r.get("ask_id"))] += 1
    for f in fams:
        for a in ASKS:
            if per_family[(f, a["id"])] != 1:
                problems.append(f"{f}:{a['id']} appears {per_family[(f, a['id'])]} times")
    rec_labels = Counter(r["label"] for r in records)

    # report
    sizes = [len(json.dumps(r["body"], ensure_ascii=False).encode("utf-8")) for r in records]
    endpoints = Counter((r["family"], r["endpoint"].split(":")[0] if r["endpoint"].startswith("/v1beta") else r["endpoint"]) for r in records)
    print(f"asks: {len(ASKS)}  labels: {dict(lab)}")
    print(f"languages: {dict(sorted(langs.items(), key=lambda kv: -kv[1]))}  non-English share: {non_en / len(ASKS):.3f}")
    print(f"records: {len(records)}  families: {len(fams)}  record labels: {dict(rec_labels)}")
    print(f"body bytes: min {min(sizes)}  median {sorted(sizes)[len(sizes) // 2]}  max {max(sizes)}")
    print("endpoints per family:")
    for f in fams:
        eps = {ep: n for (fa, ep), n in endpoints.items() if fa == f}
        print(f"  {f:16s} " + ", ".join(f"{ep} x{n}" for ep, n in sorted(eps.items())))
    print("determinism: two in-process generations " + ("identical" if lines1 == lines2 else "DIFFER")
          + ("" if len(argv) < 2 else f"; file {'matches' if records is not recs1 and not any('differs from the in-process' in p for p in problems) else 'DOES NOT match'}"))
    if problems:
        print(f"\n{len(problems)} problem(s):")
        for p in problems[:200]:
            print("  - " + p)
        return 1
    print("OK: no problems")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
