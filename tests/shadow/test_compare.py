"""Each comparison measure on hand-made pairs, and stream reassembly from the simulated upstream."""

from __future__ import annotations

import asyncio

import orjson

from gateway.shadow.assemble import StreamCollector
from gateway.shadow.compare import Observed, args_valid, compare, normalize, similarity, tool_schemas
from gateway.upstreams.base import UpstreamCall
from gateway.upstreams.simulated import Simulated
from tests.shadow.conftest import TOOL, chat, sim_version

REQ = {"model": "coder", "messages": [{"role": "user", "content": "read it"}], "tools": [TOOL]}


def obs(result: dict | None, latency: float = 100.0, error: str | None = None,
        cost: int | None = 10) -> Observed:
    return Observed(result, latency, latency / 2, 10, 5, cost, error)


def test_exact_match_ignores_case_whitespace_and_trailing_punctuation() -> None:
    assert normalize("  Hello   World!!  ") == "hello world"
    c = compare({}, obs(chat("Hello  world.")), obs(chat("hello world")))
    assert c.exact and c.agree and c.similarity == 1.0
    assert not compare({}, obs(chat("hello world")), obs(chat("goodbye moon"))).exact


def test_similarity_is_graded_and_gates_text_agreement() -> None:
    assert similarity("a b c d", "a b c d") == 1.0
    assert similarity("a b c d", "e f g h") == 0.0
    assert 0.7 < similarity("the quick brown fox jumps", "the quick brown fox leaps") < 0.9
    assert similarity("", "") == 1.0
    close = compare({}, obs(chat("the quick brown fox jumps")), obs(chat("the quick brown fox leaps")))
    assert close.agree and not close.exact
    far = compare({}, obs(chat("the quick brown fox jumps")), obs(chat("completely other words here")))
    assert not far.agree and far.reasons == ("text",)
    strict = compare({}, obs(chat("the quick brown fox jumps")), obs(chat("the quick brown fox leaps")),
                     min_similarity=0.95)
    assert not strict.agree


def test_similarity_cost_is_bounded_on_huge_answers() -> None:
    big = "word " * 500_000
    assert similarity(big, big + "x") > 0.99


def test_tool_calls_agree_when_names_and_json_arguments_match() -> None:
    live = chat(None, "tool_calls", [("read_file", '{"path": "a.py", "limit": 3}')])
    cand = chat(None, "tool_calls", [("read_file", '{"limit":3,"path":"a.py"}')])
    c = compare(REQ, obs(live), obs(cand))
    assert c.tool_names_equal and c.tool_args_equal and c.tool_args_valid and c.tool_agree and c.agree


def test_tool_call_disagreements_name_arguments_and_schema() -> None:
    live = chat(None, "tool_calls", [("read_file", '{"path": "a.py"}')])
    other_name = compare(REQ, obs(live), obs(chat(None, "tool_calls", [("write_file", '{"path": "a.py"}')])))
    assert other_name.tool_names_equal is False and other_name.reasons == ("tool_calls",)
    other_args = compare(REQ, obs(live), obs(chat(None, "tool_calls", [("read_file", '{"path": "b.py"}')])))
    assert other_args.tool_names_equal and not other_args.tool_args_equal and other_args.tool_args_valid
    broken = compare(REQ, obs(live), obs(chat(None, "tool_calls", [("read_file", '{"path": 12345}')])))
    assert broken.tool_args_valid is False and not broken.agree
    not_json = compare(REQ, obs(live), obs(chat(None, "tool_calls", [("read_file", '{"path": ')])))
    assert not_json.tool_args_equal is False and not_json.tool_args_valid is False
    text_instead = compare(REQ, obs(live), obs(chat("I would read a.py")))
    assert text_instead.tool_agree is False and "finish_reason" in text_instead.reasons


def test_args_valid_against_request_schema() -> None:
    schemas = tool_schemas(REQ)
    assert args_valid(schemas, "read_file", '{"path": "x"}')
    assert not args_valid(schemas, "read_file", '{"limit": 1}')
    assert not args_valid(schemas, "unknown_tool", '{"path": "x"}')
    assert not args_valid(schemas, "read_file", '["x"]')


def test_finish_reason_json_validity_latency_cost_and_errors() -> None:
    assert compare({}, obs(chat("same")), obs(chat("same", "length"))).reasons == ("finish_reason",)
    asked = {"response_format": {"type": "json_object"}}
    bad = compare(asked, obs(chat('{"a": 1}')), obs(chat('{"a": 1')))
    assert bad.json_asked and bad.live_json_valid and bad.candidate_json_valid is False
    assert "json_invalid" in bad.reasons
    assert compare({}, obs(chat("x")), obs(chat("x"))).live_json_valid is None
    timed = compare({}, obs(chat("x"), latency=100, cost=10), obs(chat("x"), latency=250, cost=25))
    assert timed.latency_delta_ms == 150 and timed.ttft_delta_ms == 75 and timed.cost_delta_micros == 15
    failed = compare({}, obs(chat("x")), obs(None, error="timeout"))
    assert not failed.agree and failed.reasons == ("candidate_error",) and failed.candidate_error == "timeout"
    both = compare({}, obs(None, error="boom"), obs(None, error="boom too"))
    assert both.agree


def test_stream_collector_rebuilds_the_simulated_answer() -> None:
    async def run() -> tuple[dict, dict]:
        sim = Simulated()
        version = sim_version()
        streamed = {**REQ, "stream": True, "stream_options": {"include_usage": True}}
        collector = StreamCollector()
        stream = await sim.open_stream(UpstreamCall("/chat/completions", streamed, version, stream=True))
        async for payload in stream:
            collector.feed(payload)
        text_body = {"model": "coder", "messages": [{"role": "user", "content": "hi"}], "stream": True}
        text_collector = StreamCollector()
        text_call = UpstreamCall("/chat/completions", text_body, version, True)
        async for payload in await sim.open_stream(text_call):
            text_collector.feed(payload)
        full = (await sim.request(UpstreamCall("/chat/completions", text_body, version))).data  # same seed
        assert compare({}, obs(text_collector.result()), obs(full)).exact
        return collector.result(), text_collector.result()

    tool_result, text_result = asyncio.run(run())
    call = tool_result["choices"][0]["message"]["tool_calls"][0]
    assert call["function"]["name"] == "read_file"
    assert orjson.loads(call["function"]["arguments"]) == {"path": "src/app.py"}
    assert tool_result["choices"][0]["finish_reason"] == "tool_calls"
    assert tool_result["system_fingerprint"] == "fp_sim_1" and tool_result["usage"]["completion_tokens"] > 0
    assert text_result["choices"][0]["message"]["content"].startswith("[simulated")
