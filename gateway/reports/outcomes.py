"""How a team's requests ended: served, denied (and by which limit), failed upstream, fell back, escalated.

Counts are of ledger entries (attempts): a request that failed on one version and was served by its fallback
shows once as ``fallback`` and once as ``ok``. A denial is one entry with no upstream call; which limit
denied it is read from the message the client was given (gateway.pipeline.admit.denial_error), whose wording
names the limit from the same table used here, so the two cannot disagree. Escalated counts requests of
sessions whose loop was rescued to the standard version.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from gateway.ledger.entry import LIMIT_OUTCOMES
from gateway.ledger.store import LedgerStore, check_where
from gateway.pipeline.admit import LIMIT_NAMES
from gateway.reports.periods import Period

OUTCOME_ORDER = ("ok", "fallback", "upstream_error", "timeout", "client_cancelled", *sorted(LIMIT_OUTCOMES))


def denied_by(error: str | None) -> str:
    """The limit a denial message names ("monthly budget", "requests per minute (key)"), or "other"."""
    text = error or ""
    for name in sorted(LIMIT_NAMES.values(), key=len, reverse=True):
        if f"the {name} of " in text:
            return f"{name} (key)" if f"the {name} of this key" in text else name
    return "other"


@dataclass(slots=True)
class TeamOutcomes:
    team: str
    attempts: dict[str, int] = field(default_factory=dict)  # outcome -> entries
    denied: dict[str, int] = field(default_factory=dict)  # limit -> denials
    escalated_requests: int = 0

    @property
    def denials(self) -> int:
        return sum(self.denied.values())


async def outcomes(
    store: LedgerStore, span: Period, team: str | None = None, where: Mapping[str, str] | None = None
) -> list[TeamOutcomes]:
    """Per team (sorted), live entries only."""
    filters = check_where(where)
    teams: dict[str, TeamOutcomes] = {}
    for agg in await store.aggregate(span.start, span.end, ("team", "outcome"), team, filters):
        if agg.shadow:
            continue
        name, outcome = (str(v) for v in agg.dims)
        row = teams.setdefault(name, TeamOutcomes(name))
        row.attempts[outcome] = row.attempts.get(outcome, 0) + agg.attempts
        if agg.escalated:
            row.escalated_requests += agg.requests
    if any(o in r.attempts for r in teams.values() for o in LIMIT_OUTCOMES):
        for agg in await store.aggregate(span.start, span.end, ("team", "outcome", "error"), team, filters):
            if agg.shadow or agg.dims[1] not in LIMIT_OUTCOMES:
                continue
            row = teams[str(agg.dims[0])]
            limit = denied_by(None if agg.dims[2] is None else str(agg.dims[2]))
            row.denied[limit] = row.denied.get(limit, 0) + agg.attempts
    return [teams[k] for k in sorted(teams)]
