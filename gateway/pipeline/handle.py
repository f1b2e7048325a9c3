"""The request path: parse -> authenticate -> classify -> decide -> reserve -> forward -> respond, then
settle + record.

Each arrow is a small function; the per-request state is one ``RequestContext`` passed along (never changed
in place: a step that learns the route builds the next one).
Settling and recording happen in ``finally`` blocks (for a complete answer, the one that runs once it is
written) so that client disconnects, upstream errors and timeouts still settle the reservation and leave a
ledger entry for every attempt.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import orjson
from starlette.requests import Request
from starlette.responses import Response

from gateway.auth.lookup import authenticate
from gateway.classify.session import in_tool_loop, session_key, side_call, tool_rounds
from gateway.observability import tracing
from gateway.observability.logs import log
from gateway.observability.metrics import DECISIONS, OVERHEAD, QUOTA_REJECTIONS, child
from gateway.pipeline import admit as admission
from gateway.pipeline import handoff, output_fit, validate
from gateway.pipeline.forward import Attempt, ClientWatch, complete, open_stream
from gateway.pipeline.parse import (
    RequestContext,
    bounded_session,
    client_of,
    parse_json_object,
    person_of,
    plain_headers,
    read_body,
    request_id_of,
    require_model,
)
from gateway.pipeline.settle import (
    attempt_cost,
    endpoint_line,
    ledger_entry,
    observe_attempt,
    refused_line,
    request_line,
)
from gateway.pipeline.stream import relay_response
from gateway.pipeline.usage import Usage, estimate_prompt_tokens, usage_from
from gateway.policy import model as pm
from gateway.policy.decide import DEFAULT_THRESHOLD, RouteInput, decide
from gateway.policy.load import LoadedPolicy
from gateway.protocols import ProtocolError
from gateway.protocols.anthropic import count_tokens
from gateway.protocols.frontends import AnthropicFrontend, Frontend
from gateway.protocols.openai_errors import BadRequest, GatewayError, NotFound
from gateway.quota.model import Admission
from gateway.server.fastpath import JSONAnswer
from gateway.server.services import Services
from gateway.shadow import LiveCall
from gateway.upstreams import native
from gateway.whatif.record import facts_of

SESSION_TTL_SECONDS = 1800.0
CHECKS: dict[str, Callable[[dict[str, Any], int], None]] = {
    "/v1/chat/completions": validate.check_chat,
    "/v1/completions": lambda body, _max: validate.check_completion(body),
    "/v1/embeddings": lambda body, _max: validate.check_embeddings(body),
    "/v1/messages": validate.check_message_count,
    "/v1/responses": lambda body, _max: None,
}


async def parse(
    services: Services, request: Request, headers: dict[str, str], frontend: Frontend, received: float
) -> tuple[RequestContext, LoadedPolicy]:
    """Read and authenticate the request; build its context. Every refusal here is a 4xx."""
    settings = services.settings
    endpoint = frontend.endpoint
    raw = await read_body(request, settings.max_body_bytes, headers.get("content-length"))
    loaded = services.policy.current
    caller = authenticate(headers, loaded.keys)
    body = parse_json_object(raw)
    requested = require_model(body)
    CHECKS[endpoint](body, settings.max_messages)
    team = loaded.policy.teams[caller.team]
    model_name = loaded.resolve_model(requested)
    if model_name is None or not team.may_use(model_name):
        raise NotFound(f"the model '{requested}' does not exist or your team may not use it", param="model")
    model = loaded.policy.models[model_name]
    check_kind(model, model_name, endpoint)
    upstream_history = "previous_response_id" in body and native.keeps_history(endpoint, model)
    upstream_body = frontend.to_chat(body, caller.team, upstream_history)
    ctx = RequestContext(
        request_id=request_id_of(headers),
        endpoint=endpoint,
        received=received,
        team=caller.team,
        key_id=caller.key_id,
        client=client_of(headers),
        model_name=model_name,
        body=upstream_body,
        client_body=body,
        upstream_path=frontend.upstream_path,
        body_bytes=len(raw),
        stream=endpoint != "/v1/embeddings" and body.get("stream") is True,
        prompt_estimate=estimate_prompt_tokens(len(raw)),
        person=person_of(team, caller.key_id, headers, body),
        beta=native.beta_header(headers) if endpoint == "/v1/messages" else None,
    )
    return ctx, loaded


def check_kind(model: pm.Model, name: str, endpoint: str) -> None:
    """An embeddings request needs an embeddings model and every other endpoint a generating one: sent to
    the wrong kind of upstream, the call would fail there (or bill) with an error the client cannot act on."""
    embeddings = all(v.embeddings for v in model.versions.values())
    if endpoint == "/v1/embeddings" and not embeddings:
        raise BadRequest(
            f"the model '{name}' generates text; /v1/embeddings needs a model whose versions set embeddings: true",
            param="model",
            code="model_not_embeddings",
        )
    if endpoint != "/v1/embeddings" and embeddings:
        raise BadRequest(
            f"the model '{name}' is an embeddings model; use it with /v1/embeddings", param="model",
            code="model_is_embeddings",
        )


def inherits(session: str, pinned: str, in_loop: bool, body: dict[str, Any], side: str | None = None) -> bool:
    """Does this request continue its session's route?

    A tool result always goes back to the version that issued the call (no switch inside a tool loop).
    Otherwise a session that did long-horizon work keeps the standard version for its next turns ("continue",
    "fix it"), but only for turns of the agent loop itself: requests that carry tools, or that continue the
    same conversation (a fingerprinted session). Side calls of agent clients (titles, commit messages,
    summaries, compactions) are classified on their own ask, even when they carry the agent's tools and
    history or quote its request.
    """
    if in_loop:
        return True
    if side is not None:
        return False
    return pinned == "standard" and (bool(body.get("tools")) or session.startswith("fingerprint:"))


def route_override(headers: dict[str, str]) -> str | None:
    """The version a client asks for with ``x-gateway-route`` (``auto`` or empty: no override).

    An unknown value is refused rather than ignored: a typo (``turbo``, ``standrad``) would otherwise route
    by the classifier while the client believes it chose."""
    value = headers.get("x-gateway-route")
    if value is None:
        return None
    value = value.strip().lower()
    if value in ("", "auto"):
        return None
    if value not in pm.VERSION_NAMES:
        raise BadRequest(
            f"x-gateway-route must be one of {', '.join(pm.VERSION_NAMES)} or auto, not '{value[:40]}'",
            param="x-gateway-route",
            code="invalid_route",
        )
    return value


def pinned_state(value: str | None) -> tuple[str | None, int]:
    """A stored session value: ``version`` or ``version@N`` (moved to it at a request of N upstream messages,
    whose earlier turns another version wrote)."""
    if not isinstance(value, str):
        return None, 0
    version, _, at = value.partition("@")
    return version, int(at) if at.isdigit() else 0


_namespaces: dict[str, str] = {}


def session_namespace(deployment: str | None, loaded: LoadedPolicy) -> str:
    """This deployment's prefix of session keys: the configured name, else one derived from the policy's
    teams and key hashes (what tells deployments apart and what replicas of one share), once per policy."""
    if deployment:
        return deployment
    found = _namespaces.get(loaded.digest)
    if found is None:
        teams = sorted((name, sorted(k.sha256 for k in team.keys)) for name, team in loaded.policy.teams.items())
        found = "p" + hashlib.blake2b(orjson.dumps(teams), digest_size=6).hexdigest()
        if len(_namespaces) > 64:
            _namespaces.clear()
        _namespaces[loaded.digest] = found
    return found


def _hand_over(ctx: RequestContext, stored: str, moved_at: int) -> tuple[RequestContext, int]:
    """Drop the reasoning another version wrote from the upstream body (see ``gateway.pipeline.handoff``): all of it
    when this request goes to another version than its session's, else that of the turns before the
    session's last move. Returns the context and the session's new move point."""
    assert ctx.decision is not None
    if ctx.decision.version != stored:
        messages = ctx.body.get("messages")
        moved_at = len(messages) if isinstance(messages, list) else 0
    if not moved_at:
        return ctx, 0
    body = handoff.for_new_version(ctx.body, moved_at)
    return (ctx if body is ctx.body else replace(ctx, body=body)), moved_at


async def classify_and_decide(
    services: Services, ctx: RequestContext, headers: dict[str, str], loaded: LoadedPolicy
) -> RequestContext:
    """Score the request, find its session, and let the pure ``decide`` pick the version."""
    policy = loaded.policy
    team = policy.teams[ctx.team]
    model = policy.models[ctx.model_name]
    score: float | None = None
    threshold = DEFAULT_THRESHOLD
    pinned: pm.VersionName | None = None
    stored: str | None = None
    moved_at = 0
    session: str | None = None
    store_key = ""
    in_loop = False
    side: str | None = None
    rounds = 0
    if ctx.endpoint != "/v1/embeddings":
        body = ctx.client_body
        score = services.scorer.score(ctx.endpoint, headers, body)
        threshold = services.scorer.threshold
        session = bounded_session(session_key(ctx.endpoint, headers, body))
        in_loop = in_tool_loop(ctx.endpoint, body)
        # a side call matters for a session (it neither takes nor changes its route) or against a long score
        if not in_loop and (
            session is not None or (score is not None and score >= (team.long_horizon_threshold or threshold))
        ):
            side = side_call(ctx.endpoint, body)
        if session is not None:
            # sessions never cross teams, nor deployments sharing one Redis
            store_key = f"{session_namespace(services.settings.deployment, loaded)}/{ctx.team}/{session}"
            stored, moved_at = pinned_state(await services.quota.get_session(store_key))
            if (
                pm.is_version_name(stored) and stored in model.versions
                and inherits(session, stored, in_loop, body, side)
            ):
                pinned = stored
                esc = team.escalation
                if pinned == "fast" and in_loop and esc.enabled and esc.after_tool_rounds is not None:
                    rounds = tool_rounds(ctx.endpoint, body, esc.after_tool_rounds)
    route_header = route_override(headers)
    version_spec = model.versions.get("fast") or model.versions[model.default_version]
    route = RouteInput(
        team_name=ctx.team,
        team=team,
        model_name=ctx.model_name,
        model=model,
        endpoint=ctx.endpoint,
        route_header=route_header,
        prompt_tokens=ctx.prompt_estimate,
        max_output_tokens=admission.max_output_tokens(ctx, version_spec) if admission.asked_output(ctx) else 0,
        score=score,
        threshold=threshold,
        pinned_version=pinned,
        in_loop=in_loop,
        tool_rounds=rounds,
        side_call=side,
    )
    decision = output_fit.route(decide(policy, route), model, ctx.model_name, ctx.body, ctx.prompt_estimate)
    has_tools = bool(ctx.client_body.get("tools"))
    facts = facts_of(route, score is not None, stored, has_tools)
    ctx = ctx.routed(decision, score, route.request_class, session, facts)
    if stored is not None and stored in model.versions:
        ctx, moved_at = _hand_over(ctx, stored, moved_at)
    if store_key and side is None and (in_loop or route.request_class == "long_horizon" or has_tools):
        value = f"{decision.version}@{moved_at}" if moved_at else decision.version
        services.spawn(services.quota.set_session(store_key, value, SESSION_TTL_SECONDS))
    return ctx


async def reserve(
    services: Services, ctx: RequestContext, loaded: LoadedPolicy, recorder: Recorder
) -> tuple[RequestContext, dict[str, str]]:
    """Hold every limit for the request at once; downgrade long-horizon work to fast when the team says so.

    A denial is recorded in the ledger too (outcome denied_quota / denied_task_limit), so finance and the
    task timeline see where a task was cut.
    """
    assert ctx.decision is not None
    team = loaded.policy.teams[ctx.team]
    model = loaded.policy.models[ctx.model_name]
    quota = admission.team_quota(loaded.digest, ctx.team, team)

    async def hold(version_name: pm.VersionName) -> Admission:
        version = model.versions[version_name]
        price, _ = services.prices.price(loaded.digest, ctx.model_name, version_name, version)
        tokens, money = admission.estimate(ctx, version, price)
        return await admission.reserve(
            services.quota,
            admission.reserve_request(
                ctx, quota, tokens, money, services.settings.quota_lease_seconds
            ),
        )

    verdict = await hold(ctx.decision.version)
    if (
        not verdict.admitted
        and not verdict.retry_can_help
        and team.on_exhaustion == "downgrade"
        and ctx.decision.version == "standard"
        and "fast" in model.versions
        and (verdict.denied_by or "").endswith("budget")
    ):
        downgraded = await hold("fast")
        if downgraded.admitted:
            decision = replace(
                ctx.decision,
                version="fast",
                fallbacks=(),
                reason=f"{ctx.decision.reason}>budget-downgrade({verdict.denied_by})",
            )
            recorder.reserved = True
            return ctx.with_decision(decision), admission.budget_headers(downgraded.snapshot)
    if not verdict.admitted:
        QUOTA_REJECTIONS.labels(ctx.team, verdict.denied_by or "unknown").inc()
        error = admission.denial_error(verdict, ctx.team)
        name = ctx.decision.version
        now = time.perf_counter()
        denied = Attempt(
            index=0,
            version_name=name,
            version=model.versions[name],
            started=now,
            finished=now,
            usage=Usage(),
            status=429,
            error=error.message[:200],
            streamed=ctx.stream,
            outcome="denied_task_limit" if (verdict.denied_by or "").startswith("task_") else "denied_quota",
        )
        recorder.attempt(ctx, denied)
        raise error
    recorder.reserved = True
    return ctx, admission.budget_headers(verdict.snapshot)


class Recorder:
    """Collects a request's attempts, writes their ledger entries and settles its reservation once."""

    def __init__(self, services: Services, loaded: LoadedPolicy, reserved: bool) -> None:
        self.services = services
        self.digest = loaded.digest
        self.reserved = reserved
        self.spent_tokens = 0
        self.spent_micros = 0
        self.settled = False
        self.trace: tracing.RequestTrace | None = None

    def attempt(self, ctx: RequestContext, attempt: Attempt) -> int | None:
        cost, table_version = attempt_cost(self.services.prices, self.digest, ctx, attempt)
        observe_attempt(ctx, attempt, cost)
        if attempt.usage is not None:
            self.spent_tokens += attempt.usage.total
        self.spent_micros += cost or 0
        if self.trace is not None:  # tracing hook
            self.trace.attempt_ended(ctx, attempt, cost)
        self.services.ledger.record(ledger_entry(ctx, attempt, cost, table_version))
        return cost

    def settle(self, ctx: RequestContext) -> None:
        if self.trace is not None:  # tracing hook: the request span ends with the request
            self.trace.finish(ctx.request_id, self.spent_micros)
        if self.settled or not self.reserved:
            return
        self.settled = True
        self.services.spawn(self._settle(ctx.request_id))

    async def _settle(self, request_id: str) -> None:
        span = self.trace.settle_span() if self.trace is not None else None  # tracing hook
        try:
            settlement = await self.services.quota.settle(request_id, self.spent_tokens, self.spent_micros)
        finally:
            if span is not None:
                span.end()
        if settlement.crossed_alerts:
            self.services.alerts.notify(settlement.crossed_alerts)


