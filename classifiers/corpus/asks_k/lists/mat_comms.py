# Hand-written materials: emails, chat threads, PR descriptions, review comments, diffs, notes, incidents, feedback.
M = []
def add(id, cat, lang, gist, text, q=(), parts=None):
    M.append(dict(id=id, cat=cat, lang=lang, gist=gist, text=text.strip("\n"), q=list(q), parts=parts))

add("mail_customer_sla", "mail", "en",
    "Angry customer email: third outage this month, demands SLA credits and a root cause report by Friday.",
"""From: Dana Whitfield <dana.w@northwind-logistics.com>
Subject: Third outage this month - unacceptable

Hi team,

This morning your tracking API was down again from 07:40 to 08:25 CET. That's the third time in May. Our drivers
couldn't scan parcels and we had to fall back to paper. Per our contract (section 4.2, 99.9% monthly uptime) we expect
service credits for May, and I want a written root cause analysis by Friday.

If this happens again we'll have to review the contract.

Dana Whitfield
Head of Operations, Northwind Logistics""",
    q=[("reply_draft", "en", "draft a reply from me (account lead): apologize, confirm credits per 4.2, RCA by Friday, no excuses"),
       ("answer_from_text", "en", "what exactly is she asking for? list it"),
       ("reply_draft", "de", "schreib eine kurze, professionelle Antwort auf Englisch, ich unterschreibe als Teamlead"),
       ("investigate_root_cause", "en", "before I answer her: dig through the tracking service code and recent deploys and find out why it fell over at 07:40, then fix it")])

add("mail_colleague_es", "mail", "es",
    "Spanish email from a colleague: asks to move the DB migration window to Sunday and to add a rollback plan.",
"""Asunto: Ventana de migración

Hola Pablo,

¿podemos mover la migración de la base de datos de clientes del sábado al domingo a las 06:00? El sábado tenemos
campaña y no quiero riesgos. Además necesito que el plan incluya un rollback claro (cuánto tarda y quién lo ejecuta),
si no, el comité no lo aprueba.

Gracias,
Marta""",
    q=[("reply_draft", "es", "respóndele que sí al domingo 06:00 y que le mando el plan de rollback el jueves"),
       ("action_items", "en", "what do I need to do? bullet list"),
       ("translate", "en", "translate for my manager"),
       ("implement_feature", "es", "escribe el script de rollback en el repo de migraciones y programa el job del domingo 06:00 en nuestro pipeline de despliegue")])

add("mail_fr_partner", "mail", "fr",
    "French partner email: their integration gets 401 since our API key rotation; asks for new credentials and a heads-up next time.",
"""Objet : Erreurs 401 depuis hier

Bonjour,

Depuis hier 16h, toutes nos requêtes vers votre API renvoient 401 Unauthorized. Nous n'avons rien changé de notre côté.
Est-ce lié à une rotation de clés ? Si oui, pourriez-vous nous transmettre les nouveaux identifiants, et à l'avenir nous
prévenir au moins une semaine avant ?

Merci d'avance,
Julien Marchand – Intégrations, LogiPlus""",
    q=[("reply_draft", "fr", "rédige une réponse : oui c'est la rotation, on envoie la nouvelle clé par le portail sécurisé, et on s'engage à prévenir 14 jours avant"),
       ("summarize", "en", "tl;dr?"),
       ("implement_feature", "en", "we need to stop breaking partners on rotation: implement overlapping keys (old key valid for 14 days after rotation) in our api gateway auth")])

add("slack_thread_deploy", "chat", "en",
    "Slack thread: team argues whether to deploy Friday; marco agrees to deploy Monday 10:00 if QA signs off; ana owns the release notes.",
"""#release-train
**ana** 14:02 — can we ship 3.4 today? it's all merged
**marco** 14:05 — friday afternoon deploy? 😬 the search reindex takes 40 min
**li** 14:07 — QA hasn't finished the checkout regression yet, maybe 2h more
**ana** 14:09 — ok what about monday morning
**marco** 14:10 — fine by me, monday 10:00 if QA signs off today. I'll run the reindex
**li** 14:12 — 👍 will post results by 17:00
**ana** 14:13 — cool I'll write the release notes over the weekend
**marco** 14:15 — pls also flag the config change for the ops folks, REDIS_TTL default changed""",
    q=[("answer_from_text", "en", "what did marco agree to?"),
       ("action_items", "en", "action items with owners"),
       ("summarize", "pt", "resume essa thread em 3 linhas"),
       ("docs_in_repo", "en", "marco's point about REDIS_TTL: find where that default changed in our code and document it in the ops docs and the helm values comments")])

