"""The label follows the task, not the client: the failure classes found on traffic nobody here generated.

Every request below is written by hand in the wire shape of a real client (none is drawn from the training
generator): the same ask in a Codex-like Responses body with a long agent prompt and tools, a Claude Code
like Messages body with system blocks and ~20 tools, a Continue `cn`-like chat body with tools, an aider-like
edit-format conversation, and a bare curl body. The envelope may say how to read the ask, never what it is.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from gateway.classify.scorer import Scorer

CHAT, RESPONSES, MESSAGES, COMPLETIONS = "/v1/chat/completions", "/v1/responses", "/v1/messages", "/v1/completions"

# an agent prompt full of breadth words that say what the client can do, not what this request asks
AGENT_PROMPT = (
    "You are a coding agent in a terminal. You can read every file, run all commands and edit the whole "
    "repository. Keep iterating until the task is completely done; verify each change by running the tests. "
    "Handle all parts of a request end to end across the entire codebase. "
) * 12
NAMES = ["shell", "read", "write", "edit", "glob", "grep", "ls", "fetch", "search", "todo", "plan", "notebook",
         "task", "web", "patch", "view", "diff", "run_tests", "kill", "output"]  # fmt: skip


def _codex(ask: str) -> tuple[str, dict[str, str], dict[str, Any]]:
    tools = [{"type": "function", "name": n, "parameters": {"type": "object"}} for n in NAMES[:6]]
    body = {
        "model": "gpt-5",
        "instructions": AGENT_PROMPT,
        "input": [
            {"type": "message", "role": "developer", "content": [{"type": "input_text", "text": AGENT_PROMPT}]},
            {"type": "message", "role": "user", "content": [{"type": "input_text",
             "text": "<environment_context>\n<cwd>/home/u/proj</cwd>\n</environment_context>"}]},
            {"type": "message", "role": "user", "content": [{"type": "input_text", "text": ask}]},
        ],
        "tools": tools,
        "parallel_tool_calls": True,
        "reasoning": {"effort": "medium"},
        "prompt_cache_key": "abc",
        "store": False,
        "stream": True,
    }  # fmt: skip
    return RESPONSES, {"user-agent": "codex_cli_rs/0.50.0", "session-id": "s1"}, body


def _claude(ask: str) -> tuple[str, dict[str, str], dict[str, Any]]:
    tools = [{"name": n, "description": n, "input_schema": {"type": "object"}} for n in NAMES]
    body = {
        "model": "claude-sonnet-4-5",
        "max_tokens": 32000,
        "system": [{"type": "text", "text": "You are a CLI agent."}, {"type": "text", "text": AGENT_PROMPT}],
        "tools": tools,
        "messages": [{"role": "user", "content": [
            {"type": "text", "text": "<system-reminder>\nNo todos yet.\n</system-reminder>"},
            {"type": "text", "text": ask},
        ]}],
        "metadata": {"user_id": json.dumps({"session_id": "x"})},
        "stream": True,
    }  # fmt: skip
    return MESSAGES, {"user-agent": "claude-cli/2.0.30", "x-claude-code-session-id": "x"}, body


def _cn(ask: str) -> tuple[str, dict[str, str], dict[str, Any]]:
    tools = [{"type": "function", "function": {"name": n, "parameters": {"type": "object"}}} for n in NAMES[:8]]
    msgs = [{"role": "system", "content": AGENT_PROMPT}, {"role": "user", "content": ask}]
    return CHAT, {"user-agent": "cn/1.5.0"}, {"model": "m", "messages": msgs, "tools": tools, "stream": True}


def _aider(ask: str) -> tuple[str, dict[str, str], dict[str, Any]]:
    listing = "\n".join(f"src/pkg{i}/mod{i}.py:\n    def fn{i}(a, b)\n    class C{i}" for i in range(60))
    msgs = [
        {"role": "system", "content": "Act as an expert developer. Return every change as SEARCH/REPLACE "
         "blocks:\n<<<<<<< SEARCH\nold\n=======\nnew\n>>>>>>> REPLACE\nApply them to all files you need."},
        {"role": "user", "content": "Here are summaries of some files in the git repo:\n" + listing},
        {"role": "assistant", "content": "Ok, I will keep those in mind."},
        {"role": "user", "content": "src/util.py\n```\ndef slugify(s):\n    return s.lower().replace(' ', '-')\n```"},
        {"role": "assistant", "content": "Ok."},
        {"role": "user", "content": ask + "\n\nReminder: use SEARCH/REPLACE blocks for every edit."},
    ]  # fmt: skip
    return CHAT, {"user-agent": "aider/0.86.1"}, {"model": "m", "messages": msgs, "temperature": 0}


def _curl(ask: str) -> tuple[str, dict[str, str], dict[str, Any]]:
    return CHAT, {"user-agent": "curl/8.5.0"}, {"model": "auto", "messages": [{"role": "user", "content": ask}]}


ENVELOPES = {"codex": _codex, "claude_code": _claude, "cn": _cn, "aider": _aider, "curl": _curl}
ASKS = [
    ("run `echo ok` and report what it prints", "long_horizon"),
    ("what does hello.py do?", "long_horizon"),
    ("fix the failing test in tests/", "long_horizon"),
    ("find why the cache never expires and fix it", "long_horizon"),
    ("the CI is red, make it green", "long_horizon"),
    ("write a regex for ISO dates", "single_step"),
    ("what does `git rebase --onto` do?", "single_step"),
    ("How do I parse a --count option with argparse?", "single_step"),
    ("Write a SQL query for the 3 newest rows of orders(id, created_at).", "single_step"),
    ("write a commit message for: rename the config loader", "single_step"),
]


@pytest.mark.parametrize(("ask", "label"), ASKS)
def test_same_ask_same_label_in_every_client(scorer: Scorer, ask: str, label: str) -> None:
    got = {name: scorer.classify(*env(ask)).request_class for name, env in ENVELOPES.items()}
    assert got == dict.fromkeys(ENVELOPES, label)


def test_envelope_moves_the_score_little(scorer: Scorer) -> None:
    for ask, _ in ASKS:
        scores = [scorer.score(*env(ask)) for env in ENVELOPES.values()]
        assert max(scores) - min(scores) < 0.2, ask


def _text_loop(observation: str) -> dict[str, Any]:
    return {
        "model": "m",
        "messages": [
            {"role": "system", "content": "Answer with THOUGHT and one bash block. You see its output next."},
            {"role": "user", "content": "why does the build fail?"},
            {"role": "assistant", "content": "THOUGHT: look at the makefile\n\n```bash\nmake 2>&1 | tail\n```"},
            {"role": "user", "content": observation},
        ],
    }


@pytest.mark.parametrize(
    "observation",
    [
        "<returncode>2</returncode>\n<output>\nmake: *** [all] Error 2\n</output>",
        "Observation: cc: error: missing.c: No such file or directory",
        "src/main.c:12:5: error: implicit declaration of function 'frob'",
        'exit code 1\nTraceback (most recent call last):\n  File "x.py", line 3',
    ],
)
def test_tool_output_pasted_back_as_user_text_is_long(scorer: Scorer, observation: str) -> None:
    assert scorer.classify(CHAT, {}, _text_loop(observation)).request_class == "long_horizon"


def test_completions_prompt_holding_a_loop_transcript_is_long(scorer: Scorer) -> None:
    prompt = (
        "You can use these tools: bash, read.\nUse this format:\nThought: ...\nAction: tool\nAction Input: args\n"
        "Observation: result\n\nQuestion: what version of python is installed?\n"
        "Thought: check it\nAction: bash\nAction Input: python3 --version\nObservation: Python 3.12.3\n"
        "Thought:"
    )
    body = {"model": "m", "prompt": prompt, "max_tokens": 256, "stop": ["\nObservation:"]}
    assert scorer.classify(COMPLETIONS, {}, body).request_class == "long_horizon"


def test_condenser_over_a_text_protocol_history_is_single(scorer: Scorer) -> None:
    body = _text_loop("<returncode>0</returncode>\n<output>\nok\n</output>")
    body["messages"].append(
        {"role": "user", "content": "Summarize the conversation so far for a handoff: files, commands, results."}
    )
    assert scorer.classify(CHAT, {}, body).request_class == "single_step"


def test_small_edit_to_an_edit_format_client_is_single(scorer: Scorer) -> None:
    assert scorer.classify(*_aider("rename slugify to make_slug in src/util.py")).request_class == "single_step"


def test_feature_across_files_with_a_pasted_listing_is_long(scorer: Scorer) -> None:
    ask = "add a --json output flag to every subcommand of the CLI and update the tests"
    assert scorer.classify(*_aider(ask)).request_class == "long_horizon"


@pytest.mark.parametrize(
    "prompt",
    [
        "<|code_prefix|>def add(a, b):\n    <|code_suffix|>\n\nprint(add(1, 2))<|code_middle|>",
        "<|fim_suffix|>\n    return total\n<|fim_prefix|>def total(xs):\n    total = 0\n<|fim_middle|>",
        "<fim-prefix>function f(x) {\n  <fim-suffix>\n}<fim-middle>",
    ],
)
def test_other_fim_conventions_are_single(scorer: Scorer, prompt: str) -> None:
    body = {"model": "m", "prompt": prompt, "max_tokens": 64, "stop": ["\n\n"], "temperature": 0}
    assert scorer.classify(COMPLETIONS, {"user-agent": "tabby/0.30"}, body).request_class == "single_step"


def test_cursor_marker_in_chat_is_single(scorer: Scorer) -> None:
    code = "def area(r):\n    import math\n    return /*CURSOR*/\n\nprint(area(2))"
    body = {"model": "m", "messages": [{"role": "user", "content": code}], "max_tokens": 64}
    assert scorer.classify(CHAT, {}, body).request_class == "single_step"


def test_scratchpad_whose_steps_sit_mid_message_is_long(scorer: Scorer) -> None:
    """A framework resends its whole scratchpad in one user message; the steps are far from both ends."""
    listing = "\n".join(f"    line {i}: value = compute({i})" for i in range(120))
    steps = "".join(
        f"Thought: step {k}\nAction: shell\nAction Input: cat part{k}.py\nObservation:\n{listing}\n" for k in range(3)
    )
    prompt = (
        "Answer the question using the tools.\nFormat:\nThought: ...\nAction: ...\nAction Input: ...\n"
        "Observation: ...\n\nQuestion: why is the importer slow?\n" + steps + "\n" + listing + "\nThought:"
    )
    body = {"model": "m", "messages": [{"role": "user", "content": prompt}]}
    assert scorer.classify(CHAT, {}, body).request_class == "long_horizon"


def test_commit_message_call_quoting_a_long_request_is_single(scorer: Scorer) -> None:
    system = "You write short git commit messages in the imperative mood for the diff you are given. " + (
        "Keep the subject under 72 characters, then a blank line and a body wrapped at 72. " * 12
    )
    diff = "diff --git a/cli.py b/cli.py\n--- a/cli.py\n+++ b/cli.py\n@@ -1,3 +1,4 @@\n+import json\n" * 20
    user = "The request was: add a --json flag to every subcommand and update all the tests.\n\n" + diff
    body = {"model": "m", "messages": [{"role": "system", "content": system}, {"role": "user", "content": user}]}
    assert scorer.classify(CHAT, {"user-agent": "aider/0.86.1"}, body).request_class == "single_step"


def _review_template(question: str) -> tuple[str, dict[str, str], dict[str, Any]]:
    """A PR-review bot's template: the diff, then the person's question between "======" rules."""
    hunk = "".join(f"{40 + i} +    total += row.amount * {i}\n" for i in range(12))
    text = (
        "PR Info:\n\nTitle: 'Speed up the export'\n\nBranch: 'main'\n\nThe PR code diff:\n======\n"
        f"## File: 'billing/export.py'\n\n@@ ... @@ def export_rows(...)\n{hunk}======\n\n"
        f"The PR Questions:\n======\n{question}\n======\n\nResponse to the PR Questions:\n"
    )
    body = {"model": "m", "messages": [
        {"role": "system", "content": "You answer questions about a pull request from its diff."},
        {"role": "user", "content": text}]}  # fmt: skip
    return CHAT, {}, body


@pytest.mark.parametrize(
    ("question", "label"),
    [
        ("find why the nightly export drops rows in the repo and fix it, then run the tests", "long_horizon"),
        ("what does this hunk change?", "single_step"),
    ],
)
def test_a_question_between_template_rules_is_read(scorer: Scorer, question: str, label: str) -> None:
    # the "======" lines around the field are separators, not code: the question decides, not the diff
    assert scorer.classify(*_review_template(question)).request_class == label


def _agent_with_rules(ask: str) -> tuple[str, dict[str, str], dict[str, Any]]:
    """A terminal agent that sends its prompt, its environment and the project's rules file as three system
    messages; the rules mention commits, as rules files do."""
    msgs = [
        {"role": "system", "content": "You are a coding agent in a terminal. Answer questions directly; for "
         "changes, read the code first and verify with the project's tests."},
        {"role": "system", "content": "<env>\n  Working directory: /home/u/shop\n  Platform: linux\n</env>"},
        {"role": "system", "content": "Instructions from: AGENTS.md\n- Run `ruff check .` before proposing a "
         "commit.\n- Money is integer cents."},
        {"role": "user", "content": ask},
    ]  # fmt: skip
    tools = [{"type": "function", "function": {"name": n, "parameters": {"type": "object"}}} for n in NAMES[:8]]
    return CHAT, {"user-agent": "agent/1.0"}, {"model": "m", "messages": msgs, "tools": tools}


@pytest.mark.parametrize(("ask", "label"), ASKS)
def test_a_rules_file_naming_commits_does_not_make_a_commit_message_call(scorer: Scorer, ask: str, label: str) -> None:
    # the system prompt is read from the conversation's first system message on, whatever order the
    # messages are walked in; "commit" in a rules line is not a request for a commit message
    assert scorer.classify(*_agent_with_rules(ask)).request_class == label


def _react_first_turn(ask: str) -> tuple[str, dict[str, str], dict[str, Any]]:
    """A ReAct framework's first turn: tools in the system prompt, the task in a template, a turn-marker stop."""
    system = (
        "You are Senior Engineer. You ONLY have access to these tools:\nTool Name: Read file\nTool Name: Run shell\n"
        "Use this format:\nThought: ...\nAction: the tool\nAction Input: JSON\nObservation: the result\n"
        "When done:\nThought: I now know the final answer\nFinal Answer: the answer"
    )
    user = f"\nCurrent Task: {ask}\n\nBegin! Use the tools available and give your best Final Answer.\n\nThought:"
    body = {"model": "m", "messages": [{"role": "system", "content": system}, {"role": "user", "content": user}],
            "stop": ["\nObservation:"]}  # fmt: skip
    return CHAT, {}, body


