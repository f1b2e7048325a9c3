"""Code and text that some asks supply. All written for this set.

CODE[key] = (path inside the workspace, fence language, source)
"""

CODE = {}

CODE["py_parse_header"] = ("src/ledgerline/webhooks_util.py", "python", '''def parse_header(raw: str) -> dict[str, str]:
    parts = {}
    for chunk in raw.split(","):
        if "=" not in chunk:
            continue
        k, v = chunk.split("=", 1)
        parts[k.strip().lower()] = v.strip().strip('"')
    if "t" not in parts or "v1" not in parts:
        raise ValueError("signature header is missing t or v1")
    return parts
''')

CODE["js_debounce"] = ("src/hooks/debounce.js", "javascript", '''export function debounce(fn, wait, { leading = false } = {}) {
  let timer = null;
  let lastArgs;
  return function (...args) {
    lastArgs = args;
    const callNow = leading && timer === null;
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      if (!leading) fn.apply(this, lastArgs);
    }, wait);
    if (callNow) fn.apply(this, args);
  };
}
''')

CODE["go_clamp_backoff"] = ("internal/scheduler/backoff.go", "go", '''func nextDelay(attempt int, base, max time.Duration) time.Duration {
	if attempt <= 0 {
		return base
	}
	d := base << uint(attempt)
	if d <= 0 || d > max {
		d = max
	}
	jitter := time.Duration(rand.Int63n(int64(d) / 5))
	return d - jitter
}
''')

CODE["rs_shard_index"] = ("src/shard.rs", "rust", '''pub(crate) fn shard_index<K: Hash>(key: &K, shards: usize) -> usize {
    debug_assert!(shards.is_power_of_two());
    let mut h = DefaultHasher::new();
    key.hash(&mut h);
    let x = h.finish();
    ((x ^ (x >> 29)) as usize) & (shards - 1)
}
''')

CODE["java_zone"] = ("src/main/java/com/parcelrouter/routing/ZoneResolver.java", "java", '''public Zone resolve(String postalCode) {
    if (postalCode == null || postalCode.isBlank()) {
        throw new IllegalArgumentException("postal code required");
    }
    String prefix = postalCode.trim().substring(0, Math.min(2, postalCode.trim().length()));
    Zone zone = zonesByPrefix.get(prefix);
    if (zone == null) {
        zone = fallbackZone;
        metrics.counter("zone.fallback").increment();
    }
    return zone;
}
''')

CODE["py_mystery"] = ("src/ledgerline/utils.py", "python", '''def squash(entries):
    out = []
    for e in sorted(entries, key=lambda e: (e.account, e.ts)):
        if out and out[-1].account == e.account and e.ts - out[-1].ts < 60:
            out[-1] = out[-1]._replace(amount=out[-1].amount + e.amount, ts=e.ts)
        else:
            out.append(e)
    return [e for e in out if e.amount != 0]
''')

CODE["c_trim"] = ("src/util.c", "c", '''size_t mh_trim(const char *s, size_t n, const char **out) {
    size_t start = 0, end = n;
    while (start < end && (s[start] == ' ' || s[start] == '\\t'))
        start++;
    while (end > start && (s[end - 1] == ' ' || s[end - 1] == '\\t'))
        end--;
    *out = s + start;
    return end - start;
}
''')

CODE["ts_deep_partial"] = ("src/utils/types.ts", "typescript", '''export type DeepPartial<T> = T extends (...args: any[]) => any
  ? T
  : T extends Array<infer U>
    ? Array<DeepPartial<U>>
    : T extends object
      ? { [K in keyof T]?: DeepPartial<T[K]> }
      : T;
''')

CODE["sql_window"] = ("queries/retention.sql", "sql", '''SELECT customer_id,
       order_date,
       amount,
       SUM(amount) OVER (PARTITION BY customer_id ORDER BY order_date
                         ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) AS rolling_3,
       LAG(order_date) OVER (PARTITION BY customer_id ORDER BY order_date) AS prev_order
FROM orders
WHERE status = 'paid';
''')

CODE["bash_backup"] = ("scripts/backup.sh", "bash", '''#!/usr/bin/env bash
set -euo pipefail
src=${1:?usage: backup.sh DIR}
stamp=$(date +%Y%m%d-%H%M%S)
dest="/var/backups/$(basename "$src")-$stamp.tar.gz"
tar -czf "$dest" -C "$(dirname "$src")" "$(basename "$src")"
find /var/backups -name "$(basename "$src")-*.tar.gz" -mtime +14 -delete
echo "wrote $dest"
''')

