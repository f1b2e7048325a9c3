"""A non-streamed answer is sent before its bookkeeping runs, and the bookkeeping runs however sending ends."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from gateway.server.fastpath import JSONAnswer

SCOPE: dict[str, Any] = {"type": "http", "method": "POST", "path": "/v1/chat/completions", "headers": []}


async def _receive() -> dict[str, Any]:
    return {"type": "http.request", "body": b"", "more_body": False}


def test_bookkeeping_runs_after_the_answer_is_sent() -> None:
    events: list[str] = []

    async def send(message: dict[str, Any]) -> None:
        events.append(message["type"])

    answer = JSONAnswer(b'{"ok":true}', {"x-request-id": "r1"}, after=lambda: events.append("bookkeeping"))
    asyncio.run(answer(SCOPE, _receive, send))
    assert events == ["http.response.start", "http.response.body", "bookkeeping"]
    assert (b"x-request-id", b"r1") in answer.raw_headers and (b"content-length", b"11") in answer.raw_headers


def test_bookkeeping_runs_when_the_client_is_gone_or_the_send_is_cancelled() -> None:
    ran: list[str] = []

    async def broken(message: dict[str, Any]) -> None:
        raise OSError("connection reset")

    with pytest.raises(OSError):
        asyncio.run(JSONAnswer(b"{}", {}, after=lambda: ran.append("reset"))(SCOPE, _receive, broken))

    async def slow(message: dict[str, Any]) -> None:
        await asyncio.sleep(10)  # a client that stopped reading: the write waits for the buffer to drain

    async def cancelled() -> None:
        answer = JSONAnswer(b"{}", {}, after=lambda: ran.append("cancelled"))
        task = asyncio.ensure_future(answer(SCOPE, _receive, slow))
        await asyncio.sleep(0.01)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task

    asyncio.run(cancelled())
    assert ran == ["reset", "cancelled"]
