"""Providers that are not OpenAI-compatible (Anthropic, Bedrock, Vertex, ...) through litellm's adapters.

litellm is imported on first use only: importing it costs ~2.7 s and ~187 MB (BASELINE.md), which no worker
should pay unless a version of its policy actually needs an adapter.
"""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from typing import Any

import orjson

from gateway.upstreams.base import ChunkStream, Reply, UpstreamCall, UpstreamError, retryable_status

_DROPPED = ("model", "stream")


def _litellm() -> Any:
    import litellm

    litellm.drop_params = True
    litellm.telemetry = False
    return litellm


def _kwargs(call: UpstreamCall) -> dict[str, Any]:
    version = call.version
    kwargs = {k: v for k, v in call.body.items() if k not in _DROPPED}
    kwargs["model"] = version.upstream_model
    if version.base_url:
        kwargs["api_base"] = version.base_url
    if version.api_key_env:
        kwargs["api_key"] = os.environ.get(version.api_key_env)
    kwargs["timeout"] = version.timeouts.total
    kwargs["num_retries"] = 0
    if call.headers:
        kwargs["extra_headers"] = call.headers
    return kwargs


def _to_error(exc: Exception) -> UpstreamError:
    status = getattr(exc, "status_code", None)
    if isinstance(status, int):
        return UpstreamError(
            "status",
            f"upstream answered {status} ({type(exc).__name__})",
            status=status,
            retryable=retryable_status(status),
        )
    name = type(exc).__name__
    if "Timeout" in name:
        return UpstreamError("timeout", f"upstream timed out ({name})")
    return UpstreamError("connect", f"upstream call failed ({name})")


class LiteLLMStream:
    def __init__(self, response: Any) -> None:
        self._response = response

    async def __aiter__(self) -> AsyncIterator[bytes]:
        try:
            async for chunk in self._response:
                yield orjson.dumps(chunk.model_dump(exclude_none=True))
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
        try:
            if call.path == "/embeddings":
                response = await litellm.aembedding(**_kwargs(call))
            elif call.path == "/completions":
                response = await litellm.atext_completion(**_kwargs(call))
            else:
                response = await litellm.acompletion(**_kwargs(call))
        except Exception as exc:
            raise _to_error(exc) from None
        data = response.model_dump(exclude_none=True)
        return Reply(status=200, body=orjson.dumps(data), data=data)

    async def open_stream(self, call: UpstreamCall) -> ChunkStream:
        litellm = _litellm()
        try:
            if call.path == "/completions":
                response = await litellm.atext_completion(stream=True, **_kwargs(call))
            else:
                response = await litellm.acompletion(stream=True, **_kwargs(call))
        except Exception as exc:
            raise _to_error(exc) from None
        return LiteLLMStream(response)

    async def close(self) -> None:
        return None
