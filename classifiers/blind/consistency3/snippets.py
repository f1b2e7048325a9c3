"""Pasted material used inside asks. Written for this set; every envelope of an ask
carries exactly the same text, so these strings must never be randomised."""

SCHEMA_SHOP = """```sql
CREATE TABLE customers (
  id          BIGSERIAL PRIMARY KEY,
  email       TEXT NOT NULL,
  name        TEXT NOT NULL,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE TABLE orders (
  id           BIGSERIAL PRIMARY KEY,
  customer_id  BIGINT NOT NULL REFERENCES customers(id),
  status       TEXT NOT NULL CHECK (status IN ('pending','paid','refunded','cancelled')),
  placed_at    TIMESTAMPTZ NOT NULL
);
CREATE TABLE order_items (
  order_id    BIGINT NOT NULL REFERENCES orders(id),
  product_id  BIGINT NOT NULL,
  quantity    INT NOT NULL,
  unit_price  NUMERIC(10,2) NOT NULL
);
```"""

SCHEMA_PRODUCTS = """```sql
CREATE TABLE productos (id INT PRIMARY KEY, nombre VARCHAR(120), categoria VARCHAR(60), activo BOOLEAN);
CREATE TABLE ventas (id INT PRIMARY KEY, producto_id INT REFERENCES productos(id), cantidad INT, fecha DATE);
```"""

SCHEMA_EMP = """```sql
CREATE TABLE departments (dept_id INT PRIMARY KEY, dept_name VARCHAR(50));
CREATE TABLE employees (
  emp_id INT PRIMARY KEY,
  name VARCHAR(50),
  salary DECIMAL(10,2),
  dept_id INT REFERENCES departments(dept_id)
);
```"""

SCHEMA_SALES_KO = """```sql
CREATE TABLE sales (
  id SERIAL PRIMARY KEY,
  sold_at TIMESTAMP NOT NULL,
  amount_krw BIGINT NOT NULL,
  store_id INT NOT NULL
);
```"""

SCHEMA_METRICS_PT = """```sql
CREATE TABLE acessos_diarios (
  dia DATE PRIMARY KEY,
  visitas INTEGER NOT NULL
);
```"""

SCHEMA_USERS = """```sql
CREATE TABLE users (
  id SERIAL PRIMARY KEY,
  email VARCHAR(255) NOT NULL,
  username VARCHAR(64) NOT NULL,
  created_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP
);
```"""

DIFF_RETRY = """```diff
--- a/src/http/client.py
+++ b/src/http/client.py
@@ -41,12 +41,20 @@ class ApiClient:
-    def get(self, path):
-        resp = self._session.get(self.base_url + path, timeout=10)
-        resp.raise_for_status()
-        return resp.json()
+    def get(self, path, retries=3):
+        last_exc = None
+        for attempt in range(retries):
+            try:
+                resp = self._session.get(self.base_url + path, timeout=10)
+                resp.raise_for_status()
+                return resp.json()
+            except requests.ConnectionError as exc:
+                last_exc = exc
+                time.sleep(0.5 * 2 ** attempt)
+        raise last_exc
```"""

DIFF_I18N = """```diff
--- a/web/src/components/Header.tsx
+++ b/web/src/components/Header.tsx
@@ -3,9 +3,11 @@ import { Link } from "react-router-dom";
+import { useTranslation } from "react-i18next";
 
 export function Header() {
+  const { t } = useTranslation();
   return (
     <nav className="header">
-      <Link to="/">Home</Link>
-      <Link to="/settings">Settings</Link>
+      <Link to="/">{t("nav.home")}</Link>
+      <Link to="/settings">{t("nav.settings")}</Link>
     </nav>
   );
 }
```"""

DIFF_GO = """```diff
--- a/internal/store/pg.go
+++ b/internal/store/pg.go
@@ -88,7 +88,9 @@ func (s *Store) ListInvoices(ctx context.Context, accountID string) ([]Invoice, error) {
-	rows, err := s.db.QueryContext(ctx, "SELECT id, total FROM invoices WHERE account_id = $1", accountID)
+	rows, err := s.db.QueryContext(ctx,
+		"SELECT id, total FROM invoices WHERE account_id = $1 AND deleted_at IS NULL ORDER BY created_at DESC",
+		accountID)
 	if err != nil {
 		return nil, fmt.Errorf("list invoices: %w", err)
 	}
+	defer rows.Close()
```"""

