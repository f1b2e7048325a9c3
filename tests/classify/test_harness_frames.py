"""Text-protocol loops: a harness's own header over each output it feeds back, and a side call's instruction
sent in the same message as the last output.

A text-protocol harness (a planner driving an executor, a notebook agent, a home-made script) sends each
command's output back as the user's message under a fixed line of its own ("Step done. Output:", "Out[4]:"),
one the reading has never been told about. The header repeating over messages that follow different actions
is the harness's mark: a person does not open two messages with one header. A condenser or title call in such
a loop often sends its instruction below the last output, in the same string or as the last text part: that
paragraph is the turn, and the request is the side call's (single-step). Each request is built by hand.
"""

from __future__ import annotations

from typing import Any

import pytest

from gateway.classify.scorer import Scorer

CHAT = "/v1/chat/completions"


@pytest.fixture(scope="module")
def scorer() -> Scorer:
    return Scorer.load()


def long_(scorer: Scorer, body: dict[str, Any], endpoint: str = CHAT) -> bool:
    return scorer.score(endpoint, {}, body) >= scorer.threshold


def chat(*msgs: tuple[str, Any]) -> dict[str, Any]:
    return {"model": "m", "messages": [{"role": r, "content": c} for r, c in msgs]}


PLANNER = "You plan; an executor with a shell runs the one step you name each turn and reports back."


def planner_loop(last: str) -> dict[str, Any]:
    """A planner/executor loop: one-sentence steps, each report under the executor's fixed header."""
    return chat(
        ("system", PLANNER),
        ("user", "Goal: make `make test` pass on the billing service."),
        ("assistant", "First I want to see the project layout."),
        ("user", "Step done. Output:\nMakefile\nbilling/\ntests/\nsetup.cfg"),
        ("assistant", "Now the test suite, to see what fails."),
        ("user", "Step done. Output:\nFAILED tests/test_invoice.py::test_rounding\n1 failed, 40 passed"),
        ("assistant", "Let me read the rounding helper."),
        ("user", last),
    )


def test_a_harness_header_seen_before_marks_the_last_message_as_output(scorer: Scorer) -> None:
    last = "Step done. Output:\ndef round_cents(x):\n    return int(x * 100) / 100\n"
    assert long_(scorer, planner_loop(last))


def test_output_under_another_header_after_framed_reports_is_still_the_loop(scorer: Scorer) -> None:
    # the failure report has a header of its own; the two reports before it make the conversation a loop
    last = "Step failed (exit 1):\ndef round_cents(x):\n    return int(x * 100) / 100\n"
    assert long_(scorer, planner_loop(last))


def test_a_notebook_agents_cell_outputs_are_output_whatever_their_number(scorer: Scorer) -> None:
    body = chat(
        ("system", "You analyse data in a Jupyter kernel. Reply with one python cell; its output comes back."),
        ("user", "Which region had the highest revenue last quarter?"),
        ("assistant", "```python\nimport pandas as pd\ndf = pd.read_csv('sales.csv')\ndf.head(3)\n```"),
        ("user", "Out[1]:\n          day region  units\n0  2024-04-01     EU      3\n1  2024-04-01     NA      1"),
        ("assistant", "```python\ndf.groupby('region')['units'].sum()\n```"),
        ("user", "Out[2]:\nregion\nAPAC    41020\nEU      38811\nNA      52007\nName: units, dtype: int64"),
    )
    assert long_(scorer, body)


def test_a_person_sending_one_request_again_over_new_code_is_not_a_harness(scorer: Scorer) -> None:
    ask = "turn this into a list comprehension:\n```python\n{}\n```"
    body = chat(
        ("user", ask.format("out = []\nfor w in ws:\n    out.append(w.upper())")),
        ("assistant", "`out = [w.upper() for w in ws]` does the same thing in one line."),
        ("user", ask.format("odd = []\nfor n in ns:\n    if n % 2:\n        odd.append(n)")),
        ("assistant", "Filter in the comprehension's `if` clause: `odd = [n for n in ns if n % 2]`."),
        ("user", ask.format("ps = []\nfor a in xs:\n    for b in ys:\n        ps.append((a, b))")),
    )
    assert not long_(scorer, body)


def test_a_chat_bots_speaker_label_over_each_paste_is_a_person(scorer: Scorer) -> None:
    body = chat(
        ("system", "You are the team's helper bot in the #backend channel. Answer briefly."),
        ("user", "nadia:\nwhat does this mean?\nModuleNotFoundError: No module named 'yaml'"),
        ("assistant", "PyYAML is not installed in that environment: `pip install pyyaml`."),
        ("user", "nadia:\nand this one, what is it telling me?\nPermissionError: [Errno 13] Permission denied"),
        ("assistant", "The process user cannot write that log file; check its owner and mode."),
        ("user", "nadia:\nwhy does this one happen?\nUnicodeDecodeError: 'utf-8' codec can't decode byte 0xff"),
    )
    assert not long_(scorer, body)


def test_context_turns_answered_by_one_canned_reply_are_not_a_loop(scorer: Scorer) -> None:
    # (two snippets of one file, each under the same caption)
    ctx = "Code context from file billing/money.py:\n```python\ndef {0}(amount):\n    return amount * {1}\n```"
    ack = "Understood. I'll use the code context you share."
    body = chat(
        ("system", "You are a coding assistant with access to the user's code search context."),
        ("user", ctx.format("net", "0.8")),
        ("assistant", ack),
        ("user", ctx.format("tax", "1.2")),
        ("assistant", ack),
        ("user", ctx.format("fee", "0.03")),
        ("assistant", ack),
        ("user", "write a docstring for tax()"),
    )
    assert not long_(scorer, body)


