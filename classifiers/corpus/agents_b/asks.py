"""Own ask pool: (text, label, kind, lang). Built deterministically (no randomness) at import time."""
from __future__ import annotations

import itertools

S, L = "single_step", "long_horizon"

# ------------------------------------------------------------------ pasted material for single-step asks
SNIPS = {
    "py_dedupe": '''def dedupe(xs):
    out = []
    for x in xs:
        if x not in out:
            out.append(x)
    return out''',
    "py_parse": '''def parse_kv(line):
    k, v = line.split("=")
    return k.strip(), int(v)''',
    "py_retry": '''def fetch(url, tries=3):
    for i in range(tries):
        try:
            return requests.get(url, timeout=5).json()
        except Exception:
            time.sleep(i)
    return None''',
    "js_debounce": '''function debounce(fn, ms) {
  let t;
  return (...args) => {
    clearTimeout(t);
    t = setTimeout(() => fn(...args), ms);
  };
}''',
    "go_sum": '''func Sum(xs []int) int {
	total := 0
	for i := 0; i <= len(xs); i++ {
		total += xs[i]
	}
	return total
}''',
    "rs_first": '''fn first_word(s: &String) -> &str {
    let bytes = s.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        if b == b' ' { return &s[..i]; }
    }
    &s[..]
}''',
    "sql_q": '''SELECT c.name, COUNT(o.id)
FROM customers c LEFT JOIN orders o ON o.customer_id = c.id
WHERE o.created_at > now() - interval '30 days'
GROUP BY c.name;''',
    "bash_loop": '''for f in $(ls *.log); do
  gzip $f
done''',
    "ts_type": '''type Result<T> = { ok: true; value: T } | { ok: false; error: string };
function unwrap<T>(r: Result<T>): T {
  if (r.ok) return r.value;
  throw new Error(r.error);
}''',
    "py_class": '''class Counter:
    def __init__(self):
        self.n = 0
    def inc(self, by=1):
        self.n = self.n + by
        return self.n''',
    "java_eq": '''public boolean same(String a, String b) {
    return a == b;
}''',
    "py_walrus": '''while (chunk := f.read(4096)):
    h.update(chunk)''',
}
ERRORS = [
    "TypeError: 'NoneType' object is not subscriptable",
    "ModuleNotFoundError: No module named 'yaml'",
    "error[E0502]: cannot borrow `v` as mutable because it is also borrowed as immutable",
    "fatal: refusing to merge unrelated histories",
    "UnhandledPromiseRejectionWarning: TypeError: Cannot read properties of undefined (reading 'map')",
    "panic: assignment to entry in nil map",
    "ERROR 1452 (23000): Cannot add or update a child row: a foreign key constraint fails",
    "java.lang.NullPointerException: Cannot invoke \"String.length()\" because \"s\" is null",
    "SyntaxError: 'await' outside async function",
    "psycopg2.errors.UniqueViolation: duplicate key value violates unique constraint \"users_email_key\"",
    "error: failed to push some refs to 'origin' (non-fast-forward)",
    "CORS policy: No 'Access-Control-Allow-Origin' header is present on the requested resource",
    "RuntimeWarning: coroutine 'main' was never awaited",
    "Segmentation fault (core dumped)",
    "ValueError: too many values to unpack (expected 2)",
    "TS2339: Property 'id' does not exist on type 'never'.",
    "docker: Error response from daemon: port is already allocated.",
    "OSError: [Errno 24] Too many open files",
]
SCHEMAS = [
    ("users(id, email, created_at), orders(id, user_id, total_cents, created_at)",
     ["total revenue per user for 2024", "users who never placed an order", "the 10 biggest orders with the user's email",
      "monthly order counts"]),
    ("employees(id, name, manager_id, dept, salary)",
     ["each employee with their manager's name", "the highest-paid person per dept", "average salary by dept above 80k",
      "employees earning more than their manager"]),
    ("events(id, session_id, kind, ts)", ["sessions longer than 30 minutes", "daily active sessions", "the first event of each session",
                                         "the share of sessions that contain a 'purchase' event"]),
    ("products(sku, name, price), stock(sku, warehouse, qty)", ["products out of stock everywhere", "total stock value per warehouse",
                                                             "SKUs present in more than 2 warehouses", "the cheapest product in each warehouse"]),
    ("posts(id, author_id, title, published_at), comments(id, post_id, body)", ["posts with no comments", "the 5 most commented posts",
                                                                                 "authors ranked by comment count", "comments per post per week"]),
]
REGEX_THINGS = [
    "ISO dates like 2024-03-09", "US phone numbers with optional area code", "semver strings like 1.4.0-rc.1",
    "IPv4 addresses", "hex colors (#fff or #a1b2c3)", "email addresses (good enough, not RFC perfect)",
    "UUID v4", "a line that starts with TODO or FIXME", "trailing whitespace", "snake_case identifiers",
    "URLs starting with https", "time in HH:MM 24h format", "a quoted string with escaped quotes inside",
    "duplicate consecutive words", "Markdown links [text](url)", "a git commit sha (7-40 hex chars)",
    "postal codes in Canada", "numbers with thousands separators", "JIRA keys like ABC-123", "log lines at ERROR level",
    "Python import lines", "a Docker image tag", "credit-card-looking 16 digit groups", "C-style block comments",
]
GIT_SHELL = [
    "what does `git rebase --onto` do?", "how do I undo the last commit but keep the changes?",
    "difference between `git reset --soft` and `--mixed`?", "how do I squash my last 3 commits?",
    "what's the difference between git merge and git rebase, in two sentences",
    "how do i delete a remote branch", "how can I see which commit introduced a line? blame or log -S?",
    "what does `set -euo pipefail` do", "how do I find files bigger than 100MB with find",
    "explain `xargs -0`", "how do I tail a file and grep it at the same time",
    "what does `git cherry-pick -x` add?", "how do I list open ports on linux", "what is `nohup` for",
    "how to rename a git branch locally and remotely", "what does `docker compose down -v` remove?",
    "what's `npm ci` vs `npm install`", "what does the `--frozen-lockfile` flag do in pnpm",
    "how do I make pip install from a requirements file but skip deps", "what does `chmod 644` mean",
    "what's the difference between `python -m venv` and virtualenv", "how do I stash only one file",
    "what does `git bisect` do and when would I use it", "how to print the 3rd column with awk",
    "what is a detached HEAD", "how to see the diff of a stash", "what does `ulimit -n` control",
    "how to kill whatever process listens on port 8080", "what does `kubectl rollout undo` do",
    "what's `cargo clippy`", "what's the difference between `go build` and `go install`",
    "explain `jq '.items[] | select(.ok)'`", "how do I revert a merge commit",
    "what does `git worktree add` do", "how do I sign commits with ssh keys",
    "explain the `-w` flag in grep", "what's the difference between `tsc --noEmit` and `tsc`",
    "what does `PYTHONDONTWRITEBYTECODE` do", "what does HTTP 409 mean", "what is the 'N+1 query' problem",
    "when should I use a set instead of a list in python", "is `dict` ordered in python 3.7+?",
    "what does `Object.freeze` do to nested objects", "what's a goroutine leak", "what does `Arc<Mutex<T>>` give me",
    "explain CAP theorem in 3 bullet points", "what does `EXPLAIN ANALYZE` show in postgres",
]
FUNC_EDITS = [
    "add type hints to this", "make this handle an empty list", "rewrite this without the loop",
    "rename `xs` to `values` in this function", "add a docstring to this", "write pytest tests for this function",
    "refactor this whole function thoroughly, make it idiomatic, robust and production-grade",
    "is there a bug here?", "make this faster", "convert this to async", "add logging to this", "simplify this",
    "explain what this does line by line", "translate this to TypeScript", "translate this to Go",
    "comprehensively and exhaustively review this function for every possible edge case",
]
DIFF_SMALL = '''diff --git a/app/cache.py b/app/cache.py
@@ -41,7 +41,9 @@ class Cache:
     def get(self, key):
         entry = self._data.get(key)
-        if entry and time.time() - entry[1] > self.ttl:
-            return entry[0]
+        if entry is None:
+            return None
+        if time.time() - entry[1] > self.ttl:
+            del self._data[key]
+            return None
         return entry[0]'''
