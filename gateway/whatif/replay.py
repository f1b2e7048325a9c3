"""Replay recorded requests through a policy with the same pure ``decide`` the gateway serves with.

Each request is rebuilt as the ``RouteInput`` it had (score, endpoint, tokens, route header, session state)
under the replayed policy's teams, models and thresholds. Sessions are replayed in time order: the route a
policy would have stored for a session is what its next turns inherit, so an edit that moves a session's
first long-horizon turn also moves the turns that follow it. A request's cost under a policy is its recorded
tokens (every attempt, cached ones included) priced at the version that policy chooses, with that policy's
prices. Quota effects at admission (a budget downgrade, a denial) are not replayed: the budget section of
the report says where the replayed spend would cross a limit instead.

Two facts are only as complete as serving needed them: the gateway looks for a side call (a title, a commit
message) only in a session or past the team's threshold, so a one-shot side call that a lowered threshold
reaches replays as an ordinary ask; and a loop's tool rounds are the recorded count (capped where the
serving policy's rescue stopped counting) or the session's recorded loop turns, whichever is higher.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from gateway.ledger.sql import REPLAY_COLUMNS
from gateway.pipeline.handle import inherits
from gateway.pipeline.settle import PriceBook
from gateway.policy.decide import DEFAULT_THRESHOLD, ESCALATED, RouteInput, decide
from gateway.policy.load import LoadedPolicy
from gateway.policy.model import Model, Team, VersionName
from gateway.protocols.openai_errors import ContextLengthExceeded, Forbidden
from gateway.upstreams.prices import Price, cost_micros

assert REPLAY_COLUMNS[1] == "request_id" and REPLAY_COLUMNS[-1] == "has_tools" and len(REPLAY_COLUMNS) == 26
_WITH_TOOLS: dict[str, Any] = {"tools": True}
_NO_TOOLS: dict[str, Any] = {}


@dataclass(slots=True)
class Recorded:
    """One request as the ledger recorded it (its attempts' tokens summed)."""

    ts_micros: int
    request_id: str
    team: str
    key_id: str
    endpoint: str
    model: str
    score: float | None
    recorded_request_class: str | None
    recorded_version: str
    recorded_rule: str
    prompt_tokens: int
    cached_tokens: int
    completion_tokens: int
    streamed: bool
    session_id: str | None
    prompt_estimate: int
    max_output_tokens: int
    threshold: float | None
    route_header: str | None
    stored_version: str | None
    pinned_version: str | None
    in_loop: bool
    tool_rounds: int
    side_call: str | None
    has_tools: bool


def requests_of(rows: Iterable[Sequence[Any]]) -> list[Recorded]:
    """Group ledger rows (``REPLAY_COLUMNS``, oldest first) into requests; attempts add their tokens."""
    found: dict[str, Recorded] = {}
    (ts, rid_, attempt, team, key, endpoint, model, score, cls, version, rule, prompt, cached, completion, streamed,
     session, estimate, max_out, threshold, header, stored, pinned, in_loop, rounds, side, tools) = range(26)
    for r in rows:
        rid = r[rid_]
        seen = found.get(rid)
        if seen is not None:
            seen.prompt_tokens += r[prompt]
            seen.cached_tokens += r[cached]
            seen.completion_tokens += r[completion]
            if r[attempt] == 0:  # the first attempt carries the decision
                seen.recorded_version, seen.recorded_rule = r[version], r[rule]
            continue
        found[rid] = Recorded(
            r[ts], rid, r[team], r[key], r[endpoint], r[model], r[score], r[cls], r[version], r[rule], r[prompt],
            r[cached], r[completion], bool(r[streamed]), r[session], r[estimate], r[max_out], r[threshold],
            r[header], r[stored], r[pinned], bool(r[in_loop]), r[rounds], r[side], bool(r[tools]),
        )
    return list(found.values())


@dataclass(slots=True)
class Outcome:
    """What one policy does with one request: a version and reason, or a refusal."""

    version: str | None
    reason: str
    request_class: str | None
    refused: str | None  # unknown_team, unknown_model, context_window, route_header_forbidden
    cost_micros: int
    priced: bool
    pinned: bool
    escalated: bool


def _refused(kind: str) -> Outcome:
    return Outcome(None, kind, None, kind, 0, True, False, False)


def replay(loaded: LoadedPolicy, requests: Sequence[Recorded], prices: PriceBook) -> list[Outcome]:
    """The outcome of every request under ``loaded``, in the order given (time order)."""
    policy = loaded.policy
    stored: dict[tuple[str, str], str | None] = {}
    loop_rounds: dict[tuple[str, str], int] = {}
    # what is the same for every request of a model or a version, looked up once
    models: dict[tuple[str, str], tuple[str, Model, bool] | None] = {}
    price_of: dict[tuple[str, str], Price | None] = {}
    out: list[Outcome] = []
    append = out.append
    for r in requests:
        team = policy.teams.get(r.team)
        if team is None:
            append(_refused("unknown_team"))
            continue
        found = models.get((r.team, r.model), _UNSEEN)
        if found is _UNSEEN:
            found = models[(r.team, r.model)] = _model_of(loaded, team, r.model)
        if found is None or found[2] != (r.endpoint == "/v1/embeddings"):
            append(_refused("unknown_model"))
            continue
        model_name, model, _ = found
        session = r.session_id
        pinned: VersionName | None = None
        rounds = 0
        key = None
        if session is not None:
            key = (r.team, session)
            before = stored.get(key, r.stored_version)
            rounds = loop_rounds.get(key, 0) + 1 if r.in_loop else 0
            loop_rounds[key] = rounds
            body = _WITH_TOOLS if r.has_tools else _NO_TOOLS
            if before in model.versions and inherits(session, before or "", r.in_loop, body, r.side_call):
                pinned = "fast" if before == "fast" else "standard"
            esc = team.escalation
            if pinned == "fast" and r.in_loop and esc.enabled and esc.after_tool_rounds is not None:
                rounds = max(rounds, r.tool_rounds)
            else:
                rounds = 0
        route = RouteInput(
            r.team, team, model_name, model, r.endpoint, r.route_header, r.prompt_estimate, r.max_output_tokens,
            r.score, DEFAULT_THRESHOLD if r.threshold is None else r.threshold, pinned, r.in_loop, rounds,
            r.side_call,
        )
        try:
            decision = decide(policy, route)
        except ContextLengthExceeded:
            append(_refused("context_window"))
            continue
        except Forbidden:
            append(_refused("route_header_forbidden"))
            continue
        request_class = route.request_class
        version = decision.version
        if key is not None and r.side_call is None and (r.in_loop or request_class == "long_horizon" or r.has_tools):
            stored[key] = version
        price_key = (model_name, version)
        if price_key in price_of:
            price = price_of[price_key]
        else:
            price = price_of[price_key] = prices.price(loaded.digest, model_name, version, model.versions[version])[0]
        cost = 0
        if price is not None:
            cost = cost_micros(price, r.prompt_tokens, min(r.cached_tokens, r.prompt_tokens), r.completion_tokens)
        reason = decision.reason
        append(Outcome(
            version, reason, request_class, None, cost, price is not None, reason.startswith("session-pinned"),
            reason.startswith(ESCALATED),
        ))
    return out


_UNSEEN: Any = object()


def _model_of(loaded: LoadedPolicy, team: Team, requested: str) -> tuple[str, Model, bool] | None:
    """The policy model a recorded name means for a team, and whether it is an embeddings model."""
    name = loaded.resolve_model(requested)
    if name is None or not team.may_use(name):
        return None
    model = loaded.policy.models[name]
    return name, model, all(v.embeddings for v in model.versions.values())
