"""The admin API's schema and docs page on a real gateway: behind the admin key, listing every admin route
with its parameters, and with response models that the real answers satisfy."""

from __future__ import annotations

import httpx

from gateway.admin.models import BudgetsReport, Error, SpendReport, TaskTimeline
from tests.admin.conftest import ADMIN_KEY, TASK, Traffic
from tests.conftest import KEY_A

ADMIN_PATHS = {
    "/admin/reports/spend": "get", "/admin/reports/focus": "get", "/admin/reports/budgets": "get",
    "/admin/tasks/{task_id}": "get", "/admin/explain": "post", "/admin/shadow/runs": "get",
    "/admin/shadow/runs/{run_id}": "get", "/admin/shadow/report": "get", "/admin/keys": "post",
    "/admin/keys/{key_id}": "delete", "/admin/keys/{key_id}/rotate": "post",
}


def test_openapi_lists_the_admin_api_with_typed_parameters(traffic: Traffic) -> None:
    response = traffic.get("/openapi.json")
    assert response.status_code == 200
    doc = response.json()
    for path, method in ADMIN_PATHS.items():
        assert method in doc["paths"].get(path, {}), f"{method.upper()} {path} missing from /openapi.json"
    spend = doc["paths"]["/admin/reports/spend"]["get"]
    params = {p["name"]: p for p in spend["parameters"]}
    assert set(params) >= {"period", "by", "format", "team"}
    assert params["format"]["schema"]["enum"] == ["json", "csv", "table"]
    assert spend["responses"]["200"]["content"]["application/json"]["schema"] == {
        "$ref": "#/components/schemas/SpendReport"}
    assert "get" in doc["paths"]["/admin/keys"]
    assert not any(path.startswith("/v1/") for path in doc["paths"])  # the inference lane is not declared here


def test_the_schema_and_docs_page_need_the_admin_key(traffic: Traffic) -> None:
    for path in ("/openapi.json", "/docs"):
        anonymous = traffic.get(path, None)
        assert anonymous.status_code == 401
        assert Error.model_validate(anonymous.json()).error.code == "missing_api_key"
        assert anonymous.headers["www-authenticate"].startswith("Basic")
        assert traffic.get(path, KEY_A).status_code == 401
    browser = httpx.get(traffic.gateway.base + "/docs", auth=("admin", ADMIN_KEY), timeout=10)
    assert browser.status_code == 200 and "swagger" in browser.text.lower()
    wrong = httpx.get(traffic.gateway.base + "/openapi.json", auth=("admin", "not-the-key"), timeout=10)
    assert wrong.status_code == 401


def test_real_answers_satisfy_the_declared_response_models(traffic: Traffic) -> None:
    spend = SpendReport.model_validate(traffic.get("/admin/reports/spend", format="json", by="team,model").json())
    assert {row.dims["team"] for row in spend.rows} == {"alpha", "beta"}
    budgets = BudgetsReport.model_validate(traffic.get("/admin/reports/budgets", format="json").json())
    assert {team.team for team in budgets.teams} == {"alpha", "beta"}
    timeline = TaskTimeline.model_validate(traffic.get(f"/admin/tasks/{TASK}", format="json").json())
    assert timeline.steps and timeline.first_failure is not None
    refused = traffic.get("/admin/reports/spend", KEY_A, team="beta")
    assert refused.status_code == 403 and Error.model_validate(refused.json()).error.param == "team"
