"""Workspace context that envelopes may add around an ask: fictitious repositories,
operating systems, open (unrelated) files. None of it changes what the person asks."""

import uuid

REPOS = [
    {
        "name": "acme-billing", "stack": "Python 3.11, FastAPI, SQLAlchemy, pytest",
        "files": ["pyproject.toml", "README.md", "billing/__init__.py", "billing/api.py", "billing/models.py",
                  "billing/invoice.py", "billing/tasks.py", "billing/rates.py", "migrations/env.py",
                  "tests/conftest.py", "tests/test_invoice.py", "tests/test_api.py", ".github/workflows/ci.yml"],
        "open": ("billing/rates.py", 'RATE_CARD = {\n    "starter": {"api_calls": 0.0004, "seats": 8.0},\n    "team": {"api_calls": 0.0003, "seats": 7.0, "storage_gb": 0.02},\n}\n\n\ndef rate_for(plan: str, metric: str) -> float:\n    return RATE_CARD[plan][metric]\n'),
        "lang": "python",
    },
    {
        "name": "storefront-web", "stack": "TypeScript, React 18, Vite, Vitest",
        "files": ["package.json", "tsconfig.json", "vite.config.ts", "src/main.tsx", "src/App.tsx",
                  "src/features/cart/useCart.ts", "src/features/cart/CartPage.tsx", "src/features/checkout/api.ts",
                  "src/shared/format.ts", "src/shared/http.ts", "tests/cart.test.ts", ".github/workflows/ci.yml"],
        "open": ("src/shared/http.ts", 'export async function getJSON<T>(url: string): Promise<T> {\n  const res = await fetch(url, { credentials: "include" });\n  if (!res.ok) throw new Error(`HTTP ${res.status}`);\n  return (await res.json()) as T;\n}\n'),
        "lang": "typescript",
    },
    {
        "name": "ledger-go", "stack": "Go 1.22, chi, pgx",
        "files": ["go.mod", "go.sum", "cmd/ledger/main.go", "internal/store/pg.go", "internal/api/router.go",
                  "internal/api/handlers.go", "internal/fetcher/client.go", "internal/money/money.go",
                  "internal/money/money_test.go", "Makefile", "Dockerfile"],
        "open": ("internal/money/money.go", 'package money\n\n// Cents is an amount in minor units.\ntype Cents int64\n\nfunc (c Cents) Add(o Cents) Cents { return c + o }\n'),
        "lang": "go",
    },
    {
        "name": "fieldnotes-android", "stack": "Kotlin, Jetpack Compose, Room, Gradle",
        "files": ["settings.gradle.kts", "app/build.gradle.kts", "app/src/main/AndroidManifest.xml",
                  "app/src/main/java/io/fieldnotes/MainActivity.kt", "app/src/main/java/io/fieldnotes/data/NoteDao.kt",
                  "app/src/main/java/io/fieldnotes/ui/NoteList.kt", "app/src/test/java/io/fieldnotes/NoteRepoTest.kt"],
        "open": ("app/src/main/java/io/fieldnotes/data/NoteDao.kt", '@Dao\ninterface NoteDao {\n    @Query("SELECT * FROM notes ORDER BY updatedAt DESC")\n    fun all(): Flow<List<Note>>\n}\n'),
        "lang": "kotlin",
    },
    {
        "name": "tidy-cli", "stack": "Rust 2021, clap, serde",
        "files": ["Cargo.toml", "Cargo.lock", "src/main.rs", "src/cli.rs", "src/config.rs", "src/walk.rs",
                  "src/rules/mod.rs", "src/rules/naming.rs", "tests/integration.rs", "README.md"],
        "open": ("src/config.rs", '#[derive(Debug, Deserialize)]\npub struct Config {\n    pub ignore: Vec<String>,\n    pub max_depth: Option<usize>,\n}\n'),
        "lang": "rust",
    },
    {
        "name": "portal-java", "stack": "Java 17, Spring Boot, Maven, JUnit 5",
        "files": ["pom.xml", "src/main/java/com/acme/portal/PortalApplication.java",
                  "src/main/java/com/acme/portal/web/AccountController.java",
                  "src/main/java/com/acme/portal/service/AccountService.java",
                  "src/main/resources/application.yml",
                  "src/test/java/com/acme/portal/AccountServiceTest.java"],
        "open": ("src/main/resources/application.yml", 'server:\n  port: 8081\nspring:\n  datasource:\n    url: jdbc:postgresql://localhost:5432/portal\n'),
        "lang": "java",
    },
]

