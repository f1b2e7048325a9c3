"""The lease the gateway uses is the one the operator documentation states."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from gateway.settings import Settings

REPO = Path(__file__).resolve().parents[2]


def _seconds(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)


def test_documented_lease_default_is_the_one_in_force(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GATEWAY_QUOTA_LEASE_SECONDS", raising=False)
    lease = Settings(_env_file=None).quota_lease_seconds  # type: ignore[call-arg]
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    row = re.search(r"^\| `GATEWAY_QUOTA_LEASE_SECONDS` \| `([^`]+)` \|", readme, re.MULTILINE)
    assert row is not None, "README's settings table lists GATEWAY_QUOTA_LEASE_SECONDS"
    assert row.group(1) == _seconds(lease)
    deploy = (REPO / "docs" / "deploy.md").read_text(encoding="utf-8")
    stated = set(re.findall(r"`GATEWAY_QUOTA_LEASE_SECONDS`[^.]*?default (\d+(?:\.\d+)?) s", deploy))
    assert stated == {_seconds(lease)}
