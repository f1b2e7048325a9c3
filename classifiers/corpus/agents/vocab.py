"""Small vocabularies and generators for code, repositories and machine output.

Everything here is written for this generator (no client text is copied).  All randomness comes from the
`random.Random` passed in by the caller, so records stay deterministic for a seed.
"""
from __future__ import annotations

import random

# ---------------------------------------------------------------- identifiers and repositories
PROJECTS = [
    "billing-service", "atlas-web", "pipewatch", "ledgerly", "quokka-cli", "tinyqueue", "harbor-api",
    "mosaic-ui", "fernlog", "orbit-sync", "parcel-tracker", "lumen-docs", "kestrel", "sprocket",
    "datapond", "gridline", "nimbus-auth", "shopfront", "metricsd", "wayfarer", "copperbox", "relay-bot",
    "inkwell", "tessera", "pollster", "vaultkeeper", "seedling", "cartographer", "hive-jobs", "plover",
]
USERS = ["dana", "kofi", "mei", "arjun", "lena", "tomas", "yuki", "sam", "ines", "pavel", "noor", "ola",
         "ravi", "chen", "marta", "jules", "akira", "bea", "omar", "zoe"]
LANGS = ["python", "typescript", "go", "rust", "javascript", "java", "ruby"]

FUNCS = [
    "parse_header", "normalize_path", "retry_with_backoff", "compute_checksum", "merge_configs", "slugify",
    "chunk_list", "validate_email", "format_duration", "flatten_dict", "parse_csv_row", "to_snake_case",
    "group_by_key", "deep_merge", "paginate", "render_template", "hash_password", "load_settings",
    "dedupe_events", "resolve_alias", "build_query", "split_batches", "parse_duration", "clamp",
    "topological_sort", "is_leap_year", "mask_secret", "read_manifest", "coalesce_ranges", "next_run_at",
    "expand_env", "bucketize", "rate_for_tier", "parse_semver", "diff_lists", "encode_cursor",
]
CAMEL = {
    "parse_header": "parseHeader", "normalize_path": "normalizePath", "retry_with_backoff": "retryWithBackoff",
    "compute_checksum": "computeChecksum", "merge_configs": "mergeConfigs", "slugify": "slugify",
    "chunk_list": "chunkList", "validate_email": "validateEmail", "format_duration": "formatDuration",
    "flatten_dict": "flattenObject", "parse_csv_row": "parseCsvRow", "to_snake_case": "toSnakeCase",
    "group_by_key": "groupByKey", "deep_merge": "deepMerge", "paginate": "paginate",
    "render_template": "renderTemplate", "hash_password": "hashPassword", "load_settings": "loadSettings",
    "dedupe_events": "dedupeEvents", "resolve_alias": "resolveAlias", "build_query": "buildQuery",
    "split_batches": "splitBatches", "parse_duration": "parseDuration", "clamp": "clamp",
    "topological_sort": "topologicalSort", "is_leap_year": "isLeapYear", "mask_secret": "maskSecret",
    "read_manifest": "readManifest", "coalesce_ranges": "coalesceRanges", "next_run_at": "nextRunAt",
    "expand_env": "expandEnv", "bucketize": "bucketize", "rate_for_tier": "rateForTier",
    "parse_semver": "parseSemver", "diff_lists": "diffLists", "encode_cursor": "encodeCursor",
}
MODULES = ["cache", "auth", "billing", "queue", "storage", "api", "config", "scheduler", "export",
           "search", "webhooks", "reports", "notifications", "sessions", "importer", "metrics", "users"]

EXT = {"python": "py", "typescript": "ts", "go": "go", "rust": "rs", "javascript": "js", "java": "java",
       "ruby": "rb"}
TEST_CMD = {"python": ["pytest -q", "pytest -x tests/", "make test", "tox -e py311", "python -m pytest"],
            "typescript": ["npm test", "pnpm test", "yarn test", "npx vitest run", "npm run test:unit"],
            "javascript": ["npm test", "yarn jest", "npx mocha"],
            "go": ["go test ./...", "make test", "go test -race ./pkg/..."],
            "rust": ["cargo test", "cargo test --workspace", "cargo nextest run"],
            "java": ["./gradlew test", "mvn -q test", "./gradlew check"],
            "ruby": ["bundle exec rspec", "bin/rails test", "rake test"]}
