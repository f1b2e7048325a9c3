"""Synthetic repositories, code and machine output that the client envelopes are filled with.

Everything here is generated from small vocabularies so that file names, code, test runs and command output vary
from sample to sample; none of it is taken from a real project.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

NOUNS = [
    "cache",
    "invoice",
    "session",
    "token",
    "ledger",
    "router",
    "parser",
    "worker",
    "queue",
    "report",
    "user",
    "order",
    "payment",
    "config",
    "schema",
    "upload",
    "metric",
    "tenant",
    "webhook",
    "backup",
    "search",
    "profile",
    "quota",
    "export",
    "audit",
    "mailer",
    "shard",
    "lease",
    "catalog",
    "cart",
    "ticket",
    "plugin",
    "stream",
]
VERBS = [
    "load",
    "parse",
    "build",
    "fetch",
    "apply",
    "render",
    "resolve",
    "sync",
    "flush",
    "merge",
    "validate",
    "encode",
    "decode",
    "compute",
    "refresh",
    "dispatch",
    "collect",
    "normalize",
    "split",
    "retry",
]
REPOS = [
    "billing-api",
    "atlas",
    "harbor",
    "quill",
    "ferry",
    "lumen",
    "orchard",
    "pylon",
    "tern",
    "wharf",
    "kestrel",
    "monorepo",
    "shop-web",
    "dataflow",
    "infra-tools",
    "notes-app",
    "gateway",
    "ledgerd",
]
USERS = ["alice", "bob", "dev", "mkowalski", "yuki", "runner", "ana", "pierre", "li", "sam"]

LANGS = ["python", "typescript", "go", "rust", "java", "javascript", "ruby", "csharp", "cpp", "php", "kotlin"]
EXT = {
    "python": "py",
    "typescript": "ts",
    "go": "go",
    "rust": "rs",
    "java": "java",
    "javascript": "js",
    "ruby": "rb",
    "csharp": "cs",
    "cpp": "cpp",
    "php": "php",
    "kotlin": "kt",
}
COMMENT = {"python": "#", "ruby": "#"}
TEST_CMD = {
    "python": "pytest -q",
    "typescript": "npx vitest run",
    "go": "go test ./...",
    "rust": "cargo test",
    "java": "./gradlew test",
    "javascript": "npm test",
    "ruby": "bundle exec rspec",
    "csharp": "dotnet test",
    "cpp": "ctest --output-on-failure",
    "php": "vendor/bin/phpunit",
    "kotlin": "./gradlew test",
}
LINT_CMD = {
    "python": "ruff check .",
    "typescript": "npx eslint src",
    "go": "go vet ./...",
    "rust": "cargo clippy",
    "java": "./gradlew check",
    "javascript": "npx eslint .",
    "ruby": "bundle exec rubocop",
    "csharp": "dotnet build",
    "cpp": "cmake --build build",
    "php": "vendor/bin/phpstan analyse",
    "kotlin": "./gradlew ktlintCheck",
}


def snake(rng: random.Random) -> str:
    return f"{rng.choice(VERBS)}_{rng.choice(NOUNS)}"


def camel(rng: random.Random) -> str:
    return rng.choice(VERBS) + rng.choice(NOUNS).capitalize()


def ident(rng: random.Random, lang: str) -> str:
    return snake(rng) if lang in ("python", "rust", "ruby", "php") else camel(rng)


def comment(lang: str) -> str:
    return COMMENT.get(lang, "//")


def function(rng: random.Random, lang: str, name: str | None = None) -> str:
    """One plausible function in `lang`, a few to a few dozen lines."""
    name = name or ident(rng, lang)
    a, b = rng.sample(NOUNS, 2)
    n = rng.randint(2, 9)
    if rng.random() < 0.45:
        alt = _alt_function(rng, lang, name, a, b, n)
        if alt:
            return alt
    if lang == "python":
        body = [f"def {name}({a}, {b}=None, *, limit={n * 10}):"]
        if rng.random() < 0.5:
            body.append(f'    if {a} is None:\n        raise ValueError("{a} is required")')
        body.append(f"    out = []\n    for i, item in enumerate({a}):\n        if i >= limit:\n            break")
        body.append(f'        key = item.get("{b}", {b})\n        if key in out:\n            continue')
        body.append(f"        out.append(key)\n    return sorted(out)[:{n}]")
        return "\n".join(body)
    if lang in ("typescript", "javascript"):
        t = ": string[]" if lang == "typescript" else ""
        ta = ": Record<string, unknown>[]" if lang == "typescript" else ""
        return (
            f"export function {name}({a}{ta}, {b}{t and '?: string'}){t} {{\n  const seen = new Set<string>();\n"
            f"  for (const item of {a}) {{\n    const k = String(item[{b} ?? '{b}'] ?? '');\n"
            f"    if (!k || seen.has(k)) continue;\n    seen.add(k);\n    if (seen.size >= {n}) break;\n  }}\n"
            f"  return [...seen].sort();\n}}"
        ).replace("Set<string>", "Set<string>" if t else "Set")
    if lang == "go":
        return (
            f"func {name}({a} []string, {b} map[string]int) ([]string, error) {{\n"
            f'\tif len({a}) == 0 {{\n\t\treturn nil, errors.New("empty {a}")\n\t}}\n\tout := make([]string, 0, {n})\n'
            f"\tfor _, v := range {a} "
            f"{{\n\t\tif {b}[v] > {n} {{\n\t\t\tcontinue\n\t\t}}\n\t\tout = append(out, v)\n\t}}\n"
            f"\tsort.Strings(out)\n\treturn out, nil\n}}"
        )
    if lang == "rust":
        return (
            f"pub fn {name}({a}: &[String], {b}: &HashMap<String, u32>) -> Result<Vec<String>, Error> {{\n"
            f"    let mut out: Vec<String> = {a}\n        .iter()\n        .filter(|v| "
            f"{b}.get(*v).copied().unwrap_or(0) <= {n})\n"
            f"        .cloned()\n        .collect();\n    out.sort();\n    out.dedup();\n    Ok(out)\n}}"
        )
    if lang in ("java", "kotlin", "csharp"):
        if lang == "kotlin":
            return (
                f"fun {name}({a}: List<String>, {b}: Map<String, Int>): List<String> =\n"
                f"    {a}.filter {{ ({b}[it] ?: 0) <= {n} }}.distinct().sorted()"
            )
        ls = "List<String>"
        return (
            f"public static {ls} {name}({ls} {a}, Map<String, Integer> {b}) {{\n"
            f"    {ls} out = new ArrayList<>();\n    for (String v : {a}) {{\n"
            f"        if ({b}.getOrDefault(v, 0) > {n}) continue;\n        if (!out.contains(v)) out.add(v);\n    }}\n"
            f"    Collections.sort(out);\n    return out;\n}}"
        )
    if lang == "ruby":
        return f"def {name}({a}, {b} = {{}})\n  {a}.reject {{ |v| {b}.fetch(v, 0) > {n} }}.uniq.sort\nend"
    if lang == "php":
        return (
            f"function {name}(array ${a}, array ${b} = []): array\n{{\n    $out = array_filter(${a}, fn($v) => "
            f"(${b}[$v] ?? 0) <= {n});\n    sort($out);\n    return array_values(array_unique($out));\n}}"
        )
    return (
        f"std::vector<std::string> {name}(const std::vector<std::string>& {a}, const std::map<std::string, int>& {b}) "
        f"{{\n  std::vector<std::string> out;\n  for (const auto& v : {a}) {{\n    auto it = {b}.find(v);\n"
        f"    if (it != {b}.end() && it->second > {n}) continue;\n    out.push_back(v);\n  }}\n"
        f"  std::sort(out.begin(), out.end());\n  return out;\n}}"
    )


def _alt_function(rng: random.Random, lang: str, name: str, a: str, b: str, n: int) -> str | None:
    """Other function shapes (classes, async, error handling, SQL, config), so code is not all one template."""
    k = rng.randrange(4)
    if lang == "python":
        return [
            f'async def {name}(client, {a}_id: str) -> dict:\n    """Fetch one {a} and its {b}s."""\n'
            f'    resp = await client.get(f"/{a}s/{{{a}_id}}", timeout={n})\n    resp.raise_for_status()\n'
            f'    data = resp.json()\n    data["{b}s"] = [x for x in data.get("{b}s", []) if x.get("active")]\n'
            "    return data",
            f"class {a.capitalize()}{b.capitalize()}:\n    def __init__(self, size={n * 16}):\n        self._items = "
            f"{{}}\n"
            f"        self._size = size\n\n    def {name}(self, key, value):\n        if len(self._items) >= "
            f"self._size:\n"
            "            self._items.pop(next(iter(self._items)))\n        self._items[key] = value\n        return "
            "value",
            f'def {name}(path):\n    try:\n        with open(path, encoding="utf-8") as f:\n'
            f'            rows = [line.split(",") for line in f if line.strip()]\n    except FileNotFoundError:\n'
            f'        return []\n    return [r for r in rows if len(r) > {n} and r[0] != "{b}"]',
            f'@app.get("/{a}s/{{{a}_id}}")\ndef {name}({a}_id: int, db=Depends(get_db)):\n'
            f'    row = db.execute("SELECT * FROM {a}s WHERE id = %s", ({a}_id,)).fetchone()\n'
            f'    if row is None:\n        raise HTTPException(404, "{a} not found")\n    return row',
        ][k]
    if lang in ("typescript", "javascript"):
        return [
            f"export async function {name}(id: string) {{\n  const res = await fetch(`/api/{a}s/${{id}}`);\n"
            f"  if (!res.ok) throw new Error(`{a} ${{id}}: ${{res.status}}`);\n  const body = await res.json();\n"
            f"  return body.{b}s?.slice(0, {n}) ?? [];\n}}",
            f"export class {a.capitalize()}Store {{\n  private items = new Map<string, number>();\n\n"
            f"  {name}(key: string, delta = 1): number {{\n    const v = (this.items.get(key) ?? 0) + delta;\n"
            f"    this.items.set(key, Math.min(v, {n * 100}));\n    return v;\n  }}\n}}",
            f"export const {name} = (xs: number[]) =>\n  xs.filter((x) => x % {n} === 0).reduce((acc, x) => acc + x, "
            f"0);",
            f"export function {name}(props: {{ {a}: string; {b}?: number }}) {{\n"
            f"  const [open, setOpen] = useState(false);\n  return (\n    <div onClick={{() => setOpen(!open)}}>\n"
            f"      {{props.{a}}} {{open && <span>{{props.{b} ?? {n}}}</span>}}\n    </div>\n  );\n}}",
        ][k]
    if lang == "go":
        return [
            f"func (s *{a.capitalize()}Service) {name}(ctx context.Context, id string) (*{a.capitalize()}, error) {{\n"
            f"\tctx, cancel := context.WithTimeout(ctx, {n}*time.Second)\n\tdefer cancel()\n"
            f'\trow := s.db.QueryRowContext(ctx, "SELECT id, {b} FROM {a}s WHERE id = $1", id)\n'
            f"\tvar out {a.capitalize()}\n\tif err := row.Scan(&out.ID, &out.{b.capitalize()}); err != nil {{\n"
            f'\t\treturn nil, fmt.Errorf("{name}: %w", err)\n\t}}\n\treturn &out, nil\n}}',
            f"func {name}(w http.ResponseWriter, r *http.Request) {{\n\tif r.Method != http.MethodPost {{\n"
            f'\t\thttp.Error(w, "method not allowed", http.StatusMethodNotAllowed)\n\t\treturn\n\t}}\n'
            f"\tvar req {a.capitalize()}Request\n\tif err := json.NewDecoder(r.Body).Decode(&req); err != nil {{\n"
            f"\t\thttp.Error(w, err.Error(), http.StatusBadRequest)\n\t\treturn\n\t}}\n"
            f"\tw.WriteHeader(http.StatusCreated)\n}}",
            None,
            None,
        ][k]
    if lang == "rust":
        return [
            f"impl {a.capitalize()} {{\n    pub fn {name}(&mut self, {b}: u32) -> Option<u32> {{\n"
            f"        if {b} > {n * 10} {{\n            return None;\n        }}\n        self.total += {b};\n"
            "        Some(self.total)\n    }\n}",
            None,
            None,
            None,
        ][k]
    return None


def source_file(rng: random.Random, lang: str, n_funcs: int, must: str | None = None) -> str:
    """A source file of `n_funcs` functions; `must` names one that is certainly in it."""
    head = {
        "python": "import os\nimport json\nfrom typing import Any\n",
        "go": 'package main\n\nimport (\n\t"errors"\n\t"sort"\n)\n',
        "rust": "use std::collections::HashMap;\n",
        "java": "import java.util.*;\n\npublic class Util {\n",
    }.get(lang, "")
    funcs = [function(rng, lang) for _ in range(n_funcs)]
    if must:
        funcs.insert(rng.randrange(len(funcs) + 1), function(rng, lang, must))
    text = head + "\n\n".join(funcs) + "\n"
    if lang == "java":
        text += "}\n"
    return text


def sized_file(rng: random.Random, lang: str, target_chars: int, must: str | None = None) -> str:
    """A source file of about `target_chars` characters."""
    parts = [source_file(rng, lang, 2, must)]
    total = len(parts[0])
    while total < target_chars:
        f = function(rng, lang)
        parts.append(f)
        total += len(f) + 2
    return "\n\n".join(parts) + "\n"


def size_choice(rng: random.Random) -> int:
    """A pasted-content size: mostly small, sometimes very large (up to ~100 KB)."""
    r = rng.random()
    if r < 0.55:
        return rng.randint(200, 2500)
    if r < 0.85:
        return rng.randint(2500, 15000)
    if r < 0.96:
        return rng.randint(15000, 50000)
    return rng.randint(50000, 100000)


@dataclass
class Repo:
    """A made-up repository the agent works in."""

    name: str
    lang: str
    root: str
    files: list[str]
    tests: list[str]
    os: str
    shell: str
    branch: str
    user: str
    instructions: str = ""
    extra: dict[str, str] = field(default_factory=dict)

    @property
    def ext(self) -> str:
        return EXT[self.lang]


def make_repo(rng: random.Random, lang: str | None = None) -> Repo:
    lang = lang or rng.choice(LANGS)
    name = rng.choice(REPOS)
    user = rng.choice(USERS)
    os_name = rng.choice(["linux", "darwin", "darwin", "linux", "win32"])
    if os_name == "win32":
        root, shell = f"C:\\Users\\{user}\\src\\{name}", rng.choice(["powershell.exe", "cmd.exe"])
    elif os_name == "darwin":
        root, shell = f"/Users/{user}/code/{name}", "/bin/zsh"
    else:
        root, shell = (
            rng.choice([f"/home/{user}/{name}", f"/workspace/{name}", f"/srv/{name}", "/testbed"]),
            "/bin/bash",
        )
    ext = EXT[lang]
    top = {"python": "src/" + name.replace("-", "_"), "go": "internal", "rust": "src", "java": "src/main/java/app"}.get(
        lang, "src"
    )
    files = sorted({f"{top}/{rng.choice(NOUNS)}.{ext}" for _ in range(rng.randint(4, 14))})
    tdir = {"go": top, "rust": "tests", "java": "src/test/java/app"}.get(lang, "tests")
    tests = sorted({f"{tdir}/test_{rng.choice(NOUNS)}.{ext}" for _ in range(rng.randint(1, 5))})
    instructions = ""
    if rng.random() < 0.5:
        instructions = agents_md(rng, lang)
    return Repo(
        name,
        lang,
        root,
        files,
        tests,
        os_name,
        shell,
        rng.choice(["main", "master", "dev", f"fix/{rng.choice(NOUNS)}"]),
        user,
        instructions,
    )


def agents_md(rng: random.Random, lang: str) -> str:
    """An AGENTS.md / CLAUDE.md style project-instructions block, as teams write them."""
    lines = ["# Project notes", ""]
    pool = [
        f"- Run `{TEST_CMD[lang]}` before saying a change is finished.",
        f"- Lint with `{LINT_CMD[lang]}`; CI rejects warnings.",
        "- Never commit secrets; configuration comes from environment variables.",
        "- Keep public functions documented; prefer small pure helpers.",
        "- The `legacy/` folder is frozen: do not edit it.",
        "- Use conventional commit messages (feat:, fix:, chore:).",
        "- Database migrations live in `migrations/` and are generated, never hand-edited.",
        "- Prefer the standard library over new dependencies.",
        "- Log with the structured logger, never print.",
        "- Tabs for Go, 4 spaces elsewhere; max line length 100.",
        "- Integration tests need `docker compose up -d db` first.",
    ]
    lines += rng.sample(pool, rng.randint(2, 6))
    return "\n".join(lines)


MANIFEST = {
    "python": "pyproject.toml",
    "typescript": "package.json",
    "javascript": "package.json",
    "go": "go.mod",
    "rust": "Cargo.toml",
    "java": "build.gradle",
    "kotlin": "build.gradle.kts",
    "ruby": "Gemfile",
    "csharp": "App.csproj",
    "cpp": "CMakeLists.txt",
    "php": "composer.json",
}


def tree(rng: random.Random, repo: Repo) -> str:
    extra = [
        ".gitignore",
        "README.md",
        MANIFEST.get(repo.lang, "Makefile"),
    ]
    if rng.random() < 0.5:
        extra.append("Makefile")
    return "\n".join(sorted(extra + repo.files + repo.tests))


def numbered(text: str, start: int = 1, style: str = "tab") -> str:
    """File contents with line numbers, the way agents' read tools return them."""
    out = []
    for i, line in enumerate(text.splitlines(), start):
        if style == "tab":
            out.append(f"{i:6d}\t{line}")
        elif style == "pipe":
            out.append(f"{i:05d}| {line}")
        elif style == "colon":
            out.append(f"{i}: {line}")
        else:
            out.append(f"{i:6d}|{line}")
    return "\n".join(out)