CODE["js_promise_chain"] = ("src/legacy/loadProfile.js", "javascript", '''function loadProfile(userId) {
  return fetch(`/api/users/${userId}`)
    .then((res) => {
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return res.json();
    })
    .then((user) => fetch(`/api/teams/${user.teamId}`).then((r) => r.json()).then((team) => ({ user, team })))
    .catch((err) => {
      console.error("profile load failed", err);
      return null;
    });
}
''')

CODE["py_bad_names"] = ("src/ledgerline/services/export.py", "python", '''def build_rows(d, x):
    tmp = []
    for i in d:
        if i["status"] in x:
            tmp.append([i["id"], i["customer"], i["total"] / 100, i["created_at"][:10]])
    tmp.sort(key=lambda r: r[3])
    return tmp
''')

CODE["py_untyped"] = ("src/ledgerline/services/payments.py", "python", '''def split_amount(total, parts, currency="EUR"):
    if parts <= 0:
        raise ValueError("parts must be positive")
    base, rest = divmod(total, parts)
    shares = [base + (1 if i < rest else 0) for i in range(parts)]
    return [{"amount": s, "currency": currency} for s in shares]
''')

CODE["java_offbyone"] = ("src/main/java/com/parcelrouter/shipment/Batcher.java", "java", '''public static List<List<Parcel>> batches(List<Parcel> parcels, int size) {
    List<List<Parcel>> out = new ArrayList<>();
    for (int i = 0; i <= parcels.size(); i += size) {
        int end = Math.min(i + size, parcels.size());
        out.add(new ArrayList<>(parcels.subList(i, end)));
    }
    return out;
}
''')

CODE["go_panic"] = ("internal/config/config.go", "go", '''func MustLoad(path string) Config {
	data, err := os.ReadFile(path)
	if err != nil {
		panic(err)
	}
	var c Config
	if err := yaml.Unmarshal(data, &c); err != nil {
		panic(fmt.Sprintf("bad config %s: %v", path, err))
	}
	if c.PollInterval == 0 {
		c.PollInterval = 5 * time.Minute
	}
	return c
}
''')

CODE["py_fetch_rates"] = ("src/ledgerline/services/fx.py", "python", '''def fetch_rates(base: str = "EUR") -> dict[str, Decimal]:
    resp = httpx.get(f"{settings.fx_url}/latest", params={"base": base})
    resp.raise_for_status()
    payload = resp.json()
    return {code: Decimal(str(rate)) for code, rate in payload["rates"].items()}
''')

CODE["py_loop_comp"] = ("src/ledgerline/services/notifications.py", "python", '''def recipients(customers):
    result = []
    for c in customers:
        if c.email and not c.unsubscribed:
            if c.locale in SUPPORTED_LOCALES:
                result.append((c.email.lower(), c.locale))
    return result
''')

CODE["java_nested_ifs"] = ("src/main/java/com/parcelrouter/routing/CarrierSelector.java", "java", '''public Carrier select(Parcel p, Zone z) {
    Carrier chosen = null;
    if (p != null) {
        if (z != null) {
            if (p.weightGrams() <= 30_000) {
                if (z.isRemote()) {
                    chosen = carriers.get("postal");
                } else {
                    chosen = carriers.get("express");
                }
            } else {
                chosen = carriers.get("freight");
            }
        }
    }
    return chosen;
}
''')

CODE["rs_print_all"] = ("src/bin/qc-cli.rs", "rust", '''fn print_all(items: &[String]) -> String {
    let mut out = String::new();
    for (i, it) in items.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        out.push_str(it);
    }
    out
}
''')

CODE["ts_null_checks"] = ("src/components/InvoiceTable/cells.ts", "typescript", '''export function customerLabel(inv: Invoice): string {
  if (inv && inv.customer && inv.customer.company && inv.customer.company.name) {
    return inv.customer.company.name;
  }
  if (inv && inv.customer && inv.customer.name) {
    return inv.customer.name;
  }
  return "Unknown customer";
}
''')

