"""A cheap, deterministic input-token estimate for `POST /v1/messages/count_tokens`.

Claude Code decides when to compact its context from this number, so it must grow with everything the model
will read (system, messages, tool calls and results, tool definitions) and never under-count badly. We have no
tokenizer for every upstream, so: UTF-8 bytes / 3.5 (code and English average ~3.5-4 bytes per token; the
lower divisor errs toward compacting early), plus fixed overheads for the framing each chat template adds:
4 tokens per message or block, 8 per tool definition, 1,600 per image (Anthropic's cap for one image), 3 to
prime the reply. Deterministic: the same body always gives the same count.
"""

from __future__ import annotations

import math
from typing import Any

from gateway.protocols._wire import dumps

BYTES_PER_TOKEN = 3.5
PER_MESSAGE = 4
PER_BLOCK = 4
PER_TOOL = 8
PER_IMAGE = 1600
REPLY_PRIMER = 3


def count_tokens(body: dict[str, Any]) -> int:
    """Estimated input tokens of a Messages request (tolerant: odd shapes count what they contain)."""
    if not isinstance(body, dict):
        return REPLY_PRIMER
    size = 0
    fixed = REPLY_PRIMER
    system = body.get("system")
    if system is not None:
        s, f = _content(system)
        size, fixed = size + s, fixed + f + PER_MESSAGE
    messages = body.get("messages")
    for message in messages if isinstance(messages, list) else []:
        if isinstance(message, dict):
            s, f = _content(message.get("content"))
            size, fixed = size + s, fixed + f + PER_MESSAGE
    tools = body.get("tools")
    for tool in tools if isinstance(tools, list) else []:
        size += len(dumps(tool).encode())
        fixed += PER_TOOL
    return fixed + math.ceil(size / BYTES_PER_TOKEN)


def _content(content: Any) -> tuple[int, int]:
    """(bytes of text, fixed tokens) of a string or a list of blocks, recursing into tool results."""
    if isinstance(content, str):
        return len(content.encode()), 0
    if not isinstance(content, list):
        return 0, 0
    size = fixed = 0
    for block in content:
        if not isinstance(block, dict):
            continue
        fixed += PER_BLOCK
        kind = block.get("type")
        if kind == "image":
            fixed += PER_IMAGE
        elif kind == "tool_result":
            s, f = _content(block.get("content"))
            size, fixed = size + s, fixed + f
        elif kind == "tool_use":
            size += len(str(block.get("name", "")).encode()) + len(dumps(block.get("input", {})).encode())
        elif kind in ("text", "thinking"):
            size += len(str(block.get("text") or block.get("thinking") or "").encode())
        elif kind == "document":
            source = block.get("source")
            data = source.get("data") if isinstance(source, dict) else None
            size += len(data.encode()) if isinstance(data, str) else 0
    return size, fixed
