"""The flat facts one request yields, and the bounded text windows they are cut from.

Why apart from the walkers (walk.py): every API family's walker fills the same Summary through the same
window cutters (head/tail of the last user message, head of the system prompt), so these are shared, and
session.py reads message text with the same `_texts` rule as the classifier.
"""

from __future__ import annotations

import json
import re
from typing import Any, Final

MAX_PARTS: Final = 64
HEAD: Final = 400  # chars from the start of the last user message
TAIL: Final = 900  # chars from its end
HEAD_WRAPPED: Final = 3000  # head when the message starts with a context block: the instruction follows it
SYS_HEAD: Final = 1200  # chars from the start of the system prompt
WIDE: Final = 8000  # chars from the end of a long last user message, read only for a loop transcript in it
TEMPLATE_SPAN: Final = 65536  # chars from the start of a ReAct prompt searched for its task label (template + task)
TURN_HEAD: Final = 500  # chars of the last turn read by the side-call model, from its start...
TURN_TAIL: Final = 200  # ...and from its end
PREV_TAIL: Final = 200  # chars from the end of the message before the last turn


class Summary:
    """Plain facts about one request; filled by `summarize`, read by `features.extract_features`."""

    __slots__ = (
        "asst_text",
        "body_chars",
        "calls_in_last_assistant",
        "cline_results",
        "context_code",
        "inline",
        "last_is_tool_result",
        "n_assistant",
        "n_developer",
        "n_msgs",
        "n_parts_media",
        "n_system",
        "n_tool_turns",
        "n_user",
        "prefill",
        "results_since_assistant",
        "short_acks",
        "suffix",
        "sys_chars",
        "sys_head",
        "sys_msgs",
        "turn_is_ask",
        "turn_prev",
        "turn_prev_kind",
        "turn_text",
        "user_chars",
        "user_head",
        "user_heads",
        "user_tail",
        "user_wide",
    )

    def __init__(self) -> None:
        self.n_msgs = self.n_user = self.n_assistant = self.n_system = self.n_developer = 0
        self.n_tool_turns = self.calls_in_last_assistant = self.results_since_assistant = 0
        self.last_is_tool_result = False
        self.suffix = self.inline = False  # a suffix field in any spelling; an inline-completion body
        self.sys_chars = self.user_chars = self.body_chars = self.n_parts_media = self.short_acks = 0
        self.cline_results = 0
        # chars of earlier user messages that attach code and were answered by a short acknowledgement ("Ok."):
        # a client's context turns (Cody's selection, aider's chat files), code the request supplies
        self.context_code = 0
        self.sys_head = self.user_head = self.user_tail = self.asst_text = self.user_wide = ""
        # the last turn when the conversation had one before it: the text a person (or a harness) added
        # after the model's last message, what came before it ("text", "calls", "result") and its tail
        self.turn_text = self.turn_prev = self.turn_prev_kind = ""
        self.turn_is_ask = False  # the turn is the message the ask windows were cut from
        self.prefill = ""  # the last message is the model's own, to be continued: its tail
        self.user_heads: list[str] = []
        # system / developer message contents met newest first (the walkers go backwards); `summarize` adds
        # them to `sys_head` oldest first, so the head opens with the prompt that opens the conversation
        self.sys_msgs: list[Any] = []


def _texts(content: Any) -> tuple[list[str], int, int]:
    """Text pieces of a content value (string, parts list or blocks), total text length, media parts."""
    if isinstance(content, str):
        return [content], len(content), 0
    if not isinstance(content, list):
        return [], 0, 0
    out: list[str] = []
    total = media = 0
    for part in content[:MAX_PARTS]:
        if isinstance(part, str):
            out.append(part)
            total += len(part)
        elif isinstance(part, dict):
            t = part.get("text")
            if isinstance(t, str):
                out.append(t)
                total += len(t)
            elif part.get("type") in ("image_url", "image", "input_image", "document", "input_file"):
                # a document given as plain text (an agent's static context files) is text, not media
                src = part.get("source")
                if not (type(src) is dict and src.get("type") == "text"):
                    media += 1
    return out, total, media


def first_text(content: Any) -> str:
    """A content value's first text piece ("" for none)."""
    pieces, _, _ = _texts(content)
    return pieces[0] if pieces else ""


def one_text(content: Any) -> str:
    """A content value's text when it is one string or one text part ("" otherwise): a short reply's own words."""
    if type(content) is str:
        return content
    pieces, _, _ = _texts(content)
    return pieces[0] if len(pieces) == 1 else ""


def _head(pieces: list[str], n: int, sep: str = "\n") -> str:
    out, got = [], 0
    for p in pieces:
        out.append(p[: n - got])
        got += min(len(p), n - got)
        if got >= n:
            break
    return sep.join(out)


