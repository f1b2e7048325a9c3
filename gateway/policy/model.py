"""The policy: pydantic models of the YAML that platform teams edit.

Every model forbids unknown keys, so a typo is an error at load rather than a silently ignored setting.
Cross-references (a rule naming a team or model that does not exist) are checked in ``Policy``'s validator.
"""

from __future__ import annotations

import hashlib
import math
import re
from decimal import Decimal
from statistics import NormalDist
from typing import Any, Literal, TypeGuard

import orjson
from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, field_validator, model_validator

VersionName = Literal["fast", "standard"]
VERSION_NAMES: tuple[VersionName, ...] = ("fast", "standard")
RequestClass = Literal["single_step", "long_horizon"]  # what the classifier decides, under a threshold
Endpoint = Literal["/v1/chat/completions", "/v1/completions", "/v1/embeddings", "/v1/responses", "/v1/messages"]
KEY_HASH_RE = re.compile(r"^sha256:[0-9a-f]{64}$")


def is_version_name(value: object) -> TypeGuard[VersionName]:
    """A string read back from a store (a session's pin) is one of the version names."""
    return value in VERSION_NAMES


class RefError(ValueError):
    """A cross-reference error that knows where in the YAML it is, so the loader can name the line."""

    def __init__(self, path: tuple[str | int, ...], message: str) -> None:
        super().__init__(message)
        self.path = path


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Prices(Strict):
    """USD per million tokens (equal to micro-dollars per token); overrides litellm's price table."""

    input_per_mtok: Decimal = Field(ge=0)
    output_per_mtok: Decimal = Field(ge=0)
    cached_input_per_mtok: Decimal | None = Field(default=None, ge=0)
    cache_write_per_mtok: Decimal | None = Field(default=None, ge=0)  # prompt written to the cache


class Simulation(Strict):
    """How a ``simulated`` upstream behaves: speed, and (for shadow tests) changed-weights behaviour."""

    ttft_ms: float = Field(default=30.0, ge=0)
    tokens_per_second: float = Field(default=300.0, gt=0)
    answer_tokens: int = Field(default=48, ge=1, le=4096)
    style: str = "plain"
    broken_tool_args_rate: float = Field(default=0.0, ge=0, le=1)
    fingerprint: str = "fp_sim_1"


class Timeouts(Strict):
    """Seconds. ``first_token``: a stream's start to its first chunk; ``idle``: a stream's gaps between chunks;
    ``total``: the whole attempt, the only bound of a non-streamed answer (its head comes when it is done)."""

    connect: float = Field(default=5.0, gt=0)
    first_token: float = Field(default=60.0, gt=0)
    idle: float = Field(default=60.0, gt=0)
    total: float = Field(default=600.0, gt=0)


class Outbound(Strict):
    """How the gateway reaches an upstream over HTTP: proxy, TLS trust and identity, connection pool."""

    proxy: str | None = None  # http://proxy:3128 | direct; default: HTTPS_PROXY/HTTP_PROXY/NO_PROXY of the env
    ca_bundle: str | None = None  # PEM file of the CAs trusted for this upstream (default: the system's)
    client_cert: str | None = None  # PEM certificate (and key, unless client_key) presented to the upstream
    client_key: str | None = None
    verify_tls: bool = True
    max_connections: int = Field(default=64, ge=1, le=10000)  # open connections to this upstream, at most
    keepalive_seconds: float = Field(default=15.0, gt=0)  # an idle connection is closed after this

    @field_validator("proxy")
    @classmethod
    def _proxy(cls, value: str | None) -> str | None:
        if value is not None and value != "direct" and not re.match(r"^https?://[^/\s]+/?$", value):
            raise ValueError("proxy must be 'direct' or a URL like http://proxy.internal:3128")
        return value

    @model_validator(mode="after")
    def _files(self) -> Outbound:
        if self.client_key is not None and self.client_cert is None:
            raise ValueError("client_key needs client_cert")
        return self


