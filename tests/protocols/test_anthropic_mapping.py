"""Unit tests of the Anthropic Messages <-> chat mapping, validated against the `anthropic` SDK's types."""

from __future__ import annotations

import contextlib
from typing import Any

import anthropic.types as at
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from protocol_fakes import chat_chunks, chat_completion, chunk_strategy
from pydantic import TypeAdapter
from sse_frames import parse_frames

from gateway.protocols.anthropic import (
    ChatToAnthropicStream,
    anthropic_error,
    chat_to_message,
    count_tokens,
    messages_to_chat,
)
from gateway.protocols.errors import ProtocolError

PNG = "iVBORw0KGgo="
EVENTS: TypeAdapter[Any] = TypeAdapter(at.RawMessageStreamEvent)


def test_claude_code_shaped_request_maps_and_drops_unknown_fields() -> None:
    chat = messages_to_chat(
        {
            "model": "claude-sonnet",
            "max_tokens": 32000,
            "temperature": 1,
            "stream": True,
            "system": [
                {"type": "text", "text": "You are an agent.", "cache_control": {"type": "ephemeral"}},
                {"type": "text", "text": "Use tools."},
            ],
            "messages": [
                {"role": "system", "content": "Reminder: be careful"},
                {"role": "user", "content": [{"type": "text", "text": "fix bug"}]},
            ],
            "thinking": {"type": "enabled", "budget_tokens": 1024},
            "output_config": {"effort": "high"},
            "context_management": {"edits": []},
            "metadata": {"user_id": '{"session_id": "s-1"}'},
            "stop_sequences": ["\n\nHuman:"],
            "top_k": 5,
            "tools": [
                {"name": "Bash", "description": "run", "input_schema": {"type": "object"}},
                {"type": "web_search_20250305", "name": "web_search"},
            ],
            "tool_choice": {"type": "any", "disable_parallel_tool_use": True},
        }
    )
    assert chat["messages"] == [
        {"role": "system", "content": "You are an agent.\n\nUse tools."},
        {"role": "system", "content": "Reminder: be careful"},
        {"role": "user", "content": "fix bug"},
    ]
    assert chat["tools"] == [
        {
            "type": "function",
            "function": {"name": "Bash", "parameters": {"type": "object"}, "description": "run"},
        }
    ]
    assert chat["tool_choice"] == "required" and chat["parallel_tool_calls"] is False
    assert chat["stop"] == ["\n\nHuman:"] and chat["user"] == '{"session_id": "s-1"}'
    assert chat["stream_options"] == {"include_usage": True} and chat["max_tokens"] == 32000
    for dropped in ("thinking", "output_config", "context_management", "top_k", "metadata", "system"):
        assert dropped not in chat


@pytest.mark.parametrize(
    ("choice", "expected"),
    [
        ({"type": "auto"}, "auto"),
        ({"type": "none"}, "none"),
        ({"type": "tool", "name": "Bash"}, {"type": "function", "function": {"name": "Bash"}}),
    ],
)
def test_tool_choice_mapping(choice: dict[str, Any], expected: Any) -> None:
    body = {
        "model": "m",
        "messages": [],
        "tool_choice": choice,
        "tools": [{"name": "Bash", "input_schema": {"type": "object"}}],
    }
    assert messages_to_chat(body)["tool_choice"] == expected


