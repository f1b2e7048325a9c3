"""A release gated on the shadow verdict, through a real `gateway serve` and a loopback upstream whose weights
change under a stable name: a regression run replays what it needs and reaches promote (unchanged model) or
hold (regressed), or ends inconclusive with the pairs it still needs; a live change mid-run closes the
candidate's run and opens a new one; `shadow report --version --trigger` picks exactly that kind of run and
exits 0/3/4, or 2 for a configuration error. Thresholds at 90% confidence keep the samples small (11 pairs)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from tests.admin.test_dashboard_browser import IdTextParser as DomText
from tests.admin.test_dashboard_browser import _chromium
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
)
from tests.support.ledger_db import read_entries, sqlite_url
from tests.support.policies import openai_version
from tests.support.procs import write_policy

NEW = "fp_new_weights"
PERSIST = 5  # answers with the new fingerprint before the change is believed (the service's default)
LOOSE = {"confidence": 0.9, "min_agreement": 0.8, "min_tool_agreement": 0.8, "min_json_validity": 0.8}
NEEDED = 11  # what a perfect run needs at LOOSE: n / (n + z^2) >= 0.8 with z = 1.645
VERSION = "solo/standard"


def live(upstream: FlipUpstream, **extra: Any) -> dict[str, Any]:
    return openai_version(upstream.url, "coder-live", regression={"thresholds": LOOSE, "max_replays": 40}, **extra)


def traffic(gw: Any, key: str, n: int, tag: str, streamed_every: int = 0) -> None:
    for i in range(n):
        prompt = f"{SINGLE_PROMPTS[i % 4]} ({tag} {i})"
        if streamed_every and i % streamed_every == 0:
            stream = client(gw, key).chat.completions.create(
                model="solo", messages=[{"role": "user", "content": prompt}], stream=True)
            assert "".join(c.choices[0].delta.content or "" for c in stream if c.choices)
        else:
            chat(gw, key, "solo", prompt)


def report(gw: Any, *args: str) -> tuple[int, str, str]:
    done = cli(gw, "shadow", "report", *args)
    return done.returncode, done.stdout, done.stderr


def ended_run(gw: Any, trigger: str = "weight_change") -> dict[str, Any]:
    found = wait_for(lambda: [r for r in runs(gw) if r["trigger"] == trigger and r["status"] == "ended"], 60)
    assert len(found) == 1, runs(gw)
    return dict(found[0])


def flipped(gw: Any, key: str, upstream: FlipUpstream, regress: bool) -> None:
    upstream.flip(NEW, regress=regress)
    traffic(gw, key, PERSIST, "after the update")


def test_an_unchanged_model_promotes_and_a_regressed_one_is_held(gateway_factory: Any) -> None:
    team, key, entry = unique_team()
    with FlipUpstream() as same, FlipUpstream() as worse:
        gw = gateway_factory(solo_policy({team: {"keys": [entry]}}, live=live(same)), env=env())
        traffic(gw, key, 16, "before", streamed_every=4)
        flipped(gw, key, same, regress=False)
        run = ended_run(gw)
        assert run["verdict"] == "promote" and run["pairs"] == NEEDED and run["ended_by"] == "decided", run
        code, out, err = report(gw, "--version", VERSION, "--trigger", "weight-change", "--format", "verdict")
        assert code == 0 and "verdict: PROMOTE" in out and run["id"] in out, (out, err)
        # Streamed live calls were replayed streamed (like with like), the others complete.
        replays = wait_for(lambda: [e for e in read_entries(sqlite_url(gw.state)) if e.shadow
                                    and e.shadow_run == run["id"]])
        assert len(replays) == NEEDED and any(e.streamed for e in replays) and not all(e.streamed for e in replays)
        data = json.loads(report(gw, run["id"], "--format", "json")[1])
        assert data["modes"]["streamed"]["ttft_ms"]["candidate_p50"] is not None
        assert data["modes"]["non_streamed"]["ttft_ms"]["candidate_p50"] is None
        assert data["required_pairs"] == NEEDED and data["decided_by"]
        # Shadow metrics carry the version and the run's trigger.
        pairs = {"version": VERSION, "trigger": "weight_change", "agree": "true"}
        assert metric(gw, "gateway_shadow_pairs_total", pairs) == NEEDED
        assert metric(gw, "gateway_shadow_pairs_total", {**pairs, "trigger": "candidate"}) == 0

        team2, key2, entry2 = unique_team()
        held = gateway_factory(solo_policy({team2: {"keys": [entry2]}}, live=live(worse)), env=env(), name="gw2")
        traffic(held, key2, 16, "before")
        flipped(held, key2, worse, regress=True)
        run = ended_run(held)
        assert run["verdict"] == "hold" and run["ended_by"] == "decided", run
        code, out, err = report(held, "--version", VERSION, "--trigger", "weight-change", "--format", "verdict",
                                "--examples", "2")
        assert code == 3 and "verdict: HOLD" in out and "agreement upper bound" in out, (out, err)
        assert out.count("\n-- ") == 2 and "failed: length_change" in out  # a short refusal for an answer


def rendered_dashboard(gw: Any, tmp_path: Path) -> dict[str, str]:
    dom = _chromium(tmp_path, "--dump-dom", f"{gw.base}/dashboard#key={env()['GATEWAY_ADMIN_KEY']}")
    assert 'data-loaded="true"' in dom, dom[-2000:]
    parser = DomText()
    parser.feed(dom)
    return {k: " ".join(v.split()) for k, v in parser.found.items()}


def test_a_run_without_enough_traffic_ends_inconclusive_with_the_pairs_it_needs(
    gateway_factory: Any, tmp_path: Path
) -> None:
    team, key, entry = unique_team()
    with FlipUpstream() as upstream:
        gw = gateway_factory(solo_policy({team: {"keys": [entry]}}, live=live(upstream)), env=env())
        traffic(gw, key, 6, "before")
        flipped(gw, key, upstream, regress=False)
        run = ended_run(gw)
        assert run["verdict"] == "inconclusive" and run["pairs"] == 6 and run["pairs_needed"] == NEEDED - 6, run
        assert run["ended_by"] == "sample used up"
        code, out, _err = report(gw, "--version", VERSION, "--trigger", "weight-change", "--format", "verdict")
        assert code == 4 and "verdict: INCONCLUSIVE" in out and f"pairs still needed: {NEEDED - 6}" in out, out
        # The same contract from the admin API, for a CI job without database credentials.
        over_http = cli(gw, "shadow", "report", "--url", gw.base, "--admin-key", env()["GATEWAY_ADMIN_KEY"],
                        "--version", VERSION, "--trigger", "weight-change", "--format", "json")
        assert over_http.returncode == 4 and json.loads(over_http.stdout)["pairs_needed"] == NEEDED - 6
        listing = json.loads(cli(gw, "shadow", "runs", "--format", "json").stdout)["runs"]
        assert [r["id"] for r in listing] == [run["id"]]

        # The dashboard's shadow panel, rendered by Chromium, shows the same verdict and reasons.
        shown = rendered_dashboard(gw, tmp_path)
        assert shown[f"shadow-verdict-{run['id']}"] == "inconclusive"
        assert shown[f"shadow-why-{run['id']}"] == " ".join("; ".join(run["reasons"]).split())
        assert f"only 6 pairs, need {NEEDED}" in shown[f"shadow-why-{run['id']}"]
        assert "ended: sample used up" in shown[f"shadow-run-{run['id']}"]


def test_a_replay_stops_at_the_policy_spend_cap_and_ends_inconclusive(gateway_factory: Any) -> None:
    team, key, entry = unique_team()
    with FlipUpstream() as upstream:
        # About 50 micro-dollars a replay at this version's prices: the cap allows 4 of the 11 needed.
        capped = openai_version(upstream.url, "coder-live", regression={
            "thresholds": LOOSE, "max_replays": 40, "spend_cap_usd": "0.0002"})
        gw = gateway_factory(solo_policy({team: {"keys": [entry]}}, live=capped), env=env())
        traffic(gw, key, 16, "before")
        flipped(gw, key, upstream, regress=False)
        run = ended_run(gw)
        assert run["ended_by"] == "spend cap" and run["verdict"] == "inconclusive", run
        assert 0 < run["pairs"] < NEEDED and run["pairs_needed"] == NEEDED - run["pairs"]
        shadow_cost = wait_for(lambda: sum(e.cost_micros or 0 for e in read_entries(sqlite_url(gw.state)) if e.shadow))
        assert 0 < shadow_cost <= 200


def test_a_live_change_mid_run_opens_a_new_candidate_run(gateway_factory: Any) -> None:
    team, key, entry = unique_team()
    with FlipUpstream() as upstream:
        candidate = {"weights": "w2", "sample_rate": {"single_step": 1.0, "long_horizon": 1.0},
                     "thresholds": LOOSE}
        teams = {team: {"keys": [entry]}}
        gw = gateway_factory(solo_policy(teams, live=live(upstream), candidate=candidate), env=env())
        traffic(gw, key, 8, "before")
        first = wait_for(lambda: [r for r in runs(gw) if r["trigger"] == "candidate" and r["pairs"] >= 8])
        assert first, runs(gw)
        first_id = first[0]["id"]

        flipped(gw, key, upstream, regress=False)
        traffic(gw, key, NEEDED, "after")
        closed = wait_for(lambda: [r for r in runs(gw) if r["id"] == first_id and r["status"] == "superseded"])
        assert closed and closed[0]["closed_by"] == f"live weights changed coder-live@{OLD} -> coder-live@{NEW}"
        second = wait_for(lambda: [r for r in runs(gw) if r["trigger"] == "candidate" and r["status"] == "running"
                                   and r["pairs"] >= NEEDED])
        assert second and second[0]["id"] != first_id and second[0]["opened_by"] == closed[0]["closed_by"]
        assert second[0]["live_weights"] == f"coder-live@{NEW}"
        # Only the answers before the change was confirmed (PERSIST) may have joined the old run.
        assert admin_get(gw, f"/admin/shadow/runs/{first_id}")["overall"]["pairs"] < 8 + PERSIST

        # The candidate's verdict, not the newer weight-change run's.
        assert wait_for(lambda: [r for r in runs(gw) if r["trigger"] == "weight_change" and r["status"] == "ended"])
        code, out, err = report(gw, "--version", VERSION, "--trigger", "candidate", "--format", "verdict")
        assert code == 0 and second[0]["id"] in out and "(candidate, running)" in out, (out, err)

        # The README's CI gate, as a CI job runs it: against the admin API, gating on the exit code.
        gate = ci_gate(gw, VERSION)
        assert gate.returncode == 0 and "shadow verdict: promote" in gate.stdout, (gate.stdout, gate.stderr)
        assert ci_gate(gw, "solo/nope").returncode == 2

        # A reload that changes the candidate closes this run too, and says so.
        write_policy(gw.policies, solo_policy(teams, live=live(upstream), candidate={**candidate, "weights": "w3"}))
        third = wait_for(lambda: [r for r in runs(gw) if r["id"] == second[0]["id"] and r["status"] == "superseded"])
        assert third and third[0]["closed_by"] == "policy reload changed the candidate"
        # And so does one that changes the live version the candidate inherits from.
        w3 = wait_for(lambda: [r for r in runs(gw) if r["candidate_weights"] == "w3" and r["status"] == "running"])
        assert w3, runs(gw)
        write_policy(gw.policies, solo_policy(teams, live=live(upstream, max_output_tokens=2048),
                                              candidate={**candidate, "weights": "w3"}))
        fourth = wait_for(lambda: [r for r in runs(gw) if r["id"] == w3[0]["id"] and r["status"] == "superseded"])
        assert fourth and fourth[0]["closed_by"] == "policy reload changed the live version"


def ci_gate(gw: Any, version: str) -> subprocess.CompletedProcess[str]:
    """Run the README's CI snippet (between its ci-gate markers) with sh."""
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    block = readme.split("<!-- ci-gate -->", 1)[1].split("<!-- /ci-gate -->", 1)[0]
    script = block.split("```sh\n", 1)[1].split("```", 1)[0]
    bin_dir = str(Path(sys.executable).parent)
    process_env = {**os.environ, "PATH": f"{bin_dir}:{os.environ.get('PATH', '')}", "GATEWAY_URL": gw.base,
                   "GATEWAY_ADMIN_KEY": env()["GATEWAY_ADMIN_KEY"], "MODEL_VERSION": version,
                   "GATEWAY_STATE_DIR": "/nonexistent-state-dir"}  # the gate needs no database
    return subprocess.run(["sh", "-c", script], env=process_env, capture_output=True, text=True, timeout=60)


