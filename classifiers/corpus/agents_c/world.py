"""Synthetic repositories, code snippets, tool actions and their outputs."""

LANGS = {
    "python": dict(ext="py", test="pytest -q", lint="ruff check .", build="python -m build",
                   files=["src/{p}/__init__.py", "src/{p}/core.py", "src/{p}/cache.py", "src/{p}/cli.py",
                          "src/{p}/api/routes.py", "src/{p}/db/models.py", "tests/test_core.py",
                          "tests/test_cache.py", "pyproject.toml", "README.md"]),
    "typescript": dict(ext="ts", test="npm test", lint="npx eslint .", build="npm run build",
                       files=["src/index.ts", "src/server.ts", "src/routes/users.ts", "src/lib/cache.ts",
                              "src/components/Settings.tsx", "src/utils/date.ts", "tests/cache.test.ts",
                              "package.json", "tsconfig.json", "README.md"]),
    "go": dict(ext="go", test="go test ./...", lint="golangci-lint run", build="go build ./...",
               files=["cmd/{p}/main.go", "internal/cache/cache.go", "internal/cache/cache_test.go",
                      "internal/http/handler.go", "internal/store/store.go", "go.mod", "Makefile", "README.md"]),
    "rust": dict(ext="rs", test="cargo test", lint="cargo clippy -- -D warnings", build="cargo build",
                 files=["src/main.rs", "src/lib.rs", "src/cache.rs", "src/config.rs", "tests/integration.rs",
                        "Cargo.toml", "README.md"]),
    "java": dict(ext="java", test="./gradlew test", lint="./gradlew checkstyleMain", build="./gradlew build",
                 files=["src/main/java/com/acme/{p}/App.java", "src/main/java/com/acme/{p}/CacheService.java",
                        "src/main/java/com/acme/{p}/UserController.java",
                        "src/test/java/com/acme/{p}/CacheServiceTest.java", "build.gradle", "README.md"]),
    "ruby": dict(ext="rb", test="bundle exec rspec", lint="bundle exec rubocop", build="bundle install",
                 files=["app/models/user.rb", "app/controllers/sessions_controller.rb", "lib/cache_store.rb",
                        "spec/lib/cache_store_spec.rb", "Gemfile", "config/routes.rb", "README.md"]),
}

PROJECTS = ["ledgerly", "tidepool", "quillmark", "orbit-api", "hearth", "paperplane", "kiln", "sprocket",
            "mosaic-ui", "driftwood", "beacon", "fernweh", "lumen", "cobalt", "nimbus-sync", "parcel-tracker",
            "grainstore", "harbor", "saffron", "wayfinder", "pylon", "trellis", "emberdb", "quokka"]

NAMES = ["cache", "user", "order", "token", "session", "item", "record", "entry", "config", "payload", "row",
         "invoice", "event", "job", "page", "result", "node", "chunk"]
FUNCS = ["parse_header", "load_config", "compute_total", "normalize", "merge_records", "expire_entries",
         "build_query", "render_page", "retry_request", "flatten", "validate_token", "paginate", "slugify",
         "apply_discount", "group_by_day", "resolve_path"]


def camel(s):
    p = s.split("_")
    return p[0] + "".join(x.title() for x in p[1:])


