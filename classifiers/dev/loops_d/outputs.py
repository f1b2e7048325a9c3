"""A library of project fixtures, commands and the output they print.

Part A (agent loops) feeds these outputs back as harness observations; part B (people) pastes the same
kind of text by hand. All text is synthetic and written for this set.
"""
from common import pick, chance, hexs

# ---------------------------------------------------------------- projects
PY_NAMES = ["billing-api", "ledger", "inventory-svc", "scrapekit", "tiny-etl", "flaskshop", "geo-tools", "notes-app",
            "pdfgrab", "slackbot-core", "metrics-agent", "shipment-tracker", "quiz-engine", "auth-gateway"]
JS_NAMES = ["storefront", "admin-dashboard", "chat-widget", "docs-site", "api-gateway", "booking-ui", "realtime-feed",
            "cli-kit", "invoice-web", "kanban-board", "survey-app", "media-uploader"]
GO_NAMES = ["ratelimiter", "edge-proxy", "job-runner", "dnscache", "blobstore", "webhook-relay", "kv-lite"]
RS_NAMES = ["fastcsv", "tilemap", "ringlog", "sqlfmt", "packet-sniff", "wasm-img"]
JAVA_NAMES = ["order-service", "payments-core", "catalog-api", "report-batch", "user-profile"]
RB_NAMES = ["helpdesk", "shopify-sync", "blog-engine"]
PHP_NAMES = ["crm-portal", "wp-plugin-forms", "laravel-shop"]
CS_NAMES = ["Warehouse.Api", "Scheduler.Worker", "Contoso.Web"]
CPP_NAMES = ["imgproc", "audio-dsp", "tinyjson", "mqtt-bridge"]

PY_FUNCS = ["parse_date", "apply_discount", "load_config", "normalize_email", "get_user", "compute_total",
            "retry_request", "slugify", "merge_records", "to_cents", "paginate", "validate_payload", "build_query",
            "render_invoice", "fetch_rates", "chunked", "dedupe_rows"]
JS_FUNCS = ["formatPrice", "useCart", "fetchOrders", "parseQuery", "debounce", "buildUrl", "validateForm",
            "mapUser", "sortByDate", "createStore", "toCamelCase", "getSession", "resolveRoute"]
GO_FUNCS = ["NewLimiter", "Allow", "ParseConfig", "HandleWebhook", "Dial", "Flush", "Resolve", "Put", "Get"]
RS_FUNCS = ["parse_row", "write_tile", "push", "format_stmt", "decode_frame", "resize"]
JAVA_FUNCS = ["createOrder", "refund", "findBySku", "generateReport", "updateEmail", "validate"]


class Project:
    def __init__(self, lang, name, rng):
        self.lang = lang
        self.name = name
        self.root = pick(rng, ["/repo", "/workspace/" + name, "/home/dev/" + name, "/testbed", "/app",
                               "/Users/sam/code/" + name, "/home/runner/work/" + name])
        self.pkg = name.replace("-", "_").replace(".", "_").lower()
        if lang == "python":
            self.funcs = PY_FUNCS
            self.files = [f"{self.pkg}/__init__.py", f"{self.pkg}/models.py", f"{self.pkg}/api/routes.py",
                          f"{self.pkg}/utils/dates.py", f"{self.pkg}/services/pricing.py", f"{self.pkg}/config.py",
                          "tests/test_routes.py", "tests/test_pricing.py", "tests/conftest.py", "pyproject.toml"]
            self.test_cmd = pick(rng, ["pytest -q", "python -m pytest -x", "pytest tests/ -q", "tox -e py311",
                                       "python -m pytest -q tests/test_pricing.py"])
            self.build_cmd = pick(rng, ["python -m compileall -q " + self.pkg, "pip install -e .", "mypy " + self.pkg])
            self.lint_cmd = pick(rng, ["ruff check .", "flake8 " + self.pkg, "mypy " + self.pkg])
            self.install_cmd = pick(rng, ["pip install -r requirements.txt", "poetry install", "uv sync", "pip install -e .[dev]"])
            self.ext = "py"
        elif lang == "node":
            self.funcs = JS_FUNCS
            self.files = ["src/index.ts", "src/api/orders.ts", "src/lib/format.ts", "src/hooks/useCart.ts",
                          "src/components/Checkout.tsx", "src/utils/date.ts", "tests/format.test.ts", "package.json",
                          "tsconfig.json", "vite.config.ts"]
            self.test_cmd = pick(rng, ["npm test", "npx jest", "npx vitest run", "pnpm test", "yarn test --watch=false"])
            self.build_cmd = pick(rng, ["npm run build", "npx tsc --noEmit", "pnpm build", "yarn build"])
            self.lint_cmd = pick(rng, ["npx eslint src", "npm run lint", "npx tsc --noEmit"])
            self.install_cmd = pick(rng, ["npm ci", "npm install", "pnpm install", "yarn install --frozen-lockfile"])
            self.ext = "ts"
        elif lang == "go":
            self.funcs = GO_FUNCS
            self.files = ["cmd/server/main.go", "internal/limiter/limiter.go", "internal/limiter/limiter_test.go",
                          "internal/config/config.go", "pkg/client/client.go", "go.mod"]
            self.test_cmd = pick(rng, ["go test ./...", "go test -race ./internal/...", "go test -run TestAllow ./internal/limiter"])
            self.build_cmd = pick(rng, ["go build ./...", "go vet ./...", "make build"])
            self.lint_cmd = pick(rng, ["golangci-lint run", "go vet ./..."])
            self.install_cmd = "go mod download"
            self.ext = "go"
        elif lang == "rust":
            self.funcs = RS_FUNCS
            self.files = ["src/lib.rs", "src/main.rs", "src/parser.rs", "src/writer.rs", "tests/roundtrip.rs", "Cargo.toml"]
            self.test_cmd = pick(rng, ["cargo test", "cargo test --all-features", "cargo nextest run"])
            self.build_cmd = pick(rng, ["cargo build", "cargo check", "cargo build --release"])
            self.lint_cmd = "cargo clippy -- -D warnings"
            self.install_cmd = "cargo fetch"
            self.ext = "rs"
        elif lang == "java":
            self.funcs = JAVA_FUNCS
            self.files = ["src/main/java/com/acme/orders/OrderService.java", "src/main/java/com/acme/orders/OrderController.java",
                          "src/test/java/com/acme/orders/OrderServiceTest.java", "pom.xml", "src/main/resources/application.yml"]
            self.test_cmd = pick(rng, ["mvn -q test", "./gradlew test", "mvn test -Dtest=OrderServiceTest"])
            self.build_cmd = pick(rng, ["mvn -q compile", "./gradlew build -x test", "mvn package -DskipTests"])
            self.lint_cmd = "./gradlew checkstyleMain"
            self.install_cmd = "mvn -q dependency:resolve"
            self.ext = "java"
        elif lang == "ruby":
            self.funcs = ["ticket_params", "close!", "sync_products", "publish"]
            self.files = ["app/models/ticket.rb", "app/controllers/tickets_controller.rb", "spec/models/ticket_spec.rb", "Gemfile"]
            self.test_cmd = pick(rng, ["bundle exec rspec", "bin/rails test"])
            self.build_cmd = "bundle exec rails zeitwerk:check"
            self.lint_cmd = "bundle exec rubocop"
            self.install_cmd = "bundle install"
            self.ext = "rb"
        elif lang == "php":
            self.funcs = ["store", "handle", "validateRequest"]
            self.files = ["app/Http/Controllers/OrderController.php", "app/Models/Order.php", "tests/Feature/OrderTest.php", "composer.json"]
            self.test_cmd = pick(rng, ["vendor/bin/phpunit", "php artisan test"])
            self.build_cmd = "composer dump-autoload"
            self.lint_cmd = "vendor/bin/phpstan analyse"
            self.install_cmd = "composer install"
            self.ext = "php"
        elif lang == "csharp":
            self.funcs = ["GetStock", "Reserve", "RunAsync"]
            self.files = ["src/Api/Controllers/StockController.cs", "src/Api/Program.cs", "tests/Api.Tests/StockTests.cs", "Warehouse.sln"]
            self.test_cmd = "dotnet test"
            self.build_cmd = "dotnet build"
            self.lint_cmd = "dotnet format --verify-no-changes"
            self.install_cmd = "dotnet restore"
            self.ext = "cs"
        else:  # cpp
            self.funcs = ["blur", "decode", "parse_value", "publish"]
            self.files = ["src/blur.cpp", "src/blur.h", "src/main.cpp", "tests/test_blur.cpp", "CMakeLists.txt", "Makefile"]
            self.test_cmd = pick(rng, ["ctest --output-on-failure", "make test", "./build/tests"])
            self.build_cmd = pick(rng, ["make", "cmake --build build", "make -j4"])
            self.lint_cmd = "clang-tidy src/*.cpp"
            self.install_cmd = "cmake -S . -B build"
            self.ext = "cpp"
        self.file = pick(rng, self.files[:-1])
        self.func = pick(rng, self.funcs)

    def src_files(self):
        return [f for f in self.files if not f.endswith((".toml", ".json", ".xml", ".mod", ".sln", "Gemfile", "Makefile", ".txt", ".yml"))]


LANG_WEIGHTS = [("python", 30), ("node", 26), ("go", 10), ("rust", 8), ("java", 9), ("ruby", 4), ("php", 4),
                ("csharp", 4), ("cpp", 5)]


def new_project(rng, lang=None):
    if lang is None:
        tot = sum(w for _, w in LANG_WEIGHTS)
        r = rng.randrange(tot)
        for lang, w in LANG_WEIGHTS:
            if r < w:
                break
            r -= w
    names = {"python": PY_NAMES, "node": JS_NAMES, "go": GO_NAMES, "rust": RS_NAMES, "java": JAVA_NAMES,
             "ruby": RB_NAMES, "php": PHP_NAMES, "csharp": CS_NAMES, "cpp": CPP_NAMES}[lang]
    return Project(lang, pick(rng, names), rng)


# ---------------------------------------------------------------- a step = one action and its output
class Out:
    """kind: ls/read/grep/test/build/lint/edit/install/git/run/db/http/ops/find/empty"""

    def __init__(self, kind, cmd, text, code=0, tool=None, args=None, sentence=None, path=None):
        self.kind = kind
        self.cmd = cmd
        self.text = text
        self.code = code
        self.tool = tool or kind
        self.args = args or {}
        self.sentence = sentence
        self.path = path


