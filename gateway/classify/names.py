"""Names of the classifier's features, in vector order: the contract between features.py, training and the
exported artifact (`feature_names` in classifiers/model.json must equal this tuple, or the scorer refuses it).

Why its own module: the order is fixed by the shipped model, while features.py changes for speed; keeping the
list apart makes a reorder (which silently mis-weights features) show up as a diff here.
"""

from __future__ import annotations

from gateway.classify import lexicon as lx
from gateway.classify import textfacts as tx

_LEX = lx.GROUPS
FEATURE_NAMES: tuple[str, ...] = (
    "loop_evidence",
    "loop_side",
    "last_is_tool_result",
    "log_tool_turns",
    "log_results_since_assistant",
    "log_text_results",
    "transcript",
    "side_ask",
    "sys_side_task",
    "fim_sentinel",
    "hole_marker",
    "has_suffix",
    "path_comment",
    "max_tokens_small",
    "log_stop",
    "stop_newline",
    "intent_completion",
    "media_parts",
    *tx.ASK_FEATURES,
    "user_question",
    "u_list_items",
    "u_non_ascii",
    *(f"u_{g}" for g in _LEX),
    "ask_file_in_chat",
    "turn_side",
    "token_count_call",
)
