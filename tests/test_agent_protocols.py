"""Claude Code's and Codex's own protocols through a real gateway, driven by the official SDKs."""

from __future__ import annotations

import anthropic
import httpx
import openai
import pytest

from tests.conftest import KEY_A, GatewayFactory, two_teams
from tests.support.policies import openai_version, policy
from tests.support.procs import GatewayProcess
from tests.support.upstream import RecordingUpstream

ANTHROPIC_TOOLS = [
    {
        "name": "Read",
        "description": "Read a file",
        "input_schema": {"type": "object", "properties": {"file_path": {"type": "string"}}, "required": ["file_path"]},
    }
]
RESPONSES_TOOLS = [
    {
        "type": "function",
        "name": "shell",
        "description": "Run a shell command",
        "parameters": {"type": "object", "properties": {"command": {"type": "string"}}, "required": ["command"]},
    }
]


@pytest.fixture(scope="module")
def claude(sim_gateway: GatewayProcess) -> anthropic.Anthropic:
    return anthropic.Anthropic(base_url=sim_gateway.base, api_key=KEY_A, max_retries=0)


def test_messages_create_and_stream(claude: anthropic.Anthropic) -> None:
    message = claude.messages.create(
        model="coder",
        max_tokens=64,
        system=[{"type": "text", "text": "be brief"}],
        messages=[{"role": "user", "content": "Name a sorting algorithm"}],
    )
    assert message.content[0].type == "text" and message.content[0].text.startswith("[simulated")
    assert message.usage.output_tokens > 0 and message.stop_reason in ("end_turn", "max_tokens")
    with claude.messages.stream(model="coder", max_tokens=16, messages=[{"role": "user", "content": "hi"}]) as stream:
        text = "".join(stream.text_stream)
        final = stream.get_final_message()
    assert text.startswith("[simulated") and final.usage.output_tokens == 16


def test_messages_tool_round_trip_and_count_tokens(claude: anthropic.Anthropic) -> None:
    messages: list[dict[str, object]] = [{"role": "user", "content": "Read setup.py and fix the version"}]
    first = claude.messages.create(model="coder", max_tokens=256, tools=ANTHROPIC_TOOLS, messages=messages)
    assert first.stop_reason == "tool_use"
    tool_use = next(block for block in first.content if block.type == "tool_use")
    assert tool_use.name == "Read" and "file_path" in tool_use.input
    messages += [
        {"role": "assistant", "content": [b.model_dump() for b in first.content]},
        {
            "role": "user",
            "content": [{"type": "tool_result", "tool_use_id": tool_use.id, "content": "version = '1.0'"}],
        },
    ]
    second = claude.messages.create(model="coder", max_tokens=64, tools=ANTHROPIC_TOOLS, messages=messages)
    assert second.stop_reason in ("end_turn", "max_tokens") and second.content[0].type == "text"
    small = claude.messages.count_tokens(model="coder", messages=[{"role": "user", "content": "hi"}])
    big = claude.messages.count_tokens(model="coder", tools=ANTHROPIC_TOOLS, messages=messages)
    assert 0 < small.input_tokens < big.input_tokens


def test_messages_errors_in_anthropic_shape(sim_gateway: GatewayProcess) -> None:
    bad = anthropic.Anthropic(base_url=sim_gateway.base, api_key="gw-wrong", max_retries=0)
    with pytest.raises(anthropic.AuthenticationError):
        bad.messages.create(model="coder", max_tokens=8, messages=[{"role": "user", "content": "x"}])
    response = httpx.post(
        sim_gateway.base + "/v1/messages?beta=true",
        headers={"x-api-key": KEY_A},
        json={"model": "nope", "max_tokens": 8, "messages": [{"role": "user", "content": "x"}]},
    )
    assert response.status_code == 404
    body = response.json()
    assert body["type"] == "error" and body["error"]["type"] == "not_found_error"
    assert httpx.head(sim_gateway.base + "/").status_code == 200


def test_responses_create_stream_and_function_round_trip(sim_gateway: GatewayProcess) -> None:
    client = openai.OpenAI(base_url=sim_gateway.url, api_key=KEY_A, max_retries=0)
    response = client.responses.create(model="coder", instructions="be brief", input="What is a monad?")
    assert response.output_text.startswith("[simulated") and response.usage.output_tokens > 0
    with client.responses.stream(model="coder", input="Say hi", max_output_tokens=16) as stream:
        deltas = [e.delta for e in stream if e.type == "response.output_text.delta"]
        final = stream.get_final_response()
    assert "".join(deltas) == final.output_text and final.status in ("completed", "incomplete")
    call_turn = client.responses.create(model="coder", input="list the files", tools=RESPONSES_TOOLS)
    call = next(item for item in call_turn.output if item.type == "function_call")
    assert call.name == "shell" and "command" in call.arguments
    follow = client.responses.create(
        model="coder",
        tools=RESPONSES_TOOLS,
        previous_response_id=call_turn.id,
        input=[{"type": "function_call_output", "call_id": call.call_id, "output": "README.md setup.py"}],
    )
    assert follow.output_text
    with pytest.raises(openai.BadRequestError):
        client.responses.create(model="coder", input="x", previous_response_id="resp_unknown")


def test_translation_to_an_openai_compatible_upstream(
    gateway_factory: GatewayFactory, upstream: RecordingUpstream
) -> None:
    doc = policy(
        two_teams(),
        fast=openai_version(upstream.url, "ok"),
        standard=openai_version(upstream.url, "ok", context_window=200000),
    )
    doc["models"]["coder"]["aliases"] = ["claude-*"]
    gw = gateway_factory(doc)
    claude = anthropic.Anthropic(base_url=gw.base, api_key=KEY_A, max_retries=0)
    before = len(upstream.received)
    message = claude.messages.create(
        model="claude-house-main-20261101",
        max_tokens=32,
        system="You are terse.",
        messages=[{"role": "user", "content": "hello"}],
    )
    assert message.content[0].text == "recorded answer"
    sent = upstream.received[before]
    assert sent["messages"][0] == {"role": "system", "content": "You are terse."}
    assert sent["max_tokens"] == 32 and sent["model"] == "ok"
    with claude.messages.stream(
        model="claude-house-main", max_tokens=32, messages=[{"role": "user", "content": "hi"}]
    ) as stream:
        assert "".join(stream.text_stream) == "t0 t1 t2 t3 t4 "
        assert stream.get_final_message().usage.output_tokens == 5
    codex = openai.OpenAI(base_url=gw.url, api_key=KEY_A, max_retries=0)
    with codex.responses.stream(model="coder", input=[{"role": "user", "content": "hi"}]) as stream:
        final = stream.get_final_response()
    assert final.output_text == "t0 t1 t2 t3 t4 " and final.usage.output_tokens == 5
