"""Candidates as the policy declares them: a version carrying a candidate loads, and the candidate's version
is the live one with the candidate's upstream. The simulated upstream answers alike streamed or not, so an
equivalent candidate (shadow copies are never streamed) agrees with a streamed live answer."""

from __future__ import annotations

import asyncio

from gateway.policy.model import Version
from gateway.shadow import StreamCollector
from gateway.upstreams.base import UpstreamCall
from gateway.upstreams.simulated import Simulated, SimulatedModel, SimulatedStream


def live_with_candidate() -> Version:
    return Version.model_validate({
        "provider": "simulated", "upstream_model": "coder-sim", "context_window": 32768, "weights": "w1",
        "simulated": {"ttft_ms": 0, "tokens_per_second": 1e6},
        "candidate": {"weights": "w2", "sample_rate": {"single_step": 1.0},
                      "upstream": {"simulated": {"ttft_ms": 5, "tokens_per_second": 1e6, "style": "terse"}}},
    })


def test_a_version_with_a_candidate_loads_and_its_candidate_version_has_none() -> None:
    live = live_with_candidate()
    assert live.candidate is not None
    target = live.candidate.as_version(live)
    assert target.candidate is None and target.weights == "w2" and target.retries == 0
    assert target.upstream_model == "coder-sim" and target.simulated is not None
    assert target.simulated.style == "terse" and target.simulated.ttft_ms == 5


def test_simulated_answer_does_not_depend_on_streaming() -> None:
    version = live_with_candidate()
    body = {"model": "coder-sim", "messages": [{"role": "user", "content": "explain this loop"}]}
    streamed = {**body, "stream": True, "stream_options": {"include_usage": True}}

    async def both() -> tuple[str, str]:
        reply = await Simulated().request(UpstreamCall("/chat/completions", body, version))
        collector = StreamCollector()
        async for payload in SimulatedStream(SimulatedModel(UpstreamCall("/chat/completions", streamed, version))):
            collector.feed(payload)
        return reply.data["choices"][0]["message"]["content"], collector.result()["choices"][0]["message"]["content"]

    plain, assembled = asyncio.run(both())
    assert plain == assembled and plain.startswith("[simulated coder-sim]")
