"""Start, wait for and stop the processes under test: fake upstream, gateway, floor proxy, LiteLLM proxy.

Every process logs to a file (never a pipe nobody reads, which would block it under load) and is
stopped by its own pid. Startup time is spawn to the first 200 on the readiness path.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson

REPO = Path(__file__).resolve().parent.parent


@dataclass
class Proc:
    """A running server: where to reach it and how long it took to become ready."""

    name: str
    popen: subprocess.Popen[bytes]
    port: int
    log: Path
    startup_s: float = 0.0

    @property
    def pid(self) -> int:
        return self.popen.pid

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def log_tail(self, lines: int = 30) -> str:
        try:
            return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])
        except FileNotFoundError:
            return ""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def redis_reachable(url: str = "redis://127.0.0.1:6379/0") -> bool:
    """True when something answers PING at the host:port of ``url``."""
    hostport = url.split("//", 1)[1].split("/", 1)[0]
    host, _, port = hostport.rpartition(":")
    try:
        with socket.create_connection((host or "127.0.0.1", int(port or 6379)), timeout=0.5) as s:
            s.sendall(b"PING\r\n")
            return s.recv(16).startswith(b"+PONG")
    except OSError:
        return False


async def http_json(port: int, path: str) -> Any:
    """Body of one GET on loopback, parsed as JSON (the fake upstream's /stats)."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        writer.write(f"GET {path} HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n".encode())
        raw = await asyncio.wait_for(reader.read(), 5.0)
        return orjson.loads(raw.split(b"\r\n\r\n", 1)[1])
    finally:
        writer.close()


async def http_status(port: int, path: str) -> int:
    """Status of one GET on loopback (0 when nothing answers)."""
    try:
        reader, writer = await asyncio.wait_for(asyncio.open_connection("127.0.0.1", port), 1.0)
    except (OSError, TimeoutError):
        return 0
    try:
        writer.write(f"GET {path} HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n".encode())
        line = await asyncio.wait_for(reader.readline(), 5.0)
        return int(line.split()[1]) if line.startswith(b"HTTP/") else 0
    except (OSError, TimeoutError, ValueError, IndexError):
        return 0
    finally:
        writer.close()


def spawn(name: str, cmd: list[str], port: int, logdir: Path, env: dict[str, str] | None = None) -> Proc:
    log = logdir / f"{name}.log"
    with log.open("wb") as out:
        popen = subprocess.Popen(
            cmd,
            stdout=out,
            stderr=subprocess.STDOUT,
            env={**os.environ, **(env or {})},
            cwd=REPO,
            start_new_session=True,
        )
    return Proc(name=name, popen=popen, port=port, log=log)


async def wait_ready(proc: Proc, path: str, timeout_s: float, started: float) -> Proc:
    """Poll ``path`` until 200; raise with the log tail when the process dies or times out."""
    while time.perf_counter() - started < timeout_s:
        if proc.popen.poll() is not None:
            raise RuntimeError(f"{proc.name} exited with {proc.popen.returncode}:\n{proc.log_tail()}")
        if await http_status(proc.port, path) == 200:
            proc.startup_s = time.perf_counter() - started
            return proc
        await asyncio.sleep(0.01)
    stop(proc)
    raise RuntimeError(f"{proc.name} not ready on {path} after {timeout_s}s:\n{proc.log_tail()}")


async def _start_bench_script(name: str, script: str, args: list[str], logdir: Path, timeout_s: float) -> Proc:
    """One of bench/'s own servers on a free port (``--port`` plus ``args``), ready on ``/health``."""
    port = free_port()
    started = time.perf_counter()
    cmd = [sys.executable, str(REPO / "bench" / script), "--port", str(port), *args]
    return await wait_ready(spawn(name, cmd, port, logdir), "/health", timeout_s, started)


async def start_fake_upstream(logdir: Path, delay_us: int = 0) -> Proc:
    return await _start_bench_script("fake_upstream", "fake_upstream.py", ["--delay-us", str(delay_us)], logdir, 10)


async def start_gateway(
    logdir: Path,
    policies: Path,
    state: Path,
    *,
    workers: int = 1,
    redis_url: str | None = None,
    name: str = "gateway",
) -> Proc:
    """``gateway serve`` as a user runs it; Redis quotas on when ``redis_url`` is given."""
    port = free_port()
    exe = os.environ.get("BENCH_GATEWAY_EXE") or str(Path(sys.executable).parent / "gateway")
    cmd = [exe, "serve", "--host", "127.0.0.1", "--port", str(port), "--policies", str(policies)]
    if workers > 1:  # the gateway runs one process per pod: scaling is measured with replicas
        raise ValueError("gateway serve has no worker option; compare replicas instead")
    env = {"GATEWAY_STATE_DIR": str(state), "GATEWAY_BOOTSTRAP_KEY": "false"}
    if redis_url:
        env["GATEWAY_REDIS_URL"] = redis_url
    state.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    return await wait_ready(spawn(name, cmd, port, logdir, env), "/readyz", 60, started)


async def start_floor(logdir: Path, upstream_base_url: str) -> Proc:
    """The lean pass-through proxy (bench/floor_proxy.py) in front of ``upstream_base_url``."""
    return await _start_bench_script("floor", "floor_proxy.py", ["--upstream", upstream_base_url], logdir, 30)


def stop(proc: Proc) -> None:
    """SIGTERM the process group we created (workers included), SIGKILL after 5 s."""
    if proc.popen.poll() is not None:
        return
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGTERM)
    try:
        proc.popen.wait(5)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.popen.wait(5)
