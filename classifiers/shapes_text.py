"""Clients the other shape modules do not model: text-protocol agents (chat and legacy completions), agents
with unfamiliar envelopes, edit-format clients other than aider, and autocomplete plugins with other FIM
conventions.

Why: a classifier that learned a handful of clients' envelopes fails on the next client. Here every
envelope part (user agent, system prompt wording, tool names and count, protocol layout) is drawn at
random, often with words that sound like big work ("every", "iterate until done"), while the label follows
only the rule: tool output in the history -> long; otherwise the ask decides.
"""

from __future__ import annotations

from typing import Any

from classifiers import agentic as ag
from classifiers import codegen as cg
from classifiers import vocab as v
from classifiers.shapes_common import LONG, SINGLE, Example, agent_mode, conversation, label_for, steps_for, task_for
from classifiers.text import Ctx

_UAS = [
    "opencode/0.14.1",
    "gemini-cli/0.8.2",
    "goose/1.9.0",
    "Cursor/1.7.3",
    "Windsurf/1.12",
    "Kilo-Code/4.99",
    "avante.nvim/0.1",
    "gptel/0.9.8",
    "Tabby/0.30.0",
    "Cody/1.90",
    "llm/0.27.1",
    "autogen/0.7",
    "crewai/0.201",
    "smolagents/1.22",
    "pydantic-ai/1.0",
    "mini-swe-agent/1.12",
    "plandex/2.2",
    "Refact/6.4",
    "twinny/3.20",
    "JetBrains-AI/252.1",
    "my-bot/0.1",
    "python-requests/2.32.5",
    "node",
    "",
]
_SYS_OPENERS = [
    "You are {name}, a terminal assistant for software work.",
    "You are an assistant embedded in a developer tool.",
    "{name} helps engineers with every kind of coding task, from one-line answers to whole projects.",
    "You are a careful senior engineer.",
    "You have access to the user's machine through the actions below.",
    "Act as a pair programmer.",
]
_SYS_LINES = [
    "Iterate until the task is completely done; never stop halfway.",
    "Handle all files in the workspace consistently.",
    "Answer questions directly when no action is needed.",
    "Always verify your work by running the test suite.",
    "Every change must keep the build green.",
    "Be brief. Use markdown.",
    "Explore the repository before editing anything.",
    "You may run any shell command in the sandbox.",
    "If the user only asks a question, answer it without using tools.",
    "Refactor across the entire codebase when needed.",
    "Respond in the user's language.",
]
_NAMES = ["Forge", "Nimbus", "Quill", "Atlas", "Kite", "Otto", "Pilot", "Relay"]
_VERBS = ["run", "exec", "read", "write", "patch", "find", "grep", "view", "list", "fetch", "open", "apply", "do"]
_NOUNS = ["shell", "file", "files", "code", "cmd", "dir", "text", "web", "task", "edit", "search", "notes"]


def _system(ctx: Ctx, protocol: str = "") -> str:
    r = ctx.rng
    parts = [r.choice(_SYS_OPENERS).format(name=r.choice(_NAMES))]
    parts += r.sample(_SYS_LINES, r.randint(1, 6))
    if protocol:
        parts.append(protocol)
    if ctx.chance(0.6):
        parts.append(ctx.filler(int(r.lognormvariate(7.0, 1.2))))
    return "\n\n".join(parts)


def _tool_names(ctx: Ctx) -> list[str]:
    r = ctx.rng
    return list(
        dict.fromkeys(
            f"{r.choice(_VERBS)}{r.choice(['_', '', '-'])}{r.choice(_NOUNS)}" for _ in range(r.randint(1, 30))
        )
    )


