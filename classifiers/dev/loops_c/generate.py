#!/usr/bin/env python3
"""Generate labelled mid-loop agent requests (and contrasting side calls / first turns) -> loops_c.jsonl.
Standard library only. Deterministic: python3 generate.py [--n 2400] [--seed 20250917]"""
import argparse
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from content import LANGS, SINGLE_Q, FOLLOWUPS, RETRY_LEAD, RETRY_TAIL, test_output, lint_output, diff_out  # noqa: E402
from scenario import make_scenario  # noqa: E402
from phrases import side_ask, SIDE_SYSTEMS  # noqa: E402
from wire import transcript, abstract_action, abstract_obs, api_key, uid, rid, call_id, COMMON_UA  # noqa: E402
from native import (SPECS, chat_headers, chat_tool_history, chat_tool_turns, anthropic_headers, anthropic_history,  # noqa: E402
                    CODEX_TOOLS, codex_items, final_text, absp)
from textproto import TEXT, react_prompt, aider_reminder  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))

FAMILIES = (["claude_code", "zed_agent", "codex_cli", "openai_agents_sdk", "langchain_react"] + list(SPECS) + list(TEXT))

SIDE_OF = {"claude_code": {"summary": "append", "title": "transcript"}, "zed_agent": {"title": "append", "summary": "append"},
           "codex_cli": {"summary": "append"}, "openai_agents_sdk": {}, "langchain_react": {"summary": "transcript"}}
for f, s in SPECS.items():
    SIDE_OF[f] = s["side"]
for f, s in TEXT.items():
    SIDE_OF[f] = s["side"]

RETRY_LEAD_KIND = {
    "en": {"test": ["The tests still fail after your change:", "CI says:", "pytest/jest output after your edit:"],
           "lint": ["Lint is failing now:", "The linter complains:", "Type check fails:"],
           "edit": ["Your edit didn't apply:", "The patch failed:", "That replacement did not match the file:"]},
    "de": {"test": ["Die Tests schlagen immer noch fehl:"], "lint": ["Jetzt meckert der Linter:"], "edit": ["Die Änderung ließ sich nicht anwenden:"]},
}
NO_FOLLOWUP = {"langchain_react", "autocoderover"}
NO_RETRY = {"langchain_react", "autocoderover"}


# ------------------------------------------------------------------------------------ shared pieces
def retry_text(rng, sc, lang, fam):
    repo = sc["repo"]
    kind = rng.choice(["test", "test", "lint", "edit"])
    if kind == "test":
        out, cmd = test_output(rng, repo, True), repo["test"]
    elif kind == "lint":
        out, cmd = lint_output(rng, repo), repo["lint"]
    else:
        eds = [s for s in sc["steps"] if s["kind"] == "edit"] or [{"path": repo["files"][0], "old": "    return result", "new": "    return result or {}"}]
        e = rng.choice(eds)
        out, cmd = None, None
    if fam == "aider":
        if kind == "edit":
            return (f"# 1 SEARCH/REPLACE block did not apply\n\n## NoExactMatch: this SEARCH text was not found verbatim in {e['path']}\n"
                    f"<<<<<<< SEARCH\n{e['old']}\n=======\n{e['new']}\n>>>>>>> REPLACE\n\nSEARCH must reproduce existing lines exactly, whitespace included.\n"
                    "The other blocks in your reply were applied; resend only the failing block.")
        return rng.choice(["Please fix the errors reported below.", "# Errors to fix", "Fix these problems, if you can."]) + f"\n\n## Running: {cmd}\n\n{out}\n"
    if kind == "edit":
        out = f"Edit to {e['path']} failed: the text to replace was not found.\nExpected to find:\n{e['old']}"
    if lang in RETRY_LEAD_KIND and kind in RETRY_LEAD_KIND[lang]:
        lead = rng.choice(RETRY_LEAD_KIND[lang][kind] + RETRY_LEAD[lang][:2])
    else:
        lead = rng.choice(RETRY_LEAD.get(lang, RETRY_LEAD["en"]))
    tail = rng.choice(RETRY_TAIL.get(lang, RETRY_TAIL["en"]))
    if fam == "claude_code" and kind in ("test", "lint") and rng.random() < 0.4:
        return f"PostToolUse:Edit hook feedback:\n[{cmd}]: {out}"
    return lead + "\n\n```\n" + out + "\n```" + ("\n\n" + tail if tail else "")


def steps_render(sc):
    return [(s["thought"] + " -> " + abstract_action(s), abstract_obs(s)) for s in sc["steps"]]


