"""Three real aider sessions, in three repositories, with three asks, through one team's gateway: each is a
session of its own, although every aider conversation opens with the same fixed examples, so the long
request of the first does not pin the others to its version."""

from __future__ import annotations

from typing import Any

import pytest

from tests.clients import harness

pytestmark = [pytest.mark.clients, pytest.mark.timeout(600)]


def test_three_aider_sessions_in_three_repos_do_not_share_a_session(rig: harness.Rig) -> None:
    asks: dict[str, dict[str, Any]] = {
        "aider-one": harness.AIDER_FEATURE,
        "aider-two": harness.AIDER_DOCSTRING,
        "aider-three": harness.AIDER_SQL,
    }
    turns = {}
    for run, task in asks.items():  # one after the other: the long one first, so its session exists
        done = harness.run_client(rig, run, "aider", task)
        assert done.rc == 0, f"{run} exited {done.rc}:\n{done.output[-3000:]}"
        turns[run] = harness.main_turns(rig.gateway, run)
        assert turns[run], f"{run}: no request reached the gateway:\n{done.output[-3000:]}"
    seen = {run: harness.describe(entries) for run, entries in turns.items()}
    print({run: (entries[0].session_id, seen[run]) for run, entries in turns.items()})
    sessions = {run: {e.session_id for e in entries} for run, entries in turns.items()}
    # every main turn of a run is in that run's one session, and no two runs share one
    assert all(len(ids) == 1 and None not in ids for ids in sessions.values()), sessions
    assert len({next(iter(ids)) for ids in sessions.values()}) == 3, sessions
    # the first run's long request pinned its own session only
    assert turns["aider-one"][0].version == "standard", seen
    for run in ("aider-two", "aider-three"):
        assert turns[run][0].rule not in ("session-pinned", "session-escalated"), seen
