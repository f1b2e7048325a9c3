"""The quota client's RESP encoder sends exactly the bytes hiredis would, whatever it remembered before."""

from __future__ import annotations

import hiredis
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gateway.quota import resp

ARGS = st.lists(
    st.one_of(st.text(max_size=40), st.binary(max_size=40), st.integers(min_value=-(2**63), max_value=2**63 - 1)),
    min_size=1,
    max_size=300,
)


@settings(max_examples=300, deadline=None)
@given(first=ARGS, second=ARGS)
def test_matches_hiredis_on_first_use_and_from_memory(first: list[object], second: list[object]) -> None:
    for args in (tuple(first), tuple(second), tuple(first), tuple(second + first)):
        assert resp.encode(args) == hiredis.pack_command(args)


def test_floats_go_out_as_their_repr_and_unhashable_bytes_as_their_content() -> None:
    assert resp.encode(("SET", "k", 2.5)) == hiredis.pack_command(("SET", "k", 2.5))
    assert resp.encode(("SET", "k", 2.5)) == b"*3\r\n$3\r\nSET\r\n$1\r\nk\r\n$3\r\n2.5\r\n"
    assert resp.encode((bytearray(b"EVAL"), "x", memoryview(b"y"))) == hiredis.pack_command((b"EVAL", "x", b"y"))


def test_a_value_it_cannot_send_is_refused() -> None:
    with pytest.raises(TypeError, match="must be str, bytes, int or float"):
        resp.encode(("SET", "k", None))


def test_memory_stays_bounded_when_every_argument_is_new() -> None:
    for i in range(resp.CACHE_LIMIT * 2 + 10):
        resp.encode(("GET", f"q:{{team}}:res:{i}"))
        assert len(resp._pieces) <= resp.CACHE_LIMIT
    assert resp.encode(("GET", "q:{team}:res:7")) == hiredis.pack_command(("GET", "q:{team}:res:7"))
