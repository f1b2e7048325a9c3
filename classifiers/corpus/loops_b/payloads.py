"""Synthetic repositories and tool-result payloads (20 bytes .. ~30 KB)."""
import json
import math

WORDS = ["cache", "session", "router", "parser", "worker", "ledger", "billing", "invoice", "auth", "token",
         "queue", "scheduler", "export", "report", "upload", "storage", "client", "config", "metrics",
         "notify", "webhook", "search", "index", "profile", "account", "order", "cart", "sync", "backup",
         "render", "template", "mailer", "limiter", "registry", "plugin", "graph", "stream", "batch"]
VERBS = ["load", "save", "parse", "build", "flush", "resolve", "fetch", "apply", "render", "validate",
         "merge", "split", "encode", "decode", "retry", "schedule", "compute", "collect", "emit", "refresh"]
PROJECTS = ["tidewater", "lumen-api", "quartzdb", "hopper", "orchard", "bramble", "kiln", "meridian",
            "pinecone-cli", "saltmarsh", "vellum", "corvid", "driftwood", "harbor", "nimbus-sync", "foxglove"]
LANGS = ["python", "go", "rust", "typescript", "java", "ruby", "c"]
EXT = {"python": "py", "go": "go", "rust": "rs", "typescript": "ts", "java": "java", "ruby": "rb", "c": "c"}


def logu(rng, lo, hi):
    return int(math.exp(rng.uniform(math.log(lo), math.log(hi))))


def camel(w):
    return "".join(p.capitalize() for p in w.split("_"))


LANG_HINTS = [("python", ["python", "pytest", "django", "pydantic", "flask", "fastapi", ".py", "mypy", "celery"]),
              ("typescript", ["typescript", "javascript", "react", "node", "eslint", "jquery", "vite", "webpack", ".ts", "playwright"]),
              ("go", [" go ", "golang", " go.", "goroutine", "go 1."]), ("rust", ["rust", "cargo", "serde", "clippy"]),
              ("java", ["java ", "kotlin", "android", "maven", "gradle", "c#"]), ("ruby", ["ruby", "rails", "rspec"]),
              ("c", [" c ", "c++", "segfault", "std::"])]


def lang_hint(text):
    low = " " + (text or "").lower() + " "
    for lg, keys in LANG_HINTS:
        if any(k in low for k in keys):
            return lg
    return None


class Repo:
    def __init__(self, rng, hint=None):
        self.lang = rng.choice(LANGS)
        if hint and rng.random() < 0.85:
            self.lang = hint
        self.name = rng.choice(PROJECTS)
        self.root = rng.choice(["/workspace/", "/home/dev/", "/Users/sam/code/", "/repo/", "/testbed/", "~/src/"]) + self.name
        mods = rng.sample(WORDS, 6)
        self.mods = mods
        e = EXT[self.lang]
        pkg = self.name.replace("-", "_")
        if self.lang == "python":
            self.src = [f"src/{pkg}/{m}.py" for m in mods]
            self.tests = [f"tests/test_{m}.py" for m in mods[:3]]
            self.test_cmd = rng.choice(["pytest -q", "python -m pytest -x", "pytest tests/ -q", "tox -e py311"])
        elif self.lang == "go":
            self.src = [f"internal/{m}/{m}.go" for m in mods]
            self.tests = [f"internal/{m}/{m}_test.go" for m in mods[:3]]
            self.test_cmd = rng.choice(["go test ./...", "go test -race ./internal/...", "make test"])
        elif self.lang == "rust":
            self.src = [f"src/{m}.rs" for m in mods]
            self.tests = [f"tests/{m}_test.rs" for m in mods[:3]]
            self.test_cmd = rng.choice(["cargo test", "cargo test --all-features", "cargo nextest run"])
        elif self.lang == "typescript":
            self.src = [f"src/{m}/{m}.ts" for m in mods]
            self.tests = [f"src/{m}/{m}.test.ts" for m in mods[:3]]
            self.test_cmd = rng.choice(["npm test", "npx jest", "pnpm vitest run", "yarn test"])
        elif self.lang == "java":
            self.src = [f"src/main/java/com/acme/{m}/{camel(m)}Service.java" for m in mods]
            self.tests = [f"src/test/java/com/acme/{m}/{camel(m)}ServiceTest.java" for m in mods[:3]]
            self.test_cmd = rng.choice(["mvn -q test", "./gradlew test"])
        elif self.lang == "ruby":
            self.src = [f"lib/{pkg}/{m}.rb" for m in mods]
            self.tests = [f"spec/{m}_spec.rb" for m in mods[:3]]
            self.test_cmd = rng.choice(["bundle exec rspec", "bundle exec rake test"])
        else:
            self.src = [f"src/{m}.c" for m in mods]
            self.tests = [f"tests/test_{m}.c" for m in mods[:3]]
            self.test_cmd = rng.choice(["make test", "ctest --output-on-failure"])
        self.ext = e
        self.symbols = [f"{rng.choice(VERBS)}_{m}" for m in mods]
        self.classes = [camel(m) + rng.choice(["Manager", "Store", "Client", "Handler", "Service", ""]) for m in mods]


