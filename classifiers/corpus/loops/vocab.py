"""Small hand-written vocabularies and generators for code, files and machine output.

Everything here is our own text. Generators take a random.Random and return strings; sizes are
controllable so tool results can range from ~20 bytes to ~60 KB.
"""
from __future__ import annotations

import random

PROJECTS = [
    # name, language, package dir, test command
    ("ledgerline", "python", "ledgerline", "pytest -q"),
    ("tidewatch", "python", "tidewatch", "python -m pytest tests/ -x"),
    ("paperkite", "python", "paperkite", "pytest tests/unit -q"),
    ("orchard-api", "python", "orchard", "make test"),
    ("quillstack", "typescript", "src", "npm test"),
    ("harbor-ui", "typescript", "src", "pnpm vitest run"),
    ("beacon-sdk", "typescript", "lib", "yarn jest"),
    ("mossgate", "go", "internal", "go test ./..."),
    ("saltmine", "go", "pkg", "go test ./pkg/... -run ."),
    ("ferrybox", "rust", "src", "cargo test"),
    ("nightjar", "rust", "src", "cargo test --workspace"),
    ("copperleaf", "java", "src/main/java/com/copperleaf", "./gradlew test"),
    ("wrenfield", "ruby", "lib", "bundle exec rspec"),
    ("glasswing", "python", "glasswing", "tox -e py311"),
    ("pinecrest", "typescript", "packages/core/src", "npm run test --workspaces"),
]

WORDS = [
    "cache", "session", "invoice", "ledger", "token", "parser", "router", "queue", "worker", "schema",
    "config", "report", "upload", "account", "billing", "metrics", "search", "index", "payload", "client",
    "order", "cart", "user", "profile", "audit", "event", "stream", "buffer", "retry", "limit", "backoff",
    "export", "import", "tenant", "webhook", "ticket", "note", "shard", "snapshot", "migration", "lock",
    "timer", "feed", "digest", "channel", "price", "discount", "coupon", "address", "geo", "tile",
]
VERBS = ["parse", "load", "save", "build", "render", "fetch", "merge", "split", "validate", "normalize",
         "compute", "resolve", "apply", "flush", "encode", "decode", "format", "collect", "filter", "sync"]
MODULE_NAMES = ["utils", "core", "models", "handlers", "service", "store", "api", "views", "helpers",
                "client", "config", "db", "cli", "jobs", "auth", "cache", "http", "events", "io", "types"]
EXT = {"python": ".py", "typescript": ".ts", "go": ".go", "rust": ".rs", "java": ".java", "ruby": ".rb",
       "javascript": ".js"}
FENCE = {"python": "python", "typescript": "ts", "go": "go", "rust": "rust", "java": "java", "ruby": "ruby",
         "javascript": "js"}

FIRST_NAMES = ["ana", "bo", "chen", "dmitri", "eli", "fatima", "gus", "hana", "ivan", "jules", "kenji",
               "lea", "marco", "nadia", "omar", "priya", "quinn", "rosa", "sven", "tomas", "uma", "yuki"]


def pick(rng: random.Random, seq):
    return seq[rng.randrange(len(seq))]


def ident(rng: random.Random, style: str = "snake") -> str:
    v, w = pick(rng, VERBS), pick(rng, WORDS)
    if rng.random() < 0.3:
        w = w + "_" + pick(rng, WORDS)
    if style == "camel":
        parts = (v + "_" + w).split("_")
        return parts[0] + "".join(p.title() for p in parts[1:])
    if style == "pascal":
        return "".join(p.title() for p in (v + "_" + w).split("_"))
    return v + "_" + w


def fn_name(rng, lang):
    return ident(rng, "camel" if lang in ("typescript", "javascript", "java") else
                 ("pascal" if lang == "go" else "snake"))


def project(rng):
    return pick(rng, PROJECTS)


def file_path(rng, proj=None):
    proj = proj or project(rng)
    name, lang, pkg, _ = proj
    mod = pick(rng, MODULE_NAMES)
    if rng.random() < 0.4:
        mod = pick(rng, WORDS) + ("_" if lang in ("python", "rust", "ruby") else "") + (
            pick(rng, MODULE_NAMES) if lang in ("python", "rust", "ruby") else "")
        mod = mod.rstrip("_")
    if lang == "java":
        mod = "".join(p.title() for p in mod.split("_"))
    if lang == "go":
        return f"{pkg}/{pick(rng, WORDS)}/{mod}{EXT[lang]}"
    return f"{pkg}/{mod}{EXT[lang]}"


