"""Feature extraction and session detection never raise, whatever types a client puts in any field."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from gateway.classify.features import extract_features
from gateway.classify.session import in_tool_loop, session_key

WEIRD = st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=5), st.lists(st.integers(), max_size=2),
                  st.dictionaries(st.text(max_size=3), st.integers(), max_size=2))
KEYS = ["role", "type", "content", "name", "call_id", "output", "text", "tool_calls", "arguments", "function", "id",
        "tool_use_id", "system", "source", "user_id", "image_url"]
ITEM = st.dictionaries(st.sampled_from(KEYS), WEIRD, max_size=5)
BODY = st.fixed_dictionaries({}, optional={
    "messages": st.one_of(WEIRD, st.lists(st.one_of(ITEM, WEIRD), max_size=4)),
    "input": st.one_of(WEIRD, st.lists(ITEM, max_size=4)), "system": st.one_of(WEIRD, st.lists(ITEM, max_size=3)),
    "tools": st.one_of(WEIRD, st.lists(ITEM, max_size=3)), "prompt": WEIRD, "instructions": WEIRD,
    "metadata": st.one_of(WEIRD, ITEM), "suffix": WEIRD, "stop": WEIRD, "max_tokens": WEIRD,
    "response_format": st.one_of(WEIRD, ITEM), "prompt_cache_key": WEIRD, "tool_choice": WEIRD,
})
HEADERS = st.dictionaries(st.sampled_from(["user-agent", "x-session-id", "openai-intent", "x-claude-code-session-id",
                                           "anthropic-beta", "session-id", "thread-id"]), st.text(max_size=8))
ENDPOINTS = st.sampled_from(["/v1/chat/completions", "/v1/completions", "/v1/responses", "/v1/messages",
                             "/v1/messages/count_tokens?beta=true"])


@settings(max_examples=1500, deadline=None)
@given(ENDPOINTS, HEADERS, BODY)
def test_any_field_of_any_type(endpoint: str, headers: dict[str, str], body: dict[str, Any]) -> None:
    features = extract_features(endpoint, headers, body)
    assert all(value == value and abs(value) != float("inf") for value in features)
    key = session_key(endpoint, headers, body)
    assert key is None or isinstance(key, str)
    assert in_tool_loop(endpoint, body) in (True, False)
