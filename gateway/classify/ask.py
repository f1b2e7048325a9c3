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
from typing import Final

from gateway.classify import lexicon as lx
from gateway.classify import scan
from gateway.classify.summary import OPEN_STEP, first_char

# a tagged block whose tag name contains one of these carries the instruction itself: keep its content...
_KEEP: Final = ("task", "query", "request", "instruction", "issue", "description", "prompt", "question", "user")
# ...unless the name also says it is the client's context ("user_instructions" holds AGENTS.md, "user_rules"
# a rules file, "task_context" a repo map): those are envelope, whoever's name is on them
_ENVELOPE: Final = (
    "instructions", "rule", "memor", "context", "environment", "env", "reminder", "info", "system", "agents",
    "tabs", "files", "map", "state", "details", "meta", "tree", "notes", "settings", "preferences", "profile",
)  # fmt: skip
# an opening tag at a "<"; the content up to the first matching close tag is found with `str.find`, because
# the equivalent lazy regex `<(name)...>(.*?)</\1>` rescans to the end of the text for every unclosed "<"
# (code such as `list<string>`), which made the ask quadratic in a window full of generics
_OPEN: Final = re.compile(r"<([a-z][a-z0-9_\-]*)(?:\s[^<>\n]{0,200})?>")
_CLOSE_END: Final = re.compile(r"\s*>")
_LINE_CLOSE: Final = re.compile(r"</([a-z][a-z0-9_\-]*)>\s*(?:\n|$)")
# file extensions: the search is anchored on the literal "." (fast); the path is then read back to a space
_EXT: Final = re.compile(
    r"\.(?:py|pyi|ts|tsx|js|jsx|go|rs|java|kt|rb|php|cs|c|h|cc|cpp|hpp|swift|md|json|"
    r"ya?ml|toml|sql|sh|css|scss|html|vue|svelte|ex|exs|scala|lua|tf|proto|ini|cfg)\b"
)
MAX_ASK: Final = 450  # chars of the ask read for words: head and tail of it
# a line that is only a rule ("======", "-----", "***"): a template's separator or a setext underline; it ends
# a paragraph and is neither prose nor code (PR-Agent fences its "PR Questions" field with "======")
_RULE_RUN_TEXTS: Final = ("===", "---", "***", "___", "~~~")  # every rule line opens with one of these runs
_RULE_OPENINGS: Final = frozenset(_RULE_RUN_TEXTS)
_RULE_RUNS: Final = tuple((run[0], run) for run in _RULE_RUN_TEXTS)
_RULE_AFTER_NL: Final = re.compile(r"\n[ \t]*(?:" + "|".join(map(re.escape, _RULE_RUN_TEXTS)) + ")")
_RULE: Final = re.compile(r"^[ \t]*(?:={3,}|-{3,}|\*{3,}|_{3,}|~{3,})[ \t]*$", re.MULTILINE)
# a line that only points at attached content, as Cline and its forks write a mention ("'src/app.ts' (see below
# for file content)", "'src/app.ts' (lines 61-64) (see below for file content)"): the attachment's label, not the
# person's words
_MENTION_LINE: Final = re.compile(
    r"^[ \t]*'[^'\n]{1,300}'(?: \([^()\n]{1,40}\))? \(see below for [a-z ]{1,30}\)[ \t]*$\n?", re.MULTILINE
)


# a chat bot's addressing at the message's start: Slack's or Discord's mention of the bot ("<@U07DEVBOT> how do
# I ...", "<@!81234> ..."), a thread bot's speaker label on the person's line ("fatima.z: ...", "@priya-r: ...";
# a name with a separator and a letter after it, so "fix: ..." keeps its verb, "app.py: ..." its file and
# "PROJ-1432: ..." its ticket; three words after it, so a header line "content-type: text/html" stays), and the
# project or channel tag an app puts before the ask ("[billing-api] mysql 8: delete duplicate rows ...")
_BOT_ADDRESS: Final = re.compile(
    r"[ \t]*(?:(?:<@!?[\w.-]{2,40}>[ \t,:]*)+"
    r"|@?[a-z][a-z0-9]*[._-][a-z0-9]*[a-z][a-z0-9]*:[ \t]+(?=\S[^\n]* \S[^\n]* \S)"
    r"|\[[a-z][\w.-]{1,39}\][ \t]+(?=\S))"
)


# an automation's line naming where the message came from, over the message ("New submission from SRE help form
# (requester: t.nguyen):", "New comment by @oleg:"): provenance, not the ask
_PROVENANCE: Final = re.compile(
    r"[ \t]*(?:(?:a )?new (?:form )?(?:submission|message|comment|request|reply|ticket|email|mention|question|post"
    r"|entry|dm)|(?:submission|message|request|question)s?)\b[^\n:]{0,60}?\b(?:from|by)\b[^\n]{1,80}:[ \t]*\n"
    r"(?=[ \t]*\n[ \t]*\S)"
)


def _without_provenance(t: str) -> str:
    """`t` without an automation's line naming the message's source (`_PROVENANCE`): a form tool's, an issue bot's
    or a channel relay's words ("request form", "requester") were read as the ask's."""
    m = _PROVENANCE.match(t)
    if m is None or any(lx.WORD_GROUP.get(w, -1) in lx.WORK_GROUPS for w in m.group().split()):
        return t  # a line holding a task word asks
    return t[m.end() :].lstrip("\n")


# a multi-agent framework's header over a relayed message ("From: User\nMessage: ...", as TaskWeaver's planner
# formats every post) and the line it opens each conversation with ("Let's start the new conversation!"): who
# speaks and where a conversation starts; the word "conversation" read as the ask's made it a side call's
_FRAMEWORK_HEADER: Final = re.compile(r"[ \t]*from:[ \t]*[a-z][\w .-]{0,39}\n[ \t]*message:[ \t]*")
_CONVERSATION_OPENER: Final = re.compile(
    r"[ \t]*(?:[a-z][\w-]{0,19}:[ \t]*)?(?:(?:let'?s|let us)[ \t]+)?(?:start|begin)[ \t]+(?:a|the)[ \t]+new[ \t]+"
    r"(?:conversation|chat|session)[ \t]*[.!]*[ \t]*\n(?=[ \t]*\S)"
)


def _past(frame: re.Pattern[str], t: str) -> str:
    """`t` past a client's frame at its start (`frame` matched there), else `t` unchanged."""
    m = frame.match(t)
    return t[m.end() :] if m is not None else t


# a template's caption over the issue it slots in, on a line of its own ("Here's the issue text:", "Below is the
# issue we are working on in this repository:", as issue-solving agents write it after their problem label): it names
# the text under it, and its words ("our repository") were read as the ask's
_CAPTION: Final = re.compile(
    r"(?:[^\n]{0,160}?[.!] )?(?:here'?s|here is|below is|the following is)[ \t]+(?:the|an|our|a|your)[ \t]+"
    r"(?:github[ \t]+)?(?:issue|task|problem|ticket|bug report|feature request)"
    r"(?:[ \t]+(?:text|description|statement))?\b[^\n:.!?]{0,80}:[ \t]*\n(?=[ \t]*\S)"
)
_CAPTION_LINE: Final = 360  # chars within which a caption's colon falls


def _without_address(t: str) -> str:
    """`t` without a chat bot's addressing at its start (`_BOT_ADDRESS`): who is spoken to, or who speaks, is not
    the ask, and its token hid the ask's opening word (a question, a request line glued to pasted code)."""
    m = _BOT_ADDRESS.match(t)
    if m is None or (m.group().rstrip()[-1:] == ":" and _EXT.search(m.group()) is not None):
        return t
    return t[m.end() :]


class Ask:
    """The instruction text (lower-case) and what was peeled off to find it.

    `code_share` and `fences` count the code the message supplies beside the ask, after the client's
    wrapper blocks are gone: a wrapper (environment details, reminders) is envelope, not supplied content."""

    __slots__ = ("attached", "code_share", "fences", "lead", "n_paths", "text", "wrapped")

    def __init__(
        self,
        text: str,
        wrapped: bool,
        code_share: float,
        n_paths: int,
        fences: int,
        lead: str = "",
        attached: bool = False,
    ) -> None:
        self.text = text
        self.wrapped = wrapped
        self.code_share = code_share
        self.n_paths = n_paths
        self.fences = fences
        # the instruction line when the ask is one line about material pasted beside it ("summarize this:"
        # above an email, "what went wrong here?" below notes), else "": the material's words are not the task's
        self.lead = lead
        # the message supplies code under a file's name (an IDE's open file or selection): supplied, but left
        # out of `code_share`, since a client attaches it whatever the ask
        self.attached = attached


_KEEP_MEMO: Final[dict[str, bool]] = {}


def _keep_name(name: str) -> bool:
    """Memoised: a handful of tag names recur (task, environment_details, file...) across every window."""
    keep = _KEEP_MEMO.get(name)
    if keep is None:
        keep = any(k in name for k in _KEEP) and not any(k in name for k in _ENVELOPE)
        if len(_KEEP_MEMO) >= 4096:
            _KEEP_MEMO.clear()
        _KEEP_MEMO[name] = keep
    return keep


# a block whose tag name says it holds material the person attached (a selection, a file, a snippet): its
# content is not the ask, but code in it is content the ask is about ("refactor this" beside a selection)...
_MATERIAL: Final = ("attach", "selection", "snippet", "document", "excerpt", "file", "code")
# ...unless the name says it is the client's context (rules, memories, a tree or map of the workspace)
_NOT_MATERIAL: Final = (
    "rule", "instruction", "memor", "environment", "env", "tree", "map", "tab", "system", "reminder", "profile",
    "setting", "base", "structure", "list",
)  # fmt: skip
_MATERIAL_MEMO: Final[dict[str, bool]] = {}


def _material_name(name: str) -> bool:
    hit = _MATERIAL_MEMO.get(name)
    if hit is None:
        hit = any(k in name for k in _MATERIAL) and not any(k in name for k in _NOT_MATERIAL)
        if len(_MATERIAL_MEMO) >= 4096:
            _MATERIAL_MEMO.clear()
        _MATERIAL_MEMO[name] = hit
    return hit


def _nests_material(name: str) -> bool:
    """A block whose name is neither the ask's, material's nor the client's own context (rules, a tree...)."""
    return not any(k in name for k in _NOT_MATERIAL)


def _sub_blocks(
    t: str, kept: list[str] | None = None, outside: list[str] | None = None, material: list[str] | None = None
) -> str:
    """Replace every closed `<name ...>...</name>` block, left to right, by its content (kept names) or a
    paragraph break: what `re.sub(r"<(name)(attrs)?>(.*?)</\\1\\s*>", ..., re.S)` does, in linear-ish time.
    When given, `kept` receives the content of each kept block, `outside` the text with every block (kept
    ones too) replaced by a paragraph break (the text around the person's tagged ask) and `material` the
    content of each removed block that holds attached material."""
    out: list[str] = []
    pos = 0
    unclosed: set[str] = set()  # names with no close tag after some point have none after any later point
    i = t.find("<")
    while i >= 0:
        m = _OPEN.match(t, i)
        if m is not None:
            name = m.group(1)
            if name not in unclosed:
                close = "</" + name
                j = t.find(close, m.end())
                while j >= 0:
                    e = _CLOSE_END.match(t, j + len(close))
                    if e is not None:
                        out.append(t[pos:i])
                        if outside is not None:
                            outside.append(t[pos:i])
                            outside.append("\n\n")
                        if _keep_name(name):
                            out.append("\n\n" + t[m.end() : j] + "\n\n")
                            if kept is not None:
                                kept.append(t[m.end() : j])
                        else:
                            out.append("\n\n")
                            if material is not None:
                                if _material_name(name):
                                    material.append(t[m.end() : j])
                                elif "</" in t[m.end() : j] and _nests_material(name):
                                    # a context block holding the attachments (Zed's `<context>` around its
                                    # `<selections>` and `<files>`): those count as attached material
                                    _sub_blocks(t[m.end() : j], None, None, material)
                        pos = e.end()
                        break
                    j = t.find(close, j + 1)
                else:
                    unclosed.add(name)
                if pos > i:
                    i = t.find("<", pos)
                    continue
        i = t.find("<", i + 1)
    if not out:
        return t
    out.append(t[pos:])
    if outside is not None:
        outside.append(t[pos:])
    return "".join(out)


