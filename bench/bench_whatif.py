"""Time `gateway policy what-if` on a ledger of synthetic recorded requests (default 100,000).

Seeds a SQLite ledger through the store's own batched writes (the rows a serving gateway writes: several
teams, both classes, sessions with tool loops, streamed and not, cached tokens), writes a current policy and
a proposed one (a lowered team threshold and a cheaper fast version), then runs the command as a
user would, in a fresh process, and prints its wall time.

    .venv/bin/python bench/bench_whatif.py [--requests 100000] [--keep DIR]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import yaml

from gateway.auth.lookup import hash_key
from gateway.ledger.entry import LedgerEntry
from gateway.ledger.sqlite_store import SQLiteStore

TEAMS = ("web", "mobile", "data", "infra", "research")
FAST = {"provider": "simulated", "upstream_model": "coder-fast", "context_window": 32768,
        "prices": {"input_per_mtok": 0.2, "cached_input_per_mtok": 0.05, "output_per_mtok": 0.8}}
STANDARD = {"provider": "simulated", "upstream_model": "coder-standard", "context_window": 200000,
            "prices": {"input_per_mtok": 3, "cached_input_per_mtok": 0.3, "output_per_mtok": 15}}
RULES = [
    {"name": "route-header", "when": {"route_header": "any"}, "route": "header"},
    {"name": "too-large-for-fast", "when": {"exceeds_fast_context": True}, "route": "standard"},
    {"name": "long-horizon", "when": {"request_class": "long_horizon"}, "route": "standard"},
    {"name": "single-step", "route": "fast"},
]


def policy(threshold: float | None = None, fast: dict[str, Any] | None = None) -> dict[str, Any]:
    teams: dict[str, Any] = {
        t: {"keys": [{"id": f"{t}-main", "sha256": hash_key(f"bench-{t}")}],
            "limits": {"daily_budget_usd": 2 if t == "web" else 40, "monthly_budget_usd": 900}}
        for t in TEAMS
    }
    if threshold is not None:
        teams["web"]["long_horizon_threshold"] = threshold
    return {"models": {"coder": {"versions": {"fast": fast or FAST, "standard": STANDARD}}}, "teams": teams,
            "routing": {"rules": RULES}}


def synthetic(n: int, start: datetime, seed: int = 7) -> list[LedgerEntry]:
    rng = random.Random(seed)
    base = LedgerEntry(
        ts=start, request_id="", attempt=0, team="", key_id="", client="bench", endpoint="/v1/chat/completions",
        requested_model="coder", request_class="single_step", score=0.1, version="fast", upstream_model="coder-fast",
        provider="simulated", rule="single-step", prompt_tokens=0, cached_tokens=0, completion_tokens=0,
        cost_micros=0, priced=True, price_table_version="bench", latency_ms=100.0, ttft_ms=20.0, outcome="ok",
        status_code=200, streamed=False, shadow=False, shadow_run=None, session_id=None, error=None,
        threshold=0.5,
    )
    out: list[LedgerEntry] = []
    step = timedelta(days=28) / n
    i = 0
    while len(out) < n:
        team = rng.choice(TEAMS)
        ts = start + step * len(out)
        if rng.random() < 0.2:  # a session: an ask with tools, then a tool loop
            long = rng.random() < 0.5
            sid = f"x-session-id:s{i}"
            version = "standard" if long else "fast"
            # a fast session ends before its third tool round (where the default rescue would move it)
            for turn in range(rng.randint(2, 7) if long else rng.randint(2, 3)):
                prompt = rng.randint(2000, 30000)
                out.append(replace(
                    base, ts=ts + timedelta(seconds=turn), request_id=f"r{i}-{turn}", team=team,
                    key_id=f"{team}-main", request_class="long_horizon" if long else "single_step",
                    score=rng.uniform(0.6, 1) if long else rng.uniform(0, 0.3), version=version,
                    rule="long-horizon" if long and turn == 0 else ("single-step" if turn == 0 else "session-pinned"),
                    prompt_tokens=prompt, cached_tokens=prompt // 2, completion_tokens=rng.randint(50, 800),
                    prompt_estimate=prompt, streamed=turn % 2 == 1, session_id=sid, in_loop=turn > 0,
                    has_tools=True, stored_version=None if turn == 0 else version,
                    pinned_version=None if turn == 0 else version,
                ))
        else:
            score = rng.random()
            long = score >= 0.5
            prompt = rng.randint(50, 40000)
            max_output = rng.choice((0, 256, 1024))
            large = prompt + max_output > 32768
            out.append(replace(
                base, ts=ts, request_id=f"r{i}", team=team, key_id=f"{team}-main",
                request_class="long_horizon" if long else "single_step", score=score,
                version="standard" if long or large else "fast",
                rule="too-large-for-fast" if large else ("long-horizon" if long else "single-step"),
                prompt_tokens=prompt, cached_tokens=rng.randint(0, prompt), completion_tokens=rng.randint(1, 1000),
                prompt_estimate=prompt, max_output_tokens=max_output, streamed=rng.random() < 0.5,
            ))
        i += 1
    return out[:n]


async def seed(path: Path, entries: list[LedgerEntry]) -> None:
    store = SQLiteStore(path)
    await store.open()
    try:
        for s in range(0, len(entries), 2048):
            await store.write_batch(entries[s : s + 2048])
    finally:
        await store.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=100_000)
    parser.add_argument("--keep", help="work in this directory and keep it")
    args = parser.parse_args()
    root = Path(args.keep or tempfile.mkdtemp(prefix="bench-whatif-"))
    state, current, proposed = root / "state", root / "current", root / "proposed"
    for d in (state, current, proposed):
        d.mkdir(parents=True, exist_ok=True)
    (current / "policy.yaml").write_text(yaml.safe_dump(policy()))
    cheap = {**FAST, "upstream_model": "coder-fast-2",
             "prices": {"input_per_mtok": 0.1, "cached_input_per_mtok": 0.025, "output_per_mtok": 0.4}}
    (proposed / "policy.yaml").write_text(yaml.safe_dump(policy(threshold=0.4, fast=cheap)))
    start = datetime(2026, 11, 1, tzinfo=UTC)
    began = time.perf_counter()
    if not (state / "ledger.db").exists():
        asyncio.run(seed(state / "ledger.db", synthetic(args.requests, start)))
    print(f"seeded {args.requests:,} requests in {time.perf_counter() - began:.1f} s ({state / 'ledger.db'})")
    env = {**os.environ, "GATEWAY_STATE_DIR": str(state), "GATEWAY_POLICIES_DIR": str(current)}
    command = [sys.executable, "-m", "gateway.cli.main", "policy", "what-if", "--policies", str(proposed),
               "--period", "2026-11"]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    began = time.perf_counter()
    done = subprocess.run(command, env=env, capture_output=True, text=True)
    elapsed = time.perf_counter() - began
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    print(done.stdout, end="")
    if done.returncode != 0:
        print(done.stderr, file=sys.stderr)
        return done.returncode
    print(f"\n`gateway policy what-if` on {args.requests:,} recorded requests: {elapsed:.2f} s wall, "
          f"{cpu:.2f} s CPU (process start, policy loads, ledger read, two replays, report; the wall time "
          f"includes waiting for a core, load average {os.getloadavg()[0]:.1f})")
    return 0 if elapsed < 10 else 1


if __name__ == "__main__":
    sys.exit(main())
