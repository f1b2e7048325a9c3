"""Scenarios and the interleaved measurement loop.

Every scenario is measured in rounds, and inside a round each target (direct to the fake upstream, through
the gateway, through LiteLLM) runs back to back, in alternating order between rounds. Machine noise (other
work on the two shared cores, CPU frequency) then hits every column alike and cancels out of the
differences, which is what the overhead figures are.
"""

from __future__ import annotations

import asyncio
import contextlib
from dataclasses import dataclass, field

from bench import procstat
from bench.loadgen import LoadResult, chat_body, run_load
from bench.procs import http_json


@dataclass(frozen=True)
class Scenario:
    """One load shape: non-streaming, or 200-chunk streams paced like a model or arriving in bursts."""

    kind: str  # "nonstream" | "paced" | "burst"
    concurrency: int
    duration_s: float
    tokens: int = 200

    @property
    def name(self) -> str:
        return f"{self.kind} c={self.concurrency}"

    @property
    def stream(self) -> bool:
        return self.kind != "nonstream"

    def body(self, model: str) -> bytes:
        if self.kind == "paced":
            return chat_body(model=model, stream=True, tokens=self.tokens, delay_us=PACED_DELAY_US, burst=1)
        if self.kind == "burst":
            return chat_body(model=model, stream=True, tokens=self.tokens, delay_us=0, burst=self.tokens + 10)
        return chat_body(model=model, stream=False, tokens=self.tokens)


PACED_DELAY_US = 1000  # one token per ~1 ms: a fast model's pace, each chunk arriving on its own


def plan(mode: str) -> list[Scenario]:
    """The scenario list for ``full``, ``quick`` or ``smoke`` (the test's ~2 s run)."""
    if mode == "smoke":
        d = 0.25
        return [
            Scenario("nonstream", 1, d),
            Scenario("nonstream", 16, d),
            Scenario("burst", 1, d),
            Scenario("paced", 1, d),
        ]
    d = 1.0 if mode == "quick" else 3.0
    return [
        Scenario("nonstream", 1, d),
        Scenario("nonstream", 16, d),
        Scenario("nonstream", 64, d),
        Scenario("paced", 1, d),
        Scenario("paced", 16, d),
        Scenario("burst", 1, d),
        Scenario("burst", 16, d),
    ]


@dataclass
class Target:
    """Something to send requests to; ``pid`` is whose CPU and memory are charged to it."""

    name: str
    url: str
    pid: int
    model: str
    headers: dict[str, str] = field(default_factory=dict)
    kinds: frozenset[str] | None = None  # None: every scenario
    store_pid: int | None = None  # the quota store (local Redis) it uses: its CPU is reported per request

    def runs(self, scenario: Scenario) -> bool:
        return self.kinds is None or scenario.kind in self.kinds


@dataclass
class Measurement:
    """Everything observed for one (scenario, target) pair, summed over rounds."""

    load: LoadResult
    cpu_s: float = 0.0
    cpu_ticks_s: float = 0.0  # utime+stime cross-check (10 ms resolution)
    upstream_requests: int = 0  # completions the fake upstream served meanwhile (shadows, retries show here)
    upstream_connections: int = 0  # connections it accepted meanwhile (connection reuse)
    rss_max_mb: float = 0.0
    machine_busy_ticks: int = 0  # every core's busy jiffies during the measurement (load generator included)
    machine_ticks: int = 0
    store_cpu_s: float | None = None  # the quota store's CPU during the measurement (targets using one)

    def add(self, other: Measurement) -> None:
        self.load.merge(other.load)
        self.cpu_s += other.cpu_s
        self.cpu_ticks_s += other.cpu_ticks_s
        self.rss_max_mb = max(self.rss_max_mb, other.rss_max_mb)
        self.upstream_requests += other.upstream_requests
        self.upstream_connections += other.upstream_connections
        self.machine_busy_ticks += other.machine_busy_ticks
        self.machine_ticks += other.machine_ticks
        if other.store_cpu_s is not None:
            self.store_cpu_s = (self.store_cpu_s or 0.0) + other.store_cpu_s

    def summary(self) -> dict[str, object]:
        out = self.load.summary()
        ok = self.load.ok
        out["cpu_s"] = round(self.cpu_s, 3)
        out["cpu_ms_per_request"] = round(self.cpu_s * 1000 / ok, 3) if ok else None
        out["cpu_ms_per_request_ticks"] = round(self.cpu_ticks_s * 1000 / ok, 3) if ok else None
        out["cpu_us_per_chunk"] = round(self.cpu_s * 1e6 / self.load.chunks, 2) if self.load.chunks else None
        out["rss_max_mb"] = self.rss_max_mb
        out["upstream_requests_per_request"] = round(self.upstream_requests / ok, 3) if ok else None
        out["upstream_connections"] = self.upstream_connections
        out["store_cpu_ms_per_request"] = (
            round(self.store_cpu_s * 1000 / ok, 3) if ok and self.store_cpu_s is not None else None
        )
        out["machine_busy"] = round(self.machine_busy_ticks / self.machine_ticks, 3) if self.machine_ticks else None
        return out


