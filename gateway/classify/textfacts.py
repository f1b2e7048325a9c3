"""Text facts of the two windows a session repeats across turns: the system prompt and the last user ask.

Why cached by their text: an agent resends its system prompt on every turn, and the human's last message stays
the same through every tool-loop turn that follows it (tool results are not user asks), so the ask extraction,
word lookups and tag scans of these windows, the bulk of the text work, run once per session, not per request.
Keys are the bounded windows, so hashing a key stays cheap whatever the body's size; both caches are
emptied when full (a fleet has few distinct system prompts; asks churn, so theirs is smaller).
"""

from __future__ import annotations

import math
import re
from typing import Final

from gateway.classify import lexicon as lx
from gateway.classify import scan
from gateway.classify import words as wd
from gateway.classify.ask import extract_ask

_LEX: Final = lx.GROUPS
_G: Final = len(_LEX)
_I_BUILD: Final = _LEX.index("build")
_I_SCOPE: Final = _LEX.index("scope")
_I_FIX: Final = _LEX.index("fix")
_I_RUN: Final = _LEX.index("run")
_I_SMALL: Final = _LEX.index("small")
_I_WIDE: Final = _LEX.index("wide")
_I_ADD: Final = _LEX.index("add")
_I_EXPLORE: Final = _LEX.index("explore")
_I_SIDE: Final = _LEX.index("side")
TAG: Final = re.compile(r"<\|?([a-z][a-z_\u2581]*)\|?>")
# runs of the scripts `lx.SCRIPT_MARKERS` are read in: kana, CJK ideographs, Hangul, Devanagari, Arabic
_MARKED: Final = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3\u0900-\u097f\u0600-\u06ff]+")
_BRACKET: Final = re.compile(r"\[([a-z_]+)\]")
FIM_TAGS: Final = frozenset(
    (
        "fim_prefix",
        "fim_suffix",
        "fim_middle",
        "pre",
        "suf",
        "mid",
        "fim_begin",
        "fim\u2581begin",
        "prefix",
        "suffix",
        "fim_hole",
        "middle",
        "fim_pad",
        "code_prefix",
        "code_suffix",
        "code_middle",
        "prefix_start",
        "suffix_start",
        "file_sep",
        "repo_name",
        "fill_in_middle",
    )
)
HOLE_TAGS: Final = frozenset(
    (
        "fill",
        "fill_me",
        "hole",
        "cursor",
        "insert",
        "fill_here",
        "complete_here",
        "mask",
        "caret",
        "fill_in",
        "missing",
        "blank",
        "cursor_position",
        "insert_here",
        "infill",
        # edit-prediction templates: the region to rewrite and the cursor inside it
        "user_cursor_is_here",
        "user_cursor",
        "cursor_here",
        "editable_region_start",
        "editable_region_end",
        "code_to_edit",
        "area_around_code_to_edit",
    )
)
# sentinel spellings the tag pattern does not read (hyphens, fullwidth bars, numbered masks)
_FIM_MARKS: Final = scan.gated(("<fim-", "fim\u2581", "<aix-span-", "<|mask:", "<\uff5cfim"))
_PATH_COMMENT: Final = re.compile(r"\s*(?:#|//|--|/\*|<!--|;|%)\s*(?:path|file|filename|language)\s*:", re.I)
_HOLE_CURLY: Final = ("{{fill", "{{hole", "{{cursor", "{{complete", "{{insert", "{{caret", "{{missing", "{{blank")
# other cursor / hole conventions of autocomplete plugins, looked for as plain substrings: the spellings
# around the word "cursor" (one scan for the word rules them all out) and the block characters
_CURSOR_MARKS: Final = ("/*cursor*/", "/* cursor */", "<<cursor>>", "__cursor__", "[[cursor]]", "{cursor}", "⟨cursor⟩")
_BLOCK_MARKS: Final = ("█", "▌")
SYS_WORDS: Final = 15  # words of the system prompt's opening looked up (for a side task)
_NO_WORDS: Final = (0.0,) * _G


_VOCAB: Final = lx.VOCAB
_WORD_GROUP: Final = lx.WORD_GROUP


