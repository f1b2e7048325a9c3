"""Changed weights under a stable name, through a real gateway: the live upstream's fingerprint flips mid-run;
the gateway notices (log line + counter), replays the requests answered under the old weights against the
new ones as a regression run, and reports it (admin API, CLI, dashboard)."""

from __future__ import annotations

import json
from typing import Any

from tests.shadow.flip_upstream import OLD, FlipUpstream
from tests.shadow.gw_support import (
    SINGLE_PROMPTS,
    admin_get,
    chat,
    cli,
    client,
    env,
    metric,
    runs,
    solo_policy,
    unique_team,
    wait_for,
    wait_for_pairs,
)
from tests.support.ledger_db import read_entries, sqlite_url
from tests.support.policies import openai_version

NEW = "fp_new_weights"
BEFORE = 24  # live calls answered by the old weights (all replayed: fewer than the replay size of 50)
PERSIST = 5  # answers with the new fingerprint before the change is believed (the service's default)


def test_fingerprint_change_starts_and_reports_a_regression_run(gateway_factory: Any) -> None:
    team, key, entry = unique_team()
    with FlipUpstream() as upstream:
        live = openai_version(upstream.url, "coder-live")
        gw = gateway_factory(solo_policy({team: {"keys": [entry]}}, live=live), env=env())
        for i in range(BEFORE):
            prompt = f"{SINGLE_PROMPTS[i % 4]} (case {i})"
            if i % 3 == 0:  # streamed answers are watched too
                stream = client(gw, key).chat.completions.create(
                    model="solo", messages=[{"role": "user", "content": prompt}], stream=True)
                assert "".join(c.choices[0].delta.content or "" for c in stream if c.choices)
            else:
                chat(gw, key, "solo", prompt)
        assert metric(gw, "gateway_weight_changes_total", {"version": "solo/standard"}) == 0
        assert runs(gw) == []

        upstream.flip(NEW)
        for i in range(PERSIST - 1):
            chat(gw, key, "solo", f"after the update {i}")
        assert metric(gw, "gateway_weight_changes_total", {"version": "solo/standard"}) == 0  # not yet believed
        chat(gw, key, "solo", "after the update, last")
        assert metric(gw, "gateway_weight_changes_total", {"version": "solo/standard"}) == 1

        found = wait_for(lambda: [r for r in runs(gw) if r["trigger"] == "weight_change"])
        assert len(found) == 1, runs(gw)
        run = found[0]
        assert run["live_weights"] == f"coder-live@{OLD}" and run["candidate_weights"] == f"coder-live@{NEW}"
        logs = [json.loads(line) for line in gw.logs().splitlines() if line.startswith("{")]
        change = [e for e in logs if e.get("event") == "weight_change"]
        assert len(change) == 1 and change[0]["old"] == f"coder-live@{OLD}" and change[0]["new"] == f"coder-live@{NEW}"
        started = [e for e in logs if e.get("event") == "regression_run_started"]
        assert len(started) == 1 and started[0]["run"] == run["id"] and started[0]["replays"] == BEFORE

        # Every old-weights request was replayed against the new weights; about half now answer differently.
        report = wait_for_pairs(gw, run["id"], BEFORE)
        assert report["overall"]["pairs"] == BEFORE and report["run"]["trigger"] == "weight_change"
        assert 0.2 < report["overall"]["agreement"]["rate"] < 0.8, report["overall"]["agreement"]
        assert report["verdict"] == "hold" and any(r.startswith("agreement") for r in report["reasons"])
        assert any("cannot help" in w["candidate"] for w in report["worst"])
        assert upstream.served[NEW] == PERSIST + BEFORE

        replays = wait_for(lambda: [e for e in read_entries(sqlite_url(gw.state)) if e.shadow][BEFORE - 1:] and
                           [e for e in read_entries(sqlite_url(gw.state)) if e.shadow])
        assert len(replays) == BEFORE and {e.rule for e in replays} == {"shadow:weight_change"}
        assert all(e.shadow_run == run["id"] and e.request_id.endswith(run["id"]) for e in replays)

        done = cli(gw, "shadow", "report", run["id"])
        assert done.returncode == 0 and "weight_change" in done.stdout and "verdict: HOLD" in done.stdout
        dashboard = admin_get(gw, "/dashboard/data")
        assert [r["id"] for r in dashboard["shadow_runs"]] == [run["id"]]