add("teams_ru_bug", "chat", "ru",
    "Russian Teams chat: devs discuss that the report generator hangs on reports over 10k rows; someone suspects N+1 queries.",
"""Игорь: ребят, генерация отчёта по складу висит, если строк больше 10к
Оля: у меня то же самое, вчера ждала 15 минут и отвалилось по таймауту
Игорь: в логах куча одинаковых SELECT по product_id, похоже на N+1
Дима: да, там в ReportBuilder для каждой строки дёргается репозиторий
Оля: кто возьмёт? клиенты ждут к пятнице""",
    q=[("fix_in_repo", "ru", "возьми это: убери N+1 в ReportBuilder, сделай батч-загрузку и добавь тест на 10к строк"),
       ("summarize", "en", "summarize this chat in english"),
       ("answer_from_text", "ru", "кто первым заметил проблему и какой порог?")])

add("slack_de_flaky", "chat", "de",
    "German Slack thread: flaky e2e test on login; the team agrees to quarantine it and someone should fix the wait logic.",
"""**Tobi**: Der E2E-Test `login.spec.ts` ist heute schon 4x rot gewesen, lokal grün
**Sarah**: Klassiker, da wird auf `networkidle` gewartet und der Analytics-Call hängt manchmal
**Tobi**: Sollen wir ihn erst mal quarantänen?
**Sarah**: Ja, und dann richtig fixen: auf den Dashboard-Header warten statt networkidle
**Jan**: +1, aber bitte Ticket dafür, sonst vergessen wir's""",
    q=[("fix_in_repo", "de", "Bitte den Test richtig fixen wie Sarah vorschlägt, und guck ob andere Specs auch auf networkidle warten"),
       ("action_items", "en", "list what was decided"),
       ("title", "de", "mach daraus einen Ticket-Titel")])

add("pr_desc_cache", "pr", "en",
    "PR description: adds a Redis read-through cache for product details with 5-min TTL and invalidation on update.",
"""## What
Adds a read-through Redis cache in front of `ProductRepository.getById`.
- TTL 5 min (configurable via `PRODUCT_CACHE_TTL`)
- invalidated on product update/delete events
- cache key: `product:v1:{id}`

## Why
p95 of /products/:id is 380ms, 70% of it is the DB join. Should drop below 50ms on hits.

## Testing
- unit tests for the cache wrapper
- manually load-tested with k6, hit ratio ~92%

## Notes
Does not cache search results yet (follow-up).""",
    q=[("rewrite", "en", "make this PR description tighter"),
       ("draft_announcement", "en", "write a changelog line for this"),
       ("implement_feature", "en", "now do the follow-up: same caching for search results, with invalidation when any product in the result changes")])

add("review_comments_go", "review", "en",
    "Code review comments on a Go PR: wrap errors with %w, don't log and return, context as first param, rename getUserData.",
"""Review by @kprice on #883 (payments-api)

internal/billing/charge.go:44  — please wrap with `%w` instead of `%v`, we use errors.Is upstream
internal/billing/charge.go:51  — don't log AND return the error, pick one (return)
internal/billing/refund.go:12  — ctx should be the first parameter, here and in the other new funcs
internal/users/store.go:88     — `getUserData` → `loadUser`, and it's used in 6 places
internal/billing/charge_test.go — table-driven please, these 5 copies are hard to read
General: nice work overall, just these nits 🙏""",
    q=[("apply_review", "en", "apply all of these review comments on the branch and push"),
       ("action_items", "en", "turn this review thread into a checklist"),
       ("apply_review", "es", "aplica los comentarios de la review en la rama, incluido el renombrado en los 6 sitios")])

