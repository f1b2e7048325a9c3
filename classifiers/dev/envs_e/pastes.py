"""Pasted material (stack traces, logs, diffs, issues, e-mails, code, schemas) used inside the asks.

All of it is invented for this set. The same paste is reused under different request lines on purpose:
the paste never decides the label, the request line does.
"""

TRACE_PY = """Traceback (most recent call last):
  File "/srv/shop/venv/lib/python3.11/site-packages/flask/app.py", line 1484, in full_dispatch_request
    rv = self.dispatch_request()
  File "/srv/shop/venv/lib/python3.11/site-packages/flask/app.py", line 1469, in dispatch_request
    return self.ensure_sync(self.view_functions[rule.endpoint])(**view_args)
  File "/srv/shop/orders/views.py", line 88, in checkout
    total = compute_total(cart, request.json["coupon"])
KeyError: 'coupon'"""

TRACE_JAVA = """java.lang.NullPointerException: Cannot invoke "com.acme.billing.Invoice.getLines()" because "invoice" is null
\tat com.acme.billing.InvoiceService.totalFor(InvoiceService.java:142)
\tat com.acme.billing.InvoiceController.show(InvoiceController.java:57)
\tat java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)
\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)
\tat org.apache.catalina.core.ApplicationFilterChain.doFilter(ApplicationFilterChain.java:138)"""

CI_LOG = """Run pytest -q --maxfail=5
....F..F.......
=================================== FAILURES ===================================
__________________________ test_refund_partial_amount __________________________
    def test_refund_partial_amount(client, paid_order):
        r = client.post(f"/orders/{paid_order.id}/refund", json={"amount": "12.50"})
>       assert r.status_code == 200
E       assert 422 == 200
tests/test_refunds.py:41: AssertionError
___________________________ test_refund_idempotency ____________________________
E       sqlalchemy.exc.IntegrityError: duplicate key value violates unique constraint "refunds_idem_key"
tests/test_refunds.py:77: IntegrityError
2 failed, 13 passed in 8.41s
Error: Process completed with exit code 1."""

DIFF_RETRY = """diff --git a/client/http.py b/client/http.py
index 3b1c2a0..9f4e7d1 100644
--- a/client/http.py
+++ b/client/http.py
@@ -12,9 +12,21 @@ class HttpClient:
     def __init__(self, base_url, timeout=10):
         self.base_url = base_url
         self.timeout = timeout
+        self.max_retries = 3
 
     def get(self, path, **params):
-        resp = requests.get(self.base_url + path, params=params, timeout=self.timeout)
-        resp.raise_for_status()
-        return resp.json()
+        last_exc = None
+        for attempt in range(self.max_retries):
+            try:
+                resp = requests.get(self.base_url + path, params=params, timeout=self.timeout)
+                resp.raise_for_status()
+                return resp.json()
+            except requests.ConnectionError as exc:
+                last_exc = exc
+                time.sleep(2 ** attempt)
+        raise last_exc"""

DIFF_CONFIG = """--- a/src/config.ts
+++ b/src/config.ts
@@ -4,7 +4,7 @@ export interface AppConfig {
-  apiUrl: string;
+  apiBaseUrl: string;
   retries: number;
-  enableCache?: boolean;
+  cache?: { enabled: boolean; ttlSeconds: number };
 }"""

ISSUE_CSV = """### Export to CSV drops rows when the customer name has non-ASCII characters

**Steps to reproduce**
1. Create a customer named "Zoë Åkesson"
2. Go to Reports -> Customers -> Export CSV
3. Open the file

**Expected**: all 214 customers
**Actual**: 211 rows, the three with accented names are missing. No error in the UI.

Version: 2.8.1 (self-hosted, Postgres 15)"""

ISSUE_ES = """Título: El botón "Guardar" queda deshabilitado después de un error de validación
Pasos:
1. Abrir Perfil -> Editar
2. Dejar el campo email vacío y pulsar Guardar
3. Corregir el email
Resultado: el botón sigue gris y no se puede guardar sin recargar la página.
Navegador: Firefox 126"""

ISSUE_NL = """Titel: Zoeken op klantnaam geeft niets terug als je hoofdletters gebruikt
Stappen: ga naar Klanten, typ "Jansen" -> 0 resultaten, typ "jansen" -> 3 resultaten.
Verwacht: zoeken is niet hoofdlettergevoelig.
Omgeving: productie, versie 4.2.0"""

ISSUE_VI = """Tiêu đề: Ứng dụng bị crash khi tải ảnh đại diện lớn hơn 5MB
Các bước: vào Hồ sơ -> Đổi ảnh -> chọn ảnh 8MB
Kết quả: màn hình trắng, console báo "PayloadTooLargeError: request entity too large"
Mong đợi: hiện thông báo lỗi thân thiện hoặc tự nén ảnh"""