def test_output(rng: random.Random, repo: Repo, failing: bool) -> tuple[str, int]:
    """Output of the repo's test command and its exit code."""
    t = rng.choice(repo.tests)
    fn = "test_" + snake(rng)
    nfail = rng.randint(1, 4) if failing else 0
    npass = rng.randint(3, 120)
    if repo.lang == "python":
        if not failing:
            return f"{'.' * min(npass, 70)}\n{npass} passed in {rng.uniform(0.2, 9):.2f}s", 0
        err = rng.choice(
            [
                "AssertionError: assert 3 == 4",
                "KeyError: 'tenant_id'",
                "TypeError: 'NoneType' object is not subscriptable",
                "AttributeError: 'Session' object has no attribute 'expires_at'",
            ]
        )
        return (
            f"{'.' * rng.randint(3, 30)}F{'.' * rng.randint(0, 20)}\n=================================== FAILURES "
            f"===================================\n___________________ {fn} ___________________\n\n"
            f"    def {fn}():\n>       assert {snake(rng)}() == expected\nE       {err}\n\n{t}:{rng.randint(10, 300)}: "
            f"{err.split(':')[0]}\n=========================== short test summary info ============================\n"
            f"FAILED {t}::{fn} - {err}\n{nfail} failed, {npass} passed in {rng.uniform(0.3, 12):.2f}s"
        ), 1
    if repo.lang == "go":
        if not failing:
            return f"ok  \texample.com/{repo.name}/internal\t{rng.uniform(0.01, 3):.3f}s", 0
        return (
            f"--- FAIL: Test{camel(rng).capitalize()} ({rng.uniform(0, 1):.2f}s)\n    {t}:{rng.randint(10, 200)}: "
            f"got {rng.randint(0, 9)}, want "
            f"{rng.randint(10, 20)}\nFAIL\nFAIL\texample.com/{repo.name}/internal\t0.041s\nFAIL"
        ), 1
    if repo.lang == "rust":
        if not failing:
            return f"running {npass} tests\ntest result: ok. {npass} passed; 0 failed; 0 ignored", 0
        return (
            f"running {npass} tests\ntest {snake(rng)} ... FAILED\n\nfailures:\n\n---- {snake(rng)} stdout ----\n"
            f"thread 'main' panicked at src/lib.rs:{rng.randint(10, 400)}:5:\nassertion `left == right` failed\n"
            f"  left: {rng.randint(0, 9)}\n right: {rng.randint(10, 99)}\n\ntest result: FAILED. {npass} passed; "
            f"{nfail} failed"
        ), 101
    if not failing:
        return (
            f" Test Files  {rng.randint(1, 9)} passed\n      Tests  {npass} passed\n   Duration  "
            f"{rng.uniform(0.5, 20):.2f}s",
            0,
        )
    return (
        f" FAIL  {t} > {camel(rng)}\nAssertionError: expected {rng.randint(0, 9)} to be {rng.randint(10, 20)}\n"
        f" ❯ {t}:{rng.randint(5, 99)}:{rng.randint(3, 30)}\n\n Test Files  1 failed | {rng.randint(1, 9)} passed\n"
        f"      Tests  {nfail} failed | {npass} passed"
    ), 1


