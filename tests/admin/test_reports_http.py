"""Finance reports over HTTP against a real gateway: equal to the CLI and to the raw ledger rows."""

from __future__ import annotations

import csv
import io
from typing import Any

import orjson
import pytest

from gateway.reports import FOCUS_COLUMNS
from gateway.reports.focus import X_COLUMNS
from tests.admin.conftest import ADMIN_KEY, REQUESTS, TASK, Traffic
from tests.conftest import KEY_A, KEY_B

BY = "team,model,version,request_class"


def _error(response: Any, status: int) -> dict[str, Any]:
    assert response.status_code == status, response.text
    body: dict[str, Any] = response.json()
    assert set(body["error"]) == {"message", "type", "param", "code"}
    return body["error"]


@pytest.mark.parametrize("fmt", ["json", "csv", "table"])
def test_spend_over_http_equals_the_cli(traffic: Traffic, fmt: str) -> None:
    http = traffic.get("/admin/reports/spend", period=traffic.period, by=BY, format=fmt)
    assert http.status_code == 200, http.text
    cli = traffic.cli("--period", traffic.period, "--by", BY, "--format", fmt)
    assert http.text == cli.stdout
    assert http.text.count("alpha") >= 2 and "beta" in http.text


def test_spend_totals_equal_the_sum_of_ledger_rows(traffic: Traffic) -> None:
    doc = traffic.get("/admin/reports/spend", period=traffic.period, by="team").json()
    raw = {team: (requests, cost) for team, requests, cost in traffic.sql(
        "SELECT team, COUNT(DISTINCT request_id), SUM(COALESCE(cost_micros, 0)) FROM ledger_entries "
        "WHERE shadow = 0 GROUP BY team")}  # fmt: skip
    rows = {r["dims"]["team"]: (r["requests"], r["cost_micros"]) for r in doc["rows"]}
    assert rows == raw
    assert {team: n for team, (n, _) in rows.items()} == REQUESTS
    assert doc["totals"]["cost_micros"] == sum(cost for _, cost in raw.values()) > 0
    assert doc["totals"]["requests"] == sum(REQUESTS.values())
    unpriced = traffic.sql("SELECT COUNT(*) FROM ledger_entries WHERE shadow = 0 AND cost_micros IS NULL")
    assert doc["totals"]["unpriced_attempts"] == unpriced[0][0] >= 2
    # Savings: the standard version's price applied to the same tokens, and fast traffic makes it positive.
    assert doc["totals"]["savings_usd"] is not None and float(doc["totals"]["savings_usd"]) > 0


def test_team_key_sees_only_its_own_team(traffic: Traffic) -> None:
    doc = traffic.get("/admin/reports/spend", KEY_B, period=traffic.period, by="team,model").json()
    assert {r["dims"]["team"] for r in doc["rows"]} == {"beta"}
    assert doc["team"] == "beta" and doc["totals"]["requests"] == REQUESTS["beta"]
    error = _error(traffic.get("/admin/reports/spend", KEY_B, period=traffic.period, team="alpha"), 403)
    assert error["type"] == "permission_error" and error["param"] == "team"
    own = traffic.get("/admin/reports/spend", KEY_B, period=traffic.period, team="beta", format="csv")
    assert own.status_code == 200 and "alpha" not in own.text
    focus = traffic.get("/admin/reports/focus", KEY_B, period=traffic.period)
    assert {r["SubAccountId"] for r in csv.DictReader(io.StringIO(focus.text))} == {"beta"}
    _error(traffic.get("/admin/reports/focus", KEY_B, period=traffic.period, team="alpha"), 403)
    budgets = traffic.get("/admin/reports/budgets", KEY_B).json()
    assert [t["team"] for t in budgets["teams"]] == ["beta"]
    _error(traffic.get("/admin/reports/budgets", KEY_B, team="alpha"), 403)
    # alpha's task is invisible to beta: same answer as a task that does not exist.
    assert _error(traffic.get(f"/admin/tasks/{TASK}", KEY_B), 404)["code"] == "task_not_found"
    data = traffic.get("/dashboard/data", KEY_B, period=traffic.period).json()
    seen = {r["team"] for key in ("teams", "spend_by_day", "budgets", "unpriced") for r in data[key]}
    assert seen == {"beta"} and data["team"] == "beta" and data["viewer"] == "team"
    assert data["totals"]["requests"] == REQUESTS["beta"]
    assert all(c["client"].startswith("AgentCLI/") for c in data["clients"])
    _error(traffic.get("/dashboard/data", KEY_B, period=traffic.period, team="alpha"), 403)


