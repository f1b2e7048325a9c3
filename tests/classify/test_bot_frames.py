"""Team bots, internal tools and browser assistants frame the ask in ways IDE clients do not: the ask JSON-escaped
inside a request object, the open page sent as a part before the ask, a traceback pasted in a chat thread under a
person's question, a log or a Dockerfile pasted unfenced. Each once changed what the classifier read.

Why: on the set of such clients written in round 47 (`classifiers/dev/envs_h`) these frames gave one ask different
labels in different clients, or the wrong label in all of them (figures in `classifiers/README.md`, round 48).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from gateway.classify.features import extract_features
from gateway.classify.names import FEATURE_NAMES
from gateway.classify.scorer import Scorer

CHAT = "/v1/chat/completions"
GEMINI = "/v1beta/models/gemini-2.0-flash:streamGenerateContent"

LONG_ASK = "the CI on main is red again since this morning, find out why and fix it"
SHORT_ASKS = [
    "commit msg for: bump lodash to 4.17.21",
    "what does `git worktree add -b` do?",
    "write release notes for v2.4.0 from these commits:\n\na81c2f0 add CSV export to the reports page\n"
    "3be91d4 fix crash when avatar upload is cancelled\n77d0e12 support SSO login via Okta",
]

_TRACEBACK = (
    "Traceback (most recent call last):\n"
    '  File "report.py", line 41, in <module>\n'
    '    totals = {row["region"]: row["amount"] for row in rows}\n'
    "TypeError: tuple indices must be integers or slices, not str"
)
_LOG = (
    "2024-05-02T10:14:07Z INFO  starting worker pool size=8\n"
    "2024-05-02T10:14:09Z WARN  slow response from payments-api 2300ms\n"
    "2024-05-02T10:14:11Z ERROR pool exhausted: all 8 connections busy\n"
    "2024-05-02T10:14:11Z ERROR request 9f2 timed out after 30s"
)
_DOCKERFILE = (
    "FROM python:3.12\n"
    "WORKDIR /app\n"
    "COPY . /app\n"
    "RUN pip install -r /app/requirements.txt\n"
    "CMD python /app/main.py"
)


def _label(scorer: Scorer, body: dict[str, Any], endpoint: str = CHAT) -> str:
    return scorer.classify(endpoint, {}, body).request_class


def _chat(text: str, system: str | None = None) -> dict[str, Any]:
    msgs: list[dict[str, Any]] = [{"role": "system", "content": system}] if system else []
    return {"messages": [*msgs, {"role": "user", "content": text}]}


def _json_envelope(ask: str) -> dict[str, Any]:
    request = {
        "schema": "acme.llm.request/v3",
        "instruction": ask,
        "context": {"app": "helpdesk-assist", "requested_by": "dnguyen@acme.example", "team": "platform"},
        "output": {"format": "text", "max_words": 800},
    }
    system = "The user message is a JSON request envelope. Carry out `instruction`, using `context` as background."
    return _chat(json.dumps(request), system)


@pytest.mark.parametrize(("ask", "label"), [*((a, "single_step") for a in SHORT_ASKS), (LONG_ASK, "long_horizon")])
def test_an_ask_inside_a_json_request_object_is_read_as_the_ask(scorer: Scorer, ask: str, label: str) -> None:
    """An internal tool that sends the person's ask as a field of a JSON object, beside its settings: the field is
    the ask, so the label is the one the ask gets alone."""
    assert _label(scorer, _json_envelope(ask)) == _label(scorer, _chat(ask)) == label


def test_a_json_object_without_an_ask_field_is_read_as_text(scorer: Scorer) -> None:
    """A pasted JSON document with no ask field stays text: nothing in it is taken for an ask."""
    doc = json.dumps({"name": "ledger", "version": "2.4.0", "dependencies": {"axios": "^1.6.8"}})
    body = _chat(doc)
    assert extract_features(CHAT, {}, body) == extract_features(CHAT, {}, _chat(doc + " "))


def _sidebar(ask: str) -> dict[str, Any]:
    page = (
        "Current tab: Webhooks\nURL: https://docs.orbit.example/api/webhooks\nVisible text (truncated):\n"
        "Webhooks are signed with HMAC-SHA256 using the endpoint secret. Verify the `orbit-signature` header before "
        "trusting the payload. Failed deliveries are retried for 24 hours. Rotating the secret triggers a redeploy "
        "of every service that subscribes to the endpoint."
    )
    return {
        "contents": [{"role": "user", "parts": [{"text": page}, {"text": ask}]}],
        "systemInstruction": {"parts": [{"text": "You are a browser sidebar assistant. Be concise."}]},
    }


@pytest.mark.parametrize(("ask", "label"), [*((a, "single_step") for a in SHORT_ASKS), (LONG_ASK, "long_horizon")])
def test_the_open_page_sent_before_the_ask_is_context(scorer: Scorer, ask: str, label: str) -> None:
    """A browser assistant sends the open tab (its title, URL and visible text) as a part before the person's ask:
    the page's words are not the ask's."""
    assert _label(scorer, _sidebar(ask), GEMINI) == _label(scorer, _chat(ask)) == label


def test_a_question_opening_a_pasted_traceback_in_a_thread_is_a_person_asking(scorer: Scorer) -> None:
    """A team-chat thread where the bot answered in one sentence, then someone writes "what does this mean?? i just
    ran the script and got" over a traceback: the question is on the opening line but does not end it. Nothing
    ran, so this is a person asking about output, not output fed back to a loop."""
    thread = {"messages": [
        {"role": "system", "content": "You are a helpful bot in the #dev channel of a team chat."},
        {"role": "user", "content": "how do I request access to the analytics warehouse?"},
        {"role": "assistant", "content": "Open a ticket in the IT portal and pick the analytics-readers group."},
        {"role": "user", "content": f"what does this mean?? i just ran the script and got\n\n{_TRACEBACK}"},
    ]}  # fmt: skip
    assert extract_features(CHAT, {}, thread)[FEATURE_NAMES.index("last_is_tool_result")] == 0.0
    assert _label(scorer, thread) == "single_step"


def test_a_question_asked_in_the_middle_of_a_pasted_log_is_the_ask(scorer: Scorer) -> None:
    """Log lines pasted unfenced, the question between them: the log's words ("error", "pool exhausted") are
    material, the question is the ask."""
    head, tail = _LOG.rsplit("\n", 1)
    text = f"{head}\nwhich of these lines is the actual cause and which are just symptoms?\n{tail}"
    assert _label(scorer, _chat(text)) == "single_step"
    assert _label(scorer, _chat(f"{_LOG}\n\n{LONG_ASK}")) == "long_horizon"


@pytest.mark.parametrize(
    ("ask", "label"),
    [
        ("any obvious improvements to this Dockerfile? just list them", "single_step"),
        ("shrink our image: switch the repo to a multi-stage build and update the CI build step to match",
         "long_horizon"),
    ],
)  # fmt: skip
def test_an_unfenced_dockerfile_is_material(scorer: Scorer, ask: str, label: str) -> None:
    """A Dockerfile pasted without a fence, the ask under it (after a blank line or glued by one newline): its
    instructions ("RUN pip install", "COPY . /app") are not the person's words."""
    assert _label(scorer, _chat(f"{_DOCKERFILE}\n\n{ask}")) == label
    assert _label(scorer, _chat(f"{_DOCKERFILE}\n{ask}")) == label