# ---------------------------------------------------------------- code file contents
def code_file(rng, proj, path=None):
    path = path or proj.file
    f = proj.func
    if proj.lang == "python":
        body = pick(rng, [
            f'''from decimal import Decimal, ROUND_HALF_UP

from .models import LineItem


def {f}(amount: Decimal, percent: int) -> Decimal:
    """Return the amount after taking percent off."""
    if percent < 0 or percent > 100:
        raise ValueError(f"bad percent: {{percent}}")
    factor = Decimal(100 - percent) / Decimal(100)
    return amount * factor


def total_for(items: list[LineItem]) -> Decimal:
    return sum((i.price * i.qty for i in items), Decimal("0"))
''',
            f'''import os
import json
from functools import lru_cache

DEFAULTS = {{"timeout": 30, "retries": 3, "region": "eu-west-1"}}


@lru_cache
def {f}(path: str | None = None) -> dict:
    path = path or os.environ.get("APP_CONFIG", "config.json")
    with open(path) as fh:
        data = json.load(fh)
    merged = {{**DEFAULTS, **data}}
    merged["timeout"] = int(merged["timeout"])
    return merged
''',
            f'''from datetime import datetime, timezone

FORMATS = ("%Y-%m-%d", "%d/%m/%Y", "%Y-%m-%dT%H:%M:%S")


def {f}(value: str) -> datetime:
    for fmt in FORMATS:
        try:
            return datetime.strptime(value, fmt)
        except ValueError:
            continue
    raise ValueError(f"unrecognised date: {{value!r}}")


def to_utc(dt: datetime) -> datetime:
    return dt.replace(tzinfo=timezone.utc)
''',
            f'''from flask import Blueprint, jsonify, request

from ..services.pricing import compute_total
from ..models import Order, db

bp = Blueprint("orders", __name__)


@bp.post("/orders")
def create_order():
    payload = request.get_json()
    order = Order(customer_id=payload["customer_id"], items=payload["items"])
    order.total = compute_total(order.items)
    db.session.add(order)
    db.session.commit()
    return jsonify(order.to_dict()), 201


@bp.get("/orders/<int:order_id>")
def {f}(order_id):
    order = Order.query.get(order_id)
    return jsonify(order.to_dict())
''',
        ])
    elif proj.lang == "node":
        body = pick(rng, [
            f'''export function {f}(cents: number, currency = "EUR"): string {{
  const value = cents / 100;
  return new Intl.NumberFormat("de-DE", {{ style: "currency", currency }}).format(value);
}}

export function sumCents(items: {{ price: number; qty: number }}[]): number {{
  return items.reduce((acc, it) => acc + it.price * it.qty, 0);
}}
''',
            f'''import {{ useEffect, useState }} from "react";
import {{ api }} from "../api/client";

export function {f}(userId: string) {{
  const [items, setItems] = useState<CartItem[]>([]);
  useEffect(() => {{
    api.get(`/carts/${{userId}}`).then((res) => setItems(res.data.items));
  }}, []);
  return {{ items, setItems }};
}}
''',
            f'''const BASE = process.env.API_URL ?? "http://localhost:3000";

export async function {f}(page = 1) {{
  const res = await fetch(`${{BASE}}/orders?page=${{page}}`);
  if (!res.ok) throw new Error(`orders request failed: ${{res.status}}`);
  const body = await res.json();
  return body.data.map((o: any) => ({{ ...o, createdAt: new Date(o.created_at) }}));
}}
''',
        ])
    elif proj.lang == "go":
        body = f'''package limiter

import (
	"sync"
	"time"
)

type Limiter struct {{
	mu       sync.Mutex
	rate     float64
	burst    int
	tokens   float64
	lastSeen time.Time
}}

func {f}(rate float64, burst int) *Limiter {{
	return &Limiter{{rate: rate, burst: burst, tokens: float64(burst)}}
}}

func (l *Limiter) Allow() bool {{
	now := time.Now()
	elapsed := now.Sub(l.lastSeen).Seconds()
	l.tokens += elapsed * l.rate
	if l.tokens > float64(l.burst) {{
		l.tokens = float64(l.burst)
	}}
	l.lastSeen = now
	if l.tokens < 1 {{
		return false
	}}
	l.tokens--
	return true
}}
'''
    elif proj.lang == "rust":
        body = f'''use std::io::{{self, BufRead}};

pub struct Row {{
    pub fields: Vec<String>,
}}

pub fn {f}(line: &str, sep: char) -> Row {{
    let fields = line.split(sep).map(|s| s.trim().to_string()).collect();
    Row {{ fields }}
}}

pub fn read_all<R: BufRead>(r: R) -> io::Result<Vec<Row>> {{
    r.lines().map(|l| l.map(|l| {f}(&l, ','))).collect()
}}
'''
    elif proj.lang == "java":
        body = f'''package com.acme.orders;

import java.math.BigDecimal;
import java.util.List;

public class OrderService {{
    private final OrderRepository repo;

    public OrderService(OrderRepository repo) {{
        this.repo = repo;
    }}

    public Order {f}(String customerId, List<LineItem> items) {{
        BigDecimal total = items.stream()
            .map(i -> i.price().multiply(BigDecimal.valueOf(i.qty())))
            .reduce(BigDecimal.ZERO, BigDecimal::add);
        Order o = new Order(customerId, items, total);
        return repo.save(o);
    }}
}}
'''
    else:
        body = f'''// {path}
#include "blur.h"
#include <vector>

void {f}(const Image& src, Image& dst, int radius) {{
    for (int y = 0; y < src.height; ++y) {{
        for (int x = 0; x < src.width; ++x) {{
            int sum = 0, n = 0;
            for (int dy = -radius; dy <= radius; ++dy)
                for (int dx = -radius; dx <= radius; ++dx) {{
                    sum += src.at(x + dx, y + dy);
                    ++n;
                }}
            dst.at(x, y) = sum / n;
        }}
    }}
}}
'''
    return body


def numbered(text, start=1):
    lines = text.rstrip("\n").split("\n")
    w = len(str(start + len(lines)))
    return "\n".join(f"{str(i + start).rjust(w)}\t{l}" for i, l in enumerate(lines))


# ---------------------------------------------------------------- generators per kind
def gen_ls(rng, proj):
    d = pick(rng, ["src", ".", proj.pkg if proj.lang == "python" else "src", "tests", "internal"])
    entries = sorted(set(p.split("/")[-1] if d == "." else p.split("/")[-1] for p in proj.files))
    if chance(rng, 0.5):
        lines = [f"total {rng.randint(24, 120)}",
                 f"drwxr-xr-x  {rng.randint(3, 9)} dev dev 4096 {pick(rng, ['Mar', 'Jun', 'Oct', 'Nov'])} {rng.randint(1, 28)} 10:{rng.randint(10, 59)} .",
                 f"drwxr-xr-x {rng.randint(8, 20)} dev dev 4096 {pick(rng, ['Mar', 'Jun', 'Oct'])} {rng.randint(1, 28)} 09:{rng.randint(10, 59)} .."]
        for e in entries:
            lines.append(f"-rw-r--r--  1 dev dev {rng.randint(120, 9000):>5} {pick(rng, ['Mar', 'Jun', 'Oct'])} {rng.randint(1, 28)} 1{rng.randint(0, 9)}:{rng.randint(10, 59)} {e}")
        text = "\n".join(lines)
        cmd = f"ls -la {d}"
    else:
        text = "\n".join(entries)
        cmd = f"ls {d}" if d != "." else "ls"
    sent = pick(rng, [f"Next step: list the {d if d != '.' else 'repository root'} directory",
                      "Let me see what's in the repo first.", f"Listing the {d} folder.",
                      "First I want to see the project layout.", "Let me get an overview of the files."])
    return Out("ls", cmd, text, 0, "list_dir", {"path": d}, sent, d)


def gen_tree(rng, proj):
    lines = [proj.root.rstrip("/").split("/")[-1] + "/"]
    for f in proj.files:
        depth = f.count("/")
        lines.append("    " * depth + "├── " + f.split("/")[-1])
    text = "\n".join(lines) + f"\n\n{rng.randint(4, 12)} directories, {len(proj.files)} files"
    return Out("ls", "tree -L 3 -I node_modules", text, 0, "list_dir", {"path": ".", "depth": 3},
               "Let me look at the directory tree.", ".")


def gen_read(rng, proj, path=None, numbered_lines=None):
    path = path or proj.file
    content = code_file(rng, proj, path)
    if numbered_lines is None:
        numbered_lines = chance(rng, 0.5)
    if numbered_lines:
        start = 1
        text = numbered(content, start)
        cmd = pick(rng, [f"nl -ba {path}", f"cat -n {path}", f"sed -n '1,80p' {path}"])
    else:
        text = content
        cmd = f"cat {path}"
    base = path.split("/")[-1]
    sent = pick(rng, ["Let me look at the test file first." if "test" in path else f"Let me look at {base} first.",
                      f"I'll open {base} to see how {proj.func} works.", f"Reading {path}.",
                      f"Let me read the {pick(rng, ['handler', 'module', 'implementation', 'source'])} first.",
                      "I need to see the current implementation before changing anything."])
    return Out("read", cmd, text, 0, "read_file", {"path": path}, sent, path)


def gen_read_missing(rng, proj, locale="en"):
    path = pick(rng, ["app.py", "src/app.py", "config/settings.py", "src/main.ts", "lib/util.js", "README.rst", "docs/setup.md"])
    if locale == "en":
        text = pick(rng, [f"cat: {path}: No such file or directory", f"Could not find file {path}",
                          f"Error: file not found: {path}", f"ERROR: {path} does not exist"])
    else:
        text = LOCALE_NOFILE[locale].format(p=path)
    return Out("read", f"cat {path}", text, 1, "read_file", {"path": path},
               pick(rng, [f"Let me open {path}.", "Let me look at the app entry point.", "Checking the main module."]), path)


def gen_grep(rng, proj, style=None):
    f = proj.func
    hits = []
    files = proj.src_files()
    nfiles = rng.randint(1, min(4, len(files)))
    chosen = rng.sample(files, nfiles)
    for p in chosen:
        for _ in range(rng.randint(1, 3)):
            ln = rng.randint(3, 240)
            snippet = pick(rng, GREP_SNIPPETS.get(proj.lang, GREP_SNIPPETS["other"])).format(f=f)
            hits.append((p, ln, snippet))
    style = style or pick(rng, ["grep", "rg", "tool"])
    if style == "grep":
        text = "\n".join(f"./{p}:{ln}:{s}" for p, ln, s in hits)
        cmd = f"grep -rn \"{f}\" --include=*.{proj.ext} ."
    elif style == "rg":
        cur = None
        out = []
        for p, ln, s in hits:
            if p != cur:
                if cur is not None:
                    out.append("")
                out.append(p)
                cur = p
            out.append(f"{ln}:{s}")
        text = "\n".join(out)
        cmd = f"rg -n {f}"
    else:
        text = f"Found {len(hits)} match{'es' if len(hits) != 1 else ''} in {nfiles} file{'s' if nfiles != 1 else ''}\n" + \
               "\n".join(f"{p}:{ln}: {s}" for p, ln, s in hits)
        cmd = f"search \"{f}\""
    sent = pick(rng, [f"Searching for where {f} is defined.", f"Let me find every call to {f}.",
                      f"I'll grep for {f} across the codebase.", "Looking for other usages before I change it."])
    return Out("grep", cmd, text, 0, "search", {"query": f, "path": "."}, sent)


