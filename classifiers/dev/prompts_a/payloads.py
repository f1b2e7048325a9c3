"""Code, schemas and diffs that users paste next to their asks, plus generators for large files.

All of it was written for this set. The large-file generators compose plausible modules from a few
function shapes and a vocabulary so that a 20-200 KB paste looks like a real business module rather
than repeated filler.
"""
from __future__ import annotations

import random

from common import fence

SQL_SHOP = fence("""CREATE TABLE customers (
  id          bigserial PRIMARY KEY,
  email       text NOT NULL UNIQUE,
  full_name   text,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE orders (
  id           bigserial PRIMARY KEY,
  customer_id  bigint NOT NULL REFERENCES customers(id),
  status       text NOT NULL CHECK (status IN ('pending', 'paid', 'shipped', 'cancelled')),
  placed_at    timestamptz NOT NULL
);

CREATE TABLE order_items (
  order_id    bigint NOT NULL REFERENCES orders(id),
  sku         text NOT NULL,
  quantity    int NOT NULL CHECK (quantity > 0),
  unit_price  numeric(10, 2) NOT NULL,
  PRIMARY KEY (order_id, sku)
);""", "sql")

SQL_EVENTS = fence("""CREATE TABLE events (
  id           bigint PRIMARY KEY,
  user_id      bigint NOT NULL,
  name         varchar(64) NOT NULL,
  properties   jsonb,
  occurred_at  timestamp NOT NULL
);
CREATE INDEX events_user_time ON events (user_id, occurred_at);""", "sql")

SQL_CONTACTS = fence("""CREATE TABLE contacts (
  id         INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  email      VARCHAR(255) NOT NULL,
  name       VARCHAR(120),
  source     VARCHAR(32),
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
) ENGINE=InnoDB;""", "sql")

SQL_CORRELATED = fence("""SELECT e.id, e.name, e.department_id, e.salary
FROM employees e
WHERE e.salary > (
  SELECT AVG(e2.salary)
  FROM employees e2
  WHERE e2.department_id = e.department_id
)
ORDER BY e.department_id, e.salary DESC;""", "sql")

SQL_INDEX_Q = fence("""-- payments: id bigint pk, merchant_id bigint, status text, created_at timestamptz,
--           amount_cents bigint, currency char(3)
-- about 80M rows, ~2k merchants, 95% of rows have status = 'settled'
SELECT date_trunc('day', created_at) AS day, sum(amount_cents) AS total
FROM payments
WHERE merchant_id = $1
  AND status = 'settled'
  AND created_at >= now() - interval '30 days'
GROUP BY 1
ORDER BY 1;""", "sql")

PY_COLLAPSE = fence("""from itertools import groupby

def collapse_ranges(nums):
    nums = sorted(set(nums))
    out = []
    for _, grp in groupby(enumerate(nums), key=lambda p: p[1] - p[0]):
        grp = [n for _, n in grp]
        out.append(f"{grp[0]}-{grp[-1]}" if len(grp) > 1 else str(grp[0]))
    return ",".join(out)""", "python")

JS_DEBOUNCE = fence("""export function debounce(fn, wait = 200, { leading = false } = {}) {
  let timer = null;
  let lastArgs;
  return function debounced(...args) {
    lastArgs = args;
    const callNow = leading && timer === null;
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      if (!leading) fn.apply(this, lastArgs);
    }, wait);
    if (callNow) fn.apply(this, args);
  };
}""", "js")

GO_POOL = fence("""func process(jobs []Job) []Result {
	in := make(chan Job)
	out := make(chan Result)
	var wg sync.WaitGroup
	for i := 0; i < 4; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range in {
				out <- j.Run()
			}
		}()
	}
	for _, j := range jobs {
		in <- j
	}
	close(in)
	wg.Wait()
	close(out)
	var results []Result
	for r := range out {
		results = append(results, r)
	}
	return results
}""", "go")

PY_MERGE_INTERVALS = fence("""def merge_intervals(intervals, gap=0):
    if not intervals:
        return []
    intervals = sorted(intervals, key=lambda iv: iv[0])
    merged = [list(intervals[0])]
    for start, end in intervals[1:]:
        if start <= merged[-1][1] + gap:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return [tuple(iv) for iv in merged]""", "python")

