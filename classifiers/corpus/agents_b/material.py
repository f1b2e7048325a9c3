"""Workspace material: fake repositories, code, and tool outputs (all written for this package)."""
from __future__ import annotations

import random

PROJECTS = [
    "ledgerly", "tinyq", "parcelhub", "moodboard-api", "kvstash", "fernlog", "quillmark", "orbit-cli",
    "harborctl", "snapgrid", "pantry", "ratelimitd", "mailsift", "tessellate", "gridwatch", "bookbinder",
    "cinder-auth", "plotline", "shardkeeper", "wavecast", "nimbus-sdk", "acorn-cache", "trailmix", "stackfold",
]
MODS = ["cache", "config", "auth", "billing", "scheduler", "parser", "storage", "http_client", "utils", "models",
        "cli", "exporter", "metrics", "queue", "session", "routing", "validators", "serializers", "webhooks", "search"]
FUNCS = ["load_config", "parse_header", "normalize_path", "retry_request", "compute_total", "expire_entries",
         "render_template", "slugify", "merge_settings", "refresh_token", "enqueue_job", "flush_buffer",
         "validate_email", "resolve_alias", "chunk_records", "apply_discount", "read_manifest", "to_iso8601",
         "dedupe_events", "build_index", "paginate", "hash_password", "sync_remote", "format_money"]
CLASSES = ["CacheStore", "ConfigLoader", "TokenBucket", "JobQueue", "InvoiceBuilder", "SessionManager",
           "RouteTable", "ManifestReader", "EventBus", "RetryPolicy", "Paginator", "WebhookSender"]
LANGS = ["python", "python", "python", "typescript", "go", "rust", "javascript", "java"]
EXT = {"python": "py", "typescript": "ts", "go": "go", "rust": "rs", "javascript": "js", "java": "java"}
TEST_CMD = {"python": ["pytest -q", "python -m pytest tests/ -x", "tox -e py311", "make test"],
            "typescript": ["npm test", "pnpm vitest run", "yarn jest"], "javascript": ["npm test", "npx jest"],
            "go": ["go test ./...", "make test"], "rust": ["cargo test", "cargo test --all"],
            "java": ["./gradlew test", "mvn -q test"]}
USERS = ["dana", "kofi", "mei", "ravi", "sofia", "lukas", "amara", "jules", "noor", "tomas", "yuki", "ines"]


def repo(rng: random.Random) -> dict:
    lang = rng.choice(LANGS)
    name = rng.choice(PROJECTS)
    pkg = name.replace("-", "_")
    ext = EXT[lang]
    mods = rng.sample(MODS, 6)
    if lang == "python":
        src = [f"{pkg}/{m}.py" for m in mods] + [f"{pkg}/__init__.py"]
        tests = [f"tests/test_{m}.py" for m in mods[:4]]
        extra = ["pyproject.toml", "README.md", "setup.cfg", ".github/workflows/ci.yml"]
    elif lang in ("typescript", "javascript"):
        src = [f"src/{m}.{ext}" for m in mods] + [f"src/index.{ext}"]
        tests = [f"test/{m}.test.{ext}" for m in mods[:4]]
        extra = ["package.json", "README.md", "tsconfig.json" if lang == "typescript" else ".eslintrc.json",
                 ".github/workflows/ci.yml"]
    elif lang == "go":
        src = [f"internal/{m}/{m}.go" for m in mods] + ["cmd/" + name + "/main.go"]
        tests = [f"internal/{m}/{m}_test.go" for m in mods[:4]]
        extra = ["go.mod", "go.sum", "Makefile", "README.md"]
    elif lang == "rust":
        src = [f"src/{m}.rs" for m in mods] + ["src/lib.rs", "src/main.rs"]
        tests = [f"tests/{m}.rs" for m in mods[:3]]
        extra = ["Cargo.toml", "Cargo.lock", "README.md"]
    else:
        src = [f"src/main/java/com/{pkg}/{m.title().replace('_', '')}.java" for m in mods]
        tests = [f"src/test/java/com/{pkg}/{m.title().replace('_', '')}Test.java" for m in mods[:3]]
        extra = ["build.gradle", "settings.gradle", "README.md"]
    root = rng.choice(["/testbed", "/workspace/" + name, "/repo", f"/home/{rng.choice(USERS)}/src/{name}",
                       f"/Users/{rng.choice(USERS)}/code/{name}", "/app"])
    return {"name": name, "pkg": pkg, "lang": lang, "ext": ext, "mods": mods, "src": src, "tests": tests,
            "extra": extra, "root": root, "test_cmd": rng.choice(TEST_CMD[lang]),
            "owner": rng.choice(["acme", "openfolk", "bytebarn", "lumen-labs", "northwind", "gh-" + rng.choice(USERS)]),
            "branch": rng.choice(["main", "master", "develop", "fix/" + rng.choice(FUNCS).replace("_", "-")])}