def gen_grep_none(rng, proj):
    term = pick(rng, ["LEGACY_MODE", "parse_iso", "oldApiClient", "FEATURE_X", "deprecated_call", "TODO(auth)"])
    text = pick(rng, ["", f"No matches found for \"{term}\"", "0 matches"])
    return Out("grep", f"grep -rn {term} .", text, 1, "search", {"query": term},
               f"Checking whether {term} is still referenced anywhere.")


# ---- tests
def _py_test(rng, proj, fail):
    total = rng.randint(6, 180)
    nfail = rng.randint(1, min(5, total - 1)) if fail else 0
    fn = proj.func
    head = ("============================= test session starts ==============================\n"
            f"platform linux -- Python 3.{rng.choice([10, 11, 12])}.{rng.randint(1, 9)}, pytest-{pick(rng, ['7.4.4', '8.0.2', '8.2.1', '8.3.3'])}, pluggy-1.5.0\n"
            f"rootdir: {proj.root}\n"
            f"configfile: {pick(rng, ['pyproject.toml', 'pytest.ini', 'setup.cfg'])}\n"
            f"collected {total} items\n\n")
    lines = []
    left = total
    tfiles = ["tests/test_routes.py", "tests/test_pricing.py", "tests/test_utils.py", "tests/test_models.py"]
    fails_left = nfail
    for i, tf in enumerate(tfiles):
        n = left if i == len(tfiles) - 1 else rng.randint(1, max(1, left - (len(tfiles) - i - 1)))
        left -= n
        dots = ["."] * n
        for _ in range(min(fails_left, n if i == len(tfiles) - 1 else rng.randint(0, fails_left))):
            dots[rng.randrange(n)] = "F"
        fails_left -= dots.count("F")
        pct = int(100 * (total - left) / total)
        lines.append(f"{tf} {''.join(dots)[:60]}".ljust(73) + f" [{pct:3d}%]")
        if left <= 0:
            break
    nfail = total - sum(l.split(" ")[1].count(".") for l in lines) if fail else 0
    nfail = max(nfail, 1) if fail else 0
    body = head + "\n".join(lines) + "\n"
    if not fail:
        body += f"\n{'=' * 29} {total} passed in {rng.uniform(0.2, 14):.2f}s {'=' * 29}"
        return body
    exc = pick(rng, [
        ("AssertionError", f"assert Decimal('16.9915') == Decimal('16.99')\nE        +  where Decimal('16.9915') = {fn}(Decimal('19.99'), 15)"),
        ("KeyError", "'customer_id'"),
        ("TypeError", f"{fn}() got an unexpected keyword argument 'tz'"),
        ("AttributeError", "'NoneType' object has no attribute 'to_dict'"),
        ("ValueError", "unrecognised date: '2024-02-30'"),
        ("AssertionError", "assert 500 == 201\nE        +  where 500 = <WrapperTestResponse streamed [500 INTERNAL SERVER ERROR]>.status_code"),
    ])
    body += "\n=================================== FAILURES ===================================\n"
    tname = f"test_{fn}_{pick(rng, ['rounding', 'missing_field', 'timezone', 'empty_input', 'happy_path', 'unicode'])}"
    body += f"{'_' * 20} {tname} {'_' * 20}\n\n"
    arg = pick(rng, ['payload', 'Decimal("19.99"), 15', '"2024-02-30"', 'None'])
    body += f"    def {tname}():\n>       result = {fn}({arg})\n"
    body += f"E       {exc[0]}: {exc[1]}\n\n"
    body += f"tests/test_pricing.py:{rng.randint(10, 90)}: {exc[0]}\n"
    body += "=========================== short test summary info ============================\n"
    body += f"FAILED tests/test_pricing.py::{tname} - {exc[0]}: {exc[1].splitlines()[0][:50]}\n"
    for k in range(nfail - 1):
        body += f"FAILED tests/test_routes.py::test_{pick(rng, ['create', 'list', 'delete', 'update'])}_{k} - {pick(rng, ['KeyError', 'AssertionError', 'TypeError'])}\n"
    body += f"{'=' * 20} {nfail} failed, {total - nfail} passed in {rng.uniform(0.3, 20):.2f}s {'=' * 20}"
    return body


def _jest(rng, proj, fail):
    total = rng.randint(5, 120)
    nfail = rng.randint(1, 4) if fail else 0
    f = proj.func
    suites = ["tests/format.test.ts", "src/api/orders.test.ts", "src/hooks/useCart.test.tsx", "src/utils/date.test.ts"]
    out = []
    if fail:
        s = pick(rng, suites)
        out.append(f" FAIL  {s}")
        out.append(f"  ● {f} › {pick(rng, ['formats negative amounts', 'handles empty cart', 'parses ISO dates', 'keeps query order'])}")
        out.append("")
        out.append("    expect(received).toBe(expected) // Object.is equality")
        out.append("")
        exp, rec = pick(rng, [('"-12,50 €"', '"-12,5 €"'), ("3", "0"), ('"2024-03-01"', '"2024-02-29"'), ("true", "false")])
        out.append(f"    Expected: {exp}")
        out.append(f"    Received: {rec}")
        out.append("")
        ln = rng.randint(8, 70)
        out.append(f"      {ln - 1} |   it(\"...\", () => {{")
        out.append(f"    > {ln} |     expect({f}(input)).toBe(expected);")
        out.append("         |                        ^")
        out.append(f"      {ln + 1} |   }});")
        out.append("")
        out.append(f"      at Object.<anonymous> ({s}:{ln}:24)")
        out.append("")
    for s in suites[:rng.randint(1, 4)]:
        out.append(f" PASS  {s.replace('tests/', 'src/') if chance(rng, 0.3) else s}")
    ns = rng.randint(3, 12)
    out.append("")
    if fail:
        out.append(f"Test Suites: {1} failed, {ns - 1} passed, {ns} total")
        out.append(f"Tests:       {nfail} failed, {total - nfail} passed, {total} total")
    else:
        out.append(f"Test Suites: {ns} passed, {ns} total")
        out.append(f"Tests:       {total} passed, {total} total")
    out.append("Snapshots:   0 total")
    out.append(f"Time:        {rng.uniform(1, 25):.3f} s")
    out.append("Ran all test suites.")
    return "\n".join(out)


def _vitest(rng, proj, fail):
    total = rng.randint(5, 90)
    out = [f" RUN  v{pick(rng, ['1.6.0', '2.1.4', '3.0.5'])} {proj.root}", ""]
    if fail:
        out += [f" ❯ src/lib/format.test.ts ({rng.randint(3, 9)} tests | 1 failed) {rng.randint(5, 90)}ms",
                f"   × {proj.func} > rounds half up",
                "     → expected '10.04' to be '10.05' // Object.is equality", "",
                "⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯", "",
                f" FAIL  src/lib/format.test.ts > {proj.func} > rounds half up",
                "AssertionError: expected '10.04' to be '10.05' // Object.is equality", "",
                f" Test Files  1 failed | {rng.randint(2, 9)} passed", f"      Tests  1 failed | {total - 1} passed ({total})"]
    else:
        out += [f" ✓ src/lib/format.test.ts ({rng.randint(3, 9)} tests) {rng.randint(5, 90)}ms",
                f" Test Files  {rng.randint(2, 9)} passed", f"      Tests  {total} passed ({total})"]
    out.append(f"   Duration  {rng.uniform(0.5, 9):.2f}s")
    return "\n".join(out)


def _go_test(rng, proj, fail):
    if not fail:
        return "\n".join(f"ok  \tgithub.com/acme/{proj.name}/{p}\t{rng.uniform(0.01, 3):.3f}s" for p in
                         ["internal/limiter", "internal/config", "pkg/client"]) + "\n?   \tgithub.com/acme/" + proj.name + "/cmd/server\t[no test files]"
    t = pick(rng, ["TestAllow", "TestAllowBurst", "TestParseConfig", "TestResolveTimeout"])
    return (f"--- FAIL: {t} ({rng.uniform(0, 1):.2f}s)\n"
            f"    limiter_test.go:{rng.randint(12, 80)}: expected {rng.randint(3, 10)} allowed requests, got {rng.randint(11, 20)}\n"
            f"FAIL\nFAIL\tgithub.com/acme/{proj.name}/internal/limiter\t{rng.uniform(0.01, 2):.3f}s\n"
            f"ok  \tgithub.com/acme/{proj.name}/internal/config\t(cached)\nFAIL")


def _cargo_test(rng, proj, fail):
    n = rng.randint(3, 40)
    head = (f"   Compiling {proj.name} v0.{rng.randint(1, 9)}.0 ({proj.root})\n"
            f"    Finished `test` profile [unoptimized + debuginfo] target(s) in {rng.uniform(0.5, 30):.2f}s\n"
            f"     Running unittests src/lib.rs (target/debug/deps/{proj.pkg}-{hexs(rng, 16)})\n\nrunning {n} tests\n")
    if not fail:
        return head + "".join(f"test tests::case_{i} ... ok\n" for i in range(min(n, 6))) + \
            f"\ntest result: ok. {n} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.0{rng.randint(1, 9)}s"
    return head + (f"test tests::{proj.func}_quoted ... FAILED\ntest tests::{proj.func}_simple ... ok\n\nfailures:\n\n"
                   f"---- tests::{proj.func}_quoted stdout ----\n"
                   f"thread 'tests::{proj.func}_quoted' panicked at src/parser.rs:{rng.randint(40, 200)}:9:\n"
                   "assertion `left == right` failed\n  left: [\"a\", \"\\\"b\"]\n right: [\"a\", \"b,c\"]\n"
                   "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n\n\nfailures:\n"
                   f"    tests::{proj.func}_quoted\n\ntest result: FAILED. {n - 1} passed; 1 failed; 0 ignored; 0 measured; 0 filtered out\n\n"
                   "error: test failed, to rerun pass `--lib`")


