"""OpenTelemetry traces on a real gateway process, exported over OTLP/HTTP to a receiver in the test.

A streamed agent turn (tools, through the openai SDK) whose fast version answers 500 and falls back to the
standard one: the receiver gets one trace, parented on the client's ``traceparent``, with the request span,
its classify / admit / settle steps and one span per upstream attempt, each carrying the GenAI attributes
and the gateway's own; each attempt's context reaches the upstream as its ``traceparent``.
"""

from __future__ import annotations

import os
import secrets
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import anthropic
import httpx
import openai
import pytest

from gateway.observability import tracing
from tests.conftest import KEY_A, two_teams
from tests.observability.otlp_receiver import OTLPReceiver, ReceivedSpan
from tests.support.policies import openai_version, policy
from tests.support.procs import GatewayProcess, write_policy
from tests.support.upstream import RecordingUpstream

SERVER, CLIENT = 2, 3  # opentelemetry.proto.trace.v1.Span.SpanKind
STATUS_ERROR = 2
PATH_ARG = {"type": "object", "properties": {"path": {"type": "string"}}}
TOOLS = [{"type": "function", "function": {"name": "read_file", "description": "Read a file", "parameters": PATH_ARG}}]
Traced = tuple[GatewayProcess, OTLPReceiver, RecordingUpstream]


@pytest.fixture(scope="module")
def traced(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Traced]:
    with OTLPReceiver() as receiver, RecordingUpstream(tokens=4) as upstream:
        doc = policy(two_teams(),
                     fast=openai_version(upstream.url, "fault-500-otel"),
                     standard=openai_version(upstream.url, "ok", context_window=200000))
        root: Path = tmp_path_factory.mktemp("otel")
        write_policy(root / "policies", doc)
        env = {"OTEL_EXPORTER_OTLP_ENDPOINT": receiver.endpoint, "OTEL_SERVICE_NAME": "gateway-under-test",
               "OTEL_TRACES_SAMPLER": "parentbased_always_on", "OTEL_BSP_SCHEDULE_DELAY": "100"}
        with GatewayProcess(root / "policies", root / "state", env=env) as gw:
            yield gw, receiver, upstream


def _by_name(spans: list[ReceivedSpan]) -> dict[str, list[ReceivedSpan]]:
    out: dict[str, list[ReceivedSpan]] = {}
    for span in spans:
        out.setdefault(span.name, []).append(span)
    return out


def _complete(spans: list[ReceivedSpan]) -> bool:
    names = {s.name for s in spans}
    return {"POST /v1/chat/completions", "classify", "admit", "settle"} <= names and \
        sum(s.name.startswith("chat ") for s in spans) >= 2


