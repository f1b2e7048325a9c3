"""Invented project workspaces that the envelopes describe (file trees, notes, git state).

Everything here is made up for this set: project names, paths, commits, notes.
"""


def _expand(groups):
    out = []
    for prefix, names in groups:
        for n in names:
            out.append(prefix + n)
    return out


WORKSPACES = {}

WORKSPACES["py_api"] = dict(
    name="ledgerline",
    root="/home/maya/src/ledgerline",
    lang="python",
    os="linux",
    os_version="Linux 6.8.0-48-generic",
    shell="bash",
    branch="feat/refund-batches",
    main="main",
    test_cmd="make test",
    commits=[
        "4f1c2ab Batch refund requests before sending to the PSP",
        "9d03e71 Move cache TTL defaults into settings",
        "77ab0c4 Fix flaky orders pagination test",
        "c1e5d92 Bump httpx to 0.27",
        "0a8b3f6 Add admin export endpoint",
    ],
    status=[" M src/ledgerline/cache.py", " M tests/test_orders.py", "?? notes/refunds.md"],
    notes="""# ledgerline

Payments and ledger service (Python 3.11, FastAPI, SQLAlchemy 2, Postgres, Redis).

## Commands
- `make dev` starts the API on :8080 with reload
- `make test` runs pytest with coverage (needs the compose db: `make db-up`)
- `make lint` runs ruff + mypy --strict on src/
- migrations: `alembic revision --autogenerate -m "..."`, then `alembic upgrade head`

## Conventions
- Money is always `Decimal` in minor units; never floats.
- Handlers stay thin: business logic lives in `src/ledgerline/services/`.
- Every new endpoint needs a test in `tests/api/` and an entry in `docs/api.md`.
- Log with `structlog.get_logger(__name__)`; include `request_id`.
- Do not touch `src/ledgerline/legacy/` without asking, it is scheduled for removal.
""",
    files=_expand([
        ("", ["README.md", "Makefile", "pyproject.toml", "hello.py", "alembic.ini", "docker-compose.yml", "Dockerfile", ".env.example", "CHANGELOG.md", "CLAUDE.md", "AGENTS.md"]),
        ("src/ledgerline/", ["__init__.py", "app.py", "settings.py", "cache.py", "db.py", "auth.py", "deps.py", "logging.py", "errors.py", "utils.py", "ratelimit.py", "health.py"]),
        ("src/ledgerline/api/", ["__init__.py", "orders.py", "refunds.py", "customers.py", "admin.py", "webhooks.py", "v1_compat.py", "sync.py"]),
        ("src/ledgerline/services/", ["__init__.py", "orders.py", "refunds.py", "payments.py", "ledger.py", "notifications.py", "export.py", "importer.py"]),
        ("src/ledgerline/models/", ["__init__.py", "order.py", "customer.py", "refund.py", "ledger_entry.py", "api_key.py"]),
        ("src/ledgerline/legacy/", ["__init__.py", "callbacks.py", "csv_export.py"]),
        ("src/ledgerline/jobs/", ["__init__.py", "scheduler.py", "nightly_export.py", "reconcile.py"]),
        ("migrations/versions/", ["0001_init.py", "0002_refunds.py", "0003_api_keys.py", "0004_ledger_index.py"]),
        ("tests/", ["conftest.py", "test_cache.py", "test_orders.py", "test_refunds.py", "test_settings.py", "test_utils.py"]),
        ("tests/api/", ["test_orders_api.py", "test_refunds_api.py", "test_health.py", "test_admin.py"]),
        ("tests/services/", ["test_payments.py", "test_ledger.py", "test_export.py"]),
        ("docs/", ["api.md", "architecture.md", "runbook.md"]),
        ("tools/", ["ingest.py", "backfill_ledger.py"]),
        (".github/workflows/", ["ci.yml"]),
    ]),
    symbols={
        "src/ledgerline/cache.py": ["class TTLCache:", "    def __init__(self, ttl_seconds: int = 300, max_items: int = 10_000)", "    def get(self, key: str) -> Any | None", "    def set(self, key: str, value: Any) -> None", "    def _expired(self, entry: _Entry) -> bool", "def cached(ttl: int | None = None)"],
        "src/ledgerline/services/orders.py": ["class OrderService:", "    def list_orders(self, customer_id: int) -> list[Order]", "    def create_order(self, payload: OrderIn) -> Order", "    def cancel(self, order_id: int, reason: str) -> None"],
        "src/ledgerline/services/refunds.py": ["class RefundService:", "    def request_refund(self, order_id: int, amount: int) -> Refund", "    def flush_batch(self) -> int", "def _send_refund_email(refund: Refund) -> None"],
        "src/ledgerline/api/orders.py": ["router = APIRouter(prefix=\"/orders\")", "async def list_orders(customer_id: int, svc: OrderService = Depends(...))", "async def create_order(body: OrderIn, ...)"],
        "src/ledgerline/settings.py": ["class Settings(BaseSettings):", "    database_url: str", "    db_pool_size: int", "    cache_ttl_seconds: int", "def get_settings() -> Settings"],
        "src/ledgerline/health.py": ["async def health() -> dict[str, str]"],
        "hello.py": ["def main() -> None"],
    },
)

