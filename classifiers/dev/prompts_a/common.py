"""Small shared helpers: the conversation model used by every renderer, fences, seeded picks.

Everything here is deterministic given a random.Random instance; nothing reads the clock or the
environment.
"""
from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass, field
from typing import Any, Sequence


def fence(code: str, lang: str = "") -> str:
    code = code.rstrip("\n")
    return f"```{lang}\n{code}\n```"


def sub_rng(seed: int, *parts: Any) -> random.Random:
    """An independent, reproducible generator for one record / one artefact."""
    h = hashlib.sha256(repr((seed,) + parts).encode("utf-8")).hexdigest()
    return random.Random(int(h[:16], 16))


def pick(rng: random.Random, seq: Sequence[Any]) -> Any:
    return seq[rng.randrange(len(seq))]


def wpick(rng: random.Random, pairs: Sequence[tuple[Any, float]]) -> Any:
    total = sum(w for _, w in pairs)
    x = rng.random() * total
    acc = 0.0
    for item, w in pairs:
        acc += w
        if x < acc:
            return item
    return pairs[-1][0]


@dataclass
class Call:
    """One structured tool call (used by template families with a native tool syntax)."""
    name: str
    args: dict
    call_id: str = ""


@dataclass
class Msg:
    """One turn of a conversation before rendering.

    role: system | user | assistant | tool
    content: the text of the turn. For user turns of first-turn asks, `payload` holds the pasted
    code/diff/schema separately so that instruction-style templates (Alpaca, DeepSeek Coder) can put
    it in their input slot; every other renderer joins text and payload with a blank line.
    calls: structured tool calls of an assistant turn (native protocols only).
    name: tool name for tool turns.
    """
    role: str
    content: str = ""
    payload: str | None = None
    calls: list[Call] | None = None
    name: str | None = None
    call_id: str = ""

    def full(self) -> str:
        if self.payload:
            if self.content:
                return f"{self.content}\n\n{self.payload}"
            return self.payload
        return self.content


@dataclass
class Conv:
    system: str | None
    msgs: list[Msg]
    tools: list[dict] | None = None       # tool specs, rendered natively by some families
    prefill: str = ""                      # text the client pre-fills after the assistant opener
    scratchpad: str | None = None          # for pure-completion agent prompts (ReAct, code agents)
    meta: dict = field(default_factory=dict)


def merge_consecutive(msgs: list[Msg], roles=("user",)) -> list[Msg]:
    """Templates that require strict user/assistant alternation get consecutive same-role turns
    merged (this is what home-made loops do before calling apply_chat_template)."""
    out: list[Msg] = []
    for m in msgs:
        if out and m.role == out[-1].role and m.role in roles and not m.calls and not out[-1].calls:
            prev = out[-1]
            out[-1] = Msg(role=prev.role, content=prev.full() + "\n\n" + m.full())
        else:
            out.append(m)
    return out


def indent(text: str, prefix: str = "    ") -> str:
    return "\n".join(prefix + line if line else line for line in text.split("\n"))


def human_bytes(n: int) -> str:
    for unit in ("B", "K", "M", "G"):
        if n < 1024:
            return f"{n}{unit}" if unit == "B" else f"{n:.1f}{unit}"
        n /= 1024
    return f"{n:.1f}T"
