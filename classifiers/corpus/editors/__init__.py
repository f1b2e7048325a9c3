"""Training generator "editors": requests shaped like IDE plugins, editors, chat front-ends, shell and notebook
assistants, aider, PR bots, workflow nodes and plain SDK scripts, labelled single_step / long_horizon by task.

    from classifiers.corpus.editors import generate, own_asks
    for rec in generate(1000, seed=1): ...
"""
from __future__ import annotations

import collections
import random
import re
from typing import Iterator

from . import asks as _asks
from .common import S, L
from . import vocab as V
from .fam_ide import FAMILIES as _F1
from .fam_cline import FAMILIES as _F2
from .fam_plugins import FAMILIES as _F3
from .fam_vim_emacs import FAMILIES as _F4
from .fam_misc import FAMILIES as _F5

FAMILIES = _F1 + _F2 + _F3 + _F4 + _F5
FAMILY_NAMES = [f.name for f in FAMILIES]

# Target mix of shapes (renormalised per family over the shapes it has).
SHAPE_WEIGHTS = {"first_turn": 0.40, "followup": 0.06, "loop": 0.24, "retry": 0.10, "side_call": 0.10, "completion": 0.10}


def own_asks() -> list[dict]:
    """The package's own asks: [{ask, label, lang, kind, context}]."""
    return _asks.own_asks()


ASK_POOL = _asks.build_pool()  # [{ask, label, lang, kind, context}]; treat as read-only, own_asks() returns copies


def _pool():
    return ASK_POOL


_STOP = {"es": {"el", "la", "que", "para", "por", "una", "los", "qué"}, "fr": {"le", "la", "les", "pour", "une", "est", "dans", "que"},
         "de": {"der", "die", "das", "und", "nicht", "ist", "mit", "für"}, "pt": {"o", "que", "não", "para", "uma", "os", "pra", "essa"},
         "it": {"il", "che", "per", "una", "non", "della", "questo"}, "tr": {"ve", "bir", "bu", "için", "ne"},
         "pl": {"i", "nie", "się", "w", "na", "co", "jest"}, "nl": {"de", "het", "een", "en", "niet", "wat", "voor"}}


def detect_lang(s: str) -> str:
    if re.search(r"[\u3040-\u30ff]", s):
        return "ja"
    if re.search(r"[\uac00-\ud7af]", s):
        return "ko"
    if re.search(r"[\u4e00-\u9fff]", s):
        return "zh"
    if re.search(r"[\u0400-\u04ff]", s):
        return "uk" if re.search(r"[іїєґ]", s) else "ru"
    words = set(re.findall(r"[a-zà-ÿąćęłńóśźżğışç]+", s.lower()))
    best, score = "en", 1
    for lang, sw in _STOP.items():
        k = len(words & sw)
        if k > score:
            best, score = lang, k
    return best


def _shape_table(fam):
    avail = {"first_turn": True, "followup": fam.has_followup, "loop": fam.has_loop, "retry": fam.has_retry,
             "side_call": fam.has_side, "completion": fam.has_completion}
    items = [(k, w) for k, w in SHAPE_WEIGHTS.items() if avail[k]]
    tot = sum(w for _, w in items)
    return [(k, w / tot) for k, w in items]


def _pick(rng, table):
    r = rng.random()
    acc = 0.0
    for k, w in table:
        acc += w
        if r < acc:
            return k
    return table[-1][0]


def generate(n: int, seed: int, asks: list[tuple[str, str]] | None = None) -> Iterator[dict]:
    """Yield `n` records, deterministic for `seed`. With `asks` ((text, label) pairs), every first-turn and
    follow-up record wraps one of them and takes its label."""
    rng = random.Random(seed)
    pool = _pool()
    by_label = {S: [x for x in pool if x["label"] == S], L: [x for x in pool if x["label"] == L]}
    ext = None
    if asks:
        ext = {S: [], L: []}
        for text, label in asks:
            if label not in (S, L):
                raise ValueError(f"bad label {label!r}")
            ext[label].append({"ask": text, "label": label, "lang": detect_lang(text), "kind": "external", "context": None})
    table = list(SHAPE_WEIGHTS.items())
    support = {k: [f for f in FAMILIES if dict(_shape_table(f)).get(k)] for k in SHAPE_WEIGHTS}

    def draw_ask(label):
        if ext is not None:
            src = ext[label] or ext[S if label == L else L]
            return rng.choice(src)
        return rng.choice(by_label[label])

    # per family and shape, first turns / follow-ups alternate labels (random phase): exact balance per family
    phase = collections.defaultdict(lambda: rng.randint(0, 1))

    def next_label(fam, shape):
        k = (fam.name, shape)
        phase[k] += 1
        return S if phase[k] % 2 == 0 else L

    made = 0
    while made < n:
        shape = _pick(rng, table)
        cands = support[shape]
        fam = cands[rng.randrange(len(cands))]
        if shape == "first_turn":
            rec = fam.first(rng, draw_ask(next_label(fam, shape)))
        elif shape == "followup":
            prev = [rng.choice(by_label[S]) for _ in range(rng.randint(1, 2))]
            rec = fam.followup(rng, draw_ask(next_label(fam, shape)), prev)
        elif shape == "loop":
            rec = fam.loop(rng, rng.choice(by_label[L]))
        elif shape == "retry":
            rec = fam.retry(rng, rng.choice(by_label[L]))
        elif shape == "side_call":
            rec = fam.side(rng, rng.choice(pool), rng.choice(by_label[L]))
        else:
            rec = fam.completion(rng)
        rec["id"] = f"ed-{fam.name}-{V.hex_id(rng, 12)}"
        rec["family"] = fam.name
        made += 1
        yield rec