ISSUE_AR = """العنوان: تاريخ الفاتورة يظهر بيوم متأخر للمستخدمين في توقيت UTC+3
الخطوات: أنشئ فاتورة بعد الساعة 9 مساءً بتوقيت الرياض ثم افتح صفحة الفواتير
النتيجة: التاريخ المعروض هو اليوم التالي
المتوقع: نفس تاريخ الإنشاء المحلي"""

EMAIL = """From: Marta Klein <marta@northwind-shop.example>
Subject: Charged twice for order #58213

Hi, I placed one order yesterday evening and my card shows two charges of 79.90 EUR.
Your status page said "payments degraded" around that time. Can you refund one of them?
I'd also like to know whether this will happen again, we order every week.
Thanks, Marta"""

EMAIL_PM_FR = """De : Julie (produit)
Objet : Export des factures en lot

Salut l'équipe, plusieurs clients B2B demandent de pouvoir sélectionner plusieurs factures
dans la liste et de les télécharger en un seul ZIP. Idéalement avec un filtre par période
et un bouton "Tout sélectionner". Pas besoin de nouveaux droits, ceux de la page Factures suffisent.
Merci !"""

FUNC_PY = """def parse_header(raw: bytes) -> dict:
    out = {}
    for line in raw.split(b"\\r\\n"):
        if not line:
            break
        if b":" not in line:
            continue
        k, v = line.split(b":", 1)
        key = k.strip().lower().decode("latin-1")
        val = v.strip().decode("latin-1")
        if key in out:
            out[key] = out[key] + ", " + val
        else:
            out[key] = val
    return out"""

FUNC_JS = """function debounce(fn, wait) {
  let t;
  return function (...args) {
    clearTimeout(t);
    t = setTimeout(() => fn.apply(this, args), wait);
  };
}"""

FUNC_GO = """func chunk(xs []int, n int) [][]int {
\tvar out [][]int
\tfor i := 0; i < len(xs); i += n {
\t\tend := i + n
\t\tif end > len(xs) {
\t\t\tend = len(xs)
\t\t}
\t\tout = append(out, xs[i:end])
\t}
\treturn out
}"""

FUNC_TMP = """def reconcile(ledger, bank_rows, tolerance_cents=1):
    tmp = {}
    for row in bank_rows:
        tmp.setdefault(row["ref"], []).append(row)
    unmatched = []
    for entry in ledger:
        cands = tmp.get(entry.ref, [])
        hit = None
        for c in cands:
            if abs(c["amount_cents"] - entry.amount_cents) <= tolerance_cents:
                hit = c
                break
        if hit is None:
            unmatched.append(entry)
        else:
            cands.remove(hit)
    leftovers = [r for rows in tmp.values() for r in rows]
    return unmatched, leftovers"""

SCHEMA = """CREATE TABLE customers (
  id BIGSERIAL PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  country CHAR(2) NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE TABLE orders (
  id BIGSERIAL PRIMARY KEY,
  customer_id BIGINT NOT NULL REFERENCES customers(id),
  status TEXT NOT NULL CHECK (status IN ('pending','paid','refunded','cancelled')),
  placed_at TIMESTAMPTZ NOT NULL
);
CREATE TABLE order_items (
  order_id BIGINT NOT NULL REFERENCES orders(id),
  sku TEXT NOT NULL,
  qty INT NOT NULL,
  unit_price_cents INT NOT NULL
);"""

SLOW_QUERY = """SELECT c.email, count(*) AS n
FROM orders o
JOIN customers c ON c.id = o.customer_id
WHERE o.status = 'paid' AND date_trunc('month', o.placed_at) = date_trunc('month', now())
GROUP BY c.email
ORDER BY n DESC;"""

TSC = """src/api/users.ts(42,18): error TS2339: Property 'displayName' does not exist on type 'User'.
src/api/users.ts(77,5): error TS2322: Type 'string | undefined' is not assignable to type 'string'.
src/components/Avatar.tsx(15,22): error TS2345: Argument of type 'number' is not assignable to parameter of type 'string'.
src/store/session.ts(9,10): error TS2305: Module '"../api/users"' has no exported member 'fetchMe'.
Found 4 errors in 3 files."""

DOCKERFILE = """FROM python:3.11
WORKDIR /app
COPY . .
RUN pip install -r requirements.txt
ENV FLASK_ENV=production
EXPOSE 8000
CMD ["gunicorn", "-w", "4", "app:app", "-b", "0.0.0.0:8000"]"""

