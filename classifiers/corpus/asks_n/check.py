#!/usr/bin/env python3
"""Check asks.jsonl.gz: format, key order, labels, ISO codes, kind -> one label, pair structure,
balance, language shares, distinctness, and byte-for-byte reproducibility of build.py.

    python3 check.py          # exit 0 when everything holds, 1 otherwise
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
PATH = os.path.join(HERE, "asks.jsonl.gz")
KEYS = ["ask", "label", "lang", "kind", "context", "history", "pair"]
LABELS = ("single_step", "long_horizon")
ISO639_1 = set("""
aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de
dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id
ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu
lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu
rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr
ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu""".split())
KIND_RE = re.compile(r"^[a-z][a-z0-9]*(_[a-z0-9]+)+$")
# a character of the expected script must appear in the person's own ask sentence
SCRIPTS = {
    "ja": r"[\u3040-\u30ff\u4e00-\u9fff]", "zh": r"[\u4e00-\u9fff]", "ko": r"[\uac00-\ud7af]",
    "ar": r"[\u0600-\u06ff]", "fa": r"[\u0600-\u06ff]", "th": r"[\u0e00-\u0e7f]",
    "ru": r"[\u0400-\u04ff]", "uk": r"[\u0400-\u04ff]",
}
MAX_BYTES = 1_500_000

errors = []


def fail(msg):
    errors.append(msg)


def main():
    if not os.path.exists(PATH):
        print("missing", PATH)
        return 1
    raw = open(PATH, "rb").read()
    if len(raw) >= MAX_BYTES:
        fail("file too large: %d bytes" % len(raw))
    if raw[:2] != b"\x1f\x8b":
        fail("not a gzip file")
    if raw[4:8] != b"\x00\x00\x00\x00":
        fail("gzip header mtime is not 0")
    if raw[3] & 0x08:
        fail("gzip header carries a file name")

    text = gzip.decompress(raw).decode("utf-8")
    if not text.endswith("\n"):
        fail("file does not end with a newline")
    recs = []
    for n, line in enumerate(text.split("\n")[:-1], 1):
        try:
            rec = json.loads(line)
        except ValueError as e:
            fail("line %d: bad JSON (%s)" % (n, e))
            continue
        recs.append(rec)
        if not isinstance(rec, dict) or list(rec) != KEYS:
            fail("line %d: keys %r" % (n, list(rec) if isinstance(rec, dict) else type(rec)))
            continue
        if not isinstance(rec["ask"], str) or not re.search(r"\w", rec["ask"]):
            fail("line %d: empty ask" % n)
        if rec["label"] not in LABELS:
            fail("line %d: label %r" % (n, rec["label"]))
        if rec["lang"] not in ISO639_1:
            fail("line %d: lang %r is not ISO 639-1" % (n, rec["lang"]))
        if not isinstance(rec["kind"], str) or not KIND_RE.match(rec["kind"]):
            fail("line %d: kind %r is not snake_case" % (n, rec["kind"]))
        if rec["context"] is not None and (not isinstance(rec["context"], str) or not rec["context"].strip()):
            fail("line %d: context must be null or non-empty text" % n)
        h = rec["history"]
        if h is not None:
            ok = isinstance(h, list) and len(h) >= 2
            if ok:
                for k, turn in enumerate(h):
                    want = "user" if k % 2 == 0 else "assistant"
                    if (not isinstance(turn, dict) or list(turn) != ["role", "content"] or turn["role"] != want
                            or not isinstance(turn["content"], str) or not turn["content"].strip()):
                        ok = False
                ok = ok and h[-1]["role"] == "assistant"
            if not ok:
                fail("line %d: history must alternate user/assistant and end with assistant" % n)
        if rec["pair"] is not None and (not isinstance(rec["pair"], str) or not rec["pair"]):
            fail("line %d: pair must be null or a non-empty string" % n)

    total = len(recs)
    # kind -> exactly one label
    kind_labels = defaultdict(set)
    for r in recs:
        kind_labels[r["kind"]].add(r["label"])
    for k in sorted(kind_labels):
        if len(kind_labels[k]) != 1:
            fail("kind %s has labels %s" % (k, sorted(kind_labels[k])))
    # pairs
    by_pair = defaultdict(list)
    for r in recs:
        if r["pair"] is not None:
            by_pair[r["pair"]].append(r)
    for pid in sorted(by_pair):
        grp = by_pair[pid]
        if len(grp) != 2 or sorted(x["label"] for x in grp) != sorted(LABELS):
            fail("pair %s: needs exactly one single_step and one long_horizon record" % pid)
    # shares
    if not 1300 <= total <= 1700:
        fail("record count %d outside 1300-1700" % total)
    labels = Counter(r["label"] for r in recs)
    for lab in LABELS:
        share = labels[lab] / max(total, 1)
        if not 0.40 <= share <= 0.60:
            fail("label %s share %.3f outside 40-60%%" % (lab, share))
    langs = Counter(r["lang"] for r in recs)
    non_en = 1 - langs["en"] / max(total, 1)
    if non_en < 0.50:
        fail("non-English share %.3f below 50%%" % non_en)
    if len([l for l in langs if l != "en"]) < 10:
        fail("fewer than 10 non-English languages")
    paired = sum(len(v) for v in by_pair.values())
    if paired / max(total, 1) < 0.35:
        fail("paired records %.3f below 35%%" % (paired / total))
    n_hist = sum(1 for r in recs if r["history"] is not None)
    n_ctx = sum(1 for r in recs if r["context"] is not None)
    if not 0.07 <= n_hist / total <= 0.13:
        fail("history share %.3f not about 10%%" % (n_hist / total))
    if not 0.07 <= n_ctx / total <= 0.13:
        fail("context share %.3f not about 10%%" % (n_ctx / total))
    dump = Counter(json.dumps(r, ensure_ascii=False, sort_keys=True) for r in recs)
    dups = [d for d, c in dump.items() if c > 1]
    if dups:
        fail("%d duplicated records" % len(dups))

    # reproducibility: the generator in memory, and build.py run twice under different hash seeds
    sys.path.insert(0, HERE)
    import build  # noqa: E402
    generated = build.generate()
    if build.serialize(generated) != raw:
        fail("build.generate() does not reproduce asks.jsonl.gz")
    with tempfile.TemporaryDirectory() as tmp:
        for seed in ("1", "4242"):
            out = os.path.join(tmp, "out%s.gz" % seed)
            env = dict(os.environ, PYTHONHASHSEED=seed)
            subprocess.run([sys.executable, os.path.join(HERE, "build.py"), out], check=True, env=env,
                           stdout=subprocess.DEVNULL)
            if open(out, "rb").read() != raw:
                fail("rerunning build.py (PYTHONHASHSEED=%s) gives different bytes" % seed)

    # the person's own ask sentence, distinctness, material placement
    if len(generated) == total:
        uses = Counter()
        pair_mat = defaultdict(set)
        for (rec, meta), r in zip(generated, recs):
            s = meta["sentence"]
            uses[s] += 1
            if s not in r["ask"]:
                fail("ask sentence %r missing from its record" % s)
            where, mt = meta["where"], meta["material"]
            if r["context"] is not None and r["ask"] != s:
                fail("record with context must carry only the ask: %r" % r["ask"][:60])
            quoted = "\n".join(("> " + ln) if ln else ">" for ln in (mt or "").split("\n"))
            if where == "ask" and mt not in r["ask"] and quoted not in r["ask"]:
                fail("material missing from ask: %r" % s)
            if where == "context" and r["context"] != mt:
                fail("context differs from material: %r" % s)
            if where == "history" and (r["ask"] != s or (mt not in r["history"][0]["content"]
                                                         and quoted not in r["history"][0]["content"])):
                fail("follow-up record must carry the material in its first turn: %r" % s)
            if where is None and mt is not None:
                fail("material without a place: %r" % s)
            if r["pair"] is not None:
                if mt is None:
                    fail("paired record without material: %s" % r["pair"])
                pair_mat[r["pair"]].add((meta["material_id"], mt))
            if r["lang"] in SCRIPTS and not re.search(SCRIPTS[r["lang"]], s):
                fail("ask %r does not look like %s" % (s, r["lang"]))
        for pid in sorted(pair_mat):
            if len(pair_mat[pid]) != 1:
                fail("pair %s does not share one material" % pid)
        if len(uses) < 700:
            fail("only %d distinct ask sentences (need 700)" % len(uses))
        over = [s for s, c in uses.items() if c > 4]
        if over:
            fail("%d ask sentences used more than 4 times, e.g. %r" % (len(over), over[0]))
    else:
        fail("generator and file disagree on the record count")
        uses = Counter()

    print("records: %d  (%s)" % (total, ", ".join("%s %d" % (l, labels[l]) for l in LABELS)))
    print("languages: %d, non-English share %.1f%%" % (len(langs), 100 * non_en))
    print("paired records: %d (%.1f%%), with history: %d, with context: %d" % (paired, 100 * paired / total, n_hist, n_ctx))
    print("kinds: %d, distinct ask sentences: %d, most used: %d times" % (len(kind_labels), len(uses), max(uses.values()) if uses else 0))
    print("size: %d bytes" % len(raw))
    if errors:
        print("\nFAILED (%d problems):" % len(errors))
        for e in errors[:50]:
            print("  -", e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
