"""Deterministic synthetic training data: (endpoint, headers, body, label, client shape) examples.

Why synthetic: real traffic is private; the shapes follow the structure of real clients' requests, while the
words, code and sizes are generated so that the model learns structure and intent rather than any one client's
text. `split="heldout"` draws phrasings the training split never sees.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from classifiers import noise
from classifiers import shapes_agents as sa
from classifiers import shapes_chat as sc
from classifiers import shapes_ide as si
from classifiers import shapes_text as st
from classifiers import shapes_wire as sw
from classifiers.text import Ctx


@dataclass(frozen=True)
class Example:
    endpoint: str
    headers: dict[str, str]
    body: dict[str, Any]
    label: str
    client_shape: str
    family: str


Builder = Callable[[Ctx], tuple[str, dict[str, str], dict[str, Any], str]]

#: client shape -> (client family for leave-one-family-out, sampling weight, builder)
SHAPES: dict[str, tuple[str, float, Builder]] = {
    "copilot_ghost": ("copilot", 5, si.copilot_ghost),
    "copilot_chat": ("copilot", 4, si.copilot_chat),
    "copilot_agent": ("copilot", 5, si.copilot_agent),
    "copilot_side": ("copilot", 2, si.copilot_side),
    "continue_side": ("continue", 1, si.continue_side),
    "zed_side": ("zed", 1, si.zed_side),
    "jetbrains_side": ("jetbrains", 1, si.jetbrains_side),
    "sdk_side": ("sdk", 1, sc.sdk_side),
    "continue_autocomplete": ("continue", 6, si.continue_fim),
    "continue_chat": ("continue", 5, si.continue_chat),
    "continue_agent": ("continue", 4, si.continue_agent),
    "cline_native": ("cline", 4, si.cline_native),
    "cline_xml": ("cline", 4, si.cline_xml),
    "roo_code": ("roo", 4, si.roo_code),
    "zed_chat": ("zed", 2, si.zed_chat),
    "zed_agent": ("zed", 3, si.zed_agent),
    "jetbrains_chat": ("jetbrains", 3, si.jetbrains_chat),
    "jetbrains_inline": ("jetbrains", 2, si.jetbrains_inline),
    "jetbrains_agent": ("jetbrains", 2, si.jetbrains_agent),
    "aider_main": ("aider", 4, sa.aider_main),
    "aider_side": ("aider", 3, sa.aider_side),
    "openhands": ("openhands", 4, sa.openhands),
    "swe_agent": ("swe_agent", 3, sa.swe_agent),
    "codex_main": ("codex", 5, sa.codex_main),
    "codex_side": ("codex", 3, sa.codex_side),
    "claude_code_main": ("claude_code", 6, sa.claude_main),
    "claude_code_side": ("claude_code", 4, sa.claude_side),
    "sdk_script": ("sdk", 7, sc.sdk_script),
    "sdk_agent": ("sdk", 4, sc.sdk_agent),
    "curl_user": ("curl", 4, sc.curl_user),
    "text_agent_chat": ("text_agent", 4, st.text_agent_chat),
    "scratchpad_agent": ("text_agent", 3, st.scratchpad_agent),
    "text_side": ("text_agent", 1, st.other_side),
    "other_agent": ("other_agent", 5, st.other_agent),
    "edit_client": ("edit_client", 3, st.edit_client),
    "other_fim": ("other_fim", 3, st.other_fim),
    # wire formats of text-protocol agents and autocomplete plugins (shapes_wire.py)
    "bash_block_agent": ("text_agent", 3, sw.bash_block_agent),
    "code_blob_agent": ("text_agent", 2, sw.code_blob_agent),
    "function_tag_agent": ("text_agent", 2, sw.function_tag_agent),
    "system_result_agent": ("text_agent", 1, sw.system_result_agent),
    "react_completion": ("text_agent", 2, sw.react_completion),
    "edit_feedback": ("edit_client", 2, sw.edit_feedback),
    "quoted_output": ("sdk", 2, sw.quoted_output_first_turn),
    "infill_plugin": ("other_fim", 3, sw.infill_plugin),
}
FAMILIES: tuple[str, ...] = tuple(sorted({f for f, _, _ in SHAPES.values()}))


def generate(
    n: int, seed: int, split: str = "train", exclude_family: str | None = None, only_family: str | None = None
) -> Iterator[Example]:
    """Yield `n` examples, reproducibly from `seed`. Lazy, because agent bodies can be large."""
    rng = random.Random(seed)
    names = [
        s for s, (fam, _, _) in SHAPES.items() if fam != exclude_family and (only_family is None or fam == only_family)
    ]
    weights = [SHAPES[s][1] for s in names]
    ctx = Ctx(rng, split)
    for _ in range(n):
        shape = rng.choices(names, weights)[0]
        family, _, build = SHAPES[shape]
        endpoint, headers, body, label = build(ctx)
        noise.augment(body, rng, split)  # envelope text around the ask, at one rate for both classes
        yield Example(endpoint, headers, body, label, shape, family)
