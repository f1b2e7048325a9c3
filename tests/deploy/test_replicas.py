"""Three replicas behind a round-robin balancer on the real Redis and PostgreSQL: one is SIGKILLed and one is
SIGTERMed under load. What a user of the fleet must never see: a fully received 200 missing from the ledger
beyond the writer's stated bound (none at all for SIGTERM), a team getting more than its limits, a dead
replica's reservations held forever, or two replicas reporting different spend.
"""

from __future__ import annotations

import collections
import json
import signal
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from gateway.ledger import LedgerEntry
from gateway.ledger.entry import LIMIT_OUTCOMES
from tests.deploy.fleet import (
    LEASE_SECONDS,
    Fleet,
    concurrency_peak,
    make_team,
    quota_state,
    settled_entries,
    spend_report,
)
from tests.deploy.load import Outcome, Trigger, jobs, run_load
from tests.support.procs import GatewayProcess

FLUSH_INTERVAL, BATCH_SIZE = 0.05, 256  # LedgerWriter's defaults: SIGKILL loses <= rate x interval + batch
KILL_RPM, KILL_CONCURRENCY, KILL_BUDGET_MICROS = 60, 6, 50_000
RPM_DENIALS = 40  # the SIGKILL load ends once the rpm limit has denied this many
TERM_CONCURRENCY = 12  # above the client's 10: this phase is about the drain, not the limits
KILL_LIMITS = {"requests_per_minute": KILL_RPM, "concurrent_requests": KILL_CONCURRENCY,
               "daily_budget_usd": str(KILL_BUDGET_MICROS / 1e6)}
TERM_LIMITS = {"requests_per_minute": 2000, "concurrent_requests": TERM_CONCURRENCY, "daily_budget_usd": "1"}


def client_id(request_id: str) -> str:
    """The gateway keeps a client's x-request-id as the prefix of its own unique id."""
    return request_id.rsplit(".", 1)[0]


@pytest.fixture
def fleet(tmp_path: Path) -> Iterator[Fleet]:
    teams = {"kill": make_team("kill", KILL_LIMITS), "term": make_team("term", TERM_LIMITS)}
    fleet = Fleet(tmp_path, teams)
    try:
        yield fleet.start(replicas=3)
    finally:
        fleet.stop()


def _summary(label: str, results: list[Outcome]) -> collections.Counter[object]:
    statuses: collections.Counter[object] = collections.Counter(
        "cut" if o.status == 200 and not o.complete else o.status for o in results)
    print(f"{label}: {dict(statuses)}")
    return statuses


