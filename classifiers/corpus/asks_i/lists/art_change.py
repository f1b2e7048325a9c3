"""Git diffs, PR descriptions and code review comments."""

from .common import A

ARTIFACTS = [

A("diff_retry_backoff", "diff", r"""
    diff --git a/payments/client.py b/payments/client.py
    index 3b1f0a2..9c4e7d1 100644
    --- a/payments/client.py
    +++ b/payments/client.py
    @@ -1,8 +1,11 @@
     import logging
    +import random
    +import time

     import requests

     log = logging.getLogger(__name__)
    +RETRYABLE = {429, 502, 503, 504}


     class PaymentsClient:
    @@ -21,12 +24,27 @@ class PaymentsClient:
             self.session = requests.Session()
             self.timeout = timeout

    -    def charge(self, customer_id, amount_cents, currency="EUR"):
    -        resp = self.session.post(
    -            f"{self.base_url}/charges",
    -            json={"customer": customer_id, "amount": amount_cents, "currency": currency},
    -            timeout=self.timeout,
    -        )
    -        resp.raise_for_status()
    -        return resp.json()
    +    def charge(self, customer_id, amount_cents, currency="EUR", max_attempts=4):
    +        attempt = 0
    +        while True:
    +            attempt += 1
    +            resp = self.session.post(
    +                f"{self.base_url}/charges",
    +                json={"customer": customer_id, "amount": amount_cents, "currency": currency},
    +                timeout=self.timeout,
    +            )
    +            if resp.status_code not in RETRYABLE or attempt >= max_attempts:
    +                resp.raise_for_status()
    +                return resp.json()
    +            delay = min(8, 0.5 * 2 ** attempt) + random.random() / 4
    +            log.warning("charge retry %s after %s (status %s)", attempt, delay, resp.status_code)
    +            time.sleep(delay)
    """,
    name="my retry-with-backoff change to PaymentsClient.charge",
    gist="The diff adds retries with exponential backoff and jitter to PaymentsClient.charge for 429/5xx responses.",
    next="The big risk is retrying a non-idempotent POST: a 502 after the charge went through would double-charge, so it needs an idempotency key; timeouts and connection errors are also not retried.",
    single=[
        ("review_diff", "review this. anything dangerous about retrying a charge like this?"),
        ("commit_message", "write a commit message for this"),
        ("review_diff", "Does this handle requests.Timeout / ConnectionError? Just looking at the diff."),
        ("write_test", "write pytest tests for the new charge() retry behaviour using responses or a mocked session"),
    ],
    long=[
        ("propagate_change", "apply the same retry policy to every outbound client in the payments service (refunds, payouts, customers), and add an idempotency key header everywhere we retry POSTs. tests too"),
        ("implement_spec", "Take this diff as a starting point: add idempotency keys to charge, make the payments API honour them server-side, and add integration tests for a retried charge."),
        ("fix_in_repo", "this diff is on my branch; finish it — handle timeouts, add the idempotency key, update the callers and run the tests"),
    ],
),

A("diff_useeffect", "diff", r"""
    diff --git a/src/hooks/useSearch.ts b/src/hooks/useSearch.ts
    index 71aa02e..e5d09b3 100644
    --- a/src/hooks/useSearch.ts
    +++ b/src/hooks/useSearch.ts
    @@ -5,17 +5,24 @@ export function useSearch(query: string, filters: Filters) {
       const [results, setResults] = useState<Result[]>([]);
       const [loading, setLoading] = useState(false);

       useEffect(() => {
    -    setLoading(true);
    -    api.search(query, filters).then((r) => {
    -      setResults(r.items);
    -      setLoading(false);
    -    });
    -  }, [query]);
    +    if (!query.trim()) {
    +      setResults([]);
    +      return;
    +    }
    +    const ctrl = new AbortController();
    +    setLoading(true);
    +    api
    +      .search(query, filters, { signal: ctrl.signal })
    +      .then((r) => setResults(r.items))
    +      .catch((e) => {
    +        if (e.name !== "AbortError") throw e;
    +      })
    +      .finally(() => setLoading(false));
    +    return () => ctrl.abort();
    +  }, [query, filters]);

       return { results, loading };
     }
    """,
    name="the useSearch hook change",
    gist="The diff adds abort-on-change, an empty-query short circuit and filters to the dependency list of the useSearch effect.",
    next="If callers build the filters object inline it now refetches on every render, and the rethrow inside catch becomes an unhandled rejection; loading also flips to false when an aborted request finishes.",
    single=[
        ("review_diff", "review pls. is adding filters to the deps going to cause a refetch loop?"),
        ("commit_message", "commit msg for this, conventional commits"),
        ("explain", "explain what the AbortController bit does here for a junior dev"),
        ("title", "PR title for this change"),
    ],
    long=[
        ("propagate_change", "roll this same abort pattern out to the other data hooks in src/hooks and memoize the filters objects at the call sites so we don't get refetch loops"),
        ("fix_in_repo", "I merged this and now the search page refetches constantly. find which callers pass a new filters object each render and fix them"),
    ],
),

A("diff_pagination", "diff", r"""
    diff --git a/internal/api/list.go b/internal/api/list.go
    @@ -40,9 +40,9 @@ func paginate(items []Item, page, size int) []Item {
     	if size <= 0 {
     		size = defaultPageSize
     	}
    -	start := page * size
    +	start := (page - 1) * size
     	if start >= len(items) {
     		return nil
     	}
    -	end := start + size
    +	end := min(start+size, len(items))
     	return items[start:end]
     }
    """,
    name="the paginate() fix in list.go",
    gist="The diff switches paginate to 1-based pages and clamps the end index so the last page no longer panics.",
    next="page=0 now gives a negative start and panics, so page needs to be validated, and any caller still sending 0-based pages will skip the first page.",
    single=[
        ("review_diff", "is this right? what happens with page=0 now"),
        ("commit_message", "one-line commit message for this"),
        ("write_test", "write a table-driven go test for paginate after this change, include page 0, last page and empty slice"),
    ],
    long=[
        ("propagate_change", "we're switching the API to 1-based pages with this. update every handler and the frontend client that passes page numbers, and fix the tests"),
        ("fix_in_repo", "after this change the mobile app skips the first page of results. find where it sends 0-based pages and fix it across clients"),
    ],
),

A("diff_dockerfile", "diff", r"""
    diff --git a/Dockerfile b/Dockerfile
    index 0e11f3a..7fd2a90 100644
    --- a/Dockerfile
    +++ b/Dockerfile
    @@ -1,12 +1,20 @@
    -FROM node:18
    +FROM node:20-alpine AS deps
     WORKDIR /app
    -COPY . .
    -RUN npm install
    -RUN npm run build
    -EXPOSE 3000
    -CMD ["npm", "start"]
    +COPY package.json package-lock.json ./
    +RUN npm ci --omit=dev
    +
    +FROM node:20-alpine AS build
    +WORKDIR /app
    +COPY package.json package-lock.json ./
    +RUN npm ci
    +COPY . .
    +RUN npm run build
    +
    +FROM node:20-alpine
    +WORKDIR /app
    +ENV NODE_ENV=production
    +COPY --from=deps /app/node_modules ./node_modules
    +COPY --from=build /app/dist ./dist
    +USER node
    +EXPOSE 3000
    +CMD ["node", "dist/server.js"]
    """,
    name="my multi-stage Dockerfile rewrite for the web service",
    gist="The diff turns a single-stage node:18 image into a three-stage node:20-alpine build with production-only deps, a non-root user and a direct node entrypoint.",
    next="Watch for native modules that need build tools on alpine and for anything npm start used to do (env loading, migrations).",
    single=[
        ("review_diff", "review this dockerfile change, anything I'll regret on alpine?"),
        ("commit_message", "write the commit message"),
        ("summarize", "summarize what this changes for the PR description, 3 bullets"),
    ],
    long=[
        ("propagate_change", "do the same multi-stage conversion for the other four node services in the monorepo and make sure each image builds and starts"),
        ("make_ci_green", "after this change the image build passes but the smoke test in CI fails. figure out what npm start was doing that we lost and fix it"),
    ],
),

A("diff_sql_migration", "diff", r"""
    diff --git a/migrations/0042_add_orders_customer_idx.sql b/migrations/0042_add_orders_customer_idx.sql
    new file mode 100644
    --- /dev/null
    +++ b/migrations/0042_add_orders_customer_idx.sql
    @@ -0,0 +1,6 @@
    +-- speed up customer order history
    +CREATE INDEX orders_customer_created_idx
    +    ON orders (customer_id, created_at DESC);
    +
    +ALTER TABLE orders
    +    ADD COLUMN archived boolean NOT NULL DEFAULT false;
    """,
    name="migration 0042 (orders index + archived column)",
    flags=("no_long",),
    gist="The migration adds a composite index on orders (customer_id, created_at DESC) and an archived boolean column with a default.",
    next="On a large table the plain CREATE INDEX locks writes; CONCURRENTLY (outside a transaction) is safer, and the column add is cheap on Postgres 11+.",
    single=[
        ("review_diff", "is this migration safe to run on a 200M row orders table in prod?"),
        ("rewrite", "rewrite this migration to be zero-downtime for postgres 15"),
        ("commit_message", "commit message please"),
    ],
    long=[
        ("implement_spec", "ship this properly: make the migration use CREATE INDEX CONCURRENTLY with our migration tool's non-transactional mode, wire archived into the Order model, API filters and admin, with tests"),
    ],
),

A("pr_feature_flag", "pr_description", r"""
    ## what
    new checkout behind flag `checkout_v2`.  adds the one-page checkout (address+shipping+payment on one screen)
    ## why
    conversion. see PRD.
    ## notes
    - flag defaults off, turn on per-tenant in admin
    - old checkout untouched mostly, shared components moved to /shared (sorry for the big diff)
    - tests: added some for the new reducer, e2e not yet
    - TODO: analytics events, the "edit cart" link, RTL
    - known bug: promo code field loses value when switching shipping method
    """,
    name="the checkout_v2 PR",
    gist="The PR adds a one-page checkout behind a per-tenant flag, moves shared components around, and leaves analytics, the edit-cart link, RTL, e2e tests and a promo-code bug open.",
    next="The open TODOs and the known promo-code bug should either be finished or tracked before the flag is turned on anywhere.",
    single=[
        ("rewrite", "rewrite this PR description so reviewers actually understand it, proper sections"),
        ("title", "give this PR a decent title"),
        ("extract_actions", "make a checklist of everything that's still open here"),
        ("summarize", "summarize this PR in two sentences for the release notes draft"),
    ],
    long=[
        ("implement_spec", "finish this PR: do the TODOs listed (analytics events, edit cart link, RTL), fix the promo code bug and add the e2e tests"),
        ("fix_in_repo", "fix the known bug mentioned here (promo code lost when switching shipping method) on the checkout_v2 branch, with a test"),
    ],
),

A("pr_desc_de", "pr_description", r"""
    Titel: Rechnungs-PDF: Umstellung auf neue Vorlage

    Beschreibung:
    - Neue Vorlage `invoice_v3.html` mit Firmenlogo und QR-Code für SEPA-Überweisung
    - Beträge werden jetzt mit `format_currency(locale=...)` formatiert (vorher hart codiert mit Punkt)
    - Fußzeile zieht Handelsregister-Daten aus den Tenant-Einstellungen
    - Offen: Seitenumbruch bei > 40 Positionen sieht noch kaputt aus
    - Tests: Snapshot-Tests für DE und AT angepasst, CH fehlt noch
    """,
    name="the invoice PDF template PR from Jonas",
    gist="The PR switches invoice PDFs to a new template with logo and SEPA QR code, locale-aware currency formatting and tenant-based footer data; page breaks over 40 items and the CH snapshot test are open.",
    next="The page-break issue and missing CH test should be done before merge.",
    lang="de",
    single=[
        ("translate", "translate this PR description to english for the rest of the team"),
        ("summarize", "summarize in english, two sentences"),
        ("title", "give me an English PR title for this"),
    ],
    long=[
        ("implement_spec", "finish the open items from this PR on the branch: fix the page break for >40 line items and add the CH snapshot test"),
    ],
),

A("review_comments_gh", "review_comments", r"""
    @dnovak commented on src/billing/proration.ts line 34
    > const days = Math.round((end - start) / 86400000)
    This breaks on DST days, 23h/25h. Please use date-fns differenceInCalendarDays or work in UTC dates.

    @dnovak commented on src/billing/proration.ts line 51
    Magic number 30. Use the actual days in the billing month?

    @lee-h commented on src/billing/proration.ts line 77
    We're rounding each line separately and then summing -> totals can be off by a cent. Round once at the end.

    @lee-h commented on src/billing/__tests__/proration.test.ts
    Missing cases: upgrade mid-cycle on the last day, downgrade to free, leap year Feb.

    @dnovak requested changes
    Also please don't export `internalProrate`, it's only used in tests — test through the public function.
    """,
    name="the review on my proration PR",
    gist="Reviewers asked for DST-safe day counting, real days-in-month instead of 30, rounding once at the end, more test cases (last-day upgrade, downgrade to free, leap February) and not exporting internalProrate.",
    next="All five points touch proration.ts and its test file.",
    single=[
        ("summarize", "summarize what the reviewers want in a short list"),
        ("reply_draft", "draft replies to each comment, I agree with all except the 30 one (finance wants 30-day months, it's in the contract)"),
        ("explain", "why is the Math.round over milliseconds approach wrong on DST days? explain with an example"),
    ],
    long=[
        ("address_review", "address all of these review comments on my branch (except keep 30 days, add a comment why) and push"),
        ("address_review", "Please work through every review comment on the proration PR, add the missing test cases, and make sure the billing test suite passes."),
    ],
),

A("review_comments_gitlab", "review_comments", r"""
    Thread 1 — resolved: no
    kfischer: `config/settings.py` L12: reading SECRET_KEY with a default of "dev" means prod silently runs with it if the env var is missing. Fail hard instead.
      you: fair, will fix
    Thread 2 — resolved: no
    kfischer: `api/views.py` L88-104: this N+1s on order.items. prefetch_related please.
    Thread 3 — resolved: no
    mzhang: `api/serializers.py`: can we not return internal ids in the public API? use the public uuid.
    Thread 4 — resolved: yes
    mzhang: typo in docstring
    Thread 5 — resolved: no
    kfischer: missing migration for the new `public_id` field? CI didn't catch it because makemigrations --check isn't in the pipeline.
    """,
    name="the open threads on my MR",
    gist="Four threads are open: fail hard on a missing SECRET_KEY, fix an N+1 on order.items, expose public UUIDs instead of internal ids, and add the missing public_id migration plus a makemigrations --check CI step.",
    next="They span settings, views, serializers, migrations and the CI config.",
    single=[
        ("extract_actions", "list the unresolved threads as todos, one line each"),
        ("explain", "what's an N+1 and why does prefetch_related fix it, quickly"),
    ],
    long=[
        ("address_review", "resolve all open threads on this MR in the code, including adding makemigrations --check to the pipeline"),
        ("address_review", "go through the unresolved comments and fix them on the branch, run the tests"),
    ],
),

A("review_harsh", "review_comments", r"""
    This is honestly not how we do things here. Did you even read the architecture doc? You've put business logic
    in the controller AGAIN, the naming is all over the place (getUsrData?? fetchUserInfo?? loadUser??), and
    there's zero tests. Not approving this. Please redo it properly.
    """,
    name="the review comment I wrote on a junior's PR",
    gist="The comment rejects the PR for business logic in the controller, inconsistent naming and missing tests, in a harsh tone.",
    next="The same points can be made constructively with concrete pointers.",
    single=[
        ("rewrite", "rewrite my review comment so it's kind and constructive but keeps the same points"),
        ("rewrite", "make this less harsh, I was annoyed when I wrote it"),
    ],
    long=[
        ("address_review", "this comment is on PR #482 in our repo. go make the changes it asks for on that branch yourself: move the logic into the service layer, unify the naming, add tests"),
    ],
),

]
