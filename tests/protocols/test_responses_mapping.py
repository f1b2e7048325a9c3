"""Unit tests of the Responses <-> chat mapping, validated against the `openai` SDK's own types."""

from __future__ import annotations

import contextlib
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from openai.types.responses import Response, ResponseStreamEvent
from protocol_fakes import chat_chunks, chat_completion, chunk_strategy
from pydantic import TypeAdapter
from sse_frames import parse_frames

from gateway.protocols.errors import ProtocolError
from gateway.protocols.responses import (
    ChatToResponsesStream,
    chat_to_response,
    conversation_items,
    responses_error,
    responses_to_chat,
)

EVENTS: TypeAdapter[Any] = TypeAdapter(ResponseStreamEvent)
CODEX_TOOLS = [
    {
        "type": "function",
        "name": "shell",
        "description": "run",
        "strict": False,
        "parameters": {"type": "object", "properties": {"command": {"type": "array"}}},
    },
    {
        "type": "namespace",
        "name": "mcp__github",
        "description": "GitHub",
        "tools": [{"type": "function", "name": "list_issues", "parameters": {"type": "object"}}],
    },
    {"type": "web_search"},
]


def test_codex_shaped_request_maps_items_and_drops_what_chat_cannot_take() -> None:
    body = {
        "model": "gpt-5-codex",
        "store": False,
        "stream": True,
        "prompt_cache_key": "thread-1",
        "reasoning": {"effort": "medium", "summary": "auto"},
        "include": ["reasoning.encrypted_content"],
        "tools": CODEX_TOOLS,
        "tool_choice": "auto",
        "parallel_tool_calls": False,
        "max_output_tokens": 900,
        "input": [
            {
                "type": "message",
                "role": "developer",
                "content": [{"type": "input_text", "text": "sandbox rules"}],
            },
            {
                "type": "message",
                "role": "user",
                "content": [
                    {"type": "input_text", "text": "what is here?"},
                    {"type": "input_image", "image_url": "data:image/png;base64,AAA", "detail": "low"},
                ],
            },
            {"type": "reasoning", "id": "rs_1", "summary": [], "encrypted_content": "xyz"},
            {
                "type": "message",
                "role": "assistant",
                "content": [{"type": "output_text", "text": "Checking."}],
            },
            {"type": "function_call", "call_id": "c1", "name": "shell", "arguments": '{"command":["ls"]}'},
            {"type": "function_call", "call_id": "c2", "name": "shell", "arguments": '{"command":["pwd"]}'},
            {"type": "function_call_output", "call_id": "c1", "output": "a.py"},
            {
                "type": "function_call_output",
                "call_id": "c2",
                "output": [{"type": "input_text", "text": "/repo"}],
            },
        ],
    }
    chat = responses_to_chat(body)
    msgs = chat["messages"]
    assert msgs[0] == {"role": "system", "content": "sandbox rules"}
    assert msgs[1]["content"][1] == {
        "type": "image_url",
        "image_url": {"url": "data:image/png;base64,AAA", "detail": "low"},
    }
    assert msgs[2]["role"] == "assistant" and msgs[2]["content"] == "Checking."
    assert [c["id"] for c in msgs[2]["tool_calls"]] == ["c1", "c2"]  # grouped into one assistant message
    assert msgs[3:] == [
        {"role": "tool", "tool_call_id": "c1", "content": "a.py"},
        {"role": "tool", "tool_call_id": "c2", "content": "/repo"},
    ]
    assert [t["function"]["name"] for t in chat["tools"]] == ["shell"]
    assert (
        chat["parallel_tool_calls"] is False and chat["max_tokens"] == 900 and chat["tool_choice"] == "auto"
    )
    assert chat["stream_options"] == {"include_usage": True}
    for dropped in ("store", "prompt_cache_key", "reasoning", "include", "input", "max_output_tokens"):
        assert dropped not in chat