def snippet(r, lang=None):
    lang = lang or r.choice(["python", "python", "typescript", "go", "rust", "java"])
    fn = r.choice(FUNCS)
    a, b = r.sample(NAMES, 2)
    n = r.randint(2, 60)
    if lang == "python":
        body = r.choice([
            f"def {fn}({a}s, limit={n}):\n    out = []\n    for {a} in {a}s:\n        if {a} is None:\n            continue\n        out.append({a}.strip().lower())\n        if len(out) >= limit:\n            break\n    return out\n",
            f"def {fn}(raw: str) -> dict:\n    result = {{}}\n    for line in raw.splitlines():\n        if ':' not in line:\n            continue\n        k, v = line.split(':', 1)\n        result[k.strip().lower()] = v.strip()\n    return result\n",
            f"def {fn}({a}, {b}=None):\n    tmp = {b} or {{}}\n    for k in {a}:\n        tmp[k] = tmp.get(k, 0) + {a}[k] * {n}\n    return sorted(tmp.items(), key=lambda kv: kv[1])\n",
            f"class {a.title()}Store:\n    def __init__(self, ttl={n}):\n        self._d = {{}}\n        self.ttl = ttl\n\n    def get(self, key):\n        v, ts = self._d.get(key, (None, 0))\n        return v\n\n    def set(self, key, value, now):\n        self._d[key] = (value, now)\n",
        ])
        return lang, body
    if lang == "typescript":
        f = camel(fn)
        return lang, r.choice([
            f"export function {f}({a}s: string[], limit = {n}): string[] {{\n  const out: string[] = [];\n  for (const {a} of {a}s) {{\n    if (!{a}) continue;\n    out.push({a}.trim().toLowerCase());\n    if (out.length >= limit) break;\n  }}\n  return out;\n}}\n",
            f"export async function {f}(id: string) {{\n  const res = await fetch(`/api/{a}s/${{id}}`);\n  if (!res.ok) throw new Error(`status ${{res.status}}`);\n  const data = await res.json();\n  return data.{b} ?? null;\n}}\n",
        ])
    if lang == "go":
        f = camel(fn).title().replace("_", "")
        return lang, f"func {f}({a}s []string, limit int) []string {{\n\tout := make([]string, 0, limit)\n\tfor _, {a} := range {a}s {{\n\t\tif {a} == \"\" {{\n\t\t\tcontinue\n\t\t}}\n\t\tout = append(out, strings.ToLower({a}))\n\t\tif len(out) >= limit {{\n\t\t\tbreak\n\t\t}}\n\t}}\n\treturn out\n}}\n"
    if lang == "rust":
        return lang, f"pub fn {fn}({a}s: &[String], limit: usize) -> Vec<String> {{\n    {a}s.iter()\n        .filter(|s| !s.is_empty())\n        .map(|s| s.to_lowercase())\n        .take(limit)\n        .collect()\n}}\n"
    f = camel(fn)
    return "java", f"public List<String> {f}(List<String> {a}s, int limit) {{\n    List<String> out = new ArrayList<>();\n    for (String {a} : {a}s) {{\n        if ({a} == null) continue;\n        out.add({a}.trim());\n        if (out.size() >= limit) break;\n    }}\n    return out;\n}}\n"


class Project:
    def __init__(self, r):
        self.r = r
        self.lang = r.choice(list(LANGS))
        spec = LANGS[self.lang]
        self.name = r.choice(PROJECTS)
        p = self.name.replace("-", "_")
        self.files = [f.format(p=p) for f in spec["files"]]
        self.ext = spec["ext"]
        self.test_cmd, self.lint_cmd, self.build_cmd = spec["test"], spec["lint"], spec["build"]
        self.user = r.choice(["dev", "alex", "mkim", "jo", "sam", "priya", "lucas", "wei", "ana"])
        self.root = r.choice([f"/home/{self.user}/code/{self.name}", f"/Users/{self.user}/src/{self.name}",
                              f"/workspace/{self.name}", f"C:\\Users\\{self.user}\\repos\\{self.name}"])
        self.os = "windows" if self.root.startswith("C:") else r.choice(["linux", "darwin"]) if not self.root.startswith("/Users") else "darwin"
        self.branch = r.choice(["main", "main", "master", "develop", f"fix/{r.choice(NAMES)}-bug", f"feat/{r.choice(NAMES)}"])

    def code_files(self):
        return [f for f in self.files if f.endswith(self.ext) or f.endswith(".tsx")]

    def src_file(self):
        cf = [f for f in self.code_files() if "test" not in f]
        return self.r.choice(cf or self.files)

    def test_file(self):
        tf = [f for f in self.files if "test" in f or "spec" in f]
        return self.r.choice(tf or self.files)

    def tree(self):
        lines = [self.name + "/"]
        for f in sorted(self.files):
            lines.append("  " + f)
        return "\n".join(lines)


