"""Synthetic gateway requests from IDE assistants and coding agents, labelled single_step / long_horizon.

generate(n, seed, asks=None) yields dicts with id, family, shape, endpoint, headers, body, label, kind, lang.
"""
import random
from typing import Iterator

from .asks import ASKS, CODE_KINDS
from .engine import Ctx
from .families import FAMILIES, SINGLE_FIRST_ONLY
from .langid import guess_lang, guess_kind, refers_to_code
from .content import wchoice

FAMILY_NAMES = list(FAMILIES)
SHAPE_CLASSES = ("first", "followup", "loop", "retry", "side")
SINGLE, LONG = "single_step", "long_horizon"

_POOL_SINGLE = [a for a in ASKS if a[1] == SINGLE]
_POOL_LONG = [a for a in ASKS if a[1] == LONG]
_FIM_KINDS = {"regex", "sql", "small_codegen", "shell_cmd", "docstring", "type_hints", "naming", "unit_test_fn"}


def _label_for(sc, ask_label):
    if sc in ("first", "followup"):
        return ask_label
    if sc in ("loop", "retry"):
        return LONG
    return SINGLE


def _kind_for(sc, ask_kind):
    return {"loop": "agent_loop", "retry": "loop_retry", "side": "side_call"}.get(sc, ask_kind)


def _families_for(sc, ask_label, kind, text):
    out = []
    for name, (_, scs, _) in FAMILIES.items():
        if sc not in scs:
            continue
        if name in SINGLE_FIRST_ONLY:
            if ask_label != SINGLE or "\n" in text or len(text) > 200 or (kind not in _FIM_KINDS and not kind.startswith("other")):
                continue
        out.append(name)
    return out


def _sc_from_label(rng, label):
    if label == SINGLE:
        return wchoice(rng, [("first", 50), ("followup", 25), ("side", 25)])
    return wchoice(rng, [("first", 35), ("followup", 15), ("loop", 35), ("retry", 15)])


def generate(n: int, seed: int, asks=None) -> Iterator[dict]:
    rng = random.Random(seed)
    supplied = None
    order = []
    if asks is not None:
        if len(asks) == 0:
            raise ValueError("asks must be None or a non-empty list")
        supplied = []
        for text, label in asks:
            if label not in (SINGLE, LONG):
                raise ValueError(f"bad label {label!r}")
            supplied.append((text, label, guess_kind(text, label), guess_lang(text), refers_to_code(text)))
    for i in range(n):
        if supplied is None:
            want = rng.choice([SINGLE, LONG])
            sc = _sc_from_label(rng, want)
            if sc in ("first", "followup"):
                a = rng.choice(_POOL_SINGLE if want == SINGLE else _POOL_LONG)
            elif sc in ("loop", "retry"):
                a = rng.choice(_POOL_LONG if rng.random() < 0.75 else _POOL_SINGLE)
            else:
                a = rng.choice(ASKS)
            text, ask_label, kind, lang = a
            needs_code = kind in CODE_KINDS
        else:
            if not order:
                order = list(range(len(supplied)))
                rng.shuffle(order)
            text, ask_label, kind, lang, needs_code = supplied[order.pop()]
            if ask_label == SINGLE:
                sc = wchoice(rng, [("first", 45), ("followup", 20), ("side", 20), ("loop", 10), ("retry", 5)])
            else:
                sc = wchoice(rng, [("first", 40), ("followup", 15), ("loop", 30), ("retry", 10), ("side", 5)])
        fams = _families_for(sc, ask_label, kind, text)
        fam = rng.choice(fams)
        ctx = Ctx(rng, i, text, ask_label, kind, lang, needs_code, sc)
        r = FAMILIES[fam][0](ctx)
        yield {
            "id": f"agd-{seed}-{i:06d}",
            "family": fam,
            "shape": r["shape"],
            "endpoint": r["endpoint"],
            "headers": r["headers"],
            "body": r["body"],
            "label": _label_for(sc, ask_label),
            "kind": _kind_for(sc, kind),
            "lang": lang or "und",
        }