LINT_CMD = {"python": ["ruff check .", "mypy src", "flake8"], "typescript": ["npx tsc --noEmit", "npx eslint ."],
            "javascript": ["npx eslint ."], "go": ["go vet ./...", "golangci-lint run"],
            "rust": ["cargo clippy -- -D warnings"], "java": ["./gradlew spotlessCheck"],
            "ruby": ["bundle exec rubocop"]}


def uid(rng: random.Random, n: int = 24, alphabet: str = "abcdefghijklmnopqrstuvwxyz0123456789") -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def hexid(rng: random.Random, n: int = 32) -> str:
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def uuid4(rng: random.Random) -> str:
    h = hexid(rng, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:32]}"


class Repo:
    """A small fake repository: name, language, layout, and content generators."""

    def __init__(self, rng: random.Random, lang: str | None = None):
        self.rng = rng
        self.name = rng.choice(PROJECTS)
        self.lang = lang or rng.choice(LANGS)
        self.ext = EXT[self.lang]
        self.user = rng.choice(USERS)
        base = rng.choice(["/home/{u}/src", "/Users/{u}/code", "/workspace", "/home/{u}/work", "/srv/repos"])
        self.root = base.format(u=self.user) + "/" + self.name
        if self.root.startswith("/workspace"):
            self.root = "/workspace/" + self.name
        mods = rng.sample(MODULES, 6)
        self.modules = mods
        src = {"python": "src/" + self.name.replace("-", "_"), "typescript": "src", "javascript": "lib",
               "go": "internal", "rust": "src", "java": "src/main/java/com/acme/" + self.name.split("-")[0],
               "ruby": "lib/" + self.name.replace("-", "_")}[self.lang]
        self.src = src
        self.files = [f"{src}/{m}.{self.ext}" if self.lang not in ("go",) else f"{src}/{m}/{m}.go" for m in mods]
        tdir = {"python": "tests/test_{m}.py", "typescript": "src/{m}.test.ts", "javascript": "test/{m}.test.js",
                "go": "internal/{m}/{m}_test.go", "rust": "tests/{m}.rs",
                "java": "src/test/java/com/acme/{m}Test.java", "ruby": "spec/{m}_spec.rb"}[self.lang]
        self.tests = [tdir.format(m=m) for m in mods[:4]]
        self.funcs = rng.sample(FUNCS, 8)
        self.branch = rng.choice(["main", "master", "develop", f"feat/{rng.choice(mods)}-{rng.randint(10, 999)}",
                                  f"fix/{rng.choice(USERS)}/{rng.choice(mods)}"])
        self.manifest = {"python": "pyproject.toml", "typescript": "package.json", "javascript": "package.json",
                         "go": "go.mod", "rust": "Cargo.toml", "java": "build.gradle", "ruby": "Gemfile"}[self.lang]

    def any_file(self) -> str:
        return self.rng.choice(self.files)

    def fn(self, name: str | None = None) -> str:
        name = name or self.rng.choice(self.funcs)
        return CAMEL.get(name, name) if self.lang in ("typescript", "javascript", "java", "go") else name

    def tree(self, limit: int = 60) -> str:
        lines = [f"{self.root}/"]
        top = [".github/workflows/ci.yml", "README.md", self.manifest, ".gitignore", "Makefile", "docs/index.md",
               "scripts/release.sh", "AGENTS.md" if self.rng.random() < 0.5 else "CONTRIBUTING.md"]
        for f in sorted(set(top + self.files + self.tests))[:limit]:
            lines.append("  - " + f)
        return "\n".join(lines)

    def ls(self) -> str:
        entries = sorted({f.split("/")[0] for f in self.files + self.tests} |
                         {"README.md", self.manifest, "Makefile", ".github"})
        return "\n".join(entries)


