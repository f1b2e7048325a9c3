"""The upstream SSE reader parses events as the SSE standard says: an event's consecutive ``data:`` lines are
one payload joined by newlines, other fields are skipped, and events split across reads still arrive whole.
Served by a real HTTP server on loopback, read through the gateway's own upstream client."""

from __future__ import annotations

import asyncio

import orjson
from aiohttp import web

from gateway.policy.model import Version
from gateway.upstreams.base import UpstreamCall
from gateway.upstreams.openai_compat import OpenAICompatible
from tests.support.policies import openai_version

EVENTS = [
    # One JSON object spread over three data: lines (a pretty-printing server does this).
    b'data: {"id": "a",\ndata:  "choices": [{"delta": {"content": "one"}}],\ndata: "n": 1}\n\n',
    # A named event with an id and a comment around a single data line.
    b': keep-alive\nevent: chunk\nid: 7\ndata: {"id": "b", "n": 2}\n\n',
    # No space after the colon; CRLF line ends.
    b'data:{"id": "c",\r\ndata:"n": 3}\r\n\r\n',
    # A comment-only event carries no data and yields nothing.
    b": ping\n\n",
    b"data: [DONE]\n\n",
]


async def _serve(chunks: list[bytes]) -> tuple[web.AppRunner, str]:
    async def handler(request: web.Request) -> web.StreamResponse:
        response = web.StreamResponse(headers={"content-type": "text/event-stream"})
        await response.prepare(request)
        for chunk in chunks:
            await response.write(chunk)
            await asyncio.sleep(0.01)  # each chunk is its own read on the client side
        await response.write_eof()
        return response

    app = web.Application()
    app.router.add_post("/v1/chat/completions", handler)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    return runner, f"http://127.0.0.1:{port}/v1"


async def _read(chunks: list[bytes]) -> list[bytes]:
    runner, url = await _serve(chunks)
    client = OpenAICompatible()
    try:
        version = Version.model_validate(openai_version(url, "m"))
        stream = await client.open_stream(
            UpstreamCall(path="/chat/completions", body={"model": "m", "stream": True}, version=version, stream=True)
        )
        try:
            return [payload async for payload in stream]
        finally:
            await stream.aclose()
    finally:
        await client.close()
        await runner.cleanup()


def _ids(payloads: list[bytes]) -> list[tuple[str, int]]:
    return [(data["id"], data["n"]) for data in map(orjson.loads, payloads)]


def test_multi_line_data_events_are_joined_into_one_payload() -> None:
    payloads = asyncio.run(_read(EVENTS))
    assert _ids(payloads) == [("a", 1), ("b", 2), ("c", 3)]
    assert orjson.loads(payloads[0])["choices"][0]["delta"]["content"] == "one"


def test_events_split_anywhere_across_reads_arrive_whole() -> None:
    whole = b"".join(EVENTS)
    pieces = [whole[i : i + 7] for i in range(0, len(whole), 7)]
    assert _ids(asyncio.run(_read(pieces))) == [("a", 1), ("b", 2), ("c", 3)]
