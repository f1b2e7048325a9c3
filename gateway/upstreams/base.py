"""The upstream contract: send one call, get a reply or a stream of SSE data payloads.

Everything the pipeline needs from a provider family fits in two coroutines, as in simonw/llm's tiny provider
contract; retries, fallbacks and accounting stay in the pipeline.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from gateway.policy.model import Version
from gateway.upstreams.refusal import Refusal

ErrorKind = Literal["connect", "timeout", "status", "protocol"]


@dataclass(slots=True)
class UpstreamCall:
    """One attempt against one version: the endpoint path (``/chat/completions``) and the body to send."""

    path: str
    body: dict[str, Any]
    version: Version
    stream: bool = False
    headers: dict[str, str] | None = None  # extra headers sent upstream (the trace's traceparent)
    beta: str | None = None  # ``anthropic-beta`` features the client enabled (native Anthropic calls only)


@dataclass(slots=True)
class Reply:
    """A complete (non-streamed) upstream answer."""

    status: int
    body: bytes
    data: dict[str, Any]


class UpstreamError(Exception):
    """An attempt that failed; ``retryable`` says whether another attempt (or a fallback) may help.

    ``resend``: a reused keep-alive connection ended before any answer (the usual race with an upstream
    closing idle connections), so one more attempt on the same upstream is made outside the retry budget;
    it is a separate attempt with its own ledger entry. ``sent``: the request reached the upstream, which may
    have read (and billed) its prompt before failing: the attempt is accounted with an estimate of it."""

    def __init__(
        self,
        kind: ErrorKind,
        message: str,
        *,
        status: int | None = None,
        retryable: bool = True,
        client_message: str | None = None,
        resend: bool = False,
        sent: bool = False,
        refusal: Refusal | None = None,
    ) -> None:
        super().__init__(message)
        self.kind = kind
        self.status = status
        self.retryable = retryable
        self.client_message = client_message
        self.resend = resend
        self.sent = sent
        self.refusal = refusal

    @property
    def code(self) -> str | None:
        """The upstream's own error code, when it gave one."""
        return self.refusal.code if self.refusal is not None else None


class ChunkStream(Protocol):
    """An open stream: iterate the SSE ``data:`` payloads (bytes, without ``[DONE]``), then close."""

    def __aiter__(self) -> AsyncIterator[bytes]: ...

    async def aclose(self) -> None: ...


class Upstream(Protocol):
    async def request(self, call: UpstreamCall) -> Reply: ...

    async def open_stream(self, call: UpstreamCall) -> ChunkStream: ...

    async def close(self) -> None: ...


def retryable_status(status: int) -> bool:
    """Statuses worth another attempt or a fallback (what the openai SDK itself retries)."""
    return status in (408, 409, 429) or status >= 500
