"""App assembly: ``create_app(settings)`` builds the services once and mounts the routes."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import orjson
from fastapi import Depends, FastAPI, Query
from fastapi.exceptions import RequestValidationError
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import Response

from gateway.admin import deps, keys_api
from gateway.admin import docs as admin_docs
from gateway.admin import routes as admin_routes
from gateway.admin.docs import validation_error
from gateway.admin.models import Error
from gateway.auth.keyring import KeyRing
from gateway.auth.keystore import open_keystore
from gateway.auth.local_keys import keys_file
from gateway.auth.lookup import authenticate
from gateway.observability import tracing
from gateway.observability.logs import configure_logging, log
from gateway.observability.metrics import IN_FLIGHT
from gateway.observability.metrics_port import MetricsListener, serving_port_metrics
from gateway.pipeline import handle as pipeline
from gateway.pipeline.handle import count_message_tokens
from gateway.pipeline.parse import plain_headers, request_id_of
from gateway.pipeline.settle import PriceBook, endpoint_line
from gateway.pipeline.stream import AccountedStreamingResponse
from gateway.policy.explain import explain_endpoint
from gateway.policy.holder import PolicyHolder
from gateway.policy.load import LoadedPolicy
from gateway.protocols.frontends import AnthropicFrontend, Frontend, build_frontends
from gateway.protocols.openai_errors import GatewayError, InternalError, MethodNotAllowed, NotFound
from gateway.quota import MemoryQuota, RedisQuota, ResilientQuota
from gateway.quota.alerts import Alerts
from gateway.quota.base import QuotaBackend
from gateway.quota.connect import TlsFiles
from gateway.quota.owed import OwedJournal
from gateway.quota.resilient import FailMode
from gateway.server.fastpath import FastPath, Handler
from gateway.server.gctune import tune_after_startup
from gateway.server.header_limits import HeaderSizeGuard
from gateway.server.services import Services
from gateway.settings import Settings
from gateway.shadow import ShadowService
from gateway.shadow import api as shadow_api
from gateway.shadow.api import run_rows
from gateway.upstreams import circuit
from gateway.upstreams.litellm_adapter import LiteLLMUpstream
from gateway.upstreams.native import AnthropicUpstream
from gateway.upstreams.openai_compat import OpenAICompatible
from gateway.upstreams.prices import PriceTable
from gateway.upstreams.simulated import Simulated
from gateway.whatif import api as whatif_api

if TYPE_CHECKING:  # imported where they are built, when the app starts
    from gateway.classify.scorer import Scorer
    from gateway.ledger.writer import LedgerWriter

INFERENCE = ("/chat/completions", "/completions", "/embeddings", "/messages", "/responses")


def _json(data: Any, status: int = 200) -> Response:
    return Response(orjson.dumps(data), status_code=status, media_type="application/json")


def _load_scorer(path: Path | None) -> Scorer:
    from gateway.classify.scorer import Scorer

    return Scorer.load(path)


async def _release_expired(services: Services) -> None:
    """Renew the leases of this replica's running requests, and free reservations whose lease passed (a dead
    replica's), on a schedule, not only at the team's next admission, so readings recover on their own.
    Every third of a lease: a renewal may fail once (a Redis blip) before a running request's lease ends."""
    interval = min(20.0, max(0.2, services.settings.quota_lease_seconds / 3))
    while True:
        await asyncio.sleep(interval)
        try:
            await services.quota.renew()
            released = await services.quota.release_expired()
        except Exception as exc:  # a quota outage is handled (and logged) by the request path
            log.warning("release_expired_failed", error=type(exc).__name__)
            continue
        if released:
            log.info("reservations_released", count=released)


def _fail_modes(loaded: LoadedPolicy) -> dict[str, FailMode]:
    return {name: team.quota_unavailable for name, team in loaded.policy.teams.items()}


def _quota_backend(settings: Settings, holder: PolicyHolder, alerts: Alerts) -> QuotaBackend:
    """In-process quotas for one process (embedded default); Redis, exact across replicas, when configured."""
    if not settings.redis_url:
        return MemoryQuota()
    tls = TlsFiles(settings.redis_ca_file, settings.redis_cert_file, settings.redis_key_file)
    quota = ResilientQuota(
        RedisQuota.from_url(settings.redis_url, tls=tls), fail_modes=_fail_modes(holder.current),
        on_alerts=alerts.notify, journal=OwedJournal(settings.state_dir / "quota-owed"),
    )

    def refresh(loaded: LoadedPolicy) -> None:
        quota.fail_modes = _fail_modes(loaded)

    holder.listeners.append(refresh)
    return quota


async def _ledger(settings: Settings) -> LedgerWriter:
    from gateway.ledger.store import open_store
    from gateway.ledger.writer import LedgerWriter

    if not settings.database_url:
        settings.state_dir.mkdir(parents=True, exist_ok=True)
    store = open_store(settings.ledger_url, settings.database_read_url)
    await store.open()
    return LedgerWriter(store)