@pytest.mark.parametrize(
    ("ask", "label"),
    [("explain what a goroutine is", "single_step"), ("jelaskan apa itu goroutine", "single_step"),
     ("fix the failing tests in the payments package", "long_horizon")],
)  # fmt: skip
def test_a_react_turn_marker_stop_leaves_the_ask_to_decide(scorer: Scorer, ask: str, label: str) -> None:
    # "\nObservation:" is a text protocol's turn marker, not an inline completion's line stop
    assert scorer.classify(*_react_first_turn(ask)).request_class == label


def test_a_question_above_a_pasted_traceback_is_not_tool_output(scorer: Scorer) -> None:
    # after aider's "Ok.", a message that opens with the person's question and quotes a traceback asks about
    # supplied content; the output of a command aider ran for the person ("I ran this command") is fed back
    ask = (
        "What does this error mean?\n\n```text\nTraceback (most recent call last):\n"
        "  File \"<stdin>\", line 3\nKeyError: 'timeout'\n```"
    )
    assert scorer.classify(*_aider(ask)).request_class == "single_step"


@pytest.mark.parametrize(
    "opening",
    ["Explain this stack trace to me line by line:", "Erkläre mir diesen Stacktrace Zeile für Zeile:",
     "Translate this error for the support team:"],
)  # fmt: skip
def test_a_request_line_above_a_pasted_traceback_is_not_tool_output(scorer: Scorer, opening: str) -> None:
    # a request ending in a colon quotes the traceback as a question does; an output's own heading line does not
    ask = (
        f"{opening}\n\n```text\nTraceback (most recent call last):\n"
        "  File \"<stdin>\", line 3\nKeyError: 'timeout'\n```"
    )
    assert scorer.classify(*_aider(ask)).request_class == "single_step"


