"""Adversarial envelope text added to the last user message, independently of the label.

Why: real clients put their own text around the user's words (environment blocks, reminders full of breadth
words such as "all" / "every" / "iterate until done", repo maps, file listings, open tabs and cursor
position, AGENTS.md blocks, numbered "explore, edit, verify" wrappers of agent frameworks), and each client
does it differently. Added at the same rate to both classes, with random tag names, headings and wording,
none of it can separate the classes, so the model learns to read the ask and the extractor is trained on
what it must peel off. Pools are split like the phrase pools: the held-out split draws wording and tag
names the training split never sees.
"""

from __future__ import annotations

import random
from typing import Any

from classifiers import codegen as cg

_BREADTH = [
    "Always iterate until every test passes and all linters are clean.",
    "Remember to check all files that could be affected and keep going until the task is fully done.",
    "Important: explore the repository before editing, run the full test suite after every change.",
    "Do not stop until everything is complete; verify all of your changes end to end.",
    "You must search the whole codebase first and update every call site.",
    "Be thorough: read every relevant module, then implement, then test repeatedly.",
    "Never give up early. Keep working until the entire project builds and all checks are green.",
    "Make sure all edits compile and every affected test is re-run before you finish.",
    "Prefer small diffs. Ask before deleting files. Keep the user's style.",
    "Respond in the user's language. Be concise and answer exactly what was asked.",
    "If the task is ambiguous, state your assumptions briefly and continue.",
    "Use the available tools when they help; otherwise answer directly.",
]
_HEADINGS = [
    "# Environment", "## Context", "# Open tabs", "## Repository map", "# Workspace", "## Instructions",
    "# Rules", "## AGENTS.md", "# Project notes", "## Current state", "# Editor", "## Memory",
    "# Git status", "## Files in scope", "# Reminders", "## Guidelines", "# Session info", "## Attachments",
]
_TAGS = [
    "user_instructions", "environment_details", "env", "ide_context", "open_tabs", "repo_map", "agents_md",
    "system_reminder", "workspace_state", "project_rules", "session_context", "cursor_info", "memories",
    "custom_instructions", "editor_context", "important_notes", "directory_tree", "meta", "rules", "info",
    "attached_files", "user_rules", "environment", "system-info", "context_window", "recent_files",
]
_KEYS = [
    "Current working directory", "OS", "Shell", "Date", "Current time", "Platform", "Git branch", "Is git repo",
    "Model", "Timezone", "Workspace root", "Active file", "Cursor", "Language", "Node version", "Python",
]
_STEPS = [
    "1. Explore the repository to understand the relevant code.\n2. Make the necessary edits.\n"
    "3. Verify your changes by running the tests.",
    "Steps: first read the relevant files, then change them, then run every check until all pass.",
    "1. Understand the request\n2. Plan\n3. Implement\n4. Test everything\n5. Report what you did",
    "Work in small steps. After each step, verify. Iterate until done.",
]


def _half(pool: list[str], split: str) -> list[str]:
    """Every 4th entry is held out, like the phrase pools."""
    if split == "heldout":
        return pool
    return [x for i, x in enumerate(pool) if i % 4 != 3]


def _chunk(r: random.Random, split: str) -> str:
    k = r.random()
    if k < 0.22:
        return " ".join(r.sample(_half(_BREADTH, split), r.randint(1, 3)))
    if k < 0.4:
        lines = [f"{key}: {r.choice(['/home/dev/app', 'linux', 'zsh', '2026-01-05', 'main', 'true', cg.path(r)])}"
                 for key in r.sample(_half(_KEYS, split), r.randint(2, 6))]
        return "\n".join(lines)
    if k < 0.58:
        body = cg.file_listing(r, r.randint(3, 30)) if r.random() < 0.6 else cg.code(r, r.randint(80, 900))
        return f"{r.choice(_half(_HEADINGS, split))}\n{body}"
    if k < 0.8:
        tag = r.choice(_half(_TAGS, split))
        inner_k = r.random()
        if inner_k < 0.35:
            inner = " ".join(r.sample(_half(_BREADTH, split), r.randint(1, 4)))
        elif inner_k < 0.65:
            inner = cg.file_listing(r, r.randint(3, 40))
        else:
            inner = cg.code(r, r.randint(80, 1500))
        return f"<{tag}>\n{inner}\n</{tag}>"
    if k < 0.9:
        return r.choice(_half(_STEPS, split))
    return f"Open tabs: {', '.join(cg.path(r) for _ in range(r.randint(1, 5)))}\nCursor: line {r.randint(1, 400)}"


def decorate(text: str, r: random.Random, split: str) -> str:
    """`text` with 1-3 envelope chunks before and/or after it."""
    before: list[str] = []
    after: list[str] = []
    for _ in range(r.randint(1, 3)):
        (before if r.random() < 0.5 else after).append(_chunk(r, split))
    return "\n\n".join([*before, text, *after])


def _last_user(body: dict[str, Any]) -> tuple[list[Any], int] | None:
    msgs = body.get("messages")
    if not isinstance(msgs, list):
        msgs = body.get("input")
    if not isinstance(msgs, list) or not msgs:
        return None
    i = len(msgs) - 1
    m = msgs[i]
    if not isinstance(m, dict) or m.get("role") != "user":
        return None
    # first turns only: a later user message may be fed-back output whose opening says so
    if any(isinstance(x, dict) and x.get("role") == "assistant" for x in msgs[:i]):
        return None
    return msgs, i


def augment(body: dict[str, Any], r: random.Random, split: str, p: float = 0.45) -> None:
    """With probability `p`, decorate the text of a first-turn last user message in place."""
    if r.random() >= p:
        return
    found = _last_user(body)
    if found is None:
        return
    msgs, i = found
    m = dict(msgs[i])
    c = m.get("content")
    if isinstance(c, str):
        if not c.strip():
            return
        m["content"] = decorate(c, r, split)
    elif isinstance(c, list):
        parts = [dict(p_) if isinstance(p_, dict) else p_ for p_ in c]
        texts = [j for j, p_ in enumerate(parts) if isinstance(p_, dict) and p_.get("type") in ("text", "input_text")]
        if not texts or any(isinstance(p_, dict) and p_.get("type") == "tool_result" for p_ in parts):
            return
        j = texts[-1]
        if r.random() < 0.5:
            parts[j]["text"] = decorate(str(parts[j].get("text", "")), r, split)
        else:  # a separate text part, as Claude Code sends its reminders
            kind = parts[j].get("type")
            parts.insert(j + (1 if r.random() < 0.5 else 0), {"type": kind, "text": _chunk(r, split)})
        m["content"] = parts
    else:
        return
    msgs = list(msgs)
    msgs[i] = m
    if "messages" in body and isinstance(body["messages"], list):
        body["messages"] = msgs
    else:
        body["input"] = msgs
