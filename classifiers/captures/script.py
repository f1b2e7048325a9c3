"""The scripted model: what the stand-in answers, decided from the request alone.

Every base URL carries `/t/<family>/<task_id>` so the stand-in knows the task; the reply then depends on the
task's label and on how many rounds the conversation already holds. A long-horizon task gets a harmless
look (a shell `ls`, a list or read tool) first, then an edit that applies, then a final answer; a
single-step task gets a direct answer. Rounds are bounded so no client can loop.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

MAX_TOOL_ROUNDS = 3

# The bug every throwaway repository carries (see repo.py) and the edit that fixes it.
BUGGY_LINE = "    return a - b"
FIXED_LINE = "    return a + b"
SHELL_LOOK = "ls && cat calc.py"
SHELL_EDIT = "sed -i '2s/return a - b/return a + b/' calc.py && python3 -m unittest -q"


@dataclass
class Reply:
    """One scripted turn: plain text, or one tool call (name plus JSON arguments)."""

    text: str = ""
    tool: str | None = None
    arguments: dict[str, Any] = field(default_factory=dict)
    # For free-form (custom) tools such as Codex's apply_patch: raw input instead of JSON arguments.
    raw_input: str | None = None
    custom: bool = False


def _text_of(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = []
        for part in content:
            if isinstance(part, dict):
                for key in ("text", "content", "input_text", "output"):
                    value = part.get(key)
                    if isinstance(value, str):
                        parts.append(value)
                    elif isinstance(value, list):
                        parts.append(_text_of(value))
            elif isinstance(part, str):
                parts.append(part)
        return "\n".join(parts)
    return ""


def conversation(endpoint: str, body: dict[str, Any]) -> list[tuple[str, str, str]]:
    """The request's turns as (role, kind, text): kind is message, call or result."""
    turns: list[tuple[str, str, str]] = []
    if endpoint.endswith("/responses"):
        items = body.get("input")
        if isinstance(items, str):
            return [("user", "message", items)]
        for item in items or []:
            if not isinstance(item, dict):
                continue
            kind = item.get("type", "message")
            if kind == "message":
                turns.append((str(item.get("role", "user")), "message", _text_of(item.get("content"))))
            elif kind in ("function_call", "custom_tool_call", "local_shell_call"):
                turns.append(("assistant", "call", json.dumps(item.get("arguments") or item.get("input"))))
            elif kind.endswith("_output"):
                turns.append(("tool", "result", _text_of(item.get("output"))))
        return turns
    for message in body.get("messages") or []:
        if not isinstance(message, dict):
            continue
        role = str(message.get("role", "user"))
        content = message.get("content")
        if role == "tool":
            turns.append(("tool", "result", _text_of(content)))
            continue
        if isinstance(content, list):
            for block in content:
                if isinstance(block, dict) and block.get("type") == "tool_result":
                    turns.append(("tool", "result", _text_of(block.get("content"))))
                elif isinstance(block, dict) and block.get("type") == "tool_use":
                    turns.append((role, "call", json.dumps(block.get("input"))))
        if message.get("tool_calls"):
            turns.append((role, "call", json.dumps(message.get("tool_calls"))))
        text = _text_of(content)
        if text:
            turns.append((role, "message", text))
    return turns


def system_text(endpoint: str, body: dict[str, Any]) -> str:
    """The request's system or developer instructions, joined."""
    parts = [_text_of(body.get("system")), str(body.get("instructions") or "")]
    for message in body.get("messages") or body.get("input") or []:
        if isinstance(message, dict) and message.get("role") in ("system", "developer"):
            parts.append(_text_of(message.get("content")))
    return "\n".join(p for p in parts if p)