DIFF_CONFIG = """```diff
--- a/config/settings.yaml
+++ b/config/settings.yaml
@@ -12,6 +12,8 @@ server:
   port: 8080
-  read_timeout: 5s
+  read_timeout: 15s
+  write_timeout: 15s
+  max_header_bytes: 1048576
 cache:
   ttl: 300s
```"""

JS_CLOSURE = """```js
for (var i = 0; i < 3; i++) {
  setTimeout(function () {
    console.log(i);
  }, 100);
}
```"""

JS_TMP = """```js
function applyDiscounts(cart, rules) {
  let tmp = 0;
  for (const item of cart.items) {
    const rule = rules.find(r => r.sku === item.sku);
    const price = item.price * item.qty;
    tmp += rule ? price * (1 - rule.pct / 100) : price;
  }
  return Math.round(tmp * 100) / 100;
}
```"""

JS_REDUCE = """```js
const porCategoria = productos.reduce((acc, p) => {
  (acc[p.categoria] ||= []).push(p.nombre);
  return acc;
}, {});
```"""

JS_CALLBACK = """```js
const fs = require("fs");

function loadConfig(path, cb) {
  fs.readFile(path, "utf8", (err, raw) => {
    if (err) return cb(err);
    let cfg;
    try {
      cfg = JSON.parse(raw);
    } catch (e) {
      return cb(e);
    }
    fs.stat(cfg.dataDir, (err2, st) => {
      if (err2) return cb(err2);
      if (!st.isDirectory()) return cb(new Error("dataDir is not a directory"));
      cb(null, cfg);
    });
  });
}
```"""

JS_UNTYPED = """```js
export function groupBy(list, keyFn) {
  const out = new Map();
  for (const item of list) {
    const k = keyFn(item);
    if (!out.has(k)) out.set(k, []);
    out.get(k).push(item);
  }
  return out;
}
```"""

JS_USEMEMO = """```jsx
const filtered = useMemo(() => {
  return items.filter(i => i.name.toLowerCase().includes(query.toLowerCase()));
}, [items]);
```"""

JS_ASYNC = """```js
async function getUserName(id) {
  const res = await fetch(`/api/users/${id}`);
  const data = await res.json();
  return data.name;
}
const name = getUserName(42);
console.log(name); // Promise { <pending> }
```"""

PY_SLUGIFY = """```python
import re
import unicodedata

def slugify(value: str, max_len: int = 60) -> str:
    value = unicodedata.normalize("NFKD", value).encode("ascii", "ignore").decode("ascii")
    value = re.sub(r"[^\\w\\s-]", "", value).strip().lower()
    value = re.sub(r"[-\\s]+", "-", value)
    return value[:max_len].rstrip("-")
```"""

PY_CHUNKS = """```python
def chunks(seq, size):
    out = []
    for i in range(0, len(seq) - 1, size):
        out.append(seq[i:i + size])
    return out
```"""

PY_MERGE = """```python
def merge_intervals(intervals):
    intervals.sort(key=lambda x: x[0])
    merged = []
    for start, end in intervals:
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return merged
```"""

PY_WEIGHTED = """```python
def weighted_average(values, weights):
    total = 0
    wsum = 0
    for v, w in zip(values, weights):
        total += v * w
        wsum += w
    if wsum == 0:
        return None
    return total / wsum
```"""

PY_FETCH_RATES = """```python
def fetch_rates(session, base, symbols, cache=None):
    key = (base, tuple(sorted(symbols)))
    if cache is not None and key in cache:
        return cache[key]
    resp = session.get("https://rates.example.com/latest",
                       params={"base": base, "symbols": ",".join(symbols)})
    resp.raise_for_status()
    data = resp.json()["rates"]
    if cache is not None:
        cache[key] = data
    return data
```"""