def _dspy(ask: str) -> dict[str, Any]:
    """A DSPy program's chat adapter: each input field under its `[[ ## name ## ]]` marker, then the adapter's note
    on the output fields; one earlier exchange in the same format."""
    system = (
        "Your input fields are:\n1. `question` (str)\nYour output fields are:\n1. `reasoning` (str)\n2. `answer` "
        "(str)\nAll interactions will be structured in the following way, with the appropriate values filled in.\n\n"
        "[[ ## question ## ]]\n{question}\n\n[[ ## reasoning ## ]]\n{reasoning}\n\n[[ ## answer ## ]]\n{answer}\n\n"
        "[[ ## completed ## ]]\nIn adhering to this structure, your objective is: \n        Respond to a software "
        "engineering request from a developer."
    )
    note = (
        "Respond with the corresponding output fields, starting with the field `[[ ## reasoning ## ]]`, then "
        "`[[ ## answer ## ]]`, and then ending with the marker for `[[ ## completed ## ]]`."
    )
    return {"messages": [
        {"role": "system", "content": system},
        {"role": "user", "content": f"[[ ## question ## ]]\nwhat does HTTP 418 mean?\n\n{note}"},
        {"role": "assistant", "content": "[[ ## reasoning ## ]]\nShort factual request.\n\n[[ ## answer ## ]]\n"
                                         "It is the joke status from RFC 2324.\n\n[[ ## completed ## ]]"},
        {"role": "user", "content": f"[[ ## question ## ]]\n{ask}\n\n{note}"},
    ]}  # fmt: skip