def test_tool_loop_history_maps_to_tool_calls_and_tool_messages() -> None:
    chat = messages_to_chat(
        {
            "model": "m",
            "messages": [
                {"role": "user", "content": "look at the screenshot"},
                {
                    "role": "assistant",
                    "content": [
                        {"type": "thinking", "thinking": "hmm", "signature": "sig"},
                        {"type": "text", "text": "Reading."},
                        {"type": "tool_use", "id": "tu_1", "name": "Read", "input": {"path": "a.png"}},
                        {"type": "tool_use", "id": "tu_2", "name": "Bash", "input": {"cmd": "false"}},
                    ],
                },
                {
                    "role": "user",
                    "content": [
                        {
                            "type": "tool_result",
                            "tool_use_id": "tu_1",
                            "content": [
                                {"type": "text", "text": "image follows"},
                                {
                                    "type": "image",
                                    "source": {"type": "base64", "media_type": "image/png", "data": PNG},
                                },
                            ],
                        },
                        {"type": "tool_result", "tool_use_id": "tu_2", "content": "exit 1", "is_error": True},
                        {"type": "text", "text": "continue"},
                    ],
                },
            ],
        }
    )
    msgs = chat["messages"]
    assert msgs[1] == {
        "role": "assistant",
        "content": "Reading.",
        "tool_calls": [
            {"id": "tu_1", "type": "function", "function": {"name": "Read", "arguments": '{"path":"a.png"}'}},
            {"id": "tu_2", "type": "function", "function": {"name": "Bash", "arguments": '{"cmd":"false"}'}},
        ],
    }
    assert msgs[2] == {"role": "tool", "tool_call_id": "tu_1", "content": "image follows"}
    assert msgs[3] == {"role": "tool", "tool_call_id": "tu_2", "content": "Error: exit 1"}
    assert msgs[4] == {
        "role": "user",
        "content": [
            {"type": "image_url", "image_url": {"url": f"data:image/png;base64,{PNG}"}},
            {"type": "text", "text": "continue"},
        ],
    }


def test_images_odd_content_and_empty_turns() -> None:
    chat = messages_to_chat(
        {
            "model": "m",
            "messages": [
                {
                    "role": "user",
                    "content": [
                        {"type": "image", "source": {"type": "url", "url": "https://x/y.png"}},
                        {"type": "text", "text": "what is this?"},
                    ],
                },
                {"role": "assistant", "content": []},
                {"role": "user", "content": ""},
            ],
        }
    )
    assert chat["messages"][0]["content"][0] == {"type": "image_url", "image_url": {"url": "https://x/y.png"}}
    assert chat["messages"][1] == {"role": "assistant", "content": ""}
    assert chat["messages"][2] == {"role": "user", "content": ""}
    assert "tools" not in messages_to_chat({"model": "m", "messages": [], "tools": []})


@pytest.mark.parametrize(
    ("body", "param"),
    [
        ({"model": "m"}, "messages"),
        ({"messages": [{"role": "bot", "content": "x"}]}, "messages[0].role"),
        ({"messages": [{"role": "user", "content": 5}]}, "messages[0].content"),
        (
            {"messages": [{"role": "user", "content": [{"type": "image", "source": {"type": "file"}}]}]},
            "messages[0].content[0].source",
        ),
        (
            {"messages": [{"role": "assistant", "content": [{"type": "tool_use", "name": "x"}]}]},
            "messages[0].content",
        ),
        ({"messages": [], "tools": [{"input_schema": {}}]}, "tools[0]"),
        (
            {"messages": [], "tools": [{"name": "a", "input_schema": {}}], "tool_choice": {"type": "bogus"}},
            "tool_choice",
        ),
        ({"messages": [], "max_tokens": "many"}, "max_tokens"),
        ({"messages": [], "system": 3}, "system"),
    ],
)
def test_invalid_input_raises_protocol_error_with_param(body: dict[str, Any], param: str) -> None:
    with pytest.raises(ProtocolError) as info:
        messages_to_chat(body)
    assert info.value.param == param


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=5),
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(
            st.sampled_from(
                [
                    "role",
                    "content",
                    "type",
                    "text",
                    "source",
                    "name",
                    "id",
                    "input",
                    "tool_use_id",
                    "messages",
                    "system",
                    "tools",
                ]
            ),
            inner,
            max_size=4,
        )
    ),
    max_leaves=12,
)


blocks = st.lists(
    st.fixed_dictionaries(
        {"type": st.sampled_from(["text", "image", "tool_use", "tool_result", "document", "thinking"])},
        optional={
            "text": json_values,
            "source": json_values,
            "id": json_values,
            "name": json_values,
            "input": json_values,
            "tool_use_id": json_values,
            "content": json_values,
            "is_error": json_values,
        },
    ),
    max_size=3,
)
messages = st.lists(
    st.fixed_dictionaries(
        {"role": st.sampled_from(["user", "assistant", "system", "x"])},
        optional={"content": st.one_of(st.text(max_size=3), blocks, json_values)},
    ),
    max_size=4,
)


