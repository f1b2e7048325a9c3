"""IDE-plugin request shapes: Copilot, Continue, Cline, Roo Code, Zed, JetBrains.

Why these mixtures: the same plugin sends both labels (ghost text and agent turns), so no header or endpoint
alone decides the class; the structure of the request must.
"""

from __future__ import annotations

from typing import Any

from classifiers import agentic as ag
from classifiers import codegen as cg
from classifiers.shapes_common import (
    LONG,
    SINGLE,
    Example,
    agent_mode,
    chat_history,
    conversation,
    label_for,
    task_for,
)
from classifiers.shapes_side import side_call
from classifiers.text import Ctx

UA = {
    "copilot": ["GitHubCopilotChat/0.31.2", "vscode/1.104.0 copilot/1.372", "GithubCopilot/1.300.0"],
    "continue": ["Continue/1.2.3 (vscode)", "continue-jetbrains/1.0.40", "node-fetch", ""],
    "cline": ["Cline/3.26.0", "cline-vscode/3.17", "OpenAI/JS 4.96.0"],
    "roo": ["RooCode/3.25.1", "Roo-Code/3.20", "OpenAI/JS 5.12.2"],
    "zed": ["Zed/0.203.4 (macos; aarch64)", "zed/0.198"],
    "jetbrains": [
        "JetBrains-AI-Assistant/252.1 IntelliJ IDEA",
        "PyCharm/2025.2 ai-assistant",
        "okhttp/4.12.0",
    ],
}
_FIM = [
    ("<|fim_prefix|>", "<|fim_suffix|>", "<|fim_middle|>"),
    ("<PRE> ", " <SUF>", " <MID>"),
    ("[PREFIX]", "[SUFFIX]", ""),
    ("<fim_prefix>", "<fim_suffix>", "<fim_middle>"),
    ("<｜fim▁begin｜>", "<｜fim▁hole｜>", "<｜fim▁end｜>"),
]
_HOLES = ["{{FILL_HERE}}", "<FILL_ME>", "<CURSOR>", "{{HOLE}}", "[HOLE]", "<|cursor|>", "<INSERT>"]


