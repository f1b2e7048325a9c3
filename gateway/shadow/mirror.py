"""Mirror sampled live traffic to candidates in the background, and compare and store each pair.

``offer`` is called by the pipeline after the live answer is complete. It is synchronous and cheap (a hash,
a few dict lookups): the client's latency and answer never depend on shadows. Each run has a lane bounding
its in-flight calls (``max_concurrency``) and waiting copies (``queue_size``); beyond that, copies are dropped
and counted. Spend is reserved against the candidate's daily cap BEFORE the call (estimated from the live
usage at the candidate's prices) and settled to the actual afterwards, so concurrent calls cannot overshoot.
Shadow calls are recorded in the ledger with ``shadow=True`` and never touch quotas or budgets.

A run compares one live configuration with one candidate configuration: a reload that changes either, or a
confirmed change of the live weights (``live_changed``), closes the version's run (``superseded``, with
``closed_by`` in its detail) and the next copy opens a new one (``opened_by``).
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import time
from collections import Counter, deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import structlog

from gateway.ledger.entry import LedgerEntry
from gateway.observability import metrics
from gateway.policy.model import Candidate, Version, live_digest
from gateway.shadow.compare import compare
from gateway.shadow.runs import ShadowRun, candidate_run, pair_record
from gateway.shadow.store import ShadowStore
from gateway.shadow.work import Job, LiveCall, PriceOf, call_target
from gateway.upstreams.base import Upstream
from gateway.upstreams.prices import Price, cost_micros

log = structlog.get_logger("gateway.shadow")
VersionKey = tuple[str, str]


def change_between(old: ShadowRun, new: ShadowRun) -> str:
    """Which side of the comparison changed between two runs of one version (for ``closed_by``)."""
    changed = []
    if old.detail.get("digest") != new.detail.get("digest"):
        changed.append("the candidate")
    if old.detail.get("live_digest") != new.detail.get("live_digest"):
        changed.append("the live version")
    if old.detail.get("live_seen", "") != new.detail.get("live_seen", ""):
        changed.append("the live weights")
    return "policy reload changed " + (" and ".join(changed) or "the run")


def sampled(request_id: str, rate: float, salt: str = "") -> bool:
    """Deterministic: the same request id always gets the same answer for the same run."""
    if rate <= 0:
        return False
    if rate >= 1:
        return True
    digest = hashlib.blake2b(f"{salt}:{request_id}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") / 2**64 < rate


def candidate_price(version: Version) -> tuple[Price | None, str]:
    """Default pricing: the candidate's own ``prices`` from the policy."""
    p = version.prices
    if p is None:
        return None, "unpriced"
    return (Price(p.input_per_mtok, p.cached_input_per_mtok, p.output_per_mtok, f"shadow/{version.weights}"),
            f"policy:shadow/{version.weights}")


@dataclass(slots=True)
class Lane:
    """One run's bounds: calls in flight and copies waiting."""

    max_concurrency: int
    queue_size: int
    in_flight: int = 0
    waiting: deque[Job] = field(default_factory=deque)


@dataclass(slots=True)
class DailySpend:
    """Micro-dollars reserved or spent per run today (UTC); per process."""

    day: str = ""
    spent: Counter[str] = field(default_factory=Counter)

    def _roll(self) -> None:
        today = datetime.now(UTC).date().isoformat()
        if today != self.day:
            self.day, self.spent = today, Counter()

    def reserve(self, run_id: str, cap: int, amount: int) -> bool:
        self._roll()
        if self.spent[run_id] + amount > cap:
            return False
        self.spent[run_id] += amount
        return True

    def settle(self, run_id: str, reserved: int, actual: int) -> None:
        self._roll()
        self.spent[run_id] += actual - reserved


