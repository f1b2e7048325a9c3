"""One stand-in and one `gateway serve` for the real-client tests; the clients installed once (a client that
cannot be installed fails the tests that need it: nothing here skips)."""

from __future__ import annotations

import shutil
import tempfile
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from classifiers.captures.upstream import Recorder, Server, StandIn
from tests.clients import harness
from tests.support.procs import GatewayProcess, write_policy

REDIS = "redis://127.0.0.1:6379/0"


@pytest.fixture(scope="session")
def client_versions() -> dict[str, str]:
    started = time.monotonic()
    try:
        versions = harness.install_all()
    except Exception as exc:  # any failure to install fails the test
        pytest.fail(f"a real client could not be installed into {harness.TOOLS}: {exc}")
    print(f"\nclients ready in {time.monotonic() - started:.1f} s: {versions}")
    return versions


@pytest.fixture(scope="session")
def rig(client_versions: dict[str, str], tmp_path_factory: pytest.TempPathFactory) -> Iterator[harness.Rig]:
    root = tmp_path_factory.mktemp("realclients")
    standin = StandIn(harness.TASKS, Recorder(root / "standin.jsonl"))
    server = Server(standin)
    base = server.start()
    keys, entries = harness.run_keys()
    write_policy(root / "policies", harness.policy_for(f"{base}/v1", entries))
    # sessions in Redis, as in production, under a namespace of this run's own
    env = {"GATEWAY_REDIS_URL": REDIS, "GATEWAY_DEPLOYMENT": f"realclients-{uuid.uuid4().hex[:8]}"}
    gateway = GatewayProcess(root / "policies", root / "state", env=env)
    # short paths: some clients put sockets under HOME
    scratch = Path(tempfile.mkdtemp(prefix="rc-"))
    try:
        with gateway:
            yield harness.Rig(standin, gateway, scratch, keys, root / "standin.jsonl")
    finally:
        server.stop()
        shutil.rmtree(scratch, ignore_errors=True)
