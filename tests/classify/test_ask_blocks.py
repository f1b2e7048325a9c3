"""The find-based block stripper equals the regex it replaced, and stays linear on unclosed angle brackets."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from gateway.classify import ask
from gateway.classify.ask import extract_ask

# the round-2 definitions, kept as the oracle
_KEEP = ("task", "query", "request", "instruction", "issue", "description", "prompt", "question", "user")
_BLOCK = re.compile(r"<([a-z][a-z0-9_\-]*)(?:\s[^<>\n]{0,200})?>(.*?)</\1\s*>", re.S)
_LINE_OPEN = re.compile(r"(?:^|\n)<([a-z][a-z0-9_\-]*)(?:\s[^<>\n]{0,200})?>")


def _oracle_sub(t: str) -> str:
    def unwrap(m: re.Match[str]) -> str:
        return "\n\n" + m.group(2) + "\n\n" if any(k in m.group(1) for k in _KEEP) else "\n\n"

    return _BLOCK.sub(unwrap, t)


def _oracle_line_tag(t: str) -> int:
    for m in _LINE_OPEN.finditer(t):
        if not any(k in m.group(1) for k in _KEEP):
            return m.start()
    return -1


ATOMS = [
    "<task>", "</task>", "<env>", "</env>", "</env >", "<a b='c'>", "</a>", "\n", "\n\n", "<", ">", "</",
    "list<string>", "word", " ", "x.py", "(", "=", "\n<issue>", "</issue>\n", "<query x>", "</query>", "\t",
    "<b\n>", "</b\n>", "<user_query>", "</user_query>", "<envx>", "</envx>",
]  # fmt: skip
texts = st.lists(st.sampled_from(ATOMS), max_size=40).map("".join)


@settings(max_examples=3000, deadline=None)
@given(t=texts)
def test_block_substitution_matches_the_regex(t: str) -> None:
    assert ask._sub_blocks(t) == _oracle_sub(t)
    assert ask._first_foreign_line_tag(t) == _oracle_line_tag(t)


def test_wrapped_ask_is_unwrapped_and_context_dropped() -> None:
    msg = "<environment_details>\nfiles: a.py b.py\n</environment_details>\n<task>\nrename foo to bar\n</task>"
    got = extract_ask(msg, "")
    assert got.text == "rename foo to bar" and got.wrapped


def test_generics_inside_a_task_block_keep_the_question() -> None:
    code = "public static int f(list<string> xs) {\n    return xs.size();\n}\n\n" * 40
    msg = "<task>\n```\n" + code + "```\n\nwhat's the difference between merge and rebase?\n</task>"
    head, tail = msg[:3000], msg[-900:]
    got = extract_ask(head, tail)
    assert "difference between merge and rebase" in got.text
    # every "<string>" is an unclosed tag: the old regex rescanned the rest of the window for each of them
    assert ask._sub_blocks(head) == _oracle_sub(head)


def test_one_line_about_pasted_prose_is_the_lead() -> None:
    mail = "hi all, the vendor moves its sandbox next week. we need the new base url and a fresh key by friday. " * 3
    assert extract_ask(f"summarize this for the channel:\n{mail}", "").lead == "summarize this for the channel:"
    assert extract_ask(f"{mail}\n\nwhat do they want from us here?", "").lead == "what do they want from us here?"
    # a closing line about its own output ("keep it short") is the instruction's, not a line about material
    opening = "you keep a running record of the project. rewrite the record with goals and open items"
    assert extract_ask(f"{opening}\n{mail}\nkeep it under 200 words.", "").lead == ""