SHADOWED = ("/chat/completions", "/completions")


def observe_live(
    services: Services, ctx: RequestContext, attempt: Attempt, result: dict[str, Any], cost: int | None,
    full: Callable[[], dict[str, Any] | None] | None = None,
) -> None:
    """Hand a completed live call to the shadows (weight watch, recent sample, candidate mirror).

    Non-blocking; translated protocols are observed in their chat form, so shadows cover every frontend.
    """
    if ctx.upstream_path not in SHADOWED:
        return
    team = services.policy.current.policy.teams.get(ctx.team)
    usage = attempt.usage or Usage()
    services.shadow.observe(
        LiveCall(
            request_id=ctx.request_id,
            team=ctx.team,
            request_class=ctx.request_class,
            score=ctx.score,
            endpoint="/v1" + ctx.upstream_path,
            body=ctx.body,
            model_name=ctx.model_name,
            version_name=attempt.version_name,
            version=attempt.version,
            result=result,
            full=full,
            latency_ms=attempt.latency_ms,
            ttft_ms=attempt.ttft_ms,
            prompt_tokens=usage.prompt_tokens,
            completion_tokens=usage.completion_tokens,
            cost_micros=cost,
            key_id=ctx.key_id,
            client=ctx.client,
            session_id=ctx.session_id,
            candidate=attempt.version.candidate,
            shadow_opt_out=bool(team and team.shadow_opt_out),
            store_prompts=bool(team and team.store_prompts),
            streamed=ctx.stream,
        )
    )