def lint_output(rng: random.Random, repo: Repo) -> str:
    f = rng.choice(repo.files)
    issues = []
    for _ in range(rng.randint(1, 6)):
        line, col = rng.randint(1, 400), rng.randint(1, 60)
        issues.append(
            rng.choice(
                [
                    f"{f}:{line}:{col}: F401 `os` imported but unused",
                    f"{f}:{line}:{col}: E501 line too long (131 > 120)",
                    f'{f}:{line}:{col}: error: Incompatible return value type (got "str | None", expected "str")',
                    f"{f}({line},{col}): error TS2339: Property '{rng.choice(NOUNS)}Id' does not exist on type "
                    f"'Request'.",
                    f"{f}:{line}:{col}: undefined: {camel(rng)}",
                    f"error[E0308]: mismatched types\n --> {f}:{line}:{col}",
                ]
            )
        )
    return "\n".join(issues)


def grep_output(rng: random.Random, repo: Repo, pattern: str) -> str:
    lines = []
    for _ in range(rng.randint(0, 12)):
        lines.append(
            f"{rng.choice(repo.files + repo.tests)}:{rng.randint(1, 500)}:    {rng.choice(['x = ', 'return ', 'if '])}"
            f"{pattern}({rng.choice(NOUNS)})"
        )
    return "\n".join(lines) or "No matches found"


