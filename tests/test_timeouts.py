"""Timeouts that mean what they say: a complete answer is bounded by `total` (not by `first_token`, which is
a stream's), and an attempt that timed out after its request was sent is accounted with its prompt."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from tests.conftest import KEY_A, two_teams
from tests.resilience.conftest import entries_of
from tests.support.policies import openai_version, policy
from tests.support.procs import GatewayProcess, write_policy
from tests.support.upstream import RecordingUpstream

PROMPT = "explain this function to me " * 40


@pytest.fixture(scope="module")
def upstream() -> Iterator[RecordingUpstream]:
    with RecordingUpstream() as server:
        yield server


@pytest.fixture(scope="module")
def gw(tmp_path_factory: pytest.TempPathFactory, upstream: RecordingUpstream) -> Iterator[GatewayProcess]:
    slow = openai_version(upstream.url, "wait-3000", timeouts={"connect": 1, "first_token": 1, "idle": 1,
                                                                 "total": 20})
    hang = openai_version(upstream.url, "fault-hang-t", retries=1,
                          timeouts={"connect": 1, "first_token": 0.5, "idle": 0.5, "total": 1.5})
    # The README's example values: a non-streamed answer of 15 s is well inside ``total``.
    long = openai_version(upstream.url, "wait-15000", timeouts={"connect": 5, "first_token": 10, "idle": 30,
                                                                  "total": 120})
    models: dict[str, Any] = {"slow": {"versions": {"standard": slow}}, "hang": {"versions": {"standard": hang}},
                              "long": {"versions": {"standard": long}}}
    root = tmp_path_factory.mktemp("timeouts")
    write_policy(root / "policies", policy(two_teams(), extra_models=models))
    with GatewayProcess(root / "policies", root / "state") as process:
        yield process


def _ask(gw: GatewayProcess, model: str, stream: bool = False) -> httpx.Response:
    body = {"model": model, "messages": [{"role": "user", "content": PROMPT}], "stream": stream}
    return httpx.post(gw.url + "/chat/completions", json=body, headers={"authorization": f"Bearer {KEY_A}"},
                      timeout=60)


def test_a_complete_answer_slower_than_first_token_arrives_within_total(gw: GatewayProcess) -> None:
    response = _ask(gw, "slow")
    assert response.status_code == 200, response.text
    assert response.json()["choices"][0]["message"]["content"] == "recorded answer"


def test_a_fifteen_second_complete_answer_with_first_token_ten_succeeds(gw: GatewayProcess) -> None:
    response = _ask(gw, "long")
    assert response.status_code == 200, response.text
    assert response.json()["choices"][0]["message"]["content"] == "recorded answer"


def test_a_stream_is_bounded_by_first_token(gw: GatewayProcess) -> None:
    response = _ask(gw, "slow", stream=True)
    assert response.status_code == 504, response.text
    assert response.json()["error"]["code"] == "upstream_timeout"


def test_timed_out_attempts_are_each_accounted_with_their_prompt(
    gw: GatewayProcess, upstream: RecordingUpstream
) -> None:
    before = upstream.calls["fault-hang-t"]
    response = _ask(gw, "hang")
    assert response.status_code == 504, response.text
    rows = entries_of(gw, response.headers["x-request-id"], 2)
    assert upstream.calls["fault-hang-t"] - before == len(rows) == 2, "each prompt sent upstream has its entry"
    for row in rows:
        assert row.outcome == "timeout" and row.status_code == 504
        assert row.prompt_tokens > 200, "the prompt that went upstream is accounted"
        assert row.cost_micros and row.cost_micros > 0
        assert row.error is not None and "estimated" in row.error, "the entry says its tokens are an estimate"
