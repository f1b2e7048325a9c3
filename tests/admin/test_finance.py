"""Finance's questions over HTTP and the CLI on a seeded ledger: who spent what (the person dimension, in
the spend report, its CSV and the FOCUS export), the finance key's read-only reach, the month-end forecast,
the outcomes per team and the cost of routing per task and per single request."""

from __future__ import annotations

import csv
import io

import httpx
import orjson

from gateway.reports.routing_cost import nearest_rank
from tests.admin.conftest import ADMIN_KEY, FINANCE_KEY, KEY_G, Finance
from tests.conftest import KEY_A, KEY_B


def _people(finance: Finance, team: str) -> set[str | None]:
    rows = finance.sql("SELECT DISTINCT person FROM ledger_entries WHERE team = ? AND request_id NOT LIKE 'seed-%'",
                       team)
    return {r[0] for r in rows}


def test_the_person_comes_from_the_sources_the_team_trusts_in_their_order(finance: Finance) -> None:
    alpha = _people(finance, "alpha")
    assert {"carol@example.com", "dave@example.com", "olga@example.com"} <= alpha
    assert _people(finance, "beta") == {"fred@example.com"}  # header before the user field
    assert _people(finance, "gamma") == {"gus@example.com"}  # key owner only: the user field is ignored
    dirty = [p for p in alpha if p and p.startswith("zed")]
    assert len(dirty) == 1 and dirty[0].isprintable() and len(dirty[0]) <= 128  # cleaned and bounded
    assert dirty[0].startswith("zedzzz") and "~" in dirty[0]  # a cut id stays distinct (hash suffix)


def test_spend_by_person_and_its_csv_and_focus_exports(finance: Finance) -> None:
    doc = finance.get("/admin/reports/spend", period=finance.period, by="person", team="alpha").json()
    by_person = {r["dims"]["person"]: r for r in doc["rows"]}
    ann = finance.sql("SELECT SUM(cost_micros), COUNT(DISTINCT request_id) FROM ledger_entries WHERE "
                      "person = 'ann@example.com' AND ts >= ?", _month_start_micros(finance))[0]
    assert by_person["ann@example.com"]["cost_micros"] == ann[0] and by_person["ann@example.com"]["requests"] == ann[1]
    assert "carol@example.com" in by_person
    text = finance.get("/admin/reports/spend", period=finance.period, by="team,person", format="csv").text
    rows = list(csv.DictReader(io.StringIO(text)))
    assert {"alpha", "beta", "gamma"} <= {r["team"] for r in rows}
    assert any(r["person"] == "gus@example.com" and r["team"] == "gamma" for r in rows)
    focus = finance.get("/admin/reports/focus", period=finance.period, person="ann@example.com").text
    focus_rows = list(csv.DictReader(io.StringIO(focus)))
    assert focus_rows and all(r["x_Person"] == "ann@example.com" for r in focus_rows)
    assert all(orjson.loads(r["Tags"])["gateway.person"] == "ann@example.com" for r in focus_rows)
    billed = sum(int(r["BilledCost"].replace(".", "")) for r in focus_rows if r["BilledCost"])
    assert billed == ann[0]  # the filtered export holds exactly ann's spend this month
    cli = finance.cli("--period", finance.period, "--by", "person", "--team", "gamma", "--format", "csv").stdout
    assert "gus@example.com" in cli


def _month_start_micros(finance: Finance) -> int:
    from datetime import UTC, datetime

    first = datetime.strptime(finance.period + "-01", "%Y-%m-%d").replace(tzinfo=UTC)
    return (first - datetime(1970, 1, 1, tzinfo=UTC)) // __import__("datetime").timedelta(microseconds=1)


def test_a_filter_narrows_every_report_alike(finance: Finance) -> None:
    params = {"period": finance.period, "team": "alpha", "version": "standard", "person": "ann@example.com"}
    doc = finance.get("/admin/reports/spend", by="model", **params).json()
    assert doc["totals"]["cost_micros"] == 100_000 and doc["totals"]["requests"] == 2  # task-a1's two steps
    bad = finance.get("/admin/reports/spend", by="team", period=finance.period, colour="red")
    assert bad.status_code == 400 or "colour" not in bad.text  # unknown parameters never widen a report


def test_the_finance_key_reads_every_team(finance: Finance) -> None:
    spend = finance.get("/admin/reports/spend", FINANCE_KEY, period=finance.period).json()
    assert {r["dims"]["team"] for r in spend["rows"]} == {"alpha", "beta", "gamma"}
    assert finance.get("/admin/reports/spend", FINANCE_KEY, period=finance.period, team="beta").json()[
        "totals"]["requests"] >= 3
    budgets = finance.get("/admin/reports/budgets", FINANCE_KEY).json()
    assert {t["team"] for t in budgets["teams"]} == {"alpha", "beta", "gamma"}
    assert finance.get("/admin/reports/focus", FINANCE_KEY, period=finance.period).status_code == 200
    assert finance.get("/admin/tasks/task-a1", FINANCE_KEY).json()["task_id"] == "task-a1"
    data = finance.get("/dashboard/data", FINANCE_KEY, period=finance.period).json()
    assert data["viewer"] == "finance" and {t["team"] for t in data["teams"]} == {"alpha", "beta", "gamma"}
    assert finance.get("/admin/reports/routing-cost", FINANCE_KEY, period=finance.period).status_code == 200


