"""OpenTelemetry traces of the request path, exported over OTLP/HTTP; off unless ``OTEL_*`` asks for them.

One span per inference request (kind SERVER, the client's W3C ``traceparent`` as its parent), with children
``classify``, ``admit``, one ``chat {upstream model}`` span per upstream attempt (kind CLIENT, its context sent
upstream as ``traceparent``) and ``settle``. Attributes follow the OpenTelemetry GenAI semantic conventions
(``gen_ai.*``) plus the gateway's own (``gateway.*``: team, request_class, score, version, reason, cost).

Configured by the standard variables only: export is on when ``OTEL_EXPORTER_OTLP_ENDPOINT`` (or
``OTEL_EXPORTER_OTLP_TRACES_ENDPOINT``) is set or ``OTEL_TRACES_EXPORTER`` names ``otlp``, unless
``OTEL_SDK_DISABLED=true`` or ``OTEL_TRACES_EXPORTER=none``; the SDK itself reads ``OTEL_SERVICE_NAME``,
``OTEL_RESOURCE_ATTRIBUTES``, ``OTEL_TRACES_SAMPLER`` / ``OTEL_TRACES_SAMPLER_ARG`` and ``OTEL_BSP_*``. When
off, no tracer or exporter is loaded and the request path pays one check of ``ENABLED``. The SDK is the
optional extra ``otel``.

Span times are ``time.perf_counter`` readings (most of them the pipeline's own), put on the wall clock by one
offset taken at start-up.
"""

from __future__ import annotations

import os
import time
from collections.abc import Mapping
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from opentelemetry.trace import Span, Tracer

    from gateway.pipeline.forward import Attempt
    from gateway.pipeline.parse import RequestContext
    from gateway.upstreams.base import UpstreamCall

ENABLED = False
SERVICE_NAME = "model-routing-gateway"
_tracer: Tracer | None = None
_provider: Any = None
_offset_ns = 0  # wall clock (ns) minus perf_counter (ns)
_propagator: Any = None  # the W3C trace-context propagator, once configured
_trace: Any = None  # the opentelemetry.trace module, once configured
CURRENT: ContextVar[RequestTrace | None] = ContextVar("gateway_request_trace", default=None)


class TracingUnavailable(RuntimeError):
    """OTLP export was asked for but cannot be set up (the ``otel`` extra missing, an unsupported protocol)."""


def wanted(environ: Mapping[str, str]) -> bool:
    """Do the standard ``OTEL_*`` variables ask for trace export?"""
    if environ.get("OTEL_SDK_DISABLED", "").strip().lower() == "true":
        return False
    exporters = {e.strip().lower() for e in environ.get("OTEL_TRACES_EXPORTER", "").split(",") if e.strip()}
    if "none" in exporters:
        return False
    endpoint = environ.get("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT") or environ.get("OTEL_EXPORTER_OTLP_ENDPOINT")
    return bool(endpoint) or "otlp" in exporters


def configure(environ: Mapping[str, str] = os.environ) -> bool:
    """Set up export when the environment asks for it (once, at start-up); returns whether tracing is on."""
    global ENABLED, _tracer, _provider, _offset_ns, _propagator, _trace
    if not wanted(environ):
        ENABLED = False
        return False
    protocol = (environ.get("OTEL_EXPORTER_OTLP_TRACES_PROTOCOL") or environ.get("OTEL_EXPORTER_OTLP_PROTOCOL")
                or "http/protobuf").strip().lower()
    if protocol != "http/protobuf":
        raise TracingUnavailable(f"OTEL_EXPORTER_OTLP_PROTOCOL={protocol} is not supported: the gateway exports "
                                 "traces over OTLP/HTTP (http/protobuf); point it at the collector's HTTP port (4318)")
    try:
        from opentelemetry import trace
        from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
        from opentelemetry.sdk.resources import Resource
        from opentelemetry.sdk.trace import TracerProvider
        from opentelemetry.sdk.trace.export import BatchSpanProcessor
        from opentelemetry.trace.propagation.tracecontext import TraceContextTextMapPropagator
    except ImportError as exc:
        raise TracingUnavailable(
            f"OTEL_* asks for trace export but the OpenTelemetry SDK is not installed ({exc.name}): "
            "pip install 'model-routing-gateway[otel]'"
        ) from None
    resource = Resource.create({"service.name": environ.get("OTEL_SERVICE_NAME") or SERVICE_NAME})
    provider = TracerProvider(resource=resource)  # the sampler comes from OTEL_TRACES_SAMPLER(_ARG)
    provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter()))
    _provider = provider
    _tracer = provider.get_tracer("gateway")
    _propagator, _trace = TraceContextTextMapPropagator(), trace
    _offset_ns = time.time_ns() - time.perf_counter_ns()
    ENABLED = True
    return True


