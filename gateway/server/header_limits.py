"""``HeaderSizeGuard``, the ASGI guard for header sizes: uvicorn's httptools parser has no bound of its own.

Not a quota: "limit" in this project means a team's, key's or task's quota (``gateway.policy.model.Limits``).

Body size and message counts are checked on the request path (pipeline/parse.py, pipeline/validate.py);
headers must be checked before any route runs. JSON nesting: orjson parses up to 1024 levels but serializes
only 254, so ``pipeline.parse.parse_json_object`` refuses more than ``MAX_JSON_DEPTH`` levels at parse,
before any upstream call or echo (a body with fewer brackets than the limit is not walked at all).
"""

from __future__ import annotations

from starlette.types import ASGIApp, Receive, Scope, Send

from gateway.protocols.openai_errors import GatewayError

MAX_HEADER_COUNT = 200


class HeadersTooLarge(GatewayError):
    status = 431
    type = "invalid_request_error"
    code = "request_header_fields_too_large"


def header_size_error(headers: list[tuple[bytes, bytes]], max_bytes: int) -> HeadersTooLarge | None:
    """The 431 for a request whose headers are too many or too large, else None (one pass, no decoding)."""
    if len(headers) > MAX_HEADER_COUNT or sum(len(k) + len(v) for k, v in headers) > max_bytes:
        return HeadersTooLarge(f"request headers exceed {max_bytes} bytes or {MAX_HEADER_COUNT} fields")
    return None


class HeaderSizeGuard:
    """Answers 431 before any route runs when a request's headers are too many or too large."""

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            error = header_size_error(scope["headers"], self.max_bytes)
            if error is not None:
                await error.to_response()(scope, receive, send)
                return
        await self.app(scope, receive, send)
