"""The three asks writers added in round 42 (asks about pasted or attached material): two train and one is held out,
and no corpus trains on a paste with no request (the writers decided its label apart)."""

from __future__ import annotations

import pytest

from classifiers import sources as src


def test_two_train_and_one_is_held_out() -> None:
    assert {"asks_j", "asks_k"} <= set(src.CORPORA) and "asks_l" not in src.CORPORA
    assert "asks_l" in src.HELD_OUT_CORPORA


@pytest.mark.parametrize("name", ["asks_j", "asks_k", "asks_l"])
def test_a_paste_with_no_request_is_read_by_no_corpus(name: str) -> None:
    path = src.CORPORA.get(name) or src.HELD_OUT_CORPORA[name]
    asks = src.read_asks(path)
    assert len(asks) > 1000 and {a.label for a in asks} == set(src.LABELS)
    assert not any(a.kind in src.UNDECIDED_KINDS for a in asks)
