"""Hand-written asks for the envs_l cross-client consistency set.

Each ask is what a developer typed (or pasted) into a coding agent as the first
message of a session.  Labels follow the rule in the clients' notes ("Labels"),
applied in its order:

1. prior tool results / retry turn in an edit loop -> long_horizon
   (never the case here: every record is a first turn, and nothing in an ask
   is machine output fed back by a client after one of its own actions);
2. the job needs exploring or editing beyond the content supplied
   (repository bug hunts, features across files, migrations, CI, flaky tests,
   run-and-iterate, research with tools) -> long_horizon, however short;
3. everything else (one given function, a snippet, a regex, SQL for a given
   schema, a commit message, a title, an explanation, a tool question)
   -> single_step, however long the pasted material.

Ids are assigned l001..l220 in list order at the bottom of this file.
"""

S = "single_step"
L = "long_horizon"

_RAW = []


def A(label, lang, kind, text):
    _RAW.append({"label": label, "lang": lang, "kind": kind, "text": text.strip()})


# --------------------------------------------------------------------------
# English
# --------------------------------------------------------------------------

A(S, "en", "regex", r"""
need a regex for iso 8601 dates like 2024-03-09, date only no time part. python re, should reject 2024-13-01 if possible
""")

A(L, "en", "flaky_test", r"""
fix the flaky test
""")

A(S, "en", "sql", r"""
postgres. schema:

create table customers (id bigserial primary key, name text not null, country char(2));
create table orders (id bigserial primary key, customer_id bigint references customers(id), total_cents int not null, created_at timestamptz not null default now(), status text not null);

top 5 customers by revenue in the last 90 days, only status = 'paid', show name + revenue in euros (cents/100). ties dont matter
""")

A(L, "en", "ci_fix", r"""
ci is red, make it green
""")

A(S, "en", "explain_code", r"""
what exactly does this do? found it in an old deploy script and im scared to run it

find /var/app/releases -maxdepth 1 -type d -name '20*' -printf '%T@ %p\n' | sort -n | head -n -5 | cut -d' ' -f2- | xargs -r rm -rf
""")

A(L, "en", "ticket", r"""
take TICKET-4821
""")

A(S, "en", "docstring", r"""
add a google style docstring to parse_header ONLY. dont touch anything else in the file

```python
import re
import struct
from dataclasses import dataclass
from typing import Iterator

MAGIC = b"\x89WAL"
HEADER_FMT = ">4sHHIQ"
HEADER_SIZE = struct.calcsize(HEADER_FMT)
_SEGMENT_RE = re.compile(r"^(\d{8})-(\d{6})\.wal$")


@dataclass(frozen=True)
class Header:
    version: int
    flags: int
    crc: int
    first_lsn: int


class WalError(Exception):
    pass


def segment_sort_key(name: str) -> tuple[int, int]:
    m = _SEGMENT_RE.match(name)
    if not m:
        raise WalError(f"bad segment name {name!r}")
    return int(m.group(1)), int(m.group(2))


def parse_header(buf: bytes, *, strict: bool = True) -> Header:
    if len(buf) < HEADER_SIZE:
        raise WalError("short header")
    magic, version, flags, crc, first_lsn = struct.unpack_from(HEADER_FMT, buf)
    if magic != MAGIC:
        raise WalError(f"bad magic {magic!r}")
    if strict and version not in (2, 3):
        raise WalError(f"unsupported version {version}")
    if flags & 0x8000 and version < 3:
        raise WalError("compressed segments need v3")
    return Header(version, flags, crc, first_lsn)


def iter_records(buf: bytes, start: int = HEADER_SIZE) -> Iterator[bytes]:
    off = start
    while off + 4 <= len(buf):
        (ln,) = struct.unpack_from(">I", buf, off)
        if ln == 0:
            return
        off += 4
        if off + ln > len(buf):
            raise WalError("truncated record")
        yield buf[off : off + ln]
        off += ln


def read_segment(path: str, strict: bool = True) -> tuple[Header, list[bytes]]:
    with open(path, "rb") as fh:
        data = fh.read()
    hdr = parse_header(data, strict=strict)
    return hdr, list(iter_records(data))
```
""")

A(L, "en", "bug_hunt", r"""
find why the cache never expires and fix it. its the redis one in the api, TTL looks set but keys live forever
""")

A(S, "en", "commit_message", r"""
commit msg pls, conventional commits

diff --git a/src/http/retry.ts b/src/http/retry.ts
index 3c1f0a2..9e47b10 100644
--- a/src/http/retry.ts
+++ b/src/http/retry.ts
@@ -12,11 +12,16 @@ export interface RetryOpts {
   retries: number;
   baseMs: number;
+  maxMs?: number;
+  jitter?: boolean;
 }
 
-export function backoff(attempt: number, opts: RetryOpts): number {
-  return opts.baseMs * attempt;
+export function backoff(attempt: number, opts: RetryOpts): number {
+  const exp = Math.min(opts.maxMs ?? 30_000, opts.baseMs * 2 ** attempt);
+  if (!opts.jitter) return exp;
+  return Math.floor(Math.random() * exp);
 }
""")

A(L, "en", "migration", r"""
migrate the whole frontend from moment to date-fns. moment is in like 40 files. keep the displayed formats identical, there are snapshot tests
""")

A(S, "en", "unit_test", r"""
write pytest tests for this, cover the edge cases (empty, n > len, n <= 0)

def chunk_even(items: list, n: int) -> list[list]:
    if n <= 0:
        raise ValueError("n must be positive")
    if not items:
        return []
    n = min(n, len(items))
    q, r = divmod(len(items), n)
    out, i = [], 0
    for k in range(n):
        size = q + (1 if k < r else 0)
        out.append(items[i:i + size])
        i += size
    return out
""")

A(L, "en", "dependency_upgrade", r"""
upgrade us to pydantic v2. run the test suite after and keep going until its green, we have a lot of .dict() and validator usage
""")

A(S, "en", "rename", r"""
rename the vars in this fn to something readable, dont change behaviour

function calc(a, b, c) {
  let t = 0;
  for (const x of a) {
    const y = b[x.id] ?? 0;
    const z = x.q * y;
    t += c ? z * (1 - c) : z;
  }
  return Math.round(t * 100) / 100;
}
""")

A(L, "en", "bug_hunt", r"""
getting this in prod since yesterday's deploy, no idea where it comes from. track it down and fix it

TypeError: Cannot read properties of undefined (reading 'currency')
    at formatLineItem (/app/dist/server/chunks/8841.js:1:20331)
    at Array.map (<anonymous>)
    at renderInvoice (/app/dist/server/chunks/8841.js:1:21907)
    at async InvoicePage (/app/dist/server/app/(billing)/invoices/[id]/page.js:1:4410)
    at async Promise.all (index 0)

only happens for some invoices, older ones i think
""")

A(S, "en", "fix_snippet", r"""
why does this skip the last element??

const pairs = [];
for (let i = 0; i < arr.length - 1; i += 2) {
  pairs.push([arr[i], arr[i + 1]]);
}
// arr = [1,2,3,4,5] -> [[1,2],[3,4]]  but i want [[1,2],[3,4],[5]]
""")

A(L, "en", "scaffold_project", r"""
build a REST API with auth, tests and a Dockerfile
""")

