"""Another upstream of the same version: tried before falling back to the other version."""

from __future__ import annotations

from pathlib import Path

import httpx

from tests.resilience.conftest import entries_of, unique_team, wait_settled
from tests.support.policies import openai_version, policy
from tests.support.procs import GatewayProcess, write_policy
from tests.support.upstream import RecordingUpstream, refused_url


def test_dead_upstream_falls_over_to_the_versions_alternate(tmp_path: Path, faults: RecordingUpstream) -> None:
    team, key, entry = unique_team("alt")
    fast = openai_version(refused_url(), "ok")
    fast["alternates"] = [{"provider": "openai", "base_url": faults.url, "upstream_model": "ok-alt"}]
    doc = policy({team: entry}, fast=fast, standard=openai_version(faults.url, "ok-standard", context_window=200000))
    write_policy(tmp_path / "p", doc)
    with GatewayProcess(tmp_path / "p", tmp_path / "s", env={"GATEWAY_REDIS_URL": "redis://127.0.0.1:6379/0"}) as gw:
        response = httpx.post(gw.url + "/chat/completions", headers={"authorization": f"Bearer {key}",
                                                                      "x-request-id": "alt-1"},
                              json={"model": "coder",
                                    "messages": [{"role": "user", "content": "Write a regex for ISO dates"}]})
        assert response.status_code == 200, response.text
        assert response.headers["x-gateway-version"] == "fast"
        assert response.headers["x-gateway-reason"].endswith(">alternate")
        rows = entries_of(gw, "alt-1", 2)
        assert [(r.version, r.upstream_model, r.outcome) for r in rows] == [
            ("fast", "ok", "fallback"), ("fast", "ok-alt", "ok")]
        assert wait_settled(team) == 0
