"""Text a client adds inside the last user message (AGENTS.md blocks, environment lines, reminders full of
breadth words, headed context sections) is peeled off the ask and does not decide the label.

Why: real clients write this text themselves, each differently; when it reached the ask's words, a
one-line regex question wrapped by an agent read as a repository-wide task.
"""

from __future__ import annotations

from gateway.classify.ask import extract_ask
from gateway.classify.features import FEATURE_NAMES, clear_caches, extract_features
from gateway.classify.scorer import Scorer

_AGENTS_MD = (
    "<user_instructions>\n# AGENTS.md\nAlways iterate until every test passes across all files. Search the whole "
    "repository before editing and update every call site.\n</user_instructions>"
)
_ENV = "Current working directory: /home/dev/app\nOS: linux\nShell: zsh\nGit branch: main"
_REMINDER = "Remember to check all files that could be affected and keep going until the task is fully done."
_HEADED = "# Open tabs\nsrc/app.py\nsrc/cache.py\ntests/test_cache.py"


def _wrap(ask: str) -> str:
    return "\n\n".join([_AGENTS_MD, _ENV, _HEADED, ask, _REMINDER])


def _ask(text: str) -> str:
    return extract_ask(text.lower(), "").text


def test_an_agents_md_block_named_user_instructions_is_not_the_ask() -> None:
    assert _ask(_AGENTS_MD + "\n\nwrite a regex for ISO dates") == "write a regex for iso dates"


def test_environment_lines_headed_listings_and_reminders_are_not_the_ask() -> None:
    assert _ask(_wrap("What does `git rebase --onto` do?")) == "what does `git rebase --onto` do?"


def test_a_sentence_quoting_code_inline_is_still_the_ask() -> None:
    ask = "translate `for (int i = 0; i < n; i++) sum += a[i];` to Python"
    assert _ask(ask) == ask.lower()
    assert _ask(_wrap(ask)) == ask.lower()


def test_a_message_of_one_note_like_sentence_keeps_it_as_the_ask() -> None:
    ask = "Make sure the login page handles empty passwords"
    assert _ask(ask) == ask.lower()


def _score(scorer: Scorer, text: str) -> float:
    body = {"model": "auto", "messages": [{"role": "user", "content": text}]}
    return scorer.score("/v1/chat/completions", {"content-type": "application/json"}, body)


def test_the_same_ask_gets_the_same_label_bare_and_wrapped() -> None:
    scorer = Scorer.load()
    asks = {
        "write a regex for ISO dates": False,
        "translate `const xs = items.map(x => x * 2);` to Python": False,
        "What does `git rebase --onto` do?": False,
        "find why the cache never expires and fix it": True,
        "fix the failing tests in tests/ and run the suite until it is green": True,
    }
    for ask, long in asks.items():
        bare, wrapped = _score(scorer, ask), _score(scorer, _wrap(ask))
        assert (bare >= scorer.threshold, wrapped >= scorer.threshold) == (long, long), (ask, bare, wrapped)


# an IDE assistant that glues its attachment metadata to the ask with single newlines (one paragraph)
_GLUED = (
    "\nAttachments:\nAttachment Name: Open editor tabs\nAttachments Kind: Visible\n"
    "Attachments Source: OpenTabsRetriever\nAttachments Text:\nsrc/reports.py\nsrc/metrics.py\ntests/test_metrics.py"
)


def test_metadata_glued_under_the_ask_is_not_the_ask() -> None:
    for ask in ("merge ile rebase farkı ne", "What does `git rebase --onto` do?", "fix the failing tests in tests/"):
        assert _ask(ask + _GLUED) == ask.lower()
    # environment lines glued above it, too
    glued_above = "OS: linux\nShell: zsh\nIDE: PyCharm 2025.2\nwrite a regex for ISO dates"
    assert _ask(glued_above) == "write a regex for iso dates"


def test_two_key_value_lines_of_a_persons_own_stay_in_the_ask() -> None:
    # fewer than three lines are what a person writes ("Error: ..." over "Caused by: ..."), not a client's block
    text = "why does this happen?\nError: connection refused\nCaused by: dns lookup failed"
    assert _ask(text) == text.lower()


