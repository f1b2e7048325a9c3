"""How clients frame the ask inside the last user message: delimiter lines (Amazon Q, Kiro), a trailing "Attached
context:" label (JetBrains AI Assistant), context and rules sent as text parts of their own (Tabnine-style), and a
one-line ask after a canned acknowledgement (Gemini CLI). The ask is read the same as when it comes bare.

Why: an examined envelope set written in round 43 found each of these framings moving asks across the threshold;
Amazon Q's context block, read as the ask, turned single-step asks long-horizon.
"""

from __future__ import annotations

from typing import Any

import pytest

from gateway.classify.ask import extract_ask
from gateway.classify.scorer import Scorer
from gateway.classify.summary import TAIL
from gateway.classify.walk import summarize

CHAT = "/v1/chat/completions"
_THREAD = "".join(
    f"[10:{m:02d}] {who}: the nightly export timed out again, the retry kicked in and the file was sent twice\n"
    for m, who in zip(range(40), ["ana", "kim", "raj", "li"] * 10, strict=True)
)


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


_GEMINI_SETUP = (
    "This is the Gemini CLI. We are setting up the context for our chat.\nToday's date is Friday, May 16, 2025.\n"
    "My operating system is: linux\nI'm currently working in the directory: /home/ana/shop\n"
    "Here is the folder structure of the current working directories:\n\nShowing up to 200 items.\n\n"
    "/home/ana/shop/\n├───package.json\n├───README.md\n├───src/\n│   ├───cart.ts\n│   ├───checkout.ts\n"
    "│   └───server.ts\n└───tests/\n    └───cart.test.ts\n\n"
)


@pytest.mark.parametrize(
    ("ask", "label"),
    [
        ("write a regex that matches ISO dates", "single_step"),
        ("what does `git rebase --onto` do?", "single_step"),
        ("fix the failing tests in tests/", "long_horizon"),
        ("migrate the whole project from jest to vitest", "long_horizon"),
    ],
)
def test_environment_facts_and_a_folder_tree_in_the_asks_message_are_envelope(
    scorer: Scorer, ask: str, label: str
) -> None:
    # a client that sends its setup turn (date, OS, working directory, a drawn folder tree) in the same message as
    # the ask: the facts and the tree are the client's, the ask is read as when it comes bare
    assert _label(scorer, _GEMINI_SETUP + ask) == _label(scorer, ask) == label
    assert extract_ask((_GEMINI_SETUP + ask).lower(), "").text.endswith(ask.lower())
    assert "├" not in extract_ask((_GEMINI_SETUP + ask).lower(), "").text


def test_a_setup_turn_sent_with_the_ask_in_one_message_is_envelope(scorer: Scorer) -> None:
    # a router that merges Gemini CLI's setup turn, its closing line and the ask into one user message
    setup = _GEMINI_SETUP + "My setup is complete. My first command follows in the next turn.\n\n"
    for ask, label in (("what does `git rebase --onto` do?", "single_step"),
                       ("migrate the whole project from jest to vitest", "long_horizon")):  # fmt: skip
        assert _label(scorer, setup + ask) == label
        assert extract_ask((setup + ask).lower(), "").text == ask.lower()


_RELEASE = "- fix: export button did nothing in Safari\n- feat: date filter in the history view\n" \
    "- perf: invoice list loads 40% faster\n- chore: bump dependencies"  # fmt: skip


def test_a_short_list_under_a_line_asking_about_it_is_material() -> None:
    # the opening line asks for something about the list below it: the list's words ("fix", "feat") are not the task
    text = f"From this list of changes, write short release notes for end users:\n{_RELEASE}".lower()
    assert extract_ask(text, "").lead == "from this list of changes, write short release notes for end users:"
    # a harness's line introducing the task asks nothing of its own: the task below it is read
    issue = "Below is the issue we are working on in this repository:\nmigrate the whole frontend from moment to " \
        "date-fns. moment is in about 40 files; keep the displayed formats identical"  # fmt: skip
    assert extract_ask(issue.lower(), "").lead == ""


