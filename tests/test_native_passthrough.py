"""Native pass-through through a real ``gateway serve``: ``/v1/messages`` to an Anthropic-protocol upstream
and ``/v1/responses`` to a Responses-protocol upstream reach it untranslated (prompt caching, thinking,
Codex's namespace and web_search tools kept), and their cache reads and writes are priced as such."""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from typing import Any

import anthropic
import openai
import pytest

from tests.conftest import KEY_A, two_teams
from tests.resilience.conftest import entries_of
from tests.support.native_upstream import CACHE_READ, CACHE_WRITE, FRESH, OUTPUT, REFUSAL, NativeUpstream
from tests.support.policies import policy
from tests.support.procs import GatewayProcess, write_policy

PRICES = {"input_per_mtok": 3, "cached_input_per_mtok": Decimal("0.3"), "cache_write_per_mtok": Decimal("3.75"),
          "output_per_mtok": 15}
SECRET = "sk-ant-fake-upstream-key"


@pytest.fixture(scope="module")
def native() -> Iterator[NativeUpstream]:
    with NativeUpstream() as server:
        yield server


@pytest.fixture(scope="module")
def gw(tmp_path_factory: pytest.TempPathFactory, native: NativeUpstream) -> Iterator[GatewayProcess]:
    common = {"context_window": 200000, "retries": 0, "prices": {k: str(v) for k, v in PRICES.items()}}
    models: dict[str, Any] = {
        "claude": {"aliases": ["claude-*"], "versions": {"standard": {
            "provider": "anthropic", "base_url": native.url, "api_key_env": "FAKE_ANTHROPIC_KEY",
            "upstream_model": "claude-upstream-1", **common}}},
        "claude-refuse": {"versions": {"standard": {
            "provider": "anthropic", "base_url": native.url, "upstream_model": "refuse", **common}}},
        "claude-break": {"versions": {"standard": {
            "provider": "anthropic", "base_url": native.url, "upstream_model": "break", **common}}},
        "codex": {"versions": {"standard": {
            "provider": "openai", "protocol": "responses", "base_url": native.url,
            "upstream_model": "gpt-upstream-1", **common}}},
    }
    root = tmp_path_factory.mktemp("native")
    write_policy(root / "policies", policy(two_teams(), extra_models=models))
    with GatewayProcess(root / "policies", root / "state", env={"FAKE_ANTHROPIC_KEY": SECRET}) as process:
        yield process


SYSTEM = [{"type": "text", "text": "You are Claude Code. " * 50, "cache_control": {"type": "ephemeral"}}]
MESSAGES: list[dict[str, Any]] = [
    {"role": "user", "content": [
        {"type": "text", "text": "Summarise the repository", "cache_control": {"type": "ephemeral", "ttl": "1h"}},
    ]},
]
THINKING = {"type": "enabled", "budget_tokens": 2048}
BETA = "context-management-2025-06-27,interleaved-thinking-2025-05-14"
CONTEXT = {"edits": [{"type": "clear_tool_uses_20250919"}]}


def _cost(prompt_fresh: int, read: int, written: int, output: int) -> int:
    exact = (prompt_fresh * PRICES["input_per_mtok"] + read * PRICES["cached_input_per_mtok"]
             + written * PRICES["cache_write_per_mtok"] + output * PRICES["output_per_mtok"])
    return int(Decimal(exact).quantize(Decimal(1), rounding="ROUND_HALF_UP"))