def test_the_same_ask_gets_the_same_label_bare_and_with_glued_metadata() -> None:
    scorer = Scorer.load()
    for ask, long in {"merge ile rebase farkı ne": False, "one-liner to find the 100 biggest files": False,
                      "find why the cache never expires and fix it": True}.items():  # fmt: skip
        bare, glued = _score(scorer, ask), _score(scorer, ask + _GLUED)
        assert (bare >= scorer.threshold, glued >= scorer.threshold) == (long, long), (ask, bare, glued)


# the attachment's own text under its metadata: an indented project tree, then a list of problems
_TREE_AND_PROBLEMS = (
    "\nAttachments:\nAttachment Name: Project structure\nAttachments Kind: Visible\n"
    "Attachments Source: ProjectStructureRetriever\nAttachments Text:\n.github/\n  workflows/\n    ci.yml\n"
    "README.md\napp/\n  orders/\n    page.tsx\n  billing/\n    page.tsx\n"
    "Attachment Name: Problems\nAttachments Kind: Visible\nAttachments Source: ProblemsRetriever\n"
    "Attachments Text:\nsrc/lib/batch.js:15:34 warning: expected '===' and instead saw '=='\n"
    "src/lib/batch.js:20:1 error: missing semicolon"
)


def test_an_attachments_text_under_its_metadata_is_not_the_ask() -> None:
    for ask in ("in Next.js, how do I retry on 503?", "one-liner to find the 100 biggest files"):
        assert _ask(ask + _TREE_AND_PROBLEMS) == ask.lower()
    scorer = Scorer.load()
    for ask, long in {"in Next.js, how do I retry on 503?": False, "regex für IBAN, grob reicht": False,
                      "find why the nightly export job double-charges customers and fix it": True}.items():  # fmt: skip
        bare, glued = _score(scorer, ask), _score(scorer, ask + _TREE_AND_PROBLEMS)
        assert (bare >= scorer.threshold, glued >= scorer.threshold) == (long, long), (ask, bare, glued)


def test_a_mention_line_pointing_at_attached_content_is_not_the_ask() -> None:
    # Cline and its forks turn "@/path" into a line that points at the file's content further down
    text = (
        "<task>\nwhat is the difference between a process and a thread?\n"
        "'src/profile.ts' (see below for file content)\n'src/header.ts' (lines 3-9) (see below for file content)\n"
        "</task>\n\n"
        '<file_content path="src/profile.ts">\nexport const profile = 1;\n</file_content>'
    )
    assert _ask(text) == "what is the difference between a process and a thread?"
    # a mention inside the person's sentence is their own words
    inline = "explain 'src/app.ts' (see below for file content) in two sentences"
    assert _ask(inline) == inline.lower()


_THREAD = (
    "#backend-eng\npriya  10:02  is anyone else seeing test_webhook_retry_schedule fail randomly?\n"
    "marco  10:04  yes, it's time-based, it breaks when CI runs across a minute boundary\n"
    "priya  10:05  ok I'll pin the clock in the fixture, marco can you review?\n"
    "marco  10:06  sure, and let's drop the sleep(2) while we're at it"
)
_EMAIL = (
    "Hi team,\nsince the update on Monday our exports come out with the header row missing whenever the table\n"
    "is empty, and the finance import then rejects the whole file. We run about forty of these a day.\n"
    "Could someone look at it before the month-end close?\nThanks, Dana"
)


def test_a_request_paragraph_beside_a_pasted_document_is_the_lead() -> None:
    # the person's request opens or closes the message, without a word pointing at the material
    assert extract_ask(("tl;dr please\n\n" + _THREAD).lower(), "").lead == "tl;dr please"
    closing = "draft a short reply saying we will send the fix on friday"
    assert extract_ask((_EMAIL + "\n\n" + closing).lower(), "").lead == closing
    # a document's own last line is not a request
    assert extract_ask((_THREAD + "\n\nseen on firefox 121 and safari 17.").lower(), "").lead == ""


def test_a_code_line_ending_in_a_colon_is_not_a_lead() -> None:
    # a traceback's first line ends in a colon, like "summarize this:"; the person's question is below it
    trace = (
        'Traceback (most recent call last):\n  File "app/orders.py", line 88, in export\n    charge(customer)\n'
        '  File "app/billing.py", line 12, in charge\n    raise PaymentError("card declined for customer 4411")\n'
        "billing.PaymentError: card declined for customer 4411\n\nwhat does this error mean"
    )
    assert extract_ask(trace.lower(), "").lead == "what does this error mean"


