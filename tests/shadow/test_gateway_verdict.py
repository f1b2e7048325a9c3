"""The project's own gate on agent-like tool traffic through a real gateway: a candidate that breaks a share
of its tool-call arguments is held (`gateway shadow report --format verdict` exits 3); after a policy reload
swaps in an equivalent candidate, that one is promoted (exit 0) and the first run is marked superseded."""

from __future__ import annotations

import json
from typing import Any

from tests.shadow.gw_support import (
    candidate_run,
    cli,
    client,
    env,
    runs,
    sim_candidate,
    solo_policy,
    unique_team,
    wait_for,
    wait_for_pairs,
)
from tests.support.procs import write_policy

EVERYTHING = {"single_step": 1.0, "long_horizon": 1.0}
THRESHOLDS = {"min_pairs": 30, "min_agreement": 0.85, "min_tool_agreement": 0.8}
TASKS = 20
SYSTEM = ("You are a coding agent working in the user's repository. Use the tools to read and edit files and run "
          "commands. Keep iterating until the task is complete, then summarise what you changed.")
TOOLS: Any = [
    {"type": "function", "function": {
        "name": "read_file", "description": "read a file of the repository",
        "parameters": {"type": "object", "properties": {"path": {"type": "string"}, "limit": {"type": "integer"}},
                       "required": ["path"]}}},
    {"type": "function", "function": {
        "name": "run_terminal_command", "description": "run a shell command",
        "parameters": {"type": "object", "properties": {"command": {"type": "string"}}, "required": ["command"]}}},
]


def agent_task(gw: Any, key: str, task: str) -> None:
    """Two agent turns: the model calls a tool, the agent returns its result, the model answers."""
    sdk = client(gw, key)
    messages: list[Any] = [{"role": "system", "content": SYSTEM}, {"role": "user", "content": task}]
    first = sdk.chat.completions.create(model="solo", messages=messages, tools=TOOLS)
    calls = first.choices[0].message.tool_calls
    assert first.choices[0].finish_reason == "tool_calls" and calls
    call = calls[0]
    assert call.type == "function" and isinstance(json.loads(call.function.arguments)["path"], str)  # live, valid
    messages.append(first.choices[0].message.model_dump(exclude_none=True))
    messages.append({"role": "tool", "tool_call_id": call.id, "content": f"contents of the file for {task}"})
    final = sdk.chat.completions.create(model="solo", messages=messages, tools=TOOLS)
    assert final.choices[0].message.content and final.choices[0].finish_reason == "stop"


def verdict(gw: Any, *args: str) -> tuple[int, str]:
    done = cli(gw, "shadow", "report", *args, "--format", "verdict")
    assert done.returncode in (0, 3, 4), done.stderr
    return done.returncode, done.stdout


def test_broken_tool_arguments_are_held_and_an_equivalent_candidate_is_promoted(gateway_factory: Any) -> None:
    team, key, entry = unique_team()
    teams = {team: {"keys": [entry]}}
    broken = sim_candidate("w2-broken", EVERYTHING, broken=0.5, thresholds=THRESHOLDS)
    gw = gateway_factory(solo_policy(teams, candidate=broken), env=env())
    for i in range(TASKS):
        agent_task(gw, key, f"fix the failing test in tests/test_module_{i}.py and make the suite pass")
    held = candidate_run(gw)
    report = wait_for_pairs(gw, held["id"], 2 * TASKS)
    tools = report["overall"]["tool_agreement"]
    assert tools["n"] == TASKS and 0.2 < tools["rate"] < 0.8, tools
    assert report["overall"]["tool_args_valid"]["rate"] == tools["rate"]  # every miss is a schema violation
    print(f"\nbroken candidate: tool agreement {tools['rate']:.2f} [{tools['low']:.2f}, {tools['high']:.2f}]")
    code, text = verdict(gw, held["id"])
    assert code == 3 and "verdict: HOLD" in text and "tool agreement upper bound" in text, text

    # Swap in an equivalent candidate (same behaviour, new weights label): a reload starts a new run.
    same = sim_candidate("w3-same", EVERYTHING, thresholds=THRESHOLDS)
    write_policy(gw.policies, solo_policy(teams, candidate=same))
    assert wait_for(lambda: [r for r in runs(gw) if r["id"] == held["id"] and r["status"] == "superseded"])
    for i in range(TASKS):
        agent_task(gw, key, f"add type hints to src/pkg/module_{i}.py and run mypy until it is clean")
    promoted = candidate_run(gw)
    assert promoted["id"] != held["id"] and promoted["candidate_weights"] == "w3-same"
    report = wait_for_pairs(gw, promoted["id"], 2 * TASKS)
    assert report["overall"]["tool_agreement"]["rate"] == 1.0 and report["overall"]["agreement"]["rate"] == 1.0
    code, text = verdict(gw)  # no run id: the latest run
    assert code == 0 and "verdict: PROMOTE" in text and promoted["id"] in text, text

    listing = cli(gw, "shadow", "runs")
    assert listing.returncode == 0, listing.stderr
    lines = {line.split()[0]: line for line in listing.stdout.splitlines()}
    assert "superseded" in lines[held["id"]] and "verdict=hold" in lines[held["id"]]
    assert "running" in lines[promoted["id"]] and "verdict=promote" in lines[promoted["id"]]