@pytest.mark.parametrize(
    ("ask", "label"),
    [
        ("Rédige des notes de version courtes à partir de ces commits :\n- ajout de l'export PDF des factures\n"
         "- correction du tri par date dans le tableau de bord\n- mise à jour de Django en 4.2.11", "single_step"),
        (f"{_DOCKERFILE}\n\nany obvious improvements to this Dockerfile? just list them", "single_step"),
        (LONG_ASK, "long_horizon"),
    ],
)  # fmt: skip
def test_a_prompt_programs_field_markers_frame_the_ask(scorer: Scorer, ask: str, label: str) -> None:
    """DSPy sends the ask under "[[ ## question ## ]]": the marker is the field's name, not the person's words, so
    a request beside material is found as it is without the marker."""
    assert _label(scorer, _dspy(ask)) == _label(scorer, _chat(ask)) == label


def test_a_question_under_material_a_line_only_introduced_is_the_ask(scorer: Scorer) -> None:
    """"my colleague sent me this:" over a traceback, a question under it: the opening line introduces the
    material and asks nothing; the closing question is the ask."""
    question = "is that a bug in the library or a network problem? just going by the trace"
    text = f"my colleague sent me this:\n\n{_TRACEBACK}\n\n{question}"
    assert _label(scorer, _chat(text)) == "single_step"


@pytest.mark.parametrize(
    "system",
    [
        "Suggest a short name for this chat, at most five words. Reply with the name only.",
        "Come up with a short name for a chat that starts with the message below.",
    ],
)
def test_a_prompt_asking_for_the_chats_name_is_a_title_call(scorer: Scorer, system: str) -> None:
    """A chat client's title call that asks for a "name" rather than a title: the user text is its subject, so a
    repository task quoted in it is still a single-step call."""
    body = _chat(LONG_ASK, system)
    assert extract_features(CHAT, {}, body)[FEATURE_NAMES.index("sys_side_task")] == 1.0
    assert _label(scorer, body) == "single_step"


def test_a_prompt_that_asks_for_good_names_in_code_is_not_a_title_call(scorer: Scorer) -> None:
    """"Give every function a descriptive name" is about the code, not the chat: the ask is read."""
    body = _chat(LONG_ASK, "You are a helpful assistant. Give every function and variable a descriptive name.")
    assert extract_features(CHAT, {}, body)[FEATURE_NAMES.index("sys_side_task")] == 0.0
    assert _label(scorer, body) == "long_horizon"


def _autogpt(task: str) -> dict[str, Any]:
    """AutoGPT's first step: its system prompt (commands, response format, "the user gives you a task in the next
    message"), the task in triple quotes, a clock note, then the fixed line that drives every step."""
    system = (
        "You are AutoGPT, a capable assistant. You decide on your own, without asking the user for help.\n\n"
        "## Commands\n1. read_file: Read a file. Params: (filename: string)\n2. execute_shell: Run a shell command. "
        "Params: (command_line: string)\n3. finish: Shut down when the task is done. Params: (reason: string)\n\n"
        "## Your Task\nIn the next message the user gives you a task, in triple quotes. Do the task while following "
        "the directives above, and stop when it is done.\n\n## RESPONSE FORMAT\nAlways answer with a JSON object."
    )
    return {"messages": [
        {"role": "system", "content": system},
        {"role": "user", "content": f'"""{task}"""'},
        {"role": "system", "content": "## Clock\nThe current time and date is Sun Sep 07 10:43:17 2025"},
        {"role": "user", "content": "Determine exactly one command to use next based on the given goals and the "
                                    "progress you have made so far, and respond using the JSON schema specified "
                                    "previously:"},
    ]}  # fmt: skip


