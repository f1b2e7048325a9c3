#!/usr/bin/env python3
"""Validate consistency3.jsonl.gz. Exits 1 on any failure."""

import collections
import gzip
import json
import os
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import generate  # noqa: E402
from asks import all_asks  # noqa: E402

PATH = os.path.join(HERE, "consistency3.jsonl.gz")
KEYS = {"id", "family", "endpoint", "headers", "body", "label", "ask_id", "lang"}
ENDPOINTS = {"/v1/chat/completions", "/v1/messages", "/v1/responses", "/v1/completions"}
LABELS = {"single_step", "long_horizon"}
MIN_ASKS, MIN_CLIENTS, MIN_LANGS, MIN_NON_EN = 220, 12, 10, 0.40
MAX_BYTES = 15 * 1024 * 1024

errors = []


def fail(msg):
    errors.append(msg)


def strings(obj):
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for v in obj.values():
            yield from strings(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from strings(v)


def first_turn_problems(rec):
    """Return reasons why the body is not a clean first user turn."""
    body, fam = rec["body"], rec["family"]
    out = []
    for m in body.get("messages", []) or []:
        role = m.get("role")
        if role == "tool":
            out.append("tool message")
        if role == "assistant" and fam != "aider":
            out.append("assistant turn")
        if isinstance(m.get("content"), list):
            for part in m["content"]:
                if isinstance(part, dict) and part.get("type") in ("tool_result", "tool_use"):
                    out.append("tool block")
        if m.get("tool_calls"):
            out.append("tool_calls")
    for it in body.get("input", []) or []:
        if it.get("type") in ("function_call", "function_call_output", "custom_tool_call", "custom_tool_call_output", "reasoning"):
            out.append("responses tool item")
        if it.get("role") == "assistant":
            out.append("assistant item")
    return out


def main():
    if not os.path.exists(PATH):
        print("missing " + PATH)
        return 1
    raw = open(PATH, "rb").read()
    if len(raw) > MAX_BYTES:
        fail(f"file too large: {len(raw)} bytes")
    if raw[:2] != b"\x1f\x8b" or raw[4:8] != b"\0\0\0\0":
        fail("not gzip or gzip mtime != 0")

    asks = {a["ask_id"]: a for a in all_asks()}
    recs, ids = [], set()
    for n, line in enumerate(gzip.decompress(raw).decode("utf-8").splitlines(), 1):
        try:
            r = json.loads(line)
        except ValueError as e:
            fail(f"line {n}: bad json {e}")
            continue
        if set(r) != KEYS:
            fail(f"line {n}: keys {sorted(r)}")
            continue
        if r["id"] in ids:
            fail(f"duplicate id {r['id']}")
        ids.add(r["id"])
        if r["endpoint"] not in ENDPOINTS:
            fail(f"{r['id']}: endpoint {r['endpoint']}")
        if r["label"] not in LABELS:
            fail(f"{r['id']}: label {r['label']}")
        if not isinstance(r["headers"], dict) or any(k != k.lower() or not isinstance(v, str) for k, v in r["headers"].items()):
            fail(f"{r['id']}: headers must be a dict of lower-case str keys and str values")
        for k in ("authorization", "x-api-key"):
            v = r["headers"].get(k, "")
            if v and "test" not in v:
                fail(f"{r['id']}: {k} does not look like a placeholder")
        if not isinstance(r["body"], dict) or not r["body"]:
            fail(f"{r['id']}: empty body")
        if r["endpoint"] == "/v1/completions" and not isinstance(r["body"].get("prompt"), str):
            fail(f"{r['id']}: completions without prompt")
        if r["endpoint"] == "/v1/responses" and "input" not in r["body"]:
            fail(f"{r['id']}: responses without input")
        if r["endpoint"] in ("/v1/chat/completions", "/v1/messages") and not r["body"].get("messages"):
            fail(f"{r['id']}: no messages")
        a = asks.get(r["ask_id"])
        if a is None:
            fail(f"{r['id']}: unknown ask_id {r['ask_id']}")
            continue
        if r["label"] != a["label"] or r["lang"] != a["lang"]:
            fail(f"{r['id']}: label/lang differ from the ask definition")
        if not any(a["text"] in s for s in strings(r["body"])):
            fail(f"{r['id']}: ask text not found verbatim in body")
        probs = first_turn_problems(r)
        if probs:
            fail(f"{r['id']}: not a first turn: {probs}")
        recs.append(r)

    fam_endpoints = collections.defaultdict(set)
    by_ask = collections.defaultdict(list)
    for r in recs:
        fam_endpoints[r["family"]].add(r["endpoint"])
        by_ask[r["ask_id"]].append(r)
    for f, eps in fam_endpoints.items():
        if len(eps) != 1:
            fail(f"family {f} uses several endpoints {eps}")
    families = set(fam_endpoints)
    if len(families) < MIN_CLIENTS:
        fail(f"only {len(families)} clients")
    if set(by_ask) != set(asks):
        fail(f"asks missing from the file: {sorted(set(asks) - set(by_ask))[:10]}")
    for aid, rs in by_ask.items():
        fams = [r["family"] for r in rs]
        if len(set(fams)) != len(fams):
            fail(f"{aid}: duplicate family")
        if len(set(fams)) < MIN_CLIENTS:
            fail(f"{aid}: only {len(set(fams))} envelopes")
        if set(fams) != families:
            fail(f"{aid}: missing envelopes {sorted(families - set(fams))}")
        if len({r['label'] for r in rs}) != 1 or len({r['lang'] for r in rs}) != 1:
            fail(f"{aid}: label or lang differs across envelopes")

    n = len(asks)
    lab = collections.Counter(a["label"] for a in asks.values())
    if n < MIN_ASKS:
        fail(f"only {n} asks")
    if lab["single_step"] != lab["long_horizon"]:
        fail(f"label imbalance {dict(lab)}")
    langs = collections.Counter(a["lang"] for a in asks.values())
    base = {p for l in langs for p in l.split("-")}
    if len(base) < MIN_LANGS:
        fail(f"only {len(base)} languages: {sorted(base)}")
    non_en = sum(v for k, v in langs.items() if k != "en") / n
    if non_en < MIN_NON_EN:
        fail(f"non-English share {non_en:.2f} < {MIN_NON_EN}")
    if not any("-" in l for l in langs):
        fail("no code-switched asks")
    for label in LABELS:
        ls = collections.Counter(a["lang"] for a in asks.values() if a["label"] == label)
        share = sum(v for k, v in ls.items() if k != "en") / sum(ls.values())
        if share < MIN_NON_EN:
            fail(f"{label}: non-English share {share:.2f}")

    # determinism: rebuild into a temp file and compare bytes
    with tempfile.TemporaryDirectory() as td:
        tmp = os.path.join(td, "rebuild.jsonl.gz")
        generate.write(generate.build_records(), tmp)
        if open(tmp, "rb").read() != raw:
            fail("regeneration is not byte-identical")

    print(f"asks={n} {dict(lab)} requests={len(recs)} clients={len(families)} languages={len(base)} non_en={non_en:.2%} size={len(raw)/1e6:.2f}MB")
    print("langs:", dict(sorted(langs.items(), key=lambda kv: -kv[1])))
    if errors:
        for e in errors[:50]:
            print("FAIL:", e)
        print(f"{len(errors)} failure(s)")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
