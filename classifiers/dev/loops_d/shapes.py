"""Collapse the detailed shape strings the generators produce into a small, countable vocabulary.

A shape reads "<last assistant turn> -> <the user turn after it>". Details that do not change the question
(which wrapper a harness used, which kind of paste, attachments) stay in the record's task note instead.
"""
import re

A_STYLE = {"react_short": "react_block", "run_prefix": "colon_action", "dollar": "bare_cmd", "json_cmd": "json_line",
           "cmd_tag": "xml_tag", "tagged_json": "xml_tag", "bare_action": "bare_cmd", "sentence+action": "sentence+cmd_block",
           "sentence+xml_tag": "sentence+cmd_block"}
B_EXTRAS = ("+selection", "+attachment", "+screenshot", "+at_file")


def coarse(shape, part):
    s = shape
    if s.startswith("side_"):
        return s.split("(")[0]
    if s.startswith("completions_"):
        s = s[len("completions_"):]
    left, _, right = s.partition("->")
    if part == "A":
        left = A_STYLE.get(left, left)
        if right.startswith("page_observation"):
            right = "format_nudge" if left == "plain_sentence" else "page_observation"
        right = re.sub(r"\(.*\)$", "", right)
        right = right.split("+")[0]
        return f"{left}->{right}"
    for x in B_EXTRAS:
        right = right.replace(x, "")
    if left == "cmd_suggestion":
        left = "cmd"
    suggested = "output_of_suggested_cmd" in right or (left == "cmd" and right == "paste_only")
    right = right.replace("+output_of_suggested_cmd", "")
    if right.startswith("code_switched"):
        right = "code_switched"
    elif right.startswith(("line_above", "line_below")):
        right = right.split("+")[0]
    elif right == "terse" or right.startswith("terse+"):
        right = "terse+paste"
    if suggested:
        right += "(suggested_output)"
    return f"{left}->{right}"
