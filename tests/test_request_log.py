"""The per-request log line: one JSON line through structlog, written at once (a process that dies right after
a request still leaves the request's line), in order with the other lines."""

from __future__ import annotations

import os
import subprocess
import sys

import orjson

SCRIPT = """
import asyncio, os
from gateway.observability import logs

logs.configure_logging("info")

async def main():
    logs.write_line("request", {"request_id": "first", "status": 200})
    logs.log.warning("something_else")
    logs.write_line("request", {"request_id": "second", "status": 499})
    os._exit(0)  # killed before the loop iteration ends: nothing left to flush

asyncio.run(main())
"""


def test_lines_are_written_at_once_and_in_order() -> None:
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}  # as containers run it
    out = subprocess.run([sys.executable, "-c", SCRIPT], env=env, capture_output=True, timeout=60, check=True)
    lines = [orjson.loads(line) for line in out.stdout.splitlines()]
    assert [line.get("request_id", line["event"]) for line in lines] == ["first", "something_else", "second"]
    first = lines[0]
    assert (first["event"], first["level"], first["status"]) == ("request", "info", 200)
    assert first["timestamp"].endswith("Z")
