"""The training generators side by side: this package's generator, the asks corpus, and the clients generator.

Why three: every phrase the round-9 model learned came from one team's pools (`vocab.py`), so it learned that
team's way of asking. The asks corpus (`classifiers/corpus/asks/`) and the clients generator
(`classifiers/corpus/clients/`) were written by other engineers without reading this package. Each sample
says which generator wrote its ask (`gen`) and whose envelope carries it (`env`), so leave-one-generator-out
can drop both: an ask corpus left out is left out of the word model too, and so is an envelope set.
"""

from __future__ import annotations

import gzip
import json
import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from classifiers import noise
from classifiers.data import generate
from classifiers.envelopes import ENVELOPES
from classifiers.text import Ctx

ROOT = Path(__file__).resolve().parent
ASKS = ROOT / "corpus" / "asks" / "asks.jsonl.gz"
LABELS = ("single_step", "long_horizon")
GENERATORS = ("own", "asks", "clientgen")


@dataclass(frozen=True)
class Sample:
    endpoint: str
    headers: dict[str, Any]
    body: dict[str, Any]
    label: str
    shape: str  # client shape or envelope name
    family: str  # client family (leave-one-family-out)
    gen: str  # who wrote the ask: own / asks / clientgen
    env: str  # whose envelope carries it: own / clientgen
    kind: str = ""  # asks corpus: kind of task
    lang: str = ""  # asks corpus: language


@dataclass(frozen=True)
class CorpusAsk:
    ask: str
    label: str
    lang: str
    kind: str
    context: str | None


def read_asks(path: Path = ASKS) -> list[CorpusAsk]:
    """The asks corpus; empty when its branch has not been merged. Records without a valid label are skipped."""
    if not path.is_file():
        return []
    out = []
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        for line in fh:
            if not line.strip():
                continue
            d = json.loads(line)
            if d.get("label") not in LABELS or not isinstance(d.get("ask"), str) or not d["ask"].strip():
                continue
            ctx = d.get("context")
            out.append(CorpusAsk(d["ask"], d["label"], str(d.get("lang", "")), str(d.get("kind", "")),
                                 ctx if isinstance(ctx, str) and ctx.strip() else None))  # fmt: skip
    return out


def compose(a: CorpusAsk, r: random.Random) -> str:
    """The ask and its supplied content as one user text, in one of the layouts people paste in."""
    if a.context is None:
        return a.ask
    fence = "```" + r.choice(["", "", "python", "text", "ts", "go", "sql"])
    layout = r.randrange(5)
    if layout == 0:
        return f"{a.ask}\n\n{fence}\n{a.context}\n```"
    if layout == 1:
        return f"{fence}\n{a.context}\n```\n\n{a.ask}"
    if layout == 2:
        return f"{a.ask}\n\n{a.context}"
    if layout == 3:
        return f"{a.context}\n\n{a.ask}"
    return f"{a.ask}:\n{fence}\n{a.context}\n```"


def clientgen_available() -> bool:
    try:
        import classifiers.corpus.clients  # noqa: F401
    except ImportError:
        return False
    return True


# records the clients generator failed to build (an exception inside it), by call; printed by training
FAILED: list[int] = [0]


def _clientgen(n: int, seed: int, asks: list[tuple[str, str]] | None) -> Iterator[dict[str, Any]]:
    """`n` records, each from its own seeded call: an exception inside the generator costs that record only
    (it is counted in FAILED) instead of ending the stream."""
    from classifiers.corpus import clients

    for i in range(n):
        try:
            recs = list(clients.generate(1, seed * 1_000_003 + i, asks=asks))
        except (ValueError, IndexError, KeyError, TypeError, AttributeError):
            FAILED[0] += 1
            continue
        yield from recs


def _from_clientgen(rec: dict[str, Any], gen: str, kind: str = "", lang: str = "") -> Sample | None:
    label = rec.get("label")
    body = rec.get("body")
    if label not in LABELS or not isinstance(body, dict):
        return None
    headers = {str(k).lower(): v for k, v in (rec.get("headers") or {}).items()}
    fam = str(rec.get("family", "clientgen"))
    return Sample(str(rec.get("endpoint", "/v1/chat/completions")), headers, body, str(label),
                  "cg_" + str(rec.get("shape", fam)), "cg_" + fam, gen, "clientgen", kind, lang)  # fmt: skip


def own_samples(n: int, seed: int, split: str) -> Iterator[Sample]:
    for ex in generate(n, seed, split=split):
        yield Sample(ex.endpoint, ex.headers, ex.body, ex.label, ex.client_shape, ex.family, "own", "own")


def asks_samples(asks: list[CorpusAsk], seed: int, per_ask: int = 2, split: str = "train") -> Iterator[Sample]:
    """Each corpus ask in `per_ask` envelopes of this package (45% with client text inside the message, as
    the own generator does) and `per_ask` envelopes of the clients generator when it is present."""
    r = random.Random(seed)
    ctx = Ctx(r, split)
    names = sorted(ENVELOPES)
    for a in asks:
        for name in r.sample(names, per_ask):
            text = compose(a, r)
            if r.random() < 0.45:
                text = noise.decorate(text, r, split)
            ep, h, body = ENVELOPES[name](ctx, text)
            yield Sample(ep, h, body, a.label, "env_" + name, "env_" + name, "asks", "own", a.kind, a.lang)
    if not clientgen_available():
        return
    # one call per ask, so each record is known to carry that ask (the generator draws from what it is given)
    for i, a in enumerate(asks):
        for rec in _clientgen(per_ask, seed * 100_003 + i, [(compose(a, r), a.label)]):
            s = _from_clientgen(rec, "asks", a.kind, a.lang)
            if s is not None:
                yield s


def clientgen_samples(n: int, seed: int) -> Iterator[Sample]:
    """The clients generator's own requests (its own asks and envelopes)."""
    if not clientgen_available():
        return
    for rec in _clientgen(n, seed, None):
        s = _from_clientgen(rec, "clientgen")
        if s is not None:
            yield s
