"""Coding-agent request shapes: aider, OpenHands, SWE-agent, Codex CLI, Claude Code (main loops, side calls).

Why side calls live next to main loops: the same client, headers and session ids send both, and only the
request itself (no tools, a title or summary ask, a small output budget) says it is single-step.
"""

from __future__ import annotations

import json
from typing import Any

from classifiers import agentic as ag
from classifiers import codegen as cg
from classifiers import vocab as v
from classifiers.shapes_common import LONG, SINGLE, Example, agent_mode, conversation, label_for, task_for
from classifiers.text import Ctx

UA = {
    "aider": ["aider/0.86.1", "litellm/1.74.0", "OpenAI/Python 1.99.1"],
    "openhands": ["litellm/1.72.6", "OpenHands/0.56", "OpenAI/Python 1.93.0"],
    "swe": ["litellm/1.63.0", "OpenAI/Python 1.66.3", "swe-agent/1.1.0"],
    "codex": [
        "codex_cli_rs/0.44.0 (Mac OS 15.6.1; arm64) iTerm.app/3.5.14",
        "codex_cli_rs/0.39.0 (Ubuntu 24.4.0; x86_64) vscode/1.104.1",
        "codex_exec/0.42.0",
    ],
    "claude": [
        "claude-cli/2.0.8 (external, cli)",
        "claude-cli/1.0.120 (external, sdk-ts)",
        "claude-code/2.0.1",
    ],
}


def _aider_system(ctx: Ctx) -> str:
    fmt = ctx.rng.choice(
        [
            "SEARCH/REPLACE blocks:\n<<<<<<< SEARCH\nold\n=======\nnew\n>>>>>>> REPLACE",
            "unified diff hunks (udiff)",
            "whole files, each in a fenced block with its path",
        ]
    )
    return (
        "Act as an expert developer. Make the requested change to the files the user added to the chat.\n"
        f"Describe each change with {fmt}\n" + ctx.filler(ctx.rng.randint(800, 3000))
    )


def aider_main(ctx: Ctx) -> Example:
    r = ctx.rng
    msgs: list[dict[str, Any]] = [{"role": "system", "content": _aider_system(ctx)}]
    for _ in range(r.randint(0, 2)):  # few-shot pair
        msgs += [
            {"role": "user", "content": ctx.any_single()},
            {
                "role": "assistant",
                "content": "<<<<<<< SEARCH\n" + cg.code(r, 200) + "\n=======\n" + cg.code(r, 200) + "\n>>>>>>> REPLACE",
            },
        ]
    if ctx.chance(0.8):
        msgs += [
            {
                "role": "user",
                "content": r.choice(
                    [
                        "Here is the repo map of this git repository:",
                        "Repository map (summaries of some files):",
                        "Files in the repository, with their key symbols:",
                    ]
                )
                + "\n"
                + cg.file_listing(r, r.randint(20, 400)),
            },
            {
                "role": "assistant",
                "content": r.choice(["Ok, I won't edit those without asking.", "Understood.", "Ok."]),
            },
        ]
    chat_file = None
    if ctx.chance(0.7):
        # the chat files, each under its path; a small edit may name the file it edits
        chat_file = r.choice(v.FILES)
        msgs += [
            {
                "role": "user",
                "content": f"I added these files to the chat:\n\n{chat_file}\n```\n"
                + cg.code(r, r.randint(500, 20000))
                + "\n```",
            },
            {"role": "assistant", "content": "Ok, any changes I propose will be to those files."},
        ]
    for _ in range(r.choice([0, 0, 1, 2])):
        msgs += [
            {"role": "user", "content": ctx.any_long()},
            {
                "role": "assistant",
                "content": "<<<<<<< SEARCH\n" + cg.code(r, 300) + "\n=======\n" + cg.code(r, 300) + "\n>>>>>>> REPLACE",
            },
        ]
    x = r.random()
    if x < 0.4:
        ask, label = ctx.any_long(), LONG
    elif x < 0.7:
        ask, label = ctx.small_edit_text(), SINGLE  # one small edit of a file in the chat
        if chat_file is not None and ctx.chance(0.5):
            ask = ask.replace(" in this file", "") + f" in {chat_file}"
    else:
        ask, label = ctx.any_single(), SINGLE
    msgs.append({"role": "user", "content": ask + "\n\nReminder: describe every edit with the edit format above."})
    if ctx.chance(0.3):  # the edit was applied and lint/tests (or the apply step) reported back: a retry turn
        msgs.append(
            {
                "role": "assistant",
                "content": "<<<<<<< SEARCH\n" + cg.code(r, 200) + "\n=======\n" + cg.code(r, 200) + "\n>>>>>>> REPLACE",
            }
        )
        msgs.append({"role": "user", "content": ag.feedback(ctx)})
        label = LONG
    body = {"model": ctx.model(), "messages": msgs, "stream": ctx.chance(0.8), "temperature": 0}
    return "/v1/chat/completions", ctx.headers(UA["aider"]), body, label


