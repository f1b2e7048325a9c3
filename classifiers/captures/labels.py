"""The label rule applied to one captured request, decided from the request itself plus its task.

Order (the project's label rule):
1. A side call (its own ask is a title, topic, commit message, summary or compaction) -> single_step,
   even when it quotes the task or carries the agent's history.
2. Prior tool results in any form (native tool/tool_result/function_call_output items, or command or
   test output pasted back as user text after an assistant turn) -> long_horizon.
3. Otherwise the task's own label.
"""

from __future__ import annotations

import re
from typing import Any

from classifiers.captures import script

SIDE_WORDS = re.compile(r"\b(title|topic|commit message|summari[sz]e|summary|compact|condense)\b", re.IGNORECASE)
# Output of a command or a test run fed back as text: the test runners the throwaway repos use, shells.
PASTED_OUTPUT = re.compile(
    r"(Ran \d+ tests? in \d|FAILED \((failures|errors)=|Traceback \(most recent call last\)|"
    r"\b\d+ (passed|failed)\b|exit code:? ?\d|\$ python3? -m )"
)

# An edit proposed in text: SEARCH/REPLACE blocks or a unified diff hunk.
EDIT_BLOCK = re.compile(r"^(<<<<<<< SEARCH|@@ -\d+(,\d+)? \+\d+)", re.MULTILINE)


def is_aider_main(system: str) -> bool:
    """aider's main turns: an edit-format system prompt with SEARCH/REPLACE blocks."""
    return "SEARCH/REPLACE" in system or "<<<<<<< SEARCH" in system


def _last_user(turns: list[tuple[str, str, str]]) -> str:
    return next((text for role, kind, text in reversed(turns) if role == "user" and kind == "message"), "")


def side_ask(endpoint: str, body: dict[str, Any], task_prompt: str) -> bool:
    """Whether the request's own ask is a background job (title, topic, commit, summary, compaction).

    The task's words are removed first, so a task that mentions a title does not make its main turn a side
    call. A request that offers tools is an agent turn unless its last user message asks to summarize or
    compact the conversation; an edit-format (aider) main turn is never a side call.
    """
    turns = script.conversation(endpoint, body)
    system = script.system_text(endpoint, body)
    last_user = _last_user(turns)
    if task_prompt:
        last_user = last_user.replace(task_prompt.strip(), " ")
    if body.get("tools"):
        return bool(re.search(r"\b(summari[sz]e|compact)\b.{0,80}\bconversation\b", last_user, re.I | re.S))
    if is_aider_main(system):
        return False
    ask = system[:4000] + "\n" + last_user
    if SIDE_WORDS.search(ask):
        return True
    # A request with no task in it at all (a probe such as a one-token quota check) asks nothing of the task.
    probe = task_prompt.strip()[:40]
    return bool(probe) and probe not in "\n".join(text for _, _, text in turns)


def has_tool_results(endpoint: str, body: dict[str, Any]) -> bool:
    """Prior tool results in any form, or a retry turn inside an edit loop.

    Native result items count; so does a user turn after an assistant turn that either pastes machine
    output (test runs, exit codes) or answers an edit the assistant proposed (an edit-format client
    reporting what it did with the edit: applied, failed, files added, lint or test output).
    """
    turns = script.conversation(endpoint, body)
    if any(kind == "result" for _, kind, _ in turns):
        return True
    seen_assistant = False
    after_edit = False
    for role, kind, text in turns:
        if role == "assistant":
            seen_assistant = True
            after_edit = after_edit or EDIT_BLOCK.search(text) is not None
        elif role == "user" and kind == "message" and seen_assistant and (after_edit or PASTED_OUTPUT.search(text)):
            return True
    return False


def label(endpoint: str, body: dict[str, Any], task: dict[str, Any]) -> tuple[str, str]:
    """(label, shape) for one captured request; shape is main, tool_result or side."""
    prompt = str(task.get("prompt", ""))
    if side_ask(endpoint, body, prompt):
        return "single_step", "side"
    if has_tool_results(endpoint, body):
        return "long_horizon", "tool_result"
    return str(task["label"]), "main"
