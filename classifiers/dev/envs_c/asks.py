"""All hand-written asks, with their labels.

Label rule (the clients' notes): the label follows the task, never the envelope.
  single_step  - self-contained: everything needed is in the message (question, one function,
                 regex, SQL for a given schema, docstring, explain/edit supplied code, commit message...)
  long_horizon - needs exploring or editing the workspace beyond the supplied content
                 (find and fix somewhere in a repo, features across files, run tests and iterate...)
"""
import asks_en_single
import asks_en_long
import asks_intl

SINGLE, LONG = "single_step", "long_horizon"


def _build():
    out = []
    for d in asks_en_single.ASKS:
        out.append(dict(d, lang="en", label=SINGLE))
    for d in asks_en_long.ASKS:
        out.append(dict(d, lang="en", label=LONG))
    out.extend(dict(d) for d in asks_intl.ASKS)
    for i, d in enumerate(out):
        d.setdefault("code", None)
        d.setdefault("code_lang", None)
        d["ask_id"] = f"a{i:03d}"
        assert d["label"] in (SINGLE, LONG), d
    return out


ASKS = _build()


def render(ask):
    """The ask as a user would type it: the text, plus the pasted code block if any."""
    if not ask.get("code"):
        return ask["text"]
    fence = "```" + (ask.get("code_lang") or "")
    return f"{ask['text']}\n\n{fence}\n{ask['code'].rstrip()}\n```"


if __name__ == "__main__":
    from collections import Counter
    print(len(ASKS), Counter(a["label"] for a in ASKS))
    print(Counter(a["lang"] for a in ASKS))
    texts = [a["text"] for a in ASKS]
    assert len(set(texts)) == len(texts), "duplicate ask text"
