"""Synthetic repositories, tool outputs, tasks and phrase banks (all text written for this generator)."""
import hashlib
import json
import random

LANGS = ["en"] * 12 + ["de", "fr", "es", "zh", "ja", "ru", "pt", "ko"]

WORDS = ["cache", "session", "token", "user", "order", "invoice", "report", "queue", "worker", "config",
         "parser", "router", "handler", "client", "store", "index", "batch", "event", "metric", "payload",
         "retry", "limit", "schema", "record", "export", "upload", "ledger", "account", "policy", "job"]
VERBS = ["load", "parse", "fetch", "build", "render", "validate", "normalize", "merge", "flush", "resolve",
         "compute", "encode", "decode", "apply", "sync", "split", "collect", "dispatch", "refresh", "prune"]

REPOS = [
    dict(name="billing-api", lang="python", root="/home/dev/billing-api",
         files=["app/__init__.py", "app/cache.py", "app/invoices.py", "app/routes/users.py", "app/routes/orders.py",
                "app/config.py", "app/db.py", "tests/test_cache.py", "tests/test_invoices.py", "tests/test_routes.py",
                "pyproject.toml", "README.md", "docs/api.md"],
         test="pytest -q", lint="ruff check app tests", test_kind="pytest", lint_kind="ruff"),
    dict(name="ingest-worker", lang="python", root="/workspace/ingest-worker",
         files=["ingest/__init__.py", "ingest/queue.py", "ingest/parser.py", "ingest/retry.py", "ingest/cli.py",
                "tests/test_parser.py", "tests/test_retry.py", "setup.cfg", "README.md"],
         test="python -m pytest tests -x", lint="flake8 ingest", test_kind="pytest", lint_kind="flake8"),
    dict(name="dashboard-web", lang="ts", root="/Users/ana/code/dashboard-web",
         files=["src/index.ts", "src/api/client.ts", "src/components/Table.tsx", "src/components/Chart.tsx",
                "src/hooks/usePagination.ts", "src/utils/format.ts", "src/__tests__/format.test.ts",
                "src/__tests__/usePagination.test.ts", "package.json", "tsconfig.json", "README.md"],
         test="npm test -- --watch=false", lint="npx eslint src --ext .ts,.tsx", test_kind="jest", lint_kind="eslint"),
    dict(name="edge-proxy", lang="go", root="/src/edge-proxy",
         files=["cmd/proxy/main.go", "internal/router/router.go", "internal/router/router_test.go",
                "internal/limit/limiter.go", "internal/limit/limiter_test.go", "internal/config/config.go",
                "go.mod", "Makefile", "README.md"],
         test="go test ./...", lint="go vet ./...", test_kind="go", lint_kind="govet"),
    dict(name="ledger-rs", lang="rust", root="/home/kim/ledger-rs",
         files=["src/main.rs", "src/lib.rs", "src/ledger.rs", "src/parse.rs", "src/report.rs", "tests/integration.rs",
                "Cargo.toml", "README.md"],
         test="cargo test", lint="cargo clippy -- -D warnings", test_kind="cargo", lint_kind="clippy"),
    dict(name="shop-backend", lang="ts", root="/workspace/shop-backend",
         files=["src/server.ts", "src/routes/orders.ts", "src/routes/users.ts", "src/db/pool.ts",
                "src/services/payment.ts", "test/orders.test.ts", "test/payment.test.ts", "package.json", "README.md"],
         test="npx jest", lint="npx eslint .", test_kind="jest", lint_kind="eslint"),
    dict(name="mlkit-utils", lang="python", root="/workspace/mlkit-utils",
         files=["mlkit/__init__.py", "mlkit/metrics.py", "mlkit/loader.py", "mlkit/schema.py", "mlkit/export.py",
                "tests/test_metrics.py", "tests/test_loader.py", "pyproject.toml", "CHANGELOG.md", "README.md"],
         test="pytest tests/ -q", lint="mypy mlkit", test_kind="pytest", lint_kind="mypy"),
]


def _seed(*parts):
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest()[:12], 16)


def ident(rng):
    return rng.choice(VERBS) + "_" + rng.choice(WORDS)


def camel(s):
    a, b = s.split("_")
    return a + b.capitalize()


