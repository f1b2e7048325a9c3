from ._fmt import M

M("ci01", "ci_log", "en", r'''
Run npm test
> web@0.0.0 test
> vitest run

 RUN  v1.2.1 /home/runner/work/web/web

 ✓ src/utils/format.test.ts (12)
 ✓ src/hooks/useDebounce.test.ts (4)
 ❯ src/components/Cart.test.tsx (6)
   ❯ Cart > shows total with discount
     → expected '€ 18,00' to be '€18.00'

 FAIL  src/components/Cart.test.tsx > Cart > shows total with discount
AssertionError: expected '€ 18,00' to be '€18.00' // Object.is equality
 ❯ src/components/Cart.test.tsx:41:38

 Test Files  1 failed | 2 passed (3)
      Tests  1 failed | 21 passed (22)
Error: Process completed with exit code 1.
''', asks=[
    ("en", "explain", "why would the formatted price come out as '€ 18,00' on the runner?"),
    ("en", "fix_ci", "make this pass in CI, probably the runner locale. don't just change the expected string"),
], summary="One Vitest test fails in CI: Cart 'shows total with discount' expects '€18.00' but gets '€ 18,00', which looks like a locale-dependent currency format on the runner. The other 21 tests pass.")

M("ci02", "ci_log", "en", r'''
2024-05-14T09:12:03.118Z ##[group]Run poetry install --no-interaction
Installing dependencies from lock file

pyproject.toml changed significantly since poetry.lock was last generated. Run `poetry lock [--no-update]` to fix the lock file.
##[error]Process completed with exit code 1.
''', asks=[
    ("en", "explain", "what is poetry complaining about exactly?"),
    ("en", "fix_ci", "regenerate the lock properly and get the build green again"),
])

M("ci03", "ci_log", "en", r'''
[2024-06-02 14:01:11] Step 7/14 : RUN go build -o /out/api ./cmd/api
[2024-06-02 14:01:19] # github.com/acme/shop/internal/orders
[2024-06-02 14:01:19] internal/orders/service.go:88:15: cannot use req.Quantity (variable of type int32) as int value in argument to s.repo.Reserve
[2024-06-02 14:01:19] internal/orders/service.go:131:9: undefined: money.FromCents
[2024-06-02 14:01:20] The command '/bin/sh -c go build -o /out/api ./cmd/api' returned a non-zero code: 1
[2024-06-02 14:01:20] ERROR: Job failed: exit code 1
''', asks=[
    ("en", "explain", "what are these two compile errors telling me?"),
    ("en", "fix_ci", "fix the build, someone renamed money.FromCents on main i think"),
    ("tr", "fix_ci", "bu build'i düzelt, main'de biri money paketini değiştirmiş galiba"),
])

M("ci04", "ci_log", "en", r'''
------
 > [build 6/9] RUN pip install -r requirements.txt:
#10 4.231 Collecting psycopg2==2.9.3
#10 4.560   Downloading psycopg2-2.9.3.tar.gz (380 kB)
#10 5.812     Error: pg_config executable not found.
#10 5.812     pg_config is required to build psycopg2 from source.  Please add the directory
#10 5.812     containing pg_config to the $PATH or specify the full executable path with the
#10 5.812     option:
#10 5.812         python setup.py build_ext --pg-config /path/to/pg_config build ...
#10 5.830 error: metadata-generation-failed
------
ERROR: failed to solve: process "/bin/sh -c pip install -r requirements.txt" did not complete successfully: exit code: 1
''', asks=[
    ("id", "explain", "ini error artinya apa? pg_config itu apa"),
    ("id", "fix_ci", "benerin Dockerfile kita biar build-nya lolos lagi"),
])

M("ci05", "ci_log", "en", r'''
> Task :app:compileDebugKotlin FAILED
e: file:///builds/mobile/app/src/main/java/com/acme/app/ui/ProfileScreen.kt:57:21 Unresolved reference: collectAsStateWithLifecycle
e: file:///builds/mobile/app/src/main/java/com/acme/app/ui/ProfileScreen.kt:58:21 Unresolved reference: collectAsStateWithLifecycle

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':app:compileDebugKotlin'.
> A failure occurred while executing org.jetbrains.kotlin.compilerRunner.GradleCompilerRunnerWithWorkers$GradleKotlinCompilerWorkAction
   > Compilation error. See log for more details

BUILD FAILED in 1m 42s
''', asks=[
    ("vi", "explain", "lỗi Unresolved reference này nghĩa là thiếu gì vậy?"),
    ("vi", "fix_ci", "thêm dependency còn thiếu vào project và cho pipeline xanh lại giúp mình"),
])

