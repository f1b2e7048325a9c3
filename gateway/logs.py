"""structlog configured once: one JSON line per event, rendered by orjson. Never keys or prompt text."""

from __future__ import annotations

import logging
import sys

import orjson
import structlog


def _dumps(data: object, default: object = None) -> str:
    return orjson.dumps(data, default=str).decode()


def configure_logging(level: str = "info") -> None:
    numeric = logging.getLevelName(level.upper())
    if not isinstance(numeric, int):
        numeric = logging.INFO
    structlog.configure(
        processors=[
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            structlog.processors.JSONRenderer(serializer=_dumps),
        ],
        wrapper_class=structlog.make_filtering_bound_logger(numeric),
        logger_factory=structlog.PrintLoggerFactory(file=sys.stdout),
        cache_logger_on_first_use=True,
    )


log = structlog.get_logger("gateway")
audit = structlog.get_logger("gateway.audit")
