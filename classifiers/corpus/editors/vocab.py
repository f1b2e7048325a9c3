"""Small vocabularies and generators for code, projects, machine output.

Everything here is written for this generator (no client text is copied).
All randomness comes from the `rng` passed in.
"""
from __future__ import annotations

import random

NOUNS = ["user", "order", "invoice", "cart", "session", "token", "report", "ticket", "payment", "account",
         "product", "shipment", "comment", "post", "event", "job", "task", "metric", "config", "cache",
         "record", "message", "channel", "tenant", "coupon", "profile", "upload", "review", "booking", "route"]
VERBS = ["parse", "load", "build", "compute", "validate", "normalize", "fetch", "render", "merge", "resolve",
         "format", "apply", "collect", "flush", "sync", "encode", "decode", "filter", "group", "export"]
ADJ = ["pending", "active", "raw", "cached", "stale", "merged", "total", "daily", "partial", "default"]
PROJECTS = ["billing-svc", "acme-web", "ledger", "shopfront", "kanban-api", "notes-app", "infra-tools",
            "data-pipeline", "chatops-bot", "geo-tiles", "auth-gateway", "pricing-engine", "mobile-bff",
            "reporting", "crm-sync", "inventory", "edu-portal", "hr-core", "media-proc", "iot-hub"]
ORGS = ["acme", "northwind", "globex", "initech", "umbrella-labs", "hooli", "stark-ind", "wayne-ent", "octo-co"]
USERS = ["dana", "marco", "li.wei", "aisha", "tomasz", "yuki", "pedro", "sven", "priya", "olga", "kofi", "ines"]

LANGS = {
    "python": {"ext": ".py", "fence": "python", "comment": "#", "test": "pytest -q", "lint": "ruff check ."},
    "typescript": {"ext": ".ts", "fence": "typescript", "comment": "//", "test": "npm test", "lint": "npx eslint src"},
    "javascript": {"ext": ".js", "fence": "javascript", "comment": "//", "test": "npm test", "lint": "npx eslint ."},
    "go": {"ext": ".go", "fence": "go", "comment": "//", "test": "go test ./...", "lint": "golangci-lint run"},
    "rust": {"ext": ".rs", "fence": "rust", "comment": "//", "test": "cargo test", "lint": "cargo clippy"},
    "java": {"ext": ".java", "fence": "java", "comment": "//", "test": "./gradlew test", "lint": "./gradlew check"},
}


def camel(a: str, b: str) -> str:
    return a + b[:1].upper() + b[1:]


def snake(a: str, b: str) -> str:
    return f"{a}_{b}"


def fn_name(rng: random.Random, lang: str) -> str:
    v, n = rng.choice(VERBS), rng.choice(NOUNS)
    if rng.random() < 0.3:
        n = n + ("s" if not n.endswith("s") else "")
    if lang in ("python", "rust"):
        return snake(v, n)
    if lang == "go":
        return (v[:1].upper() + v[1:] + n[:1].upper() + n[1:]) if rng.random() < 0.6 else camel(v, n)
    return camel(v, n)


