"""What Redis is owed while it cannot be written, kept on local disk until Redis has it.

Three kinds of debt, each idempotent in Redis by request id, so a replay that runs twice (a retry after a
timeout that did reach Redis, two processes adopting one journal) counts once, and the kinds may be paid in
any order:

- ``settle``: a reservation held in Redis whose settle failed. The settle script marks the reservation
  settled (a tombstone), and a second settle of a settled id does nothing.
- ``record``: a call the in-process backstop admitted during an outage. Redis never saw its reservation;
  the settle script records its spend under the same id and leaves the same tombstone.
- ``abort``: a reserve the gateway gave up on (timed out, connection lost, caller cancelled). It may still
  run when a stalled Redis resumes; the abort script releases it if it ran, and otherwise leaves a
  tombstone that makes the late reserve a no-op (the reserve script refuses an id that exists).

The journal is a JSON-lines file per process in the state directory, written only on those outage paths
(never on a healthy request), flushed to the OS on every entry, so it survives the process being killed; a
node lost with its disk loses it. A process holds an exclusive ``flock`` on its own file; at start it adopts
every file no live process holds (its predecessor's, a dead worker's), so several workers can share one
state directory.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import uuid
from dataclasses import dataclass, fields
from decimal import Decimal
from pathlib import Path
from typing import IO, Any, Literal

import orjson
import structlog

from gateway.quota.model import Limits, ReserveRequest, TaskLimits

OwedKind = Literal["settle", "record", "abort"]
log = structlog.get_logger("gateway.quota")


@dataclass(slots=True)
class Owed:
    """One debt: ``at`` is the admission time (epoch seconds), which fixes the budget period and keys."""

    kind: OwedKind
    req: ReserveRequest
    at: float
    tokens: int = 0
    cost: int = 0

    @property
    def key(self) -> tuple[str, str]:
        return (self.kind, self.req.request_id)


# Journals written before the quota backends read the policy's own Limits name their fields the old way
# (micro-dollar budgets): old name -> (policy name, factor to USD). A debt in such a file is still paid.
_OLD_FIELDS: dict[str, tuple[str, Decimal]] = {
    "rpm": ("requests_per_minute", Decimal(1)),
    "tpm": ("tokens_per_minute", Decimal(1)),
    "concurrency": ("concurrent_requests", Decimal(1)),
    "daily_budget_micros": ("daily_budget_usd", Decimal("0.000001")),
    "monthly_budget_micros": ("monthly_budget_usd", Decimal("0.000001")),
    "max_cost_micros": ("max_cost_usd", Decimal("0.000001")),
}


def _renamed(data: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name, value in data.items():
        new, factor = _OLD_FIELDS.get(name, (name, Decimal(0)))
        out[new] = value if new == name or value is None or factor == 1 else Decimal(value) * factor
    return out


def _limits(data: dict[str, Any] | None) -> Limits | None:
    return None if data is None else Limits.model_validate(_renamed(data))


def _fields(limits: Limits | TaskLimits | None) -> dict[str, Any] | None:
    return None if limits is None else limits.model_dump(mode="json")


def _dump(item: Owed) -> bytes:
    r = item.req
    req = {f.name: getattr(r, f.name) for f in fields(r)} | {
        "team_limits": _fields(r.team_limits), "key_limits": _fields(r.key_limits),
        "task_limits": _fields(r.task_limits),
    }
    return orjson.dumps({"k": item.kind, "at": item.at, "t": item.tokens, "c": item.cost, "r": req})


def _load(data: dict[str, Any]) -> Owed:
    r = dict(data["r"])
    team_limits = _limits(r.pop("team_limits"))
    assert team_limits is not None
    task = r.pop("task_limits")
    req = ReserveRequest(
        team_limits=team_limits,
        key_limits=_limits(r.pop("key_limits")),
        task_limits=None if task is None else TaskLimits.model_validate(_renamed(task)),
        **r,
    )
    return Owed(data["k"], req, float(data["at"]), int(data["t"]), int(data["c"]))


def read_entries(path: Path) -> list[Owed]:
    """The debts of one journal file that were not marked paid; a torn last line is skipped."""
    owed: dict[tuple[str, str], Owed] = {}
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return []
    for line in raw.splitlines():
        try:
            data = orjson.loads(line)
            if "d" in data:
                owed.pop((data["d"][0], data["d"][1]), None)
            else:
                item = _load(data)
                owed[item.key] = item
        except (orjson.JSONDecodeError, KeyError, TypeError, ValueError, AssertionError):
            log.error("quota_journal_line_skipped", file=path.name, line=line[:200].decode(errors="replace"))
    return list(owed.values())


class OwedJournal:
    """This process's journal file, plus the adoption of journals left by processes that are gone."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.path = directory / f"owed-{os.getpid()}-{uuid.uuid4().hex[:8]}.jsonl"
        self._file: IO[bytes] | None = None
        self._warned = False

    def _own(self) -> IO[bytes]:
        if self._file is None:
            self.directory.mkdir(parents=True, exist_ok=True)
            # locked under a name adoption ignores, then renamed: another process never sees it unlocked
            hidden = self.directory / f".{self.path.name}"
            f = open(hidden, "ab")  # noqa: SIM115 - held for the process's life, closed in close()
            fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            os.replace(hidden, self.path)
            self._file = f
        return self._file

    def adopt(self) -> list[Owed]:
        """Take over the debts of every journal no live process holds; they are copied into this process's
        journal before the old file is removed, so a crash in between loses nothing (it duplicates)."""
        try:
            others = sorted(self.directory.glob("owed-*.jsonl")) if self.directory.is_dir() else []
        except OSError as exc:
            log.error("quota_journal_unreadable", path=str(self.directory), error=str(exc)[:200])
            return []
        taken: list[Owed] = []
        for other in others:
            if other == self.path:
                continue
            try:
                handle = open(other, "rb")  # noqa: SIM115 - closed below
            except OSError:
                continue
            with handle:
                try:
                    fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
                except BlockingIOError:
                    continue  # a live process (another worker) owns it
                items = read_entries(other)
                for item in items:
                    self.append(item)
                with contextlib.suppress(OSError):
                    other.unlink()
            taken.extend(items)
        if taken:
            log.warning("quota_journal_adopted", owed=len(taken))
        return taken

    def _write(self, line: bytes) -> None:
        """Never fails the request path: an unwritable state directory leaves the debts in memory only
        (paid all the same while the process lives), and says so once."""
        try:
            f = self._own()
            f.write(line + b"\n")
            f.flush()
        except OSError as exc:
            if not self._warned:
                self._warned = True
                log.error("quota_journal_unwritable", path=str(self.path), error=str(exc)[:200])

    def append(self, item: Owed) -> None:
        self._write(_dump(item))

    def paid(self, item: Owed) -> None:
        self._write(orjson.dumps({"d": [item.kind, item.req.request_id]}))

    def clear(self) -> None:
        """Nothing is owed any more: start the file afresh, so it never grows past one outage."""
        if self._file is not None:
            with contextlib.suppress(OSError):
                self._file.seek(0)
                self._file.truncate(0)

    def close(self) -> None:
        """Release the file; an empty one (nothing owed) is removed."""
        if self._file is not None:
            with contextlib.suppress(OSError):
                if os.fstat(self._file.fileno()).st_size == 0:
                    self.path.unlink()
                self._file.close()
            self._file = None
