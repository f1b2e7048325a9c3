"""Assemble ``asks.jsonl.gz`` from the hand-written lists in ``lists/``.

The corpus is a second, independent source of first-turn asks for the request classifier: many ways of
asking, in many natural languages, about code in many programming languages. Every ask template and every
code snippet is written by hand in ``lists/``; this script only fills slots (a function name, a file path,
a directory), attaches the supplied content as ``context`` and adds honest surface variation (casing,
dropped punctuation, a typo, a politeness prefix or suffix, a chat mention). It is deterministic: running
``python3 classifiers/corpus/asks/build.py`` rewrites the same bytes every time.

List format (``lists/<lang>.txt``)::

    @lang es                              natural language of the file
    @prefix hola, | oye,                  standalone greetings put before an ask (``|``-separated)
    @suffix gracias | por favor           politeness put after an ask
    ## single kind=docstring ctx=snippet  a block: label, kind tag, supplied content
    añade un docstring a {name}           one template per line
    ## pair kind=docstring                a minimal-pair block: ``S[ctx]:`` then ``L[ctx]:`` lines
    S[snippet]: añade un docstring a {name}
    L: añade docstrings a todas las funciones públicas del paquete

``ctx`` is ``none``, ``snippet`` (one of the code snippets), ``file`` (a whole pasted file holding the
snippet among others of its language), or a context kind from ``lists/contexts.txt`` (``schema``, ``diff``,
``error``, ``text``). A ``\\n`` in a template is a line break (bullet lists, tickets). A template starting
with ``<name> `` pins its snippet or context to the one of that name (an ask about a leaked file handle needs
the snippet that opens a file).
"""

from __future__ import annotations

import gzip
import io
import json
import random
import re
import sys
import textwrap
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
LISTS = HERE / "lists"
OUT = HERE / "asks.jsonl.gz"
SEED = 20261201

PLANG_NAMES = {
    "python": "Python", "typescript": "TypeScript", "javascript": "JavaScript", "go": "Go", "rust": "Rust",
    "java": "Java", "csharp": "C#", "c": "C", "cpp": "C++", "ruby": "Ruby", "php": "PHP", "kotlin": "Kotlin",
    "swift": "Swift", "bash": "Bash", "sql": "SQL", "yaml": "YAML",
}
TRANSLATE_TO = {
    "python": ["Go", "TypeScript", "Rust"], "typescript": ["Python", "Kotlin"], "javascript": ["TypeScript", "Python"],
    "go": ["Rust", "Python"], "rust": ["Go", "C++"], "java": ["Kotlin", "C#"], "csharp": ["Java", "TypeScript"],
    "c": ["Rust", "Go"], "cpp": ["Rust"], "ruby": ["Python", "Elixir"], "php": ["Python", "TypeScript"],
    "kotlin": ["Swift", "Java"], "swift": ["Kotlin"], "bash": ["Python", "PowerShell"], "sql": ["SQLAlchemy", "Prisma"],
    "yaml": ["GitLab CI"],
}
SLOTS = {
    "dir": ["src/billing", "app/auth", "services/search", "pkg/api", "lib", "internal/storage",
            "web/src/components", "backend/payments", "packages/ui", "cmd/worker"],
    "branch": ["feature/invoice-export", "fix/login-timeout", "jm/refactor-cache", "release/2.4",
               "dependabot/npm/axios-1.7", "feat/sso"],
    "endpoint": ["/api/orders", "/v1/users/:id", "/login", "/checkout", "/api/search", "/admin/reports"],
    "test": ["tests/test_billing.py", "spec/models/user_spec.rb", "src/__tests__/cart.test.ts",
             "internal/storage/store_test.go", "src/test/java/shop/OrderServiceTest.java"],
    "issue": ["#412", "#1287", "PROJ-318", "BUG-77", "#96"],
}


@dataclass(frozen=True)
class Snippet:
    """A hand-written code snippet a user may paste."""

    plang: str
    name: str
    file: str
    code: str


@dataclass(frozen=True)
class Block:
    """One block of templates: label, kind tag, supplied-content kind."""

    label: str
    kind: str
    ctx: str
    lines: tuple[str, ...]


@dataclass
class LangFile:
    """The templates and politeness phrases of one natural language."""

    lang: str
    prefixes: list[str]
    suffixes: list[str]
    blocks: list[Block]


