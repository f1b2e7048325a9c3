"""Editor plugins and terminal tools frame the ask in ways agent clients do not: a general assistant's system
prompt that describes its replies, the editor's selection sent as a message after the person's, a diff or a shell
session piped in unfenced, a note delimited by triple quotes. Each once changed what the classifier read.

Why: on the set of such clients written in round 47 (`classifiers/dev/envs_g`) the same ask got different labels in
different clients (figures in `classifiers/README.md`). "Keep answers compact" and "everything to remember lives in
this conversation" read as a title or compaction call, which settles a request single-step without reading the ask;
a message holding only the selection was read as the ask; a shell session's prompt lines and a diff's paths were
read as the person's words; headings inside a quoted note turned the ask under it into the client's notes.
"""

from __future__ import annotations

from typing import Any

import pytest

from gateway.classify.features import extract_features
from gateway.classify.names import FEATURE_NAMES
from gateway.classify.scorer import Scorer

CHAT = "/v1/chat/completions"
SYS_SIDE = FEATURE_NAMES.index("sys_side_task")

LONG_ASK = "the CI on main is red again since this morning, find out why and fix it"
SHORT_ASK = "what does `git worktree add -b` do?"

_SESSION = (
    "~/work/ledger (feat/snapshots) $ go version\n"
    "go version go1.22.4 linux/amd64\n"
    "~/work/ledger (feat/snapshots) $ git log --oneline -3\n"
    "9f1e2d3 tweak navbar spacing\n"
    "41aa0c7 bump deps\n"
    "c0ffee1 add cart badge"
)
_DIFF = (
    "diff --git a/web/src/hooks/useCart.ts b/web/src/hooks/useCart.ts\n"
    "--- a/web/src/hooks/useCart.ts\n"
    "+++ b/web/src/hooks/useCart.ts\n"
    "@@ -3,3 +3,3 @@ import type { CartItem } from \"../types\";\n"
    "-const KEY = \"cart\";\n"
    "+const KEY = \"cart.v2\";"
)
_SELECTION = (
    "Relevant code from the editor:\n"
    "Active document: app/src/main/java/com/acme/notes/NotesViewModel.kt\n"
    "Language: kotlin\n"
    "Selected lines 17-22:\n"
    "```kotlin\n"
    "    fun delete(note: Note) {\n"
    "        viewModelScope.launch {\n"
    "            repo.delete(note.id)\n"
    "            refresh()\n"
    "        }\n"
    "    }\n"
    "```"
)
_NOTE = (
    "Current note:\n"
    '"""\n'
    "---\n"
    "tags: [work, backend]\n"
    "---\n"
    "# Sprint 19 notes\n"
    "- payments retry ticket still open\n"
    "- ask Lena about the staging db size\n"
    '"""'
)


def _label(scorer: Scorer, body: dict[str, Any]) -> str:
    return scorer.classify(CHAT, {}, body).request_class


def _chat(text: str, system: str | None = None) -> dict[str, Any]:
    msgs: list[dict[str, Any]] = [{"role": "system", "content": system}] if system else []
    return {"messages": [*msgs, {"role": "user", "content": text}]}


@pytest.mark.parametrize(
    "system",
    [
        "You are a terminal assistant.\nYou help with shell commands and code in the current directory.\n"
        "Prefer safe commands.\nAsk before changing files. Keep answers compact; they are read in a side panel.",
        "Role: assistant for programming questions.\nEnvironment: Linux, shell zsh.\n"
        "Answers stay around a hundred words.\nAnything that needs remembering lives in this conversation.",
        "Ты помощник программиста. Отвечай кратко и по делу.",
    ],
)
def test_a_system_prompt_about_reply_style_is_not_a_side_call(scorer: Scorer, system: str) -> None:
    """Style words ("compact", "кратко") and a mention of the conversation describe the replies, not a title or
    summary to write: the ask is read, and a repository task stays long-horizon."""
    body = _chat(LONG_ASK, system)
    assert extract_features(CHAT, {}, body)[SYS_SIDE] == 0.0
    assert _label(scorer, body) == "long_horizon"


@pytest.mark.parametrize(
    "system",
    [
        "Generate a concise title of at most six words for the conversation below.",
        "Your job is to compress conversation history without losing facts needed to continue.",
        "Кратко подытожь разговор, чтобы можно было продолжить без старых сообщений.",
    ],
)
def test_a_system_prompt_asking_for_a_title_or_summary_is_still_one(scorer: Scorer, system: str) -> None:
    """What a side call's prompt asks for (a title, compressed history, a summary) still makes the user text its
    subject, whatever task that text describes."""
    body = _chat(LONG_ASK, system)
    assert extract_features(CHAT, {}, body)[SYS_SIDE] == 1.0
    assert _label(scorer, body) == "single_step"


