"""Regenerate the corpus and validate it.  Exit 1 on any failure."""
import gzip
import json
import os
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import build  # noqa: E402

HEAVY = build.HEAVY
errors = []


def fail(msg):
    errors.append(msg)


def main():
    records, meta = build.generate()
    data = build.serialize(records)
    again = build.serialize(build.generate()[0])
    if data != again:
        fail("two generations in one process differ")
    try:
        with open(build.OUT, "rb") as f:
            on_disk = f.read()
    except FileNotFoundError:
        on_disk = b""
        fail("asks.jsonl.gz missing: run build.py")
    if on_disk != data:
        fail("asks.jsonl.gz is not byte-identical to a fresh build")

    lines = gzip.decompress(on_disk or data).decode("utf-8").splitlines()
    recs = []
    for i, line in enumerate(lines, 1):
        try:
            obj = json.loads(line)
        except ValueError:
            fail(f"line {i}: not JSON")
            continue
        if tuple(obj.keys()) != build.KEYS:
            fail(f"line {i}: keys {tuple(obj.keys())}")
        recs.append(obj)
    n = len(recs)
    if not 1300 <= n <= 1700:
        fail(f"{n} records, expected about 1500")

    kind_label = {}
    for i, r in enumerate(recs, 1):
        if not isinstance(r["ask"], str) or not r["ask"].strip():
            fail(f"line {i}: empty ask")
        if r["label"] not in ("single_step", "long_horizon"):
            fail(f"line {i}: bad label {r['label']}")
        if r["kind"] not in build.LABEL or build.LABEL[r["kind"]] != r["label"]:
            fail(f"line {i}: kind {r['kind']} does not belong to {r['label']}")
        kind_label.setdefault(r["kind"], set()).add(r["label"])
        if not (isinstance(r["lang"], str) and len(r["lang"]) == 2 and r["lang"].islower()):
            fail(f"line {i}: bad lang {r['lang']}")
        if r["context"] is not None and not isinstance(r["context"], str):
            fail(f"line {i}: context must be string or null")
        if r["pair"] is not None and not isinstance(r["pair"], str):
            fail(f"line {i}: pair must be string or null")
        h = r["history"]
        if h is not None:
            if not isinstance(h, list) or not h:
                fail(f"line {i}: history must be a non-empty list or null")
            else:
                for j, turn in enumerate(h):
                    if set(turn) != {"role", "content"}:
                        fail(f"line {i}: history turn keys {set(turn)}")
                    want = "user" if j % 2 == 0 else "assistant"
                    if turn.get("role") != want:
                        fail(f"line {i}: history roles must alternate user/assistant")
                if h[-1]["role"] != "assistant":
                    fail(f"line {i}: history must end with an assistant turn")
        size = len(r["ask"]) + len(r["context"] or "") + sum(len(t["content"]) for t in (h or []))
        if size < 40 or size > 25000:
            fail(f"line {i}: size {size} out of range")
    for k, labs in kind_label.items():
        if len(labs) != 1:
            fail(f"kind {k} has two labels")

    lab = Counter(r["label"] for r in recs)
    share = lab["single_step"] / max(n, 1)
    if not 0.45 <= share <= 0.55:
        fail(f"single_step share {share:.3f} outside 45-55%")

    langs = Counter(r["lang"] for r in recs)
    if len(langs) < 16:
        fail(f"only {len(langs)} languages")
    non_en = 1 - langs["en"] / n
    if non_en < 0.55:
        fail(f"non-English share {non_en:.3f} < 55%")
    for l in HEAVY:
        if langs[l] < 40:
            fail(f"language {l}: {langs[l]} asks < 40")

    # ask sentences: meta follows records one to one
    if len(meta) != n:
        fail("meta and records differ in length")
    uses = Counter(m["key"] for m in meta)
    over = [k for k, c in uses.items() if c > 4]
    if over:
        fail(f"{len(over)} ask sentences used more than 4 times, e.g. {over[0]}")
    if len(uses) < 1000:
        fail(f"only {len(uses)} distinct ask sentences")
    for i, (r, m) in enumerate(zip(records, meta), 1):
        if m["core"].lower() not in r["ask"].lower():
            fail(f"record {i}: ask sentence not found in ask")
    mats = {m["mat"] for m in meta} | {m["mat2"] for m in meta if m["mat2"]}
    real = [m for m in build._fmt.MATERIALS if m["cat"] != "error_line"]
    if len(real) < 140:
        fail(f"only {len(real)} hand-written materials")

    # minimal pairs
    groups = defaultdict(list)
    for r, m in zip(records, meta):
        if r["pair"]:
            groups[r["pair"]].append((r, m))
    for pid, g in groups.items():
        if len(g) != 2:
            fail(f"pair {pid} has {len(g)} records")
            continue
        (a, ma), (b, mb) = g
        if {a["label"], b["label"]} != {"single_step", "long_horizon"}:
            fail(f"pair {pid}: labels not opposite")
        if a["lang"] != b["lang"] or ma["mat"] != mb["mat"] or ma["place"] != mb["place"] \
                or ma["mat2"] != mb["mat2"] or a["context"] != b["context"]:
            fail(f"pair {pid}: material/placement/lang differ")
    paired = sum(len(g) for g in groups.values())

    print(f"records {n}; labels {dict(lab)}; single share {share:.3f}")
    print(f"languages {len(langs)}; non-English {non_en:.3f}; " +
          ", ".join(f"{k}={v}" for k, v in sorted(langs.items(), key=lambda x: -x[1])))
    print(f"distinct ask sentences {len(uses)}; max uses {max(uses.values())}")
    print(f"materials {len(real)} (+{len(build._fmt.MATERIALS) - len(real)} one-line errors); used {len(mats)}")
    print(f"paired records {paired} ({paired / n:.1%}); context {sum(1 for r in recs if r['context'])}; "
          f"history {sum(1 for r in recs if r['history'])}")
    if errors:
        for e in errors[:30]:
            print("FAIL:", e)
        print(f"{len(errors)} failure(s)")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
