"""A misrouted loop in a real agent client escalates once and then stays: team `loop`'s first turns go to fast
by a rule (standing in for a classifier that misread the ask), its escalation setting is two tool rounds, and
the scripted stand-in runs a four-round loop. The gateway's ledger and log lines then show fast, one
`session-escalated` move to standard, and standard for the rest of the loop."""

from __future__ import annotations

import pytest

from tests.clients import harness

pytestmark = [pytest.mark.clients, pytest.mark.timeout(600)]


@pytest.mark.parametrize("family", ["claude", "cn"])
def test_a_misrouted_loop_escalates_once_and_then_stays(rig: harness.Rig, family: str) -> None:
    run = f"{family}-loop"
    done = harness.run_client(rig, run, family, harness.LOOP)
    assert done.rc == 0, f"{run} exited {done.rc}:\n{done.output[-3000:]}"
    turns = harness.main_turns(rig.gateway, run)
    route = [(e.version, e.rule) for e in turns]
    print(f"{run}: {harness.describe(turns)}")
    # the loop ran its four tool rounds: five main turns (the task, four tool results), and the fix landed
    assert len(turns) == len(harness.LOOP["commands"]) + 1, route
    assert "return a + b" in (done.repo / "calc.py").read_text(encoding="utf-8")
    assert route[:2] == [("fast", "loop-team-fast"), ("fast", "session-pinned")], route
    assert route[2] == ("standard", "session-escalated"), route
    assert route[3:] == [("standard", "session-pinned")] * (len(route) - 3), route
    assert len({e.session_id for e in turns}) == 1, [e.session_id for e in turns]
    # the request log says the same as the ledger
    lines = {line["request_id"]: line for line in harness.request_lines(rig.gateway)}
    assert [(lines[e.request_id]["version"], lines[e.request_id]["reason"]) for e in turns] == route
