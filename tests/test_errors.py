"""Bad input and failing upstreams: the right status in OpenAI's error shape, and the gateway keeps serving."""

from __future__ import annotations

import httpx
import openai
import pytest

from tests.conftest import KEY_A, GatewayFactory, two_teams
from tests.support.policies import openai_version, policy
from tests.support.procs import GatewayProcess, free_port
from tests.support.upstream import RecordingUpstream


def assert_error_shape(response: httpx.Response, status: int, code: str | None = None) -> dict[str, object]:
    assert response.status_code == status, response.text
    error = response.json()["error"]
    assert set(error) == {"message", "type", "param", "code"}
    assert isinstance(error["message"], str) and error["message"]
    if code is not None:
        assert error["code"] == code
    assert response.headers.get("x-request-id")
    return error


@pytest.fixture(scope="module")
def http(sim_gateway: GatewayProcess) -> httpx.Client:
    return httpx.Client(base_url=sim_gateway.url, headers={"authorization": f"Bearer {KEY_A}"}, timeout=10)


@pytest.mark.parametrize(
    ("content", "status", "code"),
    [
        (b"{not json", 400, "invalid_json"),
        (b"", 400, "invalid_json"),
        (b"[1, 2]", 400, "invalid_json"),
        (b'{"messages": [{"role": "user", "content": "x"}]}', 400, "missing_required_parameter"),
        (b'{"model": 5, "messages": []}', 400, "invalid_type"),
        (b'{"model": "coder"}', 400, "missing_required_parameter"),
        (b'{"model": "coder", "messages": "hello"}', 400, "invalid_type"),
        (b'{"model": "coder", "messages": [1]}', 400, "invalid_type"),
        (b'{"model": "coder", "messages": [{"role": "user", "content": "x"}], "stream": "yes"}', 400, "invalid_type"),
        (b'{"model": "coder", "messages": [{"role": "user", "content": "x"}], "max_tokens": -3}', 400, "invalid_value"),
        (
            b'{"model": "coder", "messages": [{"role": "user", "content": "x"}], "max_tokens": true}',
            400,
            "invalid_value",
        ),
        (b'{"model": "nope", "messages": [{"role": "user", "content": "x"}]}', 404, "model_not_found"),
        (b"\xff\xfe\x00garbage", 400, "invalid_json"),
        (b"[" * 5000 + b"]" * 5000, 400, "invalid_json"),
    ],
)
def test_bad_bodies(http: httpx.Client, content: bytes, status: int, code: str) -> None:
    assert_error_shape(http.post("/chat/completions", content=content), status, code)


def test_keys(sim_gateway: GatewayProcess) -> None:
    body = {"model": "coder", "messages": [{"role": "user", "content": "x"}]}
    assert_error_shape(httpx.post(sim_gateway.url + "/chat/completions", json=body), 401, "missing_api_key")
    wrong = httpx.post(sim_gateway.url + "/chat/completions", json=body, headers={"authorization": "Bearer gw-wrong"})
    error = assert_error_shape(wrong, 401, "invalid_api_key")
    assert "gw-wrong" not in str(error)
    with pytest.raises(openai.AuthenticationError):
        openai.OpenAI(base_url=sim_gateway.url, api_key="gw-nope", max_retries=0).models.list()
    ok = httpx.post(sim_gateway.url + "/chat/completions", json=body, headers={"x-api-key": KEY_A})
    assert ok.status_code == 200


def test_oversized_body_and_unknown_routes(http: httpx.Client) -> None:
    huge = b'{"model": "coder", "messages": [{"role": "user", "content": "' + b"a" * (17 * 1024 * 1024) + b'"}]}'
    assert_error_shape(http.post("/chat/completions", content=huge), 413, "request_too_large")
    assert http.get("/nothing-here").status_code == 404
    assert http.get("/chat/completions").status_code == 405
    assert http.get("/chat/completions").json()["error"]["code"] == "method_not_allowed"


