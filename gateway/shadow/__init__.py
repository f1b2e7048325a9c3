"""Shadows: mirror sampled live traffic to candidate versions, detect changed weights, report regressions.

The pipeline calls ``ShadowService.observe(live)`` once per completed live call (non-blocking); policy loads
call ``ShadowService.sync(policy)``; shutdown calls ``close``. Reports come from ``report.load_report``;
``api`` serves them to admins (the CLI is ``gateway.cli.shadow``).
Imports policy, ledger, upstreams, pipeline, observability, and admin and server's ``services`` (``api``);
never cli.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import structlog

from gateway.ledger.entry import LedgerEntry
from gateway.policy.model import Candidate, CandidateUpstream, Policy, Thresholds, Version
from gateway.shadow.assemble import StreamCollector, assemble
from gateway.shadow.compare import Comparison, Observed, compare
from gateway.shadow.detect import RecentSample, RegressionReplayer, WeightWatcher
from gateway.shadow.mirror import ShadowMirror
from gateway.shadow.report import Report, build_report, format_text, load_report, report_json
from gateway.shadow.runs import PairRecord, ShadowRun
from gateway.shadow.store import ShadowStore, open_shadow_store
from gateway.shadow.work import LiveCall, PriceOf
from gateway.upstreams.base import Upstream

log = structlog.get_logger("gateway.shadow")

__all__ = [
    "Candidate", "CandidateUpstream", "Comparison", "LiveCall", "Observed", "PairRecord", "RecentSample",
    "RegressionReplayer", "Report", "ShadowMirror", "ShadowRun", "ShadowService", "ShadowStore", "Shadows",
    "StreamCollector", "Thresholds", "WeightWatcher", "assemble", "build_report", "compare", "format_text",
    "load_report", "open_shadow_store", "report_json",
]


class Shadows(Protocol):
    """What the request path and the admin API need of shadows (``ShadowService`` implements it)."""

    @property
    def store(self) -> ShadowStore:
        """Runs and pairs, read by the shadow reports."""
        ...

    def observe(self, live: LiveCall) -> None:
        """Hand over one completed live call; never blocks nor raises."""
        ...

    async def close(self, timeout: float = 5.0) -> int:
        """Stop, waiting up to ``timeout`` for running shadow calls; returns how many were abandoned."""
        ...


class ShadowService:
    """Everything shadow behind three calls: ``open``/``sync`` at start and reload, ``observe`` per live
    call, ``close`` at shutdown."""

    def __init__(
        self, store_url: str, upstream_for: Callable[[Version], Upstream],
        record: Callable[[LedgerEntry], Any] | None = None, price_of: PriceOf | None = None,
        recent_capacity: int = 200, persist: int = 5,
    ) -> None:
        self.store = open_shadow_store(store_url)
        self.mirror = ShadowMirror(self.store, upstream_for, record, price_of)
        self.replayer = RegressionReplayer(self.mirror, WeightWatcher(persist), RecentSample(recent_capacity))

    async def open(self) -> None:
        await self.store.open()

    async def sync(self, policy: Policy) -> list[ShadowRun]:
        """Start runs for new or changed candidates of ``policy`` (a ``Policy`` whose versions may carry
        ``candidate``); mark replaced ones superseded."""
        versions = [
            (model_name, version_name, version, version.candidate)
            for model_name, model in policy.models.items()
            for version_name, version in model.versions.items()
        ]
        return await self.mirror.sync(versions)

    def observe(self, live: LiveCall) -> None:
        """Per completed live call, after the response is done: weight watch, recent sample, mirror."""
        try:
            self.replayer.observe(live)
            self.mirror.offer(live)
        except Exception as exc:  # shadows must never fail a live request
            log.warning("shadow_observe_failed", request_id=live.request_id, error=repr(exc)[:300])

    async def close(self, timeout: float = 5.0) -> int:
        abandoned = await self.mirror.close(timeout)
        await self.store.close()
        return abandoned
