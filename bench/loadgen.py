"""Closed-loop HTTP/1.1 load generator: fixed concurrency, fixed duration, keep-alive, cheap per request.

A raw asyncio protocol with the httptools parser (not aiohttp/httpx): the load generator shares the two cores
with the gateway and the fake upstream, so every microsecond it spends is taken from what is measured.
Each of ``concurrency`` clients owns one keep-alive connection and sends its next request as soon as the last
answer ends (closed loop). Latency is request-sent to last byte; TTFB is to the first body byte (for streams,
the first SSE event). SSE ``data:`` events are counted as chunks ([DONE] excluded).

Library: ``await run_load(url, body, concurrency=16, duration_s=5)``; CLI: ``python bench/loadgen.py --help``.
"""

from __future__ import annotations

import argparse
import asyncio
import math
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import cast
from urllib.parse import urlsplit

import httptools
import orjson
import uvloop

_FILLER = (
    "def parse_header(line: str) -> tuple[str, dict[str, str]]:\n"
    "    parts = [p.strip() for p in line.split(';')]\n"
    "    key = parts[0].lower()\n"
    "    params = {}\n"
    "    for item in parts[1:]:\n"
    "        if '=' in item:\n"
    "            name, value = item.split('=', 1)\n"
    "            params[name.strip().lower()] = value.strip().strip('\"')\n"
    "    return key, params\n\n"
)


