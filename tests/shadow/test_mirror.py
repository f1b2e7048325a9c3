"""The mirror: deterministic sampling, opt-out, queue / concurrency / spend-cap bounds, ledger entries."""

from __future__ import annotations

import asyncio
from decimal import Decimal
from typing import Any

from prometheus_client import REGISTRY

from gateway.ledger.entry import LedgerEntry
from gateway.policy.model import Candidate, CandidateUpstream, Version
from gateway.shadow.mirror import ShadowMirror, sampled
from gateway.shadow.store import open_shadow_store
from gateway.shadow.work import LiveCall
from gateway.upstreams.base import ChunkStream, Reply, UpstreamCall
from tests.shadow.conftest import chat, sim_version


class SlowUpstream:
    """Implements the Upstream contract; each request waits on a gate so tests control concurrency."""

    def __init__(self) -> None:
        self.gate = asyncio.Event()
        self.active = 0
        self.peak = 0
        self.calls: list[UpstreamCall] = []

    async def request(self, call: UpstreamCall) -> Reply:
        self.calls.append(call)
        self.active += 1
        self.peak = max(self.peak, self.active)
        try:
            await self.gate.wait()
        finally:
            self.active -= 1
        data = chat("hello", model=call.body["model"])
        return Reply(200, b"", data)

    async def open_stream(self, call: UpstreamCall) -> ChunkStream:
        raise AssertionError("shadow calls are never streamed")

    async def close(self) -> None:
        return None


def live_call(i: int, candidate: Candidate | None, version: Version | None = None, **kw: Any) -> LiveCall:
    fields: dict[str, Any] = {
        "request_id": f"req-{i}", "team": "alpha", "request_class": "single_step", "score": 0.1,
        "endpoint": "/v1/chat/completions",
        "body": {"model": "coder", "stream": True, "messages": [{"role": "user", "content": f"q{i}"}]},
        "model_name": "coder", "version_name": "fast", "version": version or sim_version(),
        "result": chat("hello"), "latency_ms": 50.0, "prompt_tokens": 1000, "completion_tokens": 1000,
        "cost_micros": 5000, "candidate": candidate, **kw,
    }
    return LiveCall(**fields)


def cand(**kw: Any) -> Candidate:
    base: dict[str, Any] = {"weights": "w2", "sample_rate": {"single_step": 1.0, "long_horizon": 1.0},
                            "upstream": CandidateUpstream(upstream_model="sim-coder-2")}
    return Candidate(**{**base, **kw})


def metric(name: str, **labels: str) -> float:
    """Summed over the samples that carry ``labels`` (the others, version and trigger, vary)."""
    return sum(sample.value for family in REGISTRY.collect() for sample in family.samples
               if sample.name == name and all(sample.labels.get(k) == v for k, v in labels.items()))


def test_sampling_is_deterministic_and_close_to_the_rate() -> None:
    ids = [f"req_{i}" for i in range(4000)]
    first = [sampled(r, 0.25, "run") for r in ids]
    assert first == [sampled(r, 0.25, "run") for r in ids]
    assert 900 < sum(first) < 1100
    assert not any(sampled(r, 0.0) for r in ids[:100]) and all(sampled(r, 1.0) for r in ids[:100])


def test_queue_and_concurrency_bounds_drop_and_count(sqlite_url: str) -> None:
    async def run() -> None:
        upstream = SlowUpstream()
        entries: list[LedgerEntry] = []
        store = open_shadow_store(sqlite_url)
        await store.open()
        mirror = ShadowMirror(store, lambda v: upstream, entries.append)
        dropped_before = metric("gateway_shadow_dropped_total", reason="queue_full")
        candidate = cand(max_concurrency=2, queue_size=3)
        for i in range(10):
            mirror.offer(live_call(i, candidate))
        await asyncio.sleep(0.05)
        assert upstream.active == 2 and upstream.peak == 2
        assert mirror.counts["offered"] == 10 and mirror.counts["sampled"] == 10
        assert mirror.counts["dropped:queue_full"] == 5
        assert metric("gateway_shadow_dropped_total", reason="queue_full") - dropped_before == 5
        upstream.gate.set()
        assert await mirror.close(timeout=5) == 0
        assert upstream.peak == 2 and len(upstream.calls) == 5
        call = upstream.calls[0]
        assert call.body["model"] == "sim-coder-2" and "stream" not in call.body and not call.stream
        runs = await store.list_runs()
        assert len(runs) == 1 and len(await store.pairs(runs[0].id)) == 5
        assert len(entries) == 5 and all(e.shadow and e.shadow_run == runs[0].id for e in entries)
        assert entries[0].upstream_model == "sim-coder-2" and entries[0].version == "fast"
        await store.close()

    asyncio.run(run())


