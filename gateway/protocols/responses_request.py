"""OpenAI Responses request -> chat completions request (what Codex CLI sends, what upstreams take).

Mapping choices:
- `instructions` -> first system message; `developer` items -> system messages (not every chat upstream
  knows the developer role). `history` (the stored items of `previous_response_id`) goes before `input`.
- `function_call` items become assistant `tool_calls`, merged into the assistant message just before them
  (consecutive calls form one message, as chat expects); `function_call_output` -> `role: "tool"`.
  `custom_tool_call(_output)` history items are kept the same way (arguments `{"input": ...}`) so pairs stay
  valid. `reasoning` items, hosted-tool call items (web search, shell, ...) and unknown items are dropped.
- Only `function` tools reach a chat upstream: `namespace`, `web_search`, `custom` and other hosted tool types
  are dropped (Codex always sends them; the model simply cannot call them through a chat upstream).
- `store`, `prompt_cache_key`, `reasoning`, `include`, `truncation`, `metadata`, `previous_response_id` are
  dropped. `item_reference` and `file_id` inputs need OpenAI's storage and are rejected with ProtocolError.
"""

from __future__ import annotations

from typing import Any

from gateway.protocols._wire import chat_function, copy_numbers, dumps, tool_list
from gateway.protocols.errors import ProtocolError

_ROLES = {"user": "user", "assistant": "assistant", "system": "system", "developer": "system"}
_TEXT_PARTS = ("input_text", "output_text", "text", "refusal")


