"""Test helpers: a scripted chat-completions upstream and a loopback server that wires the translators the way
the gateway's endpoints do, so the official SDKs' own parsers can be run against our output."""

from __future__ import annotations

import asyncio
import socket
import threading
import time
from collections.abc import AsyncIterator, Callable, Iterator
from typing import Any

import orjson
import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from gateway.protocols.anthropic import (
    ChatToAnthropicStream,
    anthropic_error,
    chat_to_message,
    messages_to_chat,
)
from gateway.protocols.errors import ProtocolError
from gateway.protocols.responses import (
    ChatToResponsesStream,
    chat_to_response,
    conversation_items,
    responses_error,
    responses_to_chat,
)

Call = tuple[str, str, str]  # (call id, function name, JSON arguments)


def chat_chunks(
    text: str = "",
    calls: list[Call] | None = None,
    finish: str | None = None,
    usage: tuple[int, int, int] = (0, 0, 0),
    piece: int = 7,
) -> list[dict[str, Any]]:
    """An OpenAI-style stream: role chunk, text in pieces, tool calls (id+name first, arguments in pieces),
    a finish_reason chunk, then the include_usage chunk with empty choices."""

    def chunk(delta: dict[str, Any], finish_reason: str | None = None) -> dict[str, Any]:
        return {
            "id": "chatcmpl-1",
            "object": "chat.completion.chunk",
            "created": 1,
            "model": "up",
            "choices": [{"index": 0, "delta": delta, "finish_reason": finish_reason}],
        }

    out = [chunk({"role": "assistant", "content": ""})]
    out += [chunk({"content": text[i : i + piece]}) for i in range(0, len(text), piece)]
    for index, (call_id, name, args) in enumerate(calls or []):
        out.append(
            chunk(
                {
                    "tool_calls": [
                        {
                            "index": index,
                            "id": call_id,
                            "type": "function",
                            "function": {"name": name, "arguments": ""},
                        }
                    ]
                }
            )
        )
        out += [
            chunk({"tool_calls": [{"index": index, "function": {"arguments": args[i : i + piece]}}]})
            for i in range(0, len(args), piece)
        ]
    out.append(chunk({}, finish or ("tool_calls" if calls else "stop")))
    prompt, completion, cached = usage
    out.append(
        {
            "id": "chatcmpl-1",
            "object": "chat.completion.chunk",
            "created": 1,
            "model": "up",
            "choices": [],
            "usage": {
                "prompt_tokens": prompt,
                "completion_tokens": completion,
                "total_tokens": prompt + completion,
                "prompt_tokens_details": {"cached_tokens": cached},
            },
        }
    )
    return out


def chat_completion(
    text: str | None = "",
    calls: list[Call] | None = None,
    finish: str | None = None,
    usage: tuple[int, int, int] = (0, 0, 0),
) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": text}
    if calls:
        message["tool_calls"] = [
            {"id": c, "type": "function", "function": {"name": n, "arguments": a}} for c, n, a in calls
        ]
    prompt, completion, cached = usage
    return {
        "id": "chatcmpl-1",
        "object": "chat.completion",
        "created": 1700000000,
        "model": "up",
        "choices": [
            {"index": 0, "message": message, "finish_reason": finish or ("tool_calls" if calls else "stop")}
        ],
        "usage": {
            "prompt_tokens": prompt,
            "completion_tokens": completion,
            "total_tokens": prompt + completion,
            "prompt_tokens_details": {"cached_tokens": cached},
        },
    }


Script = Callable[[dict[str, Any]], Any]  # chat request -> a chat completion (dict) or chunks (list)


class Loopback:
    """The translators behind real HTTP: records every chat request the 'upstream' received."""

    def __init__(self) -> None:
        self.script: Script = lambda chat: chat_completion("hello")
        self.chat_requests: list[dict[str, Any]] = []
        self.stored: dict[str, list[dict[str, Any]]] = {}
        self.base_url = ""

    def _reply(self, chat: dict[str, Any]) -> Any:
        self.chat_requests.append(chat)
        return self.script(chat)

    async def messages(self, request: Request) -> Response:
        body = orjson.loads(await request.body())
        try:
            chat = messages_to_chat(body)
        except ProtocolError as exc:
            return JSONResponse(anthropic_error(400, exc.message), status_code=400)
        reply = self._reply(chat)
        if not chat.get("stream"):
            return JSONResponse(chat_to_message(reply, body["model"]))
        stream = ChatToAnthropicStream(body["model"], input_tokens=5)
        return StreamingResponse(_frames(stream.feed, stream.finish, reply), media_type="text/event-stream")

    async def responses(self, request: Request) -> Response:
        body = orjson.loads(await request.body())
        history = self.stored.get(body.get("previous_response_id") or "")
        try:
            chat = responses_to_chat(body, history)
        except ProtocolError as exc:
            return JSONResponse(responses_error(400, exc.message, exc.param), status_code=400)
        reply = self._reply(chat)
        if not chat.get("stream"):
            response = chat_to_response(reply, body["model"], body)
            self.stored[response["id"]] = conversation_items(body, response, history)
            return JSONResponse(response)
        stream = ChatToResponsesStream(body["model"], body)

        def finish() -> list[bytes]:
            frames = stream.finish()
            assert stream.response is not None
            self.stored[stream.response_id] = conversation_items(body, stream.response, history)
            return frames

        return StreamingResponse(_frames(stream.feed, finish, reply), media_type="text/event-stream")


async def _frames(
    feed: Callable[[dict[str, Any]], list[bytes]],
    finish: Callable[[], list[bytes]],
    chunks: list[dict[str, Any]],
) -> AsyncIterator[bytes]:
    for chunk in chunks:
        for frame in feed(chunk):
            yield frame
        await asyncio.sleep(0)
    for frame in finish():
        yield frame


def serve() -> Iterator[Loopback]:
    """Run the loopback app under uvicorn on a free port in a thread for the duration of a fixture."""
    loop_back = Loopback()
    app = Starlette(
        routes=[
            Route("/v1/messages", loop_back.messages, methods=["POST"]),
            Route("/v1/responses", loop_back.responses, methods=["POST"]),
        ]
    )
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="off"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.01)
    loop_back.base_url = f"http://127.0.0.1:{port}"
    try:
        yield loop_back
    finally:
        server.should_exit = True
        thread.join(timeout=5)
        sock.close()


def chunk_strategy() -> Any:
    """Hypothesis strategy for messy chat chunks (odd types where upstreams have been seen to be sloppy)."""
    from hypothesis import strategies as st

    scalar = st.none() | st.integers(-1, 2) | st.text(max_size=4) | st.booleans()
    function = st.fixed_dictionaries({}, optional={"name": scalar, "arguments": st.text(max_size=6) | scalar})
    call = st.fixed_dictionaries({}, optional={"index": scalar, "id": scalar, "function": function | scalar})
    delta = st.fixed_dictionaries(
        {},
        optional={"content": st.text(max_size=6) | scalar, "tool_calls": st.lists(call, max_size=2) | scalar},
    )
    choice = st.fixed_dictionaries(
        {},
        optional={
            "index": st.just(0) | scalar,
            "delta": delta | scalar,
            "finish_reason": st.sampled_from(["stop", "length", "tool_calls"]) | scalar,
        },
    )
    usage = st.fixed_dictionaries({}, optional={"prompt_tokens": scalar, "completion_tokens": scalar})
    return st.lists(
        st.fixed_dictionaries(
            {}, optional={"choices": st.lists(choice, max_size=2) | scalar, "usage": usage | scalar}
        ),
        max_size=6,
    )