def _split_code(ctx: Ctx, size: int) -> tuple[str, str, str]:
    text = cg.code(ctx.rng, size)
    cut = ctx.rng.randint(len(text) // 3, max(len(text) // 3 + 1, len(text) - 10))
    comment = ctx.rng.choice(["# Path: ", "// Path: ", "# File: ", "// ", "# language: python\n# Path: ", ""])
    return f"{comment}{cg.path(ctx.rng)}\n" if comment else "", text[:cut], text[cut:]


def copilot_ghost(ctx: Ctx) -> Example:
    head, pre, suf = _split_code(ctx, int(ctx.rng.lognormvariate(7.5, 0.8)))
    body: dict[str, Any] = {
        "model": ctx.model(),
        "prompt": head + pre,
        "suffix": suf,
        "max_tokens": ctx.rng.choice([50, 64, 128, 256, 500]),
        "temperature": 0,
        "top_p": 1,
        "n": ctx.rng.choice([1, 1, 1, 3]),
        "stop": ["\n"] if ctx.chance(0.7) else ["\n\n", "\n```"],
        "stream": True,
    }
    if ctx.chance(0.3):
        body["extra"] = {"language": "python", "next_indent": 4}
    intent = ctx.rng.choice(["copilot-ghost", "copilot-ghost", "copilot-panel-completion", ""])
    h = ctx.headers(UA["copilot"], **({"openai-intent": intent} if intent else {}))
    return "/v1/completions", h, body, SINGLE


def continue_fim(ctx: Ctx) -> Example:
    head, pre, suf = _split_code(ctx, int(ctx.rng.lognormvariate(8.0, 0.6)))
    if ctx.chance(0.75):
        p, s, m = ctx.rng.choice(_FIM)
        prompt = f"{p}{head}{pre}{s}{suf}{m}" if p != "[PREFIX]" else f"[SUFFIX]{suf}[PREFIX]{head}{pre}"
        stops = [p, s, m, "<|endoftext|>", "<file_sep>", "\n\n\n", "/src/", "<|im_end|>"][: ctx.rng.randint(3, 8)]
        body: dict[str, Any] = {
            "model": ctx.model(),
            "prompt": prompt,
            "max_tokens": ctx.rng.choice([128, 256, 1024]),
            "temperature": ctx.rng.choice([0.01, 0, 0.2]),
            "stop": [x for x in stops if x],
            "stream": True,
        }
        return "/v1/completions", ctx.headers(UA["continue"]), body, SINGLE
    hole = ctx.rng.choice(_HOLES)
    system = (
        (
            "You fill holes in source files. Reply with only the code that replaces the marker "
            f"{hole}, preserving indentation."
        )
        if ctx.chance(0.5)
        else None
    )
    user = f"{head}{pre}{hole}{suf}"
    if not system:
        user = f"Complete the code at {hole}. Output only the missing code.\n\n" + user
    msgs = ([{"role": "system", "content": system}] if system else []) + [{"role": "user", "content": user}]
    body = {
        "model": ctx.model(),
        "messages": msgs,
        "max_tokens": ctx.rng.choice([256, 512, 1024]),
        "temperature": 0.01,
        "stop": ["\n\n\n", "```"],
        "stream": ctx.chance(0.8),
    }
    return "/v1/chat/completions", ctx.headers(UA["continue"]), body, SINGLE


def _ide_chat(ctx: Ctx, family: str, endpoint_intent: str | None) -> Example:
    """IDE chat/edit: rules system prompt, a few earlier turns, no tools; label by the request."""
    r = ctx.rng
    kind = r.random()
    if kind < 0.25:
        text, label = ctx.any_long(), LONG  # repository-wide work asked in a chat panel without tools
    elif kind < 0.26:
        text, label = ctx.with_code(ctx.any_single(), int(r.lognormvariate(10.5, 0.7))), SINGLE  # huge paste
    else:
        text = ctx.any_single()
        text = ctx.with_code(text, int(r.lognormvariate(6.5, 1.0))) if ctx.chance(0.6) else text
        label = SINGLE
    sys_role = "developer" if ctx.chance(0.15) else "system"
    msgs: list[dict[str, Any]] = []
    if ctx.chance(0.85):
        msgs.append(
            {
                "role": sys_role,
                "content": "You are an AI programming assistant.\n" + ctx.filler(int(r.lognormvariate(7.0, 1.0))),
            }
        )
    msgs += chat_history(ctx, r.choice([0, 0, 0, 1, 1, 2, 3, 5]))
    msgs.append({"role": "user", "content": ctx.content(text)})
    body: dict[str, Any] = {"model": ctx.model(), "messages": msgs, "stream": ctx.chance(0.85)}
    if ctx.chance(0.5):
        body["max_tokens"] = r.choice([1024, 2048, 4096, 8192])
    if ctx.chance(0.3):
        body["temperature"] = r.choice([0, 0.1, 0.5, 0.7])
    extra = {"openai-intent": endpoint_intent} if endpoint_intent else {}
    if family == "copilot" and ctx.chance(0.5):
        extra["x-interaction-id"] = ctx.uid()
    return "/v1/chat/completions", ctx.headers(UA[family], **extra), body, label


def copilot_chat(ctx: Ctx) -> Example:
    return _ide_chat(
        ctx, "copilot", ctx.rng.choice(["conversation-panel", "conversation-inline", "conversation-edits"])
    )


def continue_chat(ctx: Ctx) -> Example:
    return _ide_chat(ctx, "continue", None)


def zed_chat(ctx: Ctx) -> Example:
    return _ide_chat(ctx, "zed", None)


def jetbrains_chat(ctx: Ctx) -> Example:
    return _ide_chat(ctx, "jetbrains", None)


def _ide_agent(ctx: Ctx, family: str, intent: str | None = None) -> Example:
    r = ctx.rng
    mode = agent_mode(ctx)
    names = ag.tool_names(ctx, family if family in ag.TOOLSETS else "generic")
    task = task_for(ctx, mode)
    if family in ("cline", "roo"):
        task = f"<task>\n{task}\n</task>" + ("\n\n" + ag.environment_details(ctx) if ctx.chance(0.8) else "")
    sys_text = ag.agent_system(ctx, int(r.lognormvariate(9.0, 0.8)))
    if family == "roo" and ctx.chance(0.6):
        sys_text += "\n\nCurrent mode: " + r.choice(["code", "architect", "debug", "ask"])
    msgs: list[dict[str, Any]] = [{"role": "developer" if ctx.chance(0.1) else "system", "content": sys_text}]
    msgs += conversation(ctx, "chat", names, mode, ctx.content(task, 0.2))
    body: dict[str, Any] = {
        "model": ctx.model(),
        "messages": msgs,
        "tools": ag.tools(ctx, names, "chat"),
        "stream": True,
    }
    if ctx.chance(0.5):
        body["tool_choice"] = "auto"
    if ctx.chance(0.4):
        body["parallel_tool_calls"] = ctx.chance(0.5)
    if ctx.chance(0.3):
        body["max_tokens"] = r.choice([4096, 8192, 16384, 32000])
    extra = {"openai-intent": intent} if intent else {}
    return "/v1/chat/completions", ctx.headers(UA[family], **extra), body, label_for(mode)


def copilot_agent(ctx: Ctx) -> Example:
    return _ide_agent(ctx, "copilot", ctx.rng.choice(["conversation-agent", "conversation-agent", None]))


def continue_agent(ctx: Ctx) -> Example:
    return _ide_agent(ctx, "continue")


def cline_native(ctx: Ctx) -> Example:
    return _ide_agent(ctx, "cline")


def roo_code(ctx: Ctx) -> Example:
    return _ide_agent(ctx, "roo")


def zed_agent(ctx: Ctx) -> Example:
    return _ide_agent(ctx, "zed")


def jetbrains_agent(ctx: Ctx) -> Example:
    return _ide_agent(ctx, "jetbrains")


def cline_xml(ctx: Ctx) -> Example:
    """Older Cline: tools in XML inside a huge system prompt, results as '[tool] Result:' user text."""
    r = ctx.rng
    mode = agent_mode(ctx)
    names = ag.tool_names(ctx, r.choice(["cline", "roo"]))
    sys_text = ag.agent_system(ctx, int(r.lognormvariate(10.2, 0.4)), xml_tools=names)
    task = f"<task>\n{task_for(ctx, mode)}\n</task>\n\n{ag.environment_details(ctx)}"
    msgs = [{"role": "system", "content": sys_text}]
    msgs += conversation(ctx, "xml", names, mode, ctx.content(task, 0.3), xml_env=ctx.chance(0.7))
    body = {"model": ctx.model(), "messages": msgs, "stream": True, "temperature": 0}
    return "/v1/chat/completions", ctx.headers(UA["cline"]), body, label_for(mode)


def jetbrains_inline(ctx: Ctx) -> Example:
    """Inline completion through chat completions: one message, code around a caret, tiny budget."""
    head, pre, suf = _split_code(ctx, int(ctx.rng.lognormvariate(7.2, 0.7)))
    user = (
        f"Complete the code at the caret.\n{head}{pre}<caret>{suf}"
        if ctx.chance(0.5)
        else f"{head}{pre}{ctx.rng.choice(_HOLES)}{suf}"
    )
    body = {
        "model": ctx.model(small=True),
        "messages": [{"role": "user", "content": user}],
        "max_tokens": ctx.rng.choice([64, 128, 200]),
        "temperature": 0,
        "stream": True,
    }
    return "/v1/chat/completions", ctx.headers(UA["jetbrains"]), body, SINGLE


def copilot_side(ctx: Ctx) -> Example:
    return side_call(
        ctx,
        UA["copilot"],
        {"openai-intent": ctx.rng.choice(["copilot-commit-message", "conversation-title"])},
    )


def continue_side(ctx: Ctx) -> Example:
    return side_call(ctx, UA["continue"])


def zed_side(ctx: Ctx) -> Example:
    return side_call(ctx, UA["zed"])


def jetbrains_side(ctx: Ctx) -> Example:
    return side_call(ctx, UA["jetbrains"])