@pytest.mark.parametrize(("ask", "label"), [("regex for a uk postcode", "single_step"), (LONG_ASK, "long_horizon")])
def test_the_selection_sent_after_the_ask_is_attached_code(scorer: Scorer, ask: str, label: str) -> None:
    """A client that sends the editor's selection as a user message of its own after the person's: the ask is the
    person's message, as when the selection comes first or not at all."""
    after = {"messages": [{"role": "user", "content": ask}, {"role": "user", "content": _SELECTION}]}
    before = {"messages": [{"role": "user", "content": _SELECTION}, {"role": "user", "content": ask}]}
    assert _label(scorer, after) == _label(scorer, before) == _label(scorer, _chat(ask)) == label


@pytest.mark.parametrize(
    "ask",
    [
        "Translate this Python to idiomatic Go:\n\n```python\ndef area(r):\n    return 3.14159 * r * r\n```",
        "Перепиши этот кусок на Python 3:\n\n```python\nprint \"total\", total\n```",
    ],
)
def test_an_instruction_over_code_after_a_context_turn_is_the_ask(scorer: Scorer, ask: str) -> None:
    """A colon line that asks something above the code it is about is the person's ask, not an editor's
    attachment turn, even after a context message of the client's (Gemini CLI's `<session_context>`)."""
    context = "<session_context>\nToday's date is Monday.\nMy operating system is: linux\n</session_context>"
    two = {"messages": [{"role": "user", "content": context}, {"role": "user", "content": ask}]}
    assert _label(scorer, two) == _label(scorer, _chat(ask)) == "single_step"


_EDITOR_STATE = (
    "This is the file the user most recently had open:\n- Path: /home/ana/inventory/pkg/log/log.go\n"
    "This is where the cursor is in that file:\n- Cursor Position: Line 72, Character 28"
)


@pytest.mark.parametrize(("ask", "label"), [(SHORT_ASK, "single_step"), (LONG_ASK, "long_horizon"),
                                            ("remove dead code", "long_horizon")])  # fmt: skip
def test_an_editors_state_note_beside_the_ask_is_envelope(scorer: Scorer, ask: str, label: str) -> None:
    """An IDE companion's note of the open file and the cursor, in the client's voice, sent as a part or a
    paragraph before the ask: the file it names is not supplied, and its words are not the ask's."""
    parts = {"messages": [{"role": "user", "content": [{"type": "text", "text": _EDITOR_STATE},
                                                       {"type": "text", "text": ask}]}]}  # fmt: skip
    assert _label(scorer, parts) == _label(scorer, _chat(f"{_EDITOR_STATE}\n\n{ask}")) == label
    assert _label(scorer, _chat(ask)) == label


_LS = "total 48\n" + "".join(
    f"-rw-r--r--  1 dev  staff   {n:>4} Sep  6 10:40 {f}\n"
    for n, f in ((4332, "Makefile"), (536, "README.md"), (6959, "docker-compose.yml"), (1594, "pyproject.toml"))
)
_PS = "CONTAINER ID   IMAGE          STATUS          NAMES\n" + "".join(
    f"{h}   {n}:latest   Up 12 minutes   shop-{n}-1\n" for h, n in (("3f2a9c1b7d4e", "api"), ("8c1d2e3f4a5b", "worker"),
                                                                    ("1a2b3c4d5e6f", "postgres"))
)  # fmt: skip


@pytest.mark.parametrize(("ask", "label"), [(SHORT_ASK, "single_step"), (LONG_ASK, "long_horizon")])
def test_a_commands_output_piped_before_the_ask_is_material(scorer: Scorer, ask: str, label: str) -> None:
    """`ls -l` or `docker ps` output piped into a terminal tool above the ask: its columns are not the ask's words."""
    for output in (_LS, _PS):
        assert _label(scorer, _chat(f"{output}\n{ask}")) == label, output[:12]


@pytest.mark.parametrize(("ask", "label"), [(SHORT_ASK, "single_step"), (LONG_ASK, "long_horizon")])
def test_a_piped_shell_session_or_diff_is_material_not_the_ask(scorer: Scorer, ask: str, label: str) -> None:
    """A terminal tool that appends what was piped into it (a shell session, a diff) unfenced: its prompt lines,
    paths and hunks are not the person's words."""
    for material in (_SESSION, _DIFF):
        assert _label(scorer, _chat(f"{ask}\n\n{material}")) == label, material[:20]
        assert _label(scorer, _chat(f"{material}\n\n{ask}")) == label, material[:20]
    assert _label(scorer, _chat(ask)) == label