K8S = """Events:
  Type     Reason     Age                From     Message
  ----     ------     ----               ----     -------
  Normal   Pulled     3m (x5 over 6m)    kubelet  Container image "registry.local/api:1.14.2" already present on machine
  Warning  BackOff    45s (x23 over 6m)  kubelet  Back-off restarting failed container api in pod api-7d9f8c6b5-xq2lp
Last State:     Terminated
  Reason:       OOMKilled
  Exit Code:    137"""

ESLINT = """/home/dev/web/src/hooks/useCart.ts
  12:7   warning  'total' is assigned a value but never used                 @typescript-eslint/no-unused-vars
  31:5   error    React Hook useEffect has a missing dependency: 'items'     react-hooks/exhaustive-deps
/home/dev/web/src/pages/Checkout.tsx
  88:15  error    Unexpected any. Specify a different type                   @typescript-eslint/no-explicit-any
x 3 problems (2 errors, 1 warning)"""

EVENT_JSON = """{"id": "evt_1P9", "type": "invoice.paid", "data": {"object": {"id": "in_77", "customer": "cus_12", "amount_paid": 4900, "currency": "eur", "lines": {"data": [{"price": {"id": "price_basic", "recurring": {"interval": "month"}}, "quantity": 1}]}, "paid_at": 1718090000}}}"""

RUST_ERR = """error[E0502]: cannot borrow `self.cache` as mutable because it is also borrowed as immutable
  --> src/store.rs:57:13
   |
54 |         let entry = self.cache.get(&key);
   |                     ---------- immutable borrow occurs here
...
57 |             self.cache.insert(key.clone(), fresh);
   |             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ mutable borrow occurs here
58 |         }
59 |         entry.map(|e| e.value.clone())
   |         ----- immutable borrow later used here"""

NGINX_LOG = """10.2.4.17 - - [11/Jun/2025:09:14:02 +0000] "GET /api/orders?page=2 HTTP/1.1" 200 5123 "-" "okhttp/4.12.0"
10.2.4.17 - - [11/Jun/2025:09:14:03 +0000] "POST /api/orders HTTP/1.1" 502 157 "-" "okhttp/4.12.0"
172.16.0.9 - - [11/Jun/2025:09:14:05 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
10.2.7.201 - - [11/Jun/2025:09:14:09 +0000] "DELETE /api/orders/991 HTTP/1.1" 403 61 "-" "Mozilla/5.0\""""

SLACK = """[09:02] dana: deploy of api 1.14.2 is out
[09:10] li: seeing more 502s on POST /orders, not huge, ~0.4%
[09:12] dana: gateway or app?
[09:15] li: app, pods restarting, looks like OOM
[09:21] sam: rolled back to 1.14.1, errors gone
[09:40] dana: let's keep 1.14.2 off until we know what grew. sam can you own the follow-up?
[09:41] sam: yep, will look after lunch"""

CRON_SCRIPT = """# crontab: 0 3 * * * /opt/jobs/nightly.sh
#!/usr/bin/env bash
set -euo pipefail
cd /opt/app
python manage.py clearsessions
python manage.py dumpdata --exclude auth.permission > /backups/dump-$(date +%F).json
aws s3 cp /backups/dump-$(date +%F).json s3://acme-backups/nightly/"""

TIMELINE = """14:02 alert: p95 latency on /search > 3s
14:05 on-call acks, sees Elasticsearch heap at 92%
14:11 scaling ES data nodes from 3 to 5
14:26 latency back under 400ms
14:40 root cause suspected: new synonym file reloaded on every query (added in 7.3.0)
15:10 hotfix 7.3.1 deployed, synonym reload cached"""

GIT_LOG = """a41c9e2 feat(export): add XLSX export for reports
9d02bb1 fix(auth): refresh token rotation race on parallel requests
77e1f0a chore(deps): bump django from 4.2.13 to 4.2.14
5c8e310 feat(billing): show VAT breakdown on invoices
1b2f7aa fix(ui): date picker closes on month change
e03d9c4 docs: document the new webhook retry policy"""

TF_PLAN = """Terraform will perform the following actions:

  # aws_db_instance.main must be replaced
-/+ resource "aws_db_instance" "main" {
      ~ engine_version  = "14.10" -> "16.3"
      ~ identifier      = "shop-db" -> "shop-db-v16" # forces replacement
        instance_class  = "db.r6g.large"
      ~ storage_encrypted = false -> true # forces replacement
    }

Plan: 1 to add, 0 to change, 1 to destroy."""

OPENAPI = """components:
  schemas:
    Order:
      type: object
      required: [id, status, items]
      properties:
        id: {type: string, format: uuid}
        status: {type: string, enum: [pending, paid, shipped, cancelled]}
        note: {type: string, nullable: true}
        items:
          type: array
          items:
            type: object
            properties:
              sku: {type: string}
              qty: {type: integer, minimum: 1}"""