A(S, "en", "tool_question", r"""
what does `git rebase --onto` do exactly? like `git rebase --onto main feature-a feature-b`. small example pls
""")

A(L, "en", "ticket", r"""
PAY-1203 Allow partial refunds

As a support agent I want to refund part of an order so that we dont have to refund everything and recharge.

Acceptance criteria
- refund amount can be any value > 0 and <= remaining refundable amount
- multiple partial refunds per order allowed, order shows refunded total
- stripe refund created with the right amount + idempotency key
- audit log entry per refund (agent id, amount, reason)
- existing full refund button keeps working
- tests for the service and the api endpoint

Notes: refunds live in services/payments, the admin ui is in apps/backoffice
""")

A(S, "en", "tool_question", r"""
docker compose down -v vs down, whats the difference, will i lose my postgres data
""")

A(L, "en", "perf_investigation", r"""
our p95 on /search roughly doubled after last thursday's deploy (from ~180ms to ~400ms). figure out why and fix it. grafana link is useless, just look at the code and the commits since then
""")

A(S, "en", "write_function", r"""
ts debounce function, generic so it keeps the arg types, with a `leading` option and a `.cancel()` method. no lodash
""")

A(L, "en", "refactor_repo", r"""
convert the whole test suite from unittest to pytest style (plain asserts, fixtures instead of setUp). ~120 files under tests/. make sure it still passes
""")

A(S, "en", "type_hints", r"""
add type hints, python 3.11

def merge_config(base, override, path=None):
    path = path or []
    out = dict(base)
    for k, v in override.items():
        if k in out and isinstance(out[k], dict) and isinstance(v, dict):
            out[k] = merge_config(out[k], v, path + [k])
        else:
            out[k] = v
    return out
""")

A(L, "en", "refactor_repo", r"""
getConfigSync is deprecated. remove every usage and switch the callers to `await getConfig()`, which means some of them need to become async too. dont forget the cli commands
""")

A(S, "en", "convert_code", r"""
turn this into python requests pls

curl -X POST 'https://api.example.test/v2/jobs?dry_run=true' \
  -H 'Authorization: Bearer $TOKEN' \
  -H 'Content-Type: application/json' \
  --data '{"name":"nightly","retries":3,"tags":["etl","prod"]}' \
  --max-time 20
""")

A(L, "en", "ci_fix", r"""
the build job on main is failing since the node 22 bump. log from actions:

Run npm ci
npm warn EBADENGINE Unsupported engine {
npm warn EBADENGINE   package: 'node-sass@7.0.3',
npm warn EBADENGINE   required: { node: '>=12' },
npm warn EBADENGINE   current: { node: 'v22.11.0', npm: '10.9.0' }
npm warn EBADENGINE }
npm error code 1
npm error path /home/runner/work/web/web/node_modules/node-sass
npm error command failed
npm error command sh -c node scripts/build.js
npm error gyp ERR! build error
npm error gyp ERR! stack Error: `make` failed with exit code: 2
Error: Process completed with exit code 1.

fix it properly, i dont want to pin node back
""")

A(S, "en", "pr_title", r"""
pr title + a 3 line description for this

- moved the feature flag check from middleware into the route handlers
- flags are now cached per request instead of per process
- removed FLAG_REFRESH_MS env var (unused after this)
""")

A(L, "en", "perf_investigation", r"""
memory leak in the queue worker, RSS grows ~200mb/hour until k8s OOMKills it. find it and fix it
""")

A(S, "en", "explain_error", r"""
what does this error mean and how do i fix it

error[E0502]: cannot borrow `self.items` as mutable because it is also borrowed as immutable
  --> src/cart.rs:41:13
   |
39 |         let first = self.items.first();
   |                     ---------- immutable borrow occurs here
40 |         if let Some(f) = first {
41 |             self.items.push(f.clone());
   |             ^^^^^^^^^^^^^^^^^^^^^^^^^^ mutable borrow occurs here
42 |         }
   |         - immutable borrow might be used here, when `first` is later dropped

fn dup_first(&mut self) {
    let first = self.items.first();
    if let Some(f) = first {
        self.items.push(f.clone());
    }
}
""")

A(L, "en", "feature", r"""
add i18n to the settings pages (en, de, fr). extract all the strings, wire up the locale switcher that already exists in the header
""")

A(S, "en", "translate_code", r"""
port to go, keep it idiomatic

def top_words(text: str, k: int = 10) -> list[tuple[str, int]]:
    counts = {}
    for w in re.findall(r"[a-z']+", text.lower()):
        counts[w] = counts.get(w, 0) + 1
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:k]
""")

A(L, "en", "test_suite", r"""
write playwright e2e tests for the whole checkout flow (cart -> address -> payment -> confirmation), put them next to the existing ones and make them pass locally
""")

A(S, "en", "regex", r"""
js regex to strip ansi color codes from a string
""")

A(L, "en", "refactor_repo", r"""
rename UserManager to AccountService everywhere. class, file names, imports, tests, docs, the DI container config. also the env var USER_MANAGER_URL -> ACCOUNT_SERVICE_URL with a fallback for one release
""")

A(S, "en", "ci_snippet", r"""
github actions step that caches pip for a matrix of python 3.10/3.11/3.12, requirements in requirements/*.txt
""")

A(L, "en", "bug_hunt", r"""
docker build fails on arm64 macs (works on the linux ci). fix it
""")

A(S, "en", "code_review", r"""
anything wrong with this? going into prod tomorrow

-    user = db.query(User).filter(User.email == email).first()
+    user = db.execute(
+        text(f"SELECT * FROM users WHERE email = '{email}' LIMIT 1")
+    ).first()
     if not user or not verify(password, user.password_hash):
         raise Unauthorized()
""")

A(L, "en", "feature", r"""
implement dark mode across the app. theme toggle in the navbar, persist the choice, respect prefers-color-scheme on first load. we use tailwind + some legacy scss in /styles
""")

A(S, "en", "tool_question", r"""
how do i undo my last commit but keep the changes staged
""")

A(L, "en", "feature", r"""
add opentelemetry tracing to all three services (api, worker, scheduler), export to the otel collector that's already in docker-compose. propagate context through the rabbitmq messages too
""")

A(S, "en", "fix_snippet", r"""
loop prints 5 five times instead of 0..4, go 1.20

for i := 0; i < 5; i++ {
    wg.Add(1)
    go func() {
        defer wg.Done()
        fmt.Println(i)
    }()
}
wg.Wait()
""")

A(L, "en", "security_audit", r"""
audit the repo for sql injection and fix whatever you find. we have raw queries in a bunch of places, esp. reports/ and admin/
""")

A(S, "en", "docstring", r"""
jsdoc for this

export async function withTimeout(promise, ms, onTimeout) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => {
      onTimeout?.();
      reject(new Error(`timed out after ${ms}ms`));
    }, ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
""")

A(L, "en", "dependency_upgrade", r"""
bump react to 19 and fix whatever breaks
""")

A(S, "en", "summarize", r"""
turn this into 3 bullets for the postmortem doc

14:02 deploy of api v3.41 starts
14:05 error rate on /login goes from 0.1% to 12%
14:07 pager fires, on-call (dana) acks
14:11 dana sees "connection pool exhausted" in logs, suspects new db pool settings (max 5 instead of 50, typo in helm values)
14:15 rollback started
14:19 rollback done, errors back to baseline
14:40 fix merged (pool back to 50), added a helm lint rule for pool size
""")