def file_content(repo, path, lines=None):
    """Deterministic pseudo-source for (repo, path)."""
    r = random.Random(_seed(repo["name"], path))
    if lines is None:
        lines = r.choice([12, 25, 40, 60, 90, 140])
    ext = path.rsplit(".", 1)[-1] if "." in path else ""
    out = []
    if ext == "py":
        out += ["from __future__ import annotations", "", "import time", "import logging", "from typing import Any", "",
                "log = logging.getLogger(__name__)", ""]
        while len(out) < lines:
            fn = ident(r)
            a = r.choice(WORDS)
            if path.startswith("tests/"):
                out += [f"def test_{fn}():", f"    {a} = make_{a}()", f"    result = {fn}({a})",
                        f"    assert result is not None", f"    assert result.{r.choice(WORDS)} == {r.randint(0, 99)}", ""]
            else:
                out += [f"def {fn}({a}: Any, ttl: int = {r.choice([30, 60, 300])}) -> dict:",
                        f'    """{fn.replace("_", " ").capitalize()} for the given {a}."""',
                        f"    now = time.time()",
                        f"    if {a} is None:",
                        f"        return {{}}",
                        f"    expires = now {r.choice(['+', '-'])} ttl",
                        f"    log.debug(\"{fn} %s\", {a})",
                        f"    return {{\"{a}\": {a}, \"expires\": expires}}", ""]
    elif ext in ("ts", "tsx"):
        out += ["import { " + camel(ident(r)) + " } from './" + r.choice(WORDS) + "';", ""]
        while len(out) < lines:
            fn = camel(ident(r))
            a = r.choice(WORDS)
            if "test" in path:
                out += [f"describe('{fn}', () => {{", f"  it('handles {a}', () => {{",
                        f"    expect({fn}({r.randint(0, 9)})).toEqual({r.randint(0, 9)});", "  });", "});", ""]
            else:
                out += [f"export function {fn}({a}: number, pageSize = {r.choice([10, 20, 50])}): number {{",
                        f"  if ({a} < 0) {{", f"    throw new Error('invalid {a}');", "  }",
                        f"  return Math.floor({a} / pageSize) {r.choice(['+', '-'])} 1;", "}", ""]
    elif ext == "go":
        out += ["package " + path.split("/")[-2] if "/" in path else "package main", "", "import (", '\t"fmt"', '\t"time"', ")", ""]
        while len(out) < lines:
            fn = camel(ident(r)).capitalize()
            out += [f"// {fn} handles the {r.choice(WORDS)} step.", f"func {fn}(n int, d time.Duration) (int, error) {{",
                    "\tif n <= 0 {", f'\t\treturn 0, fmt.Errorf("{fn}: bad n %d", n)', "\t}",
                    f"\treturn n {r.choice(['*', '+'])} int(d.Seconds()), nil", "}", ""]
    elif ext == "rs":
        out += ["use std::collections::HashMap;", ""]
        while len(out) < lines:
            fn = ident(r)
            out += [f"pub fn {fn}(input: &str) -> Result<usize, String> {{", "    if input.is_empty() {",
                    f'        return Err("empty {r.choice(WORDS)}".to_string());', "    }",
                    f"    Ok(input.len() {r.choice(['+', '-'])} {r.randint(1, 9)})", "}", ""]
    elif ext == "json":
        out = json.dumps({"name": repo["name"], "version": f"1.{r.randint(0, 20)}.{r.randint(0, 9)}",
                          "scripts": {"test": "jest", "lint": "eslint ."},
                          "dependencies": {"express": "^4.18.2", "zod": "^3.22.4"},
                          "devDependencies": {"jest": "^29.7.0", "typescript": "^5.3.3"}}, indent=2).split("\n")
    elif ext in ("toml", "cfg", "mod", ""):
        out = [f"[project]", f'name = "{repo["name"]}"', f'version = "0.{r.randint(1, 9)}.0"', 'requires-python = ">=3.10"',
               "", "[tool.pytest.ini_options]", 'testpaths = ["tests"]']
    else:
        out = [f"# {repo['name']}", "", "Internal service. See docs for setup.", "", "## Usage", "", "```", repo["test"], "```"]
        while len(out) < min(lines, 30):
            out.append(f"- {r.choice(WORDS)}: {r.choice(VERBS)}s the {r.choice(WORDS)}")
    return "\n".join(out[:max(lines, 5)])


