#!/usr/bin/env python3
"""Validate a prompts_a JSONL file: structure, template endings, label consistency, counts.

usage: python3 validate.py [FILE.jsonl] [--determinism]

Exits 1 on the first batch of errors (all errors are listed). Independent of the generator's internals:
the family endings and tool-result markers are spelled out here again on purpose.
"""
from __future__ import annotations

import argparse
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

SHAPE_LABEL = {
    "first_turn_single": "single_step",
    "first_turn_long": "long_horizon",
    "mid_loop": "long_horizon",
    "side_call": "single_step",
    "multi_turn_single": "single_step",
    "multi_turn_long": "long_horizon",
    "edit_retry": "long_horizon",
}

ENDINGS = {
    "llama2_inst": ["[/INST]"],
    "codellama": ["Source: assistant\nDestination: user\n\n "],
    "llama3": ["<|start_header_id|>assistant<|end_header_id|>\n\n", "<|start_header_id|>assistant<|end_header_id|>"],
    "chatml": ["<|im_start|>assistant\n", "<|im_start|>assistant", "<|im_start|>assistant<|im_sep|>",
               "<|im_start|>assistant\n<think>\n\n</think>\n\n", "<|im_start|>assistant<think>\n\n</think>\n\n",
               "<|im_start|>assistant<|im_sep|><think>\n\n</think>\n\n"],
    "mistral_inst": ["[/INST]", "[/TOOL_RESULTS]"],
    "zephyr": ["<|assistant|>\n"],
    "phi3": ["<|assistant|>\n", "<|assistant|>"],
    "gemma": ["<start_of_turn>model\n", "<start_of_turn>model"],
    "alpaca": ["### Response:\n", "Thought:"],
    "vicuna": ["ASSISTANT:"],
    "anthropic_human_assistant": ["\n\nAssistant:"],
    "deepseek_coder": ["### Response:\n"],
    "react_scratchpad": ["Thought:"],
    "openchat": ["GPT4 Correct Assistant:"],
    "command_r": ["<|START_OF_TURN_TOKEN|><|CHATBOT_TOKEN|>"],
    "granite": ["<|start_of_role|>assistant<|end_of_role|>"],
    "plain_user_assistant": ["Assistant:", "AI:"],
    "markdown_transcript": ["### Assistant\n", "## Assistant\n"],
    "deepseek_v3": ["<｜Assistant｜>", "<｜Assistant｜><think>\n", "<｜tool▁outputs▁end｜>"],
    "glm4": ["<|assistant|>"],
    "autogen_transcript": [],        # checked with a regex
    "smolagents_code": ["Thought:"],
}
PREFILLS = ["", "Thought:", " Thought:", "\nThought:"]
AUTOGEN_END = re.compile(r"\n[a-z_]+ \(to [a-z_]+\):\n\n(Thought:)?$")

# markers that only appear when tool output has been fed back into the transcript
TOOL_RESULT_MARKERS = [
    "<|start_header_id|>ipython<|end_header_id|>", "[TOOL_RESULTS]", "<|im_start|>tool\n", "<tool_response>\n",
    "<|start_of_role|>tool_response<|end_of_role|>", "<｜tool▁output▁begin｜>", "<|observation|>", "<results>\nDocument:",
    "Execution logs:", "exitcode: ", "[process exited with code", "] Result:\n", "\nObservation: ", "Observation: ",
    "Exit code: ", '<output exit_code="', "Tool result (", "TOOL RESULT:", "<tool_result tool=",
]
RETRY_MARKERS = ["try again", "Try again", "resend", "Resend", "Regenerate", "correct", "Fix", "fix the",
                 "Send a corrected", "send the edit again", "Update your edit"]
SIDE_KEYWORDS = ["ummar", "title", "Title", "ompact", "ondense", "commit", "Commit", "总结", "要約", "Zusammen", "zusammen",
                 "Resum", "Résume", "título", "заголовок", "titolo", "압축", "Compacte", "コミット", "箇条書き"]
PLACEHOLDERS = ["TASK_HERE", "{input}", "{agent_scratchpad}", "{tools}", "{tool_names}", "PLACEHOLDER",
                "lorem ipsum", "Lorem ipsum", "<INSERT", "{{user", "{{ message", "FIXME_"]
HEADER_KEYS_REQUIRED = ["user-agent", "content-type"]
ALLOWED_KEYS = {"id", "family", "shape", "endpoint", "headers", "body", "label", "lang", "ask_id"}


def prompt_text(body: dict) -> str:
    if "prompt" in body:
        p = body["prompt"]
        return p[0] if isinstance(p, list) else p
    return body["messages"][-1]["content"]


