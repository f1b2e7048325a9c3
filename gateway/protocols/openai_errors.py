"""Errors in OpenAI's shape, with a status fixed by the error class (never derived from message text)."""

from __future__ import annotations

from typing import Any, ClassVar

import orjson
from starlette.responses import Response


class GatewayError(Exception):
    """Base of every error the gateway answers with; subclasses fix status, type and code."""

    status: ClassVar[int] = 500
    type: ClassVar[str] = "server_error"
    code: ClassVar[str | None] = None

    def __init__(
        self,
        message: str,
        *,
        param: str | None = None,
        code: str | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.param = param
        self.instance_code = code
        self.headers = headers or {}

    @property
    def error_code(self) -> str | None:
        return self.instance_code or self.code

    def body(self) -> dict[str, Any]:
        return {
            "error": {
                "message": self.message,
                "type": self.type,
                "param": self.param,
                "code": self.error_code,
            }
        }

    def to_response(self, extra_headers: dict[str, str] | None = None) -> Response:
        headers = dict(self.headers)
        if extra_headers:
            headers.update(extra_headers)
        return Response(
            orjson.dumps(self.body()), status_code=self.status, media_type="application/json", headers=headers
        )


class BadRequest(GatewayError):
    status = 400
    type = "invalid_request_error"
    code = "invalid_request"


class ContextLengthExceeded(BadRequest):
    code = "context_length_exceeded"


class Unauthorized(GatewayError):
    status = 401
    type = "invalid_request_error"
    code = "invalid_api_key"


class Forbidden(GatewayError):
    status = 403
    type = "permission_error"
    code = "permission_denied"


class NotFound(GatewayError):
    status = 404
    type = "invalid_request_error"
    code = "model_not_found"


class Conflict(GatewayError):
    """The request names something that exists already, or that this API does not own (a policy-file key)."""

    status = 409
    type = "invalid_request_error"


class MethodNotAllowed(GatewayError):
    status = 405
    type = "invalid_request_error"
    code = "method_not_allowed"


class PayloadTooLarge(GatewayError):
    """Answered before the rest of the body is read, so the connection cannot carry another request: it
    says ``connection: close``, or a keep-alive client would send its next request into the closing one."""

    status = 413
    type = "invalid_request_error"
    code = "request_too_large"

    def __init__(self, message: str, **kwargs: Any) -> None:
        super().__init__(message, **kwargs)
        self.headers.setdefault("connection", "close")


class UnsupportedMediaType(GatewayError):
    status = 415
    type = "invalid_request_error"
    code = "unsupported_media_type"


class RateLimited(GatewayError):
    """A rate limit: waiting helps, so clients may retry after ``Retry-After``."""

    status = 429
    type = "requests"
    code = "rate_limit_exceeded"


class QuotaExhausted(GatewayError):
    """A budget or task limit: waiting does not help, so ``x-should-retry: false`` is sent."""

    status = 429
    type = "insufficient_quota"
    code = "insufficient_quota"


class UpstreamFailed(GatewayError):
    status = 502
    type = "upstream_error"
    code = "upstream_error"


class ServiceUnavailable(GatewayError):
    status = 503
    type = "server_error"
    code = "service_unavailable"


class UpstreamTimeout(GatewayError):
    status = 504
    type = "upstream_error"
    code = "upstream_timeout"


class InternalError(GatewayError):
    status = 500
    type = "server_error"
    code = "internal_error"


class UpstreamRejected(GatewayError):
    """An upstream's own 4xx verdict on the request (bad parameter, too long), passed on with its status, and
    the upstream's error type and code when it gave them."""

    type = "invalid_request_error"
    code = "upstream_rejected"

    def __init__(
        self, status: int, message: str, *, type: str | None = None, code: str | None = None, param: str | None = None
    ) -> None:
        super().__init__(message, code=code, param=param)
        self.status = status  # type: ignore[misc]  # per instance: the upstream's status, not the class's
        if type is not None:
            self.type = type  # type: ignore[misc]  # likewise the upstream's error type
