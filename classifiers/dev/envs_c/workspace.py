"""Randomised, fictional workspaces used by the envelopes for their decoration
(file trees, open tabs, rules files, OS/shell, dates). Nothing here is tied to any ask:
attached file *contents* are filtered so that a file the ask names is never supplied."""
import datetime
import uuid

PROJECTS = [
    dict(name="shopfront", stack="python", lang="python", test_cmd="pytest -q",
         files=["README.md", "pyproject.toml", "manage.py", "shop/__init__.py", "shop/settings.py", "shop/urls.py",
                "shop/models/cart.py", "shop/models/product.py", "shop/views/catalog.py", "shop/views/checkout.py",
                "shop/services/pricing.py", "shop/templates/base.html", "shop/templates/cart.html",
                "tests/conftest.py", "tests/test_cart.py", "tests/test_pricing.py", ".github/workflows/ci.yml",
                "docker-compose.yml", "Dockerfile"],
         rules=["Use pytest fixtures from tests/conftest.py, never create a DB by hand.",
                "Money is stored as integer cents; never use float for prices.",
                "Run `ruff check .` before proposing a commit.",
                "Templates use Django template language, no Jinja.",
                "Keep views thin: business logic goes in shop/services/."],
         snippets={"shop/services/pricing.py": '''from decimal import Decimal

VAT_RATES = {"DE": Decimal("0.19"), "FR": Decimal("0.20"), "NL": Decimal("0.21")}


def gross(net_cents: int, country: str) -> int:
    rate = VAT_RATES.get(country, Decimal("0"))
    return int((Decimal(net_cents) * (1 + rate)).quantize(Decimal("1")))
''', "shop/models/product.py": '''from django.db import models


class Product(models.Model):
    sku = models.CharField(max_length=32, unique=True)
    title = models.CharField(max_length=200)
    price_cents = models.PositiveIntegerField()
    active = models.BooleanField(default=True)

    def __str__(self):
        return f"{self.sku} {self.title}"
'''}),
    dict(name="ledger-api", stack="go", lang="go", test_cmd="go test ./...",
         files=["go.mod", "go.sum", "Makefile", "README.md", "cmd/server/main.go", "internal/ledger/entry.go",
                "internal/ledger/reconcile.go", "internal/ledger/reconcile_test.go", "internal/http/router.go",
                "internal/http/middleware.go", "internal/store/postgres.go", "internal/store/migrations/0001_init.sql",
                "internal/batch/splitter.go", "deploy/k8s/deployment.yaml", ".golangci.yml"],
         rules=["Errors are wrapped with fmt.Errorf(\"...: %w\", err).",
                "No global state outside cmd/.", "Table-driven tests only.",
                "Use `make lint` and `make test` to check your work.",
                "SQL lives in internal/store; handlers never touch the DB directly."],
         snippets={"internal/ledger/entry.go": '''package ledger

import "time"

type Entry struct {
	ID        int64
	AccountID int64
	Amount    int64 // minor units
	Memo      string
	PostedAt  time.Time
}

func (e Entry) IsDebit() bool { return e.Amount < 0 }
''', "internal/http/middleware.go": '''package http

import (
	"log/slog"
	"net/http"
	"time"
)

func withTiming(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		next.ServeHTTP(w, r)
		slog.Info("req", "path", r.URL.Path, "dur", time.Since(start))
	})
}
'''}),
    dict(name="vitals-dashboard", stack="typescript", lang="typescript", test_cmd="pnpm test",
         files=["package.json", "pnpm-lock.yaml", "tsconfig.json", "vite.config.ts", "index.html",
                "src/App.tsx", "src/components/WidgetGrid.tsx", "src/components/Sparkline.tsx",
                "src/hooks/useMetrics.ts", "src/api/client.ts", "src/state/store.ts", "src/styles/theme.css",
                "src/__tests__/WidgetGrid.test.tsx", ".eslintrc.cjs", "README.md"],
         rules=["Functional components and hooks only.", "State goes through src/state/store.ts (zustand).",
                "Prefer named exports.", "Run `pnpm lint && pnpm test` before finishing.",
                "No default exports except route components."],
         snippets={"src/components/Sparkline.tsx": '''type Props = { points: number[]; width?: number; height?: number };

export function Sparkline({ points, width = 120, height = 24 }: Props) {
  if (points.length < 2) return null;
  const max = Math.max(...points);
  const min = Math.min(...points);
  const step = width / (points.length - 1);
  const d = points
    .map((p, i) => `${i ? "L" : "M"}${i * step},${height - ((p - min) / (max - min || 1)) * height}`)
    .join(" ");
  return <svg width={width} height={height}><path d={d} fill="none" stroke="currentColor" /></svg>;
}
''', "src/api/client.ts": '''const BASE = import.meta.env.VITE_API_URL ?? "/api";

export async function getJSON<T>(path: string): Promise<T> {
  const res = await fetch(`${BASE}${path}`, { credentials: "include" });
  if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
  return res.json() as Promise<T>;
}
'''}),
    dict(name="tidepool", stack="rust", lang="rust", test_cmd="cargo test",
         files=["Cargo.toml", "Cargo.lock", "README.md", "src/lib.rs", "src/cli.rs", "src/sync/mod.rs",
                "src/sync/queue.rs", "src/sync/worker.rs", "src/store/s3.rs", "src/store/local.rs",
                "tests/sync_roundtrip.rs", "benches/queue.rs", ".github/workflows/rust.yml"],
         rules=["No unwrap() outside tests; use anyhow with context.", "Keep the public API in src/lib.rs small.",
                "cargo fmt and cargo clippy -- -D warnings must pass."],
         snippets={"src/store/local.rs": '''use std::path::{Path, PathBuf};

pub struct LocalStore {
    root: PathBuf,
}

impl LocalStore {
    pub fn new(root: impl AsRef<Path>) -> Self {
        Self { root: root.as_ref().to_path_buf() }
    }

    pub fn resolve(&self, key: &str) -> PathBuf {
        self.root.join(key.trim_start_matches('/'))
    }
}
'''}),
    dict(name="mailroom", stack="node", lang="javascript", test_cmd="npm test",
         files=["package.json", "package-lock.json", "README.md", "src/server.js", "src/routes/messages.js",
                "src/routes/users.js", "src/services/mailer.js", "src/services/queue.js", "src/db/knexfile.js",
                "src/db/migrations/20240211_init.js", "test/messages.test.js", "test/users.test.js",
                ".env.example", "Dockerfile"],
         rules=["CommonJS modules (require), no ESM.", "Every route has a supertest test in test/.",
                "Never log message bodies (PII)."],
         snippets={"src/services/queue.js": '''const { EventEmitter } = require("events");

class MemoryQueue extends EventEmitter {
  constructor() {
    super();
    this.items = [];
  }
  push(job) {
    this.items.push(job);
    this.emit("job", job);
  }
  size() {
    return this.items.length;
  }
}

module.exports = { MemoryQueue };
'''}),
    dict(name="inkwell", stack="python", lang="python", test_cmd="tox -e py311",
         files=["pyproject.toml", "README.rst", "src/inkwell/__init__.py", "src/inkwell/render.py",
                "src/inkwell/themes.py", "src/inkwell/cli.py", "src/inkwell/_compat.py", "tests/test_render.py",
                "tests/test_themes.py", "docs/index.rst", "docs/conf.py", "tox.ini", "CHANGELOG.md"],
         rules=["Support Python 3.9+; keep _compat.py as the only place with version checks.",
                "Public functions need NumPy-style docstrings.", "Add a CHANGELOG entry for user-visible changes."],
         snippets={"src/inkwell/themes.py": '''from dataclasses import dataclass


@dataclass(frozen=True)
class Theme:
    name: str
    fg: str = "#222222"
    bg: str = "#ffffff"
    accent: str = "#3366cc"


DEFAULT = Theme("default")
NIGHT = Theme("night", fg="#e6e6e6", bg="#111418", accent="#7aa2f7")
'''}),
    dict(name="kundenportal", stack="java", lang="java", test_cmd="./gradlew test",
         files=["build.gradle.kts", "settings.gradle.kts", "gradlew", "README.md",
                "src/main/java/de/kundenportal/App.java", "src/main/java/de/kundenportal/web/KundenController.java",
                "src/main/java/de/kundenportal/service/KundenService.java",
                "src/main/java/de/kundenportal/model/Kunde.java", "src/main/resources/application.yml",
                "src/test/java/de/kundenportal/KundenServiceTest.java"],
         rules=["Constructor injection only.", "DTOs are Java records.", "Use AssertJ in tests."],
         snippets={"src/main/java/de/kundenportal/model/Kunde.java": '''package de.kundenportal.model;

import jakarta.persistence.*;

@Entity
public class Kunde {
    @Id @GeneratedValue
    private Long id;
    private String name;
    private String email;

    protected Kunde() {}

    public Kunde(String name, String email) {
        this.name = name;
        this.email = email;
    }
}
'''}),
]

