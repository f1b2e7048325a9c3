"""The same ask routes the same way in every real client (Claude Code, `cn`, Codex, aider) through a real
`gateway serve`: what decides is the task, not the client's envelope (its system prompt, its tools, its wire
format). Under the label rule a "find why ... and fix it" ask is long-horizon in every client; a short agent
ask gets one version, whichever it is, in all of them."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

from tests.clients import harness

pytestmark = [pytest.mark.clients, pytest.mark.timeout(900)]


def _first_main_turns(rig: harness.Rig, ask: str, task: dict[str, Any]) -> tuple[dict[str, Any], list[harness.Run]]:
    """Run the ask in every client (two at a time); the ledger's first main-model request of each run, and
    the runs."""
    runs = {family: f"{family}-{ask}" for family in harness.FAMILIES}
    with ThreadPoolExecutor(max_workers=2) as pool:
        done = list(pool.map(lambda f: harness.run_client(rig, runs[f], f, task), harness.FAMILIES))
    for result in done:
        assert result.rc == 0, f"{result.run} exited {result.rc}:\n{result.output[-3000:]}"
    firsts: dict[str, Any] = {}
    for family, run in runs.items():
        turns = harness.main_turns(rig.gateway, run)
        assert turns, f"{run}: no request reached the gateway:\n{rig.outputs[run][-3000:]}"
        assert all(e.outcome == "ok" for e in turns), harness.describe(turns)
        assert {e.endpoint for e in turns} == {harness.ENDPOINTS[family]}
        firsts[family] = turns[0]
        lines = {line["request_id"]: line for line in harness.request_lines(rig.gateway)}
        logged = lines[turns[0].request_id]
        assert (logged["version"], logged["reason"]) == (turns[0].version, turns[0].rule)
        background = [e for e in harness.ledger_of(rig.gateway, run) if e.requested_model != harness.MAIN_MODEL]
        print(f"{run}: main {harness.describe(turns)}; background {harness.describe(background)}")
    assert harness.standin_endpoints(rig) == {"/v1/chat/completions"}
    return firsts, done


def test_a_long_ask_goes_to_standard_in_every_client(rig: harness.Rig) -> None:
    firsts, done = _first_main_turns(rig, "long", harness.LONG)
    # the loop ran end to end through the gateway: each agent client's shell applied the scripted fix
    for run in done:
        if run.family != "aider":
            assert "> self.ttl" in (run.repo / "cache.py").read_text(encoding="utf-8"), run.output[-3000:]
    seen = {family: harness.describe([e])[0] for family, e in firsts.items()}
    # the first turn is decided by a rule (no session to inherit yet), and that rule sends it to standard
    assert all(e.rule not in ("session-pinned", "session-escalated") for e in firsts.values()), seen
    assert {family: e.version for family, e in firsts.items()} == dict.fromkeys(harness.FAMILIES, "standard"), seen


def test_a_short_agent_ask_goes_to_one_version_in_every_client(rig: harness.Rig) -> None:
    firsts, _ = _first_main_turns(rig, "short", harness.SHORT)
    seen = {family: harness.describe([e])[0] for family, e in firsts.items()}
    assert all(e.rule not in ("session-pinned", "session-escalated") for e in firsts.values()), seen
    assert len({e.version for e in firsts.values()}) == 1, seen