CODE["rb_nil"] = ("app/models/member.rb", "ruby", '''def display_name
  parts = [first_name.strip, last_name.strip]
  name = parts.reject(&:empty?).join(" ")
  name.empty? ? email.split("@").first : name
end
''')

CODE["cs_linq"] = ("Services/ReportService.cs", "csharp", '''public List<string> TopCustomers(List<Order> orders, int n)
{
    var totals = new Dictionary<string, decimal>();
    foreach (var o in orders)
    {
        if (o.Status != OrderStatus.Paid) continue;
        if (!totals.ContainsKey(o.CustomerId)) totals[o.CustomerId] = 0m;
        totals[o.CustomerId] += o.Total;
    }
    var list = new List<KeyValuePair<string, decimal>>(totals);
    list.Sort((a, b) => b.Value.CompareTo(a.Value));
    var result = new List<string>();
    for (int i = 0; i < n && i < list.Count; i++) result.Add(list[i].Key);
    return result;
}
''')

CODE["py_normalize_iban"] = ("src/ledgerline/utils.py", "python", '''def normalize_iban(value: str) -> str:
    cleaned = "".join(ch for ch in value if ch.isalnum()).upper()
    if len(cleaned) < 15 or len(cleaned) > 34:
        raise ValueError(f"IBAN has invalid length: {len(cleaned)}")
    rearranged = cleaned[4:] + cleaned[:4]
    digits = "".join(str(int(ch, 36)) for ch in rearranged)
    if int(digits) % 97 != 1:
        raise ValueError("IBAN checksum failed")
    return cleaned
''')

CODE["go_parse_duration"] = ("internal/util/strings.go", "go", '''func ParseHumanDuration(s string) (time.Duration, error) {
	s = strings.TrimSpace(strings.ToLower(s))
	if s == "" {
		return 0, errors.New("empty duration")
	}
	unit := s[len(s)-1]
	n, err := strconv.Atoi(s[:len(s)-1])
	if err != nil {
		return 0, fmt.Errorf("bad number in %q: %w", s, err)
	}
	switch unit {
	case 's':
		return time.Duration(n) * time.Second, nil
	case 'm':
		return time.Duration(n) * time.Minute, nil
	case 'h':
		return time.Duration(n) * time.Hour, nil
	case 'd':
		return time.Duration(n) * 24 * time.Hour, nil
	}
	return 0, fmt.Errorf("unknown unit %q", unit)
}
''')

CODE["js_format_bytes"] = ("src/utils/format.js", "javascript", '''export function formatBytes(bytes, decimals = 1) {
  if (!Number.isFinite(bytes) || bytes < 0) return "-";
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let i = 0;
  while (value >= 1024 && i < units.length - 1) {
    value /= 1024;
    i++;
  }
  return `${value.toFixed(decimals)} ${units[i]}`;
}
''')

CODE["py_chunks_for_go"] = ("tools/ingest.py", "python", '''def read_batches(path, size=500):
    batch = []
    with open(path, newline="") as fh:
        for row in csv.DictReader(fh):
            if not row.get("station"):
                continue
            batch.append(row)
            if len(batch) == size:
                yield batch
                batch = []
    if batch:
        yield batch
''')

CODE["js_to_ts"] = ("src/utils/money.js", "javascript", '''export function formatMoney(amountMinor, currency, locale) {
  const fmt = new Intl.NumberFormat(locale || "en-US", { style: "currency", currency });
  return fmt.format(amountMinor / 100);
}

export function sumLines(lines) {
  return lines.reduce((acc, l) => acc + l.unitPrice * l.qty, 0);
}
''')

CODE["bash_rotate"] = ("scripts/rotate_logs.sh", "bash", '''#!/bin/sh
LOGDIR=/var/log/tidewatch
for f in "$LOGDIR"/*.log; do
  [ -s "$f" ] || continue
  mv "$f" "$f.$(date +%F)"
  gzip "$f.$(date +%F)"
done
ls -1t "$LOGDIR"/*.gz | tail -n +31 | xargs -r rm --
''')

