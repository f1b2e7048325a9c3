# Hand-written materials: CI failure logs, stack traces, crash dumps, server logs.
M = []
def add(id, cat, lang, gist, text, q=(), parts=None):
    M.append(dict(id=id, cat=cat, lang=lang, gist=gist, text=text.strip("\n"), q=list(q), parts=parts))

add("ci_gha_py", "ci", "en",
    "GitHub Actions: pytest fails on Python 3.12 only, ImportError for distutils from an old dependency.",
"""Run pytest -q
ImportError while loading conftest '/home/runner/work/ledger/ledger/tests/conftest.py'.
tests/conftest.py:4: in <module>
    from ledger.db import make_engine
ledger/db.py:2: in <module>
    import pandas_gbq_lite
/opt/hostedtoolcache/Python/3.12.2/x64/lib/python3.12/site-packages/pandas_gbq_lite/__init__.py:3: in <module>
    from distutils.version import LooseVersion
E   ModuleNotFoundError: No module named 'distutils'
Error: Process completed with exit code 4.
  matrix: python-version 3.12 ❌   3.11 ✅   3.10 ✅""",
    q=[("fix_ci", "en", "make the 3.12 job green. either bump or drop pandas_gbq_lite, whatever's cleaner in our codebase"),
       ("explain_error", "en", "why does this only break on 3.12?"),
       ("answer_from_text", "en", "which python versions passed?")])

add("ci_gitlab_node", "ci", "en",
    "GitLab CI: npm ci fails because package-lock.json is out of sync with package.json (missing zod).",
"""$ npm ci
npm ERR! code EUSAGE
npm ERR!
npm ERR! `npm ci` can only install packages when your package.json and package-lock.json or npm-shrinkwrap.json are in sync. Please update your lock file with `npm install` before continuing.
npm ERR!
npm ERR! Missing: zod@3.23.8 from lock file
npm ERR! Invalid: lock file's typescript@5.3.3 does not satisfy typescript@5.4.5
ERROR: Job failed: exit code 1""",
    q=[("fix_ci", "en", "fix it so the pipeline passes"),
       ("explain_error", "pl", "co tu dokładnie jest nie tak? wyjaśnij krótko"),
       ("answer_from_text", "en", "which two packages are out of sync?")])

add("ci_go_race", "ci", "en",
    "Go CI: data race detected in the cache package test TestConcurrentGet.",
"""=== RUN   TestConcurrentGet
==================
WARNING: DATA RACE
Write at 0x00c0001b4060 by goroutine 9:
  github.com/acme/edge/cache.(*LRU).Get()
      /src/cache/lru.go:57 +0x1a4
Previous read at 0x00c0001b4060 by goroutine 8:
  github.com/acme/edge/cache.(*LRU).Get()
      /src/cache/lru.go:49 +0x8c
Goroutine 9 (running) created at:
  github.com/acme/edge/cache.TestConcurrentGet()
      /src/cache/lru_test.go:88 +0x104
==================
    testing.go:1398: race detected during execution of test
--- FAIL: TestConcurrentGet (0.01s)
FAIL	github.com/acme/edge/cache	0.212s
make: *** [Makefile:21: test-race] Error 1""",
    q=[("fix_ci", "en", "fix the race in the LRU (Get moves the element to front, so it needs the write lock) and get test-race passing"),
       ("explain_error", "en", "explain what the race detector is telling me here, which lines conflict"),
       ("explain_error", "ja", "このレースの原因を説明して。修正はまだいらない")])

add("ci_maven", "ci", "en",
    "Jenkins Maven build: tests fail after bumping Spring Boot to 3.2 because javax.persistence imports no longer resolve.",
"""[INFO] --- maven-compiler-plugin:3.11.0:compile (default-compile) @ billing-core ---
[ERROR] COMPILATION ERROR :
[ERROR] /var/jenkins/workspace/billing/src/main/java/com/acme/billing/model/Invoice.java:[3,24] package javax.persistence does not exist
[ERROR] /var/jenkins/workspace/billing/src/main/java/com/acme/billing/model/Invoice.java:[12,2] cannot find symbol
  symbol: class Entity
[ERROR] /var/jenkins/workspace/billing/src/main/java/com/acme/billing/model/LineItem.java:[3,24] package javax.persistence does not exist
... 61 more errors
[INFO] BUILD FAILURE
[INFO] Total time:  38.112 s
Finished: FAILURE""",
    q=[("upgrade_dependency", "en", "finish the spring boot 3.2 migration: javax -> jakarta everywhere, fix whatever else breaks, get the build green"),
       ("explain_error", "en", "what's the root cause in one sentence"),
       ("fix_ci", "fr", "tu peux faire passer ce build ? c'est la montée de version Spring Boot")])