def response_headers(ctx: RequestContext, extra: dict[str, str]) -> dict[str, str]:
    decision = ctx.decision
    headers = {"x-request-id": ctx.request_id, **extra}
    if decision is not None:
        headers["x-gateway-version"] = decision.version
        headers["x-gateway-reason"] = decision.reason
    if ctx.request_class is not None and ctx.score is not None:
        headers["x-gateway-request-class"] = ctx.request_class
        headers["x-gateway-score"] = f"{ctx.score:.4f}"
    return headers


def _fit_header(headers: dict[str, str], ctx: RequestContext, attempt: Attempt) -> None:
    """Say when the output budget was fitted to the serving version (clamped, or moved to another)."""
    if attempt.fitted is not None:
        headers[output_fit.HEADER] = attempt.fitted
    elif ctx.decision is not None and ">max-tokens" in ctx.decision.reason:
        headers[output_fit.HEADER] = "moved"


async def handle(services: Services, request: Request, frontend: Frontend) -> Response:
    """Serve one inference request end to end."""
    received = time.perf_counter()
    ctx: RequestContext | None = None
    recorder: Recorder | None = None
    # tracing hooks (``trace``): one check when tracing is off
    trace = tracing.begin(request.headers, frontend.endpoint, received) if tracing.ENABLED else None
    step = 0.0
    try:
        headers = plain_headers(request)
        ctx, loaded = await parse(services, request, headers, frontend, received)
        step = time.perf_counter() if trace is not None else 0.0
        ctx = await classify_and_decide(services, ctx, headers, loaded)
        assert ctx.decision is not None
        child(DECISIONS, ctx.request_class or "none", ctx.decision.version, ctx.decision.reason).inc()
        recorder = Recorder(services, loaded, reserved=False)
        if trace is not None:
            recorder.trace = trace
            trace.routed(ctx, step, step := time.perf_counter())
        ctx, quota_headers = await reserve(services, ctx, loaded, recorder)
        if trace is not None:
            trace.admitted(ctx, step, time.perf_counter(), True)
        before_upstream = time.perf_counter() - received
        async with ClientWatch(request.receive):  # a client that leaves cancels the upstream call
            if ctx.stream:
                return await stream(services, frontend, ctx, recorder, quota_headers, before_upstream)
            return await once(services, frontend, ctx, recorder, quota_headers, before_upstream)
    except GatewayError as error:
        if trace is not None:
            if recorder is not None and ctx is not None and not recorder.reserved:
                trace.admitted(ctx, step, time.perf_counter(), False)
            trace.failed(error.status, error.error_code or error.type)
        if ctx is not None and recorder is not None:
            recorder.settle(ctx)
        if ctx is not None:
            request_line(ctx, error.status, None, None, None, error.error_code)
            request_id = ctx.request_id
        else:
            request_id = request_id_of(plain_headers(request))
            refused_line(request_id, frontend.endpoint, error, received)
        if trace is not None:
            trace.finish(request_id, recorder.spent_micros if recorder is not None else 0)
        return frontend.error_response(error, {"x-request-id": request_id})
    finally:
        if trace is not None:
            trace.leave()


