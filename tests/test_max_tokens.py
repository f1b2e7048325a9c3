"""An output budget fitted to the serving version's window: clamped by default, moved or refused when the
version says so, and the response says which (`x-gateway-max-tokens`). Claude Code sends `max_tokens: 32000`
on every request; on a 32k-window version with a 19k-token prompt the upstream would refuse it unchanged."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import anthropic
import httpx
import openai
import pytest

from tests.conftest import KEY_A, two_teams
from tests.support.policies import openai_version, policy
from tests.support.procs import GatewayProcess, write_policy
from tests.support.upstream import RecordingUpstream

PROMPT = "def handler(event): return event " * 2300  # about 76 KB: ~19k tokens by the gateway's estimate
WINDOW = 32768


@pytest.fixture(scope="module")
def upstream() -> Iterator[RecordingUpstream]:
    with RecordingUpstream() as server:
        yield server


@pytest.fixture(scope="module")
def gw(tmp_path_factory: pytest.TempPathFactory, upstream: RecordingUpstream) -> Iterator[GatewayProcess]:
    def model(fit: str | None, standard: bool = True) -> dict[str, Any]:
        fast = openai_version(upstream.url, "ok", context_window=WINDOW)
        if fit is not None:
            fast["max_tokens_fit"] = fit
        versions = {"fast": fast}
        if standard:
            versions["standard"] = openai_version(upstream.url, "ok", context_window=200000)
        return {"default_version": "fast", "versions": versions}

    models = {"clamped": model(None), "moved": model("move"), "refused": model("refuse", standard=False)}
    root = tmp_path_factory.mktemp("maxtokens")
    write_policy(root / "policies", policy(two_teams(), extra_models=models))
    with GatewayProcess(root / "policies", root / "state") as process:
        yield process


FAST = {"x-gateway-route": "fast"}


def test_claude_codes_budget_is_clamped_to_the_small_window(gw: GatewayProcess, upstream: RecordingUpstream) -> None:
    client = anthropic.Anthropic(base_url=gw.base, api_key=KEY_A, max_retries=0, default_headers=FAST, timeout=30)
    response = client.messages.with_raw_response.create(
        model="clamped", max_tokens=32000, messages=[{"role": "user", "content": PROMPT}]
    )
    assert response.headers["x-gateway-version"] == "fast"
    sent = upstream.received[-1]["max_tokens"]
    assert 0 < sent < WINDOW - 15000, "prompt plus budget fit the fast version's window"
    assert response.headers["x-gateway-max-tokens"] == f"clamped={sent}; asked=32000"
    assert response.parse().content[0].text == "recorded answer"


@pytest.mark.parametrize("stream", [False, True])
def test_openai_and_responses_budgets_are_clamped_too(
    gw: GatewayProcess, upstream: RecordingUpstream, stream: bool
) -> None:
    client = openai.OpenAI(base_url=gw.url, api_key=KEY_A, max_retries=0, default_headers=FAST)
    raw = client.chat.completions.with_raw_response.create(
        model="clamped", max_completion_tokens=32000, stream=stream, messages=[{"role": "user", "content": PROMPT}]
    )
    assert raw.headers["x-gateway-max-tokens"].startswith("clamped=")
    assert 0 < upstream.received[-1]["max_completion_tokens"] < WINDOW - 15000
    raw = client.responses.with_raw_response.create(
        model="clamped", max_output_tokens=32000, input=PROMPT, stream=stream
    )
    assert raw.headers["x-gateway-max-tokens"].startswith("clamped=")
    assert 0 < upstream.received[-1]["max_tokens"] < WINDOW - 15000


def test_a_budget_that_fits_is_left_alone(gw: GatewayProcess, upstream: RecordingUpstream) -> None:
    body = {"model": "clamped", "max_tokens": 1000, "messages": [{"role": "user", "content": PROMPT}]}
    response = httpx.post(gw.url + "/chat/completions", json=body,
                          headers={"authorization": f"Bearer {KEY_A}", **FAST}, timeout=30)
    assert response.status_code == 200
    assert "x-gateway-max-tokens" not in response.headers
    assert upstream.received[-1]["max_tokens"] == 1000


def test_move_sends_the_request_where_its_budget_fits(gw: GatewayProcess, upstream: RecordingUpstream) -> None:
    body = {"model": "moved", "max_tokens": 32000, "messages": [{"role": "user", "content": PROMPT}]}
    response = httpx.post(gw.url + "/chat/completions", json=body,
                          headers={"authorization": f"Bearer {KEY_A}", **FAST}, timeout=30)
    assert response.status_code == 200, response.text
    assert response.headers["x-gateway-version"] == "standard"
    assert response.headers["x-gateway-max-tokens"] == "moved"
    assert upstream.received[-1]["max_tokens"] == 32000


def test_refuse_says_how_much_would_fit(gw: GatewayProcess) -> None:
    body = {"model": "refused", "max_tokens": 32000, "messages": [{"role": "user", "content": PROMPT}]}
    headers = {"authorization": f"Bearer {KEY_A}", "anthropic-version": "2023-06-01"}
    response = httpx.post(gw.url + "/chat/completions", json=body, headers=headers, timeout=30)
    assert response.status_code == 400, response.text
    error = response.json()["error"]
    assert (error["code"], error["param"]) == ("context_length_exceeded", "max_tokens")
    assert "ask for at most" in error["message"]
    anthropic_reply = httpx.post(gw.base + "/v1/messages", json=body, headers=headers, timeout=30)
    assert anthropic_reply.status_code == 400
    assert anthropic_reply.json()["error"]["type"] == "invalid_request_error"
