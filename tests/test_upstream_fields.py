"""A request never chooses where the gateway connects or with which credential, on any provider or endpoint.

Every field that litellm (or a provider behind it) reads as a setting is sent, with a canary server's URL
wherever a URL fits, to every provider and every endpoint of a real gateway: the canary hears nothing, the
real upstream (a loopback fake reached by litellm's ``openai/`` adapter or the OpenAI-compatible client)
gets only the policy's key and none of those fields.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from pydantic import ValidationError

from gateway.policy.model import Version
from tests.conftest import KEY_A, GatewayFactory, two_teams
from tests.support.canary import Canary
from tests.support.policies import SIM_FAST, SIM_STANDARD, policy
from tests.support.procs import GatewayProcess
from tests.support.upstream import RecordingUpstream

SECRET = "sk-policy-secret-7f3a"


def attack(canary: str) -> dict[str, Any]:
    """Every kind of setting a provider adapter might take from a keyword: URL, credential, mock, retry, ..."""
    return {
        "base_url": canary, "api_base": canary, "api_key": "sk-client-chosen", "api_version": "2020-01-01",
        "custom_llm_provider": "openai", "mock_response": "MOCKED", "mock_tool_calls": [], "mock_timeout": True,
        "callbacks": ["webhook"], "success_callback": ["webhook"], "failure_callback": ["webhook"],
        "num_retries": 4, "max_retries": 4, "timeout": 0.001, "request_timeout": 0.001,
        "extra_headers": {"authorization": "Bearer sk-client-chosen"}, "headers": {"x-canary": "1"},
        "extra_body": {"api_base": canary}, "extra_query": {"x": "1"}, "organization": "client-org",
        "aws_access_key_id": "AKIA-client", "aws_secret_access_key": "client", "aws_region_name": "us-east-1",
        "aws_bedrock_runtime_endpoint": canary, "vertex_project": "p", "vertex_location": "l",
        "vertex_credentials": "{}", "azure_ad_token": "client", "api_type": "azure", "deployment_id": "d",
        "litellm_params": {"api_base": canary}, "proxy": canary, "fallbacks": [{"model": "x", "api_base": canary}],
        "model_list": [{"model_name": "x", "litellm_params": {"api_base": canary}}], "client": canary,
        "input_cost_per_token": 0, "output_cost_per_token": 0, "logger_fn": "print",
    }


HEADERS = {
    "x-api-base": "{canary}", "api-base": "{canary}", "base-url": "{canary}", "x-litellm-api-key": "sk-client",
    "openai-organization": "client-org", "x-upstream-url": "{canary}", "x-forwarded-host": "127.0.0.1",
}


@pytest.fixture(scope="module")
def canary() -> Iterator[Canary]:
    with Canary() as server:
        yield server


@pytest.fixture(scope="module")
def real() -> Iterator[RecordingUpstream]:
    with RecordingUpstream() as server:
        yield server


def _versions(provider: str, url: str, embeddings: bool = False) -> dict[str, Any]:
    if provider == "simulated":
        if embeddings:
            sim = {"provider": "simulated", "upstream_model": "e", "embeddings": True, "context_window": 8192}
            return {"standard": sim}
        return {"fast": SIM_FAST, "standard": SIM_STANDARD}
    model = "openai/ok" if provider == "litellm" else "ok"
    version = {
        "provider": provider, "upstream_model": model, "base_url": url, "api_key_env": "GW_TEST_UPSTREAM_KEY",
        "context_window": 32768, "retries": 0, "embeddings": embeddings,
        "prices": {"input_per_mtok": 1, "output_per_mtok": 2},
        "timeouts": {"connect": 2, "first_token": 10, "idle": 10, "total": 20},
    }
    if embeddings:
        return {"standard": version}
    return {"fast": version, "standard": {**version, "context_window": 200000}}


@pytest.fixture(scope="module")
def gateway(tmp_path_factory: pytest.TempPathFactory, real: RecordingUpstream) -> Iterator[GatewayProcess]:
    from tests.support.procs import write_policy

    models: dict[str, Any] = {}
    for provider in ("litellm", "openai", "simulated"):
        models[f"chat-{provider}"] = {"versions": _versions(provider, real.url)}
        models[f"embed-{provider}"] = {"versions": _versions(provider, real.url, embeddings=True)}
    # An adapter that downloads image URLs itself to inline them (litellm's Anthropic one, like its Ollama one).
    anthropic_version = {**_versions("litellm", real.url)["fast"], "upstream_model": "anthropic/claude-sonnet-4-5"}
    models["chat-anthropic"] = {"versions": {"standard": anthropic_version}}
    root = tmp_path_factory.mktemp("fields")
    write_policy(root / "policies", policy(two_teams(), extra_models=models))
    env = {"GW_TEST_UPSTREAM_KEY": SECRET, "OPENAI_API_KEY": "sk-env-not-the-policy"}
    with GatewayProcess(root / "policies", root / "state", env=env) as gw:
        yield gw


def _requests(provider: str, fields: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    chat, embed = f"chat-{provider}", f"embed-{provider}"
    user = [{"role": "user", "content": "hello"}]
    out: list[tuple[str, dict[str, Any]]] = []
    for stream in (False, True):
        out += [
            ("/v1/chat/completions", {"model": chat, "messages": user, "stream": stream, **fields}),
            ("/v1/completions", {"model": chat, "prompt": "hello", "stream": stream, **fields}),
            ("/v1/messages", {"model": chat, "max_tokens": 32, "messages": user, "stream": stream, **fields}),
            ("/v1/responses", {"model": chat, "input": "hello", "stream": stream, **fields}),
        ]
    out.append(("/v1/embeddings", {"model": embed, "input": "hello", **fields}))
    return out


@pytest.mark.parametrize("provider", ["litellm", "openai", "simulated"])
def test_no_request_field_or_header_chooses_the_upstream_or_its_credential(
    gateway: GatewayProcess, canary: Canary, real: RecordingUpstream, provider: str
) -> None:
    fields = attack(canary.url)
    headers = {k: v.format(canary=canary.url) for k, v in HEADERS.items()}
    headers |= {"authorization": f"Bearer {KEY_A}", "anthropic-version": "2023-06-01"}
    before = len(real.received)
    for path, body in _requests(provider, fields):
        response = httpx.post(gateway.base + path, json=body, headers=headers, timeout=30)
        assert response.status_code == 200, (path, response.text)
        assert "MOCKED" not in response.text, path
    assert canary.heard == [], "a request made the gateway connect to a URL of the client's choosing"
    received, seen_headers = real.received[before:], real.headers[before:]
    if provider == "simulated":
        assert received == []
        return
    assert len(received) == 9, "each call reached the policy's upstream once"
    for body, head in zip(received, seen_headers, strict=True):
        assert {k.lower(): v for k, v in head.items()}["authorization"] == f"Bearer {SECRET}"
        assert not set(body) & set(fields), f"control fields reached the upstream: {set(body) & set(fields)}"


def test_pass_fields_refuses_control_settings() -> None:
    base = {"provider": "openai", "upstream_model": "m", "base_url": "http://127.0.0.1:1/v1", "context_window": 10}
    assert Version.model_validate({**base, "pass_fields": ["top_k", "guided_json"]}).pass_fields == (
        "top_k", "guided_json",
    )
    for name in ("api_base", "base_url", "api_key", "aws_region_name", "num_retries", "mock_response", "timeout",
                 "extra_headers", "success_callback", "vertex_credentials", "Top-K"):
        with pytest.raises(ValidationError):
            Version.model_validate({**base, "pass_fields": [name]})


def test_declared_pass_field_reaches_an_openai_upstream(
    gateway_factory: GatewayFactory, real: RecordingUpstream
) -> None:
    version = _versions("openai", real.url)["fast"]
    doc = policy(two_teams(), extra_models={
        "vllm": {"versions": {"standard": {**version, "pass_fields": ["top_k"]}}},
    })
    gw = gateway_factory(doc)
    body = {"model": "vllm", "messages": [{"role": "user", "content": "x"}], "top_k": 5, "undeclared": 1}
    before = len(real.received)
    response = httpx.post(gw.url + "/chat/completions", json=body, headers={"authorization": f"Bearer {KEY_A}"})
    assert response.status_code == 200, response.text
    sent = real.received[before]
    assert sent["top_k"] == 5 and "undeclared" not in sent


@pytest.mark.parametrize("model", ["chat-litellm", "chat-anthropic"])
def test_litellm_never_fetches_media_urls_a_request_names(gateway: GatewayProcess, canary: Canary, model: str) -> None:
    """Some litellm adapters download an image URL themselves to inline it: a request naming one is refused
    (inline ``data:`` media passes), in each protocol, and the canary hears nothing."""
    image = {"type": "image_url", "image_url": {"url": canary.url + "/cat.png"}}
    headers = {"authorization": f"Bearer {KEY_A}", "anthropic-version": "2023-06-01"}
    chat = {"model": model, "messages": [{"role": "user", "content": [image]}]}
    response = httpx.post(gateway.url + "/chat/completions", json=chat, headers=headers, timeout=30)
    assert response.status_code == 400, response.text
    error = response.json()["error"]
    assert error["code"] == "media_url_not_allowed" and error["param"] == "messages[0].content[0].image_url"
    source = {"type": "url", "url": canary.url + "/cat.png"}
    messages = {"model": model, "max_tokens": 8,
                "messages": [{"role": "user", "content": [{"type": "image", "source": source}]}]}
    anthropic_reply = httpx.post(gateway.base + "/v1/messages", json=messages, headers=headers, timeout=30)
    assert anthropic_reply.status_code == 400 and anthropic_reply.json()["type"] == "error"
    inline = {"type": "image_url", "image_url": {"url": "data:image/png;base64,iVBORw0KGgo="}}
    chat["messages"] = [{"role": "user", "content": [{"type": "text", "text": "see " + canary.url}, inline]}]
    if model == "chat-litellm":  # (no Anthropic API here to answer the other)
        assert httpx.post(gateway.url + "/chat/completions", json=chat, headers=headers, timeout=30).status_code == 200
    assert canary.heard == []