def _first_foreign_line_tag(t: str) -> int:
    """Start of the first tag opening a line (`(?:^|\\n)<name...>`) whose name does not carry the ask, or -1.

    Steps between "<" (memchr-fast) and checks the char before: `find("\\n<")` crawls, "\\n" being common."""
    i = t.find("<")
    while i >= 0:
        if i == 0 or t[i - 1] == "\n":
            m = _OPEN.match(t, i)
            if m is not None and not _keep_name(m.group(1)):
                return i - 1 if i else 0
        i = t.find("<", i + 1)
    return -1


def _unclosed_ask_tag(t: str) -> int:
    """End of a tag opening a line whose name carries the ask and that does not close in `t`, or -1."""
    i = t.find("<")
    while i >= 0:
        if i == 0 or t[i - 1] == "\n":
            m = _OPEN.match(t, i)
            if m is not None and _keep_name(m.group(1)) and t.find("</" + m.group(1), m.end()) < 0:
                return m.end()
        i = t.find("<", i + 1)
    return -1


def _distinct_fields(kept: list[str]) -> list[str]:
    """Kept blocks without those that only repeat another's opening (an issue's title cut from its description:
    "<issue_title>fix the ...</issue_title>") or hold no word (`<issue_number>4360</issue_number>`): read twice, the
    ask's words counted twice."""
    out: list[str] = []
    for i, k in enumerate(kept):
        head = k.strip().rstrip(".…").rstrip()
        if not head or (" " not in head and head.isascii() and not head.isalpha()):
            continue
        if any(j != i and len(o) > len(k) and o.lstrip().startswith(head) for j, o in enumerate(kept)):
            continue
        out.append(k)
    return out or kept


def _strip_blocks(t: str, where: str) -> tuple[str, bool, str, str]:
    """Remove context blocks; `where` is "all", "head" (cut at its end) or "tail" (cut at its start). Returns
    the text, whether a block was removed, the text beside a tagged ask and the material attached in blocks
    (both read for supplied code only).

    When the client tags the person's text (`<task>`, `<pr_description>`, `<user_query>`, `<prompt>`), the
    ask is that text alone: the template around it (how to work, what to return) is the client's."""
    wrapped = False
    attached: list[str] = []
    if "<" in t and "</" in t:
        n0 = len(t)
        kept: list[str] = []
        around: list[str] = []
        t1 = _sub_blocks(t, kept, around, attached)
        # blocks nested in a kept block (a task wrapping its own context); a pass that replaced nothing
        # returns its input, and a second pass over it would too
        t = _sub_blocks(t1) if t1 is not t and "</" in t1 else t1
        wrapped = len(t) < n0 - 4
        if len(kept) > 1:
            kept = _distinct_fields(kept)
        if kept:
            inner = "\n\n".join(kept)
            inner = _sub_blocks(inner) if "</" in inner else inner
            if len(inner.split(None, 2)) >= 2 or (len(inner.strip()) >= 4 and not inner.isascii()):
                outside = "".join(around)
                outside = outside if "</" not in outside else _sub_blocks(outside)
                return inner, True, outside, "\n\n".join(attached) if attached else ""
    material = "\n\n".join(attached) if attached else ""
    if where == "head" and "<" in t:
        opened = _unclosed_ask_tag(t)
        if opened >= 0:  # the ask's block closes in the tail window: what came before it is the client's
            return t[opened:], True, "", material
        cut = _first_foreign_line_tag(t)
        if cut >= 0:
            return t[:cut], True, "", material
    elif where == "tail" and "</" in t:
        last = None
        for m in _LINE_CLOSE.finditer(t):
            if not _keep_name(m.group(1)):
                last = m
        if last is not None:
            return t[last.end() :], True, "", material
    return t, wrapped, "", material


def _fence_parts(t: str) -> list[str]:
    """`t` split at its fence lines' backticks (a line opening with ``` after at most three spaces), as
    markdown reads them: "```" inside a sentence ("reply with exactly one ```bash block") opens nothing, and
    read as a fence it turned the rest of the message, the task included, into code."""
    parts: list[str] = []
    pos = 0
    i = t.find("```")
    while i >= 0:
        line = t.rfind("\n", 0, i) + 1
        if i - line <= 3 and (i == line or not t[line:i].strip(" ")):
            parts.append(t[pos:i])
            pos = i + 3
        i = t.find("```", i + 3)
    parts.append(t[pos:])
    return parts


_FILE_NAME: Final = re.compile(r"[\w-]\.[a-z][a-z0-9]{0,5}\b|\w/\w")


def _names_file(line: str) -> bool:
    """A fence's info string or the line above a fence names a file ("ts src/api/client.ts", "current file:
    app.py", "selected code in `a.ts`:"): the code under it is attached under a name, as IDEs send it."""
    return len(line) < 120 and _FILE_NAME.search(line) is not None


def _named_parts(parts: list[str], where: str) -> int:
    """Chars of the fenced blocks of a text split at its fences (`_fence_parts`) that are attached under a file's
    name (see `_names_file`)."""
    start = 0 if where == "tail" and len(parts) % 2 == 0 else 1  # the code parts (see `_strip_fences`)
    n = 0
    for k in range(start, len(parts), 2):
        c = parts[k]
        nl = c.find("\n")
        info = c[:nl] if nl >= 0 else c
        above = parts[k - 1].rstrip().rsplit("\n", 1)[-1] if k else ""
        if (("." in info or "/" in info) and _names_file(info)) or (above and _names_file(above)):
            n += len(c) + 4  # as `_strip_fences` counts it: its two fences' backticks, less the break it leaves
    return n


def _supplied_code(t: str, where: str) -> tuple[int, int, int]:
    """(chars of code, fences, chars of fenced code under a file's name) in material beside the ask, from one
    split at its fences: what fences hold and paragraphs that are neither prose, a listing nor a client note."""
    parts = _fence_parts(t) if "`" in t and "```" in t else []
    fences = len(parts) - 1 if parts else 0
    rest = _prose_parts(parts, where) if fences else t
    code = len(t) - len(rest)
    for p in rest.split("\n\n"):
        p = p.strip()
        if p and not _is_prose(p) and not _is_listing(p) and _is_note(p) != 2:
            code += len(p)
    return code, fences, _named_parts(parts, where) if fences else 0


def _strip_fences(t: str, where: str) -> str:
    if "`" not in t or "```" not in t:  # a one-char find is a memchr, "```" a char-by-char scan
        return t
    return _prose_parts(_fence_parts(t), where)


def _prose_parts(parts: list[str], where: str) -> str:
    """The text outside the fences of a text split at them."""
    # a tail window cut inside a fence starts with code: the odd parts are then the prose
    start = 1 if where == "tail" and len(parts) % 2 == 0 else 0
    return "\n\n".join(parts[start::2])


def _without_inline_code(p: str) -> str:
    """`p` with its `inline code` spans cut out: a sentence quoting a loop is still a sentence."""
    parts = p.split("`")
    return "".join(parts[0::2]) if len(parts) >= 3 else p


def _char_count(p: str, c: str) -> int:
    """`p.count(c)` for a char `c`, 0 read by a memchr when `p` has none (a count reads every char): a prose
    paragraph lacks most code characters."""
    return p.count(c) if c in p else 0


# `git status`'s lines that open its paragraphs (the ask is read lower-cased)
_GIT_STATUS: Final = re.compile(
    r"[ \t]*(?:on branch \S|your branch is |head detached at |changes (?:not staged for commit|to be committed):"
    r"|untracked files:|no changes added to commit|nothing (?:added )?to commit)"
)
_GIT_INITIALS: Final = frozenset("oyhcun")
# a line that is code whole: a package clause, an import, an include, one assignment of a literal
_CODE_ONE_LINE: Final = re.compile(
    r"[ \t]*(?:package [\w.]+;?|import [\w.]+(?: as \w+)?;?|from [\w.]+ import [\w, *]+|#include [<\"][\w./]+[>\"]"
    r"|use [\w:]+(?:::\{[\w, ]+\})?;"
    r"|(?:local |const |let |var )?[a-z_][\w.]* = (?:\{\}|\[\]|[\d.]+|'[^'\n]*'|\"[^\"\n]*\"))"
    r"[ \t]*$"
)
_CODE_ONE_GATE: Final = scan.gated((" = ", "package ", "import ", "#include ", "use "))


_INDENTS: Final = (" ", "\t", "\n", "")


def _path_end(p: str) -> bool:
    """A text without spaces in a script written without them ends as a path does (an extension, a "/"); else it
    is a sentence naming a folder ("tests/配下で落ちてるテストを全部直して")."""
    t = p.rstrip()
    if t.endswith("/"):
        return True
    dot = t.rfind(".")
    m = _EXT.match(t, dot) if dot >= 0 else None
    return m is not None and m.end() == len(t)


def _git_status(p: str) -> bool:
    """Every line of the paragraph is `git status`'s: a `_GIT_STATUS` line or an indented one (a file, a hint)."""
    return all(not ln or ln[0] in " \t" or _GIT_STATUS.match(ln) is not None for ln in p.strip("\n").split("\n"))


def _bare_name(line: str) -> bool:
    """A line that is only a file's name, no folder ("todo.md", "requirements.txt"): a linter's report opens with
    a file's path over its indented findings, and a request may follow them."""
    name = line.strip()
    return " " not in name and "/" not in name and "\\" not in name and _EXT.search(name) is not None


def _is_prose(p: str) -> bool:
    if "`" in p and "\n" not in p.strip():
        q = _without_inline_code(p)
        if q is not p and len(q.split()) >= 3:
            p = q
    n = len(p)
    if n < 200 and " " not in p.strip() and ("/" in p or "." in p) and (p.isascii() or _path_end(p)):
        return False  # a bare path on its own line: the header of a pasted file, not the ask
    c = p.lstrip()[:1]
    if c in _GIT_INITIALS and _GIT_STATUS.match(p) is not None and _git_status(p):
        return False  # `git status` output piped or pasted beside the ask ("no changes added to commit (use ...)")
    nl = p.find("\n", 1)
    if nl < 0:
        # one line that only code is ("package main", "import swiftui", "local m = {}") above or below the ask
        if n < 120 and scan.any_in(p, _CODE_ONE_GATE) and _CODE_ONE_LINE.match(p) is not None:
            return False
    elif nl < 80 and p[nl + 1 : nl + 2] not in _INDENTS and p.count("\n", nl + 1) >= 1 and _bare_name(p[:nl]):
        return False  # a file under its name line, unfenced ("todo.md" over its checklist): a file piped in
    if n < 40:
        return True
    # code characters; stop counting as soon as the paragraph is code (most pasted paragraphs are)
    limit = n // 16  # code * 16 > n  <=>  code > n // 16
    code = _char_count(p, "(")
    if code > limit:
        return False
    code += _char_count(p, ";") + _char_count(p, "{")
    if code > limit:
        return False
    code += _char_count(p, "=")
    # two-char needles scan every char (CPython's bloom filter lets spaces through), "\n" is a memchr:
    # a one-line paragraph has no indented line to count, and each line adds at most one, so they are counted
    # only when the lines could take the count past the limit
    lines = p.count("\n")
    if lines and code + lines > limit:
        code += p.count("\n ") + (p.count("\n\t") if "\t" in p else 0)  # no tab (a memchr): no "\n\t"
    if code > limit:
        return False
    # a diff, a shell session or a commit list its marks show (looked for last: most code has left by now), a
    # timestamped log, a Dockerfile, a stack trace
    if lines and (_material_start(p) == 0 or _marked_material(p) or _code_lines(p)):
        return False
    if lines >= _OUTPUT_MIN and _output_lines(p):
        return False
    if lines < 2:
        return True
    # listings: one path per line, no spaces (the paragraph's own lines, not the blank ones around it; text in
    # scripts written without spaces is not one)
    lines = p.strip().count("\n")
    return not (lines >= 2 and p.count(" ") < lines * 2 and p.isascii())


# a shell prompt opening a line: "$ make", "user@box:~/app$ ls", "~/w/api (main) $ go test", "❯ cargo build",
# "PS C:\\src> dir", "root@c0ffee:/# env"; "#", ">" and "%" only after a host or a path (a bare "# " heads
# markdown, a bare "> " quotes). Possessive runs: a listing of paths ("lib/a.py" on every line) is not backtracked
# through at every line
_PROMPT: Final = (
    r"(?:[^\s$❯]{0,60}+(?: \([^)\n]{1,40}\))? ?[$❯]"
    r"|(?:[Pp][Ss] )?(?=[^\s#>%@:~/\\]{0,60}[@:~/\\])[^\s#>%]{0,121}+ ?[#>%])[ \t]+\S"
)
_DIFF: Final = r"(?:diff --git |--- a/|--- \S|@@ -\d)"
_COMMIT: Final = r"[0-9a-f]{7,40} \S"  # a commit of `git log --oneline`: its abbreviated hash, then its subject
# each at a text's start and after a newline: a pattern opening with a literal newline is searched newline to newline,
# where `^` in multiline mode is tried at every char
_PROMPT_AT0, _PROMPT_NL = re.compile(_PROMPT), re.compile("\n" + _PROMPT)
_DIFF_AT0, _DIFF_NL = re.compile(_DIFF), re.compile("\n" + _DIFF)
_COMMIT_AT0, _COMMIT_NL = re.compile(_COMMIT), re.compile("\n" + _COMMIT)


