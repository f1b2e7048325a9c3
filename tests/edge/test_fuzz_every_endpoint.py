"""Every endpoint of a real gateway on loopback, driven from raw sockets with hostile input: malformed JSON,
invalid UTF-8, NULs, deep nesting, huge values, wrong types, odd headers and paths. Every request gets a
complete HTTP answer (read strictly: a dropped connection fails), never a 5xx; errors come in the client's
protocol's shape. Afterwards the ledger still writes new entries, on SQLite and on PostgreSQL.

Seeded (``derandomize``) and bounded: a few hundred requests per store.
"""

from __future__ import annotations

import collections
import itertools
import json
import os
import time
import urllib.parse
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.conftest import KEY_A, two_teams
from tests.edge.wire import Answer, exchange
from tests.support.ledger_db import drop_pg_schema, fresh_pg_url, read_entries, sqlite_url
from tests.support.policies import SIM_FAST, SIM_STANDARD, policy
from tests.support.procs import GatewayProcess, write_policy

ADMIN = "fuzz-admin-key"
MAX_BODY = 256 * 1024
QUICK = {"ttft_ms": 0, "tokens_per_second": 100000, "answer_tokens": 3}
# Per store; a longer campaign: EDGE_FUZZ_EXAMPLES=3000 (still seeded).
EXAMPLES = int(os.environ.get("EDGE_FUZZ_EXAMPLES", "300"))
FUZZ = settings(deadline=None, database=None, derandomize=True, print_blob=True,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow,
                                       HealthCheck.data_too_large, HealthCheck.large_base_example])
IDS = itertools.count()
INFERENCE = ["/v1/chat/completions", "/v1/completions", "/v1/embeddings", "/v1/messages",
             "/v1/messages/count_tokens", "/v1/responses", "/chat/completions", "/admin/explain"]
READS = ["/v1/models", "/models", "/admin/reports/spend", "/admin/reports/focus", "/admin/reports/budgets",
         "/admin/tasks/", "/admin/shadow/runs", "/admin/shadow/runs/", "/dashboard", "/dashboard/data",
         "/dashboard/assets/", "/readyz", "/livez", "/", "/metrics", "/v2/nothing"]
QUERY_NAMES = ["period", "team", "format", "by", "limit", "x"]


@pytest.fixture(scope="module", params=["sqlite", "postgres"])
def gateway(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory,
            ) -> Iterator[tuple[GatewayProcess, str]]:
    root: Path = tmp_path_factory.mktemp(f"edgefuzz-{request.param}")
    doc = policy(two_teams(), fast={**SIM_FAST, "simulated": QUICK}, standard={**SIM_STANDARD, "simulated": QUICK})
    write_policy(root / "policies", doc)
    env = {"GATEWAY_ADMIN_KEY": ADMIN, "GATEWAY_MAX_BODY_BYTES": str(MAX_BODY), "GATEWAY_MAX_MESSAGES": "64"}
    url = fresh_pg_url() if request.param == "postgres" else sqlite_url(root / "state")
    if request.param == "postgres":
        env["GATEWAY_DATABASE_URL"] = url
    try:
        with GatewayProcess(root / "policies", root / "state", env=env) as gw:
            yield gw, url
    finally:
        if request.param == "postgres":
            drop_pg_schema(url)


odd_text = st.text(st.characters(codec="utf-8", exclude_categories=["Cs"]), max_size=30) | st.sampled_from(
    ["\u0000", "a\u0000b", "\r\n", "\x0b", "\x1f", "\ufeff", "\u202e", "\U0001f600" * 40, "%00", "..", "null",
     "x" * 3000])
scalars = (st.none() | st.booleans() | st.integers(min_value=-(2**70), max_value=2**70)
           | st.floats(allow_nan=False) | odd_text)
json_values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                           | st.dictionaries(odd_text, inner, max_size=4), max_leaves=16)
chat = st.lists(st.fixed_dictionaries({"role": st.sampled_from(["user", "assistant", "system", "tool"])
                                       | json_values, "content": odd_text | json_values}), max_size=5)
FIELDS = {"messages": chat | json_values, "prompt": odd_text | json_values, "input": odd_text | json_values,
          "stream": st.booleans() | json_values, "max_tokens": st.integers(-3, 2**66) | json_values,
          "tools": json_values, "metadata": json_values | st.fixed_dictionaries({"user_id": odd_text}),
          "prompt_cache_key": odd_text, "user": odd_text | json_values, "system": odd_text | json_values,
          "instructions": odd_text, "previous_response_id": odd_text, "n": json_values,
          "encoding_format": odd_text, "stream_options": json_values, "temperature": json_values}