def test_daily_spend_cap_in_micro_dollars(sqlite_url: str) -> None:
    async def run() -> None:
        upstream = SlowUpstream()
        upstream.gate.set()
        store = open_shadow_store(sqlite_url)
        await store.open()
        mirror = ShadowMirror(store, lambda v: upstream)
        # live usage 1000 + 1000 tokens at $1 / $4 per Mtok -> 5,000 micros estimated per copy
        candidate = cand(daily_spend_cap_usd=Decimal("0.012"))
        for i in range(5):
            mirror.offer(live_call(i, candidate))
        assert mirror.counts["dropped:spend_cap"] == 3
        await mirror.close()
        runs = await store.list_runs()
        assert len(await store.pairs(runs[0].id)) == 2
        # actual spend settles the reservation: a cheap answer (10 + 5 tokens) frees room for more
        assert mirror.spend.spent[runs[0].id] == 2 * (10 * 1 + 5 * 4)
        await store.close()

    asyncio.run(run())


def test_opt_out_unsampled_and_unpriced_are_not_sent(sqlite_url: str) -> None:
    async def run() -> None:
        upstream = SlowUpstream()
        upstream.gate.set()
        store = open_shadow_store(sqlite_url)
        await store.open()
        mirror = ShadowMirror(store, lambda v: upstream)
        mirror.offer(live_call(0, cand(), shadow_opt_out=True))
        mirror.offer(live_call(1, cand(sample_rate={"single_step": 0.0, "long_horizon": 1.0})))
        mirror.offer(live_call(2, None))
        openai_live = Version(provider="openai", base_url="http://127.0.0.1:9/v1", upstream_model="gpt",
                              context_window=1000)
        mirror.offer(live_call(3, cand(), version=openai_live))
        mirror.offer(live_call(4, cand(), endpoint="/v1/embeddings"))
        await mirror.close()
        assert upstream.calls == []
        assert mirror.counts["dropped:opted_out"] == 1 and mirror.counts["dropped:unpriced"] == 1
        assert mirror.counts["dropped:unsupported"] == 1 and mirror.counts["offered"] == 4
        await store.close()

    asyncio.run(run())


def test_close_cancels_stuck_calls_and_reports_them(sqlite_url: str) -> None:
    async def run() -> None:
        upstream = SlowUpstream()  # never released
        store = open_shadow_store(sqlite_url)
        await store.open()
        mirror = ShadowMirror(store, lambda v: upstream)
        for i in range(3):
            mirror.offer(live_call(i, cand(max_concurrency=1, queue_size=5)))
        await asyncio.sleep(0.01)
        assert await mirror.close(timeout=0.05) == 3
        mirror.offer(live_call(9, cand()))
        assert mirror.counts["dropped:closed"] == 1
        await store.close()

    asyncio.run(run())


def test_sync_starts_a_run_per_candidate_and_supersedes_replaced_ones(sqlite_url: str) -> None:
    async def run() -> None:
        store = open_shadow_store(sqlite_url)
        await store.open()
        mirror = ShadowMirror(store, lambda v: SlowUpstream())
        live = sim_version()
        first = await mirror.sync([("coder", "fast", live, cand()), ("coder", "standard", live, None)])
        assert len(first) == 1 and (await store.get_run(first[0].id)).status == "running"  # type: ignore[union-attr]
        second = await mirror.sync([("coder", "fast", live, cand(weights="w3"))])
        assert second[0].id != first[0].id
        assert (await store.get_run(first[0].id)).status == "superseded"  # type: ignore[union-attr]
        await mirror.sync([])
        assert (await store.get_run(second[0].id)).status == "superseded"  # type: ignore[union-attr]
        await mirror.close()
        await store.close()

    asyncio.run(run())


def test_a_reload_of_the_live_version_closes_the_run_and_late_copies_do_not_reopen_it(sqlite_url: str) -> None:
    """One run per (live, candidate) configuration: a request that began before the reload (it carries the
    old live version) is not compared under the new run, nor does it bring the old run back."""
    async def run() -> None:
        upstream = SlowUpstream()
        upstream.gate.set()
        store = open_shadow_store(sqlite_url)
        await store.open()
        mirror = ShadowMirror(store, lambda v: upstream)
        candidate = cand()
        old, new = sim_version("w1"), sim_version("w1", ttft_ms=5.0)
        (first,) = await mirror.sync([("coder", "fast", old, candidate)])
        mirror.offer(live_call(0, candidate, old))
        (second,) = await mirror.sync([("coder", "fast", new, candidate)])
        assert second.id != first.id and second.detail["opened_by"] == "policy reload changed the live version"
        mirror.offer(live_call(1, candidate, old))  # in flight across the reload
        mirror.offer(live_call(2, candidate, new))
        await mirror.close()
        closed = await store.get_run(first.id)
        assert closed is not None and closed.status == "superseded"
        assert closed.detail["closed_by"] == "policy reload changed the live version"
        assert [p.request_id for p in await store.pairs(first.id)] == ["req-0"]
        assert [p.request_id for p in await store.pairs(second.id)] == ["req-2"]
        assert mirror.counts["dropped:superseded"] == 1
        reopened = await store.get_run(second.id)
        assert reopened is not None and reopened.status == "running"
        await store.close()

    asyncio.run(run())
