"""Cheap shape checks of the fields the gateway itself relies on (not the whole OpenAI schema).

The upstream validates the rest; here we only refuse what would make our own accounting or routing wrong,
so that bad input gets a clear 400 instead of reaching an upstream or crashing a step.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from gateway.protocols.openai_errors import BadRequest

_INT_FIELDS = ("max_tokens", "max_completion_tokens", "n")
_TYPES: dict[str, tuple[type, ...]] = {
    "stream": (bool,),
    "tools": (list,),
    "stop": (str, list),
    "stream_options": (dict,),
    "response_format": (dict,),
    "temperature": (int, float),
    "top_p": (int, float),
    "suffix": (str,),
    "user": (str,),
}
MAX_TOKENS_CAP = 10_000_000
# Query values and path parameters (periods, team names, task and run ids): longer ones name nothing.
MAX_PARAM_CHARS = 512
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")


def _check_types(body: dict[str, Any]) -> None:
    for name, kinds in _TYPES.items():
        value = body.get(name)
        if value is not None and (not isinstance(value, kinds) or (bool not in kinds and isinstance(value, bool))):
            names = " or ".join(k.__name__.replace("dict", "object").replace("list", "array") for k in kinds)
            raise BadRequest(f"'{name}' must be {names}", param=name, code="invalid_type")
    for name in _INT_FIELDS:
        value = body.get(name)
        if value is not None and (
            not isinstance(value, int) or isinstance(value, bool) or value < 1 or value > MAX_TOKENS_CAP
        ):
            raise BadRequest(f"'{name}' must be a positive integer", param=name, code="invalid_value")


def check_chat(body: dict[str, Any], max_messages: int) -> None:
    _check_types(body)
    messages = body.get("messages")
    if messages is None:
        raise BadRequest("'messages' is required", param="messages", code="missing_required_parameter")
    if not isinstance(messages, list) or not messages:
        raise BadRequest("'messages' must be a non-empty array", param="messages", code="invalid_type")
    if len(messages) > max_messages:
        raise BadRequest(
            f"too many messages ({len(messages)} > {max_messages})", param="messages", code="too_many_messages"
        )
    for index, message in enumerate(messages):
        if not isinstance(message, dict) or not isinstance(message.get("role"), str):
            raise BadRequest(
                f"messages[{index}] must be an object with a string 'role'",
                param=f"messages[{index}]",
                code="invalid_type",
            )


def check_completion(body: dict[str, Any]) -> None:
    _check_types(body)
    prompt = body.get("prompt")
    if prompt is None:
        raise BadRequest("'prompt' is required", param="prompt", code="missing_required_parameter")
    if not isinstance(prompt, (str, list)):
        raise BadRequest("'prompt' must be a string or an array", param="prompt", code="invalid_type")


def check_embeddings(body: dict[str, Any]) -> None:
    value = body.get("input")
    if value is None:
        raise BadRequest("'input' is required", param="input", code="missing_required_parameter")
    if not isinstance(value, (str, list)) or (isinstance(value, list) and not value):
        raise BadRequest("'input' must be a string or a non-empty array", param="input", code="invalid_type")
    fmt = body.get("encoding_format")
    if fmt is not None and fmt not in ("float", "base64"):
        raise BadRequest("'encoding_format' must be 'float' or 'base64'", param="encoding_format", code="invalid_value")


def check_message_count(body: dict[str, Any], max_messages: int) -> None:
    messages = body.get("messages")
    if isinstance(messages, list) and len(messages) > max_messages:
        raise BadRequest(
            f"too many messages ({len(messages)} > {max_messages})", param="messages", code="too_many_messages"
        )


def check_params(params: Iterable[tuple[str, str]]) -> None:
    """Refuse (400) a query or path parameter with control characters or of absurd length.

    No such value names a period, a team, a task or a run; refused here, it can neither reach a store that
    rejects it (PostgreSQL refuses NUL) nor a response header (CR, LF)."""
    for name, value in params:
        shown = _CONTROL.sub("?", name[:64])
        if _CONTROL.search(name) or _CONTROL.search(value):
            raise BadRequest(f"the parameter '{shown}' contains control characters", param=shown,
                             code="invalid_parameter")
        if len(name) > MAX_PARAM_CHARS or len(value) > MAX_PARAM_CHARS:
            raise BadRequest(f"the parameter '{shown}' is longer than {MAX_PARAM_CHARS} characters", param=shown,
                             code="invalid_parameter")
