"""A scripted stand-in upstream on loopback that records every request it receives.

It speaks what the clients need: OpenAI chat completions (streamed or not, tool calls), the Responses API
(streamed, ending with response.completed; function_call items), Anthropic Messages (streamed with `event:`
lines; tool_use), /v1/messages/count_tokens, /v1/models and HEAD /. Base URLs carry `/t/<family>/<task_id>`
so each request is tagged with the run that sent it; the prefix is stripped from the recorded endpoint.
"""

from __future__ import annotations

import json
import threading
import time
import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from classifiers.captures import script
from classifiers.captures.labels import is_aider_main, side_ask

SECRET_HEADERS = {"authorization", "x-api-key", "api-key", "cookie", "proxy-authorization", "openai-api-key"}


class Recorder:
    """Appends one JSON line per request; thread-safe because uvicorn runs in its own thread."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()
        self._seq = 0
        if path.exists():
            for line in path.read_text(encoding="utf-8").splitlines():
                self._seq = max(self._seq, int(json.loads(line).get("seq", 0)))

    def write(self, record: dict[str, Any]) -> None:
        with self._lock:
            self._seq += 1
            record["seq"] = self._seq
            with self.path.open("a", encoding="utf-8") as handle:
                handle.write(json.dumps(record, ensure_ascii=False) + "\n")


class StandIn:
    """The app plus what it needs to script answers: the tasks and each run's repository."""

    def __init__(self, tasks: dict[str, dict[str, Any]], recorder: Recorder) -> None:
        self.tasks = tasks
        self.recorder = recorder
        self.repos: dict[tuple[str, str], str] = {}
        self.app = Starlette(routes=[Route("/{path:path}", self.handle, methods=["GET", "HEAD", "POST"])])

    def _split(self, path: str) -> tuple[str, str, str]:
        parts = path.strip("/").split("/")
        if len(parts) >= 3 and parts[0] == "t":
            return parts[1], parts[2], "/" + "/".join(parts[3:])
        return "", "", "/" + "/".join(parts)

    async def handle(self, request: Request) -> Response:
        family, task_id, endpoint = self._split(request.url.path)
        if endpoint != "/" and not endpoint.startswith("/v1"):
            endpoint = "/v1" + endpoint
        raw = await request.body()
        try:
            body: Any = json.loads(raw) if raw else None
        except ValueError:
            body = {"_unparsed": raw[:2000].decode("utf-8", "replace")}
        if not task_id and isinstance(body, dict):
            task_id = self.task_of(endpoint, body)
        headers = {k.lower(): v for k, v in request.headers.items() if k.lower() not in SECRET_HEADERS}
        self.recorder.write(
            {
                "time": time.time(),
                "method": request.method,
                "endpoint": endpoint,
                "query": request.url.query,
                "family": family,
                "task_id": task_id,
                "headers": headers,
                "body": body,
            }
        )
        if request.method in ("HEAD", "GET") and endpoint in ("/", "/v1", "/v1/"):
            return Response(status_code=200)
        if endpoint.startswith("/v1/models"):
            return JSONResponse(_models())
        if not isinstance(body, dict):
            return JSONResponse({"error": {"message": "expected a JSON body", "type": "invalid_request_error"}}, 400)
        task = self.tasks.get(task_id, {"label": "single_step", "prompt": ""})
        cwd = self.repos.get((family, task_id), ".")
        if endpoint.endswith("/count_tokens"):
            return JSONResponse({"input_tokens": max(1, len(raw) // 4)})
        reply = self._reply(endpoint, body, task, cwd)
        model = str(body.get("model") or "stand-in")
        stream = bool(body.get("stream"))
        if endpoint.endswith("/messages"):
            return _anthropic(reply, model, stream)
        if endpoint.endswith("/responses"):
            return _responses(reply, model, stream)
        if endpoint.endswith("/chat/completions"):
            return _chat(reply, model, stream, body)
        if endpoint.endswith("/completions"):
            return JSONResponse(
                {
                    "id": "cmpl-1",
                    "object": "text_completion",
                    "model": model,
                    "created": int(time.time()),
                    "choices": [{"index": 0, "text": reply.text, "finish_reason": "stop"}],
                }
            )
        return JSONResponse({"error": {"message": f"no such endpoint {endpoint}", "type": "not_found"}}, 404)

    def task_of(self, endpoint: str, body: dict[str, Any]) -> str:
        """The task an untagged request belongs to: the one whose prompt opens a user turn it carries.

        Why: behind a gateway the stand-in is one upstream URL for every client and run, so the path cannot
        say which run sent a request; the task's own words can (side calls quote them too).
        """
        turns = script.conversation(endpoint, body)
        joined = "\n".join(text for role, kind, text in turns if role == "user" and kind == "message")
        prompts = {tid: str(task.get("prompt", "")) for tid, task in self.tasks.items()}
        found = [tid for tid, prompt in prompts.items() if prompt and prompt[:40] in joined]
        return max(found, key=lambda tid: len(prompts[tid]), default="")

    def _reply(self, endpoint: str, body: dict[str, Any], task: dict[str, Any], cwd: str) -> script.Reply:
        turns = script.conversation(endpoint, body)
        rounds = script.rounds_after_task(turns, str(task.get("prompt", "")))
        label = str(task.get("label", "single_step"))
        system = script.system_text(endpoint, body)
        tools = script.tool_names(body)
        if side_ask(endpoint, body, str(task.get("prompt", ""))):
            last_user = next((t for r, k, t in reversed(turns) if r == "user" and k == "message"), "")
            return script.side_reply(system, last_user)
        if is_aider_main(system):
            edits = script.edits_after_task(turns, str(task.get("prompt", "")))
            return script.aider_reply(label, edits, edit_in_place=bool(task.get("files")))
        if "commands" in task:
            return script.scripted_reply(task, tools, rounds)
        return script.agent_reply(label, tools, rounds, cwd)


def _models() -> dict[str, Any]:
    names = ["gpt-4o", "gpt-4o-mini", "gpt-5", "claude-sonnet-4-5", "claude-haiku-4-5"]
    return {
        "object": "list",
        "data": [
            {
                "id": n,
                "object": "model",
                "type": "model",
                "created": 0,
                "owned_by": "stand-in",
                "display_name": n,
                "created_at": "2025-01-01T00:00:00Z",
            }
            for n in names
        ],
        "has_more": False,
        "first_id": names[0],
        "last_id": names[-1],
    }


def _sse(events: list[tuple[str | None, dict[str, Any] | str]]) -> StreamingResponse:
    async def gen() -> AsyncIterator[bytes]:
        for name, data in events:
            payload = data if isinstance(data, str) else json.dumps(data)
            head = f"event: {name}\n" if name else ""
            yield f"{head}data: {payload}\n\n".encode()

    return StreamingResponse(gen(), media_type="text/event-stream", headers={"cache-control": "no-cache"})


def _chat(reply: script.Reply, model: str, stream: bool, body: dict[str, Any]) -> Response:
    cid = "chatcmpl-" + uuid.uuid4().hex[:12]
    created = int(time.time())
    usage = {"prompt_tokens": 100, "completion_tokens": 20, "total_tokens": 120}
    call = None
    if reply.tool:
        call = {
            "id": "call_" + uuid.uuid4().hex[:10],
            "type": "function",
            "function": {"name": reply.tool, "arguments": json.dumps(reply.arguments)},
        }
    finish = "tool_calls" if call else "stop"
    if not stream:
        message: dict[str, Any] = {"role": "assistant", "content": None if call else reply.text}
        if call:
            message["tool_calls"] = [call]
        return JSONResponse(
            {
                "id": cid,
                "object": "chat.completion",
                "created": created,
                "model": model,
                "choices": [{"index": 0, "message": message, "finish_reason": finish}],
                "usage": usage,
            }
        )
    base = {"id": cid, "object": "chat.completion.chunk", "created": created, "model": model}
    events: list[tuple[str | None, dict[str, Any] | str]] = [
        (
            None,
            {**base, "choices": [{"index": 0, "delta": {"role": "assistant", "content": ""}, "finish_reason": None}]},
        )
    ]
    if call:
        events.append(
            (
                None,
                {
                    **base,
                    "choices": [{"index": 0, "delta": {"tool_calls": [{"index": 0, **call}]}, "finish_reason": None}],
                },
            )
        )
    else:
        for piece in _pieces(reply.text):
            events.append(
                (None, {**base, "choices": [{"index": 0, "delta": {"content": piece}, "finish_reason": None}]})
            )
    events.append((None, {**base, "choices": [{"index": 0, "delta": {}, "finish_reason": finish}]}))
    if (body.get("stream_options") or {}).get("include_usage"):
        events.append((None, {**base, "choices": [], "usage": usage}))
    events.append((None, "[DONE]"))
    return _sse(events)


def _pieces(text: str, size: int = 40) -> list[str]:
    return [text[i : i + size] for i in range(0, len(text), size)] or [""]


def _responses(reply: script.Reply, model: str, stream: bool) -> Response:
    rid = "resp_" + uuid.uuid4().hex[:16]
    created = int(time.time())
    if reply.tool:
        item: dict[str, Any] = {
            "type": "function_call",
            "id": "fc_" + uuid.uuid4().hex[:10],
            "call_id": "call_" + uuid.uuid4().hex[:10],
            "name": reply.tool,
            "arguments": json.dumps(reply.arguments),
            "status": "completed",
        }
    else:
        item = {
            "type": "message",
            "id": "msg_" + uuid.uuid4().hex[:10],
            "role": "assistant",
            "status": "completed",
            "content": [{"type": "output_text", "text": reply.text, "annotations": []}],
        }
    usage = {
        "input_tokens": 100,
        "input_tokens_details": {"cached_tokens": 0},
        "output_tokens": 20,
        "output_tokens_details": {"reasoning_tokens": 0},
        "total_tokens": 120,
    }
    done = {
        "id": rid,
        "object": "response",
        "created_at": created,
        "model": model,
        "status": "completed",
        "output": [item],
        "usage": usage,
    }
    if not stream:
        return JSONResponse(done)
    started = {**done, "status": "in_progress", "output": [], "usage": None}
    events: list[tuple[str | None, dict[str, Any] | str]] = [
        ("response.created", {"type": "response.created", "sequence_number": 0, "response": started}),
        ("response.in_progress", {"type": "response.in_progress", "sequence_number": 1, "response": started}),
    ]
    seq = 2
    if reply.tool:
        added = {**item, "arguments": "", "status": "in_progress"}
        events.append(
            (
                "response.output_item.added",
                {"type": "response.output_item.added", "sequence_number": seq, "output_index": 0, "item": added},
            )
        )
        events.append(
            (
                "response.function_call_arguments.delta",
                {
                    "type": "response.function_call_arguments.delta",
                    "sequence_number": seq + 1,
                    "item_id": item["id"],
                    "output_index": 0,
                    "delta": item["arguments"],
                },
            )
        )
        events.append(
            (
                "response.function_call_arguments.done",
                {
                    "type": "response.function_call_arguments.done",
                    "sequence_number": seq + 2,
                    "item_id": item["id"],
                    "output_index": 0,
                    "arguments": item["arguments"],
                },
            )
        )
        seq += 3
    else:
        added = {**item, "content": [], "status": "in_progress"}
        events.append(
            (
                "response.output_item.added",
                {"type": "response.output_item.added", "sequence_number": seq, "output_index": 0, "item": added},
            )
        )
        part = {"type": "output_text", "text": "", "annotations": []}
        events.append(
            (
                "response.content_part.added",
                {
                    "type": "response.content_part.added",
                    "sequence_number": seq + 1,
                    "item_id": item["id"],
                    "output_index": 0,
                    "content_index": 0,
                    "part": part,
                },
            )
        )
        seq += 2
        for piece in _pieces(reply.text):
            events.append(
                (
                    "response.output_text.delta",
                    {
                        "type": "response.output_text.delta",
                        "sequence_number": seq,
                        "item_id": item["id"],
                        "output_index": 0,
                        "content_index": 0,
                        "delta": piece,
                    },
                )
            )
            seq += 1
        events.append(
            (
                "response.output_text.done",
                {
                    "type": "response.output_text.done",
                    "sequence_number": seq,
                    "item_id": item["id"],
                    "output_index": 0,
                    "content_index": 0,
                    "text": reply.text,
                },
            )
        )
        events.append(
            (
                "response.content_part.done",
                {
                    "type": "response.content_part.done",
                    "sequence_number": seq + 1,
                    "item_id": item["id"],
                    "output_index": 0,
                    "content_index": 0,
                    "part": {**part, "text": reply.text},
                },
            )
        )
        seq += 2
    events.append(
        (
            "response.output_item.done",
            {"type": "response.output_item.done", "sequence_number": seq, "output_index": 0, "item": item},
        )
    )
    events.append(("response.completed", {"type": "response.completed", "sequence_number": seq + 1, "response": done}))
    return _sse(events)


def _anthropic(reply: script.Reply, model: str, stream: bool) -> Response:
    mid = "msg_" + uuid.uuid4().hex[:16]
    if reply.tool:
        block: dict[str, Any] = {
            "type": "tool_use",
            "id": "toolu_" + uuid.uuid4().hex[:12],
            "name": reply.tool,
            "input": reply.arguments,
        }
        stop = "tool_use"
    else:
        block = {"type": "text", "text": reply.text}
        stop = "end_turn"
    usage = {"input_tokens": 100, "output_tokens": 20, "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0}
    if not stream:
        return JSONResponse(
            {
                "id": mid,
                "type": "message",
                "role": "assistant",
                "model": model,
                "content": [block],
                "stop_reason": stop,
                "stop_sequence": None,
                "usage": usage,
            }
        )
    start: dict[str, Any] = {
        "id": mid,
        "type": "message",
        "role": "assistant",
        "model": model,
        "content": [],
        "stop_reason": None,
        "stop_sequence": None,
        "usage": {**usage, "output_tokens": 1},
    }
    events: list[tuple[str | None, dict[str, Any] | str]] = [
        ("message_start", {"type": "message_start", "message": start})
    ]
    if reply.tool:
        events.append(
            (
                "content_block_start",
                {"type": "content_block_start", "index": 0, "content_block": {**block, "input": {}}},
            )
        )
        events.append(
            (
                "content_block_delta",
                {
                    "type": "content_block_delta",
                    "index": 0,
                    "delta": {"type": "input_json_delta", "partial_json": json.dumps(reply.arguments)},
                },
            )
        )
    else:
        events.append(
            (
                "content_block_start",
                {"type": "content_block_start", "index": 0, "content_block": {"type": "text", "text": ""}},
            )
        )
        for piece in _pieces(reply.text):
            events.append(
                (
                    "content_block_delta",
                    {"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": piece}},
                )
            )
    events.append(("content_block_stop", {"type": "content_block_stop", "index": 0}))
    events.append(
        (
            "message_delta",
            {
                "type": "message_delta",
                "delta": {"stop_reason": stop, "stop_sequence": None},
                "usage": {"output_tokens": 20},
            },
        )
    )
    events.append(("message_stop", {"type": "message_stop"}))
    return _sse(events)


class Server:
    """uvicorn in a background thread on an ephemeral loopback port."""

    def __init__(self, standin: StandIn, port: int = 0) -> None:
        config = uvicorn.Config(standin.app, host="127.0.0.1", port=port, log_level="warning", lifespan="off")
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    def start(self) -> str:
        self.thread.start()
        while not self.server.started:
            time.sleep(0.05)
        sock = self.server.servers[0].sockets[0]
        host, port = sock.getsockname()[:2]
        return f"http://{host}:{port}"

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=10)
