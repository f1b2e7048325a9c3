"""``decide``: the pure routing function (no I/O), so routing is testable with tables.

Given what was learned about the request (features, request class, session), the team and the policy, it returns a
decision: the version, the reason (the rule that matched, plus any adjustment) and the fallbacks.
Adding a rule condition is one field in ``When`` and one line in ``matches``.
"""

from __future__ import annotations

from dataclasses import dataclass

from gateway.policy.model import VERSION_NAMES, Model, Policy, Rule, Team, VersionName, When
from gateway.protocols.openai_errors import ContextLengthExceeded, Forbidden

DEFAULT_THRESHOLD = 0.5
ESCALATED = "session-escalated"


@dataclass(slots=True)
class RouteInput:
    """Everything ``decide`` may look at for one request."""

    team_name: str
    team: Team
    model_name: str
    model: Model
    endpoint: str
    route_header: str | None = None
    prompt_tokens: int = 0
    max_output_tokens: int = 0
    score: float | None = None
    threshold: float = DEFAULT_THRESHOLD
    pinned_version: VersionName | None = None
    in_loop: bool = False  # the request hands a tool result back (its session's loop goes on)
    tool_rounds: int = 0  # tool rounds of that loop so far
    side_call: str | None = None  # a commit message, title, summary or compaction: one generation, no loop
    force_version: VersionName | None = None
    force_reason: str | None = None

    @property
    def request_class(self) -> str | None:
        """The request class under this team's threshold (a team may be more or less eager to use ``standard``)."""
        if self.side_call is not None:
            return "single_step"
        if self.score is None:
            return None
        threshold = self.team.long_horizon_threshold or self.threshold
        return "long_horizon" if self.score >= threshold else "single_step"

    def needed_tokens(self) -> int:
        return self.prompt_tokens + self.max_output_tokens


@dataclass(slots=True)
class Decision:
    version: VersionName
    reason: str
    fallbacks: tuple[VersionName, ...]


def _exceeds(model: Model, version: VersionName, needed: int) -> bool:
    spec = model.versions.get(version)
    return spec is not None and needed > spec.context_window


def matches(when: When, request: RouteInput) -> bool:
    """True when every condition set on ``when`` holds for ``request``."""
    if when.teams is not None and request.team_name not in when.teams:
        return False
    if when.models is not None and request.model_name not in when.models:
        return False
    if when.endpoints is not None and request.endpoint not in when.endpoints:
        return False
    if when.route_header is not None:
        if request.route_header not in VERSION_NAMES:
            return False
        if when.route_header != "any" and request.route_header != when.route_header:
            return False
    if when.exceeds_fast_context is not None and (
        _exceeds(request.model, "fast", request.needed_tokens()) != when.exceeds_fast_context
    ):
        return False
    if when.request_class is not None and request.request_class != when.request_class:
        return False
    if when.score_at_least is not None and (request.score is None or request.score < when.score_at_least):
        return False
    return not (when.score_below is not None and (request.score is None or request.score >= when.score_below))


def _first_rule(policy: Policy, request: RouteInput) -> Rule:
    for rule in policy.routing.rules:
        if matches(rule.when, request):
            return rule
    raise AssertionError("the policy validator guarantees a final unconditional rule")  # pragma: no cover


def escalates(request: RouteInput) -> bool:
    """Does this request rescue a misrouted loop? Its session is pinned to ``fast``, it continues a tool loop,
    and the loop shows long-horizon evidence under the team's ``escalation`` setting."""
    esc = request.team.escalation
    if not esc.enabled or request.pinned_version != "fast" or not request.in_loop:
        return False
    if "standard" not in request.model.versions:
        return False
    if esc.after_tool_rounds is not None and request.tool_rounds >= esc.after_tool_rounds:
        return True
    return esc.on_long_turn and request.request_class == "long_horizon"


def _other(version: VersionName) -> VersionName:
    return "standard" if version == "fast" else "fast"


def decide(policy: Policy, request: RouteInput) -> Decision:
    """Choose the version for one request. Raises only for requests no version can serve."""
    model = request.model
    if request.route_header is not None and not request.team.allow_route_header:
        raise Forbidden(
            f"team '{request.team_name}' may not choose the version with x-gateway-route",
            param="x-gateway-route",
            code="route_override_forbidden",
        )
    rule: Rule | None = None
    if request.force_version is not None:
        version, reason = request.force_version, request.force_reason or "forced"
    elif escalates(request):
        version, reason = "standard", ESCALATED
    elif request.pinned_version is not None:
        version, reason = request.pinned_version, "session-pinned"
    else:
        rule = _first_rule(policy, request)
        if rule.route == "header":
            version = request.route_header if request.route_header in VERSION_NAMES else model.default_version
        else:
            version = rule.route
        reason = rule.name
    if version not in model.versions:
        version, reason = model.default_version, f"{reason}>only-{model.default_version}"
    needed = request.needed_tokens()
    if _exceeds(model, version, needed):
        other = _other(version)
        if other in model.versions and not _exceeds(model, other, needed):
            version, reason = other, f"{reason}>context-window"
        else:
            window = model.versions[version].context_window
            raise ContextLengthExceeded(
                f"this request needs about {needed} tokens (prompt and max output), more than the "
                f"{window}-token context window of model '{request.model_name}'",
                param="messages",
            )
    if rule is not None and rule.fallbacks is not None:
        fallbacks = tuple(v for v in rule.fallbacks if v != version and v in model.versions)
    else:
        other = _other(version)
        fallbacks = (other,) if other in model.versions and not _exceeds(model, other, needed) else ()
    return Decision(version=version, reason=reason, fallbacks=fallbacks)
