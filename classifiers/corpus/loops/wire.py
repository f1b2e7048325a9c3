"""Neutral conversation -> wire formats (OpenAI chat, Anthropic Messages, Responses, Ollama chat).

A neutral conversation is a list of tuples:
  ("system", text)                      system prompt (rendered per format)
  ("user", text_or_parts)               parts: list of {"type": "text", "text": ...}
  ("assistant", text)                   plain assistant text
  ("calls", thought, [(id, name, args_dict, step)])   native tool calls
  ("results", [(id, name, text, is_error)])           native tool results
Text-protocol families never produce calls/results: they render actions/observations as text themselves.
"""
from __future__ import annotations

import json
import string

ALNUM = string.ascii_letters + string.digits


def rid(g, n=24, alphabet=ALNUM):
    return "".join(alphabet[g.randrange(len(alphabet))] for _ in range(n))


def uuid4(g):
    h = "%032x" % g.getrandbits(128)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{'89ab'[g.randrange(4)]}{h[17:20]}-{h[20:32]}"


def call_id(g, style):
    if style == "openai":
        return "call_" + rid(g, 24)
    if style == "anthropic":
        return "toolu_01" + rid(g, 22)
    if style == "responses":
        return "call_" + rid(g, 24)
    if style == "gemini":
        return "call_" + "%08x" % g.getrandbits(32)
    if style == "short":
        return rid(g, 9)
    return "tool_" + "%06d" % g.randrange(10 ** 6)


def text_of(content):
    if isinstance(content, str):
        return content
    return "\n".join(p.get("text", "") for p in content if isinstance(p, dict))


# ------------------------------------------------------------------------------------------------
def openai_chat(conv, *, system_role="system", tool_name_field=False, legacy_function=False,
                gemini_json=False, content_parts_user=False, null_content=True, ollama=False):
    msgs = []
    for item in conv:
        kind = item[0]
        if kind == "system":
            msgs.append({"role": system_role, "content": item[1]})
        elif kind == "user":
            c = item[1]
            if content_parts_user and isinstance(c, str):
                c = [{"type": "text", "text": c}]
            msgs.append({"role": "user", "content": c})
        elif kind == "assistant":
            msgs.append({"role": "assistant", "content": item[1]})
        elif kind == "calls":
            thought, calls = item[1], item[2]
            if legacy_function:
                cid, name, args, _ = calls[0]
                msgs.append({"role": "assistant", "content": thought or None,
                             "function_call": {"name": name, "arguments": json.dumps(args)}})
                continue
            m = {"role": "assistant", "content": thought if thought else (None if null_content else "")}
            if ollama:
                m["content"] = thought or ""
                m["tool_calls"] = [{"function": {"name": name, "arguments": args}} for cid, name, args, _ in calls]
            else:
                m["tool_calls"] = [{"id": cid, "type": "function",
                                    "function": {"name": name, "arguments": json.dumps(args, ensure_ascii=False)}}
                                   for cid, name, args, _ in calls]
            msgs.append(m)
        elif kind == "results":
            for cid, name, text, is_err in item[1]:
                if legacy_function:
                    msgs.append({"role": "function", "name": name, "content": text})
                    continue
                if gemini_json:
                    payload = {"error": text} if is_err else {"output": text}
                    text = json.dumps({"name": name, "response": payload} if len(text) % 2 else payload, ensure_ascii=False)
                if ollama:
                    m = {"role": "tool", "content": text}
                    if tool_name_field:
                        m["tool_name"] = name
                    msgs.append(m)
                    continue
                m = {"role": "tool", "tool_call_id": cid, "content": text}
                if tool_name_field:
                    m["name"] = name
                msgs.append(m)
    return msgs


def anthropic_messages(conv, *, result_style="string", reminders=None, g=None, cache_last=True):
    """Returns (system_blocks_or_None, messages)."""
    system = None
    msgs = []

    def push(role, blocks):
        if msgs and msgs[-1]["role"] == role:
            prev = msgs[-1]["content"]
            if isinstance(prev, str):
                prev = [{"type": "text", "text": prev}]
            msgs[-1]["content"] = prev + blocks
        else:
            msgs.append({"role": role, "content": blocks})

    for item in conv:
        kind = item[0]
        if kind == "system":
            system = item[1]
        elif kind == "user":
            c = item[1]
            push("user", [{"type": "text", "text": c}] if isinstance(c, str) else list(c))
        elif kind == "assistant":
            push("assistant", [{"type": "text", "text": item[1]}])
        elif kind == "calls":
            blocks = []
            if item[1]:
                blocks.append({"type": "text", "text": item[1]})
            for cid, name, args, _ in item[2]:
                blocks.append({"type": "tool_use", "id": cid, "name": name, "input": args})
            push("assistant", blocks)
        elif kind == "results":
            blocks = []
            for cid, name, text, is_err in item[1]:
                style = result_style if result_style != "mixed" else ("string" if (g is None or g.random() < 0.6) else "blocks")
                b = {"type": "tool_result", "tool_use_id": cid,
                     "content": text if style == "string" else [{"type": "text", "text": text}]}
                if is_err:
                    b["is_error"] = True
                blocks.append(b)
            if reminders and g is not None and g.random() < 0.25:
                blocks.append({"type": "text", "text": g.choice(reminders)})
            push("user", blocks)
    if cache_last and msgs:
        last = msgs[-1]["content"]
        if isinstance(last, list) and last and last[-1].get("type") in ("text", "tool_result"):
            last[-1]["cache_control"] = {"type": "ephemeral"}
    return system, msgs


def responses_input(conv, g, *, shell_style="function", developer_first=None):
    """Codex-style input items. shell_style: function | local_shell; apply_patch edits become custom tool calls."""
    items = []
    if developer_first:
        items.append({"type": "message", "role": "developer", "content": [{"type": "input_text", "text": developer_first}]})
    for item in conv:
        kind = item[0]
        if kind == "system":
            continue
        if kind == "user":
            c = item[1]
            parts = [{"type": "input_text", "text": c}] if isinstance(c, str) else \
                [{"type": "input_text", "text": p["text"]} for p in c]
            items.append({"type": "message", "role": "user", "content": parts})
        elif kind == "assistant":
            items.append({"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": item[1]}]})
        elif kind == "calls":
            if item[1] and g.random() < 0.5:
                items.append({"type": "reasoning", "summary": [{"type": "summary_text", "text": "**" + item[1][:60] + "**"}],
                              "encrypted_content": "gAAAAB" + rid(g, g.randrange(80, 400))})
            elif item[1]:
                items.append({"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": item[1]}]})
            for cid, name, args, step in item[2]:
                if name == "apply_patch" and "__patch__" in args:
                    items.append({"type": "custom_tool_call", "status": "completed", "call_id": cid, "name": "apply_patch",
                                  "input": args["__patch__"]})
                elif name == "local_shell":
                    items.append({"type": "local_shell_call", "call_id": cid, "status": "completed",
                                  "action": {"type": "exec", "command": args["command"], "timeout_ms": args.get("timeout_ms", 120000),
                                             "working_directory": args.get("workdir"), "env": {}, "user": None}})
                else:
                    items.append({"type": "function_call", "name": name, "arguments": json.dumps(args), "call_id": cid})
        elif kind == "results":
            for cid, name, text, is_err in item[1]:
                if name == "apply_patch":
                    items.append({"type": "custom_tool_call_output", "call_id": cid, "output": text})
                elif name == "local_shell":
                    items.append({"type": "local_shell_call_output", "call_id": cid, "output": text})
                else:
                    items.append({"type": "function_call_output", "call_id": cid, "output": text})
    return items
