"""Agent trajectories used for mid-loop transcripts, side calls and edit loops.

Each scenario is a task plus a list of steps (thought, tool call, observation). Renderers turn the
same trajectory into ReAct text, fenced shell blocks, XML tool tags, JSON calls or a template's native
tool-call syntax. Repositories, files and outputs are invented for this set; line numbers in grep and
cat output are computed from the file texts so that they agree with each other.
"""
from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

import payloads as P


@dataclass
class Step:
    thought: str
    tool: str                 # run_shell | read_file | edit_file | write_file | search | list_dir | web_search
    args: dict
    out: str
    exit: int | None = None   # exit status for run_shell


@dataclass
class Scenario:
    sid: str
    tasks: dict[str, str]     # lang -> task text
    steps: list[Step]
    repo: str = "/workspace"
    lang_hint: str = ""       # programming language, for system prompts / env blocks
    no_shell_form: bool = False   # uses tools with no shell equivalent (web_search)


def numbered(text: str, start: int = 1, end: int | None = None) -> str:
    lines = text.split("\n")
    end = end or len(lines)
    return "\n".join(f"{i:6d}\t{lines[i - 1]}" for i in range(start, min(end, len(lines)) + 1))


def grep(files: dict[str, str], pattern: str) -> str:
    rx = re.compile(pattern)
    out = []
    for path, text in files.items():
        for i, line in enumerate(text.split("\n"), 1):
            if rx.search(line):
                out.append(f"{path}:{i}:{line}")
    return "\n".join(out)


def line_of(text: str, needle: str) -> int:
    for i, line in enumerate(text.split("\n"), 1):
        if needle in line:
            return i
    raise ValueError(needle)


# ---------------------------------------------------------------------------------------------
# S1: python TTL cache that never expires
# ---------------------------------------------------------------------------------------------
CACHE_PY = '''"""Tiny in-process TTL cache used by the pricing endpoints."""
from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from typing import Any, Callable, Hashable


@dataclass
class _Entry:
    value: Any
    expires_at: float


class TTLCache:
    def __init__(self, ttl: float = 300.0, maxsize: int = 1024) -> None:
        self.ttl = ttl
        self.maxsize = maxsize
        self._data: dict[Hashable, _Entry] = {}
        self._lock = threading.Lock()

    def get(self, key: Hashable, default: Any = None) -> Any:
        with self._lock:
            entry = self._data.get(key)
            if entry is None:
                return default
            if time.monotonic() > entry.expires_at:
                del self._data[key]
                return default
            return entry.value

    def set(self, key: Hashable, value: Any, ttl: float | None = None) -> None:
        with self._lock:
            if len(self._data) >= self.maxsize:
                self._evict_one()
            self._data[key] = _Entry(value, time.time() + (ttl or self.ttl))

    def _evict_one(self) -> None:
        oldest = min(self._data, key=lambda k: self._data[k].expires_at)
        del self._data[oldest]

    def cached(self, fn: Callable) -> Callable:
        def wrapper(*args):
            hit = self.get(args)
            if hit is not None:
                return hit
            value = fn(*args)
            self.set(args, value)
            return value
        return wrapper'''

PRICING_PY = '''from app import settings
from app.cache import TTLCache
from app.pricing.source import fetch_price, fetch_tier_table

_price_cache = TTLCache(ttl=settings.PRICE_CACHE_TTL)


def price_for(sku: str) -> int:
    price = _price_cache.get(sku)
    if price is None:
        price = fetch_price(sku)
        _price_cache.set(sku, price)
    return price


def tier_table(tier: str) -> dict:
    key = ("bulk", tier)
    table = _price_cache.get(key)
    if table is None:
        table = fetch_tier_table(tier)
        _price_cache.set(key, table, ttl=settings.BULK_TTL)
    return table'''

SETTINGS_PY = '''import os

DEBUG = os.environ.get("DEBUG", "0") == "1"
DATABASE_URL = os.environ.get("DATABASE_URL", "postgresql://localhost/pricing")
PRICE_CACHE_TTL = float(os.environ.get("PRICE_CACHE_TTL", "120"))
BULK_TTL = float(os.environ.get("BULK_TTL", "900"))'''

LS_S1 = """total 48
drwxr-xr-x  8 dev dev 4096 Mar 12 09:14 .
drwxr-xr-x  3 dev dev 4096 Mar 12 09:10 ..
drwxr-xr-x  8 dev dev 4096 Mar 12 09:14 .git
-rw-r--r--  1 dev dev  312 Mar 12 09:10 .gitignore
-rw-r--r--  1 dev dev 1187 Mar 12 09:10 README.md
drwxr-xr-x  4 dev dev 4096 Mar 12 09:10 app
-rw-r--r--  1 dev dev  642 Mar 12 09:10 pyproject.toml
drwxr-xr-x  2 dev dev 4096 Mar 12 09:10 scripts
drwxr-xr-x  3 dev dev 4096 Mar 12 09:10 tests"""

PYTEST_CACHE_FAIL = """..F.                                                                     [100%]
=================================== FAILURES ===================================
_________________________ test_entry_expires_after_ttl _________________________

fake_clock = <tests.conftest.FakeClock object at 0x7f3a1c2b9d50>

    def test_entry_expires_after_ttl(fake_clock):
        cache = TTLCache(ttl=10)
        cache.set("k", 1)
        fake_clock.advance(11)
>       assert cache.get("k") is None
E       AssertionError: assert 1 is None
E        +  where 1 = <bound method TTLCache.get of <app.cache.TTLCache object at 0x7f3a1c2b9e10>>('k')

tests/test_cache.py:19: AssertionError
=========================== short test summary info ============================
FAILED tests/test_cache.py::test_entry_expires_after_ttl - AssertionError: assert 1 is None
1 failed, 3 passed in 0.08s"""

GIT_DIFF_S1 = """diff --git a/app/cache.py b/app/cache.py
index 5d0c4e1..a8f21b7 100644
--- a/app/cache.py
+++ b/app/cache.py
@@ -34,7 +34,7 @@ class TTLCache:
         with self._lock:
             if len(self._data) >= self.maxsize:
                 self._evict_one()
-            self._data[key] = _Entry(value, time.time() + (ttl or self.ttl))
+            self._data[key] = _Entry(value, time.monotonic() + (ttl or self.ttl))
 
     def _evict_one(self) -> None:
         oldest = min(self._data, key=lambda k: self._data[k].expires_at)"""

_S1_FILES = {"app/cache.py": CACHE_PY, "app/pricing/service.py": PRICING_PY, "app/settings.py": SETTINGS_PY}

S1 = Scenario("py-cache-ttl", {
    "en": "Find why the cache never expires and fix it.",
    "fr": "Trouve pourquoi le cache n'expire jamais et corrige-le.",
    "ja": "キャッシュが一向に期限切れにならない原因を調べて直してください。",
    "es": "Los precios cacheados nunca caducan aunque PRICE_CACHE_TTL sea 120. Encuentra el motivo y arréglalo.",
}, [
    Step("Let me look at the repository layout first.", "list_dir", {"path": "."}, LS_S1),
    Step("I'll search for where the TTL and expiry are handled.", "search", {"pattern": "ttl|expire", "path": "app"},
         grep(_S1_FILES, r"ttl|expire")),
    Step("The cache lives in app/cache.py. Let me read it.", "read_file", {"path": "app/cache.py"}, numbered(CACHE_PY)),
    Step("get() compares time.monotonic() with expires_at, but set() computes expires_at from time.time(). "
         "Wall-clock time is ~1.7e9 while the monotonic clock is seconds since boot, so entries never look "
         "expired. Let me confirm with the existing tests.",
         "run_shell", {"command": "python -m pytest tests/test_cache.py -q"}, PYTEST_CACHE_FAIL, 1),
    Step("Confirmed. Use the monotonic clock in set() as well.", "edit_file",
         {"path": "app/cache.py",
          "old": "self._data[key] = _Entry(value, time.time() + (ttl or self.ttl))",
          "new": "self._data[key] = _Entry(value, time.monotonic() + (ttl or self.ttl))"},
         "Edited app/cache.py: 1 replacement."),
    Step("Re-run the cache tests.", "run_shell", {"command": "python -m pytest tests/test_cache.py -q"},
         "....                                                                     [100%]\n4 passed in 0.05s", 0),
    Step("`ttl or self.ttl` would also turn ttl=0 into the default. Let me check how callers pass ttl.",
         "search", {"pattern": r"\.set\(", "path": "app"}, grep(_S1_FILES, r"\.set\(")),
    Step("No caller passes 0, so that is fine. Run the whole suite.", "run_shell", {"command": "python -m pytest -q"},
         "........................................................................ [ 61%]\n"
         ".............................................                            [100%]\n117 passed in 2.41s", 0),
    Step("All green. Show the final diff.", "run_shell", {"command": "git diff"}, GIT_DIFF_S1, 0),
], lang_hint="Python")

# ---------------------------------------------------------------------------------------------
# S2: node login test, swapped bcrypt arguments
# ---------------------------------------------------------------------------------------------
LOGIN_JS = '''const { findUserByEmail } = require("../db/users");
const { verifyPassword } = require("./password");
const { signSession } = require("./session");

async function login(req, res) {
  const { email, password } = req.body || {};
  if (!email || !password) {
    return res.status(400).json({ error: "email and password are required" });
  }
  const user = await findUserByEmail(email.toLowerCase());
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    return res.status(401).json({ error: "invalid credentials" });
  }
  const token = signSession({ sub: user.id, role: user.role });
  res.cookie("sid", token, {
    httpOnly: true,
    sameSite: "lax",
    secure: process.env.NODE_ENV === "production",
  });
  return res.status(200).json({ id: user.id, email: user.email });
}

module.exports = { login };'''

PASSWORD_JS = '''const bcrypt = require("bcryptjs");

const ROUNDS = Number(process.env.BCRYPT_ROUNDS || 12);

async function hashPassword(plain) {
  return bcrypt.hash(plain, ROUNDS);
}

// Returns true when `plain` matches the stored bcrypt hash.
async function verifyPassword(plain, hash) {
  return bcrypt.compare(plain, hash);
}

module.exports = { hashPassword, verifyPassword };'''

RESET_JS = '''const { verifyPassword, hashPassword } = require("./password");
const { findUserById, updatePasswordHash } = require("../db/users");

async function changePassword(req, res) {
  const { oldPassword, newPassword } = req.body || {};
  const user = await findUserById(req.session.sub);
  if (!(await verifyPassword(oldPassword, user.passwordHash))) {
    return res.status(403).json({ error: "wrong password" });
  }
  await updatePasswordHash(user.id, await hashPassword(newPassword));
  return res.status(204).end();
}

module.exports = { changePassword };'''

JEST_LOGIN_FAIL = """ FAIL  tests/auth/login.test.js
  POST /api/login
    ✓ rejects missing fields (38 ms)
    ✕ logs in with valid credentials (112 ms)
    ✓ rejects a wrong password (95 ms)
    ✕ sets an httpOnly session cookie (101 ms)

  ● POST /api/login › logs in with valid credentials

    expect(received).toBe(expected) // Object.is equality

    Expected: 200
    Received: 401

      27 |       .post("/api/login")
      28 |       .send({ email: "ada@example.com", password: "correct horse" });
    > 29 |     expect(res.status).toBe(200);
         |                        ^
      30 |     expect(res.body.email).toBe("ada@example.com");
      31 |   });
      32 |

      at Object.toBe (tests/auth/login.test.js:29:24)

  ● POST /api/login › sets an httpOnly session cookie

    TypeError: Cannot read properties of undefined (reading '0')

      44 |       .send({ email: "ada@example.com", password: "correct horse" });
      45 |     const cookie = res.headers["set-cookie"];
    > 46 |     expect(cookie[0]).toMatch(/HttpOnly/);
         |                  ^
      47 |   });
      48 | });

      at Object.<anonymous> (tests/auth/login.test.js:46:18)

Test Suites: 1 failed, 1 total
Tests:       2 failed, 2 passed, 4 total
Snapshots:   0 total
Time:        1.284 s
Ran all test suites matching /tests\\/auth\\/login.test.js/i."""

GIT_LOG_S2 = """9c1d2e7 (HEAD -> main, origin/main) refactor(auth): move bcrypt helpers into password.js
41aa0f3 chore(deps): bump express from 4.18.2 to 4.19.2
d20b9c5 feat(session): rotate session id on privilege change
7f6e815 test: add login rate-limit cases
b3c09aa fix(users): normalise email before lookup"""

GIT_SHOW_S2 = """commit 9c1d2e7a0b4f55e1c0d9a3b7e2f6c81d4a0e9b12
Author: Priya Raman <priya@shipfast.dev>
Date:   Mon Jun 10 16:42:05 2024 +0200

    refactor(auth): move bcrypt helpers into password.js

 src/auth/login.js    |  9 +++------
 src/auth/password.js | 18 ++++++++++++++++++
 src/auth/register.js |  7 ++-----
 3 files changed, 24 insertions(+), 10 deletions(-)"""

_S2_FILES = {"src/auth/login.js": LOGIN_JS, "src/auth/password.js": PASSWORD_JS, "src/auth/reset.js": RESET_JS}