def _tail(pieces: list[str], n: int, sep: str = "\n") -> str:
    out: list[str] = []
    got = 0
    for p in reversed(pieces):
        out.append(p[-(n - got) :])
        got += min(len(p), n - got)
        if got >= n:
            break
    return sep.join(reversed(out))


_PARTS: Final = "\n\n"  # between a user message's text parts
OPEN_STEP: Final = "thought:"  # a ReAct prompt's closing line, lower-cased: the model's open step
_OPEN_STEP_CHARS: Final = 24  # chars at a prompt's end searched for it


# a JSON object sent as the user text (an internal tool's request envelope: {"instruction": ..., "context": {...}}):
# the field that holds the person's ask, by name, looked for in this order
_JSON_ASK_KEYS: Final = (
    "instruction", "instructions", "prompt", "question", "query", "task", "request", "ask", "input", "message",
    "user_message", "user_input", "user_prompt", "user_query", "text",
)  # fmt: skip
_JSON_ASK_SUFFIXES: Final = ("_message", "_question", "_query", "_prompt", "_input", "_request", "_instruction")
_JSON_NOT_ASK: Final = ("system", "error", "assistant", "developer", "tool", "status", "commit", "log")
_JSON_TOP_ONLY: Final = frozenset(("input", "message", "text"))  # nested, these name a payload's own fields
_JSON_MAX: Final = 65536  # chars of a user text parsed as JSON (a larger object is read as text)
_JSON_DEPTH: Final = 3  # objects nested in the envelope searched for the ask field
_JSON_MATERIAL: Final = 80  # chars of another string field that is material (a file, a log), not a setting


def _json_fields(d: dict[Any, Any], depth: int, asks: dict[str, str], material: list[str]) -> None:
    """The envelope's ask fields (first of each name, outermost first) and its long string fields."""
    nested: list[dict[Any, Any]] = []
    for k, v in d.items():
        if type(v) is str:
            key = k.lower() if type(k) is str else ""
            # (words: spaced, or in a script written without spaces, "CIが落ちてるので直して")
            worded = " " in v.strip() or not v.isascii()
            if key in _JSON_ASK_KEYS and key not in asks and worded and not (depth and key in _JSON_TOP_ONLY):
                asks[key] = v
            elif not depth and key.endswith(_JSON_ASK_SUFFIXES) and not key.startswith(_JSON_NOT_ASK) and worded:
                asks.setdefault("*", v)  # a framework's own name for the ask field ("chat_message", "user_question")
            elif len(v) >= _JSON_MATERIAL or "\n" in v:
                material.append(v)
        elif type(v) is dict and depth < _JSON_DEPTH:
            nested.append(v)
    for v in nested:
        _json_fields(v, depth + 1, asks, material)


def json_ask(text: str) -> str | None:
    """The ask of a user text that is one JSON object with an ask field ("instruction", "prompt", "question", ...):
    that field, then the object's long string fields as fenced material. None for any other text. Why: the ask
    JSON-escaped among the envelope's settings read as one paragraph of keys and quoted values, and its words
    mixed with the context's."""
    t = text.strip()
    if len(t) > _JSON_MAX or not t.startswith("{") or not t.endswith("}") or '":' not in t:
        return None
    try:
        d = json.loads(t)
    except ValueError:
        return None
    if type(d) is not dict:
        return None
    asks: dict[str, str] = {}
    material: list[str] = []
    _json_fields(d, 0, asks, material)
    ask = next((asks[k] for k in (*_JSON_ASK_KEYS, "*") if k in asks), None)
    if ask is None:
        return None
    return ask if not material else ask + "".join(f"\n\n```\n{m}\n```" for m in material if m != ask)


# a tagged record a tool attaches as a part of its own before the person's text (an error tracker's issue, a
# ticket): read as an attachment (`ask.py` reads a block named "attached_..." as material), so the tag's name (kept as
# the ask when the record is the task, as an issue agent's template puts it) does not take the ask from the
# person's part after it
_RECORD_TAG: Final = re.compile(r"\s*<((?:[a-z_]*_)?(?:issue|ticket|incident|error|event))>")


def _records_as_material(pieces: list[str]) -> list[str]:
    last = pieces[-1].lstrip()
    if not last or last[0] == "<":
        return pieces
    out: list[str] = []
    for p in pieces[:-1]:
        m = _RECORD_TAG.match(p)
        if m is not None and p.rstrip().endswith(f"</{m.group(1)}>"):
            p = f"<attached_record>\n{p[m.end() : p.rstrip().rfind('<')].strip()}\n</attached_record>"
        out.append(p)
    return [*out, pieces[-1]]