A(L, "en", "refactor_repo", r"""
split the billing code out of the monolith into its own package under packages/billing. no behaviour change, all imports updated, tests still green
""")

A(S, "en", "explain_code", r"""
what is this type doing, i cant read it

type DeepPartial<T> = T extends (...args: any[]) => any
  ? T
  : T extends Array<infer U>
  ? Array<DeepPartial<U>>
  : T extends object
  ? { [K in keyof T]?: DeepPartial<T[K]> }
  : T;
""")

A(L, "en", "flaky_test", r"""
tests in tests/integration pass one by one but fail when the whole dir runs. some shared state somewhere. figure it out and fix it
""")

A(S, "en", "tool_question", r"""
what does `set -euo pipefail` actually do? is it safe to add to every script
""")

A(L, "en", "bug_hunt", r"""
investigate why signup confirmation emails are sent twice. started maybe 2 weeks ago. fix it + add a test that would have caught it
""")

A(S, "en", "unit_test", r"""
go table test for this

func Slugify(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	var b strings.Builder
	dash := false
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
			dash = false
		} else if !dash && b.Len() > 0 {
			b.WriteByte('-')
			dash = true
		}
	}
	return strings.TrimSuffix(b.String(), "-")
}
""")

A(L, "en", "test_suite", r"""
some pytest failures after i merged main into my branch. make these pass:

FAILED tests/api/test_orders.py::test_create_order_applies_coupon - AssertionError: assert 4500 == 4050
FAILED tests/api/test_orders.py::test_order_total_with_tax - KeyError: 'tax_rate'
FAILED tests/services/test_pricing.py::test_bulk_discount_tiers[10-0.05] - AttributeError: 'PricingRule' object has no attribute 'tiers'
FAILED tests/services/test_pricing.py::test_bulk_discount_tiers[50-0.1] - AttributeError: 'PricingRule' object has no attribute 'tiers'
==================== 4 failed, 311 passed, 2 skipped in 41.22s ====================
""")

A(S, "en", "fix_snippet", r"""
why does every new Cart share the same items list??

class Cart:
    def __init__(self, owner, items=[]):
        self.owner = owner
        self.items = items

    def add(self, sku):
        self.items.append(sku)
""")

A(L, "en", "feature", r"""
implement what's in this spec

## Export to CSV
- every table view in the dashboard (orders, customers, invoices) gets an "Export CSV" button
- export respects current filters + sort
- > 10k rows: do it as a background job and email a download link (we have the jobs infra in worker/)
- columns = visible columns, in the current order
- dates in ISO, money as decimal with currency column
- permission: only roles with `reports:export`
""")

A(S, "en", "sql", r"""
mysql 8. table events(id, user_id, type, created_at). for each user, the time between their first 'signup' and first 'purchase' event, only users that have both. in hours
""")

A(L, "en", "scaffold_project", r"""
set up a turborepo monorepo and move web/ and api/ into apps/, shared eslint + tsconfig into packages/. ci workflows need updating too
""")

A(S, "en", "cron", r"""
cron expression for weekdays at 7:30 and 19:30
""")

A(L, "en", "migration", r"""
we're moving orders off mongo onto postgres. write the schema + a migration script for the orders collection and update the repository layer so the rest of the code doesnt notice. dual-write during the transition
""")

A(S, "en", "convert_format", r"""
json -> yaml pls

{"service":{"name":"ingest","replicas":3,"env":{"LOG_LEVEL":"info","BATCH":"500"},"ports":[8080,9090],"probes":{"liveness":{"path":"/healthz","period":10}}}}
""")

A(L, "en", "test_suite", r"""
increase test coverage of the payments module to 80%. right now its ~45
""")

A(S, "en", "write_function", r"""
c# extension method to truncate a string to n chars with an ellipsis, dont cut in the middle of a surrogate pair
""")

A(L, "en", "bug_hunt", r"""
app crashes on startup on windows, probably a path thing. fix it
""")

A(S, "en", "explain_error", r"""
why KeyError here? the key is clearly in the dict

Traceback (most recent call last):
  File "report.py", line 14, in <module>
    print(totals[row["region"]])
KeyError: 'emea '

totals = {"emea": 0, "apac": 0, "amer": 0}
for row in csv.DictReader(open("sales.csv")):
    totals[row["region"]] += float(row["amount"])
""")

A(L, "en", "perf_investigation", r"""
graphql resolvers have N+1 queries all over the place. add dataloader where it matters and show me before/after query counts for the main screens
""")

A(S, "en", "issue_title", r"""
give this issue a good title

when i upload a png bigger than ~8mb the progress bar goes to 100% and then nothing happens, no error, the file is not in the list after refresh. smaller files work. happens in chrome and firefox. started after the storage migration i think
""")

A(L, "en", "feature", r"""
add retry with exponential backoff + jitter to every outbound http call in services/. there are like 3 different http clients in there, unify them if it makes sense
""")

A(S, "en", "optimize_function", r"""
this is O(n^2) and its killing us with 200k rows. make it faster, same output

def find_dupes(rows):
    dupes = []
    for i, a in enumerate(rows):
        for b in rows[i + 1:]:
            if a["email"].lower() == b["email"].lower():
                dupes.append((a["id"], b["id"]))
    return dupes
""")

A(L, "en", "bug_hunt", r"""
reproduce issue #231 and fix it
""")

A(S, "en", "shell_oneliner", r"""
one liner to list the 10 biggest files under the current dir, human readable sizes
""")

A(L, "en", "bug_hunt", r"""
the csv export broke at some point in the last ~60 commits (it worked in v2.3.0). git bisect it, find the commit, fix it
""")

A(S, "en", "tool_question", r"""
npm ci vs npm install in a Dockerfile?
""")

A(L, "en", "refactor_repo", r"""
replace our homegrown logger (utils/log.py) with structlog across the codebase. keep the json output format the log pipeline expects
""")

A(S, "en", "write_function", r"""
rust: parse "key=value;key2=value2" into a HashMap<String, String>. ignore empty segments, trim whitespace, error on a segment without '='
""")

A(L, "en", "scaffold_project", r"""
make a small cli tool that syncs a local folder to an s3 bucket (only changed files, by etag), progress bars, dry-run flag, tests with moto. python, packaged with uv
""")

A(S, "en", "unit_test", r"""
jest tests for this reducer

export function cartReducer(state = { items: [], total: 0 }, action) {
  switch (action.type) {
    case "add": {
      const items = [...state.items, action.item];
      return { items, total: state.total + action.item.price };
    }
    case "remove": {
      const item = state.items.find((i) => i.id === action.id);
      if (!item) return state;
      return {
        items: state.items.filter((i) => i.id !== action.id),
        total: state.total - item.price,
      };
    }
    case "clear":
      return { items: [], total: 0 };
    default:
      return state;
  }
}
""")

A(L, "en", "bug_hunt", r"""
sentry keeps grouping this, 3k events today. fix

ValueError: time data '2024-11-03 01:30:00' does not match format '%Y-%m-%d %H:%M:%S%z'
  File "app/jobs/schedule.py", line 88, in next_run
    start = datetime.strptime(row.start_at, FMT)
  File "app/jobs/runner.py", line 142, in tick
    nxt = schedule.next_run(job)

only some tenants. dst related?? the job rows come from the tenants table i think
""")