def read_sections(path: Path) -> list[tuple[str, str]]:
    """Split a ``### header`` file into (header, body) pairs."""
    out: list[tuple[str, str]] = []
    header: str | None = None
    body: list[str] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("### "):
            if header is not None:
                out.append((header, "\n".join(body).rstrip("\n")))
            header, body = line[4:].strip(), []
        else:
            body.append(line)
    if header is not None:
        out.append((header, "\n".join(body).rstrip("\n")))
    return out


def load_snippets() -> list[Snippet]:
    """Load ``lists/snippets.txt``."""
    snippets = []
    for header, body in read_sections(LISTS / "snippets.txt"):
        plang, name, file = header.split()
        snippets.append(Snippet(plang, name, file, body))
    return snippets


def load_contexts() -> dict[str, list[tuple[str, str]]]:
    """Load ``lists/contexts.txt`` as (name, text) grouped by kind (schema, diff, error, text)."""
    out: dict[str, list[tuple[str, str]]] = {}
    for header, body in read_sections(LISTS / "contexts.txt"):
        kind, name = header.split()
        out.setdefault(kind, []).append((name, body))
    return out


def parse_attrs(text: str) -> dict[str, str]:
    """Parse ``key=value`` words."""
    return dict(word.split("=", 1) for word in text.split() if "=" in word)


def load_lang(path: Path) -> LangFile:
    """Parse one language file into blocks; a pair block becomes two parallel blocks sharing line order."""
    lang = path.stem
    prefixes: list[str] = []
    suffixes: list[str] = []
    blocks: list[Block] = []
    head: tuple[str, dict[str, str]] | None = None
    lines: list[str] = []

    def flush() -> None:
        if head is None:
            return
        mode, attrs = head
        kind = attrs["kind"]
        if mode == "pair":
            for i in range(0, len(lines) - 1, 2):
                s, lo = lines[i], lines[i + 1]
                ms = re.match(r"S(?:\[(\w+)\])?:\s*(.*)", s)
                ml = re.match(r"L(?:\[(\w+)\])?:\s*(.*)", lo)
                if not ms or not ml:
                    raise ValueError(f"{path.name}: bad pair lines {s!r} / {lo!r}")
                pid = f"pair:{lang}:{kind}:{i // 2}:{abs(hash_text(s + lo)) % 10**8}"
                blocks.append(Block("single_step", kind, ms.group(1) or "none", (pid + "\t" + ms.group(2),)))
                blocks.append(Block("long_horizon", kind, ml.group(1) or "none", (pid + "\t" + ml.group(2),)))
            if len(lines) % 2:
                raise ValueError(f"{path.name}: odd number of lines in pair block {kind}")
        else:
            blocks.append(Block(mode, kind, attrs.get("ctx", "none"), tuple(lines)))

    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.rstrip()
        if not line or line.startswith("#!") or line.startswith("//"):
            continue
        if line.startswith("@lang "):
            lang = line.split()[1]
        elif line.startswith("@prefix "):
            prefixes = [p.strip() for p in line[8:].split("|") if p.strip()]
        elif line.startswith("@suffix "):
            suffixes = [p.strip() for p in line[8:].split("|") if p.strip()]
        elif line.startswith("## "):
            flush()
            words = line[3:].split(maxsplit=1)
            mode = {"single": "single_step", "long": "long_horizon", "pair": "pair"}[words[0]]
            head, lines = (mode, parse_attrs(words[1] if len(words) > 1 else "")), []
        else:
            lines.append(line.replace("\\n", "\n"))
    flush()
    return LangFile(lang, prefixes, suffixes, blocks)


def hash_text(text: str) -> int:
    """A stable string hash (Python's ``hash`` is salted per process)."""
    h = 2166136261
    for ch in text.encode("utf-8"):
        h = ((h ^ ch) * 16777619) & 0xFFFFFFFF
    return h


LATIN = re.compile(r"(?<![\w./`{-])[A-Za-z]{5,}(?![\w./`}-])")  # whole words, not identifiers or paths


def typo(rng: random.Random, text: str, keep: str) -> str:
    """Swap two adjacent letters in one longer Latin-script word; never in an identifier or a filled slot."""
    words = [m for m in LATIN.finditer(text)
             if m.group() not in keep and not re.search(r".[A-Z]", m.group())]
    if not words:
        return text
    m = rng.choice(words)
    i = rng.randrange(m.start() + 1, m.end() - 1)
    return text[:i] + text[i + 1] + text[i] + text[i + 2:]


