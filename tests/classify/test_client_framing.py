"""How clients frame the ask inside the last user message: delimiter lines (Amazon Q, Kiro), a trailing "Attached
context:" label (JetBrains AI Assistant), context and rules sent as text parts of their own (Tabnine-style), and a
one-line ask after a canned acknowledgement (Gemini CLI). The ask is read the same as when it comes bare.

Why: an examined envelope set written in round 43 found these framings moving asks across the threshold; Amazon Q's
framing alone turned 87 of 120 single-step asks long-horizon, because its context block was read as the ask.
"""

from __future__ import annotations

from typing import Any

import pytest

from gateway.classify.ask import extract_ask
from gateway.classify.scorer import Scorer

CHAT = "/v1/chat/completions"
_THREAD = "".join(
    f"[10:{m:02d}] {who}: the nightly export timed out again, the retry kicked in and the file was sent twice\n"
    for m, who in zip(range(40), ["ana", "kim", "raj", "li"] * 10, strict=True)
)


@pytest.fixture(scope="module")
def scorer() -> Scorer:
    return Scorer.load()


def _label(scorer: Scorer, content: Any, messages: list[dict[str, Any]] | None = None) -> str:
    body = {"model": "m", "messages": [*(messages or []), {"role": "user", "content": content}]}
    return scorer.classify(CHAT, {}, body).request_class


def _amazon_q(ask: str) -> str:
    return (
        "--- CONTEXT ENTRY BEGIN ---\nThe following files were loaded as project context. Follow them.\n\n"
        "[/home/kim/src/ledger-svc/AmazonQ.md]\n# Project notes\n- Build: `make build`\n- Tests: `make test`\n"
        "- Fix every failing test across all packages before you finish.\n--- CONTEXT ENTRY END ---\n\n"
        '--- ENVIRONMENT STATE ---\n{"operating_system": "linux", "current_working_directory": "/home/kim"}\n\n'
        f"--- USER MESSAGE BEGIN ---\n{ask}--- USER MESSAGE END ---"
    )


@pytest.mark.parametrize(
    ("ask", "label"),
    [("what does `git rebase --onto` do?\n", "single_step"), ("write a regex for ISO dates\n", "single_step"),
     (f"summarize this thread in three bullets\n{_THREAD}", "single_step"),
     ("the CI is red, make it green\n", "long_horizon"),
     (f"find why the export sends the file twice in our repo and fix it\n{_THREAD}", "long_horizon")],
)  # fmt: skip
def test_the_ask_between_delimiter_lines_is_the_ask(scorer: Scorer, ask: str, label: str) -> None:
    # Amazon Q and Kiro frame a turn with "--- NAME BEGIN ---" / "--- NAME END ---" lines: the context entry is the
    # client's, the user message block is the person's (a long one closes only in the tail window)
    assert _label(scorer, _amazon_q(ask)) == _label(scorer, ask) == label


def test_a_trailing_attached_context_label_is_not_the_ask() -> None:
    # JetBrains AI Assistant appends the selection under its own labels; with the code cut out they name nothing
    selection = (
        "Attached context:\nSelected code in `src/api/reports.ts`:\n```typescript\nexport interface Report {}\n```"
    )
    text = f"how do i exit vim\n\n{selection}"
    assert extract_ask(text.lower(), "").text == "how do i exit vim"
    opened = "Currently open file `cmd/ledger/main.go`:\n```go\npackage main\n```\n\nsimple email regex please"
    assert extract_ask(opened.lower(), "").text == "simple email regex please"


def test_a_request_line_ending_in_a_colon_above_a_fence_is_kept() -> None:
    text = "Explain this stack trace to me line by line:\n\n```text\nTraceback (most recent call last):\nKeyError\n```"
    assert extract_ask(text.lower(), "").text == "explain this stack trace to me line by line:"


def test_a_label_line_over_a_file_list_is_not_the_lead() -> None:
    files = "\n".join(f"- src/pkg{i}/module_{i}.py" for i in range(8))
    text = f"Workspace context:\n{files}\nsql for the second highest salary"
    assert extract_ask(text.lower(), "").lead != "workspace context:"


@pytest.mark.parametrize(
    ("ask", "label"),
    [("sql for the second highest salary", "single_step"), ("what does `set -euo pipefail` do?", "single_step"),
     ("login is broken, fix it", "long_horizon"), ("write tests for the auth module", "long_horizon")],
)  # fmt: skip
def test_context_and_rules_sent_as_parts_of_their_own_leave_the_ask_to_decide(
    scorer: Scorer, ask: str, label: str
) -> None:
    files = "\n".join(f"- src/pkg{i}/module_{i}.py" for i in range(6))
    parts = [
        {"type": "text", "text": f"Workspace context:\n{files}"},
        {"type": "text", "text": "Organisation guidelines: use descriptive names; document public functions."},
        {"type": "text", "text": ask},
    ]  # fmt: skip
    assert _label(scorer, parts) == _label(scorer, ask) == label


def test_a_one_line_ask_after_a_canned_acknowledgement_is_the_ask(scorer: Scorer) -> None:
    # "bash: ..." opens like a shell's error line, but nothing ran: the reply before it holds no action
    setup = [
        {"role": "user", "content": "This is the Gemini CLI. Setting up the context for our chat.\nToday's date is "
         "Friday, May 16, 2025.\nMy operating system is: darwin\nI'm working in the directory: /Users/ana/web"},
        {"role": "assistant", "content": "Understood, I have the context."},
    ]  # fmt: skip
    ask = "bash: loop over filenames with spaces"
    assert _label(scorer, ask, setup) == _label(scorer, ask) == "single_step"


@pytest.mark.parametrize("text", ["\n\nTraceback (most recent call last):\nKeyError: 'a'", "\n", "   \n  \nx", "?\nok"])
def test_odd_text_after_a_canned_acknowledgement_is_read_without_error(scorer: Scorer, text: str) -> None:
    setup = [{"role": "user", "content": "Here is my project layout."}, {"role": "assistant", "content": "Got it."}]
    assert _label(scorer, text, setup) in ("single_step", "long_horizon")
