"""Benchmark (prints figures, asserts nothing): translator cost on Claude Code / Codex sized bodies.

Run: .venv/bin/python tests/protocols/bench_protocols.py
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import orjson
from protocol_fakes import chat_chunks

from gateway.protocols.anthropic import ChatToAnthropicStream, count_tokens, messages_to_chat
from gateway.protocols.responses import ChatToResponsesStream, responses_to_chat


def claude_code_body() -> dict[str, Any]:
    tools = [
        {
            "name": f"Tool{i}",
            "description": "Does a thing. " * 40,
            "input_schema": {
                "type": "object",
                "properties": {f"p{j}": {"type": "string", "description": "x" * 60} for j in range(6)},
            },
        }
        for i in range(24)
    ]
    messages: list[dict[str, Any]] = [
        {"role": "user", "content": [{"type": "text", "text": "fix the bug " * 20}]}
    ]
    for i in range(30):
        messages.append(
            {
                "role": "assistant",
                "content": [
                    {"type": "text", "text": "Looking."},
                    {"type": "tool_use", "id": f"tu_{i}", "name": "Read", "input": {"path": f"src/m{i}.py"}},
                ],
            }
        )
        messages.append(
            {
                "role": "user",
                "content": [
                    {
                        "type": "tool_result",
                        "tool_use_id": f"tu_{i}",
                        "content": "def f():\n    return 1\n" * 40,
                    }
                ],
            }
        )
    return {
        "model": "coder",
        "max_tokens": 32000,
        "stream": True,
        "tools": tools,
        "messages": messages,
        "system": [
            {"type": "text", "text": "You are an agent. " * 800, "cache_control": {"type": "ephemeral"}}
        ],
    }


def codex_body() -> dict[str, Any]:
    items: list[dict[str, Any]] = [
        {"type": "message", "role": "developer", "content": [{"type": "input_text", "text": "rules " * 2000}]}
    ]
    for i in range(40):
        items.append(
            {"type": "function_call", "call_id": f"c{i}", "name": "shell", "arguments": '{"command":["ls"]}'}
        )
        items.append({"type": "function_call_output", "call_id": f"c{i}", "output": "file.py\n" * 60})
    tools = [{"type": "function", "name": f"t{i}", "parameters": {"type": "object"}} for i in range(12)]
    return {"model": "coder", "input": items, "tools": tools, "stream": True, "store": False}


def timed(label: str, fn: Callable[[], object], runs: int = 200) -> None:
    fn()
    start = time.perf_counter()
    for _ in range(runs):
        fn()
    print(f"{label:<48} {(time.perf_counter() - start) / runs * 1e6:9.1f} us/call")


def main() -> None:
    cc, cx = claude_code_body(), codex_body()
    sizes = len(orjson.dumps(cc)) / 1024, len(orjson.dumps(cx)) / 1024
    print(f"Claude Code body {sizes[0]:.0f} KB, Codex body {sizes[1]:.0f} KB")
    timed("messages_to_chat (Claude Code body)", lambda: messages_to_chat(cc))
    timed("count_tokens (Claude Code body)", lambda: count_tokens(cc))
    timed("responses_to_chat (Codex body)", lambda: responses_to_chat(cx))
    chunks = chat_chunks(
        "word " * 2000, [("c1", "Write", orjson.dumps({"content": "x" * 8000}).decode())], piece=4
    )
    print(f"stream of {len(chunks)} chat chunks:")

    def anthropic_stream() -> None:
        s = ChatToAnthropicStream("coder")
        for c in chunks:
            s.feed(c)
        s.finish()

    def responses_stream() -> None:
        s = ChatToResponsesStream("coder", cx)
        for c in chunks:
            s.feed(c)
        s.finish()

    for label, fn in (
        ("ChatToAnthropicStream", anthropic_stream),
        ("ChatToResponsesStream", responses_stream),
    ):
        start = time.perf_counter()
        for _ in range(5):
            fn()
        per_chunk = (time.perf_counter() - start) / 5 / len(chunks) * 1e6
        print(f"{label:<48} {per_chunk:9.2f} us/chunk")


if __name__ == "__main__":
    main()