S2 = Scenario("js-login-test", {
    "en": "The login test fails on main, find out why and fix it.",
    "es": "El test de login falla en main, averigua por qué y arréglalo.",
    "zh": "main 分支上的登录测试挂了，查一下原因并修好。",
    "de": "Der Login-Test schlägt auf main fehl, finde heraus warum und behebe es.",
}, [
    Step("Start by looking at what changed recently on main.", "run_shell", {"command": "git log --oneline -5"},
         GIT_LOG_S2, 0),
    Step("Run the login test to see the failure.", "run_shell", {"command": "npx jest tests/auth/login.test.js"},
         JEST_LOGIN_FAIL, 1),
    Step("Valid credentials get a 401, so password verification fails. Read the login handler.", "read_file",
         {"path": "src/auth/login.js"}, numbered(LOGIN_JS)),
    Step("Now the helper it calls.", "read_file", {"path": "src/auth/password.js"}, numbered(PASSWORD_JS)),
    Step("verifyPassword(plain, hash) but login.js passes (hash, plain). The refactor in 9c1d2e7 probably "
         "introduced this; let me confirm which files it touched.", "run_shell",
         {"command": "git show 9c1d2e7 --stat"}, GIT_SHOW_S2, 0),
    Step("Check every other caller of verifyPassword before changing anything.", "search",
         {"pattern": r"verifyPassword\(", "path": "src"}, grep(_S2_FILES, r"verifyPassword\(")),
    Step("reset.js uses the right order; only login.js is wrong. Fix the argument order there.", "edit_file",
         {"path": "src/auth/login.js",
          "old": "await verifyPassword(user.passwordHash, password)",
          "new": "await verifyPassword(password, user.passwordHash)"},
         "Edited src/auth/login.js: 1 replacement."),
    Step("Re-run the auth tests.", "run_shell", {"command": "npx jest tests/auth"},
         """ PASS  tests/auth/register.test.js
 PASS  tests/auth/reset.test.js
 PASS  tests/auth/login.test.js

Test Suites: 3 passed, 3 total
Tests:       14 passed, 14 total
Snapshots:   0 total
Time:        2.107 s
Ran all test suites matching /tests\\/auth/i.""", 0),
    Step("Run the full suite to be safe.", "run_shell", {"command": "npm test --silent"},
         """Test Suites: 27 passed, 27 total
Tests:       241 passed, 241 total
Snapshots:   6 passed, 6 total
Time:        9.88 s
Ran all test suites.""", 0),
], lang_hint="JavaScript")

# ---------------------------------------------------------------------------------------------
# S3: go data race in a sync worker
# ---------------------------------------------------------------------------------------------
WORKER_GO = '''package syncer

import (
	"context"
	"log/slog"
	"time"
)

type Worker struct {
	src     Source
	dst     Sink
	every   time.Duration
	lastRun time.Time
	synced  int
}

func (w *Worker) Run(ctx context.Context) error {
	t := time.NewTicker(w.every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-t.C:
			go w.syncOnce(ctx)
		}
	}
}

func (w *Worker) syncOnce(ctx context.Context) {
	items, err := w.src.Changed(ctx, w.lastRun)
	if err != nil {
		slog.Error("sync: list changes", "err", err)
		return
	}
	for _, it := range items {
		if err := w.dst.Put(ctx, it); err != nil {
			slog.Error("sync: put", "id", it.ID, "err", err)
			continue
		}
		w.synced++
	}
	w.lastRun = time.Now()
}

func (w *Worker) Synced() int { return w.synced }'''

WORKER_TEST_GO = '''package syncer

import (
	"context"
	"testing"
	"time"
)

func TestWorkerSyncsChangedItems(t *testing.T) {
	src := &fakeSource{items: []Item{{ID: "a"}, {ID: "b"}, {ID: "c"}}}
	dst := &memSink{}
	w := &Worker{src: src, dst: dst, every: 5 * time.Millisecond}

	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Millisecond)
	defer cancel()
	_ = w.Run(ctx)

	if got := len(dst.Items()); got != 3 {
		t.Fatalf("sink has %d items, want 3", got)
	}
	if got := w.Synced(); got != 3 {
		t.Errorf("synced = %d, want 3", got)
	}
}'''

GO_RACE = """==================
WARNING: DATA RACE
Write at 0x00c0001a2078 by goroutine 24:
  example.com/shipit/internal/syncer.(*Worker).syncOnce()
      /src/shipit/internal/syncer/worker.go:41 +0x2f4

Previous read at 0x00c0001a2078 by goroutine 19:
  example.com/shipit/internal/syncer.(*Worker).Synced()
      /src/shipit/internal/syncer/worker.go:46 +0x3c
  example.com/shipit/internal/syncer.TestWorkerSyncsChangedItems()
      /src/shipit/internal/syncer/worker_test.go:21 +0x1c8
  testing.tRunner()
      /usr/local/go/src/testing/testing.go:1689 +0x21e

Goroutine 24 (running) created at:
  example.com/shipit/internal/syncer.(*Worker).Run()
      /src/shipit/internal/syncer/worker.go:25 +0x16a
==================
--- FAIL: TestWorkerSyncsChangedItems (0.03s)
    testing.go:1398: race detected during execution of test
    worker_test.go:22: synced = 6, want 3
FAIL
FAIL	example.com/shipit/internal/syncer	1.942s
FAIL"""

S3 = Scenario("go-race", {
    "en": "TestWorkerSyncsChangedItems in internal/syncer is flaky. Track down the race and fix it properly, no "
          "sleeps or retries.",
    "ru": "TestWorkerSyncsChangedItems в internal/syncer нестабилен. Найди гонку и исправь по-нормальному, без "
          "sleep и ретраев.",
}, [
    Step("Run the test repeatedly under the race detector.", "run_shell",
         {"command": "go test -race -run TestWorkerSyncsChangedItems -count=20 ./internal/syncer/"}, GO_RACE, 1),
    Step("Race between syncOnce writing w.synced and Synced() reading it. Let me read the worker.", "read_file",
         {"path": "internal/syncer/worker.go"}, numbered(WORKER_GO)),
    Step("Run() starts a new goroutine on every tick, so ticks overlap: several syncOnce calls run at once, "
         "all reading lastRun before any of them updates it, which is why items get counted twice. Look at "
         "the test too.", "read_file", {"path": "internal/syncer/worker_test.go"}, numbered(WORKER_TEST_GO)),
    Step("Run syncOnce synchronously inside the loop so ticks cannot overlap.", "edit_file",
         {"path": "internal/syncer/worker.go", "old": "\t\t\tgo w.syncOnce(ctx)", "new": "\t\t\tw.syncOnce(ctx)"},
         "Edited internal/syncer/worker.go: 1 replacement."),
    Step("Synced() is still read from another goroutine while Run is active; make the counter atomic.",
         "edit_file",
         {"path": "internal/syncer/worker.go", "old": "\tsynced  int\n",
          "new": "\tsynced  atomic.Int64\n"},
         "Edited internal/syncer/worker.go: 1 replacement."),
    Step("Update the increment, the getter and the imports.", "run_shell",
         {"command": "sed -i 's/\\tw.synced++/\\tw.synced.Add(1)/; s/func (w \\*Worker) Synced() int { return "
                     "w.synced }/func (w *Worker) Synced() int { return int(w.synced.Load()) }/; "
                     "s#\\t\"log/slog\"#\\t\"log/slog\"\\n\\t\"sync/atomic\"#' internal/syncer/worker.go && "
                     "gofmt -l internal/syncer"}, "", 0),
    Step("Run the test many times under -race again.", "run_shell",
         {"command": "go test -race -run TestWorkerSyncsChangedItems -count=50 ./internal/syncer/"},
         "ok  \texample.com/shipit/internal/syncer\t4.812s", 0),
    Step("And vet plus the whole module.", "run_shell", {"command": "go vet ./... && go test ./..."},
         """ok  \texample.com/shipit/internal/api\t0.412s
ok  \texample.com/shipit/internal/store\t1.203s
ok  \texample.com/shipit/internal/syncer\t0.088s
?   \texample.com/shipit/cmd/shipit\t[no test files]""", 0),
], lang_hint="Go")

# ---------------------------------------------------------------------------------------------
# S4: rust clap v4 upgrade
# ---------------------------------------------------------------------------------------------
CLI_RS = '''use clap::{App, Arg, ArgMatches};

pub struct Options {
    pub path: String,
    pub follow: bool,
    pub lines: usize,
    pub filter: Option<String>,
}

pub fn build_cli() -> App<'static> {
    App::new("logtail")
        .version(env!("CARGO_PKG_VERSION"))
        .about("Tail and filter structured log files")
        .arg(
            Arg::new("path")
                .help("Log file to read")
                .takes_value(true)
                .required(true),
        )
        .arg(Arg::new("follow").short('f').long("follow").help("Keep reading as the file grows"))
        .arg(
            Arg::new("lines")
                .short('n')
                .long("lines")
                .takes_value(true)
                .default_value("20"),
        )
        .arg(Arg::new("filter").long("filter").takes_value(true))
}

pub fn parse(matches: &ArgMatches) -> Options {
    let path = matches.value_of("path").unwrap().to_string();
    let follow = matches.is_present("follow");
    let lines = matches
        .value_of("lines")
        .and_then(|v| v.parse().ok())
        .unwrap_or(20);
    let filter = matches.value_of("filter").map(str::to_string);
    Options { path, follow, lines, filter }
}'''

CLI_RS_NEW = '''use clap::{Arg, ArgAction, ArgMatches, Command};

pub struct Options {
    pub path: String,
    pub follow: bool,
    pub lines: usize,
    pub filter: Option<String>,
}

pub fn build_cli() -> Command {
    Command::new("logtail")
        .version(env!("CARGO_PKG_VERSION"))
        .about("Tail and filter structured log files")
        .arg(Arg::new("path").help("Log file to read").required(true))
        .arg(
            Arg::new("follow")
                .short('f')
                .long("follow")
                .action(ArgAction::SetTrue)
                .help("Keep reading as the file grows"),
        )
        .arg(
            Arg::new("lines")
                .short('n')
                .long("lines")
                .value_parser(clap::value_parser!(usize))
                .default_value("20"),
        )
        .arg(Arg::new("filter").long("filter"))
}

pub fn parse(matches: &ArgMatches) -> Options {
    let path = matches.get_one::<String>("path").expect("required").clone();
    let follow = matches.get_flag("follow");
    let lines = *matches.get_one::<usize>("lines").unwrap_or(&20);
    let filter = matches.get_one::<String>("filter").cloned();
    Options { path, follow, lines, filter }
}'''

CARGO_ERR = """   Compiling clap_builder v4.5.4
   Compiling clap v4.5.4
   Compiling logtail v0.4.2 (/home/dev/logtail)
error[E0432]: unresolved import `clap::App`
 --> src/cli.rs:1:12
  |
1 | use clap::{App, Arg, ArgMatches};
  |            ^^^ no `App` in the root

error[E0599]: no method named `takes_value` found for struct `Arg` in the current scope
  --> src/cli.rs:17:18
   |
17 |                 .takes_value(true)
   |                  ^^^^^^^^^^^ method not found in `Arg`

error[E0599]: no method named `value_of` found for reference `&ArgMatches` in the current scope
  --> src/cli.rs:32:24
   |
32 |     let path = matches.value_of("path").unwrap().to_string();
   |                        ^^^^^^^^ method not found in `&ArgMatches`

error[E0599]: no method named `is_present` found for reference `&ArgMatches` in the current scope
  --> src/cli.rs:33:26
   |
33 |     let follow = matches.is_present("follow");
   |                          ^^^^^^^^^^ method not found in `&ArgMatches`

Some errors have detailed explanations: E0432, E0599.
For more information about an error, try `rustc --explain E0432`.
error: could not compile `logtail` (bin "logtail") due to 7 previous errors"""

S4 = Scenario("rust-clap4", {
    "en": "cargo build fails after bumping clap to 4.5. Fix the build and keep the CLI behaving the same.",
    "de": "Nach dem Update von clap auf 4.5 baut cargo nicht mehr. Bring den Build wieder zum Laufen, das CLI soll "
          "sich gleich verhalten.",
}, [
    Step("Build to see the errors.", "run_shell", {"command": "cargo build 2>&1 | tail -40"}, CARGO_ERR, 0),
    Step("All errors are in src/cli.rs and come from the clap 3 -> 4 API changes. Read the file.", "read_file",
         {"path": "src/cli.rs"}, numbered(CLI_RS)),
    Step("Port it to the clap 4 builder API: Command instead of App, ArgAction::SetTrue for the flag, "
         "value_parser for the number, get_one/get_flag for reading.", "write_file",
         {"path": "src/cli.rs", "content": CLI_RS_NEW}, f"Wrote {len(CLI_RS_NEW.encode())} bytes to src/cli.rs"),
    Step("Build again.", "run_shell", {"command": "cargo build 2>&1 | tail -20"},
         """   Compiling logtail v0.4.2 (/home/dev/logtail)
warning: unused import: `std::io::Write`
 --> src/main.rs:3:5
  |
3 | use std::io::Write;
  |     ^^^^^^^^^^^^^^
  |
  = note: `#[warn(unused_imports)]` on by default

warning: `logtail` (bin "logtail") generated 1 warning (run `cargo fix --bin "logtail"` to apply 1 suggestion)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 3.71s""", 0),
    Step("Compiles. The warning predates this change. Run the tests, including the CLI parsing ones.", "run_shell",
         {"command": "cargo test 2>&1 | tail -25"},
         """running 9 tests
test cli::tests::defaults_to_twenty_lines ... ok
test cli::tests::follow_flag ... ok
test cli::tests::filter_is_optional ... ok
test cli::tests::rejects_non_numeric_lines ... ok
test filter::tests::matches_level ... ok
test filter::tests::matches_substring ... ok
test tail::tests::reads_last_n_lines ... ok
test tail::tests::handles_short_files ... ok
test tail::tests::empty_file ... ok

test result: ok. 9 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s""", 0),
], lang_hint="Rust")