def _mvn_test(rng, proj, fail):
    n = rng.randint(8, 60)
    if not fail:
        return (f"[INFO] Tests run: {n}, Failures: 0, Errors: 0, Skipped: 0\n[INFO] \n"
                "[INFO] ------------------------------------------------------------------------\n[INFO] BUILD SUCCESS\n"
                f"[INFO] Total time:  {rng.uniform(3, 60):.3f} s")
    return ("[INFO] Running com.acme.orders.OrderServiceTest\n"
            f"[ERROR] Tests run: {n}, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: {rng.uniform(0.2, 4):.3f} s <<< FAILURE! - in com.acme.orders.OrderServiceTest\n"
            f"[ERROR] {proj.func}ComputesTotal  Time elapsed: 0.041 s  <<< FAILURE!\n"
            "org.opentest4j.AssertionFailedError: expected: <59.97> but was: <59.970>\n"
            f"\tat com.acme.orders.OrderServiceTest.{proj.func}ComputesTotal(OrderServiceTest.java:{rng.randint(20, 90)})\n\n"
            "[INFO] \n[INFO] Results:\n[INFO] \n[ERROR] Failures: \n"
            f"[ERROR]   OrderServiceTest.{proj.func}ComputesTotal:{rng.randint(20, 90)} expected: <59.97> but was: <59.970>\n"
            f"[INFO] \n[ERROR] Tests run: {n}, Failures: 1, Errors: 0, Skipped: 0\n[INFO] \n"
            "[INFO] ------------------------------------------------------------------------\n[INFO] BUILD FAILURE\n"
            "[INFO] ------------------------------------------------------------------------")


def _rspec(rng, proj, fail):
    n = rng.randint(10, 120)
    if not fail:
        return "." * min(n, 70) + f"\n\nFinished in {rng.uniform(0.5, 9):.2f} seconds (files took 1.2 seconds to load)\n{n} examples, 0 failures"
    return ("..F" + "." * min(n - 3, 60) + "\n\nFailures:\n\n  1) Ticket#close! sets closed_at\n"
            "     Failure/Error: expect(ticket.closed_at).to be_present\n       expected `nil.present?` to be truthy, got false\n"
            f"     # ./spec/models/ticket_spec.rb:{rng.randint(10, 60)}:in `block (3 levels) in <top (required)>'\n\n"
            f"Finished in {rng.uniform(0.5, 9):.2f} seconds (files took 1.31 seconds to load)\n{n} examples, 1 failure\n\n"
            "Failed examples:\n\nrspec ./spec/models/ticket_spec.rb:22 # Ticket#close! sets closed_at")


def _phpunit(rng, proj, fail):
    n = rng.randint(5, 60)
    if not fail:
        return f"PHPUnit 10.5.20 by Sebastian Bergmann and contributors.\n\n{'.' * min(n, 60)}  {n} / {n} (100%)\n\nTime: 00:01.204, Memory: 24.00 MB\n\nOK ({n} tests, {n * 2} assertions)"
    return (f"PHPUnit 10.5.20 by Sebastian Bergmann and contributors.\n\n..F{'.' * min(n - 3, 50)}  {n} / {n} (100%)\n\n"
            "There was 1 failure:\n\n1) Tests\\Feature\\OrderTest::test_store_requires_email\n"
            "Expected response status code [422] but received 500.\nFailed asserting that 500 is identical to 422.\n\n"
            f"/var/www/tests/Feature/OrderTest.php:{rng.randint(15, 70)}\n\nFAILURES!\nTests: {n}, Assertions: {n * 2}, Failures: 1.")


def _dotnet_test(rng, proj, fail, locale="en"):
    n = rng.randint(5, 50)
    if locale == "de":
        if not fail:
            return f"Bestanden!   : Fehler:     0, erfolgreich:    {n}, übersprungen:     0, gesamt:    {n}, Dauer: 412 ms - Api.Tests.dll (net8.0)"
        return (f"  Fehler Api.Tests.StockTests.Reserve_FailsWhenEmpty [12 ms]\n  Fehlermeldung:\n   Assert.Equal() Failure\n"
                f"Expected: 0\nActual:   -1\n\nFehler!   : Fehler:     1, erfolgreich:    {n - 1}, übersprungen:     0, gesamt:    {n}, Dauer: 388 ms")
    if not fail:
        return f"Passed!  - Failed:     0, Passed:    {n}, Skipped:     0, Total:    {n}, Duration: 412 ms - Api.Tests.dll (net8.0)"
    return (f"  Failed Api.Tests.StockTests.Reserve_FailsWhenEmpty [12 ms]\n  Error Message:\n   Assert.Equal() Failure\n"
            f"Expected: 0\nActual:   -1\n\nFailed!  - Failed:     1, Passed:    {n - 1}, Skipped:     0, Total:    {n}, Duration: 388 ms")


def _ctest(rng, proj, fail):
    n = rng.randint(3, 20)
    if not fail:
        return f"Test project {proj.root}/build\n" + "".join(
            f"    Start {i}: test_{i}\n{i}/{n} Test #{i}: test_{i} ...........   Passed    0.0{rng.randint(1, 9)} sec\n" for i in range(1, min(n, 4) + 1)) + \
            f"\n100% tests passed, 0 tests failed out of {n}"
    return (f"Test project {proj.root}/build\n    Start 1: blur_identity\n1/{n} Test #1: blur_identity ....................***Failed    0.02 sec\n"
            "tests/test_blur.cpp:31: FAILED:\n  REQUIRE( out.at(0, 0) == 128 )\nwith expansion:\n  255 == 128\n\n"
            f"{int(100 * (n - 1) / n)}% tests passed, 1 tests failed out of {n}\n\nThe following tests FAILED:\n\t  1 - blur_identity (Failed)\nErrors while running CTest")


def gen_test(rng, proj, fail=None, locale="en"):
    if fail is None:
        fail = chance(rng, 0.72)
    L = proj.lang
    if L == "python":
        text = _py_test(rng, proj, fail)
    elif L == "node":
        text = _vitest(rng, proj, fail) if "vitest" in proj.test_cmd else _jest(rng, proj, fail)
    elif L == "go":
        text = _go_test(rng, proj, fail)
    elif L == "rust":
        text = _cargo_test(rng, proj, fail)
    elif L == "java":
        text = _mvn_test(rng, proj, fail)
    elif L == "ruby":
        text = _rspec(rng, proj, fail)
    elif L == "php":
        text = _phpunit(rng, proj, fail)
    elif L == "csharp":
        text = _dotnet_test(rng, proj, fail, locale)
    else:
        text = _ctest(rng, proj, fail)
    sent = pick(rng, ["I'll run the test suite now.", "Running the tests to see what fails.",
                      "Let me rerun the tests to confirm the fix.", "Now I'll run the failing test again.",
                      "Time to check the tests.", "Let me see whether the suite is green now."])
    return Out("test", proj.test_cmd, text, 1 if fail else 0, "run_tests", {"command": proj.test_cmd}, sent)


# ---- build / compile errors
def gen_build(rng, proj, fail=None, locale="en"):
    if fail is None:
        fail = chance(rng, 0.75)
    L = proj.lang
    f = proj.func
    if not fail:
        text = pick(rng, ["", "Build succeeded.", f"✓ built in {rng.uniform(0.5, 9):.2f}s",
                          f"    Finished `dev` profile [unoptimized + debuginfo] target(s) in {rng.uniform(0.5, 30):.2f}s",
                          "[INFO] BUILD SUCCESS"])
        code = 0
    elif L == "node":
        text = "\n".join(
            f"src/{pick(rng, ['api/orders.ts', 'lib/format.ts', 'components/Checkout.tsx', 'hooks/useCart.ts'])}({rng.randint(3, 120)},{rng.randint(2, 40)}): error TS{pick(rng, ['2339', '2345', '2322', '7006', '2304'])}: " +
            pick(rng, [f"Property 'createdAt' does not exist on type 'Order'.",
                       "Argument of type 'string | undefined' is not assignable to parameter of type 'string'.",
                       "Type 'number' is not assignable to type 'string'.",
                       "Parameter 'o' implicitly has an 'any' type.", f"Cannot find name '{f}'."])
            for _ in range(rng.randint(1, 5)))
        text += f"\n\nFound {text.count('error TS')} error{'s' if text.count('error TS') > 1 else ''}."
        code = 2
    elif L == "go":
        text = f"# github.com/acme/{proj.name}/internal/limiter\n" + "\n".join(
            f"internal/limiter/limiter.go:{rng.randint(10, 90)}:{rng.randint(2, 30)}: " +
            pick(rng, ["undefined: clock", "cannot use burst (variable of type int) as float64 value in assignment",
                       "l.lastSeen declared and not used", "missing return", f"too many arguments in call to {f}"])
            for _ in range(rng.randint(1, 3)))
        code = 1
    elif L == "rust":
        text = (f"   Compiling {proj.name} v0.3.0 ({proj.root})\n"
                + pick(rng, [
                    "error[E0308]: mismatched types\n  --> src/parser.rs:42:20\n   |\n42 |     let n: usize = line.len() as i64;\n   |            -----   ^^^^^^^^^^^^^^^^^ expected `usize`, found `i64`\n   |            |\n   |            expected due to this\n",
                    "error[E0382]: borrow of moved value: `row`\n  --> src/writer.rs:31:9\n   |\n27 |     let row = parse_row(&line, ',');\n   |         --- move occurs because `row` has type `Row`, which does not implement the `Copy` trait\n28 |     rows.push(row);\n   |               --- value moved here\n...\n31 |     dbg!(row.fields.len());\n   |          ^^^^^^^^^^ value borrowed here after move\n",
                    "error[E0599]: no method named `trim_quotes` found for reference `&str` in the current scope\n  --> src/parser.rs:18:33\n   |\n18 |         .map(|s| s.trim().trim_quotes().to_string())\n   |                                 ^^^^^^^^^^^ method not found in `&str`\n"])
                + f"\nerror: could not compile `{proj.name}` (lib) due to 1 previous error")
        code = 101
    elif L == "java":
        if locale == "ja":
            text = ("[ERROR] COMPILATION ERROR : \n[ERROR] /repo/src/main/java/com/acme/orders/OrderService.java:[24,16] シンボルを見つけられません\n"
                    "  シンボル:   メソッド qty()\n  場所: クラス com.acme.orders.LineItem\n[INFO] 1 error\n[INFO] BUILD FAILURE")
        else:
            text = ("[ERROR] COMPILATION ERROR : \n[INFO] -------------------------------------------------------------\n"
                    f"[ERROR] /repo/src/main/java/com/acme/orders/OrderService.java:[{rng.randint(10, 60)},{rng.randint(5, 40)}] " +
                    pick(rng, ["cannot find symbol\n  symbol:   method qty()\n  location: class com.acme.orders.LineItem",
                               "incompatible types: java.math.BigDecimal cannot be converted to double",
                               "unreported exception java.io.IOException; must be caught or declared to be thrown"]) +
                    "\n[INFO] 1 error\n[INFO] -------------------------------------------------------------\n[INFO] BUILD FAILURE")
        code = 1
    elif L == "cpp":
        if locale in ("de", "fr", "es"):
            msg = {"de": "Fehler: »Image« wurde in diesem Gültigkeitsbereich nicht definiert",
                   "fr": "erreur: « Image » n'a pas été déclaré dans cette portée",
                   "es": "error: «Image» no se declaró en este ámbito"}[locale]
            text = f"src/blur.cpp: In function ‘void {f}(const Image&, Image&, int)’:\nsrc/blur.cpp:4:{rng.randint(5, 20)}: {msg}\nmake: *** [Makefile:14: build/blur.o] Error 1"
        else:
            text = pick(rng, [
                f"src/blur.cpp: In function ‘void {f}(const Image&, Image&, int)’:\nsrc/blur.cpp:12:31: error: passing ‘const Image’ as ‘this’ argument discards qualifiers [-fpermissive]\n   12 |                     sum += src.at(x + dx, y + dy);\n      |                            ~~~~~~^~~~~~~~~~~~~~~~\nmake: *** [Makefile:14: build/blur.o] Error 1",
                "/usr/bin/ld: build/main.o: in function `main':\nmain.cpp:(.text+0x5a): undefined reference to `decode(std::vector<unsigned char, std::allocator<unsigned char> > const&)'\ncollect2: error: ld returned 1 exit status\nmake: *** [Makefile:9: imgproc] Error 1",
                "CMake Error at CMakeLists.txt:18 (find_package):\n  Could not find a package configuration file provided by \"OpenCV\" with any\n  of the following names:\n\n    OpenCVConfig.cmake\n    opencv-config.cmake\n\n-- Configuring incomplete, errors occurred!"])
        code = 2
    elif L == "csharp":
        if locale == "de":
            text = f"src/Api/Controllers/StockController.cs({rng.randint(10, 80)},{rng.randint(5, 30)}): error CS0103: Der Name \"stockRepo\" ist im aktuellen Kontext nicht vorhanden. [/repo/src/Api/Api.csproj]\n\nFEHLER beim Buildvorgang.\n    0 Warnung(en)\n    1 Fehler"
        else:
            text = f"src/Api/Controllers/StockController.cs({rng.randint(10, 80)},{rng.randint(5, 30)}): error CS1061: 'StockItem' does not contain a definition for 'Reserved' [/repo/src/Api/Api.csproj]\n\nBuild FAILED.\n    0 Warning(s)\n    1 Error(s)\n\nTime Elapsed 00:00:04.21"
        code = 1
    else:  # python / ruby / php: import or syntax level
        text = pick(rng, [
            f"  File \"{proj.root}/{proj.pkg}/services/pricing.py\", line {rng.randint(5, 80)}\n    return amount * factor)\n                          ^\nSyntaxError: unmatched ')'",
            f"{proj.pkg}/services/pricing.py:{rng.randint(5, 80)}: error: Incompatible return value type (got \"float\", expected \"Decimal\")  [return-value]\n{proj.pkg}/api/routes.py:{rng.randint(5, 80)}: error: Item \"None\" of \"Order | None\" has no attribute \"to_dict\"  [union-attr]\nFound 2 errors in 2 files (checked {rng.randint(10, 60)} source files)",
        ])
        code = 1
    sent = pick(rng, ["Building the project to check for compile errors.", "Let me try a build.",
                      "I'll compile it to make sure nothing else broke.", "Checking that it still builds."])
    return Out("build", proj.build_cmd, text, code, "run_command", {"command": proj.build_cmd}, sent)