def test_the_finance_key_is_refused_every_admin_action_and_inference(finance: Finance) -> None:
    base = finance.gateway.base
    auth = {"Authorization": f"Bearer {FINANCE_KEY}"}
    before = finance.sql("SELECT COUNT(*) FROM ledger_entries")[0][0]
    body = {"model": "coder", "messages": [{"role": "user", "content": "hi"}]}
    refused = [
        httpx.post(f"{base}/admin/explain", params={"team": "alpha"}, json={"body": body}, headers=auth),
        httpx.get(f"{base}/admin/shadow/runs", headers=auth),
        httpx.get(f"{base}/admin/shadow/report", params={"version": "coder/fast"}, headers=auth),
        httpx.get(f"{base}/metrics", headers=auth),
        httpx.post(f"{base}/v1/chat/completions", json=body, headers=auth),
    ]
    for response in refused:
        assert response.status_code in (401, 403), (response.request.url, response.status_code, response.text)
    assert refused[0].status_code == 403 and "read-only" in refused[0].json()["error"]["message"]
    # The admin key still may: the refusals are the finance key's, not the endpoints'.
    admin = {"Authorization": f"Bearer {ADMIN_KEY}"}
    assert httpx.post(f"{base}/admin/explain", params={"team": "alpha"}, json={"body": body},
                      headers=admin).status_code == 200
    assert httpx.get(f"{base}/admin/shadow/runs", headers=admin).status_code == 200
    assert finance.sql("SELECT COUNT(*) FROM ledger_entries")[0][0] == before  # nothing was spent or recorded


def test_team_keys_still_see_only_their_team(finance: Finance) -> None:
    assert finance.get("/admin/reports/spend", KEY_A, period=finance.period, team="beta").status_code == 403
    only = finance.get("/admin/reports/spend", KEY_G, period=finance.period, by="person").json()
    assert {r["dims"]["person"] for r in only["rows"]} == {"gus@example.com"}
    assert finance.get("/dashboard/data", KEY_B, period=finance.period).json()["viewer"] == "team"


def test_outcomes_name_the_limit_that_denied(finance: Finance) -> None:
    data = finance.get("/dashboard/data", period=finance.period).json()
    alpha = next(o for o in data["outcomes"] if o["team"] == "alpha")
    assert alpha["denied"] == {"monthly budget": 2, "requests per minute": 1} and alpha["denials"] == 3
    assert alpha["attempts"]["fallback"] == 1 and alpha["attempts"]["upstream_error"] == 1
    assert alpha["escalated_requests"] == 1


def test_routing_cost_per_task_and_single_request(finance: Finance) -> None:
    doc = finance.get("/admin/reports/routing-cost", period=finance.period, team="alpha",
                      person="ann@example.com").json()
    groups = {(g["kind"], g["request_class"], g["version"]): g for g in doc["groups"]}
    task = groups[("task", None, "standard")]
    assert task["units"] == 1 and task["total_micros"] == 100_000 and task["p50_micros"] == 100_000
    fast = groups[("request", "single_step", "fast")]
    costs = sorted([1000, 2000, 3000, 4000, 0, 0, 0])  # four served requests and three denials, all ann's
    assert fast["units"] == 7 and fast["p50_micros"] == nearest_rank(costs, 50) == 1000
    assert fast["p90_micros"] == 4000 and fast["p99_micros"] == 4000
    table = finance.get("/admin/reports/routing-cost", period=finance.period, team="alpha", format="table").text
    assert "p99" in table and "nearest-rank" in table


def test_an_anthropic_client_names_its_person_in_metadata(finance: Finance) -> None:
    import time

    import anthropic

    claude = anthropic.Anthropic(base_url=finance.gateway.base, api_key=KEY_A, max_retries=0)
    reply = claude.messages.create(model="coder", max_tokens=64, metadata={"user_id": "hana@example.com"},
                                   messages=[{"role": "user", "content": "Rename y."}])
    assert reply.content
    for _ in range(150):  # the ledger writer batches: wait for the entry, not for a time
        if "hana@example.com" in _people(finance, "alpha"):
            break
        time.sleep(0.1)
    doc = finance.get("/admin/reports/spend", period=finance.period, by="person", person="hana@example.com").json()
    assert [r["dims"]["person"] for r in doc["rows"]] == ["hana@example.com"] and doc["totals"]["requests"] == 1
