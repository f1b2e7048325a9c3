"""Request -> fixed-length feature vector, shared by training and serving.

Why these features and no others: the label follows the task, not the client. So the vector holds evidence
of a running loop (tool results in any wire format, text transcripts, machine output fed back), the marks
of inline completion (FIM sentinels, hole markers, a suffix, a tiny output budget) and what the ask itself
says (its words, whether it supplies the code it is about, whether it names the workspace). Nothing read
from the envelope (user agent, session headers, system-prompt words, tools array size, body size, API
family) is in it: such features let a client's identity decide what its ask is. Every text look is over a
bounded window, so cost does not grow with the body. The vector is built as one list display in
FEATURE_NAMES order from locals (no per-feature indexed writes), which the hot path would otherwise pay once a
feature.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any, Final, NamedTuple

from gateway.classify import lexicon as lx
from gateway.classify import textfacts as tx
from gateway.classify import turns
from gateway.classify.ask import is_driver, named_files, system_task
from gateway.classify.names import FEATURE_NAMES
from gateway.classify.walk import summarize

__all__ = ["FAMILIES", "FEATURE_NAMES", "LastRead", "clear_caches", "extract_features", "last_read"]

FAMILIES: Final[dict[str, str]] = {
    "/v1/chat/completions": "chat",
    "/v1/completions": "completions",
    "/v1/responses": "responses",
    "/v1/messages": "messages",
    "/v1/messages/count_tokens": "messages",
    # llama.cpp's infill and native completion, Mistral's FIM endpoint, Ollama's generate
    "/infill": "completions",
    "/v1/infill": "completions",
    "/completion": "completions",
    "/v1/fim/completions": "completions",
    "/api/generate": "completions",
    # Sourcegraph's completions API: chat turns as speakers at /stream, a code completion prompt at /code
    "/.api/completions/stream": "chat",
    "/.api/completions/code": "completions",
}

_I_SIDE: Final = lx.GROUPS.index("side")
COUNT_TOKENS: Final = "/v1/messages/count_tokens"


class LastRead(NamedTuple):
    """What the last `extract_features` call read, for training the word and side-call models on it."""

    ask_fed_words: bool  # its ask fed the word column (nothing else settled the request)
    side_turn: tuple[str, str, str] | None  # the last turn the side-call model scored: text, before, tail
    turn_is_ask: bool  # that last turn is the message the ask was cut from (a person's own words in a loop)


_LAST_READ: Final[list[LastRead]] = [LastRead(False, None, False)]
_NO_ASK: Final[list[float]] = [0.0] * len(tx.ASK_FEATURES)
_I_UNSUPPLIED: Final = tx.ASK_FEATURES.index("ask_unsupplied_env")
_NO_U: Final[tuple[float, ...]] = (0.0,) * len(lx.GROUPS)
_LOG1P: Final[tuple[float, ...]] = tuple([math.log1p(i) for i in range(1024)])


def _lg(n: int) -> float:
    """`math.log1p` of a count: the usual small counts come from a table (the same floats, no call)."""
    return _LOG1P[n] if 0 <= n < 1024 else math.log1p(n)


def _pasted(text: str, name: str) -> bool:
    """`text` (lower case) pastes the file `name`: a line naming it opens or is followed by a fence ("src/a.py"
    then a fence, as aider sends its chat files; "```py src/a.py"; "File: src/a.py" then a fence), follows a
    fence's opening ("```python" then "# filepath: src/a.py"), or is a file tag ('<file path="src/a.py">').
    A repo map or a list of paths names files without supplying them."""
    i = text.find(name)
    while i >= 0:
        start = text.rfind("\n", 0, i) + 1
        end = text.find("\n", i)
        line = text[start:end] if end >= 0 else text[start:]
        if line.lstrip().startswith(("```", "<file", "<document")) or "path=" in line or "```" in line[i - start :]:
            return True
        if end >= 0 and text.startswith("```", end + 1):
            return True
        if start >= 2 and text[text.rfind("\n", 0, start - 1) + 1 : start].lstrip().startswith("```"):
            return True
        i = text.find(name, i + len(name))
    return False


def _with_context_code(ask_f: list[float]) -> list[float]:
    """The ask's features beside the code of the client's context turns ("Codebase context from file ...", then
    "Ok."): the code is supplied, so the ask does not name unsupplied workspace; it is left out of the code share,
    since a client attaches what it has open whatever the ask."""
    out = list(ask_f)  # the cached tuple's list is shared: never change it in place
    out[_I_UNSUPPLIED] = 0.0
    return out


def _file_in_chat(head: str, heads: list[str]) -> bool:
    """The ask (the last user message's opening) names a file that an earlier user message of the conversation
    pasted in its opening: an edit client's chat file (aider's), so "rename X in src/util.py" is an edit of
    supplied content, not a search of the workspace. How to read the ask, read from the conversation's
    content; the client's identity plays no part."""
    if len(heads) < 2 or "." not in head:
        return False
    files = named_files(head.lower(), 300)
    if not files:
        return False
    for h in heads[:-1]:
        if "." in h:
            hl = h.lower()
            for f in files:
                if _pasted(hl, f):
                    return True
    return False