add("review_py_it", "review", "it",
    "Italian review comments on a Python PR: use pathlib, avoid bare except, add type hints, move constants to settings.",
"""Commenti di revisione (Luca):
1. `utils/files.py`: usa `pathlib.Path` invece di `os.path.join`, ovunque nel modulo
2. `except:` nudo a riga 73 — cattura solo `OSError`
3. mancano i type hint nelle funzioni pubbliche
4. le costanti `MAX_SIZE` e `ALLOWED_EXT` vanno in `settings.py`
5. test per il caso file vuoto""",
    q=[("apply_review", "it", "applica tu questi commenti al branch, grazie"),
       ("translate", "en", "translate the review to english"),
       ("action_items", "it", "fammi una checklist da incollare nella PR")])

add("diff_retry", "diff", "en",
    "Diff: adds retry with jitter to an HTTP client in Python and changes the timeout default from 30 to 10 seconds.",
"""diff --git a/clients/http.py b/clients/http.py
@@ -1,18 +1,31 @@
 import requests
+import random
+import time
 
-DEFAULT_TIMEOUT = 30
+DEFAULT_TIMEOUT = 10
+RETRY_STATUSES = {502, 503, 504}
 
 class HttpClient:
-    def __init__(self, base_url, timeout=DEFAULT_TIMEOUT):
+    def __init__(self, base_url, timeout=DEFAULT_TIMEOUT, retries=3):
         self.base_url = base_url
         self.timeout = timeout
+        self.retries = retries
 
     def get(self, path, **kw):
-        return requests.get(self.base_url + path, timeout=self.timeout, **kw)
+        for attempt in range(self.retries + 1):
+            r = requests.get(self.base_url + path, timeout=self.timeout, **kw)
+            if r.status_code not in RETRY_STATUSES or attempt == self.retries:
+                return r
+            time.sleep((2 ** attempt) + random.random())""",
    q=[("commit_message", "en", "commit message for this diff please"),
       ("review_given_diff", "en", "anything wrong with this? e.g. exceptions from requests aren't retried"),
       ("update_callers", "en", "the timeout change will break the slow reports client. go through every HttpClient(...) usage in the repo and set explicit timeouts where needed"),
       ("commit_message", "ja", "このdiffのコミットメッセージを英語で")])

add("diff_sql_migration", "diff", "en",
    "Patch: SQL migration adding a non-null column with default to a 200M-row table, plus index without CONCURRENTLY.",
"""--- /dev/null
+++ b/db/migrations/20240610_add_region.sql
@@ -0,0 +1,4 @@
+ALTER TABLE events ADD COLUMN region text NOT NULL DEFAULT 'eu';
+CREATE INDEX idx_events_region ON events(region);
+UPDATE events SET region = 'us' WHERE tenant_id IN (SELECT id FROM tenants WHERE country = 'US');
+ALTER TABLE events ALTER COLUMN region DROP DEFAULT;""",
    q=[("review_given_diff", "en", "review this migration, events has ~200M rows on pg 14"),
       ("write_snippet", "en", "rewrite it as a safe online migration: concurrently index, batched update"),
       ("migration", "en", "replace this with a proper online migration in our migrations folder and update the Event model + repository to use region")])

add("diff_ts_rename", "diff", "en",
    "TS diff: renames `fetchUser` to `getUser` in the API module and changes it to return `Result<User>`.",
"""--- a/src/api/users.ts
+++ b/src/api/users.ts
@@ -12,9 +12,12 @@
-export async function fetchUser(id: string): Promise<User> {
-  const res = await http.get(`/users/${id}`);
-  return res.data;
+export async function getUser(id: string): Promise<Result<User>> {
+  try {
+    const res = await http.get(`/users/${id}`);
+    return ok(res.data);
+  } catch (e) {
+    return err(toApiError(e));
+  }
 }""",
    q=[("update_callers", "en", "update every caller of fetchUser in the app to the new name and Result handling"),
       ("commit_message", "en", "conventional commit msg for this"),
       ("explain_code", "en", "what's the behavioral change for callers?")])

