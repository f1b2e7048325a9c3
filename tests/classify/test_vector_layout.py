"""Each request field that may inform the score lands in its own named column; envelope fields in none.

Why: the vector is built as one list display in FEATURE_NAMES order (features.py), so a misplaced entry
would silently feed one signal to another feature's weight. And the label follows the task: the client's
identity, session ids, sampling settings, tools array, API family and system-prompt words must not move
the vector at all, or they would decide what the ask is.
"""

from __future__ import annotations

from typing import Any

import pytest

from gateway.classify.features import FEATURE_NAMES, extract_features

BASE_BODY: dict[str, Any] = {"model": "gpt-4o", "messages": [{"role": "user", "content": "hello there"}]}
BASE_HEADERS = {"user-agent": "my-script/1.0"}


def _named(endpoint: str, headers: dict[str, str], body: dict[str, Any]) -> dict[str, float]:
    return dict(zip(FEATURE_NAMES, extract_features(endpoint, headers, body), strict=True))


def _changed(headers: dict[str, str], body: dict[str, Any]) -> set[str]:
    ep = "/v1/chat/completions"
    base = extract_features(ep, BASE_HEADERS, BASE_BODY)
    x = extract_features(ep, {**BASE_HEADERS, **headers}, {**BASE_BODY, **body})
    return {n for n, a, b in zip(FEATURE_NAMES, base, x, strict=True) if a != b}


@pytest.mark.parametrize(
    ("headers", "body", "expected"),
    [
        ({}, {"suffix": "x"}, {"has_suffix"}),
        ({}, {"stop": ["\n"]}, {"log_stop", "stop_newline"}),
        ({}, {"max_tokens": 64}, {"max_tokens_small"}),
        ({"openai-intent": "copilot-ghost"}, {}, {"intent_completion"}),
    ],
)
def test_one_field_one_column(headers: dict[str, str], body: dict[str, Any], expected: set[str]) -> None:
    assert _changed(headers, body) == expected


@pytest.mark.parametrize(
    ("headers", "body"),
    [
        ({}, {"prompt_cache_key": "k1"}),
        ({"x-session-id": "s1"}, {}),
        ({"x-thread-id": "t1"}, {}),
        ({}, {"metadata": {"user_id": "u1"}}),
        ({"x-claude-code-session-id": "c1"}, {}),
        ({"anthropic-beta": "x"}, {}),
        ({}, {"n": 2}),
        ({}, {"stream": True}),
        ({}, {"temperature": 0}),
        ({}, {"parallel_tool_calls": True}),
        ({}, {"tool_choice": "auto"}),
        ({}, {"response_format": {"type": "json_object"}}),
        ({}, {"reasoning_effort": "high"}),
        ({}, {"model": "gpt-4o-mini"}),
        ({}, {"max_tokens": 32000}),
        ({"user-agent": "curl/8.4.0"}, {}),
        ({"user-agent": "aider/0.60"}, {}),
        ({"user-agent": "codex_cli_rs/0.44.0"}, {}),
        ({"openai-intent": "conversation-agent"}, {}),
        ({}, {"tools": [{"type": "function", "function": {"name": f"t{i}", "parameters": {}}} for i in range(24)]}),
    ],
)
def test_envelope_fields_land_in_no_column(headers: dict[str, str], body: dict[str, Any]) -> None:
    """The client's identity, session ids, sampling settings and tools array say nothing about the ask."""
    assert _changed(headers, body) == set()


def test_endpoint_family_is_not_a_feature() -> None:
    ask = "write a regex for ISO dates"
    vecs = [
        extract_features("/v1/chat/completions", {}, {"messages": [{"role": "user", "content": ask}]}),
        extract_features("/v1/responses", {}, {"input": ask}),
        extract_features("/v1/messages", {}, {"messages": [{"role": "user", "content": ask}]}),
    ]
    assert all(v == vecs[0] for v in vecs)
    # counting a body's tokens generates nothing, whatever the body asks: that operation has its own column
    counted = extract_features("/v1/messages/count_tokens", {}, {"messages": [{"role": "user", "content": ask}]})
    assert [n for n, a, b in zip(FEATURE_NAMES, counted, vecs[0], strict=True) if a != b] == ["token_count_call"]


def test_system_prompt_words_do_not_reach_the_ask_columns() -> None:
    sys_prompt = "Build and implement the whole service: scaffold it, migrate the data, refactor old code."
    plain = _named("/v1/chat/completions", {}, {"messages": [{"role": "user", "content": "explain why"}]})
    body = {"messages": [{"role": "system", "content": sys_prompt}, {"role": "user", "content": "explain why"}]}
    x = _named("/v1/chat/completions", {}, body)
    assert x == plain
    assert x["u_build"] == 0.0 and x["u_explain"] >= 1.0