def _fn_block(rng, lang, name, cls):
    a, b = rng.sample(WORDS, 2)
    n = rng.randint(2, 60)
    if lang == "python":
        return (f"def {name}(self, {a}, {b}=None):\n    \"\"\"{name.replace('_', ' ').capitalize()} for {cls}.\"\"\"\n"
                f"    if {b} is None:\n        {b} = self._{a}_default\n    result = []\n"
                f"    for item in {a}:\n        if item.get('{b}') and len(result) < {n}:\n            result.append(self._{rng.choice(VERBS)}(item))\n"
                f"    log.debug('%s: %d items', '{name}', len(result))\n    return result\n\n")
    if lang == "go":
        return (f"func (s *{cls}) {camel(name)}(ctx context.Context, {a} []string) (int, error) {{\n"
                f"\tif len({a}) == 0 {{\n\t\treturn 0, ErrEmpty\n\t}}\n\tcount := 0\n"
                f"\tfor _, v := range {a} {{\n\t\tif err := s.{rng.choice(VERBS)}(ctx, v); err != nil {{\n"
                f"\t\t\treturn count, fmt.Errorf(\"{name}: %w\", err)\n\t\t}}\n\t\tcount++\n\t}}\n\treturn count, nil\n}}\n\n")
    if lang == "rust":
        return (f"pub fn {name}(&mut self, {a}: &[String]) -> Result<usize, Error> {{\n"
                f"    let mut n = 0;\n    for v in {a}.iter() {{\n        if v.len() > {n} {{\n"
                f"            self.{b}.insert(v.clone());\n            n += 1;\n        }}\n    }}\n    Ok(n)\n}}\n\n")
    if lang == "typescript":
        return (f"export async function {camel(name)[0].lower() + camel(name)[1:]}({a}: {camel(b)}[], opts: Options = {{}}): Promise<number> {{\n"
                f"  const limit = opts.limit ?? {n};\n  let done = 0;\n  for (const x of {a}) {{\n"
                f"    if (done >= limit) break;\n    await {rng.choice(VERBS)}(x, opts);\n    done++;\n  }}\n  return done;\n}}\n\n")
    if lang == "java":
        return (f"    public List<{camel(a)}> {camel(name)[0].lower() + camel(name)[1:]}(List<{camel(a)}> input) {{\n"
                f"        List<{camel(a)}> out = new ArrayList<>();\n        for ({camel(a)} x : input) {{\n"
                f"            if (x.get{camel(b)}() != null && out.size() < {n}) {{\n                out.add(x);\n            }}\n"
                f"        }}\n        LOG.debug(\"{name} -> {{}}\", out.size());\n        return out;\n    }}\n\n")
    if lang == "ruby":
        return (f"  def {name}({a}, {b}: nil)\n    {b} ||= default_{b}\n    {a}.select {{ |x| x[:{b}] }}.first({n}).map do |x|\n"
                f"      {rng.choice(VERBS)}(x)\n    end\n  end\n\n")
    return (f"int {name}(struct {a} *ctx, const char *{b}, size_t len)\n{{\n    if (!ctx || !{b})\n        return -EINVAL;\n"
            f"    for (size_t i = 0; i < len && i < {n}; i++) {{\n        if ({b}[i] == '\\0')\n            break;\n"
            f"        ctx->count++;\n    }}\n    return 0;\n}}\n\n")


