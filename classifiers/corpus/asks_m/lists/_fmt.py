"""Tiny helpers shared by the hand-written list modules."""

MATERIALS = []


def M(mid, cat, lang, text, asks=(), summary=None):
    """Register one hand-written material.

    asks: material-specific asks as (lang, kind, text) tuples; they only make
    sense with this material.  summary: an English prose recap an assistant
    could have given earlier (used for follow-up records with history).
    """
    MATERIALS.append({
        "id": mid, "cat": cat, "lang": lang, "text": text.strip("\n"),
        "asks": [tuple(a) for a in asks], "summary": summary,
    })


def parse_asks(lang, block):
    """Parse a block of asks.

    '## kind' starts a section; '## kind @inline' marks asks that wrap a
    one-line error given by {E}.  Each other non-empty line is one ask.  An
    optional '[cat,cat] ' prefix limits the material categories; an optional
    '{en}' (any language code) says the target language of a translation
    (default: the ask's own language).
    """
    out = []
    kind, inline = None, False
    for raw in block.splitlines():
        line = raw.strip()
        if not line or line.startswith("#!"):
            continue
        if line.startswith("## "):
            parts = line[3:].split()
            kind, inline = parts[0], "@inline" in parts
            continue
        cats = None
        if line.startswith("["):
            end = line.index("]")
            cats = tuple(c.strip() for c in line[1:end].split(","))
            line = line[end + 1:].strip()
        target = None
        if line.startswith("{") and line[3:4] == "}":
            target = line[1:3]
            line = line[4:].strip()
        out.append({"lang": lang, "kind": kind, "text": line, "cats": cats,
                    "target": target, "inline": inline})
    return out
