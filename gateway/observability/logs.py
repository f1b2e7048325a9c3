"""structlog configured once: one JSON line per event, rendered by orjson, each written at once in one write.
Never keys or prompt text."""

from __future__ import annotations

import logging
import sys

import orjson
import structlog


def _dumps(data: object, default: object = None) -> bytes:
    return orjson.dumps(data, default=str)


_request_lines = True


def request_lines_enabled() -> bool:
    return _request_lines


def write_line(event: str, fields: dict[str, object]) -> None:
    """The per-request line, through structlog like every other line (one JSON line, written at once)."""
    log.info(event, **fields)


def configure_logging(level: str = "info") -> None:
    global _request_lines
    numeric = logging.getLevelName(level.upper())
    if not isinstance(numeric, int):
        numeric = logging.INFO
    _request_lines = numeric <= logging.INFO
    structlog.configure(
        processors=[
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            structlog.processors.JSONRenderer(serializer=_dumps),
        ],
        wrapper_class=structlog.make_filtering_bound_logger(numeric),
        # structlog's bytes logger: each line leaves in one write (print() makes two on an unbuffered stdout).
        logger_factory=structlog.BytesLoggerFactory(file=sys.stdout.buffer),
        cache_logger_on_first_use=True,
    )


log = structlog.get_logger("gateway")
audit = structlog.get_logger("gateway.audit")
