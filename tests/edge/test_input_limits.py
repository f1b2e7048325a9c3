"""Input the gateway must refuse with a clear 4xx, never a 500 or a dropped connection: JSON nested deeper
than the limit (refused before any upstream call, on every endpoint), control characters in admin query
values and path parameters (PostgreSQL refuses NUL; CR and LF cannot go in a header)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from gateway.pipeline.parse import MAX_JSON_DEPTH
from tests.conftest import KEY_A, two_teams
from tests.edge.wire import exchange, request
from tests.support.ledger_db import drop_pg_schema, fresh_pg_url
from tests.support.policies import openai_version, policy
from tests.support.procs import GatewayProcess, write_policy
from tests.support.upstream import RecordingUpstream

ADMIN = "edge-admin-key"
ANTHROPIC = {"/v1/messages", "/v1/messages/count_tokens"}


def nested(depth: int) -> Any:
    """Objects ``depth`` levels deep (the outermost counts as one)."""
    value: Any = {"k": 1}
    for _ in range(depth - 1):
        value = {"a": value}
    return value


def bodies(depth: int) -> dict[str, dict[str, Any]]:
    deep = nested(depth - 1)  # inside the body object: the body's own level makes ``depth``
    chat = [{"role": "user", "content": "hi"}]
    return {
        "/v1/chat/completions": {"model": "coder", "messages": chat, "metadata": deep},
        "/v1/completions": {"model": "coder", "prompt": "hi", "logit_bias": deep},
        "/v1/embeddings": {"model": "embed", "input": "hi", "user_data": deep},
        "/v1/messages": {"model": "coder", "max_tokens": 5, "messages": chat, "metadata": deep},
        "/v1/messages/count_tokens": {"model": "coder", "messages": chat, "metadata": deep},
        "/v1/responses": {"model": "coder", "input": "hi", "metadata": deep},
    }


@pytest.fixture(scope="module")
def upstream() -> Iterator[RecordingUpstream]:
    with RecordingUpstream() as server:
        yield server


@pytest.fixture(scope="module", params=["sqlite", "postgres"])
def gateway(request: pytest.FixtureRequest, upstream: RecordingUpstream,
            tmp_path_factory: pytest.TempPathFactory) -> Iterator[GatewayProcess]:
    root: Path = tmp_path_factory.mktemp(f"limits-{request.param}")
    version = openai_version(upstream.url, "up-model")
    embed = {**version, "embeddings": True}
    doc = policy(two_teams(), fast=version, standard=version,
                 extra_models={"embed": {"versions": {"standard": embed}}})
    write_policy(root / "policies", doc)
    env = {"GATEWAY_ADMIN_KEY": ADMIN}
    url = fresh_pg_url() if request.param == "postgres" else None
    if url:
        env["GATEWAY_DATABASE_URL"] = url
    try:
        with GatewayProcess(root / "policies", root / "state", env=env) as gw:
            yield gw
    finally:
        if url:
            drop_pg_schema(url)


def _post(gw: GatewayProcess, path: str, body: Any) -> httpx.Response:
    # stdlib json: orjson (the gateway's) writes at most 254 levels, and these bodies go deeper
    return httpx.post(gw.base + path, content=json.dumps(body).encode(), timeout=30,
                      headers={"authorization": f"Bearer {KEY_A}", "content-type": "application/json",
                               "anthropic-version": "2023-06-01"})


def _assert_error_shape(path: str, response: httpx.Response) -> dict[str, Any]:
    data = response.json()
    if path in ANTHROPIC:
        assert data["type"] == "error" and data["error"]["type"] == "invalid_request_error", data
    else:
        assert set(data["error"]) == {"message", "type", "param", "code"}, data
    error: dict[str, Any] = data["error"]
    return error


@pytest.mark.parametrize("path", list(bodies(2)))
def test_too_deep_json_is_refused_before_the_upstream(gateway: GatewayProcess, upstream: RecordingUpstream,
                                                      path: str) -> None:
    before = len(upstream.received)
    response = _post(gateway, path, bodies(255)[path])
    assert response.status_code == 400, response.text
    assert "levels deep" in _assert_error_shape(path, response)["message"]
    assert len(upstream.received) == before


def test_responses_metadata_nested_255_levels_is_a_400(gateway: GatewayProcess,
                                                       upstream: RecordingUpstream) -> None:
    before = len(upstream.received)
    response = _post(gateway, "/v1/responses", {"model": "coder", "input": "hi", "metadata": nested(255)})
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "json_too_deep"
    assert len(upstream.received) == before


def test_nesting_up_to_the_limit_is_served(gateway: GatewayProcess) -> None:
    body = bodies(MAX_JSON_DEPTH)["/v1/responses"]
    response = _post(gateway, "/v1/responses", body)
    assert response.status_code == 200, response.text
    assert response.json()["metadata"] == body["metadata"]


def _get(gw: GatewayProcess, target: str, key: str) -> httpx.Response:
    return httpx.get(gw.base + target, headers={"authorization": f"Bearer {key}"}, timeout=30)


@pytest.mark.parametrize("key", [KEY_A, ADMIN], ids=["team", "admin"])
@pytest.mark.parametrize("target", [
    "/admin/tasks/%00", "/admin/tasks/a%00b", "/admin/tasks/x%0d%0a", "/admin/reports/spend?team=%00",
    "/admin/reports/spend?period=2026-11%00", "/admin/reports/budgets?team=a%00", "/dashboard/data?team=%00",
    "/admin/reports/focus?period=2026-12%0d%0a", "/admin/reports/focus?period=2026-12%0b",
    "/admin/reports/focus?period=2026-12%1f", "/admin/tasks/" + "t" * 600, "/admin/reports/spend?x%00=1",
])
def test_control_characters_in_admin_parameters_are_a_400(gateway: GatewayProcess, target: str, key: str) -> None:
    response = _get(gateway, target, key)
    assert response.status_code == 400, response.text
    error = response.json()["error"]
    assert error["code"] == "invalid_parameter" and error["type"] == "invalid_request_error"


def test_shadow_run_ids_are_checked(gateway: GatewayProcess) -> None:
    assert _get(gateway, "/admin/shadow/runs/%00", KEY_A).status_code == 403
    response = _get(gateway, "/admin/shadow/runs/%00", ADMIN)
    assert response.status_code == 400 and response.json()["error"]["code"] == "invalid_parameter"
    assert _get(gateway, "/admin/shadow/runs/nope", ADMIN).status_code == 404
    response = _get(gateway, "/admin/shadow/runs/nope?format=%0d", ADMIN)
    assert response.status_code == 400
    assert _get(gateway, "/admin/shadow/runs/nope?format=yaml", ADMIN).status_code == 400


@pytest.mark.parametrize("suffix", [b"%0d%0a", b"%0b", b"%1f", b"%0d%0aset-cookie:%20x=1"])
def test_focus_with_a_control_character_answers_completely(gateway: GatewayProcess, suffix: bytes) -> None:
    """The connection carries a whole 400 (read strictly), not a drop."""
    target = b"/admin/reports/focus?period=2026-12" + suffix
    answer = exchange(gateway.port, request("GET", target, {"authorization": f"Bearer {ADMIN}"}))
    assert answer.status == 400
    assert answer.json()["error"]["param"] == "period"
    assert "set-cookie" not in answer.headers


def test_focus_filename_holds_only_safe_characters(gateway: GatewayProcess) -> None:
    response = _get(gateway, "/admin/reports/focus?period=2026-11-01..2026-11-02", ADMIN)
    assert response.status_code == 200
    assert response.headers["content-disposition"] == 'attachment; filename="focus-all-2026-11-01_2026-11-02.csv"'


@pytest.mark.parametrize(("payload", "param"), [
    ({"endpoint": "/v1/chat/completions", "headers": {}, "body": nested(300)}, None),
    ({"endpoint": "/v1/chat/completions", "headers": True, "body": {"model": "coder"}}, "headers"),
], ids=["deep-body", "headers-not-an-object"])
def test_explain_refuses_what_it_cannot_explain(gateway: GatewayProcess, payload: dict[str, Any],
                                                param: str | None) -> None:
    response = httpx.post(gateway.base + "/admin/explain?team=alpha", content=json.dumps(payload).encode(),
                          headers={"authorization": f"Bearer {ADMIN}"}, timeout=30)
    assert response.status_code == 400, response.text
    assert response.json()["error"]["param"] == param