# ---------------------------------------------------------------- functions
def _py_fn(rng, name):
    n = rng.choice(NOUNS)
    a = rng.choice(ADJ)
    bodies = [
        f"def {name}(items, limit=None):\n    result = []\n    for it in items:\n        if it.get('{a}') is None:\n            continue\n        key = it['{n}_id']\n        result.append((key, it['{a}']))\n        if limit and len(result) >= limit:\n            break\n    return sorted(result, key=lambda kv: kv[0])\n",
        f"def {name}(path: str) -> dict:\n    out = {{}}\n    with open(path, encoding='utf-8') as fh:\n        for lineno, line in enumerate(fh, 1):\n            line = line.strip()\n            if not line or line.startswith('#'):\n                continue\n            k, _, v = line.partition('=')\n            if not _:\n                raise ValueError(f'bad line {{lineno}}: {{line!r}}')\n            out[k.strip()] = v.strip()\n    return out\n",
        f"async def {name}(client, {n}_id, retries=3):\n    last = None\n    for attempt in range(retries):\n        try:\n            resp = await client.get(f'/api/{n}s/{{{n}_id}}')\n            resp.raise_for_status()\n            return resp.json()\n        except Exception as exc:  # noqa: BLE001\n            last = exc\n            await asyncio.sleep(2 ** attempt)\n    raise RuntimeError('gave up') from last\n",
        f"def {name}(rows):\n    totals = defaultdict(float)\n    for r in rows:\n        if r['status'] != '{a}':\n            continue\n        totals[r['{n}']] += r['amount'] * (1 - r.get('discount', 0))\n    return dict(totals)\n",
        f"class {name.title().replace('_', '')}:\n    def __init__(self, ttl=300):\n        self.ttl = ttl\n        self._data = {{}}\n\n    def get(self, key):\n        hit = self._data.get(key)\n        if hit is None:\n            return None\n        value, ts = hit\n        if time.time() - ts > self.ttl:\n            return value\n        return value\n\n    def put(self, key, value):\n        self._data[key] = (value, time.time())\n",
        f"def {name}(s):\n    s = s.strip().lower()\n    s = re.sub(r'[^a-z0-9]+', '-', s)\n    return s.strip('-')[:64]\n",
        f"def {name}(df, col='{n}'):\n    df = df.dropna(subset=[col])\n    df[col] = df[col].astype(str).str.strip()\n    grouped = df.groupby(col).agg(count=('id', 'size'), total=('amount', 'sum'))\n    return grouped.sort_values('total', ascending=False).head(20)\n",
        f"def {name}(a, b):\n    i = j = 0\n    out = []\n    while i < len(a) and j < len(b):\n        if a[i] <= b[j]:\n            out.append(a[i]); i += 1\n        else:\n            out.append(b[j]); j += 1\n    return out + a[i:] + b[j:]\n",
    ]
    return rng.choice(bodies)


def _ts_fn(rng, name):
    n = rng.choice(NOUNS)
    bodies = [
        f"export async function {name}(id: string): Promise<{n.title()} | null> {{\n  const res = await fetch(`/api/{n}s/${{id}}`);\n  if (!res.ok) {{\n    return null;\n  }}\n  const data = await res.json();\n  return {{ ...data, createdAt: new Date(data.createdAt) }};\n}}\n",
        f"export function {name}(list: {n.title()}[], key: keyof {n.title()}) {{\n  const seen = new Map<unknown, {n.title()}>();\n  for (const item of list) {{\n    if (!seen.has(item[key])) seen.set(item[key], item);\n  }}\n  return [...seen.values()];\n}}\n",
        f"export const {name} = (input: string): string[] =>\n  input\n    .split(/[,;]/)\n    .map((s) => s.trim())\n    .filter(Boolean)\n    .map((s) => s.toLowerCase());\n",
        f"export function {name}(state: State, action: Action): State {{\n  switch (action.type) {{\n    case 'add':\n      return {{ ...state, items: [...state.items, action.payload] }};\n    case 'remove':\n      return {{ ...state, items: state.items.filter((i) => i.id !== action.id) }};\n    default:\n      return state;\n  }}\n}}\n",
        f"function {name}(fn, wait = 200) {{\n  let t;\n  return (...args) => {{\n    clearTimeout(t);\n    t = setTimeout(() => fn(...args), wait);\n  }};\n}}\n",
    ]
    return rng.choice(bodies)


def _go_fn(rng, name):
    n = rng.choice(NOUNS)
    bodies = [
        f"func {name}(ctx context.Context, db *sql.DB, id int64) (*{n.title()}, error) {{\n\trow := db.QueryRowContext(ctx, \"SELECT id, name, created_at FROM {n}s WHERE id = $1\", id)\n\tvar x {n.title()}\n\tif err := row.Scan(&x.ID, &x.Name, &x.CreatedAt); err != nil {{\n\t\treturn nil, fmt.Errorf(\"{name}: %w\", err)\n\t}}\n\treturn &x, nil\n}}\n",
        f"func {name}(in []string) map[string]int {{\n\tout := make(map[string]int, len(in))\n\tfor _, s := range in {{\n\t\ts = strings.TrimSpace(s)\n\t\tif s == \"\" {{\n\t\t\tcontinue\n\t\t}}\n\t\tout[s]++\n\t}}\n\treturn out\n}}\n",
        f"func (s *Server) {name}(w http.ResponseWriter, r *http.Request) {{\n\tvar req {n.title()}Request\n\tif err := json.NewDecoder(r.Body).Decode(&req); err != nil {{\n\t\thttp.Error(w, err.Error(), http.StatusBadRequest)\n\t\treturn\n\t}}\n\tw.Header().Set(\"Content-Type\", \"application/json\")\n\t_ = json.NewEncoder(w).Encode(s.store.Save(req))\n}}\n",
    ]
    return rng.choice(bodies)


