"""Bounded walk over a request body, whatever its API family, into one flat summary.

Why one walker per family feeding a shared summary: the four API families spell the same conversation
differently (chat `messages`, Responses `input` items, Anthropic blocks, a bare `prompt`), but the classifier
needs the same facts from each. Every loop here is either O(1) per message (counting) or walks only the last
`TAIL_MESSAGES` messages (text), so a 1 MB body costs about what a 10 KB one does.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

TAIL_MESSAGES = 8
COUNT_MESSAGES = 192  # messages counted exactly; older ones are extrapolated from these
MAX_PARTS = 64
HEAD = 400  # chars from the start of the last user message
TAIL = 900  # chars from its end
HEAD_WRAPPED = 3000  # head when the message starts with a context block: the instruction follows it
SYS_HEAD = 1200  # chars from the start of the system prompt

_TOOL_RESULT_ITEMS = frozenset(
    (
        "function_call_output",
        "custom_tool_call_output",
        "local_shell_call_output",
        "mcp_call_output",
        "computer_call_output",
        "tool_search_output",
    )
)
_TOOL_CALL_ITEMS = frozenset(
    ("function_call", "custom_tool_call", "local_shell_call", "mcp_call", "computer_call", "web_search_call")
)
_TEXT_TYPES = frozenset(("text", "input_text", "output_text"))


class Summary:
    """Plain facts about one request; filled by `summarize`, read by `features.extract_features`."""

    __slots__ = (
        "asst_text",
        "body_chars",
        "calls_in_last_assistant",
        "cline_results",
        "last_is_tool_result",
        "n_assistant",
        "n_developer",
        "n_msgs",
        "n_parts_media",
        "n_system",
        "n_tool_turns",
        "n_user",
        "results_since_assistant",
        "short_acks",
        "sys_chars",
        "sys_head",
        "user_chars",
        "user_head",
        "user_heads",
        "user_tail",
    )

    def __init__(self) -> None:
        self.n_msgs = self.n_user = self.n_assistant = self.n_system = self.n_developer = 0
        self.n_tool_turns = self.calls_in_last_assistant = self.results_since_assistant = 0
        self.last_is_tool_result = False
        self.sys_chars = self.user_chars = self.body_chars = self.n_parts_media = self.short_acks = 0
        self.cline_results = 0
        self.sys_head = self.user_head = self.user_tail = self.asst_text = ""
        self.user_heads: list[str] = []


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
                media += 1
    return out, total, media


def _head(pieces: list[str], n: int) -> str:
    out, got = [], 0
    for p in pieces:
        out.append(p[: n - got])
        got += min(len(p), n - got)
        if got >= n:
            break
    return "\n".join(out)


def _tail(pieces: list[str], n: int) -> str:
    out: list[str] = []
    got = 0
    for p in reversed(pieces):
        out.append(p[-(n - got) :])
        got += min(len(p), n - got)
        if got >= n:
            break
    return "\n".join(reversed(out))


def _set_user(s: Summary, pieces: list[str], total: int) -> None:
    """Whole text when it fits both windows (no overlap to double-count), else a head and a tail window."""
    s.user_chars = total
    if total <= HEAD + TAIL:
        s.user_head = pieces[0] if len(pieces) == 1 else "\n".join(pieces)
        s.user_tail = ""
    else:
        # a message opening with a tagged context block (env, rules, open files) has its ask after the block
        first = pieces[0].lstrip()[:1] if pieces else ""
        s.user_head = _head(pieces, HEAD_WRAPPED if first == "<" else HEAD)
        s.user_tail = _tail(pieces, TAIL)


def _add_system(s: Summary, content: Any) -> None:
    pieces, total, _ = _texts(content)
    s.sys_chars += total
    if len(s.sys_head) < SYS_HEAD and pieces:
        s.sys_head = (s.sys_head + "\n" + _head(pieces, SYS_HEAD - len(s.sys_head))).strip("\n")


_TEXT_RESULT_PREFIXES = (
    "observation:",
    "tool output:",
    "tool result:",
    "command output:",
    "exit code:",
    "<tool_result",
    "<observation>",
    "<function_results>",
    "output of ",
)


_RESULT_FIRST = frozenset("[oOtTcCeE<")


def _is_cline_result(text: str) -> bool:
    """A tool result sent back as user text: Cline's "[tool] Result:" or a ReAct-style observation."""
    first = text[:1]
    if first == "[":
        head = text[:200]
        return "] Result:" in head or "] result:" in head
    return first in _RESULT_FIRST and text[:20].lower().startswith(_TEXT_RESULT_PREFIXES)


def _walk_messages(s: Summary, msgs: list[Any], anthropic: bool) -> None:
    """Chat completions `messages` and Anthropic `messages` (blocks) share one walker, newest first."""
    n = len(msgs)
    s.n_msgs = n
    start_text = max(0, n - TAIL_MESSAGES)
    last_user_done = False
    for i in range(n - 1, start_text - 1, -1):
        m = msgs[i]
        if type(m) is not dict:
            continue
        role = m.get("role")
        content = m.get("content")
        if role == "assistant":
            s.n_assistant += 1
            ncalls = _n_calls(m, content, anthropic)
            if ncalls:
                s.n_tool_turns += 1
            if s.n_assistant == 1:
                s.calls_in_last_assistant = ncalls
            pieces, total, _ = _texts(content)
            if not s.asst_text and total:
                s.asst_text = _head(pieces, 1500)
            if 0 < total < 120 and not ncalls:
                s.short_acks += 1
            s.body_chars += total
        elif role == "tool" or role == "function":
            s.n_tool_turns += 1
            if i == n - 1:
                s.last_is_tool_result = True
            if s.n_assistant == 0:
                s.results_since_assistant += 1
            s.body_chars += len(content) if type(content) is str else 0
        elif role == "system" or role == "developer":
            if role == "system":
                s.n_system += 1
            else:
                s.n_developer += 1
            _add_system(s, content)
        elif role == "user":
            is_result = anthropic and type(content) is list and _has_block(content, "tool_result")
            pieces, total, media = _texts(content)
            s.body_chars += total
            s.n_parts_media += media
            if not is_result and pieces and _is_cline_result(pieces[0]):
                is_result = True
                s.cline_results += 1
            if pieces:
                s.user_heads.append(pieces[0][:300])
            if is_result:
                s.n_tool_turns += 1
                if s.n_assistant == 0:
                    s.results_since_assistant += 1
                if i == n - 1:
                    s.last_is_tool_result = True
            else:
                s.n_user += 1
                if not last_user_done and total:
                    _set_user(s, pieces, total)
                    last_user_done = True
    _count_older(s, msgs, max(0, start_text - COUNT_MESSAGES), start_text, anthropic, last_user_done)


