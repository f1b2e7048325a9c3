"""Circuit breaking per upstream, through a real gateway: after consecutive failures the upstream is skipped
(the request goes straight to the fallback), a probe is let through after the open period, and a healthy
probe closes the circuit. The open period is 1 s here; the test waits it out (no timing is asserted)."""

from __future__ import annotations

import re
import time
from typing import Any

import httpx
import pytest

from tests.conftest import GatewayFactory
from tests.resilience.conftest import REDIS_URL, entries_of, unique_team, wait_settled
from tests.support.policies import openai_version, policy
from tests.support.procs import GatewayProcess
from tests.support.upstream import RecordingUpstream

OPEN_SECONDS = 1.0


def _metric(gw: GatewayProcess, name: str, upstream_model: str) -> float:
    text = httpx.get(gw.base + "/metrics").text
    pattern = rf'^{name}{{upstream="[^"]* {re.escape(upstream_model)}"}} (\S+)$'
    found = re.search(pattern, text, re.MULTILINE)
    return float(found.group(1)) if found else 0.0


@pytest.fixture
def setup(gateway_factory: GatewayFactory, faults: RecordingUpstream) -> Any:
    team, key, entry = unique_team("cb")
    url = faults.url

    def model(fast: str, standard: str) -> dict[str, Any]:
        return {"default_version": "standard", "versions": {
            "fast": openai_version(url, fast), "standard": openai_version(url, standard, context_window=200000)}}

    suffix = team[-6:]
    names = {"flaky": f"flaky-3-{suffix}", "d1": f"fault-500-d{suffix}", "d2": f"fault-500-e{suffix}"}
    doc = policy({team: entry}, extra_models={
        "cbflaky": model(names["flaky"], "ok"),
        "cbdead": model(names["d1"], names["d2"]),
    })
    env = {"GATEWAY_REDIS_URL": REDIS_URL, "GATEWAY_CIRCUIT_FAILURES": "2",
           "GATEWAY_CIRCUIT_OPEN_SECONDS": str(OPEN_SECONDS)}
    return gateway_factory(doc, env=env), team, key, names


def ask(gw: GatewayProcess, key: str, model: str) -> httpx.Response:
    body = {"model": model, "messages": [{"role": "user", "content": "hello"}]}
    headers = {"authorization": f"Bearer {key}", "x-gateway-route": "fast"}
    return httpx.post(gw.url + "/chat/completions", json=body, headers=headers, timeout=30)


def test_open_skip_probe_close(setup: Any, faults: RecordingUpstream) -> None:
    gw, team, key, names = setup
    flaky = names["flaky"]
    for _ in range(2):  # two consecutive failures (503) open the circuit; both fall back to standard
        response = ask(gw, key, "cbflaky")
        assert response.status_code == 200 and response.headers["x-gateway-version"] == "standard"
    assert faults.calls[flaky] == 2
    assert _metric(gw, "gateway_circuit_open", flaky) == 1.0

    skipped = ask(gw, key, "cbflaky")
    assert skipped.status_code == 200 and skipped.headers["x-gateway-version"] == "standard"
    assert faults.calls[flaky] == 2, "an open circuit sends nothing to the failing upstream"
    rows = entries_of(gw, skipped.headers["x-request-id"], 1)
    assert [(r.attempt, r.version, r.outcome) for r in rows] == [(1, "standard", "ok")], \
        "a skipped attempt reaches no upstream, so it has no ledger entry (its index is still reserved)"
    assert _metric(gw, "gateway_circuit_skipped_total", flaky) >= 1

    time.sleep(OPEN_SECONDS + 0.2)
    probe = ask(gw, key, "cbflaky")  # half-open: this one is the probe; the upstream still fails (3rd call)
    assert faults.calls[flaky] == 3 and probe.status_code == 200
    ask(gw, key, "cbflaky")
    assert faults.calls[flaky] == 3, "a failed probe opens the circuit again"

    time.sleep(OPEN_SECONDS + 0.2)
    healed = ask(gw, key, "cbflaky")  # the 4th call succeeds: the circuit closes
    assert faults.calls[flaky] == 4
    assert healed.headers["x-gateway-version"] == "fast"
    assert _metric(gw, "gateway_circuit_open", flaky) == 0.0
    again = ask(gw, key, "cbflaky")
    assert again.headers["x-gateway-version"] == "fast" and faults.calls[flaky] == 5
    assert wait_settled(team) == 0


def test_every_circuit_open_gives_503_with_retry_after(setup: Any, faults: RecordingUpstream) -> None:
    gw, team, key, names = setup
    for _ in range(2):
        assert ask(gw, key, "cbdead").status_code == 502
    calls = faults.calls[names["d1"]], faults.calls[names["d2"]]
    response = ask(gw, key, "cbdead")
    assert response.status_code == 503
    error = response.json()["error"]
    assert set(error) == {"message", "type", "param", "code"} and error["code"] == "upstream_unavailable"
    assert 1 <= int(response.headers["retry-after"]) <= OPEN_SECONDS + 1
    assert (faults.calls[names["d1"]], faults.calls[names["d2"]]) == calls
    assert entries_of(gw, response.headers["x-request-id"], 1, timeout=1.0) == []
    assert wait_settled(team) == 0
