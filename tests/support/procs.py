"""Real processes for tests: a `gateway serve` on a loopback port, with its own policy and state dirs."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx
import yaml

from gateway.auth.lookup import hash_key

REPO = Path(__file__).resolve().parents[2]
GATEWAY = [sys.executable, "-m", "gateway.cli.main"]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def write_policy(directory: Path, policy: dict[str, Any], name: str = "policy.yaml") -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / name
    path.write_text(yaml.safe_dump(policy, sort_keys=False), encoding="utf-8")
    return path


def team_key(team: str, key_id: str | None = None, key: str | None = None) -> tuple[str, dict[str, str]]:
    """A deterministic test key and its policy entry."""
    key = key or f"gw-test-{team}-{key_id or 'main'}"
    return key, {"id": key_id or f"{team}-main", "sha256": hash_key(key)}


class GatewayProcess:
    """`gateway serve` as a subprocess; ``url`` is its OpenAI base URL."""

    def __init__(self, policies: Path, state: Path, env: dict[str, str] | None = None, port: int | None = None) -> None:
        self.port = port or free_port()
        self.policies = policies
        self.state = state
        self.log_path = state.parent / f"gateway-{self.port}.log"
        self.env = {
            **os.environ,
            "GATEWAY_STATE_DIR": str(state),
            "GATEWAY_POLICY_POLL_SECONDS": "0.2",
            "GATEWAY_DRAIN_SECONDS": "5",
            **(env or {}),
        }
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def url(self) -> str:
        return self.base + "/v1"

    def start(self, timeout: float = 30.0) -> GatewayProcess:
        self.state.mkdir(parents=True, exist_ok=True)
        self._log = open(self.log_path, "ab")  # noqa: SIM115 - closed in stop()
        self.proc = subprocess.Popen(
            [*GATEWAY, "serve", "--host", "127.0.0.1", "--port", str(self.port), "--policies", str(self.policies)],
            env=self.env,
            stdout=self._log,
            stderr=subprocess.STDOUT,
            cwd=str(self.state.parent),
        )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"gateway exited with {self.proc.returncode}:\n{self.logs()}")
            try:
                if httpx.get(self.base + "/livez", timeout=1.0).status_code == 200:
                    return self
            except httpx.HTTPError:
                pass
            time.sleep(0.1)
        raise RuntimeError(f"gateway did not start in {timeout}s:\n{self.logs()}")

    def logs(self) -> str:
        try:
            return self.log_path.read_text(errors="replace")
        except OSError:
            return ""

    def signal(self, sig: int) -> None:
        assert self.proc is not None
        self.proc.send_signal(sig)

    def wait(self, timeout: float = 30.0) -> int:
        assert self.proc is not None
        return self.proc.wait(timeout)

    def stop(self) -> int | None:
        if self.proc is None:
            return None
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        self._log.close()
        return self.proc.returncode

    def __enter__(self) -> GatewayProcess:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