JS_FORMAT_BYTES = fence("""function formatBytes(bytes, decimals = 1, binary = false) {
  if (!Number.isFinite(bytes)) return "-";
  const base = binary ? 1024 : 1000;
  const units = binary ? ["B", "KiB", "MiB", "GiB", "TiB"] : ["B", "kB", "MB", "GB", "TB"];
  let i = 0;
  while (Math.abs(bytes) >= base && i < units.length - 1) {
    bytes /= base;
    i++;
  }
  return `${bytes.toFixed(i === 0 ? 0 : decimals)} ${units[i]}`;
}""", "js")

PY_WORD_FREQ = fence("""import re

def word_freq(path, top=10):
    counts = {}
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            for word in re.findall(r"[a-z']+", line.lower()):
                counts[word] = counts.get(word, 0) + 1
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:top]""", "python")

JS_BY_TEAM = fence("""const byTeam = players
  .filter((p) => p.active)
  .reduce((acc, p) => {
    (acc[p.team] ??= []).push(p.name);
    return acc;
  }, {});

const sorted = Object.fromEntries(
  Object.entries(byTeam).sort(([a], [b]) => a.localeCompare(b))
);""", "js")

BASH_ARCHIVE = fence("""#!/usr/bin/env bash
set -euo pipefail
src="${1:-./logs}"
dest="${2:-./archive}"
mkdir -p "$dest"
find "$src" -name '*.log' -mtime +7 -print0 | while IFS= read -r -d '' f; do
  gzip -c "$f" > "$dest/$(basename "$f").gz" && rm "$f"
done
echo "archived logs older than 7 days from $src\"""", "bash")

DIFF_RETRY = fence("""diff --git a/src/http/client.ts b/src/http/client.ts
index 4c1e2a9..b83f0d1 100644
--- a/src/http/client.ts
+++ b/src/http/client.ts
@@ -18,12 +18,25 @@ export interface ClientOptions {
   baseUrl: string;
   timeoutMs?: number;
+  retries?: number;
 }
 
 export async function request<T>(opts: ClientOptions, path: string): Promise<T> {
-  const res = await fetch(new URL(path, opts.baseUrl), {
-    signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
-  });
-  if (!res.ok) throw new HttpError(res.status, await res.text());
-  return (await res.json()) as T;
+  const attempts = Math.max(1, (opts.retries ?? 0) + 1);
+  let lastError: unknown;
+  for (let i = 0; i < attempts; i++) {
+    try {
+      const res = await fetch(new URL(path, opts.baseUrl), {
+        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
+      });
+      if (res.status >= 500) throw new HttpError(res.status, await res.text());
+      if (!res.ok) throw new HttpError(res.status, await res.text(), false);
+      return (await res.json()) as T;
+    } catch (err) {
+      lastError = err;
+      if (err instanceof HttpError && !err.retryable) throw err;
+    }
+  }
+  throw lastError;
 }""", "diff")

DIFF_INVOICE = fence("""diff --git a/billing/invoice.py b/billing/invoice.py
index 9a0d3f1..27c4be8 100644
--- a/billing/invoice.py
+++ b/billing/invoice.py
@@ -41,7 +41,9 @@ class Invoice:
     def total(self) -> Decimal:
-        subtotal = sum(line.amount for line in self.lines)
-        return subtotal * (1 + self.tax_rate)
+        subtotal = sum((line.amount for line in self.lines), Decimal("0"))
+        tax = (subtotal * self.tax_rate).quantize(CENTS, rounding=ROUND_HALF_UP)
+        return subtotal + tax
 
diff --git a/tests/test_invoice.py b/tests/test_invoice.py
index 51b2e70..e1f09aa 100644
--- a/tests/test_invoice.py
+++ b/tests/test_invoice.py
@@ -12,3 +12,8 @@ def test_total_without_lines():
     assert Invoice(lines=[], tax_rate=Decimal("0.2")).total() == Decimal("0")
+
+
+def test_total_rounds_tax_half_up():
+    inv = Invoice(lines=[Line(amount=Decimal("10.05"))], tax_rate=Decimal("0.07"))
+    assert inv.total() == Decimal("10.75")""", "diff")

