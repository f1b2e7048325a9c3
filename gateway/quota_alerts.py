"""Budget alerts routed to each team's webhook (from the policy); one notifier per webhook URL."""

from __future__ import annotations

from collections.abc import Iterable

from gateway.policy.holder import PolicyHolder
from gateway.quota import Alert, AlertNotifier


class Alerts:
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
