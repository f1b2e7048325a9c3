"""What the request path needs, built once at start-up (``create_app``) and passed along; no module globals."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from dataclasses import dataclass, field
from typing import Any

from gateway.policy.holder import PolicyHolder
from gateway.policy.model import Version
from gateway.settings import Settings
from gateway.upstreams.base import Upstream


@dataclass
class Services:
    settings: Settings
    policy: PolicyHolder
    upstreams: dict[str, Upstream]
    scorer: Any = None
    quota: Any = None
    ledger: Any = None
    prices: Any = None
    alerts: Any = None
    shadow: Any = None
    keyring: Any = None  # gateway.auth.keyring.KeyRing
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
