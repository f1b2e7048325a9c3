"""The gated substring search answers exactly as a plain search does, on every kind of text it meets."""

from __future__ import annotations

import random

import pytest

from gateway.classify import scan

NEEDLES = ("ction", "bservation", "<tool_call", "$ ", "@@ -", "\nquestion:", "begin!", "fim\u2581", "<｜fim", "x")


def _texts() -> list[str]:
    rng = random.Random(7)
    alphabet = "abcdefghijklmnopqrstuvwxyz     \n$@<>-!:_?|ｆ▁\u2581｜fimq"
    out = ["", "x", "ction", "act", "$", "$ ", "\nquestion", "begin! now", "Action: run\n$ make"]
    for n in (3, 40, 400, 4000):
        out += ["".join(rng.choice(alphabet) for _ in range(n)) for _ in range(60)]
    # every needle planted at the start, the middle and the end of a text without its rarest char elsewhere
    for nd in NEEDLES:
        for pos in (0, 50, 100):
            base = "".join(rng.choice("abcdefghijklm ") for _ in range(100))
            out.append(base[:pos] + nd + base[pos:])
    return out


@pytest.mark.parametrize("needle", NEEDLES)
def test_any_in_agrees_with_a_plain_search(needle: str) -> None:
    pairs = scan.gated((needle, "zzq"))
    for text in _texts():
        assert scan.any_in(text, pairs) == (needle in text or "zzq" in text), (needle, text[:80])


def test_rarest_prefers_a_char_prompts_seldom_hold() -> None:
    assert scan.rarest("$ ") == "$"
    assert scan.rarest("\nquestion:") == ":"
    assert scan.rarest("fim\u2581") == "\u2581"  # a char wider than an ASCII text's is answered without reading it
    assert scan.rarest("example") == "x"
    with pytest.raises(ValueError):
        scan.rarest("")
