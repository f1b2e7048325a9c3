"""Validate the envs_h set.  Exits 1 on any problem.

usage: python3 validate.py [FILE.jsonl]
Without FILE it checks /tmp/envs_h.jsonl if present (and that it equals a fresh in-memory
generation byte for byte), otherwise a fresh in-memory generation.
"""
import json
import os
import re
import sys
from collections import Counter

from asks import ASKS, length_class
from envelopes import ENVELOPES
import generate

FIELDS = ["id", "ask_id", "family", "endpoint", "headers", "body", "label", "ask", "lang", "kind"]
LABELS = {"single_step", "long_horizon"}
MAX_BODY = 200 * 1024
# keys / item types / roles that only appear once tools have been called
BAD_ROLES = {"tool", "function", "ipython"}
BAD_TYPES = {"tool_result", "tool_use", "function_call", "function_call_output", "custom_tool_call",
             "custom_tool_call_output", "local_shell_call", "local_shell_call_output", "mcp_call",
             "web_search_call", "computer_call", "computer_call_output", "server_tool_use", "web_search_tool_result"}
BAD_KEYS = {"tool_calls", "function_call", "tool_call_id", "functionCall", "functionResponse",
            "function_response", "tool_use_id"}
BAD_TEXT = [re.compile(p) for p in (
    r"\[tool\]\s*Result", r"\[[\w_ -]+\] Result:", r"(?m)^\s*Observation\s*:", r"<tool_result", r"<function_results>",
    r"(?i)\bexit code\b", r"(?i)\breturncode\b", r"<returncode>", r"(?m)^Action Input:", r"tool_result",
    r"function_call_output", r"functionResponse",
)]
KEYISH_NAME = re.compile(r"(?i)(authorization|api[-_]?key|token|secret|cookie|password)")
KEYISH_VALUE = re.compile(r"(?i)(^bearer\s|sk-|sk_|AIza|dapi|xox[abp]-|ghp_|glpat-|[A-Za-z0-9_\-]{32,})")


def walk(x, path="$"):
    yield path, x
    if isinstance(x, dict):
        for k, v in x.items():
            yield from walk(v, path + "." + str(k))
    elif isinstance(x, list):
        for i, v in enumerate(x):
            yield from walk(v, "%s[%d]" % (path, i))