def responses_to_chat(body: dict[str, Any], history: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """Translate a Responses request body; raises ProtocolError naming the field on input we cannot map."""
    if not isinstance(body, dict):
        raise ProtocolError("request body must be a JSON object")
    messages: list[dict[str, Any]] = []
    instructions = body.get("instructions")
    if isinstance(instructions, str) and instructions:
        messages.append({"role": "system", "content": instructions})
    for i, item in enumerate(history or []):
        _item(item, f"history[{i}]", messages)
    raw = body.get("input")
    if isinstance(raw, str):
        messages.append({"role": "user", "content": raw})
    elif isinstance(raw, list):
        for i, item in enumerate(raw):
            _item(item, f"input[{i}]", messages)
    elif raw is not None:
        raise ProtocolError("input: must be a string or a list of items", "input")
    if not messages:
        raise ProtocolError("input: the request has no input", "input")
    chat: dict[str, Any] = {"model": body.get("model"), "messages": messages}
    _options(body, chat)
    return chat


def _options(body: dict[str, Any], chat: dict[str, Any]) -> None:
    copy_numbers(body, chat, (("max_output_tokens", "max_tokens"), ("temperature", "temperature"), ("top_p", "top_p")))
    tools = _tools(body.get("tools"))
    if tools:
        chat["tools"] = tools
        choice = _tool_choice(body.get("tool_choice"))
        if choice is not None:
            chat["tool_choice"] = choice
        if isinstance(body.get("parallel_tool_calls"), bool):
            chat["parallel_tool_calls"] = body["parallel_tool_calls"]
    response_format = _response_format(body.get("text"))
    if response_format is not None:
        chat["response_format"] = response_format
    user = body.get("safety_identifier") or body.get("user")
    if isinstance(user, str):
        chat["user"] = user
    if body.get("stream") is True:
        chat["stream"] = True
        chat["stream_options"] = {"include_usage": True}


def _item(item: Any, where: str, messages: list[dict[str, Any]]) -> None:
    if not isinstance(item, dict):
        raise ProtocolError(f"{where}: must be an object", where)
    kind = item.get("type", "message" if "role" in item else None)
    if kind == "message":
        messages.append(_message(item, where))
    elif kind in ("function_call", "custom_tool_call"):
        _call(item, where, messages)
    elif kind in ("function_call_output", "custom_tool_call_output"):
        call_id = item.get("call_id")
        if not isinstance(call_id, str):
            raise ProtocolError(f"{where}.call_id: required", f"{where}.call_id")
        output = _output_text(item.get("output"))
        messages.append({"role": "tool", "tool_call_id": call_id, "content": output})
    elif kind == "item_reference":
        raise ProtocolError(f"{where}: item_reference is not supported; send the items themselves", where)


def _message(item: dict[str, Any], where: str) -> dict[str, Any]:
    raw_role = item.get("role")
    role = _ROLES.get(raw_role) if isinstance(raw_role, str) else None
    if role is None:
        raise ProtocolError(f"{where}.role: must be user, assistant, system or developer", f"{where}.role")
    content = item.get("content")
    if isinstance(content, str):
        return {"role": role, "content": content}
    if not isinstance(content, list):
        raise ProtocolError(f"{where}.content: must be a string or a list of parts", f"{where}.content")
    parts = [_part(part, f"{where}.content[{j}]") for j, part in enumerate(content)]
    if role != "user" or all(part["type"] == "text" for part in parts):
        return {"role": role, "content": "".join(p.get("text", "") for p in parts)}
    return {"role": role, "content": parts}


def _part(part: Any, where: str) -> dict[str, Any]:
    if not isinstance(part, dict):
        raise ProtocolError(f"{where}: must be an object", where)
    kind = part.get("type")
    if kind in _TEXT_PARTS:
        text = part.get("text", part.get("refusal", ""))
        if not isinstance(text, str):
            raise ProtocolError(f"{where}.text: must be a string", f"{where}.text")
        return {"type": "text", "text": text}
    if kind == "input_image":
        url = part.get("image_url")
        if not isinstance(url, str):
            raise ProtocolError(f"{where}: input_image needs image_url (file_id is not supported)", where)
        image: dict[str, Any] = {"url": url}
        if part.get("detail") in ("low", "high", "auto"):
            image["detail"] = part["detail"]
        return {"type": "image_url", "image_url": image}
    if kind == "input_file" and isinstance(part.get("file_data"), str):
        name = part.get("filename") if isinstance(part.get("filename"), str) else "file"
        return {"type": "file", "file": {"filename": name, "file_data": part["file_data"]}}
    raise ProtocolError(f"{where}: unsupported content part type {kind!r}", f"{where}.type")


def _call(item: dict[str, Any], where: str, messages: list[dict[str, Any]]) -> None:
    call_id, name = item.get("call_id"), item.get("name")
    if not isinstance(call_id, str) or not isinstance(name, str):
        raise ProtocolError(f"{where}: a function call needs call_id and name", where)
    if item.get("type") == "custom_tool_call":
        arguments = dumps({"input": item.get("input", "")})
    else:
        raw = item.get("arguments")
        arguments = raw if isinstance(raw, str) else "{}"
    call = {"id": call_id, "type": "function", "function": {"name": name, "arguments": arguments}}
    last = messages[-1] if messages else None
    if last is not None and last["role"] == "assistant":
        last.setdefault("tool_calls", []).append(call)
        if last.get("content") == "":
            last["content"] = None
    else:
        messages.append({"role": "assistant", "content": None, "tool_calls": [call]})


def _output_text(output: Any) -> str:
    """Tool output is a string or a list of parts; chat tool messages take text."""
    if isinstance(output, str):
        return output
    if isinstance(output, list):
        return "".join(p["text"] for p in output if isinstance(p, dict) and isinstance(p.get("text"), str))
    return "" if output is None else dumps(output)


def _tools(tools: Any) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for i, tool in enumerate(tool_list(tools)):
        if not isinstance(tool, dict) or tool.get("type") != "function":
            continue
        if not isinstance(tool.get("name"), str):
            raise ProtocolError(f"tools[{i}].name: required", f"tools[{i}].name")
        parameters = tool.get("parameters")
        if not isinstance(parameters, dict):
            parameters = {"type": "object", "properties": {}}
        function = chat_function(tool, parameters)
        if isinstance(tool.get("strict"), bool):
            function["strict"] = tool["strict"]
        out.append({"type": "function", "function": function})
    return out


def _tool_choice(choice: Any) -> Any:
    if choice in ("auto", "none", "required"):
        return choice
    if isinstance(choice, dict) and choice.get("type") == "function" and isinstance(choice.get("name"), str):
        return {"type": "function", "function": {"name": choice["name"]}}
    return None  # hosted-tool or allowed_tools choices have no chat equivalent: upstream default (auto)


def _response_format(text: Any) -> dict[str, Any] | None:
    fmt = text.get("format") if isinstance(text, dict) else None
    if not isinstance(fmt, dict):
        return None
    if fmt.get("type") == "json_object":
        return {"type": "json_object"}
    if fmt.get("type") == "json_schema":
        schema = {k: fmt[k] for k in ("name", "schema", "strict", "description") if k in fmt}
        return {"type": "json_schema", "json_schema": schema}
    return None
