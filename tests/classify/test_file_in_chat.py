"""`ask_file_in_chat`: an ask naming a file that an earlier user message pasted is an edit of supplied content.

Why: "rename slugify to make_slug in src/util.py" needs a search of the workspace when only the name is given
(long), and is one small edit when an edit client (aider's chat files) pasted src/util.py before it (single).
The feature reads the conversation's content, never the client: the same body from another user agent gives
the same vector.
"""

from __future__ import annotations

from typing import Any

from gateway.classify.features import FEATURE_NAMES, extract_features
from gateway.classify.scorer import Scorer

CHAT = "/v1/chat/completions"
COL = FEATURE_NAMES.index("ask_file_in_chat")
ASK = "rename slugify to make_slug in src/util.py"
PASTED = "I added these files to the chat:\n\nsrc/util.py\n```\ndef slugify(s):\n    return s.lower()\n```"


def _conv(first: str, ask: str) -> dict[str, Any]:
    return {
        "model": "m",
        "messages": [
            {"role": "system", "content": "Reply with SEARCH/REPLACE blocks."},
            {"role": "user", "content": first},
            {"role": "assistant", "content": "Ok."},
            {"role": "user", "content": ask},
        ],
    }


def test_named_file_pasted_earlier_sets_the_column() -> None:
    assert extract_features(CHAT, {}, _conv(PASTED, ASK))[COL] == 1.0
    # another file was pasted, or nothing was: the named file is still to be found
    other = PASTED.replace("src/util.py", "src/models.py")
    assert extract_features(CHAT, {}, _conv(other, ASK))[COL] == 0.0
    assert extract_features(CHAT, {}, {"model": "m", "messages": [{"role": "user", "content": ASK}]})[COL] == 0.0


def test_a_file_only_named_earlier_is_not_supplied() -> None:
    """A repo map or a path list names files without their content: the named file is still to be found."""
    repo_map = "Here is the repo map of this git repository:\n\nsrc/util.py:\n  def slugify(s)\nsrc/models.py"
    assert extract_features(CHAT, {}, _conv(repo_map, ASK))[COL] == 0.0
    for pasted in ("```py src/util.py\ndef slugify(s): ...\n```", '<file path="src/util.py">\ndef slugify(s): ...',
                   "```python\n# filepath: src/util.py\ndef slugify(s): ...\n```"):  # fmt: skip
        assert extract_features(CHAT, {}, _conv(pasted, ASK))[COL] == 1.0


def test_client_identity_does_not_matter() -> None:
    a = extract_features(CHAT, {"user-agent": "aider/0.86.1"}, _conv(PASTED, ASK))
    b = extract_features(CHAT, {"user-agent": "my-script/1.0"}, _conv(PASTED, ASK))
    assert a == b


def test_labels_follow_what_was_supplied() -> None:
    scorer = Scorer.load()
    assert scorer.classify(CHAT, {}, _conv(PASTED, ASK)).request_class == "single_step"
    lone = {"model": "m", "messages": [{"role": "user", "content": ASK}]}
    assert scorer.classify(CHAT, {}, lone).request_class == "long_horizon"


def test_a_chat_file_named_reads_as_the_supplied_file() -> None:
    """Naming the chat file is pointing at supplied content: the ask reads as "... in this file" does, so the
    words of a path ("src/", ".py") do not make an edit of pasted code a search of the workspace."""
    named = extract_features(CHAT, {}, _conv(PASTED, ASK))
    deictic = extract_features(CHAT, {}, _conv(PASTED, "rename slugify to make_slug in this file"))
    assert named[:COL] == deictic[:COL]
    scorer = Scorer.load()
    question = _conv(PASTED, "what does src/util.py do?")
    assert scorer.classify(CHAT, {}, question).request_class == "single_step"
