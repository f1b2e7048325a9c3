"""Session identity, tool-loop state and side calls, as pure functions over one request.

Why: a tool result must go back to the version that issued the call (switching mid-loop breaks prompt caches
and agent state), so the gateway needs a stable session id and a cheap "is this a tool-loop turn?" test.
Explicit ids from headers or body win; a fingerprint of the conversation's start is the fallback, because
clients resend the whole history each turn and its head does not change.

The fingerprint reads what tells conversations apart, not what every conversation of a client shares: the
few-shot pairs a client puts before its first context handoff, the handoffs themselves (a user turn of
context answered by a bare acknowledgement, such as a repo map and its "Ok.") and tag-wrapped context blocks
are skipped; the first user turn that carries the user's own words is hashed with the system prompt's head.
A side call (a commit message, a title, a summary, a compaction) is recognised by its own instruction, so
that it is classified on its own ask and never takes or changes its session's route.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Mapping
from typing import Any, Final

from gateway.classify.features import FAMILIES
from gateway.classify.summary import _is_cline_result, _texts, first_text
from gateway.classify.walk import _TOOL_CALL_ITEMS, _TOOL_RESULT_ITEMS, _call_blocks

_HEADER_SOURCES: Final = ("x-session-id", "x-claude-code-session-id", "session-id", "session_id", "thread-id")
_SESSION_IN_TEXT: Final = re.compile(r"session_([0-9A-Za-z][0-9A-Za-z-]{7,})")
_FP_HEAD: Final = 256
_OPENING_TURNS: Final = 24  # turns read, at most, to find the first one in the user's own words
_FEW_SHOT_TURNS: Final = 12  # a first handoff later than this is a conversation's, not a canned prefix
_ACK_MAX: Final = 120
_ACK: Final = re.compile(r"(?:ok|okay|understood|got it|noted|sure)\b", re.IGNORECASE)
# a text block wrapped whole in a context tag (<environment_context>, <environment_details>, <system-reminder>,
# <user_instructions>...) is client-supplied context; other wrappers (Cline's <task>) hold the user's words
_WRAPPED: Final = re.compile(r"<([A-Za-z][\w-]{0,40})[^>]*>.*</\1>", re.DOTALL)
_CONTEXT_TAG: Final = re.compile(r"context|environment|instructions|reminder", re.IGNORECASE)
_LOOP_SCAN: Final = 4096
_SIDE_HEAD: Final = 240  # side-call instructions open the system prompt or the last user turn
_SIDE_TAIL: Final = 240  # ... or close it, after the quoted material
# (kind, words one of which the instruction must contain, pattern). Texts are lower-cased once and each
# pattern runs only when one of its words is present: most requests pay a few substring searches, no regex.
_SIDE_CALLS: Final = (
    (
        "commit-message",
        ("commit message",),
        re.compile(
            r"\b(?:generates?|generating|write|writing|create|compose|suggest)\b[^.\n]{0,60}\bcommit messages?\b"
        ),
    ),
    (
        "title",
        ("title", "topic"),
        re.compile(
            r"\b(?:\d+\s*(?:-|to)\s*\d+[- ]word|short|brief|concise)\s+(?:title|topic)\b"
            r"|\btitle for (?:this|the|the following) (?:conversation|chat|session)\b"
            r"|\bnew conversation topic\b"
        ),
    ),
    (
        "compaction",
        ("compaction", "memento", "summar"),
        re.compile(
            r"\bcontext checkpoint compaction\b|\bhandoff summary\b|\bmemento message\b"
            r"|\b(?:create|write|provide|produce) an? (?:detailed |brief |concise |short )?summary of "
            r"(?:the|this|our) (?:conversation|chat|session)\b"
        ),
    ),
    (
        "summary",
        ("summar",),
        re.compile(
            r"\bsummari[sz]e (?:this|the|our) (?:partial )?(?:conversation|chat)\b"
            r"|\bsummari[sz]e this (?:coding )?conversation in (?:under|less than|at most) \d+"
        ),
    ),
)


_SIDE_WORDS: Final = tuple(sorted({word for _, words, _ in _SIDE_CALLS for word in words}))


def _family(endpoint: Any) -> str:
    ep = endpoint.split("?", 1)[0].rstrip("/") if isinstance(endpoint, str) else ""
    return FAMILIES.get(ep, "chat")


def _all_text(content: Any) -> str:
    pieces, _, _ = _texts(content)
    return "\n".join(pieces)


def _own_words(content: Any) -> str:
    """The first text piece that is not a tag-wrapped context block ("" when the turn is only context)."""
    pieces, _, _ = _texts(content)
    for piece in pieces:
        text = piece.strip()
        if not text:
            continue
        if text[:1] == "<":
            wrapped = _WRAPPED.fullmatch(text)
            if wrapped is not None and _CONTEXT_TAG.search(wrapped.group(1)) is not None:
                continue
        return text
    return ""


def _items(family: str, body: Mapping[str, Any]) -> list[Any]:
    items = body.get("input") if family == "responses" else body.get("messages")
    return items if isinstance(items, list) else []


def _has_block(content: Any, kind: str) -> bool:
    """True when list content holds a block of that type among its first 64 blocks."""
    if isinstance(content, list):
        for block in content[:64]:
            if isinstance(block, dict) and block.get("type") == kind:
                return True
    return False


def _hands_result_back(item: dict[str, Any]) -> bool:
    """A chat or Anthropic turn that returns a tool's result: a tool role, a tool_result block, or Cline's text."""
    role = item.get("role")
    if role in ("tool", "function"):
        return True
    if role != "user":
        return False
    content = item.get("content")
    return _has_block(content, "tool_result") or _is_cline_result(first_text(content))


def in_tool_loop(endpoint: str, body: Mapping[str, Any]) -> bool:
    """True when the last input item is a tool result (chat, Responses, Anthropic or Cline-style text)."""
    if type(body) is not dict and not isinstance(body, Mapping):
        return False
    family = _family(endpoint)
    if family == "completions":
        return False
    items = _items(family, body)
    if not items or not isinstance(items[-1], dict):
        return False
    last = items[-1]
    if family != "responses":
        return _hands_result_back(last)
    if isinstance(last.get("type"), str) and last.get("type") in _TOOL_RESULT_ITEMS:
        return True
    return last.get("role") == "user" and _is_cline_result(first_text(last.get("content")))


def _is_result_turn(item: dict[str, Any]) -> bool:
    """A user-side item that hands a tool's result back (any dialect)."""
    kind = item.get("type")
    if isinstance(kind, str) and kind in _TOOL_RESULT_ITEMS:
        return True
    return _hands_result_back(item)