shaped = st.fixed_dictionaries({"model": st.sampled_from(["coder", "embed", "nope", ""]) | json_values},
                               optional=FIELDS)


def _dump(value: Any) -> bytes:
    """stdlib json writes integers beyond 64 bits and lone surrogates, which orjson (the gateway's) refuses."""
    return json.dumps(value, ensure_ascii=False).encode("utf-8", "surrogatepass")


def _deep(depth: int, where: str) -> bytes:
    inner = b'{"a":' * depth + b"1" + b"}" * depth if where != "list" else b"[" * depth + b"]" * depth
    if where == "metadata":
        return b'{"model":"coder","input":"hi","metadata":' + inner + b"}"
    return b'{"model":"coder","messages":[{"role":"user","content":' + inner + b"}]}"


def _bad_utf8(junk: bytes) -> bytes:
    return b'{"model":"coder","messages":[{"role":"user","content":"' + junk + b'"}],"prompt":"' + junk + b'"}'


ODD_FIELDS = ["prompt_cache_key", "user", "metadata", "stream", "max_tokens", "temperature", "tools", "stop",
              "stream_options", "n", "x_extra"]
# Valid requests with odd extras: these reach an upstream and the ledger, with whatever they carry.
nearly_valid = st.builds(
    lambda path_body, extra: _dump({**path_body, **extra}),
    st.sampled_from([{"model": "coder", "messages": [{"role": "user", "content": "hi"}]},
                     {"model": "coder", "max_tokens": 5, "messages": [{"role": "user", "content": "hi"}]},
                     {"model": "coder", "prompt": "hi"}, {"model": "coder", "input": "hi"},
                     {"model": "embed", "input": "hi"}]),
    st.dictionaries(st.sampled_from(ODD_FIELDS), odd_text | json_values, max_size=3))

raw_bodies = st.one_of(
    nearly_valid,
    nearly_valid,
    st.builds(_dump, shaped),
    st.builds(_dump, json_values),
    st.binary(max_size=120),
    st.builds(_bad_utf8, st.sampled_from([b"\xff\xfe", b"\xc3", b"\xed\xa0\x80", b"\x00", b"\\ud800", b"\\u0000"])),
    st.builds(_deep, st.integers(min_value=100, max_value=3000), st.sampled_from(["obj", "list", "metadata"])),
    st.builds(lambda n: b'{"model":"coder","messages":[{"role":"user","content":"' + b"y" * n + b'"}]}',
              st.integers(min_value=MAX_BODY - 200, max_value=MAX_BODY + 2000)),
    st.sampled_from([b"", b"{", b"[]", b"null", b'"x"', b"{}", b'{"model":1e999}', b'{"model":"coder"}' * 3,
                     b'{"model":"coder","max_tokens":100000000000000000000000}', b"\xef\xbb\xbf{}"]),
)


def _quoted(text: str) -> str:
    return urllib.parse.quote(text.encode("utf-8", "surrogatepass"), safe="")


targets = st.one_of(
    st.sampled_from(INFERENCE + READS),
    st.builds(lambda base, tail: base + _quoted(tail), st.sampled_from(["/admin/tasks/", "/admin/shadow/runs/",
                                                                        "/dashboard/assets/", "/v1/"]), odd_text),
    st.builds(lambda base, pairs: base + "?" + "&".join(f"{_quoted(k)}={_quoted(v)}" for k, v in pairs),
              st.sampled_from(READS + INFERENCE),
              st.lists(st.tuples(st.sampled_from(QUERY_NAMES) | odd_text, odd_text), max_size=3)),
    st.sampled_from(["/admin/reports/focus?period=2026-12%0d%0a", "/admin/reports/focus?period=2026-12%0b",
                     "/admin/tasks/%00", "/admin/shadow/runs/%00", "/v1/chat/completions/", "//v1/models",
                     "/v1/../admin/reports/spend", "/%ff%fe", "/admin/reports/spend?period=" + "9" * 5000,
                     "/v1/models?%00=%00", "/dashboard/assets/..%2f..%2fpyproject.toml"]),
)
header_text = st.text(st.characters(min_codepoint=0x20, max_codepoint=0x7E), max_size=200).map(str.strip)
odd_headers = st.dictionaries(
    st.sampled_from(["x-session-id", "x-request-id", "x-gateway-route", "anthropic-version", "user-agent",
                     "content-type", "x-claude-code-session-id", "accept", "accept-encoding", "expect"]),
    header_text | st.sampled_from(["s" * 2800, "fast", "standard", "100-continue", "text/plain", "gzip, br"]),
    max_size=4)