def aider_side(ctx: Ctx) -> Example:
    r = ctx.rng
    if ctx.chance(0.55):
        system = r.choice(
            [
                "You write short, conventional git commit messages from diffs.",
                "Generate a one-line commit message in the imperative mood for the diff below.",
            ]
        )
        user = ctx.pick(v.SIDE_COMMIT) + "\n\n" + cg.diff(r, int(r.lognormvariate(7.5, 1.0)))
    else:
        system = "Summarize the conversation below. Keep function and file names."
        hist = "\n".join(f"# {r.choice(['USER', 'ASSISTANT'])}\n{ctx.any_single()}" for _ in range(r.randint(3, 20)))
        user = ctx.pick(v.SIDE_SUMMARY) + "\n\n" + hist
    body = {
        "model": ctx.model(small=True),
        "messages": [{"role": "system", "content": system}, {"role": "user", "content": user}],
        "stream": False,
    }
    return "/v1/chat/completions", ctx.headers(UA["aider"]), body, SINGLE


def openhands(ctx: Ctx) -> Example:
    r = ctx.rng
    mode = agent_mode(ctx)
    names = ag.tool_names(ctx, "openhands")
    task = task_for(ctx, mode)
    if ctx.chance(0.7):
        task = (
            f"<uploaded_files>\n/workspace/{r.choice(['app', 'repo', 'project'])}\n</uploaded_files>\n"
            f"<REPOSITORY_INFO>\nAt the user's request, repository {r.choice(['acme/api', 'org/web'])} has "
            "been cloned.\n</REPOSITORY_INFO>\n<RUNTIME_INFORMATION>\nports 5000-5100\n"
            "</RUNTIME_INFORMATION>\n" + task
        )
    msgs = [{"role": "system", "content": ag.agent_system(ctx, int(r.lognormvariate(9.2, 0.4)))}]
    msgs += conversation(ctx, "chat", names, mode, ctx.content(task, 0.1))
    body: dict[str, Any] = {
        "model": ctx.model(),
        "messages": msgs,
        "tools": ag.tools(ctx, names, "chat"),
        "temperature": 0,
    }
    if ctx.chance(0.5):
        body["max_completion_tokens"] = r.choice([8192, 64000])
    return "/v1/chat/completions", ctx.headers(UA["openhands"]), body, label_for(mode)


def swe_agent(ctx: Ctx) -> Example:
    r = ctx.rng
    mode = agent_mode(ctx)
    if mode == "trivial":
        mode = "loop"
    names = ag.tool_names(ctx, "swe")
    issue = ctx.any_long() + "\n\n" + r.choice(v.ERRORS)
    task = (
        f"<uploaded_files>\n/testbed\n</uploaded_files>\nConsider the following issue:\n<pr_description>\n"
        f"{issue}\n</pr_description>\nFollow these steps:\n1. Find the relevant code.\n2. Write a script to "
        "reproduce the error and run it.\n3. Edit the source to fix it.\n4. Rerun the script.\n"
        "5. Think about "
        "edge cases."
    )
    msgs = [
        {
            "role": "system",
            "content": r.choice(
                [
                    "You are a helpful assistant that can interact with a computer to solve tasks.",
                    "You are a helpful assistant.",
                ]
            ),
        }
    ]
    msgs += conversation(ctx, "chat", names, mode, task)
    body = {
        "model": ctx.model(),
        "messages": msgs,
        "tools": ag.tools(ctx, names, "chat"),
        "temperature": r.choice([0.0, 1.0]),
    }
    return "/v1/chat/completions", ctx.headers(UA["swe"]), body, LONG