def test_path(rng, proj):
    name, lang, pkg, _ = proj
    w = pick(rng, WORDS)
    return {"python": f"tests/test_{w}.py", "typescript": f"{pkg}/__tests__/{w}.test.ts",
            "go": f"{pkg}/{w}/{w}_test.go", "rust": f"tests/{w}.rs",
            "java": f"src/test/java/com/{name.replace('-', '')}/{w.title()}Test.java",
            "ruby": f"spec/{w}_spec.rb"}.get(lang, f"tests/{w}_test")


# ---------------------------------------------------------------------------------------------
# code snippets
# ---------------------------------------------------------------------------------------------

def py_function(rng, name=None, lines=None):
    name = name or ident(rng)
    a, b = pick(rng, WORDS), pick(rng, WORDS)
    if a == b:
        b = b + "s"
    body_kind = rng.randrange(6)
    if body_kind == 0:
        body = [f"    result = []", f"    for item in {a}s:",
                f"        if item.get(\"{b}\") is None:", "            continue",
                f"        result.append(item[\"{b}\"].strip().lower())", "    return result"]
        sig = f"def {name}({a}s):"
    elif body_kind == 1:
        body = [f"    total = 0", f"    for {a} in {b}_list:", f"        total += {a}.amount * (1 - {a}.rate)",
                "    if total < 0:", "        raise ValueError(\"negative total\")", "    return round(total, 2)"]
        sig = f"def {name}({b}_list, currency=\"EUR\"):"
    elif body_kind == 2:
        body = [f"    key = f\"{a}:{{{b}_id}}\"", "    hit = _cache.get(key)", "    if hit is not None:",
                "        return hit", f"    value = db.query({a.title()}).filter_by(id={b}_id).first()",
                "    _cache[key] = value", "    return value"]
        sig = f"def {name}({b}_id):"
    elif body_kind == 3:
        body = ["    with open(path, encoding=\"utf-8\") as fh:", "        rows = [line.rstrip(\"\\n\").split(\",\") for line in fh]",
                "    header, *data = rows", f"    return [dict(zip(header, r)) for r in data if r and r[0] != \"{a}\"]"]
        sig = f"def {name}(path):"
    elif body_kind == 4:
        body = [f"    if not {a}:", "        return None", f"    parts = {a}.split(\"-\")",
                "    if len(parts) != 3:", f"        raise ValueError(f\"bad {a}: {{{a}!r}}\")",
                "    y, m, d = (int(p) for p in parts)", "    return date(y, m, d)"]
        sig = f"def {name}({a}: str):"
    else:
        body = [f"    delay = base", "    for attempt in range(retries):", "        try:",
                f"            return call()", f"        except {a.title()}Error as exc:",
                "            log.warning(\"attempt %d failed: %s\", attempt, exc)", "            time.sleep(delay)",
                "            delay *= 2", "    raise RuntimeError(\"gave up\")"]
        sig = f"def {name}(call, retries=3, base=0.5):"
    return "\n".join([sig] + body)


def ts_function(rng, name=None):
    name = name or ident(rng, "camel")
    a, b = pick(rng, WORDS), pick(rng, WORDS)
    k = rng.randrange(4)
    if k == 0:
        return (f"export function {name}({a}s: {a.title()}[], min: number): {a.title()}[] {{\n"
                f"  return {a}s\n    .filter((x) => x.{b} >= min)\n    .sort((p, q) => q.{b} - p.{b});\n}}")
    if k == 1:
        return (f"export async function {name}(id: string): Promise<{a.title()} | null> {{\n"
                f"  const res = await fetch(`/api/{a}s/${{id}}`);\n  if (!res.ok) {{\n    return null;\n  }}\n"
                f"  const data = await res.json();\n  return {{ ...data, {b}: new Date(data.{b}) }};\n}}")
    if k == 2:
        return (f"export const {name} = (input: string): Record<string, string> => {{\n"
                f"  const out: Record<string, string> = {{}};\n  for (const part of input.split('&')) {{\n"
                f"    const [k, v = ''] = part.split('=');\n    if (!k) continue;\n"
                f"    out[decodeURIComponent(k)] = decodeURIComponent(v);\n  }}\n  return out;\n}};")
    return (f"function {name}(state: {a.title()}State, action: Action): {a.title()}State {{\n"
            f"  switch (action.type) {{\n    case '{b}/add':\n      return {{ ...state, items: [...state.items, action.payload] }};\n"
            f"    case '{b}/clear':\n      return {{ ...state, items: [] }};\n    default:\n      return state;\n  }}\n}}")