def test_a_streamed_agent_turn_with_a_failed_attempt_and_its_fallback_is_one_trace(
    traced: Traced,
) -> None:
    gw, receiver, upstream = traced
    trace_id, client_span = secrets.token_hex(16), secrets.token_hex(8)
    client = openai.OpenAI(base_url=gw.url, api_key=KEY_A, max_retries=0)
    seen = len(upstream.headers)
    stream = client.chat.completions.create(
        model="coder", stream=True, tools=TOOLS,  # type: ignore[arg-type]
        messages=[{"role": "user", "content": "read setup.py and tell me what it installs"}],
        extra_headers={"traceparent": f"00-{trace_id}-{client_span}-01", "x-gateway-route": "fast"},
    )
    text = "".join(chunk.choices[0].delta.content or "" for chunk in stream if chunk.choices)
    assert text == "t0 t1 t2 t3 "

    spans = receiver.trace(trace_id, _complete)
    assert _complete(spans), [s.name for s in spans]
    named = _by_name(spans)
    (request,) = named["POST /v1/chat/completions"]
    # the client's traceparent is the request span's parent
    assert request.parent_span_id == client_span and request.kind == SERVER
    assert request.resource["service.name"] == "gateway-under-test"
    attrs = request.attributes
    assert attrs["gen_ai.request.model"] == "coder"
    assert attrs["gen_ai.response.model"] == "ok"
    assert attrs["gen_ai.response.finish_reasons"] == ["stop"]
    assert attrs["gen_ai.system"] == "openai"
    assert attrs["gen_ai.usage.output_tokens"] == 4 and attrs["gen_ai.usage.input_tokens"] > 0
    assert attrs["gateway.team"] == "alpha"
    assert attrs["gateway.version"] == "standard"
    assert attrs["gateway.reason"].endswith(">fallback")
    assert attrs["gateway.cost_usd"] > 0
    assert attrs["http.response.status_code"] == 200
    assert "gateway.request_class" in attrs and isinstance(attrs["gateway.score"], float)

    for step in ("classify", "admit", "settle"):
        (span,) = named[step]
        assert span.parent_span_id == request.span_id, step
    assert named["classify"][0].attributes["gateway.request_class"] == attrs["gateway.request_class"]

    failed, answered = sorted((s for s in spans if s.name.startswith("chat ")), key=lambda s: s.start_ns)
    for attempt in (failed, answered):
        assert attempt.parent_span_id == request.span_id and attempt.kind == CLIENT
        assert attempt.attributes["gen_ai.system"] == "openai"
        assert attempt.attributes["gateway.model"] == "coder"
    assert failed.name == "chat fault-500-otel"
    assert failed.attributes["gateway.version"] == "fast"
    assert failed.attributes["gateway.outcome"] == "fallback"
    assert failed.attributes["http.response.status_code"] == 500
    assert failed.status_code == STATUS_ERROR
    assert answered.name == "chat ok"
    assert answered.attributes["gateway.version"] == "standard"
    assert answered.attributes["gateway.outcome"] == "ok"
    assert answered.attributes["gen_ai.request.model"] == "ok"
    assert answered.attributes["gen_ai.response.model"] == "ok"
    assert answered.attributes["gen_ai.usage.output_tokens"] == 4
    assert answered.attributes["gateway.cost_usd"] > 0
    assert failed.end_ns <= answered.start_ns and answered.end_ns <= request.end_ns

    # each attempt's own context reached the upstream
    sent = [h.get("traceparent") for h in upstream.headers[seen:]]
    assert sent == [f"00-{trace_id}-{failed.span_id}-01", f"00-{trace_id}-{answered.span_id}-01"]


def test_a_request_without_traceparent_starts_its_own_trace_and_a_refusal_is_traced_as_an_error(
    traced: Traced,
) -> None:
    gw, receiver, upstream = traced
    seen = len(upstream.headers)
    body = {"model": "coder", "messages": [{"role": "user", "content": "Write a regex for ISO dates"}]}
    answer = httpx.post(gw.url + "/chat/completions", json=body, headers={"authorization": f"Bearer {KEY_A}"})
    assert answer.status_code == 200
    sent = upstream.headers[seen:][-1].get("traceparent")
    assert sent is not None
    trace_id = sent.split("-")[1]
    spans = receiver.trace(trace_id, lambda s: any(x.name == "POST /v1/chat/completions" for x in s))
    (request,) = [s for s in spans if s.name == "POST /v1/chat/completions"]
    assert request.parent_span_id == ""
    assert request.attributes["gen_ai.response.finish_reasons"] == ["stop"]

    trace_id, parent = secrets.token_hex(16), secrets.token_hex(8)
    refused = httpx.post(gw.url + "/chat/completions", json={**body, "model": "no-such-model"},
                         headers={"authorization": f"Bearer {KEY_A}", "traceparent": f"00-{trace_id}-{parent}-01"})
    assert refused.status_code == 404
    (span,) = receiver.trace(trace_id, bool)
    assert span.parent_span_id == parent
    assert span.status_code == STATUS_ERROR
    assert span.attributes["http.response.status_code"] == 404


@pytest.mark.parametrize(
    ("environ", "on"),
    [
        ({}, False),
        ({"OTEL_SERVICE_NAME": "gw", "OTEL_TRACES_SAMPLER": "always_on"}, False),  # nowhere to send them
        ({"OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4318"}, True),
        ({"OTEL_EXPORTER_OTLP_TRACES_ENDPOINT": "http://collector:4318/v1/traces"}, True),
        ({"OTEL_TRACES_EXPORTER": "otlp"}, True),  # the SDK's default endpoint, localhost:4318
        ({"OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4318", "OTEL_SDK_DISABLED": "true"}, False),
        ({"OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4318", "OTEL_TRACES_EXPORTER": "none"}, False),
    ],
)
def test_only_the_standard_variables_turn_tracing_on(environ: dict[str, str], on: bool) -> None:
    assert tracing.wanted(environ) is on


