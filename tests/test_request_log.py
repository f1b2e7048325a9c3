"""The per-request log line: lines of one event-loop iteration leave in one write, even unbuffered."""

from __future__ import annotations

import asyncio
import sys

import orjson
import pytest

from gateway.observability import logs


class _Unbuffered:
    """``sys.stdout`` as PYTHONUNBUFFERED=1 makes it (containers, the Dockerfile): every write of its
    binary layer reaches the file descriptor, so each one here is a syscall there."""

    def __init__(self) -> None:
        self.writes: list[bytes] = []
        self.buffer = self

    def write(self, data: bytes) -> int:
        self.writes.append(bytes(data))
        return len(data)

    def flush(self) -> None:
        pass


def _ids(chunk: bytes) -> list[str]:
    return [orjson.loads(line)["request_id"] for line in chunk.splitlines()]


def test_lines_of_one_iteration_leave_in_one_write(monkeypatch: pytest.MonkeyPatch) -> None:
    out = _Unbuffered()
    monkeypatch.setattr(sys, "stdout", out)

    async def main() -> None:
        for rid in ("a", "b", "c"):
            logs.write_line("request", {"request_id": rid, "status": 200})
        assert out.writes == []  # held until the iteration ends
        await asyncio.sleep(0)
        assert len(out.writes) == 1 and _ids(out.writes[0]) == ["a", "b", "c"]
        logs.write_line("request", {"request_id": "d", "status": 200})
        await asyncio.sleep(0)

    asyncio.run(main())
    assert [_ids(w) for w in out.writes] == [["a", "b", "c"], ["d"]]
    line = orjson.loads(out.writes[1])
    assert (line["event"], line["level"], line["timestamp"][-1]) == ("request", "info", "Z")


def test_a_line_written_outside_an_event_loop_is_written_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    out = _Unbuffered()
    monkeypatch.setattr(sys, "stdout", out)
    logs.write_line("request", {"request_id": "cli"})
    assert [_ids(w) for w in out.writes] == [["cli"]]
