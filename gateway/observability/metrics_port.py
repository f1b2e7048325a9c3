"""Where ``/metrics`` is served: the Prometheus text shows every team's cost and token counters.

``GATEWAY_METRICS_PORT`` serves it on a port of its own (reachable by the scraper, not by clients) and no
longer on the serving port; ``GATEWAY_METRICS_TOKEN`` requires ``Authorization: Bearer <token>`` wherever it
is served. The port runs in the gateway's own event loop (no thread of its own), through uvicorn's protocol
with the same connection limits.
"""

from __future__ import annotations

import asyncio
import hmac
import socket
from collections.abc import Awaitable, Callable

import uvicorn
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from gateway.observability.metrics import REGISTRY
from gateway.protocols.openai_errors import NotFound, Unauthorized
from gateway.server.uvicorn_compat import GuardedHttpToolsProtocol, ServerState, protocol_factory
from gateway.settings import Settings

Endpoint = Callable[[Request], Awaitable[Response]]


def metrics_endpoint(token: str | None, admin_key: str | None = None) -> Endpoint:
    """``GET /metrics``, answering 401 (OpenAI's shape) unless the request carries an accepted token.

    Accepted: the metrics token when one is set; otherwise the admin key when one is set (a gateway with an
    admin key is one whose operators keep team figures from team keys); otherwise anyone (the embedded
    default on a laptop)."""
    accepted = [f"Bearer {t}".encode() for t in ((token,) if token else (admin_key,) if admin_key else ())]

    async def metrics(request: Request) -> Response:
        if accepted:
            given = request.headers.get("authorization", "").encode("latin-1")
            if not any(hmac.compare_digest(given, expected) for expected in accepted):
                which = "the metrics token" if token else "the admin key"
                return Unauthorized(f"/metrics needs {which} (Authorization: Bearer ...)",
                                    code="invalid_metrics_token").to_response()
        return Response(generate_latest(REGISTRY), media_type=CONTENT_TYPE_LATEST)

    return metrics


def serving_port_metrics(settings: Settings) -> Endpoint:
    """``/metrics`` on the serving port: the endpoint, or a 404 when it has a port of its own."""
    if settings.metrics_port is None:
        return metrics_endpoint(settings.metrics_token, settings.admin_key)

    async def elsewhere(request: Request) -> Response:
        return NotFound(f"no such endpoint: {request.url.path}", code="not_found").to_response()

    return elsewhere


class MetricsListener:
    """The metrics port, open while the app runs (``open`` at start-up, ``close`` at shutdown)."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._server: asyncio.AbstractServer | None = None
        self._state = ServerState()
        self.port: int | None = None

    async def open(self) -> None:
        settings = self.settings
        assert settings.metrics_port is not None
        app = Starlette(routes=[Route("/metrics", metrics_endpoint(settings.metrics_token), methods=["GET"])])
        config = uvicorn.Config(app, lifespan="off", log_config=None, proxy_headers=False, server_header=False,
                                date_header=False, http=GuardedHttpToolsProtocol,
                                # uvicorn annotates int but uses the seconds as a float
                                timeout_keep_alive=settings.keepalive_timeout_seconds)  # type: ignore[arg-type]
        config.load()
        loop = asyncio.get_running_loop()
        sock = _bind(settings.host, settings.metrics_port)
        self._server = await loop.create_server(protocol_factory(config, self._state, loop), sock=sock)
        self.port = int(sock.getsockname()[1])

    async def close(self) -> None:
        if self._server is None:
            return
        self._server.close()
        for connection in list(self._state.connections):
            connection.shutdown()
        self._server = None


def _bind(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError:
        sock.close()
        raise
    sock.listen(128)
    sock.setblocking(False)
    return sock
