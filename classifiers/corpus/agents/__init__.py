"""Training generator "agents": requests from terminal coding agents and agent frameworks, labelled for routing.

    generate(n, seed, asks=None) -> Iterator[dict]     records (see README.md for the format)
    own_asks() -> list[dict]                            own asks {ask, label, lang, kind, context}
    ASK_POOL                                            same list (built lazily on first access)
    FAMILIES                                            family name -> renderer
"""
from __future__ import annotations

import random
from typing import Iterator

from . import asks as _asks
from .core import L, S
from .fam_cli import AmpLike, ClaudeCode, CodexCLI, Crush, GeminiCLI, Goose, KimiCLI, OpenCode, QwenCode

from .fam_agents import EXTRA as _E1
from .fam_frameworks import EXTRA as _E2

_FAMS = [ClaudeCode(), CodexCLI(), GeminiCLI(), QwenCode(), OpenCode(), Crush(), Goose(), AmpLike(), KimiCLI()] + _E1 + _E2

FAMILIES = {f.name: f for f in _FAMS}

# shape weights (renormalised per family: side only where the family has side calls, completion only where it
# has a legacy completions form)
SHAPES = [("first", 0.45), ("loop", 0.25), ("retry", 0.10), ("side", 0.10), ("followup", 0.08), ("completion", 0.10)]


def own_asks() -> list[dict]:
    return _asks.own_asks()


def __getattr__(name):
    if name == "ASK_POOL":
        return _asks.build_pool()
    raise AttributeError(name)


def _picker(rng: random.Random, asks: list[tuple[str, str]] | None):
    if asks:
        by = {S: [], L: []}
        for text, label in asks:
            by.setdefault(label, []).append(text)
        labels = [k for k in (S, L) if by.get(k)]

        def pick(label):
            if label not in labels:
                label = labels[0] if len(labels) == 1 else rng.choice(labels)
            t = rng.choice(by[label])
            return {"ask": t, "label": label, "lang": _guess_lang(t), "kind": "supplied", "context": None}
        return pick
    pool = _asks.build_pool()
    by = {S: [a for a in pool if a["label"] == S], L: [a for a in pool if a["label"] == L]}

    def pick(label):
        return rng.choice(by[label])
    return pick


def _guess_lang(t: str) -> str:
    for ch in t:
        o = ord(ch)
        if 0x3040 <= o <= 0x30ff:
            return "ja"
        if 0xac00 <= o <= 0xd7af:
            return "ko"
        if 0x4e00 <= o <= 0x9fff:
            return "zh"
        if 0x0400 <= o <= 0x04ff:
            return "ru"
    return "und" if any(c in t for c in "ñçãõßäöüéèàìòùłąęśźżğış") else "en"


def _shape_weights(fam) -> list[tuple[str, float]]:
    out = []
    for s, w in SHAPES:
        if s == "side" and not fam.side_kinds:
            continue
        if s == "completion" and not fam.has_completion:
            continue
        if s in getattr(fam, "no_shapes", ()):
            continue
        out.append((s, w))
    return out


def generate(n: int, seed: int, asks: list[tuple[str, str]] | None = None) -> Iterator[dict]:
    rng = random.Random(seed)
    pick = _picker(rng, asks)
    fams = list(FAMILIES.values())
    for _ in range(n):
        fam = rng.choice(fams)
        ws = _shape_weights(fam)
        x = rng.random() * sum(w for _, w in ws)
        for shape, w in ws:
            x -= w
            if x <= 0:
                break
        rec = fam.make(rng, shape, pick)
        rec["id"] = f"agents-{fam.name}-{shape}-{rng.getrandbits(48):012x}"
        yield {"id": rec.pop("id"), **rec}