def _calls_tools(item: dict[str, Any]) -> bool:
    """An assistant-side item that asks for tools (chat tool_calls, Anthropic tool_use, Responses call items)."""
    kind = item.get("type")
    if isinstance(kind, str) and kind in _TOOL_CALL_ITEMS:
        return True
    if item.get("role") != "assistant":
        return False
    calls = item.get("tool_calls")
    if isinstance(calls, list) and calls:
        return True
    if item.get("function_call"):
        return True
    content = item.get("content")
    # Anthropic's tool_use, and a server tool's call (its result beside it)
    return isinstance(content, list) and _call_blocks(content)[0] > 0


def tool_rounds(endpoint: str, body: Mapping[str, Any], limit: int = 0) -> int:
    """Tool rounds of the loop the request is in: assistant turns that called tools since the last user
    turn in the user's own words (a round of parallel calls counts once; Cline-style results count each).
    Counting stops at ``limit`` when it is given (a long loop is not walked to its start)."""
    if type(body) is not dict and not isinstance(body, Mapping):
        return 0
    family = _family(endpoint)
    if family == "completions":
        return 0
    items = _items(family, body)
    rounds = 0
    after_call = False  # the newer neighbour (already seen, walking back) was a tool-call item
    stop = max(0, len(items) - _LOOP_SCAN)
    for i in range(len(items) - 1, stop - 1, -1):
        item = items[i]
        if not isinstance(item, dict):
            after_call = False
            continue
        if _calls_tools(item):
            if not after_call:
                rounds += 1
                if rounds == limit:
                    return rounds
            after_call = isinstance(item.get("type"), str) and item.get("type") in _TOOL_CALL_ITEMS
            continue
        after_call = False
        if _is_result_turn(item):
            if item.get("role") == "user" and _is_cline_result(first_text(item.get("content"))):
                rounds += 1  # Cline-style loops carry no structured call on the assistant side
                if rounds == limit:
                    return rounds
            continue
        if item.get("role") == "user":
            break
    return rounds


