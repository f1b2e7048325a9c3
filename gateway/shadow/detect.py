"""Notice when a live upstream's weights change under us, and replay recent traffic to measure the change.

Providers update models behind a stable name; the answer's ``model`` id or ``system_fingerprint`` is the
tell. A change counts only once the new value has persisted for ``persist`` consecutive answers, so a mixed
pool (two fingerprints served at random) does not flap. Then a regression run replays the version's recent
requests answered under the OLD value against the live upstream and compares with the stored answers.

The recent sample is an in-memory ring buffer per version (never written to disk), skipping teams that
opted out of shadowing; prompts reach the durable pair rows only for teams whose policy allows it.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

import structlog

from gateway.policy.model import Version
from gateway.shadow import metrics
from gateway.shadow.config import Thresholds
from gateway.shadow.mirror import ShadowMirror
from gateway.shadow.runs import ShadowRun, weight_change_run
from gateway.shadow.work import Job, LiveCall

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
        replay_size: int = 50, replay_concurrency: int = 2, thresholds: Thresholds | None = None,
    ) -> None:
        self.mirror = mirror
        self.watcher = watcher or WeightWatcher()
        self.sample = sample or RecentSample()
        self.replay_size = replay_size
        self.replay_concurrency = replay_concurrency
        self.thresholds = thresholds or Thresholds(min_pairs=min(replay_size, 20))
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
        return self.replay(change, live.version)

    def replay(self, change: WeightChange, target: Version) -> ShadowRun:
        """Send the calls answered under the old weights to ``target`` (the live version as it is now)."""
        run = weight_change_run(change.model, change.version, change.old, change.new, self.thresholds)
        self.runs.append(run)
        calls = self.sample.answered_by((change.model, change.version), change.old, self.replay_size)
        log.info("regression_run_started", run=run.id, model=change.model, version=change.version,
                 old=change.old, new=change.new, replays=len(calls))
        self.mirror.ensure_run(run)
        for live in calls:
            rid = f"{live.request_id}:{run.id}"
            job = Job(run=run, live=live, target=target, ledger_request_id=rid)
            self.mirror.submit(job, self.replay_concurrency, max(len(calls), 1))
        return run
