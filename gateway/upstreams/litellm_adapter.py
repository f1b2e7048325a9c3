"""Providers that are not OpenAI-compatible (Anthropic, Bedrock, Vertex, ...) through litellm's adapters.

litellm is imported on first use only: importing it costs seconds and a large share of a worker's memory,
which no worker should pay unless a version of its policy actually needs an adapter.
"""

from __future__ import annotations

import asyncio
import os
import re
from collections.abc import AsyncIterator
from typing import Any

import orjson

from gateway.upstreams import fields
from gateway.upstreams.base import ChunkStream, Reply, UpstreamCall, UpstreamError, retryable_status
from gateway.upstreams.refusal import Refusal, clean
from gateway.upstreams.refusal import parse as refusal_of


def _litellm() -> Any:
    import litellm

    litellm.drop_params = True
    litellm.telemetry = False
    return litellm


def _kwargs(call: UpstreamCall) -> dict[str, Any]:
    """litellm's keyword arguments: the request's own parameters (the endpoint's allow-list, applied again
    here as litellm reads every keyword as a setting), then where, as whom and how long from the policy."""
    version = call.version
    if not version.allow_media_urls and fields.remote_media(call.body) is not None:  # any caller, shadows too
        raise UpstreamError("protocol", "media named by URL is not sent to litellm", retryable=False)
    names = fields.allowed(call.path, "litellm", version.pass_fields)
    kwargs = {k: v for k, v in call.body.items() if k in names and k != "stream"}
    kwargs["model"] = version.upstream_model
    kwargs["api_base"] = version.base_url
    kwargs["api_key"] = os.environ.get(version.api_key_env) if version.api_key_env else None
    kwargs["timeout"] = version.timeouts.total
    kwargs["num_retries"] = 0
    kwargs["max_retries"] = 0
    if call.headers:
        kwargs["extra_headers"] = call.headers
    return kwargs


_PREFIX = re.compile(r"^(litellm\.)?\w+(Error|Exception)\s*[:-]\s*(\w+Exception\s*-\s*)?")


def _refusal(exc: Exception, status: int) -> Refusal:
    """What litellm says of a provider's refusal (its own exception class names a context-window refusal)."""
    body = getattr(exc, "body", None)
    if isinstance(body, dict):
        found = refusal_of(status, orjson.dumps(body if "error" in body else {"error": body}))
    else:
        found = Refusal(None, None, None, None)
    message = found.message
    if message is None and status < 500:
        raw = getattr(exc, "message", None) or str(exc)
        message = clean(_PREFIX.sub("", str(raw))) or None
    code = found.code
    if "ContextWindowExceeded" in type(exc).__name__ or (code is None and Refusal(None, None, message,
                                                                                  None).context_length):
        code = "context_length_exceeded"
    return Refusal(found.type, code, message, found.param)


def _to_error(exc: Exception) -> UpstreamError:
    status = getattr(exc, "status_code", None)
    if isinstance(status, int):
        refusal = _refusal(exc, status)
        return UpstreamError(
            "status",
            f"upstream answered {status} ({type(exc).__name__})" + (f" [{refusal.code}]" if refusal.code else ""),
            status=status,
            retryable=retryable_status(status),
            client_message=refusal.message,
            refusal=refusal,
        )
    name = type(exc).__name__
    if "Timeout" in name:
        return UpstreamError("timeout", f"upstream timed out ({name})", sent=True)
    return UpstreamError("connect", f"upstream call failed ({name})")


class LiteLLMStream:
    """litellm's chunks as JSON payloads; each gap between chunks bounded by the version's ``idle``."""

    def __init__(self, response: Any, idle: float) -> None:
        self._response = response
        self._idle = idle

    async def __aiter__(self) -> AsyncIterator[bytes]:
        chunks = self._response.__aiter__()
        try:
            while True:
                try:
                    async with asyncio.timeout(self._idle):
                        chunk = await anext(chunks)
                except StopAsyncIteration:
                    return
                yield orjson.dumps(chunk.model_dump(exclude_none=True))
        except TimeoutError:
            raise UpstreamError("timeout", "upstream stream stalled (idle timeout)") from None
        except UpstreamError:
            raise
        except Exception as exc:  # litellm raises many provider-specific types
            raise _to_error(exc) from None

    async def aclose(self) -> None:
        close = getattr(self._response, "aclose", None)
        if close is not None:
            await close()


class LiteLLMUpstream:
    """Upstream for ``provider: litellm``; ``upstream_model`` is litellm's ``provider/model`` name."""

    async def request(self, call: UpstreamCall) -> Reply:
        litellm = _litellm()
        kwargs = _kwargs(call)
        try:
            if call.path == "/embeddings":
                response = await litellm.aembedding(**kwargs)
            elif call.path == "/completions":
                response = await litellm.atext_completion(**kwargs)
            else:
                response = await litellm.acompletion(**kwargs)
        except Exception as exc:
            raise _to_error(exc) from None
        data = response.model_dump(exclude_none=True)
        return Reply(status=200, body=orjson.dumps(data), data=data)

    async def open_stream(self, call: UpstreamCall) -> ChunkStream:
        litellm = _litellm()
        kwargs = _kwargs(call)
        try:
            if call.path == "/completions":
                response = await litellm.atext_completion(stream=True, **kwargs)
            else:
                response = await litellm.acompletion(stream=True, **kwargs)
        except Exception as exc:
            raise _to_error(exc) from None
        return LiteLLMStream(response, call.version.timeouts.idle)

    async def close(self) -> None:
        return None
