"""The ask's own words, scored by a linear model over its word unigrams and bigrams (characters for CJK).

Why: the lexicon groups (`lexicon.py`) name a few hundred words one team chose; people ask in phrasings no
list covers ("the CI is red, make it green", "hi", "port the whole project to Go"). A model over the
isolated ask's n-grams (`ask.py` removed the client's text first, so the envelope cannot vote), trained on
asks from several independent sources, reads those phrasings; its logit is one feature of the main model.

Why a vocabulary and not feature hashing: the weights are keyed by the n-grams themselves (pruned to the
nonzero ones), so no hash function is involved at all (nothing salted, nothing to keep stable across
versions, no collisions), and a bigram is two dict lookups with no string built. Input is bounded: at most
MAX_TOKENS tokens and MAX_CJK characters of the ask window.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, Final
from unicodedata import category

MAX_TOKENS: Final = 64  # word tokens read from the ask (the ask window itself is at most 450 chars)
MAX_CJK: Final = 96  # CJK characters read as character unigrams and bigrams
LIMIT: Final = 8.0  # the logit is clipped: one phrase must not outvote every structural feature
# a word: word characters plus the combining marks `\w` leaves out (Indic vowel signs and viramas, Thai and Lao
# vowels and tones, Hebrew points, Arabic harakat, Latin diacritics typed as combining marks); without them
# "करो" or "แก้" broke into fragments at every vowel sign. Indic dandas (U+0964-5) end a word.
_TOKEN: Final = re.compile(
    "[\\w\u0300-\u036f\u0483-\u0489\u0591-\u05c7\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed"
    "\u0900-\u0963\u0966-\u0dff\u0e00-\u0eff\u0f00-\u0fff\u1000-\u109f\u1780-\u17ff]+"
)


def _ascii_token() -> re.Pattern[str]:
    """`_TOKEN` for an ASCII text: the same word chars (checked here), without `_TOKEN`'s per-char lookups of a
    char's Unicode category."""
    p = re.compile("[0-9A-Z_a-z]+")
    if any((_TOKEN.fullmatch(c) is None) != (p.fullmatch(c) is None) for c in map(chr, range(128))):
        raise ValueError("the ASCII token pattern must match the ASCII chars _TOKEN matches")
    return p


_ASCII_TOKEN: Final = _ascii_token()


def _ascii_seps() -> dict[int, str]:
    """Every ASCII char `_ASCII_TOKEN` does not match mapped to a space, the others to themselves (a char missing
    from the table costs `str.translate` a KeyError): an ASCII text translated with it and split at whitespace
    gives the pattern's tokens, while no word char is whitespace (checked here)."""
    seps = {c: " " if _ASCII_TOKEN.fullmatch(chr(c)) is None else chr(c) for c in range(128)}
    if any(chr(c).isspace() for c in range(128) if seps[c] != " "):
        raise ValueError("an ASCII word char must not be whitespace")
    return seps


_ASCII_SEPS: Final = _ascii_seps()
PREFIX: Final = 5  # a word longer than PREFIX + 1 also counts by its first PREFIX chars ("refactor~")
BOS: Final = "^"  # the bigram (BOS, first token) marks how the ask opens ("hi" alone, "why ...")
EOS: Final = "$"


def _cjk(t: str) -> bool:
    """A token of a script written without spaces between words (CJK ideographs, kana, hangul; Thai, Lao,
    Myanmar, Khmer): read by characters, as one space-delimited token is a whole phrase."""
    c = t[0]
    return c >= "\u2e80" or "\u0e00" <= c <= "\u0eff" or "\u1000" <= c <= "\u109f" or "\u1780" <= c <= "\u17ff"


