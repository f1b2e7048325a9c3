"""Refused entries: what the writer keeps of a row a store would not take, in a form every store takes.

A refused entry holds the value that made the store refuse it (a NUL, a lone surrogate, an integer out of
range, anything a bug let through), so it is stored as ASCII-only JSON (every such character escaped as
``\\uXXXX``) beside a cleaned request id and the store's reason. An operator reads the entry back exactly,
fixes it and can insert it into the ledger again.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from gateway.ledger.clean import clean_text
from gateway.ledger.entry import COLUMNS, REQUEST_ID_MAX, LedgerEntry, entry_values

REASON_MAX = 500


@dataclass(frozen=True, slots=True)
class Rejected:
    """One refused entry: when, which request, why, and the entry's fields as they were (JSON values)."""

    rejected_at: datetime  # when the store refused it (UTC)
    request_id: str  # the refused entry's request, to find it in the logs
    reason: str  # the store's error, one cleaned line
    entry: dict[str, Any]  # the entry's fields as JSON values, kept to replay or inspect


def refusal_reason(exc: BaseException) -> str:
    """The store's error as one clean line (a driver's message may quote the very value it refused)."""
    return clean_text(f"{type(exc).__name__}: {exc}".replace("\n", " "), REASON_MAX)


def reject_row(entry: LedgerEntry, reason: str) -> tuple[str, str, str]:
    """(request_id, reason, entry JSON): text made only of characters any store accepts."""
    fields = dict(zip(COLUMNS, entry_values(entry), strict=True))
    ts = fields["ts"]
    if isinstance(ts, datetime):
        fields["ts"] = ts.isoformat()
    request_id = clean_text(str(entry.request_id), REQUEST_ID_MAX)
    return request_id, clean_text(reason, REASON_MAX), json.dumps(fields, ensure_ascii=True, default=repr)


def rejected_from(rejected_at: datetime, request_id: str, reason: str, entry: str) -> Rejected:
    return Rejected(rejected_at, request_id, reason, json.loads(entry))
