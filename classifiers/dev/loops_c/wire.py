"""Shared helpers: ids, headers, tool schemas, transcript serialization."""
import json
import string
import uuid

B62 = string.ascii_letters + string.digits


def rid(rng, n=24, alphabet=B62):
    return "".join(rng.choice(alphabet) for _ in range(n))


def uid(rng):
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def call_id(rng, style="openai"):
    if style == "anthropic":
        return "toolu_01" + rid(rng, 22)
    if style == "short":
        return "call_" + str(rng.randint(0, 9999))
    if style == "fc":
        return "fc_" + rid(rng, 40, "0123456789abcdef")
    return "call_" + rid(rng, 24)


def api_key(rng, prefix="sk-"):
    return prefix + rid(rng, 40)


def tool(name, desc, props, required=None):
    p = {}
    for k, v in props.items():
        if isinstance(v, dict):
            p[k] = v
        elif v == "array":
            p[k] = {"type": "array", "items": {"type": "string"}}
        else:
            p[k] = {"type": v}
    return {"type": "function", "function": {"name": name, "description": desc,
                                              "parameters": {"type": "object", "properties": p,
                                                             "required": required if required is not None else list(props)[:1]}}}


def to_anthropic(t):
    f = t["function"]
    return {"name": f["name"], "description": f["description"], "input_schema": f["parameters"]}


def to_responses(t, strict=False):
    f = t["function"]
    return {"type": "function", "name": f["name"], "description": f["description"], "parameters": f["parameters"], "strict": strict}


def fence(s, lang=""):
    return f"```{lang}\n{s}\n```"


def transcript(rng, sc, steps_render, style=None, final_text=None):
    """Serialize a trajectory as plain text for side calls that receive history as text.
    steps_render: list of (action_text, observation_text)."""
    style = style or rng.choice(["roles", "markdown", "events", "jsonl", "xml"])
    out = []
    if style == "roles":
        out.append(f"USER: {sc['task']}")
        for a, o in steps_render:
            out.append(f"ASSISTANT: {a}")
            out.append(f"TOOL RESULT: {o}")
        if final_text:
            out.append(f"ASSISTANT: {final_text}")
        return "\n\n".join(out)
    if style == "markdown":
        out.append(f"### User\n{sc['task']}")
        for a, o in steps_render:
            out.append(f"### Assistant\n{a}")
            out.append(f"### Tool output\n```\n{o}\n```")
        if final_text:
            out.append(f"### Assistant\n{final_text}")
        return "\n\n".join(out)
    if style == "events":
        out.append(f"<EVENT id=0>\nMessageAction(source=user): {sc['task']}\n</EVENT>")
        i = 1
        for a, o in steps_render:
            out.append(f"<EVENT id={i}>\nAction: {a}\n</EVENT>")
            out.append(f"<EVENT id={i + 1}>\nObservation: {o}\n</EVENT>")
            i += 2
        return "\n".join(out)
    if style == "jsonl":
        out.append(json.dumps({"role": "user", "content": sc["task"]}, ensure_ascii=False))
        for a, o in steps_render:
            out.append(json.dumps({"role": "assistant", "content": a}, ensure_ascii=False))
            out.append(json.dumps({"role": "tool", "content": o}, ensure_ascii=False))
        if final_text:
            out.append(json.dumps({"role": "assistant", "content": final_text}, ensure_ascii=False))
        return "\n".join(out)
    out.append(f"<message role=\"user\">{sc['task']}</message>")
    for a, o in steps_render:
        out.append(f"<message role=\"assistant\">{a}</message>")
        out.append(f"<tool_output>\n{o}\n</tool_output>")
    if final_text:
        out.append(f"<message role=\"assistant\">{final_text}</message>")
    return "\n".join(out)


def abstract_action(st):
    k = st["kind"]
    if k == "shell":
        return f"run `{st['cmd']}`"
    if k == "read":
        return f"read {st['path']}"
    if k == "grep":
        return f"search for '{st['pat']}'"
    if k == "glob":
        return f"glob {st['pat']}"
    if k == "ls":
        return f"list {st['path']}"
    if k == "edit":
        return f"edit {st['path']}"
    if k == "write":
        return f"create {st['path']}"
    return k


def abstract_obs(st):
    if st["kind"] == "edit":
        return f"edited {st['path']}" if st["ok"] else "edit failed: text to replace not found"
    if st["kind"] == "write":
        return f"wrote {st['path']}"
    if st["kind"] == "shell":
        return f"exit code {st.get('exit', 0)}\n{st['output']}"
    return st["output"] or "(no output)"


COMMON_UA = ["OpenAI/Python 1.54.4", "OpenAI/Python 1.82.0", "OpenAI/JS 4.77.0", "OpenAI/JS 5.8.2", "litellm/1.52.0",
             "python-httpx/0.27.2", "node-fetch", "axios/1.7.7", "Go-http-client/1.1"]
