"""Check envs_f.jsonl (or the path given) and exit 1 on any problem.

Checks: required fields and types; labels in the allowed set and equal to the
ask's label in asks.py; lower-case header keys with fake credentials; the ask
text appears verbatim in some string of the body; no tool results or prior
tool calls anywhere in a first-turn body; record size under 200 KB; every
family holds every ask once; labels balanced overall and per family.
"""

import json
import sys
from collections import Counter, defaultdict

from asks import ASKS
from envelopes import ENVELOPES

LABELS = {"single_step", "long_horizon"}
FIELDS = {"id": str, "ask_id": str, "family": str, "endpoint": str, "headers": dict, "body": dict,
          "label": str, "ask": str, "lang": str, "kind": str}
MAX_BYTES = 200 * 1024
CRED_HEADERS = {"authorization", "x-api-key", "x-goog-api-key", "api-key"}
TOOL_RESULT_TYPES = {"tool_result", "function_call_output", "custom_tool_call_output", "tool_use",
                     "function_call", "custom_tool_call", "local_shell_call", "server_tool_use",
                     "web_search_tool_result", "mcp_tool_result"}
TOOL_RESULT_MARKERS = ["[tool] Result:", "] Result:\n", "<tool_result>", "<function_results>",
                       "Tool output:", "<observation>"]


def strings(x):
    if isinstance(x, str):
        yield x
    elif isinstance(x, dict):
        for v in x.values():
            yield from strings(v)
    elif isinstance(x, list):
        for v in x:
            yield from strings(v)


def tool_problems(body):
    """Find tool results or earlier tool calls in a first-turn body."""
    out = []

    def walk(x):
        if isinstance(x, dict):
            if x.get("role") in ("tool", "function", "ipython"):
                out.append("message with role %r" % x.get("role"))
            if x.get("type") in TOOL_RESULT_TYPES:
                out.append("item of type %r" % x.get("type"))
            for k in ("tool_calls", "function_call", "functionCall", "functionResponse", "tool_call_id"):
                if k in x:
                    out.append("key %r" % k)
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)
    walk(body)
    for s in strings(body):
        for m in TOOL_RESULT_MARKERS:
            if m in s:
                out.append("text marker %r" % m)
    prompt = body.get("prompt")
    if isinstance(prompt, str):
        tail = prompt.rsplit("Begin!", 1)[-1]
        if "\nObservation:" in tail:
            out.append("observation after the question in a completions prompt")
        if not prompt.rstrip().endswith("Thought:"):
            out.append("completions prompt does not end waiting for the first step")
    return out


def main(argv):
    path = argv[1] if len(argv) > 1 else "envs_f.jsonl"
    errors = []
    asks = {a["id"]: a for a in ASKS}
    seen = defaultdict(set)
    fam_labels = defaultdict(Counter)
    ids = set()
    n = 0

    # the ask list itself
    if len(asks) != len(ASKS):
        errors.append("duplicate ask ids in asks.py")
    for a in ASKS:
        if a["label"] not in LABELS:
            errors.append("%s: bad label %r" % (a["id"], a["label"]))
        if not a["text"].strip() or not a["kind"] or len(a["lang"]) != 2:
            errors.append("%s: empty text/kind or bad lang" % a["id"])
    lab = Counter(a["label"] for a in ASKS)
    if abs(lab["single_step"] - lab["long_horizon"]) > 0.05 * len(ASKS):
        errors.append("asks unbalanced: %s" % dict(lab))
    langs = Counter(a["lang"] for a in ASKS)
    if len(langs) < 12:
        errors.append("fewer than 12 languages")
    if langs["en"] > 0.55 * len(ASKS):
        errors.append("more than 55% English")

    with open(path, encoding="utf-8") as fh:
        for lineno, line in enumerate(fh, 1):
            n += 1
            where = "line %d" % lineno
            if len(line.encode("utf-8")) > MAX_BYTES:
                errors.append("%s: record over 200 KB" % where)
            try:
                rec = json.loads(line)
            except ValueError as e:
                errors.append("%s: bad JSON: %s" % (where, e))
                continue
            for f, t in FIELDS.items():
                if not isinstance(rec.get(f), t):
                    errors.append("%s: field %s missing or not %s" % (where, f, t.__name__))
            if set(rec) - set(FIELDS):
                errors.append("%s: unexpected fields %s" % (where, sorted(set(rec) - set(FIELDS))))
            if any(not isinstance(rec.get(f), t) for f, t in FIELDS.items()):
                continue
            where = rec["id"]
            if rec["id"] in ids:
                errors.append("%s: duplicate record id" % where)
            ids.add(rec["id"])
            a = asks.get(rec["ask_id"])
            if a is None:
                errors.append("%s: unknown ask_id" % where)
                continue
            if rec["family"] not in ENVELOPES:
                errors.append("%s: unknown family" % where)
            if rec["label"] not in LABELS or rec["label"] != a["label"]:
                errors.append("%s: label %r differs from ask label %r" % (where, rec["label"], a["label"]))
            if rec["ask"] != a["text"] or rec["lang"] != a["lang"] or rec["kind"] != a["kind"]:
                errors.append("%s: ask/lang/kind differ from asks.py" % where)
            if not rec["endpoint"].startswith("/"):
                errors.append("%s: endpoint is not a path" % where)
            for k, v in rec["headers"].items():
                if k != k.lower():
                    errors.append("%s: header key %r not lower-case" % (where, k))
                if not isinstance(v, str):
                    errors.append("%s: header %r not a string" % (where, k))
                if k in CRED_HEADERS and "FAKE" not in v:
                    errors.append("%s: credential header %r is not a fake key" % (where, k))
            if not any(a["text"] in s for s in strings(rec["body"])):
                errors.append("%s: ask text not found verbatim in body" % where)
            for p in tool_problems(rec["body"]):
                errors.append("%s: first turn carries %s" % (where, p))
            seen[rec["family"]].add(rec["ask_id"])
            fam_labels[rec["family"]][rec["label"]] += 1

    if len(seen) < 16:
        errors.append("only %d families (need >= 16)" % len(seen))
    for fam in ENVELOPES:
        if seen.get(fam) != set(asks):
            errors.append("%s: does not hold every ask exactly once" % fam)
        c = fam_labels[fam]
        if c["single_step"] != lab["single_step"] or c["long_horizon"] != lab["long_horizon"]:
            errors.append("%s: label counts %s differ from asks" % (fam, dict(c)))
    if n != len(ASKS) * len(ENVELOPES):
        errors.append("expected %d records, found %d" % (len(ASKS) * len(ENVELOPES), n))

    for e in errors[:200]:
        print("ERROR", e)
    if errors:
        print("%d problem(s) in %d records" % (len(errors), n))
        return 1
    print("ok: %d records, %d asks x %d families, labels %s, %d languages (%.0f%% not English)"
          % (n, len(ASKS), len(ENVELOPES), dict(lab), len(langs), 100 * (1 - langs["en"] / len(ASKS))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
