"""The last turn of a conversation, templates around the ask, and side calls after a loop.

Each request is built by hand in a layout real clients use: a framework that tags the person's text inside
its own template (an issue template, an inline-edit prompt), a ReAct template whose format description names
every protocol keyword, a worked example that ends with its final answer before the real task, a harness's
reminder sent after the last tool result, a framework that appends each observation to the model's own
message, and side calls (compaction, hand-over notes) sent after a history full of tool results in several
wordings and languages, beside a "who speaks next" check that is a step of the loop it steers.
"""

from __future__ import annotations

from typing import Any

import pytest

from gateway.classify.ask import extract_ask
from gateway.classify.features import FEATURE_NAMES, clear_caches, extract_features
from gateway.classify.scorer import Scorer

CHAT = "/v1/chat/completions"


def facts(body: dict[str, Any], endpoint: str = CHAT) -> dict[str, float]:
    clear_caches()
    return dict(zip(FEATURE_NAMES, extract_features(endpoint, {}, body), strict=True))


def chat(*msgs: tuple[str, Any]) -> dict[str, Any]:
    return {"model": "m", "messages": [{"role": r, "content": c} for r, c in msgs]}


def tool_loop(last: dict[str, Any]) -> dict[str, Any]:
    """A native tool loop of two rounds, then `last`."""
    call = [{"id": "c1", "type": "function", "function": {"name": "run", "arguments": '{"cmd": "pytest"}'}}]
    return {
        "model": "m",
        "messages": [
            {"role": "system", "content": "You are a coding agent with tools."},
            {"role": "user", "content": "fix the failing tests in tests/test_cache.py"},
            {"role": "assistant", "content": None, "tool_calls": call},
            {"role": "tool", "tool_call_id": "c1", "content": "1 failed, 12 passed in 0.41s"},
            {"role": "assistant", "content": None, "tool_calls": call},
            {"role": "tool", "tool_call_id": "c1", "content": "13 passed in 0.40s"},
            {"role": "assistant", "content": "The cache test passes now: the TTL was compared in ms."},
            last,
        ],
    }


def test_a_tagged_ask_is_read_without_the_template_around_it() -> None:
    issue = (
        "<uploaded_files>\n/testbed\n</uploaded_files>\nA python repository is in /testbed. Consider this issue:"
        "\n\n<pr_description>\nWhat does `git rebase --onto` do?\n</pr_description>\n\nMake the smallest changes "
        "to non-test files so the issue is resolved.\n1. Find the relevant code.\n2. Edit the source.\n3. Rerun."
    )
    assert extract_ask(issue.lower(), "").text == "what does `git rebase --onto` do?"


def test_code_beside_a_tagged_ask_still_counts_as_supplied() -> None:
    text = "<task>\nadd a docstring to clamp\n</task>\n\n```python\ndef clamp(v, lo, hi):\n    return max(lo, v)\n```"
    ask = extract_ask(text.lower(), "")
    assert ask.text.strip() == "add a docstring to clamp" and ask.code_share > 0.3 and ask.fences == 2


@pytest.mark.parametrize(
    "text",
    [
        "Use the following format:\n\nQuestion: the input question you must answer\nThought: think\nAction: "
        "the action\nObservation: the result\nFinal Answer: the answer\n\nBegin!\n\nQuestion: write a regex for "
        "ISO dates\nThought:",
        "\nCurrent Task: write a regex for ISO dates\n\nThis is the expected criteria for your final answer: "
        "the pattern.\nyou MUST return the actual complete content as the final answer.\n\nBegin!",
    ],
)
def test_a_templates_ask_slot_is_the_ask(text: str) -> None:
    assert extract_ask(text.lower(), "").text == "write a regex for iso dates"


def test_a_worked_example_that_ends_with_its_final_answer_is_not_a_loop() -> None:
    example = (
        "Here is an example of the format (a made-up task):\n\nQuestion: How many files are in docs?\nThought: "
        "I should list them.\nAction: list_dir\nAction Input: docs\nObservation: a.md\nb.md\nThought: I know.\n"
        "Final Answer: 2\n\nNow the real task.\n\nwhat is the difference between a list and a tuple?"
    )
    f = facts(chat(("system", "Answer with Thought/Action/Observation."), ("user", example)))
    assert f["loop_evidence"] == 0.0 and f["loop_side"] == 0.0


