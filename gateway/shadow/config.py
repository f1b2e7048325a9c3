"""Shadow settings of a version in the policy: its candidate (new weights), sampling, caps and thresholds.

The lead plugs ``Candidate`` into ``Version`` as ``candidate: Candidate | None``. A candidate only names what
differs from the live version (provider, upstream model, base URL, ...); everything else is inherited, so
``as_version`` turns it into an ordinary ``Version`` that the existing upstream classes can call.
"""

from __future__ import annotations

import hashlib
from decimal import Decimal
from typing import Any, Literal

import orjson
from pydantic import BaseModel, ConfigDict, Field, field_validator

from gateway.policy.model import ClassName, Prices, Simulation, Timeouts, Version


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Thresholds(Strict):
    """When a run's candidate may be promoted. Rates are compared with the Wilson 95% LOWER bound, so a
    handful of lucky pairs cannot promote; latency regressions below ``min_latency_delta_ms`` are noise."""

    min_pairs: int = Field(default=50, ge=1)
    min_agreement: float = Field(default=0.9, ge=0, le=1)
    min_tool_agreement: float = Field(default=0.95, ge=0, le=1)
    min_json_validity: float = Field(default=0.95, ge=0, le=1)
    min_similarity: float = Field(default=0.6, ge=0, le=1)
    max_error_rate_increase: float = Field(default=0.02, ge=0, le=1)
    max_latency_regression_pct: float = Field(default=20.0, ge=0)
    min_latency_delta_ms: float = Field(default=50.0, ge=0)
    max_cost_increase_pct: float | None = Field(default=None, ge=0)


class CandidateUpstream(Strict):
    """Where the candidate is served; every unset field is inherited from the live version."""

    provider: Literal["openai", "litellm", "simulated"] | None = None
    upstream_model: str | None = Field(default=None, min_length=1)
    base_url: str | None = None
    api_key_env: str | None = None
    simulated: Simulation | None = None
    prices: Prices | None = None
    timeouts: Timeouts | None = None


class Candidate(Strict):
    """A version's candidate: new weights that get a sampled copy of its live traffic."""

    upstream: CandidateUpstream = CandidateUpstream()
    weights: str = Field(min_length=1)
    sample_rate: dict[ClassName, float] = Field(default_factory=dict)
    daily_spend_cap_usd: Decimal = Field(default=Decimal("10"), ge=0)
    max_concurrency: int = Field(default=4, ge=1, le=256)
    queue_size: int = Field(default=100, ge=0, le=100_000)
    thresholds: Thresholds = Thresholds()

    @field_validator("sample_rate")
    @classmethod
    def _rates(cls, value: dict[str, float]) -> dict[str, float]:
        if any(not 0 <= rate <= 1 for rate in value.values()):
            raise ValueError("sample rates are fractions of traffic in [0, 1]")
        return value

    def rate_for(self, class_: str | None) -> float:
        """Unclassified requests (embeddings, classifier off) follow the single-step rate."""
        return self.sample_rate.get("long_horizon" if class_ == "long_horizon" else "single_step", 0.0)

    @property
    def daily_cap_micros(self) -> int:
        return int(self.daily_spend_cap_usd * 1_000_000)

    def as_version(self, live: Version) -> Version:
        """The live version with the candidate's upstream and weights (validated: raises ValueError).

        The lead should call this when the policy loads, so a candidate that cannot be served is a load error.
        Retries are off: a shadow call is a measurement, and a retried one would hide the candidate's errors.
        """
        data: dict[str, Any] = live.model_dump(exclude={"candidate"})  # a candidate has no candidate
        overrides = self.upstream.model_dump(exclude_none=True)
        if self.upstream.provider == "simulated" and "base_url" not in overrides:
            data["base_url"] = None
        data.update(overrides)
        data.update(weights=self.weights, retries=0)
        return Version.model_validate(data)

    def digest(self) -> str:
        """Identity of this candidate's configuration: a changed candidate starts a new run."""
        raw = orjson.dumps(self.model_dump(mode="json"), option=orjson.OPT_SORT_KEYS)
        return hashlib.sha256(raw).hexdigest()[:16]

