"""Verify asks.jsonl.gz.  Run from this folder:  python check.py
Exit code 0 when every check passes, 1 otherwise.
"""
import collections
import gzip
import json
import os
import re
import statistics
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)
import build  # noqa: E402

PATH = os.path.join(HERE, "asks.jsonl.gz")
KEYS = ["ask", "label", "lang", "kind", "context", "history", "pair"]
LABELS = ("long_horizon", "single_step")
MIN_LANGS = 30
MIN_RECORDS, MAX_RECORDS = 1200, 1600

# Breadth words that must not carry the long_horizon signal in this corpus.
BREADTH = [
    r"\barchitecture\b", r"\bacross\b", r"\bentire\b", r"\bevery module\b", r"\bmigrat", r"\brefactor the whole\b",
    r"\bwhole (code ?base|repo|project)\b", r"\bcodebase\b",
    r"arquitectura", r"architektur", r"архитектур", r"\bmigr", r"мигр", r"міграц", r"迁移", r"移行", r"마이그레이션",
    r"整个项目", r"プロジェクト全体", r"전체 코드",
]
# Agent-loop material that must not appear (the corpus holds only what a person types).
LOOP_MARKERS = ["tool_result", "tool_use", "[tool]", "Action Input:", "Observation:", "function_call", "<environment_details>"]

errors = []


def err(msg):
    errors.append(msg)


def norm(s):
    return " ".join(s.casefold().split())


