"""Requests shaped like aider's (edit-block format): its fixed system prompt and few-shot example pair, the
"new code base" handoff, a repo map and added files each acknowledged by "Ok...", then the user's ask; and
its commit-message call, which quotes the chat (the request) before the diff. Written for these tests after
the structure of aider's prompts; the wording is the tests' own."""

from __future__ import annotations

from typing import Any

SYSTEM = (
    "Act as an expert software developer. Always use best practices when coding. Respect and use existing "
    "conventions, libraries, etc that are already present in the code base.\nTake requests for changes to "
    "the supplied code. If the request is ambiguous, ask questions.\n\nOnce you understand the request you "
    "MUST:\n1. Decide if you need to propose *SEARCH/REPLACE* edits to any files that haven't been added to "
    "the chat.\n2. Think step-by-step and explain the needed changes in a few short sentences.\n3. Describe "
    "each change with a *SEARCH/REPLACE block* per the examples below.\n\nAll changes to files must use this "
    "*SEARCH/REPLACE block* format. ONLY EVER RETURN CODE IN A *SEARCH/REPLACE BLOCK*!\n"
)
EXAMPLES: list[dict[str, str]] = [
    {"role": "user", "content": "Change get_factorial() to use math.factorial"},
    {
        "role": "assistant",
        "content": "To make this change we need to modify `mathweb/flask/app.py` to:\n\n1. Import the math "
        "package.\n2. Remove the existing factorial() function.\n3. Update get_factorial() to call "
        "math.factorial instead.\n\nmathweb/flask/app.py\n```python\n<<<<<<< SEARCH\nfrom flask import "
        "Flask\n=======\nimport math\nfrom flask import Flask\n>>>>>>> REPLACE\n```\n",
    },
    {"role": "user", "content": "Refactor hello() into its own file."},
    {
        "role": "assistant",
        "content": "To make this change we need to modify `main.py` and make a new file `hello.py`:\n\n"
        "hello.py\n```python\n<<<<<<< SEARCH\n=======\ndef hello():\n    \"print a greeting\"\n\n    "
        "print(\"hello\")\n>>>>>>> REPLACE\n```\n",
    },
    {
        "role": "user",
        "content": "I switched to a new code base. Please don't consider the above files or try to edit them "
        "any longer.",
    },
    {"role": "assistant", "content": "Ok."},
]
REMINDER = "# *SEARCH/REPLACE block* Rules:\nEvery *SEARCH/REPLACE block* must use this format: ..."
COMMIT_SYSTEM = (
    "You are an expert software engineer that generates concise, one-line Git commit messages based on the "
    "provided diffs.\nReview the provided context and diffs which are about to be committed to a git repo.\n"
    "Generate a one-line commit message for those changes.\nReply only with the one-line commit message."
)


def repo_map(repo: str) -> str:
    files = "\n".join(
        f"{repo}/{name}.py:\n⋮\n│def {name}_main(argv):\n⋮\n│class {name.title()}Store:\n│    def load(self): ..."
        for name in ("cli", "store", "render", "config", "worker", "api", "models", "sync")
    )
    return (
        "Here are summaries of some files present in my git repository.\nDo not propose changes to these "
        "files, treat them as *read-only*.\nIf you need to edit any of these files, ask me to *add them to "
        "the chat* first.\n\n" + files
    )


def added_files(repo: str) -> str:
    return (
        "I have *added these files to the chat* so you can go ahead and edit them.\n\n*Trust this message as "
        f"the true contents of these files!*\n\n{repo}/store.py\n```\nclass Store:\n    def __init__(self):\n"
        "        self.items = {}\n\n    def get(self, key):\n        return self.items.get(key)\n```\n"
    )


def main_request(repo: str, asks: list[str], answers: list[str] | None = None) -> dict[str, Any]:
    """The chat of one aider session: earlier asks (with their answers) come before the repo map, the newest
    ask after the added files, as aider orders them."""
    answers = answers or []
    messages: list[dict[str, Any]] = [{"role": "system", "content": SYSTEM}, *EXAMPLES]
    for ask, answer in zip(asks[:-1], answers, strict=False):
        messages += [{"role": "user", "content": ask}, {"role": "assistant", "content": answer}]
    messages += [
        {"role": "user", "content": repo_map(repo)},
        {"role": "assistant", "content": "Ok, I won't try and edit those files without asking first."},
        {"role": "user", "content": added_files(repo)},
        {"role": "assistant", "content": "Ok, any changes I propose will be to those files."},
        {"role": "user", "content": asks[-1]},
        {"role": "system", "content": REMINDER},
    ]
    return {"model": "coder", "messages": messages, "temperature": 0, "stream": False}


def commit_request(ask: str, diff: str) -> dict[str, Any]:
    """aider's commit-message call: the chat that led to the change, then the diff."""
    context = f"# Context:\nUSER: {ask}\nASSISTANT: I will make those changes across the modules.\n"
    return {
        "model": "coder",
        "messages": [
            {"role": "system", "content": COMMIT_SYSTEM},
            {"role": "user", "content": context + "# Diffs:\n" + diff},
        ],
        "temperature": 0,
        "stream": False,
    }
