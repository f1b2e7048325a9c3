"""Real Redis topologies on loopback, started by the test that needs them: a TLS server with a CA the test
makes, an ACL user, a unix socket, a Sentinel set (master, replica, three sentinels) and a 3-master Cluster.
A server that cannot start raises: the test fails, it never skips."""

from __future__ import annotations

import contextlib
import random
import shutil
import signal
import socket
import subprocess
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import redis

from tests.support.procs import free_port

ACL_USER, ACL_PASSWORD = "gateway", "s3cret-quota"
ACL_RULE = ["on", f">{ACL_PASSWORD}", "~*", "&*", "+@all"]


def _need(binary: str) -> str:
    path = shutil.which(binary)
    if path is None:
        raise RuntimeError(f"{binary} is not installed (scripts/ensure-services.sh installs it)")
    return path


@dataclass
class Node:
    """One redis-server (or sentinel) process of the test's own."""

    directory: Path
    port: int
    args: Sequence[str] = ()
    sentinel: bool = False
    client_options: dict[str, object] = field(default_factory=dict)
    proc: subprocess.Popen[bytes] | None = None

    def start(self, timeout: float = 15.0) -> Node:
        _need("redis-server")
        self.directory.mkdir(parents=True, exist_ok=True)
        cmd = ["redis-server"]
        if self.sentinel:
            conf = self.directory / "sentinel.conf"
            conf.write_text("\n".join(self.args) + "\n", encoding="utf-8")
            cmd += [str(conf), "--sentinel", "--port", str(self.port), "--bind", "127.0.0.1", "--dir",
                    str(self.directory)]
        else:
            cmd += ["--port", str(self.port), "--bind", "127.0.0.1", "--dir", str(self.directory), "--save", "",
                    "--appendonly", "no", *self.args]
        log = open(self.directory / "server.log", "ab")  # noqa: SIM115 - the process holds it
        self.proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"redis-server on {self.port} exited: {self.logs()}")
            with contextlib.suppress(redis.RedisError, OSError):
                if self.client().ping():
                    return self
            time.sleep(0.05)
        raise RuntimeError(f"redis-server on {self.port} did not answer: {self.logs()}")

    def client(self) -> redis.Redis:
        return redis.Redis(host="127.0.0.1", port=self.port, socket_timeout=2, **self.client_options)  # type: ignore[arg-type]

    def logs(self) -> str:
        path = self.directory / "server.log"
        return path.read_text(errors="replace")[-3000:] if path.exists() else ""

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.kill()


@contextlib.contextmanager
def nodes() -> Iterator[list[Node]]:
    """Every node a test started, stopped at its end whatever happened."""
    started: list[Node] = []
    try:
        yield started
    finally:
        for node in started:
            node.stop()


@dataclass
class Tls:
    """A CA of the test's own, a server certificate for 127.0.0.1 and a client certificate."""

    ca_file: Path
    server_cert: Path
    server_key: Path
    client_cert: Path
    client_key: Path


def make_tls(directory: Path) -> Tls:
    import trustme

    directory.mkdir(parents=True, exist_ok=True)
    ca = trustme.CA()
    server = ca.issue_cert("127.0.0.1", "localhost")
    client = ca.issue_cert("gateway@example.test")
    paths = Tls(directory / "ca.pem", directory / "server.pem", directory / "server.key",
                directory / "client.pem", directory / "client.key")
    ca.cert_pem.write_to_path(str(paths.ca_file))
    server.cert_chain_pems[0].write_to_path(str(paths.server_cert))
    server.private_key_pem.write_to_path(str(paths.server_key))
    client.cert_chain_pems[0].write_to_path(str(paths.client_cert))
    client.private_key_pem.write_to_path(str(paths.client_key))
    return paths


def tls_node(directory: Path, tls: Tls, *, acl: bool = False) -> Node:
    """TLS only (no plain port), client certificates required, optionally an ACL user with the default
    user switched off."""
    port = free_port()
    args = ["--port", "0", "--tls-port", str(port), "--tls-cert-file", str(tls.server_cert),
            "--tls-key-file", str(tls.server_key), "--tls-ca-cert-file", str(tls.ca_file),
            "--tls-auth-clients", "yes"]
    options: dict[str, object] = {"ssl": True, "ssl_ca_certs": str(tls.ca_file), "ssl_certfile": str(tls.client_cert),
                                  "ssl_keyfile": str(tls.client_key)}
    if acl:
        args += ["--user", ACL_USER, *ACL_RULE, "--user", "default", "off"]
        options |= {"username": ACL_USER, "password": ACL_PASSWORD}
    return Node(directory, port, args, client_options=options)  # the later --port 0 wins: TLS only


def acl_node(directory: Path) -> Node:
    """Plain TCP, default user off, one ACL user: ``AUTH user pass`` or nothing."""
    args = ["--user", ACL_USER, *ACL_RULE, "--user", "default", "off"]
    return Node(directory, free_port(), args, client_options={"username": ACL_USER, "password": ACL_PASSWORD})


def unix_node(directory: Path) -> Node:
    sock = directory / "redis.sock"
    return Node(directory, free_port(), ["--unixsocket", str(sock), "--unixsocketperm", "700"])


