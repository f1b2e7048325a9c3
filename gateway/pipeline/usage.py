"""Token usage of an answer: read from the upstream's ``usage``, or estimated when it is missing."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(slots=True)
class Usage:
    prompt_tokens: int = 0
    cached_tokens: int = 0
    completion_tokens: int = 0
    estimated: bool = False
    cache_write_tokens: int = 0  # of prompt_tokens, written to the provider's prompt cache (Anthropic)

    @property
    def total(self) -> int:
        return self.prompt_tokens + self.completion_tokens


def _int(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0


def usage_from(data: Any) -> Usage | None:
    """Usage from an OpenAI-shaped ``usage`` object (chat, completions, embeddings)."""
    if not isinstance(data, dict):
        return None
    details = data.get("prompt_tokens_details")
    cached = _int(details.get("cached_tokens")) if isinstance(details, dict) else 0
    return Usage(
        prompt_tokens=_int(data.get("prompt_tokens")),
        cached_tokens=cached,
        completion_tokens=_int(data.get("completion_tokens")),
    )


def estimate_prompt_tokens(body_bytes: int) -> int:
    """About four bytes of JSON a token: cheap, no tokenizer on the hot path, errs on the high side."""
    return max(1, body_bytes // 4)