def _chat_files_as_this_file(head: str) -> str:
    """The ask's opening, lower-cased (as the ask is read), with each file name it mentions written as "this
    file": a file an edit client already pasted into the chat is supplied content, so "rename X in
    src/util.py" then reads as "rename X in this file" does beside a paste (the same task, the same features),
    not as a search of the workspace."""
    low = head.lower()
    for f in sorted(named_files(low, 300), key=len, reverse=True):
        low = low.replace(f, "this file")
    return low


def _num(v: Any) -> float | None:
    if v is None:
        return None
    if isinstance(v, bool) or not isinstance(v, int | float):
        return None
    return float(v) if math.isfinite(v) else None


def extract_features(endpoint: str, headers: Mapping[str, Any], body: Mapping[str, Any]) -> list[float]:
    """Feature vector in FEATURE_NAMES order. Never raises: odd types give neutral (zero) features."""
    # as plain dicts, mypyc reads them with its dict primitives (a Mapping's `get` is a generic method call)
    hd: dict[str, Any] = headers if type(headers) is dict else dict(headers) if isinstance(headers, Mapping) else {}
    bd: dict[str, Any] = body if type(body) is dict else dict(body) if isinstance(body, Mapping) else {}
    ep = endpoint.split("?", 1)[0].rstrip("/") if isinstance(endpoint, str) else ""
    family = FAMILIES.get(ep, "chat")
    s = summarize(family, bd)

    # output controls of inline completion (ghost text, FIM): they say the ask is "fill this hole"
    mt = _num(bd.get("max_tokens"))
    if mt is None:
        mt = _num(bd.get("max_completion_tokens"))
        if mt is None:
            mt = _num(bd.get("max_output_tokens"))
            if mt is None:
                mt = _num(bd.get("n_predict"))
    mt_small = 1.0 if mt is not None and mt <= 512 else 0.0
    stop = bd.get("stop")
    if stop is None:
        stop = bd.get("stop_sequences")
    if isinstance(stop, str):
        stop = [stop]
    log_stop = stop_nl = 0.0
    if isinstance(stop, list) and stop:
        # an inline completion stops at a line or a fence ("\n", "\n\n", "\ndef ", "```"); a turn marker
        # ("\nObservation:", "\nHuman:") is a text protocol's, which says how to read the turns, not what the
        # ask is: neither column counts it
        n_stop = 0
        for x in stop[:32]:
            if isinstance(x, str) and not x.rstrip().endswith(":"):
                n_stop += 1
                if "\n" in x:
                    stop_nl = 1.0
        log_stop = _lg(n_stop)
    has_suffix = s.suffix
    intent_c = 0.0
    intent = hd.get("openai-intent")
    if isinstance(intent, str) and intent:
        il = intent.lower()
        if "ghost" in il or "complet" in il:
            intent_c = 1.0

    # the ask: read from the last user message's windows, cached by them (tx)
    (u, ask_f, question, non_ascii, items, path_comment, ask_text, _lead, fim, hole, side_ask,
     transcript) = tx.user_facts(s.user_head, s.user_tail, s.inline)  # fmt: skip
    sys_lex, sys_tags, sys_fim = tx.sys_facts(s.sys_head) if s.sys_head else tx.NO_SYS
    # a short system prompt asking for a title / summary / commit message: the user text is its subject. After
    # an answered exchange the system prompt's summary words are a chat app's recap of the earlier turns
    # ("Summary of the conversation so far: ..."), carried as context: the last message is a person's next ask
    sys_side = bool(sys_lex[_I_SIDE]) and s.sys_chars < 3000 and not s.n_assistant
    first_heads = " ".join(s.user_heads).lower() if s.user_heads else ""
    first_tags = frozenset(tx.TAG.findall(first_heads)) if "<" in first_heads else frozenset()
    # evidence of a running loop, in any wire format; a side call summarising that history is not the loop
    # (a message short enough to be read whole, with no tail window, was searched already: the same text)
    if not transcript and s.user_wide and (s.user_tail or s.inline) and not s.n_tool_turns and not has_suffix:
        transcript = tx.wide_transcript(s.user_head, s.user_tail, s.user_wide)
    if transcript and not side_ask:
        side_ask = tx.closing_side(ask_text, s.user_tail or s.user_head)
    # the model's own last message left to continue, holding its actions and their observations
    prefilled = bool(s.prefill) and tx.transcript(s.prefill, examples=False)
    results = s.n_tool_turns + (1 if transcript else 0) + (1 if prefilled else 0)
    # the last turn after earlier ones, read by the side-call model: a request about the conversation itself
    # (summarize, compact, title, hand over, a commit message) is single-step whatever history it carries; choosing
    # who speaks next over the loop's tool results is a step of the loop it steers.
    # Such a turn is judged by that model alone: the side-task words of a word list also open a person's
    # "commit it and push" or a harness's lint report, and an agent's system prompt names summaries among its
    # rules. A loop without such a turn ends on a tool result: the loop's next step, not a side call, unless
    # one message holds the whole run and asks for its summary (the word list reads its opening).
    side_read: tuple[str, str, str] | None = None
    if s.turn_text and results and not s.last_is_tool_result:
        # (only in a loop, where it decides something, and not when the walker read the turn as output)
        turn_side = turns.logit(s.turn_text, s.turn_prev_kind, s.turn_prev)
        side = turn_side > turns.side_at()
        side_read = (s.turn_text, s.turn_prev_kind, s.turn_prev)
    elif s.turn_text:
        turn_side = 0.0
        side = False
    else:
        turn_side = 0.0
        side = side_ask and bool(transcript) if results else side_ask or sys_side
    loop = results > 0
    # marks of inline completion (model sentinels, hole markers) in the user text or the system prompt
    fim_mark = sys_fim or fim or not tx.FIM_TAGS.isdisjoint(first_tags)
    hole_mark = hole or not (tx.HOLE_TAGS.isdisjoint(first_tags) and tx.HOLE_TAGS.isdisjoint(sys_tags))
    # the ask's words describe the task only where nothing else settles it: a loop's evidence, or a system
    # prompt that makes the user text the subject of a title / topic / summary call (the ask is its input).
    # Completion marks do not settle it: an inline-assist or edit-prediction prompt carries a person's
    # instruction beside its cursor marks, and the marks' own columns weigh against the ask
    settled = loop or sys_side
    _LAST_READ[0] = LastRead(not settled, side_read, bool(s.turn_text) and s.turn_is_ask)
    if not settled and not s.n_assistant and s.sys_head and ask_text and is_driver(ask_text):
        # a harness that keeps the task in its system prompt and drives each step with a fixed user line
        # (AutoGPT's "choose the next command"): the task is read where it is
        task = system_task(s.sys_head)
        if task:
            u, ask_f, question, non_ascii, items = tx.user_facts(task, "", False)[:5]
    in_chat = not settled and _file_in_chat(s.user_head, s.user_heads)
    if in_chat and ask_text:
        # the file the ask names was pasted earlier in the conversation (an edit client's chat file): it is
        # content to edit, not a place to search, so the ask is read as naming the supplied content
        read = tx.user_facts(_chat_files_as_this_file(s.user_head), s.user_tail, s.inline)
        u, ask_f, question, non_ascii, items = read[:5]
        asked = bool(read[6])
    else:
        asked = bool(ask_text)
    if s.context_code and not settled and asked:
        ask_f = _with_context_code(ask_f)
    return [
        1.0 if loop and not side else 0.0,  # loop_evidence
        1.0 if loop and side else 0.0,  # loop_side
        # a transcript held in one text is a loop whose latest step is a result, like a native one
        1.0 if s.last_is_tool_result or transcript else 0.0,
        _lg(results) if not side else 0.0,  # log_tool_turns
        _lg(s.results_since_assistant + (1 if transcript else 0)),
        _lg(s.cline_results),  # log_text_results
        1.0 if transcript else 0.0,
        1.0 if side_ask else 0.0,
        1.0 if sys_side else 0.0,
        1.0 if fim_mark else 0.0,  # fim_sentinel
        1.0 if hole_mark else 0.0,  # hole_marker
        1.0 if has_suffix else 0.0,
        path_comment,
        mt_small,
        log_stop,
        stop_nl,
        intent_c,
        float(min(s.n_parts_media, 3)),
        # the ask's features count only where nothing settles the request: their weights then describe
        # first turns and one-shot asks, not a mix with loop turns whose ask is long gone or side calls
        *(ask_f if not settled else _NO_ASK),  # ASK_FEATURES
        question if not settled else 0.0,
        items if not settled else 0.0,  # u_list_items
        non_ascii if not settled else 0.0,
        *(u if not settled else _NO_U),
        1.0 if in_chat else 0.0,  # ask_file_in_chat
        # the side-call model's logit weighs only where it decides something: a loop's last turn (a first turn
        # after a client's canned turns or a person's follow-up is read by its ask)
        turn_side if loop else 0.0,
        1.0 if ep == COUNT_TOKENS else 0.0,  # token_count_call: counts the prompt, generates nothing
    ]


def last_read() -> LastRead:
    """Training: what the last `extract_features` call read (see LastRead)."""
    return _LAST_READ[0]


def clear_caches() -> None:
    """Empty the per-window caches (a never-seen client; used by the benchmark)."""
    tx.clear_caches()
    turns.clear_cache()
