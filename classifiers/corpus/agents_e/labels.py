"""The label rule of the clients' notes ("Labels"), applied in its order. The generator computes every label here."""
LONG, SINGLE = "long_horizon", "single_step"

# Side calls whose own ask is to summarize, compact or title the history: their task is the summary (rule 1 exception).
SUMMARY_LIKE = {"side_title", "side_topic", "side_summary", "side_compaction"}
# Side calls whose task is a single step on supplied content and that never carry tool results here (rule 3).
SINGLE_SIDES = {"side_commit", "side_memory"}


def label(shape, ask_label, has_tool_results, retry_turn=False, inherits_long=False):
    if shape.startswith("side_"):
        if shape in SUMMARY_LIKE:
            return SINGLE
        if shape in SINGLE_SIDES:
            assert not has_tool_results, shape
            return SINGLE
        # any other side call (e.g. choosing the next speaker) follows the rule in order
        return LONG if has_tool_results else SINGLE
    # rule 1: prior tool results in any form, or a retry turn inside an edit loop
    if has_tool_results or retry_turn:
        return LONG
    # rule 2 via the session: a follow-up that continues a long task still needs the repository
    if inherits_long:
        return LONG
    # rules 2/3 decided per ask
    return ask_label