def go_function(rng, name=None):
    name = name or ident(rng, "pascal")
    a, b = pick(rng, WORDS), pick(rng, WORDS)
    if rng.random() < 0.5:
        return (f"func {name}(ctx context.Context, id string) (*{a.title()}, error) {{\n"
                f"\trow := db.QueryRowContext(ctx, \"SELECT id, {b} FROM {a}s WHERE id = $1\", id)\n"
                f"\tvar out {a.title()}\n\tif err := row.Scan(&out.ID, &out.{b.title()}); err != nil {{\n"
                f"\t\treturn nil, fmt.Errorf(\"{name}: %w\", err)\n\t}}\n\treturn &out, nil\n}}")
    return (f"func {name}(items []{a.title()}) map[string]int {{\n\tcounts := make(map[string]int)\n"
            f"\tfor _, it := range items {{\n\t\tif it.{b.title()} == \"\" {{\n\t\t\tcontinue\n\t\t}}\n"
            f"\t\tcounts[it.{b.title()}]++\n\t}}\n\treturn counts\n}}")


def rust_function(rng, name=None):
    name = name or ident(rng)
    a, b = pick(rng, WORDS), pick(rng, WORDS)
    return (f"pub fn {name}(input: &str) -> Result<Vec<{a.title()}>, ParseError> {{\n"
            f"    let mut out = Vec::new();\n    for (n, line) in input.lines().enumerate() {{\n"
            f"        if line.trim().is_empty() {{ continue; }}\n"
            f"        let {b} = line.parse::<{a.title()}>().map_err(|e| ParseError::at(n + 1, e))?;\n"
            f"        out.push({b});\n    }}\n    Ok(out)\n}}")


def java_function(rng, name=None):
    name = name or ident(rng, "camel")
    a, b = pick(rng, WORDS), pick(rng, WORDS)
    return (f"public List<{a.title()}> {name}(List<{a.title()}> {a}s, String {b}) {{\n"
            f"    List<{a.title()}> out = new ArrayList<>();\n    for ({a.title()} x : {a}s) {{\n"
            f"        if (x.get{b.title()}() != null && x.get{b.title()}().equals({b})) {{\n"
            f"            out.add(x);\n        }}\n    }}\n    return out;\n}}")


def ruby_function(rng, name=None):
    name = name or ident(rng)
    a, b = pick(rng, WORDS), pick(rng, WORDS)
    return (f"def {name}({a}s)\n  {a}s.reject {{ |x| x.{b}.nil? }}\n       .group_by(&:{b})\n"
            f"       .transform_values(&:count)\nend")


FUNC_BY_LANG = {"python": py_function, "typescript": ts_function, "javascript": ts_function,
                "go": go_function, "rust": rust_function, "java": java_function, "ruby": ruby_function}


def function(rng, lang, name=None):
    return FUNC_BY_LANG.get(lang, py_function)(rng, name)


def source_file(rng, lang, n_funcs=4, target=None):
    """A whole file of plausible code. If target (bytes) is given, keep adding functions."""
    head = {"python": "import time\nimport logging\nfrom datetime import date\n\nlog = logging.getLogger(__name__)\n_cache = {}\n",
            "typescript": "import { Action } from './types';\n",
            "javascript": "'use strict';\n",
            "go": "package core\n\nimport (\n\t\"context\"\n\t\"fmt\"\n)\n",
            "rust": "use crate::error::ParseError;\n",
            "java": "package com.example;\n\nimport java.util.*;\n\npublic class Service {\n",
            "ruby": "# frozen_string_literal: true\n"}.get(lang, "")
    parts = [head]
    n = 0
    while True:
        parts.append(function(rng, lang))
        n += 1
        size = sum(len(p) + 2 for p in parts)
        if target is None and n >= n_funcs:
            break
        if target is not None and size >= target:
            break
    if lang == "java":
        parts.append("}")
    return "\n\n".join(parts) + "\n"


def numbered(text, start=1, style="cat"):
    lines = text.split("\n")
    if style == "cat":
        return "\n".join(f"{i:6d}\t{l}" for i, l in enumerate(lines, start))
    if style == "pipe":
        return "\n".join(f"{i} | {l}" for i, l in enumerate(lines, start))
    return "\n".join(f"{i}: {l}" for i, l in enumerate(lines, start))


def sql_schema(rng):
    a, b = pick(rng, WORDS), pick(rng, WORDS)
    if a == b:
        b = "item"
    return (f"CREATE TABLE {a}s (\n  id BIGSERIAL PRIMARY KEY,\n  name TEXT NOT NULL,\n  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),\n"
            f"  status TEXT NOT NULL CHECK (status IN ('open','closed','void'))\n);\n\n"
            f"CREATE TABLE {b}s (\n  id BIGSERIAL PRIMARY KEY,\n  {a}_id BIGINT REFERENCES {a}s(id),\n"
            f"  amount NUMERIC(12,2) NOT NULL,\n  kind TEXT,\n  created_at TIMESTAMPTZ NOT NULL DEFAULT now()\n);")