def code_file(rng, repo, path=None, size=None):
    lang = repo.lang
    if path and "." in path:
        ext = path.rsplit(".", 1)[1]
        lang = {v: k for k, v in EXT.items()}.get(ext, lang)
    size = size or logu(rng, 20, 30000)
    cls = rng.choice(repo.classes)
    head = {
        "python": f"import logging\nfrom dataclasses import dataclass\n\nlog = logging.getLogger(__name__)\n\n\nclass {cls}:\n",
        "go": f"package {repo.mods[0]}\n\nimport (\n\t\"context\"\n\t\"fmt\"\n)\n\ntype {cls} struct {{\n\tmu sync.Mutex\n}}\n\n",
        "rust": f"use std::collections::HashSet;\n\npub struct {cls} {{\n    {repo.mods[1]}: HashSet<String>,\n}}\n\nimpl {cls} {{\n",
        "typescript": f"import {{ Options }} from '../types';\n\n",
        "java": f"package com.acme.{repo.mods[0]};\n\nimport java.util.*;\n\npublic class {cls} {{\n",
        "ruby": f"module {camel(repo.name.replace('-', '_'))}\n class {cls}\n",
        "c": f"#include <errno.h>\n#include <stddef.h>\n#include \"{repo.mods[0]}.h\"\n\n",
    }[lang]
    out = head
    while len(out) < size:
        out += _fn_block(rng, lang, f"{rng.choice(VERBS)}_{rng.choice(WORDS)}", cls)
    if size < 120:
        out = out[:size]
    return out


def numbered(text, start=1):
    lines = text.split("\n")
    w = len(str(start + len(lines)))
    return "\n".join(f"{str(i + start).rjust(w)}\t{l}" for i, l in enumerate(lines))


def grep_hits(rng, repo, pattern):
    k = rng.choice([0, 1, 2, 3, 5, 8, 14, 30])
    lines = []
    for _ in range(k):
        p = rng.choice(repo.src + repo.tests)
        lines.append(f"{p}:{rng.randint(3, 900)}:    {rng.choice(['if', 'return', 'x =', 'call', '#', '//'])} {pattern}{rng.choice(['(', '.', ' = ', ')'])}{rng.choice(WORDS)}")
    return "\n".join(lines)


def dir_listing(rng, repo, style=None):
    style = style or rng.choice(["ls", "tree", "find", "json"])
    entries = sorted(set([p.split("/")[0] for p in repo.src + repo.tests] +
                         rng.sample(["README.md", "Makefile", "Dockerfile", ".gitignore", "docs", "scripts",
                                     "pyproject.toml", "go.mod", "Cargo.toml", "package.json", "LICENSE", ".github",
                                     "CHANGELOG.md", "docker-compose.yml"], 6)))
    if style == "ls":
        return "\n".join(f"{rng.choice(['drwxr-xr-x', '-rw-r--r--'])}  1 dev dev {rng.randint(96, 40000):>6} Mar {rng.randint(1, 28):>2} 10:{rng.randint(10, 59)} {e}" for e in entries)
    if style == "find":
        return "\n".join("./" + p for p in sorted(repo.src + repo.tests + entries))
    if style == "json":
        return json.dumps([{"name": e, "type": "dir" if "." not in e else "file"} for e in entries])
    out = [repo.name + "/"]
    for p in sorted(repo.src + repo.tests):
        out.append("├── " + p)
    for e in entries:
        out.append("├── " + e)
    return "\n".join(out)