def chat_body(
    *,
    model: str = "coder",
    stream: bool = False,
    tokens: int = 200,
    delay_us: int = 0,
    burst: int = 1,
    prompt_bytes: int = 2000,
) -> bytes:
    """A realistic single-step chat request (~2 KB prompt) carrying the fake upstream's pacing marker."""
    code = (_FILLER * (prompt_bytes // len(_FILLER) + 1))[:prompt_bytes]
    marker = f"bench:tokens={tokens};delay_us={delay_us};burst={burst}"
    doc: dict[str, object] = {
        "model": model,
        "messages": [
            {"role": "system", "content": "You are a helpful coding assistant."},
            {
                "role": "user",
                "content": f"Add a docstring to parse_header.\n```python\n{code}```\n<!-- {marker} -->",
            },
        ],
        "max_tokens": tokens,
        "temperature": 0,
    }
    if stream:
        doc["stream"] = True
        doc["stream_options"] = {"include_usage": True}
    return orjson.dumps(doc)


@dataclass
class LoadResult:
    """Raw observations of one run; ``summary()`` turns them into figures."""

    concurrency: int
    elapsed_s: float = 0.0
    latencies_ms: list[float] = field(default_factory=list)
    ttfb_ms: list[float] = field(default_factory=list)
    overhead_ms: list[float] = field(default_factory=list)
    chunks: int = 0
    statuses: Counter[str] = field(default_factory=Counter)

    @property
    def ok(self) -> int:
        return self.statuses.get("200", 0)

    @property
    def errors(self) -> dict[str, int]:
        return {k: v for k, v in self.statuses.items() if k != "200"}

    def merge(self, other: LoadResult) -> None:
        """Fold another round of the same scenario into this one (interleaved rounds)."""
        self.elapsed_s += other.elapsed_s
        self.latencies_ms += other.latencies_ms
        self.ttfb_ms += other.ttfb_ms
        self.overhead_ms += other.overhead_ms
        self.chunks += other.chunks
        self.statuses.update(other.statuses)

    def summary(self) -> dict[str, object]:
        lat = sorted(self.latencies_ms)
        ttfb = sorted(self.ttfb_ms)
        ovh = sorted(self.overhead_ms)
        return {
            "concurrency": self.concurrency,
            "requests": self.ok,
            "errors": self.errors,
            "elapsed_s": round(self.elapsed_s, 3),
            "rps": round(self.ok / self.elapsed_s, 1) if self.elapsed_s else 0.0,
            "p50_ms": pct(lat, 50),
            "p90_ms": pct(lat, 90),
            "p99_ms": pct(lat, 99),
            "p999_ms": pct(lat, 99.9),
            "ttfb_p50_ms": pct(ttfb, 50),
            "ttfb_p99_ms": pct(ttfb, 99),
            "chunks": self.chunks,
            "chunks_per_request": round(self.chunks / self.ok, 1) if self.ok else 0.0,
            "overhead_header": {"count": len(ovh), "p50_ms": pct(ovh, 50), "p99_ms": pct(ovh, 99)}
            if ovh
            else None,
        }


def pct(sorted_values: list[float], p: float) -> float | None:
    """Nearest-rank percentile of an already sorted list (None when empty)."""
    if not sorted_values:
        return None
    rank = max(0, min(len(sorted_values) - 1, math.ceil(p / 100 * len(sorted_values)) - 1))
    return round(sorted_values[rank], 3)


class _Conn(asyncio.Protocol):
    """One keep-alive client connection; ``send`` resolves when the whole response has arrived."""

    def __init__(self) -> None:
        self.transport: asyncio.Transport | None = None
        self.parser = httptools.HttpResponseParser(self)
        self.done: asyncio.Future[None] | None = None
        self.lost = False
        self._reset()

    def _reset(self) -> None:
        self.first_body = 0.0
        self.events = 0
        self.done_marks = 0
        self.tail = b""
        self.overhead: bytes | None = None
        self.keep_alive = True

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = cast(asyncio.Transport, transport)

    def connection_lost(self, exc: Exception | None) -> None:
        self.lost = True
        if self.done is not None and not self.done.done():
            self.done.set_exception(ConnectionError("connection lost"))

    def data_received(self, data: bytes) -> None:
        try:
            self.parser.feed_data(data)
        except httptools.HttpParserError as exc:
            if self.done is not None and not self.done.done():
                self.done.set_exception(exc)

    def on_header(self, name: bytes, value: bytes) -> None:
        if name.lower() == b"x-gateway-overhead-ms":
            self.overhead = value

    def on_body(self, body: bytes) -> None:
        if not self.first_body:
            self.first_body = time.perf_counter()
        window = self.tail + body
        self.events += window.count(b"data:")
        self.done_marks += window.count(b"[DONE]")
        self.tail = window[-5:]

    def on_message_complete(self) -> None:
        self.keep_alive = self.parser.should_keep_alive()
        if self.done is not None and not self.done.done():
            self.done.set_result(None)

    def send(self, raw: bytes) -> asyncio.Future[None]:
        assert self.transport is not None
        self._reset()
        self.done = asyncio.get_running_loop().create_future()
        self.transport.write(raw)
        return self.done


def build_request(url: str, body: bytes, headers: dict[str, str] | None = None) -> tuple[str, int, bytes]:
    """Pre-render the raw HTTP/1.1 request once: (host, port, bytes)."""
    parts = urlsplit(url)
    host, port = parts.hostname or "127.0.0.1", parts.port or 80
    lines = [
        f"POST {parts.path or '/'} HTTP/1.1",
        f"host: {host}:{port}",
        "content-type: application/json",
        f"content-length: {len(body)}",
        "user-agent: bench-loadgen/1",
    ]
    lines += [f"{k}: {v}" for k, v in (headers or {}).items()]
    return host, port, ("\r\n".join(lines) + "\r\n\r\n").encode() + body


async def run_load(
    url: str,
    body: bytes,
    *,
    concurrency: int,
    duration_s: float,
    headers: dict[str, str] | None = None,
    timeout_s: float = 30.0,
) -> LoadResult:
    """Drive ``concurrency`` closed-loop clients for ``duration_s``; in-flight requests finish and count."""
    host, port, raw = build_request(url, body, headers)
    loop = asyncio.get_running_loop()
    result = LoadResult(concurrency=concurrency)

    async def connect() -> _Conn:
        _, proto = await loop.create_connection(_Conn, host, port)
        return proto

    conns = [await connect() for _ in range(concurrency)]
    start = time.perf_counter()
    deadline = start + duration_s
    last_end = start

    async def client(conn: _Conn) -> None:
        nonlocal last_end
        while time.perf_counter() < deadline:
            t0 = time.perf_counter()
            try:
                await asyncio.wait_for(conn.send(raw), timeout_s)
            except (ConnectionError, OSError, httptools.HttpParserError):
                result.statuses["conn_error"] += 1
                conn = await _replace(conn)
                continue
            except TimeoutError:
                result.statuses["timeout"] += 1
                conn = await _replace(conn)
                continue
            t1 = time.perf_counter()
            last_end = max(last_end, t1)
            status = str(conn.parser.get_status_code())
            result.statuses[status] += 1
            if status == "200":
                result.latencies_ms.append((t1 - t0) * 1000)
                result.ttfb_ms.append(((conn.first_body or t1) - t0) * 1000)
                result.chunks += conn.events - conn.done_marks
                if conn.overhead is not None:
                    result.overhead_ms.append(float(conn.overhead))
            if not conn.keep_alive or conn.lost:
                conn = await _replace(conn)
        if conn.transport is not None:
            conn.transport.close()

    async def _replace(conn: _Conn) -> _Conn:
        if conn.transport is not None:
            conn.transport.close()
        return await connect()

    await asyncio.gather(*(client(c) for c in conns))
    result.elapsed_s = last_end - start
    return result


def main() -> None:
    """CLI: one measurement against one URL, printed as JSON."""
    parser = argparse.ArgumentParser(description="closed-loop load generator")
    parser.add_argument("--url", default="http://127.0.0.1:9001/v1/chat/completions")
    parser.add_argument("--concurrency", "-c", type=int, default=16)
    parser.add_argument("--duration", "-d", type=float, default=5.0)
    parser.add_argument("--stream", action="store_true")
    parser.add_argument("--tokens", type=int, default=200)
    parser.add_argument("--delay-us", type=int, default=0)
    parser.add_argument("--burst", type=int, default=1)
    parser.add_argument("--model", default="coder")
    parser.add_argument("--key", help="sent as Authorization: Bearer KEY")
    args = parser.parse_args()
    body = chat_body(
        model=args.model, stream=args.stream, tokens=args.tokens, delay_us=args.delay_us, burst=args.burst
    )
    headers = {"authorization": f"Bearer {args.key}"} if args.key else None

    async def go() -> LoadResult:
        return await run_load(
            args.url, body, concurrency=args.concurrency, duration_s=args.duration, headers=headers
        )

    res = uvloop.run(go())
    print(orjson.dumps(res.summary(), option=orjson.OPT_INDENT_2).decode())


if __name__ == "__main__":
    main()
