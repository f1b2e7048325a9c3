#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Blind evaluation set of agent-client requests (single_step vs long_horizon).

Standard library only, deterministic (fixed seed). Writes agents.jsonl next to this file.
All prompt text, tool descriptions and code below were written for this set; the wire
structure of each client was modelled on its public source (see README.md).
"""
import json, os, random, sys, hashlib, collections

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from data_asks import (SINGLE_Q, SINGLE_CODE, HUGE_ASKS, LONG_ASKS, ISSUES, CONTINUE,
                       AIDER_SMALL_EDITS, IMAGE_ASKS, COMMIT_ASKS)

SEED = 20261201
R = random.Random(SEED)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "agents.jsonl")

def uid(rng=None):
    rng = rng or R
    h = "%032x" % rng.getrandbits(128)
    return "%s-%s-4%s-a%s-%s" % (h[:8], h[8:12], h[13:16], h[17:20], h[20:32])

def hexid(n=24):
    return "%0*x" % (n, R.getrandbits(4 * n))

def pick(seq):
    return R.choice(seq)

def schedule(plan, n):
    """Full passes over the plan, then a random sample of it for the remainder; shuffled."""
    out = plan * (n // len(plan)) + R.sample(plan, n % len(plan))
    R.shuffle(out)
    return out

# --------------------------------------------------------------------------------------
# Code snippets (self-contained) for single-step asks
# --------------------------------------------------------------------------------------
SNIPPETS = {
 "python": [
"""def merge_intervals(items):
    items = sorted(items, key=lambda x: x[0])
    out = []
    for s, e in items:
        if out and s <= out[-1][1]:
            out[-1][1] = max(out[-1][1], e)
        else:
            out.append([s, e])
    return out""",
"""def parse_header(line):
    k, _, v = line.partition(':')
    if not _:
        return None
    return k.strip().lower(), v.strip()""",
"""import time
def retry(fn, n=3):
    for i in range(n):
        try:
            return fn()
        except Exception as e:
            last = e
            time.sleep(2 ** i)
    raise last""",
"""def chunk(xs, size):
    res = []
    i = 0
    while i < len(xs):
        res.append(xs[i:i+size])
        i += size
    return res""",
 ],
 "javascript": [
"""function debounce(fn, ms) {
  let t;
  return function (...args) {
    clearTimeout(t);
    t = setTimeout(() => fn.apply(this, args), ms);
  };
}""",
"""function groupBy(arr, key) {
  return arr.reduce((acc, x) => {
    (acc[x[key]] = acc[x[key]] || []).push(x);
    return acc;
  }, {});
}""",
 ],
 "typescript": [
"""export async function fetchJson<T>(url: string, timeoutMs = 5000): Promise<T> {
  const ctl = new AbortController();
  const id = setTimeout(() => ctl.abort(), timeoutMs);
  const res = await fetch(url, { signal: ctl.signal });
  clearTimeout(id);
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.json() as Promise<T>;
}""",
 ],
 "go": [
"""func Reverse(s string) string {
	r := []rune(s)
	for i, j := 0, len(r)-1; i < j; i, j = i+1, j-1 {
		r[i], r[j] = r[j], r[i]
	}
	return string(r)
}""",
"""func (c *Counter) Inc(key string) {
	c.m[key]++
}""",
 ],
 "rust": [
"""fn mean(xs: &[f64]) -> Option<f64> {
    if xs.is_empty() { return None; }
    Some(xs.iter().sum::<f64>() / xs.len() as f64)
}""",
 ],
 "java": [
"""public static int binarySearch(int[] a, int key) {
    int lo = 0, hi = a.length - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        if (a[mid] < key) lo = mid + 1;
        else if (a[mid] > key) hi = mid - 1;
        else return mid;
    }
    return -1;
}""",
 ],
 "c": [
"""size_t count_words(const char *s) {
    size_t n = 0; int in = 0;
    for (; *s; s++) {
        if (isspace((unsigned char)*s)) in = 0;
        else if (!in) { in = 1; n++; }
    }
    return n;
}""",
 ],
 "ruby": [
"""def fizzbuzz(n)
  (1..n).map do |i|
    if i % 15 == 0 then "FizzBuzz"
    elsif i % 3 == 0 then "Fizz"
    elsif i % 5 == 0 then "Buzz"
    else i.to_s end
  end
