"""Code an IDE attaches under a file's name (the open file, the selection) is supplied, but it does not vote on
what the ask is: the same ask is read alike with and without it.

Why: IDE chat clients send the open file or the selection with every ask, whatever it asks. Counted in the
ask's code share, the attachment pushed long-horizon asks ("make the CI pass", "fix this bug in the app") to
single-step in Continue, Cody, JetBrains, Tabnine and Zed, and not in curl: the envelope decided.
"""

from __future__ import annotations

from typing import Any

import pytest

from gateway.classify.ask import extract_ask
from gateway.classify.scorer import Scorer

CHAT = "/v1/chat/completions"
_CODE = (
    "export async function fetchInvoices(customerId: string): Promise<Invoice[]> {\n"
    "  const res = await fetch(`/api/customers/${customerId}/invoices`);\n"
    "  if (!res.ok) throw new Error(`status ${res.status}`);\n"
    "  return (await res.json()).items.map((i: RawInvoice) => toInvoice(i));\n"
    "}\n"
) * 3


def _continue(ask: str) -> dict[str, Any]:
    # the open file as a text part of its own, fenced under its path (Continue's chat)
    parts = [{"type": "text", "text": f"```ts src/api/invoices.ts\n{_CODE}```"}, {"type": "text", "text": ask}]
    return {"messages": [{"role": "system", "content": "Always give code blocks a file name."},
                         {"role": "user", "content": parts}]}  # fmt: skip


def _jetbrains(ask: str) -> dict[str, Any]:
    text = f"{ask}\n\nAttached context:\nSelected code in `src/api/invoices.ts`:\n```typescript\n{_CODE}```"
    return {"messages": [{"role": "user", "content": text}]}


def _tagged(ask: str) -> dict[str, Any]:
    text = f'<file path="src/api/invoices.ts">\n{_CODE}</file>\n\n{ask}'
    return {"messages": [{"role": "user", "content": text}]}


def _cody(ask: str) -> dict[str, Any]:
    # context turns answered by a canned "Ok." before the ask
    return {"messages": [
        {"role": "user", "content": f"Codebase context from file src/api/invoices.ts:\n```typescript\n{_CODE}```"},
        {"role": "assistant", "content": "Ok."},
        {"role": "user", "content": ask},
    ]}  # fmt: skip


def _bare(ask: str) -> dict[str, Any]:
    return {"messages": [{"role": "user", "content": ask}]}


ENVELOPES = [_continue, _jetbrains, _tagged, _cody]


@pytest.mark.parametrize(
    ("ask", "label"),
    [("the CI is red, make it green", "long_horizon"), ("CIを通るようにして", "long_horizon"),
     ("set up pre-commit with ruff for the whole repo", "long_horizon"),
     ("find why invoices load twice on the dashboard and fix it", "long_horizon"),
     ("Repara el flujo de pago: falla en producción desde el último despliegue.", "long_horizon"),
     ("explain what this function does", "single_step"), ("add a docstring to fetchInvoices", "single_step"),
     ("write a regex for ISO dates", "single_step"), ("what does `git rebase --onto` do?", "single_step")],
)  # fmt: skip
def test_the_open_file_beside_an_ask_moves_neither_label_nor_score(scorer: Scorer, ask: str, label: str) -> None:
    bare = scorer.classify(CHAT, {}, _bare(ask))
    assert bare.request_class == label
    for envelope in ENVELOPES:
        got = scorer.classify(CHAT, {}, envelope(ask))
        assert got.request_class == label, envelope.__name__
        # the attachment still counts as supplied material for `ask_unsupplied_env` (a repo-wide ask beside the open
        # file reads 0.011 lower on round 56, 0.009 on round 55): bounded here, not yet removed
        assert abs(got.score - bare.score) < 0.02, (envelope.__name__, got.score, bare.score)


def test_code_pasted_under_the_ask_still_counts_as_the_material() -> None:
    # a person's own paste (no file name on it) is what the ask is about: it keeps its share
    pasted = extract_ask(f"why does this throw?\n\n```\n{_CODE}```".lower(), "")
    assert pasted.code_share > 0.9
    named = extract_ask(f"```ts src/api/invoices.ts\n{_CODE}```\n\nwhy does this throw?".lower(), "")
    assert named.text == pasted.text and named.code_share == 0.0 and named.attached
