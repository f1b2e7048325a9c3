"""Synthetic code, diffs, schemas and tool outputs of a requested size, in several languages.

Why generated rather than canned: sizes must span tiny to 1 MB and no two bodies should share text, so a
model cannot key on a memorised snippet.
"""

from __future__ import annotations

import random

from classifiers.vocab import FUNCS

_NOUNS = [
    "user",
    "order",
    "item",
    "config",
    "path",
    "token",
    "node",
    "cache",
    "row",
    "event",
    "job",
    "buffer",
    "request",
    "session",
    "price",
    "header",
    "record",
    "queue",
    "entry",
    "span",
]


def _name(rng: random.Random) -> str:
    return f"{rng.choice(_NOUNS)}_{rng.choice(_NOUNS)}" if rng.random() < 0.6 else rng.choice(FUNCS)


def _py(rng: random.Random, fn: str) -> str:
    a, b = rng.sample(_NOUNS, 2)
    return (
        f"def {fn}({a}, {b}=None):\n    result = []\n    for x in {a}:\n        if x and x != {b}:\n"
        f"            result.append(x * {rng.randint(2, 9)})\n    return result\n"
    )


def _ts(rng: random.Random, fn: str) -> str:
    a = rng.choice(_NOUNS)
    camel = "".join(p.capitalize() for p in fn.split("_"))
    return (
        f"export function {camel[0].lower() + camel[1:]}({a}: string[]): number {{\n  let total = 0;\n"
        f"  for (const v of {a}) {{\n    total += v.length * {rng.randint(2, 9)};\n"
        "  }\n  return total;\n}\n"
    )


def _go(rng: random.Random, fn: str) -> str:
    a = rng.choice(_NOUNS)
    camel = "".join(p.capitalize() for p in fn.split("_"))
    return (
        f"func {camel}({a} []string) (int, error) {{\n\tif len({a}) == 0 {{\n"
        '\t\treturn 0, errors.New("empty")\n'
        f"\t}}\n\tn := 0\n\tfor _, v := range {a} {{\n\t\tn += len(v)\n\t}}\n\treturn n, nil\n}}\n"
    )


def _rs(rng: random.Random, fn: str) -> str:
    a = rng.choice(_NOUNS)
    return (
        f"pub fn {fn}({a}: &[u8]) -> Result<usize, Error> {{\n    let mut n = 0;\n    for b in {a} {{\n"
        f"        if *b == b'\\n' {{ n += {rng.randint(1, 4)}; }}\n    }}\n    Ok(n)\n}}\n"
    )


def _java(rng: random.Random, fn: str) -> str:
    a = rng.choice(_NOUNS)
    camel = "".join(p.capitalize() for p in fn.split("_"))
    return (
        f"public static int {camel[0].lower() + camel[1:]}(List<String> {a}) {{\n    int total = 0;\n"
        f"    for (String s : {a}) {{\n        total += s.length();\n    }}\n    return total;\n}}\n"
    )


def _rb(rng: random.Random, fn: str) -> str:
    a = rng.choice(_NOUNS)
    return f"def {fn}({a})\n  {a}.map {{ |x| x.to_s.strip }}.reject(&:empty?).uniq\nend\n"


_GENS = [_py, _ts, _go, _rs, _java, _rb]
EXT = {_py: "py", _ts: "ts", _go: "go", _rs: "rs", _java: "java", _rb: "rb"}


def code(rng: random.Random, size: int, fn: str | None = None) -> str:
    """Code in one random language, about `size` chars, optionally containing function `fn`."""
    gen = rng.choice(_GENS)
    parts = [gen(rng, fn)] if fn else []
    total = sum(len(p) for p in parts)
    while total < size:
        p = gen(rng, _name(rng))
        parts.append(p)
        total += len(p) + 1
    rng.shuffle(parts)
    return "\n".join(parts)


def path(rng: random.Random) -> str:
    ext = rng.choice(["py", "ts", "go", "rs", "java", "rb", "tsx", "js"])
    return f"{rng.choice(['src', 'lib', 'app', 'pkg', 'internal', 'server'])}/{_name(rng)}.{ext}"


def diff(rng: random.Random, size: int) -> str:
    out, total = [], 0
    while total < size:
        p = path(rng)
        body = code(rng, rng.randint(100, 400)).splitlines()
        hunk = [f"diff --git a/{p} b/{p}", f"--- a/{p}", f"+++ b/{p}", f"@@ -1,{len(body)} +1,{len(body)} @@"]
        hunk += [("+" if rng.random() < 0.3 else "-" if rng.random() < 0.2 else " ") + ln for ln in body]
        s = "\n".join(hunk)
        out.append(s)
        total += len(s)
    return "\n".join(out)


def schema(rng: random.Random) -> str:
    cols = rng.sample(["id", "name", "email", "created_at", "amount", "status", "customer_id", "total"], 4)
    return f"CREATE TABLE {rng.choice(_NOUNS)}s (" + ", ".join(f"{c} TEXT" for c in cols) + ");"


def tool_output(rng: random.Random, size: int) -> str:
    """Something a tool returns: test logs, grep hits, a file, a listing."""
    kind = rng.random()
    if kind < 0.25:
        lines = [
            f"{path(rng)}:{rng.randint(1, 400)}: {_name(rng)}({rng.choice(_NOUNS)})"
            for _ in range(size // 40)
        ]
        return "\n".join(lines) or "no matches"
    if kind < 0.5:
        n = rng.randint(1, 40)
        return (
            f"============ test session starts ============\ncollected {n + 3} items\n"
            + "\n".join(
                f"tests/test_{_name(rng)}.py::{_name(rng)} {'FAILED' if rng.random() < 0.3 else 'PASSED'}"
                for _ in range(max(1, size // 70))
            )
            + f"\n==== {rng.randint(0, 5)} failed, {n} passed ===="
        )
    if kind < 0.75:
        return code(rng, size)
    return "\n".join(path(rng) for _ in range(max(1, size // 25)))


def file_listing(rng: random.Random, n: int) -> str:
    return "\n".join(path(rng) for _ in range(n))