def test_output(rng, repo, failing=True):
    n_pass = rng.randint(3, 240)
    n_fail = rng.randint(1, 6) if failing else 0
    t = repo.tests[0]
    sym = rng.choice(repo.symbols)
    if repo.lang == "python":
        body = f"============================= test session starts ==============================\nplatform linux -- Python 3.11.7, pytest-8.1.1\ncollected {n_pass + n_fail} items\n\n"
        body += f"{t} {'.' * min(n_pass, 40)}{'F' * n_fail}\n\n"
        if failing:
            body += f"=================================== FAILURES ===================================\n___________________ test_{sym} ___________________\n\n"
            body += f"    def test_{sym}():\n        obj = make_fixture()\n>       assert obj.{sym}([]) == []\nE       AssertionError: assert None == []\nE        +  where None = <bound method {rng.choice(repo.classes)}.{sym}>([])\n\n{t}:{rng.randint(10, 200)}: AssertionError\n"
            body += f"=========================== short test summary info ============================\nFAILED {t}::test_{sym} - AssertionError\n"
        body += f"{'=' * 10} {n_fail} failed, {n_pass} passed in {rng.uniform(0.2, 40):.2f}s {'=' * 10}" if failing else f"{'=' * 10} {n_pass} passed in {rng.uniform(0.2, 40):.2f}s {'=' * 10}"
        return body
    if repo.lang == "go":
        if failing:
            return (f"--- FAIL: Test{camel(sym)} (0.00s)\n    {t.split('/')[-1]}:{rng.randint(10, 99)}: got {rng.randint(0, 9)}, want {rng.randint(10, 20)}\nFAIL\n"
                    f"FAIL\tgithub.com/acme/{repo.name}/{t.rsplit('/', 1)[0]}\t0.{rng.randint(10, 99)}s\nFAIL")
        return "\n".join(f"ok  \tgithub.com/acme/{repo.name}/internal/{m}\t0.{rng.randint(10, 99)}s" for m in repo.mods)
    if repo.lang == "rust":
        s = f"running {n_pass + n_fail} tests\n" + "".join(f"test {m}::tests::{rng.choice(VERBS)}_works ... ok\n" for m in repo.mods[:4])
        if failing:
            s += f"test {repo.mods[0]}::tests::{sym} ... FAILED\n\nfailures:\n\n---- {repo.mods[0]}::tests::{sym} stdout ----\nthread '{repo.mods[0]}::tests::{sym}' panicked at src/{repo.mods[0]}.rs:{rng.randint(20, 300)}:9:\nassertion `left == right` failed\n  left: {rng.randint(0, 5)}\n right: {rng.randint(6, 9)}\n\ntest result: FAILED. {n_pass} passed; {n_fail} failed; 0 ignored"
        else:
            s += f"\ntest result: ok. {n_pass} passed; 0 failed; 0 ignored"
        return s
    if repo.lang == "typescript":
        if failing:
            return (f" FAIL  {t}\n  ● {sym} › handles empty input\n\n    expect(received).toEqual(expected)\n\n    Expected: []\n    Received: undefined\n\n"
                    f"      at Object.<anonymous> ({t}:{rng.randint(5, 90)}:{rng.randint(3, 30)})\n\nTests:       {n_fail} failed, {n_pass} passed, {n_pass + n_fail} total\nTime:        {rng.uniform(1, 20):.3f} s")
        return f" PASS  {t}\nTests:       {n_pass} passed, {n_pass} total\nTime:        {rng.uniform(1, 20):.3f} s"
    if repo.lang == "java":
        if failing:
            return (f"[ERROR] Tests run: {n_pass + n_fail}, Failures: {n_fail}, Errors: 0, Skipped: 0\n[ERROR] {camel(sym)}Test.{sym}:{rng.randint(20, 90)} expected:<3> but was:<0>\n[ERROR] BUILD FAILURE")
        return f"[INFO] Tests run: {n_pass}, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS"
    if repo.lang == "ruby":
        if failing:
            return (f"{'.' * min(n_pass, 50)}F\n\nFailures:\n\n  1) {camel(sym)} returns the list\n     Failure/Error: expect(subject.{sym}).to eq([])\n\n       expected: []\n            got: nil\n\n"
                    f"Finished in {rng.uniform(0.5, 9):.2f} seconds\n{n_pass + n_fail} examples, {n_fail} failures")
        return f"{'.' * min(n_pass, 50)}\n\nFinished in {rng.uniform(0.5, 9):.2f} seconds\n{n_pass} examples, 0 failures"
    if failing:
        return f"test_{sym}: FAIL ({t}:{rng.randint(10, 99)}: expected 0, got -22)\n{n_pass} tests, {n_fail} failures\nmake: *** [Makefile:31: test] Error 1"
    return f"{n_pass} tests, 0 failures"


