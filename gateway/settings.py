"""Process settings, read once from ``GATEWAY_*`` environment variables.

Built once and passed to ``create_app`` so that tests can build apps with other settings; nothing reads the
environment on the request path.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import Field, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

REPO_ROOT = Path(__file__).resolve().parent.parent


def _default_policies_dir() -> Path:
    return REPO_ROOT / "policies"


def _seconds(default: float, description: str) -> Any:
    """A duration setting in seconds that must be positive."""
    return Field(default=default, gt=0, description=description)


class Settings(BaseSettings):
    """Everything about the process that is not routing policy."""

    model_config = SettingsConfigDict(env_prefix="GATEWAY_", extra="ignore")

    host: str = Field(default="127.0.0.1", description="address to listen on (also `gateway serve --host`)")
    port: int = Field(default=4000, ge=0, le=65535, description="port to listen on (also `--port`)")
    policies_dir: Path = Field(
        default_factory=_default_policies_dir,
        description="directory of policy YAML files (also `--policies`); default: `policies/` of the source "
        "checkout the gateway runs from",
    )
    state_dir: Path = Field(default=Path(".gateway"), description="keys file, SQLite ledger, quota journal")
    redis_url: str | None = Field(
        default=None,
        description="`redis://[user:pass@]host:6379/0`, `rediss://` (TLS), `unix:///path?db=0`, "
        "`redis+sentinel://h1:26379,h2:26379/master/0` or `redis+cluster://h1:7000,h2:7001` (docs/deploy.md); "
        "unset: in-process quotas. Required for more than one replica",
    )
    redis_ca_file: str | None = Field(
        default=None, description="CA bundle that signs the Redis server's certificate (`rediss` forms)"
    )
    redis_cert_file: str | None = Field(default=None, description="client certificate for Redis TLS (mutual TLS)")
    redis_key_file: str | None = Field(default=None, description="private key of `GATEWAY_REDIS_CERT_FILE`")
    database_url: str | None = Field(
        default=None,
        description="`postgresql://user@host/db` (optionally `?schema=name`, `&sslmode=verify-full`; PgBouncer in "
        "transaction mode works); unset: SQLite in the state dir",
    )
    database_read_url: str | None = Field(
        default=None,
        description="a read replica of `GATEWAY_DATABASE_URL` for reports and the dashboard (same `?schema=`); "
        "unset: reports read the primary",
    )
    admin_key: str | None = Field(
        default=None, description="key for `/admin/*` and the dashboard; unset: no admin access"
    )
    finance_key: str | None = Field(
        default=None,
        description="read-only key for every team's reports (`/admin/reports/*`, `/admin/tasks/*`) and the "
        "dashboard; refused by every other admin endpoint and by inference. Unset: no finance access",
    )
    log_level: str = Field(default="info", description="`debug`, `info` (one line per request), `warning`, `error`")
    access_log: bool = Field(default=False, description="uvicorn's access log besides the gateway's own request line")
    policy_reload: bool = Field(default=True, description="reload the policy when a file changes (and on SIGHUP)")
    policy_poll_seconds: float = _seconds(2.0, "how often the policy files are checked")
    drain_seconds: float = Field(default=25.0, ge=0, description="SIGTERM grace for in-flight requests and streams")
    shutdown_delay_seconds: float = Field(
        default=0.0, ge=0, description="readiness is false this long before the listener closes"
    )
    quota_lease_seconds: float = _seconds(
        60.0,
        "a reservation's lease, renewed every third of it (at most every 20 s) by the replica running "
        "the request: a long stream keeps its slot, a dead replica's slots and held money come back within one "
        "lease plus one sweep",
    )
    max_header_bytes: int = Field(default=64 * 1024, ge=1024, description="request head size limit (431 above)")
    max_body_bytes: int = Field(
        default=16 * 1024 * 1024, ge=1024, description="request body limit (413 above)"
    )
    max_messages: int = Field(default=4096, ge=1, description="messages per request (400 above)")
    classifier_path: Path | None = Field(default=None, description="classifier artifact; unset: the packaged one")
    bootstrap_key: bool = Field(
        default=True, description="on first start, create and print a key for the policy's bootstrap team"
    )
    gc_tune: bool = Field(
        default=True, description="freeze the start-up heap and collect young objects less often (fewer pauses)"
    )
    circuit_failures: int = Field(
        default=5, ge=1, description="consecutive failures that open an upstream's circuit breaker"
    )
    circuit_open_seconds: float = _seconds(
        30.0, "how long an open circuit refuses calls before one probe is let through"
    )
    header_timeout_seconds: float = _seconds(
        10.0,
        "a connection that has not sent a whole request head this long after it opened (or after its "
        "head began) is closed, with a 408 when part of a head came",
    )
    body_timeout_seconds: float = _seconds(30.0, "the longest pause inside a request body before a 408")
    keepalive_timeout_seconds: float = _seconds(
        75.0,
        "idle keep-alive connections are closed after this; above the common load balancers' 60 s, "
        "so the balancer closes idle connections, never the gateway under its feet",
    )
    max_connections: int = Field(
        default=4096, ge=1,
        description="open client connections per process; past it a new one gets a 503 with Retry-After",
    )
    metrics_port: int | None = Field(
        default=None, ge=0, le=65535,
        description="serve `/metrics` on this port only (it shows every team's cost and tokens)",
    )
    metrics_token: str | None = Field(
        default=None, description="require `Authorization: Bearer <token>` on `/metrics` wherever it is served"
    )
    deployment: str | None = Field(
        default=None, min_length=1, max_length=64, pattern=r"^[A-Za-z0-9_.:-]+$",
        description="namespace of this deployment's session pins in Redis, so two deployments sharing one Redis "
        "never read each other's sessions; unset: derived from the policy's teams and key hashes (replicas agree)",
    )

    @field_validator("redis_url")
    @classmethod
    def _known_redis_form(cls, value: str | None) -> str | None:
        if value:
            from gateway.quota.connect import validate  # only when set: most commands never need Redis

            validate(value)
        return value

    @property
    def ledger_url(self) -> str:
        """The ledger store: PostgreSQL when configured, else SQLite in the state dir (embedded default)."""
        return self.database_url or f"sqlite:///{(self.state_dir / 'ledger.db').resolve()}"


def remote_admin_headers(given: str | None, missing: Callable[[str], Exception]) -> dict[str, str]:
    """The header a CLI command sends to a running gateway's admin API (``--url``): the key from
    ``--admin-key``, else GATEWAY_ADMIN_KEY; raises the command's own ``missing`` error when neither is set."""
    key = given or Settings().admin_key
    if not key:
        raise missing("--url needs the admin key (--admin-key or GATEWAY_ADMIN_KEY)")
    return {"authorization": f"Bearer {key}"}