def big_file(repo, path, kb):
    base = file_content(repo, path, 140)
    s = base
    i = 2
    while len(s) < kb * 1024:
        s += "\n" + file_content(repo, path + f"#{i}", 140)
        i += 1
    return s[: kb * 1024]


def listing(rng, repo, long=False):
    dirs = sorted({f.split("/")[0] for f in repo["files"]})
    if long:
        rows = ["total %d" % rng.randint(20, 90)]
        for d in dirs:
            isdir = "." not in d
            rows.append("%s %2d dev dev %6d %s %2d %02d:%02d %s" % (
                "drwxr-xr-x" if isdir else "-rw-r--r--", rng.randint(1, 9), rng.randint(96, 9000),
                rng.choice(["Jan", "Mar", "May", "Sep", "Nov"]), rng.randint(1, 28), rng.randint(0, 23), rng.randint(0, 59), d))
        return "\n".join(rows)
    return "\n".join(repo["files"] if rng.random() < 0.6 else [d + ("/" if "." not in d else "") for d in dirs])


def grep_hits(rng, repo, pat):
    hits = []
    for f in repo["files"]:
        if rng.random() < 0.35:
            content = file_content(repo, f).split("\n")
            for _ in range(rng.randint(1, 3)):
                ln = rng.randint(1, len(content))
                hits.append(f"{f}:{ln}:{content[ln - 1].strip()[:100] or pat}")
    return "\n".join(hits)


def pytest_out(rng, repo, fail):
    n = rng.randint(8, 180)
    tf = [f for f in repo["files"] if "test" in f] or ["tests/test_x.py"]
    t = rng.choice(tf)
    name = "test_" + ident(rng)
    head = ["============================= test session starts ==============================",
            f"platform linux -- Python 3.{rng.choice([10, 11, 12])}.{rng.randint(0, 9)}, pytest-{rng.choice(['7.4.3', '8.0.2', '8.2.1'])}, pluggy-1.5.0",
            f"rootdir: {repo['root']}", f"collected {n} items", ""]
    if not fail:
        return "\n".join(head + [f"{t} " + "." * min(n, 60) + " [100%]", "",
                                 f"============================== {n} passed in {rng.uniform(0.2, 9):.2f}s =============================="])
    nf = rng.randint(1, 4)
    body = [f"{t} " + "." * rng.randint(0, 10) + "F" + "." * rng.randint(0, 20) + "   [ 40%]", "",
            "=================================== FAILURES ===================================",
            f"_______________________________ {name} _______________________________", "",
            f"    def {name}():", f"        obj = make_{rng.choice(WORDS)}(ttl=1)", "        time.sleep(1.1)",
            f">       assert obj.get('k') is None",
            f"E       AssertionError: assert '{rng.choice(WORDS)}' is None",
            "E        +  where '...' = <bound method Cache.get>('k')", "",
            f"{t}:{rng.randint(10, 200)}: AssertionError",
            "=========================== short test summary info ============================",
            f"FAILED {t}::{name} - AssertionError: assert ... is None",
            f"========================= {nf} failed, {n - nf} passed in {rng.uniform(0.2, 9):.2f}s ========================="]
    return "\n".join(head + body)


def jest_out(rng, repo, fail):
    tf = [f for f in repo["files"] if "test" in f] or ["test/app.test.ts"]
    t = rng.choice(tf)
    fn = camel(ident(rng))
    if not fail:
        return f"PASS {t}\n  {fn}\n    ✓ handles empty input (3 ms)\n    ✓ rounds up (1 ms)\n\nTest Suites: {len(tf)} passed, {len(tf)} total\nTests:       {rng.randint(5, 60)} passed, {rng.randint(5, 60)} total\nSnapshots:   0 total\nTime:        {rng.uniform(1, 8):.3f} s\nRan all test suites."
    exp, got = rng.randint(0, 9), rng.randint(10, 20)
    return "\n".join([f"FAIL {t}", f"  ● {fn} › handles page boundaries", "",
                      "    expect(received).toEqual(expected) // deep equality", "",
                      f"    Expected: {exp}", f"    Received: {got}", "",
                      f"      {rng.randint(5, 40)} |   it('handles page boundaries', () => {{",
                      f"    > {rng.randint(5, 40)} |     expect({fn}(40, 20)).toEqual({exp});",
                      "         |                              ^", "",
                      f"      at Object.<anonymous> ({t}:{rng.randint(5, 40)}:30)", "",
                      f"Test Suites: 1 failed, {len(tf) - 1} passed, {len(tf)} total",
                      f"Tests:       {rng.randint(1, 3)} failed, {rng.randint(5, 40)} passed, {rng.randint(45, 50)} total",
                      f"Time:        {rng.uniform(1, 8):.3f} s"])