async def _sample_rss(pid: int, into: list[float], stop: asyncio.Event) -> None:
    while not stop.is_set():
        into.append(procstat.rss_mb(pid))
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), 0.25)


async def measure_once(
    scenario: Scenario, target: Target, duration_s: float, upstream_port: int | None = None
) -> Measurement:
    """One run: load, CPU seconds of the target's process tree during it, its peak RSS."""
    body = scenario.body(target.model)
    rss: list[float] = []
    stop = asyncio.Event()
    sampler = asyncio.create_task(_sample_rss(target.pid, rss, stop))
    before = await http_json(upstream_port, "/stats") if upstream_port else {}
    cpu0, ticks0 = procstat.cpu_seconds(target.pid), procstat.cpu_seconds_ticks(target.pid)
    store0 = procstat.cpu_seconds(target.store_pid) if target.store_pid else 0.0
    busy0, all0 = procstat.machine_ticks()
    load = await run_load(
        target.url, body, concurrency=scenario.concurrency, duration_s=duration_s, headers=target.headers
    )
    busy1, all1 = procstat.machine_ticks()
    cpu1, ticks1 = procstat.cpu_seconds(target.pid), procstat.cpu_seconds_ticks(target.pid)
    store = procstat.cpu_seconds(target.store_pid) - store0 if target.store_pid else None
    stop.set()
    await sampler
    after = await http_json(upstream_port, "/stats") if upstream_port else {}
    return Measurement(
        load,
        cpu_s=cpu1 - cpu0,
        cpu_ticks_s=ticks1 - ticks0,
        rss_max_mb=max(rss, default=0.0),
        machine_busy_ticks=busy1 - busy0,
        machine_ticks=all1 - all0,
        store_cpu_s=store,
        upstream_requests=after.get("requests", 0) - before.get("requests", 0),
        # minus one: the /stats request itself opened a connection
        upstream_connections=max(0, after.get("connections", 0) - before.get("connections", 0) - 1)
        if after
        else 0,
    )


async def run_plan(
    scenarios: list[Scenario],
    targets: list[Target],
    rounds: int,
    warmup_s: float,
    upstream_port: int | None = None,
    progress: bool = True,
) -> dict[str, dict[str, Measurement]]:
    """Interleave every target in every round of every scenario; returns scenario -> target -> figures."""
    results: dict[str, dict[str, Measurement]] = {}
    for scenario in scenarios:
        active = [t for t in targets if t.runs(scenario)]
        per: dict[str, Measurement] = {t.name: Measurement(LoadResult(scenario.concurrency)) for t in active}
        for t in active:
            await measure_once(scenario, t, warmup_s)
        for r in range(rounds):
            for t in active if r % 2 == 0 else list(reversed(active)):
                per[t.name].add(await measure_once(scenario, t, scenario.duration_s, upstream_port))
        results[scenario.name] = per
        if progress:
            line = "  ".join(f"{n}: {m.load.ok} ok {sum(m.load.errors.values())} err" for n, m in per.items())
            print(f"  measured {scenario.name:<14} {line}", flush=True)
    return results
