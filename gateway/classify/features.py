"""Request -> fixed-length feature vector, shared by training and serving.

Why structure first: whether a request is one step or a turn of an agent loop shows mostly in its shape
(tools, tool results, sizes, output controls, FIM sentinels, client headers); words only settle the cases
structure leaves open (a first turn with tools, a one-line "build me an app"). Every text look is over a
bounded window, so cost does not grow with the body. The vector is built as one list display in
FEATURE_NAMES order from locals (no per-feature indexed writes): about 100 stores cost ~10 us otherwise.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any, Final

from gateway.classify import lexicon as lx
from gateway.classify import textfacts as tx
from gateway.classify.names import FEATURE_NAMES
from gateway.classify.walk import summarize

__all__ = ["FAMILIES", "FEATURE_NAMES", "clear_caches", "extract_features"]

FAMILIES: Final[dict[str, str]] = {
    "/v1/chat/completions": "chat",
    "/v1/completions": "completions",
    "/v1/responses": "responses",
    "/v1/messages": "messages",
    "/v1/messages/count_tokens": "messages",
}

_I_SIDE: Final = lx.GROUPS.index("side")
_FAM_VEC: Final[dict[str, tuple[float, float, float, float]]] = {
    "chat": (1.0, 0.0, 0.0, 0.0),
    "completions": (0.0, 1.0, 0.0, 0.0),
    "responses": (0.0, 0.0, 1.0, 0.0),
    "messages": (0.0, 0.0, 0.0, 1.0),
}


def _has_any(text: str, words: tuple[str, ...]) -> bool:
    """Any of `words` in `text`: one C substring search per word beats a regex alternation, which tries
    every branch at every position of the text."""
    return any(w in text for w in words)  # mypyc compiles this to a plain loop


_SESSION_HEADERS: Final = frozenset(
    (
        "x-session-id",
        "session-id",
        "session_id",
        "thread-id",
        "x-thread-id",
        "conversation-id",
        "x-conversation-id",
    )
)
_ZERO3: Final = (0.0, 0.0, 0.0)
_ZERO4: Final = (0.0, 0.0, 0.0, 0.0)
_TOOL_CACHE: Final[dict[str, tuple[float, float, float]]] = {}
_UA_CACHE: Final[dict[str, tuple[float, float, float, float]]] = {}
_JSON_FORMATS: Final = ("json_object", "json_schema")
# Final module names are C statics once compiled; a plain global is a dict lookup on every use
_LOG1P: Final[tuple[float, ...]] = tuple([math.log1p(i) for i in range(1024)])


def _lg(n: int) -> float:
    """`math.log1p` of a count: the usual small counts come from a table (the same floats, no call)."""
    return _LOG1P[n] if 0 <= n < 1024 else math.log1p(n)


def _tool_kinds(tools: list[Any]) -> tuple[float, float, float]:
    """(shell, edit, file) kinds of a tool set's names; an agent resends the same set every turn: cached."""
    names = [
        fn.get("name") if type(fn := t.get("function")) is dict else t.get("name") or t.get("type")
        for t in tools[:48]
        if type(t) is dict
    ]
    joined = " ".join([n for n in names if type(n) is str])
    kinds = _TOOL_CACHE.get(joined)
    if kinds is None:
        low = joined.lower()
        kinds = (
            1.0 if _has_any(low, lx.SHELL_TOOL) else 0.0,
            1.0 if _has_any(low, lx.EDIT_TOOL) else 0.0,
            1.0 if _has_any(low, lx.FILE_TOOL) else 0.0,
        )
        if len(_TOOL_CACHE) >= 1024:
            _TOOL_CACHE.clear()
        _TOOL_CACHE[joined] = kinds
    return kinds