add("ci_rust_clippy", "ci", "en",
    "Rust CI: clippy fails with -D warnings on needless_borrow and a new lint after toolchain update.",
"""error: the borrowed expression implements the required traits
  --> src/parser/mod.rs:142:34
   |
142|         let tokens = tokenize(&input.to_string());
   |                                  ^^^^^^^^^^^^^^^^^^ help: change this to: `input.to_string()`
   |
   = note: `-D clippy::needless-borrows-for-generic-args` implied by `-D warnings`
error: this `map_or` can be simplified
  --> src/eval.rs:77:12
   |
77 |         if opt.map_or(false, |v| v > 3) {
   |            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^ help: use is_some_and instead: `opt.is_some_and(|v| v > 3)`
error: could not compile `calcite` (lib) due to 2 previous errors
Error: Process completed with exit code 101.""",
    q=[("fix_ci", "en", "clippy got stricter with the new toolchain. fix all the warnings across the crate so CI passes"),
       ("fix_given_code", "en", "just show me the two corrected lines")])

add("ci_tf_plan", "ci", "en",
    "Terraform plan in CI fails: unsupported argument after upgrading the AWS provider to v5 (s3 bucket acl).",
"""Terraform v1.7.4
Initializing provider plugins...
- Installing hashicorp/aws v5.42.0...
╷
│ Error: Unsupported argument
│
│   on modules/static_site/main.tf line 8, in resource "aws_s3_bucket" "site":
│    8:   acl    = "public-read"
│
│ An argument named "acl" is not expected here.
╵
╷
│ Error: Unsupported block type
│
│   on modules/static_site/main.tf line 12, in resource "aws_s3_bucket" "site":
│   12:   website {
│
│ Blocks of type "website" are not expected here.
╵
Error: Terraform exited with code 1.""",
    q=[("upgrade_dependency", "en", "migrate our terraform modules to aws provider v5 (split out acl/website resources) and get plan passing in CI"),
       ("explain_error", "es", "explícame qué cambió en el provider para que falle así"),
       ("write_snippet", "en", "write the replacement aws_s3_bucket_website_configuration block for index.html / error.html for that one bucket")])

add("ci_jest_snapshot_de", "ci", "de",
    "Jest CI failure with German commentary from a colleague: 3 snapshot tests fail after the date format change.",
"""Hi, seit dem Merge von !412 ist main rot. Auszug:

 FAIL  src/components/__tests__/InvoiceRow.test.tsx
  ● InvoiceRow › renders due date
    expect(received).toMatchSnapshot()
    - Snapshot  - 1
    + Received  + 1
    -       Due 03/04/2024
    +       Due 4 Mar 2024
 Tests:       3 failed, 211 passed, 214 total

Absicht war das neue Datumsformat, die Snapshots wurden wohl nicht aktualisiert.""",
    q=[("fix_ci", "de", "Bitte main wieder grün machen – Snapshots aktualisieren, aber prüf vorher, ob das Format überall gleich ist"),
       ("summarize", "en", "what happened here in one sentence?")])

add("trace_java_npe", "trace", "en",
    "Java stack trace: NullPointerException in OrderMapper.toDto when customer address is null.",
"""java.lang.NullPointerException: Cannot invoke "com.acme.shop.domain.Address.getCity()" because the return value of "com.acme.shop.domain.Customer.getShippingAddress()" is null
	at com.acme.shop.api.mapper.OrderMapper.toDto(OrderMapper.java:47)
	at com.acme.shop.api.OrderController.getOrder(OrderController.java:63)
	at java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)
	at org.springframework.web.method.support.InvocableHandlerMethod.doInvoke(InvocableHandlerMethod.java:255)
	at org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)
	at jakarta.servlet.http.HttpServlet.service(HttpServlet.java:658)""",
    q=[("fix_in_repo", "en", "fix OrderMapper so digital orders without a shipping address don't 500, and check the other mappers for the same pattern"),
       ("explain_error", "en", "which line in our code is the culprit?"),
       ("explain_error", "pt", "explica esse stack trace pra mim")])

