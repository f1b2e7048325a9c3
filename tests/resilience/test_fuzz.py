"""Hostile input against a real gateway: thousands of malformed requests (bodies, JSON types, deep nesting,
odd unicode, wrong content types, bad headers) get a 4xx in OpenAI's error shape (or a 200 when they happen
to be valid), never a 500, and the gateway keeps serving throughout.

Limits are set low on this gateway (body 64 KiB, 32 messages) so that generated input reaches them cheaply.
"""

from __future__ import annotations

import itertools
import json
import socket
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.resilience.conftest import unique_team
from tests.support.policies import SIM_FAST, SIM_STANDARD, policy
from tests.support.procs import GatewayProcess, write_policy

MAX_BODY = 64 * 1024
IDS = itertools.count()
ENDPOINTS = ["/v1/chat/completions", "/v1/completions", "/v1/embeddings", "/v1/messages", "/v1/responses",
             "/v1/messages/count_tokens", "/chat/completions"]
QUICK = {"ttft_ms": 0, "tokens_per_second": 100000, "answer_tokens": 3}
FUZZ = settings(deadline=None, database=None, derandomize=True, print_blob=True,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow,
                                       HealthCheck.data_too_large, HealthCheck.large_base_example])


@pytest.fixture(scope="module")
def gateway(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[GatewayProcess, str]]:
    team, key, entry = unique_team("fz")
    fast = {**SIM_FAST, "simulated": QUICK}
    standard = {**SIM_STANDARD, "simulated": QUICK}
    root = tmp_path_factory.mktemp("fuzz")
    write_policy(root / "policies", policy({team: entry}, fast=fast, standard=standard))
    env = {"GATEWAY_MAX_BODY_BYTES": str(MAX_BODY), "GATEWAY_MAX_MESSAGES": "32",
           "GATEWAY_MAX_HEADER_BYTES": "8192"}
    with GatewayProcess(root / "policies", root / "state", env=env) as gw:
        yield gw, key


@pytest.fixture(scope="module")
def client(gateway: tuple[GatewayProcess, str]) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=gateway[0].base, timeout=30) as http:
        yield http


odd_text = st.text(st.characters(codec="utf-8", exclude_categories=["Cs"]), max_size=40) | st.sampled_from(
    ["\u0000", "\ufeff", "\u202e", "\U0001f600" * 50, "a\u0301" * 30, "\ud7ff", "💩", "\\u0000", "null"])
scalars = (st.none() | st.booleans() | st.integers(min_value=-(2**70), max_value=2**70)
           | st.floats(allow_nan=False) | odd_text)
json_values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=5)
                           | st.dictionaries(odd_text, inner, max_size=5), max_leaves=25)
FIELDS = ["model", "messages", "prompt", "input", "stream", "max_tokens", "max_completion_tokens", "n", "tools",
          "stop", "stream_options", "temperature", "suffix", "system", "tool_choice", "previous_response_id",
          "instructions", "encoding_format", "response_format", "user"]
message = st.fixed_dictionaries({}, optional={"role": st.sampled_from(["user", "system", "assistant", "tool"])
                                              | json_values, "content": json_values | odd_text,
                                              "tool_calls": json_values, "tool_call_id": json_values})
shaped = st.fixed_dictionaries(
    {"model": st.sampled_from(["coder", "embed", "nope", ""]) | json_values},
    optional={name: json_values for name in FIELDS[1:]}
    | {"messages": st.lists(message | json_values, max_size=40), "stream": st.booleans(),
       "max_tokens": st.integers(min_value=-5, max_value=2**40)},
)


def _dump(value: Any) -> bytes:
    """stdlib json: it writes integers beyond 64 bits, which orjson (the gateway's parser) then meets."""
    return json.dumps(value, ensure_ascii=False).encode("utf-8", "surrogatepass")


def _nest(depth: int, kind: str) -> bytes:
    inner = b'{"a":' * depth + b"1" + b"}" * depth if kind == "obj" else b"[" * depth + b"]" * depth
    return b'{"model":"coder","messages":[{"role":"user","content":' + inner + b"}]}"


raw_bodies = st.one_of(
    st.builds(_dump, shaped),
    st.builds(_dump, json_values),
    st.binary(max_size=200),
    st.builds(_nest, st.integers(min_value=1, max_value=5000), st.sampled_from(["obj", "list"])),
    st.builds(lambda n: b'{"model":"coder","messages":[{"role":"user","content":"' + b"x" * n + b'"}]}',
              st.integers(min_value=MAX_BODY - 100, max_value=MAX_BODY + 5000)),
    st.builds(lambda s: s.encode("utf-16"), odd_text),
)
content_types = st.sampled_from([None, "application/json", "text/plain", "multipart/form-data; boundary=x",
                                 "application/x-www-form-urlencoded", "application/json; charset=latin-1", "*/*"])
header_text = st.text(st.characters(min_codepoint=0x20, max_codepoint=0x7E), max_size=300).map(str.strip)
TOKEN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&'*+-.^_`|~"