CODE["java_to_kotlin"] = ("src/main/java/com/parcelrouter/shipment/Dimensions.java", "java", '''public final class Dimensions {
    private final int lengthCm;
    private final int widthCm;
    private final int heightCm;

    public Dimensions(int lengthCm, int widthCm, int heightCm) {
        if (lengthCm <= 0 || widthCm <= 0 || heightCm <= 0) {
            throw new IllegalArgumentException("dimensions must be positive");
        }
        this.lengthCm = lengthCm;
        this.widthCm = widthCm;
        this.heightCm = heightCm;
    }

    public int volumetricWeightGrams() {
        return (lengthCm * widthCm * heightCm) / 5;
    }

    public int getLengthCm() { return lengthCm; }
    public int getWidthCm() { return widthCm; }
    public int getHeightCm() { return heightCm; }
}
''')

CODE["py_small_enterprise"] = ("src/ledgerline/utils.py", "python", '''def is_business_day(d: date) -> bool:
    return d.weekday() < 5 and d not in HOLIDAYS
''')

CODE["php_search"] = ("app/Http/Controllers/ProductController.php", "php", '''public function search(Request $request)
{
    $q = $request->input('q');
    $sort = $request->input('sort', 'name');
    $rows = DB::select("SELECT id, name, price FROM products WHERE name LIKE '%$q%' ORDER BY $sort");
    return view('products.search', ['rows' => $rows, 'q' => $q]);
}
''')

CODE["ts_cart_class"] = ("src/utils/cart.ts", "typescript", '''export class Cart {
  items: any[] = [];
  add(item: any) {
    const existing = this.items.find((i) => i.sku == item.sku);
    if (existing) existing.qty = existing.qty + item.qty;
    else this.items.push(item);
  }
  total() {
    let t = 0;
    for (let i = 0; i < this.items.length; i++) t += this.items[i].price * this.items[i].qty;
    return t;
  }
}
''')

CODE["go_review"] = ("internal/store/readings.go", "go", '''func (s *Store) Latest(station string) (*Reading, error) {
	rows, err := s.db.Query("SELECT ts, level_cm FROM readings WHERE station = '" + station + "' ORDER BY ts DESC")
	if err != nil {
		return nil, err
	}
	var r Reading
	for rows.Next() {
		rows.Scan(&r.TS, &r.LevelCM)
		break
	}
	return &r, nil
}
''')

CODE["diff_cache_ttl"] = ("(staged diff)", "diff", '''diff --git a/src/ledgerline/cache.py b/src/ledgerline/cache.py
index 3b1e2c0..8f4d9aa 100644
--- a/src/ledgerline/cache.py
+++ b/src/ledgerline/cache.py
@@ -41,9 +41,12 @@ class TTLCache:
     def get(self, key: str) -> Any | None:
         entry = self._data.get(key)
         if entry is None:
             return None
-        return entry.value
+        if self._expired(entry):
+            del self._data[key]
+            return None
+        return entry.value
 
     def _expired(self, entry: _Entry) -> bool:
-        return time.time() - entry.created > self.ttl
+        return time.monotonic() - entry.created > self.ttl
''')

CODE["diff_cli_flag"] = ("(working tree diff)", "diff", '''diff --git a/cmd/tidewatch/report.go b/cmd/tidewatch/report.go
index 51c2d7e..a04e9f3 100644
--- a/cmd/tidewatch/report.go
+++ b/cmd/tidewatch/report.go
@@ -18,6 +18,7 @@ func init() {
 	reportCmd.Flags().StringP("station", "s", "", "station id")
 	reportCmd.Flags().Duration("since", 24*time.Hour, "window to report on")
+	reportCmd.Flags().Bool("csv", false, "write CSV instead of a table")
 	rootCmd.AddCommand(reportCmd)
 }
@@ -40,7 +41,11 @@ func runReport(cmd *cobra.Command, args []string) error {
-	return report.Table(os.Stdout, rows)
+	asCSV, _ := cmd.Flags().GetBool("csv")
+	if asCSV {
+		return report.CSV(os.Stdout, rows)
+	}
+	return report.Table(os.Stdout, rows)
 }
''')

CODE["diff_es_locale"] = ("(staged diff)", "diff", '''diff --git a/config/locales/es.yml b/config/locales/es.yml
new file mode 100644
index 0000000..c41d2e7
--- /dev/null
+++ b/config/locales/es.yml
@@ -0,0 +1,6 @@
+es:
+  loans:
+    due_soon: "Tu préstamo vence en %{days} días"
+    overdue: "Tu préstamo está vencido"
+  books:
+    not_found: "Libro no encontrado"
diff --git a/config/application.rb b/config/application.rb
@@ -21,7 +21,7 @@ module Bookshelf
-    config.i18n.available_locales = [:en, :de]
+    config.i18n.available_locales = [:en, :de, :es]
''')

