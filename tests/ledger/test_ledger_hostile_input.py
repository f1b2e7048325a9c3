"""Values a client controls cannot stop the ledger: a real gateway on each store, hostile requests, then an
ordinary one, and every one of them is in the ledger (cleaned and bounded) before and after a clean stop."""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import anthropic
import httpx
import openai
import orjson
import pytest

from gateway.ledger import LedgerEntry, open_store
from tests.conftest import KEY_A, GatewayFactory, two_teams
from tests.support.ledger_db import drop_pg_schema, fresh_pg_url, sqlite_url, wait_for_entries
from tests.support.policies import openai_version, policy
from tests.support.upstream import RecordingUpstream

if TYPE_CHECKING:
    from gateway.ledger.rejects import Rejected

LONG_A = secrets.token_urlsafe(2100)  # ~2.8 KB of incompressible text: over PostgreSQL's index row limit
LONG_B = LONG_A[:-1] + ("x" if LONG_A[-1] != "x" else "y")  # same long prefix, different id
HUGE = secrets.token_urlsafe(75_000)  # ~100 KB
# Headers that large pass the HTTP layer only when the operator raises its limit (431 by default).
BIG_HEADERS = {"GATEWAY_MAX_HEADER_BYTES": str(256 * 1024)}


def _body(**extra: Any) -> dict[str, Any]:
    return {"model": "coder", "messages": [{"role": "user", "content": "hi"}], "max_tokens": 8, **extra}


# (request id, headers, raw JSON body): JSON escapes carry what a client cannot put in a header.
HOSTILE: list[tuple[str, dict[str, str | bytes], bytes]] = [
    ("nul-cache-key", {}, orjson.dumps(_body()).replace(b"{", b'{"prompt_cache_key":"pck\\u0000nul",', 1)),
    ("nul-user-id", {}, orjson.dumps(_body(metadata={"user_id": '{"session_id": "uid\\u0000nul"}'}))),
    ("lone-surrogate", {}, orjson.dumps(_body(metadata={"user_id": '{"session_id": "\\ud800lone\\udfff"}'}))),
    ("control-chars", {}, orjson.dumps(_body(prompt_cache_key="tab\there\x1b[31m\x7f\u0085"))),
    ("long-session-a", {"x-session-id": LONG_A}, orjson.dumps(_body())),
    ("long-session-a2", {"x-session-id": LONG_A}, orjson.dumps(_body())),
    ("long-session-b", {"x-session-id": LONG_B}, orjson.dumps(_body())),
    ("huge-session", {"x-session-id": HUGE}, orjson.dumps(_body())),
    ("huge-user-agent", {"user-agent": f"agent/{HUGE}".encode() + b"\t\xff\xfe"}, orjson.dumps(_body())),
]


@pytest.fixture(params=["sqlite", "postgres"])
def ledger_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[str, dict[str, str]]]:
    """(the ledger URL a gateway writes to, the environment that points it there)."""
    if request.param == "sqlite":
        yield sqlite_url(tmp_path / "gw" / "state"), {}
        return
    url = fresh_pg_url()
    try:
        yield url, {"GATEWAY_DATABASE_URL": url}
    finally:
        drop_pg_schema(url)


def _post(base: str, rid: str, headers: dict[str, str | bytes], raw: bytes) -> int:
    sent: dict[str, str | bytes] = {"authorization": f"Bearer {KEY_A}", "x-request-id": rid, **headers}
    return httpx.post(f"{base}/v1/chat/completions", content=raw, headers=sent, timeout=30).status_code


def _by_request(entries: list[LedgerEntry]) -> dict[str, LedgerEntry]:
    return {e.request_id.split(".")[0]: e for e in entries if not e.shadow}


