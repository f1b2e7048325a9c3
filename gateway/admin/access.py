"""Who is asking, and which team's rows they may see: the admin key and the finance key see all, a team key
only its own.

A team key's filter is forced, never trusted from the query string, so no report can leak another team's
rows; asking for another team by name is a 403 rather than a silently empty answer. The finance key is
read-only by construction: it is accepted here (reports, task timelines, the dashboard) and nowhere else,
since every other admin endpoint checks for the admin key itself.
"""

from __future__ import annotations

import hmac
from dataclasses import dataclass
from typing import Any, Literal

from starlette.datastructures import Headers

from gateway.auth.lookup import authenticate, is_admin, presented_key
from gateway.protocols.openai_errors import Forbidden

Role = Literal["admin", "finance", "team"]


@dataclass(frozen=True, slots=True)
class Viewer:
    """`team` None means every team (the admin or finance)."""

    team: str | None
    key_id: str
    role: Role = "team"

    @property
    def is_admin(self) -> bool:
        """Sees every team (admin or finance); what else a role may do is decided where it is done."""
        return self.team is None

    def audit_fields(self) -> dict[str, Any]:
        if self.team is None:
            return {"who": self.role}
        return {"who": "team", "team": self.team, "key_id": self.key_id}


def is_finance(headers: Headers, finance_key: str | None) -> bool:
    key = presented_key(headers)
    return finance_key is not None and key is not None and hmac.compare_digest(key.encode(), finance_key.encode())


def viewer_of(
    headers: Headers, admin_key: str | None, keys: dict[str, tuple[str, str]], finance_key: str | None = None
) -> Viewer:
    """The admin, finance or a team; raises Unauthorized for a missing or unknown key."""
    if is_admin(headers, admin_key):
        return Viewer(None, "admin", "admin")
    if is_finance(headers, finance_key):
        return Viewer(None, "finance", "finance")
    caller = authenticate(headers, keys)
    return Viewer(caller.team, caller.key_id)


def scope(viewer: Viewer, requested: str | None) -> str | None:
    """The team filter to apply: the admin's (or finance's) choice, or the caller's own team (other teams
    are refused)."""
    if viewer.team is None:
        return requested or None
    if requested and requested != viewer.team:
        message = f"a key of team '{viewer.team}' cannot see reports of team '{requested}'"
        raise Forbidden(message, param="team")
    return viewer.team