# a log line opens with its timestamp ("2024-05-02T10:14:07Z INFO ...", "[2024-05-02 10:14:07] ...", "10:14:07.123 ...";
# the ask is read lower-cased)
_LOG: Final = (
    r"(?:\[?(?:\d{4}-\d\d-\d\d[Tt ]\d\d:\d\d|\d\d:\d\d:\d\d)|npm (?:err|warn)!"
    r"|\[(?:info|warn|warning|error|debug|fatal|trace)\]|(?:info|warn|warning|error|debug|fatal|trace)  )"
)
_LOG_AT0, _LOG_NL = re.compile(_LOG), re.compile("\n" + _LOG)
_LOG_INITIALS: Final = frozenset("[nidwetf")  # the first chars of `_LOG`'s lines that open with no digit
# a Dockerfile: its base image line ("FROM python:3.12", "from node:20 AS build"), then an instruction line
# the instructions that build an image (the base image line's "FROM" and the rarer SHELL, ONBUILD and STOPSIGNAL apart)
_DOCKER_STEPS: Final = (
    "run", "copy", "add", "cmd", "entrypoint", "env", "arg", "workdir", "expose", "user", "label", "volume",
    "healthcheck",
)  # fmt: skip
_DOCKERFILE: Final = re.compile(
    r"(?i:from) [^\s]+(?: (?i:as) \S+)?[ \t]*\n(?:[^\n]*\n){0,20}?(?i:" + "|".join(_DOCKER_STEPS) + r") \S"
)


# a line only code opens: an import, a definition, a declaration with its value, an assignment (the ask is read
# lower-cased; "import the csv into postgres" is a request, "import pandas as pd" is not)
_CODE_LINE: Final = re.compile(
    r"[ \t]*(?:import [\w.]+(?: as \w+)?[ \t]*$|import [{*\w][^\n]* from |from [\w.]+ import |def \w+\(|class \w+[(:]"
    r"|(?:const|let|var|val|auto|local) \w+ ?[:=]|(?:local )?function [\w.:]+\(|func \w+\(|fn \w+\("
    r"|package \w+[ \t]*$|#include |return [^\n]*;?$"
    r"|[\w.\[\]\"']+ = \S)"
)
_CODE_LINES_MIN: Final = 2
_CODE_WORDS: Final = (
    "import ", "class ", "const ", "let ", "var ", "val ", "auto ", "package ", "include ", "return ", "local ",
    "function ",
)  # fmt: skip


def _code_lines(p: str) -> bool:
    """Most lines of a paragraph (two or more, under an optional caption line ending in a colon) open as only code
    does: short code pasted unfenced ("previous cells:\nimport pandas as pd\nlatency = pd.read_csv(...)") has too
    few code characters to count as code, and its names were read as the ask's words."""
    if "(" not in p and " = " not in p and not any(k in p for k in _CODE_WORDS):
        return False  # every line `_CODE_LINE` takes holds one of these
    lines = p.strip().split("\n")
    if lines[0].endswith(":"):
        lines = lines[1:]
    n = 0
    for ln in lines:
        if ln.strip() and _CODE_LINE.match(ln) is not None:
            n += 1
    return n >= _CODE_LINES_MIN and n * 2 >= sum(1 for ln in lines if ln.strip())


# a stack frame of the JVM's, Node's or .NET's traces: an indented "at" and a qualified name ("\tat com.acme.X.f(",
# "    at CartSummary (app/routes/cart.tsx:88:27)")
_FRAME_NL: Final = re.compile(r"\n[ \t]+at [\w$.<>/\[\]-]+ ?[(:]")


def _marked_material(p: str) -> bool:
    """A paragraph that opens with a log line and holds another, a Dockerfile, or a stack trace of two frames or
    more: pasted material its lines show, though it has few code characters (unfenced, its words "error pool
    exhausted", "run pip install", "request processing failed" were read as the ask's)."""
    if p[:1] == "\n":
        p = p.lstrip("\n")
    if "\tat " in p or "  at " in p:
        first = _FRAME_NL.search(p)
        if first is not None and _FRAME_NL.search(p, first.end()) is not None:
            return True
    c = p[:1]
    if (c.isdigit() or c in _LOG_INITIALS) and _LOG_AT0.match(p) is not None:
        return _line_at(_LOG_AT0, _LOG_NL, p, 1) >= 0
    return (c == "f" or c == "F") and _DOCKERFILE.match(p) is not None


# a line of a command's output or of a machine-written file that holds few code characters: `ls -l`'s mode
# column, a pinned requirement, `git status`'s file lines, a table's columns (`docker ps`,
# `kubectl get pods`) padded with runs of spaces
_OUTPUT_LINE: Final = re.compile(
    r"[-dlcbps][-r][-w][-xsS][-r][-w][-xsS][-r][-w][-xtT][@+.]? |[\w.\[\]-]+ ?[=~<>!]=[ \w.*]+$"
    r"|\t(?:modified|new file|deleted|renamed): |\S+(?: \S+)*  {2,}\S+(?: \S+)*  {2,}\S"
)
_OUTPUT_MIN: Final = 3  # output lines: fewer are a person's own list


def _output_lines(p: str) -> bool:
    """Two lines in three or more (three at least, a heading line above them aside: a file's name, "total 48",
    "On branch main") are `_OUTPUT_LINE`s: a command's output or a machine-written file, pasted as material
    (its words, "modified: src/billing.py", "Up 5 minutes", were read as the ask's). A person's checklist is
    not one: its items may be the task."""
    if "  " not in p and "=" not in p and "\t" not in p and "rw" not in p:  # what every kind holds
        return False
    lines = p.strip("\n").split("\n")
    misses = (len(lines) + 2) // 3  # the heading line and the other third; a prose paragraph leaves at its first lines
    n = 0
    for ln in lines:
        if _OUTPUT_LINE.match(ln) is not None:
            n += 1
        else:
            misses -= 1
            if misses < 0:
                return False
    return n >= _OUTPUT_MIN


_DOCKER_WORDS: Final = frozenset((*_DOCKER_STEPS, "from", "shell", "onbuild", "stopsignal"))


def _dockerfile_end(p: str) -> int:
    """Where a paragraph that opens with a Dockerfile stops being one (len(p) when it does not), -1 when it does
    not open with one: the lines after its last instruction ("shrink our image: ..." glued under it) are not."""
    if _DOCKERFILE.match(p) is None:
        return -1
    pos = 0
    cont = False
    while pos < len(p):
        nl = p.find("\n", pos)
        end = len(p) if nl < 0 else nl
        ln = p[pos:end]
        if not (cont or not ln.strip() or ln[:1] in " \t#" or ln.split(" ", 1)[0].lower() in _DOCKER_WORDS):
            return pos
        cont = ln.endswith("\\")
        pos = end + 1
    return len(p)


def _log_runs(p: str) -> list[str]:
    """A paragraph holding two or more log lines cut into runs of log lines (with the lines indented under them:
    a stack trace) and the lines between them: a person's question asked in the middle of a pasted log stays
    prose, the log does not. [p] when it holds fewer."""
    lines = p.split("\n")
    kinds: list[bool] = []
    prev = False
    for ln in lines:
        prev = _LOG_AT0.match(ln) is not None or (prev and ln[:1] in (" ", "\t"))
        kinds.append(prev)
    if sum(kinds) < 2:
        return [p]
    out: list[str] = []
    start = 0
    for i in range(1, len(lines) + 1):
        if i == len(lines) or kinds[i] != kinds[start]:
            out.append("\n".join(lines[start:i]))
            start = i
    return out


def _line_at(at0: re.Pattern[str], nl: re.Pattern[str], p: str, pos: int = 0) -> int:
    """Where the first line opening at or after `pos` that the pattern matches opens, -1 for none."""
    if pos == 0 and at0.match(p) is not None:
        return 0
    m = nl.search(p, pos - 1 if pos > 0 else 0)
    return m.start() + 1 if m is not None else -1


# a shell prompt's sigil and a space (`scan.any_in`: each looked for only where its sigil is)
_SIGILS: Final = scan.gated(("$ ", "> ", "# ", "% ", "❯ "))
# a diff's marks, looked for once in a message before its paragraphs are searched for where one starts
_DIFF_MARKS: Final = scan.gated(("diff --git ", "@@ -"))


def _material_start(p: str, diffs: bool = True, commits: bool = True, sigils: bool = True) -> int:
    """Where a diff (a hunk header or a git diff line), a shell session (a command after a prompt, then its
    output) or a commit list (two or more hash-and-subject lines) starts in a paragraph, -1 when it holds none:
    pasted material that its own marks show, whatever its characters. Unfenced, it read as prose, and its paths
    and words ("fix crash when ...", "add CSV export") were taken for the ask's. A kind of mark the whole message
    lacks (`diffs`, `commits`, `sigils` false) is not looked for in its paragraphs."""
    if diffs and ("diff --git " in p or ("@@ -" in p and " @@" in p)):
        return _line_at(_DIFF_AT0, _DIFF_NL, p)
    commit = _line_at(_COMMIT_AT0, _COMMIT_NL, p) if commits else -1
    if commit >= 0 and _line_at(_COMMIT_AT0, _COMMIT_NL, p, commit + 1) >= 0:
        return commit
    if sigils and scan.any_in(p, _SIGILS):
        # a session opens with its prompt or holds two ("run this:\n$ make test\nand fix it" is a person's)
        first = _line_at(_PROMPT_AT0, _PROMPT_NL, p)
        if first < 0:
            return -1
        if first == 0 or _line_at(_PROMPT_AT0, _PROMPT_NL, p, first + 1) >= 0:
            return first
    return -1


def _split_material(
    paras: list[str], diffs: bool, commits: bool, sigils: bool, logs: bool = False, docker: bool = False
) -> list[str]:
    """Paragraphs with the lines above a diff or shell session glued to it ("explain this diff:\ndiff --git ...")
    made a paragraph of their own: the person's line stays prose, the material does not. A log is cut into its
    runs (`_log_runs`), a Dockerfile from the lines glued under it."""
    out: list[str] = []
    for p in paras:
        if logs and "\n" in p:
            runs = _log_runs(p)
            if len(runs) > 1:
                out += runs
                continue
        if docker and p[:1] == "\n":
            p = p.lstrip("\n")
        if docker and (p[:1] == "f" or p[:1] == "F") and "\n" in p:
            end = _dockerfile_end(p)
            if 0 < end < len(p):
                out += [p[: end - 1], p[end:]]
                continue
        at = _material_start(p, diffs, commits, sigils) if "\n" in p else -1
        if at > 0:
            out += [p[: at - 1], p[at:]]
        else:
            out.append(p)
    return out


# the label an adapter puts over a system prompt it sends inside the user's message (a provider without a system role)
_SYSTEM_LABELS: Final = ("[system]\n", "system instructions:\n", "<system>\n", "### system\n", "system prompt:\n")

# paragraphs a client appends to every ask (a reminder of its own rules, a headed context section, its
# environment facts): envelope, not the ask
_CLIENT_NOTES: Final = (
    "reminder:", "reminder -", "(reminder", "remember:", "system reminder", "important:", "note:", "notes:",
    "always ", "never ", "remember to", "make sure ", "you must ", "be thorough", "do not stop",
    "open tabs:", "cursor:", "current file:", "active file:", "visible files", "current working directory",
    "working directory:", "cwd:", "os:", "platform:", "shell:", "date:", "current time", "today's date",
    "git branch:", "workspace root", "steps:", "1. explore", "1. understand", "1. read", "work in small steps",
    "prefer ", "respond ", "reply ", "if the task", "if the user", "use the available", "be concise", "keep the ",
    "do not ", "don't ", "avoid ", "you are ", "you have ", "you can ", "the user ", "when you ", "follow the ",
    "ensure ", "please follow", "instructions:", "context:", "environment:", "guidelines:", "rules:",
    "produce output", "output only", "answer only", "answer in ",
    # Gemini CLI's setup turn and its forks' ("This is the Gemini CLI. We are setting up the context for our chat.",
    # "Showing up to 200 items ...", "My setup is complete. ..."), when a client sends it in the ask's own message
    "this is the gemini cli", "this is gemini cli", "we are setting up the context", "showing up to ",
    "my setup is complete", "here is the folder structure", "i'm currently working in",
    # a system prompt an adapter sent as the user's message under its label, read whole
    *(label.rstrip("\n") for label in _SYSTEM_LABELS),
)  # fmt: skip
# the openings above by their first character: a paragraph is compared with the few that open as it does, not
# with every one
_NOTES_BY_CHAR: Final[dict[str, tuple[str, ...]]] = {
    c: tuple(n for n in _CLIENT_NOTES if n[0] == c) for c in dict.fromkeys(n[0] for n in _CLIENT_NOTES)
}
_HEADING_WORDS: Final = (
    "environment", "context", "tabs", "map", "workspace", "instructions", "rules", "agents", "notes", "state",
    "editor", "memory", "git", "files", "reminder", "guidelines", "session", "attachments", "repository",
)  # fmt: skip


