"""Session identity and tool-loop state, as pure functions over one request.

Why: a tool result must go back to the version that issued the call (switching mid-loop breaks prompt caches
and agent state), so the gateway needs a stable session id and a cheap "is this a tool-loop turn?" test.
Explicit ids from headers or body win; a fingerprint of the conversation's start is the fallback, because
clients resend the whole history each turn and its head does not change.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Mapping
from typing import Any, Final

from gateway.classify.features import FAMILIES
from gateway.classify.summary import _is_cline_result, _texts
from gateway.classify.walk import _TOOL_RESULT_ITEMS

_HEADER_SOURCES: Final = ("x-session-id", "x-claude-code-session-id", "session-id", "session_id", "thread-id")
_SESSION_IN_TEXT: Final = re.compile(r"session_([0-9A-Za-z][0-9A-Za-z-]{7,})")
_FP_HEAD: Final = 256


def _family(endpoint: Any) -> str:
    ep = endpoint.split("?", 1)[0].rstrip("/") if isinstance(endpoint, str) else ""
    return FAMILIES.get(ep, "chat")


def _first_text(content: Any) -> str:
    pieces, _, _ = _texts(content)
    return pieces[0] if pieces else ""


def in_tool_loop(endpoint: str, body: Mapping[str, Any]) -> bool:
    """True when the last input item is a tool result (chat, Responses, Anthropic or Cline-style text)."""
    if type(body) is not dict and not isinstance(body, Mapping):
        return False
    family = _family(endpoint)
    if family == "responses":
        items = body.get("input")
        if not isinstance(items, list) or not items or not isinstance(items[-1], dict):
            return False
        last = items[-1]
        if isinstance(last.get("type"), str) and last.get("type") in _TOOL_RESULT_ITEMS:
            return True
        return last.get("role") == "user" and _is_cline_result(_first_text(last.get("content")))
    if family == "completions":
        return False
    msgs = body.get("messages")
    if not isinstance(msgs, list) or not msgs or not isinstance(msgs[-1], dict):
        return False
    last = msgs[-1]
    role = last.get("role")
    if role in ("tool", "function"):
        return True
    if role != "user":
        return False
    content = last.get("content")
    if isinstance(content, list):
        for block in content[:64]:
            if isinstance(block, dict) and block.get("type") == "tool_result":
                return True
    return _is_cline_result(_first_text(content))


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


def _conversation_start(family: str, body: Mapping[str, Any]) -> tuple[str, str, int, bool]:
    """(system head, first user head, number of non-system turns, has tools)."""
    tools = body.get("tools")
    has_tools = isinstance(tools, list) and len(tools) > 0
    system = ""
    if family == "messages":
        system = _first_text(body.get("system"))
    elif family == "responses":
        ins = body.get("instructions")
        system = ins if isinstance(ins, str) else ""
    if family == "responses":
        items = body.get("input")
        if isinstance(items, str):
            return system[:_FP_HEAD], items[:_FP_HEAD], 1, has_tools
        items = items if isinstance(items, list) else []
    elif family == "completions":
        return "", "", 0, has_tools
    else:
        items = body.get("messages")
        items = items if isinstance(items, list) else []
    user, turns = "", 0
    for it in items:
        if not isinstance(it, dict):
            continue
        role = it.get("role")
        if role in ("system", "developer"):
            if not system and not user:
                system = _first_text(it.get("content"))
            continue
        turns += 1
        if role == "user" and not user:
            user = _first_text(it.get("content"))
        if user and turns >= 2:
            break
    return system[:_FP_HEAD], user[:_FP_HEAD], turns, has_tools


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
    if (turns < 2 and not has_tools) or not (system or user):
        return None
    digest = hashlib.blake2b(f"{system}\x00{user}".encode("utf-8", "replace"), digest_size=12).hexdigest()
    return f"fingerprint:{digest}"
