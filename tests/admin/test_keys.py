"""Key lifecycle through the admin API and the CLI, on two real `gateway serve` replicas sharing one store:
PostgreSQL (the ledger's database) and the embedded default (one state directory)."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import openai
import pytest

from tests.conftest import KEY_A, two_teams
from tests.support.ledger_db import drop_pg_schema, fresh_pg_url
from tests.support.policies import policy
from tests.support.procs import GatewayProcess, write_policy

ADMIN = "gw-admin-keys-test"
AUTH = {"Authorization": f"Bearer {ADMIN}"}


def _models(gateway: GatewayProcess, key: str) -> int:
    return httpx.get(gateway.url + "/models", headers={"Authorization": f"Bearer {key}"}, timeout=10).status_code


def _until(check: Any, seconds: float) -> bool:
    """True as soon as `check()` is; False if it never is within `seconds` (the propagation bound)."""
    deadline = time.monotonic() + seconds
    while True:
        if check():
            return True
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)


@contextlib.contextmanager
def _replica_pair(tmp_path: Path, store: str) -> Iterator[tuple[GatewayProcess, GatewayProcess]]:
    write_policy(tmp_path / "policies", policy(two_teams()))
    env = {"GATEWAY_ADMIN_KEY": ADMIN}
    url = None
    if store == "postgres":
        url = fresh_pg_url()
        env["GATEWAY_DATABASE_URL"] = url
        states = (tmp_path / "state-a", tmp_path / "state-b")
    else:
        env.pop("GATEWAY_DATABASE_URL", None)
        states = (tmp_path / "state", tmp_path / "state")
    try:
        with GatewayProcess(tmp_path / "policies", states[0], env=env) as a, \
                GatewayProcess(tmp_path / "policies", states[1], env=env) as b:
            yield a, b
    finally:
        if url is not None:
            drop_pg_schema(url)


@pytest.fixture(scope="module", params=["postgres", "embedded"])
def replicas(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory,
             ) -> Iterator[tuple[GatewayProcess, GatewayProcess]]:
    """One pair per store, shared by the tests: each makes keys of its own (an id no other test uses, or one the
    store assigns) and asserts only about those, so none needs an empty store."""
    with _replica_pair(tmp_path_factory.mktemp(f"keys-{request.param}"), request.param) as pair:
        yield pair


def test_a_key_created_on_one_replica_works_on_the_other_until_revoked(
    replicas: tuple[GatewayProcess, GatewayProcess],
) -> None:
    a, b = replicas
    created = httpx.post(a.base + "/admin/keys", json={"team": "beta", "id": "beta-ci"}, headers=AUTH, timeout=10)
    assert created.status_code == 201, created.text
    key = created.json()["key"]
    assert created.json()["team"] == "beta" and key.startswith("gw-")
    assert _until(lambda: _models(b, key) == 200, 1.0), "the other replica never accepted the new key"
    client = openai.OpenAI(base_url=b.url, api_key=key, max_retries=0)
    assert client.chat.completions.create(model="coder", messages=[{"role": "user", "content": "hi"}]).choices

    listed = httpx.get(b.base + "/admin/keys", params={"team": "beta"}, headers=AUTH, timeout=10).json()["keys"]
    assert {(k["id"], k["source"], k["status"]) for k in listed} >= {("beta-ci", "store", "active")}
    assert [k["id"] for k in listed].count("beta-ci") == 1  # listed once, as the store's (not again as policy)
    assert all("key" not in k and "sha256" not in k for k in listed)
    again = httpx.post(a.base + "/admin/keys", json={"team": "beta", "id": "beta-ci"}, headers=AUTH, timeout=10)
    assert again.status_code == 409 and "exists already" in again.json()["error"]["message"], again.text

    revoked = httpx.delete(b.base + "/admin/keys/beta-ci", headers=AUTH, timeout=10)
    assert revoked.status_code == 200 and revoked.json()["status"] == "revoked"
    assert _until(lambda: _models(a, key) == 401 and _models(b, key) == 401, 1.0), "a revoked key still works"
    assert _models(a, KEY_A) == 200  # policy-file keys keep working
    for gateway in (a, b):
        assert key not in gateway.logs()


def test_rotation_keeps_the_old_key_for_the_overlap_then_only_the_new(
    replicas: tuple[GatewayProcess, GatewayProcess],
) -> None:
    a, b = replicas
    old = httpx.post(a.base + "/admin/keys", json={"team": "alpha"}, headers=AUTH, timeout=10).json()
    rotated = httpx.post(f"{a.base}/admin/keys/{old['id']}/rotate", json={"overlap_seconds": 2},
                         headers=AUTH, timeout=10)
    assert rotated.status_code == 201, rotated.text
    new = rotated.json()["new"]
    assert new["rotated_from"] == old["id"] and rotated.json()["old"]["expires_at"]
    assert _until(lambda: _models(b, new["key"]) == 200, 1.0)
    assert _models(b, old["key"]) == 200  # inside the overlap window both work
    assert _until(lambda: _models(a, old["key"]) == 401 and _models(b, old["key"]) == 401, 4.0)
    assert _models(b, new["key"]) == 200
    listed = {k["id"]: k["status"] for k in
              httpx.get(b.base + "/admin/keys", headers=AUTH, timeout=10).json()["keys"]}
    assert listed[old["id"]] == "expired" and listed[new["id"]] == "active"


def test_expiry_ends_a_key(replicas: tuple[GatewayProcess, GatewayProcess]) -> None:
    a, b = replicas
    made = httpx.post(a.base + "/admin/keys", json={"team": "alpha", "expires_in_seconds": 1.5},
                      headers=AUTH, timeout=10).json()
    assert _until(lambda: _models(b, made["key"]) == 200, 1.0)
    assert _until(lambda: _models(b, made["key"]) == 401, 3.0)


def test_the_keys_api_refuses_team_keys_and_bad_input_in_the_openai_shape(
    replicas: tuple[GatewayProcess, GatewayProcess],
) -> None:
    a, _ = replicas
    as_team = httpx.post(a.base + "/admin/keys", json={"team": "alpha"},
                         headers={"Authorization": f"Bearer {KEY_A}"}, timeout=10)
    assert as_team.status_code == 403 and as_team.json()["error"]["type"] == "permission_error"
    assert httpx.get(a.base + "/admin/keys", timeout=10).status_code == 401
    unknown = httpx.post(a.base + "/admin/keys", json={"team": "nobody"}, headers=AUTH, timeout=10)
    assert unknown.status_code == 404 and unknown.json()["error"]["param"] == "team"
    bad = httpx.post(a.base + "/admin/keys", json={"team": "alpha", "expires_in_seconds": -1}, headers=AUTH,
                     timeout=10)
    assert bad.status_code == 400 and bad.json()["error"]["param"] == "expires_in_seconds"
    policy_key = next(k["id"] for k in httpx.get(a.base + "/admin/keys", headers=AUTH, timeout=10).json()["keys"]
                      if k["source"] == "policy")
    refused = httpx.delete(f"{a.base}/admin/keys/{policy_key}", headers=AUTH, timeout=10)
    assert refused.status_code == 409 and refused.json()["error"]["code"] == "policy_key"
    assert _models(a, KEY_A) == 200
    missing = httpx.delete(a.base + "/admin/keys/no-such-key", headers=AUTH, timeout=10)
    assert missing.status_code == 404


def _cli(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "gateway.cli.main", "keys", *args], env=env, capture_output=True,
                          text=True, timeout=60)


def test_the_cli_manages_keys_a_running_gateway_honours(tmp_path: Path) -> None:
    write_policy(tmp_path / "policies", policy(two_teams()))
    env = {k: v for k, v in os.environ.items() if k != "GATEWAY_DATABASE_URL"}
    env |= {"GATEWAY_STATE_DIR": str(tmp_path / "state"), "GATEWAY_POLICIES_DIR": str(tmp_path / "policies")}
    with GatewayProcess(tmp_path / "policies", tmp_path / "state", env={"GATEWAY_ADMIN_KEY": ADMIN}) as gw:
        made = _cli(env, "create", "--team", "alpha", "--id", "alpha-cli", "--store", "--expires-in", "30d")
        assert made.returncode == 0, made.stderr
        key = next(w for w in made.stdout.split() if w.startswith("gw-"))
        assert _until(lambda: _models(gw, key) == 200, 1.0)
        listed = _cli(env, "list", "--team", "alpha")
        assert "alpha-cli" in listed.stdout and "active" in listed.stdout and key not in listed.stdout
        rotated = _cli(env, "rotate", "alpha-cli", "--overlap", "60")
        assert rotated.returncode == 0, rotated.stderr
        new = next(w for w in rotated.stdout.split() if w.startswith("gw-"))
        assert _until(lambda: _models(gw, new) == 200, 1.0) and _models(gw, key) == 200
        new_id = rotated.stdout.splitlines()[1].split()[0]
        assert "alpha-cli keeps working until" in rotated.stdout
        for key_id in ("alpha-cli", new_id):
            assert _cli(env, "revoke", key_id).returncode == 0
        assert _until(lambda: _models(gw, key) == 401 and _models(gw, new) == 401, 1.0)
        via_api = _cli(env, "list", "--url", gw.base, "--admin-key", ADMIN)
        assert via_api.returncode == 0 and "revoked" in via_api.stdout
        unknown = _cli(env, "revoke", "nope")
        assert unknown.returncode == 1 and "no key 'nope'" in unknown.stderr
