"""``/metrics`` shows every team's cost and tokens: on a port of its own (and then not on the serving port)
or behind a bearer token, on a real gateway."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.conftest import KEY_A, two_teams
from tests.support.policies import policy
from tests.support.procs import GatewayProcess, free_port, write_policy

TOKEN = "scrape-token-for-tests"
CHAT = {"model": "coder", "messages": [{"role": "user", "content": "hi"}]}


def _start(root: Path, env: dict[str, str]) -> GatewayProcess:
    write_policy(root / "policies", policy(two_teams()))
    gw = GatewayProcess(root / "policies", root / "state", env=env).start()
    response = httpx.post(gw.url + "/chat/completions", json=CHAT, headers={"authorization": f"Bearer {KEY_A}"})
    assert response.status_code == 200  # a team's cost and tokens are now in the counters
    return gw


@pytest.fixture(scope="module")
def own_port(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[GatewayProcess, int]]:
    port = free_port()
    gw = _start(tmp_path_factory.mktemp("mport"), {"GATEWAY_METRICS_PORT": str(port)})
    try:
        yield gw, port
    finally:
        gw.stop()


@pytest.fixture(scope="module")
def with_token(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[GatewayProcess, int]]:
    port = free_port()
    gw = _start(tmp_path_factory.mktemp("mtoken"), {"GATEWAY_METRICS_TOKEN": TOKEN,
                                                    "GATEWAY_METRICS_PORT": str(port)})
    try:
        yield gw, port
    finally:
        gw.stop()


@pytest.fixture(scope="module")
def token_only(tmp_path_factory: pytest.TempPathFactory) -> Iterator[GatewayProcess]:
    gw = _start(tmp_path_factory.mktemp("monly"), {"GATEWAY_METRICS_TOKEN": TOKEN})
    try:
        yield gw
    finally:
        gw.stop()


def test_own_port_serves_the_counters_and_the_serving_port_does_not(own_port: tuple[GatewayProcess, int]) -> None:
    gw, port = own_port
    served = httpx.get(gw.base + "/metrics")
    assert served.status_code == 404
    assert "gateway_cost_usd" not in served.text
    assert served.json()["error"]["code"] == "not_found"
    scraped = httpx.get(f"http://127.0.0.1:{port}/metrics")
    assert scraped.status_code == 200
    assert 'gateway_cost_usd_total{model="coder",team="alpha"' in scraped.text
    assert httpx.get(f"http://127.0.0.1:{port}/v1/models").status_code == 404  # nothing else there


def test_token_guards_the_metrics_port(with_token: tuple[GatewayProcess, int]) -> None:
    gw, port = with_token
    assert httpx.get(gw.base + "/metrics", headers={"authorization": f"Bearer {TOKEN}"}).status_code == 404
    url = f"http://127.0.0.1:{port}/metrics"
    for headers in ({}, {"authorization": "Bearer wrong"}, {"authorization": TOKEN},
                    {"authorization": f"Bearer {KEY_A}"}):
        refused = httpx.get(url, headers=headers)
        assert refused.status_code == 401, headers
        assert "gateway_cost_usd" not in refused.text
        assert refused.json()["error"]["type"] == "invalid_request_error"
    allowed = httpx.get(url, headers={"authorization": f"Bearer {TOKEN}"})
    assert allowed.status_code == 200 and "gateway_tokens_total" in allowed.text


def test_token_guards_the_serving_port(token_only: GatewayProcess) -> None:
    assert httpx.get(token_only.base + "/metrics").status_code == 401
    assert httpx.get(token_only.base + "/metrics", headers={"authorization": f"Bearer {KEY_A}"}).status_code == 401
    allowed = httpx.get(token_only.base + "/metrics", headers={"authorization": f"Bearer {TOKEN}"})
    assert allowed.status_code == 200 and 'team="alpha"' in allowed.text


def test_the_metrics_port_closes_with_the_gateway(tmp_path: Path) -> None:
    port = free_port()
    gw = _start(tmp_path, {"GATEWAY_METRICS_PORT": str(port)})
    assert httpx.get(f"http://127.0.0.1:{port}/metrics").status_code == 200
    assert gw.stop() == 0
    with pytest.raises(httpx.ConnectError):
        httpx.get(f"http://127.0.0.1:{port}/metrics")


def test_a_gateway_with_an_admin_key_keeps_its_counters_from_team_keys(tmp_path: Path) -> None:
    """With an admin key and no metrics settings, the serving port's /metrics needs the admin key: a team key
    (or no key) does not read every team's spend."""
    admin = "gw-admin-for-metrics-test"
    gw = _start(tmp_path, {"GATEWAY_ADMIN_KEY": admin})
    try:
        assert httpx.get(gw.base + "/metrics").status_code == 401
        assert httpx.get(gw.base + "/metrics", headers={"authorization": f"Bearer {KEY_A}"}).status_code == 401
        allowed = httpx.get(gw.base + "/metrics", headers={"authorization": f"Bearer {admin}"})
        assert allowed.status_code == 200 and "gateway_" in allowed.text
    finally:
        gw.stop()