A(S, "en", "rewrite", r"""
this Dockerfile makes a 2.1gb image. rewrite it smaller (multi-stage), same behaviour

FROM python:3.12
WORKDIR /app
COPY . .
RUN apt-get update && apt-get install -y build-essential libpq-dev
RUN pip install -r requirements.txt
RUN pip install gunicorn
EXPOSE 8000
CMD ["gunicorn", "app.wsgi:application", "-b", "0.0.0.0:8000", "-w", "4"]
""")

A(L, "en", "feature", r"""
make the web app work offline: service worker, cache the api GETs, queue writes while offline and replay them when back online. show a banner when offline
""")

A(S, "en", "explain_code", r"""
awk -F, 'NR>1 && $3>100 {s[$1]+=$3; c[$1]++} END {for (k in s) printf "%s %.2f\n", k, s[k]/c[k]}' data.csv

explain pls
""")

A(L, "en", "docs", r"""
write docstrings for every public function and class in the sdk package (src/sdk), numpy style, and generate the api reference page with mkdocstrings
""")

A(S, "en", "write_function", r"""
python: function that takes a list of (start, end) intervals and merges the overlapping ones. input not sorted. return sorted
""")

A(L, "en", "research", r"""
we need a vector db for ~30M embeddings (768d), mostly filtered ANN queries. try qdrant, pgvector and lancedb locally with a sample of our data (there's a parquet dump in data/sample/), benchmark recall@10 and p95 latency and write up a recommendation
""")

A(S, "en", "tool_question", r"""
useMemo vs useCallback, when do i actually need them
""")

A(L, "en", "ci_fix", r"""
`tsc --noEmit` shows 214 errors after the strict flag was turned on. go fix them, no `any` and no ts-ignore
""")

A(S, "en", "regex", r"""
sed command to turn snake_case identifiers into camelCase on one line, e.g. get_user_by_id -> getUserById
""")

A(L, "en", "refactor_repo", r"""
continue with the refactor from yesterday, notes are in REFACTOR.md. the services/ part is done, handlers/ is next
""")

A(S, "en", "sql", r"""
alter table to add a nullable column `archived_at timestamptz` to `projects` (postgres 15, ~40M rows) without locking the table for long. and an index on it, concurrently
""")

A(L, "en", "feature", r"""
add pagination (cursor based) to every list endpoint in the api. keep the old offset params working for one release with a deprecation header
""")

A(S, "en", "explain_code", r"""
what does this logging config do? esp the propagate stuff. why do i get duplicate lines

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {
        "json": {"()": "pythonjsonlogger.jsonlogger.JsonFormatter",
                 "fmt": "%(asctime)s %(levelname)s %(name)s %(message)s"},
        "plain": {"format": "%(asctime)s [%(levelname)s] %(name)s: %(message)s"},
    },
    "handlers": {
        "stdout": {"class": "logging.StreamHandler", "formatter": "json",
                   "stream": "ext://sys.stdout"},
        "file": {"class": "logging.handlers.RotatingFileHandler", "formatter": "plain",
                 "filename": "app.log", "maxBytes": 10485760, "backupCount": 5},
    },
    "root": {"handlers": ["stdout"], "level": "INFO"},
    "loggers": {
        "app": {"handlers": ["stdout", "file"], "level": "DEBUG", "propagate": True},
        "app.db": {"level": "WARNING"},
        "uvicorn.access": {"handlers": ["stdout"], "level": "INFO", "propagate": True},
        "celery": {"handlers": ["file"], "level": "INFO", "propagate": False},
    },
}
""")

A(L, "en", "infra", r"""
terraform plan shows drift in the prod vpc module (security groups + a route table). someone clicked in the console. reconcile it so plan is clean, without destroying anything
""")

A(S, "en", "rename", r"""
rename the param `cb` to `onDone` in this function only, nothing else

export function loadImage(src, cb) {
  const img = new Image();
  img.onload = () => cb(null, img);
  img.onerror = (e) => cb(e);
  img.src = src;
  return () => { img.onload = img.onerror = null; };
}
""")

A(L, "en", "bug_hunt", r"""
websocket connections drop after exactly 60s in prod but not locally. find out why and fix it (nginx? the lb? our ping?)
""")


# --------------------------------------------------------------------------
# Spanish (incl. Spanish+English code-mixing)
# --------------------------------------------------------------------------

A(S, "es", "regex", r"""
necesito una regex para validar un CIF/NIF español, solo el formato (letra + 7 digitos + control), no el checksum. para un input pattern de html
""")

A(L, "es", "bug_hunt", r"""
el endpoint de /reportes devuelve 500 random, como 1 de cada 20 requests. revisa el código y los logs del contenedor, encuentra el bug y arreglalo
""")

A(S, "es", "explain_code", r"""
me explicas q hace este useEffect? el linter me dice missing dependency pero si la agrego entra en loop

useEffect(() => {
  if (!filters.ready) return;
  setLoading(true);
  fetchItems({ ...filters, page }).then((res) => {
    setItems((prev) => (page === 1 ? res.items : [...prev, ...res.items]));
    setLoading(false);
  });
}, [page]);
""")

A(L, "es", "feature", r"""
agrega login con Google al backend (passport ya esta instalado) y al front el botón, con refresh tokens. que los usuarios existentes con el mismo email se vinculen en vez de duplicarse
""")

A(S, "es", "sql", r"""
tengo esta tabla en postgres:

ventas(id serial, sucursal text, fecha date, monto numeric(12,2))

quiero el acumulado mensual por sucursal (running total) del 2024, ordenado por sucursal y mes
""")

A(L, "es", "ci_fix", r"""
el pipeline de gitlab se rompió despues del merge de ayer, el job de `test:unit` falla. arreglalo porfa, no tengo idea q cambió
""")

A(S, "es", "commit_message", r"""
dame un commit message en ingles, corto: cambié el timeout del cliente de pagos de 5s a 15s porque el proveedor tarda en horas pico, y agregué log cuando pasa de 10s
""")

A(L, "es", "migration", r"""
hay que migrar el proyecto de Vue 2 a Vue 3 (options api se puede quedar por ahora). vuex -> pinia tambien. son unas 60 componentes, ve por partes y corré los tests
""")

A(S, "es", "write_function", r"""
función en js que formatee un número como moneda en pesos mexicanos, ej 1234.5 -> "$1,234.50". sin librerias, pero puede usar Intl
""")

A(L, "es", "flaky_test", r"""
el test `test_reserva_concurrente` falla como 1 de cada 10 veces en ci. es un race condition seguro. encontralo y arreglalo (el código, no el test)
""")

A(S, "es", "tool_question", r"""
cual es la diferencia entre `git merge --squash` y hacer squash en el rebase interactivo? en el historial queda distinto?
""")

A(L, "es", "perf_investigation", r"""
la app de android tarda 6 segundos en abrir en gama baja. perfilalo y bajalo lo mas q se pueda, sospecho de la inicializacion de firebase y de room
""")

A(S, "es", "fix_snippet", r"""
este código no ordena bien las fechas, que está mal?

const ordenadas = eventos.sort((a, b) => a.fecha > b.fecha);
// fecha viene como "03/11/2024" (dd/mm/yyyy)
""")