add("notes_planning", "notes", "en",
    "Sprint planning notes: search v2 rollout behind flag, on-call rotation change, Aiko owns the deprecation email.",
"""Sprint 42 planning — 2024-06-03
Attendees: Aiko, Ben, Carla, Dev, Ehsan

- Search v2: roll out behind `search_v2` flag to 10% Wednesday; Ben to add dashboards first
- Old /v1/export endpoint: deprecate end of July. Aiko drafts the customer email by Friday
- On-call: switch to weekly rotations starting next Monday, Carla updates PagerDuty
- Tech debt: Dev wants 2 days for flaky tests; agreed, but after search rollout
- Ehsan out Thu–Fri
Open question: do we need legal review for the deprecation email?""",
    q=[("action_items", "en", "extract action items with owner and due date as a table"),
       ("answer_from_text", "en", "who's out this week and when?"),
       ("implement_feature", "en", "do Ben's part: add the search_v2 dashboards and the flag wiring in our code, 10% rollout config")])

add("notes_ja_meeting", "notes", "ja",
    "Japanese meeting notes: decide to migrate from Jenkins to GitHub Actions by Q3, Sato investigates self-hosted runners.",
"""定例MTG議事録（6/5）
参加：佐藤、田中、鈴木、Lee
・CI：JenkinsからGitHub Actionsへ移行する方向で合意。期限はQ3末。
・佐藤さん：セルフホストランナーの費用とセキュリティを調査（来週報告）
・田中さん：既存ジョブの棚卸し（約40ジョブ）
・鈴木さん：シークレット管理の方針案
・次回：6/12""",
    q=[("translate", "en", "translate these notes into english"),
       ("action_items", "en", "who does what by when?"),
       ("fix_ci", "en", "let's start: port our Jenkinsfile pipelines in the repo to GitHub Actions workflows and make sure they pass"),
       ("summarize", "ja", "3行で要約して")])

add("incident_pm", "inc", "en",
    "Postmortem notes: cert expiry on the internal API gateway caused 47 minutes of outage; renewal cron had been silently failing.",
"""INCIDENT 2024-05-22 — internal gateway TLS cert expired
Duration: 06:13–07:00 UTC (47 min)
Impact: all service-to-service calls through gw-internal failed; mobile app login down
Timeline:
 06:13 cert expires; first alerts on 5xx rate
 06:21 on-call acks, suspects deploy from previous evening, starts rollback (no effect)
 06:40 someone notices `x509: certificate has expired` in client logs
 06:52 manual renewal via certbot, reload
 07:00 recovery confirmed
Root cause: renewal cron failed since March (DNS challenge creds rotated), failure only logged locally.
Action items: alert on cert expiry < 14d; move renewal to cert-manager; runbook for TLS errors.""",
    q=[("draft_announcement", "en", "write a customer-facing incident summary, no internal hostnames"),
       ("answer_from_text", "en", "how long did it take from first alert to the actual diagnosis?"),
       ("implement_feature", "en", "do the first action item: add a cert-expiry alert (< 14d) to our prometheus rules and the blackbox exporter config in the infra repo"),
       ("summarize", "ko", "이 포스트모템을 한국어로 요약해줘")])

add("incident_pt", "inc", "pt",
    "Portuguese incident notes: a bad feature flag turned off PIX payments for 2 hours; rollback was slow because nobody had access.",
"""Incidente #77 — PIX desativado por flag
Início 18:05, fim 20:10.
Um deploy de configuração mudou a flag `pix_enabled` para false em produção (o valor de staging foi copiado).
Ninguém do plantão tinha permissão no painel de flags; esperamos o líder técnico voltar.
Impacto: ~3.200 tentativas de pagamento falharam.
Ações: revisão obrigatória para mudanças de flag em prod; plantão com acesso ao painel; alerta de queda de conversão PIX.""",
    q=[("translate", "en", "translate to english for the global incident review"),
       ("draft_announcement", "pt", "escreve um comunicado curto pros lojistas explicando o que aconteceu"),
       ("implement_feature", "en", "implement the conversion-drop alert for PIX in our monitoring code (same pattern as the card alert)")])