def test_with_tracing_off_no_tracer_nor_exporter_is_loaded() -> None:
    # (FastAPI and redis-py import parts of opentelemetry on their own when it is installed)
    loaded = "any(m.startswith(('opentelemetry.sdk.trace', 'opentelemetry.exporter')) for m in sys.modules)"
    code = (f"import sys; import gateway.server.app, gateway.observability.tracing as t; t.configure({{}}); "
            f"print(t.ENABLED, {loaded})")
    env = {k: v for k, v in os.environ.items() if not k.startswith("OTEL_")}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "False"]


def test_an_unsupported_otlp_protocol_stops_the_start_with_a_clear_error(tmp_path: Path) -> None:
    write_policy(tmp_path / "policies", policy(two_teams()))
    env = {"OTEL_EXPORTER_OTLP_ENDPOINT": "http://127.0.0.1:4317", "OTEL_EXPORTER_OTLP_PROTOCOL": "grpc"}
    gw = GatewayProcess(tmp_path / "policies", tmp_path / "state", env=env)
    with pytest.raises(RuntimeError, match="exited") as failed:
        gw.start()
    gw.stop()
    assert "OTEL_EXPORTER_OTLP_PROTOCOL=grpc is not supported" in str(failed.value)


def test_a_streamed_anthropic_messages_turn_is_traced_in_the_same_terms(traced: Traced) -> None:
    gw, receiver, _ = traced
    trace_id, parent = secrets.token_hex(16), secrets.token_hex(8)
    claude = anthropic.Anthropic(base_url=gw.base, api_key=KEY_A, max_retries=0)
    with claude.messages.stream(
        model="coder", max_tokens=64, messages=[{"role": "user", "content": "rename the variable x to count"}],
        extra_headers={"traceparent": f"00-{trace_id}-{parent}-01"},
    ) as stream:
        text = "".join(stream.text_stream)
    assert text == "t0 t1 t2 t3 "
    spans = receiver.trace(trace_id, lambda s: any(x.name == "POST /v1/messages" for x in s))
    (request,) = [s for s in spans if s.name == "POST /v1/messages"]
    assert request.parent_span_id == parent
    attrs = request.attributes
    assert attrs["gen_ai.request.model"] == "coder"
    assert attrs["gen_ai.response.model"] == "ok"
    assert attrs["gen_ai.response.finish_reasons"] == ["stop"]
    assert attrs["gen_ai.usage.output_tokens"] == 4
    attempts = [s for s in spans if s.name.startswith("chat ")]
    assert attempts and all(a.parent_span_id == request.span_id for a in attempts)
    assert attempts[-1].attributes["gateway.outcome"] == "ok"


def test_an_unsampled_request_exports_nothing_but_carries_its_trace_upstream(tmp_path: Path) -> None:
    with OTLPReceiver() as receiver, RecordingUpstream(tokens=2) as upstream:
        write_policy(tmp_path / "policies", policy(two_teams(), fast=openai_version(upstream.url, "ok")))
        env = {"OTEL_EXPORTER_OTLP_ENDPOINT": receiver.endpoint, "OTEL_TRACES_SAMPLER": "always_off",
               "OTEL_BSP_SCHEDULE_DELAY": "100"}
        with GatewayProcess(tmp_path / "policies", tmp_path / "state", env=env) as gw:
            trace_id, parent = secrets.token_hex(16), secrets.token_hex(8)
            ask = [{"role": "user", "content": "Write a regex for ISO dates"}]
            body = {"model": "coder", "stream": True, "messages": ask}
            headers = {"authorization": f"Bearer {KEY_A}", "traceparent": f"00-{trace_id}-{parent}-01"}
            answer = httpx.post(gw.url + "/chat/completions", json=body, headers=headers, timeout=30)
            assert answer.status_code == 200 and "[DONE]" in answer.text
            sent = upstream.headers[-1]["traceparent"].split("-")
            assert sent[1] == trace_id and sent[3] == "00"  # the same trace, marked not sampled
        # the gateway has stopped, so its exporter flushed whatever it had
        assert receiver.spans == []
