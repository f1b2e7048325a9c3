"""Upstream refusals passed on with their meaning, in the client's protocol: the upstream's status, error
type, code and message (without its URLs or keys); a context-length refusal moves to the larger version."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import httpx
import orjson
import pytest

from tests.conftest import KEY_A, two_teams
from tests.resilience.conftest import entries_of
from tests.support.policies import openai_version, policy
from tests.support.procs import GatewayProcess, write_policy
from tests.support.upstream import RecordingUpstream


@pytest.fixture(scope="module")
def upstream() -> Iterator[RecordingUpstream]:
    with RecordingUpstream() as server:
        yield server


@pytest.fixture(scope="module")
def gw(tmp_path_factory: pytest.TempPathFactory, upstream: RecordingUpstream) -> Iterator[GatewayProcess]:
    url = upstream.url
    large = openai_version(url, "ok", context_window=200000)
    lite_small = {**openai_version(url, "openai/fault-ctx-l"), "provider": "litellm", "api_key_env": "GW_KEY"}
    models: dict[str, Any] = {
        "ctx": {"versions": {"fast": openai_version(url, "fault-ctx-a"), "standard": large}},
        "lite-ctx": {"versions": {"fast": lite_small, "standard": large}},
        "only-ctx": {"versions": {"standard": openai_version(url, "fault-ctx-b")}},
        "param": {"versions": {"standard": openai_version(url, "fault-param")}},
    }
    root = tmp_path_factory.mktemp("refusals")
    write_policy(root / "policies", policy(two_teams(), extra_models=models))
    with GatewayProcess(root / "policies", root / "state", env={"GW_KEY": "sk-test"}) as process:
        yield process


def _post(gw: GatewayProcess, path: str, body: dict[str, Any]) -> httpx.Response:
    headers = {"authorization": f"Bearer {KEY_A}", "x-gateway-route": "fast", "anthropic-version": "2023-06-01"}
    return httpx.post(gw.base + path, json=body, headers=headers, timeout=30)


def _chat(model: str) -> dict[str, Any]:
    return {"model": model, "messages": [{"role": "user", "content": "hello"}]}


def _log_line(gw: GatewayProcess, request_id: str) -> dict[str, Any]:
    """The request's log line, once written (lines leave after the answer: polled briefly)."""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        for line in gw.logs().splitlines():
            if request_id in line and '"event":"request"' in line:
                return dict(orjson.loads(line))
        time.sleep(0.1)
    raise AssertionError(f"no log line for {request_id}")


@pytest.mark.parametrize("model", ["ctx", "lite-ctx"])
def test_a_context_length_refusal_moves_to_the_larger_version(gw: GatewayProcess, model: str) -> None:
    response = _post(gw, "/v1/chat/completions", _chat(model))
    assert response.status_code == 200, response.text
    assert response.headers["x-gateway-version"] == "standard"
    assert response.headers["x-gateway-reason"].endswith(">upstream-context-length")
    rows = entries_of(gw, response.headers["x-request-id"], 2)
    assert [(r.version, r.outcome, r.status_code) for r in rows] == [("fast", "fallback", 400), ("standard", "ok", 200)]
    assert rows[0].error is not None and "context_length_exceeded" in rows[0].error


def test_a_context_length_refusal_with_nowhere_to_go_is_passed_on(gw: GatewayProcess) -> None:
    response = _post(gw, "/v1/chat/completions", _chat("only-ctx"))
    assert response.status_code == 400, response.text
    error = response.json()["error"]
    assert error["code"] == "context_length_exceeded" and error["type"] == "invalid_request_error"
    assert "maximum context length is 32768 tokens" in error["message"]
    assert _log_line(gw, response.headers["x-request-id"])["error"] == "context_length_exceeded"
    rows = entries_of(gw, response.headers["x-request-id"], 1)
    assert rows[0].error is not None and "context_length_exceeded" in rows[0].error

    body = {"model": "only-ctx", "max_tokens": 32, "messages": [{"role": "user", "content": "hello"}]}
    anthropic = _post(gw, "/v1/messages", body)
    assert anthropic.status_code == 400, anthropic.text
    assert anthropic.json()["type"] == "error"
    assert anthropic.json()["error"]["type"] == "invalid_request_error"
    assert "maximum context length" in anthropic.json()["error"]["message"]


def test_a_refusal_keeps_its_type_code_and_param_but_not_urls_or_keys(gw: GatewayProcess) -> None:
    response = _post(gw, "/v1/chat/completions", _chat("param"))
    assert response.status_code == 400, response.text
    error = response.json()["error"]
    assert (error["type"], error["code"], error["param"]) == ("invalid_request_error", "invalid_value", "temperature")
    assert "Invalid 'temperature'" in error["message"]
    for leak in ("10.0.0.7", "http://", "sk-upstream12345"):
        assert leak not in response.text
