"""Agent-loop building blocks: tool sets, agent system prompts, and tool-call histories in every API dialect.

Why one trace, many dialects: the same abstract loop (call a tool, read its result, decide) is written as chat
`tool_calls` + `role: tool`, Responses `function_call(_output)` items, Anthropic `tool_use`/`tool_result`
blocks, or Cline-style XML in text, so the classifier learns the loop, not one client's spelling of it.
"""

from __future__ import annotations

import json
from typing import Any

from classifiers import codegen as cg
from classifiers.text import Ctx

TOOLSETS: dict[str, list[str]] = {
    "copilot": [
        "read_file",
        "insert_edit_into_file",
        "run_in_terminal",
        "file_search",
        "grep_search",
        "get_errors",
        "list_dir",
        "semantic_search",
        "create_file",
        "run_tests",
        "fetch_webpage",
        "get_changed_files",
    ],
    "cline": [
        "execute_command",
        "read_file",
        "write_to_file",
        "replace_in_file",
        "search_files",
        "list_files",
        "list_code_definition_names",
        "browser_action",
        "ask_followup_question",
        "attempt_completion",
    ],
    "roo": [
        "read_file",
        "apply_diff",
        "write_to_file",
        "search_files",
        "list_files",
        "execute_command",
        "switch_mode",
        "new_task",
        "codebase_search",
        "attempt_completion",
        "ask_followup_question",
    ],
    "continue": [
        "builtin_read_file",
        "builtin_edit_existing_file",
        "builtin_run_terminal_command",
        "builtin_file_glob_search",
        "builtin_grep_search",
        "builtin_create_new_file",
        "builtin_ls",
    ],
    "openhands": [
        "execute_bash",
        "str_replace_editor",
        "browser",
        "think",
        "finish",
        "execute_ipython_cell",
        "task_tracker",
    ],
    "swe": ["bash", "str_replace_editor", "submit"],
    "codex": ["shell", "apply_patch", "update_plan", "view_image"],
    "claude": [
        "Task",
        "Bash",
        "Glob",
        "Grep",
        "LS",
        "Read",
        "Edit",
        "MultiEdit",
        "Write",
        "NotebookEdit",
        "WebFetch",
        "TodoWrite",
        "WebSearch",
        "BashOutput",
        "KillShell",
        "ExitPlanMode",
        "SlashCommand",
        "Skill",
        "AskUserQuestion",
    ],
    "zed": [
        "read_file",
        "edit_file",
        "terminal",
        "grep",
        "find_path",
        "list_directory",
        "diagnostics",
        "now",
        "thinking",
        "create_directory",
        "delete_path",
    ],
    "jetbrains": [
        "search_project",
        "open_file",
        "edit_file",
        "run_test",
        "bash",
        "get_file_structure",
        "submit",
    ],
    "generic": [
        "run_python",
        "search_docs",
        "write_file",
        "read_url",
        "list_tables",
        "query_db",
        "http_get",
        "send_email",
        "calculator",
        "get_weather",
    ],
}

_AGENT_LINES = [
    "You can call the tools listed below to inspect and change the workspace.",
    "Work step by step: gather context, make a change, verify it, and repeat until the task is complete.",
    "Always run the relevant tests after editing files and fix any failures before finishing.",
    "Use one tool per message and wait for its result before continuing.",
    "When the task is done, call the completion tool with a summary of the changes.",
    "Do not ask the user for information you can find with the tools.",
    "Prefer editing existing files over creating new ones.",
    "If a command fails, read the error, adjust, and try again.",
    "You are operating in the user's repository; the working directory is given below.",
    "Plan first, then act. In plan mode you may only read files.",
    "Keep going until the user's request is fully resolved before ending your turn.",
    "Commands run in a sandboxed shell with no network access.",
]


def tool_names(ctx: Ctx, family: str) -> list[str]:
    names = TOOLSETS[family]
    k = max(1, min(len(names), int(len(names) * ctx.rng.uniform(0.6, 1.0))))
    out = ctx.rng.sample(names, k)
    if ctx.chance(0.2):
        out += [
            f"mcp__{ctx.rng.choice(['github', 'jira', 'db', 'browser'])}__{n}"
            for n in ctx.rng.sample(TOOLSETS["generic"], ctx.rng.randint(1, 4))
        ]
    return out


def _schema(ctx: Ctx, name: str) -> tuple[str, dict[str, Any]]:
    desc = f"{name.replace('_', ' ')}. " + ctx.filler(ctx.rng.randint(40, 900))
    params = {
        "type": "object",
        "properties": {
            p: {"type": "string", "description": f"the {p}"}
            for p in ctx.rng.sample(["path", "command", "pattern", "content", "old_str", "new_str", "query", "url"], 2)
        },
        "required": [],
    }
    return desc, params


