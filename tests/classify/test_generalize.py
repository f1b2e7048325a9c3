"""Round-2 hard cases: the ask behind client wrappers, breadth of a change, unknown clients (written by hand)."""

from __future__ import annotations

from typing import Any

import pytest

from gateway.classify.ask import extract_ask
from gateway.classify.scorer import Scorer

CHAT = "/v1/chat/completions"
TOOLS = [
    {"type": "function", "function": {"name": n, "description": f"{n} tool", "parameters": {"type": "object"}}}
    for n in ("read_file", "edit_file", "run_terminal_command", "grep_search", "list_dir")
]
AGENT_SYSTEM = (
    "You are a coding agent working in the user's repository. Use the tools to read and edit files and "
    "run commands. Keep iterating until the task is complete, then summarise what you changed."
)
LISTING = "\n".join(f"src/module_{i}/handlers_{i}.py" for i in range(40))


def first_turn(scorer: Scorer, user: Any, headers: dict[str, str] | None = None) -> str:
    body = {
        "model": "auto",
        "tools": TOOLS,
        "messages": [{"role": "system", "content": AGENT_SYSTEM}, {"role": "user", "content": user}],
    }
    return scorer.classify(CHAT, headers or {}, body).request_class


def test_known_miss_verbose_flag_through_all_commands_is_long(scorer: Scorer) -> None:
    ask = "add a --verbose flag to the CLI and thread it through all commands"
    assert first_turn(scorer, ask) == "long_horizon"
    assert first_turn(scorer, ask, {"user-agent": "SomeNewAgent/0.1"}) == "long_horizon"


@pytest.mark.parametrize(
    "ask",
    [
        "make the retry helper async and update every caller",
        "update src/api/users.py, src/api/orders.py and tests/test_api.py to use the new pagination helper",
        "rip out the old logging module and use structlog everywhere",
    ],
)
def test_broad_changes_in_one_line_are_long(scorer: Scorer, ask: str) -> None:
    assert first_turn(scorer, ask) == "long_horizon"


def test_openhands_style_wrapper_around_a_trivial_question_is_single(scorer: Scorer) -> None:
    user = (
        "<uploaded_files>\n/workspace/shop\n</uploaded_files>\n<REPOSITORY_INFO>\nAt the user's request, "
        "repository acme/shop has been cloned to /workspace/shop.\n</REPOSITORY_INFO>\n"
        "<RUNTIME_INFORMATION>\nports 51000-51100 are available\n</RUNTIME_INFORMATION>\n"
        "what does the regex ^\\d{3}-\\d{4}$ match?"
    )
    assert first_turn(scorer, user, {"user-agent": "litellm/1.72.6"}) == "single_step"


def test_unknown_wrapper_tags_do_not_decide(scorer: Scorer) -> None:
    """A client never seen in training wraps its asks in its own tags and a file listing."""

    def wrapped(ask: str) -> str:
        return f"<ide_state>\nopen tabs:\n{LISTING}\n</ide_state>\n<user_ask>\n{ask}\n</user_ask>"

    assert first_turn(scorer, wrapped("explain what slugify returns for an empty string")) == "single_step"
    assert first_turn(scorer, wrapped("migrate the whole project from Flask to FastAPI")) == "long_horizon"


def test_roo_task_with_environment_details_trivial_is_single(scorer: Scorer) -> None:
    user = (
        "<task>\nwhat is the difference between a list and a tuple?\n</task>\n\n<environment_details>\n"
        f"# Current Working Directory (/home/dev/api) Files\n{LISTING}\n# Current Mode\ncode\n"
        "</environment_details>"
    )
    assert first_turn(scorer, user, {"user-agent": "RooCode/3.25.1"}) == "single_step"


def test_system_reminder_parts_around_a_big_ask_are_long(scorer: Scorer) -> None:
    body = {
        "model": "auto",
        "max_tokens": 32000,
        "system": [{"type": "text", "text": AGENT_SYSTEM}],
        "tools": [{"name": n, "input_schema": {"type": "object"}} for n in ("Bash", "Read", "Edit", "Grep")],
        "messages": [
            {
                "role": "user",
                "content": [
                    {"type": "text", "text": "<system-reminder>\nThe todo list is empty.\n</system-reminder>"},
                    {"type": "text", "text": "port the billing service from callbacks to async/await"},
                ],
            }
        ],
    }
    assert scorer.classify("/v1/messages", {}, body).request_class == "long_horizon"


def test_how_to_question_with_feature_words_is_single(scorer: Scorer) -> None:
    assert first_turn(scorer, "How do I add a --verbose flag with argparse?") == "single_step"


def test_title_side_call_about_a_big_task_is_single(scorer: Scorer) -> None:
    body = {
        "model": "small",
        "messages": [
            {"role": "system", "content": "Write a 3-6 word title for this conversation."},
            {"role": "user", "content": "add retries with backoff to every HTTP call in the SDK"},
        ],
    }
    assert scorer.classify(CHAT, {}, body).request_class == "single_step"


def test_extract_ask_peels_wrappers_code_and_listings() -> None:
    raw = (
        "<environment_details>\nsrc/a.py\nsrc/b.py\n</environment_details>\n"
        "<task>\nUpdate src/a.py and lib/b.ts to use the new client\n</task>\n\n"
        "```python\ndef f(x):\n    return x\n```\n"
    ).lower()
    ask = extract_ask(raw, "")
    assert ask.text.strip() == "update src/a.py and lib/b.ts to use the new client"
    # the code share counts the fenced code beside the ask, not the wrapper block (envelope, not content)
    assert ask.wrapped and ask.n_paths == 2 and 0.3 < ask.code_share < 0.5 and ask.fences == 2


def test_extract_ask_reads_head_and_tail_windows_of_a_huge_message() -> None:
    head = "<context>\n" + "x = 1\n" * 60
    tail = "y = 2\n" * 100 + "</context>\n\nadd a docstring to parse_header"
    ask = extract_ask(head.lower(), tail.lower())
    assert ask.text == "add a docstring to parse_header"