def _rust_fn(rng, name):
    n = rng.choice(NOUNS)
    bodies = [
        f"pub fn {name}(input: &str) -> Result<Vec<{n.title()}>, ParseError> {{\n    input\n        .lines()\n        .filter(|l| !l.trim().is_empty())\n        .map(|l| l.parse::<{n.title()}>())\n        .collect()\n}}\n",
        f"fn {name}(v: &mut Vec<i64>) -> Option<i64> {{\n    if v.is_empty() {{\n        return None;\n    }}\n    v.sort_unstable();\n    let mid = v.len() / 2;\n    Some(if v.len() % 2 == 0 {{ (v[mid - 1] + v[mid]) / 2 }} else {{ v[mid] }})\n}}\n",
    ]
    return rng.choice(bodies)


def _java_fn(rng, name):
    n = rng.choice(NOUNS)
    bodies = [
        f"public List<{n.title()}> {name}(List<{n.title()}> input) {{\n    List<{n.title()}> out = new ArrayList<>();\n    for ({n.title()} x : input) {{\n        if (x != null && x.isActive()) {{\n            out.add(x);\n        }}\n    }}\n    out.sort(Comparator.comparing({n.title()}::getCreatedAt));\n    return out;\n}}\n",
        f"public static String {name}(Map<String, String> params) {{\n    StringBuilder sb = new StringBuilder();\n    for (Map.Entry<String, String> e : params.entrySet()) {{\n        if (sb.length() > 0) sb.append('&');\n        sb.append(e.getKey()).append('=').append(e.getValue());\n    }}\n    return sb.toString();\n}}\n",
    ]
    return rng.choice(bodies)


_FN = {"python": _py_fn, "typescript": _ts_fn, "javascript": _ts_fn, "go": _go_fn, "rust": _rust_fn,
       "java": _java_fn}


def gen_function(rng: random.Random, lang: str, name: str | None = None) -> tuple[str, str]:
    name = name or fn_name(rng, lang)
    return name, _FN[lang](rng, name)


def header_for(lang: str, rng: random.Random) -> str:
    if lang == "python":
        return rng.choice(["import asyncio\nimport re\nimport time\nfrom collections import defaultdict\n\n",
                           "from __future__ import annotations\n\nimport json\nimport logging\n\nlog = logging.getLogger(__name__)\n\n"])
    if lang in ("typescript", "javascript"):
        return rng.choice(["import { z } from 'zod';\nimport type { State, Action } from './types';\n\n",
                           "import express from 'express';\nimport { db } from '../db';\n\n"])
    if lang == "go":
        return "package service\n\nimport (\n\t\"context\"\n\t\"database/sql\"\n\t\"encoding/json\"\n\t\"fmt\"\n\t\"net/http\"\n\t\"strings\"\n)\n\n"
    if lang == "rust":
        return "use std::collections::HashMap;\nuse crate::model::*;\n\n"
    return "package com.acme.core;\n\nimport java.util.*;\n\n"


def gen_file(rng: random.Random, lang: str, n_funcs: int = 4, include: tuple[str, str] | None = None) -> str:
    parts = [header_for(lang, rng)]
    pos = rng.randrange(n_funcs + 1) if include else -1
    for i in range(n_funcs):
        if i == pos:
            parts.append(include[1] + "\n")
        parts.append(gen_function(rng, lang)[1] + "\n")
    if include and pos == n_funcs:
        parts.append(include[1] + "\n")
    return "".join(parts)


def big_file(rng: random.Random, lang: str, kb: int, include: tuple[str, str]) -> str:
    """A long file (about `kb` KB) with the named function somewhere in it."""
    parts = [header_for(lang, rng)]
    size = len(parts[0])
    target = kb * 1024
    inserted = False
    where = rng.uniform(0.2, 0.85)
    while size < target:
        if not inserted and size > target * where:
            parts.append(include[1] + "\n")
            size += len(include[1])
            inserted = True
        c = gen_function(rng, lang)[1] + "\n"
        parts.append(c)
        size += len(c)
    if not inserted:
        parts.append(include[1] + "\n")
    return "".join(parts)


