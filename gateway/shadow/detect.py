"""Notice when a live upstream's weights change under us, and replay recent traffic to measure the change.

Providers update models behind a stable name; the answer's ``model`` id or ``system_fingerprint`` is the
tell. A change counts only once the new value has persisted for ``persist`` consecutive answers, so a mixed
pool (two fingerprints served at random) does not flap. Then a regression run replays the version's recent
requests answered under the OLD value against the live upstream and compares with the stored answers: in
batches, until the verdict is decided at the version's ``regression`` thresholds, the sample is used up, or a
cap (replays, spend, seconds) stops it; then the run ends (``inconclusive`` with the pairs still needed when
it could not decide). The version's candidate run, which compared against the old weights, is closed.

The recent sample is an in-memory ring buffer per version (never written to disk), skipping teams that
opted out of shadowing; prompts reach the durable pair rows only for teams whose policy allows it.
"""

from __future__ import annotations

import asyncio
import time
from collections import deque
from dataclasses import dataclass

import structlog

from gateway.observability import metrics
from gateway.policy.model import Version
from gateway.shadow.mirror import ShadowMirror
from gateway.shadow.report import load_report
from gateway.shadow.runs import ShadowRun, weight_change_run
from gateway.shadow.work import Job, LiveCall
from gateway.upstreams.prices import cost_micros

log = structlog.get_logger("gateway.shadow")
VersionKey = tuple[str, str]


def weights_seen(live: LiveCall) -> str | None:
    """``model@fingerprint`` of a live answer; None when the answer carries neither."""
    result = live.result or {}
    model, fingerprint = result.get("model"), result.get("system_fingerprint")
    if not model and not fingerprint:
        return None
    return f"{model or '?'}@{fingerprint or '-'}"


@dataclass(frozen=True, slots=True)
class WeightChange:
    model: str
    version: str
    old: str
    new: str


class RecentSample:
    """The last ``capacity`` live calls of each version, with the weights that answered them."""

    def __init__(self, capacity: int = 200) -> None:
        self.capacity = capacity
        self._items: dict[VersionKey, deque[tuple[str, LiveCall]]] = {}

    def add(self, live: LiveCall, weights: str) -> bool:
        if live.shadow_opt_out or live.result is None or live.error is not None or self.capacity == 0:
            return False
        if live.endpoint not in ("/v1/chat/completions", "/v1/completions"):
            return False
        key = (live.model_name, live.version_name)
        ring = self._items.get(key)
        if ring is None:
            ring = self._items[key] = deque(maxlen=self.capacity)
        ring.append((weights, live))
        return True

    def answered_by(self, key: VersionKey, weights: str, limit: int) -> list[LiveCall]:
        """The newest ``limit`` calls of a version answered by ``weights``, oldest first."""
        found = [live for seen, live in self._items.get(key, ()) if seen == weights]
        return found[-limit:] if limit > 0 else []

    def __len__(self) -> int:
        return sum(len(ring) for ring in self._items.values())


class WeightWatcher:
    """Per version: the established weights, and a challenger that must persist before it is believed."""

    def __init__(self, persist: int = 5) -> None:
        if persist < 1:
            raise ValueError("persist must be >= 1")
        self.persist = persist
        self._established: dict[VersionKey, str] = {}
        self._challenger: dict[VersionKey, tuple[str, int]] = {}

    def established(self, key: VersionKey) -> str | None:
        return self._established.get(key)

    def observe(self, key: VersionKey, weights: str | None) -> WeightChange | None:
        """Feed one answer's weights; returns the change the moment it is confirmed, else None."""
        if weights is None:
            return None
        current = self._established.get(key)
        if current is None:
            self._established[key] = weights
            return None
        if weights == current:
            self._challenger.pop(key, None)
            return None
        seen, count = self._challenger.get(key, (weights, 0))
        count = count + 1 if seen == weights else 1
        if count < self.persist:
            self._challenger[key] = (weights, count)
            return None
        self._challenger.pop(key, None)
        self._established[key] = weights
        metrics.WEIGHT_CHANGES.labels(f"{key[0]}/{key[1]}").inc()
        log.warning("weight_change", model=key[0], version=key[1], old=current, new=weights)
        return WeightChange(key[0], key[1], current, weights)