def check_record(r, errs):
    rid = r.get("id", "?")
    for f in FIELDS:
        if f not in r:
            errs.append("%s: missing field %s" % (rid, f))
            return
    if r["label"] not in LABELS:
        errs.append("%s: bad label %r" % (rid, r["label"]))
    if r["id"] != "%s:%s" % (r["family"], r["ask_id"]):
        errs.append("%s: id does not match family:ask_id" % rid)
    if not isinstance(r["endpoint"], str) or not r["endpoint"].startswith("/"):
        errs.append("%s: endpoint is not a path" % rid)
    if not isinstance(r["body"], dict):
        errs.append("%s: body is not an object" % rid)
        return
    if not isinstance(r["lang"], str) or not re.fullmatch(r"[a-z]{2}", r["lang"]):
        errs.append("%s: lang not ISO 639-1: %r" % (rid, r["lang"]))
    # headers
    for k, v in r["headers"].items():
        if k != k.lower():
            errs.append("%s: header key not lower-case: %s" % (rid, k))
        if not isinstance(v, str):
            errs.append("%s: header %s not a string" % (rid, k))
            continue
        if k in ("user-agent", "content-type", "accept", "origin"):
            continue
        if KEYISH_NAME.search(k) or KEYISH_VALUE.search(v):
            if "FAKE" not in v and not re.fullmatch(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", v):
                errs.append("%s: header %s looks like a key but is not FAKE" % (rid, k))
    # size
    size = len(json.dumps(r["body"], ensure_ascii=False).encode("utf-8"))
    if size >= MAX_BODY:
        errs.append("%s: body %d bytes >= 200 KB" % (rid, size))
    # ask verbatim (raw, or JSON-escaped inside a nested JSON string)
    ask = r["ask"]
    forms = {ask, json.dumps(ask, ensure_ascii=False)[1:-1], json.dumps(ask)[1:-1]}
    strings = [v for _, v in walk(r["body"]) if isinstance(v, str)]
    if not any(f in s for s in strings for f in forms):
        errs.append("%s: ask text not found verbatim in body" % rid)
    # first turn: no tool calls / results of any form
    for path, v in walk(r["body"]):
        if isinstance(v, dict):
            if isinstance(v.get("role"), str) and v.get("role") in BAD_ROLES:
                errs.append("%s: %s has role %r" % (rid, path, v.get("role")))
            if isinstance(v.get("type"), str) and v.get("type") in BAD_TYPES:
                errs.append("%s: %s has item type %r" % (rid, path, v.get("type")))
            for k in v:
                if k in BAD_KEYS:
                    errs.append("%s: %s has key %r" % (rid, path, k))
        elif isinstance(v, str):
            for pat in BAD_TEXT:
                if pat.search(v):
                    errs.append("%s: %s contains tool-output text /%s/" % (rid, path, pat.pattern))


def main(argv):
    errs = []
    fresh = generate.render(generate.build_records())
    path = argv[1] if len(argv) > 1 else ("/tmp/envs_h.jsonl" if os.path.exists("/tmp/envs_h.jsonl") else None)
    if path:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        if text != fresh:
            errs.append("%s differs from a fresh generation (not deterministic or stale)" % path)
        src = path
    else:
        text, src = fresh, "<in-memory>"
    if generate.render(generate.build_records()) != fresh:
        errs.append("two in-memory generations differ")
    records = [json.loads(line) for line in text.splitlines() if line.strip()]

    # asks themselves
    ids = [a["id"] for a in ASKS]
    if len(set(ids)) != len(ids):
        errs.append("duplicate ask ids")
    if len(set(a["text"] for a in ASKS)) != len(ASKS):
        errs.append("duplicate ask texts")
    for a in ASKS:
        if not a["id"].startswith("h"):
            errs.append("ask id without prefix h: %s" % a["id"])
        if a["label"] not in LABELS:
            errs.append("ask %s bad label" % a["id"])
    for r in records:
        check_record(r, errs)

    # every ask in every envelope, once; same label everywhere
    seen = Counter((r["ask_id"], r["family"]) for r in records)
    for a in ASKS:
        for fam in ENVELOPES:
            if seen[(a["id"], fam)] != 1:
                errs.append("ask %s in family %s appears %d times" % (a["id"], fam, seen[(a["id"], fam)]))
    by_ask = {a["id"]: a for a in ASKS}
    for r in records:
        a = by_ask.get(r["ask_id"])
        if a is None or a["label"] != r["label"] or a["text"] != r["ask"]:
            errs.append("%s: label/text disagree with asks.py" % r["id"])
    if len(records) != len(ASKS) * len(ENVELOPES):
        errs.append("record count %d != %d" % (len(records), len(ASKS) * len(ENVELOPES)))

    # balance
    lab = Counter(a["label"] for a in ASKS)
    if abs(lab["single_step"] - lab["long_horizon"]) > 2:
        errs.append("ask labels unbalanced: %s" % dict(lab))
    for fam in ENVELOPES:
        c = Counter(r["label"] for r in records if r["family"] == fam)
        if c["single_step"] != lab["single_step"] or c["long_horizon"] != lab["long_horizon"]:
            errs.append("family %s labels %s" % (fam, dict(c)))

    # report
    print("source: %s" % src)
    print("records: %d  asks: %d  families: %d" % (len(records), len(ASKS), len(ENVELOPES)))
    print("labels (asks): %s" % dict(lab))
    print("length x label: %s" % dict(sorted(Counter((length_class(a["text"]), a["label"]) for a in ASKS).items())))
    print("langs: %s" % dict(Counter(a["lang"] for a in ASKS).most_common()))
    print("endpoints: %s" % dict(Counter(r["endpoint"].split("?")[0].split("/serving-endpoints/")[0] or "/serving-endpoints"
                                       for r in records if r["ask_id"] == ASKS[0]["id"])))
    sizes = [len(json.dumps(r["body"], ensure_ascii=False).encode("utf-8")) for r in records]
    print("body bytes: min %d max %d" % (min(sizes), max(sizes)))
    if errs:
        for e in errs[:50]:
            print("ERROR", e)
        print("%d problem(s)" % len(errs))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