def test_the_same_ask_about_a_pasted_thread_gets_one_label_above_or_below_it() -> None:
    scorer = Scorer.load()
    for ask in ("what was decided and who is doing what?", "tl;dr please", "draft a short reply agreeing with marco"):
        scores = [_score(scorer, t) for t in (ask + "\n\n" + _THREAD, _THREAD + "\n\n" + ask)]
        assert all(s < scorer.threshold for s in scores), (ask, scores)


def test_a_selection_inside_a_context_block_is_supplied_code() -> None:
    # Zed attaches the person's selection inside a `<context>` block, as its own text part: supplied, and (under
    # a file's name, as a client attaches whatever is open) no vote in the code share
    code = "function f(a, b) {\n  let r = [];\n  for (let i = 0; i < a.length; i++) r.push(a[i] * b);\n  return r;\n}"
    zed = (
        "refactor this code\n\n<context>\nThe following items were attached by the user.\n\n<selections>\n"
        "```javascript src/lib/pick.js\n" + code + "\n```\n</selections>\n</context>"
    )
    pasted = "refactor this code\n```javascript\n" + code + "\n```"
    a, b = extract_ask(zed.lower(), ""), extract_ask(pasted.lower(), "")
    assert a.text == b.text == "refactor this code"
    assert a.attached and a.code_share == 0.0 and b.code_share > 0.5


def test_backticks_inside_a_sentence_open_no_fence() -> None:
    prompt = (
        "You control a Linux box through bash. Each reply must contain a short THOUGHT paragraph and exactly one "
        "```bash code block. I will run it and send back the output.\n\nupgrade django to 5.0 and fix the "
        "deprecations"
    )
    assert "upgrade django" in _ask(prompt)
    assert _ask("fix the typo here\n```\nprnt('hi')\n```") == "fix the typo here"


_SELECTION = (
    "```rust\npub fn parse_refund(items: &[Refund]) -> Vec<Refund> {\n    items.iter().cloned().collect()\n}\n```"
)


def _features(messages: list[dict[str, str]]) -> dict[str, float]:
    clear_caches()
    body = {"model": "auto", "messages": messages}
    return dict(zip(FEATURE_NAMES, extract_features("/v1/chat/completions", {}, body), strict=True))


def test_code_in_a_context_turn_answered_ok_is_supplied() -> None:
    # Cody sends the selection as a turn of its own, answered by a canned "Ok.", then the ask: the code is
    # supplied (the ask names no unsupplied workspace) but, attached whatever the ask, does not vote in the share
    ask = "What happens if the network call here fails? Add handling for it."
    cody = _features([{"role": "user", "content": "My selected code from codebase file src/record.rs:\n" + _SELECTION},
                      {"role": "assistant", "content": "Ok."}, {"role": "user", "content": ask}])  # fmt: skip
    pasted = _features([{"role": "user", "content": ask + "\n" + _SELECTION}])
    bare = _features([{"role": "user", "content": ask}])
    assert cody["ask_code_share"] == bare["ask_code_share"] == 0.0 and pasted["ask_code_share"] > 0.5
    assert cody["ask_unsupplied_env"] == pasted["ask_unsupplied_env"] == 0.0
    # an edit client's canned reply accepting files to edit is not a bare acknowledgement: its asks may reach
    # beyond those files
    aider = _features([{"role": "user", "content": "src/record.rs\n" + _SELECTION},
                       {"role": "assistant", "content": "Ok, any changes I propose will be to those files."},
                       {"role": "user", "content": ask}])  # fmt: skip
    assert aider["ask_code_share"] == 0.0
    # an ask that is almost all code keeps its share: a context turn leaves it as it is
    big = "fix it\n```python\n" + "total = total + price * quantity  # line\n" * 400 + "```"
    alone = _features([{"role": "user", "content": big}])
    with_context = _features([{"role": "user", "content": "My selected code:\n" + _SELECTION},
                              {"role": "assistant", "content": "Ok."}, {"role": "user", "content": big}])  # fmt: skip
    assert alone["ask_code_share"] > 0.99
    assert with_context["ask_code_share"] == alone["ask_code_share"]


