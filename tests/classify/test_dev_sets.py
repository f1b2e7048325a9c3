"""The examined sets reach `evaluate` whole: envelope sets with every ask in every envelope, one label each."""

from __future__ import annotations

from collections import defaultdict

from classifiers import external as xt


def test_examined_envelope_sets_tie_each_ask_to_every_envelope_with_one_label() -> None:
    sets = xt.dev_sets()
    envelope_sets = {f"envs_{c}" for c in "cdefghijklmno"}
    scored_whole = ("loops_c", "loops_d", "prompts_a")
    assert set(sets) == envelope_sets | set(scored_whole)
    for name in scored_whole:  # scored as sets: mid-loop requests, side calls, replies, rendered templates
        assert {r.label for r in sets[name]} == {"single_step", "long_horizon"}
    for name, recs in sets.items():
        if name in scored_whole:
            continue
        families = {r.family for r in recs}
        by_ask: dict[str, list[xt.Record]] = defaultdict(list)
        for r in recs:
            by_ask[r.ask_id or r.id].append(r)
        assert len(families) >= 17 and len(by_ask) >= 220, name
        assert {r.label for r in recs} == {"single_step", "long_horizon"}, name
        for ask, group in by_ask.items():
            assert {r.family for r in group} == families, (name, ask)
            assert len({r.label for r in group}) == 1, (name, ask)
