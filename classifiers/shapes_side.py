"""Side calls that many clients make besides their main turns: titles, commit messages, summaries.

Why a shared builder: real clients of every kind do this (chat panels title their threads, IDEs write commit
messages, agents compact their history); if only one family did, its headers would become the tell.
"""

from __future__ import annotations

from typing import Any

from classifiers import agentic as ag
from classifiers import codegen as cg
from classifiers import vocab as v
from classifiers.shapes_common import SINGLE, Example, conversation
from classifiers.text import Ctx


def side_call(ctx: Ctx, uas: list[str], extra_headers: dict[str, str] | None = None) -> Example:
    """A chat-completions side call; the request being titled or summarised may itself be a big task."""
    r = ctx.rng
    kind = r.random()
    msgs: list[dict[str, Any]]
    if kind < 0.4:
        ask = ctx.pick(v.SIDE_TITLE)
        subject = ctx.any_long() if ctx.chance(0.5) else ctx.any_single()
        if ctx.chance(0.5):
            msgs = [{"role": "system", "content": ask}, {"role": "user", "content": subject}]
        else:
            msgs = [{"role": "user", "content": f"{ask}\n\n{subject}"}]
    elif kind < 0.7:
        ask = ctx.pick(v.SIDE_COMMIT)
        msgs = [{"role": "user", "content": f"{ask}\n\n{cg.diff(r, int(r.lognormvariate(7.3, 1.0)))}"}]
        if ctx.chance(0.5):
            msgs.insert(0, {"role": "system", "content": "You are an expert at writing git commit messages."})
    else:
        names = ag.tool_names(ctx, r.choice(["copilot", "continue", "zed", "generic"]))
        msgs = [{"role": "system", "content": "You summarise coding conversations."}]
        msgs += conversation(ctx, "chat", names, "loop", ctx.any_long())
        msgs.append({"role": "user", "content": ctx.pick(v.SIDE_SUMMARY)})
    body: dict[str, Any] = {"model": ctx.model(small=True), "messages": msgs, "stream": ctx.chance(0.5)}
    if ctx.chance(0.5):
        body["max_tokens"] = r.choice([50, 100, 256, 1024, 4096])
    if ctx.chance(0.3):
        body["temperature"] = r.choice([0, 0.2, 0.7])
    if ctx.chance(0.1):
        body["reasoning_effort"] = "low"
    return "/v1/chat/completions", ctx.headers(uas, **(extra_headers or {})), body, SINGLE