def _set_user(s: Summary, pieces: list[str], total: int) -> None:
    """Whole text when it fits both windows (no overlap to double-count), else a head and a tail window. Text parts
    are paragraphs of their own: a client that sends its context, its rules and the ask as three parts ("Workspace
    context: ...", "Organisation guidelines: ...", the ask) has not glued them into one paragraph."""
    s.user_chars = total
    if len(pieces) > 1:
        pieces = _records_as_material(pieces)
    if pieces and first_char(pieces[-1]) == "{":
        ask = json_ask(pieces[-1])
        if ask is not None:
            pieces = [*pieces[:-1], ask]
            total = sum(map(len, pieces))
    if total <= HEAD + TAIL:
        s.user_head = pieces[0] if len(pieces) == 1 else _PARTS.join(pieces)
        s.user_tail = ""
    else:
        # a message opening with a context block (tagged, headed or bracketed: env, rules, open files, a repo
        # map) has its ask after the block
        first = first_char(pieces[0]) if pieces else ""
        wrapped = first == "<" or first == "#" or first == "[" or _keyed(pieces[0])
        n = HEAD_WRAPPED if wrapped or (first == "-" and _delimited(pieces[0])) else HEAD
        if total <= n + TAIL:  # both windows would overlap: the whole text, read once
            s.user_head = pieces[0] if len(pieces) == 1 else _PARTS.join(pieces)
            s.user_tail = ""
            s.user_wide = s.user_head[-WIDE:]
        elif len(pieces) == 1:  # the usual case: slices, no join (same strings as _head / _tail give)
            s.user_head = pieces[0][:n]
            s.user_tail = pieces[0][-TAIL:]
            s.user_wide = pieces[0][-WIDE:]
        else:
            s.user_head = _head(pieces, n, _PARTS)
            s.user_tail = _tail(pieces, TAIL, _PARTS)
            s.user_wide = _tail(pieces, WIDE, _PARTS)
        last = pieces[-1]
        if s.user_tail and last[-_OPEN_STEP_CHARS:].rstrip().lower().endswith(OPEN_STEP):
            # a ReAct prompt ("... Question: <task>\nThought:", a code agent's "New task: <task>"): the task's label
            # may sit between the windows when the task quotes a long paste, or after a long tool listing; the head
            # window then starts at it. Past the wide window, the label is looked for in the template's opening: a
            # head cut inside the template's own layout ("Question: the task you received\nThought: ...\nAction:
            # ...") reads as a loop that already ran
            lo = max(0, len(last) - WIDE)
            q = max(last.rfind("\nQuestion:", lo), last.rfind("\nNew task:", lo))  # (a code agent's label)
            if q < 0:
                q = last.rfind("\nQuestion:", 0, TEMPLATE_SPAN)
            if q >= 0 and len(last) - q > TAIL:
                s.user_head = last[q + 1 : q + 1 + n]


def cut_turn(pieces: list[str], total: int) -> str:
    """The last turn's text as the side-call model reads it: whole, or its head and tail."""
    if total <= TURN_HEAD + TURN_TAIL:
        return pieces[0] if len(pieces) == 1 else "\n".join(pieces)
    return _head(pieces, TURN_HEAD) + "\n" + _tail(pieces, TURN_TAIL)


def _keyed(p: str) -> bool:
    """The message opens with `key: value` lines (an environment block: cwd, OS, date, open tabs)."""
    nl = p.find("\n", 0, 120)
    if nl < 0:
        return False
    c = p.find(": ", 0, nl)
    return 0 < c < 28 and 0 < p.find(": ", nl, nl + 120) - nl < 30


def _delimited(p: str) -> bool:
    """The message opens with a delimiter line ("--- CONTEXT ENTRY BEGIN ---", as Amazon Q and Kiro frame a turn)."""
    q = p[:64].lstrip()
    return q.startswith("--- ") and q.find(" ---", 4) > 0


def first_char(p: str) -> str:
    """`p.lstrip()[:1]` without copying a long message."""
    c = p[:64].lstrip()[:1]
    return c if c or len(p) <= 64 else p.lstrip()[:1]


def _add_system(s: Summary, content: Any) -> None:
    if type(content) is str:  # the usual case: one string, no parts list
        s.sys_chars += len(content)
        if not s.sys_head:
            s.sys_head = content[:SYS_HEAD].strip("\n")
            return
        pieces = [content]
    else:
        pieces, total, _ = _texts(content)
        s.sys_chars += total
    if len(s.sys_head) < SYS_HEAD and pieces:
        s.sys_head = (s.sys_head + "\n" + _head(pieces, SYS_HEAD - len(s.sys_head))).strip("\n")


_TEXT_RESULT_PREFIXES: Final = (
    "observation:",
    "tool output:",
    "tool result:",
    "command output:",
    "exit code:",
    "<tool_result",
    "<observation>",
    "<function_results>",
    "output of ",
    "execution result",
    "code output:",
)


_RESULT_FIRST: Final = frozenset("[oOtTcCeE<")


