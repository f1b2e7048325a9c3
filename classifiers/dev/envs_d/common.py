"""Shared helpers and decoration pools for the envelopes (workspace trees, OS,
dates, rules files). All text written for this set."""

import json
import uuid
from datetime import date, timedelta

from asks import snippet

# ----------------------------------------------------------------------------
# small helpers
# ----------------------------------------------------------------------------

def uid(rng):
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def hexid(rng, n=32):
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def fake_key(rng, prefix="sk-test-"):
    # obviously fake placeholder, not a credential
    return prefix + "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(32))


def fence(code, lang="", path=None):
    head = lang
    if path:
        head = f"{lang} {path}".strip()
    return f"```{head}\n{code.rstrip()}\n```"


def ask_with_code(ask, rng, code_first=None, with_path=False):
    """Ask text plus the supplied code, in the way a user pastes it."""
    sn = snippet(ask)
    if not sn:
        return ask["text"]
    block = fence(sn["code"], sn["lang"], sn["path"] if with_path else None)
    if code_first is None:
        code_first = rng.random() < 0.3
    if code_first:
        return f"{block}\n\n{ask['text']}"
    sep = rng.choice(["\n\n", "\n", ":\n\n"])
    return f"{ask['text']}{sep}{block}"


def fn_tool(name, desc, props, required=None):
    """OpenAI chat-completions function tool. props: name -> (type, desc[, extra])."""
    p = {}
    for k, v in props.items():
        d = {"type": v[0], "description": v[1]}
        if len(v) > 2:
            d.update(v[2])
        p[k] = d
    return {
        "type": "function",
        "function": {
            "name": name,
            "description": desc,
            "parameters": {"type": "object", "properties": p,
                           "required": list(required or []), "additionalProperties": False},
        },
    }


def to_anthropic_tool(t):
    f = t["function"]
    return {"name": f["name"], "description": f["description"], "input_schema": f["parameters"]}


def to_responses_tool(t, strict=False):
    f = t["function"]
    return {"type": "function", "name": f["name"], "description": f["description"],
            "strict": strict, "parameters": f["parameters"]}


def dumps(o):
    return json.dumps(o, ensure_ascii=False)


# ----------------------------------------------------------------------------
# decoration pools
# ----------------------------------------------------------------------------

OSES = [
    {"platform": "linux", "pretty": "Ubuntu 24.04.1 LTS", "kernel": "Linux 6.8.0-49-generic", "shell": "/bin/bash", "home": "/home/{u}"},
    {"platform": "linux", "pretty": "Fedora Linux 41", "kernel": "Linux 6.11.9-300.fc41.x86_64", "shell": "/usr/bin/zsh", "home": "/home/{u}"},
    {"platform": "linux", "pretty": "Debian GNU/Linux 12", "kernel": "Linux 6.1.0-28-amd64", "shell": "/bin/bash", "home": "/home/{u}"},
    {"platform": "darwin", "pretty": "macOS 15.1", "kernel": "Darwin 24.1.0", "shell": "/bin/zsh", "home": "/Users/{u}"},
    {"platform": "darwin", "pretty": "macOS 14.6", "kernel": "Darwin 23.6.0", "shell": "/bin/zsh", "home": "/Users/{u}"},
    {"platform": "win32", "pretty": "Windows 11 Pro 23H2", "kernel": "Windows_NT 10.0.22631", "shell": "C:\\Program Files\\PowerShell\\7\\pwsh.exe", "home": "C:\\Users\\{u}"},
]

USERS = ["mkowalski", "ana", "jdupont", "t.nguyen", "hkim", "dev", "lucia", "oskar", "yuki", "ravi", "fatima", "ivan", "ece", "pieter"]

