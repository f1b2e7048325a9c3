"""An OpenAI-compatible upstream on loopback for tests: records what it receives and injects faults.

Behaviour is chosen by the upstream model name the gateway sends (so the policy picks it per version):
``ok`` (normal), ``fault-500``, ``fault-429``, ``fault-refuse`` is done by pointing at a closed port,
``fault-hang`` (no answer), ``fault-stall`` (stream stalls after 2 chunks), ``fault-close`` (connection closed
mid-stream), ``fault-badjson`` (invalid JSON body), ``fault-badsse`` (a malformed usage chunk),
``flaky-N`` (the first N calls answer 503, then normal), ``slow-MS`` (each stream chunk after MS ms),
``fault-hangfirst`` (stream headers sent, then no chunk), ``fault-garbage`` (a non-JSON chunk mid-stream),
``fault-drop`` (the connection is closed before any answer), ``wait-MS`` (answer after MS ms),
``fault-json200`` (a complete JSON answer to a stream request), ``fault-empty`` (a stream of ``[DONE]`` alone),
``fault-ssetext`` (a stream whose first event is not JSON), ``fault-ctx`` (vLLM's context-length refusal),
``fault-param`` (an OpenAI-shaped 400 whose message carries a URL and a key).
A suffix after another dash (``fault-500-b``) keeps the behaviour but is a separate model for the counters.
Handlers are cancelled when the gateway closes the connection (``handler_cancellation``), and the moment is
recorded in ``cancel_times`` (``time.monotonic``, same clock as the test) to measure cancellation latency.
"""

from __future__ import annotations

import asyncio
import contextlib
import ssl
import threading
import time
from collections import Counter
from typing import Any

import orjson
from aiohttp import web

from tests.support.procs import free_port

MODEL_KEY = web.RequestKey("model", str)


def refused_url() -> str:
    """An upstream URL on a loopback port nobody listens on: every connection is refused."""
    return f"http://127.0.0.1:{free_port()}/v1"