def lexical(text: str, max_words: int = -1) -> tuple[tuple[float, ...], int]:
    """Distinct-word hits per lexicon group (capped at 3) in a lower-cased window, and the words seen."""
    if not text:
        return _NO_WORDS, 0
    words = text.split(None, max_words)
    if max_words >= 0 and len(words) > max_words:
        words.pop()
    return _lexical_words(text, words), len(words)


def _lexical_words(text: str, words: list[str]) -> tuple[float, ...]:
    """`lexical`'s counts of a window already split into `words` (the ask's words are read three ways)."""
    hits = _VOCAB.intersection(words)
    ascii_only = text.isascii()
    if not hits and ascii_only:
        return _NO_WORDS
    counts = [0.0] * _G
    for w in hits:
        counts[_WORD_GROUP[w]] += 1.0
    if not ascii_only:
        runs = "|".join(_MARKED.findall(text))
        if runs:
            for marker, g in lx.SCRIPT_MARKERS:
                if marker in runs:
                    counts[g] += 1.0
    if max(counts) > 3.0:
        return tuple([3.0 if c > 3.0 else c for c in counts])
    return tuple(counts)


SysFacts = tuple[tuple[float, ...], frozenset[str], bool]
_SYS_CACHE: Final[dict[str, SysFacts]] = {}
NO_SYS: Final[SysFacts] = (_NO_WORDS, frozenset(), False)


def _past_short_lines(text: str) -> str:
    """`text` after at most three leading lines shorter than 100 characters (empty when none is skipped)."""
    start = 0
    for _ in range(3):
        end = text.find("\n", start)
        if end < 0 or end - start >= 100:
            break
        start = end + 1
    return text[start:] if start else ""


# what a side call's prompt asks to produce: a title, a summary, a commit message, a new topic. A bare "commit"
# opens rules files too ("Run the linter before proposing a commit"), and a word that can describe a reply's style
# or name the dialogue ("Keep answers compact", "everything to remember lives in this conversation", "отвечай
# кратко") says nothing about what the request is for: those count as a verb with its object ("compact the
# history", "compresses conversation context") or with the conversation as what is read ("the conversation
# below", "from the conversation")
_SIDE_PRODUCTS: Final = (
    "title", "summar", "headline", "recap", "condense", "compaction", "commit message", "commit msg", "new topic",
    "conversation topic",
    "título", "resumen", "resumir", "resuma", "resumo", "résum", "riassun", "titel", "zusammenfass", "titre",
    "заголов", "резюме", "сводк", "подыто",
    "标题", "总结", "摘要", "提交信息", "タイトル", "要約", "まとめ", "コミットメッセージ",
)  # fmt: skip
_SIDE_VERB: Final = re.compile(
    r"\b(?:(?:compact|compress|condense|shorten)(?:s|es|ed|ing)?\s+(?:the|this|these|that|our|your|its|all"
    r"|conversation|history|context|transcript|messages|chat|session|thread|dialog)"
    r"|(?:the|this) conversation (?:below|above|so far|history)|conversation (?:history|context|so far)"
    r"|(?:following|preceding|previous|entire) conversation|from the conversation"
    r"|resume\s+(?:la|el|esta|este|lo)|fasse\s+(?:die|den|das|diese[nrs]?|alles)|résume\s+(?:la|le|les|cette|ce))\b"
)


# a title call that asks for the chat's "name" ("Suggest a short name for this chat", "Come up with a short name for a
# chat that starts with the message below"): no side-task word, so it is looked for as a phrase
_CHAT_NAME: Final = re.compile(
    r"\bname (?:for|of) (?:this|the|a|our|your|that) (?:new )?(?:chat|conversation|thread|session|dialog)"
    r"|\b(?:chat|conversation|thread|session)(?:'s)? name\b"
)


# a prompt that has the model answer the person's question from the conversation ("Using the conversation so far,
# any relevant context below and the user's latest question, write an answer to that question": a RAG app's) names
# the conversation as context, not as what a side call reads
_ANSWERS: Final = re.compile(r"\b(?:answer|respond to|reply to)\b[^.\n]{0,40}?\b(?:question|query|message|request)")


