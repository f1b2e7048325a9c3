"""A real forward proxy for tests: Debian's tinyproxy on a free loopback port, with its own config and log."""

from __future__ import annotations

import shutil
import socket
import subprocess
import time
from pathlib import Path

from tests.support.procs import free_port


class Tinyproxy:
    def __init__(self, directory: Path) -> None:
        binary = shutil.which("tinyproxy")
        if binary is None:
            raise RuntimeError("tinyproxy is missing: scripts/ensure-services.sh installs it")
        self.binary = binary
        self.port = free_port()
        self.directory = directory
        self.log = directory / "tinyproxy.log"
        self.conf = directory / "tinyproxy.conf"
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def requests(self) -> str:
        """Its log: one "Request (file descriptor ...)" / "CONNECT" line per request it relayed."""
        return self.log.read_text(errors="replace") if self.log.exists() else ""

    def __enter__(self) -> Tinyproxy:
        self.directory.mkdir(parents=True, exist_ok=True)
        # No ConnectPort line: CONNECT is allowed to any port (the TLS upstreams of the tests use free ports).
        self.conf.write_text(
            f"Port {self.port}\nListen 127.0.0.1\nTimeout 60\nAllow 127.0.0.1\nMaxClients 400\n"
            f"LogFile \"{self.log}\"\nLogLevel Connect\nPidFile \"{self.directory / 'tinyproxy.pid'}\"\n",
            encoding="utf-8",
        )
        self.proc = subprocess.Popen([self.binary, "-d", "-c", str(self.conf)], stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.5):
                    return self
            except OSError:
                if self.proc.poll() is not None:
                    raise RuntimeError(f"tinyproxy exited with {self.proc.returncode}") from None
                time.sleep(0.05)
        raise RuntimeError("tinyproxy did not start")

    def __exit__(self, *exc: object) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(10)