class ShadowMirror:
    """Sends sampled copies of live calls to candidates; also runs replays for regression runs."""

    def __init__(
        self, store: ShadowStore, upstream_for: Callable[[Version], Upstream],
        record: Callable[[LedgerEntry], Any] | None = None, price_of: PriceOf | None = None,
    ) -> None:
        self.store = store
        self.upstream_for = upstream_for
        self.record = record
        self.price_of: PriceOf = price_of or candidate_price
        self.spend = DailySpend()
        self.counts: Counter[str] = Counter()
        self._runs: dict[tuple[str, ...], tuple[ShadowRun, Version]] = {}
        self._current: dict[VersionKey, ShadowRun] = {}  # the run each version's copies feed now
        self._closed: set[str] = set()  # runs closed in this process: a late copy for one is dropped
        self._epochs: dict[VersionKey, str] = {}  # live weights after the last confirmed change
        self._epoch_reason: dict[VersionKey, str] = {}
        self._digests: dict[int, tuple[Any, str]] = {}  # live version or candidate object -> its digest
        self._lanes: dict[str, Lane] = {}
        self._ensured: dict[str, asyncio.Task[Any]] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self._closing = False
        self._closing_hard = False

    def _count(self, name: str, reason: str | None = None, version: str = "", trigger: str = "candidate") -> None:
        self.counts[name if reason is None else f"dropped:{reason}"] += 1
        if reason is not None:
            metrics.SHADOW_DROPPED.labels(version, trigger, reason).inc()

    def _digest(self, config: Version | Candidate) -> str:
        """Cached per policy object (objects only change on a reload), so a copy costs no hashing."""
        found = self._digests.get(id(config))
        if found is None or found[0] is not config:
            if len(self._digests) > 1024:  # objects of old policies: let them go
                self._digests.clear()
            digest = config.digest() if isinstance(config, Candidate) else live_digest(config)
            found = self._digests[id(config)] = (config, digest)
        return found[1]

    def run_for(self, live: LiveCall, candidate: Candidate) -> tuple[ShadowRun, Version]:
        vkey = (live.model_name, live.version_name)
        epoch = self._epochs.get(vkey, "")
        digest = self._digest(live.version)
        key = (live.model_name, live.version_name, self._digest(candidate), digest, epoch)
        found = self._runs.get(key)
        if found is None:
            current = self._current.get(vkey)
            run = candidate_run(live.model_name, live.version_name, live.version.weights, candidate, digest, epoch)
            if current is not None and current.id != run.id:
                run = candidate_run(live.model_name, live.version_name, live.version.weights, candidate, digest,
                                    epoch, change_between(current, run))
            elif current is None and vkey in self._epoch_reason:
                run = candidate_run(live.model_name, live.version_name, live.version.weights, candidate, digest,
                                    epoch, self._epoch_reason[vkey])
            found = self._runs[key] = (run, candidate.as_version(live.version))
        if found[0].id not in self._closed:
            self._current[vkey] = found[0]
        return found

    def _close(self, run: ShadowRun, why: str) -> None:
        """Mark a run superseded in the background (its in-flight pairs still land in it)."""
        self._closed.add(run.id)
        metrics.SHADOW_RUNS_CLOSED.labels(f"{run.model}/{run.version}", run.trigger, why.split(" ")[0]).inc()
        log.info("shadow_run_superseded", run=run.id, model=run.model, version=run.version, closed_by=why)
        task = asyncio.get_running_loop().create_task(self._mark_superseded(run, why))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _mark_superseded(self, run: ShadowRun, why: str) -> None:
        with contextlib.suppress(Exception):
            await self.ensure_run(run)
        await self.store.set_status(run.id, "superseded", closed_by=why)

    def live_changed(self, model: str, version: str, old: str, new: str) -> None:
        """The live weights of a version changed: its candidate run ends; the next copy opens a new one."""
        vkey = (model, version)
        why = f"live weights changed {old} -> {new}"
        self._epochs[vkey] = new
        self._epoch_reason[vkey] = why
        current = self._current.pop(vkey, None)
        if current is not None:
            self._close(current, why)

    def offer(self, live: LiveCall) -> None:
        """Maybe mirror one completed live call to its version's candidate. Never blocks, never raises."""
        candidate = live.candidate
        if candidate is None:
            return
        label = f"{live.model_name}/{live.version_name}"
        metrics.SHADOW_OFFERED.labels(label).inc()
        self.counts["offered"] += 1
        if live.shadow_opt_out:
            return self._count("dropped", "opted_out", label)
        if live.endpoint not in ("/v1/chat/completions", "/v1/completions"):
            return self._count("dropped", "unsupported", label)
        try:
            run, target = self.run_for(live, candidate)
        except ValueError as exc:
            log.warning("shadow_candidate_invalid", model=live.model_name, version=live.version_name,
                        error=str(exc)[:200])
            return self._count("dropped", "unsupported", label)
        if run.id in self._closed:  # a request that began before a reload or a live change: its run is over
            return self._count("dropped", "superseded", label)
        if not sampled(live.request_id, candidate.rate_for(live.request_class), run.detail.get("digest", run.id)):
            return
        metrics.SHADOW_SAMPLED.labels(label, "candidate").inc()
        self.counts["sampled"] += 1
        if live.result is None or live.error is not None:
            return self._count("dropped", "live_failed", label)
        price, _ = self.price_of(target)
        estimate = 0
        if price is not None:
            estimate = cost_micros(price, live.prompt_tokens, 0, max(live.completion_tokens, 1))
        elif target.provider != "simulated":
            return self._count("dropped", "unpriced", label)
        job = Job(run=run, live=live, target=target, ledger_request_id=live.request_id, reserved=estimate,
                  cap=candidate.daily_cap_micros)
        self.submit(job, candidate.max_concurrency, candidate.queue_size)

    def submit(self, job: Job, max_concurrency: int, queue_size: int) -> bool:
        """Queue one job on its run's lane; False when dropped (closing, queue full, spend cap)."""
        label, trigger = f"{job.run.model}/{job.run.version}", job.run.trigger
        if self._closing:
            self._count("dropped", "closed", label, trigger)
            return False
        lane = self._lanes.get(job.run.id)
        if lane is None:
            lane = self._lanes[job.run.id] = Lane(max_concurrency, queue_size)
        if lane.in_flight >= lane.max_concurrency and len(lane.waiting) >= lane.queue_size:
            self._count("dropped", "queue_full", label, trigger)
            return False
        if job.cap is not None and not self.spend.reserve(job.run.id, job.cap, job.reserved):
            self._count("dropped", "spend_cap", label, trigger)
            return False
        if lane.in_flight < lane.max_concurrency:
            self._start(lane, job)
        else:
            lane.waiting.append(job)
        return True

    def track(self, task: asyncio.Task[None]) -> None:
        """Background work that ``close`` waits for (or cancels): replays of regression runs."""
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _start(self, lane: Lane, job: Job) -> None:
        lane.in_flight += 1
        task = asyncio.get_running_loop().create_task(self._work(lane, job))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def ensure_run(self, run: ShadowRun) -> asyncio.Task[Any]:
        """Persist the run once (idempotent across replicas); jobs wait for it before storing pairs."""
        task = self._ensured.get(run.id)
        if task is None or (task.done() and (task.cancelled() or task.exception() is not None)):
            task = self._ensured[run.id] = asyncio.get_running_loop().create_task(self.store.ensure_run(run))
        return task

    async def _work(self, lane: Lane, job: Job) -> None:
        try:
            await self.execute(job)
        except asyncio.CancelledError:
            self._count("dropped", "cancelled", f"{job.run.model}/{job.run.version}", job.run.trigger)
            raise
        except Exception as exc:  # a shadow must never take anything down; say why and move on
            log.warning("shadow_job_failed", run=job.run.id, error=repr(exc)[:300])
        finally:
            lane.in_flight -= 1
            if lane.waiting and not self._closing_hard:
                self._start(lane, lane.waiting.popleft())

    async def execute(self, job: Job) -> None:
        """Send one copy, compare it with the live answer, store the pair."""
        ensured = self.ensure_run(job.run)
        candidate = await call_target(job, self.upstream_for, self.price_of, self.record)
        actual = candidate.cost_micros or 0
        if job.cap is not None:
            self.spend.settle(job.run.id, job.reserved, actual)
        label, trigger = f"{job.run.model}/{job.run.version}", job.run.trigger
        metrics.SHADOW_COST.labels(label, trigger).inc(actual / metrics.MICROS_PER_USD)
        live = job.live
        result = compare(live.body, live.observed(), candidate, job.run.thresholds.min_similarity)
        metrics.SHADOW_PAIRS.labels(label, trigger, str(result.agree).lower()).inc()
        self.counts["pairs"] += 1
        await ensured
        await self.store.add_pair(pair_record(
            job.run.id, live.request_id, live.team, live.request_class, live.endpoint, live.body, live.observed(),
            candidate, result, live.store_prompts, live.streamed,
        ))

    async def sync(self, candidates: Iterable[tuple[str, str, Version, Candidate | None]]) -> list[ShadowRun]:
        """On start and every policy (re)load: (model, version name, live version, candidate) for every
        version. The run of each (live, candidate) pair of configurations is persisted; running candidate
        runs of other configurations are marked ``superseded`` with what changed. Returns the running runs."""
        stored = await self.store.list_runs(limit=1000, trigger="candidate")
        wanted: dict[VersionKey, ShadowRun] = {}
        for model, version_name, live, candidate in candidates:
            if candidate is None:
                continue
            vkey, digest = (model, version_name), self._digest(live)
            if vkey not in self._epochs:  # a restarted process resumes the run opened by a weight change
                for old in stored:
                    if (old.model, old.version) == vkey and old.status == "running" and \
                            old.detail.get("digest") == candidate.digest() and \
                            old.detail.get("live_digest") == digest and old.detail.get("live_seen"):
                        self._epochs[vkey] = old.detail["live_seen"]
                        break
            epoch = self._epochs.get(vkey, "")
            run = candidate_run(model, version_name, live.weights, candidate, digest, epoch)
            previous = next((r for r in stored if (r.model, r.version) == vkey and r.status == "running"
                             and r.id != run.id), None)
            if previous is not None:
                run = candidate_run(model, version_name, live.weights, candidate, digest, epoch,
                                    change_between(previous, run))
            wanted[vkey] = run
        for run in wanted.values():
            await self.store.ensure_run(run)
        for run in stored:
            current = wanted.get((run.model, run.version))
            if run.status == "running" and (current is None or current.id != run.id):
                self._closed.add(run.id)
                why = "policy reload removed the candidate" if current is None else change_between(run, current)
                await self.store.set_status(run.id, "superseded", closed_by=why)
                metrics.SHADOW_RUNS_CLOSED.labels(f"{run.model}/{run.version}", run.trigger, "policy").inc()
                log.info("shadow_run_superseded", run=run.id, model=run.model, version=run.version, closed_by=why)
        for vkey, run in wanted.items():
            self._closed.discard(run.id)  # a reload back to an earlier configuration resumes its run
            self._current[vkey] = run
        for vkey in [k for k in self._current if k not in wanted]:
            del self._current[vkey]
        return list(wanted.values())

    async def close(self, timeout: float = 5.0) -> int:
        """Stop accepting, let queued and in-flight work finish for up to ``timeout`` seconds, then cancel.
        Returns how many jobs were abandoned (0 = all pairs stored)."""
        self._closing = True
        deadline = time.monotonic() + timeout
        while self._tasks and time.monotonic() < deadline:
            await asyncio.wait(set(self._tasks), timeout=max(0.0, deadline - time.monotonic()))
        self._closing_hard = True
        abandoned = sum(len(lane.waiting) for lane in self._lanes.values()) + len(self._tasks)
        for lane in self._lanes.values():
            for _ in range(len(lane.waiting)):
                lane.waiting.popleft()
                self._count("dropped", "cancelled")
        for task in list(self._tasks):
            task.cancel()
        with contextlib.suppress(Exception):
            await asyncio.gather(*self._tasks, *self._ensured.values(), return_exceptions=True)
        return abandoned