DIFF_README = fence("""diff --git a/README.md b/README.md
index 03b1c4e..9d2f7aa 100644
--- a/README.md
+++ b/README.md
@@ -9,10 +9,14 @@ Sync your local folder to any S3-compatible bucket.
 ## Install
 
-    pip install bucketsync
+```sh
+pipx install bucketsync
+```
 
-Requires Python 3.8+.
+Requires Python 3.10+. Python 3.8 and 3.9 are no longer supported.
 
 ## Usage
 
-    bucketsync ./photos s3://my-bucket/photos
+```sh
+bucketsync ./photos s3://my-bucket/photos --exclude '*.tmp' --dry-run
+```
diff --git a/pyproject.toml b/pyproject.toml
index 5e0c2d1..71aa0b3 100644
--- a/pyproject.toml
+++ b/pyproject.toml
@@ -6,7 +6,7 @@ name = "bucketsync"
 version = "0.9.0"
-requires-python = ">=3.8"
+requires-python = ">=3.10\"""", "diff")

DIFF_GO_CTX = fence("""diff --git a/internal/store/pg.go b/internal/store/pg.go
index 1f0e6b2..c44d7a9 100644
--- a/internal/store/pg.go
+++ b/internal/store/pg.go
@@ -52,8 +52,8 @@ func (s *Store) ListOrders(ctx context.Context, customerID int64) ([]Order, error) {
-	rows, err := s.db.Query(listOrdersSQL, customerID)
+	rows, err := s.db.QueryContext(ctx, listOrdersSQL, customerID)
 	if err != nil {
-		return nil, err
+		return nil, fmt.Errorf("list orders for customer %d: %w", customerID, err)
 	}
 	defer rows.Close()
@@ -71,6 +71,9 @@ func (s *Store) ListOrders(ctx context.Context, customerID int64) ([]Order, error) {
 		out = append(out, o)
 	}
+	if err := rows.Err(); err != nil {
+		return nil, fmt.Errorf("iterate orders: %w", err)
+	}
 	return out, nil
 }""", "diff")

PY_PARSE_DURATION = fence('''def parse_duration(text: str) -> int:
    """Return the number of seconds in strings like '1h30m', '45s', '2d'."""
    units = {"d": 86400, "h": 3600, "m": 60, "s": 1}
    total, num = 0, ""
    for ch in text.strip().lower():
        if ch.isdigit():
            num += ch
        elif ch in units and num:
            total += int(num) * units[ch]
            num = ""
        else:
            raise ValueError(f"bad duration: {text!r}")
    if num:
        raise ValueError(f"missing unit in {text!r}")
    return total''', "python")

PY_BAD_NAMES = fence("""def f(a, b, c=None):
    d = {}
    for x in a:
        y = x.get(b)
        if y is None:
            continue
        if c and not c(x):
            continue
        d.setdefault(y, []).append(x)
    e = sorted(d, key=lambda z: -len(d[z]))
    return [(z, d[z]) for z in e]""", "python")

PY_UNTYPED = fence("""import csv
from datetime import datetime


def load_rows(path, delimiter=","):
    with open(path, newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh, delimiter=delimiter))


def parse_ts(value, fmt="%Y-%m-%d %H:%M:%S"):
    if not value:
        return None
    return datetime.strptime(value, fmt)


def index_by(rows, key):
    out = {}
    for row in rows:
        out.setdefault(row[key], []).append(row)
    return out


class Window:
    def __init__(self, start, end):
        self.start = start
        self.end = end

    def contains(self, ts):
        return self.start <= ts < self.end""", "python")

PY_NESTED = fence("""def shipping_cost(order):
    if order is not None:
        if order.items:
            if order.country == "DE":
                if order.total >= 50:
                    return 0
                else:
                    return 4.90
            else:
                if order.express:
                    return 19.90
                else:
                    if order.total >= 100:
                        return 0
                    return 9.90
        else:
            return 0
    else:
        raise ValueError("no order")""", "python")

PY_PAIR_SUM = fence("""def has_pair_with_sum(nums, target):
    seen = set()
    for n in sorted(nums):
        if target - n in seen:
            return True
        seen.add(n)
    return False""", "python")

JAVA_MOVING_AVG = fence("""public static int[] movingAverage(int[] values, int window) {
    int[] out = new int[values.length - window];
    int sum = 0;
    for (int i = 0; i < window; i++) sum += values[i];
    out[0] = sum / window;
    for (int i = window; i < values.length; i++) {
        sum += values[i] - values[i - window];
        out[i - window + 1] = sum / window;
    }
    return out;
}""", "java")

