"""Chat completion SSE chunks -> Responses API streaming events (`event:` + `data:`, rising sequence_number).

Text and function-call arguments stream through live; a text item is closed before a function call item
opens, so items are sequential as OpenAI emits them. Fragments of parallel calls may interleave by chat index:
each call is its own output item, addressed by output_index. The stream ALWAYS ends with
`response.completed` carrying the whole response and usage (the openai SDK's get_final_response() and Codex
CLI need it); a reply cut short by the upstream is reported there as `status: "incomplete"`.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from gateway.protocols._wire import ChatStreamTranslator, as_dict, as_list, as_str, new_id, sse
from gateway.protocols.responses_response import (
    function_call_item,
    message_item,
    response_object,
    responses_usage,
)


@dataclass
class _Call:
    item_id: str = field(default_factory=lambda: new_id("fc_"))
    call_id: str = ""
    name: str = ""
    arguments: list[str] = field(default_factory=list)
    output_index: int | None = None  # None until the name is known and the item is announced


@dataclass
class _Text:
    item_id: str
    output_index: int
    parts: list[str] = field(default_factory=list)


class ChatToResponsesStream(ChatStreamTranslator):
    """Stateful translator for one streamed reply: feed() every parsed chunk, then finish() once."""

    def __init__(
        self, requested_model: str, request_body: dict[str, Any], response_id: str | None = None
    ) -> None:
        self.response_id = response_id or new_id("resp_")
        self.model = requested_model
        self.request_body = as_dict(request_body)
        self.created_at = time.time()
        self.usage: dict[str, Any] = {}
        self.finish_reason: str | None = None
        self.response: dict[str, Any] | None = None  # the final Response, once finish() ran
        self._seq = 0
        self._started = self._closed = self._done = False
        self._next_output = 0
        self._text: _Text | None = None
        self._calls: dict[int, _Call] = {}
        self._items: dict[int, dict[str, Any]] = {}

    def _choice(self, choice: dict[str, Any], delta: dict[str, Any]) -> list[bytes]:
        out = self._text_delta(as_str(delta.get("content")))
        for position, call in enumerate(as_list(delta.get("tool_calls"))):
            out.extend(self._call_delta(as_dict(call), position))
        if choice.get("finish_reason"):
            self.finish_reason = as_str(choice["finish_reason"])
            out.extend(self._close_all())
        return out

    def finish(self) -> list[bytes]:
        """Close open items and end with response.completed (also when the upstream ended early)."""
        if self._done:
            return []
        out = [*self._start(), *self._close_all()]
        self.response = self._envelope("completed" if self.finish_reason else "incomplete")
        self.response["output"] = [self._items[i] for i in sorted(self._items)]
        self.response["usage"] = responses_usage(self.usage)
        out.append(self._event("response.completed", response=self.response))
        self._done = True
        return out

    def fail(self, message: str, code: str = "server_error") -> list[bytes]:
        """End with response.failed for an upstream failure mid-stream (Codex reports it and may retry)."""
        if self._done:
            return []
        self._done = True
        failed = self._envelope("failed")
        failed["error"] = {"code": code, "message": message}
        return [*self._start(), self._event("response.failed", response=failed)]

    def _envelope(self, status: str) -> dict[str, Any]:
        return response_object(self.response_id, self.model, self.request_body, output=[], status=status,
                               usage=None, created_at=self.created_at, finish_reason=self.finish_reason)

    def _event(self, kind: str, **fields: Any) -> bytes:
        frame = sse(kind, {"type": kind, "sequence_number": self._seq, **fields})
        self._seq += 1
        return frame

    def _start(self) -> list[bytes]:
        if self._started:
            return []
        self._started = True
        return [self._event("response.created", response=self._envelope("in_progress")),
                self._event("response.in_progress", response=self._envelope("in_progress"))]

    def _text_delta(self, text: str) -> list[bytes]:
        if not text:
            return []
        out: list[bytes] = []
        current = self._text
        if current is None:
            current = self._text = _Text(new_id("msg_"), self._next_output)
            self._next_output += 1
            item = {**message_item(current.item_id, "", "in_progress"), "content": []}
            empty = {"type": "output_text", "text": "", "annotations": [], "logprobs": []}
            added = {"output_index": current.output_index, "item": item}
            out.append(self._event("response.output_item.added", **added))
            out.append(self._event("response.content_part.added", item_id=current.item_id,
                                   output_index=current.output_index, content_index=0, part=empty))
        current.parts.append(text)
        out.append(self._event("response.output_text.delta", item_id=current.item_id,
                               output_index=current.output_index, content_index=0, delta=text, logprobs=[]))
        return out

    def _call_delta(self, call: dict[str, Any], position: int) -> list[bytes]:
        index = call["index"] if isinstance(call.get("index"), int) else position
        state = self._calls.setdefault(index, _Call())
        function = as_dict(call.get("function"))
        state.call_id = state.call_id or as_str(call.get("id"))
        state.name = state.name or as_str(function.get("name"))
        fragment = as_str(function.get("arguments"))
        state.arguments.append(fragment)
        out: list[bytes] = []
        if state.output_index is None:
            if not state.name:
                return out
            out.extend(self._close_text())
            state.call_id = state.call_id or new_id("call_")
            state.output_index = self._next_output
            self._next_output += 1
            item = function_call_item(state.item_id, state.call_id, state.name, "", "in_progress")
            out.append(self._event("response.output_item.added", output_index=state.output_index, item=item))
            fragment = "".join(state.arguments)
        if fragment:
            out.append(self._event("response.function_call_arguments.delta", item_id=state.item_id,
                                   output_index=state.output_index, delta=fragment))
        return out

    def _close_text(self) -> list[bytes]:
        text, self._text = self._text, None
        if text is None:
            return []
        full = "".join(text.parts)
        where = {"item_id": text.item_id, "output_index": text.output_index, "content_index": 0}
        item = message_item(text.item_id, full)
        self._items[text.output_index] = item
        return [
            self._event("response.output_text.done", **where, text=full, logprobs=[]),
            self._event("response.content_part.done", **where, part=item["content"][0]),
            self._event("response.output_item.done", output_index=text.output_index, item=item),
        ]

    def _close_all(self) -> list[bytes]:
        if self._closed:
            return []
        self._closed = True
        out = self._close_text()
        status = "completed" if self.finish_reason else "incomplete"
        opened = [c for c in self._calls.values() if c.output_index is not None]
        for state in sorted(opened, key=lambda c: c.output_index or 0):
            arguments = "".join(state.arguments)
            item = function_call_item(state.item_id, state.call_id, state.name, arguments, status)
            self._items[state.output_index or 0] = item
            out.append(self._event("response.function_call_arguments.done", item_id=state.item_id,
                                   output_index=state.output_index, arguments=arguments))
            out.append(self._event("response.output_item.done", output_index=state.output_index, item=item))
        return out
