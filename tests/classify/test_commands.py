"""The `gateway classify` JSON-lines contract."""

from __future__ import annotations

import io
import json

from gateway.classify.commands import classify_stream
from gateway.classify.scorer import Scorer

AGENT = {
    "model": "auto",
    "tools": [{"type": "function", "function": {"name": "bash"}}],
    "messages": [
        {"role": "user", "content": "fix the failing tests in the repo"},
        {"role": "assistant", "tool_calls": [{"id": "1", "type": "function", "function": {"name": "bash"}}]},
        {"role": "tool", "tool_call_id": "1", "content": "2 failed"},
    ],
}
GHOST = {"prompt": "def add(a, b):\n    ", "suffix": "\n", "max_tokens": 64, "temperature": 0, "stop": ["\n"]}


def _run(lines: list[str]) -> tuple[int, list[dict[str, object]]]:
    out = io.StringIO()
    code = classify_stream(io.StringIO("\n".join(lines) + "\n"), out, Scorer.load())
    return code, [json.loads(x) for x in out.getvalue().splitlines()]


def test_one_line_out_per_line_in_with_class_and_score() -> None:
    code, rows = _run(
        [
            json.dumps({"id": "a", "endpoint": "/v1/chat/completions", "body": AGENT, "extra": 1}),
            json.dumps(
                {
                    "id": 7,
                    "endpoint": "/v1/completions",
                    "headers": {"OpenAI-Intent": "copilot-ghost"},
                    "body": GHOST,
                }
            ),
        ]
    )
    assert code == 0
    assert [r["id"] for r in rows] == ["a", 7]
    assert rows[0]["request_class"] == "long_horizon" and rows[1]["request_class"] == "single_step"
    assert all(0.0 <= float(r["score"]) <= 1.0 for r in rows)  # type: ignore[arg-type]
    assert float(rows[0]["score"]) > float(rows[1]["score"])  # type: ignore[arg-type]


def test_lines_are_independent_and_errors_do_not_stop_the_stream() -> None:
    good = json.dumps({"id": "ok", "endpoint": "/v1/chat/completions", "body": AGENT})
    code, rows = _run(
        [
            good,
            "{not json",
            json.dumps({"id": "nobody", "endpoint": "/v1/chat/completions"}),
            json.dumps({"id": "noep", "body": AGENT}),
            json.dumps([1, 2]),
            json.dumps({"id": "badh", "endpoint": "/v1/messages", "headers": "x", "body": {}}),
            "",
            good,
        ]
    )
    assert code == 1
    assert len(rows) == 7  # the blank line is not a request
    assert rows[0] == rows[-1] and "request_class" in rows[0]
    assert [r.get("id") for r in rows[1:6]] == [None, "nobody", "noep", None, "badh"]
    assert all("error" in r and "request_class" not in r for r in rows[1:6])


def test_empty_input_is_success() -> None:
    assert _run([]) == (0, [])
