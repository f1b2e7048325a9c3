"""Every request the upstream reads is an attempt in the ledger, resends included.

The upstream here answers the first request of each connection and resets the connection after reading the
second one, as an upstream closing an idle keep-alive connection at the moment the gateway reuses it.
"""

from __future__ import annotations

import asyncio
import ssl
import threading
from collections import Counter
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
import trustme
from aiohttp import web

from tests.resilience.conftest import REDIS_URL, entries_of, unique_team, wait_settled
from tests.support.policies import openai_version, policy
from tests.support.procs import GatewayProcess, free_port, write_policy


class ResettingUpstream:
    """Reads every request; resets the connection after reading the second request sent on it."""

    def __init__(self, ssl_context: ssl.SSLContext | None = None) -> None:
        self.port = free_port()
        self.ssl_context = ssl_context
        self.read = 0
        self._per_connection: Counter[int] = Counter()
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()

    async def _handle(self, request: web.Request) -> web.StreamResponse:
        await request.read()
        self.read += 1
        transport = request.transport
        assert transport is not None
        self._per_connection[id(transport)] += 1
        if self._per_connection[id(transport)] == 2:
            transport.abort()
            await asyncio.sleep(3600)
        message = {"role": "assistant", "content": "answer"}
        return web.json_response({
            "id": "r", "object": "chat.completion", "created": 1, "model": "ok",
            "choices": [{"index": 0, "message": message, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": 3, "completion_tokens": 1, "total_tokens": 4},
        })

    def __enter__(self) -> ResettingUpstream:
        def run() -> None:
            asyncio.set_event_loop(self._loop)
            app = web.Application()
            app.router.add_post("/v1/{tail:.*}", self._handle)
            runner = web.AppRunner(app, handle_signals=False, handler_cancellation=True)
            self._loop.run_until_complete(runner.setup())
            site = web.TCPSite(runner, "127.0.0.1", self.port, ssl_context=self.ssl_context)
            self._loop.run_until_complete(site.start())
            self._ready.set()
            self._loop.run_forever()

        threading.Thread(target=run, daemon=True).start()
        self._ready.wait(10)
        return self

    def __exit__(self, *exc: object) -> None:
        self._loop.call_soon_threadsafe(self._loop.stop)


@pytest.fixture(scope="module", params=["http", "https"])
def setup(tmp_path_factory: pytest.TempPathFactory, request: pytest.FixtureRequest) -> Iterator[Any]:
    """Plain HTTP (the minimal client) and TLS with a CA the test makes (aiohttp)."""
    team, key, entry = unique_team()
    root = tmp_path_factory.mktemp("resend")
    context, http = None, {}
    if request.param == "https":
        ca = trustme.CA()
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        ca.issue_cert("127.0.0.1").configure_cert(context)
        ca.cert_pem.write_to_path(str(root / "ca.pem"))
        http = {"http": {"ca_bundle": str(root / "ca.pem")}}
    with ResettingUpstream(context) as upstream:
        url = f"{request.param}://127.0.0.1:{upstream.port}/v1"
        version = openai_version(url, "ok", retries=0, **http)
        doc = policy({team: entry}, extra_models={"reset": {"versions": {"standard": version}}})
        write_policy(root / "policies", doc)
        with GatewayProcess(root / "policies", root / "state", env={"GATEWAY_REDIS_URL": REDIS_URL}) as gw:
            yield gw, team, key, upstream


def test_a_resend_after_a_reset_is_its_own_ledger_attempt(setup: Any) -> None:
    gw, team, key, upstream = setup
    body = {"model": "reset", "messages": [{"role": "user", "content": "hello"}]}
    headers = {"authorization": f"Bearer {key}"}
    ids = []
    for _ in range(2):  # the second call reuses the first one's connection, which the upstream resets
        response = httpx.post(gw.url + "/chat/completions", json=body, headers=headers, timeout=30)
        assert response.status_code == 200, response.text
        ids.append(response.headers["x-request-id"])
    rows = entries_of(gw, ids[0], 1) + entries_of(gw, ids[1], 2)
    distinct = {(r.request_id, r.attempt): r for r in rows}
    assert upstream.read == 3, "the call whose connection was reset was sent again"
    assert len(distinct) == upstream.read, "every request the upstream read has its ledger entry"
    outcomes = sorted((r.outcome, r.status_code) for r in distinct.values())
    assert outcomes == [("ok", 200), ("ok", 200), ("upstream_error", 502)]
    assert wait_settled(team) == 0