def unified_diff(rng, path, lang="python"):
    fn = fn_name(rng, lang)
    a, b = pick(rng, WORDS), pick(rng, WORDS)
    n = rng.randrange(10, 300)
    return (f"diff --git a/{path} b/{path}\nindex {rng.getrandbits(28):07x}..{rng.getrandbits(28):07x} 100644\n"
            f"--- a/{path}\n+++ b/{path}\n@@ -{n},7 +{n},9 @@ def {fn}(\n"
            f"     {a} = load_{a}()\n-    if {a} is None:\n-        return []\n+    if not {a}:\n+        log.debug(\"no {a} for %s\", key)\n+        return []\n"
            f"+    {a} = [x for x in {a} if x.{b}]\n     return sorted({a}, key=lambda x: x.{b})\n")


# ---------------------------------------------------------------------------------------------
# machine output
# ---------------------------------------------------------------------------------------------

def py_traceback(rng, path=None, fn=None):
    path = path or f"{pick(rng, MODULE_NAMES)}.py"
    fn = fn or ident(rng)
    w = pick(rng, WORDS)
    err = pick(rng, [f"KeyError: '{w}'", f"AttributeError: 'NoneType' object has no attribute '{w}'",
                     f"TypeError: {fn}() missing 1 required positional argument: '{w}'",
                     f"ValueError: invalid literal for int() with base 10: '{w}'",
                     f"IndexError: list index out of range",
                     f"ZeroDivisionError: division by zero",
                     f"ModuleNotFoundError: No module named '{w}_{pick(rng, MODULE_NAMES)}'",
                     f"sqlalchemy.exc.IntegrityError: duplicate key value violates unique constraint \"{w}s_pkey\""])
    lines = ["Traceback (most recent call last):"]
    for _ in range(rng.randrange(2, 6)):
        lines.append(f"  File \"/srv/app/{pick(rng, MODULE_NAMES)}/{pick(rng, MODULE_NAMES)}.py\", line {rng.randrange(10, 900)}, in {ident(rng)}")
        lines.append(f"    {pick(rng, ['return', 'result =', 'self.'])} {ident(rng)}({pick(rng, WORDS)})")
    lines.append(f"  File \"/srv/app/{path}\", line {rng.randrange(5, 400)}, in {fn}")
    lines.append(f"    value = data[\"{w}\"]")
    lines.append(err)
    return "\n".join(lines)


def js_stack(rng):
    w = pick(rng, WORDS)
    return "\n".join([f"TypeError: Cannot read properties of undefined (reading '{w}')"] +
                     [f"    at {ident(rng, 'camel')} (/app/src/{pick(rng, MODULE_NAMES)}.ts:{rng.randrange(3, 300)}:{rng.randrange(2, 40)})"
                      for _ in range(rng.randrange(3, 8))] + ["    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)"])


def pytest_output(rng, proj, failing=True, n_tests=None):
    n_tests = n_tests or rng.randrange(8, 240)
    tp = test_path(rng, ("x", "python", "x", ""))
    lines = ["============================= test session starts ==============================",
             f"platform linux -- Python 3.11.{rng.randrange(2, 10)}, pytest-{pick(rng, ['7.4.4', '8.1.1', '8.3.2'])}, pluggy-1.5.0",
             f"rootdir: /workspace/{proj[0]}", f"configfile: pyproject.toml", f"collected {n_tests} items", ""]
    nfail = rng.randrange(1, 4) if failing else 0
    files = [test_path(rng, ("x", "python", "x", "")) for _ in range(rng.randrange(2, 6))]
    for f in files:
        dots = "".join("." for _ in range(rng.randrange(3, 40)))
        lines.append(f"{f} {dots}{'F' if failing and f == files[-1] else ''}  [{rng.randrange(10, 100)}%]")
    if failing:
        lines += ["", "=================================== FAILURES ===================================",
                  f"___________________________ test_{ident(rng)} ___________________________", ""]
        fn = ident(rng)
        lines += [f"    def test_{fn}():", f"        got = {fn}(sample)", f">       assert got == expected",
                  f"E       AssertionError: assert {rng.randrange(100)} == {rng.randrange(100, 200)}", "",
                  f"{tp}:{rng.randrange(10, 200)}: AssertionError",
                  "=========================== short test summary info ============================",
                  f"FAILED {tp}::test_{fn} - AssertionError",
                  f"========================= {nfail} failed, {n_tests - nfail} passed in {rng.randrange(1, 60)}.{rng.randrange(10, 99)}s ========================="]
    else:
        lines.append(f"============================== {n_tests} passed in {rng.randrange(1, 40)}.{rng.randrange(10, 99)}s ==============================")
    return "\n".join(lines)