# machine output coming back as the next user message after an assistant's text action (text-protocol agents:
# ReAct observations, a THOUGHT + shell block answered by its output, a code-blob agent's execution logs, an
# edit harness reporting lint or test results, a harness rejecting a malformed action); read on the first
# line's opening, or anywhere in the head for markers no person writes as an ask
_OUT_PREFIXES: Final = (
    "observation",
    "output",
    "result",
    "exit",
    "returncode",
    "return code",
    "stdout",
    "stderr",
    "$ ",
    "<output",
    "<returncode",
    "<result",
    "<observation",
    "<stdout",
    "<stderr",
    "<tool",
    "<exit",
    "<exception>",
    "<warning>",
    "<function_result",
    "[tool",
    "[exit",
    "[output",
    "[result",
    "[command",
    "[error]",
    "[file:",
    "[process",
    "traceback",
    "====",
    "----",
    "--- fail",
    "--- pass",
    "=== run",
    # error / warning words only as a tool prints them ("error:", "error[E0308]"): a person opens with
    # "Error handling..." or "Warnings aside..."
    "error:",
    "error[",
    "error(",
    "error -",
    "error collecting",
    "error in ",
    "errors:",
    "warning:",
    "warning[",
    "warnings:",
    "fail",
    "passed",
    "pass\n",
    "pass  ",
    "running",
    "## running",
    "# running",
    "# fix any",
    "ran ",
    "i ran ",
    "tool ",
    "command ",
    "call id:",
    "code output",
    "```\n$",
    "```output",
    "```console",
    "```stdout",
    "```stderr",
    "```text\n$",
    "process exited",
    "npm err",
    "make:",
    "make[",
    "fatal:",
    "panic:",
    "exception",
    "build failed",
    "compilation",
    "compiling ",
    "test result:",
    "lint errors:",
    "lint output",
    "lint:",
    "linter",
    "the edit",
    "the patch",
    "patch ",
    "applied",
    "execution",
    "executed",
    "shell:",
    "bash:",
    "ok (",
    "ok\n",
    "ok  \t",
    "saved to ",
    "file created",
    "no output",
    "(no output",
    "your command",
    "the last command",
)
# status words count only with a number after them ("exit code 1"): a person asks "what exit code..."
_OUT_STATUS: Final = ("exit code", "exit_code", "exit status", "exitcode", "returncode", "exited with", "return code")
_OUT_ANYWHERE: Final = (
    "traceback (most recent call last)",
    "test session starts",
    "command not found",
    "no such file or directory",
    "failed to apply",
    "did not apply",
    "failed to match",
    "did not match",
    "does not match any",
    "tests passed",
    "tests failed",
    " passed in ",
    " failed in ",
    "<returncode>",
    "</output>",
    "i ran it",
    "i ran this",
    "and got this output",
    "here's the output",
    "here is the output",
    "still failing",
    "still fails",
    "got this error",
    "it printed",
    "ran successfully",
    "did not produce any output",
    "produced no ",
    "printed nothing",
    "(no output)",
    "has timed out",
    "command timed out",
    "timed out after",
    "timed out and",
    "(current directory:",
    "(open file:",
    "bash-$",
    "execution logs:",
    "exactly one action",
    "no tool call",
    "did not use a tool",
    "could not parse your",
    "your response was rejected",
    "): error ts",
    "  error  ",
)


def looks_like_output(text: str) -> bool:
    """The head of a user message is machine output (command, test or tool results), not a person's ask.

    A short leading tag (`<system>`, `<tool_output>`: a client wrapping the output) is looked through."""
    h = text[:240].lstrip().lower()
    if not h:
        return False
    if h[0] == "<":
        e = h.find(">", 1, 40)
        if e > 0 and _output_head(h[e + 1 :].lstrip()):
            return True
    return _output_head(h)


def _output_head(h: str) -> bool:
    if not h:
        return False
    if h.startswith(_OUT_PREFIXES):
        return True
    for m in _OUT_ANYWHERE:
        if m in h:
            return True
    for m in _OUT_STATUS:
        i = h.find(m)
        if i >= 0 and any(c.isdigit() for c in h[i + len(m) : i + len(m) + 6]):
            return True
    # compiler / linter / grep lines: "path/file.py:12:3: message" on the first line
    first = h.split("\n", 1)[0]
    c = first.find(":")
    return 0 < c < 120 and "." in first[:c] and " " not in first[:c] and first[c + 1 : c + 2].isdigit()


def _is_cline_result(text: str) -> bool:
    """A tool result sent back as user text: Cline's "[tool] Result:" or a ReAct-style observation."""
    first = text[:1]
    if first == "[":
        head = text[:200]
        return "] Result:" in head or "] result:" in head
    return first in _RESULT_FIRST and text[:20].lower().startswith(_TEXT_RESULT_PREFIXES)