def _codex_headers(ctx: Ctx, sid: str) -> dict[str, str]:
    extra = {"session_id": sid} if ctx.chance(0.5) else {"session-id": sid}
    if ctx.chance(0.5):
        extra["thread-id"] = sid
    extra["originator"] = "codex_cli_rs"
    return ctx.headers(UA["codex"], **extra)


def codex_main(ctx: Ctx) -> Example:
    r = ctx.rng
    mode = agent_mode(ctx)
    names = ag.tool_names(ctx, "codex")
    sid = ctx.uid()
    dev = {
        "type": "message",
        "role": "developer",
        "content": [
            {
                "type": "input_text",
                "text": "<permissions>"
                "sandbox: workspace-write, approvals: on-request</permissions>\n" + ctx.filler(r.randint(100, 1500)),
            }
        ],
    }
    env = {
        "type": "message",
        "role": "user",
        "content": [
            {
                "type": "input_text",
                "text": "<environment_context>\n"
                f"  <cwd>/home/dev/{r.choice(['api', 'svc', 'cli'])}</cwd>\n"
                "  <shell>zsh</shell>\n</environment_context>",
            }
        ],
    }
    items: list[dict[str, Any]] = [dev, env] if ctx.chance(0.8) else [env]
    items += conversation(ctx, "responses", names, mode, task_for(ctx, mode))
    body: dict[str, Any] = {
        "model": ctx.model(),
        "input": items,
        "tools": ag.tools(ctx, names, "responses"),
        "tool_choice": "auto",
        "parallel_tool_calls": ctx.chance(0.5),
        "store": False,
        "stream": True,
        "reasoning": {"effort": r.choice(["low", "medium", "high"]), "summary": "auto"},
        "prompt_cache_key": sid,
        "include": ["reasoning.encrypted_content"],
    }
    if ctx.chance(0.3):
        body["instructions"] = ag.agent_system(ctx, int(r.lognormvariate(9.5, 0.3)))
    return "/v1/responses", _codex_headers(ctx, sid), body, label_for(mode)


def codex_side(ctx: Ctx) -> Example:
    """Codex side calls: compaction of the history, or a title, no tools."""
    r = ctx.rng
    sid = ctx.uid()
    items: list[dict[str, Any]] = []
    if ctx.chance(0.6):
        items += conversation(ctx, "responses", ag.tool_names(ctx, "codex"), "loop", ctx.any_long())
        ask = ctx.pick(v.SIDE_SUMMARY)
    else:
        ask = ctx.pick(v.SIDE_TITLE) + "\n\n" + ctx.any_long()
    items.append({"type": "message", "role": "user", "content": [{"type": "input_text", "text": ask}]})
    body = {
        "model": ctx.model(small=True),
        "input": items,
        "store": False,
        "stream": True,
        "prompt_cache_key": sid,
        "instructions": r.choice(
            ["You summarize coding sessions.", "You write short titles.", "You are a helpful assistant."]
        ),
    }
    if ctx.chance(0.5):
        body["reasoning"] = {"effort": r.choice(["low", "medium"]), "summary": "auto"}
    return "/v1/responses", _codex_headers(ctx, sid), body, SINGLE


