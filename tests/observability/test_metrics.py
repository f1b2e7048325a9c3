"""``/metrics`` as an operator reads it on a real gateway: streams count as in flight until their last byte,
and requests carry model and version, with time-to-first-token and end-to-end duration histograms."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from prometheus_client.parser import text_string_to_metric_families

from tests.conftest import KEY_A, two_teams
from tests.support.policies import openai_version, policy
from tests.support.procs import GatewayProcess, write_policy
from tests.support.upstream import RecordingUpstream

AUTH = {"authorization": f"Bearer {KEY_A}"}


@pytest.fixture(scope="module")
def gateway(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[GatewayProcess, RecordingUpstream]]:
    with RecordingUpstream(tokens=4) as upstream:
        slow = openai_version(upstream.url, "slow-150", timeouts={"connect": 1, "first_token": 3, "idle": 5,
                                                                   "total": 30})
        doc = policy(two_teams(), fast=slow, standard=openai_version(upstream.url, "ok", context_window=200000))
        root: Path = tmp_path_factory.mktemp("metrics")
        write_policy(root / "policies", doc)
        with GatewayProcess(root / "policies", root / "state") as gw:
            yield gw, upstream


def samples(gw: GatewayProcess) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    text = httpx.get(gw.base + "/metrics").text
    return {(s.name, tuple(sorted(s.labels.items()))): s.value
            for family in text_string_to_metric_families(text) for s in family.samples}


def value(found: dict[tuple[str, tuple[tuple[str, str], ...]], float], name: str, **labels: str) -> float:
    return found.get((name, tuple(sorted(labels.items()))), 0.0)


def test_open_streams_are_in_flight_until_they_end(gateway: tuple[GatewayProcess, RecordingUpstream]) -> None:
    gw, _ = gateway
    body = {"model": "coder", "stream": True, "messages": [{"role": "user", "content": "Write a regex for ISO dates"}]}
    opened = threading.Barrier(4)
    release = threading.Event()
    texts: list[str] = []

    def one() -> None:
        with httpx.stream("POST", gw.url + "/chat/completions", json=body, headers=AUTH, timeout=30) as response:
            lines = response.iter_lines()
            first = next(line for line in lines if line.startswith("data: "))
            opened.wait(10)
            release.wait(10)
            texts.append(first + "".join(lines))

    threads = [threading.Thread(target=one) for _ in range(3)]
    for thread in threads:
        thread.start()
    opened.wait(10)  # three streams have sent their first chunk and are still open
    assert value(samples(gw), "gateway_in_flight_requests") == 3
    release.set()
    for thread in threads:
        thread.join(30)
    assert len(texts) == 3 and all("[DONE]" in t for t in texts)
    assert value(samples(gw), "gateway_in_flight_requests") == 0


def test_a_stream_whose_client_leaves_is_no_longer_in_flight(
    gateway: tuple[GatewayProcess, RecordingUpstream],
) -> None:
    gw, _ = gateway
    body = {"model": "coder", "stream": True, "messages": [{"role": "user", "content": "Write a regex for ISO dates"}]}
    with httpx.stream("POST", gw.url + "/chat/completions", json=body, headers=AUTH, timeout=30) as response:
        lines = response.iter_lines()  # kept: an iterator dropped here would close the stream
        assert next(line for line in lines if line.startswith("data: "))
        assert value(samples(gw), "gateway_in_flight_requests") == 1
    # the client closed the connection mid-stream; the gateway notices and lowers the gauge
    deadline = time.monotonic() + 10
    while value(samples(gw), "gateway_in_flight_requests") != 0 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert value(samples(gw), "gateway_in_flight_requests") == 0


def test_requests_carry_model_and_version_with_ttft_and_duration(
    gateway: tuple[GatewayProcess, RecordingUpstream],
) -> None:
    gw, _ = gateway
    before = samples(gw)
    body = {"model": "coder", "messages": [{"role": "user", "content": "Write a regex for ISO dates"}]}
    assert httpx.post(gw.url + "/chat/completions", json=body, headers=AUTH).status_code == 200
    streamed = httpx.post(gw.url + "/chat/completions", json={**body, "stream": True}, headers=AUTH, timeout=30)
    assert streamed.status_code == 200 and "[DONE]" in streamed.text
    after = samples(gw)

    def grew(name: str, **labels: str) -> float:
        return value(after, name, **labels) - value(before, name, **labels)

    request = {"endpoint": "/v1/chat/completions", "model": "coder", "version": "fast"}
    assert grew("gateway_requests_total", **request, team="alpha", status="200") == 2
    assert grew("gateway_request_duration_seconds_count", **request) == 2
    # a stream's duration runs to its last chunk (4 chunks 150 ms apart), not to its first
    assert grew("gateway_request_duration_seconds_sum", **request) >= 0.45
    assert grew("gateway_time_to_first_token_seconds_count", model="coder", version="fast") == 1
    assert grew("gateway_upstream_latency_seconds_count", model="coder", version="fast", outcome="ok") == 2
    assert grew("gateway_upstream_attempts_total", model="coder", version="fast", outcome="ok") == 2
    assert grew("gateway_tokens_total", team="alpha", model="coder", version="fast", kind="completion") > 0
    assert grew("gateway_cost_usd_total", team="alpha", model="coder", version="fast") > 0
    assert grew("gateway_overhead_seconds_count") == 2
    assert value(after, "gateway_overhead_seconds_sum") < value(after, "gateway_overhead_seconds_count")  # seconds
    decisions = [k for k in after if k[0] == "gateway_route_decisions_total"]
    assert decisions and all(dict(labels).keys() == {"request_class", "version", "reason"} for _, labels in decisions)


def test_a_client_model_name_never_becomes_a_label(gateway: tuple[GatewayProcess, RecordingUpstream]) -> None:
    gw, _ = gateway
    body = {"model": "made-up-" + "x" * 40, "messages": [{"role": "user", "content": "Write a regex for ISO dates"}]}
    assert httpx.post(gw.url + "/chat/completions", json=body, headers=AUTH).status_code == 404
    text = httpx.get(gw.base + "/metrics").text
    assert "made-up-" not in text
