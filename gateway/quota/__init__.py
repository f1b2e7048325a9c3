"""Per-team quotas and budgets: reserve at admission, settle to the actual, exact across replicas; budget
alerts (``alerts``).

Imports observability (and policy as a type only); never pipeline, server or cli.
"""

from gateway.quota.alerts import AlertNotifier
from gateway.quota.base import QuotaBackend, QuotaUnavailable
from gateway.quota.memory import MemoryQuota
from gateway.quota.model import (
    Admission,
    Alert,
    Limits,
    RateSnapshot,
    ReserveRequest,
    Settlement,
    TaskLimits,
)
from gateway.quota.redis_backend import RedisQuota
from gateway.quota.resilient import FailMode, ResilientQuota

__all__ = [
    "Admission",
    "Alert",
    "AlertNotifier",
    "FailMode",
    "Limits",
    "MemoryQuota",
    "QuotaBackend",
    "QuotaUnavailable",
    "RateSnapshot",
    "RedisQuota",
    "ReserveRequest",
    "ResilientQuota",
    "Settlement",
    "TaskLimits",
]