def test_a_line_glued_above_a_diff_is_the_ask(scorer: Scorer) -> None:
    """"Explain this diff line by line:" on the line above the diff it asks about is the person's request."""
    assert _label(scorer, _chat(f"Explain what this diff changes, line by line:\n{_DIFF}")) == "single_step"
    wide = f"apply this change everywhere we read the cart key, then run the tests:\n{_DIFF}"
    assert _label(scorer, _chat(wide)) == "long_horizon"


@pytest.mark.parametrize(
    ("ask", "label"),
    [("why is 0.1 + 0.2 != 0.3 in javascript?", "single_step"), (LONG_ASK, "long_horizon")],
)
def test_a_note_in_triple_quotes_is_material(scorer: Scorer, ask: str, label: str) -> None:
    """A note-taking plugin that quotes the current note between triple quotes: the headings inside the note do not
    turn the ask under it into the client's notes."""
    assert _label(scorer, _chat(f"{_NOTE}\n\n{ask}")) == _label(scorer, _chat(ask)) == label


_TRACEBACK = (
    "Traceback (most recent call last):\n"
    '  File "report.py", line 41, in <module>\n'
    '    totals = {row["region"]: row["amount"] for row in rows}\n'
    "TypeError: tuple indices must be integers or slices, not str"
)


def test_a_question_over_a_traceback_after_a_bots_answer_is_a_person_asking(scorer: Scorer) -> None:
    """A chat bot's thread: the bot answered an earlier question in one sentence (nothing ran), then someone pastes
    a traceback under their request. That is a person asking about output, not output fed back to a loop."""
    thread = {"messages": [
        {"role": "system", "content": "You are a helpful bot in the #dev channel of a team chat."},
        {"role": "user", "content": "how do I request access to the analytics warehouse?"},
        {"role": "assistant", "content": "Open a ticket in the IT portal under Data Access and pick the "
                                         "analytics-readers group."},
        {"role": "user", "content": f"The report script fails like this. Explain what it means.\n\n{_TRACEBACK}"},
    ]}  # fmt: skip
    assert extract_features(CHAT, {}, thread)[FEATURE_NAMES.index("last_is_tool_result")] == 0.0
    assert _label(scorer, thread) == "single_step"


@pytest.mark.parametrize(
    ("ask", "label"),
    [("what does `git worktree add` actually do?", "single_step"), (LONG_ASK, "long_horizon")],
)
def test_a_review_bots_template_reads_the_users_reply(scorer: Scorer, ask: str, label: str) -> None:
    """A review bot's prompt: the PR's title, description and diff under headings, the bot's task, then "User
    reply:" and what the person wrote. The PR's title is not the ask."""
    text = (
        "## GitHub PR Title\n\n`Add pagination to /api/invoices`\n\n## Description\n\n```\nIntroduces limit and "
        f"cursor query params on the invoices list endpoint.\n```\n\n## Diff\n\n```diff\n{_DIFF}\n```\n\n"
        f"## Task\n\nA user replied in the comment chain above. Reply to them.\n\nUser reply:\n\n{ask}\n"
    )
    assert _label(scorer, _chat(text)) == label


def test_a_pasted_commit_list_is_material(scorer: Scorer) -> None:
    """Release notes asked for from `git log --oneline`: the commits' subjects ("fix crash when ...", "add CSV
    export") are what the notes are written from, not work asked for."""
    commits = (
        "a81c2f0 add CSV export to the reports page\n3be91d4 fix crash when avatar upload is cancelled\n"
        "77d0e12 support SSO login via Okta\nc10f9aa fix off-by-one in pagination footer"
    )
    assert _label(scorer, _chat(f"write release notes for v2.4.0 from these commits:\n\n{commits}")) == "single_step"


@pytest.mark.parametrize(("ask", "label"), [("regex for a uk postcode", "single_step"), (LONG_ASK, "long_horizon")])
def test_an_output_format_line_appended_by_a_notebook_magic_is_the_clients(
    scorer: Scorer, ask: str, label: str
) -> None:
    """A notebook magic appends its format line to every prompt ("Produce output in markdown format only."): it
    says how to answer, not what is asked."""
    for fmt in ("markdown", "plain text", "HTML"):
        assert _label(scorer, _chat(f"{ask}\n\nProduce output in {fmt} format only.")) == label, fmt
