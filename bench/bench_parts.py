"""What each of the gateway's hand-written request-path parts saves against the library way, in CPU per request.

Each measure runs the part and its library counterpart on the same work, in this process, and prints the
least CPU time per request over several repeats (noise on a shared machine only ever adds time), the
difference, and what that difference is as a share of one core at 1,000 requests a second:

- RESP encoding of a reserve and a settle (the lean Redis connection's two calls): a hand-written cached
  encoder against ``hiredis.pack_command``;
- a request's metric updates: plain numbers against prometheus_client's counters and histograms (each
  labelled child kept after its first lookup, as ``gateway.observability.metrics.child`` does, and looked up
  every time);
- the request's log line: one write per line through structlog's processor chain against a line rendered
  by orjson alone and written with others of the same loop iteration (to a pipe, as a container's stdout is);
- one more ``send`` on a loopback TCP socket (a response's head and body as two writes instead of one, or a
  Redis command written alone instead of with others of its loop iteration);
- the disconnect watch: a timer armed and cancelled against a watcher task created and cancelled.

Run: ``python bench/bench_parts.py [--reps 7]``.
"""

from __future__ import annotations

import argparse
import asyncio
import io
import os
import socket
import threading
import time
import uuid
from collections.abc import Callable
from typing import Any

import hiredis
import orjson
import prometheus_client
import structlog


