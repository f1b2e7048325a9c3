"""A `gateway serve` under load while its own redis-server is killed and restarted, stopped (SIGSTOP), and the
replica itself is killed between the outage and the recovery; streams straddle each fault.

What a user sees afterwards, once the calls have ended: the team's spend in Redis is the sum of the ledger's
costs (nothing lost, nothing twice), no concurrency slot or held money remains, and no call got a 500 (a
fail-closed team gets 503 `quota_unavailable` while Redis is away, a fail-open one is served).
"""

from __future__ import annotations

import asyncio
import collections
import signal
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx
import openai
import orjson
import pytest
from aiohttp import web
from quota_harness import RedisServer

from gateway.quota import RedisQuota
from tests.support.ledger_db import read_entries, sqlite_url
from tests.support.policies import openai_version, policy
from tests.support.procs import GatewayProcess, team_key, write_policy
from tests.support.upstream import RecordingUpstream

GATES = ("a1", "a2", "b1", "b2")
LIMITS = {"requests_per_minute": 100000, "concurrent_requests": 20, "daily_budget_usd": "50",
          "monthly_budget_usd": "500"}
CHUNKS = 5
FULL_TEXT = "".join(f"t{i} " for i in range(CHUNKS))


class GatedUpstream(RecordingUpstream):
    """Streams of upstream model ``gated-G`` send one chunk, then wait until the test opens gate G: a call is
    admitted (reserved) before a fault and settles after it, by construction rather than by timing."""

    def __init__(self) -> None:
        super().__init__(tokens=CHUNKS)
        self.waiting: collections.Counter[str] = collections.Counter()
        self._gates: dict[str, asyncio.Event] = {}

    def _gate(self, name: str) -> asyncio.Event:
        return self._gates.setdefault(name, asyncio.Event())

    def open(self, name: str) -> None:
        assert self._loop is not None
        self._loop.call_soon_threadsafe(lambda: self._gate(name).set())

    async def _stream(self, request: web.Request, body: dict[str, Any], model: str, legacy: bool) -> web.StreamResponse:
        if not model.startswith("gated-"):
            return await super()._stream(request, body, model, legacy)
        gate = model.removeprefix("gated-")
        response = web.StreamResponse(headers={"content-type": "text/event-stream"})
        await response.prepare(request)

        async def chunk(i: int) -> None:
            delta = {"id": "g", "object": "chat.completion.chunk", "model": model,
                     "choices": [{"index": 0, "delta": {"content": f"t{i} "}, "finish_reason": None}]}
            await response.write(b"data: " + orjson.dumps(delta) + b"\n\n")

        await chunk(0)
        self.waiting[gate] += 1
        try:
            await self._gate(gate).wait()
        finally:
            self.waiting[gate] -= 1
        for i in range(1, CHUNKS):
            await chunk(i)
        end = {"id": "g", "object": "chat.completion.chunk", "model": model,
               "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]}
        usage = {"id": "g", "object": "chat.completion.chunk", "model": model, "choices": [],
                 "usage": self._usage(body, CHUNKS)}
        for event in (end, usage):
            await response.write(b"data: " + orjson.dumps(event) + b"\n\n")
        await response.write(b"data: [DONE]\n\n")
        return response


def _version(url: str, model: str, **extra: Any) -> dict[str, Any]:
    return openai_version(url, model, timeouts={"connect": 2, "first_token": 10, "idle": 120, "total": 300}, **extra)


class Scene:
    """One replica (restartable on the same state dir), two teams, the gated upstream and the test's Redis."""

    def __init__(self, tmp: Path, limits: dict[str, Any] | None = None) -> None:
        self.tmp = tmp
        self.redis = RedisServer(tmp / "redis").start()
        self.upstream = GatedUpstream().start()
        suffix = uuid.uuid4().hex[:6]
        self.open_team, self.closed_team = f"open{suffix}", f"closed{suffix}"
        self.keys: dict[str, str] = {}
        teams = {}
        for team, mode in ((self.open_team, "fail_open"), (self.closed_team, "fail_closed")):
            key, entry = team_key(team)
            self.keys[team] = key
            teams[team] = {"keys": [entry], "limits": limits or LIMITS, "quota_unavailable": mode}
        url = self.upstream.url
        doc = policy(teams, fast=_version(url, "ok"), standard=_version(url, "ok", context_window=200000),
                     extra_models={f"wave-{g}": {"versions": {"standard": _version(url, f"gated-{g}")}}
                                   for g in GATES})
        write_policy(tmp / "policies", doc)
        self.state = tmp / "state"
        self.gateway: GatewayProcess | None = None
        self.pool = ThreadPoolExecutor(32)
        self.statuses: list[tuple[str, int]] = []  # (team, status) of every call
        self._load_stop = threading.Event()
        self._load: list[Future[None]] = []
        self.load_teams: tuple[str, ...] = (self.open_team, self.closed_team)

    # -- the replica ----------------------------------------------------------------------------------------
    def start_gateway(self, lease: float = 900) -> GatewayProcess:
        # a long lease, so that a reservation left held shows (it would otherwise expire and hide the leak)
        env = {"GATEWAY_REDIS_URL": self.redis.url, "GATEWAY_QUOTA_LEASE_SECONDS": str(lease),
               "GATEWAY_POLICY_RELOAD": "false"}
        self.gateway = GatewayProcess(self.tmp / "policies", self.state, env=env).start()
        return self.gateway

    def client(self, team: str) -> openai.OpenAI:
        assert self.gateway is not None
        return openai.OpenAI(base_url=self.gateway.url, api_key=self.keys[team], max_retries=0, timeout=60)

    def wait_ready(self) -> None:
        """Poll /readyz as a kubelet does; the first probe that reaches Redis starts the pay-back."""
        assert self.gateway is not None
        eventually(lambda: httpx.get(self.gateway.base + "/readyz", timeout=5).status_code == 200)  # type: ignore[union-attr]

    # -- calls ----------------------------------------------------------------------------------------------
    def _record(self, team: str, status: int) -> None:
        self.statuses.append((team, status))

    def stream(self, team: str, gate: str) -> Future[tuple[int, str]]:
        def run() -> tuple[int, str]:
            try:
                events = self.client(team).chat.completions.create(
                    model=f"wave-{gate}", messages=[{"role": "user", "content": f"straddle {gate}"}],
                    stream=True, stream_options={"include_usage": True})
                text = "".join(c.choices[0].delta.content or "" for c in events if c.choices)
                self._record(team, 200)
                return 200, text
            except openai.APIStatusError as exc:
                self._record(team, exc.status_code)
                return exc.status_code, ""

        return self.pool.submit(run)

    def one_call(self, team: str) -> int:
        try:
            self.client(team).chat.completions.create(
                model="coder", messages=[{"role": "user", "content": f"load {uuid.uuid4().hex}"}])
            status = 200
        except openai.APIStatusError as exc:
            status = exc.status_code
        except openai.APIConnectionError:
            status = -1  # the replica was killed under this call
        self._record(team, status)
        return status

    def start_load(self, workers: int = 2) -> None:
        self._load_stop.clear()

        def loop(offset: int) -> None:
            i = offset
            while not self._load_stop.is_set():
                teams = self.load_teams
                self.one_call(teams[i % len(teams)])
                i += 1
                time.sleep(0.01)

        self._load = [self.pool.submit(loop, i) for i in range(workers)]

    def stop_load(self) -> None:
        self._load_stop.set()
        for f in self._load:
            f.result(60)

    # -- what a user checks ---------------------------------------------------------------------------------
    def redis_usage(self, team: str) -> dict[str, Any]:
        async def read() -> dict[str, Any]:
            quota = RedisQuota.from_url(self.redis.url)
            try:
                return await quota.usage(team)
            finally:
                await quota.close()

        return asyncio.run(read())

    def quiet_ledger(self, reads: int = 3) -> None:
        """Wait until the ledger's entry count stops moving (the writer has flushed what it was given)."""
        last, same = -1, 0
        deadline = time.monotonic() + 30
        while same < reads and time.monotonic() < deadline:
            count = len(read_entries(sqlite_url(self.state)))
            same, last = (same + 1, last) if count == last else (0, count)
            time.sleep(0.3)

    def ledger_cost(self, team: str) -> int:
        return sum(e.cost_micros or 0 for e in read_entries(sqlite_url(self.state)) if e.team == team)

    def books(self, team: str) -> tuple[int, int, int, int]:
        """(spend in Redis, sum of the ledger's costs, slots held, money held)."""
        usage = self.redis_usage(team)
        return (usage["monthly_spent_micros"], self.ledger_cost(team), usage["in_flight"],
                usage["monthly_reserved_micros"])

    def assert_books_balance(self) -> None:
        for team in (self.open_team, self.closed_team):
            eventually(lambda team=team: _balanced(self.books(team)))
            spent, ledger, slots, money = self.books(team)
            assert ledger > 0, f"{team}: no priced calls in the ledger"
            assert (spent, slots, money) == (ledger, 0, 0), (
                f"{team}: spend in Redis {spent}, in the ledger {ledger}; held: {slots} slots, {money} micros")

    def wait_paid_back(self) -> None:
        """Wait until what has settled so far is in Redis (the outage's debts paid; running calls still hold
        their slots), so that what settles next settles after the pay-back, not during it."""
        eventually(lambda: all(self.books(t)[0] == self.books(t)[1] for t in (self.open_team, self.closed_team)))

    def assert_no_server_error(self) -> None:
        by_team = collections.Counter(self.statuses)
        assert all(status in (200, -1) for (team, status) in by_team if team == self.open_team), by_team
        assert all(status in (200, 503, -1) for (team, status) in by_team if team == self.closed_team), by_team

    def close(self) -> None:
        self._load_stop.set()
        for gate in GATES:
            self.upstream.open(gate)
        if self.gateway is not None:
            self.gateway.stop()
        self.pool.shutdown(wait=True, cancel_futures=True)
        self.upstream.stop()
        if self.redis.proc is not None:
            self.redis.resume()
        self.redis.kill()


def _balanced(books: tuple[int, int, int, int]) -> bool:
    spent, ledger, slots, money = books
    return spent == ledger and slots == 0 and money == 0


def eventually(check: Callable[[], bool], timeout: float = 30.0) -> None:
    """Wait for a state the system must reach (the caller asserts it after); never a speed assertion."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if check():
                return
        except (httpx.HTTPError, OSError):
            pass
        time.sleep(0.2)


@pytest.fixture
def scene(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[Scene]:
    s = Scene(tmp_path, limits=getattr(request, "param", None))
    try:
        yield s
    finally:
        s.close()


def test_streams_straddling_a_redis_kill_and_restart(scene: Scene) -> None:
    """Admitted before the outage and settled during it or after the recovery; admitted during it (by the
    fail-open team's backstop) and settled during it or after: every one is in Redis once."""
    scene.start_gateway()
    scene.start_load()
    before = {g: [scene.stream(t, g) for t in (scene.open_team, scene.open_team, scene.closed_team)]
              for g in ("a1", "a2")}
    eventually(lambda: scene.upstream.waiting["a1"] == 3 and scene.upstream.waiting["a2"] == 3)
    assert scene.upstream.waiting["a1"] == 3 and scene.upstream.waiting["a2"] == 3

    scene.redis.kill()
    during = {g: [scene.stream(scene.open_team, g) for _ in range(2)] for g in ("b1", "b2")}
    refused = scene.stream(scene.closed_team, "b1")
    eventually(lambda: scene.upstream.waiting["b1"] == 2 and scene.upstream.waiting["b2"] == 2)
    assert refused.result(30)[0] == 503
    for gate in ("a1", "b1"):  # settled during the outage
        scene.upstream.open(gate)
    settled_during = [f.result(60) for f in before["a1"] + during["b1"]]

    scene.redis.start()  # AOF: what Redis had acknowledged is back
    scene.wait_ready()
    scene.stop_load()
    scene.wait_paid_back()
    scene.start_load()
    for gate in ("a2", "b2"):  # settled after the recovery
        scene.upstream.open(gate)
    settled_after = [f.result(60) for f in before["a2"] + during["b2"]]
    scene.stop_load()

    assert settled_during + settled_after == [(200, FULL_TEXT)] * 10
    scene.assert_no_server_error()
    scene.assert_books_balance()


def test_replica_killed_between_outage_and_recovery(scene: Scene) -> None:
    """Calls settle while Redis is down, then the replica is SIGKILLed and replaced on the same state dir
    before Redis comes back: the replacement pays what its predecessor owed."""
    scene.start_gateway()
    scene.start_load()
    held = [scene.stream(t, "a1") for t in (scene.open_team, scene.open_team, scene.closed_team)]
    eventually(lambda: scene.upstream.waiting["a1"] == 3)
    scene.redis.kill()
    served = [scene.stream(scene.open_team, "b1") for _ in range(2)]
    eventually(lambda: scene.upstream.waiting["b1"] == 2)
    scene.upstream.open("a1")
    scene.upstream.open("b1")
    results = [f.result(60) for f in held + served]
    scene.stop_load()
    # the ledger writer flushes every 50 ms; wait until it has everything, so the kill loses no entry and
    # only the quota debts are at stake
    scene.quiet_ledger()
    assert scene.gateway is not None
    scene.gateway.signal(signal.SIGKILL)
    scene.gateway.wait(10)

    scene.start_gateway()  # the replacement, Redis still down
    scene.start_load()
    eventually(lambda: sum(1 for t, s in scene.statuses if t == scene.open_team) > 40, timeout=20)
    scene.redis.start()
    scene.wait_ready()
    scene.stop_load()

    assert results == [(200, FULL_TEXT)] * 5
    scene.assert_no_server_error()
    scene.assert_books_balance()


def test_redis_stalled_under_load(scene: Scene) -> None:
    """Redis stops answering (SIGSTOP) for several client timeouts while calls arrive, then resumes: the
    reserves the gateway gave up on run late and must hold nothing; streams reserved before the stall and
    admitted during it settle after it."""
    scene.start_gateway()
    scene.start_load()
    held = [scene.stream(t, "a1") for t in (scene.open_team, scene.open_team, scene.closed_team)]
    eventually(lambda: scene.upstream.waiting["a1"] == 3)
    scene.stop_load()
    # quiet before the stall (the load's settles done): only the three streams hold slots
    eventually(lambda: scene.books(scene.open_team)[2] == 2 and scene.books(scene.closed_team)[2] == 1)
    scene.load_teams = (scene.closed_team,)  # the probes during the stall are fail-closed reserves

    scene.redis.pause()
    first = scene.one_call(scene.closed_team)  # times out in the gateway, runs when Redis resumes
    scene.start_load()
    eventually(lambda: sum(1 for t, s in scene.statuses if s == 503) >= 4, timeout=20)
    served = [scene.stream(scene.open_team, "b1") for _ in range(2)]
    eventually(lambda: scene.upstream.waiting["b1"] == 2, timeout=20)
    scene.redis.resume()
    scene.stop_load()
    scene.wait_ready()
    scene.wait_paid_back()
    scene.load_teams = (scene.open_team, scene.closed_team)
    scene.start_load()
    scene.upstream.open("a1")
    scene.upstream.open("b1")
    results = [f.result(60) for f in held + served]
    scene.stop_load()

    assert first == 503
    assert results == [(200, FULL_TEXT)] * 5
    scene.assert_no_server_error()
    scene.assert_books_balance()


@pytest.mark.parametrize("scene", [{**LIMITS, "concurrent_requests": 1}], indirect=True)
def test_a_stream_longer_than_its_lease_keeps_its_slot(scene: Scene) -> None:
    """The replica running a stream renews its lease: a team with one concurrent request is refused a second
    one for as long as the first runs, however many leases that lasts, and gets it once the first ends."""
    scene.start_gateway(lease=2)
    long = scene.stream(scene.open_team, "a1")
    eventually(lambda: scene.upstream.waiting["a1"] == 1)
    time.sleep(5)  # the stream runs for two and a half leases
    assert scene.one_call(scene.open_team) == 429
    scene.upstream.open("a1")
    assert long.result(60) == (200, FULL_TEXT)
    eventually(lambda: scene.books(scene.open_team)[2] == 0)
    assert scene.one_call(scene.open_team) == 200
