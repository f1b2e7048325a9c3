"""Policy validation names file, line and key; `check-policies` fails CI on a bad file; live reload keeps
the last good policy serving."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
import yaml

from gateway.policy.load import PolicyError, load_policy
from tests.conftest import KEY_A, GatewayFactory, two_teams
from tests.support.policies import policy
from tests.support.procs import REPO

GOOD = yaml.safe_dump(policy(two_teams()), sort_keys=False)


def check(directory: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "gateway.cli.main", "check-policies", str(directory)],
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_default_policy_is_valid() -> None:
    result = check(REPO / "policies")
    assert result.returncode == 0, result.stderr
    assert "ok" in result.stdout


@pytest.mark.parametrize(
    ("mutate", "line_of", "message"),
    [
        (lambda t: t.replace("context_window: 32768", "context_windw: 32768"), "context_windw", "context_windw"),
        (lambda t: t.replace("context_window: 32768", "context_window: -1"), "context_window: -1", "greater than"),
        (lambda t: t.replace("route: fast", "route: fastest"), "route: fastest", "route"),
        (lambda t: t.replace("- coder\n", "- nosuchmodel\n", 1), "nosuchmodel", "unknown model 'nosuchmodel'"),
        (lambda t: t.replace("provider: simulated", "provider: openai", 1), "provider: openai", "base_url"),
        # the key a rule's request class had before it got one name: refused, never silently ignored
        (lambda t: t.replace("request_class: long_horizon", "class: long_horizon"), "class: long_horizon",
         "'class' is now 'request_class'"),
    ],
)
def test_errors_name_file_line_and_key(tmp_path: Path, mutate: object, line_of: str, message: str) -> None:
    text = mutate(GOOD)  # type: ignore[operator]
    assert text != GOOD
    (tmp_path / "team.yaml").write_text(text)
    result = check(tmp_path)
    assert result.returncode != 0
    expected_line = next(i for i, line in enumerate(text.splitlines(), 1) if line_of in line)
    assert f"{tmp_path / 'team.yaml'}:" in result.stderr
    lines = [int(part.split(":")[1]) for part in result.stderr.splitlines() if str(tmp_path) in part]
    assert any(abs(line - expected_line) <= 1 for line in lines), (expected_line, result.stderr)
    assert message in result.stderr


def test_invalid_yaml_and_duplicates_across_files(tmp_path: Path) -> None:
    (tmp_path / "a.yaml").write_text("models: {coder: [unclosed\n")
    with pytest.raises(PolicyError, match=r"a\.yaml:\d+: invalid YAML"):
        load_policy(tmp_path)
    (tmp_path / "a.yaml").write_text(GOOD)
    (tmp_path / "b.yaml").write_text("teams:\n  alpha: {}\n")
    with pytest.raises(PolicyError, match=r"b\.yaml:2: teams\.alpha is already defined at .*a\.yaml:\d+"):
        load_policy(tmp_path)


def test_live_reload_accepts_good_and_rejects_bad_edits(gateway_factory: GatewayFactory) -> None:
    gw = gateway_factory(policy(two_teams()))
    path = gw.policies / "policy.yaml"
    http = httpx.Client(base_url=gw.url, headers={"authorization": f"Bearer {KEY_A}"}, timeout=10)
    body = {"model": "coder", "messages": [{"role": "user", "content": "Write a regex for ISO dates"}]}
    assert http.post("/chat/completions", json=body).headers["x-gateway-version"] == "fast"

    def wait_for(predicate: object, timeout: float = 10.0) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if predicate():  # type: ignore[operator]
                return
            time.sleep(0.1)
        raise AssertionError("condition not reached")

    # A good edit: every request now goes to standard.
    doc = policy(two_teams(), rules=[{"name": "everything-standard", "route": "standard"}])
    path.write_text(yaml.safe_dump(doc))
    wait_for(lambda: http.post("/chat/completions", json=body).headers.get("x-gateway-reason") == "everything-standard")

    # A bad edit: rejected; the last good policy keeps serving; /readyz says why.
    path.write_text(path.read_text().replace("route: standard", "route: sideways"))
    wait_for(lambda: httpx.get(gw.base + "/readyz").json()["checks"]["policy"]["ok"] is False)
    ready = httpx.get(gw.base + "/readyz")
    assert ready.status_code == 200
    assert "policy.yaml" in ready.json()["checks"]["policy"]["error"]
    response = http.post("/chat/completions", json=body)
    assert response.status_code == 200 and response.headers["x-gateway-reason"] == "everything-standard"
    assert '"result":"rejected"' in gw.logs() and '"event":"policy_reload"' in gw.logs()


def test_keys_create_prints_key_once_and_hash_line(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "gateway.cli.main", "keys", "create", "--team", "local", "--save"],
        capture_output=True,
        text=True,
        timeout=60,
        env={"GATEWAY_STATE_DIR": str(tmp_path), "PATH": "/usr/bin:/bin"},
    )
    assert result.returncode == 0, result.stderr
    key = result.stdout.split("store it now): ")[1].split()[0]
    assert key.startswith("gw-")
    saved = (tmp_path / "keys.yaml").read_text()
    assert key not in saved and "sha256:" in saved


def test_examples_are_valid_and_the_editor_schema_is_current() -> None:
    from gateway.policy.schema import SCHEMA_FILE, policy_schema

    assert check(REPO / "policies" / "examples").returncode == 0
    assert SCHEMA_FILE.read_text() == policy_schema(), "run `gateway policy-schema --write`"
    import jsonschema

    schema = yaml.safe_load(SCHEMA_FILE.read_text())
    jsonschema.validate(yaml.safe_load((REPO / "policies" / "default.yaml").read_text()), schema)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"models": {}, "teams": {}, "routing": {"rules": []}, "typo": 1}, schema)