def _n_calls(m: dict[str, Any], content: Any, anthropic: bool) -> int:
    calls = m.get("tool_calls")
    ncalls = len(calls) if type(calls) is list else 0
    if anthropic and type(content) is list:
        ncalls += sum(1 for b in content[:MAX_PARTS] if type(b) is dict and b.get("type") == "tool_use")
    return ncalls


def _has_block(content: list[Any], kind: str) -> bool:
    return any(type(b) is dict and b.get("type") == kind for b in content[:MAX_PARTS])


def _count_older(
    s: Summary, msgs: list[Any], lo: int, hi: int, anthropic: bool, last_user_done: bool
) -> None:
    """Cheap pass over older messages: roles, tool turns and sizes (and the last user text if unseen)."""
    n_user = n_assistant = tool_turns = chars = cline = 0
    for i in range(hi - 1, lo - 1, -1):
        m = msgs[i]
        if type(m) is not dict:
            continue
        role = m.get("role")
        content = m.get("content")
        if role == "assistant":
            n_assistant += 1
            if m.get("tool_calls") or (
                anthropic and type(content) is list and _has_block(content, "tool_use")
            ):
                tool_turns += 1
            elif type(content) is str:
                chars += len(content)
        elif role == "user":
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
            if type(content) is str:
                chars += len(content)
        elif role == "system" or role == "developer":
            if role == "system":
                s.n_system += 1
            else:
                s.n_developer += 1
            if i < 4:
                _add_system(s, content)
    s.n_user += n_user
    s.n_assistant += n_assistant
    s.n_tool_turns += tool_turns
    s.body_chars += chars
    s.cline_results += cline


def _head_system(s: Summary, items: list[Any]) -> None:
    """System/developer prompts at the start of a history longer than the counted window."""
    if len(items) <= COUNT_MESSAGES:
        return
    for m in items[:4]:
        if isinstance(m, dict) and m.get("role") in ("system", "developer"):
            if m.get("role") == "system":
                s.n_system += 1
            else:
                s.n_developer += 1
            _add_system(s, m.get("content"))


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
    last_user_done = False
    seen_assistant = False
    for i in range(n - 1, max(-1, n - 1 - COUNT_MESSAGES), -1):
        it = items[i]
        if not isinstance(it, dict):
            continue
        typ = it.get("type")
        role = it.get("role")
        if typ in _TOOL_RESULT_ITEMS:
            s.n_tool_turns += 1
            if not seen_assistant:
                s.results_since_assistant += 1
            if i == n - 1:
                s.last_is_tool_result = True
            out = it.get("output")
            s.body_chars += len(out) if isinstance(out, str) else 0
        elif typ in _TOOL_CALL_ITEMS:
            s.n_tool_turns += 1
            if not seen_assistant:
                s.calls_in_last_assistant += 1
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
                    _add_system(s, content)
            elif role == "user":
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
    s.n_msgs += s.n_tool_turns


def _extrapolate(s: Summary, n: int) -> None:
    """Scale counts from the newest COUNT_MESSAGES items to the whole history (bounded work)."""
    if n <= COUNT_MESSAGES:
        return
    k = n / COUNT_MESSAGES
    s.n_user, s.n_assistant = int(s.n_user * k), int(s.n_assistant * k)
    s.n_tool_turns, s.body_chars = int(s.n_tool_turns * k), int(s.body_chars * k)
    s.cline_results = int(s.cline_results * k)
    s.n_msgs = max(s.n_msgs, n)


def summarize(family: str, body: Mapping[str, Any]) -> Summary:
    """Fill a Summary for family chat/completions/responses/messages; never raises on odd input."""
    s = Summary()
    if family == "completions":
        prompt = body.get("prompt")
        if isinstance(prompt, list):
            prompt = next((p for p in prompt if isinstance(p, str)), "")
        if isinstance(prompt, str):
            s.n_msgs = s.n_user = 1
            _set_user(s, [prompt], len(prompt))
            s.body_chars = len(prompt)
        suffix = body.get("suffix")
        if isinstance(suffix, str):
            s.body_chars += len(suffix)
        return s
    if family == "responses":
        _walk_responses(s, body)
        items = body.get("input")
        if isinstance(items, list):
            _head_system(s, items)
            _extrapolate(s, len(items))
    else:
        msgs = body.get("messages")
        if family == "messages":
            _add_system(s, body.get("system"))
        if isinstance(msgs, list):
            _walk_messages(s, msgs, family == "messages")
            _head_system(s, msgs)
            _extrapolate(s, len(msgs))
    s.body_chars += s.sys_chars
    s.user_heads.reverse()
    return s
