"""A loopback TCP round-robin balancer for multi-replica tests: what a Kubernetes Service does, in 120 lines.

Each accepted connection goes to the next backend in turn (so a client without keep-alive spreads its
requests one per replica). Like a Service's endpoints, a backend whose ``/readyz`` is not 200 (draining) is
taken out of the rotation by a poller, and one that refuses the connection (killed) is skipped for the next,
so the test measures the gateway, not a balancer that keeps sending to a corpse. A backend that dies
mid-connection cuts the client's connection: the client sees exactly what it would see in production. The
proxy also notes which backend got each request's ``x-request-id`` (read from the first bytes), so a test
knows what each replica served.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import threading
from collections import Counter

from tests.support.procs import free_port

REQUEST_ID = re.compile(rb"\r\nx-request-id: *([^\r\n]+)", re.IGNORECASE)


class RoundRobinProxy:
    def __init__(self, backends: list[int], poll_seconds: float = 0.1) -> None:
        self.port = free_port()
        self.backends = list(backends)
        self.poll_seconds = poll_seconds
        self.unready: set[int] = set()  # backends whose last readiness check was not a 200
        self.served: Counter[int] = Counter()  # connections handed to each backend port
        self.refused: Counter[int] = Counter()  # connect attempts a backend refused
        self.active: Counter[int] = Counter()  # connections open now, per backend port
        self.routed: dict[str, int] = {}  # request id -> the backend port that accepted its connection
        self._turn = 0
        self._loop = asyncio.new_event_loop()
        self._server: asyncio.Server | None = None
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def add(self, port: int) -> None:
        self._loop.call_soon_threadsafe(self.backends.append, port)

    def start(self) -> RoundRobinProxy:
        self._thread.start()
        future = asyncio.run_coroutine_threadsafe(
            asyncio.start_server(self._handle, "127.0.0.1", self.port, backlog=512), self._loop)
        self._server = future.result(10)
        self._poller = asyncio.run_coroutine_threadsafe(self._poll_readiness(), self._loop)
        return self

    def stop(self) -> None:
        self._poller.cancel()

        async def close() -> None:
            if self._server is not None:
                self._server.close()

        asyncio.run_coroutine_threadsafe(close(), self._loop).result(5)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(5)

    async def _poll_readiness(self) -> None:
        while True:
            for port in list(self.backends):
                if await _ready(port):
                    self.unready.discard(port)
                else:
                    self.unready.add(port)
            await asyncio.sleep(self.poll_seconds)

    async def _connect(self) -> tuple[asyncio.StreamReader, asyncio.StreamWriter] | None:
        ready = [p for p in self.backends if p not in self.unready] or self.backends
        for _ in range(len(ready)):
            port = ready[self._turn % len(ready)]
            self._turn += 1
            try:
                pair = await asyncio.open_connection("127.0.0.1", port)
            except OSError:
                self.refused[port] += 1
                continue
            self.served[port] += 1
            return pair
        return None

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        first = await reader.read(65536)  # the request line and headers (the client writes them at once)
        upstream = await self._connect() if first else None
        if upstream is None:
            writer.close()
            return
        up_reader, up_writer = upstream
        if found := REQUEST_ID.search(first):
            self.routed[found.group(1).decode().strip()] = up_writer.get_extra_info("peername")[1]
        up_writer.write(first)
        port = up_writer.get_extra_info("peername")[1]
        self.active[port] += 1
        pumps = [asyncio.create_task(_pump(reader, up_writer)), asyncio.create_task(_pump(up_reader, writer))]
        await asyncio.wait(pumps, return_when=asyncio.FIRST_COMPLETED)
        self.active[port] -= 1
        for task in pumps:
            task.cancel()
        for w in (writer, up_writer):
            w.close()
        await asyncio.gather(*pumps, return_exceptions=True)


async def _pump(source: asyncio.StreamReader, sink: asyncio.StreamWriter) -> None:
    """Copy until EOF or a reset on either side; the caller then closes both ends."""
    with contextlib.suppress(OSError):
        while data := await source.read(65536):
            sink.write(data)
            await sink.drain()


async def _ready(port: int) -> bool:
    """One GET /readyz: True on a 200; a refused or failed check counts as not ready."""
    try:
        reader, writer = await asyncio.wait_for(asyncio.open_connection("127.0.0.1", port), 1.0)
    except (OSError, TimeoutError):
        return False
    try:
        writer.write(b"GET /readyz HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n")
        line = await asyncio.wait_for(reader.readline(), 2.0)
        return line.split(b" ")[1:2] == [b"200"]
    except (OSError, TimeoutError):
        return False
    finally:
        writer.close()