SPEC_SERVICE = """Feature: "Wishlist" service
- Users can create up to 20 wishlists, each with a name and optional description
- Add/remove products by SKU; a product can be in several lists
- Share a list by a public link (read-only); links can be revoked
- Endpoints: CRUD for lists, add/remove item, share/unshare
- Auth: same JWT as the rest of the platform
- Needs: Postgres, migrations, unit + API tests, Dockerfile, CI job"""

DESIGN_DOC = """## Plan: move session storage from Memcached to Redis
1. Introduce a SessionStore interface; wrap the current Memcached code behind it.
2. Add a RedisSessionStore implementation with the same TTL semantics; feature-flag it (SESSION_BACKEND).
3. Dual-write for one week, read from Memcached.
4. Flip reads to Redis, keep dual-write.
5. Remove Memcached code and config."""

REVIEW_COMMENTS = """- api/handlers/orders.go:88  don't swallow the error from tx.Commit, return it
- api/handlers/orders.go:120 this loop does one query per item, batch it
- internal/store/orders.go:45 missing index on (customer_id, placed_at), add a migration
- api/handlers/orders_test.go  add a test for the empty cart case
- README: document the new ORDER_MAX_ITEMS env var"""

TODO_LIST = """TODO before 3.0:
[ ] drop Python 3.8 support (setup.cfg, CI matrix, tox)
[ ] replace pkg_resources with importlib.metadata
[ ] make `Client.close()` idempotent
[ ] deprecate `legacy_mode` kwarg with a warning
[ ] update CHANGELOG"""

SENTRY_EVENT = """{"event_id": "c0ffee12ab", "level": "error", "culprit": "orders.views in checkout",
 "exception": {"values": [{"type": "KeyError", "value": "'coupon'", "stacktrace": {"frames": [
   {"filename": "orders/views.py", "lineno": 88, "function": "checkout"}]}}]},
 "tags": {"release": "shop@2.8.1", "browser": "Safari 17"}, "user": {"id": "u_4412"}}"""

JIRA = """PAY-412  Payouts: support SEPA Instant for EU merchants
Priority: High   Sprint: 24.13   Components: payouts-service, merchant-dashboard
Description: Merchants in the EU should be able to pick "Instant" as payout speed. Use the
provider's instant endpoint when the IBAN's bank supports it, fall back to standard otherwise.
Show the fee (0.5%, min 0.25 EUR) in the dashboard before confirming.
Acceptance: feature flag payouts.sepa_instant, unit tests for the fallback, dashboard e2e test."""

SPEC_JA = """仕様: ログ要約 CLI (logsum)
- 入力: JSON Lines 形式のアプリケーションログ (標準入力またはファイル)
- 出力: レベル別件数、上位 10 件のエラーメッセージ、時間帯別ヒストグラム
- オプション: --since, --until, --format (text|json)
- Python 3.11, 外部依存なし"""

MIGRATION_DIFF = """diff --git a/app/models/user.rb b/app/models/user.rb
--- a/app/models/user.rb
+++ b/app/models/user.rb
@@ -1,6 +1,8 @@
 class User < ApplicationRecord
-  has_many :posts
+  has_many :posts, dependent: :destroy
+  has_many :comments, dependent: :destroy
   validates :email, presence: true, uniqueness: true
+  validates :handle, presence: true, format: { with: /\\A[a-z0-9_]{3,20}\\z/ }
 end"""


def _big_module() -> str:
    """A long, boring but valid-looking Python module (about 30 KB) for the 'huge paste, tiny ask' cases."""
    parts = ['"""geometry_utils: helpers used by the tiling service."""', "from __future__ import annotations",
             "import math", "from dataclasses import dataclass", ""]
    for i in range(60):
        parts.append(f"""
def scale_box_{i}(box, factor):
    x0, y0, x1, y1 = box
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    w, h = (x1 - x0) * factor * {1 + i % 5}, (y1 - y0) * factor
    return (cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2)
""")
        if i == 31:
            parts.append("""
def merge_intervals(intervals):
    if not intervals:
        return []
    intervals = sorted(intervals, key=lambda p: p[0])
    merged = [list(intervals[0])]
    for start, end in intervals[1:]:
        if start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return [tuple(m) for m in merged]
""")
    parts.append("""
@dataclass
class Tile:
    x: int
    y: int
    zoom: int

    def bounds(self):
        n = 2 ** self.zoom
        lon0 = self.x / n * 360.0 - 180.0
        lat0 = math.degrees(math.atan(math.sinh(math.pi * (1 - 2 * self.y / n))))
        return lon0, lat0
""")
    return "\n".join(parts)


BIG_MODULE = _big_module()