def test_sigkill_and_sigterm_under_load_keep_ledger_quotas_and_reports(fleet: Fleet) -> None:
    assert fleet.proxy is not None
    proxy, team = fleet.proxy, fleet.teams["kill"]
    victim = fleet.procs[0]
    survivors = fleet.procs[1:]

    # -- SIGKILL one replica mid-load -------------------------------------------------------------------
    # Kill while the victim holds connections (requests in flight, streams among them).
    kill = Trigger(after_ok=30, action=lambda: victim.signal(signal.SIGKILL),
                   ready=lambda: proxy.active[victim.port] >= 2)
    # Requests-per-minute windows are epoch minutes and the load may run across a minute's end, each window
    # admitting its own limit: the load goes on (up to a cap) until the rpm limit has denied a few dozen.
    rpm_denied: list[Outcome] = []

    def enough(outcome: Outcome) -> bool:
        if outcome.status == 429 and "requests per minute" in (outcome.message or ""):
            rpm_denied.append(outcome)
        return len(rpm_denied) >= RPM_DENIALS

    started = time.time()
    results = run_load(proxy.url, team.key, jobs("k", 2000), concurrency=8, trigger=kill, enough=enough)
    load_seconds = time.time() - started
    statuses = _summary("sigkill load", results)
    assert kill.fired_at is not None, "the load ended before the kill"
    assert victim.wait(10) == -signal.SIGKILL
    assert set(statuses) <= {200, 429, "cut", None}, statuses  # never a 5xx from a survivor
    assert statuses[429] > 0, "the limits must have been reached under this load"
    entries = settled_entries(fleet.db, team.name)
    logged = {client_id(e.request_id) for e in entries}
    served_by = proxy.routed
    assert all(served_by.get(o.request_id) for o in results if o.status is not None)
    assert sum(1 for o in results if served_by.get(o.request_id) == victim.port and o.ok) > 0

    # (a) Only the killed replica loses entries, and no more than the writer's bound; everything the client
    # had received well before the kill (20 flush intervals) is in the ledger.
    lost = [o for o in results if o.ok and o.request_id not in logged]
    rate = len(entries) / load_seconds  # all replicas' rate: an upper bound on the victim's
    bound = rate * FLUSH_INTERVAL + BATCH_SIZE
    print(f"sigkill: {len(lost)} complete 200s lost (bound {bound:.0f} at {rate:.0f} entries/s); "
          f"{statuses['cut']} streams cut; {len(entries)} entries; served {dict(proxy.served)}")
    assert all(served_by[o.request_id] == victim.port for o in lost), "a surviving replica lost entries"
    assert len(lost) <= bound
    assert [o.request_id for o in lost if o.done_at < kill.fired_at - 20 * FLUSH_INTERVAL] == []
    # A 200 cut mid-stream was in flight on the victim: at most its share of the concurrency limit.
    cut = [o for o in results if o.status == 200 and not o.complete]
    assert all(served_by[o.request_id] == victim.port for o in cut)
    assert len(cut) <= KILL_CONCURRENCY

    # (b) Quotas held across the fleet, kill included.
    peak = concurrency_peak(entries)
    assert peak <= KILL_CONCURRENCY, f"concurrency limit broken across replicas: {peak}"
    # An admission happened between the client's send and the attempt's start; count it in a minute only
    # when both fall in that minute (a request straddling a minute edge could belong to either).
    sent = {o.request_id: o.sent_at for o in results}
    admitted = [e for e in entries if e.outcome not in LIMIT_OUTCOMES and e.attempt == 0]
    minutes = [(int(sent[client_id(e.request_id)] // 60), int((e.ts.timestamp() - e.latency_ms / 1000) // 60))
               for e in admitted]
    per_minute = collections.Counter(first for first, last in minutes if first == last)
    assert max(per_minute.values()) <= KILL_RPM, per_minute
    assert len(admitted) <= KILL_RPM * len({m for pair in minutes for m in pair})
    denials = collections.Counter(("rpm" if "per minute" in (e.error or "") else "concurrency")
                                  for e in entries if e.outcome in LIMIT_OUTCOMES)
    print(f"sigkill: denials {dict(denials)}, admitted per minute {dict(per_minute)}")
    assert denials["rpm"] > 0 and denials["concurrency"] > 0, "both limits must have bitten"
    held = quota_state(team.name)["in_flight"]
    print(f"sigkill: in flight right after the load {held} (the victim's leases), peak concurrency {peak}")
    assert held <= KILL_CONCURRENCY
    deadline = time.monotonic() + LEASE_SECONDS + 10
    while time.monotonic() < deadline and quota_state(team.name)["in_flight"] > 0:
        time.sleep(0.2)
    assert quota_state(team.name)["in_flight"] == 0, "a dead replica's slots must free after the lease"
    # The victim's reserved money is given back by the next admission of the team (any replica).
    probe = httpx.post(proxy.url + "/chat/completions", timeout=30,
                       headers={"authorization": f"Bearer {team.key}"},
                       json={"model": "coder", "messages": [{"role": "user", "content": "probe"}]})
    assert probe.status_code in (200, 429), probe.text
    state = quota_state(team.name)
    assert state["in_flight"] == 0 and state["daily_reserved_micros"] == 0, state
    largest_reservation = 4096 * 2 + 100  # max output tokens at $2/M output plus the prompt estimate
    assert state["daily_spent_micros"] <= KILL_BUDGET_MICROS + largest_reservation

    # (c) Every surviving replica reports the same spend, and it is the ledger's.
    entries = settled_entries(fleet.db, team.name)
    _assert_reports_agree(fleet, survivors, entries)

    # -- SIGTERM a replica under load: a graceful drain loses nothing ---------------------------------------
    replacement = fleet.spawn()
    fleet.procs.append(replacement)
    proxy.add(replacement.port)
    team = fleet.teams["term"]
    drained = survivors[0]
    term = Trigger(after_ok=40, action=lambda: drained.signal(signal.SIGTERM),
                   ready=lambda: proxy.active[drained.port] >= 2)
    results = run_load(proxy.url, team.key, jobs("t", 240), concurrency=10, trigger=term)
    statuses = _summary("sigterm load", results)
    assert term.fired_at is not None, "the load ended before the SIGTERM"
    # It exits by itself once drained, with status 0 (a drained SIGTERM is a clean stop).
    assert drained.wait(30) == 0, drained.logs()[-2000:]
    closed = [json.loads(line) for line in drained.logs().splitlines() if '"ledger_closed"' in line]
    assert [c["unwritten"] for c in closed] == [0], "the drain must flush every ledger entry"
    entries = settled_entries(fleet.db, team.name)
    logged = {client_id(e.request_id) for e in entries}
    ok = [o for o in results if o.ok]
    on_drained = [o for o in ok if proxy.routed[o.request_id] == drained.port]
    in_flight_at_term = [e for e in entries if proxy.routed[client_id(e.request_id)] == drained.port
                         and e.ts.timestamp() - e.latency_ms / 1000 < term.fired_at < e.ts.timestamp()]
    print(f"sigterm: {len(ok)} complete 200s, {len(on_drained)} on the drained replica, "
          f"{len(in_flight_at_term)} in flight there at SIGTERM; served {dict(proxy.served)}")
    assert in_flight_at_term, "the drained replica must have had work in flight at SIGTERM"
    assert [o.request_id for o in ok if o.request_id not in logged] == []
    assert statuses["cut"] == 0, "a drain must let streams finish"
    errors = [(o.request_id, o.error) for o in results if o.status != 200]
    assert errors == [], "a drain behind a readiness-aware balancer fails no request"
    assert concurrency_peak(entries) <= TERM_CONCURRENCY
    _assert_reports_agree(fleet, [survivors[1], replacement], settled_entries(fleet.db, team.name))


def _assert_reports_agree(fleet: Fleet, replicas: list[GatewayProcess], entries: list[LedgerEntry]) -> None:
    """The spend report is the same from every replica, and the team's rows add up to its ledger entries."""
    reports = [spend_report(proc, fleet.admin_key) for proc in replicas]
    assert all(r == reports[0] for r in reports), "replicas disagree on spend"
    rows = [r for r in reports[0]["rows"] if r["dims"]["team"] == entries[0].team]
    assert rows
    assert sum(r["cost_micros"] or 0 for r in rows) == sum(e.cost_micros or 0 for e in entries)
    assert sum(r["attempts"] for r in rows) == sum(1 for e in entries if not e.shadow), rows
