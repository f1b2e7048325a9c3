"""The asks writer added in round 43 (asks about pasted material, most of them in languages the other writers rarely
use): it is held out (round 43's model trained on it did not ship), and no ask of it is a paste with no request."""

from __future__ import annotations

from classifiers import sources as src


def test_it_is_held_out_and_read_as_a_writer_of_both_labels_in_many_languages() -> None:
    assert "asks_m" not in src.CORPORA and "asks_m" in src.HELD_OUT_CORPORA
    asks = src.read_asks(src.HELD_OUT_CORPORA["asks_m"])
    assert len(asks) > 1400 and {a.label for a in asks} == set(src.LABELS)
    assert len({a.lang for a in asks}) >= 16
    assert not any(a.kind in src.UNDECIDED_KINDS for a in asks)
