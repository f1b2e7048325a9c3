"""A PgBouncer of the test's own, in transaction mode, in front of the local PostgreSQL (trust auth), on a
free loopback port; optionally TLS towards clients. It fails the test when it cannot start."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from tests.support.procs import free_port


@dataclass
class PgBouncer:
    port: int
    directory: Path
    proc: subprocess.Popen[bytes]

    def url(self, schema: str, **params: str) -> str:
        query = "&".join([f"schema={schema}", *(f"{k}={v}" for k, v in params.items())])
        return f"postgresql://postgres@127.0.0.1:{self.port}/test?{query}"

    def logs(self) -> str:
        path = self.directory / "pgbouncer.log"
        return path.read_text(errors="replace")[-3000:] if path.exists() else ""

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        shutil.rmtree(self.directory, ignore_errors=True)


def start(*, pool_size: int = 2, tls_cert: Path | None = None, tls_key: Path | None = None) -> PgBouncer:
    binary = shutil.which("pgbouncer") or "/usr/sbin/pgbouncer"
    if not os.path.exists(binary):
        raise RuntimeError("pgbouncer is not installed (scripts/ensure-services.sh installs it)")
    # PgBouncer refuses to run as root; started as root it switches to the postgres user, who must read
    # the directory (pytest's own tmp dirs are private to root).
    directory = Path(tempfile.mkdtemp(prefix="gw-pgbouncer-"))
    directory.chmod(0o777)
    port = free_port()
    tls = ""
    if tls_cert is not None and tls_key is not None:
        for src, name in ((tls_cert, "server.pem"), (tls_key, "server.key")):
            shutil.copy(src, directory / name)
            (directory / name).chmod(0o644)
        tls = (f"client_tls_sslmode = require\nclient_tls_cert_file = {directory / 'server.pem'}\n"
               f"client_tls_key_file = {directory / 'server.key'}\n")
    (directory / "userlist.txt").write_text('"postgres" ""\n', encoding="utf-8")
    (directory / "pgbouncer.ini").write_text(
        "[databases]\n"
        "test = host=127.0.0.1 port=5432 dbname=test\n"
        "[pgbouncer]\n"
        f"listen_addr = 127.0.0.1\nlisten_port = {port}\nunix_socket_dir =\n"
        f"auth_type = trust\nauth_file = {directory / 'userlist.txt'}\n"
        f"pool_mode = transaction\ndefault_pool_size = {pool_size}\nmax_client_conn = 200\n"
        f"logfile = {directory / 'pgbouncer.log'}\npidfile = {directory / 'pgbouncer.pid'}\n"
        "ignore_startup_parameters = extra_float_digits\n" + tls,
        encoding="utf-8")
    for path in directory.iterdir():
        path.chmod(0o666)
    cmd = [binary, str(directory / "pgbouncer.ini")]
    if os.geteuid() == 0:
        cmd[1:1] = ["-u", "postgres"]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    bouncer = PgBouncer(port, directory, proc)
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
            raise RuntimeError(f"pgbouncer exited with {proc.returncode}: {err}{bouncer.logs()}")
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            return bouncer
        except OSError:
            time.sleep(0.05)
    bouncer.stop()
    raise RuntimeError(f"pgbouncer did not listen on {port}: {bouncer.logs()}")