class Alternate(Strict):
    """Another upstream serving the same version (another region, provider or replica pool); tried, in
    order, when the version's own upstream keeps failing, before falling back to the other version."""

    provider: Literal["openai", "litellm", "simulated", "anthropic"]
    base_url: str | None = None
    api_key_env: str | None = None
    upstream_model: str | None = None  # default: the version's own upstream_model
    simulated: Simulation | None = None
    timeouts: Timeouts | None = None
    http: Outbound | None = None


class Version(Strict):
    """One version of a model: where it is served (its upstream), how big its context is, what it costs."""

    provider: Literal["openai", "litellm", "simulated", "anthropic"]
    upstream_model: str = Field(min_length=1)
    base_url: str | None = None
    api_key_env: str | None = None
    context_window: int = Field(gt=0)
    max_output_tokens: int = Field(default=4096, gt=0)
    weights: str = "unversioned"
    prices: Prices | None = None
    simulated: Simulation | None = None
    timeouts: Timeouts = Timeouts()
    http: Outbound = Outbound()
    retries: int = Field(default=1, ge=0, le=5)
    embeddings: bool = False
    max_tokens_fit: Literal["clamp", "move", "refuse"] = "clamp"  # a budget larger than the window leaves
    # What the upstream speaks besides chat: ``responses`` (an OpenAI upstream with the Responses API), so
    # that /v1/responses passes through untranslated. ``provider: anthropic`` speaks Anthropic Messages.
    protocol: Literal["chat", "responses"] = "chat"
    pass_fields: tuple[str, ...] = ()  # body fields forwarded besides the API's own (vLLM's top_k, ...)
    allow_media_urls: bool = False  # litellm only: may a request name images/files by URL (litellm may fetch)
    candidate: Candidate | None = None  # new weights to shadow-test against this version
    regression: Regression = Field(default_factory=lambda: _default_regression())  # live weights changed
    alternates: list[Alternate] = []
    _variants: tuple[Version, ...] | None = PrivateAttr(default=None)

    def upstreams(self) -> tuple[Version, ...]:
        """This version as served by its own upstream, then by each alternate (built once, then cached).

        The cache is read from ``__pydantic_private__`` directly: ``self._variants`` goes through pydantic's
        ``__getattr__`` fallback, which is slow, and this runs on every request."""
        private = self.__pydantic_private__
        cached: tuple[Version, ...] | None = private.get("_variants") if private is not None else None
        if cached is None:
            variants = [self]
            for alt in self.alternates:
                update: dict[str, object] = {
                    "provider": alt.provider, "base_url": alt.base_url, "api_key_env": alt.api_key_env,
                    "upstream_model": alt.upstream_model or self.upstream_model, "alternates": [],
                    "candidate": None,
                }
                if alt.simulated is not None:
                    update["simulated"] = alt.simulated
                if alt.timeouts is not None:
                    update["timeouts"] = alt.timeouts
                if alt.http is not None:
                    update["http"] = alt.http
                elif alt.provider != "openai":
                    update["http"] = Outbound()
                variants.append(Version.model_validate({**self.model_dump(exclude={"candidate"}), **update}))
            self._variants = cached = tuple(variants)
        return cached

    @field_validator("pass_fields")
    @classmethod
    def _pass_fields(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        from gateway.upstreams.fields import FIELD_NAME, control_field

        for name in value:
            if not FIELD_NAME.match(name):
                raise ValueError(f"pass_fields: '{name}' is not a field name (lower case, digits, underscores)")
            if control_field(name):
                raise ValueError(
                    f"pass_fields: '{name}' looks like a connection, credential, retry or callback setting; "
                    "those come only from the policy and are never taken from a request"
                )
        return value

    @model_validator(mode="after")
    def _provider_fields(self) -> Version:
        if self.provider == "openai" and not self.base_url:
            raise ValueError("provider 'openai' needs base_url (any OpenAI-compatible server, e.g. http://host/v1)")
        if self.provider == "anthropic" and not self.base_url:
            raise ValueError("provider 'anthropic' needs base_url (an Anthropic Messages API, e.g. "
                             "https://api.anthropic.com/v1)")
        if self.protocol != "chat" and self.provider != "openai":
            raise ValueError("protocol: responses applies to provider 'openai'")
        if self.base_url and not re.match(r"^https?://", self.base_url):
            raise ValueError("base_url must start with http:// or https://")
        if self.provider == "simulated" and self.base_url:
            raise ValueError("provider 'simulated' takes no base_url")
        if self.provider not in ("openai", "anthropic") and self.http != Outbound():
            raise ValueError(
                "http (proxy, TLS, pool) applies to provider 'openai'; litellm uses its own client, which takes "
                "its proxy from HTTPS_PROXY/HTTP_PROXY/NO_PROXY"
            )
        if self.candidate is not None:
            self.candidate.as_version(self)  # a candidate that cannot be served fails at load
        self.upstreams()  # an alternate that cannot be served fails at load too
        return self


class Model(Strict):
    """A logical model name clients send, with its fast and/or standard version."""

    description: str = ""
    aliases: list[str] = []  # other names clients send for this model; globs allowed ("claude-*")
    versions: dict[VersionName, Version]
    default_version: VersionName = "standard"

    @model_validator(mode="after")
    def _default_exists(self) -> Model:
        if not self.versions:
            raise ValueError("a model needs at least one version (fast or standard)")
        if self.default_version not in self.versions:
            raise ValueError(f"default_version '{self.default_version}' is not one of this model's versions")
        return self


def _micros(usd: Decimal | None) -> int | None:
    """USD as the quota backends count money: integer micro-dollars (a fraction of one is dropped)."""
    return None if usd is None else int(usd * 1_000_000)


class Limits(Strict):
    """Quotas of a team (or of one key inside it). Budgets in USD; periods in ``timezone``."""

    # The one definition of a quota's limits: the quota backends read this object as it is, their integer
    # micro-dollar budgets (``*_budget_micros``) derived once when the policy loads.

    requests_per_minute: int | None = Field(default=None, ge=0)
    tokens_per_minute: int | None = Field(default=None, ge=0)
    concurrent_requests: int | None = Field(default=None, ge=0)
    daily_budget_usd: Decimal | None = Field(default=None, ge=0)
    monthly_budget_usd: Decimal | None = Field(default=None, ge=0)
    alert_thresholds: tuple[float, ...] = (0.5, 0.8, 1.0)  # a tuple: the backends use Limits as a cache key
    timezone: str = "UTC"
    _daily_micros: int | None = PrivateAttr(default=None)
    _monthly_micros: int | None = PrivateAttr(default=None)

    def model_post_init(self, context: object) -> None:
        self._daily_micros = _micros(self.daily_budget_usd)
        self._monthly_micros = _micros(self.monthly_budget_usd)

    @property
    def daily_budget_micros(self) -> int | None:
        return self._daily_micros

    @property
    def monthly_budget_micros(self) -> int | None:
        return self._monthly_micros

    @field_validator("timezone")
    @classmethod
    def _zone(cls, value: str) -> str:
        from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

        try:
            ZoneInfo(value)
        except (ZoneInfoNotFoundError, ValueError):
            raise ValueError(f"unknown time zone '{value}'") from None
        return value

    @field_validator("alert_thresholds")
    @classmethod
    def _thresholds(cls, value: tuple[float, ...]) -> tuple[float, ...]:
        if any(not 0 < t <= 1.5 for t in value):
            raise ValueError("alert thresholds are fractions of the budget, e.g. [0.5, 0.8, 1.0]")
        return tuple(sorted(set(value)))


class TaskLimits(Strict):
    """Caps per agent task (session): steps, cost in USD, and wall time since its first request."""

    # As ``Limits``: the quota backends read this object, the cost cap also in micro-dollars.

    max_steps: int | None = Field(default=None, ge=1)
    max_cost_usd: Decimal | None = Field(default=None, ge=0)
    max_wall_seconds: float | None = Field(default=None, gt=0)
    _cost_micros: int | None = PrivateAttr(default=None)

    def model_post_init(self, context: object) -> None:
        self._cost_micros = _micros(self.max_cost_usd)

    @property
    def max_cost_micros(self) -> int | None:
        return self._cost_micros


class Escalation(Strict):
    """The rescue of a misrouted loop: a session pinned to ``fast`` whose tool loop shows long-horizon
    evidence moves to ``standard`` at that request, once, and stays there (reason ``session-escalated``).

    ``after_tool_rounds``: the loop's Nth tool round is evidence (None: not counted). ``on_long_turn``: a turn
    of the loop that scores long-horizon is evidence; off by default, because a loop turn is scored with the
    loop's tool traffic, which every agent loop has (a short agent ask would then move at its first tool
    result). ``enabled: false`` turns the rescue off."""

    enabled: bool = True
    after_tool_rounds: int | None = Field(default=3, ge=1)
    on_long_turn: bool = False


class Attribution(Strict):
    """Where the person behind a request is read from, most trusted first; the first source that names
    someone wins. ``user``: the OpenAI ``user`` field (Anthropic: ``metadata.user_id``); ``header``: the
    end-user header below, set by a trusted proxy or tool; ``key_owner``: the ``owner`` of the key used.
    Clients can put anything in the first two, so a team that wants spend per person to be audit-proof puts
    ``key_owner`` first (or alone)."""

    sources: list[Literal["user", "header", "key_owner"]] = Field(
        default=["user", "header", "key_owner"], min_length=0, max_length=3
    )
    header: str = Field(default="x-end-user", min_length=1, max_length=64, pattern=r"^[A-Za-z0-9-]+$")

    @field_validator("sources")
    @classmethod
    def _once(cls, value: list[str]) -> list[str]:
        if len(set(value)) != len(value):
            raise ValueError("a source is listed twice")
        return value

    @field_validator("header")
    @classmethod
    def _lower(cls, value: str) -> str:
        return value.lower()  # headers are looked up lower-cased


class Key(Strict):
    """A virtual API key, stored only as its hash; optional limits inside its team's, and the person who
    owns it (the ``key_owner`` source of attribution)."""

    id: str = Field(min_length=1, max_length=64)
    sha256: str
    owner: str | None = Field(default=None, min_length=1, max_length=128)
    limits: Limits | None = None

    @field_validator("sha256")
    @classmethod
    def _hash_shape(cls, value: str) -> str:
        if not KEY_HASH_RE.match(value):
            raise ValueError("must look like 'sha256:<64 hex digits>' (see `gateway keys create`)")
        return value


class Team(Strict):
    """Who pays and whose quotas apply."""

    keys: list[Key] = []
    models: list[str] = ["*"]
    allow_route_header: bool = False
    long_horizon_threshold: float | None = Field(default=None, gt=0, lt=1)
    limits: Limits = Limits()
    task_limits: TaskLimits | None = None
    escalation: Escalation = Escalation()
    on_exhaustion: Literal["deny", "downgrade"] = "deny"
    quota_unavailable: Literal["fail_open", "fail_closed"] = "fail_open"
    alert_webhook: str | None = Field(default=None, pattern=r"^https?://")
    shadow_opt_out: bool = False  # never mirror this team's traffic to candidates
    store_prompts: bool = False  # may prompt excerpts be kept for shadow reports and regression replays
    attribution: Attribution = Attribution()
    _owners: dict[str, str] = PrivateAttr(default_factory=dict)

    def model_post_init(self, context: object) -> None:
        self._owners = {k.id: k.owner for k in self.keys if k.owner}  # one lookup per request, not a scan

    def owner_of(self, key_id: str) -> str | None:
        """The owner of one of this team's keys (None: no owner given, or not a key of this team)."""
        return self._owners.get(key_id)

    def may_use(self, model: str) -> bool:
        return "*" in self.models or model in self.models


class When(Strict):
    """Conditions of a rule; all that are set must hold. Add a condition here and in ``decide.matches``."""

    teams: list[str] | None = None
    models: list[str] | None = None
    endpoints: list[Endpoint] | None = None
    route_header: Literal["fast", "standard", "any"] | None = None
    exceeds_fast_context: bool | None = None
    request_class: RequestClass | None = None
    score_at_least: float | None = Field(default=None, ge=0, le=1)
    score_below: float | None = Field(default=None, ge=0, le=1)

    @model_validator(mode="before")
    @classmethod
    def _renamed(cls, data: object) -> object:
        """Refuse the key the request class had before it got one name: ignoring it would route silently."""
        if isinstance(data, dict) and "class" in data:
            raise ValueError("'class' is now 'request_class' (same values: single_step, long_horizon)")
        return data


class Rule(Strict):
    """A routing rule: the first rule whose conditions hold decides the version."""

    name: str = Field(min_length=1, pattern=r"^[A-Za-z0-9_.:-]+$")
    when: When = When()
    route: Literal["fast", "standard", "header"]
    fallbacks: list[VersionName] | None = None


class Routing(Strict):
    rules: list[Rule]

    @model_validator(mode="after")
    def _unique_names(self) -> Routing:
        seen: set[str] = set()
        for rule in self.rules:
            if rule.name in seen:
                raise ValueError(f"two rules are named '{rule.name}'")
            seen.add(rule.name)
        return self


class Policy(Strict):
    """The whole policy, merged from every YAML file of the policies directory."""

    models: dict[str, Model]
    teams: dict[str, Team]
    routing: Routing
    bootstrap_team: str | None = None

    @model_validator(mode="after")
    def _cross_references(self) -> Policy:
        for team_name, team in self.teams.items():
            for model in team.models:
                if model != "*" and model not in self.models:
                    raise RefError(
                        ("teams", team_name, "models", team.models.index(model)),
                        f"teams.{team_name}.models names unknown model '{model}'",
                    )
        key_ids: dict[str, str] = {}
        for team_name, team in self.teams.items():
            for key in team.keys:
                if key.sha256 in key_ids:
                    raise RefError(
                        ("teams", team_name, "keys", team.keys.index(key)),
                        f"key hash of teams.{team_name} ({key.id}) is also a key of {key_ids[key.sha256]}",
                    )
                key_ids[key.sha256] = team_name
        for index, rule in enumerate(self.routing.rules):
            for team_ref in rule.when.teams or ():
                if team_ref not in self.teams:
                    raise RefError(
                        ("routing", "rules", index, "when", "teams"),
                        f"routing.rules[{index}] ({rule.name}) names unknown team '{team_ref}'",
                    )
            for model_ref in rule.when.models or ():
                if model_ref not in self.models:
                    raise RefError(
                        ("routing", "rules", index, "when", "models"),
                        f"routing.rules[{index}] ({rule.name}) names unknown model '{model_ref}'",
                    )
        alias_owner: dict[str, str] = {}
        for name, spec in self.models.items():
            for alias in spec.aliases:
                if alias in self.models or alias in alias_owner:
                    raise RefError(
                        ("models", name, "aliases"),
                        f"models.{name}.aliases: '{alias}' already names {alias_owner.get(alias, alias)}",
                    )
                alias_owner[alias] = name
        if self.bootstrap_team is not None and self.bootstrap_team not in self.teams:
            raise RefError(("bootstrap_team",), f"bootstrap_team names unknown team '{self.bootstrap_team}'")
        if not self.routing.rules or self.routing.rules[-1].when != When():
            raise RefError(
                ("routing", "rules", len(self.routing.rules) - 1),
                "the last routing rule must have no conditions, so that every request is routed",
            )
        return self


# --- a version's shadow settings: its candidate (new weights), sampling, caps, thresholds, and how regression
# runs (live weights changed) are replayed. A candidate only names what differs from the live version
# (provider, upstream model, base URL, ...); everything else is inherited, so ``as_version`` turns it into an
# ordinary ``Version`` that the existing upstream classes can call. The shadow package runs them.

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


def _default_regression() -> Regression:
    return Regression()


Version.model_rebuild()
Model.model_rebuild()
Policy.model_rebuild()
