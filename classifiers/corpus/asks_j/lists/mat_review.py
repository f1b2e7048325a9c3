from .common import M, S, L

MATERIALS = [
M("pr_desc_cache", "pr_description", """
## What
Adds a read-through cache for `GET /catalog/{id}` using Redis, TTL 10 min.

## Why
p95 is 480ms, 70% of it is the DB. Expected p95 after: ~60ms.

## How
- new `CatalogCache` wrapper around `CatalogRepository`
- invalidation on `ProductUpdated` event
- feature flag `catalog_cache`

## Testing
unit tests for the wrapper; did not test invalidation end to end yet

## Risks
stale reads for up to 10 min if the event is lost
""", "The PR adds a Redis read-through cache for catalog reads with event-based invalidation behind a flag; invalidation isn't tested end to end.",
[S("rewrite_text", "tighten this PR description, it's a bit rambly"),
 S("list_missing_info", "what would a reviewer ask about that isn't in the description?"),
 L("add_tests_in_repo", "write the missing end-to-end invalidation test for this PR in our integration suite and make it pass"),
 S("summarize", "one line for the release notes")]),

M("review_comments_go", "review_comments", """
reviewer: mkowalski

internal/store/users.go:44
> `rows` is never closed if Scan fails. defer rows.Close() right after the query.

internal/store/users.go:61
> don't log the email, it's PII. log the user id.

internal/store/users.go:88
> this should use the ctx passed in, not context.Background()

internal/api/handlers.go:120
> nit: return 404 not 500 when store returns ErrNotFound

general:
> same ctx issue in orders.go and invoices.go I think, please check those too
""", "Review asks to close rows, stop logging emails, propagate ctx (also in orders.go and invoices.go) and return 404 on ErrNotFound.",
[S("convert_format", "turn this review thread into a checklist"),
 L("apply_review_comments", "apply these review comments, including the ctx fix in the other store files he mentions"),
 S("triage_label", "which of these are blocking and which are nits?"),
 S("reply_to_sender", "draft a reply to mkowalski thanking him and saying all addressed except the 404 which comes in a follow-up")]),

M("diff_py_retry", "diff", """
diff --git a/sync/client.py b/sync/client.py
index 3a1f2c0..9b7e4d1 100644
--- a/sync/client.py
+++ b/sync/client.py
@@ -12,14 +12,22 @@ class SyncClient:
     def push(self, batch):
-        for attempt in range(3):
-            resp = self.session.post(self.url, json=batch, timeout=10)
-            if resp.ok:
-                return resp.json()
-            time.sleep(5)
-        raise SyncError("push failed")
+        delay = 1.0
+        for attempt in range(self.max_attempts):
+            resp = self.session.post(self.url, json=batch, timeout=10)
+            if resp.ok:
+                return resp.json()
+            if resp.status_code in (400, 401, 403, 409):
+                raise SyncError(f"push rejected: {resp.status_code}")
+            retry_after = resp.headers.get("Retry-After")
+            time.sleep(float(retry_after) if retry_after else delay + random.random())
+            delay = min(delay * 2, 300)
+        raise SyncError("push failed after retries")
""", "The diff replaces a fixed 3x5s retry with capped exponential backoff with jitter, respects Retry-After and fails fast on 400/401/403/409.", fence="diff",
asks=[S("commit_message", "write a commit message for this diff"),
 S("review_given_diff", "review this diff. anything wrong? (Retry-After can be an HTTP date btw)"),
 L("apply_patch_to_repo", "apply this to our sync client, add the max_attempts setting to the config and update the tests that assumed 3 attempts"),
 S("explain_code", "explain what changed to someone who didn't follow the discussion")]),

M("diff_ts_hook", "diff", """
--- a/src/hooks/useDebounce.ts
+++ b/src/hooks/useDebounce.ts
@@ -1,12 +1,15 @@
-import { useEffect, useState } from 'react';
+import { useEffect, useRef, useState } from 'react';

-export function useDebounce<T>(value: T, ms = 300): T {
+export function useDebounce<T>(value: T, ms = 300, opts?: { leading?: boolean }): T {
   const [debounced, setDebounced] = useState(value);
+  const first = useRef(true);
   useEffect(() => {
+    if (opts?.leading && first.current) {
+      first.current = false;
+      setDebounced(value);
+      return;
+    }
     const t = setTimeout(() => setDebounced(value), ms);
     return () => clearTimeout(t);
-  }, [value, ms]);
+  }, [value, ms, opts?.leading]);
   return debounced;
 }
""", "The diff adds a leading option to useDebounce that applies the first value immediately.", fence="diff",
asks=[S("review_given_diff", "is the leading behaviour here correct? only the very first change is leading, is that what 'leading' usually means?"),
 S("test_given_function", "write vitest tests for the new useDebounce from this diff with fake timers"),
 L("update_callers", "apply this and switch the search inputs across the app to use leading: true, there are a bunch of them")]),

M("pr_desc_es", "pr_description", """
## Cambios
- Se migra el envío de correos de SMTP directo a la cola `mail-outbox` (SQS)
- El worker `mailer` consume la cola y reintenta 5 veces
- Se elimina `utils/smtp.py`

## Cómo probar
`make dev` y registrarse con un usuario nuevo; el correo aparece en MailHog

## Pendiente
- métricas de la cola
- alerta si hay mensajes en la DLQ
""", "The PR moves email sending from direct SMTP to an SQS outbox consumed by a mailer worker; queue metrics and a DLQ alert are still pending.", lang="es",
asks=[S("translate", "translate this PR description to english"),
 S("rewrite_text", "Mejora la redacción de esta descripción del PR, que quede más profesional.", "es"),
 L("implement_feature", "Implementa lo pendiente: métricas de la cola y la alerta de la DLQ, en nuestro repo de infraestructura y en el worker.", "es")]),

M("review_comments_java", "review_comments", """
PR #1987 — "Add discount engine"

@tpereira on DiscountEngine.java L30:
  Using double for money. Please use BigDecimal with scale 2 and RoundingMode.HALF_EVEN.
@tpereira on DiscountEngine.java L55:
  This loop is O(n*m) over rules and items; fine for now but add a comment.
@akim on DiscountRule.java:
  equals() without hashCode(). Rules are put in a HashSet in the engine, so this is a real bug.
@akim general:
  Missing tests for stacking percentage + fixed discounts.
""", "Reviewers want BigDecimal for money, a complexity comment, hashCode() alongside equals(), and stacking tests.",
[S("summarize", "summarize the review feedback by severity"),
 L("apply_review_comments", "address all of the comments on #1987 in the branch, the BigDecimal change will touch the callers too"),
 S("explain_for_non_dev", "why does equals without hashCode matter? explain it to a junior")]),

M("diff_sql_migration", "diff", """
+-- 2024_05_02_add_tenant_to_invoices.sql
+ALTER TABLE invoices ADD COLUMN tenant_id bigint;
+UPDATE invoices i SET tenant_id = c.tenant_id FROM customers c WHERE c.id = i.customer_id;
+ALTER TABLE invoices ALTER COLUMN tenant_id SET NOT NULL;
+CREATE INDEX invoices_tenant_id_idx ON invoices (tenant_id);
""", "The migration adds tenant_id to invoices, backfills from customers, sets NOT NULL and indexes it.", fence="sql",
asks=[S("review_given_diff", "the invoices table has 80M rows. what's wrong with running this as is?"),
 S("write_sql", "rewrite this migration so it's safe on a large live table (batched backfill, concurrent index)"),
 L("write_migration_and_models", "turn this into a proper migration in our framework, batch the backfill, and update the Invoice model and the queries that should now filter by tenant")]),

M("pr_desc_rust", "pr_description", """
Replace `lazy_static` with `std::sync::OnceLock`

MSRV is 1.70 now so we can drop the dependency. This PR converts the regex caches in `parser/`
but not the ones in `cli/` and `server/` yet, I ran out of time. Also bumps MSRV in Cargo.toml and CI matrix.
""", "The PR swaps lazy_static for OnceLock in parser/ only; cli/ and server/ still need converting.",
[S("rewrite_text", "fix the grammar and make this PR description a bit more complete-sounding"),
 L("update_callers", "finish what this PR started: convert the remaining lazy_static uses in cli/ and server/ and remove the dependency")]),

M("review_comments_php", "review_comments", """
Review on MR !412 (Laravel)

- app/Http/Controllers/ReportController.php:27 — raw query with string interpolation of $request->sort, SQL injection. Use a whitelist.
- app/Models/Report.php — $fillable includes 'owner_id', users can reassign reports via mass assignment.
- routes/api.php — the /reports/export route isn't behind the auth:sanctum middleware
- tests — no test for the export route
""", "The review flags SQL injection via sort, mass assignment of owner_id, an unauthenticated export route, and missing tests.",
[S("triage_label", "rank these by security impact"),
 S("write_small_function", "show the whitelist approach for the sort param as a PHP snippet"),
 L("apply_review_comments", "fix all four points from this review in the MR branch and run the test suite")]),

M("diff_yaml_gha", "diff", """
 jobs:
   test:
-    runs-on: ubuntu-20.04
+    runs-on: ubuntu-latest
     strategy:
       matrix:
-        python: ["3.8", "3.9", "3.10"]
+        python: ["3.10", "3.11", "3.12"]
     steps:
-      - uses: actions/checkout@v2
-      - uses: actions/setup-python@v2
+      - uses: actions/checkout@v4
+      - uses: actions/setup-python@v5
""", "The workflow diff moves to ubuntu-latest, Python 3.10-3.12, and newer checkout/setup-python actions.", fence="diff",
asks=[S("commit_message", "commit msg for this pls, conventional commits style"),
 L("fix_ci_pipeline", "with this matrix change our 3.12 job fails (distutils import somewhere). make the suite pass on 3.12")]),

M("review_thread_kotlin", "review_comments", """
> Why not use a sealed class for UiState instead of three nullable fields?
Author: fair, I'll change it.
> Also collectAsState without lifecycle — use collectAsStateWithLifecycle.
Author: ok
> The repository is called from the main thread in loadProfile(), needs withContext(Dispatchers.IO)
Author: it's a suspend fun in Room, shouldn't be needed?
> Room yes, but you also call the legacy prefs store there, which is blocking.
Author: ah right
""", "The reviewer asks for a sealed UiState, lifecycle-aware collection, and moving a blocking prefs call off the main thread; the author agreed to all.",
[S("extract_action_items", "what did the author agree to change?"),
 L("apply_review_comments", "make those three changes in the profile screen code"),
 S("explain_code", "explain the Room vs prefs point, I don't get why one needs Dispatchers.IO and the other not")]),

M("pr_desc_breaking", "pr_description", """
feat!: rename `Client.fetch_all` to `Client.iter_pages`, return an iterator

BREAKING CHANGE: `fetch_all()` used to return a list. It is removed. Use `list(client.iter_pages())`
for the old behaviour. The `page_size` kwarg is now keyword-only.

Closes #340
""", "The PR renames fetch_all to iter_pages returning an iterator, and makes page_size keyword-only, a breaking change.",
[S("draft_announcement", "write the upgrade note for users from this"),
 L("update_callers", "we use this library in 30+ places in our monorepo. update every call site to the new API")]),
]