def go_out(rng, repo, fail):
    pk = ["internal/router", "internal/limit", "internal/config", "cmd/proxy"]
    mod = "github.com/acme/" + repo["name"]
    rows = []
    for p in pk:
        if fail and p == pk[1]:
            rows += [f"--- FAIL: TestLimiterBurst (0.{rng.randint(10, 99)}s)",
                     f"    limiter_test.go:{rng.randint(20, 90)}: expected 5 allowed requests, got {rng.randint(6, 9)}",
                     "FAIL", f"FAIL\t{mod}/{p}\t0.{rng.randint(100, 999)}s"]
        elif p == "cmd/proxy":
            rows.append(f"?   \t{mod}/{p}\t[no test files]")
        else:
            rows.append(f"ok  \t{mod}/{p}\t0.{rng.randint(100, 999)}s")
    if fail:
        rows.append("FAIL")
    return "\n".join(rows)


def cargo_out(rng, repo, fail):
    n = rng.randint(4, 40)
    rows = [f"   Compiling {repo['name']} v0.{rng.randint(1, 9)}.0 ({repo['root']})",
            f"    Finished test [unoptimized + debuginfo] target(s) in {rng.uniform(0.5, 20):.2f}s",
            f"     Running unittests src/lib.rs (target/debug/deps/{repo['name'].replace('-', '_')}-{rng.getrandbits(64):016x})", "",
            f"running {n} tests"]
    for i in range(min(n, 12)):
        rows.append(f"test {rng.choice(['ledger', 'parse', 'report'])}::tests::{ident(rng)} ... {'FAILED' if fail and i == 2 else 'ok'}")
    if fail:
        rows += ["", "failures:", "", "---- parse::tests::parse_amount stdout ----",
                 "thread 'parse::tests::parse_amount' panicked at src/parse.rs:%d:9:" % rng.randint(20, 200),
                 "assertion `left == right` failed", f"  left: {rng.randint(100, 999)}", f" right: {rng.randint(100, 999)}",
                 "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace", "",
                 f"test result: FAILED. {n - 1} passed; 1 failed; 0 ignored; 0 measured; 0 filtered out",
                 "error: test failed, to rerun pass `--lib`"]
    else:
        rows += ["", f"test result: ok. {n} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.0{rng.randint(1, 9)}s"]
    return "\n".join(rows)


def test_output(rng, repo, fail):
    return {"pytest": pytest_out, "jest": jest_out, "go": go_out, "cargo": cargo_out}[repo["test_kind"]](rng, repo, fail)


def lint_output(rng, repo, clean=False):
    if clean:
        return rng.choice(["", "All checks passed!", "Success: no issues found in 7 source files"])
    src = [f for f in repo["files"] if f.endswith((".py", ".ts", ".tsx", ".go", ".rs")) and "test" not in f]
    rows = []
    k = repo["lint_kind"]
    for _ in range(rng.randint(1, 6)):
        f = rng.choice(src)
        ln, col = rng.randint(1, 120), rng.randint(1, 40)
        if k in ("ruff", "flake8"):
            rows.append(f"{f}:{ln}:{col}: " + rng.choice(["F401 `os` imported but unused", "E501 line too long (112 > 88)",
                                                          "F821 undefined name 'ttl'", "E711 comparison to None should be 'if cond is None:'"]))
        elif k == "mypy":
            rows.append(f"{f}:{ln}: error: " + rng.choice(['Incompatible return value type (got "None", expected "dict[str, Any]")  [return-value]',
                                                           'Argument 1 to "load_schema" has incompatible type "str | None"; expected "str"  [arg-type]']))
        elif k == "eslint":
            rows.append(f"{repo['root']}/{f}\n  {ln}:{col}  error  " + rng.choice(["'page' is assigned a value but never used  @typescript-eslint/no-unused-vars",
                                                                                 "Unexpected any. Specify a different type  @typescript-eslint/no-explicit-any"]))
        elif k == "govet":
            rows.append(f"# github.com/acme/{repo['name']}/{f.rsplit('/', 1)[0]}\n./{f.split('/')[-1]}:{ln}:{col}: " +
                        rng.choice(["fmt.Errorf format %d has arg n of wrong type string", "unreachable code"]))
        else:
            rows.append(f"error: this `if` has identical blocks\n  --> {f}:{ln}:{col}\n   |\n{ln} |     if input.is_empty() {{\n   |     ^^^^^^^^^^^^^^^^^^^")
    if k == "mypy":
        rows.append(f"Found {len(rows)} errors in {rng.randint(1, 3)} files (checked 9 source files)")
    if k == "ruff":
        rows.append(f"Found {len(rows)} errors.")
    return "\n".join(rows)


