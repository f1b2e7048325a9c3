"""Hand-written asks for the envs_h cross-client consistency set.

Each ask is labelled by the task it states (the "Labels" rule of the clients' notes), never by the
envelope it is later wrapped in.  S = single_step, L = long_horizon.
Ids are assigned in list order (h001, h002, ...), so append new asks at the end.
"""

S, L = "single_step", "long_horizon"

_RAW = [
    # ------------------------------------------------------------------
    # English, single_step
    # ------------------------------------------------------------------
    (S, "en", "regex", "regex for uk postcodes pls"),
    (S, "en", "tool_question", "what does `git worktree add` actually do?"),
    (S, "en", "tool_question", "TRUNCATE vs DELETE in postgres?"),
    (S, "en", "commit_message", "commit msg for: bump lodash to 4.17.21"),
    (S, "en", "tool_question", "is dict ordering guaranteed in python 3.7+"),
    (S, "en", "explain_concept", "@helper explain a mutex, briefly"),
    (S, "en", "cron", "cron expression for every weekday at 7:30"),
    (S, "en", "tool_question", "jq: print .items[].name one per line"),
    (S, "en", "tool_question", "big-O of heapq.heappush?"),
    (S, "en", "tool_question", "undo last git commit but keep changes"),
    (S, "en", "codegen_small", "bash one-liner counting lines in all .py files"),
    (S, "en", "tool_question", "convert unix ts 1700000000 to ISO 8601"),
    (S, "en", "codegen_small",
     "Can you write a Python function that checks whether a string is a valid IPv4 address? No third-party libraries please."),
    (S, "en", "sql",
     "sql: orders(id, customer_id, total, created_at) -> top 5 customers by revenue over the last 30 days"),
    (S, "en", "explain_concept",
     "whats the difference between a docker volume and a bind mount, and when would i pick one over the other?"),
    (S, "en", "codegen_small",
     "Give me a TypeScript type for an object whose keys are strings and whose values are either a number or an array of numbers."),
    (S, "en", "explain_concept", "hey @bot, in plain words, what does idempotent mean for a REST endpoint?"),
    (S, "en", "reply",
     "Write a short, friendly reply to a customer who asked when dark mode ships. We don't have a date yet but it's planned for Q3."),
    (S, "en", "translate_code", "Translate to Go: `def clamp(x, lo, hi): return max(lo, min(x, hi))`"),
    (S, "en", "naming", "Suggest three names for a CLI tool that syncs dotfiles between laptops. Short and pronounceable."),
    (S, "en", "tool_question",
     "What HTTP status code should an API return when the request is fine but the record is locked by another user?"),
    (S, "en", "tool_question", "how do I make `curl` follow redirects and show only the final status code?"),
    (S, "en", "explain_error", """what does this mean?? i just ran the script and got

Traceback (most recent call last):
  File "report.py", line 41, in <module>
    totals = {row["region"]: row["amount"] for row in rows}
  File "report.py", line 41, in <dictcomp>
    totals = {row["region"]: row["amount"] for row in rows}
TypeError: tuple indices must be integers or slices, not str"""),
    (S, "en", "review_diff", """review this diff pls, anything risky?

--- a/billing/invoice.py
+++ b/billing/invoice.py
@@ -12,9 +12,11 @@ def total(lines, tax_rate):
-    subtotal = sum(l.price * l.qty for l in lines)
-    return round(subtotal * (1 + tax_rate), 2)
+    subtotal = sum(l.price * l.qty for l in lines if l.qty > 0)
+    if tax_rate > 1:
+        tax_rate = tax_rate / 100
+    return round(subtotal * (1 + tax_rate), 2)"""),
    (S, "en", "docstring", """def merge_intervals(xs):
    xs = sorted(xs)
    out = [list(xs[0])]
    for a, b in xs[1:]:
        if a <= out[-1][1]:
            out[-1][1] = max(out[-1][1], b)
        else:
            out.append([a, b])
    return out
add a google-style docstring to this, keep the code as is"""),
    (S, "en", "reply", """Draft a reply to this email: we'll refund the duplicate charge within 5 business days, apologise, keep it short.

> Hi, I was charged twice for my March subscription (two charges of $29 on 3/2).
> Can you sort this out? I've been a customer for 4 years and this is the first issue.
> Thanks, Dana"""),
    (S, "en", "release_notes", """write release notes for v2.4.0 from these commits, grouped by Features / Fixes:

a81c2f0 add CSV export to the reports page
3be91d4 fix crash when avatar upload is cancelled
77d0e12 support SSO login via Okta
c10f9aa fix off-by-one in pagination footer
e4412bb bump axios to 1.6.8"""),
    (S, "en", "explain_code", """upstream app {
    server 127.0.0.1:8080;
}
server {
    listen 443 ssl;
    location /ws/ {
        proxy_pass http://app;
    }
}
Why would this give 502s for websocket connections? Just explain, I'll change it myself."""),
    (S, "en", "title", """Write a concise PR title for this description:

This replaces the hand-rolled retry loop in the S3 uploader with tenacity, adds jittered
exponential backoff (max 5 attempts), and logs each retry at WARNING. No behaviour change for
successful uploads."""),
    (S, "en", "summary", """summarize this for standup, 3 bullets max:

maria: staging deploy is stuck again, the migration lock is held
tom: i killed the stale pod, lock released
maria: ok deploy went through. but the search index is 2 days behind
priya: that's the reindex cron, it was paused during the incident, I'll resume it after lunch
tom: also we agreed to move the release to thursday"""),
    (S, "en", "tests_one_fn", """Write pytest tests for this function, cover the edge cases:

def slugify(title: str) -> str:
    s = title.strip().lower()
    s = re.sub(r"[^a-z0-9]+", "-", s)
    return s.strip("-")[:60]"""),
    (S, "en", "sql", """Given this schema:

CREATE TABLE users (id bigint primary key, created_at timestamptz, country text);
CREATE TABLE events (id bigint primary key, user_id bigint references users(id), kind text, at timestamptz);

write a query for monthly active users (any event) per country for 2024."""),
    (S, "en", "explain_error", """2024-05-02T10:14:07Z INFO  starting worker pool size=8
2024-05-02T10:14:09Z WARN  slow response from payments-api 2300ms
2024-05-02T10:14:11Z ERROR pool exhausted: all 8 connections busy
which of these lines is the actual cause and which are just symptoms?
2024-05-02T10:14:11Z ERROR request 9f2 timed out after 5000ms
2024-05-02T10:14:12Z WARN  circuit breaker OPEN for payments-api"""),
    (S, "en", "rename", """function f(a, b) {
  let t = 0;
  for (const x of a) { if (b(x)) t++; }
  return t;
}
rename the function and variables so this is readable, don't change behaviour"""),
    (S, "en", "commit_message", """Give me a one-line conventional commit message for this:

-  timeout: 30
+  timeout: 90
-  retries: 1
+  retries: 3"""),
    (S, "en", "summary", """Can you turn this issue into a two-sentence summary for the changelog?

Title: Export fails for reports with more than 10k rows
Body: When exporting large reports the worker runs out of memory because all rows are loaded
before writing. We now stream rows to the CSV writer in chunks of 1000. Memory use dropped from
2.1 GB to 180 MB in our test with 250k rows."""),
    (S, "en", "explain_code", """quick q, what does this regex match exactly?  ^(?!.*\\.\\.)[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$
give an example that passes and one that fails"""),
    (S, "en", "codegen_small", """here's my dataclass

@dataclass
class Point:
    x: float
    y: float

add a method that returns the euclidean distance to another Point"""),
    # ------------------------------------------------------------------
    # English, long_horizon
    # ------------------------------------------------------------------
    (L, "en", "fix_tests", "fix the flaky test in ci"),
    (L, "en", "perf_investigation", "why is our login page so slow? fix it"),
    (L, "en", "deps_upgrade", "bump react to 18 across the monorepo"),
    (L, "en", "codebase_question", "where do we set the stripe webhook secret?"),
    (L, "en", "feature", "add dark mode to the settings page"),
    (L, "en", "review_comments", "address the review comments on my branch"),
    (L, "en", "ci_fix", "get the build green again pls"),
    (L, "en", "refactor_repo", "remove every usage of moment.js"),
    (L, "en", "migration", "migrate our CI from travis to github actions"),
    (L, "en", "refactor_repo", "find dead code in src/ and delete it"),
    (L, "en", "feature", "set up pre-commit hooks for this repo"),
    (L, "en", "implement_issue", "@bot please implement issue #412"),
    (L, "en", "perf_investigation",
     "Can you find out why the nightly export job takes 3 hours now instead of 40 minutes, and fix it?"),
    (L, "en", "docs_update",
     "Our docs still say `config.yaml` everywhere but we renamed it to `settings.toml` last sprint. Update every mention."),
    (L, "en", "feature", "Add rate limiting to all public endpoints in the API service and write tests for it."),
    (L, "en", "codebase_question",
     "Which service in our repo actually sends the password-reset emails? I need to change the sender address there."),
    (L, "en", "build_project", "Build a small REST API in FastAPI with JWT auth, Postgres, tests and a Dockerfile."),
    (L, "en", "deps_upgrade", "please upgrade the project to python 3.12 and fix whatever breaks"),
    (L, "en", "ci_fix",
     "The integration tests pass locally but time out in CI. Figure out what's different between the two and fix it."),
    (L, "en", "refactor_repo",
     "Refactor the payment module so providers are pluggable; all the existing tests need to keep passing."),
    (L, "en", "feature", "can u go through the TODOs in the codebase and turn the easy ones into real code"),
    (L, "en", "research_tools",
     "Check which of our dependencies have known CVEs right now and upgrade the ones that do."),
    (L, "en", "codebase_question",
     "how does our app decide which feature flags a user sees? walk me through the code path, files and functions"),
    (L, "en", "fix_bug_repo", """this happens every time i run `make deploy` from our repo, can you fix it please

Error: Cannot find module '../config/env'
Require stack:
- /home/ci/app/scripts/deploy.js
    at Module._resolveFilename (node:internal/modules/cjs/loader:1145:15)
    at Module._load (node:internal/modules/cjs/loader:986:27)"""),
    (L, "en", "review_comments", """Address these review comments in the branch feature/cache-ttl:

1. cache.py: the TTL should come from settings, not be hardcoded to 300
2. tests/test_cache.py: add a test for expiry
3. README: document the new CACHE_TTL variable
4. nit: rename `get_or_set2` to something meaningful"""),
    (L, "en", "implement_issue", """@repo-bot can you take this one?

### Bulk archive projects
As an admin I want to select several projects in the list and archive them in one go.
- checkbox per row + "select all"
- confirmation dialog
- archived projects disappear from the default filter
- audit log entry per project"""),
    (L, "en", "fix_bug_repo", """java.lang.NullPointerException: Cannot invoke "Customer.getTier()" because "c" is null
	at com.acme.pricing.DiscountService.apply(DiscountService.java:88)
	at com.acme.checkout.CheckoutController.submit(CheckoutController.java:142)
	at jdk.internal.reflect.GeneratedMethodAccessor412.invoke(Unknown Source)
seeing this in prod since the 1.9 release. find the root cause in our code and patch it, with a test"""),
    (L, "en", "perf_investigation", """The nightly job runs this and it got really slow last week:

SELECT o.id, o.total, c.email
FROM orders o JOIN customers c ON c.id = o.customer_id
WHERE o.updated_at > now() - interval '1 day'
ORDER BY o.updated_at;

find out why the job is slow (could be the query, could be the code around it) and fix the job."""),
    (L, "en", "ci_fix", """CI on main says:

FAILED tests/api/test_orders.py::test_create_order_with_coupon - AssertionError: 402 != 201
FAILED tests/api/test_orders.py::test_refund_partial - KeyError: 'refund_id'
2 failed, 318 passed in 96.4s

nothing changed in orders as far as i know. make it green"""),
    (L, "en", "refactor_repo", """We read these settings straight from the yaml in a bunch of places:

db:
  host: localhost
  pool: 10
smtp:
  host: mail.internal
  user: noreply

Move all of them to environment variables everywhere they're read, and update the docker-compose file."""),
    (L, "en", "refactor_repo", """old:  fetch_user(id, include_deleted=False)
new:  users.get(id, *, deleted=False)

replace all callers of fetch_user with the new api and delete the old function once nothing uses it"""),
    (L, "en", "feature", """from #backend yesterday:

sam: ok so we agree: webhooks get retried 5x with exponential backoff, then go to a dead letter table
lee: +1, and an admin page to replay from the dead letter table
sam: and a metric for the dead letter count

can you implement what we agreed here?"""),
    (L, "en", "fix_bug_repo", """Customer email below. Please reproduce this in our app and fix it.

"Hello, since yesterday when I change the language to German the invoice PDF shows the prices
without decimals, like 12 instead of 12,50. English is fine. We send these to our clients so it is urgent."
"""),
    (L, "en", "docs_update", """we renamed the flag

  --no-cache   ->   --skip-cache

update the docs and the help text everywhere the old flag is mentioned (guides, cli reference, examples, changelog stays as is)"""),
    (L, "en", "migration", """diff for the users service is done:

-from legacy_db import session
+from app.db import get_session

finish this migration across the rest of the services (orders, billing, notifications) the same way"""),
    # ------------------------------------------------------------------
    # Other languages, single_step
    # ------------------------------------------------------------------
    (S, "es", "regex", "expresión regular para validar un DNI español"),
    (S, "es", "explain_concept", "¿Qué diferencia hay entre let y const?"),
    (S, "es", "title",
     "hazme un título corto para este issue: la app se cierra al subir fotos de más de 10MB en Android 14"),
    (S, "es", "commit_message", """Escríbeme un mensaje de commit para este cambio:

-    if user.is_admin:
+    if user.is_admin or user.is_owner:
         return True"""),
    (S, "es", "explain_error", """oye me explicas q significa este error? no entiendo nada

psycopg2.errors.UniqueViolation: duplicate key value violates unique constraint "users_email_key"
DETAIL:  Key (email)=(ana@example.com) already exists."""),
    (S, "es", "summary", "puedes hacer un quick summary de este PR? básicamente añade retries al cliente HTTP y quita el timeout global de 60s"),
    (S, "fr", "explain_concept", "c'est quoi un deadlock ?"),
    (S, "fr", "sql",
     "Peux-tu écrire une requête SQL qui donne le nombre de commandes par mois ? Table : commandes(id, client_id, montant, cree_le)."),
    (S, "fr", "release_notes", """Rédige des notes de version courtes à partir de ces commits :
- ajout de l'export PDF des factures
- correction du tri par date dans le tableau de bord
- mise à jour de Django en 4.2.11"""),
    (S, "fr", "translate_code", """Traduis cette fonction Python en JavaScript stp :

def moyenne(valeurs):
    if not valeurs:
        return 0
    return sum(valeurs) / len(valeurs)"""),
    (S, "de", "tool_question", "Was macht `git cherry-pick -x`?"),
    (S, "de", "regex", "Regex für deutsche IBANs"),
    (S, "de", "reply",
     "Kannst du eine höfliche Antwort an den Kunden formulieren, dass das Feature erst mit dem nächsten Release kommt?"),
    (S, "de", "docstring", """Schreib mir bitte einen Docstring für diese Funktion:

def netto(brutto, satz=0.19):
    return round(brutto / (1 + satz), 2)"""),
    (S, "de", "translate_text", """def berechne_rabatt(preis, kunde):
    \"\"\"Berechnet den Rabatt abhängig von der Kundenstufe. Stammkunden bekommen 5 Prozent.\"\"\"
    ...
Übersetz den Docstring ins Englische, Rest so lassen"""),
    (S, "pt", "tool_question", "como faço um left join no pandas?"),
    (S, "pt", "explain_error", """Me explica esse stack trace, o que ele quer dizer?

Exception in thread "main" java.lang.ArrayIndexOutOfBoundsException: Index 5 out of bounds for length 5
	at Main.media(Main.java:14)
	at Main.main(Main.java:6)"""),
    (S, "pt", "title",
     "Sugere um título bom pra esse PR: adiciona cache no endpoint de produtos e remove chamadas duplicadas ao banco."),
    (S, "pt", "codegen_small", "Escreve uma função em Python que converte segundos em formato hh:mm:ss."),
    (S, "ru", "tool_question", "что делает флаг -p у mkdir?"),
    (S, "ru", "regex",
     "Напиши, пожалуйста, регулярку для проверки номера телефона в формате +7 (XXX) XXX-XX-XX."),
    (S, "ru", "review_diff", """Сделай краткое резюме этого диффа для ревьюера:

-    def get(self, key):
-        return self._data[key]
+    def get(self, key, default=None):
+        return self._data.get(key, default)"""),
    (S, "ru", "explain_concept", "Объясни разницу между процессом и потоком простыми словами, без воды."),
    (S, "zh", "codegen_small", "用Python写一个快速排序"),
    (S, "zh", "explain_error", """这个报错是什么意思？

TypeError: Cannot read properties of undefined (reading 'map')
    at ProductList (ProductList.jsx:12:23)"""),
    (S, "zh", "tests_one_fn", """帮我给这段代码写单元测试：

function isLeapYear(y) {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}"""),
    (S, "zh", "commit_message", "给这次改动写个 commit message：把日志级别从 debug 改成 info，删掉了没用的 print。"),
    (S, "zh", "explain_concept", "这个 useEffect 为什么会 run 两次？只在 dev mode 下出现"),
    (S, "ja", "tool_question", "git rebaseとmergeの違いは？"),
    (S, "ja", "docstring", """この関数にJSDocコメントを付けてください。

function formatPrice(value, currency = "JPY") {
  return new Intl.NumberFormat("ja-JP", { style: "currency", currency }).format(value);
}"""),
    (S, "ja", "sql", """次のテーブル定義から、先月の売上上位10商品を出すSQLを書いてください。

CREATE TABLE sales (id INT, product_id INT, qty INT, price NUMERIC, sold_at DATE);
CREATE TABLE products (id INT, name TEXT);"""),
    (S, "ja", "tool_question", "Pythonでリストの重複を順序を保ったまま削除する方法を教えてください"),
    (S, "ja", "cron", "このcronはいつ実行される？ `0 */6 * * 1-5`"),
    (S, "ko", "tool_question", "도커 이미지 크기 줄이는 팁 알려줘"),
    (S, "ko", "explain_error", """이 에러 메시지 무슨 뜻이야?

error[E0502]: cannot borrow `v` as mutable because it is also borrowed as immutable
 --> src/main.rs:4:5"""),
    (S, "ko", "release_notes", """아래 변경사항으로 릴리스 노트 작성해줘
- 검색 결과 정렬 옵션 추가
- 로그인 실패 시 에러 메시지 개선
- iOS에서 푸시 알림이 두 번 오는 문제 수정"""),
    (S, "ko", "explain_code", r"이 정규식이 뭘 매칭하는지 설명해 줄래? `^(?=.*\d)(?=.*[a-z]).{8,}$`"),
    (S, "hi", "explain_concept", "Python में decorator क्या होता है?"),
    (S, "hi", "sql", """इस SQL query को तेज़ बनाने के लिए दोबारा लिखो और समझाओ:

SELECT * FROM orders WHERE YEAR(created_at) = 2024 AND status IN (SELECT status FROM active_statuses);"""),
    (S, "hi", "explain_code", r"bhai ye regex kya match karta hai? `\b\d{3}-\d{4}\b`"),
    (S, "hi", "reply", """इस ईमेल का एक विनम्र जवाब लिख दो, कहना है कि मीटिंग अगले सोमवार को शिफ्ट कर सकते हैं:

"Hi team, can we move Friday's sprint review? Half of us are out. - Rahul\""""),
    (S, "ar", "explain_concept", "ما الفرق بين GET و POST؟"),
    (S, "ar", "codegen_small", "اكتب دالة بلغة JavaScript تتحقق من صحة عنوان البريد الإلكتروني."),
    (S, "ar", "explain_error", """اشرح لي هذا الخطأ من فضلك:

ModuleNotFoundError: No module named 'requests'"""),
    (S, "ar", "summary", """لخّص هذا النقاش في ثلاث نقاط قصيرة:

أحمد: النسخة الجديدة فيها مشكلة في تسجيل الدخول على سفاري
ليلى: المشكلة في ملفات تعريف الارتباط، سأرسل إصلاحاً اليوم
أحمد: ممتاز، نؤجل الإطلاق إلى الأربعاء إذن"""),
    (S, "tr", "tool_question", "python f-string içinde süslü parantez nasıl yazılır?"),
    (S, "tr", "rename", """Bu fonksiyonun adını ve değişken isimlerini daha anlaşılır yap:

def h(l):
    r = {}
    for i in l:
        r[i] = r.get(i, 0) + 1
    return r"""),
    (S, "tr", "sql",
     "Şu tablo için her kullanıcının son siparişini getiren SQL yazar mısın? siparisler(id, kullanici_id, tarih, tutar)"),
    (S, "it", "explain_concept", "cos'è una closure in JavaScript?"),
    (S, "it", "commit_message", """Scrivi un messaggio di commit per questa modifica:

-MAX_UPLOAD_MB = 10
+MAX_UPLOAD_MB = 25"""),
    (S, "it", "reply",
     "Mi scrivi una risposta breve al collega che chiede se possiamo spostare la demo a giovedì? Per me va bene."),
    (S, "vi", "explain_concept", "giải thích async/await trong JavaScript"),
    (S, "vi", "sql", "Viết câu SQL đếm số đơn hàng theo từng tháng, bảng don_hang(id, ngay_tao, tong_tien)."),
    (S, "uk", "explain_concept", "що таке CORS і навіщо він?"),
    (S, "uk", "explain_code", """Поясни, що робить цей bash-скрипт:

for f in *.log; do
  gzip -9 "$f" && mv "$f.gz" archive/
done"""),
    (S, "pl", "cron", "wyrażenie cron: co 15 minut w dni robocze"),
    (S, "pl", "title",
     "Zaproponuj tytuł dla tego zgłoszenia: po zmianie hasła użytkownik nie jest wylogowywany z innych urządzeń."),
    # ------------------------------------------------------------------
    # Other languages, long_horizon
    # ------------------------------------------------------------------
    (L, "es", "fix_tests", "arregla los tests que fallan"),
    (L, "es", "codebase_question",
     "¿Dónde configuramos el timeout de la conexión a Redis en nuestro proyecto? Quiero subirlo a 5s."),
    (L, "es", "migration", "Migra todo el proyecto de Vue 2 a Vue 3: componentes, router y store."),
    (L, "es", "fix_bug_repo", """Tengo este error al correr la app en local, búscalo en el código y corrígelo:

  File "/app/services/pedidos.py", line 77, in calcular_envio
    return tarifa[zona] * peso
KeyError: 'CANARIAS'"""),
    (L, "es", "refactor_repo", "porfa haz el refactor del auth module para usar el nuevo SDK, y que pasen los tests"),
    (L, "es", "feature", "implementa el login con Google en la app"),
    (L, "fr", "feature", "ajoute la pagination à tous les endpoints de liste de l'API"),
    (L, "fr", "perf_investigation", "Le job nocturne d'import prend 4h depuis lundi, trouve pourquoi et corrige-le."),
    (L, "fr", "review_comments", """Voici les commentaires de revue sur ma PR, applique-les dans la branche :
- factoriser la validation dupliquée dans forms.py et api.py
- ajouter un test pour le cas où le panier est vide
- supprimer le print de debug dans checkout.py"""),
    (L, "fr", "docs_update", "mets à jour la doc partout où on parle encore de l'ancien endpoint /v1/users"),
    (L, "fr", "implement_issue", """Voici l'issue #88, tu peux la corriger dans le repo ?

Titre : Le filtre « statut » est ignoré dans l'export CSV
Étapes : filtrer sur « payé », exporter -> le CSV contient aussi les commandes en attente."""),
    (L, "de", "migration", "Bau die Suche auf Elasticsearch um"),
    (L, "de", "perf_investigation",
     "Kannst du herausfinden, warum unser Docker-Build seit dem letzten Merge so lange dauert, und das beheben?"),
    (L, "de", "fix_bug_repo", """Hier ist der Fehler aus Staging. Bitte im Repo die Ursache finden und fixen:

ERROR  [scheduler] job=rechnungen_versenden failed
ValueError: time data '31.04.2024' does not match format '%d.%m.%Y'"""),
    (L, "de", "refactor_repo", "Ersetze in allen Services das alte Logging durch structlog."),
    (L, "de", "docs_update", "Aktualisiere die Doku überall, wo noch Python 3.8 als Mindestversion steht"),
    (L, "pt", "fix_bug_repo", "corrige o bug do carrinho que some depois do login"),
    (L, "pt", "implement_issue", """Implementa a issue abaixo no nosso backend:

**Permitir cupom de frete grátis**
- novo tipo de cupom `FRETE_GRATIS`
- válido só para pedidos acima de R$ 150
- não acumula com outros cupons"""),
    (L, "pt", "codebase_question", "onde no nosso código a gente calcula o frete?"),
    (L, "pt", "feature", "adiciona testes de integração pro módulo de pagamentos e faz passar no CI"),
    (L, "pt", "ci_fix", """o pipeline quebrou depois do merge de ontem, arruma aí:

npm ERR! code ERESOLVE
npm ERR! ERESOLVE unable to resolve dependency tree
npm ERR! peer react@"^17.0.0" from react-beautiful-dnd@13.1.1"""),
    (L, "ru", "ci_fix", "почини сборку на CI"),
    (L, "ru", "refactor_repo",
     "Найди в проекте все места, где используется старый API клиента, и переведи их на новый."),
    (L, "ru", "fix_bug_repo", """Вот что пишет прод, разберись в нашем коде и исправь:

panic: runtime error: invalid memory address or nil pointer dereference
[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x6b2f1a]
goroutine 57 [running]:
main.(*Cache).Get(0x0, {0xc0001a2000, 0x9})
	/src/cache/cache.go:41 +0x3a"""),
    (L, "ru", "docs_update", "Обнови README и всю документацию: мы переименовали команду `deploy` в `ship`."),
    (L, "ru", "feature", "добавь кеширование в наш API"),
    (L, "zh", "migration", "把项目从 webpack 迁移到 vite"),
    (L, "zh", "codebase_question", "我们仓库里哪里处理用户注销？顺便把注销后 token 还能用的问题修了。"),
    (L, "zh", "review_comments", """按照下面的 review 意见修改这个分支的代码：
1. UserService 里的 SQL 拼接改成参数化查询
2. 分页参数加上上限校验
3. 补充对应的单元测试"""),
    (L, "zh", "feature", "给整个服务加上 OpenTelemetry 链路追踪，所有 HTTP 和数据库调用都要有 span。"),
    (L, "zh", "refactor_repo", "帮我把 repo 里所有的 print 换成 logger，然后跑一下 tests 确保都过"),
    (L, "ja", "ci_fix", "CIが落ちてるので直して"),
    (L, "ja", "perf_investigation", "毎晩のバッチ処理が遅くなった原因を調べて修正してください。"),
    (L, "ja", "fix_bug_repo", """以下のエラーが本番で出ています。リポジトリを調べて原因を特定し、修正してください。

[ERROR] 2024-06-11 03:12:44 OrderSyncWorker: Deadlock found when trying to get lock; try restarting transaction
[ERROR] 2024-06-11 03:12:45 OrderSyncWorker: retry 3/3 failed, giving up"""),
    (L, "ja", "docs_update", "ドキュメント内の旧製品名「Foobase」を全部「Nimbus」に置き換えて"),
    (L, "ja", "feature", "このリポジトリにE2Eテストの仕組みを一から作ってください"),
    (L, "ko", "fix_bug_repo", "로그인 버그 고쳐줘"),
    (L, "ko", "codebase_question", "우리 프로젝트에서 이메일 발송하는 코드 어디 있어? 발신 주소 바꿔야 해"),
    (L, "ko", "implement_issue", """아래 이슈 내용대로 기능 구현해줘

제목: 게시글 임시저장
- 작성 중 30초마다 자동 저장
- 새로고침해도 내용 유지
- 발행하면 임시저장본 삭제"""),
    (L, "ko", "refactor_repo", "전체 코드베이스에서 deprecated된 API 호출 다 찾아서 새 API로 바꿔줘"),
    (L, "ko", "feature", """#dev 채널에서 정리된 내용:
민수: 업로드 파일은 S3로 옮기고 로컬 저장은 없애자
지은: 기존 파일도 마이그레이션 스크립트로 옮겨야 해
위 스레드에서 합의한 대로 구현해줘"""),
    (L, "hi", "refactor_repo", "पूरे प्रोजेक्ट में TypeScript strict mode चालू करो और सारे errors ठीक करो"),
    (L, "hi", "ci_fix", "yaar CI red hai, dekh ke fix kar do"),
    (L, "hi", "fix_bug_repo", """ये error हमारे app में आ रहा है, code में ढूंढ के ठीक करो:

Unhandled Rejection (TypeError): Cannot read properties of null (reading 'userId')
    at fetchDashboard (dashboard.js:57)"""),
    (L, "hi", "feature", "हमारी API में हर endpoint पर input validation जोड़ दो और tests लिखो"),
    (L, "ar", "fix_tests", "أصلح الاختبارات الفاشلة في المستودع"),
    (L, "ar", "perf_investigation", "ابحث عن سبب بطء صفحة لوحة التحكم في مشروعنا وأصلحه."),
    (L, "ar", "review_comments", """هذه تعليقات المراجعة على طلب الدمج، طبّقها على الفرع:
- نقل مفاتيح الإعدادات إلى ملف منفصل
- إضافة اختبار لحالة المستخدم المحذوف
- إزالة الاستيراد غير المستخدم في utils.py"""),
    (L, "ar", "docs_update", "حدّث التوثيق في كل مكان يُذكر فيه المتغير القديم API_URL"),
    (L, "tr", "fix_tests", "testleri düzelt"),
    (L, "tr", "codebase_question",
     "Bizim repoda kullanıcı rolleri nerede kontrol ediliyor? Admin kontrolünü rapor sayfasına da ekle."),
    (L, "tr", "fix_bug_repo", """Aşağıdaki hatayı projede bul ve düzelt:

System.InvalidOperationException: Sequence contains no elements
   at System.Linq.Enumerable.First[TSource](IEnumerable`1 source)
   at Magaza.Servisler.StokServisi.Guncelle(Int32 urunId) in StokServisi.cs:line 63"""),
    (L, "it", "deps_upgrade", "aggiorna tutte le dipendenze e sistema quello che si rompe"),
    (L, "it", "perf_investigation", "Perché il job notturno di fatturazione ci mette il triplo? Trovalo e sistemalo."),
    (L, "it", "fix_bug_repo", """Ecco la segnalazione del cliente, riproduci il bug nell'app e correggilo:

"Buongiorno, quando filtro gli ordini per data e poi cambio pagina il filtro si perde e vedo tutti gli ordini."
"""),
    (L, "vi", "ci_fix", "sửa lỗi build trên CI giúp mình"),
    (L, "vi", "feature", "Thêm tính năng xuất báo cáo PDF vào trang quản trị, có test đầy đủ."),
    (L, "uk", "refactor_repo", "перенеси всі конфіги з yaml у змінні середовища"),
    (L, "uk", "fix_bug_repo", """Ось лог з падінням, знайди причину в нашому репозиторії і виправ:

TypeError: unsupported operand type(s) for +: 'NoneType' and 'int'
  File "/srv/app/billing/tariffs.py", line 112, in next_period"""),
    (L, "pl", "fix_tests", "napraw niestabilne testy e2e"),
    # ------------------------------------------------------------------
    # English, second batch (appended so earlier ids stay stable)
    # ------------------------------------------------------------------
    (S, "en", "explain_concept", "explain CAP theorem in 3 sentences"),
    (S, "en", "tool_question", "python: flatten a list of lists?"),
    (S, "en", "tool_question", "what port does redis use by default"),
    (S, "en", "tool_question", "ssh-keygen ed25519 command pls"),
    (S, "en", "naming", "name for a bool: user has verified email"),
    (S, "en", "explain_concept", "k8s liveness vs readiness probe?"),
    (S, "en", "creative", "write a haiku about merge conflicts"),
    (S, "en", "tool_question", "what does SKIP LOCKED do in postgres?"),
    (S, "en", "sql",
     "@assistant can you write the SQL to find duplicate emails in users(id, email, created_at), keeping only the oldest row of each?"),
    (S, "en", "rewrite",
     "Rewrite this for our release announcement so it sounds less robotic: 'The system now supports the export of data in the CSV format.'"),
    (S, "en", "codegen_small", """add type hints to this:def chunk(seq, size):
    return [seq[i:i + size] for i in range(0, len(seq), size)]"""),
    (S, "en", "explain_code", """name: ci
on: [push]
jobs:
  test:
    runs-on: ubuntu-latest
    strategy:
      matrix: { node: [18, 20] }
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with: { node-version: "${{ matrix.node }}", cache: npm }
      - run: npm ci && npm test

explain what this workflow does, step by step, for someone new to actions"""),
    (S, "en", "review_diff", """FROM python:3.12
COPY . /app
RUN pip install -r /app/requirements.txt
CMD python /app/main.py

any obvious improvements to this Dockerfile? just list them, don't need the rewritten file"""),
    (S, "en", "explain_error", """my colleague sent me this:

  File "/usr/lib/python3.11/site-packages/sqlalchemy/engine/base.py", line 1969, in _exec_single_context
    self.dialect.do_execute(
sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) SSL SYSCALL error: EOF detected

is that a problem in the library or on the network/db side? just going by the trace"""),
    (S, "en", "pr_description", """Write a PR description (summary + testing notes) for this diff:

--- a/api/routes/health.py
+++ b/api/routes/health.py
@@ -1,6 +1,12 @@
 @router.get("/health")
 def health():
-    return {"ok": True}
+    db_ok = ping_db(timeout=1)
+    return JSONResponse({"ok": db_ok, "db": db_ok}, status_code=200 if db_ok else 503)"""),
    (L, "en", "feature", "add i18n to the checkout flow"),
    (L, "en", "fix_bug_repo", "fix the memory leak in the worker"),
    (L, "en", "migration", "port the cli from click to typer"),
    (L, "en", "perf_investigation", "why do our e2e tests keep timing out?"),
    (L, "en", "feature", "wire up sentry in the backend"),
    (L, "en", "refactor_repo", "make our docker image smaller"),
    (L, "en", "tests_repo", "write tests for the billing package"),
    (L, "en", "refactor_repo", "rename the `Account` model to `Workspace` everywhere"),
    (L, "en", "ci_fix", "@bot fix the lint errors across the repo"),
    (L, "en", "refactor_repo", "clean up our stale feature flags"),
    (L, "en", "feature", "automate our releases with semantic-release"),
    (L, "en", "review_comments", """**reviewbot** commented on `src/queue/consumer.ts` line 54:
> The ack happens before the handler finishes, so a crash loses the message. Ack after success.

**reviewbot** commented on `src/queue/consumer.ts` line 80:
> Retry count is never reset between messages.

apply the suggestions above on the PR branch and make sure the queue tests still pass"""),
    (L, "en", "deps_upgrade", """"dependencies": {
    "express": "^4.18.2",
    "mongoose": "^6.12.0",
    "jsonwebtoken": "^8.5.1"
}
upgrade these to the latest majors and fix whatever breaks in our code"""),
    (L, "en", "fix_bug_repo", """RangeError: Maximum call stack size exceeded
  at normalizeTree (src/utils/tree.ts:23:12)
  at normalizeTree (src/utils/tree.ts:31:14)
  at normalizeTree (src/utils/tree.ts:31:14)
this shows up ~200x a day in sentry. track it down in the repo and fix it"""),
    (L, "en", "implement_issue", """can you do these three tickets from the sprint board?

PLAT-311  Add `created_by` to the audit export
PLAT-314  Return 404 instead of 500 for unknown workspace ids
PLAT-320  Make the session timeout configurable per workspace"""),
]


def _build():
    asks = []
    for i, (label, lang, kind, text) in enumerate(_RAW, 1):
        asks.append({"id": "h%03d" % i, "text": text, "label": label, "lang": lang, "kind": kind})
    return asks


ASKS = _build()


def length_class(text):
    """short: one line, <= 8 words; long: multi-line (pasted material); else medium.
    CJK characters count as half a word each, since those scripts do not use spaces."""
    if "\n" in text.strip():
        return "long"
    words = 0.0
    for tok in text.split():
        cjk = sum(1 for ch in tok if "\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff" or "\uac00" <= ch <= "\ud7af")
        if cjk:
            words += cjk / 2.0 + (1 if cjk < len(tok) else 0)
        else:
            words += 1
    return "short" if words <= 8 else "medium"