@pytest.mark.parametrize("path", ["/admin/reports/spend", "/admin/reports/focus", "/admin/reports/budgets",
                                  f"/admin/tasks/{TASK}", "/dashboard/data"])
def test_reports_need_a_valid_key(traffic: Traffic, path: str) -> None:
    assert _error(traffic.get(path, None), 401)["code"] == "missing_api_key"
    assert _error(traffic.get(path, "gw-not-a-key"), 401)["code"] == "invalid_api_key"


def test_the_dashboard_page_itself_needs_no_key_and_holds_no_figures(traffic: Traffic) -> None:
    page = traffic.get("/dashboard", None)
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert 'data-testid="total-spend"' in page.text and "alpha" not in page.text
    for asset in ("dashboard.js", "dashboard.css"):
        assert traffic.get(f"/dashboard/assets/{asset}", None).status_code == 200
    assert traffic.get("/dashboard/assets/..%2Fadmin%2Froutes.py", None).status_code == 404


@pytest.mark.parametrize(("params", "needle"), [
    ({"period": "2026-13"}, "month"),
    ({"period": "last week"}, "date"),
    ({"period": "2026-11-30..2026-11-01"}, "end before start"),
    ({"by": "team,colour"}, "colour"),
    ({"by": "team,team"}, "repeats"),
    ({"by": "team,class"}, "'class' is now 'request_class'"),  # the old name: refused, never an alias
    ({"format": "xml"}, "xml"),
])  # fmt: skip
def test_bad_parameters_are_400(traffic: Traffic, params: dict[str, str], needle: str) -> None:
    error = _error(traffic.get("/admin/reports/spend", **params), 400)
    assert needle in error["message"] and error["type"] == "invalid_request_error"
    assert traffic.cli(*(x for k, v in params.items() for x in (f"--{k}", v)), check=False).returncode == 2


def test_bad_period_is_400_on_every_report(traffic: Traffic) -> None:
    for path in ("/admin/reports/focus", "/dashboard/data"):
        _error(traffic.get(path, period="2026-02-30"), 400)
    _error(traffic.get("/admin/reports/budgets", format="csv"), 400)
    _error(traffic.get("/admin/reports/budgets", team="gamma"), 400)


def test_focus_export_has_the_focus_header_and_adds_up(traffic: Traffic) -> None:
    http = traffic.get("/admin/reports/focus", period=traffic.period)
    assert http.status_code == 200 and http.headers["content-type"].startswith("text/csv")
    assert "attachment" in http.headers["content-disposition"]
    assert http.text == traffic.cli("--period", traffic.period, "--focus").stdout
    reader = csv.DictReader(io.StringIO(http.text))
    assert tuple(reader.fieldnames or ()) == (*FOCUS_COLUMNS, *X_COLUMNS)
    rows = list(reader)
    priced = [r for r in rows if r["x_Unpriced"] == "false"]
    unpriced = [r for r in rows if r["x_Unpriced"] == "true"]
    total = sum(round(float(r["BilledCost"]) * 1_000_000) for r in priced)
    spend = traffic.get("/admin/reports/spend", period=traffic.period).json()
    assert total == spend["totals"]["cost_micros"]
    assert unpriced
    assert all(r["BilledCost"] == "" and r["ChargeDescription"].startswith("UNPRICED") for r in unpriced)
    assert {r["SubAccountId"] for r in rows} == {"alpha", "beta"}


