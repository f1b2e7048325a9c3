#!/usr/bin/env python3
"""Validate asks.jsonl.gz of the asks_i corpus.  Exits non-zero on any problem.

    python3 check.py                 # checks asks.jsonl.gz next to this file
    python3 check.py path/to/file.jsonl.gz
    python3 check.py --rebuild       # also rebuilds into a temp file and checks it is byte-identical
"""

import gzip
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))

LABELS = {"single_step", "long_horizon"}
ISO = {"en", "de", "fr", "es", "pt", "it", "ru", "pl", "zh", "ja", "ko", "tr", "vi", "hi", "ar", "id", "uk", "nl"}
ALLOWED_KEYS = {"ask", "label", "lang", "kind", "context", "history", "pair"}
REQUIRED_KEYS = {"ask", "label", "lang", "kind", "context"}
KIND_RE = re.compile(r"^[a-z][a-z0-9]*(_[a-z0-9]+)*$")

# Script sanity: asks in these languages must contain characters of their script.
SCRIPT = {
    "zh": re.compile(r"[\u4e00-\u9fff]"), "ja": re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]"),
    "ko": re.compile(r"[\uac00-\ud7af]"), "ru": re.compile(r"[\u0400-\u04ff]"),
    "uk": re.compile(r"[\u0400-\u04ff]"), "ar": re.compile(r"[\u0600-\u06ff]"),
    "hi": re.compile(r"[\u0900-\u097f]"),
}


def main(argv):
    rebuild = "--rebuild" in argv
    args = [a for a in argv if not a.startswith("--")]
    path = args[0] if args else os.path.join(HERE, "asks.jsonl.gz")
    errors = []

    def err(msg):
        errors.append(msg)

    recs = []
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            try:
                recs.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("line %d: bad JSON (%s)" % (n, e))

    seen = set()
    kind_labels = defaultdict(set)
    pairs = defaultdict(list)
    for i, r in enumerate(recs, 1):
        where = "record %d" % i
        if not isinstance(r, dict):
            err(where + ": not an object")
            continue
        keys = set(r)
        if not REQUIRED_KEYS <= keys:
            err(where + ": missing keys %s" % sorted(REQUIRED_KEYS - keys))
        if keys - ALLOWED_KEYS:
            err(where + ": unknown keys %s" % sorted(keys - ALLOWED_KEYS))
        ask = r.get("ask")
        if not isinstance(ask, str) or not ask.strip():
            err(where + ": empty ask")
            ask = ""
        if r.get("label") not in LABELS:
            err(where + ": bad label %r" % r.get("label"))
        lang = r.get("lang")
        if lang not in ISO:
            err(where + ": bad lang %r" % lang)
        elif lang in SCRIPT and not SCRIPT[lang].search(ask):
            err(where + ": ask has no %s script characters: %r" % (lang, ask[:60]))
        kind = r.get("kind")
        if not isinstance(kind, str) or not KIND_RE.match(kind):
            err(where + ": bad kind %r" % kind)
        else:
            kind_labels[kind].add(r.get("label"))
        ctx = r.get("context")
        if ctx is not None and (not isinstance(ctx, str) or not ctx.strip()):
            err(where + ": context must be a non-empty string or null")
        hist = r.get("history")
        if "history" in r:
            if not isinstance(hist, list) or not hist:
                err(where + ": history must be a non-empty list")
            else:
                for t in hist:
                    if not isinstance(t, dict) or set(t) != {"role", "content"} \
                            or t["role"] not in ("user", "assistant") \
                            or not isinstance(t["content"], str) or not t["content"].strip():
                        err(where + ": bad history turn")
                        break
                else:
                    if hist[-1]["role"] != "assistant":
                        err(where + ": history must end with an assistant turn (the ask is the next user turn)")
                    roles = [t["role"] for t in hist]
                    if any(a == b for a, b in zip(roles, roles[1:])):
                        err(where + ": history roles must alternate")
        if "pair" in r:
            if not isinstance(r["pair"], str) or not r["pair"]:
                err(where + ": pair must be a non-empty string")
            else:
                pairs[r["pair"]].append(r)
        key = (ask, ctx, json.dumps(hist or [], ensure_ascii=False, sort_keys=True))
        if key in seen:
            err(where + ": duplicate (ask, context, history)")
        seen.add(key)

    # one task kind -> one label (the label follows the task)
    for kind, labs in sorted(kind_labels.items()):
        if len(labs) > 1:
            err("kind %s has both labels" % kind)

    # minimal pairs: exactly two records, one per label, same artifact, same language
    for pid, members in sorted(pairs.items()):
        if len(members) != 2:
            err("pair %s has %d members" % (pid, len(members)))
            continue
        a, b = members
        if {a["label"], b["label"]} != LABELS:
            err("pair %s does not have one record per label" % pid)
        if a["context"] != b["context"]:
            err("pair %s members have different context" % pid)
        if a.get("history") != b.get("history"):
            err("pair %s members have different history" % pid)
        if a["context"] is None and not a.get("history"):
            err("pair %s shares no pasted artifact" % pid)
        if a["lang"] != b["lang"]:
            err("pair %s members have different languages" % pid)

    n = len(recs)
    if not 1500 <= n <= 2500:
        err("size %d outside 1500..2500" % n)
    labels = Counter(r.get("label") for r in recs)
    share = labels["single_step"] / n if n else 0
    if not 0.40 <= share <= 0.60:
        err("single_step share %.3f outside 0.40..0.60" % share)
    langs = Counter(r.get("lang") for r in recs)
    en_share = langs["en"] / n if n else 0
    if not 0.50 <= en_share <= 0.60:
        err("English share %.3f outside 0.50..0.60" % en_share)
    others = [l for l in langs if l != "en" and langs[l] >= 10]
    if len(others) < 12:
        err("only %d non-English languages with >= 10 records" % len(others))
    paired = sum(len(m) for m in pairs.values())
    if n and paired / n < 0.30:
        err("paired share %.3f below 0.30" % (paired / n))
    n_null = sum(1 for r in recs if r.get("context") is None and not r.get("history"))
    n_hist = sum(1 for r in recs if r.get("history"))
    if n_null < 30:
        err("too few records with the artifact only named (%d)" % n_null)
    if n_hist < 50:
        err("too few records with history (%d)" % n_hist)

    if rebuild:
        with tempfile.TemporaryDirectory() as td:
            out = os.path.join(td, "asks.jsonl.gz")
            subprocess.run([sys.executable, os.path.join(HERE, "build.py"), "--out", out],
                           check=True, stdout=subprocess.DEVNULL)
            with open(out, "rb") as f1, open(path, "rb") as f2:
                if f1.read() != f2.read():
                    err("rebuild is not byte-identical to %s" % os.path.basename(path))

    print("records: %d" % n)
    print("labels: %s (single_step %.1f%%)" % (dict(labels), 100 * share))
    print("languages (%d): %s" % (len(langs), dict(langs.most_common())))
    print("paired records: %d (%.1f%%), pairs: %d" % (paired, 100.0 * paired / max(n, 1), len(pairs)))
    print("context null without history: %d, with history: %d" % (n_null, n_hist))
    print("kinds: %d distinct" % len(kind_labels))
    if errors:
        print("\n%d problem(s):" % len(errors))
        for e in errors[:50]:
            print("  - " + e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