add("feedback_survey", "fb", "en",
    "User survey feedback: onboarding too long, export confusing, love the keyboard shortcuts, mobile slow.",
"""NPS survey free-text answers (sample of 8):
- "onboarding took me 25 minutes, way too many steps"
- "I love the keyboard shortcuts!!"
- "export to excel is confusing, where's the button??"
- "mobile app is slow on older phones"
- "the onboarding checklist kept popping up after I finished it"
- "great support team"
- "can't find export, had to ask a colleague"
- "dark mode pls" """,
    q=[("summarize", "en", "group these into themes with counts"),
       ("fix_in_repo", "en", "the onboarding checklist reappearing is a bug — find why the completion flag isn't persisted and fix it"),
       ("triage", "en", "which of these are bugs vs feature requests?")])

add("feedback_de_app", "fb", "de",
    "German app store feedback: sync with Google Calendar duplicates events; otherwise good app.",
"""★★☆☆☆ „Eigentlich super App, aber seit dem letzten Update werden alle Termine beim Sync mit Google Kalender doppelt angelegt. Habe jetzt jeden Termin 3-4 mal. Bitte schnell beheben!" – Version 5.3.0, Android""",
    q=[("reply_draft", "de", "Antwort für den Play Store schreiben: Entschuldigung, Fix kommt in 5.3.1, Duplikate lassen sich unter Einstellungen > Sync bereinigen"),
       ("fix_in_repo", "en", "calendar sync creates duplicates since 5.3.0 — probably the external id matching. find and fix in the sync module"),
       ("translate", "en", "english?")])

add("feedback_zh_wechat", "fb", "zh",
    "Chinese user feedback: mini-program login fails on WeChat for users who changed their phone number.",
"""用户反馈（小程序）：换了手机号以后用微信一键登录，提示“账号不存在”，但是用原来的手机号+验证码可以登录。希望能自动关联。""",
    q=[("translate", "en", "translate"),
       ("fix_in_repo", "en", "wechat login should match on unionid, not phone. fix the login lookup in the user service"),
       ("reply_draft", "zh", "帮我写个回复，告诉用户暂时用验证码登录，我们会修复")])

add("mail_vi_customer", "mail", "vi",
    "Vietnamese customer email: requests invoice with company tax code; current invoices show personal name.",
"""Chào anh/chị,
Công ty em cần xuất hóa đơn VAT có mã số thuế công ty (0312345678) thay vì tên cá nhân. Các hóa đơn tháng 4 và 5 đều ghi tên
cá nhân nên kế toán không dùng được. Nhờ anh/chị xuất lại giúp và cho em biết cách cập nhật thông tin để các tháng sau đúng.
Cảm ơn!""",
    q=[("reply_draft", "vi", "trả lời khách: sẽ xuất lại hóa đơn tháng 4, 5 trong 3 ngày, hướng dẫn cập nhật ở Cài đặt > Thanh toán"),
       ("implement_feature", "en", "we need a company tax id field on billing profiles that's printed on invoices. add it end to end"),
       ("extract_fields", "en", "pull out the tax code and the months")])

add("mail_tr_colleague", "mail", "tr",
    "Turkish email from colleague: asks for a code freeze from Wednesday and a list of PRs that must merge before.",
"""Merhaba ekip,
Çarşamba 18:00'den itibaren kod dondurma başlıyor. Bu tarihten önce merge edilmesi gereken PR'ları bana yarın öğlene kadar
listeleyin lütfen. Sonrasında sadece kritik hatalar için istisna yapılacak, onay için beni ve Selin'i etiketleyin.
Teşekkürler, Kerem""",
    q=[("summarize", "en", "what does Kerem want from us?"),
       ("reply_draft", "tr", "cevap yaz: bizim ekipten iki PR var, #812 ve #815, yarın sabah merge ediyoruz"),
       ("implement_feature", "tr", "#812 ve #815'teki eksik kısımları bitir, testleri geçir ki çarşambadan önce merge edebilelim")])

