"""Any OpenAI-compatible server (OpenAI, vLLM, SGLang, Ollama, hosted APIs) over bounded keep-alive pools.

Upstreams reached over TLS or through a proxy (the version's, or the environment's ``HTTPS_PROXY`` /
``HTTP_PROXY`` unless ``NO_PROXY`` excludes them) use aiohttp (``aioclient``); a plain-HTTP upstream reached
directly (an in-cluster vLLM) uses the gateway's minimal HTTP/1.1 client (``http1``), which does the one POST
it needs for less CPU than aiohttp's request machinery. Each distinct ``http`` setting has its own pool.
"""

from __future__ import annotations

import os
import urllib.request
from collections import deque
from collections.abc import AsyncIterator
from typing import Any
from urllib.parse import urlsplit

import orjson

from gateway.policy.model import Outbound, Version
from gateway.upstreams.aioclient import AioClient, AioResponse
from gateway.upstreams.base import ChunkStream, Reply, UpstreamCall, UpstreamError, retryable_status
from gateway.upstreams.http1 import ConnectTimeout, HTTPFailure, Pool, Response
from gateway.upstreams.refusal import parse as refusal_of

MAX_ERROR_BODY = 64 * 1024


# Header lines every upstream POST carries (the credential, when a version has one, is appended per version).
BASE_HEAD = (
    "content-type: application/json\r\naccept: application/json, text/event-stream\r\naccept-encoding: identity\r\n"
)
HEADERS = {"content-type": "application/json", "accept": "application/json, text/event-stream"}


class SSEStream:
    """Reads an upstream SSE body and yields each ``data:`` payload as it arrives.

    Reads whatever bytes have arrived (not line by line) and splits them into events itself, so a burst of
    chunks costs one read; ``ready()`` hands over the payloads already split, letting the relay forward a
    burst in one write.
    """

    def __init__(self, response: Response | AioResponse) -> None:
        self._response = response
        self._queue: deque[bytes] = deque()
        self._done = False

    def _split(self, block: bytes) -> None:
        # One split on lines; blank lines and other fields (``event:``, ``id:``, comments) are skipped. An
        # event with several ``data:`` lines (seen as a ``data:`` line right after another) sends the block
        # to ``_joined``, which joins them as the SSE standard says; the common one-line event costs a flag.
        queue = self._queue
        start = len(queue)
        previous = False
        for line in block.split(b"\n"):
            if line[:5] == b"data:":
                if previous:
                    for _ in range(len(queue) - start):
                        queue.pop()
                    self._joined(block)
                    return
                previous = True
                payload = line[5:].strip()
                if payload == b"[DONE]":
                    self._done = True
                    return
                if payload:
                    queue.append(payload)
            else:
                previous = False

    def _joined(self, block: bytes) -> None:
        """Payloads of a block with multi-line events: an event's ``data:`` lines joined by newlines (one
        leading space dropped from each), the event ending at a blank line."""
        queue = self._queue
        data: bytes | None = None
        for line in (*block.split(b"\n"), b""):
            if line[:5] == b"data:":
                part = line[6:] if line[5:6] == b" " else line[5:]
                data = part if data is None else data + b"\n" + part
            elif not line and data is not None:
                payload = data.strip()
                data = None
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


def direct(settings: Outbound, url: str) -> bool:
    """Is ``url`` reached without a proxy? (The version's ``proxy``, else the environment's, with NO_PROXY.)"""
    if settings.proxy is not None:
        return settings.proxy == "direct"
    scheme = urlsplit(url).scheme
    if not urllib.request.getproxies().get(scheme):
        return True
    return bool(urllib.request.proxy_bypass(urlsplit(url).hostname or ""))


Client = Pool | AioClient
# (version, URL, header lines for http1, headers for aiohttp, client)
_Prepared = tuple[Version, str, bytes, dict[str, str], Client]


