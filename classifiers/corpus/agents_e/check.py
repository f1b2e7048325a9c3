"""python -m agents_e.check : runs generate() with and without asks and validates the output.
Exits non-zero on any problem."""
import json
import sys
from collections import Counter

from . import generate, FAMILY_NAMES
from .asks import POOL

ENDPOINTS = {"/v1/chat/completions", "/v1/messages", "/v1/responses", "/v1/completions"}
LABELS = {"single_step", "long_horizon"}
KEYS = {"id", "family", "shape", "endpoint", "headers", "body", "label", "kind", "lang"}
SIDE_SINGLE = {"side_title", "side_topic", "side_summary", "side_compaction", "side_commit", "side_memory"}


def strings(x):
    if isinstance(x, str):
        yield x
    elif isinstance(x, dict):
        for v in x.values():
            yield from strings(v)
    elif isinstance(x, list):
        for v in x:
            yield from strings(v)


def validate(rec, problems):
    rid = rec.get("id", "?")
    if set(rec) != KEYS:
        problems.append("%s: keys %s" % (rid, sorted(set(rec) ^ KEYS)))
        return
    if rec["family"] not in FAMILY_NAMES:
        problems.append("%s: unknown family %s" % (rid, rec["family"]))
    if rec["endpoint"] not in ENDPOINTS:
        problems.append("%s: endpoint %s" % (rid, rec["endpoint"]))
    if rec["label"] not in LABELS:
        problems.append("%s: label %s" % (rid, rec["label"]))
    for k in ("id", "family", "shape", "kind", "lang"):
        if not isinstance(rec[k], str) or not rec[k]:
            problems.append("%s: %s not a non-empty string" % (rid, k))
    h = rec["headers"]
    if not isinstance(h, dict) or any(k != k.lower() or not isinstance(v, str) for k, v in h.items()):
        problems.append("%s: headers must be lower-case str->str" % rid)
    for k, v in h.items():
        if k in ("authorization", "x-api-key") and "PLACEHOLDER" not in v:
            problems.append("%s: credential header without placeholder" % rid)
    b = rec["body"]
    if not isinstance(b, dict) or "model" not in b:
        problems.append("%s: body without model" % rid)
        return
    ep = rec["endpoint"]
    if ep in ("/v1/chat/completions", "/v1/messages") and not isinstance(b.get("messages"), list):
        problems.append("%s: %s without messages" % (rid, ep))
    if ep == "/v1/responses" and not isinstance(b.get("input"), list):
        problems.append("%s: responses without input" % rid)
    if ep == "/v1/completions" and not isinstance(b.get("prompt"), str):
        problems.append("%s: completions without prompt" % rid)
    if ep == "/v1/messages":
        for m in b["messages"]:
            if m.get("role") not in ("user", "assistant"):
                problems.append("%s: anthropic role %s" % (rid, m.get("role")))
    try:
        json.dumps(rec, ensure_ascii=False)
    except (TypeError, ValueError) as e:
        problems.append("%s: not JSON-serialisable: %s" % (rid, e))
    # label consistency with the shape (the label rule of the clients' notes, in order)
    s = rec["shape"]
    if s.startswith("loop") or s in ("later_inherit", "later_after_tools", "later_pasted_output"):
        if rec["label"] != "long_horizon":
            problems.append("%s: %s must be long_horizon" % (rid, s))
    if s in SIDE_SINGLE and rec["label"] != "single_step":
        problems.append("%s: %s must be single_step" % (rid, s))
    if "side" in rec["kind"] and "side" not in s:
        problems.append("%s: side kind on non-side shape" % rid)


def main():
    problems = []
    # 1. own pool
    recs = list(generate(3000, 1))
    if len(recs) != 3000:
        problems.append("own pool: asked for 3000, got %d" % len(recs))
    for r in recs:
        validate(r, problems)
    ids = Counter(r["id"] for r in recs)
    problems += ["duplicate id %s" % i for i, c in ids.items() if c > 1]
    fams = Counter(r["family"] for r in recs)
    problems += ["family %s missing (own pool)" % f for f in FAMILY_NAMES if not fams[f]]
    labels = Counter(r["label"] for r in recs)
    if min(labels.values()) < 0.25 * len(recs) or len(labels) != 2:
        problems.append("label balance off: %s" % dict(labels))
    shapes = Counter(r["shape"] for r in recs)
    for need in ("first", "later_plain", "later_inherit", "loop_1", "loop_n", "loop_edit_test_fail", "loop_user_retry"):
        if not shapes[need]:
            problems.append("shape %s never produced" % need)
    if not any(s.startswith("side_") for s in shapes):
        problems.append("no side calls")
    langs = Counter(r["lang"] for r in recs)
    non_en = sum(c for l, c in langs.items() if l != "en") / len(recs)
    pool_non_en = sum(1 for a in POOL if a[2] != "en") / len(POOL)
    if pool_non_en < 0.25:
        problems.append("ask pool only %.0f%% non-English" % (100 * pool_non_en))
    # 2. determinism
    again = [json.dumps(r, sort_keys=True, ensure_ascii=False) for r in generate(300, 1)]
    first = [json.dumps(r, sort_keys=True, ensure_ascii=False) for r in recs[:300]]
    if again != first:
        problems.append("generate is not deterministic for a seed")
    # 3. supplied asks
    asks = [("why is the nightly export job slow? find out and fix it", "long_horizon"),
            ("what does `tee -a` do?", "single_step"),
            ("erkläre kurz, was ein Semaphor ist", "single_step"),
            ("把所有服务的日志格式统一成 JSON", "long_horizon"),
            ("regex for a MAC address", "single_step"),
            ("fix the flaky tests in tests/e2e and make CI green", "long_horizon"),
            ("tell me what \"quoted\" <tags> & ampersands\nacross lines do", "single_step")]
    ask_label = dict(asks)
    srecs = list(generate(800, 42, asks=asks))
    if len(srecs) != 800:
        problems.append("supplied: asked for 800, got %d" % len(srecs))
    sfams = Counter()
    for r in srecs:
        validate(r, problems)
        sfams[r["family"]] += 1
        hit = [a for a in ask_label if any(a in s for s in strings(r["body"]))]
        if not hit:
            problems.append("%s: no supplied ask verbatim in body" % r["id"])
            continue
        if r["label"] != ask_label[max(hit, key=len)]:
            problems.append("%s: label %s differs from the supplied label" % (r["id"], r["label"]))
        if r["shape"] != "first":
            problems.append("%s: supplied-ask record is not a first turn" % r["id"])
    problems += ["family %s missing (supplied asks)" % f for f in FAMILY_NAMES if not sfams[f]]

    print("own pool: %d records, labels %s, %d families, %.0f%% non-English records (pool %.0f%%)" % (
        len(recs), dict(labels), len(fams), 100 * non_en, 100 * pool_non_en))
    print("supplied asks: %d records, %d families" % (len(srecs), len(sfams)))
    if problems:
        print("%d PROBLEMS" % len(problems))
        for p in problems[:50]:
            print("  -", p)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