WORKSPACES["go_cli"] = dict(
    name="tidewatch",
    root="/Users/jonas/code/tidewatch",
    lang="go",
    os="darwin",
    os_version="Darwin 24.6.0",
    shell="zsh",
    branch="main",
    main="main",
    test_cmd="go test ./...",
    commits=[
        "b71e0d2 scheduler: jitter retries",
        "2c9a4e1 report: add csv writer",
        "f00d9a3 cmd: wire sync subcommand",
        "8e2b6c7 deps: bump cobra to v1.8.1",
        "31aa7f0 store: close rows on error paths",
    ],
    status=[" M internal/scheduler/scheduler.go"],
    notes="""# tidewatch

CLI that polls tide-gauge feeds, stores readings in SQLite and prints reports.

- Go 1.22, cobra for commands, modernc sqlite driver (no cgo).
- `make build` -> ./bin/tidewatch ; `go test ./...` ; `make lint` runs golangci-lint.
- Every command lives in `cmd/tidewatch/<name>.go` and delegates to `internal/`.
- Errors: wrap with `fmt.Errorf("...: %w", err)`; never panic outside main.
- Context first: functions doing I/O take `ctx context.Context` as the first argument.
- Keep `internal/feed` free of database imports.
""",
    files=_expand([
        ("", ["README.md", "Makefile", "go.mod", "go.sum", "main.go", ".golangci.yml", "AGENTS.md", "CLAUDE.md", "GEMINI.md"]),
        ("cmd/tidewatch/", ["root.go", "sync.go", "report.go", "watch.go", "config.go", "version.go"]),
        ("internal/feed/", ["client.go", "client_test.go", "parse.go", "parse_test.go", "station.go"]),
        ("internal/store/", ["store.go", "store_test.go", "migrations.go", "readings.go", "readings_test.go"]),
        ("internal/scheduler/", ["scheduler.go", "scheduler_test.go", "backoff.go"]),
        ("internal/report/", ["report.go", "report_test.go", "csv.go", "table.go"]),
        ("internal/config/", ["config.go", "config_test.go"]),
        ("internal/util/", ["strings.go", "slices.go", "retry.go", "retry_test.go"]),
        ("testdata/", ["noaa_sample.json", "stations.csv", "golden_report.txt"]),
        ("scripts/", ["release.sh", "gen_fixtures.sh"]),
        (".github/workflows/", ["ci.yml", "release.yml"]),
    ]),
    symbols={
        "internal/scheduler/scheduler.go": ["type Scheduler struct", "func New(cfg Config, s *store.Store) *Scheduler", "func (s *Scheduler) Run(ctx context.Context) error", "func (s *Scheduler) tick(ctx context.Context) error"],
        "internal/feed/client.go": ["type Client struct", "func NewClient(baseURL string, hc *http.Client) *Client", "func (c *Client) Fetch(ctx context.Context, station string) ([]Reading, error)"],
        "internal/store/store.go": ["type Store struct", "func Open(path string) (*Store, error)", "func (s *Store) Insert(ctx context.Context, r []feed.Reading) error"],
        "cmd/tidewatch/sync.go": ["var syncCmd = &cobra.Command{...}", "func runSync(cmd *cobra.Command, args []string) error"],
        "main.go": ["func main()"],
    },
)