# ---------------------------------------------------------------- code bodies
PY_BODIES = [
    '''def {f}(items, limit=None):
    """Return the processed items."""
    out = []
    for i, item in enumerate(items):
        if limit is not None and i >= limit:
            break
        if not item:
            continue
        out.append(item.strip().lower())
    return out
''',
    '''def {f}(path: str) -> dict:
    with open(path, "r", encoding="utf-8") as fh:
        raw = fh.read()
    data = {{}}
    for line in raw.splitlines():
        if not line or line.startswith("#"):
            continue
        key, _, value = line.partition("=")
        data[key.strip()] = value.strip()
    return data
''',
    '''class {c}:
    def __init__(self, ttl=300):
        self.ttl = ttl
        self._data = {{}}

    def get(self, key):
        entry = self._data.get(key)
        if entry is None:
            return None
        value, stamp = entry
        if time.time() - stamp > self.ttl:
            return value
        return value

    def set(self, key, value):
        self._data[key] = (value, time.time())
''',
    '''def {f}(amount, rate, places=2):
    if rate < 0:
        raise ValueError("rate must be >= 0")
    total = amount * (1 + rate)
    return round(total, places)
''',
    '''async def {f}(session, url, retries=3):
    for attempt in range(retries):
        try:
            async with session.get(url, timeout=10) as resp:
                resp.raise_for_status()
                return await resp.json()
        except aiohttp.ClientError:
            await asyncio.sleep(2 ** attempt)
    raise RuntimeError(f"gave up on {{url}}")
''',
]
JS_BODIES = [
    '''export function {f}(list, key) {{
  const seen = new Set();
  return list.filter((x) => {{
    const k = x[key];
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  }});
}}
''',
    '''export async function {f}(url, opts = {{}}) {{
  const res = await fetch(url, {{ ...opts, headers: {{ 'content-type': 'application/json' }} }});
  if (!res.ok) throw new Error(`HTTP ${{res.status}}`);
  return res.json();
}}
''',
]
GO_BODIES = [
    '''func {F}(items []string) map[string]int {{
	counts := make(map[string]int)
	for _, it := range items {{
		it = strings.TrimSpace(it)
		if it == "" {{
			continue
		}}
		counts[it]++
	}}
	return counts
}}
''',
]
RS_BODIES = [
    '''pub fn {f}(input: &str) -> Result<Vec<u32>, ParseIntError> {{
    input
        .split(',')
        .map(|s| s.trim().parse::<u32>())
        .collect()
}}
''',
]
JAVA_BODIES = [
    '''public static List<String> {F}(List<String> in) {{
    List<String> out = new ArrayList<>();
    for (String s : in) {{
        if (s == null || s.isBlank()) continue;
        out.add(s.trim());
    }}
    return out;
}}
''',
]


def camel(name: str) -> str:
    parts = name.split("_")
    return parts[0].title() + "".join(p.title() for p in parts[1:])


def code(rng: random.Random, lang: str, f: str | None = None) -> str:
    f = f or rng.choice(FUNCS)
    c = rng.choice(CLASSES)
    if lang == "python":
        return rng.choice(PY_BODIES).format(f=f, c=c)
    if lang in ("typescript", "javascript"):
        return rng.choice(JS_BODIES).format(f=camel(f)[0].lower() + camel(f)[1:])
    if lang == "go":
        return rng.choice(GO_BODIES).format(F=camel(f))
    if lang == "rust":
        return rng.choice(RS_BODIES).format(f=f)
    return rng.choice(JAVA_BODIES).format(F=camel(f)[0].lower() + camel(f)[1:])


