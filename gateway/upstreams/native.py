"""Native pass-through: a request sent to an upstream that speaks the client's own protocol, untranslated.

``/v1/messages`` to an Anthropic-protocol upstream (``provider: anthropic``) and ``/v1/responses`` to an
OpenAI upstream that speaks the Responses API (``protocol: responses``) keep every field the client sent
(``cache_control``, ``thinking``, ``context_management``, reasoning items, ``namespace`` and ``web_search``
tools, ``prompt_cache_key``): only ``model`` is rewritten, and only the API's own parameters pass (an
allow-list per protocol, with the same rule as ``fields``: nothing a client sends picks a URL or credential).
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from gateway.pipeline.usage import Usage
from gateway.policy.model import Model, Version
from gateway.upstreams.base import UpstreamCall
from gateway.upstreams.fields import control_field
from gateway.upstreams.openai_compat import OpenAICompatible

ANTHROPIC_VERSION = "2023-06-01"

# Anthropic Messages request parameters. ``mcp_servers`` is left out: it names URLs (and tokens) that the
# provider would connect to on the gateway's account.
MESSAGES = frozenset({
    "messages", "system", "max_tokens", "metadata", "stop_sequences", "stream", "temperature", "top_p", "top_k",
    "tools", "tool_choice", "thinking", "context_management", "service_tier", "container",
})
# Responses API request parameters. ``background`` is left out (a job the gateway could not account).
RESPONSES = frozenset({
    "input", "instructions", "tools", "tool_choice", "parallel_tool_calls", "reasoning", "text",
    "max_output_tokens", "max_tool_calls", "metadata", "store", "stream", "stream_options", "temperature",
    "top_p", "top_logprobs", "truncation", "include", "prompt_cache_key", "prompt_cache_retention",
    "safety_identifier", "service_tier", "user", "previous_response_id", "conversation", "prompt",
})
PATHS = {"/v1/messages": "/messages", "/v1/responses": "/responses"}
BY_PATH = {"/messages": MESSAGES, "/responses": RESPONSES}


BETA = re.compile(r"^[A-Za-z0-9._-]{1,80}( *, *[A-Za-z0-9._-]{1,80}){0,15}$")


def beta_header(headers: Mapping[str, str]) -> str | None:
    """The client's ``anthropic-beta`` features (Claude Code enables context management, interleaved
    thinking, ... this way), passed on to a native Anthropic upstream when they are a plain list of names."""
    value = headers.get("anthropic-beta")
    return value if value is not None and BETA.match(value) else None


def native_path(endpoint: str, version: Version) -> str | None:
    """The upstream path when ``version`` speaks the protocol of ``endpoint`` natively, else None."""
    if endpoint == "/v1/messages" and version.provider == "anthropic":
        return "/messages"
    if endpoint == "/v1/responses" and version.provider == "openai" and version.protocol == "responses":
        return "/responses"
    return None


def keeps_history(endpoint: str, model: Model) -> bool:
    """Does every upstream of ``model`` serve ``endpoint`` natively with its own response store (Responses
    upstreams), so that a ``previous_response_id`` goes to it unresolved?"""
    return endpoint == "/v1/responses" and all(
        native_path(endpoint, served) for version in model.versions.values() for served in version.upstreams()
    )


@lru_cache(maxsize=256)
def allowed(path: str, extra: tuple[str, ...] = ()) -> frozenset[str]:
    return BY_PATH[path] | frozenset(name for name in extra if not control_field(name))


def outbound(path: str, version: Version, body: dict[str, Any]) -> dict[str, Any]:
    """The client's body restricted to the protocol's own parameters, with the version's ``model``."""
    names = allowed(path, version.pass_fields)
    out = {key: value for key, value in body.items() if key in names}
    out["model"] = version.upstream_model
    return out


def _int(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0


def anthropic_usage(data: Any) -> Usage | None:
    """An Anthropic ``usage``: ``input_tokens`` excludes the cache reads and writes, which are added to the
    prompt (OpenAI's sense, as the ledger keeps it), the reads also counted as cached, the writes as such."""
    if not isinstance(data, dict):
        return None
    read = _int(data.get("cache_read_input_tokens"))
    written = _int(data.get("cache_creation_input_tokens"))
    return Usage(
        prompt_tokens=_int(data.get("input_tokens")) + read + written,
        cached_tokens=read,
        completion_tokens=_int(data.get("output_tokens")),
        cache_write_tokens=written,
    )


def responses_usage(data: Any) -> Usage | None:
    """A Responses ``usage``: ``input_tokens`` includes ``input_tokens_details.cached_tokens``."""
    if not isinstance(data, dict):
        return None
    details = data.get("input_tokens_details")
    return Usage(
        prompt_tokens=_int(data.get("input_tokens")),
        cached_tokens=_int(details.get("cached_tokens")) if isinstance(details, dict) else 0,
        completion_tokens=_int(data.get("output_tokens")),
    )


def reply_usage(path: str, data: dict[str, Any]) -> Usage | None:
    """The usage of a complete native answer."""
    return (anthropic_usage if path == "/messages" else responses_usage)(data.get("usage"))


class StreamUsage:
    """Usage learned from a native stream's events: Anthropic's ``message_start`` (input and cache tokens)
    and ``message_delta`` (output tokens so far); Responses' ``response.completed`` (all of it)."""

    __slots__ = ("produced", "usage")

    def __init__(self) -> None:
        self.usage: Usage | None = None
        self.produced = 0  # delta events with output, the estimate when the stream ends without usage

    def feed(self, data: dict[str, Any]) -> None:
        kind = data.get("type")
        if kind == "message_start":
            message = data.get("message")
            if isinstance(message, dict):
                self.usage = anthropic_usage(message.get("usage"))
        elif kind == "message_delta":
            found = anthropic_usage(data.get("usage"))
            if found is not None:
                if self.usage is None:
                    self.usage = found
                else:
                    self.usage.completion_tokens = found.completion_tokens
                    if found.prompt_tokens:  # a provider that sends the input counts here too
                        self.usage = Usage(found.prompt_tokens, found.cached_tokens, found.completion_tokens,
                                           cache_write_tokens=found.cache_write_tokens)
        elif kind in ("response.completed", "response.incomplete", "response.failed"):
            response = data.get("response")
            if isinstance(response, dict):
                self.usage = responses_usage(response.get("usage")) or self.usage
        elif isinstance(kind, str) and kind.endswith("delta"):
            self.produced += 1


class AnthropicUpstream(OpenAICompatible):
    """``provider: anthropic``: the Messages API at ``base_url`` (e.g. ``https://api.anthropic.com/v1``),
    authenticated with ``x-api-key`` and ``anthropic-version``; the same pools, proxies and TLS as ``openai``."""

    def _prepared_key(self, call: UpstreamCall) -> tuple[int, str]:
        # Keyed by the beta features too: clients send a handful of combinations, each built once.
        return (id(call.version), call.path + "|" + (call.beta or ""))

    def _version_headers(self, call: UpstreamCall) -> dict[str, str]:
        headers = {"anthropic-version": ANTHROPIC_VERSION}
        if call.beta:
            headers["anthropic-beta"] = call.beta
        version = call.version
        secret = os.environ.get(version.api_key_env) if version.api_key_env else None
        if secret:
            headers["x-api-key"] = secret
        return headers