def tool_names(body: dict[str, Any]) -> list[tuple[str, dict[str, Any], bool]]:
    """(name, JSON-schema parameters, is_custom) for each tool the request offers."""
    found: list[tuple[str, dict[str, Any], bool]] = []
    for tool in body.get("tools") or []:
        if not isinstance(tool, dict):
            continue
        if tool.get("type") == "function" and isinstance(tool.get("function"), dict):
            fn = tool["function"]
            found.append((str(fn.get("name")), fn.get("parameters") or {}, False))
        elif tool.get("type") == "custom":
            found.append((str(tool.get("name")), {}, True))
        elif "name" in tool:
            schema = tool.get("input_schema") or tool.get("parameters") or {}
            found.append((str(tool["name"]), schema, False))
    return found


def rounds_after_task(turns: list[tuple[str, str, str]], task_text: str) -> int:
    """How many assistant turns follow the user turn that carries the task."""
    probe = task_text[:40]
    start = None
    for index, (role, kind, text) in enumerate(turns):
        if role == "user" and kind == "message" and probe in text:
            start = index
    if start is None:
        return sum(1 for role, kind, _ in turns if kind == "result")
    seen = 0
    last_role = "user"
    for role, kind, _text in turns[start + 1 :]:
        if role == "assistant" and last_role != "assistant":
            seen += 1
        last_role = role if kind != "result" else "tool"
    return seen


def edits_after_task(turns: list[tuple[str, str, str]], task_text: str) -> int:
    """aider's rounds: assistant turns holding an edit block after the task (its canned acks do not count)."""
    probe = task_text[:40]
    start = max((i for i, (r, k, t) in enumerate(turns) if r == "user" and probe in t), default=0)
    return sum(1 for role, _, text in turns[start:] if role == "assistant" and "<<<<<<< SEARCH" in text)


def _shell_arguments(schema: dict[str, Any], command: str) -> dict[str, Any] | None:
    props = schema.get("properties") or {}
    for key in ("command", "cmd", "commandLine", "script"):
        if key in props:
            spec = props[key] if isinstance(props[key], dict) else {}
            value: Any = ["bash", "-lc", command] if spec.get("type") == "array" else command
            args: dict[str, Any] = {key: value}
            if "description" in (schema.get("required") or []):
                args["description"] = "Run a command"
            return args
    return None


def _pick_shell(tools: list[tuple[str, dict[str, Any], bool]]) -> tuple[str, dict[str, Any]] | None:
    words = ("bash", "shell", "exec_command", "terminal", "run_command", "run")
    for word in words:
        for name, schema, custom in tools:
            if not custom and word in name.lower() and _shell_arguments(schema, "ls") is not None:
                return name, schema
    return None


def _pick_by_words(
    tools: list[tuple[str, dict[str, Any], bool]], words: tuple[str, ...]
) -> tuple[str, dict[str, Any]] | None:
    for word in words:
        for name, schema, custom in tools:
            if not custom and name.lower() == word:
                return name, schema
    for word in words:
        for name, schema, custom in tools:
            if not custom and word in name.lower():
                return name, schema
    return None


def _path_arguments(schema: dict[str, Any], path: str) -> dict[str, Any]:
    props = schema.get("properties") or {}
    for key in ("file_path", "filepath", "path", "dirPath", "dir_path", "directory", "target_file"):
        if key in props:
            return {key: path}
    return {"path": path}


def scripted_reply(task: dict[str, Any], tools: list[tuple[str, dict[str, Any], bool]], rounds: int) -> Reply:
    """A task that scripts its own loop (`commands`: one shell command per tool round, then `answer`).

    Why: a task can need a loop of a given length (a short ask that runs one command, a loop long enough to
    show escalation) whatever its label. A client without a shell tool gets the answer at once.
    """
    commands = [str(c) for c in task.get("commands", [])]
    shell = _pick_shell(tools)
    if rounds < len(commands) and shell is not None:
        args = _shell_arguments(shell[1], commands[rounds])
        assert args is not None
        return Reply(tool=shell[0], arguments=args)
    return Reply(text=str(task.get("answer") or final_text(str(task.get("label", "single_step")), rounds)))