# the last word of a field's label that names the client's rules or context ("Coding guidelines:", "Team conventions:")
_NOTE_LABELS: Final = frozenset(
    ("guidelines", "rules", "instructions", "conventions", "preferences", "context", "environment", "reminder")
)
_NOTE_LABEL_MAX: Final = 40  # chars of a field's label


# a template's instruction about the material it put beside the ask, in the client's voice: it opens with how to
# use the material and speaks of the person in the third person or of the model's own knowledge
_CONTEXT_HEADING: Final = 40  # chars of a context section's heading line
_TEMPLATE_OPENINGS: Final = ("using ", "use ", "given ", "based on ", "with the ", "from the ")
_TEMPLATE_VOICE: Final = re.compile(r"the user'?s |prior knowledge|the (?:above |provided )?(?:context|material)\b")


# how a line of a client's environment facts opens, in its own voice or as a field ("My operating system is:
# linux", "I'm currently working in the directory: /src/app", "Today's date is ...", "Shell: zsh")
_ENV_FACTS: Final = (
    "today's date", "today is ", "the current date", "current date", "date:", "current time", "the time is",
    "my operating system", "the operating system", "operating system", "os:", "os version", "platform:",
    "shell:", "default shell", "the shell", "i'm currently working in", "i am currently working in",
    "i'm working in", "i am working in", "the current working directory", "current working directory",
    "working directory", "cwd:", "current directory", "the project's temporary directory", "temporary directory",
    "here is the folder structure", "folder structure", "directory structure", "showing up to ", "timezone",
    "time zone", "locale:", "home directory", "git branch", "current branch", "workspace root", "project root",
)  # fmt: skip
# one of these is in every `_ENV_FACTS` opening: a paragraph with none of them is not looked at line by line
_ENV_GATE: Final = scan.gated(
    ("date", "today", "time", "operating", "os", "platform", "shell", "director", "working in", "cwd", "folder",
     "showing", "zone", "locale", "branch", "root")
)  # fmt: skip
_ENV_BY_CHAR: Final[dict[str, tuple[str, ...]]] = {
    c: tuple(n for n in _ENV_FACTS if n[0] == c) for c in dict.fromkeys(n[0] for n in _ENV_FACTS)
}


def _env_facts(lines: list[str]) -> bool:
    """Two or more of the lines, at least half, state the client's environment (`_ENV_FACTS`), and none of the
    others is a person's request: a client's environment paragraph, whatever its wording."""
    others: list[str] = []
    for ln in lines:
        ln = ln.strip().lstrip("-*• ")
        if not ln.startswith(_ENV_BY_CHAR.get(ln[:1], ())):
            others.append(ln)
    facts = len(lines) - len(others)
    # (the costlier request test only for a paragraph that states its environment)
    return facts >= 2 and facts * 2 >= len(lines) and not any(request_line(ln) for ln in others)


def _editor_state(lines: list[str]) -> bool:
    """Caption lines and the bullets under them, a caption speaking of the user or the cursor in the third person
    ("This is the file the user most recently had open:\n- Path: ...", "This is where the cursor is:"): an IDE
    plugin's note of the editor's state, whatever its wording."""
    voiced = False
    for ln in lines:
        ln = ln.strip()
        if ln.startswith("- ") or not ln:
            continue
        if ln[-1:] not in ":：" or len(ln) > 120:
            return False
        voiced = voiced or "the user" in ln or "cursor" in ln
    return voiced


def _is_note(p: str) -> int:
    """A client's paragraph: 1 for a known opening (a person may write one too), 2 for a headed context
    section, `key: value` lines only or environment facts (an environment block), 0 for neither."""
    nl0 = p.find("\n")
    if nl0 >= 0:
        # the lines are split only for a paragraph one of the three tests can take
        keyed, env, captioned = ": " in p, scan.any_in(p, _ENV_GATE), nl0 > 0 and p[nl0 - 1] in ":："
        if keyed or env or captioned:
            lines = p.split("\n")
            if keyed and all(0 < ln.find(": ") < 28 and len(ln) < 120 for ln in lines):
                return 2
            if (env and _env_facts(lines)) or (captioned and _editor_state(lines)):
                return 2
    if p.startswith(_NOTES_BY_CHAR.get(p[:1], ())):
        return 1
    nl = p.find("\n")
    if 0 < nl <= _CONTEXT_HEADING and p.find(" context", 0, nl) > 0 and len(p[:nl].split()) <= 4:
        return 2  # a client's headed context section without a "#" ("Notebook context", "Workspace context:")
    if p.startswith(_TEMPLATE_OPENINGS) and _TEMPLATE_VOICE.search(p, 0, 300) is not None:
        return 1  # a retrieval template's closing rule ("Using that material ..., reply to the user's message.")
    colon = p.find(": ", 0, _NOTE_LABEL_MAX)
    if colon > 0 and "\n" not in p[:colon] and p[:colon].rsplit(None, 1)[-1] in _NOTE_LABELS:
        return 1  # "Organisation guidelines: ...", "Project rules: ...": a named rules or context field
    if p.startswith("#"):
        nl = p.find("\n")
        heading = p[: nl if nl >= 0 else 80]
        if any(w in heading for w in _HEADING_WORDS):
            return 2
    return 0


def _is_listing(p: str) -> bool:
    """A client's listing (file tree, open tabs, repo map lines without spaces) or a headed context section:
    envelope, so it counts neither as the ask nor as code the ask supplies."""
    if p.startswith("#"):
        nl = p.find("\n")
        heading = p[: nl if nl >= 0 else 80]
        if any(w in heading for w in _HEADING_WORDS):
            return True
    lines = p.strip().split("\n")
    if len(lines) < 2:
        return False
    # three lines in four without a space: it stops at the first line with a space past the other quarter
    spaced = len(lines) // 4
    for ln in lines:
        if " " in ln.strip():
            spaced -= 1
            if spaced < 0:
                return False
    return True


# a `key: value` line of a client's metadata block ("attachment name: open editor tabs", "os: linux")
_META_LINE: Final = re.compile(r"[^\W\d_][\w ./-]{0,25}: \S")


def _meta_key_len() -> int:
    """The most chars before a metadata line's ": " (checked here with the longest key `_META_LINE` takes and one
    char more): a line with no ": " within them is ruled out by one bounded find, without a regex call."""
    n = 26
    if _META_LINE.match("k" * n + ": v") is None or _META_LINE.match("k" * (n + 1) + ": v") is not None:
        raise ValueError("_META_KEY_LEN must be the longest key _META_LINE takes")
    return n


_META_KEY_LEN: Final = _meta_key_len()
_META_RUN: Final = 3  # lines: fewer are a person's own ("error: x" over "caused by: y")
# a key whose value is the lines below it ("Attachments Text:", "Visible text (truncated):")
_META_KEY: Final = re.compile(r"[^\W\d_][\w ./()-]{0,30}:[ \t]*$")


def _split_meta(p: str) -> tuple[list[str], int]:
    """A paragraph cut around its runs of `_META_RUN` or more `key: value` lines (or one fewer closed by a key
    with its content below), each run its own paragraph, and the chars of attached content dropped with them.

    A client that glues its attachment metadata to the ask with single newlines ("how do I X\nAttachments:\n
    Attachment Name: ...\nAttachments Kind: ...") makes one paragraph of both; cut apart, the run reads as an
    environment block (`_is_note`) and the ask as itself. A short heading line ending in a colon just above a
    run ("attachments:") is dropped with it; a key with no value just below it ("Attachments Text:") opens the
    attachment's content, up to the next line of the run's first key: content the message supplies, not the ask
    (a file tree or a list of problems read as prose made the ask a repository-wide one)."""
    lines = p.split("\n")
    n = len(lines)
    if n <= _META_RUN:
        return [p], 0
    meta = [
        len(ln) < 120 and ln.find(": ", 1, _META_KEY_LEN + 2) > 0 and _META_LINE.match(ln) is not None
        for ln in lines
    ]
    out: list[str] = []
    material = 0
    start = i = 0
    while i < n:
        if not meta[i]:
            i += 1
            continue
        j = i
        while j < n and meta[j]:
            j += 1
        # a shorter run counts when a key with its content below closes it: a page or file's header ("Current
        # tab: ...", "URL: ...", "Visible text:") over the content it names
        opens = j - i == _META_RUN - 1 and j + 1 < n and _META_KEY.match(lines[j]) is not None
        if (j - i >= _META_RUN or opens) and j - i < n:
            k = i
            if k - start >= 2 and lines[k - 1].endswith(":") and len(lines[k - 1].split()) <= 3:
                k -= 1  # the run's own heading line: neither the ask nor the block
            if k > start:
                out.append("\n".join(lines[start:k]))
            out.append("\n".join(lines[i:j]))
            if j < n and _META_KEY.match(lines[j]) is not None:
                first_key = lines[i][: lines[i].find(":") + 1]
                e = j + 1
                while e < n and not lines[e].startswith(first_key):
                    material += len(lines[e]) + 1
                    e += 1
                j = e
            start = j
        i = j
    if not out:
        return [p], 0
    if start < n:
        out.append("\n".join(lines[start:]))
    return out, material


# a block between delimiter lines, as Amazon Q and Kiro frame a turn ("--- CONTEXT ENTRY BEGIN ---" ... "--- CONTEXT
# ENTRY END ---", then "--- USER MESSAGE BEGIN ---" ask "--- USER MESSAGE END ---") and prompt templates name their
# slots ("---FEATURE-DESCRIPTION-START---" ... "---FEATURE-DESCRIPTION-END---", as GPT Pilot's): read as the tags
# they stand for
_DELIMITED: Final = re.compile(r"-{3} ?([a-z][a-z _-]{0,40}?)[ _-](begin|start|end) ?-{3}")
_DELIMITER_MARKS: Final = scan.gated((" begin ---", "-start---", "_start---"))


# a field of a prompt program's chat adapter ("[[ ## question ## ]]" over its value, as DSPy writes each input
# field), then the adapter's closing note on the output fields: read as the tags they stand for, so the field
# named for the ask is the ask and the others (context, history) are the client's
_FIELD: Final = re.compile(r"\[\[ ## ([a-z_][a-z0-9_]{0,40}) ## \]\]")
_FIELDS_NOTE: Final = "\n\nrespond with the corresponding output fields"


def _fields_as_tags(t: str) -> str:
    """`t` with each `[[ ## name ## ]]` field written as a `<name>` block that ends at the next field (the last at
    the adapter's closing note, or the text's end)."""
    out: list[str] = []
    pos = 0
    name = ""
    for m in _FIELD.finditer(t):
        out.append(t[pos : m.start()])
        if name:
            out.append(f"\n</{name}>\n\n")
        name = m.group(1)
        out.append(f"<{name}>")
        pos = m.end()
    if not name:
        return t
    note = t.lower().find(_FIELDS_NOTE, pos)
    end = note if note >= 0 else len(t)
    out += [t[pos:end], f"\n</{name}>", t[end:]]
    return "".join(out)


def _as_tag(m: re.Match[str]) -> str:
    name = m.group(1).replace(" ", "_").replace("-", "_")
    return f"</{name}>" if m.group(2) == "end" else f"<{name}>"


# a template's delimiter line holds ten or more ("---------------------"); a person's rule is "---"
_DASHES: Final = "----------"
_EQUALS: Final = "=========="
_LONG_RULE_LINE: Final = re.compile(r"^[ \t]*(?:-{10,}|={10,})[ \t]*$", re.MULTILINE)