@pytest.mark.parametrize("streamed", [False, True])
def test_messages_reach_an_anthropic_upstream_untranslated_and_cache_reads_are_priced(
    gw: GatewayProcess, native: NativeUpstream, streamed: bool
) -> None:
    client = anthropic.Anthropic(base_url=gw.base, api_key=KEY_A, max_retries=0)
    kwargs: dict[str, Any] = {
        "model": "claude-sonnet-house", "max_tokens": 4096, "system": SYSTEM, "messages": MESSAGES,
        "thinking": THINKING, "metadata": {"user_id": "u-1"},
        "extra_body": {"context_management": CONTEXT, "api_key": "sk-client-chosen",
                       "mcp_servers": [{"type": "url", "url": "http://127.0.0.1:9/x", "name": "x"}]},
        "extra_headers": {"anthropic-beta": BETA},
    }
    if streamed:
        with client.messages.stream(**kwargs) as stream:
            request_id = stream.response.headers["x-request-id"]
            text = "".join(stream.text_stream)
            message = stream.get_final_message()
        assert text == "native answer"
    else:
        raw = client.messages.with_raw_response.create(**kwargs)
        request_id = raw.headers["x-request-id"]
        message = raw.parse()
    assert message.content[0].type == "text" and message.content[0].text == "native answer"
    assert message.usage.cache_read_input_tokens == CACHE_READ, "the upstream's usage reaches the client"

    sent, headers = native.last("/v1/messages")
    assert sent["system"] == SYSTEM and sent["messages"] == MESSAGES, "cache_control kept as sent"
    assert sent["thinking"] == THINKING and sent["context_management"] == CONTEXT
    assert sent["model"] == "claude-upstream-1" and sent["metadata"] == {"user_id": "u-1"}
    assert "api_key" not in sent and "mcp_servers" not in sent, "nothing a client sends picks a URL or key"
    assert headers["x-api-key"] == SECRET and headers["anthropic-version"]
    assert headers["anthropic-beta"] == BETA, "the beta features the client enabled reach the upstream"
    assert KEY_A not in str(headers), "the client's gateway key never goes upstream"

    [row] = entries_of(gw, request_id.rsplit(".", 1)[0] if "." in request_id else request_id, 1)
    assert row.prompt_tokens == FRESH + CACHE_READ + CACHE_WRITE and row.cached_tokens == CACHE_READ
    assert row.completion_tokens == OUTPUT
    assert row.cost_micros == _cost(FRESH, CACHE_READ, CACHE_WRITE, OUTPUT), "cache reads at the cached price"


def test_the_raw_anthropic_stream_keeps_its_event_lines(gw: GatewayProcess) -> None:
    import httpx

    body = {"model": "claude", "max_tokens": 64, "stream": True, "messages": MESSAGES}
    with httpx.stream("POST", gw.base + "/v1/messages", json=body, headers={"x-api-key": KEY_A}) as response:
        lines = [line for line in response.iter_lines() if line]
    names = [line.removeprefix("event: ") for line in lines if line.startswith("event: ")]
    assert names == ["message_start", "content_block_start", "ping", "content_block_delta",
                     "content_block_delta", "content_block_stop", "message_delta", "message_stop"]


def test_an_anthropic_refusal_reaches_the_client_with_its_reason(gw: GatewayProcess) -> None:
    client = anthropic.Anthropic(base_url=gw.base, api_key=KEY_A, max_retries=0)
    with pytest.raises(anthropic.BadRequestError) as refused:
        client.messages.create(model="claude-refuse", max_tokens=64, messages=MESSAGES)
    assert refused.value.status_code == 400
    body = refused.value.body
    assert isinstance(body, dict) and body["type"] == "error"
    assert body["error"]["type"] == "invalid_request_error" and REFUSAL in body["error"]["message"]


def _function(name: str, *required: str) -> dict[str, Any]:
    return {"type": "function", "name": name, "description": name, "strict": False,
            "parameters": {"type": "object", "properties": {r: {"type": "string"} for r in required},
                           "required": list(required)}}


# Codex CLI's own list (0.171): seven functions, a namespace of five sub-agent functions, web_search.
def test_a_native_stream_that_breaks_ends_with_an_anthropic_error_event(gw: GatewayProcess) -> None:
    import json

    import httpx

    body = {"model": "claude-break", "max_tokens": 64, "stream": True, "messages": MESSAGES}
    with httpx.stream("POST", gw.base + "/v1/messages", json=body, headers={"x-api-key": KEY_A}) as response:
        request_id = response.headers["x-request-id"]
        lines = [line for line in response.iter_lines() if line]
    assert lines[0] == "event: message_start" and lines[-2] == "event: error"
    error = json.loads(lines[-1].removeprefix("data: "))
    assert error["type"] == "error" and "incomplete" in error["error"]["message"]
    [row] = entries_of(gw, request_id, 1)
    assert row.outcome == "upstream_error"
    assert row.prompt_tokens == FRESH + CACHE_READ + CACHE_WRITE, "the prompt it read is accounted as reported"


