"""`gateway report --url URL --key KEY`: the reports from a running gateway, identical to the database's."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.admin.conftest import ADMIN_KEY, TASK, Traffic
from tests.conftest import KEY_A


@pytest.mark.parametrize("args", [
    (), ("--format", "csv", "--by", "team,model"), ("--budgets",), ("--focus",), ("--task", TASK),
    ("--task", TASK, "--format", "json"), ("--team", "beta"),
])
def test_a_report_from_the_gateway_equals_the_report_from_the_database(traffic: Traffic, args: tuple[str, ...],
                                                                        tmp_path: Path) -> None:
    direct = traffic.cli(*args).stdout
    # No ledger, no policy on the asking side: only the URL and the key.
    bare = {k: v for k, v in traffic.env.items() if not k.startswith("GATEWAY_")}
    remote = subprocess.run([sys.executable, "-m", "gateway.cli.main", "report", *args, "--url", traffic.gateway.base,
                             "--key", ADMIN_KEY], env=bare | {"GATEWAY_STATE_DIR": str(tmp_path / "empty")},
                            capture_output=True, text=True, timeout=60)
    assert remote.returncode == 0, remote.stderr
    assert remote.stdout == direct and direct.strip()


def test_a_team_key_reports_its_own_team_and_is_refused_another(traffic: Traffic) -> None:
    own = traffic.cli("--url", traffic.gateway.base, "--key", KEY_A)
    assert own.stdout == traffic.cli("--team", "alpha").stdout
    other = traffic.cli("--url", traffic.gateway.base, "--key", KEY_A, "--team", "beta", check=False)
    assert other.returncode == 2 and "cannot see reports of team 'beta'" in other.stderr
    missing = traffic.cli("--url", traffic.gateway.base, "--key", ADMIN_KEY, "--task", "no-such", check=False)
    assert missing.returncode == 1 and "no task 'no-such'" in missing.stderr
    bad = traffic.cli("--url", traffic.gateway.base, "--key", "gw-wrong", check=False)
    assert bad.returncode == 2 and "invalid API key" in bad.stderr
    down = traffic.cli("--url", "http://127.0.0.1:9", "--key", ADMIN_KEY, check=False)
    assert down.returncode == 2 and "cannot reach" in down.stderr and "Traceback" not in down.stderr