# ---------------------------------------------------------------- projects
def project(rng: random.Random) -> dict:
    lang = rng.choice(["python", "python", "typescript", "typescript", "go", "javascript", "rust", "java"])
    name = rng.choice(PROJECTS)
    user = rng.choice(USERS)
    root = rng.choice([f"/home/{user}/src/{name}", f"/Users/{user}/code/{name}", f"/workspace/{name}",
                       f"C:\\Users\\{user}\\repos\\{name}"])
    ext = LANGS[lang]["ext"]
    mods = rng.sample(NOUNS, 6)
    if lang == "python":
        pkg = name.replace("-", "_")
        files = [f"{pkg}/__init__.py"] + [f"{pkg}/{m}{ext}" for m in mods] + [f"tests/test_{m}.py" for m in mods[:3]] + \
                ["pyproject.toml", "README.md", "Makefile"]
    elif lang in ("typescript", "javascript"):
        files = [f"src/{m}{ext}" for m in mods] + [f"src/{mods[0]}/{mods[1]}.service{ext}"] + \
                [f"test/{m}.test{ext}" for m in mods[:3]] + ["package.json", "tsconfig.json", "README.md"]
    elif lang == "go":
        files = ["cmd/server/main.go"] + [f"internal/{m}/{m}.go" for m in mods] + \
                [f"internal/{m}/{m}_test.go" for m in mods[:3]] + ["go.mod", "Makefile", "README.md"]
    elif lang == "rust":
        files = ["src/main.rs", "src/lib.rs"] + [f"src/{m}.rs" for m in mods] + ["tests/integration.rs", "Cargo.toml"]
    else:
        files = [f"src/main/java/com/acme/{m.title()}Service.java" for m in mods] + \
                [f"src/test/java/com/acme/{m.title()}ServiceTest.java" for m in mods[:2]] + ["build.gradle", "README.md"]
    return {"lang": lang, "name": name, "root": root, "files": files, "mods": mods,
            "test": LANGS[lang]["test"], "lint": LANGS[lang]["lint"], "fence": LANGS[lang]["fence"],
            "branch": rng.choice(["main", "master", "develop", f"feat/{mods[0]}-{rng.randint(10, 999)}"]),
            "os": rng.choice(["linux", "darwin", "win32"]), "shell": rng.choice(["/bin/bash", "/bin/zsh", "pwsh"]),
            "org": rng.choice(ORGS), "user": user}


def src_files(p: dict) -> list[str]:
    return [f for f in p["files"] if f.endswith(LANGS[p["lang"]]["ext"]) and "test" not in f]


def test_files(p: dict) -> list[str]:
    return [f for f in p["files"] if "test" in f]


def file_content(rng: random.Random, p: dict, path: str, n: int | None = None) -> str:
    return gen_file(rng, p["lang"], n or rng.randint(2, 6))


def tree(p: dict, rng: random.Random) -> str:
    extra = [".gitignore", ".github/workflows/ci.yml", "docs/architecture.md", "scripts/seed.sh"]
    items = sorted(set(p["files"] + rng.sample(extra, 2)))
    return "\n".join(items)


def listing(p: dict, rng: random.Random, path: str = ".") -> str:
    files = [f for f in p["files"] if path in (".", "") or f.startswith(path.rstrip("/") + "/")] or p["files"]
    return "\n".join(sorted(files))


def grep_output(rng: random.Random, p: dict, pattern: str) -> str:
    lines = []
    for f in rng.sample(p["files"], min(len(p["files"]), rng.randint(1, 5))):
        for _ in range(rng.randint(1, 3)):
            ln = rng.randint(3, 240)
            lines.append(f"{f}:{ln}:    {pattern}{rng.choice(['(', ' = ', '.', ': '])}{rng.choice(NOUNS)}")
    return "\n".join(lines)