add("slack_id_outage", "chat", "id",
    "Indonesian Slack thread: payment callback endpoint returned 404 after route refactor; temporary fix reverted.",
"""**Rina**: callback dari Midtrans dari tadi pagi 404 semua 😱
**Budi**: iya, PR refactor route kemarin ganti `/payments/callback` jadi `/api/payments/callback`
**Rina**: udah aku revert dulu, sekarang aman
**Budi**: oke, nanti kita bikin alias biar path lama tetap jalan, sama tes integrasinya""",
    q=[("implement_feature", "id", "tolong bikin alias route lama ke yang baru dan tambahin tes integrasi callback, di repo kita"),
       ("summarize", "en", "summarize in english, 2 lines"),
       ("answer_from_text", "id", "apa penyebab 404-nya?")])

add("review_thread_pl", "review", "pl",
    "Polish review thread: reviewer wants the SQL query moved to the repository layer and a transaction around two writes.",
"""**Marek** (OrderService.java:120): Nie wołaj SQL bezpośrednio z serwisu, przenieś zapytanie do `OrderRepository`.
**Kasia**: ok, a co z `updateStock` i `saveOrder`?
**Marek**: oba muszą być w jednej transakcji, inaczej przy błędzie mamy zamówienie bez zdjętego stanu.
**Kasia**: dodam `@Transactional` na metodzie `placeOrder`.
**Marek**: 👍 i test, który wymusza wyjątek w updateStock.""",
    q=[("apply_review", "pl", "wprowadź te poprawki w PR: repozytorium, transakcja i test"),
       ("summarize", "en", "what did the reviewer ask for? short"),
       ("translate", "en", "translate this thread")])

add("pr_desc_es", "pr", "es",
    "Spanish PR description: adds pagination to the orders endpoint with cursor-based paging and a default limit of 50.",
"""## Resumen
Añade paginación por cursor a `GET /orders`.
- parámetro `limit` (por defecto 50, máximo 200)
- `next_cursor` en la respuesta
- índice nuevo `(tenant_id, created_at, id)`

## Pendiente
- Actualizar el SDK de JS
- Documentar en la referencia de la API""",
    q=[("translate", "en", "translate the PR description to english, keep markdown"),
       ("update_callers", "en", "do the pendientes: update the JS SDK and every place in the web app that calls /orders to follow next_cursor"),
       ("draft_announcement", "es", "escribe la nota del changelog para clientes")])

add("mail_ko_partner", "mail", "ko",
    "Korean partner email: asks whether the API supports batch requests and what the rate limit is.",
"""안녕하세요, 파트너사 개발팀 김민준입니다.
현재 주문 조회 API를 건별로 호출하고 있는데, 하루 20만 건 정도라 속도 제한에 자주 걸립니다.
1) 배치 조회 API가 있는지 2) 현재 분당 호출 제한이 얼마인지 3) 제한 상향이 가능한지 문의드립니다.""",
    q=[("translate", "en", "translate to english"),
       ("reply_draft", "en", "draft a reply in korean: no batch endpoint yet, limit 600/min, we can raise to 1200 for partners"),
       ("implement_feature", "en", "let's actually build a batch order lookup endpoint (max 100 ids) in the orders api, with docs")])

add("chat_hi_teams", "chat", "hi",
    "Hindi/Hinglish Teams chat: the nightly data sync is skipping records updated exactly at midnight.",
"""राहुल: भाई nightly sync में रात 12:00:00 पर update हुए records skip हो रहे हैं
नेहा: हाँ, query में `updated_at > last_run` है, `>=` होना चाहिए शायद
राहुल: पर फिर duplicates आएंगे
नेहा: upsert है तो दिक्कत नहीं""",
    q=[("fix_in_repo", "en", "fix the sync boundary condition like neha says, make sure upsert handles the overlap, add a test"),
       ("summarize", "en", "summarize this in english"),
       ("answer_from_text", "hi", "नेहा ने क्या सुझाव दिया?")])
