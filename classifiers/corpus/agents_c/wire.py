"""Intermediate conversation events and encoders for the four wire APIs.

Events (tuples):
  ("user", text_or_parts[, name])      ("assistant", text[, name])
  ("calls", text_or_None, [(call_id, tool_name, args_dict), ...])
  ("result", call_id, tool_name, output_text, is_error)
  ("system", text)   mid-conversation system message (chat only)
  ("developer", text)
"""
import json

CHAT = "/v1/chat/completions"
MSGS = "/v1/messages"
RESP = "/v1/responses"
COMP = "/v1/completions"


def fn_tool(name, desc, props, required=None):
    return {"name": name, "description": desc,
            "parameters": {"type": "object", "properties": props,
                           "required": list(required if required is not None else props)}}


def P(t="string", d=None, **kw):
    o = {"type": t}
    if d:
        o["description"] = d
    o.update(kw)
    return o


def _args_json(args):
    return json.dumps(args, ensure_ascii=False)


def to_chat(model, system, events, tools=None, **params):
    msgs = []
    if system is not None:
        msgs.append({"role": params.pop("system_role", "system"), "content": system})
    else:
        params.pop("system_role", None)
    for ev in events:
        k = ev[0]
        if k in ("user", "assistant", "system", "developer"):
            m = {"role": k, "content": ev[1]}
            if len(ev) > 2 and ev[2]:
                m["name"] = ev[2]
            msgs.append(m)
        elif k == "calls":
            msgs.append({"role": "assistant", "content": ev[1],
                         "tool_calls": [{"id": cid, "type": "function",
                                         "function": {"name": n, "arguments": _args_json(a)}}
                                        for cid, n, a in ev[2]]})
        elif k == "result":
            msgs.append({"role": "tool", "tool_call_id": ev[1], "content": ev[3]})
    body = {"model": model, "messages": msgs}
    if tools:
        body["tools"] = [{"type": "function", "function": t} for t in tools]
    for k, v in params.items():
        if v is not None:
            body[k] = v
    return body


def to_messages(model, system, events, tools=None, max_tokens=8192, system_blocks=False, cache=False, **params):
    out = []

    def push(role, blocks):
        if out and out[-1]["role"] == role:
            out[-1]["content"].extend(blocks)
        else:
            out.append({"role": role, "content": list(blocks)})

    for ev in events:
        k = ev[0]
        if k in ("user", "system", "developer"):
            c = ev[1]
            push("user", c if isinstance(c, list) else [{"type": "text", "text": c}])
        elif k == "assistant":
            push("assistant", [{"type": "text", "text": ev[1]}])
        elif k == "calls":
            bl = [{"type": "text", "text": ev[1]}] if ev[1] else []
            bl += [{"type": "tool_use", "id": cid, "name": n, "input": a} for cid, n, a in ev[2]]
            push("assistant", bl)
        elif k == "result":
            b = {"type": "tool_result", "tool_use_id": ev[1], "content": ev[3]}
            if ev[4]:
                b["is_error"] = True
            push("user", [b])
    # anthropic requires the first message to be from the user
    if out and out[0]["role"] != "user":
        out.insert(0, {"role": "user", "content": [{"type": "text", "text": "(continued)"}]})
    # tool_result blocks must lead the user message
    for m in out:
        if m["role"] == "user":
            tr = [b for b in m["content"] if b.get("type") == "tool_result"]
            if tr:
                m["content"] = tr + [b for b in m["content"] if b.get("type") != "tool_result"]
    if cache and out:
        last = out[-1]["content"][-1]
        last["cache_control"] = {"type": "ephemeral"}
    body = {"model": model, "max_tokens": max_tokens, "messages": out}
    if system is not None:
        if system_blocks:
            blocks = [{"type": "text", "text": s} for s in (system if isinstance(system, list) else [system])]
            if cache:
                blocks[-1]["cache_control"] = {"type": "ephemeral"}
            body["system"] = blocks
        else:
            body["system"] = system if isinstance(system, str) else "\n\n".join(system)
    if tools:
        body["tools"] = [{"name": t["name"], "description": t["description"], "input_schema": t["parameters"]}
                         for t in tools]
    for k, v in params.items():
        if v is not None:
            body[k] = v
    return body


