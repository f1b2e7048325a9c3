"""Shared fixtures: real gateway processes on loopback, a recording upstream, keys."""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.support.policies import policy
from tests.support.procs import GatewayProcess, stop_all, team_key, write_policy
from tests.support.upstream import RecordingUpstream

KEY_A, KEY_A_ENTRY = team_key("alpha")
KEY_B, KEY_B_ENTRY = team_key("beta")


@pytest.fixture(scope="session")
def upstream() -> Iterator[RecordingUpstream]:
    with RecordingUpstream() as server:
        yield server


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish() -> None:
    """Collect once after the last teardown, then freeze what is left. The classifier tests leave large caches
    alive, and pytest collects again at exit to report unraisable exceptions: on a pytest-xdist worker that comes
    after the worker has reported its results, and execnet interrupts a worker still running a few seconds later
    (a stray KeyboardInterrupt traceback). Garbage is still collected, and reported, here."""
    gc.collect()
    gc.freeze()


GatewayFactory = Callable[..., GatewayProcess]


@pytest.fixture
def gateway_factory(tmp_path: Path) -> Iterator[GatewayFactory]:
    started: list[GatewayProcess] = []

    def make(
        policy_doc: dict[str, Any], env: dict[str, str] | None = None, name: str = "gw", start: bool = True
    ) -> GatewayProcess:
        root = tmp_path / name
        write_policy(root / "policies", policy_doc)
        process = GatewayProcess(root / "policies", root / "state", env=env)
        if start:
            process.start()
        started.append(process)
        return process

    yield make
    stop_all(started)


def two_teams(**alpha: Any) -> dict[str, Any]:
    return {
        "alpha": {"keys": [KEY_A_ENTRY], "allow_route_header": True, **alpha},
        "beta": {"keys": [KEY_B_ENTRY], "models": ["coder"]},
    }


@pytest.fixture(scope="module")
def sim_gateway(tmp_path_factory: pytest.TempPathFactory) -> Iterator[GatewayProcess]:
    """One gateway on the simulated upstreams, shared by a module's read-only tests."""
    root = tmp_path_factory.mktemp("simgw")
    write_policy(root / "policies", policy(two_teams()))
    with GatewayProcess(root / "policies", root / "state") as process:
        yield process
