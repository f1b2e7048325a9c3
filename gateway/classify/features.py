"""Request -> fixed-length feature vector, shared by training and serving.

Why structure first: whether a request is one step or a turn of an agent loop shows mostly in its shape
(tools, tool results, sizes, output controls, FIM sentinels, client headers); words only settle the cases
structure leaves open (a first turn with tools, a one-line "build me an app"). Every text look is over a
bounded window, so cost does not grow with the body.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from typing import Any

from gateway.classify import lexicon as lx
from gateway.classify import textfacts as tx
from gateway.classify.walk import Summary, summarize

FAMILIES: dict[str, str] = {
    "/v1/chat/completions": "chat",
    "/v1/completions": "completions",
    "/v1/responses": "responses",
    "/v1/messages": "messages",
    "/v1/messages/count_tokens": "messages",
}

_LEX = lx.GROUPS
# lexical groups repeated for requests with no tools and no tool history, where words must carry the decision
_PLAIN = ("build", "scope", "fix", "run", "explain", "small", "side", "wide", "add")
FEATURE_NAMES: tuple[str, ...] = (
    "fam_chat",
    "fam_completions",
    "fam_responses",
    "fam_messages",
    "count_tokens",
    "has_tools",
    "log_tools",
    "tools_shell",
    "tools_edit",
    "tools_file",
    "tool_choice",
    "parallel_tool_calls",
    "last_is_tool_result",
    "log_calls_in_last_assistant",
    "log_results_since_assistant",
    "log_tool_turns",
    "frac_tool_turns",
    "cline_results",
    "log_msgs",
    "log_user_turns",
    "log_assistant_turns",
    "has_system",
    "has_developer",
    "short_acks",
    "log_sys_chars",
    "log_user_chars",
    "log_body_chars",
    "log_user_words",
    "user_question",
    "media_parts",
    "has_max_tokens",
    "log_max_tokens",
    "max_tokens_small",
    "log_stop",
    "stop_newline",
    "temp_zero",
    "has_suffix",
    "n_gt_1",
    "stream",
    "json_format",
    "reasoning",
    "prompt_cache_key",
    "metadata_user",
    "fim_sentinel",
    "hole_marker",
    "path_comment",
    "code_fences",
    "code_ratio",
    "ua_editor",
    "ua_agent",
    "ua_sdk",
    "ua_curl",
    "ua_empty",
    "intent_completion",
    "intent_agent",
    "intent_other",
    "hdr_session",
    "hdr_claude_session",
    "hdr_anthropic_beta",
    "model_small",
    "u_list_items",
    "xml_tags",
    "task_tag",
    "env_details",
    "edit_format",
    "repo_map",
    "ask_words",
    "ask_code_share",
    "ask_paths",
    "ask_question",
    "ask_wide_change",
    "ask_small_only",
    "sys_side_task",
    *(f"u_{g}" for g in _LEX),
    *(f"s_{g}" for g in _LEX),
    "u_non_ascii",
    *(f"plain_{g}" for g in _PLAIN),
)
_INDEX = {n: i for i, n in enumerate(FEATURE_NAMES)}
_U0 = _INDEX["u_build"]
_I_HAS_TOOLS = _INDEX["has_tools"]
_PLAIN_PAIRS = tuple((_INDEX[f"plain_{g}"], _INDEX[f"u_{g}"]) for g in _PLAIN)
_S0 = _INDEX["s_build"]
def _alternation(words: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile("|".join(re.escape(w) for w in words))


_SHELL_RE, _EDIT_RE, _FILE_RE = (_alternation(w) for w in (lx.SHELL_TOOL, lx.EDIT_TOOL, lx.FILE_TOOL))
_UA_EDITOR, _UA_AGENT, _UA_SDK, _UA_CURL = (_alternation(w) for w in (lx.UA_EDITOR, lx.UA_AGENT, lx.UA_SDK, lx.UA_CURL))
_SMALL_MODEL = _alternation(lx.SMALL_MODEL_HINTS)
_SESSION_HEADERS = (
    "x-session-id",
    "session-id",
    "session_id",
    "thread-id",
    "x-thread-id",
    "conversation-id",
    "x-conversation-id",
)
_TOOL_CACHE: dict[str, tuple[float, ...]] = {}
_I_LOG_TOOLS = _INDEX["log_tools"]


def _tools(tools: Any, f: list[float]) -> int:
    """Tool-count and tool-name features; returns an estimate of the chars the tool schemas add."""
    if not isinstance(tools, list) or not tools:
        return 0
    names: list[str] = []
    for t in tools[:48]:
        if type(t) is dict:
            fn = t.get("function")
            name = fn.get("name") if type(fn) is dict else t.get("name") or t.get("type")
            if type(name) is str:
                names.append(name)
    joined = " ".join(names)
    kinds = _TOOL_CACHE.get(joined)
    if kinds is None:  # an agent sends the same tool set every turn: three regex scans once per tool set
        low = joined.lower()
        kinds = tuple(float(r.search(low) is not None) for r in (_SHELL_RE, _EDIT_RE, _FILE_RE))
        if len(_TOOL_CACHE) >= 1024:
            _TOOL_CACHE.clear()
        _TOOL_CACHE[joined] = kinds
    f[_I_HAS_TOOLS] = 1.0
    f[_I_LOG_TOOLS] = math.log1p(len(tools))
    f[_I_LOG_TOOLS + 1 : _I_LOG_TOOLS + 4] = kinds  # tools_shell, tools_edit, tools_file
    return 600 * len(tools)


def _num(v: Any) -> float | None:
    if isinstance(v, bool) or not isinstance(v, int | float):
        return None
    return float(v) if math.isfinite(v) else None


def _controls(body: Mapping[str, Any], f: list[float]) -> None:
    mt = None
    for k in ("max_tokens", "max_completion_tokens", "max_output_tokens"):
        mt = _num(body.get(k))
        if mt is not None:
            break
    if mt is not None:
        f[_INDEX["has_max_tokens"]] = 1.0
        f[_INDEX["log_max_tokens"]] = math.log1p(max(mt, 0.0))
        f[_INDEX["max_tokens_small"]] = float(mt <= 512)
    stop = body.get("stop")
    if stop is None:
        stop = body.get("stop_sequences")
    if isinstance(stop, str):
        stop = [stop]
    if isinstance(stop, list) and stop:
        f[_INDEX["log_stop"]] = math.log1p(len(stop))
        f[_INDEX["stop_newline"]] = float(any(isinstance(x, str) and "\n" in x for x in stop[:32]))
    temp = _num(body.get("temperature"))
    f[_INDEX["temp_zero"]] = float(temp is not None and temp <= 0.05)
    f[_INDEX["has_suffix"]] = float(isinstance(body.get("suffix"), str))
    n = _num(body.get("n"))
    f[_INDEX["n_gt_1"]] = float(n is not None and n > 1)
    f[_INDEX["stream"]] = float(body.get("stream") is True)
    rf = body.get("response_format")
    f[_INDEX["json_format"]] = float(isinstance(rf, dict) and rf.get("type") in ("json_object", "json_schema"))
    f[_INDEX["reasoning"]] = float(
        isinstance(body.get("reasoning"), dict)
        or isinstance(body.get("thinking"), dict)
        or isinstance(body.get("reasoning_effort"), str)
    )
    f[_INDEX["prompt_cache_key"]] = float(isinstance(body.get("prompt_cache_key"), str))
    md = body.get("metadata")
    f[_INDEX["metadata_user"]] = float(isinstance(md, dict) and isinstance(md.get("user_id"), str))
    tc = body.get("tool_choice")
    f[_INDEX["tool_choice"]] = float(tc is not None and tc != "none")
    f[_INDEX["parallel_tool_calls"]] = float(body.get("parallel_tool_calls") is True)
    model = body.get("model")
    if isinstance(model, str):
        f[_INDEX["model_small"]] = float(_SMALL_MODEL.search(model.lower()) is not None)


_UA_CACHE: dict[str, tuple[float, float, float, float]] = {}


def _ua_families(ua: str) -> tuple[float, float, float, float]:
    """(editor, agent, sdk, curl) for a user agent; cached because a fleet sends few distinct UAs."""
    hit = _UA_CACHE.get(ua)
    if hit is None:
        low = ua.lower()
        hit = tuple(float(r.search(low) is not None) for r in (_UA_EDITOR, _UA_AGENT, _UA_SDK, _UA_CURL))  # type: ignore[assignment]
        if len(_UA_CACHE) > 4096:
            _UA_CACHE.clear()
        _UA_CACHE[ua] = hit  # type: ignore[assignment]
    return hit  # type: ignore[return-value]


def _headers(headers: Mapping[str, str], f: list[float]) -> None:
    ua = headers.get("user-agent")
    if not isinstance(ua, str):
        ua = ""
    f[_INDEX["ua_empty"]] = float(not ua)
    if ua:
        (f[_INDEX["ua_editor"]], f[_INDEX["ua_agent"]], f[_INDEX["ua_sdk"]], f[_INDEX["ua_curl"]]) = _ua_families(ua)
    intent = headers.get("openai-intent")
    if isinstance(intent, str) and intent:
        il = intent.lower()
        if "ghost" in il or "complet" in il:
            f[_INDEX["intent_completion"]] = 1.0
        elif "agent" in il:
            f[_INDEX["intent_agent"]] = 1.0
        else:
            f[_INDEX["intent_other"]] = 1.0
    f[_INDEX["hdr_session"]] = float(any(h in headers for h in _SESSION_HEADERS))
    f[_INDEX["hdr_claude_session"]] = float("x-claude-code-session-id" in headers)
    f[_INDEX["hdr_anthropic_beta"]] = float("anthropic-beta" in headers)


def _structure(s: Summary, f: list[float]) -> None:
    f[_INDEX["last_is_tool_result"]] = float(s.last_is_tool_result)
    f[_INDEX["log_calls_in_last_assistant"]] = math.log1p(s.calls_in_last_assistant)
    f[_INDEX["log_results_since_assistant"]] = math.log1p(s.results_since_assistant)
    f[_INDEX["log_tool_turns"]] = math.log1p(s.n_tool_turns)
    f[_INDEX["frac_tool_turns"]] = s.n_tool_turns / max(1, s.n_msgs)
    f[_INDEX["cline_results"]] = math.log1p(s.cline_results)
    f[_INDEX["log_msgs"]] = math.log1p(s.n_msgs)
    f[_INDEX["log_user_turns"]] = math.log1p(s.n_user)
    f[_INDEX["log_assistant_turns"]] = math.log1p(s.n_assistant)
    f[_INDEX["has_system"]] = float(s.sys_chars > 0)
    f[_INDEX["has_developer"]] = float(s.n_developer > 0)
    f[_INDEX["short_acks"]] = float(min(s.short_acks, 3))
    f[_INDEX["log_sys_chars"]] = math.log1p(s.sys_chars)
    f[_INDEX["log_user_chars"]] = math.log1p(s.user_chars)
    f[_INDEX["media_parts"]] = float(min(s.n_parts_media, 3))


_G = len(_LEX)
_ASK0 = _INDEX["ask_words"]  # ask_words .. ask_small_only are consecutive
_I_SIDE = _LEX.index("side")
(
    _I_USER_QUESTION, _I_NON_ASCII, _I_LIST_ITEMS, _I_PATH_COMMENT, _I_FENCES, _I_CODE_RATIO,
    _I_USER_WORDS, _I_SYS_SIDE, _I_FIM, _I_HOLE, _I_XML, _I_TASK, _I_ENV, _I_EDIT, _I_REPO_MAP,
) = (
    _INDEX[n]
    for n in (
        "user_question", "u_non_ascii", "u_list_items", "path_comment", "code_fences", "code_ratio",
        "log_user_words", "sys_side_task", "fim_sentinel", "hole_marker", "xml_tags", "task_tag",
        "env_details", "edit_format", "repo_map",
    )
)  # fmt: skip


def _text(s: Summary, family: str, f: list[float]) -> None:
    """Words and markers: the ask (instruction prose) for intent, the raw windows for FIM/holes/tags."""
    (u, ask_f, question, non_ascii, items, path_comment, fences, ratio, n_words, fim, hole, task, env) = (
        tx.user_facts(s.user_head, s.user_tail, family == "completions")
    )
    f[_U0 : _U0 + _G] = u
    f[_ASK0 : _ASK0 + 6] = ask_f
    f[_I_USER_QUESTION] = question
    f[_I_NON_ASCII] = non_ascii
    f[_I_LIST_ITEMS] = items
    f[_I_PATH_COMMENT] = path_comment
    f[_I_FENCES] = fences
    f[_I_CODE_RATIO] = ratio
    f[_I_USER_WORDS] = math.log1p(min(s.user_chars, 4000) / 6.0 if s.user_chars > tx.LEX_USER else n_words)
    sys_lex, sys_tags, sys_edit, sys_env, sys_fim = tx.sys_facts(s.sys_head) if s.sys_head else tx.NO_SYS
    if s.sys_head:
        f[_S0 : _S0 + _G] = sys_lex
        # a short system prompt asking for a title / summary / commit message: the user text is the subject
        # (not with tools: short agent prompts also say "summarise what you changed")
        if sys_lex[_I_SIDE] and s.sys_chars < 600 and not f[_I_HAS_TOOLS]:
            f[_I_SYS_SIDE] = 1.0
    al = s.asst_text.lower() if s.asst_text else ""
    first_heads = " ".join(s.user_heads).lower() if s.user_heads else ""
    # tags of the recent user messages' first lines join those of the last ask's windows
    first_tags = frozenset(tx.TAG.findall(first_heads)) if "<" in first_heads else frozenset()
    f[_I_FIM] = float(sys_fim or fim or not tx.FIM_TAGS.isdisjoint(first_tags))
    f[_I_HOLE] = float(hole or not tx.HOLE_TAGS.isdisjoint(first_tags) or not tx.HOLE_TAGS.isdisjoint(sys_tags))
    tool_tags = (sys_tags | frozenset(tx.TAG.findall(al))) if "<" in al else sys_tags
    if tool_tags:
        f[_I_XML] = float(min(sum(1 for t in tool_tags - tx.NOT_TOOL_TAGS if "_" in t), 5))
    f[_I_TASK] = float(task or "task" in first_tags)
    f[_I_ENV] = float(
        sys_env or env or not tx.ENV_TAGS.isdisjoint(first_tags) or not tx.ENV_TAGS.isdisjoint(sys_tags)
    )
    f[_I_EDIT] = float(sys_edit or (bool(al) and any(m in al[: tx.LEX_SYS] for m in lx.EDIT_FORMAT_MARKERS)))
    if first_heads and (
        "map" in first_heads or "summar" in first_heads or "tree" in first_heads or "files in" in first_heads
    ):
        f[_I_REPO_MAP] = float(any(m in first_heads for m in lx.REPO_MAP_MARKERS))


def extract_features(endpoint: str, headers: Mapping[str, str], body: Mapping[str, Any]) -> list[float]:
    """Feature vector in FEATURE_NAMES order. Never raises: odd types give neutral (zero) features."""
    f = [0.0] * len(FEATURE_NAMES)
    if not isinstance(headers, Mapping):
        headers = {}
    if not isinstance(body, Mapping):
        body = {}
    ep = endpoint.split("?", 1)[0].rstrip("/") if isinstance(endpoint, str) else ""
    family = FAMILIES.get(ep, "chat")
    f[_INDEX["fam_" + family]] = 1.0
    f[_INDEX["count_tokens"]] = float(ep.endswith("count_tokens"))
    s = summarize(family, body)
    tool_chars = _tools(body.get("tools"), f)
    _controls(body, f)
    _headers(headers, f)
    _structure(s, f)
    f[_INDEX["log_body_chars"]] = math.log1p(s.body_chars + tool_chars)
    _text(s, family, f)
    if not f[_I_HAS_TOOLS] and not s.n_tool_turns:
        for i, j in _PLAIN_PAIRS:
            f[i] = f[j]
    return f


def clear_caches() -> None:
    """Empty the per-user-agent and per-window caches (a never-seen client; used by the benchmark)."""
    _UA_CACHE.clear()
    _TOOL_CACHE.clear()
    tx.clear_caches()
