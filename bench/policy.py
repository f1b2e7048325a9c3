"""The benchmark's policy and key: one generator, so adding limits or quotas is a one-place change.

The bench team routes like production (single-step to ``fast``, long-horizon to ``standard``), both
versions pointing at the fake upstream. ``TEAM_LIMITS`` is where quotas/budgets go once the policy schema
has them (``teams.<name>.limits``): keep them generous so they are exercised (Redis round trips on every
request) without ever rejecting a benchmark request.
"""

from __future__ import annotations

import hashlib
import secrets
from pathlib import Path
from typing import Any

import yaml

TEAM = "bench"
# Generous: every limit is checked (one Redis round trip to reserve, one to settle) but none ever denies.
TEAM_LIMITS: dict[str, Any] | None = {
    "requests_per_minute": 10_000_000, "tokens_per_minute": 10_000_000_000, "concurrent_requests": 100_000,
    "daily_budget_usd": 1_000_000, "monthly_budget_usd": 10_000_000,
}


def make_key() -> str:
    """A fresh random key for this run; only its hash goes into the policy."""
    return "sk-bench-" + secrets.token_urlsafe(24)


def key_hash(key: str) -> str:
    return "sha256:" + hashlib.sha256(key.encode()).hexdigest()


def bench_policy(
    upstream_base_url: str, key: str, limits: dict[str, Any] | None = TEAM_LIMITS
) -> dict[str, Any]:
    """The policy document (as a dict) for one run."""
    prices_fast = {"input_per_mtok": 0.2, "output_per_mtok": 0.8}
    prices_std = {"input_per_mtok": 3, "output_per_mtok": 15}
    team: dict[str, Any] = {"keys": [{"id": TEAM, "sha256": key_hash(key)}], "models": ["*"]}
    if limits is not None:
        team["limits"] = limits
    return {
        "models": {
            "coder": {
                "default_version": "standard",
                "versions": {
                    "fast": {
                        "provider": "openai",
                        "base_url": upstream_base_url,
                        "upstream_model": "fake-fast",
                        "context_window": 32768,
                        "prices": prices_fast,
                    },
                    "standard": {
                        "provider": "openai",
                        "base_url": upstream_base_url,
                        "upstream_model": "fake-std",
                        "context_window": 200000,
                        "prices": prices_std,
                    },
                },
            }
        },
        "teams": {TEAM: team},
        "routing": {
            "rules": [
                {"name": "long-horizon", "when": {"request_class": "long_horizon"}, "route": "standard"},
                {"name": "single-step", "route": "fast"},
            ]
        },
    }


def write_policy(directory: Path, upstream_base_url: str, key: str) -> Path:
    """Write ``bench.yaml`` into ``directory`` (the gateway's ``--policies`` dir) and return its path."""
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / "bench.yaml"
    path.write_text(yaml.safe_dump(bench_policy(upstream_base_url, key), sort_keys=False))
    return path
