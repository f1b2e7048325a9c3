"""Faults at the upstream: fallback where it may happen, a clean error where it cannot, every attempt accounted.

One gateway (real process, real Redis quota, SQLite ledger) in front of the fault-injecting upstream; each
logical model puts a different fault on its fast version, with a healthy standard version to fall back to.
The circuit breaker is set out of reach here (its own tests are in test_circuit.py).
"""

from __future__ import annotations

from typing import Any

import httpx
import orjson
import pytest

from tests.resilience.conftest import REDIS_URL, entries_of, unique_team, wait_settled
from tests.support.policies import openai_version, policy
from tests.support.procs import GatewayProcess
from tests.support.upstream import RecordingUpstream, refused_url

FAST_TIMEOUTS = {"connect": 1, "first_token": 0.5, "idle": 0.5, "total": 20}


def _model(fast: dict[str, Any], standard: dict[str, Any]) -> dict[str, Any]:
    return {"default_version": "standard", "versions": {"fast": fast, "standard": standard}}


@pytest.fixture(scope="module")
def setup(tmp_path_factory: pytest.TempPathFactory, faults: RecordingUpstream) -> Any:
    team, key, entry = unique_team()
    url = faults.url

    def v(model: str, **extra: Any) -> dict[str, Any]:
        return openai_version(url, model, **{"timeouts": FAST_TIMEOUTS, **extra})

    ok = v("ok", context_window=200000)
    models = {
        "refuse": _model(openai_version(refused_url(), "ok", timeouts=FAST_TIMEOUTS), ok),
        "e500": _model(v("fault-500-a", retries=1), ok),
        "e429": _model(v("fault-429-a"), ok),
        "drop": _model(v("fault-drop-a"), ok),
        "badjson": _model(v("fault-badjson-a"), ok),
        "hang": _model(v("fault-hang-a", timeouts={**FAST_TIMEOUTS, "total": 2}), ok),
        "hangfirst": _model(v("fault-hangfirst-a"), ok),
        "stall": _model(v("fault-stall-a"), ok),
        "close": _model(v("fault-close-a"), ok),
        "garbage": _model(v("fault-garbage-a"), ok),
        "badsse": _model(v("fault-badsse-a"), ok),
        "slowtotal": _model(v("slow-400", timeouts={**FAST_TIMEOUTS, "idle": 5, "total": 1.5}), ok),
        "allbad": _model(v("fault-500-b", retries=1), v("fault-500-c")),
        "e400": _model(v("fault-400-a"), ok),
    }
    doc = policy({team: entry}, extra_models=models)
    root = tmp_path_factory.mktemp("faults")
    from tests.support.procs import write_policy

    write_policy(root / "policies", doc)
    env = {"GATEWAY_REDIS_URL": REDIS_URL, "GATEWAY_CIRCUIT_FAILURES": "1000"}
    with GatewayProcess(root / "policies", root / "state", env=env) as gw:
        yield gw, team, key


def ask(gw: GatewayProcess, key: str, model: str, stream: bool = False) -> httpx.Response:
    body = {"model": model, "messages": [{"role": "user", "content": "hello"}], "stream": stream}
    headers = {"authorization": f"Bearer {key}", "x-gateway-route": "fast"}
    return httpx.post(gw.url + "/chat/completions", json=body, headers=headers, timeout=30)


def events(response: httpx.Response) -> list[Any]:
    """The SSE data payloads of a streamed answer, parsed ("[DONE]" kept as the string)."""
    out: list[Any] = []
    for block in response.text.split("\n\n"):
        if block.startswith("data: "):
            payload = block[6:]
            out.append(payload if payload == "[DONE]" else orjson.loads(payload))
    return out


def text_of(chunks: list[Any]) -> str:
    return "".join(c["choices"][0]["delta"].get("content") or "" for c in chunks
                   if isinstance(c, dict) and c.get("choices"))


def outcomes(gw: GatewayProcess, response: httpx.Response, count: int) -> list[tuple[str, str, int]]:
    rows = entries_of(gw, response.headers["x-request-id"], count)
    return [(r.version, r.outcome, r.status_code) for r in rows]


@pytest.mark.parametrize(
    ("model", "expected"),
    [
        ("refuse", [("fast", "fallback", 502), ("standard", "ok", 200)]),
        ("e500", [("fast", "upstream_error", 500), ("fast", "fallback", 500), ("standard", "ok", 200)]),
        ("e429", [("fast", "fallback", 429), ("standard", "ok", 200)]),
        ("drop", [("fast", "fallback", 502), ("standard", "ok", 200)]),
        ("badjson", [("fast", "fallback", 502), ("standard", "ok", 200)]),
        ("hang", [("fast", "fallback", 504), ("standard", "ok", 200)]),
    ],
)
def test_falls_back_before_an_answer(setup: Any, model: str, expected: list[tuple[str, str, int]]) -> None:
    gw, team, key = setup
    response = ask(gw, key, model)
    assert response.status_code == 200, response.text
    assert response.headers["x-gateway-version"] == "standard"
    assert response.headers["x-gateway-reason"].endswith(">fallback")
    assert response.json()["choices"][0]["message"]["content"] == "recorded answer"
    got = outcomes(gw, response, len(expected))
    if model == "drop" and got[0] == ("fast", "upstream_error", 502):
        # A reused keep-alive connection dropped unanswered is sent once more, as an attempt of its own.
        got = outcomes(gw, response, len(expected) + 1)
        assert got[1] == ("fast", "fallback", 502)
        got = got[1:]
    assert got == expected
    assert wait_settled(team) == 0


