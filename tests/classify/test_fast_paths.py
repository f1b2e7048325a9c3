"""Round-4 fast paths equal the plain definitions they replaced (oracles kept here), on adversarial text.

Why: the cold path now skips scans (memchr prefilters, a second block pass that cannot change anything,
two-char counts on one-line paragraphs); each shortcut must give the same answer as the plain code, or
verdicts drift. The equivalence test checks the evaluation set; these check the edge cases it may miss.
"""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from gateway.classify import ask, summary, textfacts
from gateway.classify import lexicon as lx

ATOMS = [
    "word", " ", "\n", "\n\n", "\n ", "\n\t", "(", ";", "{", "{{", "=", "`", "```", "<", "</", ">", "search",
    "<<<<<<< search", "search/replace", "udiff", "unified diff", "diff", "begin patch", "edit format",
    "build", "fix", "explain", "every", "构建", "修复", "é", "путь", "，", "、", "x.py", "\t", "Σ",
    "on branch ", "nothing to commit", "package main", "import os", "x = 1", "<@u1>", ": ",
]  # fmt: skip
texts = st.lists(st.sampled_from(ATOMS), max_size=60).map("".join)


def _oracle_is_prose(p: str) -> bool:
    if "`" in p and "\n" not in p.strip():  # a one-line sentence is judged without its `inline code`
        parts = p.split("`")
        q = "".join(parts[0::2])
        if len(parts) >= 3 and len(q.split()) >= 3:
            p = q
    n = len(p)
    if n < 200 and " " not in p.strip() and ("/" in p or "." in p) and (p.isascii() or ask._path_end(p)):
        return False  # a bare path line (a pasted file's header)
    lines = p.strip("\n").split("\n")
    if ask._GIT_STATUS.match(p) and all(not ln or ln[0] in " \t" or ask._GIT_STATUS.match(ln) for ln in lines):
        return False  # `git status` output
    nl = p.find("\n", 1)
    if nl < 0 and n < 120 and ask._CODE_ONE_LINE.match(p):
        return False  # one line that is code whole
    name = p[:nl].strip()
    named = ask._EXT.search(name) and not any(c in name for c in " /\\")
    if 0 <= nl < 80 and p[nl + 1 : nl + 2] not in (" ", "\t", "\n", "") and "\n" in p[nl + 1 :] and named:
        return False  # a file under its name line
    if n < 40:
        return True
    code = p.count("(") + p.count(";") + p.count("{") + p.count("=") + p.count("\n ") + p.count("\n\t")
    if code * 16 > n:
        return False
    # material its marks show (the same tests: these check the gates and the order around them)
    if "\n" in p and (ask._material_start(p) == 0 or ask._marked_material(p) or ask._code_lines(p)):
        return False
    if p.count("\n") >= 3 and ask._output_lines(p):
        return False
    lines = p.strip().count("\n")
    return not (lines >= 2 and p.count(" ") < lines * 2 and p.isascii())  # a listing: paths, no spaces


def _oracle_lexical(text: str, max_words: int = -1) -> tuple[list[float], int]:
    if not text:
        return [0.0] * len(lx.GROUPS), 0
    words = text.split(None, max_words)
    if max_words >= 0 and len(words) > max_words:
        words.pop()
    counts = [0] * len(lx.GROUPS)
    for w in lx.VOCAB.intersection(words):
        counts[lx.WORD_GROUP[w]] += 1
    if not text.isascii():
        runs = "|".join(textfacts._MARKED.findall(text))
        for marker, g in lx.SCRIPT_MARKERS:
            if runs and marker in runs:
                counts[g] += 1
    return [3.0 if c > 3 else float(c) for c in counts], len(words)


@settings(max_examples=2000, deadline=None)
@given(t=texts)
def test_prose_test_matches_the_plain_formula(t: str) -> None:
    assert ask._is_prose(t) == _oracle_is_prose(t)
    assert ask._strip_fences(t, "head") == ("\n\n".join(_oracle_fence_parts(t)[0::2]) if "```" in t else t)


def _oracle_fence_parts(t: str) -> list[str]:
    """Markdown's fence lines: ``` after at most three spaces at a line's start (CommonMark)."""
    cuts = [m.start(1) for m in re.finditer(r"(?m)^ {0,3}(```)", t)]
    return [t[a:b] for a, b in zip([0, *(c + 3 for c in cuts)], [*cuts, len(t)], strict=True)]


@settings(max_examples=2000, deadline=None)
@given(t=texts, max_words=st.sampled_from([-1, 3, 72]))
def test_lexical_matches_the_plain_code(t: str, max_words: int) -> None:
    lex, n = textfacts.lexical(t, max_words)
    assert (list(lex), n) == _oracle_lexical(t, max_words)


@settings(max_examples=2000, deadline=None)
@given(pieces=st.lists(texts, min_size=1, max_size=3), pad=st.sampled_from(["", " " * 70, "\n" * 80 + "<"]))
def test_user_windows_match_head_and_tail(pieces: list[str], pad: str) -> None:
    pieces = [pad + pieces[0] * 40, *pieces[1:]]
    total = sum(len(p) for p in pieces)
    s = summary.Summary()
    summary._set_user(s, pieces, total)
    if total <= summary.HEAD + summary.TAIL:
        assert s.user_head == summary._PARTS.join(pieces) and s.user_tail == ""
    else:
        first = pieces[0]
        wrapped = first.lstrip()[:1] in ("<", "#", "[") or summary._keyed(first) or summary._delimited(first)
        n = summary.HEAD_WRAPPED if wrapped else summary.HEAD
        if total <= n + summary.TAIL:  # overlapping windows: the whole text once
            assert s.user_head == summary._PARTS.join(pieces) and s.user_tail == ""
        else:
            head, tail = summary._head(pieces, n, summary._PARTS), summary._tail(pieces, summary.TAIL, summary._PARTS)
            assert (s.user_head, s.user_tail) == (head, tail)


def test_a_wrapper_after_long_leading_whitespace_still_widens_the_head() -> None:
    msg = " " * 100 + "<environment_details>\n" + "x\n" * 2000 + "</environment_details>\nrename foo"
    s = summary.Summary()
    summary._set_user(s, [msg], len(msg))
    assert len(s.user_head) == summary.HEAD_WRAPPED