DIFF_SMALL2 = '''--- a/src/api/routes.ts
+++ b/src/api/routes.ts
@@ -12,6 +12,10 @@ router.get('/health', (_req, res) => {
   res.json({ ok: true });
 });
+router.get('/version', (_req, res) => {
+  res.json({ version: pkg.version });
+});
+'''

# ------------------------------------------------------------------ long-horizon material
SYMPTOMS = [
    "the cache never expires", "login sometimes returns 500", "the CSV export drops the last row",
    "memory keeps growing in the worker", "the scheduler runs jobs twice", "dark mode resets after reload",
    "uploads over 10MB hang", "the search endpoint ignores the page param", "timestamps are off by one hour",
    "the CLI crashes when HOME is unset", "webhooks are sent twice on retry", "the invoice total is wrong with discounts",
    "the websocket disconnects every 60s", "tests pass locally but fail in CI", "the app is slow on the dashboard page",
    "the migration fails on a fresh database", "unicode filenames break the importer", "the rate limiter lets bursts through",
    "refresh tokens are never rotated", "the docker image is 2GB", "pagination returns duplicates", "the build is flaky on arm64",
    "the config file is ignored when passed with --config", "emails go out with the wrong locale",
]
FEATURES = [
    "add OAuth login with GitHub", "add a `--dry-run` flag to every CLI command", "add rate limiting to the public API",
    "support YAML config in addition to TOML", "add pagination to all list endpoints", "add an audit log for admin actions",
    "add i18n with French and German", "add a dark mode toggle that persists", "add CSV and JSON export to the reports page",
    "add retries with backoff to all outbound HTTP calls", "add OpenTelemetry tracing across the services",
    "add soft delete to users and everything that references them", "add a plugin system for exporters",
    "add a health check endpoint and wire it into the helm chart", "add full-text search over notes",
    "add multi-tenant support to the data layer", "add a caching layer in front of the pricing service",
    "add webhooks for order status changes", "add a settings page with email preferences", "add 2FA via TOTP",
]
MIGRATIONS = [
    "migrate the codebase from Python 3.8 to 3.12", "move us from unittest to pytest", "migrate from Flask to FastAPI",
    "convert the project from JavaScript to TypeScript", "replace moment.js with date-fns everywhere",
    "upgrade React from 16 to 18 and fix whatever breaks", "migrate from SQLAlchemy 1.4 to 2.0 style",
    "switch the build from webpack to vite", "move config from env vars to a settings module", "replace requests with httpx across the repo",
    "upgrade to pydantic v2", "port the bash deploy scripts to a Makefile", "migrate CI from Travis to GitHub Actions",
]
PROJECTS_BIG = [
    "a REST API with auth, tests and a Dockerfile", "a CLI todo app in Rust with sqlite storage",
    "a Slack bot that posts daily standup reminders", "a static blog generator in Go", "a URL shortener with analytics",
    "a Chrome extension that blocks distracting sites", "a small kanban board with React and a Node backend",
    "a web scraper that tracks prices and emails me on drops", "a markdown note app with tags and search",
    "a Discord bot for dice rolls with slash commands", "a personal finance tracker that imports bank CSVs",
    "a multiplayer tic-tac-toe over websockets", "a tiny key-value store with a TCP protocol and persistence",
]
FILES_ASKED = ["hello.py", "src/main.rs", "Makefile", "scripts/deploy.sh", "app/models.py", "the worker module",
               "utils/helpers.ts", "docker-compose.yml", "the auth middleware", "cmd/server/main.go", "setup.py",
               "the tests folder", "config/settings.py", "lib/parser.js", "this repo"]