# ---------------------------------------------------------------- observations

def obs_ls(r, pj, path="."):
    if path in (".", "", "/"):
        tops = sorted({f.split("/")[0] + ("/" if "/" in f else "") for f in pj.files})
        extra = r.sample([".gitignore", ".github/", "docs/", "scripts/", "Dockerfile", ".env.example", "LICENSE"], 3)
        return "\n".join(sorted(tops + extra))
    sub = [f[len(path.rstrip('/')) + 1:] for f in pj.files if f.startswith(path.rstrip('/') + "/")]
    return "\n".join(sub) if sub else f"{path}: no such file or directory"


def obs_read(r, pj, path, numbered=True):
    _, code = snippet(r, pj.lang if pj.lang in ("python", "typescript", "go", "rust", "java") else "python")
    head = {"python": "import time\nfrom typing import Any\n\n", "typescript": "import { z } from 'zod';\n\n",
            "go": "package cache\n\nimport (\n\t\"strings\"\n\t\"time\"\n)\n\n", "rust": "use std::collections::HashMap;\n\n",
            "java": "package com.acme;\n\nimport java.util.*;\n\n", "ruby": "# frozen_string_literal: true\n\n"}[pj.lang]
    text = head + code
    if r.random() < 0.5:
        _, more = snippet(r, pj.lang if pj.lang != "ruby" else "python")
        text += "\n\n" + more
    if not numbered:
        return text
    return "\n".join(f"{i + 1:>6}\t{ln}" for i, ln in enumerate(text.split("\n")))


def obs_grep(r, pj, pattern):
    hits = []
    for f in r.sample(pj.files, min(len(pj.files), r.randint(1, 5))):
        hits.append(f"{f}:{r.randint(3, 240)}:    {pattern}{r.choice(['(', ' = ', '.get(', ' ', '(self, '])}{r.choice(NAMES)}")
    return "\n".join(hits) if r.random() > 0.1 else "No matches found"


def obs_tests(r, pj, passing=False):
    n = r.randint(8, 140)
    f = r.randint(1, 4)
    tf = pj.test_file()
    fn = r.choice(FUNCS)
    if pj.lang == "python":
        if passing:
            return f"{'.' * min(n, 60)}\n{n} passed in {r.uniform(0.3, 9):.2f}s"
        return (f"{'.' * (n // 3)}F{'.' * 5}F\n=================================== FAILURES ===================================\n"
                f"_______________________________ test_{fn} ________________________________\n\n"
                f"    def test_{fn}():\n>       assert {fn}(sample) == expected\nE       AssertionError: assert {r.randint(0, 9)} == {r.randint(10, 99)}\n\n"
                f"{tf}:{r.randint(10, 90)}: AssertionError\n=========================== short test summary info ============================\n"
                f"FAILED {tf}::test_{fn} - AssertionError\n{f} failed, {n} passed in {r.uniform(0.5, 12):.2f}s")
    if pj.lang == "typescript":
        if passing:
            return f" PASS  {tf}\n\nTest Suites: {r.randint(2, 9)} passed\nTests:       {n} passed, {n} total\nTime:        {r.uniform(1, 9):.3f} s"
        return (f" FAIL  {tf}\n  ● {camel(fn)} › handles empty input\n\n    expect(received).toEqual(expected)\n\n    Expected: []\n    Received: undefined\n\n"
                f"      at Object.<anonymous> ({tf}:{r.randint(5, 80)}:{r.randint(3, 30)})\n\nTests:       {f} failed, {n} passed, {n + f} total\nnpm ERR! Test failed.  See above for more details.")
    if pj.lang == "go":
        if passing:
            return f"ok  \tgithub.com/acme/{pj.name}/internal/cache\t{r.uniform(0.01, 2):.3f}s"
        return (f"--- FAIL: Test{camel(fn).title()} ({r.uniform(0, 1):.2f}s)\n    cache_test.go:{r.randint(10, 90)}: got {r.randint(0, 9)}, want {r.randint(10, 20)}\n"
                f"FAIL\nFAIL\tgithub.com/acme/{pj.name}/internal/cache\t{r.uniform(0.01, 2):.3f}s\nFAIL")
    if pj.lang == "rust":
        if passing:
            return f"running {n} tests\ntest result: ok. {n} passed; 0 failed; 0 ignored"
        return (f"running {n} tests\ntest cache::tests::{fn} ... FAILED\n\nfailures:\n\n---- cache::tests::{fn} stdout ----\n"
                f"thread 'cache::tests::{fn}' panicked at src/cache.rs:{r.randint(10, 200)}:9:\nassertion `left == right` failed\n  left: {r.randint(0, 9)}\n right: {r.randint(10, 20)}\n\n"
                f"test result: FAILED. {n} passed; {f} failed; 0 ignored\nerror: test failed, to rerun pass `--lib`")
    if pj.lang == "java":
        if passing:
            return f"> Task :test\n\nBUILD SUCCESSFUL in {r.randint(3, 40)}s\n{r.randint(3, 9)} actionable tasks: {r.randint(1, 5)} executed"
        return (f"> Task :test FAILED\n\nCacheServiceTest > {camel(fn)}() FAILED\n    org.opentest4j.AssertionFailedError: expected: <{r.randint(10, 20)}> but was: <{r.randint(0, 9)}>\n\n"
                f"{n} tests completed, {f} failed\n\nFAILURE: Build failed with an exception.\nBUILD FAILED in {r.randint(3, 40)}s")
    if passing:
        return f"{'.' * min(n, 50)}\n\nFinished in {r.uniform(0.2, 5):.2f} seconds\n{n} examples, 0 failures"
    return (f"Failures:\n\n  1) CacheStore#fetch expires stale entries\n     Failure/Error: expect(store.fetch(:a)).to be_nil\n       expected: nil\n            got: \"stale\"\n"
            f"     # ./{tf}:{r.randint(5, 60)}\n\n{n} examples, {f} failures")