@settings(max_examples=400, deadline=None)
@given(
    st.dictionaries(
        st.sampled_from(
            ["system", "tools", "tool_choice", "max_tokens", "stop_sequences", "metadata", "stream"]
        ),
        json_values,
        max_size=5,
    ),
    messages,
    st.booleans(),
)
def test_arbitrary_bodies_raise_only_protocol_error(
    body: dict[str, Any], msgs: list[Any], tools: bool
) -> None:
    body = {**body, "messages": msgs}
    if tools:
        body["tools"] = [{"name": "Bash", "input_schema": {"type": "object"}}]
    with contextlib.suppress(ProtocolError):
        messages_to_chat(body)
    assert count_tokens(body) >= 1


def test_chat_to_message_validates_and_maps_stop_reasons() -> None:
    resp = chat_completion(
        "Calling.",
        [("call_1", "Bash", '{"cmd": "ls"}'), ("call_2", "Bash", "{broken")],
        usage=(1000, 30, 600),
    )
    message = at.Message.model_validate(chat_to_message(resp, "coder"))
    assert message.id.startswith("msg_") and message.stop_reason == "tool_use"
    assert [b.type for b in message.content] == ["text", "tool_use", "tool_use"]
    assert message.content[1].input == {"cmd": "ls"} and message.content[2].input == {}  # type: ignore[union-attr]
    assert (message.usage.input_tokens, message.usage.cache_read_input_tokens) == (400, 600)
    assert chat_to_message(chat_completion("x", finish="length"), "m")["stop_reason"] == "max_tokens"
    vllm = chat_completion("x")
    vllm["choices"][0]["stop_reason"] = "</answer>"
    assert chat_to_message(vllm, "m")["stop_reason"] == "stop_sequence"
    assert chat_to_message(vllm, "m")["stop_sequence"] == "</answer>"
    empty = at.Message.model_validate(chat_to_message({"choices": []}, "m"))
    assert empty.content == [] and empty.stop_reason == "end_turn" and empty.usage.output_tokens == 0


def _stream(chunks: list[dict[str, Any]], early_end: bool = False) -> list[tuple[str, dict[str, Any]]]:
    stream = ChatToAnthropicStream("coder", input_tokens=11)
    frames = [f for c in chunks for f in stream.feed(c)] + stream.finish()
    assert stream.finish() == [] and stream.feed(chunks[0] if chunks else {}) == []
    events = parse_frames(frames)
    for event, data in events:  # ping is not a RawMessageStreamEvent: the SDK skips it by its event line
        assert data == {"type": "ping"} if event == "ping" else EVENTS.validate_python(data)
    return events


def test_stream_interleaved_parallel_tool_calls_are_emitted_as_sequential_blocks() -> None:
    def frag(index: int, **fn: str) -> dict[str, Any]:
        call: dict[str, Any] = {"index": index, "function": fn}
        if "name" in fn:
            call["id"] = f"call_{index}"
        return {"choices": [{"index": 0, "delta": {"tool_calls": [call]}, "finish_reason": None}]}

    chunks = [
        {"choices": [{"index": 0, "delta": {"content": "Two calls."}}]},
        frag(0, name="Read", arguments='{"pa'),
        frag(1, name="Grep", arguments='{"q": '),
        frag(0, arguments='th": "a"}'),
        frag(1, arguments='"b"}'),
        {"choices": [{"index": 0, "delta": {}, "finish_reason": "tool_calls"}]},
        {"choices": [], "usage": {"prompt_tokens": 70, "completion_tokens": 9}},
    ]
    events = _stream(chunks)
    starts = [d["content_block"] for e, d in events if e == "content_block_start"]
    assert starts[0]["type"] == "text"
    assert [(b["id"], b["name"]) for b in starts[1:]] == [("call_0", "Read"), ("call_1", "Grep")]
    jsons = [
        d["delta"]["partial_json"]
        for e, d in events
        if e == "content_block_delta" and d["delta"]["type"] == "input_json_delta"
    ]
    assert jsons == ['{"path":"a"}', '{"q":"b"}']
    # blocks are strictly sequential: each start is stopped before the next starts
    order = [
        (e, d.get("index"))
        for e, d in events
        if e.startswith("content_block_") and e != "content_block_delta"
    ]
    assert order == [
        ("content_block_start", 0),
        ("content_block_stop", 0),
        ("content_block_start", 1),
        ("content_block_stop", 1),
        ("content_block_start", 2),
        ("content_block_stop", 2),
    ]
    delta = next(d for e, d in events if e == "message_delta")
    assert delta["delta"]["stop_reason"] == "tool_use"
    assert delta["usage"]["input_tokens"] == 70 and delta["usage"]["output_tokens"] == 9
    assert events[0][1]["message"]["usage"]["input_tokens"] == 11 and events[1][0] == "ping"
    assert events[-1][0] == "message_stop"


