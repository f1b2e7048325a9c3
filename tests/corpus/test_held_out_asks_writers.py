"""The asks writers added in rounds 60 and 61, held out of training because the models trained with them lost blind
long-horizon recall: asks_o (the same topic asked about the person's own project, which needs the repository, or in
general, which does not) and asks_p (short asks of both labels as people type them into agents). Their pairs are
checked by their own `check.py` (`test_writers_rebuild.py`)."""

from __future__ import annotations

import pytest

from classifiers import sources as src


@pytest.mark.parametrize("name", ["asks_o", "asks_p"])
def test_it_is_held_out_as_a_writer_of_both_labels_in_many_languages(name: str) -> None:
    assert name not in src.CORPORA and name in src.HELD_OUT_CORPORA
    asks = src.read_asks(src.HELD_OUT_CORPORA[name])
    assert len(asks) > 1500 and {a.label for a in asks} == set(src.LABELS)
    assert len({a.lang for a in asks}) >= 24
    assert any(a.history for a in asks)