M("ci06", "ci_log", "en", r'''
Run npx eslint . --max-warnings=0

/home/runner/work/portal/portal/src/api/client.ts
  14:7   error  'retryCount' is assigned a value but never used  @typescript-eslint/no-unused-vars
  52:19  error  Unexpected any. Specify a different type           @typescript-eslint/no-explicit-any

/home/runner/work/portal/portal/src/pages/settings/Billing.tsx
  88:6  warning  React Hook useEffect has a missing dependency: 'loadInvoices'. Either include it or remove the dependency array  react-hooks/exhaustive-deps

✖ 3 problems (2 errors, 1 warning)

ESLint found too many warnings (maximum: 0).
Error: Process completed with exit code 1.
''', asks=[
    ("en", "explain", "is the useEffect warning a real bug or just noise?"),
    ("en", "fix_ci", "clean up these lint errors in the repo so the job passes"),
])

M("ci07", "ci_log", "en", r'''
=================================== FAILURES ===================================
_________________________ test_refund_partial_amount __________________________

client = <FlaskClient <Flask 'billing'>>, invoice = <Invoice 5521 paid>

    def test_refund_partial_amount(client, invoice):
        r = client.post(f"/invoices/{invoice.id}/refund", json={"amount": "12.50"})
>       assert r.status_code == 200
E       assert 500 == 200
E        +  where 500 = <WrapperTestResponse streamed [500 INTERNAL SERVER ERROR]>.status_code

tests/test_refunds.py:44: AssertionError
----------------------------- Captured log call ------------------------------
ERROR    billing.app:app.py:1414 Exception on /invoices/5521/refund [POST]
Traceback (most recent call last):
  File "/app/billing/refunds.py", line 71, in create_refund
    remaining = invoice.total - invoice.refunded_total
TypeError: unsupported operand type(s) for -: 'decimal.Decimal' and 'float'
=========================== short test summary info ============================
FAILED tests/test_refunds.py::test_refund_partial_amount - assert 500 == 200
==================== 1 failed, 211 passed, 3 skipped in 48.20s ====================
''', asks=[
    ("en", "explain", "what's the root cause here in one sentence?"),
    ("en", "fix_ci", "fix the refund bug so this test passes, refunded_total should be Decimal everywhere"),
    ("nl", "fix_ci", "fix die refund-bug in onze billing repo zodat de pipeline weer groen is"),
], summary="test_refund_partial_amount fails because POST /invoices/5521/refund returns 500: in billing/refunds.py line 71, invoice.total (Decimal) minus invoice.refunded_total (float) raises a TypeError. The other 211 tests pass.")

M("ci08", "ci_log", "en", r'''
Running "terraform plan" in /infra/envs/staging
╷
│ Error: Unsupported argument
│
│   on modules/rds/main.tf line 34, in resource "aws_db_instance" "this":
│   34:   name = var.db_name
│
│ An argument named "name" is not expected here.
╵
╷
│ Error: Invalid value for input variable
│
│   on main.tf line 12, in module "rds":
│   12:   engine_version = "14"
│
│ The given value is not valid for variable "engine_version": must be a full version like 14.10.
╵
Error: Terraform exited with code 1.
''', asks=[
    ("ro", "explain", "explică-mi cele două erori, pe scurt"),
    ("ro", "fix_ci", "repară modulele terraform ca să treacă plan-ul pe staging"),
])

M("ci09", "ci_log", "en", r'''
2024-07-21T03:14:55Z  cargo test --workspace --all-features
   Compiling ledger-core v0.4.0 (/work/crates/ledger-core)
   Compiling ledger-api v0.4.0 (/work/crates/ledger-api)
    Finished test [unoptimized + debuginfo] target(s) in 71.23s
     Running unittests src/lib.rs (target/debug/deps/ledger_core-3f1c9a)

running 58 tests
test balance::tests::rounding_half_even ... ok
test balance::tests::negative_zero ... FAILED
test journal::tests::reverse_entry ... ok
...
failures:

---- balance::tests::negative_zero stdout ----
thread 'balance::tests::negative_zero' panicked at crates/ledger-core/src/balance.rs:212:9:
assertion `left == right` failed
  left: "-0.00"
 right: "0.00"

failures:
    balance::tests::negative_zero

test result: FAILED. 57 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.41s

error: test failed, to rerun pass `-p ledger-core --lib`
''', asks=[
    ("cs", "explain", "proč se tam objeví -0.00? vysvětli"),
    ("cs", "fix_ci", "oprav to v ledger-core, ať CI projde"),
])

