"""Any OpenAI-compatible server (OpenAI, vLLM, SGLang, Ollama, hosted APIs) over one keep-alive pool.

The HTTP client is the largest single choice on the hot path (BASELINE.md: httpx 1.0-1.9 ms of CPU per
proxied request, aiohttp 0.18 ms); the gateway's own minimal HTTP/1.1 client (``http1``) does the one
POST it needs for less than aiohttp's request machinery.
"""

from __future__ import annotations

import os
from collections import deque
from collections.abc import AsyncIterator
from typing import Any

import orjson

from gateway.policy.model import Version
from gateway.upstreams.base import ChunkStream, Reply, UpstreamCall, UpstreamError, retryable_status
from gateway.upstreams.http1 import HTTPFailure, Pool, Response

MAX_ERROR_BODY = 64 * 1024


def _error_message(status: int, body: bytes) -> str | None:
    """The upstream's own message for 4xx answers (useful to the client); never for 5xx (internals)."""
    if status >= 500:
        return None
    try:
        data = orjson.loads(body)
        message = data.get("error", {}).get("message") if isinstance(data, dict) else None
    except (orjson.JSONDecodeError, AttributeError):
        message = None
    return str(message)[:500] if message else None


# Header lines every upstream POST carries (the credential, when a version has one, is appended per version).
BASE_HEAD = (
    "content-type: application/json\r\naccept: application/json, text/event-stream\r\naccept-encoding: identity\r\n"
)


class SSEStream:
    """Reads an upstream SSE body and yields each ``data:`` payload as it arrives.

    Reads whatever bytes have arrived (not line by line) and splits them into events itself, so a burst of
    chunks costs one read; ``ready()`` hands over the payloads already split, letting the relay forward a
    burst in one write.
    """

    def __init__(self, response: Response) -> None:
        self._response = response
        self._queue: deque[bytes] = deque()
        self._done = False

    def _split(self, block: bytes) -> None:
        # One split on lines: the blank lines between events are skipped like any line without ``data:``.
        queue = self._queue
        for line in block.split(b"\n"):
            if line[:5] == b"data:":
                payload = line[5:].strip()
                if payload == b"[DONE]":
                    self._done = True
                    return
                if payload:
                    queue.append(payload)

    def ready(self) -> list[bytes]:
        """Payloads that already arrived (without waiting)."""
        out = list(self._queue)
        self._queue.clear()
        return out

    async def __aiter__(self) -> AsyncIterator[bytes]:
        pending = b""
        response = self._response
        try:
            while not response.ended:
                data = await response.read_any()
                if not data:
                    continue
                pending += data
                if b"\r" in pending:
                    pending = pending.replace(b"\r\n", b"\n")
                end = pending.rfind(b"\n\n")
                if end < 0:
                    continue
                block, pending = pending[:end], pending[end + 2 :]
                self._split(block)
                while self._queue:
                    yield self._queue.popleft()
                if self._done:
                    return
            if pending.strip() and not self._done:
                self._split(pending)
                while self._queue:
                    yield self._queue.popleft()
        except TimeoutError:
            raise UpstreamError("timeout", "upstream stream stalled (idle timeout)") from None
        except HTTPFailure as exc:
            raise UpstreamError("protocol", f"upstream stream broke: {exc}") from None

    async def aclose(self) -> None:
        self._response.close()


_Prepared = tuple[Version, str, bytes]


class OpenAICompatible:
    """Upstream for ``provider: openai``: forwards the body as JSON to ``base_url + path``."""

    def __init__(self, pool: Pool | None = None) -> None:
        self._pool = pool or Pool()
        self._prepared: dict[tuple[int, str], _Prepared] = {}

    def _prepare(self, call: UpstreamCall) -> tuple[str, bytes]:
        """URL and header lines of a version, built once per (version, path) rather than per request.

        The credential is read from its env var then; a rotated secret reaches the gateway with the next
        policy reload (a new Version object) or restart."""
        key = (id(call.version), call.path)
        found = self._prepared.get(key)
        if found is None or found[0] is not call.version:
            version = call.version
            assert version.base_url is not None
            head = BASE_HEAD
            if version.api_key_env:
                secret = os.environ.get(version.api_key_env)
                if secret:
                    head += f"authorization: Bearer {secret}\r\n"
            if len(self._prepared) > 1024:
                self._prepared.clear()
            found = self._prepared[key] = (version, version.base_url.rstrip("/") + call.path, head.encode("latin-1"))
        return found[1], found[2]

    async def _post(self, call: UpstreamCall) -> Response:
        url, head = self._prepare(call)
        if call.headers:
            head += "".join(f"{name}: {value}\r\n" for name, value in call.headers.items()).encode("latin-1")
        t = call.version.timeouts
        try:
            response = await self._pool.post(
                url, head, orjson.dumps(call.body), connect=t.connect, idle=t.idle, total=t.total,
                headers_within=t.first_token,
            )
        except TimeoutError:
            raise UpstreamError("timeout", "upstream did not answer before the first-token timeout") from None
        except HTTPFailure as exc:
            raise UpstreamError("connect", f"cannot reach upstream: {exc}") from None
        if response.status >= 400:
            try:
                body = await response.read(MAX_ERROR_BODY)
            except (TimeoutError, HTTPFailure):
                body = b""
            finally:
                response.close()
            raise UpstreamError(
                "status",
                f"upstream answered {response.status}",
                status=response.status,
                retryable=retryable_status(response.status),
                client_message=_error_message(response.status, body),
            )
        return response

    async def request(self, call: UpstreamCall) -> Reply:
        response = await self._post(call)
        try:
            body = await response.read()
        except TimeoutError:
            raise UpstreamError("timeout", "upstream answer timed out") from None
        except HTTPFailure as exc:
            raise UpstreamError("protocol", f"upstream answer broke: {exc}") from None
        finally:
            response.release()
        try:
            data: Any = orjson.loads(body)
        except orjson.JSONDecodeError:
            raise UpstreamError("protocol", "upstream answered with invalid JSON") from None
        if not isinstance(data, dict):
            raise UpstreamError("protocol", "upstream answered with a JSON value that is not an object")
        return Reply(status=response.status, body=body, data=data)

    async def open_stream(self, call: UpstreamCall) -> ChunkStream:
        response = await self._post(call)
        return SSEStream(response)

    async def close(self) -> None:
        await self._pool.close()
