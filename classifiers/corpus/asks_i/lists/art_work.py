"""Issues, tickets, chat/email threads, incidents, RFCs, meeting notes and TODO lists."""

from .common import A

ARTIFACTS = [

A("issue_darkmode", "issue", r"""
    ### Dark mode setting doesn't persist after reload #1874

    **Describe the bug**
    When I switch to dark mode in Settings > Appearance it works, but after a page reload it's back to light.
    Only happens when I'm logged in with SSO, with email login it persists.

    **To reproduce**
    1. Log in via Okta SSO
    2. Settings > Appearance > Dark
    3. Reload

    **Expected** stays dark
    **Actual** light again. Network tab shows `PATCH /api/me/preferences` returning 200 though.

    **Env** Chrome 124, macOS, app v4.8.2

    ---
    **comments**
    > @ravi: same here, Firefox + Azure AD
    > @mo: I think SSO users get their profile re-synced from the IdP on every login and it overwrites preferences
    """,
    name="issue #1874 (dark mode not persisting for SSO users)",
    gist="For SSO users the theme preference is saved (PATCH returns 200) but reset on reload; a commenter suspects the IdP profile sync overwrites the preferences on each login.",
    next="Check the SSO profile sync so it only updates identity fields, not user preferences.",
    flags=("bug",),
    single=[
        ("summarize", "summarize this issue in one line for the sprint board"),
        ("triage", "triage this: priority, component, and is the commenter's theory plausible?"),
        ("reply_draft", "write a reply on the issue thanking them and saying we reproduced it"),
    ],
    long=[
        ("fix_in_repo", "fix #1874. check if the SSO sync really overwrites preferences, fix it so only identity fields sync, add a test"),
        ("fix_in_repo", "Can you take this issue and fix it in the codebase? Repro steps are in there."),
    ],
    null_long=[("fix_in_repo", "fix issue #1874 (dark mode resets for sso users)")],
),

A("issue_s3_minio", "issue", r"""
    ## Feature request: support S3-compatible storage (MinIO, R2, Wasabi)

    Right now the `storage.backend: s3` option only works with AWS because the endpoint is hardcoded and we
    always use virtual-hosted-style URLs. Self-hosters want MinIO.

    Proposal:
    - new config keys `storage.s3.endpoint` and `storage.s3.force_path_style`
    - presigned URLs must use the custom endpoint
    - docs page + docker-compose example with MinIO

    Happy to help test. 👍 x 43
    """,
    name="the S3-compatible storage feature request",
    gist="Users want MinIO/R2 support: a configurable S3 endpoint, path-style addressing, presigned URLs on that endpoint, and docs with a compose example.",
    next="It touches the config schema, the storage client factory, presigning and the docs.",
    flags=("feature",),
    single=[
        ("summarize", "tl;dr of this feature request"),
        ("title", "shorter title for this issue"),
        ("triage", "how big is this? rough t-shirt size and what parts it touches, from the description only"),
    ],
    long=[
        ("implement_spec", "implement this feature request: endpoint + path-style config, presigned urls, docs and a minio compose example. add integration tests against minio"),
        ("implement_spec", "Please build S3-compatible storage support as described here."),
    ],
),

A("issue_de_excel", "issue", r"""
    **Absturz beim Import von Excel-Dateien mit leeren Zeilen**

    Hallo zusammen,
    seit Version 2.3 stürzt der Import ab, sobald die .xlsx-Datei leere Zeilen zwischen den Daten enthält.
    Fehlermeldung im Browser: "Import fehlgeschlagen (500)". Im Server-Log steht:
    `ValueError: could not convert string to float: ''` in `importers/xlsx.py`, Zeile 212.
    Mit Version 2.2 ging das noch. Beispieldatei hängt an (Kundendaten entfernt).
    Viele Grüße, Petra
    """,
    name="Petra's issue about the Excel import crash",
    gist="Since 2.3 the xlsx importer crashes on empty rows because it converts an empty string to float at importers/xlsx.py line 212.",
    next="Skip fully empty rows and treat empty numeric cells as missing values.",
    lang="de",
    flags=("bug",),
    single=[
        ("translate", "translate this issue to english"),
        ("reply_draft", "write a reply to Petra in German saying we'll fix it in 2.3.1"),
        ("summarize", "english one-liner for our changelog"),
    ],
    long=[
        ("fix_in_repo", "fix this in the xlsx importer (skip blank rows, empty numeric cells = None), add a regression test with a file that has blank rows"),
    ],
),

A("issue_memleak_thread", "issue", r"""
    ### Memory leak since v3.2 (worker RSS grows until OOM) #2210

    Our workers grow ~150MB/hour since upgrading from 3.1.4 to 3.2.0. Rolling back fixes it.

    > **jkl**: +1, seeing the same with the redis broker
    > **anna-s**: heap snapshot shows lots of retained `TaskContext` objects referenced from `_hooks` list
    > **jkl**: we don't use hooks ourselves though
    > **maintainer-bot**: This issue has been labeled `needs-repro`
    > **dev-ops-pete**: repro: run 1000 tasks in a loop with `result_backend` enabled, watch RSS. attached script.
    > **anna-s**: v3.2.0 changelog mentions "tracing hooks registered per task" — maybe they're never removed?
    """,
    name="issue #2210 about the worker memory leak since 3.2",
    gist="Since 3.2.0 worker memory grows steadily; a heap snapshot shows TaskContext objects retained via a _hooks list, and the changelog mentions per-task tracing hooks, which are likely never unregistered.",
    next="Unregister per-task hooks when the task finishes (or use weak references) and add a leak test from the repro script.",
    flags=("bug",),
    single=[
        ("summarize", "summarize the thread: what do we know so far"),
        ("triage", "based on the comments what's the most likely cause?"),
        ("title", "better title for this issue now that we know more"),
    ],
    long=[
        ("fix_in_repo", "we're the maintainers. confirm the hooks theory with the repro from the thread, fix the leak, and add a regression test that checks memory doesn't grow over 1000 tasks"),
        ("fix_in_repo", "Please investigate #2210 in our code and fix the leak."),
    ],
),

A("jira_idempotency", "ticket", r"""
    PAY-1423  Add idempotency keys to payment endpoints
    Type: Story   Priority: High   Sprint: Payments 24.11   Story points: 8
    Reporter: Sara Lind   Assignee: (unassigned)

    Description
    Merchants retry POST /v1/payments and POST /v1/refunds on timeouts, which sometimes creates duplicates.
    Support an `Idempotency-Key` header like the big PSPs do.

    Acceptance criteria
    1. POST /v1/payments and /v1/refunds accept an optional Idempotency-Key header (max 255 chars).
    2. Same key + same body within 24h returns the original response (status + body), no new side effects.
    3. Same key + different body returns 422 `idempotency_key_reuse`.
    4. Concurrent requests with the same key: one proceeds, others get 409 until it completes.
    5. Keys are scoped per merchant.
    6. Documented in the public API reference.
    """,
    name="PAY-1423 (idempotency keys)",
    gist="PAY-1423 asks for an optional Idempotency-Key header on payment and refund creation with 24h replay of the original response, 422 on key reuse with a different body, 409 for concurrent duplicates, per-merchant scoping and docs.",
    next="It needs a key store with a request fingerprint, a lock for in-flight keys, middleware on both endpoints and docs.",
    single=[
        ("summarize", "summarize PAY-1423 for someone who missed the planning"),
        ("extract_actions", "break this ticket into subtasks"),
        ("explain", "what's the reasoning behind AC 3 and 4? explain like I'm new to payments"),
        ("write_sql", "sketch the postgres table for storing these idempotency keys, just the DDL"),
    ],
    long=[
        ("implement_spec", "implement PAY-1423 in the payments service, all six acceptance criteria, with tests"),
        ("implement_spec", "pick up PAY-1423 and build it end to end incl. the docs update"),
    ],
    null_long=[("implement_spec", "implement PAY-1423 (idempotency keys on payments and refunds)")],
),

A("linear_csv_timeout", "ticket", r"""
    ENG-882 · CSV export times out for large workspaces
    Status: Todo · Priority: Urgent · Labels: bug, customer-reported · Cycle 31

    Acme Corp (48k projects) can't export — request dies after 30s with a gateway timeout.
    Smaller workspaces fine. Export is built in memory in `ExportService.buildCsv` and returned in the response.

    Proposal from @tomas: stream the CSV, or make it async + email a download link.
    Customer needs it by Friday for their audit.
    """,
    name="ENG-882, the CSV export timeout",
    gist="Exports for very large workspaces time out at 30s because ExportService.buildCsv builds the whole CSV in memory in the request; streaming or async generation with an emailed link are proposed.",
    next="Streaming is the quicker fix for Friday; async is the more robust one.",
    flags=("bug",),
    single=[
        ("summarize", "one paragraph summary for the customer success team"),
        ("triage", "stream vs async email link, which would you pick given the friday deadline? just reason about it"),
        ("reply_draft", "draft a message to the customer with a realistic ETA"),
    ],
    long=[
        ("fix_in_repo", "do ENG-882: make the CSV export stream rows instead of building in memory, test it with a 50k project fixture"),
        ("implement_spec", "Implement the async version from ENG-882: background job, S3 upload, email with a signed link, plus tests."),
    ],
),

A("jira_pt_ticket", "ticket", r"""
    LOJA-311 — Permitir parcelamento em até 12x no cartão
    Tipo: História · Prioridade: Média

    Como cliente, quero parcelar compras acima de R$ 300 em até 12x sem juros no cartão de crédito.

    Critérios de aceite:
    - Opção de parcelas aparece só para pedidos >= R$ 300
    - Parcela mínima de R$ 50
    - Mostrar o valor de cada parcela no checkout e no e-mail de confirmação
    - Enviar `installments` para o gateway (campo já suportado na API deles)
    """,
    name="LOJA-311 (installments on credit card)",
    gist="LOJA-311 asks for up to 12 interest-free installments on orders from R$300, a R$50 minimum per installment, the amount shown at checkout and in the confirmation email, and the installments field sent to the gateway.",
    next="It touches the checkout UI, order model, gateway client and the email template.",
    lang="pt",
    single=[
        ("translate", "translate this ticket to english"),
        ("explain", "how many installments would a R$ 420 order allow with these rules? show the math"),
    ],
    long=[
        ("implement_spec", "implement LOJA-311 in the store: checkout option, gateway field, confirmation email, with tests"),
    ],
),

A("slack_flaky", "chat_thread", r"""
    #backend-eng
    priya  10:02  is anyone else seeing test_webhook_retry_schedule fail randomly? 3 of my last 5 CI runs
    marco  10:04  yes. it's time-based, uses real datetime.now() and asserts the next retry is exactly +60s
    marco  10:04  fails when the run crosses a second boundary
    priya  10:06  can we just quarantine it?
    leo    10:09  please no more quarantines, we have 14 already 😬
    marco  10:10  the fix is to freeze time (we already have freezegun in dev deps)
    leo    10:11  agreed. also the same pattern exists in test_invoice_reminders and test_trial_expiry I think
    priya  10:12  ok who takes it? I'm on the release today
    leo    10:13  I can after lunch unless someone's faster
    """,
    name="the Slack thread about the flaky webhook retry test",
    gist="test_webhook_retry_schedule is flaky because it uses the real clock and asserts an exact +60s; the team agrees to freeze time with freezegun instead of quarantining, and thinks two other tests share the pattern.",
    next="Leo volunteered after lunch.",
    single=[
        ("summarize", "summarize this thread for someone who wasn't there"),
        ("extract_actions", "what was decided and who's doing what?"),
        ("reply_draft", "write a reply saying I'll take it now"),
    ],
    long=[
        ("fix_in_repo", "I'll take this. fix test_webhook_retry_schedule and the other tests mentioned with freezegun, then check the whole suite for other datetime.now() asserts"),
        ("do_action_items", "do what the thread agreed on in our repo and open a PR"),
    ],
),

A("email_customer_webhooks", "customer_email", r"""
    From: Dana Whitfield <dana@brightlane.co>
    Subject: Webhooks delivered twice — urgent

    Hi team,

    Since Tuesday we receive every `invoice.paid` webhook twice, about 30 seconds apart, same event id.
    Our handler isn't idempotent (I know, I know), so customers got two thank-you emails and our
    accounting sync created duplicate entries. Examples: evt_8Kq2m1, evt_8Kq2p9, evt_8Kr0a4.
    Our endpoint responds 200 within ~35s. Did something change on your side?

    Dana
    Head of Engineering, Brightlane
    """,
    name="Dana's email about duplicate invoice.paid webhooks",
    gist="Brightlane gets each invoice.paid webhook twice about 30s apart; their endpoint takes ~35s to answer, so the delivery timeout (probably lowered to 30s on Tuesday) treats it as failed and retries.",
    next="Check whether the webhook delivery timeout changed on Tuesday; reply explaining retries, event ids for dedup, and responding fast.",
    single=[
        ("reply_draft", "draft a reply to Dana. explain retries and event-id dedup without blaming them"),
        ("summarize", "summarize for our support ticket"),
        ("triage", "from this email alone, what do you think changed on our side?"),
    ],
    long=[
        ("fix_in_repo", "check our webhook dispatcher for what changed on tuesday (timeout?), fix it, and make sure retries carry the same event id and a delivery attempt header. tests"),
        ("incident_guard", "Investigate this in the webhooks service, reproduce it with a slow receiver, and add safeguards so slow endpoints don't get duplicate deliveries without clear retry headers."),
    ],
),

A("email_security_rotation", "chat_thread", r"""
    From: security@acme.io
    To: eng-all@acme.io
    Subject: ACTION REQUIRED: rotate long-lived cloud keys by June 14

    Hi all,
    As part of the SOC 2 remediation, all long-lived AWS access keys and GitHub PATs used in CI must be
    replaced by June 14:
      - AWS: switch CI to OIDC federation (role per repo), delete IAM user keys
      - GitHub: replace PATs with a GitHub App installation token
      - Secrets in .env files committed to repos must be purged from history
    Owners are listed in the attached sheet (your team: platform, payments).
    Questions -> #security-help
    Thanks, Security
    """,
    name="the security team's key rotation email",
    gist="Security requires moving CI from AWS access keys to OIDC roles, replacing GitHub PATs with an App token, and purging committed .env secrets from history by June 14.",
    next="For each repo: add OIDC role assumption to workflows, swap PAT usage, scan history for secrets.",
    single=[
        ("summarize", "what do I actually have to do here? short"),
        ("extract_actions", "turn this into a checklist per item"),
        ("explain", "explain OIDC federation for CI vs access keys in a few sentences"),
    ],
    long=[
        ("migrate_configs", "do this for the payments repos: switch all github workflows from AWS keys to OIDC role assumption and replace the PAT usage with the app token"),
        ("do_action_items", "handle everything this email asks for in the platform repo, open a PR, and list anything that needs an admin"),
    ],
),

A("slack_pm_lastlogin", "chat_thread", r"""
    #product-admin
    hanna (PM)  2:14 PM  could we add a "last login" column to the admin user export? CS keeps asking
    hanna (PM)  2:15 PM  ideally also a filter "inactive > 90 days" in the users table
    omar        2:31 PM  we store last_login_at only for password logins, SSO doesn't update it
    hanna (PM)  2:32 PM  oh. can we fix that too?
    omar        2:33 PM  yep should be small, the SSO callback just needs to touch it
    """,
    name="Hanna's ask about a last-login column",
    gist="The PM wants a last-login column in the admin user export and an inactive >90 days filter; last_login_at is currently only updated for password logins, not SSO.",
    next="Update last_login_at in the SSO callback, then add the export column and the filter.",
    single=[
        ("summarize", "summarize the request in a ticket-ready format"),
        ("title", "ticket title for this"),
        ("reply_draft", "reply to hanna with what we'll do and a rough estimate"),
    ],
    long=[
        ("implement_spec", "build what hanna asked for: update last_login_at on SSO login, add the export column and the inactive>90d filter in admin, tests"),
        ("do_action_items", "go ahead and do all of this in the admin app"),
    ],
),

A("email_es_invoice", "customer_email", r"""
    Asunto: Totales incorrectos en las facturas PDF

    Hola,
    desde la actualización del lunes, las facturas en PDF muestran el IVA calculado sobre el precio con
    descuento en las líneas, pero el total general usa el precio sin descuento. Por ejemplo, la factura
    F-2024-0871: subtotal 1.200,00 €, descuento 10 %, IVA 21 %: el PDF dice total 1.452,00 € y debería
    ser 1.306,80 €. Necesitamos corregirlo antes del cierre de mes.
    Saludos,
    Lucía Ortega — Administración, Ferretería Ortega
    """,
    name="Lucía's email about wrong PDF invoice totals",
    gist="Since Monday's update the PDF grand total ignores the line discount (1,452.00 instead of 1,306.80 on F-2024-0871) while the VAT lines use the discounted price.",
    next="The total in the PDF template or its view model is likely computed from the undiscounted subtotal.",
    lang="es",
    flags=("bug",),
    single=[
        ("translate", "translate this customer email to english"),
        ("explain", "check her math: is 1.306,80 right for 1.200 with 10% off and 21% VAT?"),
        ("reply_draft", "write a reply in spanish apologising and saying we're fixing it"),
    ],
    long=[
        ("fix_in_repo", "find where the pdf invoice total is computed and fix it to use the discounted subtotal, add a test using her example numbers"),
    ],
),

A("incident_cache_stampede", "incident", r"""
    INC-5521 — Elevated 5xx on product pages (SEV-2)
    Timeline (UTC)
    09:58  Deploy 2024.05.16-3 of catalog-api starts (includes Redis client upgrade)
    10:01  Deploy finishes; all pods restarted, local + Redis caches cold after key prefix change ("v2:")
    10:02  p99 latency on /products/:id jumps from 80ms to 4.1s
    10:03  Postgres CPU 98%, connection count at max (400)
    10:05  Alert: 5xx > 5% on catalog-api. On-call (bruno) paged
    10:11  bruno scales catalog-api 12 -> 24 pods. Makes it worse (more DB connections)
    10:19  Rollback started
    10:24  Rollback done; caches on old prefix still warm, recovery
    10:30  5xx back to baseline
    Impact: ~27 min of degraded product pages, ~6% of requests failed
    Contributing factors:
    - key prefix change made every cache entry miss at once
    - no request coalescing on cache miss (every concurrent request hits the DB)
    - scaling out multiplied DB connections
    """,
    name="INC-5521, the catalog cache stampede",
    gist="A deploy changed the cache key prefix, so every entry missed at once; without request coalescing all requests hit Postgres, and scaling out made it worse until rollback, ~27 minutes of degraded product pages.",
    next="Add single-flight on cache misses, gradual cache warmup or prefix migration, and a DB connection budget that scaling can't exceed.",
    single=[
        ("summarize", "summarize this incident for the weekly exec update, non-technical, 3 sentences"),
        ("extract_actions", "propose action items from the contributing factors, with owners as TBD"),
        ("title", "postmortem title"),
        ("explain", "explain what a cache stampede is using this incident as the example"),
    ],
    long=[
        ("incident_guard", "implement the fixes for INC-5521 in catalog-api: single-flight on cache miss, a max-DB-connections guard per pod, and a load test that reproduces the cold-cache stampede"),
        ("incident_guard", "Reproduce this stampede locally with a cold cache, then add request coalescing in catalog-api and the two other services that use the same cache helper."),
    ],
),

A("postmortem_tls", "incident", r"""
    # Postmortem: internal API certificate expiry (2024-02-11)

    ## Summary
    The TLS certificate for `internal-api.acme.local` expired at 00:00 UTC. All services calling it failed
    TLS handshakes for 3h 40m until a new cert was issued manually.

    ## Root cause
    The cert was issued manually in 2023 and was not managed by cert-manager. The renewal reminder went
    to a former employee's mailbox.

    ## What went well
    - Alerting on error rate fired within 4 minutes

    ## What went poorly
    - Error messages said "x509: certificate has expired or is not yet valid" but nobody checked the cert first
    - No inventory of manually issued certificates

    ## Action items
    - [ ] Move internal-api cert to cert-manager (owner: platform)
    - [ ] Add cert expiry monitoring (alert at 21 and 7 days) for all endpoints (owner: sre)
    - [ ] Inventory all manually issued certs (owner: security)
    - [ ] Runbook: "TLS handshake failures" (owner: sre)
    """,
    name="the internal-api cert expiry postmortem",
    gist="A manually issued internal cert expired and broke internal calls for 3h40m; action items are cert-manager for that cert, expiry monitoring, a cert inventory and a runbook.",
    next="The cert-manager move and the expiry alerts are the two code/config changes.",
    single=[
        ("summarize", "summarize this postmortem in 3 bullets"),
        ("rewrite", "make the 'what went poorly' section blameless, it reads a bit accusatory"),
        ("translate", "translate the summary and root cause to {tl}"),
    ],
    long=[
        ("incident_guard", "do the platform and sre action items from this postmortem in the infra repo: cert-manager Certificate for internal-api, and prometheus alerts for cert expiry at 21 and 7 days for every ingress"),
        ("do_action_items", "work through the unchecked action items that can be done in code, in our infra repo"),
    ],
),

A("incident_poison_msg", "incident", r"""
    incident channel export — #inc-queue-backlog
    07:40 alert: orders-events queue depth > 50k
    07:44 sam: consumer is crashlooping. logs: "json: cannot unmarshal string into Go struct field Event.amount of type int64"
    07:46 sam: one producer (legacy-pos) started sending amount as "12.50" string after their release
    07:51 ana: consumer nacks + requeues forever, so the bad message blocks the partition
    07:58 sam: manually moved the message to a parking queue, backlog draining
    08:20 queue depth normal
    08:25 ana: we need a DLQ and to stop requeueing on decode errors. also schema validation at the producer?
    """,
    name="the orders-events backlog incident from this morning",
    gist="A producer started sending amount as a string, the Go consumer failed to decode it, and nack+requeue kept the poison message at the head, blocking the queue until it was parked by hand.",
    next="Route undecodable messages to a DLQ instead of requeueing, and validate the schema at the producer.",
    single=[
        ("summarize", "write a short incident summary from this channel export"),
        ("extract_actions", "what follow-ups came out of this?"),
        ("explain", "what's a poison message and why does requeueing make it worse"),
    ],
    long=[
        ("incident_guard", "add a DLQ and no-requeue-on-decode-error to every consumer in the events repo, plus a test that feeds a bad message and checks the queue keeps moving"),
        ("incident_guard", "Please reproduce this with a malformed event locally and make all our consumers resilient to it."),
    ],
),

A("rfc_outbox", "rfc", r"""
    # RFC-017: Replace cron-based event publishing with a transactional outbox

    Status: Accepted   Authors: @ilse, @ravi

    ## Problem
    Services write to their DB and then publish to Kafka in the same request. If the publish fails we lose
    events; if the DB commit fails after publishing we emit phantom events. A cron job "repairs" this every 5
    minutes by diffing tables, which is slow and misses deletes.

    ## Proposal
    1. Each service gets an `outbox` table (id, aggregate_type, aggregate_id, type, payload jsonb, created_at,
       published_at null).
    2. Business writes and the outbox insert happen in the same DB transaction.
    3. A relay process polls `outbox WHERE published_at IS NULL ORDER BY id LIMIT 500 FOR UPDATE SKIP LOCKED`,
       publishes, and sets published_at.
    4. Consumers must be idempotent on event id.
    5. Remove the repair cron after two weeks of parallel running.

    ## Rollout
    orders first, then billing, then inventory. Feature flag `outbox_publishing` per service.

    ## Open questions
    - Retention of published rows (7 days?)
    - Ordering guarantees per aggregate across relay restarts
    """,
    name="RFC-017 (transactional outbox)",
    gist="RFC-017 replaces publish-after-commit and the repair cron with a transactional outbox per service, a SKIP LOCKED relay, idempotent consumers, a per-service flag and a rollout of orders, billing, then inventory.",
    next="The first step is the orders outbox table, the transactional write path, and the relay behind the flag.",
    single=[
        ("summarize", "summarize RFC-017 for the team channel, 5 lines max"),
        ("explain", "why FOR UPDATE SKIP LOCKED in the relay query? explain"),
        ("write_sql", "write the CREATE TABLE and index for the outbox table described here, postgres"),
        ("rewrite", "suggest answers to the two open questions and rewrite that section"),
    ],
    long=[
        ("implement_spec", "implement RFC-017 for the orders service: outbox table migration, write events in the same tx, the relay with SKIP LOCKED, feature flag, tests"),
        ("implement_spec", "Please roll RFC-017 out across orders, billing and inventory as described."),
    ],
    null_long=[("implement_spec", "implement the outbox RFC (RFC-017) in the orders service")],
),

A("design_ratelimit", "rfc", r"""
    Design: per-tenant API rate limiting

    Goals: protect shared infra from noisy tenants; predictable limits per plan.
    Non-goals: per-user limits, global DDoS protection (handled at the CDN).

    Approach: token bucket per (tenant_id, route_group) in Redis, implemented as a Lua script for atomic
    refill+take. Plans: free 10 rps / burst 20, pro 50 / 100, enterprise configurable.
    Responses: 429 with `Retry-After` and `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset` headers.
    Failure mode: if Redis is unavailable, fail open but log and emit a metric.
    Config: limits in `config/ratelimits.yaml`, hot-reloaded.
    """,
    name="the per-tenant rate limiting design doc",
    gist="The design proposes a Redis token bucket per tenant and route group via an atomic Lua script, plan-based limits, 429 with standard RateLimit headers, fail-open on Redis outage and hot-reloaded YAML config.",
    next="Implementation means a middleware, the Lua script, config loading and tests.",
    single=[
        ("summarize", "summarize the design in 3 bullets"),
        ("review_doc", "poke holes in this design. what's missing?"),
        ("write_code_snippet", "write the Lua script for the atomic refill+take described here"),
    ],
    long=[
        ("implement_spec", "implement this design in the api gateway: middleware, lua token bucket, yaml config with hot reload, headers, fail-open, tests with a fake clock"),
    ],
),

A("adr_sse", "rfc", r"""
    ADR 0023: Server-Sent Events for in-app notifications
    Context: the web app polls GET /notifications every 10s; 38% of API traffic, mostly empty responses.
    Decision: add GET /notifications/stream (SSE). The client falls back to polling if EventSource fails.
    Consequences: long-lived connections through the ALB (idle timeout must be > heartbeat), a heartbeat
    comment every 25s, per-user fan-out via Redis pub/sub.
    """,
    name="ADR 0023 (SSE for notifications)",
    gist="ADR 0023 replaces 10-second notification polling with an SSE stream, polling fallback, 25s heartbeats, an ALB idle timeout above the heartbeat and Redis pub/sub fan-out.",
    next="It needs the stream endpoint, pub/sub wiring, the client EventSource with fallback and the ALB setting.",
    single=[
        ("summarize", "one-paragraph summary"),
        ("explain", "why does the ALB idle timeout matter for SSE?"),
    ],
    long=[
        ("implement_spec", "implement ADR 0023: the SSE endpoint, redis pubsub fan-out, the client with polling fallback, and the ALB idle timeout change in terraform"),
    ],
),

A("meeting_notes", "meeting_notes", r"""
    Platform sync — 2024-05-22
    Attendees: Kim, Joao, Aylin, me (Theo)

    1. Node 18 EOL
       - we still have 6 services on node 18. Joao: most just need the base image + engines bump
       - AI: Theo to upgrade api-gateway, notifications, webhooks to node 20 and fix tests
    2. Flaky e2e
       - Aylin: 40% of reruns are cypress retries on login; probably the seeded user races
       - AI: Aylin to investigate login seeding
    3. Logging
       - agreed to standardize on pino with the shared redact list
       - AI: Kim to write the shared logger package; Theo to switch notifications to it once published
    4. Misc
       - Joao out next week
    """,
    name="the notes from Wednesday's platform sync",
    gist="Action items: Theo upgrades api-gateway, notifications and webhooks to Node 20 and later switches notifications to Kim's shared pino logger; Aylin looks into login seeding in the flaky e2e tests.",
    next="Theo's Node 20 upgrades are the work that can start now.",
    single=[
        ("extract_actions", "list the action items by person"),
        ("summarize", "summarize this for people who missed it, 4 bullets"),
        ("rewrite", "clean these notes up into something I can post"),
    ],
    long=[
        ("do_action_items", "I'm Theo. do my node 20 action item: upgrade api-gateway, notifications and webhooks to node 20 (base images, engines, CI matrix) and fix whatever tests break"),
        ("upgrade_deps", "do the node 18 -> 20 upgrade mentioned in these notes for the three services assigned to me and get their pipelines green"),
    ],
),

A("meeting_notes_fr", "meeting_notes", r"""
    Réunion équipe mobile — 3 juin
    Présents : Camille, Yanis, Léa

    - Crash au démarrage sur Android 14 (SDK cible 34) : lié aux permissions de notifications, Yanis regarde.
    - Passage à Kotlin 2.0 : on attend la fin du sprint.
    - Deep links iOS cassés depuis le changement de domaine : il faut mettre à jour apple-app-site-association
      et les entitlements. Léa s'en occupe.
    - Camille : écrire la doc du nouveau flux de paiement.
    """,
    name="the mobile team meeting notes (in French)",
    gist="Yanis looks into an Android 14 startup crash tied to notification permissions, Léa fixes iOS deep links after the domain change (AASA file and entitlements), Camille documents the new payment flow, and Kotlin 2.0 waits until after the sprint.",
    next="The deep link fix and the Android 14 crash are code changes.",
    lang="fr",
    single=[
        ("translate", "translate these notes to english"),
        ("extract_actions", "action items with owners, in english"),
    ],
    long=[
        ("do_action_items", "I'm Léa. fix the iOS deep links after the domain change as described: update the apple-app-site-association file and the entitlements in the app repo, and test the links"),
    ],
),

A("todo_md", "todo", r"""
    # TODO before 1.0

    - [x] CLI: `init` command
    - [ ] CLI: `--json` output for `status` and `list`
    - [ ] config: support `XDG_CONFIG_HOME`, fall back to ~/.config/tallyctl
    - [ ] remove deprecated `--verbose-level` flag (print warning since 0.8)
    - [ ] windows: paths with spaces break `export`
    - [ ] README: install via brew/scoop
    - [ ] shell completions for bash/zsh/fish
    """,
    name="the TODO.md for the 1.0 release of tallyctl",
    gist="Before 1.0: --json output for status and list, XDG config support, removing --verbose-level, fixing Windows paths with spaces in export, brew/scoop install docs, and shell completions.",
    next="Most items are independent and can be done one PR each.",
    single=[
        ("rewrite", "turn this into github issues text, one per item, with a short description each"),
        ("triage", "order these by effort, smallest first, just from the descriptions"),
    ],
    long=[
        ("do_action_items", "work through this TODO list in the tallyctl repo, one commit per item, tests for each"),
        ("do_action_items", "do the open items except the README one"),
    ],
),

]