M("ci10", "ci_log", "en", r'''
Run actions/setup-node@v4
  with:
    node-version: 16
    cache: npm
Attempting to download 16...
Acquiring 16.20.2 - x64 from https://github.com/actions/node-versions/releases/download/16.20.2-...
Extracting ...
Adding to the cache ...
Environment details
  node: v16.20.2
  npm: 8.19.4
Run npm ci
npm ERR! code EBADENGINE
npm ERR! engine Unsupported engine
npm ERR! engine Not compatible with your version of node/npm: vite@5.2.11
npm ERR! notsup Required: {"node":"^18.0.0 || >=20.0.0"}
npm ERR! notsup Actual:   {"npm":"8.19.4","node":"v16.20.2"}
Error: Process completed with exit code 1.
''', asks=[
    ("th", "explain", "error นี้หมายความว่าอะไร อธิบายสั้น ๆ"),
    ("th", "fix_ci", "แก้ workflow ทุกไฟล์ใน repo ให้ใช้ node 20 แล้วให้ CI ผ่าน"),
])

M("ci11", "ci_log", "en", r'''
remote: Resolving deltas: 100% (1841/1841), done.
From https://gitlab.acme.io/platform/gateway
 * [new ref]         3fa2c19e0d -> refs/pipelines/884213
Checking out 3fa2c19e as detached HEAD (ref is mr-2211)...
$ make test-integration
docker compose -f compose.test.yml up -d
[+] Running 3/3
 ✔ Container gateway-redis-1     Started
 ✔ Container gateway-postgres-1  Started
 ✔ Container gateway-api-1       Started
go test -tags=integration ./...
--- FAIL: TestSessionExpiry (30.02s)
    session_test.go:77: timed out waiting for key "sess:u-19" to expire
--- FAIL: TestRateLimitBurst (0.11s)
    ratelimit_test.go:40: dial tcp 127.0.0.1:6379: connect: connection refused
FAIL
FAIL	gitlab.acme.io/platform/gateway/internal/store	30.318s
ok  	gitlab.acme.io/platform/gateway/internal/http	2.101s
make: *** [Makefile:41: test-integration] Error 1
Cleaning up project directory and file based variables
ERROR: Job failed: exit code 1
''', asks=[
    ("uk", "explain", "чому redis недоступний, якщо контейнер стартував? поясни"),
    ("uk", "fix_ci", "полагодь інтеграційні тести, щоб пайплайн MR пройшов"),
])

M("ci12", "ci_log", "en", r'''
##[section]Starting: Build and publish
==============================================================================
Task         : .NET Core
Version      : 2.231.1
==============================================================================
/usr/bin/dotnet build --configuration Release
MSBuild version 17.8.3+195e7f5a3 for .NET
  Determining projects to restore...
  Restored /home/vsts/work/1/s/src/Orders.Api/Orders.Api.csproj (in 2.1 sec).
/home/vsts/work/1/s/src/Orders.Api/Controllers/OrdersController.cs(42,31): error CS8602: Dereference of a possibly null reference. [/home/vsts/work/1/s/src/Orders.Api/Orders.Api.csproj]
/home/vsts/work/1/s/src/Orders.Api/Services/PricingService.cs(17,20): error CS0246: The type or namespace name 'IPriceCache' could not be found (are you missing a using directive or an assembly reference?) [/home/vsts/work/1/s/src/Orders.Api/Orders.Api.csproj]

Build FAILED.
    0 Warning(s)
    2 Error(s)
##[error]Error: The process '/usr/bin/dotnet' failed with exit code 1
##[section]Finishing: Build and publish
''', asks=[
    ("fa", "explain", "این دو خطا چی میگن؟ ساده توضیح بده"),
    ("fa", "fix_ci", "بیلد رو توی ریپو درست کن که پایپلاین سبز بشه"),
])

M("ci13", "ci_log", "en", r'''
Run ./gradlew check
> Task :core:test

com.acme.search.QueryParserTest > parsesQuotedPhrase() FAILED
    org.opentest4j.AssertionFailedError: expected: <[title:"red shoes"]> but was: <[title:"red, shoes"]>
        at app//org.junit.jupiter.api.AssertionUtils.fail(AssertionUtils.java:151)
        at app//com.acme.search.QueryParserTest.parsesQuotedPhrase(QueryParserTest.java:63)

com.acme.search.QueryParserTest > parsesNegation() PASSED
com.acme.search.QueryParserTest > parsesFieldRange() PASSED

47 tests completed, 1 failed

> Task :core:test FAILED

FAILURE: Build failed with an exception.
* What went wrong:
Execution failed for task ':core:test'.
> There were failing tests. See the report at: file:///home/runner/work/search/search/core/build/reports/tests/test/index.html
BUILD FAILED in 2m 3s
''', asks=[
    ("ar", "explain", "ما سبب فشل هذا الاختبار؟ اشرح باختصار"),
    ("ar", "fix_ci", "أصلح محلل الاستعلامات في المستودع حتى ينجح الـ CI"),
])