def test_a_reminder_after_the_last_tool_result_is_the_loops_next_step() -> None:
    body = tool_loop({"role": "system", "content": "Remember: use the diff format."})
    body["messages"].pop(-2)  # the loop ends on its tool result, then the harness's reminder
    f = facts(body)
    assert f["loop_evidence"] == 1.0 and f["loop_side"] == 0.0
    assert Scorer.load().classify(CHAT, {}, body).request_class == "long_horizon"


def _after_result(instruction: str, role: str) -> dict[str, Any]:
    """A tool loop that ends on its tool result, then `instruction` as a trailing system message or as text
    merged into an Anthropic tool_result message (the two ways frameworks send it without a user turn)."""
    body = tool_loop({"role": "system", "content": instruction})
    body["messages"].pop(-2)
    if role == "system":
        return body
    call, output = {"command": "pytest -q"}, "FAILED tests/test_cache.py::test_ttl"
    return {
        "model": "m",
        "max_tokens": 4096,
        "messages": [
            {"role": "user", "content": "fix the failing tests in tests/test_cache.py"},
            {"role": "assistant", "content": [{"type": "tool_use", "id": "t1", "name": "Bash", "input": call}]},
            {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "t1", "content": output},
                                         {"type": "text", "text": instruction}]},
        ],
    }


@pytest.mark.parametrize("role", ["system", "anthropic"])
@pytest.mark.parametrize(
    ("instruction", "label"),
    [
        # choosing who speaks next over tool results steers the loop: the label rule's exception covers a summary,
        # a compaction or a title of the history, not this
        ("Read the conversation so far and say which of [Coder, Reviewer, Tester] should speak next. Only the "
         "name.", "long_horizon"),
        ("Summarize everything above into a compact hand-over note: goal, files touched, open problems.",
         "single_step"),
        ("Think about what the test output means, then pick your next action.", "long_horizon"),
        ("The task is not done yet. Update your plan for the remaining steps and carry on.", "long_horizon"),
    ],
)  # fmt: skip
def test_an_instruction_after_the_results_is_read_as_the_last_turn(instruction: str, label: str, role: str) -> None:
    endpoint = CHAT if role == "system" else "/v1/messages"
    got = Scorer.load().classify(endpoint, {}, _after_result(instruction, role))
    assert got.request_class == label, got


def test_who_speaks_next_is_a_loop_step_after_tool_results_and_a_small_task_without() -> None:
    """Gemini CLI and Qwen Code ask their model after each reply whether it or the user goes next. Over a history
    that holds tool results the request carries them (rule 1: long); in a plain chat it is a small task."""
    check = (
        "Look at nothing but your last reply. If it said what you will do next, you speak next; if it asked the "
        'user something or finished the work, the user does. Reply as JSON {"reasoning": ..., "next_speaker": ...}.'
    )
    looped = tool_loop({"role": "user", "content": check})
    plain = chat(("user", "what does `git rebase --onto` do?"),
                 ("assistant", "It moves a range of commits onto a new base."), ("user", check))  # fmt: skip
    scorer = Scorer.load()
    assert scorer.classify(CHAT, {}, looped).request_class == "long_horizon"
    assert scorer.classify(CHAT, {}, plain).request_class == "single_step"


def test_observations_appended_to_the_models_own_message_are_a_loop() -> None:
    scratchpad = (
        "Thought: I need to see the failing test.\nAction: run_shell\nAction Input: pytest -x\nObservation: "
        "FAILED tests/test_cache.py::test_ttl - AssertionError\n1 failed in 0.3s\nThought: The TTL is wrong.\n"
        "Action: read_file\nAction Input: cache.py\nObservation: def ttl(): return 60\n"
    )
    body = chat(("system", "You are a backend developer."), ("user", "Current Task: fix the cache"),
                ("assistant", scratchpad))  # fmt: skip
    assert facts(body)["loop_evidence"] == 1.0


def test_count_tokens_is_its_own_column() -> None:
    body = chat(("user", "hello"))
    assert facts(body, "/v1/messages/count_tokens")["token_count_call"] == 1.0
    assert facts(body, "/v1/messages")["token_count_call"] == 0.0


@pytest.mark.parametrize(
    "instruction",
    [
        "Compress the history above: keep the user's goal, key findings, exact paths and commands.",
        "Please write a handover note of the work so far for another engineer who will pick it up.",
        "TL;DR of everything above please, I'm handing this over to a colleague.",
        "Résume la session ci-dessus pour qu'un autre agent puisse reprendre le travail.",
    ],
)
def test_a_side_call_after_a_tool_loop_is_single_step(instruction: str) -> None:
    scorer = Scorer.load()
    got = scorer.classify(CHAT, {}, tool_loop({"role": "user", "content": instruction}))
    assert got.request_class == "single_step", got