JAVA_LOOP = fence("""List<String> names = new ArrayList<>();
for (Order o : orders) {
    if (o.getStatus() == Status.PAID && o.getTotal().compareTo(THRESHOLD) > 0) {
        String n = o.getCustomer().getName();
        if (!names.contains(n)) {
            names.add(n);
        }
    }
}
Collections.sort(names);""", "java")

C_DUP_UPPER = fence("""char *dup_upper(const char *s) {
    size_t n = strlen(s);
    char *out = malloc(n);
    for (size_t i = 0; i <= n; i++)
        out[i] = toupper(s[i]);
    return out;
}""", "c")

PY_FETCH_SYNC = fence("""import requests


def fetch_all(urls, timeout=10):
    results = {}
    with requests.Session() as s:
        for url in urls:
            r = s.get(url, timeout=timeout)
            r.raise_for_status()
            results[url] = r.json()
    return results""", "python")

RUST_LONGEST = fence("""fn longest_line(text: &str) -> &str {
    let mut best = String::new();
    for line in text.lines() {
        if line.len() > best.len() {
            best = line.to_string();
        }
    }
    &best
}""", "rust")

MAKE_RULES = fence("""%.o: %.c $(DEPS)
\t$(CC) -c -o $@ $< $(CFLAGS)

build/%.pb.go: proto/%.proto | build
\tprotoc --go_out=build --go_opt=paths=source_relative $<

build:
\tmkdir -p $@""", "make")

JSON_ORDER = fence("""{
  "id": "ord_8f2k1",
  "created": 1714561200,
  "customer": {"id": "cus_19a", "email": "ana@example.com"},
  "items": [
    {"sku": "TSHIRT-M-BLK", "qty": 2, "price_cents": 1999},
    {"sku": "MUG-01", "qty": 1, "price_cents": 1250}
  ],
  "shipping": {
    "method": "express",
    "address_lines": ["Rua Augusta 12", "Lisboa"],
    "country": "PT"
  },
  "gift": false
}""", "json")

PY_TOKEN_BUCKET = fence("""import threading
import time


class TokenBucket:
    def __init__(self, rate: float, capacity: int, clock=time.monotonic):
        self.rate = rate
        self.capacity = capacity
        self._tokens = float(capacity)
        self._clock = clock
        self._last = clock()
        self._lock = threading.Lock()

    def _refill(self) -> None:
        now = self._clock()
        self._tokens = min(self.capacity, self._tokens + (now - self._last) * self.rate)
        self._last = now

    def try_acquire(self, n: int = 1) -> bool:
        with self._lock:
            self._refill()
            if self._tokens >= n:
                self._tokens -= n
                return True
            return False

    def wait_time(self, n: int = 1) -> float:
        with self._lock:
            self._refill()
            missing = n - self._tokens
            return max(0.0, missing / self.rate)""", "python")

PY_TRACEBACK = fence("""Traceback (most recent call last):
  File "/home/mia/proj/etl/run.py", line 88, in <module>
    main()
  File "/home/mia/proj/etl/run.py", line 71, in main
    df = df.merge(regions, on="region_id", validate="many_to_one")
  File "/home/mia/.venv/lib/python3.11/site-packages/pandas/core/frame.py", line 10093, in merge
    return merge(
  File "/home/mia/.venv/lib/python3.11/site-packages/pandas/core/reshape/merge.py", line 170, in merge
    op = _MergeOperation(
  File "/home/mia/.venv/lib/python3.11/site-packages/pandas/core/reshape/merge.py", line 813, in __init__
    self._validate_validate_kwd(validate)
  File "/home/mia/.venv/lib/python3.11/site-packages/pandas/core/reshape/merge.py", line 1657, in _validate_validate_kwd
    raise MergeError(
pandas.errors.MergeError: Merge keys are not unique in right dataset; not a many-to-one merge""")

JS_TRACE = fence("""TypeError: Cannot read properties of undefined (reading 'map')
    at OrderList (webpack-internal:///./src/components/OrderList.jsx:21:26)
    at renderWithHooks (webpack-internal:///./node_modules/react-dom/cjs/react-dom.development.js:16305:18)
    at mountIndeterminateComponent (webpack-internal:///./node_modules/react-dom/cjs/react-dom.development.js:20074:13)
    at beginWork (webpack-internal:///./node_modules/react-dom/cjs/react-dom.development.js:21587:16)""")