def test_a_persons_own_environment_lines_keep_their_request() -> None:
    # environment facts beside a request line in one paragraph are the person's: the request is not cut away
    text = "My operating system is macOS 14\nI'm working in ~/code/shop\nhow do I keep ~/.local/bin on my PATH in zsh?"
    assert "keep ~/.local/bin" in extract_ask(("Quick one about my setup.\n\n" + text).lower(), "").text


_KEYERROR = (
    'Traceback (most recent call last):\n  File "app.py", line 14, in <module>\n    main()\n  File "app.py", line 11, '
    "in main\n    print(cfg['db']['host'])\nKeyError: 'db'"
)
# aider's context turns: the files added to the chat, answered by its canned reply
_AIDER_FILES = [
    {"role": "user", "content": "I have *added these files to the chat* so you can go ahead and edit them.\n\n*Trust "
     "this message as the true contents of these files!*\nAny other messages in the chat may contain outdated "
     "versions of the files' contents.\n\nsrc/config.py\n```\nDEFAULTS = {'db': {'port': 5432}}\n```"},
    {"role": "assistant", "content": "Ok, any changes I propose will be to those files."},
]  # fmt: skip


@pytest.mark.parametrize("line", ["wtf does this mean", "what does this error mean", "why is the db key missing here"])
@pytest.mark.parametrize("setup", ["aider", "gemini"])
def test_a_question_typed_without_its_mark_after_a_canned_reply_is_the_ask(
    scorer: Scorer, line: str, setup: str
) -> None:
    """Nothing ran before it (the reply only accepted the client's context), so the traceback under the question
    is the person's paste, not a command's output fed back: a question about it is single-step."""
    history = _AIDER_FILES if setup == "aider" else [
        {"role": "user", "content": _GEMINI_SETUP},
        {"role": "assistant", "content": "Got it. Thanks for the context!"},
    ]  # fmt: skip
    text = f"{line}\n{_KEYERROR}"
    assert _label(scorer, text, history) == _label(scorer, text) == "single_step"


def test_a_question_over_output_after_an_action_is_still_the_loop(scorer: Scorer) -> None:
    """After a reply that told the person what to run, the output pasted back under "what does this mean" is the
    loop's next step, whatever the line above it."""
    history = [
        {"role": "user", "content": "the config loader crashes on start, fix it"},
        {"role": "assistant", "content": "I changed `load()` to merge the defaults. Run `python app.py` again and "
         "paste what it prints."},
    ]  # fmt: skip
    assert _label(scorer, f"what does this mean\n{_KEYERROR}", history) == "long_horizon"


@pytest.mark.parametrize("text", ["\n\nTraceback (most recent call last):\nKeyError: 'a'", "\n", "   \n  \nx", "?\nok"])
def test_odd_text_after_a_canned_acknowledgement_is_read_without_error(scorer: Scorer, text: str) -> None:
    setup = [{"role": "user", "content": "Here is my project layout."}, {"role": "assistant", "content": "Got it."}]
    assert _label(scorer, text, setup) in ("single_step", "long_horizon")


_FUNCTION = (
    "def parse_header(raw: bytes) -> dict:\n    out = {}\n    for line in raw.split(b'\\r\\n'):\n        if not line:\n"
    "            break\n        k, v = line.split(b':', 1)\n        out[k.strip().lower()] = v.strip()\n    return out"
)
_CI_LOG = (
    "Run pytest -q --maxfail=5\n....F..F.......\n" + "=" * 30 + " FAILURES " + "=" * 30 + "\n"
    "    def test_refund_partial_amount(client, paid_order):\n        r = client.post('/orders/1/refund')\n"
    ">       assert r.status_code == 200\nE       assert 422 == 200\ntests/test_refunds.py:41: AssertionError\n"
    "2 failed, 13 passed in 8.41s\nError: Process completed with exit code 1."
)