# ---------------------------------------------------------------------------------------------
# S5: java NPE with gift cards
# ---------------------------------------------------------------------------------------------
CHECKOUT_JAVA = '''    // --- gift cards -------------------------------------------------------------
    private Money applyGiftCard(Cart cart, Money due, String code) {
        if (code == null || code.isBlank()) {
            return due;
        }
        GiftCard card = giftCards.findByCode(code.trim().toUpperCase(Locale.ROOT))
                .orElseThrow(() -> new CheckoutException("unknown gift card"));
        if (card.isExpired(clock.instant())) {
            throw new CheckoutException("gift card expired");
        }
        BigDecimal usable = card.getBalance().compareTo(due.amount()) >= 0
                ? due.amount()
                : card.getBalance();
        card.debit(usable);
        giftCards.save(card);
        ledger.record(cart.id(), "GIFT_CARD", usable.negate());
        return due.minus(usable);
    }'''

GIFTCARD_JAVA = '''package com.acme.shop.payment;

import java.math.BigDecimal;
import java.time.Instant;

public class GiftCard {
    private final String code;
    private BigDecimal balance;
    private Instant expiresAt;
    private Status status;

    public enum Status { ISSUED, ACTIVATED, BLOCKED }

    public GiftCard(String code, Status status) {
        this.code = code;
        this.status = status;
    }

    public BigDecimal getBalance() {
        return balance;
    }

    public void activate(BigDecimal amount, Instant expiresAt) {
        this.balance = amount;
        this.expiresAt = expiresAt;
        this.status = Status.ACTIVATED;
    }

    public boolean isExpired(Instant now) {
        return expiresAt != null && now.isAfter(expiresAt);
    }

    public void debit(BigDecimal amount) {
        if (amount.compareTo(balance) > 0) {
            throw new IllegalStateException("insufficient balance");
        }
        balance = balance.subtract(amount);
    }
}'''

NPE_LOG = """2024-06-03 14:22:17.431 ERROR 1 --- [nio-8080-exec-7] c.a.shop.web.CheckoutController  : checkout failed for cart 88123
java.lang.NullPointerException: Cannot invoke "java.math.BigDecimal.compareTo(java.math.BigDecimal)" because the return value of "com.acme.shop.payment.GiftCard.getBalance()" is null
	at com.acme.shop.checkout.CheckoutService.applyGiftCard(CheckoutService.java:112)
	at com.acme.shop.checkout.CheckoutService.checkout(CheckoutService.java:74)
	at com.acme.shop.web.CheckoutController.checkout(CheckoutController.java:51)
	at java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)
	at java.base/java.lang.reflect.Method.invoke(Method.java:580)
	at org.springframework.web.method.support.InvocableHandlerMethod.doInvoke(InvocableHandlerMethod.java:255)
--
2024-06-03 15:02:48.907 ERROR 1 --- [nio-8080-exec-2] c.a.shop.web.CheckoutController  : checkout failed for cart 88190
java.lang.NullPointerException: Cannot invoke "java.math.BigDecimal.compareTo(java.math.BigDecimal)" because the return value of "com.acme.shop.payment.GiftCard.getBalance()" is null
	at com.acme.shop.checkout.CheckoutService.applyGiftCard(CheckoutService.java:112)
	at com.acme.shop.checkout.CheckoutService.checkout(CheckoutService.java:74)"""

MVN_FAIL = """[INFO] -------------------------------------------------------
[INFO]  T E S T S
[INFO] -------------------------------------------------------
[INFO] Running com.acme.shop.checkout.CheckoutServiceTest
[ERROR] Tests run: 13, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.912 s <<< FAILURE! -- in com.acme.shop.checkout.CheckoutServiceTest
[ERROR] com.acme.shop.checkout.CheckoutServiceTest.rejectsGiftCardThatWasNeverActivated -- Time elapsed: 0.011 s <<< FAILURE!
org.opentest4j.AssertionFailedError: Expected com.acme.shop.checkout.CheckoutException to be thrown, but nothing was thrown.
	at org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:152)
	at org.junit.jupiter.api.AssertThrows.assertThrows(AssertThrows.java:73)
	at com.acme.shop.checkout.CheckoutServiceTest.rejectsGiftCardThatWasNeverActivated(CheckoutServiceTest.java:211)

[INFO]
[INFO] Results:
[INFO]
[ERROR] Failures:
[ERROR]   CheckoutServiceTest.rejectsGiftCardThatWasNeverActivated:211 Expected com.acme.shop.checkout.CheckoutException to be thrown, but nothing was thrown.
[INFO]
[ERROR] Tests run: 13, Failures: 1, Errors: 0, Skipped: 0
[INFO]
[INFO] ------------------------------------------------------------------------
[INFO] BUILD FAILURE
[INFO] ------------------------------------------------------------------------"""

S5 = Scenario("java-giftcard-npe", {
    "en": "Customers get a NullPointerException when checking out with a gift card. Find it and fix it.",
    "pt": "Clientes recebem NullPointerException ao finalizar a compra com vale-presente. Acha e corrige.",
    "ko": "기프트카드로 결제하면 NullPointerException이 납니다. 원인 찾아서 고쳐 주세요.",
}, [
    Step("Look for the exception in the application log.", "run_shell",
         {"command": "grep -n 'NullPointerException' -A6 logs/app.log | head -40"}, NPE_LOG, 0),
    Step("getBalance() returns null at CheckoutService.java:112. Read that method.", "read_file",
         {"path": "src/main/java/com/acme/shop/checkout/CheckoutService.java", "start_line": 102,
          "end_line": 126}, numbered("\n" * 101 + CHECKOUT_JAVA, 102, 126)),
    Step("Now GiftCard itself.", "read_file", {"path": "src/main/java/com/acme/shop/payment/GiftCard.java"},
         numbered(GIFTCARD_JAVA)),
    Step("balance is only set in activate(); a card in status ISSUED has a null balance. A card that was never "
         "activated should be rejected explicitly. Add a guard in applyGiftCard.", "edit_file",
         {"path": "src/main/java/com/acme/shop/checkout/CheckoutService.java",
          "old": "        if (card.isExpired(clock.instant())) {",
          "new": "        if (card.getStatus() != GiftCard.Status.ACTIVATED) {\n"
                 "            throw new CheckoutException(\"gift card is not active\");\n        }\n"
                 "        if (card.isExpired(clock.instant())) {"},
         "Edited src/main/java/com/acme/shop/checkout/CheckoutService.java: 1 replacement."),
    Step("GiftCard needs a getStatus() accessor.", "edit_file",
         {"path": "src/main/java/com/acme/shop/payment/GiftCard.java",
          "old": "    public BigDecimal getBalance() {",
          "new": "    public Status getStatus() {\n        return status;\n    }\n\n    public BigDecimal getBalance() {"},
         "Edited src/main/java/com/acme/shop/payment/GiftCard.java: 1 replacement."),
    Step("Add a regression test for a never-activated card, then run the checkout tests.", "run_shell",
         {"command": "mvn -q test -Dtest=CheckoutServiceTest"}, MVN_FAIL, 1),
    Step("The new test still fails: the test fixture builds the card through the repository stub, which "
         "activates every card. Let me look at the stub.", "search",
         {"pattern": "activate\\(", "path": "src/test/java"},
         "src/test/java/com/acme/shop/checkout/GiftCardFixtures.java:22:        card.activate(new BigDecimal(\"50.00\"), "
         "Instant.parse(\"2030-01-01T00:00:00Z\"));\n"
         "src/test/java/com/acme/shop/checkout/CheckoutServiceTest.java:205:        GiftCard card = "
         "GiftCardFixtures.issued(\"NEWCARD\");"),
], lang_hint="Java")

# ---------------------------------------------------------------------------------------------
# S6: typescript strict mode (long)
# ---------------------------------------------------------------------------------------------
TSCONFIG = '''{
  "compilerOptions": {
    "target": "ES2022",
    "module": "ESNext",
    "moduleResolution": "Bundler",
    "strict": false,
    "noImplicitAny": true,
    "esModuleInterop": true,
    "skipLibCheck": true,
    "outDir": "dist",
    "baseUrl": "src"
  },
  "include": ["src"]
}'''

FORMAT_TS = '''export function formatPrice(cents: number, currency?: string) {
  const fmt = new Intl.NumberFormat(undefined, { style: "currency", currency: currency || "EUR" });
  return fmt.format(cents / 100);
}

export function initials(name: string | null) {
  return name
    .split(/\\s+/)
    .filter(Boolean)
    .map((p) => p[0].toUpperCase())
    .join("");
}

export function truncate(text: string, max: number, suffix?: string) {
  if (text.length <= max) return text;
  return text.slice(0, max - suffix.length) + suffix;
}'''

QUERY_TS = '''export type QueryValue = string | number | boolean | undefined;

export function buildQuery(params: Record<string, QueryValue>) {
  const usp = new URLSearchParams();
  for (const key of Object.keys(params)) {
    const value = params[key];
    if (value === undefined) continue;
    usp.set(key, String(value));
  }
  return usp.toString();
}

export function parseQuery(search: string) {
  const out = {};
  new URLSearchParams(search).forEach((v, k) => {
    out[k] = v;
  });
  return out;
}

let lastQuery: string;
export function rememberQuery(q: string) {
  const previous = lastQuery;
  lastQuery = q;
  return previous.length ? previous : null;
}'''

DATES_TS = '''export function toISODate(d: Date | string) {
  const date = typeof d === "string" ? new Date(d) : d;
  return date.toISOString().slice(0, 10);
}

export function daysBetween(a: Date, b: Date) {
  return Math.round((b.getTime() - a.getTime()) / 86_400_000);
}

export function firstOfMonth(d?: Date) {
  return new Date(d.getFullYear(), d.getMonth(), 1);
}'''

TSC_ERRS_1 = """src/utils/dates.ts(10,19): error TS18048: 'd' is possibly 'undefined'.
src/utils/dates.ts(10,36): error TS18048: 'd' is possibly 'undefined'.
src/utils/format.ts(7,3): error TS18047: 'name' is possibly 'null'.
src/utils/format.ts(16,31): error TS18048: 'suffix' is possibly 'undefined'.
src/utils/format.ts(16,49): error TS2345: Argument of type 'string | undefined' is not assignable to parameter of type 'string'.
  Type 'undefined' is not assignable to type 'string'.
src/utils/query.ts(16,5): error TS7053: Element implicitly has an 'any' type because expression of type 'string' can't be used to index type '{}'.
  No index signature with a matching key was found on type '{}'.
src/utils/query.ts(24,10): error TS2454: Variable 'lastQuery' is used before being assigned.
src/components/CartSummary.tsx(31,22): error TS2532: Object is possibly 'undefined'.
src/components/CartSummary.tsx(44,9): error TS2322: Type 'string | undefined' is not assignable to type 'string'.

Found 9 errors in 4 files.

Errors  Files
     2  src/utils/dates.ts:10
     3  src/utils/format.ts:7
     2  src/utils/query.ts:16
     2  src/components/CartSummary.tsx:31"""

TSC_ERRS_2 = """src/utils/dates.ts(10,19): error TS18048: 'd' is possibly 'undefined'.
src/utils/dates.ts(10,36): error TS18048: 'd' is possibly 'undefined'.
src/components/CartSummary.tsx(31,22): error TS2532: Object is possibly 'undefined'.
src/components/CartSummary.tsx(44,9): error TS2322: Type 'string | undefined' is not assignable to type 'string'.

Found 4 errors in 2 files.

Errors  Files
     2  src/utils/dates.ts:10
     2  src/components/CartSummary.tsx:31"""

S6 = Scenario("ts-strict", {
    "en": "Turn on `strict` in tsconfig.json and fix every type error it produces. Don't silence errors with `any` "
          "or `!` unless there is really no alternative.",
    "zh": "把 tsconfig.json 里的 `strict` 打开，然后修掉所有因此出现的类型错误。除非实在没办法，不要用 `any` 或 `!` 糊过去。",
    "fr": "Active `strict` dans tsconfig.json et corrige toutes les erreurs de type qui apparaissent. Pas de `any` "
          "ni de `!` sauf s'il n'y a vraiment pas d'autre solution.",
}, [
    Step("Look at the current compiler options.", "read_file", {"path": "tsconfig.json"}, numbered(TSCONFIG)),
    Step("Enable strict.", "edit_file", {"path": "tsconfig.json", "old": '"strict": false', "new": '"strict": true'},
         "Edited tsconfig.json: 1 replacement."),
    Step("Type-check to get the list of errors.", "run_shell", {"command": "npx tsc --noEmit -p ."}, TSC_ERRS_1, 2),
    Step("Start with src/utils/format.ts.", "read_file", {"path": "src/utils/format.ts"}, numbered(FORMAT_TS)),
    Step("initials() should accept null and return an empty string; truncate() needs a default suffix.",
         "edit_file", {"path": "src/utils/format.ts", "old": "export function initials(name: string | null) {\n  return name\n",
                       "new": "export function initials(name: string | null) {\n  if (!name) return \"\";\n  return name\n"},
         "Edited src/utils/format.ts: 1 replacement."),
    Step("Default the suffix.", "edit_file",
         {"path": "src/utils/format.ts", "old": "max: number, suffix?: string)", "new": "max: number, suffix = \"…\")"},
         "Edited src/utils/format.ts: 1 replacement."),
    Step("Next, src/utils/query.ts.", "read_file", {"path": "src/utils/query.ts"}, numbered(QUERY_TS)),
    Step("Give `out` a proper type.", "edit_file",
         {"path": "src/utils/query.ts", "old": "  const out = {};", "new": "  const out: Record<string, string> = {};"},
         "Edited src/utils/query.ts: 1 replacement."),
    Step("lastQuery starts unassigned; initialise it and keep the null return for the first call.", "edit_file",
         {"path": "src/utils/query.ts", "old": "let lastQuery: string;", "new": "let lastQuery = \"\";"},
         "Edited src/utils/query.ts: 1 replacement."),
    Step("Re-run the type check.", "run_shell", {"command": "npx tsc --noEmit -p ."}, TSC_ERRS_2, 2),
    Step("Now dates.ts.", "read_file", {"path": "src/utils/dates.ts"}, numbered(DATES_TS)),
    Step("firstOfMonth() is called without an argument in two places meaning 'today'; default it.", "edit_file",
         {"path": "src/utils/dates.ts", "old": "export function firstOfMonth(d?: Date) {",
          "new": "export function firstOfMonth(d: Date = new Date()) {"},
         "Edited src/utils/dates.ts: 1 replacement."),
    Step("Check what is left.", "run_shell", {"command": "npx tsc --noEmit -p ."},
         """src/components/CartSummary.tsx(31,22): error TS2532: Object is possibly 'undefined'.
src/components/CartSummary.tsx(44,9): error TS2322: Type 'string | undefined' is not assignable to type 'string'.

Found 2 errors in the same file, starting at: src/components/CartSummary.tsx:31""", 2),
], lang_hint="TypeScript")