def test_consecutive_calls_without_text_form_one_assistant_message_and_formats_map() -> None:
    chat = responses_to_chat(
        {
            "model": "m",
            "instructions": "be json",
            "input": [
                {"role": "user", "content": "go"},
                {"type": "function_call", "call_id": "a", "name": "f", "arguments": "{}"},
                {"type": "function_call", "call_id": "b", "name": "g", "arguments": "{}"},
                {"type": "function_call_output", "call_id": "a", "output": "1"},
                {"type": "function_call_output", "call_id": "b", "output": "2"},
            ],
            "tools": [{"type": "function", "name": "f"}, {"type": "function", "name": "g"}],
            "tool_choice": {"type": "function", "name": "g"},
            "text": {
                "format": {"type": "json_schema", "name": "out", "schema": {"type": "object"}, "strict": True}
            },
        }
    )
    roles = [m["role"] for m in chat["messages"]]
    assert roles == ["system", "user", "assistant", "tool", "tool"]
    assert chat["messages"][2]["content"] is None and len(chat["messages"][2]["tool_calls"]) == 2
    assert chat["tools"][0]["function"]["parameters"] == {"type": "object", "properties": {}}
    assert chat["tool_choice"] == {"type": "function", "function": {"name": "g"}}
    assert chat["response_format"] == {
        "type": "json_schema",
        "json_schema": {"name": "out", "schema": {"type": "object"}, "strict": True},
    }
    json_object = responses_to_chat({"model": "m", "input": "x", "text": {"format": {"type": "json_object"}}})
    assert json_object["response_format"] == {"type": "json_object"}
    assert responses_to_chat({"model": "m", "input": "hi"})["messages"] == [{"role": "user", "content": "hi"}]


@pytest.mark.parametrize(
    ("body", "param"),
    [
        ({"input": 5}, "input"),
        ({"input": []}, "input"),
        ({"input": [{"role": "robot", "content": "x"}]}, "input[0].role"),
        (
            {"input": [{"role": "user", "content": [{"type": "input_image", "file_id": "f"}]}]},
            "input[0].content[0]",
        ),
        ({"input": [{"type": "item_reference", "id": "x"}]}, "input[0]"),
        ({"input": [{"type": "function_call", "name": "f"}]}, "input[0]"),
        ({"input": [{"type": "function_call_output", "output": "x"}]}, "input[0].call_id"),
        ({"input": "x", "tools": [{"type": "function"}]}, "tools[0].name"),
        ({"input": "x", "temperature": "hot"}, "temperature"),
    ],
)
def test_invalid_input_raises_protocol_error_with_param(body: dict[str, Any], param: str) -> None:
    with pytest.raises(ProtocolError) as info:
        responses_to_chat(body)
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
                    "call_id",
                    "name",
                    "output",
                    "arguments",
                    "image_url",
                    "format",
                    "parameters",
                ]
            ),
            inner,
            max_size=4,
        )
    ),
    max_leaves=12,
)


@settings(max_examples=300, deadline=None)
@given(
    st.dictionaries(
        st.sampled_from(
            ["input", "instructions", "tools", "tool_choice", "text", "max_output_tokens", "stream"]
        ),
        json_values,
        max_size=5,
    ),
    st.lists(json_values, max_size=2),
)
def test_arbitrary_bodies_raise_only_protocol_error(body: dict[str, Any], history: list[Any]) -> None:
    with contextlib.suppress(ProtocolError):
        responses_to_chat(body, history)


def test_chat_to_response_validates_with_codex_tools_echoed() -> None:
    request = {
        "model": "coder",
        "input": "x",
        "tools": CODEX_TOOLS,
        "store": False,
        "parallel_tool_calls": False,
        "reasoning": {"effort": "low"},
        "prompt_cache_key": "k",
    }
    resp = chat_completion("Running it.", [("call_1", "shell", '{"command":["ls"]}')], usage=(500, 20, 128))
    response = Response.model_validate(chat_to_response(resp, "coder", request, response_id="resp_fixed"))
    assert (
        response.id == "resp_fixed"
        and response.status == "completed"
        and response.parallel_tool_calls is False
    )
    assert [item.type for item in response.output] == ["message", "function_call"]
    call = response.output[1]
    assert call.type == "function_call" and (call.call_id, call.arguments) == ("call_1", '{"command":["ls"]}')
    assert response.usage is not None and response.usage.input_tokens_details.cached_tokens == 128
    assert [t.type for t in response.tools] == ["function", "namespace", "web_search"]
    cut = Response.model_validate(chat_to_response(chat_completion("x", finish="content_filter"), "m", {}))
    assert cut.status == "incomplete" and cut.incomplete_details is not None
    assert cut.incomplete_details.reason == "content_filter"
    empty = Response.model_validate(chat_to_response({}, "m", {}))
    assert empty.output_text == "" and empty.usage is not None and empty.usage.total_tokens == 0


