"""The ledger behind a real PgBouncer in transaction mode, over TLS to it, and with reports on a read URL.

Three replicas' stores share a two-connection pool: each transaction lands on whichever server connection is
free, which breaks named prepared statements (asyncpg's cache) the first time two clients' statements meet.
"""

from __future__ import annotations

import asyncio
import ssl
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
import trustme

from gateway.ledger import open_store
from tests.ledger.conftest import make_entry
from tests.support import pgbouncer
from tests.support.ledger_db import drop_pg_schema, fresh_pg_url

DAY = (datetime(2026, 11, 10, tzinfo=UTC), datetime(2026, 11, 11, tzinfo=UTC))


def _schema() -> str:
    return f"gwtest_{uuid.uuid4().hex[:10]}"


def test_three_replicas_write_and_report_through_transaction_pooling() -> None:
    bouncer = pgbouncer.start(pool_size=2)
    schema = _schema()
    try:
        async def main() -> tuple[int, int, int]:
            stores = [open_store(bouncer.url(schema)) for _ in range(3)]
            for store in stores:
                await store.open()  # the migration runs under an advisory lock inside one transaction
            try:
                async def replica(i: int, store: object) -> None:
                    for batch in range(10):
                        entries = [make_entry(request_id=f"r{i}-{batch}-{n}", cost_micros=100,
                                              ts=DAY[0] + timedelta(hours=1)) for n in range(20)]
                        await store.write_batch(entries)  # type: ignore[attr-defined]
                        await store.aggregate(*DAY, ["team"])  # type: ignore[attr-defined]

                await asyncio.gather(*(replica(i, s) for i, s in enumerate(stores)))
                rows = await stores[0].aggregate(*DAY, ["team"])
                counts = [await s.count() for s in stores]
                return len(rows), sum(r.cost_micros for r in rows), min(counts)
            finally:
                for store in stores:
                    await store.close()

        groups, cost, count = asyncio.run(main())
        assert (groups, cost, count) == (1, 3 * 10 * 20 * 100, 600)
    finally:
        bouncer.stop()
        drop_pg_schema(f"x?schema={schema}")


@pytest.fixture
def tls_pair(tmp_path: Path) -> tuple[trustme.CA, Path, Path, Path]:
    ca = trustme.CA()
    cert = ca.issue_cert("127.0.0.1")
    paths = tmp_path / "ca.pem", tmp_path / "server.pem", tmp_path / "server.key"
    ca.cert_pem.write_to_path(str(paths[0]))
    cert.cert_chain_pems[0].write_to_path(str(paths[1]))
    cert.private_key_pem.write_to_path(str(paths[2]))
    return ca, *paths


def test_sslmode_in_the_url_is_honoured(tls_pair: tuple[trustme.CA, Path, Path, Path], tmp_path: Path) -> None:
    _, ca_file, cert, key = tls_pair
    stranger = trustme.CA()
    stranger_file = tmp_path / "stranger.pem"
    stranger.cert_pem.write_to_path(str(stranger_file))
    bouncer = pgbouncer.start(tls_cert=cert, tls_key=key)
    schema = _schema()
    try:
        async def open_and_count(url: str) -> int:
            store = open_store(url)
            await store.open()
            try:
                await store.write_batch([make_entry(request_id="tls-1")])
                return await store.count()
            finally:
                await store.close()

        verified = bouncer.url(schema, sslmode="verify-full", sslrootcert=str(ca_file))
        assert asyncio.run(open_and_count(verified)) == 1
        impostor = bouncer.url(schema, sslmode="verify-full", sslrootcert=str(stranger_file))
        with pytest.raises(ssl.SSLCertVerificationError):  # a server our CA did not sign is refused
            asyncio.run(open_and_count(impostor))
    finally:
        bouncer.stop()
        drop_pg_schema(f"x?schema={schema}")


def test_reports_read_from_the_read_url_when_the_primary_is_gone() -> None:
    primary, replica = pgbouncer.start(), pgbouncer.start()
    url = fresh_pg_url()
    schema = url.split("schema=")[1]
    try:
        async def main() -> tuple[int, int]:
            store = open_store(primary.url(schema), replica.url(schema))
            await store.open()
            try:
                await store.write_batch([make_entry(request_id=f"rr-{n}", cost_micros=50) for n in range(4)])
                primary.stop()  # writes' pooler gone: reports still answer from the read side
                rows = await store.aggregate(*DAY, ["team"])
                return len(rows), sum(r.cost_micros for r in rows)
            finally:
                await store.close()

        assert asyncio.run(main()) == (1, 200)
    finally:
        primary.stop()
        replica.stop()
        drop_pg_schema(url)
