"""Compare one (live, candidate) pair of answers to the same request: pure functions, bounded cost.

A pair AGREES when both failed alike, or when both answered and: the finish reasons match; tool-call answers
call the same tools with JSON-equal arguments that are valid against the request's schemas; text answers
match after normalization or are at least ``min_similarity`` alike; and JSON asked for stays valid JSON.
Text similarity is token-multiset F1 on bounded text: linear time, unlike difflib's quadratic worst case.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import orjson

from gateway.protocols._wire import content_text

MAX_CHARS = 8_000
_SPACE = re.compile(r"\s+")
_TOKEN = re.compile(r"\w+|[^\w\s]")
_TRAILING = " \t\n.!?;:,"


@dataclass(frozen=True, slots=True)
class Observed:
    """One side of a pair: the response dict (None when the call failed) and what it cost."""

    result: dict[str, Any] | None
    latency_ms: float
    ttft_ms: float | None = None
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_micros: int | None = None
    error: str | None = None


@dataclass(frozen=True, slots=True)
class Answer:
    text: str
    tool_calls: tuple[tuple[str, str], ...]
    finish_reason: str | None


@dataclass(frozen=True, slots=True)
class Comparison:
    """Every measure of one pair; ``None`` means the measure does not apply (no tools, no JSON asked)."""

    agree: bool
    reasons: tuple[str, ...]
    exact: bool
    similarity: float
    tool_names_equal: bool | None
    tool_args_equal: bool | None
    tool_args_valid: bool | None
    tool_agree: bool | None
    finish_live: str | None
    finish_candidate: str | None
    json_asked: bool
    live_json_valid: bool | None
    candidate_json_valid: bool | None
    latency_delta_ms: float
    ttft_delta_ms: float | None
    tokens_delta: int
    cost_delta_micros: int | None
    live_error: str | None
    candidate_error: str | None


def answer_of(result: dict[str, Any] | None) -> Answer:
    """The first choice's text, tool calls (name, raw arguments) and finish reason (chat or legacy)."""
    choices = (result or {}).get("choices") or []
    choice = choices[0] if choices and isinstance(choices[0], dict) else {}
    message = choice.get("message") if isinstance(choice.get("message"), dict) else None
    if message is None:
        return Answer(str(choice.get("text") or "")[:MAX_CHARS], (), choice.get("finish_reason"))
    calls = []
    for call in message.get("tool_calls") or []:
        function = call.get("function") if isinstance(call, dict) else None
        if isinstance(function, dict):
            calls.append((str(function.get("name", "")), str(function.get("arguments") or "")))
    text = content_text(message.get("content"))[:MAX_CHARS]
    return Answer(text, tuple(calls), choice.get("finish_reason"))


def normalize(text: str) -> str:
    """Case, runs of whitespace and trailing punctuation do not make two answers different."""
    return _SPACE.sub(" ", text[:MAX_CHARS].lower()).strip().rstrip(_TRAILING)


def similarity(a: str, b: str) -> float:
    """Token-multiset F1 of two texts in [0, 1]; two empty texts are identical."""
    ta, tb = _TOKEN.findall(normalize(a)), _TOKEN.findall(normalize(b))
    if not ta and not tb:
        return 1.0
    common = sum((Counter(ta) & Counter(tb)).values())
    return 2.0 * common / (len(ta) + len(tb))


def _loads(raw: str) -> tuple[bool, Any]:
    try:
        return True, orjson.loads(raw)
    except orjson.JSONDecodeError:
        return False, None


def tool_schemas(request: dict[str, Any]) -> dict[str, Any]:
    """Tool name -> its JSON schema (``parameters``), from the request's ``tools``."""
    found: dict[str, Any] = {}
    for tool in request.get("tools") or []:
        function = tool.get("function") if isinstance(tool, dict) else None
        if isinstance(function, dict) and isinstance(function.get("name"), str):
            found[function["name"]] = function.get("parameters") or {"type": "object"}
    return found


