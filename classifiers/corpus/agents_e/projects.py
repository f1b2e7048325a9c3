"""Fake repositories the agents work in: layout, file bodies, command outputs. All text is invented."""

PROJECTS = [
    {
        "name": "acme-shop", "lang": "python", "root": "/home/dev/acme-shop",
        "tree": ["app/__init__.py", "app/main.py", "app/auth/routes.py", "app/auth/tokens.py", "app/db.py",
                 "app/cache.py", "app/orders/service.py", "tests/test_auth.py", "tests/test_orders.py",
                 "pyproject.toml", "README.md", "PLAN.md", "TODO.md"],
        "files": {
            "app/auth/routes.py": '''from fastapi import APIRouter, Depends, HTTPException
from app.db import get_session
from app.auth.tokens import issue_token, verify_password

router = APIRouter()


@router.post("/login")
def login(form: LoginForm, db=Depends(get_session)):
    user = db.query(User).filter(User.email == form.email).first()
    if user is None or not verify_password(form.password, user.password_hash):
        raise HTTPException(status_code=401, detail="bad credentials")
    for role in user.roles:  # lazy load, one query per role
        audit(db, user.id, role.name)
    return {"token": issue_token(user)}''',
            "app/cache.py": '''import time

_store = {}


def get(key):
    item = _store.get(key)
    if item is None:
        return None
    value, expires = item
    return value


def put(key, value, ttl=300):
    _store[key] = (value, time.time() + ttl)''',
            "tests/test_orders.py": '''from app.orders.service import place_order


def test_place_order_concurrent(client, db):
    r1 = client.post("/orders", json={"sku": "A1", "qty": 1})
    r2 = client.post("/orders", json={"sku": "A1", "qty": 1})
    assert {r1.status_code, r2.status_code} == {201, 409}''',
        },
        "test_cmd": "pytest -q",
        "test_fail": '''..F.....F.                                                              [100%]
=================================== FAILURES ===================================
_________________________ test_place_order_concurrent __________________________
    def test_place_order_concurrent(client, db):
        r1 = client.post("/orders", json={"sku": "A1", "qty": 1})
        r2 = client.post("/orders", json={"sku": "A1", "qty": 1})
>       assert {r1.status_code, r2.status_code} == {201, 409}
E       AssertionError: assert {201} == {201, 409}
tests/test_orders.py:7: AssertionError
__________________________ test_token_expiry ___________________________________
E       freezegun.api.FakeDatetimeError: clock moved backwards
tests/test_auth.py:41: FakeDatetimeError
=========================== short test summary info ============================
FAILED tests/test_orders.py::test_place_order_concurrent - AssertionError
FAILED tests/test_auth.py::test_token_expiry - freezegun.api.FakeDatetimeError
2 failed, 9 passed in 3.42s''',
        "test_pass": "...........                                                              [100%]\n11 passed in 3.10s",
        "lint_cmd": "ruff check .",
        "lint_out": "app/cache.py:9:5: F841 Local variable `expires` is assigned to but never used\n"
                    "app/auth/routes.py:12:5: B007 Loop control variable `role` not used within loop body\n"
                    "Found 2 errors.",
        "edit": ("app/cache.py", "    value, expires = item\n    return value",
                 "    value, expires = item\n    if expires < time.time():\n        _store.pop(key, None)\n        return None\n    return value"),
    },
    {
        "name": "dashboard", "lang": "typescript", "root": "/Users/mia/code/dashboard",
        "tree": ["package.json", "tsconfig.json", "src/pages/login.tsx", "src/lib/api.ts", "src/lib/session.ts",
                 "src/utils/date.ts", "src/utils/format.ts", "src/components/Table.tsx", "src/__tests__/date.test.ts",
                 "vite.config.ts", "TODO.md"],
        "files": {
            "src/utils/date.ts": '''export function startOfDay(d: Date): Date {
  const x = new Date(d);
  x.setHours(0, 0, 0, 0);
  return x;
}

export function formatReportDay(iso: string): string {
  return new Date(iso).toISOString().slice(0, 10);
}''',
            "src/lib/api.ts": '''const BASE = import.meta.env.VITE_API_URL;

export async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(BASE + path, { credentials: "include", ...init });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.json() as Promise<T>;
}''',
        },
        "test_cmd": "npm test -- --run",
        "test_fail": ''' FAIL  src/__tests__/date.test.ts > formatReportDay > keeps the local day for UTC+10
AssertionError: expected '2025-03-03' to be '2025-03-04'
 - Expected  "2025-03-04"
 + Received  "2025-03-03"
 ❯ src/__tests__/date.test.ts:14:41

 Test Files  1 failed | 6 passed (7)
      Tests  1 failed | 38 passed (39)
   Duration  2.91s''',
        "test_pass": " Test Files  7 passed (7)\n      Tests  39 passed (39)\n   Duration  2.77s",
        "lint_cmd": "npx tsc --noEmit",
        "lint_out": "src/lib/session.ts(22,7): error TS7006: Parameter 'evt' implicitly has an 'any' type.\n"
                    "src/components/Table.tsx(48,19): error TS2322: Type 'string | undefined' is not assignable to type 'string'.",
        "edit": ("src/utils/date.ts", "  return new Date(iso).toISOString().slice(0, 10);",
                 "  const d = new Date(iso);\n  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, \"0\")}-${String(d.getDate()).padStart(2, \"0\")}`;"),
    },
    {
        "name": "ingest", "lang": "go", "root": "/src/ingest",
        "tree": ["go.mod", "go.sum", "cmd/ingest/main.go", "internal/queue/consumer.go", "internal/store/pg.go",
                 "internal/store/pg_test.go", "internal/httpx/client.go", "Makefile", "PLAN.md"],
        "files": {
            "internal/queue/consumer.go": '''func (c *Consumer) Run(ctx context.Context) error {
	for {
		msg, err := c.sub.Next(ctx)
		if err != nil {
			return err
		}
		conn, err := net.Dial("tcp", c.sinkAddr)
		if err != nil {
			c.log.Warn("dial failed", "err", err)
			continue
		}
		if _, err := conn.Write(msg.Data); err != nil {
			continue
		}
		conn.Close()
	}
}''',
        },
        "test_cmd": "go test ./...",
        "test_fail": '''ok  	example.com/ingest/internal/httpx	0.014s
--- FAIL: TestStoreBatchInsert (0.21s)
    pg_test.go:58: expected 3 rows, got 2
FAIL
FAIL	example.com/ingest/internal/store	0.233s
?   	example.com/ingest/cmd/ingest	[no test files]
FAIL''',
        "test_pass": "ok  \texample.com/ingest/internal/httpx\t0.013s\nok  \texample.com/ingest/internal/store\t0.221s\nok  \texample.com/ingest/internal/queue\t0.051s",
        "lint_cmd": "go vet ./...",
        "lint_out": "# example.com/ingest/internal/queue\ninternal/queue/consumer.go:14:6: result of net.Dial not closed on error path",
        "edit": ("internal/queue/consumer.go", "		if _, err := conn.Write(msg.Data); err != nil {\n			continue\n		}\n		conn.Close()",
                 "		_, err = conn.Write(msg.Data)\n		conn.Close()\n		if err != nil {\n			continue\n		}"),
    },
    {
        "name": "syncer", "lang": "rust", "root": "/home/ola/syncer",
        "tree": ["Cargo.toml", "src/main.rs", "src/sync.rs", "src/ignore.rs", "src/config.rs", "tests/cli.rs"],
        "files": {
            "src/sync.rs": '''pub fn plan(src: &Path, dst: &Path, opts: &Options) -> Result<Vec<Action>> {
    let mut actions = Vec::new();
    for entry in WalkDir::new(src) {
        let entry = entry?;
        let rel = entry.path().strip_prefix(src)?;
        if !dst.join(rel).exists() {
            actions.push(Action::Copy(rel.to_path_buf()));
        }
    }
    Ok(actions)
}''',
        },
        "test_cmd": "cargo test",
        "test_fail": '''running 6 tests
test ignore::tests::parses_negation ... ok
test sync::tests::skips_gitignored ... FAILED

failures:

---- sync::tests::skips_gitignored stdout ----
thread 'sync::tests::skips_gitignored' panicked at src/sync.rs:88:9:
assertion `left == right` failed
  left: 3
 right: 2

test result: FAILED. 5 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.04s
error: test failed, to rerun pass `--lib`''',
        "test_pass": "running 6 tests\n......\ntest result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.03s",
        "lint_cmd": "cargo clippy -- -D warnings",
        "lint_out": "error: this `if` has identical blocks\n  --> src/config.rs:41:9\nerror: could not compile `syncer` (bin \"syncer\") due to 1 previous error",
        "edit": ("src/sync.rs", "        if !dst.join(rel).exists() {",
                 "        if opts.ignore.is_ignored(rel) {\n            continue;\n        }\n        if !dst.join(rel).exists() {"),
    },
    {
        "name": "billing", "lang": "java", "root": "/workspace/billing",
        "tree": ["pom.xml", "src/main/java/com/acme/billing/InvoiceService.java",
                 "src/main/java/com/acme/billing/PaymentClient.java", "src/main/resources/application.yml",
                 "src/test/java/com/acme/billing/InvoiceServiceTest.java"],
        "files": {
            "src/main/java/com/acme/billing/PaymentClient.java": '''public ChargeResult charge(String customerId, BigDecimal amount) {
    for (int attempt = 0; attempt < 3; attempt++) {
        try {
            return http.post("/charges", new ChargeRequest(customerId, amount));
        } catch (TimeoutException e) {
            log.warn("charge timed out, retrying", e);
        }
    }
    throw new PaymentException("charge failed after retries");
}''',
        },
        "test_cmd": "mvn -q test",
        "test_fail": '''[ERROR] Tests run: 14, Failures: 1, Errors: 0, Skipped: 0
[ERROR] InvoiceServiceTest.retryDoesNotDoubleCharge:77 expected: <1> but was: <2>
[ERROR] BUILD FAILURE''',
        "test_pass": "[INFO] Tests run: 14, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS",
        "lint_cmd": "mvn -q spotless:check",
        "lint_out": "[ERROR] The following files had format violations:\n    src/main/java/com/acme/billing/PaymentClient.java",
        "edit": ("src/main/java/com/acme/billing/PaymentClient.java",
                 '            return http.post("/charges", new ChargeRequest(customerId, amount));',
                 '            return http.post("/charges", new ChargeRequest(customerId, amount), idempotencyKey);'),
    },
    {
        "name": "users-api", "lang": "javascript", "root": "C:\\Users\\sam\\projects\\users-api",
        "tree": ["package.json", "src/index.js", "src/routes/users.js", "src/routes/admin.js",
                 "src/middleware/auth.js", "src/db/pool.js", "test/users.test.js", "TODO.md"],
        "files": {
            "src/routes/admin.js": '''const router = require("express").Router();
const db = require("../db/pool");

router.get("/stats", async (req, res) => {
  const rows = await db.query("SELECT count(*) FROM users");
  res.json({ users: rows[0].count });
});

router.delete("/users/:id", async (req, res) => {
  await db.query("DELETE FROM users WHERE id = " + req.params.id);
  res.status(204).end();
});

module.exports = router;''',
        },
        "test_cmd": "npm test",
        "test_fail": '''  users
    ✓ lists users (41ms)
    1) rejects unauthenticated delete

  1 passing (212ms)
  1 failing

  1) users
       rejects unauthenticated delete:
     AssertionError: expected 204 to equal 401
      at Context.<anonymous> (test/users.test.js:33:28)''',
        "test_pass": "  users\n    ✓ lists users (39ms)\n    ✓ rejects unauthenticated delete\n\n  2 passing (198ms)",
        "lint_cmd": "npx eslint src",
        "lint_out": "src/routes/admin.js\n  10:18  error  Unexpected string concatenation in SQL  security/detect-sql-injection\n\n✖ 1 problem (1 error, 0 warnings)",
        "edit": ("src/routes/admin.js", 'router.delete("/users/:id", async (req, res) => {\n  await db.query("DELETE FROM users WHERE id = " + req.params.id);',
                 'router.delete("/users/:id", requireAdmin, async (req, res) => {\n  await db.query("DELETE FROM users WHERE id = $1", [req.params.id]);'),
    },
    {
        "name": "portal", "lang": "python", "root": "/opt/src/portal",
        "tree": ["manage.py", "portal/settings.py", "portal/urls.py", "accounts/views.py", "accounts/models.py",
                 "accounts/tests.py", "reports/views.py", "reports/tz.py", "requirements.txt"],
        "files": {
            "reports/tz.py": '''from datetime import datetime, date


def report_day(ts):
    # ts is an aware datetime in UTC
    return ts.date()


def today():
    return date.today()''',
        },
        "test_cmd": "python manage.py test",
        "test_fail": '''Creating test database for alias 'default'...
F.......
======================================================================
FAIL: test_sydney_user_sees_local_day (reports.tests.ReportDayTests)
----------------------------------------------------------------------
Traceback (most recent call last):
  File "/opt/src/portal/reports/tests.py", line 22, in test_sydney_user_sees_local_day
    self.assertEqual(report_day(ts, tz="Australia/Sydney"), date(2025, 6, 2))
TypeError: report_day() got an unexpected keyword argument 'tz'
----------------------------------------------------------------------
Ran 8 tests in 0.412s

FAILED (failures=1)''',
        "test_pass": "Creating test database for alias 'default'...\n........\n----------------------------------------------------------------------\nRan 8 tests in 0.398s\n\nOK",
        "lint_cmd": "flake8",
        "lint_out": "./reports/tz.py:1:1: F401 'datetime.datetime' imported but unused",
        "edit": ("reports/tz.py", "def report_day(ts):\n    # ts is an aware datetime in UTC\n    return ts.date()",
                 "def report_day(ts, tz=\"UTC\"):\n    # ts is an aware datetime in UTC\n    return ts.astimezone(ZoneInfo(tz)).date()"),
    },
]