def gen_lint(rng, proj, clean=None):
    if clean is None:
        clean = chance(rng, 0.3)
    if clean:
        text = pick(rng, ["All checks passed!", "", "Success: no issues found in 24 source files", "✔ No problems found"])
        code = 0
    elif proj.lang == "python":
        rows = []
        for _ in range(rng.randint(1, 6)):
            rows.append(f"{pick(rng, proj.src_files())}:{rng.randint(1, 200)}:{rng.randint(1, 60)}: " + pick(rng, [
                "F401 [*] `os` imported but unused", "E501 Line too long (104 > 88)", "F821 Undefined name `Decimal`",
                "B006 Do not use mutable data structures for argument defaults", "E711 Comparison to `None` should be `cond is None`",
                "F841 Local variable `resp` is assigned to but never used"]))
        text = "\n".join(rows) + f"\nFound {len(rows)} error{'s' if len(rows) > 1 else ''}.\n[*] 1 fixable with the `--fix` option."
        code = 1
    else:
        rows = [f"{proj.root}/{pick(rng, proj.src_files())}"]
        n = rng.randint(1, 5)
        for _ in range(n):
            rows.append(f"  {rng.randint(1, 150)}:{rng.randint(1, 40)}  {pick(rng, ['error', 'warning'])}  " + pick(rng, [
                "'res' is assigned a value but never used  @typescript-eslint/no-unused-vars",
                "React Hook useEffect has a missing dependency: 'userId'  react-hooks/exhaustive-deps",
                "Unexpected any. Specify a different type  @typescript-eslint/no-explicit-any",
                "Missing return type on function  @typescript-eslint/explicit-module-boundary-types"]))
        text = "\n".join(rows) + f"\n\n✖ {n} problem{'s' if n > 1 else ''} ({n} error{'s' if n > 1 else ''}, 0 warnings)"
        code = 1
    return Out("lint", proj.lint_cmd, text, code, "run_command", {"command": proj.lint_cmd},
               pick(rng, ["Running the linter.", "Let me lint the changed files.", "Checking lint before I finish."]))


# ---- runtime traces
def py_traceback(rng, proj):
    f = proj.func
    exc = pick(rng, [
        ("KeyError", "'customer_id'"), ("AttributeError", "'NoneType' object has no attribute 'to_dict'"),
        ("TypeError", "unsupported operand type(s) for *: 'decimal.Decimal' and 'float'"),
        ("ModuleNotFoundError", "No module named 'dateutil'"), ("ValueError", "invalid literal for int() with base 10: ''"),
        ("sqlalchemy.exc.OperationalError", "(sqlite3.OperationalError) no such table: orders"),
        ("json.decoder.JSONDecodeError", "Expecting value: line 1 column 1 (char 0)"),
        ("UnicodeDecodeError", "'utf-8' codec can't decode byte 0xe9 in position 14: invalid continuation byte"),
        ("RecursionError", "maximum recursion depth exceeded while calling a Python object"),
        ("FileNotFoundError", "[Errno 2] No such file or directory: 'config.json'"),
    ])
    return (f"Traceback (most recent call last):\n"
            f"  File \"{proj.root}/{proj.pkg}/api/routes.py\", line {rng.randint(10, 90)}, in create_order\n"
            f"    order.total = compute_total(order.items)\n"
            f"  File \"{proj.root}/{proj.pkg}/services/pricing.py\", line {rng.randint(10, 90)}, in {f}\n"
            f"    return amount * factor\n"
            f"{exc[0]}: {exc[1]}")


def node_trace(rng, proj):
    return pick(rng, [
        f"TypeError: Cannot read properties of undefined (reading 'map')\n    at {proj.func} ({proj.root}/src/api/orders.ts:{rng.randint(5, 60)}:{rng.randint(5, 30)})\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)\n    at async Server.<anonymous> ({proj.root}/src/index.ts:{rng.randint(10, 80)}:18)",
        f"node:internal/modules/cjs/loader:1148\n  throw err;\n  ^\n\nError: Cannot find module '{pick(rng, ['dotenv', 'zod', 'express', './config'])}'\nRequire stack:\n- {proj.root}/dist/index.js\n    at Module._resolveFilename (node:internal/modules/cjs/loader:1145:15)\n    at Module._load (node:internal/modules/cjs/loader:986:27) {{\n  code: 'MODULE_NOT_FOUND',\n  requireStack: [ '{proj.root}/dist/index.js' ]\n}}\n\nNode.js v20.11.1",
        f"Error: listen EADDRINUSE: address already in use :::{pick(rng, ['3000', '8080', '5173'])}\n    at Server.setupListenHandle [as _listen2] (node:net:1872:16)\n    at listenInCluster (node:net:1920:12)\n    at Server.listen (node:net:2008:7)\n    at Object.<anonymous> ({proj.root}/dist/index.js:41:8) {{\n  code: 'EADDRINUSE',\n  errno: -98,\n  syscall: 'listen',\n  address: '::',\n  port: 3000\n}}",
        "[vite] Internal server error: Failed to resolve import \"@/components/Button\" from \"src/App.tsx\". Does the file exist?\n  Plugin: vite:import-analysis\n  File: /app/src/App.tsx:3:19",
    ])


def java_trace(rng, proj):
    return (f"java.lang.NullPointerException: Cannot invoke \"java.math.BigDecimal.multiply(java.math.BigDecimal)\" because the return value of \"com.acme.orders.LineItem.price()\" is null\n"
            f"\tat com.acme.orders.OrderService.lambda${proj.func}$0(OrderService.java:{rng.randint(15, 40)})\n"
            "\tat java.base/java.util.stream.ReferencePipeline$3$1.accept(ReferencePipeline.java:197)\n"
            f"\tat com.acme.orders.OrderService.{proj.func}(OrderService.java:{rng.randint(15, 40)})\n"
            "\tat com.acme.orders.OrderController.create(OrderController.java:31)\n\t... 52 common frames omitted")


def go_panic(rng, proj):
    return ("panic: runtime error: invalid memory address or nil pointer dereference\n"
            "[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x6b2f1a]\n\ngoroutine 1 [running]:\n"
            f"github.com/acme/{proj.name}/internal/config.Load(...)\n\t{proj.root}/internal/config/config.go:{rng.randint(20, 80)}\n"
            f"main.main()\n\t{proj.root}/cmd/server/main.go:{rng.randint(10, 40)} +0x5a\nexit status 2")


def trace_for(rng, proj):
    if proj.lang == "node":
        return node_trace(rng, proj)
    if proj.lang == "java":
        return java_trace(rng, proj)
    if proj.lang == "go":
        return go_panic(rng, proj)
    return py_traceback(rng, proj)


