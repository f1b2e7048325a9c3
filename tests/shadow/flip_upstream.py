"""A loopback OpenAI-compatible upstream whose weights the test can change mid-run.

``flip(fingerprint)`` swaps the ``system_fingerprint`` it reports AND how it answers: under new weights every
other prompt (by a stable hash) gets a different answer, the kind of silent change a regression run must catch;
``flip(fingerprint, regress=False)`` changes the fingerprint only (a re-deploy of the same model).
Serves non-streamed and streamed chat completions (with the usage chunk when asked).
"""

from __future__ import annotations

import asyncio
import hashlib
import threading
from typing import Any

import orjson
from aiohttp import web

from tests.support.procs import free_port

OLD = "fp_old_weights"


class FlipUpstream:
    def __init__(self) -> None:
        self.port = free_port()
        self.fingerprint = OLD
        self.regress = True
        self.served: dict[str, int] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._runner: web.AppRunner | None = None
        self._ready = threading.Event()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def flip(self, fingerprint: str, regress: bool = True) -> None:
        self.fingerprint = fingerprint
        self.regress = regress

    def answer(self, body: dict[str, Any]) -> str:
        users = [m for m in body.get("messages") or [] if isinstance(m, dict) and m.get("role") == "user"]
        prompt = str(users[-1].get("content")) if users else ""
        changed = self.regress and self.fingerprint != OLD and hashlib.sha256(prompt.encode()).digest()[0] % 2 == 0
        if changed:
            return "I cannot help with that request right now."
        return f"Here is how to handle it: {prompt[:60]} - check the inputs, then return early."

    async def _handle(self, request: web.Request) -> web.StreamResponse:
        body = orjson.loads(await request.read())
        fingerprint = self.fingerprint
        self.served[fingerprint] = self.served.get(fingerprint, 0) + 1
        text = self.answer(body)
        usage = {"prompt_tokens": 20, "completion_tokens": len(text.split()),
                 "total_tokens": 20 + len(text.split())}
        base = {"id": "flip-1", "created": 1, "model": body.get("model"), "system_fingerprint": fingerprint}
        if not body.get("stream"):
            choice = {"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}
            return web.json_response({**base, "object": "chat.completion", "choices": [choice], "usage": usage})
        response = web.StreamResponse(headers={"content-type": "text/event-stream"})
        await response.prepare(request)
        chunks: list[dict[str, Any]] = [
            {"index": 0, "delta": {"role": "assistant", "content": word if i == 0 else " " + word},
             "finish_reason": None} for i, word in enumerate(text.split())
        ]
        chunks.append({"index": 0, "delta": {}, "finish_reason": "stop"})
        for choice in chunks:
            chunk = {**base, "object": "chat.completion.chunk", "choices": [choice]}
            await response.write(b"data: " + orjson.dumps(chunk) + b"\n\n")
        if (body.get("stream_options") or {}).get("include_usage"):
            chunk = {**base, "object": "chat.completion.chunk", "choices": [], "usage": usage}
            await response.write(b"data: " + orjson.dumps(chunk) + b"\n\n")
        await response.write(b"data: [DONE]\n\n")
        return response

    def start(self) -> FlipUpstream:
        def run() -> None:
            loop = asyncio.new_event_loop()
            self._loop = loop
            app = web.Application()
            app.router.add_post("/v1/chat/completions", self._handle)
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
        asyncio.run_coroutine_threadsafe(self._runner.cleanup(), self._loop).result(5)
        self._loop.call_soon_threadsafe(self._loop.stop)

    def __enter__(self) -> FlipUpstream:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
