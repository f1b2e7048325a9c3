"""One ask in the first-turn envelopes of many clients: the generator's own cross-client consistency check.

Why: the label follows the task, so an ask must score about the same whatever client sends it. Each
envelope here is a first turn (no tool history) with the client's system prompt, tools, wrappers and
pasted context drawn as the shape modules draw them; only the ask is shared.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from classifiers import agentic as ag
from classifiers import codegen as cg
from classifiers import vocab as v
from classifiers.text import Ctx

Envelope = Callable[[Ctx, str], tuple[str, dict[str, str], dict[str, Any]]]


def _codex(ctx: Ctx, ask: str) -> tuple[str, dict[str, str], dict[str, Any]]:
    names = ag.tool_names(ctx, "codex")
    items = [
        {"type": "message", "role": "developer", "content": [{"type": "input_text", "text": ctx.filler(1200)}]},
        {"type": "message", "role": "user", "content": [{"type": "input_text",
         "text": "<environment_context>\n  <cwd>/home/dev/api</cwd>\n</environment_context>"}]},
        {"type": "message", "role": "user", "content": [{"type": "input_text", "text": ask}]},
    ]  # fmt: skip
    body = {"model": "gpt-5", "instructions": ag.agent_system(ctx, 12000), "input": items,
            "tools": ag.tools(ctx, names, "responses"), "parallel_tool_calls": True, "store": False,
            "stream": True, "reasoning": {"effort": "medium"}, "prompt_cache_key": ctx.uid()}  # fmt: skip
    return "/v1/responses", {"user-agent": "codex_cli_rs/0.44.0", "session-id": ctx.uid()}, body


def _claude(ctx: Ctx, ask: str) -> tuple[str, dict[str, str], dict[str, Any]]:
    names = ag.tool_names(ctx, "claude")
    content = [{"type": "text", "text": "<system-reminder>\nThe todo list is empty.\n</system-reminder>"},
               {"type": "text", "text": ask}]  # fmt: skip
    body = {"model": "claude-sonnet-4-5", "max_tokens": 32000, "stream": True,
            "system": [{"type": "text", "text": ag.agent_system(ctx, 15000)}],
            "tools": ag.tools(ctx, names, "anthropic"), "messages": [{"role": "user", "content": content}],
            "metadata": {"user_id": json.dumps({"session_id": ctx.uid()})}}  # fmt: skip
    h = {"user-agent": "claude-cli/2.0.8", "anthropic-version": "2023-06-01", "x-claude-code-session-id": ctx.uid()}
    return "/v1/messages", h, body


def _chat_agent(family: str, ua: str) -> Envelope:
    def build(ctx: Ctx, ask: str) -> tuple[str, dict[str, str], dict[str, Any]]:
        names = ag.tool_names(ctx, family)
        msgs = [{"role": "system", "content": ag.agent_system(ctx, 8000)}, {"role": "user", "content": ask}]
        body = {"model": "coder", "messages": msgs, "tools": ag.tools(ctx, names, "chat"), "stream": True}
        return "/v1/chat/completions", {"user-agent": ua}, body

    return build


def _cline_xml(ctx: Ctx, ask: str) -> tuple[str, dict[str, str], dict[str, Any]]:
    names = ag.tool_names(ctx, "cline")
    task = f"<task>\n{ask}\n</task>\n\n{ag.environment_details(ctx)}"
    msgs = [{"role": "system", "content": ag.agent_system(ctx, 30000, xml_tools=names)},
            {"role": "user", "content": task}]  # fmt: skip
    return "/v1/chat/completions", {"user-agent": "Cline/3.20"}, {"model": "coder", "messages": msgs}


def _aider(ctx: Ctx, ask: str) -> tuple[str, dict[str, str], dict[str, Any]]:
    r = ctx.rng
    # a file the ask does not name: the asks' labels were written without knowing what the chat holds
    chat_file = r.choice([f for f in v.FILES if f not in ask] or ["notes.txt"])
    msgs = [
        {"role": "system", "content": "Act as an expert developer. Describe each change with SEARCH/REPLACE "
         "blocks.\n<<<<<<< SEARCH\nold\n=======\nnew\n>>>>>>> REPLACE\n" + ctx.filler(2000)},
        {"role": "user", "content": "Here is the repo map:\n" + cg.file_listing(r, 150)},
        {"role": "assistant", "content": "Ok."},
        {"role": "user", "content": f"I added these files to the chat:\n\n{chat_file}\n```\n{cg.code(r, 6000)}\n```"},
        {"role": "assistant", "content": "Ok, any changes I propose will be to those files."},
        {"role": "user", "content": ask + "\n\nReminder: describe every edit with the edit format above."},
    ]  # fmt: skip
    return "/v1/chat/completions", {"user-agent": "aider/0.86.1"}, {"model": "coder", "messages": msgs}


def _openhands(ctx: Ctx, ask: str) -> tuple[str, dict[str, str], dict[str, Any]]:
    names = ag.tool_names(ctx, "openhands")
    task = ("<uploaded_files>\n/workspace/app\n</uploaded_files>\n<REPOSITORY_INFO>\nrepository acme/api is "
            "cloned.\n</REPOSITORY_INFO>\n" + ask)  # fmt: skip
    msgs = [{"role": "system", "content": ag.agent_system(ctx, 10000)}, {"role": "user", "content": task}]
    body = {"model": "coder", "messages": msgs, "tools": ag.tools(ctx, names, "chat"), "temperature": 0}
    return "/v1/chat/completions", {"user-agent": "litellm/1.72.6"}, body


def _ide_chat(ctx: Ctx, ask: str) -> tuple[str, dict[str, str], dict[str, Any]]:
    msgs = [{"role": "system", "content": "You are an AI programming assistant.\n" + ctx.filler(1500)},
            {"role": "user", "content": ask}]  # fmt: skip
    return (
        "/v1/chat/completions",
        {"user-agent": "vscode/1.104 copilot-chat/0.31"},
        {"model": "gpt-4.1", "messages": msgs},
    )


def _curl(ctx: Ctx, ask: str) -> tuple[str, dict[str, str], dict[str, Any]]:
    return (
        "/v1/chat/completions",
        {"user-agent": "curl/8.5.0"},
        {"model": "auto", "messages": [{"role": "user", "content": ask}]},
    )


def _sdk_messages(ctx: Ctx, ask: str) -> tuple[str, dict[str, str], dict[str, Any]]:
    body = {"model": "claude-sonnet-4-5", "max_tokens": 1024, "system": "You are a helpful assistant.",
            "messages": [{"role": "user", "content": ask}]}  # fmt: skip
    return "/v1/messages", {"user-agent": "Anthropic/Python 0.69.0"}, body


def _text_agent(ctx: Ctx, ask: str) -> tuple[str, dict[str, str], dict[str, Any]]:
    sys_text = ("You solve tasks in a shell. Reply with THOUGHT and exactly one bash block; iterate until every "
                "part is done.\n" + ctx.filler(1500))  # fmt: skip
    msgs = [{"role": "system", "content": sys_text}, {"role": "user", "content": ask}]
    return "/v1/chat/completions", {"user-agent": "mini-swe-agent/1.12"}, {"model": "coder", "messages": msgs}


ENVELOPES: dict[str, Envelope] = {
    "codex": _codex,
    "claude_code": _claude,
    "continue_cn": _chat_agent("continue", "continue-cli/1.5"),
    "copilot_agent": _chat_agent("copilot", "vscode/1.104 copilot-chat/0.31"),
    "cline_xml": _cline_xml,
    "aider": _aider,
    "openhands": _openhands,
    "ide_chat": _ide_chat,
    "curl": _curl,
    "sdk_messages": _sdk_messages,
    "text_agent": _text_agent,
}


def asks(ctx: Ctx, n: int) -> list[tuple[str, str]]:
    """`n` asks with their labels, half single-step and half long-horizon, from the held-out phrasings."""
    out: list[tuple[str, str]] = []
    for i in range(n):
        if i % 2:
            out.append((ctx.any_long(), "long_horizon"))
        else:
            text = ctx.any_single()
            out.append((ctx.with_code(text, ctx.rng.randint(100, 1500)) if ctx.chance(0.3) else text, "single_step"))
    return out
