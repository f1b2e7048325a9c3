"""IR conversation -> wire bodies for chat completions, Anthropic messages, Responses.

IR message dicts:
  {"role": "system"|"developer"|"user", "text": str, "merge": bool}
  {"role": "assistant", "text": str|None, "calls": [{"id","name","args"}], "name": str?}
  {"role": "tool", "id": str, "name": str, "text": str, "is_error": bool}
A user message with merge=True that follows tool messages is put in the same Anthropic user turn.
"""
import json


def _parts(rng, text):
    return [{"type": "text", "text": text}]


def to_chat(rng, ir, tool_defs=None, style=None):
    style = style or {}
    msgs = []
    for m in ir:
        r = m["role"]
        if r in ("system", "developer", "user"):
            c = m["text"]
            if style.get("parts") and rng.random() < 0.5 and r == "user":
                c = _parts(rng, c)
            d = {"role": r, "content": c}
            if m.get("name"):
                d["name"] = m["name"]
            msgs.append(d)
        elif r == "assistant":
            d = {"role": "assistant", "content": m.get("text")}
            if m.get("name"):
                d["name"] = m["name"]
            if m.get("calls"):
                d["tool_calls"] = [{"id": c["id"], "type": "function",
                                    "function": {"name": c["name"], "arguments": json.dumps(c["args"], ensure_ascii=False)}}
                                   for c in m["calls"]]
                if d["content"] is None and style.get("empty_content"):
                    d["content"] = ""
            msgs.append(d)
        elif r == "tool":
            d = {"role": "tool", "tool_call_id": m["id"], "content": m["text"]}
            if style.get("tool_name"):
                d["name"] = m["name"]
            msgs.append(d)
    body = {"messages": msgs}
    if tool_defs:
        body["tools"] = [{"type": "function", "function": {"name": t["name"], "description": t["desc"], "parameters": t["params"]}}
                         for t in tool_defs]
    return body


def to_anthropic(rng, ir, tool_defs=None, style=None):
    style = style or {}
    sys_texts = []
    i = 0
    while i < len(ir) and ir[i]["role"] == "system":
        sys_texts.append(ir[i]["text"])
        i += 1
    msgs = []

    def push(role, blocks):
        if msgs and msgs[-1]["role"] == role and role == "user" and style.get("merge_users", True) and not isinstance(msgs[-1]["content"], str):
            msgs[-1]["content"].extend(blocks)
        else:
            msgs.append({"role": role, "content": blocks})

    prev_tool = False
    for m in ir[i:]:
        r = m["role"]
        if r == "assistant":
            blocks = []
            if m.get("text"):
                blocks.append({"type": "text", "text": m["text"]})
            for c in m.get("calls") or []:
                blocks.append({"type": "tool_use", "id": c["id"], "name": c["name"], "input": c["args"]})
            msgs.append({"role": "assistant", "content": blocks or [{"type": "text", "text": "..."}]})
            prev_tool = False
        elif r == "tool":
            b = {"type": "tool_result", "tool_use_id": m["id"],
                 "content": m["text"] if rng.random() < 0.6 else [{"type": "text", "text": m["text"]}]}
            if m.get("is_error"):
                b["is_error"] = True
            if prev_tool:
                msgs[-1]["content"].append(b)
            else:
                msgs.append({"role": "user", "content": [b]})
            prev_tool = True
        elif r == "system":
            msgs.append({"role": "system", "content": m["text"]})
            prev_tool = False
        else:  # user / developer
            text = m["text"]
            if prev_tool and m.get("merge"):
                msgs[-1]["content"].append({"type": "text", "text": text})
            elif r == "user" and rng.random() < 0.4:
                msgs.append({"role": "user", "content": text})
            else:
                msgs.append({"role": "user", "content": [{"type": "text", "text": text}]})
            prev_tool = False
    body = {}
    if sys_texts:
        if style.get("system_blocks", True) and rng.random() < 0.75:
            blocks = [{"type": "text", "text": t} for t in sys_texts]
            if rng.random() < 0.6:
                blocks[-1]["cache_control"] = {"type": "ephemeral"}
            body["system"] = blocks
        else:
            body["system"] = "\n\n".join(sys_texts)
    body["messages"] = msgs
    if tool_defs:
        body["tools"] = [{"name": t["name"], "description": t["desc"], "input_schema": t["params"]} for t in tool_defs]
    return body


def to_responses(rng, ir, tool_defs=None, style=None):
    style = style or {}
    items = []
    instructions = None
    i = 0
    if ir and ir[0]["role"] == "system" and style.get("instructions", True):
        instructions = ir[0]["text"]
        i = 1
    for m in ir[i:]:
        r = m["role"]
        if r in ("system", "developer", "user"):
            if rng.random() < 0.3 and r == "user":
                items.append({"role": r, "content": m["text"]})
            else:
                items.append({"type": "message", "role": r, "content": [{"type": "input_text", "text": m["text"]}]})
        elif r == "assistant":
            if style.get("reasoning") and rng.random() < 0.5:
                rs = {"type": "reasoning", "id": "rs_" + "".join(rng.choice("0123456789abcdef") for _ in range(32)), "summary": []}
                if rng.random() < 0.5:
                    rs["encrypted_content"] = "gAAAAB" + "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_") for _ in range(rng.randint(60, 400)))
                items.append(rs)
            if m.get("text"):
                items.append({"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": m["text"]}]})
            for c in m.get("calls") or []:
                items.append({"type": "function_call", "call_id": c["id"], "name": c["name"], "arguments": json.dumps(c["args"], ensure_ascii=False)})
        elif r == "tool":
            items.append({"type": "function_call_output", "call_id": m["id"], "output": m["text"]})
    body = {}
    if instructions is not None:
        body["instructions"] = instructions
    body["input"] = items
    if tool_defs:
        body["tools"] = [{"type": "function", "name": t["name"], "description": t["desc"], "parameters": t["params"], "strict": False}
                         for t in tool_defs]
    return body


def schema(props, required=None):
    p = {}
    for k, v in props.items():
        if isinstance(v, dict):
            p[k] = v
        else:
            typ, desc = v
            p[k] = {"type": typ, "description": desc}
    return {"type": "object", "properties": p, "required": list(required if required is not None else props.keys())}
