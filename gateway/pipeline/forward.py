"""Forward: send the request to the decided version, retrying and falling back before the first byte.

Each attempt is reported to ``on_attempt`` as it ends, so that every attempt gets its own ledger entry.
Once a streamed byte has reached the client nothing is retried.
"""

from __future__ import annotations

import asyncio
import contextlib
import math
import random
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, replace
from types import TracebackType
from typing import Any, TypeVar

import orjson
from starlette.types import Message

from gateway.observability import tracing
from gateway.pipeline import output_fit
from gateway.pipeline.parse import RequestContext
from gateway.pipeline.usage import Usage
from gateway.policy.model import Version, VersionName
from gateway.protocols.openai_errors import (
    BadRequest,
    GatewayError,
    ServiceUnavailable,
    UpstreamFailed,
    UpstreamRejected,
    UpstreamTimeout,
)
from gateway.server.services import Services
from gateway.upstreams import circuit, fields, native
from gateway.upstreams.base import ChunkStream, Reply, UpstreamCall, UpstreamError


@dataclass(slots=True)
class Attempt:
    """One upstream attempt, as the ledger records it."""

    index: int
    version_name: VersionName
    version: Version
    started: float
    outcome: str = "ok"
    status: int = 200
    ttft: float | None = None
    finished: float | None = None
    usage: Usage | None = None
    error: str | None = None
    streamed: bool = False
    fitted: str | None = None  # the output budget clamped to this version's window (x-gateway-max-tokens)
    span: Any = None  # its OpenTelemetry span while tracing is on (gateway.observability.tracing)
    native: str | None = None  # the upstream path when the client's protocol went through untranslated

    @property
    def latency_ms(self) -> float:
        end = self.finished if self.finished is not None else time.perf_counter()
        return (end - self.started) * 1000.0

    @property
    def ttft_ms(self) -> float | None:
        return None if self.ttft is None else (self.ttft - self.started) * 1000.0


OnAttempt = Callable[[RequestContext, Attempt], object]
T = TypeVar("T")  # what one attempt returns (a reply, an opened stream)
JSON_TOO_DEEP = "the request body nests JSON too deeply to be forwarded (more than about 250 levels)"


class ClientClosed(GatewayError):
    """The client went away before its answer began (nginx's 499); the response is never seen by anyone."""

    status = 499
    type = "invalid_request_error"
    code = "client_closed_request"


class ClientWatch:
    """Cancels the request's task when the client disconnects while the gateway waits for the upstream.

    uvicorn does not cancel a handler whose client left; without this an abandoned autocomplete request
    would hold its upstream (and its reservation) until the answer or the first-token timeout. Once the
    body is read, the next ASGI message can only be ``http.disconnect``, so one background ``receive`` is
    enough. Streams are watched by the streaming response itself once it starts (docs/request-timeline.md).
    """

    __slots__ = ("disconnected", "receive", "task", "watcher")

    def __init__(self, receive: Callable[[], Awaitable[Message]]) -> None:
        self.receive = receive
        self.task: asyncio.Task[Any] | None = None
        self.watcher: asyncio.Task[None] | None = None
        self.disconnected = False

    async def _watch(self) -> None:
        while (await self.receive())["type"] != "http.disconnect":
            pass
        self.disconnected = True
        if self.task is not None:
            self.task.cancel()

    async def __aenter__(self) -> ClientWatch:
        self.task = asyncio.current_task()
        self.watcher = asyncio.get_running_loop().create_task(self._watch())
        return self

    async def __aexit__(
        self, kind: type[BaseException] | None, error: BaseException | None, tb: TracebackType | None
    ) -> None:
        assert self.task is not None
        if self.watcher is not None:
            self.watcher.cancel()
        if not self.disconnected:
            return
        self.task.uncancel()
        if kind is None:
            with contextlib.suppress(asyncio.CancelledError):  # cancelled just as the answer came: send it
                await asyncio.sleep(0)
            return
        if issubclass(kind, asyncio.CancelledError):
            raise ClientClosed("the client closed the connection before the answer began") from None


def upstream_body(ctx: RequestContext, version: Version) -> dict[str, Any]:
    """The client's body restricted to the endpoint's own parameters (``fields``), ``model`` rewritten (and
    usage asked for in streams): nothing a client sends chooses a URL, a credential or a retry policy."""
    body = fields.outbound(ctx.upstream_path, version, ctx.body)
    if ctx.stream:
        options = dict(body.get("stream_options") or {})
        options["include_usage"] = True
        body["stream_options"] = options
    return body


