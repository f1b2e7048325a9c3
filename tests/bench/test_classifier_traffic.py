"""The classifier benchmark's traffic replay sends what clients send: every request of a conversation, in order.

The latency targets of the classifier are read on this replay, so it must cut conversations where a client
really sends a request (before each message the model wrote), keep the rest of the body, and interleave
conversations without losing or reordering any conversation's requests. Timing figures are not asserted.
"""

from __future__ import annotations

import sys
from pathlib import Path

import orjson

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from bench import bench_classifier as bc  # noqa: E402
from classifiers.data import Example, generate  # noqa: E402

TOOL_LOOP = [
    {"role": "system", "content": "You are a coding agent."},
    {"role": "user", "content": "fix the failing test"},
    {"role": "assistant", "content": None, "tool_calls": [{"id": "1", "type": "function"}]},
    {"role": "tool", "tool_call_id": "1", "content": "FAILED test_x"},
    {"role": "assistant", "content": None, "tool_calls": [{"id": "2", "type": "function"}]},
    {"role": "tool", "tool_call_id": "2", "content": "patched"},
]


def _messages(raw: bytes) -> list[dict[str, object]]:
    body = orjson.loads(raw)
    assert body["model"] == "coder" and body["tools"] == [{"type": "function"}]  # the rest of the body is kept
    return list(body["messages"])


def test_a_tool_loop_is_cut_before_each_model_message() -> None:
    ex = Example(
        "/v1/chat/completions", {}, {"model": "coder", "tools": [{"type": "function"}], "messages": TOOL_LOOP},
        "long_horizon", "test", "test",
    )  # fmt: skip
    requests = bc.turns(ex)
    assert [len(_messages(raw)) for _, _, raw in requests] == [2, 4, 6]
    assert [_messages(raw)[-1]["role"] for _, _, raw in requests] == ["user", "tool", "tool"]
    assert bc.turns(ex, last=1)[0][2] == requests[-1][2]


def test_responses_items_and_completions() -> None:
    items = [
        {"role": "user", "content": "build the cli"},
        {"type": "reasoning", "summary": []},
        {"type": "function_call", "call_id": "a", "name": "shell", "arguments": "{}"},
        {"type": "function_call_output", "call_id": "a", "output": "ok"},
    ]
    ex = Example("/v1/responses", {}, {"model": "m", "input": items}, "long_horizon", "test", "test")
    assert [len(orjson.loads(raw)["input"]) for _, _, raw in bc.turns(ex)] == [1, 4]
    fim = Example("/v1/completions", {}, {"model": "m", "prompt": "def f("}, "single_step", "test", "test")
    assert len(bc.turns(fim)) == 1


def test_traffic_interleaves_conversations_without_reordering_them() -> None:
    requests = bc.traffic(40, 5, active=6)
    raws = [raw for _, _, raw in requests]
    assert max(len(raw) for raw in raws) > 900_000  # the conversations grown to ~1 MB are in
    expected = 0
    for ex in generate(40, 5, split="heldout"):
        mine = [raw for _, _, raw in bc.turns(ex)]
        expected += len(mine)
        at = -1
        for raw in mine:  # each of its requests, after the previous one
            at = raws.index(raw, at + 1)
    assert expected > 40  # multi-turn conversations give several requests
    assert len(raws) > expected