JSX_ORDERLIST = fence("""export default function OrderList({ customerId }) {
  const [data, setData] = useState();
  useEffect(() => {
    fetch(`/api/customers/${customerId}/orders`)
      .then((r) => r.json())
      .then(setData);
  }, [customerId]);

  return (
    <ul>
      {data.orders.map((o) => (
        <li key={o.id}>{o.number} - {o.status}</li>
      ))}
    </ul>
  );
}""", "jsx")

PY_CHUNKED_STUB = fence('''def chunked(iterable, size):
    """Yield lists of at most `size` items from `iterable`.

    >>> list(chunked(range(5), 2))
    [[0, 1], [2, 3], [4]]
    """
    # TODO: implement''', "python")

TS_USER_TYPE = fence("""export interface User {
  id: string;
  email: string;
  displayName: string | null;
  roles: Array<"admin" | "editor" | "viewer">;
  createdAt: string; // ISO 8601
}""", "ts")

K8S_DEPLOY = fence("""apiVersion: apps/v1
kind: Deployment
metadata:
  name: api
spec:
  replicas: 3
  selector:
    matchLabels: {app: api}
  template:
    metadata:
      labels: {app: api}
    spec:
      containers:
        - name: api
          image: registry.internal/api:2.14.1
          ports: [{containerPort: 8080}]
          resources:
            requests: {cpu: 250m, memory: 256Mi}
            limits: {memory: 512Mi}""", "yaml")

PY_PANDAS_LOOP = fence("""totals = {}
for _, row in df.iterrows():
    key = (row["store_id"], row["date"].strftime("%Y-%m"))
    totals[key] = totals.get(key, 0) + row["qty"] * row["unit_price"]
result = pd.DataFrame(
    [(s, m, v) for (s, m), v in totals.items()],
    columns=["store_id", "month", "revenue"],
)""", "python")

# --------------------------------------------------------------------------------------------
# Large generated modules
# --------------------------------------------------------------------------------------------

_NOUNS = ["invoice", "ledger", "shipment", "customer", "tariff", "voucher", "batch", "payout",
          "refund", "coupon", "subscription", "warehouse", "parcel", "carrier", "region", "account",
          "statement", "settlement", "credit_note", "price_list", "discount", "tax_rule", "dunning",
          "remittance", "journal", "fx_rate", "mandate", "chargeback"]
_VERBS = ["load", "validate", "normalize", "compute", "merge", "split", "render", "export",
          "apply", "resolve", "format", "group", "index", "filter", "collect", "rebuild", "match",
          "post", "void", "reopen", "estimate", "allocate", "summarize"]
_SUFFIX = ["rows", "records", "entries", "lines", "items", "for_period", "by_region", "by_currency",
           "from_csv", "to_json", "pending", "overdue", "in_window", "snapshot"]
_FIELDS = ["reference", "external_id", "account_no", "iban", "vat_id", "region_code",
           "carrier_code", "cost_center", "mandate_id", "batch_no"]
_AMOUNTS = ["amount", "net_amount", "gross_amount", "tax_amount", "fee", "balance"]
_SOURCES = ["SAP", "Stripe", "legacy billing", "warehouse", "partner SFTP", "ERP", "bank"]

