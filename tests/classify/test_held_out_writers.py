"""The writers kept out of training reach `evaluate` as requests of both labels, the same ones every run."""

from __future__ import annotations

from classifiers import sources as src


def test_held_out_writers_are_requests_of_both_labels_and_never_training_sources() -> None:
    assert not set(src.HELD_OUT_CORPORA) & set(src.GENERATORS)
    assert not set(src.HELD_OUT_CLIENT_GENERATORS) & set(src.GENERATORS)
    sets = src.held_out_writers(5, client_n=200, n_asks=400)
    asks = {"asks_e", "asks_i", "asks_l", "asks_m", "asks_o", "asks_p"}
    assert set(sets) == asks | {"agents_b", "agents_c", "agents_e", "editors_b"}
    for name, samples in sets.items():
        assert {s.label for s in samples} == {"single_step", "long_horizon"}, name
        assert all(s.endpoint and isinstance(s.body, dict) for s in samples), name
    again = list(src.client_samples("agents_b", 200, 5))
    assert [s.body for s in again] == [s.body for s in sets["agents_b"]]