A(L, "es", "ticket", r"""
toma el ticket SOP-88: "Los PDF de facturas salen con acentos rotos (Ã¡ en vez de á)". Hay que ver dónde se genera el pdf, corregirlo y agregar un test con un nombre con tildes y ñ
""")


# --------------------------------------------------------------------------
# Chinese (with English terms)
# --------------------------------------------------------------------------

A(S, "zh", "explain_code", r"""
这段 Python 装饰器是干嘛的？为什么要用 functools.wraps

def retry(times=3):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            for i in range(times):
                try:
                    return fn(*args, **kwargs)
                except Exception:
                    if i == times - 1:
                        raise
        return wrapper
    return deco
""")

A(L, "zh", "bug_hunt", r"""
线上订单状态偶尔卡在“支付中”，回调明明收到了。帮我排查一下整个支付回调链路，找到原因并修复，顺便补个测试
""")

A(S, "zh", "sql", r"""
MySQL：表 user_login(user_id, login_date)。求每个用户的最长连续登录天数，给个 SQL
""")

A(L, "zh", "refactor_repo", r"""
把项目里所有的 callback 风格的 fs 调用改成 promise/async-await，大概散在 30 多个文件里，改完跑一下测试
""")

A(S, "zh", "regex", r"""
写个正则匹配中国大陆手机号，1 开头 11 位，第二位 3-9
""")

A(L, "zh", "feature", r"""
给后台管理系统加一个操作审计日志功能：所有增删改接口都要记录 操作人、时间、接口、参数摘要，提供一个分页查询页面。后端 spring boot，前端 vue3
""")

A(S, "zh", "unit_test", r"""
帮 maskPhone 这一个方法写几个 junit5 测试，其他方法不用管

public final class MaskUtils {

    private static final Pattern EMAIL = Pattern.compile("^([^@]{1,64})@(.+)$");

    private MaskUtils() {
    }

    public static String maskPhone(String phone) {
        if (phone == null || phone.length() != 11) {
            return phone;
        }
        return phone.substring(0, 3) + "****" + phone.substring(7);
    }

    public static String maskEmail(String email) {
        if (email == null) {
            return null;
        }
        Matcher m = EMAIL.matcher(email);
        if (!m.matches()) {
            return email;
        }
        String name = m.group(1);
        String keep = name.length() <= 2 ? name.substring(0, 1) : name.substring(0, 2);
        return keep + "***@" + m.group(2);
    }

    public static String maskIdCard(String id) {
        if (id == null || (id.length() != 15 && id.length() != 18)) {
            return id;
        }
        return id.substring(0, 6) + "********" + id.substring(id.length() - 4);
    }

    public static String maskName(String name) {
        if (name == null || name.isEmpty()) {
            return name;
        }
        if (name.length() == 1) {
            return "*";
        }
        return name.charAt(0) + "*".repeat(name.length() - 1);
    }
}
""")

A(L, "zh", "ci_fix", r"""
CI 挂了，帮我修一下
""")

A(S, "zh", "tool_question", r"""
docker 里 CMD 和 ENTRYPOINT 到底有什么区别？一起用的时候谁覆盖谁
""")

A(L, "zh", "dependency_upgrade", r"""
把 Spring Boot 从 2.7 升级到 3.2，javax 换成 jakarta，跑通所有测试。有问题的依赖一起处理掉
""")

A(S, "zh", "translate_code", r"""
把这段 Java 改写成 Kotlin，用 data class

public class Point {
    private final int x;
    private final int y;
    public Point(int x, int y) { this.x = x; this.y = y; }
    public int getX() { return x; }
    public int getY() { return y; }
    public Point plus(Point o) { return new Point(x + o.x, y + o.y); }
    @Override public String toString() { return "Point(" + x + ", " + y + ")"; }
}
""")

A(L, "zh", "perf_investigation", r"""
首页接口 RT 从 80ms 涨到 1.2s，看了下是最近加的推荐模块导致的。帮我定位具体慢在哪里并优化，优化完给出前后对比
""")


# --------------------------------------------------------------------------
# Japanese (with English terms)
# --------------------------------------------------------------------------

A(S, "ja", "explain_code", r"""
このTypeScriptの型エラーの意味を教えてください。なぜ never になるのか分からないです

type Status = "active" | "archived";
function label(s: Status) {
  switch (s) {
    case "active": return "有効";
    case "archived": return "アーカイブ";
    default:
      const _exhaustive: never = s;
      return _exhaustive;
  }
}
""")

A(L, "ja", "bug_hunt", r"""
本番でログインセッションが数分で切れる問題を調査して直してください。ローカルでは再現しません。Redis の session store と cookie 周りが怪しいです
""")

A(S, "ja", "docstring", r"""
normalize_zip にだけ docstring を書いてください（日本語で、引数と戻り値も）。他の関数は触らないで

import re
import unicodedata
from dataclasses import dataclass

PREFS = ("北海道", "青森県", "岩手県", "宮城県", "秋田県", "山形県", "福島県", "東京都", "大阪府", "京都府")


@dataclass
class Address:
    zip_code: str | None
    pref: str | None
    city: str
    rest: str


def split_pref(text: str) -> tuple[str | None, str]:
    for p in PREFS:
        if text.startswith(p):
            return p, text[len(p):]
    return None, text


def normalize_zip(code: str) -> str | None:
    digits = re.sub(r"[^0-9]", "", unicodedata.normalize("NFKC", code))
    if len(digits) != 7:
        return None
    return f"{digits[:3]}-{digits[3:]}"


def parse_address(raw: str) -> Address:
    raw = unicodedata.normalize("NFKC", raw).strip()
    m = re.match(r"^〒?\s*([0-9\-]{7,8})\s*(.*)$", raw)
    zip_code = None
    if m:
        zip_code = normalize_zip(m.group(1))
        raw = m.group(2)
    pref, rest = split_pref(raw)
    city_m = re.match(r"^(.+?[市区町村])(.*)$", rest)
    if city_m:
        return Address(zip_code, pref, city_m.group(1), city_m.group(2))
    return Address(zip_code, pref, "", rest)
""")

A(L, "ja", "feature", r"""
管理画面に CSV インポート機能を追加してほしいです。商品マスタを一括登録、バリデーションエラーは行番号付きで表示、1万行くらいまで。既存の Product モデルと API に合わせて実装してください
""")

A(S, "ja", "sql", r"""
PostgreSQL で、orders テーブルから顧客ごとに直近3件の注文だけ取りたいです。window function 使うやつでお願いします。カラムは id, customer_id, ordered_at, amount
""")

A(L, "ja", "refactor_repo", r"""
プロジェクト全体の any 型を潰してください。tsconfig の noImplicitAny を true にしてビルドが通るまで
""")

A(S, "ja", "tool_question", r"""
git stash と git worktree、作業の一時退避にはどっちがいいですか？違いをざっくり
""")

A(L, "ja", "test_suite", r"""
テストが落ちてます。直してください
""")

A(S, "ja", "write_function", r"""
Python で、全角カナを半角カナに変換する関数を書いてください。濁点も考慮で。標準ライブラリだけで
""")

A(L, "ja", "migration", r"""
Jest から Vitest に移行してください。jest.mock を使ってるところが多いので vi.mock に置き換えて、CI の設定も更新で
""")

