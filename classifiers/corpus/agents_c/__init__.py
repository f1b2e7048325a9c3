"""Synthetic gateway requests from agent frameworks and coding-agent clients.

generate(n, seed, asks=None) yields request records labelled single_step / long_horizon.
"""
import random
from typing import Iterator

from .fam_native import NATIVE
from .fam_text import TEXT
from .fam_tmpl import TMPL
from .base import Ctx
from . import asks as _asks
from .langid import detect

_FAMILIES = [cls() for cls in TEXT + TMPL + NATIVE]
FAMILY_NAMES = [f.name for f in _FAMILIES]
_BY_NAME = {f.name: f for f in _FAMILIES}

RETRY_KINDS = ("tests", "lint", "edit", "invalid")
SINGLE, LONG = "single_step", "long_horizon"


def _pick(r, weights):
    x = r.random() * sum(w for _, w in weights)
    for k, w in weights:
        x -= w
        if x < 0:
            return k
    return weights[-1][0]


def _render(r, fam, cls, ask, ask_lang, ask_label, ask_kind, supplied):
    """cls: first|followup|loop|retry|side.  Returns (shape, label, kind, lang, endpoint, headers, body)."""
    label = ask_label if cls in ("first", "followup") else (LONG if cls in ("loop", "retry") else SINGLE)
    c = Ctx(r, ask, ask_lang, label, cls, ask_kind, supplied)
    c.side_lang = "en"
    c.ep = fam.pick_endpoint(c)
    if cls == "first":
        ep, h, b = fam.first(c)
        shape, kind, lang = "first", ask_kind, ask_lang
    elif cls == "followup":
        ep, h, b = fam.followup(c)
        shape, kind, lang = "followup", ask_kind, ask_lang
    elif cls == "loop":
        ep, h, b = fam.loop(c)
        shape, kind, lang = "loop", "agent_loop", ask_lang
    elif cls == "retry":
        rk = r.choice(RETRY_KINDS)
        ep, h, b = fam.retry(c, rk)
        shape, kind, lang = "retry_" + rk, "loop_retry", ask_lang
    else:
        sk = r.choice(fam.side_kinds)
        ep, h, b = fam.side(c, sk)
        shape, kind, lang = "side_" + sk, "side_call", c.side_lang
    return shape, label, kind, lang, ep, h, b


def generate(n: int, seed: int, asks=None) -> Iterator[dict]:
    r = random.Random(seed)
    for i in range(n):
        fam = _FAMILIES[r.randrange(len(_FAMILIES))]
        if asks:
            text, alabel = asks[i % len(asks)]
            cls = _pick(r, [("first", 40), ("followup", 15), ("loop", 20), ("retry", 12), ("side", 13)])
            ask, lang, akind, sup = text, detect(text), "supplied", True
        else:
            label = SINGLE if r.random() < 0.5 else LONG
            if label == SINGLE:
                cls = _pick(r, [("first", 45), ("followup", 20), ("side", 35)])
                pool = _asks.SINGLE if cls != "side" else _asks.ASKS
                if cls == "side":
                    pool = _asks.LOOP_TASKS if r.random() < 0.7 else _asks.SINGLE
            else:
                cls = _pick(r, [("first", 30), ("followup", 15), ("loop", 33), ("retry", 22)])
                if cls == "first":
                    pool = _asks.LOOP_TASKS
                elif cls == "followup":
                    pool = _asks.LONG
                else:
                    pool = _asks.LOOP_TASKS if r.random() < 0.8 else _asks.SINGLE
            text, alabel, lang, akind = r.choice(pool)
            ask, sup = text, False
        shape, label, kind, lang2, ep, headers, body = _render(r, fam, cls, ask, lang, alabel, akind, sup)
        yield {"id": f"{fam.name}-{seed}-{i:06d}", "family": fam.name, "shape": shape, "endpoint": ep,
               "headers": headers, "body": body, "label": label, "kind": kind, "lang": lang2}


__all__ = ["generate", "FAMILY_NAMES"]
