"""CI logs, build output, test runner failures and compiler errors (all written by hand)."""

from .common import A

ARTIFACTS = [

A("ci_npm_eresolve", "ci_log", r"""
    2024-03-12T09:14:31.2204Z ##[group]Run actions/setup-node@v4
    2024-03-12T09:14:31.2205Z with:
    2024-03-12T09:14:31.2205Z   node-version: 20
    2024-03-12T09:14:31.2206Z   cache: npm
    2024-03-12T09:14:33.8812Z ##[endgroup]
    2024-03-12T09:14:34.0127Z ##[group]Run npm ci
    2024-03-12T09:14:41.5530Z npm ERR! code ERESOLVE
    2024-03-12T09:14:41.5537Z npm ERR! ERESOLVE could not resolve
    2024-03-12T09:14:41.5538Z npm ERR!
    2024-03-12T09:14:41.5539Z npm ERR! While resolving: react-beautiful-dnd@13.1.1
    2024-03-12T09:14:41.5540Z npm ERR! Found: react@18.2.0
    2024-03-12T09:14:41.5541Z npm ERR! node_modules/react
    2024-03-12T09:14:41.5541Z npm ERR!   react@"^18.2.0" from the root project
    2024-03-12T09:14:41.5542Z npm ERR!
    2024-03-12T09:14:41.5543Z npm ERR! Could not resolve dependency:
    2024-03-12T09:14:41.5544Z npm ERR! peer react@"^16.8.5 || ^17.0.0" from react-beautiful-dnd@13.1.1
    2024-03-12T09:14:41.5545Z npm ERR! node_modules/react-beautiful-dnd
    2024-03-12T09:14:41.5546Z npm ERR!   react-beautiful-dnd@"^13.1.1" from the root project
    2024-03-12T09:14:41.5547Z npm ERR!
    2024-03-12T09:14:41.5548Z npm ERR! Fix the upstream dependency conflict, or retry
    2024-03-12T09:14:41.5549Z npm ERR! this command with --force or --legacy-peer-deps
    2024-03-12T09:14:41.5550Z npm ERR! to accept an incorrect (and potentially broken) dependency resolution.
    2024-03-12T09:14:41.5612Z npm ERR! A complete log of this run can be found in: /home/runner/.npm/_logs/2024-03-12T09_14_34_101Z-debug-0.log
    2024-03-12T09:14:41.6003Z ##[error]Process completed with exit code 1.
    """,
    name="the frontend CI job that dies at `npm ci` since the React 18 bump",
    gist="npm ci stops because react-beautiful-dnd 13 declares a peer dependency on React 16/17 while the project is on React 18.2, and npm 7+ refuses conflicting peers.",
    next="The clean fix is to move to a drag-and-drop library that supports React 18 (or a maintained fork); --legacy-peer-deps would only hide the conflict.",
    single=[
        ("explain_error", "why is npm ci failing here? it worked before we bumped react"),
        ("explain_log_line", "What does the 'Could not resolve dependency: peer react@...' part actually mean?"),
        ("triage", "is --legacy-peer-deps a safe quick fix for this or is that asking for trouble?"),
    ],
    long=[
        ("make_ci_green", "frontend CI dies at npm ci with this. swap react-beautiful-dnd for something that supports react 18 everywhere we use it and get the pipeline green"),
        ("fix_in_repo", "Please sort out this dependency conflict in the repo properly (no --force), and make sure the drag-and-drop tests on the board page still pass."),
        ("fix_in_repo", "fix this in our frontend. check every component importing react-beautiful-dnd"),
    ],
    null_single=[("explain_error", "what does npm's ERESOLVE error mean and when is --legacy-peer-deps acceptable?")],
    null_long=[("make_ci_green", "npm ci has been failing on the frontend pipeline since the react 18 upgrade. fix it in the repo so CI passes")],
),

A("ci_pytest_coverage", "ci_log", r"""
    ============================= test session starts ==============================
    platform linux -- Python 3.11.8, pytest-8.1.1, pluggy-1.4.0
    rootdir: /builds/backend/ledger
    configfile: pyproject.toml
    plugins: cov-5.0.0, django-4.8.0, xdist-3.5.0
    created: 4/4 workers
    4 workers [412 items]

    ........................................................................ [ 17%]
    ..................................F..................................... [ 34%]
    ........................................................................ [ 52%]
    ...........................................F............................ [ 69%]
    ........................................................................ [ 87%]
    ....................................................                     [100%]
    =================================== FAILURES ===================================
    _____________________ test_statement_totals_rounding[EUR] ______________________
    [gw2] linux -- Python 3.11.8 /builds/backend/ledger/.venv/bin/python

        def test_statement_totals_rounding(currency):
            stmt = build_statement(lines=FIXTURE_LINES, currency=currency)
    >       assert stmt.total == Decimal("1043.37")
    E       AssertionError: assert Decimal('1043.36') == Decimal('1043.37')
    E        +  where Decimal('1043.36') = <Statement 2024-02 EUR>.total

    tests/test_statements.py:88: AssertionError
    ______________________ test_export_csv_has_header_row __________________________
    [gw1] linux -- Python 3.11.8 /builds/backend/ledger/.venv/bin/python

        def test_export_csv_has_header_row(tmp_path):
            path = export_csv(account_id=7, dest=tmp_path)
            first = path.read_text().splitlines()[0]
    >       assert first.startswith("date,description,amount")
    E       AssertionError: assert False
    E        +  where False = <built-in method startswith of str object>('date,description,amount')
    E        +    where <built-in method startswith ...> = '\ufeffdate,description,amount,currency'.startswith

    tests/test_export.py:41: AssertionError

    ---------- coverage: platform linux, python 3.11.8-final-0 -----------
    Name                          Stmts   Miss  Cover
    -------------------------------------------------
    ledger/statements.py            212     19    91%
    ledger/export.py                 88     31    65%
    ledger/fx.py                     64     22    66%
    -------------------------------------------------
    TOTAL                          3120    533    83%

    FAIL Required test coverage of 85% not reached. Total coverage: 82.92%
    =========================== short test summary info ============================
    FAILED tests/test_statements.py::test_statement_totals_rounding[EUR] - AssertionError
    FAILED tests/test_export.py::test_export_csv_has_header_row - AssertionError
    ================== 2 failed, 410 passed in 48.12s ==================
    ERROR: Job failed: exit code 1
    """,
    name="the red `test` stage on the ledger service pipeline",
    gist="Two tests fail (a one-cent rounding difference in EUR statement totals, and the CSV export now starts with a UTF-8 BOM) and coverage is 82.9% against an 85% gate.",
    next="Look at the rounding mode used in build_statement, decide whether the BOM is intended, and add tests for export.py and fx.py to get back over the gate.",
    single=[
        ("explain_error", "what's going on in the second failure? i don't get the \\ufeff thing"),
        ("summarize", "summarize what failed in this run in two lines for the MR"),
        ("explain_error", "Is the coverage failure separate from the two test failures, or caused by them?"),
    ],
    long=[
        ("make_ci_green", "ledger pipeline is red with this. fix the rounding and the BOM issue in the code and add enough tests to get coverage back over 85%"),
        ("fix_in_repo", "Can you find where the BOM is being added to the CSV export and where the statement rounding changed, fix both, and run the suite until it passes?"),
    ],
    null_long=[("make_ci_green", "the ledger test stage has been failing since friday (two failures plus the coverage gate). get it green")],
),

A("ci_docker_psycopg", "build_output", r"""
    #9 [builder 4/6] RUN pip install --no-cache-dir -r requirements.txt
    #9 2.114 Collecting Django==5.0.3
    #9 2.611   Downloading Django-5.0.3-py3-none-any.whl (8.2 MB)
    #9 4.870 Collecting psycopg2==2.9.9
    #9 4.992   Downloading psycopg2-2.9.9.tar.gz (384 kB)
    #9 5.201   Preparing metadata (setup.py): started
    #9 5.734   Preparing metadata (setup.py): finished with status 'error'
    #9 5.741   error: subprocess-exited-with-error
    #9 5.741
    #9 5.741   x python setup.py egg_info did not run successfully.
    #9 5.741   | exit code: 1
    #9 5.741   +-> [23 lines of output]
    #9 5.741       running egg_info
    #9 5.741       writing psycopg2.egg-info/PKG-INFO
    #9 5.741
    #9 5.741       Error: pg_config executable not found.
    #9 5.741
    #9 5.741       pg_config is required to build psycopg2 from source.  Please add the directory
    #9 5.741       containing pg_config to the $PATH or specify the full executable path with the
    #9 5.741       option:
    #9 5.741           python setup.py build_ext --pg-config /path/to/pg_config build ...
    #9 5.741
    #9 5.741       If you prefer to avoid building psycopg2 from source, please install the PyPI
    #9 5.741       'psycopg2-binary' package instead.
    #9 5.741       [end of output]
    #9 ERROR: process "/bin/sh -c pip install --no-cache-dir -r requirements.txt" did not complete successfully: exit code: 1
    ------
     > [builder 4/6] RUN pip install --no-cache-dir -r requirements.txt:
    ------
    Dockerfile:14
    --------------------
      12 |     COPY requirements.txt .
      13 |     # install deps
      14 | >>> RUN pip install --no-cache-dir -r requirements.txt
      15 |     COPY . .
    --------------------
    ERROR: failed to solve: process "/bin/sh -c pip install --no-cache-dir -r requirements.txt" did not complete successfully: exit code: 1
    Cleaning up project directory and file based variables
    ERROR: Job failed: exit code 1
    """,
    name="the docker build job that broke when we moved the base image to python:3.12-slim",
    gist="The image build fails because psycopg2 is compiled from source and the slim base image has no PostgreSQL client headers (pg_config missing).",
    next="Install libpq-dev and a compiler in the builder stage, or switch to psycopg2-binary / psycopg 3 with its binary extra.",
    single=[
        ("explain_error", "why does pip need pg_config here? explain"),
        ("explain_error", "what's the actual error in this docker build output, theres a lot of noise"),
        ("triage", "should I just use psycopg2-binary in a production image, or install libpq-dev? pros and cons please"),
    ],
    long=[
        ("make_ci_green", "docker build in CI fails with this. fix the Dockerfile(s) in the repo so the image builds again, keep the final stage small"),
        ("fix_in_repo", "We have three services that all build from python:3.12-slim and I bet they all break like this. Fix every Dockerfile in the monorepo and check each image builds."),
    ],
    null_single=[("explain_error", "'pg_config executable not found' when pip installing psycopg2 — what's missing?")],
    null_long=[("make_ci_green", "the image build job is failing since the base image bump. fix it")],
),

A("ci_gradle_resolve", "build_output", r"""
    > Task :app:checkDebugAarMetadata FAILED

    FAILURE: Build failed with an exception.

    * What went wrong:
    Execution failed for task ':app:checkDebugAarMetadata'.
    > A failure occurred while executing com.android.build.gradle.internal.tasks.CheckAarMetadataWorkAction
       > 2 issues were found when checking AAR metadata:

           1.  Dependency 'androidx.core:core-ktx:1.13.0' requires libraries and applications that
               depend on it to compile against version 34 or later of the
               Android APIs.

               :app is currently compiled against android-33.

               Recommended action: Update this project to use a newer compileSdk
               of at least 34, for example 34.

           2.  Dependency 'androidx.core:core:1.13.0' requires libraries and applications that
               depend on it to compile against version 34 or later of the
               Android APIs.

               :app is currently compiled against android-33.

    * Try:
    > Run with --stacktrace option to get the stack trace.
    > Run with --info or --debug option to get more log output.

    BUILD FAILED in 1m 12s
    41 actionable tasks: 41 executed
    """,
    name="the Android debug build that fails at checkDebugAarMetadata after the renovate PR",
    gist="androidx.core 1.13.0 needs compileSdk 34 but the :app module still compiles against API 33.",
    next="Raise compileSdk to 34 (and the AGP version if needed) or pin core-ktx back to 1.12.",
    single=[
        ("explain_error", "what is checkDebugAarMetadata complaining about"),
        ("explain_error", "Do I need to bump targetSdk too, or only compileSdk, to fix this? Just based on the message."),
    ],
    long=[
        ("fix_in_repo", "bump compileSdk to 34 in all our modules, fix whatever breaks from the API change, and make sure assembleDebug and the unit tests pass"),
        ("make_ci_green", "Android CI is failing with this since renovate merged core-ktx 1.13. Please get the build green again without just reverting the bump."),
    ],
),

A("ci_golangci", "ci_log", r"""
    Run golangci/golangci-lint-action@v4
    Running [/home/runner/golangci-lint-1.57.2-linux-amd64/golangci-lint run --timeout=5m] in [/home/runner/work/inventory/inventory] ...
      internal/store/postgres.go:118:15: Error return value of `rows.Close` is not checked (errcheck)
      	defer rows.Close()
      	              ^
      internal/api/handlers.go:64:2: ineffectual assignment to err (ineffassign)
      	err = json.NewDecoder(r.Body).Decode(&req)
      	^
      internal/api/handlers.go:203:6: func `parseSort` is unused (unused)
      func parseSort(s string) (string, bool) {
           ^
      internal/sync/worker.go:41:3: SA1015: using time.Tick leaks the underlying ticker, consider using it only in endless functions, tests and the main package, and use time.NewTicker here (staticcheck)
      		for range time.Tick(w.interval) {
      		^
      cmd/inventoryd/main.go:27:12: G112: Potential Slowloris Attack because ReadHeaderTimeout is not configured in the http.Server (gosec)
      	srv := &http.Server{
      	       ^
    Error: issues found
    Ran golangci-lint in 41873ms
    """,
    name="the golangci-lint step on the inventory service",
    gist="golangci-lint reports five issues: an unchecked rows.Close, an ineffectual err assignment, an unused parseSort, a leaking time.Tick in the sync worker and an http.Server without ReadHeaderTimeout.",
    next="Each has a small local fix; the ineffassign one likely hides a real bug where the decode error is never checked.",
    single=[
        ("explain_error", "explain each of these lint findings, which ones are real bugs vs noise?"),
        ("explain_log_line", "What's the Slowloris thing about? Why does the linter care about ReadHeaderTimeout?"),
        ("summarize", "turn this lint output into a short checklist"),
    ],
    long=[
        ("make_ci_green", "fix all of these in the inventory repo and get the lint job passing. don't just add nolint comments"),
        ("fix_in_repo", "Please fix these lint findings in the codebase, and while you're at it check the other services under services/ for the same time.Tick and ReadHeaderTimeout patterns."),
    ],
    null_long=[("make_ci_green", "golangci-lint is failing on inventory, make it pass")],
),

A("ci_surefire", "test_failure", r"""
    [INFO] -------------------------------------------------------
    [INFO]  T E S T S
    [INFO] -------------------------------------------------------
    [INFO] Running com.acme.billing.InvoiceServiceTest
    [INFO] Tests run: 14, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 1.92 s
    [INFO] Running com.acme.billing.api.InvoiceControllerIT
    [ERROR] Tests run: 6, Failures: 1, Errors: 1, Skipped: 0, Time elapsed: 9.447 s <<< FAILURE! - in com.acme.billing.api.InvoiceControllerIT
    [ERROR] createInvoice_returns201(com.acme.billing.api.InvoiceControllerIT)  Time elapsed: 0.612 s  <<< FAILURE!
    org.opentest4j.AssertionFailedError: Status expected:<201> but was:<500>
    	at org.springframework.test.util.AssertionErrors.fail(AssertionErrors.java:59)
    	at org.springframework.test.web.servlet.result.StatusResultMatchers.lambda$matcher$9(StatusResultMatchers.java:637)
    	at com.acme.billing.api.InvoiceControllerIT.createInvoice_returns201(InvoiceControllerIT.java:58)

    [ERROR] listInvoices_paginates(com.acme.billing.api.InvoiceControllerIT)  Time elapsed: 0.233 s  <<< ERROR!
    org.springframework.dao.InvalidDataAccessResourceUsageException: could not execute statement [ERROR: column "tax_region" of relation "invoice" does not exist
      Position: 87]
    	at org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:277)
    	at com.acme.billing.api.InvoiceControllerIT.seed(InvoiceControllerIT.java:31)

    [INFO]
    [INFO] Results:
    [INFO]
    [ERROR] Failures:
    [ERROR]   InvoiceControllerIT.createInvoice_returns201:58 Status expected:<201> but was:<500>
    [ERROR] Errors:
    [ERROR]   InvoiceControllerIT.listInvoices_paginates:31 » InvalidDataAccessResourceUsage
    [INFO]
    [ERROR] Tests run: 20, Failures: 1, Errors: 1, Skipped: 0
    [INFO] ------------------------------------------------------------------------
    [INFO] BUILD FAILURE
    [INFO] ------------------------------------------------------------------------
    """,
    name="the billing integration tests that started failing after the tax_region change",
    gist="The integration tests fail because the invoice entity now maps a tax_region column that the test database schema does not have; the 500 on create is the same missing column.",
    next="A Flyway/Liquibase migration adding invoice.tax_region is probably missing or not picked up by the test container.",
    single=[
        ("explain_error", "are these two failures the same root cause? explain from the output"),
        ("summarize", "Write a two-sentence summary of this test failure for the ticket."),
    ],
    long=[
        ("fix_in_repo", "the billing ITs fail like this. add the missing migration for tax_region, make sure the testcontainers setup applies it, and rerun mvn verify until green"),
        ("make_ci_green", "Jenkins is red on billing because of this. Please fix it in the repo and get the build passing."),
    ],
),

A("ci_cypress_timeout", "ci_log", r"""
    #!/bin/bash -eo pipefail
    npx cypress run --browser chrome --spec "cypress/e2e/checkout/**"

    ====================================================================================================
      (Run Starting)
      │ Cypress:        13.6.4                                                                         │
      │ Browser:        Chrome 122 (headless)                                                          │
      │ Specs:          3 found (cart.cy.ts, payment.cy.ts, confirmation.cy.ts)                         │
    ────────────────────────────────────────────────────────────────────────────────────────────────────
      Running:  cart.cy.ts                                                                      (1 of 3)
        ✓ adds an item to the cart (2114ms)
        ✓ updates quantity (1540ms)
      Running:  payment.cy.ts                                                                   (2 of 3)
        1) submits card payment

      1) Checkout / payment
           submits card payment:
         CypressError: Timed out retrying after 10000ms: `cy.wait()` timed out waiting `10000ms` for the 1st request to the route: `createIntent`. No request ever occurred.
          at cypress/e2e/checkout/payment.cy.ts:37:8

    Too long with no output (exceeded 10m0s): context deadline exceeded
    """,
    name="the e2e checkout job on CircleCI that keeps hitting the no-output timeout",
    gist="The payment spec waits for a createIntent request that never fires, and afterwards the run hangs until CircleCI's 10 minute no-output limit kills it.",
    next="Check whether the intercept route pattern still matches the payment endpoint after the API path change, and make the run fail fast instead of hanging.",
    single=[
        ("explain_error", "what does 'No request ever occurred' mean for cy.wait, is the intercept wrong or the app?"),
        ("explain_error", "why would the job then hang for 10 min instead of just failing"),
    ],
    long=[
        ("fix_in_repo", "checkout e2e fails like this in CI. figure out why createIntent never fires (app or test), fix it, and make the cypress job fail fast instead of hanging"),
        ("make_ci_green", "Can you get the e2e checkout job on CircleCI green again? Output attached."),
    ],
    null_long=[("make_ci_green", "e2e checkout on circle keeps timing out, investigate and fix")],
),

A("ci_vite_resolve", "build_output", r"""
    > web@0.0.0 build
    > vue-tsc --noEmit && vite build

    vite v5.1.4 building for production...
    transforming (612) src/pages/Dashboard.vue
    ✓ 618 modules transformed.
    [vite]: Rollup failed to resolve import "@/components/charts/RevenueChart.vue" from "/app/src/pages/Dashboard.vue".
    This is most likely unintended because it can break your application at runtime.
    If you do want to externalize this module explicitly add it to
    `build.rollupOptions.external`
    error during build:
    Error: [vite]: Rollup failed to resolve import "@/components/charts/RevenueChart.vue" from "/app/src/pages/Dashboard.vue".
        at viteWarn (file:///app/node_modules/vite/dist/node/chunks/dep-jDlpJiMN.js:67040:27)
        at onwarn (file:///app/node_modules/@vitejs/plugin-vue/dist/index.mjs:1570:9)
    """,
    name="the web build that fails on Linux CI but works on my mac",
    gist="Rollup cannot resolve @/components/charts/RevenueChart.vue; since it builds on macOS but not on Linux, the real file name probably differs only in letter case.",
    next="Check the actual file name casing under src/components/charts and align the import.",
    single=[
        ("explain_error", "works on my mac, fails in CI with this. what's the likely reason?"),
        ("explain_error", "Does the '@/' alias need to be configured somewhere for this to resolve? What does the error imply?"),
    ],
    long=[
        ("fix_in_repo", "fix this in the web app and also sweep the whole src tree for other imports whose casing doesn't match the file on disk"),
        ("make_ci_green", "web build is red in CI with this, please fix and verify with a clean linux build"),
    ],
),

A("ci_tf_lock", "ci_log", r"""
    Run terraform plan -input=false -out=tfplan
    Acquiring state lock. This may take a few moments...
    ╷
    │ Error: Error acquiring the state lock
    │
    │ Error message: ConditionalCheckFailedException: The conditional request failed
    │ Lock Info:
    │   ID:        6f1c2e0b-9d2a-4c1e-bb3a-0e4c7d2f1a55
    │   Path:      acme-tfstate/prod/network/terraform.tfstate
    │   Operation: OperationTypeApply
    │   Who:       runner@fv-az1021-318
    │   Version:   1.7.4
    │   Created:   2024-04-02 22:41:07.118209 +0000 UTC
    │   Info:
    │
    │ Terraform acquires a state lock to protect the state from being written
    │ by multiple users at the same time. Please resolve the issue above and try
    │ again. For most commands, you can disable locking with the "-lock=false"
    │ flag, but this is not recommended.
    ╵
    Error: Terraform exited with code 1.
    """,
    name="the prod network terraform plan that's stuck on a state lock",
    gist="Another run (an apply from a CI runner on 2 April) still holds the DynamoDB state lock for prod/network, so plan cannot acquire it.",
    next="Confirm that apply is really dead before running terraform force-unlock with the lock ID, and add job concurrency so two runs cannot overlap.",
    single=[
        ("explain_error", "what does this lock error mean, and is it safe to force-unlock?"),
        ("explain_log_line", "Who holds this lock according to the output, and since when?"),
    ],
    long=[
        ("fix_in_repo", "this keeps happening when two merges land close together. change our github workflows so terraform jobs per state can't run concurrently and add a timeout on the lock"),
        ("migrate_configs", "Please add concurrency groups to every terraform workflow in the infra repo so we never get this again, and add -lock-timeout to the plan/apply steps."),
    ],
    null_single=[("explain", "what does `terraform force-unlock` do and when should I use it?")],
),

A("test_pytest_dict", "test_failure", r"""
    _________________________ test_serialize_order_full __________________________

    order = <Order id=981 status='paid'>

        def test_serialize_order_full(order):
            data = OrderSerializer(order).data
    >       assert data == {
                "id": 981,
                "status": "paid",
                "total": "49.90",
                "currency": "EUR",
                "items": [{"sku": "TS-01", "qty": 2}],
                "shipped_at": None,
            }
    E       AssertionError: assert {'currency': 'EUR', 'id': 981, 'items': [{'qty': 2, 'sku': 'TS-01'}], 'shipped_at': None, 'status': 'paid', 'total': Decimal('49.90')} == {'currency': 'EUR', 'id': 981, 'items': [{'qty': 2, 'sku': 'TS-01'}], 'shipped_at': None, 'status': 'paid', 'total': '49.90'}
    E
    E         Common items:
    E         {'currency': 'EUR',
    E          'id': 981,
    E          'items': [{'qty': 2, 'sku': 'TS-01'}],
    E          'shipped_at': None,
    E          'status': 'paid'}
    E         Differing items:
    E         {'total': Decimal('49.90')} != {'total': '49.90'}
    E         Use -v to get more diff

    tests/api/test_serializers.py:57: AssertionError
    """,
    name="test_serialize_order_full in the orders API tests",
    gist="The serializer now returns total as a Decimal instead of the string '49.90', so the dict comparison fails on that one key.",
    next="Either set coerce_to_string on the DecimalField again or update the test if the API contract really changed.",
    single=[
        ("explain_error", "what's the difference pytest is pointing at here?"),
        ("explain_error", "why would total suddenly be a Decimal? what setting controls that in DRF?"),
    ],
    long=[
        ("fix_in_repo", "this broke after the DRF upgrade. find what changed the decimal serialization in our code or settings, fix it so the API keeps returning strings, and run the api tests"),
        ("propagate_change", "The API must keep returning money as strings. Fix this one and check every serializer in the project with a DecimalField so none of them regress."),
    ],
),

A("test_jest_snapshot", "test_failure", r"""
     FAIL  src/components/__tests__/PriceTag.test.tsx
      ● PriceTag › renders discounted price

        expect(received).toMatchSnapshot()

        Snapshot name: `PriceTag renders discounted price 1`

        - Snapshot  - 2
        + Received  + 2

          <span
            className="price-tag"
          >
        -   <s>€ 120,00</s>
        -   <strong>€ 96,00</strong>
        +   <s>€120.00</s>
        +   <strong>€96.00</strong>
          </span>

          12 |   it("renders discounted price", () => {
          13 |     const tree = renderer.create(<PriceTag amount={120} discount={0.2} />);
        > 14 |     expect(tree.toJSON()).toMatchSnapshot();
             |                           ^
          15 |   });

      ● Cannot log after tests are done. Did you forget to wait for something async in your test?
        Attempted to log "Warning: An update to PriceTag inside a test was not wrapped in act(...)".

    Test Suites: 1 failed, 57 passed, 58 total
    Tests:       1 failed, 402 passed, 403 total
    Snapshots:   1 failed, 88 passed, 89 total
    Time:        21.406 s
    """,
    name="the PriceTag snapshot test that fails only in CI",
    gist="The snapshot was recorded with a de-DE locale (€ 120,00) but CI formats prices in en-US (€120.00), so the snapshot differs; the act() warning is a separate async update leaking past the test.",
    next="Pin the locale in the test environment (or pass it explicitly to the formatter) rather than re-recording the snapshot.",
    single=[
        ("explain_error", "why does the snapshot differ only in number format? what's going on"),
        ("explain_error", "is the 'Cannot log after tests are done' thing related to the snapshot failure?"),
    ],
    long=[
        ("fix_in_repo", "fix this properly: make price formatting deterministic in tests across the repo (set the locale in jest setup or wherever makes sense), fix the act warning, run the whole suite"),
        ("make_ci_green", "frontend tests are red on CI with this but green locally. please fix in the repo, don't just update snapshots"),
    ],
),

A("test_go_race", "test_failure", r"""
    ==================
    WARNING: DATA RACE
    Write at 0x00c0001b4030 by goroutine 41:
      runtime.mapassign_faststr()
          /usr/local/go/src/runtime/map_faststr.go:203 +0x0
      github.com/acme/ratelimit.(*Limiter).Allow()
          /src/ratelimit/limiter.go:52 +0x1a4
      github.com/acme/ratelimit.TestLimiterConcurrent.func1()
          /src/ratelimit/limiter_test.go:88 +0x64

    Previous read at 0x00c0001b4030 by goroutine 40:
      runtime.mapaccess2_faststr()
          /usr/local/go/src/runtime/map_faststr.go:117 +0x0
      github.com/acme/ratelimit.(*Limiter).Allow()
          /src/ratelimit/limiter.go:47 +0xd0
      github.com/acme/ratelimit.TestLimiterConcurrent.func1()
          /src/ratelimit/limiter_test.go:88 +0x64

    Goroutine 41 (running) created at:
      github.com/acme/ratelimit.TestLimiterConcurrent()
          /src/ratelimit/limiter_test.go:86 +0x9c
    ==================
    --- FAIL: TestLimiterConcurrent (0.03s)
        testing.go:1465: race detected during execution of test
    FAIL
    FAIL	github.com/acme/ratelimit	0.412s
    """,
    name="TestLimiterConcurrent failing under -race",
    gist="Limiter.Allow reads and writes its buckets map from several goroutines without a lock (lines 47 and 52), which the race detector flags.",
    next="Guard the map with a mutex (or use per-key atomic buckets) around the read-modify-write in Allow.",
    single=[
        ("explain_error", "how do I read this race report? which lines are racing"),
        ("explain_error", "Explain what the race detector found here in plain words."),
    ],
    long=[
        ("fix_in_repo", "fix this race in the ratelimit package and audit the other packages for the same unguarded-map pattern, then run go test -race ./..."),
        ("make_ci_green", "CI runs go test -race and it's failing with this. make it pass without removing -race"),
    ],
    null_single=[("explain", "how does Go's race detector decide something is a data race? quick explanation")],
),

A("test_rspec", "test_failure", r"""
    Failures:

      1) Subscriptions::Renew when the card is expired marks the subscription past_due
         Failure/Error: expect(subscription.reload.status).to eq("past_due")

           expected: "past_due"
                got: "active"

           (compared using ==)
         # ./spec/services/subscriptions/renew_spec.rb:44:in `block (3 levels) in <top (required)>'

      2) Subscriptions::Renew when the card is expired enqueues a dunning email
         Failure/Error: expect(DunningMailer).to have_received(:card_expired).with(subscription)

           (DunningMailer (class)).card_expired(#<Subscription id: 12, ...>)
               expected: 1 time with arguments: (#<Subscription id: 12, ...>)
               received: 0 times

         # ./spec/services/subscriptions/renew_spec.rb:49:in `block (3 levels) in <top (required)>'

    Finished in 3.82 seconds (files took 2.41 seconds to load)
    148 examples, 2 failures

    Failed examples:

    rspec ./spec/services/subscriptions/renew_spec.rb:43 # Subscriptions::Renew when the card is expired marks the subscription past_due
    rspec ./spec/services/subscriptions/renew_spec.rb:48 # Subscriptions::Renew when the card is expired enqueues a dunning email
    """,
    name="the two failing renew_spec examples",
    gist="When the card is expired, Renew leaves the subscription active and never sends the dunning email, so the expired-card branch is not being reached.",
    next="Check how Renew detects an expired card (probably the payment gateway stub now returns a different error class).",
    single=[
        ("summarize", "summarize these two failures in one sentence each"),
        ("explain_error", "what do these failures tell me about where the bug is?"),
    ],
    long=[
        ("fix_in_repo", "these started failing after we upgraded the stripe gem. find out why the expired-card path isn't taken anymore and fix it, then run the full spec suite"),
        ("fix_in_repo", "Please fix the renewal service so these pass again; check the other services that rescue Stripe::CardError too."),
    ],
),

A("test_cargo_overflow", "test_failure", r"""
    running 23 tests
    test parser::tests::parses_empty ... ok
    test parser::tests::parses_nested ... ok
    test window::tests::shrinks_to_zero ... FAILED
    test window::tests::grows ... ok

    failures:

    ---- window::tests::shrinks_to_zero stdout ----
    thread 'window::tests::shrinks_to_zero' panicked at src/window.rs:77:23:
    attempt to subtract with overflow
    note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace


    failures:
        window::tests::shrinks_to_zero

    test result: FAILED. 22 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s

    error: test failed, to rerun pass `--lib`
    """,
    name="the shrinks_to_zero test in the window module",
    gist="Line 77 of window.rs subtracts from an unsigned value that is already smaller than the amount, which panics in debug builds.",
    next="Use saturating_sub or check the bound before subtracting.",
    single=[
        ("explain_error", "why does this only panic in tests and not in my release build?"),
        ("explain_error", "what does 'attempt to subtract with overflow' mean in rust"),
    ],
    long=[
        ("fix_in_repo", "fix the underflow in window.rs and grep the crate for other unchecked usize subtractions that could do the same, add tests"),
    ],
),

A("tsc_errors", "compiler_error", r"""
    $ tsc -p tsconfig.json --noEmit
    src/api/client.ts:42:5 - error TS2322: Type 'string | undefined' is not assignable to type 'string'.
      Type 'undefined' is not assignable to type 'string'.

    42     baseUrl: process.env.API_URL,
           ~~~~~~~

    src/features/orders/useOrders.ts:18:31 - error TS2345: Argument of type '{ page: number; size: number; }' is not assignable to parameter of type 'ListParams'.
      Object literal may only specify known properties, and 'size' does not exist in type 'ListParams'. Did you mean to write 'limit'?

    18   const res = await api.list({ page, size: 25 });
                                     ~~~~~~~~

    src/features/orders/OrderRow.tsx:9:22 - error TS7006: Parameter 'o' implicitly has an 'any' type.

    9 export function OrderRow(o) {
                           ~

    src/utils/date.ts:3:10 - error TS2305: Module '"date-fns"' has no exported member 'parseISOWithTZ'.

    3 import { parseISOWithTZ } from "date-fns";
               ~~~~~~~~~~~~~~

    Found 4 errors in 4 files.

    Errors  Files
         1  src/api/client.ts:42
         1  src/features/orders/useOrders.ts:18
         1  src/features/orders/OrderRow.tsx:9
         1  src/utils/date.ts:3
    """,
    name="the tsc errors we got after turning on strict mode",
    gist="Strict mode surfaces four errors: an env var that may be undefined, a 'size' param the API type calls 'limit', an untyped component prop, and an import of a date-fns function that does not exist.",
    next="Each is small: assert or default API_URL, rename size to limit, type the props, and replace parseISOWithTZ with parseISO plus date-fns-tz.",
    single=[
        ("explain_error", "explain each of these 4 errors briefly"),
        ("explain_error", "the TS2322 one — why is process.env.X typed as string | undefined and what's the idiomatic fix?"),
        ("summarize", "group these errors by type of problem"),
    ],
    long=[
        ("fix_in_repo", "we just enabled strict: true. fix these and every other strict error tsc reports across the project, no `any` casts, then make sure the build and tests pass"),
        ("make_ci_green", "typecheck job fails with this, fix it in the repo"),
    ],
),

A("cpp_template_error", "compiler_error", r"""
    [ 62%] Building CXX object src/CMakeFiles/engine.dir/scene/graph.cpp.o
    /home/dev/engine/src/scene/graph.cpp: In member function 'void scene::Graph::add_child(scene::NodeId, std::unique_ptr<scene::Node>)':
    /home/dev/engine/src/scene/graph.cpp:48:32: error: use of deleted function 'std::unique_ptr<_Tp, _Dp>::unique_ptr(const std::unique_ptr<_Tp, _Dp>&) [with _Tp = scene::Node; _Dp = std::default_delete<scene::Node>]'
       48 |     children_[parent].push_back(child);
          |     ~~~~~~~~~~~~~~~~~~~~~~~~~~~^~~~~~~
    In file included from /usr/include/c++/13/memory:78,
                     from /home/dev/engine/src/scene/graph.hpp:3,
                     from /home/dev/engine/src/scene/graph.cpp:1:
    /usr/include/c++/13/bits/unique_ptr.h:522:7: note: declared here
      522 |       unique_ptr(const unique_ptr&) = delete;
          |       ^~~~~~~~~~
    In file included from /usr/include/c++/13/vector:66,
                     from /home/dev/engine/src/scene/graph.hpp:4:
    /usr/include/c++/13/bits/stl_vector.h:1283:7: note:   initializing argument 1 of 'void std::vector<_Tp, _Alloc>::push_back(const value_type&) [with _Tp = std::unique_ptr<scene::Node>; _Alloc = std::allocator<std::unique_ptr<scene::Node> >; value_type = std::unique_ptr<scene::Node>]'
     1283 |       push_back(const value_type& __x)
          |       ^~~~~~~~~
    /home/dev/engine/src/scene/graph.cpp: In member function 'const scene::Node* scene::Graph::find(scene::NodeId) const':
    /home/dev/engine/src/scene/graph.cpp:71:20: error: passing 'const std::unordered_map<scene::NodeId, std::vector<std::unique_ptr<scene::Node> > >' as 'this' argument discards qualifiers [-fpermissive]
       71 |     auto& v = children_[id];
          |               ~~~~~~~~~^
    /usr/include/c++/13/bits/unordered_map.h:987:7: note:   in call to 'std::unordered_map<_Key, _Tp, _Hash, _Pred, _Alloc>::mapped_type& std::unordered_map<_Key, _Tp, _Hash, _Pred, _Alloc>::operator[](key_type&&) [with _Key = scene::NodeId; _Tp = std::vector<std::unique_ptr<scene::Node> >; _Hash = std::hash<scene::NodeId>; _Pred = std::equal_to<scene::NodeId>; _Alloc = std::allocator<std::pair<const scene::NodeId, std::vector<std::unique_ptr<scene::Node> > > >; mapped_type = std::vector<std::unique_ptr<scene::Node> >; key_type = scene::NodeId]'
      987 |       operator[](key_type&& __k)
          |       ^~~~~~~~
    make[2]: *** [src/CMakeFiles/engine.dir/build.make:188: src/CMakeFiles/engine.dir/scene/graph.cpp.o] Error 1
    make[1]: *** [CMakeFiles/Makefile2:214: src/CMakeFiles/engine.dir/all] Error 2
    make: *** [Makefile:136: all] Error 2
    """,
    name="the graph.cpp compile errors from the scene refactor",
    gist="graph.cpp copies a unique_ptr into a vector (needs std::move) and calls operator[] on a map inside a const member function (needs find/at).",
    next="Use push_back(std::move(child)) and children_.find(id) in the const method.",
    single=[
        ("explain_error", "translate this wall of g++ into english please. what are the two actual errors"),
        ("explain_error", "Why can't I push_back a unique_ptr? Explain the 'use of deleted function' message."),
    ],
    long=[
        ("fix_in_repo", "fix these in the engine and check the rest of the scene module for the same ownership mistakes, then do a full cmake build and run ctest"),
        ("make_ci_green", "the linux build job is broken by my scene refactor, here's the output. get it compiling and tests passing again"),
    ],
),

A("rust_moved_value", "compiler_error", r"""
    error[E0382]: borrow of moved value: `cfg`
      --> src/main.rs:31:20
       |
    24 |     let cfg = Config::load(&args.config)?;
       |         --- move occurs because `cfg` has type `Config`, which does not implement the `Copy` trait
    ...
    28 |     let server = Server::new(cfg);
       |                              --- value moved here
    ...
    31 |     println!("{}", cfg.listen_addr);
       |                    ^^^^^^^^^^^^^^^ value borrowed here after move
       |
    note: consider changing this parameter type in method `new` to borrow instead if owning the value isn't necessary
      --> src/server.rs:14:19
       |
    14 |     pub fn new(cfg: Config) -> Self {
       |            ---      ^^^^^^ this parameter takes ownership of the value
    help: consider cloning the value if the performance cost is acceptable
       |
    28 |     let server = Server::new(cfg.clone());
       |                                 ++++++++

    For more information about this error, try `rustc --explain E0382`.
    error: could not compile `gatekeeper` (bin "gatekeeper") due to 1 previous error
    """,
    name="the E0382 error in gatekeeper's main.rs",
    gist="cfg is moved into Server::new and then used again for the println.",
    next="Print before moving, borrow in Server::new, or clone; printing the address first is simplest.",
    single=[
        ("explain_error", "explain E0382 here, which of the suggested fixes is best?"),
        ("fix_function", "give me the corrected lines for main.rs, smallest change"),
    ],
    long=[
        ("fix_in_repo", "change Server::new and the other constructors in gatekeeper to take &Config or Arc<Config> consistently so we stop hitting this, and make cargo test pass"),
    ],
),

A("java_cannot_find_symbol", "compiler_error", r"""
    [INFO] --- compiler:3.12.1:compile (default-compile) @ notifications ---
    [INFO] Compiling 87 source files with javac [debug release 21] to target/classes
    [ERROR] COMPILATION ERROR :
    [ERROR] /workspace/notifications/src/main/java/com/acme/notify/email/EmailSender.java:[23,35] cannot find symbol
      symbol:   class MimeMessage
      location: package javax.mail.internet
    [ERROR] /workspace/notifications/src/main/java/com/acme/notify/email/EmailSender.java:[41,9] cannot find symbol
      symbol:   class MimeMessage
      location: class com.acme.notify.email.EmailSender
    [ERROR] /workspace/notifications/src/main/java/com/acme/notify/web/UnsubscribeController.java:[7,29] package javax.servlet.http does not exist
    [INFO] 3 errors
    [INFO] BUILD FAILURE
    """,
    name="the notifications module compile failure after the Spring Boot 3 bump",
    gist="After moving to Spring Boot 3 the code still imports javax.mail and javax.servlet, which are now jakarta.mail and jakarta.servlet.",
    next="Rename the imports to the jakarta namespace and swap any javax-only dependencies.",
    single=[
        ("explain_error", "why can't it find javax.mail anymore?"),
        ("explain_error", "Is this a missing dependency or a namespace change? Explain briefly."),
    ],
    long=[
        ("migrate_configs", "we bumped to spring boot 3 and get this. migrate the whole repo from javax.* to jakarta.* (code, poms, any xml config) and get mvn verify green"),
        ("fix_in_repo", "fix the notifications module build and whatever else the jakarta rename breaks in the other modules"),
    ],
    null_single=[("explain", "what's the javax to jakarta thing in spring boot 3, in a paragraph?")],
),

A("kotlin_smart_cast", "compiler_error", r"""
    e: file:///Users/mina/dev/shopapp/app/src/main/java/com/shop/cart/CartViewModel.kt:58:30 Smart cast to 'String' is impossible, because 'promoCode' is a mutable property that could have been changed by this time
    e: file:///Users/mina/dev/shopapp/app/src/main/java/com/shop/cart/CartViewModel.kt:74:17 Type mismatch: inferred type is List<CartItem>? but List<CartItem> was expected

    > Task :app:compileDebugKotlin FAILED
    """,
    name="the two Kotlin errors in CartViewModel",
    gist="promoCode is a var property so Kotlin cannot smart-cast it after a null check, and a nullable list is passed where a non-null one is required.",
    next="Copy promoCode into a local val (or use ?.let) and handle the null list with orEmpty().",
    single=[
        ("explain_error", "why is smart cast impossible here? I literally just checked it's not null"),
        ("explain_error", "explain both errors and the usual kotlin idiom for each"),
    ],
    long=[
        ("fix_in_repo", "fix these in CartViewModel and look for the same var-null-check pattern in the other viewmodels, make the debug build pass"),
    ],
),

]