add("trace_py_django", "trace", "en",
    "Django traceback: DataError value too long for type character varying(32) when saving a referral code.",
"""Traceback (most recent call last):
  File "/app/venv/lib/python3.11/site-packages/django/db/backends/utils.py", line 89, in _execute
    return self.cursor.execute(sql, params)
psycopg2.errors.StringDataRightTruncation: value too long for type character varying(32)

The above exception was the direct cause of the following exception:

Traceback (most recent call last):
  File "/app/referrals/views.py", line 58, in create_referral
    ref.save()
  File "/app/venv/lib/python3.11/site-packages/django/db/models/base.py", line 814, in save
    self.save_base(
django.db.utils.DataError: value too long for type character varying(32)""",
    q=[("migration", "en", "codes are now 40 chars since we added the campaign prefix. bump the field to 64 in the model, write the migration and fix any form validation"),
       ("explain_error", "en", "what's the actual db error here?")])

add("trace_node_unhandled", "trace", "en",
    "Node.js crash: unhandled promise rejection ECONNREFUSED to Redis at startup brings down the process.",
"""node:internal/process/promises:289
            triggerUncaughtException(err, true /* fromPromise */);
            ^

Error: connect ECONNREFUSED 127.0.0.1:6379
    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16) {
  errno: -111,
  code: 'ECONNREFUSED',
  syscall: 'connect',
  address: '127.0.0.1',
  port: 6379
}

Node.js v20.11.1""",
    q=[("fix_in_repo", "en", "our worker dies if redis isn't up yet. add retry/backoff to the redis client setup and handle the rejection properly"),
       ("explain_error", "en", "is this a redis problem or a node problem?"),
       ("explain_error", "id", "artinya error ini apa?")])

add("trace_rust_panic", "trace", "en",
    "Rust panic: index out of bounds in a ring buffer when capacity is zero.",
"""thread 'tokio-runtime-worker' panicked at src/metrics/ring.rs:31:19:
index out of bounds: the len is 0 but the index is 0
stack backtrace:
   0: rust_begin_unwind
   1: core::panicking::panic_fmt
   2: core::panicking::panic_bounds_check
   3: telemetryd::metrics::ring::Ring<T>::push
             at ./src/metrics/ring.rs:31:19
   4: telemetryd::metrics::Collector::record
             at ./src/metrics/mod.rs:112:9
note: Some details are omitted, run with `RUST_BACKTRACE=full` for a verbose backtrace.""",
    q=[("fix_in_repo", "en", "guard against capacity 0 in Ring::new and wherever the collector reads the config value"),
       ("explain_error", "ko", "이 패닉 메시지 해석해줘")])

add("trace_kotlin_coroutines", "trace", "en",
    "Android crash: kotlinx JobCancellationException surfaced as a crash from a ViewModel after navigation.",
"""FATAL EXCEPTION: main
Process: com.acme.fitness, PID: 23011
kotlinx.coroutines.JobCancellationException: Job was cancelled; job=SupervisorJobImpl{Cancelling}@2f1c3a
    at kotlinx.coroutines.JobSupport.cancel(JobSupport.kt:1579)
    at com.acme.fitness.workout.WorkoutViewModel$loadPlan$1.invokeSuspend(WorkoutViewModel.kt:74)
    at kotlin.coroutines.jvm.internal.BaseContinuationImpl.resumeWith(BaseContinuationImpl.kt:33)
    at com.acme.fitness.workout.WorkoutViewModel.onPlanLoaded(WorkoutViewModel.kt:91)""",
    q=[("fix_in_repo", "en", "fix this crash in WorkoutViewModel — probably catching Throwable and rethrowing cancellation wrong"),
       ("explain_error", "en", "why is a cancellation exception crashing the app at all? explain")])

