"""Feature extraction: total on garbage, stable shape, bounded work on huge bodies."""

from __future__ import annotations

import math
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from gateway.classify.features import FEATURE_NAMES, extract_features

ENDPOINTS = [
    "/v1/chat/completions",
    "/v1/completions",
    "/v1/responses",
    "/v1/messages",
    "/v1/messages/count_tokens",
    "/v1/messages?beta=true",
    "/weird",
    "",
]

json_leaf = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=40)
json_value = st.recursive(
    json_leaf,
    lambda c: st.lists(c, max_size=5) | st.dictionaries(st.text(max_size=12), c, max_size=5),
    max_leaves=30,
)
keys = st.sampled_from(
    [
        "messages",
        "input",
        "prompt",
        "suffix",
        "tools",
        "system",
        "instructions",
        "max_tokens",
        "stop",
        "temperature",
        "n",
        "stream",
        "metadata",
        "model",
        "role",
        "content",
        "type",
        "tool_calls",
        "reasoning",
        "thinking",
        "response_format",
        "stop_sequences",
        "tool_choice",
    ]
)
message = st.dictionaries(
    st.sampled_from(["role", "content", "type", "tool_calls", "output", "text", "name"]),
    json_value
    | st.sampled_from(["user", "assistant", "tool", "system", "developer", "function_call_output", "tool_result"]),
    max_size=4,
)
body = st.dictionaries(keys, json_value | st.lists(message | json_value, max_size=6), max_size=10)


@settings(max_examples=400, deadline=None)
@given(
    endpoint=st.sampled_from(ENDPOINTS),
    headers=st.dictionaries(st.text(max_size=20), st.text(max_size=40)),
    body=body,
)
def test_never_raises_and_is_finite(endpoint: str, headers: dict[str, str], body: dict[str, Any]) -> None:
    x = extract_features(endpoint, headers, body)
    assert len(x) == len(FEATURE_NAMES)
    assert all(isinstance(v, float) and math.isfinite(v) for v in x)


@settings(max_examples=100, deadline=None)
@given(endpoint=st.sampled_from(ENDPOINTS), body=json_value)
def test_non_mapping_bodies_and_headers_are_neutral(endpoint: str, body: Any) -> None:
    x = extract_features(endpoint, body if isinstance(body, dict) else {}, body)
    assert len(x) == len(FEATURE_NAMES)


def test_feature_names_are_unique() -> None:
    assert len(set(FEATURE_NAMES)) == len(FEATURE_NAMES)


def _f(endpoint: str, body: dict[str, Any], headers: dict[str, str] | None = None) -> dict[str, float]:
    return dict(zip(FEATURE_NAMES, extract_features(endpoint, headers or {}, body), strict=True))


def test_tool_loop_state_in_every_dialect() -> None:
    chat = _f(
        "/v1/chat/completions",
        {
            "messages": [
                {"role": "user", "content": "go"},
                {"role": "assistant", "tool_calls": [{"id": "1", "function": {"name": "bash"}}]},
                {"role": "tool", "tool_call_id": "1", "content": "ok"},
            ]
        },
    )
    responses = _f(
        "/v1/responses",
        {
            "input": [
                {"role": "user", "content": "go"},
                {"type": "function_call", "call_id": "1", "name": "shell"},
                {"type": "function_call_output", "call_id": "1", "output": "ok"},
            ]
        },
    )
    anthropic = _f(
        "/v1/messages",
        {
            "messages": [
                {"role": "user", "content": "go"},
                {
                    "role": "assistant",
                    "content": [{"type": "tool_use", "id": "1", "name": "Bash", "input": {}}],
                },
                {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "1", "content": "ok"}]},
            ]
        },
    )
    for f in (chat, responses, anthropic):
        assert f["last_is_tool_result"] == 1.0
        assert f["log_tool_turns"] > 0
        assert f["loop_evidence"] == 1.0


def test_fim_and_completion_controls() -> None:
    f = _f(
        "/v1/completions",
        {
            "prompt": "<|fim_prefix|>def f():<|fim_suffix|>\n<|fim_middle|>",
            "suffix": "x",
            "max_tokens": 64,
            "temperature": 0,
            "stop": ["\n"],
        },
    )
    assert f["fim_sentinel"] == 1.0 and f["has_suffix"] == 1.0 and f["max_tokens_small"] == 1.0
    assert f["stop_newline"] == 1.0 and f["loop_evidence"] == 0.0


def test_lexicon_across_languages() -> None:
    f = _f(
        "/v1/chat/completions",
        {"messages": [{"role": "user", "content": "修复仓库里的错误并运行测试"}]},
        {"user-agent": "claude-cli/2.0.8", "x-claude-code-session-id": "s", "anthropic-beta": "x"},
    )
    assert f["u_fix"] >= 1.0 and f["u_scope"] >= 1.0 and f["u_non_ascii"] == 1.0
    assert f["ask_workspace"] == 1.0


def test_huge_body_reads_only_bounded_windows() -> None:
    big = "word " * 400_000  # 2 MB of text in one message
    msgs = [{"role": "user", "content": "explain " + big + " build the repository"}] * 3
    f = _f("/v1/chat/completions", {"messages": msgs})
    assert f["u_build"] >= 1.0  # the tail window still sees the last words
    assert f["u_scope"] >= 1.0