def test_configuration_errors_exit_2_and_create_nothing(tmp_path: Any) -> None:
    missing = tmp_path / "nowhere"
    for args in (["report", "--version", VERSION, "--trigger", "candidate", "--format", "verdict"], ["runs"]):
        done = subprocess.run([sys.executable, "-m", "gateway.cli.main", "shadow", *args], capture_output=True,
                              text=True, env={**os.environ, "GATEWAY_STATE_DIR": str(missing)}, cwd=tmp_path,
                              timeout=60)
        assert done.returncode == 2 and "no state directory" in done.stderr, done.stderr
    assert not missing.exists() and not (tmp_path / ".gateway").exists()
    bad = subprocess.run([sys.executable, "-m", "gateway.cli.main", "shadow", "report", "--version", "solo"],
                         capture_output=True, text=True, env={**os.environ, "GATEWAY_STATE_DIR": str(tmp_path)},
                         cwd=tmp_path, timeout=60)
    assert bad.returncode == 2 and "MODEL/VERSION" in bad.stderr


def test_report_budgets_reads_the_policies_the_gateway_serves(gateway_factory: Any) -> None:
    """`gateway report --budgets` with only the state dir (as `cli` runs it) finds the served team budgets."""
    team, key, entry = unique_team()
    gw = gateway_factory(solo_policy({team: {"keys": [entry], "limits": {"daily_budget_usd": "5"}}}), env=env())
    chat(gw, key, "solo", "what is the time complexity of Python's list.sort?")
    done = cli(gw, "report", "--budgets", "--format", "json", "--team", team)
    assert done.returncode == 0, done.stderr
    periods = {p["name"]: p for p in json.loads(done.stdout)["teams"][0]["periods"]}
    assert periods["daily"]["budget_micros"] == 5_000_000