def _ua_families(ua: str) -> tuple[float, float, float, float]:
    """(editor, agent, sdk, curl) for a user agent; cached because a fleet sends few distinct UAs."""
    hit = _UA_CACHE.get(ua)
    if hit is None:
        low = ua.lower()
        hit = (
            1.0 if _has_any(low, lx.UA_EDITOR) else 0.0,
            1.0 if _has_any(low, lx.UA_AGENT) else 0.0,
            1.0 if _has_any(low, lx.UA_SDK) else 0.0,
            1.0 if _has_any(low, lx.UA_CURL) else 0.0,
        )
        if len(_UA_CACHE) > 4096:
            _UA_CACHE.clear()
        _UA_CACHE[ua] = hit
    return hit


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

    tools = bd.get("tools")
    if isinstance(tools, list) and tools:
        has_tools, log_tools, tool_chars = 1.0, _lg(len(tools)), 600 * len(tools)
        shell, edit, file = _tool_kinds(tools)
    else:
        has_tools = log_tools = 0.0
        tool_chars = 0
        shell, edit, file = _ZERO3

    # output controls
    mt = _num(bd.get("max_tokens"))
    if mt is None:
        mt = _num(bd.get("max_completion_tokens"))
        if mt is None:
            mt = _num(bd.get("max_output_tokens"))
    if mt is not None:
        has_mt, log_mt, mt_small = 1.0, math.log1p(max(mt, 0.0)), 1.0 if mt <= 512 else 0.0
    else:
        has_mt = log_mt = mt_small = 0.0
    stop = bd.get("stop")
    if stop is None:
        stop = bd.get("stop_sequences")
    if isinstance(stop, str):
        stop = [stop]
    if isinstance(stop, list) and stop:
        log_stop = _lg(len(stop))
        stop_nl = float(any(isinstance(x, str) and "\n" in x for x in stop[:32]))
    else:
        log_stop = stop_nl = 0.0
    temp = _num(bd.get("temperature"))
    n = _num(bd.get("n"))
    rf = bd.get("response_format")
    md = bd.get("metadata")
    tc = bd.get("tool_choice")
    model = bd.get("model")
    model_small = (1.0 if _has_any(model.lower(), lx.SMALL_MODEL_HINTS) else 0.0) if isinstance(model, str) else 0.0

    # headers
    ua = hd.get("user-agent")
    if not isinstance(ua, str):
        ua = ""
    ua_editor, ua_agent, ua_sdk, ua_curl = _ua_families(ua) if ua else _ZERO4
    intent_c = intent_a = intent_o = 0.0
    intent = hd.get("openai-intent")
    if isinstance(intent, str) and intent:
        il = intent.lower()
        if "ghost" in il or "complet" in il:
            intent_c = 1.0
        elif "agent" in il:
            intent_a = 1.0
        else:
            intent_o = 1.0
    keys = hd.keys()

    # text: the last ask's and the system prompt's facts are cached by their windows (tx)
    (u, ask_f, plain, question, non_ascii, items, path_comment, fences, ratio, n_words, fim, hole, task,
     env) = tx.user_facts(s.user_head, s.user_tail, family == "completions")  # fmt: skip
    sys_lex, sys_tags, sys_edit, sys_env, sys_fim = tx.sys_facts(s.sys_head) if s.sys_head else tx.NO_SYS
    # a short system prompt asking for a title / summary / commit message: the user text is the subject
    # (not with tools: short agent prompts also say "summarise what you changed")
    sys_side = 1.0 if sys_lex[_I_SIDE] and s.sys_chars < 600 and not has_tools else 0.0
    al = s.asst_text.lower() if s.asst_text else ""
    first_heads = " ".join(s.user_heads).lower() if s.user_heads else ""
    # tags of the recent user messages' first lines join those of the last ask's windows
    first_tags = frozenset(tx.TAG.findall(first_heads)) if "<" in first_heads else frozenset()
    tool_tags = (sys_tags | frozenset(tx.TAG.findall(al))) if "<" in al else sys_tags
    xml = float(min(sum(1 for t in tool_tags - tx.NOT_TOOL_TAGS if "_" in t), 5)) if tool_tags else 0.0
    repo_map = 0.0
    if first_heads and (
        "map" in first_heads or "summar" in first_heads or "tree" in first_heads or "files in" in first_heads
    ):
        repo_map = float(any(m in first_heads for m in lx.REPO_MAP_MARKERS))
    user_chars = s.user_chars
    return [
        *_FAM_VEC[family],
        1.0 if ep.endswith("count_tokens") else 0.0,
        has_tools,
        log_tools,
        shell,
        edit,
        file,
        1.0 if tc is not None and tc != "none" else 0.0,  # tool_choice
        1.0 if bd.get("parallel_tool_calls") is True else 0.0,
        1.0 if s.last_is_tool_result else 0.0,
        _lg(s.calls_in_last_assistant),
        _lg(s.results_since_assistant),
        _lg(s.n_tool_turns),
        s.n_tool_turns / max(1, s.n_msgs),  # frac_tool_turns
        _lg(s.cline_results),
        _lg(s.n_msgs),
        _lg(s.n_user),
        _lg(s.n_assistant),
        1.0 if s.sys_chars > 0 else 0.0,  # has_system
        1.0 if s.n_developer > 0 else 0.0,
        float(min(s.short_acks, 3)),
        _lg(s.sys_chars),
        _lg(user_chars),
        _lg(s.body_chars + tool_chars),
        math.log1p(min(user_chars, 4000) / 6.0 if user_chars > tx.LEX_USER else n_words),  # log_user_words
        question,
        float(min(s.n_parts_media, 3)),
        has_mt,
        log_mt,
        mt_small,
        log_stop,
        stop_nl,
        1.0 if temp is not None and temp <= 0.05 else 0.0,  # temp_zero
        1.0 if isinstance(bd.get("suffix"), str) else 0.0,
        1.0 if n is not None and n > 1 else 0.0,
        1.0 if bd.get("stream") is True else 0.0,
        1.0 if isinstance(rf, dict) and isinstance(rf.get("type"), str) and rf.get("type") in _JSON_FORMATS else 0.0,
        float(
            isinstance(bd.get("reasoning"), dict)
            or isinstance(bd.get("thinking"), dict)
            or isinstance(bd.get("reasoning_effort"), str)
        ),
        1.0 if isinstance(bd.get("prompt_cache_key"), str) else 0.0,
        1.0 if isinstance(md, dict) and isinstance(md.get("user_id"), str) else 0.0,  # metadata_user
        1.0 if sys_fim or fim or not tx.FIM_TAGS.isdisjoint(first_tags) else 0.0,  # fim_sentinel
        1.0
        if hole or not (tx.HOLE_TAGS.isdisjoint(first_tags) and tx.HOLE_TAGS.isdisjoint(sys_tags))
        else 0.0,  # hole_marker
        path_comment,
        fences,
        ratio,
        ua_editor,
        ua_agent,
        ua_sdk,
        ua_curl,
        0.0 if ua else 1.0,  # ua_empty
        intent_c,
        intent_a,
        intent_o,
        0.0 if keys.isdisjoint(_SESSION_HEADERS) else 1.0,  # hdr_session
        1.0 if "x-claude-code-session-id" in hd else 0.0,
        1.0 if "anthropic-beta" in hd else 0.0,
        model_small,
        items,  # u_list_items
        xml,
        1.0 if task or "task" in first_tags else 0.0,
        1.0
        if sys_env or env or not (tx.ENV_TAGS.isdisjoint(first_tags) and tx.ENV_TAGS.isdisjoint(sys_tags))
        else 0.0,  # env_details
        1.0 if sys_edit or (al and tx.has_edit_marker(al[: tx.LEX_SYS])) else 0.0,  # edit_format
        repo_map,
        *ask_f,  # ask_words .. ask_small_only
        sys_side,
        *u,
        *sys_lex,
        non_ascii,
        *(plain if not has_tools and not s.n_tool_turns else tx.NO_PLAIN),
    ]


def clear_caches() -> None:
    """Empty the per-user-agent and per-window caches (a never-seen client; used by the benchmark)."""
    _UA_CACHE.clear()
    _TOOL_CACHE.clear()
    tx.clear_caches()
