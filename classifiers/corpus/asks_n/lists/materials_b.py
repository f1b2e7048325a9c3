"""Pasted material, part B: CI logs / build output, review comments, security advisories."""

from .materials_a import M

MATERIALS = [
    # ------------------------------------------------------------- CI / builds
    M("c_pytest_rounding", "ci", "en", "",
      "two billing tests fail because totals are rounded per line instead of once at the end",
      r"""
Run pytest -q --maxfail=5 --cov=app
============================= test session starts ==============================
platform linux -- Python 3.11.9, pytest-8.2.1, pluggy-1.5.0
rootdir: /home/runner/work/@@SVC@@/@@SVC@@
configfile: pyproject.toml
plugins: cov-5.0.0, asyncio-0.23.7, django-4.8.0
collected 412 items

tests/test_accounts.py ........................................          [  9%]
tests/test_billing.py ..............F.......F...........                 [ 18%]
tests/test_exports.py ............................................       [ 29%]
tests/test_invoices.py ...............................................   [ 40%]
tests/test_notifications.py ..........................                   [ 47%]
tests/test_reports.py ................................................   [ 58%]
tests/test_search.py ............................................        [ 69%]
tests/test_users.py .................................................... [ 82%]
tests/test_webhooks.py .........................................         [100%]

=================================== FAILURES ===================================
_____________________ test_invoice_total_with_tax[DE-19] ______________________

country = 'DE', rate = Decimal('19')

    @pytest.mark.parametrize("country,rate", TAX_CASES)
    def test_invoice_total_with_tax(country, rate):
        inv = make_invoice(lines=[("Widget", Decimal("10.00"), 3)], country=country)
>       assert inv.total == Decimal("35.70")
E       AssertionError: assert Decimal('35.69') == Decimal('35.70')
E        +  where Decimal('35.69') = <Invoice draft DE 3 lines>.total

tests/test_billing.py:88: AssertionError
_______________________ test_refund_partial_rounding __________________________

    def test_refund_partial_rounding():
        inv = make_invoice(lines=[("Seat", Decimal("9.99"), 7)])
        refund = inv.refund(Decimal("33.33"))
>       assert refund.remaining == Decimal("36.60")
E       AssertionError: assert Decimal('36.59') == Decimal('36.60')

tests/test_billing.py:131: AssertionError
---------- coverage: platform linux, python 3.11.9-final-0 -----------
TOTAL                                   8123    911    89%
=========================== short test summary info ============================
FAILED tests/test_billing.py::test_invoice_total_with_tax[DE-19] - AssertionError: assert Decimal('35.69') == Decimal('35.70')
FAILED tests/test_billing.py::test_refund_partial_rounding - AssertionError: assert Decimal('36.59') == Decimal('36.60')
================== 2 failed, 410 passed, 3 warnings in 48.12s ==================
"""),
    M("c_npm_eresolve", "ci", "en", "",
      "npm ci fails because a drag-and-drop library only declares React 16/17 as a peer while the app is on React 18",
      r"""
$ npm ci
npm ERR! code ERESOLVE
npm ERR! ERESOLVE could not resolve
npm ERR!
npm ERR! While resolving: @acme/web@1.0.0
npm ERR! Found: react@18.3.1
npm ERR! node_modules/react
npm ERR!   react@"^18.3.1" from the root project
npm ERR!
npm ERR! Could not resolve dependency:
npm ERR! peer react@"^16.3.0 || ^17.0.0" from react-sortable-hoc@2.0.0
npm ERR! node_modules/react-sortable-hoc
npm ERR!   react-sortable-hoc@"^2.0.0" from the root project
npm ERR!
npm ERR! Fix the upstream dependency conflict, or retry
npm ERR! this command with --force or --legacy-peer-deps
npm ERR! to accept an incorrect (and potentially broken) dependency resolution.
npm ERR!
npm ERR! A complete log of this run can be found in: /root/.npm/_logs/2024-06-04T09_12_44_913Z-debug-0.log
Cleaning up project directory and file based variables
ERROR: Job failed
"""),
    M("c_go_race", "ci", "en", "",
      "the race detector flags concurrent Get and Set on the LRU cache without a lock",
      r"""
Run go test -race ./...
ok  	github.com/acme/@@SVC@@/internal/config	0.031s
==================
WARNING: DATA RACE
Write at 0x00c0001b6348 by goroutine 23:
  github.com/acme/@@SVC@@/internal/cache.(*LRU).Set()
      /home/runner/work/@@SVC@@/internal/cache/lru.go:54 +0x1a4
  github.com/acme/@@SVC@@/internal/cache.TestConcurrentSet.func1()
      /home/runner/work/@@SVC@@/internal/cache/lru_test.go:31 +0x7c

Previous read at 0x00c0001b6348 by goroutine 22:
  github.com/acme/@@SVC@@/internal/cache.(*LRU).Get()
      /home/runner/work/@@SVC@@/internal/cache/lru.go:41 +0x88
  github.com/acme/@@SVC@@/internal/cache.TestConcurrentSet.func1()
      /home/runner/work/@@SVC@@/internal/cache/lru_test.go:32 +0x9c

Goroutine 23 (running) created at:
  github.com/acme/@@SVC@@/internal/cache.TestConcurrentSet()
      /home/runner/work/@@SVC@@/internal/cache/lru_test.go:29 +0x64
==================
--- FAIL: TestConcurrentSet (0.01s)
    testing.go:1398: race detected during execution of test
FAIL
FAIL	github.com/acme/@@SVC@@/internal/cache	0.042s
ok  	github.com/acme/@@SVC@@/internal/httpapi	0.318s
FAIL
"""),
    M("c_maven_httpclient5", "ci", "en", "",
      "a Renovate bump moved to Apache HttpClient 5 whose packages were renamed, so the old imports no longer compile",
      r"""
(pipeline for branch renovate/httpclient5, job build:jdk17)
[INFO] --- maven-compiler-plugin:3.11.0:compile (default-compile) @ billing-core ---
[INFO] Changes detected - recompiling the module! :dependency
[INFO] Compiling 214 source files with javac [debug release 17] to target/classes
[ERROR] COMPILATION ERROR :
[ERROR] /builds/acme/billing/billing-core/src/main/java/com/acme/billing/http/PaymentClient.java:[23,34] package org.apache.http.impl.client does not exist
[ERROR] /builds/acme/billing/billing-core/src/main/java/com/acme/billing/http/PaymentClient.java:[41,13] cannot find symbol
  symbol:   class CloseableHttpClient
  location: class com.acme.billing.http.PaymentClient
[ERROR] /builds/acme/billing/billing-core/src/main/java/com/acme/billing/http/WebhookSender.java:[19,34] package org.apache.http.client.methods does not exist
[INFO] 3 errors
[INFO] ------------------------------------------------------------------------
[INFO] BUILD FAILURE
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  41.220 s
[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.11.0:compile (default-compile) on project billing-core: Compilation failure
"""),
    M("c_cargo_send", "ci", "en", "",
      "an Rc<RefCell<..>> is captured by a tokio::spawn future, which must be Send",
      r"""
   Compiling ingest v0.9.0 (/builds/acme/ingest)
error[E0277]: `Rc<RefCell<Buffer>>` cannot be sent between threads safely
   --> src/pipeline.rs:88:18
    |
88  |       tokio::spawn(async move {
    |  _____------------_^
    | |     |
    | |     required by a bound introduced by this call
89  | |         let mut b = buf.borrow_mut();
90  | |         b.push(record);
91  | |         if b.len() >= BATCH { flush(&mut b).await?; }
...   |
94  | |     });
    | |_____^ `Rc<RefCell<Buffer>>` cannot be sent between threads safely
    |
    = help: within `{async block@src/pipeline.rs:88:18: 94:6}`, the trait `Send` is not implemented for `Rc<RefCell<Buffer>>`
note: required by a bound in `tokio::spawn`
   --> /usr/local/cargo/registry/src/index.crates.io-6f17d22bba15001f/tokio-1.38.0/src/task/spawn.rs:166:21
    |
166 |         F: Future + Send + 'static,
    |                     ^^^^ required by this bound in `spawn`

error: could not compile `ingest` (lib) due to 1 previous error
"""),
    M("c_docker_psycopg2", "ci", "en", "",
      "the slim image has no pg_config, so building psycopg2 from source fails",
      r"""
#11 [builder 4/7] COPY requirements.txt .
#11 DONE 0.0s

#12 [builder 5/7] RUN pip install --no-cache-dir -r requirements.txt
#12 14.83 Collecting psycopg2==2.9.9 (from -r requirements.txt (line 7))
#12 15.02   Downloading psycopg2-2.9.9.tar.gz (384 kB)
#12 15.40   Preparing metadata (setup.py): started
#12 15.71   Preparing metadata (setup.py): finished with status 'error'
#12 15.72   Error: pg_config executable not found.
#12 15.72
#12 15.72   pg_config is required to build psycopg2 from source.  Please add the directory
#12 15.72   containing pg_config to the $PATH or specify the full executable path with the
#12 15.72   option:
#12 15.72
#12 15.72       python setup.py build_ext --pg-config /path/to/pg_config build ...
#12 15.72
#12 15.72   If you prefer to avoid building psycopg2 from source, please install the PyPI
#12 15.72   'psycopg2-binary' package instead.
#12 ERROR: process "/bin/sh -c pip install --no-cache-dir -r requirements.txt" did not complete successfully
------
 > [builder 5/7] RUN pip install --no-cache-dir -r requirements.txt:
------
Dockerfile:14
ERROR: failed to solve: process "/bin/sh -c pip install --no-cache-dir -r requirements.txt" did not complete successfully
"""),
    M("c_tsc_errors", "ci", "en", "",
      "strict type checking reports an optional currency, a missing dueDate and an untyped parameter",
      r"""
> @acme/dashboard@2.3.0 typecheck
> tsc --noEmit -p tsconfig.json

src/features/billing/InvoiceTable.tsx:57:21 - error TS2322: Type 'string | undefined' is not assignable to type 'string'.
  Type 'undefined' is not assignable to type 'string'.

57       currencyCode={invoice.currency}
                       ~~~~~~~~~~~~~~~~

src/features/billing/api.ts:23:5 - error TS2741: Property 'dueDate' is missing in type '{ id: string; amount: number; currency: string | undefined; }' but required in type 'Invoice'.

23     return { id: raw.id, amount: raw.amount_cents / 100, currency: raw.currency };
       ~~~~~~

  src/features/billing/types.ts:9:3
    9   dueDate: string;
        ~~~~~~~
    'dueDate' is declared here.

src/hooks/usePaged.ts:14:38 - error TS7006: Parameter 'page' implicitly has an 'any' type.

14 export function usePaged<T>(fetcher, page) {
                                        ~~~~

Found 3 errors in 3 files.

Errors  Files
     1  src/features/billing/InvoiceTable.tsx:57
     1  src/features/billing/api.ts:23
     1  src/hooks/usePaged.ts:14
"""),
    M("c_eslint", "ci", "en", "",
      "lint fails on an unused import, a missing dependency in package.json and a console statement",
      r"""
$ eslint --max-warnings=0 src/

/builds/acme/storefront/src/components/Cart/CartDrawer.jsx
  12:10  error    'useMemo' is defined but never used                                                           no-unused-vars
  48:6   warning  React Hook useEffect has a missing dependency: 'items'. Either include it or remove the dependency array  react-hooks/exhaustive-deps

/builds/acme/storefront/src/utils/format.js
   3:1   error  'dayjs' should be listed in the project's dependencies. Run 'npm i -S dayjs' to add it  import/no-extraneous-dependencies
  27:15  error  Unexpected console statement                                                             no-console

✖ 4 problems (3 errors, 1 warning)

ESLint found too many warnings (maximum: 0).
"""),
    M("c_jest_snapshot", "ci", "en", "",
      "a snapshot changed because the currency symbol moved after the amount, probably an Intl/ICU or locale change",
      r"""
 FAIL  src/components/__tests__/PriceTag.test.tsx
  ● PriceTag › renders discounted price

    expect(received).toMatchSnapshot()

    Snapshot name: `PriceTag renders discounted price 1`

    - Snapshot  - 1
    + Received  + 1

      <span class="price">
    -   <s>€ 49,99</s>
    +   <s>49,99 €</s>
        <strong>€ 39,99</strong>
      </span>

      16 |   it('renders discounted price', () => {
      17 |     const { container } = render(<PriceTag price={49.99} sale={39.99} locale="de-DE" />);
    > 18 |     expect(container.firstChild).toMatchSnapshot();
         |                                  ^
      19 |   });

      at Object.toMatchSnapshot (src/components/__tests__/PriceTag.test.tsx:18:34)

 › 1 snapshot failed.
Snapshot Summary
 › 1 snapshot failed from 1 test suite. Inspect your code changes or run `npm test -- -u` to update them.

Test Suites: 1 failed, 57 passed, 58 total
Tests:       1 failed, 402 passed, 403 total
Snapshots:   1 failed, 88 passed, 89 total
Time:        21.904 s
"""),
    M("c_gradle_duplicate", "ci", "en", "",
      "Kotlin stdlib 1.8 and the old jdk7/jdk8 stdlib artifacts both end up on the classpath",
      r"""
> Task :app:checkDebugDuplicateClasses FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':app:checkDebugDuplicateClasses'.
> A failure occurred while executing com.android.build.gradle.internal.tasks.CheckDuplicatesRunnable
   > Duplicate class kotlin.collections.jdk8.CollectionsJDK8Kt found in modules kotlin-stdlib-1.8.22 (org.jetbrains.kotlin:kotlin-stdlib:1.8.22) and kotlin-stdlib-jdk8-1.7.20 (org.jetbrains.kotlin:kotlin-stdlib-jdk8:1.7.20)
     Duplicate class kotlin.internal.jdk7.JDK7PlatformImplementations found in modules kotlin-stdlib-1.8.22 (org.jetbrains.kotlin:kotlin-stdlib:1.8.22) and kotlin-stdlib-jdk7-1.7.20 (org.jetbrains.kotlin:kotlin-stdlib-jdk7:1.7.20)

     Go to the documentation to learn how to <a href="d.android.com/r/tools/classpath-sync-errors">Fix dependency resolution errors</a>.

* Try:
> Run with --stacktrace option to get the stack trace.
> Run with --info or --debug option to get more log output.

BUILD FAILED in 1m 12s
"""),
    M("c_terraform_args", "ci", "en", "",
      "the bucket module still uses the inline acl argument and versioning block that the newer AWS provider rejects",
      r"""
Run terraform plan -input=false -no-color
╷
│ Error: Unsupported argument
│
│   on modules/bucket/main.tf line 14, in resource "aws_s3_bucket" "this":
│   14:   acl    = var.acl
│
│ An argument named "acl" is not expected here.
╵
╷
│ Error: Unsupported block type
│
│   on modules/bucket/main.tf line 17, in resource "aws_s3_bucket" "this":
│   17:   versioning {
│
│ Blocks of type "versioning" are not expected here.
╵
"""),
    M("c_k8s_imagepull", "ci", "en", "",
      "the deploy job rolls out an image tag that was never pushed to the registry",
      r"""
deploy:staging
$ kubectl -n @@SVC@@ rollout status deploy/@@SVC@@ --timeout=180s
Waiting for deployment "@@SVC@@" rollout to finish: 1 out of 3 new replicas have been updated...
error: timed out waiting for the condition
$ kubectl -n @@SVC@@ get pods
NAME                         READY   STATUS             RESTARTS   AGE
@@SVC@@-7c9d8f6b5-2xkqp      1/1     Running            0          2d
@@SVC@@-7c9d8f6b5-9hjwz      1/1     Running            0          2d
@@SVC@@-84f7b9c6d-lq7rm      0/1     ImagePullBackOff   0          3m2s
$ kubectl -n @@SVC@@ describe pod @@SVC@@-84f7b9c6d-lq7rm | tail -3
  Warning  Failed     2m (x4 over 3m)  kubelet  Failed to pull image "registry.acme.io/@@SVC@@:@@SHA@@": rpc error: code = NotFound desc = failed to pull and unpack image "registry.acme.io/@@SVC@@:@@SHA@@": not found
  Warning  Failed     2m (x4 over 3m)  kubelet  Error: ErrImagePull
  Normal   BackOff    1m (x6 over 3m)  kubelet  Back-off pulling image "registry.acme.io/@@SVC@@:@@SHA@@"
"""),
    M("c_phpunit", "ci", "en", "",
      "one test needs a migration adding accounts.locale and another expects a different minus sign in formatted money",
      r"""
PHPUnit 10.5.20 by Sebastian Bergmann and contributors.

Runtime:       PHP 8.3.7
Configuration: /app/phpunit.xml

...........F.....E.....                                           23 / 23 (100%)

Time: 00:01.842, Memory: 28.00 MB

There was 1 error:

1) Tests\Feature\InvoiceExportTest::test_export_uses_account_locale
Illuminate\Database\QueryException: SQLSTATE[42S22]: Column not found: 1054 Unknown column 'locale' in 'field list' (Connection: mysql, SQL: insert into `accounts` (`name`, `locale`, `updated_at`, `created_at`) values (Acme GmbH, de_DE, 2024-06-05 08:12:01, 2024-06-05 08:12:01))

/app/tests/Feature/InvoiceExportTest.php:21

--

There was 1 failure:

1) Tests\Unit\MoneyFormatterTest::test_formats_negative_amounts
Failed asserting that two strings are identical.
--- Expected
+++ Actual
@@ @@
-'-12,50 €'
+'−12,50 €'

/app/tests/Unit/MoneyFormatterTest.php:33

ERRORS!
Tests: 23, Assertions: 41, Errors: 1, Failures: 1.
"""),
    M("c_dotnet_nullable", "ci", "en", "",
      "nullable warnings became errors after TreatWarningsAsErrors was switched on",
      r"""
  Determining projects to restore...
  All projects are up-to-date for restore.
  Acme.Orders.Domain -> /src/Acme.Orders.Domain/bin/Release/net8.0/Acme.Orders.Domain.dll
/src/Acme.Orders.Api/Models/OrderDto.cs(9,23): error CS8618: Non-nullable property 'CustomerEmail' must contain a non-null value when exiting constructor. Consider adding the 'required' modifier or declaring the property as nullable. [/src/Acme.Orders.Api/Acme.Orders.Api.csproj]
/src/Acme.Orders.Api/Models/OrderDto.cs(11,23): error CS8618: Non-nullable property 'ShippingAddress' must contain a non-null value when exiting constructor. Consider adding the 'required' modifier or declaring the property as nullable. [/src/Acme.Orders.Api/Acme.Orders.Api.csproj]
/src/Acme.Orders.Api/Services/OrderMapper.cs(27,31): error CS8602: Dereference of a possibly null reference. [/src/Acme.Orders.Api/Acme.Orders.Api.csproj]

Build FAILED.

/src/Acme.Orders.Api/Models/OrderDto.cs(9,23): error CS8618: Non-nullable property 'CustomerEmail' must contain a non-null value when exiting constructor. [/src/Acme.Orders.Api/Acme.Orders.Api.csproj]
    0 Warning(s)
    3 Error(s)

Time Elapsed 00:00:19.44
(TreatWarningsAsErrors was turned on in Directory.Build.props last week)
"""),
    M("c_setup_node_pnpm", "ci", "en", "",
      "setup-node is asked to cache pnpm before pnpm is installed",
      r"""
Run actions/setup-node@v4
  with:
    node-version: 20
    cache: pnpm
    always-auth: false
    check-latest: false
Found in cache @ /opt/hostedtoolcache/node/20.14.0/x64
Error: Unable to locate executable file: pnpm. Please verify either the file path exists or the file can be found within a directory specified by the PATH environment variable. Also check the file mode to verify the file is executable.
"""),
    M("c_pytest_import", "ci", "en", "",
      "test collection fails because a module imports a name that was removed from pydantic v2",
      r"""
==================================== ERRORS ====================================
____________________ ERROR collecting tests/test_schemas.py ____________________
ImportError while importing test module '/builds/acme/@@SVC@@/tests/test_schemas.py'.
Hint: make sure your test modules/packages have valid Python names.
Traceback:
/usr/local/lib/python3.12/importlib/__init__.py:90: in import_module
    return _bootstrap._gcd_import(name[level:], package, level)
tests/test_schemas.py:3: in <module>
    from app.schemas import OrderIn, OrderOut
app/schemas.py:4: in <module>
    from pydantic import BaseModel, validator, root_validator, BaseSettings
E   ImportError: cannot import name 'BaseSettings' from 'pydantic' (/usr/local/lib/python3.12/site-packages/pydantic/__init__.py)
=========================== short test summary info ============================
ERROR tests/test_schemas.py
!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!
=============================== 1 error in 2.31s ===============================
"""),

    # ---------------------------------------------------------------- reviews
    M("v_py_retry", "review", "en", None,
      "the reviewer wants configurable retries via Celery's retry, a narrower except clause, a give-up test and a changelog entry",
      r"""
Review on PR @@PR@@ "Add retry to webhook sender" — @@NAME@@ requested changes

app/webhooks/sender.py line 34
> for attempt in range(5):
Don't hardcode 5, use settings.WEBHOOK_MAX_RETRIES like the email sender does.

app/webhooks/sender.py line 41
> time.sleep(2 ** attempt)
This blocks the worker. We're inside a Celery task, use self.retry(countdown=...) instead of sleeping.

app/webhooks/sender.py line 52
> except Exception:
Too broad, catch requests.RequestException only; we want real bugs to surface.

tests/test_sender.py
No test for the give-up path (all retries exhausted -> delivery marked failed). Please add one.

nit: CHANGELOG entry missing.
"""),
    M("v_go_store", "review", "en", None,
      "two blocking comments (missing rollback, leaking SQL errors to clients), two nits and a question about a new dependency",
      r"""
@@NAME@@ left 5 comments on @@PR@@:

[blocking] internal/store/postgres.go:120 — the tx is never rolled back if Scan fails; use defer tx.Rollback() right after Begin.
[blocking] internal/api/handlers.go:88 — we return err.Error() to the client here, that leaks SQL details. Map it to a 500 with a generic message and log the real error.
[nit] internal/api/handlers.go:97 — ctx is shadowed.
[nit] internal/store/postgres.go:64 — prefer QueryRowContext so the request deadline applies.
[question] go.mod — why the new dependency on github.com/pkg/errors? We use fmt.Errorf with %w everywhere else.
"""),
    M("v_react_es", "review", "es", None,
      "the reviewer asks to fix a reset effect, validate the tax id on the backend, handle 409, translate strings and rename a variable",
      r"""
Comentarios de @@NAME@@ en el PR @@PR@@ (Formulario de alta de proveedores):

1. `SupplierForm.tsx` L45: el `useEffect` que resetea el formulario se ejecuta en cada render porque `defaultValues` es un objeto nuevo cada vez. Sácalo a un `useMemo` o fuera del componente.
2. `SupplierForm.tsx` L78: el CIF se valida solo en el front. El back también tiene que rechazar CIF inválidos (ver `SupplierController`).
3. `api/suppliers.ts`: falta manejar el 409 cuando el proveedor ya existe; ahora mismo el usuario ve "Error desconocido".
4. Textos: hay strings en inglés sin pasar por i18n ("Save", "Cancel").
5. Menor: renombra `data2` a algo con sentido.
"""),
    M("v_terraform_de", "review", "de", None,
      "the reviewer wants variable CIDRs, an optional single NAT gateway, subnet outputs as a map, a pinned module ref and terraform fmt",
      r"""
Review-Kommentare von @@NAME@@ zu MR !@@N1@@ (VPC-Modul):

- modules/vpc/main.tf Z. 22: CIDR-Blöcke bitte nicht hart kodieren, als Variable mit Validierung übergeben.
- modules/vpc/main.tf Z. 58: Ein NAT-Gateway pro AZ ist in dev zu teuer, bitte über eine Variable `single_nat_gateway` steuerbar machen.
- modules/vpc/outputs.tf: Die Subnet-IDs sollten als Map nach AZ ausgegeben werden, nicht als Liste, sonst bricht das EKS-Modul.
- envs/prod/main.tf: Version des Moduls pinnen (?ref=v1.4.0), nicht auf main zeigen.
- Allgemein: `terraform fmt` fehlt.
"""),
    M("v_ts_ja", "review", "ja", None,
      "the reviewer flags Safari date parsing, a hard-coded timezone, a leap-year off-by-one and a leftover console.log",
      r"""
@@NAME@@ さんからのレビューコメント（PR @@PR@@）

1. src/lib/date.ts 12行目: `new Date(str)` は Safari で "2024-05-01 10:00" をパースできません。date-fns の parseISO を使ってください。
2. src/lib/date.ts 30行目: タイムゾーンが Asia/Tokyo 固定になっています。ユーザー設定から取るようにしてください。
3. src/components/Calendar.tsx: 月末の計算がうるう年で1日ずれます。テストを追加してください。
4. 細かい点: console.log が残っています。
"""),
    M("v_rails_import", "review", "en", None,
      "reviewers want streaming CSV parsing with batched inserts, a unique index instead of per-row validation, a BOM spec and the low queue",
      r"""
Unresolved threads on !@@N1@@ "Bulk import of contacts":

Thread 1 — app/jobs/import_contacts_job.rb:18 (@@NAME@@)
  Loading the whole CSV into memory will fall over for the 200 MB files some customers upload. Use CSV.foreach and batch inserts (insert_all in chunks of 1000).

Thread 2 — app/models/contact.rb:33 (@@NAME2@@)
  The email uniqueness validation does a query per row. With insert_all we lose validations anyway, so add a unique index on (account_id, lower(email)) and handle conflicts.

Thread 3 — spec/jobs/import_contacts_job_spec.rb (@@NAME@@)
  Please add a spec for a file with a BOM and Windows line endings, that's what Excel exports.

Thread 4 — config/sidekiq.yml (@@NAME2@@)
  Put this job on the low queue, it shouldn't block transactional emails.
"""),
    M("v_java_pl", "review", "pl", None,
      "the reviewer wants the payment HTTP call moved out of the transaction, a proper not-found exception, @Valid and a timeout test",
      r"""
Uwagi od @@NAME@@ do PR @@PR@@:

1. `OrderService.java:74` – transakcja obejmuje wywołanie HTTP do bramki płatności. Przenieś wywołanie poza @Transactional, inaczej trzymamy połączenie z bazą przez kilka sekund.
2. `OrderService.java:102` – `orElseThrow()` bez komunikatu; rzuć `OrderNotFoundException` z id zamówienia.
3. `OrderController.java` – brak walidacji `@Valid` na DTO.
4. Testy: brak testu na przypadek, gdy płatność zwróci timeout.
"""),
    M("v_rust_parser", "review", "en", None,
      "the reviewer asks for zero-copy tokens, escaped quote handling, reusing an error variant, benchmarks and respecting the MSRV",
      r"""
Review from @@NAME@@ on @@PR@@ ("parser: support quoted keys"):

src/lexer.rs:141 — this allocates a String for every token; return &str slices into the input instead, the lifetimes already allow it.
src/lexer.rs:188 — escaped quotes (\") inside quoted keys aren't handled, add a case + test.
src/error.rs — please don't add a new error variant for this, reuse ParseError::UnexpectedChar with the position.
benches/ — run the benchmark before/after and paste the numbers in the PR description.
Cargo.toml — MSRV is 1.70, so `Option::is_none_or` (1.82) can't be used in lexer.rs:203.
"""),

    # ------------------------------------------------------------- advisories
    M("a_deepmerge", "advisory", "en", None,
      "a prototype pollution bug in a merge helper lets crafted __proto__ keys modify Object.prototype",
      r"""
GHSA-@@ADV@@ · High severity · Published @@DATE@@
Prototype pollution in deep-merge-lite

Package: deep-merge-lite (npm)
Affected versions: < 2.4.1
Patched versions: 2.4.1

Impact
A crafted object with a "__proto__" or "constructor.prototype" key passed to merge() can add or modify properties on Object.prototype. Applications that merge user-controlled JSON (query strings, request bodies) into configuration or options objects are affected.

Workarounds
Reject keys named __proto__, constructor and prototype before merging, or create the target with Object.create(null).

References
- Fix commit in deep-merge-lite
- CWE-1321
"""),
    M("a_dependabot_yaml", "advisory", "en", None,
      "a YAML library used by three services allows code execution when parsing untrusted YAML",
      r"""
Dependabot alert #@@N1@@ · Critical
Unsafe deserialization in org.example:yaml-binder

Package: org.example:yaml-binder (Maven)
Manifest: services/@@SVC@@/pom.xml
Vulnerable versions: < 1.33.2
Patched version: 1.33.2

The default Constructor instantiates arbitrary Java types named in YAML tags. Parsing YAML from an untrusted source (uploads, webhooks, user-supplied config) can lead to remote code execution. Use SafeConstructor or upgrade; 1.33.2 makes the safe constructor the default.

Also detected in:
- services/ledger/pom.xml (transitive, via com.acme:config-loader 2.1.0)
- services/reports-api/build.gradle
"""),
    M("a_npm_audit", "advisory", "en", "",
      "npm audit reports a ReDoS in path-to-regexp pulled in through express, plus a moderate issue in a cookie parser",
      r"""
# npm audit report

cookie  <0.7.0
cookie accepts cookie name, path, and domain with out of bounds characters
fix available via `npm audit fix`
node_modules/cookie
  express  3.0.0-alpha1 - 4.20.0
  Depends on vulnerable versions of cookie

path-to-regexp  <0.1.10
Severity: high
path-to-regexp outputs backtracking regular expressions
fix available via `npm audit fix`
node_modules/path-to-regexp
  express  4.0.0-rc1 - 4.19.2 || 5.0.0-alpha.1 - 5.0.0-beta.3
  Depends on vulnerable versions of path-to-regexp

4 vulnerabilities (1 moderate, 3 high)

To address all issues, run:
  npm audit fix
"""),
    M("a_trivy_image", "advisory", "en", "",
      "the container image ships OpenSSL and zlib versions with known high and critical CVEs fixed in newer Debian packages",
      r"""
registry.acme.io/@@SVC@@:@@SHA@@ (debian 12.5)
=============================================
Total: 3 (HIGH: 2, CRITICAL: 1)

┌──────────────┬────────────────┬──────────┬────────┬───────────────────┬─────────────────┬──────────────────────────────────────────┐
│   Library    │ Vulnerability  │ Severity │ Status │ Installed Version │  Fixed Version  │                  Title                   │
├──────────────┼────────────────┼──────────┼────────┼───────────────────┼─────────────────┼──────────────────────────────────────────┤
│ libssl3      │ CVE-2024-50811 │ HIGH     │ fixed  │ 3.0.11-1~deb12u2  │ 3.0.13-1~deb12u1│ openssl: excessive time spent checking   │
│              │                │          │        │                   │                 │ DSA keys and parameters                  │
├──────────────┼────────────────┤          │        │                   │                 ├──────────────────────────────────────────┤
│ openssl      │ CVE-2024-50811 │          │        │                   │                 │ openssl: excessive time spent checking   │
├──────────────┼────────────────┼──────────┤        ├───────────────────┼─────────────────┼──────────────────────────────────────────┤
│ zlib1g       │ CVE-2024-50977 │ CRITICAL │        │ 1:1.2.13.dfsg-1   │ 1:1.2.13.dfsg-1+│ zlib: heap overflow in inflateGetHeader  │
│              │                │          │        │                   │ deb12u1         │                                          │
└──────────────┴────────────────┴──────────┴────────┴───────────────────┴─────────────────┴──────────────────────────────────────────┘
"""),
    M("a_govulncheck", "advisory", "en", "",
      "govulncheck finds a reachable HTTP/2 denial of service in golang.org/x/net fixed in a newer version",
      r"""
Scanning your code and 214 packages across 31 dependent modules for known vulnerabilities...

=== Symbol Results ===

Vulnerability #1: GO-2024-@@N3@@
    HTTP/2 CONTINUATION flood in net/http
  More info: https://pkg.go.dev/vuln/GO-2024-@@N3@@
  Module: golang.org/x/net
    Found in: golang.org/x/net@v0.21.0
    Fixed in: golang.org/x/net@v0.23.0
    Example traces found:
      #1: cmd/server/main.go:48:27: server.main calls http.Server.ListenAndServeTLS, which eventually calls http2.Framer.ReadFrame

Your code is affected by 1 vulnerability from 1 module.
This scan also found 2 vulnerabilities in packages you import and 4
vulnerabilities in modules you require, but your code doesn't appear to call
these vulnerabilities.
"""),
    M("a_security_mail_fr", "advisory", "fr", None,
      "the security team says a logging library has a critical lookup injection and three services must upgrade by Friday",
      r"""
Objet : [Sécurité] Vulnérabilité critique dans la bibliothèque de journalisation — action requise avant vendredi
De : Équipe sécurité

Bonjour à toutes et à tous,

Une vulnérabilité critique (CVSS 9.8) a été publiée pour logkit-java < 2.19.1 : une chaîne contrôlée par l'utilisateur et journalisée avec un motif ${...} peut déclencher le chargement d'une classe distante.

Nos analyses montrent qu'au moins @@SVC@@, ledger et reports-api embarquent une version vulnérable, directement ou via une dépendance transitive.

Merci de mettre à jour vers 2.19.1 (ou de définir logkit.lookups.disabled=true en attendant) et de confirmer dans le ticket @@TKT@@ avant vendredi 18h.

L'équipe sécurité
"""),
    M("a_pip_audit", "advisory", "en", "",
      "pip-audit finds a Jinja2 attribute injection and a Werkzeug debugger issue, both with patch releases",
      r"""
Found 2 known vulnerabilities in 2 packages
Name     Version ID                  Fix Versions
-------- ------- ------------------- ------------
jinja2   3.1.3   GHSA-@@ADV@@ 3.1.4
werkzeug 3.0.1   PYSEC-2024-@@N3@@      3.0.3

jinja2: the xmlattr filter accepts keys containing spaces, so attacker-controlled keys can inject extra attributes into rendered HTML.
werkzeug: the debugger can be reached from a different hostname if the PIN is known, leading to code execution when the debugger is enabled.
"""),
    M("a_gem_session", "advisory", "en", None,
      "a Ruby auth gem has a session fixation bug fixed in a patch release",
      r"""
Subject: [ANN] warden-sso 3.2.4 security release (session fixation)

Hi all,

warden-sso 3.2.4 has been released to fix a session fixation vulnerability (CVE-2024-@@N3@@).

Versions affected: >= 3.0.0, < 3.2.4
Fixed versions: 3.2.4, 2.9.7 (legacy branch)

Impact: after a successful SSO callback, the session id issued before authentication was kept. An attacker who can plant a session cookie on a victim's browser (e.g. via a sibling subdomain) can take over the session once the victim logs in.

Workaround: call `reset_session` in your callback controller before signing the user in.

Please upgrade as soon as possible.
"""),
]