def settings_table() -> str:
    """The README's settings table, generated from the fields above (a test keeps the README in step)."""
    rows = ["| setting (env) | default | meaning |", "|---|---|---|"]
    for name, field in Settings.model_fields.items():
        if field.default_factory is not None:
            default = "see meaning"
        elif field.default is None:
            default = "unset"
        else:
            value = field.default
            if isinstance(value, bool):
                value = str(value).lower()
            elif isinstance(value, float) and value.is_integer():
                value = int(value)
            default = f"`{value}`"
        rows.append(f"| `GATEWAY_{name.upper()}` | {default} | {field.description or ''} |")
    return "\n".join(rows) + "\n"


# Settings that are gone, refused at start rather than silently ignored, with what to do instead.
REMOVED = {
    "GATEWAY_WORKERS": "the gateway runs one process per pod (or host); run more replicas instead, on a shared "
    "GATEWAY_REDIS_URL (docs/deploy.md, 'One process per pod')",
}


def removed_settings(environ: dict[str, str]) -> list[str]:
    """What ``gateway serve`` refuses to start with: a removed setting still set (``1`` for workers is
    harmless, the old default)."""
    return [f"{name} is no longer supported: {why}" for name, why in REMOVED.items()
            if name in environ and environ[name].strip() not in ("", "1")]


SERVED_POLICIES = "policies_dir"  # in the state dir: the policies directory `gateway serve` last used


def remember_policies_dir(settings: Settings) -> None:
    """Written by `gateway serve`, so commands reading the same state dir (`gateway report --budgets`) use the
    same policies without being told again."""
    settings.state_dir.mkdir(parents=True, exist_ok=True)
    (settings.state_dir / SERVED_POLICIES).write_text(str(settings.policies_dir.resolve()), encoding="utf-8")


def policies_dir_for_reports(settings: Settings, environ: dict[str, str]) -> Path:
    """``GATEWAY_POLICIES_DIR`` when set, else the directory the gateway serving this state dir uses."""
    served = settings.state_dir / SERVED_POLICIES
    if "GATEWAY_POLICIES_DIR" not in environ and served.is_file():
        return Path(served.read_text(encoding="utf-8").strip())
    return settings.policies_dir