def side_small_model(rng, fam):
    if fam == "claude_code":
        return rng.choice(["claude-3-5-haiku-20241022", "claude-haiku-4-5-20251001"])
    return rng.choice(["gpt-4o-mini", "gpt-4.1-nano", "gpt-4.1-mini", "claude-3-5-haiku-latest", "qwen2.5-coder:7b", "gemini-2.0-flash"])


def commit_context(rng, sc):
    diffs = "\n".join(diff_out(s["path"], s["old"], s["new"], rng) for s in sc["steps"] if s["kind"] == "edit") or \
        diff_out(sc["repo"]["files"][0], "    expires = now - ttl", "    expires = now + ttl", rng)
    return diffs


def transcript_side_messages(rng, fam, sc, kind, lang, roles=None):
    ask = side_ask(rng, kind, lang, roles)
    sys_txt = rng.choice(SIDE_SYSTEMS[kind])
    style = "events" if fam == "openhands" and rng.random() < 0.7 else None
    tr = transcript(rng, sc, steps_render(sc), style=style, final_text=final_text(rng, sc, lang) if rng.random() < 0.5 else None)
    if fam == "aider" and kind == "commit":
        user = (f"# Context of the change:\nUSER: {sc['task']}\n\n" if rng.random() < 0.6 else "") + "# Diffs:\n" + commit_context(rng, sc)
        return [{"role": "system", "content": sys_txt + " " + ask}, {"role": "user", "content": user}]
    if fam == "aider" and kind == "summary":
        body = "\n".join(f"# {r}\n{t}" for r, t in [("USER", sc["task"])] + sum(([("ASSISTANT", a), ("USER", "Output:\n" + o)] for a, o in steps_render(sc)), []))
        return [{"role": "system", "content": ask + " Write it from the user's perspective, mentioning function names, libraries and files."},
                {"role": "user", "content": body}]
    if kind == "commit":
        user = tr + "\n\n---\nDiff:\n" + commit_context(rng, sc) + "\n\n" + ask
    else:
        user = rng.choice([tr + "\n\n" + ask, ask + "\n\n" + tr, f"<conversation>\n{tr}\n</conversation>\n\n{ask}"])
    if rng.random() < 0.3:
        return [{"role": "user", "content": sys_txt + "\n\n" + user}]
    return [{"role": "system", "content": sys_txt}, {"role": "user", "content": user}]


# ------------------------------------------------------------------------------------ wire renderers
def chat_body(rng, model, msgs, tools=None, extra=None):
    b = {"model": model, "messages": msgs}
    if tools:
        b["tools"] = tools
        if rng.random() < 0.5:
            b["tool_choice"] = "auto"
        if rng.random() < 0.3:
            b["parallel_tool_calls"] = rng.choice([True, False])
    b["stream"] = rng.random() < 0.75
    if b["stream"] and rng.random() < 0.5:
        b["stream_options"] = {"include_usage": True}
    r = rng.random()
    if r < 0.4:
        b["temperature"] = rng.choice([0, 0.0, 0.2, 0.6, 1])
    if rng.random() < 0.5:
        b[rng.choice(["max_tokens", "max_completion_tokens"])] = rng.choice([1024, 4096, 8192, 16384, 32000])
    if extra:
        b.update(extra)
    return b


def render_chat_native(rng, fam, sc, shape, kind, lang, first_text):
    spec = SPECS[fam]
    model = rng.choice(spec["models"])
    headers = chat_headers(rng, spec)
    if shape.startswith("side") and SIDE_OF[fam][kind] == "transcript":
        msgs = transcript_side_messages(rng, fam, sc, kind, lang)
        return "/v1/chat/completions", headers, chat_body(rng, side_small_model(rng, fam) if rng.random() < 0.6 else model, msgs)
    msgs = chat_tool_history(rng, sc, fam, spec, first_text)
    if not shape.startswith("first"):
        msgs = chat_tool_turns(rng, sc, fam, spec, msgs, sc["turns"])
    if shape == "loop":
        if fam == "roo_code" and rng.random() < 0.35:
            msgs.append({"role": "user", "content": spec["env_details"](rng, sc)})
        elif spec["nudge"] and rng.random() < 0.15:
            msgs.append({"role": "user", "content": rng.choice(spec["nudge"])})
    elif shape in ("retry", "followup") or shape.startswith("side"):
        if shape != "side" or rng.random() < 0.6:
            msgs.append({"role": "assistant", "content": final_text(rng, sc, lang)})
        if shape == "retry":
            txt = retry_text(rng, sc, lang, fam)
        elif shape == "followup":
            txt = rng.choice(FOLLOWUPS[lang])
        else:
            roles = ["supervisor", "coder", "tester", "reviewer"] if fam == "langgraph" else None
            txt = side_ask(rng, kind, lang, roles)
        role = "system" if (shape.startswith("side") and kind == "next_speaker" and rng.random() < 0.6) else "user"
        msgs.append({"role": role, "content": txt if fam != "roo_code" or shape.startswith("side") else [{"type": "text", "text": txt}, {"type": "text", "text": spec["env_details"](rng, sc)}]})
    tools = spec["tools"] if not (shape.startswith("side") and rng.random() < 0.3) else None
    return "/v1/chat/completions", headers, chat_body(rng, model, msgs, tools)


