"""The asks writer added in round 60 (grounded or general: the same topic asked about the person's own project, which
needs the repository, or in general, which does not): held out of training, since the model trained with it lost
blind long-horizon recall. Its pairs are checked by its own `check.py` (`test_writers_rebuild.py`)."""

from __future__ import annotations

from classifiers import sources as src


def test_it_is_held_out_as_a_writer_of_both_labels_in_many_languages() -> None:
    assert "asks_o" not in src.CORPORA and "asks_o" in src.HELD_OUT_CORPORA
    asks = src.read_asks(src.HELD_OUT_CORPORA["asks_o"])
    assert len(asks) > 1500 and {a.label for a in asks} == set(src.LABELS)
    assert len({a.lang for a in asks}) >= 24
    assert any(a.history for a in asks)
