"""A small fleet for the replica tests: N `gateway serve` processes on the real Redis and a fresh PostgreSQL
schema, behind the round-robin proxy, plus the reads the assertions need (settled ledger, quota state,
admin reports)."""

from __future__ import annotations

import asyncio
import time
import uuid
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import redis

from gateway.ledger import LedgerEntry
from gateway.ledger.entry import LIMIT_OUTCOMES
from tests.deploy.rr_proxy import RoundRobinProxy
from tests.support.ledger_db import drop_pg_schema, fresh_pg_url, read_entries
from tests.support.policies import openai_version, policy
from tests.support.procs import GatewayProcess, stop_all, team_key, write_policy
from tests.support.upstream import RecordingUpstream

REDIS = "redis://127.0.0.1:6379/0"
LEASE_SECONDS = 4.0  # GATEWAY_QUOTA_LEASE_SECONDS: a dead replica's reservations free after this
# GATEWAY_SHUTDOWN_DELAY_SECONDS: on SIGTERM /readyz turns 503 this long before the listener closes, long
# enough for the balancer's readiness poll (0.1 s) to take the replica out: a pod's preStop sleep, shortened.
SHUTDOWN_DELAY_SECONDS = 0.5


@dataclass
class Team:
    name: str
    key: str
    limits: dict[str, Any]


@dataclass
class Fleet:
    tmp: Path
    teams: dict[str, Team]
    admin_key: str = field(default_factory=lambda: "adm-" + uuid.uuid4().hex)
    db: str = field(default_factory=fresh_pg_url)
    procs: list[GatewayProcess] = field(default_factory=list)
    upstream: RecordingUpstream = field(default_factory=lambda: RecordingUpstream(tokens=20))
    proxy: RoundRobinProxy | None = None

    @property
    def env(self) -> dict[str, str]:
        return {"GATEWAY_REDIS_URL": REDIS, "GATEWAY_DATABASE_URL": self.db,
                "GATEWAY_ADMIN_KEY": self.admin_key,
                "GATEWAY_QUOTA_LEASE_SECONDS": str(LEASE_SECONDS),
                "GATEWAY_SHUTDOWN_DELAY_SECONDS": str(SHUTDOWN_DELAY_SECONDS)}

    def start(self, replicas: int) -> Fleet:
        self.upstream.start()
        url = self.upstream.url
        entries = {}
        for team in self.teams.values():
            _, entry = team_key(team.name, key=team.key)
            entries[team.name] = {"keys": [entry], "limits": team.limits}
        doc = policy(entries, fast=openai_version(url, "wait-30"),
                     standard=openai_version(url, "wait-30", context_window=200000),
                     extra_models={"slow": {"versions": {"standard": openai_version(url, "slow-15")}}})
        write_policy(self.tmp / "policies", doc)
        with ThreadPoolExecutor(replicas) as pool:
            self.procs = list(pool.map(lambda _: self.spawn(), range(replicas)))
        self.proxy = RoundRobinProxy([p.port for p in self.procs]).start()
        return self

    def spawn(self) -> GatewayProcess:
        """One more replica on the same policy, Redis and database (a replacement pod)."""
        proc = GatewayProcess(self.tmp / "policies", self.tmp / f"state-{uuid.uuid4().hex[:6]}", env=self.env)
        return proc.start()

    def stop(self) -> None:
        if self.proxy is not None:
            self.proxy.stop()
        try:
            stop_all(self.procs)
        finally:
            self.upstream.stop()
            drop_pg_schema(self.db)
            with redis.Redis.from_url(REDIS) as client:
                for team in self.teams.values():
                    for k in client.scan_iter(f"*{{{team.name}}}*"):
                        client.delete(k)


def make_team(role: str, limits: dict[str, Any]) -> Team:
    name = f"{role}{uuid.uuid4().hex[:8]}"
    return Team(name, f"gw-test-{name}-main", limits)


def settled_entries(db: str, team: str, quiet_reads: int = 3, timeout: float = 20.0) -> list[LedgerEntry]:
    """The team's ledger entries once the count has stopped moving (the survivors' writers flushed)."""
    deadline = time.monotonic() + timeout
    last, same = -1, 0
    entries: list[LedgerEntry] = []
    while time.monotonic() < deadline and same < quiet_reads:
        entries = [e for e in read_entries(db) if e.team == team]
        same = same + 1 if len(entries) == last else 0
        last = len(entries)
        time.sleep(0.3)
    return entries


def concurrency_peak(entries: Sequence[LedgerEntry]) -> int:
    """The most admitted upstream attempts overlapping in time (start = end - latency), across replicas."""
    admitted = [e for e in entries if e.outcome not in LIMIT_OUTCOMES]
    events = sorted([(e.ts.timestamp() - e.latency_ms / 1000, 1) for e in admitted]
                    + [(e.ts.timestamp(), -1) for e in admitted])
    running = peak = 0
    for _, step in events:
        running += step
        peak = max(peak, running)
    return peak


def quota_state(team: str) -> dict[str, Any]:
    """The team's live quota counters in Redis, as any replica reads them."""
    from gateway.quota import RedisQuota

    async def read() -> dict[str, Any]:
        quota = RedisQuota.from_url(REDIS)
        try:
            return await quota.usage(team)
        finally:
            await quota.close()

    return asyncio.run(read())


def report_period() -> str:
    """Yesterday..today in UTC, so a run across midnight still sees every entry."""
    today = datetime.now(UTC).date()
    return f"{today - timedelta(days=1)}..{today}"


def spend_report(proc: GatewayProcess, admin_key: str) -> dict[str, Any]:
    response = httpx.get(proc.base + "/admin/reports/spend", timeout=10,
                         params={"period": report_period(), "by": "team,version", "format": "json"},
                         headers={"authorization": f"Bearer {admin_key}"})
    assert response.status_code == 200, response.text
    return dict(response.json())
