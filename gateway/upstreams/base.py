"""The upstream contract: send one call, get a reply or a stream of SSE data payloads.

Everything the pipeline needs from a provider family fits in two coroutines, as in simonw/llm's tiny provider
contract; retries, fallbacks and accounting stay in the pipeline.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from gateway.policy.model import Version

ErrorKind = Literal["connect", "timeout", "status", "protocol"]


@dataclass(slots=True)
class UpstreamCall:
    """One attempt against one version: the endpoint path (``/chat/completions``) and the body to send."""

    path: str
    body: dict[str, Any]
    version: Version
    stream: bool = False
    headers: dict[str, str] | None = None  # extra headers sent upstream (the trace's traceparent)


@dataclass(slots=True)
class Reply:
    """A complete (non-streamed) upstream answer."""

    status: int
    body: bytes
    data: dict[str, Any]


class UpstreamError(Exception):
    """An attempt that failed; ``retryable`` says whether another attempt (or a fallback) may help."""

    def __init__(
        self,
        kind: ErrorKind,
        message: str,
        *,
        status: int | None = None,
        retryable: bool = True,
        client_message: str | None = None,
    ) -> None:
        super().__init__(message)
        self.kind = kind
        self.status = status
        self.retryable = retryable
        self.client_message = client_message


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
