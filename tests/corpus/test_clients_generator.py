"""The client-shaped request generator: deterministic, well-formed, labelled by the task, and wrapping given asks."""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from typing import Any

import pytest

from classifiers.corpus.clients import FAMILIES, generate

ENDPOINTS = {
    "/v1/chat/completions",
    "/v1/completions",
    "/v1/messages",
    "/v1/messages/count_tokens",
    "/v1/responses",
    "/infill",
    "/api/generate",
    "/predict_edits/v2",
    "/.api/completions/stream",
    "/.api/completions/code",
}
LABELS = {"single_step", "long_horizon"}
ROLES = {"system", "developer", "user", "assistant", "tool", "human"}
ITEM_TYPES = {"message", "function_call", "function_call_output", "reasoning"}


@pytest.fixture(scope="module")
def sample() -> list[dict[str, Any]]:
    return list(generate(1000, 7))


def _has_tool_results(body: dict[str, Any]) -> bool:
    """Whether the conversation part of a body (not the client's system prompt or tool docs) carries tool output."""
    b = {k: v for k, v in body.items() if k not in ("system", "instructions", "tools", "stop")}
    msgs = b.get("messages")
    if isinstance(msgs, list) and msgs and isinstance(msgs[0], dict) and msgs[0].get("role") == "system":
        b["messages"] = msgs[1:]
    if isinstance(b.get("prompt"), str) and "Begin!" in b["prompt"]:
        b["prompt"] = b["prompt"][b["prompt"].index("Begin!") :]
    text = json.dumps(b)
    return any(
        k in text
        for k in (
            '"role": "tool"',
            '"tool_result"',
            '"function_call_output"',
            "] Result:",
            "<returncode>",
            "Observation:",
            "Ran command:",
            "Fix any errors below",
            "SEARCH/REPLACE block failed",
            "And got this output",
            "Call id:",
            "Fix the test failures",
        )
    )


def test_same_seed_same_requests_and_other_seed_differs() -> None:
    a = [json.dumps(s, sort_keys=True) for s in generate(60, 3)]
    assert a == [json.dumps(s, sort_keys=True) for s in generate(60, 3)]
    assert a != [json.dumps(s, sort_keys=True) for s in generate(60, 4)]


def test_every_request_is_well_formed(sample: list[dict[str, Any]]) -> None:
    for s in sample:
        assert s["endpoint"] in ENDPOINTS
        assert s["label"] in LABELS
        assert s["shape"] in {"first_turn", "loop", "side", "fim"}
        assert all(k == k.lower() and isinstance(v, str) for k, v in s["headers"].items())
        assert isinstance(s["body"], dict) and s["body"]
        json.dumps(s)
        for msg in s["body"].get("messages", []):
            assert msg.get("role", msg.get("speaker")) in ROLES, (s["family"], msg)
        items = s["body"].get("input")
        for item in items if isinstance(items, list) else []:
            assert item.get("type") in ITEM_TYPES or item.get("role") in ROLES, (s["family"], item)


def test_many_families_and_every_shape_with_both_labels(sample: list[dict[str, Any]]) -> None:
    assert len(FAMILIES) >= 24
    assert {s["family"] for s in sample} == set(FAMILIES)
    pairs = Counter((s["shape"], s["label"]) for s in sample)
    for pair in [
        ("first_turn", "single_step"),
        ("first_turn", "long_horizon"),
        ("loop", "long_horizon"),
        ("side", "single_step"),
        ("fim", "single_step"),
    ]:
        assert pairs[pair] > 20, pairs
    assert set(pairs) == {
        ("first_turn", "single_step"),
        ("first_turn", "long_horizon"),
        ("loop", "long_horizon"),
        ("side", "single_step"),
        ("fim", "single_step"),
    }


def test_labels_follow_the_rules(sample: list[dict[str, Any]]) -> None:
    """Loop turns carry tool results in the client's own wire format; side calls and completions are single-step."""
    for s in sample:
        if s["shape"] == "loop":
            assert _has_tool_results(s["body"]), (s["family"], json.dumps(s["body"])[-500:])
        if s["shape"] in ("side", "fim"):
            assert s["label"] == "single_step"
        if s["shape"] == "first_turn":
            assert not _has_tool_results(s["body"]), (s["family"], json.dumps(s["body"])[-500:])


def test_given_asks_are_wrapped_with_their_labels() -> None:
    asks = [(f"zq{i}x please handle ticket {i}", "single_step" if i % 2 else "long_horizon") for i in range(40)]
    by_text = dict(asks)
    seen: dict[str, set[str]] = defaultdict(set)
    for s in generate(800, 11, asks):
        if s["shape"] != "first_turn":
            continue
        body = json.dumps(s["body"], ensure_ascii=False)
        hits = [t for t in by_text if t in body]
        assert hits, (s["family"], body[-400:])
        assert s["label"] == by_text[hits[0]]
        seen[s["family"]].add(s["label"])
    assert len(seen) >= 24
    assert sum(1 for labels in seen.values() if labels == LABELS) >= 20


def test_sizes_span_tiny_to_about_a_hundred_kilobytes(sample: list[dict[str, Any]]) -> None:
    sizes = sorted(len(json.dumps(s["body"])) for s in sample)
    assert sizes[0] < 500
    assert sum(1 for x in sizes if x > 60_000) > 20
    assert sizes[-1] < 300_000