def _names_side_product(opening: str, later: str) -> bool:
    for text in (opening, later):
        for p in _SIDE_PRODUCTS:
            if p in text:
                return True
        if _SIDE_VERB.search(text) is not None and _ANSWERS.search(text) is None:
            return True
    return False


def sys_facts(sys_head: str) -> SysFacts:
    """(lexicon counts of the opening, tags, "fim") of a system prompt head: it may say the request is a
    side task or a fill-in-the-middle call (how to read the ask), never what a task is."""
    hit = _SYS_CACHE.get(sys_head)
    if hit is None:
        # "A conversation between a user and an assistant that can run code" frames the dialogue (an agent's
        # opening, as "A chat between..." opens a chat template); the conversation is a side call's subject
        # only when the prompt asks for something about it ("compress the conversation history"); a memory
        # prompt's "Current conversation:" heads the dialogue it continues (LangChain's conversation chain)
        sys_l = sys_head.lower().replace("conversation between", "exchange between")
        sys_l = sys_l.replace("current conversation:", "current exchange:")
        # only the opening says what a side call is for ("Generate a title..."); an agent prompt's later
        # "summarise what you changed" does not make its requests summaries. Clients put short lines before
        # it (a billing or version header, a one-line identity): the opening is read past up to three
        # of them as well
        lex, _ = lexical(sys_l[:160], SYS_WORDS)
        later = _past_short_lines(sys_l)
        if later:
            lex = tuple(max(a, b) for a, b in zip(lex, lexical(later[:160], SYS_WORDS)[0], strict=True))
        if lex[_I_SIDE] and not _names_side_product(sys_l[:160], later[:160]):
            lex = (*lex[:_I_SIDE], 0.0, *lex[_I_SIDE + 1 :])
        elif not lex[_I_SIDE] and (_CHAT_NAME.search(sys_l[:160]) or (later and _CHAT_NAME.search(later[:160]))):
            lex = (*lex[:_I_SIDE], 1.0, *lex[_I_SIDE + 1 :])
        tags = frozenset(TAG.findall(sys_l)) if "<" in sys_l else frozenset()
        hit = (lex, tags, "fim" in sys_l[:300])
        if len(_SYS_CACHE) >= 2048:
            _SYS_CACHE.clear()
        _SYS_CACHE[sys_head] = hit
    return hit


