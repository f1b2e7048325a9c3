"""What chat bots, trackers and terminal tools put around the person's line: a Slack mention of the bot or a thread
bot's speaker label before it, `git status` output or a file piped in on stdin beside it, a work item's context
line glued under it, an ask JSON-escaped in a script written without spaces, a client's setup turn or system prompt
at the top of its message. Each once changed the label.

Why: on the examined envelope sets (`classifiers/dev/envs_g`, `envs_h`, `envs_k`, `envs_n`, `envs_o`) these frames
gave one ask different labels in different clients (figures in `classifiers/README.md`, rounds 62 to 67).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from gateway.classify.ask import extract_ask
from gateway.classify.scorer import Scorer
from gateway.classify.walk import summarize

CHAT = "/v1/chat/completions"
GEMINI = "/v1beta/models/gemini-2.5-flash:streamGenerateContent"

LONG_ASKS = [
    "the CI on main is red again since this morning, find out why and fix it",
    "build a rust cli for managing notes (create, search, tag) backed by sqlite, with tests.",
]
SHORT_ASKS = [
    "what does `git worktree add -b` do?",
    "write a regex for Polish postal codes (XX-XXX)",
    "explain read committed vs repeatable read in postgres with one concrete anomaly example each",
]
CASES = [*((a, "long_horizon") for a in LONG_ASKS), *((a, "single_step") for a in SHORT_ASKS)]

_GIT_STATUS = (
    "On branch fix/tz\nChanges not staged for commit:\n"
    '  (use "git add <file>..." to update what will be committed)\n'
    "\tmodified:   package.json\n\tmodified:   src/services/billing.py\n\n"
    'no changes added to commit (use "git add" and/or "git commit -a")'
)
_TODO_FILE = "TODO.md\n- [ ] look at flaky e2e test\n- [ ] clean up old feature flags\n- [x] rotate API keys"
_CONTEXT_LINE = (
    "Bug report from support: after changing the timezone in profile settings, the weekly digest email still "
    "arrives at the old local time."
)


def _label(scorer: Scorer, body: dict[str, Any], endpoint: str = CHAT) -> str:
    return scorer.classify(endpoint, {}, body).request_class


def _chat(text: str, system: str | None = None) -> dict[str, Any]:
    msgs: list[dict[str, Any]] = [{"role": "system", "content": system}] if system else []
    return {"messages": [*msgs, {"role": "user", "content": text}]}


def _gemini(text: str) -> dict[str, Any]:
    return {"contents": [{"role": "user", "parts": [{"text": text}]}]}


def _ask(text: str) -> str:
    return extract_ask(text.lower(), "").text


@pytest.mark.parametrize(("ask", "label"), CASES)
@pytest.mark.parametrize("address", ["<@U07DEVBOT> ", "<@U07DEVBOT> <@U02D9B5CDC>, ", "fatima.z: ", "@priya-r: "])
def test_a_chat_bots_mention_or_a_speaker_label_is_not_the_ask(
    scorer: Scorer, ask: str, label: str, address: str
) -> None:
    """A Slack bot gets the person's line with its own mention first; a thread bot puts the speaker's name first."""
    system = "You are DevBot, an assistant in the company Slack. Reply in Slack mrkdwn."
    assert _label(scorer, _chat(address + ask, system)) == _label(scorer, _chat(ask)) == label


def test_a_mention_before_a_request_glued_to_pasted_config_leaves_the_request(scorer: Scorer) -> None:
    """The request line glued over pasted material is found as it is without the mention."""
    text = (
        "this is our tsconfig, turn on strict and fix all the errors it causes in the project\n"
        '{\n  "compilerOptions": {"target": "ES2020", "module": "commonjs", "strict": false, "outDir": "dist"}\n}'
    )
    assert _ask("<@U0602752C9> " + text) == _ask(text)
    assert _label(scorer, _chat("<@U0602752C9> " + text)) == _label(scorer, _chat(text)) == "long_horizon"


@pytest.mark.parametrize(
    "text",
    ["fix: the tests fail on main since the merge", "PROJ-1432: export to csv drops rows with commas",
     "app.py: why does line 3 raise on an empty list?", "Content-Type: text/html"],
)  # fmt: skip
def test_a_label_that_is_not_a_speaker_stays_in_the_ask(text: str) -> None:
    """A task word, a ticket's key, a file's name and a header line are the person's words, not who speaks."""
    assert _ask(text) == text.lower()


