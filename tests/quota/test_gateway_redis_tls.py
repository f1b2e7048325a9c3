"""Three `gateway serve` replicas on a TLS-only Redis with client certificates and an ACL user, configured
the way a platform team would (a `rediss://user:pass@` URL and the CA / certificate settings). A fail-open
team must get exactly its limit across the replicas: a hot path that cannot reach Redis would fall back to
each replica's backstop and admit up to three times as much, while /readyz, checking the same connection,
must not say ready-with-Redis when the hot path has none."""

from __future__ import annotations

import collections
import itertools
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

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
    statuses: collections.Counter[int] = collections.Counter()
    body = {"model": "coder", "messages": [{"role": "user", "content": "say hi"}]}
    rs.within_one_minute(15)
    for proc in itertools.islice(itertools.cycle(procs), 3 * LIMIT + 6):
        response = httpx.post(proc.url + "/chat/completions", json=body, timeout=30,
                              headers={"authorization": f"Bearer {key}"})
        statuses[response.status_code] += 1
    print(f"rediss + ACL, 3 gateway replicas: {dict(statuses)} (limit {LIMIT})")
    assert statuses[200] == LIMIT
    assert statuses[429] == 2 * LIMIT + 6
    assert not [s for s in statuses if s >= 500]
    for proc in procs:  # the hot path stayed on Redis: no replica ever went to its backstop
        assert "quota_backend_degraded" not in proc.logs()
