"""Running under uvicorn: the factory workers import, and the server settings chosen for speed.

uvloop and httptools (the C HTTP parser) rather than asyncio's loop and pure-Python h11; one process per
core via ``GATEWAY_WORKERS``. Settings reach workers through the environment, so ``serve`` exports its flags.
"""

from __future__ import annotations

import uvicorn
from fastapi import FastAPI

from gateway.app import create_app
from gateway.settings import Settings


def app_factory() -> FastAPI:
    return create_app(Settings())


def run(settings: Settings) -> None:
    uvicorn.run(
        "gateway.server:app_factory",
        factory=True,
        host=settings.host,
        port=settings.port,
        workers=settings.workers,
        loop="uvloop",
        http="httptools",
        lifespan="on",
        access_log=settings.access_log,
        log_level="warning",
        timeout_graceful_shutdown=int(settings.drain_seconds) or None,
        timeout_keep_alive=75,
        server_header=False,
        date_header=False,
    )
