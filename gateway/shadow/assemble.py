"""Rebuild a complete chat-completion dict from streamed chunks, so streamed live answers can be compared.

The pipeline relays stream payloads untouched; it can feed each one to a ``StreamCollector`` (cheap: one
orjson parse per chunk, text capped) and hand ``result()`` to the shadow code once the stream has ended.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import orjson

MAX_TEXT_CHARS = 32_000


class StreamCollector:
    """Accumulates ``chat.completion.chunk`` (or legacy ``text_completion``) payloads into one answer."""

    def __init__(self, max_chars: int = MAX_TEXT_CHARS) -> None:
        self.max_chars = max_chars
        self.meta: dict[str, Any] = {}
        self.text: list[str] = []
        self.size = 0
        self.tools: dict[int, dict[str, Any]] = {}
        self.finish_reason: str | None = None
        self.usage: dict[str, Any] | None = None
        self.legacy = False

    def feed(self, payload: bytes) -> None:
        """One SSE ``data:`` payload (bytes, without ``[DONE]``); unparseable payloads are ignored."""
        try:
            chunk = orjson.loads(payload)
        except orjson.JSONDecodeError:
            return
        if isinstance(chunk, dict):
            self.feed_dict(chunk)

    def feed_dict(self, chunk: dict[str, Any]) -> None:
        for key in ("id", "model", "created", "system_fingerprint"):
            if chunk.get(key) is not None:
                self.meta[key] = chunk[key]
        if chunk.get("object") == "text_completion":
            self.legacy = True
        if isinstance(chunk.get("usage"), dict):
            self.usage = chunk["usage"]
        for choice in chunk.get("choices") or []:
            if not isinstance(choice, dict) or choice.get("index", 0) != 0:
                continue
            if choice.get("finish_reason"):
                self.finish_reason = choice["finish_reason"]
            delta: dict[str, Any] = choice["delta"] if isinstance(choice.get("delta"), dict) else choice
            self._add_text(delta.get("content") if "delta" in choice else choice.get("text"))
            for call in delta.get("tool_calls") or []:
                if isinstance(call, dict):
                    self._add_tool(call)

    def _add_text(self, piece: Any) -> None:
        if isinstance(piece, str) and piece and self.size < self.max_chars:
            piece = piece[: self.max_chars - self.size]
            self.text.append(piece)
            self.size += len(piece)

    def _add_tool(self, call: dict[str, Any]) -> None:
        slot = self.tools.setdefault(int(call.get("index", len(self.tools))), {
            "id": None, "type": "function", "function": {"name": "", "arguments": ""},
        })
        if call.get("id"):
            slot["id"] = call["id"]
        function = call.get("function") or {}
        if function.get("name"):
            slot["function"]["name"] += function["name"]
        if isinstance(function.get("arguments"), str):
            slot["function"]["arguments"] += function["arguments"]

    def result(self) -> dict[str, Any]:
        """The answer as a non-streamed response dict would have carried it."""
        text = "".join(self.text)
        if self.legacy:
            choice: dict[str, Any] = {"index": 0, "text": text, "finish_reason": self.finish_reason}
            data: dict[str, Any] = {**self.meta, "object": "text_completion", "choices": [choice]}
        else:
            message: dict[str, Any] = {"role": "assistant", "content": text or None}
            if self.tools:
                message["tool_calls"] = [self.tools[i] for i in sorted(self.tools)]
            choice = {"index": 0, "message": message, "finish_reason": self.finish_reason}
            data = {**self.meta, "object": "chat.completion", "choices": [choice]}
        if self.usage is not None:
            data["usage"] = self.usage
        return data


def assemble(chunks: Iterable[dict[str, Any]]) -> dict[str, Any]:
    """A complete response dict from parsed stream chunks."""
    collector = StreamCollector()
    for chunk in chunks:
        collector.feed_dict(chunk)
    return collector.result()
