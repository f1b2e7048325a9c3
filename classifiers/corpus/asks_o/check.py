"""Check asks.jsonl.gz. Exit 1 on any failure.

Checks: gzip header (mtime 0, no file name), UTF-8 JSON Lines, key order and value shapes,
one label per kind, pair structure, label balance (overall and per language with 20+ records),
language count and non-English share, size, paired share, history share and shape, distinctness
of ask sentences, and that build.py reproduces the file byte for byte under two PYTHONHASHSEED values.
"""
import collections
import gzip
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "asks.jsonl.gz")
KEYS = ["ask", "label", "lang", "kind", "context", "history", "pair"]
LABELS = {"single_step", "long_horizon"}

errors = []


def fail(msg):
    errors.append(msg)


def main():
    if not os.path.exists(PATH):
        print("FAIL: asks.jsonl.gz missing; run build.py")
        return 1
    raw = open(PATH, "rb").read()

    # gzip header: magic, method, flags (no FNAME), mtime 0
    if raw[:3] != b"\x1f\x8b\x08":
        fail("not a gzip file")
    if raw[3] & 0x08:
        fail("gzip header carries a file name")
    if raw[4:8] != b"\x00\x00\x00\x00":
        fail("gzip header mtime is not 0")

    text = gzip.decompress(raw).decode("utf-8")
    lines = text.split("\n")
    if lines[-1] != "":
        fail("file does not end with a newline")
    recs = []
    for i, line in enumerate(lines[:-1], 1):
        try:
            r = json.loads(line, object_pairs_hook=lambda kv: kv)
        except ValueError as e:
            fail(f"line {i}: bad JSON: {e}")
            continue
        keys = [k for k, _ in r]
        if keys != KEYS:
            fail(f"line {i}: keys {keys} != {KEYS}")
            continue
        recs.append(json.loads(line))

    n = len(recs)
    kind_labels = collections.defaultdict(set)
    pairs = collections.defaultdict(list)
    by_lang = collections.Counter()
    single_by_lang = collections.Counter()
    n_hist = 0
    for i, r in enumerate(recs, 1):
        if not isinstance(r["ask"], str) or not r["ask"].strip():
            fail(f"record {i}: empty ask")
        if r["label"] not in LABELS:
            fail(f"record {i}: bad label {r['label']!r}")
        if not re.fullmatch(r"[a-z]{2}", str(r["lang"])):
            fail(f"record {i}: bad lang {r['lang']!r}")
        if not re.fullmatch(r"[a-z][a-z0-9]*(_[a-z0-9]+)*", str(r["kind"])):
            fail(f"record {i}: kind not snake_case {r['kind']!r}")
        if r["context"] is not None and (not isinstance(r["context"], str) or not r["context"].strip()):
            fail(f"record {i}: context must be null or non-empty text")
        h = r["history"]
        if h is not None:
            n_hist += 1
            if not isinstance(h, list) or not h:
                fail(f"record {i}: history must be null or a non-empty list")
            else:
                for j, t in enumerate(h):
                    if not isinstance(t, dict) or list(t.keys()) != ["role", "content"]:
                        fail(f"record {i}: history turn {j} must be {{role, content}}")
                        continue
                    want = "user" if j % 2 == 0 else "assistant"
                    if t["role"] != want:
                        fail(f"record {i}: history turn {j} role {t['role']!r}, expected {want!r}")
                    if not isinstance(t["content"], str) or not t["content"].strip():
                        fail(f"record {i}: history turn {j} empty content")
                    elif re.search(r"\[tool\]|tool_result|exit code|Observation:", t["content"]):
                        fail(f"record {i}: history looks like tool output")
                if h[-1].get("role") != "assistant":
                    fail(f"record {i}: history must end with an assistant turn")
        if r["pair"] is not None:
            if not isinstance(r["pair"], str) or not r["pair"]:
                fail(f"record {i}: pair must be null or a non-empty string")
            else:
                pairs[r["pair"]].append(r)
        kind_labels[r["kind"]].add(r["label"])
        by_lang[r["lang"]] += 1
        if r["label"] == "single_step":
            single_by_lang[r["lang"]] += 1

    # one label per kind
    for k, ls in kind_labels.items():
        if len(ls) != 1:
            fail(f"kind {k} has labels {sorted(ls)}")

    # pairs: exactly two records, one per label, same language
    for p, rs in pairs.items():
        if len(rs) != 2:
            fail(f"pair {p} has {len(rs)} records")
        elif {x["label"] for x in rs} != LABELS:
            fail(f"pair {p} does not have one record per label")
        elif rs[0]["lang"] != rs[1]["lang"]:
            fail(f"pair {p} mixes languages")
    n_paired = sum(len(rs) for rs in pairs.values())

    # size, balance, shares
    if not 1400 <= n <= 1800:
        fail(f"{n} records, expected about 1,600")
    n_single = sum(single_by_lang.values())
    if n and not 0.45 <= n_single / n <= 0.55:
        fail(f"overall single_step share {n_single / n:.3f}")
    for lang, c in by_lang.items():
        if c >= 20 and not 0.45 <= single_by_lang[lang] / c <= 0.55:
            fail(f"lang {lang}: single_step share {single_by_lang[lang] / c:.3f} of {c}")
    if len(by_lang) < 24:
        fail(f"only {len(by_lang)} languages")
    non_en = n - by_lang.get("en", 0)
    if n and non_en / n < 0.55:
        fail(f"non-English share {non_en / n:.3f} < 0.55")
    if n_paired < 600:
        fail(f"only {n_paired} records in pairs")
    if n and not 0.10 <= n_hist / n <= 0.20:
        fail(f"history share {n_hist / n:.3f} outside 10-20%")

    # distinctness: full asks, and the ask sentences without supplied material (from build.py)
    ask_counts = collections.Counter(r["ask"] for r in recs)
    if ask_counts and ask_counts.most_common(1)[0][1] > 3:
        fail(f"ask used more than 3 times: {ask_counts.most_common(1)[0]}")
    sys.path.insert(0, HERE)
    import build  # noqa: E402
    built = build.build()
    if [r for r, _ in built] != recs:
        fail("build.build() records differ from the file")
    sent_counts = collections.Counter(s for _, s in built)
    if len(sent_counts) < 1100:
        fail(f"only {len(sent_counts)} distinct ask sentences")
    top = sent_counts.most_common(1)[0] if sent_counts else ("", 0)
    if top[1] > 3:
        fail(f"sentence used more than 3 times: {top}")
    for (r, s) in built:
        if s not in r["ask"]:
            fail(f"sentence not found in its ask: {s!r}")
            break
        if build.KIND_LABEL.get(r["kind"]) != r["label"]:
            fail(f"kind {r['kind']} label differs from build.KIND_LABEL")
            break

    # byte-for-byte reproduction under two hash seeds
    for seed in ("0", "4242"):
        with tempfile.TemporaryDirectory() as td:
            out = os.path.join(td, "asks.jsonl.gz")
            env = dict(os.environ, PYTHONHASHSEED=seed)
            res = subprocess.run([sys.executable, os.path.join(HERE, "build.py"), out],
                                 env=env, capture_output=True, text=True)
            if res.returncode != 0:
                fail(f"build.py failed under PYTHONHASHSEED={seed}: {res.stderr.strip()}")
            elif open(out, "rb").read() != raw:
                fail(f"build.py output differs under PYTHONHASHSEED={seed}")

    print(f"records {n}  single_step {n_single}  long_horizon {n - n_single}")
    print(f"languages {len(by_lang)}  non-English {non_en} ({non_en / max(n, 1):.1%})")
    print(f"paired records {n_paired} ({len(pairs)} pairs)  with history {n_hist} ({n_hist / max(n, 1):.1%})")
    print(f"distinct ask sentences {len(sent_counts)}  max uses {top[1]}")
    print("per language: " + ", ".join(f"{k} {v}" for k, v in sorted(by_lang.items(), key=lambda x: (-x[1], x[0]))))
    kinds = sorted(kind_labels.items(), key=lambda x: (min(x[1]), x[0]))
    print("kinds: " + ", ".join(f"{k}={min(v)}" for k, v in kinds))
    if errors:
        for e in errors[:50]:
            print("FAIL:", e)
        print(f"{len(errors)} problem(s)")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