def _long_rules_as_fences(t: str, where: str) -> str:
    """`t` with each pair of long delimiter lines read as a fence: a retrieval template puts the material between
    them ("Reference material follows, between the dashed lines.\n\n------...\n<documents>\n------..."), and with
    the lines dropped, the documents' words were read as the ask's.

    A pair opens after a blank line and closes right under the material's last line: a line under a line of text
    opening a pair is a heading's underline ("Request\n-------\n<the ask>"), and one after a blank line closing a
    pair is a transcript's separator between turns ("...Please try again.\n\n------\nengineer (to user_proxy):").
    A window of a long message may hold one line of a pair: in the head it opens material that runs past the
    window, in the tail it closes material that began before it."""
    lines = list(_LONG_RULE_LINE.finditer(t))
    cut = False
    if "```" in t:  # a rule inside a fenced block (a table's) is the block's
        # a tail window cut inside a fence (an odd count of fences) starts in code: the parity flips
        cut = where == "tail" and (t.count("\n```") + t.startswith("```")) % 2 == 1
        lines = [m for m in lines if (t.count("\n```", 0, m.start()) + t.startswith("```") + cut) % 2 == 0]
    pairs: list[re.Match[str]] = []
    i = 0
    while i + 1 < len(lines):
        if _opens(t, lines[i]) and _closes(t, lines[i + 1]):
            pairs += lines[i : i + 2]
            i += 2
        else:
            i += 1
    if len(lines) == 1 and where == "tail" and not cut and _closes(t, lines[0]):
        after = t[lines[0].end() :]
        if after.startswith("\n\n") or not after.strip():
            return "```" + _paired_rules(t, lines)
    elif len(lines) == 1 and where == "head" and _opens(t, lines[0]):
        return _paired_rules(t, lines)
    return _paired_rules(t, pairs) if pairs else t


def _opens(t: str, rule: re.Match[str]) -> bool:
    """A delimiter line opening material starts the text or follows a blank line."""
    i = rule.start()
    return i == 0 or t.endswith("\n\n", 0, i)


def _closes(t: str, rule: re.Match[str]) -> bool:
    """A delimiter line closing material sits right under the material's last line."""
    i = rule.start()
    return i >= 2 and t[i - 1] == "\n" and t[i - 2] != "\n"


def _paired_rules(t: str, lines: list[re.Match[str]]) -> str:
    """`t` with each of `lines` (delimiter lines, in order) replaced by a fence."""
    out: list[str] = []
    pos = 0
    for m in lines:
        out += [t[pos : m.start()], "```"]
        pos = m.end()
    out.append(t[pos:])
    return "".join(out)


def _without_rules(t: str) -> str:
    """`_RULE.sub("", t)`, matched only at the first line and the lines `_RULE_AFTER_NL` finds (the only ones
    it can match): searched through the text, its multiline pattern is tried at every offset of every line,
    and a diff's "--- a/..." lines make most code pastes search."""
    # a rule line holds a run of three rule chars: without one, no line is stepped through (the one-char
    # searches are memchrs, so a run is looked for only where its char occurs)
    for c, run in _RULE_RUNS:
        if c in t and run in t:
            break
    else:
        return t
    starts = [m.start() + 1 for m in _RULE_AFTER_NL.finditer(t)]
    if not starts and t[:3] not in _RULE_OPENINGS:
        return t
    out: list[str] = []
    pos = 0
    for i in [0, *starts]:
        m = _RULE.match(t, i)
        if m is not None:
            out.append(t[pos:i])
            pos = m.end()
    if not out:
        return t
    out.append(t[pos:])
    return "".join(out)


# a delimiter alone on an unindented line, or ending a label ("Text: \"\"\""); an indented one closes a docstring
_TRIPLE_QUOTES: Final = re.compile(r'^(?:([^\n"]{0,60}?:)[ \t]*)?"""[ \t]*$', re.MULTILINE)


def _quoted_as_fences(t: str) -> str:
    """Material a prompt delimits with triple quotes, as the prompt-writing guides advise ("Text:\n\"\"\"...\"\"\""),
    fenced as a markdown reader would fence it: a delimiter on a line of its own, or ending a label line. Left
    as written when the delimiters do not pair (a docstring of pasted code)."""
    marks = _TRIPLE_QUOTES.findall(t)
    if not marks or len(marks) % 2:
        return t
    return _TRIPLE_QUOTES.sub(lambda m: (m.group(1) + "\n```") if m.group(1) else "```", t)


_FIELD_MARK: Final = scan.gated(("[[ ## ",))
_LONG_RULES: Final = scan.gated((_DASHES, _EQUALS))
_TRIPLE_QUOTE: Final = scan.gated(('"""',))
_MENTION: Final = scan.gated(("(see below for ",))
# a drawn file tree's branch marks: `tree`'s box-drawing output ("├── src"), its ASCII form ("|-- src",
# "`-- src") and a client's folder structure ("├───src/")
_TREE_MARKS: Final = ("├", "└", "│", "|-- ", "`-- ", "+-- ")
_TREE_GATE: Final = scan.gated(_TREE_MARKS)
_TREE_MIN: Final = 3  # branch lines: fewer are a diagram in a person's own prose


def _tree_cut(p: str) -> str | None:
    """A paragraph holding a drawn file tree (a client's folder structure, a pasted `tree`): None if it holds
    none, else what is left of it around the tree: request lines above it and the lines below it (an ask glued
    to the listing). The tree is a listing, so it counts neither as the ask nor as code the ask supplies."""
    lines = p.split("\n")
    first = last = -1
    n = 0
    for i, ln in enumerate(lines):
        for m in _TREE_MARKS:
            if m in ln:
                n += 1
                first = i if first < 0 else first
                last = i
                break
    if n < _TREE_MIN:
        return None
    above = [ln for ln in lines[:first] if request_line(ln.strip())]
    return "\n".join([*above, *lines[last + 1 :]]).strip()


def _prose(t: str, where: str, asked: bool = False) -> tuple[str, str, bool, int, int, int]:
    """(prose, client-note prose, wrapped, chars of code the message supplies beside the ask, fences among them,
    chars of that code attached under a file's name: in a named fence or a material block).

    Code is what a fence holds and the paragraphs that read as code; wrapper blocks, listings and client
    notes count as neither, so an envelope around the same ask moves neither the ask nor its code share.
    A markdown heading after the ask (`asked`: the head window held one) opens a client's template
    ("## Recommended workflow", "## Rules"): the prose under it counts as client notes."""
    if scan.any_in(t, _DELIMITER_MARKS):
        t = _DELIMITED.sub(_as_tag, t)
    # each needle looked for only where its rarest char is (`scan`: most are absent from most messages)
    if scan.any_in(t, _FIELD_MARK):
        t = _fields_as_tags(t)
    t, wrapped, outside, blocks = _strip_blocks(t, where)
    if scan.any_in(t, _LONG_RULES):
        t = _long_rules_as_fences(t, where)
    t = _without_rules(t)
    if scan.any_in(t, _TRIPLE_QUOTE) and "```" not in t:
        t = _quoted_as_fences(t)
    if scan.any_in(t, _MENTION):
        t = _MENTION_LINE.sub("", t)
    # split at the fences once: counted, named and stripped from the same parts
    parts = _fence_parts(t) if "`" in t and "```" in t else []
    fences = len(parts) - 1 if parts else 0
    code = named = 0
    if fences:
        n0 = len(t)
        named = _named_parts(parts, where)
        t = _prose_parts(parts, where)
        code = n0 - len(t)
    paras = t.split("\n\n") if len(t) >= 40 else [t]
    if scan.any_in(t, _TREE_GATE):
        cut_trees: list[str] = []
        for p in paras:
            rest = _tree_cut(p)
            if rest is None:
                cut_trees.append(p)
            elif rest:
                cut_trees.append(rest)
        paras = cut_trees
    # the kinds of marks the message holds, each looked for once (a paragraph is a part of the message)
    diffs = scan.any_in(t, _DIFF_MARKS)
    sigils = scan.any_in(t, _SIGILS)
    commits = _line_at(_COMMIT_AT0, _COMMIT_NL, t) >= 0
    logs = _line_at(_LOG_AT0, _LOG_NL, t) >= 0
    docker = "from " in t or "FROM " in t
    if diffs or sigils or commits or logs or docker:
        paras = _split_material(paras, diffs, commits, sigils, logs, docker)
    cut = False  # a paragraph was cut around a metadata run: the message is more than one paragraph of a person's
    if ": " in t:
        split: list[str] = []
        for p in paras:
            if (
                p.count("\n") >= _META_RUN and p.count(": ") >= _META_RUN - 1  # (fewer: `_split_meta` keeps p)
                and not (commits and _material_start(p, False, True, False) == 0)
            ):  # (a commit list's conventional subjects, "a0ea7a9 feat: add coupon codes", are not `key: value`)
                parts, material = _split_meta(p)
                split += parts
                code += material
                cut = cut or material > 0 or len(parts) > 1
            else:
                split.append(p)
        paras = split
    kept: list[str] = []
    notes: list[str] = []
    if where == "tail" and len(paras) > 1 and len(paras[0]) < 40 and not outside:
        # the window cut into this paragraph: a fragment of something longer (a block the ask was read from
        # opened inside the window: its first paragraph is whole)
        paras = paras[1:]
    template = False
    closing = (-1, "")  # a request line glued to code or output, and how much prose came before it
    # the message's own last paragraph: under a heading it may still be the person's request about what the
    # headings hold (a pasted issue's "### Steps" ... then "give me a summary of this")
    last = len(paras) - 1 if where != "head" else -1
    while last >= 0 and not paras[last].strip():
        last -= 1
    for i, p in enumerate(paras):
        if not p:
            continue
        if not template and (kept or asked) and first_char(p) == "#" and p.lstrip("#")[:1] in (" ", "\t"):
            template = True
        if _is_prose(p):
            p = p.strip()
            if not p:
                continue
            if i == last and not kept and ": " in p and "\n" in p:  # the person's prose, nothing pasted below
                p = _ask_above_context(p)
            if template:
                note = 0 if i == last and kept and _addresses(p) and not _is_note(p) else 1
            elif len(paras) > 1 or cut:
                note = _is_note(p)
            else:
                # a head window that is one paragraph: an environment block's facts ("Today's date is ...", "My
                # operating system is: ...") a client sent in the ask's message, cut by the window, are still its
                note = 1 if where == "head" and _is_note(p) == 2 else 0
            if note == 1:
                notes.append(p)
            elif note == 0:
                kept.append(p)
        elif not _is_listing(p) and _is_note(p.strip()) != 2:
            # only at the edges of the person's prose: inside a template, a line glued to a block is the client's
            block = p.strip()
            # (a label line above it opens nothing: "Request from the #dev-help channel:" over the request)
            opens = where != "tail" and (not kept or all(_labels_only(k) for k in kept))
            glued = _glued_request(block, opens, where != "head")
            if glued:
                closing = (len(kept), glued)
            code += len(block) - len(glued)
    at, glued = closing
    if glued and (at == 0 or at == len(kept)):  # it opens or closes the person's prose
        kept.insert(at, glued)
    if len(kept) > 1:  # a label whose material was cut out below it names the material, not the task
        kept = [p for p in kept if not _labels_only(p)] or kept
    if outside:  # beside a tagged ask: code the message supplies counts, the template's prose does not
        c, f, m = _supplied_code(outside, where)
        code, fences, named = code + c, fences + f, named + m
    if blocks:  # attached in a file or selection block: all of its code is attached under a name
        c, f, _ = _supplied_code(blocks, where)
        code, fences, named = code + c, fences + f, named + c
    return "\n\n".join(kept), "\n".join(notes), wrapped, code, fences, named


# a line of context a tracker or a form glues under the person's request: a short label, a colon, then prose
# ("Context: the export page times out ...", "Bug report from support: ...", "Spike outcome: ..."); the lines from
# it on describe the work item the request was asked beside, in the tool's words
_CONTEXT_LINE: Final = re.compile(r"\n(?=[^\W\d_][^\n:?]{0,30}: \S)")
_CONTEXT_LABEL_WORDS: Final = 4
_CONTEXT_PROSE_WORDS: Final = 6  # words after the label, its colon counted: a sentence, not a value
_FIELD_LABEL_WORDS: Final = 2  # a speaker's name or a record's field ("Title: ...") over the lines under it
# what a work item's context is called ("Bug report from support:", "Spike outcome:", "Meeting notes 12 Mar:")
_CONTEXT_NOUNS: Final = frozenset(
    ("context", "background", "notes", "note", "outcome", "report", "description", "summary", "details", "ticket",
     "issue", "story", "epic", "criteria", "status", "comment", "comments", "thread", "done")
)  # fmt: skip
_ITEM_MARKS: Final = ("", "-", "*", "#", ">", "|", "[", "•")
# labels under which a person writes the ask itself ("Task: ...", "Question: ...")
_ASK_LABELS: Final = frozenset(
    ("task", "question", "request", "ask", "goal", "instruction", "instructions", "prompt", "query", "objective")
)