# ---------------------------------------------------------------------------------------------
# S7 / S8 / S18 / S21: small tasks that still went through tools
# ---------------------------------------------------------------------------------------------
S7 = Scenario("small-requests-pin", {
    "en": "Which version of requests does this project pin?",
    "de": "Welche requests-Version ist in diesem Projekt festgelegt?",
    "es": "¿Qué versión de requests tiene fijada este proyecto?",
}, [
    Step("Check which dependency files exist.", "list_dir", {"path": "."},
         """total 64
drwxr-xr-x  7 dev dev 4096 Apr  2 11:05 .
drwxr-xr-x 12 dev dev 4096 Apr  2 10:58 ..
drwxr-xr-x  8 dev dev 4096 Apr  2 11:05 .git
-rw-r--r--  1 dev dev  211 Apr  2 10:58 Makefile
-rw-r--r--  1 dev dev 2044 Apr  2 10:58 README.md
drwxr-xr-x  5 dev dev 4096 Apr  2 10:58 crawler
-rw-r--r--  1 dev dev  188 Apr  2 10:58 requirements-dev.txt
-rw-r--r--  1 dev dev  274 Apr  2 10:58 requirements.txt
-rw-r--r--  1 dev dev  901 Apr  2 10:58 setup.cfg
drwxr-xr-x  3 dev dev 4096 Apr  2 10:58 tests"""),
    Step("Search the requirement files and setup.cfg for requests.", "run_shell",
         {"command": "grep -n 'requests' requirements*.txt setup.cfg"},
         """requirements.txt:7:requests==2.31.0
requirements-dev.txt:3:requests-mock==1.11.0
setup.cfg:24:    requests>=2.28,<3""", 0),
], lang_hint="Python")

ROTATE_SH = '''#!/usr/bin/env bash
# Rotate application logs. Called from cron at 00:05.
set -euo pipefail

LOG_DIR=${LOG_DIR:-/var/log/orbit}
KEEP_DAYS=${KEEP_DAYS:-14}
STAMP=$(date -d yesterday +%Y-%m-%d)

cd "$LOG_DIR"
for f in *.log; do
  [ -s "$f" ] || continue
  cp "$f" "archive/${f%.log}-$STAMP.log"
  : > "$f"
  gzip -9 "archive/${f%.log}-$STAMP.log"
done

find archive -name '*.log.gz' -mtime +"$KEEP_DAYS" -delete

# tell the app to reopen its file handles
if [ -f /run/orbit.pid ]; then
  kill -HUP "$(cat /run/orbit.pid)"
fi'''

S8 = Scenario("small-explain-script", {
    "en": "Explain what scripts/rotate_logs.sh does.",
    "es": "Explícame qué hace scripts/rotate_logs.sh.",
    "ja": "scripts/rotate_logs.sh が何をしているか説明して。",
}, [
    Step("Read the script.", "read_file", {"path": "scripts/rotate_logs.sh"}, numbered(ROTATE_SH)),
], lang_hint="Bash")

PYTEST_COUNT = ("........................................................................ [ 33%]\n"
                "...............s.....................F.................................. [ 66%]\n"
                "..........................................ss.....................        [100%]\n"
                """=================================== FAILURES ===================================
____________________ test_export_respects_locale_decimal_sep ____________________

    def test_export_respects_locale_decimal_sep(tmp_path):
        out = tmp_path / "r.csv"
        export_report(SAMPLE, out, locale="de_DE")
>       assert out.read_text().splitlines()[1] == "ACME;1.234,50"
E       AssertionError: assert 'ACME;1234.50' == 'ACME;1.234,50'
E         - ACME;1.234,50
E         + ACME;1234.50

tests/test_export.py:58: AssertionError
=========================== short test summary info ============================
FAILED tests/test_export.py::test_export_respects_locale_decimal_sep - AssertionError
1 failed, 211 passed, 3 skipped in 41.20s""")

S18 = Scenario("small-count-tests", {
    "en": "Run the tests and tell me how many pass.",
    "pt": "Roda os testes e me diz quantos passam.",
    "pl": "Uruchom testy i powiedz, ile przechodzi.",
}, [
    Step("Run the test suite.", "run_shell", {"command": "python -m pytest -q"}, PYTEST_COUNT, 1),
], lang_hint="Python")

S21 = Scenario("small-make-dev", {
    "en": "what does `make dev` do in this repo?",
    "fr": "que fait `make dev` dans ce dépôt ?",
}, [
    Step("Look at the dev target in the Makefile.", "run_shell", {"command": "grep -n '^dev:' -A9 Makefile"},
         """41:dev: .env node_modules
42-	docker compose up -d db redis mailpit
43-	@echo "waiting for postgres..."
44-	@until docker compose exec -T db pg_isready -U app >/dev/null 2>&1; do sleep 1; done
45-	npx prisma migrate dev --skip-generate
46-	npx prisma db seed
47-	npx concurrently -n api,web -c blue,green \\
48-		"npm --workspace api run dev" \\
49-		"npm --workspace web run dev"
50-""", 0),
    Step("It depends on .env and node_modules; check those targets too.", "run_shell",
         {"command": "grep -n -E '^(\\.env|node_modules):' -A4 Makefile"},
         """12:.env:
13-	cp .env.example .env
14-	@echo "created .env from .env.example - review the secrets"
15-
16:node_modules: package-lock.json
17-	npm ci
18-	touch node_modules
19-""", 0),
], lang_hint="JavaScript")

# ---------------------------------------------------------------------------------------------
# S9: CI red on a release branch (python lint + mypy)
# ---------------------------------------------------------------------------------------------
EXPORT_PY_55_92 = '''def _row_for(entry: ReportEntry, columns: Sequence[str]) -> list[str | None]:
    values: list[str | None] = []
    for col in columns:
        raw = getattr(entry, col, None)
        values.append(None if raw is None else _format_cell(raw))
    return values


def write_csv(entries: Iterable[ReportEntry], out: TextIO, columns: Sequence[str]) -> int:
    writer = CsvWriter(out, delimiter=";")
    writer.write_row(list(columns))
    n = 0
    for entry in entries:
        writer.write_row(_row_for(entry, columns))
        n += 1
    return n


def export_report(entries: Iterable[ReportEntry], path: Path, locale: str = "en_US") -> int:
    columns = DEFAULT_COLUMNS if locale.startswith("en") else LOCALIZED_COLUMNS[locale.split("_")[0]]
    with path.open("w", encoding="utf-8", newline="") as fh:
        return write_csv(entries, fh, columns)


def export_to_bytes(entries: Iterable[ReportEntry], columns: Sequence[str] = DEFAULT_COLUMNS, encoding: str = "utf-8") -> bytes:
    buf = io.StringIO()
    write_csv(entries, buf, columns)
    return buf.getvalue().encode(encoding)'''

GH_RUNS = """STATUS  TITLE                                   WORKFLOW  BRANCH       EVENT  ID          ELAPSED  AGE
X       Bump version to 2.8.1                   CI        release/2.8  push   9381120477  2m41s    about 1 hour ago
✓       Backport: fix CSV header order (#1203)  CI        release/2.8  push   9379955120  3m02s    about 3 hours ago
✓       Backport: retry S3 uploads (#1198)      CI        release/2.8  push   9371402211  2m58s    about 1 day ago
✓       Release 2.8.0                           CI        release/2.8  push   9360031876  3m10s    about 2 days ago"""

GH_LOG = """lint	Run ruff check .	2024-06-11T08:14:22.1083945Z src/reports/export.py:14:20: F401 [*] `typing.Optional` imported but unused
lint	Run ruff check .	2024-06-11T08:14:22.1085120Z src/reports/export.py:79:89: E501 Line too long (123 > 88)
lint	Run ruff check .	2024-06-11T08:14:22.1086011Z Found 2 errors.
lint	Run ruff check .	2024-06-11T08:14:22.1086790Z [*] 1 fixable with the `--fix` option.
lint	Run ruff check .	2024-06-11T08:14:22.1211470Z ##[error]Process completed with exit code 1.
typecheck	Run mypy src	2024-06-11T08:15:03.5529118Z src/reports/export.py:68: error: Argument 1 to "write_row" of "CsvWriter" has incompatible type "list[str | None]"; expected "list[str]"  [arg-type]
typecheck	Run mypy src	2024-06-11T08:15:03.5531904Z Found 1 error in 1 file (checked 84 source files)
typecheck	Run mypy src	2024-06-11T08:15:03.5702230Z ##[error]Process completed with exit code 1."""

S9 = Scenario("ci-red-release", {
    "en": "CI is red on the release branch. Make it green.",
    "pt": "O CI está vermelho na branch de release. Deixa verde.",
    "hi-en": "Release branch pe CI red hai, usko green kar do.",
}, [
    Step("Find the failing run on the release branch.", "run_shell",
         {"command": "gh run list --branch release/2.8 --limit 4"}, GH_RUNS, 0),
    Step("Get the failing steps' logs.", "run_shell",
         {"command": "gh run view 9381120477 --log-failed | tail -20"}, GH_LOG, 0),
    Step("Lint and type errors in src/reports/export.py. Let ruff fix what it can.", "run_shell",
         {"command": "ruff check . --fix"},
         "src/reports/export.py:78:89: E501 Line too long (123 > 88)\nFound 2 errors (1 fixed, 1 remaining).", 1),
    Step("Read the relevant part of export.py.", "read_file",
         {"path": "src/reports/export.py", "start_line": 54, "end_line": 82},
         numbered("\n" * 53 + EXPORT_PY_55_92, 54, 82)),
    Step("write_row expects list[str]; empty cells should be written as empty strings, which is what the CSV "
         "writer did implicitly before. Convert None to \"\" in _row_for.", "edit_file",
         {"path": "src/reports/export.py",
          "old": "def _row_for(entry: ReportEntry, columns: Sequence[str]) -> list[str | None]:\n"
                 "    values: list[str | None] = []",
          "new": "def _row_for(entry: ReportEntry, columns: Sequence[str]) -> list[str]:\n    values: list[str] = []"},
         "Edited src/reports/export.py: 1 replacement."),
    Step("And the append.", "edit_file",
         {"path": "src/reports/export.py", "old": "values.append(None if raw is None else _format_cell(raw))",
          "new": "values.append(\"\" if raw is None else _format_cell(raw))"},
         "Edited src/reports/export.py: 1 replacement."),
    Step("Wrap the long signature.", "edit_file",
         {"path": "src/reports/export.py",
          "old": "def export_to_bytes(entries: Iterable[ReportEntry], columns: Sequence[str] = DEFAULT_COLUMNS, encoding: str = \"utf-8\") -> bytes:",
          "new": "def export_to_bytes(\n    entries: Iterable[ReportEntry],\n    columns: Sequence[str] = DEFAULT_COLUMNS,\n"
                 "    encoding: str = \"utf-8\",\n) -> bytes:"},
         "Edited src/reports/export.py: 1 replacement."),
    Step("Run the same checks as CI.", "run_shell", {"command": "ruff check . && mypy src"},
         "All checks passed!\nSuccess: no issues found in 84 source files", 0),
    Step("And the tests.", "run_shell", {"command": "python -m pytest -q -x"},
         "........................................................................ [ 23%]\n"
         "........................................................................ [ 46%]\n"
         "..........................s............................................. [ 69%]\n"
         "...................................................s..s.s............... [ 92%]\n"
         "........................                                                 [100%]\n"
         "308 passed, 4 skipped in 18.22s", 0),
], lang_hint="Python")

# ---------------------------------------------------------------------------------------------
# S10: docker build after switching to pnpm
# ---------------------------------------------------------------------------------------------
DOCKERFILE = '''# syntax=docker/dockerfile:1.7
FROM node:20-alpine AS base
ENV NODE_ENV=production

FROM base AS deps
WORKDIR /app
COPY package.json pnpm-lock.yaml ./
RUN pnpm install --frozen-lockfile

FROM deps AS build
COPY . .
RUN pnpm run build

FROM base AS runtime
WORKDIR /app
COPY --from=build /app/dist ./dist
COPY --from=deps /app/node_modules ./node_modules
USER node
EXPOSE 3000
CMD ["node", "dist/server.js"]'''

DOCKER_ERR1 = """#8 [deps 2/3] COPY package.json pnpm-lock.yaml ./
#8 DONE 0.0s

#9 [deps 3/3] RUN pnpm install --frozen-lockfile
#9 0.312 /bin/sh: pnpm: not found
#9 ERROR: process "/bin/sh -c pnpm install --frozen-lockfile" did not complete successfully: exit code: 127
------
 > [deps 3/3] RUN pnpm install --frozen-lockfile:
0.312 /bin/sh: pnpm: not found
------
Dockerfile:8
--------------------
   6 |     WORKDIR /app
   7 |     COPY package.json pnpm-lock.yaml ./
   8 | >>> RUN pnpm install --frozen-lockfile
   9 |
  10 |     FROM deps AS build
--------------------
ERROR: failed to solve: process "/bin/sh -c pnpm install --frozen-lockfile" did not complete successfully: exit code: 127"""