# (u_* group counts, ask features (see ASK_FEATURES), user_question, u_non_ascii, u_list_items, path_comment,
#  the ask's text, its lead line ("" when none), fim seen, hole seen, side ask, transcript)
UserFacts = tuple[
    tuple[float, ...],
    list[float],
    float,
    float,
    float,
    float,
    str,
    str,
    bool,
    bool,
    bool,
    bool,
]
ASK_FEATURES: Final[tuple[str, ...]] = (
    "ask_words",
    "ask_code_share",
    "ask_paths",
    "ask_question",
    "ask_wide_change",
    "ask_small_only",
    "ask_question_only",
    "ask_act",
    "ask_unsupplied_env",
    "ask_fix_it",
    "ask_deictic",
    "ask_workspace",
    "ask_howto",
    "ask_symbol",
    "ask_social",  # nothing but greetings, thanks or acknowledgements: no task at all
    # the word n-gram model's logit over the ask (words.py); over its lead line alone when the ask is one
    # instruction beside pasted material (ask.split_lead): an email's or a log's words are not the task's
    "ask_phrasing",
    "ask_material",  # the ask has such a lead line
)
_NO_ASK: Final = (0.0,) * len(ASK_FEATURES)
_USER_CACHE: Final[dict[tuple[str, str, bool], UserFacts]] = {}
# a text transcript (ReAct scratchpad, a completions prompt holding the loop, a code-blob agent's history) is
# read as rounds, found by its marks. An action written as text, in a form only an agent writes...
_AGENT_ACTIONS: Final[tuple[str, ...]] = (
    "\naction:",
    "\naction ",
    "\nthought:",
    "<execute",
    "<function=",
    "<tool_call>",
    "<bash>",
    "calling tools:",
    "<call ",
    "<invoke",
    "<code>",
    '"thought":',
    '"tool":',
    "\ncall ",
)
# ...or a command block, which a person pasting one command writes too...
_FENCE_ACTIONS: Final[tuple[str, ...]] = (
    "```bash",
    "```sh",
    "```console",
    "```mswea",
    "```py",
)
# ...a result labelled by the harness that ran it (a person pasting a log writes none of these)...
_RESULT_LABELS: Final[tuple[str, ...]] = (
    "\nobservation",
    "<observation>",
    "execution result of",
    "<returncode>",
    "] result:",
    "\ntool result:",
    "\ntool output:",
    "<tool_response",
    "<tool_result",
    "<function_results",
    "\ncode output:",
    "execution logs:",
    "\nran command:",
    "\nexecuted code block",
)
# ...or machine output of any kind after an action
_OUTPUT_MARKS: Final = (
    " passed",
    " failed",
    "<returncode",
    "[exit",
    "(exit",
    "returned:",
    "stdout",
    "exit code",
    "returncode",
    "exit status",
    "traceback (most recent",
    "<output>",
    "] result:",
    "tool result",
    "command not found",
    "no such file",
    "observation",
    "execution result",
    "execution logs",
    "error:",
    "result of",
    "finished with status",
    "\noutput:",
)
# ...of which a harness's result tag is proof enough after one action: no person pasting a log writes it
_TAGGED_RESULTS: Final = ("<tool_response", "<tool_result", "<function_results", "<returncode>")
# the end of a client's worked example of its protocol: rounds before it are the example, not this loop
# a worked example (or a finished run) ends at its final answer: rounds before it never ran in this loop
_EXAMPLE_ENDS: Final = (
    "end of example", "</example>", "</examples>", "</example_response>", "</format_example>", "final answer",
)  # fmt: skip
_EXAMPLE_STARTS: Final = ("start of example", "<example>", "<examples>", "<example_response>", "<format_example>")
# where a template's own task starts: actions after it were written by this session's model
_ASK_STARTS: Final = scan.gated(
    ("\nquestion:", "\ntask:", "\nnew task", "begin!", "\n# task", "\ngoal:", "\nobjective:")
)
_EXAMPLE_HINTS: Final = scan.gated(("example", "final answer"))
_MAX_ACTIONS: Final = 24


def user_facts(head: str, tail: str, completions: bool) -> UserFacts:
    """Everything read from the last user message's head/tail windows (raw case), cached by the windows.

    `completions` marks an inline-completion prompt (a legacy completions body with a suffix): no ask."""
    key = (head, tail, completions)
    hit = _USER_CACHE.get(key)
    if hit is None:
        hit = _user_facts(head, tail, completions)
        if len(_USER_CACHE) >= 1024:
            _USER_CACHE.clear()
        _USER_CACHE[key] = hit
    return hit


def transcript(wide: str, examples: bool = True) -> bool:
    """`_transcript` over the wide window of a long message (a scratchpad whose steps sit mid-message); the
    marks are looked for in the raw text first, so most messages cost a few substring searches. `examples`
    False for the model's own messages: they hold its run, not a template's worked example (a harness's
    format error names the "Final Answer:" label inside them)."""
    if not _hinted(wide):
        return False
    return _transcript(wide.lower(), examples)


_WIDE_CACHE: Final[dict[tuple[str, str], bool]] = {}


def wide_transcript(head: str, tail: str, wide: str) -> bool:
    """`transcript(wide)` cached by the message's head and tail windows, the key its ask is cached by: the
    wide window is cut from the same message, which an agent resends on every turn of its loop."""
    key = (head, tail)
    hit = _WIDE_CACHE.get(key)
    if hit is None:
        hit = transcript(wide)
        if len(_WIDE_CACHE) >= 1024:
            _WIDE_CACHE.clear()
        _WIDE_CACHE[key] = hit
    return hit


# what a transcript's marks leave in the raw text, looked for in this order: two words, a fence, the tags of
# a tool call or its result, then the rest
_WIDE_HINTS: Final = scan.gated(("ction", "bservation"))
_TAG_HINTS: Final = scan.gated(("<execute", "<tool_call", "<bash", "<function", "<returncode", "<code>"))
_LATE_HINTS: Final = scan.gated(("THOUGHT", "hought", "esult", "ESULT", "xecution", "alling tools", "utput"))


