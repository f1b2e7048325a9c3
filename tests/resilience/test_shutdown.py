"""SIGTERM under streaming load: readiness turns false first, then new connections are refused while no
in-flight stream is cut within the grace period, every attempt reaches the ledger, reservations are settled,
and the process exits 0."""

from __future__ import annotations

import signal
import threading
import time

import httpx
import pytest

from tests.conftest import GatewayFactory
from tests.resilience.conftest import REDIS_URL, unique_team, wait_settled
from tests.support.ledger_db import read_entries, sqlite_url
from tests.support.policies import openai_version, policy
from tests.support.upstream import RecordingUpstream

STREAMS = 8
EXPECTED = "".join(f"t{i} " for i in range(6))


def test_sigterm_drains_streams(gateway_factory: GatewayFactory, faults: RecordingUpstream) -> None:
    team, key, entry = unique_team("sd")
    slow = openai_version(faults.url, "slow-400", retries=0)  # 6 chunks, 0.4 s apart: ~2.4 s per stream
    doc = policy({team: entry}, extra_models={"slowcoder": {"versions": {"standard": slow}}})
    gw = gateway_factory(doc, env={"GATEWAY_REDIS_URL": REDIS_URL, "GATEWAY_SHUTDOWN_DELAY_SECONDS": "1",
                                   "GATEWAY_DRAIN_SECONDS": "15"})
    results: dict[int, str] = {}
    first_chunk = threading.Barrier(STREAMS + 1)
    late_started = threading.Event()

    def stream(index: int, barrier: threading.Barrier | None) -> None:
        body = {"model": "slowcoder", "stream": True, "messages": [{"role": "user", "content": f"q{index}"}]}
        seen = ""
        with httpx.stream("POST", gw.url + "/chat/completions", json=body, timeout=30,
                          headers={"authorization": f"Bearer {key}"}) as response:
            for line in response.iter_lines():
                seen += line + "\n"
                if barrier is not None and "t0" in line:
                    barrier.wait()
                    barrier = None
                elif barrier is None and index >= STREAMS and "t0" in line:
                    late_started.set()
        results[index] = seen

    threads = [threading.Thread(target=stream, args=(i, first_chunk)) for i in range(STREAMS)]
    for thread in threads:
        thread.start()
    first_chunk.wait(timeout=20)  # every stream is in flight

    gw.signal(signal.SIGTERM)
    ready = httpx.get(gw.base + "/readyz", timeout=5)
    assert ready.status_code == 503 and ready.json()["checks"]["draining"] is True
    assert not results, "readiness turns false while the in-flight streams are still running"
    # During the shutdown delay the pod still serves (the load balancer is only now draining it).
    late = threading.Thread(target=stream, args=(STREAMS, None))
    late.start()
    assert late_started.wait(10), "a request arriving during the shutdown delay is still served"
    # Once the delay has passed the listener is closed while the streams are still running: a new
    # connection is refused, the in-flight ones carry on.
    refused_while_streaming = False
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and not refused_while_streaming:
        streaming = [t for t in threads if t.is_alive()]
        try:
            httpx.get(gw.base + "/livez", timeout=1)
        except (httpx.ConnectError, httpx.RemoteProtocolError):
            # refused, or (when it reached the accept queue as the listener closed) reset without a response:
            # either way the new connection is not served
            refused_while_streaming = bool(streaming) and any(t.is_alive() for t in threads)
            assert refused_while_streaming, "the listener closed only after the streams ended"
        time.sleep(0.05)
    assert refused_while_streaming, "new connections were still accepted after the shutdown delay"

    for thread in [*threads, late]:
        thread.join(30)
    assert gw.wait(30) == 0
    for index in range(STREAMS + 1):
        text = "".join(
            part.split('"content":"')[1].split('"')[0] for part in results[index].splitlines()
            if '"content":"' in part
        )
        assert text == EXPECTED and results[index].rstrip().endswith("data: [DONE]"), results[index]
    with pytest.raises(httpx.ConnectError):
        httpx.get(gw.base + "/livez", timeout=2)

    rows = [e for e in read_entries(sqlite_url(gw.state)) if e.team == team]
    assert len(rows) == STREAMS + 1, "nothing is lost from the ledger"
    assert {(r.outcome, r.completion_tokens) for r in rows} == {("ok", 6)}
    assert wait_settled(team) == 0
    assert "Traceback" not in gw.logs()


