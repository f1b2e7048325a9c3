"""Against a separate OpenAI-compatible server on loopback: the body arrives unchanged but for `model` (the API's
own parameters, and the fields a version declares in ``pass_fields``)."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import openai
import pytest

from tests.conftest import KEY_A, GatewayFactory, two_teams
from tests.support.policies import openai_version, policy
from tests.support.procs import GatewayProcess, write_policy
from tests.support.upstream import RecordingUpstream


@pytest.fixture(scope="module")
def gateway(tmp_path_factory: pytest.TempPathFactory, upstream: RecordingUpstream) -> Iterator[GatewayProcess]:
    """One gateway for the module's pass-through checks: each sends its own request and reads what the
    (session-wide) upstream received from that request on, so none needs a gateway of its own."""
    doc = policy(
        two_teams(),
        fast=openai_version(upstream.url, "ok", pass_fields=["x_vendor_extension"]),
        standard=openai_version(upstream.url, "ok", context_window=200000, pass_fields=["x_vendor_extension"]),
    )
    doc["models"]["coder"]["versions"]["standard"]["upstream_model"] = "ok-standard"
    root = tmp_path_factory.mktemp("passthrough")
    write_policy(root / "policies", doc)
    with GatewayProcess(root / "policies", root / "state") as process:
        yield process


def test_body_reaches_upstream_unchanged_but_for_model(gateway: GatewayProcess, upstream: RecordingUpstream) -> None:
    body = {
        "model": "coder",
        "messages": [{"role": "system", "content": "be brief"}, {"role": "user", "content": "hello, 世界"}],
        "temperature": 0.25,
        "top_p": 0.9,
        "n": 2,
        "seed": 7,
        "logit_bias": {"50256": -100},
        "response_format": {"type": "json_object"},
        "tools": [{"type": "function", "function": {"name": "f"}}],
        "tool_choice": "none",
        "user": "dev-42",
        "metadata": {"anything": ["goes", 1, None]},
        "x_vendor_extension": {"deep": {"er": True}},
        "max_completion_tokens": 64,
    }
    before = len(upstream.received)
    response = httpx.post(gateway.url + "/chat/completions", json=body, headers={"authorization": f"Bearer {KEY_A}"})
    assert response.status_code == 200, response.text
    sent = upstream.received[before]
    assert sent.pop("model") in ("ok", "ok-standard")
    expected = dict(body)
    expected.pop("model")
    assert sent == expected
    assert "authorization" not in {k.lower() for k in upstream.headers[before]}, "client key must not leak upstream"
    assert response.json()["choices"][0]["message"]["content"] == "recorded answer"


def test_stream_asks_upstream_for_usage_and_keeps_client_options(
    gateway: GatewayProcess, upstream: RecordingUpstream
) -> None:
    client = openai.OpenAI(base_url=gateway.url, api_key=KEY_A, max_retries=0)
    before = len(upstream.received)
    chunks = list(
        client.chat.completions.create(
            model="coder", stream=True, messages=[{"role": "user", "content": "hi"}], stop=["\n"]
        )
    )
    sent = upstream.received[before]
    assert sent["stream_options"] == {"include_usage": True}
    assert sent["stop"] == ["\n"]
    assert "".join(c.choices[0].delta.content or "" for c in chunks if c.choices) == "t0 t1 t2 t3 t4 "
    assert all(c.usage is None for c in chunks)


def test_legacy_fim_completion_passthrough(gateway: GatewayProcess, upstream: RecordingUpstream) -> None:
    client = openai.OpenAI(base_url=gateway.url, api_key=KEY_A, max_retries=0)
    before = len(upstream.received)
    stream = client.completions.create(
        model="coder",
        prompt="<|fim_prefix|>def f(x):\n    <|fim_suffix|>\n<|fim_middle|>",
        max_tokens=16,
        temperature=0,
        stop=["<|endoftext|>", "<|fim_pad|>", "\n\n"],
        stream=True,
        extra_headers={"openai-intent": "copilot-ghost"},
    )
    text = "".join(choice.text for chunk in stream for choice in chunk.choices)
    assert text == "t0 t1 t2 t3 t4 "
    sent = upstream.received[before]
    assert sent["stop"] == ["<|endoftext|>", "<|fim_pad|>", "\n\n"] and sent["model"] == "ok"


def test_embeddings_passthrough(upstream: RecordingUpstream, gateway_factory: GatewayFactory) -> None:
    doc = policy(
        two_teams(),
        fast=openai_version(upstream.url, "ok", pass_fields=["x_vendor_extension"]),
        standard=openai_version(upstream.url, "ok", context_window=200000, pass_fields=["x_vendor_extension"]),
        extra_models={"embed": {"versions": {"standard": openai_version(upstream.url, "emb-1", embeddings=True)}}},
    )
    gw = gateway_factory(doc, name="emb")
    client = openai.OpenAI(base_url=gw.url, api_key=KEY_A, max_retries=0)
    result = client.embeddings.create(model="embed", input=["a", "b"], encoding_format="float")
    assert [d.embedding for d in result.data] == [[0.1, 0.2, 0.3]] * 2
    assert upstream.received[-1] == {"model": "emb-1", "input": ["a", "b"], "encoding_format": "float"}