def stack_trace(rng, repo):
    sym = rng.choice(repo.symbols)
    if repo.lang in ("python",):
        fr = "".join(f'  File "{repo.root}/{p}", line {rng.randint(5, 400)}, in {rng.choice(repo.symbols)}\n    {rng.choice(VERBS)}(x)\n' for p in rng.sample(repo.src, 3))
        return f"Traceback (most recent call last):\n{fr}{rng.choice(['KeyError', 'TypeError', 'AttributeError', 'ValueError'])}: '{rng.choice(WORDS)}'"
    if repo.lang == "go":
        return f"panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x4a5b2c]\n\ngoroutine 1 [running]:\n" + "".join(f"github.com/acme/{repo.name}/{p.rsplit('/', 1)[0]}.(*{rng.choice(repo.classes)}).{camel(sym)}(...)\n\t{repo.root}/{p}:{rng.randint(10, 300)} +0x{rng.randint(16, 255):x}\n" for p in rng.sample(repo.src, 3)) + "exit status 2"
    if repo.lang == "java":
        return f"Exception in thread \"main\" java.lang.NullPointerException: Cannot invoke \"String.length()\"\n" + "".join(f"\tat com.acme.{m}.{camel(m)}Service.{rng.choice(VERBS)}({camel(m)}Service.java:{rng.randint(10, 300)})\n" for m in repo.mods[:4])
    if repo.lang == "typescript":
        return f"TypeError: Cannot read properties of undefined (reading '{rng.choice(WORDS)}')\n" + "".join(f"    at {rng.choice(VERBS)} ({repo.root}/{p}:{rng.randint(5, 200)}:{rng.randint(3, 40)})\n" for p in rng.sample(repo.src, 3))
    if repo.lang == "rust":
        return f"thread 'main' panicked at src/{repo.mods[0]}.rs:{rng.randint(10, 300)}:{rng.randint(5, 40)}:\ncalled `Option::unwrap()` on a `None` value\nnote: run with `RUST_BACKTRACE=1` environment variable to display a backtrace"
    if repo.lang == "ruby":
        return f"{repo.src[0]}:{rng.randint(5, 200)}:in `{sym}': undefined method `each' for nil:NilClass (NoMethodError)\n\tfrom {repo.src[1]}:{rng.randint(5, 200)}:in `block in run'"
    return f"Program received signal SIGSEGV, Segmentation fault.\n0x0000555555555189 in {sym} (ctx=0x0) at {repo.src[0]}:{rng.randint(10, 200)}"