PY_PARSE_DURATION = """```python
def parse_duration(text):
    units = {"s": 1, "m": 60, "h": 3600, "d": 86400}
    total = 0
    num = ""
    for ch in text.strip():
        if ch.isdigit():
            num += ch
        elif ch in units and num:
            total += int(num) * units[ch]
            num = ""
        else:
            raise ValueError(f"bad duration: {text!r}")
    if num:
        raise ValueError(f"missing unit in {text!r}")
    return total
```"""

PY_COMPREHENSION = """```python
result = {k: [x for x in v if x % 2 == 0] for k, v in data.items() if any(x > 10 for x in v)}
```"""

PY_TIME_COMPLEXITY = """```python
def has_pair_with_sum(nums, target):
    seen = set()
    for n in sorted(nums):
        for m in nums:
            if n + m == target and n is not m:
                return True
        seen.add(n)
    return False
```"""

PY_CSV_MEDIAN = """```python
def median_of_column(rows, col):
    vals = sorted(float(r[col]) for r in rows if r.get(col) not in (None, ""))
    n = len(vals)
    if n == 0:
        raise ValueError("empty column")
    mid = n // 2
    return vals[mid] if n % 2 else (vals[mid - 1] + vals[mid]) / 2
```"""

PY_X_VAR = """```python
def calcular(pedidos):
    x = 0
    for p in pedidos:
        if p["status"] == "pago":
            x += p["valor"] * p["quantidade"]
    return x
```"""

PY_ZH_VARS = """```python
def f(a, b):
    c = {}
    for d in a:
        e = d.get("uid")
        if e in b:
            c.setdefault(e, []).append(d)
    return c
```"""

PY_ZH_EXPLAIN = """```python
from functools import lru_cache

@lru_cache(maxsize=None)
def ways(n, coins=(1, 5, 10, 25)):
    if n == 0:
        return 1
    if n < 0 or not coins:
        return 0
    return ways(n - coins[0], coins) + ways(n, coins[1:])
```"""

PY_KO_FN = """```python
def normalize_phone(raw: str) -> str:
    digits = "".join(ch for ch in raw if ch.isdigit())
    if digits.startswith("82"):
        digits = "0" + digits[2:]
    if len(digits) not in (10, 11):
        raise ValueError("invalid phone number")
    return f"{digits[:3]}-{digits[3:-4]}-{digits[-4:]}"
```"""

PY_KO_EXPLAIN = """```python
import itertools
pairs = list(itertools.combinations(sorted(set(words), key=len), 2))
longest = max(pairs, key=lambda p: len(set(p[0]) & set(p[1])))
```"""

PY_RU_FN = """```python
def dedupe_events(events, window_sec=30):
    last_seen = {}
    out = []
    for ev in sorted(events, key=lambda e: e["ts"]):
        key = (ev["source"], ev["kind"])
        prev = last_seen.get(key)
        if prev is None or ev["ts"] - prev > window_sec:
            out.append(ev)
            last_seen[key] = ev["ts"]
    return out
```"""

PY_JA_FN = """```python
def paginate(items, page, per_page=20):
    if page < 1:
        raise ValueError("page must be >= 1")
    start = (page - 1) * per_page
    return {
        "items": items[start:start + per_page],
        "page": page,
        "pages": (len(items) + per_page - 1) // per_page,
    }
```"""

PY_IT_FN = """```python
def build_index(docs, stopwords=None):
    stopwords = stopwords or set()
    index = {}
    for doc_id, text in docs.items():
        for word in text.lower().split():
            if word in stopwords:
                continue
            index.setdefault(word, set()).add(doc_id)
    return index
```"""

PY_TR_FN = """```python
def retry(fn, attempts=3, delay=1.0, exceptions=(Exception,)):
    for i in range(attempts):
        try:
            return fn()
        except exceptions:
            if i == attempts - 1:
                raise
            time.sleep(delay * (2 ** i))
```"""

PY_FR_FN = """```python
def taux_remplissage(capacite, reservations):
    if capacite <= 0:
        return 0.0
    places = sum(r["places"] for r in reservations if not r.get("annulee"))
    return min(places / capacite, 1.0)
```"""