def tools(ctx: Ctx, names: list[str], dialect: str) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for n in names:
        desc, params = _schema(ctx, n)
        if dialect == "chat":
            out.append({"type": "function", "function": {"name": n, "description": desc, "parameters": params}})
        elif dialect == "responses":
            out.append({"type": "function", "name": n, "description": desc, "strict": False, "parameters": params})
        else:
            out.append({"name": n, "description": desc, "input_schema": params})
    if dialect == "responses" and ctx.chance(0.5):
        out.append({"type": "web_search"})
    return out


def agent_system(ctx: Ctx, size: int, xml_tools: list[str] | None = None) -> str:
    """An agent system prompt: role, loop rules, optional XML tool docs (Cline style), padding."""
    r = ctx.rng
    parts = [
        r.choice(
            [
                "You are a coding agent.",
                "You are an autonomous software engineer.",
                "You are a highly skilled engineer working inside an IDE.",
                "You help users with software tasks in their repository.",
                "Act as a senior developer with access to a workspace.",
            ]
        )
    ]
    parts += r.sample(_AGENT_LINES, r.randint(2, 7))
    if xml_tools:
        parts.append("# Tools\nTools are invoked with XML tags, one per message, like this:")
        for n in xml_tools:
            parts.append(f"## {n}\nUsage:\n<{n}>\n<path>file path here</path>\n</{n}>")
    parts.append(ctx.filler(max(0, size - sum(len(p) for p in parts))))
    return "\n\n".join(parts)


def trace(ctx: Ctx, names: list[str], steps: int) -> list[tuple[str, str, dict[str, Any], str]]:
    """Abstract loop: (assistant text, tool name, arguments, tool output) per step."""
    out = []
    for _ in range(steps):
        name = ctx.rng.choice(names)
        args = (
            {"path": cg.path(ctx.rng)}
            if ctx.chance(0.6)
            else {
                "command": ctx.rng.choice(
                    [
                        "pytest -x",
                        "npm test",
                        "go test ./...",
                        "cargo build",
                        "ls -la",
                        "git status",
                        "make lint",
                    ]
                )
            }
        )
        text = ctx.rng.choice(
            [
                "",
                "",
                "Let me look at that file.",
                "I'll run the tests now.",
                "The failure comes from the parser; fixing it.",
                "Checking the config next.",
            ]
        )
        out.append((text, name, args, cg.tool_output(ctx.rng, int(ctx.rng.lognormvariate(6.5, 1.1)))))
    return out


def as_chat(ctx: Ctx, steps: list[tuple[str, str, dict[str, Any], str]]) -> list[dict[str, Any]]:
    msgs: list[dict[str, Any]] = []
    for text, name, args, output in steps:
        cid = "call_" + ctx.uid()[:12]
        msgs.append(
            {
                "role": "assistant",
                "content": text or None,
                "tool_calls": [
                    {"id": cid, "type": "function", "function": {"name": name, "arguments": json.dumps(args)}}
                ],
            }
        )
        msgs.append({"role": "tool", "tool_call_id": cid, "content": output})
    return msgs


def as_anthropic(ctx: Ctx, steps: list[tuple[str, str, dict[str, Any], str]]) -> list[dict[str, Any]]:
    msgs: list[dict[str, Any]] = []
    for text, name, args, output in steps:
        cid = "toolu_" + ctx.uid()[:20]
        blocks: list[dict[str, Any]] = [{"type": "text", "text": text}] if text else []
        blocks.append({"type": "tool_use", "id": cid, "name": name, "input": args})
        msgs.append({"role": "assistant", "content": blocks})
        msgs.append({"role": "user", "content": [{"type": "tool_result", "tool_use_id": cid, "content": output}]})
    return msgs


def as_responses(ctx: Ctx, steps: list[tuple[str, str, dict[str, Any], str]]) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = []
    for text, name, args, output in steps:
        cid = "call_" + ctx.uid()[:16]
        if ctx.chance(0.5):
            items.append({"type": "reasoning", "summary": [], "encrypted_content": "gAAAA" + ctx.uid()})
        if text:
            items.append({"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": text}]})
        items.append({"type": "function_call", "name": name, "arguments": json.dumps(args), "call_id": cid})
        items.append({"type": "function_call_output", "call_id": cid, "output": output})
    return items


def as_xml(ctx: Ctx, steps: list[tuple[str, str, dict[str, Any], str]], env: bool) -> list[dict[str, Any]]:
    """Cline before native tools: XML tool calls in assistant text, results as user text."""
    msgs: list[dict[str, Any]] = []
    for text, name, args, output in steps:
        key, val = next(iter(args.items()))
        msgs.append({"role": "assistant", "content": f"{text}\n<{name}>\n<{key}>{val}</{key}>\n</{name}>".strip()})
        result = f"[{name} for '{val}'] Result:\n{output}"
        if env:
            result += "\n\n" + environment_details(ctx)
        msgs.append({"role": "user", "content": result})
    return msgs


