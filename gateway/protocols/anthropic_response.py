"""OpenAI chat completion response -> Anthropic Message (non-streaming `POST /v1/messages`).

Tool-call arguments that are not a JSON object (truncated or malformed upstream output) become `input: {}`:
Anthropic's schema requires an object, and Claude Code validates tool input against the tool's schema, so the
model receives a validation error as the tool result and retries, instead of the SDK failing the whole turn.
Usage follows Anthropic's split: `input_tokens` excludes cached tokens, which go to `cache_read_input_tokens`
(chat's `prompt_tokens` includes them); Claude Code sums the two to size its context.
"""

from __future__ import annotations

from typing import Any

from gateway.protocols._wire import as_dict, as_list, as_str, chat_usage, new_id, parse_object

_STOP_REASONS = {
    "stop": "end_turn",
    "length": "max_tokens",
    "tool_calls": "tool_use",
    "function_call": "tool_use",
    "content_filter": "refusal",
}


def stop_reason(finish_reason: Any, has_tool_calls: bool, matched_stop: Any = None) -> str:
    """Anthropic stop_reason for a chat finish_reason (vLLM reports the matched stop string separately)."""
    if has_tool_calls:
        return "tool_use"
    if finish_reason == "stop" and isinstance(matched_stop, str):
        return "stop_sequence"
    return _STOP_REASONS.get(as_str(finish_reason), "end_turn")


def anthropic_usage(usage: dict[str, Any]) -> dict[str, int]:
    prompt, completion, cached = chat_usage(usage)
    return {
        "input_tokens": max(prompt - cached, 0),
        "output_tokens": completion,
        "cache_creation_input_tokens": 0,
        "cache_read_input_tokens": cached,
    }


def tool_use_block(call_id: str, name: str, arguments: str) -> dict[str, Any]:
    return {
        "type": "tool_use",
        "id": call_id or new_id("toolu_"),
        "name": name,
        "input": parse_object(arguments) or {},
    }


def chat_to_message(resp: dict[str, Any], requested_model: str) -> dict[str, Any]:
    """Translate a chat completion; tolerant of missing fields (an empty reply is an empty end_turn)."""
    choice = as_dict(next(iter(as_list(as_dict(resp).get("choices"))), None))
    message = as_dict(choice.get("message"))
    content: list[dict[str, Any]] = []
    text = _text(message.get("content"))
    if text:
        content.append({"type": "text", "text": text})
    calls = [as_dict(call) for call in as_list(message.get("tool_calls"))]
    for call in calls:
        function = as_dict(call.get("function"))
        content.append(tool_use_block(as_str(call.get("id")), as_str(function.get("name")),
                                      as_str(function.get("arguments"))))
    matched = choice.get("stop_reason")
    reason = stop_reason(choice.get("finish_reason"), bool(calls), matched)
    return {
        "id": new_id("msg_"),
        "type": "message",
        "role": "assistant",
        "model": requested_model,
        "content": content,
        "stop_reason": reason,
        "stop_sequence": matched if reason == "stop_sequence" else None,
        "usage": anthropic_usage(as_dict(as_dict(resp).get("usage"))),
    }


def _text(content: Any) -> str:
    """Chat content is usually a string; some upstreams answer with a list of text parts."""
    if isinstance(content, str):
        return content
    return "".join(as_str(as_dict(part).get("text")) for part in as_list(content))
