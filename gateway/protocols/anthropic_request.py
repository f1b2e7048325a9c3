"""Anthropic Messages request -> OpenAI chat completions request (Claude Code in, chat upstreams out).

Mapping choices (documented because Claude Code depends on them passing silently):
- `system` (string or text blocks) and `role: "system"` messages become chat system messages; text blocks are
  joined with a blank line; `cache_control` is ignored.
- `tool_result` blocks become `role: "tool"` messages placed before the rest of that user turn (chat needs
  them right after the assistant's tool calls); `is_error` becomes an "Error: " text prefix. Images inside a
  tool result cannot ride on a tool message, so they follow in a user message.
- `thinking`/`redacted_thinking` blocks, server-tool blocks and unknown block types are dropped: a chat
  upstream has nowhere to put them. So are `thinking`, `output_config`, `context_management`, `top_k` and
  every other field chat does not know. Tools without `input_schema` (Anthropic server tools) are dropped.
"""

from __future__ import annotations

from typing import Any

from gateway.protocols._wire import chat_function, copy_numbers, dumps, tool_list
from gateway.protocols.errors import ProtocolError

_TOOL_CHOICE = {"auto": "auto", "any": "required", "none": "none"}


def messages_to_chat(body: dict[str, Any]) -> dict[str, Any]:
    """Translate a Messages request body; raises ProtocolError naming the field on input we cannot map."""
    if not isinstance(body, dict):
        raise ProtocolError("request body must be a JSON object")
    raw_messages = body.get("messages")
    if not isinstance(raw_messages, list):
        raise ProtocolError("messages: a list of messages is required", "messages")
    messages: list[dict[str, Any]] = []
    system = _system_text(body.get("system"))
    if system:
        messages.append({"role": "system", "content": system})
    for i, message in enumerate(raw_messages):
        messages.extend(_message(message, f"messages[{i}]"))
    chat: dict[str, Any] = {"model": body.get("model"), "messages": messages}
    _copy_sampling(body, chat)
    tools = _tools(body.get("tools"))
    if tools:
        chat["tools"] = tools
        _tool_choice(body.get("tool_choice"), chat)
    metadata = body.get("metadata")
    if isinstance(metadata, dict) and isinstance(metadata.get("user_id"), str):
        chat["user"] = metadata["user_id"]
    if body.get("stream") is True:
        chat["stream"] = True
        chat["stream_options"] = {"include_usage": True}
    return chat


def _copy_sampling(body: dict[str, Any], chat: dict[str, Any]) -> None:
    copy_numbers(body, chat, (("max_tokens", "max_tokens"), ("temperature", "temperature"), ("top_p", "top_p")))
    stops = body.get("stop_sequences")
    if stops is not None:
        if not isinstance(stops, list) or not all(isinstance(s, str) for s in stops):
            raise ProtocolError("stop_sequences: must be a list of strings", "stop_sequences")
        if stops:
            chat["stop"] = stops


def _system_text(system: Any) -> str:
    if system is None:
        return ""
    if isinstance(system, str):
        return system
    if isinstance(system, list):
        return "\n\n".join(_text_of(block, "system") for block in system if _is_text(block))
    raise ProtocolError("system: must be a string or a list of text blocks", "system")


def _is_text(block: Any) -> bool:
    return isinstance(block, dict) and block.get("type") == "text"


def _text_of(block: dict[str, Any], where: str) -> str:
    text = block.get("text", "")
    if not isinstance(text, str):
        raise ProtocolError(f"{where}: text must be a string", where)
    return text


def _blocks(content: Any, where: str) -> list[dict[str, Any]]:
    """Normalise message content to a list of blocks (a string is one text block)."""
    if isinstance(content, str):
        return [{"type": "text", "text": content}]
    if content is None:
        return []
    if not isinstance(content, list):
        raise ProtocolError(f"{where}.content: must be a string or a list of blocks", f"{where}.content")
    for j, block in enumerate(content):
        if not isinstance(block, dict):
            raise ProtocolError(f"{where}.content[{j}]: must be an object", f"{where}.content[{j}]")
    return content


def _message(message: Any, where: str) -> list[dict[str, Any]]:
    if not isinstance(message, dict):
        raise ProtocolError(f"{where}: must be an object", where)
    role = message.get("role")
    blocks = _blocks(message.get("content"), where)
    if role == "system":
        return [{"role": "system", "content": "\n\n".join(_text_of(b, where) for b in blocks if _is_text(b))}]
    if role == "assistant":
        return [_assistant(blocks, where)]
    if role == "user":
        return _user(blocks, where)
    raise ProtocolError(f"{where}.role: must be 'user', 'assistant' or 'system'", f"{where}.role")