class RegressionReplayer:
    """Watches every live answer; on a confirmed weight change, replays the stored sample as a run."""

    def __init__(
        self, mirror: ShadowMirror, watcher: WeightWatcher | None = None, sample: RecentSample | None = None,
    ) -> None:
        self.mirror = mirror
        self.watcher = watcher or WeightWatcher()
        self.sample = sample or RecentSample()
        self.runs: list[ShadowRun] = []

    def observe(self, live: LiveCall) -> ShadowRun | None:
        """Non-blocking: track weights, keep the call in the sample, start a replay on a change."""
        weights = weights_seen(live)
        if weights is None or live.error is not None:
            return None
        key = (live.model_name, live.version_name)
        change = self.watcher.observe(key, weights)
        self.sample.add(live, weights)
        if change is None:
            return None
        self.mirror.live_changed(change.model, change.version, change.old, change.new)
        return self.replay(change, live.version)

    def replay(self, change: WeightChange, target: Version) -> ShadowRun:
        """Send the calls answered under the old weights to ``target`` (the live version as it is now)."""
        settings = target.regression
        run = weight_change_run(change.model, change.version, change.old, change.new, settings.thresholds)
        self.runs.append(run)
        calls = self.sample.answered_by((change.model, change.version), change.old, settings.max_replays)
        log.info("regression_run_started", run=run.id, model=change.model, version=change.version,
                 old=change.old, new=change.new, replays=len(calls), available=len(calls),
                 min_pairs=settings.thresholds.required_pairs)
        self.mirror.ensure_run(run)
        task = asyncio.get_running_loop().create_task(self._drive(run, calls, target))
        self.mirror.track(task)
        return run

    async def _drive(self, run: ShadowRun, calls: list[LiveCall], target: Version) -> None:
        """Replay newest-first in batches of what the verdict still needs; end the run with why it stopped."""
        settings = target.regression
        deadline = time.monotonic() + settings.max_seconds
        label = f"{run.model}/{run.version}"
        price, _ = self.mirror.price_of(target)
        queue = list(reversed(calls))
        batch, replayed, ended_by = settings.thresholds.required_pairs, 0, "sample used up"
        gate = asyncio.Semaphore(settings.concurrency)

        async def one(live: LiveCall) -> None:
            async with gate:
                estimate = 0 if price is None else cost_micros(price, live.prompt_tokens, 0,
                                                               max(live.completion_tokens, 1))
                if not self.mirror.spend.reserve(run.id, settings.spend_cap_micros, estimate):
                    raise _Capped("spend cap")
                metrics.SHADOW_SAMPLED.labels(label, run.trigger).inc()
                await self.mirror.execute(Job(run=run, live=live, target=target,
                                              ledger_request_id=f"{live.request_id}:{run.id}", reserved=estimate,
                                              cap=settings.spend_cap_micros))

        await self.mirror.ensure_run(run)
        report = await load_report(self.mirror.store, run.id)
        while queue and (report is None or report.verdict == "inconclusive"):
            chunk, queue = queue[:batch], queue[batch:]
            try:
                async with asyncio.timeout(max(0.0, deadline - time.monotonic())):
                    results = await asyncio.gather(*(one(live) for live in chunk), return_exceptions=True)
            except TimeoutError:
                ended_by = "time cap"
                metrics.SHADOW_DROPPED.labels(label, run.trigger, "time_cap").inc()
                break
            replayed += len(chunk)
            capped = [r for r in results if isinstance(r, _Capped)]
            report = await load_report(self.mirror.store, run.id)
            if capped:
                ended_by = "spend cap"
                metrics.SHADOW_DROPPED.labels(label, run.trigger, "spend_cap").inc(len(capped))
                break
            if report is not None and report.verdict != "inconclusive":
                ended_by = "decided"
                break
            if not queue and replayed >= settings.max_replays:
                ended_by = "max_replays"
            batch = max(1, report.pairs_needed if report is not None else 1)
        report = await load_report(self.mirror.store, run.id)
        verdict = report.verdict if report is not None else "inconclusive"
        needed = report.pairs_needed if report is not None else settings.thresholds.required_pairs
        await self.mirror.store.set_status(run.id, "ended", ended_by=ended_by, replayed=replayed,
                                           final_verdict=verdict, pairs_needed=needed)
        metrics.SHADOW_RUNS_CLOSED.labels(label, run.trigger, "ended").inc()
        log.info("regression_run_ended", run=run.id, ended_by=ended_by, replayed=replayed, verdict=verdict,
                 pairs_needed=needed)


class _Capped(Exception):
    """A replay the spend cap refused."""