A(S, "ja", "fix_snippet", r"""
このコード、awaitしてるのに順番がバラバラになります。なぜ？

items.forEach(async (item) => {
  await save(item);
  console.log("saved", item.id);
});
console.log("done");
""")


# --------------------------------------------------------------------------
# Hindi / Hinglish (code-mixed)
# --------------------------------------------------------------------------

A(S, "hi", "explain_code", r"""
bhai ye list comprehension samjha do, nested wala confuse kar raha hai

flat = [x for row in grid if row for x in row if x % 2 == 0]
""")

A(L, "hi", "bug_hunt", r"""
payment webhook kabhi kabhi do baar process ho raha hai, isliye wallet me double credit aa raha hai. pura flow dekh ke fix karo, idempotency laga do
""")

A(S, "hi", "regex", r"""
mujhe ek regex chahiye jo indian PAN number validate kare, jaise ABCDE1234F. sirf format check
""")

A(L, "hi", "feature", r"""
app me push notifications add karni hai (FCM). backend me device tokens save karo, order status change pe notification bhejo, aur android app me handle karo. sab kuch end to end
""")

A(S, "hi", "sql", r"""
yaar ek query chahiye: employees(id, name, dept_id, salary) table se har department ka second highest salary wala banda. mysql
""")

A(L, "hi", "ci_fix", r"""
jenkins build fail ho raha hai kal se, maven dependency resolve nahi ho rahi. dekh lo aur theek kar do
""")

A(S, "hi", "tool_question", r"""
kubectl me crash hue pod ke previous container ke logs kaise dekhte hain? pod restart ho gaya hai
""")

A(L, "hi", "refactor_repo", r"""
poore django project me function based views ko class based views me convert karo, urls bhi update karo. tests chalte rehne chahiye
""")

A(S, "hi", "write_function", r"""
ek python function likho jo number ko indian format me comma lagaye, jaise 1234567 -> 12,34,567
""")

A(L, "hi", "perf_investigation", r"""
dashboard page load hone me 8-9 sec lag rahe hain. react profiler se dekho kya re-render ho raha hai aur api calls bhi check karo. fast karo isko
""")

A(S, "hi", "commit_message", r"""
is change ke liye ek achha commit message likh do:
- login form me email trim kar diya
- password field pe show/hide toggle
- error message ab field ke neeche dikhta hai
""")


# --------------------------------------------------------------------------
# Portuguese
# --------------------------------------------------------------------------

A(S, "pt", "regex", r"""
regex pra validar CPF no formato 000.000.000-00 (com ou sem pontuação), só formato mesmo
""")

A(L, "pt", "bug_hunt", r"""
o cálculo de frete tá vindo errado pra alguns CEPs do nordeste. investiga o serviço de frete e as tabelas, descobre o que tá acontecendo e corrige
""")

A(S, "pt", "explain_code", r"""
o que faz esse trecho em kotlin? não entendi o `by lazy` e o `also`

val repo by lazy {
    UserRepository(api, cache).also { it.warmUp() }
}
""")

A(L, "pt", "feature", r"""
implementa autenticação de dois fatores (TOTP) no sistema: tela de ativação com QR code, códigos de backup, e exigir o código no login pra quem ativou. backend em nest
""")

A(S, "pt", "unit_test", r"""
escreve testes com pytest pra essa função:

def calcula_desconto(valor: float, cupom: str | None) -> float:
    if valor <= 0:
        raise ValueError("valor inválido")
    if cupom == "PRIMEIRA":
        return round(valor * 0.9, 2)
    if cupom == "FRETEGRATIS":
        return valor
    return valor
""")

A(L, "pt", "dependency_upgrade", r"""
atualiza o projeto de Angular 14 pro 17, com os schematics, e resolve tudo que quebrar. os testes e o build precisam passar no final
""")

A(S, "pt", "tool_question", r"""
qual a diferença entre `git reset --soft`, `--mixed` e `--hard`?
""")

A(L, "pt", "ticket", r"""
pega a issue #512 do repo e resolve
""")

A(S, "pt", "write_function", r"""
função em typescript que recebe uma data e retorna "há 5 minutos", "há 2 horas", "ontem", etc. em português
""")

A(L, "pt", "flaky_test", r"""
os testes de integração do kafka ficam falhando de vez em quando no CI (timeout). acha a causa e deixa eles estáveis
""")


# --------------------------------------------------------------------------
# German
# --------------------------------------------------------------------------

A(S, "de", "sql", r"""
Postgres: Tabelle buchungen(id, konto_id, betrag numeric, gebucht_am timestamptz). Ich brauche pro Konto den Saldo am Monatsende für 2024, auch für Monate ohne Buchung (dann Vorwert). Geht das mit generate_series?
""")

A(L, "de", "bug_hunt", r"""
Beim Export nach SAP fehlen seit dem letzten Release manche Positionen. Schau dir den Export-Job und die Mapping-Schicht an, finde den Fehler und behebe ihn. Bitte mit Regressionstest
""")

A(S, "de", "explain_code", r"""
Kann mir jemand erklären was dieser Bash-Teil macht?

exec 3>&1 4>&2
trap 'exec 2>&4 1>&3' 0 1 2 3
exec 1>>/var/log/deploy.log 2>&1
""")

A(L, "de", "refactor_repo", r"""
Bitte die ganze Codebasis von Java 11 auf Java 21 heben: records wo es passt, switch expressions, var, und die deprecated APIs ersetzen. Build und Tests müssen grün bleiben
""")

A(S, "de", "fix_snippet", r"""
warum gibt das immer false zurück?

public boolean istGleich(String a, String b) {
    return a == b;
}
// istGleich(new String("x"), "x") -> false
""")

A(L, "de", "feature", r"""
Wir brauchen Mandantenfähigkeit im Backend: jede Tabelle kriegt tenant_id, alle Queries filtern danach, Tenant kommt aus dem JWT. Bitte komplett umsetzen inkl. Migrationen und Tests
""")

A(S, "de", "tool_question", r"""
Was ist der Unterschied zwischen `npm install --save-dev` und `--save-peer`? Wann nimmt man peerDependencies?
""")

A(L, "de", "ci_fix", r"""
Die Pipeline ist rot, bitte fixen
""")

A(S, "de", "write_function", r"""
Schreib mir eine Python-Funktion, die eine deutsche IBAN prüft (Länge + Prüfziffer mod 97). Nur die Funktion
""")

A(L, "de", "security_audit", r"""
Geh bitte durch das Repo und prüf, wo wir Secrets im Code oder in Configs haben (API Keys, Passwörter). Alles in Env-Variablen bzw. den Vault auslagern und die Stellen dokumentieren
""")


# --------------------------------------------------------------------------
# French
# --------------------------------------------------------------------------

A(S, "fr", "regex", r"""
une regex pour un numéro de téléphone français, formats 06 12 34 56 78, 0612345678 et +33 6 12 34 56 78
""")

A(L, "fr", "bug_hunt", r"""
les notifications email partent avec la mauvaise langue pour certains utilisateurs (anglais au lieu de français). trouve d'où ça vient dans le code et corrige
""")

A(S, "fr", "explain_code", r"""
tu peux m'expliquer ce que fait ce code rust ? surtout le `?` et le `map_err`

fn lire_config(chemin: &str) -> Result<Config, AppError> {
    let texte = fs::read_to_string(chemin).map_err(AppError::Io)?;
    let cfg: Config = toml::from_str(&texte).map_err(AppError::Parse)?;
    Ok(cfg)
}
""")