def obs_lint(r, pj):
    f = pj.src_file()
    rows = []
    for _ in range(r.randint(1, 5)):
        ln, col = r.randint(1, 200), r.randint(1, 40)
        if pj.lang == "python":
            rows.append(r.choice([f"{f}:{ln}:{col}: F401 [*] `os` imported but unused",
                                  f"{f}:{ln}:{col}: E501 Line too long (112 > 88)",
                                  f"{f}:{ln}:{col}: F841 Local variable `tmp` is assigned to but never used",
                                  f"{f}:{ln}: error: Incompatible return value type (got \"None\", expected \"str\")  [return-value]"]))
        elif pj.lang == "typescript":
            rows.append(r.choice([f"{f}\n  {ln}:{col}  error  'res' is assigned a value but never used  @typescript-eslint/no-unused-vars",
                                  f"{f}({ln},{col}): error TS2345: Argument of type 'string | undefined' is not assignable to parameter of type 'string'.",
                                  f"{f}\n  {ln}:{col}  warning  Unexpected any. Specify a different type  @typescript-eslint/no-explicit-any"]))
        elif pj.lang == "rust":
            rows.append(f"error: this `if` has identical blocks\n  --> {f}:{ln}:{col}\n   |\n   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#if_same_then_else")
        elif pj.lang == "go":
            rows.append(f"{f}:{ln}:{col}: Error return value of `w.Write` is not checked (errcheck)")
        else:
            rows.append(f"{f}:{ln}:{col}: C: Style/StringLiterals: Prefer single-quoted strings.")
    return "\n".join(rows) + f"\nFound {len(rows)} error{'s' if len(rows) > 1 else ''}."