end""",
 ],
 "php": [
"""function slugify($text) {
    $text = preg_replace('~[^\\pL\\d]+~u', '-', $text);
    $text = trim($text, '-');
    return strtolower($text);
}""",
 ],
 "kotlin": [
"""fun <T> List<T>.second(): T? = if (size >= 2) this[1] else null""",
 ],
 "bash": [
"""backup() {
  src=$1; dst=$2
  tar czf "$dst/$(date +%F).tgz" $src
  find $dst -name '*.tgz' -mtime +7 -delete
}""",
 ],
 "csharp": [
"""public static bool IsPalindrome(string s) {
    var t = new string(s.Where(char.IsLetterOrDigit).Select(char.ToLower).ToArray());
    return t.SequenceEqual(t.Reverse());
}""",
 ],
}
FENCE = {"python": "python", "javascript": "js", "typescript": "ts", "go": "go", "rust": "rust",
         "java": "java", "c": "c", "ruby": "ruby", "php": "php", "kotlin": "kotlin", "bash": "bash",
         "csharp": "csharp"}

def pick_snippet(exclude=None):
    langs = [l for l in SNIPPETS if l != exclude]
    lang = pick(langs)
    return lang, pick(SNIPPETS[lang])

def fenced(lang, code):
    return "```%s\n%s\n```" % (FENCE.get(lang, lang), code)

# --------------------------------------------------------------------------------------
# Synthetic repositories, code files and tool outputs
# --------------------------------------------------------------------------------------
WORDS = ["cache", "user", "order", "invoice", "token", "session", "report", "queue", "job", "parser",
         "config", "route", "client", "payment", "export", "import", "metric", "event", "search", "index",
         "account", "ledger", "tenant", "upload", "thumbnail", "mailer", "webhook", "schedule", "audit", "quota"]
VERBS = ["load", "save", "build", "parse", "render", "fetch", "sync", "resolve", "validate", "compute",
         "merge", "flush", "apply", "encode", "decode", "normalize", "dispatch", "collect", "prune", "refresh"]

REPOS = [
 {"name": "billing-service", "lang": "python", "test": "pytest -q", "files": ["app/__init__.py", "app/cache.py", "app/api/routes.py", "app/models.py", "app/services/invoice.py", "tests/test_cache.py", "tests/test_invoice.py", "pyproject.toml"]},
 {"name": "shopfront", "lang": "typescript", "test": "npm test", "files": ["src/index.ts", "src/cart/cart.ts", "src/api/client.ts", "src/components/Checkout.tsx", "src/utils/date.ts", "tests/cart.test.ts", "package.json", "tsconfig.json"]},
 {"name": "edge-proxy", "lang": "go", "test": "go test ./...", "files": ["cmd/proxy/main.go", "internal/cache/lru.go", "internal/cache/lru_test.go", "internal/router/router.go", "internal/limit/bucket.go", "go.mod"]},
 {"name": "ledgerd", "lang": "rust", "test": "cargo test", "files": ["src/main.rs", "src/ledger.rs", "src/store/mod.rs", "src/store/sqlite.rs", "tests/ledger.rs", "Cargo.toml"]},
 {"name": "report-worker", "lang": "python", "test": "python -m pytest tests", "files": ["worker/main.py", "worker/jobs.py", "worker/export_csv.py", "worker/db.py", "tests/test_jobs.py", "tests/test_export.py", "requirements.txt"]},
 {"name": "admin-ui", "lang": "javascript", "test": "npx jest", "files": ["src/App.jsx", "src/store/session.js", "src/hooks/useCache.js", "src/pages/Login.jsx", "src/__tests__/session.test.js", "package.json"]},
 {"name": "inventory-api", "lang": "java", "test": "./gradlew test", "files": ["src/main/java/com/acme/inv/InventoryController.java", "src/main/java/com/acme/inv/StockService.java", "src/main/java/com/acme/inv/CacheConfig.java", "src/test/java/com/acme/inv/StockServiceTest.java", "build.gradle"]},
 {"name": "notes-app", "lang": "typescript", "test": "pnpm vitest run", "files": ["apps/web/src/main.tsx", "apps/web/src/editor/Editor.tsx", "apps/api/src/server.ts", "apps/api/src/routes/notes.ts", "apps/api/test/notes.test.ts", "pnpm-workspace.yaml"]},
]
EXT_LANG = {".py": "python", ".ts": "typescript", ".tsx": "typescript", ".js": "javascript", ".jsx": "javascript",
            ".go": "go", ".rs": "rust", ".java": "java"}

def ident(style="snake"):
    v, w = pick(VERBS), pick(WORDS)
    if R.random() < 0.4:
        w = w + "_" + pick(WORDS)
    if style == "camel":
        parts = (v + "_" + w).split("_")
        return parts[0] + "".join(p.title() for p in parts[1:])
    if style == "pascal":
        return "".join(p.title() for p in (v + "_" + w).split("_"))
    return v + "_" + w

def gen_function(lang, name=None):
    if lang == "python":
        name = name or ident()
        a, b = pick(WORDS), pick(WORDS)
        body = [
            "def %s(%s, %s=None, *, strict=False):" % (name, a + "s", b),
            "    result = []",
            "    seen = set()",
            "    for item in %ss:" % a,
            "        key = getattr(item, %r, None) or item.get(%r)" % (b + "_id", "id"),
            "        if key in seen:",
            "            continue",
            "        seen.add(key)",
            "        if strict and not item:",
            "            raise ValueError(%r %% key)" % ("bad %s: %%s" % a),
            "        result.append(item)",
            "    if %s is not None:" % b,
            "        result = [r for r in result if r.get(%r) == %s]" % (b, b),
            "    return result",
        ]
        return name, "\n".join(body)
    if lang in ("typescript", "javascript"):
        name = name or ident("camel")
        a = pick(WORDS)
        ty = ": %sRecord[]" % a.title() if lang == "typescript" else ""
        body = [
            "export function %s(%ss%s, limit = 50) {" % (name, a, ty),
            "  const out = [];",
            "  for (const x of %ss) {" % a,
            "    if (!x || x.deleted) continue;",
            "    if (out.length >= limit) break;",
            "    out.push({ ...x, updatedAt: Date.now() });",
            "  }",
            "  return out;",
            "}",
        ]
        return name, "\n".join(body)
    if lang == "go":
        name = name or ident("pascal")
        a = pick(WORDS)
        body = [
            "func %s(ctx context.Context, %ss []%s) ([]%s, error) {" % (name, a, a.title(), a.title()),
            "\tout := make([]%s, 0, len(%ss))" % (a.title(), a),
            "\tfor _, it := range %ss {" % a,
            "\t\tif err := ctx.Err(); err != nil {",
            "\t\t\treturn nil, err",
            "\t\t}",
            "\t\tif it.ID == \"\" {",
            "\t\t\tcontinue",
            "\t\t}",
            "\t\tout = append(out, it)",
            "\t}",
            "\treturn out, nil",
            "}",
        ]
        return name, "\n".join(body)
    if lang == "rust":
        name = name or ident()
        a = pick(WORDS)
        body = [
            "pub fn %s(items: &[%s]) -> Result<Vec<%s>, Error> {" % (name, a.title(), a.title()),
            "    let mut out = Vec::with_capacity(items.len());",
            "    for it in items {",
            "        if it.id.is_empty() { continue; }",
            "        out.push(it.clone());",
            "    }",
            "    Ok(out)",
            "}",
        ]
        return name, "\n".join(body)
    name = name or ident("camel")
    a = pick(WORDS)
    body = [
        "    public List<%s> %s(List<%s> items) {" % (a.title(), name, a.title()),
        "        List<%s> out = new ArrayList<>();" % a.title(),
        "        for (%s it : items) {" % a.title(),
        "            if (it == null || it.isDeleted()) continue;",
        "            out.add(it);",
        "        }",
        "        return out;",
        "    }",
    ]
    return name, "\n".join(body)

def gen_file(lang, target_bytes, must_include=None):
    """A large synthetic source file; returns (text, list_of_function_names)."""
    parts, names, size = [], [], 0
    header = {"python": "import os\nimport json\nimport logging\n\nlog = logging.getLogger(__name__)\n",
              "typescript": "import { readFile } from 'node:fs/promises';\n\n",
              "javascript": "const fs = require('fs');\n\n",
              "go": "package core\n\nimport (\n\t\"context\"\n\t\"errors\"\n)\n",
              "rust": "use std::collections::HashMap;\n\n",
              "java": "package com.acme.core;\n\nimport java.util.*;\n\npublic class Core {\n"}.get(lang, "")
    parts.append(header); size += len(header)
    inject_at = R.randint(3, 12) if must_include else -1
    i = 0
    while size < target_bytes:
        if i == inject_at:
            n, code = gen_function(lang, must_include)
        else:
            n, code = gen_function(lang)
        names.append(n)
        block = code + "\n\n"
        if lang == "python" and R.random() < 0.3:
            block = "# --- %s helpers ---\n" % pick(WORDS) + block
        parts.append(block); size += len(block); i += 1
    if lang == "java":
        parts.append("}\n")
    return "".join(parts), names

def numbered(text, start=1, limit=None):
    lines = text.split("\n")
    if limit:
        lines = lines[:limit]
    return "\n".join("%6d\t%s" % (i + start, l) for i, l in enumerate(lines))

def lang_of(path):
    for e, l in EXT_LANG.items():
        if path.endswith(e):
            return l
    return "text"

def out_ls(repo):
    dirs = sorted(set(f.rsplit("/", 1)[0] + "/" for f in repo["files"] if "/" in f))
    return "\n".join(dirs + [f for f in repo["files"] if "/" not in f] + ["README.md", ".gitignore"])

def out_grep(repo, pat):
    lines = []
    for f in R.sample(repo["files"], min(len(repo["files"]), R.randint(2, 5))):
        for _ in range(R.randint(1, 3)):
            l = lang_of(f)
            tpl = {"python": ["if self.%s:", "return %s(key)", "%s = settings.get('%s')"], "go": ["if c.%s == nil {", "return %s(ctx)", "%s := cfg.Get(\"%s\")"],
                   "rust": ["let %s = self.%s;", "if %s.is_none() {", "%s(&mut conn)?;"], "java": ["this.%s = %s;", "if (%s == null) {", "return %s();"]}.get(l, ["const %s = opts.%s;", "if (!%s) {", "return %s(req);"])
            t = pick(tpl)
            lines.append("%s:%d:    %s" % (f, R.randint(5, 400), t % ((pat,) * t.count("%s"))))
    return "\n".join(lines)

CONFIGS = {
 "pyproject.toml": '[project]\nname = "{n}"\nversion = "0.{v}.0"\nrequires-python = ">=3.10"\ndependencies = ["fastapi>=0.110", "redis>=5", "sqlalchemy>=2"]\n\n[tool.pytest.ini_options]\naddopts = "-q"\n',
 "package.json": '{{\n  "name": "{n}",\n  "version": "1.{v}.0",\n  "scripts": {{ "build": "tsc -p .", "test": "vitest run", "lint": "eslint ." }},\n  "dependencies": {{ "express": "^4.19.2", "zod": "^3.23.0" }}\n}}\n',
 "tsconfig.json": '{{\n  "compilerOptions": {{ "target": "ES2022", "module": "NodeNext", "strict": true, "outDir": "dist" }}\n}}\n',
 "go.mod": 'module github.com/acme/{n}\n\ngo 1.22\n\nrequire (\n\tgithub.com/hashicorp/golang-lru/v2 v2.0.7\n\tgolang.org/x/time v0.5.0\n)\n',
 "Cargo.toml": '[package]\nname = "{n}"\nversion = "0.{v}.1"\nedition = "2021"\n\n[dependencies]\nrusqlite = "0.31"\nserde = {{ version = "1", features = ["derive"] }}\n',
 "build.gradle": "plugins {{\n    id 'java'\n    id 'org.springframework.boot' version '3.3.{v}'\n}}\n\ndependencies {{\n    implementation 'org.springframework.boot:spring-boot-starter-cache'\n    testImplementation 'org.junit.jupiter:junit-jupiter'\n}}\n",
 "requirements.txt": "psycopg[binary]==3.1.{v}\nrq==1.16.2\npytest==8.2.0\n",
 "pnpm-workspace.yaml": "packages:\n  - 'apps/*'\n  - 'packages/*'\n",
}

def out_read(repo, path, big=0):
    lang = lang_of(path)
    if path in CONFIGS and not big:
        return numbered(CONFIGS[path].format(n=repo["name"], v=R.randint(1, 20)))
    if big:
        text, _ = gen_file(lang if lang != "text" else "python", big)
    else:
        text, _ = gen_file(lang if lang != "text" else "python", R.randint(600, 2500))
    return numbered(text)

def out_test_fail(repo):
    lang, cmd = repo["lang"], repo["test"]
    w = pick(WORDS)
    if lang == "python":
        t = "tests/test_%s.py" % w
        return ("============================= test session starts ==============================\n"
                "collected %d items\n\n%s ..F.F.                                          [100%%]\n\n"
                "=================================== FAILURES ===================================\n"
                "____________________________ test_%s_expires ____________________________\n\n"
                "    def test_%s_expires():\n        c = Cache(ttl=1)\n        c.set('k', 1)\n        time.sleep(1.1)\n"
                ">       assert c.get('k') is None\nE       AssertionError: assert 1 is None\n\n%s:%d: AssertionError\n"
                "=========================== short test summary info ============================\n"
                "FAILED %s::test_%s_expires - AssertionError: assert 1 is None\n"
                "FAILED %s::test_%s_roundtrip - KeyError: 'updated_at'\n"
                "========================= 2 failed, %d passed in 1.84s =========================\n"
                "exit code: 1") % (R.randint(8, 90), t, w, w, t, R.randint(10, 80), t, w, t, w, R.randint(6, 80))
    if lang in ("typescript", "javascript"):
        return (" FAIL  tests/%s.test.ts\n  ● %s › returns the cached value until ttl elapses\n\n"
                "    expect(received).toBeUndefined()\n\n    Received: {\"id\": 3, \"total\": 42}\n\n"
                "      41 |     vi.advanceTimersByTime(61_000);\n    > 42 |     expect(cache.get('a')).toBeUndefined();\n"
                "         |                            ^\n\nTest Suites: 1 failed, %d passed, %d total\nTests:       2 failed, %d passed\n"
                "npm ERR! Test failed.  See above for more details.\nexit code 1") % (w, w, R.randint(3, 12), R.randint(13, 20), R.randint(30, 200))
    if lang == "go":
        return ("--- FAIL: Test%sEviction (0.00s)\n    lru_test.go:%d: got len 3, want 2\nFAIL\n"
                "FAIL\tgithub.com/acme/edge-proxy/internal/cache\t0.012s\nok  \tgithub.com/acme/edge-proxy/internal/router\t0.030s\n"
                "FAIL\nexit status 1") % (w.title(), R.randint(20, 90))
    if lang == "rust":
        return ("running %d tests\ntest ledger::tests::%s_balance ... FAILED\n\nfailures:\n\n---- ledger::tests::%s_balance stdout ----\n"
                "thread 'ledger::tests::%s_balance' panicked at src/ledger.rs:%d:9:\nassertion `left == right` failed\n  left: 120\n right: 100\n\n"
                "test result: FAILED. %d passed; 1 failed; 0 ignored\nerror: test failed, to rerun pass `--lib`") % (R.randint(10, 50), w, w, w, R.randint(50, 300), R.randint(9, 49))
    return ("> Task :test FAILED\n\nStockServiceTest > %sIsEvicted() FAILED\n    org.opentest4j.AssertionFailedError: expected: <null> but was: <Stock[id=7]>\n"
            "\n%d tests completed, 1 failed\nBUILD FAILED in 14s") % (w, R.randint(20, 90))

def out_test_pass(repo):
    return pick(["%d passed in 2.31s" % R.randint(10, 200), "Tests: %d passed, %d total" % ((n := R.randint(10, 90)), n),
                 "ok  \tgithub.com/acme/edge-proxy/internal/cache\t0.011s", "test result: ok. %d passed; 0 failed" % R.randint(5, 60),
                 "BUILD SUCCESSFUL in 21s"]) + "\nexit code: 0"

def out_lint(repo):
    f = pick(repo["files"])
    return "%s:%d:%d: F841 local variable '%s' is assigned to but never used\n%s:%d:1: E302 expected 2 blank lines, found 1\nFound 2 errors.\nexit code 1" % (
        f, R.randint(3, 200), R.randint(1, 30), pick(WORDS), f, R.randint(3, 200))

def out_build_err(repo):
    f = pick(repo["files"])
    return pick([
        "%s(%d,%d): error TS2339: Property '%s' does not exist on type '%sState'.\nFound 1 error.\nexit code 2" % (f, R.randint(3, 99), R.randint(1, 40), pick(WORDS), pick(WORDS).title()),
        "# github.com/acme/edge-proxy/internal/cache\n%s:%d:2: undefined: %s\nexit status 1" % (f, R.randint(3, 99), ident("pascal")),
        "error[E0308]: mismatched types\n  --> %s:%d:17\n   |\n   = note: expected `u64`, found `i64`\nerror: could not compile `ledgerd`\nexit code 101" % (f, R.randint(3, 99)),
        "Traceback (most recent call last):\n  File \"%s\", line %d, in <module>\n    from .%s import %s\nImportError: cannot import name '%s'\nexit code 1" % (f, R.randint(1, 40), pick(WORDS), ident(), ident()),
    ])

def out_git(repo):
    return "On branch %s\nChanges not staged for commit:\n  modified:   %s\n  modified:   %s\n\nno changes added to commit" % (
        pick(["main", "fix/cache-ttl", "feature/pagination", "wip"]), pick(repo["files"]), pick(repo["files"]))

def make_diff(repo=None):
    repo = repo or pick(REPOS)
    f = pick(repo["files"])
    lang = lang_of(f)
    n1, old = gen_function(lang if lang != "text" else "python")
    lines = old.split("\n")
    j = R.randint(1, len(lines) - 2)
    new = lines[:]
    new[j] = new[j] + ("  # guard" if lang == "python" else " // guard")
    hunk = ["diff --git a/%s b/%s" % (f, f), "index %s..%s 100644" % (hexid(7), hexid(7)), "--- a/%s" % f, "+++ b/%s" % f,
            "@@ -%d,%d +%d,%d @@" % (40, len(lines), 40, len(lines))]
    for i, l in enumerate(lines):
        if i == j:
            hunk.append("-" + l); hunk.append("+" + new[j])
        else:
            hunk.append(" " + l)
    return "\n".join(hunk)

# Abstract trajectory steps: dicts with kind, args, output, thought
THOUGHTS = {
 "list": ["Let me look at the layout of the project first.", "I'll start by listing the repository.", "First, get an overview of the files."],
 "grep": ["Searching for where this is handled.", "Let me find the relevant code.", "I'll grep for the symbol."],
 "read": ["Reading the file that looks responsible.", "Let me open this file.", "Let me check the implementation."],
 "test": ["Running the test suite to see what fails.", "Let me reproduce the failure.", "Run the tests."],
 "edit": ["I found the problem; applying a fix.", "Editing the function to handle this case.", "Making the change."],
 "retest": ["Re-running the tests after the edit.", "Checking that the fix works.", "Verify with the tests again."],
 "lint": ["Running the linter.", "Let me check lint."],
 "build": ["Building the project.", "Let me compile it."],
 "git": ["Checking the working tree state.", "Let me see what changed so far."],
}

def make_steps(repo, n, big=0):
    seq = ["list", "grep", "read", "test", "read", "edit", "retest", "grep", "read", "edit", "build", "lint", "retest", "git"]
    start = R.choice([0, 0, 1, 3])
    kinds = (seq[start:] + seq)[:n]
    steps = []
    for k in kinds:
        s = {"kind": k, "thought": pick(THOUGHTS[k])}
        if k == "list":
            s["args"] = {"path": "."}; s["output"] = out_ls(repo)
        elif k == "grep":
            p = pick(["ttl", "expire", pick(WORDS), ident(), "TODO", "retry", "connection"])
            s["args"] = {"pattern": p, "path": "."}; s["output"] = out_grep(repo, p)
        elif k == "read":
            f = pick(repo["files"]); s["args"] = {"path": f}
            s["output"] = out_read(repo, f)
        elif k in ("test", "retest"):
            s["args"] = {"command": repo["test"]}
            s["output"] = out_test_fail(repo) if (k == "test" or R.random() < 0.5) else out_test_pass(repo)
        elif k == "edit":
            f = pick(repo["files"]); s["args"] = {"path": f, "old": "if key in seen:", "new": "if key in seen or expired(key):"}
            s["output"] = "Edited %s: 1 replacement." % f
        elif k == "lint":
            s["args"] = {"command": pick(["ruff check .", "npm run lint", "golangci-lint run", "cargo clippy"])}; s["output"] = out_lint(repo)
        elif k == "build":
            s["args"] = {"command": pick(["make build", "npm run build", "go build ./...", "cargo build"])}; s["output"] = out_build_err(repo)
        elif k == "git":
            s["args"] = {"command": "git status"}; s["output"] = out_git(repo)
        steps.append(s)
    if big:
        # make sure at least one step carries a big output
        tgt = R.randrange(len(steps))
        steps[tgt] = {"kind": "read", "thought": pick(THOUGHTS["read"]), "args": {"path": pick(repo["files"])},
                      "output": out_read(repo, pick(repo["files"]), big=big)}
    return steps

def shell_cmd(s):
    k, a = s["kind"], s["args"]
    if k == "list": return "ls -R . | head -200"
    if k == "grep": return "rg -n %s" % json.dumps(a["pattern"])
    if k == "read": return "sed -n '1,400p' %s" % a["path"]
    if k == "edit": return "python - <<'EOF'\nimport re,pathlib\np=pathlib.Path(%r)\ns=p.read_text().replace(%r,%r)\np.write_text(s)\nEOF" % (a["path"], a["old"], a["new"])
    return a["command"]

# --------------------------------------------------------------------------------------
# System prompt text bank (own words)
# --------------------------------------------------------------------------------------
GUIDE = {
 "tone": ["Keep answers short and direct; skip filler and do not restate the question.",
          "Use Markdown only where it helps: code fences for code, short lists for steps.",
          "Match the user's language when you reply.",
          "Do not flatter the user and do not apologize repeatedly; state facts plainly."],
 "tools": ["Prefer the dedicated file tools over shell commands for reading and editing files.",
           "When several independent lookups are needed, issue them in the same turn.",
           "Never guess at file contents; read a file before you change it.",
           "Quote paths exactly as they appear in the workspace.",
           "Long-running commands should be started in the background and polled.",
           "If a command fails, read the error before retrying with a different approach."],
 "safety": ["Do not run destructive commands such as force pushes or recursive deletes without explicit confirmation.",
            "Never print or commit secrets, keys or tokens you come across.",
            "Refuse to write malware or code meant to harm systems you are not authorized to test."],
 "style": ["Follow the conventions already present in the codebase: naming, formatting, libraries.",
           "Do not add comments that merely restate what the code does.",
           "Keep changes minimal and focused on the request; do not refactor unrelated code.",
           "Add or update tests when you change behavior."],
 "git": ["Only create commits when the user asks for one.",
         "Write commit messages in the imperative mood with a short summary line.",
         "Check the working tree state before and after making changes."],
 "tasks": ["For multi-step work, keep a short checklist and update it as items are done.",
           "Verify your work by running the relevant tests or build before reporting completion.",
           "When you are finished, give a two or three sentence summary of what changed."],
}

def guidelines(keys, title_style="md"):
    out = []
    for k in keys:
        items = GUIDE[k][:]
        R.shuffle(items)
        head = {"tone": "Tone and style", "tools": "Using tools", "safety": "Safety", "style": "Code changes",
                "git": "Version control", "tasks": "Working on tasks"}[k]
        out.append(("# %s\n" % head if title_style == "md" else "%s:\n" % head.upper()) + "\n".join("- " + i for i in items))
    return "\n\n".join(out)

def env_block(repo, style="xml"):
    cwd = "/home/%s/src/%s" % (pick(["dev", "maria", "kenji", "li", "sam", "olga"]), repo["name"])
    plat = pick(["linux", "darwin", "win32"])
    date = "2026-%02d-%02d" % (R.randint(1, 11), R.randint(1, 28))
    if style == "xml":
        return "<env>\ncwd: %s\ngit repository: yes\nOS: %s\ndate: %s\n</env>" % (cwd, plat, date), cwd
    return "Current working directory: %s\nOS: %s\nDate: %s" % (cwd, plat, date), cwd

def pad_instructions(target):
    """Extra project-instruction text so system prompts reach realistic sizes."""
    paras = []
    topics = ["error handling", "logging", "database access", "HTTP handlers", "frontend state", "tests", "release process",
              "dependency updates", "configuration", "background jobs", "feature flags", "observability"]
    size = 0
    while size < target:
        t = pick(topics)
        p = ("## Notes on %s\nIn this project, %s follows the patterns in the existing modules. Prefer small functions, "
             "explicit return values and clear names. When unsure, look at two or three neighbouring files and copy their "
             "structure. Keep public interfaces stable and mention any breaking change in the summary. Item %d.\n") % (t, t, R.randint(1, 999))
        paras.append(p); size += len(p)
    return "\n".join(paras)

# --------------------------------------------------------------------------------------
# Tool catalogs per family: (name, description, properties, required)
# --------------------------------------------------------------------------------------
def P(**kw):
    return kw

S = {"type": "string"}; I = {"type": "integer"}; B = {"type": "boolean"}
SA = {"type": "array", "items": {"type": "string"}}

def longdesc(base, extra=3):
    notes = ["Paths must be absolute unless stated otherwise.", "Output longer than the limit is truncated.",
             "Call this tool in parallel with others when the calls are independent.",
             "Results are returned as plain text.", "Prefer this over shelling out for the same job.",
             "Errors are reported in the result rather than raised.", "Respect .gitignore when listing files.",
             "The user may be asked to approve this call.", "Use a short, specific description for each call.",
             "Do not use this for interactive programs.", "Large files can be read in ranges with offset and limit."]
    R.shuffle(notes)
    return base + "\n\nUsage notes:\n" + "\n".join("- " + n for n in notes[:extra])

CLAUDE_TOOLS = [
 ("Task", "Start a sub-agent that works on a self-contained piece of a larger job and reports back once.", P(description=S, prompt=S, subagent_type=S), ["description", "prompt"]),
 ("Bash", "Run a shell command in a persistent session and return its combined output and exit code.", P(command=S, timeout=I, description=S, run_in_background=B), ["command"]),
 ("Glob", "List files whose paths match a glob pattern, newest first.", P(pattern=S, path=S), ["pattern"]),
 ("Grep", "Search file contents with a regular expression (ripgrep syntax).", P(pattern=S, path=S, glob=S, output_mode=S, **{"-n": B, "-i": B}), ["pattern"]),
 ("ExitPlanMode", "Leave planning mode after presenting a plan the user can approve.", P(plan=S), ["plan"]),
 ("Read", "Read a file from disk, optionally a line range; images and notebooks are supported.", P(file_path=S, offset=I, limit=I), ["file_path"]),
 ("Edit", "Replace an exact string in a file with a new string.", P(file_path=S, old_string=S, new_string=S, replace_all=B), ["file_path", "old_string", "new_string"]),
 ("MultiEdit", "Apply several exact-string replacements to one file atomically.", P(file_path=S, edits={"type": "array", "items": {"type": "object"}}), ["file_path", "edits"]),
 ("Write", "Create or overwrite a file with the given content.", P(file_path=S, content=S), ["file_path", "content"]),
 ("NotebookEdit", "Replace, insert or delete a cell in a Jupyter notebook.", P(notebook_path=S, cell_id=S, new_source=S, edit_mode=S), ["notebook_path", "new_source"]),
 ("WebFetch", "Download a URL, convert it to text and answer a question about it.", P(url=S, prompt=S), ["url", "prompt"]),
 ("TodoWrite", "Create or update the structured task list for this session.", P(todos={"type": "array", "items": {"type": "object"}}), ["todos"]),
 ("WebSearch", "Search the web and return result snippets with links.", P(query=S, allowed_domains=SA, blocked_domains=SA), ["query"]),
 ("BashOutput", "Fetch new output from a background shell started earlier.", P(bash_id=S, filter=S), ["bash_id"]),
 ("KillShell", "Stop a background shell by id.", P(shell_id=S), ["shell_id"]),
 ("SlashCommand", "Run one of the user's custom slash commands.", P(command=S), ["command"]),
 ("Skill", "Load a named skill package with extra instructions.", P(command=S), ["command"]),
 ("mcp__github__search_issues", "Search issues and pull requests in a GitHub repository.", P(q=S, repo=S), ["q"]),
 ("mcp__github__get_pull_request", "Fetch one pull request with its diff summary.", P(owner=S, repo=S, number=I), ["owner", "repo", "number"]),
 ("mcp__ide__getDiagnostics", "Return compiler and linter diagnostics from the connected editor.", P(uri=S), []),
 ("mcp__ide__executeCode", "Run code in the editor's active Jupyter kernel.", P(code=S), ["code"]),
 ("ListMcpResourcesTool", "List resources exposed by connected MCP servers.", P(server=S), []),
 ("ReadMcpResourceTool", "Read one MCP resource by server and URI.", P(server=S, uri=S), ["server", "uri"]),
]

def claude_call(s):
    k, a = s["kind"], s["args"]
    if k == "list": return "Glob", {"pattern": "**/*", "path": "."}
    if k == "grep": return "Grep", {"pattern": a["pattern"], "output_mode": "content", "-n": True}
    if k == "read": return "Read", {"file_path": "/repo/" + a["path"]}
    if k == "edit": return "Edit", {"file_path": "/repo/" + a["path"], "old_string": a["old"], "new_string": a["new"]}
    return "Bash", {"command": a["command"], "description": "Run " + a["command"].split()[0]}

GENERIC = {
 "cn": ([("read_file", "Read the contents of a file in the workspace.", P(filepath=S), ["filepath"]),
         ("edit_existing_file", "Apply an edit to an existing file, described as a diff or replacement.", P(filepath=S, changes=S), ["filepath", "changes"]),
         ("create_new_file", "Create a new file with content.", P(filepath=S, contents=S), ["filepath", "contents"]),
         ("run_terminal_command", "Run a terminal command in the workspace root.", P(command=S, waitForCompletion=B), ["command"]),
         ("grep_search", "Search the workspace with a regex.", P(query=S), ["query"]),
         ("file_glob_search", "Find files by glob.", P(pattern=S), ["pattern"]),
         ("ls", "List a directory.", P(dirPath=S, recursive=B), []),
         ("fetch_url_content", "Fetch a web page as text.", P(url=S), ["url"]),
         ("search_web", "Web search.", P(query=S), ["query"]),
         ("view_diff", "Show the current working-tree diff.", P(), [])],
        {"list": ("ls", lambda a: {"dirPath": ".", "recursive": True}), "grep": ("grep_search", lambda a: {"query": a["pattern"]}),
         "read": ("read_file", lambda a: {"filepath": a["path"]}), "edit": ("edit_existing_file", lambda a: {"filepath": a["path"], "changes": "- %s\n+ %s" % (a["old"], a["new"])}),
         "*": ("run_terminal_command", lambda a: {"command": a["command"], "waitForCompletion": True})}),
 "opencode": ([("bash", "Execute a shell command with an optional timeout.", P(command=S, timeout=I, description=S), ["command", "description"]),
               ("read", "Read a file with line numbers.", P(filePath=S, offset=I, limit=I), ["filePath"]),
               ("edit", "Exact string replacement in a file.", P(filePath=S, oldString=S, newString=S, replaceAll=B), ["filePath", "oldString", "newString"]),
               ("write", "Write a file.", P(filePath=S, content=S), ["filePath", "content"]),
               ("glob", "Match files by pattern.", P(pattern=S, path=S), ["pattern"]),
               ("grep", "Regex content search.", P(pattern=S, path=S, include=S), ["pattern"]),
               ("list", "List a directory tree.", P(path=S, ignore=SA), []),
               ("patch", "Apply a unified patch.", P(patchText=S), ["patchText"]),
               ("todowrite", "Update the todo list.", P(todos={"type": "array", "items": {"type": "object"}}), ["todos"]),
               ("todoread", "Read the todo list.", P(), []),
               ("webfetch", "Fetch a URL.", P(url=S, format=S), ["url", "format"]),
               ("task", "Delegate to a sub-agent.", P(description=S, prompt=S, subagent_type=S), ["description", "prompt", "subagent_type"])],
              {"list": ("list", lambda a: {"path": "."}), "grep": ("grep", lambda a: {"pattern": a["pattern"]}),
               "read": ("read", lambda a: {"filePath": "/repo/" + a["path"]}), "edit": ("edit", lambda a: {"filePath": "/repo/" + a["path"], "oldString": a["old"], "newString": a["new"]}),
               "*": ("bash", lambda a: {"command": a["command"], "description": "Runs " + a["command"]})}),
 "goose": ([("developer__shell", "Run a shell command and return stdout and stderr.", P(command=S), ["command"]),
            ("developer__text_editor", "View, write or str_replace edit a file; also undo the last edit.", P(command=S, path=S, file_text=S, old_str=S, new_str=S), ["command", "path"]),
            ("developer__analyze", "Summarize code structure of a file or directory.", P(path=S, focus=S), ["path"]),
            ("developer__screen_capture", "Capture a screenshot of a display or window.", P(display=I, window_title=S), []),
            ("developer__image_processor", "Load an image file for inspection.", P(path=S), ["path"]),
            ("todo__read", "Read the session todo list.", P(), []),
            ("todo__write", "Replace the session todo list.", P(content=S), ["content"]),
            ("platform__manage_extensions", "Enable or disable an extension.", P(action=S, extension_name=S), ["action", "extension_name"]),
            ("platform__search_available_extensions", "List extensions that could be enabled.", P(), [])],
           {"read": ("developer__text_editor", lambda a: {"command": "view", "path": "/repo/" + a["path"]}),
            "edit": ("developer__text_editor", lambda a: {"command": "str_replace", "path": "/repo/" + a["path"], "old_str": a["old"], "new_str": a["new"]}),
            "list": ("developer__shell", lambda a: {"command": "rg --files | head -200"}), "grep": ("developer__shell", lambda a: {"command": "rg -n '%s'" % a["pattern"]}),
            "*": ("developer__shell", lambda a: {"command": a["command"]})}),
 "qwen": ([("list_directory", "List entries in a directory.", P(path=S, ignore=SA), ["path"]),
           ("read_file", "Read a file, optionally a slice.", P(absolute_path=S, offset=I, limit=I), ["absolute_path"]),
           ("search_file_content", "Regex search across files.", P(pattern=S, path=S, include=S), ["pattern"]),
           ("glob", "Find files by glob.", P(pattern=S, path=S), ["pattern"]),
           ("replace", "Replace text in a file.", P(file_path=S, old_string=S, new_string=S, expected_replacements=I), ["file_path", "old_string", "new_string"]),
           ("write_file", "Write a file.", P(file_path=S, content=S), ["file_path", "content"]),
           ("read_many_files", "Read several files at once.", P(paths=SA), ["paths"]),
           ("run_shell_command", "Run a shell command.", P(command=S, description=S, directory=S), ["command"]),
           ("save_memory", "Remember a fact for later sessions.", P(fact=S), ["fact"]),
           ("todo_write", "Maintain a todo list.", P(todos={"type": "array", "items": {"type": "object"}}), ["todos"]),
           ("web_fetch", "Fetch and process URLs mentioned in a prompt.", P(prompt=S), ["prompt"]),
           ("web_search", "Search the web.", P(query=S), ["query"])],
          {"list": ("list_directory", lambda a: {"path": "/repo"}), "grep": ("search_file_content", lambda a: {"pattern": a["pattern"]}),
           "read": ("read_file", lambda a: {"absolute_path": "/repo/" + a["path"]}), "edit": ("replace", lambda a: {"file_path": "/repo/" + a["path"], "old_string": a["old"], "new_string": a["new"]}),
           "*": ("run_shell_command", lambda a: {"command": a["command"], "description": "run " + a["command"]})}),
 "crush": ([("bash", "Run a bash command; banned commands are refused.", P(command=S, timeout=I), ["command"]),
            ("download", "Download a URL to a file.", P(url=S, file_path=S), ["url", "file_path"]),
            ("edit", "Replace text in a file.", P(file_path=S, old_string=S, new_string=S), ["file_path", "old_string", "new_string"]),
            ("multiedit", "Several replacements in one file.", P(file_path=S, edits={"type": "array", "items": {"type": "object"}}), ["file_path", "edits"]),
            ("fetch", "Fetch a URL as text, markdown or html.", P(url=S, format=S), ["url", "format"]),
            ("glob", "Find files by pattern.", P(pattern=S, path=S), ["pattern"]),
            ("grep", "Search file contents.", P(pattern=S, path=S, include=S, literal_text=B), ["pattern"]),
            ("ls", "List a directory tree.", P(path=S, ignore=SA), []),
            ("sourcegraph", "Search public code on Sourcegraph.", P(query=S, count=I), ["query"]),
            ("view", "View a file with line numbers.", P(file_path=S, offset=I, limit=I), ["file_path"]),
            ("write", "Write a file.", P(file_path=S, content=S), ["file_path", "content"]),
            ("diagnostics", "Language-server diagnostics for a file or the project.", P(file_path=S), []),
            ("agent", "Run a read-only search sub-agent.", P(prompt=S), ["prompt"])],
           {"list": ("ls", lambda a: {"path": "."}), "grep": ("grep", lambda a: {"pattern": a["pattern"]}),
            "read": ("view", lambda a: {"file_path": a["path"]}), "edit": ("edit", lambda a: {"file_path": a["path"], "old_string": a["old"], "new_string": a["new"]}),
            "*": ("bash", lambda a: {"command": a["command"]})}),
 "openhands": ([("execute_bash", "Run a bash command in the sandbox terminal; use is_input to answer a running process.", P(command=S, is_input=S, timeout=I), ["command"]),
                ("think", "Write down reasoning without acting; nothing is executed.", P(thought=S), ["thought"]),
                ("finish", "Signal that the task is complete, with a final message.", P(message=S, task_completed=S), ["message"]),
                ("browser", "Drive a headless browser with small Python action snippets.", P(code=S), ["code"]),
                ("execute_ipython_cell", "Run Python code in an IPython kernel.", P(code=S), ["code"]),
                ("str_replace_editor", "View, create, str_replace, insert or undo edits on files.", P(command=S, path=S, file_text=S, old_str=S, new_str=S, insert_line=I, view_range={"type": "array", "items": I}), ["command", "path"]),
                ("task_tracker", "View or update the task plan.", P(command=S, task_list={"type": "array", "items": {"type": "object"}}), ["command"])],
               {"read": ("str_replace_editor", lambda a: {"command": "view", "path": "/workspace/" + a["path"]}),
                "edit": ("str_replace_editor", lambda a: {"command": "str_replace", "path": "/workspace/" + a["path"], "old_str": a["old"], "new_str": a["new"]}),
                "list": ("execute_bash", lambda a: {"command": "find /workspace -maxdepth 3 -type f | head -100"}),
                "grep": ("execute_bash", lambda a: {"command": "grep -rn '%s' /workspace --include=*.*" % a["pattern"]}),
                "*": ("execute_bash", lambda a: {"command": "cd /workspace && " + a["command"]})}),
 "swe_agent": ([("bash", "Run a bash command.", P(command=S), ["command"]),
                ("str_replace_editor", "File viewer and editor: view, create, str_replace, insert, undo_edit.", P(command=S, path=S, file_text=S, old_str=S, new_str=S, insert_line=I, view_range={"type": "array", "items": I}), ["command", "path"]),
                ("submit", "Submit the current changes as the solution.", P(), [])],
               {"read": ("str_replace_editor", lambda a: {"command": "view", "path": "/testbed/" + a["path"]}),
                "edit": ("str_replace_editor", lambda a: {"command": "str_replace", "path": "/testbed/" + a["path"], "old_str": a["old"], "new_str": a["new"]}),
                "list": ("bash", lambda a: {"command": "ls -R /testbed | head -100"}), "grep": ("bash", lambda a: {"command": "grep -rn '%s' /testbed" % a["pattern"]}),
                "*": ("bash", lambda a: {"command": "cd /testbed && " + a["command"]})}),
}
GENERIC["gemini"] = GENERIC["qwen"]

def oa_tools(cat, long_desc=False):
    return [{"type": "function", "function": {"name": n, "description": longdesc(d) if long_desc else d,
             "parameters": {"type": "object", "properties": p, "required": rq}}} for n, d, p, rq in cat]

def generic_call(fam, s):
    m = GENERIC[fam][1]
    name, fn = m.get(s["kind"], m["*"])
    return name, fn(s["args"])

def wrap_output(fam, s):
    o = s["output"]
    if fam == "openhands" and s["kind"] not in ("read", "edit"):
        return o + "\n[The command completed with exit code %d.]\n[Current working directory: /workspace]" % (1 if "exit code 1" in o or "FAIL" in o else 0)
    if fam == "goose" and s["kind"] not in ("read", "edit"):
        return o
    if fam == "crush" and s["kind"] in ("test", "retest", "build", "lint", "git"):
        return "<result>\n" + o + "\n</result>"
    return o

# --------------------------------------------------------------------------------------
# Headers
# --------------------------------------------------------------------------------------
def stainless(lang="js", ver="5.12.2"):
    h = {"x-stainless-lang": lang, "x-stainless-package-version": ver, "x-stainless-os": pick(["Linux", "MacOS", "Windows"]),
         "x-stainless-arch": pick(["x64", "arm64"]), "x-stainless-retry-count": "0"}
    if lang == "js":
        h.update({"x-stainless-runtime": "node", "x-stainless-runtime-version": pick(["v20.18.1", "v22.11.0", "v24.3.0"])})
    elif lang == "python":
        h.update({"x-stainless-runtime": "CPython", "x-stainless-runtime-version": pick(["3.11.9", "3.12.7", "3.13.1"])})
    return h

def hdr_claude(sess):
    h = {"user-agent": "claude-cli/%s (external, cli)" % pick(["2.0.14", "2.0.31", "2.0.55", "1.0.119"]),
         "content-type": "application/json", "accept": "application/json", "anthropic-version": "2023-06-01",
         "anthropic-beta": pick(["claude-code-20250219,interleaved-thinking-2025-05-14,fine-grained-tool-streaming-2025-05-14",
                                 "claude-code-20250219,context-management-2025-06-27,interleaved-thinking-2025-05-14",
                                 "oauth-2025-04-20,claude-code-20250219,interleaved-thinking-2025-05-14"]),
         "anthropic-dangerous-direct-browser-access": "true", "x-app": "cli", "x-claude-code-session-id": sess}
    h.update(stainless("js", "0.60.0"))
    if R.random() < 0.5: h["x-api-key"] = "sk-ant-REDACTED"
    else: h["authorization"] = "Bearer REDACTED"
    return h

def hdr_codex(sess):
    return {"user-agent": "codex_cli_rs/%s (%s) %s" % (pick(["0.46.0", "0.58.0", "0.63.0"]), pick(["Ubuntu 24.4.0; x86_64", "Mac OS 15.1.0; arm64"]), pick(["xterm-256color", "WezTerm/20240203", "vscode/1.96.0"])),
            "originator": "codex_cli_rs", "session-id": sess, "thread-id": sess, "version": pick(["0.46.0", "0.58.0"]),
            "content-type": "application/json", "accept": "text/event-stream", "authorization": "Bearer REDACTED",
            "openai-beta": "responses=experimental"}

def hdr_oa_js(ua, extra=None):
    h = {"user-agent": ua, "content-type": "application/json", "accept": "application/json", "authorization": "Bearer REDACTED"}
    h.update(stainless("js", pick(["4.104.0", "5.12.2", "5.20.1"])))
    h.update(extra or {})
    return h

def hdr_litellm(ua=None):
    h = {"user-agent": ua or "litellm/%s" % pick(["1.74.9", "1.76.3", "1.79.1"]), "content-type": "application/json",
         "accept": "application/json", "authorization": "Bearer REDACTED"}
    h.update(stainless("python", pick(["1.99.9", "1.107.0", "2.3.0"])))
    return h

# --------------------------------------------------------------------------------------
# Shared conversation model -> wire renderers
# --------------------------------------------------------------------------------------
# turns: ("user", text|parts), ("asst", text), ("calls", thought, [(id,name,args)]), ("result", id, name, text)

def call_id(prefix):
    return prefix + hexid(22)

def render_chat(turns, system_msgs):
    msgs = list(system_msgs)
    for t in turns:
        if t[0] == "user":
            msgs.append({"role": "user", "content": t[1]})
        elif t[0] == "asst":
            msgs.append({"role": "assistant", "content": t[1]})
        elif t[0] == "calls":
            msgs.append({"role": "assistant", "content": t[1] or None,
                         "tool_calls": [{"id": i, "type": "function", "function": {"name": n, "arguments": json.dumps(a, ensure_ascii=False)}} for i, n, a in t[2]]})
        elif t[0] == "result":
            msgs.append({"role": "tool", "tool_call_id": t[1], "content": t[3]})
    return msgs

def render_anthropic(turns, reminder=None):
    msgs = []
    for t in turns:
        if t[0] == "user":
            if isinstance(t[1], list):
                blocks = t[1]
            else:
                blocks = [{"type": "text", "text": t[1]}]
            if reminder and not msgs:
                blocks = [{"type": "text", "text": reminder}] + blocks
            if msgs and msgs[-1]["role"] == "user":
                msgs[-1]["content"].extend(blocks)
            else:
                msgs.append({"role": "user", "content": blocks})
        elif t[0] == "asst":
            msgs.append({"role": "assistant", "content": [{"type": "text", "text": t[1]}]})
        elif t[0] == "calls":
            blocks = ([{"type": "text", "text": t[1]}] if t[1] else []) + [{"type": "tool_use", "id": i, "name": n, "input": a} for i, n, a in t[2]]
            msgs.append({"role": "assistant", "content": blocks})
        elif t[0] == "result":
            blk = {"type": "tool_result", "tool_use_id": t[1], "content": t[3]}
            if "exit code 1" in t[3] or "FAIL" in t[3]:
                blk["is_error"] = True
            if msgs and msgs[-1]["role"] == "user" and all(b.get("type") == "tool_result" for b in msgs[-1]["content"]):
                msgs[-1]["content"].append(blk)
            else:
                msgs.append({"role": "user", "content": [blk]})
    # cache marker on last block, as the client does
    if msgs and isinstance(msgs[-1]["content"], list) and msgs[-1]["content"]:
        msgs[-1]["content"][-1]["cache_control"] = {"type": "ephemeral"}
    return msgs

def render_responses(turns, reasoning=True):
    items = []
    for t in turns:
        if t[0] == "user":
            c = t[1] if isinstance(t[1], list) else [{"type": "input_text", "text": t[1]}]
            items.append({"type": "message", "role": "user", "content": c})
        elif t[0] == "asst":
            items.append({"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": t[1]}]})
        elif t[0] == "calls":
            if reasoning:
                items.append({"type": "reasoning", "summary": [{"type": "summary_text", "text": "**%s**\n\n%s" % (t[1].split(".")[0][:40], t[1])}] if t[1] else [],
                              "content": None, "encrypted_content": "gAAAAB" + hexid(120)})
            for i, n, a in t[2]:
                items.append({"type": "function_call", "name": n, "arguments": json.dumps(a, ensure_ascii=False), "call_id": i})
        elif t[0] == "result":
            o = t[3]
            ec = 1 if ("exit code 1" in o or "FAIL" in o or "exit status 1" in o) else 0
            items.append({"type": "function_call_output", "call_id": t[1],
                          "output": json.dumps({"output": o, "metadata": {"exit_code": ec, "duration_seconds": round(R.uniform(0.05, 9.0), 1)}})})
    return items

def steps_to_turns(fam, steps, callfn, idprefix, parallel=0.15):
    turns = []
    i = 0
    while i < len(steps):
        group = [steps[i]]
        if R.random() < parallel and i + 1 < len(steps) and steps[i]["kind"] in ("grep", "read") and steps[i + 1]["kind"] in ("grep", "read"):
            group.append(steps[i + 1]); i += 1
        calls = []
        for s in group:
            n, a = callfn(s)
            calls.append((call_id(idprefix), n, a, s))
        thought = group[0]["thought"] if R.random() < 0.7 else ""
        turns.append(("calls", thought, [(c[0], c[1], c[2]) for c in calls]))
        for c in calls:
            turns.append(("result", c[0], c[1], wrap_output(fam, c[3])))
        i += 1
    return turns

# --------------------------------------------------------------------------------------
# Record assembly
# --------------------------------------------------------------------------------------
RECORDS = []
ASKS_USED = set()

LOOP_SHAPES = ("tool_turn", "tool_result", "observation", "continue", "pasted", "retry", "reflection", "run_output", "late_question", "feedback", "final_answer")

def reason(shape, label):
    if label == "long_horizon":
        if any(k in shape for k in LOOP_SHAPES):
            return "rule 1: carries prior tool results or is an edit-loop retry"
        return "rule 2: the job needs exploring/editing beyond the supplied content"
    if any(k in shape for k in ("compaction", "summary", "condense")):
        return "rule 1 exception: the call's own ask is to summarize/compact the history"
    if any(k in shape for k in ("title", "topic", "commit")):
        return "rule 3: title/topic/commit-message call"
    return "rule 3: answerable from the supplied content alone"

def rec(family, shape, endpoint, headers, body, label, task, ask=None):
    if ask:
        ASKS_USED.add(ask)
    task = task.replace("\n", " ") + " [" + reason(shape, label) + "]"
    RECORDS.append({"id": "%s-%04d" % (family, sum(1 for r in RECORDS if r["family"] == family) + 1), "family": family,
                    "shape": shape, "endpoint": endpoint, "headers": headers, "body": body, "label": label, "task": task})

def short(s, n=90):
    s = s.replace("\n", " ")
    return s if len(s) <= n else s[:n - 3] + "..."

# Pools drawn without replacement (cycled) to spread distinct asks
class Pool:
    def __init__(self, items):
        self.items = list(items); self.q = []
    def next(self):
        if not self.q:
            self.q = self.items[:]; R.shuffle(self.q)
        return self.q.pop()

POOL_SQ, POOL_SC, POOL_HUGE = Pool(SINGLE_Q), Pool(SINGLE_CODE), Pool(HUGE_ASKS)
POOL_LONG, POOL_ISSUE, POOL_CONT = Pool(LONG_ASKS), Pool(ISSUES), Pool(CONTINUE)
POOL_IMG, POOL_COMMIT, POOL_AEDIT = Pool(IMAGE_ASKS), Pool(COMMIT_ASKS), Pool(AIDER_SMALL_EDITS)

def code_ask():
    lang, ask, target = POOL_SC.next()
    sl, code = pick_snippet(exclude=target)
    if sl == "bash" and target is None and R.random() < 0.5:
        sl, code = pick_snippet(exclude="bash")
    return ask, sl, code

def huge_ask(size):
    lang = pick(["python", "python", "typescript", "go", "java", "rust", "javascript"])
    fn = ident("camel" if lang in ("typescript", "javascript", "java") else ("pascal" if lang == "go" else "snake"))
    text, names = gen_file(lang, size, must_include=fn)
    ask = POOL_HUGE.next()[1].format(fn=fn)
    return ask, lang, text, fn

def history_pair():
    """An earlier, plain Q/A exchange (no tool results)."""
    q = POOL_SQ.next()[1]
    a = pick(["Short answer: it depends on the version, but in current releases the behaviour is as follows. " * 2,
              "Here is the gist, with an example:\n\n```\nexample --flag value\n```\nThat covers the common case.",
              "You can do it in one line; the trick is to quote the pattern so the shell does not expand it."])
    return q, a

IMG_B64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="

# --------------------------------------------------------------------------------------
# Family: Claude Code (Anthropic Messages)
# --------------------------------------------------------------------------------------
def claude_system(repo):
    env, cwd = env_block(repo)
    ident_block = {"type": "text", "text": "You are a command-line coding assistant built on Claude, working inside the user's terminal.",
                   "cache_control": {"type": "ephemeral"}}
    main = ("You help people with software engineering work: fixing bugs, adding features, explaining code, refactoring and more. "
            "Use the tools below to inspect and change the workspace.\n\n" + guidelines(["tone", "tools", "safety", "style", "git", "tasks"]) +
            "\n\nEnvironment facts:\n" + env +
            "\nModel family: Claude. Knowledge cutoff applies.\n\n" + pad_instructions(R.randint(6000, 18000)))
    return [ident_block, {"type": "text", "text": main, "cache_control": {"type": "ephemeral"}}], cwd

WHEN_NOTES = ["Use it when you already know which file or symbol you need.", "Use it to verify an assumption before editing.",
              "Avoid it for questions you can answer from the conversation alone.", "Batch related calls in one message to save round trips.",
              "Prefer narrower inputs; broad inputs produce long, truncated results.", "If the result is surprising, re-check the arguments before retrying.",
              "Report what you found to the user in one or two sentences, not the raw output.", "Do not use it to talk to the user; write text instead."]

def claude_desc(name, d, props):
    notes = longdesc(d, R.randint(6, 11))
    when = WHEN_NOTES[:]; R.shuffle(when)
    ex = []
    for k in range(R.randint(2, 4)):
        args = {p: ("<%s %d>" % (p, k + 1)) for p in list(props)[:3]}
        ex.append("<example>\nuser: a request that needs %s\nassistant: calls %s with %s\n<commentary>%s</commentary>\n</example>" % (name, name, json.dumps(args), pick(when)))
    return notes + "\n\nWhen to use:\n" + "\n".join("- " + w for w in when[:R.randint(3, 6)]) + "\n\n" + "\n".join(ex) + "\n\n" + pad_instructions(R.randint(100, 1200)).replace("## Notes on", "Note on")

def claude_tools():
    return [{"name": n, "description": claude_desc(n, d, p), "input_schema": {"type": "object", "properties": p, "required": rq, "additionalProperties": False,
             "$schema": "http://json-schema.org/draft-07/schema#"}} for n, d, p, rq in CLAUDE_TOOLS]

def claude_body(turns, repo, sess, model=None, extra=None):
    sysb, cwd = claude_system(repo)
    reminder = "<system-reminder>\nAs you answer, keep these project notes in mind:\n# Project notes (from %s/CLAUDE.md)\n- run %s before finishing\n- keep diffs small\n</system-reminder>" % (cwd, repo["test"])
    body = {"model": model or pick(["claude-sonnet-4-5-20250929", "claude-opus-4-1-20250805", "claude-sonnet-4-20250514"]),
            "messages": render_anthropic(turns, reminder if R.random() < 0.8 else None), "system": sysb, "tools": claude_tools(),
            "metadata": {"user_id": json.dumps({"device_id": hexid(64), "account_uuid": uid(), "session_id": sess})},
            "max_tokens": pick([32000, 21333, 64000]), "stream": True}
    if R.random() < 0.5:
        body["thinking"] = {"type": "enabled", "budget_tokens": pick([4000, 10000, 31999])}
    else:
        body["temperature"] = 1
    if R.random() < 0.2:
        body["context_management"] = {"edits": [{"type": "clear_tool_uses_20250919", "trigger": {"type": "input_tokens", "value": 100000}}]}
    if extra:
        body.update(extra)
    return body

def claude_side(kind, turns_text, sess, repo):
    model = pick(["claude-haiku-4-5-20251001", "claude-3-5-haiku-20241022"])
    if kind == "title":
        sysb = [{"type": "text", "text": "Come up with a title of at most six words for a coding conversation that begins with the message below. Reply with JSON {\"title\": ...} only."}]
        msgs = [{"role": "user", "content": [{"type": "text", "text": turns_text}]}]
        mt = 512
    else:
        sysb = [{"type": "text", "text": "Decide whether the user's newest message opens a new topic. Reply with JSON: isNewTopic (bool) and title (two to four words, or null)."}]
        msgs = [{"role": "user", "content": [{"type": "text", "text": turns_text}]}]
        mt = 128
    body = {"model": model, "max_tokens": mt, "messages": msgs, "system": sysb, "temperature": 0,
            "metadata": {"user_id": json.dumps({"device_id": hexid(64), "account_uuid": uid(), "session_id": sess})}, "stream": False}
    return body

SUBAGENT_PROMPTS = [
 "Find every place in the codebase that reads CACHE_TTL or calls set_ttl, and list file:line with one sentence on what each does.",
 "Locate the code that builds the CSV export and explain how rows are filtered before writing. Do not edit anything.",
 "Search the repo for all HTTP clients that lack a timeout and report them with paths.",
 "Work out which test files cover the payments module and which functions in it have no tests at all.",
 "Read the migration history and tell me which migration added the tenant_id column and whether it has an index.",
 "Update every import of `legacy.auth` to `core.auth` across the package and report the files changed.",
 "Trace how a request reaches the /search handler, starting at the router, and summarize each hop with file paths.",
 "Check the Dockerfiles in this repository and list which base images are pinned by digest and which are not.",
]

def gen_claude(n_target):
    fam = "claude_code"; ep = "/v1/messages"
    plan = (["first_long"] * 9 + ["first_single_q"] * 7 + ["first_single_code"] * 5 + ["history_single"] * 3 + ["tool_turn"] * 12 +
            ["continue_in_loop"] * 5 + ["huge_paste_single"] * 4 + ["big_tool_turn"] * 4 + ["title_side"] * 4 + ["topic_side"] * 3 +
            ["compaction_side"] * 4 + ["image_single"] * 2 + ["pasted_output"] * 2 + ["commit_msg_single"] * 2 + ["plan_mode_long"] * 2 +
            ["late_question_after_tools"] * 2 + ["subagent_task"] * 3)
    plan = schedule(plan, n_target)
    for shape in plan:
        repo = pick(REPOS); sess = uid(); h = hdr_claude(sess)
        cp = lambda s: claude_call(s)
        if shape == "first_long":
            ask = POOL_LONG.next()[1]
            rec(fam, shape, ep, h, claude_body([("user", ask)], repo, sess), "long_horizon", "Repo task in one line (%s): needs exploring/editing the repo" % short(ask), ask)
        elif shape == "late_question_after_tools":
            ask = POOL_LONG.next()[1]; q = POOL_SQ.next()[1]
            steps = make_steps(repo, R.randint(2, 6))
            turns = [("user", ask)] + steps_to_turns(fam, steps, cp, "toolu_01") + [("asst", "Done: the fix is in and the suite passes."), ("user", q)]
            rec(fam, shape, ep, h, claude_body(turns, repo, sess), "long_horizon", "Short question late in a session whose request carries tool results (rule 1): '%s'" % short(q, 60), q)
        elif shape == "subagent_task":
            p = pick(SUBAGENT_PROMPTS)
            b = claude_body([("user", p)], repo, sess)
            b["system"] = [{"type": "text", "text": "You are a sub-agent of a terminal coding assistant. Complete the delegated job with the tools, then reply once with a concise report; the parent agent sees only that reply.\n\n" + env_block(repo)[0]}]
            b["tools"] = [t for t in b["tools"] if t["name"] in ("Bash", "Glob", "Grep", "Read", "WebFetch", "WebSearch", "Edit", "Write")]
            rec(fam, shape, ep, h, b, "long_horizon", "Sub-agent first turn with a delegated search/edit job: needs the repo", p)
        elif shape == "plan_mode_long":
            ask = POOL_LONG.next()[1]
            txt = ask + "\n\n<system-reminder>Plan mode is on: research and present a plan first, make no edits yet.</system-reminder>"
            rec(fam, shape, ep, h, claude_body([("user", txt)], repo, sess), "long_horizon", "Plan-mode repo task (%s): planning requires exploring the repo" % short(ask), ask)
        elif shape == "first_single_q":
            ask = POOL_SQ.next()[1]
            rec(fam, shape, ep, h, claude_body([("user", ask)], repo, sess), "single_step", "Self-contained question with tools attached (%s)" % short(ask), ask)
        elif shape == "first_single_code":
            ask, sl, code = code_ask()
            rec(fam, shape, ep, h, claude_body([("user", ask + "\n\n" + fenced(sl, code))], repo, sess), "single_step", "Ask about a supplied %s snippet (%s)" % (sl, short(ask)), ask)
        elif shape == "history_single":
            q, a = history_pair(); ask = POOL_SQ.next()[1]
            rec(fam, shape, ep, h, claude_body([("user", q), ("asst", a), ("user", ask)], repo, sess), "single_step", "Later turn, no tool results, self-contained question (%s)" % short(ask), ask)
        elif shape in ("tool_turn", "big_tool_turn"):
            ask = POOL_LONG.next()[1]
            steps = make_steps(repo, R.randint(1, 9), big=R.randint(40000, 100000) if shape == "big_tool_turn" else 0)
            turns = [("user", ask)] + steps_to_turns(fam, steps, cp, "toolu_01")
            rec(fam, shape, ep, h, claude_body(turns, repo, sess), "long_horizon", "Turn after %d tool results for '%s'" % (len(steps), short(ask, 60)), ask)
        elif shape == "continue_in_loop":
            ask = POOL_LONG.next()[1]; c = POOL_CONT.next()
            steps = make_steps(repo, R.randint(2, 7))
            turns = [("user", ask)] + steps_to_turns(fam, steps, cp, "toolu_01") + [("asst", "I changed the handler and one test still fails; want me to keep going?"), ("user", c)]
            rec(fam, shape, ep, h, claude_body(turns, repo, sess), "long_horizon", "'%s' inside an agent loop with tool results" % c, c)
        elif shape == "huge_paste_single":
            ask, lang, text, fn = huge_ask(R.randint(40000, 110000))
            rec(fam, shape, ep, h, claude_body([("user", "```%s\n%s\n```\n\n%s" % (FENCE.get(lang, lang), text, ask))], repo, sess), "single_step", "Huge pasted %s file, one-function ask (%s)" % (lang, short(ask)), ask)
        elif shape == "title_side":
            ask = pick([POOL_LONG.next()[1], POOL_SQ.next()[1]])
            rec(fam, shape, ep, h, claude_side("title", ask, sess, repo), "single_step", "Background small-model title call for '%s'" % short(ask, 60))
        elif shape == "topic_side":
            ask = pick([POOL_LONG.next()[1], POOL_SQ.next()[1]])
            rec(fam, shape, ep, h, claude_side("topic", ask, sess, repo), "single_step", "Background topic-detection call for '%s'" % short(ask, 60))
        elif shape == "compaction_side":
            ask = POOL_LONG.next()[1]
            steps = make_steps(repo, R.randint(5, 12), big=R.randint(20000, 60000) if R.random() < 0.4 else 0)
            summ = ("Summarize this whole session in detail so it can be resumed later from the summary alone. Cover: the user's requests, "
                    "key technical decisions, files touched with the important code, errors hit and how they were fixed, pending tasks and the current step. "
                    "Answer with the summary only, inside <summary> tags.")
            turns = [("user", ask)] + steps_to_turns(fam, steps, cp, "toolu_01") + [("user", summ)]
            rec(fam, shape, ep, h, claude_body(turns, repo, sess), "single_step", "Compaction call: the ask is to summarize a history that holds tool results")
        elif shape == "image_single":
            l, ask = POOL_IMG.next()
            parts = [{"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": IMG_B64}}, {"type": "text", "text": ask}]
            rec(fam, shape, ep, h, claude_body([("user", parts)], repo, sess), "single_step", "Question about an attached image only (%s)" % short(ask), ask)
        elif shape == "pasted_output":
            ask = POOL_LONG.next()[1]
            out = out_test_fail(repo)
            turns = [("user", ask), ("asst", "I'd change the expiry check in the cache module; please run the tests after applying it."),
                     ("user", "I applied it, here's what I get now:\n\n```\n$ %s\n%s\n```" % (repo["test"], out))]
            rec(fam, shape, ep, h, claude_body(turns, repo, sess), "long_horizon", "Test output pasted back as user text after an edit", ask)
        elif shape == "commit_msg_single":
            l, ask = POOL_COMMIT.next()
            rec(fam, shape, ep, h, claude_body([("user", ask + "\n\n```diff\n" + make_diff(repo) + "\n```")], repo, sess), "single_step", "Commit message for a supplied diff", ask)

# --------------------------------------------------------------------------------------
# Family: Codex CLI (Responses API)
# --------------------------------------------------------------------------------------
def codex_tools():
    t = [{"type": "function", "name": "shell", "description": "Run a command (argv list) in the workspace and return its output.", "strict": False,
          "parameters": {"type": "object", "properties": {"command": SA, "workdir": S, "timeout_ms": I, "with_escalated_permissions": B, "justification": S}, "required": ["command"], "additionalProperties": False}},
         {"type": "function", "name": "update_plan", "description": "Record or update the step-by-step plan and mark progress.", "strict": False,
          "parameters": {"type": "object", "properties": {"explanation": S, "plan": {"type": "array", "items": {"type": "object", "properties": {"step": S, "status": S}, "required": ["step", "status"]}}}, "required": ["plan"], "additionalProperties": False}},
         {"type": "function", "name": "apply_patch", "description": "Edit files by sending a patch in the envelope format (*** Begin Patch ... *** End Patch).", "strict": False,
          "parameters": {"type": "object", "properties": {"input": S}, "required": ["input"], "additionalProperties": False}},
         {"type": "function", "name": "view_image", "description": "Attach a local image file to the conversation.", "strict": False,
          "parameters": {"type": "object", "properties": {"path": S}, "required": ["path"], "additionalProperties": False}}]
    if R.random() < 0.6:
        t.append({"type": "web_search"})
    if R.random() < 0.5:
        t.append({"type": "namespace", "name": "mcp__linear", "description": "Tools exposed by the linear MCP server.",
                  "tools": [{"type": "function", "name": "list_issues", "description": "List issues for a team.", "parameters": {"type": "object", "properties": {"team": S}}},
                            {"type": "function", "name": "get_issue", "description": "Fetch one issue.", "parameters": {"type": "object", "properties": {"id": S}, "required": ["id"]}}]})
    return t

def codex_call(s):
    k, a = s["kind"], s["args"]
    if k == "edit":
        return "apply_patch", {"input": "*** Begin Patch\n*** Update File: %s\n@@\n-    %s\n+    %s\n*** End Patch" % (a["path"], a["old"], a["new"])}
    return "shell", {"command": ["bash", "-lc", shell_cmd(s)], "workdir": "/repo", "timeout_ms": 120000}

def codex_prefix(repo):
    cwd = "/home/%s/code/%s" % (pick(["dev", "ana", "yuki", "igor"]), repo["name"])
    dev = ("<permissions instructions>\nSandbox: workspace-write. Network access is restricted. Ask before running commands that need more access.\n"
           "Approval policy: on-request.\n</permissions instructions>")
    agents = ("# AGENTS.md instructions for %s\n\n<INSTRUCTIONS>\n- Run `%s` before you hand back.\n- Keep functions small and typed.\n"
              "- Do not touch generated files under build/.\n</INSTRUCTIONS>") % (cwd, repo["test"])
    envc = "<environment_context>\n  <cwd>%s</cwd>\n  <approval_policy>on-request</approval_policy>\n  <sandbox_mode>workspace-write</sandbox_mode>\n  <network_access>restricted</network_access>\n  <shell>%s</shell>\n</environment_context>" % (cwd, pick(["bash", "zsh"]))
    items = [{"type": "message", "role": "developer", "content": [{"type": "input_text", "text": dev}]},
             {"type": "message", "role": "user", "content": [{"type": "input_text", "text": agents}]},
             {"type": "message", "role": "user", "content": [{"type": "input_text", "text": envc}]}]
    return items

CODEX_INSTR = None
def codex_instructions():
    return ("You are a coding agent running in a terminal harness. You and the user share one workspace.\n\n" +
            guidelines(["tone", "tools", "style", "tasks", "safety"]) + "\n\n" + pad_instructions(R.randint(12000, 26000)))

def codex_body(turns, repo, sess, model=None, with_instr=None, tools=True):
    body = {"model": model or pick(["gpt-5-codex", "gpt-5.1-codex", "gpt-5.1-codex-max", "gpt-5"])}
    if with_instr if with_instr is not None else (R.random() < 0.35):
        body["instructions"] = codex_instructions()
    else:
        # newer builds send the base prompt as a developer item
        turns_dev = [{"type": "message", "role": "developer", "content": [{"type": "input_text", "text": codex_instructions()}]}]
    inp = codex_prefix(repo) + render_responses(turns)
    if "instructions" not in body:
        inp = turns_dev + inp
    body["input"] = inp
    if tools:
        body["tools"] = codex_tools(); body["tool_choice"] = "auto"; body["parallel_tool_calls"] = pick([False, True])
    body.update({"reasoning": {"effort": pick(["low", "medium", "high"]), "summary": "auto"}, "store": False, "stream": True,
                 "include": ["reasoning.encrypted_content"], "prompt_cache_key": sess, "text": {"verbosity": pick(["low", "medium"])}})
    return body

def gen_codex(n_target):
    fam = "codex_cli"; ep = "/v1/responses"
    plan = (["first_long"] * 9 + ["first_single_q"] * 7 + ["first_single_code"] * 5 + ["history_single"] * 3 + ["tool_turn"] * 13 +
            ["continue_in_loop"] * 5 + ["huge_paste_single"] * 4 + ["big_tool_turn"] * 4 + ["compaction_side"] * 5 + ["title_side"] * 3 +
            ["image_single"] * 2 + ["pasted_output"] * 2 + ["issue_long"] * 2 + ["commit_msg_single"] * 2 + ["late_question_after_tools"] * 2)
    plan = schedule(plan, n_target)
    for shape in plan:
        repo = pick(REPOS); sess = uid(); h = hdr_codex(sess)
        if shape == "first_long":
            ask = POOL_LONG.next()[1]
            rec(fam, shape, ep, h, codex_body([("user", ask)], repo, sess), "long_horizon", "Repo task (%s): needs exploring/editing" % short(ask), ask)
        elif shape == "late_question_after_tools":
            ask = POOL_LONG.next()[1]; q = POOL_SQ.next()[1]
            steps = make_steps(repo, R.randint(2, 6))
            turns = [("user", ask)] + steps_to_turns(fam, steps, codex_call, "call_") + [("asst", "All green now; summary of the change is above."), ("user", q)]
            rec(fam, shape, ep, h, codex_body(turns, repo, sess), "long_horizon", "Short question late in a session whose request carries function-call outputs (rule 1): '%s'" % short(q, 60), q)
        elif shape == "issue_long":
            iss = POOL_ISSUE.next()
            rec(fam, shape, ep, h, codex_body([("user", "Bug report from a user:\n\n" + iss + "\n\nPlease fix it.")], repo, sess), "long_horizon", "Bug report to fix in the repo", iss)
        elif shape == "first_single_q":
            ask = POOL_SQ.next()[1]
            rec(fam, shape, ep, h, codex_body([("user", ask)], repo, sess), "single_step", "Self-contained question with agent tools attached (%s)" % short(ask), ask)
        elif shape == "first_single_code":
            ask, sl, code = code_ask()
            rec(fam, shape, ep, h, codex_body([("user", ask + "\n\n" + fenced(sl, code))], repo, sess), "single_step", "Ask about a supplied %s snippet (%s)" % (sl, short(ask)), ask)
        elif shape == "history_single":
            q, a = history_pair(); ask = POOL_SQ.next()[1]
            rec(fam, shape, ep, h, codex_body([("user", q), ("asst", a), ("user", ask)], repo, sess), "single_step", "Later turn without tool results, self-contained (%s)" % short(ask), ask)
        elif shape in ("tool_turn", "big_tool_turn"):
            ask = POOL_LONG.next()[1]
            steps = make_steps(repo, R.randint(1, 10), big=R.randint(40000, 100000) if shape == "big_tool_turn" else 0)
            turns = [("user", ask)] + steps_to_turns(fam, steps, codex_call, "call_")
            rec(fam, shape, ep, h, codex_body(turns, repo, sess), "long_horizon", "Turn with %d function_call_output items for '%s'" % (len(steps), short(ask, 60)), ask)
        elif shape == "continue_in_loop":
            ask = POOL_LONG.next()[1]; c = POOL_CONT.next()
            steps = make_steps(repo, R.randint(2, 7))
            turns = [("user", ask)] + steps_to_turns(fam, steps, codex_call, "call_") + [("asst", "Patched the expiry check; two tests still fail in the export module."), ("user", c)]
            rec(fam, shape, ep, h, codex_body(turns, repo, sess), "long_horizon", "'%s' after function-call outputs" % c, c)
        elif shape == "huge_paste_single":
            ask, lang, text, fn = huge_ask(R.randint(40000, 110000))
            rec(fam, shape, ep, h, codex_body([("user", "%s\n\n```%s\n%s\n```" % (ask, FENCE.get(lang, lang), text))], repo, sess), "single_step", "Huge pasted file, one-function ask (%s)" % short(ask), ask)
        elif shape == "compaction_side":
            ask = POOL_LONG.next()[1]
            steps = make_steps(repo, R.randint(5, 12))
            turns = [("user", ask)] + steps_to_turns(fam, steps, codex_call, "call_") + [
                ("user", "Context is nearly full. Write a hand-off summary of this session for another engineer: goal, what was tried, what changed, what is left. Summary only.")]
            b = codex_body(turns, repo, sess, tools=R.random() < 0.5)
            rec(fam, shape, ep, h, b, "single_step", "Compaction call summarizing a tool-heavy history")
        elif shape == "title_side":
            ask = pick([POOL_LONG.next()[1], POOL_SQ.next()[1]])
            b = {"model": pick(["gpt-5-mini", "gpt-5-nano"]), "instructions": "Name this conversation in at most five words, based on the user's first message. Output the name only.",
                 "input": [{"type": "message", "role": "user", "content": [{"type": "input_text", "text": ask}]}],
                 "store": False, "stream": True, "reasoning": {"effort": "minimal"}, "prompt_cache_key": sess}
            rec(fam, shape, ep, h, b, "single_step", "Thread-title side call for '%s'" % short(ask, 60))
        elif shape == "image_single":
            l, ask = POOL_IMG.next()
            parts = [{"type": "input_text", "text": ask}, {"type": "input_image", "image_url": "data:image/png;base64," + IMG_B64}]
            rec(fam, shape, ep, h, codex_body([("user", parts)], repo, sess), "single_step", "Question about an attached image (%s)" % short(ask), ask)
        elif shape == "pasted_output":
            ask = POOL_LONG.next()[1]
            turns = [("user", ask), ("asst", "Try changing the comparison in the ttl check to use monotonic time, then rerun."),
                     ("user", "did that. now:\n" + out_test_fail(repo))]
            rec(fam, shape, ep, h, codex_body(turns, repo, sess), "long_horizon", "Command output with exit code pasted back after an edit", ask)
        elif shape == "commit_msg_single":
            l, ask = POOL_COMMIT.next()
            rec(fam, shape, ep, h, codex_body([("user", ask + "\n\n" + make_diff(repo))], repo, sess), "single_step", "Commit message for a supplied diff", ask)

# --------------------------------------------------------------------------------------
# Generic OpenAI-chat agent families (cn, opencode, goose, qwen, gemini, crush, openhands, swe_agent)
# --------------------------------------------------------------------------------------
def chat_system(fam, repo):
    env, cwd = env_block(repo, "plain" if fam in ("goose", "crush", "cn") else "xml")
    intro = {
     "cn": "You are an AI coding assistant running in a terminal. You can read and change files in the user's project with the tools provided.",
     "opencode": "You are an interactive terminal agent for software tasks. Be concise, use the tools, and keep the user informed in a sentence or two.",
     "goose": "You are an assistant that gets things done for developers through extensions; the developer extension gives you a shell and a file editor.",
     "qwen": "You are a terminal assistant for programming work. Help carefully, keep the user in control, and use the tools you have.",
     "gemini": "You are a command-line agent that helps with software engineering. Follow project conventions and verify changes before finishing.",
     "crush": "You are a terminal coding assistant. Answer concisely; use tools to look at and edit code; run the project's checks after edits.",
     "openhands": "You are an AI agent that solves tasks by running commands and editing files inside a sandboxed workspace.",
     "swe_agent": "You are an assistant that solves tasks by operating a computer.",
    }[fam]
    if fam == "swe_agent":
        return intro, cwd
    keys = {"cn": ["tone", "tools", "style"], "opencode": ["tone", "tools", "style", "git", "tasks"], "goose": ["tools", "safety", "tasks"],
            "qwen": ["tone", "tools", "safety", "style", "git", "tasks"], "gemini": ["tone", "tools", "safety", "style", "tasks"],
            "crush": ["tone", "tools", "style", "git"], "openhands": ["tools", "style", "safety", "git", "tasks"]}[fam]
    txt = intro + "\n\n" + guidelines(keys, "md" if fam != "goose" else "caps") + "\n\n" + env
    if fam in ("qwen", "gemini", "opencode", "openhands"):
        txt += "\n\n" + pad_instructions(R.randint(2000, 9000))
    if fam == "crush":
        txt += "\n\n<project>\nFiles: " + ", ".join(repo["files"]) + "\n</project>"
    return txt, cwd

def wrap_first_user(fam, text, repo, cwd):
    if fam == "openhands":
        return ("<uploaded_files>\n/workspace/%s\n</uploaded_files>\nThe repository is checked out at /workspace/%s.\n\n" % (repo["name"], repo["name"]) + text +
                "\n\n<RUNTIME_INFORMATION>\nThe runtime exposes ports 51234 and 58000 for web servers. Today's date is 2026-11-30.\n</RUNTIME_INFORMATION>")
    if fam == "swe_agent":
        return ("<uploaded_files>\n/testbed\n</uploaded_files>\nA checkout of the project is at /testbed. Here is what needs to change:\n\n<pr_description>\n" + text +
                "\n</pr_description>\n\nMake the minimal changes to non-test files so the requirements are met.\nSteps:\n1. Find and read the relevant code.\n2. Write a script that reproduces the problem and run it.\n3. Edit the source.\n4. Rerun the script to confirm.\n5. Think about edge cases.")
    if fam == "gemini" and R.random() < 0.5:
        return "Session context from the CLI.\nOS: linux\nWorking directory: %s\nTop-level layout:\n%s\n\n%s" % (cwd, out_ls(repo), text)
    return text

SWE_PLAIN = "We're currently working on the following request in the /testbed checkout:\n\n{q}\n\nYou have the bash, str_replace_editor and submit tools."

def generic_body(fam, turns, repo, sess, model=None, extra=None, tools=True, sysmsg=None, single=False):
    sys_txt, cwd = chat_system(fam, repo)
    if turns and turns[0][0] == "user" and isinstance(turns[0][1], str):
        if fam == "swe_agent" and single:
            turns = [("user", SWE_PLAIN.format(q=turns[0][1]))] + turns[1:]
        else:
            turns = [("user", wrap_first_user(fam, turns[0][1], repo, cwd))] + turns[1:]
    role = "system"
    if fam in ("cn", "opencode") and R.random() < 0.25:
        role = "developer"
    sysm = sysmsg if sysmsg is not None else [{"role": role, "content": sys_txt}]
    if fam == "opencode" and sysmsg is None and R.random() < 0.5:
        sysm = [{"role": "system", "content": "This session runs inside opencode in a terminal."}, {"role": "system", "content": sys_txt}]
    body = {"model": model or FAM_MODELS[fam]()}
    body["messages"] = render_chat(turns, sysm)
    if tools:
        body["tools"] = oa_tools(GENERIC[fam][0], long_desc=fam in ("qwen", "gemini", "opencode", "openhands"))
        if fam in ("openhands", "cn", "crush"):
            body["tool_choice"] = "auto"
    body["stream"] = fam not in ("swe_agent",) and R.random() < 0.9
    if body["stream"] and fam in ("opencode", "cn", "crush", "qwen"):
        body["stream_options"] = {"include_usage": True}
    if fam == "openhands":
        body.update({"temperature": 0.0, "top_p": 1.0})
    if fam in ("qwen", "gemini"):
        body.update({"temperature": 0.0 if R.random() < 0.5 else 0.7, "top_p": 1, "max_tokens": pick([8192, 16384])})
    if fam == "goose":
        body["temperature"] = pick([0.2, 0.5]) if R.random() < 0.6 else None
        if body["temperature"] is None: del body["temperature"]
    if fam == "crush":
        body["max_tokens"] = pick([5000, 16384, 32000])
    if fam == "swe_agent":
        body.update({"temperature": 0.0, "top_p": 1.0})
    if extra:
        body.update(extra)
    return body

FAM_MODELS = {
 "cn": lambda: pick(["claude-sonnet-4-5", "gpt-4.1", "qwen3-coder-30b", "o4-mini"]),
 "opencode": lambda: pick(["anthropic/claude-sonnet-4.5", "gpt-5", "qwen/qwen3-coder", "kimi-k2", "glm-4.6"]),
 "goose": lambda: pick(["gpt-4o", "claude-sonnet-4-5", "qwen3-coder:30b", "gpt-4.1"]),
 "qwen": lambda: pick(["qwen3-coder-plus", "qwen3-coder-flash", "qwen3-coder-480b-a35b-instruct"]),
 "gemini": lambda: pick(["gemini-2.5-pro", "gemini-2.5-flash", "gemini-3-pro-preview"]),
 "crush": lambda: pick(["claude-sonnet-4-5", "gpt-5", "gemini-2.5-pro", "deepseek-chat", "glm-4.6"]),
 "openhands": lambda: pick(["claude-sonnet-4-5-20250929", "gpt-5-2025-08-07", "devstral-medium-2507", "qwen3-coder-480b"]),
 "swe_agent": lambda: pick(["claude-sonnet-4-20250514", "gpt-4o-2024-08-06", "swe-agent-lm-32b"]),
}

def fam_headers(fam, sess):
    if fam == "cn":
        return hdr_oa_js("cn/%s OpenAI/JS %s" % (pick(["1.5.2", "1.4.10", "1.5.9"]), pick(["5.12.2", "5.20.1"])), {"x-continue-session-id": sess} if R.random() < 0.5 else {})
    if fam == "opencode":
        return {"user-agent": "opencode/%s ai-sdk/provider-utils/3.0.%d runtime/bun/1.2.%d" % (pick(["0.15.8", "1.0.62", "1.0.110"]), R.randint(1, 12), R.randint(10, 22)),
                "content-type": "application/json", "authorization": "Bearer REDACTED", "http-referer": "https://opencode.ai/", "x-title": "opencode"}
    if fam == "goose":
        return {"user-agent": "goose/%s" % pick(["1.9.3", "1.11.1", "1.13.0"]), "content-type": "application/json", "authorization": "Bearer REDACTED",
                "x-request-id": uid()}
    if fam == "qwen":
        return hdr_oa_js("QwenCode/%s (%s; %s)" % (pick(["0.1.4", "0.2.1", "0.4.0"]), pick(["linux", "darwin", "win32"]), pick(["x64", "arm64"])),
                         {"x-dashscope-cachecontrol": "enable", "x-dashscope-useragent": json.dumps({"name": "QwenCode", "version": "0.2.1"})} if R.random() < 0.5 else {})
    if fam == "gemini":
        return hdr_oa_js("GeminiCLI/%s (%s; %s)" % (pick(["0.9.0", "0.12.0", "0.17.1"]), pick(["linux", "darwin"]), pick(["x64", "arm64"])), {"x-gemini-cli-prompt-id": sess + "########" + str(R.randint(1, 20))})
    if fam == "crush":
        h = {"user-agent": "Charm-Crush/%s (https://charm.land/crush)" % pick(["0.7.10", "0.12.3", "0.18.1"]), "content-type": "application/json", "authorization": "Bearer REDACTED"}
        h.update(stainless("go", "1.12.0")); return h
    if fam == "openhands":
        return hdr_litellm()
    if fam == "swe_agent":
        return hdr_litellm()

def generic_side(fam, kind, text, sess, repo):
    model = {"cn": "gpt-4.1-mini", "opencode": pick(["anthropic/claude-haiku-4.5", "gpt-5-nano"]), "goose": "gpt-4o-mini", "qwen": "qwen3-coder-flash",
             "gemini": "gemini-2.5-flash-lite", "crush": pick(["claude-3-5-haiku", "gpt-4.1-mini"]), "openhands": "gpt-4o-mini", "swe_agent": "gpt-4o-mini"}[fam]
    if kind == "title":
        sysm = {"opencode": "You produce a short thread title (under 50 characters) in the same language as the user's message. Output only the title, no quotes.",
                "crush": "Generate a short title for a chat that starts with the message below. One line, no more than 50 characters, no punctuation at the end.",
                "goose": "Summarize the user's request as a 4-word session description. Reply with just those words.",
                "cn": "Give this chat a concise title of three to six words.",
                "qwen": "Create a brief title for this session.", "gemini": "Create a brief title for this session.",
                "openhands": "Write a concise title (max 6 words) for a conversation starting with this message.", "swe_agent": "Title this."}[fam]
        msgs = [{"role": "system", "content": sysm}, {"role": "user", "content": text}]
        if fam == "opencode":
            msgs = [{"role": "system", "content": sysm}, {"role": "user", "content": "Generate a title for this conversation:\n"}, {"role": "user", "content": text}]
        return {"model": model, "messages": msgs, "max_tokens": pick([64, 100, 1500]), "temperature": 0.5 if fam == "opencode" else 0, "stream": fam == "opencode"}
    return None

def gen_generic(fam, family_name, n_target):
    ep = "/v1/chat/completions"
    plan = (["first_long"] * 6 + ["first_single_q"] * 9 + ["first_single_code"] * 5 + ["history_single"] * 4 + ["tool_turn"] * 8 +
            ["continue_in_loop"] * 5 + ["huge_paste_single"] * 3 + ["big_tool_turn"] * 3 + ["compaction_side"] * 3 + ["image_single"] * 1 +
            ["pasted_output"] * 2 + ["issue_long"] * 2 + ["commit_msg_single"] * 1)
    if fam in ("opencode", "crush", "goose", "cn", "openhands"):
        plan += ["title_side"] * 3
    if fam == "swe_agent":
        plan = (["issue_long"] * 7 + ["first_single_q"] * 11 + ["first_single_code"] * 8 + ["tool_turn"] * 9 + ["big_tool_turn"] * 3 +
                ["continue_in_loop"] * 3 + ["huge_paste_single"] * 3 + ["first_long"] * 4)
    plan = schedule(plan, n_target)
    cp = lambda s: generic_call(fam, s)
    idp = {"openhands": "toolu_", "goose": "call_", "crush": "call_", "opencode": "call_", "cn": "call_", "qwen": "call_", "gemini": "call_", "swe_agent": "call_"}[fam]
    for shape in plan:
        repo = pick(REPOS); sess = uid(); h = fam_headers(fam, sess)
        if shape == "first_long":
            ask = POOL_LONG.next()[1]
            rec(family_name, shape, ep, h, generic_body(fam, [("user", ask)], repo, sess), "long_horizon", "Repo task (%s): needs exploring/editing" % short(ask), ask)
        elif shape == "issue_long":
            iss = POOL_ISSUE.next()
            rec(family_name, shape, ep, h, generic_body(fam, [("user", iss)], repo, sess), "long_horizon", "Issue to fix in the repository", iss)
        elif shape == "first_single_q":
            ask = POOL_SQ.next()[1]
            rec(family_name, shape, ep, h, generic_body(fam, [("user", ask)], repo, sess, single=True), "single_step", "Self-contained question, tools attached (%s)" % short(ask), ask)
        elif shape == "first_single_code":
            ask, sl, code = code_ask()
            rec(family_name, shape, ep, h, generic_body(fam, [("user", ask + "\n\n" + fenced(sl, code))], repo, sess, single=True), "single_step", "Ask about a supplied %s snippet (%s)" % (sl, short(ask)), ask)
        elif shape == "history_single":
            q, a = history_pair(); ask = POOL_SQ.next()[1]
            rec(family_name, shape, ep, h, generic_body(fam, [("user", q), ("asst", a), ("user", ask)], repo, sess), "single_step", "Later turn without tool results (%s)" % short(ask), ask)
        elif shape in ("tool_turn", "big_tool_turn"):
            ask = POOL_LONG.next()[1] if fam != "swe_agent" or R.random() < 0.3 else POOL_ISSUE.next()
            steps = make_steps(repo, R.randint(1, 10), big=R.randint(40000, 100000) if shape == "big_tool_turn" else 0)
            turns = [("user", ask)] + steps_to_turns(fam, steps, cp, idp)
            rec(family_name, shape, ep, h, generic_body(fam, turns, repo, sess), "long_horizon", "Turn after %d tool-role results for '%s'" % (len(steps), short(ask, 60)), ask)
        elif shape == "continue_in_loop":
            ask = POOL_LONG.next()[1]; c = POOL_CONT.next()
            steps = make_steps(repo, R.randint(2, 7))
            turns = [("user", ask)] + steps_to_turns(fam, steps, cp, idp) + [("asst", pick(["The import error is fixed; the date tests still fail. Continue?", "I stopped after the first module. Shall I do the rest?", "Edited two files; the build is still red."])), ("user", c)]
            rec(family_name, shape, ep, h, generic_body(fam, turns, repo, sess), "long_horizon", "'%s' inside a tool loop" % c, c)
        elif shape == "huge_paste_single":
            ask, lang, text, fn = huge_ask(R.randint(40000, 110000))
            rec(family_name, shape, ep, h, generic_body(fam, [("user", "%s\n\n```%s\n%s\n```" % (ask, FENCE.get(lang, lang), text))], repo, sess, single=True), "single_step", "Huge pasted file, one-function ask (%s)" % short(ask), ask)
        elif shape == "compaction_side":
            ask = POOL_LONG.next()[1]
            steps = make_steps(repo, R.randint(5, 12))
            hist = [("user", ask)] + steps_to_turns(fam, steps, cp, idp)
            if fam == "openhands":
                # condenser: the events are rendered into one prompt for a summarizing LLM
                lines = []
                for t in hist:
                    if t[0] == "user": lines.append("<EVENT id=%d>\nUSER: %s\n</EVENT>" % (len(lines), t[1]))
                    elif t[0] == "calls": lines.append("<EVENT id=%d>\nACTION: %s\n</EVENT>" % (len(lines), json.dumps([[c[1], c[2]] for c in t[2]])))
                    elif t[0] == "result": lines.append("<EVENT id=%d>\nOBSERVATION: %s\n</EVENT>" % (len(lines), t[3][:3000]))
                prompt = ("You maintain the state summary of an agent that edits code. Update it from the events below. Sections: GOAL, DONE, TODO, "
                          "CODE (paths and signatures), TESTS (failing cases and errors), EDITS, DEPENDENCIES, GIT.\n\n<PREVIOUS SUMMARY>\nNo events summarized\n</PREVIOUS SUMMARY>\n\n" + "\n".join(lines) +
                          "\n\nNow write the updated summary.")
                b = {"model": FAM_MODELS[fam](), "messages": [{"role": "user", "content": prompt}], "temperature": 0.0}
            elif fam == "opencode":
                b = generic_body(fam, hist + [("user", "Write a hand-off note so a fresh session can carry on from here: the goal, the work done, the files involved, and the next steps.")], repo, sess, tools=False,
                                 sysmsg=[{"role": "system", "content": "You summarize coding sessions so another agent can pick them up. Be specific about files, commands and remaining work."}])
            elif fam == "goose":
                b = generic_body(fam, hist + [("user", "Summarize the conversation so far in a compact form that keeps every decision, file path and open problem. The summary will replace the history.")], repo, sess, tools=False,
                                 sysmsg=[{"role": "system", "content": "You are a summarizer for an agent's context window."}])
            else:
                b = generic_body(fam, hist + [("user", pick(["Summarize our conversation so far into a state snapshot: goal, key facts, files changed, current plan. Output the snapshot only.",
                                                              "Please compress the history above into a concise summary I can continue from.",
                                                              "请把以上对话压缩成一份摘要，包括目标、已完成的修改和剩余的工作。"]))], repo, sess, tools=R.random() < 0.5)
            rec(family_name, shape, ep, h, b, "single_step", "Summary/compaction side call over a history with tool results")
        elif shape == "title_side":
            ask = pick([POOL_LONG.next()[1], POOL_SQ.next()[1]])
            rec(family_name, shape, ep, h, generic_side(fam, "title", ask, sess, repo), "single_step", "Title side call for '%s'" % short(ask, 60))
        elif shape == "image_single":
            l, ask = POOL_IMG.next()
            parts = [{"type": "text", "text": ask}, {"type": "image_url", "image_url": {"url": "data:image/png;base64," + IMG_B64}}]
            rec(family_name, shape, ep, h, generic_body(fam, [("user", parts)], repo, sess), "single_step", "Question about an attached image (%s)" % short(ask), ask)
        elif shape == "pasted_output":
            ask = POOL_LONG.next()[1]
            turns = [("user", ask), ("asst", "The likely culprit is the comparison in the expiry check. Change it and run the tests again."),
                     ("user", pick(["ran it:\n", "still broken:\n", "Ergebnis:\n", "结果如下：\n"]) + "```\n$ " + repo["test"] + "\n" + pick([out_test_fail(repo), out_build_err(repo)]) + "\n```")]
            rec(family_name, shape, ep, h, generic_body(fam, turns, repo, sess), "long_horizon", "Test/build output pasted back as user text after an edit", ask)
        elif shape == "commit_msg_single":
            l, ask = POOL_COMMIT.next()
            rec(family_name, shape, ep, h, generic_body(fam, [("user", ask + "\n\n```diff\n" + make_diff(repo) + "\n```")], repo, sess), "single_step", "Commit message for a supplied diff", ask)

# --------------------------------------------------------------------------------------
# Family: aider (chat completions, no tools)
# --------------------------------------------------------------------------------------
AIDER_SYS = ("You are an experienced developer pairing with the user. Apply changes the user asks for to the files they shared, following the existing style.\n"
             "If the request is ambiguous, ask a question first. Reply in the same language as the user.\n\n"
             "Describe each change with a *SEARCH/REPLACE block* in this exact format:\n"
             "1. The file path alone on a line.\n2. An opening fence with the language.\n3. `<<<<<<< SEARCH`\n4. A contiguous run of lines copied exactly from the file.\n"
             "5. `=======`\n6. The replacement lines.\n7. `>>>>>>> REPLACE`\n8. The closing fence.\n\n"
             "Only edit files that were added to the chat. Keep SEARCH sections short but unique. To create a file, use an empty SEARCH section.")
AIDER_REMINDER = ("# Format reminder:\nEvery change must be a *SEARCH/REPLACE block* with the path on its own line, a SEARCH section matching the file exactly, "
                  "and a REPLACE section. Do not put edits anywhere else.")

def aider_fewshot():
    return [
        {"role": "user", "content": "Make parse_port() reject values above 65535."},
        {"role": "assistant", "content": "Add a range check:\n\nnetkit/config.py\n```python\n<<<<<<< SEARCH\n    port = int(raw)\n    return port\n=======\n    port = int(raw)\n    if not 0 < port <= 65535:\n        raise ValueError(f\"port out of range: {port}\")\n    return port\n>>>>>>> REPLACE\n```"},
        {"role": "user", "content": "Put the backoff helper in its own module."},
        {"role": "assistant", "content": "New module `netkit/backoff.py`, and import it from `client.py`:\n\nnetkit/backoff.py\n```python\n<<<<<<< SEARCH\n=======\ndef backoff(attempt, base=0.5):\n    return base * 2 ** attempt\n>>>>>>> REPLACE\n```\n\nnetkit/client.py\n```python\n<<<<<<< SEARCH\ndef backoff(attempt, base=0.5):\n    return base * 2 ** attempt\n=======\nfrom .backoff import backoff\n>>>>>>> REPLACE\n```"},
    ]

def aider_repo_map(repo, big=0):
    lines = []
    target = big or R.randint(2000, 8000)
    size = 0
    files = repo["files"][:]
    while size < target:
        f = pick(files) if R.random() < 0.6 else "%s/%s_%s%s" % (pick(["lib", "src", "pkg", "core"]), pick(WORDS), pick(WORDS), pick([".py", ".ts", ".go"]))
        block = "%s:\n⋮\n│def %s(...)\n⋮\n│class %s:\n│    def %s(self, ...)\n⋮\n" % (f, ident(), ident("pascal"), ident())
        lines.append(block); size += len(block)
    return "".join(lines)

def aider_messages(repo, ask, files_code, retry=None, history=None, big_map=0):
    msgs = [{"role": "system", "content": AIDER_SYS + "\n\n" + AIDER_REMINDER}]
    msgs += aider_fewshot()
    msgs.append({"role": "user", "content": "Outline of other files in this repo (signatures only). Don't edit these unless I add them to the chat first.\n\n" + aider_repo_map(repo, big_map)})
    msgs.append({"role": "assistant", "content": "Noted, those stay untouched unless you add them."})
    if files_code:
        body = "\n\n".join("%s\n```\n%s\n```" % (p, c) for p, c in files_code)
        msgs.append({"role": "user", "content": "These files are now in the chat and you may edit them; this is their current content.\n\n" + body})
        msgs.append({"role": "assistant", "content": "Thanks, I'll work from these copies."})
    else:
        msgs.append({"role": "user", "content": "No editable files are in the chat right now; tell me which ones you need."})
        msgs.append({"role": "assistant", "content": "Understood."})
    for m in history or []:
        msgs.append(m)
    msgs.append({"role": "user", "content": ask})
    if retry:
        msgs.append({"role": "assistant", "content": retry[0]})
        msgs.append({"role": "user", "content": retry[1]})
    msgs[-1] = dict(msgs[-1]); msgs[-1]["content"] = msgs[-1]["content"] + "\n\n" + AIDER_REMINDER if R.random() < 0.5 else msgs[-1]["content"]
    return msgs

def aider_headers():
    return hdr_litellm("litellm/%s" % pick(["1.74.9", "1.76.3"])) if R.random() < 0.5 else dict(hdr_litellm("OpenAI/Python %s" % pick(["1.99.9", "1.107.0"])))

def gen_aider(n_target):
    fam = "aider"; ep = "/v1/chat/completions"
    plan = (["small_edit_single"] * 11 + ["repo_change_long"] * 14 + ["ask_single"] * 6 + ["commit_msg_side"] * 6 + ["history_summary_side"] * 5 +
            ["reflection_retry_long"] * 6 + ["lint_reflection_long"] * 4 + ["run_output_long"] * 4 + ["huge_file_single"] * 4 + ["code_single"] * 4 + ["big_repo_change_long"] * 2)
    plan = schedule(plan, n_target)
    for shape in plan:
        repo = pick(REPOS); h = aider_headers()
        model = pick(["gpt-4.1", "claude-sonnet-4-5", "deepseek/deepseek-chat", "gemini/gemini-2.5-pro", "o3-mini"])
        path = pick([f for f in repo["files"] if lang_of(f) != "text"] or repo["files"])
        flang = lang_of(path) if lang_of(path) != "text" else "python"
        if shape in ("small_edit_single", "reflection_retry_long", "lint_reflection_long", "huge_file_single"):
            fn = ident("camel" if flang in ("typescript", "javascript", "java") else ("pascal" if flang == "go" else "snake"))
            size = R.randint(40000, 100000) if shape == "huge_file_single" else R.randint(1500, 9000)
            code, _ = gen_file(flang, size, must_include=fn)
            if shape == "huge_file_single":
                ask = POOL_HUGE.next()[1].format(fn=fn)
            else:
                ask = POOL_AEDIT.next()[1].format(fn=fn)
            if shape == "small_edit_single" or shape == "huge_file_single":
                msgs = aider_messages(repo, ask, [(path, code)])
                rec(fam, shape, ep, h, {"model": model, "messages": msgs, "temperature": 0, "stream": True}, "single_step", "Small edit/ask on one given function in a chat file (%s)" % short(ask), ask)
            elif shape == "reflection_retry_long":
                bad = "%s\n```\n<<<<<<< SEARCH\n    return results\n=======\n    return results or []\n>>>>>>> REPLACE\n```" % path
                fb = ("# 1 edit block could not be applied\n\n## No exact match for this SEARCH section in %s\n<<<<<<< SEARCH\n    return results\n=======\n    return results or []\n>>>>>>> REPLACE\n\n"
                      "The closest lines in %s are:\n\n```\n    return result\n```\n\nSEARCH has to copy the file exactly. Send a corrected block." % (path, path))
                msgs = aider_messages(repo, ask, [(path, code)], retry=(bad, fb))
                rec(fam, shape, ep, h, {"model": model, "messages": msgs, "temperature": 0, "stream": True}, "long_horizon", "Retry turn in the edit loop after a failed SEARCH/REPLACE", ask)
            else:
                ok = "%s\n```\n<<<<<<< SEARCH\n    seen = set()\n=======\n    seen = set()\n    unused = 0\n>>>>>>> REPLACE\n```" % path
                fb = "# Please fix the lint errors reported below.\n\n## Command: flake8 --select=E9,F821,F823,F831,F406,F407,F701,F702,F704,F706 --show-source --isolated %s\n\n%s:%d:5: F821 undefined name 'expired'\n    if key in seen or expired(key):\n    ^\n" % (path, path, R.randint(5, 300))
                msgs = aider_messages(repo, ask, [(path, code)], retry=(ok, fb))
                rec(fam, shape, ep, h, {"model": model, "messages": msgs, "temperature": 0, "stream": True}, "long_horizon", "Lint output fed back after an edit (reflection turn)", ask)
        elif shape in ("repo_change_long", "big_repo_change_long"):
            ask = POOL_LONG.next()[1]
            files = [(p, gen_file(lang_of(p) if lang_of(p) != "text" else "python", R.randint(800, 4000))[0]) for p in R.sample(repo["files"], R.randint(0, 3))]
            msgs = aider_messages(repo, ask, files, big_map=R.randint(30000, 80000) if shape == "big_repo_change_long" else 0)
            rec(fam, shape, ep, h, {"model": model, "messages": msgs, "temperature": 0, "stream": True}, "long_horizon", "Change across the repo asked of an edit-format client (%s)" % short(ask), ask)
        elif shape == "ask_single":
            ask = POOL_SQ.next()[1]
            msgs = aider_messages(repo, ask, [])
            msgs[0]["content"] = "You answer questions about the user's code and tooling. Explain, don't edit, unless asked to. Use the user's language."
            rec(fam, shape, ep, h, {"model": model, "messages": msgs, "temperature": 0, "stream": True}, "single_step", "Ask-mode question (%s)" % short(ask), ask)
        elif shape == "code_single":
            ask, sl, code = code_ask()
            msgs = aider_messages(repo, ask + "\n\n" + fenced(sl, code), [])
            rec(fam, shape, ep, h, {"model": model, "messages": msgs, "temperature": 0, "stream": True}, "single_step", "Question about a pasted snippet (%s)" % short(ask), ask)
        elif shape == "commit_msg_side":
            diff = "\n".join(make_diff(repo) for _ in range(R.randint(1, 4)))
            ctx = POOL_LONG.next()[1] if R.random() < 0.5 else POOL_AEDIT.next()[1].format(fn=ident())
            sysm = ("You write git commit messages. Given the diffs, reply with one line in Conventional Commits style: type(scope): summary, imperative mood, "
                    "under 72 characters. No explanation, no quotes.")
            user = ("# Context of the request:\n" + ctx + "\n\n" if R.random() < 0.6 else "") + "# Diffs:\n" + diff
            body = {"model": pick(["gpt-4.1-mini", "claude-3-5-haiku-20241022", "deepseek/deepseek-chat"]), "messages": [{"role": "system", "content": sysm}, {"role": "user", "content": user}], "temperature": 0, "stream": False}
            rec(fam, shape, ep, h, body, "single_step", "Weak-model commit message call (quotes a request, task is the message)")
        elif shape == "history_summary_side":
            ask = POOL_LONG.next()[1]
            hist = "# USER\n%s\n# ASSISTANT\nI'll edit `%s`:\n\n%s\n```\n<<<<<<< SEARCH\n    seen = set()\n=======\n    seen = {}\n>>>>>>> REPLACE\n```\n# USER\n%s\n# ASSISTANT\nUpdated the tests as well.\n" % (ask, path, path, pick(CONTINUE))
            hist = hist * R.randint(1, 6)
            sysm = ("Condense the older part of this programming chat into a few lines, phrased from the user's side, e.g. 'we changed X in Y'. "
                    "Keep every file, function and library name. The result replaces those messages, so keep it short.")
            body = {"model": pick(["gpt-4.1-mini", "claude-3-5-haiku-20241022"]), "messages": [{"role": "system", "content": sysm}, {"role": "user", "content": hist}], "temperature": 0, "stream": False}
            rec(fam, shape, ep, h, body, "single_step", "Chat-history summary side call")
        elif shape == "run_output_long":
            ask = POOL_LONG.next()[1]
            out = out_test_fail(repo)
            hist = [{"role": "user", "content": ask}, {"role": "assistant", "content": "%s\n```\n<<<<<<< SEARCH\n    seen = set()\n=======\n    seen = {}\n>>>>>>> REPLACE\n```" % path}]
            cmdmsg = "I ran this command:\n\n%s\n\nAnd got this output:\n\n%s\n\nWhat's wrong? Fix" % (repo["test"], out)
            msgs = aider_messages(repo, cmdmsg, [(path, gen_file(flang, R.randint(1000, 4000))[0])], history=hist)
            rec(fam, shape, ep, h, {"model": model, "messages": msgs, "temperature": 0, "stream": True}, "long_horizon", "/run test output added to the chat after an edit", ask)

# --------------------------------------------------------------------------------------
# Family: mini-swe-agent (text protocol, chat completions, no tools)
# --------------------------------------------------------------------------------------
MINI_SYS = ("You are an assistant that works on a computer through a shell.\n\nEvery reply must contain a THOUGHT section with your reasoning, followed by "
            "exactly one bash code block holding exactly one command (you may chain with && or ||). Replies with zero or several blocks are rejected. "
            "Each command runs in a fresh subshell, so directory changes do not persist.")
def mini_instance(task):
    return ("<pr_description>\nPlease solve this task:\n%s\n</pr_description>\n\n<instructions>\n# Task\nMake the changes in the current directory so the task is done. "
            "Work step by step: explore, reproduce, edit, verify. Do not modify tests unless asked.\n\n## Formatting\nTHOUGHT: <why>\n\n```bash\n<one command>\n```\n\n"
            "## Finishing\nWhen you are done, run `echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT && git add -A && git diff --cached` and nothing else.\n</instructions>") % task

def mini_obs(output, rc):
    if len(output) > 10000:
        return ("<returncode>%d</returncode>\n<warning>\nThe output was too long; use head, tail or grep to narrow it.\n</warning>\n<output_head>\n%s\n</output_head>\n<elided_chars>\n%d characters elided\n</elided_chars>\n<output_tail>\n%s\n</output_tail>" %
                (rc, output[:5000], len(output) - 10000, output[-5000:]))
    return "<returncode>%d</returncode>\n<output>\n%s\n</output>" % (rc, output)

def gen_mini(n_target):
    fam = "mini_swe_agent"; ep = "/v1/chat/completions"
    plan = (["first_task_long"] * 10 + ["observation_turn"] * 11 + ["first_task_single"] * 12 + ["first_code_single"] * 9 + ["format_error_retry"] * 3 + ["big_observation"] * 3 + ["huge_paste_single"] * 3)
    plan = schedule(plan, n_target)
    for shape in plan:
        repo = pick(REPOS); h = hdr_litellm()
        model = pick(["claude-sonnet-4-5-20250929", "gpt-5-mini", "gemini/gemini-2.5-pro", "openrouter/qwen/qwen3-coder"])
        base = {"model": model, "temperature": 0.0, "drop_params": True} if R.random() < 0.3 else {"model": model}
        if shape == "first_task_long":
            ask = pick([POOL_LONG.next()[1], POOL_ISSUE.next()])
            msgs = [{"role": "system", "content": MINI_SYS}, {"role": "user", "content": mini_instance(ask)}]
            rec(fam, shape, ep, h, dict(base, messages=msgs), "long_horizon", "First turn, repo task (%s)" % short(ask), ask)
        elif shape == "first_task_single":
            ask = POOL_SQ.next()[1]
            msgs = [{"role": "system", "content": MINI_SYS}, {"role": "user", "content": mini_instance(ask)}]
            rec(fam, shape, ep, h, dict(base, messages=msgs), "single_step", "First turn whose task is a self-contained question (%s)" % short(ask), ask)
        elif shape == "first_code_single":
            ask, sl, code = code_ask()
            msgs = [{"role": "system", "content": MINI_SYS}, {"role": "user", "content": mini_instance(ask + "\n\n" + fenced(sl, code))}]
            rec(fam, shape, ep, h, dict(base, messages=msgs), "single_step", "First turn, task on a supplied snippet (%s)" % short(ask), ask)
        elif shape == "huge_paste_single":
            ask, lang, text, fn = huge_ask(R.randint(40000, 90000))
            msgs = [{"role": "system", "content": MINI_SYS}, {"role": "user", "content": mini_instance(ask + "\n\n```%s\n%s\n```" % (FENCE.get(lang, lang), text))}]
            rec(fam, shape, ep, h, dict(base, messages=msgs), "single_step", "First turn, huge paste with a one-function ask (%s)" % short(ask), ask)
        elif shape in ("observation_turn", "big_observation", "format_error_retry"):
            ask = pick([POOL_LONG.next()[1], POOL_ISSUE.next()])
            steps = make_steps(repo, R.randint(1, 9), big=R.randint(40000, 90000) if shape == "big_observation" else 0)
            msgs = [{"role": "system", "content": MINI_SYS}, {"role": "user", "content": mini_instance(ask)}]
            for s in steps:
                msgs.append({"role": "assistant", "content": "THOUGHT: %s\n\n```bash\n%s\n```" % (s["thought"], shell_cmd(s))})
                rc = 1 if ("exit code 1" in s["output"] or "FAIL" in s["output"]) else 0
                msgs.append({"role": "user", "content": mini_obs(s["output"], rc)})
            if shape == "format_error_retry":
                msgs.append({"role": "assistant", "content": "THOUGHT: I'll look at two files at once.\n\n```bash\ncat a.py\n```\n\n```bash\ncat b.py\n```"})
                msgs.append({"role": "user", "content": "Your reply had 2 bash blocks; exactly one is required. Reply again with a THOUGHT and a single bash block."})
            rec(fam, shape, ep, h, dict(base, messages=msgs), "long_horizon", "Turn after %d shell observations for '%s'" % (len(steps), short(ask, 60)), ask)

# --------------------------------------------------------------------------------------
# Family: smolagents CodeAgent / ReAct (chat and legacy completions)
# --------------------------------------------------------------------------------------
SMOL_SYS = ("You solve tasks by writing Python. Work in a loop of 'Thought:', then 'Code:' with a ```py block ending in <end_code>, then an 'Observation:' "
            "that will be shown to you. Print what you need to see. Finish by calling final_answer(...).\n\nYou can call these Python functions:\n"
            "- web_search(query: str) -> str: returns the top search results as text.\n- visit_webpage(url: str) -> str: returns a page as markdown.\n"
            "- read_file(path: str) -> str and run_shell(cmd: str) -> str: access the project checkout.\n- final_answer(answer: any) -> any: ends the task.\n\n"
            "Rules: always give a Thought and a Code block; use only variables you defined; do not re-run the same call with the same arguments; state persists between steps.\n"
            "Authorized imports: ['collections', 'datetime', 'itertools', 'math', 're', 'json', 'os', 'subprocess', 'pathlib']")
REACT_HDR = ("Work on the request below. Tools you may call:\n\n"
             "shell: run a shell command in the project and return its output. Input: the command.\n"
             "read_file: return a file's contents. Input: a path.\nwrite_file: replace a file. Input: JSON with path and content.\n"
             "search: web search. Input: a query.\n\nUse this layout:\n\nQuestion: the request\nThought: what to do next\nAction: one of [shell, read_file, write_file, search]\n"
             "Action Input: the input\nObservation: the result\n(repeat Thought/Action/Action Input/Observation as needed)\nThought: I can answer now\nFinal Answer: the answer\n\nStart.\n\n")

def react_action(s):
    k, a = s["kind"], s["args"]
    if k == "read": return "read_file", a["path"]
    if k == "edit": return "write_file", json.dumps({"path": a["path"], "content": "<updated file with %s>" % a["new"]})
    return "shell", shell_cmd(s).split("\n")[0]

def gen_smol(n_target):
    fam = "smolagents"
    plan = (["code_first_long"] * 5 + ["code_first_single"] * 10 + ["code_observation"] * 7 + ["code_planning_long"] * 2 +
            ["react_completion_first_long"] * 5 + ["react_completion_first_single"] * 8 + ["react_completion_observation"] * 5 +
            ["react_chat_observation"] * 4 + ["react_chat_first_single"] * 3 + ["code_snippet_single"] * 4 + ["final_answer_from_memory"] * 2 + ["code_big_observation"] * 2 + ["code_huge_paste_single"] * 2)
    plan = schedule(plan, n_target)
    for shape in plan:
        repo = pick(REPOS)
        if shape.startswith("code"):
            ep = "/v1/chat/completions"; h = hdr_oa_js("OpenAI/Python 1.107.0") if False else hdr_litellm("OpenAI/Python %s" % pick(["1.99.9", "1.107.0"]))
            model = pick(["Qwen/Qwen2.5-Coder-32B-Instruct", "gpt-4.1", "meta-llama/Llama-3.3-70B-Instruct", "claude-sonnet-4-5"])
            sysm = {"role": "system", "content": [{"type": "text", "text": SMOL_SYS}]}
            if shape == "code_first_long":
                ask = POOL_LONG.next()[1]
                msgs = [sysm, {"role": "user", "content": [{"type": "text", "text": "New task:\n" + ask}]}]
                rec(fam, shape, ep, h, {"model": model, "messages": msgs, "stop": ["<end_code>", "Observation:", "Calling tools:"], "max_tokens": 4096}, "long_horizon", "CodeAgent first step, repo task (%s)" % short(ask), ask)
            elif shape == "code_first_single":
                ask = POOL_SQ.next()[1]
                msgs = [sysm, {"role": "user", "content": [{"type": "text", "text": "New task:\n" + ask}]}]
                rec(fam, shape, ep, h, {"model": model, "messages": msgs, "stop": ["<end_code>", "Observation:", "Calling tools:"], "max_tokens": 4096}, "single_step", "CodeAgent first step, self-contained question (%s)" % short(ask), ask)
            elif shape == "code_snippet_single":
                ask, sl, code = code_ask()
                msgs = [sysm, {"role": "user", "content": [{"type": "text", "text": "New task:\n" + ask + "\n\n" + fenced(sl, code)}]}]
                rec(fam, shape, ep, h, {"model": model, "messages": msgs, "stop": ["<end_code>", "Observation:"]}, "single_step", "CodeAgent first step, snippet task (%s)" % short(ask), ask)
            elif shape == "code_planning_long":
                ask = POOL_LONG.next()[1]
                msgs = [{"role": "user", "content": [{"type": "text", "text": "You are a planner. Here is a task:\n```\n%s\n```\nFirst list the facts given, the facts to look up and the facts to derive; then write a numbered high-level plan using the tools read_file and run_shell. End the plan with <end_plan>." % ask}]}]
                rec(fam, shape, ep, h, {"model": model, "messages": msgs, "stop": ["<end_plan>"]}, "long_horizon", "Initial planning step for a repo task (%s)" % short(ask), ask)
            elif shape == "code_huge_paste_single":
                ask, lang, text, fn = huge_ask(R.randint(40000, 100000))
                msgs = [sysm, {"role": "user", "content": [{"type": "text", "text": "New task:\n%s\n\n```%s\n%s\n```" % (ask, FENCE.get(lang, lang), text)}]}]
                rec(fam, shape, ep, h, {"model": model, "messages": msgs, "stop": ["<end_code>", "Observation:"]}, "single_step", "CodeAgent first step, huge paste with a one-function ask (%s)" % short(ask), ask)
            elif shape == "final_answer_from_memory":
                ask = POOL_LONG.next()[1]
                steps = make_steps(repo, R.randint(3, 6))
                txt = "\n".join("Step %d: ran %s -> %s" % (i + 1, shell_cmd(s), s["output"][:400]) for i, s in enumerate(steps))
                msgs = [{"role": "system", "content": [{"type": "text", "text": "An agent tried a task and ran out of steps. Write the best final answer you can from its memory below. Answer only."}]},
                        {"role": "user", "content": [{"type": "text", "text": "Task: %s\n\nMemory:\n%s\n\nUsing what the agent found, answer the task now." % (ask, txt)}]}]
                # The ask is to write an answer from a history that holds tool results: not a summary/title/compaction call -> long under rule 1.
                rec(fam, shape, ep, h, {"model": model, "messages": msgs}, "long_horizon", "Final-answer call over a memory with tool observations (not a summary/compaction ask)", ask)
            else:
                ask = POOL_LONG.next()[1]
                steps = make_steps(repo, R.randint(1, 7), big=R.randint(40000, 90000) if shape == "code_big_observation" else 0)
                msgs = [sysm, {"role": "user", "content": [{"type": "text", "text": "New task:\n" + ask}]}]
                for i, s in enumerate(steps):
                    msgs.append({"role": "assistant", "content": [{"type": "text", "text": "Thought: %s\nCode:\n```py\nout = run_shell(%r)\nprint(out)\n```<end_code>" % (s["thought"], shell_cmd(s))}]})
                    msgs.append({"role": "user", "content": [{"type": "text", "text": "Observation:\nExecution logs:\n%s\nLast output from code snippet:\nNone" % s["output"]}]})
                rec(fam, shape, ep, h, {"model": model, "messages": msgs, "stop": ["<end_code>", "Observation:", "Calling tools:"]}, "long_horizon", "CodeAgent step after %d observations" % len(steps), ask)
        elif shape.startswith("react_completion"):
            ep = "/v1/completions"; ver = pick(["0.28.1", "1.30.1", "1.55.3"]); h = hdr_litellm("OpenAI/Python %s" % ver)
            if ver == "0.28.1":
                h = {k: v for k, v in h.items() if not k.startswith("x-stainless")}
            model = pick(["gpt-3.5-turbo-instruct", "deepseek-coder-6.7b-base", "codellama-34b", "Qwen2.5-Coder-7B"])
            if shape == "react_completion_first_long":
                ask = POOL_LONG.next()[1]; prompt = REACT_HDR + "Question: %s\nThought:" % ask; lab = "long_horizon"; t = "ReAct completion prompt, first step of a repo task (%s)" % short(ask)
            elif shape == "react_completion_first_single":
                ask = POOL_SQ.next()[1]; prompt = REACT_HDR + "Question: %s\nThought:" % ask; lab = "single_step"; t = "ReAct completion prompt, self-contained question (%s)" % short(ask)
            else:
                ask = POOL_LONG.next()[1]; steps = make_steps(repo, R.randint(1, 6))
                tr = "".join("Thought: %s\nAction: %s\nAction Input: %s\nObservation: %s\n" % ((s["thought"],) + react_action(s) + (s["output"],)) for s in steps)
                prompt = REACT_HDR + "Question: %s\n%sThought:" % (ask, tr); lab = "long_horizon"; t = "ReAct completion transcript with %d observations, asking for the next step" % len(steps)
            rec(fam, shape, ep, h, {"model": model, "prompt": prompt, "max_tokens": 512, "temperature": 0, "stop": ["\nObservation:", "\n\tObservation:"]}, lab, t, ask)
        else:
            ep = "/v1/chat/completions"; h = hdr_litellm("langchain/0.3 OpenAI/Python 1.55.3")
            model = pick(["gpt-4o-mini", "llama3.1:70b", "mistral-large-latest"])
            if shape == "react_chat_first_single":
                ask = POOL_SQ.next()[1]
                msgs = [{"role": "user", "content": REACT_HDR + "Question: %s\nThought:" % ask}]
                rec(fam, shape, ep, h, {"model": model, "messages": msgs, "stop": ["\nObservation:"], "temperature": 0}, "single_step", "ReAct chat prompt, self-contained question (%s)" % short(ask), ask)
            else:
                ask = POOL_LONG.next()[1]; steps = make_steps(repo, R.randint(1, 5))
                msgs = [{"role": "system", "content": REACT_HDR.replace("\n\nStart.\n\n", "")}, {"role": "user", "content": "Question: " + ask}]
                for s in steps:
                    msgs.append({"role": "assistant", "content": "Thought: %s\nAction: %s\nAction Input: %s" % ((s["thought"],) + react_action(s))})
                    msgs.append({"role": "user", "content": "Observation: " + s["output"]})
                rec(fam, shape, ep, h, {"model": model, "messages": msgs, "stop": ["\nObservation:"], "temperature": 0}, "long_horizon", "ReAct chat loop after %d observations" % len(steps), ask)

# --------------------------------------------------------------------------------------
# Family: Cline (legacy XML tools inside the system prompt, no tools array)
# --------------------------------------------------------------------------------------
def cline_system(repo, cwd):
    tools = [("execute_command", "Run a CLI command on the user's machine. Parameters: command (required), requires_approval (required: true for risky commands)."),
             ("read_file", "Read a file. Parameters: path (required, relative to %s)." % cwd),
             ("write_to_file", "Write a whole file. Parameters: path, content."),
             ("replace_in_file", "Targeted edits with SEARCH/REPLACE blocks. Parameters: path, diff."),
             ("search_files", "Regex search in a directory. Parameters: path, regex, file_pattern (optional)."),
             ("list_files", "List a directory. Parameters: path, recursive (optional)."),
             ("list_code_definition_names", "List top-level definitions in a directory. Parameters: path."),
             ("browser_action", "Control a Puppeteer browser. Parameters: action, url, coordinate, text."),
             ("ask_followup_question", "Ask the user a clarifying question. Parameters: question, options."),
             ("attempt_completion", "Present the result once the task is done. Parameters: result, command (optional)."),
             ("plan_mode_respond", "Reply in plan mode. Parameters: response.")]
    parts = ["You are an experienced engineer working inside the user's editor. You act with tools, one per message, and wait for the result before continuing.",
             "====\n\nTOOL USE\n\nTools are invoked with XML-style tags: the tool name as the outer tag and each parameter as an inner tag, e.g.\n<read_file>\n<path>src/app.ts</path>\n</read_file>\n\n# Tools"]
    for n, d in tools:
        parts.append("## %s\nDescription: %s\nUsage:\n<%s>\n...\n</%s>" % (n, d, n, n))
    parts.append("====\n\nRULES\n\n" + guidelines(["tools", "style", "safety"], "caps"))
    parts.append("====\n\nSYSTEM INFORMATION\n\nOperating System: Linux 6.8\nDefault Shell: /bin/bash\nHome Directory: /home/dev\nCurrent Working Directory: %s" % cwd)
    parts.append(pad_instructions(R.randint(15000, 30000)))
    return "\n\n".join(parts)

def cline_env(repo, cwd):
    return ("<environment_details>\n# VSCode Visible Files\n%s\n\n# VSCode Open Tabs\n%s\n\n# Current Time\n11/30/2026, 4:12:09 PM (UTC)\n\n# Current Working Directory (%s) Files\n%s\n\n# Current Mode\n%s\n</environment_details>" %
            (pick(repo["files"]), ", ".join(R.sample(repo["files"], 3)), cwd, out_ls(repo), pick(["ACT MODE", "ACT MODE", "PLAN MODE"])))

def gen_cline(n_target):
    fam = "cline_legacy"; ep = "/v1/chat/completions"
    plan = (["task_long"] * 12 + ["task_single_q"] * 12 + ["task_single_code"] * 7 + ["tool_result_turn"] * 10 + ["feedback_continue"] * 4 + ["huge_paste_single"] * 3 + ["big_tool_result"] * 3 + ["condense_side"] * 3)
    plan = schedule(plan, n_target)
    tagmap = {"list": ("list_files", "<path>.</path>\n<recursive>true</recursive>"), "grep": ("search_files", "<path>.</path>\n<regex>%s</regex>"),
              "read": ("read_file", "<path>%s</path>"), "edit": ("replace_in_file", "<path>%s</path>\n<diff>\n------- SEARCH\n%s\n=======\n%s\n+++++++ REPLACE\n</diff>")}
    for shape in plan:
        repo = pick(REPOS); cwd = "/home/dev/%s" % repo["name"]
        h = hdr_oa_js("Cline/%s" % pick(["3.17.2", "3.20.1", "3.26.6"]), {"http-referer": "https://cline.bot", "x-title": "Cline"})
        model = pick(["anthropic/claude-sonnet-4.5", "deepseek/deepseek-chat", "google/gemini-2.5-pro", "qwen/qwen3-coder"])
        sysm = {"role": "system", "content": cline_system(repo, cwd)}
        def first(text):
            return {"role": "user", "content": [{"type": "text", "text": "<task>\n%s\n</task>" % text}, {"type": "text", "text": cline_env(repo, cwd)}]}
        if shape == "task_long":
            ask = POOL_LONG.next()[1]
            rec(fam, shape, ep, h, {"model": model, "messages": [sysm, first(ask)], "temperature": 0, "stream": True, "stream_options": {"include_usage": True}}, "long_horizon", "Task tag with a repo task (%s)" % short(ask), ask)
        elif shape == "task_single_q":
            ask = POOL_SQ.next()[1]
            rec(fam, shape, ep, h, {"model": model, "messages": [sysm, first(ask)], "temperature": 0, "stream": True}, "single_step", "Task tag with a self-contained question (%s)" % short(ask), ask)
        elif shape == "task_single_code":
            ask, sl, code = code_ask()
            rec(fam, shape, ep, h, {"model": model, "messages": [sysm, first(ask + "\n\n" + fenced(sl, code))], "temperature": 0, "stream": True}, "single_step", "Task on a supplied snippet (%s)" % short(ask), ask)
        elif shape == "huge_paste_single":
            ask, lang, text, fn = huge_ask(R.randint(30000, 80000))
            rec(fam, shape, ep, h, {"model": model, "messages": [sysm, first("```%s\n%s\n```\n%s" % (FENCE.get(lang, lang), text, ask))], "temperature": 0, "stream": True}, "single_step", "Huge paste, one-function ask (%s)" % short(ask), ask)
        elif shape in ("tool_result_turn", "feedback_continue", "big_tool_result", "condense_side"):
            ask = POOL_LONG.next()[1]
            steps = make_steps(repo, R.randint(1, 8) if shape != "condense_side" else R.randint(5, 10), big=R.randint(40000, 90000) if shape == "big_tool_result" else 0)
            msgs = [sysm, first(ask)]
            for s in steps:
                if s["kind"] in tagmap:
                    tag, tpl = tagmap[s["kind"]]
                    if s["kind"] == "grep": inner = tpl % s["args"]["pattern"]
                    elif s["kind"] == "read": inner = tpl % s["args"]["path"]
                    elif s["kind"] == "edit": inner = tpl % (s["args"]["path"], s["args"]["old"], s["args"]["new"])
                    else: inner = tpl
                else:
                    tag, inner = "execute_command", "<command>%s</command>\n<requires_approval>false</requires_approval>" % s["args"]["command"]
                label = {"read_file": "[read_file for '%s'] Result:" % s["args"].get("path", ""), "execute_command": "[execute_command for '%s'] Result:" % s["args"].get("command", "")}.get(tag, "[%s] Result:" % tag)
                msgs.append({"role": "assistant", "content": "<thinking>%s</thinking>\n\n<%s>\n%s\n</%s>" % (s["thought"], tag, inner, tag)})
                msgs.append({"role": "user", "content": [{"type": "text", "text": label}, {"type": "text", "text": s["output"]}, {"type": "text", "text": cline_env(repo, cwd)}]})
            if shape == "feedback_continue":
                c = POOL_CONT.next()
                msgs.append({"role": "assistant", "content": "<attempt_completion>\n<result>\nUpdated the expiry logic.\n</result>\n</attempt_completion>"})
                msgs.append({"role": "user", "content": [{"type": "text", "text": "[attempt_completion] Result:"}, {"type": "text", "text": "Feedback from the user on your result:\n<feedback>\n%s\n</feedback>" % c}, {"type": "text", "text": cline_env(repo, cwd)}]})
                rec(fam, shape, ep, h, {"model": model, "messages": msgs, "temperature": 0, "stream": True}, "long_horizon", "User feedback '%s' after attempt_completion in a tool loop" % c, c)
            elif shape == "condense_side":
                msgs.append({"role": "user", "content": "Condense everything above into a hand-over note for a fresh context: what was asked, key concepts, files and code touched, problems solved, open items, where work stopped, and what to do next. Only the note."})
                msgs[0] = {"role": "system", "content": "You summarize long coding conversations."}
                rec(fam, shape, ep, h, {"model": model, "messages": msgs, "temperature": 0, "stream": True}, "single_step", "Condense/summarize call over a tool-result history")
            else:
                rec(fam, shape, ep, h, {"model": model, "messages": msgs, "temperature": 0, "stream": True, "stream_options": {"include_usage": True}}, "long_horizon", "Turn after %d '[tool] Result:' user messages" % len(steps), ask)

# --------------------------------------------------------------------------------------
def main():
    gen_claude(80)
    gen_codex(80)
    gen_aider(72)
    gen_generic("cn", "continue_cli", 62)
    gen_generic("opencode", "opencode", 66)
    gen_generic("goose", "goose", 62)
    gen_generic("qwen", "qwen_code", 60)
    gen_generic("gemini", "gemini_cli", 56)
    gen_generic("crush", "crush", 62)
    gen_generic("openhands", "openhands", 66)
    gen_generic("swe_agent", "swe_agent", 54)
    gen_mini(64)
    gen_smol(70)
    gen_cline(64)
    with open(OUT, "w", encoding="utf-8") as f:
        for r in RECORDS:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    c = collections.Counter((r["family"], r["label"]) for r in RECORDS)
    fams = sorted(set(r["family"] for r in RECORDS))
    print("total", len(RECORDS))
    for fa in fams:
        print("%-16s single=%3d long=%3d" % (fa, c[(fa, "single_step")], c[(fa, "long_horizon")]))
    lab = collections.Counter(r["label"] for r in RECORDS)
    print("labels", dict(lab))
    print("distinct ask strings used (function names filled in)", len(ASKS_USED))

if __name__ == "__main__":
    main()
