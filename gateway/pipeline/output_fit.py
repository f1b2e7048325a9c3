"""An output budget (``max_tokens`` and its equivalents) fitted to the version that serves the request.

Agents ask for large budgets as a ceiling (Claude Code sends ``max_tokens: 32000`` on every request); a
server refuses a request whose prompt plus budget exceeds its window (vLLM checks exactly that). The
budget of the chosen version is clamped to the room its window leaves (``max_tokens_fit: clamp``, the
default), or the request moves to a version where it fits (``move``), or is refused (``refuse``). The
response says what happened in ``x-gateway-max-tokens``. Translated protocols carry their budget (Anthropic
``max_tokens``, Responses ``max_output_tokens``) as chat's ``max_tokens``, so one check serves them all.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from gateway.policy.decide import Decision
from gateway.policy.model import Model, Version
from gateway.protocols.openai_errors import ContextLengthExceeded

FIELDS = ("max_completion_tokens", "max_tokens", "max_output_tokens")  # the last: a native Responses body
HEADER = "x-gateway-max-tokens"


def asked(body: dict[str, Any]) -> int | None:
    """The output budget the request sets, if any."""
    for name in FIELDS:
        value = body.get(name)
        if isinstance(value, int) and not isinstance(value, bool) and value > 0:
            return value
    return None


def room(version: Version, prompt_tokens: int) -> int:
    """Output tokens the version's window leaves after the (estimated) prompt."""
    return version.context_window - prompt_tokens


def clamp(body: dict[str, Any], version: Version, prompt_tokens: int) -> str | None:
    """Clamp the budget in ``body`` (the outbound copy) to the version's room; the header value if it was."""
    budget = asked(body)
    if budget is None:
        return None
    limit = room(version, prompt_tokens)
    if budget <= limit or limit < 1:  # no room at all: left as asked, the upstream's refusal decides
        return None
    for name in FIELDS:
        if name in body:
            body[name] = limit
    return f"clamped={limit}; asked={budget}"


def route(decision: Decision, model: Model, model_name: str, body: dict[str, Any], prompt_tokens: int) -> Decision:
    """Apply a ``move`` or ``refuse`` setting of the chosen version to a budget that does not fit it."""
    budget = asked(body)
    if budget is None:
        return decision
    chosen = model.versions[decision.version]
    if chosen.max_tokens_fit == "clamp" or budget <= room(chosen, prompt_tokens):
        return decision
    if chosen.max_tokens_fit == "move":
        for name, version in model.versions.items():
            if name != decision.version and budget <= room(version, prompt_tokens):
                return replace(decision, version=name, reason=f"{decision.reason}>max-tokens",
                               fallbacks=(decision.version,))
    raise ContextLengthExceeded(
        f"max_tokens {budget} does not fit model '{model_name}': its {chosen.context_window}-token window leaves "
        f"about {max(0, room(chosen, prompt_tokens))} tokens after this prompt; ask for at most that",
        param="max_tokens",
    )