@pytest.mark.parametrize(
    ("task", "label"),
    [
        ("need a regex for ISO 8601 dates, date only or with time. js flavour pls", "single_step"),
        ("what does `git worktree add -b` do?", "single_step"),
        (LONG_ASK, "long_horizon"),
    ],
)
def test_a_harness_driver_line_after_the_task_message_leaves_the_task_as_the_ask(
    scorer: Scorer, task: str, label: str
) -> None:
    """An autonomous harness sends the task as a message, then its fixed line asking for the next command: the
    line is protocol, the task message is the ask, so a one-step task in the harness stays single-step."""
    assert _label(scorer, _autogpt(task)) == _label(scorer, _chat(task)) == label


@pytest.mark.parametrize(("ask", "label"), [*((a, "single_step") for a in SHORT_ASKS), (LONG_ASK, "long_horizon")])
def test_a_rag_prompt_that_answers_from_the_conversation_is_not_a_side_call(
    scorer: Scorer, ask: str, label: str
) -> None:
    """A workspace chat app's system prompt: "Using the conversation so far, any relevant context below and the
    user's latest question, write an answer to that question", then retrieved documents. The conversation is
    context for an answer, not what a title or summary call reads."""
    system = (
        "Using the conversation so far, any relevant context below and the user's latest question, write an answer "
        "to that question. Reply only with your answer.\nContext:\n[CONTEXT 0]:\nResource names are plural nouns. "
        "Use cursor pagination with `next_cursor`.\n[END CONTEXT 0]\n"
    )
    body = _chat(ask, system)
    assert extract_features(CHAT, {}, body)[FEATURE_NAMES.index("sys_side_task")] == 0.0
    assert _label(scorer, body) == _label(scorer, _chat(ask)) == label


@pytest.mark.parametrize(("ask", "label"), [*((a, "single_step") for a in SHORT_ASKS), (LONG_ASK, "long_horizon")])
def test_material_a_retrieval_advisor_appends_between_dashed_lines_is_not_the_ask(
    scorer: Scorer, ask: str, label: str
) -> None:
    """A framework's retrieval advisor appends documents between long dashed lines to the person's message, then
    its own rule about using them ("... reply to the user's message"): neither is the person's ask."""
    text = (
        f"{ask}\n\nReference material follows, between the dashed lines.\n\n---------------------\n"
        "Our services run on Spring Boot 3.3 with Java 21, deployed to Kubernetes via Argo CD. Config comes from "
        "Spring Cloud Config backed by the config repo.\nDatabase access uses Spring Data JPA; Flyway manages the "
        "migrations.\n---------------------\n\nUsing that material and the conversation so far rather than prior "
        "knowledge, reply to the user's message. If the answer is not in the material, say so.\n"
    )
    assert _label(scorer, _chat(text)) == _label(scorer, _chat(ask)) == label


_JAVA = "```java\npublic final class Address {\n" + "".join(
    f"    private final String field{i};\n    public String getField{i}() {{ return field{i}; }}\n" for i in range(20)
) + "}\n```"
_DOCS = [
    "Our services run on Spring Boot 3.3 with Java 21, deployed to Kubernetes via Argo CD; config comes from Spring "
    "Cloud Config backed by the config repo.",
    "Observability: Micrometer metrics are scraped by Prometheus, traces go to Tempo through the OTLP exporter, logs "
    "are JSON.",
    "Internal HTTP clients must use the shared RestClient bean with retries and a 5s default timeout.",
    "Every service owns its schema; Flyway migrations run at start-up and must be backwards compatible for one "
    "release.",
]