def test_budgets_report_matches_the_cli_and_the_policy(traffic: Traffic) -> None:
    http = traffic.get("/admin/reports/budgets")
    assert http.text == traffic.cli("--budgets", "--format", "json").stdout
    doc = {t["team"]: t for t in http.json()["teams"]}
    alpha = {p["name"]: p for p in doc["alpha"]["periods"]}
    assert doc["alpha"]["tz"] == "Europe/Paris"
    assert alpha["daily"]["budget_usd"] == "500.000000" and alpha["monthly"]["budget_usd"] == "5000.000000"
    spent = traffic.sql("SELECT SUM(COALESCE(cost_micros, 0)) FROM ledger_entries WHERE team = 'alpha'")[0][0]
    assert alpha["monthly"]["spent_micros"] == spent > 0
    assert alpha["monthly"]["remaining_micros"] == 5_000_000_000 - spent
    beta = {p["name"]: p for p in doc["beta"]["periods"]}
    assert beta["daily"]["budget_micros"] is None and beta["monthly"]["budget_micros"] == 1_000_000_000
    table = traffic.get("/admin/reports/budgets", format="table")
    assert table.text == traffic.cli("--budgets").stdout and "$5,000.00" in table.text


def test_task_timeline_shows_steps_running_total_and_the_failure(traffic: Traffic) -> None:
    doc = traffic.get(f"/admin/tasks/{TASK}").json()
    steps = doc["steps"]
    costs = [s["cost_micros"] for s in steps]
    assert len(steps) == 5 and [s["index"] for s in steps] == list(range(5))
    assert [s["ts"] for s in steps] == sorted(s["ts"] for s in steps)
    running = 0
    for step in steps:
        running += step["cost_micros"] or 0
        assert step["running_total_micros"] == running
    raw = traffic.sql(
        "SELECT SUM(COALESCE(cost_micros, 0)), COUNT(*) FROM ledger_entries WHERE session_id = ?", TASK
    )[0]
    assert (doc["total_micros"], len(steps)) == raw
    assert costs.count(None) == doc["unpriced_steps"] == 1 and doc["complete"] is False
    failed = steps[doc["first_failure"]]
    assert failed["marker"] == "first_failure" and failed["outcome"] != "ok"
    assert failed["upstream_model"] == "broken"
    assert {s["version"] for s in steps} >= {"standard"}
    table = traffic.cli("--task", TASK).stdout
    assert table == traffic.get(f"/admin/tasks/{TASK}", format="table").text
    assert "<< first failure" in table and "UNPRICED" in table and len(table.splitlines()) == 5 + 4
    assert orjson.loads(traffic.cli("--task", TASK, "--format", "json").stdout) == doc


def test_unknown_task_is_404_and_cli_exit_1(traffic: Traffic) -> None:
    assert _error(traffic.get("/admin/tasks/no-such-task"), 404)["param"] == "task_id"
    done = traffic.cli("--task", "no-such-task", check=False)
    assert done.returncode == 1 and "no task" in done.stderr


def test_admin_key_sees_every_team_and_calls_are_audited(traffic: Traffic) -> None:
    data = traffic.get("/dashboard/data", ADMIN_KEY, period=traffic.period).json()
    assert [t["team"] for t in data["teams"]] == ["alpha", "beta"] and data["viewer"] == "admin"
    assert data["shadow_runs"] == []
    logs = traffic.gateway.logs()
    audit = [line for line in logs.splitlines() if '"admin_report"' in line]
    denied = [line for line in audit if '"status":403' in line]
    assert any('"who":"team"' in line and '"team":"beta"' in line for line in denied)
    assert any('"who":"admin"' in line and '"action":"dashboard_data"' in line for line in audit)
    assert ADMIN_KEY not in logs and KEY_A not in logs and KEY_B not in logs
