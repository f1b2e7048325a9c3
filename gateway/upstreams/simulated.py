"""A deterministic simulated upstream, so a fresh machine can run the gateway, demos and tests with no key.

Answers say plainly that they are simulated. Speed (time to first token, tokens per second) and behaviour of
changed weights (answer style, a share of broken tool arguments, fingerprint) come from the policy.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import re
import struct
import time
from collections.abc import AsyncIterator
from typing import Any

import orjson

from gateway.policy.model import Simulation, Version
from gateway.protocols._wire import content_text
from gateway.upstreams.base import ChunkStream, Reply, UpstreamCall, UpstreamError

WORDS = (
    "the",
    "function",
    "returns",
    "a",
    "value",
    "after",
    "checking",
    "each",
    "input",
    "and",
    "the",
    "loop",
    "keeps",
    "state",
    "in",
    "a",
    "small",
    "buffer",
    "so",
    "that",
    "callers",
    "can",
    "read",
    "results",
    "without",
    "copying",
    "data",
    "while",
    "tests",
    "cover",
    "edge",
    "cases",
    "and",
    "errors",
)
EMBEDDING_DIM = 256


def _digest(*parts: object) -> bytes:
    return hashlib.sha256(orjson.dumps(parts, default=str)).digest()


def estimate_tokens(body: dict[str, Any]) -> int:
    """Prompt tokens the simulated model 'reads': about four characters a token, as for code."""
    total = 0
    for message in body.get("messages") or []:
        if isinstance(message, dict):
            total += 4 + len(content_text(message.get("content"), " ")) // 4
    prompt = body.get("prompt")
    if isinstance(prompt, str):
        total += len(prompt) // 4
    if isinstance(body.get("suffix"), str):
        total += len(body["suffix"]) // 4
    if body.get("tools"):
        total += len(orjson.dumps(body["tools"])) // 4
    return max(total, 1)


def _answer_words(sim: Simulation, version: Version, seed: bytes, limit: int) -> list[str]:
    intro = f"[simulated {version.upstream_model}]".split()
    count = max(1, min(sim.answer_tokens, limit))
    words = [WORDS[(seed[i % len(seed)] + i) % len(WORDS)] for i in range(count)]
    if sim.style == "terse":
        words = words[: max(1, count // 3)]
    elif sim.style == "shouty":
        words = [w.upper() for w in words]
    return (intro + words)[:count] if count > len(intro) else intro[:count]


# Tools a simulated model may call: ones that only look (list, search, read, echo) first, then a shell given
# ``ls``. Never a tool that spawns agents or tasks (Claude Code's Task, Codex's sub-agent functions): a real
# client runs those as whole new sessions, each calling the simulator again.
# Nor one that reaches out (web, fetch, MCP servers) or needs a real file of a kind (an image).
SPAWNS = re.compile(r"task|agent|spawn|delegate|dispatch|web|fetch|url|browser|mcp|image", re.IGNORECASE)
LOOKS = (
    re.compile(r"(^|_)(glob|ls|list|list_dir|list_files|find)(_|$)", re.IGNORECASE),
    re.compile(r"(^|_)(grep|search|read|read_file|view|cat|echo)(_|$)", re.IGNORECASE),
    re.compile(r"(^|_)(bash|shell|exec_command|local_shell|run_terminal_cmd|terminal)(_|$)", re.IGNORECASE),
)
# Values a harmless call gives to well-known parameters, by name; other strings get SAMPLE_PATH.
HARMLESS = {"pattern": "*", "command": "ls", "cmd": "ls", "text": "hello", "message": "hello"}
SAMPLE_PATH = "src/app.py"


def _harmless_tool(tools: list[Any]) -> dict[str, Any] | None:
    """The tool (an OpenAI ``function`` tool) a cautious model would try first; None when none is harmless."""
    named = [
        (t["function"]["name"], t) for t in tools
        if isinstance(t, dict) and isinstance(t.get("function"), dict) and isinstance(t["function"].get("name"), str)
    ]
    named = [(name, t) for name, t in named if not SPAWNS.search(name)]
    for pattern in LOOKS:
        found = next((t for name, t in named if pattern.search(name)), None)
        if found is not None:
            return found
    return None


def _arguments(schema: Any, broken: bool) -> dict[str, Any]:
    """Arguments that satisfy a JSON schema's required properties (or deliberately break it), with values
    that do nothing harmful when a real client runs the call (``ls``, ``*``, a read of src/app.py)."""
    props = schema.get("properties", {}) if isinstance(schema, dict) else {}
    required = schema.get("required", list(props)) if isinstance(schema, dict) else []
    args: dict[str, Any] = {}
    for name in required:
        kind = props.get(name, {}).get("type", "string") if isinstance(props.get(name), dict) else "string"
        text = HARMLESS.get(name, SAMPLE_PATH)
        value: Any = {"integer": 1, "number": 1.0, "boolean": False, "array": [text] if name in ("command", "cmd")
                      else [], "object": {}}.get(kind, text)
        if broken:
            value = 12345 if kind == "string" else "not-a-" + str(kind)
        args[name] = value
    return args


def _answers_a_tool_result(messages: Any) -> bool:
    """Is this turn the answer to a tool result (the last assistant message called a tool)? Then the
    simulated model gives its final answer instead of calling another tool, so every prompt ends."""
    if not isinstance(messages, list):
        return False
    for message in reversed(messages):
        if isinstance(message, dict) and message.get("role") == "assistant":
            return bool(message.get("tool_calls"))
    return False


class SimulatedModel:
    """Builds deterministic answers for one call; shared by the complete and the streamed paths."""

    def __init__(self, call: UpstreamCall) -> None:
        self.call = call
        self.version = call.version
        self.sim = call.version.simulated or Simulation()
        self.body = call.body
        # Weights labels do not change answers by themselves: changed weights are simulated with `style`,
        # `broken_tool_args_rate` and `fingerprint`, so an equivalent candidate answers identically. Like a
        # model at temperature 0, the answer does not depend on whether it is streamed (shadow copies are not).
        asked = {k: v for k, v in call.body.items() if k not in ("stream", "stream_options")}
        self.seed = _digest(self.version.upstream_model, self.sim.style, asked)
        limit = self.body.get("max_tokens") or self.body.get("max_completion_tokens") or 10**6
        self.limit = limit if isinstance(limit, int) and limit > 0 else 10**6
        self.prompt_tokens = estimate_tokens(self.body)

    def tool_call(self) -> dict[str, Any] | None:
        """A tool call when the request offers tools: the one named by ``tool_choice``, else a harmless one;
        none after a tool result (the final answer comes then) or when no offered tool is harmless."""
        tools = self.body.get("tools")
        messages = self.body.get("messages") or []
        choice = self.body.get("tool_choice")
        if not isinstance(tools, list) or not tools or choice == "none":
            return None
        if messages and isinstance(messages[-1], dict) and messages[-1].get("role") == "tool":
            return None
        if _answers_a_tool_result(messages):
            return None
        chosen: Any = None
        if isinstance(choice, dict):
            wanted = (choice.get("function") or {}).get("name")
            chosen = next((t for t in tools if isinstance(t, dict)
                           and (t.get("function") or {}).get("name") == wanted), None)
        if chosen is None:
            chosen = _harmless_tool(tools)
        if chosen is None:
            return None
        function = chosen.get("function") or {}
        broken = self.seed[0] / 255.0 < self.sim.broken_tool_args_rate
        return {
            "id": "call_" + self.seed[:8].hex(),
            "type": "function",
            "function": {
                "name": function.get("name", "tool"),
                "arguments": orjson.dumps(_arguments(function.get("parameters"), broken)).decode(),
            },
        }

    def words(self) -> list[str]:
        words = _answer_words(self.sim, self.version, self.seed, self.limit)
        fmt = self.body.get("response_format")
        if isinstance(fmt, dict) and fmt.get("type") in ("json_object", "json_schema"):
            return [orjson.dumps({"simulated": True, "answer": " ".join(words)}).decode()]
        return words

    def finish_reason(self, produced: int) -> str:
        return "length" if produced >= self.limit else "stop"

    def usage(self, completion_tokens: int) -> dict[str, int]:
        return {
            "prompt_tokens": self.prompt_tokens,
            "completion_tokens": completion_tokens,
            "total_tokens": self.prompt_tokens + completion_tokens,
        }

    def ident(self, prefix: str) -> str:
        return f"{prefix}-sim-{self.seed[:10].hex()}"


def _embeddings(call: UpstreamCall) -> dict[str, Any]:
    raw = call.body.get("input")
    inputs = raw if isinstance(raw, list) else [raw]
    data = []
    tokens = 0
    for index, item in enumerate(inputs):
        text = item if isinstance(item, str) else orjson.dumps(item).decode()
        tokens += max(1, len(text) // 4)
        seed = hashlib.sha256(text.encode()).digest()
        raw_vec = [((seed[i % 32] ^ (i * 31)) % 255) / 127.0 - 1.0 for i in range(EMBEDDING_DIM)]
        norm = sum(v * v for v in raw_vec) ** 0.5 or 1.0
        vector = [v / norm for v in raw_vec]
        embedding: Any = vector
        if call.body.get("encoding_format") == "base64":
            embedding = base64.b64encode(struct.pack(f"<{EMBEDDING_DIM}f", *vector)).decode()
        data.append({"object": "embedding", "index": index, "embedding": embedding})
    return {
        "object": "list",
        "data": data,
        "model": call.version.upstream_model,
        "usage": {"prompt_tokens": tokens, "total_tokens": tokens},
    }


class SimulatedStream:
    """Yields one chunk per token, paced by the simulated speed."""

    def __init__(self, model: SimulatedModel) -> None:
        self.model = model

    async def __aiter__(self) -> AsyncIterator[bytes]:
        m = self.model
        created = int(time.time())
        legacy = m.call.path == "/completions"
        obj = "text_completion" if legacy else "chat.completion.chunk"
        ident = m.ident("cmpl" if legacy else "chatcmpl")
        base = {
            "id": ident,
            "object": obj,
            "created": created,
            "model": m.version.upstream_model,
            "system_fingerprint": m.sim.fingerprint,
        }
        await asyncio.sleep(m.sim.ttft_ms / 1000)
        gap = 1.0 / m.sim.tokens_per_second
        tool = None if legacy else m.tool_call()
        produced = 0
        if tool is not None:
            delta = {"role": "assistant", "content": None, "tool_calls": [{"index": 0, **tool}]}
            yield orjson.dumps({**base, "choices": [{"index": 0, "delta": delta, "finish_reason": None}]})
            produced = max(1, len(tool["function"]["arguments"]) // 4)
            finish = "tool_calls"
        else:
            for i, word in enumerate(m.words()):
                text = word if i == 0 else " " + word
                choice: dict[str, Any] = (
                    {"index": 0, "text": text, "finish_reason": None, "logprobs": None}
                    if legacy
                    else {
                        "index": 0,
                        "delta": {"role": "assistant", "content": text} if i == 0 else {"content": text},
                        "finish_reason": None,
                    }
                )
                yield orjson.dumps({**base, "choices": [choice]})
                produced += 1
                if gap > 0.0005:
                    await asyncio.sleep(gap)
            finish = m.finish_reason(produced)
        last: dict[str, Any] = (
            {"index": 0, "text": "", "finish_reason": finish, "logprobs": None}
            if legacy
            else {"index": 0, "delta": {}, "finish_reason": finish}
        )
        yield orjson.dumps({**base, "choices": [last]})
        if (m.body.get("stream_options") or {}).get("include_usage"):
            yield orjson.dumps({**base, "choices": [], "usage": m.usage(produced)})

    async def aclose(self) -> None:
        return None


def _embeddings_only() -> UpstreamError:
    """The refusal of a completion asked of an embeddings model (a client error, never retried)."""
    return UpstreamError(
        "status",
        "embedding model cannot complete",
        status=400,
        retryable=False,
        client_message="this model only serves /v1/embeddings",
    )


class Simulated:
    """Upstream for ``provider: simulated``."""

    async def request(self, call: UpstreamCall) -> Reply:
        if call.path == "/embeddings":
            await asyncio.sleep((call.version.simulated or Simulation()).ttft_ms / 1000)
            vectors = _embeddings(call)
            return Reply(status=200, body=orjson.dumps(vectors), data=vectors)
        if call.version.embeddings:
            raise _embeddings_only()
        m = SimulatedModel(call)
        words = m.words()
        tool = None if call.path == "/completions" else m.tool_call()
        produced = max(1, len(tool["function"]["arguments"]) // 4) if tool else len(words)
        await asyncio.sleep(m.sim.ttft_ms / 1000 + produced / m.sim.tokens_per_second)
        asked_n = call.body.get("n")
        n = asked_n if isinstance(asked_n, int) and asked_n > 0 else 1
        text = " ".join(words)
        if call.path == "/completions":
            choices: list[dict[str, Any]] = [
                {"index": i, "text": text, "finish_reason": m.finish_reason(produced), "logprobs": None}
                for i in range(n)
            ]
            data: dict[str, Any] = {"id": m.ident("cmpl"), "object": "text_completion"}
        else:
            message: dict[str, Any] = (
                {"role": "assistant", "content": None, "tool_calls": [tool]}
                if tool
                else {"role": "assistant", "content": text}
            )
            finish = "tool_calls" if tool else m.finish_reason(produced)
            choices = [{"index": i, "message": message, "finish_reason": finish, "logprobs": None} for i in range(n)]
            data = {"id": m.ident("chatcmpl"), "object": "chat.completion"}
        data.update(
            {
                "created": int(time.time()),
                "model": call.version.upstream_model,
                "choices": choices,
                "usage": m.usage(produced * n),
                "system_fingerprint": m.sim.fingerprint,
            }
        )
        return Reply(status=200, body=orjson.dumps(data), data=data)

    async def open_stream(self, call: UpstreamCall) -> ChunkStream:
        if call.version.embeddings:
            raise _embeddings_only()
        return SimulatedStream(SimulatedModel(call))

    async def close(self) -> None:
        return None