DOCKER_ERR2 = """#10 [deps 4/4] RUN pnpm install --frozen-lockfile
#10 1.904 Lockfile is up to date, resolution step is skipped
#10 1.911  ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with "frozen-lockfile" because pnpm-lock.yaml is not up to date with <ROOT>/package.json
#10 1.911
#10 1.911 Note that in CI environments this setting is true by default. If you still need to run install in such cases, use "pnpm install --no-frozen-lockfile"
#10 1.911
#10 1.911   Failure reason:
#10 1.911   specifiers in the lockfile ({"fastify":"^4.26.2","pino":"^9.0.0"}) don't match specs in package.json ({"fastify":"^4.26.2","pino":"^9.0.0","zod":"^3.23.8"})
#10 ERROR: process "/bin/sh -c pnpm install --frozen-lockfile" did not complete successfully: exit code: 1
ERROR: failed to solve: process "/bin/sh -c pnpm install --frozen-lockfile" did not complete successfully: exit code: 1"""

S10 = Scenario("docker-pnpm", {
    "en": "The Docker image build broke after we switched from npm to pnpm. Fix the Dockerfile.",
    "ko": "npm에서 pnpm으로 바꾼 뒤로 Docker 이미지 빌드가 깨졌어요. Dockerfile 고쳐 주세요.",
    "it": "Dopo il passaggio da npm a pnpm la build dell'immagine Docker non funziona più. Sistema il Dockerfile.",
}, [
    Step("Reproduce the build failure.", "run_shell", {"command": "docker build -t web:dev . 2>&1 | tail -25"},
         DOCKER_ERR1, 0),
    Step("pnpm is not in the node:20-alpine image. Read the Dockerfile.", "read_file", {"path": "Dockerfile"},
         numbered(DOCKERFILE)),
    Step("Check which pnpm version package.json pins.", "run_shell", {"command": "grep -n packageManager package.json"},
         '5:  "packageManager": "pnpm@9.1.4",', 0),
    Step("Enable corepack in the base stage so the pinned pnpm is used.", "edit_file",
         {"path": "Dockerfile", "old": "ENV NODE_ENV=production\n",
          "new": "ENV NODE_ENV=production\nRUN corepack enable\n"},
         "Edited Dockerfile: 1 replacement."),
    Step("Build again.", "run_shell", {"command": "docker build -t web:dev . 2>&1 | tail -15"}, DOCKER_ERR2, 0),
    Step("The lockfile is stale: zod was added to package.json without updating pnpm-lock.yaml. Regenerate the "
         "lockfile only.", "run_shell", {"command": "corepack pnpm install --lockfile-only"},
         "Progress: resolved 214, reused 201, downloaded 13, added 0, done\n\ndependencies:\n+ zod 3.23.8\n\nDone in 3.1s", 0),
    Step("Build once more.", "run_shell", {"command": "docker build -t web:dev . 2>&1 | tail -8"},
         """#14 [runtime 3/3] COPY --from=deps /app/node_modules ./node_modules
#14 DONE 1.2s

#15 exporting to image
#15 exporting layers 0.9s done
#15 writing image sha256:3f1c0a9be4d28f7c5e2a61b0d7f9e8c41aa0b6f2d3e5c7a9b1d3f5e7a9c1b3d5 done
#15 naming to docker.io/library/web:dev done
#15 DONE 0.9s""", 0),
    Step("Smoke-test the image.", "run_shell",
         {"command": "docker run --rm -d -p 3000:3000 --name webtest web:dev && sleep 2 && curl -sf localhost:3000/health; "
                     "echo; docker rm -f webtest"},
         'a91e0c44f2b7d8e6c1f3a5b7d9e1f3a5c7e9b1d3f5a7c9e1b3d5f7a9c1e3b5d7\n{"status":"ok","uptime":1.93}\nwebtest', 0),
], lang_hint="Docker")

# ---------------------------------------------------------------------------------------------
# S11: django upgrade (15 rounds)
# ---------------------------------------------------------------------------------------------
SHOP_URLS = '''from django.conf.urls import include, url
from django.contrib import admin

from shop import views

urlpatterns = [
    url(r"^admin/", admin.site.urls),
    url(r"^$", views.home, name="home"),
    url(r"^products/(?P<slug>[-\\w]+)/$", views.product_detail, name="product-detail"),
    url(r"^cart/", include("cart.urls")),
    url(r"^accounts/", include("accounts.urls")),
    url(r"^api/", include("api.urls")),
]'''

DJANGO_CHECK_1 = """Traceback (most recent call last):
  File "/app/manage.py", line 22, in <module>
    main()
  File "/app/manage.py", line 18, in main
    execute_from_command_line(sys.argv)
  File "/app/.venv/lib/python3.11/site-packages/django/core/management/__init__.py", line 442, in execute_from_command_line
    utility.execute()
  File "/app/.venv/lib/python3.11/site-packages/django/core/management/__init__.py", line 436, in execute
    self.fetch_command(subcommand).run_from_argv(self.argv)
  File "/app/.venv/lib/python3.11/site-packages/django/core/checks/urls.py", line 42, in check_url_namespaces_unique
    all_namespaces = _load_all_namespaces(resolver)
  File "/app/.venv/lib/python3.11/site-packages/django/urls/resolvers.py", line 718, in url_patterns
    patterns = getattr(self.urlconf_module, "urlpatterns", self.urlconf_module)
  File "/app/shop/urls.py", line 1, in <module>
    from django.conf.urls import include, url
ImportError: cannot import name 'url' from 'django.conf.urls' (/app/.venv/lib/python3.11/site-packages/django/conf/urls/__init__.py)"""

DJANGO_CHECK_2 = """Traceback (most recent call last):
  File "/app/manage.py", line 22, in <module>
    main()
  ...
  File "/app/accounts/models.py", line 4, in <module>
    from django.utils.translation import ugettext_lazy as _
ImportError: cannot import name 'ugettext_lazy' from 'django.utils.translation' (/app/.venv/lib/python3.11/site-packages/django/utils/translation/__init__.py)"""

DJANGO_WARN = """System check identified some issues:

WARNINGS:
accounts.Profile: (models.W042) Auto-created primary key used when not defining a primary key type, by default 'django.db.models.AutoField'.
	HINT: Configure the DEFAULT_AUTO_FIELD setting or the AccountsConfig.default_auto_field attribute to point to a subclass of AutoField, e.g. 'django.db.models.BigAutoField'.
cart.CartItem: (models.W042) Auto-created primary key used when not defining a primary key type, by default 'django.db.models.AutoField'.
	HINT: Configure the DEFAULT_AUTO_FIELD setting or the CartConfig.default_auto_field attribute to point to a subclass of AutoField, e.g. 'django.db.models.BigAutoField'.
shop.Product: (models.W042) Auto-created primary key used when not defining a primary key type, by default 'django.db.models.AutoField'.
	HINT: Configure the DEFAULT_AUTO_FIELD setting or the ShopConfig.default_auto_field attribute to point to a subclass of AutoField, e.g. 'django.db.models.BigAutoField'.

System check identified 3 issues (0 silenced)."""

DJANGO_PYTEST = """........................................................F..F............ [ 58%]
....................................................                     [100%]
=================================== FAILURES ===================================
_______________________ test_add_to_cart_ajax_returns_json _______________________

client = <django.test.client.Client object at 0x7f01a8c3e2d0>, product = <Product: Mug (mug-01)>

    def test_add_to_cart_ajax_returns_json(client, product):
        resp = client.post(
            reverse("cart:add", args=[product.slug]),
            HTTP_X_REQUESTED_WITH="XMLHttpRequest",
        )
>       assert resp.status_code == 200
E       assert 500 == 200
E        +  where 500 = <HttpResponse status_code=500, "text/html; charset=utf-8">.status_code

cart/tests/test_views.py:31: AssertionError
----------------------------- Captured log call ------------------------------
ERROR    django.request:log.py:241 Internal Server Error: /cart/add/mug-01/
Traceback (most recent call last):
  File "/app/cart/views.py", line 27, in add_to_cart
    if request.is_ajax():
AttributeError: 'WSGIRequest' object has no attribute 'is_ajax'
_____________________ test_remove_from_cart_ajax_returns_json ____________________
...
cart/tests/test_views.py:52: AssertionError
=========================== short test summary info ============================
FAILED cart/tests/test_views.py::test_add_to_cart_ajax_returns_json - assert 500 == 200
FAILED cart/tests/test_views.py::test_remove_from_cart_ajax_returns_json - assert 500 == 200
2 failed, 122 passed in 12.77s"""

S11 = Scenario("django-upgrade", {
    "en": "Upgrade the project from Django 3.2 to 4.2 LTS and fix everything that breaks.",
    "pt": "Atualiza o projeto do Django 3.2 pro 4.2 LTS e corrige tudo que quebrar.",
    "tr": "Projeyi Django 3.2'den 4.2 LTS'e yükselt ve bozulan her şeyi düzelt.",
}, [
    Step("Install the new Django version into the virtualenv.", "run_shell",
         {"command": "pip install 'Django>=4.2,<4.3' 2>&1 | tail -2"},
         "Successfully installed Django-4.2.13 asgiref-3.8.1 sqlparse-0.5.0", 0),
    Step("Run the system checks.", "run_shell", {"command": "python manage.py check"}, DJANGO_CHECK_1, 1),
    Step("django.conf.urls.url was removed in 4.0. Find all uses.", "run_shell",
         {"command": "grep -rn 'from django.conf.urls import' --include=*.py ."},
         "./shop/urls.py:1:from django.conf.urls import include, url\n./accounts/urls.py:1:from django.conf.urls import url\n"
         "./api/urls.py:2:from django.conf.urls import url\n./cart/urls.py:1:from django.conf.urls import url", 0),
    Step("Read the root URLconf.", "read_file", {"path": "shop/urls.py"}, numbered(SHOP_URLS)),
    Step("These are regex routes; the mechanical replacement is re_path.", "run_shell",
         {"command": "sed -i 's/from django.conf.urls import include, url/from django.urls import include, re_path/; "
                     "s/from django.conf.urls import url/from django.urls import re_path/; s/\\burl(/re_path(/g' "
                     "shop/urls.py accounts/urls.py api/urls.py cart/urls.py && git diff --stat"},
         " accounts/urls.py |  8 ++++----\n api/urls.py      | 14 +++++++-------\n cart/urls.py     |  8 ++++----\n"
         " shop/urls.py     | 14 +++++++-------\n 4 files changed, 22 insertions(+), 22 deletions(-)", 0),
    Step("Check again.", "run_shell", {"command": "python manage.py check"}, DJANGO_CHECK_2, 1),
    Step("ugettext* was removed as well. Find the uses.", "run_shell",
         {"command": "grep -rn 'ugettext' --include=*.py . | grep -v .venv"},
         "./accounts/models.py:4:from django.utils.translation import ugettext_lazy as _\n"
         "./accounts/forms.py:3:from django.utils.translation import ugettext_lazy as _\n"
         "./shop/models.py:5:from django.utils.translation import ugettext_lazy as _\n"
         "./shop/views.py:9:from django.utils.translation import ugettext as _\n"
         "./cart/models.py:3:from django.utils.translation import ugettext_lazy as _", 0),
    Step("Replace them with gettext/gettext_lazy.", "run_shell",
         {"command": "grep -rl 'ugettext' --include=*.py accounts shop cart | xargs sed -i 's/ugettext_lazy/gettext_lazy/g; "
                     "s/import ugettext as/import gettext as/'"}, "", 0),
    Step("Check again.", "run_shell", {"command": "python manage.py check"}, DJANGO_WARN, 0),
    Step("Keep the existing integer keys so no migrations are generated: set DEFAULT_AUTO_FIELD to AutoField.",
         "edit_file", {"path": "config/settings.py", "old": "USE_TZ = True\n",
                       "new": "USE_TZ = True\n\nDEFAULT_AUTO_FIELD = \"django.db.models.AutoField\"\n"},
         "Edited config/settings.py: 1 replacement."),
    Step("Check again.", "run_shell", {"command": "python manage.py check"},
         "System check identified no issues (0 silenced).", 0),
    Step("Make sure no model changes are pending.", "run_shell",
         {"command": "python manage.py makemigrations --check --dry-run"}, "No changes detected", 0),
    Step("Run the tests.", "run_shell", {"command": "python -m pytest -q"}, DJANGO_PYTEST, 1),
    Step("request.is_ajax() was removed in 4.0. Find every use.", "search", {"pattern": r"is_ajax\(", "path": "."},
         "cart/views.py:27:    if request.is_ajax():\ncart/views.py:48:    if request.is_ajax():\n"
         "shop/views.py:112:        if request.is_ajax() and form.is_valid():"),
    Step("Replace it with an explicit header check, as the release notes suggest.", "run_shell",
         {"command": "sed -i \"s/request.is_ajax()/request.headers.get('x-requested-with') == 'XMLHttpRequest'/\" "
                     "cart/views.py shop/views.py && python -m pytest -q cart"},
         "..............................                                           [100%]\n30 passed in 3.02s", 0),
], lang_hint="Python")

# ---------------------------------------------------------------------------------------------
# S12: ruby float rounding
# ---------------------------------------------------------------------------------------------
INVOICE_RB = '''class Invoice < ApplicationRecord
  has_many :lines, class_name: "InvoiceLine", dependent: :destroy
  belongs_to :customer

  TAX_RATE = 0.07

  def subtotal
    lines.sum { |l| l.quantity * l.unit_price }
  end

  def tax
    subtotal * TAX_RATE
  end

  def total
    subtotal + tax
  end
end'''