def jest_output(rng, failing=True):
    w = pick(rng, WORDS)
    if not failing:
        return f"PASS src/__tests__/{w}.test.ts\n  {w}\n    ✓ handles empty input (3 ms)\n    ✓ merges duplicates (1 ms)\n\nTest Suites: {rng.randrange(1, 20)} passed\nTests:       {rng.randrange(5, 200)} passed\nTime:        {rng.randrange(1, 9)}.{rng.randrange(100, 999)} s"
    return (f"FAIL src/__tests__/{w}.test.ts\n  ● {w} › returns sorted items\n\n    expect(received).toEqual(expected) // deep equality\n\n"
            f"    - Expected  - 1\n    + Received  + 1\n\n      Array [\n    -   \"{pick(rng, WORDS)}\",\n    +   \"{pick(rng, WORDS)}\",\n      ]\n\n"
            f"      {rng.randrange(10, 80)} |   const out = {ident(rng, 'camel')}(input);\n    > {rng.randrange(10, 80)} |   expect(out).toEqual(expected);\n"
            f"         |               ^\n\nTest Suites: 1 failed, {rng.randrange(1, 30)} passed\nTests:       {rng.randrange(1, 4)} failed, {rng.randrange(10, 300)} passed")


def go_test_output(rng, failing=True):
    pkg = f"github.com/acme/{pick(rng, WORDS)}/internal/{pick(rng, WORDS)}"
    if not failing:
        return f"ok  \t{pkg}\t0.{rng.randrange(10, 999)}s\nok  \tgithub.com/acme/x/pkg/{pick(rng, WORDS)}\t(cached)"
    t = ident(rng, "pascal")
    return (f"--- FAIL: Test{t} ({rng.randrange(0, 3)}.{rng.randrange(0, 99):02d}s)\n    {pick(rng, WORDS)}_test.go:{rng.randrange(10, 200)}: got {rng.randrange(99)}, want {rng.randrange(100, 200)}\n"
            f"FAIL\nFAIL\t{pkg}\t0.{rng.randrange(10, 999)}s\nFAIL")


def cargo_output(rng, failing=True):
    w = pick(rng, WORDS)
    if failing and rng.random() < 0.5:
        return (f"   Compiling {w} v0.{rng.randrange(1, 9)}.0 (/work/{w})\nerror[E0308]: mismatched types\n  --> src/{pick(rng, MODULE_NAMES)}.rs:{rng.randrange(5, 300)}:{rng.randrange(5, 40)}\n"
                f"   |\n{rng.randrange(5, 300)} |     let n: usize = {w}.len() as i64;\n   |            -----   ^^^^^^^^^^^^^^^^ expected `usize`, found `i64`\n"
                f"   |            |\n   |            expected due to this\n\nerror: could not compile `{w}` (lib) due to 1 previous error")
    if failing:
        return (f"running {rng.randrange(4, 80)} tests\ntest {w}::tests::roundtrip ... FAILED\ntest {w}::tests::empty ... ok\n\nfailures:\n\n---- {w}::tests::roundtrip stdout ----\n"
                f"thread '{w}::tests::roundtrip' panicked at src/{w}.rs:{rng.randrange(10, 300)}:9:\nassertion `left == right` failed\n  left: {rng.randrange(9)}\n right: {rng.randrange(10, 20)}\n\n"
                f"test result: FAILED. {rng.randrange(3, 70)} passed; 1 failed; 0 ignored")
    return f"running {rng.randrange(4, 80)} tests\n" + "".join(f"test {w}::tests::{pick(rng, VERBS)}_{i} ... ok\n" for i in range(rng.randrange(3, 9))) + "\ntest result: ok."


def tsc_output(rng):
    out = []
    for _ in range(rng.randrange(1, 6)):
        out.append(f"src/{pick(rng, MODULE_NAMES)}/{pick(rng, WORDS)}.ts({rng.randrange(3, 400)},{rng.randrange(1, 40)}): error TS{pick(rng, ['2322', '2339', '2345', '7006', '2554'])}: "
                   + pick(rng, [f"Property '{pick(rng, WORDS)}' does not exist on type '{pick(rng, WORDS).title()}'.",
                                f"Type 'string | undefined' is not assignable to type 'string'.",
                                f"Parameter '{pick(rng, WORDS)}' implicitly has an 'any' type.",
                                f"Expected 2 arguments, but got 1."]))
    out.append(f"\nFound {len(out)} error{'s' if len(out) > 1 else ''}.")
    return "\n".join(out)


