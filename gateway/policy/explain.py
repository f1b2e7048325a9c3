"""Explain a routing decision: features, score, request class, the rule that matched and the version chosen.

The same pure functions the request path uses (feature extraction, scorer, session reading, ``decide``),
without I/O: what a platform team needs to understand or debug a route. Session state is not read; give
``"session": {"version": "fast"}`` to see the route of a request whose session is pinned to that version
(a tool-loop turn then shows whether the team's ``escalation`` setting rescues it: session-escalated).
CLI ``gateway explain FILE`` (``gateway.cli.explain``) and ``POST /admin/explain`` (admin key; a team key
explains for its own team).
"""

from __future__ import annotations

from typing import Any

import orjson
from starlette.requests import Request
from starlette.responses import Response

from gateway.admin.access import is_finance
from gateway.auth.lookup import authenticate, is_admin
from gateway.classify.base import RequestScorer
from gateway.classify.session import in_tool_loop, session_key, side_call, tool_rounds
from gateway.observability.logs import audit
from gateway.pipeline.handle import inherits
from gateway.pipeline.parse import parse_json_object, read_body
from gateway.pipeline.usage import estimate_prompt_tokens
from gateway.pipeline.validate import check_params
from gateway.policy.decide import ESCALATED, RouteInput, decide
from gateway.policy.load import LoadedPolicy
from gateway.protocols.openai_errors import BadRequest, Forbidden, GatewayError, NotFound
from gateway.server.services import Services

ENDPOINTS = ("/v1/chat/completions", "/v1/completions", "/v1/responses", "/v1/messages", "/v1/embeddings")


def explain(scorer: RequestScorer, loaded: LoadedPolicy, team_name: str, request: dict[str, Any]) -> dict[str, Any]:
    endpoint = request.get("endpoint", "/v1/chat/completions")
    body = request.get("body")
    given = request.get("headers") or {}
    if not isinstance(given, dict):
        raise BadRequest("'headers' must be an object of header names to values", param="headers")
    headers = {str(k).lower(): str(v) for k, v in given.items()}
    if endpoint not in ENDPOINTS or not isinstance(body, dict):
        raise BadRequest(f"give {{'endpoint': one of {', '.join(ENDPOINTS)}, 'headers': {{...}}, 'body': {{...}}}}")
    policy = loaded.policy
    if team_name not in policy.teams:
        raise NotFound(f"no team '{team_name}' in the policy", code="not_found")
    requested = body.get("model")
    model_name = loaded.resolve_model(requested) if isinstance(requested, str) else None
    if model_name is None:
        raise NotFound(f"the model '{requested}' is not in the policy", param="model")
    model = policy.models[model_name]
    detail = scorer.explain(endpoint, headers, body)
    team = policy.teams[team_name]
    state = request.get("session")
    pinned = state.get("version") if isinstance(state, dict) else None
    if pinned is not None and pinned not in model.versions:
        raise BadRequest(f"session.version must be one of {', '.join(model.versions)}", param="session.version")
    session = session_key(endpoint, headers, body)
    in_loop = in_tool_loop(endpoint, body)
    side = None if in_loop else side_call(endpoint, body)
    if pinned is not None and (session is None or not inherits(session, pinned, in_loop, body, side)):
        pinned = None
    rounds = tool_rounds(endpoint, body)
    route = RouteInput(
        team_name=team_name,
        team=team,
        model_name=model_name,
        model=model,
        endpoint=endpoint,
        route_header=headers.get("x-gateway-route"),
        prompt_tokens=estimate_prompt_tokens(len(orjson.dumps(body))),
        score=detail["score"],
        threshold=scorer.threshold,
        pinned_version=pinned,
        in_loop=in_loop,
        tool_rounds=rounds,
        side_call=side,
    )
    decision = decide(policy, route)
    return {
        "team": team_name,
        "model": model_name,
        "endpoint": endpoint,
        "score": detail["score"],
        "request_class": route.request_class,
        "threshold": policy.teams[team_name].long_horizon_threshold or scorer.threshold,
        "classifier": detail["model_version"],
        "rule": decision.reason,
        "version": decision.version,
        "fallbacks": list(decision.fallbacks),
        "upstream_model": model.versions[decision.version].upstream_model,
        "session": {
            "key": session,
            "pinned_version": pinned,
            "in_tool_loop": in_loop,
            "tool_rounds": rounds,
            "side_call": side,
            "escalation": team.escalation.model_dump(),
            "escalated": decision.reason.startswith(ESCALATED),
        },
        "features": detail["features"],
    }


async def explain_endpoint(services: Services, request: Request) -> Response:
    try:
        loaded = services.policy.current
        if is_admin(request.headers, services.settings.admin_key):
            who, team = "admin", request.query_params.get("team")
        elif is_finance(request.headers, services.settings.finance_key):
            raise Forbidden("the finance key is read-only: it reads reports and the dashboard, nothing else")
        else:
            caller = authenticate(request.headers, loaded.keys)
            who, team = f"{caller.team}/{caller.key_id}", caller.team
        if not team:
            raise BadRequest("say which team's policy to explain with ?team=NAME", param="team")
        check_params(request.query_params.multi_items())
        # the size and depth limits of every endpoint: the explained body is scored and echoed
        raw = await read_body(request, services.settings.max_body_bytes, request.headers.get("content-length"))
        payload = parse_json_object(raw)
        result = explain(services.scorer, loaded, team, payload)
    except GatewayError as error:
        return error.to_response()
    audit.info("admin_action", who=who, action="explain", team=team)
    return Response(orjson.dumps(result), media_type="application/json")
