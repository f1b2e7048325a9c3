"""Each request field lands in its own named feature column.

Why: the vector is built as one list display in FEATURE_NAMES order (features.py), so a misplaced entry
would silently feed one signal to another feature's weight. The equivalence test catches that for every
column the evaluation set varies independently; these pairs it cannot tell apart there (prompt_cache_key and
a session header always come together in the generated clients, so do metadata.user_id, the Claude Code
session header and anthropic-beta; no generated system prompt opens with a build word).
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
        ({}, {"prompt_cache_key": "k1"}, {"prompt_cache_key"}),
        ({"x-session-id": "s1"}, {}, {"hdr_session"}),
        ({"x-thread-id": "t1"}, {}, {"hdr_session"}),
        ({}, {"metadata": {"user_id": "u1"}}, {"metadata_user"}),
        ({"x-claude-code-session-id": "c1"}, {}, {"hdr_claude_session"}),
        ({"anthropic-beta": "x"}, {}, {"hdr_anthropic_beta"}),
        ({}, {"n": 2}, {"n_gt_1"}),
        ({}, {"stream": True}, {"stream"}),
        ({}, {"temperature": 0}, {"temp_zero"}),
        ({}, {"parallel_tool_calls": True}, {"parallel_tool_calls"}),
        ({}, {"tool_choice": "auto"}, {"tool_choice"}),
        ({}, {"response_format": {"type": "json_object"}}, {"json_format"}),
        ({}, {"reasoning_effort": "high"}, {"reasoning"}),
        ({}, {"suffix": "x"}, {"has_suffix"}),
        ({}, {"model": "gpt-4o-mini"}, {"model_small"}),
        ({}, {"stop": ["\n"]}, {"log_stop", "stop_newline"}),
        ({}, {"max_tokens": 64}, {"has_max_tokens", "log_max_tokens", "max_tokens_small"}),
        ({"user-agent": "curl/8.4.0"}, {}, {"ua_curl"}),
        ({"user-agent": "aider/0.60"}, {}, {"ua_agent"}),
        ({"openai-intent": "conversation-agent"}, {}, {"intent_agent"}),
        ({"openai-intent": "copilot-ghost"}, {}, {"intent_completion"}),
    ],
)
def test_one_field_one_column(headers: dict[str, str], body: dict[str, Any], expected: set[str]) -> None:
    assert _changed(headers, body) == expected


def test_family_columns() -> None:
    for endpoint, name in (
        ("/v1/completions", "fam_completions"),
        ("/v1/responses", "fam_responses"),
        ("/v1/messages", "fam_messages"),
    ):
        x = _named(endpoint, {}, {})
        assert [n for n in FEATURE_NAMES if n.startswith("fam_") and x[n]] == [name]
    x = _named("/v1/messages/count_tokens", {}, {})
    assert x["count_tokens"] == 1.0 and x["fam_messages"] == 1.0


def test_system_prompt_words_land_in_s_columns_and_user_words_in_u_columns() -> None:
    sys_prompt = "Build and implement the whole service: scaffold it, migrate the data, refactor old code."
    msgs = [{"role": "system", "content": sys_prompt}, {"role": "user", "content": "explain why"}]
    body = {"messages": msgs}
    x = _named("/v1/chat/completions", {}, body)
    assert x["s_build"] == 3.0 and x["u_build"] == 0.0
    assert x["u_explain"] >= 1.0 and x["s_explain"] == 0.0
    # no tools and no tool history: the user's groups are repeated in plain_*
    assert x["plain_explain"] == x["u_explain"] and x["plain_build"] == 0.0
    tools = [{"type": "function", "function": {"name": "run_shell", "parameters": {}}}]
    y = _named("/v1/chat/completions", {}, {**body, "tools": tools})
    assert y["plain_explain"] == 0.0 and y["u_explain"] == x["u_explain"]
    assert (y["has_tools"], y["tools_shell"], y["tools_edit"]) == (1.0, 1.0, 0.0)