# ---------------------------------------------------------------- machine output
def traceback_text(rng: random.Random, lang: str, fn: str = "handler") -> str:
    n = rng.choice(NOUNS)
    if lang == "python":
        err = rng.choice([f"KeyError: '{n}_id'", "TypeError: unsupported operand type(s) for +: 'int' and 'NoneType'",
                          f"AttributeError: 'NoneType' object has no attribute '{rng.choice(VERBS)}'",
                          "ValueError: too many values to unpack (expected 2)",
                          "RecursionError: maximum recursion depth exceeded"])
        return (f"Traceback (most recent call last):\n  File \"app/main.py\", line {rng.randint(10, 300)}, in run\n    "
                f"result = {fn}(payload)\n  File \"app/{n}.py\", line {rng.randint(5, 200)}, in {fn}\n    "
                f"total += row['{n}']\n{err}")
    if lang in ("typescript", "javascript"):
        return (f"TypeError: Cannot read properties of undefined (reading '{n}')\n    at {fn} (src/{n}.ts:{rng.randint(5, 99)}:{rng.randint(3, 40)})\n"
                f"    at processTicksAndRejections (node:internal/process/task_queues:95:5)")
    if lang == "go":
        return (f"panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation]\n\n"
                f"goroutine 1 [running]:\nmain.{fn}(...)\n\t/app/internal/{n}/{n}.go:{rng.randint(10, 200)} +0x1d")
    if lang == "rust":
        return f"thread 'main' panicked at src/{n}.rs:{rng.randint(5, 120)}:{rng.randint(5, 40)}:\ncalled `Option::unwrap()` on a `None` value"
    return (f"java.lang.NullPointerException: Cannot invoke \"{n.title()}.getId()\" because \"x\" is null\n\tat com.acme.core.{n.title()}Service.{fn}({n.title()}Service.java:{rng.randint(20, 200)})")


def test_output(rng: random.Random, p: dict, fail: bool = True) -> str:
    lang = p["lang"]
    nt = rng.randint(12, 240)
    nf = rng.randint(1, 4) if fail else 0
    tf = test_files(p) or ["tests/test_app.py"]
    if lang == "python":
        body = []
        for i in range(nf):
            f = rng.choice(tf)
            body.append(f"_______ test_{rng.choice(VERBS)}_{rng.choice(NOUNS)} _______\n\n    def test_x():\n>       assert result == expected\nE       AssertionError: assert {rng.randint(0, 99)} == {rng.randint(100, 200)}\n\n{f}:{rng.randint(5, 80)}: AssertionError")
        summ = f"{'FAILED' if nf else 'PASSED'}: {nf} failed, {nt - nf} passed in {rng.uniform(0.5, 30):.2f}s"
        return ("============================= test session starts ==============================\n"
                f"platform linux -- Python 3.11.{rng.randint(1, 9)}, pytest-8.{rng.randint(0, 3)}.{rng.randint(0, 4)}\n"
                f"collected {nt} items\n\n" + "\n\n".join(body) + f"\n=========================== short test summary info ============================\n{summ}")
    if lang in ("typescript", "javascript"):
        body = [f" FAIL  {rng.choice(tf)}\n  ● {rng.choice(NOUNS)} › should {rng.choice(VERBS)} correctly\n\n    expect(received).toEqual(expected)\n\n    Expected: {rng.randint(1, 9)}\n    Received: undefined" for _ in range(nf)]
        return "\n\n".join(body) + f"\n\nTests:       {nf} failed, {nt - nf} passed, {nt} total\nTime:        {rng.uniform(1, 40):.3f} s"
    if lang == "go":
        m = rng.choice(p["mods"])
        if nf:
            return f"--- FAIL: Test{m.title()}{rng.choice(VERBS).title()} (0.00s)\n    {m}_test.go:{rng.randint(10, 90)}: got {rng.randint(0, 9)}, want {rng.randint(10, 20)}\nFAIL\nFAIL\tgithub.com/{p['org']}/{p['name']}/internal/{m}\t0.0{rng.randint(10, 99)}s\nFAIL"
        return f"ok  \tgithub.com/{p['org']}/{p['name']}/internal/{m}\t0.0{rng.randint(10, 99)}s"
    if lang == "rust":
        return f"running {nt} tests\n" + "".join(f"test {rng.choice(NOUNS)}::tests::{rng.choice(VERBS)} ... FAILED\n" for _ in range(nf)) + \
            f"\ntest result: {'FAILED' if nf else 'ok'}. {nt - nf} passed; {nf} failed; 0 ignored"
    return f"> Task :test FAILED\n\n{rng.choice(NOUNS).title()}ServiceTest > shouldWork() FAILED\n    org.opentest4j.AssertionFailedError at ServiceTest.java:{rng.randint(10, 90)}\n\n{nt} tests completed, {nf} failed" if nf else \
        f"BUILD SUCCESSFUL in {rng.randint(5, 90)}s"


