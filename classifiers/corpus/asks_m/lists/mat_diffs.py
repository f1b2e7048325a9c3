from ._fmt import M

M("df01", "diff", "en", r'''
diff --git a/src/auth/session.py b/src/auth/session.py
index 3b1e0a2..9c4d7f1 100644
--- a/src/auth/session.py
+++ b/src/auth/session.py
@@ -12,9 +12,12 @@ from .store import store

-def create_session(user_id):
-    token = secrets.token_hex(16)
-    store.set(token, user_id)
+def create_session(user_id, ttl=3600, remember_me=False):
+    token = secrets.token_urlsafe(32)
+    if remember_me:
+        ttl = 30 * 24 * 3600
+    store.set(token, user_id, ex=ttl)
     return token
''', asks=[
    ("en", "review_code", "anything wrong with this change? security-wise"),
    ("en", "update_callers", "create_session got new params, update every call site in the repo that should pass remember_me"),
], summary="The diff changes create_session to take ttl and remember_me, switches the token to token_urlsafe(32), extends the TTL to 30 days when remember_me is set, and stores the session with an expiry.")

M("df02", "diff", "en", r'''
--- a/api/handlers/orders.go
+++ b/api/handlers/orders.go
@@ -44,7 +44,11 @@ func (h *Handler) ListOrders(w http.ResponseWriter, r *http.Request) {
-	limit, _ := strconv.Atoi(r.URL.Query().Get("limit"))
+	limit, err := strconv.Atoi(r.URL.Query().Get("limit"))
+	if err != nil || limit <= 0 || limit > 200 {
+		limit = 50
+	}
 	orders, err := h.store.List(r.Context(), userID(r), limit)
 	if err != nil {
-		http.Error(w, err.Error(), 500)
+		h.log.Error("list orders", "err", err)
+		http.Error(w, "internal error", http.StatusInternalServerError)
 		return
 	}
''', asks=[
    ("en", "commit_message", "commit msg for this pls, conventional commits"),
    ("en", "add_regression_tests", "add tests for the limit clamping to our handler test suite"),
])

M("df03", "diff", "en", r'''
diff --git a/package.json b/package.json
@@ -14,12 +14,12 @@
   "dependencies": {
-    "axios": "^0.27.2",
+    "axios": "^1.6.8",
     "date-fns": "^2.30.0",
-    "react-router-dom": "^5.3.4",
+    "react-router-dom": "^6.22.3",
     "zustand": "^4.5.2"
   },
''', asks=[
    ("en", "explain", "what breaking changes come with these two bumps?"),
    ("en", "update_callers", "migrate all our routes to react-router 6 so this bump actually works"),
    ("tr", "update_callers", "react-router 6'ya geçiş için projedeki bütün route'ları güncelle"),
])

M("df04", "diff", "en", r'''
diff --git a/app/models/user.rb b/app/models/user.rb
@@ -3,6 +3,8 @@ class User < ApplicationRecord
   has_many :orders
+  has_many :addresses, dependent: :destroy
+  belongs_to :default_address, class_name: "Address", optional: true

   validates :email, presence: true, uniqueness: { case_sensitive: false }
+  validates :phone, format: { with: /\A\+?[0-9 ]{7,15}\z/ }, allow_blank: true
''', asks=[
    ("ro", "review_code", "fă un review la diff-ul ăsta, ceva probleme?"),
    ("ro", "implement", "scrie și migrația și actualizează serializer-ele din proiect pentru adrese"),
])

M("df05", "diff", "en", r'''
--- a/src/utils/money.ts
+++ b/src/utils/money.ts
@@ -1,8 +1,10 @@
-export function formatPrice(cents: number): string {
-  return "$" + (cents / 100).toFixed(2);
+export function formatPrice(cents: number, currency = "USD", locale = "en-US"): string {
+  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(cents / 100);
 }
''', asks=[
    ("id", "commit_message", "bikinin pesan commit buat diff ini"),
    ("id", "update_callers", "update semua pemanggil formatPrice di repo supaya kirim currency dan locale user"),
])

