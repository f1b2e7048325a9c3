"""From one Redis URL (and the TLS file settings) to the clients the quota backend uses.

Every form a platform team runs is one URL:

- ``redis://[user:pass@]host:6379/0``, ``rediss://...`` (TLS), ``unix:///path/redis.sock?db=0``: one server.
  The hot path runs on the lean pipelined connection (TLS and unix sockets included); redis-py's pool,
  built from the same URL and options, serves the reads.
- ``redis+sentinel://[user:pass@]h1:26379,h2:26379/mymaster/0`` (``rediss+sentinel://`` for TLS to the
  master and the sentinels): the master is found through Sentinel and found again after a failover, by
  redis-py's Sentinel client, which then carries every call.
- ``redis+cluster://[user:pass@]h1:7000,h2:7001`` (``rediss+cluster://``): Redis Cluster through redis-py's
  cluster client (slot map, MOVED/ASK, refresh after a failover). Each script's keys share the team's
  ``{team}`` hash tag, so every call is one slot.

Query parameters are redis-py's (``ssl_ca_certs``, ``ssl_certfile``, ``ssl_keyfile``, ``ssl_cert_reqs``,
``ssl_check_hostname``, ``db``); ``GATEWAY_REDIS_CA_FILE`` and friends fill in the ones a URL leaves out.
"""

from __future__ import annotations

import ssl
from dataclasses import dataclass
from typing import Any
from urllib.parse import unquote, urlparse

from redis.asyncio import BlockingConnectionPool, Redis
from redis.asyncio.cluster import ClusterNode, RedisCluster
from redis.asyncio.connection import RedisSSLContext, parse_url
from redis.asyncio.retry import Retry
from redis.asyncio.sentinel import Sentinel
from redis.backoff import NoBackoff

from gateway.quota.lean_redis import LeanRedis

SINGLE = ("redis", "rediss", "unix")
SENTINEL = ("redis+sentinel", "rediss+sentinel")
CLUSTER = ("redis+cluster", "rediss+cluster")


@dataclass(frozen=True, slots=True)
class TlsFiles:
    """CA bundle and client certificate for ``rediss`` forms; a URL's own ``ssl_*`` parameters win."""

    ca_file: str | None = None
    cert_file: str | None = None
    key_file: str | None = None

    def fill(self, options: dict[str, Any]) -> dict[str, Any]:
        for name, value in (("ssl_ca_certs", self.ca_file), ("ssl_certfile", self.cert_file),
                            ("ssl_keyfile", self.key_file)):
            if value and name not in options:
                options[name] = value
        return options


@dataclass(slots=True)
class Clients:
    """``client`` serves reads (and every call where ``lean`` is None); ``lean`` the hot path's scripts."""

    client: Redis | RedisCluster
    lean: LeanRedis | None


def validate(url: str) -> None:
    """Refuse at start a URL no form accepts, with the forms that are accepted."""
    scheme = urlparse(url).scheme
    if scheme not in SINGLE + SENTINEL + CLUSTER:
        raise ValueError(
            f"GATEWAY_REDIS_URL scheme {scheme!r} is not one of redis://, rediss://, unix://, "
            "redis+sentinel://, rediss+sentinel://, redis+cluster://, rediss+cluster://")
    if scheme in SENTINEL and len([p for p in urlparse(url).path.split("/") if p]) < 1:
        raise ValueError("a redis+sentinel:// URL names the master after the hosts: "
                         "redis+sentinel://host:26379,host2:26379/mymaster/0")


def ssl_context(options: dict[str, Any]) -> ssl.SSLContext:
    """The context redis-py's SSLConnection would build from the same options (its defaults too: the
    server's certificate and host name are checked unless the URL says otherwise)."""
    return RedisSSLContext(
        keyfile=options.get("ssl_keyfile"), certfile=options.get("ssl_certfile"),
        cert_reqs=options.get("ssl_cert_reqs", "required"), ca_certs=options.get("ssl_ca_certs"),
        ca_path=options.get("ssl_ca_path"), check_hostname=options.get("ssl_check_hostname", True),
        password=options.get("ssl_password"),
    ).get()