CODE["txt_bug_report"] = ("(pasted text)", "text", '''When I open the invoices page on Safari 17 and switch the date filter to "Last quarter", the table shows invoices from the wrong year (2023 instead of 2024). Chrome and Firefox are fine. It started after last Tuesday's release. Refreshing does not help; clearing local storage does.''')

CODE["txt_pr_description"] = ("(pasted text)", "text", '''This PR replaces the hand-rolled retry loop in the feed client with the shared backoff helper from internal/util. Retries now use full jitter and honour Retry-After on 429 and 503. The max attempts default drops from 10 to 6 because the old value caused 20-minute stalls during the March outage. Config key `feed.retries` keeps working; `feed.retry_sleep` is deprecated and logs a warning. Tests cover the header parsing and the attempt cap.''')

CODE["json_config"] = ("config/app.json", "json", '''{
  "server": {"host": "0.0.0.0", "port": 8080, "cors": ["https://admin.orbit.example", "http://localhost:5173"]},
  "features": {"darkMode": false, "betaCharts": true},
  "billing": {"currency": "EUR", "graceDays": 7, "plans": [{"id": "basic", "seats": 3}, {"id": "team", "seats": 20}]}
}''')

CODE["sql_schema_orders"] = ("db/schema.sql", "sql", '''CREATE TABLE customers (
  id          BIGSERIAL PRIMARY KEY,
  name        TEXT NOT NULL,
  country     CHAR(2) NOT NULL,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE orders (
  id           BIGSERIAL PRIMARY KEY,
  customer_id  BIGINT NOT NULL REFERENCES customers(id),
  status       TEXT NOT NULL CHECK (status IN ('pending','paid','refunded','cancelled')),
  amount_minor BIGINT NOT NULL,
  currency     CHAR(3) NOT NULL,
  placed_at    TIMESTAMPTZ NOT NULL
);
''')

CODE["sql_schema_employees"] = ("db/hr.sql", "sql", '''CREATE TABLE departments (
  id    INT PRIMARY KEY,
  name  VARCHAR(80) NOT NULL
);

CREATE TABLE employees (
  id             INT PRIMARY KEY,
  full_name      VARCHAR(120) NOT NULL,
  department_id  INT REFERENCES departments(id),
  manager_id     INT REFERENCES employees(id),
  salary         NUMERIC(10,2) NOT NULL,
  hired_on       DATE NOT NULL
);
''')

CODE["sql_schema_prices"] = ("db/catalog.sql", "sql", '''CREATE TABLE products (
  id     INTEGER PRIMARY KEY,
  sku    TEXT UNIQUE NOT NULL,
  title  TEXT NOT NULL
);

CREATE TABLE price_changes (
  id          INTEGER PRIMARY KEY,
  product_id  INTEGER NOT NULL REFERENCES products(id),
  price_cents INTEGER NOT NULL,
  changed_at  TIMESTAMP NOT NULL
);
''')

CODE["sql_schema_users"] = ("db/users.sql", "sql", '''CREATE TABLE users (
  id          BIGINT PRIMARY KEY,
  email       VARCHAR(255) UNIQUE NOT NULL,
  plan        VARCHAR(20) NOT NULL DEFAULT 'free',
  signed_up   TIMESTAMP NOT NULL,
  last_login  TIMESTAMP
);

CREATE TABLE sessions (
  id          BIGINT PRIMARY KEY,
  user_id     BIGINT NOT NULL REFERENCES users(id),
  started_at  TIMESTAMP NOT NULL,
  ended_at    TIMESTAMP
);
''')

CODE["sql_explain_pt"] = ("queries/churn.sql", "sql", '''SELECT c.country,
       COUNT(*) FILTER (WHERE o.status = 'refunded')::float / NULLIF(COUNT(*), 0) AS refund_rate
FROM orders o
JOIN customers c ON c.id = o.customer_id
WHERE o.placed_at >= date_trunc('month', now()) - interval '3 months'
GROUP BY c.country
HAVING COUNT(*) > 50
ORDER BY refund_rate DESC;
''')