def _request(method: str, target: str, auth: str | None, headers: dict[str, str], body: bytes) -> bytes:
    lines = [f"{method} {target} HTTP/1.1".encode(), b"host: 127.0.0.1", b"connection: close"]
    if auth is not None:
        lines.append(f"authorization: Bearer {auth}".encode())
    for name, value in headers.items():
        if name == "expect" and value != "100-continue":
            continue
        lines.append(f"{name}: {value}".encode("latin-1"))
    if method != "GET" or body:
        lines.append(b"content-length: %d" % len(body))
    return b"\r\n".join(lines) + b"\r\n\r\n" + body


def assert_answered(target: str, answer: Answer, method: str) -> None:
    assert answer.status < 500, (target, answer.status, answer.body[:300])
    if answer.status >= 400 and method != "HEAD":
        data = answer.json()
        if data.get("type") == "error":  # the Anthropic frontend answers in Anthropic's error shape
            assert set(data["error"]) >= {"type", "message"}, data
        else:
            assert set(data["error"]) == {"message", "type", "param", "code"}, data


KEYS = {"team": KEY_A, "admin": ADMIN, "none": None, "junk": "gw-junk-\u00e9".encode().decode("latin-1")}
keys = st.sampled_from(["team", "team", "team", "admin", "none", "junk"])


# Answers per gateway (store), by status: written to $EDGE_FUZZ_REPORT (JSON) when set, for campaign figures.
TALLY: dict[int, collections.Counter[int]] = collections.defaultdict(collections.Counter)


def _send(gw: GatewayProcess, method: str, target: str, auth: str, headers: dict[str, str], body: bytes) -> None:
    if "x-request-id" in headers:  # a reused id is harmless (the gateway adds its own), but keep them apart
        headers["x-request-id"] += str(next(IDS))
    raw = _request(method, target, KEYS[auth], headers, body)
    answer = exchange(gw.port, raw)
    TALLY[gw.port][answer.status] += 1
    assert_answered(target, answer, method)


@settings(FUZZ, max_examples=EXAMPLES)
@given(target=st.sampled_from(INFERENCE) | st.builds(lambda path, junk: path + "?" + _quoted(junk),
                                                     st.sampled_from(INFERENCE), odd_text),
       body=raw_bodies, auth=keys, headers=odd_headers)
def test_inference_endpoints_answer_hostile_bodies(gateway: tuple[GatewayProcess, str], target: str, body: bytes,
                                                   auth: str, headers: dict[str, str]) -> None:
    _send(gateway[0], "POST", target, auth, headers, body)


explain_payloads = st.one_of(
    st.builds(lambda endpoint, headers, body: _dump({"endpoint": endpoint, "headers": headers, "body": body}),
              st.sampled_from(INFERENCE[:6]) | odd_text, st.dictionaries(odd_text, odd_text, max_size=3)
              | json_values, shaped | json_values),
    st.builds(lambda depth: b'{"endpoint":"/v1/chat/completions","headers":{},"body":' + _deep(depth, "obj") + b"}",
              st.integers(min_value=100, max_value=2000)),
    raw_bodies,
)