_PY_SHAPES = [
    '''def {fn}(records: list[dict], *, strict: bool = False) -> list[dict]:
    """{Verb} {noun_h} records coming from the {source} export."""
    out: list[dict] = []
    for rec in records:
        key = rec.get("{field}")
        if key is None:
            if strict:
                raise ValueError(f"missing {field} in {noun_h} record: {{rec!r}}")
            log.debug("skipping {noun_h} without {field}: %s", rec.get("id"))
            continue
        item = dict(rec)
        item["{field}"] = str(key).strip().upper()
        out.append(item)
    return out
''',
    '''def {fn}(rows: Iterable[Mapping[str, Any]]) -> dict[str, Decimal]:
    """Sum `{amount}` per `{field}`, rounded to cents."""
    totals: dict[str, Decimal] = defaultdict(Decimal)
    for row in rows:
        raw = row.get("{amount}") or "0"
        value = Decimal(str(raw)).quantize(CENTS, rounding=ROUND_HALF_UP)
        totals[row["{field}"]] += value
    return dict(totals)
''',
    '''def {fn}(items: Sequence[{Cls}], start: date, end: date) -> list[{Cls}]:
    """Return the {noun_h} items whose booking date falls in [start, end)."""
    if end <= start:
        raise ValueError("empty window: %s..%s" % (start, end))
    selected = [it for it in items if start <= it.booked_on < end]
    selected.sort(key=lambda it: (it.booked_on, it.{field}))
    return selected
''',
    '''def {fn}(conn, {field}: str) -> Optional[dict]:
    """Fetch one {noun_h} by {field}; results are cached for {ttl} seconds."""
    cached = _CACHE.get(("{noun}", {field}))
    if cached is not None and cached[0] > time.monotonic():
        return cached[1]
    cur = conn.execute(
        "SELECT * FROM {table} WHERE {field} = %s AND deleted_at IS NULL",
        ({field},),
    )
    row = cur.fetchone()
    result = dict(row) if row else None
    _CACHE[("{noun}", {field})] = (time.monotonic() + {ttl}, result)
    return result
''',
    '''def {fn}(payload: dict) -> {Cls}:
    """Build a {Cls} from an API payload, applying defaults for optional fields."""
    try:
        amount = Decimal(str(payload["{amount}"]))
    except (KeyError, InvalidOperation) as exc:
        raise SchemaError("{noun_h}: invalid or missing {amount}") from exc
    return {Cls}(
        {field}=payload.get("{field}", ""),
        {amount}=amount,
        currency=payload.get("currency", DEFAULT_CURRENCY),
        booked_on=_parse_date(payload.get("booked_on")) or date.today(),
        tags=tuple(sorted(set(payload.get("tags", ())))),
    )
''',
    '''def {fn}(entries: list[{Cls}], limit: int = {limit}) -> Iterator[list[{Cls}]]:
    """Yield {noun_h} entries in chunks of at most `limit`, never splitting one {field}."""
    chunk: list[{Cls}] = []
    current = None
    for entry in sorted(entries, key=attrgetter("{field}")):
        if len(chunk) >= limit and entry.{field} != current:
            yield chunk
            chunk = []
        chunk.append(entry)
        current = entry.{field}
    if chunk:
        yield chunk
''',
    '''def {fn}(rows: list[dict], fx: Mapping[str, Decimal], target: str = "EUR") -> list[dict]:
    """Convert `{amount}` of each {noun_h} row into `target` using the given rates."""
    converted = []
    for row in rows:
        cur = row.get("currency", target)
        rate = Decimal(1) if cur == target else fx.get(cur)
        if rate is None:
            raise KeyError(f"no FX rate for {{cur}} -> {{target}}")
        new = dict(row)
        new["{amount}"] = (Decimal(str(row["{amount}"])) * rate).quantize(CENTS)
        new["currency"] = target
        converted.append(new)
    return converted
''',
    '''class {Cls}Repository:
    """Persistence for {noun_h} objects ({table})."""

    def __init__(self, conn, *, schema: str = "public") -> None:
        self._conn = conn
        self._schema = schema

    def get(self, {field}: str) -> Optional[{Cls}]:
        row = self._conn.execute(
            f"SELECT * FROM {{self._schema}}.{table} WHERE {field} = %s", ({field},)
        ).fetchone()
        return {Cls}(**row) if row else None

    def save(self, obj: {Cls}) -> None:
        self._conn.execute(
            f"INSERT INTO {{self._schema}}.{table} ({field}, {amount}, currency, booked_on) "
            "VALUES (%s, %s, %s, %s) ON CONFLICT ({field}) DO UPDATE "
            "SET {amount} = EXCLUDED.{amount}, currency = EXCLUDED.currency",
            (obj.{field}, obj.{amount}, obj.currency, obj.booked_on),
        )

    def delete(self, {field}: str) -> bool:
        cur = self._conn.execute(
            f"UPDATE {{self._schema}}.{table} SET deleted_at = now() WHERE {field} = %s",
            ({field},),
        )
        return cur.rowcount > 0
''',
]

_PY_HEADER = '''"""{title}

Internal module of the {pkg} service. Functions here are called from the nightly jobs and from the
HTTP handlers in {pkg}.api; keep them free of request objects.
"""
from __future__ import annotations

import logging
import re
import time
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date, datetime
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from operator import attrgetter
from typing import Any, Iterable, Iterator, Mapping, Optional, Sequence

from {pkg}.errors import SchemaError

log = logging.getLogger(__name__)

CENTS = Decimal("0.01")
DEFAULT_CURRENCY = "EUR"
PERIOD_RE = re.compile(r"^\d{{4}}-(0[1-9]|1[0-2])$")
_CACHE: dict[tuple[str, str], tuple[float, Any]] = {{}}


def _parse_date(value: Any) -> Optional[date]:
    if value in (None, ""):
        return None
    if isinstance(value, date):
        return value
    return datetime.strptime(str(value), "%Y-%m-%d").date()

'''