def side_call(endpoint: str, body: Mapping[str, Any]) -> str | None:
    """The kind of side call ("commit-message", "title", "compaction", "summary") the request is, or None.

    Read from the request's own instruction: the system prompt's head and the head and tail of the last
    user turn (a compaction call carries the agent's whole history, a commit call quotes the request)."""
    if type(body) is not dict and not isinstance(body, Mapping):
        return None
    family = _family(endpoint)
    if family == "completions" or in_tool_loop(endpoint, body):
        return None
    texts: list[str] = []
    if family == "messages":
        texts.append(_all_text(body.get("system"))[:_SIDE_HEAD])
    elif family == "responses":
        ins = body.get("instructions")
        if isinstance(ins, str):
            texts.append(ins[:_SIDE_HEAD])
    items = body.get("input") if family == "responses" else body.get("messages")
    last = ""
    if isinstance(items, str):
        last = items
    elif isinstance(items, list):
        for it in items[:4]:
            if isinstance(it, dict) and it.get("role") in ("system", "developer"):
                texts.append(_all_text(it.get("content"))[:_SIDE_HEAD])
        for it in reversed(items[-4:]):
            if isinstance(it, dict) and it.get("role") == "user":
                last = _all_text(it.get("content"))
                break
    texts.append(last[:_SIDE_HEAD])
    if len(last) > _SIDE_HEAD:
        texts.append(last[-_SIDE_TAIL:])
    for text in texts:
        if not text:
            continue
        lowered = text.lower()
        present = [word for word in _SIDE_WORDS if word in lowered]
        if not present:
            continue
        for kind, words, pattern in _SIDE_CALLS:
            for word in words:
                if word in present:
                    if pattern.search(lowered) is not None:
                        return kind
                    break
    return None


def _from_user_id(user_id: str) -> str | None:
    """Claude Code puts a JSON object with `session_id`, or a `..._session_<uuid>` string, in user_id."""
    if user_id.lstrip().startswith("{"):
        try:
            data = json.loads(user_id)
        except ValueError:
            data = None
        if isinstance(data, dict):
            sid = data.get("session_id") or data.get("sessionId")
            if isinstance(sid, str) and sid:
                return sid
    m = _SESSION_IN_TEXT.search(user_id)
    return m.group(1) if m else None


def _turn_kind(item: dict[str, Any]) -> str:
    """"user" (the user's words or context), "result" (a tool result), "call" (an assistant turn that calls
    tools), "ack" (a bare acknowledgement), "assistant", or "" (not a conversation turn: system items...)."""
    role = item.get("role")
    if role == "user":
        content = item.get("content")
        if isinstance(content, str):
            return "result" if _is_cline_result(content) else "user"
        return "result" if _is_result_turn(item) else "user"
    if role in ("tool", "function"):
        return "result"
    kind = item.get("type")
    if isinstance(kind, str) and (kind in _TOOL_CALL_ITEMS or kind in _TOOL_RESULT_ITEMS):
        return "result" if kind in _TOOL_RESULT_ITEMS else "call"
    if role != "assistant":
        return ""
    if _calls_tools(item):
        return "call"
    content = item.get("content")
    text = (content if isinstance(content, str) else first_text(content)).strip()
    return "ack" if 0 < len(text) <= _ACK_MAX and _ACK.match(text) is not None else "assistant"