PY_ES_FN = """```python
def calcular_iva(importe, tipo="general"):
    tipos = {"general": 0.21, "reducido": 0.10, "superreducido": 0.04}
    if tipo not in tipos:
        raise ValueError(tipo)
    return round(importe * (1 + tipos[tipo]), 2)
```"""

PY_DE_FN = """```python
def ist_schaltjahr(jahr: int) -> bool:
    return jahr % 4 == 0 and (jahr % 100 != 0 or jahr % 400 == 0)
```"""

PY_DE_MESSY = """```python
def p(l):
    r=[]
    for i in range(len(l)):
        if l[i]!=None:
            if type(l[i])==str:
                if l[i].strip()!="":
                    r.append(l[i].strip().lower())
    return list(dict.fromkeys(r))
```"""

PY_TYPEHINTS = """```python
def summarize(orders, by="customer", include_refunds=False):
    totals = {}
    for o in orders:
        if o.status == "refunded" and not include_refunds:
            continue
        key = getattr(o, by)
        totals[key] = totals.get(key, 0) + o.amount
    return sorted(totals.items(), key=lambda kv: kv[1], reverse=True)
```"""

KOTLIN_SNIPPET = """```kotlin
fun <T> List<T>.chunkedBy(predicate: (T, T) -> Boolean): List<List<T>> =
    fold(mutableListOf<MutableList<T>>()) { acc, item ->
        val last = acc.lastOrNull()
        if (last != null && predicate(last.last(), item)) last.add(item)
        else acc.add(mutableListOf(item))
        acc
    }
```"""

GO_DEADLOCK = """```go
func main() {
	results := make(chan int)
	var wg sync.WaitGroup
	for i := 0; i < 3; i++ {
		wg.Add(1)
		go func(n int) {
			defer wg.Done()
			results <- n * n
		}(i)
	}
	wg.Wait()
	close(results)
	for r := range results {
		fmt.Println(r)
	}
}
```"""

PY_TO_GO = """```python
def top_words(text, n=10):
    counts = {}
    for w in text.lower().split():
        w = w.strip(".,!?;:\\"'()")
        if w:
            counts[w] = counts.get(w, 0) + 1
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:n]
```"""

RUST_LIFETIME = """```rust
fn longest_line(text: &str) -> &str {
    let owned = text.to_uppercase();
    owned.lines().max_by_key(|l| l.len()).unwrap_or("")
}
```
```
error[E0515]: cannot return value referencing local variable `owned`
 --> src/main.rs:3:5
  |
3 |     owned.lines().max_by_key(|l| l.len()).unwrap_or("")
  |     -----^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  |     |
  |     returns a value referencing data owned by the current function
  |     `owned` is borrowed here
```"""

JAVA_STACK = """```
Exception in thread "main" java.lang.NullPointerException: Cannot invoke "String.length()" because "name" is null
	at com.acme.report.NameFormatter.initials(NameFormatter.java:27)
	at com.acme.report.ReportBuilder.header(ReportBuilder.java:88)
	at com.acme.report.ReportBuilder.build(ReportBuilder.java:41)
	at com.acme.report.Main.main(Main.java:19)
```"""

JAVA_NULLSAFE = """```java
public String displayName(User user) {
    String first = user.getProfile().getFirstName().trim();
    String last = user.getProfile().getLastName().trim();
    return first + " " + last.substring(0, 1) + ".";
}
```"""

PHP_SQLI = """```php
function find_user($pdo, $name) {
    $sql = "SELECT * FROM users WHERE username = '" . $_GET['name'] . "'";
    $stmt = $pdo->query($sql);
    return $stmt->fetch(PDO::FETCH_ASSOC);
}
```"""

MAKEFILE_RULE = """```make
build/%.o: src/%.c $(wildcard include/*.h) | build
\t$(CC) $(CFLAGS) -MMD -MP -c $< -o $@

build:
\tmkdir -p $@

-include $(wildcard build/*.d)
```"""

NGINX_BLOCK = """```nginx
location /api/ {
    proxy_pass http://backend:8000/;
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_read_timeout 90s;
    limit_req zone=api burst=20 nodelay;
}
```"""