def tree_text(p, style="plain"):
    if style == "indent":
        out, seen = [p["root"] + "/"], set()
        for f in p["tree"]:
            parts = f.split("/")
            for depth in range(len(parts) - 1):
                d = "/".join(parts[: depth + 1])
                if d not in seen:
                    seen.add(d)
                    out.append("  " * (depth + 1) + parts[depth] + "/")
            out.append("  " * len(parts) + parts[-1])
        return "\n".join(out)
    return "\n".join(p["tree"])


def file_body(p, path):
    if path in p["files"]:
        return p["files"][path]
    stem = path.rsplit("/", 1)[-1]
    if stem.endswith(".md"):
        return "# %s\n\n- [x] set up CI\n- [ ] move config to env vars\n- [ ] fix flaky order tests\n- [ ] add /healthz to every service" % stem[:-3]
    if stem.endswith((".toml", ".json", ".yml", ".xml", ".mod")):
        return "# (config for %s)\nname = \"%s\"\nversion = \"0.9.3\"" % (p["name"], p["name"])
    return "// %s\n// (module body omitted by the tool: 212 lines)" % path


EXT = {"python": ".py", "typescript": ".ts", "go": ".go", "rust": ".rs", "java": ".java", "javascript": ".js"}
HIT_TEMPLATES = {
    "python": ["    {kw} = settings.get(\"{kw}\")", "def handle_{kw}(request):", "    log.info(\"{kw} done\", extra=ctx)"],
    "typescript": ["  const {kw} = opts.{kw} ?? DEFAULTS.{kw};", "export function {kw}Handler(req: Request) {{", "import {{ {kw} }} from \"../lib/{kw}\";"],
    "javascript": ["  const {kw} = req.app.get(\"{kw}\");", "function {kw}Middleware(req, res, next) {{", "const {kw} = require(\"./{kw}\");"],
    "go": ["\t{kw} := cfg.{Kw}", "func handle{Kw}(w http.ResponseWriter, r *http.Request) {{", "\t// {kw}: retried by the caller"],
    "rust": ["    let {kw} = cfg.{kw}.clone();", "pub fn {kw}(opts: &Options) -> Result<()> {{", "use crate::{kw};"],
    "java": ["        var {kw} = config.get(\"{kw}\");", "    public void {kw}(Request req) {{", "import com.acme.billing.{Kw};"],
}


