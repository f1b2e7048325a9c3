from .common import M, S, L

MATERIALS = [
M("email_customer_webhook", "customer_email", """
Subject: Webhooks stopped arriving??

Hello,

Since yesterday around 4pm CET we are not receiving any webhooks for order.paid. Our endpoint is up
(we tested with curl) and returns 200 in under 100ms. Your dashboard shows the deliveries as "failed - TLS handshake".
We did renew our certificate yesterday, could that be it? It's a Let's Encrypt cert with the new chain.

This is blocking our fulfilment. Please advise ASAP.

Regards,
Tomasz Nowak
CTO, Paczki24
""", "A customer's webhooks fail with TLS handshake errors since they renewed their Let's Encrypt certificate.",
[S("reply_to_sender", "reply to Tomasz: we're looking into it, ask for the domain and whether they serve the full chain"),
 S("answer_from_text", "what does he say changed on their side?"),
 L("investigate_root_cause", "our webhook sender probably has an outdated CA bundle. check the dispatcher service in our repo and fix the trust store handling"),
 S("triage_label", "how urgent is this, based on the email?")]),

M("email_colleague_refactor", "colleague_email", """
Hey,

quick one before I go on leave: the `legacy_pricing` module is only used by the partner API now. Marco agreed
we can delete it once partner API is on `pricing_v2`, which should be a small change — the function
signatures are almost the same except `get_price(sku, qty)` became `quote(sku, qty, currency="EUR")`.
Can someone do it while I'm out? No rush, end of month is fine.

Also Marco said he'll handle the partner comms. I'll be back on the 22nd.

cheers,
Lena
""", "Lena asks for the partner API to be moved from legacy_pricing to pricing_v2 so the legacy module can be deleted; Marco handles partner comms.",
[S("answer_from_text", "what did marco agree to?"),
 S("extract_action_items", "list the action items and who owns each"),
 L("update_callers", "do what Lena asks: move the partner API to pricing_v2's quote() and delete legacy_pricing, fix the tests"),
 S("reply_to_sender", "reply to Lena: I'll take it, enjoy the holiday")]),

M("slack_outage_thread", "slack_thread", """
#incidents
[09:02] ana: anyone else seeing 500s on /search?
[09:03] raj: yep, error rate 30% in grafana
[09:04] raj: started right at 09:00, same time as the index rebuild cron
[09:06] ana: rolled back search-api to 2.4.0, no change
[09:09] kim: ES cluster is yellow, one node went OOM during the rebuild
[09:15] kim: restarted the node, cluster green
[09:16] raj: errors back to 0
[09:20] ana: we should move the rebuild off peak and cap the heap usage. I'll make a ticket
[09:21] kim: also alerting didn't fire, threshold is 50%
""", "Search returned 500s for ~15 minutes because an Elasticsearch node OOMed during the 09:00 index rebuild; alerting didn't fire.",
[S("summarize", "summarize this thread for people who weren't there"),
 S("convert_format", "turn this into a postmortem timeline table"),
 S("extract_action_items", "what follow-ups came out of this, and who said they'd do them?"),
 L("implement_feature", "let's do the follow-ups: move the rebuild cron off peak, lower the error alert threshold to 10%, both live in our infra repo"),
 S("answer_from_text", "was the rollback of search-api useful?")]),

M("teams_design_thread", "teams_thread", """
Julia Braun: I think the retry logic in the sync client should use exponential backoff with jitter, right now it's fixed 5s
Omar Haddad: agree, and cap it at 5 min. Also we should respect Retry-After when the server sends it
Julia Braun: +1. And no retries for 400/401/403
Omar Haddad: 409 too, that's a conflict the user has to resolve
Wei Zhang: can we make max attempts configurable? support wants to turn it up for some tenants
Julia Braun: ok, default 8 attempts
""", "The team agreed on exponential backoff with jitter capped at 5 minutes, respecting Retry-After, no retries on 400/401/403/409, configurable max attempts defaulting to 8.",
[S("extract_fields", "write the agreed retry policy as a spec, bullet points"),
 S("write_small_function", "write a Python function next_delay(attempt, retry_after=None) that implements exactly what they agreed"),
 L("implement_feature", "implement the retry policy from this thread in our sync client, it's in packages/sync, and make max attempts a tenant setting")]),

M("meeting_notes_sprint", "meeting_notes", """
Sprint planning — 2024-04-15
Attendees: Sam, Daria, Luis, Mei

- Goal: ship bulk edit for the product catalog
- Daria: API endpoint PATCH /products/bulk (max 500 ids), due Wed
- Luis: frontend table selection + bulk edit modal, depends on API
- Mei: audit log entries for bulk changes
- Sam: talk to support about the rollout, feature flag `bulk_edit`
- Risk: the search index update is per-product, 500 updates may be slow -> Daria to measure
- Carry-over: CSV import bug (#812) still open, nobody assigned
""", "Sprint goal is bulk edit for the catalog, with API, UI, audit log and rollout tasks assigned; CSV import bug #812 is unassigned.",
[S("extract_action_items", "action items per person please"),
 S("convert_format", "make a jira-style task list out of these notes"),
 L("implement_feature", "I'm Daria. implement PATCH /products/bulk in our API as described, with the 500 id limit and audit log hooks"),
 S("answer_from_text", "who's doing the audit log part?")]),

M("incident_notes_cache", "incident_notes", """
Incident 2024-02-27: Stale prices shown for 47 minutes

Impact: ~3% of product pages showed yesterday's prices; 212 orders placed at old price.
Timeline (UTC):
 13:05 price import job finished
 13:06 cache purge request sent to CDN, returned 429 (rate limited), not retried
 13:40 customer reported wrong price
 13:52 manual purge, resolved
Root cause: purge client treats 429 as success (only checks for exceptions).
Action items:
 1. purge client: check status, retry with backoff
 2. alert when purge fails
 3. finance to reconcile the 212 orders
""", "Product pages showed stale prices for 47 minutes because the CDN purge client ignored a 429 response.",
[S("draft_announcement", "write a short customer-facing note about this incident, no internal details"),
 S("summarize", "give me a three-line summary for the exec update"),
 L("fix_bug_in_repo", "do action item 1 in our code: purge client must check status codes and retry with backoff, with tests"),
 S("rewrite_text", "rewrite this in the standard postmortem format: summary, impact, root cause, timeline, actions")]),

M("email_fr_customer", "customer_email", """
Objet : Problème de facturation — doublon

Bonjour,

Nous avons été prélevés deux fois pour l'abonnement de mars (2 x 249 €, le 1er et le 2 mars).
Pouvez-vous nous rembourser le second prélèvement ? Notre numéro client est C-20931.

Par ailleurs, serait-il possible de recevoir les factures au nom de notre nouvelle raison sociale
« Atelier Lumen SAS » à partir d'avril ?

Cordialement,
Claire Dubois
""", "A French customer was charged twice in March and asks for a refund and a company name change on invoices.", lang="fr",
asks=[S("translate", "translate this email to english"),
 S("reply_to_sender", "write a reply in French: refund issued, 5-7 business days, name change done from April"),
 S("extract_fields", "extract customer id, amounts, dates and the two requests as JSON"),
 L("investigate_root_cause", "we got a few of these double charges. look at our billing job and find why some subscriptions get charged on the 1st and the 2nd, then fix it")]),

M("email_de_colleague", "colleague_email", """
Betreff: Deployment Freitag

Hi zusammen,

bitte denkt dran, dass wir am Freitag kein Deployment nach 14 Uhr machen. Außerdem muss vorher
die Migration für die neue Spalte `discount_code` in `orders` laufen, sonst bricht der Checkout.
Wer übernimmt das? Ich bin ab Donnerstag im Urlaub.

Danke!
Jonas
""", "Jonas reminds the team of no deploys after 2pm Friday and that the orders.discount_code migration must run first.", lang="de",
asks=[S("translate", "english version please"),
 S("reply_to_sender", "Antworte Jonas kurz, dass ich die Migration übernehme.", "de"),
 L("write_migration_and_models", "write the discount_code migration for orders and wire it into the Order model and checkout code, per this email")]),

M("slack_es_thread", "slack_thread", """
[10:14] lucía: oye, el endpoint /api/v2/clientes devuelve los teléfonos sin el prefijo internacional
[10:15] martín: sí, desde que cambiamos la librería de formateo
[10:15] martín: antes salía +34 600 123 456, ahora 600 123 456
[10:17] lucía: el equipo de la app móvil depende de eso para llamar desde el botón
[10:18] martín: lo miro después de comer
""", "After switching phone formatting libraries, /api/v2/clientes returns numbers without the international prefix, breaking the mobile call button.", lang="es",
asks=[S("summarize", "resúmeme el hilo en una frase", "es"),
 S("translate", "translate the thread, keep the timestamps"),
 L("fix_bug_in_repo", "¿puedes arreglarlo en el repo? que el endpoint vuelva a devolver el formato E.164 y añade un test", "es")]),

M("email_pt_customer", "customer_email", """
Assunto: API retornando 401 depois da troca de chave

Olá equipe,

Geramos uma nova chave de API ontem e revogamos a antiga. Desde então todas as chamadas retornam
401 "invalid_api_key", mesmo usando a chave nova. Já conferimos espaços em branco e o header
Authorization: Bearer <chave>.

Conta: loja-verde. Podem verificar?

Obrigado,
Rafael
""", "A customer gets 401 invalid_api_key with a freshly generated API key after revoking the old one.", lang="pt",
asks=[S("reply_to_sender", "responda ao Rafael pedindo o ID da requisição e o horário de uma chamada com erro", "pt"),
 S("summarize", "quick english summary please"),
 L("investigate_root_cause", "I suspect our key cache isn't invalidated on rotation. check the auth service code and fix it")]),

M("email_ja_partner", "customer_email", """
件名：APIのレスポンスが遅い件

お世話になっております。
本日10時頃から、在庫APIの応答時間が通常の200msから3秒程度に悪化しております。
特に /stock/bulk で100件以上を指定した場合に顕著です。
弊社側の変更はございません。ご確認をお願いいたします。

株式会社サンプル 山田
""", "A Japanese partner reports the stock API slowed from 200 ms to ~3 s since 10:00, especially /stock/bulk with 100+ items.", lang="ja",
asks=[S("translate", "translate to english"),
 S("reply_to_sender", "山田さんに、調査中であること、続報は本日中に送ることを丁寧に返信してください。", "ja"),
 L("investigate_root_cause", "/stock/bulk got slow for large batches today. go through our stock service and find the regression, recent commits probably")]),

M("email_ru_colleague", "colleague_email", """
Тема: Тесты в ветке release/3.2

Коллеги, в ветке release/3.2 падают интеграционные тесты платежей — похоже, из-за того, что
в staging сменили ключи песочницы. Нужно обновить ключи в секретах CI и поправить фикстуры,
которые хардкодят старый merchant_id. Кто возьмётся?

— Дмитрий
""", "Payment integration tests fail on release/3.2 because sandbox keys changed; CI secrets and fixtures with a hardcoded merchant_id need updating.", lang="ru",
asks=[S("summarize", "кратко: что нужно сделать?", "ru"),
 S("translate", "перевести на английский", "ru"),
 L("fix_ci_pipeline", "Возьми это на себя: убери захардкоженный merchant_id из фикстур и сделай так, чтобы тесты брали его из переменных окружения.", "ru")]),

M("email_zh_colleague", "colleague_email", """
主题：关于订单导出接口

大家好，
财务那边反馈订单导出接口 /orders/export 在数据量超过 10 万行时会超时（网关 60 秒）。
建议改成异步任务：先返回任务 ID，完成后通过邮件发送下载链接。
这周能排进去吗？

李明
""", "Li Ming reports the order export endpoint times out above 100k rows and proposes making it an async job that emails a download link.", lang="zh",
asks=[S("translate", "translate this email"),
 S("reply_to_sender", "帮我回复李明：这周排不进去，下周开始做。语气客气一点。", "zh"),
 L("implement_feature", "把 /orders/export 改成异步任务，按邮件里说的实现，包括发送下载链接的邮件。", "zh")]),

M("slack_review_ask", "slack_thread", """
[15:40] noor: can someone review #2231 today? it's the one that changes the session cookie to SameSite=Lax
[15:41] ben: I can, but didn't we have a problem with the payment provider redirect last time we did that?
[15:42] noor: yes, the 3DS callback is a cross-site POST, so the cookie doesn't come back. the PR excludes /payments/callback by using a separate cookie
[15:44] ben: ok. also need to check the mobile webview login
[15:45] noor: good point, I haven't tested that
""", "Noor asks for review of #2231 (SameSite=Lax session cookie); concerns are the 3DS callback (handled with a separate cookie) and the untested mobile webview login.",
[S("extract_action_items", "what's still open before #2231 can merge?"),
 S("summarize", "tl;dr"),
 L("add_tests_in_repo", "add tests for the 3DS callback and the webview login flow to cover what ben raised, against the #2231 branch")]),

M("meeting_notes_arch", "meeting_notes", """
Architecture sync 03/07
- Decision: move file uploads from the API servers to direct-to-S3 presigned URLs
- API will only issue presigned PUT URLs (15 min expiry) and receive a completion callback
- Max size 5 GB, multipart for > 100 MB
- Virus scan stays async (Lambda on ObjectCreated)
- Open question: do we keep the old /upload endpoint for the desktop client? (Hiro to check usage)
- Owner: Fatima, target end of Q2
""", "The team decided to move uploads to presigned S3 URLs with a completion callback, 5 GB limit, multipart above 100 MB, async virus scanning; the old endpoint's fate is open.",
[S("draft_announcement", "write an email to the frontend and mobile teams announcing this decision"),
 S("list_missing_info", "what's not decided yet in these notes?"),
 L("implement_feature", "implement the presigned upload flow from these notes in our API (issue URL + completion callback), keep the old endpoint for now")]),

M("email_customer_angry", "customer_email", """
Subject: RE: RE: Ticket #55102 — STILL BROKEN

This is the third time I'm writing. Your "fix" didn't fix anything. The monthly report still shows
February with 28 days of data when it's a leap year and there are 29 days in our export.
We pay for the enterprise plan. I want someone technical on a call this week.

- Gregory
""", "An enterprise customer, writing for the third time, says the monthly report still drops Feb 29.",
[S("reply_to_sender", "write a calm, apologetic reply offering a call thursday or friday"),
 S("rewrite_text", "rewrite his complaint as a neutral internal bug description"),
 L("fix_bug_in_repo", "the leap-year bug in the monthly report is still there. find it in the reporting code this time and add tests for feb 2024")]),

M("incident_notes_dns", "incident_notes", """
INC-0412 — Internal DNS resolution failures (2024-01-18)
Duration: 22 min
Services affected: all services calling *.internal
What happened: CoreDNS pods were evicted during node pool upgrade; only 2 replicas and both on the same node.
Detection: synthetic checks, 6 min after start.
Fix: scaled CoreDNS to 4, added pod anti-affinity manually.
Follow-ups:
- [ ] Codify anti-affinity + PDB for CoreDNS in terraform/helm
- [ ] Add NodeLocal DNSCache
- [ ] Review upgrade runbook
""", "Internal DNS failed for 22 minutes because both CoreDNS replicas ran on one node that was drained during an upgrade.",
[S("explain_for_non_dev", "explain this incident to customer support in plain language"),
 S("answer_from_text", "how long did it take to detect?"),
 L("implement_feature", "do the first follow-up: add anti-affinity and a PodDisruptionBudget for CoreDNS in our cluster config")]),
]
