"""The journal of what Redis is owed: shared by the workers of one state directory, adopted only from
processes that are gone, and readable after a kill mid-write."""

from __future__ import annotations

import multiprocessing
from decimal import Decimal
from multiprocessing.synchronize import Event
from pathlib import Path

import orjson
from quota_harness import req

from gateway.quota.model import Limits, TaskLimits
from gateway.quota.owed import Owed, OwedJournal, read_entries


def _debt(rid: str, cost: int = 100) -> Owed:
    team = Limits(requests_per_minute=5, daily_budget_usd=Decimal(1), alert_thresholds=[0.5, 1.0])
    r = req("acme", limits=team, key_limits=Limits(concurrent_requests=2), task_id="t1",
            task_limits=TaskLimits(max_steps=3, max_cost_usd=Decimal("0.25")), rid=rid)
    return Owed("record", r, 1_700_000_000.5, 7, cost)


def _hold_journal(directory: str, started: Event, stop: Event) -> None:
    journal = OwedJournal(Path(directory))
    journal.append(_debt("worker-debt"))
    started.set()
    stop.wait(30)
    journal.close()


def test_a_live_workers_journal_is_not_adopted_and_a_gone_ones_is(tmp_path: Path) -> None:
    ctx = multiprocessing.get_context("spawn")
    started, stop = ctx.Event(), ctx.Event()
    worker = ctx.Process(target=_hold_journal, args=(str(tmp_path), started, stop))
    worker.start()
    try:
        assert started.wait(30)
        assert OwedJournal(tmp_path).adopt() == []  # the other worker is alive: its debts are its own
    finally:
        stop.set()
        worker.join(30)
    successor = OwedJournal(tmp_path)
    adopted = successor.adopt()
    assert [d.req.request_id for d in adopted] == ["worker-debt"]
    assert adopted[0] == _debt("worker-debt")  # everything needed to settle it, limits included
    assert [p for p in tmp_path.iterdir() if p != successor.path] == []  # the old file is gone, its debts kept here
    assert read_entries(successor.path) == adopted


def test_paid_debts_are_not_replayed_and_a_torn_last_line_is_skipped(tmp_path: Path) -> None:
    journal = OwedJournal(tmp_path)
    for rid in ("a", "b", "c"):
        journal.append(_debt(rid))
    journal.paid(_debt("b"))
    journal.close()
    with open(next(tmp_path.glob("owed-*.jsonl")), "ab") as f:
        f.write(b'{"k": "record", "at": 1.0, "t"')  # killed mid-write
    assert sorted(d.req.request_id for d in OwedJournal(tmp_path).adopt()) == ["a", "c"]


def test_a_journal_written_before_limits_had_one_definition_is_still_paid(tmp_path: Path) -> None:
    """A debt journalled by an older gateway names the limits as its own copy did (``rpm``, micro-dollar
    budgets): it is read back as the same limits, so an upgrade during a Redis outage loses no spend."""
    old_limits = {"rpm": 5, "tpm": None, "concurrency": None, "daily_budget_micros": 1_000_000,
                  "monthly_budget_micros": None, "alert_thresholds": [0.5, 1.0], "timezone": "UTC"}
    old_key = {**old_limits, "rpm": None, "concurrency": 2, "daily_budget_micros": None,
               "alert_thresholds": [0.5, 0.8, 1.0]}
    old_task = {"max_steps": 3, "max_cost_micros": 250_000, "max_wall_seconds": None}
    debt = _debt("old-debt")
    r = debt.req
    fields = {"request_id": "old-debt", "team": "acme", "key_id": r.key_id, "est_tokens": r.est_tokens,
              "est_cost_micros": r.est_cost_micros, "task_id": "t1", "lease_seconds": r.lease_seconds,
              "team_limits": old_limits, "key_limits": old_key, "task_limits": old_task}
    (tmp_path / "owed-1-old.jsonl").write_bytes(orjson.dumps(
        {"k": "record", "at": 1_700_000_000.5, "t": 7, "c": 100, "r": fields}) + b"\n")
    [read] = read_entries(tmp_path / "owed-1-old.jsonl")
    assert read == debt
    assert read.req.team_limits.daily_budget_micros == 1_000_000 and read.req.task_limits is not None
    assert read.req.task_limits.max_cost_micros == 250_000