@pytest.mark.parametrize(
    ("model", "expected"),
    [
        ("refuse", [("fast", "fallback", 502), ("standard", "ok", 200)]),
        ("e500", [("fast", "upstream_error", 500), ("fast", "fallback", 500), ("standard", "ok", 200)]),
        ("hang", [("fast", "fallback", 504), ("standard", "ok", 200)]),
        ("hangfirst", [("fast", "fallback", 504), ("standard", "ok", 200)]),
    ],
)
def test_stream_falls_back_before_the_first_byte(
    setup: Any, model: str, expected: list[tuple[str, str, int]]
) -> None:
    gw, team, key = setup
    response = ask(gw, key, model, stream=True)
    assert response.status_code == 200, response.text
    assert response.headers["x-gateway-version"] == "standard"
    chunks = events(response)
    assert chunks[-1] == "[DONE]"
    assert text_of(chunks) == "t0 t1 t2 t3 t4 t5 "
    assert outcomes(gw, response, len(expected)) == expected
    assert wait_settled(team) == 0


@pytest.mark.parametrize(
    ("model", "outcome", "status"),
    [("stall", "timeout", 504), ("close", "upstream_error", 502), ("garbage", "upstream_error", 502),
     ("slowtotal", "timeout", 504)],
)
def test_no_retry_after_the_first_byte(
    setup: Any, faults: RecordingUpstream, model: str, outcome: str, status: int
) -> None:
    gw, team, key = setup
    standard_calls = faults.calls["ok"]
    response = ask(gw, key, model, stream=True)
    assert response.status_code == 200
    chunks = events(response)
    error = chunks[-1]
    assert isinstance(error, dict) and error["error"]["code"] == "upstream_stream_error", chunks
    assert set(error["error"]) == {"message", "type", "param", "code"}
    assert "[DONE]" not in chunks, "a broken answer must not look complete"
    assert text_of(chunks[:-1]).startswith("t0 t1 "), "what was produced before the break reached the client"
    assert "oops" not in response.text, "a malformed upstream chunk is never forwarded"
    assert faults.calls["ok"] == standard_calls, "nothing is retried after the first byte"
    rows = entries_of(gw, response.headers["x-request-id"], 1)
    assert [(r.version, r.outcome, r.status_code) for r in rows] == [("fast", outcome, status)]
    assert rows[0].completion_tokens >= 1 and rows[0].cost_micros, "the tokens produced are accounted"
    assert wait_settled(team) == 0


def test_malformed_usage_chunk_breaks_the_answer_cleanly(setup: Any) -> None:
    gw, team, key = setup
    response = ask(gw, key, "badsse", stream=True)
    chunks = events(response)
    assert text_of(chunks[:-1]) == "t0 t1 t2 t3 t4 t5 "
    assert chunks[-1]["error"]["code"] == "upstream_stream_error"
    rows = entries_of(gw, response.headers["x-request-id"], 1)
    assert [(r.outcome, r.status_code) for r in rows] == [("upstream_error", 502)]
    assert rows[0].completion_tokens == 6, "tokens seen before the break are counted"
    assert wait_settled(team) == 0


@pytest.mark.parametrize("stream", [False, True])
def test_every_attempt_failed_gives_a_clean_error(setup: Any, stream: bool) -> None:
    gw, team, key = setup
    response = ask(gw, key, "allbad", stream=stream)
    assert response.status_code == 502
    assert response.headers["content-type"].startswith("application/json")
    error = response.json()["error"]
    assert set(error) == {"message", "type", "param", "code"} and error["code"] == "upstream_error"
    assert "hunter2" not in response.text and "password" not in response.text
    assert outcomes(gw, response, 3) == [
        ("fast", "upstream_error", 500), ("fast", "fallback", 500), ("standard", "upstream_error", 500)]
    assert wait_settled(team) == 0


def test_upstream_4xx_is_passed_on_without_fallback(setup: Any, faults: RecordingUpstream) -> None:
    gw, team, key = setup
    before = faults.calls["ok"]
    response = ask(gw, key, "e400")
    assert response.status_code == 400 and response.json()["error"]["code"] == "upstream_rejected"
    assert faults.calls["ok"] == before, "a request the upstream rejects is not sent to the fallback"
    assert outcomes(gw, response, 1) == [("fast", "upstream_error", 400)]
    assert wait_settled(team) == 0