@pytest.mark.parametrize(("ask", "label"), CASES)
@pytest.mark.parametrize("piped", [_GIT_STATUS, _TODO_FILE, "package main", "import SwiftUI"])
def test_what_a_terminal_tool_pipes_in_beside_the_ask_is_material(
    scorer: Scorer, ask: str, label: str, piped: str
) -> None:
    """A terminal agent run as `git status | agent -p "..."` sends stdin before the prompt: output or a file under
    its name, not the person's words."""
    assert _label(scorer, _gemini(piped + "\n\n" + ask), GEMINI) == _label(scorer, _gemini(ask), GEMINI) == label
    assert _ask(piped + "\n\n" + ask) == ask.lower()


def test_a_linters_report_under_a_files_path_still_leaves_the_request_glued_under_it() -> None:
    report = (
        "/home/dev/web/src/hooks/useCart.ts\n"
        "  12:7   warning  'total' is assigned a value but never used   @typescript-eslint/no-unused-vars\n"
        "  31:5   error    React Hook useEffect has a missing dependency: 'items'   react-hooks/exhaustive-deps\n"
        "fix all of these lint errors across the project"
    )
    assert "fix all of these lint errors across the project" in _ask(report)


@pytest.mark.parametrize(("ask", "label"), CASES)
def test_a_work_items_context_line_glued_under_the_ask_is_not_the_ask(
    scorer: Scorer, ask: str, label: str
) -> None:
    """A tracker's assistant sends the person's line with the work item's context under it."""
    assert _label(scorer, _chat(ask + "\n" + _CONTEXT_LINE)) == _label(scorer, _chat(ask)) == label
    assert _ask(ask + "\n" + _CONTEXT_LINE) == ask.lower()


@pytest.mark.parametrize(
    "text",
    [
        "please draft a reply to this customer\nplease draft a reply: apologise, confirm we refund one charge within "
        "5 business days, no promises",
        "why does the consumer stop?\nCaused by: com.fasterxml.jackson.databind.exc.InvalidFormatException: Cannot "
        "deserialize value of type Instant",
        "it keeps the original behaviour for non-empty input.\nHuman: scaffold a markdown note app with tags and "
        "search and make it run",
    ],
)
def test_a_labelled_line_that_is_a_request_an_output_or_a_speaker_stays(text: str) -> None:
    """Only a line whose label names context ("notes", "report", "outcome", "context", ...) is cut."""
    assert _ask(text) == text.lower()


@pytest.mark.parametrize(
    ("ask", "label"), [("CIが落ちてるので直して", "long_horizon"), ("用python写一个快速排序", "single_step")]
)
def test_an_ask_without_spaces_in_a_json_request_object_is_read_as_the_ask(
    scorer: Scorer, ask: str, label: str
) -> None:
    request = {"schema": "acme.llm.request/v3", "instruction": ask, "context": {"team": "data", "locale": "ja-JP"}}
    system = "The user message is a JSON request envelope. Carry out `instruction`, using `context` as background."
    assert _label(scorer, _chat(json.dumps(request), system)) == _label(scorer, _chat(ask)) == label


def test_a_sentence_naming_a_folder_in_a_script_without_spaces_is_the_ask(scorer: Scorer) -> None:
    """"tests/配下で..." has a "/" and no space, as a path has; it ends as a sentence, not as a file or a folder."""
    ask = "tests/配下で落ちてるテストを全部直してください"
    assert _ask(ask) == ask
    assert _label(scorer, _chat(ask)) == "long_horizon"
    assert _ask("ドキュメント/readme.md\n\n" + ask) == ask


