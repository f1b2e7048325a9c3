"""One process per pod: the removed worker option is refused at start with what to do instead, never
silently ignored (a pod that believes it runs 4 workers on in-process quotas would admit 4x a team's limit)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.support.policies import policy
from tests.support.procs import free_port, team_key, write_policy

GATEWAY = [sys.executable, "-m", "gateway.cli.main"]


def _serve(tmp_path: Path, *extra: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    _, entry = team_key("solo")
    write_policy(tmp_path / "policies", policy({"solo": {"keys": [entry]}}))
    return subprocess.run(
        [*GATEWAY, "serve", "--host", "127.0.0.1", "--port", str(free_port()), "--policies",
         str(tmp_path / "policies"), *extra],
        env={**os.environ, "GATEWAY_STATE_DIR": str(tmp_path / "state"), **(env or {})},
        capture_output=True, text=True, timeout=60)


def test_gateway_workers_above_one_is_refused_with_the_way_out(tmp_path: Path) -> None:
    out = _serve(tmp_path, env={"GATEWAY_WORKERS": "2"})
    assert out.returncode == 2
    assert "GATEWAY_WORKERS is no longer supported" in out.stderr and "replicas" in out.stderr


def test_the_workers_flag_is_gone(tmp_path: Path) -> None:
    out = _serve(tmp_path, "--workers", "2")
    assert out.returncode == 2 and "--workers" in out.stderr