def numbered(text: str, start: int = 1, fmt: str = "cat") -> str:
    lines = text.rstrip("\n").split("\n")
    if fmt == "cat":
        return "\n".join(f"{i:6d}\t{l}" for i, l in enumerate(lines, start))
    return "\n".join(f"{i}:{l}" for i, l in enumerate(lines, start))


def big_file(rng: random.Random, target_chars: int) -> str:
    """A long Python module made of many generated functions (for 'huge paste' cases)."""
    parts = ['"""Module generated for a large paste."""\nimport time\nimport asyncio\nimport aiohttp\n\n']
    n = 0
    size = len(parts[0])
    while size < target_chars:
        f = rng.choice(FUNCS) + f"_{n}"
        body = rng.choice(PY_BODIES).format(f=f, c=rng.choice(CLASSES) + str(n))
        parts.append(body + "\n\n")
        size += len(body) + 2
        n += 1
    return "".join(parts)


# ---------------------------------------------------------------- tool outputs
def out_ls(r: dict, rng: random.Random) -> str:
    top = sorted({p.split("/")[0] for p in r["src"] + r["tests"] + r["extra"]})
    if rng.random() < 0.5:
        return "\n".join(top)
    return "\n".join(sorted(r["src"] + r["tests"] + r["extra"]))


def out_find(r: dict, rng: random.Random) -> str:
    return "\n".join("./" + p for p in sorted(r["src"] + r["tests"]))


def out_grep(r: dict, rng: random.Random, pat: str) -> str:
    lines = []
    for p in rng.sample(r["src"] + r["tests"], min(4, len(r["src"]))):
        ln = rng.randint(3, 240)
        if r["lang"] == "python":
            txt = rng.choice([f"def {pat}(self, key):", f"result = {pat}(cfg)", f"from .{rng.choice(r['mods'])} import {pat}", f"return {pat}(items)"])
        elif r["lang"] in ("typescript", "javascript"):
            txt = rng.choice([f"export function {camel(pat)}(", f"const out = {camel(pat)}(cfg);", f"import {{ {camel(pat)} }} from './{rng.choice(r['mods'])}';"])
        elif r["lang"] == "go":
            txt = rng.choice([f"func {camel(pat).title()}(", f"v, err := {camel(pat).title()}(ctx, cfg)"])
        elif r["lang"] == "rust":
            txt = rng.choice([f"pub fn {pat}(", f"let v = {pat}(&cfg)?;", f"use crate::{rng.choice(r['mods'])}::{pat};"])
        else:
            txt = rng.choice([f"public static List<String> {camel(pat)}(", f"var out = {camel(pat)}(items);"])
        lines.append(f"{p}:{ln}:    {txt}")
    if rng.random() < 0.15:
        return ""
    return "\n".join(lines)


def out_view(r: dict, rng: random.Random, path: str, fmt: str = "cat") -> tuple[str, str]:
    src = code(rng, r["lang"]) + "\n" + code(rng, r["lang"])
    start = rng.choice([1, 1, 20, 57, 112])
    return src, numbered(src, start, fmt)


