"""The real openai SDK (sync and async) against a real `gateway serve` on the simulated upstreams."""

from __future__ import annotations

import asyncio
import base64
import struct

import httpx
import openai
import pytest

from tests.conftest import KEY_A, KEY_B
from tests.support.procs import GatewayProcess

TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "read_file",
            "description": "Read a file of the repository",
            "parameters": {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]},
        },
    }
]


@pytest.fixture(scope="module")
def client(sim_gateway: GatewayProcess) -> openai.OpenAI:
    return openai.OpenAI(base_url=sim_gateway.url, api_key=KEY_A, max_retries=0)


def test_chat_non_streaming(client: openai.OpenAI) -> None:
    raw = client.chat.completions.with_raw_response.create(
        model="coder", messages=[{"role": "user", "content": "Write a regex that matches ISO dates"}]
    )
    completion = raw.parse()
    assert completion.choices[0].message.content.startswith("[simulated coder-")
    assert completion.usage is not None and completion.usage.completion_tokens > 0
    assert raw.headers["x-gateway-version"] in ("fast", "standard")
    assert raw.headers["x-gateway-reason"]
    assert raw.headers["x-request-id"].startswith("req_")
    assert float(raw.headers["x-gateway-overhead-ms"]) >= 0


def test_chat_streaming_passes_chunks_and_hides_usage_unless_asked(client: openai.OpenAI) -> None:
    chunks = list(
        client.chat.completions.create(
            model="coder", stream=True, max_tokens=12, messages=[{"role": "user", "content": "name a color"}]
        )
    )
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    assert text.startswith("[simulated")
    assert all(c.usage is None for c in chunks), "usage chunk must not be forwarded when not asked for"
    with_usage = list(
        client.chat.completions.create(
            model="coder",
            stream=True,
            max_tokens=12,
            stream_options={"include_usage": True},
            messages=[{"role": "user", "content": "name a color"}],
        )
    )
    assert with_usage[-1].usage is not None and with_usage[-1].usage.completion_tokens == 12
    assert with_usage[-1].choices == []


def test_tool_call_round_trip(client: openai.OpenAI) -> None:
    messages: list[dict[str, object]] = [{"role": "user", "content": "What is in setup.py?"}]
    first = client.chat.completions.create(model="coder", messages=messages, tools=TOOLS, tool_choice="auto")
    call = first.choices[0].message.tool_calls[0]
    assert first.choices[0].finish_reason == "tool_calls"
    assert call.function.name == "read_file" and "path" in call.function.arguments
    messages += [
        first.choices[0].message.model_dump(exclude_none=True),
        {"role": "tool", "tool_call_id": call.id, "content": "from setuptools import setup"},
    ]
    second = client.chat.completions.create(model="coder", messages=messages, tools=TOOLS)
    assert second.choices[0].finish_reason in ("stop", "length")
    assert second.choices[0].message.content


def test_streamed_tool_call(client: openai.OpenAI) -> None:
    chunks = list(
        client.chat.completions.create(
            model="coder", stream=True, messages=[{"role": "user", "content": "open README"}], tools=TOOLS
        )
    )
    calls = [tc for c in chunks if c.choices for tc in (c.choices[0].delta.tool_calls or [])]
    assert calls and calls[0].function.name == "read_file"


def test_legacy_completion_with_suffix_streams(client: openai.OpenAI) -> None:
    stream = client.completions.create(
        model="coder",
        prompt="# path: app/util.py\ndef add(a, b):\n    ",
        suffix="\n\nprint(add(1, 2))\n",
        max_tokens=8,
        temperature=0,
        stop=["\n\n"],
        stream=True,
    )
    text = "".join(choice.text for chunk in stream for choice in chunk.choices)
    assert text
    once = client.completions.create(model="coder", prompt="def f(", suffix=")", max_tokens=4)
    assert once.choices[0].text and once.usage is not None


def test_embeddings_base64_default_and_float(client: openai.OpenAI) -> None:
    result = client.embeddings.create(model="embed", input=["def add(a, b)", "class Foo"])
    assert len(result.data) == 2 and len(result.data[0].embedding) == 256
    assert abs(sum(v * v for v in result.data[0].embedding) - 1.0) < 1e-3
    raw = httpx.post(
        str(client.base_url) + "embeddings",
        headers={"authorization": f"Bearer {KEY_A}"},
        json={"model": "embed", "input": "x", "encoding_format": "base64"},
    ).json()
    vector = struct.unpack("<256f", base64.b64decode(raw["data"][0]["embedding"]))
    floats = httpx.post(
        str(client.base_url) + "embeddings",
        headers={"authorization": f"Bearer {KEY_A}"},
        json={"model": "embed", "input": "x", "encoding_format": "float"},
    ).json()["data"][0]["embedding"]
    assert all(abs(a - b) < 1e-6 for a, b in zip(vector, floats, strict=True))


def test_models_lists_only_the_teams_models(sim_gateway: GatewayProcess, client: openai.OpenAI) -> None:
    assert {m.id for m in client.models.list()} == {"coder", "embed"}
    beta = openai.OpenAI(base_url=sim_gateway.url, api_key=KEY_B, max_retries=0)
    assert {m.id for m in beta.models.list()} == {"coder"}
    with pytest.raises(openai.NotFoundError):
        beta.embeddings.create(model="embed", input="x")


def test_route_header_override(client: openai.OpenAI, sim_gateway: GatewayProcess) -> None:
    raw = client.chat.completions.with_raw_response.create(
        model="coder", messages=[{"role": "user", "content": "hi"}], extra_headers={"x-gateway-route": "standard"}
    )
    assert raw.headers["x-gateway-version"] == "standard"
    assert raw.headers["x-gateway-reason"] == "route-header"
    beta = openai.OpenAI(base_url=sim_gateway.url, api_key=KEY_B, max_retries=0)
    with pytest.raises(openai.PermissionDeniedError):
        beta.chat.completions.create(
            model="coder", messages=[{"role": "user", "content": "hi"}], extra_headers={"x-gateway-route": "standard"}
        )


def test_async_client_concurrent_streams(sim_gateway: GatewayProcess) -> None:
    async def run() -> list[str]:
        client = openai.AsyncOpenAI(base_url=sim_gateway.url, api_key=KEY_A, max_retries=0)

        async def one(i: int) -> str:
            stream = await client.chat.completions.create(
                model="coder", stream=True, max_tokens=6, messages=[{"role": "user", "content": f"q{i}"}]
            )
            return "".join([c.choices[0].delta.content or "" async for c in stream if c.choices])

        async def plain() -> str:
            done = await client.chat.completions.create(model="coder", messages=[{"role": "user", "content": "x"}])
            return done.choices[0].message.content or ""

        results = await asyncio.gather(*(one(i) for i in range(8)), plain())
        await client.close()
        return list(results)

    results = asyncio.run(run())
    assert all(r.startswith("[simulated") for r in results)