RSPEC_FAIL = """
Invoice
  #total
    sums line amounts and tax (FAILED - 1)
    is zero without lines

Failures:

  1) Invoice#total sums line amounts and tax
     Failure/Error: expect(invoice.total).to eq(107.0)

       expected: 107.0
            got: 107.00000000000001

       (compared using ==)
     # ./spec/models/invoice_spec.rb:14:in `block (3 levels) in <top (required)>'

Finished in 0.21453 seconds (files took 1.92 seconds to load)
2 examples, 1 failure

Failed examples:

rspec ./spec/models/invoice_spec.rb:10 # Invoice#total sums line amounts and tax"""

S12 = Scenario("ruby-invoice-rounding", {
    "en": "The invoice total spec started failing after the tax change. Fix it properly - money should not be floats.",
    "it": "Lo spec del totale fattura ha iniziato a fallire dopo la modifica delle tasse. Sistemalo per bene: i "
          "soldi non devono essere float.",
}, [
    Step("Run the failing spec.", "run_shell", {"command": "bundle exec rspec spec/models/invoice_spec.rb"},
         RSPEC_FAIL, 1),
    Step("Float arithmetic. Read the model.", "read_file", {"path": "app/models/invoice.rb"}, numbered(INVOICE_RB)),
    Step("Check the column types of invoice_lines.", "run_shell",
         {"command": "grep -n -A8 'create_table \"invoice_lines\"' db/schema.rb"},
         """118:  create_table "invoice_lines", force: :cascade do |t|
119-    t.bigint "invoice_id", null: false
120-    t.string "description", null: false
121-    t.integer "quantity", default: 1, null: false
122-    t.float "unit_price", null: false
123-    t.datetime "created_at", null: false
124-    t.datetime "updated_at", null: false
125-    t.index ["invoice_id"], name: "index_invoice_lines_on_invoice_id"
126-  end""", 0),
    Step("unit_price is a float column. Use BigDecimal in the model now and add a migration to decimal(12,2).",
         "write_file", {"path": "app/models/invoice.rb", "content": INVOICE_RB.replace("TAX_RATE = 0.07", 'TAX_RATE = BigDecimal("0.07")')
                        .replace("lines.sum { |l| l.quantity * l.unit_price }", "lines.sum(BigDecimal(\"0\")) { |l| l.quantity * l.unit_price.to_d }")
                        .replace("subtotal * TAX_RATE", "(subtotal * TAX_RATE).round(2, half: :even)")},
         "Wrote 503 bytes to app/models/invoice.rb"),
    Step("Generate the migration.", "run_shell",
         {"command": "bin/rails g migration ChangeInvoiceLinesUnitPriceToDecimal"},
         "      invoke  active_record\n      create    db/migrate/20240612093015_change_invoice_lines_unit_price_to_decimal.rb", 0),
    Step("Fill it in.", "write_file",
         {"path": "db/migrate/20240612093015_change_invoice_lines_unit_price_to_decimal.rb",
          "content": "class ChangeInvoiceLinesUnitPriceToDecimal < ActiveRecord::Migration[7.1]\n  def up\n"
                     "    change_column :invoice_lines, :unit_price, :decimal, precision: 12, scale: 2, null: false\n"
                     "  end\n\n  def down\n    change_column :invoice_lines, :unit_price, :float, null: false\n  end\nend\n"},
         "Wrote 281 bytes to db/migrate/20240612093015_change_invoice_lines_unit_price_to_decimal.rb"),
    Step("Migrate the test database and run the spec.", "run_shell",
         {"command": "bin/rails db:migrate RAILS_ENV=test && bundle exec rspec spec/models/invoice_spec.rb"},
         "== 20240612093015 ChangeInvoiceLinesUnitPriceToDecimal: migrating ===========\n"
         "-- change_column(:invoice_lines, :unit_price, :decimal, {:precision=>12, :scale=>2, :null=>false})\n"
         "   -> 0.0123s\n== 20240612093015 ChangeInvoiceLinesUnitPriceToDecimal: migrated (0.0124s) ==\n\n"
         "..\n\nFinished in 0.19201 seconds (files took 1.87 seconds to load)\n2 examples, 0 failures", 0),
    Step("Full suite.", "run_shell", {"command": "bundle exec rspec"},
         "Finished in 14.38 seconds (files took 2.01 seconds to load)\n184 examples, 0 failures, 2 pending", 0),
], lang_hint="Ruby")

# ---------------------------------------------------------------------------------------------
# S13: research + upgrade (uses web_search: no shell form)
# ---------------------------------------------------------------------------------------------
NPM_AUDIT = """# npm audit report

lodash  <=4.17.20
Severity: high
Prototype Pollution in lodash - https://github.com/advisories/GHSA-p6mc-m468-83gw
Command Injection in lodash - https://github.com/advisories/GHSA-35jh-r3h4-6jhm
fix available via `npm audit fix`
node_modules/lodash

1 high severity vulnerability

To address all issues, run:
  npm audit fix"""

WEB_RESULTS = """1. lodash 4.17.19 release notes - GitHub
   https://github.com/lodash/lodash/releases/tag/4.17.19
   Fixes prototype pollution in zipObjectDeep (CVE-2020-8203). ...
2. Command Injection in lodash template - GitHub Advisory Database
   https://github.com/advisories/GHSA-35jh-r3h4-6jhm
   lodash versions prior to 4.17.21 are vulnerable to Command Injection via the template function ...
3. Upgrading lodash from 4.17.15: any breaking changes? - Stack Overflow
   https://stackoverflow.com/questions/62763147
   Patch releases in the 4.17.x line are API compatible; the fixes only touch zipObjectDeep, template and ..."""

S13 = Scenario("research-lodash", {
    "en": "Find out whether our pinned lodash is affected by any known prototype-pollution CVE and upgrade it if "
          "needed.",
    "es": "Averigua si la versión de lodash que tenemos fijada está afectada por algún CVE conocido de prototype "
          "pollution y actualízala si hace falta.",
}, [
    Step("Check which lodash version is pinned.", "run_shell", {"command": "grep -n '\"lodash\"' package.json"},
         '31:    "lodash": "4.17.15",', 0),
    Step("See what npm audit reports for it.", "run_shell", {"command": "npm audit --omit=dev"}, NPM_AUDIT, 1),
    Step("Confirm which release fixed the prototype pollution issue and whether the upgrade is safe.",
         "web_search", {"query": "lodash 4.17.15 prototype pollution zipObjectDeep fixed version"}, WEB_RESULTS),
    Step("4.17.21 fixes both advisories and is API compatible. Upgrade.", "run_shell",
         {"command": "npm install lodash@4.17.21 --save-exact"},
         "changed 1 package, and audited 1203 packages in 4s\n\n164 packages are looking for funding\n"
         "  run `npm fund` for details\n\nfound 0 vulnerabilities", 0),
    Step("Run the tests.", "run_shell", {"command": "npm test --silent"},
         "Test Suites: 41 passed, 41 total\nTests:       388 passed, 388 total\nSnapshots:   12 passed, 12 total\n"
         "Time:        14.02 s\nRan all test suites.", 0),
], lang_hint="JavaScript", no_shell_form=True)

# ---------------------------------------------------------------------------------------------
# S14: C segfault
# ---------------------------------------------------------------------------------------------
LEXER_C = '''#define TOK_MAX 4096

typedef struct {
    const char *src;
    size_t pos;
    size_t len;
    char buf[TOK_MAX];
} Lexer;

static int is_word(int c) { return isalnum(c) || c == '_' || c == '-'; }

Token next_token(Lexer *lx) {
    size_t n = 0;
    while (lx->pos < lx->len && isspace((unsigned char)lx->src[lx->pos]))
        lx->pos++;
    if (lx->pos >= lx->len)
        return (Token){TOK_EOF, NULL};
    while (lx->pos < lx->len && is_word((unsigned char)lx->src[lx->pos])) {
        lx->buf[n++] = lx->src[lx->pos++];
    }
    lx->buf[n] = '\\0';
    return (Token){TOK_WORD, lx->buf};
}'''

VALGRIND = """==48211== Memcheck, a memory error detector
==48211== Command: ./build/parse /tmp/big.txt
==48211==
==48211== Invalid write of size 1
==48211==    at 0x10A3F1: next_token (lexer.c:54)
==48211==    by 0x109B2C: parse_document (parser.c:112)
==48211==    by 0x1094D0: main (main.c:31)
==48211==  Address 0x4a8e0c0 is 0 bytes after a block of size 4,128 alloc'd
==48211==    at 0x4848899: malloc (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)
==48211==    by 0x10A201: lexer_new (lexer.c:31)
==48211==    by 0x109A80: parse_document (parser.c:104)
==48211==
==48211== Process terminating with default action of signal 11 (SIGSEGV)
==48211==  Access not within mapped region at address 0x4A9F000
==48211==    at 0x10A3F1: next_token (lexer.c:54)"""

S14 = Scenario("c-segfault", {
    "en": "The C parser segfaults on inputs longer than 4096 bytes. Reproduce it and fix it.",
    "zh": "这个 C 解析器遇到超过 4096 字节的输入就段错误。先复现再修复。",
    "de": "Der C-Parser stürzt bei Eingaben über 4096 Bytes mit einem Segfault ab. Reproduzier das und behebe es.",
}, [
    Step("Build first.", "run_shell", {"command": "make -j8 2>&1 | tail -5"},
         "cc -O2 -g -Wall -Wextra -Isrc -c src/lexer.c -o build/lexer.o\ncc -O2 -g -Wall -Wextra -Isrc -c src/parser.c -o build/parser.o\n"
         "cc -O2 -g -Wall -Wextra -Isrc -c src/main.c -o build/main.o\ncc -o build/parse build/lexer.o build/parser.o build/main.o", 0),
    Step("Reproduce with a single 5000-character word.", "run_shell",
         {"command": "python3 -c \"print('a'*5000)\" > /tmp/big.txt && ./build/parse /tmp/big.txt; echo \"exit=$?\""},
         "Segmentation fault (core dumped)\nexit=139", 0),
    Step("Run it under valgrind to find the bad write.", "run_shell",
         {"command": "valgrind ./build/parse /tmp/big.txt 2>&1 | head -20"}, VALGRIND, 0),
    Step("Write past the end of the token buffer in next_token. Read the lexer.", "read_file",
         {"path": "src/lexer.c", "start_line": 36, "end_line": 61}, numbered("\n" * 35 + LEXER_C, 36, 61)),
    Step("The word loop never checks n against TOK_MAX. Stop copying at TOK_MAX-1 and report an error token "
         "instead of overflowing.", "edit_file",
         {"path": "src/lexer.c",
          "old": "        lx->buf[n++] = lx->src[lx->pos++];\n    }",
          "new": "        if (n + 1 >= TOK_MAX)\n            return (Token){TOK_ERROR, \"token too long\"};\n"
                 "        lx->buf[n++] = lx->src[lx->pos++];\n    }"},
         "Edited src/lexer.c: 1 replacement."),
    Step("Rebuild and rerun the reproducer.", "run_shell",
         {"command": "make -j8 >/dev/null && ./build/parse /tmp/big.txt; echo \"exit=$?\""},
         "parse error at 1:4096: token too long\nexit=2", 0),
    Step("No crash; a clean error now. Run the test suite.", "run_shell", {"command": "make test"},
         "./tests/run.sh build/parse\nPASS empty.txt\nPASS nested.txt\nPASS unicode.txt\nPASS long_token.txt\n"
         "...\nAll 24 tests passed", 0),
], lang_hint="C")

# ---------------------------------------------------------------------------------------------
# S15: terraform wants to replace the database
# ---------------------------------------------------------------------------------------------
TF_PLAN = """  # module.db.aws_db_instance.main must be replaced
-/+ resource "aws_db_instance" "main" {
      ~ address                               = "prod-main.c9xk2l1m0q.eu-west-1.rds.amazonaws.com" -> (known after apply)
      ~ arn                                   = "arn:aws:rds:eu-west-1:123456789012:db:prod-main" -> (known after apply)
      ~ endpoint                              = "prod-main.c9xk2l1m0q.eu-west-1.rds.amazonaws.com:5432" -> (known after apply)
      ~ id                                    = "db-4QXH2RZ7LMBS3KJ5F6G7H8J9K0" -> (known after apply)
      + kms_key_id                            = (known after apply)
      ~ storage_encrypted                     = false -> true # forces replacement
        tags                                  = {
            "env"  = "prod"
            "team" = "platform"
        }
        # (38 unchanged attributes hidden)
    }

Plan: 1 to add, 0 to change, 1 to destroy."""

TF_GITLOG = """commit 0b7d61e2f4a9c3d85e1f0a2b4c6d8e0f1a3b5c7d
Author: Jonas Weber <jonas@acme-infra.io>
Date:   Tue Jun 4 10:21:33 2024 +0200

    security: encrypt all RDS instances at rest

diff --git a/modules/db/main.tf b/modules/db/main.tf
index 41c2e90..8e3a1f7 100644
--- a/modules/db/main.tf
+++ b/modules/db/main.tf
@@ -14,6 +14,7 @@ resource "aws_db_instance" "main" {
   allocated_storage       = var.allocated_storage
   max_allocated_storage   = var.max_allocated_storage
   storage_type            = "gp3"
+  storage_encrypted       = true
   db_subnet_group_name    = aws_db_subnet_group.main.name
   vpc_security_group_ids  = [aws_security_group.db.id]
   backup_retention_period = 14"""

