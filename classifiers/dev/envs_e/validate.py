"""Validate an envs_e JSONL file. Exits 1 on any problem.

Usage: python3 validate.py [PATH]   (default: envs_e.jsonl next to this script)
Checks: record fields and types, lower-case header keys, label/lang/kind agree with asks.py, the ask text
appears verbatim in a string of the body, no tool results or tool calls anywhere in these first turns,
record size, coverage (every ask x every family exactly once), label balance, language mix, and that the
file is byte-identical to a fresh in-memory generation (determinism).
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from asks import ASKS  # noqa: E402
from envelopes import ENVELOPES  # noqa: E402
import generate  # noqa: E402

FIELDS = {"id": str, "ask_id": str, "family": str, "endpoint": str, "headers": dict, "body": dict,
          "label": str, "ask": str, "lang": str, "kind": str}
LABELS = {"single_step", "long_horizon"}
MAX_BYTES = 200 * 1024
TOOL_RESULT_TYPES = {"tool_result", "tool_use", "function_call", "function_call_output", "custom_tool_call",
                     "custom_tool_call_output", "local_shell_call", "local_shell_call_output",
                     "web_search_call", "mcp_call"}
TEXT_RESULT = re.compile(r"\[[A-Za-z_][\w\- ]*(?: for [^\]]*)?\] Result:")


def strings(obj):
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for v in obj.values():
            yield from strings(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from strings(v)


def tool_traffic(body):
    """Return a description of any tool call / tool result found in the body, else None."""
    problems = []

    def walk(o, path):
        if isinstance(o, dict):
            if o.get("role") in ("tool", "function", "ipython"):
                problems.append(f"{path}: role {o.get('role')}")
            if o.get("type") in TOOL_RESULT_TYPES:
                problems.append(f"{path}: item type {o.get('type')}")
            for k in ("tool_calls", "function_call", "functionCall", "functionResponse", "tool_call_id"):
                if k in o and o[k]:
                    problems.append(f"{path}: key {k}")
            for k, v in o.items():
                walk(v, f"{path}.{k}")
        elif isinstance(o, list):
            for i, v in enumerate(o):
                walk(v, f"{path}[{i}]")

    for key in ("messages", "input", "contents"):
        if key in body:
            walk(body[key], key)
    return problems


def main(argv):
    path = argv[1] if len(argv) > 1 else os.path.join(HERE, "envs_e.jsonl")
    errors = []

    def err(msg):
        if len(errors) < 200:
            errors.append(msg)
        else:
            errors.append(None)

    asks = {a["id"]: a for a in ASKS}
    # ask-level checks
    ask_labels = Counter(a["label"] for a in ASKS)
    if ask_labels["single_step"] != ask_labels["long_horizon"]:
        err(f"asks unbalanced: {dict(ask_labels)}")
    if len({a["text"] for a in ASKS}) != len(ASKS):
        err("duplicate ask texts")
    langs = Counter(a["lang"] for a in ASKS)
    if len(langs) < 12:
        err(f"only {len(langs)} languages")
    non_en = sum(v for k, v in langs.items() if k != "en") / len(ASKS)
    if non_en < 0.40:
        err(f"non-English share {non_en:.2f} < 0.40")
    for a in ASKS:
        if a["label"] not in LABELS:
            err(f"ask {a['id']}: bad label")
        if not re.fullmatch(r"[a-z]{2}", a["lang"]):
            err(f"ask {a['id']}: bad lang {a['lang']}")
        if a["size"] == "short" and len(a["text"].split()) > 8:
            err(f"ask {a['id']}: 'short' ask has more than 8 words")
    if len(ENVELOPES) < 16:
        err(f"only {len(ENVELOPES)} envelopes")

    seen = Counter()
    fam_labels = Counter()
    endpoints = set()
    n = 0
    with open(path, "rb") as fh:
        raw = fh.read()
    for lineno, line in enumerate(raw.decode("utf-8").splitlines(), 1):
        n += 1
        if len(line.encode("utf-8")) > MAX_BYTES:
            err(f"line {lineno}: record over 200 KB")
        try:
            rec = json.loads(line)
        except ValueError as exc:
            err(f"line {lineno}: bad JSON ({exc})")
            continue
        for k, typ in FIELDS.items():
            if not isinstance(rec.get(k), typ):
                err(f"line {lineno}: field {k} missing or not {typ.__name__}")
        if set(rec) - set(FIELDS):
            err(f"line {lineno}: unexpected fields {sorted(set(rec) - set(FIELDS))}")
        if any(not isinstance(rec.get(k), typ) for k, typ in FIELDS.items()):
            continue
        rid = rec["id"]
        if rid != f"{rec['ask_id']}.{rec['family']}":
            err(f"{rid}: id does not match ask_id.family")
        seen[rid] += 1
        a = asks.get(rec["ask_id"])
        if a is None:
            err(f"{rid}: unknown ask_id")
            continue
        if rec["family"] not in ENVELOPES:
            err(f"{rid}: unknown family")
        if rec["label"] not in LABELS or rec["label"] != a["label"]:
            err(f"{rid}: label {rec['label']} != ask label {a['label']}")
        if rec["ask"] != a["text"] or rec["lang"] != a["lang"] or rec["kind"] != a["kind"]:
            err(f"{rid}: ask/lang/kind differ from asks.py")
        if not rec["endpoint"].startswith("/"):
            err(f"{rid}: endpoint must be a path")
        endpoints.add(rec["endpoint"].split("?")[0].replace("gemini-2.5-flash", "<m>").replace("gemini-2.5-pro", "<m>"))
        for hk, hv in rec["headers"].items():
            if hk != hk.lower():
                err(f"{rid}: header key {hk} not lower-case")
            if not isinstance(hv, str):
                err(f"{rid}: header {hk} not a string")
            if hk in ("authorization", "x-api-key", "x-goog-api-key") and "FAKE" not in hv:
                err(f"{rid}: header {hk} does not look like a fake key")
        body = rec["body"]
        if not any(a["text"] in s for s in strings(body)):
            err(f"{rid}: ask text not found verbatim in body")
        probs = tool_traffic(body)
        if probs:
            err(f"{rid}: tool traffic in a first turn: {probs[:3]}")
        # text protocols: nothing that looks like a tool result, outside the ask itself
        for s in strings(body):
            rest = s.replace(a["text"], "")
            if TEXT_RESULT.search(rest):
                err(f"{rid}: text tool result marker found")
                break
        if "prompt" in body:
            tail = body["prompt"].rsplit("Question: ", 1)[-1]
            if "Observation:" in tail.replace(a["text"], "") or not body["prompt"].rstrip().endswith("Thought:"):
                err(f"{rid}: completions prompt is not a first step")
        for msgs_key in ("messages",):
            for m in body.get(msgs_key, []) or []:
                if m.get("role") == "assistant":
                    err(f"{rid}: assistant turn in a first-turn request")
        if "contents" in body:
            model_turns = [c for c in body["contents"] if c.get("role") == "model"]
            if len(model_turns) > 1 or body["contents"][-1].get("role") != "user":
                err(f"{rid}: Gemini contents is not a first turn")
            if a["text"] not in json.dumps(body["contents"][-1], ensure_ascii=False) and \
                    not any(a["text"] in p.get("text", "") for p in body["contents"][-1]["parts"]):
                err(f"{rid}: ask not in the last Gemini user turn")
        fam_labels[(rec["family"], rec["label"])] += 1

    expected = {f"{aid}.{fam}" for aid in asks for fam in ENVELOPES}
    missing = expected - set(seen)
    if missing:
        err(f"{len(missing)} (ask, family) pairs missing, e.g. {sorted(missing)[:3]}")
    dups = [k for k, v in seen.items() if v > 1]
    if dups:
        err(f"{len(dups)} duplicate ids, e.g. {dups[:3]}")
    extra = set(seen) - expected
    if extra:
        err(f"{len(extra)} unexpected ids")
    for fam in ENVELOPES:
        s, l = fam_labels[(fam, "single_step")], fam_labels[(fam, "long_horizon")]
        if s != l or s != ask_labels["single_step"]:
            err(f"family {fam} unbalanced: single {s}, long {l}")
    if len(endpoints) < 6:
        err(f"only {len(endpoints)} endpoint shapes: {sorted(endpoints)}")

    # determinism: the file must equal a fresh generation byte for byte
    fresh = "".join(generate.build_lines()).encode("utf-8")
    if fresh != raw:
        err("file differs from a fresh generation (not deterministic, or stale)")

    if errors:
        shown = [e for e in errors if e is not None]
        for e in shown:
            print("ERROR", e)
        if None in errors:
            print("ERROR ... more errors not shown")
        print(f"FAILED: {n} records checked")
        return 1
    labels = Counter(a["label"] for a in ASKS)
    print(f"OK: {n} records, {len(ASKS)} asks ({dict(labels)}), {len(ENVELOPES)} families, "
          f"{len(langs)} languages (non-English {non_en:.0%}), endpoints: {sorted(endpoints)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
