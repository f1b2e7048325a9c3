"""What a client meets at the edges: how it may send its key, a route header it mistyped, the wrong kind of
model, the endpoints without an upstream call (ids and log lines), Anthropic's model list, a port clash."""

from __future__ import annotations

import json
import subprocess
import time
from pathlib import Path

import anthropic
import httpx
import openai
import pytest

from tests.conftest import KEY_A, two_teams
from tests.support.policies import policy
from tests.support.procs import GATEWAY, GatewayProcess, write_policy

CHAT = {"model": "coder", "messages": [{"role": "user", "content": "Write a regex for ISO dates"}]}


def _error(response: httpx.Response, status: int) -> dict[str, str]:
    assert response.status_code == status, response.text
    error: dict[str, str] = response.json()["error"]
    return error


def _log_lines(gateway: GatewayProcess, request_id: str) -> list[dict[str, object]]:
    deadline = time.monotonic() + 5
    while True:
        lines = []
        for raw in gateway.logs().splitlines():
            if request_id in raw and raw.startswith("{"):
                lines.append(json.loads(raw))
        if lines or time.monotonic() > deadline:
            return lines
        time.sleep(0.05)


def test_a_bare_authorization_key_is_accepted(sim_gateway: GatewayProcess) -> None:
    response = httpx.post(sim_gateway.url + "/chat/completions", json=CHAT, headers={"authorization": KEY_A})
    assert response.status_code == 200, response.text


def test_another_authorization_scheme_is_refused_with_the_reason(sim_gateway: GatewayProcess) -> None:
    response = httpx.post(
        sim_gateway.url + "/chat/completions", json=CHAT, headers={"authorization": f"Basic {KEY_A}"}
    )
    error = _error(response, 401)
    assert "Basic" in error["message"] and "Bearer" in error["message"]


def test_an_unknown_route_header_is_refused_not_ignored(sim_gateway: GatewayProcess) -> None:
    headers = {"authorization": f"Bearer {KEY_A}", "x-gateway-route": "turbo"}
    response = httpx.post(sim_gateway.url + "/chat/completions", json=CHAT, headers=headers)
    error = _error(response, 400)
    assert error["param"] == "x-gateway-route" and "turbo" in error["message"]
    auto = httpx.post(
        sim_gateway.url + "/chat/completions", json=CHAT, headers={**headers, "x-gateway-route": "auto"}
    )
    assert auto.status_code == 200 and auto.headers["x-gateway-reason"] != "route-header"


def test_the_wrong_kind_of_model_is_refused_before_any_upstream_call(sim_gateway: GatewayProcess) -> None:
    client = openai.OpenAI(base_url=sim_gateway.url, api_key=KEY_A, max_retries=0)
    with pytest.raises(openai.BadRequestError) as chat_to_embed:
        client.chat.completions.create(model="embed", messages=[{"role": "user", "content": "hi"}])
    assert "embeddings" in str(chat_to_embed.value)
    with pytest.raises(openai.BadRequestError) as embed_to_chat:
        client.embeddings.create(model="coder", input="hello")
    assert "embeddings" in str(embed_to_chat.value)
    assert client.embeddings.create(model="embed", input="hello").data


@pytest.mark.parametrize(
    ("method", "path", "body"),
    [
        ("GET", "/v1/models", None),
        ("POST", "/v1/messages/count_tokens", {"model": "coder", "messages": [{"role": "user", "content": "hi"}]}),
        ("HEAD", "/", None),
    ],
)
def test_endpoints_without_an_upstream_call_carry_an_id_and_log_a_line(
    sim_gateway: GatewayProcess, method: str, path: str, body: object
) -> None:
    response = httpx.request(
        method, sim_gateway.base + path, json=body, headers={"authorization": f"Bearer {KEY_A}"}
    )
    assert response.status_code == 200
    request_id = response.headers["x-request-id"]
    lines = _log_lines(sim_gateway, request_id)
    assert len(lines) == 1 and lines[0]["status"] == 200, lines


def test_anthropic_clients_get_anthropics_model_list(sim_gateway: GatewayProcess) -> None:
    client = anthropic.Anthropic(base_url=sim_gateway.base, api_key=KEY_A, max_retries=0)
    page = client.models.list()
    ids = [model.id for model in page.data]
    assert "coder" in ids
    assert all(model.type == "model" for model in page.data)
    openai_shape = httpx.get(sim_gateway.url + "/models", headers={"authorization": f"Bearer {KEY_A}"}).json()
    assert openai_shape["object"] == "list" and "coder" in [m["id"] for m in openai_shape["data"]]


def test_a_port_clash_is_reported_before_any_banner_or_key(tmp_path: Path, sim_gateway: GatewayProcess) -> None:
    write_policy(tmp_path / "policies", policy(two_teams()))
    done = subprocess.run(
        [*GATEWAY, "serve", "--host", "127.0.0.1", "--port", str(sim_gateway.port), "--policies",
         str(tmp_path / "policies")],
        env={"GATEWAY_STATE_DIR": str(tmp_path / "state"), "PATH": "/usr/bin:/bin"},
        capture_output=True, text=True, timeout=60, cwd=str(tmp_path),
    )
    assert done.returncode != 0
    assert "cannot listen" in done.stderr
    assert "serving" not in done.stdout and "gw-" not in done.stdout