def obs_cmd(r, pj, cmd):
    if cmd.startswith("git status"):
        return f"On branch {pj.branch}\nChanges not staged for commit:\n  (use \"git add <file>...\" to update what will be committed)\n\tmodified:   {pj.src_file()}\n\nno changes added to commit"
    if cmd.startswith("git log"):
        return "\n".join(f"{r.getrandbits(28):07x} {m}" for m in r.sample(
            ["fix cache ttl", "add users endpoint", "bump deps", "refactor config loading", "wip", "tests for parser",
             "merge branch 'main'", "ci: pin node 20"], 4))
    if cmd.startswith("git diff"):
        f = pj.src_file()
        return f"diff --git a/{f} b/{f}\n--- a/{f}\n+++ b/{f}\n@@ -{r.randint(1, 90)},6 +{r.randint(1, 90)},7 @@\n-    return None\n+    if value is None:\n+        raise KeyError(key)\n+    return value"
    if "install" in cmd:
        return r.choice([f"added {r.randint(5, 400)} packages in {r.randint(2, 40)}s", "Successfully installed requests-2.32.3 urllib3-2.2.2",
                         "npm ERR! code ERESOLVE\nnpm ERR! ERESOLVE unable to resolve dependency tree"])
    if cmd == pj.build_cmd:
        fail = {"rust": f"error[E0308]: mismatched types\n --> src/config.rs:{r.randint(5, 99)}:17\nerror: could not compile `{pj.name}`",
                "typescript": f"src/server.ts:{r.randint(5, 99)}:3 - error TS2304: Cannot find name 'Request'.\n\nFound 1 error.",
                "go": f"# github.com/acme/{pj.name}/internal/http\ninternal/http/handler.go:{r.randint(5, 99)}:2: undefined: cache.New",
                "java": f"> Task :compileJava FAILED\nApp.java:{r.randint(5, 99)}: error: cannot find symbol",
                "python": "error: Multiple top-level packages discovered in a flat-layout: ['src', 'tests'].",
                "ruby": "Could not find gem 'rails (~> 7.1)' in locally installed gems."}[pj.lang]
        ok = {"python": "Successfully built dist/pkg-0.4.1.tar.gz and dist/pkg-0.4.1-py3-none-any.whl"}.get(pj.lang, "Build succeeded.")
        return ok if r.random() < 0.5 else fail
    return r.choice(["", "OK", f"{r.randint(1, 400)}", "Permission denied", "command not found: rg"])


def obs_web(r, q):
    return "\n".join(f"{i + 1}. {t} - https://{d}/{q.split()[0].lower()}-{r.randint(10, 999)}\n   {s}" for i, (t, d, s) in enumerate(r.sample([
        ("Release notes and migration guide", "docs.example.org", "Breaking changes are listed per version."),
        ("How to configure TTL correctly", "blog.example.dev", "Expiry is measured from the last write."),
        ("GitHub issue: build fails after upgrade", "github.com", "Pinning the plugin version fixes it."),
        ("Stack Overflow: same error message", "stackoverflow.com", "You need to await the promise."),
        ("Benchmark comparison", "bench.example.io", "Results vary with payload size."),
    ], 3)))


# ---------------------------------------------------------------- trajectories
# A step: dict(kind=..., args..., out=str, err=bool)

