"""Shared request builders used by the per-client shape modules.

Why: most agent clients differ only in dialect, tool set and decoration, while the label logic (a first
turn with a big task, a turn inside the loop, a trivial question despite tools) is the same for all.
"""

from __future__ import annotations

from typing import Any

from classifiers import agentic as ag
from classifiers.text import Ctx

SINGLE, LONG = "single_step", "long_horizon"
Example = tuple[str, dict[str, str], dict[str, Any], str]

# modes of an agent-client request and their labels
AGENT_MODES = (
    ("first_long", 0.26),
    ("loop", 0.34),
    ("followup", 0.1),
    ("trivial", 0.22),
    ("short_loop", 0.08),
)


def agent_mode(ctx: Ctx) -> str:
    x = ctx.rng.random()
    for mode, w in AGENT_MODES:
        if x < w:
            return mode
        x -= w
    return "loop"


def task_for(ctx: Ctx, mode: str) -> str:
    if mode == "trivial":
        text = ctx.any_single()
        text = ctx.with_code(text, ctx.rng.randint(80, 2500)) if ctx.chance(0.5) else text
    else:
        text = ctx.any_long()
    return ctx.wrap_context(text) if ctx.chance(0.35) else text


def steps_for(ctx: Ctx, mode: str) -> int:
    if mode in ("first_long", "trivial"):
        return 0
    if mode == "short_loop":
        return ctx.rng.randint(1, 2)
    return max(1, int(ctx.rng.lognormvariate(1.6, 0.9)))


def conversation(
    ctx: Ctx, dialect: str, names: list[str], mode: str, task_content: Any, xml_env: bool = False
) -> list[dict[str, Any]]:
    """User task, then the loop in `dialect` (chat, anthropic, responses, xml, react), then the mode's end."""
    n = steps_for(ctx, mode)
    steps = ag.trace(ctx, names, n)
    if dialect == "responses":
        first: dict[str, Any] = {
            "type": "message",
            "role": "user",
            "content": [{"type": "input_text", "text": task_content}]
            if isinstance(task_content, str)
            else task_content,
        }
    else:
        first = {"role": "user", "content": task_content}
    msgs = [first]
    if dialect == "chat":
        msgs += ag.as_chat(ctx, steps)
    elif dialect == "anthropic":
        msgs += ag.as_anthropic(ctx, steps)
    elif dialect == "responses":
        msgs += ag.as_responses(ctx, steps)
    elif dialect == "react":
        msgs += ag.as_react(ctx, steps)
    else:
        msgs += ag.as_xml(ctx, steps, xml_env)
    if mode in ("followup", "short_loop") or (mode == "loop" and ctx.chance(0.15)):
        text = ctx.continue_text() if ctx.chance(0.6) else ctx.any_long()
        if dialect == "responses":
            msgs.append({"type": "message", "role": "user", "content": [{"type": "input_text", "text": text}]})
        else:
            msgs.append({"role": "user", "content": text})
    return msgs


def label_for(mode: str) -> str:
    return SINGLE if mode == "trivial" else LONG


def chat_history(ctx: Ctx, turns: int) -> list[dict[str, Any]]:
    """Earlier IDE-chat turns (questions and answers, no tools)."""
    out: list[dict[str, Any]] = []
    for _ in range(turns):
        out.append({"role": "user", "content": ctx.any_single()})
        out.append({"role": "assistant", "content": ctx.filler(ctx.rng.randint(100, 1500))})
    return out
