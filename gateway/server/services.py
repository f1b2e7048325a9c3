"""What the request path needs, built once at start-up (``create_app``) and passed along; no module globals.

Each member is typed by the Protocol of its seam (or, for in-process tables, its class), so a change on
either side of a seam is checked by mypy.
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from gateway.policy.holder import PolicySource
from gateway.policy.model import Version
from gateway.settings import Settings
from gateway.upstreams.base import Upstream

if TYPE_CHECKING:  # for the checker only: some modules behind these seams import this one
    from gateway.auth.keyring import KeyLookup
    from gateway.classify.base import RequestScorer
    from gateway.ledger.writer import LedgerSink
    from gateway.pipeline.settle import PriceBook
    from gateway.quota.alerts import Alerts
    from gateway.quota.base import QuotaBackend
    from gateway.shadow import Shadows


@dataclass
class Services:
    """``build_services`` sets every member below ``upstreams`` before the app serves a request."""

    settings: Settings
    policy: PolicySource
    upstreams: dict[str, Upstream]
    scorer: RequestScorer = field(init=False)
    quota: QuotaBackend = field(init=False)
    ledger: LedgerSink = field(init=False)
    prices: PriceBook = field(init=False)
    alerts: Alerts = field(init=False)
    shadow: Shadows = field(init=False)
    keyring: KeyLookup = field(init=False)
    draining: bool = False
    _tasks: set[asyncio.Task[Any]] = field(default_factory=set)

    def upstream_for(self, version: Version) -> Upstream:
        return self.upstreams[version.provider]

    def spawn(self, coro: Coroutine[Any, Any, Any]) -> None:
        """Run work off the request path, keeping a reference so it is not garbage-collected mid-flight."""
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def drain_tasks(self) -> None:
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)
