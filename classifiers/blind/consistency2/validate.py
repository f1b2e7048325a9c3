"""Validate the consistency2 set and print counts.

usage: /work/main/.venv/bin/python validate.py [path]   (default: consistency2.jsonl.gz next to this file)
Exit status 1 when any check fails.
"""
import collections
import gzip
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "consistency2.jsonl.gz")

LABELS = {"single_step", "long_horizon"}
ENDPOINT_RE = re.compile(r"^/(v1/chat/completions|v1/responses|v1/messages|v1/completions|v1beta/models/[A-Za-z0-9.\-]+:(stream)?[gG]enerateContent)$")
ISO = {"en", "de", "fr", "es", "pt", "ru", "zh", "ja", "ko", "it", "pl", "tr"}
REQUIRED = {"id": str, "ask_id": str, "family": str, "shape": str, "endpoint": str, "headers": dict, "body": dict,
            "label": str, "ask": str, "lang": str, "kind": str, "task": str}
SECRET_RE = re.compile(r"(sk-(proj-|ant-)?[A-Za-z0-9_\-]{20,}|AIza[0-9A-Za-z_\-]{30,}|ghp_[A-Za-z0-9]{30,})")


def strings(o):
    if isinstance(o, str):
        yield o
    elif isinstance(o, dict):
        for v in o.values():
            yield from strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from strings(v)


def main():
    opener = gzip.open if PATH.endswith(".gz") else open
    errors = []
    recs = []
    with opener(PATH, "rt", encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                r = json.loads(line)
            except Exception as e:  # noqa: BLE001
                errors.append(f"line {ln}: bad json: {e}")
                continue
            recs.append(r)
    ids = set()
    per_ask = collections.defaultdict(list)
    for r in recs:
        rid = r.get("id", "?")
        for k, t in REQUIRED.items():
            if not isinstance(r.get(k), t):
                errors.append(f"{rid}: field {k} missing or not {t.__name__}")
        if rid in ids:
            errors.append(f"{rid}: duplicate id")
        ids.add(rid)
        if r.get("label") not in LABELS:
            errors.append(f"{rid}: bad label {r.get('label')}")
        if not ENDPOINT_RE.match(r.get("endpoint", "")):
            errors.append(f"{rid}: unexpected endpoint {r.get('endpoint')}")
        if r.get("lang") not in ISO:
            errors.append(f"{rid}: bad lang {r.get('lang')}")
        for hk, hv in r.get("headers", {}).items():
            if hk != hk.lower() or not isinstance(hv, str):
                errors.append(f"{rid}: header {hk!r} not lower-case or not a string")
        body = r.get("body", {})
        blob = json.dumps(body, ensure_ascii=False)
        if SECRET_RE.search(blob) or SECRET_RE.search(json.dumps(r.get("headers", {}))):
            errors.append(f"{rid}: something that looks like a real secret")
        ask = r.get("ask") or ""
        if not any(ask in s for s in strings(body)):
            errors.append(f"{rid}: ask text not found verbatim inside the body")
        if "messages" not in body and "input" not in body and "contents" not in body:
            errors.append(f"{rid}: body has no messages/input/contents")
        if body.get("stream") is not None and not isinstance(body["stream"], bool):
            errors.append(f"{rid}: stream not bool")
        per_ask[r.get("ask_id")].append(r)

    # consistency: one ask, one label / ask text / lang / kind; at least 10 envelopes per ask
    for aid, rs in per_ask.items():
        for f in ("label", "ask", "lang", "kind"):
            vals = {x.get(f) for x in rs}
            if len(vals) != 1:
                errors.append(f"{aid}: {f} differs across envelopes: {vals}")
        fams = {x["family"] for x in rs}
        if len(fams) < 10:
            errors.append(f"{aid}: only {len(fams)} client families")

    # ---------------------------------------------------------------- report
    asks = {aid: rs[0] for aid, rs in per_ask.items()}
    lab = collections.Counter(a["label"] for a in asks.values())
    langs = collections.Counter(a["lang"] for a in asks.values())
    non_en = sum(v for k, v in langs.items() if k != "en")
    print(f"file: {PATH}")
    print(f"records: {len(recs)}   asks: {len(asks)}   families: {len({r['family'] for r in recs})}")
    print(f"asks by label: {dict(lab)}")
    print(f"asks by language: {dict(sorted(langs.items()))}  non-English: {non_en} ({100.0 * non_en / max(1, len(asks)):.1f}%)")
    kinds = collections.Counter((a["label"], a["kind"]) for a in asks.values())
    print("asks by label x kind:")
    for (l, k), v in sorted(kinds.items()):
        print(f"  {l:13s} {k:20s} {v}")
    fam_per_ask = collections.Counter(len({x['family'] for x in rs}) for rs in per_ask.values())
    print(f"envelopes per ask: {dict(sorted(fam_per_ask.items()))}")
    print()
    print("records by family x shape x label:")
    c = collections.Counter((r["family"], r["shape"], r["label"]) for r in recs)
    print(f"  {'family':16s} {'shape':50s} {'single':>7s} {'long':>7s}")
    keys = sorted({(f, s) for f, s, _ in c})
    for f, s in keys:
        print(f"  {f:16s} {s:50s} {c[(f, s, 'single_step')]:7d} {c[(f, s, 'long_horizon')]:7d}")
    print()
    print("body size (bytes) by family: min / median / max")
    sz = collections.defaultdict(list)
    for r in recs:
        sz[r["family"]].append(len(json.dumps(r["body"], ensure_ascii=False).encode()))
    for f in sorted(sz):
        v = sorted(sz[f])
        print(f"  {f:16s} {v[0]:8d} {v[len(v) // 2]:8d} {v[-1]:8d}")
    print()
    if errors:
        print(f"FAILED: {len(errors)} problem(s)")
        for e in errors[:50]:
            print("  " + e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