def render_anthropic(rng, fam, sc, shape, kind, lang, first_text):
    sess = uid(rng)
    headers = anthropic_headers(rng, fam, sess)
    endpoint = "/v1/messages?beta=true" if fam == "claude_code" and rng.random() < 0.8 else "/v1/messages"
    model = rng.choice(["claude-sonnet-4-20250514", "claude-opus-4-1-20250805", "claude-sonnet-4-5-20250929", "claude-3-7-sonnet-20250219"])
    meta = {"user_id": json.dumps({"device_id": rid(rng, 64, "0123456789abcdef"), "account_uuid": uid(rng), "session_id": sess})
            if rng.random() < 0.6 else f"user_{rid(rng, 64, '0123456789abcdef')}_account__session_{sess}"}
    if shape.startswith("side") and SIDE_OF[fam][kind] == "transcript":
        msgs = transcript_side_messages(rng, fam, sc, kind, lang)
        system = [{"type": "text", "text": msgs[0]["content"]}] if msgs[0]["role"] == "system" else None
        um = [m for m in msgs if m["role"] == "user"]
        body = {"model": side_small_model(rng, fam), "max_tokens": rng.choice([512, 1024, 32000]), "messages": [{"role": "user", "content": um[0]["content"]}],
                "temperature": 0, "stream": rng.random() < 0.5}
        if system:
            body["system"] = system
        if fam == "claude_code":
            body["metadata"] = meta
        return endpoint, headers, body
    system, tools, msgs, _, _ = anthropic_history(rng, sc, fam, first_text, [] if shape.startswith("first") else sc["turns"])
    if shape in ("retry", "followup") or shape.startswith("side"):
        if rng.random() < 0.8:
            msgs.append({"role": "assistant", "content": [{"type": "text", "text": final_text(rng, sc, lang)}]})
            if shape == "retry":
                txt = retry_text(rng, sc, lang, fam)
            elif shape == "followup":
                txt = rng.choice(FOLLOWUPS[lang])
            else:
                txt = side_ask(rng, kind, lang)
            msgs.append({"role": "user", "content": [{"type": "text", "text": txt}] if rng.random() < 0.7 else txt})
        else:  # interrupted mid tool-use, then the human types / compaction request follows the tool results
            txt = retry_text(rng, sc, lang, fam) if shape == "retry" else (rng.choice(FOLLOWUPS[lang]) if shape == "followup" else side_ask(rng, kind, lang))
            if msgs[-1]["role"] == "user" and isinstance(msgs[-1]["content"], list):
                msgs[-1]["content"].append({"type": "text", "text": txt})
            else:
                msgs.append({"role": "user", "content": txt})
    body = {"model": model, "max_tokens": rng.choice([8192, 21333, 32000, 64000]), "system": system, "messages": msgs, "tools": tools}
    if fam == "claude_code":
        body["metadata"] = meta
        if rng.random() < 0.3:
            body["thinking"] = {"type": "enabled", "budget_tokens": rng.choice([4000, 10000, 31999])}
        if rng.random() < 0.15:
            body["context_management"] = {"edits": [{"type": "clear_tool_uses_20250919"}]}
    body["temperature"] = 1
    body["stream"] = True
    return endpoint, headers, body


