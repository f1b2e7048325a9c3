"""Cleaning and bounding the free-form text a client (or an upstream) controls before it reaches a ledger row.

Why: a store refuses some strings outright (PostgreSQL has no NUL in text and no lone UTF-16 surrogate in
UTF-8; SQLite's driver cannot encode a surrogate either) and a B-tree index row has a size limit (a third
of a page in PostgreSQL), so one request carrying such a value must not reach the writer as it came. Control
characters (C0, DEL, C1) and lone surrogates are removed; lengths are capped in characters, which also caps
the UTF-8 size at four bytes a character.

Identifiers (session ids) are not simply cut: two long ids sharing a prefix would merge into one session. An
id that had to change keeps a readable prefix and gains ``~`` plus a hash of the value as it came, so the
same id always maps to the same form and distinct ids stay distinct. Both functions are idempotent (their
output passes through them unchanged) and cost one or two C-level string checks for a clean value.
"""

from __future__ import annotations

import hashlib
import re
from typing import Final

# C0 controls, DEL, C1 controls and the surrogate range (only a lone surrogate can be in a Python str).
_UNSAFE: Final = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]+")
_UNHOLDABLE: Final = re.compile("[\x00\ud800-\udfff]")
_HASH_CHARS: Final = 32  # 128-bit blake2b digest, hex


def is_clean(value: str, limit: int) -> bool:
    """True when ``value`` is at most ``limit`` characters and holds no control character or surrogate."""
    if len(value) > limit:
        return False
    if value.isascii():
        return value.isprintable()  # printable ASCII is exactly 0x20-0x7e
    return _UNSAFE.search(value) is None


def matchable(value: str) -> bool:
    """False for a query value no stored row can equal (a NUL or a lone surrogate, which no ledger holds):
    a filter on it finds nothing, and sending it to PostgreSQL would be an error instead."""
    return _UNHOLDABLE.search(value) is None


def clean_text(value: str, limit: int) -> str:
    """``value`` without control characters and lone surrogates, cut to ``limit`` characters (free text:
    user agents, error messages)."""
    if is_clean(value, limit):
        return value
    return _UNSAFE.sub("", value)[:limit]


def bounded_id(value: str, limit: int) -> str:
    """A stable, clean identifier of at most ``limit`` characters (``limit`` > 40): ``value`` itself when it
    is already clean and short enough, else its cleaned prefix, ``~`` and a hash of the original."""
    if is_clean(value, limit):
        return value
    digest = hashlib.blake2b(value.encode("utf-8", "surrogatepass"), digest_size=_HASH_CHARS // 2).hexdigest()
    return f"{_UNSAFE.sub('', value)[: limit - _HASH_CHARS - 1]}~{digest}"
