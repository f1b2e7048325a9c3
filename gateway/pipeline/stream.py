"""Relay an upstream SSE stream to the client chunk by chunk, learning its usage on the way.

For OpenAI clients, payloads are forwarded as the bytes that arrived (no re-serialization) and only chunks
that carry a usage object are parsed; the usage chunk is dropped when the client did not ask for it (the
gateway asks the upstream for it so that every streamed call is accounted). For translated protocols
(Anthropic Messages, Responses) every chunk is parsed and fed to the frontend's translator.
After the first byte nothing is retried: an upstream failure mid-stream becomes an error event.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator, Callable
from typing import TYPE_CHECKING, Any

import orjson
from starlette.responses import StreamingResponse
from starlette.types import Receive, Scope, Send

from gateway.observability.metrics import IN_FLIGHT
from gateway.pipeline.forward import Attempt, OpenStream
from gateway.pipeline.parse import RequestContext
from gateway.pipeline.usage import Usage, usage_from
from gateway.shadow.assemble import StreamCollector
from gateway.upstreams import circuit, native
from gateway.upstreams.base import UpstreamError

if TYPE_CHECKING:
    from gateway.protocols.frontends import Frontend, Translator

DONE = b"data: [DONE]\n\n"
# Called once per stream: (context, attempt, the answer's identity, a thunk assembling the whole answer).
Done = Callable[[RequestContext, Attempt, "dict[str, Any] | None", "Callable[[], dict[str, Any] | None] | None"], None]
DATA = b"data: "
END = b"\n\n"
BROKE = "the upstream stream broke off; the answer is incomplete"


def _wants_usage(ctx: RequestContext) -> bool:
    """Did the client itself ask for the usage chunk? (The gateway always asks the upstream for it.)"""
    options = ctx.client_body.get("stream_options")
    return isinstance(options, dict) and options.get("include_usage") is True


def _error_event(message: str, code: str) -> bytes:
    error = {"error": {"message": message, "type": "upstream_error", "param": None, "code": code}}
    return b"data: " + orjson.dumps(error) + b"\n\n"


class StreamAccount:
    """Finishes a stream exactly once: closes the upstream and settles, even if the relay never started."""

    def __init__(
        self,
        ctx: RequestContext,
        attempt: Attempt,
        opened: OpenStream,
        done: Done,
        frontend: Frontend,
    ) -> None:
        self.ctx, self.attempt, self.opened, self.done = ctx, attempt, opened, done
        self.frontend = frontend
        self.collector = StreamCollector()  # the whole answer, for shadow comparison and weight watching
        self.raw: list[bytes] = []  # passthrough payloads, parsed in one go once the answer is complete
        self.translator: Translator | None = None if attempt.native else frontend.translator(ctx)
        self.finished = False
        self.in_flight = False  # set by the app: this stream holds a place in gateway_in_flight_requests

    def _identity(self) -> dict[str, Any] | None:
        """What the shadows need of every answer (model, fingerprint): from the first chunk only."""
        if not self.raw:
            return self.collector.result()
        try:
            first = orjson.loads(self.raw[0])
        except orjson.JSONDecodeError:
            return None
        keys = ("id", "object", "created", "model", "system_fingerprint")
        return {key: first[key] for key in keys if key in first} if isinstance(first, dict) else None

    def _full(self) -> Callable[[], dict[str, Any] | None] | None:
        """The whole answer, assembled on first use (only sampled comparisons and replays need it)."""
        if not self.raw:
            return None
        memo: list[dict[str, Any] | None] = []

        def full() -> dict[str, Any] | None:
            if not memo:
                memo.append(_assemble(self))
            return memo[0]

        return full

    def finish(self) -> asyncio.Future[None] | None:
        if self.finished:
            return None
        self.finished = True
        if self.in_flight:
            IN_FLIGHT.dec()
        attempt = self.attempt
        attempt.finished = time.perf_counter()
        if attempt.outcome == "client_cancelled":
            attempt.status = 499
        if attempt.usage is None:
            attempt.usage = Usage(self.ctx.prompt_estimate, 0, 0, estimated=True)
        # Close the upstream promptly (autocomplete streams are cancelled constantly); accounting first.
        closing = asyncio.ensure_future(self.opened.stream.aclose())
        ok = attempt.outcome == "ok" and attempt.native is None  # shadows compare chat answers only
        self.done(self.ctx, attempt, self._identity() if ok else None, self._full() if ok else None)
        if attempt.outcome == "ok":
            self.frontend.finished(self.ctx, self.translator, None)
        return closing


def _produced_dict(data: dict[str, Any]) -> bool:
    """Did this (parsed) chunk carry output? Streams send about one token per chunk, so the count of such chunks
    is the estimate of tokens produced when the stream ends before its usage chunk (a client that left)."""
    choices = data.get("choices")
    if not choices or not isinstance(choices, list) or not isinstance(choices[0], dict):
        return False
    first = choices[0]
    delta = first.get("delta")
    part = delta if isinstance(delta, dict) else first
    return bool(part.get("content") or part.get("text") or part.get("tool_calls") or part.get("reasoning_content"))


def _mark_failed(attempt: Attempt, error: UpstreamError | None) -> None:
    timeout = error is not None and error.kind == "timeout"
    attempt.outcome = "timeout" if timeout else "upstream_error"
    attempt.status = 504 if timeout else 502
    attempt.error = str(error)[:200] if error is not None else "malformed chunk from the upstream"


def _produced(payload: bytes) -> bool:
    """Did this chunk carry output? Streams send about one token per chunk, so the count of such chunks
    is the estimate of tokens produced when the stream ends before its usage chunk (a client that left).
    A byte test, not a parse: this runs for every chunk."""
    return b'"content"' in payload or b'"text"' in payload or b'"tool_calls"' in payload


async def _passthrough(account: StreamAccount, counts: list[Any]) -> AsyncIterator[bytes]:
    """Forward each payload's original bytes, a burst of them in one write, without parsing them: only the
    usage chunk is parsed. A payload that is not a JSON object is never forwarded (it would break the
    client's SSE parser). The payloads are kept for the shadow code, which parses them after the answer."""
    ctx, opened = account.ctx, account.opened
    wants_usage = _wants_usage(ctx)
    raw = account.raw
    ready = getattr(opened.stream, "ready", None)
    payload = opened.first
    first = True
    while payload is not None:
        out: list[bytes] = []  # b"data: ", payload, b"\n\n" for each event, joined once per burst
        # The first event goes alone: what arrived with it follows in the next write, so the client's first
        # byte is not held back behind the rest of the burst (docs/request-timeline.md).
        for item in (payload, *ready()) if ready is not None and not first else (payload,):
            if not item or item[0] != 123 or item[-1] != 125:  # b"{" ... b"}"
                if out:
                    yield b"".join(out)
                raise UpstreamError("protocol", "malformed chunk from the upstream (not a JSON object)")
            raw.append(item)
            if b'"usage"' in item and b'"usage":null' not in item and b'"usage": null' not in item:
                data = orjson.loads(item)
                counts[1] = usage_from(data.get("usage")) or counts[1]
                if not data.get("choices") and not wants_usage:
                    continue
            counts[0] += _produced(item)
            out += (DATA, item, END)
        if out:
            yield b"".join(out)
        first = False
        payload = await anext(opened.chunks, None)
    yield DONE


async def _translated(account: StreamAccount, translator: Translator, counts: list[Any]) -> AsyncIterator[bytes]:
    opened = account.opened
    payload = opened.first
    while payload is not None:
        data = orjson.loads(payload)
        if isinstance(data, dict):
            account.collector.feed_dict(data)
            if data.get("usage"):
                counts[1] = usage_from(data["usage"]) or counts[1]
            counts[0] += _produced_dict(data)
            for frame in translator.feed(data):
                yield frame
        payload = await anext(opened.chunks, None)
    for frame in translator.finish():
        yield frame


async def _native(account: StreamAccount, counts: list[Any]) -> AsyncIterator[bytes]:
    """An Anthropic or Responses stream passed through as it came, each event named by its ``type`` (as both
    protocols name their SSE events), reading usage from the events that carry it."""
    opened = account.opened
    seen = native.StreamUsage()
    payload = opened.first
    try:
        while payload is not None:
            data = orjson.loads(payload)
            if not isinstance(data, dict) or not isinstance(data.get("type"), str):
                raise UpstreamError("protocol", "malformed event from the upstream (no type)")
            seen.feed(data)
            yield b"event: " + data["type"].encode() + b"\n" + DATA + payload + END
            payload = await anext(opened.chunks, None)
    finally:
        counts[0] = seen.produced
        counts[1] = seen.usage


def _native_error(attempt: Attempt, message: str) -> bytes:
    """The error event of a native stream, in its protocol's shape."""
    if attempt.native == "/messages":
        error: dict[str, Any] = {"type": "error", "error": {"type": "api_error", "message": message}}
    else:
        error = {"type": "error", "code": "upstream_stream_error", "message": message, "param": None}
    return b"event: error\n" + DATA + orjson.dumps(error) + END


async def relay(account: StreamAccount) -> AsyncIterator[bytes]:
    ctx, attempt = account.ctx, account.attempt
    counts: list[Any] = [0, None]  # chunks that carried output (~ tokens), usage seen
    translator = account.translator
    if attempt.native:
        frames = _native(account, counts)
    elif translator is None:
        frames = _passthrough(account, counts)
    else:
        frames = _translated(account, translator, counts)
    try:
        async for frame in frames:
            yield frame
        attempt.outcome = "ok"
    except (UpstreamError, orjson.JSONDecodeError) as error:
        _mark_failed(attempt, error if isinstance(error, UpstreamError) else None)
        circuit.BOARD.failure(circuit.upstream_id(attempt.version))
        if attempt.native:
            yield _native_error(attempt, BROKE)
        elif translator is None:
            yield _error_event(BROKE, "upstream_stream_error")
        else:
            for frame in account.frontend.fail_frames(translator, attempt.status, BROKE):
                yield frame
    finally:
        attempt.usage = counts[1] or Usage(ctx.prompt_estimate, 0, counts[0], estimated=True)
        closing = account.finish()
        if closing is not None:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await asyncio.shield(closing)


def _assemble(account: StreamAccount) -> dict[str, Any] | None:
    collector = account.collector
    if account.raw:
        try:
            chunks = orjson.loads(b"[" + b",".join(account.raw) + b"]")
        except orjson.JSONDecodeError:
            return None
        for chunk in chunks:
            if isinstance(chunk, dict):
                collector.feed_dict(chunk)
    return collector.result()


class AccountedStreamingResponse(StreamingResponse):
    """A StreamingResponse that settles its stream even when the client left before the first chunk.

    A client that leaves cancels the relay (and so the upstream call), as Starlette does, but watched by
    one plain task rather than Starlette's anyio task group, whose set-up delays the first byte of every
    stream (docs/request-timeline.md).
    """

    def __init__(self, account: StreamAccount, headers: dict[str, str]) -> None:
        super().__init__(relay(account), media_type="text/event-stream", headers=headers)
        self.account = account

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        task = asyncio.current_task()
        assert task is not None
        left = False

        async def watch() -> None:
            nonlocal left
            while (await receive())["type"] != "http.disconnect":
                pass
            left = True
            task.cancel()

        watcher = asyncio.get_running_loop().create_task(watch())
        try:
            await self.stream_response(send)
        except asyncio.CancelledError:
            if not left:
                raise
            task.uncancel()
        else:
            if left:  # the client left just as the stream ended: absorb the cancellation aimed at the relay
                task.uncancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await asyncio.sleep(0)
        finally:
            watcher.cancel()
            self.account.finish()


def relay_response(
    ctx: RequestContext,
    attempt: Attempt,
    opened: OpenStream,
    headers: dict[str, str],
    done: Done,
    frontend: Frontend,
) -> StreamingResponse:
    headers = {**headers, "cache-control": "no-cache", "x-accel-buffering": "no"}
    attempt.outcome = "client_cancelled"
    return AccountedStreamingResponse(StreamAccount(ctx, attempt, opened, done, frontend), headers)