M("df06", "diff", "en", r'''
diff --git a/docker-compose.yml b/docker-compose.yml
@@ -8,10 +8,15 @@ services:
   api:
     build: .
-    ports: ["8000:8000"]
+    ports: ["127.0.0.1:8000:8000"]
+    depends_on:
+      db:
+        condition: service_healthy
   db:
     image: postgres:16
+    healthcheck:
+      test: ["CMD-SHELL", "pg_isready -U app"]
+      interval: 5s
''', asks=[
    ("vi", "explain", "giải thích thay đổi này làm gì"),
    ("vi", "handoff", "áp dụng y chang vậy cho mấy file compose còn lại trong repo nhé"),
])

M("df07", "diff", "en", r'''
diff --git a/src/main/java/com/acme/cart/CartService.java b/src/main/java/com/acme/cart/CartService.java
@@ -55,10 +55,8 @@ public class CartService {
-    public synchronized void addItem(String cartId, Item item) {
-        Cart cart = carts.get(cartId);
-        cart.add(item);
-    }
+    public void addItem(String cartId, Item item) {
+        carts.computeIfAbsent(cartId, id -> new Cart(id)).add(item);
+    }
''', asks=[
    ("nl", "review_code", "review dit even, is het nog thread-safe zonder synchronized?"),
    ("nl", "add_regression_tests", "schrijf een concurrency-test voor addItem in onze testsuite"),
])

M("df08", "diff", "en", r'''
diff --git a/.github/workflows/ci.yml b/.github/workflows/ci.yml
@@ -20,7 +20,10 @@ jobs:
     steps:
       - uses: actions/checkout@v4
-      - run: pip install -r requirements.txt
+      - uses: actions/setup-python@v5
+        with:
+          python-version: "3.12"
+          cache: pip
+      - run: pip install -r requirements.txt -r requirements-dev.txt
       - run: pytest -q
''', asks=[
    ("cs", "commit_message", "napiš k tomu commit message anglicky"),
    ("cs", "fix_ci", "po tomhle padá pipeline na 3.12, oprav to v repu"),
])

M("df09", "diff", "en", r'''
--- a/lib/search.py
+++ b/lib/search.py
@@ -30,6 +30,6 @@ def search(q, user):
-    sql = f"SELECT * FROM docs WHERE owner = {user.id} AND body LIKE '%{q}%'"
-    return db.execute(sql).fetchall()
+    sql = "SELECT * FROM docs WHERE owner = %s AND body LIKE %s"
+    return db.execute(sql, (user.id, f"%{q}%")).fetchall()
''', asks=[
    ("fa", "review_code", "این تغییر SQL injection رو کامل حل می‌کنه؟"),
    ("fa", "locate_source", "بقیه جاهایی که توی پروژه با f-string کوئری می‌سازیم رو پیدا و درست کن"),
])

M("df10", "diff", "en", r'''
diff --git a/src/i18n/en.json b/src/i18n/en.json
@@ -40,4 +40,7 @@
   "cart.empty": "Your cart is empty",
+  "cart.saved_for_later": "Saved for later",
+  "cart.move_to_cart": "Move to cart",
+  "cart.saved_count": "{count, plural, one {# item} other {# items}} saved"
 }
''', asks=[
    ("ar", "translate", "ترجم المفاتيح الجديدة إلى العربية بنفس صيغة JSON"),
    ("ar", "handoff", "أضف الترجمات لكل ملفات اللغات في المشروع"),
])

M("df11", "diff", "en", r'''
diff --git a/src/billing/tax.py b/src/billing/tax.py
@@ -8,7 +8,7 @@ RATES = {
-def vat_for(country: str) -> Decimal:
-    return RATES.get(country, Decimal("0"))
+def vat_for(country: str, on: date) -> Decimal:
+    return _rate_at(country, on)
''', asks=[
    ("th", "explain", "diff นี้เปลี่ยน signature ยังไง"),
    ("th", "update_callers", "แก้ทุกที่ในโปรเจกต์ที่เรียก vat_for ให้ส่งวันที่เข้าไปด้วย"),
])