def _claude_headers(ctx: Ctx, sid: str) -> dict[str, str]:
    beta = ",".join(
        ctx.rng.sample(
            [
                "claude-code-20250219",
                "interleaved-thinking-2025-05-14",
                "fine-grained-tool-streaming-2025-05-14",
                "context-management-2025-06-27",
                "oauth-2025-04-20",
            ],
            ctx.rng.randint(1, 4),
        )
    )
    return ctx.headers(
        UA["claude"],
        **{
            "anthropic-version": "2023-06-01",
            "anthropic-beta": beta,
            "x-claude-code-session-id": sid,
            "x-app": "cli",
        },
    )


def _claude_user_id(ctx: Ctx, sid: str) -> str:
    if ctx.chance(0.5):
        return json.dumps({"device_id": ctx.uid(), "account_uuid": ctx.uid(), "session_id": sid})
    return f"user_{ctx.uid().replace('-', '')}_account__session_{sid}"


def claude_main(ctx: Ctx) -> Example:
    r = ctx.rng
    mode = agent_mode(ctx)
    names = ag.tool_names(ctx, "claude")
    sid = ctx.uid()
    system = [
        {"type": "text", "text": "You are an interactive CLI coding agent."},
        {
            "type": "text",
            "text": ag.agent_system(ctx, int(r.lognormvariate(9.6, 0.3))),
            "cache_control": {"type": "ephemeral"},
        },
    ]
    task: Any = task_for(ctx, mode)
    if ctx.chance(0.6):
        task = [
            {"type": "text", "text": "<system-reminder>\nThe todo list is empty.\n</system-reminder>"},
            {"type": "text", "text": task},
        ]
    msgs = conversation(ctx, "anthropic", names, mode, task)
    body: dict[str, Any] = {
        "model": ctx.model(),
        "messages": msgs,
        "system": system,
        "tools": ag.tools(ctx, names, "anthropic"),
        "max_tokens": r.choice([21333, 32000, 64000]),
        "stream": True,
        "metadata": {"user_id": _claude_user_id(ctx, sid)},
    }
    if ctx.chance(0.4):
        body["thinking"] = {"type": "enabled", "budget_tokens": 31999}
    endpoint = "/v1/messages/count_tokens" if ctx.chance(0.05) else r.choice(["/v1/messages", "/v1/messages?beta=true"])
    if endpoint.endswith("count_tokens"):
        body.pop("max_tokens")
        body.pop("stream")
    return endpoint, _claude_headers(ctx, sid), body, label_for(mode)


def claude_side(ctx: Ctx) -> Example:
    """Claude Code background calls: titles / topic detection on the small model, or history compaction."""
    r = ctx.rng
    sid = ctx.uid()
    if ctx.chance(0.6):
        system = [{"type": "text", "text": ctx.pick(v.SIDE_TITLE)}]
        msgs: list[dict[str, Any]] = [
            {"role": "user", "content": ctx.any_long() if ctx.chance(0.5) else ctx.any_single()}
        ]
        body: dict[str, Any] = {
            "model": ctx.model(small=True),
            "max_tokens": r.choice([512, 32000]),
            "messages": msgs,
            "system": system,
            "temperature": 0,
            "stream": ctx.chance(0.5),
        }
    else:
        names = ag.tool_names(ctx, "claude")
        msgs = conversation(ctx, "anthropic", names, "loop", ctx.any_long())
        msgs.append({"role": "user", "content": ctx.pick(v.SIDE_SUMMARY)})
        body = {
            "model": ctx.model(),
            "max_tokens": r.choice([20000, 32000]),
            "messages": msgs,
            "stream": True,
            "system": [
                {
                    "type": "text",
                    "text": "You are a helpful AI assistant tasked with summarizing conversations.",
                }
            ],
        }
        if ctx.chance(0.4):
            body["tools"] = ag.tools(ctx, names, "anthropic")
    body["metadata"] = {"user_id": _claude_user_id(ctx, sid)}
    if ctx.chance(0.15):
        body["thinking"] = {"type": "enabled", "budget_tokens": 1024}
    return r.choice(["/v1/messages", "/v1/messages?beta=true"]), _claude_headers(ctx, sid), body, SINGLE
