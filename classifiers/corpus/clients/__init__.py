"""A generator of client-shaped requests for training the request classifier.

Each family models how one real coding client (IDE plugin, terminal agent, agent framework, SDK script) builds its
requests: endpoint, headers, system prompt layout, where the user's text goes and what the client adds around it, its
tools, how tool results come back, its side calls and its fill-in-the-middle completions. The label follows the task,
never the envelope: a first turn takes its ask's label, a turn that carries tool results is `long_horizon`, a side
call (title, commit message, summary, compaction, token count) and an inline completion are `single_step`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

from . import fam_native, fam_text
from . import material as m
from .asks import LONG, SINGLE, Ask, own_ask
from .wire import Ctx

Builder = Callable[[Ctx], tuple[str, dict[str, str], dict[str, Any]]]

FAMILIES: dict[str, dict[str, Builder]] = {**fam_native.FAMILIES, **fam_text.FAMILIES}

SHAPE_LABEL = {"loop": LONG, "side": SINGLE, "fim": SINGLE}
# How often each shape is drawn when a family offers it (first turns carry the asks, so they dominate).
SHAPE_WEIGHT = {"first_turn": 0.45, "loop": 0.33, "side": 0.17, "fim": 0.45}


def _ask_from(rng: random.Random, asks: list[tuple[str, str]] | None, lang: str) -> Ask:
    if not asks:
        return own_ask(rng, None, lang)
    text, label = asks[rng.randrange(len(asks))]
    if label not in (SINGLE, LONG):
        raise ValueError(f"unknown label {label!r}")
    return Ask(text, label, None, lang)


def generate(n: int, seed: int, asks: list[tuple[str, str]] | None = None) -> Iterator[dict[str, Any]]:
    """Yield `n` labelled requests, deterministic for `seed`; first turns wrap `asks` when given, else own asks."""
    rng = random.Random(seed)
    names = sorted(FAMILIES)
    for _ in range(n):
        family = names[rng.randrange(len(names))]
        shapes = FAMILIES[family]
        shape_names = sorted(shapes)
        shape = rng.choices(shape_names, [SHAPE_WEIGHT[s] for s in shape_names])[0]
        repo = m.make_repo(rng)
        ask = _ask_from(rng, asks, repo.lang)
        ctx = Ctx(rng, ask, repo)
        endpoint, headers, body = shapes[shape](ctx)
        label = SHAPE_LABEL.get(shape, ask.label)
        yield {"endpoint": endpoint, "headers": headers, "body": body, "label": label, "family": family, "shape": shape}


__all__ = ["FAMILIES", "generate"]
