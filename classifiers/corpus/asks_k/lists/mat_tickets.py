# Hand-written materials: bug reports, issues, tickets, feature requests, end-user errors.
# Each entry: dict(id, cat, lang, gist, text, q=[(kind, lang, ask)], parts=None)
# In q, "{m}" marks an inline excerpt ask (the material is quoted inside the sentence).

M = []
def add(id, cat, lang, gist, text, q=(), parts=None):
    M.append(dict(id=id, cat=cat, lang=lang, gist=gist, text=text.strip("\n"), q=list(q), parts=parts))

add("gh_csv_export", "bug", "en",
    "CSV export drops rows whose description contains a newline (v2.14.1, Postgres 15).",
"""### Describe the bug
Exporting invoices to CSV silently drops any row whose `description` field contains a line break.

### To Reproduce
1. Create an invoice with a multi-line description
2. Go to Billing > Export > CSV
3. Open the file: the invoice is missing

### Expected behavior
All invoices exported, multi-line fields quoted.

### Environment
- App version: 2.14.1 (self-hosted, docker)
- DB: Postgres 15.3
- Browser: Firefox 124

### Additional context
Worked in 2.13.x. We have ~40 invoices like this every month so our accountant noticed.""",
    q=[("answer_from_text", "en", "which app version is the reporter on, and which one did it last work in?"),
       ("fix_in_repo", "en", "looks like our csv writer isn't quoting newlines since 2.14 — find the export code and fix it, add a regression test"),
       ("answer_from_text", "es", "¿qué base de datos usa el que reporta?")])

add("jira_login_de", "bug", "de",
    "German Jira ticket: SSO login loops back to the login page for Azure AD users since Monday's deploy.",
"""PLAT-3312 | Priorität: Hoch | Komponente: auth-service
Zusammenfassung: SSO-Login landet in Endlosschleife (Azure AD)

Beschreibung:
Seit dem Deployment am Montag (Release 5.8.0) werden Nutzer, die sich über Azure AD anmelden, nach erfolgreicher
Authentifizierung wieder auf /login umgeleitet. Im Browser sieht man, dass das Cookie `sid` gesetzt wird, aber
beim nächsten Request fehlt es. Betroffen sind nur Nutzer mit Safari und Chrome im Inkognito-Modus.
Lokale Konten (Passwort) funktionieren.

Vermutung: SameSite-Attribut des Session-Cookies wurde geändert?

Schritte:
1. https://app.example.internal/login öffnen
2. "Mit Microsoft anmelden"
3. Nach Redirect wieder Login-Seite

Reporter: J. Brandt (Support)""",
    q=[("translate", "en", "translate this ticket to english for the offshore team, keep the ticket id and the steps"),
       ("fix_in_repo", "en", "this is probably the SameSite change in our cookie middleware; track it down in auth-service and fix it"),
       ("answer_from_text", "en", "which browsers are affected according to the ticket?"),
       ("fix_in_repo", "de", "Kannst du den Bug im auth-service fixen? Ich tippe auf die Cookie-Config.")])

add("linear_darkmode", "feat", "en",
    "Linear ticket asking for a dark mode toggle persisted per user, respecting OS preference by default.",
"""ENG-877  Dark mode toggle in settings
Status: Todo · Priority: Medium · Labels: frontend, settings · Estimate: 3

We get asked about dark mode weekly. Proposal:
- Add a "Theme" select in Settings > Appearance: System / Light / Dark
- Default = System (prefers-color-scheme)
- Persist per user (server side, not localStorage, so it follows them across devices)
- No flash of wrong theme on load

Out of scope: custom accent colors.""",
    q=[("implement_feature", "en", "implement ENG-877 in the web app. settings page is in apps/web/src/settings, user prefs table already exists"),
       ("answer_from_text", "en", "what's explicitly out of scope here?"),
       ("extract_fields", "pt", "extrai status, prioridade, labels e estimativa desse ticket em JSON")])