def check_record(r: dict, errs: list[str]) -> None:
    rid = r.get("id", "?")

    def err(msg):
        errs.append(f"{rid}: {msg}")

    missing = [k for k in ("id", "family", "shape", "endpoint", "headers", "body", "label", "lang") if k not in r]
    if missing:
        err(f"missing keys {missing}")
        return
    extra = set(r) - ALLOWED_KEYS
    if extra:
        err(f"unexpected keys {sorted(extra)}")
    if not re.fullmatch(r"pa-[a-z]+-\d{4}", r["id"]):
        err("bad id format")
    fam, shape, label = r["family"], r["shape"], r["label"]
    if fam not in ENDINGS:
        err(f"unknown family {fam}")
        return
    if shape not in SHAPE_LABEL:
        err(f"unknown shape {shape}")
        return
    if label != SHAPE_LABEL[shape]:
        err(f"label {label} inconsistent with shape {shape}")
    if shape.startswith("first_turn"):
        if not r.get("ask_id"):
            err("first-turn record without ask_id")
    elif "ask_id" in r:
        err("ask_id on a non-first-turn record")

    h = r["headers"]
    if not isinstance(h, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in h.items()):
        err("headers must be a str->str object")
    else:
        for k in HEADER_KEYS_REQUIRED:
            if k not in h:
                err(f"header {k} missing")
        if h.get("content-type") != "application/json":
            err("content-type must be application/json")
        if any(k != k.lower() for k in h):
            err("header names must be lower-case")

    b = r["body"]
    ep = r["endpoint"]
    if ep == "/v1/completions":
        if "messages" in b:
            err("completions body with messages")
        p = b.get("prompt")
        if isinstance(p, list):
            if len(p) != 1 or not isinstance(p[0], str):
                err("prompt list must hold exactly one string")
        elif not isinstance(p, str):
            err("prompt must be a string or a one-element list")
        if not isinstance(b.get("stop"), list) or not b["stop"] or not all(isinstance(s, str) and s for s in b["stop"]):
            err("completions body needs a non-empty stop list of strings")
        if not isinstance(b.get("max_tokens"), int) or b["max_tokens"] <= 0:
            err("max_tokens must be a positive int")
    elif ep == "/v1/chat/completions":
        if "prompt" in b:
            err("chat body with prompt")
        msgs = b.get("messages")
        if not isinstance(msgs, list) or not 1 <= len(msgs) <= 2:
            err("chat body must have 1 or 2 messages")
        else:
            roles = [m.get("role") for m in msgs]
            if roles not in (["user"], ["system", "user"]):
                err(f"chat roles must be [system?, user], got {roles}")
            if not all(isinstance(m.get("content"), str) and m["content"].strip() for m in msgs):
                err("chat message content must be a non-empty string")
        if "max_tokens" in b and (not isinstance(b["max_tokens"], int) or b["max_tokens"] <= 0):
            err("max_tokens must be a positive int")
        if "stop" in b and (not isinstance(b["stop"], list) or not all(isinstance(s, str) for s in b["stop"])):
            err("stop must be a list of strings")
    else:
        err(f"unknown endpoint {ep}")
        return
    if not isinstance(b.get("model"), str) or not b["model"]:
        err("model missing")
    t = b.get("temperature")
    if not isinstance(t, (int, float)) or not 0 <= t <= 2:
        err("temperature missing or out of range")
    if "stream" in b and not isinstance(b["stream"], bool):
        err("stream must be bool")

    text = prompt_text(b)
    if not text.strip():
        err("empty prompt text")
        return
    for ph in PLACEHOLDERS:
        if ph in text:
            err(f"placeholder {ph!r} in prompt")
    if "\x00" in text:
        err("NUL byte in prompt")

    # the prompt must end where the model writes the next assistant turn
    if fam == "autogen_transcript":
        if not AUTOGEN_END.search(text):
            err("autogen transcript does not end with an open agent turn")
    elif not any(text.endswith(e + p) for e in ENDINGS[fam] for p in PREFILLS):
        err(f"{fam} prompt does not end with an assistant opener: ...{text[-60:]!r}")

    has_result = any(m in text for m in TOOL_RESULT_MARKERS)
    tail = text[-2500:]
    if shape == "mid_loop" and not has_result:
        err("mid_loop record without any tool-result marker")
    if shape == "edit_retry":
        if not any(m in tail for m in RETRY_MARKERS):
            err("edit_retry record whose last turn does not ask for another attempt")
    if shape in ("multi_turn_single", "multi_turn_long"):
        strict = [m for m in TOOL_RESULT_MARKERS[:12]]
        if any(m in text for m in strict):
            err("multi-turn chat must not contain tool results")
    if shape == "side_call":
        if not any(k in tail for k in SIDE_KEYWORDS):
            err("side_call whose final ask is not a summary/compaction/title/commit request")
    if shape.startswith("first_turn"):
        structural = ["<|start_header_id|>ipython<|end_header_id|>", "[TOOL_RESULTS]", "<|im_start|>tool\n",
                      "<tool_response>\n", "<|start_of_role|>tool_response<|end_of_role|>", "<｜tool▁output▁begin｜>",
                      "<|observation|>", "<results>\nDocument:", "Execution logs:", "exitcode: ",
                      "[process exited with code", "] Result:\n"]
        if any(m in text for m in structural):
            err("first-turn record contains a tool result")