def gen_run(rng, proj):
    if proj.lang == "node":
        cmd = pick(rng, ["node dist/index.js", "npm run dev", "npx ts-node scripts/repro.ts"])
    elif proj.lang == "java":
        cmd = pick(rng, ["mvn spring-boot:run", "java -jar target/app.jar"])
    elif proj.lang == "go":
        cmd = "go run ./cmd/server"
    else:
        cmd = pick(rng, ["python repro.py", f"python -m {proj.pkg}", "python scripts/reproduce_issue.py", "flask run"])
    text = trace_for(rng, proj)
    sent = pick(rng, ["Let me reproduce the bug with a quick script.", "Running the reproduction script.",
                      "I'll start the app and see what it prints.", "Let me trigger the failing path."])
    return Out("run", cmd, text, 1, "run_command", {"command": cmd}, sent)


def gen_run_ok(rng, proj):
    cmd = pick(rng, ["python repro.py", "node scripts/check.js", "go run ./cmd/server --dry-run", "./scripts/smoke.sh"])
    text = pick(rng, [f"Loaded {rng.randint(2, 900)} records\nTotal: {rng.randint(100, 99999) / 100:.2f}\nOK",
                      "before: 16.9915\nafter: 16.99", f"server listening on :{rng.randint(3000, 9000)}\nshutting down (dry run)",
                      "smoke: GET /health 200\nsmoke: GET /orders 200\nsmoke: POST /orders 201\nall smoke checks passed"])
    return Out("run", cmd, text, 0, "run_command", {"command": cmd},
               pick(rng, ["Running the repro script again to check the output.", "Let me run the smoke check."]))



GREP_SNIPPETS = {
    "python": ["def {f}(", "from .services import {f}", "result = {f}(payload)", "    return {f}(value)",
               "# TODO: {f} ignores timezone", "assert {f}(x) == expected"],
    "node": ["export function {f}(", "import {{ {f} }} from '../lib/format';", "const out = {f}(input);",
             "// TODO: {f} ignores timezone", "expect({f}(input)).toBe(expected);"],
    "go": ["func {f}(", "l := limiter.{f}(10, 5)", "// TODO: {f} is not goroutine-safe", "if !l.{f}() {{"],
    "rust": ["pub fn {f}(", "let row = {f}(&line, ',');", "// TODO: {f} breaks on quoted fields", "assert_eq!({f}(\"a,b\", ','), expected);"],
    "java": ["public Order {f}(", "service.{f}(customerId, items);", "// TODO: {f} ignores currency",
             "assertEquals(expected, service.{f}(\"c1\", items));"],
    "other": ["{f}(", "def {f}", "// {f}", "function {f}("],
}

EDIT_PAIRS = {
    "python": [("return amount * factor", "return (amount * factor).quantize(Decimal('0.01'), ROUND_HALF_UP)"),
               ("if not user:", "if user is None:"), ("timeout=30", "timeout=int(cfg.get('timeout', 30))")],
    "node": [("items.map(", "(items ?? []).map("), ("const value = cents / 100;", "const value = Math.round(cents) / 100;"),
             ("}, []);", "}, [userId]);")],
    "go": [("l.tokens--", "l.tokens -= 1"), ("now := time.Now()", "now := l.clock.Now()")],
    "rust": [("s.trim().to_string()", "s.trim().trim_matches('\"').to_string()")],
    "java": [("BigDecimal.ZERO", "BigDecimal.ZERO.setScale(2)")],
    "other": [("return None", "raise NotFound()"), ("int n = 0;", "int n = 1;")],
}

EDIT_LINT = {
    "python": ["F821 undefined name 'ROUND_HALF_UP'", "E999 IndentationError: unexpected indent"],
    "node": ["error TS2304: Cannot find name 'userId'.", "'cents' is possibly 'undefined'. (ts18048)"],
    "go": ["undefined: clock", "l.clock undefined (type *Limiter has no field or method clock)"],
    "rust": ["error: expected one of `)`, `,`, `.`, `?`, or an operator, found `'`"],
    "java": ["error: cannot find symbol setScale"],
    "other": ["syntax error near unexpected token", "undefined reference"],
}

EDIT_CTX = {
    "python": "def {f}(amount, percent):\n    factor = Decimal(100 - percent) / Decimal(100)",
    "node": "export function {f}(cents: number) {{",
    "go": "func (l *Limiter) {f}() bool {{",
    "rust": "pub fn {f}(line: &str, sep: char) -> Row {{",
    "java": "    public Order {f}(String customerId, List<LineItem> items) {{",
    "other": "// {f}",
}

# ---- edits
def gen_edit(rng, proj, outcome=None):
    path = pick(rng, proj.src_files())
    old, new = pick(rng, EDIT_PAIRS.get(proj.lang, EDIT_PAIRS["other"]))
    outcome = outcome or pick(rng, ["empty", "applied", "lint", "nochange", "notfound", "snippet"])
    if outcome == "empty":
        text, code = "", 0
    elif outcome == "applied":
        text, code = pick(rng, [f"The file {path} has been updated.", f"Edited {path} (1 replacement).",
                                f"Applied edit to {path}", f"Successfully wrote changes to {path}"]), 0
    elif outcome == "lint":
        text = (pick(rng, ["The edit was applied; lint reports:", "Edit applied. Linter output:",
                           "Please fix the following errors:", "Your edit introduced new problems:"]) + "\n" +
                f"{path}:{rng.randint(5, 90)}:{rng.randint(1, 30)}: " +
                pick(rng, EDIT_LINT.get(proj.lang, EDIT_LINT["other"])))
        code = 1
    elif outcome == "nochange":
        text, code = pick(rng, ["No changes.", "No changes were made: the new text is identical to the old text.",
                                "Nothing to replace."]), 0
    elif outcome == "notfound":
        text = pick(rng, [f"No replacement was performed, old_str `{old}` did not appear verbatim in {path}.",
                          f"Error: the search text was not found in {path}. Read the file again and retry with exact text.",
                          f"SEARCH block failed to match in {path}"])
        code = 1
    else:
        text = (f"Here's the result of running `cat -n` on a snippet of {path}:\n" +
                numbered(f"{EDIT_CTX.get(proj.lang, EDIT_CTX['other']).format(f=proj.func)}\n    {new}\n", rng.randint(5, 40)) +
                "\nReview the changes and make sure they are as expected.")
        code = 0
    cmd = f"sed -i 's/{old[:20]}/{new[:20]}/' {path}"
    sent = pick(rng, [f"Applying the fix to {path.split('/')[-1]}.", f"I'll patch {proj.func} now.",
                      "Making the change.", f"Updating {path.split('/')[-1]} to handle the empty case."])
    return Out("edit", cmd, text, code, "edit_file", {"path": path, "old_str": old, "new_str": new}, sent, path)


# ---- misc
def gen_git(rng, proj):
    which = pick(rng, ["status", "diff", "log", "clean"])
    f = pick(rng, proj.src_files())
    if which == "status":
        text = (f"On branch {pick(rng, ['main', 'fix/rounding', 'feature/export', 'dev'])}\nChanges not staged for commit:\n"
                "  (use \"git add <file>...\" to update what will be committed)\n  (use \"git restore <file>...\" to discard changes in working directory)\n"
                f"\tmodified:   {f}\n\nUntracked files:\n  (use \"git add <file>...\" to include in what will be committed)\n\trepro.py\n\n"
                "no changes added to commit (use \"git add\" and/or \"git commit -a\")")
        cmd = "git status"
    elif which == "diff":
        text = (f"diff --git a/{f} b/{f}\nindex {hexs(rng, 7)}..{hexs(rng, 7)} 100644\n--- a/{f}\n+++ b/{f}\n"
                f"@@ -{rng.randint(5, 60)},6 +{rng.randint(5, 60)},7 @@ def {proj.func}(amount, percent):\n"
                "     factor = Decimal(100 - percent) / Decimal(100)\n-    return amount * factor\n"
                "+    value = amount * factor\n+    return value.quantize(Decimal(\"0.01\"), rounding=ROUND_HALF_UP)\n")
        cmd = "git diff"
    elif which == "log":
        text = "\n".join(f"{hexs(rng, 7)} {pick(rng, ['fix: handle empty cart', 'chore: bump deps', 'feat: export csv', 'refactor pricing', 'test: add rounding cases', 'Merge pull request #' + str(rng.randint(10, 900))])}" for _ in range(rng.randint(3, 8)))
        cmd = "git log --oneline -8"
    else:
        text = "nothing to commit, working tree clean" if chance(rng, 0.5) else "No changes."
        cmd = "git status --short" if "nothing" not in text else "git status"
        if "nothing" in text:
            text = "On branch main\n" + text
    return Out("git", cmd, text, 0, "run_command", {"command": cmd},
               pick(rng, ["Let me check what changed so far.", "Checking git status.", "Let me look at the diff.",
                          "Checking the recent history."]))


