"""The server's corked writes: a response's head and first body bytes leave together at once (a whole answer,
a stream's first event); a stream's later chunks of one loop iteration are joined; its end leaves at once."""

from __future__ import annotations

import asyncio
from typing import Any

import uvicorn
from uvicorn.server import ServerState

from gateway.server.run import CorkedHttpToolsProtocol

REQUEST = b"POST /v1/chat/completions HTTP/1.1\r\nhost: x\r\ncontent-length: 2\r\n\r\n{}"


class RecordingTransport(asyncio.Transport):
    """A socket's transport as the protocol sees it; each ``write`` here would be one send syscall."""

    def __init__(self) -> None:
        super().__init__()
        self.writes: list[bytes] = []
        self.closing = False

    def write(self, data: Any) -> None:
        self.writes.append(bytes(data))

    def is_closing(self) -> bool:
        return self.closing

    def close(self) -> None:
        self.closing = True

    def get_extra_info(self, name: str, default: Any = None) -> Any:
        return {"sockname": ("127.0.0.1", 4000), "peername": ("127.0.0.1", 5000)}.get(name, default)

    def pause_reading(self) -> None:
        pass

    def resume_reading(self) -> None:
        pass

    def get_write_buffer_size(self) -> int:
        return 0


def _serve(app: Any, transport: RecordingTransport, requests: int = 1) -> None:
    """Feed requests, one after the other on one connection, to the protocol uvicorn runs the gateway with."""

    async def main() -> None:
        config = uvicorn.Config(app, lifespan="off", log_level="warning")
        protocol = CorkedHttpToolsProtocol(config=config, server_state=ServerState(), app_state={})
        protocol.connection_made(transport)
        for _ in range(requests):
            protocol.data_received(REQUEST)
            for _ in range(10):
                await asyncio.sleep(0)
        protocol.connection_lost(None)

    asyncio.run(main())


def test_a_complete_answer_is_written_at_once_in_one_write() -> None:
    transport = RecordingTransport()
    seen: list[int] = []

    async def app(scope: Any, receive: Any, send: Any) -> None:
        await receive()
        headers = [(b"content-type", b"application/json"), (b"content-length", b"11")]
        await send({"type": "http.response.start", "status": 200, "headers": headers})
        await send({"type": "http.response.body", "body": b'{"ok":true}'})
        # still inside this loop iteration: the settle call, the log line and other requests run here
        seen.append(len(transport.writes))

    _serve(app, transport)
    assert seen == [1], "the answer waited for the end of the loop iteration"
    assert len(transport.writes) == 1
    head, body = transport.writes[0].split(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 200 OK") and b"content-length: 11" in head and body == b'{"ok":true}'


def test_a_streams_first_event_leaves_at_once_and_later_chunks_of_one_iteration_are_joined() -> None:
    transport = RecordingTransport()
    seen: list[int] = []

    async def app(scope: Any, receive: Any, send: Any) -> None:
        await receive()
        await send({"type": "http.response.start", "status": 200, "headers": [(b"content-type", b"text/event-stream")]})
        for i in range(3):
            await send({"type": "http.response.body", "body": b"data: %d\n\n" % i, "more_body": True})
            seen.append(len(transport.writes))  # the rest of a burst is relayed in this same iteration
        await asyncio.sleep(0)  # the next chunks arrive in a later iteration
        await send({"type": "http.response.body", "body": b"data: 3\n\n", "more_body": True})
        await send({"type": "http.response.body", "body": b"data: [DONE]\n\n", "more_body": True})
        seen.append(len(transport.writes))
        await send({"type": "http.response.body", "body": b"", "more_body": False})
        seen.append(len(transport.writes))

    _serve(app, transport)
    assert seen == [1, 1, 1, 2, 3], "the first event waited, or later chunks were not joined"
    first, burst, end = transport.writes
    assert first.startswith(b"HTTP/1.1 200 OK") and first.count(b"data: ") == 1 and b"data: 0" in first
    assert burst.count(b"data: ") == 2 and b"data: 2" in burst
    assert end.count(b"data: ") == 2 and b"data: [DONE]" in end and end.endswith(b"0\r\n\r\n")


def test_each_response_on_a_kept_alive_connection_starts_afresh() -> None:
    transport = RecordingTransport()
    seen: list[int] = []

    async def app(scope: Any, receive: Any, send: Any) -> None:
        await receive()
        await send({"type": "http.response.start", "status": 200, "headers": [(b"content-type", b"text/event-stream")]})
        await send({"type": "http.response.body", "body": b"data: 0\n\n", "more_body": True})
        seen.append(len(transport.writes))
        await send({"type": "http.response.body", "body": b"", "more_body": False})

    _serve(app, transport, requests=2)
    assert seen == [1, 3], "the second stream's first event waited for the end of the loop iteration"
    assert [w.startswith(b"HTTP/1.1 200 OK") for w in transport.writes] == [True, False, True, False]