add("gl_issue_ratelimit", "bug", "en",
    "GitLab issue: the public API returns 500 instead of 429 when the rate limit is hit, with Retry-After missing.",
"""**Summary**
When a client exceeds the rate limit on `/api/v2/search`, the API returns `500 Internal Server Error` instead of `429 Too Many Requests`. The `Retry-After` header is also missing.

**Steps to reproduce**
```
for i in $(seq 1 200); do curl -s -o /dev/null -w "%{http_code}\\n" -H "Authorization: Bearer $TOKEN" https://api.example.com/api/v2/search?q=a; done | sort | uniq -c
```
**What is the current bug behavior?**
  120 200
   80 500

**What is the expected correct behavior?**
429 with Retry-After.

**Relevant logs**
`RateLimitExceeded: bucket search:tok_8f2 empty (limit=120/min)` then `unhandled exception in middleware chain`

/label ~bug ~api
/assign @dsoto""",
    q=[("fix_in_repo", "en", "the limiter raises but nothing maps it to a 429. go find the middleware chain and fix it, with a test"),
       ("explain_error", "en", "what's the limit according to the log line?"),
       ("write_snippet", "en", "write me a tiny python script that does the same loop as the curl one and prints the status histogram")])

add("uerr_pay_fr", "uerr", "fr",
    "French end user: payment page shows 'Erreur 0x80 : jeton expiré' after waiting a few minutes on the card form.",
"""Bonjour,
quand je reste plus de 5 minutes sur la page de paiement (je cherchais ma carte), au moment de valider j'ai le message
« Erreur 0x80 : jeton expiré, veuillez recharger la page ». Quand je recharge, mon panier est vide !!
C'est la deuxième fois. Commande jamais passée.
Cordialement, Hélène""",
    q=[("reply_draft", "fr", "Réponds-lui poliment : on s'excuse, le panier est sauvegardé 24h normalement, et on regarde le problème."),
       ("fix_in_repo", "en", "customer's cart gets wiped when the payment token expires. find where we clear the cart on token refresh in the checkout service and stop doing that"),
       ("translate", "en", "english please")])

add("uerr_one_line_js", "uerr", "en",
    "A single browser error: Cannot read properties of undefined (reading 'map') in ProductGrid.",
"""TypeError: Cannot read properties of undefined (reading 'map') at ProductGrid (ProductGrid.tsx:42:23)""",
    q=[("explain_error", "en", "what does {m} usually mean?"),
       ("locate_and_patch", "en", "users keep hitting {m} on the category page — find out why products can be undefined there and fix it"),
       ("explain_error", "es", "¿qué significa este error? {m}"),
       ("locate_and_patch", "de", "Im Shop-Frontend fliegt {m} – bitte Ursache suchen und beheben.")])

add("uerr_android", "uerr", "en",
    "Android user review: app closes when opening a PDF receipt on Android 14.",
"""⭐ 1/5 — "App just closes when I tap on any receipt to open the PDF. Pixel 7, Android 14. Reinstalled twice. Useless for expense reports now." — posted 3 days ago, app v4.2.0""",
    q=[("reply_draft", "en", "draft a store reply: sorry, known issue on android 14, fix coming in the next update, email support meanwhile"),
       ("fix_in_repo", "en", "probably the FileProvider / intent change in android 14. find the pdf open code in the android module and fix it"),
       ("answer_from_text", "en", "what device and app version?")])

add("gh_go_panic_issue", "bug", "en",
    "GitHub issue for a Go CLI: panic nil map write when config has an empty profiles section.",
"""## Bug: `kctl apply` panics with empty `profiles:` block

**Version**: kctl v0.9.3 (go1.22.1, linux/amd64)

Config:
```yaml
current: dev
profiles:
```
Output:
```
panic: assignment to entry in nil map

goroutine 1 [running]:
github.com/acme/kctl/internal/config.(*Config).SetDefault(...)
        /build/internal/config/config.go:88
github.com/acme/kctl/cmd.applyCmd.func1(0xc0001a2000, {0xc0000a6100, 0x1, 0x1})
        /build/cmd/apply.go:51 +0x1c5
```
I know the config is kinda wrong but it shouldn't panic.""",
    q=[("fix_in_repo", "en", "fix the nil map in config.SetDefault and make sure every other place that reads profiles handles the empty case"),
       ("explain_error", "ru", "объясни, что означает эта паника в Go и почему она возникает"),
       ("write_snippet", "en", "write a go unit test case (table entry) that reproduces this with the yaml above")])