@pytest.mark.parametrize("nudge", ["continue", "go on, fix the remaining failures", "that didn't work, try again"])
def test_a_nudge_after_a_tool_loop_stays_long_horizon(nudge: str) -> None:
    scorer = Scorer.load()
    got = scorer.classify(CHAT, {}, tool_loop({"role": "user", "content": nudge}))
    assert got.request_class == "long_horizon", got


def test_headed_template_sections_after_the_ask_are_not_the_ask() -> None:
    msg = (
        "Please solve this issue: what does `git rebase --onto` do?\n\nYou can execute bash commands and edit files."
        "\n\n## Recommended Workflow\n\nWork step by step so that you can iterate on your changes.\n\n1. Analyze the "
        "codebase by finding and reading relevant files\n2. Edit the source code to resolve the issue\n\n## Rules\n\n"
        "Every response must contain exactly one action."
    )
    assert extract_ask(msg.lower(), "").text == "please solve this issue: what does `git rebase --onto` do?"


def test_a_trailing_repeat_of_the_system_prompts_rules_is_not_the_last_turn() -> None:
    # aider re-sends its edit-format rules as a system message after every turn, here after a test run fed back
    rules = (
        "# SEARCH/REPLACE block rules:\n\nEvery block must use this format: the file path alone on a line, the "
        "opening fence, <<<<<<< SEARCH, the lines to find, =======, the replacement, >>>>>>> REPLACE, the fence."
    )
    body = chat(
        ("system", "Act as an expert software developer. Always use best practices.\n\n" + rules),
        ("user", "add retries with backoff to every HTTP call in the client package"),
        ("assistant", "client/http.py\n```python\n<<<<<<< SEARCH\n    return send(req)\n=======\n    return "
                      "retry(send, req)\n>>>>>>> REPLACE\n```"),
        ("user", "I ran this command:\n\npytest -q\n\nAnd got this output:\n\nFAILED tests/test_http.py::test_retry"
                 " - AssertionError: expected 3 attempts\n1 failed, 12 passed in 0.41s"),
        ("system", rules),
    )  # fmt: skip
    f = facts(body)
    assert f["loop_evidence"] == 1.0 and f["last_is_tool_result"] == 1.0
    assert Scorer.load().classify(CHAT, {}, body).request_class == "long_horizon"


@pytest.mark.parametrize(
    ("text", "ask"),
    [
        # SWE-agent-style: the person's text in an ISSUE field, the template's instructions after it
        ("The repository has an open issue for you to fix. Its text:\nISSUE:\nwrite a regex for ISO dates\n\n"
         "INSTRUCTIONS:\nChange whatever files you need and run `submit` once the fix is in.",
         "write a regex for iso dates"),
        # mini-swe-agent-style: the template's own "# Task" heading sits in its <instructions> block; the label
        # line inside the description ends its line, so what follows it is the ask, up to the block's close
        ("<pr_description>\nPlease solve this task:\nwhat does `git reset --soft HEAD~1` do?\n</pr_description>\n\n"
         "<instructions>\n# Task\nMake the changes in the current directory so the task is done.\n</instructions>",
         "what does `git reset --soft head~1` do?"),
        # a heading with a possessive before the noun (a self-hosted assistant's template), then its own lines
        ("Relevant code snippets:\n\n```python\ndef f(x):\n    return x\n```\n# User's Question:\n\n"
         "add dark mode to the settings page\n\nAnswer the question above using the context when it helps.",
         "add dark mode to the settings page"),
    ],
)  # fmt: skip
def test_a_templates_ask_field_is_read_not_its_instructions(text: str, ask: str) -> None:
    assert extract_ask(text.lower(), "").text == ask


def test_a_completions_prompt_in_headed_sections_is_an_instruction_not_code() -> None:
    prompt = (
        "### System\nYou are a shell agent. Emit one command after 'CMD:'. Emit 'DONE: <summary>' when finished.\n\n"
        "### Task\nwhat does `chmod 644` mean?\n\n### Transcript\n\n### Next\nCMD:"
    )
    body = {"model": "m", "prompt": prompt, "max_tokens": 64, "stop": ["\n"]}
    assert facts(body, "/v1/completions")["ask_words"] > 0.0
