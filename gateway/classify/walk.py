"""Bounded walk over a request body, whatever its API family, into one flat summary.

Why one walker per family feeding a shared summary: the four API families spell the same conversation
differently (chat `messages`, Responses `input` items, Anthropic blocks, a bare `prompt`), but the classifier
needs the same facts from each. Every loop here is either O(1) per message (counting) or walks only the last
`TAIL_MESSAGES` messages (text), so a huge body costs about what a small one does.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, Final

from gateway.classify import lexicon as lx
from gateway.classify.ask import (
    asks_in_sentence,
    asks_question,
    caption_asks,
    harness_block,
    is_driver,
    opens_request,
    request_line,
)
from gateway.classify.summary import (
    _RESULT_FIRST,
    MAX_PARTS,
    PREV_TAIL,
    WIDE,
    Summary,
    _add_system,
    _head,
    _is_cline_result,
    _set_user,
    _texts,
    cut_turn,
    first_text,
    looks_like_output,
    one_text,
)
from gateway.classify.textfacts import completion_marks, names_work, social
from gateway.classify.turns import names_side_call

TAIL_MESSAGES: Final = 8
COUNT_MESSAGES: Final = 96  # messages counted exactly; older ones are extrapolated from these
_SCRATCH_MESSAGES: Final = 16  # trailing assistant messages read as one scratchpad (each a step of its own)

_TOOL_RESULT_ITEMS: Final = frozenset(
    (
        "function_call_output",
        "custom_tool_call_output",
        "local_shell_call_output",
        "mcp_call_output",
        "computer_call_output",
        "tool_search_output",
    )
)
_TOOL_CALL_ITEMS: Final = frozenset(
    ("function_call", "custom_tool_call", "local_shell_call", "mcp_call", "computer_call", "web_search_call",
     "file_search_call", "code_interpreter_call", "image_generation_call")
)  # fmt: skip
# a tool the provider runs itself: its item (Responses) or the assistant's block (Anthropic) holds the call and
# its result, so a request ending on one continues after a tool's output
_HOSTED_ITEMS: Final = frozenset(
    ("mcp_call", "web_search_call", "file_search_call", "code_interpreter_call", "image_generation_call")
)
_CALL_BLOCKS: Final = frozenset(("tool_use", "server_tool_use", "mcp_tool_use"))


def _walk_messages(s: Summary, msgs: list[Any], anthropic: bool) -> None:
    """Chat completions `messages` and Anthropic `messages` (blocks) share one walker, newest first.

    Counters live in locals until the end (slot writes per message cost more than the checks)."""
    n = len(msgs)
    s.n_msgs = n
    start_text = max(0, n - TAIL_MESSAGES)
    last = _last_index(msgs)  # a harness's trailing system reminder does not end the conversation
    framed: frozenset[str] | None = None  # the harness's repeated headers, when a message needs them
    ask_i = -1
    last_user_done = False
    driver_i = -1
    n_assistant = n_user = tool_turns = results_since = body_chars = media_parts = cline = short_acks = 0
    user_heads = s.user_heads
    for i in range(n - 1, start_text - 1, -1):
        m = msgs[i]
        if type(m) is not dict:
            continue
        role = m.get("role")
        content = m.get("content")
        if role == "assistant":
            n_assistant += 1
            calls = m.get("tool_calls")
            ncalls = len(calls) if type(calls) is list else 0
            if anthropic and type(content) is list:
                blocks, hosted = _call_blocks(content)
                ncalls += blocks
                if hosted and i == last:  # a paused turn handed back: the model continues after the results
                    s.last_is_tool_result = True
            if ncalls:
                tool_turns += 1
            if n_assistant == 1:
                s.calls_in_last_assistant = ncalls
            if type(content) is str:
                total = len(content)
                if not s.asst_text and total:
                    s.asst_text = content[:1500]
            else:
                pieces, total, _ = _texts(content)
                if not s.asst_text and total:
                    s.asst_text = _head(pieces, 1500)
            if 0 < total < 120 and not ncalls:
                short_acks += 1
            body_chars += total
        elif role == "tool" or role == "function":
            tool_turns += 1
            if i == last:
                s.last_is_tool_result = True
            if n_assistant == 0:
                results_since += 1
            body_chars += len(content) if type(content) is str else 0
        elif role == "system" or role == "developer":
            # a tool's output sent back as a system message after the model's text action (gptme)
            if i > 0 and _after_text_action(msgs[i - 1]) and _system_output(content):
                tool_turns += 1
                cline += 1
                if n_assistant == 0:
                    results_since += 1
                if i == last:
                    s.last_is_tool_result = True
                continue
            if role == "system":
                s.n_system += 1
            else:
                s.n_developer += 1
            s.sys_msgs.append(content)
        elif role == "user":
            if type(content) is str:  # the usual case: no parts list, no tuple (fewer GC-tracked objects)
                is_result = False
                pieces = None
                total = len(content)
                first: str | None = content
            else:
                is_result = anthropic and type(content) is list and _has_block(content, "tool_result")
                pieces, total, media = _texts(content)
                media_parts += media
                first = pieces[0] if pieces else None
            body_chars += total
            if last_user_done and not is_result and i + 1 < n and _acknowledged(msgs[i + 1]):
                # a context turn before the ask, answered by a canned "Ok.": its code is supplied content
                if type(content) is str:
                    if "```" in content:
                        s.context_code += total
                elif pieces is not None and any("```" in p for p in pieces):
                    s.context_code += total
            if first is not None:
                if not is_result:
                    if _is_cline_result(first):
                        is_result = True
                    elif i > 0 and _after_text_action(msgs[i - 1]):
                        if looks_like_output(first) and not _asks_first(first, _no_action(msgs[i - 1])):
                            is_result = True
                        else:
                            f = _frame(first)
                            if f:
                                if framed is None:  # looked for once, when a message's own marks do not tell
                                    framed = _repeated_frames(msgs, last, start_text)
                                is_result = f in framed
                    if is_result:
                        cline += 1
                user_heads.append(first[:300])
            if is_result:
                tool_turns += 1
                if n_assistant == 0:
                    results_since += 1
                if i == last:
                    s.last_is_tool_result = True
            else:
                n_user += 1
                if not last_user_done and total:
                    if (
                        first is not None and i > start_text and _attachment_turn(first, total)
                        and _user_text(msgs[i - 1]) and not harness_block(_user_first_text(msgs[i - 1]))
                    ):  # fmt: skip
                        # the editor's selection sent as a message after the person's: supplied code, and the
                        # ask is the message before it (a client's own tagged block there, Gemini CLI's
                        # `<session_context>`, is no ask: the caption over the code is)
                        s.context_code += total
                        continue
                    if (
                        driver_i < 0 and n_assistant == 0 and first is not None
                        and (
                            (total <= _DRIVER_CHARS and is_driver(first))
                            or (first[:1] == "<" and total == len(first) and harness_block(first))
                        )
                    ):  # fmt: skip
                        # a harness's fixed line that drives the first step ("Determine exactly one command to
                        # use next ..."), after the message that gave the task (AutoGPT's task in triple quotes), or
                        # its standing orders in a tagged block of its own (Codebuff's `<system_instructions>`):
                        # the ask is that message, when there is one before any answer
                        driver_i = i
                        continue
                    if (
                        i == last and i > start_text + 1 and first is not None
                        and _answers_question(first, total, msgs, i)
                    ):  # fmt: skip
                        # a short answer to the model's clarifying question: the task is the person's ask before it
                        continue
                    _set_user(s, pieces if pieces is not None else [str(content)], total)
                    last_user_done = True
                    ask_i = i
    if not last_user_done and driver_i >= 0:  # no task message before it: the line is the ask
        pieces, total, _ = _texts(msgs[driver_i].get("content"))
        _set_user(s, pieces, total)
        ask_i = driver_i
    s.n_assistant, s.n_user, s.n_tool_turns = n_assistant, n_user, tool_turns
    s.results_since_assistant, s.body_chars, s.n_parts_media = results_since, body_chars, media_parts
    s.cline_results, s.short_acks = cline, short_acks
    _count_older(s, msgs, max(0, start_text - COUNT_MESSAGES), start_text, anthropic, last_user_done)
    if last >= 0:
        _last_turn(s, msgs, last, ask_i)


_FRAME_MAX: Final = 60  # chars of a harness's header line over the output it frames ("Step done. Output:")
_DIGITS: Final = re.compile(r"\d+")


def _frame(text: str) -> str:
    """The header line a message opens with when it ends in a colon and more follows ("Out[7]:", "Executor
    report:"), lower-cased, each digit run as one "0"; "" otherwise."""
    nl = text.find("\n", 0, _FRAME_MAX + 1)
    if nl <= 1 or text[nl - 1] != ":" or not text[nl + 1 : nl + 200].strip():
        return ""
    return _DIGITS.sub("0", text[:nl].strip().lower())


def _user_first_text(m: Any) -> str:
    """A user message's first text ("" for any other message)."""
    return first_text(m.get("content")) if type(m) is dict and m.get("role") == "user" else ""


def _repeated_frames(msgs: list[Any], last: int, lo: int) -> frozenset[str]:
    """The header lines that frame two or more of the recent messages, each after a different text action: a
    harness wraps every output it feeds back in its own fixed line ("Step done. Output:", "Out[7]:", "Tool
    result for edit_file:"), where a person does not open two messages with one header. Messages so framed are
    output fed back, whatever their header says. Not a harness's: a request line ("pásalo a list
    comprehension:" sent again over new code), a lone word (a chat bot's speaker label, "olga:"), and a
    client's context turns before the ask that one canned reply answers ("Codebase context from file ...:",
    "Understood.")."""
    before: dict[str, list[str]] = {}
    newest = ""
    for j in range(last, max(lo, 1) - 1, -1):
        m = msgs[j]
        prev = msgs[j - 1]
        if type(m) is not dict or m.get("role") != "user" or not _after_text_action(prev):
            continue
        f = _frame(_user_first_text(m))
        if f:
            if j == last:
                newest = f
            before.setdefault(f, []).append(first_text(prev.get("content"))[:200])
    # the last message's frame may follow one fixed step ("Let me write a reproducer test and run it."); an
    # earlier frame needs different actions before it, or it is a client's context turns and their canned reply
    found = [f for f, acts in before.items() if len(acts) >= 2 and (f == newest or len(set(acts)) >= 2)]
    if not found:
        return _NO_FRAMES
    return frozenset(f for f in found if (" " in f or not f[:-1].strip("*_@").isalpha()) and not request_line(f))


_NO_FRAMES: Final[frozenset[str]] = frozenset()


_ANSWER_MAX: Final = 60  # chars of a person's short answer ("node 18.19.0", "nope, only on my laptop")
_QUESTION_MAX: Final = 200  # chars of the model's one-line clarifying question
# an offer to do the work ("Want me to apply it?", "Shall I proceed?"); "let me know which OS?" asks
_OFFERS: Final = ("me to ", "shall i", "should i", "can i ", "may i ", "go ahead", "proceed")


def _answers_question(text: str, total: int, msgs: list[Any], i: int) -> bool:
    """The message is a short answer to a clarifying question the model asked about the person's ask before it
    ("Which version are you on?" -> "node 18"): one line, no code, no question of its own, after a one-line
    question that offers nothing (an answer to "Want me to apply it?" hands over that work instead) and follows
    an ask (after a greeting, "How can I help?" is answered by the task itself)."""
    if total > _ANSWER_MAX or total != len(text) or "\n" in text.strip() or "`" in text or "?" in text:
        return False
    prev = msgs[i - 1]
    if type(prev) is not dict or prev.get("role") != "assistant" or prev.get("tool_calls"):
        return False
    q = one_text(prev.get("content")).strip()
    if not (0 < len(q) <= _QUESTION_MAX) or "\n" in q or q[-1] not in "?？":
        return False
    ql = q.lower()
    if any(o in ql for o in _OFFERS) or names_work(text.lower()):
        return False  # an answer that adds work ("yes, and update the tests as well") is an instruction
    before = _user_first_text(msgs[i - 2])
    # ("moi" -> "Moi! Miten voin auttaa?" -> the task: a greeting the lexicon does not know)
    return len(before.strip()) > len(text.strip()) and not social(before[:200].lower().split())


def _attachment_turn(text: str, total: int) -> bool:
    """A user message that only attaches material: a caption line ("Relevant code from the editor:"), then
    fenced code (under `key: value` lines or not), and no sentence of its own after it."""
    if total > len(text) or "```" not in text:  # (more than one text part: a person may write in another)
        return False
    nl = text.find("\n")
    if nl <= 0 or nl > 120 or text[nl - 1] not in ":：" or text.count("```") % 2:
        return False
    # ("Translate this Python to Go:" over the code is the person's own ask, whatever came before it)
    return not text[text.rfind("```") + 3 :].strip() and not caption_asks(text[:nl].strip().lower())


def _user_text(m: Any) -> bool:
    """A person's message with text: a user message holding no tool result."""
    if type(m) is not dict or m.get("role") != "user":
        return False
    content = m.get("content")
    if type(content) is str:
        return bool(content.strip())
    return type(content) is list and not _has_block(content, "tool_result") and _texts(content)[1] > 0


_DRIVER_CHARS: Final = 400  # chars of a driver line (`ask.is_driver` reads at most 32 words)


_TRAILING_SYSTEM: Final = 4  # trailing system/developer messages looked past, at most


_ACK_MAX: Final = 24  # chars of a bare acknowledgement ("Ok.", "Got it.", "Understood, thanks.")


def _acknowledged(m: Any) -> bool:
    """An assistant message that only acknowledges a context turn: a bare "Ok." or "Got it.", no tool call. An
    edit client's longer canned reply ("Ok, any changes I propose will be to those files.") accepts files to
    edit, which its asks may reach beyond: it is not counted."""
    if type(m) is not dict or m.get("role") != "assistant" or m.get("tool_calls"):
        return False
    c = m.get("content")
    return type(c) is str and 0 < len(c) <= _ACK_MAX


def _last_index(items: list[Any]) -> int:
    """Index of the last message that is not a system/developer note (-1 when there is none); a system
    message holding a tool's output (gptme sends results so) is the last message, not a note."""
    i = len(items) - 1
    stop = max(-1, i - _TRAILING_SYSTEM)
    while i > stop:
        m = items[i]
        if type(m) is not dict or m.get("role") not in ("system", "developer") or _system_output(m.get("content")):
            return i
        i -= 1
    return i


def _turn_pieces(content: Any) -> tuple[list[str], int]:
    """A user message's own text: string content, or its text parts without tool results and without a
    client's reminder parts."""
    if type(content) is str:
        return [content], len(content)
    if type(content) is not list:
        return [], 0
    out: list[str] = []
    total = 0
    for part in content if len(content) <= MAX_PARTS else content[:MAX_PARTS]:
        if type(part) is dict:
            t = part.get("text")
            if type(t) is str and t and not t.lstrip()[:17].lower().startswith("<system-reminder"):
                out.append(t)
                total += len(t)
        elif type(part) is str:
            out.append(part)
            total += len(part)
    return out, total


def _prev_kind(m: Any) -> tuple[str, str]:
    """What the message before the last turn was ("calls", "text", "result", "user") and its text's tail."""
    if type(m) is not dict:
        return "", ""
    role = m.get("role")
    content = m.get("content")
    if role == "assistant":
        calls = bool(m.get("tool_calls")) or (type(content) is list and _has_block(content, "tool_use"))
        pieces, _, _ = _texts(content)
        tail = pieces[-1][-PREV_TAIL:] if pieces else ""
        return ("calls" if calls else "text"), tail
    if role == "tool" or role == "function":
        return "result", ""
    if role == "user":
        if type(content) is list and _has_block(content, "tool_result"):
            return "result", ""
        return "user", ""
    return "", ""


def _last_turn(s: Summary, msgs: list[Any], last: int, ask_i: int) -> None:
    """The conversation's last turn after earlier ones: a user message's own text (a person's next ask, a
    harness's feedback, a side call's instruction), or the model's own last message left to be continued
    (a framework that appends each observation to the assistant's scratchpad)."""
    m = msgs[last]
    if type(m) is not dict:
        return
    if s.last_is_tool_result:
        _result_turn(s, msgs, last)
        return
    role = m.get("role")
    if role == "assistant":
        # a framework may append each step (its action and the observation that came back) as a message of
        # its own: the scratchpad is the run of assistant texts that ends the conversation, read as one
        parts: list[str] = []
        size = 0
        j = last
        while j >= 0 and size < WIDE and j > last - _SCRATCH_MESSAGES:
            mj = msgs[j]
            if type(mj) is not dict or mj.get("role") != "assistant" or mj.get("tool_calls"):
                break
            pieces, total, _ = _texts(mj.get("content"))
            if total:
                parts.append(pieces[-1][-WIDE:])
                size += len(parts[-1])
            j -= 1
        if parts:
            s.prefill = parts[0] if len(parts) == 1 else "\n".join(reversed(parts))[-WIDE:]
        return
    if role != "user" or last == 0:
        return
    j = last - 1
    while j > 0 and type(msgs[j]) is dict and msgs[j].get("role") in ("system", "developer"):
        j -= 1
    kind, tail = _prev_kind(msgs[j])
    if not kind or (kind == "user" and s.n_assistant == 0 and s.n_tool_turns == 0):
        return  # a first turn (a client's context messages before the ask are not a conversation)
    content = m.get("content")
    # in a loop, a text protocol's output fed back with a side call's instruction below it: the instruction is
    # the turn (looked for only where the side-call model will read the turn: after results)
    _set_turn(s, (s.n_tool_turns > 0 and _closing_of(content)) or content, kind, tail, ask_i == last)


def _result_turn(s: Summary, items: list[Any], last: int) -> None:
    """A harness's instruction sent right after the results is the loop's last turn, not a note: a system
    message appended after them (a group chat asking who speaks next), or text a client merged into the
    results' own message (an instruction after Anthropic `tool_result` blocks). The conversation then ends on
    that instruction, which the side-call model reads. Reminders stay notes: `<system-reminder>` parts
    (`_turn_pieces` drops them) and a trailing message that repeats the opening system prompt's rules (aider
    re-sends its edit-format rules after every turn)."""
    if last + 1 < len(items):
        m = items[-1]  # the newest trailing system/developer message
        content = m.get("content") if type(m) is dict else None
        if _repeats_system(items, content):
            return
    else:
        m = items[last]
        content = m.get("content") if type(m) is dict and m.get("role") == "user" else None
        if type(content) is str or (type(content) is list and not _has_block(content, "tool_result")):
            # a result written as text (one string, or text parts: Cline's, Gemini's), with the harness's
            # instruction below it or not
            content = _closing_of(content)
            if not content:
                return
        elif type(content) is not list:
            return  # a tool message: the result is the last word
    if _turn_pieces(content)[1]:
        s.last_is_tool_result = False
        _set_turn(s, content, "result", "", False)


_INSTRUCTION: Final = (12, 600)  # chars of a closing instruction below a result written as text


def _closing_of(content: Any) -> str:
    """A side call's instruction closing a message of output: the last paragraph of its text, or its last
    text part after others (a harness sends the instruction as a part of its own); "" otherwise."""
    if type(content) is str:
        return _closing_instruction(content)
    pieces, _ = _turn_pieces(content)
    if not pieces:
        return ""
    last = pieces[-1]
    return _closing_instruction(last) or (_side_paragraph(last.strip()) if len(pieces) > 1 else "")


def _closing_instruction(text: str) -> str:
    """The last paragraph of a result written as text when it names a summary or a title (a condenser's
    instruction sent with the result: "Summarize what the agent did above."): the turn the side-call model
    reads; "" otherwise. Any other line there (a client's reminder, "fix it") leaves the result the last word:
    the loop goes on."""
    end = len(text.rstrip())
    cut = text.rfind("\n\n", 0, end)
    if cut < 0:
        return ""
    return _side_paragraph(text[cut:end].strip())


def _side_paragraph(par: str) -> str:
    """The paragraph when it is one line of prose naming a side task (a summary, a title); "" otherwise."""
    lo, hi = _INSTRUCTION
    if not (lo <= len(par) <= hi) or not par[:1].isalpha() or "\n" in par or looks_like_output(par):
        return ""
    return par if (par.count(" ") >= 2 or not par.isascii()) and names_side_call(par) else ""


_REPEAT: Final = 80  # chars of a trailing system message looked up in the opening system prompt


def _repeats_system(items: list[Any], content: Any) -> bool:
    """A trailing system message whose opening the conversation's first system/developer message holds."""
    first = items[0]
    if type(first) is not dict or first.get("role") not in ("system", "developer"):
        return False
    pieces, _, _ = _texts(content)
    head, _, _ = _texts(first.get("content"))
    probe = pieces[0].strip()[:_REPEAT] if pieces else ""
    return bool(probe) and any(probe in h for h in head)


def _set_turn(s: Summary, content: Any, kind: str, tail: str, is_ask: bool) -> None:
    """Record the last turn's own text, what came before it and its tail (none when the turn has no text)."""
    pieces, total = _turn_pieces(content)
    if total:
        s.turn_text = cut_turn(pieces, total)
        s.turn_prev_kind = kind
        s.turn_prev = tail
        s.turn_is_ask = is_ask


_NO_ACTION_MAX: Final = 200  # chars of a one-line reply that holds no action ("Got it. Thanks for the context!",
# a chat bot's one-sentence answer)


def _no_action(m: Any) -> bool:
    """An assistant message too short to hold an action: one line, no code, call or field, no tool call. A
    client's canned reply to its context turn (Gemini CLI's "Got it. Thanks for the context!", Cody's "Ok.") is
    one; nothing ran, so no output can follow it."""
    if type(m) is not dict or m.get("tool_calls"):
        return False
    c = one_text(m.get("content"))  # (parts, Gemini's or Anthropic's blocks: one text part)
    return 0 < len(c) <= _NO_ACTION_MAX and _NOT_IN_REPLY.isdisjoint(c)


# a one-line action's marks: code, a call's parenthesis, a text protocol's "Action: ..." field
_NOT_IN_REPLY: Final = frozenset("\n`(:{<")


def _after_text_action(prev: Any) -> bool:
    """The message before is an assistant turn written as text (no native tool call): a text-protocol action,
    or an edit client's "Ok." before the output of a command it ran for the person (aider's "I ran this
    command")."""
    if type(prev) is not dict or prev.get("role") != "assistant" or prev.get("tool_calls"):
        return False
    content = prev.get("content")
    if type(content) is str:
        return len(content) > 0
    return type(content) is list and len(content) > 0 and not _has_block(content, "tool_use")


def _asks_first(text: str, nothing_ran: bool) -> bool:
    """The message opens with a person's question or request on a line of its own, above what it quotes ("What
    does this error mean?", "Explain this stack trace to me line by line:" over a pasted traceback): output
    quoted in an ask, not output fed back. A request line opens with a task or request word; a harness's preface
    ("I ran this command:", "Output:", "Error:") does not. After a reply that holds no action (`_no_action`: nothing
    ran, so no output can follow) a request sentence counts too ("Explain this error."); after an action, "Please
    fix the errors below." over the output is the loop's retry turn."""
    line, nl, rest = text[:400].lstrip().partition("\n")
    line = line.strip()
    if nothing_ran and not (nl and rest.strip()):
        return True  # one line after a reply that ran nothing ("bash: loop over filenames with spaces")
    end = text[-400:].rstrip()
    if nothing_ran:
        closing = end[end.rfind("\n") + 1 :].strip()
        if request_line(closing.lower()) or asks_question(closing):
            # the request closes what it quotes ("explain this stack trace" under the traceback, "what do these
            # warnings mean? explain the rule" under a linter's report)
            return True
    if not (line and nl and rest.strip() and len(line) < 200):
        return False
    if len(line) >= 8 and " " in line and (line.endswith("?") or opens_request(line)):
        return True
    # after a reply that ran nothing, a question anywhere on the opening line counts ("what does this mean?? i just
    # ran the script and got" over a traceback a person pasted in a team chat)
    return nothing_ran and (
        line[-1] in "?？" or asks_in_sentence(line) or asks_question(line) or _unmarked_question(line.lower())
    )


# words a question opens with when it is typed without its mark ("wtf does this mean" over a traceback)
_QUESTION_OPENINGS: Final = lx.QUESTION_OPENERS | {"wtf", "wth"}


def _unmarked_question(line: str) -> bool:
    """A lower-cased line of three words or more that opens as a question does, with no code in it."""
    words = line.split()
    return len(words) >= 3 and words[0] in _QUESTION_OPENINGS and "`" not in line and "=" not in line


def _system_output(content: Any) -> bool:
    if type(content) is str:
        return looks_like_output(content)
    pieces, _, _ = _texts(content)
    return len(pieces) > 0 and looks_like_output(pieces[0])


def _call_blocks(content: list[Any]) -> tuple[int, bool]:
    """The tool calls among an Anthropic assistant turn's blocks, and whether one is a server tool's (its
    result is in the same turn)."""
    n = 0
    hosted = False
    for b in content if len(content) <= MAX_PARTS else content[:MAX_PARTS]:
        if type(b) is dict:
            kind = b.get("type")
            if kind in _CALL_BLOCKS:
                n += 1
                hosted = hosted or kind != "tool_use"
    return n, hosted


def _has_block(content: list[Any], kind: str) -> bool:
    # a plain loop: an any() generator costs about twice as much per block, and this runs per message
    for b in content if len(content) <= MAX_PARTS else content[:MAX_PARTS]:
        if type(b) is dict and b.get("type") == kind:
            return True
    return False


def _count_older(s: Summary, msgs: list[Any], lo: int, hi: int, anthropic: bool, last_user_done: bool) -> None:
    """Cheap pass over older messages: roles, tool turns and sizes (and the last user text if unseen).

    Newest first, only `len`, `type` and one or two `get` per message: long agent histories send up to
    COUNT_MESSAGES of these on every turn."""
    n_user = n_assistant = tool_turns = chars = cline = 0
    for i in range(hi - 1, lo - 1, -1):
        m = msgs[i]
        if type(m) is not dict:
            continue
        role = m.get("role")
        if role == "assistant":
            n_assistant += 1
            if m.get("tool_calls"):
                tool_turns += 1
                continue
            content = m.get("content")
            if type(content) is str:
                chars += len(content)
            elif anthropic and type(content) is list and _call_blocks(content)[0]:
                tool_turns += 1
        elif role == "user":
            content = m.get("content")
            if type(content) is str:
                chars += len(content)
                if content[:1] in _RESULT_FIRST and _is_cline_result(content):
                    tool_turns += 1
                    cline += 1
                    continue
            elif anthropic and type(content) is list and _has_block(content, "tool_result"):
                tool_turns += 1
                continue
            n_user += 1
            if not last_user_done:
                pieces, total, _ = _texts(content)
                if total:
                    _set_user(s, pieces, total)
                    last_user_done = True
        elif role == "tool" or role == "function":
            tool_turns += 1
            content = m.get("content")
            if type(content) is str:
                chars += len(content)
        elif role == "system" or role == "developer":
            if role == "system":
                s.n_system += 1
            else:
                s.n_developer += 1
            if i < 4:
                s.sys_msgs.append(m.get("content"))
    s.n_user += n_user
    s.n_assistant += n_assistant
    s.n_tool_turns += tool_turns
    s.body_chars += chars
    s.cline_results += cline


def _head_system(s: Summary, items: list[Any]) -> None:
    """System/developer prompts at the start of a history longer than the counted window."""
    if len(items) <= COUNT_MESSAGES:
        return
    for j in range(min(4, len(items)) - 1, -1, -1):  # newest first, as the walkers meet them
        m = items[j]
        if isinstance(m, dict) and m.get("role") in ("system", "developer"):
            if m.get("role") == "system":
                s.n_system += 1
            else:
                s.n_developer += 1
            s.sys_msgs.append(m.get("content"))


def _walk_responses(s: Summary, body: Mapping[str, Any]) -> None:
    _add_system(s, body.get("instructions"))
    items = body.get("input")
    if isinstance(items, str):
        s.n_msgs = s.n_user = 1
        _set_user(s, [items], len(items))
        s.body_chars += len(items)
        return
    if not isinstance(items, list):
        return
    n = len(items)
    start_text = max(0, n - TAIL_MESSAGES * 2)
    last = _last_index(items)
    ask_i = -1
    last_user_done = False
    seen_assistant = False
    for i in range(n - 1, max(-1, n - 1 - COUNT_MESSAGES), -1):
        it = items[i]
        if not isinstance(it, dict):
            continue
        typ = it.get("type")
        role = it.get("role")
        if not isinstance(typ, str):
            typ = None
        if not isinstance(role, str):
            role = None
        if typ in _TOOL_RESULT_ITEMS:
            s.n_tool_turns += 1
            if not seen_assistant:
                s.results_since_assistant += 1
            if i == last:
                s.last_is_tool_result = True
            out = it.get("output")
            s.body_chars += len(out) if isinstance(out, str) else 0
        elif typ in _TOOL_CALL_ITEMS:
            s.n_tool_turns += 1
            if not seen_assistant:
                s.calls_in_last_assistant += 1
            if i == last and typ in _HOSTED_ITEMS:
                s.last_is_tool_result = True
        elif typ == "reasoning":
            continue
        elif role is not None:
            s.n_msgs += 1
            content = it.get("content")
            if role == "assistant":
                s.n_assistant += 1
                seen_assistant = True
                if i >= start_text and not s.asst_text:
                    pieces, _, _ = _texts(content)
                    s.asst_text = _head(pieces, 1500)
            elif role in ("system", "developer"):
                if role == "system":
                    s.n_system += 1
                else:
                    s.n_developer += 1
                if i < 4 or i >= start_text:
                    s.sys_msgs.append(content)
            elif role == "user":
                if i >= start_text and i > 0:
                    pieces, total, media = _texts(content)
                    prev = items[i - 1]
                    if (
                        pieces
                        and type(prev) is dict
                        and prev.get("role") == "assistant"
                        and (_is_cline_result(pieces[0]) or looks_like_output(pieces[0]))
                    ):
                        s.n_tool_turns += 1
                        s.cline_results += 1
                        if not seen_assistant:
                            s.results_since_assistant += 1
                        if i == last:
                            s.last_is_tool_result = True
                        continue
                s.n_user += 1
                if i >= start_text or not last_user_done:
                    pieces, total, media = _texts(content)
                    s.body_chars += total
                    s.n_parts_media += media
                    if i >= start_text and pieces:
                        s.user_heads.append(pieces[0][:300])
                    if not last_user_done and total:
                        _set_user(s, pieces, total)
                        last_user_done = True
                        ask_i = i
    s.n_msgs += s.n_tool_turns
    if last > 0:
        _last_item_turn(s, items, last, ask_i)


def _last_item_turn(s: Summary, items: list[Any], last: int, ask_i: int) -> None:
    """`_last_turn` for Responses `input` items: a user message after the model's items or tool outputs."""
    m = items[last]
    if s.last_is_tool_result:
        _result_turn(s, items, last)
        return
    if type(m) is not dict or m.get("role") != "user":
        return
    j = last - 1
    while j > 0 and type(items[j]) is dict and (items[j].get("role") in ("system", "developer")
                                               or items[j].get("type") == "reasoning"):  # fmt: skip
        j -= 1
    p = items[j]
    if type(p) is not dict:
        return
    typ = p.get("type")
    if typ in _TOOL_RESULT_ITEMS:
        kind, tail = "result", ""
    elif typ in _TOOL_CALL_ITEMS:
        kind, tail = "calls", ""
    elif p.get("role") == "assistant":
        pieces, _, _ = _texts(p.get("content"))
        kind, tail = "text", (pieces[-1][-PREV_TAIL:] if pieces else "")
    else:
        return  # a user or system item: still the first turn's context
    _set_turn(s, m.get("content"), kind, tail, ask_i == last)


def _extrapolate(s: Summary, n: int) -> None:
    """Scale counts from the newest COUNT_MESSAGES items to the whole history (bounded work)."""
    if n <= COUNT_MESSAGES:
        return
    k = n / COUNT_MESSAGES
    s.n_user, s.n_assistant = int(s.n_user * k), int(s.n_assistant * k)
    s.n_tool_turns, s.body_chars = int(s.n_tool_turns * k), int(s.body_chars * k)
    s.cline_results = int(s.cline_results * k)
    s.n_msgs = max(s.n_msgs, n)


# what a completion request continues from: the text before the cursor (OpenAI `prompt`, llama.cpp's
# `input_prefix` + `prompt`, Tabby's `segments.prefix`) and what follows it (`suffix`, `input_suffix`,
# `segments.suffix`); any suffix field, even empty, makes the body an inline completion
_CODE_KEYWORDS: Final = (
    "def ", "class ", "import ", "from ", "return", "if ", "elif ", "else", "for ", "while ", "try", "except",
    "with ", "fn ", "func ", "function", "const ", "let ", "var ", "pub ", "public ", "private ", "package ",
    "#include", "#define", "async ", "await ", "switch", "case ", "struct ", "impl ", "type ", "interface ",
    "export ", "module ", "local ", "end", "select ", "insert ", "update ", "<", "@",
)  # fmt: skip
_COMMENT_OPENERS: Final = ("#", "//", "--", "/*", "*", ";", "'''", '"""')
_CODE_CHARS: Final = frozenset("(){}[];=<>")
# words of an instruction prompt, not of source text: agent protocols, and the turn markers of the prompt
# formats that completion endpoints are sent (Alpaca-style headings, ChatML, Llama's [INST], Gemma's turns)
_PROSE_CUES: Final = (
    "observation",
    "thought:",
    "action:",
    "action input",
    "answer:",
    "question:",
    "task:",
    "### instruction",
    "### response",
    "### task",
    "### system",
    "### user",
    "### human",
    "### assistant",
    "### input",
    "<|im_start|>",
    "[inst]",
    "<start_of_turn>",
    "<|user|>",
    "<|assistant|>",
    "\nhuman:",
    "\nassistant:",
)


def _code_line(line: str) -> bool:
    """One line reads as source code: indented, punctuated like code, a comment, or opening with a keyword."""
    if line[:1] in (" ", "\t"):
        return True
    t = line.strip()
    if not t:
        return False
    if t.startswith(_COMMENT_OPENERS) or t.startswith(_CODE_KEYWORDS):
        return True
    return not _CODE_CHARS.isdisjoint(t)


# a multi-agent console log's turn header ("assistant (to user_proxy):", as AutoGen prints each message: the
# speaker, then whom it addresses), alone on its line
_CONSOLE_TURN: Final = re.compile(r"(?:^|(?<=\n))([\w.-][\w .-]{0,39}) \(to [\w .-]{1,40}\):[ \t]*(?=\n|$)")
_CONSOLE_RULE: Final = "\n----------"  # the dashed line the log prints after each message


def _bare_code(text: str) -> bool:
    """A completions prompt that is only source text ending at the cursor (an autocomplete prefix with no
    suffix): its last line and most of its last twelve read as code, and no agent protocol cue is in it."""
    tail = text[-600:]
    low = tail.lower()
    for c in _PROSE_CUES:
        if c in low:
            return False
    lines = [ln for ln in tail.split("\n")[-12:] if ln.strip()]
    if not lines or not (_code_line(lines[-1]) or (len(lines) > 1 and " " not in lines[-1].strip())):
        return False  # the cursor line is code, or a word being typed after code
    last = lines[-1].rstrip()
    if last.endswith(("?", ".", "？", "。")) or "`" in last:
        return False  # a sentence (quoting code inline): a person's ask after a paste
    if last.endswith("):") and _CONSOLE_TURN.match(last) is not None:
        return False  # the next speaker's header left open, as a multi-agent console log ends: a chat turn
    return sum(1 for ln in lines if _code_line(ln)) * 5 >= len(lines) * 3


def _summarize_completion(s: Summary, body: Mapping[str, Any]) -> None:
    """Legacy completions, llama.cpp `/infill` and `/completion`, Tabby segments, FIM endpoints."""
    prompt = body.get("prompt")
    if isinstance(prompt, list):
        prompt = next((p for p in prompt if isinstance(p, str)), "")
    pieces: list[str] = []
    segs = body.get("segments")
    seg: dict[str, Any] = segs if type(segs) is dict else {}
    prefix = body.get("input_prefix")
    if not isinstance(prefix, str):
        prefix = seg.get("prefix")
    if isinstance(prefix, str) and prefix:
        pieces.append(prefix)
    if isinstance(prompt, str) and (prompt or not pieces):
        pieces.append(prompt)
    suffix = body.get("suffix")
    if not isinstance(suffix, str):
        suffix = body.get("input_suffix")
        if not isinstance(suffix, str):
            suffix = seg.get("suffix")
    total = 0
    for p in pieces:
        total += len(p)
    if pieces:
        s.n_msgs = s.n_user = 1
        _set_user(s, pieces, total)
        s.body_chars = total
    extra = body.get("input_extra")
    if type(extra) is list:
        for chunk in extra[:MAX_PARTS]:
            if type(chunk) is dict:
                t = chunk.get("text")
                s.body_chars += len(t) if type(t) is str else 0
    if isinstance(suffix, str):
        s.suffix = True
        s.body_chars += len(suffix)
    budget = body.get("max_tokens")
    if budget is None:
        budget = body.get("n_predict")
    stop = body.get("stop")
    small = type(budget) is int and budget <= 128
    stops = (type(stop) is list and len(stop) > 0) or (type(stop) is str and len(stop) > 0)
    # llama.cpp's infill fields, a suffix, or a bare code prefix asked for a short continuation
    s.inline = s.suffix or isinstance(prefix, str) or (total > 0 and (small or stops) and _bare_code(pieces[-1]))


_SPEAKERS: Final = {"human": "user", "user": "user", "assistant": "assistant", "system": "system"}
_GEMINI_CALL: Final = [{"type": "function"}]  # stands for a model turn's functionCall parts (counted, not read)


def _from_gemini(body: Mapping[str, Any]) -> list[Any]:
    """Gemini's `generateContent` body (Gemini CLI's own protocol) as chat turns: `systemInstruction` is the
    system prompt, role `model` the assistant, a `functionCall` part a tool call, a `functionResponse` part
    a tool result; text parts are the turn's text."""
    out: list[Any] = []
    sys_inst = body.get("systemInstruction")
    if isinstance(sys_inst, dict) and isinstance(sys_inst.get("parts"), list):
        out.append({"role": "system", "content": sys_inst["parts"]})
    for c in body["contents"]:
        if type(c) is not dict:
            continue
        if "parts" not in c and "content" in c:  # a chat message among Gemini's turns
            out.append(c)
            continue
        parts = c.get("parts")
        parts = parts if type(parts) is list else []
        r = c.get("role")
        role = "assistant" if r == "model" or r == "assistant" else "system" if r == "system" else "user"
        calls = results = False
        for part in parts[:MAX_PARTS]:
            if type(part) is dict:
                calls = calls or "functionCall" in part
                results = results or "functionResponse" in part
        if results:
            out.append({"role": "tool", "content": ""})
        elif calls and role == "assistant":
            out.append({"role": "assistant", "content": parts, "tool_calls": _GEMINI_CALL})
        else:
            out.append({"role": role, "content": parts})
    return out


def _from_speakers(msgs: list[Any]) -> list[Any]:
    """Sourcegraph's completions API spells a message `{"speaker": "human", "text": ...}`: the same turns."""
    out: list[Any] = []
    for m in msgs:
        if type(m) is dict and "role" not in m:
            sp = m.get("speaker")
            out.append({"role": _SPEAKERS.get(sp, sp) if isinstance(sp, str) else None, "content": m.get("text")})
        else:
            out.append(m)
    return out


# a completions prompt that a client rendered in a model's chat template: the marker opening each turn (group 1
# names its role), the markers that may close a turn, and whether the template is written in special tokens.
# Such a template is known by the marker opening the prompt, or by its last marker opening the assistant's turn
# with at most a short prefill on that line ("Thought:", "<think>"). A template written in plain words (markdown
# headings, "User:") is known only by a bare open assistant turn at the prompt's end: "User:" opens many a
# pasted log, and "### Assistant" over a line is a quoted reply. ChatML, Llama 3, Gemma, Zephyr/Phi-3/TinyLlama/
# GLM, Granite, Command R, DeepSeek, Llama 2/Mistral, OpenChat, Code Llama 70B; Alpaca-style "### Instruction:"/
# "### Response:" and markdown "### User"/"### Assistant" headings, Anthropic's legacy "Human:/Assistant:",
# LangChain's "Human:/AI:", Vicuna's "USER:/ASSISTANT:"
_TEMPLATES: Final[tuple[tuple[re.Pattern[str], tuple[str, ...], bool], ...]] = (
    (re.compile(r"<\|im_start\|>([^\n<]{0,40})\n?"), ("<|im_end|>",), True),
    (re.compile(r"<\|start_header_id\|>([^<]{0,40})<\|end_header_id\|>"), ("<|eot_id|>", "<|eom_id|>"), True),
    (re.compile(r"<start_of_turn>([^\n<]{0,40})\n?"), ("<end_of_turn>",), True),
    (re.compile(r"<\|(system|user|assistant|tool|function|ipython|observation)\|>\n?"),
     ("</s>", "<|end|>", "<|endoftext|>"), True),
    (re.compile(r"<\|start_of_role\|>(\w{1,40})<\|end_of_role\|>"), ("<|end_of_text|>",), True),
    (re.compile(r"<\|START_OF_TURN_TOKEN\|><\|([A-Z]{1,20})_TOKEN\|>"), ("<|END_OF_TURN_TOKEN|>",), True),
    (re.compile("<\uff5c(User|Assistant)\uff5c>"), ("<\uff5cend\u2581of\u2581sentence\uff5c>",), True),
    (re.compile(r"\[(INST|/INST|SYSTEM_PROMPT|AVAILABLE_TOOLS|TOOL_CALLS|TOOL_RESULTS)\]"),
     ("</s>", "[/SYSTEM_PROMPT]", "[/AVAILABLE_TOOLS]", "[/TOOL_RESULTS]"), True),
    (re.compile(r"GPT4 Correct (System|User|Assistant):"), ("<|end_of_turn|>",), True),
    (re.compile(r"Source: (system|user|assistant)(?:\nDestination: user)?"), ("<step>",), True),
    (re.compile(r"(?:^|(?<=\n))#{2,3} ?(Instruction|Response|System|User|Assistant|Human):?[ \t]*(?:\n|$)"), (),
     False),
    (re.compile(r"(?:^|(?<=\n))[ \t]*(Human|User|Assistant|AI):"), (), False),
    (re.compile(r"(?:^|(?<=\s))(USER|ASSISTANT):"), (), False),
)  # fmt: skip
_TEMPLATE_OPENERS: Final = ("<s>", "<|begin_of_text|>", "<bos>", "<|endoftext|>", "<BOS_TOKEN>", "[gMASK]<sop>",
                             "<\uff5cbegin\u2581of\u2581sentence\uff5c>")  # fmt: skip
_TEMPLATE_ROLES: Final = {
    "system": "system", "developer": "system", "user": "user", "human": "user", "assistant": "assistant",
    "model": "assistant", "gpt": "assistant", "bot": "assistant", "chatbot": "assistant", "ai": "assistant",
    "tool": "tool", "ipython": "tool", "function": "tool", "observation": "tool", "tool_response": "tool",
    "inst": "user", "/inst": "assistant", "system_prompt": "system", "available_tools": "system",
    "tool_calls": "assistant", "tool_results": "tool", "instruction": "user", "response": "assistant",
}  # fmt: skip
_MARKER_FIRST: Final = frozenset("<[GS")  # how a special-token template's first marker opens
_HEAD_FIRST: Final = frozenset("<[GS \t\r\n")  # ...or the whitespace before it
# a part of every special-token template's markers (`_TEMPLATES` with True)
_MARKER_PARTS: Final = ("<|", "<\uff5c", "of_turn>", "INST]", "TOOL_")  # and "GPT4 Correct", "Source: "
# every role name `_TEMPLATE_ROLES` maps to the assistant, as it is spelt in a marker (lower-cased)
_ASSISTANT_NAMES: Final = ("assistant", "model", "gpt", "bot", "ai:", "/inst", "tool_calls", "response")
_LLAMA2_SYS: Final = ("<<SYS>>", "<</SYS>>")  # Llama 2 folds the system prompt into the first user turn
_PREFILL: Final = 64  # chars a client may write on the open assistant turn's line ("Thought:", "<think>")
TEMPLATE_WINDOW: Final = 65536  # chars at a long templated prompt's end searched for its last turns...
TEMPLATE_TURNS: Final = 128  # ...and at most this many of them read, with the opening turns:
_OPENING_TURNS: Final = 4  # at most this many found in the prompt's first TEMPLATE_WINDOW chars (system, task)


_MARKS_WINDOW: Final = 2048  # chars at each end of a prompt searched for completion marks


def _completion_marks(prompt: str) -> bool:
    """Fill-in-the-middle sentinels or cursor / editable-region marks near either end of the prompt."""
    ends = prompt[:_MARKS_WINDOW] + "\n" + prompt[-_MARKS_WINDOW:] if len(prompt) > 2 * _MARKS_WINDOW else prompt
    return completion_marks(ends)


def _holds_any(text: str, parts: tuple[str, ...]) -> bool:
    # a plain loop: a generator passed to any() costs more than the searches on a short window
    for part in parts:  # noqa: SIM110
        if part in text:
            return True
    return False


def _role(m: re.Match[str]) -> str:
    name = m.group(1).strip().lower()
    return _TEMPLATE_ROLES.get(name.split(None, 1)[0] if name else "", "user")


def _template_of(prompt: str) -> tuple[re.Pattern[str], tuple[str, ...]] | None:
    """The template a prompt is rendered in (its turn marker and closing markers): known by the marker that
    opens it, or by its last marker opening the assistant's turn near its end; None for any other prompt.
    Plain substring tests come first: most prompts and first chat messages open with no marker and end
    naming no assistant role, and pay no pattern search."""
    by_head = False
    head = ""
    if prompt[:1] in _HEAD_FIRST:
        head = prompt[:96].lstrip()
        for o in _TEMPLATE_OPENERS:
            if head.startswith(o):
                head = head[len(o) :].lstrip()
                break
        by_head = head[:1] in _MARKER_FIRST
    window = prompt[-(_PREFILL + 64) :]
    tail = window.rstrip()
    # an open turn: a special-token template's marker near the end, or a plain-words speaker ending the prompt
    by_tail = (
        tail.endswith(":")
        or tail[tail.rfind("\n") + 1 :].startswith("#")
        or (("<" in tail or "[" in tail) and _holds_any(tail, _MARKER_PARTS))
        or "GPT4 Correct" in tail
        or "Source: " in tail
    ) and _holds_any(tail.lower(), _ASSISTANT_NAMES)
    if not (by_head or by_tail):
        return None
    n = len(prompt) - (len(window) - len(tail))
    tail_at = n - len(tail)
    for pat, ends, strong in _TEMPLATES:
        if by_head and strong and pat.match(head):
            return pat, ends
        if not by_tail:
            continue
        last = None
        for last in pat.finditer(prompt, tail_at, n):  # noqa: B007 (the last match is wanted)
            pass
        if last is None or _role(last) != "assistant":
            continue
        prefill = prompt[last.end() : n].strip()
        # a transcript's open turn is bare: "### Assistant" over one line is a quoted reply, not a prefill;
        # and a prompt with a cursor or sentinel marks is a completion (an edit-prediction prompt's headings)
        if strong:
            if len(prefill) <= _PREFILL and "\n" not in prefill:
                return pat, ends
        elif not prefill and not _completion_marks(prompt):
            return pat, ends
    return None


def _from_console_log(prompt: str, speaker: str) -> list[Any] | None:
    """The turns of a multi-agent console log sent as one prompt, its last header left open for `speaker` (the
    agent the model plays): that agent's messages are the assistant's, every other speaker's (the person's proxy,
    an executor feeding back code output) the user's; text before the first header is the system prompt. Bounded
    as `_from_template` is: the first header of the prompt's opening window and the last TEMPLATE_TURNS headers of
    its closing one."""
    n = len(prompt)
    lo = max(0, n - TEMPLATE_WINDOW)
    marks = list(_CONSOLE_TURN.finditer(prompt, lo))[-TEMPLATE_TURNS:]
    if lo:
        first = _CONSOLE_TURN.search(prompt, 0, min(lo, TEMPLATE_WINDOW))
        if first is not None:
            marks.insert(0, first)
    if len(marks) < 2:
        return None
    out: list[Any] = []
    preamble = prompt[: min(marks[0].start(), TEMPLATE_WINDOW)].strip()
    if preamble:
        out.append({"role": "system", "content": preamble})
    for k, m in enumerate(marks[:-1]):
        content = prompt[m.end() : marks[k + 1].start()]
        cut = content.rfind(_CONSOLE_RULE)
        content = content[:cut] if cut >= 0 else content
        role = "assistant" if m.group(1).strip() == speaker else "user"
        out.append({"role": role, "content": content.strip()})
    return out if any(t["role"] == "user" for t in out) else None


def _from_template(prompt: str) -> list[Any] | None:
    """The turns of a completions prompt rendered in a chat template, as chat messages; None when the prompt
    is not one. A client that renders the template itself (a local model behind a completions endpoint) sends
    the same conversation as a chat client: its system prompt, the person's last turn, tool output as a tool
    turn. Read as one user text, the system prompt's words were the ask. Text before the first marker is the
    system prompt. Bounded: at most _OPENING_TURNS turns found in the prompt's first TEMPLATE_WINDOW chars and
    TEMPLATE_TURNS in its last; the next marker after an opening turn is looked for within TEMPLATE_WINDOW chars."""
    tail = prompt[-(_PREFILL + 64) :].rstrip()
    if tail.endswith("):"):
        open_turn = _CONSOLE_TURN.match(tail[tail.rfind("\n") + 1 :].lstrip())
        if open_turn is not None:
            return _from_console_log(prompt, open_turn.group(1).strip())
    template = _template_of(prompt)
    if template is None:
        return None
    pat, ends = template
    n = len(prompt)
    lo = max(0, n - TEMPLATE_WINDOW)
    marks = list(pat.finditer(prompt, lo))[-TEMPLATE_TURNS:]
    if lo:  # the opening turns of a long prompt (its system prompt, the task), before the window
        head: list[re.Match[str]] = []
        for m in pat.finditer(prompt, 0, min(lo, TEMPLATE_WINDOW)):
            head.append(m)
            if len(head) == _OPENING_TURNS:
                break
        marks = head + marks
    if not marks:
        return None
    first = marks[0]
    out: list[Any] = []
    preamble = prompt[: min(first.start(), TEMPLATE_WINDOW)].strip()
    for o in _TEMPLATE_OPENERS:
        preamble = preamble.removeprefix(o).strip()
    if preamble:
        out.append({"role": "system", "content": preamble})
    for k, m in enumerate(marks):
        if k + 1 < len(marks):
            stop = marks[k + 1].start()
            if stop - m.end() > TEMPLATE_WINDOW:  # an opening turn ends where the next one opens, read or not
                nxt = pat.search(prompt, m.end(), m.end() + TEMPLATE_WINDOW)
                if nxt is not None:  # (else a turn longer than the window: up to its closing marker)
                    stop = nxt.start()
        else:
            stop = n
        content = prompt[m.end() : stop]
        for e in ends:
            cut = content.find(e)
            if cut >= 0:
                content = content[:cut]
        content = content.strip()
        role = _role(m)
        if k == 0 and content.startswith(_LLAMA2_SYS[0]):
            shut = content.find(_LLAMA2_SYS[1])
            if shut >= 0:
                out.append({"role": "system", "content": content[len(_LLAMA2_SYS[0]) : shut].strip()})
                content = content[shut + len(_LLAMA2_SYS[1]) :].strip()
        out.append({"role": role, "content": content})
    if out and out[-1]["role"] == "assistant" and not out[-1]["content"]:
        out.pop()  # the generation prompt: an open assistant turn
    # a prompt with no one's turn after its system text ("Write a haiku.\n\nAssistant:") is read as one text
    return out if any(t["role"] != "system" for t in out) else None


def _one_rendered_turn(msgs: list[Any]) -> list[Any]:
    """A home-made loop that renders its model's template itself and sends the whole prompt as one user
    message (after at most a system message) sends the conversation the template holds."""
    last = msgs[-1]
    if type(last) is not dict or last.get("role") != "user" or type(last.get("content")) is not str:
        return msgs
    first = msgs[0]
    if len(msgs) == 2 and (type(first) is not dict or first.get("role") not in ("system", "developer")):
        return msgs
    turns = _from_template(last["content"])
    if turns is None:
        return msgs
    return [first, *turns] if len(msgs) == 2 else turns


def summarize(family: str, body: Mapping[str, Any]) -> Summary:
    """Fill a Summary for family chat/completions/responses/messages; never raises on odd input."""
    s = Summary()
    if family == "chat" and "messages" not in body and ("input_prefix" in body or "input_suffix" in body):
        family = "completions"  # llama.cpp's infill fields at a path this gateway does not name
    elif family == "completions" and "prompt" not in body and isinstance(body.get("messages"), list):
        family = "chat"  # a completion endpoint sent chat turns (Sourcegraph's /code with speakers)
    templated: list[Any] | None = None
    if family == "completions":
        prompt = body.get("prompt")
        if type(prompt) is list and len(prompt) == 1:
            prompt = prompt[0]  # one prompt sent as a list of one
        if isinstance(prompt, str) and not any(k in body for k in ("suffix", "input_prefix", "input_suffix")):
            templated = _from_template(prompt)
        if templated is None:
            _summarize_completion(s, body)
            return s
        family = "chat"
    if family == "responses":
        _walk_responses(s, body)
        items = body.get("input")
        if isinstance(items, list):
            _head_system(s, items)
            _extrapolate(s, len(items))
    else:
        msgs = templated if templated is not None else body.get("messages")
        if family == "chat" and type(msgs) is list and 0 < len(msgs) <= 2:
            msgs = _one_rendered_turn(msgs)
        if msgs is None and isinstance(body.get("contents"), list):
            msgs = _from_gemini(body)
        elif msgs is None and type(body.get("request")) is dict and isinstance(body["request"].get("contents"), list):
            msgs = _from_gemini(body["request"])  # Code Assist's wrapper: {"model", "project", "request": {...}}
        if family == "messages":
            _add_system(s, body.get("system"))
        if isinstance(msgs, list) and msgs and type(msgs[0]) is dict and "speaker" in msgs[0]:
            msgs = _from_speakers(msgs)
        elif isinstance(msgs, list) and msgs and type(msgs[-1]) is dict and "parts" in msgs[-1]:
            msgs = _from_gemini({"contents": msgs})  # Gemini's turns (`parts`, role `model`) sent as chat messages
        if isinstance(msgs, list):
            _walk_messages(s, msgs, family == "messages")
            _head_system(s, msgs)
            _extrapolate(s, len(msgs))
    sys_msgs = s.sys_msgs
    for j in range(len(sys_msgs) - 1, -1, -1):  # oldest first: the head opens with the conversation's first prompt
        _add_system(s, sys_msgs[j])
    s.suffix = isinstance(body.get("suffix"), str)
    s.body_chars += s.sys_chars
    s.user_heads.reverse()
    return s
