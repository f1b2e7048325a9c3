"""An upstream's refusal read for its meaning: error type, code and message, cleaned of secrets and internals.

Providers word refusals differently (OpenAI ``{"error": {type, code, message}}``, Anthropic ``{"type":
"error", "error": {type, message}}``, vLLM ``{"object": "error", "type", "message", "code"}``, FastAPI
``{"detail": ...}``); the client gets one shape in its own protocol, and a context-length refusal is known as
such whatever the wording, so that it can move to a larger version.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import orjson

MESSAGE_MAX = 500
OPENAI_TYPES = frozenset({
    "invalid_request_error", "authentication_error", "permission_error", "not_found_error", "rate_limit_error",
    "insufficient_quota", "server_error", "api_error", "overloaded_error", "request_too_large",
})
CODE = re.compile(r"^[A-Za-z][A-Za-z0-9_.-]{0,63}$")
CONTEXT_LENGTH = re.compile(
    r"context[ _-]?(length|window)|maximum context|prompt is too long|input is too long|too many (input )?tokens"
    r"|exceeds? the model'?s? (maximum )?(context|input)|reduce the length of the (messages|prompt)",
    re.IGNORECASE,
)
# What a message must never carry to a client: credentials, URLs and addresses of the upstream's network.
_SECRETS = (
    (re.compile(r"\b(sk|pk|rk|gw|key)-[A-Za-z0-9_\-]{6,}"), "<redacted>"),
    (re.compile(r"(?i)\bbearer\s+\S+"), "Bearer <redacted>"),
    (re.compile(r"(?i)\b(api[_-]?key|password|passwd|secret|token|authorization)\b\s*[=:]\s*\S+"), r"\1=<redacted>"),
    (re.compile(r"(?i)\b[a-z][a-z0-9+.-]*://\S+"), "<url>"),
    (re.compile(r"\b\d{1,3}(\.\d{1,3}){3}(:\d+)?\b"), "<address>"),
)


@dataclass(frozen=True, slots=True)
class Refusal:
    type: str | None
    code: str | None
    message: str | None
    param: str | None

    @property
    def context_length(self) -> bool:
        """Did the upstream refuse because the request does not fit its context window?"""
        if self.code is not None and "context_length" in self.code.lower():
            return True
        return self.message is not None and CONTEXT_LENGTH.search(self.message) is not None


def clean(message: str) -> str:
    """The message without credentials, URLs or addresses, on one line, bounded."""
    text = " ".join(message.split())
    for pattern, replacement in _SECRETS:
        text = pattern.sub(replacement, text)
    return text[:MESSAGE_MAX]


def _text(value: Any) -> str | None:
    if isinstance(value, str) and value.strip():
        return value
    if isinstance(value, list) and value and isinstance(value[0], dict):  # FastAPI validation details
        return _text(value[0].get("msg"))
    return None


def _code(value: Any) -> str | None:
    return value if isinstance(value, str) and CODE.match(value) else None


def parse(status: int, body: bytes) -> Refusal:
    """The refusal in an error answer's body; a 5xx keeps its type and code but never its message."""
    try:
        data = orjson.loads(body) if body else None
    except orjson.JSONDecodeError:
        data = None
    if not isinstance(data, dict):
        return Refusal(None, None, None, None)
    inner = data.get("error")
    source = inner if isinstance(inner, dict) else data
    message = _text(source.get("message")) or _text(inner) or _text(data.get("detail"))
    kind = _code(source.get("type"))
    code = _code(source.get("code"))
    if code is None and message and CONTEXT_LENGTH.search(message):
        code = "context_length_exceeded"
    return Refusal(
        type=kind if kind in OPENAI_TYPES else None,
        code=code,
        message=clean(message) if message and status < 500 else None,
        param=_code(source.get("param")),
    )