PROJECTS = [
    {
        "name": "shopfront", "stack": "TypeScript / React / Node", "branch_pool": ["main", "feat/cart-v2", "fix/checkout-totals"],
        "tree": [
            "package.json", "pnpm-lock.yaml", "tsconfig.json", "vite.config.ts", "README.md", ".eslintrc.cjs",
            "src/main.tsx", "src/App.tsx", "src/routes/index.tsx", "src/routes/checkout.tsx", "src/routes/login.tsx",
            "src/components/Cart.tsx", "src/components/Header.tsx", "src/components/ProductCard.tsx",
            "src/hooks/useAuth.ts", "src/hooks/useCart.ts", "src/api/client.ts", "src/api/orders.ts",
            "src/store/cartSlice.ts", "src/utils/format.ts", "src/styles/theme.css",
            "server/index.ts", "server/routes/orders.ts", "server/routes/auth.ts", "server/db/schema.ts",
            "tests/cart.test.ts", "tests/checkout.e2e.ts", ".github/workflows/ci.yml", "Dockerfile",
        ],
        "current": ("src/components/ProductCard.tsx", "tsx", '''import { formatPrice } from "../utils/format";

type Props = { title: string; priceCents: number; onAdd: () => void };

export function ProductCard({ title, priceCents, onAdd }: Props) {
  return (
    <article className="card">
      <h3>{title}</h3>
      <p className="price">{formatPrice(priceCents)}</p>
      <button onClick={onAdd}>Add to cart</button>
    </article>
  );
}
'''),
        "rules": "- Use pnpm, never npm or yarn.\n- Components are function components with named exports.\n- Run `pnpm lint && pnpm test` before saying a change is done.\n- Prices are integers in cents; format only at the edge.",
    },
    {
        "name": "ledger-api", "stack": "Python / FastAPI / PostgreSQL", "branch_pool": ["main", "develop", "feature/refunds"],
        "tree": [
            "pyproject.toml", "uv.lock", "README.md", "alembic.ini", "Makefile",
            "ledger/__init__.py", "ledger/main.py", "ledger/config.py", "ledger/deps.py",
            "ledger/api/accounts.py", "ledger/api/transfers.py", "ledger/api/health.py",
            "ledger/models/account.py", "ledger/models/entry.py", "ledger/services/posting.py",
            "ledger/services/fx.py", "ledger/db/session.py", "migrations/versions/0001_init.py",
            "migrations/versions/0007_add_currency.py", "tests/conftest.py", "tests/test_transfers.py",
            "tests/test_posting.py", "docker-compose.yml", ".github/workflows/test.yml",
        ],
        "current": ("ledger/services/fx.py", "python", '''from decimal import Decimal, ROUND_HALF_EVEN

RATES = {("EUR", "USD"): Decimal("1.0842"), ("USD", "EUR"): Decimal("0.9223")}


def convert(amount: Decimal, src: str, dst: str) -> Decimal:
    if src == dst:
        return amount
    rate = RATES[(src, dst)]
    return (amount * rate).quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN)
'''),
        "rules": "- Python 3.12, type hints everywhere, ruff for lint.\n- Money is Decimal, never float.\n- Every new endpoint needs a test in tests/.\n- Use `make test` (runs pytest with the docker-compose database).",
    },
    {
        "name": "kvstore", "stack": "Go", "branch_pool": ["main", "raft-snapshots", "perf/compaction"],
        "tree": [
            "go.mod", "go.sum", "Makefile", "README.md", "cmd/kvd/main.go", "cmd/kvctl/main.go",
            "internal/raft/node.go", "internal/raft/log.go", "internal/raft/snapshot.go",
            "internal/store/memtable.go", "internal/store/sstable.go", "internal/store/compaction.go",
            "internal/http/server.go", "internal/http/health.go", "internal/config/config.go",
            "internal/store/memtable_test.go", "internal/raft/node_test.go", "deploy/helm/values.yaml",
            ".golangci.yml",
        ],
        "current": ("internal/store/memtable.go", "go", '''package store

import "sync"

type Memtable struct {
	mu   sync.RWMutex
	data map[string][]byte
	size int
}

func (m *Memtable) Get(k string) ([]byte, bool) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	v, ok := m.data[k]
	return v, ok
}
'''),
        "rules": "- Go 1.23. Run `make lint test` before finishing.\n- No new dependencies without asking.\n- Errors are wrapped with fmt.Errorf(\"...: %w\", err).",
    },
    {
        "name": "pixelforge", "stack": "Rust", "branch_pool": ["main", "wgpu-0.20", "fix/alpha-blend"],
        "tree": [
            "Cargo.toml", "Cargo.lock", "README.md", "src/main.rs", "src/lib.rs", "src/render/mod.rs",
            "src/render/pipeline.rs", "src/render/texture.rs", "src/image/decode.rs", "src/image/resize.rs",
            "src/cli.rs", "benches/resize.rs", "tests/decode.rs", "shaders/blit.wgsl", ".github/workflows/rust.yml",
        ],
        "current": ("src/image/resize.rs", "rust", '''pub fn nearest(src: &[u8], sw: usize, sh: usize, dw: usize, dh: usize) -> Vec<u8> {
    let mut out = vec![0u8; dw * dh * 4];
    for y in 0..dh {
        for x in 0..dw {
            let sx = x * sw / dw;
            let sy = y * sh / dh;
            let s = (sy * sw + sx) * 4;
            let d = (y * dw + x) * 4;
            out[d..d + 4].copy_from_slice(&src[s..s + 4]);
        }
    }
    out
}
'''),
        "rules": "- `cargo clippy -- -D warnings` must pass.\n- No `unwrap()` in library code.\n- Keep public API changes in CHANGELOG.md.",
    },
    {
        "name": "tasks-app", "stack": "PHP / Laravel / Vue", "branch_pool": ["main", "staging", "feature/notifications"],
        "tree": [
            "composer.json", "composer.lock", "package.json", "artisan", "README.md",
            "app/Http/Controllers/TaskController.php", "app/Http/Controllers/Auth/LoginController.php",
            "app/Models/Task.php", "app/Models/User.php", "app/Jobs/SendDigest.php", "app/Services/NotificationService.php",
            "routes/web.php", "routes/api.php", "database/migrations/2024_01_10_create_tasks_table.php",
            "resources/js/app.js", "resources/js/components/TaskList.vue", "resources/views/dashboard.blade.php",
            "tests/Feature/TaskTest.php", "tests/Unit/NotificationServiceTest.php", "phpunit.xml",
        ],
        "current": ("app/Models/Task.php", "php", '''<?php

namespace App\\Models;

use Illuminate\\Database\\Eloquent\\Model;

class Task extends Model
{
    protected $fillable = ['title', 'due_at', 'user_id', 'done'];

    public function user()
    {
        return $this->belongsTo(User::class);
    }
}
'''),
        "rules": "- PSR-12. Run `php artisan test` and `npm run lint`.\n- New tables need a migration and a factory.\n- Do not edit vendor/.",
    },
]


