"""The shipped artifact on hard cases of real clients' requests, written by hand (not by the training generator)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from gateway.classify.scorer import Scorer

CHAT = "/v1/chat/completions"
TOOLS = [
    {
        "type": "function",
        "function": {"name": n, "description": f"{n} tool", "parameters": {"type": "object"}},
    }
    for n in ("read_file", "edit_file", "run_terminal_command", "grep_search", "list_dir")
]
AGENT_SYSTEM = (
    "You are a coding agent working in the user's repository. Use the tools to read and edit files and "
    "run commands. Keep iterating until the task is complete, then summarise what you changed."
)
PY_FILE = (
    "\n\n".join(
        f"def helper_{i}(value, limit=None):\n    out = []\n    for item in value:\n"
        "        if item != limit:\n"
        f"            out.append(item * {i % 7 + 2})\n    return out"
        for i in range(900)
    )
    + "\n\ndef parse_header(raw):\n    key, _, val = raw.partition(':')\n"
    + "    return key.strip().lower(), val.strip()\n"
)


def _loop(task: str) -> list[dict[str, Any]]:
    return [
        {"role": "system", "content": AGENT_SYSTEM},
        {"role": "user", "content": task},
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": "c1",
                    "type": "function",
                    "function": {
                        "name": "run_terminal_command",
                        "arguments": json.dumps({"command": "pytest -q"}),
                    },
                }
            ],
        },
        {
            "role": "tool",
            "tool_call_id": "c1",
            "content": "3 failed, 41 passed\nFAILED tests/test_auth.py::test_login",
        },
    ]


def label(scorer: Scorer, endpoint: str, body: dict[str, Any], headers: dict[str, str] | None = None) -> str:
    return scorer.classify(endpoint, headers or {}, body).request_class


def test_agent_client_with_tools_asked_a_trivial_question_is_single(scorer: Scorer) -> None:
    body = {
        "model": "auto",
        "tools": TOOLS,
        "messages": [
            {"role": "system", "content": AGENT_SYSTEM},
            {"role": "user", "content": "what does this regex match? ^\\d{3}-\\d{4}$"},
        ],
    }
    assert label(scorer, CHAT, body) == "single_step"


def test_one_line_build_request_without_tools_is_long(scorer: Scorer) -> None:
    body = {
        "model": "auto",
        "messages": [{"role": "user", "content": "build a REST API with auth, tests and a Dockerfile"}],
    }
    assert label(scorer, CHAT, body) == "long_horizon"


def test_huge_paste_with_docstring_request_is_single(scorer: Scorer) -> None:
    assert len(PY_FILE) > 80_000
    body = {
        "model": "auto",
        "messages": [
            {"role": "user", "content": f"```python\n{PY_FILE}```\n\nadd a docstring to parse_header"}
        ],
    }
    assert label(scorer, CHAT, body) == "single_step"


@pytest.mark.parametrize("nudge", ["continue", "fix it", "继续", "sigue"])
def test_short_nudge_inside_agent_loop_is_long(scorer: Scorer, nudge: str) -> None:
    msgs = [
        *_loop("The login tests fail, fix them."),
        {"role": "assistant", "content": "I changed auth.py; want me to rerun?"},
        {"role": "user", "content": nudge},
    ]
    assert label(scorer, CHAT, {"model": "auto", "tools": TOOLS, "messages": msgs}) == "long_horizon"


def test_tool_result_turn_is_long(scorer: Scorer) -> None:
    body = {"model": "auto", "tools": TOOLS, "messages": _loop("make the failing tests pass")}
    assert label(scorer, CHAT, body) == "long_horizon"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("解释一下这个函数是做什么的：def add(a, b): return a + b", "single_step"),
        ("Explica qué hace esta función: def add(a, b): return a + b", "single_step"),
        ("Erstelle eine komplette Webanwendung mit Login, Datenbank, Tests und Dockerfile.", "long_horizon"),
        (
            "Crée une application complète avec authentification, base de données, tests et un Dockerfile.",
            "long_horizon",
        ),
        ("Создай веб-приложение с авторизацией, базой данных, тестами и Dockerfile.", "long_horizon"),
    ],
)
def test_non_english(scorer: Scorer, text: str, expected: str) -> None:
    assert label(scorer, CHAT, {"model": "auto", "messages": [{"role": "user", "content": text}]}) == expected


def test_parts_list_with_image_and_developer_role(scorer: Scorer) -> None:
    body = {
        "model": "auto",
        "messages": [
            {"role": "developer", "content": "Answer briefly."},
            {
                "role": "user",
                "content": [
                    {"type": "text", "text": "What does this stack trace mean?"},
                    {"type": "image_url", "image_url": {"url": "data:image/png;base64,AAAA"}},
                ],
            },
        ],
    }
    assert label(scorer, CHAT, body) == "single_step"


def test_ghost_text_completion_is_single(scorer: Scorer) -> None:
    body = {
        "model": "auto",
        "prompt": "# Path: app/util.py\ndef slugify(text):\n    ",
        "suffix": "\n\n",
        "max_tokens": 200,
        "temperature": 0,
        "stop": ["\n"],
        "stream": True,
    }
    assert label(scorer, "/v1/completions", body, {"openai-intent": "copilot-ghost"}) == "single_step"


def test_fim_sentinels_are_single(scorer: Scorer) -> None:
    body = {
        "model": "auto",
        "prompt": "<|fim_prefix|>def area(r):\n    return <|fim_suffix|>\n<|fim_middle|>",
        "max_tokens": 128,
        "stop": ["<|fim_prefix|>", "<|fim_suffix|>", "<|endoftext|>"],
    }
    assert label(scorer, "/v1/completions", body) == "single_step"


def test_codex_function_call_output_is_long(scorer: Scorer) -> None:
    body = {
        "model": "auto",
        "instructions": AGENT_SYSTEM,
        "tools": [{"type": "function", "name": "shell", "parameters": {"type": "object"}}],
        "input": [
            {"type": "message", "role": "user", "content": [{"type": "input_text", "text": "fix the build"}]},
            {"type": "function_call", "name": "shell", "arguments": '{"command":["make"]}', "call_id": "c1"},
            {
                "type": "function_call_output",
                "call_id": "c1",
                "output": "error: undefined reference to `main'",
            },
        ],
        "prompt_cache_key": "abc",
    }
    assert label(scorer, "/v1/responses", body, {"session-id": "abc"}) == "long_horizon"


def test_claude_code_title_side_call_is_single(scorer: Scorer) -> None:
    body = {
        "model": "claude-haiku-4-5",
        "max_tokens": 512,
        "system": [
            {
                "type": "text",
                "text": "Write a 3-6 word title for the user's coding session. Reply with the title only.",
            }
        ],
        "messages": [{"role": "user", "content": "refactor the payment module and add retries everywhere"}],
    }
    assert label(scorer, "/v1/messages", body, {"x-claude-code-session-id": "s1"}) == "single_step"


def test_claude_code_tool_result_is_long(scorer: Scorer) -> None:
    body = {
        "model": "auto",
        "max_tokens": 32000,
        "system": [{"type": "text", "text": AGENT_SYSTEM}],
        "tools": [{"name": n, "input_schema": {"type": "object"}} for n in ("Bash", "Read", "Edit", "Grep")],
        "messages": [
            {"role": "user", "content": "why is CI red? fix it"},
            {
                "role": "assistant",
                "content": [
                    {"type": "tool_use", "id": "t1", "name": "Bash", "input": {"command": "npm test"}}
                ],
            },
            {
                "role": "user",
                "content": [{"type": "tool_result", "tool_use_id": "t1", "content": "1 failing"}],
            },
        ],
    }
    assert label(scorer, "/v1/messages", body) == "long_horizon"


def test_aider_commit_message_call_is_single(scorer: Scorer) -> None:
    diff = "diff --git a/x.py b/x.py\n--- a/x.py\n+++ b/x.py\n@@ -1 +1 @@\n-return a+b\n+return a + b\n"
    body = {
        "model": "auto",
        "stream": False,
        "messages": [
            {"role": "system", "content": "You write one-line git commit messages for diffs."},
            {"role": "user", "content": f"Write a commit message for this diff:\n{diff}"},
        ],
    }
    assert label(scorer, CHAT, body) == "single_step"


def test_compaction_side_call_is_single(scorer: Scorer) -> None:
    msgs = [
        *_loop("add pagination to the API"),
        {"role": "user", "content": "Summarize the conversation so far for a handoff; keep file names."},
    ]
    assert label(scorer, CHAT, {"model": "auto", "messages": msgs}) == "single_step"


def test_cline_xml_tool_result_is_long(scorer: Scorer) -> None:
    system = AGENT_SYSTEM + "\n# Tools\n## read_file\n<read_file>\n<path>p</path>\n</read_file>\n" * 20
    msgs = [
        {"role": "system", "content": system},
        {
            "role": "user",
            "content": "<task>\nadd dark mode\n</task>\n<environment_details>\n"
            "# Current Working Directory (/w) Files\nsrc/app.ts\n</environment_details>",
        },
        {"role": "assistant", "content": "<read_file>\n<path>src/app.ts</path>\n</read_file>"},
        {"role": "user", "content": "[read_file for 'src/app.ts'] Result:\nexport const app = 1;"},
    ]
    assert label(scorer, CHAT, {"model": "auto", "messages": msgs}) == "long_horizon"


VENDOR_MAIL = (
    "Hello all,\nfollowing up on Thursday's call: the payments vendor moves its sandbox to a new region on "
    "the 9th, so our nightly contract tests will need the new base URL and a fresh API key from their portal. "
    "They also plan to retire webhook signature v1 in March; we still verify with v1 in two services.\n"
    "Best, Tomasz"
)


@pytest.mark.parametrize(
    "content",
    [
        f"summarise this for the team channel:\n{VENDOR_MAIL}",
        f"{VENDOR_MAIL}\n\nwhat do they want from us here?",
        f"draft a short reply to this\n\n{VENDOR_MAIL}",
    ],
)
def test_one_line_about_a_pasted_mail_is_single(scorer: Scorer, content: str) -> None:
    """The ask is the line about the mail: the mail's own words (tests, keys, services to change) are material."""
    body = {"model": "auto", "messages": [{"role": "user", "content": content}]}
    assert label(scorer, CHAT, body) == "single_step"
    agent = {"model": "auto", "messages": [{"role": "system", "content": AGENT_SYSTEM}, *body["messages"]],
             "tools": TOOLS}  # fmt: skip
    assert label(scorer, CHAT, agent) == "single_step"


def test_repository_work_asked_about_a_pasted_mail_is_long(scorer: Scorer) -> None:
    content = f"{VENDOR_MAIL}\n\nupdate our services and their tests for this, in the repo"
    body = {"model": "auto", "messages": [{"role": "user", "content": content}]}
    assert label(scorer, CHAT, body) == "long_horizon"