async def build_services(settings: Settings) -> Services:
    holder = PolicyHolder(settings.policies_dir, keys_file(settings.state_dir))
    services = Services(
        settings=settings,
        policy=holder,
        upstreams={
            "openai": OpenAICompatible(),
            "simulated": Simulated(),
            "litellm": LiteLLMUpstream(),
            "anthropic": AnthropicUpstream(),
        },
    )
    circuit.BOARD.configure(settings.circuit_failures, settings.circuit_open_seconds)
    services.scorer = _load_scorer(settings.classifier_path)
    services.prices = PriceBook(PriceTable.load())
    services.alerts = Alerts(holder)
    services.quota = _quota_backend(settings, holder, services.alerts)
    services.ledger = await _ledger(settings)
    services.shadow = await _shadow(services)
    services.keyring = KeyRing(open_keystore(settings), holder)
    await services.keyring.store.open()
    await services.keyring.start()
    return services


async def _shadow(services: Services) -> ShadowService:
    """Shadow runs start for candidates at start-up and whenever a reload adds or changes one."""
    shadow = ShadowService(
        store_url=services.settings.ledger_url, upstream_for=services.upstream_for, record=services.ledger.record
    )
    await shadow.open()
    await shadow.sync(services.policy.current.policy)

    def resync(loaded: LoadedPolicy) -> None:
        services.spawn(shadow.sync(loaded.policy))

    services.policy.listeners.append(resync)
    return shadow