def lint_output(rng, tool=None):
    tool = tool or pick(rng, ["ruff", "flake8", "eslint", "mypy"])
    out = []
    for _ in range(rng.randrange(1, 7)):
        f = f"{pick(rng, MODULE_NAMES)}/{pick(rng, WORDS)}.py"
        ln, col = rng.randrange(2, 500), rng.randrange(1, 60)
        if tool == "ruff":
            out.append(f"{f}:{ln}:{col}: {pick(rng, ['F401', 'F841', 'E501', 'B006', 'F821'])} " + pick(rng, [
                f"`{pick(rng, WORDS)}` imported but unused", f"Local variable `{pick(rng, WORDS)}` is assigned to but never used",
                "Line too long (131 > 100)", f"Undefined name `{pick(rng, WORDS)}`"]))
        elif tool == "flake8":
            out.append(f"./{f}:{ln}:{col}: {pick(rng, ['E302 expected 2 blank lines, found 1', 'F821 undefined name', 'W291 trailing whitespace', 'E999 SyntaxError: invalid syntax'])}")
        elif tool == "mypy":
            out.append(f"{f}:{ln}: error: " + pick(rng, [
                f"Incompatible return value type (got \"str | None\", expected \"str\")  [return-value]",
                f"Argument 1 to \"{ident(rng)}\" has incompatible type \"int\"; expected \"str\"  [arg-type]",
                f"Item \"None\" of \"{pick(rng, WORDS).title()} | None\" has no attribute \"{pick(rng, WORDS)}\"  [union-attr]"]))
        else:
            f = f.replace(".py", ".ts")
            out.append(f"/app/{f}\n  {ln}:{col}  error  " + pick(rng, [
                f"'{pick(rng, WORDS)}' is defined but never used  @typescript-eslint/no-unused-vars",
                "Unexpected any. Specify a different type  @typescript-eslint/no-explicit-any",
                "React Hook useEffect has a missing dependency  react-hooks/exhaustive-deps"]))
    if tool == "mypy":
        out.append(f"Found {len(out)} errors in {rng.randrange(1, 4)} files (checked {rng.randrange(20, 300)} source files)")
    elif tool == "ruff":
        out.append(f"Found {len(out)} error{'s' if len(out) != 1 else ''}.")
    elif tool == "eslint":
        out.append(f"\n✖ {len(out)} problems ({len(out)} errors, 0 warnings)")
    return "\n".join(out)


def build_output(rng):
    k = rng.randrange(4)
    if k == 0:
        return tsc_output(rng)
    if k == 1:
        return cargo_output(rng, True)
    if k == 2:
        w = pick(rng, WORDS)
        return (f"# github.com/acme/{w}/internal/{pick(rng, WORDS)}\ninternal/{w}/{pick(rng, MODULE_NAMES)}.go:{rng.randrange(5, 300)}:{rng.randrange(2, 30)}: undefined: {ident(rng, 'pascal')}\n"
                f"internal/{w}/{pick(rng, MODULE_NAMES)}.go:{rng.randrange(5, 300)}:{rng.randrange(2, 30)}: cannot use x (variable of type int) as string value in argument to fmt.Println")
    return (f"> Task :compileJava FAILED\n/src/main/java/com/acme/{pick(rng, WORDS).title()}.java:{rng.randrange(5, 300)}: error: cannot find symbol\n"
            f"        {pick(rng, WORDS)}.{ident(rng, 'camel')}();\n        ^\n  symbol:   method {ident(rng, 'camel')}()\n1 error\n\nFAILURE: Build failed with an exception.")


def test_output(rng, lang, proj, failing=True):
    if lang == "python":
        return pytest_output(rng, proj, failing)
    if lang in ("typescript", "javascript"):
        return jest_output(rng, failing)
    if lang == "go":
        return go_test_output(rng, failing)
    if lang == "rust":
        return cargo_output(rng, failing)
    if lang == "ruby":
        return (f"..F.\n\nFailures:\n\n  1) {pick(rng, WORDS).title()} #{ident(rng)} returns counts\n     Failure/Error: expect(result).to eq(expected)\n\n       expected: {{\"a\"=>2}}\n            got: {{}}\n\n"
                f"Finished in 0.{rng.randrange(10, 99)} seconds\n{rng.randrange(4, 90)} examples, 1 failure" if failing else
                f"Finished in 0.{rng.randrange(10, 99)} seconds\n{rng.randrange(4, 90)} examples, 0 failures")
    return (f"> Task :test\n\n{pick(rng, WORDS).title()}Test > {ident(rng, 'camel')}() FAILED\n    org.opentest4j.AssertionFailedError: expected: <3> but was: <2>\n\n"
            f"{rng.randrange(10, 90)} tests completed, 1 failed" if failing else f"BUILD SUCCESSFUL in {rng.randrange(3, 60)}s")