def _advised(ask: str, docs: list[str]) -> str:
    """A retrieval advisor's user message: the person's text, then the documents between long dashed lines and the
    advisor's rule (worded as Spring AI's question-answer advisor words it)."""
    return (
        f"{ask}\n\nContext information is below, surrounded by ---------------------\n\n---------------------\n"
        + "\n".join(docs)
        + "\n---------------------\n\nGiven the context and provided history information and not prior knowledge, "
        "reply to the user comment. If the answer is not in the context, inform the user that you can't answer the "
        "question.\n"
    )


@pytest.mark.parametrize(
    ("ask", "label"),
    [
        ("java -> kotlin data class please", "single_step"),
        ("convert this to a Kotlin data class", "single_step"),
        ("add a docstring to every getter", "single_step"),
        ("this class is duplicated in our services, replace every copy in the repo with this one", "long_horizon"),
    ],
)
def test_retrieved_documents_after_a_long_paste_are_not_the_ask(scorer: Scorer, ask: str, label: str) -> None:
    """A long paste pushes the documents' dashed lines into the message's last window, which starts inside the
    pasted code: the lines must still read as the documents' delimiters (the documents' words read as the ask once
    made "java -> kotlin data class please" a long task)."""
    text = f"{ask}\n\n{_JAVA}"
    assert len(text) > 1400  # longer than the windows the ask is read from
    assert _label(scorer, _chat(_advised(text, _DOCS))) == _label(scorer, _chat(text)) == label


@pytest.mark.parametrize(("ask", "label"), [*((a, "single_step") for a in SHORT_ASKS), (LONG_ASK, "long_horizon")])
def test_retrieved_documents_longer_than_the_windows_are_not_the_ask(scorer: Scorer, ask: str, label: str) -> None:
    """Documents longer than the windows leave one dashed line in each: the first opens the documents, the last
    closes them."""
    docs = _DOCS * 4
    assert len("\n".join(docs)) > 1400
    assert _label(scorer, _chat(_advised(ask, docs))) == _label(scorer, _chat(ask)) == label


@pytest.mark.parametrize(("ask", "label"), [*((a, "single_step") for a in SHORT_ASKS), (LONG_ASK, "long_horizon")])
def test_a_headings_underline_is_not_a_delimiter(scorer: Scorer, ask: str, label: str) -> None:
    """A long dashed line right under a line of text underlines a heading (as a pasted README or a form writes
    them): the text under it is still read."""
    log = "\n".join([_LOG] * 8)
    text = f"Request\n----------------\n{ask}\n\nLog\n----------------\n{log}\n"
    assert len(text) > 1400
    assert _label(scorer, _chat(text)) == _label(scorer, _chat(f"{ask}\n\n{log}")) == label


_NOTES = (
    "turn these into one short release note entry for customers:\n- fixed csv export dropping rows > 65k\n"
    "- export now streams instead of building in memory\n- added progress bar to export modal\n"
    "- internal: bumped xlsx lib"
)


@pytest.mark.parametrize(
    "header",
    [
        "New submission from Engineering AI request form (requester: a.rossi):",
        "New comment by @oleg:",
        "Request from the #dev-help channel:",
        "New message from Slack #platform by Priya:",
    ],
)
@pytest.mark.parametrize(
    ("ask", "label"),
    [
        (_NOTES, "single_step"),
        ("hay un memory leak en el servicio de notificaciones, can you find it and fix it?", "long_horizon"),
        ("CIが落ちてるので直して", "long_horizon"),
        *((a, "single_step") for a in SHORT_ASKS),
    ],
)
def test_an_automations_line_naming_the_source_is_not_the_ask(
    scorer: Scorer, header: str, ask: str, label: str
) -> None:
    """Form tools, issue bots and channel relays put a line over the message saying where it came from: "from a
    request form" is not a request. Read into the ask, it made release notes for a list a long task."""
    assert _label(scorer, _chat(f"{header}\n\n{ask}")) == _label(scorer, _chat(ask)) == label