def render_codex(rng, fam, sc, shape, kind, lang, first_text):
    sess = uid(rng)
    headers = {"authorization": "Bearer " + api_key(rng), "content-type": "application/json", "accept": "text/event-stream", "originator": "codex_cli_rs",
               "user-agent": f"codex_cli_rs/0.{rng.randint(30, 58)}.0 ({rng.choice(['Mac OS 15.1.0', 'Ubuntu 24.4.0', 'Linux 6.8'])}; {rng.choice(['arm64', 'x86_64'])}) {rng.choice(['iTerm.app/3.5.10', 'xterm-256color', 'vscode/1.104.1'])}",
               rng.choice(["session-id", "session_id"]): sess, "version": f"0.{rng.randint(30, 58)}.0"}
    if rng.random() < 0.5:
        headers["openai-beta"] = "responses=experimental"
    if rng.random() < 0.5:
        headers["thread-id"] = sess
    items = []
    instr = None
    if rng.random() < 0.5:
        instr = "You are a coding agent running in a terminal-based assistant. Be precise, safe and helpful. Use the shell tool to inspect files and apply_patch to edit them."
    else:
        items.append({"type": "message", "role": "developer", "content": [{"type": "input_text", "text": "You are a coding agent. Prefer `rg` for search; edit files only via apply_patch; keep the user informed with short preambles."}]})
    if rng.random() < 0.5:
        items.append({"type": "message", "role": "user", "content": [{"type": "input_text", "text": "<user_instructions>\n# Repository notes\n- Run `" + sc["repo"]["test"] + "` before finishing.\n</user_instructions>"}]})
    items.append({"type": "message", "role": "user", "content": [{"type": "input_text", "text": f"<environment_context>\n  <cwd>{sc['repo']['root']}</cwd>\n  <approval_policy>{rng.choice(['on-request', 'never', 'untrusted'])}</approval_policy>\n"
                                                                                       f"  <sandbox_mode>{rng.choice(['workspace-write', 'danger-full-access'])}</sandbox_mode>\n  <network_access>restricted</network_access>\n  <shell>{rng.choice(['zsh', 'bash'])}</shell>\n</environment_context>"}]})
    items.append({"type": "message", "role": "user", "content": [{"type": "input_text", "text": first_text}]})
    if not shape.startswith("first"):
        items += codex_items(rng, sc, sc["turns"])
    if shape in ("retry", "followup") or shape.startswith("side"):
        items.append({"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": final_text(rng, sc, lang)}]})
        txt = retry_text(rng, sc, lang, fam) if shape == "retry" else (rng.choice(FOLLOWUPS[lang]) if shape == "followup" else side_ask(rng, kind, lang))
        items.append({"type": "message", "role": "user", "content": [{"type": "input_text", "text": txt}]})
    body = {"model": rng.choice(["gpt-5-codex", "gpt-5", "codex-mini-latest", "o4-mini", "gpt-5.1-codex"])}
    if instr:
        body["instructions"] = instr
    body.update({"input": items, "tools": CODEX_TOOLS, "tool_choice": "auto", "parallel_tool_calls": rng.choice([True, False]),
                 "reasoning": {"effort": rng.choice(["low", "medium", "high"]), "summary": "auto"}, "store": False, "stream": True,
                 "include": ["reasoning.encrypted_content"], "prompt_cache_key": sess})
    if rng.random() < 0.3:
        body["text"] = {"verbosity": rng.choice(["low", "medium"])}
    return "/v1/responses", headers, body


def render_agents_sdk(rng, fam, sc, shape, kind, lang, first_text):
    spec = SPECS["langgraph"]
    headers = {"authorization": "Bearer " + api_key(rng), "content-type": "application/json", "user-agent": rng.choice(["Agents/Python 0.3.2", "OpenAI/Python 1.99.6", "Agents/JS 0.1.0"]),
               "accept": "application/json"}
    tools = [{"type": "function", "name": t["function"]["name"], "description": t["function"]["description"], "parameters": dict(t["function"]["parameters"], additionalProperties=False), "strict": True}
             for t in spec["tools"]]
    tools.append({"type": "function", "name": "transfer_to_reviewer_agent", "description": "Handoff to the Reviewer agent.", "parameters": {"type": "object", "properties": {}, "additionalProperties": False}, "strict": True})
    items = [{"role": "user", "content": first_text}]
    if not shape.startswith("first"):
        for turn in sc["turns"]:
            for st in turn:
                n, a = spec["call"](st, sc)
                cid = call_id(rng)
                items.append({"arguments": json.dumps(a, ensure_ascii=False), "call_id": cid, "name": n, "type": "function_call", "id": call_id(rng, "fc"), "status": "completed"})
                items.append({"call_id": cid, "output": spec["result"](st, sc, rng), "type": "function_call_output"})
    if shape in ("retry", "followup"):
        items.append({"id": "msg_" + rid(rng, 40, "0123456789abcdef"), "content": [{"annotations": [], "text": final_text(rng, sc, lang), "type": "output_text"}],
                      "role": "assistant", "status": "completed", "type": "message"})
        items.append({"role": "user", "content": retry_text(rng, sc, lang, fam) if shape == "retry" else rng.choice(FOLLOWUPS[lang])})
    body = {"model": rng.choice(["gpt-4.1", "gpt-4o", "o4-mini", "gpt-5-mini"]), "instructions": "You are the Coder agent. Use your tools to complete the task in the repository; hand off to the reviewer when done.",
            "input": items, "tools": tools, "include": [], "stream": rng.random() < 0.5, "tool_choice": "auto" if rng.random() < 0.5 else None}
    body = {k: v for k, v in body.items() if v is not None}
    return "/v1/responses", headers, body


