"""The relay of a streamed answer whose whole burst arrived in one read: every event reaches the client once, in
order, then ``[DONE]``, and the stream is accounted once."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from typing import Any

import orjson

from gateway.pipeline.forward import Attempt, OpenStream
from gateway.pipeline.parse import RequestContext
from gateway.pipeline.stream import DONE, StreamAccount, relay
from gateway.policy.model import Version
from gateway.protocols.frontends import Frontend

BURST = 200


def _payload(i: int) -> bytes:
    return orjson.dumps({"id": "c", "object": "chat.completion.chunk", "choices": [{"delta": {"content": f"t{i}"}}]})


class BurstStream:
    """An upstream whose whole answer arrived in one read: everything after the first payload is ready."""

    def __init__(self, payloads: list[bytes]) -> None:
        self._rest = payloads

    def ready(self) -> list[bytes]:
        out, self._rest = self._rest, []
        return out

    async def _chunks(self) -> AsyncIterator[bytes]:
        while self._rest:
            yield self._rest.pop(0)

    async def aclose(self) -> None:
        return None


def _account() -> tuple[StreamAccount, list[Any]]:
    body = {"model": "coder", "stream": True, "messages": [{"role": "user", "content": "hi"}]}
    ctx = RequestContext("r1", "/v1/chat/completions", time.perf_counter(), "team", "k", "test", "coder", body,
                         body, "/chat/completions", 10, True, 5)
    version = Version(provider="openai", upstream_model="m", base_url="http://127.0.0.1:9/v1", context_window=1000)
    stream = BurstStream([_payload(i) for i in range(1, BURST)])
    opened = OpenStream(stream=stream, chunks=stream._chunks(), first=_payload(0))  # type: ignore[arg-type]
    done: list[Any] = []
    attempt = Attempt(index=0, version_name="fast", version=version, started=time.perf_counter(), streamed=True)
    return StreamAccount(ctx, attempt, opened, lambda *args: done.append(args), Frontend("/v1/chat/completions")), done


def test_a_burst_is_relayed_whole_in_order_and_accounted_once() -> None:
    async def run() -> tuple[list[bytes], list[Any]]:
        account, done = _account()
        return [frame async for frame in relay(account)], done

    frames, done = asyncio.run(run())
    sent = b"".join(frames)
    assert sent == b"".join(b"data: " + _payload(i) + b"\n\n" for i in range(BURST)) + DONE
    assert frames[0] == b"data: " + _payload(0) + b"\n\n", "the first event waits for nothing else"
    assert len(done) == 1