def traceback_out(rng, repo):
    if repo["lang"] == "python":
        f = rng.choice([x for x in repo["files"] if x.endswith(".py")])
        fn = ident(rng)
        return "\n".join(["Traceback (most recent call last):",
                          f'  File "{repo["root"]}/{f}", line {rng.randint(5, 120)}, in {fn}',
                          f"    return {{\"{rng.choice(WORDS)}\": value, \"expires\": expires}}",
                          f'  File "{repo["root"]}/{rng.choice(repo["files"])}", line {rng.randint(5, 120)}, in {ident(rng)}',
                          f"    data = json.loads(raw)",
                          rng.choice([f"KeyError: '{rng.choice(WORDS)}_id'", "TypeError: unsupported operand type(s) for -: 'str' and 'int'",
                                      "json.decoder.JSONDecodeError: Expecting value: line 1 column 1 (char 0)",
                                      f"ModuleNotFoundError: No module named '{rng.choice(WORDS)}s'"])])
    if repo["lang"] == "ts":
        return "\n".join([f"TypeError: Cannot read properties of undefined (reading '{rng.choice(WORDS)}')",
                          f"    at {camel(ident(rng))} ({repo['root']}/src/{rng.choice(WORDS)}.ts:{rng.randint(5, 99)}:{rng.randint(3, 30)})",
                          f"    at processTicksAndRejections (node:internal/process/task_queues:95:5)",
                          f"    at async Promise.all (index 0)"])
    if repo["lang"] == "go":
        return "\n".join(["panic: runtime error: invalid memory address or nil pointer dereference",
                          "[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x6b2f1a]", "", "goroutine 1 [running]:",
                          f"github.com/acme/{repo['name']}/internal/router.(*Router).Match(0x0, {{0xc0000140a8, 0x4}})",
                          f"\t{repo['root']}/internal/router/router.go:{rng.randint(20, 90)} +0x3a", "exit status 2"])
    return "\n".join([f"thread 'main' panicked at src/ledger.rs:{rng.randint(10, 200)}:{rng.randint(5, 30)}:",
                      "called `Option::unwrap()` on a `None` value",
                      "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace"])


def json_out(rng):
    obj = rng.choice([
        {"status": "ok", "items": [{"id": rng.randint(1, 9999), rng.choice(WORDS): rng.choice(VERBS)} for _ in range(rng.randint(1, 8))],
         "next_cursor": None},
        {"error": {"code": rng.choice([400, 404, 422, 500]), "message": f"{rng.choice(WORDS)} not found"}},
        {"name": rng.choice(WORDS), "version": "2.%d.%d" % (rng.randint(0, 9), rng.randint(0, 9)), "engines": {"node": ">=18"}},
        {"total": rng.randint(0, 500), "page": rng.randint(1, 5), "per_page": 20, "data": []},
    ])
    return json.dumps(obj, indent=rng.choice([None, 2]))


def diff_out(path, old, new, rng):
    ln = rng.randint(3, 120)
    return f"diff --git a/{path} b/{path}\nindex {rng.getrandbits(28):07x}..{rng.getrandbits(28):07x} 100644\n--- a/{path}\n+++ b/{path}\n@@ -{ln},3 +{ln},3 @@\n     # context\n-{old}\n+{new}\n     return result"


def git_status(rng, repo, changed):
    if not changed:
        return f"On branch {rng.choice(['main', 'fix/cache-ttl', 'feature/pagination'])}\nnothing to commit, working tree clean"
    return "On branch %s\nChanges not staged for commit:\n  (use \"git add <file>...\" to update what will be committed)\n%s\n\nno changes added to commit (use \"git add\" and/or \"git commit -a\")" % (
        rng.choice(["main", "fix/issue-%d" % rng.randint(10, 999)]), "\n".join("\tmodified:   " + c for c in changed))