WORKSPACES["ts_web"] = dict(
    name="orbit-dashboard",
    root="/home/priya/work/orbit-dashboard",
    lang="typescript",
    os="linux",
    os_version="Linux 6.10.11-arch1-1",
    shell="zsh",
    branch="chore/date-utils",
    main="main",
    test_cmd="pnpm test",
    commits=[
        "e3d1f88 charts: lazy-load heavy series",
        "a9c0b14 auth: refresh token on 401",
        "5b7e2d0 settings page skeleton",
        "1f4a9e3 upgrade vite to 5.4",
        "d8e6c21 fix timezone display in invoices table",
    ],
    status=[" M src/utils/date.ts", " M package.json"],
    notes="""# orbit-dashboard

React 18 + TypeScript + Vite admin dashboard for the Orbit billing platform.

- Package manager: pnpm. `pnpm dev`, `pnpm test` (vitest), `pnpm lint`, `pnpm build`.
- State: TanStack Query for server state, Zustand for UI state. No Redux.
- Styling: CSS modules + design tokens in `src/theme/tokens.ts`.
- Dates: we are moving off moment.js; new code must not import it.
- API client is generated into `src/api/generated/`; never edit it by hand (`pnpm gen:api`).
- Components: one folder per component with `index.tsx`, `*.module.css`, `*.test.tsx`.
""",
    files=_expand([
        ("", ["README.md", "package.json", "pnpm-lock.yaml", "tsconfig.json", "vite.config.ts", "vitest.config.ts", ".eslintrc.cjs", "index.html", "AGENTS.md", "CLAUDE.md"]),
        ("src/", ["main.tsx", "App.tsx", "routes.tsx", "env.ts"]),
        ("src/api/", ["client.ts", "auth.ts", "queries.ts"]),
        ("src/api/generated/", ["index.ts", "models.ts", "services.ts"]),
        ("src/components/InvoiceTable/", ["index.tsx", "InvoiceTable.module.css", "InvoiceTable.test.tsx"]),
        ("src/components/RevenueChart/", ["index.tsx", "RevenueChart.module.css", "RevenueChart.test.tsx"]),
        ("src/components/Sidebar/", ["index.tsx", "Sidebar.module.css"]),
        ("src/components/SettingsForm/", ["index.tsx", "SettingsForm.module.css", "SettingsForm.test.tsx"]),
        ("src/components/LoginForm/", ["index.tsx", "LoginForm.module.css", "LoginForm.test.tsx"]),
        ("src/hooks/", ["useDebounce.ts", "useInvoices.ts", "useAuth.ts", "useTheme.ts"]),
        ("src/pages/", ["Dashboard.tsx", "Invoices.tsx", "Customers.tsx", "Settings.tsx", "Login.tsx", "Checkout.tsx"]),
        ("src/utils/", ["date.ts", "money.ts", "format.ts", "storage.ts"]),
        ("src/legacy/", ["eventBus.js", "pollers.js", "xhr.js"]),
        ("src/theme/", ["tokens.ts", "global.css"]),
        ("src/i18n/", ["index.ts", "en.json"]),
        ("tests/e2e/", ["smoke.spec.ts"]),
        (".github/workflows/", ["ci.yml"]),
    ]),
    symbols={
        "src/utils/date.ts": ["export function formatInvoiceDate(d: string | Date): string", "export function startOfBillingPeriod(d: Date, anchorDay: number): Date", "export function daysUntil(d: Date): number"],
        "src/api/client.ts": ["export const api = createClient({...})", "async function refreshToken(): Promise<string>"],
        "src/hooks/useInvoices.ts": ["export function useInvoices(params: InvoiceQuery)"],
        "src/pages/Checkout.tsx": ["export default function Checkout()"],
    },
)