def ls_output(rng, proj, long=False):
    name, lang, pkg, _ = proj
    entries = [".git", ".github", "README.md", "LICENSE", pkg.split("/")[0], "tests" if lang == "python" else "docs",
               {"python": "pyproject.toml", "typescript": "package.json", "go": "go.mod", "rust": "Cargo.toml",
                "java": "build.gradle", "ruby": "Gemfile"}.get(lang, "Makefile"), "Makefile", ".gitignore"]
    if rng.random() < 0.5:
        entries += ["scripts", "docker-compose.yml", "CHANGELOG.md"]
    if not long:
        return "\n".join(sorted(entries))
    return "total %d\n" % (rng.randrange(20, 90)) + "\n".join(
        f"{'d' if '.' not in e or e in ('.git', '.github') else '-'}rw-r--r--  1 dev dev {rng.randrange(60, 9000):5d} Nov {rng.randrange(1, 28):2d} 1{rng.randrange(0, 9)}:{rng.randrange(10, 59)} {e}"
        for e in sorted(entries))


def tree_listing(rng, proj, n=None):
    name, lang, pkg, _ = proj
    n = n or rng.randrange(6, 40)
    seen = set()
    out = []
    for _ in range(n):
        p = file_path(rng, proj)
        if p not in seen:
            seen.add(p)
            out.append(p)
    for _ in range(rng.randrange(1, 5)):
        out.append(test_path(rng, proj))
    return "\n".join(sorted(set(out)))


def grep_output(rng, proj, pattern):
    out = []
    for _ in range(rng.randrange(1, 12)):
        f = file_path(rng, proj)
        out.append(f"{f}:{rng.randrange(1, 600)}:    {pick(rng, ['if', 'return', 'x =', 'self.', 'await'])} {pattern}({pick(rng, WORDS)})")
    return "\n".join(out)


def git_status(rng, proj):
    files = [file_path(rng, proj) for _ in range(rng.randrange(1, 5))]
    return (f"On branch {pick(rng, ['main', 'fix/' + pick(rng, WORDS), 'feat/' + pick(rng, WORDS)])}\nChanges not staged for commit:\n"
            "  (use \"git add <file>...\" to update what will be committed)\n" + "".join(f"\tmodified:   {f}\n" for f in files) +
            "\nno changes added to commit (use \"git add\" and/or \"git commit -a\")")


def install_log(rng, lang):
    if lang == "python":
        pk = [pick(rng, ["httpx", "pydantic", "sqlalchemy", "rich", "typer", "orjson", "anyio", "pytest-asyncio"]) for _ in range(rng.randrange(2, 8))]
        return "\n".join([f"Collecting {p}\n  Downloading {p}-{rng.randrange(0, 9)}.{rng.randrange(0, 30)}.{rng.randrange(0, 9)}-py3-none-any.whl ({rng.randrange(20, 900)} kB)" for p in pk]
                         + [f"Successfully installed " + " ".join(f"{p}-{rng.randrange(0, 9)}.{rng.randrange(0, 30)}" for p in pk)])
    return f"added {rng.randrange(10, 900)} packages, and audited {rng.randrange(900, 2000)} packages in {rng.randrange(2, 40)}s\n\n{rng.randrange(0, 9)} vulnerabilities ({rng.randrange(0, 5)} moderate, {rng.randrange(0, 3)} high)"


def json_api_response(rng):
    w = pick(rng, WORDS)
    items = ",\n".join(f'    {{"id": {rng.randrange(1, 99999)}, "{w}": "{pick(rng, WORDS)}", "ok": {pick(rng, ["true", "false"])}}}' for _ in range(rng.randrange(1, 8)))
    return f'{{\n  "status": {pick(rng, ["200", "404", "500"])},\n  "data": [\n{items}\n  ]\n}}'


def search_results(rng):
    out = []
    for i in range(rng.randrange(2, 7)):
        w1, w2 = pick(rng, WORDS), pick(rng, WORDS)
        out.append(f"{i + 1}. {w1.title()} {w2} handling in {pick(rng, ['v2', 'v3', 'the new release', 'practice'])}\n   https://{pick(rng, ['docs', 'blog', 'forum'])}.example.org/{w1}/{w2}\n"
                   f"   ... when the {w1} is configured with a {w2} limit, the client retries ... ")
    return "\n".join(out)


LOG_LEVELS = ["INFO", "INFO", "INFO", "DEBUG", "WARN", "ERROR"]


def app_log(rng, n=None):
    n = n or rng.randrange(6, 40)
    out = []
    h, m, s = rng.randrange(24), rng.randrange(60), rng.randrange(60)
    for _ in range(n):
        s += rng.randrange(0, 7)
        m += s // 60; s %= 60
        h += m // 60; m %= 60; h %= 24
        lvl = pick(rng, LOG_LEVELS)
        out.append(f"2025-{rng.randrange(1, 13):02d}-{rng.randrange(1, 29):02d}T{h:02d}:{m:02d}:{s:02d}Z {lvl:5s} [{pick(rng, WORDS)}-{pick(rng, ['worker', 'api', 'sched'])}] "
                   + pick(rng, [f"{pick(rng, VERBS)} {pick(rng, WORDS)} id={rng.randrange(1000, 99999)} took={rng.randrange(1, 900)}ms",
                                f"connection to {pick(rng, ['redis', 'postgres', 'kafka'])}:{rng.randrange(1000, 9999)} reset, retrying in {rng.randrange(1, 9)}s",
                                f"cache miss key={pick(rng, WORDS)}:{rng.randrange(100, 999)}",
                                f"request GET /api/{pick(rng, WORDS)}s status={pick(rng, ['200', '200', '500', '404', '429'])}"]))
    return "\n".join(out)