CMDS = ["make test", "pytest", "npm test", "cargo test", "go test ./...", "tox", "the linter", "the e2e suite",
        "./scripts/check.sh", "mypy"]
ISSUE_TITLES = [
    ("`to_iso8601` loses the timezone for aware datetimes", "to_iso8601(datetime(2024,1,1,tzinfo=timezone.utc))", "'2024-01-01T00:00:00'", "'2024-01-01T00:00:00+00:00'"),
    ("merge_settings overwrites nested dicts instead of merging", "merge_settings({'a': {'x': 1}}, {'a': {'y': 2}})", "{'a': {'y': 2}}", "{'a': {'x': 1, 'y': 2}}"),
    ("slugify keeps trailing dashes", "slugify('Hello, World!')", "'hello-world-'", "'hello-world'"),
    ("paginate returns an empty last page", "list(paginate(range(10), size=5))", "[[0..4],[5..9],[]]", "[[0..4],[5..9]]"),
    ("chunk_records drops the remainder", "chunk_records([1,2,3,4,5], 2)", "[[1,2],[3,4]]", "[[1,2],[3,4],[5]]"),
    ("apply_discount allows negative totals", "apply_discount(total=5, pct=150)", "-2.5", "0 (clamped) or ValueError"),
    ("read_manifest crashes on BOM-prefixed files", "read_manifest('manifest.json')  # saved by Notepad", "JSONDecodeError", "parsed manifest"),
    ("format_money rounds half-even instead of half-up", "format_money(2.675, 'USD')", "'$2.67'", "'$2.68'"),
    ("validate_email rejects plus addressing", "validate_email('a+b@example.com')", "False", "True"),
    ("dedupe_events is O(n^2) and times out on big batches", "dedupe_events(events)  # 200k events", "takes ~4 minutes", "a few hundred ms"),
    ("RetryPolicy ignores Retry-After header", "client.get(url) on a 429 with Retry-After: 30", "retries after 1s", "waits 30s"),
    ("resolve_alias loops forever on cycles", "resolve_alias('a') with a->b, b->a", "hangs", "raises AliasCycleError"),
]