async def once(services: Services, frontend: Frontend, ctx: RequestContext, recorder: Recorder,
               quota_headers: dict[str, str], before_upstream: float) -> Response:
    """A non-streamed answer: the upstream's bytes are returned as they came (no re-serialization).

    The answer is built first and its bookkeeping (usage, cost, ledger entry, metrics, shadows, settle, log
    line) runs once it is written, so the client no longer waits for it. The bookkeeping is
    synchronous and runs before the loop serves anything else, so no later request sees a ledger, metric or
    quota without it."""
    try:
        ctx, final, reply = await complete(services, ctx, recorder.attempt)
    except BaseException:
        recorder.settle(ctx)
        raise
    assert final.finished is not None
    finished = final.finished

    def account(answered: bool = True) -> None:
        try:
            found = (native.reply_usage(final.native, reply.data) if final.native
                     else usage_from(reply.data.get("usage")))
            final.usage = found or Usage(ctx.prompt_estimate, 0, 0, estimated=True)
            if recorder.trace is not None:  # tracing hook
                recorder.trace.answered(reply.data)
            cost = recorder.attempt(ctx, final)
            if final.native is None:  # shadows compare chat answers
                observe_live(services, ctx, final, reply.data, cost)
            if answered:
                OVERHEAD.observe(overhead_ms / 1000.0)
                request_line(ctx, 200, final, cost, overhead_ms)
        except Exception as exc:  # the answer is already out: log, never lose the settle below
            log.error("accounting_failed", request_id=ctx.request_id, error=type(exc).__name__)
        finally:
            recorder.settle(ctx)

    try:
        content = reply.body if final.native else frontend.render(ctx, reply.data) or reply.body
        headers = response_headers(ctx, quota_headers)
    except BaseException:  # no answer to send (the caller answers 500), but the upstream call is accounted
        account(answered=False)
        raise
    overhead_ms = (before_upstream + (time.perf_counter() - finished)) * 1000.0
    headers["x-gateway-overhead-ms"] = f"{overhead_ms:.3f}"
    _fit_header(headers, ctx, final)
    return JSONAnswer(content, headers, after=account)


