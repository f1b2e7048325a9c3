from .common import M, S, L

MATERIALS = [
M("ci_gha_pytest", "ci_log", """
Run pytest -q --maxfail=5
........................F.......s..........F
=================================== FAILURES ===================================
______________________ test_parse_invoice_total[eur-1] _______________________

    def test_parse_invoice_total(currency, expected):
>       assert parse_total("1.234,50 €", currency) == expected
E       AssertionError: assert Decimal('1.2345') == Decimal('1234.50')

tests/test_invoice.py:41: AssertionError
______________________ test_parse_invoice_total[eur-2] _______________________
E       AssertionError: assert Decimal('0.995') == Decimal('995.00')
=========================== short test summary info ============================
FAILED tests/test_invoice.py::test_parse_invoice_total[eur-1]
FAILED tests/test_invoice.py::test_parse_invoice_total[eur-2]
2 failed, 41 passed, 1 skipped in 3.12s
Error: Process completed with exit code 1.
""", "Two invoice parsing tests fail because European thousands separators are parsed as decimal points.", fence="text",
asks=[S("answer_from_text", "which tests failed and what's the common pattern?"),
 S("explain_error", "in plain words, what is the parser doing wrong?"),
 L("fix_ci_pipeline", "make this pass"),
 L("fix_bug_in_repo", "fix parse_total for european number formats so these go green, don't just change the tests")]),

M("ci_gha_npm", "ci_log", """
Run npm ci
npm ERR! code ERESOLVE
npm ERR! ERESOLVE could not resolve
npm ERR!
npm ERR! While resolving: @acme/dashboard@0.0.0
npm ERR! Found: react@18.2.0
npm ERR! node_modules/react
npm ERR!   react@"^18.2.0" from the root project
npm ERR!
npm ERR! Could not resolve dependency:
npm ERR! peer react@"^16.8.0 || ^17.0.0" from react-beautiful-dnd@13.1.1
npm ERR! node_modules/react-beautiful-dnd
npm ERR!   react-beautiful-dnd@"^13.1.1" from the root project
npm ERR!
npm ERR! Fix the upstream dependency conflict, or retry
npm ERR! this command with --force or --legacy-peer-deps
Error: Process completed with exit code 1.
""", "npm ci fails because react-beautiful-dnd 13 declares a peer dependency on React 16/17 while the project uses React 18.", fence="text",
asks=[S("explain_error", "explain this ERESOLVE error like I'm a backend dev"),
 S("answer_from_text", "which package is the problem?"),
 L("upgrade_dependency", "swap react-beautiful-dnd for @hello-pangea/dnd across the dashboard and get CI green again"),
 L("fix_ci_pipeline", "the pipeline's red on this, sort it out please. I don't want --legacy-peer-deps as the fix")]),

M("ci_gitlab_docker", "ci_log", """
$ docker build -t $CI_REGISTRY_IMAGE:$CI_COMMIT_SHORT_SHA .
#8 [builder 4/7] RUN go mod download
#8 0.412 go: github.com/acme/internal-sdk@v0.7.2: reading https://proxy.golang.org/github.com/acme/internal-sdk/@v/v0.7.2.mod: 404 Not Found
#8 0.412 	server response: not found: github.com/acme/internal-sdk@v0.7.2: invalid version: git ls-remote -q origin: exit status 128:
#8 0.412 	fatal: could not read Username for 'https://github.com': terminal prompts disabled
#8 ERROR: process "/bin/sh -c go mod download" did not complete successfully: exit code: 1
------
 > [builder 4/7] RUN go mod download:
------
ERROR: Job failed: exit code 1
""", "The Docker build can't download a private Go module because GOPRIVATE and git credentials aren't set in the build.", fence="text",
asks=[S("explain_error", "why is it going to proxy.golang.org for a private module?"),
 S("draft_status_update", "write a two-line note for the channel saying why main is red"),
 L("fix_ci_pipeline", "fix our Dockerfile and .gitlab-ci.yml so private modules download in CI (GOPRIVATE + a build secret for the token)")]),

M("ci_jenkins_maven", "ci_log", """
[INFO] --- maven-surefire-plugin:3.2.2:test (default-test) @ orders-service ---
[INFO] Running com.acme.orders.OrderRepositoryIT
[ERROR] Tests run: 7, Failures: 0, Errors: 7, Skipped: 0, Time elapsed: 62.11 s <<< FAILURE! - in com.acme.orders.OrderRepositoryIT
[ERROR] com.acme.orders.OrderRepositoryIT.savesOrder  Time elapsed: 60.02 s  <<< ERROR!
org.testcontainers.containers.ContainerLaunchException: Container startup failed for image postgres:16-alpine
Caused by: org.rnorth.ducttape.RetryCountExceededException: Retry limit hit with exception
Caused by: java.lang.IllegalStateException: Could not find a valid Docker environment. Please see logs and check configuration
[INFO] BUILD FAILURE
[INFO] Total time:  02:14 min
Finished: FAILURE
""", "Integration tests fail on Jenkins because Testcontainers can't find a Docker environment on the agent.", fence="text",
asks=[S("answer_from_text", "is this a code failure or an environment failure?"),
 S("summarize", "one-sentence summary for the standup"),
 L("fix_ci_pipeline", "update the Jenkinsfile so the IT stage runs on the docker-enabled agent and mounts the socket, then make sure the ITs pass")]),

M("ci_rust_clippy", "ci_log", """
error: this `if` has identical blocks
   --> src/ratelimit.rs:57:32
    |
57  |           if bucket.tokens > 0 {
    |  ________________________________^
58  | |             bucket.tokens -= 1;
59  | |             Ok(())
60  | |         } else {
    | |_________^
    = note: `-D clippy::if-same-then-else` implied by `-D warnings`

error: called `unwrap` on `self.state.lock()` after checking its variant with `is_ok`
   --> src/pool.rs:120:9

error: could not compile `gatekeeper` (lib) due to 2 previous errors
Error: Process completed with exit code 101.
""", "Clippy fails the build on identical if/else blocks in the rate limiter and an unwrap after is_ok in the pool.", fence="text",
asks=[S("explain_error", "the first clippy error looks like a real bug, not just style. explain why"),
 L("fix_ci_pipeline", "fix both clippy errors properly and make sure the ratelimit tests still pass"),
 S("answer_from_text", "what exit code did the job end with and which crate failed?")]),

M("ci_gha_tf_plan", "ci_log", """
Run terraform plan -input=false -no-color
╷
│ Error: Unsupported argument
│
│   on modules/network/main.tf line 23, in resource "aws_eip" "nat":
│   23:   vpc = true
│
│ An argument named "vpc" is not expected here.
╵
╷
│ Error: Invalid resource type
│
│   on modules/cdn/main.tf line 4:
│    4: resource "aws_s3_bucket_object" "index" {
│
│ The provider hashicorp/aws does not support resource type "aws_s3_bucket_object".
╵
Error: Terraform exited with code 1.
""", "Terraform plan fails after the AWS provider v5 upgrade: aws_eip's vpc argument and aws_s3_bucket_object were removed.", fence="text",
asks=[S("explain_error", "what changed in the aws provider that causes both of these?"),
 L("upgrade_dependency", "finish the aws provider v5 migration in our terraform, fix every removed argument/resource not only these two"),
 S("write_small_function", "show me the v5 equivalent of just those two snippets")]),

M("st_python_django", "stack_trace", """
Traceback (most recent call last):
  File "/app/venv/lib/python3.11/site-packages/django/core/handlers/exception.py", line 55, in inner
    response = get_response(request)
  File "/app/venv/lib/python3.11/site-packages/django/core/handlers/base.py", line 197, in _get_response
    response = wrapped_callback(request, *callback_args, **callback_kwargs)
  File "/app/billing/views.py", line 142, in download_invoice
    pdf = render_invoice(invoice, locale=request.LANGUAGE_CODE)
  File "/app/billing/pdf.py", line 77, in render_invoice
    total = format_currency(invoice.total, invoice.currency, locale=locale)
  File "/app/venv/lib/python3.11/site-packages/babel/numbers.py", line 758, in format_currency
    raise UnknownCurrencyFormatError(f"{format_type!r} is not a known currency format type")
babel.numbers.UnknownCurrencyFormatError: 'accounting' is not a known currency format type
""", "Rendering the invoice PDF passes an unknown 'accounting' format type to babel's format_currency.", fence="text",
asks=[S("explain_error", "which frame is our code and which is the library? what's the actual cause?"),
 L("locate_and_patch", "where do we pass 'accounting' as the format type? find it and fix it"),
 S("answer_from_text", "which view was hit?")]),

M("st_node_unhandled", "stack_trace", """
node:internal/process/promises:289
            triggerUncaughtException(err, true /* fromPromise */);
            ^

TypeError: Cannot read properties of undefined (reading 'map')
    at buildLineItems (/srv/app/dist/checkout/summary.js:48:27)
    at CheckoutService.summarize (/srv/app/dist/checkout/service.js:112:22)
    at async /srv/app/dist/routes/checkout.js:31:21

Node.js v20.11.1
""", "buildLineItems reads .map on an undefined cart items value, crashing the checkout route with an unhandled rejection.", fence="text",
asks=[S("explain_error", "what's undefined here, most likely?"),
 L("fix_bug_in_repo", "fix this crash in the checkout summary and make the route return a 400 instead of killing the process when the cart is empty or malformed"),
 L("locate_and_patch", "we only ship dist. track it back to the TS source and patch it there")]),

M("st_java_spring", "stack_trace", """
org.springframework.beans.factory.UnsatisfiedDependencyException: Error creating bean with name 'orderController' defined in file [/app/classes/com/acme/web/OrderController.class]: Unsatisfied dependency expressed through constructor parameter 0: Error creating bean with name 'orderService': Unsatisfied dependency expressed through constructor parameter 1: No qualifying bean of type 'com.acme.payments.PaymentGateway' available: expected single matching bean but found 2: stripeGateway,adyenGateway
	at org.springframework.beans.factory.support.ConstructorResolver.createArgumentArray(ConstructorResolver.java:802)
	at org.springframework.beans.factory.support.ConstructorResolver.autowireConstructor(ConstructorResolver.java:241)
	... 21 common frames omitted
""", "Spring can't inject PaymentGateway into OrderService because two beans (stripe and adyen) match.", fence="text",
asks=[S("explain_error", "explain this in 3 lines"),
 S("write_small_function", "show the two usual ways to fix this (@Primary vs @Qualifier) as snippets"),
 L("fix_bug_in_repo", "we want adyen as default and stripe only for the legacy controller. wire that up in our app so it starts again")]),

M("st_go_panic", "stack_trace", """
panic: assignment to entry in nil map

goroutine 147 [running]:
github.com/acme/fleet/internal/agent.(*Registry).Register(0xc0001a2000, {0xc000412120, 0x10}, 0xc0003c8000)
	/build/internal/agent/registry.go:58 +0x1c5
github.com/acme/fleet/internal/agent.(*Server).handleHello(0xc000130000, {0xb8a2f0, 0xc0003a0000}, 0xc00024e300)
	/build/internal/agent/server.go:133 +0x2a8
net/http.HandlerFunc.ServeHTTP(0xc0004a8030?, {0xb8a2f0?, 0xc0003a0000?}, 0xc00024e300?)
	/usr/local/go/src/net/http/server.go:2136 +0x29
created by net/http.(*Server).Serve in goroutine 1
	/usr/local/go/src/net/http/server.go:3086 +0x5cb
""", "Registry.Register writes into a nil map, so the registry was created without initializing its map.", fence="text",
asks=[S("explain_error", "what does 'assignment to entry in nil map' mean in go"),
 L("fix_bug_in_repo", "fix the nil map in Registry (constructor + zero value) and add a test, also check Registry is safe for concurrent Register calls since this is from an http handler")]),

M("st_dotnet_ef", "stack_trace", """
Microsoft.EntityFrameworkCore.DbUpdateException: An error occurred while saving the entity changes. See the inner exception for details.
 ---> Microsoft.Data.SqlClient.SqlException (0x80131904): Cannot insert duplicate key row in object 'dbo.Subscriptions' with unique index 'IX_Subscriptions_UserId_PlanId'. The duplicate key value is (4411, 3).
   at Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInConnectionLock)
   at Microsoft.EntityFrameworkCore.Update.ReaderModificationCommandBatch.ExecuteAsync(IRelationalConnection connection, CancellationToken cancellationToken)
   at Acme.Billing.SubscriptionService.SubscribeAsync(Int32 userId, Int32 planId) in /src/Billing/SubscriptionService.cs:line 73
   at Acme.Api.Controllers.PlansController.Subscribe(Int32 planId) in /src/Api/Controllers/PlansController.cs:line 41
ClientConnectionId:7c2c4d1e-0f1a-4b44-bf6b-2d3a1e2c9a10
""", "SubscribeAsync inserts a duplicate (user, plan) subscription and hits a unique index.", fence="text",
asks=[S("answer_from_text", "which user and plan caused the duplicate?"),
 S("explain_error", "explain the inner exception"),
 L("fix_bug_in_repo", "make SubscribeAsync idempotent (double clicks cause this) and return 409 from the controller when it's a real duplicate")]),

M("st_ruby_rails", "stack_trace", """
ActiveRecord::StatementInvalid (PG::UndefinedColumn: ERROR:  column projects.archived_at does not exist
LINE 1: ...FROM "projects" WHERE "projects"."team_id" = $1 AND "projects"...
                                                             ^
):

app/models/project.rb:14:in `block in <class:Project>'
app/controllers/projects_controller.rb:9:in `index'
""", "The Project scope uses an archived_at column that doesn't exist in the database, so the migration likely didn't run.", fence="text",
asks=[S("explain_error", "is this a code bug or did someone forget to migrate?"),
 L("write_migration_and_models", "add the missing archived_at migration, backfill from the old archived boolean, and update the model scope and specs")]),

M("crash_ios", "crash_dump", """
Incident Identifier: 4B7E1C2A-9D1E-4C55-8A0B-2E7F3A6D9C11
Hardware Model:      iPhone15,3
Process:             Notely [2291]
Version:             4.0.1 (40012)
OS Version:          iPhone OS 17.3.1 (21D61)
Exception Type:  EXC_BREAKPOINT (SIGTRAP)
Termination Reason: SIGNAL 5 Trace/BPT trap: 5
Triggered by Thread:  0

Thread 0 Crashed:
0   libswiftCore.dylib   0x1a2b3c4d0 _assertionFailure(_:_:file:line:flags:) + 264
1   Notely               0x100f2a1b8 NoteListViewController.tableView(_:cellForRowAt:) + 1244 (NoteListViewController.swift:188)
2   Notely               0x100f2a9c0 @objc NoteListViewController.tableView(_:cellForRowAt:) + 96
3   UIKitCore            0x1a8f0e2c4 -[UITableView _createPreparedCellForGlobalRow:withIndexPath:willDisplay:] + 1324
""", "The iOS app traps in cellForRowAt at line 188, typically a force unwrap or out-of-range index on the notes array.", fence="text",
asks=[S("explain_error", "how do I read this crash report? what's EXC_BREAKPOINT in swift"),
 S("answer_from_text", "which app version and iOS version is this?"),
 L("fix_bug_in_repo", "fix the crash at NoteListViewController.swift:188, probably the data source getting out of sync when notes sync in the background")]),

M("crash_gdb_bt", "crash_dump", """
Program terminated with signal SIGSEGV, Segmentation fault.
#0  0x00007f3a1c2b4d5e in __memmove_avx_unaligned_erms () from /lib/x86_64-linux-gnu/libc.so.6
#1  0x000055a4d1e2f3a0 in ring_push (rb=0x55a4d3f0a2a0, data=0x7ffc1a2b3c40, len=4294967295) at src/ring.c:71
#2  0x000055a4d1e301b2 in on_packet (conn=0x55a4d3f10000, pkt=0x7ffc1a2b3c40) at src/net.c:204
#3  0x000055a4d1e30a11 in event_loop (srv=0x55a4d3f00010) at src/server.c:118
#4  0x000055a4d1e2e5c0 in main (argc=3, argv=0x7ffc1a2b4018) at src/main.c:52
""", "ring_push is called with len 4294967295 (-1 as unsigned), so a negative length from on_packet overflows the memmove.", fence="text",
asks=[S("explain_error", "what's suspicious about len in frame #1?"),
 L("fix_bug_in_repo", "find where on_packet computes the length and fix the underflow, plus bounds-check ring_push"),
 S("summarize", "summarize this backtrace for the bug tracker")]),

M("log_nginx_502", "server_log", """
2024/03/14 09:12:01 [error] 31#31: *88123 upstream prematurely closed connection while reading response header from upstream, client: 10.0.4.17, server: api.example.com, request: "POST /v1/reports HTTP/1.1", upstream: "http://10.0.7.22:8000/v1/reports", host: "api.example.com"
2024/03/14 09:12:03 [error] 31#31: *88130 upstream prematurely closed connection while reading response header from upstream, client: 10.0.4.19, server: api.example.com, request: "POST /v1/reports HTTP/1.1", upstream: "http://10.0.7.23:8000/v1/reports"
2024/03/14 09:12:30 [warn] 31#31: *88151 an upstream response is buffered to a temporary file /var/cache/nginx/proxy_temp/4/11/0000000114 while reading upstream, client: 10.0.4.17, server: api.example.com, request: "GET /v1/reports/9912/download HTTP/1.1"
2024/03/14 09:13:01 [error] 31#31: *88199 upstream timed out (110: Connection timed out) while reading response header from upstream, client: 10.0.4.21, server: api.example.com, request: "POST /v1/reports HTTP/1.1", upstream: "http://10.0.7.22:8000/v1/reports"
""", "POST /v1/reports causes upstream workers to close connections or time out, suggesting the report generation kills or blocks the app workers.", fence="text",
asks=[S("answer_from_text", "which endpoint is failing and on which upstream hosts?"),
 S("explain_error", "difference between 'prematurely closed' and 'timed out' here?"),
 L("investigate_root_cause", "figure out in our app why POST /v1/reports kills the worker (gunicorn, probably the sync report generation) and move it to a background job")]),

M("log_json_app", "server_log", """
{"ts":"2024-04-02T11:04:10.221Z","level":"info","svc":"cart","msg":"add item","cart":"c_81","sku":"TSHIRT-M"}
{"ts":"2024-04-02T11:04:10.498Z","level":"info","svc":"pricing","msg":"quote","cart":"c_81","total":1999}
{"ts":"2024-04-02T11:04:11.010Z","level":"warn","svc":"inventory","msg":"reservation slow","cart":"c_81","ms":2120}
{"ts":"2024-04-02T11:04:13.131Z","level":"error","svc":"checkout","msg":"reservation expired before payment","cart":"c_81","reservation":"r_552"}
{"ts":"2024-04-02T11:04:13.140Z","level":"error","svc":"payments","msg":"capture aborted","cart":"c_81","reason":"upstream_checkout_failed"}
{"ts":"2024-04-02T11:04:13.402Z","level":"info","svc":"cart","msg":"cart restored","cart":"c_81"}
""", "The inventory reservation was slow (2.1s) and expired before payment, which made checkout and then payment capture fail.", fence="json",
asks=[S("answer_from_text", "the logs below: which service failed first?"),
 S("write_small_function", "write a jq command that prints only the error lines with svc and msg"),
 L("investigate_root_cause", "reservations expire too early when inventory is slow. look at how checkout computes the reservation TTL in our services and fix it")]),

M("log_postgres_deadlock", "server_log", """
2024-05-06 14:22:09.331 UTC [40211] ERROR:  deadlock detected
2024-05-06 14:22:09.331 UTC [40211] DETAIL:  Process 40211 waits for ShareLock on transaction 9981231; blocked by process 40199.
	Process 40199 waits for ShareLock on transaction 9981229; blocked by process 40211.
	Process 40211: UPDATE accounts SET balance = balance - $1 WHERE id = $2
	Process 40199: UPDATE accounts SET balance = balance - $1 WHERE id = $2
2024-05-06 14:22:09.331 UTC [40211] HINT:  See server log for query details.
2024-05-06 14:22:09.331 UTC [40211] CONTEXT:  while updating tuple (1021,7) in relation "accounts"
""", "Two transfers update the same two accounts in opposite order and deadlock.", fence="text",
asks=[S("explain_error", "explain this deadlock to me step by step"),
 S("write_sql", "how should the transfer SQL be written to avoid this? give me the statements"),
 L("fix_bug_in_repo", "change our transfer code to lock accounts in id order (SELECT ... FOR UPDATE) and add a concurrent test")]),

M("log_k8s_events", "server_log", """
LAST SEEN   TYPE      REASON             OBJECT                         MESSAGE
4m          Normal    Scheduled          pod/search-7d9f8-x2x1k         Successfully assigned prod/search-7d9f8-x2x1k to node-pool-b-3
4m          Normal    Pulled             pod/search-7d9f8-x2x1k         Container image "registry/search:2.4.0" already present on machine
3m          Warning   Unhealthy          pod/search-7d9f8-x2x1k         Readiness probe failed: HTTP probe failed with statuscode: 503
2m          Warning   Unhealthy          pod/search-7d9f8-x2x1k         Liveness probe failed: Get "http://10.2.3.4:8080/healthz": context deadline exceeded
2m          Normal    Killing            pod/search-7d9f8-x2x1k         Container search failed liveness probe, will be restarted
90s         Warning   BackOff            pod/search-7d9f8-x2x1k         Back-off restarting failed container
""", "The search pod fails readiness then liveness during startup and gets restarted into a crash loop; probes are likely too aggressive for its warmup.", fence="text",
asks=[S("explain_error", "what's the sequence of events here?"),
 S("write_small_function", "suggest a startupProbe block for this container, assume warmup takes ~3 minutes"),
 L("fix_bug_in_repo", "add a startupProbe to the search deployment in our helm chart and make /healthz not depend on the index being loaded")]),

M("log_auth_bruteforce", "server_log", """
Mar 21 03:11:02 web-1 sshd[22101]: Failed password for invalid user admin from 185.12.44.9 port 51022 ssh2
Mar 21 03:11:04 web-1 sshd[22103]: Failed password for invalid user admin from 185.12.44.9 port 51040 ssh2
Mar 21 03:11:05 web-1 sshd[22105]: Failed password for root from 185.12.44.9 port 51066 ssh2
Mar 21 03:11:07 web-1 sshd[22107]: Failed password for invalid user oracle from 185.12.44.9 port 51090 ssh2
Mar 21 03:12:44 web-1 sshd[22130]: Accepted publickey for deploy from 10.0.0.5 port 40122 ssh2: ED25519 SHA256:Qm1x...
Mar 21 03:13:10 web-1 sshd[22151]: Failed password for invalid user test from 91.22.10.3 port 60011 ssh2
""", "An external IP is brute-forcing ssh passwords; one legitimate key-based login from an internal host.", fence="text",
asks=[S("write_regex", "regex to pull the username and ip out of the failed password lines (both invalid user and known user forms)"),
 S("answer_from_text", "did any login actually succeed? from where?"),
 L("implement_feature", "disable password auth and add fail2ban to our ansible roles for the web hosts, then run the playbook check mode")]),

M("log_celery_retry", "server_log", """
[2024-06-01 02:00:00,004: INFO/MainProcess] Task reports.nightly_rollup[5e1c] received
[2024-06-01 02:00:00,112: INFO/ForkPoolWorker-3] nightly_rollup: starting for 2024-05-31
[2024-06-01 02:14:37,880: WARNING/ForkPoolWorker-3] SoftTimeLimitExceeded: nightly_rollup exceeded soft time limit (870s)
[2024-06-01 02:14:37,881: INFO/ForkPoolWorker-3] Task reports.nightly_rollup[5e1c] retry: Retry in 60s
[2024-06-01 02:15:38,002: INFO/ForkPoolWorker-1] nightly_rollup: starting for 2024-05-31
[2024-06-01 02:30:15,771: WARNING/ForkPoolWorker-1] SoftTimeLimitExceeded: nightly_rollup exceeded soft time limit (870s)
[2024-06-01 02:30:15,772: ERROR/ForkPoolWorker-1] Task reports.nightly_rollup[5e1c] raised: MaxRetriesExceededError()
""", "The nightly rollup task exceeds its soft time limit on every attempt and gives up after retries.", fence="text",
asks=[S("answer_from_text", "how long did each attempt run before it was cut off?"),
 S("draft_status_update", "write a heads-up for the analytics channel that yesterday's rollup is missing"),
 L("investigate_root_cause", "the rollup used to take 5 minutes. find what made it slow in our reports code (probably an N+1 after the last change) and fix it")]),

M("ci_gha_flaky_e2e", "ci_log", """
  Running 48 tests using 4 workers
  ✓  1 [chromium] › auth.spec.ts:12:3 › login with password (2.1s)
  ✓  2 [chromium] › auth.spec.ts:30:3 › logout (1.2s)
  ✘  3 [chromium] › cart.spec.ts:44:3 › apply coupon (30.0s)
  ...
  1) [chromium] › cart.spec.ts:44:3 › apply coupon ─────────────────────────────

    Error: Timed out 30000ms waiting for expect(locator).toHaveText(expected)

    Locator: getByTestId('cart-total')
    Expected string: "€ 18.00"
    Received string: "€ 20.00"

      46 |   await page.getByRole('button', { name: 'Apply' }).click();
    > 47 |   await expect(page.getByTestId('cart-total')).toHaveText('€ 18.00');

  1 failed
    [chromium] › cart.spec.ts:44:3 › apply coupon
  47 passed (1.6m)
  Retry #1 ... passed
""", "The coupon e2e test is flaky: the total isn't updated within the timeout on first try but passes on retry.", fence="text",
asks=[S("answer_from_text", "did it pass on retry? so is it flaky or broken?"),
 L("fix_ci_pipeline", "de-flake the apply coupon test, and if the app really updates the total late, fix the app side too"),
 S("explain_error", "what does the received vs expected mean here, was the coupon applied at all?")]),
]
