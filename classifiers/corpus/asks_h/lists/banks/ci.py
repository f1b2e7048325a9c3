# Failing CI reports as people paste them (bot comments, notification emails, log tails).
# All are long_horizon material: the job is to make the pipeline pass in the repository.
CI = [
dict(lang="en", text='''❌ CI failed on `main` (commit 3f9a2c1 "bump httpx to 0.27")

Job: test (3.11) — GitHub Actions run #8812
```
FAILED tests/test_client.py::test_retry_on_502 - TypeError: Client.__init__() got an unexpected keyword argument 'app'
FAILED tests/test_client.py::test_timeout_is_propagated - TypeError: Client.__init__() got an unexpected keyword argument 'app'
=========== 2 failed, 311 passed, 4 skipped in 48.21s ===========
Error: Process completed with exit code 1.
```'''),
dict(lang="en", text='''Pipeline #55102 failed for branch release/2.4

Stage: lint
```
$ npm run lint
> web@2.4.0 lint
> eslint . --max-warnings 0

/builds/shop/web/src/features/checkout/useShipping.ts
  22:9  error  React Hook useEffect has a missing dependency: 'country'  react-hooks/exhaustive-deps
/builds/shop/web/src/features/cart/CartDrawer.tsx
  71:15  warning  Unexpected any. Specify a different type  @typescript-eslint/no-explicit-any

✖ 2 problems (1 error, 1 warning)
ERROR: Job failed: exit code 1
```'''),
dict(lang="en", text='''The nightly build is red again. Jenkins job `backend-nightly` #412:

```
[ERROR] Tests run: 214, Failures: 1, Errors: 0, Skipped: 3
[ERROR] Failures:
[ERROR]   InvoiceNumberingTest.numbersAreSequentialAcrossMidnight:57 expected: <INV-2024-000101> but was: <INV-2024-000001>
[INFO] BUILD FAILURE
```
It only fails when the job runs after 23:00 UTC.'''),
dict(lang="en", text='''go test is failing on CI but passes on my laptop:

```
--- FAIL: TestScheduler_Backoff (0.00s)
    scheduler_test.go:88: expected delay 400ms, got 399.999999ms
--- FAIL: TestScheduler_Jitter (2.01s)
    scheduler_test.go:131: timeout waiting for 3 ticks, got 2
FAIL
FAIL	github.com/acme/jobs/internal/scheduler	2.214s
```
runner: ubuntu-latest, go 1.22'''),
dict(lang="en", text='''cargo build fails on the windows runner only:

```
error[E0433]: failed to resolve: could not find `unix` in `os`
 --> src/fs/perms.rs:3:14
  |
3 | use std::os::unix::fs::PermissionsExt;
  |              ^^^^ could not find `unix` in `os`

error: could not compile `tidyup` (lib) due to 1 previous error
Error: Process completed with exit code 101.
```'''),
dict(lang="en", text='''Dependabot PR #331 (bump pydantic from 1.10.14 to 2.6.4) is failing:

```
ERROR tests/api/test_users.py - pydantic.errors.PydanticUserError: `const` is removed, use `Literal` instead
ERROR tests/api/test_orders.py - AttributeError: 'FieldInfo' object has no attribute 'outer_type_'
!!!!!!!!!!!!!!!!!!! Interrupted: 2 errors during collection !!!!!!!!!!!!!!!!!!!
```
We want to take the upgrade, not pin back.'''),
dict(lang="en", text='''mypy job started failing after the last merge:

```
app/payments/refunds.py:41: error: Item "None" of "Optional[Charge]" has no attribute "amount"  [union-attr]
app/payments/refunds.py:58: error: Incompatible return value type (got "Decimal | None", expected "Decimal")  [return-value]
Found 2 errors in 1 file (checked 187 source files)
```'''),
dict(lang="en", text='''e2e (playwright) flaky on CI — failed 3 of the last 10 runs:

```
  1) [chromium] › checkout.spec.ts:44:5 › guest checkout › applies coupon

    Error: Timed out 5000ms waiting for expect(locator).toHaveText(expected)
    Locator: getByTestId('order-total')
    Expected string: "€45.00"
    Received string: "€50.00"
```'''),
dict(lang="es", text='''El CI de la rama `develop` está en rojo desde ayer:

```
FAIL src/utils/__tests__/fechas.test.ts
  ● formatearFecha › usa la zona horaria de Madrid

    expect(received).toBe(expected)
    Expected: "31/03/2024 02:30"
    Received: "31/03/2024 03:30"
```
Creo que es por el cambio de horario. Hay que arreglarlo.'''),
dict(lang="de", text='''Die Pipeline schlägt seit dem Merge von !218 fehl:

```
$ ./gradlew check
> Task :app:testDebugUnitTest FAILED
BestellungViewModelTest > gesamtpreisWirdGerundet FAILED
    org.junit.ComparisonFailure: expected:<19.9[9]> but was:<19.9[89999]>
BUILD FAILED in 1m 42s
```
Bitte reparieren, ohne den Test einfach abzuschwächen.'''),
dict(lang="zh", text='''CI 挂了，main 分支最新提交之后 `pytest` 一直失败：

```
FAILED tests/test_export.py::test_export_utf8_bom - AssertionError: assert b'\\xef\\xbb\\xbfid,name' == b'id,name'
FAILED tests/test_export.py::test_export_large - MemoryError
2 failed, 188 passed in 63.10s
```
帮忙修一下，让 CI 重新变绿。'''),
dict(lang="ja", text='''GitHub Actions の `build` ジョブが main で失敗しています。

```
> next build
Type error: Property 'locale' does not exist on type 'Params'.

  14 | export default async function Page({ params }: { params: Params }) {
  15 |   const dict = await getDictionary(params.locale)
     |                                           ^
```
直してください。'''),
dict(lang="pt", text='''O job de testes no GitLab quebrou depois que atualizamos o Node para 22:

```
not ok 12 - parseCsv lida com aspas duplas
  ---
  operator: deepStrictEqual
  expected: [ 'a', 'b, c' ]
  actual:   [ 'a', '"b', ' c"' ]
ERROR: Job failed: exit code 1
```
Consegue resolver?'''),
dict(lang="ru", text='''Упал CI после обновления зависимостей:

```
=================================== FAILURES ===================================
_____________________________ test_slugify_cyrillic ____________________________
    def test_slugify_cyrillic():
>       assert slugify("Привет мир") == "privet-mir"
E       AssertionError: assert '' == 'privet-mir'
```
Нужно починить, тест правильный.'''),
dict(lang="fr", text='''La CI est rouge sur la branche `feat/export-pdf` :

```
   Compiling rapport v0.3.0 (/home/runner/work/rapport/rapport)
error[E0599]: no method named `write_all` found for struct `PdfWriter` in the current scope
  --> src/export.rs:61:16
```
Tu peux corriger pour que ça repasse ?'''),
]
