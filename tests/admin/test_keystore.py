"""The key store on both backends: a rotation is one transaction, expiry only ever shortens, hashes only."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from gateway.auth.keyring import KeyManager
from gateway.auth.keystore import KeyStore, PostgresKeys, SQLiteKeys
from gateway.protocols.openai_errors import Conflict, NotFound
from tests.support.ledger_db import PG_BASE, drop_pg_schema


@pytest.fixture(params=["sqlite", "postgres"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[KeyStore]:
    if request.param == "sqlite":
        yield SQLiteKeys(tmp_path / "keys.db")
        return
    schema = f"t_keys_{uuid.uuid4().hex[:12]}"
    try:
        yield PostgresKeys(PG_BASE, schema)
    finally:
        drop_pg_schema(f"{PG_BASE}?schema={schema}")


def test_a_failed_rotation_changes_nothing_and_keys_are_stored_hashed(store: KeyStore) -> None:
    async def body() -> None:
        await store.open()
        try:
            manager = KeyManager(store, None)
            key, _ = await manager.add("alpha", "alpha-1")
            await manager.add("alpha", "alpha-2")
            with pytest.raises(Conflict):
                await manager.rotate("alpha-1", overlap=60, new_id="alpha-2")  # the new id is taken
            rows = {k.id: k for k in await store.all()}
            assert set(rows) == {"alpha-1", "alpha-2"} and rows["alpha-1"].expires_at is None
            assert all(key not in (k.sha256, k.id) for k in rows.values())
            assert rows["alpha-1"].sha256.startswith("sha256:")
            _, new, old = await manager.rotate("alpha-1", overlap=60)
            assert new.team == "alpha" and new.rotated_from == "alpha-1" and old.expires_at is not None
            longer = await store.update("alpha-1", expires_at=old.expires_at + 3600)
            assert longer is not None and longer.expires_at == old.expires_at  # expiry never lengthens
            revoked = await manager.revoke("alpha-1")
            assert revoked.revoked_at is not None
            with pytest.raises(Conflict):
                await manager.rotate("alpha-1")  # a revoked key is not rotated back to life
            with pytest.raises(NotFound):
                await manager.revoke("nope")
            with pytest.raises(Conflict):
                await manager.add("alpha", "alpha-2")
        finally:
            await store.close()

    asyncio.run(body())