def _gemini_setup(ask: str) -> tuple[str, dict[str, str], dict[str, Any]]:
    """Gemini CLI on its own protocol: a setup turn (date, OS, folder tree) answered by a canned ack, then the ask."""
    setup = (
        "This is the Gemini CLI. We are setting up the context for our chat.\nToday's date is Friday, May 8, 2026.\n"
        "My operating system is: linux\nI'm currently working in the directory: /home/dev/shop\n"
        "Showing up to 200 items (files + folders).\n\n/home/dev/shop/\napp/\n  routes/\n    checkout.py\ntests/"
    )
    body = {
        "systemInstruction": {"parts": [{"text": "You are an interactive CLI agent for software engineering tasks."}]},
        "contents": [
            {"role": "user", "parts": [{"text": setup}]},
            {"role": "model", "parts": [{"text": "Got it. Thanks for the context!"}]},
            {"role": "user", "parts": [{"text": ask}]},
        ],
        "tools": [{"functionDeclarations": [{"name": "run_shell_command", "parameters": {"type": "object"}}]}],
    }
    return "/v1beta/models/gemini-2.5-pro:streamGenerateContent", {"user-agent": "GeminiCLI/0.9.0"}, body


@pytest.mark.parametrize(
    ("opening", "label"),
    [("Explain this error.", "single_step"), ("Erkläre mir diesen Fehler.", "single_step"),
     ("解释一下这个错误。", "single_step"), ("This blows up at checkout. Find the cause and fix it.", "long_horizon")],
)  # fmt: skip
def test_a_request_sentence_above_a_pasted_traceback_after_an_acknowledgement(
    scorer: Scorer, opening: str, label: str
) -> None:
    # a bare "Ok." / "Got it." answers a context turn: no action ran, so what follows the person's sentence is
    # quoted, not fed back; the ask decides, as it does with no client around it
    ask = (
        f'{opening}\n\n```text\nTraceback (most recent call last):\n  File "app/jobs.py", line 41, in run\n'
        "    total = sum(r.amount for r in rows)\nTypeError: unsupported operand type(s) for +: 'int' and 'NoneType'"
        "\n```"
    )
    envelopes = (_aider, _gemini_setup, _curl)
    got = {envelope.__name__: scorer.classify(*envelope(ask)).request_class for envelope in envelopes}
    assert got == dict.fromkeys(got, label)