def lower_prose(text: str, names: tuple[str, ...]) -> str:
    """Lower-case the prose but not code: backtick spans and the filled names and paths keep their case."""
    out = "".join(part if i % 2 else part.lower() for i, part in enumerate(text.split("`")))
    for name in names:
        out = out.replace(name.lower(), name)
    return out


def vary(rng: random.Random, text: str, lf: LangFile, kind: str, keep: str, names: tuple[str, ...]) -> str:
    """Add the surface variation real users show; templates that carry their own style are left alone."""
    if "\n" in text:  # tickets and bullet lists keep their layout
        return text
    r = rng.random()
    if kind in {"chitchat", "meta"}:  # "hi" and "thanks!" take no politeness wrapper
        r = 1.0
    if r < 0.15 and lf.prefixes:
        p = rng.choice(lf.prefixes)
        sep = "" if lf.lang in {"zh", "ja"} else " "
        text = f"{p}{sep}{text[0].lower() + text[1:] if text[:2].isalpha() and not text[:2].isupper() else text}"
    elif r < 0.27 and lf.suffixes:
        text = f"{text.rstrip()} {rng.choice(lf.suffixes)}"
    r = rng.random()
    if r < 0.12:
        text = lower_prose(text, names)
    elif r < 0.20:
        text = text.rstrip(".!?。！？")
    if lf.lang in {"en", "es", "pt", "fr", "de", "it", "pl", "tr"} and rng.random() < 0.08:
        text = typo(rng, text, keep)
    if rng.random() < 0.04:
        text = f"@{rng.choice(['bot', 'codebot', 'assistant', 'ai'])} {text}"
    return text


def fill(rng: random.Random, template: str, snip: Snippet) -> str:
    """Fill the slots of one template from a snippet and the slot lists."""
    out = template
    targets = TRANSLATE_TO.get(snip.plang, ["Python"])
    values = {
        "name": snip.name, "file": snip.file, "plang": PLANG_NAMES[snip.plang],
        "other": rng.choice(targets), "basename": snip.file.rsplit("/", 1)[-1],
    }
    for key, val in values.items():
        out = out.replace("{" + key + "}", val)
    for key, vals in SLOTS.items():
        while "{" + key + "}" in out:
            out = out.replace("{" + key + "}", rng.choice(vals), 1)
    if re.search(r"\{[a-z]+\}", out):
        raise ValueError(f"unfilled slot in {template!r}")
    return out


COMMENT = {"python": "#", "ruby": "#", "bash": "#", "yaml": "#", "sql": "--"}