@pytest.mark.parametrize(
    "line",
    ["Comments by the reviewer, apply them in the repo:", "Messages from the queue are lost, find out why and fix it:"],
)
def test_a_request_line_naming_its_source_stays_the_ask(scorer: Scorer, line: str) -> None:
    """A line that asks is kept even when it names who or what something came from: only a line announcing a new
    message is cut."""
    assert _label(scorer, _chat(f"{line}\n\n{_LOG}")) == "long_horizon"


@pytest.mark.parametrize(("ask", "label"), [*((a, "single_step") for a in SHORT_ASKS), (LONG_ASK, "long_horizon")])
def test_a_frameworks_own_name_for_the_ask_field_is_read(scorer: Scorer, ask: str, label: str) -> None:
    """An agent framework that sends its input schema as JSON ({"chat_message": ...}, non-ASCII escaped): the
    field is the ask."""
    assert _label(scorer, _chat(json.dumps({"chat_message": ask}))) == _label(scorer, _chat(ask)) == label


@pytest.mark.parametrize(("ask", "label"), [*((a, "single_step") for a in SHORT_ASKS), (LONG_ASK, "long_horizon")])
def test_an_issue_runners_tagged_fields_are_read_once(scorer: Scorer, ask: str, label: str) -> None:
    """An issue runner's template: the issue's number, its title (the description's opening, cut) and the
    description in tags of their own. The number holds no words and the title repeats the ask: read once."""
    title = ask.split("\n", 1)[0][:60].rstrip() + "..."
    text = (
        f"<repository>lumen-labs/api</repository>\n<issue_number>4360</issue_number>\n<issue_title>{title}"
        f"</issue_title>\n<issue_description>\n{ask}\n</issue_description>\n<comments>\n</comments>\n\n"
    )
    assert _label(scorer, _chat(text)) == _label(scorer, _chat(ask)) == label


def _issue_assistant(ask: str) -> dict[str, Any]:
    """An error tracker's assistant (Anthropic Messages): the issue it shows as a tagged part, the person's text as
    the part after it."""
    issue = (
        "<issue>\nproject: storefront-web\ntitle: TypeError: Cannot read properties of null (reading 'id')\n"
        "culprit: app/routes/cart.tsx in CartSummary\nevents (14d): 9120  users affected: 3310\n"
        "stacktrace (most recent call last):\nat CartSummary (app/routes/cart.tsx:88:27)\n</issue>"
    )
    return {
        "system": "You are a debugging assistant built into an error-tracking product. Answer the developer.",
        "messages": [{"role": "user", "content": [{"type": "text", "text": issue}, {"type": "text", "text": ask}]}],
    }


@pytest.mark.parametrize(("ask", "label"), [*((a, "single_step") for a in SHORT_ASKS), (LONG_ASK, "long_horizon")])
def test_a_tagged_record_attached_before_the_persons_part_is_material(scorer: Scorer, ask: str, label: str) -> None:
    """The `<issue>` a tool attaches as its own part is what the person asks about, not their ask: an issue agent's
    template makes the issue the task, but here the person's text is the part after it."""
    body = _issue_assistant(ask)
    assert scorer.classify("/v1/messages", {}, body).request_class == _label(scorer, _chat(ask)) == label


_JAVA_TRACE = (
    'org.springframework.web.util.NestedServletException: Request processing failed; nested exception is '
    'java.lang.NullPointerException: Cannot invoke "com.acme.billing.model.Plan.getCurrency()"\n'
    "\tat org.springframework.web.servlet.FrameworkServlet.processRequest(FrameworkServlet.java:1014)\n"
    "\tat org.springframework.web.servlet.FrameworkServlet.doPost(FrameworkServlet.java:909)\n"
    "Caused by: java.lang.NullPointerException: Cannot invoke \"com.acme.billing.model.Plan.getCurrency()\"\n"
    "\tat com.acme.billing.invoice.InvoiceBuilder.lineItems(InvoiceBuilder.java:88)\n"
    "\tat com.acme.billing.invoice.InvoiceBuilder.build(InvoiceBuilder.java:41)"
)