JSON_USERS = """```json
[
  {"id": 1, "name": "ana", "active": true, "roles": ["admin"]},
  {"id": 2, "name": "ben", "active": false, "roles": []},
  {"id": 3, "name": "chidi", "active": true, "roles": ["editor", "viewer"]}
]
```"""

JSON_API_RESP = """```json
{
  "data": {
    "id": "ord_9Zk2",
    "total": 129.9,
    "currency": "EUR",
    "items": [{"sku": "A-100", "qty": 2, "price": 49.95}],
    "shipping": {"method": "express", "eta": "2024-06-02", "address": null},
    "tags": ["gift"]
  },
  "meta": {"request_id": "req_77a1", "took_ms": 41}
}
```"""

SQL_SLOW = """```sql
SELECT c.name, COUNT(*) AS n
FROM customers c
JOIN orders o ON o.customer_id = c.id
WHERE date_trunc('day', o.placed_at) >= '2024-01-01'
  AND lower(c.email) LIKE '%@example.com'
GROUP BY c.name
ORDER BY n DESC;
```
```
Sort  (cost=98211.44..98213.94 rows=1000 width=40) (actual time=5412.3..5412.4 rows=312 loops=1)
  ->  HashAggregate  (actual time=5410.9..5411.8 rows=312 loops=1)
        ->  Hash Join  (actual time=220.1..5322.0 rows=81234 loops=1)
              ->  Seq Scan on orders o  (actual time=0.02..4701.3 rows=2981402 loops=1)
                    Filter: (date_trunc('day'::text, placed_at) >= '2024-01-01')
              ->  Hash  ->  Seq Scan on customers c  Filter: (lower(email) ~~ '%@example.com')
```"""

SQL_DUP_FR = """```sql
SELECT c.id, c.nom, a.ville
FROM clients c
LEFT JOIN adresses a ON a.client_id = c.id
WHERE c.actif = true;
```
(la table `adresses` peut contenir plusieurs lignes par client : facturation, livraison)"""

SQL_RU = """```sql
SELECT user_id,
       COUNT(*) FILTER (WHERE event = 'login') AS logins,
       MAX(created_at) AS last_seen
FROM events
WHERE created_at > now() - interval '30 days'
GROUP BY user_id
HAVING COUNT(*) FILTER (WHERE event = 'login') >= 5;
```"""

SQL_IT = """```sql
SELECT p.categoria,
       SUM(v.importo) OVER (PARTITION BY p.categoria ORDER BY v.data
                            ROWS BETWEEN 6 PRECEDING AND CURRENT ROW) AS somma_mobile
FROM vendite v JOIN prodotti p ON p.id = v.prodotto_id;
```"""

SQL_TR = """```sql
WITH RECURSIVE agac AS (
  SELECT id, ust_id, ad, 1 AS seviye FROM kategoriler WHERE ust_id IS NULL
  UNION ALL
  SELECT k.id, k.ust_id, k.ad, a.seviye + 1
  FROM kategoriler k JOIN agac a ON k.ust_id = a.id
)
SELECT * FROM agac ORDER BY seviye, ad;
```"""

README_PARA = """> This project is a tool which can be used by developers in order to be able to generate
> documentation for their APIs in an automated fashion. It basically works by reading the
> OpenAPI spec files that you have and then it will go ahead and produce HTML pages out of
> them, which you can then host wherever it is that you would like to host them, for example
> on GitHub Pages or on your own server or on any static hosting provider really."""

UI_STRINGS_EN = """```json
{
  "cart.empty": "Your cart is empty",
  "cart.checkout": "Proceed to checkout",
  "cart.items": "{count} items in your cart",
  "auth.forgot": "Forgot your password?"
}
```"""

ERRORS_ES = """```
"pago.rechazado": "El pago ha sido rechazado por el banco ({codigo}).",
"envio.no_disponible": "No realizamos envíos a {provincia} por el momento.",
"cuenta.bloqueada": "Tu cuenta se ha bloqueado tras {n} intentos fallidos."
```"""

UI_FR = """```
Save changes
Discard draft
You have {n} unread messages
Are you sure you want to leave this page?
```"""