def _ask_above_context(p: str) -> str:
    """The message's only prose paragraph, opening with a line of the person's, cut before a labelled context line
    under it (`_CONTEXT_LINE`: a noun for a label, a sentence after it); `p` unchanged otherwise."""
    nl = p.find("\n")
    first = p[:nl]
    if first[-1:] in (":", "：") or first[:1] in _ITEM_MARKS or (first.isascii() and first.count(" ") < 2):
        return p  # a line introducing what follows ("please work on the following request:"), an item, a label
    m = _CONTEXT_LINE.search(p, nl)
    if m is None:
        return p
    head = _CONTEXT_LINE.match("\n" + first)
    if head is not None and len(first[: first.find(": ")].split()) <= _FIELD_LABEL_WORDS:
        return p  # labelled lines from the first on: a record's fields or a thread's speakers, read as such
    colon = p.find(": ", m.end())
    label = p[m.end() : colon]
    words = label.split()
    if len(words) > _CONTEXT_LABEL_WORDS or _CONTEXT_NOUNS.isdisjoint(words) or not _ASK_LABELS.isdisjoint(words):
        return p  # a request with a colon ("draft a reply: ..."), an output's line ("Caused by: ..."), a speaker
    end = p.find("\n", colon)
    if len(p[colon : end if end >= 0 else len(p)].split(None, _CONTEXT_PROSE_WORDS)) <= _CONTEXT_PROSE_WORDS:
        return p  # a short value ("Error: connection refused") is the person's own paste of what they saw
    return p[: m.start()]


def _glued_request(p: str, opens: bool, closes: bool) -> str:
    """The request line opening (`opens`: no prose came before) or closing (`closes`) a paragraph of pasted code
    or output, glued to it by one newline ("make it green." under a CI log, "add a docstring to parse_header" over
    the function), else ""."""
    if len(p) < _MATERIAL_MIN or "\n" not in p:
        return ""
    if opens:
        first = p[: p.find("\n")]
        if request_line(first):
            return first
    if closes:
        last = p[p.rfind("\n") + 1 :]
        if request_line(last):
            return last
    return ""


def request_line(line: str) -> bool:
    """A person's request on a line of its own: unindented prose of three words or more that opens with a request,
    question or task word (`_opens_ask`, `_requests`; "CI is red on main since this morning. make it green." has one
    in its second sentence), or a line in a script without spaces holding a task marker. An output's or code's line
    ("return out", "make: *** [all] Error 2") is not one."""
    if not line or line[0] in " \t" or not _requests(line):
        return False
    if " " not in line:  # a script written without spaces: `_requests` found a task marker or a question
        return not line.isascii()
    return len(line.split()) >= 3 and _sentence_asks(line)


def _sentence_asks(line: str) -> bool:
    """One of the line's sentences asks (`_opens_ask`)."""
    return any(_opens_ask(s) for s in _SENTENCES.split(line) if s.strip())


def _lone_heading(p: str) -> bool:
    """A markdown heading line alone ("# Core Mandates"): under a client's note at the end of a head window, the
    title of a section the window cut off (a system prompt sent in the user's message), not the ask."""
    return p[:1] == "#" and "\n" not in p and p.lstrip("#")[:1] == " " and len(p.split()) <= _LABEL_WORDS + 1


def _labels_only(p: str) -> bool:
    """A paragraph of colon lines that name material (`_names_material`: "Attached context:\nSelected code in
    `a.ts`:", "Currently open file `main.go`:")."""
    if p[-1:] not in ":：" or _holds_output_label(p):  # (most paragraphs end in prose: one char decides)
        return False  # "Output (exit code 1):": a label of command output is the loop's evidence, not a name
    return all(_names_material(line) for line in p.split("\n") if line.strip())


def _names_material(line: str) -> bool:
    """A short colon line that asks nothing: a label ("Selected code in `a.ts`:"), not a harness's sentence about
    what came back ("The updated file has lint errors after the edit was applied:")."""
    if line.rstrip()[-1:] not in ":：":
        return False
    return len(_without_inline_code(line).split()) <= _LABEL_WORDS and not _opens_ask(line)


_LABEL_WORDS: Final = 6


_OUTPUT_LABELS: Final = ("output", "exit code", "executed", "result", "returned", "stdout", "stderr")


def _holds_output_label(p: str) -> bool:
    for w in _OUTPUT_LABELS:  # noqa: SIM110 (a plain loop: no generator on a short paragraph)
        if w in p:
            return True
    return False


def _opens_ask(line: str) -> bool:
    """A line that asks: it opens with a request word, a question word or a task verb, or addresses the reader
    ("Here is my code, can you fix it:"); a line in another script is taken as asking."""
    if not line.isascii():
        return True
    words = _without_inline_code(line).split()
    if not words:
        return False
    opening = words[0].strip(",;:'\"")
    return (
        opening in _REQUEST_WORDS or opening in lx.QUESTION_OPENERS or opening in _MODALS
        or _verb(opening) or not _ADDRESS.isdisjoint(_word_set(line))
    )  # fmt: skip


def _verb(word: str) -> bool:
    """A task word of the lexicon's verb groups that is not an output's noun ("fix", "explain", "add", "find")."""
    return lx.WORD_GROUP.get(word, -1) in _VERB_GROUPS and word not in _OUTPUT_NOUNS


_MODALS: Final = frozenset(("can", "could", "would", "will"))
_ADDRESS: Final = frozenset(("you", "please", "pls", "plz", "me"))


def named_files(t: str, end: int = 700) -> set[str]:
    """Distinct file names mentioned in `t[:end]` ("update a.py and b/c.ts" names two), at most 5."""
    seen: set[str] = set()
    for m in _EXT.finditer(t, 0, end):
        i = m.start()
        lo = i - 80 if i > 80 else 0
        j = max(t.rfind(" ", lo, i), t.rfind("\n", lo, i), t.rfind("`", lo, i), lo - 1)
        if i - j > 1:
            seen.add(t[j + 1 : m.end()])
            if len(seen) >= 5:
                break
    return seen


def _count_paths(t: str) -> int:
    return len(named_files(t))


# a plain-text label that opens the ask in a framework's template: a line opening with at most two words and
# one of these nouns, then a colon ("Question: ...", "Current Task: ...", "The user asked: ..."), or a heading naming
# one ("# Task")
_LABEL_NOUNS: Final = (
    "task", "question", "request", "query", "goal", "objective", "asked", "task description", "pr description",
    "prompt", "reply", "message", "comment",
)  # fmt: skip
# nouns that label the ask only after a word naming the person ("The user's latest prompt:", "User reply:"); alone
# they label the client's own text ("System prompt:", "Commit message:")
_USER_NOUNS: Final = ("prompt", "reply", "message", "comment")
# nouns that label the ask only as a field of their own ("ISSUE:", "Problem statement:" opening a line): in a
# sentence they are the task's own words ("fix the issue: ...")
_FIELD_NOUNS: Final = ("issue", "problem statement", "problem", "bug report")


_FORWARD: Final = frozenset(("following", "this", "the", "your", "my", "next", "current", "new", "latest"))
_BACKWARD: Final = frozenset(("earlier", "previous", "prior", "last", "original", "old", "parent", "above"))


# what `_label_end` steps over between a label's noun (and its plural "s") and the colon or the heading's line end
_LABEL_GAP: Final = " \t*_]"  # "]": a bracketed field label ("[Problem statement]:")


def _label_end(t: str, i: int, noun: str, field: bool = False) -> int:
    """The end of an ask label whose noun starts at `i` (the slot starts there), or -1 when the line is not
    such a label (a field noun: the line opens with it)."""
    line = t.rfind("\n", 0, i) + 1
    lead = t[line:i]
    if field and lead.strip(" \t#["):
        return -1
    j = i + len(noun)
    if t.startswith("s", j):
        j += 1
    if i > 0 and (t[i - 1].isalnum() or t[i - 1] == "_"):
        return -1  # inside a word ("subtask", "bequest")
    while j < len(t) and t[j] in _LABEL_GAP:  # "**Question**:" (markdown emphasis around the label)
        j += 1
    heading = lead.strip(" \t").strip("#")
    if lead.lstrip(" \t").startswith("#") and not heading.strip() and (j == len(t) or t[j] == "\n"):
        return j  # "# Task" on a line of its own
    if j >= len(t) or t[j] != ":":
        return -1
    # at most two words before the noun, past a heading's or emphasis's marks ("# User's Question:"); four
    # when the label ends its line and points at what follows ("Consider the following task:"), not back at an
    # earlier one ("Context from the earlier task:")
    words = [w for w in (w.strip("#*_>[").replace("'", "") for w in lead.split()) if w]
    if any(not w.isalpha() for w in words):
        return -1
    if noun in _USER_NOUNS and not {"user", "users"} & {w.lower() for w in words}:
        return -1
    if len(words) > 2:
        own_line = t.startswith("\n", j + 1) or j + 1 == len(t)
        if not own_line or len(words) > 4 or words[-1] not in _FORWARD or not _BACKWARD.isdisjoint(words):
            return -1
    j += 1
    while j < len(t) and t[j] in "*_":  # "**Question:**"
        j += 1
    return j


# where a template resumes after its ask slot: the protocol's next step, the expected answer, "Begin!",
# the close of the block holding the slot, the template's next section ("### Transcript", a field label alone
# on its line after a blank line); `_THIRD_PERSON` below
_SLOT_END: Final = re.compile(
    r"\n[ \t]*(?:(?:thought|action|action input|observation|final answer|answer)\b|begin!|expected output|"
    r"this is the expected|this is what a good|you must return|your final answer|#{2,6}[ \t]|</[a-z]|"
    r"\n[ \t]*[a-z][a-z _\-]{1,30}:[ \t]*(?=\n))"
)
# a ReAct layout's note that its steps repeat ("... (this Thought/Action/Action Input/Observation can repeat N times)"),
# within this many chars after its "Question:" line, and its last line ("Final Answer: the final answer to ...")
_LAYOUT_REPEAT: Final = re.compile(r"\n[ \t]*(?:\.\.\.|\()[^\n]{0,80}\brepeat")
_LAYOUT_SPAN: Final = 600
_LAYOUT_END: Final = re.compile(r"\n[ \t]*final answer:")
# a line that speaks of the slot in the third person: the template resuming ("Based on the user's request, ...")
_THIRD_PERSON: Final = re.compile(r"the user'?s (?:request|question|query|message|prompt|task|input|instructions?)\b")
_THIRD_PERSON_LEAD: Final = 80  # chars of its line before the words
_SIDE_STEMS: Final = ("title", "summar", "commit", "topic", "compact", "condense", "recap", "headline")


_ENCLOSING: Final = 8  # opening tags looked at, backwards from a label, for the block that holds it


def _in_envelope(t: str, i: int) -> bool:
    """Position `i` sits inside a closed block whose tag does not name the ask (`_keep_name`): the client's
    own text (`<instructions>` holding the template's "# Task" heading after the person's `<pr_description>`)
    or pasted material (`<file>`)."""
    j = t.rfind("<", 0, i)
    seen = 0
    while j >= 0 and seen < _ENCLOSING:
        m = _OPEN.match(t, j)
        if m is not None:
            seen += 1
            name = m.group(1)
            close = t.find("</" + name, m.end())
            if close > i:
                return not _keep_name(name)
        j = t.rfind("<", 0, j)
    return False


def _checked_nouns(nouns: tuple[str, ...]) -> tuple[str, ...]:
    """`_label_spots` finds every noun `_label_end` accepts only while no noun ends in a gap char (the gap is read
    back from its colon), none is shorter than the three chars it is looked up by, and none overlaps itself
    (`str.rfind` from an occurrence steps past an overlapping one): checked here."""
    for n in nouns:
        if len(n) < 3 or n[-1] in _LABEL_GAP or any(n.startswith(n[-k:]) for k in range(1, len(n))):
            raise ValueError("label nouns must be 3+ chars, not end in a gap char nor overlap themselves")
    return nouns


_NOUNS: Final = _checked_nouns(_LABEL_NOUNS + _FIELD_NOUNS)


