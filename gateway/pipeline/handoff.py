"""Hand a conversation from one version to another: drop what only the first version's model can read.

Why: a session that moves version (a rescued loop going from ``fast`` to ``standard``) sends the new upstream
a history written by another model. Signed or encrypted reasoning is bound to the model that wrote it (a
``thinking`` signature from one model is refused by another, an encrypted reasoning item cannot be read by
another), so it is removed from the turns written before the switch; plain text, tool calls and tool results
stay, so the loop goes on. What is kept and what is dropped:

- chat assistant turns written before the switch lose ``thinking_blocks`` (litellm's form of Anthropic
  thinking, with signatures), ``reasoning_details`` (signed or encrypted reasoning of routers) and
  ``thinking``/``redacted_thinking`` content blocks; ``reasoning_content`` (plain text) is kept;
- when the newest assistant turn lost its thinking, the request's ``thinking`` setting is dropped for that
  request: an Anthropic upstream refuses a thinking-enabled tool loop whose last assistant turn has none.
  The new version writes its own thinking from its next turn on;
- Anthropic ``/v1/messages`` and Responses ``/v1/responses`` requests reach upstreams in chat form, and the
  translation already drops ``thinking`` blocks and ``reasoning`` items (encrypted content included), so a
  switch needs nothing more there.
"""

from __future__ import annotations

from typing import Any, Final

_SIGNED_FIELDS: Final = ("thinking_blocks", "reasoning_details")
_SIGNED_BLOCKS: Final = frozenset(("thinking", "redacted_thinking"))


def _strip(message: dict[str, Any]) -> dict[str, Any] | None:
    """The message without model-bound reasoning, or None when it carries none (no copy then)."""
    content = message.get("content")
    signed_blocks = isinstance(content, list) and any(
        isinstance(b, dict) and b.get("type") in _SIGNED_BLOCKS for b in content
    )
    if not signed_blocks and not any(f in message for f in _SIGNED_FIELDS):
        return None
    out = {k: v for k, v in message.items() if k not in _SIGNED_FIELDS}
    if signed_blocks and isinstance(content, list):
        out["content"] = [b for b in content if not (isinstance(b, dict) and b.get("type") in _SIGNED_BLOCKS)]
    return out


def for_new_version(body: dict[str, Any], written_before: int) -> dict[str, Any]:
    """``body`` (chat form) with the model-bound reasoning of its first ``written_before`` messages removed.

    Returns ``body`` itself when there is nothing to remove; never changes it in place."""
    messages = body.get("messages")
    if not isinstance(messages, list) or written_before <= 0:
        return body
    changed: dict[int, dict[str, Any]] = {}
    last_assistant = -1
    for i, message in enumerate(messages):
        if isinstance(message, dict) and message.get("role") == "assistant":
            last_assistant = i
            if i < written_before:
                stripped = _strip(message)
                if stripped is not None:
                    changed[i] = stripped
    if not changed:
        return body
    out = dict(body)
    out["messages"] = [changed.get(i, m) for i, m in enumerate(messages)]
    if last_assistant in changed:
        out.pop("thinking", None)
    return out