WORKSPACES["rust_lib"] = dict(
    name="quillcache",
    root="/home/ana/dev/quillcache",
    lang="rust",
    os="linux",
    os_version="Linux 6.5.0-1025-azure",
    shell="bash",
    branch="main",
    main="main",
    test_cmd="cargo test",
    commits=[
        "6a2f9d1 shard map by key hash",
        "c4b8e07 add eviction metrics",
        "0e97a5c docs: explain TTL semantics",
        "93d1b2f ci: run miri on nightly",
        "5f6c3a8 bench: criterion groups for get/put",
    ],
    status=[],
    notes="""# quillcache

Concurrent in-memory cache crate with TTL and size-based eviction.

- MSRV 1.74. `cargo test`, `cargo clippy --all-targets -- -D warnings`, `cargo bench`.
- No `unsafe` outside `src/raw/`. Every `unsafe` block needs a `// SAFETY:` comment.
- Public API changes need a CHANGELOG entry under "Unreleased".
- Features: `serde` (optional), `tokio` (optional, async loader).
""",
    files=_expand([
        ("", ["Cargo.toml", "Cargo.lock", "README.md", "CHANGELOG.md", "CLAUDE.md", "AGENTS.md", "clippy.toml"]),
        ("src/", ["lib.rs", "cache.rs", "shard.rs", "entry.rs", "policy.rs", "metrics.rs", "builder.rs", "loader.rs", "error.rs"]),
        ("src/raw/", ["mod.rs", "table.rs"]),
        ("src/bin/", ["qc-cli.rs"]),
        ("tests/", ["ttl.rs", "eviction.rs", "concurrency.rs", "loader.rs"]),
        ("benches/", ["get_put.rs"]),
        ("examples/", ["basic.rs", "with_loader.rs"]),
        (".github/workflows/", ["ci.yml"]),
    ]),
    symbols={
        "src/cache.rs": ["pub struct Cache<K, V>", "impl<K: Hash + Eq, V: Clone> Cache<K, V>", "    pub fn get(&self, key: &K) -> Option<V>", "    pub fn insert(&self, key: K, value: V)", "    fn evict_expired(&self)"],
        "src/shard.rs": ["pub(crate) struct Shard<K, V>", "    pub(crate) fn lock(&self) -> MutexGuard<'_, Inner<K, V>>"],
        "src/builder.rs": ["pub struct CacheBuilder", "    pub fn ttl(mut self, ttl: Duration) -> Self", "    pub fn build<K, V>(self) -> Cache<K, V>"],
    },
)

WORKSPACES["java_svc"] = dict(
    name="parcel-router",
    root="/home/dev/projects/parcel-router",
    lang="java",
    os="linux",
    os_version="Linux 5.15.0-122-generic",
    shell="bash",
    branch="develop",
    main="main",
    test_cmd="./gradlew test",
    commits=[
        "71c0a3e Route parcels by postal zone",
        "2b94f1d Add carrier webhook signature check",
        "e58d6a0 Extract UserService interface",
        "0cf7b29 Upgrade Spring Boot to 3.3.4",
        "a3e18d5 Fix N+1 in shipment listing",
    ],
    status=[" M src/main/java/com/parcelrouter/user/UserService.java"],
    notes="""# parcel-router

Spring Boot 3 service (Java 21, Gradle) that assigns parcels to carriers.

- Build and test: `./gradlew build`, `./gradlew test`, integration tests: `./gradlew integrationTest` (Testcontainers).
- Packages by feature: `com.parcelrouter.<feature>`.
- Prefer constructor injection; field injection is legacy.
- DTOs are records. Entities never leave the service layer.
- Flyway migrations in `src/main/resources/db/migration`, never edit an applied one.
""",
    files=_expand([
        ("", ["build.gradle.kts", "settings.gradle.kts", "gradlew", "README.md", "CLAUDE.md", "AGENTS.md", "Dockerfile"]),
        ("src/main/java/com/parcelrouter/", ["ParcelRouterApplication.java"]),
        ("src/main/java/com/parcelrouter/user/", ["UserService.java", "UserServiceImpl.java", "UserController.java", "UserRepository.java", "User.java"]),
        ("src/main/java/com/parcelrouter/routing/", ["RoutingService.java", "ZoneResolver.java", "CarrierSelector.java", "RoutingController.java"]),
        ("src/main/java/com/parcelrouter/shipment/", ["Shipment.java", "ShipmentService.java", "ShipmentRepository.java", "ShipmentController.java"]),
        ("src/main/java/com/parcelrouter/carrier/", ["CarrierClient.java", "WebhookController.java", "SignatureVerifier.java"]),
        ("src/main/java/com/parcelrouter/config/", ["SecurityConfig.java", "CacheConfig.java", "AppProperties.java"]),
        ("src/main/resources/", ["application.yml", "application-prod.yml"]),
        ("src/main/resources/db/migration/", ["V1__init.sql", "V2__zones.sql", "V3__carriers.sql"]),
        ("src/test/java/com/parcelrouter/", ["RoutingServiceTest.java", "ZoneResolverTest.java", "UserServiceTest.java", "ShipmentControllerIT.java"]),
    ]),
    symbols={
        "src/main/java/com/parcelrouter/user/UserService.java": ["public interface UserService", "    User findByEmail(String email)", "    User register(RegistrationRequest req)"],
        "src/main/java/com/parcelrouter/routing/RoutingService.java": ["public class RoutingService", "    public Route assign(Parcel parcel)", "    private Zone resolveZone(String postalCode)"],
        "src/main/java/com/parcelrouter/config/SecurityConfig.java": ["public class SecurityConfig", "    SecurityFilterChain filterChain(HttpSecurity http)"],
    },
)