def render_react(rng, fam, sc, shape, kind, lang, first_text):
    headers = {"authorization": "Bearer " + api_key(rng), "content-type": "application/json", "user-agent": rng.choice(["OpenAI/Python 1.30.1", "OpenAI/Python 0.28.0", "langchain"])}
    model = rng.choice(["gpt-3.5-turbo-instruct", "davinci-002", "Qwen/Qwen2.5-7B", "local-llama"])
    if shape.startswith("side"):
        ask = side_ask(rng, "summary", lang)
        lines = "\n".join(f"Human: {sc['task']}" if i == 0 else f"AI: {a}\nObservation: {o[:2000]}" for i, (a, o) in enumerate([(None, None)] + steps_render(sc)))
        prompt = (f"{ask}\n\nCurrent summary:\n{rng.choice(['', 'The user asked for a fix; the agent started exploring the repository.'])}\n\n"
                  f"New lines of conversation:\n{lines}\n\nNew summary:")
        return "/v1/completions", headers, {"model": model, "prompt": prompt, "max_tokens": 256, "temperature": 0}
    steps = [] if shape.startswith("first") else sc["steps"]
    prompt = react_prompt(rng, sc, first_text, steps)
    body = {"model": model, "prompt": prompt, "max_tokens": rng.choice([256, 512, -1 if False else 256]), "temperature": 0,
            "stop": rng.choice([["\nObservation:", "\n\tObservation:"], ["\nObservation"], ["Observation:"]])}
    if rng.random() < 0.4:
        body["stream"] = False
    return "/v1/completions", headers, body


def render_text(rng, fam, sc, shape, kind, lang, first_text):
    spec = TEXT[fam]
    model = rng.choice(spec["models"])
    headers = {"authorization": "Bearer " + api_key(rng), "content-type": "application/json", "user-agent": rng.choice(spec["ua"] + COMMON_UA[:2])}
    headers.update(spec["headers"](rng))
    if shape.startswith("side") and SIDE_OF[fam][kind] == "transcript":
        msgs = transcript_side_messages(rng, fam, sc, kind, lang)
        extra = {"stream": False} if fam == "aider" else None
        return "/v1/chat/completions", headers, chat_body(rng, side_small_model(rng, fam) if rng.random() < 0.6 else model, msgs, None, extra)
    msgs = spec["build"](rng, sc, first_text)
    if not shape.startswith("first"):
        msgs = spec["steps"](rng, sc, msgs, sc["steps"])
    if shape == "loop":
        if spec["nudge"] and rng.random() < 0.2:
            msgs.append(spec["nudge"](rng, sc))
        if fam == "aider" and rng.random() < 0.5:
            msgs.append(aider_reminder(rng))
    elif shape == "followup" and fam == "cline_xml":
        msgs += spec["followup"](rng, sc, (final_text(rng, sc, lang), rng.choice(FOLLOWUPS[lang])))
    elif shape == "retry" and fam == "cline_xml":
        msgs += spec["followup"](rng, sc, (final_text(rng, sc, lang), retry_text(rng, sc, lang, fam)))
    elif shape in ("retry", "followup") or shape.startswith("side"):
        ft = final_text(rng, sc, lang)
        if fam == "crewai":
            ft = "Thought: I now know the final answer\nFinal Answer: " + ft
        elif fam == "autogpt":
            ft = json.dumps({"thoughts": {"text": ft, "reasoning": "", "plan": "", "criticism": "", "speak": ft}, "command": {"name": "finish", "args": {"reason": ft}}})
        elif fam == "mini_swe_agent":
            ft = "THOUGHT: " + ft + "\n\n```bash\necho COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT && git add -A && git diff --cached\n```"
        if msgs[-1]["role"] != "assistant":
            msgs.append({"role": "assistant", "content": ft if fam != "smolagents" else [{"type": "text", "text": ft}]})
        if shape == "retry":
            txt = retry_text(rng, sc, lang, fam)
        elif shape == "followup":
            txt = rng.choice(FOLLOWUPS[lang])
            if fam == "smolagents":
                txt = "New task:\n" + txt
        else:
            txt = side_ask(rng, kind, lang, ["Planner", "Coder", "Executor", "Critic"] if fam == "autogen" else None)
        if fam == "aider" and shape == "retry":
            msgs.append({"role": "user", "content": txt})
            if rng.random() < 0.5:
                msgs.append(aider_reminder(rng))
        elif fam == "autogen" and shape.startswith("side") and kind == "next_speaker":
            msgs.append({"role": "system", "content": txt})
        else:
            msgs.append({"role": "user", "content": txt if fam != "smolagents" else [{"type": "text", "text": txt}]})
    extra = {}
    if fam in ("crewai", "langchain_react"):
        extra["stop"] = ["\nObservation:"]
    if fam == "mini_swe_agent" and rng.random() < 0.5:
        extra["drop_params"] = True
    if fam == "smolagents" and rng.random() < 0.5:
        extra["stop"] = ["<end_code>", "Observation:", "Calling tools:"]
    if fam == "aider":
        extra["stream"] = rng.random() < 0.8
        extra["temperature"] = 0
    return "/v1/chat/completions", headers, chat_body(rng, model, msgs, None, extra)