class RecordingUpstream:
    def __init__(self, tokens: int = 5, ssl_context: ssl.SSLContext | None = None) -> None:
        self.port = free_port()
        self.ssl_context = ssl_context
        self.peers: set[tuple[str, int]] = set()  # client addresses seen: one per connection opened
        self.tokens = tokens
        self.received: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []
        self.calls: Counter[str] = Counter()
        self.cancelled = 0
        self.cancel_times: dict[str, list[float]] = {}
        self.started_times: dict[str, list[float]] = {}
        self.active_streams = 0
        self.active = 0
        self.max_active = 0
        self._loop: asyncio.AbstractEventLoop | None = None
        self._runner: web.AppRunner | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()

    @property
    def url(self) -> str:
        return f"{'https' if self.ssl_context else 'http'}://127.0.0.1:{self.port}/v1"

    def _usage(self, body: dict[str, Any], completion: int) -> dict[str, Any]:
        prompt = max(1, len(orjson.dumps(body.get("messages") or body.get("prompt") or "")) // 4)
        return {
            "prompt_tokens": prompt,
            "completion_tokens": completion,
            "total_tokens": prompt + completion,
            "prompt_tokens_details": {"cached_tokens": 0},
        }

    async def _handle(self, request: web.Request) -> web.StreamResponse:
        self.active += 1
        self.max_active = max(self.max_active, self.active)
        try:
            return await self._serve(request)
        except (asyncio.CancelledError, ConnectionResetError):
            self.cancel_times.setdefault(request.get(MODEL_KEY, "?"), []).append(time.monotonic())
            raise
        finally:
            self.active -= 1

    async def _serve(self, request: web.Request) -> web.StreamResponse:
        if request.transport is not None:
            self.peers.add(request.transport.get_extra_info("peername"))
        raw = await request.read()
        body = orjson.loads(raw)
        self.received.append(body)
        self.headers.append(dict(request.headers))
        model = str(body.get("model", "ok"))
        request[MODEL_KEY] = model
        self.calls[model] += 1
        self.started_times.setdefault(model, []).append(time.monotonic())
        if model.startswith("flaky-") and self.calls[model] <= int(model.split("-")[1]):
            return web.json_response({"error": {"message": "temporarily unavailable"}}, status=503)
        kind = "-".join(model.split("-")[:2]) if model.startswith("fault-") else model
        if kind == "fault-drop":
            assert request.transport is not None
            request.transport.close()
            await asyncio.sleep(3600)
        if kind == "fault-500":
            return web.json_response({"error": {"message": "internal: db password=hunter2"}}, status=500)
        if kind == "fault-429":
            return web.json_response({"error": {"message": "slow down"}}, status=429)
        if kind == "fault-400":
            return web.json_response({"error": {"message": "max_tokens is too large for this model"}}, status=400)
        if kind == "fault-ctx":
            message = ("This model's maximum context length is 32768 tokens. However, you requested 40000 tokens "
                       "(8000 in the messages, 32000 in the completion). Please reduce the length of the messages "
                       "or completion.")
            error = {"object": "error", "message": message, "type": "BadRequestError", "param": None, "code": 400}
            return web.json_response(error, status=400)
        if kind == "fault-param":
            error = {"message": "Invalid 'temperature' (see http://10.0.0.7:8000/docs, api_key=sk-upstream12345)",
                     "type": "invalid_request_error", "param": "temperature", "code": "invalid_value"}
            return web.json_response({"error": error}, status=400)
        if kind == "fault-hang":
            await asyncio.sleep(3600)
        if model.startswith("wait-"):
            await asyncio.sleep(int(model.split("-")[1]) / 1000)
        if kind == "fault-badjson":
            return web.Response(body=b"{not json", content_type="application/json")
        legacy = request.path.endswith("/completions") and not request.path.endswith("chat/completions")
        if request.path.endswith("/embeddings"):
            inputs = body["input"] if isinstance(body["input"], list) else [body["input"]]
            data = [{"object": "embedding", "index": i, "embedding": [0.1, 0.2, 0.3]} for i in range(len(inputs))]
            return web.json_response(
                {"object": "list", "data": data, "model": model, "usage": {"prompt_tokens": 3, "total_tokens": 3}}
            )
        if body.get("stream") and kind in ("fault-empty", "fault-ssetext"):
            first = b"data: [DONE]\n\n" if kind == "fault-empty" else b"data: hello there\n\ndata: [DONE]\n\n"
            return web.Response(body=first, content_type="text/event-stream")
        if body.get("stream") and kind != "fault-json200":
            return await self._stream(request, body, kind, legacy)
        text = "recorded answer"
        choice: dict[str, Any] = (
            {"index": 0, "text": text, "finish_reason": "stop"}
            if legacy
            else {"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}
        )
        return web.json_response(
            {
                "id": "up-1",
                "object": "text_completion" if legacy else "chat.completion",
                "created": 1,
                "model": model,
                "choices": [choice],
                "usage": self._usage(body, 2),
                "system_fingerprint": "fp_rec",
            }
        )

    async def _stream(self, request: web.Request, body: dict[str, Any], model: str, legacy: bool) -> web.StreamResponse:
        response = web.StreamResponse(headers={"content-type": "text/event-stream"})
        await response.prepare(request)
        if model == "fault-hangfirst":
            await asyncio.sleep(3600)
        delay = int(model.split("-")[1]) / 1000 if model.startswith("slow-") else 0.0
        self.active_streams += 1
        sent = 0
        try:
            for i in range(self.tokens):
                if model == "fault-stall" and i == 2:
                    await asyncio.sleep(3600)
                if model == "fault-garbage" and i == 2:
                    await response.write(b"data: {oops, not json\n\n")
                if model == "fault-close" and i == 2:
                    assert request.transport is not None
                    request.transport.close()
                    return response
                delta = {"text": f"t{i} "} if legacy else {"delta": {"content": f"t{i} "}}
                chunk = {
                    "id": "up-s",
                    "object": "chunk",
                    "model": model,
                    "choices": [{"index": 0, **delta, "finish_reason": None}],
                }
                await response.write(b"data: " + orjson.dumps(chunk) + b"\n\n")
                sent += 1
                if delay:
                    await asyncio.sleep(delay)
            last: dict[str, Any] = {
                "id": "up-s",
                "object": "chunk",
                "model": model,
                "choices": [{"index": 0, **({"text": ""} if legacy else {"delta": {}}), "finish_reason": "stop"}],
            }
            await response.write(b"data: " + orjson.dumps(last) + b"\n\n")
            if (body.get("stream_options") or {}).get("include_usage"):
                if model == "fault-badsse":
                    await response.write(b'data: {"choices": [], "usage": {broken\n\n')
                else:
                    usage = {
                        "id": "up-s",
                        "object": "chunk",
                        "model": model,
                        "choices": [],
                        "usage": self._usage(body, sent),
                    }
                    await response.write(b"data: " + orjson.dumps(usage) + b"\n\n")
            await response.write(b"data: [DONE]\n\n")
        except (asyncio.CancelledError, ConnectionResetError):
            self.cancelled += 1
            raise
        finally:
            self.active_streams -= 1
        return response

    def start(self) -> RecordingUpstream:
        def run() -> None:
            loop = asyncio.new_event_loop()
            self._loop = loop
            app = web.Application(client_max_size=64 * 1024 * 1024)
            app.router.add_post("/v1/{tail:.*}", self._handle)
            self._runner = web.AppRunner(app, handle_signals=False, shutdown_timeout=0.1, handler_cancellation=True)
            loop.run_until_complete(self._runner.setup())
            site = web.TCPSite(self._runner, "127.0.0.1", self.port, ssl_context=self.ssl_context)
            loop.run_until_complete(site.start())
            self._ready.set()
            loop.run_forever()

        self._thread = threading.Thread(target=run, daemon=True)
        self._thread.start()
        self._ready.wait(10)
        return self

    def stop(self) -> None:
        if self._loop is None or self._runner is None:
            return
        future = asyncio.run_coroutine_threadsafe(self._runner.cleanup(), self._loop)
        with contextlib.suppress(Exception):
            future.result(5)
        self._loop.call_soon_threadsafe(self._loop.stop)
        if self._thread is not None:
            self._thread.join(5)

    def __enter__(self) -> RecordingUpstream:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
