"""Shared helpers of the shadow suite: answer builders, versions, and a store URL per backend.

The store runs on SQLite (tmp_path) and on the real PostgreSQL at 127.0.0.1:5432 in a schema unique to the
test, dropped afterwards; when PostgreSQL is unreachable the PostgreSQL half FAILS, never skips.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from decimal import Decimal
from typing import Any

import pytest

from gateway.policy.model import Prices, Simulation, Version
from tests.support.ledger_db import drop_pg_schema

PG_DSN = "postgresql://postgres@127.0.0.1:5432/test"

TOOL = {
    "type": "function",
    "function": {
        "name": "read_file",
        "parameters": {
            "type": "object",
            "properties": {"path": {"type": "string"}, "limit": {"type": "integer"}},
            "required": ["path"],
        },
    },
}


def chat(text: str | None = "hello", finish: str = "stop", tools: list[tuple[str, str]] | None = None,
         model: str = "m-1", fingerprint: str = "fp_1") -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": text}
    if tools:
        message["tool_calls"] = [
            {"id": f"c{i}", "type": "function", "function": {"name": n, "arguments": a}}
            for i, (n, a) in enumerate(tools)
        ]
    return {"id": "x", "object": "chat.completion", "model": model, "system_fingerprint": fingerprint,
            "choices": [{"index": 0, "message": message, "finish_reason": finish}],
            "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15}}


def sim_version(weights: str = "w1", **sim: Any) -> Version:
    settings = {"ttft_ms": 0.0, "tokens_per_second": 1e6, **sim}
    return Version(provider="simulated", upstream_model="sim-coder", context_window=100_000, weights=weights,
                   simulated=Simulation(**settings),
                   prices=Prices(input_per_mtok=Decimal("1"), output_per_mtok=Decimal("4")))


@pytest.fixture(params=["sqlite", "postgres"])
def store_url(request: pytest.FixtureRequest, tmp_path: Any) -> Iterator[str]:
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path}/ledger.db"
        return
    schema = f"t_shadow_{uuid.uuid4().hex[:12]}"
    url = f"{PG_DSN}?schema={schema}"
    try:
        yield url
    finally:
        drop_pg_schema(url)


@pytest.fixture
def sqlite_url(tmp_path: Any) -> str:
    return f"sqlite:///{tmp_path}/ledger.db"
