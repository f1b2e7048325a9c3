"""Agent clients that send native tool definitions and tool results (Anthropic, Responses, Chat Completions)."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import date, timedelta

from . import material as m
from .asks import CONTINUATIONS, own_ask
from .wire import (
    Ctx,
    Json,
    Tool,
    ToolSet,
    anthropic_turns,
    ask_with_code,
    base_headers,
    exit_result,
    history_chat,
    inflate,
    mcp_tools,
    openai_turns,
    prose,
    responses_items,
    rid,
    stainless,
    summary_prompt,
    system_prompt,
    title_prompt,
    uid,
)

Req = tuple[str, dict[str, str], Json]


def _day(ctx: Ctx) -> str:
    return (date(2025, 1, 1) + timedelta(days=ctx.rng.randint(0, 600))).isoformat()


def _steps(ctx: Ctx, lo: int = 1, hi: int = 14) -> list[m.Step]:
    return m.trajectory(ctx.rng, ctx.repo, ctx.rng.randint(lo, hi), big_read=ctx.rng.random() < 0.3)


# ---------------------------------------------------------------- Claude Code (Anthropic Messages)


def _cc_tools() -> ToolSet:
    tools = [
        Tool(
            "Bash",
            "Runs a shell command in a persistent session and returns its output.",
            {
                "command": "The command to run",
                "description": "What the command does, in a few words",
                "timeout": "Milliseconds before the command is stopped",
                "run_in_background": "Start and return at once",
            },
            ["command"],
            {"timeout": "number", "run_in_background": "boolean"},
        ),
        Tool(
            "Read",
            "Reads a file from the local filesystem, with line numbers.",
            {"file_path": "Absolute path", "offset": "First line", "limit": "Number of lines"},
            ["file_path"],
            {"offset": "number", "limit": "number"},
        ),
        Tool(
            "Edit",
            "Replaces an exact string in a file.",
            {
                "file_path": "Absolute path",
                "old_string": "Text to find",
                "new_string": "Replacement",
                "replace_all": "Replace every occurrence",
            },
            ["file_path", "old_string", "new_string"],
            {"replace_all": "boolean"},
        ),
        Tool(
            "Write",
            "Writes a file, replacing it if it exists.",
            {"file_path": "Absolute path", "content": "File content"},
            ["file_path", "content"],
        ),
        Tool("Glob", "Finds files by glob pattern.", {"pattern": "Glob such as **/*.ts", "path": "Folder to search"}),
        Tool(
            "Grep",
            "Searches file contents with a regular expression (ripgrep).",
            {
                "pattern": "Regex",
                "path": "Folder or file",
                "glob": "Filter files",
                "output_mode": "content|files_with_matches|count",
            },
        ),
        Tool(
            "TodoWrite",
            "Creates and updates the task list for this session.",
            {"todos": "The whole list"},
            ["todos"],
            {"todos": "array"},
        ),
        Tool(
            "Task",
            "Starts a sub-agent for a self-contained piece of work.",
            {"description": "Short label", "prompt": "The sub-agent's task", "subagent_type": "Which agent"},
        ),
        Tool("WebFetch", "Fetches a URL and answers a question about it.", {"url": "URL", "prompt": "Question"}),
        Tool("WebSearch", "Searches the web.", {"query": "Query"}),
        Tool("NotebookEdit", "Edits a Jupyter notebook cell.", {"notebook_path": "Path", "new_source": "Cell source"}),
        Tool("BashOutput", "Reads output of a background shell.", {"bash_id": "Shell id"}),
        Tool("KillShell", "Stops a background shell.", {"shell_id": "Shell id"}),
        Tool("ExitPlanMode", "Presents the plan and leaves plan mode.", {"plan": "The plan"}),
        Tool("SlashCommand", "Runs a custom slash command.", {"command": "The command line"}),
        Tool(
            "LS", "Lists a folder.", {"path": "Absolute path", "ignore": "Globs to skip"}, ["path"], {"ignore": "array"}
        ),
        Tool(
            "MultiEdit",
            "Several exact-string edits to one file, applied in order.",
            {"file_path": "Absolute path", "edits": "The edits"},
            ["file_path", "edits"],
            {"edits": "array"},
        ),
        Tool("NotebookRead", "Reads a Jupyter notebook with its outputs.", {"notebook_path": "Path"}),
        Tool(
            "AskUserQuestion",
            "Asks the user to choose between options.",
            {"question": "The question", "options": "Choices"},
            ["question"],
            {"options": "array"},
        ),
        Tool("Skill", "Loads a skill's instructions.", {"name": "Skill name"}),
        Tool("ListMcpResourcesTool", "Lists resources of the connected MCP servers.", {"server": "Server name"}, []),
        Tool("ReadMcpResourceTool", "Reads one MCP resource.", {"server": "Server", "uri": "Resource URI"}),
    ]

    def read_out(s: m.Step) -> str:
        return m.numbered(s.output, 1, "tab")

    def result(s: m.Step) -> str:
        if s.kind == "read":
            return read_out(s)
        if s.kind == "edit":
            return (
                f"The file {s.args['path']} has been updated. Here's the result of running `cat -n` on a snippet:\n"
                + m.numbered(s.args["new"], 40)
            )
        if s.kind in ("shell", "test") and s.exit_code:
            return f"Error: exit code {s.exit_code}\n{s.output}"
        return s.output

    calls = {
        "list": ("Glob", lambda s: {"pattern": "**/*"}),
        "grep": ("Grep", lambda s: {"pattern": s.args["pattern"], "output_mode": "content"}),
        "read": ("Read", lambda s: {"file_path": s.args["path"]}),
        "shell": (
            "Bash",
            lambda s: {"command": s.args["command"], "description": "Run " + s.args["command"].split()[0]},
        ),
        "test": ("Bash", lambda s: {"command": s.args["command"], "description": "Run the tests"}),
        "edit": (
            "Edit",
            lambda s: {"file_path": s.args["path"], "old_string": s.args["old"], "new_string": s.args["new"]},
        ),
        "write": ("Write", lambda s: {"file_path": s.args["path"], "content": s.args["content"]}),
    }
    return ToolSet(tools, calls, result)


def _cc_reminder(ctx: Ctx) -> str:
    return (
        "<system-reminder>\n"
        + ctx.rng.choice(
            [
                "The task list is empty. Use TodoWrite if this work has several steps; do not mention this.",
                "The user opened "
                + ctx.rng.choice(ctx.repo.files)
                + " in the IDE. It may or may not matter for the task.",
                "Remember the project instructions in CLAUDE.md.",
                "Todo list changed: 2 in progress, 1 done.",
            ]
        )
        + "\n</system-reminder>"
    )


def _cc_envelope(
    ctx: Ctx, messages: list[Json], model: str | None = None, tools: bool = True, sys_text: str | None = None
) -> Req:
    rng = ctx.rng
    r = ctx.repo
    env = (
        f"<env>\nWorking directory: {r.root}\nIs directory a git repo: Yes\nPlatform: {r.os}\n"
        f"OS Version: {rng.choice(['Linux 6.8.0', 'Darwin 24.5.0', 'Windows 11'])}\nToday's date: {_day(ctx)}\n</env>"
    )
    system_text = sys_text or system_prompt(
        ctx,
        "You are a command-line coding agent that helps people with software work in their terminal.",
        (8, 18),
        [
            "# Doing tasks\nUnderstand the code before you change it, then verify with the project's own checks.",
            "# Tool usage\nSearch with Grep and Glob, read with Read, and run commands with Bash.",
            env,
            f"gitStatus: This is the git status at the start of the conversation.\nCurrent branch: "
            f"{r.branch}\n\nStatus:\n"
            f"M {rng.choice(r.files)}\n\nRecent commits:\n" + m.shell_output(rng, r, "git log")[0],
        ],
    )
    if not sys_text:
        system_text += "\n\n" + prose(rng, rng.randint(3000, 14000))
    system: list[Json] = [
        {
            "type": "text",
            "text": "You are Claude Code, a CLI for software engineering.",
            "cache_control": {"type": "ephemeral"},
        },
        {"type": "text", "text": system_text, "cache_control": {"type": "ephemeral"}},
    ]
    sid = uid(rng)
    body: Json = {
        "model": model
        or rng.choice(["claude-sonnet-4-5-20250929", "claude-opus-4-1-20250805", "claude-sonnet-4-20250514"]),
        "max_tokens": rng.choice([32000, 21333, 64000]),
        "messages": messages,
        "system": system,
        "metadata": {
            "user_id": json.dumps({"device_id": rid(rng, 64, "0123456789abcdef"), "session_id": sid})
            if rng.random() < 0.5
            else f"user_{rid(rng, 64, '0123456789abcdef')}_account__session_{sid}"
        },
        "stream": True,
    }
    if tools:
        ts = _cc_tools().tools
        ts = inflate(rng, ts[: rng.randint(10, len(ts))], 500, 6000)
        body["tools"] = [t.anthropic() for t in ts]
        if rng.random() < 0.4:
            body["tools"] += [
                Tool(
                    f"mcp__{rng.choice(['github', 'linear', 'sentry'])}__{m.snake(rng)}", "MCP tool", {"query": "Input"}
                ).anthropic()
                for _ in range(rng.randint(1, 8))
            ]
    if rng.random() < 0.4:
        body["thinking"] = {"type": "enabled", "budget_tokens": rng.choice([4000, 10000, 31999])}
    else:
        body["temperature"] = 1
    if rng.random() < 0.2:
        body["context_management"] = {"edits": [{"type": "clear_tool_uses_20250919"}]}
    h = base_headers(rng, f"claude-cli/2.0.{rng.randint(0, 40)} (external, cli)", anthropic=True)
    h.update(stainless(rng))
    h.update(
        {
            "anthropic-version": "2023-06-01",
            "x-app": "cli",
            "x-claude-code-session-id": sid,
            "anthropic-beta": ",".join(
                rng.sample(
                    [
                        "claude-code-20250219",
                        "interleaved-thinking-2025-05-14",
                        "fine-grained-tool-streaming-2025-05-14",
                        "context-management-2025-06-27",
                        "oauth-2025-04-20",
                    ],
                    rng.randint(1, 4),
                )
            ),
        }
    )
    return "/v1/messages", h, body


def _cc_first_user(ctx: Ctx) -> Json:
    rng = ctx.rng
    blocks: list[Json] = []
    if ctx.repo.instructions and rng.random() < 0.7:
        blocks.append(
            {
                "type": "text",
                "text": "<system-reminder>\nContents of " + ctx.repo.root + "/CLAUDE.md (project "
                "instructions):\n\n" + ctx.repo.instructions + "\n</system-reminder>",
            }
        )
    blocks.append({"type": "text", "text": ask_with_code(ctx)})
    if rng.random() < 0.3:
        blocks.append({"type": "text", "text": _cc_reminder(ctx)})
    if rng.random() < 0.1:
        blocks.append({"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": rid(rng, 200)}})
    return {"role": "user", "content": blocks}


def _followup(ctx: Ctx) -> str:
    """What the user types next inside a session: mostly a nudge, sometimes a new ask of either kind."""
    if ctx.rng.random() < 0.3:
        return own_ask(ctx.rng, None, ctx.repo.lang).text
    return ctx.rng.choice(CONTINUATIONS)


def _earlier_chat(ctx: Ctx) -> list[Json]:
    """Plain earlier turns (no tools used) before a first turn, in some sessions."""
    return history_chat(ctx, ctx.rng.randint(1, 2)) if ctx.rng.random() < 0.2 else []


def claude_code_first(ctx: Ctx) -> Req:
    return _cc_envelope(ctx, [*_earlier_chat(ctx), _cc_first_user(ctx)])


def claude_code_loop(ctx: Ctx) -> Req:
    msgs = [_cc_first_user(ctx), *anthropic_turns(ctx, _steps(ctx), _cc_tools(), lambda: _cc_reminder(ctx))]
    if ctx.rng.random() < 0.2:
        msgs.append(
            {"role": "assistant", "content": [{"type": "text", "text": "I've made the change; the tests pass."}]}
        )
        msgs.append({"role": "user", "content": [{"type": "text", "text": _followup(ctx)}]})
    return _cc_envelope(ctx, msgs)


def claude_code_side(ctx: Ctx) -> Req:
    rng = ctx.rng
    kind = rng.choice(["title", "topic", "compact", "count"])
    haiku = rng.choice(["claude-3-5-haiku-20241022", "claude-haiku-4-5-20251001"])
    if kind == "topic":
        msgs = [{"role": "user", "content": ask_with_code(ctx)}]
        ep, h, body = _cc_envelope(
            ctx,
            msgs,
            haiku,
            tools=False,
            sys_text=(
                "Decide whether the user's message starts a new conversation topic. Answer with JSON holding "
                "`isNewTopic` (boolean) and `title` (two or three words, or null)."
            ),
        )
        return ep, h, body
    if kind == "title":
        ep, h, body = _cc_envelope(
            ctx,
            [
                {
                    "role": "user",
                    "content": "Write a 3-6 word title for a coding session that "
                    "starts with this request. Reply with the title only.\n\n" + ctx.ask.text,
                }
            ],
            haiku,
            tools=False,
            sys_text="You name coding sessions.",
        )
        return ep, h, body
    hist = [_cc_first_user(ctx), *anthropic_turns(ctx, _steps(ctx, 3, 20), _cc_tools())]
    if kind == "count":
        ep, h, body = _cc_envelope(ctx, hist)
        body = {k: body[k] for k in ("model", "messages", "system", "tools") if k in body}
        return "/v1/messages/count_tokens", h, body
    hist.append({"role": "assistant", "content": [{"type": "text", "text": "Done with that part."}]})
    hist.append(
        {
            "role": "user",
            "content": [
                {
                    "type": "text",
                    "text": (
                        "Your task now is to write a detailed summary of this conversation so far so that the work "
                        "can continue in a "
                        "fresh context: the user's requests, files touched, errors met and how they were fixed, and "
                        "what remains. Do "
                        "not call any tool."
                    ),
                }
            ],
        }
    )
    return _cc_envelope(ctx, hist, tools=rng.random() < 0.5)


# ---------------------------------------------------------------- Codex CLI (Responses API)


def _codex_tools(ctx: Ctx) -> ToolSet:
    tools = [
        Tool(
            "shell",
            "Runs a shell command and returns its output.",
            {
                "command": "argv list",
                "workdir": "Working directory",
                "timeout_ms": "Timeout",
                "with_escalated_permissions": "Ask to run outside the sandbox",
                "justification": "Why escalation is needed",
            },
            ["command"],
            {"command": "array", "timeout_ms": "number", "with_escalated_permissions": "boolean"},
        ),
        Tool(
            "update_plan",
            "Updates the task plan shown to the user.",
            {"explanation": "Why", "plan": "Steps with status"},
            ["plan"],
            {"plan": "array"},
        ),
        Tool("apply_patch", "Edits files with a patch in the apply_patch format.", {"input": "The whole patch"}),
        Tool("view_image", "Attaches a local image to the conversation.", {"path": "Image path"}),
    ]

    def argv(cmd: str) -> Json:
        return {"command": ["bash", "-lc", cmd], "workdir": ctx.repo.root, "timeout_ms": 120000}

    def patch(s: m.Step) -> Json:
        if s.kind == "write":
            body = "\n".join("+" + x for x in s.args["content"].splitlines())
            return {"input": f"*** Begin Patch\n*** Add File: {s.args['path']}\n{body}\n*** End Patch"}
        return {
            "input": f"*** Begin Patch\n*** Update File: {s.args['path']}\n@@\n-{s.args['old']}\n+{s.args['new']}\n"
            "*** End Patch"
        }

    def result(s: m.Step) -> str:
        if s.kind in ("edit", "write"):
            if ctx.rng.random() < 0.5:
                return json.dumps(
                    {
                        "output": f"Success. Updated the following files:\nM {s.args['path']}\n",
                        "metadata": {"exit_code": 0, "duration_seconds": 0.0},
                    }
                )
            return (
                "Exit code: 0\nWall time: 0 seconds\nOutput:\nSuccess. Updated the following files:\nM "
                f"{s.args['path']}\n"
            )
        out = s.output
        if ctx.rng.random() < 0.5:
            return json.dumps(
                {
                    "output": out,
                    "metadata": {"exit_code": s.exit_code, "duration_seconds": round(ctx.rng.uniform(0, 9), 1)},
                }
            )
        return f"Exit code: {s.exit_code}\nWall time: {ctx.rng.uniform(0, 9):.1f} seconds\nOutput:\n{out}"

    from .wire import shell_cmd

    calls = {k: ("shell", lambda s: argv(shell_cmd(s))) for k in ("list", "grep", "read", "shell", "test")}
    calls["edit"] = ("apply_patch", patch)
    calls["write"] = ("apply_patch", patch)
    return ToolSet(tools, calls, result)


def _codex_msg(role: str, text: str) -> Json:
    return {
        "type": "message",
        "role": role,
        "content": [{"type": "input_text" if role != "assistant" else "output_text", "text": text}],
    }


def _codex_prefix(ctx: Ctx) -> list[Json]:
    r, rng = ctx.repo, ctx.rng
    items: list[Json] = []
    if r.instructions:
        items.append(
            _codex_msg(
                "user", f"# AGENTS.md instructions for {r.root}\n\n<INSTRUCTIONS>\n{r.instructions}\n</INSTRUCTIONS>"
            )
        )
    items.append(
        _codex_msg(
            "user",
            "<environment_context>\n  <cwd>"
            + r.root
            + "</cwd>\n  <approval_policy>"
            + rng.choice(["on-request", "never", "untrusted"])
            + "</approval_policy>\n  <sandbox_mode>"
            + rng.choice(["workspace-write", "read-only", "danger-full-access"])
            + "</sandbox_mode>\n"
            "  <network_access>"
            + rng.choice(["restricted", "enabled"])
            + "</network_access>\n  <shell>"
            + r.shell.rsplit("/", 1)[-1]
            + "</shell>\n</environment_context>",
        )
    )
    if rng.random() < 0.3:
        items.insert(0, _codex_msg("developer", "Follow the repository's conventions. Keep the final message brief."))
    return items


def _codex_envelope(ctx: Ctx, items: list[Json]) -> Req:
    rng = ctx.rng
    ts = _codex_tools(ctx)
    tools: list[Json] = [t.responses() for t in inflate(rng, ts.tools, 300, 3000)]
    tools.append({"type": "web_search"})
    if rng.random() < 0.3:
        tools.append(
            {
                "type": "namespace",
                "name": "mcp_" + rng.choice(["docs", "jira"]),
                "tools": [Tool(m.snake(rng), "MCP tool", {"q": "query"}).responses() for _ in range(rng.randint(1, 4))],
            }
        )
    sid = uid(rng)
    body: Json = {
        "model": rng.choice(["gpt-5-codex", "gpt-5", "gpt-5.1-codex", "o4-mini"]),
        "input": items,
        "tools": tools,
        "tool_choice": "auto",
        "parallel_tool_calls": rng.random() < 0.5,
        "store": False,
        "stream": True,
        "reasoning": {"effort": rng.choice(["low", "medium", "high"]), "summary": "auto"},
        "include": ["reasoning.encrypted_content"],
        "prompt_cache_key": sid,
    }
    if rng.random() < 0.5:
        body["instructions"] = system_prompt(
            ctx,
            "You are a coding agent running in a terminal on the user's machine.",
            (8, 18),
            [
                "## Planning\nUse update_plan for work with several steps.",
                "## Editing\nEdit files with apply_patch; never with shell redirection.",
            ],
        )
        body["instructions"] += "\n\n" + prose(rng, rng.randint(2000, 9000))
    if rng.random() < 0.4:
        body["text"] = {"verbosity": rng.choice(["low", "medium"])}
    h = base_headers(
        rng,
        f"codex_cli_rs/0.{rng.randint(30, 60)}.0 ({rng.choice(['Mac OS 15.5.0', 'Ubuntu 24.4.0'])}; "
        f"{rng.choice(['arm64', 'x86_64'])}) {rng.choice(['iTerm.app', 'xterm-256color', 'vscode'])}",
    )
    h.update({"originator": "codex_cli_rs", "session-id": sid, "version": f"0.{rng.randint(30, 60)}.0"})
    if rng.random() < 0.5:
        h["thread-id"] = sid
    return "/v1/responses", h, body


def codex_first(ctx: Ctx) -> Req:
    return _codex_envelope(ctx, [*_codex_prefix(ctx), _codex_msg("user", ask_with_code(ctx))])


def codex_loop(ctx: Ctx) -> Req:
    items = [
        *_codex_prefix(ctx),
        _codex_msg("user", ask_with_code(ctx)),
        *responses_items(ctx, _steps(ctx), _codex_tools(ctx)),
    ]
    if ctx.rng.random() < 0.2:
        items += [
            _codex_msg("assistant", "Applied the change and ran the tests."),
            _codex_msg("user", _followup(ctx)),
        ]
    return _codex_envelope(ctx, items)


def codex_side(ctx: Ctx) -> Req:
    items = [
        *_codex_prefix(ctx),
        _codex_msg("user", ask_with_code(ctx)),
        *responses_items(ctx, _steps(ctx, 4, 20), _codex_tools(ctx)),
    ]
    items.append(
        _codex_msg(
            "user",
            "Summarize the work so far as a handoff note for a new context window: goal, what was "
            "changed and where, current state of the tests, open questions. Be concise.",
        )
    )
    ep, h, body = _codex_envelope(ctx, items)
    body.pop("tools")
    body.pop("tool_choice")
    return ep, h, body


# ---------------------------------------------------------------- OpenAI Agents SDK (Responses API)


def _agents_sdk(ctx: Ctx, shape: str) -> Req:
    rng = ctx.rng
    ts = _generic_tools(
        {
            "read": "read_file",
            "list": "list_files",
            "grep": "search_code",
            "shell": "run_command",
            "edit": "edit_file",
            "write": "write_file",
        }
    )
    tools = [t.responses() for t in ts.tools[:6]]
    tools += [
        Tool(f"transfer_to_{n}_agent", f"Hand the conversation to the {n} agent.", {}, []).responses()
        for n in rng.sample(["triage", "reviewer", "tester", "docs"], rng.randint(0, 2))
    ]
    items: list[Json] = [{"role": "user", "content": ask_with_code(ctx)}]
    if shape == "loop":
        items += responses_items(ctx, _steps(ctx, 1, 10), ts)
    body: Json = {
        "model": rng.choice(["gpt-4.1", "gpt-4o", "o4-mini", "gpt-5-mini"]),
        "input": items,
        "tools": tools,
        "instructions": system_prompt(
            ctx,
            rng.choice(
                ["You are the coding agent of our internal platform.", "You are a repository maintenance agent."]
            ),
            (2, 6),
        ),
        "stream": rng.random() < 0.5,
        "include": [],
        "tool_choice": "auto",
    }
    if rng.random() < 0.4:
        body["truncation"] = "auto"
    h = base_headers(rng, f"Agents/Python 0.{rng.randint(0, 6)}.{rng.randint(0, 9)}")
    h.update(stainless(rng, "python"))
    return "/v1/responses", h, body


# ---------------------------------------------------------------- OpenAI-chat agents with native tools


def _oa_body(ctx: Ctx, model: str, messages: list[Json], tools: list[Tool] | None, stream: bool = True) -> Json:
    body: Json = {"model": model, "messages": messages, "stream": stream}
    if tools:
        body["tools"] = [t.openai() for t in tools]
        if ctx.rng.random() < 0.5:
            body["tool_choice"] = "auto"
    if stream and ctx.rng.random() < 0.6:
        body["stream_options"] = {"include_usage": True}
    if ctx.rng.random() < 0.4:
        body["temperature"] = ctx.rng.choice([0, 0.2, 0.7, 1])
    if ctx.rng.random() < 0.3:
        body["max_tokens"] = ctx.rng.choice([4096, 8192, 16384])
    return body


def _generic_tools(names: dict[str, str]) -> ToolSet:
    """A native-tool client whose tools are named by `names` (step kind -> tool name)."""
    tools = [
        Tool(names["read"], "Read a file's contents.", {"path": "File path"}),
        Tool(
            names["list"],
            "List files in a folder.",
            {"path": "Folder", "recursive": "Recurse"},
            ["path"],
            {"recursive": "boolean"},
        ),
        Tool(names["grep"], "Search file contents with a regex.", {"regex": "Pattern", "path": "Folder"}),
        Tool(names["shell"], "Run a shell command in the workspace.", {"command": "Command line"}),
        Tool(
            names["edit"],
            "Replace text in a file.",
            {"path": "File", "old_str": "Exact text", "new_str": "Replacement"},
            ["path", "old_str", "new_str"],
        ),
        Tool(
            names["write"], "Create or overwrite a file.", {"path": "File", "content": "Content"}, ["path", "content"]
        ),
    ]
    tools += [
        Tool(n, d, {"input": "Input"})
        for n, d in (
            ("ask_followup_question", "Ask the user a question."),
            ("attempt_completion", "Present the result of the task."),
        )
    ]
    calls = {
        "read": (names["read"], lambda s: {"path": s.args["path"]}),
        "list": (names["list"], lambda s: {"path": s.args["path"], "recursive": True}),
        "grep": (names["grep"], lambda s: {"regex": s.args["pattern"], "path": s.args["path"]}),
        "shell": (names["shell"], lambda s: {"command": s.args["command"]}),
        "test": (names["shell"], lambda s: {"command": s.args["command"]}),
        "edit": (names["edit"], lambda s: {"path": s.args["path"], "old_str": s.args["old"], "new_str": s.args["new"]}),
        "write": (names["write"], lambda s: {"path": s.args["path"], "content": s.args["content"]}),
    }
    return ToolSet(tools, calls, exit_result)


def _env_details(ctx: Ctx, mode: str | None = None) -> str:
    rng, r = ctx.rng, ctx.repo
    parts = [
        "<environment_details>",
        "# VSCode Visible Files",
        rng.choice(r.files),
        "",
        "# VSCode Open Tabs",
        ", ".join(rng.sample(r.files, min(len(r.files), rng.randint(1, 5)))),
        "",
        f"# Current Time\n{_day(ctx)} {rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}",
    ]
    if rng.random() < 0.5:
        parts += ["", f"# Current Cost\n${rng.uniform(0, 3):.2f}"]
    if mode:
        parts += ["", f"# Current Mode\n<slug>{mode}</slug>\n<name>{mode.capitalize()}</name>"]
    if rng.random() < 0.5:
        parts += ["", f"# Current Working Directory ({r.root}) Files", m.tree(rng, r)]
    parts.append("</environment_details>")
    return "\n".join(parts)


CLINE_NAMES = {
    "read": "read_file",
    "list": "list_files",
    "grep": "search_files",
    "shell": "execute_command",
    "edit": "replace_in_file",
    "write": "write_to_file",
}
ROO_NAMES = {
    "read": "read_file",
    "list": "list_files",
    "grep": "search_files",
    "shell": "execute_command",
    "edit": "apply_diff",
    "write": "write_to_file",
}


def _cline_like(ctx: Ctx, family: str, shape: str) -> Req:
    rng = ctx.rng
    names = CLINE_NAMES if family == "cline" else ROO_NAMES
    ts = _generic_tools(names)
    mode = None if family == "cline" else rng.choice(["code", "architect", "ask", "debug", "orchestrator"])
    if family == "cline" and rng.random() < 0.5:
        mode = rng.choice(["plan", "act"])
    ident = {
        "cline": "You are a software engineering assistant in the user's editor.",
        "roo": "You are Roo, a senior engineer working in the user's editor.",
        "kilo": "You are Kilo Code, a coding agent inside the editor.",
    }[family]
    sys_text = system_prompt(
        ctx,
        ident,
        (10, 20),
        [
            "====\nTOOL USE\nUse one tool per message and wait for its result before going on.",
            f"====\nSYSTEM INFORMATION\nOperating System: {ctx.repo.os}\nDefault Shell: {ctx.repo.shell}\n"
            f"Current Workspace Directory: {ctx.repo.root}",
            "====\nRULES\n" + (ctx.repo.instructions or "- Work inside the workspace directory."),
            "====\nMODES\n- code, architect, ask, debug"
            if family != "cline"
            else "====\nPLAN MODE AND ACT MODE\nPlan first, then act.",
        ],
    )
    sys_text += "\n\n" + prose(rng, rng.randint(4000, 20000))
    first = [
        {"type": "text", "text": f"<task>\n{ask_with_code(ctx)}\n</task>"},
        {"type": "text", "text": _env_details(ctx, mode)},
    ]
    msgs: list[Json] = [{"role": "system", "content": sys_text}, {"role": "user", "content": first}]
    if shape != "first_turn":
        msgs += openai_turns(ctx, _steps(ctx, 2 if shape == "side" else 1), ts)
        if rng.random() < 0.4:
            msgs.append(
                {
                    "role": "user",
                    "content": [
                        {"type": "text", "text": _followup(ctx)},
                        {"type": "text", "text": _env_details(ctx, mode)},
                    ],
                }
            )
    if shape == "side":
        if family != "cline" and rng.random() < 0.3:
            msgs = [
                {
                    "role": "system",
                    "content": "Rewrite the user's prompt so it is clearer and more specific. Reply with "
                    "the improved prompt only.",
                },
                {"role": "user", "content": ctx.ask.text},
            ]
        else:
            msgs.append(
                {
                    "role": "user",
                    "content": summary_prompt(rng),
                }
            )
        return "/v1/chat/completions", _vscode_headers(ctx, family), _oa_body(ctx, _model(ctx), msgs, None)
    tools = inflate(rng, ts.tools, 300, 3000) + mcp_tools(rng)
    return "/v1/chat/completions", _vscode_headers(ctx, family), _oa_body(ctx, _model(ctx), msgs, tools)


def _model(ctx: Ctx) -> str:
    return ctx.rng.choice(
        [
            "gpt-4.1",
            "gpt-4o",
            "claude-sonnet-4",
            "deepseek-chat",
            "qwen3-coder",
            "gemini-2.5-pro",
            "gpt-5-mini",
            "glm-4.6",
            "kimi-k2",
            "devstral-medium",
        ]
    )


def _vscode_headers(ctx: Ctx, family: str) -> dict[str, str]:
    rng = ctx.rng
    h = base_headers(rng, rng.choice(["OpenAI/JS 4.96.0", "OpenAI/JS 5.12.2", f"{family}/3.{rng.randint(0, 30)}.0"]))
    h.update(stainless(rng))
    if rng.random() < 0.5:
        h["http-referer"] = {
            "cline": "https://cline.bot",
            "roo": "https://github.com/RooVetGit/Roo-Cline",
            "kilo": "https://kilocode.ai",
        }.get(family, "https://localhost")
        h["x-title"] = {"cline": "Cline", "roo": "Roo Code", "kilo": "Kilo Code"}.get(family, family)
    return h


def cline_first(ctx: Ctx) -> Req:
    return _cline_like(ctx, "cline", "first_turn")


def cline_loop(ctx: Ctx) -> Req:
    return _cline_like(ctx, "cline", "loop")


def cline_side(ctx: Ctx) -> Req:
    return _cline_like(ctx, "cline", "side")


def roo_first(ctx: Ctx) -> Req:
    return _cline_like(ctx, "roo", "first_turn")


def roo_loop(ctx: Ctx) -> Req:
    return _cline_like(ctx, "roo", "loop")


def roo_side(ctx: Ctx) -> Req:
    return _cline_like(ctx, "roo", "side")


def kilo_first(ctx: Ctx) -> Req:
    return _cline_like(ctx, "kilo", "first_turn")


def kilo_loop(ctx: Ctx) -> Req:
    return _cline_like(ctx, "kilo", "loop")


# ---------------------------------------------------------------- OpenHands


def _oh_tools(ctx: Ctx) -> ToolSet:
    tools = [
        Tool(
            "execute_bash",
            "Run a bash command in the sandbox; long commands may run in the background.",
            {"command": "The command", "is_input": "Send to a running process", "timeout": "Seconds"},
            ["command"],
        ),
        Tool(
            "str_replace_editor",
            "View, create and edit files.",
            {
                "command": "view|create|str_replace|insert|undo_edit",
                "path": "Absolute path",
                "old_str": "Text to replace",
                "new_str": "Replacement",
                "file_text": "For create",
                "view_range": "Lines",
            },
            ["command", "path"],
        ),
        Tool("think", "Write down reasoning without acting.", {"thought": "The thought"}),
        Tool("finish", "Signal that the task is complete.", {"message": "Final message"}),
        Tool("execute_ipython_cell", "Run Python in a Jupyter kernel.", {"code": "Python code"}),
        Tool("browser", "Interact with a web page through code.", {"code": "Browser actions"}),
    ]

    def result(s: m.Step) -> str:
        if s.kind in ("shell", "test", "list", "grep"):
            return (
                f"{s.output}\n[The command completed with exit code {s.exit_code}.]\n"
                f"[Current working directory: {ctx.repo.root}]\n[Python interpreter: /usr/bin/python]"
            )
        if s.kind == "read":
            return f"Here's the result of running `cat -n` on {s.args['path']}:\n" + m.numbered(s.output)
        return (
            f"The file {s.args['path']} has been edited."
            if s.kind == "edit"
            else f"File created successfully at: {s.args['path']}"
        )

    from .wire import shell_cmd

    calls = {k: ("execute_bash", lambda s: {"command": shell_cmd(s)}) for k in ("list", "grep", "shell", "test")}
    calls["read"] = ("str_replace_editor", lambda s: {"command": "view", "path": s.args["path"]})
    calls["edit"] = (
        "str_replace_editor",
        lambda s: {
            "command": "str_replace",
            "path": s.args["path"],
            "old_str": s.args["old"],
            "new_str": s.args["new"],
        },
    )
    calls["write"] = (
        "str_replace_editor",
        lambda s: {"command": "create", "path": s.args["path"], "file_text": s.args["content"]},
    )
    return ToolSet(tools, calls, result)


def _oh_prefix(ctx: Ctx) -> list[Json]:
    r, rng = ctx.repo, ctx.rng
    sys_text = system_prompt(
        ctx,
        "You are an autonomous software agent that solves tasks in a sandboxed workspace.",
        (8, 16),
        [
            "<ROLE>\nInvestigate, change and verify.\n</ROLE>",
            "<EFFICIENCY>\nCombine commands where you can.\n</EFFICIENCY>",
        ],
    )
    sys_text += "\n\n" + prose(rng, rng.randint(2000, 9000))
    user = ask_with_code(ctx)
    extra = (
        f"<RUNTIME_INFORMATION>\nThe user has access to these hosts:\n* http://localhost:{rng.randint(50000, 60000)}\n"
        f"Today's date is {_day(ctx)}.\n</RUNTIME_INFORMATION>"
    )
    if rng.random() < 0.6:
        extra = (
            f"<REPOSITORY_INFO>\nAt the user's request, repository {r.user}/{r.name} has been cloned to "
            f"/workspace/{r.name}.\n</REPOSITORY_INFO>\n\n" + extra
        )
    if r.instructions:
        extra += "\n\n<REPOSITORY_INSTRUCTIONS>\n" + r.instructions + "\n</REPOSITORY_INSTRUCTIONS>"
    return [
        {"role": "system", "content": sys_text},
        {"role": "user", "content": [{"type": "text", "text": user}, {"type": "text", "text": extra}]},
    ]


def openhands_first(ctx: Ctx) -> Req:
    return _oh_req(ctx, _oh_prefix(ctx), True)


def openhands_loop(ctx: Ctx) -> Req:
    return _oh_req(ctx, _oh_prefix(ctx) + openai_turns(ctx, _steps(ctx), _oh_tools(ctx), 0.7), True)


def openhands_side(ctx: Ctx) -> Req:
    hist = openai_turns(ctx, _steps(ctx, 4, 20), _oh_tools(ctx), 0.7)
    events = "\n".join(f"<EVENT id={i}>\n{json.dumps(e)[:1500]}\n</EVENT>" for i, e in enumerate(hist))
    msgs = [
        {
            "role": "user",
            "content": "You maintain the state of an agent's work. Summarize the events below into the "
            "state record: USER_CONTEXT, COMPLETED, PENDING, CODE_STATE, TESTS, CHANGES.\n\n<PREVIOUS SUMMARY>\nNone\n"
            "</PREVIOUS SUMMARY>\n\n" + events,
        }
    ]
    return _oh_req(ctx, msgs, False)


def _oh_req(ctx: Ctx, msgs: list[Json], tools: bool) -> Req:
    rng = ctx.rng
    h = base_headers(rng, f"litellm/1.{rng.randint(60, 79)}.{rng.randint(0, 9)}")
    h.update(stainless(rng, "python"))
    return (
        "/v1/chat/completions",
        h,
        _oa_body(
            ctx,
            _model(ctx),
            msgs,
            inflate(rng, _oh_tools(ctx).tools, 400, 3000) if tools else None,
            stream=rng.random() < 0.3,
        ),
    )


# ---------------------------------------------------------------- SWE-agent


def _swe_tools(ctx: Ctx) -> ToolSet:
    tools = [
        Tool("bash", "runs the given command directly in bash", {"command": "The bash command to execute."}),
        Tool(
            "str_replace_editor",
            "Custom editing tool for viewing, creating and editing files",
            {
                "command": "view, create, str_replace, insert or undo_edit",
                "path": "Absolute path",
                "old_str": "Text to replace",
                "new_str": "New text",
                "file_text": "Content for create",
            },
            ["command", "path"],
        ),
        Tool("submit", "submits the current file", {}),
    ]

    def result(s: m.Step) -> str:
        if s.kind == "read":
            return f"Here's the result of running `cat -n` on {s.args['path']}:\n{m.numbered(s.output)}"
        if s.kind == "edit":
            return f"The file {s.args['path']} has been edited. Review the changes and make sure they are as expected."
        return s.output if s.output else "Your command ran successfully and did not produce any output."

    from .wire import shell_cmd

    calls = {k: ("bash", lambda s: {"command": shell_cmd(s)}) for k in ("list", "grep", "shell", "test", "write")}
    calls["read"] = ("str_replace_editor", lambda s: {"command": "view", "path": "/testbed/" + s.args["path"]})
    calls["edit"] = (
        "str_replace_editor",
        lambda s: {
            "command": "str_replace",
            "path": "/testbed/" + s.args["path"],
            "old_str": s.args["old"],
            "new_str": s.args["new"],
        },
    )
    return ToolSet(tools, calls, result)


def _swe_prefix(ctx: Ctx) -> list[Json]:
    text = (
        f"<uploaded_files>\n/testbed\n</uploaded_files>\nA {ctx.repo.lang} repository is in /testbed. Consider this "
        f"issue:\n\n<pr_description>\n{ask_with_code(ctx)}\n</pr_description>\n\nMake the smallest changes to "
        "non-test files so that the issue is resolved.\n1. Find the relevant code.\n2. Write a script that reproduces "
        "the problem and run it.\n3. Edit the source.\n4. Rerun the script to confirm.\n5. Think about edge cases."
    )
    return [
        {"role": "system", "content": "You are a helpful assistant that can interact with a computer to solve tasks."},
        {"role": "user", "content": [{"type": "text", "text": text}]},
    ]


def swe_agent_first(ctx: Ctx) -> Req:
    return _swe_req(ctx, _swe_prefix(ctx))


def swe_agent_loop(ctx: Ctx) -> Req:
    msgs = _swe_prefix(ctx) + openai_turns(ctx, _steps(ctx, 1, 25), _swe_tools(ctx), 0.9, content_null=False)
    return _swe_req(ctx, msgs)


def _swe_req(ctx: Ctx, msgs: list[Json]) -> Req:
    h = base_headers(ctx.rng, f"litellm/1.{ctx.rng.randint(50, 79)}.0")
    body = _oa_body(ctx, _model(ctx), msgs, _swe_tools(ctx).tools, stream=False)
    body["temperature"] = 0.0
    return "/v1/chat/completions", h, body


# ---------------------------------------------------------------- opencode, crush, goose, gemini-cli, qwen-code


def _named_toolset(ctx: Ctx, names: dict[str, str], extra: list[str], result_style: str) -> ToolSet:
    ts = _generic_tools(names)
    ts.tools = ts.tools[:6] + [Tool(n, f"The {n} tool.", {"input": "Input"}) for n in extra]

    def result(s: m.Step) -> str:
        if s.kind == "read":
            if result_style == "opencode":
                return "<file>\n" + m.numbered(s.output, 1, "pipe") + "\n</file>"
            if result_style == "crush":
                return "<file>\n" + m.numbered(s.output, 1, "bar") + "\n</file>"
            if result_style == "gemini":
                return s.output
        if s.kind in ("shell", "test"):
            if result_style == "gemini":
                return (
                    f"Command: {s.args['command']}\nDirectory: (root)\nStdout: {s.output or '(empty)'}\nStderr: "
                    f"(empty)\n"
                    f"Error: (none)\nExit Code: {s.exit_code}\nSignal: (none)\nBackground PIDs: (none)\n"
                    f"Process Group PGID: {ctx.rng.randint(1000, 90000)}"
                )
            if result_style == "goose":
                return json.dumps([{"type": "text", "text": s.output, "annotations": {"audience": ["assistant"]}}])
            return f"{s.output}\n<exit_code>{s.exit_code}</exit_code>" if ctx.rng.random() < 0.5 else s.output
        return s.output

    ts.result = result
    return ts


OPENCODE = {"read": "read", "list": "list", "grep": "grep", "shell": "bash", "edit": "edit", "write": "write"}
CRUSH = {"read": "view", "list": "ls", "grep": "grep", "shell": "bash", "edit": "edit", "write": "write"}
GOOSE = {
    "read": "developer__text_editor",
    "list": "developer__shell",
    "grep": "developer__shell",
    "shell": "developer__shell",
    "edit": "developer__text_editor",
    "write": "developer__text_editor",
}
GEMINI = {
    "read": "read_file",
    "list": "list_directory",
    "grep": "search_file_content",
    "shell": "run_shell_command",
    "edit": "replace",
    "write": "write_file",
}


def _cli_agent(ctx: Ctx, family: str, shape: str) -> Req:
    rng, r = ctx.rng, ctx.repo
    cfg = {
        "opencode": (
            OPENCODE,
            ["glob", "todowrite", "todoread", "webfetch", "task", "patch"],
            "opencode",
            "You are opencode, an interactive terminal coding agent.",
            "opencode/0.{}.0",
        ),
        "crush": (
            CRUSH,
            ["glob", "fetch", "sourcegraph", "diagnostics", "download", "multiedit"],
            "crush",
            "You are Crush, a terminal assistant for software work.",
            "Charm-Crush/0.{}.0",
        ),
        "goose": (
            GOOSE,
            ["platform__manage_extensions", "developer__analyze", "todo__write", "developer__screen_capture"],
            "goose",
            "You are a general-purpose agent that can use extensions to get work done.",
            "goose/1.{}.0",
        ),
        "gemini_cli": (
            GEMINI,
            ["glob", "read_many_files", "web_fetch", "save_memory", "google_web_search"],
            "gemini",
            "You are an interactive CLI agent for software engineering tasks.",
            "GeminiCLI/0.{}.0",
        ),
        "qwen_code": (
            GEMINI,
            ["glob", "read_many_files", "web_fetch", "save_memory", "todo_write", "task"],
            "gemini",
            "You are Qwen Code, an interactive CLI agent for software engineering.",
            "QwenCode/0.{}.0",
        ),
    }[family]
    names, extra, style, ident, ua = cfg
    ts = _named_toolset(ctx, names, extra, style)
    env = (
        f"<env>\n  Working directory: {r.root}\n  Is directory a git repo: yes\n  Platform: {r.os}\n  Today's date: "
        f"{_day(ctx)}\n</env>"
    )
    sections = [env]
    if r.instructions and family in ("opencode", "crush", "goose"):
        sections.append(f"Instructions from: {r.root}/AGENTS.md\n{r.instructions}")
    if family == "goose":
        sections.append("# Extensions\n## developer\nShell and editor tools for the local machine.")
    sys_text = system_prompt(ctx, ident, (8, 18), sections)
    sys_text += "\n\n" + prose(rng, rng.randint(500, 8000))
    msgs: list[Json] = [{"role": "system", "content": sys_text}]
    if family in ("gemini_cli", "qwen_code"):
        msgs.append(
            {
                "role": "user",
                "content": f"This is the {ident.split(',')[0][8:]} session context. Today is "
                f"{_day(ctx)}. OS: {r.os}. Working directory: {r.root}.\nFolder structure:\n{m.tree(rng, r)}",
            }
        )
        msgs.append({"role": "assistant", "content": "Got it. Thanks for the context!"})
        if r.instructions:
            msgs[0]["content"] += "\n\n---\n--- Context from: QWEN.md / GEMINI.md ---\n" + r.instructions
    msgs += _earlier_chat(ctx)
    msgs.append({"role": "user", "content": ask_with_code(ctx)})
    stream = True
    if shape in ("loop", "side"):
        msgs += openai_turns(ctx, _steps(ctx, 1 if shape == "loop" else 3), ts, 0.5)
        if rng.random() < 0.2:
            msgs.append({"role": "user", "content": _followup(ctx)})
    tools: list[Tool] | None = inflate(rng, ts.tools, 100, 2500) + mcp_tools(rng)
    if shape == "side":
        tools = None
        kind = rng.choice(["title", "summary", "next"])
        if kind == "title" or (family not in ("gemini_cli", "qwen_code") and kind == "next"):
            msgs = [
                {
                    "role": "system",
                    "content": title_prompt(rng),
                },
                {"role": "user", "content": ctx.ask.text},
            ]
        elif kind == "summary":
            msgs.append(
                {
                    "role": "user",
                    "content": summary_prompt(rng),
                }
            )
        else:
            msgs.append(
                {
                    "role": "user",
                    "content": "Look at your last reply only. Should the user speak next or should "
                    'you continue? Answer as JSON {"reasoning": string, "next_speaker": "user"|"model"}.',
                }
            )
            stream = False
    h = base_headers(rng, ua.format(rng.randint(1, 20)))
    h.update(stainless(rng))
    body = _oa_body(ctx, _model(ctx), msgs, tools, stream)
    return "/v1/chat/completions", h, body


def _mk(family: str, shape: str) -> Callable[[Ctx], Req]:
    def build(ctx: Ctx) -> Req:
        return _cli_agent(ctx, family, shape)

    return build


# ---------------------------------------------------------------- Copilot agent, Continue agent, cn, Cursor-like, Zed

COPILOT = {
    "read": "read_file",
    "list": "list_dir",
    "grep": "grep_search",
    "shell": "run_in_terminal",
    "edit": "replace_string_in_file",
    "write": "create_file",
}
CONTINUE = {
    "read": "read_file",
    "list": "ls",
    "grep": "grep_search",
    "shell": "run_terminal_command",
    "edit": "single_find_and_replace",
    "write": "create_new_file",
}
CN = {"read": "Read", "list": "List", "grep": "Search", "shell": "Bash", "edit": "Edit", "write": "Write"}
CURSOR = {
    "read": "read_file",
    "list": "list_dir",
    "grep": "grep_search",
    "shell": "run_terminal_cmd",
    "edit": "search_replace",
    "write": "edit_file",
}
ZED = {
    "read": "read_file",
    "list": "list_directory",
    "grep": "grep",
    "shell": "terminal",
    "edit": "edit_file",
    "write": "edit_file",
}


def _ide_agent(ctx: Ctx, family: str, shape: str) -> Req:
    rng, r = ctx.rng, ctx.repo
    names, extra, ident = {
        "copilot_agent": (
            COPILOT,
            [
                "file_search",
                "semantic_search",
                "get_errors",
                "manage_todo_list",
                "run_tests",
                "fetch_webpage",
                "get_changed_files",
                "test_failure",
            ],
            "You are an expert programming assistant working in VS Code as an agent.",
        ),
        "continue_agent": (
            CONTINUE,
            [
                "file_glob_search",
                "view_diff",
                "read_currently_open_file",
                "view_repo_map",
                "view_subdirectory",
                "search_web",
                "fetch_url_content",
            ],
            "You are a coding assistant inside the IDE, in agent mode.",
        ),
        "continue_cli": (CN, ["Fetch", "Checklist", "Exit", "MultiEdit"], "You are cn, a terminal coding agent."),
        "cursor_like": (
            CURSOR,
            ["codebase_search", "file_search", "delete_file", "web_search", "todo_write", "read_lints"],
            "You are a pair programmer working in the user's AI code editor.",
        ),
        "zed_agent": (
            ZED,
            [
                "find_path",
                "diagnostics",
                "now",
                "thinking",
                "fetch",
                "copy_path",
                "create_directory",
                "delete_path",
                "move_path",
                "open",
            ],
            "You are a highly capable engineer in the Zed editor.",
        ),
    }[family]
    ts = _named_toolset(ctx, names, extra, "plain")
    sys_text = system_prompt(
        ctx,
        ident,
        (8, 18),
        [
            f"The user's OS is {r.os}; the shell is {r.shell}; the workspace is {r.root}.",
            "Rules:\n" + (r.instructions or "(none)"),
        ],
    )
    sys_text += "\n\n" + prose(rng, rng.randint(1000, 9000))
    if family == "copilot_agent":
        user = (
            f"<environment_info>\nThe user's current OS is: {r.os}\n</environment_info>\n<workspace_info>\n"
            f"Workspace folder: {r.root}\n{m.tree(rng, r)}\n</workspace_info>\n<context>\nThe current date is "
            f"{_day(ctx)}.\n</context>\n<editorContext>\nThe user's current file is {rng.choice(r.files)}.\n"
            f"</editorContext>\n<reminderInstructions>\nKeep going until the request is resolved.\n"
            f"</reminderInstructions>\n<userRequest>\n{ask_with_code(ctx)}\n</userRequest>"
        )
    elif family == "cursor_like":
        user = (
            f"<user_info>\nOS: {r.os}. Workspace: {r.root}. Shell: {r.shell}\n</user_info>\n<additional_data>\n"
            f"Open file: {rng.choice(r.files)}\n</additional_data>\n<user_query>\n{ask_with_code(ctx)}\n</user_query>"
        )
    elif family == "zed_agent":
        user = ask_with_code(ctx, "path")
    else:
        user = ask_with_code(ctx, "path")
    msgs: list[Json] = [{"role": "system", "content": sys_text}, *_earlier_chat(ctx), {"role": "user", "content": user}]
    if shape != "first_turn":
        msgs += openai_turns(ctx, _steps(ctx, 1 if shape == "loop" else 3), ts)
        if rng.random() < 0.25:
            msgs.append({"role": "user", "content": _followup(ctx)})
    tools: list[Tool] | None = inflate(rng, ts.tools, 100, 2500) + mcp_tools(rng)
    if shape == "side":
        tools = None
        if rng.random() < 0.5:
            msgs = [
                {"role": "system", "content": title_prompt(rng)},
                {"role": "user", "content": ctx.ask.text},
            ]
        else:
            msgs.append(
                {
                    "role": "user",
                    "content": summary_prompt(rng),
                }
            )
    h = base_headers(
        rng,
        {
            "copilot_agent": "GitHubCopilotChat/0.3{}.0",
            "continue_agent": "Continue/1.{}.0",
            "continue_cli": "cn/1.{}.0",
            "cursor_like": "connect-es/1.{}.0",
            "zed_agent": "Zed/0.20{}.0",
        }[family].format(rng.randint(0, 9)),
    )
    if family == "copilot_agent":
        h.update(
            {
                "copilot-integration-id": "vscode-chat",
                "editor-version": f"vscode/1.10{rng.randint(0, 5)}.0",
                "editor-plugin-version": f"copilot-chat/0.3{rng.randint(0, 3)}.0",
                "openai-intent": "conversation-agent" if shape != "side" else "conversation-other",
                "x-initiator": "user" if shape == "first_turn" else "agent",
                "x-request-id": uid(rng),
                "vscode-sessionid": uid(rng) + str(rng.randint(10**12, 10**13)),
                "x-interaction-type": "conversation-agent",
            }
        )
    return "/v1/chat/completions", h, _oa_body(ctx, _model(ctx), msgs, tools)


def _mk_sdk(shape: str) -> Callable[[Ctx], Req]:
    def build(ctx: Ctx) -> Req:
        return _agents_sdk(ctx, shape)

    return build


def _mk_ide(family: str, shape: str) -> Callable[[Ctx], Req]:
    def build(ctx: Ctx) -> Req:
        return _ide_agent(ctx, family, shape)

    return build


FAMILIES: dict[str, dict[str, Callable[[Ctx], Req]]] = {
    "claude_code": {"first_turn": claude_code_first, "loop": claude_code_loop, "side": claude_code_side},
    "codex_cli": {"first_turn": codex_first, "loop": codex_loop, "side": codex_side},
    "openai_agents_sdk": {"first_turn": _mk_sdk("first_turn"), "loop": _mk_sdk("loop")},
    "cline_native": {"first_turn": cline_first, "loop": cline_loop, "side": cline_side},
    "roo_code": {"first_turn": roo_first, "loop": roo_loop, "side": roo_side},
    "kilo_code": {"first_turn": kilo_first, "loop": kilo_loop},
    "openhands": {"first_turn": openhands_first, "loop": openhands_loop, "side": openhands_side},
    "swe_agent": {"first_turn": swe_agent_first, "loop": swe_agent_loop},
    **{
        f: {s: _mk(f, s) for s in ("first_turn", "loop", "side")}
        for f in ("opencode", "crush", "goose", "gemini_cli", "qwen_code")
    },
    **{
        f: {s: _mk_ide(f, s) for s in ("first_turn", "loop", "side")}
        for f in ("copilot_agent", "continue_agent", "continue_cli", "cursor_like", "zed_agent")
    },
}