add("trace_csharp", "trace", "en",
    ".NET exception: InvalidOperationException a second operation was started on this context (EF Core) in a Blazor page.",
"""System.InvalidOperationException: A second operation was started on this context instance before a previous operation completed. This is usually caused by different threads concurrently using the same instance of DbContext.
   at Microsoft.EntityFrameworkCore.Infrastructure.Internal.ConcurrencyDetector.EnterCriticalSection()
   at Microsoft.EntityFrameworkCore.Query.Internal.SingleQueryingEnumerable`1.AsyncEnumerator.MoveNextAsync()
   at Acme.Portal.Pages.Dashboard.OnInitializedAsync() in /src/Portal/Pages/Dashboard.razor:line 41""",
    q=[("fix_in_repo", "en", "switch the dashboard and other blazor pages to IDbContextFactory so they stop sharing the context"),
       ("explain_error", "en", "explain this EF error simply")])

add("crash_c_segv", "trace", "en",
    "C crash dump: SIGSEGV in strlen called from config_parse_line with a NULL value on a key without '='.",
"""Program received signal SIGSEGV, Segmentation fault.
__strlen_avx2 () at ../sysdeps/x86_64/multiarch/strlen-avx2.S:74
(gdb) bt
#0  __strlen_avx2 () at ../sysdeps/x86_64/multiarch/strlen-avx2.S:74
#1  0x00005555555563a1 in config_parse_line (line=0x5555555592a0 "verbose", cfg=0x7fffffffd8c0) at src/config.c:58
#2  0x0000555555556612 in config_load (path=0x7fffffffe1c3 "/etc/tinyd.conf", cfg=0x7fffffffd8c0) at src/config.c:103
#3  0x0000555555555a10 in main (argc=3, argv=0x7fffffffdf98) at src/main.c:27
(gdb) p value
$1 = 0x0""",
    q=[("fix_in_repo", "en", "handle keys without '=' in config.c (treat as boolean true) and add a test config for it"),
       ("explain_error", "en", "walk me through this backtrace, what's null and why"),
       ("explain_error", "zh", "解释一下这个 gdb 回溯")])

add("log_nginx_5xx", "log", "en",
    "nginx error log: upstream timed out from the checkout service every time a request exceeds 60s during PDF generation.",
"""2024/05/14 10:21:07 [error] 31#31: *88412 upstream timed out (110: Connection timed out) while reading response header from upstream, client: 10.0.4.17, server: shop.example.com, request: "POST /checkout/invoice HTTP/1.1", upstream: "http://10.0.7.3:8000/checkout/invoice", host: "shop.example.com"
2024/05/14 10:21:44 [error] 31#31: *88502 upstream timed out (110: Connection timed out) while reading response header from upstream, client: 10.0.4.22, server: shop.example.com, request: "POST /checkout/invoice HTTP/1.1", upstream: "http://10.0.7.3:8000/checkout/invoice", host: "shop.example.com"
2024/05/14 10:23:02 [warn] 31#31: *88611 an upstream response is buffered to a temporary file /var/cache/nginx/proxy_temp/4/12/0000000124 while reading upstream""",
    q=[("answer_from_text", "en", "which endpoint is timing out and from which upstream?"),
       ("fix_in_repo", "en", "move the invoice pdf generation to a background job so the request returns fast, and update the frontend to poll"),
       ("explain_error", "fr", "c'est quoi l'erreur 110 ici ?")])

add("log_k8s_events", "log", "en",
    "Kubernetes events: payments pod OOMKilled repeatedly after memory limit reduced to 256Mi.",
"""LAST SEEN   TYPE      REASON      OBJECT                          MESSAGE
4m          Warning   BackOff     pod/payments-7c9f8d-kx2p        Back-off restarting failed container
5m          Normal    Pulled      pod/payments-7c9f8d-kx2p        Container image "registry/payments:1.44.0" already present on machine
5m          Warning   OOMKilled   pod/payments-7c9f8d-kx2p        Container payments exceeded memory limit (256Mi)
12m         Normal    Scaled      deployment/payments             Scaled up replica set payments-7c9f8d to 3
13m         Normal    Updated     hpa/payments                    New size: 3; reason: cpu resource utilization above target""",
    q=[("answer_from_text", "en", "what's the memory limit and which image version?"),
       ("fix_in_repo", "en", "restore sane limits for payments in our helm values and add a JVM max heap flag that fits the limit"),
       ("summarize", "uk", "коротко: що сталося з подом?")])