async def close_services(services: Services) -> None:
    await services.drain_tasks()
    await services.keyring.stop()
    # the shadows before the ledger: draining shadow calls still record entries
    abandoned = await services.shadow.close(timeout=5.0)
    log.info("shadow_closed", abandoned=abandoned)
    unwritten = await services.ledger.close(timeout=max(5.0, services.settings.drain_seconds))
    await services.ledger.store.close()
    log.info("ledger_closed", unwritten=unwritten)
    await services.quota.close()
    await services.alerts.aclose()
    for upstream in services.upstreams.values():
        await upstream.close()


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or Settings()
    configure_logging(settings.log_level)

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        tracing.configure()  # OTLP trace export when the OTEL_* variables ask for it
        services = await build_services(settings)
        app.state.services = services
        if settings.policy_reload:
            services.policy.start(settings.policy_poll_seconds)
        sweeper = asyncio.get_running_loop().create_task(_release_expired(services))
        metrics_listener = MetricsListener(settings) if settings.metrics_port is not None else None
        if metrics_listener is not None:
            await metrics_listener.open()
        log.info("gateway_started", policy=services.policy.current.digest, host=settings.host, port=settings.port)
        tune_after_startup(settings.gc_tune)
        try:
            yield
        finally:
            services.draining = True
            sweeper.cancel()
            if metrics_listener is not None:
                await metrics_listener.close()
            await services.policy.stop()
            await close_services(services)
            tracing.shutdown()

    app = FastAPI(title="model-routing gateway", version="0.1.0", lifespan=lifespan, docs_url=None, redoc_url=None,
                  openapi_url=None)
    app.add_middleware(HeaderSizeGuard, max_bytes=settings.max_header_bytes)

    def services_of(request: Request) -> Services:
        services: Services = request.app.state.services
        return services

    frontends = build_frontends()
    hot: dict[str, Handler] = {}
    for prefix in ("/v1", ""):
        for path in INFERENCE:
            frontend = frontends["/v1" + path]

            async def inference(request: Request, frontend: Frontend = frontend) -> Response:
                IN_FLIGHT.inc()
                try:
                    response = await pipeline.handle(app.state.services, request, frontend)
                except BaseException:
                    IN_FLIGHT.dec()
                    raise
                if isinstance(response, AccountedStreamingResponse):
                    response.account.in_flight = True  # a stream is in flight until its last byte: it lowers it
                else:
                    IN_FLIGHT.dec()
                return response

            app.add_route(prefix + path, inference, methods=["POST"], include_in_schema=False)
            hot[prefix + path] = inference
    app.state.hot_routes = hot

    async def count_tokens(request: Request) -> Response:
        return await count_message_tokens(services_of(request), request)

    app.add_route("/v1/messages/count_tokens", count_tokens, methods=["POST"], include_in_schema=False)

    async def models(request: Request) -> Response:
        """The models a key's team may use, in OpenAI's list shape, or in Anthropic's when the client sends
        ``anthropic-version`` (Claude Code and the anthropic SDK read ``data[].id`` and ``has_more``)."""
        received = time.perf_counter()
        headers = plain_headers(request)
        request_id = request_id_of(headers)
        anthropic = "anthropic-version" in headers
        services = services_of(request)
        loaded = services.policy.current
        try:
            caller = authenticate(headers, loaded.keys)
        except GatewayError as error:
            endpoint_line(request_id, "/v1/models", error.status, received, error=error.error_code)
            response_headers = {"x-request-id": request_id}
            if anthropic:
                return AnthropicFrontend().error_response(error, response_headers)
            return error.to_response(response_headers)
        team = loaded.policy.teams[caller.team]
        names = [name for name in loaded.policy.models if team.may_use(name)]
        if anthropic:
            body: dict[str, Any] = {
                "data": [
                    {"type": "model", "id": name, "display_name": loaded.policy.models[name].description or name,
                     "created_at": "1970-01-01T00:00:00Z"}
                    for name in names
                ],
                "has_more": False,
                "first_id": names[0] if names else None,
                "last_id": names[-1] if names else None,
            }
        else:
            body = {
                "object": "list",
                "data": [
                    {"id": name, "object": "model", "created": 0, "owned_by": "gateway",
                     "versions": sorted(loaded.policy.models[name].versions)}
                    for name in names
                ],
            }
        endpoint_line(request_id, "/v1/models", 200, received, team=caller.team)
        return Response(orjson.dumps(body), media_type="application/json", headers={"x-request-id": request_id})

    async def livez(request: Request) -> Response:
        return _json({"status": "ok"})

    async def readyz(request: Request) -> Response:
        services = services_of(request)
        checks: dict[str, Any] = {"policy": {"ok": True, "serving": services.policy.current.digest}}
        if services.policy.error:
            checks["policy"] = {
                "ok": False,
                "serving": services.policy.current.digest,
                "detail": "last reload rejected; serving the last good policy",
                "error": services.policy.error,
            }
        ready = not services.draining
        if services.draining:
            checks["draining"] = True
        quota_ok = await services.quota.ping()
        checks["quota"] = {"ok": quota_ok}
        if not quota_ok:
            fail_closed = [
                n for n, t in services.policy.current.policy.teams.items() if t.quota_unavailable == "fail_closed"
            ]
            checks["quota"]["fail_closed_teams"] = fail_closed
            ready = ready and not fail_closed
        return _json({"ready": ready, "checks": checks}, 200 if ready else 503)

    async def root(request: Request) -> Response:
        """Claude Code probes ``HEAD /`` before its first call: answered, with an id and a log line."""
        received = time.perf_counter()
        request_id = request_id_of(plain_headers(request))
        endpoint_line(request_id, "/", 200, received)
        response = _json({"name": "model-routing gateway", "openai_base_url": "/v1"})
        response.headers["x-request-id"] = request_id
        return response

    app.add_route("/v1/models", models, methods=["GET"], include_in_schema=False)
    app.add_route("/models", models, methods=["GET"], include_in_schema=False)
    app.add_route("/livez", livez, methods=["GET"], include_in_schema=False)
    app.add_route("/readyz", readyz, methods=["GET"], include_in_schema=False)
    app.add_route("/metrics", serving_port_metrics(settings), methods=["GET"], include_in_schema=False)
    app.add_route("/", root, methods=["GET", "HEAD"], include_in_schema=False)

    async def shadow_runs(request: Request, team: str | None) -> list[dict[str, Any]]:
        services = services_of(request)
        return [] if team is not None else await run_rows(services.shadow.store)

    # The body is read (with the size and depth limits) by the handler itself; the schema only describes it.
    @app.post("/admin/explain", response_class=Response, tags=["explain"], dependencies=[Depends(deps.bearer)],
              summary="How the policy would route a request, without sending it",
              responses={200: {"content": {"application/json": {"schema": {"type": "object"}}}},
                         400: {"model": Error}, 401: {"model": Error}},
              openapi_extra={"requestBody": {"required": True, "description": "an OpenAI or Anthropic request body",
                                             "content": {"application/json": {"schema": {"type": "object"}}}}})
    async def explain_route(request: Request, team: str | None = Query(
            None, description="whose policy (admin key only; a team key explains for its own team)")) -> Response:
        return await explain_endpoint(services_of(request), request)

    admin_routes.register(app, services_of, shadow_runs)
    shadow_api.register(app, services_of)
    whatif_api.register(app, services_of)
    app.include_router(keys_api.router)
    admin_docs.register(app)

    @app.exception_handler(GatewayError)
    async def gateway_error(request: Request, exc: GatewayError) -> Response:
        return exc.to_response()

    @app.exception_handler(RequestValidationError)
    async def invalid(request: Request, exc: RequestValidationError) -> Response:
        return validation_error(exc).to_response()

    @app.exception_handler(HTTPException)
    async def http_error(request: Request, exc: HTTPException) -> Response:
        if exc.status_code == 405:
            return MethodNotAllowed(f"{request.method} is not allowed on {request.url.path}").to_response()
        if exc.status_code == 404:
            return NotFound(f"no such endpoint: {request.url.path}", code="not_found").to_response()
        return GatewayError(str(exc.detail)).to_response()

    @app.exception_handler(Exception)
    async def unexpected(request: Request, exc: Exception) -> Response:
        log.error("unhandled_error", path=request.url.path, error=type(exc).__name__)
        return InternalError("the gateway failed unexpectedly; the error was logged").to_response()

    return app


def asgi_app(app: FastAPI, settings: Settings) -> FastPath:
    """What uvicorn serves: the inference routes' fast lane in front of the FastAPI app."""
    return FastPath(app, app.state.hot_routes, settings.max_header_bytes)