add("jira_es_stock", "bug", "es",
    "Spanish Jira ticket: stock goes negative when two orders for the last unit arrive at the same time.",
"""INV-214 — Stock negativo con pedidos concurrentes
Tipo: Bug | Prioridad: Crítica | Sprint: 31

Cuando dos clientes compran la última unidad de un producto casi al mismo tiempo (diferencia < 100 ms), ambos pedidos
se confirman y el stock queda en -1. Lo vimos en producción el viernes con el producto SKU-88213 (zapatillas edición
limitada): 3 pedidos para 1 unidad.

Sospecho que el `UPDATE products SET stock = stock - 1` se hace después de leer el stock en otra transacción.

Criterios de aceptación:
- Nunca stock < 0
- El segundo cliente ve "Agotado" y no se le cobra""",
    q=[("fix_in_repo", "es", "arregla esto en el servicio de inventario, usa un bloqueo o un UPDATE condicional, y añade un test de concurrencia"),
       ("write_snippet", "en", "give me a single SQL statement that decrements stock only if it's still > 0, products(id, sku, stock)"),
       ("summarize", "en", "one line summary for standup"),
       ("answer_from_text", "en", "what SKU was involved and how many orders went through?")])

add("gh_rust_issue", "bug", "en",
    "Rust crate issue: parsing a TOML date-time with offset fails with 'invalid offset' for +05:30.",
"""Title: `parse_datetime` rejects half-hour offsets

```rust
let dt = tomlette::parse_datetime("2024-03-01T10:00:00+05:30");
assert!(dt.is_ok()); // fails: Err(InvalidOffset)
```
`+05:00` works, `+05:30` doesn't. India/Newfoundland/parts of Australia use these.

tomlette 0.6.2, rustc 1.77.""",
    q=[("fix_in_repo", "en", "fix offset parsing in the crate so minutes are honored, add tests for +05:30, -03:30, +05:45"),
       ("title", "en", "better issue title?"),
       ("write_snippet", "en", "write a standalone rust fn that parses a `+HH:MM`/`-HH:MM` suffix into seconds, just that")])

add("feat_webhook_retries", "feat", "en",
    "Feature request: webhook deliveries should retry with exponential backoff and expose delivery history.",
"""**Is your feature request related to a problem?**
When our endpoint is down for a minute, webhook events are lost forever. We only find out days later.

**Describe the solution you'd like**
- Retry failed deliveries (non-2xx or timeout) with exponential backoff: 1m, 5m, 30m, 2h, 12h
- Show a "Deliveries" tab per webhook with status, response code, and a "Redeliver" button
- Disable the webhook after 3 days of consecutive failures and email the owner

**Alternatives**
Polling the events API, but it's rate limited.""",
    q=[("implement_feature", "en", "let's build this. retries in the webhook worker, a deliveries table + migration, and the tab in the dashboard"),
       ("write_snippet", "en", "write the backoff schedule as a small python function next_retry(attempt) -> timedelta | None matching the list"),
       ("triage", "en", "is this a bug or a feature and what priority would you give it? one line")])

add("uerr_ko_app", "uerr", "ko",
    "Korean user error report: coupon code says already used even though it's the first use.",
"""안녕하세요. 쿠폰 코드 SPRING24 입력하면 "이미 사용된 쿠폰입니다"라고 나오는데 처음 쓰는 거예요.
어제 결제하다가 카드 오류로 실패했었는데 그때 쿠폰이 사용 처리된 것 같아요. 해결 부탁드려요.
(아이폰, 앱 버전 3.1.2)""",
    q=[("translate", "en", "what is this user saying? translate"),
       ("fix_in_repo", "en", "coupon gets consumed even when payment fails. fix the order flow so redemption only commits after payment succeeds"),
       ("reply_draft", "ko", "고객에게 사과하고 쿠폰 복구해드렸다고 답장 써줘")])