DOC_RU = """> Сервис принимает события по HTTP и складывает их в очередь. Каждое событие должно содержать
> поле `source` и метку времени в формате RFC 3339. Если очередь переполнена, сервис отвечает
> кодом 429 и заголовком `Retry-After`. Повторная отправка того же события с тем же `event_id`
> в течение суток игнорируется."""

TEXT_JA = """> Our release process has three stages. First, a release candidate is cut from main every
> Tuesday. Second, the candidate runs on staging for 48 hours while we watch error rates.
> Finally, if nothing regresses, we promote it to production behind a feature flag."""

DOCKER_APP = """app.py:
```python
from flask import Flask, jsonify
app = Flask(__name__)

@app.get("/health")
def health():
    return jsonify(status="ok")
```
requirements.txt:
```
flask==3.0.3
gunicorn==22.0.0
```"""

CI_LOG = """```
Run npm run build
> storefront@2.4.0 build
> tsc -p tsconfig.build.json && vite build

src/features/cart/useCart.ts(42,17): error TS2345: Argument of type 'string | undefined' is not assignable to parameter of type 'string'.
src/features/checkout/api.ts(18,5): error TS2322: Type 'Promise<Response>' is not assignable to type 'Promise<Order>'.
src/shared/format.ts(7,10): error TS2305: Module '"date-fns"' has no exported member 'formatRelativeStrict'.
Error: Process completed with exit code 2.
```"""

PROD_TRACE = """```
Traceback (most recent call last):
  File "/srv/app/billing/tasks.py", line 112, in close_period
    invoice = build_invoice(account, period)
  File "/srv/app/billing/invoice.py", line 64, in build_invoice
    lines = [line_for(usage) for usage in usages]
  File "/srv/app/billing/invoice.py", line 31, in line_for
    rate = RATE_CARD[usage.plan][usage.metric]
KeyError: 'storage_gb'
```"""

PROD_LOG_FR = """```
2024-05-14T09:12:44Z ERROR export.pdf job=8812 user=4471
  java.lang.OutOfMemoryError: Java heap space
    at com.lowagie.text.pdf.PdfWriter.addToBody(PdfWriter.java:812)
    at fr.acme.export.PdfExporter.render(PdfExporter.java:141)
    at fr.acme.export.ExportJob.run(ExportJob.java:58)
```"""

_BIG_PY_HEAD = '''"""Small HTTP/1.1 message toolkit used by the ingestion proxy."""
from __future__ import annotations

import io
import re
import socket
from dataclasses import dataclass, field
from typing import Iterable, Iterator

CRLF = b"\\r\\n"
MAX_LINE = 8192
MAX_HEADERS = 100
TOKEN_RE = re.compile(rb"^[!#$%&'*+.^_`|~0-9A-Za-z-]+$")


class ProtocolError(Exception):
    pass


@dataclass
class Request:
    method: str
    target: str
    version: str
    headers: list[tuple[str, str]] = field(default_factory=list)
    body: bytes = b""

    def header(self, name: str, default: str | None = None) -> str | None:
        name = name.lower()
        for k, v in self.headers:
            if k.lower() == name:
                return v
        return default


def read_line(stream: io.BufferedReader) -> bytes:
    line = stream.readline(MAX_LINE + 1)
    if len(line) > MAX_LINE:
        raise ProtocolError("line too long")
    if not line.endswith(CRLF):
        raise ProtocolError("unterminated line")
    return line[:-2]


def parse_request_line(line: bytes) -> tuple[str, str, str]:
    parts = line.split(b" ")
    if len(parts) != 3:
        raise ProtocolError("malformed request line")
    method, target, version = parts
    if not TOKEN_RE.match(method):
        raise ProtocolError("bad method")
    if version not in (b"HTTP/1.0", b"HTTP/1.1"):
        raise ProtocolError("unsupported version")
    return method.decode(), target.decode("latin-1"), version.decode()


def parse_header(line: bytes) -> tuple[str, str]:
    if b":" not in line:
        raise ProtocolError("header without colon")
    name, _, value = line.partition(b":")
    if not TOKEN_RE.match(name):
        raise ProtocolError("bad header name")
    value = value.strip(b" \\t")
    if b"\\r" in value or b"\\n" in value:
        raise ProtocolError("bare CR/LF in header value")
    return name.decode("ascii"), value.decode("latin-1")


def read_headers(stream: io.BufferedReader) -> list[tuple[str, str]]:
    headers = []
    while True:
        line = read_line(stream)
        if not line:
            return headers
        if line[:1] in (b" ", b"\\t"):
            raise ProtocolError("obsolete line folding")
        headers.append(parse_header(line))
        if len(headers) > MAX_HEADERS:
            raise ProtocolError("too many headers")
'''