def shell_output(rng: random.Random, repo: Repo, cmd: str) -> tuple[str, int]:
    if cmd.startswith("git status"):
        return (f"On branch {repo.branch}\nChanges not staged for commit:\n  modified:   {rng.choice(repo.files)}\n", 0)
    if cmd.startswith("git log"):
        return "\n".join(
            f"{rng.getrandbits(28):07x} {rng.choice(['fix', 'feat', 'chore'])}: {rng.choice(VERBS)} {rng.choice(NOUNS)}"
            for _ in range(rng.randint(3, 10))
        ), 0
    if cmd.startswith("git diff"):
        f = rng.choice(repo.files)
        return (
            f"diff --git a/{f} b/{f}\n--- a/{f}\n+++ b/{f}\n@@ -{rng.randint(1, 90)},6 +{rng.randint(1, 90)},7 @@\n"
            f"-    return {snake(rng)}(x)\n+    if x is None:\n+        return None\n+    return {snake(rng)}(x)\n"
        ), 0
    if cmd.startswith(("ls", "find", "dir")):
        return tree(rng, repo), 0
    if cmd.startswith(("cat", "sed", "head", "type")):
        return source_file(rng, repo.lang, rng.randint(1, 4)), 0
    if "test" in cmd or "pytest" in cmd or "rspec" in cmd:
        return test_output(rng, repo, rng.random() < 0.6)
    if "lint" in cmd or "ruff" in cmd or "eslint" in cmd or "vet" in cmd or "clippy" in cmd:
        return lint_output(rng, repo), 1
    if cmd.startswith(("npm install", "pip install", "cargo build", "go build", "make")):
        if rng.random() < 0.3:
            return f"error: could not compile `{repo.name}`\n{lint_output(rng, repo)}", rng.choice([1, 2])
        return rng.choice(
            [
                "",
                f"added {rng.randint(5, 400)} packages in {rng.randint(1, 40)}s",
                "Finished dev [unoptimized + debuginfo] target(s) in 4.21s",
            ]
        ), 0
    if cmd.startswith(("rg", "grep")):
        return grep_output(rng, repo, snake(rng)), 0
    return rng.choice(["", "done", f"bash: {cmd.split()[0]}: command not found"]), rng.choice([0, 0, 127])