CODE["py_complexity"] = ("src/ledgerline/services/ledger.py", "python", '''def find_pairs(entries, target):
    seen = {}
    pairs = []
    for i, e in enumerate(entries):
        for j in seen.get(target - e.amount, []):
            pairs.append((j, i))
        seen.setdefault(e.amount, []).append(i)
    return pairs
''')

CODE["java_threadsafe"] = ("src/main/java/com/parcelrouter/config/RateCounter.java", "java", '''public class RateCounter {
    private final Map<String, Integer> counts = new HashMap<>();
    private long windowStart = System.currentTimeMillis();

    public boolean allow(String key, int limit) {
        long now = System.currentTimeMillis();
        if (now - windowStart > 60_000) {
            counts.clear();
            windowStart = now;
        }
        int c = counts.getOrDefault(key, 0);
        if (c >= limit) return false;
        counts.put(key, c + 1);
        return true;
    }
}
''')

CODE["js_test_target"] = ("src/utils/slug.js", "javascript", '''export function slugify(input, maxLen = 60) {
  return input
    .normalize("NFKD")
    .replace(/[\\u0300-\\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, maxLen)
    .replace(/-+$/g, "");
}
''')

CODE["py_dup_helper"] = ("src/ledgerline/api/orders.py", "python", '''def _money(minor: int, currency: str) -> str:
    sign = "-" if minor < 0 else ""
    minor = abs(minor)
    return f"{sign}{minor // 100}.{minor % 100:02d} {currency}"
''')

CODE["go_no_ctx"] = ("internal/feed/client.go", "go", '''func (c *Client) Fetch(station string) ([]Reading, error) {
	req, err := http.NewRequest(http.MethodGet, c.baseURL+"/stations/"+station+"/readings", nil)
	if err != nil {
		return nil, err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return nil, fmt.Errorf("fetch %s: %w", station, err)
	}
	defer resp.Body.Close()
	return decodeReadings(resp.Body)
}
''')

CODE["ts_slow_fn"] = ("src/utils/format.ts", "typescript", '''export function formatCurrencyCell(value: number, currency: string, locale: string): string {
  const fmt = new Intl.NumberFormat(locale, { style: "currency", currency });
  return fmt.format(value / 100);
}
''')

CODE["kt_snippet"] = ("app/src/main/kotlin/Retry.kt", "kotlin", '''suspend fun <T> retrying(times: Int, block: suspend () -> T): T {
    var last: Throwable? = null
    repeat(times) {
        try {
            return block()
        } catch (e: IOException) {
            last = e
            delay(200L * (it + 1))
        }
    }
    throw last ?: IllegalStateException("no attempts")
}
''')

CODE["py_rates_ru"] = ("src/ledgerline/services/ledger.py", "python", '''def balance_at(entries, account_id, when):
    total = 0
    for e in entries:
        if e.account_id == account_id and e.posted_at <= when:
            total += e.amount if e.kind == "credit" else -e.amount
    return total
''')

CODE["js_loop_ru"] = ("src/utils/report.js", "javascript", '''function overdueTotals(invoices) {
  const result = [];
  for (let i = 0; i < invoices.length; i++) {
    const inv = invoices[i];
    if (inv.dueDate < Date.now() && !inv.paid) {
      result.push({ id: inv.id, total: inv.total });
    }
  }
  return result;
}
''')

CODE["py_zh"] = ("src/ledgerline/services/refunds.py", "python", '''def refundable_amount(order, refunds, fee_rate=0.0):
    already = sum(r.amount for r in refunds if r.status != "failed")
    fee = round(order.amount * fee_rate)
    return max(order.amount - fee - already, 0)
''')

CODE["java_zh"] = ("src/main/java/com/parcelrouter/user/PasswordPolicy.java", "java", '''public class PasswordPolicy {
    private final int minLength;

    public PasswordPolicy(int minLength) {
        this.minLength = minLength;
    }

    public List<String> violations(String pw) {
        List<String> out = new ArrayList<>();
        if (pw == null || pw.length() < minLength) out.add("too short");
        if (pw != null && pw.chars().noneMatch(Character::isDigit)) out.add("needs a digit");
        if (pw != null && pw.equals(pw.toLowerCase())) out.add("needs an uppercase letter");
        return out;
    }
}
''')

CODE["py_ja"] = ("src/ledgerline/jobs/reconcile.py", "python", '''def unmatched(bank_rows, ledger_rows):
    index = {(r.date, r.amount): r for r in ledger_rows}
    missing = []
    for b in bank_rows:
        if (b.date, b.amount) not in index:
            missing.append(b)
    return missing
''')

