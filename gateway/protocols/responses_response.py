"""Chat completion response -> OpenAI Response object (non-streaming `POST /v1/responses`), plus the pieces
the stream translator shares: the Response envelope with the echo fields the SDK and Codex read, usage, items.

A finish_reason of `length` or `content_filter` gives `status: "incomplete"` with `incomplete_details`, as
OpenAI does. Function-call arguments pass through as the upstream wrote them (Responses carries them as a
string; the client parses them).
"""

from __future__ import annotations

import time
from typing import Any

from gateway.protocols._wire import as_dict, as_int, as_list, as_str, chat_usage, new_id

_INCOMPLETE = {"length": "max_output_tokens", "content_filter": "content_filter"}


def responses_usage(usage: dict[str, Any]) -> dict[str, Any]:
    prompt, completion, cached = chat_usage(usage)
    reasoning = as_int(as_dict(usage.get("completion_tokens_details")).get("reasoning_tokens"))
    return {
        "input_tokens": prompt,
        "input_tokens_details": {"cached_tokens": cached, "cache_write_tokens": 0},
        "output_tokens": completion,
        "output_tokens_details": {"reasoning_tokens": reasoning},
        "total_tokens": prompt + completion,
    }


def message_item(item_id: str, text: str, status: str = "completed") -> dict[str, Any]:
    content = [{"type": "output_text", "text": text, "annotations": [], "logprobs": []}]
    return {"id": item_id, "type": "message", "role": "assistant", "status": status, "content": content}


def function_call_item(item_id: str, call_id: str, name: str, arguments: str,
                       status: str = "completed") -> dict[str, Any]:
    return {"id": item_id, "type": "function_call", "status": status, "call_id": call_id or new_id("call_"),
            "name": name, "arguments": arguments}


def response_object(
    response_id: str,
    requested_model: str,
    request_body: dict[str, Any],
    *,
    output: list[dict[str, Any]],
    status: str,
    usage: dict[str, Any] | None,
    created_at: float,
    finish_reason: str | None = None,
) -> dict[str, Any]:
    """The Response envelope, echoing the request's settings the way OpenAI does."""
    body = as_dict(request_body)
    reason = _INCOMPLETE.get(finish_reason or "")
    if status == "completed" and reason:
        status = "incomplete"
    text = body.get("text") if isinstance(body.get("text"), dict) else {"format": {"type": "text"}}
    instructions = body.get("instructions")
    return {
        "id": response_id,
        "object": "response",
        "created_at": created_at,
        "status": status,
        "background": False,
        "error": None,
        "incomplete_details": {"reason": reason} if status == "incomplete" else None,
        "instructions": instructions if isinstance(instructions, str | list) else None,
        "max_output_tokens": body.get("max_output_tokens"),
        "metadata": body.get("metadata") if isinstance(body.get("metadata"), dict) else {},
        "model": requested_model,
        "output": output,
        "parallel_tool_calls": body.get("parallel_tool_calls", True) is not False,
        "previous_response_id": body.get("previous_response_id"),
        "prompt_cache_key": body.get("prompt_cache_key"),
        "reasoning": body.get("reasoning") if isinstance(body.get("reasoning"), dict) else None,
        "store": body.get("store", True) is not False,
        "temperature": body.get("temperature", 1.0),
        "text": text,
        "tool_choice": body.get("tool_choice", "auto"),
        "tools": [tool for tool in as_list(body.get("tools")) if isinstance(tool, dict)],
        "top_p": body.get("top_p", 1.0),
        "truncation": "disabled",
        "usage": usage,
        "user": body.get("user"),
    }


def chat_to_response(
    resp: dict[str, Any], requested_model: str, request_body: dict[str, Any], response_id: str | None = None
) -> dict[str, Any]:
    """Translate a chat completion; tolerant of missing fields (an empty reply is an empty message)."""
    resp = as_dict(resp)
    choice = as_dict(next(iter(as_list(resp.get("choices"))), None))
    message = as_dict(choice.get("message"))
    content = message.get("content")
    text = content if isinstance(content, str) else "".join(
        as_str(as_dict(part).get("text")) for part in as_list(content))
    calls = [as_dict(call) for call in as_list(message.get("tool_calls"))]
    output: list[dict[str, Any]] = []
    if text or not calls:
        output.append(message_item(new_id("msg_"), text))
    for call in calls:
        function = as_dict(call.get("function"))
        output.append(function_call_item(new_id("fc_"), as_str(call.get("id")), as_str(function.get("name")),
                                         as_str(function.get("arguments"))))
    created = resp.get("created")
    return response_object(
        response_id or new_id("resp_"), requested_model, request_body,
        output=output, status="completed", usage=responses_usage(as_dict(resp.get("usage"))),
        created_at=created if isinstance(created, int | float) else time.time(),
        finish_reason=as_str(choice.get("finish_reason")) or None,
    )


def conversation_items(
    request_body: dict[str, Any], response: dict[str, Any], history: list[dict[str, Any]] | None = None
) -> list[dict[str, Any]]:
    """What to store under a response id so a later `previous_response_id` can pass it as `history`:
    the earlier history, this request's input items and this response's output items (instructions are not
    carried over, as in OpenAI's API)."""
    raw = as_dict(request_body).get("input")
    items = [{"type": "message", "role": "user", "content": raw}] if isinstance(raw, str) else [
        item for item in as_list(raw) if isinstance(item, dict)]
    return [*(history or []), *items, *as_list(as_dict(response).get("output"))]