def test_stream_upstream_ended_early_closes_text_and_drops_broken_tool_call() -> None:
    chunks = chat_chunks("partial", [("c1", "Bash", '{"cmd": "ls -la /very/long')])[
        :-2
    ]  # no finish, no usage
    events = _stream(chunks)
    kinds = [e for e, _ in events]
    assert kinds.count("content_block_start") == 1 and kinds.count("content_block_stop") == 1
    delta = next(d for e, d in events if e == "message_delta")
    assert delta["delta"]["stop_reason"] == "end_turn" and delta["usage"]["input_tokens"] == 11
    assert kinds[-1] == "message_stop"


def test_stream_with_no_chunks_is_still_a_complete_message() -> None:
    events = _stream([])
    assert [e for e, _ in events] == ["message_start", "ping", "message_delta", "message_stop"]


def test_stream_fail_emits_an_error_event() -> None:
    stream = ChatToAnthropicStream("coder")
    events = parse_frames(stream.feed(chat_chunks("x")[1]) + stream.fail(529, "upstream overloaded"))
    assert events[-1] == (
        "error",
        {"type": "error", "error": {"type": "overloaded_error", "message": "upstream overloaded"}},
    )
    assert stream.finish() == []


def test_count_tokens_grows_with_everything_and_is_deterministic() -> None:
    base: dict[str, Any] = {"model": "m", "messages": [{"role": "user", "content": "hello world"}]}
    n = count_tokens(base)
    assert n == count_tokens(dict(base)) and n > 0
    assert count_tokens({**base, "system": "x" * 3500}) >= n + 1000
    more = {
        **base,
        "messages": [
            *base["messages"],
            {
                "role": "assistant",
                "content": [{"type": "tool_use", "id": "t", "name": "Read", "input": {"path": "y" * 350}}],
            },
        ],
    }
    assert count_tokens(more) > n + 100
    tools = {
        **base,
        "tools": [{"name": "Read", "description": "d" * 700, "input_schema": {"type": "object"}}],
    }
    assert count_tokens(tools) > n + 200
    image = {
        **base,
        "messages": [
            {
                "role": "user",
                "content": [
                    {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": PNG}}
                ],
            }
        ],
    }
    assert count_tokens(image) >= 1600


@pytest.mark.parametrize(
    ("status", "kind"),
    [
        (400, "invalid_request_error"),
        (401, "authentication_error"),
        (403, "permission_error"),
        (404, "not_found_error"),
        (413, "request_too_large"),
        (429, "rate_limit_error"),
        (500, "api_error"),
        (502, "api_error"),
        (529, "overloaded_error"),
        (422, "invalid_request_error"),
    ],
)
def test_anthropic_error_shape(status: int, kind: str) -> None:
    assert anthropic_error(status, "nope") == {"type": "error", "error": {"type": kind, "message": "nope"}}


@settings(max_examples=300, deadline=None)
@given(chunk_strategy())
def test_messy_upstream_chunks_always_yield_a_complete_valid_stream(chunks: list[dict[str, Any]]) -> None:
    stream = ChatToAnthropicStream("coder")
    events = parse_frames([f for c in chunks for f in stream.feed(c)] + stream.finish())
    for event, data in events:
        assert data == {"type": "ping"} if event == "ping" else EVENTS.validate_python(data)
    starts = sum(e == "content_block_start" for e, _ in events)
    assert starts == sum(e == "content_block_stop" for e, _ in events)
    assert events[0][0] == "message_start" and events[-1][0] == "message_stop"