def gen_install(rng, proj, fail=None):
    if fail is None:
        fail = chance(rng, 0.6)
    cmd = proj.install_cmd
    if proj.lang == "node":
        if fail:
            text = pick(rng, [
                "npm ERR! code ERESOLVE\nnpm ERR! ERESOLVE unable to resolve dependency tree\nnpm ERR! \nnpm ERR! While resolving: storefront@1.4.0\nnpm ERR! Found: react@18.3.1\nnpm ERR! node_modules/react\nnpm ERR!   react@\"^18.2.0\" from the root project\nnpm ERR! \nnpm ERR! Could not resolve dependency:\nnpm ERR! peer react@\"^17.0.0\" from react-table@7.8.0\nnpm ERR! \nnpm ERR! Fix the upstream dependency conflict, or retry\nnpm ERR! this command with --force or --legacy-peer-deps",
                "npm ERR! code ENOENT\nnpm ERR! syscall open\nnpm ERR! path /app/package.json\nnpm ERR! errno -2\nnpm ERR! enoent Could not read package.json: Error: ENOENT: no such file or directory, open '/app/package.json'",
                "npm ERR! `npm ci` can only install packages when your package.json and package-lock.json or npm-shrinkwrap.json are in sync. Please update your lock file with `npm install` before continuing.\nnpm ERR! \nnpm ERR! Missing: zod@3.23.8 from lock file",
                "npm warn deprecated inflight@1.0.6: This module is not supported, and leaks memory.\nnpm error code 1\nnpm error path /app/node_modules/bcrypt\nnpm error command failed\nnpm error command sh -c node-pre-gyp install --fallback-to-build\nnpm error gyp ERR! find Python Python is not set from command line or npm configuration"])
        else:
            text = f"added {rng.randint(200, 1400)} packages, and audited {rng.randint(200, 1400)} packages in {rng.randint(3, 60)}s\n\n{rng.randint(20, 200)} packages are looking for funding\n  run `npm fund` for details\n\nfound 0 vulnerabilities"
    elif proj.lang == "python":
        if fail:
            text = pick(rng, [
                "ERROR: Could not find a version that satisfies the requirement torch==2.1.0+cu118 (from versions: 2.2.0, 2.2.1, 2.3.0)\nERROR: No matching distribution found for torch==2.1.0+cu118",
                "ERROR: Cannot install -r requirements.txt (line 4) and pydantic==1.10.13 because these package versions have conflicting dependencies.\n\nThe conflict is caused by:\n    The user requested pydantic==1.10.13\n    fastapi 0.110.0 depends on pydantic!=1.8, !=1.8.1, !=2.0.0, !=2.0.1, !=2.1.0, <3.0.0 and >=1.7.4\n    sqlmodel 0.0.16 depends on pydantic>=2.1.1\n\nTo fix this you could try to:\n1. loosen the range of package versions you've specified\n2. remove package versions to allow pip to attempt to solve the dependency conflict\n\nERROR: ResolutionImpossible",
                "error: externally-managed-environment\n\n× This environment is externally managed\n╰─> To install Python packages system-wide, try apt install\n    python3-xyz, where xyz is the package you are trying to\n    install.",
                "  error: subprocess-exited-with-error\n  \n  × Building wheel for psycopg2 (pyproject.toml) did not run successfully.\n  │ exit code: 1\n  ╰─> [18 lines of output]\n      Error: pg_config executable not found."])
        else:
            text = f"Successfully installed {' '.join(pick(rng, ['requests-2.32.3', 'pydantic-2.8.2', 'httpx-0.27.0', 'python-dateutil-2.9.0', 'ruff-0.6.9']) for _ in range(3))}"
    else:
        text = "" if not fail else pick(rng, [
            "go: github.com/acme/shared@v1.4.2: reading github.com/acme/shared/go.mod at revision v1.4.2: unknown revision v1.4.2",
            "error: failed to select a version for the requirement `tokio = \"^2.0\"`\ncandidate versions found which didn't match: 1.40.0, 1.39.3\nlocation searched: crates.io index",
            "Could not find gem 'pg (~> 1.5)' in locally installed gems.\nRun `bundle install` to install missing gems.",
            "Your requirements could not be resolved to an installable set of packages.\n\n  Problem 1\n    - laravel/framework[v11.0.0, ..., v11.9.2] require php ^8.2 -> your php version (8.1.27) does not satisfy that requirement."])
    return Out("install", cmd, text, 1 if fail else 0, "run_command", {"command": cmd},
               pick(rng, ["Installing the dependencies first.", "Let me install the packages.", "Setting up the environment."]))


def gen_db(rng, proj):
    if proj.lang == "python" and chance(rng, 0.5):
        cmd = pick(rng, ["python manage.py showmigrations orders", "alembic current", "alembic upgrade head"])
        if "showmigrations" in cmd:
            text = "orders\n [X] 0001_initial\n [X] 0002_order_total\n [ ] 0003_order_currency\n [ ] 0004_backfill_currency"
        elif "current" in cmd:
            text = f"INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL.\n{hexs(rng, 12)}"
        else:
            text = ("INFO  [alembic.runtime.migration] Running upgrade 3f2a9c -> 8b1d44, add currency column\n"
                    "sqlalchemy.exc.ProgrammingError: (psycopg2.errors.DuplicateColumn) column \"currency\" of relation \"orders\" already exists")
    else:
        cmd = pick(rng, ["psql -c '\\d orders'", "npx prisma migrate status", "bin/rails db:migrate:status"])
        if "prisma" in cmd:
            text = "Prisma schema loaded from prisma/schema.prisma\nDatasource \"db\": PostgreSQL database \"shop\"\n\nFollowing migration have not yet been applied:\n20240611093012_add_currency\n\nTo apply migrations in development run prisma migrate dev."
        elif "rails" in cmd:
            text = "database: helpdesk_development\n\n Status   Migration ID    Migration Name\n--------------------------------------------------\n   up     20240301101500  Create tickets\n  down    20240612084233  Add closed at to tickets"
        else:
            text = ("                  Table \"public.orders\"\n   Column    |           Type           | Nullable | Default\n"
                    "-------------+--------------------------+----------+---------\n id          | integer                  | not null | nextval('orders_id_seq'::regclass)\n"
                    " customer_id | integer                  | not null |\n total       | numeric(10,2)            |          |\n created_at  | timestamp with time zone | not null | now()")
    return Out("db", cmd, text, 0 if "Error" not in text else 1, "run_command", {"command": cmd},
               pick(rng, ["Checking the database migrations.", "Let me see which migrations have run.", "Looking at the orders table schema."]))


def gen_http(rng, proj):
    port = pick(rng, ["8000", "3000", "8080", "5000"])
    path = pick(rng, ["/orders", "/api/v1/users/42", "/health", "/invoices?page=2"])
    cmd = f"curl -s -i localhost:{port}{path}"
    code = pick(rng, ["200 OK", "500 Internal Server Error", "404 Not Found", "422 Unprocessable Entity"])
    body = pick(rng, ['{"status":"ok"}', '{"detail":"Internal Server Error"}', '{"error":"not found"}',
                      '{"detail":[{"loc":["body","email"],"msg":"field required","type":"value_error.missing"}]}'])
    text = f"HTTP/1.1 {code}\ncontent-type: application/json\ncontent-length: {len(body)}\ndate: Tue, 11 Jun 2024 09:{rng.randint(10, 59)}:02 GMT\n\n{body}"
    if chance(rng, 0.2):
        text = f"curl: (7) Failed to connect to localhost port {port} after 0 ms: Couldn't connect to server"
    return Out("http", cmd, text, 0 if "curl:" not in text else 7, "http_request", {"url": f"http://localhost:{port}{path}"},
               pick(rng, ["Let me hit the endpoint to see the response.", "Checking the API response.", f"Calling {path} on the local server."]))


def gen_ops(rng, proj):
    which = pick(rng, ["docker_ps", "docker_logs", "kubectl_pods", "kubectl_describe", "systemctl", "df"])
    svc = pick(rng, ["api", "worker", "web", "db", "redis"])
    if which == "docker_ps":
        cmd = "docker compose ps"
        text = ("NAME              IMAGE            COMMAND                  SERVICE   CREATED         STATUS                     PORTS\n"
                f"{proj.name}-api-1   {proj.name}-api   \"python -m app\"          api       2 minutes ago   Restarting (1) 5 seconds ago\n"
                f"{proj.name}-db-1    postgres:16      \"docker-entrypoint.s…\"   db        2 minutes ago   Up 2 minutes (healthy)     5432/tcp")
    elif which == "docker_logs":
        cmd = f"docker compose logs --tail=20 {svc}"
        text = "\n".join(f"{svc}-1  | {l}" for l in [
            "Starting server...", f"Connecting to postgres://db:5432/{proj.pkg}",
            "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) could not translate host name \"db\" to address: Name or service not known",
            "Worker exiting (pid: 8)", "Shutting down: Master", "Reason: Worker failed to boot."])
    elif which == "kubectl_pods":
        cmd = "kubectl get pods -n staging"
        text = "NAME                          READY   STATUS             RESTARTS      AGE\n" + "\n".join(
            f"{s}-{hexs(rng, 9)}-{hexs(rng, 5)}   {pick(rng, ['1/1', '0/1'])}     {pick(rng, ['Running', 'CrashLoopBackOff', 'Running', 'ImagePullBackOff', 'Pending'])}   {rng.randint(0, 40)} ({rng.randint(1, 59)}m ago)   {rng.randint(1, 30)}d"
            for s in ["api", "worker", "web", "scheduler"])
    elif which == "kubectl_describe":
        cmd = f"kubectl describe pod {svc}-{hexs(rng, 9)} -n staging"
        text = ("Events:\n  Type     Reason     Age                  From               Message\n  ----     ------     ----                 ----               -------\n"
                f"  Normal   Scheduled  12m                  default-scheduler  Successfully assigned staging/{svc} to node-2\n"
                f"  Warning  Failed     11m (x4 over 12m)    kubelet            Failed to pull image \"registry.local/{svc}:1.9.3\": not found\n"
                "  Warning  BackOff    2m (x40 over 11m)    kubelet            Back-off pulling image")
    elif which == "systemctl":
        cmd = f"systemctl status {pick(rng, ['nginx', 'gunicorn', 'postgresql'])}"
        text = ("× nginx.service - A high performance web server and a reverse proxy server\n     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; preset: enabled)\n"
                "     Active: failed (Result: exit-code) since Tue 2024-06-11 09:14:02 UTC; 3min ago\n"
                "    Process: 1402 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=1/FAILURE)\n"
                "Jun 11 09:14:02 web-1 nginx[1402]: nginx: [emerg] unknown directive \"proxy_passs\" in /etc/nginx/sites-enabled/app:14")
    else:
        cmd = "df -h"
        text = ("Filesystem      Size  Used Avail Use% Mounted on\n/dev/root        49G   47G  2.1G  96% /\ntmpfs           3.9G     0  3.9G   0% /dev/shm\n"
                "/dev/sdb1       197G   61G  126G  33% /data")
    return Out("ops", cmd, text, 0, "run_command", {"command": cmd},
               pick(rng, ["Checking the containers.", "Let me look at the pod status.", "Let me check the service logs.",
                          "Checking disk usage on the box."]))


def gen_find(rng, proj):
    cmd = pick(rng, [f"find . -name '*{proj.func}*'", "find . -name '*.env*' -not -path './node_modules/*'", "find . -type f -name '*.sql' | head"])
    text = "\n".join("./" + pick(rng, proj.files) for _ in range(rng.randint(1, 5)))
    return Out("find", cmd, text, 0, "find_files", {"pattern": cmd.split()[3] if len(cmd.split()) > 3 else "*"},
               "Let me find the relevant files.")


def gen_empty(rng, proj):
    cmd = pick(rng, ["mkdir -p tests/fixtures", f"touch {proj.pkg}/py.typed", "cp .env.example .env",
                     f"sed -i 's/timeout=30/timeout=60/' {proj.file}", "git stash", "chmod +x scripts/run.sh",
                     "export NODE_ENV=test", "rm -rf build/"])
    return Out("empty", cmd, "", 0, "run_command", {"command": cmd},
               pick(rng, ["Creating the fixtures folder.", "Copying the example env file.", "Cleaning the build folder first."]))


LOCALE_NOFILE = {
    "de": "cat: {p}: Datei oder Verzeichnis nicht gefunden",
    "fr": "cat: {p}: Aucun fichier ou dossier de ce type",
    "es": "cat: {p}: No existe el archivo o el directorio",
    "pt": "cat: {p}: Arquivo ou diretório inexistente",
    "it": "cat: {p}: File o directory non esistente",
    "ru": "cat: {p}: Нет такого файла или каталога",
    "ja": "cat: {p}: そのようなファイルやディレクトリはありません",
    "zh": "cat: {p}: 没有那个文件或目录",
    "ko": "cat: {p}: 그런 파일이나 디렉터리가 없습니다",
    "pl": "cat: {p}: Nie ma takiego pliku ani katalogu",
    "tr": "cat: {p}: Böyle bir dosya ya da dizin yok",
}