def assert_clean(response: httpx.Response) -> None:
    assert response.status_code < 500, (response.status_code, response.text[:500])
    if response.status_code >= 400:
        data = response.json()
        if data.get("type") == "error":  # the Anthropic frontend answers in Anthropic's error shape
            assert set(data["error"]) >= {"type", "message"}
        else:
            assert set(data["error"]) == {"message", "type", "param", "code"}, data


@settings(FUZZ, max_examples=1800)
@given(endpoint=st.sampled_from(ENDPOINTS), body=raw_bodies, content_type=content_types,
       route=st.none() | header_text | st.sampled_from(["fast", "standard", "FAST", "fast,standard"]),
       request_id=st.none() | header_text, anthropic_version=st.none() | header_text)
def test_fuzz_bodies(client: httpx.Client, gateway: tuple[GatewayProcess, str], endpoint: str, body: bytes,
                     content_type: str | None, route: str | None, request_id: str | None,
                     anthropic_version: str | None) -> None:
    headers = {"authorization": f"Bearer {gateway[1]}"}
    if request_id is not None:  # unique per example: a reused id is its own (known) bug, see below
        request_id = f"{request_id}{next(IDS)}"
    for name, value in (("content-type", content_type), ("x-gateway-route", route),
                        ("x-request-id", request_id), ("anthropic-version", anthropic_version)):
        if value is not None:
            headers[name] = value
    assert_clean(client.post(endpoint, content=body, headers=headers))


@settings(FUZZ, max_examples=400)
@given(names=st.lists(st.text(TOKEN, min_size=1, max_size=40), max_size=250),
       value=header_text, auth=st.sampled_from(["good", "none", "junk", "basic", "x-api-key", "huge"]),
       big=st.integers(min_value=0, max_value=12000))
def test_fuzz_headers(client: httpx.Client, gateway: tuple[GatewayProcess, str], names: list[str], value: str,
                      auth: str, big: int) -> None:
    headers: list[tuple[str, str]] = [(name, value) for name in names]
    headers.append(("x-padding", "p" * big))
    key = gateway[1]
    headers.append({"good": ("authorization", f"Bearer {key}"), "none": ("x-nothing", "1"),
                    "junk": ("authorization", value), "basic": ("authorization", "Basic Zm9vOmJhcg=="),
                    "x-api-key": ("x-api-key", key), "huge": ("authorization", "Bearer " + "k" * 9000)}[auth])
    body = {"model": "coder", "messages": [{"role": "user", "content": "hi"}]}
    assert_clean(client.post("/v1/chat/completions", json=body, headers=headers))


@pytest.mark.parametrize("raw", [
    b"x-odd: \xff\xfe\x80\r\n",  # bytes that are not ASCII in a header value
    b"x-long: " + b"a" * 20000 + b"\r\n",
    b"".join(b"x-h%d: v\r\n" % i for i in range(300)),
    b"authorization: Bearer \xe2\x98\x83\r\n",
    b"content-length: 5\r\ncontent-length: 7\r\n",
    b"x-request-id: ../../etc/passwd\r\n",
])
def test_raw_header_bytes(gateway: tuple[GatewayProcess, str], raw: bytes) -> None:
    """What an HTTP client library would refuse to send: raw bytes on a socket; 4xx or a closed connection."""
    gw, key = gateway
    body = b'{"model":"coder","messages":[{"role":"user","content":"x"}]}'
    length = b"" if b"content-length" in raw else b"content-length: %d\r\n" % len(body)
    request = (b"POST /v1/chat/completions HTTP/1.1\r\nhost: x\r\nauthorization: Bearer " + key.encode()
               + b"\r\n" + raw + length + b"connection: close\r\n\r\n" + body)
    with socket.create_connection(("127.0.0.1", gw.port), timeout=10) as sock:
        sock.sendall(request)
        answer = b""
        while chunk := sock.recv(65536):
            answer += chunk
    if answer:
        status = int(answer.split(b" ", 2)[1])
        assert status < 500 or status == 503, answer[:300]
        assert status != 500


def test_reused_request_id(client: httpx.Client, gateway: tuple[GatewayProcess, str]) -> None:
    """A client-sent x-request-id leads the gateway's id but never replaces it: reuse cannot collide."""
    body = {"model": "coder", "messages": [{"role": "user", "content": "hello"}]}
    headers = {"authorization": f"Bearer {gateway[1]}", "x-request-id": "same-id-every-time"}
    responses = [client.post("/v1/chat/completions", json=body, headers=headers) for _ in range(5)]
    assert [r.status_code for r in responses] == [200] * 5
    ids = [r.headers["x-request-id"] for r in responses]
    assert len(set(ids)) == 5 and all(i.startswith("same-id-every-time.") for i in ids)


def test_still_serving_after_the_fuzz(client: httpx.Client, gateway: tuple[GatewayProcess, str]) -> None:
    body: dict[str, Any] = {"model": "coder", "messages": [{"role": "user", "content": "hello"}]}
    response = client.post("/v1/chat/completions", json=body, headers={"authorization": f"Bearer {gateway[1]}"})
    assert response.status_code == 200
    logs = "\n".join(line for line in gateway[0].logs().splitlines() if "same-id-every-time" not in line)
    assert "Traceback" not in logs and "unhandled_error" not in logs