CODEX_TOOLS: list[dict[str, Any]] = [
    _function("exec_command", "cmd"), _function("write_stdin", "session_id"),
    _function("request_user_input", "questions"), _function("view_image", "path"),
    {"type": "namespace", "name": "multi_agent_v1", "description": "sub-agents", "tools": [
        {"type": "function", "name": name, "parameters": {"type": "object"}}
        for name in ("close_agent", "resume_agent", "send_input", "spawn_agent", "wait_agent")]},
    _function("get_goal"), _function("create_goal", "objective"), _function("update_goal", "status"),
    {"type": "web_search"},
]
REASONING_ITEM = {"type": "reasoning", "id": "rs_1", "summary": [], "encrypted_content": "gAAAA-opaque"}


@pytest.mark.parametrize("streamed", [False, True])
def test_codex_tool_list_reaches_a_responses_upstream_whole(
    gw: GatewayProcess, native: NativeUpstream, streamed: bool
) -> None:
    client = openai.OpenAI(base_url=gw.url, api_key=KEY_A, max_retries=0)
    inputs: list[dict[str, Any]] = [
        {"type": "message", "role": "user", "content": [{"type": "input_text", "text": "fix the bug"}]},
        REASONING_ITEM,
    ]
    kwargs: dict[str, Any] = {
        "model": "codex", "input": inputs, "tools": CODEX_TOOLS, "prompt_cache_key": "thread-9",
        "reasoning": {"effort": "medium", "summary": "auto"}, "include": ["reasoning.encrypted_content"],
        "store": False,
    }
    if streamed:
        with client.responses.stream(**kwargs) as stream:
            final = stream.get_final_response()
    else:
        final = client.responses.create(**kwargs)
    assert final.output_text == "native answer"
    assert final.usage is not None and final.usage.input_tokens_details.cached_tokens == CACHE_READ
    sent, _ = native.last("/v1/responses")
    assert len(sent["tools"]) == 9 and sent["tools"] == CODEX_TOOLS
    assert sent["input"] == inputs and sent["prompt_cache_key"] == "thread-9"
    assert sent["model"] == "gpt-upstream-1"


def test_a_native_budget_larger_than_the_window_is_clamped(gw: GatewayProcess, native: NativeUpstream) -> None:
    import httpx

    for path, body in (
        ("/v1/messages", {"model": "claude", "max_tokens": 500_000, "messages": MESSAGES}),
        ("/v1/responses", {"model": "codex", "max_output_tokens": 500_000, "input": "hi"}),
    ):
        response = httpx.post(gw.base + path, json=body, headers={"authorization": f"Bearer {KEY_A}"}, timeout=30)
        assert response.status_code == 200, response.text
        assert response.headers["x-gateway-max-tokens"].startswith("clamped=")
        sent, _ = native.last(path)
        budget = sent.get("max_tokens", sent.get("max_output_tokens"))
        assert isinstance(budget, int) and 0 < budget < 200_000, "the 200k window's room, not the 500k asked"


def test_previous_response_id_goes_to_a_responses_upstream_that_keeps_history(
    gw: GatewayProcess, native: NativeUpstream
) -> None:
    client = openai.OpenAI(base_url=gw.url, api_key=KEY_A, max_retries=0)
    first = client.responses.create(model="codex", input="remember 7")
    follow = client.responses.create(model="codex", input="what number?", previous_response_id=first.id)
    assert follow.output_text == "native answer"
    sent, _ = native.last("/v1/responses")
    assert sent["previous_response_id"] == first.id == "resp_fake1", "the upstream's own id, passed on"