add("log_app_json", "log", "en",
    "Structured app logs: order service retries the same idempotency key and double-charges after a gateway timeout.",
"""{"ts":"2024-06-02T09:14:01.221Z","lvl":"info","svc":"orders","msg":"charge requested","order":"o_5521","idem":"ik_77ab","amount":4999}
{"ts":"2024-06-02T09:14:11.230Z","lvl":"warn","svc":"orders","msg":"gateway timeout, retrying","order":"o_5521","attempt":1}
{"ts":"2024-06-02T09:14:11.231Z","lvl":"info","svc":"orders","msg":"charge requested","order":"o_5521","idem":"ik_91c2","amount":4999}
{"ts":"2024-06-02T09:14:12.004Z","lvl":"info","svc":"gateway-cb","msg":"webhook charge.succeeded","charge":"ch_1","idem":"ik_77ab"}
{"ts":"2024-06-02T09:14:12.610Z","lvl":"info","svc":"gateway-cb","msg":"webhook charge.succeeded","charge":"ch_2","idem":"ik_91c2"}
{"ts":"2024-06-02T09:14:12.700Z","lvl":"error","svc":"reconciler","msg":"order has 2 successful charges","order":"o_5521"}""",
    q=[("answer_from_text", "en", "why did the customer get charged twice, based only on these lines?"),
       ("fix_in_repo", "en", "the retry generates a new idempotency key. make the orders service reuse the key per order and add a test for the timeout+retry path"),
       ("convert_format", "en", "turn these log lines into a markdown table with time, service, message")])

add("log_multi_service", "log", "en",
    "Interleaved logs from gateway, auth and db-proxy: db-proxy lost its connection first, then auth timed out, then gateway 503s.",
"""09:02:11.004 db-proxy   WARN  pool: connection reset by peer (pg-primary:5432), 14 conns dropped
09:02:11.120 db-proxy   ERROR failover: promoting pg-replica-2, ETA 20s
09:02:12.480 auth       ERROR token lookup failed: context deadline exceeded (db-proxy:6432)
09:02:12.481 auth       WARN  circuit breaker OPEN for db
09:02:12.530 gateway    ERROR upstream auth returned 503 for /api/me
09:02:13.002 gateway    ERROR upstream auth returned 503 for /api/orders
09:02:31.700 db-proxy   INFO  failover complete, primary=pg-replica-2
09:02:42.490 auth       INFO  circuit breaker HALF-OPEN
09:02:43.010 gateway    INFO  upstream auth healthy""",
    q=[("answer_from_text", "en", "the logs below: which service failed first?"),
       ("answer_from_text", "de", "wie lange hat der Ausfall laut Log gedauert?"),
       ("investigate_root_cause", "en", "why did auth stay down 10s after failover finished? look at the breaker config in the auth service and tune it")])

add("log_php_fpm", "log", "en",
    "PHP-FPM log: server reached pm.max_children, slow requests in the report export script.",
"""[14-May-2024 11:02:15] WARNING: [pool www] server reached pm.max_children setting (20), consider raising it
[14-May-2024 11:02:31] WARNING: [pool www] child 1812, script '/var/www/html/admin/export.php' (request: "GET /admin/export.php?range=all") executing too slow (31.402 sec), logging
[14-May-2024 11:02:31] NOTICE: child 1812 stopped for tracing
[14-May-2024 11:02:31] NOTICE: about to trace 1812
[14-May-2024 11:02:31] NOTICE: finished trace of 1812""",
    q=[("answer_from_text", "en", "which script is slow and how slow?"),
       ("fix_in_repo", "en", "rewrite admin/export.php to stream rows with a cursor instead of loading everything, and cap range=all"),
       ("explain_error", "it", "spiegami questi warning di php-fpm")])

add("log_systemd", "log", "en",
    "journalctl: backup.service fails because the rclone remote config is missing after the OS upgrade.",
"""May 20 03:00:01 nas systemd[1]: Starting backup.service - Nightly offsite backup...
May 20 03:00:01 nas backup.sh[4411]: + rclone sync /srv/data b2:nas-offsite --transfers 8
May 20 03:00:02 nas backup.sh[4411]: 2024/05/20 03:00:02 Failed to create file system for "b2:nas-offsite": didn't find section in config file
May 20 03:00:02 nas systemd[1]: backup.service: Main process exited, code=exited, status=1/FAILURE
May 20 03:00:02 nas systemd[1]: backup.service: Failed with result 'exit-code'.""",
    q=[("explain_error", "en", "what broke?"),
       ("write_snippet", "en", "write a systemd OnFailure= unit that emails me when backup.service fails"),
       ("explain_error", "ru", "почему упал бэкап? объясни по логу")])

