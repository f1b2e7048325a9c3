"""Alert delivery: counted, logged, POSTed in the background; a broken webhook never reaches the caller."""

from __future__ import annotations

import asyncio
import socket

from aiohttp import web
from prometheus_client import REGISTRY
from structlog.testing import capture_logs

from gateway.quota.alerts import AlertNotifier
from gateway.quota.model import Alert

ALERT = Alert("acme", "daily", 0.8, "2026-11-30", 812_000, 1_000_000)


def count(team: str) -> float:
    labels = {"team": team, "budget": "daily", "threshold": "0.8"}
    return REGISTRY.get_sample_value("gateway_budget_alerts_total", labels) or 0.0


def test_webhook_receives_alert_without_blocking_notify() -> None:
    async def body() -> None:
        received: list[dict[str, object]] = []
        release = asyncio.Event()

        async def hook(request: web.Request) -> web.Response:
            received.append(await request.json())
            await release.wait()  # a slow receiver
            return web.Response(status=204)

        app = web.Application()
        app.router.add_post("/hook", hook)
        runner = web.AppRunner(app)
        await runner.setup()
        site = web.TCPSite(runner, "127.0.0.1", 0)
        await site.start()
        port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        notifier = AlertNotifier(f"http://127.0.0.1:{port}/hook")
        before = count("acme")
        with capture_logs() as logs:
            notifier.notify([ALERT])  # returns before the webhook answers
        assert count("acme") == before + 1
        assert logs[0]["event"] == "budget_alert" and logs[0]["threshold"] == 0.8
        while not received:
            await asyncio.sleep(0.01)
        assert received[0]["spent_micros"] == 812_000 and received[0]["period"] == "2026-11-30"
        release.set()
        await notifier.aclose()
        await runner.cleanup()

    asyncio.run(body())


def test_dead_webhook_is_counted_not_raised() -> None:
    async def body() -> None:
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        failures = REGISTRY.get_sample_value("gateway_budget_alert_webhook_failures_total") or 0.0
        notifier = AlertNotifier(f"http://127.0.0.1:{port}/hook", timeout=1.0)
        with capture_logs() as logs:
            notifier.notify([Alert("deadhook", "daily", 0.8, "2026-11-30", 1, 1)])
            await notifier.drain()
        assert "budget_alert_webhook_failed" in [e["event"] for e in logs]
        assert REGISTRY.get_sample_value("gateway_budget_alert_webhook_failures_total") == failures + 1
        await notifier.aclose()

    asyncio.run(body())