def test_a_pasted_stack_trace_is_material(scorer: Scorer) -> None:
    """A JVM stack trace pasted unfenced under a question: its frames ("request processing failed", class names)
    are what the question is about, not the question's words."""
    question = "what's the actual cause here? which frame is ours"
    text = f"New submission from the engineering request form:\n\n{question}\n\n{_JAVA_TRACE}"
    assert _label(scorer, _chat(text)) == "single_step"
    assert _label(scorer, _chat(f"{LONG_ASK}\n\n{_JAVA_TRACE}")) == "long_horizon"


@pytest.mark.parametrize(("ask", "label"), [*((a, "single_step") for a in SHORT_ASKS), (LONG_ASK, "long_horizon")])
def test_short_unfenced_code_in_a_notebooks_context_part_is_material(scorer: Scorer, ask: str, label: str) -> None:
    """A notebook assistant's context part: the variables under "Notebook context", then "Previous cells:" and a
    few unfenced lines of code (imports, assignments) too short to count by their characters."""
    context = (
        "Notebook context\n- latency (DataFrame): pandas.DataFrame shape (52000, 4): ts, service, route, p95_ms\n\n"
        'Previous cells:\nimport pandas as pd\nlatency = pd.read_csv("exports/latency.csv", parse_dates=["ts"])\n'
        "services = sorted(latency.service.unique())"
    )
    body = {"contents": [{"role": "user", "parts": [{"text": context}, {"text": ask}]}]}
    assert _label(scorer, body, GEMINI) == _label(scorer, _chat(ask)) == label


def test_a_request_to_import_data_is_still_a_request(scorer: Scorer) -> None:
    """"import the CSV ..." lines are a person's words, not code: only an import of a module name alone counts."""
    text = "import the csv exports into postgres\nimport the old users too, and rebuild the reports on top of them"
    assert _label(scorer, _chat(text)) == _label(scorer, _chat(text.replace("import", "load"))) == "long_horizon"


@pytest.mark.parametrize(
    ("ask", "label"),
    [
        ("explain what this Makefile target does: `build: ; go build ./...`", "single_step"),
        *((a, "single_step") for a in SHORT_ASKS),
        (LONG_ASK, "long_horizon"),
    ],
)
def test_a_project_tag_before_the_ask_is_not_the_ask(scorer: Scorer, ask: str, label: str) -> None:
    """An app that prefixes the ask with the project or channel it came from ("[billing-api] ...") names where it
    came from, not the task: the tag's service name once made a commit message for a given change a long task."""
    assert _label(scorer, _chat(f"[billing-api] {ask}")) == _label(scorer, _chat(ask)) == label


_PLANNER = "You are the Planner who can coordinate CodeInterpreter to finish the user task."


@pytest.mark.parametrize(
    "frame",
    [
        "From: User\nMessage: Let's start the new conversation!\n{ask}\n",
        "User: Let's begin a new conversation!\n{ask}",
        "Start a new session.\n{ask}",
    ],
)
@pytest.mark.parametrize(
    ("ask", "label"),
    [
        ("bump react to 19 and fix whatever breaks", "long_horizon"),
        ("rename UserManager to AccountService everywhere: class, files, imports, tests and docs", "long_horizon"),
        (LONG_ASK, "long_horizon"),
        *((a, "single_step") for a in SHORT_ASKS),
    ],
)
def test_a_frameworks_conversation_opener_is_not_the_ask(scorer: Scorer, frame: str, ask: str, label: str) -> None:
    """A multi-agent framework relays the person's message under its own header and opens each conversation with a
    fixed line (TaskWeaver's planner: "From: User", "Message: Let's start the new conversation!"). The opener's
    "conversation" read as the ask's made every request a side call about the conversation: repository work went
    to the fast model."""
    body = _chat(frame.format(ask=ask), system=_PLANNER)
    assert _label(scorer, body) == _label(scorer, _chat(ask, system=_PLANNER)) == label


def test_a_request_about_a_new_session_stays_the_ask(scorer: Scorer) -> None:
    """Only a line that is nothing but the opener is cut: a request that names a new session keeps its words."""
    text = "start a new session store on redis for the api\nand move every login handler to it, tests too"
    assert _label(scorer, _chat(text)) == "long_horizon"


