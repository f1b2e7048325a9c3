"""The official `anthropic` SDK, pointed at a loopback server running our translators, must parse every reply:
non-streaming Messages, SSE streams (its own accumulator), tool-use round trips and usage."""

from __future__ import annotations

from typing import Any

import anthropic
import pytest
from protocol_fakes import Loopback, chat_chunks, chat_completion

TOOLS: Any = [
    {
        "name": "read_file",
        "description": "Read a file",
        "input_schema": {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]},
    },
    {
        "name": "run",
        "description": "Run a command",
        "input_schema": {"type": "object", "properties": {"cmd": {"type": "string"}}},
    },
]


def client(loopback: Loopback) -> anthropic.Anthropic:
    return anthropic.Anthropic(base_url=loopback.base_url, api_key="sk-test", max_retries=0)


def test_non_streaming_text_and_usage(loopback: Loopback) -> None:
    loopback.script = lambda chat: chat_completion("Hi there", usage=(120, 7, 100))
    message = client(loopback).messages.create(
        model="coder",
        max_tokens=64,
        system=[{"type": "text", "text": "Be brief", "cache_control": {"type": "ephemeral"}}],
        messages=[{"role": "user", "content": "hello"}],
    )
    assert message.content[0].type == "text" and message.content[0].text == "Hi there"
    assert message.stop_reason == "end_turn" and message.model == "coder"
    assert (
        message.usage.input_tokens,
        message.usage.cache_read_input_tokens,
        message.usage.output_tokens,
    ) == (20, 100, 7)
    assert loopback.chat_requests[-1]["messages"][0] == {"role": "system", "content": "Be brief"}


def test_stream_text_then_two_tool_calls_accumulates(loopback: Loopback) -> None:
    calls = [("call_a", "read_file", '{"path": "src/app.py"}'), ("call_b", "run", '{"cmd": "pytest -q"}')]
    loopback.script = lambda chat: chat_chunks("Let me look at the code first.", calls, usage=(900, 40, 0))
    with client(loopback).messages.stream(
        model="coder",
        max_tokens=256,
        tools=TOOLS,
        messages=[{"role": "user", "content": "fix the failing test"}],
    ) as stream:
        texts = list(stream.text_stream)
        final = stream.get_final_message()
    assert "".join(texts) == "Let me look at the code first."
    assert [b.type for b in final.content] == ["text", "tool_use", "tool_use"]
    tool_uses = [b for b in final.content if b.type == "tool_use"]
    assert [(t.id, t.name, t.input) for t in tool_uses] == [
        ("call_a", "read_file", {"path": "src/app.py"}),
        ("call_b", "run", {"cmd": "pytest -q"}),
    ]
    assert final.stop_reason == "tool_use"
    assert (final.usage.input_tokens, final.usage.output_tokens) == (900, 40)
    assert loopback.chat_requests[-1]["stream_options"] == {"include_usage": True}


def test_raw_stream_has_event_lines_the_sdk_dispatches_on(loopback: Loopback) -> None:
    loopback.script = lambda chat: chat_chunks("abc", usage=(3, 1, 0))
    events = list(
        client(loopback).messages.create(
            model="coder", max_tokens=16, stream=True, messages=[{"role": "user", "content": "x"}]
        )
    )
    kinds = [e.type for e in events]
    assert kinds[0] == "message_start" and kinds[-2:] == ["message_delta", "message_stop"]
    assert "content_block_start" in kinds and "content_block_stop" in kinds


def test_tool_use_round_trip_reaches_final_text(loopback: Loopback) -> None:
    def script(chat: dict) -> object:
        last = chat["messages"][-1]
        if last["role"] == "tool":
            return chat_chunks(f"The file says: {last['content']}", usage=(50, 6, 0))
        return chat_chunks("", [("toolu_1", "read_file", '{"path": "README.md"}')], usage=(40, 9, 0))

    loopback.script = script
    sdk = client(loopback)
    history: list = [{"role": "user", "content": "what is in README.md?"}]
    with sdk.messages.stream(model="coder", max_tokens=128, tools=TOOLS, messages=history) as stream:
        first = stream.get_final_message()
    assert first.stop_reason == "tool_use"
    tool_use = first.content[0]
    assert tool_use.type == "tool_use"
    history.append({"role": "assistant", "content": first.content})
    history.append(
        {
            "role": "user",
            "content": [
                {
                    "type": "tool_result",
                    "tool_use_id": tool_use.id,
                    "content": [{"type": "text", "text": "# Demo"}],
                }
            ],
        }
    )
    with sdk.messages.stream(model="coder", max_tokens=128, tools=TOOLS, messages=history) as stream:
        second = stream.get_final_message()
    assert second.content[0].type == "text" and second.content[0].text == "The file says: # Demo"
    assert second.stop_reason == "end_turn"
    sent = loopback.chat_requests[-1]["messages"]
    assert sent[-2]["tool_calls"][0]["id"] == "toolu_1"
    assert sent[-1] == {"role": "tool", "tool_call_id": "toolu_1", "content": "# Demo"}


def test_malformed_tool_arguments_do_not_break_the_sdk(loopback: Loopback) -> None:
    loopback.script = lambda chat: chat_chunks("", [("c1", "run", '{"cmd": "ls"')])  # truncated JSON
    with client(loopback).messages.stream(
        model="coder",
        max_tokens=64,
        tools=TOOLS,
        messages=[{"role": "user", "content": "list"}],
    ) as stream:
        final = stream.get_final_message()
    assert final.content[0].type == "tool_use" and final.content[0].input == {}


def test_invalid_request_is_an_anthropic_400(loopback: Loopback) -> None:
    with pytest.raises(anthropic.BadRequestError) as info:
        bad: Any = [{"role": "robot", "content": "x"}]
        client(loopback).messages.create(model="coder", max_tokens=8, messages=bad)
    assert "role" in str(info.value)
