#!/usr/bin/env python3
"""Deterministic generator for the blind holdout set.

Usage:  python generate.py            -> writes holdout.jsonl next to this file
        gzip -9nf holdout.jsonl       -> holdout.jsonl.gz (same bytes on every run)
Standard library only.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import families  # noqa: E402
import families2  # noqa: E402,F401
import families3  # noqa: E402,F401
from core import Ask, Project, make_steps, pick_lang, sub_rng  # noqa: E402

SEED = "holdout-v1"
S, L = "single_step", "long_horizon"

NUDGES = {"en": ["continue", "keep going", "go on", "ok, continue. also check the other callers", "looks right, carry on", "fix it", "try again"],
          "de": ["weiter", "mach weiter"], "ja": ["続けて", "そのまま進めて"], "zh": ["继续", "接着做"], "fr": ["continue", "vas-y, continue"],
          "es": ["sigue", "continúa"], "ru": ["продолжай"], "pt": ["continua"], "ko": ["계속해"]}


def nudge(rng, lang):
    return rng.choice(NUDGES.get(lang, NUDGES["en"]))


def norm(out):
    if len(out) == 3:
        return out[0], out[1], out[2], None
    return out


def build():
    recs = []
    for fname, F in families.FAMILIES.items():
        for shape, n in F.counts.items():
            for i in range(n):
                rng = sub_rng(SEED, fname, shape, i)
                P = Project(rng)
                rec = {"family": fname, "shape": shape}
                if shape in ("first_turn", "follow_up"):
                    label = S if i % 2 == 0 else L
                    lang = pick_lang(rng)
                    if label == L and rng.random() < 0.15:
                        ask = Ask.ticket_ask(rng, rng.choice(["en", "en", "de", "ja", "es"]) if lang != "en" else "en")
                    elif label == S and rng.random() < 0.1:
                        ask = Ask(rng, label=S, lang=lang, kinds=["huge_paste"])
                    elif label == S and fname in ("aider", "plandex", "continue") and rng.random() < 0.4:
                        ask = Ask(rng, label=S, lang=lang, kinds=["small_edit", "rename", "docstring", "type_hints"], code_lang=P.lang)
                    else:
                        ask = Ask(rng, label=label, lang=lang, code_lang=P.lang if rng.random() < 0.6 else None)
                    agentic = bool(F.tools_spec) or fname in ("claude_code", "codex_cli", "cline", "mini_swe_agent", "smolagents", "dspy_react", "dify", "langchain_react", "sweep_bot")
                    # agent clients: the earlier turn was answered without tools, so it was a self-contained ask
                    prior = [Ask(rng, label=S if agentic else None, lang=lang if rng.random() < 0.7 else "en")] if shape == "follow_up" else []
                    endpoint, headers, body, ov = norm(F.first(rng, P, ask, prior))
                    a_text, a_lang, a_kind, a_id = ask.text, ask.lang, ask.kind, ask.ask_id
                    if ov:
                        a_text, a_lang, a_kind, a_id = ov["ask"], ov["lang"], ov["kind"], ov["ask_id"]
                    rec.update(endpoint=endpoint, headers=headers, body=body, label=label, ask=a_text, ask_id=a_id, lang=a_lang, kind=a_kind,
                               task=(("follow-up turn: " if prior else "") + a_text.replace("\n", " ")[:180]))
                elif shape == "loop_turn":
                    lang = pick_lang(rng, 0.25)
                    if rng.random() < 0.12:
                        ask = Ask(rng, label=S, lang=lang)
                    elif rng.random() < 0.15:
                        ask = Ask.ticket_ask(rng, "en")
                    else:
                        ask = Ask(rng, label=L, lang=lang)
                    n_steps = rng.choice([1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16, 20])
                    steps = make_steps(rng, P, n_steps, getattr(F, 'step_kinds', None))
                    tail = nudge(rng, ask.lang) if rng.random() < 0.2 else None
                    endpoint, headers, body = F.loop(rng, P, ask, steps, tail)
                    rec.update(endpoint=endpoint, headers=headers, body=body, label=L, ask=None, ask_id=None, lang=ask.lang, kind="agent_loop",
                               task=f"loop turn after {n_steps} tool round(s){' + user nudge ' + repr(tail) if tail else ''}; task: {ask.text.replace(chr(10), ' ')[:120]}")
                elif shape == "retry_turn":
                    lang = pick_lang(rng, 0.2)
                    ask = Ask(rng, label=rng.choice([L, L, S]), lang=lang)
                    steps = make_steps(rng, P, rng.randint(2, 7), getattr(F, 'step_kinds', None))
                    endpoint, headers, body = F.retry(rng, P, ask, steps)
                    rec.update(endpoint=endpoint, headers=headers, body=body, label=L, ask=None, ask_id=None, lang=ask.lang, kind="edit_retry",
                               task=f"retry/feedback turn in an edit loop (failed edit, lint or test output fed back); task: {ask.text.replace(chr(10), ' ')[:100]}")
                elif shape == "side_call":
                    kind = F.side_kinds[i % len(F.side_kinds)]
                    endpoint, headers, body, note = F.side(rng, P, kind)
                    rec.update(endpoint=endpoint, headers=headers, body=body, label=S, ask=None, ask_id=None, lang="und", kind=kind, task=note)
                elif shape == "completion":
                    endpoint, headers, body, note = F.fim(rng, P)
                    rec.update(endpoint=endpoint, headers=headers, body=body, label=S, ask=None, ask_id=None, lang="zxx", kind="fim", task=note)
                recs.append(rec)
    random.Random(SEED).shuffle(recs)
    out = []
    for k, r in enumerate(recs):
        o = {"id": f"hold-{k:05d}", "family": r["family"], "shape": r["shape"], "endpoint": r["endpoint"], "headers": r["headers"],
             "body": r["body"], "label": r["label"], "task": r["task"], "ask": r["ask"], "ask_id": r["ask_id"], "lang": r["lang"], "kind": r["kind"]}
        out.append(o)
    return out


def main():
    recs = build()
    path = os.path.join(HERE, "holdout.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False, separators=(",", ":")) + "\n")
    print(f"wrote {len(recs)} records to {path}")


if __name__ == "__main__":
    main()
