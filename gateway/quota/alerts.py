"""Soft budget alerts: log, count and (optionally) POST each crossed threshold, off the request path.

The backend decides *whether* a threshold fired (atomically, once per team/budget/period across replicas);
this module only tells people, each team through its own webhook (from the policy). A slow or failing
webhook never blocks or fails a request.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable
from typing import TYPE_CHECKING

import structlog

from gateway.observability.metrics import BUDGET_ALERTS, WEBHOOK_FAILURES
from gateway.quota.model import Alert

if TYPE_CHECKING:  # aiohttp is slow to import: imported when the first webhook POST is made
    import aiohttp

    from gateway.policy.holder import PolicyHolder

log = structlog.get_logger("gateway.quota.alerts")


def alert_payload(alert: Alert) -> dict[str, object]:
    return {
        "type": "budget_alert",
        "team": alert.team,
        "budget": alert.budget,
        "threshold": alert.threshold,
        "period": alert.period,
        "spent_micros": alert.spent_micros,
        "budget_micros": alert.budget_micros,
    }


class AlertNotifier:
    """Fan out alerts; webhook POSTs run as background tasks with a timeout and a cap on how many wait."""

    def __init__(
        self, webhook_url: str | None = None, *, timeout: float = 5.0, max_pending: int = 100
    ) -> None:
        self.webhook_url = webhook_url
        self._timeout = timeout
        self._max_pending = max_pending
        self._session: aiohttp.ClientSession | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    def notify(self, alerts: Iterable[Alert]) -> None:
        """Never raises, never awaits: call it right after settle, inside the event loop."""
        for alert in alerts:
            threshold = f"{alert.threshold:g}"
            BUDGET_ALERTS.labels(alert.team, alert.budget, threshold).inc()
            log.warning("budget_alert", **alert_payload(alert))
            if self.webhook_url is None:
                continue
            if len(self._tasks) >= self._max_pending:
                WEBHOOK_FAILURES.inc()
                log.warning("budget_alert_webhook_dropped", team=alert.team, pending=len(self._tasks))
                continue
            task = asyncio.get_running_loop().create_task(self._post(self.webhook_url, alert))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    async def _post(self, url: str, alert: Alert) -> None:
        import aiohttp

        try:
            if self._session is None or self._session.closed:
                self._session = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=self._timeout))
            async with self._session.post(url, json=alert_payload(alert)) as resp:
                if resp.status >= 400:
                    raise aiohttp.ClientResponseError(resp.request_info, (), status=resp.status)
        except Exception as exc:  # a webhook must never take the gateway down
            WEBHOOK_FAILURES.inc()
            log.warning("budget_alert_webhook_failed", team=alert.team, error=type(exc).__name__)

    async def drain(self) -> None:
        """Wait for the webhook POSTs in flight (each bounded by the timeout)."""
        if self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)

    async def aclose(self) -> None:
        await self.drain()
        if self._session is not None:
            await self._session.close()


class Alerts:
    """Budget alerts routed to each team's webhook (from the policy); one notifier per webhook URL."""

    def __init__(self, holder: PolicyHolder) -> None:
        self._holder = holder
        self._notifiers: dict[str | None, AlertNotifier] = {}

    def _notifier(self, url: str | None) -> AlertNotifier:
        notifier = self._notifiers.get(url)
        if notifier is None:
            notifier = self._notifiers[url] = AlertNotifier(url)
        return notifier

    def notify(self, alerts: Iterable[Alert]) -> None:
        teams = self._holder.current.policy.teams
        for alert in alerts:
            team = teams.get(alert.team)
            self._notifier(team.alert_webhook if team else None).notify((alert,))

    async def aclose(self) -> None:
        for notifier in self._notifiers.values():
            await notifier.aclose()