WORKSPACES["rb_app"] = dict(
    name="bookshelf",
    root="/home/lea/apps/bookshelf",
    lang="ruby",
    os="linux",
    os_version="Linux 6.1.0-26-amd64",
    shell="bash",
    branch="main",
    main="main",
    test_cmd="bin/rails test",
    commits=[
        "8d2e4f1 Loans: send reminder three days before due date",
        "1c7a9b3 Add ISBN lookup service",
        "f4e0d62 Fix N+1 on shelves#index",
        "62b1a8c Upgrade to Rails 7.2",
        "ad93c07 Translate flash messages (de)",
    ],
    status=[],
    notes="""# bookshelf

Rails 7.2 app for small community libraries (members, books, loans).

- `bin/setup`, `bin/dev`, tests with `bin/rails test` (minitest) and `bin/rails test:system`.
- Lint: `bundle exec rubocop`. Background jobs: Solid Queue.
- User-facing strings go through I18n (`config/locales/*.yml`).
- Service objects in `app/services`, one public `call` method.
""",
    files=_expand([
        ("", ["Gemfile", "Gemfile.lock", "README.md", "Rakefile", "config.ru", "CLAUDE.md", "AGENTS.md", ".rubocop.yml"]),
        ("app/models/", ["book.rb", "member.rb", "loan.rb", "shelf.rb", "application_record.rb"]),
        ("app/controllers/", ["application_controller.rb", "books_controller.rb", "loans_controller.rb", "members_controller.rb", "shelves_controller.rb", "sessions_controller.rb"]),
        ("app/services/", ["isbn_lookup.rb", "loan_reminder.rb", "csv_export.rb"]),
        ("app/jobs/", ["reminder_job.rb", "export_job.rb"]),
        ("app/views/books/", ["index.html.erb", "show.html.erb", "_form.html.erb"]),
        ("app/views/loans/", ["index.html.erb", "new.html.erb"]),
        ("config/", ["routes.rb", "application.rb", "database.yml"]),
        ("config/locales/", ["en.yml", "de.yml"]),
        ("db/", ["schema.rb", "seeds.rb"]),
        ("test/models/", ["book_test.rb", "loan_test.rb", "member_test.rb"]),
        ("test/controllers/", ["books_controller_test.rb", "loans_controller_test.rb"]),
        ("test/system/", ["checkout_test.rb"]),
    ]),
    symbols={
        "app/models/loan.rb": ["class Loan < ApplicationRecord", "  def overdue?", "  def renew!(days: 14)"],
        "app/services/csv_export.rb": ["class CsvExport", "  def call"],
        "app/controllers/books_controller.rb": ["class BooksController < ApplicationController", "  def index", "  def create"],
    },
)