def install_out(rng, repo):
    if repo["lang"] == "python":
        return f"Collecting {rng.choice(['freezegun', 'httpx', 'pydantic'])}\n  Downloading package-1.2.3-py3-none-any.whl (34 kB)\nInstalling collected packages: package\nSuccessfully installed package-1.2.3"
    if repo["lang"] == "ts":
        return f"\nadded {rng.randint(1, 40)} packages, and audited {rng.randint(300, 900)} packages in {rng.randint(2, 20)}s\n\nfound 0 vulnerabilities"
    if repo["lang"] == "go":
        return "go: downloading golang.org/x/time v0.5.0\ngo: added golang.org/x/time v0.5.0"
    return "    Updating crates.io index\n      Adding chrono v0.4.31 to dependencies."


# --------------------------------------------------------------------------------------------- tasks
TASKS = {
    "en": ["Fix the failing test in {test}.",
           "The {func} function in {file} returns stale data after the TTL passes. Find out why and fix it.",
           "Add cursor-based pagination to the {mod} endpoint and update the tests.",
           "CI is red on main. Make it green.",
           "Migrate the {mod} module from callbacks to async/await across the codebase.",
           "Users report a crash when the {mod} payload is empty. Reproduce it, fix it and add a regression test.",
           "Refactor config loading so environment variables override the file values; keep all tests passing.",
           "Run the linter and fix every warning in the {mod} package.",
           "Investigate issue #{num}: '{mod} export drops the last row'. Fix it.",
           "Upgrade the project to the latest major version of the test framework and fix whatever breaks."],
    "de": ["Der Test {test} schlägt fehl. Bitte Ursache finden und beheben.",
           "Die Funktion {func} in {file} liefert nach Ablauf der TTL alte Werte. Bitte untersuchen und reparieren.",
           "Füge Paginierung für den {mod}-Endpunkt hinzu und passe die Tests an.",
           "Die CI ist rot – bitte wieder grün machen."],
    "fr": ["Le test {test} échoue, trouve la cause et corrige-la.",
           "Ajoute une pagination au endpoint {mod} et mets à jour les tests.",
           "La fonction {func} dans {file} plante quand l'entrée est vide. Corrige ça et ajoute un test.",
           "Corrige tous les avertissements du linter dans le module {mod}."],
    "es": ["El test {test} está fallando; encuentra la causa y arréglalo.",
           "La paginación del endpoint {mod} devuelve duplicados. Arréglalo y añade tests.",
           "Migra el módulo {mod} a async/await en todo el proyecto.",
           "La CI está en rojo, déjala en verde."],
    "zh": ["修复 {test} 里失败的测试。", "{file} 中的 {func} 在 TTL 过期后仍返回旧数据，请排查并修复。",
           "给 {mod} 接口加上分页，并更新测试。", "CI 挂了，帮我把它修好。"],
    "ja": ["{test} のテストが落ちているので原因を調べて直してください。", "{mod} のエンドポイントにページネーションを追加してテストも更新して。",
           "{file} の {func} が空入力でクラッシュします。修正して回帰テストを追加してください。", "CIが失敗しています。通るようにしてください。"],
    "ru": ["Тест {test} падает. Найди причину и исправь.", "Функция {func} в {file} возвращает устаревшие данные после истечения TTL. Разберись и почини.",
           "Добавь пагинацию в эндпоинт {mod} и обнови тесты.", "CI красный, сделай зелёным."],
    "pt": ["O teste {test} está falhando. Descubra a causa e corrija.", "Adicione paginação ao endpoint {mod} e atualize os testes.",
           "A função {func} em {file} quebra com entrada vazia. Corrija e adicione um teste de regressão.", "O CI está vermelho, deixe verde."],
    "ko": ["{test} 테스트가 실패합니다. 원인을 찾아서 고쳐 주세요.", "{mod} 엔드포인트에 페이지네이션을 추가하고 테스트도 업데이트해 줘.",
           "{file}의 {func} 함수가 TTL이 지난 뒤에도 오래된 값을 반환해요. 조사해서 고쳐 주세요.", "CI가 빨간불이에요. 통과하게 고쳐 주세요."],
}