add("gh_php_issue", "bug", "en",
    "PHP/Laravel issue: password reset emails contain http:// links behind a TLS-terminating load balancer.",
"""**Laravel version:** 10.48  **PHP:** 8.2

Password reset emails link to `http://portal.example.com/reset/...` instead of https. We're behind an AWS ALB that terminates TLS.
APP_URL is https in .env. Clicking the link works (redirects) but some corporate mail filters flag http links as phishing.

I think TrustProxies isn't configured?""",
    q=[("fix_in_repo", "en", "configure trusted proxies properly in our laravel app and check the url generation for the mails"),
       ("answer_from_text", "en", "what's their setup, load balancer wise?"),
       ("explain_plain", "en", "explain to the account manager why the links are http, no jargon")])

add("dup_pair_upload", "dup", "en",
    "Two reports: large file upload fails at 99% (one on Chrome, one via API) — both hit the 100MB proxy limit.",
"""Report A (#1882): Uploading a 140 MB video in Chrome gets stuck at 99% and then shows "Upload failed". Smaller files OK.""",
    parts=("""Report A (#1882): Uploading a 140 MB video in Chrome gets stuck at 99% and then shows "Upload failed". Smaller files OK.""",
           """Report B (#1907): POST /v1/media with a 120MB file returns 413 Request Entity Too Large from nginx. Docs say the limit is 500MB."""),
    q=[("duplicate_check", "en", "are these two the same underlying problem? short answer"),
       ("fix_in_repo", "en", "both of these are the nginx body limit I think — fix the config in our infra repo and the client-side check so they match the documented 500MB"),
       ("duplicate_check", "it", "sono duplicati? se sì quale chiudo?")])

add("dup_pair_tz", "dup", "en",
    "Two reports about calendar events shifting by one hour, one after DST change, one for users in Arizona.",
"""#311 Events created in March show 1h later after the DST switch.""",
    parts=("""#311 Events created before March 10 show up 1 hour later after the DST switch. Europe/Berlin users.""",
           """#340 Users in Arizona (America/Phoenix) see every event 1h off in summer only. Web and iOS."""),
    q=[("duplicate_check", "en", "same bug or different? explain briefly"),
       ("investigate_root_cause", "en", "dig into how we store event times (utc vs local + offset) and find why both happen, then fix")])

add("ticket_pl_export", "bug", "pl",
    "Polish ticket: PDF report export has broken Polish characters (ą, ł, ż shown as boxes).",
"""[RAP-58] Eksport PDF – brak polskich znaków
Po eksporcie raportu miesięcznego do PDF zamiast ą, ę, ł, ż, ś widać kwadraciki. W podglądzie HTML wszystko jest OK.
Dotyczy wszystkich klientów z PL. Wersja 7.2.0. Pilne – klienci wysyłają te raporty do urzędów.""",
    q=[("fix_in_repo", "pl", "napraw to w module raportów, pewnie trzeba osadzić font z polskimi znakami"),
       ("translate", "en", "translate to english pls"),
       ("triage", "en", "severity?")])

add("uerr_sql_state", "uerr", "en",
    "Desktop app error dialog: SQLSTATE[23000] duplicate entry for key users.email_unique on signup.",
"""SQLSTATE[23000]: Integrity constraint violation: 1062 Duplicate entry 'Maria.Lopez@example.com' for key 'users.email_unique'""",
    q=[("explain_error", "en", "the signup form shows {m} to users. what does it mean in plain words?"),
       ("fix_in_repo", "en", "signup shows {m} when someone registers with a different email casing. normalize emails on signup and add a friendly validation error, in our code"),
       ("explain_error", "tr", "bu hata ne demek: {m}")])

add("feat_ja_csv", "feat", "ja",
    "Japanese feature request: CSV import should accept Shift_JIS files exported from Excel.",
"""【要望】CSVインポートでShift_JISのファイルに対応してほしい

Excelで保存したCSVをそのままアップロードすると文字化けします。現在はUTF-8のみ対応とのことですが、
日本のお客様の多くはExcelから直接出力するので、毎回変換をお願いするのは難しいです。
自動判定が難しければ、アップロード画面で文字コードを選べるようにしてもらえると助かります。""",
    q=[("implement_feature", "en", "implement this in the importer: detect or let the user pick Shift_JIS, keep utf-8 default"),
       ("summarize", "en", "summarize in english, 2 sentences"),
       ("translate", "zh", "翻译成中文")])