def render(rng, fam, shape, lang):
    sc = make_scenario(rng, lang)
    kind = None
    if shape == "side":
        kinds = list(SIDE_OF[fam])
        kind = rng.choice(kinds)
    if shape == "first_single":
        first_text = rng.choice(SINGLE_Q[lang])
    else:
        first_text = sc["task"]
    if fam in ("claude_code", "zed_agent"):
        ep, h, b = render_anthropic(rng, fam, sc, shape, kind, lang, first_text)
    elif fam == "codex_cli":
        ep, h, b = render_codex(rng, fam, sc, shape, kind, lang, first_text)
    elif fam == "openai_agents_sdk":
        ep, h, b = render_agents_sdk(rng, fam, sc, shape, kind, lang, first_text)
    elif fam == "langchain_react":
        ep, h, b = render_react(rng, fam, sc, shape, kind, lang, first_text)
    elif fam in SPECS:
        ep, h, b = render_chat_native(rng, fam, sc, shape, kind, lang, first_text)
    else:
        ep, h, b = render_text(rng, fam, sc, shape, kind, lang, first_text)
    shape_name = f"side_{kind}" if shape == "side" else shape
    label = "single_step" if shape in ("side", "first_single") else "long_horizon"
    return {"family": fam, "shape": shape_name, "endpoint": ep, "headers": {k.lower(): v for k, v in h.items()}, "body": b, "label": label,
            "lang": lang, "rounds": 0 if shape.startswith("first") else len(sc["steps"])}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=2400)
    ap.add_argument("--seed", type=int, default=20250917)
    ap.add_argument("--out", default=os.path.join(HERE, "loops_c.jsonl"))
    ap.add_argument("out_path", nargs="?", help="where to write (same as --out)")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    n = a.n
    quota = {"loop": round(n * 0.56), "retry": round(n * 0.05), "followup": round(n * 0.05), "first_single": round(n * 0.02), "first_long": round(n * 0.02)}
    quota["side"] = n - sum(quota.values())
    shapes = [s for s, c in quota.items() for _ in range(c)]
    rng.shuffle(shapes)
    side_fams = [f for f in FAMILIES if SIDE_OF[f]]
    # balance families: cycle through a shuffled list per shape
    pools = {}
    with open(a.out_path or a.out, "w", encoding="utf-8") as fh:
        for i, shape in enumerate(shapes):
            if shape == "side":
                elig = side_fams
            elif shape == "followup":
                elig = [f for f in FAMILIES if f not in NO_FOLLOWUP]
            elif shape == "retry":
                elig = [f for f in FAMILIES if f not in NO_RETRY]
            else:
                elig = FAMILIES
            pool = pools.setdefault(shape, [])
            if not pool:
                pool.extend(rng.sample(elig, len(elig)))
            fam = pool.pop()
            lang = rng.choice(LANGS)
            rec = render(rng, fam, shape, lang)
            rec = {"id": f"loopc-{i:05d}", **rec}
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {n} records to {a.out}")


if __name__ == "__main__":
    main()
