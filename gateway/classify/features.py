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
from gateway.classify.ask import extract_ask
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
_TAG = re.compile(r"<\|?([a-z][a-z_\u2581]*)\|?>")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]+")
_BRACKET = re.compile(r"\[([a-z_]+)\]")
_FIM_TAGS = frozenset(
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
    )
)
_HOLE_TAGS = frozenset(("fill", "fill_me", "hole", "cursor", "insert", "fill_here", "complete_here", "mask"))
_NOT_TOOL_TAGS = _FIM_TAGS | _HOLE_TAGS
_ENV_TAGS = frozenset(
    (
        "environment_details",
        "env",
        "runtime",
        "repository_info",
        "workspace_info",
        "environment",
        "system_info",
        "cwd",
    )
)
_PATH_COMMENT = re.compile(r"\s*(?:#|//|--|/\*|<!--|;|%)\s*(?:path|file|filename|language)\s*:", re.I)


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
LEX_USER, LEX_HEAD, LEX_SYS = 700, 250, 800  # chars of the user / system windows read for words
SYS_WORDS = 72  # words of the system prompt's head looked up in the lexicon


def _lexical(text: str, out: list[float], base: int, max_words: int = -1) -> int:
    """Set distinct-word hits per lexicon group (capped at 3) for a lower-cased window; returns words seen."""
    if not text:
        return 0
    words = text.split(None, max_words)
    if max_words >= 0 and len(words) > max_words:
        words.pop()
    counts = [0] * len(_LEX)
    for w in lx.VOCAB.intersection(words):
        counts[lx.WORD_GROUP[w]] += 1
    if not text.isascii():
        cjk = "|".join(_CJK.findall(text))
        if cjk:
            for marker, g in lx.CJK_MARKERS:
                if marker in cjk:
                    counts[g] += 1
    for g, c in enumerate(counts):
        if c:
            out[base + g] = 3.0 if c > 3 else float(c)
    return len(words)


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
    joined = " ".join(names).lower()
    f[_INDEX["has_tools"]] = 1.0
    f[_INDEX["log_tools"]] = math.log1p(len(tools))
    f[_INDEX["tools_shell"]] = float(_SHELL_RE.search(joined) is not None)
    f[_INDEX["tools_edit"]] = float(_EDIT_RE.search(joined) is not None)
    f[_INDEX["tools_file"]] = float(_FILE_RE.search(joined) is not None)
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
_I_LEX = {g: _U0 + i for i, g in enumerate(_LEX)}
_I_BUILD, _I_SCOPE, _I_FIX, _I_RUN = (_I_LEX[g] for g in ("build", "scope", "fix", "run"))
_I_SMALL, _I_WIDE, _I_ADD = (_I_LEX[g] for g in ("small", "wide", "add"))
SysFacts = tuple[list[float], frozenset[str], bool, bool, bool]
_SYS_CACHE: dict[str, SysFacts] = {}
_SIDE = _LEX.index("side")


def _sys_facts(sys_head: str) -> SysFacts:
    """Lexicon counts, tags and markers of a system prompt head.

    Cached by the text: a client sends the same system prompt on every turn of a session (and often across
    sessions), so the words of a 1.2 KB prompt are looked up once, not on every request.
    """
    hit = _SYS_CACHE.get(sys_head)
    if hit is None:
        sys_l = sys_head.lower()
        lex = [0.0] * _G
        _lexical(sys_l[:LEX_SYS], lex, 0, SYS_WORDS)
        tags = frozenset(_TAG.findall(sys_l)) if "<" in sys_l else frozenset()
        edit = any(m in sys_l[:LEX_SYS] for m in lx.EDIT_FORMAT_MARKERS)
        hit = (lex, tags, edit, "working directory" in sys_l, "fim" in sys_l[:300])
        if len(_SYS_CACHE) >= 2048:
            _SYS_CACHE.clear()
        _SYS_CACHE[sys_head] = hit
    return hit


