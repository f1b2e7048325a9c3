"""Policy builders for tests: small, explicit dicts that are written as YAML files."""

from __future__ import annotations

from typing import Any

SIM_FAST = {
    "provider": "simulated",
    "upstream_model": "coder-fast-sim",
    "context_window": 32768,
    "prices": {"input_per_mtok": 0.2, "output_per_mtok": 0.8},
    "simulated": {"ttft_ms": 5, "tokens_per_second": 2000},
}
SIM_STANDARD = {
    "provider": "simulated",
    "upstream_model": "coder-standard-sim",
    "context_window": 200000,
    "prices": {"input_per_mtok": 3, "output_per_mtok": 15},
    "simulated": {"ttft_ms": 10, "tokens_per_second": 1000},
}
DEFAULT_RULES = [
    {"name": "route-header", "when": {"route_header": "any"}, "route": "header"},
    {"name": "too-large-for-fast", "when": {"exceeds_fast_context": True}, "route": "standard"},
    {"name": "long-horizon", "when": {"request_class": "long_horizon"}, "route": "standard"},
    {"name": "single-step", "route": "fast"},
]


def openai_version(url: str, model: str, **extra: Any) -> dict[str, Any]:
    version = {
        "provider": "openai",
        "base_url": url,
        "upstream_model": model,
        "context_window": 32768,
        "prices": {"input_per_mtok": 1, "output_per_mtok": 2},
        "retries": 0,
        "timeouts": {"connect": 1, "first_token": 3, "idle": 2, "total": 20},
    }
    version.update(extra)
    return version


def policy(
    teams: dict[str, Any],
    fast: dict[str, Any] | None = None,
    standard: dict[str, Any] | None = None,
    rules: list[dict[str, Any]] | None = None,
    extra_models: dict[str, Any] | None = None,
) -> dict[str, Any]:
    models: dict[str, Any] = {
        "coder": {
            "default_version": "standard",
            "versions": {"fast": fast or SIM_FAST, "standard": standard or SIM_STANDARD},
        },
        "embed": {
            "versions": {
                "standard": {
                    "provider": "simulated",
                    "upstream_model": "embed-sim",
                    "embeddings": True,
                    "context_window": 8192,
                    "prices": {"input_per_mtok": 0.02, "output_per_mtok": 0},
                }
            }
        },
    }
    models.update(extra_models or {})
    return {"models": models, "teams": teams, "routing": {"rules": rules or DEFAULT_RULES}}