def units(text: str) -> list[str]:
    """The ask's tokens as the model reads them: words (digits as "0"), CJK and Thai runs split into
    characters (a Thai character with its marks), bounded by MAX_TOKENS words and MAX_CJK characters.
    Training and scoring both read this sequence."""
    if text.isascii():
        # `_ASCII_TOKEN.findall` as two C passes (a translate, a split that stops after MAX_TOKENS), where the
        # regex built a match and a string per token, the ones past MAX_TOKENS too; ASCII tokens hold no CJK
        tokens = text[:4000].translate(_ASCII_SEPS).split(None, MAX_TOKENS)[:MAX_TOKENS]
        return ["0" if t.isdigit() else t for t in tokens]
    out: list[str] = []
    n_cjk = 0
    for t in _TOKEN.findall(text, 0, 4000)[:MAX_TOKENS]:
        if t.isdigit():
            out.append("0")
        elif not t.isascii() and _cjk(t):
            for c in t:
                if n_cjk >= MAX_CJK:
                    break
                if c < "\u2e80" and out and category(c)[0] == "M":
                    out[-1] += c  # a Thai/Lao/Myanmar/Khmer vowel or tone mark stays with its consonant
                    continue
                n_cjk += 1
                out.append(c)
        else:
            out.append(t)
    return out


# negation: the words a prohibition governs, up to a clause's end, are read as negated words ("not_change"), so
# "don't change anything, just explain" does not vote as "change anything" does. Only prohibitions: a negated
# statement ("it doesn't match", "no module named x", "we never set it", "opened without being closed") describes
# the bug to work on. "t" is the tail of "n't" ("don't" reads as "don", "t"), a prohibition only after "don"; "not"
# only after "do", "am" or "m" ("do not", "i'm not asking"); "no" only before "need"
_NEGATORS: Final = frozenset(("dont",))
_NEGATORS_AFTER: Final = {"t": frozenset(("don",)), "not": frozenset(("do", "am", "m", "im"))}
_NEGATORS_BEFORE: Final = {"no": frozenset(("need",))}
_CUES: Final = _NEGATORS | frozenset(_NEGATORS_AFTER) | frozenset(_NEGATORS_BEFORE)
# words that end a negator's scope: a contrast or a new clause ("don't fix it, just explain", "not X but Y")
_SCOPE_ENDS: Final = frozenset(("but", "just", "only", "instead", "rather", "and", "then", "except"))
NEG_SCOPE: Final = 8  # words a negator governs at most
NEGATED: Final = "not_"  # the prefix of a negated word
# a word (as `_TOKEN` reads one) or a mark that ends a clause
_CLAUSE_PARTS: Final = re.compile(_TOKEN.pattern + r"|[,.;:!?()\[\]\n]")


def _negated(text: str) -> str:
    """`text` with the words each negator governs prefixed by NEGATED: every word up to the clause's end (a
    punctuation mark, a contrast or a conjunction), NEG_SCOPE words at most; words of scripts read by characters
    stay as they are."""
    out: list[str] = []
    at = 0
    left = 0
    prev = ""
    parts = [m for m in _CLAUSE_PARTS.finditer(text, 0, 4000)]
    for i, m in enumerate(parts):
        w = m.group()
        if (
            w in _NEGATORS
            or (w in _NEGATORS_AFTER and prev in _NEGATORS_AFTER[w])
            or (w in _NEGATORS_BEFORE and i + 1 < len(parts) and parts[i + 1].group() in _NEGATORS_BEFORE[w])
        ):
            left = NEG_SCOPE
        elif left and (w in _SCOPE_ENDS or not (w[0].isalnum() or w[0] == "_")):
            left = 0
        elif left:
            left -= 1
            if not _cjk(w):
                out.append(text[at : m.start()])
                out.append(NEGATED)
                at = m.start()
        prev = w
    if not out:
        return text
    out.append(text[at:])
    return "".join(out)


def ask_units(text: str) -> list[str]:
    """The ask's units (`units`) with negated words marked (`_negated`): what the ask's word model reads."""
    seq = units(text)
    if _CUES.isdisjoint(seq):
        return seq
    return units(_negated(text))


def grams(text: str) -> list[str]:
    """The n-gram keys of `text` (lower-cased ask) in the order `WordModel.logit` adds them; training
    builds its vocabulary from these."""
    return grams_of(ask_units(text))