USERS = ["dana", "mkovacs", "liwei", "jsilva", "akira", "opal", "rvoss", "nadia", "tbrandt", "kim"]
OSES = [
    dict(platform="darwin", pretty="macOS 15.3.1", kernel="Darwin 24.3.0", shell="zsh", shell_path="/bin/zsh",
         home="/Users/{u}", arch="arm64", stainless_os="MacOS"),
    dict(platform="darwin", pretty="macOS 14.6", kernel="Darwin 23.6.0", shell="zsh", shell_path="/bin/zsh",
         home="/Users/{u}", arch="x86_64", stainless_os="MacOS"),
    dict(platform="linux", pretty="Ubuntu 24.04.1 LTS", kernel="Linux 6.8.0-45-generic", shell="bash",
         shell_path="/bin/bash", home="/home/{u}", arch="x86_64", stainless_os="Linux"),
    dict(platform="linux", pretty="Fedora Linux 41", kernel="Linux 6.11.4-301.fc41.x86_64", shell="fish",
         shell_path="/usr/bin/fish", home="/home/{u}", arch="x86_64", stainless_os="Linux"),
    dict(platform="win32", pretty="Windows 11 Pro 23H2", kernel="Windows_NT 10.0.22631", shell="powershell",
         shell_path="C:\\Program Files\\PowerShell\\7\\pwsh.exe", home="C:\\Users\\{u}", arch="x64",
         stainless_os="Windows"),
]
TZ_OFFSETS = {"Europe/Berlin": "+2:00", "America/New_York": "-4:00", "Asia/Tokyo": "+9:00",
              "America/Sao_Paulo": "-3:00", "Europe/Warsaw": "+2:00", "Asia/Shanghai": "+8:00",
              "Asia/Kolkata": "+5:30", "UTC": "+0:00", "America/Los_Angeles": "-7:00", "Europe/Paris": "+2:00",
              "Asia/Seoul": "+9:00", "Europe/Istanbul": "+3:00", "Asia/Ho_Chi_Minh": "+7:00"}
