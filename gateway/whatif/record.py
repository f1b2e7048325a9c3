"""The decision facts recorded per request, so that ``decide`` can be run again on them later.

Only what ``RouteInput`` holds beyond the ledger's own columns (score, request class, endpoint, team, key, model,
session, tokens, version and rule are there already), and never text of the request: numbers, booleans and
names from fixed sets. They ride the ledger entry the request writes anyway (same batched writer, same
rows, same retention), so recording costs one small object per request and no extra write.
"""

from __future__ import annotations

from dataclasses import dataclass

from gateway.policy.decide import RouteInput
from gateway.policy.model import VERSION_NAMES


@dataclass(slots=True)
class RouteFacts:
    """What ``decide`` saw that the ledger entry does not already say."""

    max_output_tokens: int
    threshold: float | None
    route_header: str | None
    stored_version: str | None  # the session's stored route before this request (None: none or no session)
    pinned_version: str | None
    in_loop: bool
    tool_rounds: int
    side_call: str | None
    has_tools: bool


def facts_of(route: RouteInput, scored: bool, stored: str | None, has_tools: bool) -> RouteFacts:
    return RouteFacts(
        route.max_output_tokens,
        route.threshold if scored else None,
        route.route_header,
        stored if stored in VERSION_NAMES else None,  # a session value is ours, but keep it to the set
        route.pinned_version,
        route.in_loop,
        route.tool_rounds,
        route.side_call,
        has_tools,
    )


NO_FACTS = RouteFacts(0, None, None, None, None, False, 0, None, False)