def shutdown() -> None:
    """Export what is queued and stop (at server shutdown)."""
    global ENABLED
    ENABLED = False
    if _provider is not None:
        _provider.shutdown()


def _ns(perf: float) -> int:
    return _offset_ns + int(perf * 1e9)


def _system(provider: str, upstream_model: str) -> str:
    """``gen_ai.system``: the provider family (litellm names carry it as a prefix, ``anthropic/claude-...``)."""
    if provider == "litellm":
        return upstream_model.partition("/")[0] if "/" in upstream_model else "litellm"
    return provider


OPERATIONS = {"/v1/embeddings": "embeddings", "/v1/completions": "text_completion"}


class RequestTrace:
    """The spans of one request. The request span's attributes are gathered in a dict and set once, as it
    ends (each ``set_attribute`` of the SDK takes a lock and validates); an unsampled request builds none and
    only passes its trace context upstream."""

    __slots__ = ("answer", "attrs", "context", "ended", "last_outcome", "recording", "span", "token")

    def __init__(self, headers: Mapping[str, str], endpoint: str, received: float) -> None:
        assert _tracer is not None
        parent = _propagator.extract(headers) if "traceparent" in headers else None
        self.span: Span = _tracer.start_span(f"POST {endpoint}", context=parent, kind=_trace.SpanKind.SERVER,
                                             start_time=_ns(received))
        self.context = _trace.set_span_in_context(self.span)
        self.recording = self.span.is_recording()
        self.ended = False
        self.last_outcome: str | None = None
        self.attrs: dict[str, Any] = {"http.request.method": "POST", "http.route": endpoint,
                                      "gen_ai.operation.name": OPERATIONS.get(endpoint, "chat")}
        self.answer: dict[str, Any] = {}  # gen_ai.response.* of the answer, set on the answering attempt too
        self.token = CURRENT.set(self)

    def leave(self) -> None:
        """The request's handler returns (its stream, if any, goes on): forward no longer finds this trace."""
        CURRENT.reset(self.token)

    def _step(self, name: str, start: float, end: float, attributes: dict[str, Any]) -> None:
        """A child span of a step already done (classify, admit), from the pipeline's own timestamps."""
        assert _tracer is not None
        span = _tracer.start_span(name, context=self.context, start_time=_ns(start), attributes=attributes)
        span.end(end_time=_ns(end))

    def routed(self, ctx: RequestContext, start: float, end: float) -> None:
        if not self.recording:
            return
        decision = ctx.decision
        step: dict[str, Any] = {}
        if ctx.request_class is not None:
            step["gateway.request_class"] = ctx.request_class
        if ctx.score is not None:
            step["gateway.score"] = ctx.score
        if decision is not None:
            step["gateway.version"] = decision.version
            step["gateway.reason"] = decision.reason
        self._step("classify", start, end, step)
        attrs = self.attrs
        attrs.update(step)
        attrs["gen_ai.request.model"] = ctx.model_name
        attrs["gateway.team"] = ctx.team
        if ctx.session_id is not None:
            attrs["gateway.session"] = ctx.session_id

    def admitted(self, ctx: RequestContext, start: float, end: float, admitted: bool) -> None:
        if not self.recording:
            return
        decision = ctx.decision
        step: dict[str, Any] = {"gateway.admitted": admitted}
        if decision is not None:
            step["gateway.version"] = self.attrs["gateway.version"] = decision.version
            step["gateway.reason"] = self.attrs["gateway.reason"] = decision.reason
        self._step("admit", start, end, step)

    def attempt_started(self, ctx: RequestContext, attempt: Attempt, call: UpstreamCall) -> None:
        """Open the attempt's span and put its context in the upstream call's ``traceparent``."""
        carrier: dict[str, str] = {}
        if not self.recording:  # the trace goes on upstream, unsampled
            _propagator.inject(carrier, context=self.context)
            call.headers = carrier
            return
        assert _tracer is not None
        version = attempt.version
        span = _tracer.start_span(
            f"chat {version.upstream_model}", context=self.context, kind=_trace.SpanKind.CLIENT,
            start_time=_ns(attempt.started),
            attributes={
                "gen_ai.operation.name": OPERATIONS.get(ctx.endpoint, "chat"),
                "gen_ai.system": _system(version.provider, version.upstream_model),
                "gen_ai.request.model": version.upstream_model,
                "gateway.model": ctx.model_name,
                "gateway.version": attempt.version_name,
                "gateway.attempt": attempt.index,
                "gateway.streamed": attempt.streamed,
            },
        )
        attempt.span = span
        _propagator.inject(carrier, context=_trace.set_span_in_context(span))
        call.headers = carrier

    def attempt_ended(self, ctx: RequestContext, attempt: Attempt, cost_micros: int | None) -> None:
        span = attempt.span
        if span is None:
            return
        attempt.span = None
        attributes: dict[str, Any] = {"gateway.outcome": attempt.outcome, "http.response.status_code": attempt.status}
        usage = attempt.usage
        if usage is not None and not usage.estimated:
            attributes["gen_ai.usage.input_tokens"] = usage.prompt_tokens
            attributes["gen_ai.usage.output_tokens"] = usage.completion_tokens
        if cost_micros is not None:
            attributes["gateway.cost_usd"] = cost_micros / 1_000_000
        if attempt.ttft is not None and attempt.streamed:
            attributes["gateway.time_to_first_token_seconds"] = attempt.ttft - attempt.started
        self.last_outcome = attempt.outcome
        if attempt.outcome != "ok":
            attributes["error.type"] = attempt.outcome
            span.set_status(_trace.Status(_trace.StatusCode.ERROR, attempt.error or attempt.outcome))
        else:
            attributes.update(self.answer)
            attrs = self.attrs
            attrs["gen_ai.system"] = _system(attempt.version.provider, attempt.version.upstream_model)
            attrs["gateway.version"] = attempt.version_name
            if ctx.decision is not None:  # the decision as it ended (a fallback, an alternate)
                attrs["gateway.reason"] = ctx.decision.reason
            if "gen_ai.usage.input_tokens" in attributes:
                attrs["gen_ai.usage.input_tokens"] = attributes["gen_ai.usage.input_tokens"]
                attrs["gen_ai.usage.output_tokens"] = attributes["gen_ai.usage.output_tokens"]
        span.set_attributes(attributes)
        end = attempt.finished
        span.end(end_time=None if end is None else _ns(end))

    def answered(self, data: dict[str, Any] | None) -> None:
        """The answer's own model and finish reasons (from the upstream's reply, or the assembled stream)."""
        if not data or not self.recording:
            return
        attributes: dict[str, Any] = {}
        model = data.get("model")
        if isinstance(model, str):
            attributes["gen_ai.response.model"] = model
        choices = data.get("choices")
        if isinstance(choices, list):
            reasons = [str(c["finish_reason"]) for c in choices if isinstance(c, dict) and c.get("finish_reason")]
            if reasons:
                attributes["gen_ai.response.finish_reasons"] = reasons
        response_id = data.get("id")
        if isinstance(response_id, str):
            attributes["gen_ai.response.id"] = response_id
        self.answer = attributes
        self.attrs.update(attributes)

    def failed(self, status: int, code: str) -> None:
        """The request is answered with an error (the span ends when it is settled, or by ``finish``)."""
        self.attrs["http.response.status_code"] = status
        self.attrs["error.type"] = code

    def finish(self, request_id: str, cost_micros: int) -> None:
        """End the request span (once)."""
        if self.ended:
            return
        self.ended = True
        span = self.span
        if self.recording:
            attrs = self.attrs
            attrs["gateway.request_id"] = request_id
            attrs["gateway.cost_usd"] = cost_micros / 1_000_000
            if "http.response.status_code" not in attrs:
                attrs["http.response.status_code"] = 200
                if self.last_outcome not in (None, "ok"):  # a stream that broke off, or whose client left
                    attrs["error.type"] = self.last_outcome
            if "error.type" in attrs:
                span.set_status(_trace.Status(_trace.StatusCode.ERROR, str(attrs["error.type"])))
            span.set_attributes(attrs)
        span.end()

    def settle_span(self) -> Span | None:
        assert _tracer is not None
        return _tracer.start_span("settle", context=self.context) if self.recording else None


def begin(headers: Mapping[str, str], endpoint: str, received: float) -> RequestTrace:
    return RequestTrace(headers, endpoint, received)


def attempt_started(ctx: RequestContext, attempt: Attempt, call: UpstreamCall) -> None:
    """Called by ``gateway.pipeline.forward`` before each upstream attempt, only when ``ENABLED``."""
    trace = CURRENT.get()
    if trace is not None:
        trace.attempt_started(ctx, attempt, call)