def _camel(s: str) -> str:
    return "".join(p.capitalize() for p in s.split("_"))


def big_python_module(rng: random.Random, target_bytes: int, required: list[str],
                      pkg: str = "ledgerd", title: str = "Posting and reconciliation helpers.") -> str:
    """A plausible Python module of about target_bytes that contains the hand-written `required`
    definitions at random positions."""
    parts = [_PY_HEADER.format(pkg=pkg, title=title)]
    noun_fields: dict[str, tuple[str, str]] = {}
    used: list[str] = []
    body: list[str] = []
    size = len(parts[0]) + sum(len(r) for r in required)
    while size < target_bytes:
        noun = rng.choice(_NOUNS)
        cls = _camel(noun)
        if noun not in noun_fields:
            f = rng.choice(_FIELDS)
            a = rng.choice(_AMOUNTS)
            noun_fields[noun] = (f, a)
            dc = (f"@dataclass(frozen=True)\nclass {cls}:\n    {f}: str\n    {a}: Decimal\n"
                  f"    currency: str = DEFAULT_CURRENCY\n    booked_on: date = field(default_factory=date.today)\n"
                  f"    tags: tuple[str, ...] = ()\n")
            body.append(dc)
            size += len(dc)
        nf, na = noun_fields[noun]
        shape = rng.choice(_PY_SHAPES)
        verb = rng.choice(_VERBS)
        fn = f"{verb}_{noun}_{rng.choice(_SUFFIX)}"
        if shape.startswith("class"):
            fn = f"{cls}Repository"
        if fn in used:
            continue
        used.append(fn)
        text = shape.format(fn=fn, Verb=verb.capitalize(), noun=noun, noun_h=noun.replace("_", " "),
                            source=rng.choice(_SOURCES), field=nf,
                            amount=na, Cls=cls, table=noun + "s",
                            ttl=rng.choice([30, 60, 300, 900]), limit=rng.choice([100, 250, 500, 1000]))
        body.append(text)
        size += len(text) + 2
    for r in required:
        body.insert(rng.randrange(len(body) // 3, len(body)), r)
    return parts[0] + "\n\n".join(body)


PARSE_HEADER_FN = '''def parse_header(line: str, *, expected_version: int = 3) -> dict[str, str]:
    if not line.startswith("#LEDGER"):
        raise SchemaError(f"not a ledger header: {line[:40]!r}")
    fields = {}
    for token in line[len("#LEDGER"):].strip().split(";"):
        if not token:
            continue
        key, _, value = token.partition("=")
        fields[key.strip().lower()] = value.strip()
    version = int(fields.get("v", "1"))
    if version != expected_version:
        log.warning("ledger header version %s, expected %s", version, expected_version)
    if "period" in fields and not PERIOD_RE.match(fields["period"]):
        raise SchemaError(f"bad period in header: {fields['period']!r}")
    return fields
'''

RECONCILE_FN = '''def _reconcile_batches(bank_rows: list[dict], ledger_rows: list[dict],
                       tolerance: Decimal = Decimal("0.01")) -> tuple[list[tuple[dict, dict]], list[dict], list[dict]]:
    by_ref: dict[str, list[dict]] = defaultdict(list)
    for row in ledger_rows:
        by_ref[row["reference"].strip().upper()].append(row)
    matched, unmatched_bank = [], []
    for b in sorted(bank_rows, key=lambda r: r["value_date"]):
        ref = (b.get("reference") or "").strip().upper()
        candidates = by_ref.get(ref) or []
        hit = next((c for c in candidates
                    if abs(Decimal(str(c["amount"])) - Decimal(str(b["amount"]))) <= tolerance), None)
        if hit is None:
            unmatched_bank.append(b)
            continue
        candidates.remove(hit)
        matched.append((b, hit))
    leftover = [r for rows in by_ref.values() for r in rows]
    return matched, unmatched_bank, leftover
'''

MERGE_WINDOWS_FN = '''def _merge_windows(wins):
    tmp = sorted(wins, key=lambda w: (w.start, w.end))
    res = []
    for w in tmp:
        if res and w.start <= res[-1].end:
            last = res.pop()
            res.append(type(w)(start=last.start, end=max(last.end, w.end)))
        else:
            res.append(w)
    return res
'''

_TS_SHAPES = [
    '''export function {fn}(rows: {Cls}[], opts: {{ strict?: boolean }} = {{}}): {Cls}[] {{
  const out: {Cls}[] = [];
  for (const row of rows) {{
    if (row.{field} == null) {{
      if (opts.strict) throw new Error(`{noun} without {field}: ${{row.id}}`);
      continue;
    }}
    out.push({{ ...row, {field}: String(row.{field}).trim() }});
  }}
  return out;
}}
''',
    '''export async function {fn}(api: ApiClient, id: string): Promise<{Cls} | null> {{
  const res = await api.get<{Cls}>(`/{noun}s/${{encodeURIComponent(id)}}`);
  if (res.status === 404) return null;
  if (!res.ok) throw new ApiError(res.status, `failed to load {noun} ${{id}}`);
  return res.data;
}}
''',
    '''export function {fn}(items: {Cls}[]): Record<string, number> {{
  return items.reduce<Record<string, number>>((acc, it) => {{
    const key = it.{field} ?? "unknown";
    acc[key] = (acc[key] ?? 0) + it.{amount};
    return acc;
  }}, {{}});
}}
''',
    '''export interface {Cls} {{
  id: string;
  {field}: string | null;
  {amount}: number;
  currency: string;
  updatedAt: string;
}}
''',
    '''export function {fn}(list: {Cls}[], from: Date, to: Date): {Cls}[] {{
  const a = from.getTime();
  const b = to.getTime();
  return list
    .filter((x) => {{
      const t = Date.parse(x.updatedAt);
      return t >= a && t < b;
    }})
    .sort((x, y) => Date.parse(x.updatedAt) - Date.parse(y.updatedAt));
}}
''',
]

_TS_FIELDS = ["region", "owner", "status", "channel", "sku", "team", "plan"]
_TS_AMOUNTS = ["total", "count", "quantity", "seats", "revenue", "spend"]

BUILD_REPORT_FN = '''export function buildReport(orders: Order[], refunds: Refund[], period: Period) {
  const inPeriod = orders.filter((o) => o.placedAt >= period.start && o.placedAt < period.end);
  const refundByOrder = new Map(refunds.map((r) => [r.orderId, r] as const));
  const rows = inPeriod.map((o) => {
    const refund = refundByOrder.get(o.id);
    return {
      orderId: o.id,
      customer: o.customerEmail,
      gross: o.total,
      refunded: refund?.amount ?? 0,
      net: o.total - (refund?.amount ?? 0),
      currency: o.currency,
      flags: refund ? (["refunded"] as const) : ([] as const),
    };
  });
  return {
    period: { start: period.start.toISOString(), end: period.end.toISOString() },
    totals: {
      gross: rows.reduce((s, r) => s + r.gross, 0),
      net: rows.reduce((s, r) => s + r.net, 0),
      orders: rows.length,
    },
    rows,
    generatedAt: new Date().toISOString(),
  };
}
'''


def big_ts_module(rng: random.Random, target_bytes: int, required: list[str]) -> str:
    head = ('import { ApiClient, ApiError } from "../api/client";\n'
            'import type { Order, Refund, Period } from "../domain/types";\n\n')
    body: list[str] = []
    used: list[str] = []
    size = len(head) + sum(len(r) for r in required)
    while size < target_bytes:
        noun = rng.choice(["invoice", "seat", "plan", "coupon", "ticket", "lead", "deal", "order",
                           "shipment", "payout", "workspace", "license"])
        cls = noun.capitalize() + rng.choice(["", "Row", "Summary", "Dto", "Record"])
        shape = rng.choice(_TS_SHAPES)
        fn = rng.choice(["load", "normalize", "group", "filter", "sum", "index", "pick"]) + \
            noun.capitalize() + rng.choice(["s", "ById", "ByRegion", "InRange", "Totals", "List"])
        key = fn if "interface" not in shape else cls
        if key in used:
            continue
        used.append(key)
        text = shape.format(fn=fn, Cls=cls, noun=noun, field=rng.choice(_TS_FIELDS),
                            amount=rng.choice(_TS_AMOUNTS))
        body.append(text)
        size += len(text) + 1
    for r in required:
        body.insert(rng.randrange(len(body) // 3, len(body)), r)
    return head + "\n".join(body)