_BIG_PY_TAIL = '''

def read_chunked(stream: io.BufferedReader, limit: int) -> bytes:
    out = bytearray()
    while True:
        size_line = read_line(stream).split(b";", 1)[0]
        try:
            size = int(size_line, 16)
        except ValueError:
            raise ProtocolError("bad chunk size") from None
        if size == 0:
            read_headers(stream)  # trailers, ignored
            return bytes(out)
        if len(out) + size > limit:
            raise ProtocolError("body too large")
        out += stream.read(size)
        if stream.read(2) != CRLF:
            raise ProtocolError("chunk not terminated")


def read_body(stream: io.BufferedReader, req: Request, limit: int = 10 * 2**20) -> bytes:
    te = (req.header("transfer-encoding") or "").lower()
    if te:
        if te != "chunked":
            raise ProtocolError("unsupported transfer-encoding")
        if req.header("content-length") is not None:
            raise ProtocolError("both content-length and transfer-encoding")
        return read_chunked(stream, limit)
    cl = req.header("content-length")
    if cl is None:
        return b""
    if not cl.isdigit():
        raise ProtocolError("bad content-length")
    n = int(cl)
    if n > limit:
        raise ProtocolError("body too large")
    data = stream.read(n)
    if len(data) != n:
        raise ProtocolError("short body")
    return data


def read_request(stream: io.BufferedReader) -> Request:
    method, target, version = parse_request_line(read_line(stream))
    req = Request(method, target, version, read_headers(stream))
    req.body = read_body(stream, req)
    return req


def iter_requests(sock: socket.socket) -> Iterator[Request]:
    stream = sock.makefile("rb")
    while True:
        try:
            yield read_request(stream)
        except ProtocolError:
            return
        except (ConnectionResetError, TimeoutError):
            return


def format_response(status: int, reason: str, headers: Iterable[tuple[str, str]], body: bytes) -> bytes:
    lines = [f"HTTP/1.1 {status} {reason}".encode()]
    seen_length = False
    for k, v in headers:
        if k.lower() == "content-length":
            seen_length = True
        lines.append(f"{k}: {v}".encode("latin-1"))
    if not seen_length:
        lines.append(f"Content-Length: {len(body)}".encode())
    return CRLF.join(lines) + CRLF + CRLF + body


def keep_alive(req: Request) -> bool:
    conn = (req.header("connection") or "").lower()
    if req.version == "HTTP/1.0":
        return conn == "keep-alive"
    return conn != "close"
'''

BIG_PY = "```python\n# proxy/http11.py\n" + _BIG_PY_HEAD + _BIG_PY_TAIL + "```"

