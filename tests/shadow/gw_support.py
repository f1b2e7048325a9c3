"""Helpers for the shadow suite's end-to-end tests: real `gateway serve` processes, driven over HTTP.

Policies put the candidate on the only version of a model named ``solo`` so both request classes reach it
(the request class is still computed by the shipped classifier and returned in ``x-gateway-request-class``).
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import openai
from prometheus_client.parser import text_string_to_metric_families

from tests.support.policies import SIM_STANDARD, policy
from tests.support.procs import GatewayProcess, team_key

ADMIN_KEY = "gw-admin-shadow-e2e"
ADMIN = {"authorization": f"Bearer {ADMIN_KEY}"}
GATEWAY_CLI = [sys.executable, "-m", "gateway.cli.main"]

SINGLE_PROMPTS = [
    "what does this regex match? ^\\d{3}-\\d{4}$",
    "what does `git rebase --onto` do, in one sentence?",
    "rename the variable x to count in: for x in range(3): print(x)",
    "what is the time complexity of Python's list.sort?",
]
LONG_PROMPTS = [
    "build a REST API with auth, tests and a Dockerfile",
    "migrate the whole project from Flask to FastAPI, update every route, the tests and the CI pipeline",
]


def unique_team() -> tuple[str, str, dict[str, Any]]:
    """A team name no other test (or helper) uses, its key, and its policy entry."""
    name = f"shadow{uuid.uuid4().hex[:8]}"
    key, entry = team_key(name)
    return name, key, entry


def one_version(live: dict[str, Any] | None = None, candidate: dict[str, Any] | None = None) -> dict[str, Any]:
    """A model with one version (``live``, default SIM_STANDARD) that carries ``candidate``."""
    version = dict(live or SIM_STANDARD)
    if candidate is not None:
        version["candidate"] = candidate
    return {"versions": {"standard": version}}


def solo_policy(teams: dict[str, Any], live: dict[str, Any] | None = None,
                candidate: dict[str, Any] | None = None, **models: dict[str, Any]) -> dict[str, Any]:
    """The standard test policy plus model ``solo`` (see ``one_version``) and any further ``models``."""
    return policy(teams, extra_models={"solo": one_version(live, candidate), **models})


def sim_candidate(weights: str, sample: dict[str, float], ttft_ms: float = 10, broken: float = 0.0,
                  **extra: Any) -> dict[str, Any]:
    """A simulated candidate that answers like SIM_STANDARD (same upstream model and style) unless broken."""
    return {
        "weights": weights, "sample_rate": sample,
        "upstream": {"simulated": {"ttft_ms": ttft_ms, "tokens_per_second": 1000, "broken_tool_args_rate": broken},
                     "prices": {"input_per_mtok": 3, "output_per_mtok": 15}},
        **extra,
    }


def env(**extra: str) -> dict[str, str]:
    return {"GATEWAY_ADMIN_KEY": ADMIN_KEY, **extra}


def client(gw: GatewayProcess, key: str) -> openai.OpenAI:
    return openai.OpenAI(base_url=gw.url, api_key=key, max_retries=0, timeout=30)


def metric(gw: GatewayProcess, name: str, labels: dict[str, str] | None = None) -> float:
    """The current value of one sample of the gateway's /metrics (0 when absent)."""
    text = httpx.get(gw.base + "/metrics", headers={"authorization": f"Bearer {ADMIN_KEY}"}, timeout=10).text
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            if sample.name == name and all(sample.labels.get(k) == v for k, v in (labels or {}).items()):
                return float(sample.value)
    return 0.0


def admin_get(gw: GatewayProcess, path: str, **params: str) -> Any:
    response = httpx.get(gw.base + path, headers=ADMIN, params=params, timeout=30)
    assert response.status_code == 200, response.text
    return response.json()


def runs(gw: GatewayProcess) -> list[dict[str, Any]]:
    return list(admin_get(gw, "/admin/shadow/runs")["runs"])


def wait_for(check: Callable[[], Any], timeout: float = 60.0, every: float = 0.2) -> Any:
    """Poll until ``check()`` returns something truthy; returns it (or the last falsy value)."""
    deadline = time.monotonic() + timeout
    value = check()
    while not value and time.monotonic() < deadline:
        time.sleep(every)
        value = check()
    return value


def wait_for_pairs(gw: GatewayProcess, run_id: str, pairs: int, timeout: float = 60.0) -> dict[str, Any]:
    """The run's report once it holds at least ``pairs`` pairs."""
    def ready() -> dict[str, Any] | None:
        report: dict[str, Any] = admin_get(gw, f"/admin/shadow/runs/{run_id}")
        return report if report["overall"]["pairs"] >= pairs else None

    report = wait_for(ready, timeout)
    assert report, f"run {run_id} did not reach {pairs} pairs"
    return dict(report)


def candidate_run(gw: GatewayProcess, model: str = "solo", status: str = "running") -> dict[str, Any]:
    found = [r for r in runs(gw) if r["model"] == model and r["trigger"] == "candidate" and r["status"] == status]
    assert len(found) == 1, runs(gw)
    return found[0]


def cli(gw: GatewayProcess, *args: str) -> subprocess.CompletedProcess[str]:
    """`gateway <args>` as an operator runs it, against the gateway's own state dir (its SQLite ledger)."""
    process_env = {**os.environ, "GATEWAY_STATE_DIR": str(gw.state),
                   **{k: v for k, v in gw.env.items() if k == "GATEWAY_DATABASE_URL"}}
    return subprocess.run([*GATEWAY_CLI, *args], env=process_env, capture_output=True, text=True, timeout=60,
                          cwd=str(Path(gw.state).parent))


def chat(gw: GatewayProcess, key: str, model: str, prompt: str, **extra: Any) -> Any:
    """One non-streamed chat call through the openai SDK; returns the raw response (headers + ``parse()``)."""
    messages: Any = [{"role": "user", "content": prompt}]
    return client(gw, key).chat.completions.with_raw_response.create(model=model, messages=messages, **extra)
