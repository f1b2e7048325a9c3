"""structlog configured once: one JSON line per event, rendered by orjson. Never keys or prompt text."""

from __future__ import annotations

import asyncio
import atexit
import logging
import sys
from datetime import UTC, datetime

import orjson
import structlog


def _dumps(data: object, default: object = None) -> str:
    return orjson.dumps(data, default=str).decode()


_request_lines = True


def request_lines_enabled() -> bool:
    return _request_lines


_flush_on: asyncio.AbstractEventLoop | None = None  # the loop a flush is queued on
_pending: list[bytes] = []  # request lines not yet written


def _flush() -> None:
    global _flush_on
    _flush_on = None
    if not _pending:
        return
    data = b"".join(_pending)
    _pending.clear()
    out = sys.stdout.buffer
    out.write(data)
    out.flush()


atexit.register(_flush)


def write_line(event: str, fields: dict[str, object]) -> None:
    """The per-request line, written directly (one orjson call) rather than through structlog's processor
    chain: it is the only log line on the hot path. Same JSON shape as the rest.

    Under a running event loop the lines wait in a list until the end of the loop iteration, so the lines
    of the requests finishing together leave in one write (one syscall, not one per request). The list is
    the gateway's own, not stdout's buffer: containers run Python with PYTHONUNBUFFERED=1 (the Dockerfile
    too), which makes ``sys.stdout.buffer`` an unbuffered file, and a write syscall per request is costly at a pod's
    request rate. The lines leave at the end of the loop iteration, just after the answers they describe (a
    complete answer is written at once, see ``gateway.server.run.CorkedHttpToolsProtocol``).
    """
    global _flush_on
    fields["event"] = event
    fields["level"] = "info"
    fields["timestamp"] = datetime.now(UTC).isoformat().replace("+00:00", "Z")
    _pending.append(orjson.dumps(fields, default=str) + b"\n")
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        _flush()
        return
    if _flush_on is not loop:  # none queued, or queued on a loop that has since stopped
        _flush_on = loop
        loop.call_soon(_flush)


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
        logger_factory=structlog.PrintLoggerFactory(file=sys.stdout),
        cache_logger_on_first_use=True,
    )


log = structlog.get_logger("gateway")
audit = structlog.get_logger("gateway.audit")
