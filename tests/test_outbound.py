"""The outbound HTTP layer against real parts: a TLS upstream with a CA the test makes (trustme), client
certificates, a real forward proxy (tinyproxy) from the environment or the policy with NO_PROXY, and pool
bounds under 300 concurrent calls, all through `gateway serve`."""

from __future__ import annotations

import asyncio
import ssl
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import trustme

from tests.conftest import KEY_A, GatewayFactory, two_teams
from tests.resilience.conftest import entries_of
from tests.support.policies import openai_version, policy
from tests.support.procs import GatewayProcess
from tests.support.proxy import Tinyproxy
from tests.support.upstream import RecordingUpstream

ENV_CLEAN = {"HTTP_PROXY": "", "HTTPS_PROXY": "", "http_proxy": "", "https_proxy": "", "NO_PROXY": "",
             "no_proxy": ""}


@pytest.fixture(scope="module")
def ca() -> trustme.CA:
    return trustme.CA()


@pytest.fixture(scope="module")
def pki(ca: trustme.CA, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The CA's PEM and a client certificate (with its key) it issued, as files a policy can name."""
    root = tmp_path_factory.mktemp("pki")
    ca_pem = root / "ca.pem"
    ca.cert_pem.write_to_path(str(ca_pem))
    client = ca.issue_cert("gateway-client")
    client_pem = root / "client.pem"
    client.private_key_and_cert_chain_pem.write_to_path(str(client_pem))
    return {"ca": ca_pem, "client": client_pem}


def _server_context(ca: trustme.CA, require_client_cert: bool = False) -> ssl.SSLContext:
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    ca.issue_cert("127.0.0.1", "localhost").configure_cert(context)
    if require_client_cert:
        context.verify_mode = ssl.CERT_REQUIRED
        ca.configure_trust(context)
    return context


@pytest.fixture(scope="module")
def tls_upstream(ca: trustme.CA) -> Iterator[RecordingUpstream]:
    with RecordingUpstream(ssl_context=_server_context(ca)) as server:
        yield server


@pytest.fixture(scope="module")
def mtls_upstream(ca: trustme.CA) -> Iterator[RecordingUpstream]:
    with RecordingUpstream(ssl_context=_server_context(ca, require_client_cert=True)) as server:
        yield server


@pytest.fixture
def proxy(tmp_path: Path) -> Iterator[Tinyproxy]:
    with Tinyproxy(tmp_path / "proxy") as server:
        yield server


def _model(url: str, http: dict[str, Any] | None = None, model: str = "ok") -> dict[str, Any]:
    version = openai_version(url, model)
    if http is not None:
        version["http"] = http
    return {"versions": {"standard": version}}


def _ask(gw: GatewayProcess, model: str, stream: bool = False) -> httpx.Response:
    body = {"model": model, "messages": [{"role": "user", "content": "hello"}], "stream": stream}
    return httpx.post(gw.url + "/chat/completions", json=body, headers={"authorization": f"Bearer {KEY_A}"},
                      timeout=30)


def test_tls_with_a_private_ca_and_a_client_certificate(
    gateway_factory: GatewayFactory, tls_upstream: RecordingUpstream, mtls_upstream: RecordingUpstream,
    pki: dict[str, Path],
) -> None:
    ca = str(pki["ca"])
    models = {
        "trusted": _model(tls_upstream.url, {"ca_bundle": ca}),
        "untrusted": _model(tls_upstream.url),  # the system's CAs do not know the test's CA
        "mtls": _model(mtls_upstream.url, {"ca_bundle": ca, "client_cert": str(pki["client"])}),
        "mtls-no-cert": _model(mtls_upstream.url, {"ca_bundle": ca}),
    }
    gw = gateway_factory(policy(two_teams(), extra_models=models), env=ENV_CLEAN)
    for stream in (False, True):
        ok = _ask(gw, "trusted", stream)
        assert ok.status_code == 200, ok.text
        assert "recorded answer" in ok.text or "t0" in ok.text
    refused = _ask(gw, "untrusted")
    assert refused.status_code == 502, refused.text
    rows = entries_of(gw, refused.headers["x-request-id"], 1)
    assert rows[0].error is not None and "TLS verification" in rows[0].error
    assert _ask(gw, "mtls").status_code == 200
    assert _ask(gw, "mtls-no-cert").status_code == 502


def test_proxies_from_the_environment_and_the_policy(
    gateway_factory: GatewayFactory, tls_upstream: RecordingUpstream, upstream: RecordingUpstream,
    proxy: Tinyproxy, pki: dict[str, Path],
) -> None:
    ca = str(pki["ca"])
    models = {
        "tls": _model(tls_upstream.url, {"ca_bundle": ca}),
        "plain": _model(upstream.url),
        "pinned-direct": _model(upstream.url, {"proxy": "direct"}),
    }
    env = {**ENV_CLEAN, "HTTPS_PROXY": proxy.url, "HTTP_PROXY": proxy.url, "https_proxy": proxy.url,
           "http_proxy": proxy.url}
    gw = gateway_factory(policy(two_teams(), extra_models=models), env=env)
    assert _ask(gw, "tls").status_code == 200
    assert f"CONNECT 127.0.0.1:{tls_upstream.port}" in proxy.requests(), "the TLS upstream is reached by a tunnel"
    before = len(upstream.headers)
    assert _ask(gw, "plain").status_code == 200
    assert "tinyproxy" in upstream.headers[before].get("Via", ""), "a plain upstream goes through HTTP_PROXY"
    before = len(upstream.headers)
    assert _ask(gw, "pinned-direct").status_code == 200
    assert "Via" not in upstream.headers[before], "a version's `proxy: direct` wins over the environment"

    bypass = gateway_factory(policy(two_teams(), extra_models=models), name="bypass",
                             env={**env, "NO_PROXY": "127.0.0.1", "no_proxy": "127.0.0.1"})
    before = len(upstream.headers)
    assert _ask(bypass, "plain").status_code == 200
    assert "Via" not in upstream.headers[before], "NO_PROXY is honoured"

    per_version = {"plain": _model(upstream.url, {"proxy": proxy.url})}
    pinned = gateway_factory(policy(two_teams(), extra_models=per_version), name="pinned", env=ENV_CLEAN)
    before = len(upstream.headers)
    assert _ask(pinned, "plain").status_code == 200
    assert "tinyproxy" in upstream.headers[before].get("Via", ""), "a version's own proxy is used"


async def _concurrent(gw: GatewayProcess, model: str, count: int) -> list[int]:
    body = {"model": model, "messages": [{"role": "user", "content": "hello"}]}
    limits = httpx.Limits(max_connections=count, max_keepalive_connections=count)
    async with httpx.AsyncClient(limits=limits, timeout=120, headers={"authorization": f"Bearer {KEY_A}"}) as c:
        replies = await asyncio.gather(*(c.post(gw.url + "/chat/completions", json=body) for _ in range(count)))
    return [r.status_code for r in replies]


@pytest.mark.parametrize("scheme", ["http", "https"])
def test_300_concurrent_calls_stay_within_the_pool_bound(
    gateway_factory: GatewayFactory, pki: dict[str, Path], ca: trustme.CA, scheme: str
) -> None:
    context = _server_context(ca) if scheme == "https" else None
    with RecordingUpstream(ssl_context=context) as server:
        http = {"max_connections": 8, "ca_bundle": str(pki["ca"])}
        gw = gateway_factory(policy(two_teams(), extra_models={"pooled": _model(server.url, http, "wait-50")}),
                             env=ENV_CLEAN)
        statuses = asyncio.run(_concurrent(gw, "pooled", 300))
        assert statuses == [200] * 300
        assert server.max_active <= 8, "never more calls in flight upstream than the pool allows"
        assert len(server.peers) <= 8, "never more connections opened than the pool allows"


@pytest.mark.parametrize("scheme", ["http", "https"])
def test_idle_connections_expire_after_keepalive_seconds(
    gateway_factory: GatewayFactory, pki: dict[str, Path], ca: trustme.CA, scheme: str
) -> None:
    import time

    context = _server_context(ca) if scheme == "https" else None
    with RecordingUpstream(ssl_context=context) as server:
        http = {"keepalive_seconds": 0.5, "ca_bundle": str(pki["ca"])}
        gw = gateway_factory(policy(two_teams(), extra_models={"expiring": _model(server.url, http)}), env=ENV_CLEAN)
        assert _ask(gw, "expiring").status_code == 200
        assert _ask(gw, "expiring").status_code == 200
        assert len(server.peers) == 1, "a connection used again within keepalive_seconds is reused"
        time.sleep(1.5)
        assert _ask(gw, "expiring").status_code == 200
        assert len(server.peers) == 2, "an idle connection older than keepalive_seconds is not reused"