def out_test_fail(r: dict, rng: random.Random) -> str:
    lang = r["lang"]
    mod = rng.choice(r["mods"])
    f = rng.choice(FUNCS)
    if lang == "python":
        n = rng.randint(12, 240)
        return (f"============================= test session starts ==============================\n"
                f"platform linux -- Python 3.11.{rng.randint(2, 9)}, pytest-{rng.choice(['7.4.4', '8.1.1', '8.3.2'])}\n"
                f"rootdir: {r['root']}\ncollected {n} items\n\n"
                f"tests/test_{mod}.py ..F.{'.' * rng.randint(3, 20)}F\n\n"
                f"=================================== FAILURES ===================================\n"
                f"____________________________ test_{f}_handles_empty ____________________________\n\n"
                f"    def test_{f}_handles_empty():\n>       assert {f}([]) == []\n"
                f"E       AssertionError: assert None == []\n\ntests/test_{mod}.py:{rng.randint(10, 90)}: AssertionError\n"
                f"=========================== short test summary info ============================\n"
                f"FAILED tests/test_{mod}.py::test_{f}_handles_empty - AssertionError\n"
                f"========================= 2 failed, {n - 2} passed in {rng.uniform(0.3, 9):.2f}s =========================")
    if lang in ("typescript", "javascript"):
        return (f" FAIL  test/{mod}.test.{r['ext']}\n  ● {mod} › {camel(f)} › returns empty list\n\n"
                f"    expect(received).toEqual(expected) // deep equality\n\n    Expected: []\n    Received: undefined\n\n"
                f"      at Object.<anonymous> (test/{mod}.test.{r['ext']}:{rng.randint(5, 80)}:{rng.randint(3, 30)})\n\n"
                f"Tests:       1 failed, {rng.randint(5, 90)} passed, {rng.randint(6, 91)} total")
    if lang == "go":
        return (f"--- FAIL: Test{camel(f)} ({rng.uniform(0, 1):.2f}s)\n    {mod}_test.go:{rng.randint(10, 99)}: got 3, want 2\n"
                f"FAIL\nFAIL\tgithub.com/{r['owner']}/{r['name']}/internal/{mod}\t0.{rng.randint(10, 99)}s\nok  \tgithub.com/{r['owner']}/{r['name']}/internal/config\t0.011s")
    if lang == "rust":
        return (f"running {rng.randint(4, 40)} tests\ntest {mod}::tests::{f} ... FAILED\n\nfailures:\n\n---- {mod}::tests::{f} stdout ----\n"
                f"thread '{mod}::tests::{f}' panicked at src/{mod}.rs:{rng.randint(20, 200)}:9:\nassertion `left == right` failed\n  left: 3\n right: 2\n\n"
                f"test result: FAILED. {rng.randint(3, 39)} passed; 1 failed; 0 ignored")
    return (f"> Task :test FAILED\n\n{camel(f).title()}Test > returnsEmpty() FAILED\n    org.opentest4j.AssertionFailedError: expected: <0> but was: <1>\n\n"
            f"{rng.randint(5, 60)} tests completed, 1 failed")


def out_test_pass(r: dict, rng: random.Random) -> str:
    if r["lang"] == "python":
        n = rng.randint(12, 240)
        return f"{'.' * min(n, 70)}\n{n} passed in {rng.uniform(0.3, 9):.2f}s"
    if r["lang"] == "go":
        return "\n".join(f"ok  \tgithub.com/{r['owner']}/{r['name']}/internal/{m}\t0.0{rng.randint(10, 99)}s" for m in r["mods"][:4])
    if r["lang"] == "rust":
        return f"test result: ok. {rng.randint(4, 80)} passed; 0 failed; 0 ignored; 0 measured"
    k = rng.randint(4, 80)
    if r["lang"] == "java":
        return f"BUILD SUCCESSFUL in {rng.randint(2, 40)}s\n{rng.randint(3, 9)} actionable tasks: {rng.randint(1, 3)} executed, {rng.randint(1, 6)} up-to-date"
    return f"Tests:       {k} passed, {k} total\nTime:        {rng.uniform(1, 9):.3f} s"


def out_traceback(r: dict, rng: random.Random) -> str:
    mod = rng.choice(r["mods"])
    f = rng.choice(FUNCS)
    err = rng.choice(["KeyError: 'expires_at'", "TypeError: unsupported operand type(s) for +: 'NoneType' and 'int'",
                      "AttributeError: 'NoneType' object has no attribute 'get'", "ValueError: invalid literal for int() with base 10: ''",
                      "RecursionError: maximum recursion depth exceeded", "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xff in position 0"])
    return (f"Traceback (most recent call last):\n  File \"{r['root']}/reproduce.py\", line {rng.randint(3, 20)}, in <module>\n"
            f"    print({f}(data))\n  File \"{r['root']}/{r['pkg']}/{mod}.py\", line {rng.randint(20, 300)}, in {f}\n"
            f"    value = entry['{rng.choice(['ttl', 'expires_at', 'id'])}'] + offset\n{err}")