POLITE_PRE = ["", "", "", "please ", "hey, ", "can you ", "could you please ", "quick one: ", "hi! ", "pls "]
POLITE_POST = ["", "", "", " thanks", " thx!", " ty", ", thanks a lot.", " asap please"]


def _typo(s: str, k: int) -> str:
    """Deterministic small typo: swap two adjacent letters at a position picked from k."""
    letters = [i for i, c in enumerate(s[:-1]) if c.isalpha() and s[i + 1].isalpha()]
    if not letters:
        return s
    i = letters[(k * 7) % len(letters)]
    return s[:i] + s[i + 1] + s[i] + s[i + 2:]


def _english() -> list[tuple[str, str, str]]:
    out: list[tuple[str, str, str]] = []
    # ---------- single
    for i, thing in enumerate(REGEX_THINGS):
        for j, tpl in enumerate(["write a regex for {t}", "regex that matches {t}?", "I need a regular expression for {t}, JS flavour",
                                 "give me a python re pattern for {t} and one example", "what's a good regex for {t}"]):
            out.append((tpl.format(t=thing), S, "regex"))
    for schema, qs in SCHEMAS:
        for q in qs:
            for tpl in ["Given the tables {s}, write SQL for {q}.", "postgres query: {q}. schema: {s}",
                        "Schema:\n```\n{s}\n```\nI need {q}. Just the query please."]:
                out.append((tpl.format(s=schema, q=q), S, "sql"))
    for k, e in enumerate(ERRORS):
        for tpl in ["what does this error mean?\n```\n{e}\n```", "explain: {e}", "got `{e}`, what's the usual cause?",
                    "I keep seeing this, what is it telling me: {e}"]:
            out.append((tpl.format(e=e), S, "explain_error"))
    for name, sn in SNIPS.items():
        for tpl in FUNC_EDITS:
            out.append((f"{tpl}\n\n```\n{sn}\n```", S, "func_edit"))
        out.append((f"```\n{sn}\n```\nwhat does this do?", S, "explain_snippet"))
        out.append((f"Can you explain this snippet to a junior dev?\n{sn}", S, "explain_snippet"))
    for k, q in enumerate(GIT_SHELL):
        for pre in ["", "quick q: ", "In one paragraph: ", "sorry if obvious - "]:
            out.append(((pre + q) if pre else q, S, "tool_question"))
    for d in (DIFF_SMALL, DIFF_SMALL2):
        for tpl in ["write a commit message for this diff:\n{d}", "conventional commit msg for:\n```diff\n{d}\n```",
                    "summarize this change in one line for the changelog\n{d}", "review this diff, anything wrong?\n{d}",
                    "Write a PR title and a 3-bullet description for this patch.\n\n{d}"]:
            out.append((tpl.format(d=d), S, "commit_msg"))
    for w in ["docstring", "Google-style docstring", "numpy-style docstring", "JSDoc comment", "one-line comment"]:
        for name in ["py_dedupe", "py_parse", "py_retry", "js_debounce", "py_class"]:
            out.append((f"add a {w} to this:\n```\n{SNIPS[name]}\n```", S, "docstring"))
    for a, b in [("Python", "Rust"), ("JavaScript", "Python"), ("Go", "TypeScript"), ("bash", "Python"), ("SQL", "pandas")]:
        for name in ["py_dedupe", "js_debounce", "go_sum", "bash_loop", "sql_q"]:
            out.append((f"port this {a} snippet to {b} (or the closest equivalent):\n```\n{SNIPS[name]}\n```", S, "translate"))
    misc_single = [
        "what's the big-O of Python's list.sort?", "write a one-liner to flatten a list of lists in python",
        "give me a bash one-liner to count lines in all .py files", "write a Dockerfile for a tiny Flask app (single file app.py)",
        "write a .gitignore for a node + python monorepo", "write a GitHub Actions step that caches pip",
        "convert this curl to python requests: curl -X POST -H 'content-type: application/json' -d '{\"a\":1}' https://x.test/api",
        "what is the difference between a process and a thread", "explain async/await like I'm five",
        "generate a UUID in Go", "how do I read a file line by line in Rust", "write a python function that checks if a string is a palindrome",
        "fizzbuzz in haskell", "write a SQL index for WHERE tenant_id = ? AND created_at > ?", "what is idempotency in REST",
        "write a cron expression for every weekday at 9:30", "name ideas for a variable holding retry counts",
        "how do I format a date as YYYY-MM-DD in JavaScript", "turn this JSON into a TypeScript interface: {\"id\":1,\"tags\":[\"a\"],\"owner\":{\"name\":\"x\"}}",
        "write a makefile target that runs black and ruff", "what does `__slots__` do", "what's the difference between == and is",
        "explain the visitor pattern with a tiny example", "binary search in python, iterative", "how do I center a div",
        "yaml anchors: how do they work?", "write a jq filter that sums .price over an array", "what's a good HTTP status for validation errors",
        "how does Python's GIL affect threads doing IO?", "what does `useEffect` with an empty dep array do",
    ]
    for q in misc_single:
        out.append((q, S, "small_task"))
        out.append((q + " (short answer)", S, "small_task"))
    # ---------- long
    for k, sym in enumerate(SYMPTOMS):
        for tpl in ["find why {s} and fix it", "{s}. figure out why and fix it", "Bug: {s}. Please track it down in the repo and patch it, with a test.",
                    "can you investigate why {s}? look through the code", "{s} — debug this in our codebase", "fix: {s}"]:
            out.append((tpl.format(s=sym), L, "repo_bugfix"))
    for c in CMDS:
        for tpl in ["run `{c}` and report", "run {c} and fix whatever fails", "make `{c}` pass", "run {c}, tell me what's broken and why"]:
            out.append((tpl.format(c=c), L, "run_and_iterate"))
    for f in FILES_ASKED:
        for tpl in ["what does {f} do?", "explain {f} to me", "walk me through {f}", "read {f} and tell me if anything looks off"]:
            out.append((tpl.format(f=f), L, "explore_workspace"))
    for feat in FEATURES:
        for tpl in ["{f}", "please {f}", "We need to {f}. Update the code, tests and docs.", "implement this: {f}",
                    "{f} — follow the existing patterns in the repo"]:
            out.append((tpl.format(f=feat), L, "feature"))
    for m in MIGRATIONS:
        for tpl in ["{m}", "{m}, keep the tests green", "could you {m}?"]:
            out.append((tpl.format(m=m), L, "migration"))
    for p in PROJECTS_BIG:
        for tpl in ["build {p}", "build me {p}", "create {p} from scratch in this folder", "scaffold {p} and make it run"]:
            out.append((tpl.format(p=p), L, "project"))
    ci = ["fix the failing CI", "the CI is red, make it green", "fix the failing tests", "fix the failing test in tests/",
          "CI broke after the last merge, sort it out", "the build is broken on main", "lint is failing, fix all warnings",
          "get the type checker clean", "the release workflow fails at the publish step, fix it", "fix all the deprecation warnings in the test run",
          "update all dependencies and fix what breaks", "remove dead code across the project", "add tests until coverage is above 80%",
          "rename `UserService` to `AccountService` everywhere", "find every place we log secrets and redact them",
          "where is the retry logic configured? find it and make the max attempts 5", "find all TODOs and turn them into issues list in TODO.md",
          "continue where you left off on the refactor", "set up pre-commit with ruff and mypy and fix what it flags",
          "profile the import job and make it faster", "audit the repo for SQL injection and fix what you find"]
    for q in ci:
        out.append((q, L, "repo_task"))
        out.append((q + " pls", L, "repo_task"))
    for title, call, got, want in ISSUE_TITLES:
        for v in range(3):
            body = (f"### {title}\n\n**Describe the bug**\n`{call}` returns {got}.\n\n**Expected**\n{want}\n\n"
                    f"**Environment**\n- version: 2.{v}.{v + 3}\n- OS: {['Ubuntu 22.04', 'macOS 14', 'Windows 11'][v]}\n")
            pre = ["", "Please resolve this issue:\n\n", "Here's an issue from our tracker, fix it in the repo:\n\n"][v]
            out.append((pre + body, L, "issue"))
    # typo/politeness variants (distinct strings)
    base = list(out)
    extra = []
    for k, (t, lab, kind) in enumerate(base):
        if k % 5 == 0:
            extra.append((_typo(t, k), lab, kind))
        if k % 4 == 1:
            pre = POLITE_PRE[k % len(POLITE_PRE)]
            post = POLITE_POST[(k // 3) % len(POLITE_POST)]
            if pre or post:
                extra.append((pre + t + post, lab, kind))
        if k % 23 == 2:
            extra.append((t + " (por favor, rapido)", lab, kind))  # code-switching
    return out + extra


# ------------------------------------------------------------------ other languages
FILLS_SINGLE = ["`git rebase --onto`", "`git stash pop`", "`set -e`", "`docker compose up -d`", "`Array.prototype.reduce`",
                "`asyncio.gather`", "`LEFT JOIN`", "`chmod +x`"]
FILLS_CODE = [SNIPS["py_dedupe"], SNIPS["py_parse"], SNIPS["js_debounce"], SNIPS["go_sum"], SNIPS["bash_loop"], SNIPS["py_class"]]
FILLS_LONG = ["the cache never expires", "login returns 500", "el CI", "tests/", "src/", "hello.py", "the worker", "api/"]

ML = {
    "es": {
        S: ["¿Qué hace {x}?", "Explícame {x} con un ejemplo corto", "¿Cuál es la diferencia entre {x} y la alternativa habitual?",
            "Escribe una regex para fechas ISO y explica {x}", "Agrega un docstring a esta función:\n```\n{c}\n```",
            "¿Hay algún bug aquí?\n```\n{c}\n```", "Añade type hints a esto:\n{c}", "refactoriza esta función a fondo, de manera exhaustiva:\n```\n{c}\n```",
            "Escribe un mensaje de commit para: arreglar {x}"],
        L: ["Encuentra por qué {y} y arréglalo", "Ejecuta `make test` y dime qué falla en {y}", "¿Qué hace hello.py? Revisa {y}",
            "Arregla los tests que fallan en {y}", "Implementa login con OAuth en todo el proyecto, revisa {y}",
            "Migra el proyecto a Python 3.12 empezando por {y}", "Crea una API REST completa con tests, mira {y}", "Investiga en el repo: {y}"],
    },
    "de": {
        S: ["Was macht {x}?", "Erklär mir kurz {x}", "Worin unterscheidet sich {x} von der üblichen Alternative?",
            "Schreib einen Docstring für diese Funktion:\n```\n{c}\n```", "Ist hier ein Fehler drin?\n```\n{c}\n```",
            "Füge Typannotationen hinzu:\n{c}", "Bitte diese Funktion gründlich und umfassend refaktorieren:\n```\n{c}\n```",
            "Commit-Nachricht für: Fix bei {x}", "Regex für deutsche Postleitzahlen? Und was ist {x}?"],
        L: ["Finde heraus, warum {y}, und behebe es", "Führe `make test` aus und berichte zu {y}", "Was macht hello.py? Schau dir {y} an",
            "Repariere die fehlschlagenden Tests in {y}", "Baue ein Feature für CSV-Export über das ganze Projekt, siehe {y}",
            "Migriere das Repo auf pydantic v2, beginne bei {y}", "Die CI ist rot, mach sie grün ({y})", "Durchsuche das Repo: {y}"],
    },
    "fr": {
        S: ["Que fait {x} ?", "Explique-moi {x} en deux phrases", "Quelle différence entre {x} et l'alternative classique ?",
            "Ajoute une docstring à cette fonction :\n```\n{c}\n```", "Y a-t-il un bug ici ?\n```\n{c}\n```",
            "Ajoute des annotations de type :\n{c}", "Refactorise cette fonction en profondeur, de façon exhaustive :\n```\n{c}\n```",
            "Message de commit pour : correction de {x}", "Une regex pour les dates ISO, et c'est quoi {x} ?"],
        L: ["Trouve pourquoi {y} et corrige-le", "Lance `make test` et fais un rapport sur {y}", "Que fait hello.py ? Regarde {y}",
            "Corrige les tests qui échouent dans {y}", "Ajoute l'authentification OAuth dans tout le projet, vois {y}",
            "Migre le code vers TypeScript en commençant par {y}", "La CI est rouge, répare-la ({y})", "Explore le dépôt : {y}"],
    },
    "pt": {
        S: ["O que faz {x}?", "Me explica {x} rapidinho", "Qual a diferença entre {x} e a alternativa comum?",
            "Adiciona uma docstring nessa função:\n```\n{c}\n```", "Tem algum bug aqui?\n```\n{c}\n```",
            "Coloca type hints nisso:\n{c}", "Refatora essa função inteira de forma completa e minuciosa:\n```\n{c}\n```",
            "Mensagem de commit para: correção em {x}", "Regex para CPF? E o que é {x}?"],
        L: ["Descobre por que {y} e corrige", "Roda `make test` e me fala o que quebrou em {y}", "O que o hello.py faz? Olha {y}",
            "Conserta os testes quebrados em {y}", "Implementa exportação CSV no projeto todo, veja {y}",
            "Migra o projeto para FastAPI começando por {y}", "O CI tá vermelho, deixa verde ({y})", "Explora o repositório: {y}"],
    },
    "zh": {
        S: ["{x} 是做什么的？", "简单解释一下 {x}", "{x} 和常见的替代方案有什么区别？", "给这个函数加个 docstring：\n```\n{c}\n```",
            "这里有 bug 吗？\n```\n{c}\n```", "给这段代码加上类型注解：\n{c}", "请彻底、全面地重构这个函数：\n```\n{c}\n```",
            "帮我写个 commit message：修复 {x}", "写一个匹配 ISO 日期的正则，顺便讲讲 {x}"],
        L: ["找出为什么 {y} 并修复", "运行 `make test` 并汇报 {y} 的结果", "hello.py 是干什么的？看看 {y}", "修复 {y} 里失败的测试",
            "在整个项目里实现 OAuth 登录，参考 {y}", "把项目迁移到 Python 3.12，从 {y} 开始", "CI 挂了，把它修好（{y}）", "在仓库里调查一下：{y}"],
    },
    "ja": {
        S: ["{x} は何をしますか？", "{x} を短く説明してください", "{x} と一般的な代替手段の違いは？", "この関数に docstring を追加して:\n```\n{c}\n```",
            "ここにバグはありますか？\n```\n{c}\n```", "型ヒントを付けてください:\n{c}", "この関数を徹底的かつ包括的にリファクタリングして:\n```\n{c}\n```",
            "コミットメッセージを書いて: {x} の修正", "ISO日付の正規表現をください。あと {x} って何？"],
        L: ["{y} の原因を調べて直してください", "`make test` を実行して {y} について報告して", "hello.py は何をしている？ {y} も見て",
            "{y} の失敗しているテストを直して", "プロジェクト全体に OAuth ログインを実装して（{y} 参照）", "{y} から始めて Python 3.12 に移行して",
            "CI が赤いので緑にして（{y}）", "リポジトリを調査して: {y}"],
    },
    "ru": {
        S: ["Что делает {x}?", "Объясни коротко {x}", "Чем {x} отличается от обычной альтернативы?", "Добавь docstring к функции:\n```\n{c}\n```",
            "Здесь есть баг?\n```\n{c}\n```", "Добавь аннотации типов:\n{c}", "Тщательно и всесторонне отрефактори эту функцию:\n```\n{c}\n```",
            "Напиши commit message: исправление {x}", "Регулярка для ISO-дат, и что такое {x}?"],
        L: ["Найди, почему {y}, и исправь", "Запусти `make test` и отчитайся по {y}", "Что делает hello.py? Посмотри {y}",
            "Почини падающие тесты в {y}", "Реализуй OAuth-логин во всём проекте, см. {y}", "Мигрируй проект на Python 3.12, начни с {y}",
            "CI красный, сделай зелёным ({y})", "Исследуй репозиторий: {y}"],
    },
}


def _other() -> list[tuple[str, str, str, str]]:
    out = []
    for lang, d in ML.items():
        for tpl in d[S]:
            if "{c}" in tpl:
                for c in FILLS_CODE:
                    out.append((tpl.format(c=c, x=""), S, "func_edit", lang))
            else:
                for x in FILLS_SINGLE:
                    out.append((tpl.format(x=x, c=""), S, "tool_question", lang))
        for tpl in d[L]:
            for y in FILLS_LONG:
                out.append((tpl.format(y=y), L, "repo_task", lang))
    return out


def build() -> list[tuple[str, str, str, str]]:
    seen = set()
    pool = []
    for t, lab, kind in _english():
        if t not in seen:
            seen.add(t)
            pool.append((t, lab, kind, "en"))
    for t, lab, kind, lang in _other():
        if t not in seen:
            seen.add(t)
            pool.append((t, lab, kind, lang))
    return pool


POOL = build()
SINGLE = [a for a in POOL if a[1] == S]
LONG = [a for a in POOL if a[1] == L]


def guess_lang(text: str) -> str:
    for ch in text:
        o = ord(ch)
        if 0x3040 <= o <= 0x30FF:
            return "ja"
    for ch in text:
        o = ord(ch)
        if 0x4E00 <= o <= 0x9FFF:
            return "zh"
        if 0x0400 <= o <= 0x04FF:
            return "ru"
    return "und"
