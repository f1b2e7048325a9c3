"""Shared helper for declaring hand-written artifacts.

Each artifact is one pasted thing (a log, a diff, a ticket ...) plus the asks a
developer makes about it.  ``single`` and ``long`` hold (kind, ask) tuples written
for that artifact; they are zipped into minimal pairs by build.py.
"""

from textwrap import dedent


def A(id, family, text, name, gist, next, single=(), long=(), null_single=(),
      null_long=(), lang="en", flags=(), retry=None):
    t = dedent(text).strip("\n")
    return {
        "id": id,
        "family": family,
        "text": t,
        "name": name,            # how someone refers to it without pasting it
        "gist": gist,            # one-sentence reading of the artifact (used in history turns)
        "next": next,            # one-sentence suggested next step (used in history turns)
        "single": list(single),
        "long": list(long),
        "null_single": list(null_single),
        "null_long": list(null_long),
        "lang": lang,            # language the artifact itself is written in
        "flags": set(flags),
        "retry": dedent(retry).strip("\n") if retry else None,
    }
