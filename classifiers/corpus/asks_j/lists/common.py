"""Helpers shared by the bank modules."""


def M(id, mkind, text, gist, asks, lang="en", fence=None, parts=None):
    """One pasted material.

    mkind: material kind (see FAMILIES in build.py)
    text:  the material as the developer pastes it
    gist:  one English sentence the assistant would say about it (used in history turns)
    asks:  material-specific asks, built with S()/L()
    lang:  language the material itself is written in
    fence: code-fence language tag when the paste is usually fenced (py, ts, log, ...)
    parts: optional (a, b) when the material is two pieces pasted with an ask between them
    """
    return dict(id=id, mkind=mkind, text=text.strip("\n"), gist=gist, asks=asks,
                lang=lang, fence=fence, parts=parts)


def S(kind, text, lang="en"):
    return ("single_step", kind, text, lang)


def L(kind, text, lang="en"):
    return ("long_horizon", kind, text, lang)