def json_blob(rng, repo):
    size = logu(rng, 40, 12000)
    items = []
    while len(json.dumps(items)) < size:
        items.append({"id": rng.randint(1, 99999), "name": rng.choice(WORDS), "status": rng.choice(["ok", "failed", "pending"]),
                      "path": rng.choice(repo.src), "updated": f"2024-0{rng.randint(1, 9)}-1{rng.randint(0, 9)}T0{rng.randint(0, 9)}:00:00Z"})
    return json.dumps({"count": len(items), "results": items}, indent=rng.choice([None, 2]))


def diff_text(rng, repo, path=None):
    path = path or rng.choice(repo.src)
    sym = rng.choice(repo.symbols)
    hunks = []
    for _ in range(rng.randint(1, 4)):
        ln = rng.randint(5, 400)
        hunks.append(f"@@ -{ln},6 +{ln},7 @@\n     {rng.choice(VERBS)}(x)\n-    if {rng.choice(WORDS)} is None:\n-        return\n+    if not {rng.choice(WORDS)}:\n+        log.warning('empty {sym}')\n+        return []\n     return result")
    return f"diff --git a/{path} b/{path}\nindex {rng.randint(0x1000000, 0xfffffff):x}..{rng.randint(0x1000000, 0xfffffff):x} 100644\n--- a/{path}\n+++ b/{path}\n" + "\n".join(hunks)


def lint_output(rng, repo):
    path = rng.choice(repo.src)
    k = rng.randint(1, 6)
    if repo.lang == "python":
        codes = ["F401 `os` imported but unused", "E501 Line too long (104 > 88)", "F821 Undefined name `result`", "E999 SyntaxError: unexpected indent", "B006 Do not use mutable data structures for argument defaults"]
        return "\n".join(f"{path}:{rng.randint(1, 300)}:{rng.randint(1, 40)}: {rng.choice(codes)}" for _ in range(k)) + f"\nFound {k} errors."
    if repo.lang == "typescript":
        return "\n".join(f"{path}({rng.randint(1, 300)},{rng.randint(1, 40)}): error TS{rng.choice([2304, 2339, 2345, 7006])}: {rng.choice(['Cannot find name', 'Property does not exist on type', 'Argument of type string is not assignable'])} '{rng.choice(WORDS)}'." for _ in range(k))
    if repo.lang == "go":
        return "\n".join(f"./{path}:{rng.randint(1, 300)}:{rng.randint(1, 40)}: {rng.choice(['undefined: ' + rng.choice(WORDS), 'declared and not used: err', 'missing return'])}" for _ in range(k))
    if repo.lang == "rust":
        return f"error[E0308]: mismatched types\n  --> {path}:{rng.randint(1, 300)}:{rng.randint(1, 40)}\n   |\n   = note: expected `usize`, found `Option<usize>`\n\nerror: could not compile `{repo.name}` due to {k} previous errors"
    return "\n".join(f"{path}:{rng.randint(1, 300)}: error: {rng.choice(['expected ; before }', 'cannot find symbol', 'unknown identifier'])}" for _ in range(k))


def error_text(rng, repo, kind=None):
    kind = kind or rng.choice(["nofile", "timeout", "perm", "nomatch", "exit"])
    p = rng.choice(repo.src)
    return {
        "nofile": f"Error: file not found: {p}",
        "timeout": f"Command timed out after {rng.choice([30, 60, 120, 300])} seconds",
        "perm": f"bash: {p}: Permission denied",
        "nomatch": f"Error: old_string not found in {p}. Make sure it matches the file content exactly, including whitespace.",
        "exit": f"exit code {rng.choice([1, 2, 127])}\n{rng.choice(['command not found: ' + rng.choice(['pnpm', 'poetry', 'cargo-nextest']), 'fatal: not a git repository', 'make: *** No rule to make target'])}",
    }[kind]


def empty_result(rng):
    return rng.choice(["", "(no output)", "No matches found.", "[]", "OK", "Command completed with exit code 0 and no output."])