def test_context_window(http: httpx.Client) -> None:
    big = "x" * (300_000 * 4)
    error = assert_error_shape(
        http.post("/chat/completions", json={"model": "coder", "messages": [{"role": "user", "content": big}]}),
        400,
        "context_length_exceeded",
    )
    assert "context window" in str(error["message"])
    mid = "word " * 40_000  # ~200 KB: too large for the fast version's 32k window, fine for standard
    response = http.post("/chat/completions", json={"model": "coder", "messages": [{"role": "user", "content": mid}]})
    assert response.status_code == 200
    assert response.headers["x-gateway-version"] == "standard"
    assert (
        "context-window" in response.headers["x-gateway-reason"]
        or response.headers["x-gateway-reason"] == "too-large-for-fast"
    )


def test_failing_upstreams(gateway_factory: GatewayFactory, upstream: RecordingUpstream) -> None:
    dead = f"http://127.0.0.1:{free_port()}/v1"
    doc = policy(
        two_teams(),
        fast=openai_version(upstream.url, "ok"),
        standard=openai_version(upstream.url, "ok", context_window=200000),
        extra_models={
            name: {"versions": {"standard": openai_version(url, model)}}
            for name, url, model in [
                ("m500", upstream.url, "fault-500"),
                ("mhang", upstream.url, "fault-hang"),
                ("mdead", dead, "ok"),
                ("mbadjson", upstream.url, "fault-badjson"),
                ("m400", upstream.url, "fault-400"),
            ]
        },
    )
    # A complete answer is bounded by the total timeout (its head comes only when it is done).
    doc["models"]["mhang"]["versions"]["standard"]["timeouts"].update(first_token=1, total=2)
    gw = gateway_factory(doc)
    http = httpx.Client(base_url=gw.url, headers={"authorization": f"Bearer {KEY_A}"}, timeout=30)

    def ask(model: str) -> httpx.Response:
        return http.post("/chat/completions", json={"model": model, "messages": [{"role": "user", "content": "x"}]})

    error = assert_error_shape(ask("m500"), 502, "upstream_error")
    assert "hunter2" not in str(error) and "db password" not in str(error)
    assert_error_shape(ask("mhang"), 504, "upstream_timeout")
    assert_error_shape(ask("mdead"), 502, "upstream_error")
    assert_error_shape(ask("mbadjson"), 502, "upstream_error")
    error = assert_error_shape(ask("m400"), 400, "upstream_rejected")
    assert "max_tokens is too large" in str(error["message"])
    assert ask("coder").status_code == 200, "the gateway keeps serving after upstream failures"
    client = openai.OpenAI(base_url=gw.url, api_key=KEY_A, max_retries=0)
    with pytest.raises(openai.InternalServerError):
        client.chat.completions.create(model="m500", messages=[{"role": "user", "content": "x"}], stream=True)


def test_no_key_or_prompt_text_in_logs(sim_gateway: GatewayProcess) -> None:
    marker = "SECRET-PROMPT-MARKER-93f1"
    body = {"model": "coder", "messages": [{"role": "user", "content": f"{marker} explain this"}]}
    ok = httpx.post(sim_gateway.url + "/chat/completions", json=body, headers={"authorization": f"Bearer {KEY_A}"})
    assert ok.status_code == 200
    bad = httpx.post(sim_gateway.url + "/chat/completions", json=body,
                     headers={"authorization": "Bearer gw-leaked-wrong-key-5521"})
    assert bad.status_code == 401
    httpx.post(sim_gateway.url + "/chat/completions", content=b'{"model": "nope", "messages": "' + marker.encode(),
               headers={"authorization": f"Bearer {KEY_A}"})
    import time

    time.sleep(0.3)
    logs = sim_gateway.logs()
    assert '"event":"request"' in logs
    assert '"status":401' in logs, "a refused request leaves its log line too"
    for secret in (marker, KEY_A, "gw-leaked-wrong-key-5521"):
        assert secret not in logs