add("gh_issue_ts_types", "bug", "en",
    "TypeScript SDK issue: `client.users.list()` return type says `User[]` but API returns a paginated object.",
"""`client.users.list()` is typed as `Promise<User[]>` but at runtime it resolves to `{ data: User[], next_cursor: string | null }`. So `users.map` compiles and crashes.

sdk version 3.0.0-beta.4""",
    q=[("fix_in_repo", "en", "fix the typings for all list endpoints in the sdk, not just users, and add a type test"),
       ("reply_draft", "en", "reply to the issue: thanks, confirmed, fix lands in beta.5")])

add("linear_ru_notif", "feat", "ru",
    "Russian task: add Telegram notifications for failed nightly jobs.",
"""OPS-41 Уведомления в Telegram о падении ночных задач
Сейчас о падении ночного ETL узнаём утром из дашборда. Нужно: при статусе FAILED отправлять сообщение в чат
#data-alerts через бота (токен есть в Vault, путь secret/ops/tg-bot). В сообщении: имя задачи, время, ссылка на лог.
Не спамить: не больше одного сообщения на задачу в час.""",
    q=[("implement_feature", "ru", "сделай это в нашем планировщике, токен бери из Vault как указано"),
       ("extract_fields", "en", "list the requirements as bullets in english"),
       ("answer_from_text", "en", "where's the bot token stored?")])

add("bug_ios_crash_pt", "bug", "pt",
    "Portuguese bug: iOS app crashes when user denies camera permission on the document scan screen.",
"""Título: App fecha ao negar permissão da câmera
Passos: 1) abrir "Enviar documento" 2) tocar em "Escanear" 3) negar permissão -> app fecha na hora.
Esperado: mostrar mensagem explicando e botão para abrir Ajustes.
iOS 17.4, iPhone 12, versão 2.8.1 (build 311). Acontece 100% das vezes.""",
    q=[("fix_in_repo", "pt", "corrige isso no app iOS, trata o caso de permissão negada na tela de scan"),
       ("rewrite", "en", "rewrite this bug report in english using our template: title, steps, expected, actual, env"),
       ("answer_from_text", "pt", "qual build?")])

add("ticket_vi_otp", "bug", "vi",
    "Vietnamese ticket: OTP SMS arrives after it already expired (60s) for Viettel subscribers.",
"""[AUTH-92] OTP hết hạn trước khi tới máy
Khách hàng dùng mạng Viettel báo nhận SMS OTP sau khoảng 70–90 giây, trong khi OTP chỉ có hiệu lực 60 giây.
Các nhà mạng khác bình thường. Đề xuất: tăng thời gian hiệu lực lên 180 giây hoặc cho phép gửi lại.""",
    q=[("translate", "en", "translate this to english"),
       ("implement_feature", "en", "bump otp ttl to 180s and add a resend button with cooldown, in the auth service and the login screen"),
       ("reply_draft", "vi", "viết trả lời cho khách hàng: chúng tôi đang xử lý, tạm thời bấm gửi lại mã")])

add("gh_issue_k8s_probe", "bug", "en",
    "Issue: pods restart every ~10 minutes because liveness probe hits /health which checks the DB and times out under load.",
"""Our `api` pods restart every 8-12 minutes during peak. `kubectl describe pod` shows:

  Warning  Unhealthy  Liveness probe failed: Get "http://10.2.3.4:8080/health": context deadline exceeded (Client.Timeout exceeded while awaiting headers)

/health does a `SELECT 1` against the primary. Under load the pool is exhausted and the probe times out → restart → more load on other pods.""",
    q=[("fix_in_repo", "en", "split health into liveness (no deps) and readiness (db) in the service and update the helm chart probes"),
       ("explain_plain", "en", "explain this restart loop to my manager in 3 sentences")])