add("ci_android_lint_ja", "ci", "ja",
    "Japanese message with Gradle CI output: lint error MissingPermission for location after targetSdk bump.",
"""targetSdkを34に上げたらCIが落ちるようになりました。ログです：

> Task :app:lintDebug FAILED
/builds/app/src/main/java/jp/acme/delivery/TrackingService.kt:58: Error: Missing permissions required by FusedLocationProviderClient.requestLocationUpdates: android.permission.ACCESS_FINE_LOCATION or android.permission.ACCESS_COARSE_LOCATION [MissingPermission]
        client.requestLocationUpdates(request, callback, Looper.getMainLooper())
        ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
Lint found 1 error, 4 warnings. First failure:
FAILURE: Build failed with an exception.""",
    q=[("fix_ci", "ja", "CIを直してください。権限チェックをちゃんと入れる形で"),
       ("explain_error", "en", "explain the lint error for me"),
       ("translate", "en", "translate the japanese part")])

add("trace_py_async", "trace", "en",
    "Python asyncio: RuntimeError Task got Future attached to a different loop in a FastAPI test using a global aiohttp session.",
"""E       RuntimeError: Task <Task pending name='Task-12' coro=<test_fetch_rates() running at tests/test_rates.py:21>> got Future <Future pending> attached to a different loop
tests/test_rates.py:21: in test_fetch_rates
    rates = await client.fetch_rates("EUR")
app/fx/client.py:33: in fetch_rates
    async with _session.get(url) as resp:""",
    q=[("fix_in_repo", "en", "stop using a module-level aiohttp session in app/fx and wire it through the app lifespan; fix the tests too"),
       ("explain_error", "en", "explain why a global session causes this")])

add("trace_ruby", "trace", "en",
    "Rails error: ActiveRecord::RecordNotUnique on subscription creation from the Stripe webhook retry.",
"""ActiveRecord::RecordNotUnique (PG::UniqueViolation: ERROR:  duplicate key value violates unique constraint "index_subscriptions_on_stripe_id"
DETAIL:  Key (stripe_id)=(sub_1P2xYz) already exists.
):
app/services/billing/create_subscription.rb:18:in `call'
app/controllers/webhooks/stripe_controller.rb:27:in `customer_subscription_created'""",
    q=[("fix_in_repo", "en", "make the stripe webhook handler idempotent (find_or_create / upsert) for all subscription events"),
       ("explain_error", "en", "what does this mean"),
       ("explain_error", "es", "¿por qué pasa esto si Stripe reintenta el webhook?")])

add("ci_docker_build", "ci", "en",
    "Docker build in CI fails: apt-get can't find python3.9 on debian bookworm base image.",
"""#7 [builder 3/9] RUN apt-get update && apt-get install -y python3.9 python3.9-venv
#7 2.811 Reading package lists...
#7 2.903 E: Unable to locate package python3.9
#7 2.903 E: Couldn't find any package by glob 'python3.9'
#7 ERROR: process "/bin/sh -c apt-get update && apt-get install -y python3.9 python3.9-venv" did not complete successfully: exit code: 100
------
Dockerfile:9
--------------------
   8 |     FROM debian:bookworm-slim AS builder
   9 | >>> RUN apt-get update && apt-get install -y python3.9 python3.9-venv""",
    q=[("fix_ci", "en", "fix the docker build; we probably want python:3.11-slim as base. update the Dockerfile and anything in the compose/ci files that pins 3.9"),
       ("explain_error", "en", "why can't it find python3.9?")])

add("trace_swift_short", "trace", "en",
    "One-line iOS crash: Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value in ProfileViewController.",
"""Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value: file Acme/ProfileViewController.swift, line 88""",
    q=[("explain_error", "en", "what does {m} mean, is it an IBOutlet thing?"),
       ("fix_in_repo", "en", "crashlytics shows {m} a lot. go look at ProfileViewController and fix it properly"),
       ("explain_error", "vi", "lỗi {m} nghĩa là gì?")])