def out_diff(r: dict, rng: random.Random, path: str | None = None) -> str:
    path = path or rng.choice(r["src"])
    f = rng.choice(FUNCS)
    a = rng.randint(10, 200)
    return (f"diff --git a/{path} b/{path}\nindex {rng.getrandbits(28):07x}..{rng.getrandbits(28):07x} 100644\n--- a/{path}\n+++ b/{path}\n"
            f"@@ -{a},7 +{a},9 @@ def {f}(entry, now=None):\n     now = now or time.time()\n-    if now - entry.stamp > self.ttl:\n-        return entry.value\n"
            f"+    if entry is None:\n+        return None\n+    if now - entry.stamp > self.ttl:\n+        self._data.pop(entry.key, None)\n+        return None\n     return entry.value\n")


def out_git_status(r: dict, rng: random.Random) -> str:
    ch = rng.sample(r["src"], 2)
    return (f"On branch {r['branch']}\nChanges not staged for commit:\n  (use \"git add <file>...\" to update what will be committed)\n"
            + "".join(f"\tmodified:   {c}\n" for c in ch) + "\nno changes added to commit (use \"git add\" and/or \"git commit -a\")")


INSTALL_CMD = {"python": "pip install -e '.[test]'", "typescript": "npm ci", "javascript": "npm ci", "rust": "cargo build",
               "go": "go mod download", "java": "./gradlew build -x test"}


def out_install(rng: random.Random, lang: str = "python") -> str:
    i = {"python": 0, "typescript": 1, "javascript": 1, "rust": 2, "go": 3}.get(lang)
    if lang == "java":
        return "BUILD SUCCESSFUL in 21s\n5 actionable tasks: 5 executed"
    return [
        "Successfully installed freezegun-1.5.1 python-dateutil-2.9.0.post0",
        "added 214 packages, and audited 215 packages in 6s\n\nfound 0 vulnerabilities",
        "   Compiling serde v1.0.203\n   Compiling kvstash v0.3.1 (/repo)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 14.22s",
        "go: downloading golang.org/x/sync v0.7.0",
    ][i]


def out_lint(r: dict, rng: random.Random) -> str:
    p = rng.choice(r["src"])
    msgs = {"python": ['F401 `os` imported but unused', 'E501 line too long (112 > 100)', 'F821 undefined name `timedelta`', 'E711 comparison to None should be `is None`'],
            "go": ['ineffectual assignment to err (ineffassign)', 'Error return value of `f.Close` is not checked (errcheck)', 'S1005: unnecessary assignment to the blank identifier (gosimple)'],
            "rust": ['warning: unused variable: `cfg`', 'warning: this `if` has identical blocks', 'error: used `unwrap()` on a `Result` value'],
            "java": ["[WARN] Missing a Javadoc comment. [MissingJavadocMethod]", "[WARN] '{' at column 5 should be on the previous line. [LeftCurly]"]}.get(
        r["lang"], ["error  'res' is assigned a value but never used  no-unused-vars", "warning  Unexpected console statement  no-console", "error  Missing semicolon  semi"])
    return "\n".join(f"{p}:{rng.randint(1, 300)}:{rng.randint(1, 40)}: {rng.choice(msgs)}" for _ in range(rng.randint(1, 4)))


def assistant_answer(rng: random.Random, lang: str = "python") -> str:
    """A plain (no-tool) assistant answer for follow-up histories."""
    snippet = code(rng, lang)
    fence = {"typescript": "ts", "javascript": "js"}.get(lang, lang)
    return rng.choice([
        f"Sure. Here is one way to do it:\n\n```{fence}\n{snippet}```\n\nIt keeps the original behaviour for non-empty input.",
        "Short answer: yes. The flag only changes how the upstream is chosen; your local commits stay untouched.",
        f"The error comes from calling the function before the value is set. Guard it like this:\n\n```{fence}\n{snippet}```",
        "You can use `^\\d{4}-\\d{2}-\\d{2}$` for that. It anchors both ends, so partial matches won't slip through.",
        "That query does a full scan because the index is on `(user_id, created_at)` but you filter on `created_at` alone. Put `created_at` first or add a separate index.",
        "It returns a shallow copy, so nested dicts are still shared. Use `copy.deepcopy` if you need independence.",
    ])
