"""The dashboard in a real headless Chromium: the figures it shows equal the reports, per team, for a chosen
range and filter; the forecast and the denials are right for a seeded ledger.

Chromium runs the page's own JS (fetching /dashboard/data with the key from the URL fragment) and dumps the
rendered DOM; a screenshot is saved under test-output/ for people to look at, taken in the same run as a
DOM dump that proves the data had loaded (a screenshot of the login page fails). No Chromium is a failure.
"""

from __future__ import annotations

import csv
import html
import io
import re
import shutil
import subprocess
from datetime import UTC, datetime, timedelta
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import parse_qsl, urlencode

import pytest

from gateway.reports.money import cents, cost_cell
from tests.admin.conftest import ADMIN_KEY, FINANCE_KEY, Finance, Traffic
from tests.admin.seed import BUDGETS_USD, ZONES, month_start
from tests.conftest import KEY_B

CHROMIUM = "/usr/bin/chromium"
OUTPUT = Path(__file__).resolve().parents[2] / "test-output"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run", "--hide-scrollbars",
         "--virtual-time-budget=8000"]  # fmt: skip


class IdTextParser(HTMLParser):
    """Text of every element carrying a data-testid (nested text included)."""

    def __init__(self) -> None:
        super().__init__()
        self.found: dict[str, str] = {}
        self._open: list[tuple[str | None, str]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("meta", "link", "input", "br", "img"):
            return
        self._open.append((dict(attrs).get("data-testid"), tag))
        for testid, _ in self._open:
            if testid:
                self.found.setdefault(testid, "")

    def handle_endtag(self, tag: str) -> None:
        while self._open:
            _, open_tag = self._open.pop()
            if open_tag == tag:
                break

    def handle_data(self, data: str) -> None:
        for testid, _ in self._open:
            if testid:
                self.found[testid] = self.found.get(testid, "") + data


def _chromium(tmp_path: Path, *args: str) -> str:
    assert Path(CHROMIUM).exists() or shutil.which("chromium"), f"Chromium is missing at {CHROMIUM}"
    profile = tmp_path / "profile"
    done = subprocess.run([CHROMIUM, *FLAGS, f"--user-data-dir={profile}", *args],
                          capture_output=True, text=True, timeout=90)  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


def _texts(dom: str) -> dict[str, str]:
    assert 'data-loaded="true"' in dom, dom[-2000:]
    parser = IdTextParser()
    parser.feed(dom)
    return {k: " ".join(v.split()) for k, v in parser.found.items()}


def _rendered(traffic: Traffic, tmp_path: Path, key: str, **query: str) -> dict[str, str]:
    params = urlencode({"period": traffic.period, **query})
    return _texts(_chromium(tmp_path, "--dump-dom", f"{traffic.gateway.base}/dashboard?{params}#key={key}"))


def test_dashboard_shows_the_reported_spend_per_team(traffic: Traffic, tmp_path: Path) -> None:
    report = traffic.get("/admin/reports/spend", period=traffic.period, by="team").json()
    shown = _rendered(traffic, tmp_path, ADMIN_KEY)
    totals = report["totals"]
    assert shown["total-spend"] == cents(totals["cost_micros"])
    assert shown["total-requests"] == f"{totals['requests']:,}"
    assert shown["total-unpriced"] == str(totals["unpriced_attempts"])
    assert shown["total-savings"] == cents(round(float(totals["savings_usd"]) * 1_000_000))
    for row in report["rows"]:
        team = row["dims"]["team"]
        micros = row["cost_micros"] or 0
        assert shown[f"team-spend-{team}"] == cost_cell(micros, row["unpriced_attempts"], row["attempts"])
        assert shown[f"team-requests-{team}"] == f"{row['requests']:,}"
    assert "mystery" in shown["unpriced"] and "UNPRICED" in shown["team-spend-alpha"]
    assert "$5,000.00" in shown["budget-alpha-monthly"] and "no budget" in shown["budget-beta-daily"]
    assert "No shadow runs" in shown["shadow-runs"]
    assert shown["scope"].startswith("All teams")


def test_dashboard_with_a_team_key_shows_that_team_only(traffic: Traffic, tmp_path: Path) -> None:
    report = traffic.get("/admin/reports/spend", KEY_B, period=traffic.period).json()
    shown = _rendered(traffic, tmp_path, KEY_B)
    assert shown["total-spend"] == cents(report["totals"]["cost_micros"])
    assert shown["total-requests"] == "3"
    assert "team-spend-beta" in shown and not any("alpha" in k or "alpha" in v for k, v in shown.items())
    assert shown["scope"].startswith("Team beta")


def _screenshot(traffic: Traffic, tmp_path: Path, name: str, size: str, key: str = ADMIN_KEY) -> dict[str, str]:
    """A screenshot and a DOM dump from one Chromium run: the DOM proves what the picture shows had loaded."""
    OUTPUT.mkdir(exist_ok=True)
    shot = OUTPUT / name
    shot.unlink(missing_ok=True)
    url = f"{traffic.gateway.base}/dashboard?period={traffic.period}#key={key}"
    shown = _texts(_chromium(tmp_path, "--dump-dom", f"--screenshot={shot}", f"--window-size={size}", url))
    assert shot.is_file() and shot.stat().st_size > 20_000, "the screenshot is missing or blank"
    print(f"\ndashboard screenshot: {shot}")
    return shown


def test_dashboard_screenshot(traffic: Traffic, tmp_path: Path) -> None:
    shown = _screenshot(traffic, tmp_path, "dashboard.png", "1400,1000")
    assert shown["total-spend"].startswith("$") and shown["team-requests-alpha"] == "8"


def test_a_screenshot_of_the_login_page_does_not_pass(traffic: Traffic, tmp_path: Path) -> None:
    with pytest.raises(AssertionError, match="data-loaded"):
        _screenshot(traffic, tmp_path, "dashboard-login.png", "1400,1000", key="gw-wrong-key")


@pytest.mark.parametrize("key", ["gw-wrong-key"])
def test_dashboard_with_a_bad_key_asks_for_another(traffic: Traffic, tmp_path: Path, key: str) -> None:
    url = f"{traffic.gateway.base}/dashboard?period={traffic.period}#key={key}"
    dom = _chromium(tmp_path, "--dump-dom", url)
    assert "That key was not accepted" in dom and 'data-loaded="true"' not in dom


def _report(finance: Finance, **params: str) -> dict:  # type: ignore[type-arg]
    response = finance.get("/admin/reports/spend", **params)
    assert response.status_code == 200, response.text
    return response.json()  # type: ignore[no-any-return]


def test_dashboard_equals_the_reports_for_a_range_and_a_filter(finance: Finance, tmp_path: Path) -> None:
    # From two days before this month to today: the seed's previous-month entry (three days before the month)
    # is the last day of the period the page compares with.
    today = datetime.now(UTC).date()
    first = today.replace(day=1) - timedelta(days=2)
    period = f"{first.isoformat()}..{today.isoformat()}"
    length = today - first + timedelta(days=1)
    before = f"{(first - length).isoformat()}..{(first - timedelta(days=1)).isoformat()}"
    chosen = {"team": "alpha", "person": "ann@example.com"}
    url = f"{finance.gateway.base}/dashboard?{urlencode({'period': period, **chosen})}#key={FINANCE_KEY}"
    dom = _chromium(tmp_path, "--dump-dom", url)
    shown = _texts(dom)
    now = _report(finance, period=period, by="team", **chosen)["totals"]
    prev = _report(finance, period=before, by="team", **chosen)["totals"]
    assert now["cost_micros"] and prev["cost_micros"]  # the seed puts ann's spend in both periods
    assert shown["total-spend"] == cents(now["cost_micros"])
    assert shown["total-requests"] == f"{now['requests']:,}"
    assert shown["total-savings"] == cents(round(float(now["savings_usd"]) * 1_000_000))
    assert f"{cents(prev['cost_micros'])}" in shown["spend-compare"]
    assert shown["team-spend-alpha"] == cents(now["cost_micros"]) and "team-spend-beta" not in shown
    assert "person ann@example.com" in shown["scope"] and "finance" in shown["scope"]
    people = _report(finance, period=period, by="person", **chosen)["rows"]
    assert [r["dims"]["person"] for r in people] == ["ann@example.com"]
    assert shown["person-spend-ann@example.com"] == cents(people[0]["cost_micros"])
    assert "Routing saved" in shown["saved-line"] and "%" in shown["saved-line"]
    # The downloads hold exactly what is shown: same period, team and person.
    links = dict(re.findall(r'<a id="(dl-csv|dl-focus)"[^>]*href="([^"]+)"', dom))
    csv_text = finance.get(html.unescape(links["dl-csv"]).split("?")[0], FINANCE_KEY,
                           **dict(parse_qsl(html.unescape(links["dl-csv"]).split("?")[1]))).text
    total = next(r for r in csv.DictReader(io.StringIO(csv_text)) if r["team"] == "TOTAL")
    assert cents(int(total["cost_usd"].replace(".", ""))) == shown["total-spend"]
    assert {r["person"] for r in csv.DictReader(io.StringIO(csv_text)) if r["team"] != "TOTAL"} == {"ann@example.com"}
    focus_url = html.unescape(links["dl-focus"])
    focus = finance.get(focus_url.split("?")[0], FINANCE_KEY, **dict(parse_qsl(focus_url.split("?")[1]))).text
    billed = sum(int(r["BilledCost"].replace(".", "")) for r in csv.DictReader(io.StringIO(focus)) if r["BilledCost"])
    assert billed == now["cost_micros"]


def _forecast(finance: Finance, team: str, generated: datetime) -> int:
    start = month_start(generated, ZONES[team])
    local = start.astimezone(__import__("zoneinfo").ZoneInfo(ZONES[team]))
    nxt = (local.replace(day=28) + timedelta(days=4)).replace(day=1).astimezone(UTC)
    micros = lambda t: (t - datetime(1970, 1, 1, tzinfo=UTC)) // timedelta(microseconds=1)  # noqa: E731
    spent = finance.sql("SELECT COALESCE(SUM(cost_micros), 0) FROM ledger_entries WHERE team = ? AND shadow = 0 "
                        "AND priced = 1 AND ts >= ? AND ts < ?", team, micros(start), micros(nxt))[0][0]
    elapsed = int((generated - start).total_seconds())
    return int(spent * int((nxt - start).total_seconds()) // elapsed)


def test_dashboard_forecast_and_denials_for_a_seeded_ledger(finance: Finance, tmp_path: Path) -> None:
    shown = _screenshot(finance, tmp_path, "dashboard-finance.png", "1400,2600")
    generated = datetime.fromisoformat(re.findall(r"\((\d{4}-\d\d-\d\dT[^)]+)\)", shown["generated"])[0])
    assert re.search(r"\b(UTC|GMT|[A-Z]{3,4})\b", shown["generated"])  # a time with its zone
    for team in ("alpha", "beta"):
        expected = _forecast(finance, team, generated)
        assert shown[f"forecast-{team}"] == cents(expected)
        over = expected > BUDGETS_USD[team] * 1_000_000
        assert shown[f"forecast-status-{team}"].startswith("over by") == over
    assert shown["forecast-status-beta"].startswith("over by")  # $0.90 in a few hours of a $1 month
    assert "Linear run-rate" in shown["forecast-method"]
    assert shown["outcome-denied-alpha"] == "3"
    assert shown["outcome-denied-by-alpha"] == "monthly budget: 2, requests per minute: 1"
    assert shown["outcome-fallback-alpha"] == "1" and shown["outcome-error-alpha"] == "1"
    assert shown["outcome-escalated-alpha"] == "1"
    assert "task-a1" in shown["task-table"] and "p99" not in shown["task-table"]
    task = finance.get("/admin/tasks/task-a1", ADMIN_KEY, format="table")
    assert task.status_code == 200 and "task-a1" in task.text  # where the task's link leads
    assert "$0.1000" in shown["routing-table"] or "0.1000" in shown["routing-table"]
    # The route mix and the routing table read each row's request_class (a lost name shows "unclassified").
    assert "long horizon" in shown["mix-chart"] and "single step" in shown["mix-chart"]
    assert "unclassified" not in shown["mix-chart"] and "single_step" in shown["routing-table"]


def _js_function(source: str, name: str) -> str:
    start = source.index(f"function {name}(")
    return source[start : source.index("\n}\n", start) + 2]


def test_money_axes_stay_readable_from_a_tenth_of_a_cent_to_a_million(tmp_path: Path) -> None:
    """The page's own tick code, run in Chromium, for axes whose top is $0.001 ... $1M: every tick label is
    distinct and the non-zero ones never read as $0."""
    source = (Path(__file__).resolve().parents[2] / "gateway" / "static" / "dashboard.js").read_text()
    code = "\n".join(_js_function(source, n) for n in ("axisMoney", "niceStep"))
    tops = [1000, 4_321, 12_345, 987_654, 5_000_000, 123_456_789, 54_321_000_000, 1_000_000_000_000]
    page = tmp_path / "axes.html"
    page.write_text(f"""<body><pre id="out"></pre><script>{code}
      const out = {tops}.map((top) => {{
        const step = niceStep(top), ticks = [];
        for (let v = 0; v <= step * Math.ceil(top / step) + step / 2; v += step) ticks.push(axisMoney(v, step));
        return ticks.join("|");
      }});
      document.getElementById("out").textContent = out.join("\\n");
      document.body.dataset.loaded = "true";
    </script></body>""")
    dom = _chromium(tmp_path, "--dump-dom", page.as_uri())
    assert 'data-loaded="true"' in dom
    axes = re.search(r'<pre id="out">(.*?)</pre>', dom, re.S).group(1).split("\n")  # type: ignore[union-attr]
    assert axes[0] == "$0.0000|$0.0005|$0.0010"  # a tenth of a cent
    assert axes[-1] == "$0|$500k|$1M"
    for ticks in axes:
        labels = ticks.split("|")
        assert len(set(labels)) == len(labels) >= 3, ticks
        assert all(re.search(r"[1-9]", label) for label in labels[1:]), ticks