def _assistant(blocks: list[dict[str, Any]], where: str) -> dict[str, Any]:
    texts: list[str] = []
    calls: list[dict[str, Any]] = []
    for j, block in enumerate(blocks):
        kind = block.get("type")
        if kind == "text":
            texts.append(_text_of(block, f"{where}.content[{j}]"))
        elif kind == "tool_use":
            name, call_id = block.get("name"), block.get("id")
            if not isinstance(name, str) or not isinstance(call_id, str):
                raise ProtocolError(f"{where}.content[{j}]: tool_use needs id and name", f"{where}.content")
            arguments = dumps(block.get("input") if block.get("input") is not None else {})
            function = {"name": name, "arguments": arguments}
            calls.append({"id": call_id, "type": "function", "function": function})
    out: dict[str, Any] = {"role": "assistant", "content": "".join(texts) if texts or not calls else None}
    if calls:
        out["tool_calls"] = calls
    return out


def _user(blocks: list[dict[str, Any]], where: str) -> list[dict[str, Any]]:
    tool_messages: list[dict[str, Any]] = []
    parts: list[dict[str, Any]] = []
    for j, block in enumerate(blocks):
        here = f"{where}.content[{j}]"
        kind = block.get("type")
        if kind == "text":
            parts.append({"type": "text", "text": _text_of(block, here)})
        elif kind == "image":
            parts.append(_image(block, here))
        elif kind == "document":
            parts.append(_document(block, here))
        elif kind == "tool_result":
            tool_message, images = _tool_result(block, here)
            tool_messages.append(tool_message)
            parts.extend(images)
    if not parts:
        return tool_messages if tool_messages else [{"role": "user", "content": ""}]
    return [*tool_messages, {"role": "user", "content": _collapse(parts)}]


def _collapse(parts: list[dict[str, Any]]) -> str | list[dict[str, Any]]:
    """Text-only content becomes one string: every chat upstream accepts that, not all accept part lists."""
    if all(part["type"] == "text" for part in parts):
        return "\n\n".join(part["text"] for part in parts)
    return parts


def _tool_result(block: dict[str, Any], where: str) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    call_id = block.get("tool_use_id")
    if not isinstance(call_id, str):
        raise ProtocolError(f"{where}: tool_result needs tool_use_id", f"{where}.tool_use_id")
    texts: list[str] = []
    images: list[dict[str, Any]] = []
    for k, inner in enumerate(_blocks(block.get("content"), where)):
        if inner.get("type") == "text":
            texts.append(_text_of(inner, f"{where}.content[{k}]"))
        elif inner.get("type") == "image":
            images.append(_image(inner, f"{where}.content[{k}]"))
    text = "\n\n".join(texts)
    if block.get("is_error") is True:
        text = f"Error: {text}"
    return {"role": "tool", "tool_call_id": call_id, "content": text}, images


def _image(block: dict[str, Any], where: str) -> dict[str, Any]:
    source = block.get("source")
    if isinstance(source, dict) and source.get("type") == "base64":
        media, data = source.get("media_type"), source.get("data")
        if isinstance(media, str) and isinstance(data, str):
            return {"type": "image_url", "image_url": {"url": f"data:{media};base64,{data}"}}
    if isinstance(source, dict) and source.get("type") == "url" and isinstance(source.get("url"), str):
        return {"type": "image_url", "image_url": {"url": source["url"]}}
    raise ProtocolError(f"{where}: image source must be base64 (media_type, data) or url", f"{where}.source")


def _document(block: dict[str, Any], where: str) -> dict[str, Any]:
    source = block.get("source")
    if isinstance(source, dict) and source.get("type") == "text" and isinstance(source.get("data"), str):
        return {"type": "text", "text": source["data"]}
    if isinstance(source, dict) and source.get("type") == "base64" and isinstance(source.get("data"), str):
        media = source.get("media_type") or "application/pdf"
        name = block.get("title") if isinstance(block.get("title"), str) else "document"
        data_url = f"data:{media};base64,{source['data']}"
        return {"type": "file", "file": {"filename": name, "file_data": data_url}}
    raise ProtocolError(f"{where}: unsupported document source", f"{where}.source")


def _tools(tools: Any) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for i, tool in enumerate(tool_list(tools)):
        if not isinstance(tool, dict) or not isinstance(tool.get("name"), str):
            raise ProtocolError(f"tools[{i}]: a tool needs a name", f"tools[{i}]")
        schema = tool.get("input_schema")
        if not isinstance(schema, dict):
            continue  # an Anthropic server tool (web search, bash_2025...): no chat equivalent
        out.append({"type": "function", "function": chat_function(tool, schema)})
    return out


def _tool_choice(choice: Any, chat: dict[str, Any]) -> None:
    if not isinstance(choice, dict):
        return
    kind = choice.get("type")
    if isinstance(kind, str) and kind in _TOOL_CHOICE:
        chat["tool_choice"] = _TOOL_CHOICE[kind]
    elif kind == "tool" and isinstance(choice.get("name"), str):
        chat["tool_choice"] = {"type": "function", "function": {"name": choice["name"]}}
    else:
        raise ProtocolError("tool_choice: type must be auto, any, tool or none", "tool_choice")
    if choice.get("disable_parallel_tool_use") is True:
        chat["parallel_tool_calls"] = False
