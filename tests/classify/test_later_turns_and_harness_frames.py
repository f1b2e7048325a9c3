"""Later turns in chat apps, harness frames of agent products, side calls worded in other languages. Each once
changed what the classifier read.

Why: on the later-turn set and the agent-product set written in round 51 (`classifiers/dev/envs_m`, `envs_l`) and
on the mid-loop set (`loops_c`) these frames gave one ask different labels in different clients, or the wrong
label in all of them (figures in `classifiers/README.md`, round 51).
"""

from __future__ import annotations

from typing import Any

import pytest

from gateway.classify.scorer import Scorer

CHAT = "/v1/chat/completions"
MESSAGES = "/v1/messages"

LONG_ASK = "the nightly build has been failing since the dependency bump, find what broke and fix it"
SHORT_ASKS = [
    "regex that matches a semantic version like 1.4.0 or 2.0.0-rc.1",
    "what is the difference between `git reset --soft` and `git reset --mixed`?",
    "add a docstring to this:\n\ndef clamp(x, lo, hi):\n    return max(lo, min(x, hi))",
]
ASKS = [*((a, "single_step") for a in SHORT_ASKS), (LONG_ASK, "long_horizon")]

_HISTORY = [
    {"role": "user", "content": "we are planning the move of our billing service to a new queue, thoughts?"},
    {
        "role": "assistant",
        "content": "Start by listing every producer and consumer, then run both queues side by side for a week "
        "and compare delivery counts before switching reads.",
    },
]


def _label(scorer: Scorer, body: dict[str, Any], endpoint: str = CHAT) -> str:
    return scorer.classify(endpoint, {}, body).request_class


@pytest.mark.parametrize(
    "recap",
    [
        "Summary of the conversation so far:\n- The user asked about moving billing to a new queue.\n"
        "- The assistant suggested running both queues side by side.",
        "<conversation_summary>\nEarlier turns, condensed: the user is planning a queue migration and got a plan "
        "in prose.\n</conversation_summary>",
    ],
)
@pytest.mark.parametrize(("ask", "label"), ASKS)
def test_a_chat_apps_recap_of_earlier_turns_is_context_not_a_summary_call(
    scorer: Scorer, recap: str, ask: str, label: str
) -> None:
    body = {
        "messages": [
            {"role": "system", "content": "You are a helpful assistant."},
            {"role": "system", "content": recap},
            *_HISTORY,
            {"role": "user", "content": ask},
        ]
    }
    assert _label(scorer, body) == label


def test_a_summary_prompt_over_the_persons_text_is_still_a_side_call(scorer: Scorer) -> None:
    body = {
        "messages": [
            {"role": "system", "content": "Summarize the user's message in one short sentence."},
            {"role": "user", "content": LONG_ASK},
        ]
    }
    assert _label(scorer, body) == "single_step"


@pytest.mark.parametrize(("ask", "label"), ASKS)
def test_standing_orders_in_a_tagged_message_after_the_persons_leave_the_persons_as_the_ask(
    scorer: Scorer, ask: str, label: str
) -> None:
    orders = (
        "<system_instructions>\nKeep going until the request is fully handled, then call end_turn.\n\n"
        "If the user only asks a question, answer it without editing files. Ask one clarifying question when the "
        "request is ambiguous. Prefer small, focused edits and keep existing behaviour.\n</system_instructions>"
    )
    body = {
        "messages": [
            {"role": "system", "content": "You are a coding assistant working in the user's repository."},
            {"role": "user", "content": f"<user_message>\n{ask}\n</user_message>"},
            {"role": "user", "content": orders},
        ]
    }
    assert _label(scorer, body) == label


def test_a_reminder_block_beside_the_ask_in_one_message_does_not_hide_it(scorer: Scorer) -> None:
    body = {
        "system": "You are an interactive CLI that helps with software engineering.",
        "messages": [
            {"role": "user", "content": "what does `set -euo pipefail` do?"},
            {"role": "assistant", "content": "It makes the script stop on errors, unset variables and pipe failures."},
            {
                "role": "user",
                "content": [
                    {"type": "text", "text": "<system-reminder>\nThe task list is empty.\n</system-reminder>"},
                    {"type": "text", "text": LONG_ASK},
                ],
            },
        ],
    }
    assert _label(scorer, body, MESSAGES) == "long_horizon"