def to_responses(model, instructions, events, tools=None, **params):
    items = []
    for ev in events:
        k = ev[0]
        if k in ("user", "system", "developer"):
            c = ev[1]
            parts = c if isinstance(c, list) else [{"type": "input_text", "text": c}]
            items.append({"type": "message", "role": k, "content": parts})
        elif k == "assistant":
            items.append({"type": "message", "role": "assistant",
                          "content": [{"type": "output_text", "text": ev[1]}]})
        elif k == "calls":
            if ev[1]:
                items.append({"type": "message", "role": "assistant",
                              "content": [{"type": "output_text", "text": ev[1]}]})
            for cid, n, a in ev[2]:
                items.append({"type": "function_call", "call_id": cid, "name": n, "arguments": _args_json(a)})
        elif k == "result":
            items.append({"type": "function_call_output", "call_id": ev[1], "output": ev[3]})
    body = {"model": model}
    if instructions is not None:
        body["instructions"] = instructions
    body["input"] = items
    if tools:
        body["tools"] = [dict(type="function", strict=False, **t) for t in tools]
    for k, v in params.items():
        if v is not None:
            body[k] = v
    return body


def to_completions(model, prompt, **params):
    body = {"model": model, "prompt": prompt}
    for k, v in params.items():
        if v is not None:
            body[k] = v
    return body


# ------------------------------------------------------------------ headers

def headers_openai_sdk(r, ua=None, lang="python", extra=None):
    h = {"content-type": "application/json", "accept": "application/json",
         "authorization": "Bearer sk-placeholder-0000"}
    if lang == "python":
        h["user-agent"] = ua or f"OpenAI/Python 1.{r.randint(30, 99)}.{r.randint(0, 9)}"
        h["x-stainless-lang"] = "python"
        h["x-stainless-package-version"] = f"1.{r.randint(30, 99)}.{r.randint(0, 9)}"
        h["x-stainless-runtime"] = "CPython"
        h["x-stainless-runtime-version"] = r.choice(["3.10.14", "3.11.9", "3.12.4", "3.13.1"])
    elif lang == "node":
        h["user-agent"] = ua or f"OpenAI/JS 4.{r.randint(20, 90)}.{r.randint(0, 9)}"
        h["x-stainless-lang"] = "js"
        h["x-stainless-runtime"] = "node"
        h["x-stainless-runtime-version"] = r.choice(["v18.19.0", "v20.11.1", "v22.3.0"])
    else:
        h["user-agent"] = ua or "curl/8.5.0"
        h.pop("accept")
    h["x-stainless-retry-count"] = "0" if lang in ("python", "node") else None
    h = {k: v for k, v in h.items() if v is not None}
    if extra:
        h.update(extra)
    return h


def headers_anthropic(r, ua=None, bearer=False, beta=None, extra=None):
    h = {"content-type": "application/json", "accept": "application/json",
         "anthropic-version": "2023-06-01",
         "user-agent": ua or f"Anthropic/JS 0.{r.randint(20, 60)}.{r.randint(0, 9)}"}
    if bearer:
        h["authorization"] = "Bearer sk-ant-placeholder"
    else:
        h["x-api-key"] = "sk-ant-placeholder"
    if beta:
        h["anthropic-beta"] = beta
    if extra:
        h.update(extra)
    return h


def uid(r, n=32):
    return "%0*x" % (n, r.getrandbits(4 * n))


def uuid4(r):
    h = uid(r, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{'89ab'[r.randint(0, 3)]}{h[17:20]}-{h[20:32]}"