def grep_hits(p, word):
    """Synthesized search output: real matches in known files, else a plausible handful in code files."""
    hits = []
    for path, body in p["files"].items():
        for i, line in enumerate(body.split("\n"), 1):
            if word.lower() in line.lower():
                hits.append("%s:%d:%s" % (path, i, line.strip()))
    if not hits:
        kw = "".join(c if c.isalnum() else "_" for c in word).strip("_") or "value"
        code = [f for f in p["tree"] if f.endswith(EXT[p["lang"]])] or p["tree"]
        tpl = HIT_TEMPLATES[p["lang"]]
        n = 1 + (len(word) % 3)
        for j, path in enumerate(code[:n]):
            line = tpl[(j + len(word)) % len(tpl)].format(kw=kw, Kw=kw[:1].upper() + kw[1:])
            hits.append("%s:%d:%s" % (path, 12 + 17 * j + len(word), line.strip()))
    return "\n".join(hits[:12])


def git_diff(p):
    path, old, new = p["edit"]
    lines = ["diff --git a/%s b/%s" % (path, path), "--- a/%s" % path, "+++ b/%s" % path, "@@ -10,4 +10,6 @@"]
    lines += ["-" + x for x in old.split("\n")] + ["+" + x for x in new.split("\n")]
    return "\n".join(lines)