def _opening_ask(items: list[Any]) -> str:
    """The first user turn in the user's own words, past a client's canned opening.

    A user turn answered by a bare acknowledgement is a context handoff (repo map, added files, "I switched
    to a new code base"); the turns before the first handoff, when it comes early, are a client's few-shot
    examples. Both recur verbatim across the conversations of a client, so neither may name one. Turns are
    read lazily, and the search for a canned opening ends at the first tool call or result (canned
    openings come before any tool use), so an agent conversation is decided within its first turns."""
    turns: list[dict[str, Any]] = []
    kinds: list[str] = []
    pos = _read(items, 0, turns, kinds, _FEW_SHOT_TURNS + 1, True)
    start = 0
    for i in range(len(kinds) - 1):
        if kinds[i] == "user" and kinds[i + 1] == "ack":
            start = i + 2 if i > 0 else 0
            break
    i = start
    while True:
        pos = _read(items, pos, turns, kinds, min(i + 2, _OPENING_TURNS), False)
        if i >= len(kinds):
            return ""
        if kinds[i] == "user" and not (i + 1 < len(kinds) and kinds[i + 1] == "ack"):
            text = _own_words(turns[i].get("content"))
            if text:
                return text
        i += 1


def _read(
    items: list[Any], pos: int, turns: list[dict[str, Any]], kinds: list[str], upto: int, stop_at_tools: bool
) -> int:
    """Append the turns of ``items`` from ``pos`` on until ``upto`` are known (or, with ``stop_at_tools``, a
    tool call or result is); returns the next position."""
    n = len(items)
    while len(turns) < upto and pos < n:
        it = items[pos]
        pos += 1
        if isinstance(it, dict):
            kind = _turn_kind(it)
            if kind:
                turns.append(it)
                kinds.append(kind)
                if stop_at_tools and (kind == "call" or kind == "result"):
                    break
    return pos


def _conversation_start(family: str, body: Mapping[str, Any]) -> tuple[str, str, int, bool]:
    """(system head, opening ask head, number of input items, has tools)."""
    tools = body.get("tools")
    has_tools = isinstance(tools, list) and len(tools) > 0
    system = ""
    if family == "messages":
        system = first_text(body.get("system"))
    elif family == "responses":
        ins = body.get("instructions")
        system = ins if isinstance(ins, str) else ""
    if family == "responses":
        raw = body.get("input")
        if isinstance(raw, str):
            return system[:_FP_HEAD], raw[:_FP_HEAD], 1, has_tools
        items = raw if isinstance(raw, list) else []
    elif family == "completions":
        return "", "", 0, has_tools
    else:
        items = _items(family, body)
    if not system:
        for it in items[:4]:
            if isinstance(it, dict) and it.get("role") in ("system", "developer"):
                system = first_text(it.get("content"))
                break
            if isinstance(it, dict) and it.get("role") in ("user", "assistant"):
                break
    turns = sum(1 for it in items[:3] if isinstance(it, dict) and it.get("role") not in ("system", "developer"))
    return system[:_FP_HEAD], _opening_ask(items)[:_FP_HEAD], turns, has_tools


def session_key(endpoint: str, headers: Mapping[str, Any], body: Mapping[str, Any]) -> str | None:
    """A stable session id prefixed by its source, or None for a one-shot call with no session."""
    if type(headers) is dict or isinstance(headers, Mapping):
        for name in _HEADER_SOURCES:
            value = headers.get(name)
            if isinstance(value, str) and value.strip():
                return f"{name}:{value.strip()}"
    if type(body) is not dict and not isinstance(body, Mapping):
        return None
    metadata = body.get("metadata")
    if isinstance(metadata, dict):
        user_id = metadata.get("user_id")
        if isinstance(user_id, str) and user_id:
            sid = _from_user_id(user_id)
            if sid:
                return f"metadata.user_id:{sid}"
    pck = body.get("prompt_cache_key")
    if isinstance(pck, str) and pck:
        return f"prompt_cache_key:{pck}"
    system, user, turns, has_tools = _conversation_start(_family(endpoint), body)
    if (turns < 2 and not has_tools) or not user:
        return None
    digest = hashlib.blake2b(f"{system}\x00{user}".encode("utf-8", "replace"), digest_size=12).hexdigest()
    return f"fingerprint:{digest}"