def _noun_tails() -> dict[str, list[tuple[str, int]]]:
    """The nouns by the last three chars of the noun or of its plural: (noun, 1 for the plural "s")."""
    tails: dict[str, list[tuple[str, int]]] = {}
    for n in _NOUNS:
        tails.setdefault(n[-3:], []).append((n, 0))
        tails.setdefault((n + "s")[-3:], []).append((n, 1))
    return tails


_NOUN_TAILS: Final = _noun_tails()


def _label_spots(t: str) -> dict[str, list[int]]:
    """Per noun, the offsets (last first) of its occurrences that an optional "s" and gap chars take to a colon or
    to the end of a line holding a "#": the only ones `_label_end` can accept. Read back from each colon and each
    such line's end (memchr-found), where one `str.rfind` per noun read the whole text for each."""
    ends: list[int] = []
    c = t.find(":")
    while c >= 0:
        ends.append(c)
        c = t.find(":", c + 1)
    h = t.find("#")
    while h >= 0:
        e = t.find("\n", h)
        if e < 0:
            ends.append(len(t))
            break
        ends.append(e)
        h = t.find("#", e)
    spots: dict[str, list[int]] = {}
    for k in ends:
        while k > 0 and t[k - 1] in _LABEL_GAP:
            k -= 1
        nouns = _NOUN_TAILS.get(t[k - 3 : k]) if k >= 3 else None  # (most colons follow no noun's last chars)
        if nouns is not None:
            for n, plural in nouns:
                if t.endswith(n, 0, k - plural):
                    spots.setdefault(n, []).append(k - plural - len(n))
    for got in spots.values():
        got.sort(reverse=True)
    return spots


def _after_label(t: str, cut: bool = False) -> str:
    """The ask slot of a template: the text after the last ask label, up to where the template resumes;
    `t` unchanged when no label opens a line (or the message opens with a side task: "Give this a title.
    Task: ..." asks for the title). `cut`: `t` is a tail window, whose first line is not the message's opening
    (only the label's own line is read for a side task)."""
    return _label_slot(t, cut)[0]


def _label_slot(t: str, cut: bool = False) -> tuple[str, bool]:
    """`_after_label`'s slot, and whether the template resumes after it inside `t` (the slot is closed)."""
    if ":" not in t and "#" not in t:
        return t, False
    spots = _label_spots(t)
    if not spots:
        return t, False
    best, best_end = -1, -1
    # noun by noun, each from its last occurrence back (`_label_end` rejects every occurrence not in `spots`)
    for noun in _NOUNS:
        got = spots.get(noun)
        if got is None:
            continue
        field = noun in _FIELD_NOUNS
        for i in got:
            if i <= best:
                break
            e = _label_end(t, i, noun, field)
            # a label with nothing after it is where the answer goes ("Response to the questions:")
            if e >= 0 and t[e : e + 200].strip() and not _in_envelope(t, i):
                best, best_end = i, e
                break
    if best < 0:
        return t, False
    line = t.rfind("\n", 0, best) + 1
    # the message's first line, when the label is not on it (a tail window's own first line is a cut one: a tool
    # listing's "... with titles, urls and snippets" asks for no title)
    opening = "" if cut else t[:line].partition("\n")[0][:160]
    if opening[:1] == "#":  # a heading names a section ("## GitHub PR Title"), it asks for nothing
        opening = ""
    if any(w in opening for w in _SIDE_STEMS) or any(w in t[line:best] for w in _SIDE_STEMS):
        # the message opens asking for a title or summary of what the label introduces ("Title this request:")
        return t, False
    rest = t[best_end:].lstrip(" \t")
    stop = _slot_stop(rest)
    closed = 0 < stop <= len(rest)
    slot = rest[:stop] if closed else rest
    if closed and _LAYOUT_REPEAT.search(rest, stop, stop + _LAYOUT_SPAN) is not None:
        # the label opens the template's own layout ("Question: the task you have to solve\nThought: ...\n...
        # (Thought/Action/Observation repeats as needed)\n...Final Answer: ..."): the task follows the layout
        end = _LAYOUT_END.search(rest, stop)
        after = rest[rest.find("\n", end.end()) + 1 :] if end is not None and "\n" in rest[end.end() :] else ""
        if after.strip():
            return after, False
    if slot.lstrip("\n").startswith("```\n"):
        # the ask quoted in a bare fence under its label: the person's words, not code; the fence closes at the
        # slot's last bare fence line (the ask may hold fenced code of its own)
        slot = slot.lstrip("\n")
        close = slot.rfind("\n```")
        if close > 3 and slot[close + 4 : close + 5] in ("", "\n"):
            slot = slot[4:close]
    return (slot, closed) if slot.strip() else (t, False)


def _slot_stop(rest: str) -> int:
    """Where the template resumes in `rest`, the text after an ask label (a cut in `rest`: its next section,
    protocol step or a line speaking of the slot in the third person); len(rest) + 1 when it does not."""
    end = _SLOT_END.search("\n" + rest)
    stop = end.start() if end is not None else len(rest) + 1  # a position in "\n" + rest: its newline
    # (found by a plain search, matched where it is found: a regex searched through a long message costs it)
    j = rest.find("the user", 0, stop)
    while j >= 0:
        if (j == 0 or not rest[j - 1].isalnum()) and _THIRD_PERSON.match(rest, j) is not None:
            line = rest.rfind("\n", 0, j) + 1
            if j - line <= _THIRD_PERSON_LEAD:
                return line
        j = rest.find("the user", j + 8, stop)
    return stop


# words that point at material the message supplies ("summarize this", "translate the above", "fass das
# zusammen", "traduis ceci"); a line holding one, or opening the message and ending in a colon, introduces it
_POINTER_WORDS: Final = (
    "this these that it them here below above following attached pasted "
    "das dies diese diesen dieses folgende folgenden unten oben "
    "esto este esta estos estas eso siguiente abajo arriba "
    "ceci cela ça ce cette ces suivant suivante ci-dessous ci-dessus "
    "isso isto este esta estes seguinte abaixo acima "
    "questo questa questi quello seguente sotto sopra "
    "dit deze onderstaande hieronder hierboven "
    "это этот эту эти этого ниже выше "
    "tę tego poniżej powyżej "
    "bu şu bunu şunu aşağıdaki"
)
_POINTERS: Final = frozenset(_POINTER_WORDS.split())
_CJK_POINTERS: Final = ("这", "這", "以下", "これ", "この", "이거", "이 ", "다음")
_MATERIAL_MIN: Final = 160  # chars of material beside the line: a document, not a clause
# below a line that opens the message asking about what follows ("From this list, write release notes:",
# "以下のメモを要約して。"): a short list or note is already what the ask is about
_OPENED_MIN: Final = 120  # chars
_CODE_CHARS: Final = frozenset("{}=<>$`|\\")
# a colon line with any parenthesis is material's own opening ("Traceback (most recent call last):")
_CODE_OR_PARENS: Final = _CODE_CHARS | {"(", ")"}


def _code_like(line: str) -> bool:
    """A line holding code characters. A parenthesis counts only as a call's or a signature's, right after a
    name ("parse(x)"): a prose aside ("what severity (S1-S4)?", "translate it (keep the headings)") is a
    person's."""
    if not _CODE_CHARS.isdisjoint(line):
        return True
    i = line.find("(")
    while i >= 0:
        if i and (line[i - 1].isalnum() or line[i - 1] == "_"):
            return True
        i = line.find("(", i + 1)
    return False


# "it" and "them" close an instruction about its own result too ("keep it under 1000 words"): a closing
# line points back at material only through the others
_BACK_POINTERS: Final = _POINTERS - {"it", "them"}


def _points(line: str, pointers: frozenset[str] = _POINTERS) -> bool:
    """A short prose line that refers to material ("summarize this in three bullets", "what went wrong here?")."""
    if not line or len(line) > 120 or _code_like(line) or line[0] in "#-*>[/@0123456789":
        return False
    words = [w.strip(".,!?;:'\"") for w in line.split()]
    if not pointers.isdisjoint(words):
        return True
    return not line.isascii() and any(m in line for m in _CJK_POINTERS)


def _side_lead(line: str) -> bool:
    """A colon line asking for a title or summary of what follows ("title this request:", "summarize:")."""
    return not _code_like(line) and any(w in line for w in _SIDE_STEMS)


def split_lead(text: str) -> str:
    """The instruction line of an ask that is one line beside pasted material, else "".

    The line opens the message ending in a colon or pointing at what follows, or closes it pointing at what
    came before; the rest holds at least `_MATERIAL_MIN` chars. A colon line asking for a title or summary
    needs no more than a clause under it; a short request paragraph opening or closing the text needs a
    document beside it (`_request_paragraph`). Reading the words of a pasted email or log as the task made
    "summarize this" over a change request score as the change itself. Last, a request line (`_requests`) glued
    to a document by a single newline opens or closes it."""
    if "\n" not in text:
        return ""
    nl = text.find("\n")
    first = text[:nl].strip()
    if first and first[-1] in ":：" and len(first) <= 80 and len(text) - nl > 20 and _side_lead(first):
        return first  # "Title this request:" above any text: the title is the task, whatever the text's size
    if len(text) < _OPENED_MIN + 8:
        return ""
    if first and len(text) - nl > (_OPENED_MIN if _asks_of_what_follows(first) else _MATERIAL_MIN):
        # a code line ending in a colon ("def f(x):", "Traceback (most recent call last):") is material's own
        colon = first[-1] in ":：" and ": " not in first[:-1] and first[0] not in "#-*>[/@$`"
        opening = (colon and len(first) <= 160 and _CODE_OR_PARENS.isdisjoint(first) and _instructs(first)) or (
            _points(first)
        )
        if opening:
            # a line that only introduces the material ("my colleague sent me this:", "设计文档节选："), asking nothing
            # itself, and a question or a request closing it: that is the ask
            end = text.rstrip().rfind("\n")
            last = text[end + 1 :].strip()
            if (
                end > nl and (asks_question(last) or request_line(last))
                and not opens_request(first) and not asks_question(first)
            ):  # fmt: skip
                return last
            return first
    if len(text) < _MATERIAL_MIN + 8:
        return ""
    nl = text.rstrip().rfind("\n")
    last = text[nl + 1 :].strip()
    if nl > _MATERIAL_MIN and last and last[-1] not in ":：" and _points(last, _BACK_POINTERS):
        return last
    para = _request_paragraph(text)
    if para:
        return para
    # a request line glued to the document with a single newline ("severity?\n[RAP-58] PDF export ...")
    if _requests(first) and _document(text[text.find("\n") :]):
        return first
    if _requests(last) and last[-1] not in ":：" and _document(text[:nl]):
        return last
    return ""


def _asks_of_what_follows(first: str) -> bool:
    """An opening line that asks the reader for something about what follows: a request word in it ("From this
    list, write release notes:"), or a pointer in a script the word lists cannot read ("以下のメモを要約して。"). A
    harness's line introducing the task ("Below is the issue we are working on:") or a bare label ("设计文档节选：")
    is neither, so it needs a document's length below it to count as a lead."""
    if first.isascii():
        return not _REQUEST_WORDS.isdisjoint(_word_set(first))
    return any(m in first for m in _CJK_POINTERS)


def _word_set(text: str) -> set[str]:
    """The text's words without the punctuation around them, for lookups in word sets."""
    return {w.strip(".,!?;:'\"()") for w in text.split()}


# words of a line that names who wrote the text below it ("On Tue, Alice wrote:")
_ATTRIBUTION: Final = frozenset(("wrote", "writes", "said", "says", "commented", "replied"))


def _instructs(line: str) -> bool:
    """A colon line that asks something ("translate to French:", "what's wrong:") rather than only naming
    who or what follows ("Comment by @zoe:", "Customer email:", "Workspace context:"); a line in another script
    is taken as it is. A task word counts as a verb's (`_verb`): the breadth and scope groups' nouns name material."""
    words = _word_set(line)
    if " by @" in line or " from @" in line or not _ATTRIBUTION.isdisjoint(words):
        return False
    if not line.isascii():
        return True
    return (
        not _REQUEST_WORDS.isdisjoint(words) or any(_verb(w) for w in words)
        or not lx.QUESTION_OPENERS.isdisjoint(words) or "can" in words
    )  # fmt: skip


# words of a request to the reader, beside the lexicon's task words: politeness, address, and verbs of a text
# task about the material ("draft a reply", "give me the gist", "rate its severity")
_REQUEST_WORDS: Final = frozenset(
    (
        "please", "pls", "plz", "tl;dr", "tldr", "you", "me", "us", "draft", "write", "reply", "answer", "rewrite",
        "rephrase", "shorten", "give", "tell", "turn", "extract", "classify", "label", "triage", "rate", "estimate",
        "suggest", "propose", "outline",
    )
)  # fmt: skip
_REQUEST_MAX: Final = 200  # chars of a request paragraph beside a document