CODE["js_ja"] = ("src/api/legacyUpload.js", "javascript", '''function uploadAvatar(file, cb) {
  const form = new FormData();
  form.append("avatar", file);
  fetch("/api/me/avatar", { method: "POST", body: form })
    .then((r) => r.json())
    .then((data) => cb(null, data.url))
    .catch((e) => cb(e));
}
''')

CODE["go_ja"] = ("internal/util/strings.go", "go", '''func Truncate(s string, max int) string {
	if max <= 0 {
		return ""
	}
	r := []rune(s)
	if len(r) <= max {
		return s
	}
	if max <= 1 {
		return string(r[:max])
	}
	return string(r[:max-1]) + "…"
}
''')

CODE["js_ko"] = ("src/hooks/useThrottle.js", "javascript", '''export function throttle(fn, interval) {
  let last = 0;
  let pending = null;
  return (...args) => {
    const now = Date.now();
    if (now - last >= interval) {
      last = now;
      fn(...args);
    } else {
      clearTimeout(pending);
      pending = setTimeout(() => {
        last = Date.now();
        fn(...args);
      }, interval - (now - last));
    }
  };
}
''')

CODE["py_ko"] = ("src/ledgerline/services/export.py", "python", '''def active_emails(customers):
    emails = []
    for c in customers:
        if c.active:
            emails.append(c.email.strip().lower())
    return emails
''')

CODE["py_de"] = ("src/ledgerline/services/ledger.py", "python", '''def fold_entries(entries, opening=0):
    balance = opening
    history = []
    for e in sorted(entries, key=lambda e: e.posted_at):
        balance += e.amount
        history.append((e.posted_at, balance))
    return balance, history
''')

CODE["js_de"] = ("src/utils/storage.js", "javascript", '''export function readSetting(key, fallback) {
  try {
    const raw = window.localStorage.getItem(`orbit:${key}`);
    return raw === null ? fallback : JSON.parse(raw);
  } catch {
    return fallback;
  }
}
''')

CODE["py_fr"] = ("src/ledgerline/services/orders.py", "python", '''def apply_discount(lines, code, now=None):
    now = now or datetime.now(timezone.utc)
    promo = PROMOS.get(code)
    if promo is None or promo.expires_at < now:
        return lines
    return [dict(l, unit_price=l["unit_price"] * (100 - promo.percent) // 100) for l in lines]
''')

CODE["py_fr_rust"] = ("tools/checksum.py", "python", '''def luhn_valid(number: str) -> bool:
    digits = [int(c) for c in number if c.isdigit()]
    if len(digits) < 2:
        return False
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0
''')

CODE["py_es"] = ("src/ledgerline/utils.py", "python", '''def parse_amount(text: str) -> int:
    t = text.strip().replace(" ", "")
    negative = t.startswith("-")
    t = t.lstrip("+-")
    if "," in t and "." in t:
        t = t.replace(".", "").replace(",", ".")
    elif "," in t:
        t = t.replace(",", ".")
    whole, _, frac = t.partition(".")
    cents = int(whole or 0) * 100 + int((frac + "00")[:2])
    return -cents if negative else cents
''')

CODE["js_es"] = ("src/utils/grid.js", "javascript", '''function f(a, b) {
  const r = [];
  for (const x of a) {
    const y = b.find((z) => z.k === x.k);
    r.push({ ...x, v2: y ? y.v : null });
  }
  return r;
}
''')

CODE["go_pt"] = ("internal/report/csv.go", "go", '''func WriteCSV(path string, rows []Row) {
	f, _ := os.Create(path)
	w := csv.NewWriter(f)
	w.Write([]string{"station", "ts", "level_cm"})
	for _, r := range rows {
		w.Write([]string{r.Station, r.TS.Format(time.RFC3339), strconv.Itoa(r.LevelCM)})
	}
	w.Flush()
	f.Close()
}
''')

CODE["py_ru_doc"] = ("src/ledgerline/ratelimit.py", "python", '''def allow(bucket, now, rate, burst):
    elapsed = now - bucket.updated
    bucket.tokens = min(burst, bucket.tokens + elapsed * rate)
    bucket.updated = now
    if bucket.tokens >= 1:
        bucket.tokens -= 1
        return True
    return False
''')


