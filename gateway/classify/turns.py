"""Whether the last turn is a side call: a request about the conversation itself, not a step of its task.

Why learned: agent clients ask their model, on the side, to summarize or compact the history, to title it,
or to write a hand-over note or a commit message for it; each client words its instruction its own way, in
the user's language, and sends it after a history full of tool results. Such a call is single-step whatever
it carries (the label rule's one exception to loop evidence), while a "go on", a harness's feedback, a
next-speaker check or a person's next ask in the same place continues the loop. A word list of side-task
nouns covers the wordings its authors saw; a linear model over the turn's words, the openings of its lines
and what came before it reads wordings written by others. It scores only a turn that follows earlier ones.

Units (the model's vocabulary): what the message before the turn was ("P:text", "P:calls", "P:result",
"P:user"), each line's opening ("L:" + the line's first word or mark), the turn's words and the last words of
the message before it ("A:": a model that just reported its work is asked for a summary, one that asked a
question is answered). Weights come from model.json's `side_model` section.
"""

from __future__ import annotations

import re
from typing import Final

from gateway.classify.words import LIMIT, WordModel, from_artifact
from gateway.classify.words import units as word_units

MAX_WORDS: Final = 72  # words read from the turn
MAX_LINES: Final = 16  # line openings read from the turn
MAX_PREV: Final = 20  # words read from the end of the message before
_WORD: Final = re.compile(r"\w+")
_OPEN: Final = re.compile(r"\s*(\S{1,12})")


def _line_mark(line: str) -> str:
    """A line's opening as a unit: indentation, a digit run, punctuation kept as written, a word lower-cased."""
    if not line.strip():
        return ""
    indent = "_" if line[:1] in (" ", "\t") else ""
    m = _OPEN.match(line)
    if m is None:
        return ""
    tok = m.group(1).lower()
    w = _WORD.match(tok)
    if w is not None and w.start() == 0:
        tok = w.group(0)
        if tok.isdigit():
            tok = "0"
    else:
        tok = tok[:3]  # "$", ">>>", "---", "[to", "<re": the mark, not what follows it
    return "L:" + indent + tok


# stems of what a side call asks for, by kind, and of what it is about (the conversation itself), in the
# languages clients speak: one unit per kind found, so a weight learned from "summarize the conversation" reaches
# "подытожь разговор" and "요약해 줘", wordings no training writer used. Word stems are looked up by their first
# 4 to 8 characters; scripts read by characters (CJK, kana, hangul) by two consecutive characters
_STEMS: Final[dict[str, str]] = {
    **dict.fromkeys(
        ("summar", "sumari", "recap", "conden", "compac", "compres", "handof", "tldr", "résum", "resúm", "distil",
         "resumen", "resumir", "resuma", "resumo", "zusamm", "kompak", "kompri", "riassu", "sintetiz", "podsum",
         "özet", "samenv", "подыто", "сожми", "резюм", "сводк", "стисни"),
        "S:sum",
    ),
    **dict.fromkeys(("title", "titel", "titre", "títul", "titol", "titul", "заголо", "başlı"), "S:title"),
    # the conversation itself as the object of the ask ("this session", "the history above", "el historial")
    **dict.fromkeys(
        ("histor", "histó", "convers", "sessio", "sesió", "sessã", "sesj", "thread", "dialog", "diálog",
         "transc", "discus", "verlau", "gespräch", "sitzun", "unterh", "gespre", "geschied", "cronol",
         "rozmow", "konuşm", "oturum", "geçmiş", "истори", "разгов", "сесси", "диало", "бесед", "переп"),
        "S:conv",
    ),
}  # fmt: skip
_NAMES_TASK: Final = frozenset(("S:sum", "S:title"))  # kinds that name a side task (S:conv names its object)
_STEM_LENS: Final = (4, 5, 6, 7, 8)
_HEADS: Final = frozenset(k[:4] for k in _STEMS)  # a word whose first 4 characters open no stem is skipped
_PAIRS: Final[dict[str, str]] = {
    **dict.fromkeys(
        ("要約", "まと", "圧縮", "总结", "總結", "摘要", "压缩", "壓縮", "概括", "요약", "정리", "압축"), "S:sum"
    ),
    **dict.fromkeys(("标题", "標題", "タイ", "제목"), "S:title"),
    **dict.fromkeys(
        ("对话", "對話", "会话", "會話", "历史", "歷史", "聊天", "会話", "対話", "履歴", "セッ", "スレ", "대화", "세션",
         "스레"),
        "S:conv",
    ),
}


def _side_stems(ws: list[str]) -> list[str]:
    """The side-call kinds whose stems the turn's word units hold (each once, in a fixed order)."""
    found: set[str] = set()
    prev = ""
    for t in ws:
        if len(t) == 1:
            if prev and not t.isascii():
                k = _PAIRS.get(prev + t)
                if k is not None:
                    found.add(k)
            prev = t
            continue
        prev = ""
        if len(t) >= 4 and t[:4] in _HEADS:
            for n in _STEM_LENS:
                if n > len(t):
                    break
                k = _STEMS.get(t[:n])
                if k is not None:
                    found.add(k)
                    break
    return sorted(found)


def names_side_call(turn: str) -> bool:
    """The turn's words hold a side task's stem (summary, title, compaction, in any language the stems cover):
    a turn this model should read."""
    return not _NAMES_TASK.isdisjoint(_side_stems(word_units(turn[:1400].lower())[:MAX_WORDS]))


def units(turn: str, prev_kind: str, prev: str) -> list[str]:
    """The side-call model's units for one turn (raw case): what came before it, the side-call kinds its
    stems name, its line openings, its words (CJK by characters, as the ask's word model reads them) and the
    last words of the message before it, bounded by MAX_LINES, MAX_WORDS and MAX_PREV."""
    ws = word_units(turn[:1400].lower())[:MAX_WORDS]
    out: list[str] = ["P:" + prev_kind, *_side_stems(ws)]
    for line in turn.split("\n", MAX_LINES)[:MAX_LINES]:
        mark = _line_mark(line)
        if mark:
            out.append(mark)
    out.extend(ws)
    if prev:
        out.append("A:|")
        out.extend("A:" + t for t in word_units(prev.lower())[-MAX_PREV:])
    return out


# the model scoring turns, the logit above which a turn is a side call, and its cache by text; the scorer
# installs its artifact's `side_model` section (none: every turn scores 0 and none is a side call)
_CURRENT: Final[list[WordModel]] = [WordModel({}, {}, 0.0)]
_SIDE_AT: Final[list[float]] = [LIMIT]
_CACHE: Final[dict[tuple[str, str, str], float]] = {}


def install(section: object) -> None:
    """Score turns with this `side_model` section of an artifact (None: every turn scores 0)."""
    d = section if isinstance(section, dict) else None
    _CURRENT[0] = from_artifact(d)
    _SIDE_AT[0] = float(d.get("side_at", 0.0)) if d else LIMIT
    _CACHE.clear()


def side_at() -> float:
    """The logit above which the installed model calls a turn a side call."""
    return _SIDE_AT[0]


def logit(turn: str, prev_kind: str, prev: str) -> float:
    """The installed model's clipped logit that this turn is a side call, cached by its text."""
    key = (turn, prev_kind, prev)
    hit = _CACHE.get(key)
    if hit is None:
        hit = _CURRENT[0].logit_units(units(turn, prev_kind, prev))
        if len(_CACHE) >= 2048:
            _CACHE.clear()
        _CACHE[key] = hit
    return hit


def clear_cache() -> None:
    _CACHE.clear()
