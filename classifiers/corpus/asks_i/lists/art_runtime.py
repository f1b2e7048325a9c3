"""Stack traces in many languages, server logs, error screenshots described as text."""

from .common import A

ARTIFACTS = [

A("py_django_integrity", "stack_trace", r"""
    Internal Server Error: /api/v2/teams/invite/
    Traceback (most recent call last):
      File "/srv/app/.venv/lib/python3.11/site-packages/django/db/backends/utils.py", line 105, in _execute
        return self.cursor.execute(sql, params)
    psycopg.errors.UniqueViolation: duplicate key value violates unique constraint "teams_membership_team_id_user_id_4e1c_uniq"
    DETAIL:  Key (team_id, user_id)=(318, 9921) already exists.

    The above exception was the direct cause of the following exception:

    Traceback (most recent call last):
      File "/srv/app/.venv/lib/python3.11/site-packages/django/core/handlers/exception.py", line 55, in inner
        response = get_response(request)
      File "/srv/app/.venv/lib/python3.11/site-packages/rest_framework/views.py", line 509, in dispatch
        response = handler(request, *args, **kwargs)
      File "/srv/app/teams/api/views.py", line 141, in post
        membership = accept_invite(invite, request.user)
      File "/srv/app/teams/services.py", line 77, in accept_invite
        return Membership.objects.create(team=invite.team, user=user, role=invite.role)
      File "/srv/app/.venv/lib/python3.11/site-packages/django/db/models/manager.py", line 87, in manager_method
        return getattr(self.get_queryset(), name)(*args, **kwargs)
    django.db.utils.IntegrityError: duplicate key value violates unique constraint "teams_membership_team_id_user_id_4e1c_uniq"
    DETAIL:  Key (team_id, user_id)=(318, 9921) already exists.
    """,
    name="the IntegrityError we get on the team invite endpoint",
    gist="accept_invite blindly creates a Membership, so accepting an invite twice (double click or a user who is already a member) hits the unique (team_id, user_id) constraint and returns a 500.",
    next="Make accepting idempotent with get_or_create (or catch IntegrityError) and return the existing membership.",
    single=[
        ("explain_error", "what does this traceback tell me, when does it happen?"),
        ("fix_function", "rewrite accept_invite so it's idempotent, it's basically the one line in the trace: Membership.objects.create(team=invite.team, user=user, role=invite.role)"),
        ("triage", "how bad is this for users? data corruption or just an ugly 500?"),
    ],
    long=[
        ("fix_in_repo", "users hit this when they double-click accept. make invite acceptance idempotent in the teams app, add a test for the double-submit case"),
        ("propagate_change", "Fix this in teams/services.py and then check our other create-on-accept flows (org invites, project shares) for the same race, add tests for each."),
    ],
    null_long=[("fix_in_repo", "the invite accept endpoint 500s with an IntegrityError when clicked twice, fix it")],
),

A("java_spring_npe", "stack_trace", r"""
    2024-05-07 14:02:19.441 ERROR 1 --- [nio-8080-exec-7] o.a.c.c.C.[.[.[/].[dispatcherServlet]    : Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: java.lang.NullPointerException: Cannot invoke "com.acme.shipping.model.Address.getCountryCode()" because the return value of "com.acme.shipping.model.Order.getShippingAddress()" is null] with root cause

    java.lang.NullPointerException: Cannot invoke "com.acme.shipping.model.Address.getCountryCode()" because the return value of "com.acme.shipping.model.Order.getShippingAddress()" is null
    	at com.acme.shipping.rates.RateCalculator.zoneFor(RateCalculator.java:64)
    	at com.acme.shipping.rates.RateCalculator.quote(RateCalculator.java:38)
    	at com.acme.shipping.api.QuoteController.quote(QuoteController.java:29)
    	at java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)
    	at java.base/java.lang.reflect.Method.invoke(Method.java:580)
    	at org.springframework.web.method.support.InvocableHandlerMethod.doInvoke(InvocableHandlerMethod.java:255)
    	at org.springframework.web.servlet.mvc.method.annotation.ServletInvocableHandlerMethod.invokeAndHandle(ServletInvocableHandlerMethod.java:118)
    	at org.springframework.web.servlet.DispatcherServlet.doDispatch(DispatcherServlet.java:1089)
    	at org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)
    	at org.apache.tomcat.util.threads.TaskThread$WrappingRunnable.run(TaskThread.java:61)
    	at java.base/java.lang.Thread.run(Thread.java:1583)
    """,
    name="the NPE in RateCalculator.zoneFor from the shipping service logs",
    gist="A quote is requested for an order with no shipping address (digital-only or draft order), and RateCalculator.zoneFor dereferences it without checking.",
    next="Validate in the controller and return a 400/422, or treat orders without an address as not shippable.",
    single=[
        ("explain_error", "what's null here and where? java's helpful NPE message confuses me"),
        ("triage", "which team should own this: the API input validation or the rate calculator?"),
    ],
    long=[
        ("fix_in_repo", "fix this in the shipping service: quote requests for orders without an address should get a 422, not a 500. add tests"),
        ("fix_in_repo", "Please find every place in shipping that assumes getShippingAddress() is non-null and handle it properly."),
    ],
),

A("node_unhandled_map", "stack_trace", r"""
    file:///app/dist/jobs/syncCatalog.js:88
            const skus = payload.data.items.map((i) => i.sku);
                                            ^

    TypeError: Cannot read properties of undefined (reading 'map')
        at syncPage (file:///app/dist/jobs/syncCatalog.js:88:41)
        at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
        at async runSync (file:///app/dist/jobs/syncCatalog.js:131:7)
        at async Job.handler (file:///app/dist/worker.js:42:5)

    Node.js v20.11.1
    [worker] job sync-catalog#20931 failed after 3 attempts
    """,
    name="the sync-catalog worker crash",
    gist="The supplier API sometimes returns a payload without data.items (an error body or empty page), and syncPage calls .map on undefined.",
    next="Validate the response shape before mapping and treat non-2xx bodies as errors to retry.",
    single=[
        ("explain_error", "what does this mean? items is undefined or data is undefined?"),
        ("fix_function", "how should that line be written defensively? just the line, I know the context"),
    ],
    long=[
        ("fix_in_repo", "our catalog sync job crashes like this a few times a day. add proper response validation (zod or whatever we use) in the sync jobs and make bad pages retry, with tests"),
        ("fix_in_repo", "Please find why the supplier payload sometimes has no items and fix the worker so it doesn't crash."),
    ],
),

A("go_nil_panic", "stack_trace", r"""
    panic: runtime error: invalid memory address or nil pointer dereference
    [signal SIGSEGV: segmentation violation code=0x1 addr=0x28 pc=0x8a3f2e]

    goroutine 2187 [running]:
    github.com/acme/gateway/internal/auth.(*Verifier).claimsFromToken(0x0, {0xc000a1c300, 0x1f4})
    	/build/internal/auth/verifier.go:93 +0x4e
    github.com/acme/gateway/internal/auth.Middleware.func1({0xb4e2a0, 0xc0004fe1c0}, 0xc000716900)
    	/build/internal/auth/middleware.go:37 +0x11d
    net/http.HandlerFunc.ServeHTTP(0xc000438a20?, {0xb4e2a0?, 0xc0004fe1c0?}, 0xc000716900?)
    	/usr/local/go/src/net/http/server.go:2166 +0x29
    github.com/acme/gateway/internal/httpx.Recover.func1({0xb4e2a0, 0xc0004fe1c0}, 0xc000716900)
    	/build/internal/httpx/recover.go:21 +0x8f
    net/http.(*conn).serve(0xc0001e6c60, {0xb4f4d8, 0xc00012f0e0})
    	/usr/local/go/src/net/http/server.go:2098 +0x6b5
    created by net/http.(*Server).Serve in goroutine 1
    	/usr/local/go/src/net/http/server.go:3285 +0x4b4
    """,
    name="the gateway panic in claimsFromToken",
    gist="The receiver of claimsFromToken is a nil *Verifier (0x0 in the frame), so the middleware was built before the verifier was initialised, probably when JWKS loading failed at startup.",
    next="Fail startup if the verifier can't be created, and don't let Middleware accept a nil verifier.",
    single=[
        ("explain_error", "how can I tell from this trace that the Verifier itself is nil?"),
        ("explain_error", "explain this go panic line by line"),
    ],
    long=[
        ("fix_in_repo", "gateway panics with this after a restart when the jwks endpoint was slow. fix the startup so we never serve with a nil verifier and add a test"),
        ("incident_guard", "Reproduce this by making the JWKS fetch fail at startup, then harden the gateway and the other two services that share internal/auth."),
    ],
),

A("dotnet_sequence", "stack_trace", r"""
    fail: Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware[1]
          An unhandled exception has occurred while executing the request.
          System.InvalidOperationException: Sequence contains no elements
             at System.Linq.ThrowHelper.ThrowNoElementsException()
             at System.Linq.Enumerable.First[TSource](IEnumerable`1 source)
             at Acme.Reports.Services.ReportBuilder.GetLatestSnapshot(Int32 tenantId) in /src/Acme.Reports/Services/ReportBuilder.cs:line 112
             at Acme.Reports.Services.ReportBuilder.BuildMonthlyAsync(Int32 tenantId, DateOnly month) in /src/Acme.Reports/Services/ReportBuilder.cs:line 57
             at Acme.Reports.Controllers.ReportsController.Monthly(Int32 tenantId, String month) in /src/Acme.Reports/Controllers/ReportsController.cs:line 33
             at lambda_method214(Closure, Object)
             at Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.AwaitableObjectResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)
    """,
    name="the 'Sequence contains no elements' error from the monthly reports endpoint",
    gist="GetLatestSnapshot calls First() on the tenant's snapshots, and new tenants have none yet.",
    next="Use FirstOrDefault and return an empty report (or 404) when there is no snapshot.",
    single=[
        ("explain_error", "what does 'Sequence contains no elements' mean and which line causes it"),
        ("triage", "is this likely to affect only new tenants? reasoning from the trace please"),
    ],
    long=[
        ("fix_in_repo", "fix the reports service so new tenants without snapshots get an empty report instead of a 500, and replace other risky First() calls in the project"),
    ],
),

A("rails_nomethod", "stack_trace", r"""
    NoMethodError (undefined method `name' for nil:NilClass):

    app/views/invoices/_line_item.html.erb:4
    app/views/invoices/show.html.erb:22
    app/controllers/invoices_controller.rb:18:in `show'

    Started GET "/invoices/88213" for 10.0.3.17 at 2024-04-22 08:31:55 +0000
    Processing by InvoicesController#show as HTML
      Parameters: {"id"=>"88213"}
      Invoice Load (0.6ms)  SELECT "invoices".* FROM "invoices" WHERE "invoices"."id" = $1 LIMIT $2  [["id", 88213], ["LIMIT", 1]]
      LineItem Load (1.1ms)  SELECT "line_items".* FROM "line_items" WHERE "line_items"."invoice_id" = $1  [["invoice_id", 88213]]
      Product Load (0.4ms)  SELECT "products".* FROM "products" WHERE "products"."id" = $1 LIMIT $2  [["id", 4410], ["LIMIT", 1]]
    Completed 500 Internal Server Error in 38ms (ActiveRecord: 2.1ms)
    """,
    name="the 500 on old invoices (undefined method name for nil)",
    gist="A line item references product 4410 which no longer exists (deleted product), so line_item.product is nil in the partial.",
    next="Snapshot product names onto line items, or render a fallback when the product was deleted.",
    single=[
        ("explain_error", "what's nil here and why, going by the log"),
        ("explain_error", "why does the Product query return nothing? explain what the log shows"),
    ],
    long=[
        ("fix_in_repo", "old invoices 500 because products got deleted. store the product name on the line item (migration + backfill) and update the views, with specs"),
        ("fix_in_repo", "fix this in the invoices views and anywhere else we render line_item.product without a nil check"),
    ],
),

A("php_laravel_memory", "stack_trace", r"""
    [2024-03-29 02:00:14] production.ERROR: Allowed memory size of 268435456 bytes exhausted (tried to allocate 20480 bytes) {"exception":"[object] (Symfony\\Component\\ErrorHandler\\Error\\FatalError(code: 0): Allowed memory size of 268435456 bytes exhausted (tried to allocate 20480 bytes) at /var/www/app/vendor/laravel/framework/src/Illuminate/Database/Eloquent/Model.php:1704)
    [stacktrace]
    #0 {main}
    "}
    [2024-03-29 02:00:14] production.INFO: Command "reports:export-customers" exited with code 255
    """,
    name="the nightly reports:export-customers command that runs out of memory",
    gist="The export command loads every customer model into memory at once and hits the 256 MB limit.",
    next="Stream with chunkById or lazy() and write rows incrementally instead of building the whole collection.",
    single=[
        ("explain_error", "why does it die in Model.php? is that where the leak is?"),
        ("explain", "how much memory is 268435456 bytes and what setting is that"),
    ],
    long=[
        ("fix_in_repo", "our nightly export dies with this. rewrite the export commands to stream with chunkById/lazy and add a test with a few thousand rows"),
        ("perf_fix", "Please find all artisan commands that do Model::all() on big tables and convert them to chunked processing."),
    ],
),

A("android_wrong_thread", "stack_trace", r"""
    FATAL EXCEPTION: OkHttp Dispatcher
    Process: com.shop.app, PID: 23110
    android.view.ViewRootImpl$CalledFromWrongThreadException: Only the original thread that created a view hierarchy can touch its views. Expected: main Calling: OkHttp Dispatcher
        at android.view.ViewRootImpl.checkThread(ViewRootImpl.java:11118)
        at android.view.ViewRootImpl.requestLayout(ViewRootImpl.java:2437)
        at android.widget.TextView.checkForRelayout(TextView.java:10721)
        at android.widget.TextView.setText(TextView.java:6954)
        at com.shop.app.orders.OrderStatusFragment$refresh$1.onResponse(OrderStatusFragment.kt:71)
        at okhttp3.internal.connection.RealCall$AsyncCall.run(RealCall.kt:519)
        at java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1145)
        at java.lang.Thread.run(Thread.java:1012)
    """,
    name="the CalledFromWrongThreadException crash in OrderStatusFragment",
    gist="OrderStatusFragment updates a TextView directly from an OkHttp callback, which runs on a background thread.",
    next="Move the call into a ViewModel with coroutines, or at least post the UI update to the main thread.",
    single=[
        ("explain_error", "explain this crash"),
        ("fix_function", "what's the minimal change at line 71 to stop this crash"),
    ],
    long=[
        ("fix_in_repo", "move the order status fetch into a viewmodel with coroutines and fix the other fragments that update views from okhttp callbacks"),
    ],
),

A("k8s_crashloop", "server_log", r"""
    $ kubectl describe pod search-indexer-7d9c6b5f8-x2kqp -n search
    Name:             search-indexer-7d9c6b5f8-x2kqp
    Namespace:        search
    Status:           Running
    Containers:
      indexer:
        Image:          registry.acme.io/search/indexer:2.14.0
        State:          Waiting
          Reason:       CrashLoopBackOff
        Last State:     Terminated
          Reason:       OOMKilled
          Exit Code:    137
          Started:      Tue, 14 May 2024 10:12:03 +0000
          Finished:     Tue, 14 May 2024 10:13:41 +0000
        Ready:          False
        Restart Count:  17
        Limits:
          memory:  512Mi
        Requests:
          cpu:     250m
          memory:  512Mi
        Environment:
          BATCH_SIZE:  5000
          JAVA_OPTS:   -Xmx768m
    Events:
      Type     Reason     Age                  From     Message
      ----     ------     ----                 ----     -------
      Warning  BackOff    2m (x71 over 48m)    kubelet  Back-off restarting failed container indexer in pod search-indexer-7d9c6b5f8-x2kqp_search(0b1e...)
    """,
    name="the search-indexer pods stuck in CrashLoopBackOff",
    gist="The container is OOMKilled (exit 137) because JAVA_OPTS sets -Xmx768m while the pod memory limit is 512Mi, and BATCH_SIZE 5000 makes it actually use that heap.",
    next="Make the heap fit the limit (MaxRAMPercentage instead of -Xmx) and raise the limit or lower the batch size.",
    single=[
        ("explain_error", "what does exit code 137 + OOMKilled mean here"),
        ("explain", "Explain why -Xmx768m with a 512Mi limit is a problem."),
        ("summarize", "summarize the pod state in one sentence for the incident channel"),
    ],
    long=[
        ("migrate_configs", "fix this in our helm charts: switch every java service from -Xmx to MaxRAMPercentage and make sure requests/limits are consistent, then run helm template + our kubeconform check"),
        ("incident_guard", "Please fix the indexer config in the repo and add a CI check that fails when a JVM heap setting exceeds the container memory limit."),
    ],
    null_single=[("explain", "what does exit code 137 mean for a container?")],
),

A("nginx_upstream_timeout", "server_log", r"""
    2024/05/20 13:41:02 [error] 29#29: *118273 upstream timed out (110: Connection timed out) while reading response header from upstream, client: 172.31.8.14, server: api.acme.io, request: "POST /v1/exports HTTP/1.1", upstream: "http://10.0.12.7:8000/v1/exports", host: "api.acme.io"
    2024/05/20 13:41:09 [error] 29#29: *118301 upstream timed out (110: Connection timed out) while reading response header from upstream, client: 172.31.9.2, server: api.acme.io, request: "POST /v1/exports HTTP/1.1", upstream: "http://10.0.12.9:8000/v1/exports", host: "api.acme.io"
    2024/05/20 13:41:15 [warn] 29#29: *118322 an upstream response is buffered to a temporary file /var/cache/nginx/proxy_temp/4/11/0000003114 while reading upstream, client: 172.31.8.14, server: api.acme.io, request: "GET /v1/reports/418/download HTTP/1.1", upstream: "http://10.0.12.7:8000/v1/reports/418/download", host: "api.acme.io"
    2024/05/20 13:41:31 [error] 29#29: *118390 upstream timed out (110: Connection timed out) while reading response header from upstream, client: 172.31.8.14, server: api.acme.io, request: "POST /v1/exports HTTP/1.1", upstream: "http://10.0.12.7:8000/v1/exports", host: "api.acme.io"
    """,
    name="the 504s on POST /v1/exports",
    gist="POST /v1/exports does the export synchronously and takes longer than nginx's proxy_read_timeout (60s default), so nginx gives up and returns 504.",
    next="Make exports asynchronous (return 202 with a job id) rather than raising the timeout.",
    single=[
        ("explain_log_line", "what does 'while reading response header from upstream' tell me exactly"),
        ("explain_error", "Is this nginx's fault or the app's? Read the log for me."),
        ("explain_log_line", "and the 'buffered to a temporary file' warning, should I care?"),
    ],
    long=[
        ("fix_in_repo", "exports 504 because they're synchronous. make POST /v1/exports enqueue a job and return 202 with a status URL, update the web client to poll, add tests"),
        ("perf_fix", "Please investigate why the export endpoint takes > 60s in our code and make it fast enough, no nginx timeout hacks."),
    ],
),

A("hikari_pool", "server_log", r"""
    {"ts":"2024-06-03T09:12:44.118Z","level":"WARN","logger":"com.zaxxer.hikari.pool.HikariPool","msg":"HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=1m2s)."}
    {"ts":"2024-06-03T09:12:51.402Z","level":"ERROR","logger":"o.h.engine.jdbc.spi.SqlExceptionHelper","msg":"HikariPool-1 - Connection is not available, request timed out after 30001ms (total=10, active=10, idle=0, waiting=57)"}
    {"ts":"2024-06-03T09:12:51.403Z","level":"ERROR","logger":"c.a.orders.web.ErrorAdvice","msg":"Unhandled","path":"/orders/search","traceId":"a91f0c2e"}
    {"ts":"2024-06-03T09:12:52.017Z","level":"INFO","logger":"c.a.orders.client.PricingClient","msg":"retrying pricing call","attempt":3,"orderId":"o_71bc"}
    {"ts":"2024-06-03T09:12:52.980Z","level":"INFO","logger":"c.a.orders.client.PricingClient","msg":"retrying pricing call","attempt":4,"orderId":"o_71bc"}
    {"ts":"2024-06-03T09:12:53.411Z","level":"ERROR","logger":"o.h.engine.jdbc.spi.SqlExceptionHelper","msg":"HikariPool-1 - Connection is not available, request timed out after 30000ms (total=10, active=10, idle=0, waiting=61)"}
    """,
    name="the orders service connection-pool timeouts from this morning",
    gist="All 10 pool connections are busy with 57-61 waiters; the pricing retries suggest transactions hold a DB connection while calling the slow pricing service.",
    next="Move the pricing call out of the transaction and cap retries.",
    single=[
        ("explain_log_line", "what do total/active/idle/waiting mean in the hikari message"),
        ("explain_error", "connect the dots for me: why would pricing retries exhaust the DB pool?"),
        ("summarize", "summarize these logs for the incident ticket"),
    ],
    long=[
        ("fix_in_repo", "find the code path in orders where we call pricing while holding a db connection and restructure it so the transaction doesn't span the HTTP call, add a test"),
        ("incident_guard", "Reproduce this pool exhaustion locally with a slow pricing stub and add guards (timeouts, retry budget, no remote calls inside transactions) across the services that use PricingClient."),
    ],
),

A("pg_deadlock", "server_log", r"""
    2024-05-28 16:20:03.511 UTC [48211] ERROR:  deadlock detected
    2024-05-28 16:20:03.511 UTC [48211] DETAIL:  Process 48211 waits for ShareLock on transaction 9918271; blocked by process 48190.
    	Process 48190 waits for ShareLock on transaction 9918270; blocked by process 48211.
    	Process 48211: UPDATE accounts SET balance = balance - $1 WHERE id = $2
    	Process 48190: UPDATE accounts SET balance = balance - $1 WHERE id = $2
    2024-05-28 16:20:03.511 UTC [48211] HINT:  See server log for query details.
    2024-05-28 16:20:03.511 UTC [48211] CONTEXT:  while updating tuple (412,7) in relation "accounts"
    2024-05-28 16:20:03.511 UTC [48211] STATEMENT:  UPDATE accounts SET balance = balance - $1 WHERE id = $2
    """,
    name="the deadlocks on the accounts table during transfers",
    gist="Two transfers lock the same pair of accounts in opposite order (A then B vs B then A), producing a classic deadlock.",
    next="Always lock the two accounts in a fixed order (e.g. SELECT ... FOR UPDATE ordered by id) before updating.",
    single=[
        ("explain_error", "explain this deadlock, who waits for whom"),
        ("explain", "How would lock ordering avoid this? Explain with this example."),
    ],
    long=[
        ("fix_in_repo", "fix the transfer code so it locks accounts in id order, add a concurrent test that used to deadlock, and check the refund path too"),
    ],
    null_single=[("explain", "what's the standard way to avoid deadlocks when updating two rows in postgres?")],
),

A("screenshot_checkout", "screenshot_text", r"""
    [screenshot, described by the user]
    Checkout page, step 3 "Payment". Red banner at the top: "Something went wrong. Please try again later."
    The Pay button is greyed out with a spinner that never stops.
    Browser console (Chrome devtools) shows:
      POST https://shop.acme.io/api/checkout/confirm 422 (Unprocessable Entity)
      Uncaught (in promise) TypeError: Cannot read properties of null (reading 'clientSecret')
          at confirmPayment (checkout-3f9a1c.js:1:48811)
    Network tab response body: {"error":"postal_code_invalid","field":"billing.postal_code"}
    User's billing address: Dublin, Ireland, postal code field left empty.
    """,
    name="the customer screenshot where the Pay button spins forever",
    gist="The API rejects the checkout with postal_code_invalid (Irish addresses may have no postal code), and the frontend doesn't handle 422 so it reads clientSecret from null and the spinner never stops.",
    next="Make postal code optional for countries without one and show field errors from 422 responses.",
    single=[
        ("explain_error", "what's actually going wrong according to this screenshot?"),
        ("reply_draft", "draft a reply to the customer saying we're on it and a workaround if there is one"),
    ],
    long=[
        ("fix_in_repo", "fix both sides: postal code should be optional for countries that don't use them (backend validation) and the checkout UI must show 422 field errors instead of spinning. add tests"),
        ("fix_in_repo", "Customers in Ireland can't pay, see this. Please fix it in the shop repo."),
    ],
),

A("screenshot_vscode", "screenshot_text", r"""
    [screenshot text]
    VS Code, bottom right popup:
      "The Python language server crashed 5 times in the last 3 minutes. The server will not be restarted."
    Output panel (Python Language Server):
      Starting Pylance language server.
      [Error - 10:42:11] Server initialization failed.
        Message: Request initialize failed with message: Cannot find module '/Users/kai/.vscode/extensions/ms-python.vscode-pylance-2024.5.1/dist/server.bundle.js'
        Code: -32603
    """,
    name="the pylance crash popup in VS Code",
    gist="The Pylance extension folder is incomplete (server.bundle.js missing), usually after an interrupted update.",
    next="Uninstall and reinstall Pylance, or delete that extension folder and reload.",
    flags=("no_long",),
    single=[
        ("explain_error", "what does this mean and how do I fix my editor?"),
        ("explain_error", "Is this a problem with my project or with the extension?"),
    ],
    long=[],
),

]