@lru_cache(maxsize=256)
def _validator(schema_json: bytes) -> Any:
    # imported here: jsonschema is slow to import and only shadow comparisons of tool calls need it
    from jsonschema import exceptions as schema_exceptions
    from jsonschema import validators

    schema = orjson.loads(schema_json)
    cls = validators.validator_for(schema)
    try:
        cls.check_schema(schema)
    except schema_exceptions.SchemaError:
        return None
    return cls(schema)


def args_valid(schemas: dict[str, Any], name: str, raw: str) -> bool:
    """Arguments parse as a JSON object and satisfy the named tool's schema (an unknown tool is invalid).
    A schema that is itself invalid cannot judge, so such arguments count as valid."""
    ok, value = _loads(raw)
    if not ok or not isinstance(value, dict) or name not in schemas:
        return False
    validator = _validator(orjson.dumps(schemas[name], option=orjson.OPT_SORT_KEYS))
    return validator is None or validator.is_valid(value)


def json_asked(request: dict[str, Any]) -> bool:
    fmt = request.get("response_format")
    return isinstance(fmt, dict) and fmt.get("type") in ("json_object", "json_schema")


def _json_valid(text: str) -> bool:
    return _loads(text.strip())[0] if text.strip() else False


def _tools(request: dict[str, Any], live: Answer, cand: Answer) -> tuple[bool | None, ...]:
    if not live.tool_calls and not cand.tool_calls:
        return None, None, None, None
    schemas = tool_schemas(request)
    names = [n for n, _ in live.tool_calls] == [n for n, _ in cand.tool_calls]
    pairs = zip(live.tool_calls, cand.tool_calls, strict=False)
    args_equal = names and all(_loads(a)[0] and _loads(a) == _loads(b) for (_, a), (_, b) in pairs)
    valid = bool(cand.tool_calls) and all(args_valid(schemas, n, a) for n, a in cand.tool_calls)
    return names, args_equal, valid, bool(names and args_equal and valid)


def compare(
    request: dict[str, Any], live: Observed, candidate: Observed, min_similarity: float = 0.6
) -> Comparison:
    """All measures of one pair and the verdict on it, with the reasons it disagrees."""
    la, ca = answer_of(live.result), answer_of(candidate.result)
    live_failed = live.error is not None or live.result is None
    cand_failed = candidate.error is not None or candidate.result is None
    names, args_equal, valid, tool_agree = _tools(request, la, ca)
    same_text = normalize(la.text) == normalize(ca.text)
    sim = 1.0 if same_text else similarity(la.text, ca.text)
    exact = same_text and (tool_agree is None or bool(names and args_equal))
    asked = json_asked(request)
    live_json = _json_valid(la.text) if asked and not live_failed else None
    cand_json = _json_valid(ca.text) if asked and not cand_failed else None
    reasons: list[str] = []
    if live_failed or cand_failed:
        if not (live_failed and cand_failed):
            reasons.append("candidate_error" if cand_failed else "live_error")
    else:
        if la.finish_reason != ca.finish_reason:
            reasons.append("finish_reason")
        if tool_agree is not None:
            if not tool_agree:
                reasons.append("tool_calls")
        elif not exact and sim < min_similarity:
            reasons.append("text")
        if asked and live_json and not cand_json:
            reasons.append("json_invalid")
    ttft = None if live.ttft_ms is None or candidate.ttft_ms is None else candidate.ttft_ms - live.ttft_ms
    cost = (None if live.cost_micros is None or candidate.cost_micros is None
            else candidate.cost_micros - live.cost_micros)
    return Comparison(
        agree=not reasons, reasons=tuple(reasons), exact=exact, similarity=round(sim, 4),
        tool_names_equal=names, tool_args_equal=args_equal, tool_args_valid=valid, tool_agree=tool_agree,
        finish_live=la.finish_reason, finish_candidate=ca.finish_reason, json_asked=asked,
        live_json_valid=live_json, candidate_json_valid=cand_json,
        latency_delta_ms=candidate.latency_ms - live.latency_ms, ttft_delta_ms=ttft,
        tokens_delta=(candidate.prompt_tokens + candidate.completion_tokens)
        - (live.prompt_tokens + live.completion_tokens),
        cost_delta_micros=cost, live_error=live.error, candidate_error=candidate.error,
    )