@dataclass
class SentinelSet:
    master: Node
    replica: Node
    sentinels: list[Node]
    service: str = "gwmaster"

    @property
    def url(self) -> str:
        hosts = ",".join(f"127.0.0.1:{s.port}" for s in self.sentinels)
        return f"redis+sentinel://{hosts}/{self.service}/0"

    def current_master_port(self) -> int:
        for s in self.sentinels:
            with contextlib.suppress(redis.RedisError, OSError):
                _host, port = s.client().sentinel_get_master_addr_by_name(self.service)  # type: ignore[misc]
                return int(port)
        raise RuntimeError("no sentinel answers")


def sentinel_set(root: Path, started: list[Node]) -> SentinelSet:
    master = Node(root / "master", free_port(), ["--repl-diskless-sync-delay", "0"]).start()
    started.append(master)
    replica = Node(root / "replica", free_port(), ["--replicaof", "127.0.0.1", str(master.port),
                                                   "--repl-diskless-sync-delay", "0"]).start()
    started.append(replica)
    deadline = time.monotonic() + 15
    while replica.client().info("replication").get("master_link_status") != "up":
        if time.monotonic() > deadline:
            raise RuntimeError("the replica never synced")
        time.sleep(0.1)
    sentinels = []
    for i in range(3):
        conf = [f"sentinel monitor gwmaster 127.0.0.1 {master.port} 2",
                "sentinel down-after-milliseconds gwmaster 1000",
                "sentinel failover-timeout gwmaster 5000",
                "sentinel parallel-syncs gwmaster 1"]
        node = Node(root / f"sentinel{i}", free_port(), conf, sentinel=True).start()
        started.append(node)
        sentinels.append(node)
    found = SentinelSet(master, replica, sentinels)
    deadline = time.monotonic() + 15
    while True:  # every sentinel knows the others and the replica: a failover can be voted
        infos = [s.client().sentinel_master("gwmaster") for s in sentinels]
        if all(int(i.get("num-other-sentinels", 0)) == 2 and int(i.get("num-slaves", 0)) == 1 for i in infos):
            return found
        if time.monotonic() > deadline:
            raise RuntimeError(f"the sentinels never agreed: {infos}")
        time.sleep(0.2)


@dataclass
class Cluster:
    masters: list[Node]
    replicas: list[Node]

    @property
    def url(self) -> str:
        return "redis+cluster://" + ",".join(f"127.0.0.1:{n.port}" for n in self.masters)

    def node_for(self, key: str) -> Node:
        """The node currently serving ``key``'s slot (a master, after any failover)."""
        every = self.masters + self.replicas
        client = next(n for n in every if n.proc is not None and n.proc.poll() is None).client()
        slot = int(client.cluster("keyslot", key))  # type: ignore[no-untyped-call]
        for start, end, primary, *_ in client.cluster("slots"):  # type: ignore[no-untyped-call]
            if int(start) <= slot <= int(end):
                port = int(primary[1])
                return next(n for n in every if n.port == port)
        raise RuntimeError(f"no node serves slot {slot}")


def _cluster_port() -> int:
    """A free port whose cluster bus port (+10000) is free too; Redis wants both below 65536."""
    for _ in range(200):
        port = random.randint(20000, 45000)
        with contextlib.ExitStack() as stack:
            try:
                for p in (port, port + 10000):
                    sock = stack.enter_context(socket.socket())
                    sock.bind(("127.0.0.1", p))
            except OSError:
                continue
            return port
    raise RuntimeError("no free port pair for a cluster node")


def cluster(root: Path, started: list[Node]) -> Cluster:
    """Three masters, each with one replica, so a master can fail over."""
    _need("redis-cli")
    every = []
    for i in range(6):
        node = Node(root / f"node{i}", _cluster_port(), ["--cluster-enabled", "yes", "--cluster-config-file",
                                                      str(root / f"node{i}" / "nodes.conf"),
                                                      "--cluster-node-timeout", "1000",
                                                      "--repl-diskless-sync-delay", "0"]).start()
        started.append(node)
        every.append(node)
    out = subprocess.run(
        ["redis-cli", "--cluster", "create", *(f"127.0.0.1:{n.port}" for n in every), "--cluster-replicas", "1",
         "--cluster-yes"], capture_output=True, text=True, timeout=60)
    if out.returncode != 0:
        raise RuntimeError(f"redis-cli --cluster create failed: {out.stdout}{out.stderr}")
    deadline = time.monotonic() + 30
    while True:
        states = [n.client().cluster("info") for n in every]  # type: ignore[no-untyped-call]
        if all(s.get("cluster_state") == "ok" for s in states):
            break
        if time.monotonic() > deadline:
            raise RuntimeError(f"the cluster never came up: {states}")
        time.sleep(0.2)
    deadline = time.monotonic() + 30
    while True:  # a replica that has not synced once cannot take over: wait for every link
        infos = {n.port: n.client().info("replication") for n in every}
        if all(i["role"] == "master" or i.get("master_link_status") == "up" for i in infos.values()):
            break
        if time.monotonic() > deadline:
            raise RuntimeError(f"the cluster's replicas never synced: {infos}")
        time.sleep(0.2)
    roles = {port: info["role"] for port, info in infos.items()}
    return Cluster([n for n in every if roles[n.port] == "master"], [n for n in every if roles[n.port] != "master"])

