"""Routing as a table: (request, team) -> expected version and reason, with the pure `decide`."""

from __future__ import annotations

from typing import Any

import pytest

from gateway.policy.decide import RouteInput, decide
from gateway.policy.model import Policy
from gateway.protocols.openai_errors import ContextLengthExceeded, Forbidden
from tests.support.policies import policy

POLICY = Policy.model_validate(
    policy(
        {"open": {"allow_route_header": True}, "closed": {}, "eager": {"long_horizon_threshold": 0.2}},
        rules=[
            {"name": "route-header", "when": {"route_header": "any"}, "route": "header"},
            {"name": "too-large-for-fast", "when": {"exceeds_fast_context": True}, "route": "standard"},
            {
                "name": "closed-completions-fast",
                "when": {"teams": ["closed"], "endpoints": ["/v1/completions"]},
                "route": "fast",
            },
            {
                "name": "uncertain",
                "when": {"score_at_least": 0.45, "score_below": 0.55},
                "route": "standard",
                "fallbacks": [],
            },
            {"name": "long-horizon", "when": {"request_class": "long_horizon"}, "route": "standard"},
            {"name": "single-step", "route": "fast"},
        ],
        extra_models={
            "solo": {"versions": {"standard": {"provider": "simulated", "upstream_model": "s", "context_window": 1000}}}
        },
    )
)


def route(team: str = "open", model: str = "coder", **kw: Any) -> RouteInput:
    return RouteInput(
        team_name=team,
        team=POLICY.teams[team],
        model_name=model,
        model=POLICY.models[model],
        endpoint=kw.pop("endpoint", "/v1/chat/completions"),
        **kw,
    )


@pytest.mark.parametrize(
    ("request_", "version", "reason", "fallbacks"),
    [
        (route(score=0.1), "fast", "single-step", ("standard",)),
        (route(score=0.9), "standard", "long-horizon", ("fast",)),
        (route(score=0.5), "standard", "uncertain", ()),
        (route(team="eager", score=0.3), "standard", "long-horizon", ("fast",)),
        (route(score=0.3), "fast", "single-step", ("standard",)),
        (route(route_header="standard", score=0.0), "standard", "route-header", ("fast",)),
        (route(route_header="fast", score=0.99), "fast", "route-header", ("standard",)),
        (route(route_header="bogus", score=0.99), "standard", "long-horizon", ("fast",)),
        (route(prompt_tokens=40_000, score=0.0), "standard", "too-large-for-fast", ()),
        (route(prompt_tokens=30_000, max_output_tokens=4_000, score=0.0), "standard", "too-large-for-fast", ()),
        (
            route(team="closed", endpoint="/v1/completions", score=0.99),
            "fast",
            "closed-completions-fast",
            ("standard",),
        ),
        (route(pinned_version="fast", score=0.99), "fast", "session-pinned", ("standard",)),
        (route(pinned_version="standard", score=0.0), "standard", "session-pinned", ("fast",)),
        (route(pinned_version="fast", prompt_tokens=50_000), "standard", "session-pinned>context-window", ()),
        (route(force_version="fast", force_reason="budget-downgrade"), "fast", "budget-downgrade", ("standard",)),
        (route(model="solo", score=0.0), "standard", "single-step>only-standard", ()),
        (route(score=None), "fast", "single-step", ("standard",)),
    ],
)
def test_decision_table(request_: RouteInput, version: str, reason: str, fallbacks: tuple[str, ...]) -> None:
    decision = decide(POLICY, request_)
    assert (decision.version, decision.reason, decision.fallbacks) == (version, reason, fallbacks)


def test_route_header_needs_permission() -> None:
    with pytest.raises(Forbidden):
        decide(POLICY, route(team="closed", route_header="standard"))


def test_too_large_for_every_version() -> None:
    with pytest.raises(ContextLengthExceeded):
        decide(POLICY, route(prompt_tokens=500_000))
    with pytest.raises(ContextLengthExceeded):
        decide(POLICY, route(model="solo", prompt_tokens=2_000))


ESCALATING = Policy.model_validate(
    policy(
        {
            "default": {},
            "rounds-only": {"escalation": {"after_tool_rounds": 5, "on_long_turn": False}},
            "by-score": {"escalation": {"after_tool_rounds": None, "on_long_turn": True}},
            "off": {"escalation": {"enabled": False}},
        },
        extra_models={
            "solo": {
                "default_version": "fast",
                "versions": {"fast": {"provider": "simulated", "upstream_model": "f", "context_window": 1000}},
            }
        },
    )
)


def loop_turn(team: str, model: str = "coder", in_loop_override: bool = True, **kw: Any) -> RouteInput:
    """A turn of a session pinned to fast; a tool-loop turn unless ``in_loop_override`` is False."""
    return RouteInput(
        team_name=team, team=ESCALATING.teams[team], model_name=model, model=ESCALATING.models[model],
        endpoint="/v1/chat/completions", pinned_version="fast", in_loop=in_loop_override, **kw,
    )


@pytest.mark.parametrize(
    ("request_", "version", "reason"),
    [
        (loop_turn("default", tool_rounds=2, score=0.1), "fast", "session-pinned"),
        (loop_turn("default", tool_rounds=3, score=0.1), "standard", "session-escalated"),  # the default: 3 rounds
        (loop_turn("default", tool_rounds=1, score=0.99), "fast", "session-pinned"),  # scores are off by default
        (loop_turn("by-score", tool_rounds=1, score=0.9), "standard", "session-escalated"),  # a turn scoring long
        (loop_turn("by-score", tool_rounds=40, score=0.1), "fast", "session-pinned"),
        (loop_turn("rounds-only", tool_rounds=4, score=0.9), "fast", "session-pinned"),
        (loop_turn("rounds-only", tool_rounds=5, score=0.1), "standard", "session-escalated"),
        (loop_turn("off", tool_rounds=50, score=0.99), "fast", "session-pinned"),
        (loop_turn("default", model="solo", tool_rounds=9, score=0.99), "fast", "session-pinned"),  # no standard
        (loop_turn("default", tool_rounds=9, score=0.1, in_loop_override=False), "fast", "session-pinned"),
    ],
)
def test_escalation_of_a_fast_loop(request_: RouteInput, version: str, reason: str) -> None:
    decision = decide(ESCALATING, request_)
    assert (decision.version, decision.reason) == (version, reason)


def test_a_standard_session_never_moves_back() -> None:
    standard = RouteInput(
        team_name="default", team=ESCALATING.teams["default"], model_name="coder", model=ESCALATING.models["coder"],
        endpoint="/v1/chat/completions", pinned_version="standard", in_loop=True, tool_rounds=0, score=0.0,
    )
    assert (decide(ESCALATING, standard).version, decide(ESCALATING, standard).reason) == ("standard", "session-pinned")


def test_a_side_call_is_single_step_whatever_it_quotes() -> None:
    side = RouteInput(
        team_name="default", team=ESCALATING.teams["default"], model_name="coder", model=ESCALATING.models["coder"],
        endpoint="/v1/chat/completions", score=0.999, side_call="commit-message",
    )
    assert side.request_class == "single_step" and decide(ESCALATING, side).version == "fast"


def test_escalation_setting_is_validated() -> None:
    from pydantic import ValidationError

    with pytest.raises(ValidationError):
        Policy.model_validate(policy({"t": {"escalation": {"after_tool_rounds": 0}}}))
    with pytest.raises(ValidationError):
        Policy.model_validate(policy({"t": {"escalation": {"after_rounds": 3}}}))