def _protocol(ctx: Ctx, names: list[str]) -> str:
    r = ctx.rng
    return r.choice(
        [
            "Reply with a THOUGHT paragraph and exactly one bash code block; its output comes back to you.",
            "Use this format:\nThought: your reasoning\nAction: one of [" + ", ".join(names[:8]) + "]\n"
            "Action Input: JSON arguments\nObservation: the result\n... repeat ...\nFinal Answer: the answer",
            "Wrap shell commands in <execute></execute> tags. You will see their output next.",
            'Emit actions as JSON {"tool": name, "args": {...}}. Tools: ' + ", ".join(names[:10]),
            "To act, write the tool name as an XML tag: " + " ".join(f"<{n}>" for n in names[:6]),
        ]
    )


def _ask(ctx: Ctx, mode: str) -> tuple[str, str]:
    if mode == "trivial":
        return ctx.any_single() if ctx.chance(0.7) else ctx.with_code(
            ctx.any_single(), ctx.rng.randint(80, 1500)
        ), SINGLE
    return task_for(ctx, mode), LONG


def text_agent_chat(ctx: Ctx) -> Example:
    """A text-protocol agent on chat completions: actions in assistant text, tool output back as user text."""
    r = ctx.rng
    mode = agent_mode(ctx)
    names = _tool_names(ctx)
    task, label = _ask(ctx, mode)
    n = steps_for(ctx, mode)
    msgs: list[dict[str, Any]] = [{"role": "system", "content": _system(ctx, _protocol(ctx, names))}]
    msgs.append({"role": "user", "content": task})
    for _text, name, args, output in ag.trace(ctx, names, n):
        cmd = args.get("command") or f"cat {args.get('path')}"
        msgs.append({"role": "assistant", "content": ag.text_action(ctx, name, cmd)})
        msgs.append({"role": "user", "content": ag.observation(ctx, output, cmd)})
    if n and ctx.chance(0.2):
        msgs.append({"role": "user", "content": ctx.continue_text()})
    body: dict[str, Any] = {"model": ctx.model(), "messages": msgs}
    if ctx.chance(0.5):
        body["temperature"] = r.choice([0, 0.2, 1.0])
    if ctx.chance(0.3):
        body["stop"] = ["Observation:", "</execute>"]
    return "/v1/chat/completions", ctx.headers(_UAS), body, LONG if n else label


def scratchpad_agent(ctx: Ctx) -> Example:
    """A framework agent that resends its whole scratchpad inside one user message (chat or completions)."""
    r = ctx.rng
    mode = agent_mode(ctx)
    names = _tool_names(ctx)
    task, label = _ask(ctx, mode)
    n = steps_for(ctx, mode)
    lines = [_system(ctx, _protocol(ctx, names)), "", f"Question: {task}" if ctx.chance(0.5) else f"Task: {task}"]
    for _text, name, args, output in ag.trace(ctx, names, n):
        cmd = args.get("command") or f"cat {args.get('path')}"
        lines.append(ag.text_action(ctx, name, cmd))
        lines.append(ag.observation(ctx, output, cmd))
    lines.append(r.choice(["Thought:", "THOUGHT:", "Next action:", ""]))
    prompt = "\n".join(lines)
    if ctx.chance(0.5):
        body: dict[str, Any] = {
            "model": ctx.model(),
            "prompt": prompt,
            "max_tokens": r.choice([256, 512, 1024, 2048]),
            "stop": ["\nObservation:", "</execute>"] if ctx.chance(0.6) else None,
            "temperature": 0,
        }
        if body["stop"] is None:
            del body["stop"]
        ep = "/v1/completions"
    else:
        body = {"model": ctx.model(), "messages": [{"role": "user", "content": prompt}]}
        ep = "/v1/chat/completions"
    return ep, ctx.headers(_UAS), body, LONG if n else label


