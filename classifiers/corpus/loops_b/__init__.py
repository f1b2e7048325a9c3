"""loops_b: generator of agent-harness requests (tool loops, harness step instructions, side calls) with labels.

    from loops_b import generate
    for rec in generate(100, seed=1): ...
"""
import random

from . import core as C
from .asks import ASKS, SINGLE as SINGLE_ASKS, LONG as LONG_ASKS, detect_lang
from .families import FAMILIES
from .payloads import Repo, lang_hint

__all__ = ["generate", "FAMILIES", "ASKS"]
#: families whose first turn is a repair pipeline's own step around an issue (added by the classifier's lead)
ISSUE_ONLY = frozenset({"agentless_like", "autocoderover_like"})


def _p_single(shapes):
    """Probability that a first/followup ask is single_step so the family is ~50/50 overall."""
    w = dict(shapes)
    tot = sum(w.values())
    fq = w.get("first", 0) + w.get("followup", 0)
    if not fq:
        return 0.5
    p = (0.5 * tot - w.get("side", 0)) / fq
    return min(0.95, max(0.2, p))


def make_record(seed, i, asks=None):
    rng = random.Random(f"loops_b:{seed}:{i}")
    fam = rng.choice(FAMILIES)
    shapes = fam.shapes or C.SHAPES
    shape = C.wchoice(rng, shapes)
    if asks:
        text, label = asks[rng.randrange(len(asks))]
        lang = detect_lang(text)
    else:
        if shape in ("first", "followup"):
            want_single = rng.random() < _p_single(shapes)
        else:
            want_single = rng.random() < 0.3
        text, label, lang = rng.choice(SINGLE_ASKS if want_single else LONG_ASKS)
    if fam.name in ISSUE_ONLY and shape in ("first", "followup") and label == C.SINGLE:
        # lead's change: a repair pipeline's first turn restates the task as its own step ("list the files to
        # edit", "call the search APIs"), so a self-contained question never reaches one; another family asks it
        fam = rng.choice([f for f in FAMILIES if f.name not in ISSUE_ONLY])
        if shape not in dict(fam.shapes or C.SHAPES):
            shape = "first"
    repo = Repo(rng, lang_hint(text))
    ctx = C.Ctx(rng, shape, text, label, lang, repo)
    ctx.supplied = bool(asks)
    ep, headers, body = fam.build(ctx)
    return {
        "id": C.record_id(seed, i, fam.name, shape),
        "family": fam.name,
        "shape": shape,
        "endpoint": ep,
        "headers": {k.lower(): str(v) for k, v in headers.items()},
        "body": body,
        "label": ctx.label,
        "ask": text if ctx.ask_in_body else None,
        "lang": ctx.tail_lang if (ctx.tail_lang and (shape == "nudge" or ctx.tail_lang != "en")) else lang,
        "kind": ctx.kind,
    }


def generate(n, seed, asks=None):
    """Yield n labelled request records, deterministic for (n, seed, asks)."""
    if asks is not None:
        asks = [(str(t), str(l)) for t, l in asks]
        for t, l in asks:
            if l not in (C.SINGLE, C.LONG):
                raise ValueError(f"bad label {l!r}")
        if not asks:
            asks = None
    for i in range(n):
        yield make_record(seed, i, asks)