OSES = [
    {"platform": "darwin", "pretty": "macOS 14.6", "version": "Darwin 23.6.0", "shell": "zsh", "home": "/Users/{u}", "arch": "arm64", "stainless_os": "MacOS"},
    {"platform": "darwin", "pretty": "macOS 15.1", "version": "Darwin 24.1.0", "shell": "zsh", "home": "/Users/{u}", "arch": "arm64", "stainless_os": "MacOS"},
    {"platform": "linux", "pretty": "Ubuntu 24.04", "version": "Linux 6.8.0-45-generic", "shell": "bash", "home": "/home/{u}", "arch": "x64", "stainless_os": "Linux"},
    {"platform": "linux", "pretty": "Fedora 40", "version": "Linux 6.10.6-200.fc40.x86_64", "shell": "bash", "home": "/home/{u}", "arch": "x64", "stainless_os": "Linux"},
    {"platform": "win32", "pretty": "Windows 11", "version": "Windows_NT 10.0.22631", "shell": "powershell", "home": "C:\\Users\\{u}", "arch": "x64", "stainless_os": "Windows"},
]

USERS = ["dana", "mkowalski", "jlee", "sofia", "tanaka", "ahmet", "lucas", "priya", "oleg", "chen"]

DATES = ["2025-03-04", "2025-04-17", "2025-05-22", "2025-06-09", "2025-07-15", "2025-08-28",
         "2025-09-03", "2025-10-10", "2025-10-27", "2025-11-05"]


class Ctx:
    """Per-record random workspace, drawn from a dedicated seeded Random."""

    def __init__(self, rng):
        self.rng = rng
        self.repo = rng.choice(REPOS)
        self.os = rng.choice(OSES)
        self.user = rng.choice(USERS)
        self.date = rng.choice(DATES)
        home = self.os["home"].format(u=self.user)
        sep = "\\" if self.os["platform"] == "win32" else "/"
        sub = rng.choice(["src", "code", "work", "projects", "dev"])
        self.cwd = sep.join([home, sub, self.repo["name"]])
        self.sep = sep
        self.branch = rng.choice(["main", "main", "develop", "feat/" + rng.choice(["export", "auth-refresh", "ui-polish", "perf"])])
        self.hour = rng.randint(8, 22)
        self.minute = rng.randint(0, 59)

    def uuid(self):
        return str(uuid.UUID(int=self.rng.getrandbits(128), version=4))

    def hex(self, n):
        return "".join(self.rng.choice("0123456789abcdef") for _ in range(n))

    def path(self, rel):
        return self.cwd + self.sep + rel.replace("/", self.sep)

    def tree(self, limit=None):
        files = self.repo["files"] if limit is None else self.repo["files"][:limit]
        return "\n".join(files)

    def git_status(self):
        rng = self.rng
        mods = rng.sample(self.repo["files"], k=rng.randint(0, 2))
        lines = [f"Current branch: {self.branch}", "", "Main branch (you will usually use this for PRs): main", "", "Status:"]
        lines += [f"M {m}" for m in mods] or ["(clean)"]
        lines += ["", "Recent commits:"]
        msgs = ["fix: handle empty payload", "chore(deps): bump minor versions", "feat: add export endpoint",
                "refactor: extract settings loader", "test: cover rounding edge cases", "docs: update setup notes",
                "ci: cache dependencies", "fix: timezone in report header"]
        for m in rng.sample(msgs, 4):
            lines.append(f"{self.hex(7)} {m}")
        return "\n".join(lines)