def as_react(ctx: Ctx, steps: list[tuple[str, str, dict[str, Any], str]]) -> list[dict[str, Any]]:
    """Home-made text-protocol agents: Thought/Action in assistant text, Observation as user text."""
    msgs: list[dict[str, Any]] = []
    for text, name, args, output in steps:
        msgs.append(
            {
                "role": "assistant",
                "content": f"Thought: {text or 'next step'}\nAction: {name}\nAction Input: {json.dumps(args)}",
            }
        )
        prefix = ctx.rng.choice(["Observation: ", "Tool output:\n", "Exit code: 0\n", "Command output:\n"])
        msgs.append({"role": "user", "content": prefix + output})
    return msgs


def environment_details(ctx: Ctx) -> str:
    return (
        "<environment_details>\n# Current Working Directory "
        f"(/home/dev/{ctx.rng.choice(['api', 'web', 'tool'])})"
        f" Files\n{cg.file_listing(ctx.rng, ctx.rng.randint(3, 60))}\n# Current Mode\n"
        f"{ctx.rng.choice(['ACT MODE', 'PLAN MODE', 'code', 'architect'])}\n</environment_details>"
    )


_LINT_MESSAGES = ["E501 line too long", "F401 unused import", "error: expected ;", "W0612 unused variable"]
_LINTERS = ["flake8", "ruff check", "eslint ."]


def feedback(ctx: Ctx) -> str:
    """What an edit harness (or the user) sends back after an edit: apply errors, lint, tests, a run."""
    r = ctx.rng
    out = cg.tool_output(r, int(r.lognormvariate(6.0, 1.0)))
    lint = "\n".join(
        f"{cg.path(r)}:{r.randint(1, 300)}:{r.randint(1, 80)}: {r.choice(_LINT_MESSAGES)}"
        for _ in range(r.randint(1, 6))
    )
    return r.choice(
        [
            f"# Fix any errors below, if possible.\n\n## Running: {r.choice(_LINTERS)}\n\n{lint}",
            f"The SEARCH section did not match any lines in {cg.path(r)}. Try again with the exact lines.",
            f"Lint errors:\n{lint}",
            f"Tests failed:\n{out}",
            f"{lint}",
            f"$ {r.choice(['make test', 'pytest -q', 'npm test'])}\n{out}\nexit code {r.randint(1, 2)}",
            f"I ran it and got:\n{out}",
            f"here's the output:\n```\n{out}\n```",
            f"Applied the edit. Output:\n{out}",
            f"still failing:\n{out}",
            f'Traceback (most recent call last):\n  File "{cg.path(r)}", line {r.randint(1, 300)}, in <module>\n'
            f"    main()\nValueError: bad value",
            f"npm ERR! Test failed.  See above for more details.\n{out}",
            f"error[E0308]: mismatched types\n --> {cg.path(r)}:{r.randint(1, 99)}:5",
        ]
    )


def observation(ctx: Ctx, output: str, cmd: str) -> str:
    """A tool's output written back as text by a text-protocol agent loop, in one of many layouts."""
    r = ctx.rng
    code = r.choice([0, 0, 1, 2, 127])
    return r.choice(
        [
            f"Observation: {output}",
            f"<returncode>{code}</returncode>\n<output>\n{output}\n</output>",
            f"Output:\n{output}",
            f"exit code {code}\n{output}",
            f"```\n$ {cmd}\n{output}\n```",
            f"[exit {code}]\n{output}",
            f"Result of `{cmd}`:\n{output}",
            f"<observation>{output}</observation>",
            f"stdout:\n{output}\nstderr:\n\nreturn code: {code}",
            f"Command finished with status {code}.\n{output}",
            f"OBSERVATION:\n{output}",
            f"Tool `{cmd.split()[0]}` returned:\n{output}",
            f"{output}\n(exit status {code})",
        ]
    )


def text_action(ctx: Ctx, name: str, cmd: str) -> str:
    """The model's action written as text: a shell block, ReAct lines, an XML tag, a JSON call."""
    r = ctx.rng
    thought = r.choice(["Let me check the code.", "I should run the tests.", "Next, inspect the failing module.", ""])
    return r.choice(
        [
            f"THOUGHT: {thought}\n\n```bash\n{cmd}\n```",
            f"Thought: {thought}\nAction: {name}\nAction Input: {json.dumps({'command': cmd})}",
            f"{thought}\n<execute>\n{cmd}\n</execute>",
            json.dumps({"thought": thought, "tool": name, "args": {"cmd": cmd}}),
            f"{thought}\n```sh\n{cmd}\n```",
            f"<{name}>{cmd}</{name}>",
            f"I will call {name}.\nCALL {name}({json.dumps(cmd)})",
        ]
    )