def test_a_request_line_glued_to_pasted_code_or_output_is_the_ask() -> None:
    # one newline between the person's line and what they pasted: the line is theirs, the rest is material
    assert extract_ask(f"add a docstring to parse_header\n{_FUNCTION}".lower(), "").text == (
        "add a docstring to parse_header"
    )
    assert extract_ask(f"{_CI_LOG}\nCI is red on main since this morning. make it green.".lower(), "").text == (
        "ci is red on main since this morning. make it green."
    )


def test_a_format_line_closing_an_agent_template_is_not_the_request() -> None:
    # "write the code in this format:" introduces a format block the reader cut out; it asks for nothing itself
    text = (
        "Project name: harbor\n\nCurrent focus: find out which commit broke the export and revert it\n\n"
        "Plan:\n- [x] step 1: inspect the project\n- [ ] step 2: implement the change\n- [ ] step 3: verify\n\n"
        "Read the error, find the root cause in the code, and write the fixed files.\n\n"
        "Write the code in this format:\n~~~\nFile: `main.py`:\n```py\n<code>\n```\n~~~"
    )
    assert extract_ask(text.lower(), "").lead != "write the code in this format:"


def test_a_harness_sentence_about_what_came_back_stays_in_the_ask() -> None:
    # a long colon sentence naming lint errors after an edit is the loop's evidence, not a short material label
    text = (
        "The updated file src/index.ts has syntax or lint errors after the edit was applied:\n\n```\n"
        "src/index.ts(57,39): error TS2345: Argument of type 'string | undefined' is not assignable.\n```\n\n"
        "Rewrite the affected section so it is valid."
    )
    assert "lint errors after the edit" in extract_ask(text.lower(), "").text


def test_a_spaceless_request_under_a_pasted_trace_after_an_acknowledgement_is_the_ask(scorer: Scorer) -> None:
    trace = (
        'Exception in thread "main" java.lang.NullPointerException: Cannot invoke "String.length()"\n'
        "\tat com.example.users.UserFormatter.initials(UserFormatter.java:27)\n\tat com.example.Main.main(Main.java:9)"
    )
    ask = f"{trace}\n\nこのスタックトレースの意味と、考えられる原因を説明してください。"
    setup = [
        {"role": "user", "content": "I am not sharing any files that you can edit yet."},
        {"role": "assistant", "content": "Ok."},
    ]
    assert _label(scorer, ask, setup) == _label(scorer, ask) == "single_step"


def test_a_react_prompts_open_step_is_not_the_asks_last_line() -> None:
    text = f"Question: {_CI_LOG}\nwhy does this happen? fix it\nThought:"
    assert extract_ask(text.lower(), "").text.endswith("fix it")


_LAYOUT = (
    "You are DevPilot, an engineering assistant with access to the developer's machine through a set of tools.\n\n"
    "Available tools:\n\nrun_shell(command, timeout): Run a shell command in the repository root.\n"
    "read_file(path): Read a text file.\nedit_file(path, old, new): Replace one exact occurrence in a file.\n\n"
    "Use exactly this layout:\n\nQuestion: the task you have to solve\nThought: reason about what to do next\n"
    "Action: the tool to use, one of [run_shell, read_file, edit_file, finish]\nAction Input: the input for the "
    "tool\nObservation: the result the tool returns\n... (Thought/Action/Action Input/Observation repeats as "
    "needed)\nThought: I have finished\nFinal Answer: a short report for the user\n\n"
)


@pytest.mark.parametrize(
    ("ask", "label"),
    [
        ("write a regex that matches ISO dates", "single_step"),
        ("what does `git rebase --onto` do?", "single_step"),
        ("migrate the whole project from jest to vitest", "long_horizon"),
    ],
)
def test_the_task_after_a_react_layout_is_the_ask(scorer: Scorer, ask: str, label: str) -> None:
    """A ReAct template describes its layout with a "Question:" line of its own ("Question: the task you have to
    solve") and puts the task below the layout without the label: the layout's placeholder is not the ask (read
    as the ask, it gave every task the same score)."""
    assert _label(scorer, f"[INST] {_LAYOUT}{ask} [/INST] Thought:") == _label(scorer, ask) == label
    # the label a template gives the task below the layout is still read ("Begin!\n\nQuestion: <task>")
    assert _label(scorer, f"{_LAYOUT}Begin!\n\nQuestion: {ask}\nThought:") == label