_PLAN_TEMPLATE = (
    "\n\nFrom the user's request, write a step-by-step plan.\n\nAnswer in exactly this format:\n\n```\n"
    "Project Name: <a short name>\n\nPlan:\n- [ ] Step 1: <first action>\n- [ ] Step 2: <next action>\n```\n\n"
    "Each step must be one concrete action. Keep in mind that you can use a browser and a search engine.\n"
)


@pytest.mark.parametrize(
    ("ask", "label"),
    [
        (
            "add a docstring to `checksum` only, leave the rest alone\n\n```python\n"
            + "".join(f"def helper_{i}(x):\n    return x * {i} + 1\n\n" for i in range(60))
            + "def checksum(data):\n    return sum(data) % 256\n```",
            "single_step",
        ),
        (
            "these started failing after I merged main, make them pass:\n\n"
            + "".join(
                f"FAILED tests/test_orders.py::test_case_{i} - AssertionError: assert {i} == {i + 1}\n"
                for i in range(60)
            ),
            "long_horizon",
        ),
    ],
)
def test_the_slot_a_template_opens_for_the_ask_is_read_in_a_long_message(scorer: Scorer, ask: str, label: str) -> None:
    text = f"You are an AI software engineer.\n\nThe user asked: {ask}{_PLAN_TEMPLATE}"
    assert _label(scorer, {"messages": [{"role": "user", "content": text}]}) == label


@pytest.mark.parametrize(("ask", "label"), ASKS)
def test_a_template_section_after_the_request_slot_is_the_templates(scorer: Scorer, ask: str, label: str) -> None:
    text = (
        "Below is a request. Before we start, answer the questionnaire that follows.\n\nHere is the request:\n\n"
        f"{ask}\n\nHere is the pre-survey:\n\n    1. List the facts given in the request.\n"
        "    2. List the facts to look up and where to find them.\n    3. List the facts to derive.\n"
    )
    assert _label(scorer, {"messages": [{"role": "user", "content": text}]}) == label


@pytest.mark.parametrize(("ask", "label"), ASKS)
def test_a_rules_file_in_a_tagged_block_before_the_ask_is_not_the_ask(scorer: Scorer, ask: str, label: str) -> None:
    context = (
        "## Included Rules (style.md) [Workspace]\n\n<user-rule id=style.md>\n```\n# Style\n"
        "- Run the whole test suite before pushing.\n- Every module under src/ needs a README section.\n```\n"
        "</user-rule>\n\n<ACTIVE-EDITOR-FILE>\nsrc/app.py\n</ACTIVE-EDITOR-FILE>"
    )
    body = {
        "system": "You are an assistant that lives in an IDE.",
        "messages": [{"role": "user", "content": [{"type": "text", "text": context}, {"type": "text", "text": ask}]}],
    }
    assert _label(scorer, body, MESSAGES) == label


def _loop(turn: str, report: str) -> dict[str, Any]:
    return {
        "messages": [
            {"role": "system", "content": "You are a coding agent with shell and file tools."},
            {"role": "user", "content": "the export job drops its last row, fix it"},
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {"id": "c1", "type": "function", "function": {"name": "run", "arguments": '{"cmd": "pytest -q"}'}}
                ],
            },
            {"role": "tool", "tool_call_id": "c1", "content": "1 failed, 41 passed in 3.10s"},
            {"role": "assistant", "content": report},
            {"role": "user", "content": turn},
        ]
    }


@pytest.mark.parametrize(
    "turn",
    [
        "Сделай краткую сводку этой сессии, только текст.",
        "Riassumi la sessione finora: file toccati, comandi eseguiti, errori risolti.",
    ],
)
def test_a_side_call_naming_the_session_in_other_words_is_single_step(scorer: Scorer, turn: str) -> None:
    assert _label(scorer, _loop(turn, "Fixed the off-by-one in export.py; the suite passes.")) == "single_step"


def test_a_persons_next_step_in_the_same_loop_stays_long(scorer: Scorer) -> None:
    turn = "now check the git history for when the off-by-one came in and add a regression test"
    assert _label(scorer, _loop(turn, "Fixed the off-by-one in export.py; the suite passes.")) == "long_horizon"