A(L, "fr", "feature", r"""
ajoute un système de favoris à l'app : les utilisateurs peuvent mettre des produits en favori, une page "mes favoris", et un compteur sur la fiche produit. back django + front react
""")

A(S, "fr", "commit_message", r"""
message de commit en anglais pour ce diff stp

-    if (user.role == "admin") {
+    if (user.roles.includes("admin") || user.roles.includes("owner")) {
       showDangerZone();
     }
""")

A(L, "fr", "migration", r"""
migre la base de MySQL 5.7 vers PostgreSQL 16 : schéma, données, et adapte les requêtes SQL brutes dans le code (il y en a pas mal dans les repositories). fais un plan puis exécute
""")

A(S, "fr", "tool_question", r"""
c'est quoi la différence entre `COPY` et `ADD` dans un Dockerfile ?
""")

A(L, "fr", "flaky_test", r"""
le test e2e de paiement est instable sur la CI, corrige-le
""")

A(S, "fr", "write_function", r"""
écris une fonction JS qui enlève les accents d'une chaîne (é -> e, ç -> c, etc.)
""")

A(L, "fr", "perf_investigation", r"""
la page liste des commandes met 12s à charger quand un client a beaucoup de commandes. trouve le goulot (requêtes, sérialisation, front ?) et optimise
""")


# --------------------------------------------------------------------------
# Russian
# --------------------------------------------------------------------------

A(S, "ru", "sql", r"""
нужен запрос: таблица payments(id, user_id, amount, paid_at). вывести пользователей, у которых сумма платежей за последние 30 дней больше 10000, и их сумму. postgres
""")

A(L, "ru", "bug_hunt", r"""
после обновления на проде перестали приходить пуши на iOS, андроид работает. разберись где сломалось (сервис нотификаций, сертификаты, конфиг) и почини
""")

A(S, "ru", "explain_code", r"""
объясни, что делает этот код на go и зачем тут select с default

func trySend(ch chan<- Event, e Event) bool {
    select {
    case ch <- e:
        return true
    default:
        return false
    }
}
""")

A(L, "ru", "refactor_repo", r"""
вынеси всю работу с БД из хендлеров в отдельный слой репозиториев, по всему сервису. поведение не менять, тесты должны проходить
""")

A(S, "ru", "fix_snippet", r"""
почему этот код падает с "dictionary changed size during iteration"? как правильно?

for key in cache:
    if cache[key].expired():
        del cache[key]
""")

A(L, "ru", "ci_fix", r"""
упал деплой в staging, github actions. посмотри что там и почини, мне через час демо
""")

A(S, "ru", "tool_question", r"""
в чём разница между `docker run --rm` и без него? контейнеры потом копятся?
""")

A(L, "ru", "feature", r"""
добавь в API загрузку аватарок: ресайз до 256x256, хранение в S3, удаление старой при замене, валидация формата и размера. плюс тесты
""")

A(S, "ru", "write_function", r"""
функция на python, которая склоняет слово "файл" по числу: 1 файл, 2 файла, 5 файлов, 21 файл
""")

A(L, "ru", "test_suite", r"""
покрой тестами модуль биллинга, сейчас там почти ничего нет. используй pytest и фабрики, которые уже есть в tests/factories
""")


# --------------------------------------------------------------------------
# Korean
# --------------------------------------------------------------------------

A(S, "ko", "explain_code", r"""
이 코드에서 useRef를 왜 쓰는지 설명해줘. state로 하면 안 되나?

const timerRef = useRef(null);
const start = () => {
  timerRef.current = setInterval(() => setSec((s) => s + 1), 1000);
};
const stop = () => clearInterval(timerRef.current);
""")

A(L, "ko", "bug_hunt", r"""
결제 완료 후에 주문 상세 페이지에서 가끔 이전 주문 정보가 보여요. 캐시 문제 같은데 원인 찾아서 고쳐주세요
""")

A(S, "ko", "regex", r"""
한국 휴대폰 번호 정규식 만들어줘. 010-1234-5678, 01012345678 둘 다 되게
""")

A(L, "ko", "feature", r"""
게시판에 댓글 기능 추가해줘. 대댓글 1단계까지, 수정/삭제, 신고 기능. 백엔드 API랑 프론트 둘 다
""")

A(S, "ko", "sql", r"""
MySQL에서 products 테이블(id, category, price) 카테고리별로 가격 상위 3개만 뽑는 쿼리 부탁해
""")

A(L, "ko", "ci_fix", r"""
CI에서 e2e 테스트가 계속 타임아웃 나요. 고쳐주세요
""")

A(S, "ko", "tool_question", r"""
git fetch랑 git pull 차이가 뭐야? 언제 fetch만 써?
""")

A(L, "ko", "migration", r"""
프로젝트를 CRA에서 Vite로 옮겨줘. 환경변수 REACT_APP_ 접두사도 바꾸고, 빌드랑 테스트 다 돌아가게
""")


# --------------------------------------------------------------------------
# Italian
# --------------------------------------------------------------------------

A(S, "it", "write_function", r"""
mi scrivi una funzione python che valida un codice fiscale italiano? solo formato (16 caratteri, pattern giusto), il carattere di controllo se riesci
""")

A(L, "it", "bug_hunt", r"""
l'importazione degli ordini da shopify a volte salta degli ordini. guarda il job di sync e capisci perché, poi sistemalo
""")

A(S, "it", "explain_code", r"""
cosa fa questo comando? `git log --oneline --graph --decorate --all -n 30`
""")

A(L, "it", "feature", r"""
aggiungi la fatturazione elettronica (XML FatturaPA) al gestionale: generazione del file dalle fatture esistenti, validazione con lo schema XSD e invio allo SdI tramite il provider che usiamo già
""")

A(S, "it", "fix_snippet", r"""
perché questo componente vue non si aggiorna quando cambio l'array?

this.items[2] = { nome: "nuovo" };
// vue 2
""")

A(L, "it", "dependency_upgrade", r"""
aggiorna tutte le dipendenze npm alle ultime major, una alla volta, e sistema quello che si rompe. alla fine build e test verdi
""")


# --------------------------------------------------------------------------
# Turkish
# --------------------------------------------------------------------------

A(S, "tr", "regex", r"""
TC kimlik numarası için regex lazım, 11 hane ve 0 ile başlamayacak. sadece format
""")

A(L, "tr", "bug_hunt", r"""
sipariş onay maili bazı müşterilere gitmiyor. mail kuyruğunu ve template kısmını incele, sorunu bul ve düzelt
""")

A(S, "tr", "tool_question", r"""
python'da `is` ile `==` farkı ne? None kontrolünde hangisi
""")

A(L, "tr", "feature", r"""
uygulamaya çoklu dil desteği ekle (tr, en, de). tüm sabit metinleri çıkar, dil seçimi ayarlar sayfasında olsun
""")

A(S, "tr", "sql", r"""
postgres'te users tablosunda email'e göre tekrar eden kayıtları bul, her email için en eski kaydı tut gerisini sil. sorgu lazım
""")


# --------------------------------------------------------------------------
# Vietnamese
# --------------------------------------------------------------------------

