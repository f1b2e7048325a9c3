"""Chat completion SSE chunks -> Anthropic Messages SSE frames (with `event:` lines, which the SDK needs).

Text streams through live. Tool calls are buffered and emitted whole (start, one input_json_delta, stop)
when the upstream says it has finished: chat upstreams may interleave fragments of parallel calls by index
and may emit malformed or truncated JSON, while Anthropic blocks must be sequential and the SDK fails the
turn on invalid JSON (Claude Code then repeats it: double cost). A `ping` every PING_EVERY buffered fragments
keeps idle-timeouts quiet during long tool arguments (a Write of a whole file).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gateway.protocols._wire import (
    ChatStreamTranslator,
    as_dict,
    as_list,
    as_str,
    dumps,
    new_id,
    parse_object,
    sse,
)
from gateway.protocols.anthropic_response import anthropic_usage, stop_reason
from gateway.protocols.errors import anthropic_error

PING_EVERY = 20


@dataclass
class _PendingTool:
    call_id: str = ""
    name: str = ""
    arguments: list[str] = field(default_factory=list)


class ChatToAnthropicStream(ChatStreamTranslator):
    """Stateful translator for one streamed reply: feed() every parsed chunk, then finish() once."""

    def __init__(self, requested_model: str, input_tokens: int = 0, message_id: str | None = None) -> None:
        self.message_id = message_id or new_id("msg_")
        self.model = requested_model
        self.input_tokens_estimate = input_tokens
        self.usage: dict[str, Any] = {}
        self.finish_reason: str | None = None
        self._matched_stop: str | None = None
        self._started = self._closed = self._done = False
        self._next_index = 0
        self._text_index: int | None = None
        self._tools: dict[int, _PendingTool] = {}
        self._fragments = 0

    @property
    def stop_reason(self) -> str:
        return stop_reason(self.finish_reason, any(t.name for t in self._tools.values()), self._matched_stop)

    def _choice(self, choice: dict[str, Any], delta: dict[str, Any]) -> list[bytes]:
        out = self._text(as_str(delta.get("content")))
        out.extend(self._tool_fragments(as_list(delta.get("tool_calls"))))
        if choice.get("finish_reason"):
            self.finish_reason = as_str(choice["finish_reason"])
            stop = choice.get("stop_reason")
            self._matched_stop = stop if isinstance(stop, str) else None
            out.extend(self._close_content(early=False))
        return out

    def finish(self) -> list[bytes]:
        """End the message; when the upstream ended without a finish_reason, broken tool calls are dropped."""
        if self._done:
            return []
        out = self._start()
        out.extend(self._close_content(early=self.finish_reason is None))
        usage = anthropic_usage(self.usage)
        if not self.usage:
            usage["input_tokens"] = self.input_tokens_estimate
        reason = self.stop_reason
        out.append(sse("message_delta", {
            "type": "message_delta",
            "delta": {"stop_reason": reason,
                      "stop_sequence": self._matched_stop if reason == "stop_sequence" else None},
            "usage": usage,
        }))
        out.append(sse("message_stop", {"type": "message_stop"}))
        self._done = True
        return out

    def fail(self, status: int, message: str) -> list[bytes]:
        """An `error` event for an upstream failure mid-stream: the SDK raises it, Claude Code retries."""
        if self._done:
            return []
        self._done = True
        return [*self._start(), sse("error", anthropic_error(status, message))]

    def _start(self) -> list[bytes]:
        if self._started:
            return []
        self._started = True
        message: dict[str, Any] = {
            "id": self.message_id, "type": "message", "role": "assistant", "model": self.model,
            "content": [], "stop_reason": None, "stop_sequence": None,
            "usage": {"input_tokens": self.input_tokens_estimate, "output_tokens": 0},
        }
        return [sse("message_start", {"type": "message_start", "message": message}),
                sse("ping", {"type": "ping"})]

    def _text(self, text: str) -> list[bytes]:
        if not text:
            return []
        out: list[bytes] = []
        if self._text_index is None:
            self._text_index = self._next_index
            self._next_index += 1
            out.append(sse("content_block_start", {
                "type": "content_block_start", "index": self._text_index,
                "content_block": {"type": "text", "text": ""},
            }))
        out.append(sse("content_block_delta", {
            "type": "content_block_delta", "index": self._text_index,
            "delta": {"type": "text_delta", "text": text},
        }))
        return out

    def _tool_fragments(self, calls: list[Any]) -> list[bytes]:
        out: list[bytes] = []
        for position, call in enumerate(calls):
            call = as_dict(call)
            index = call["index"] if isinstance(call.get("index"), int) else position
            pending = self._tools.setdefault(index, _PendingTool())
            function = as_dict(call.get("function"))
            pending.call_id = pending.call_id or as_str(call.get("id"))
            pending.name = pending.name or as_str(function.get("name"))
            pending.arguments.append(as_str(function.get("arguments")))
            self._fragments += 1
            if self._fragments % PING_EVERY == 0:
                out.append(sse("ping", {"type": "ping"}))
        return out

    def _close_content(self, early: bool) -> list[bytes]:
        if self._closed:
            return []
        self._closed = True
        out: list[bytes] = []
        if self._text_index is not None:
            out.append(sse("content_block_stop", {"type": "content_block_stop", "index": self._text_index}))
        for chat_index in sorted(self._tools):
            tool = self._tools[chat_index]
            parsed = parse_object("".join(tool.arguments))
            if not tool.name or (early and parsed is None):
                tool.name = ""  # dropped: it no longer counts toward stop_reason tool_use
                continue
            index = self._next_index
            self._next_index += 1
            call_id = tool.call_id or new_id("toolu_")
            block = {"type": "tool_use", "id": call_id, "name": tool.name, "input": {}}
            out.append(sse("content_block_start", {
                "type": "content_block_start", "index": index, "content_block": block}))
            out.append(sse("content_block_delta", {
                "type": "content_block_delta", "index": index,
                "delta": {"type": "input_json_delta", "partial_json": dumps(parsed or {})},
            }))
            out.append(sse("content_block_stop", {"type": "content_block_stop", "index": index}))
        return out