def main():
    if not os.path.exists(PATH):
        print("FAIL: %s missing; run python build.py" % PATH)
        return 1
    raw = open(PATH, "rb").read()
    if raw[:2] != b"\x1f\x8b":
        err("not a gzip file")
    if raw[4:8] != b"\x00\x00\x00\x00":
        err("gzip header mtime is not 0")
    if raw[3] & 0x08:
        err("gzip header carries a file name")
    lines = gzip.decompress(raw).decode("utf-8").splitlines()
    recs = []
    for n, line in enumerate(lines, 1):
        try:
            r = json.loads(line, object_pairs_hook=collections.OrderedDict)
        except ValueError as e:
            err("line %d: bad json (%s)" % (n, e))
            continue
        recs.append((n, r))

    kind_label = {}
    by_pair = collections.defaultdict(list)
    asks_exact, asks_norm = {}, {}
    for n, r in recs:
        if list(r.keys()) != KEYS:
            err("line %d: keys %s" % (n, list(r.keys())))
            continue
        if not isinstance(r["ask"], str) or not r["ask"].strip():
            err("line %d: ask must be a non-empty string" % n)
        if r["label"] not in LABELS:
            err("line %d: bad label %r" % (n, r["label"]))
        if not isinstance(r["lang"], str) or not re.fullmatch(r"[a-z]{2}", r["lang"]):
            err("line %d: bad lang %r" % (n, r["lang"]))
        if not isinstance(r["kind"], str) or not re.fullmatch(r"[a-z][a-z0-9]*(_[a-z0-9]+)*", r["kind"]):
            err("line %d: kind not snake_case %r" % (n, r["kind"]))
        else:
            prev = kind_label.setdefault(r["kind"], r["label"])
            if prev != r["label"]:
                err("line %d: kind %s has labels %s and %s" % (n, r["kind"], prev, r["label"]))
            if build.KINDS.get(r["kind"]) != r["label"]:
                err("line %d: kind %s not mapped to %s in build.KINDS" % (n, r["kind"], r["label"]))
        if r["context"] is not None and (not isinstance(r["context"], str) or not r["context"].strip()):
            err("line %d: context must be null or a non-empty string" % n)
        h = r["history"]
        if h is not None:
            if not isinstance(h, list) or not h or len(h) % 2:
                err("line %d: history must be a non-empty list of even length" % n)
            else:
                for i, t in enumerate(h):
                    want = "user" if i % 2 == 0 else "assistant"
                    if not isinstance(t, dict) or list(t.keys()) != ["role", "content"]:
                        err("line %d: history turn %d must be {role, content}" % (n, i))
                    elif t["role"] != want or not isinstance(t["content"], str) or not t["content"].strip():
                        err("line %d: history turn %d should be a non-empty %s turn" % (n, i, want))
        if r["pair"] is not None:
            if not isinstance(r["pair"], str) or not r["pair"]:
                err("line %d: pair must be null or a non-empty string" % n)
            else:
                by_pair[r["pair"]].append(r)
        if isinstance(r["ask"], str):
            if r["ask"] in asks_exact:
                err("line %d: duplicate ask (also line %d): %r" % (n, asks_exact[r["ask"]], r["ask"][:60]))
            asks_exact[r["ask"]] = n
            k = norm(r["ask"])
            if k in asks_norm and asks_norm[k] != n:
                err("line %d: near-duplicate ask (also line %d): %r" % (n, asks_norm[k], r["ask"][:60]))
            asks_norm.setdefault(k, n)
            blob = r["ask"] + (r["context"] or "") + json.dumps(h or [], ensure_ascii=False)
            for m in LOOP_MARKERS:
                if m in blob:
                    err("line %d: agent-loop marker %r" % (n, m))
            if r["label"] == "long_horizon":
                for pat in BREADTH:
                    if re.search(pat, r["ask"], re.IGNORECASE):
                        err("line %d: breadth word /%s/ in a long_horizon ask: %r" % (n, pat, r["ask"][:60]))

    for pid, rs in by_pair.items():
        if len(rs) != 2:
            err("pair %s has %d records" % (pid, len(rs)))
            continue
        if {rs[0]["label"], rs[1]["label"]} != set(LABELS):
            err("pair %s labels %s/%s" % (pid, rs[0]["label"], rs[1]["label"]))
        if rs[0]["lang"] != rs[1]["lang"]:
            err("pair %s mixes languages" % pid)
        if (rs[0]["history"] is None) != (rs[1]["history"] is None) or (
                rs[0]["history"] is not None and rs[0]["history"] != rs[1]["history"]):
            err("pair %s: both records must share the same earlier history (or none)" % pid)

    good = [r for _, r in recs if list(r.keys()) == KEYS]
    per_lang = collections.defaultdict(collections.Counter)
    for r in good:
        per_lang[r["lang"]][r["label"]] += 1
    for lang, c in sorted(per_lang.items()):
        if c["long_horizon"] != c["single_step"]:
            err("language %s unbalanced: %d long / %d single" % (lang, c["long_horizon"], c["single_step"]))
    labels = collections.Counter(r["label"] for r in good)
    if labels["long_horizon"] != labels["single_step"]:
        err("labels unbalanced overall: %s" % dict(labels))
    if not MIN_RECORDS <= len(good) <= MAX_RECORDS:
        err("%d records, expected %d-%d" % (len(good), MIN_RECORDS, MAX_RECORDS))
    if len(per_lang) < MIN_LANGS:
        err("only %d languages" % len(per_lang))
    non_en = sum(1 for r in good if r["lang"] != "en")
    if non_en * 2 < len(good):
        err("only %d of %d records are not English" % (non_en, len(good)))

    # Rebuild and compare bytes.
    fd, tmp = tempfile.mkstemp(suffix=".jsonl.gz")
    os.close(fd)
    try:
        build.write(tmp)
        first = open(tmp, "rb").read()
        if first != raw:
            err("rebuilding with build.py gives different bytes; run python build.py")
        build.write(tmp)
        if open(tmp, "rb").read() != first:
            err("build.py is not deterministic (two builds differ)")
    except Exception as e:  # noqa: BLE001
        err("rebuild failed: %r" % (e,))
    finally:
        os.unlink(tmp)

    # Summary.
    fenced = sum(1 for r in good if "```" in r["ask"] or "\n" in r["ask"])
    with_ctx = sum(1 for r in good if r["context"] is not None)
    with_hist = sum(1 for r in good if r["history"] is not None)
    first_lines = [len(r["ask"].split("\n")[0].split()) for r in good if re.search(r"[a-zA-Z]", r["ask"][:40])]
    print("records        %d" % len(good))
    print("labels         %s" % ", ".join("%s %d" % (k, labels[k]) for k in LABELS))
    print("languages      %d (%d records not English)" % (len(per_lang), non_en))
    print("pairs          %d (%d records paired, %d unpaired)" % (
        len(by_pair), sum(len(v) for v in by_pair.values()), len(good) - sum(len(v) for v in by_pair.values())))
    print("with history   %d" % with_hist)
    print("with context   %d" % with_ctx)
    print("fenced/multi-line material in ask  %d" % fenced)
    if first_lines:
        print("words in first line (space-separated scripts): median %d, max %d" % (
            statistics.median(first_lines), max(first_lines)))
    print("per language (long/single):")
    print("  " + "  ".join("%s %d/%d" % (l, c["long_horizon"], c["single_step"]) for l, c in sorted(per_lang.items())))
    print("kinds:")
    kc = collections.Counter(r["kind"] for r in good)
    for lab in LABELS:
        print("  %s: %s" % (lab, ", ".join("%s %d" % (k, kc[k]) for k in sorted(kc) if kind_label.get(k) == lab)))
    if errors:
        print("\nFAILED (%d problems):" % len(errors))
        for e in errors[:200]:
            print("  - " + e)
        return 1
    print("\nOK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