_BIG_GO = '''package fetcher

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand"
	"net/http"
	"strconv"
	"time"
)

// Client wraps http.Client with retry and rate-limit awareness.
type Client struct {
	HTTP       *http.Client
	MaxRetries int
	BaseDelay  time.Duration
	MaxDelay   time.Duration
	UserAgent  string
	rnd        *rand.Rand
}

var ErrGiveUp = errors.New("fetcher: giving up after retries")

func New(ua string) *Client {
	return &Client{
		HTTP:       &http.Client{Timeout: 20 * time.Second},
		MaxRetries: 5,
		BaseDelay:  200 * time.Millisecond,
		MaxDelay:   10 * time.Second,
		UserAgent:  ua,
		rnd:        rand.New(rand.NewSource(time.Now().UnixNano())),
	}
}

func retryable(status int) bool {
	return status == http.StatusTooManyRequests || status >= 500
}

func retryAfter(resp *http.Response) (time.Duration, bool) {
	v := resp.Header.Get("Retry-After")
	if v == "" {
		return 0, false
	}
	if secs, err := strconv.Atoi(v); err == nil {
		return time.Duration(secs) * time.Second, true
	}
	if t, err := http.ParseTime(v); err == nil {
		return time.Until(t), true
	}
	return 0, false
}

func (c *Client) backoff(attempt int) time.Duration {
	d := c.BaseDelay << attempt
	if d > c.MaxDelay || d <= 0 {
		d = c.MaxDelay
	}
	return d/2 + time.Duration(c.rnd.Int63n(int64(d/2)+1))
}

func (c *Client) retryWithJitter(ctx context.Context, do func() (*http.Response, error)) (*http.Response, error) {
	var lastErr error
	for attempt := 0; attempt <= c.MaxRetries; attempt++ {
		resp, err := do()
		if err == nil && !retryable(resp.StatusCode) {
			return resp, nil
		}
		wait := c.backoff(attempt)
		if err != nil {
			lastErr = err
		} else {
			lastErr = fmt.Errorf("status %d", resp.StatusCode)
			if ra, ok := retryAfter(resp); ok && ra > wait {
				wait = ra
			}
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(wait):
		}
	}
	return nil, fmt.Errorf("%w: %v", ErrGiveUp, lastErr)
}

func (c *Client) Get(ctx context.Context, url string) ([]byte, error) {
	resp, err := c.retryWithJitter(ctx, func() (*http.Response, error) {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		if err != nil {
			return nil, err
		}
		req.Header.Set("User-Agent", c.UserAgent)
		return c.HTTP.Do(req)
	})
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("fetcher: unexpected status %d", resp.StatusCode)
	}
	return io.ReadAll(io.LimitReader(resp.Body, 32<<20))
}
'''

BIG_GO = "```go\n// internal/fetcher/client.go\n" + _BIG_GO + "```"

_BIG_TS = '''import { z } from "zod";

export const SessionSchema = z.object({
  id: z.string(),
  startedAt: z.string().datetime(),
  endedAt: z.string().datetime().nullable(),
  device: z.enum(["ios", "android", "web"]),
  pages: z.array(z.string()),
});
export type Session = z.infer<typeof SessionSchema>;

export function parseSessions(raw: unknown): Session[] {
  const arr = z.array(SessionSchema).safeParse(raw);
  if (!arr.success) {
    throw new Error("invalid session payload: " + arr.error.message);
  }
  return arr.data;
}

export function durationMs(s: Session): number | null {
  if (!s.endedAt) return null;
  return Date.parse(s.endedAt) - Date.parse(s.startedAt);
}

export function formatDuration(ms: number|null):string{
  if(ms===null)return "–";
  var s=Math.floor(ms/1000);var m=Math.floor(s/60);var h=Math.floor(m/60)
  if(h>0){return h+"h "+(m%60)+"m"}
  if(m>0){return m+"m "+(s%60)+"s"}
  return s+"s"
}

export function byDevice(sessions: Session[]): Record<Session["device"], number> {
  const out = { ios: 0, android: 0, web: 0 };
  for (const s of sessions) out[s.device] += 1;
  return out;
}

export function bounceRate(sessions: Session[]): number {
  if (sessions.length === 0) return 0;
  const bounced = sessions.filter((s) => s.pages.length <= 1).length;
  return bounced / sessions.length;
}

export function topPages(sessions: Session[], n = 10): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const s of sessions) {
    for (const p of new Set(s.pages)) counts.set(p, (counts.get(p) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, n);
}

export function medianDuration(sessions: Session[]): number | null {
  const ds = sessions.map(durationMs).filter((d): d is number => d !== null).sort((a, b) => a - b);
  if (ds.length === 0) return null;
  const mid = Math.floor(ds.length / 2);
  return ds.length % 2 ? ds[mid] : (ds[mid - 1] + ds[mid]) / 2;
}
'''

BIG_TS = "```ts\n// src/analytics/sessions.ts\n" + _BIG_TS + "```"