def test_hostile_values_reach_the_ledger_cleaned_and_the_ledger_keeps_writing(
    gateway_factory: GatewayFactory, ledger_url: tuple[str, dict[str, str]]
) -> None:
    url, env = ledger_url
    gw = gateway_factory(policy(two_teams()), env={**env, **BIG_HEADERS})
    statuses = {rid: _post(gw.base, rid, headers, raw) for rid, headers, raw in HOSTILE}
    assert statuses == dict.fromkeys(statuses, 200)
    # The real clients, as agents send these fields: the SDKs encode a NUL as a JSON escape.
    gpt = openai.OpenAI(base_url=gw.url, api_key=KEY_A, max_retries=0)
    gpt.chat.completions.create(model="coder", messages=[{"role": "user", "content": "hi"}], max_tokens=8,
                                prompt_cache_key="sdk\x00key", extra_headers={"x-request-id": "openai-sdk"})
    claude = anthropic.Anthropic(base_url=gw.base, api_key=KEY_A, max_retries=0)
    claude.messages.create(model="coder", max_tokens=8, messages=[{"role": "user", "content": "hi"}],
                           metadata={"user_id": '{"session_id": "claude\\u0000\\udc00id"}'},
                           extra_headers={"x-request-id": "anthropic-sdk"})
    assert _post(gw.base, "after", {"x-session-id": "plain-session"}, orjson.dumps(_body())) == 200

    sent = [rid for rid, _, _ in HOSTILE] + ["openai-sdk", "anthropic-sdk", "after"]
    got = _by_request(wait_for_entries(url, len(sent)))
    assert sorted(got) == sorted(sent)
    for entry in got.values():
        for text in (entry.session_id or "", entry.client):
            assert len(text) <= 200 and text.isprintable(), (entry.request_id, text[:80])
            text.encode("utf-8")  # valid UTF-8: no lone surrogate left
    assert got["after"].session_id == "x-session-id:plain-session"  # a clean id is kept as it came
    assert got["nul-cache-key"].session_id is not None and "pcknul" in got["nul-cache-key"].session_id
    assert got["nul-user-id"].session_id is not None and "uidnul" in got["nul-user-id"].session_id
    assert got["lone-surrogate"].session_id is not None and "lone" in got["lone-surrogate"].session_id
    assert (got["openai-sdk"].session_id or "").startswith("prompt_cache_key:sdkkey~")
    assert (got["anthropic-sdk"].session_id or "").startswith("metadata.user_id:claudeid~")
    # A long id keeps its prefix, maps the same way each time, and stays distinct from a near twin.
    long_a = got["long-session-a"].session_id
    assert long_a is not None and long_a.startswith("x-session-id:" + LONG_A[:100])
    assert got["long-session-a2"].session_id == long_a
    assert got["long-session-b"].session_id not in (None, long_a)
    assert got["huge-user-agent"].client.startswith("agent/" + HUGE[:100])

    assert gw.stop() == 0
    closed = [orjson.loads(line) for line in gw.logs().splitlines() if '"ledger_closed"' in line]
    assert [c["unwritten"] for c in closed] == [0]


class _HugeUsageUpstream(RecordingUpstream):
    """Reports more prompt tokens than a 64-bit signed column holds for the model ``huge-usage``: a value no
    client-side cleaning touches, so the store itself refuses the row."""

    def _usage(self, body: dict[str, Any], completion: int) -> dict[str, Any]:
        usage = super()._usage(body, completion)
        if body.get("model") == "huge-usage":
            usage["prompt_tokens"] = usage["total_tokens"] = 2**64 - 1
        return usage


def _rejected(url: str) -> list[Rejected]:
    async def read() -> list[Rejected]:
        store = open_store(url)
        await store.open()
        try:
            return await store.rejected()
        finally:
            await store.close()

    return asyncio.run(read())


def test_a_row_the_store_refuses_is_set_aside_and_the_replica_keeps_writing(
    gateway_factory: GatewayFactory, ledger_url: tuple[str, dict[str, str]]
) -> None:
    url, env = ledger_url
    with _HugeUsageUpstream() as upstream:
        doc = policy(two_teams(), fast=openai_version(upstream.url, "huge-usage"),
                     standard=openai_version(upstream.url, "normal"))
        gw = gateway_factory(doc, env=env)
        routes = [("before", "standard"), ("huge", "fast"), *((f"after-{i}", "standard") for i in range(5))]
        for rid, route in routes:
            assert _post(gw.base, rid, {"x-gateway-route": route}, orjson.dumps(_body())) == 200

        got = _by_request(wait_for_entries(url, len(routes) - 1))
        assert sorted(got) == sorted(rid for rid, _ in routes if rid != "huge")
        assert gw.stop() == 0
    logs = [orjson.loads(line) for line in gw.logs().splitlines() if line.startswith("{")]
    assert [e["unwritten"] for e in logs if e.get("event") == "ledger_closed"] == [0]
    assert [e["request_id"].split(".")[0] for e in logs if e.get("event") == "ledger_entry_refused"] == ["huge"]
    [rejected] = _rejected(url)
    assert rejected.request_id.startswith("huge.") and rejected.entry["prompt_tokens"] == 2**64 - 1
    assert rejected.entry["upstream_model"] == "huge-usage" and rejected.reason