def _step(r, pj, kind):
    if kind == "ls":
        p = r.choice([".", ".", "src", "tests"])
        return dict(kind="ls", path=p, out=obs_ls(r, pj, p))
    if kind == "read":
        p = pj.src_file() if r.random() < 0.7 else pj.test_file()
        return dict(kind="read", path=p, out=obs_read(r, pj, p))
    if kind == "grep":
        pat = r.choice(FUNCS + ["TODO", "ttl", "expire", "password", "fetchUser", "REDIS_URL", "deprecated"])
        return dict(kind="grep", pattern=pat, out=obs_grep(r, pj, pat))
    if kind == "test":
        ok = r.random() < 0.35
        return dict(kind="run", cmd=pj.test_cmd, out=obs_tests(r, pj, ok), err=not ok, exit=0 if ok else 1)
    if kind == "lint":
        return dict(kind="run", cmd=pj.lint_cmd, out=obs_lint(r, pj), err=True, exit=1)
    if kind == "cmd":
        c = r.choice(["git status", "git log --oneline -5", "git diff", pj.build_cmd,
                      "pip install -e ." if pj.lang == "python" else "npm install", "ls -la", "cat .env.example"])
        out = obs_cmd(r, pj, c)
        return dict(kind="run", cmd=c, out=out, err=("ERR" in out or "error" in out), exit=1 if ("ERR" in out or "error" in out) else 0)
    if kind == "edit":
        p = pj.src_file()
        fn = r.choice(FUNCS)
        old = r.choice(["return None", f"if ttl > 0:", "cache[key] = value", f"def {fn}(self):", "const res = await fetch(url);"])
        new = r.choice(["raise KeyError(key)", "if ttl is not None and ttl > 0:", "cache[key] = (value, time.monotonic())",
                        f"def {fn}(self, *, strict=False):", "const res = await fetchWithRetry(url, 3);"])
        return dict(kind="edit", path=p, old=old, new=new, out=f"Edited {p}: replaced 1 occurrence.")
    if kind == "write":
        p = r.choice(["tests/test_regression.py", "docs/notes.md", "src/middleware/rate_limit.ts", "Dockerfile",
                      ".github/workflows/ci.yml", "internal/cache/ttl.go"])
        return dict(kind="write", path=p, content=snippet(r)[1], out=f"Wrote {r.randint(200, 4000)} bytes to {p}")
    if kind == "web":
        q = r.choice(["vite migration webpack aliases", "django 5 deprecations list", "python job queue comparison",
                      "redis ttl not expiring", "playwright timeout ci"])
        return dict(kind="web", query=q, out=obs_web(r, q))
    raise ValueError(kind)


def trajectory(r, pj, n):
    """n steps of exploring then editing then testing."""
    steps = []
    for i in range(n):
        frac = i / max(1, n - 1)
        if frac < 0.35:
            k = r.choice(["ls", "read", "grep", "read", "grep", "web"] if i else ["ls", "grep", "read"])
        elif frac < 0.75:
            k = r.choice(["read", "edit", "edit", "write", "grep", "cmd"])
        else:
            k = r.choice(["test", "edit", "test", "lint", "cmd"])
        steps.append(_step(r, pj, k))
    return steps


def failure_step(r, pj, kind):
    """The last step of a retry shape."""
    if kind == "tests":
        return dict(kind="run", cmd=pj.test_cmd, out=obs_tests(r, pj, False), err=True, exit=1)
    if kind == "lint":
        return dict(kind="run", cmd=pj.lint_cmd, out=obs_lint(r, pj), err=True, exit=1)
    if kind == "edit":
        st = _step(r, pj, "edit")
        st["err"] = True
        st["out"] = r.choice([
            f"Error: old_string not found in {st['path']}. Make sure it matches the file exactly, including whitespace.",
            f"No changes applied: the SEARCH block did not match any lines in {st['path']}.",
            f"Edit failed: found 3 matches for the given text in {st['path']}; provide more context to make it unique.",
            f"Patch rejected: hunk #1 FAILED at {r.randint(10, 200)}.",
        ])
        return st
    # invalid tool call
    st = _step(r, pj, r.choice(["read", "edit", "grep"]))
    st["err"] = True
    st["invalid"] = True
    st["out"] = r.choice([
        "Error: invalid arguments: missing required property 'path'",
        "Error parsing tool arguments: Expecting ',' delimiter: line 1 column 48 (char 47)",
        f"Error: unknown tool '{r.choice(['open_file', 'search', 'run', 'bash_exec'])}'",
        "Invalid parameter 'line_range': expected array of two integers, got string",
    ])
    return st


def assistant_answer(r, lang="en"):
    return r.choice([
        "Sure - here it is:\n\n```\n^\\d{4}-\\d{2}-\\d{2}$\n```\n\nIt anchors both ends so partial matches are rejected.",
        "It moves the commits after the old base onto the new base, replaying them one by one.",
        "Here's a version with type hints and a short docstring. Behaviour is unchanged.",
        "The function returns an empty list in that case because the loop body never runs.",
        "You can do it with a single command: `git reset --soft HEAD~1`.",
        "I looked at the snippet; the bug is the off-by-one in the range bound. Use `range(len(xs))`.",
        "Done. Let me know if you want the tests updated too.",
    ])