def pick_env(rng):
    """A random workspace context for one request."""
    osd = rng.choice(OSES)
    user = rng.choice(USERS)
    proj = rng.choice(PROJECTS)
    home = osd["home"].format(u=user)
    sep = "\\" if osd["platform"] == "win32" else "/"
    parent = rng.choice(["code", "src", "work", "projects", "dev", "repos"])
    cwd = f"{home}{sep}{parent}{sep}{proj['name']}"
    d = date(2025, 1, 6) + timedelta(days=rng.randint(0, 420))
    hh, mm = rng.randint(7, 23), rng.randint(0, 59)
    n_tree = rng.randint(max(8, len(proj["tree"]) // 2), len(proj["tree"]))
    tree = sorted(rng.sample(proj["tree"], n_tree))
    open_files = rng.sample(proj["tree"], rng.randint(1, 4))
    return {
        "os": osd, "user": user, "proj": proj, "cwd": cwd, "sep": sep, "date": d,
        "time": f"{hh:02d}:{mm:02d}", "tz": rng.choice(["UTC+1:00", "UTC+2:00", "UTC-3:00", "UTC+9:00", "UTC+7:00", "UTC+0:00", "UTC-5:00", "UTC+5:30"]),
        "tree": tree, "open_files": open_files, "branch": rng.choice(proj["branch_pool"]),
        "git": rng.random() < 0.85,
    }


def tree_text(paths, indent="  "):
    """Render a flat list of paths as an indented tree."""
    out, seen = [], set()
    for p in paths:
        parts = p.split("/")
        for i in range(len(parts) - 1):
            key = "/".join(parts[: i + 1])
            if key not in seen:
                seen.add(key)
                out.append(indent * i + parts[i] + "/")
        out.append(indent * (len(parts) - 1) + parts[-1])
    return "\n".join(out)


def git_status_text(env, rng):
    if not env["git"]:
        return ""
    mods = rng.sample(env["proj"]["tree"], rng.randint(0, 3))
    lines = [f" M {m}" for m in mods] or ["(clean)"]
    commits = rng.sample([
        "a13f9e2 Bump dependencies", "7c0b1d4 Fix flaky timing in tests", "e4d2a90 Add health endpoint",
        "0b9c77a Refactor config loading", "5d1e3f8 Merge pull request #214", "c2a8e61 Update README",
        "91fe0aa Handle empty payloads", "3b7d5c2 Initial CI workflow",
    ], 3)
    return ("Current branch: " + env["branch"] + "\n\nMain branch (you will usually use this for PRs): main\n\nStatus:\n"
            + "\n".join(lines) + "\n\nRecent commits:\n" + "\n".join(commits))


MODELS_OPENAI = ["gpt-4.1", "gpt-4o", "gpt-5", "gpt-5-mini", "o4-mini", "qwen3-coder-plus", "deepseek-chat", "glm-4.6", "kimi-k2"]
MODELS_ANTHROPIC = ["claude-sonnet-4-5-20250929", "claude-opus-4-1-20250805", "claude-sonnet-4-20250514", "claude-haiku-4-5-20251001"]