def client_error(error: UpstreamError, label: str) -> GatewayError:
    """What the client is told when no attempt succeeded: never upstream internals or secrets."""
    if error.kind == "timeout":
        return UpstreamTimeout(f"the upstream of {label} timed out")
    if error.status is not None and error.status in (401, 403):
        return UpstreamFailed(f"the upstream of {label} refused the gateway's credentials")
    if error.status == 404:
        return UpstreamFailed(f"the upstream of {label} does not serve the configured model")
    refusal = error.refusal
    if error.status is not None and 400 <= error.status < 500 and not error.retryable:
        return UpstreamRejected(
            error.status, error.client_message or f"the upstream of {label} rejected the request",
            type=refusal.type if refusal else None, code=refusal.code if refusal else None,
            param=refusal.param if refusal else None,
        )
    if error.status == 429:
        return UpstreamFailed(f"the upstream of {label} is rate limiting; try again shortly", code="upstream_busy")
    said = f"; upstream error code {error.code}" if error.code else ""
    return UpstreamFailed(f"the upstream of {label} failed ({error.kind}{said})")


def _plan(ctx: RequestContext, services: Services) -> list[tuple[VersionName, Version]]:
    assert ctx.decision is not None
    model = services.policy.current.policy.models[ctx.model_name]
    names = [ctx.decision.version, *ctx.decision.fallbacks]
    return [(name, served) for name in names if name in model.versions for served in model.versions[name].upstreams()]


async def _backoff(retry: int) -> None:
    await asyncio.sleep(min(1.0, 0.05 * (2**retry)) * (0.5 + random.random()))


ESTIMATED = " (prompt tokens estimated)"


def _failed(ctx: RequestContext, attempt: Attempt, error: UpstreamError, more: bool, same_upstream_next: bool) -> None:
    """Record a failed attempt; one whose request reached the upstream is accounted with an estimate of the
    prompt it sent (a provider bills a prompt it read, answered or not), said in the entry's error."""
    attempt.finished = time.perf_counter()
    attempt.status = error.status or (504 if error.kind == "timeout" else 502)
    attempt.error = str(error)[:200]
    if error.sent:
        attempt.usage = Usage(ctx.prompt_estimate, 0, 0, estimated=True)
        attempt.error += ESTIMATED
    if more and not same_upstream_next:
        attempt.outcome = "fallback"
    else:
        attempt.outcome = "timeout" if error.kind == "timeout" else "upstream_error"


def _cancelled(attempt: Attempt, ctx: RequestContext) -> None:
    """The client left mid-attempt: the prompt was sent upstream, so it is accounted (as an estimate)."""
    attempt.finished = time.perf_counter()
    attempt.outcome = "client_cancelled"
    attempt.status = 499
    attempt.usage = Usage(ctx.prompt_estimate, 0, 0, estimated=True)


