"""One ledger entry per upstream attempt: the durable record finance and debugging both read.

Entries are values built on the hot path and never changed once built; the dataclass is slotted (not frozen:
a frozen one sets each of its 29 fields through ``object.__setattr__``) and its checks are cheap (a set
lookup, one string check per client-controlled field). Retried attempts and shadows get their own entries,
keyed by (request_id, attempt, shadow), which is also what makes batch writes idempotent.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from datetime import UTC, datetime
from operator import attrgetter
from typing import Any

from gateway.ledger.clean import bounded_id, clean_text

OUTCOMES = frozenset(
    {"ok", "upstream_error", "timeout", "client_cancelled", "fallback", "denied_quota", "denied_task_limit"}
)
FAILED_OUTCOMES = frozenset({"upstream_error", "timeout", "fallback"})
LIMIT_OUTCOMES = frozenset({"denied_quota", "denied_task_limit"})
REQUEST_CLASSES = frozenset({"single_step", "long_horizon"})
# Caps on the text a client or an upstream controls (README, "What the ledger keeps"); ids are kept
# distinct past their cap (gateway.ledger.clean.bounded_id), free text is cut.
CLIENT_MAX = 200
ERROR_MAX = 300
SESSION_ID_MAX = 200
KEY_ID_MAX = 128
REQUEST_ID_MAX = 256
PERSON_MAX = 128


@dataclass(slots=True)
class LedgerEntry:
    """Who, what, which version, tokens, cost, latency and outcome of one upstream attempt."""

    ts: datetime
    request_id: str
    attempt: int
    team: str
    key_id: str
    client: str
    endpoint: str
    requested_model: str
    request_class: str | None
    score: float | None
    version: str
    upstream_model: str
    provider: str
    rule: str
    prompt_tokens: int
    cached_tokens: int
    completion_tokens: int
    cost_micros: int | None
    priced: bool
    price_table_version: str
    latency_ms: float
    ttft_ms: float | None
    outcome: str
    status_code: int
    streamed: bool
    shadow: bool
    shadow_run: str | None
    session_id: str | None
    error: str | None
    # What ``decide`` saw beyond the columns above, so a policy edit can be replayed (``gateway.whatif``):
    # numbers and names from a fixed set, never prompt text. The same on every attempt of a request.
    prompt_estimate: int = 0
    max_output_tokens: int = 0
    threshold: float | None = None  # the classifier's own threshold (a team's may override it)
    route_header: str | None = None
    stored_version: str | None = None  # the session's stored route before this request
    pinned_version: str | None = None  # the route it inherited (what ``decide`` got as pinned)
    in_loop: bool = False
    tool_rounds: int = 0
    side_call: str | None = None
    has_tools: bool = False
    person: str | None = None  # who the request was for (gateway.attribution); None when nobody was named

    def __post_init__(self) -> None:
        if self.ts.tzinfo is None:
            raise ValueError("LedgerEntry.ts must be timezone-aware (UTC)")
        if self.ts.utcoffset():
            self.ts = self.ts.astimezone(UTC)
        if self.outcome not in OUTCOMES:
            raise ValueError(f"unknown outcome {self.outcome!r}")
        if self.request_class is not None and self.request_class not in REQUEST_CLASSES:
            raise ValueError(f"unknown request_class {self.request_class!r}")
        if self.priced != (self.cost_micros is not None):
            raise ValueError("priced must be True exactly when cost_micros is set")
        # The last gate before a store: values are cleaned where they enter (a clean one passes in one check)
        # but shadow copies and upstream error text arrive here by other ways.
        self.client = clean_text(self.client, CLIENT_MAX)
        self.key_id = bounded_id(self.key_id, KEY_ID_MAX)
        self.request_id = bounded_id(self.request_id, REQUEST_ID_MAX)
        if self.session_id is not None:
            self.session_id = bounded_id(self.session_id, SESSION_ID_MAX)
        if self.error is not None:
            self.error = clean_text(self.error, ERROR_MAX)
        if self.person is not None:
            self.person = bounded_id(self.person, PERSON_MAX)


COLUMNS: tuple[str, ...] = tuple(f.name for f in fields(LedgerEntry))
_GET_ALL = attrgetter(*COLUMNS)


def entry_values(entry: LedgerEntry) -> tuple[Any, ...]:
    """The entry's values in `COLUMNS` order (what the stores insert); one C-level attrgetter call."""
    values: tuple[Any, ...] = _GET_ALL(entry)
    return values