def docker_log(rng):
    lines = [f"#{i} [{i}/{rng.randrange(6, 12)}] {pick(rng, ['RUN pip install -r requirements.txt', 'COPY . /app', 'RUN npm ci', 'WORKDIR /app', 'RUN go build ./...'])}" for i in range(1, rng.randrange(4, 9))]
    lines.append(f"ERROR: failed to solve: process \"/bin/sh -c {pick(rng, ['npm ci', 'pip install -r requirements.txt'])}\" did not complete successfully: exit code: {pick(rng, [1, 2, 127])}")
    return "\n".join(lines)


def cmd_output(rng, proj, cmd_kind):
    lang = proj[1]
    if cmd_kind == "test_fail":
        return test_output(rng, lang, proj, True)
    if cmd_kind == "test_pass":
        return test_output(rng, lang, proj, False)
    if cmd_kind == "ls":
        return ls_output(rng, proj, rng.random() < 0.5)
    if cmd_kind == "tree":
        return tree_listing(rng, proj)
    if cmd_kind == "grep":
        return grep_output(rng, proj, ident(rng))
    if cmd_kind == "git":
        return git_status(rng, proj)
    if cmd_kind == "install":
        return install_log(rng, lang)
    if cmd_kind == "build":
        return build_output(rng)
    if cmd_kind == "lint":
        return lint_output(rng)
    if cmd_kind == "log":
        return app_log(rng)
    if cmd_kind == "traceback":
        return py_traceback(rng)
    if cmd_kind == "empty":
        return ""
    return json_api_response(rng)


def grow(rng, text, target, filler):
    """Grow text to about `target` characters by appending filler() chunks; trim at a line boundary."""
    if len(text) >= target:
        cut = text[:target]
        nl = cut.rfind("\n")
        return cut[:nl] if nl > target // 2 else cut
    parts = [text]
    size = len(text)
    while size < target:
        chunk = filler()
        parts.append(chunk)
        size += len(chunk) + 1
    out = "\n".join(parts)
    return out[:target + 200]


def sized_result(rng, proj, kind, target):
    """Tool result of a given kind, close to target characters (20 .. 60000)."""
    lang = proj[1]
    if kind == "read":
        base = source_file(rng, lang, target=max(60, int(target * 0.85)))
        return base[:target + 400]
    if kind == "log":
        return grow(rng, app_log(rng), target, lambda: app_log(rng, 20))
    if kind == "tree":
        return grow(rng, tree_listing(rng, proj), target, lambda: tree_listing(rng, proj, 20))
    if kind == "grep":
        return grow(rng, grep_output(rng, proj, ident(rng)), target, lambda: grep_output(rng, proj, ident(rng)))
    if kind in ("test_fail", "test_pass"):
        base = cmd_output(rng, proj, kind)
        if len(base) >= target:
            return base
        # long test logs: prepend collected/progress/warnings noise
        lang = proj[1]
        if lang == "python":
            line = lambda: f"{test_path(rng, proj)}::test_{ident(rng)} PASSED"
        elif lang == "go":
            line = lambda: (lambda t: f"=== RUN   Test{t}\n--- PASS: Test{t} (0.0{rng.randrange(10)}s)")(ident(rng, 'pascal'))
        elif lang in ("typescript", "javascript"):
            line = lambda: f"  ✓ {pick(rng, VERBS)}s {pick(rng, WORDS)} {pick(rng, ['correctly', 'on empty input', 'with defaults'])} ({rng.randrange(1, 40)} ms)"
        elif lang == "rust":
            line = lambda: f"test {pick(rng, WORDS)}::tests::{ident(rng)} ... ok"
        elif lang == "java":
            line = lambda: f"{pick(rng, WORDS).title()}Test > {ident(rng, 'camel')}() PASSED"
        else:
            line = lambda: f"{pick(rng, WORDS).title()} #{ident(rng)} passes"
        noise = grow(rng, "", target - len(base), line)
        return noise.strip() + "\n" + base
    base = cmd_output(rng, proj, kind)
    if len(base) < target and target > 2000:
        base = grow(rng, base, target, lambda: app_log(rng, 15))
    return base