def test_a_title_call_whose_label_names_the_request_titles_it() -> None:
    # "Title this request:" introduces the text to title; it is not a template's task slot
    text = "Title this request:\n\nTests under src/webhook are flaky on CI, investigate and make them deterministic."
    assert _ask(text).startswith("title this request")
    scorer = Scorer.load()
    assert _score(scorer, text) < scorer.threshold
    assert _score(scorer, text.split("\n\n", 1)[1]) >= scorer.threshold


_ISSUE = (
    "# Order confirmation is sometimes sent twice\n\nSome customers get two confirmation mails. The payment provider "
    "seems to call our webhook twice in quick succession, and both calls mark the order as paid.\n\n"
    "**Steps to reproduce**\n1. Replay the same `payment.succeeded` webhook twice quickly\n\n"
    "**Expected**\nOne mail.\n\n**Actual**\nTwo mails and two 'paid' entries in the history.\n\n"
    "### Meta\n\n```\n- OS: Ubuntu 22.04\n- Python: 3.12.2\n- Django: 5.0.4\n```"
)


def test_a_request_below_a_pasted_issue_with_headings_is_the_lead() -> None:
    # the issue's own headings ("### Meta") do not turn the person's closing request into client text
    for closing in (
        "Give me a one-paragraph summary of this for the release manager.",
        "Can you find where this comes from in our code and fix it?",
    ):
        assert extract_ask((_ISSUE + "\n\n" + closing).lower(), "").lead == closing.lower()
    # a client's note closing its headed section stays out
    headed = "Fix the flaky login test.\n\n## Rules\n\n- Always run the tests.\n\nRemember to run the linter too."
    assert "remember" not in _ask(headed)


def test_a_line_naming_who_wrote_the_text_below_is_not_a_lead() -> None:
    ticket = (
        "Comment by @zoe:\nKYC-5: validate the tax id on the signup form\n\nA company tax id has 10 digits, a person's "
        "12. Ignore spaces and dashes. No checksum for now.\n\n- [ ] error under the field\n- [ ] same check on the "
        "backend\n\nImplement this in the frontend and the backend, with tests."
    )
    assert extract_ask(ticket.lower(), "").lead != "comment by @zoe:"
    assert extract_ask(("Translate this thread into French:\n\n" + _THREAD).lower(), "").lead == (
        "translate this thread into french:"
    )


def test_a_prose_aside_in_parentheses_keeps_the_request_a_lead() -> None:
    ask = "Based only on this report, what severity would you give it (S1-S4)? Short justification."
    assert extract_ask((ask + "\n\n" + _EMAIL).lower(), "").lead == ask.lower()
    # a call's parentheses still make a line code
    assert extract_ask(("Why does parse(row) fail on this?\n\n" + _EMAIL).lower(), "").lead == ""


def test_an_ask_quoted_in_a_fence_under_the_users_prompt_label_is_the_ask() -> None:
    # a planner that quotes the person's prompt in a bare fence under a label, then its own instruction
    template = "The user's latest prompt:\n```\n{}\n```\n\nRespond to the prompt following the instructions above."
    assert _ask(template.format("give me a commit message for this fix")) == "give me a commit message for this fix"
    nested = "the merge is wrong for unsorted input\n\n```python\ndef merge(rs):\n    return rs\n```\n\nfix it"
    assert _ask(template.format(nested)) == "the merge is wrong for unsorted input\n\nfix it"
    # "System prompt:" labels the client's text, not the person's ask: the person's line after it is the ask
    assert _ask("System prompt:\nYou are a helpful assistant.\n\nwrite a regex") == "write a regex"


def test_a_request_line_glued_to_a_pasted_ticket_is_the_lead() -> None:
    # one newline between the person's line and the document: no paragraph of its own
    ticket = (
        "[RAP-58] PDF export loses Polish characters\nAfter exporting the monthly report to PDF, letters like a, e and "
        "l with accents show as boxes. The HTML preview is fine.\nAffects every customer in Poland, version 7.2.0.\n"
        "Customers send the reports to the tax office, so it is urgent."
    )
    assert extract_ask(("Severity?\n" + ticket).lower(), "").lead == "severity?"
    assert extract_ask((ticket + "\nplease draft a reply to the customer").lower(), "").lead == (
        "please draft a reply to the customer"
    )