S15 = Scenario("terraform-replace", {
    "en": "Our terraform plan wants to replace the production database. Figure out why and make the plan clean "
          "without destroying anything.",
    "fr": "Notre terraform plan veut recréer la base de production. Trouve pourquoi et rends le plan propre sans "
          "rien détruire.",
}, [
    Step("Look at the plan for prod.", "run_shell",
         {"command": "cd envs/prod && terraform plan -no-color 2>&1 | tail -22"}, TF_PLAN, 0),
    Step("storage_encrypted false -> true forces replacement. Find where that changed.", "run_shell",
         {"command": "git log -p -1 -- modules/db/main.tf"}, TF_GITLOG, 0),
    Step("The module now hard-codes encryption for every instance. Make it a variable defaulting to true, so new "
         "environments stay encrypted, and let prod opt out until the snapshot-restore migration is planned.",
         "edit_file", {"path": "modules/db/main.tf", "old": "  storage_encrypted       = true",
                       "new": "  storage_encrypted       = var.storage_encrypted"},
         "Edited modules/db/main.tf: 1 replacement."),
    Step("Declare the variable.", "edit_file",
         {"path": "modules/db/variables.tf", "old": 'variable "allocated_storage" {',
          "new": 'variable "storage_encrypted" {\n  description = "Encrypt storage at rest. Changing this on an existing '
                 'instance forces replacement."\n  type        = bool\n  default     = true\n}\n\nvariable "allocated_storage" {'},
         "Edited modules/db/variables.tf: 1 replacement."),
    Step("Opt prod out explicitly.", "edit_file",
         {"path": "envs/prod/main.tf", "old": '  source = "../../modules/db"\n',
          "new": '  source = "../../modules/db"\n\n  # Existing instance was created unencrypted; see INFRA-412 for the migration plan.\n'
                 '  storage_encrypted = false\n'},
         "Edited envs/prod/main.tf: 1 replacement."),
    Step("Plan again.", "run_shell", {"command": "cd envs/prod && terraform plan -no-color 2>&1 | tail -6"},
         "module.db.aws_db_instance.main: Refreshing state... [id=db-4QXH2RZ7LMBS3KJ5F6G7H8J9K0]\n\n"
         "No changes. Your infrastructure matches the configuration.\n\n"
         "Terraform has compared your real infrastructure against your configuration and found no differences, so no\n"
         "changes are needed.", 0),
], lang_hint="Terraform")

# ---------------------------------------------------------------------------------------------
# S16: kubernetes crashloop
# ---------------------------------------------------------------------------------------------
API_YAML = '''apiVersion: apps/v1
kind: Deployment
metadata:
  name: api
  namespace: staging
spec:
  replicas: 2
  selector:
    matchLabels:
      app: api
  template:
    metadata:
      labels:
        app: api
    spec:
      containers:
        - name: api
          image: registry.internal/api:2.15.0-rc.2
          ports:
            - containerPort: 8080
          env:
            - name: NODE_ENV
              value: staging
            - name: DATABASE_URL
              valueFrom:
                secretKeyRef:
                  name: api-secret
                  key: database-url
                  optional: true'''

S16 = Scenario("k8s-crashloop", {
    "en": "The api pods in staging are in CrashLoopBackOff since the last deploy. Find out why and fix the manifest.",
    "ja": "前回のデプロイ以降、staging の api Pod が CrashLoopBackOff になっています。原因を調べてマニフェストを直してください。",
}, [
    Step("Check the pods.", "run_shell", {"command": "kubectl -n staging get pods -l app=api"},
         "NAME                   READY   STATUS             RESTARTS      AGE\n"
         "api-7d9c6b5f4-x2kqp    0/1     CrashLoopBackOff   6 (41s ago)   7m12s\n"
         "api-7d9c6b5f4-zz81m    0/1     CrashLoopBackOff   6 (38s ago)   7m12s", 0),
    Step("Logs from the previous container.", "run_shell",
         {"command": "kubectl -n staging logs api-7d9c6b5f4-x2kqp --previous"},
         '{"level":"info","msg":"starting api","version":"2.15.0-rc.2"}\n'
         "Error: missing required env var DATABASE_URL\n    at loadConfig (/app/dist/config.js:18:11)\n"
         "    at main (/app/dist/server.js:9:18)", 0),
    Step("DATABASE_URL comes from a secret. Which secrets exist in the namespace?", "run_shell",
         {"command": "kubectl -n staging get secrets"},
         "NAME                  TYPE                             DATA   AGE\napi-secrets           Opaque                           "
         "4      213d\ndefault-token-8kq2x   kubernetes.io/service-account-token   3      1y\nregistry-pull         "
         "kubernetes.io/dockerconfigjson   1      1y", 0),
    Step("The secret is called api-secrets. Read the manifest.", "read_file", {"path": "deploy/staging/api.yaml"},
         numbered(API_YAML)),
    Step("The secretKeyRef points at api-secret and is optional, so the pod starts with the variable unset. Fix "
         "the name and make it required so this fails at scheduling time next time.", "edit_file",
         {"path": "deploy/staging/api.yaml",
          "old": "                  name: api-secret\n                  key: database-url\n                  optional: true",
          "new": "                  name: api-secrets\n                  key: database-url"},
         "Edited deploy/staging/api.yaml: 1 replacement."),
    Step("Apply and watch the rollout.", "run_shell",
         {"command": "kubectl apply -f deploy/staging/api.yaml && kubectl -n staging rollout status deploy/api --timeout=120s"},
         "deployment.apps/api configured\nWaiting for deployment \"api\" rollout to finish: 1 out of 2 new replicas have been updated...\n"
         "Waiting for deployment \"api\" rollout to finish: 1 old replicas are pending termination...\n"
         "deployment \"api\" successfully rolled out", 0),
], lang_hint="Kubernetes")

# ---------------------------------------------------------------------------------------------
# S17: big-file investigation (transcript size is driven by the generated module)
# ---------------------------------------------------------------------------------------------
NEXT_INVOICE_FN = '''def next_invoice_number(conn, tenant_id: str, issued_on: date) -> str:
    settings = _tenant_settings(conn, tenant_id)
    year = issued_on.year
    fy_start = settings.get("fiscal_year_start")
    if fy_start and issued_on.month < int(fy_start):
        year -= 1
    row = conn.execute(
        "UPDATE invoice_seq SET value = value + 1 WHERE tenant_id = %s AND year = %s RETURNING value",
        (tenant_id, year),
    ).fetchone()
    if row is None:
        conn.execute(
            "INSERT INTO invoice_seq (tenant_id, year, value) VALUES (%s, %s, 1)",
            (tenant_id, year),
        )
        value = 1
    else:
        value = row[0]
    return f"{settings.get('prefix', 'INV')}-{year}-{value:06d}"
'''


def make_big_scenario(rng: random.Random, target_bytes: int) -> Scenario:
    module = P.big_python_module(rng, target_bytes, [NEXT_INVOICE_FN, P.PARSE_HEADER_FN],
                                 pkg="ledgerd", title="Numbering, posting and header helpers.")
    files = {"ledgerd/numbering.py": module}
    tenants = ("tenant_id | fiscal_year_start | prefix\n----------+-------------------+--------\n"
               "acme      |                   | ACM\nbluefin   | 04                | BLF\nkaro      | 1                 | KRO\n"
               "nordlys   | 07                | NRD\n(4 rows)")
    return Scenario(f"big-invoice-numbering-{target_bytes // 1000}k", {
        "en": "Invoice numbers restart at 1 on January 1st for some tenants but not for others. Find the cause and fix it.",
        "de": "Bei manchen Mandanten beginnen die Rechnungsnummern am 1. Januar wieder bei 1, bei anderen nicht. "
              "Finde die Ursache und behebe sie.",
        "zh": "有些租户的发票号在 1 月 1 日会重新从 1 开始，有些不会。找出原因并修复。",
    }, [
        Step("Find where invoice numbers are generated.", "search",
             {"pattern": "def next_invoice_number|invoice_seq", "path": "ledgerd"},
             grep(files, r"def next_invoice_number|invoice_seq")),
        Step("Read the numbering module.", "read_file", {"path": "ledgerd/numbering.py"}, numbered(module)),
        Step("The year used for the sequence depends on fiscal_year_start. Look at the tenants' settings.",
             "run_shell", {"command": "psql \"$DATABASE_URL\" -c 'select tenant_id, fiscal_year_start, prefix from "
                                      "tenant_settings order by 1'"}, tenants, 0),
        Step("fiscal_year_start is stored as text; tenants with an empty value use the calendar year. Check the "
             "tests that cover numbering.", "run_shell",
             {"command": "python -m pytest tests/test_numbering.py -q"},
             "......F.\n=================================== FAILURES ===================================\n"
             "__________________ test_number_resets_at_fiscal_year_start[04] __________________\n\n"
             "    @pytest.mark.parametrize(\"fy\", [\"04\", \"4\"])\n    def test_number_resets_at_fiscal_year_start(conn, fy):\n"
             "        make_tenant(conn, \"t1\", fiscal_year_start=fy)\n"
             "        assert next_invoice_number(conn, \"t1\", date(2024, 3, 31)).endswith(\"2023-000001\")\n"
             ">       assert next_invoice_number(conn, \"t1\", date(2024, 4, 1)).endswith(\"2024-000001\")\n"
             "E       AssertionError: assert False\n\ntests/test_numbering.py:41: AssertionError\n"
             "=========================== short test summary info ============================\n"
             "FAILED tests/test_numbering.py::test_number_resets_at_fiscal_year_start[04] - AssertionError\n"
             "1 failed, 7 passed in 0.64s", 1),
    ], lang_hint="Python")


# ---------------------------------------------------------------------------------------------
# S19: feature across backend and frontend (11 rounds)
# ---------------------------------------------------------------------------------------------
ROUTES_PY = '''from fastapi import APIRouter, Depends, Query

from app.auth import current_user
from app.reports.service import ReportService, get_service

router = APIRouter(prefix="/reports", tags=["reports"])


@router.get("/{report_id}")
def get_report(report_id: int, user=Depends(current_user), svc: ReportService = Depends(get_service)):
    return svc.load(report_id, owner=user.id)


@router.get("/{report_id}/rows")
def list_rows(
    report_id: int,
    page: int = Query(1, ge=1),
    size: int = Query(50, le=500),
    user=Depends(current_user),
    svc: ReportService = Depends(get_service),
):
    return svc.rows(report_id, owner=user.id, page=page, size=size)'''

EXPORT_NEW = '''import csv
import io
from typing import Iterable, Iterator

from app.reports.models import ReportRow

COLUMNS = ["date", "account", "description", "amount", "currency"]


def iter_csv(rows: Iterable[ReportRow]) -> Iterator[str]:
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(COLUMNS)
    yield buf.getvalue()
    for row in rows:
        buf.seek(0)
        buf.truncate()
        writer.writerow([row.date.isoformat(), row.account, row.description, f"{row.amount:.2f}", row.currency])
        yield buf.getvalue()
'''

REPORTS_TSX = '''import { useParams } from "react-router-dom";
import { useReport } from "../hooks/useReport";
import { RowsTable } from "../components/RowsTable";

export default function ReportPage() {
  const { id } = useParams<{ id: string }>();
  const { report, isLoading } = useReport(id!);

  if (isLoading) return <p>Loading…</p>;
  return (
    <section>
      <header className="report-header">
        <h1>{report.title}</h1>
      </header>
      <RowsTable reportId={report.id} />
    </section>
  );
}'''