def _hinted(wide: str) -> bool:
    """Any hint is in `wide`; the fence and the tags are looked for only when a one-char search (a memchr) finds
    a backtick or a "<": a text without them is not read once more per such hint."""
    return (
        scan.any_in(wide, _WIDE_HINTS)
        or ("`" in wide and "```" in wide)
        or ("<" in wide and scan.any_in(wide, _TAG_HINTS))
        or scan.any_in(wide, _LATE_HINTS)
    )


# marks sharing one of these openings are found with one scan for the opening, checked where it occurs; every
# other mark is its own scan
_OPENINGS: Final = ("<", "```", "execution ")
# an opening met more often than this (markup, generics) is given up for one scan per mark: same offsets
_OPENING_BUDGET: Final = 256
_MARKS: Final = tuple(dict.fromkeys(m for group in (_RESULT_LABELS, _AGENT_ACTIONS, _FENCE_ACTIONS) for m in group))


def _group_marks() -> tuple[tuple[str, tuple[str, ...], str, str], ...]:
    """(opening, its marks, the chars that follow the opening in them, the opening's rarest char): where an
    opening is followed by none of those chars no mark starts, and the marks are not compared there one by
    one; a text without the rarest char holds none of them."""
    groups: dict[str, list[str]] = {}
    for m in _MARKS:
        if not m.startswith("\n"):
            opening = next((o for o in _OPENINGS if m.startswith(o)), m)
            groups.setdefault(opening, []).append(m)
    out: list[tuple[str, tuple[str, ...], str, str]] = []
    for o, ms in groups.items():
        if len(ms) > 1 and any(len(m) <= len(o) for m in ms):
            raise ValueError("a shared opening must be shorter than its marks")
        nexts = "".join(dict.fromkeys(m[len(o)] for m in ms)) if len(ms) > 1 else ""
        out.append((o, tuple(ms), nexts, scan.rarest(o)))
    return tuple(out)


def _line_marks() -> re.Pattern[str]:
    """One pattern for the marks that open a line ("\nobservation", "\naction:"...): the regex engine steps from
    newline to newline in C, where one `str.find` per mark read the whole text again for each. It finds what
    those scans found only while no such mark holds another newline (so neither two of its occurrences nor
    two marks' overlap) and none is a prefix of another (one mark per offset): checked here."""
    marks = [m[1:] for m in _MARKS if m.startswith("\n")]
    if any("\n" in m or any(o != m and o.startswith(m) for o in marks) for m in marks):
        raise ValueError("line marks must be newline-free and prefix-free")
    # grouped by first char: a newline not followed by a mark fails one char test, not one per mark (the
    # order of the alternatives is free, at most one prefix-free mark matching at an offset)
    groups: dict[str, list[str]] = {}
    for m in marks:
        groups.setdefault(m[0], []).append(re.escape(m[1:]))
    return re.compile("\n(?:" + "|".join(re.escape(c) + "(?:" + "|".join(ms) + ")" for c, ms in groups.items()) + ")")


_MARK_GROUPS: Final = _group_marks()
_LINE_MARK: Final = _line_marks()


def _scan(t: str, m: str, out: list[int]) -> None:
    """Offsets of `m` in `t` as `str.find` stepping past each finds them (at most `_MAX_ACTIONS`)."""
    i = t.find(m)
    while i >= 0 and len(out) < _MAX_ACTIONS:
        out.append(i)
        i = t.find(m, i + len(m))


