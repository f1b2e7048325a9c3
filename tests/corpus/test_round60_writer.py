"""The asks writer added in round 60 (grounded or general: the same topic asked about the person's own project, which
needs the repository, or in general, which does not): held out of training (the model trained with it lost blind
long-horizon recall), and every pair holds one ask of each label."""

from __future__ import annotations

import gzip
import json
from collections import defaultdict

from classifiers import sources as src


def test_it_is_held_out_as_a_writer_of_both_labels_in_many_languages() -> None:
    assert "asks_o" not in src.CORPORA and "asks_o" in src.HELD_OUT_CORPORA
    asks = src.read_asks(src.HELD_OUT_CORPORA["asks_o"])
    assert len(asks) > 1500 and {a.label for a in asks} == set(src.LABELS)
    assert len({a.lang for a in asks}) >= 24
    assert any(a.history for a in asks)


def test_its_pairs_ask_one_topic_both_ways() -> None:
    with gzip.open(src.HELD_OUT_CORPORA["asks_o"], "rt", encoding="utf-8") as fh:
        records = [json.loads(line) for line in fh if line.strip()]
    pairs: dict[str, list[str]] = defaultdict(list)
    for r in records:
        if r["pair"] is not None:
            pairs[r["pair"]].append(r["label"])
    assert len(pairs) >= 300
    assert all(sorted(labels) == ["long_horizon", "single_step"] for labels in pairs.values())