def regenerate_twice() -> bool:
    sys.path.insert(0, HERE)
    import generate  # noqa: E402
    a = [json.dumps(r, ensure_ascii=False) for r in generate.generate()]
    b = [json.dumps(r, ensure_ascii=False) for r in generate.generate()]
    return a == b


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("path", nargs="?", default=os.path.join(HERE, "prompts_a.jsonl"))
    ap.add_argument("--determinism", action="store_true", help="also regenerate twice in-process and compare")
    args = ap.parse_args(argv)

    errs: list[str] = []
    recs = []
    with open(args.path, encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            try:
                recs.append(json.loads(line))
            except json.JSONDecodeError as e:
                errs.append(f"line {n}: invalid JSON ({e})")
    ids = collections.Counter(r.get("id") for r in recs)
    for i, c in ids.items():
        if c > 1:
            errs.append(f"{i}: duplicate id")
    for r in recs:
        check_record(r, errs)

    # cross-template consistency: every ask_id is rendered in >= 2 families, always with the same label
    by_ask = collections.defaultdict(set)
    ask_labels = collections.defaultdict(set)
    for r in recs:
        if r.get("ask_id"):
            by_ask[r["ask_id"]].add(r["family"])
            ask_labels[r["ask_id"]].add(r["label"])
    for a, fams in by_ask.items():
        if len(fams) < 2:
            errs.append(f"ask_id {a} rendered in only {len(fams)} family")
        if len(ask_labels[a]) != 1:
            errs.append(f"ask_id {a} has inconsistent labels {ask_labels[a]}")

    fams = collections.Counter(r["family"] for r in recs)
    if len(fams) < 14:
        errs.append(f"only {len(fams)} families (need >= 14)")
    if not 1500 <= len(recs) <= 2500:
        errs.append(f"{len(recs)} records (expected 1500-2500)")
    labels = collections.Counter(r["label"] for r in recs)
    if labels and abs(labels["single_step"] - labels["long_horizon"]) > 0.15 * len(recs):
        errs.append(f"labels unbalanced: {dict(labels)}")

    if args.determinism and not regenerate_twice():
        errs.append("generator is not deterministic")

    # ---- report
    print(f"records: {len(recs)}   families: {len(fams)}   ask_ids: {len(by_ask)}")
    print("\nby label:", dict(sorted(labels.items())))
    print("by endpoint:", dict(collections.Counter(r["endpoint"] for r in recs)))
    print("\nby shape x label:")
    for (s, l), c in sorted(collections.Counter((r["shape"], r["label"]) for r in recs).items()):
        print(f"  {s:20s} {l:13s} {c:5d}")
    print("\nby family (single_step / long_horizon / total):")
    fl = collections.Counter((r["family"], r["label"]) for r in recs)
    for f in sorted(fams):
        print(f"  {f:28s} {fl[(f, 'single_step')]:4d} {fl[(f, 'long_horizon')]:4d} {fams[f]:5d}")
    print("\nby family x shape:")
    shapes = list(SHAPE_LABEL)
    print("  " + " " * 28 + " ".join(f"{s[:10]:>10s}" for s in shapes))
    fs = collections.Counter((r["family"], r["shape"]) for r in recs)
    for f in sorted(fams):
        print(f"  {f:28s}" + " ".join(f"{fs[(f, s)]:10d}" for s in shapes))
    langs = collections.Counter(r["lang"] for r in recs)
    print("\nby language:", ", ".join(f"{k}={v}" for k, v in langs.most_common()),
          f"(English {langs['en'] / max(1, len(recs)):.0%})")
    sizes = sorted(len(prompt_text(r["body"]).encode()) for r in recs)
    if sizes:
        q = lambda x: sizes[min(len(sizes) - 1, int(x * len(sizes)))]
        print(f"prompt bytes: min {sizes[0]}  median {q(.5)}  p90 {q(.9)}  p99 {q(.99)}  max {sizes[-1]}  "
              f">10KB {sum(s > 10_000 for s in sizes)}  >60KB {sum(s > 60_000 for s in sizes)}  "
              f">150KB {sum(s > 150_000 for s in sizes)}")
    if errs:
        print(f"\n{len(errs)} ERROR(S):")
        for e in errs[:200]:
            print("  " + e)
        return 1
    print("\nOK")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