def _mark_offsets(t: str) -> dict[str, list[int]]:
    """Where each transcript mark occurs in `t`: per mark, its first `_MAX_ACTIONS` non-overlapping offsets.

    One regex pass for the marks that open a line (`_line_marks`), one scan per opening shared by several
    other marks (the `<` of a tag, a fence's backticks) and one per remaining mark, instead of one per mark
    after one per hint: the slowest requests' largest stage (bench/README.md)."""
    found: dict[str, list[int]] = {}
    for hit in _LINE_MARK.finditer(t):
        m = hit.group()
        got = found.get(m)
        if got is None:
            found[m] = [hit.start()]
        elif len(got) < _MAX_ACTIONS:
            got.append(hit.start())
    for opening, marks, nexts, rare in _MARK_GROUPS:
        if rare not in t:  # a one-char search is a memchr; a text without '"', ']' or '`' is common
            continue
        if len(marks) == 1:
            out: list[int] = []
            _scan(t, opening, out)
            if out:
                found[opening] = out
            continue
        seen = 0
        k = len(opening)
        i = t.find(opening)
        while i >= 0 and seen < _OPENING_BUDGET:
            seen += 1
            # one char test before the marks are compared ("" at the text's end passes: startswith says no)
            if t[i + k : i + k + 1] in nexts and t.startswith(marks, i):
                for m in marks:
                    if t.startswith(m, i):
                        got = found.get(m)
                        if got is None:
                            found[m] = [i]
                        elif len(got) < _MAX_ACTIONS and i >= got[-1] + len(m):
                            got.append(i)
            i = t.find(opening, i + 1)
        if i >= 0:  # over budget: one scan per mark (a mark the scan misses was not met either)
            for m in marks:
                out = []
                _scan(t, m, out)
                if out:
                    found[m] = out
    return found


def _take(found: dict[str, list[int]], marks: tuple[str, ...], cap: int) -> list[int]:
    """The sorted offsets of `marks`, at most `cap`, taken mark by mark in their order of listing."""
    out: list[int] = []
    for m in marks:
        got = found.get(m)
        if got:
            out.extend(got[: cap - len(out)])
            if len(out) >= cap:
                break
    out.sort()
    return out


def _transcript(user: str, examples: bool = True) -> bool:
    """A loop written into one text (a scratchpad, a completions prompt, a pasted agent history).

    Counted as rounds, not as marks: a protocol's description names its labels once and a worked example
    (cut at its end) shows rounds that never ran, while a person's first turn may quote one command and its
    error. So it is a loop when a harness labelled two results, when the model's actions follow the
    template's own task line (two, or one answered by a labelled result), or when two actions each met
    machine output."""
    t = "\n" + user
    if examples and scan.any_in(t, _EXAMPLE_HINTS):
        cut = -1
        for e in _EXAMPLE_ENDS:
            j = t.rfind(e)
            if j > cut:
                cut = j
        if cut > 0:
            t = t[cut:]
        # an example whose end lies beyond this window: everything from its start on is the example
        for e in _EXAMPLE_STARTS:
            j = t.find(e)
            if j >= 0:
                t = t[:j]
    found = _mark_offsets(t)
    if not found:
        return False
    labels = _take(found, _RESULT_LABELS, 2)
    if len(labels) >= 2:
        return True
    agent = _take(found, _AGENT_ACTIONS, _MAX_ACTIONS)
    fences = _take(found, _FENCE_ACTIONS, _MAX_ACTIONS)
    if not agent and not fences:
        return False
    acts = sorted(agent + fences) if agent and fences else agent or fences
    tagged = _take(found, _TAGGED_RESULTS, 1)
    if tagged and acts[0] < tagged[0]:
        return True
    begin = -1
    for rare, lab in _ASK_STARTS:
        if rare in t:
            j = t.rfind(lab)
            if j > begin:
                begin = j
    if begin >= 0:
        # the model's own actions after the task line (a template's example commands may follow it too, so
        # command blocks count only when a labelled result answers one): the loop has run at least once
        mine = [a for a in agent if a > begin]
        after = [a for a in acts if a > begin]
        if len(mine) >= 2 or (after and labels and labels[0] > after[0]):
            return True
        if mine and any(t.find(o, mine[0] + 6) >= 0 for o in _OUTPUT_MARKS):
            return True
    elif labels:
        # the task line is out of the window: an agent action after a labelled result, answered again
        for a in agent:
            if a > labels[0] and any(t.find(o, a + 6) >= 0 for o in _OUTPUT_MARKS):
                return True
    rounds = 0
    n = len(acts)
    for k in range(n):
        lo = acts[k]
        hi = acts[k + 1] if k + 1 < n else len(t)
        if hi - lo < 8:
            continue
        for o in _OUTPUT_MARKS:
            if t.find(o, lo + 6, hi) >= 0:
                rounds += 1
                break
        if rounds >= 2:
            return True
    return False


