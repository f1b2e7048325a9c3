"""Small shared pieces of the translators: SSE framing, ids, tolerant field access, JSON helpers."""

from __future__ import annotations

import json
import uuid
from typing import Any

import orjson

from gateway.protocols.errors import ProtocolError


def sse(event: str, data: dict[str, Any]) -> bytes:
    """One SSE frame with an `event:` line: both the anthropic SDK and Codex dispatch on it."""
    return b"event: " + event.encode() + b"\ndata: " + orjson.dumps(data) + b"\n\n"


def new_id(prefix: str) -> str:
    """Opaque ids in each protocol's style (`msg_`, `toolu_`, `resp_`, `fc_`)."""
    return prefix + uuid.uuid4().hex[:24]


def as_dict(value: Any) -> dict[str, Any]:
    """Upstream replies are read tolerantly: anything that is not an object counts as an empty one."""
    return value if isinstance(value, dict) else {}


def as_list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def as_int(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def as_str(value: Any) -> str:
    return value if isinstance(value, str) else ""


def content_text(content: Any, sep: str = "") -> str:
    """The text of a chat message's content: a string, or its parts' texts joined by `sep`."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return sep.join(str(p.get("text", "")) for p in content if isinstance(p, dict))
    return ""


def dumps(value: Any) -> str:
    """Compact JSON text for tool arguments; `json` handles values orjson rejects (e.g. huge ints)."""
    try:
        return orjson.dumps(value).decode()
    except TypeError:
        return json.dumps(value, separators=(",", ":"), default=str)


def parse_object(text: str) -> dict[str, Any] | None:
    """Parse tool-call arguments; None when they are not a JSON object (truncated or malformed)."""
    if not text.strip():
        return {}
    try:
        value = orjson.loads(text)
    except orjson.JSONDecodeError:
        return None
    return value if isinstance(value, dict) else None


def copy_numbers(body: dict[str, Any], chat: dict[str, Any], names: tuple[tuple[str, str], ...]) -> None:
    """Copy each numeric field `source` of the body to `target` of the chat body; any other value but
    null (a boolean included) is refused."""
    for source, target in names:
        value = body.get(source)
        if value is None:
            continue
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise ProtocolError(f"{source}: must be a number", source)
        chat[target] = value


def tool_list(tools: Any) -> list[Any]:
    """A request's `tools` as a list (absent: none); any other value is refused."""
    if tools is None:
        return []
    if not isinstance(tools, list):
        raise ProtocolError("tools: must be a list", "tools")
    return tools


def chat_function(tool: dict[str, Any], parameters: dict[str, Any]) -> dict[str, Any]:
    """The chat `function` of a named tool, with its description when it has a text one."""
    function: dict[str, Any] = {"name": tool["name"], "parameters": parameters}
    if isinstance(tool.get("description"), str):
        function["description"] = tool["description"]
    return function


def chat_usage(usage: dict[str, Any]) -> tuple[int, int, int]:
    """(prompt, completion, cached prompt) tokens of a chat completion usage object."""
    details = as_dict(usage.get("prompt_tokens_details"))
    return (
        as_int(usage.get("prompt_tokens")),
        as_int(usage.get("completion_tokens")),
        as_int(details.get("cached_tokens")),
    )


class ChatStreamTranslator:
    """feed() for the translators of a chat completion stream, which read chunks alike.

    The latest usage object is kept and only choice 0 is translated, until the subclass has closed its content.
    """

    usage: dict[str, Any]
    _closed: bool
    _done: bool

    def _start(self) -> list[bytes]:
        raise NotImplementedError

    def _choice(self, choice: dict[str, Any], delta: dict[str, Any]) -> list[bytes]:
        raise NotImplementedError

    def feed(self, chunk: dict[str, Any]) -> list[bytes]:
        if self._done:
            return []
        out = self._start()
        chunk = as_dict(chunk)
        if as_dict(chunk.get("usage")):
            self.usage = chunk["usage"]
        for choice in as_list(chunk.get("choices")):
            choice = as_dict(choice)
            if as_int(choice.get("index")) != 0 or self._closed:
                continue
            out.extend(self._choice(choice, as_dict(choice.get("delta"))))
        return out