@settings(FUZZ, max_examples=EXAMPLES // 3)
@given(team=st.sampled_from(["alpha", "beta", "nope", ""]) | odd_text, body=explain_payloads,
       auth=st.sampled_from(["admin", "admin", "team", "none"]))
def test_explain_answers_hostile_payloads(gateway: tuple[GatewayProcess, str], team: str, body: bytes,
                                          auth: str) -> None:
    _send(gateway[0], "POST", "/admin/explain?team=" + _quoted(team), auth, {}, body)


@settings(FUZZ, max_examples=EXAMPLES // 2)
@given(target=targets, method=st.sampled_from(["GET", "GET", "GET", "POST", "PUT", "DELETE", "HEAD"]),
       body=st.sampled_from([b"", b"{}", b"\x00\xff"]), auth=keys, headers=odd_headers)
def test_every_other_endpoint_answers_odd_paths_and_queries(gateway: tuple[GatewayProcess, str], target: str,
                                                            method: str, body: bytes, auth: str,
                                                            headers: dict[str, str]) -> None:
    _send(gateway[0], method, target, auth, headers, body if method not in ("GET", "HEAD") else b"")


@pytest.mark.parametrize("raw", [
    b"GET /v1/models\x00 HTTP/1.1\r\nhost: x\r\n\r\n",
    b"GET /\xff\xfe HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n",
    b"POST /v1/chat/completions HTTP/1.1\r\nhost: x\r\ncontent-length: 5\r\ncontent-length: 7\r\n\r\n{}",
    b"POST /v1/chat/completions HTTP/1.1\r\nhost: x\r\ntransfer-encoding: chunked\r\n\r\nzz\r\n",
    b"NOT HTTP AT ALL\r\n\r\n",
    b"GET / HTTP/1.1\r\nhost: x\r\nx-nul: a\x00b\r\n\r\n",
    b"GET / HTTP/9.9\r\nhost: x\r\n\r\n",
])
def test_bytes_that_are_not_http_get_a_json_400(gateway: tuple[GatewayProcess, str], raw: bytes) -> None:
    answer = exchange(gateway[0].port, raw)
    assert answer.status == 400, answer
    assert answer.json()["error"]["code"] == "invalid_http"


VALID_CHAT = {"model": "coder", "messages": [{"role": "user", "content": "hi"}]}


@pytest.mark.parametrize(("path", "body", "headers"), [
    ("/v1/chat/completions", {**VALID_CHAT, "prompt_cache_key": "key\u0000nul"}, {}),
    ("/v1/messages", {**VALID_CHAT, "max_tokens": 5, "metadata": {"user_id": "user\u0000nul"}}, {}),
    ("/v1/chat/completions", VALID_CHAT, {"x-session-id": "s" * 2800}),
    ("/v1/responses", {"model": "coder", "input": "hi\u0000", "metadata": {"k": "\u0000"}}, {}),
    ("/v1/chat/completions", {**VALID_CHAT, "user": "\u0000" * 50}, {"x-claude-code-session-id": "\u00e9" * 900}),
], ids=["prompt_cache_key-nul", "user_id-nul", "long-session", "responses-nul", "user-nul"])
def test_known_hostile_requests_are_answered(gateway: tuple[GatewayProcess, str], path: str, body: dict[str, Any],
                                             headers: dict[str, str]) -> None:
    """Valid requests carrying what once stopped a ledger (NULs, a session id past an index's row limit)."""
    sent = {b"authorization": f"Bearer {KEY_A}".encode(), b"anthropic-version": b"2023-06-01",
            **{k.encode(): v.encode() for k, v in headers.items()}}
    response = httpx.post(gateway[0].base + path, content=json.dumps(body).encode(), headers=sent, timeout=30)
    assert response.status_code < 500, response.text


def test_the_ledger_still_writes_after_the_fuzz(gateway: tuple[GatewayProcess, str]) -> None:
    gw, url = gateway
    marker = f"after-fuzz-{uuid.uuid4().hex[:8]}"
    body = {"model": "coder", "messages": [{"role": "user", "content": "still writing?"}]}
    with httpx.Client(base_url=gw.url, timeout=30) as client:
        for index in range(3):
            response = client.post("/chat/completions", json=body, headers={
                "authorization": f"Bearer {KEY_A}", "x-request-id": f"{marker}-{index}"})
            assert response.status_code == 200
    deadline = time.monotonic() + 20  # the writer flushes in the background: poll for the rows
    written: list[str] = []
    while len(written) < 3 and time.monotonic() < deadline:
        written = [e.request_id for e in read_entries(url) if e.request_id.startswith(marker)]
        time.sleep(0.2)
    ledger_lines = "\n".join(line[:300] for line in gw.logs().splitlines() if "ledger" in line)
    assert len(written) == 3, f"the ledger wrote {len(written)} of 3 entries after the fuzz:\n{ledger_lines}"
    faults = [line[:300] for line in gw.logs().splitlines() if "Traceback" in line or "unhandled_error" in line]
    assert faults == []
    report = os.environ.get("EDGE_FUZZ_REPORT")
    if report:
        statuses = TALLY[gw.port]
        with open(report, "a", encoding="utf-8") as out:
            out.write(json.dumps({"store": url.split(":", 1)[0], "requests": sum(statuses.values()),
                                  "statuses": dict(sorted(statuses.items())),
                                  "ledger_rows": len(read_entries(url))}) + "\n")
