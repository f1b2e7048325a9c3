"""Which body fields of a client's request may reach an upstream: an allow-list per endpoint.

Provider adapters (litellm above all) read many keyword arguments that choose where to connect and with
which credential (``api_base``, ``api_key``, ``aws_*``, ...), or that mock, retry or call back. Such a
setting comes only from the policy; a client's body carries only the API's own request parameters.
A version may name more fields to forward (``pass_fields``: a vLLM server's ``top_k``, ``guided_json``);
names that look like a control setting are refused when the policy loads.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from gateway.policy.model import Version

# OpenAI's documented request parameters per endpoint (``model`` is rewritten by the gateway).
CHAT = frozenset({
    "messages", "audio", "frequency_penalty", "function_call", "functions", "logit_bias", "logprobs",
    "max_completion_tokens", "max_tokens", "metadata", "modalities", "n", "parallel_tool_calls", "prediction",
    "presence_penalty", "prompt_cache_key", "reasoning_effort", "response_format", "safety_identifier", "seed",
    "service_tier", "stop", "store", "stream", "stream_options", "temperature", "tool_choice", "tools",
    "top_logprobs", "top_p", "user", "verbosity", "web_search_options",
})
COMPLETIONS = frozenset({
    "prompt", "best_of", "echo", "frequency_penalty", "logit_bias", "logprobs", "max_tokens", "n",
    "presence_penalty", "seed", "stop", "stream", "stream_options", "suffix", "temperature", "top_p", "user",
})
EMBEDDINGS = frozenset({"input", "dimensions", "encoding_format", "user"})
BY_PATH: dict[str, frozenset[str]] = {"/chat/completions": CHAT, "/completions": COMPLETIONS, "/embeddings": EMBEDDINGS}
# litellm reads ``metadata`` as its own logging/routing metadata, not as OpenAI's stored-completion tags.
LITELLM_EXCLUDED = frozenset({"metadata"})

# A name that sets a URL, a credential, a callback, a mock, a retry policy or a provider's account.
CONTROL = re.compile(
    r"(^(aws|vertex|azure|watsonx|bedrock|litellm|sagemaker|gcp|google|oci|databricks|snowflake)_)"
    r"|url|base|key|secret|credential|token$|password|auth|callback|hook|mock|retr|header|timeout|proxy"
    r"|region|project|location|endpoint|provider|client|deployment|organization|api_|fallback|model"
    r"|extra_|cert|ssl|verify|logger"
)
FIELD_NAME = re.compile(r"^[a-z][a-z0-9_]{0,63}$")
URL = re.compile(r"^\s*[A-Za-z][A-Za-z0-9+.-]*:")  # any scheme but ``data:`` (checked below)


def control_field(name: str) -> bool:
    """Does this field name look like a setting that only the policy may give?"""
    return CONTROL.search(name) is not None


@lru_cache(maxsize=256)
def allowed(path: str, provider: str, extra: tuple[str, ...] = ()) -> frozenset[str]:
    """The body fields an upstream call on ``path`` may carry for a version of ``provider`` (built once)."""
    base = BY_PATH.get(path, frozenset())
    if provider == "litellm":
        base = base - LITELLM_EXCLUDED
    return base | frozenset(name for name in extra if not control_field(name))


def outbound(path: str, version: Version, body: dict[str, Any]) -> dict[str, Any]:
    """The body restricted to what ``version``'s upstream may receive on ``path``, with its ``model``."""
    names = allowed(path, version.provider, version.pass_fields)
    out = {key: value for key, value in body.items() if key in names}
    out["model"] = version.upstream_model
    return out


def _remote(value: Any) -> bool:
    return isinstance(value, str) and URL.match(value) is not None and value.lstrip()[:5].lower() != "data:"


def remote_media(body: dict[str, Any]) -> str | None:
    """Where a message part names media by a URL (not inline ``data:``), as a param path; else None.

    Some litellm adapters download such a URL themselves (to inline it for providers that take only bytes),
    which would let a request make the gateway connect where it chooses; text is never fetched."""
    messages = body.get("messages")
    if not isinstance(messages, list):
        return None
    for i, message in enumerate(messages):
        content = message.get("content") if isinstance(message, dict) else None
        if not isinstance(content, list):
            continue
        for j, part in enumerate(content):
            if not isinstance(part, dict):
                continue
            for key, value in part.items():
                if key == "text":
                    continue
                inner = value.values() if isinstance(value, dict) else (value,)
                if any(_remote(v) for v in inner):
                    return f"messages[{i}].content[{j}].{key}"
    return None
