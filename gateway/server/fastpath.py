"""The inference routes' fast lane: a thin ASGI dispatcher in front of the FastAPI app.

FastAPI's middleware stack and routing are a visible share of a proxied request (exception middlewares, an
async exit stack, route matching, request/response wrappers). The hot endpoints need none of it: their
handler already turns every error into a response in OpenAI's shape. Everything else (admin, dashboard,
probes, metrics, lifespan) goes through FastAPI unchanged.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from starlette.requests import Request
from starlette.responses import Response
from starlette.types import ASGIApp, Receive, Scope, Send

from gateway.observability.logs import log
from gateway.protocols.openai_errors import InternalError
from gateway.server.header_limits import header_size_error

Handler = Callable[[Request], Awaitable[Response]]


class JSONAnswer(Response):
    """A complete JSON answer whose headers are known to be lower-case ASCII (the gateway's own names).

    Starlette's ``Response`` lower-cases, encodes and scans every header for content-length/-type; with the
    dozen or so headers of an inference answer (rate limits, route, overhead) that is work done on every request.

    ``after`` runs once the answer is written, and also when sending it failed or was cancelled: the
    request's bookkeeping goes there, off the client's wait (docs/request-timeline.md)."""

    media_type = "application/json"

    def __init__(
        self, body: bytes, headers: dict[str, str], status_code: int = 200, after: Callable[[], None] | None = None
    ) -> None:
        self.status_code = status_code
        self.background = None
        self.body = body
        raw = [(name.encode(), value.encode("latin-1")) for name, value in headers.items()]
        raw.append((b"content-length", str(len(body)).encode()))
        raw.append((b"content-type", b"application/json"))
        self.raw_headers = raw
        self.after = after

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        try:
            await send({"type": "http.response.start", "status": self.status_code, "headers": self.raw_headers})
            await send({"type": "http.response.body", "body": self.body})
        finally:
            if self.after is not None:
                self.after()


class FastPath:
    def __init__(self, app: ASGIApp, routes: dict[str, Handler], max_header_bytes: int) -> None:
        self.app = app
        self.routes = routes
        self.max_header_bytes = max_header_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        handler = self.routes.get(scope["path"]) if scope["type"] == "http" and scope["method"] == "POST" else None
        if handler is None:
            await self.app(scope, receive, send)
            return
        error = header_size_error(scope["headers"], self.max_header_bytes)
        if error is not None:
            await error.to_response()(scope, receive, send)
            return
        try:
            response = await handler(Request(scope, receive))
        except Exception as exc:  # a bug must still answer in OpenAI's shape, never a bare 500 page
            log.error("unhandled_error", path=scope["path"], error=type(exc).__name__)
            response = InternalError("the gateway failed unexpectedly; the error was logged").to_response()
        await response(scope, receive, send)
