"""A stream request answered with something that is not a stream (a JSON body, invalid JSON, no chunk at all,
a first event that is not JSON) is an upstream failure: fallen back to the other version when there is one,
a 502 in the client's protocol when nothing works, and an attempt in the ledger with that outcome."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from tests.resilience.conftest import REDIS_URL, entries_of, unique_team, wait_settled
from tests.resilience.test_faults import events, text_of
from tests.support.policies import openai_version, policy
from tests.support.procs import GatewayProcess, write_policy
from tests.support.upstream import RecordingUpstream

FAULTS = ("json200", "badjson", "empty", "ssetext")


@pytest.fixture(scope="module")
def setup(tmp_path_factory: pytest.TempPathFactory, faults: RecordingUpstream) -> Any:
    team, key, entry = unique_team()

    def v(model: str) -> dict[str, Any]:
        return openai_version(faults.url, model, context_window=200000)

    models: dict[str, Any] = {}
    for fault in FAULTS:
        models[fault] = {"versions": {"fast": v(f"fault-{fault}-a"), "standard": v("ok")}}
        models[f"only-{fault}"] = {"versions": {"standard": v(f"fault-{fault}-b")}}
    root = tmp_path_factory.mktemp("streamanswers")
    write_policy(root / "policies", policy({team: entry}, extra_models=models))
    env = {"GATEWAY_REDIS_URL": REDIS_URL, "GATEWAY_CIRCUIT_FAILURES": "1000"}
    with GatewayProcess(root / "policies", root / "state", env=env) as gw:
        yield gw, team, key


def _post(gw: GatewayProcess, key: str, path: str, body: dict[str, Any]) -> httpx.Response:
    headers = {"authorization": f"Bearer {key}", "x-gateway-route": "fast", "anthropic-version": "2023-06-01"}
    return httpx.post(gw.base + path, json=body, headers=headers, timeout=30)


def _outcomes(gw: GatewayProcess, response: httpx.Response, count: int) -> list[tuple[str, str, int]]:
    rows = entries_of(gw, response.headers["x-request-id"], count)
    return [(r.version, r.outcome, r.status_code) for r in rows]


@pytest.mark.parametrize("fault", FAULTS)
def test_a_non_stream_answer_falls_back(setup: Any, fault: str) -> None:
    gw, team, key = setup
    body = {"model": fault, "messages": [{"role": "user", "content": "hello"}], "stream": True}
    response = _post(gw, key, "/v1/chat/completions", body)
    assert response.status_code == 200, response.text
    assert response.headers["x-gateway-version"] == "standard"
    assert text_of(events(response)) == "t0 t1 t2 t3 t4 t5 ", "the fallback's answer reached the client"
    assert _outcomes(gw, response, 2) == [("fast", "fallback", 502), ("standard", "ok", 200)]
    failed = entries_of(gw, response.headers["x-request-id"], 2)[0]
    assert failed.prompt_tokens > 0 and failed.error is not None and "estimated" in failed.error, (
        "the prompt the upstream read is accounted, as an estimate")
    assert wait_settled(team) == 0


@pytest.mark.parametrize("fault", FAULTS)
def test_nothing_else_to_try_is_a_502_in_the_clients_protocol(setup: Any, fault: str) -> None:
    gw, team, key = setup
    messages = [{"role": "user", "content": "hello"}]
    openai_reply = _post(gw, key, "/v1/chat/completions", {"model": f"only-{fault}", "messages": messages,
                                                            "stream": True})
    assert openai_reply.status_code == 502, openai_reply.text
    assert openai_reply.json()["error"]["code"] == "upstream_error"
    assert _outcomes(gw, openai_reply, 1) == [("standard", "upstream_error", 502)]
    anthropic_reply = _post(gw, key, "/v1/messages", {"model": f"only-{fault}", "messages": messages,
                                                      "max_tokens": 16, "stream": True})
    assert anthropic_reply.status_code == 502, anthropic_reply.text
    assert anthropic_reply.json()["type"] == "error" and anthropic_reply.json()["error"]["type"] == "api_error"
    assert wait_settled(team) == 0
