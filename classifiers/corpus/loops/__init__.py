"""Training generator "loops": loop evidence in every wire format, and its look-alikes.

generate(n, seed, asks=None) yields request records (see README.md). Everything is drawn from one
random.Random(seed); the ask pool and the static system prompts are fixed (built from constant seeds).
"""
from __future__ import annotations

import random
from typing import Iterator

from . import asks as _asks
from . import build as _build
from . import families as _fam

SINGLE, LONG = "single_step", "long_horizon"
FAMILY_NAMES = [f.name for f in _fam.FAMILIES]


def own_asks() -> list[dict]:
    """Our own asks as {ask, label, lang, kind, context}."""
    return _asks.own_asks()


def __getattr__(name):
    # ASK_POOL is built lazily (it holds some large pasted files)
    if name == "ASK_POOL":
        return own_asks()
    raise AttributeError(name)


def _source(asks):
    if asks:
        src = {SINGLE: [], LONG: []}
        for text, label in asks:
            if label not in src:
                raise ValueError(f"bad label {label!r}")
            src[label].append({"ask": text, "label": label, "lang": _build.guess_lang(text), "kind": "external", "context": None})
        if not src[SINGLE] and not src[LONG]:
            raise ValueError("asks is empty")
        return src
    pool = _asks.pool()
    src = {SINGLE: [a for a in pool if a["label"] == SINGLE], LONG: [a for a in pool if a["label"] == LONG]}
    for lab in (SINGLE, LONG):
        for has in (True, False):
            src[(lab, has)] = [a for a in src[lab] if (a["context"] is not None) == has]
    return src


def generate(n: int, seed: int, asks: list[tuple[str, str]] | None = None) -> Iterator[dict]:
    g = random.Random(seed)
    src = _source(asks)
    fams = _fam.FAMILIES
    shape_tables = []
    for f in fams:
        s = _build.family_shapes(f)
        keys = sorted(s)
        shape_tables.append((keys, [s[k] for k in keys]))
    for i in range(n):
        fi = g.randrange(len(fams))
        fam = fams[fi]
        keys, weights = shape_tables[fi]
        shape = g.choices(keys, weights)[0]
        r = _build.make(g, fam, shape, src)
        rid = "loops-%016x" % g.getrandbits(64)
        out = {"id": rid, "family": r["family"], "shape": r["shape"], "endpoint": r["endpoint"], "headers": r["headers"],
               "body": r["body"], "label": r["label"], "ask": r["ask"], "lang": r["lang"], "kind": r["kind"]}
        yield out