# ------------------------------------------------------------------ large files (generated from small vocabularies)
def _big_python():
    verbs = ["load", "parse", "merge", "render", "validate", "normalize", "split", "collect", "resolve", "format", "index", "reconcile"]
    nouns = ["invoice", "ledger_entry", "refund", "customer", "batch", "payout", "currency", "period", "report", "statement", "fee", "mandate"]
    bodies = [
        '''    out = []
    for item in items:
        if item is None:
            continue
        out.append({key}(item))
    return out''',
        '''    if not value:
        raise ValueError("{name}: empty input")
    text = str(value).strip()
    return text.lower() if strict else text''',
        '''    total = 0
    for row in rows:
        amount = int(row.get("amount_minor", 0))
        if row.get("kind") == "debit":
            amount = -amount
        total += amount
    return total''',
        '''    seen = set()
    result = []
    for entry in entries:
        marker = (entry.account_id, entry.posted_at.date())
        if marker in seen:
            continue
        seen.add(marker)
        result.append(entry)
    return result''',
        '''    start = period.start.replace(day=1)
    end = (start + timedelta(days=32)).replace(day=1)
    return [d for d in dates if start <= d < end]''',
    ]
    sigs = ["(items, key=str)", "(value, strict=False)", "(rows)", "(entries)", "(period, dates)"]
    parts = ['"""Helpers shared by the legacy batch jobs. Kept in one module until the split planned in LEDG-88."""\n'
             "from __future__ import annotations\n\nimport logging\nfrom datetime import timedelta\n\nlog = logging.getLogger(__name__)\n\n"]
    k = 0
    target_at = 71
    for v in verbs:
        for n in nouns:
            k += 1
            if k == target_at:
                parts.append(CODE["py_parse_header"][2] + "\n\n")
            b = (k * 7 + len(v) + len(n)) % len(bodies)
            name = f"{v}_{n}"
            parts.append(f"def {name}{sigs[b]}:\n" + bodies[b].format(key="str", name=name) + "\n\n\n")
    return "".join(parts).rstrip() + "\n"


def _big_go():
    verbs = ["Load", "Parse", "Merge", "Render", "Validate", "Normalize", "Split", "Collect", "Resolve", "Format"]
    nouns = ["Station", "Reading", "Tide", "Feed", "Window", "Alert", "Report", "Range", "Sample", "Gauge", "Series"]
    bodies = [
        "\tout := make([]string, 0, len(in))\n\tfor _, s := range in {\n\t\tif s == \"\" {\n\t\t\tcontinue\n\t\t}\n\t\tout = append(out, strings.TrimSpace(s))\n\t}\n\treturn out",
        "\tif len(in) == 0 {\n\t\treturn nil\n\t}\n\tsort.Strings(in)\n\treturn in[:1]",
        "\tm := make(map[string]int, len(in))\n\tfor i, s := range in {\n\t\tm[s] = i\n\t}\n\tkeys := make([]string, 0, len(m))\n\tfor k := range m {\n\t\tkeys = append(keys, k)\n\t}\n\treturn keys",
    ]
    parts = ["package util\n\nimport (\n\t\"sort\"\n\t\"strings\"\n)\n\n"]
    k = 0
    for v in verbs:
        for n in nouns:
            k += 1
            if k == 48:
                parts.append("""func mergeRanges(rs [][2]int) [][2]int {
	if len(rs) == 0 {
		return nil
	}
	sort.Slice(rs, func(i, j int) bool { return rs[i][0] < rs[j][0] })
	tmp := [][2]int{rs[0]}
	for _, r := range rs[1:] {
		last := &tmp[len(tmp)-1]
		if r[0] <= last[1] {
			if r[1] > last[1] {
				last[1] = r[1]
			}
			continue
		}
		tmp = append(tmp, r)
	}
	return tmp
}

""")
            parts.append(f"// {v}{n}s is used by the report pipeline.\nfunc {v}{n}s(in []string) []string {{\n" + bodies[k % len(bodies)] + "\n}\n\n")
    return "".join(parts).rstrip() + "\n"


CODE["py_big_module"] = ("src/ledgerline/legacy/helpers.py", "python", _big_python())
CODE["go_big_file"] = ("internal/util/pipeline.go", "go", _big_go())
BIG = {"py_big_module", "go_big_file"}
