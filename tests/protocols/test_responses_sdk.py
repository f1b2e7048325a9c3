"""The official `openai` SDK's Responses client, pointed at a loopback server running our translators, must
parse every reply: non-streaming, streams ending in response.completed, tool round trips and
previous_response_id."""

from __future__ import annotations

from typing import Any

import openai
import pytest
from protocol_fakes import Loopback, chat_chunks, chat_completion

TOOLS: Any = [
    {
        "type": "function",
        "name": "shell",
        "description": "Run a shell command",
        "strict": False,
        "parameters": {
            "type": "object",
            "properties": {"command": {"type": "array", "items": {"type": "string"}}},
            "required": ["command"],
        },
    },
    {"type": "web_search"},
]


def client(loopback: Loopback) -> openai.OpenAI:
    return openai.OpenAI(base_url=loopback.base_url + "/v1", api_key="sk-test", max_retries=0)


def test_non_streaming_text_usage_and_echo(loopback: Loopback) -> None:
    loopback.script = lambda chat: chat_completion("Done.", usage=(300, 12, 256))
    response = client(loopback).responses.create(
        model="coder", instructions="You are terse.", input="hi", temperature=0.2, tools=TOOLS
    )
    assert response.output_text == "Done." and response.status == "completed" and response.model == "coder"
    assert response.usage is not None
    assert (response.usage.input_tokens, response.usage.output_tokens, response.usage.total_tokens) == (
        300,
        12,
        312,
    )
    assert response.usage.input_tokens_details.cached_tokens == 256
    assert response.temperature == 0.2 and response.instructions == "You are terse."
    sent = loopback.chat_requests[-1]
    assert sent["messages"][0] == {"role": "system", "content": "You are terse."}
    assert [t["function"]["name"] for t in sent["tools"]] == ["shell"]  # web_search dropped


def test_stream_text_ends_with_completed_and_usage(loopback: Loopback) -> None:
    loopback.script = lambda chat: chat_chunks("Streaming works fine.", usage=(40, 5, 0))
    with client(loopback).responses.stream(model="coder", input="say it") as stream:
        deltas = [e.delta for e in stream if e.type == "response.output_text.delta"]
        final = stream.get_final_response()
    assert "".join(deltas) == "Streaming works fine."
    assert final.output_text == "Streaming works fine." and final.status == "completed"
    assert final.usage is not None and final.usage.total_tokens == 45


def test_raw_stream_sequence_numbers_rise_and_last_event_is_completed(loopback: Loopback) -> None:
    loopback.script = lambda chat: chat_chunks("ab", [("call_1", "shell", '{"command": ["ls"]}')])
    events = list(client(loopback).responses.create(model="coder", input="x", stream=True, tools=TOOLS))
    numbers = [e.sequence_number for e in events]
    assert numbers == list(range(len(events)))
    kinds = [e.type for e in events]
    assert kinds[:2] == ["response.created", "response.in_progress"] and kinds[-1] == "response.completed"
    assert "response.function_call_arguments.done" in kinds and "response.output_text.done" in kinds


def test_tool_round_trip_with_codex_style_input(loopback: Loopback) -> None:
    def script(chat: dict) -> object:
        if chat["messages"][-1]["role"] == "tool":
            return chat_chunks("There are 3 files.", usage=(80, 6, 0))
        return chat_chunks("", [("call_9", "shell", '{"command": ["ls", "-1"]}')], usage=(60, 11, 0))

    loopback.script = script
    sdk = client(loopback)
    items: list = [
        {"type": "message", "role": "developer", "content": [{"type": "input_text", "text": "rules"}]},
        {"type": "message", "role": "user", "content": [{"type": "input_text", "text": "count files"}]},
    ]
    with sdk.responses.stream(
        model="coder",
        input=items,
        tools=TOOLS,
        store=False,
        parallel_tool_calls=False,
        prompt_cache_key="sess-1",
    ) as stream:
        first = stream.get_final_response()
    calls = [item for item in first.output if item.type == "function_call"]
    assert [(c.call_id, c.name, c.arguments) for c in calls] == [
        ("call_9", "shell", '{"command": ["ls", "-1"]}')
    ]
    items += [c.model_dump(exclude_none=True) for c in calls]
    items.append({"type": "function_call_output", "call_id": "call_9", "output": "a\nb\nc"})
    with sdk.responses.stream(model="coder", input=items, tools=TOOLS) as stream:
        second = stream.get_final_response()
    assert second.output_text == "There are 3 files."
    sent = loopback.chat_requests[-1]["messages"]
    assert sent[0] == {"role": "system", "content": "rules"}
    assert sent[-2]["role"] == "assistant" and sent[-2]["tool_calls"][0]["id"] == "call_9"
    assert sent[-1] == {"role": "tool", "tool_call_id": "call_9", "content": "a\nb\nc"}


def test_previous_response_id_replays_history(loopback: Loopback) -> None:
    loopback.script = lambda chat: chat_completion(f"turn {len(chat['messages'])}")
    sdk = client(loopback)
    first = sdk.responses.create(model="coder", input="remember 42")
    second = sdk.responses.create(model="coder", input="what number?", previous_response_id=first.id)
    assert second.output_text == "turn 3"
    sent = loopback.chat_requests[-1]["messages"]
    assert [m["role"] for m in sent] == ["user", "assistant", "user"]
    assert sent[1]["content"] == "turn 1"


def test_length_cut_reports_incomplete(loopback: Loopback) -> None:
    loopback.script = lambda chat: chat_chunks("partial answ", finish="length")
    with client(loopback).responses.stream(model="coder", input="long", max_output_tokens=3) as stream:
        final = stream.get_final_response()
    assert final.status == "incomplete" and final.incomplete_details is not None
    assert final.incomplete_details.reason == "max_output_tokens"
    assert loopback.chat_requests[-1]["max_tokens"] == 3


def test_invalid_request_is_an_openai_400(loopback: Loopback) -> None:
    with pytest.raises(openai.BadRequestError) as info:
        client(loopback).responses.create(model="coder", input=[{"type": "item_reference", "id": "x"}])
    assert info.value.body is not None and "item_reference" in str(info.value.body)
