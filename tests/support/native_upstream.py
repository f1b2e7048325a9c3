"""A fake upstream that speaks Anthropic Messages (``/v1/messages``, SSE with ``event:`` lines) and the
Responses API (``/v1/responses``), with prompt-cache usage, on loopback. It keeps every request's raw body
and headers so that tests can compare what arrived with what the client sent."""

from __future__ import annotations

import asyncio
import contextlib
import json
import threading
from typing import Any

from aiohttp import web

from tests.support.procs import free_port

# Usage the fake reports: a large prompt read from the cache, a small new part, a short answer.
CACHE_READ = 90_000
CACHE_WRITE = 2_000
FRESH = 100
OUTPUT = 5
REFUSAL = "messages.1.content.0.thinking: thinking blocks in the latest assistant message cannot be modified"


class NativeUpstream:
    def __init__(self) -> None:
        self.port = free_port()
        self.received: list[tuple[str, bytes, dict[str, str]]] = []  # (path, raw body, headers)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._runner: web.AppRunner | None = None
        self._ready = threading.Event()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def last(self, path: str) -> tuple[dict[str, Any], dict[str, str]]:
        raw, headers = next((raw, headers) for p, raw, headers in reversed(self.received) if p == path)
        return json.loads(raw), headers

    async def _messages(self, request: web.Request) -> web.StreamResponse:
        raw = await request.read()
        self.received.append(("/v1/messages", raw, dict(request.headers)))
        body = json.loads(raw)
        if body["model"] == "refuse":  # Anthropic's own refusal shape
            error = {"type": "invalid_request_error", "message": REFUSAL}
            return web.json_response({"type": "error", "error": error}, status=400)
        usage = {"input_tokens": FRESH, "cache_read_input_tokens": CACHE_READ,
                 "cache_creation_input_tokens": CACHE_WRITE, "output_tokens": OUTPUT}
        message = {"id": "msg_fake1", "type": "message", "role": "assistant", "model": body["model"],
                   "content": [{"type": "text", "text": "native answer"}], "stop_reason": "end_turn",
                   "stop_sequence": None, "usage": usage}
        if not body.get("stream"):
            return web.json_response(message)
        start = {**message, "content": [], "stop_reason": None, "usage": {**usage, "output_tokens": 1}}
        events: list[dict[str, Any]] = [
            {"type": "message_start", "message": start},
            {"type": "content_block_start", "index": 0, "content_block": {"type": "text", "text": ""}},
            {"type": "ping"},
            {"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": "native "}},
            {"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": "answer"}},
            {"type": "content_block_stop", "index": 0},
            {"type": "message_delta", "delta": {"stop_reason": "end_turn", "stop_sequence": None},
             "usage": {"output_tokens": OUTPUT}},
            {"type": "message_stop"},
        ]
        if body["model"] == "break":  # the stream breaks off after its first event
            out = web.StreamResponse(headers={"content-type": "text/event-stream"})
            await out.prepare(request)
            await out.write(f"event: message_start\ndata: {json.dumps(events[0])}\n\n".encode())
            await asyncio.sleep(0.05)
            assert request.transport is not None
            request.transport.close()
            return out
        return await self._sse(request, events)

    async def _responses(self, request: web.Request) -> web.StreamResponse:
        raw = await request.read()
        self.received.append(("/v1/responses", raw, dict(request.headers)))
        body = json.loads(raw)
        usage = {"input_tokens": CACHE_READ + FRESH, "input_tokens_details": {"cached_tokens": CACHE_READ},
                 "output_tokens": OUTPUT, "output_tokens_details": {"reasoning_tokens": 0},
                 "total_tokens": CACHE_READ + FRESH + OUTPUT}
        item = {"id": "msg_r1", "type": "message", "role": "assistant", "status": "completed",
                "content": [{"type": "output_text", "text": "native answer", "annotations": []}]}
        response = {"id": "resp_fake1", "object": "response", "created_at": 1, "model": body["model"],
                    "status": "completed", "output": [item], "usage": usage, "parallel_tool_calls": True,
                    "tool_choice": "auto", "tools": []}
        if not body.get("stream"):
            return web.json_response(response)
        events: list[dict[str, Any]] = [
            {"type": "response.created", "sequence_number": 0,
             "response": {**response, "status": "in_progress", "output": [], "usage": None}},
            {"type": "response.output_item.added", "sequence_number": 1, "output_index": 0,
             "item": {**item, "status": "in_progress", "content": []}},
            {"type": "response.content_part.added", "sequence_number": 2, "item_id": "msg_r1", "output_index": 0,
             "content_index": 0, "part": {"type": "output_text", "text": "", "annotations": []}},
            {"type": "response.output_text.delta", "sequence_number": 3, "item_id": "msg_r1", "output_index": 0,
             "content_index": 0, "delta": "native answer", "logprobs": []},
            {"type": "response.output_item.done", "sequence_number": 4, "output_index": 0, "item": item},
            {"type": "response.completed", "sequence_number": 5, "response": response},
        ]
        return await self._sse(request, events)

    async def _sse(self, request: web.Request, events: list[dict[str, Any]]) -> web.StreamResponse:
        out = web.StreamResponse(headers={"content-type": "text/event-stream"})
        await out.prepare(request)
        for event in events:
            await out.write(f"event: {event['type']}\ndata: {json.dumps(event)}\n\n".encode())
        await out.write_eof()
        return out

    def start(self) -> NativeUpstream:
        def run() -> None:
            loop = asyncio.new_event_loop()
            self._loop = loop
            app = web.Application(client_max_size=64 * 1024 * 1024)
            app.router.add_post("/v1/messages", self._messages)
            app.router.add_post("/v1/responses", self._responses)
            self._runner = web.AppRunner(app, handle_signals=False, shutdown_timeout=0.1)
            loop.run_until_complete(self._runner.setup())
            loop.run_until_complete(web.TCPSite(self._runner, "127.0.0.1", self.port).start())
            self._ready.set()
            loop.run_forever()

        threading.Thread(target=run, daemon=True).start()
        self._ready.wait(10)
        return self

    def stop(self) -> None:
        if self._loop is None or self._runner is None:
            return
        future = asyncio.run_coroutine_threadsafe(self._runner.cleanup(), self._loop)
        with contextlib.suppress(Exception):
            future.result(5)
        self._loop.call_soon_threadsafe(self._loop.stop)

    def __enter__(self) -> NativeUpstream:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
