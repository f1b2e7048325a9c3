"""Substring searches that read a text only where a needle can be in it.

Why: CPython finds a needle of several chars by stepping through the text char by char (its skip table is
weak when the needle ends in a common char such as a space), where a one-char needle is a memchr, many times
faster (bench/README.md, session 29). The ask's reading looks for dozens of fixed needles in its text windows,
most of them absent: each is looked for only when its rarest char is in the text, which gives the
same answer (a text without one of a needle's chars does not hold the needle).
"""

from __future__ import annotations

from typing import Final

# chars from rare to common in prompts (prose, code, logs); a char not listed ranks after every listed one
_RANKED: Final = "❯$%@|~^\\{}[]<>#\"`*=;!?&+'()_/:-ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789zqxjkvbpygfwmucldrhsnioate.,"
_RANK: Final[dict[str, int]] = {c: i for i, c in enumerate(_RANKED)}


def _rank(c: str) -> int:
    """A non-ASCII char first (most prompts are ASCII, and a search for a char wider than the text's is answered
    without reading it), then `_RANKED`'s order, then the rest (space, newline)."""
    if not c.isascii():
        return -1
    return _RANK.get(c, len(_RANKED))


def rarest(needle: str) -> str:
    """The needle's char that prompts hold least often (the first of equals)."""
    if not needle:
        raise ValueError("an empty needle has no char to look for")
    best = needle[0]
    rank = _rank(best)
    for c in needle[1:]:
        r = _rank(c)
        if r < rank:
            best, rank = c, r
    return best


def gated(needles: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """(rarest char, needle) pairs for `any_in`, in the needles' order."""
    return tuple((rarest(n), n) for n in needles)


def any_in(text: str, pairs: tuple[tuple[str, str], ...]) -> bool:
    """Any needle of `gated(...)` in `text`: `any(n in text for n in needles)`, each read only where its rarest
    char is."""
    return any(c in text and n in text for c, n in pairs)