def make_task(rng, repo, lang):
    src = [f for f in repo["files"] if f.endswith((".py", ".ts", ".tsx", ".go", ".rs")) and "test" not in f]
    tests = [f for f in repo["files"] if "test" in f]
    f = rng.choice(src)
    mod = f.split("/")[-1].split(".")[0]
    t = rng.choice(tests) if tests else f
    return rng.choice(TASKS[lang]).format(test=t, func=ident(rng), file=f, mod=mod, num=rng.randint(12, 4800))


SINGLE_Q = {
    "en": ["What does `git rebase --onto main feature~3 feature` do exactly?",
           "Write a regex that matches ISO 8601 dates like 2024-03-09.",
           "Explain what this function does:\n```python\ndef chunks(xs, n):\n    return [xs[i:i + n] for i in range(0, len(xs), n)]\n```",
           "Add a docstring to this function:\n```python\ndef clamp(v, lo, hi):\n    return max(lo, min(v, hi))\n```",
           "What's the difference between `useMemo` and `useCallback`?",
           "Given `CREATE TABLE orders(id int, customer_id int, total numeric, created_at timestamp)`, write SQL for the top 5 customers by revenue in 2023.",
           "Translate this to Go:\n```python\nsquares = {x: x * x for x in range(10) if x % 2}\n```",
           "How do I make `tar` exclude node_modules?",
           "Rename the variable `tmp` to something meaningful in this snippet:\n```js\nconst tmp = users.filter(u => u.active).length;\n```"],
    "de": ["Was macht `git stash pop` im Unterschied zu `git stash apply`?", "Schreib mir einen regulären Ausdruck für deutsche Postleitzahlen."],
    "fr": ["Que fait `set -euo pipefail` dans un script bash ?", "Écris une regex qui valide une adresse IPv4."],
    "es": ["¿Qué diferencia hay entre `==` y `is` en Python?", "Escribe una expresión regular para fechas con formato DD/MM/AAAA."],
    "zh": ["`git cherry-pick` 是做什么的？", "帮我写一个匹配中国大陆手机号的正则。"],
    "ja": ["`Array.prototype.reduce` の使い方を簡単に説明して。", "このSQLの意味を教えて: `SELECT COUNT(DISTINCT user_id) FROM events`"],
    "ru": ["Что делает `docker compose down -v`?", "Напиши регулярку для проверки e-mail."],
    "pt": ["O que faz `git reset --soft HEAD~1`?", "Escreva uma regex para CPF no formato 000.000.000-00."],
    "ko": ["`chmod 755`는 무슨 뜻인가요?", "파이썬에서 리스트를 중복 없이 순서 유지하며 합치는 방법은?"],
}

FOLLOWUPS = {
    "en": ["continue", "keep going", "go on", "also update the docs", "now run the tests again", "looks good, also add a changelog entry",
           "don't touch the migrations folder", "use pathlib instead of os.path there", "why did you delete that file? restore it and continue",
           "ok, and fix the lint warnings too", "please also handle the empty-list case", "try again", "fix it", "same for the orders route",
           "yes, go ahead", "can you also add type hints", "revert the last change and try a different approach"],
    "de": ["weiter", "mach weiter", "bitte auch die README anpassen", "jetzt die Tests nochmal laufen lassen", "ok, und die Lint-Warnungen auch"],
    "fr": ["continue", "vas-y, continue", "mets aussi à jour la doc", "relance les tests", "ajoute aussi une entrée au changelog"],
    "es": ["sigue", "continúa", "ahora ejecuta los tests otra vez", "actualiza también la documentación", "no toques la carpeta de migraciones"],
    "zh": ["继续", "接着做", "也更新一下文档", "再跑一遍测试", "顺便把 lint 警告也修了"],
    "ja": ["続けて", "テストをもう一度実行して", "ドキュメントも更新して", "そのまま進めて"],
    "ru": ["продолжай", "теперь снова запусти тесты", "обнови заодно документацию", "дальше"],
    "pt": ["continua", "agora rode os testes de novo", "atualize a documentação também", "pode seguir"],
    "ko": ["계속해", "테스트 다시 돌려줘", "문서도 업데이트해 줘", "계속 진행해 주세요"],
}