A(S, "vi", "explain_code", r"""
giải thích giúp mình đoạn code này, đặc biệt là phần reduce

const tong = gioHang.reduce((acc, sp) => acc + sp.gia * sp.soLuong, 0);
""")

A(L, "vi", "bug_hunt", r"""
app bị crash khi người dùng xoay màn hình ở màn hình thanh toán (android). tìm nguyên nhân và sửa giúp mình
""")

A(S, "vi", "write_function", r"""
viết hàm python bỏ dấu tiếng việt, ví dụ "Nguyễn Văn Ánh" -> "Nguyen Van Anh"
""")

A(L, "vi", "feature", r"""
thêm chức năng tìm kiếm sản phẩm có gợi ý (autocomplete) dùng elasticsearch, cả backend lẫn frontend, có debounce
""")

A(S, "vi", "sql", r"""
cần câu sql đếm số đơn hàng theo từng ngày trong tháng 10/2024, kể cả ngày không có đơn (hiện 0). postgres
""")


# --------------------------------------------------------------------------
# English, second batch (more hard cases both ways)
# --------------------------------------------------------------------------

A(S, "en", "unit_test", r"""
write a table test for ParseDuration only. the rest of the file is just context

package timeutil

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

var ErrEmpty = errors.New("timeutil: empty duration")

// units accepted by ParseDuration, longest first so "ms" wins over "m".
var units = []struct {
	suffix string
	d      time.Duration
}{
	{"ms", time.Millisecond},
	{"s", time.Second},
	{"m", time.Minute},
	{"h", time.Hour},
	{"d", 24 * time.Hour},
	{"w", 7 * 24 * time.Hour},
}

type Window struct {
	Start time.Time
	End   time.Time
}

func (w Window) Contains(t time.Time) bool {
	return !t.Before(w.Start) && t.Before(w.End)
}

func (w Window) String() string {
	return fmt.Sprintf("[%s, %s)", w.Start.Format(time.RFC3339), w.End.Format(time.RFC3339))
}

// ParseDuration parses "1w2d3h", "90m", "1500ms". Spaces are ignored.
func ParseDuration(s string) (time.Duration, error) {
	s = strings.ReplaceAll(strings.TrimSpace(s), " ", "")
	if s == "" {
		return 0, ErrEmpty
	}
	var total time.Duration
	for len(s) > 0 {
		i := 0
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		if i == 0 {
			return 0, fmt.Errorf("timeutil: expected number at %q", s)
		}
		n, err := strconv.Atoi(s[:i])
		if err != nil {
			return 0, err
		}
		s = s[i:]
		matched := false
		for _, u := range units {
			if strings.HasPrefix(s, u.suffix) {
				total += time.Duration(n) * u.d
				s = s[len(u.suffix):]
				matched = true
				break
			}
		}
		if !matched {
			return 0, fmt.Errorf("timeutil: unknown unit at %q", s)
		}
	}
	return total, nil
}

func Last(d time.Duration, now time.Time) Window {
	return Window{Start: now.Add(-d), End: now}
}
""")

A(L, "en", "lint_fix", r"""
ruff upgrade made lint fail on ~300 files. fix them all properly, no blanket noqa
""")

A(S, "en", "explain_code", r"""
can someone explain this manifest to me like im new to k8s. what happens on a rollout

apiVersion: apps/v1
kind: Deployment
metadata:
  name: checkout
spec:
  replicas: 4
  strategy:
    type: RollingUpdate
    rollingUpdate:
      maxSurge: 1
      maxUnavailable: 0
  selector:
    matchLabels: {app: checkout}
  template:
    metadata:
      labels: {app: checkout}
    spec:
      containers:
        - name: app
          image: registry.local/checkout:1.14.2
          ports: [{containerPort: 8080}]
          readinessProbe:
            httpGet: {path: /ready, port: 8080}
            periodSeconds: 5
            failureThreshold: 3
          resources:
            requests: {cpu: 250m, memory: 256Mi}
            limits: {memory: 512Mi}
""")

A(L, "en", "feature", r"""
add a --json output flag to every subcommand of the cli, same schema style everywhere, and update the docs + tests
""")

A(S, "en", "changelog", r"""
changelog entry (keep a changelog format) from these commits

a41c9e2 fix(auth): refresh token rotation race
77b0d13 feat(export): add xlsx export for reports
19ce4aa chore(deps): bump axios to 1.7.4
c0ffee1 feat(ui): keyboard shortcuts for table navigation
5d2a8b0 fix(export): csv quoting for fields with newlines
""")

A(L, "en", "bug_hunt", r"""
our deployment keeps crashlooping after i bumped the image. this is what i see

$ kubectl describe pod api-7d9c6b8f4-x2kqp
...
    State:          Waiting
      Reason:       CrashLoopBackOff
    Last State:     Terminated
      Reason:       Error
      Exit Code:    1
Events:
  Warning  BackOff  2m (x14 over 9m)  kubelet  Back-off restarting failed container

$ kubectl logs api-7d9c6b8f4-x2kqp --previous
Error: missing required env var DATABASE_URL_RO

fix the chart / app so it starts
""")

A(S, "en", "tool_question", r"""
what does `git log HEAD~3..HEAD` vs `HEAD~3...HEAD` show
""")

A(L, "en", "refactor_repo", r"""
make all api error responses follow rfc 7807 (application/problem+json). there's a mix of {error: ...} and {message: ...} right now. update the clients in the frontend too
""")

A(S, "en", "fix_snippet", r"""
getting "RuntimeWarning: coroutine 'fetch' was never awaited" and results is full of coroutine objects. fix pls

async def fetch(session, url):
    async with session.get(url) as r:
        return await r.json()

async def main(urls):
    async with aiohttp.ClientSession() as s:
        results = [fetch(s, u) for u in urls]
    return results
""")

A(L, "en", "tooling_setup", r"""
set up pre-commit with ruff, black and mypy and make the whole repo pass it. add it to ci
""")

A(S, "en", "code_review", r"""
is this thread safe? used from a bunch of request threads in flask

class RateLimiter:
    def __init__(self, per_sec):
        self.per_sec = per_sec
        self.tokens = per_sec
        self.last = time.monotonic()

    def allow(self):
        now = time.monotonic()
        self.tokens = min(self.per_sec, self.tokens + (now - self.last) * self.per_sec)
        self.last = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False
""")

A(L, "en", "bug_hunt", r"""
nightly etl silently drops rows where country is null since the pandas 2 upgrade. find where and fix it, add a test with null countries
""")

A(L, "en", "docs", r"""
write a proper README for this repo from scratch: what it is, setup, architecture overview, how to run tests and deploy. look at the code, dont guess
""")

A(L, "en", "feature", r"""
wire up stripe webhooks in the backend: checkout.session.completed, invoice.paid, customer.subscription.deleted. verify signatures, make handlers idempotent, tests with fixture payloads
""")

A(L, "en", "ci_fix", r"""
hey can you look into the failing nightly build? thanks!
""")

A(L, "en", "feature", r"""
move the onboarding flow behind unleash feature flags and delete the old ENABLE_* env var flags once everything reads from unleash
""")


# --------------------------------------------------------------------------

ASKS = []
for _i, _a in enumerate(_RAW, start=1):
    ASKS.append({"id": f"l{_i:03d}", **_a})

del _i, _a