async def _attempts(
    services: Services, ctx: RequestContext, on_attempt: OnAttempt,
    run: Callable[[UpstreamCall, Attempt], Awaitable[T]],
) -> tuple[RequestContext, Attempt, T]:
    """Walk the schedule (each version's retries, then its fallbacks), skipping upstreams whose circuit is open.

    A skipped attempt reaches no upstream, so it gets no ledger entry; it is counted in
    ``gateway_circuit_skipped_total``. When every attempt was skipped the client gets a 503 with Retry-After.
    """
    assert ctx.decision is not None
    plan = _plan(ctx, services)
    # (version name, upstream, retry number, a resend of a call whose reused connection ended unanswered)
    schedule = [(name, version, retry, False) for name, version in plan for retry in range(version.retries + 1)]
    path = ctx.upstream_path
    board = circuit.BOARD
    last_error: UpstreamError | None = None
    skipped: list[str] = []
    ran = 0
    moved_for_length = False
    index = -1
    while index + 1 < len(schedule):
        index += 1
        name, version, retry, resend = schedule[index]
        if version.provider == "litellm" and not version.allow_media_urls:
            where = fields.remote_media(ctx.body)
            if where is not None:
                raise BadRequest(
                    f"{where}: media must be sent inline (a data: URL) to model '{ctx.model_name}'; this "
                    "gateway does not fetch URLs for it", param=where, code="media_url_not_allowed",
                )
        upstream = circuit.upstream_id(version)
        if not board.admit(upstream):
            skipped.append(upstream)
            continue
        if retry and ran and not resend:
            await _backoff(retry - 1)
        ran += 1
        attempt = Attempt(
            index=index, version_name=name, version=version, started=time.perf_counter(), streamed=ctx.stream
        )
        attempt.native = native.native_path(ctx.endpoint, version)
        if attempt.native is not None:
            body = native.outbound(attempt.native, version, ctx.client_body)
        else:
            body = upstream_body(ctx, version)
        if path != "/embeddings":
            attempt.fitted = output_fit.clamp(body, version, ctx.prompt_estimate)
        call = UpstreamCall(path=attempt.native or path, body=body, version=version, stream=ctx.stream,
                            beta=ctx.beta if attempt.native == "/messages" else None)
        if tracing.ENABLED:  # tracing hook: the attempt's span, whose context goes upstream as traceparent
            tracing.attempt_started(ctx, attempt, call)
        try:
            result = await run(call, attempt)
        except UpstreamError as error:
            last_error = error
            if error.resend and not resend:  # sent once more, at once, as an attempt of its own
                board.release(upstream)
                schedule.insert(index + 1, (name, version, retry, True))
                _failed(ctx, attempt, error, True, True)
                on_attempt(ctx, attempt)
                continue
            if error.refusal is not None and error.refusal.context_length:
                # Refused as too long for this upstream's window: on to a larger version the plan allows.
                board.release(upstream)
                larger = next((j for j in range(index + 1, len(schedule))
                               if schedule[j][1].context_window > version.context_window), None)
                if larger is not None:
                    _failed(ctx, attempt, error, True, False)
                    on_attempt(ctx, attempt)
                    moved_for_length = True
                    index = larger - 1
                    continue
                _failed(ctx, attempt, error, False, False)
                on_attempt(ctx, attempt)
                break
            board.report(upstream, error)
            more = index + 1 < len(schedule) and error.retryable
            _failed(ctx, attempt, error, more, more and schedule[index + 1][1] is version)
            on_attempt(ctx, attempt)
            if not error.retryable:
                break
            continue
        except orjson.JSONEncodeError:  # nests deeper than orjson serializes: refused before it went out
            board.release(upstream)
            raise BadRequest(JSON_TOO_DEEP, code="json_too_deep") from None
        except asyncio.CancelledError:
            board.release(upstream)
            _cancelled(attempt, ctx)
            on_attempt(ctx, attempt)
            raise
        board.success(upstream)
        decision = ctx.decision
        if name != decision.version:
            moved = ">upstream-context-length" if moved_for_length else ">fallback"
            ctx = ctx.with_decision(replace(decision, version=name, reason=decision.reason + moved))
        elif services.policy.current.policy.models[ctx.model_name].versions[name] is not version:
            ctx = ctx.with_decision(replace(decision, reason=decision.reason + ">alternate"))
        return ctx, attempt, result
    if last_error is None:
        wait = max(1, math.ceil(min(board.retry_after(u) for u in skipped)))
        raise ServiceUnavailable(
            f"every upstream of model '{ctx.model_name}' is failing; try again shortly",
            code="upstream_unavailable",
            headers={"retry-after": str(wait)},
        )
    raise client_error(last_error, f"model '{ctx.model_name}'")


async def complete(
    services: Services, ctx: RequestContext, on_attempt: OnAttempt
) -> tuple[RequestContext, Attempt, Reply]:
    """A non-streamed call with retries and fallbacks."""

    async def run(call: UpstreamCall, attempt: Attempt) -> Reply:
        reply = await services.upstream_for(call.version).request(call)
        attempt.finished = attempt.ttft = time.perf_counter()
        return reply

    return await _attempts(services, ctx, on_attempt, run)


@dataclass(slots=True)
class OpenStream:
    stream: ChunkStream
    chunks: AsyncIterator[bytes]
    first: bytes | None


async def open_stream(
    services: Services, ctx: RequestContext, on_attempt: OnAttempt
) -> tuple[RequestContext, Attempt, OpenStream]:
    """Open a stream and read its first chunk; up to that point failures may still retry or fall back.

    An answer that is not a stream (a JSON body, nothing but ``[DONE]``, a first event that is not JSON) is
    an upstream failure like any other, not an empty 200."""

    async def run(call: UpstreamCall, attempt: Attempt) -> OpenStream:
        # ``first_token`` bounds the time from the start of the attempt to its first chunk, connecting included.
        deadline = asyncio.get_running_loop().time() + call.version.timeouts.first_token
        try:
            async with asyncio.timeout_at(deadline):
                stream = await services.upstream_for(call.version).open_stream(call)
        except TimeoutError:
            raise UpstreamError("timeout", "no first token before the first-token timeout", sent=True) from None
        chunks = stream.__aiter__()
        try:
            async with asyncio.timeout_at(deadline):
                first: bytes = await anext(chunks)
        except StopAsyncIteration:
            await stream.aclose()
            raise UpstreamError("protocol", "the upstream's stream ended before its first chunk", sent=True) from None
        except TimeoutError:
            await stream.aclose()
            raise UpstreamError("timeout", "no first token before the first-token timeout", sent=True) from None
        except BaseException:
            await stream.aclose()
            raise
        if not (first[:1] == b"{" and first[-1:] == b"}"):
            await stream.aclose()
            raise UpstreamError("protocol", "the upstream's first stream event is not a JSON object", sent=True)
        attempt.ttft = time.perf_counter()
        return OpenStream(stream=stream, chunks=chunks, first=first)

    return await _attempts(services, ctx, on_attempt, run)