def _at_command(ask: str, path: str, before: bool) -> dict[str, Any]:
    """Gemini CLI's at-command: the person's line keeps "@path", the file follows under the client's delimiters."""
    line = f"@{path} {ask}" if before else f"{ask} @{path}"
    parts = [line, "\n--- Content from referenced files ---", f"\nContent from @{path}:\n",
             "# Glossary\n\n- **SKU** - stock keeping unit, our product identifier.\n- **Backorder** - an order line "
             "that cannot be fulfilled from current stock.", "\n--- End of content ---"]  # fmt: skip
    return {"contents": [{"role": "user", "parts": [{"text": p} for p in parts]}]}


@pytest.mark.parametrize(("ask", "label"), CASES)
@pytest.mark.parametrize("before", [True, False])
def test_a_file_attached_with_an_at_command_is_supplied_not_named(
    scorer: Scorer, ask: str, label: str, before: bool
) -> None:
    """The file an "@path" names is attached by the client under its own delimiters: neither the mention nor the
    delimiters are the person's words about the workspace."""
    body = _at_command(ask, "docs/glossary.md", before)
    assert _label(scorer, body, GEMINI) == _label(scorer, _gemini(ask), GEMINI) == label
    text = "\n\n".join(p["text"] for p in body["contents"][0]["parts"])
    assert "---" not in _ask(text) and "@docs" not in _ask(text)


_SYSTEM_PROMPT = (
    "You are an interactive command-line agent whose specialty is software engineering work. Always search the "
    "whole repository, edit every affected file, run the full test suite and iterate until every check passes. "
) * 12


@pytest.mark.parametrize(("ask", "label"), CASES)
@pytest.mark.parametrize("system_label", ["[SYSTEM]\n", "System instructions:\n"])
def test_a_system_prompt_sent_as_the_users_message_under_its_label_is_not_the_ask(
    scorer: Scorer, ask: str, label: str, system_label: str
) -> None:
    """An adapter for a provider without a system role sends the system prompt first in the user's message, under
    a label; the person's text ends the message."""
    body = _chat(system_label + _SYSTEM_PROMPT + "\n\n" + ask)
    assert _label(scorer, body) == _label(scorer, _chat(ask)) == label


def _windowed_ask(text: str) -> str:
    """The ask of a long message read as the gateway reads it: through the walker's head and tail windows."""
    s = summarize("chat", _chat(text))
    assert s.user_tail, "the message must be longer than the head and tail windows together"
    return extract_ask(s.user_head.lower(), s.user_tail.lower()).text


def _tree(root: str, n: int) -> str:
    dirs = ["api", "models", "services", "utils", "workers", "tests"]
    lines = [f"{root}/"]
    for i in range(n):
        lines.append(f"├───{dirs[i % len(dirs)]}/")
        lines.append(f"│   ├───module_{i}.py")
    return "\n".join(lines)


_SETUP_TEXT = (
    "This is the Gemini CLI. We are setting up the context for our chat.\n"
    "Today's date is Monday, December 22, 2025 (formatted according to the user's locale).\n"
    "My operating system is: linux\n"
    "The project's temporary directory is: /home/ana/.gemini/tmp/"
    "068a49211017caf246af07b12393dff572c8cd04ff3490297e991e88232b20d1\n"
    "I'm currently working in the following directories:\n  - /workspace/orders-api\n  - /workspace/saas-core\n"
    "Here is the folder structure of the current working directories:"
)
_ENV_FACTS = (
    "Current date: 2026-03-02\nOperating system: macOS 15.3 (arm64)\nDefault shell: zsh\n"
    "Current working directory: /Users/ana/dev/orders-api\nHome directory: /Users/ana\n"
    "Project root: /Users/ana/dev/orders-api\nCurrent branch: feature/invoice-export\n"
    "Time zone: Europe/Lisbon\nLocale: pt_PT.UTF-8"
)