# ---------------------------------------------------------------- code snippets
def py_function(rng: random.Random, name: str | None = None) -> str:
    explicit = name is not None
    name = name or rng.choice(FUNCS)
    var = rng.choice(["items", "rows", "values", "entries", "records", "parts"])
    k = rng.choice(["key", "name", "id", "kind", "tag"])
    n = rng.randint(2, 64)
    bodies = [
        f"def {name}({var}, size={n}):\n    out = []\n    buf = []\n    for x in {var}:\n        buf.append(x)\n"
        f"        if len(buf) >= size:\n            out.append(buf)\n            buf = []\n    if buf:\n        out.append(buf)\n"
        f"    return out\n",
        f"def {name}(raw: str) -> dict:\n    result = {{}}\n    for line in raw.splitlines():\n        if not line.strip() or line.startswith('#'):\n"
        f"            continue\n        {k}, _, value = line.partition(':')\n        result[{k}.strip().lower()] = value.strip()\n    return result\n",
        f"def {name}({var}, {k}_fn=None):\n    groups = {{}}\n    for item in {var}:\n        {k} = {k}_fn(item) if {k}_fn else item['{k}']\n"
        f"        groups.setdefault({k}, []).append(item)\n    return groups\n",
        f"def {name}(fn, attempts={min(n, 9)}, base=0.{rng.randint(1, 9)}):\n    import time\n    for i in range(attempts):\n        try:\n            return fn()\n"
        f"        except Exception:\n            if i == attempts - 1:\n                raise\n            time.sleep(base * 2 ** i)\n",
        f"def {name}(seconds):\n    m, s = divmod(int(seconds), 60)\n    h, m = divmod(m, 60)\n    if h:\n        return f'{{h}}h{{m:02d}}m'\n"
        f"    if m:\n        return f'{{m}}m{{s:02d}}s'\n    return f'{{s}}s'\n",
        f"def {name}(a: dict, b: dict) -> dict:\n    out = dict(a)\n    for k, v in b.items():\n        if isinstance(v, dict) and isinstance(out.get(k), dict):\n"
        f"            out[k] = {name}(out[k], v)\n        else:\n            out[k] = v\n    return out\n",
        f"class {name.title().replace('_', '')}:\n    def __init__(self, ttl={n * 10}):\n        self.ttl = ttl\n        self._data = {{}}\n\n"
        f"    def get(self, {k}):\n        hit = self._data.get({k})\n        if hit is None:\n            return None\n        value, stamp = hit\n"
        f"        return value\n\n    def put(self, {k}, value, now):\n        self._data[{k}] = (value, now)\n",
    ]
    if explicit:
        bodies = bodies[:-1]
    return rng.choice(bodies)


def ts_function(rng: random.Random, name: str | None = None) -> str:
    name = CAMEL.get(name or rng.choice(FUNCS), "helper")
    t = rng.choice(["User", "Order", "Event", "Invoice", "Job"])
    bodies = [
        f"export function {name}<T>(xs: T[], size = {rng.randint(2, 50)}): T[][] {{\n  const out: T[][] = [];\n"
        f"  for (let i = 0; i < xs.length; i += size) out.push(xs.slice(i, i + size));\n  return out;\n}}\n",
        f"export async function {name}(id: string): Promise<{t} | null> {{\n  const res = await fetch(`/api/{t.lower()}s/${{id}}`);\n"
        f"  if (res.status === 404) return null;\n  if (!res.ok) throw new Error(`{name} failed: ${{res.status}}`);\n"
        f"  return (await res.json()) as {t};\n}}\n",
        f"export const {name} = (s: string): string =>\n  s\n    .trim()\n    .toLowerCase()\n    .replace(/[^a-z0-9]+/g, '-')\n"
        f"    .replace(/^-+|-+$/g, '');\n",
        f"export function {name}(items: {t}[]): Record<string, {t}[]> {{\n  return items.reduce((acc, it) => {{\n"
        f"    (acc[it.kind] ??= []).push(it);\n    return acc;\n  }}, {{}} as Record<string, {t}[]>);\n}}\n",
    ]
    return rng.choice(bodies)


def go_function(rng: random.Random, name: str | None = None) -> str:
    name = CAMEL.get(name or rng.choice(FUNCS), "helper")
    name = name[0].upper() + name[1:]
    bodies = [
        f"func {name}(xs []string, size int) [][]string {{\n\tvar out [][]string\n\tfor size < len(xs) {{\n"
        f"\t\txs, out = xs[size:], append(out, xs[0:size:size])\n\t}}\n\treturn append(out, xs)\n}}\n",
        f"func {name}(ctx context.Context, db *sql.DB, id int64) (*Account, error) {{\n\trow := db.QueryRowContext(ctx,"
        f" `SELECT id, email, plan FROM accounts WHERE id = $1`, id)\n\tvar a Account\n\tif err := row.Scan(&a.ID, &a.Email, &a.Plan);"
        f" err != nil {{\n\t\treturn nil, fmt.Errorf(\"{name}: %w\", err)\n\t}}\n\treturn &a, nil\n}}\n",
        f"func {name}(s string) (time.Duration, error) {{\n\tif s == \"\" {{\n\t\treturn 0, errors.New(\"empty\")\n\t}}\n"
        f"\tn, err := strconv.Atoi(strings.TrimRight(s, \"smhd\"))\n\tif err != nil {{\n\t\treturn 0, err\n\t}}\n"
        f"\tswitch s[len(s)-1] {{\n\tcase 'm':\n\t\treturn time.Duration(n) * time.Minute, nil\n\tcase 'h':\n"
        f"\t\treturn time.Duration(n) * time.Hour, nil\n\t}}\n\treturn time.Duration(n) * time.Second, nil\n}}\n",
    ]
    return rng.choice(bodies)