def other_agent(ctx: Ctx) -> Example:
    """An agent the other modules do not model: native tools, unfamiliar envelope, any dialect."""
    r = ctx.rng
    mode = agent_mode(ctx)
    names = _tool_names(ctx)
    task = task_for(ctx, mode)
    if mode == "trivial" and ctx.chance(0.3):
        task = ctx.with_code(ctx.any_single(), r.randint(100, 3000))
    dialect = r.choice(["chat", "chat", "responses", "anthropic"])
    sys_text = _system(ctx)
    extra: dict[str, str] = {}
    if ctx.chance(0.5):
        extra[r.choice(["x-session-id", "x-conversation-id", "x-client-name", "x-title"])] = ctx.uid()
    if dialect == "chat":
        msgs = [{"role": r.choice(["system", "developer"]), "content": sys_text}]
        msgs += conversation(ctx, "chat", names, mode, ctx.content(task, 0.2))
        body: dict[str, Any] = {"model": ctx.model(), "messages": msgs, "tools": ag.tools(ctx, names, "chat")}
        ep = "/v1/chat/completions"
    elif dialect == "responses":
        body = {
            "model": ctx.model(),
            "instructions": sys_text,
            "input": conversation(ctx, "responses", names, mode, task),
            "tools": ag.tools(ctx, names, "responses"),
        }
        ep = "/v1/responses"
    else:
        body = {
            "model": ctx.model(),
            "system": sys_text,
            "max_tokens": r.choice([4096, 16000, 64000]),
            "messages": conversation(ctx, "anthropic", names, mode, task),
            "tools": ag.tools(ctx, names, "anthropic"),
        }
        ep = "/v1/messages"
        extra["anthropic-version"] = "2023-06-01"
    if ctx.chance(0.5):
        body["stream"] = True
    return ep, ctx.headers(_UAS, **extra), body, label_for(mode)


def edit_client(ctx: Ctx) -> Example:
    """An edit-format client (not aider): fixed edit rules, pasted files; the ask or the harness decides."""
    r = ctx.rng
    fmt = r.choice(["unified diffs", "SEARCH/REPLACE blocks", "full file contents", "a JSON list of edits"])
    msgs: list[dict[str, Any]] = [
        {"role": "system", "content": _system(ctx) + f"\n\nReturn every change to the user's files as {fmt}."}
    ]
    files = "\n\n".join(f"{cg.path(r)}\n```\n{cg.code(r, r.randint(200, 6000))}\n```" for _ in range(r.randint(0, 4)))
    if ctx.chance(0.5):
        files = cg.file_listing(r, r.randint(5, 200)) + "\n\n" + files
    x = r.random()
    if x < 0.4:
        ask, label = ctx.small_edit_text(), SINGLE
    elif x < 0.55:
        ask, label = ctx.any_single(), SINGLE
    else:
        ask, label = ctx.any_long(), LONG
    user = f"{files}\n\n{ask}" if ctx.chance(0.6) else f"{ask}\n\n{files}"
    msgs.append({"role": "user", "content": user.strip()})
    if ctx.chance(0.3):
        msgs.append({"role": "assistant", "content": "--- a/x\n+++ b/x\n" + cg.code(r, r.randint(100, 600))})
        msgs.append({"role": "user", "content": ag.feedback(ctx)})
        label = LONG
    body = {"model": ctx.model(), "messages": msgs, "temperature": r.choice([0, 0.3])}
    return "/v1/chat/completions", ctx.headers(_UAS), body, label


_FIM_MORE = [
    ("<|fim_prefix|>", "<|fim_suffix|>", "<|fim_middle|>", "psm"),
    ("<|fim_suffix|>", "<|fim_prefix|>", "<|fim_middle|>", "spm"),
    ("<fim-prefix>", "<fim-suffix>", "<fim-middle>", "psm"),
    ("<|code_prefix|>", "<|code_suffix|>", "<|code_middle|>", "psm"),
    ("<PRE>", "<SUF>", "<MID>", "psm"),
    ("<|prefix|>", "<|suffix|>", "<|middle|>", "psm"),
    ("<｜fim▁begin｜>", "<｜fim▁hole｜>", "<｜fim▁end｜>", "psm"),
    ("[SUFFIX]", "[PREFIX]", "", "spm"),
]
_HOLES_MORE = ["<CURSOR>", "{{FILL}}", "/*CURSOR*/", "<|cursor|>", "<caret>", "[[CURSOR]]", "<fill_in>", "█"]


