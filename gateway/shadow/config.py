"""Shadow settings of a version in the policy: its candidate (new weights), sampling, caps, thresholds, and
how regression runs (live weights changed) are replayed.

The lead plugs ``Candidate`` into ``Version`` as ``candidate: Candidate | None``. A candidate only names what
differs from the live version (provider, upstream model, base URL, ...); everything else is inherited, so
``as_version`` turns it into an ordinary ``Version`` that the existing upstream classes can call.
"""

from __future__ import annotations

import hashlib
import math
from decimal import Decimal
from statistics import NormalDist
from typing import Any, Literal

import orjson
from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from gateway.policy.model import Prices, RequestClass, Simulation, Timeouts, Version


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


RATE_THRESHOLDS = ("min_agreement", "min_tool_agreement", "min_json_validity")


def z_of(confidence: float) -> float:
    """The two-sided normal quantile of a confidence level (0.95 -> 1.96)."""
    return NormalDist().inv_cdf((1 + confidence) / 2)


def pairs_to_pass(threshold: float, z: float) -> int:
    """The fewest pairs, all agreeing, whose Wilson lower bound reaches ``threshold``.

    For a perfect run the lower bound is n / (n + z^2), so n >= z^2 t / (1 - t)."""
    if threshold <= 0:
        return 1
    if threshold >= 1:
        raise ValueError("a rate threshold of 1 can never be proven by a finite sample")
    n = max(1, math.ceil(z * z * threshold / (1 - threshold) - 1e-9))
    while n / (n + z * z) < threshold:  # floating point at the boundary
        n += 1
    return n


class Thresholds(Strict):
    """When a run may be promoted (or must be held). Rates are judged through their Wilson interval at
    ``confidence``: promote needs every LOWER bound at its threshold, hold needs an UPPER bound below one (or a
    latency, error or cost regression); anything between is inconclusive, so a few lucky pairs cannot
    promote and a few unlucky ones cannot hold. ``min_pairs`` defaults to (and may not be set below) what
    the interval test needs for a perfect run to pass; latency regressions below ``min_latency_delta_ms``
    are noise."""

    confidence: float = Field(default=0.95, ge=0.5, le=0.9999)
    min_pairs: int | None = Field(default=None, ge=1)
    min_agreement: float = Field(default=0.9, ge=0, lt=1)
    min_tool_agreement: float = Field(default=0.95, ge=0, lt=1)
    min_json_validity: float = Field(default=0.95, ge=0, lt=1)
    min_similarity: float = Field(default=0.6, ge=0, le=1)
    max_error_rate_increase: float = Field(default=0.02, ge=0, le=1)
    max_latency_regression_pct: float = Field(default=20.0, ge=0)
    min_latency_delta_ms: float = Field(default=50.0, ge=0)
    max_cost_increase_pct: float | None = Field(default=None, ge=0)

    @property
    def z(self) -> float:
        return z_of(self.confidence)

    def needed_for(self, name: str) -> int:
        """Pairs (all agreeing) one rate threshold needs before it can pass."""
        return pairs_to_pass(float(getattr(self, name)), self.z)

    @property
    def interval_pairs(self) -> dict[str, int]:
        """Per rate threshold, the pairs (all agreeing) it needs: agreement counts every pair, tool agreement
        only pairs with tool calls, JSON validity only pairs that asked for JSON."""
        return {name: self.needed_for(name) for name in RATE_THRESHOLDS}

    @property
    def required_pairs(self) -> int:
        """The effective minimum: ``min_pairs`` when set, else what the agreement interval needs."""
        return self.min_pairs if self.min_pairs is not None else self.needed_for("min_agreement")

    @model_validator(mode="after")
    def _reachable(self) -> Thresholds:
        needed = self.needed_for("min_agreement")
        if self.min_pairs is not None and self.min_pairs < needed:
            raise ValueError(
                f"min_pairs {self.min_pairs} is below what the interval test needs: even {self.min_pairs} agreeing "
                f"pairs of {self.min_pairs} cannot show agreement >= {self.min_agreement} at "
                f"{self.confidence:.0%} confidence; a perfect run needs {needed} (omit min_pairs to use that)"
            )
        return self


class Regression(Strict):
    """A version's regression runs (its live weights changed under the same name): the thresholds, and the
    caps on replaying the recent sample against the new weights. A run replays what it needs to decide (up to
    ``max_replays`` and what the sample holds) and ends; short of pairs it ends ``inconclusive``."""

    thresholds: Thresholds = Thresholds()
    max_replays: int = Field(default=200, ge=1, le=100_000)
    spend_cap_usd: Decimal = Field(default=Decimal("5"), ge=0)
    max_seconds: float = Field(default=300.0, gt=0)
    concurrency: int = Field(default=2, ge=1, le=64)

    @property
    def spend_cap_micros(self) -> int:
        return int(self.spend_cap_usd * 1_000_000)


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
    sample_rate: dict[RequestClass, float] = Field(default_factory=dict)
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

    def rate_for(self, request_class: str | None) -> float:
        """Unclassified requests (embeddings, classifier off) follow the single-step rate."""
        return self.sample_rate.get("long_horizon" if request_class == "long_horizon" else "single_step", 0.0)

    @property
    def daily_cap_micros(self) -> int:
        return int(self.daily_spend_cap_usd * 1_000_000)

    def as_version(self, live: Version) -> Version:
        """The live version with the candidate's upstream and weights (validated: raises ValueError).

        The lead should call this when the policy loads, so a candidate that cannot be served is a load error.
        Retries are off: a shadow call is a measurement, and a retried one would hide the candidate's errors.
        """
        data: dict[str, Any] = live.model_dump(exclude={"candidate", "regression"})  # a candidate has no candidate
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



def live_digest(live: Version) -> str:
    """Identity of a live version's serving configuration (its own shadow settings aside): a policy reload
    that changes it ends the candidate's run and starts a new one."""
    raw = orjson.dumps(live.model_dump(mode="json", exclude={"candidate", "regression"}), option=orjson.OPT_SORT_KEYS)
    return hashlib.sha256(raw).hexdigest()[:16]