def _request_paragraph(text: str) -> str:
    """A short paragraph that opens or closes the text and asks something of the reader (a question, a
    request word, a task word of the lexicon) beside a document of several lines: "tl;dr please" above a
    pasted thread, "draft a reply saying ..." below an email. Without a pointer word ("this", "above") the
    line rules above miss it, and the document's words were read as the task."""
    if "\n\n" not in text:
        return ""
    t = text.strip()
    paras = t.split("\n\n")
    first, last = paras[0].strip(), paras[-1].strip()
    if _requests(first) and _document(t[len(paras[0]) :]):
        return first
    if len(paras) > 1 and _requests(last) and last[-1] not in ":：" and _document(t[: -len(paras[-1])]):
        return last  # (a closing colon line introduced what was cut out below it: a format, a file)
    return ""


def caption_asks(line: str) -> bool:
    """A colon line above code that asks something itself ("Translate this Python to idiomatic Go:", "把这段代码改成
    …："), not an editor's caption naming what it attaches ("Selected code in `a.ts`:", "Relevant code:")."""
    return opens_request(line) or (_instructs(line) and not _names_material(line))


def opens_request(line: str) -> bool:
    """A colon line a person opens a request with, above what it quotes ("Explain this stack trace to me line by
    line:"): its first word is a task or request word, and not an output heading's ("Error: ...:", "Build
    failed:"); a harness's preface ("I ran this command:", "Output:") opens with neither."""
    if not line or line[-1] not in ":：" or not _CODE_OR_PARENS.isdisjoint(line):
        return False
    opening = line.split(None, 1)[0].lower().strip(",:：")
    return opening not in _OUTPUT_NOUNS and (opening in lx.VOCAB or opening in _REQUEST_WORDS)


# first words of an output's own heading line that the lexicon also holds
_OUTPUT_NOUNS: Final = frozenset(("error", "errors", "traceback", "build", "test", "tests", "files", "warning"))
# lexicon groups whose words open a request sentence as verbs ("Fix ...", "Explain ...", "Add ...", "Find ..."); the
# breadth and scope groups hold nouns and quantifiers an output's sentence opens with too ("All 12 checks ...")
_VERB_GROUPS: Final = frozenset(
    lx.GROUPS.index(g) for g in ("build", "fix", "run", "explain", "small", "side", "add", "explore")
)
_SENTENCE_END: Final = ".!。！"
_SENTENCES: Final = re.compile(r"(?<=[.!?])\s+|[。！？]")


def asks_in_sentence(line: str) -> bool:
    """A prose line, ending a sentence, that asks something of the reader in one of its sentences ("Explain this
    error.", "This blows up at checkout. Find the cause and fix it.", "解释一下这个错误。"): a sentence opens with a
    request, question or task word (`_opens_ask`); a line in a script without spaces holds a task marker. An
    output's own first line ("Ran 12 tests in 0.3s.", "All checks passed.") opens with none."""
    if not line or line[-1] not in _SENTENCE_END or _code_like(line) or line[0] in "#-*>[/@$|":
        return False
    if " " not in line:
        return not line.isascii() and any(m in line for m, _ in lx.SCRIPT_MARKERS)
    return _sentence_asks(line.lower())


_QUESTION_MARKS: Final = re.compile(r"[?？]")
_QUESTION_WORDS: Final = 3  # words of a sentence ending in a question mark: "why?" alone may be a log's


def asks_question(line: str) -> bool:
    """A prose line with a question to the reader in one of its sentences, wherever it stands ("cosa vogliono dire
    questi warning? spiegami la regola", "why does this fail? the test passed yesterday"): a sentence of three
    words or more (four chars in a script without spaces) ending in a question mark."""
    if not line or line[0] in " \t#-*>[/@$|" or _code_like(line) or ("?" not in line and "？" not in line):
        return False
    for part in _QUESTION_MARKS.split(line)[:-1]:
        k = max(part.rfind(c) for c in _SENTENCE_END)
        sentence = part[k + 1 :].strip()
        if len(sentence.split()) >= _QUESTION_WORDS or (not sentence.isascii() and len(sentence) >= 4):
            return True
    return False


def _addresses(p: str) -> bool:
    """A request paragraph (`_requests`) that speaks to the reader: a question, a request word ("please",
    "give me", "draft") or a word pointing back at the material; a template's closing rule ("Every response must
    contain exactly one action.") names task words only."""
    if not _requests(p):
        return False
    if p[-1] in "?？" or _points(p, _BACK_POINTERS):
        return True
    return not _REQUEST_WORDS.isdisjoint(_word_set(p))


def _document(rest: str) -> bool:
    """Material beside a request paragraph: at least `_MATERIAL_MIN` chars on four or more lines."""
    return len(rest) >= _MATERIAL_MIN and rest.count("\n") >= 3


def _requests(p: str) -> bool:
    """One or two prose lines addressed to the reader: a question, a request word or a task word."""
    if not p or len(p) > _REQUEST_MAX or p.count("\n") > 1 or _code_like(p):
        return False
    if p[0] in "#-*>[/@0123456789|" or ": " in p[:30]:
        return False
    if p[-1] in "?？":
        return True
    if p[-1] in ":：" and "\n" not in p:  # a label line ("Workspace context:") unless it instructs
        return _instructs(p)
    words = _word_set(p)
    if not _REQUEST_WORDS.isdisjoint(words) or not lx.VOCAB.isdisjoint(words):
        return True
    return not p.isascii() and any(m in p for m, _ in lx.SCRIPT_MARKERS)


def _without_open_step(t: str) -> str:
    """`t` without a ReAct prompt's closing "Thought:" line, the model's open step: protocol, not the ask."""
    end = len(t.rstrip())
    return t[: end - len(OPEN_STEP)] if t.endswith("\n" + OPEN_STEP, 0, end) else t


# Gemini CLI's at-command: "@docs/guide.md" in the person's line, the file's content appended under this delimiter
_REFERENCED: Final = "--- content from referenced files ---"
_REFERENCED_END: Final = "--- end of content ---"
_AT_PATH: Final = re.compile(r"(?<![\w@])@[\w.~-]*[/.][\w./~-]*\w[ \t]?")


def _without_references(t: str) -> str:
    """`t` without the at-command's delimiter line and the "@path" mentions it answers: the files are attached
    under it, so their names are not the person's pointing at the workspace."""
    i = t.find(_REFERENCED)
    return _AT_PATH.sub("", t[:i]) + t[i + len(_REFERENCED) :].replace(_REFERENCED_END, "")


def extract_ask(head: str, tail: str) -> Ask:
    """`head`/`tail` are the lower-cased windows of the last user message (`tail` empty if it fit)."""
    react = False
    if head[:2] == "<@" or head[:1] == "[" or ": " in head[:48]:
        head = _without_address(head)
    if ":\n\n" in head[:200]:
        head = _without_provenance(head)
    if head[:5] == "from:" or "new " in head[:120]:
        head = _past(_CONVERSATION_OPENER, _past(_FRAMEWORK_HEADER, head))
    if "@" in head and _REFERENCED in head:
        head = _without_references(head)
    if tail and head.startswith(_SYSTEM_LABELS):
        # a system prompt an adapter sent as the user's message: the person's text ends it, after the paragraph the
        # tail window cut into (the prompt's own)
        cut = tail.find("\n\n")
        head, tail = tail[cut + 2 :] if cut >= 0 else tail, ""
    if tail:
        t0 = tail
        tail = _without_open_step(tail)
        react = tail is not t0
    else:
        head = _without_open_step(head)
    if tail:
        t2 = _after_label(tail, cut=True)
        if t2 is not tail:  # the ask opens in the tail: the head is preamble
            head, tail = t2, ""
        elif react:  # a ReAct prompt's head window starts at its task label: the ask opens there
            head = _after_label(head)
        else:
            # a template opening with the ask's slot ("The user asked: <a long paste>", then its own rules): the
            # slot runs until the template resumes, in the head or in the tail; what follows is the template's
            slot, closed = _label_slot(head)
            if slot is not head:
                head = slot
                tail = "" if closed else tail[: _slot_stop(tail)]
    else:
        head = _after_label(head)
    if ":" in head[:_CAPTION_LINE]:
        head = _past(_CAPTION, head)
    if not tail:
        text, notes, wrapped, code, fences, named = _prose(head, "all")
    else:
        a, na, w1, n1, f1, m1 = _prose(head, "head")
        b, nb, w2, n2, f2, m2 = _prose(tail, "tail", bool(a))
        if b and na and a[:1] == "#":  # the head window's prose is a client's: a note, then a heading it cut
            a = "\n\n".join(p for p in a.split("\n\n") if not _lone_heading(p))
        text, wrapped, code, fences, named = (a + "\n" + b).strip(), w1 or w2, n1 + n2, f1 + f2, m1 + m2
        notes = (na + "\n" + nb).strip() if not text else ""
    if not text:  # only note-like paragraphs: one of them is the person's ask ("make sure X handles Y")
        text = notes
    lead = split_lead(text)
    own = code - named if code > named else 0  # code attached under a file's name is supplied, not a vote
    share = own / (own + len(text)) if own else 0.0
    n_paths = _count_paths(text) if "." in text else 0
    if len(text) > MAX_ASK:
        text = text[:200] + "\n" + text[-(MAX_ASK - 200) :]
    return Ask(text, wrapped, share if share > 0.0 else 0.0, n_paths if n_paths < 5 else 5, fences, lead, named > 0)


# the words of a harness's fixed first user message when the task sits in its system prompt ("Choose the
# single next command and reply in the JSON format given above", "Determine exactly one command to use next
# based on the given goals and the progress you have made so far, and respond using the JSON schema specified
# previously", "Begin."): protocol, no task
_DRIVER_TEXT: Final = (
    "choose determine decide pick select use using give return output reply respond response answer "
    "produce make take perform execute run issue the a an your my one single exactly only just next first "
    "following best appropriate command commands action actions step steps tool tools function call move "
    "and or then to in with as of by for on from json schema format formatted specified given described "
    "defined shown above previously earlier before below continue proceed go ahead keep going resume start "
    "begin now please ok okay what which is should be will do we i you it me us valid must object "
    "that based goal goals progress have made so far toward towards moves"
)
_DRIVER_WORDS: Final = frozenset(_DRIVER_TEXT.split())
_DRIVER_MAX: Final = 32  # words: a longer message says more than the protocol


def is_driver(ask: str) -> bool:
    """The ask is a harness's protocol line with no task in it: every word is a `_DRIVER_WORDS` word."""
    words = ask.split(None, _DRIVER_MAX + 1)
    if not words or len(words) > _DRIVER_MAX:
        return False
    for w in words:
        w = w.strip(".,:;!?()\"'`*").lower()
        if w and w not in _DRIVER_WORDS:
            return False
    return True


_HARNESS_BLOCK_MAX: Final = 20_000  # chars of a message read as one harness block


def harness_block(text: str) -> bool:
    """The message is one tagged block of the client's own (`<system_instructions>`, `<system-reminder>`): a
    harness's standing orders sent as a user message after the person's, no task in it."""
    t = text.strip()
    if len(t) > _HARNESS_BLOCK_MAX or t[:1] != "<" or not t.endswith(">"):
        return False
    m = _OPEN.match(t[:240].lower())
    if m is None:
        return False
    name = m.group(1)
    if not any(k in name for k in _ENVELOPE):  # (such a name is never a kept one: `_keep_name`)
        return False
    close = "</" + t[1 : 1 + len(name)]  # as the client spelled it
    return t.find(close, m.end()) == t.rfind("</") == len(t) - len(close) - 1


_ITEM: Final = re.compile(r"\n[ \t]*(?:\d{1,2}[.)]|[-*•])[ \t]")


def system_task(sys_head: str) -> str:
    """The task a system prompt holds under a task label ("GOALS:", "## Task", "Your objective:"), lower-cased,
    or "" when it names none: where a harness that drives its loop with a fixed user line keeps the task.
    A list under the label is read by its first item: the task the person set, before the rules a harness
    adds to every run ("Terminate when the goals are met", "Keep changes minimal")."""
    t = sys_head.lower()
    slot = _after_label(t)
    if slot is t:
        return ""
    rest = "\n" + slot.lstrip("\n")
    first = _ITEM.match(rest)
    if first is None:
        return slot.strip()
    nxt = _ITEM.search(rest, first.end())
    return rest[first.end() : nxt.start() if nxt is not None else len(rest)].strip()