def test_a_retry_turn_after_an_edit_stays_a_loop(scorer: Scorer) -> None:
    # after an action (an edit the model wrote as text), "Please fix the errors below." over test output is the
    # edit loop's next round, not a new ask
    msgs = [
        {"role": "system", "content": "You are a coding assistant. Reply with a unified diff."},
        {"role": "user", "content": "Make add() in calc.py handle negative numbers."},
        {"role": "assistant", "content": "Here is the change:\n```diff\n--- a/calc.py\n+++ b/calc.py\n@@\n"
         "-def add(a, b): return abs(a) + b\n+def add(a, b): return a + b\n```"},
        {"role": "user", "content": "Please fix the errors below.\n\n```\n$ pytest -q\nF.\n=== FAILURES ===\n"
         "E   AssertionError: assert 3 == 4\ntests/test_calc.py:8: AssertionError\n1 failed, 1 passed in 0.02s\n```"},
    ]  # fmt: skip
    assert scorer.classify(CHAT, {}, {"model": "m", "messages": msgs}).request_class == "long_horizon"


def test_command_output_an_edit_client_feeds_back_is_a_loop(scorer: Scorer) -> None:
    output = (
        "I ran this command:\n\npython3 -m unittest -q\n\nAnd got this output:\n\n"
        "FAIL: test_add (tests.test_calc.CalcTest.test_add)\nTraceback (most recent call last):\n"
        '  File "tests/test_calc.py", line 8, in test_add\nAssertionError: -1 != 5\n\nFAILED (failures=1)'
    )
    assert scorer.classify(*_aider(output)).request_class == "long_horizon"