def lint_output(rng: random.Random, p: dict) -> str:
    f = rng.choice(src_files(p) or p["files"])
    lang = p["lang"]
    out = []
    for _ in range(rng.randint(1, 4)):
        ln, col = rng.randint(1, 200), rng.randint(1, 40)
        if lang == "python":
            out.append(f"{f}:{ln}:{col}: {rng.choice(['F821 undefined name', 'F401 imported but unused', 'E501 line too long (104 > 88)', 'F841 local variable assigned but never used'])} '{rng.choice(NOUNS)}'")
        elif lang in ("typescript", "javascript"):
            out.append(f"{f}\n  {ln}:{col}  error  '{rng.choice(NOUNS)}' is not defined  no-undef")
        elif lang == "go":
            out.append(f"{f}:{ln}:{col}: undefined: {rng.choice(NOUNS)}{rng.choice(VERBS).title()} (typecheck)")
        else:
            out.append(f"error[E0425]: cannot find value `{rng.choice(NOUNS)}` in this scope\n --> {f}:{ln}:{col}")
    return "\n".join(out)


def shell_output(rng: random.Random, p: dict, cmd: str) -> tuple[str, int]:
    if "test" in cmd or cmd.startswith(("pytest", "go test", "cargo test", "./gradlew")):
        fail = rng.random() < 0.65
        return test_output(rng, p, fail), (1 if fail else 0)
    if "lint" in cmd or "eslint" in cmd or "ruff" in cmd or "clippy" in cmd:
        return lint_output(rng, p), 1
    if cmd.startswith("git status"):
        return f"On branch {p['branch']}\nChanges not staged for commit:\n  modified:   {rng.choice(p['files'])}\n", 0
    if cmd.startswith("git log"):
        return "\n".join(f"{rng.getrandbits(28):07x} {rng.choice(['fix', 'feat', 'chore', 'refactor'])}: {rng.choice(VERBS)} {rng.choice(NOUNS)}" for _ in range(6)), 0
    if cmd.startswith(("npm install", "pip install", "go mod")):
        return f"added {rng.randint(3, 400)} packages in {rng.randint(2, 40)}s", 0
    if cmd.startswith(("make", "npm run build", "cargo build", "go build")):
        if rng.random() < 0.5:
            return lint_output(rng, p).replace("error", "error") + "\nmake: *** [build] Error 2", 2
        return "build ok", 0
    return f"{rng.choice(NOUNS)}: {rng.randint(0, 999)}", 0


def gen_schema(rng: random.Random) -> tuple[str, list[str]]:
    tabs = rng.sample(NOUNS, rng.randint(2, 4))
    ddl = []
    for i, t in enumerate(tabs):
        cols = [f"  id BIGSERIAL PRIMARY KEY"]
        if i > 0:
            cols.append(f"  {tabs[0]}_id BIGINT NOT NULL REFERENCES {tabs[0]}s(id)")
        cols += [f"  {c} {ty}" for c, ty in rng.sample([("name", "TEXT NOT NULL"), ("status", "VARCHAR(16)"),
                                                         ("amount", "NUMERIC(12,2)"), ("created_at", "TIMESTAMPTZ DEFAULT now()"),
                                                         ("email", "TEXT UNIQUE"), ("country", "CHAR(2)"),
                                                         ("score", "INT"), ("deleted_at", "TIMESTAMPTZ")], 4)]
        ddl.append(f"CREATE TABLE {t}s (\n" + ",\n".join(cols) + "\n);")
    return "\n\n".join(ddl), tabs


def gen_diff(rng: random.Random, p: dict, n_files: int | None = None) -> str:
    out = []
    for f in rng.sample(src_files(p) or p["files"], min(len(src_files(p) or p["files"]), n_files or rng.randint(1, 3))):
        a = rng.randint(5, 120)
        name = fn_name(rng, p["lang"])
        c = LANGS[p["lang"]]["comment"]
        out.append(f"diff --git a/{f} b/{f}\nindex {rng.getrandbits(28):07x}..{rng.getrandbits(28):07x} 100644\n--- a/{f}\n+++ b/{f}\n"
                   f"@@ -{a},7 +{a},9 @@\n     {rng.choice(VERBS)}_{rng.choice(NOUNS)} = None\n-    value = {name}(data)\n"
                   f"+    {c} guard against empty payloads\n+    if not data:\n+        return None\n+    value = {name}(data, strict=True)\n"
                   f"     if value is None:\n         raise ValueError('missing {rng.choice(NOUNS)}')\n")
    return "".join(out)


def hex_id(rng: random.Random, n: int = 32) -> str:
    return "%0*x" % (n, rng.getrandbits(4 * n))


def uuid(rng: random.Random) -> str:
    h = hex_id(rng, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{'89ab'[rng.randrange(4)]}{h[17:20]}-{h[20:32]}"
