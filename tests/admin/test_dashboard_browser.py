"""The dashboard in a real headless Chromium: the figures it shows equal the spend report, per team.

Chromium runs the page's own JS (fetching /dashboard/data with the key from the URL fragment) and dumps the
rendered DOM; a screenshot is saved under test-output/ for people to look at. No Chromium is a failure.
"""

from __future__ import annotations

import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path

import pytest

from gateway.reports.money import cents, cost_cell
from tests.admin.conftest import ADMIN_KEY, Traffic
from tests.conftest import KEY_B

CHROMIUM = "/usr/bin/chromium"
OUTPUT = Path(__file__).resolve().parents[2] / "test-output"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run", "--hide-scrollbars",
         "--virtual-time-budget=8000"]  # fmt: skip


class TestIdText(HTMLParser):
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


def _rendered(traffic: Traffic, tmp_path: Path, key: str) -> dict[str, str]:
    url = f"{traffic.gateway.base}/dashboard?period={traffic.period}#key={key}"
    dom = _chromium(tmp_path, "--dump-dom", url)
    assert 'data-loaded="true"' in dom, dom[-2000:]
    parser = TestIdText()
    parser.feed(dom)
    return {k: " ".join(v.split()) for k, v in parser.found.items()}


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


def test_dashboard_screenshot(traffic: Traffic, tmp_path: Path) -> None:
    OUTPUT.mkdir(exist_ok=True)
    url = f"{traffic.gateway.base}/dashboard?period={traffic.period}#key={ADMIN_KEY}"
    for name, size in (("dashboard.png", "1400,1000"), ("dashboard-full.png", "1400,1500")):
        shot = OUTPUT / name
        shot.unlink(missing_ok=True)
        _chromium(tmp_path, f"--screenshot={shot}", f"--window-size={size}", url)
        assert shot.is_file() and shot.stat().st_size > 20_000, "the screenshot is missing or blank"
        print(f"\ndashboard screenshot: {shot}")


@pytest.mark.parametrize("key", ["gw-wrong-key"])
def test_dashboard_with_a_bad_key_asks_for_another(traffic: Traffic, tmp_path: Path, key: str) -> None:
    url = f"{traffic.gateway.base}/dashboard?period={traffic.period}#key={key}"
    dom = _chromium(tmp_path, "--dump-dom", url)
    assert "That key was not accepted" in dom and 'data-loaded="true"' not in dom