def rust_function(rng: random.Random, name: str | None = None) -> str:
    name = name or rng.choice(FUNCS)
    bodies = [
        f"pub fn {name}(input: &str) -> Result<Vec<u32>, ParseIntError> {{\n    input\n        .split(',')\n"
        f"        .map(|p| p.trim().parse::<u32>())\n        .collect()\n}}\n",
        f"pub fn {name}(v: &mut Vec<i64>) {{\n    v.sort_unstable();\n    v.dedup();\n}}\n",
        f"pub fn {name}(map: &HashMap<String, String>, key: &str) -> Option<&str> {{\n    map.get(key).map(|s| s.as_str()).filter(|s| !s.is_empty())\n}}\n",
    ]
    return rng.choice(bodies)


def code_for(rng: random.Random, lang: str, name: str | None = None) -> str:
    if lang == "python":
        return py_function(rng, name)
    if lang in ("typescript", "javascript"):
        return ts_function(rng, name)
    if lang == "go":
        return go_function(rng, name)
    if lang == "rust":
        return rust_function(rng, name)
    return py_function(rng, name)


def big_python_file(rng: random.Random, target_chars: int, keep: str | None = None) -> str:
    """A long module made of many small functions (for the 'huge file, one function' case)."""
    parts = ['"""Utilities module."""\nimport os\nimport re\nimport json\nimport time\n\n']
    names = list(FUNCS)
    i = 0
    while sum(len(p) for p in parts) < target_chars:
        nm = names[i % len(names)] + ("" if i < len(names) else f"_{i // len(names)}")
        parts.append(py_function(rng, nm) + "\n\n")
        i += 1
    if keep:
        parts.insert(len(parts) // 2, py_function(rng, keep) + "\n\n")
    return "".join(parts)


def sql_schema(rng: random.Random) -> str:
    tables = rng.sample([
        ("users", ["id BIGSERIAL PRIMARY KEY", "email TEXT NOT NULL UNIQUE", "created_at TIMESTAMPTZ NOT NULL DEFAULT now()",
                   "country CHAR(2)"]),
        ("orders", ["id BIGSERIAL PRIMARY KEY", "user_id BIGINT REFERENCES users(id)", "total_cents INTEGER NOT NULL",
                    "status TEXT NOT NULL", "placed_at TIMESTAMPTZ NOT NULL"]),
        ("order_items", ["order_id BIGINT REFERENCES orders(id)", "sku TEXT NOT NULL", "qty INTEGER NOT NULL",
                         "unit_cents INTEGER NOT NULL"]),
        ("products", ["sku TEXT PRIMARY KEY", "name TEXT NOT NULL", "category TEXT", "active BOOLEAN DEFAULT true"]),
        ("events", ["id BIGSERIAL PRIMARY KEY", "user_id BIGINT", "kind TEXT", "payload JSONB", "ts TIMESTAMPTZ"]),
        ("subscriptions", ["id SERIAL PRIMARY KEY", "user_id BIGINT", "plan TEXT", "started_at DATE", "ended_at DATE"]),
    ], rng.randint(2, 4))
    return "\n\n".join(f"CREATE TABLE {t} (\n  " + ",\n  ".join(cols) + "\n);" for t, cols in tables)


def unified_diff(rng: random.Random, repo: Repo) -> str:
    f = repo.any_file()
    fn = repo.fn()
    n = rng.randint(10, 200)
    return (f"diff --git a/{f} b/{f}\nindex {hexid(rng, 7)}..{hexid(rng, 7)} 100644\n--- a/{f}\n+++ b/{f}\n"
            f"@@ -{n},7 +{n},9 @@\n     # {fn}\n-    timeout = 30\n+    timeout = settings.get('timeout', 30)\n"
            f"+    if timeout <= 0:\n+        raise ValueError('timeout must be positive')\n     return call(timeout=timeout)\n")


def traceback_text(rng: random.Random, repo: Repo) -> str:
    f = repo.any_file()
    fn = repo.fn()
    err = rng.choice(["KeyError: 'expires_at'", "TypeError: 'NoneType' object is not subscriptable",
                      "AttributeError: 'dict' object has no attribute 'items_'",
                      "ValueError: invalid literal for int() with base 10: ''",
                      "RecursionError: maximum recursion depth exceeded"])
    return (f"Traceback (most recent call last):\n  File \"{repo.root}/{f}\", line {rng.randint(10, 400)}, in {fn}\n"
            f"    value = record[key]\n  File \"{repo.root}/{repo.any_file()}\", line {rng.randint(10, 300)}, in load\n"
            f"    return self._parse(raw)\n{err}")


# ---------------------------------------------------------------- machine output
def numbered(content: str, start: int = 1, style: str = "arrow") -> str:
    out = []
    for i, line in enumerate(content.splitlines(), start):
        if style == "arrow":
            out.append(f"{i:>6}\u2192{line}")
        elif style == "tab":
            out.append(f"{i:>6}\t{line}")
        else:
            out.append(f"{i}: {line}")
    return "\n".join(out)


def file_content(rng: random.Random, repo: Repo, lines: int | None = None) -> str:
    chunks = []
    target = lines or rng.randint(20, 160)
    while sum(c.count("\n") for c in chunks) < target:
        chunks.append(code_for(rng, repo.lang))
    return "\n".join(chunks)


def grep_output(rng: random.Random, repo: Repo, pattern: str) -> str:
    out = []
    for _ in range(rng.randint(2, 14)):
        out.append(f"{repo.any_file()}:{rng.randint(3, 480)}:    {rng.choice(['return', 'x =', 'if', 'await', 'let'])} {pattern}(...)")
    return "\n".join(out)


def test_output(rng: random.Random, repo: Repo, failing: bool = True, long: bool = False) -> str:
    lang = repo.lang
    fn = repo.fn()
    n_pass = rng.randint(12, 480)
    n_fail = rng.randint(1, 6) if failing else 0
    if lang == "python":
        body = []
        if long:
            for t in repo.tests:
                body.append(f"{t} " + "".join(rng.choice("..........F") for _ in range(rng.randint(20, 70))))
        body.append("=" * 20 + " FAILURES " + "=" * 20 if failing else "")
        for i in range(n_fail):
            body.append(f"___ test_{fn}_{rng.choice(['edge', 'empty', 'expiry', 'unicode', 'large'])}_{i} ___\n"
                        f"    def test_{fn}():\n>       assert {fn}(sample) == expected\nE       AssertionError: assert "
                        f"{rng.randint(0, 99)} == {rng.randint(100, 999)}\n\n{repo.tests[0]}:{rng.randint(10, 200)}: AssertionError")
        summary = (f"FAILED {repo.tests[0]}::test_{fn} - AssertionError\n" * n_fail +
                   f"{'=' * 10} {n_fail} failed, {n_pass} passed in {rng.uniform(0.5, 40):.2f}s {'=' * 10}"
                   if failing else f"{n_pass} passed in {rng.uniform(0.5, 40):.2f}s")
        return "\n".join(b for b in body if b) + "\n" + summary
    if lang in ("typescript", "javascript"):
        res = []
        for t in repo.tests:
            ok = not failing or rng.random() < 0.6
            res.append(f" {'PASS' if ok else 'FAIL'}  {t} ({rng.uniform(0.1, 4):.2f} s)")
            if not ok:
                res.append(f"  \u25cf {fn} \u203a handles empty input\n\n    expect(received).toEqual(expected)\n\n"
                           f"    Expected: []\n    Received: undefined\n\n      at Object.<anonymous> ({t}:{rng.randint(5, 90)}:{rng.randint(3, 30)})")
        res.append(f"Tests:       {n_fail} failed, {n_pass} passed, {n_fail + n_pass} total")
        return "\n".join(res)
    if lang == "go":
        res = []
        for m in repo.modules[:4]:
            if failing and rng.random() < 0.5:
                res.append(f"--- FAIL: Test{fn[0].upper() + fn[1:]} ({rng.uniform(0, 2):.2f}s)\n    {m}_test.go:{rng.randint(10, 99)}: "
                           f"got {rng.randint(0, 9)}, want {rng.randint(10, 99)}\nFAIL\nFAIL\tgithub.com/acme/{repo.name}/internal/{m}\t{rng.uniform(0, 3):.3f}s")
            else:
                res.append(f"ok  \tgithub.com/acme/{repo.name}/internal/{m}\t{rng.uniform(0, 3):.3f}s")
        return "\n".join(res)
    if lang == "rust":
        res = [f"   Compiling {repo.name} v0.{rng.randint(1, 9)}.0 ({repo.root})",
               f"    Finished test [unoptimized + debuginfo] target(s) in {rng.uniform(1, 60):.2f}s",
               f"     Running unittests src/lib.rs (target/debug/deps/{repo.name.replace('-', '_')}-{hexid(rng, 16)})"]
        res.append(f"test result: {'FAILED' if failing else 'ok'}. {n_pass} passed; {n_fail} failed; 0 ignored")
        if failing:
            res.insert(3, f"---- tests::{fn} stdout ----\nthread 'tests::{fn}' panicked at src/lib.rs:{rng.randint(10, 300)}:5:\n"
                          f"assertion `left == right` failed\n  left: {rng.randint(0, 9)}\n right: {rng.randint(10, 99)}")
        return "\n".join(res)
    return (f"> Task :test FAILED\n{fn}Test > handlesEmpty() FAILED\n    org.opentest4j.AssertionFailedError at {fn}Test.java:{rng.randint(10, 90)}\n"
            f"{n_pass + n_fail} tests completed, {n_fail} failed" if failing else f"BUILD SUCCESSFUL in {rng.randint(3, 90)}s")


def lint_output(rng: random.Random, repo: Repo) -> str:
    f = repo.any_file()
    if repo.lang == "python":
        codes = ["F401 `os` imported but unused", "E501 Line too long (131 > 100)", "F821 Undefined name `ttl`",
                 "B006 Do not use mutable data structures for argument defaults"]
        return "\n".join(f"{f}:{rng.randint(1, 300)}:{rng.randint(1, 80)}: {rng.choice(codes)}" for _ in range(rng.randint(1, 6))) + \
            f"\nFound {rng.randint(1, 6)} errors."
    if repo.lang in ("typescript", "javascript"):
        msgs = ["Type 'string | undefined' is not assignable to type 'string'.",
                "Parameter 'e' implicitly has an 'any' type.", "Property 'ttl' does not exist on type 'CacheEntry'."]
        return "\n".join(f"{f}({rng.randint(1, 300)},{rng.randint(1, 60)}): error TS{rng.choice(['2322', '2345', '7006', '2339'])}: "
                         + rng.choice(msgs) for _ in range(rng.randint(1, 5)))
    if repo.lang == "go":
        return f"# github.com/acme/{repo.name}/{f.rsplit('/', 1)[0]}\n./{f.rsplit('/', 1)[1]}:{rng.randint(5, 200)}:{rng.randint(2, 40)}: declared and not used: ttl"
    return (f"error[E0308]: mismatched types\n  --> {f}:{rng.randint(5, 200)}:{rng.randint(5, 40)}\n   |\n   = note: expected `u64`, found `i64`\n"
            f"error: could not compile `{repo.name}` (lib) due to 1 previous error")


def build_log(rng: random.Random, repo: Repo, lines: int) -> str:
    out = []
    steps = ["Resolving dependencies", "Downloading", "Compiling", "Linking", "Running migrations", "Collecting",
             "Fetching", "Building wheel", "Bundling", "Checking"]
    for i in range(lines):
        ts = f"2026-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}T{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}.{rng.randint(0, 999):03d}Z"
        out.append(f"{ts} {rng.choice(steps)} {rng.choice(repo.modules)}-{rng.randint(0, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 9)} "
                   f"[{rng.randint(1, 400)}/{lines}]")
    return "\n".join(out)


def git_status(rng: random.Random, repo: Repo) -> str:
    mods = rng.sample(repo.files, min(len(repo.files), rng.randint(1, 3)))
    return (f"On branch {repo.branch}\nChanges not staged for commit:\n" +
            "".join(f"\tmodified:   {m}\n" for m in mods) + "\nno changes added to commit")


def git_log(rng: random.Random, repo: Repo) -> str:
    msgs = ["fix: handle empty payloads", "feat: add export endpoint", "chore: bump deps", "refactor cache layer",
            "test: cover retry path", "docs: update README", "ci: cache pip", "perf: batch inserts"]
    return "\n".join(f"{hexid(rng, 7)} {rng.choice(msgs)}" for _ in range(rng.randint(3, 10)))
