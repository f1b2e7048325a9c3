"""A first turn is read by the person's ask whatever frame a client puts around it: a label line above the ask,
a ReAct template over a long paste, a linter report answered by a question after a canned context turn.

Why: each of these frames once changed what the classifier read. A ReAct prompt longer than the windows had its
head cut inside the template's own layout ("Question: the task you received / Thought: ... / Action: ..."),
which read as a loop that had already run; a "Question:" label in the head window was not looked for when the
tail was read on its own, so an ask glued to the log it quotes was lost; a label line ("Request from the
#dev-help channel:") above an ask glued to its log became the ask; and a linter report closed by a person's
question, sent after a canned "Understood" turn, read as a tool's output fed back.
"""

from __future__ import annotations

from typing import Any

import pytest

from gateway.classify.features import extract_features
from gateway.classify.names import FEATURE_NAMES
from gateway.classify.scorer import Scorer

CHAT, COMPLETIONS = "/v1/chat/completions", "/v1/completions"
LOOP = FEATURE_NAMES.index("loop_evidence")
RESULT = FEATURE_NAMES.index("last_is_tool_result")

_REACT = (
    "Answer the following as best you can, using tools when needed.\n\n"
    "Tools:\nshell: run a shell command in the checkout\nopen: show a file with line numbers\n\n"
    "Use this layout:\n\nQuestion: the input you must handle\nThought: what to do next\n"
    "Action: one of [shell, open]\nAction Input: the input to the tool\nObservation: the tool's result\n"
    "... (Thought/Action/Action Input/Observation can repeat)\nThought: I know the final answer\n"
    "Final Answer: the answer\n\nBegin!\n\n"
)
_FUNCS = "".join(
    f"def shard_key_{i}(user_id: int, shards: int) -> int:\n"
    f"    digest = hashlib.blake2b(str(user_id).encode(), digest_size=8).digest()\n"
    f"    return int.from_bytes(digest, 'big') % (shards + {i % 3})\n\n\n"
    for i in range(90)
)
_LOG = (
    "pytest -q tests/billing --maxfail=3\n"
    "..F....F..\n"
    "=================================== FAILURES ===================================\n"
    "________________________________ test_rounding _________________________________\n"
    "    def test_rounding(invoice_factory):\n"
    "        inv = invoice_factory(lines=[('widget', '3.335', 3)])\n"
    ">       assert inv.total == Decimal('10.01')\n"
    "E       AssertionError: assert Decimal('10.00') == Decimal('10.01')\n"
    "tests/billing/test_invoice.py:52: AssertionError\n"
    "________________________________ test_vat_split ________________________________\n"
    "    def test_vat_split(invoice_factory):\n"
    "        inv = invoice_factory(country='DE')\n"
    ">       assert inv.vat_lines()[0].rate == Decimal('0.19')\n"
    "E       KeyError: 'vat_rate'\n"
    "billing/invoice.py:118: KeyError\n"
    "=========================== short test summary info ============================\n"
    "FAILED tests/billing/test_invoice.py::test_rounding - AssertionError\n"
    "FAILED tests/billing/test_invoice.py::test_vat_split - KeyError: 'vat_rate'\n"
    "2 failed, 8 passed in 3.12s\n"
    "Error: Process completed with exit code 1."
)
_LINT = (
    "src/cart/total.ts\n"
    "  14:9   warning  'discount' is assigned a value but never used   @typescript-eslint/no-unused-vars\n"
    "  40:3   error    React Hook useMemo has a missing dependency: 'rates'   react-hooks/exhaustive-deps\n"
    "src/cart/summary.tsx\n"
    "  7:21   error    Unexpected any. Specify a different type   @typescript-eslint/no-explicit-any\n"
    "x 3 problems (2 errors, 1 warning)"
)


def _chat(text: str) -> dict[str, Any]:
    return {"messages": [{"role": "user", "content": text}]}


def _react(task: str) -> dict[str, Any]:
    return {"prompt": f"{_REACT}Question: {task}\nThought:", "max_tokens": 512, "stop": ["\nObservation:"]}


def _label(scorer: Scorer, endpoint: str, body: dict[str, Any]) -> str:
    return scorer.classify(endpoint, {}, body).request_class


def test_a_react_template_over_a_long_paste_is_a_first_turn(scorer: Scorer) -> None:
    """A ReAct prompt whose task quotes a long module is the task's first step, not a loop that ran: the
    template's layout, cut by the head window, lists steps no model took."""
    for ask in ("add a docstring to shard_key_3, nothing else", "explain what shard_key_0 returns"):
        short, long_ = _react(f"```python\n{_FUNCS[:1500]}```\n\n{ask}"), _react(f"```python\n{_FUNCS}```\n\n{ask}")
        assert len(long_["prompt"]) > 12_000
        for body in (short, long_):
            x = extract_features(COMPLETIONS, {}, body)
            assert x[LOOP] == 0.0 and x[RESULT] == 0.0, ask
        assert _label(scorer, COMPLETIONS, long_) == _label(scorer, COMPLETIONS, short) == "single_step", ask


@pytest.mark.parametrize(
    ("ask", "label"),
    [
        ("the billing tests broke after the tax refactor, log below. find the cause in the service, fix it and "
         "rerun the suite", "long_horizon"),
        ("what does this KeyError in the log below mean?", "single_step"),
    ],
)  # fmt: skip
def test_an_ask_glued_to_its_log_reads_alike_in_every_frame(scorer: Scorer, ask: str, label: str) -> None:
    """The ask on the line above the log it quotes, sent bare, under a channel's label line, or as the task of a
    ReAct prompt: the same ask, the same label."""
    text = f"{ask}\n{_LOG}"
    frames = {
        "bare": (CHAT, _chat(text)),
        "labelled": (CHAT, _chat(f"Request from the #payments-dev channel:\n\n{text}")),
        "react": (COMPLETIONS, _react(text)),
    }
    got = {name: _label(scorer, ep, body) for name, (ep, body) in frames.items()}
    assert got == dict.fromkeys(frames, label)


def test_a_question_closing_a_pasted_report_after_a_context_turn_is_the_ask(scorer: Scorer) -> None:
    """A client that opens with a context turn answered "Understood, I have the context." (nothing ran) and then
    sends the person's paste closed by their question: the question asks about the report, no tool sent it."""
    ask = "che cosa significano questi avvisi? non capisco la regola exhaustive-deps"
    context = "Working directory: /home/dev/shop\nFolder structure:\n  src/\n    cart/\n  package.json"
    native = {"messages": [
        {"role": "user", "content": context},
        {"role": "assistant", "content": "Understood, I have the context."},
        {"role": "user", "content": f"{_LINT}\n{ask}"},
    ]}  # fmt: skip
    x = extract_features(CHAT, {}, native)
    assert x[LOOP] == 0.0 and x[RESULT] == 0.0
    assert _label(scorer, CHAT, native) == _label(scorer, CHAT, _chat(f"{_LINT}\n{ask}")) == "single_step"