def _code_agent_prompt(task: str) -> str:
    """A code agent's prompt rendered for a completions endpoint: its tools as Python stubs, the last of which
    "returns the top results with titles, URLs and snippets", its rules, then "New task:" and the task. The rules
    are as long as puts that line at the start of the prompt's last window."""
    tools = "".join(
        f'def {name}(arg: str) -> dict:\n    """{doc}"""\n    pass\n\n'
        for name, doc in [
            ("run_shell", "Run a shell command in the repository root. Returns stdout, stderr and the exit code."),
            ("read_file", "Read a text file. Returns the content with line numbers."),
            ("search", "Search file contents with a regular expression. Returns matching lines as path:line:text."),
            ("web_search", "Search the web and return the top results with titles, URLs and snippets."),
        ]
    )
    head = "You are Forge, an autonomous software engineering agent.\n\nFunctions you can call from code:\n\n" + tools
    end = "\n\nNew task:\n" + task + "\n\nThought:"
    line = head.rfind("\n", 0, head.rfind("titles")) + 1
    room = TAIL - (len(head) - line) - len(end)
    rule = "At each step write a 'Thought:' line, then a 'Code:' line with a py block. "
    rules = (rule * (room // len(rule) + 1))[:room]
    return head + rules + end


@pytest.mark.parametrize(
    ("task", "label"),
    [
        ("write a one-liner that prints the 10 largest files under the current directory", "single_step"),
        ("what does `git rebase --onto` do?", "single_step"),
        ("migrate the whole project from jest to vitest", "long_horizon"),
    ],
)
def test_a_task_label_in_a_long_prompts_last_window_is_read(scorer: Scorer, task: str, label: str) -> None:
    """The task label sits in the prompt's last window, whose first line is cut out of the tool listing: that
    line is not the message's opening, so its "titles" does not make the prompt a title call."""
    body = {"model": "m", "prompt": _code_agent_prompt(task), "max_tokens": 1024}
    assert "titles" in summarize("completions", body).user_tail.partition("\n")[0]
    assert scorer.classify("/v1/completions", {}, body).request_class == _label(scorer, task) == label


_TRACE = (
    "Traceback (most recent call last):\n"
    '  File "/home/mia/etl/run.py", line 71, in main\n'
    '    df = df.merge(regions, on="region_id", validate="many_to_one")\n'
    '  File "/home/mia/.venv/lib/python3.11/site-packages/pandas/core/reshape/merge.py", line 170, in merge\n'
    "    op = _MergeOperation(\n"
    '  File "/home/mia/.venv/lib/python3.11/site-packages/pandas/core/reshape/merge.py", line 1657, in _validate\n'
    "    raise MergeError(\n"
    "pandas.errors.MergeError: Merge keys are not unique in right dataset; not a many-to-one merge\n"
)


@pytest.mark.parametrize(
    ("task", "label"),
    [
        ("I got this running my ETL script. What does the error actually mean? No fix yet.", "single_step"),
        ("this breaks the nightly ETL job, find where the duplicate regions come from and fix it", "long_horizon"),
    ],
)
def test_a_task_label_between_the_windows_of_a_long_prompt_is_read(scorer: Scorer, task: str, label: str) -> None:
    """A code agent's prompt puts "New task:" after its tool listing and rules, and the task quotes a long
    traceback: the label sits between the first and the last window, and the tool listing was read as the ask
    (every task the same score). The last window is read from the label, as a ReAct prompt's "Question:" is."""
    quoted = f"{task}\n\n```\n{_TRACE * 2}```"
    body = {"model": "m", "prompt": _code_agent_prompt(quoted), "max_tokens": 1024}
    assert "New task:" not in summarize("completions", body).user_tail
    assert scorer.classify("/v1/completions", {}, body).request_class == _label(scorer, quoted) == label