def grams_of(seq: list[str]) -> list[str]:
    """The n-gram keys of a unit sequence, in the order `WordModel.logit_units` adds them."""
    out: list[str] = []
    prev = BOS
    for t in seq:
        out.append(t)
        out.append(prev + " " + t)
        if len(t) > PREFIX + 1:  # inflected and compound forms share a stem: "refactoring", "refactorice"
            out.append(t[:PREFIX] + "~")
        prev = t
    out.append(prev + " " + EOS)
    return out


class WordModel:
    """Unigram, stem-prefix and bigram weights (nested by first word) and a bias: the logit is their sum."""

    __slots__ = ("bi", "bias", "pre", "uni")

    def __init__(
        self, uni: dict[str, float], bi: dict[str, dict[str, float]], bias: float, pre: dict[str, float] | None = None
    ) -> None:
        self.uni = uni
        self.bi = bi
        self.bias = bias
        self.pre: dict[str, float] = pre if pre is not None else {}

    def logit(self, text: str) -> float:
        """Sum of the weights of `grams(text)`, clipped to +-LIMIT; 0 when no model is installed."""
        return self.logit_units(ask_units(text))

    def logit_units(self, seq: list[str]) -> float:
        """The logit of a unit sequence (`units` of an ask, or another reader's units): the weights of its
        unigrams, stem prefixes and bigrams with start and end marks, clipped to +-LIMIT."""
        uni, bi, pre = self.uni, self.bi, self.pre
        if not uni and not bi:
            return 0.0
        z = self.bias
        prev = BOS
        for t in seq:  # the keys of `grams`, looked up without building the bigram strings
            z += uni.get(t, 0.0)
            d = bi.get(prev)
            if d is not None:
                z += d.get(t, 0.0)
            if len(t) > PREFIX + 1:
                z += pre.get(t[:PREFIX], 0.0)
            prev = t
        d = bi.get(prev)
        if d is not None:
            z += d.get(EOS, 0.0)
        return LIMIT if z > LIMIT else -LIMIT if z < -LIMIT else z


def from_artifact(section: Mapping[str, Any] | None) -> WordModel:
    """The `words` section of model.json: {"bias", "weights": {gram: weight}} (a bigram is "a b", a stem
    prefix "abcde~")."""
    if not section:
        return WordModel({}, {}, 0.0)
    uni: dict[str, float] = {}
    pre: dict[str, float] = {}
    bi: dict[str, dict[str, float]] = {}
    for k, w in dict(section["weights"]).items():
        key = str(k)
        sp = key.find(" ")
        if sp >= 0:
            bi.setdefault(key[:sp], {})[key[sp + 1 :]] = float(w)
        elif key.endswith("~") and len(key) == PREFIX + 1:
            pre[key[:PREFIX]] = float(w)
        else:
            uni[key] = float(w)
    return WordModel(uni, bi, float(section.get("bias", 0.0)), pre)


# the model features are computed with and the version it came from; the scorer installs its artifact's
_CURRENT: Final[list[WordModel]] = [WordModel({}, {}, 0.0)]
_VERSION: Final[list[str]] = [""]
# training only: while a list is held here, every ask scored is appended to it (the asks of a data set)
_TRACE: Final[list[list[str]]] = []


def install(section: Mapping[str, Any] | None, version: str) -> bool:
    """Use this section for every later feature vector; False if `version`'s is already in use. The caller
    empties the asks' caches when it changed (they hold features computed with the previous model)."""
    if version and version == _VERSION[0]:
        return False
    _CURRENT[0] = from_artifact(section)
    _VERSION[0] = version
    return True


def state() -> tuple[WordModel, str]:
    """The installed model and its version (training switches the model off and restores it)."""
    return _CURRENT[0], _VERSION[0]


def restore(saved: tuple[WordModel, str]) -> None:
    _CURRENT[0], _VERSION[0] = saved


def trace(sink: list[str] | None) -> None:
    """Training: record the asks scored from now on into `sink` (None stops recording)."""
    _TRACE.clear()
    if sink is not None:
        _TRACE.append(sink)


def ask_logit(text: str) -> float:
    """The installed model's clipped logit for a lower-cased ask."""
    if _TRACE:
        _TRACE[0].append(text)
    return _CURRENT[0].logit(text)