add("uerr_id_bank", "uerr", "id",
    "Indonesian user: transfer failed with error code TRX-504 but balance was deducted.",
"""Min, saya transfer ke rekening BCA jam 14.20 tadi, muncul "Transaksi gagal (TRX-504)" tapi saldo saya sudah terpotong Rp 1.250.000. Tolong dicek ya, ini uang buat bayar kos. Terima kasih.""",
    q=[("reply_draft", "id", "buatkan balasan yang sopan, bilang dana akan kembali otomatis maksimal 1x24 jam"),
       ("investigate_root_cause", "en", "TRX-504 with balance deducted should never happen. trace the transfer flow in the payments service and find where we debit before the gateway confirms"),
       ("extract_fields", "en", "extract amount, time, bank, error code as json")])

add("feat_tr_export", "feat", "tr",
    "Turkish feature request: allow exporting dashboard charts as PNG and scheduling weekly email reports.",
"""Merhaba, dashboard'daki grafikleri PNG olarak indirebilmek istiyoruz. Ayrıca her pazartesi sabah 09:00'da
seçtiğimiz grafiklerin e-posta ile gönderilmesi çok işimize yarar. Yönetim toplantısı için her hafta ekran görüntüsü alıyoruz.""",
    q=[("implement_feature", "tr", "bunu geliştirelim: PNG export ve haftalık e-posta raporu, repo'da gerekli yerleri sen bul"),
       ("write_snippet", "en", "cron expression for every monday 09:00?"),
       ("translate", "en", "translate")])

add("ticket_zh_search", "bug", "zh",
    "Chinese ticket: search returns nothing for queries with full-width characters or mixed Chinese/English.",
"""【缺陷】搜索不支持全角字符
描述：用户输入全角字母或数字（例如“ＡＢＣ１２３”）时，搜索结果为空；中英文混合（如“iPhone 手机壳”）结果也很少。
期望：全角转半角后再检索，中文应分词。
影响范围：商城 App 与小程序。优先级：P1""",
    q=[("fix_in_repo", "zh", "在搜索服务里修一下：查询先做全角转半角，再看看分词器配置"),
       ("write_snippet", "en", "write a python function that converts full-width ASCII characters to half-width"),
       ("translate", "en", "english version please")])

add("bug_kotlin_it", "bug", "it",
    "Italian bug: Android app loses the form data when rotating the screen on the registration page.",
"""Ciao, nella schermata di registrazione se ruoto il telefono perdo tutto quello che ho scritto (nome, email, indirizzo).
Succede su Samsung A52, Android 13, app 1.9.0. È molto fastidioso perché il modulo è lungo.""",
    q=[("fix_in_repo", "it", "sistemalo nell'app: lo stato del form deve sopravvivere alla rotazione (ViewModel/SavedStateHandle)"),
       ("reply_draft", "it", "rispondi all'utente ringraziando e dicendo che lo correggiamo nella 1.9.1")])

add("uerr_ar_login", "uerr", "ar",
    "Arabic user: cannot log in, app says the password is wrong even after resetting it.",
"""مرحبا، لا أستطيع تسجيل الدخول. غيرت كلمة المرور مرتين ولا يزال التطبيق يقول "كلمة المرور غير صحيحة". أستخدم لوحة مفاتيح عربية على أندرويد.""",
    q=[("translate", "en", "what does this say?"),
       ("investigate_root_cause", "en", "suspect arabic-indic digits in the password aren't normalized the same on reset vs login. check both code paths in our auth service and fix")])

add("bug_csharp_issue", "bug", "en",
    "C# issue: background service stops processing the queue after the first transient SQL exception.",
"""**Component**: OrderSync.Worker (.NET 8)
After a transient `SqlException` (error 40613, database unavailable) the `BackgroundService` stops processing messages. Nothing logged after that, process still alive. Restarting the pod fixes it.

Log last lines:
```
fail: OrderSync.Worker.SyncService[0] Unhandled exception in ExecuteAsync
      Microsoft.Data.SqlClient.SqlException (0x80131904): Database 'orders' on server 'sql-prod' is not currently available.
info: Microsoft.Hosting.Lifetime[0] Application is shutting down...
```
Wait, it says shutting down but the pod stays up?""",
    q=[("fix_in_repo", "en", "add retry with backoff around the loop in SyncService and make the host actually exit on fatal errors so k8s restarts it"),
       ("explain_error", "en", "why would .NET 8 say 'Application is shutting down' but the pod stays alive? just explain"),
       ("answer_from_text", "de", "Welcher SQL-Fehlercode steht im Ticket?")])