TIMEZONES = sorted(TZ_OFFSETS)
DEV_COMMANDS = {"python": ["python manage.py runserver", "pytest -f", "uvicorn app:app --reload"],
                "go": ["air", "go run ./cmd/server", "docker compose up"],
                "typescript": ["pnpm dev", "pnpm test --watch"], "rust": ["cargo watch -x check", "cargo run"],
                "node": ["npm run dev", "npx nodemon src/server.js"], "java": ["./gradlew bootRun"]}


def rand_uuid(rng):
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def rand_hex(rng, n):
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


class Workspace:
    def __init__(self, ask, rng):
        self.rng = rng
        p = rng.choice(PROJECTS)
        self.project = p
        self.name = p["name"]
        self.user = rng.choice(USERS)
        self.os = rng.choice(OSES)
        self.home = self.os["home"].format(u=self.user)
        sep = "\\" if self.os["platform"] == "win32" else "/"
        parent = rng.choice(["code", "src", "work", "projects", "dev", "repos"])
        self.cwd = sep.join([self.home, parent, self.name])
        self.sep = sep
        self.tz = rng.choice(TIMEZONES)
        self.utc_offset = TZ_OFFSETS[self.tz]
        self.dev_command = rng.choice(DEV_COMMANDS[p["stack"]])
        base = datetime.datetime(2025, 3, 1, 8, 0, 0)
        self.now = base + datetime.timedelta(days=rng.randint(0, 240), minutes=rng.randint(0, 720))
        self.date = self.now.strftime("%Y-%m-%d")
        self.branch = rng.choice(["main", "main", "develop", "feat/" + rng.choice(["export", "auth-cleanup", "perf"]),
                                  "fix/" + rng.choice(["null-coupon", "tz-bug", "flaky-ci"])])
        self.is_git = rng.random() < 0.9
        files = list(p["files"])
        rng.shuffle(files)
        self.files = sorted(files[: rng.randint(max(5, len(files) // 2), len(files))])
        self.open_tabs = rng.sample(self.files, k=rng.randint(1, min(5, len(self.files))))
        # file contents we may attach: never a file whose name appears in the ask
        low = (ask["text"] + "\n" + (ask.get("code") or "")).lower()
        self.snippets = {k: v for k, v in p["snippets"].items()
                         if k.rsplit("/", 1)[-1].lower() not in low}
        self.rules = rng.sample(p["rules"], k=rng.randint(1, len(p["rules"])))

    def path(self, rel):
        return self.cwd + self.sep + rel.replace("/", self.sep)

    def tree(self, limit=None, indent="  "):
        """An indented tree listing of self.files."""
        lines, seen = [], set()
        for f in self.files[: limit or len(self.files)]:
            parts = f.split("/")
            for depth in range(len(parts) - 1):
                d = "/".join(parts[: depth + 1])
                if d not in seen:
                    seen.add(d)
                    lines.append(indent * depth + parts[depth] + "/")
            lines.append(indent * (len(parts) - 1) + parts[-1])
        return "\n".join(lines)

    def git_status(self):
        rng = self.rng
        changed = rng.sample(self.files, k=rng.randint(0, min(3, len(self.files))))
        subjects = ["fix flaky date test", "bump deps", "refactor config loading", "add metrics endpoint",
                    "docs: update README", "chore: ci cache", "wip", "handle empty payloads", "tidy imports",
                    "feat: csv export", "revert broken migration"]
        commits = [f"{rand_hex(rng, 7)} {s}" for s in rng.sample(subjects, k=5)]
        status = "\n".join(f"{rng.choice(['M', 'M', '??', 'A'])} {c}" for c in changed) or "(clean)"
        return self.branch, status, commits

    def attached_snippet(self):
        if not self.snippets:
            return None
        path = self.rng.choice(sorted(self.snippets))
        return path, self.snippets[path]


LANG_EXT = {"python": "py", "javascript": "js", "typescript": "ts", "tsx": "tsx", "go": "go", "rust": "rs",
            "java": "java", "c": "c", "sql": "sql", "yaml": "yml", "json": "json", "bash": "sh", "diff": "diff",
            "text": "txt", "markdown": "md"}


def guess_path(ask, ws):
    """A plausible editor path for the code supplied in an ask (the user's selection)."""
    lang = ask.get("code_lang") or "text"
    ext = LANG_EXT.get(lang, "txt")
    stem = ws.rng.choice(["scratch", "utils", "helpers", "snippet", "temp", "playground", "notes"])
    folder = ws.rng.choice(["", "src/", "lib/", "tmp/"])
    return f"{folder}{stem}.{ext}"
