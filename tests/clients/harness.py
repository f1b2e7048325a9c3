"""Real clients through a real `gateway serve` whose versions both point at the capture stand-in.

The clients are the ones `classifiers.captures` installs from the registries (into `.captures/tools/`, git-ignored)
and launches; here their base URL is the gateway's. Each run gets its own API key, so the gateway's ledger
says which run sent each request, and its own throwaway repository and HOME. Main turns and background
calls (Claude Code's title call on its small model, aider's commit message on its weak model) ask for two
models of the policy, `coder` and `helper`, so the ledger also tells the two apart.
"""

from __future__ import annotations

import json
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from classifiers.captures import clients
from classifiers.captures import tools as installers
from classifiers.captures.repo import make_repo
from classifiers.captures.upstream import StandIn
from gateway.ledger import LedgerEntry
from tests.support.ledger_db import read_entries, sqlite_url
from tests.support.policies import DEFAULT_RULES, openai_version
from tests.support.procs import REPO, GatewayProcess, team_key

TOOLS = REPO / ".captures" / "tools"
FAMILIES = ("claude", "cn", "codex", "aider")
RUN_TIMEOUT = 240
# where each client sends its model calls; the gateway relays all of them to the stand-in as chat completions
ENDPOINTS = {
    "claude": "/v1/messages",
    "cn": "/v1/chat/completions",
    "codex": "/v1/responses",
    "aider": "/v1/chat/completions",
}
MAIN_MODEL = "coder"
SIDE_MODEL = "helper"
# what each client is launched with (classifiers.captures.clients): main model, then background model
MAIN_ALIASES = ["claude-sonnet-*", "gpt-5*", "gpt-4o"]
SIDE_ALIASES = ["claude-haiku-*", "gpt-4o-mini"]

# The planted bug of cache.py (classifiers/captures/repo.py): get() never looks at the entry's age.
FIX_TTL = (
    "sed -i 's/return None if item is None else item\\[0\\]/"
    "return None if item is None or time.monotonic() - item[1] > self.ttl else item[0]/' cache.py"
)
SHORT = {
    "id": "short-echo",
    "label": "single_step",
    "prompt": "Run `echo ok` and report what it printed.",
    "commands": ["echo ok"],
    "answer": "It printed `ok`.",
}
LONG = {
    "id": "long-ttl",
    "label": "long_horizon",
    "prompt": "Find why the TTL cache never expires and fix it, then run the tests.",
    "files": ["cache.py"],
    "commands": ["cat cache.py", FIX_TTL + " && python3 -m unittest -q"],
    "answer": "get() returned entries whatever their age; it now drops expired ones. The tests ran.",
}
AIDER_FEATURE = {
    "id": "aider-feature",
    "label": "long_horizon",
    "prompt": "Add hit and miss counters to the cache, print them from app.py with a --stats flag, and test them.",
    "files": ["cache.py", "app.py"],
}
AIDER_DOCSTRING = {
    "id": "aider-docstring",
    "label": "single_step",
    "prompt": "Add a docstring to the mul function in calc.py.",
    "files": ["calc.py"],
}
AIDER_SQL = {
    "id": "aider-sql",
    "label": "single_step",
    "prompt": "Write a SQL query that lists the ten customers with the highest total order amount, given "
    "tables customers(id, name) and orders(id, customer_id, amount).",
}
LOOP = {
    "id": "loop-fix",
    "label": "long_horizon",
    "prompt": "The add test fails. Find the bug, fix it and keep running the tests until they pass.",
    "commands": [
        "ls && cat calc.py",
        "python3 -m unittest -q",
        "sed -i '2s/return a - b/return a + b/' calc.py && python3 -m unittest -q",
        "python3 -m unittest -q && git diff --stat",
    ],
    "answer": "add() subtracted; it adds now and the tests pass.",
}
TASKS: dict[str, dict[str, Any]] = {
    str(t["id"]): t for t in (SHORT, LONG, AIDER_FEATURE, AIDER_DOCSTRING, AIDER_SQL, LOOP)
}
# One team per test (a conversation fingerprint is scoped to its team), one key per run.
LOOP_TEAM = "loop"
TEAM_RUNS = {
    "clients": [f"{family}-{ask}" for family in FAMILIES for ask in ("short", "long")],
    "aider": ["aider-one", "aider-two", "aider-three"],
    LOOP_TEAM: ["claude-loop", "cn-loop"],
}


def version_at(url: str, name: str) -> dict[str, Any]:
    """A version on the stand-in: a wide context window (so only the class and the session decide) and
    timeouts for a loaded machine."""
    return openai_version(
        url,
        name,
        context_window=400000,
        timeouts={"connect": 5, "first_token": 60, "idle": 60, "total": 180},
    )