def _spec_update(ask: str, covers: int = 1) -> str:
    """A software factory's spec-writer prompt: the project's spec and the person's request in named slots."""
    spec = "A booking tool for a small gym: members reserve slots on equipment."
    cover = "* how the app behaves\n* packages or services to use or avoid\n* example requests and responses\n"
    return (
        "Our team has written a specification from the client's brief. The client now asks for one more feature. "
        "Rewrite the specification so that it covers the new feature and keeps all of the original content.\n\n"
        f"This may cover:\n{cover * covers}\n"
        f"The specification so far:\n---PROJECT-SPECIFICATION-START---\n{spec}\n---PROJECT-SPECIFICATION-END---\n\n"
        "The new feature, as the client described it:\n"
        f"---FEATURE-DESCRIPTION-START---\n{ask}\n---FEATURE-DESCRIPTION-END---\n\n"
        "Answer with the whole updated specification."
    )


_MERGE = (
    "add type hints, python 3.11\n\n"
    "def merge_config(base, override, path=None):\n    path = path or []\n    out = dict(base)\n"
    "    for k, v in override.items():\n        if k in out and isinstance(out[k], dict) and isinstance(v, dict):\n"
    "            out[k] = merge_config(out[k], v, path + [k])\n        else:\n            out[k] = v\n    return out"
)


@pytest.mark.parametrize(
    ("ask", "label"),
    [
        ("fix the flaky test", "long_horizon"),
        ("rename UserManager to AccountService everywhere: class, files, imports, tests and docs", "long_horizon"),
        (_MERGE, "single_step"),
        *((a, "single_step") for a in SHORT_ASKS),
    ],
)
def test_a_templates_named_slots_frame_the_ask(scorer: Scorer, ask: str, label: str) -> None:
    """Prompt templates delimit their slots with named lines ("---FEATURE-DESCRIPTION-START---" ... "-END---", as
    GPT Pilot's): the slot named for the request holds the ask, the template's own sentences ("rewrite the
    specification ...") and the project's spec do not. Read as prose, every request in the template scored alike."""
    assert _label(scorer, _chat(_spec_update(ask))) == _label(scorer, _chat(ask)) == label


def test_a_slots_first_line_is_the_ask_when_the_slot_opens_in_the_last_window(scorer: Scorer) -> None:
    """In a message longer than the read windows, the last window's first paragraph is usually cut and skipped;
    a slot that opens inside that window starts a whole paragraph: a short request line over code is the ask."""
    ask = f"find the leak and fix it\n\n{_LOG}"
    assert _label(scorer, _chat(_spec_update(ask, covers=8))) == _label(scorer, _chat(ask)) == "long_horizon"
    assert _label(scorer, _chat(_spec_update(_MERGE, covers=8))) == "single_step"


@pytest.mark.parametrize(
    "caption",
    [
        "We're working on the issue below in our repository. Here's the issue text:",
        "Below is the issue we are working on in this repository:",
        "Here's the task:",
    ],
)
@pytest.mark.parametrize(
    ("ask", "label"),
    [
        ("bump react to 19 and fix whatever breaks", "long_horizon"),
        (LONG_ASK, "long_horizon"),
        *((a, "single_step") for a in SHORT_ASKS),
    ],
)
def test_an_issue_agents_caption_over_the_issue_is_not_the_ask(
    scorer: Scorer, caption: str, ask: str, label: str
) -> None:
    """An issue-solving agent's first message gives the project's path, then its problem label and a caption over
    the issue ("Here's the issue text:"). The caption names the text under it; its "our repository" read as the
    ask's made a commit message for a given change a repository task."""
    text = f"[Project root path]:\n/home/dev/app\n\n[Problem statement]: {caption}\n{ask}\n"
    assert _label(scorer, _chat(text)) == _label(scorer, _chat(ask)) == label


def test_a_request_that_opens_with_a_caption_like_line_keeps_its_words(scorer: Scorer) -> None:
    """Only a line that names the issue as the text below is a caption: a request to fix it is the ask."""
    text = f"Here is the issue: the CI on main is red since this morning, find out why and fix it:\n{_LOG}"
    assert _label(scorer, _chat(text)) == "long_horizon"