def _goals_in_system(goal: str, driver: str) -> tuple[str, dict[str, str], dict[str, Any]]:
    """An autonomous agent that keeps its goals in the system prompt and drives every step with one fixed
    user line (AutoGPT's shape): the task is where the goals are, not in the user message."""
    system = (
        "You are BuildBot, an autonomous software agent. Decide on your own; the user will not answer.\n\n"
        f"GOALS:\n\n1. {goal}\n\nConstraints:\n1. Save what matters to files.\n2. Use only the commands below.\n\n"
        "Commands:\n1. shell: run a command\n2. read_file: read a file\n3. finish: stop\n\n"
        'Reply with JSON only: {"thoughts": {"text": "", "plan": ""}, "command": {"name": "", "args": {}}}'
    )
    msgs = [{"role": "system", "content": system}, {"role": "user", "content": driver}]
    return CHAT, {}, {"model": "gpt-4", "messages": msgs, "temperature": 0}


@pytest.mark.parametrize(
    "driver",
    ["Determine exactly one command to use, and respond using the JSON schema specified previously:",
     "Pick the next command and answer in the JSON format given above.",
     "Determine exactly one command to use next based on the given goals and the progress you have made so far, "
     "and respond using the JSON schema specified previously:",
     "Decide on the single next command that moves you toward your goals, and reply in the JSON format above."],
)  # fmt: skip
@pytest.mark.parametrize(
    ("goal", "label"),
    [("the CI is red since yesterday, make it green", "long_horizon"),
     ("port the project from setuptools to poetry and keep the tests passing", "long_horizon"),
     ("write a regex that matches ISO 8601 dates", "single_step")],
)  # fmt: skip
def test_goals_in_the_system_prompt_decide_when_the_user_line_only_drives(
    scorer: Scorer, goal: str, label: str, driver: str
) -> None:
    assert scorer.classify(*_goals_in_system(goal, driver)).request_class == label


