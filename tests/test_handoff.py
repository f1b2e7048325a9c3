"""A conversation handed to another version loses only the reasoning bound to the model that wrote it."""

from __future__ import annotations

import copy
from typing import Any

from gateway.pipeline.handoff import for_new_version


def _conversation() -> dict[str, Any]:
    return {
        "model": "coder",
        "thinking": {"type": "enabled", "budget_tokens": 2048},
        "messages": [
            {"role": "user", "content": "fix the parser"},
            {"role": "assistant", "content": "Looking.", "reasoning_content": "plain words",
             "thinking_blocks": [{"type": "thinking", "thinking": "t", "signature": "sig-fast"}],
             "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "run", "arguments": "{}"}}]},
            {"role": "tool", "tool_call_id": "c1", "content": "1 failed"},
            {"role": "assistant", "content": [{"type": "thinking", "thinking": "t", "signature": "s"},
                                              {"type": "redacted_thinking", "data": "opaque"},
                                              {"type": "text", "text": "Again."}],
             "reasoning_details": [{"type": "reasoning.encrypted", "data": "enc"}]},
            {"role": "user", "content": "go on"},
        ],
    }


def test_reasoning_of_the_other_version_is_dropped_and_the_rest_kept() -> None:
    body = _conversation()
    before = copy.deepcopy(body)
    out = for_new_version(body, len(body["messages"]))
    assert body == before  # never changed in place
    first, second = out["messages"][1], out["messages"][3]
    assert "thinking_blocks" not in first and first["tool_calls"] == before["messages"][1]["tool_calls"]
    assert first["reasoning_content"] == "plain words"  # plain text is readable by any model
    assert second["content"] == [{"type": "text", "text": "Again."}] and "reasoning_details" not in second
    assert "thinking" not in out  # the newest assistant turn lost its thinking


def test_turns_written_after_the_switch_keep_theirs() -> None:
    body = _conversation()
    out = for_new_version(body, 3)  # the switch came before the second assistant turn
    assert "thinking_blocks" not in out["messages"][1]
    assert out["messages"][3] is body["messages"][3] and out["thinking"] == body["thinking"]


def test_nothing_to_drop_returns_the_same_body() -> None:
    plain = {"messages": [{"role": "user", "content": "x"}, {"role": "assistant", "content": "y"}]}
    assert for_new_version(plain, 2) is plain
    assert for_new_version({"messages": "bad"}, 5) == {"messages": "bad"}
    assert for_new_version(_conversation(), 0)["thinking"]
