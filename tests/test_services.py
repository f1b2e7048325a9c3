"""The services the request path is handed: every member ``build_services`` promises is there, and it is
the implementation the app serves with (the members are typed as Protocols, set after construction)."""

from __future__ import annotations

import asyncio
import dataclasses
from pathlib import Path

from gateway.auth.keyring import KeyRing
from gateway.classify.scorer import Scorer
from gateway.ledger.writer import LedgerWriter
from gateway.policy.holder import PolicyHolder
from gateway.quota import MemoryQuota
from gateway.server.app import build_services, close_services
from gateway.server.services import Services
from gateway.settings import Settings
from gateway.shadow import ShadowService


def test_build_services_sets_every_member_and_closes(tmp_path: Path) -> None:
    async def run() -> None:
        settings = Settings(state_dir=tmp_path / "state", redis_url=None, database_url=None)
        services = await build_services(settings)
        try:
            missing = [f.name for f in dataclasses.fields(Services) if not hasattr(services, f.name)]
            assert missing == []
            assert isinstance(services.policy, PolicyHolder)
            assert isinstance(services.scorer, Scorer)
            assert isinstance(services.quota, MemoryQuota)
            assert isinstance(services.ledger, LedgerWriter)
            assert isinstance(services.shadow, ShadowService)
            assert isinstance(services.keyring, KeyRing)
            assert await services.quota.ping()
            assert await services.ledger.store.count() == 0
        finally:
            await close_services(services)

    asyncio.run(run())