def _user_asked(ask: str) -> tuple[str, dict[str, str], dict[str, Any]]:
    """A planner that quotes the person's request inside its own one-message template, then speaks of it."""
    text = (
        f"You are Hopper, a software engineering assistant.\n\nThe user asked: {ask}\n\n"
        "Based on the user's request, write a step-by-step plan that covers the whole task: explore the code, "
        "change every file that needs it, run the tests and iterate until they pass.\n\nReply in this format:\n"
        "Plan:\n1. <step>\n2. <step>"
    )
    return CHAT, {}, {"model": "gpt-4o", "messages": [{"role": "user", "content": text}]}


@pytest.mark.parametrize(
    ("ask", "label"),
    [("the e2e tests time out since Monday, find out why", "long_horizon"),
     ("add rate limiting to every public endpoint and write tests for it", "long_horizon"),
     ("what does `git rebase --onto` do?", "single_step"),
     ("write a regex that matches ISO 8601 dates", "single_step")],
)  # fmt: skip
def test_a_request_quoted_in_a_planners_template_is_read_as_the_ask(scorer: Scorer, ask: str, label: str) -> None:
    assert scorer.classify(*_user_asked(ask)).request_class == label


def test_the_first_goal_is_the_task_when_a_harness_adds_its_own_goals(scorer: Scorer) -> None:
    goal = "trouve pourquoi le worker consomme autant de mémoire et corrige-le\n2. Keep changes minimal.\n3. Terminate"
    assert scorer.classify(*_goals_in_system(goal, "Pick the next command.")).request_class == "long_horizon"


def _codeact(ask: str) -> tuple[str, dict[str, str], dict[str, Any]]:
    """An agent whose system prompt opens by framing the dialogue ("A conversation between a user and an AI
    assistant that can act on a computer"): the framing names no side product, so the ask decides."""
    system = (
        "A conversation between a user and an AI assistant that can act on a computer. The assistant runs shell "
        "commands inside <execute_bash></execute_bash> and Python inside <execute_ipython></execute_ipython>, "
        "one action per reply, and sends <finish></finish> when the task is done."
    )
    user = f"{ask}\n\nWork on your own with the environment you have. When done, send <finish></finish>."
    msgs = [{"role": "system", "content": system}, {"role": "user", "content": user}]
    return CHAT, {}, {"model": "m", "messages": msgs}


@pytest.mark.parametrize(("ask", "label"), ASKS)
def test_a_prompt_framing_the_conversation_is_not_a_side_call(scorer: Scorer, ask: str, label: str) -> None:
    assert scorer.classify(*_codeact(ask)).request_class == label