def policy_for(standin_url: str, keys: dict[str, dict[str, str]]) -> dict[str, Any]:
    """Two models (main turns, background calls), each with fast and standard on the stand-in; teams
    `clients` and `aider` on the default rules and escalation; team `loop`, whose first turns a rule sends to
    fast (a misroute), with escalation after two tool rounds."""
    versions = {
        "fast": version_at(standin_url, "fast-model"),
        "standard": version_at(standin_url, "standard-model"),
    }
    loop_rule = {"name": "loop-team-fast", "when": {"teams": [LOOP_TEAM]}, "route": "fast"}
    return {
        "models": {
            MAIN_MODEL: {"aliases": MAIN_ALIASES, "default_version": "standard", "versions": versions},
            SIDE_MODEL: {"aliases": SIDE_ALIASES, "default_version": "standard", "versions": versions},
        },
        "teams": {
            "clients": {"keys": [keys[r] for r in TEAM_RUNS["clients"]]},
            "aider": {"keys": [keys[r] for r in TEAM_RUNS["aider"]]},
            LOOP_TEAM: {
                "keys": [keys[r] for r in TEAM_RUNS[LOOP_TEAM]],
                "escalation": {"enabled": True, "after_tool_rounds": 2, "on_long_turn": False},
            },
        },
        "routing": {"rules": [DEFAULT_RULES[0], loop_rule, *DEFAULT_RULES[1:]]},
    }


def run_keys() -> tuple[dict[str, str], dict[str, dict[str, str]]]:
    """One key per run: (run -> key, run -> policy entry)."""
    keys, entries = {}, {}
    for team, runs in TEAM_RUNS.items():
        for run in runs:
            keys[run], entries[run] = team_key(team, run, key=f"gw-{run}-{uuid.uuid4().hex[:12]}")
    return keys, entries


@dataclass
class Rig:
    """The stand-in, the gateway in front of it, the installed clients and one key per run."""

    standin: StandIn
    gateway: GatewayProcess
    scratch: Path
    keys: dict[str, str]
    received: Path  # what the stand-in received, one JSON line per request
    outputs: dict[str, str] = field(default_factory=dict)


@dataclass
class Run:
    run: str
    family: str
    rc: int
    output: str
    repo: Path


def run_client(rig: Rig, run: str, family: str, task: dict[str, Any]) -> Run:
    """Run one ask in one real client, through the gateway, in a fresh repository."""
    repo = make_repo(rig.scratch / run / "repo")
    home = rig.scratch / run / "home"
    rig.standin.repos[("", str(task["id"]))] = str(repo)
    inv = clients.launch(
        family,
        TOOLS,
        rig.gateway.base,
        str(task["prompt"]),
        repo,
        home,
        api_key=rig.keys[run],
        files=[str(f) for f in task.get("files", [])],
    )
    code, output = clients.execute(inv, repo, RUN_TIMEOUT)
    rig.outputs[run] = output
    return Run(run, family, code, output, repo)


def request_lines(gateway: GatewayProcess) -> list[dict[str, Any]]:
    """The gateway's request log lines of model calls (those that were routed)."""
    found = []
    for raw in gateway.logs().splitlines():
        if raw.startswith("{"):
            doc = json.loads(raw)
            if doc.get("event") == "request" and doc.get("version"):
                found.append(doc)
    return found


def standin_endpoints(rig: Rig) -> set[str]:
    """The endpoints the stand-in was called on (model calls, not probes)."""
    lines = rig.received.read_text(encoding="utf-8").splitlines()
    return {doc["endpoint"] for doc in map(json.loads, lines) if doc["method"] == "POST"}


def ledger_of(gateway: GatewayProcess, run: str, timeout: float = 20.0) -> list[LedgerEntry]:
    """The run's live ledger entries in the order they were written, once every request the log shows for
    the run's key is in the ledger (its writer batches in the background)."""
    deadline = time.monotonic() + timeout
    while True:
        logged = {line["request_id"] for line in request_lines(gateway) if line.get("key_id") == run}
        entries = [e for e in read_entries(sqlite_url(gateway.state)) if e.key_id == run and not e.shadow]
        if logged <= {e.request_id for e in entries} or time.monotonic() > deadline:
            return sorted(entries, key=lambda e: e.ts)
        time.sleep(0.2)


def main_turns(gateway: GatewayProcess, run: str) -> list[LedgerEntry]:
    """The run's main-model requests (not its background calls), first attempts, in order."""
    return [e for e in ledger_of(gateway, run) if e.requested_model == MAIN_MODEL and e.attempt == 0]


def describe(entries: list[LedgerEntry]) -> list[tuple[str, str, str | None, float | None]]:
    """(version, reason, request_class, score) per entry, for assertion messages and the report."""
    return [(e.version, e.rule, e.request_class, None if e.score is None else round(e.score, 4)) for e in entries]


def install_all() -> dict[str, str]:
    """Install the four clients (idempotent); raises when one cannot be installed."""
    return {family: installers.version(TOOLS, family) for family in FAMILIES if installers.install(TOOLS, family)}
