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


class GatewayHung(AssertionError):
    """A gateway did not exit on SIGTERM within the grace a platform gives a pod."""


def stop_all(procs: list[GatewayProcess]) -> None:
    """Stop every process, then raise the first hang: one hung gateway must not leave the others running."""
    hung: list[GatewayHung] = []
    for proc in procs:
        try:
            proc.stop()
        except GatewayHung as exc:
            hung.append(exc)
    if hung:
        raise hung[0]


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
            "PYTHONFAULTHANDLER": "1",  # a hung gateway stopped with SIGABRT writes its threads' stacks to the log
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

    def stop(self, grace: float = 30.0) -> int | None:
        """SIGTERM, and the exit code once the gateway has stopped by itself. A gateway still running after
        ``grace`` is a shutdown hang (a pod the platform has to kill): it is aborted, which makes it write its
        threads' stacks to its log, and ``GatewayHung`` is raised with that log, never a silent kill."""
        if self.proc is None:
            return None
        hung = False
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(grace)
            except subprocess.TimeoutExpired:
                hung = True
                self.proc.send_signal(signal.SIGABRT)
                try:
                    self.proc.wait(5)
                except subprocess.TimeoutExpired:
                    self.proc.kill()
                    self.proc.wait(5)
        self._log.close()
        if hung:
            raise GatewayHung(f"gateway on port {self.port} was still running {grace:g}s after SIGTERM and was killed; "
                              f"its log ({self.log_path}, with its threads' stacks) ends:\n{self.logs()[-6000:]}")
        return self.proc.returncode

    def __enter__(self) -> GatewayProcess:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
