"""Running under uvicorn: server settings chosen for speed, graceful drain.

uvloop and httptools (the C HTTP parser) rather than asyncio's loop and pure-Python h11. One process per pod
(or host), scaled by replicas on a shared Redis: docs/deploy.md says why there is no worker option.

On SIGTERM readiness goes false first (``/readyz`` answers 503 while ``GATEWAY_SHUTDOWN_DELAY_SECONDS``
passes, so a load balancer stops sending), then the listener closes, in-flight requests and streams get
``GATEWAY_DRAIN_SECONDS`` to finish, the ledger is flushed, and the process exits 0.
"""

from __future__ import annotations

import resource
import signal
import socket
import threading
from collections.abc import Callable

import uvicorn
from fastapi import FastAPI

from gateway.observability.logs import log
from gateway.server.app import asgi_app, create_app
from gateway.server.fastpath import FastPath
from gateway.server.uvicorn_compat import DrainingServer, GuardedHttpToolsProtocol
from gateway.settings import Settings

__all__ = ["run"]


def configure_connections(settings: Settings) -> None:
    """The connection limits of this process.

    The bound stays within the descriptor limit: each client connection may need an upstream one too, and a
    process out of descriptors fails every accept instead of answering 503."""
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    bound = settings.max_connections
    if soft != resource.RLIM_INFINITY and bound > (soft - 256) // 2:
        bound = max(1, (soft - 256) // 2)
        log.warning("max_connections_lowered", configured=settings.max_connections, used=bound, nofile=soft)
    GuardedHttpToolsProtocol.configure(settings.header_timeout_seconds, settings.body_timeout_seconds, bound)


def drain_on_signal(app: FastAPI, delay: float) -> Callable[[int], float | None]:
    """The first SIGTERM marks the app as draining (``/readyz`` answers 503) and stops the server ``delay``
    seconds later; before the app has started there is nothing to drain."""

    def on_signal(sig: int) -> float | None:
        services = getattr(app.state, "services", None)
        if services is None:
            return None
        services.draining = True
        # a signal handler runs between two bytecodes of the main thread, which may be inside the logger's write
        # (it holds a lock that is not reentrant): logging here would wait on itself, so another thread writes it
        line = {"signal": signal.Signals(sig).name, "delay_seconds": delay}
        threading.Thread(target=lambda: log.info("draining", **line), daemon=True).start()
        return delay

    return on_signal


def _config(settings: Settings, app: FastPath) -> uvicorn.Config:
    return uvicorn.Config(
        app,
        host=settings.host,
        port=settings.port,
        loop="uvloop",
        http=GuardedHttpToolsProtocol,
        proxy_headers=False,  # no forwarded addresses are used, so its middleware would be pure cost
        lifespan="on",
        access_log=settings.access_log,
        log_level="warning",
        timeout_graceful_shutdown=int(settings.drain_seconds) or None,
        timeout_keep_alive=settings.keepalive_timeout_seconds,  # type: ignore[arg-type]  # used as a float
        server_header=False,
        date_header=False,
        h11_max_incomplete_event_size=settings.max_header_bytes,
    )


def bind(host: str, port: int) -> socket.socket:
    """The listening socket, bound before anything says "serving" (or prints a new key): a port clash is
    reported as such, at once, not after a banner that claims the gateway is up."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
    except OSError:
        sock.close()
        raise
    sock.set_inheritable(True)
    return sock


def run(settings: Settings, sock: socket.socket | None = None) -> None:
    app = create_app(settings)
    configure_connections(settings)
    server = DrainingServer(_config(settings, asgi_app(app, settings)),
                            drain_on_signal(app, settings.shutdown_delay_seconds))
    server.run(sockets=[sock] if sock is not None else None)
