"""The asks writer added in round 56 (short asks over pasted material where a few words decide: hand-overs without
a task verb, questions about the same material, prohibitions, terse how-tos and tasks): it trains, and no ask of it
is a paste with no request."""

from __future__ import annotations

from classifiers import sources as src


def test_it_trains_as_a_writer_of_both_labels_in_many_languages() -> None:
    assert "asks_n" in src.CORPORA and "asks_n" not in src.HELD_OUT_CORPORA
    asks = src.read_asks(src.CORPORA["asks_n"])
    assert len(asks) > 1600 and {a.label for a in asks} == set(src.LABELS)
    assert len({a.lang for a in asks}) >= 16
    assert not any(a.kind in src.UNDECIDED_KINDS for a in asks)