def _text(s: Summary, family: str, f: list[float]) -> None:
    """Words and markers: the ask (instruction prose) for intent, the raw windows for FIM/holes/tags."""
    head_l = s.user_head.lower()
    tail_l = s.user_tail.lower()
    user = head_l + "\n" + tail_l if tail_l else head_l
    if family != "completions" and user:
        ask = extract_ask(head_l, tail_l)
        a = ask.text
        n_words = _lexical(a, f, _U0)
        f[_INDEX["ask_words"]] = math.log1p(n_words)
        f[_INDEX["ask_code_share"]] = ask.code_share
        f[_INDEX["ask_paths"]] = float(ask.n_paths)
        if not lx.QUESTION_OPENERS.isdisjoint(a.split(None, 3)[:3]):
            f[_INDEX["ask_question"]] = 1.0
        if f[_I_WIDE] and (f[_I_BUILD] or f[_I_ADD] or f[_I_FIX] or f[_I_SCOPE] or f[_I_RUN]):
            f[_INDEX["ask_wide_change"]] = 1.0
        if f[_I_SMALL] and not (f[_I_BUILD] or f[_I_SCOPE] or f[_I_WIDE] or f[_I_RUN] or f[_I_FIX]):
            f[_INDEX["ask_small_only"]] = 1.0
        stripped = a.rstrip()
        f[_INDEX["user_question"]] = float(stripped.endswith("?") or stripped.endswith("？"))
        f[_INDEX["u_non_ascii"]] = float(not a.isascii())
        instr = a[:400]
        items = instr.count(",") + instr.count(" and ") + instr.count("\n- ") + instr.count("、") + instr.count("，")
        f[_INDEX["u_list_items"]] = float(items if items < 6 else 6)
    else:
        n_words = len(user) // 6
    f[_INDEX["log_user_words"]] = math.log1p(min(s.user_chars, 4000) / 6.0 if s.user_chars > LEX_USER else n_words)
    sys_lex, sys_tags, sys_edit, sys_env, sys_fim = _sys_facts(s.sys_head) if s.sys_head else _NO_SYS
    if s.sys_head:
        f[_S0 : _S0 + _G] = sys_lex
        # a short system prompt asking for a title / summary / commit message: the user text is the subject
        # (not with tools: short agent prompts also say "summarise what you changed")
        if sys_lex[_SIDE] and s.sys_chars < 600 and not f[_I_HAS_TOOLS]:
            f[_INDEX["sys_side_task"]] = 1.0
    al = s.asst_text.lower()
    first_heads = " ".join(s.user_heads).lower()
    asst_tags = set(_TAG.findall(al)) if "<" in al else set()
    user_tags = set(_TAG.findall(user)) if "<" in user else set()
    if "<" in first_heads:
        user_tags.update(_TAG.findall(first_heads))
    brackets = set(_BRACKET.findall(user)) if "[" in user else set()
    f[_INDEX["fim_sentinel"]] = float(
        sys_fim or "fim" in user[:300] or not _FIM_TAGS.isdisjoint(user_tags) or not _FIM_TAGS.isdisjoint(brackets)
    )
    f[_INDEX["hole_marker"]] = float(
        not _HOLE_TAGS.isdisjoint(user_tags)
        or not _HOLE_TAGS.isdisjoint(sys_tags)
        or not _HOLE_TAGS.isdisjoint(brackets)
        or ("{{" in user and any(m in user for m in ("{{fill", "{{hole", "{{cursor", "{{complete", "{{insert")))
    )
    f[_INDEX["path_comment"]] = float(_PATH_COMMENT.match(s.user_head[:200]) is not None)
    if user:
        f[_INDEX["code_fences"]] = float(min(user.count("```"), 4))
        tail = user[-600:]
        f[_INDEX["code_ratio"]] = min(
            1.0, 12.0 * (tail.count("(") + tail.count(";") + tail.count("{") + tail.count("=")) / len(tail)
        )
    tool_tags = (sys_tags | asst_tags) if asst_tags else sys_tags
    if tool_tags:
        f[_INDEX["xml_tags"]] = float(min(sum(1 for t in tool_tags - _NOT_TOOL_TAGS if "_" in t), 5))
    f[_INDEX["task_tag"]] = float("task" in user_tags)
    f[_INDEX["env_details"]] = float(
        sys_env
        or not _ENV_TAGS.isdisjoint(user_tags)
        or not _ENV_TAGS.isdisjoint(sys_tags)
        or "working directory" in user
    )
    f[_INDEX["edit_format"]] = float(sys_edit or (bool(al) and any(m in al[:LEX_SYS] for m in lx.EDIT_FORMAT_MARKERS)))
    if first_heads and (
        "map" in first_heads or "summar" in first_heads or "tree" in first_heads or "files in" in first_heads
    ):
        f[_INDEX["repo_map"]] = float(any(m in first_heads for m in lx.REPO_MAP_MARKERS))


_NO_SYS: SysFacts = ([0.0] * _G, frozenset(), False, False, False)


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