def test_conversation_items_feed_back_as_history() -> None:
    request = {"model": "m", "input": "list files"}
    response = chat_to_response(chat_completion("", [("c1", "shell", "{}")]), "m", request)
    items = conversation_items(request, response)
    follow = {"model": "m", "input": [{"type": "function_call_output", "call_id": "c1", "output": "ok"}]}
    msgs = responses_to_chat(follow, items)["messages"]
    assert [m["role"] for m in msgs] == ["user", "assistant", "tool"]
    assert msgs[1]["tool_calls"][0]["id"] == "c1"


def _stream(
    chunks: list[dict[str, Any]], request: dict[str, Any] | None = None
) -> tuple[list[tuple[str, dict[str, Any]]], ChatToResponsesStream]:
    stream = ChatToResponsesStream("coder", request or {"model": "coder", "input": "x"})
    frames = [f for c in chunks for f in stream.feed(c)] + stream.finish()
    assert stream.finish() == []
    events = parse_frames(frames)
    assert [d["sequence_number"] for _, d in events] == list(range(len(events)))
    for _, data in events:
        EVENTS.validate_python(data)
    return events, stream


def test_stream_interleaved_tool_calls_become_separate_items() -> None:
    def frag(index: int, **fn: str) -> dict[str, Any]:
        call: dict[str, Any] = {"index": index, "function": fn}
        if "name" in fn:
            call["id"] = f"call_{index}"
        return {"choices": [{"index": 0, "delta": {"tool_calls": [call]}, "finish_reason": None}]}

    chunks = [
        {"choices": [{"index": 0, "delta": {"content": "Both."}}]},
        frag(0, name="shell", arguments='{"a"'),
        frag(1, name="read", arguments='{"b"'),
        frag(0, arguments=": 1}"),
        frag(1, arguments=": 2}"),
        {"choices": [{"index": 0, "delta": {}, "finish_reason": "tool_calls"}]},
        {"choices": [], "usage": {"prompt_tokens": 9, "completion_tokens": 4}},
    ]
    events, stream = _stream(chunks)
    done = [d["item"] for e, d in events if e == "response.output_item.done"]
    assert [i["type"] for i in done] == ["message", "function_call", "function_call"]
    assert [(i["call_id"], i["arguments"]) for i in done[1:]] == [
        ("call_0", '{"a": 1}'),
        ("call_1", '{"b": 2}'),
    ]
    final = Response.model_validate(events[-1][1]["response"])
    assert (
        events[-1][0] == "response.completed" and final.usage is not None and final.usage.total_tokens == 13
    )
    assert [o.id for o in final.output] == [i["id"] for i in done]
    assert stream.response is not None and stream.response["id"] == events[0][1]["response"]["id"]
    # the text item is finished before the first function call item is announced
    kinds = [e for e, _ in events]
    assert kinds.index("response.output_text.done") < kinds.index("response.function_call_arguments.delta")


def test_stream_upstream_ended_early_still_completes_as_incomplete() -> None:
    events, _ = _stream(chat_chunks("cut", [("c1", "shell", '{"x": ')])[:-2])
    assert events[-1][0] == "response.completed"
    response = events[-1][1]["response"]
    assert response["status"] == "incomplete" and response["output"][1]["status"] == "incomplete"


def test_stream_with_no_chunks_and_fail() -> None:
    events, _ = _stream([])
    assert [e for e, _ in events] == ["response.created", "response.in_progress", "response.completed"]
    stream = ChatToResponsesStream("coder", {})
    failed = parse_frames(stream.feed(chat_chunks("x")[1]) + stream.fail("upstream timed out"))
    assert failed[-1][0] == "response.failed"
    EVENTS.validate_python(failed[-1][1])
    assert failed[-1][1]["response"]["error"] == {"code": "server_error", "message": "upstream timed out"}
    assert stream.finish() == []


def test_responses_error_shape() -> None:
    assert responses_error(400, "bad", "input") == {
        "error": {"message": "bad", "type": "invalid_request_error", "param": "input", "code": None}
    }
    assert responses_error(503, "down")["error"]["type"] == "server_error"
    assert responses_error(429, "slow", code="rate_limit_exceeded")["error"]["code"] == "rate_limit_exceeded"


@settings(max_examples=300, deadline=None)
@given(chunk_strategy())
def test_messy_upstream_chunks_always_end_with_completed(chunks: list[dict[str, Any]]) -> None:
    events, _ = _stream(chunks)
    assert events[-1][0] == "response.completed"
    Response.model_validate(events[-1][1]["response"])
    added = sum(e == "response.output_item.added" for e, _ in events)
    assert added == sum(e == "response.output_item.done" for e, _ in events)