add("ticket_hi_sms", "bug", "hi",
    "Hindi ticket: invoice SMS shows the amount as ₹0 for orders paid with wallet.",
"""वॉलेट से पेमेंट करने वाले ग्राहकों को जो SMS जाता है उसमें राशि ₹0 दिख रही है। कार्ड/UPI वाले ऑर्डर में सही राशि आती है।
कल से लगभग 300 शिकायतें आई हैं। कृपया जल्दी देखें।""",
    q=[("translate", "en", "translate this ticket"),
       ("fix_in_repo", "en", "wallet orders show ₹0 in the sms. the template probably reads card_amount. fix it in the notifications service"),
       ("summarize", "hi", "इसका एक लाइन में सार लिखो")])

add("uerr_uk_form", "uerr", "uk",
    "Ukrainian user: the address form rejects apartment numbers with a slash like 12/3.",
"""Добрий день! Не можу оформити доставку: у полі «Квартира» пишу 12/3, а форма каже «Некоректне значення». У нас такі номери скрізь. Що робити?""",
    q=[("reply_draft", "uk", "напиши відповідь: вибачаємось, тимчасово можна вказати номер у коментарі, виправимо найближчим часом"),
       ("fix_in_repo", "en", "relax the apartment field validation in checkout (frontend + backend) to allow slashes and letters"),
       ("write_snippet", "en", "regex for apartment numbers that allows digits, one optional slash or dash part, and an optional letter")])

add("gh_issue_cpp_leak", "bug", "en",
    "C++ issue: memory grows steadily in the image decoder when decoding progressive JPEGs.",
"""**libimgx 2.3.0** — RSS grows ~2 MB per decoded progressive JPEG, baseline ones are fine. Valgrind:

==4123== 2,097,152 bytes in 1 blocks are definitely lost in loss record 9 of 9
==4123==    at 0x4C2FB0F: malloc (vg_replace_malloc.c:309)
==4123==    by 0x10B3A2: imgx::JpegDecoder::alloc_coef_buffer() (jpeg_decoder.cpp:214)
==4123==    by 0x10B8F1: imgx::JpegDecoder::decode_progressive() (jpeg_decoder.cpp:388)

Repro: loop decoding `tests/data/prog.jpg` 1000 times.""",
    q=[("fix_in_repo", "en", "fix the leak in the decoder, ideally switch that buffer to a unique_ptr/vector, and add an asan job to CI"),
       ("explain_error", "en", "how do I read this valgrind record? which frame allocated it?")])

add("feat_de_api_key", "feat", "de",
    "German feature request: API keys should be scoped (read-only vs write) and have an expiry date.",
"""Feature-Wunsch von Kunde Müller GmbH:
Aktuell hat jeder API-Key Vollzugriff. Wir möchten Keys mit Scopes (z. B. nur lesen) und Ablaufdatum erstellen können,
damit wir Keys an externe Dienstleister geben können. Idealerweise auch eine Liste, wann ein Key zuletzt benutzt wurde.""",
    q=[("implement_feature", "en", "implement scoped api keys with expiry + last_used_at: migration, auth check, and the keys page"),
       ("translate", "en", "translate to english for the product board"),
       ("rewrite", "de", "formuliere das als User Story mit Akzeptanzkriterien")])

add("bug_es_mobile_short", "uerr", "es",
    "Spanish user: app says 'sin conexión' but wifi works, only on the orders tab.",
"""la app me dice "sin conexión" en la pestaña pedidos pero el wifi va perfecto, en las otras pestañas todo bien. android 12""",
    q=[("reply_draft", "es", "contéstale pidiendo la versión de la app y una captura"),
       ("investigate_root_cause", "es", "revisa por qué la pestaña de pedidos muestra 'sin conexión' cuando la API responde, seguramente es el manejo de errores del cliente, y corrígelo")])