class OpenAICompatible:
    """Upstream for ``provider: openai``: forwards the body as JSON to ``base_url + path``."""

    def __init__(self) -> None:
        self._clients: dict[tuple[Outbound, bool], Client] = {}
        self._prepared: dict[tuple[int, str], _Prepared] = {}

    def _client(self, settings: Outbound, url: str) -> Client:
        plain = url.startswith("http://") and direct(settings, url)
        found = self._clients.get((settings, plain))
        if found is None:
            found = self._clients[(settings, plain)] = (
                Pool(keepalive_seconds=settings.keepalive_seconds, max_connections=settings.max_connections)
                if plain else AioClient(settings)
            )
        return found

    def _prepared_key(self, call: UpstreamCall) -> tuple[int, str]:
        return (id(call.version), call.path)

    def _version_headers(self, call: UpstreamCall) -> dict[str, str]:
        """The headers a version's calls carry besides ``HEADERS``: its credential, when it has one."""
        secret = os.environ.get(call.version.api_key_env) if call.version.api_key_env else None
        return {"authorization": f"Bearer {secret}"} if secret else {}

    def _prepare(self, call: UpstreamCall) -> _Prepared:
        """URL, headers and client of a version, built once per (version, path) rather than per request.

        The credential is read from its env var then; a rotated secret reaches the gateway with the next
        policy reload (a new Version object) or restart."""
        key = self._prepared_key(call)
        found = self._prepared.get(key)
        if found is None or found[0] is not call.version:
            version = call.version
            assert version.base_url is not None
            extra = self._version_headers(call)
            head = BASE_HEAD + "".join(f"{name}: {value}\r\n" for name, value in extra.items())
            headers = {**HEADERS, **extra}
            if len(self._prepared) > 1024:
                self._prepared.clear()
            url = version.base_url.rstrip("/") + call.path
            found = self._prepared[key] = (
                version, url, head.encode("latin-1"), headers, self._client(version.http, url)
            )
        return found

    async def _post(self, call: UpstreamCall) -> Response | AioResponse:
        """Send the call and wait for the answer's head: a stream's within ``first_token`` (then ``idle``
        between chunks), a complete answer's within ``total`` (its head comes only when it is done)."""
        _, url, head, headers, client = self._prepare(call)
        if call.headers:  # per-call headers (the attempt's traceparent while tracing is on)
            head += "".join(f"{name}: {value}\r\n" for name, value in call.headers.items()).encode("latin-1")
            headers = {**headers, **call.headers}
        t = call.version.timeouts
        idle = t.idle if call.stream else t.total
        within = t.first_token if call.stream else None
        response: Response | AioResponse
        try:
            if isinstance(client, Pool):
                response = await client.post(
                    url, head, orjson.dumps(call.body), connect=t.connect, idle=idle, total=t.total,
                    headers_within=within,
                )
            else:
                response = await client.post(
                    url, headers, orjson.dumps(call.body), connect=t.connect, idle=idle, total=t.total,
                    headers_within=within,
                )
        except ConnectTimeout:
            raise UpstreamError("timeout", "no connection to the upstream before the connect timeout") from None
        except TimeoutError:
            waited = "first-token" if call.stream else "total"
            raise UpstreamError("timeout", f"upstream did not answer before the {waited} timeout", sent=True) from None
        except HTTPFailure as exc:
            raise UpstreamError(
                "connect", f"cannot reach upstream: {exc}", resend=exc.stale, sent=not (exc.connect or exc.stale)
            ) from None
        if response.status >= 400:
            try:
                body = await response.read(MAX_ERROR_BODY)
            except (TimeoutError, HTTPFailure):
                body = b""
            finally:
                response.close()
            refusal = refusal_of(response.status, body)
            raise UpstreamError(
                "status",
                f"upstream answered {response.status}" + (f" [{refusal.code}]" if refusal.code else ""),
                status=response.status,
                retryable=retryable_status(response.status),
                client_message=refusal.message,
                refusal=refusal,
            )
        return response

    async def request(self, call: UpstreamCall) -> Reply:
        response = await self._post(call)
        try:
            body = await response.read()
        except TimeoutError:
            raise UpstreamError("timeout", "upstream answer timed out", sent=True) from None
        except HTTPFailure as exc:
            raise UpstreamError("protocol", f"upstream answer broke: {exc}", sent=True) from None
        finally:
            response.release()
        try:
            data: Any = orjson.loads(body)
        except orjson.JSONDecodeError:
            raise UpstreamError("protocol", "upstream answered with invalid JSON", sent=True) from None
        if not isinstance(data, dict):
            raise UpstreamError("protocol", "upstream answered with a JSON value that is not an object", sent=True)
        return Reply(status=response.status, body=body, data=data)

    async def open_stream(self, call: UpstreamCall) -> ChunkStream:
        response = await self._post(call)
        if b"json" in response.content_type:  # an answer, or an error, that is not a stream
            response.close()
            raise UpstreamError(
                "protocol", "the upstream answered a stream request with a JSON body, not a stream", sent=True
            )
        return SSEStream(response)

    async def close(self) -> None:
        for client in self._clients.values():
            await client.close()
        self._clients.clear()
        self._prepared.clear()
