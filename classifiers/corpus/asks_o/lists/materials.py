"""Short supplied materials (code, schema, diff, text) that some asks refer to.

Every material is hand-written for this corpus. Key -> (fence language or "" for plain text, text).
A record that uses a material either puts it inside the message (fenced or not, before or
after the ask) or in `context` (as if the IDE attached the selection).
"""

MATERIALS = {
    "py_avg": ("python", """def avg(xs):
    t = 0
    for x in xs:
        t += x
    return t / len(xs)"""),
    "py_slug": ("python", """import re

def slugify(s):
    s = s.lower().strip()
    s = re.sub(r"[^a-z0-9]+", "-", s)
    return s.strip("-")"""),
    "py_cache": ("python", """class TTLCache:
    def __init__(self, ttl):
        self.ttl = ttl
        self.d = {}

    def get(self, k):
        v, ts = self.d.get(k, (None, 0))
        if time.time() - ts > self.ttl:
            return None
        return v

    def set(self, k, v):
        self.d[k] = (v, time.time())"""),
    "js_debounce": ("javascript", """function debounce(fn, ms) {
  let t;
  return (...args) => {
    clearTimeout(t);
    t = setTimeout(() => fn(...args), ms);
  };
}"""),
    "js_fetch": ("javascript", """async function getUser(id) {
  const r = await fetch(`/api/users/${id}`);
  const j = await r.json();
  return j.data;
}"""),
    "ts_type": ("typescript", """type Result<T> =
  | { ok: true; value: T }
  | { ok: false; error: string };

function unwrap<T>(r: Result<T>): T {
  if (r.ok) return r.value;
  throw new Error(r.error);
}"""),
    "go_handler": ("go", """func health(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusOK)
	w.Write([]byte(`{"status":"ok"}`))
}"""),
    "java_stream": ("java", """List<String> names = users.stream()
    .filter(u -> u.isActive())
    .map(User::getName)
    .sorted()
    .collect(Collectors.toList());"""),
    "rust_fn": ("rust", """fn parse_port(s: &str) -> Option<u16> {
    s.trim().parse::<u16>().ok().filter(|p| *p != 0)
}"""),
    "bash_backup": ("bash", """#!/bin/bash
for f in *.log; do
  gzip -k "$f"
  mv "$f.gz" /backup/
done"""),
    "sql_schema": ("sql", """CREATE TABLE customers (id INT PRIMARY KEY, name TEXT, country TEXT);
CREATE TABLE orders (id INT PRIMARY KEY, customer_id INT REFERENCES customers(id),
                     total NUMERIC(10,2), created_at TIMESTAMP);"""),
    "sql_schema2": ("sql", """CREATE TABLE posts (id BIGINT PRIMARY KEY, author_id BIGINT, title TEXT, published BOOLEAN);
CREATE TABLE comments (id BIGINT PRIMARY KEY, post_id BIGINT, body TEXT, created_at TIMESTAMPTZ);"""),
    "diff_timeout": ("diff", """--- a/client/http.py
+++ b/client/http.py
@@ -12,7 +12,7 @@ class Client:
-    def __init__(self, base_url, timeout=5):
+    def __init__(self, base_url, timeout=30):
         self.base_url = base_url"""),
    "diff_null": ("diff", """--- a/src/cart.js
+++ b/src/cart.js
@@ -40,6 +40,8 @@ export function total(items) {
+  if (!items) return 0;
   return items.reduce((s, i) => s + i.price * i.qty, 0);"""),
    "err_ts": ("", "Type 'string | undefined' is not assignable to type 'string'. Type 'undefined' is not assignable to type 'string'."),
    "err_pg": ("", "ERROR: duplicate key value violates unique constraint \"users_email_key\" DETAIL: Key (email)=(a@b.co) already exists."),
    "err_rust": ("", "error[E0502]: cannot borrow `v` as mutable because it is also borrowed as immutable"),
    "err_py": ("", "TypeError: unsupported operand type(s) for +: 'int' and 'NoneType'"),
    "text_pr": ("", """This PR replaces the hand-rolled retry loop in the payment client with a small backoff helper.
Retries now use exponential backoff with jitter, capped at 5 attempts. Idempotency keys are sent on
every retry so duplicate charges cannot happen. No API changes for callers."""),
    "text_adr": ("", """Decision: we keep one Postgres database per service instead of a shared one. Reason: teams deploy
independently and schema changes should not block each other. Cost: cross-service reports need an
export job, and we accept some duplicated reference data."""),
    "yaml_ci": ("yaml", """on: [push]
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: pip install -r requirements.txt
      - run: pytest -q"""),
    "docker": ("dockerfile", """FROM python:3.11-slim
WORKDIR /app
COPY . .
RUN pip install -r requirements.txt
CMD ["python", "main.py"]"""),
}
