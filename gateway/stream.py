"""Relay an upstream SSE stream to the client chunk by chunk, learning its usage on the way.

Payloads are forwarded as the bytes that arrived (no re-serialization). Only chunks that carry a usage
object are parsed. The usage chunk is dropped when the client did not ask for it (the gateway asks the
upstream for it so that every streamed call is accounted). After the first byte nothing is retried: an
upstream failure mid-stream becomes an ``error`` event, which the openai SDK raises as an APIError.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Callable

import orjson
from starlette.responses import StreamingResponse
from starlette.types import Receive, Scope, Send

from gateway.forward import Attempt, OpenStream
from gateway.request import RequestContext
from gateway.upstreams.base import UpstreamError
from gateway.usage import Usage, usage_from

DONE = b"data: [DONE]\n\n"


def _wants_usage(ctx: RequestContext) -> bool:
    options = ctx.body.get("stream_options")
    return isinstance(options, dict) and options.get("include_usage") is True


def _error_event(message: str, code: str) -> bytes:
    error = {"error": {"message": message, "type": "upstream_error", "param": None, "code": code}}
    return b"data: " + orjson.dumps(error) + b"\n\n"


async def relay(account: StreamAccount) -> AsyncIterator[bytes]:
    ctx, attempt, opened = account.ctx, account.attempt, account.opened
    wants_usage = _wants_usage(ctx)
    chunks = 0
    usage: Usage | None = None
    try:
        payload = opened.first
        while payload is not None:
            forward = True
            if b'"usage"' in payload and b'"usage":null' not in payload:
                data = orjson.loads(payload)
                usage = usage_from(data.get("usage")) or usage
                if not data.get("choices"):
                    forward = wants_usage
            if forward:
                chunks += 1
                yield b"data: " + payload + b"\n\n"
            payload = await anext(opened.chunks, None)
        attempt.outcome = "ok"
        yield DONE
    except UpstreamError as error:
        attempt.outcome = "timeout" if error.kind == "timeout" else "upstream_error"
        attempt.status = 504 if error.kind == "timeout" else 502
        attempt.error = str(error)[:200]
        yield _error_event("the upstream stream broke off; the answer is incomplete", "upstream_stream_error")
    except orjson.JSONDecodeError:
        attempt.outcome, attempt.status, attempt.error = "upstream_error", 502, "malformed usage chunk"
        yield _error_event("the upstream sent a malformed chunk", "upstream_protocol_error")
    finally:
        attempt.usage = usage or Usage(ctx.prompt_estimate, 0, max(0, chunks - 1), estimated=True)
        closing = account.finish()
        if closing is not None:
            try:
                await asyncio.shield(closing)
            except (asyncio.CancelledError, Exception):
                pass


class StreamAccount:
    """Finishes a stream exactly once: closes the upstream and settles, even if the relay never started."""

    def __init__(self, ctx: RequestContext, attempt: Attempt, opened: OpenStream,
                 done: Callable[[RequestContext, Attempt], None]) -> None:
        self.ctx, self.attempt, self.opened, self.done = ctx, attempt, opened, done
        self.finished = False

    def finish(self) -> asyncio.Future[None] | None:
        if self.finished:
            return None
        self.finished = True
        attempt = self.attempt
        attempt.finished = time.perf_counter()
        if attempt.outcome == "client_cancelled":
            attempt.status = 499
        if attempt.usage is None:
            attempt.usage = Usage(self.ctx.prompt_estimate, 0, 0, estimated=True)
        # Close the upstream promptly (autocomplete streams are cancelled constantly); accounting first.
        closing = asyncio.ensure_future(self.opened.stream.aclose())
        self.done(self.ctx, attempt)
        return closing


class AccountedStreamingResponse(StreamingResponse):
    """A StreamingResponse that settles its stream even when the client left before the first chunk."""

    def __init__(self, account: StreamAccount, headers: dict[str, str]) -> None:
        super().__init__(relay(account), media_type="text/event-stream", headers=headers)
        self.account = account

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        try:
            await super().__call__(scope, receive, send)
        finally:
            self.account.finish()


def relay_response(
    ctx: RequestContext, attempt: Attempt, opened: OpenStream, headers: dict[str, str],
    done: Callable[[RequestContext, Attempt], None],
) -> StreamingResponse:
    headers = {**headers, "cache-control": "no-cache", "x-accel-buffering": "no"}
    attempt.outcome = "client_cancelled"
    return AccountedStreamingResponse(StreamAccount(ctx, attempt, opened, done), headers)
