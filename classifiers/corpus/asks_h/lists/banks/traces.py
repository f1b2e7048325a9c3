# Hand-written tracebacks / compiler errors / panics. Paths and names are invented.
# Each entry: id -> dict(exc=short exception line, plat=sentry platform, text=full trace)

TRACES = {
"py_none_sub": dict(exc="TypeError: 'NoneType' object is not subscriptable", plat="python", text='''Traceback (most recent call last):
  File "/srv/app/api/views/invoices.py", line 88, in download_invoice
    pdf = render_invoice(invoice, locale=request.user.profile["locale"])
  File "/srv/app/billing/render.py", line 41, in render_invoice
    currency = invoice.customer.billing_address["country"]
TypeError: 'NoneType' object is not subscriptable'''),

"py_keyerror_pd": dict(exc="KeyError: 'region'", plat="python", text='''Traceback (most recent call last):
  File "reports/weekly.py", line 57, in <module>
    summary = build_summary(df)
  File "reports/weekly.py", line 31, in build_summary
    out = df.groupby(["region", "week"]).agg(total=("amount", "sum"))
  File "/usr/lib/python3.11/site-packages/pandas/core/frame.py", line 8869, in groupby
    return DataFrameGroupBy(
  File "/usr/lib/python3.11/site-packages/pandas/core/groupby/grouper.py", line 985, in get_grouper
    raise KeyError(gpr)
KeyError: 'region\''''),

"py_integrity": dict(exc="IntegrityError: duplicate key value violates unique constraint", plat="python", text='''Traceback (most recent call last):
  File "/app/.venv/lib/python3.12/site-packages/django/db/backends/utils.py", line 105, in _execute
    return self.cursor.execute(sql, params)
psycopg.errors.UniqueViolation: duplicate key value violates unique constraint "accounts_membership_user_id_team_id_key"
DETAIL:  Key (user_id, team_id)=(4471, 12) already exists.

The above exception was the direct cause of the following exception:

Traceback (most recent call last):
  File "/app/teams/services.py", line 64, in accept_invite
    Membership.objects.create(user=invite.user, team=invite.team, role=invite.role)
  File "/app/.venv/lib/python3.12/site-packages/django/db/models/query.py", line 679, in create
    obj.save(force_insert=True, using=self.db)
django.db.utils.IntegrityError: duplicate key value violates unique constraint "accounts_membership_user_id_team_id_key"'''),

"py_detached": dict(exc="DetachedInstanceError: Parent instance <Order> is not bound to a Session", plat="python", text='''Traceback (most recent call last):
  File "/code/worker/tasks.py", line 112, in send_receipt
    lines = [f"{i.sku} x{i.qty}" for i in order.items]
  File "/code/.venv/lib/python3.11/site-packages/sqlalchemy/orm/attributes.py", line 566, in __get__
    return self.impl.get(state, dict_)
  File "/code/.venv/lib/python3.11/site-packages/sqlalchemy/orm/strategies.py", line 862, in _load_for_state
    raise orm_exc.DetachedInstanceError(
sqlalchemy.orm.exc.DetachedInstanceError: Parent instance <Order at 0x7f3a1c2b9d50> is not bound to a Session; lazy load operation of attribute 'items' cannot proceed'''),

"py_recursion": dict(exc="RecursionError: maximum recursion depth exceeded", plat="python", text='''Traceback (most recent call last):
  File "/srv/cms/api/serializers.py", line 23, in to_representation
    data["parent"] = CategorySerializer(instance.parent).data
  File "/srv/cms/api/serializers.py", line 24, in to_representation
    data["children"] = CategorySerializer(instance.children.all(), many=True).data
  File "/srv/cms/api/serializers.py", line 23, in to_representation
    data["parent"] = CategorySerializer(instance.parent).data
  [Previous line repeated 985 more times]
RecursionError: maximum recursion depth exceeded while calling a Python object'''),

"py_unicode": dict(exc="UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9", plat="python", text='''Traceback (most recent call last):
  File "/opt/importer/cli.py", line 19, in main
    rows = load_rows(args.path)
  File "/opt/importer/readers.py", line 8, in load_rows
    return list(csv.DictReader(f))
  File "<frozen codecs>", line 322, in decode
UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9 in position 1043: invalid continuation byte'''),

"py_loop": dict(exc="RuntimeError: Task got Future attached to a different loop", plat="python", text='''Traceback (most recent call last):
  File "/app/tests/conftest.py", line 44, in client
    await app.state.redis.ping()
  File "/app/.venv/lib/python3.12/site-packages/redis/asyncio/client.py", line 610, in execute_command
    conn = self.connection or await pool.get_connection(command_name, **options)
  File "/app/.venv/lib/python3.12/site-packages/redis/asyncio/connection.py", line 1057, in get_connection
    async with self._lock:
RuntimeError: Task <Task pending name='Task-31' coro=<test_create_user()>> got Future <Future pending> attached to a different loop'''),

"py_pydantic": dict(exc="ValidationError: 1 validation error for WebhookEvent", plat="python", text='''Traceback (most recent call last):
  File "/srv/hooks/handlers.py", line 37, in handle_stripe
    event = WebhookEvent.model_validate(payload)
  File "/srv/hooks/.venv/lib/python3.12/site-packages/pydantic/main.py", line 596, in model_validate
    return cls.__pydantic_validator__.validate_python(
pydantic_core._pydantic_core.ValidationError: 1 validation error for WebhookEvent
data.object.amount_refunded
  Input should be a valid integer, got a number with a fractional part [type=int_from_float, input_value=12.5, input_type=float]'''),

"py_broadcast": dict(exc="ValueError: operands could not be broadcast together", plat="python", text='''Traceback (most recent call last):
  File "train.py", line 142, in <module>
    loss = criterion(preds, batch["y"])
  File "train.py", line 61, in criterion
    return ((pred - target) ** 2 * weights).mean()
ValueError: operands could not be broadcast together with shapes (64,10) (64,)'''),

"py_celery": dict(exc="SoftTimeLimitExceeded", plat="python", text='''[2024-05-14 03:12:09,871: ERROR/ForkPoolWorker-3] Task exports.tasks.build_csv_export[9c1f0d6e-5b6a-4c7e-9a0b-2f8f1e3d7a44] raised unexpected: SoftTimeLimitExceeded()
Traceback (most recent call last):
  File "/app/.venv/lib/python3.11/site-packages/celery/app/trace.py", line 477, in trace_task
    R = retval = fun(*args, **kwargs)
  File "/app/exports/tasks.py", line 58, in build_csv_export
    for row in queryset.iterator():
  File "/app/exports/tasks.py", line 61, in build_csv_export
    row_dict = serialize_row(row)
  File "/app/exports/serializers.py", line 22, in serialize_row
    "tags": ", ".join(t.name for t in row.tags.all()),
billiard.exceptions.SoftTimeLimitExceeded: SoftTimeLimitExceeded()'''),

"js_undef_map": dict(exc="TypeError: Cannot read properties of undefined (reading 'map')", plat="javascript", text='''TypeError: Cannot read properties of undefined (reading 'map')
    at OrderList (webpack-internal:///./src/components/OrderList.jsx:27:26)
    at renderWithHooks (webpack-internal:///./node_modules/react-dom/cjs/react-dom.development.js:16305:18)
    at mountIndeterminateComponent (webpack-internal:///./node_modules/react-dom/cjs/react-dom.development.js:20074:13)
    at beginWork (webpack-internal:///./node_modules/react-dom/cjs/react-dom.development.js:21587:16)'''),

"js_econnrefused": dict(exc="Error: connect ECONNREFUSED 127.0.0.1:5432", plat="node", text='''node:internal/process/promises:288
            triggerUncaughtException(err, true /* fromPromise */);
            ^

Error: connect ECONNREFUSED 127.0.0.1:5432
    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16) {
  errno: -111,
  code: 'ECONNREFUSED',
  syscall: 'connect',
  address: '127.0.0.1',
  port: 5432
}

Node.js v20.11.1'''),

"js_json": dict(exc="SyntaxError: Unexpected token '<', \"<!DOCTYPE \"... is not valid JSON", plat="javascript", text='''Uncaught (in promise) SyntaxError: Unexpected token '<', "<!DOCTYPE "... is not valid JSON
    at JSON.parse (<anonymous>)
    at parseJSONFromBytes (node:internal/deps/undici/undici:5329:19)
    at fetchSettings (src/api/settings.ts:14:22)
    at async SettingsPage.load (src/pages/SettingsPage.tsx:41:17)'''),

"ts_2345": dict(exc="error TS2345", plat="node", text='''src/hooks/useCart.ts:38:24 - error TS2345: Argument of type 'string | undefined' is not assignable to parameter of type 'string'.
  Type 'undefined' is not assignable to type 'string'.

38     removeItem(cart.id, item.variantId);
                          ~~~~~~~~~~~~~~

Found 1 error in src/hooks/useCart.ts:38'''),

"java_npe": dict(exc="java.lang.NullPointerException", plat="java", text='''java.lang.NullPointerException: Cannot invoke "com.acme.shipping.Address.getPostalCode()" because the return value of "com.acme.shipping.Shipment.getDestination()" is null
	at com.acme.shipping.RateService.quote(RateService.java:74)
	at com.acme.shipping.api.QuoteController.getQuote(QuoteController.java:39)
	at java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)
	at org.springframework.web.method.support.InvocableHandlerMethod.doInvoke(InvocableHandlerMethod.java:255)
	at org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)'''),

"java_cme": dict(exc="java.util.ConcurrentModificationException", plat="java", text='''Exception in thread "scheduler-2" java.util.ConcurrentModificationException
	at java.base/java.util.ArrayList$Itr.checkForComodification(ArrayList.java:1095)
	at java.base/java.util.ArrayList$Itr.next(ArrayList.java:1049)
	at io.relay.session.SessionRegistry.evictExpired(SessionRegistry.java:58)
	at io.relay.session.SessionJanitor.run(SessionJanitor.java:22)
	at java.base/java.util.concurrent.Executors$RunnableAdapter.call(Executors.java:572)'''),

"go_nil_map": dict(exc="panic: assignment to entry in nil map", plat="go", text='''panic: assignment to entry in nil map

goroutine 47 [running]:
github.com/acme/ingest/internal/batch.(*Collector).Add(0xc0001a2000, {0xc000214180, 0x9}, 0x1)
	/build/internal/batch/collector.go:63 +0x1d4
github.com/acme/ingest/internal/http.(*Server).handleEvents(0xc000118240, {0x10a3e80, 0xc0002c0000}, 0xc0002b6100)
	/build/internal/http/events.go:88 +0x2f1
net/http.HandlerFunc.ServeHTTP(0x0?, {0x10a3e80?, 0xc0002c0000?}, 0x0?)
	/usr/local/go/src/net/http/server.go:2166 +0x29
exit status 2'''),

"go_oob": dict(exc="panic: runtime error: index out of range [3] with length 3", plat="go", text='''panic: runtime error: index out of range [3] with length 3

goroutine 1 [running]:
main.parseRecord({0xc00001c0f0, 0x2a})
	/home/dev/csvtool/parse.go:41 +0x2b8
main.main()
	/home/dev/csvtool/main.go:27 +0x1a5
exit status 2'''),

"rust_unwrap": dict(exc="panicked at called `Option::unwrap()` on a `None` value", plat="rust", text='''thread 'main' panicked at src/config.rs:52:43:
called `Option::unwrap()` on a `None` value
stack backtrace:
   0: rust_begin_unwind
   1: core::panicking::panic_fmt
   2: core::panicking::panic
   3: core::option::unwrap_failed
   4: tidyup::config::Config::load
             at ./src/config.rs:52:43
   5: tidyup::main
             at ./src/main.rs:18:18
note: Some details are omitted, run with `RUST_BACKTRACE=full` for a verbose backtrace.'''),

"rust_e0502": dict(exc="error[E0502]: cannot borrow `self.items` as mutable", plat="rust", text='''error[E0502]: cannot borrow `self.items` as mutable because it is also borrowed as immutable
  --> src/inventory.rs:44:13
   |
41 |         for item in self.items.iter() {
   |                     -----------------
   |                     |
   |                     immutable borrow occurs here
   |                     immutable borrow later used here
...
44 |             self.items.retain(|i| i.qty > 0);
   |             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ mutable borrow occurs here

For more information about this error, try `rustc --explain E0502`.'''),

"ruby_nomethod": dict(exc="NoMethodError: undefined method `name' for nil:NilClass", plat="ruby", text='''NoMethodError (undefined method `name' for nil:NilClass):

app/views/projects/_card.html.erb:7
app/views/projects/index.html.erb:12
app/controllers/projects_controller.rb:9:in `index'
actionpack (7.1.3) lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'
actionpack (7.1.3) lib/abstract_controller/base.rb:224:in `process_action' '''),

"php_typeerror": dict(exc="TypeError: array_merge(): Argument #2 must be of type array, null given", plat="php", text='''PHP Fatal error:  Uncaught TypeError: array_merge(): Argument #2 must be of type array, null given in /var/www/app/Services/SettingsService.php:47
Stack trace:
#0 /var/www/app/Services/SettingsService.php(47): array_merge(Array, NULL)
#1 /var/www/app/Http/Controllers/SettingsController.php(23): App\\Services\\SettingsService->forTenant(Object(App\\Models\\Tenant))
#2 /var/www/vendor/laravel/framework/src/Illuminate/Routing/Controller.php(54): App\\Http\\Controllers\\SettingsController->show(Object(Illuminate\\Http\\Request))
#3 {main}
  thrown in /var/www/app/Services/SettingsService.php on line 47'''),

"cs_noelements": dict(exc="System.InvalidOperationException: Sequence contains no elements", plat="csharp", text='''System.InvalidOperationException: Sequence contains no elements
   at System.Linq.ThrowHelper.ThrowNoElementsException()
   at System.Linq.Enumerable.First[TSource](IEnumerable`1 source)
   at Fleet.Api.Services.TripService.GetLastStop(Guid tripId) in /src/Fleet.Api/Services/TripService.cs:line 112
   at Fleet.Api.Controllers.TripsController.Summary(Guid id) in /src/Fleet.Api/Controllers/TripsController.cs:line 48
   at lambda_method123(Closure, Object, Object[])'''),

"kt_fragment": dict(exc="java.lang.IllegalStateException: Fragment not attached to a context", plat="android", text='''FATAL EXCEPTION: main
Process: com.example.notes, PID: 23145
java.lang.IllegalStateException: Fragment NoteDetailFragment{a41c2e7} (5c1d...) not attached to a context.
	at androidx.fragment.app.Fragment.requireContext(Fragment.java:972)
	at com.example.notes.ui.detail.NoteDetailFragment.showSavedToast(NoteDetailFragment.kt:141)
	at com.example.notes.ui.detail.NoteDetailFragment.access$showSavedToast(NoteDetailFragment.kt:37)
	at com.example.notes.ui.detail.NoteDetailFragment$onSave$1.invokeSuspend(NoteDetailFragment.kt:118)
	at kotlin.coroutines.jvm.internal.BaseContinuationImpl.resumeWith(ContinuationImpl.kt:33)'''),

"swift_oob": dict(exc="Fatal error: Index out of range", plat="cocoa", text='''Swift/ContiguousArrayBuffer.swift:600: Fatal error: Index out of range
Thread 1: Fatal error: Index out of range
0   libswiftCore.dylib   _assertionFailure(_:_:file:line:flags:) + 264
1   Tally                PhotoGridViewController.collectionView(_:cellForItemAt:) + 412 (PhotoGridViewController.swift:88)
2   Tally                @objc PhotoGridViewController.collectionView(_:cellForItemAt:) + 72
3   UIKitCore            -[UICollectionView _createPreparedCellForItemAtIndexPath:withLayoutAttributes:applyAttributes:isFocused:notify:] + 356'''),

"node_heap": dict(exc="FATAL ERROR: Reached heap limit Allocation failed", plat="node", text='''<--- Last few GCs --->

[18342:0x6a8c7d0]   412118 ms: Mark-Compact 4043.2 (4131.9) -> 4031.7 (4135.4) MB, 2811.55 / 0.00 ms  (average mu = 0.104, current mu = 0.021) allocation failure; scavenge might not succeed

<--- JS stacktrace --->

FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory
 1: 0xb8ced1 node::Abort() [node]
 2: 0xa9c7e8  [node]
 3: 0xd6b930 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]'''),

"py_attr_ns": dict(exc="AttributeError: 'NoneType' object has no attribute 'strip'", plat="python", text='''Traceback (most recent call last):
  File "/home/ci/bot/handlers/commands.py", line 29, in on_message
    cmd, _, rest = message.content.partition(" ")
  File "/home/ci/bot/handlers/commands.py", line 33, in on_message
    arg = parse_arg(rest or message.reply_to.text)
  File "/home/ci/bot/handlers/parsing.py", line 12, in parse_arg
    return raw.strip().lower()
AttributeError: 'NoneType' object has no attribute 'strip\''''),
}