SUMMARY = "Summarize the work so far in a few bullet points: goal, files touched, what failed, what is left."


def text_loop(last: str) -> dict[str, Any]:
    """A text-protocol agent on chat: bash blocks as actions, their output fed back as user text."""
    return chat(
        ("system", "You are an autonomous coding agent. Reply with one ```bash block per turn; you get its output."),
        ("user", "Add retry with backoff to the HTTP client in pkg/httpx and make the tests pass."),
        ("assistant", "```bash\ngo test ./pkg/httpx/...\n```"),
        ("user", FAILED),
        ("assistant", "```bash\ncat pkg/httpx/client.go\n```"),
        ("user", last),
    )


CLIENT_GO = (
    'package httpx\n\nimport (\n\t"net/http"\n\t"time"\n)\n\n// Client wraps http.Client with retries.\n'
    "type Client struct {\n\tinner   *http.Client\n\tretries int\n\tdelay   time.Duration\n}\n\n"
    "func New(retries int) *Client {\n\treturn &Client{inner: &http.Client{Timeout: 10 * time.Second}, retries: "
    "retries, delay: 100 * time.Millisecond}\n}\n\nfunc (c *Client) Do(req *http.Request) (*http.Response, error) "
    "{\n\treturn c.inner.Do(req)\n}\n"
)
FAILED = (
    "=== RUN   TestRetry\n--- FAIL: TestRetry (0.02s)\n    client_test.go:41: got 1 attempts, want 3\n"
    "=== RUN   TestRetryBackoff\n--- FAIL: TestRetryBackoff (0.31s)\n    client_test.go:58: backoff 0s, want >= 100ms\n"
    "=== RUN   TestNoRetryOn4xx\n--- PASS: TestNoRetryOn4xx (0.00s)\n=== RUN   TestTimeout\n"
    "--- PASS: TestTimeout (0.05s)\nFAIL\nexit status 1\nFAIL\texample.com/shop/pkg/httpx\t0.412s\n"
)


def test_the_loop_without_a_closing_instruction_goes_on(scorer: Scorer) -> None:
    assert long_(scorer, text_loop(CLIENT_GO))


def test_a_summary_asked_below_the_last_output_is_a_side_call(scorer: Scorer) -> None:
    # the file's text fills the words the side-call model reads from a turn's start: the paragraph is the turn
    assert not long_(scorer, text_loop(CLIENT_GO + "\n\n" + SUMMARY))


def test_a_fix_asked_below_the_last_output_is_the_loop(scorer: Scorer) -> None:
    assert long_(scorer, text_loop(CLIENT_GO + "\n\nAdd the retry loop to Do and run the tests again."))


def test_a_summary_sent_as_the_last_text_part_after_a_tagged_result_is_a_side_call(scorer: Scorer) -> None:
    # an XML-tool agent's result as text parts (the older Cline layout), the condenser's instruction a part
    parts = [
        {"type": "text", "text": "[execute_command for 'go test ./pkg/httpx/...'] Result:"},
        {"type": "text", "text": FAILED},
        {"type": "text", "text": "<environment_details>\n# Current Mode\nACT MODE\n</environment_details>"},
        {"type": "text", "text": "Please write a brief summary of this session so far; it replaces the history above."},
    ]
    body = chat(
        ("system", "You use one tool per message, written as XML tags, and wait for its result."),
        ("user", [{"type": "text", "text": "<task>\nAdd retry with backoff to pkg/httpx\n</task>"}]),
        ("assistant", "<execute_command>\n<command>go test ./pkg/httpx/...</command>\n</execute_command>"),
        ("user", parts),
    )
    assert not long_(scorer, body)
    parts[-1] = {"type": "text", "text": "Now make the retry count configurable and rerun the tests."}
    assert long_(scorer, body)


def test_a_summary_part_below_gemini_output_is_a_side_call(scorer: Scorer) -> None:
    body = {
        "contents": [
            {"role": "user", "parts": [{"text": "Upgrade the project to the new router API and keep tests green."}]},
            {"role": "model", "parts": [{"text": "Listing the routes folder.\nACTION: shell: ls src/routes"}]},
            {"role": "user", "parts": [{"text": "Here is the output of your command:\nindex.ts\nusers.ts"}]},
            {"role": "model", "parts": [{"text": "Running the tests.\nACTION: shell: npm test"}]},
            {
                "role": "user",
                "parts": [
                    {"text": "Here is the output of your command:\nTests: 2 failed, 31 passed"},
                    {"text": "Write a short summary of this session so far, keeping what the agent needs to go on."},
                ],
            },
        ]
    }
    assert not long_(scorer, body, "/v1beta/models/gemini-2.5-flash:generateContent")


def test_a_completions_prompt_ending_on_a_summary_slot_is_a_side_call(scorer: Scorer) -> None:
    prompt = (
        "Below is the log of an automated coding agent. Write a concise summary of what it tried and what is left."
        "\n\nQuestion: Make the CSV export handle unicode file names.\nThought: find the export code first.\n"
        "Action: shell\nAction Input: grep -rn export_csv .\nObservation: app/export.py:12:def export_csv(rows, path):"
        "\nThought: run the tests.\nAction: shell\nAction Input: pytest -q tests/test_export.py\n"
        "Observation: 1 failed, 6 passed\n\nSummary:\n-"
    )
    assert not long_(scorer, {"model": "m", "prompt": prompt, "max_tokens": 300}, "/v1/completions")