async def stream(services: Services, frontend: Frontend, ctx: RequestContext, recorder: Recorder,
                 quota_headers: dict[str, str], before_upstream: float) -> Response:
    """A streamed answer: chunks are passed through as they arrive; usage is learned from the stream."""
    try:
        ctx, attempt, opened = await open_stream(services, ctx, recorder.attempt)
    except BaseException:
        recorder.settle(ctx)
        raise
    overhead_ms = before_upstream * 1000.0
    OVERHEAD.observe(overhead_ms / 1000.0)
    headers = response_headers(ctx, quota_headers)
    headers["x-gateway-overhead-ms"] = f"{overhead_ms:.3f}"
    _fit_header(headers, ctx, attempt)

    def done(
        final_ctx: RequestContext, final: Attempt, result: dict[str, Any] | None,
        full: Callable[[], dict[str, Any] | None] | None,
    ) -> None:
        try:
            if recorder.trace is not None:  # tracing hook: the assembled answer's model and finish reasons
                recorder.trace.answered(full() if full is not None else result)
            cost = recorder.attempt(final_ctx, final)
            request_line(final_ctx, 200, final, cost, overhead_ms)
            if result is not None:
                observe_live(services, final_ctx, final, result, cost, full)
        finally:
            recorder.settle(final_ctx)

    return relay_response(ctx, attempt, opened, headers, done, frontend)


async def count_message_tokens(services: Services, request: Request) -> Response:
    """``POST /v1/messages/count_tokens``: Claude Code compacts its context from this estimate."""
    frontend = AnthropicFrontend()
    received = time.perf_counter()
    headers = plain_headers(request)
    request_id = request_id_of(headers)
    endpoint = "/v1/messages/count_tokens"
    try:
        raw = await read_body(request, services.settings.max_body_bytes, headers.get("content-length"))
        loaded = services.policy.current
        caller = authenticate(headers, loaded.keys)
        body = parse_json_object(raw)
        try:
            tokens = count_tokens(body)
        except ProtocolError as exc:
            raise BadRequest(exc.message, param=exc.param) from None
    except GatewayError as error:
        endpoint_line(request_id, endpoint, error.status, received, error=error.error_code)
        return frontend.error_response(error, {"x-request-id": request_id})
    endpoint_line(request_id, endpoint, 200, received, team=caller.team)
    return Response(
        orjson.dumps({"input_tokens": tokens}), media_type="application/json", headers={"x-request-id": request_id}
    )
