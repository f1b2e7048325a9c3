"""agents_b: client-shaped requests of agent clients and agent frameworks, labelled by the label rule.

generate(n, seed, asks=None) yields dicts with id, family, shape, endpoint, headers, body, label, kind, lang.
All randomness comes from one random.Random(seed). Standard library only.
"""
from __future__ import annotations

import random
from typing import Iterator

from . import asks as A
from . import material as M
from .base import Ctx
from .fam_native import NATIVE
from .fam_text import TEXT

S, L = "single_step", "long_horizon"
FAMILIES = {**NATIVE, **TEXT}
FAMILY_NAMES = sorted(FAMILIES)

_CLASS_W_LONG = {"first": 0.42, "followup": 0.10, "loop": 0.33, "retry": 0.15}
_CLASS_W_SINGLE = {"first": 0.55, "followup": 0.15, "side": 0.30}
# supplied-asks path: the turn type is chosen first, then (for first/followup) the ask label 50/50
_CLASS_W_SUPPLIED = {"first": 0.44, "followup": 0.12, "loop": 0.16, "retry": 0.06, "side": 0.22}


def shape_class(shape: str) -> str:
    for k in ("followup", "first", "loop", "retry", "side"):
        if shape.startswith(k):
            return k
    raise ValueError(shape)


def rule_label(shape: str, ask_label: str) -> str:
    """The label rule applied to a turn type: tool results / retries -> long; side calls -> single; else the ask."""
    cls = shape_class(shape)
    if cls in ("loop", "retry"):
        return L
    if cls == "side":
        return S
    return ask_label


def _pick_shape(rng: random.Random, shapes: list[str], want: str | None) -> str:
    weights = _CLASS_W_SUPPLIED if want is None else (_CLASS_W_LONG if want == L else _CLASS_W_SINGLE)
    by_cls: dict[str, list[str]] = {}
    for s in shapes:
        c = shape_class(s)
        if c in weights:
            by_cls.setdefault(c, []).append(s)
    classes = list(by_cls)
    cls = rng.choices(classes, weights=[weights[c] for c in classes])[0]
    return rng.choice(by_cls[cls])


def _huge_paste(rng: random.Random) -> tuple:
    src = M.big_file(rng, rng.randint(15_000, 90_000))
    names = [l[4:].split("(")[0] for l in src.split("\n") if l.startswith("def ")]
    fn = rng.choice(names) if names else "parse_header"
    ask = rng.choice([f"add a docstring to {fn}", f"rename the local variables in `{fn}` to something clearer",
                      f"write a unit test for {fn} only", f"what does {fn} return when the input is empty?",
                      f"refactor {fn} thoroughly; leave the rest of the file alone"])
    text = rng.choice([f"{ask}\n\n```python\n{src}```", f"```python\n{src}```\n\n{ask}", f"Here's the whole module for context:\n{src}\n\nTask: {ask}"])
    return (text, S, "huge_paste", "en")


def generate(n: int, seed: int, asks: list[tuple[str, str]] | None = None) -> Iterator[dict]:
    rng = random.Random(seed)
    if asks:
        pools = {S: [(t, l, "supplied", A.guess_lang(t)) for t, l in asks if l == S],
                 L: [(t, l, "supplied", A.guess_lang(t)) for t, l in asks if l == L]}
    else:
        pools = {S: A.SINGLE, L: A.LONG}
    own = not asks

    def pick_ask(label: str | None) -> tuple:
        if label is None or not pools.get(label):
            label = S if pools[S] else L
        return rng.choice(pools[label])

    for i in range(n):
        fam = rng.choice(FAMILY_NAMES)
        render, shapes = FAMILIES[fam]
        if own:
            want = L if rng.random() < 0.5 else S
            shape = _pick_shape(rng, shapes, want)
        else:
            shape = _pick_shape(rng, shapes, None)
            want = L if rng.random() < 0.5 else S  # label of the person's ask, chosen before its text
            if not pools[want]:
                want = S if want == L else L
        cls = shape_class(shape)
        if cls in ("first", "followup"):
            ask = _huge_paste(rng) if (own and want == S and rng.random() < 0.04) else pick_ask(want)
        elif cls in ("loop", "retry"):
            ask = pick_ask(L if rng.random() < 0.85 else S)
        else:
            ask = pick_ask(S if rng.random() < 0.5 else L)
        ctx = Ctx(rng, shape, ask, pick_ask)
        endpoint, headers, body = render(ctx)
        label = rule_label(shape, ask[1])
        kind = ask[2] if cls in ("first", "followup") else {"loop": "agent_loop", "retry": "loop_retry", "side": "side_call"}[cls]
        yield {"id": f"agb{seed}-{i:06d}", "family": fam, "shape": shape, "endpoint": endpoint, "headers": headers,
               "body": body, "label": label, "kind": kind, "lang": ask[3]}