def whole_file(snip: Snippet, snippets: list[Snippet]) -> str:
    """A pasted file: every snippet of the same programming language, headed by the snippet's path."""
    same = [s.code for s in snippets if s.plang == snip.plang and s is not snip]
    parts = [*same[: len(same) // 2], snip.code, *same[len(same) // 2:]]
    return f"{COMMENT.get(snip.plang, '//')} {snip.file}\n\n" + "\n\n\n".join(parts)


def copies(block: Block, template: str, lang: str) -> int:
    """How many instances a template yields: more where a slot or a context makes each one distinct."""
    slotted = block.ctx != "none" or re.search(r"\{[a-z]+\}", template) is not None
    if lang == "en":
        return 3 if slotted else 2
    if block.label == "long_horizon":  # the other languages have fewer long templates per kind
        return 2
    return 2 if slotted else 1


def build() -> list[dict[str, object]]:
    """Build every record, deterministically."""
    rng = random.Random(SEED)
    snippets = load_snippets()
    contexts = load_contexts()
    records: list[dict[str, object]] = []
    seen: set[tuple[str, str]] = set()
    pair_snip: dict[str, Snippet] = {}
    for path in sorted(LISTS.glob("*.txt")):
        if path.stem in {"snippets", "contexts"}:
            continue
        lf = load_lang(path)
        for block in lf.blocks:
            for template in block.lines:
                pair = None
                if "\t" in template:
                    pair, template = template.split("\t", 1)
                n = (3 if lf.lang == "en" else 2) if pair else copies(block, template, lf.lang)
                for k in range(n):
                    pinned = re.match(r"<([\w.:-]+)> ", template)
                    text = template[pinned.end():] if pinned else template
                    pool = [sn for sn in snippets if pinned is None or sn.name == pinned.group(1)] or snippets
                    if block.ctx == "none" or (pair and not pinned):  # a named file is source, not config
                        pool = [sn for sn in pool if sn.plang not in {"yaml", "sql"}]
                    snip = rng.choice(pool)
                    rec_pair = None
                    if pair:  # both sides of a minimal pair talk about the same snippet
                        rec_pair = f"{pair}:{k}"
                        snip = pair_snip.setdefault(rec_pair, snip)
                    ctx: str | None = None
                    if block.ctx == "snippet":
                        ctx = snip.code
                    elif block.ctx == "file":
                        ctx = whole_file(snip, snippets)
                    elif block.ctx != "none":
                        named = [c for c in contexts[block.ctx] if pinned is None or c[0] == pinned.group(1)]
                        ctx = rng.choice(named or contexts[block.ctx])[1]
                    base = fill(rng, text, snip)
                    keep = f"{snip.name} {snip.file} {ctx or ''}"
                    for _attempt in range(4):  # a repeat gets another draw of variation, else is dropped
                        ask = vary(rng, base, lf, block.kind, keep, (snip.name, snip.file))
                        key = (ask, ctx or "")
                        if key not in seen:
                            break
                    else:
                        continue
                    seen.add(key)
                    tpl = f"{path.stem}:{block.kind}:{hash_text(block.label + text) % 10**8:08d}"
                    records.append({"ask": ask, "label": block.label, "lang": lf.lang, "kind": block.kind,
                                    "context": ctx, "pair": rec_pair, "template": tpl})
    return records


def write(records: list[dict[str, object]]) -> None:
    """Write gzip with a fixed mtime and no file name, so the bytes are reproducible."""
    buf = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buf, mtime=0, compresslevel=9) as gz:
        for rec in records:
            gz.write((json.dumps(rec, ensure_ascii=False, sort_keys=False) + "\n").encode("utf-8"))
    OUT.write_bytes(buf.getvalue())


def summary(records: list[dict[str, object]]) -> str:
    """Counts per label, language, kind and pasted programming language, for the README."""
    lines = [f"total {len(records)}"]
    plang_of = {s.code: s.plang for s in load_snippets()}
    code = Counter(next((p for c, p in plang_of.items() if c in str(r["context"])), "")
                   for r in records if r["context"])
    code.pop("", None)
    for field in ("label", "lang", "kind"):
        c = Counter(str(r[field]) for r in records)
        lines.append(f"{field}: " + ", ".join(f"{k} {v}" for k, v in sorted(c.items(), key=lambda kv: (-kv[1], kv[0]))))
    per_lang: dict[str, set[str]] = {}
    for r in records:
        per_lang.setdefault(str(r["lang"]), set()).add(str(r["template"]))
    lines.append(f"templates: {sum(len(v) for v in per_lang.values())} ("
                 + ", ".join(f"{k} {len(v)}" for k, v in sorted(per_lang.items(), key=lambda kv: -len(kv[1]))) + ")")
    pairs = Counter(str(r["pair"]) for r in records if r["pair"])
    lines.append(f"minimal pairs: {sum(1 for v in pairs.values() if v == 2)}")
    lines.append("asks with pasted code, by programming language: "
                 + ", ".join(f"{k} {v}" for k, v in sorted(code.items(), key=lambda kv: (-kv[1], kv[0]))))
    by_lang_label = Counter((str(r["lang"]), str(r["label"])) for r in records)
    langs = sorted({k[0] for k in by_lang_label})
    lines.append("per language (single/long): " + ", ".join(
        f"{lg} {by_lang_label[(lg, 'single_step')]}/{by_lang_label[(lg, 'long_horizon')]}" for lg in langs))
    return "\n".join(lines)


def update_readme(text: str) -> None:
    """Replace the counts block of README.md (the fenced block that starts with ``total``)."""
    readme = HERE / "README.md"
    doc = readme.read_text(encoding="utf-8")
    start = doc.index("```\ntotal ")
    end = doc.index("```", start + 3)
    wrapped = "\n".join(textwrap.fill(line, 116, subsequent_indent="    ", break_on_hyphens=False)
                        for line in text.splitlines())
    readme.write_text(doc[:start] + "```\n" + wrapped + "\n" + doc[end:], encoding="utf-8")


def main() -> None:
    """Rebuild the corpus and print its counts (``--readme`` also writes them into README.md)."""
    records = build()
    write(records)
    text = summary(records)
    print(text)
    if "--readme" in sys.argv[1:]:
        update_readme(text)


if __name__ == "__main__":
    main()