def agent_reply(label: str, tools: list[tuple[str, dict[str, Any], bool]], rounds: int, cwd: str) -> Reply:
    """The next turn for a client that offers native tools."""
    if label != "long_horizon" or rounds >= MAX_TOOL_ROUNDS or not tools:
        return Reply(text=final_text(label, rounds))
    shell = _pick_shell(tools)
    if rounds == 0:
        if shell is not None:
            args = _shell_arguments(shell[1], SHELL_LOOK)
            assert args is not None
            return Reply(tool=shell[0], arguments=args)
        look = _pick_by_words(tools, ("ls", "list", "list_dir", "read", "read_file", "view"))
        if look is not None:
            target = cwd if "list" in look[0].lower() or look[0].lower() == "ls" else f"{cwd}/calc.py"
            return Reply(tool=look[0], arguments=_path_arguments(look[1], target or "."))
    if rounds == 1:
        if shell is not None:
            args = _shell_arguments(shell[1], SHELL_EDIT)
            assert args is not None
            return Reply(tool=shell[0], arguments=args)
        edit = _pick_by_words(tools, ("edit", "edit_file", "str_replace", "replace"))
        if edit is not None:
            args = _path_arguments(edit[1], f"{cwd}/calc.py")
            props = edit[1].get("properties") or {}
            old_key = next((k for k in ("old_string", "old_str", "oldString", "search") if k in props), "old_string")
            new_key = next((k for k in ("new_string", "new_str", "newString", "replace") if k in props), "new_string")
            args.update({old_key: BUGGY_LINE, new_key: FIXED_LINE})
            return Reply(tool=edit[0], arguments=args)
    return Reply(text=final_text(label, rounds))


def aider_reply(label: str, rounds: int, edit_in_place: bool = False) -> Reply:
    """aider's edit format: a harmless edit first (tests still fail), then the fix, then an answer.

    A single-step task that hands aider a file (`edit_in_place`) gets its one small edit as the answer.
    """
    if label != "long_horizon" and edit_in_place and rounds == 0:
        return Reply(
            text=(
                "calc.py\n```python\n<<<<<<< SEARCH\ndef mul(a, b):\n=======\ndef mul(a, b):\n"
                '    """Return the product of a and b."""\n>>>>>>> REPLACE\n```\n'
            )
        )
    if label != "long_horizon" or rounds >= MAX_TOOL_ROUNDS:
        return Reply(text=final_text(label, rounds))
    if rounds == 0:
        return Reply(
            text=(
                "I'll start by documenting the module.\n\ncalc.py\n```python\n<<<<<<< SEARCH\n"
                "def add(a, b):\n=======\n# Arithmetic helpers.\ndef add(a, b):\n>>>>>>> REPLACE\n```\n"
            )
        )
    if rounds == 1:
        return Reply(
            text=(
                "The test shows add() subtracts. Fix:\n\ncalc.py\n```python\n<<<<<<< SEARCH\n"
                f"{BUGGY_LINE}\n=======\n{FIXED_LINE}\n>>>>>>> REPLACE\n```\n"
            )
        )
    return Reply(text=final_text(label, rounds))


def side_reply(system: str, last_user: str) -> Reply:
    """Short answers for background calls (titles, topics, commit messages, summaries)."""
    ask = (system + "\n" + last_user).lower()
    if "json" in ask and ("topic" in ask or "title" in ask):
        return Reply(text='{"isNewTopic": true, "title": "Fix add"}')
    if "commit" in ask:
        return Reply(text="fix: correct add() in calc.py")
    if "summar" in ask or "compact" in ask:
        return Reply(text="The user asked for a fix to calc.py; the test now passes.")
    return Reply(text="Fix add in calc")


def final_text(label: str, rounds: int) -> str:
    if label == "long_horizon" and rounds:
        return "Done: add() in calc.py now adds, and the tests pass."
    return (
        'Here is a direct answer.\n\n```python\nimport re\nPATTERN = re.compile(r"^\\d{4}-\\d{2}-\\d{2}$")\n```\n'
        "This matches the asked form; adjust the pattern to your inputs."
    )
