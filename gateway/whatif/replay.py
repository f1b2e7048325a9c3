"""Replay recorded requests through a policy with the same pure ``decide`` the gateway serves with.

Each request is rebuilt as the ``RouteInput`` it had (score, endpoint, tokens, route header, session state)
under the replayed policy's teams, models and thresholds. Sessions are replayed in time order: the route a
policy would have stored for a session is what its next turns inherit, so an edit that moves a session's
first long-horizon turn also moves the turns that follow it. A request's cost under a policy is its recorded
tokens (every attempt, cached ones included) priced at the version that policy chooses, with that policy's
prices. Quota effects at admission (a budget downgrade, a denial) are not replayed: the budget section of
the report says where the replayed spend would cross a limit instead.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from gateway.accounting import PriceBook
from gateway.errors import ContextLengthExceeded, Forbidden
from gateway.ledger.sql import REPLAY_COLUMNS
from gateway.pipeline import inherits
from gateway.policy.decide import DEFAULT_THRESHOLD, ESCALATED, RouteInput, decide
from gateway.policy.load import LoadedPolicy
from gateway.policy.model import VersionName
from gateway.pricing import cost_micros

_I = {name: i for i, name in enumerate(REPLAY_COLUMNS)}
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
    recorded_class: str | None
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
    i = _I
    for r in rows:
        rid = r[i["request_id"]]
        seen = found.get(rid)
        if seen is not None:
            seen.prompt_tokens += r[i["prompt_tokens"]]
            seen.cached_tokens += r[i["cached_tokens"]]
            seen.completion_tokens += r[i["completion_tokens"]]
            if r[i["attempt"]] == 0:  # the first attempt carries the decision
                seen.recorded_version, seen.recorded_rule = r[i["version"]], r[i["rule"]]
            continue
        found[rid] = Recorded(
            int(r[i["ts"]]), rid, r[i["team"]], r[i["key_id"]], r[i["endpoint"]], r[i["requested_model"]],
            r[i["score"]], r[i["request_class"]], r[i["version"]], r[i["rule"]], int(r[i["prompt_tokens"]]),
            int(r[i["cached_tokens"]]), int(r[i["completion_tokens"]]), bool(r[i["streamed"]]),
            r[i["session_id"]], int(r[i["prompt_estimate"]]), int(r[i["max_output_tokens"]]), r[i["threshold"]],
            r[i["route_header"]], r[i["stored_version"]], r[i["pinned_version"]], bool(r[i["in_loop"]]),
            int(r[i["tool_rounds"]]), r[i["side_call"]], bool(r[i["has_tools"]]),
        )
    return list(found.values())


@dataclass(slots=True)
class Outcome:
    """What one policy does with one request: a version and reason, or a refusal."""

    version: str | None
    reason: str
    label: str | None
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
    out: list[Outcome] = []
    append = out.append
    for r in requests:
        team = policy.teams.get(r.team)
        if team is None:
            append(_refused("unknown_team"))
            continue
        model_name = loaded.resolve_model(r.model)
        if model_name is None or not team.may_use(model_name):
            append(_refused("unknown_model"))
            continue
        model = policy.models[model_name]
        embeddings = all(v.embeddings for v in model.versions.values())
        if embeddings != (r.endpoint == "/v1/embeddings"):
            append(_refused("unknown_model"))
            continue
        session = r.session_id
        key = (r.team, session) if session is not None else None
        pinned: VersionName | None = None
        rounds = 0
        if key is not None:
            before = stored.get(key, r.stored_version)
            rounds = loop_rounds.get(key, 0) + 1 if r.in_loop else 0
            loop_rounds[key] = rounds
            body = _WITH_TOOLS if r.has_tools else _NO_TOOLS
            assert session is not None
            if before in model.versions and inherits(session, before, r.in_loop, body, r.side_call):
                pinned = "fast" if before == "fast" else "standard"
            esc = team.escalation
            if pinned == "fast" and r.in_loop and esc.enabled and esc.after_tool_rounds is not None:
                rounds = max(rounds, r.tool_rounds)
            else:
                rounds = 0
        route = RouteInput(
            team_name=r.team,
            team=team,
            model_name=model_name,
            model=model,
            endpoint=r.endpoint,
            route_header=r.route_header,
            prompt_tokens=r.prompt_estimate,
            max_output_tokens=r.max_output_tokens,
            score=r.score,
            threshold=DEFAULT_THRESHOLD if r.threshold is None else r.threshold,
            pinned_version=pinned,
            in_loop=r.in_loop,
            tool_rounds=rounds,
            side_call=r.side_call,
        )
        try:
            decision = decide(policy, route)
        except ContextLengthExceeded:
            append(_refused("context_window"))
            continue
        except Forbidden:
            append(_refused("route_header_forbidden"))
            continue
        label = route.label
        if key is not None and r.side_call is None and (r.in_loop or label == "long_horizon" or r.has_tools):
            stored[key] = decision.version
        version = decision.version
        price, _ = prices.price(loaded.digest, model_name, version, model.versions[version])
        cost = 0
        if price is not None:
            cached = min(r.cached_tokens, r.prompt_tokens)
            cost = cost_micros(price, r.prompt_tokens, cached, r.completion_tokens)
        append(Outcome(
            version, decision.reason, label, None, cost, price is not None,
            decision.reason.startswith("session-pinned"), decision.reason.startswith(ESCALATED),
        ))
    return out
