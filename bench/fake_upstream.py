"""A fake OpenAI-compatible upstream that must never be the bottleneck of a benchmark.

Raw asyncio protocol + httptools parser on uvloop (no framework): ~10x cheaper per request than the gateway
under test, so what the benchmark measures is the gateway. Answers are deterministic and pre-rendered.

What a request gets (first match wins for each knob):
- tokens: a ``bench:tokens=N`` marker anywhere in the body (survives any proxy, it is prompt text), the
  ``x-fake-tokens`` header, ``max_tokens``/``max_completion_tokens`` in the body, else ``--tokens`` (200).
- pacing: ``bench:delay_us=D`` / ``bench:burst=B`` markers, ``x-fake-delay-us`` / ``x-fake-burst`` headers,
  else ``--delay-us`` / ``--burst``. A stream writes B chunks per write, then sleeps D microseconds
  (paced like a model: burst=1 delay 1000-5000; burst: burst=N delay 0, all chunks in one write).
Streams honour ``stream_options.include_usage`` (a final usage chunk) and end with ``data: [DONE]``.
``GET /stats`` counts completions served and connections accepted (is the proxy reusing connections?).

Run: ``python bench/fake_upstream.py --port 9001``.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import re
import time
from dataclasses import dataclass
from typing import cast

import httptools
import orjson
import uvloop

_MARKER = re.compile(rb"bench:((?:[a-z_]+=\d+;?)+)")
_WORDS = [f" w{i}" for i in range(64)]
# Pre-rendered "choices" entries: rendering JSON per token would make the fake upstream cost more per
# stream than the gateway forwarding it.
_CHAT_CHOICES = [orjson.dumps({"index": 0, "delta": {"content": w}, "finish_reason": None}) for w in _WORDS]
_CHAT_FIRST = orjson.dumps(
    {"index": 0, "delta": {"role": "assistant", "content": _WORDS[0]}, "finish_reason": None}
)
_TEXT_CHOICES = [orjson.dumps({"index": 0, "text": w, "finish_reason": None}) for w in _WORDS]


@dataclass(frozen=True)
class Defaults:
    """Server-wide defaults; requests override them per call (see module docstring)."""

    tokens: int = 200
    delay_us: int = 0
    burst: int = 1


@dataclass(frozen=True)
class Plan:
    """What one request asked for, resolved from markers, headers, body and defaults."""

    path: str
    model: str
    stream: bool
    include_usage: bool
    tokens: int
    delay_us: int
    burst: int
    prompt_tokens: int


def _content(tokens: int) -> str:
    return "".join(_WORDS[i % 64] for i in range(tokens))


def _usage(plan: Plan) -> dict[str, int]:
    return {
        "prompt_tokens": plan.prompt_tokens,
        "completion_tokens": plan.tokens,
        "total_tokens": plan.prompt_tokens + plan.tokens,
    }


def make_plan(path: str, headers: dict[bytes, bytes], body: bytes, defaults: Defaults) -> Plan:
    """Resolve the knobs of one request; malformed JSON raises ValueError (answered 400)."""
    doc = orjson.loads(body) if body else {}
    if not isinstance(doc, dict):
        raise ValueError("body must be a JSON object")
    knobs = _markers(body)
    max_tokens = doc.get("max_tokens") or doc.get("max_completion_tokens")
    tokens = knobs.get(b"tokens") or _int_header(headers, b"x-fake-tokens")
    if tokens is None:
        tokens = int(max_tokens) if isinstance(max_tokens, int) and max_tokens > 0 else defaults.tokens
    delay = knobs.get(b"delay_us", _int_header(headers, b"x-fake-delay-us"))
    burst = knobs.get(b"burst", _int_header(headers, b"x-fake-burst"))
    options = doc.get("stream_options") or {}
    return Plan(
        path=path,
        model=str(doc.get("model") or "fake"),
        stream=bool(doc.get("stream")),
        include_usage=bool(isinstance(options, dict) and options.get("include_usage")),
        tokens=max(1, tokens),
        delay_us=defaults.delay_us if delay is None else delay,
        burst=max(1, defaults.burst if burst is None else burst),
        prompt_tokens=max(1, len(body) // 4),
    )


def _markers(body: bytes) -> dict[bytes, int]:
    found = _MARKER.search(body)
    if found is None:
        return {}
    pairs = (item.split(b"=", 1) for item in found.group(1).split(b";") if b"=" in item)
    return {k: int(v) for k, v in pairs}


def _int_header(headers: dict[bytes, bytes], name: bytes) -> int | None:
    raw = headers.get(name)
    return int(raw) if raw is not None and raw.isdigit() else None


def full_response(plan: Plan, rid: str) -> bytes:
    """The non-streaming JSON body (chat.completion or text_completion)."""
    created = int(time.time())
    text = _content(plan.tokens)
    if plan.path.endswith("/completions") and "/chat/" not in plan.path:
        choice: dict[str, object] = {"index": 0, "text": text, "finish_reason": "length", "logprobs": None}
        obj = "text_completion"
    else:
        choice = {"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}
        obj = "chat.completion"
    return orjson.dumps(
        {
            "id": rid,
            "object": obj,
            "created": created,
            "model": plan.model,
            "choices": [choice],
            "usage": _usage(plan),
            "system_fingerprint": "fp_fake",
        }
    )


def stream_events(plan: Plan, rid: str) -> list[bytes]:
    """Every SSE event of a stream, each already framed as one HTTP/1.1 chunk."""
    created = int(time.time())
    chat = "/chat/" in plan.path
    obj = "chat.completion.chunk" if chat else "text_completion"
    # Like OpenAI's, every chunk carries the fingerprint the JSON answers carry: otherwise the gateway's
    # weight watch sees streams as answered by other weights and starts regression replays mid-benchmark.
    ids = {"id": rid, "object": obj, "created": created, "model": plan.model, "system_fingerprint": "fp_fake"}
    head = orjson.dumps(ids)[:-1]
    events: list[bytes] = []
    choices = _CHAT_CHOICES if chat else _TEXT_CHOICES
    for i in range(plan.tokens):
        choice = _CHAT_FIRST if chat and i == 0 else choices[i % 64]
        events.append(head + b',"choices":[' + choice + b"]}")
    last: dict[str, object] = (
        {"index": 0, "delta": {}, "finish_reason": "stop"}
        if chat
        else {"index": 0, "text": "", "finish_reason": "length"}
    )
    events.append(head + b',"choices":[' + orjson.dumps(last) + b"]}")
    if plan.include_usage:
        events.append(head + b',"choices":[],"usage":' + orjson.dumps(_usage(plan)) + b"}")
    framed = [_chunk(b"data: " + e + b"\n\n") for e in events]
    framed.append(_chunk(b"data: [DONE]\n\n") + b"0\r\n\r\n")
    return framed


def _chunk(data: bytes) -> bytes:
    return b"%x\r\n%s\r\n" % (len(data), data)


def _head(status: int, ctype: bytes, length: int | None) -> bytes:
    reason = {200: b"OK", 400: b"Bad Request", 404: b"Not Found"}.get(status, b"OK")
    size = b"transfer-encoding: chunked\r\n" if length is None else b"content-length: %d\r\n" % length
    return b"HTTP/1.1 %d %s\r\ncontent-type: %s\r\n%sconnection: keep-alive\r\n\r\n" % (
        status,
        reason,
        ctype,
        size,
    )


class FakeProtocol(asyncio.Protocol):
    """One keep-alive connection; requests are answered in order, streams pause reading until done."""

    counter = 0  # completions served (the harness reads it from GET /stats)
    connections = 0  # connections accepted: shows whether a proxy reuses its upstream connections

    def __init__(self, defaults: Defaults) -> None:
        self.defaults = defaults
        self.parser = httptools.HttpRequestParser(self)
        self.transport: asyncio.Transport | None = None
        self.url = b""
        self.headers: dict[bytes, bytes] = {}
        self.body: list[bytes] = []

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = cast(asyncio.Transport, transport)
        FakeProtocol.connections += 1

    def connection_lost(self, exc: Exception | None) -> None:
        self.transport = None

    def data_received(self, data: bytes) -> None:
        try:
            self.parser.feed_data(data)
        except httptools.HttpParserError:
            if self.transport is not None:
                self.transport.close()

    # httptools callbacks
    def on_message_begin(self) -> None:
        self.url, self.headers, self.body = b"", {}, []

    def on_url(self, url: bytes) -> None:
        self.url += url

    def on_header(self, name: bytes, value: bytes) -> None:
        self.headers[name.lower()] = value

    def on_body(self, body: bytes) -> None:
        self.body.append(body)

    def on_message_complete(self) -> None:
        if self.transport is None:
            return
        path = self.url.split(b"?", 1)[0].decode()
        method = self.parser.get_method()
        if method == b"GET":
            if path == "/stats":
                stats = {"requests": FakeProtocol.counter, "connections": FakeProtocol.connections}
                self._reply(200, orjson.dumps(stats))
            else:
                self._reply(200, b'{"status":"ok"}' if path != "/v1/models" else _MODELS)
            return
        if path not in ("/v1/chat/completions", "/v1/completions"):
            self._reply(
                404,
                b'{"error":{"message":"not found","type":"invalid_request_error",'
                b'"param":null,"code":"not_found"}}',
            )
            return
        try:
            plan = make_plan(path, self.headers, b"".join(self.body), self.defaults)
        except (ValueError, TypeError) as exc:
            msg = orjson.dumps(
                {"error": {"message": str(exc), "type": "invalid_request_error", "param": None, "code": None}}
            )
            self._reply(400, msg)
            return
        FakeProtocol.counter += 1
        rid = f"chatcmpl-fake{FakeProtocol.counter}"
        if not plan.stream:
            self._reply(200, full_response(plan, rid))
            return
        events = stream_events(plan, rid)
        head = _head(200, b"text/event-stream", None)
        keep_alive = self.parser.should_keep_alive()
        if plan.delay_us <= 0 and plan.burst >= len(events):
            self.transport.write(head + b"".join(events))
            if not keep_alive:
                self.transport.close()
            return
        self.transport.pause_reading()
        asyncio.get_running_loop().create_task(self._stream(head, events, plan, keep_alive))

    def _reply(self, status: int, body: bytes) -> None:
        assert self.transport is not None
        self.transport.write(_head(status, b"application/json", len(body)) + body)
        if not self.parser.should_keep_alive():
            self.transport.close()

    async def _stream(self, head: bytes, events: list[bytes], plan: Plan, keep_alive: bool) -> None:
        delay = plan.delay_us / 1e6
        pending = head
        for start in range(0, len(events), plan.burst):
            if self.transport is None or self.transport.is_closing():
                return
            self.transport.write(pending + b"".join(events[start : start + plan.burst]))
            pending = b""
            if delay > 0 and start + plan.burst < len(events):
                await asyncio.sleep(delay)
        if self.transport is not None:
            if keep_alive:
                self.transport.resume_reading()
            else:
                self.transport.close()


_MODELS = b'{"object":"list","data":[{"id":"fake-fast","object":"model"},{"id":"fake-std","object":"model"}]}'


async def serve(host: str, port: int, defaults: Defaults) -> asyncio.Server:
    """Start listening; the caller keeps the loop running (used by tests and run.py)."""
    loop = asyncio.get_running_loop()
    return await loop.create_server(
        lambda: FakeProtocol(defaults), host, port, backlog=1024, reuse_address=True
    )


def main() -> None:
    """CLI entry: ``python bench/fake_upstream.py --port 9001 [--tokens 200 --delay-us 0 --burst 1]``."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=9001)
    parser.add_argument("--tokens", type=int, default=200)
    parser.add_argument("--delay-us", type=int, default=0)
    parser.add_argument("--burst", type=int, default=1)
    args = parser.parse_args()
    defaults = Defaults(tokens=args.tokens, delay_us=args.delay_us, burst=args.burst)

    async def run() -> None:
        server = await serve(args.host, args.port, defaults)
        print(f"fake upstream listening on http://{args.host}:{args.port}/v1", flush=True)
        async with server:
            await server.serve_forever()

    with contextlib.suppress(KeyboardInterrupt):
        uvloop.run(run())


if __name__ == "__main__":
    main()