@pytest.mark.parametrize(("ask", "label"), CASES)
@pytest.mark.parametrize("facts", [_SETUP_TEXT, _ENV_FACTS])
def test_a_clients_environment_facts_sent_in_the_asks_message_are_not_the_ask(
    scorer: Scorer, ask: str, label: str, facts: str
) -> None:
    """A client's setup turn (its environment facts and a folder listing) sent in the ask's own message, as a
    router merging consecutive user turns does: the facts fill the head window as one paragraph and the person's
    line ends the message."""
    text = f"{facts}\n\n{_tree('/workspace/orders-api', 150)}\n\nMy setup is complete.\n\n{ask}"
    assert _label(scorer, _chat(text)) == _label(scorer, _chat(ask)) == label
    assert _windowed_ask(text) == ask.lower()


_UNLABELLED_SYSTEM_PROMPT = (
    "You are an interactive command-line agent whose specialty is software engineering work. You are currently "
    "operating in Default mode. Your main goal is to help users safely and efficiently, sticking closely to the "
    "instructions below.\n\n# Core Mandates\n\n## Security & System Integrity\n"
    + "- **Credential Protection:** Never log, print or commit secrets, API keys or other credentials; search the "
    "whole repository, edit every affected file and run the full test suite.\n" * 10
)


@pytest.mark.parametrize(("ask", "label"), CASES)
def test_a_system_prompts_section_heading_cut_by_the_window_is_not_the_ask(
    scorer: Scorer, ask: str, label: str
) -> None:
    """An adapter sends the system prompt, unlabelled, first in the user's message (its folder listing last): the head
    window ends at a heading whose section it cut off ("# Core Mandates"); the heading is the prompt's."""
    text = f"{_UNLABELLED_SYSTEM_PROMPT}\n\n{_tree('/workspace/orders-api', 30)}\n\n{ask}"
    assert _label(scorer, _chat(text)) == _label(scorer, _chat(ask)) == label
    assert "mandates" not in _windowed_ask(text)


def test_a_persons_heading_over_the_ask_stays_without_a_clients_note_before_it() -> None:
    """A heading the person wrote over their own request is not a client's section title."""
    code = "x = compute(a, b)\n" * 250
    text = f"## Refactor the payments module\n\n{code}\nand add type hints while you're in there"
    ask = _windowed_ask(text)
    assert "refactor the payments module" in ask and "type hints" in ask


_COMMITS = (
    "68e3a3c fix(api): 404 on missing user\nc67a2a2 ci: cache pnpm store\n47fced5 chore: bump deps\n"
    "fd32b86 refactor: split order service\nc83c357 test: cover tax rounding\na0ea7a9 feat: add coupon codes\n"
    "73b18a0 fix: handle empty cart"
)


@pytest.mark.parametrize(("ask", "label"), CASES)
def test_a_piped_commit_list_with_conventional_subjects_is_material(scorer: Scorer, ask: str, label: str) -> None:
    """`git log --oneline` piped above the ask: its "type: subject" lines are commits, not `key: value` metadata
    whose last line would be glued to the ask."""
    assert _ask(_COMMITS + "\n\n" + ask) == _ask(ask)
    assert _label(scorer, _gemini(_COMMITS + "\n\n" + ask), GEMINI) == label


_SESSION_CONTEXT = (
    "<session_context>\nThis is the Gemini CLI. We are setting up the context for our chat.\n"
    "Today's date is Monday 16 March 2026.\nMy operating system is: linux\n"
    "I'm currently working in the directory: /srv/fatima/wirecat\n</session_context>"
)


@pytest.mark.parametrize(
    "caption",
    ["Converte essa classe Java pra Kotlin (data class se fizer sentido):", "Turn this into a Kotlin data class:"],
)
def test_a_caption_over_code_after_a_clients_setup_block_is_the_ask(scorer: Scorer, caption: str) -> None:
    """Gemini CLI sends its setup block as a user turn of its own, then the person's message: a caption over
    code there is the person's ask, not an editor's attachment to the setup block."""
    code = "```java\npublic class Point {\n    private final int x;\n    private final int y;\n}\n```"
    body = {
        "contents": [
            {"role": "user", "parts": [{"text": _SESSION_CONTEXT}]},
            {"role": "user", "parts": [{"text": caption + "\n\n" + code}]},
        ]
    }
    assert _label(scorer, body, GEMINI) == "single_step"