def least(fn: Callable[[int], None], n: int, reps: int) -> float:
    """Least thread CPU seconds per call of ``fn`` (which runs its work ``n`` times) over ``reps`` runs."""
    best = float("inf")
    fn(max(1, n // 10))  # warm up
    for _ in range(reps):
        start = time.thread_time()
        fn(n)
        best = min(best, (time.thread_time() - start) / n)
    return best


# --- RESP -----------------------------------------------------------------------------------------------

def _script_calls() -> list[tuple[Any, ...]]:
    """A reserve (34 arguments) and a settle (20) shaped like the quota scripts' calls: the same SHA, keys
    and limits each request, a fresh request id and timestamps."""
    sha = "4f1c0b2a9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a"
    keys = [f"gw:{{bench}}:{kind}" for kind in ("inflight", "daily:20261201", "monthly:202612", "rpm", "tpm",
                                                   "spend:day", "spend:month", "reservations")]
    rid = str(uuid.uuid4())
    now = time.time_ns() // 1_000_000
    reserve = ("EVALSHA", sha, len(keys), *keys, rid, now, 2400, 600, "tokens", 1_000_000, "requests", 600,
               "inflight", 32, "usd_day", 50_000_000, "usd_month", 1_000_000_000, 86_400_000, 120_000, 3)
    settle = ("EVALSHA", sha[::-1], 4, *keys[:4], rid, now + 1, 812, 1234, 86_400_000, "ok", 1, 0, 0, 0)
    return [reserve, settle]


class _Remembered(dict[Any, bytes]):
    """The hand-written encoder the lean connection used: each distinct argument's bulk string, remembered."""

    def __missing__(self, arg: Any) -> bytes:
        data = arg.encode() if isinstance(arg, str) else b"%d" % arg if isinstance(arg, int) else bytes(arg)
        piece = self[arg] = b"$%d\r\n%b\r\n" % (len(data), data)
        if len(self) > 4096:
            self.clear()
        return piece


def bench_resp(reps: int) -> tuple[float, float]:
    pieces = _Remembered()

    def ours(n: int) -> None:
        for _ in range(n):
            for call in _script_calls():
                b"".join([b"*%d\r\n" % len(call), *map(pieces.__getitem__, call)])

    def library(n: int) -> None:
        for _ in range(n):
            for call in _script_calls():
                hiredis.pack_command(call)

    def calls_only(n: int) -> None:
        for _ in range(n):
            _script_calls()

    base = least(calls_only, 20_000, reps)
    return least(ours, 20_000, reps) - base, least(library, 20_000, reps) - base


# --- metrics --------------------------------------------------------------------------------------------

UPDATES = [  # a streamed-or-not request's updates: (kind, label values)
    ("gauge", ()), ("gauge", ()), ("counter", ("chat", "bench", "coder", "fast", "200")),
    ("histogram", ("chat", "coder", "fast")), ("histogram", ()), ("counter", ("simple", "fast", "score")),
    ("counter", ("bench", "coder", "fast", "prompt")), ("counter", ("bench", "coder", "fast", "cached")),
    ("counter", ("bench", "coder", "fast", "completion")), ("counter", ("bench", "coder", "fast")),
    ("histogram", ("coder", "fast", "ok")), ("counter", ("coder", "fast", "ok")),
]


class _Plain:
    """The hand-written counters the gateway used: a plain number per label set, no lock."""

    def __init__(self) -> None:
        self.children: dict[tuple[str, ...], list[float]] = {}

    def labels(self, *values: str) -> list[float]:
        found = self.children.get(values)
        if found is None:
            found = self.children[values] = [0.0]
        return found


def bench_metrics(reps: int) -> tuple[float, float, float]:
    """(plain numbers, prometheus_client with each child kept, prometheus_client's labels() per update)."""
    registry = prometheus_client.CollectorRegistry()
    plain = [(_Plain(), labels) for _, labels in UPDATES]
    library = []
    for i, (kind, labels) in enumerate(UPDATES):
        names = [f"l{j}" for j in range(len(labels))]
        cls = {"gauge": prometheus_client.Gauge, "counter": prometheus_client.Counter,
               "histogram": prometheus_client.Histogram}[kind]
        extra: dict[str, Any] = {"buckets": (0.1, 1, 10)} if kind == "histogram" else {}
        library.append((cls(f"bench_lib_{i}", "x", names, registry=registry, **extra), labels, kind))
    kept: dict[tuple[Any, tuple[str, ...]], Any] = {}

    def ours(n: int) -> None:
        for _ in range(n):
            for metric, labels in plain:
                metric.labels(*labels)[0] += 1.0

    def update(target: Any, kind: str) -> None:
        if kind == "histogram":
            target.observe(0.5)
        else:
            target.inc()

    def per_call(n: int) -> None:
        for _ in range(n):
            for metric, labels, kind in library:
                update(metric.labels(*labels) if labels else metric, kind)

    def cached(n: int) -> None:
        for _ in range(n):
            for metric, labels, kind in library:
                key = (metric, labels)
                found = kept.get(key)
                if found is None:
                    found = kept[key] = metric.labels(*labels) if labels else metric
                update(found, kind)

    return least(ours, 20_000, reps), least(cached, 20_000, reps), least(per_call, 20_000, reps)


# --- the request's log line -----------------------------------------------------------------------------

FIELDS = {
    "request_id": "0b6f3c1e-5a2d-4d3e-9f1a-7c8b9d0e1f2a", "team": "bench", "key_id": "k_1a2b3c", "client": "curl",
    "endpoint": "/v1/chat/completions", "model": "coder", "class": "simple", "score": 0.1234, "version": "fast",
    "reason": "score", "session": None, "prompt_tokens": 512, "completion_tokens": 200, "cost_micros": 812,
    "latency_ms": 12.34, "ttft_ms": None, "overhead_ms": 0.321, "status": 200, "error": None,
}


class _Pipe:
    """An unbuffered pipe with a thread emptying it, as a container's stdout under PYTHONUNBUFFERED=1."""

    def __init__(self) -> None:
        read, write = os.pipe()
        self.out = os.fdopen(write, "wb", buffering=0)
        self.text = io.TextIOWrapper(self.out, write_through=True)
        self._read = read
        threading.Thread(target=self._drain, daemon=True).start()

    def _drain(self) -> None:
        while os.read(self._read, 1 << 16):
            pass


def bench_logs(reps: int, per_iteration: int) -> tuple[float, float]:
    from datetime import UTC, datetime

    pipe = _Pipe()
    structlog.configure(
        processors=[structlog.processors.add_log_level, structlog.processors.TimeStamper(fmt="iso", utc=True),
                    structlog.processors.JSONRenderer(serializer=lambda d, **_: orjson.dumps(d, default=str).decode())],
        wrapper_class=structlog.make_filtering_bound_logger(20),
        logger_factory=structlog.PrintLoggerFactory(file=pipe.text),
        cache_logger_on_first_use=True,
    )
    logger = structlog.get_logger("bench")

    def batched(n: int) -> None:
        pending: list[bytes] = []
        for i in range(n):
            fields = dict(FIELDS)
            fields["event"], fields["level"] = "request", "info"
            fields["timestamp"] = datetime.now(UTC).isoformat().replace("+00:00", "Z")
            pending.append(orjson.dumps(fields, default=str) + b"\n")
            if (i + 1) % per_iteration == 0:
                pipe.out.write(b"".join(pending))
                pending.clear()

    def library(n: int) -> None:
        for _ in range(n):
            logger.info("request", **FIELDS)

    return least(batched, 20_000, reps), least(library, 20_000, reps)


# --- one more send on loopback TCP ----------------------------------------------------------------------

def bench_send(reps: int) -> tuple[float, float]:
    listener = socket.create_server(("127.0.0.1", 0))
    client = socket.create_connection(listener.getsockname())
    server, _ = listener.accept()
    threading.Thread(target=lambda: [None for _ in iter(lambda: server.recv(1 << 16), b"")], daemon=True).start()
    head, body = b"HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 600\r\n\r\n", b"x" * 600

    def one(n: int) -> None:
        for _ in range(n):
            client.send(head + body)

    def two(n: int) -> None:
        for _ in range(n):
            client.send(head)
            client.send(body)

    return least(one, 20_000, reps), least(two, 20_000, reps)


# --- the disconnect watch -------------------------------------------------------------------------------

def bench_watch(reps: int) -> tuple[float, float]:
    import uvloop

    loop = uvloop.new_event_loop()
    never: asyncio.Future[None] = loop.create_future()

    async def receive() -> dict[str, Any]:
        await never
        return {"type": "http.disconnect"}

    async def watch() -> None:
        while (await receive())["type"] != "http.disconnect":
            pass

    async def timer(n: int) -> None:
        for _ in range(n):
            handle = loop.call_later(0.05, lambda: None)
            await asyncio.sleep(0)
            handle.cancel()

    async def task(n: int) -> None:
        for _ in range(n):
            watcher = loop.create_task(watch())
            await asyncio.sleep(0)  # the answer takes at least one iteration: the watcher starts and waits
            watcher.cancel()
        await asyncio.sleep(0)

    async def bare(n: int) -> None:
        for _ in range(n):
            await asyncio.sleep(0)

    def on_loop(coro: Callable[[int], Any]) -> Callable[[int], None]:
        return lambda n: loop.run_until_complete(coro(n))

    base = least(on_loop(bare), 20_000, reps)
    return least(on_loop(timer), 20_000, reps) - base, least(on_loop(task), 20_000, reps) - base


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--reps", type=int, default=7)
    reps = parser.parse_args().reps
    metrics = bench_metrics(reps)
    rows = [
        ("RESP encoding, reserve + settle", *bench_resp(reps)),
        ("metric updates (12 a request)", metrics[0], metrics[1]),
        ("  the same, labels() on every update", metrics[0], metrics[2]),
        ("log line, orjson, a write per line", *bench_logs(reps, 1)),
        ("log line, orjson, a write per 4 lines", *bench_logs(reps, 4)),
        ("response as 1 send vs 2 (loopback)", *bench_send(reps)),
        ("disconnect watch: timer vs task", *bench_watch(reps)),
    ]
    print(f"{'part (hand-written vs library way)':40} {'ours us':>8} {'library us':>11} {'saved us':>9} "
          f"{'core share @1k rps':>19}")
    for name, ours, library in rows:
        saved = (library - ours) * 1e6
        print(f"{name:40} {ours * 1e6:8.2f} {library * 1e6:11.2f} {saved:9.2f} {saved * 1000 / 1e6:18.2%}")


if __name__ == "__main__":
    main()
