"""Three `gateway serve` replicas on a TLS-only Redis with client certificates and an ACL user, configured
the way a platform team would (a `rediss://user:pass@` URL and the CA / certificate settings). A fail-open
team must get exactly its limit across the replicas: a hot path that cannot reach Redis would fall back to
each replica's backstop and admit up to three times as much, while /readyz, checking the same connection,
must not say ready-with-Redis when the hot path has none."""

from __future__ import annotations

import itertools
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.support import rate_windows as windows
from tests.support import redis_servers as rs
from tests.support.policies import policy
from tests.support.procs import GatewayProcess, team_key, write_policy

LIMIT = 12


@pytest.fixture
def fleet(tmp_path: Path) -> Iterator[tuple[list[GatewayProcess], str]]:
    tls = rs.make_tls(tmp_path / "tls")
    with rs.nodes() as started:
        node = rs.tls_node(tmp_path / "redis", tls, acl=True).start()
        started.append(node)
        key, entry = team_key("tlsteam")
        write_policy(tmp_path / "policies", policy({"tlsteam": {
            "keys": [entry], "limits": {"requests_per_minute": LIMIT}, "quota_unavailable": "fail_open"}}))
        env = {"GATEWAY_REDIS_URL": f"rediss://{rs.ACL_USER}:{rs.ACL_PASSWORD}@127.0.0.1:{node.port}/0",
               "GATEWAY_REDIS_CA_FILE": str(tls.ca_file), "GATEWAY_REDIS_CERT_FILE": str(tls.client_cert),
               "GATEWAY_REDIS_KEY_FILE": str(tls.client_key)}
        procs = [GatewayProcess(tmp_path / "policies", tmp_path / f"state{i}", env=env) for i in range(3)]
        try:
            for proc in procs:
                proc.start()
            yield procs, key
        finally:
            for proc in procs:
                proc.stop()


def test_three_replicas_on_tls_and_acl_redis_hold_the_limit_exactly(
    fleet: tuple[list[GatewayProcess], str],
) -> None:
    procs, key = fleet
    for proc in procs:
        ready = httpx.get(proc.base + "/readyz", timeout=10)
        assert ready.status_code == 200 and ready.json()["checks"]["quota"]["ok"] is True, ready.text
    body = {"model": "coder", "messages": [{"role": "user", "content": "say hi"}]}
    seen = []
    for proc in itertools.islice(itertools.cycle(procs), 3 * LIMIT + 6):
        sent_at = time.time()
        response = httpx.post(proc.url + "/chat/completions", json=body, timeout=30,
                              headers={"authorization": f"Bearer {key}"})
        seen.append((windows.window(sent_at, time.time(), response.headers), response.status_code))
    per_window = windows.by_window(seen)
    print(f"rediss + ACL, 3 gateway replicas: {per_window} (limit {LIMIT})")
    assert None not in per_window, "a request straddling a minute's end named no request window"
    # Each window admits exactly its limit, or everything when it got no more. The load is split between at
    # most two windows, so at least one of them receives more than the limit.
    assert max(sum(statuses.values()) for statuses in per_window.values()) > LIMIT
    for statuses in per_window.values():
        attempts = sum(statuses.values())
        assert statuses[200] == min(attempts, LIMIT), per_window
        assert statuses[429] == attempts - statuses[200], per_window
    for proc in procs:  # the hot path stayed on Redis: no replica ever went to its backstop
        assert "quota_backend_degraded" not in proc.logs()
