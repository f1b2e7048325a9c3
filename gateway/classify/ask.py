"""The ask: the prose instruction inside the last user message, with wrappers, code and listings removed.

Why: clients wrap the same instruction very differently (OpenHands prepends repository and runtime blocks,
Cline/Roo append `<environment_details>` with a file listing, Claude Code adds `<system-reminder>` parts, IDEs
paste `<context>` files and code). Reading words from the raw message lets the wrapper's vocabulary
("repository", "files", "directory") decide, and a new client's wrapper then looks like a big task. Reading
only the instruction makes the lexical features describe what is asked, whoever asks it.

All work is bounded by the walker's windows (at most HEAD + TAIL chars) and uses `str` methods and one regex.
"""

from __future__ import annotations

import re

# a tagged block whose tag name contains one of these carries the instruction itself: keep its content
_KEEP = ("task", "query", "request", "instruction", "issue", "description", "prompt", "question", "user")
_BLOCK = re.compile(r"<([a-z][a-z0-9_\-]*)(?:\s[^<>\n]{0,200})?>(.*?)</\1\s*>", re.S)
_LINE_OPEN = re.compile(r"(?:^|\n)<([a-z][a-z0-9_\-]*)(?:\s[^<>\n]{0,200})?>")
_LINE_CLOSE = re.compile(r"</([a-z][a-z0-9_\-]*)>\s*(?:\n|$)")
# file extensions: the search is anchored on the literal "." (fast); the path is then read back to a space
_EXT = re.compile(
    r"\.(?:py|pyi|ts|tsx|js|jsx|go|rs|java|kt|rb|php|cs|c|h|cc|cpp|hpp|swift|md|json|"
    r"ya?ml|toml|sql|sh|css|scss|html|vue|svelte|ex|exs|scala|lua|tf|proto|ini|cfg)\b"
)
MAX_ASK = 700  # chars of the ask read for words: head and tail of it


class Ask:
    """The instruction text (lower-case) and what was peeled off to find it."""

    __slots__ = ("code_share", "n_paths", "text", "wrapped")

    def __init__(self, text: str, wrapped: bool, code_share: float, n_paths: int) -> None:
        self.text = text
        self.wrapped = wrapped
        self.code_share = code_share
        self.n_paths = n_paths


def _unwrap(m: re.Match[str]) -> str:
    name = m.group(1)
    for k in _KEEP:
        if k in name:
            return "\n\n" + m.group(2) + "\n\n"
    return "\n\n"


def _keep_name(name: str) -> bool:
    return any(k in name for k in _KEEP)


def _strip_blocks(t: str, where: str) -> tuple[str, bool]:
    """Remove context blocks; `where` is "all", "head" (cut at its end) or "tail" (cut at its start)."""
    wrapped = False
    if "</" in t:
        n0 = len(t)
        t = _BLOCK.sub(_unwrap, t)
        if "</" in t:  # blocks nested in a kept block (a task wrapping its own context)
            t = _BLOCK.sub(_unwrap, t)
        wrapped = len(t) < n0 - 4
    if where == "head" and "<" in t:
        for m in _LINE_OPEN.finditer(t):
            if not _keep_name(m.group(1)):
                return t[: m.start()], True
    elif where == "tail" and "</" in t:
        last = None
        for m in _LINE_CLOSE.finditer(t):
            if not _keep_name(m.group(1)):
                last = m
        if last is not None:
            return t[last.end() :], True
    return t, wrapped


def _strip_fences(t: str, where: str) -> str:
    if "```" not in t:
        return t
    parts = t.split("```")
    # a tail window cut inside a fence starts with code: the odd parts are then the prose
    start = 1 if where == "tail" and len(parts) % 2 == 0 else 0
    return "\n\n".join(parts[start::2])


def _is_prose(p: str) -> bool:
    n = len(p)
    if n < 40:
        return True
    code = p.count("(") + p.count(";") + p.count("{") + p.count("=") + p.count("\n ") + p.count("\n\t")
    if code * 16 > n:
        return False
    lines = p.count("\n")
    return not (lines >= 2 and p.count(" ") < lines * 2)  # listings: one path per line, no spaces


def _prose(t: str, where: str) -> tuple[str, bool]:
    t, wrapped = _strip_blocks(t, where)
    t = _strip_fences(t, where)
    if len(t) < 40:
        return t.strip(), wrapped
    paras = t.split("\n\n")
    if len(paras) == 1:
        return (t.strip() if _is_prose(t) else ""), wrapped
    return "\n".join(p.strip() for p in paras if p and _is_prose(p)), wrapped


def _count_paths(t: str) -> int:
    """Distinct file names mentioned in the ask ("update a.py and b/c.ts" names two files)."""
    seen = set()
    for m in _EXT.finditer(t, 0, 700):
        i = m.start()
        lo = i - 80 if i > 80 else 0
        j = max(t.rfind(" ", lo, i), t.rfind("\n", lo, i), lo - 1)
        if i - j > 1:
            seen.add(t[j + 1 : m.end()])
            if len(seen) >= 5:
                break
    return len(seen)


def extract_ask(head: str, tail: str) -> Ask:
    """`head`/`tail` are the lower-cased windows of the last user message (`tail` empty if it fit)."""
    if not tail:
        text, wrapped = _prose(head, "all")
        total = len(head)
    else:
        a, w1 = _prose(head, "head")
        b, w2 = _prose(tail, "tail")
        text, wrapped = (a + "\n" + b).strip(), w1 or w2
        total = len(head) + len(tail)
    share = 1.0 - len(text) / total if total else 0.0
    n_paths = _count_paths(text) if "." in text else 0
    if len(text) > MAX_ASK:
        text = text[:250] + "\n" + text[-(MAX_ASK - 250) :]
    return Ask(text, wrapped, share if share > 0.0 else 0.0, n_paths if n_paths < 5 else 5)