def _windows_transcript(user: str, head: str, tail: str) -> bool:
    """The joined windows, or each on its own when the head opens a worked example (its end may lie in
    the gap between them, and the head's example must not pair with the tail's rounds)."""
    if not tail or "example" not in head:
        return _transcript(user)
    return _transcript(head) or _transcript(tail)


_SOCIAL_PUNCT: Final = " .,!?;:~()'\"`-_*…。！？，"


def names_work(text: str) -> bool:
    """A short text holds a task word (build, fix, add, run, a scope word): "yes, and update the tests as well"
    asks for work, where "node 18" answers a question. Lower-cased input."""
    u, _ = lexical(text, 16)
    return any(u[g] for g in lx.WORK_GROUPS)


def social(words: list[str]) -> bool:
    """The ask is only greetings, thanks or acknowledgements (punctuation and emoticons aside)."""
    seen = False
    for w in words:
        t = w.strip(_SOCIAL_PUNCT)
        if not t:
            continue
        if t not in lx.SOCIAL:
            return False
        seen = True
    return seen


_FIX_IT: Final = ("fix it", "and fix", "then fix", "fix them", "fix that", "fix whatever", "fix what", "fix any")
_DEICTIC: Final = frozenset(
    ("this", "these", "below", "above", "following", "here", "this:", "below:", "snippet", "selected", "selection")
)


SUPPLIED_SHARE: Final = 0.25  # an ask with more code than this beside it supplies what it is about


def _side_first(opening: str) -> bool:
    """A side word comes before any add or fix verb among the opening's first 10 words: "summarize the lines
    of conversation, adding onto the previous summary" (LangChain's summary memory) asks for a summary, where
    "add a summary field" asks for a change."""
    for w in opening.split(None, 10)[:10]:
        g = _WORD_GROUP.get(w, -1)
        if g == _I_SIDE:
            return True
        if g in (_I_ADD, _I_FIX):
            return False
    return False


def _marks(user: str) -> tuple[bool, bool]:
    """(fill-in-the-middle sentinels, hole or cursor marks) in a lower-cased text."""
    tags = frozenset(TAG.findall(user)) if "<" in user else frozenset()
    brackets = frozenset(_BRACKET.findall(user)) if "[" in user else frozenset()
    fim = (
        "fim" in user[:300]
        or not FIM_TAGS.isdisjoint(tags)
        or not FIM_TAGS.isdisjoint(brackets)
        or scan.any_in(user, _FIM_MARKS)
    )
    hole = (
        not HOLE_TAGS.isdisjoint(tags)
        or not HOLE_TAGS.isdisjoint(brackets)
        or ("{" in user and "{{" in user and any(m in user for m in _HOLE_CURLY))
        or ("cursor" in user and any(m in user for m in _CURSOR_MARKS))
        or any(m in user for m in _BLOCK_MARKS)
    )
    return fim, hole


def completion_marks(text: str) -> bool:
    """Fill-in-the-middle sentinels or hole / cursor marks anywhere in the text, as the user facts read them."""
    fim, hole = _marks(text.lower())
    return fim or hole