def _hosts(netloc: str, default_port: int) -> tuple[str | None, str | None, list[tuple[str, int]]]:
    auth, _, hostlist = netloc.rpartition("@")
    user, password = None, None
    if auth:
        name, sep, secret = auth.partition(":")
        user, password = unquote(name) or None, unquote(secret) if sep else None
    hosts = []
    for item in (part.strip() for part in hostlist.split(",")):
        if item.startswith("["):  # [::1]:26379
            host, _, rest = item[1:].partition("]")
            port = rest[1:] if rest.startswith(":") else ""
        else:
            host, _, port = item.partition(":")
        hosts.append((host, int(port) if port else default_port))
    return user, password, hosts


def _query(url: str) -> dict[str, Any]:
    """redis-py's parsing of the query parameters, without its scheme check."""
    parsed = urlparse(url)
    return dict(parse_url(f"redis://localhost/?{parsed.query}")) if parsed.query else {}


def open_clients(url: str, *, tls: TlsFiles | None = None, timeout: float = 1.0,
                 max_connections: int = 64) -> Clients:
    """Clients that fail fast (no retries, short timeouts) so a dead Redis cannot stall requests."""
    validate(url)
    tls = tls or TlsFiles()
    scheme = urlparse(url).scheme
    fast: dict[str, Any] = {"socket_timeout": timeout, "socket_connect_timeout": timeout}
    if scheme in SINGLE:
        options: dict[str, Any] = dict(parse_url(url))
        if scheme == "rediss":
            tls.fill(options)
        pool_options: dict[str, Any] = {
            "max_connections": max_connections, "timeout": timeout, "retry": Retry(NoBackoff(), 0), **fast,
            **{k: v for k, v in options.items() if k.startswith("ssl_")}}
        pool = BlockingConnectionPool.from_url(url, **pool_options)
        lean = LeanRedis(
            host=options.get("host", "localhost"), port=int(options.get("port", 6379)),
            path=options.get("path"), db=int(options.get("db", 0)),
            username=options.get("username"), password=options.get("password"),
            ssl=ssl_context(options) if scheme == "rediss" else None, timeout=timeout)
        return Clients(Redis(connection_pool=pool), lean)
    parsed = urlparse(url)
    options = _query(url)
    if scheme.startswith("rediss"):
        tls.fill(options)
        options["ssl"] = True
        options.setdefault("ssl_cert_reqs", "required")
    if scheme in SENTINEL:
        user, password, hosts = _hosts(parsed.netloc, 26379)
        parts = [p for p in parsed.path.split("/") if p]
        db = int(parts[1]) if len(parts) > 1 else int(options.pop("db", 0))
        options.pop("db", None)
        sentinel_options = {**fast, **{k: v for k, v in options.items() if k.startswith("ssl")}}
        sentinel = Sentinel(hosts, sentinel_kwargs=sentinel_options, **fast)
        master_options: dict[str, Any] = {"db": db, "username": user, "password": password,
                                          "retry": Retry(NoBackoff(), 0), **options}
        master = sentinel.master_for(unquote(parts[0]), **master_options)
        return Clients(master, None)
    options.pop("db", None)  # a Cluster has database 0 only
    user, password, hosts = _hosts(parsed.netloc, 6379)
    # One retry after a connection error (the slot map is refreshed first); MOVED and ASK are followed
    # apart from it.
    cluster_options: dict[str, Any] = {"username": user, "password": password, "retry": Retry(NoBackoff(), 1),
                                       "max_connections": max_connections, **fast, **options}
    cluster = RedisCluster(startup_nodes=[ClusterNode(h, p) for h, p in hosts], **cluster_options)
    return Clients(cluster, None)