@dataclass
class Step:
    """One abstract agent action and what came back; each client renders it in its own wire format."""

    kind: str  # list | read | grep | shell | test | edit | write | think
    args: dict[str, str]
    output: str
    exit_code: int = 0
    thought: str = ""


THOUGHTS = [
    "Let me look at the project layout first.",
    "I'll search for where {x} is defined.",
    "The failure points at {x}; reading that file.",
    "Running the tests to see the current state.",
    "Now I'll apply the fix.",
    "Checking that the change compiles and the tests pass.",
    "That didn't work; the error is in a different place. Looking again.",
    "I need to see how {x} is called.",
    "",
    "",
]


def trajectory(rng: random.Random, repo: Repo, n_steps: int, big_read: bool = False) -> list[Step]:
    """A plausible sequence of agent actions on `repo` with their results, within an output budget.

    The budget keeps whole requests near the sizes real agents send (up to about 100 KB) however many steps are drawn.
    """
    steps: list[Step] = []
    budget = rng.choice([8000, 20000, 40000, 70000])
    kinds = ["list", "grep", "read", "read", "shell", "test", "edit", "edit", "test", "read", "write", "grep", "shell"]
    for i in range(n_steps):
        kind = kinds[i] if i < 3 and rng.random() < 0.6 else rng.choice(kinds)
        th = rng.choice(THOUGHTS).format(x=snake(rng))
        if kind == "list":
            steps.append(Step("list", {"path": rng.choice([".", "src", repo.root])}, tree(rng, repo), 0, th))
        elif kind == "grep":
            pat = snake(rng)
            steps.append(Step("grep", {"pattern": pat, "path": "."}, grep_output(rng, repo, pat), 0, th))
        elif kind == "read":
            f = rng.choice(repo.files + repo.tests)
            used = sum(len(x.output) for x in steps)
            size = rng.randint(20000, 60000) if big_read and rng.random() < 0.5 else rng.randint(300, 5000)
            size = max(200, min(size, budget - used))
            steps.append(Step("read", {"path": f}, sized_file(rng, repo.lang, size), 0, th))
        elif kind == "shell":
            cmd = rng.choice(
                [
                    "git status",
                    "git log --oneline -n 10",
                    "git diff",
                    "ls -la",
                    f"rg -n {snake(rng)}",
                    LINT_CMD[repo.lang],
                    "make build",
                    f"cat {rng.choice(repo.files)}",
                ]
            )
            out, code = shell_output(rng, repo, cmd)
            steps.append(Step("shell", {"command": cmd}, out, code, th))
        elif kind == "test":
            cmd = TEST_CMD[repo.lang] + (" " + rng.choice(repo.tests) if rng.random() < 0.5 else "")
            out, code = test_output(rng, repo, rng.random() < 0.55)
            steps.append(Step("test", {"command": cmd}, out, code, th))
        elif kind == "edit":
            f = rng.choice(repo.files)
            old = function(rng, repo.lang).splitlines()[rng.randint(0, 1)]
            new = old + (" # guard" if repo.lang == "python" else " // guard")
            res = rng.choice(
                [
                    f"The file {f} has been updated.",
                    "Edit applied successfully.",
                    "ok",
                    f"Successfully replaced 1 occurrence in {f}",
                    f"Applied edit to {f}\n\nNew diagnostics:\n{lint_output(rng, repo)}",
                ]
            )
            steps.append(Step("edit", {"path": f, "old": old, "new": new}, res, 0, th))
        elif kind == "write":
            f = rng.choice(repo.tests)
            steps.append(
                Step(
                    "write",
                    {"path": f, "content": source_file(rng, repo.lang, rng.randint(1, 3))},
                    f"File created successfully at: {f}",
                    0,
                    th,
                )
            )
        if sum(len(x.output) + len(x.args.get("content", "")) for x in steps) > budget:
            break
    return steps