def _user_facts(head: str, tail: str, completions: bool) -> UserFacts:
    head_l = head.lower()
    tail_l = tail.lower()
    user = head_l + "\n" + tail_l if tail_l else head_l
    fim, hole = _marks(user)
    question = non_ascii = list_items = 0.0
    side = False
    a = lead = ""
    if not completions and not fim and user:
        ask = extract_ask(head_l, tail_l)
        a, lead = ask.text, ask.lead
        all_words = a.split()  # split once: the word counts, the opener and the first 40 words read it
        u, n_words = _lexical_words(a, all_words), len(all_words)
        build, scope, fix, run, add = u[_I_BUILD], u[_I_SCOPE], u[_I_FIX], u[_I_RUN], u[_I_ADD]
        wide_change = u[_I_WIDE] and (build or add or fix or scope or run)
        small_only = u[_I_SMALL] and not (build or scope or u[_I_WIDE] or run or fix)
        opener = 0.0 if lx.QUESTION_OPENERS.isdisjoint(all_words[:3]) else 1.0
        stripped = a.rstrip()
        question = float(stripped.endswith("?") or stripped.endswith("？"))
        act = bool(build or fix or run or add)
        words = all_words[:40]
        fix_it = any(f in a for f in _FIX_IT)
        workspace = (
            bool(ask.n_paths)
            or not lx.WORKSPACE.isdisjoint(words)
            or any(w.endswith("/") and len(w) > 2 and "//" not in w for w in words)
            or (not a.isascii() and any(m in a for m in lx.SCRIPT_WORKSPACE))
        )
        # the ask names the workspace (files, the repo, commands, a failure) and supplies no code to work on
        supplied = ask.code_share > SUPPLIED_SHARE or ask.fences > 0 or ask.attached
        env = not supplied and bool(scope or u[_I_EXPLORE] or run or fix or ask.n_paths)
        if u[_I_SIDE]:
            opening, _ = lexical(a[:90], 10)
            side = bool(opening[_I_SIDE]) and (not (opening[_I_ADD] or opening[_I_FIX]) or _side_first(a[:90]))
        ask_f = [
            math.log1p(n_words),
            ask.code_share,
            float(ask.n_paths),
            opener,
            1.0 if wide_change else 0.0,
            1.0 if small_only else 0.0,
            1.0 if (opener or question) and not act and not wide_change else 0.0,
            1.0 if act else 0.0,
            1.0 if env else 0.0,
            1.0 if fix_it else 0.0,
            0.0 if _DEICTIC.isdisjoint(words) else 1.0,
            1.0 if workspace else 0.0,
            # a how-to / knowledge question about nothing of the asker's: answerable without a workspace
            1.0 if (opener or question) and not workspace and not fix_it else 0.0,
            # a named identifier (snake_case, a call): a narrow object
            1.0 if any("_" in w or "()" in w for w in words) else 0.0,
            1.0 if social(words) else 0.0,
            wd.ask_logit(lead or a),
            1.0 if lead else 0.0,
        ]
        non_ascii = float(not a.isascii())
        instr = a[:400]
        items = instr.count(",") + instr.count(" and ") + instr.count("\n- ")
        if not instr.isascii():  # CJK list separators
            items += instr.count("、") + instr.count("，")
        list_items = float(items if items < 6 else 6)
    else:
        u, ask_f = _NO_WORDS, list(_NO_ASK)
    path_comment = float(_PATH_COMMENT.match(head[:200]) is not None)
    return (
        u, ask_f, question, non_ascii, list_items, path_comment, a, lead,
        fim, hole, side, _windows_transcript(user, head_l, tail_l) if not completions else False,
    )  # fmt: skip


def closing_side(ask: str, message: str = "") -> bool:
    """The ask's last line, or the message's, opens asking for a summary (a side word before any add or fix
    verb): a condenser that holds the run in one message asks for it below the run, after its own preamble
    ("Condense the events below into a state snapshot"), and outside the tags that quote the person's task.
    The message's last line counts only when it is prose (it opens with a letter): a log's last line may be
    pytest's "short test summary info". A completions prompt may end on the answer's slot, a label and an
    open bullet ("Summary:\n-"): the label is that line."""
    if "\n" in ask and _side_first(ask[ask.rfind("\n") + 1 :][:90]):
        return True
    last = message.rstrip()
    cut = last.rfind("\n")
    if last[cut + 1 :].strip() in _OPEN_BULLETS:
        last = last[:cut].rstrip()
        cut = last.rfind("\n")
    last = last[cut + 1 :].lstrip()
    if last.endswith(":") and " " not in last:
        last = last[:-1]  # "Summary:", "TL;DR:": a slot's label
    return last[:1].isalpha() and _side_first(last[:90].lower())


_OPEN_BULLETS: Final = frozenset(("-", "*", "•", "1."))


def forget_asks() -> None:
    """Forget the cached asks only (a benchmark's new ask from a client whose system prompt is known)."""
    _USER_CACHE.clear()
    _WIDE_CACHE.clear()


def clear_caches() -> None:
    """Forget every cached window (benchmarks measure a never-seen client this way)."""
    _SYS_CACHE.clear()
    _USER_CACHE.clear()
    _WIDE_CACHE.clear()