def other_fim(ctx: Ctx) -> Example:
    """Autocomplete plugins with other conventions: sentinel orders, hole markers in chat, a bare prefix."""
    r = ctx.rng
    text = cg.code(r, int(r.lognormvariate(7.8, 0.7)))
    cut = r.randint(len(text) // 3, max(len(text) // 3 + 1, len(text) - 5))
    pre, suf = text[:cut], text[cut:]
    if ctx.chance(0.3):
        pre = f"{r.choice(['# ', '// ', '-- '])}{r.choice(['', 'Path: ', 'file: '])}{cg.path(r)}\n{pre}"
    kind = r.random()
    stops = ["\n\n", "\n", "<|endoftext|>", "```"][: r.randint(1, 4)]
    if kind < 0.45:
        a, b, m, order = r.choice(_FIM_MORE)
        prompt = f"{a}{pre}{b}{suf}{m}" if order == "psm" else f"{a}{suf}{b}{pre}{m}"
        body: dict[str, Any] = {
            "model": ctx.model(), "prompt": prompt, "max_tokens": r.choice([16, 64, 128, 256, 512]),
            "stop": stops, "temperature": r.choice([0, 0.1, 0.2]), "stream": ctx.chance(0.7),
        }  # fmt: skip
        return "/v1/completions", ctx.headers(_UAS), body, SINGLE
    if kind < 0.65:  # a bare prefix with a suffix field, or a prefix alone with a tiny budget
        body = {"model": ctx.model(), "prompt": pre, "max_tokens": r.choice([16, 32, 64, 128]), "stop": stops}
        if ctx.chance(0.6):
            body["suffix"] = suf
        return "/v1/completions", ctx.headers(_UAS), body, SINGLE
    hole = r.choice(_HOLES_MORE)
    inst = r.choice(
        [
            f"Replace {hole} with the missing code. Reply with code only.",
            "Complete the code at the cursor.",
            "Fill in the blank. Output only the inserted text.",
            "",
        ]
    )
    user = f"{inst}\n\n```\n{pre}{hole}{suf}\n```" if inst else f"{pre}{hole}{suf}"
    msgs: list[dict[str, Any]] = [{"role": "user", "content": user}]
    if ctx.chance(0.5):
        msgs.insert(0, {"role": "system", "content": "You are a code completion engine. " + r.choice(_SYS_LINES)})
    body = {"model": ctx.model(small=True), "messages": msgs, "max_tokens": r.choice([64, 128, 256]), "stop": stops}
    return "/v1/chat/completions", ctx.headers(_UAS), body, SINGLE


def other_side(ctx: Ctx) -> Example:
    """Condenser / compaction / title calls of unmodeled agents, whose history holds text-protocol results."""
    r = ctx.rng
    names = _tool_names(ctx)
    msgs: list[dict[str, Any]] = [{"role": "system", "content": _system(ctx, _protocol(ctx, names))}]
    msgs.append({"role": "user", "content": ctx.any_long()})
    for _text, name, args, output in ag.trace(ctx, names, r.randint(1, 8)):
        cmd = args.get("command") or f"cat {args.get('path')}"
        msgs.append({"role": "assistant", "content": ag.text_action(ctx, name, cmd)})
        msgs.append({"role": "user", "content": ag.observation(ctx, output, cmd)})
    ask = ctx.pick(v.SIDE_SUMMARY) if ctx.chance(0.7) else ctx.pick(v.SIDE_TITLE)
    msgs.append({"role": "user", "content": ask})
    body = {"model": ctx.model(small=True), "messages": msgs, "max_tokens": r.choice([512, 2048, 8000])}
    return "/v1/chat/completions", ctx.headers(_UAS), body, SINGLE


__all__ = ["edit_client", "other_agent", "other_fim", "other_side", "scratchpad_agent", "text_agent_chat"]