LOCALE_MISC = {
    "de": ["bash: pytest: Befehl nicht gefunden", "fatal: Kein Git-Repository (oder irgendeines der Elternverzeichnisse): .git",
           "ls: Zugriff auf 'dist' nicht möglich: Datei oder Verzeichnis nicht gefunden",
           "Der Befehl \"npm\" ist entweder falsch geschrieben oder\nkonnte nicht gefunden werden."],
    "fr": ["bash: pytest : commande introuvable", "fatal: ni ceci ni aucun de ses répertoires parents n'est un dépôt git : .git",
           "ls: impossible d'accéder à 'dist': Aucun fichier ou dossier de ce type",
           "'npm' n'est pas reconnu en tant que commande interne\nou externe, un programme exécutable ou un fichier de commandes."],
    "es": ["bash: pytest: orden no encontrada", "fatal: no es un repositorio git (ni ninguno de los directorios superiores): .git",
           "ls: no se puede acceder a 'dist': No existe el archivo o el directorio",
           "\"npm\" no se reconoce como un comando interno o externo,\nprograma o archivo por lotes ejecutable."],
    "pt": ["bash: pytest: comando não encontrado", "fatal: não é um repositório git (nem qualquer um dos diretórios pai): .git",
           "ls: não foi possível acessar 'dist': Arquivo ou diretório inexistente"],
    "it": ["bash: pytest: comando non trovato", "fatal: non è un repository Git (né lo è alcuna delle directory genitrici): .git"],
    "ru": ["bash: pytest: команда не найдена", "fatal: не найден git репозиторий (или один из родительских каталогов): .git",
           "ls: невозможно получить доступ к 'dist': Нет такого файла или каталога"],
    "ja": ["bash: pytest: コマンドが見つかりません", "fatal: not a git repository (or any of the parent directories): .git",
           "ls: 'dist' にアクセスできません: そのようなファイルやディレクトリはありません"],
    "zh": ["bash: pytest: 未找到命令", "fatal: 不是 git 仓库（或者任何父目录）：.git", "ls: 无法访问 'dist': 没有那个文件或目录"],
    "ko": ["bash: pytest: 명령어를 찾을 수 없음", "ls: 'dist'에 접근할 수 없습니다: 그런 파일이나 디렉터리가 없습니다"],
    "pl": ["bash: pytest: nie znaleziono polecenia", "ls: nie ma dostępu do 'dist': Nie ma takiego pliku ani katalogu"],
    "tr": ["bash: pytest: komut bulunamadı", "ls: 'dist' erişilemedi: Böyle bir dosya ya da dizin yok"],
}


def gen_locale(rng, proj):
    loc = pick(rng, list(LOCALE_MISC))
    r = rng.random()
    if r < 0.35:
        o = gen_read_missing(rng, proj, loc if loc in LOCALE_NOFILE else "de")
        return o, loc
    if r < 0.5 and proj.lang in ("cpp", "csharp", "java"):
        lo = {"cpp": pick(rng, ["de", "fr", "es"]), "csharp": "de", "java": "ja"}[proj.lang]
        return gen_build(rng, proj, True, lo), lo
    if r < 0.58 and proj.lang == "csharp":
        return gen_test(rng, proj, True, "de"), "de"
    text = pick(rng, LOCALE_MISC[loc])
    cmd = pick(rng, ["pytest -q", "git log -1", "ls dist", "npm ci"])
    if "pytest" in text:
        cmd = "pytest -q"
    elif "git" in text:
        cmd = "git status"
    elif "dist" in text:
        cmd = "ls dist"
    elif "npm" in text:
        cmd = "npm ci"
    return Out("ops", cmd, text, 127 if ("pytest" in text or "npm" in text) else (128 if "git" in text else 2), "run_command",
               {"command": cmd}, pick(rng, ["Let me check the build output folder.", "Running the tests.", "Checking the repo state."])), loc


STEP_GENS = {
    "ls": gen_ls, "tree": gen_tree, "read": gen_read, "grep": gen_grep, "test": gen_test, "build": gen_build,
    "lint": gen_lint, "run": gen_run, "run_ok": gen_run_ok, "edit": gen_edit, "git": gen_git, "install": gen_install,
    "db": gen_db, "http": gen_http, "ops": gen_ops, "find": gen_find, "empty": gen_empty, "grep_none": gen_grep_none,
    "read_missing": gen_read_missing,
}

# order in which exploring agents tend to do things
HISTORY_PLAN = ["ls", "tree", "grep", "read", "read", "run", "edit", "test", "lint", "git", "find", "db", "http",
                "build", "install", "run_ok", "edit", "test"]


def history_steps(rng, proj, n):
    steps = []
    seq = ["ls" if chance(rng, 0.6) else "tree", "grep", "read"]
    pool = ["read", "grep", "run", "edit", "test", "edit", "test", "build", "lint", "git", "find", "db", "http", "run_ok",
            "install", "empty", "ops"]
    while len(seq) < n:
        seq.append(pick(rng, pool))
    for k in seq[:n]:
        steps.append(STEP_GENS[k](rng, proj))
    return steps


# ---------------------------------------------------------------- pasted configs and diffs for part B
def config_paste(rng, proj):
    return pick(rng, [
        "services:\n  api:\n    build: .\n    ports:\n      - \"8000:8000\"\n    environment:\n      DATABASE_URL: postgres://app:app@db:5432/app\n    depends_on:\n      - db\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: app\n    volumes:\n      - pgdata:/var/lib/postgresql/data\nvolumes:\n  pgdata:",
        "server {\n    listen 80;\n    server_name example.internal;\n\n    location /api/ {\n        proxy_pass http://127.0.0.1:8000/;\n        proxy_set_header Host $host;\n        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;\n    }\n\n    location / {\n        root /var/www/html;\n        try_files $uri /index.html;\n    }\n}",
        "{\n  \"compilerOptions\": {\n    \"target\": \"ES2020\",\n    \"module\": \"ESNext\",\n    \"moduleResolution\": \"bundler\",\n    \"strict\": true,\n    \"jsx\": \"react-jsx\",\n    \"baseUrl\": \".\",\n    \"paths\": { \"@/*\": [\"src/*\"] },\n    \"skipLibCheck\": true\n  },\n  \"include\": [\"src\"]\n}",
        "[tool.pytest.ini_options]\naddopts = \"-q --strict-markers\"\ntestpaths = [\"tests\"]\nfilterwarnings = [\"error\", \"ignore::DeprecationWarning:botocore.*\"]\n\n[tool.ruff]\nline-length = 100\nselect = [\"E\", \"F\", \"B\", \"I\"]",
        "name: ci\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-node@v4\n        with:\n          node-version: 20\n          cache: npm\n      - run: npm ci\n      - run: npm test -- --ci",
        "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: api\nspec:\n  replicas: 2\n  template:\n    spec:\n      containers:\n        - name: api\n          image: registry.local/api:1.9.3\n          resources:\n            limits:\n              memory: 256Mi\n          readinessProbe:\n            httpGet:\n              path: /health\n              port: 8000",
    ])


def diff_paste(rng, proj):
    if proj.lang == "python" and chance(rng, 0.3):
        return gen_git(rng, proj).text
    f = proj.func
    body = {
        "python": f"-def {f}(value):\n-    return value.strip().lower()\n+def {f}(value: str | None) -> str:\n+    if value is None:\n+        return \"\"\n+    return value.strip().lower()\n",
        "node": f"-export function {f}(input: string) {{\n-  return input.trim();\n+export function {f}(input: string | undefined, fallback = \"\") {{\n+  return (input ?? fallback).trim();\n }}\n",
        "go": f"-func {f}(rate float64, burst int) *Limiter {{\n+func {f}(rate float64, burst int, clock Clock) *Limiter {{\n-\treturn &Limiter{{rate: rate, burst: burst}}\n+\treturn &Limiter{{rate: rate, burst: burst, clock: clock}}\n",
        "rust": f"-pub fn {f}(line: &str, sep: char) -> Row {{\n+pub fn {f}(line: &str, sep: char, quote: Option<char>) -> Row {{\n",
        "java": f"-    public Order {f}(String customerId, List<LineItem> items) {{\n+    public Order {f}(String customerId, List<LineItem> items, Currency currency) {{\n",
    }.get(proj.lang, f"-{f}(a)\n+{f}(a, opts)\n")
    return (f"diff --git a/{proj.file} b/{proj.file}\n--- a/{proj.file}\n+++ b/{proj.file}\n@@ -12,9 +12,11 @@\n" + body)


def log_paste(rng, proj):
    lines = []
    for i in range(rng.randint(4, 12)):
        lvl = pick(rng, ["INFO", "INFO", "WARN", "ERROR", "DEBUG"])
        lines.append(f"2024-06-{rng.randint(10, 28):02d}T0{rng.randint(0, 9)}:{rng.randint(10, 59)}:{rng.randint(10, 59)}.{rng.randint(100, 999)}Z {lvl:5} [{pick(rng, ['http', 'worker-2', 'db-pool', 'scheduler'])}] " + pick(rng, [
            "request completed status=200 duration_ms=41", "retrying job id=8812 attempt=3", "pool exhausted; waiting for connection",
            "upstream timed out (110: Connection timed out) while reading response header", "cache miss key=user:42",
            "job failed: deadline exceeded", "GC pause 212ms", "slow query took 3412ms: SELECT * FROM orders WHERE ..."]))
    return "\n".join(lines)


def paste_for(rng, proj, kind=None):
    kind = kind or pick(rng, ["trace", "trace", "test", "build", "install", "log", "config", "diff", "ops", "lint", "http"])
    if kind == "trace":
        return kind, trace_for(rng, proj)
    if kind == "test":
        return kind, gen_test(rng, proj, True).text
    if kind == "build":
        return kind, gen_build(rng, proj, True).text
    if kind == "install":
        return kind, gen_install(rng, proj, True).text
    if kind == "log":
        return kind, log_paste(rng, proj)
    if kind == "config":
        return kind, config_paste(rng, proj)
    if kind == "diff":
        return kind, diff_paste(rng, proj)
    if kind == "ops":
        return kind, gen_ops(rng, proj).text
    if kind == "lint":
        return kind, gen_lint(rng, proj, False).text
    return "http", gen_http(rng, proj).text
