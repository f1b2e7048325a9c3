"""Client-sent text is made safe for every store: the cleaning's properties for any string, then the nastiest
strings in every field a client or an upstream controls, through the writer into SQLite and PostgreSQL."""

from __future__ import annotations

import asyncio
import random
import unicodedata

from conftest import make_entry
from hypothesis import given
from hypothesis import strategies as st

from gateway.ledger import LedgerEntry, LedgerWriter, open_store
from gateway.ledger.clean import bounded_id, clean_text

# Any character, lone surrogates and control characters drawn as often as all the others together (a list
# joined, since st.text leaves surrogates out).
ANY_TEXT = st.lists(
    st.one_of(st.characters(), st.characters(categories=["Cs"]), st.characters(categories=["Cc"])), max_size=600
).map("".join)


def _safe(text: str, limit: int) -> bool:
    text.encode("utf-8")  # raises on a lone surrogate
    return len(text) <= limit and all(unicodedata.category(c) != "Cc" for c in text)


@given(ANY_TEXT)
def test_bounded_ids_are_safe_stable_and_idempotent(value: str) -> None:
    got = bounded_id(value, 200)
    assert _safe(got, 200)
    assert bounded_id(value, 200) == got and bounded_id(got, 200) == got
    if value.isprintable() and len(value) <= 200:
        assert got == value  # an ordinary id is kept as it came


@given(ANY_TEXT, ANY_TEXT)
def test_distinct_ids_stay_distinct(a: str, b: str) -> None:
    if a != b:
        assert bounded_id(a, 64) != bounded_id(b, 64)


@given(ANY_TEXT)
def test_free_text_is_cleaned_and_cut(value: str) -> None:
    got = clean_text(value, 100)
    assert _safe(got, 100) and clean_text(got, 100) == got


def _nasty() -> list[str]:
    rng = random.Random(19)
    every_control = "".join(map(chr, [*range(0x20), *range(0x7F, 0xA0)]))
    fixed = [
        "\x00", "\x00" * 5000, every_control, "\ud800", "\udfff", "\ud83d\ude00",  # a pair as two code points
        "a\ud800b\udc00c", "\ufeff\ufffe\uffff\U0010ffff", "\u202e\u2066rtl\u2069", "e" + "\u0301" * 3000,
        "\U0001f600" * 30_000, "'); DROP TABLE ledger_entries; --", "%s %(x)s $1 ? \\", '{"a": "\\u0000"}',
        "", " ", "\t\n\r", "\u2028\u2029", rng.randbytes(3000).decode("latin-1"),
    ]
    randoms = ["".join(chr(rng.randrange(0x110000)) for _ in range(rng.choice((5, 300, 3000)))) for _ in range(30)]
    return fixed + randoms


def test_the_nastiest_values_in_every_client_field_land_in_both_stores(store_url: str) -> None:
    values = _nasty()
    entries = []
    for i, value in enumerate(values):
        entries.append(make_entry(request_id=f"n-{i}", session_id=value, client=value, error=value))
        entries.append(make_entry(request_id=f"{value}-{i}", key_id=value, session_id=f"{i}{value}"))

    async def main() -> tuple[int, int, list[LedgerEntry]]:
        store = open_store(store_url)
        await store.open()
        try:
            writer = LedgerWriter(store, batch_size=32, flush_interval=0.01)
            for entry in entries:
                writer.record(entry)
            await asyncio.wait_for(writer.flush(), 60)
            writer.record(make_entry(request_id="after"))  # the ledger still writes afterwards
            unwritten = await writer.close(timeout=60)
            return unwritten, writer.refused, await store.entries()
        finally:
            await store.close()

    unwritten, refused, stored = asyncio.run(main())
    assert (unwritten, refused) == (0, 0)
    key = lambda e: (e.request_id, e.attempt)  # noqa: E731
    assert sorted(stored, key=key) == sorted([*entries, make_entry(request_id="after")], key=key)


def test_a_session_is_found_by_the_id_the_client_sent(store_url: str) -> None:
    sent = "x-session-id:" + "".join(random.Random(7).choices("abcdefghijklmnop0123456789", k=2800)) + "\ud800"
    twin = sent[:-2] + "Z\ud800"
    entries = [make_entry(request_id=f"s{i}", session_id=sent) for i in range(3)]
    entries.append(make_entry(request_id="twin", session_id=twin))

    async def main() -> tuple[list[str], list[str], list[str], list[str]]:
        store = open_store(store_url)
        await store.open()
        try:
            await store.write_batch(entries)
            found = [
                [e.request_id for e in await store.session_entries(sid)]
                for sid in (sent, entries[0].session_id or "", twin, "nul\x00")
            ]
            return found[0], found[1], found[2], found[3]
        finally:
            await store.close()

    by_sent, by_stored, by_twin, by_nul = asyncio.run(main())
    assert by_sent == by_stored == ["s0", "s1", "s2"]
    assert (by_twin, by_nul) == (["twin"], [])


def test_a_filter_no_row_can_match_finds_nothing(store_url: str) -> None:
    """A team or session filter holding a NUL or a lone surrogate (an admin query string) finds nothing."""

    async def main() -> list[int]:
        store = open_store(store_url)
        await store.open()
        try:
            await store.write_batch([make_entry(request_id="r", session_id="s")])
            start, end = make_entry().ts.replace(hour=0), make_entry().ts.replace(hour=23)
            found = []
            for team in ("alpha\x00", "\ud800", "alpha"):
                found.append(len(await store.aggregate(start, end, ["team"], team)))
                found.append(len(await store.entries(team)))
                found.append(len(await store.session_entries("s", team)))
            return found
        finally:
            await store.close()

    assert asyncio.run(main()) == [0, 0, 0, 0, 0, 0, 1, 1, 1]