S19 = Scenario("feature-csv-export", {
    "en": "Add CSV export to the reports page: a backend endpoint that streams the rows, a button in the UI, and "
          "tests.",
    "es": "Agrega exportación a CSV a la página de reportes: un endpoint en el backend que haga streaming de las "
          "filas, un botón en la UI y tests.",
    "ko": "리포트 페이지에 CSV 내보내기를 추가해 줘: 행을 스트리밍하는 백엔드 엔드포인트, UI 버튼, 테스트까지.",
}, [
    Step("See what the reports package contains.", "list_dir", {"path": "app/reports"},
         "total 40\n-rw-r--r-- 1 dev dev    0 May  2 13:10 __init__.py\n-rw-r--r-- 1 dev dev 1834 May  2 13:10 models.py\n"
         "-rw-r--r-- 1 dev dev  712 May 14 08:41 routes.py\n-rw-r--r-- 1 dev dev 4120 May 14 08:41 service.py"),
    Step("Read the routes.", "read_file", {"path": "app/reports/routes.py"}, numbered(ROUTES_PY)),
    Step("Add a CSV writer that yields chunks so large reports are streamed.", "write_file",
         {"path": "app/reports/export.py", "content": EXPORT_NEW}, f"Wrote {len(EXPORT_NEW.encode())} bytes to app/reports/export.py"),
    Step("Add the endpoint.", "edit_file",
         {"path": "app/reports/routes.py",
          "old": "@router.get(\"/{report_id}/rows\")",
          "new": "@router.get(\"/{report_id}/export.csv\")\ndef export_csv(report_id: int, user=Depends(current_user), "
                 "svc: ReportService = Depends(get_service)):\n    report = svc.load(report_id, owner=user.id)\n"
                 "    return StreamingResponse(\n        iter_csv(svc.all_rows(report_id, owner=user.id)),\n"
                 "        media_type=\"text/csv\",\n        headers={\"Content-Disposition\": f'attachment; "
                 "filename=\"report-{report.id}.csv\"'},\n    )\n\n\n@router.get(\"/{report_id}/rows\")"},
         "Edited app/reports/routes.py: 1 replacement."),
    Step("Write tests for the endpoint.", "write_file",
         {"path": "tests/reports/test_export.py",
          "content": "from decimal import Decimal\n\n\ndef test_export_csv_streams_header_and_rows(client, report_with_rows):\n"
                     "    resp = client.get(f\"/reports/{report_with_rows.id}/export.csv\")\n    assert resp.status_code == 200\n"
                     "    assert resp.headers[\"content-type\"].startswith(\"text/csv\")\n    lines = resp.text.strip().splitlines()\n"
                     "    assert lines[0] == \"date,account,description,amount,currency\"\n    assert len(lines) == 1 + len(report_with_rows.rows)\n\n\n"
                     "def test_export_csv_is_owner_only(client_other_user, report_with_rows):\n"
                     "    resp = client_other_user.get(f\"/reports/{report_with_rows.id}/export.csv\")\n    assert resp.status_code == 404\n"},
         "Wrote 652 bytes to tests/reports/test_export.py"),
    Step("Run the reports tests.", "run_shell", {"command": "python -m pytest tests/reports -q"},
         "E\n==================================== ERRORS ====================================\n"
         "________________ ERROR collecting tests/reports/test_export.py ________________\n"
         "app/reports/routes.py:17: in <module>\n    def export_csv(report_id: int, user=Depends(current_user), svc: ReportService = Depends(get_service)):\n"
         "app/reports/routes.py:20: in export_csv\n    return StreamingResponse(\nE   NameError: name 'StreamingResponse' is not defined\n"
         "=========================== short test summary info ============================\n"
         "ERROR tests/reports/test_export.py - NameError: name 'StreamingResponse' is not defined\n"
         "!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!\n1 error in 0.71s", 2),
    Step("Missing imports in routes.py.", "edit_file",
         {"path": "app/reports/routes.py", "old": "from fastapi import APIRouter, Depends, Query\n",
          "new": "from fastapi import APIRouter, Depends, Query\nfrom fastapi.responses import StreamingResponse\n\n"
                 "from app.reports.export import iter_csv\n"},
         "Edited app/reports/routes.py: 1 replacement."),
    Step("Run the tests again.", "run_shell", {"command": "python -m pytest tests/reports -q"},
         "..........                                                               [100%]\n10 passed in 1.12s", 0),
    Step("Now the frontend page.", "read_file", {"path": "web/src/pages/ReportPage.tsx"}, numbered(REPORTS_TSX)),
    Step("Add a download link next to the title; a plain link keeps streaming in the browser.", "edit_file",
         {"path": "web/src/pages/ReportPage.tsx", "old": "        <h1>{report.title}</h1>\n",
          "new": "        <h1>{report.title}</h1>\n        <a className=\"button\" href={`/api/reports/${report.id}/export.csv`} "
                 "download>\n          Export CSV\n        </a>\n"},
         "Edited web/src/pages/ReportPage.tsx: 1 replacement."),
    Step("Type-check and build the frontend.", "run_shell", {"command": "npm --prefix web run build"},
         "\n> web@0.12.0 build\n> tsc -b && vite build\n\nvite v5.2.11 building for production...\n✓ 412 modules transformed.\n"
         "dist/index.html                   0.46 kB │ gzip:  0.30 kB\ndist/assets/index-C1x9f2Qa.css   18.21 kB │ gzip:  4.02 kB\n"
         "dist/assets/index-Dk3LwP0e.js   289.77 kB │ gzip: 92.14 kB\n✓ built in 3.48s", 0),
], lang_hint="Python/TypeScript")

# ---------------------------------------------------------------------------------------------
# S20: gradle / kotlin mismatch
# ---------------------------------------------------------------------------------------------
BUILD_KTS = '''plugins {
    kotlin("jvm") version "1.7.10"
    kotlin("plugin.serialization") version "1.7.10"
    application
}

group = "com.northwind"
version = "0.9.3"

repositories {
    mavenCentral()
}

dependencies {
    implementation("io.ktor:ktor-server-netty:2.3.11")
    implementation("io.ktor:ktor-server-content-negotiation:2.3.11")
    implementation("io.ktor:ktor-serialization-kotlinx-json:2.3.11")
    implementation("ch.qos.logback:logback-classic:1.5.6")
    testImplementation(kotlin("test"))
}

kotlin {
    jvmToolchain(17)
}'''

S20 = Scenario("gradle-kotlin", {
    "en": "./gradlew build fails on CI with some Kotlin metadata version error. Fix the build.",
    "ru": "./gradlew build падает на CI с ошибкой про версию метаданных Kotlin. Почини сборку.",
}, [
    Step("Reproduce locally.", "run_shell", {"command": "./gradlew build --console=plain 2>&1 | tail -15"},
         "> Task :compileKotlin FAILED\ne: file:///home/dev/.gradle/caches/modules-2/files-2.1/io.ktor/ktor-server-core-jvm/2.3.11/"
         "ktor-server-core-jvm-2.3.11.jar!/META-INF/ktor-server-core.kotlin_module Module was compiled with an incompatible "
         "version of Kotlin. The binary version of its metadata is 1.9.0, expected version is 1.7.1.\n\n"
         "FAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':compileKotlin'.\n"
         "> A failure occurred while executing org.jetbrains.kotlin.compilerRunner.GradleCompilerRunnerWithWorkers$GradleKotlinCompilerWorkAction\n"
         "   > Compilation error. See log for more details\n\nBUILD FAILED in 21s\n4 actionable tasks: 2 executed, 2 up-to-date", 0),
    Step("Ktor 2.3.11 is built with Kotlin 1.9. Check the build script.", "read_file", {"path": "build.gradle.kts"},
         numbered(BUILD_KTS)),
    Step("Bump the Kotlin plugins to 1.9.24.", "run_shell",
         {"command": "sed -i 's/version \"1.7.10\"/version \"1.9.24\"/g' build.gradle.kts && grep -n 'version \"' build.gradle.kts"},
         '2:    kotlin("jvm") version "1.9.24"\n3:    kotlin("plugin.serialization") version "1.9.24"', 0),
    Step("Build again.", "run_shell", {"command": "./gradlew build --console=plain 2>&1 | tail -6"},
         "> Task :test\n> Task :check\n> Task :build\n\nBUILD SUCCESSFUL in 48s\n9 actionable tasks: 7 executed, 2 up-to-date", 0),
], lang_hint="Kotlin")

SCENARIOS: list[Scenario] = [S1, S2, S3, S4, S5, S6, S7, S8, S9, S10, S11, S12, S13, S14, S15, S16, S18, S19, S20, S21]


# ---------------------------------------------------------------------------------------------
# S22: long CI log (transcript size driven by the generated log)
# ---------------------------------------------------------------------------------------------
_SPEC_AREAS = {
    "checkout": ["pays with saved card", "applies a discount code", "shows validation errors", "rejects an expired coupon"],
    "cart": ["adds item to cart", "updates quantities", "keeps state after reload", "shows the empty state"],
    "orders": ["renders the order timeline", "downloads the invoice PDF", "paginates results"],
    "search": ["filters by category", "sorts by price", "paginates results", "highlights matches"],
    "account": ["updates the address", "resets the password", "logs out everywhere"],
    "wishlist": ["adds and removes items", "shares a wishlist link"],
    "returns": ["creates a return request", "prints the return label"],
    "admin-products": ["edits a product variant", "bulk-deletes drafts", "exports to CSV"],
    "admin-users": ["invites a user", "changes a role", "deactivates an account"],
    "shipping": ["shows delivery estimates", "switches to express"],
    "gift-cards": ["redeems a gift card", "shows the remaining balance"],
}
ORDERS_SPEC = '''import { test, expect } from "@playwright/test";
import { loginAs, seedOrders } from "./helpers";

test.describe("orders", () => {
  test.beforeEach(async ({ page }) => {
    await seedOrders(3);
    await loginAs(page, "buyer@example.com");
  });

  test("cancels an open order", async ({ page }) => {
    await page.goto("/account/orders");
    const row = page.getByRole("row", { name: /ORD-0003/ });
    await row.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes, cancel order" }).click();
    await expect(row.getByText("Cancelled")).toBeVisible();
  });

  test("renders the order timeline", async ({ page }) => {
    await page.goto("/account/orders/ORD-0001");
    await expect(page.getByTestId("timeline").getByRole("listitem")).toHaveCount(4);
  });
});'''


def _ci_log(rng: random.Random, target_bytes: int) -> str:
    lines = []
    t = 0.0
    n = 0
    size = 0
    browsers = ["chromium", "firefox", "webkit"]
    while size < target_bytes:
        area = rng.choice(list(_SPEC_AREAS))
        act = rng.choice(_SPEC_AREAS[area])
        br = rng.choice(browsers)
        t += rng.uniform(0.2, 3.5)
        n += 1
        ms = rng.randint(300, 9000)
        stamp = f"2024-06-11T02:{14 + int(t // 60) % 45:02d}:{int(t % 60):02d}.{rng.randint(1000000, 9999999)}Z"
        line = f"e2e\tRun npx playwright test\t{stamp}   ✓  {n} [{br}] › {area}.spec.ts:{rng.randint(8, 140)}:5 › {area} › {act} ({ms / 1000:.1f}s)"
        lines.append(line)
        size += len(line) + 1
    fail = f"""e2e\tRun npx playwright test\t2024-06-11T02:58:41.2214410Z   ✘  {n + 1} [webkit] › orders.spec.ts:10:3 › orders › cancels an open order (31.2s)
e2e\tRun npx playwright test\t2024-06-11T02:58:41.9921031Z
e2e\tRun npx playwright test\t2024-06-11T02:58:41.9922214Z   1) [webkit] › orders.spec.ts:10:3 › orders › cancels an open order ─────────────────
e2e\tRun npx playwright test\t2024-06-11T02:58:41.9923002Z
e2e\tRun npx playwright test\t2024-06-11T02:58:41.9923870Z     Error: Timed out 5000ms waiting for expect(locator).toBeVisible()
e2e\tRun npx playwright test\t2024-06-11T02:58:41.9924551Z
e2e\tRun npx playwright test\t2024-06-11T02:58:41.9925103Z     Locator: getByRole('row', {{ name: /ORD-0003/ }}).getByText('Cancelled')
e2e\tRun npx playwright test\t2024-06-11T02:58:41.9925780Z     Expected: visible
e2e\tRun npx playwright test\t2024-06-11T02:58:41.9926342Z     Received: <element(s) not found>
e2e\tRun npx playwright test\t2024-06-11T02:58:41.9927001Z
e2e\tRun npx playwright test\t2024-06-11T02:58:41.9927640Z       13 |     await row.getByRole("button", {{ name: "Cancel" }}).click();
e2e\tRun npx playwright test\t2024-06-11T02:58:41.9928215Z       14 |     await page.getByRole("dialog").getByRole("button", {{ name: "Yes, cancel order" }}).click();
e2e\tRun npx playwright test\t2024-06-11T02:58:41.9928870Z     > 15 |     await expect(row.getByText("Cancelled")).toBeVisible();
e2e\tRun npx playwright test\t2024-06-11T02:58:41.9929433Z          |                                              ^
e2e\tRun npx playwright test\t2024-06-11T02:58:41.9930019Z
e2e\tRun npx playwright test\t2024-06-11T02:58:42.0010220Z   1 failed
e2e\tRun npx playwright test\t2024-06-11T02:58:42.0010931Z     [webkit] › orders.spec.ts:10:3 › orders › cancels an open order ──────────────────
e2e\tRun npx playwright test\t2024-06-11T02:58:42.0011602Z   {n} passed (44.7m)
e2e\tRun npx playwright test\t2024-06-11T02:58:42.1190020Z ##[error]Process completed with exit code 1."""
    return "\n".join(lines) + "\n" + fail.replace("{{", "{").replace("}}", "}")


def make_ci_log_scenario(rng: random.Random, target_bytes: int) -> Scenario:
    log = _ci_log(rng, target_bytes)
    return Scenario(f"big-ci-log-{target_bytes // 1000}k", {
        "en": "The nightly e2e job fails every few nights, always on a different day. Find out why from the logs and fix it.",
        "es": "El job nocturno de e2e falla cada pocas noches, nunca el mismo día. Averigua por qué con los logs y arréglalo.",
        "ja": "夜間の e2e ジョブが数日おきに失敗します（毎回違う日）。ログから原因を調べて直してください。",
    }, [
        Step("List recent runs of the nightly workflow.", "run_shell",
             {"command": "gh run list --workflow nightly-e2e.yml --limit 6"},
             "STATUS  TITLE        WORKFLOW     BRANCH  EVENT     ID          ELAPSED  AGE\n"
             "X       Nightly e2e  nightly-e2e  main    schedule  9384410231  45m12s   about 7 hours ago\n"
             "✓       Nightly e2e  nightly-e2e  main    schedule  9371002118  44m03s   about 1 day ago\n"
             "✓       Nightly e2e  nightly-e2e  main    schedule  9358821409  44m40s   about 2 days ago\n"
             "X       Nightly e2e  nightly-e2e  main    schedule  9346107752  45m31s   about 3 days ago\n"
             "✓       Nightly e2e  nightly-e2e  main    schedule  9333950266  43m58s   about 4 days ago\n"
             "✓       Nightly e2e  nightly-e2e  main    schedule  9321472019  44m21s   about 5 days ago", 0),
        Step("Pull the full log of the latest failed run.", "run_shell",
             {"command": "gh run view 9384410231 --log | grep -v '^setup'"}, log, 0),
        Step("Only the webkit run of 'cancels an open order' fails: the row never shows 'Cancelled'. Read the spec.",
             "read_file", {"path": "tests/e2e/orders.spec.ts"}, numbered(ORDERS_SPEC)),
        Step("The test asserts right after clicking the dialog button, while the cancel request may still be in "
             "flight and the list re-renders. Check how other specs wait for API calls.", "search",
             {"pattern": "waitForResponse|networkidle", "path": "tests/e2e"},
             "tests/e2e/checkout.spec.ts:57:    const paid = page.waitForResponse((r) => r.url().includes(\"/api/payments\") && r.ok());\n"
             "tests/e2e/returns.spec.ts:33:    await page.waitForResponse(\"**/api/returns/**\");"),
    ], lang_hint="TypeScript")