RETRY_LEAD = {
    "en": ["Still broken:", "That didn't work:", "After applying your edit I get:", "Nope. Output:", "Not fixed yet:"],
    "de": ["Funktioniert noch nicht:", "Immer noch kaputt:"],
    "fr": ["Les tests échouent toujours :", "Ça ne marche pas, voici la sortie :"],
    "es": ["Los tests siguen fallando:", "Sigue roto, mira:"],
    "zh": ["改完之后测试还是失败：", "还是不行，输出如下："],
    "ja": ["修正後もテストが失敗します：", "まだダメです。出力："],
    "ru": ["Тесты всё ещё падают:", "Не помогло, вот вывод:"],
    "pt": ["Os testes continuam falhando:", "Ainda quebrado:"],
    "ko": ["수정 후에도 테스트가 실패해요:", "아직 안 돼요. 출력:"],
}
RETRY_TAIL = {
    "en": ["Please fix.", "Fix it.", "", "Try again.", "Can you take another look?"],
    "de": ["Bitte korrigieren.", ""], "fr": ["Corrige, stp.", ""], "es": ["Arréglalo, por favor.", ""],
    "zh": ["请修复。", ""], "ja": ["直してください。", ""], "ru": ["Исправь, пожалуйста.", ""], "pt": ["Corrija, por favor.", ""],
    "ko": ["고쳐 주세요.", ""],
}

THOUGHTS = {
    "ls": ["Let me look at the project layout first.", "I'll start by listing the repository.", "Checking what's in {path}.",
           "First, get an overview of the files."],
    "read": ["Reading {path} to see the implementation.", "Let me open {path}.", "I need to check {path} before changing anything.",
             "Looking at {path}."],
    "grep": ["Searching for `{pat}` across the codebase.", "Where is `{pat}` used?", "Let me find the references to {pat}."],
    "glob": ["Finding files matching {pat}.", "Locating the relevant files."],
    "test": ["Running the test suite to see the current state.", "Re-running the tests.", "Let me verify with the tests.",
             "Now run the tests to confirm the fix."],
    "lint": ["Running the linter.", "Checking lint after the change."],
    "run": ["Let me reproduce the problem.", "Running a quick check.", "Trying the script directly."],
    "edit": ["The comparison is inverted; fixing it in {path}.", "Applying the fix to {path}.", "Updating {path}.",
             "I'll change this line so the expiry uses the right sign."],
    "write": ["Adding a regression test in {path}.", "Creating {path}."],
    "git": ["Checking the working tree.", "Let me look at the diff so far."],
    "install": ["A dependency is missing; installing it."],
}
THOUGHTS_L10N = {
    "de": ["Ich schaue mir zuerst {path} an.", "Jetzt die Tests erneut ausführen.", "Ich korrigiere die Bedingung in {path}."],
    "fr": ["Je regarde d'abord {path}.", "Je relance les tests.", "Je corrige la condition dans {path}."],
    "es": ["Primero reviso {path}.", "Vuelvo a ejecutar los tests.", "Corrijo la condición en {path}."],
    "zh": ["先看一下 {path}。", "重新运行测试。", "修改 {path} 中的判断条件。"],
    "ja": ["まず {path} を確認します。", "テストを再実行します。", "{path} の条件を修正します。"],
    "ru": ["Сначала посмотрю {path}.", "Перезапускаю тесты.", "Исправляю условие в {path}."],
    "pt": ["Primeiro vou olhar {path}.", "Rodando os testes de novo.", "Corrigindo a condição em {path}."],
    "ko": ["먼저 {path}를 확인할게요.", "테스트를 다시 실행합니다.", "{path}의 조건을 수정합니다."],
}

FINAL_MSG = {
    "en": ["I fixed the expiry check in {path}; all tests pass now.", "Done. The change is in {path} and the suite is green.",
           "I've updated {path} and added a regression test.", "The bug was a sign error in {path}. Fixed and verified."],
    "de": ["Ich habe {path} korrigiert, alle Tests laufen durch."], "fr": ["J'ai corrigé {path}, les tests passent."],
    "es": ["Corregí {path}; los tests pasan."], "zh": ["已修复 {path}，测试全部通过。"], "ja": ["{path} を修正しました。テストは全て通ります。"],
    "ru": ["Исправил {path}, все тесты проходят."], "pt": ["Corrigi {path}; os testes passam."], "ko": ["{path}를 수정했고 테스트가 모두 통과합니다."],
}
