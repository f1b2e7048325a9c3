"""English long-horizon asks (need exploring or editing the workspace beyond what is supplied)."""

ASKS = [
    dict(text="fix the failing tests", kind="fix_tests"),
    dict(text="run `make test` and report what fails", kind="run_and_report"),
    dict(text="what does hello.py do?", kind="read_unsupplied_file"),
    dict(text="why does the login test fail?", kind="diagnose_repo"),
    dict(text="Find why the cache never expires and fix it.", kind="find_and_fix"),
    dict(text="The CI is red, make it green.", kind="fix_ci"),
    dict(text="Add dark mode support to the settings page.", kind="feature"),
    dict(text="Refactor the payments module to use dependency injection instead of the global client.",
         kind="refactor_module"),
    dict(text="Migrate this project from Jest to Vitest.", kind="migration"),
    dict(text="Upgrade us to React 18 and fix whatever breaks.", kind="migration"),
    dict(text="Build a REST API with auth, tests and a Dockerfile.", kind="build_project"),
    dict(text="Add a --verbose flag to the CLI and thread it through to the logger.", kind="feature_across_files"),
    dict(text="Where is the rate limiter configured in this repo?", kind="explore_repo"),
    dict(text="Find every call to the deprecated get_conn() and replace it with pool.acquire().", kind="codemod"),
    dict(text="This blows up whenever I hit /checkout with a coupon. Find the cause and fix it.",
         kind="stacktrace_find_fix", code_lang="text",
         code='''Traceback (most recent call last):
  File "/srv/app/.venv/lib/python3.11/site-packages/flask/app.py", line 1478, in wsgi_app
    response = self.full_dispatch_request()
  File "/srv/app/app/routes/checkout.py", line 88, in checkout
    total = billing.apply_discounts(cart, request.json.get("coupon"))
  File "/srv/app/app/services/billing.py", line 142, in apply_discounts
    pct = COUPONS[code].percent
  File "/srv/app/app/services/coupons.py", line 31, in __getitem__
    return self._cache[key.upper()]
AttributeError: 'NoneType' object has no attribute 'upper'
'''),
    dict(text="Write integration tests for the orders API.", kind="tests_for_repo"),
    dict(text="Rename the `User` model to `Account` everywhere, including migrations and templates.", kind="codemod"),
    dict(text="Set up pre-commit with black, ruff and mypy for this repo and fix everything it reports.",
         kind="tooling_setup"),
    dict(text="explain the architecture of this codebase", kind="explore_repo"),
    dict(text="the app crashes on startup, can you take a look?", kind="diagnose_repo"),
    dict(text="Add pagination to the /users endpoint.", kind="feature"),
    dict(text="Implement the TODOs in src/parser.rs.", kind="implement_todos"),
    dict(text="make the build work on Windows", kind="portability"),
    dict(text="Profile the nightly import script and make it faster.", kind="performance"),
    dict(text="Port the bash deploy scripts in scripts/ to Python.", kind="port_code"),
    dict(text="Get test coverage of utils/ above 90%.", kind="tests_for_repo"),
    dict(text="Why is our Docker image 2GB? Slim it down.", kind="diagnose_repo"),
    dict(text="Add i18n to the frontend, starting with German and French.", kind="feature_across_files"),
    dict(text="There's a memory leak in the websocket server. Track it down.", kind="find_and_fix"),
    dict(text="Check whether any of our dependencies have known vulnerabilities and update them.",
         kind="dependency_maintenance"),
    dict(text="Create a new Next.js app with Tailwind, a login page and a dashboard.", kind="build_project"),
    dict(text="split main.go into packages", kind="refactor_module"),
    dict(text="what's in the config directory?", kind="explore_repo"),
    dict(text="fix lint errors", kind="fix_lint"),
    dict(text="Go through the TODO comments in the repo and open a GitHub issue for each one.", kind="repo_chore"),
    dict(text="npm test gives me this. Please fix the failures.", kind="test_output_fix", code_lang="text",
         code=''' FAIL  src/cart/__tests__/totals.test.ts
  ● cart totals › applies percentage discount after tax

    expect(received).toBe(expected) // Object.is equality

    Expected: 107.1
    Received: 107.10000000000001

      at Object.<anonymous> (src/cart/__tests__/totals.test.ts:42:31)

 FAIL  src/cart/__tests__/shipping.test.ts
  ● shipping › free shipping threshold

    TypeError: Cannot read properties of undefined (reading 'threshold')

      at freeShipping (src/cart/shipping.ts:17:28)

Test Suites: 2 failed, 9 passed, 11 total
Tests:       2 failed, 63 passed, 65 total
'''),
    dict(text="Implement OAuth login with GitHub.", kind="feature_across_files"),
    dict(text="Add a migration for the new `invoices` table and update the models and serializers to match.",
         kind="feature_across_files"),
    dict(text="Review the changes on this branch and point out bugs.", kind="review_branch"),
    dict(text="Write a README for this project.", kind="docs_for_repo"),
    dict(text="summarize what changed in the last 10 commits", kind="git_history"),
    dict(text="Does the project compile? If not, fix it.", kind="build_and_fix"),
    dict(text="Convert the codebase from JavaScript to TypeScript.", kind="migration"),
    dict(text="Add retries with exponential backoff to every outbound HTTP call in the services folder.",
         kind="codemod"),
    dict(text="Update the API docs so they match the current endpoints.", kind="docs_for_repo"),
    dict(text="find dead code and remove it", kind="cleanup"),
    dict(text="Reproduce this issue and fix it:", kind="issue_fix", code_lang="markdown",
         code='''### Export fails with empty date range (#412)

Steps:
1. Go to Reports > Export
2. Leave "from" and "to" empty
3. Click "Download CSV"

Expected: all rows exported.
Actual: HTTP 500, the page shows "Something went wrong".
Happens on staging and prod since v2.8.0.
'''),
    dict(text="Set up a GitHub Actions pipeline for this repo that runs our tests and builds the Docker image.",
         kind="ci_for_repo"),
    dict(text="why does `npm run build` fail?", kind="diagnose_repo"),
    dict(text="Make the flaky test in tests/test_scheduler.py deterministic.", kind="fix_tests"),
    dict(text="Add a health-check endpoint and wire it into the k8s manifests.", kind="feature_across_files"),
    dict(text="clean up the warnings from cargo build", kind="fix_lint"),
    dict(text="Got this panic in production, please find the bug and fix it.", kind="stacktrace_find_fix",
         code_lang="text",
         code='''thread 'tokio-runtime-worker' panicked at src/sync/queue.rs:214:37:
called `Option::unwrap()` on a `None` value
stack backtrace:
   0: rust_begin_unwind
   1: core::panicking::panic_fmt
   2: core::panicking::panic
   3: core::option::unwrap_failed
   4: tidepool::sync::queue::Queue::pop_ready
             at ./src/sync/queue.rs:214:37
   5: tidepool::sync::worker::run::{{closure}}
             at ./src/sync/worker.rs:77:29
   6: tokio::runtime::task::core::Core<T,S>::poll
'''),
    dict(text="go test is failing on CI with this, please fix", kind="test_output_fix", code_lang="text",
         code='''--- FAIL: TestLedgerReconcile (0.03s)
    reconcile_test.go:58: balance mismatch for acct 7: got -1250, want 0
--- FAIL: TestLedgerReconcile/partial_refund (0.00s)
    reconcile_test.go:91: expected 2 entries, got 3
FAIL
FAIL	github.com/acme/ledger-api/internal/ledger	0.412s
FAIL
'''),
    dict(text="The dashboard throws this on load. Fix it.", kind="stacktrace_find_fix", code_lang="text",
         code='''Uncaught TypeError: Cannot read properties of null (reading 'map')
    at WidgetGrid (WidgetGrid.tsx:34:22)
    at renderWithHooks (react-dom.development.js:16305:18)
    at mountIndeterminateComponent (react-dom.development.js:20074:13)
    at beginWork (react-dom.development.js:21587:16)
'''),
    dict(text="Find where we compute the tax rate and explain how it handles EU VAT.", kind="explore_repo"),
    dict(text="list all the environment variables the app reads", kind="explore_repo"),
    dict(text="Bump Python to 3.12 across the Dockerfile, CI and pyproject, and fix any incompatibilities.",
         kind="migration"),
    dict(text="implement the feature described in docs/specs/export.md", kind="feature_from_spec"),
    dict(text="Write an end-to-end Playwright test for the signup flow.", kind="tests_for_repo"),
    dict(text="Replace moment.js with date-fns across the frontend.", kind="codemod"),
    dict(text="The search endpoint is slow once the table has a million rows. Investigate and add the right indexes.",
         kind="performance"),
    dict(text="add request logging to all the controllers", kind="codemod"),
    dict(text="Set up the dev environment, run the app locally and tell me if anything is broken.", kind="run_and_report"),
    dict(text="src/ is a mess, reorganise the folder structure.", kind="refactor_module"),
    dict(text="continue the auth module refactor from where the last commit left off", kind="continue_work"),
    dict(text="remove unused npm dependencies", kind="cleanup"),
    dict(text="How is authentication implemented here?", kind="explore_repo"),
    dict(text="Make `python -m pytest` pass.", kind="fix_tests"),
    dict(text="mypy is unhappy, fix these:", kind="test_output_fix", code_lang="text",
         code='''app/services/notify.py:44: error: Argument 1 to "send" of "Mailer" has incompatible type "str | None"; expected "str"  [arg-type]
app/models/order.py:118: error: Item "None" of "Customer | None" has no attribute "email"  [union-attr]
app/api/v1/orders.py:61: error: Missing return statement  [return]
Found 3 errors in 3 files (checked 87 source files)
'''),
    dict(text="Add a dark/light theme toggle to the Flutter app.", kind="feature"),
    dict(text="Generate an OpenAPI spec from our Express routes.", kind="docs_for_repo"),
    dict(text="Scaffold a Rust CLI with clap that syncs a local folder to S3, with tests and a README.",
         kind="build_project"),
    dict(text="Find and fix the N+1 query on the orders page.", kind="find_and_fix"),
    dict(text="why does the build take 10 minutes? speed it up", kind="performance"),
]
