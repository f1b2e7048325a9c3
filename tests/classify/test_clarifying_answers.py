"""A person's short answer to the model's clarifying question is read by the task it answers.

"Which version are you on?" -> "node 18" says nothing of the task: the person's ask before the question does.
Read by its own words, the same answer ("yes", "windows 11", "nope, only on my laptop") scored the same whether
the conversation was about explaining a compiler error or fixing a bug somewhere in a repository. An answer
that adds work ("yes, and update the tests as well"), a reply to a greeting's "How can I help?" and a "yes"
to an offer ("Want me to apply this everywhere?") are instructions, read as before. Each request is built by
hand.
"""

from __future__ import annotations

from typing import Any

import pytest

from gateway.classify.scorer import Scorer

CHAT = "/v1/chat/completions"

EXPLAIN = (
    "how should I fix this?\n# example.com/kv/internal/store\ninternal/store/store.go:41:9: undefined: clock.Now\n"
    "internal/store/store.go:57:2: declared and not used: ttl"
)
FIND_AND_FIX = "find where this comes from and fix it\nerror[E0382]: borrow of moved value: `row`\n --> src/parse.rs:88"
QUESTIONS = (
    "Does it also happen on a clean checkout?",
    "Which OS is this on?",
    "Which version are you on?",
    "Could you let me know which Go version this is?",
)
ANSWERS = ("yes, fresh clone", "nope, only on my laptop", "windows 11", "1.80.0 stable", "yes", "no")


@pytest.fixture(scope="module")
def scorer() -> Scorer:
    return Scorer.load()


def long_(scorer: Scorer, body: dict[str, Any]) -> bool:
    return scorer.score(CHAT, {}, body) >= scorer.threshold


def chat(*msgs: tuple[str, str]) -> dict[str, Any]:
    return {"model": "m", "messages": [{"role": r, "content": c} for r, c in msgs]}


@pytest.mark.parametrize("question", QUESTIONS)
@pytest.mark.parametrize("answer", ANSWERS)
def test_an_answer_follows_the_task_it_answers(scorer: Scorer, question: str, answer: str) -> None:
    assert not long_(scorer, chat(("user", EXPLAIN), ("assistant", question), ("user", answer)))
    assert long_(scorer, chat(("user", FIND_AND_FIX), ("assistant", question), ("user", answer)))


def test_the_task_after_a_greeting_is_the_ask(scorer: Scorer) -> None:
    hello = ("user", "hey"), ("assistant", "Hey! What are we working on today?")
    assert long_(scorer, chat(*hello, ("user", "the nightly backup job never finished")))
    assert not long_(scorer, chat(*hello, ("user", "nothing, just testing if you answer")))


def test_an_answer_that_adds_work_is_an_instruction(scorer: Scorer) -> None:
    body = chat(
        ("user", "why does `make release` produce an empty tarball?"),
        ("assistant", "Should the fix cover the CI job too?"),
        ("user", "yes, and update the tests as well"),
    )
    assert long_(scorer, body)


def test_a_yes_to_an_offer_hands_over_the_work(scorer: Scorer) -> None:
    body = chat(
        ("user", EXPLAIN),
        ("assistant", "Want me to apply this fix everywhere clock.Now is used?"),
        ("user", "yes please"),
    )
    assert long_(scorer, body)
