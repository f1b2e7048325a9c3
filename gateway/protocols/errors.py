"""Errors of the translation layer and the two error body shapes the agents' protocols expect.

`ProtocolError` is the ONLY exception the translators raise: it means the client sent something we cannot
translate (the lead maps it to a final 400). Upstream replies are translated tolerantly instead, because a
malformed upstream reply is not the client's fault and must not surface as a 400.
"""

from __future__ import annotations

from typing import Any


class ProtocolError(ValueError):
    """Invalid client input for a protocol translation; `param` names the offending field (OpenAI style)."""

    def __init__(self, message: str, param: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.param = param


_ANTHROPIC_TYPES: dict[int, str] = {
    400: "invalid_request_error",
    401: "authentication_error",
    402: "billing_error",
    403: "permission_error",
    404: "not_found_error",
    413: "request_too_large",
    429: "rate_limit_error",
    500: "api_error",
    503: "overloaded_error",
    529: "overloaded_error",
}

_OPENAI_TYPES: dict[int, str] = {
    400: "invalid_request_error",
    401: "authentication_error",
    403: "permission_error",
    404: "not_found_error",
    409: "conflict_error",
    413: "invalid_request_error",
    422: "invalid_request_error",
    429: "rate_limit_error",
}


def _error_type(types: dict[int, str], status: int, server: str) -> str:
    """The error type of a status: the protocol's own where it names one, else by class (5xx or 4xx)."""
    if status in types:
        return types[status]
    return server if status >= 500 else "invalid_request_error"


def anthropic_error(status: int, message: str) -> dict[str, Any]:
    """Anthropic's error body; the `anthropic` SDK picks its exception class from the HTTP status."""
    kind = _error_type(_ANTHROPIC_TYPES, status, "api_error")
    return {"type": "error", "error": {"type": kind, "message": message}}


def openai_error(
    status: int, message: str, param: str | None = None, code: str | None = None
) -> dict[str, Any]:
    """OpenAI's error body ({"error": {message, type, param, code}}), used by the Responses endpoint."""
    kind = _error_type(_OPENAI_TYPES, status, "server_error")
    return {"error": {"message": message, "type": kind, "param": param, "code": code}}