WORKSPACES["c_lib"] = dict(
    name="minihttp",
    root="/home/tom/src/minihttp",
    lang="c",
    os="linux",
    os_version="Linux 6.6.52-1-lts",
    shell="bash",
    branch="fix/chunked",
    main="master",
    test_cmd="make check",
    commits=[
        "3e9c1d0 parser: reject obs-fold in header values",
        "b2a7f45 chunked: handle zero-length trailer",
        "6d0e8a9 add fuzz target for request line",
        "f1c3b76 build: add -fsanitize=address to debug",
        "0b8d2e4 server: close idle keep-alive after 5s",
    ],
    status=[" M src/chunked.c", " M tests/test_chunked.c"],
    notes="""# minihttp

Small HTTP/1.1 server library in C99, no dependencies beyond libc.

- `make` builds libminihttp.a and examples; `make check` runs the unit tests; `make fuzz` needs clang.
- All buffers are length-delimited; never rely on NUL termination of request data.
- Public headers in include/minihttp/, everything else static or in src/internal.h.
- Style: 4 spaces, braces on same line, `snake_case`.
""",
    files=_expand([
        ("", ["Makefile", "README.md", "LICENSE", "CLAUDE.md", "AGENTS.md", ".clang-format"]),
        ("include/minihttp/", ["server.h", "request.h", "response.h", "buffer.h"]),
        ("src/", ["server.c", "parser.c", "chunked.c", "buffer.c", "response.c", "util.c", "internal.h", "log.c"]),
        ("tests/", ["test_parser.c", "test_chunked.c", "test_buffer.c", "runner.c"]),
        ("fuzz/", ["fuzz_request_line.c", "fuzz_headers.c"]),
        ("examples/", ["hello_server.c", "static_files.c"]),
    ]),
    symbols={
        "src/parser.c": ["int mh_parse_request_line(const char *buf, size_t len, mh_request *req)", "static int parse_header(const char *p, size_t n, mh_header *h)"],
        "src/chunked.c": ["ssize_t mh_chunked_decode(mh_buffer *in, mh_buffer *out)"],
        "src/buffer.c": ["int mh_buffer_append(mh_buffer *b, const void *data, size_t n)"],
    },
)

WORKSPACES["php_shop"] = dict(
    name="corner-shop",
    root="/var/www/corner-shop",
    lang="php",
    os="linux",
    os_version="Linux 6.8.0-45-generic",
    shell="bash",
    branch="main",
    main="main",
    test_cmd="composer test",
    commits=[
        "5c2e8f1 Cart: keep coupon after login",
        "a07d3b9 Add Stripe webhook handler",
        "e9f4c12 Product import from CSV",
        "3b1d6a0 Bump laravel/framework to 11.23",
        "7e8c5f4 Fix VAT rounding on invoices",
    ],
    status=[" M app/Http/Controllers/CheckoutController.php"],
    notes="""# corner-shop

Laravel 11 storefront (PHP 8.3, MySQL 8).

- `composer test` runs Pest; `composer lint` runs Pint and PHPStan level 8.
- Controllers thin, actions in `app/Actions`. Money via `brick/money`.
- Queue: Redis, Horizon. Mail templates in `resources/views/mail`.
""",
    files=_expand([
        ("", ["composer.json", "composer.lock", "artisan", "README.md", "phpunit.xml", "CLAUDE.md", "AGENTS.md"]),
        ("app/Http/Controllers/", ["CartController.php", "CheckoutController.php", "ProductController.php", "WebhookController.php", "AccountController.php"]),
        ("app/Actions/", ["PlaceOrder.php", "ApplyCoupon.php", "ImportProducts.php", "RefundOrder.php"]),
        ("app/Models/", ["Product.php", "Order.php", "User.php", "Coupon.php"]),
        ("routes/", ["web.php", "api.php"]),
        ("resources/views/mail/", ["order_confirmed.blade.php", "refund_issued.blade.php"]),
        ("database/migrations/", ["2024_01_10_000000_create_products_table.php", "2024_01_10_000001_create_orders_table.php"]),
        ("tests/Feature/", ["CheckoutTest.php", "CartTest.php", "WebhookTest.php"]),
        ("tests/Unit/", ["MoneyTest.php", "CouponTest.php"]),
    ]),
    symbols={
        "app/Actions/PlaceOrder.php": ["final class PlaceOrder", "    public function __invoke(Cart $cart, User $user): Order"],
        "app/Http/Controllers/CheckoutController.php": ["class CheckoutController extends Controller", "    public function store(Request $request)"],
    },
)

WS_KEYS = list(WORKSPACES.keys())

# file extension -> workspace for code asks
LANG_WS = {
    "python": "py_api", "go": "go_cli", "typescript": "ts_web", "javascript": "ts_web",
    "rust": "rust_lib", "java": "java_svc", "kotlin": "java_svc", "ruby": "rb_app",
    "c": "c_lib", "php": "php_shop", "bash": "go_cli", "sql": "py_api", "csharp": "java_svc",
    "diff": "py_api", "text": "ts_web", "json": "ts_web",
}
