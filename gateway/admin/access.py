"""Who is asking, and which team's rows they may see: the admin key sees all, a team key only its own.

A team key's filter is forced, never trusted from the query string, so no report can leak another team's
rows; asking for another team by name is a 403 rather than a silently empty answer.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from starlette.datastructures import Headers

from gateway.auth import authenticate, is_admin
from gateway.errors import Forbidden


@dataclass(frozen=True, slots=True)
class Viewer:
    """`team` None means the admin (every team)."""

    team: str | None
    key_id: str

    @property
    def is_admin(self) -> bool:
        return self.team is None

    def audit_fields(self) -> dict[str, Any]:
        if self.is_admin:
            return {"who": "admin"}
        return {"who": "team", "team": self.team, "key_id": self.key_id}


def viewer_of(headers: Headers, admin_key: str | None, keys: dict[str, tuple[str, str]]) -> Viewer:
    """The admin or a team; raises Unauthorized for a missing or unknown key."""
    if is_admin(headers, admin_key):
        return Viewer(None, "admin")
    caller = authenticate(headers, keys)
    return Viewer(caller.team, caller.key_id)


def scope(viewer: Viewer, requested: str | None) -> str | None:
    """The team filter to apply: the admin's choice, or the caller's own team (other teams are refused)."""
    if viewer.is_admin:
        return requested or None
    if requested and requested != viewer.team:
        message = f"a key of team '{viewer.team}' cannot see reports of team '{requested}'"
        raise Forbidden(message, param="team")
    return viewer.team
