"""Process settings, read once from ``GATEWAY_*`` environment variables.

Built once and passed to ``create_app`` so that tests can build apps with other settings; nothing reads the
environment on the request path.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

REPO_ROOT = Path(__file__).resolve().parent.parent


def _default_policies_dir() -> Path:
    return REPO_ROOT / "policies"


class Settings(BaseSettings):
    """Everything about the process that is not routing policy."""

    model_config = SettingsConfigDict(env_prefix="GATEWAY_", extra="ignore")

    host: str = "127.0.0.1"
    port: int = Field(default=4000, ge=0, le=65535)
    workers: int = Field(default=1, ge=1, le=64)
    policies_dir: Path = Field(default_factory=_default_policies_dir)
    state_dir: Path = Path(".gateway")
    redis_url: str | None = None
    database_url: str | None = None
    admin_key: str | None = None
    log_level: str = "info"
    access_log: bool = False
    policy_reload: bool = True
    policy_poll_seconds: float = Field(default=2.0, gt=0)
    drain_seconds: float = Field(default=25.0, ge=0)
    shutdown_delay_seconds: float = Field(default=0.0, ge=0)
    # A dead replica's reservations are freed after this; unset: the version's total timeout plus a margin,
    # so a reservation outlives the longest legitimate request (a long agent stream keeps its slot).
    quota_lease_seconds: float | None = Field(default=None, gt=0)
    max_header_bytes: int = Field(default=64 * 1024, ge=1024)
    max_body_bytes: int = Field(default=16 * 1024 * 1024, ge=1024)
    max_messages: int = Field(default=4096, ge=1)
    classifier_path: Path | None = None
    # Namespace of this deployment's session pins in Redis, so that two deployments sharing one Redis never
    # read each other's sessions. Unset: derived from the policy's teams and key hashes (replicas of one
    # deployment share their policy, so they agree); set it to keep pins across key rotations.
    deployment: str | None = Field(default=None, min_length=1, max_length=64, pattern=r"^[A-Za-z0-9_.:-]+$")
    bootstrap_key: bool = True
    # freeze the start-up heap and collect young objects less often (gateway/gctune.py)
    gc_tune: bool = True

    @property
    def ledger_url(self) -> str:
        """The ledger store: PostgreSQL when configured, else SQLite in the state dir (embedded default)."""
        return self.database_url or f"sqlite:///{(self.state_dir / 'ledger.db').resolve()}"
