"""Client-side load for the replica tests: what each request's client saw, and one action fired mid-load.

Every request carries its own ``x-request-id`` so the test knows the id even when the response is lost (a
replica killed mid-request), and can look it up in the ledger. Keep-alive is off: each request is a new
connection, so the round-robin balancer spreads requests, not connections.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import httpx


@dataclass
class Outcome:
    request_id: str
    streamed: bool
    status: int | None  # None: no status line arrived (connection refused or cut before the headers)
    complete: bool  # the whole answer arrived (a stream: up to its `data: [DONE]`)
    sent_at: float  # epoch seconds when the client started sending it
    done_at: float  # epoch seconds when the client was done with it
    error: str | None = None
    message: str | None = None  # the error message of an answer other than 200 (which limit denied a 429)

    @property
    def ok(self) -> bool:
        """A 200 the client fully received: the gateway owes it a ledger entry."""
        return self.status == 200 and self.complete


@dataclass
class Trigger:
    """Call ``action`` once, at the first completion after ``after_ok`` complete 200s where ``ready()``."""

    after_ok: int
    action: Callable[[], None]
    ready: Callable[[], bool] = lambda: True
    fired_at: float | None = None


def jobs(prefix: str, count: int) -> list[tuple[str, dict[str, Any]]]:
    """Alternate plain answers (model `coder`) and 20-chunk streams (model `slow`), each with its own id."""
    out = []
    for i in range(count):
        body: dict[str, Any] = {"model": "coder", "max_tokens": 20,
                                "messages": [{"role": "user", "content": f"{prefix} job {i}"}]}
        if i % 2:
            body |= {"model": "slow", "stream": True}
        out.append((f"{prefix}-{i:04d}", body))
    return out


def _message(status: int, raw: bytes) -> str | None:
    if status == 200:
        return None
    try:
        return str(json.loads(raw)["error"]["message"])
    except (ValueError, KeyError, TypeError):
        return raw[:200].decode(errors="replace")


async def _one(client: httpx.AsyncClient, url: str, key: str, rid: str, body: dict[str, Any]) -> Outcome:
    headers = {"authorization": f"Bearer {key}", "x-request-id": rid}
    streamed = bool(body.get("stream"))
    status: int | None = None
    sent_at = time.time()
    try:
        if streamed:
            async with client.stream("POST", url, json=body, headers=headers) as response:
                status = response.status_code
                raw = await response.aread()
                complete = status != 200 or raw.rstrip().endswith(b"data: [DONE]")
        else:
            response = await client.post(url, json=body, headers=headers)
            status = response.status_code
            raw = response.content
            complete = status != 200 or bool(response.json().get("choices"))
        return Outcome(rid, streamed, status, complete, sent_at, time.time(), message=_message(status, raw))
    except httpx.HTTPError as exc:
        return Outcome(rid, streamed, status, False, sent_at, time.time(), f"{type(exc).__name__}: {exc}"[:200])


def run_load(base_url: str, key: str, work: list[tuple[str, dict[str, Any]]], concurrency: int,
             trigger: Trigger | None = None, backoff: float = 0.05,
             enough: Callable[[Outcome], bool] | None = None) -> list[Outcome]:
    """Run the jobs with at most ``concurrency`` in flight; fire the trigger from inside the load.

    A client that got a 429 waits ``backoff`` seconds before its next request, as SDKs do, so the load is
    not a tight loop of instant denials. ``enough`` sees each answer: once it returns True, the jobs not yet
    started are dropped, and the outcomes list only the jobs that were sent.
    """

    async def main() -> list[Outcome]:
        limits = httpx.Limits(max_connections=concurrency * 2, max_keepalive_connections=0)
        gate = asyncio.Semaphore(concurrency)
        seen_ok = 0
        done = False
        async with httpx.AsyncClient(timeout=30, limits=limits) as client:

            async def guarded(rid: str, body: dict[str, Any]) -> Outcome | None:
                nonlocal seen_ok, done
                async with gate:
                    if done:
                        return None
                    outcome = await _one(client, base_url + "/chat/completions", key, rid, body)
                    if outcome.status == 429:
                        await asyncio.sleep(backoff)
                seen_ok += outcome.ok
                if trigger is not None and trigger.fired_at is None and seen_ok >= trigger.after_ok \
                        and trigger.ready():
                    trigger.fired_at = time.time()
                    trigger.action()
                if enough is not None and enough(outcome):
                    done = True
                return outcome

            outcomes = await asyncio.gather(*(guarded(rid, body) for rid, body in work))
            return [o for o in outcomes if o is not None]

    return asyncio.run(main())
