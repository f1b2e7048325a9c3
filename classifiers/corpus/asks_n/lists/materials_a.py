"""Pasted material, part A: tickets / issue reports and stack traces / error dumps.

Placeholders of the form @@NAME@@ are filled by build.py with deterministic random
values (service names, people, ticket ids, numbers, shas...).
fam:   material family (decides which asks fit it)
lang:  language of the material itself (not of the ask)
fence: code-fence hint when the material is wrapped in a fence, None for prose
gist:  one English sentence, used only for English assistant turns in histories
"""


def M(mid, fam, lang, fence, gist, text):
    return {"id": mid, "fam": fam, "lang": lang, "fence": fence, "gist": gist,
            "text": text.strip("\n")}


MATERIALS = [
    # ------------------------------------------------------------------ tickets
    M("t_checkout_discount", "ticket", "en", None,
      "the checkout total is computed from the undiscounted subtotal when a gift card is combined with a promo code",
      r"""
[@@TKT@@] Checkout total ignores percentage discount when a gift card is also applied
Type: Bug   Priority: High   Component: checkout-web   Reporter: @@NAME@@
Environment: production, web only (iOS app is fine)

Steps to reproduce
1. Add any two items to the cart (e.g. SKU 10442 + SKU 20981)
2. Apply promo code SPRING15 (15% off)
3. Pay part of the order with a gift card
4. Look at the order summary before confirming

Expected: 15% is taken off the subtotal, then the gift card amount is deducted.
Actual: the discount line shows -15% but the total is computed from the undiscounted subtotal. Customers are being overcharged; support has @@N1@@ tickets about it since Monday.

Notes: started after the release that moved price calculation into the shared `pricing` package. Mobile still uses the old endpoint.
"""),
    M("t_cli_windows_spaces", "ticket", "en", None,
      "the CLI splits Windows paths on spaces since 0.14 and panics on an unwrap",
      r"""
### `fsync-cli sync` panics on Windows when the path contains spaces

**Version:** 0.14.2 (installed via `cargo install`)
**OS:** Windows 11, PowerShell 7.4

**What happened**
Running `fsync-cli sync "C:\Users\@@NAME@@\My Documents\notes" D:\backup` stops immediately with:

    thread 'main' panicked at src\paths.rs:57:38:
    called `Result::unwrap()` on an `Err` value: InvalidPath("C:\\Users\\@@NAME@@\\My")

The same command works with a path without spaces. It worked in 0.13.x.

**Expected**
Paths with spaces should just work, quoted or not.

**Additional context**
Might be related to the new argument parsing in 0.14 (the changelog mentions "custom path splitting for sync targets").
"""),
    M("t_reports_csv", "ticket", "en", None,
      "finance wants a CSV export on the revenue report that respects filters and permissions",
      r"""
@@TKT@@ · Reports: CSV export
Status: Todo · Estimate: 3 · Project: Q3 analytics · Requested by: @@NAME@@ (Finance)

Finance wants to download the "Monthly revenue by region" report as CSV instead of copying the table into Excel.

Acceptance criteria
- [ ] "Export CSV" button next to the date filter on /reports/revenue
- [ ] Export respects the currently selected filters (date range, region, currency)
- [ ] Amounts exported as plain numbers with a dot as decimal separator, no currency symbols
- [ ] Works for up to 50k rows without timing out (stream it if needed)
- [ ] Same permission check as viewing the report

Design: no mockup, reuse the secondary button style.
"""),
    M("t_sso_jwk_de", "ticket", "de", None,
      "SSO login fails after the identity provider rotated its keys because the JWK set is cached forever",
      r"""
@@TKT@@: SSO-Login schlägt nach Passwort-Reset fehl
Priorität: Kritisch | Komponente: @@SVC@@ | Gemeldet von: @@NAME@@

Beschreibung:
Nutzer, die ihr Passwort im Azure-AD-Portal zurückgesetzt haben, können sich danach nicht mehr per SSO anmelden. Nach dem Redirect landen sie auf /login?error und im Log steht:

  o.s.s.o.c.w.OAuth2LoginAuthenticationFilter : Authentication request failed: [invalid_id_token] An error occurred while attempting to decode the Jwt: Signed JWT rejected: Another algorithm expected, or no matching key(s) found

Betroffen sind ca. @@N1@@ Nutzer. Workaround: Browser-Cache leeren hilft NICHT.
Vermutung: der JWK-Cache wird nie aktualisiert, Azure hat die Signaturschlüssel rotiert.

Erwartet: Login funktioniert auch nach einer Schlüsselrotation, ohne den Dienst neu zu starten.
"""),
    M("t_ios_rotation_ja", "ticket", "ja", None,
      "the iOS settings screen crashes with index out of range when rotated since 5.2.0",
      r"""
## 設定画面で端末を横向きにするとアプリがクラッシュする

**バージョン:** 5.2.0 (build 812)
**端末:** iPhone 13 mini / iOS 17.4
**報告者:** @@NAME@@

### 再現手順
1. アプリを起動してログイン
2. タブバーの「設定」を開く
3. 端末を横向きに回転する

### 実際の動作
アプリが即座に落ちる。Crashlytics には `SettingsViewController.swift:142` で
`Fatal error: Index out of range` と出ている。

### 期待する動作
横向きでもクラッシュせずにレイアウトが切り替わること。

5.1.x では発生しなかったので、5.2.0 で入った設定項目の並び替え機能が怪しいです。
"""),
    M("t_double_order_es", "ticket", "es", None,
      "double clicks create duplicate orders because the checkout endpoint is not idempotent",
      r"""
[@@TKT@@] Pedidos duplicados al hacer doble clic en "Finalizar compra"
Prioridad: Alta · Reportado por: @@NAME@@ (Soporte)

Varios clientes han recibido dos cargos por el mismo pedido. Revisando la base de datos vemos pares de pedidos con el mismo carrito y menos de un segundo de diferencia:

  id     | cart_id | total  | created_at
  884120 | 55671   | 129.90 | 2024-05-14 10:22:31.114
  884121 | 55671   | 129.90 | 2024-05-14 10:22:31.598

Parece que el botón no se desactiva tras el primer clic y el endpoint POST /checkout no es idempotente.
Hay que evitarlo tanto en el front como en el back. Stack: Laravel 10, Livewire, MySQL 8.
"""),
    M("t_report_tz_pt", "ticket", "pt", None,
      "the new Celery report worker ignores the account timezone so late sales land in the wrong month",
      r"""
Título: Relatório mensal de vendas mostra horários em UTC em vez do fuso do cliente
Ticket: @@TKT@@ | Serviço: @@SVC@@ | Aberto por: @@NAME@@

Desde a migração para o novo worker de relatórios (Celery), o PDF mensal mostra todas as vendas com horário UTC. Clientes em São Paulo veem vendas das 21h às 23h do dia 31 contadas no mês seguinte.

Exemplo: venda #@@N2@@ feita em 31/03 às 22:14 (BRT) aparece no relatório de abril.

O relatório antigo usava o fuso configurado na conta (`account.timezone`). O worker novo parece ignorar esse campo.
"""),
    M("t_go_memleak", "ticket", "en", None,
      "the Go worker leaks memory since 2.8.0 and the heap profile points at per-tenant HTTP transports",
      r"""
Title: @@SVC@@ worker memory grows until OOMKilled after upgrading to v2.8.0
Labels: bug, p1, go
Assignee: unassigned

Since Tuesday's deploy of v2.8.0 the worker pods climb from ~180 MiB to the 1 GiB limit in about 6 hours and get OOMKilled, then restart. v2.7.3 was flat for weeks.

Changes in 2.8.0 (from the changelog):
- switched the HTTP client to a per-tenant client with a custom transport
- added a ticker-based metrics flush
- bumped github.com/segmentio/kafka-go to v0.4.47

pprof heap from a pod at 900 MiB shows most of the inuse space under net/http.(*Transport).dialConn and bufio.NewReaderSize.

We rolled back two services but @@SVC@@ has to stay on 2.8 because of the new tenant routing.
"""),
    M("t_pagination_fr", "ticket", "fr", None,
      "invoice pagination sorts only by issued_at, so pages overlap and some rows are skipped",
      r"""
[@@TKT@@] L'API /v2/invoices renvoie des doublons entre les pages
Priorité : Moyenne — signalé par @@NAME@@ (intégrations)

Un client qui pagine sur /v2/invoices?page=N&per_page=100 retrouve certaines factures sur deux pages consécutives, et d'autres n'apparaissent jamais. Ça arrive surtout quand des factures sont créées pendant l'export.

La requête trie uniquement par `issued_at`, et plusieurs factures ont exactement le même `issued_at` (imports en lot).

Proposition : passer à une pagination par curseur, ou au minimum ajouter `id` comme critère de tri secondaire. Attention, l'API est utilisée par trois partenaires, il ne faut pas casser le format de réponse.
"""),
    M("t_rate_limit", "ticket", "en", None,
      "the team wants per-key rate limiting in the Go gateway with Redis, admin config, headers, metrics and docs",
      r"""
@@TKT@@ — Per-API-key rate limiting on the public API

Context: one partner hammered /v1/search with 4k req/s last week and took down the cluster for everyone. We currently only have a global nginx limit.

Scope:
- limit per API key, default 50 req/s with burst 100, configurable per key in the admin panel
- use the existing Redis cluster (token bucket or sliding window, your call)
- return 429 with Retry-After and X-RateLimit-* headers
- metrics: count of throttled requests per key in Prometheus
- docs page update

Out of scope: per-endpoint limits.
Services involved: api-gateway (Go), admin-panel (React), docs site.
"""),
    M("t_excel_encoding_zh", "ticket", "zh", None,
      "the Excel export is really a CSV without a BOM named .xlsx, so Chinese text is garbled in Excel",
      r"""
【@@TKT@@】导出Excel时中文乱码
优先级：中  模块：@@SVC@@  提出人：@@NAME@@

问题描述：
在"订单管理"页面点击"导出Excel"，下载的文件用 WPS 打开正常，但用 Microsoft Excel 打开时，客户名称和备注列中的中文全部显示为乱码（例如"å¼ ä¸‰"）。

环境：Spring Boot 2.7，导出用的是自己拼接的 CSV，文件后缀却是 .xlsx。
期望：Excel 和 WPS 打开都能正常显示中文。

补充：财务部每天都要用这个导出，比较急。
"""),
    M("t_android_push", "ticket", "en", None,
      "after updating to 5.0.0 the Android app never re-registers its FCM token",
      r"""
Bug: Push notifications stop arriving after app update (Android only)
ID: @@TKT@@   Severity: Major   Reporter: @@NAME@@ (QA)

After updating from 4.9.1 to 5.0.0 through the Play Store, users no longer get push notifications until they log out and back in. Fresh installs of 5.0.0 work.

QA notes:
- reproduced on Pixel 7 (Android 14) and Galaxy A52 (Android 13)
- the backend still has the old FCM token for the device; the app never calls /devices/register after the update
- 5.0.0 moved token handling from FirebaseMessagingService.onNewToken into the new SessionRepository
"""),
    M("t_upload_timeout_ru", "ticket", "ru", None,
      "large uploads time out because the Node service buffers to disk before S3 and nginx gives up after 60 seconds",
      r"""
@@TKT@@: Таймаут при загрузке файлов больше 100 МБ
Приоритет: высокий. Сервис: @@SVC@@. Автор: @@NAME@@

При загрузке видео больше ~100 МБ через веб-интерфейс запрос обрывается примерно через 60 секунд, пользователь видит "Network error". В логах nginx:

  upstream timed out (110: Connection timed out) while reading response header from upstream

Файлы до 80 МБ загружаются нормально. Загрузка идёт через Node.js (express + multer), файл сначала целиком пишется на диск, потом отправляется в S3.

Ожидаемо: файлы до 2 ГБ загружаются без ошибок, лучше сразу потоком в S3.
"""),
    M("t_terraform_rds", "ticket", "en", None,
      "a module refactor makes terraform want to destroy and recreate the prod database",
      r"""
OPS ticket @@TKT@@: terraform plan wants to destroy and recreate the prod RDS instance

Opened by @@NAME@@. After merging the module refactor (moved the database into modules/rds), `terraform plan` in envs/prod shows:

  # aws_db_instance.main will be destroyed
  # module.rds.aws_db_instance.this will be created
  Plan: 14 to add, 2 to change, 13 to destroy.

Nobody has applied yet. We need the refactor but obviously can't lose the prod database. Staging and dev show the same plan.
"""),
    M("t_search_sort_ko", "ticket", "ko", None,
      "the v2 search API drops the sort parameter when it builds the Elasticsearch query",
      r"""
[@@TKT@@] 상품 검색 결과가 '최신순'으로 정렬되지 않음
우선순위: 보통 / 담당: 미정 / 작성자: @@NAME@@

'최신순' 정렬을 선택해도 결과가 관련도순으로 나옵니다. 네트워크 탭을 보면 프론트에서 sort=latest 를 보내는데, Elasticsearch 쿼리에는 sort 절이 없습니다.
지난주 검색 API를 v2로 옮긴 뒤부터 발생합니다. 모바일 앱은 아직 v1을 써서 정상입니다.
"""),
    M("t_modal_a11y", "ticket", "en", None,
      "the shared Dialog component has no focus trap, no Esc handling and does not restore focus",
      r"""
a11y bug @@TKT@@: keyboard focus escapes the "Edit address" modal

Found in the accessibility audit (WCAG 2.1.2 / 2.4.3).
- Open Account > Addresses > Edit
- Press Tab repeatedly: after the "Save" button focus moves to the page behind the modal
- Esc does not close the modal
- When the modal closes, focus goes to <body> instead of back to the "Edit" button

The same modal component (<Dialog> from our ui-kit) is used in about 15 places, so it probably needs fixing in the kit, not per page.
"""),
    M("t_taxcode_it", "ticket", "it", None,
      "the customer search is case-sensitive on the tax code",
      r"""
[@@TKT@@] La ricerca clienti per codice fiscale non trova risultati
Priorità: Media · Segnalato da: @@NAME@@

Cercando un cliente per codice fiscale in minuscolo (es. "rssmra80a01h501u") non compare nessun risultato, in maiuscolo invece sì. Il campo viene salvato in maiuscolo ma l'input della ricerca non viene normalizzato.
Succede sia nel gestionale web sia nell'app per gli agenti (stessa API /customers/search).
"""),
    M("t_flaky_signup_tr", "ticket", "tr", None,
      "signup confirmation emails are sent twice because the job is enqueued both in the controller and in a model callback",
      r"""
[@@TKT@@] Kayıt onay e-postası iki kez gönderiliyor
Öncelik: Orta · Bildiren: @@NAME@@

Yeni kullanıcılar kayıt olduktan sonra aynı onay e-postasını iki kez alıyor. Sidekiq panelinde her kayıt için iki ayrı SendConfirmationJob görünüyor.
Geçen sprintte `after_create` callback'i eklendi, ama controller'daki eski `deliver_later` çağrısı da duruyor gibi.
Beklenen: tek e-posta. Mobil kayıt akışı da aynı API'yi kullanıyor.
"""),

    # ------------------------------------------------------------------- traces
    M("r_django_keyerror", "trace", "en", "",
      "to_representation writes into data['shipping'] but the serialized order has no shipping key",
      r"""
Internal Server Error: /api/orders/@@N2@@/
Traceback (most recent call last):
  File "/usr/local/lib/python3.11/site-packages/django/core/handlers/exception.py", line 55, in inner
    response = get_response(request)
  File "/usr/local/lib/python3.11/site-packages/django/core/handlers/base.py", line 197, in _get_response
    response = wrapped_callback(request, *callback_args, **callback_kwargs)
  File "/usr/local/lib/python3.11/site-packages/rest_framework/views.py", line 509, in dispatch
    response = self.handle_exception(exc)
  File "/usr/local/lib/python3.11/site-packages/rest_framework/views.py", line 506, in dispatch
    response = handler(request, *args, **kwargs)
  File "/app/orders/views.py", line 64, in retrieve
    return Response(OrderDetailSerializer(order).data)
  File "/usr/local/lib/python3.11/site-packages/rest_framework/serializers.py", line 555, in data
    ret = super().data
  File "/usr/local/lib/python3.11/site-packages/rest_framework/serializers.py", line 253, in data
    self._data = self.to_representation(self.instance)
  File "/app/orders/serializers.py", line 88, in to_representation
    data["shipping"]["eta"] = self._eta(instance)
KeyError: 'shipping'
"""),
    M("r_java_npe", "trace", "en", "",
      "an invoice without a customer reaches the PDF renderer, which calls getTaxId on null",
      r"""
2024-06-03 14:22:08.417 ERROR 1 --- [nio-8080-exec-7] o.a.c.c.C.[.[.[/].[dispatcherServlet]    : Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed; nested exception is java.lang.NullPointerException: Cannot invoke "com.acme.billing.model.Customer.getTaxId()" because the return value of "com.acme.billing.model.Invoice.getCustomer()" is null] with root cause

java.lang.NullPointerException: Cannot invoke "com.acme.billing.model.Customer.getTaxId()" because the return value of "com.acme.billing.model.Invoice.getCustomer()" is null
	at com.acme.billing.pdf.InvoicePdfRenderer.renderHeader(InvoicePdfRenderer.java:118)
	at com.acme.billing.pdf.InvoicePdfRenderer.render(InvoicePdfRenderer.java:54)
	at com.acme.billing.api.InvoiceController.download(InvoiceController.java:77)
	at java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)
	at java.base/java.lang.reflect.Method.invoke(Method.java:580)
	at org.springframework.web.method.support.InvocableHandlerMethod.doInvoke(InvocableHandlerMethod.java:205)
	at org.springframework.web.method.support.InvocableHandlerMethod.invokeForRequest(InvocableHandlerMethod.java:150)
	at org.springframework.web.servlet.mvc.method.annotation.ServletInvocableHandlerMethod.invokeAndHandle(ServletInvocableHandlerMethod.java:118)
	at org.springframework.web.servlet.DispatcherServlet.doDispatch(DispatcherServlet.java:1089)
	at org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)
	at jakarta.servlet.http.HttpServlet.service(HttpServlet.java:658)
	at org.apache.tomcat.util.threads.TaskThread$WrappingRunnable.run(TaskThread.java:61)
	at java.base/java.lang.Thread.run(Thread.java:1583)
"""),
    M("r_react_map", "trace", "en", "",
      "OrderHistory maps over data that is still undefined on the first render",
      r"""
Uncaught TypeError: Cannot read properties of undefined (reading 'map')
    at OrderHistory (OrderHistory.tsx:42:31)
    at renderWithHooks (react-dom.development.js:16305:18)
    at mountIndeterminateComponent (react-dom.development.js:20074:13)
    at beginWork (react-dom.development.js:21587:16)
    at HTMLUnknownElement.callCallback (react-dom.development.js:4164:14)
    at Object.invokeGuardedCallbackDev (react-dom.development.js:4213:16)
    at invokeGuardedCallback (react-dom.development.js:4277:31)
    at beginWork$1 (react-dom.development.js:27451:7)
    at performUnitOfWork (react-dom.development.js:26557:12)
    at workLoopSync (react-dom.development.js:26466:5)

The above error occurred in the <OrderHistory> component:
    at OrderHistory (http://localhost:5173/src/pages/account/OrderHistory.tsx:21:3)
    at Suspense
    at AccountLayout (http://localhost:5173/src/layouts/AccountLayout.tsx:12:3)
    at RenderedRoute (http://localhost:5173/node_modules/.vite/deps/react-router-dom.js:3563:5)
"""),
    M("r_go_panic", "trace", "en", "",
      "the batch splitter reads one element past the end of its slice",
      r"""
panic: runtime error: index out of range [3] with length 3

goroutine 187 [running]:
github.com/acme/@@SVC@@/internal/batch.(*Splitter).Next(0xc0001a4f00)
	/src/internal/batch/splitter.go:71 +0x1d4
github.com/acme/@@SVC@@/internal/batch.Process({0x1a2b3c0, 0xc000126000}, 0xc0001a4f00, 0xc00029e1e0)
	/src/internal/batch/process.go:38 +0x9a
github.com/acme/@@SVC@@/internal/worker.(*Worker).handle(0xc000180000, {0x1a2b3c0, 0xc000126000}, {0xc0003b2000, 0x4c, 0x80})
	/src/internal/worker/worker.go:112 +0x2f1
created by github.com/acme/@@SVC@@/internal/worker.(*Worker).Run in goroutine 1
	/src/internal/worker/worker.go:84 +0x1c5
"""),
    M("r_rust_unwrap", "trace", "en", "",
      "finish_multipart unwraps a value that is missing, probably a part without a content type",
      r"""
thread 'tokio-runtime-worker' panicked at src/handlers/upload.rs:203:54:
called `Option::unwrap()` on a `None` value
stack backtrace:
   0: rust_begin_unwind
             at /rustc/129f3b9964af4d4a709d1383930ade12dfe7c081/library/std/src/panicking.rs:645:5
   1: core::panicking::panic_fmt
   2: core::panicking::panic
   3: core::option::unwrap_failed
   4: media_upload::handlers::upload::finish_multipart::{{closure}}
             at ./src/handlers/upload.rs:203:54
   5: media_upload::handlers::upload::handle::{{closure}}
             at ./src/handlers/upload.rs:88:9
   6: <axum::handler::HandlerService<H,T,S> as tower_service::Service<http::request::Request<B>>>::call::{{closure}}
   7: tokio::runtime::task::core::Core<T,S>::poll
note: Some details are omitted, run with `RUST_BACKTRACE=full` for a verbose backtrace.
"""),
    M("r_php_typeerror", "trace", "en", "",
      "the checkout controller passes null parcels to the shipping rate calculator",
      r"""
[2024-05-21 09:14:55] production.ERROR: App\Services\Shipping\RateCalculator::forParcels(): Argument #1 ($parcels) must be of type array, null given, called in /var/www/app/Http/Controllers/CheckoutController.php on line 143 {"userId":@@N2@@,"exception":"[object] (TypeError(code: 0): App\\Services\\Shipping\\RateCalculator::forParcels(): Argument #1 ($parcels) must be of type array, null given, called in /var/www/app/Http/Controllers/CheckoutController.php on line 143 at /var/www/app/Services/Shipping/RateCalculator.php:31)
[stacktrace]
#0 /var/www/app/Http/Controllers/CheckoutController.php(143): App\\Services\\Shipping\\RateCalculator->forParcels(NULL, Object(App\\Models\\Address))
#1 /var/www/vendor/laravel/framework/src/Illuminate/Routing/Controller.php(54): App\\Http\\Controllers\\CheckoutController->shippingOptions(Object(Illuminate\\Http\\Request))
#2 /var/www/vendor/laravel/framework/src/Illuminate/Routing/ControllerDispatcher.php(43): Illuminate\\Routing\\Controller->callAction('shippingOptions', Array)
#3 /var/www/vendor/laravel/framework/src/Illuminate/Routing/Route.php(260): Illuminate\\Routing\\ControllerDispatcher->dispatch(Object(Illuminate\\Routing\\Route), Object(App\\Http\\Controllers\\CheckoutController), 'shippingOptions')
#4 {main}
"}
"""),
    M("r_ruby_nomethod", "trace", "en", "",
      "the renewal job indexes into a nil payment method for some subscriptions",
      r"""
NoMethodError (undefined method `[]' for nil:NilClass):

app/services/subscriptions/renewal.rb:47:in `block in charge_all'
app/services/subscriptions/renewal.rb:39:in `each'
app/services/subscriptions/renewal.rb:39:in `charge_all'
app/jobs/renew_subscriptions_job.rb:9:in `perform'
activejob (7.1.3) lib/active_job/execution.rb:68:in `block in _perform_job'
activesupport (7.1.3) lib/active_support/callbacks.rb:121:in `block in run_callbacks'
sidekiq (7.2.2) lib/sidekiq/processor.rb:220:in `execute_job'

Job args: [{"plan_id"=>"pro_yearly", "batch"=>@@N1@@}]
renewal.rb:47 ->   card_last4 = sub.payment_method[:card][:last4]
"""),
    M("r_csharp_single", "trace", "en", "",
      "SingleAsync finds no stock row for the SKU being reserved",
      r"""
System.InvalidOperationException: Sequence contains no elements
   at System.Linq.ThrowHelper.ThrowNoElementsException()
   at Microsoft.EntityFrameworkCore.Query.ShapedQueryCompilingExpressionVisitor.SingleAsync[TSource](IAsyncEnumerable`1 asyncEnumerable, CancellationToken cancellationToken)
   at Acme.Inventory.Api.Services.StockService.ReserveAsync(Guid skuId, Int32 qty, CancellationToken ct) in /src/Acme.Inventory.Api/Services/StockService.cs:line 58
   at Acme.Inventory.Api.Controllers.ReservationsController.Create(CreateReservationRequest req, CancellationToken ct) in /src/Acme.Inventory.Api/Controllers/ReservationsController.cs:line 34
   at Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)
   at Microsoft.AspNetCore.Mvc.Infrastructure.ControllerActionInvoker.<InvokeActionMethodAsync>g__Awaited|12_0(ControllerActionInvoker invoker, ValueTask`1 actionResultValueTask)
   at Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|7_0(Endpoint endpoint, Task requestTask, ILogger logger)
"""),
    M("r_kotlin_fragment", "trace", "en", "",
      "a coroutine finishes after the fragment is detached and calls requireContext",
      r"""
FATAL EXCEPTION: main
Process: com.acme.shop, PID: 23811
java.lang.IllegalStateException: Fragment ProductDetailFragment{8c1e2a0} (5f0f6c2e-91d3-4f4e-a6a1-1f0e2d3c4b5a) not attached to a context.
	at androidx.fragment.app.Fragment.requireContext(Fragment.java:972)
	at com.acme.shop.product.ProductDetailFragment.showError(ProductDetailFragment.kt:211)
	at com.acme.shop.product.ProductDetailFragment.access$showError(ProductDetailFragment.kt:38)
	at com.acme.shop.product.ProductDetailFragment$loadReviews$1.invokeSuspend(ProductDetailFragment.kt:164)
	at kotlin.coroutines.jvm.internal.BaseContinuationImpl.resumeWith(ContinuationImpl.kt:33)
	at kotlinx.coroutines.DispatchedTask.run(DispatchedTask.kt:108)
	at android.os.Handler.handleCallback(Handler.java:958)
	at android.os.Handler.dispatchMessage(Handler.java:99)
	at android.os.Looper.loop(Looper.java:294)
	at android.app.ActivityThread.main(ActivityThread.java:8177)
"""),
    M("r_swift_nil", "trace", "en", "",
      "applyCoupon force-unwraps an optional that is nil",
      r"""
Incident Identifier: 6A1F09C2-3B7E-4D51-9C0A-@@SHA@@
Hardware Model:      iPhone15,2
Version:             3.8.0 (3801)
OS Version:          iPhone OS 17.5 (21F79)
Exception Type:  EXC_BREAKPOINT (SIGTRAP)
Termination Reason: SIGNAL 5 Trace/BPT trap: 5

Thread 0 Crashed:
0   libswiftCore.dylib      0x00000001a2c4f1a0 _assertionFailure(_:_:file:line:flags:) + 264
1   Acme                    0x0000000100f2a8c4 CartViewModel.applyCoupon(_:) + 1124 (CartViewModel.swift:96)
2   Acme                    0x0000000100f29d10 closure #1 in CartView.body.getter + 212 (CartView.swift:58)
3   SwiftUI                 0x00000001a8e1c2f4 0x1a8c00000 + 2212596
4   SwiftUI                 0x00000001a8e1b8a0 0x1a8c00000 + 2209952

Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value
"""),
    M("r_aiohttp_closed", "trace", "en", "",
      "the notifier posts on an aiohttp session that was already closed",
      r"""
Task exception was never retrieved
future: <Task finished name='Task-214' coro=<Notifier.send() done, defined at /srv/notif/notifier.py:52> exception=RuntimeError('Session is closed')>
Traceback (most recent call last):
  File "/srv/notif/notifier.py", line 61, in send
    async with self.session.post(url, json=payload, timeout=5) as resp:
  File "/srv/venv/lib/python3.12/site-packages/aiohttp/client.py", line 1197, in __aenter__
    self._resp = await self._coro
  File "/srv/venv/lib/python3.12/site-packages/aiohttp/client.py", line 427, in _request
    raise RuntimeError("Session is closed")
RuntimeError: Session is closed
"""),
    M("r_java_oom_kafka", "trace", "en", "",
      "the event batcher keeps growing a byte buffer until the consumer runs out of heap",
      r"""
[2024-04-11 03:12:45,118] ERROR [Consumer clientId=@@SVC@@-1, groupId=@@SVC@@] Unexpected error from consumer poll (com.acme.events.ConsumerLoop)
Exception in thread "kafka-consumer-1" java.lang.OutOfMemoryError: Java heap space
	at java.base/java.util.Arrays.copyOf(Arrays.java:3541)
	at java.base/java.io.ByteArrayOutputStream.ensureCapacity(ByteArrayOutputStream.java:100)
	at java.base/java.io.ByteArrayOutputStream.write(ByteArrayOutputStream.java:132)
	at com.fasterxml.jackson.core.json.UTF8JsonGenerator._flushBuffer(UTF8JsonGenerator.java:2203)
	at com.acme.events.EventBatcher.flush(EventBatcher.java:88)
	at com.acme.events.EventBatcher.add(EventBatcher.java:61)
	at com.acme.events.ConsumerLoop.run(ConsumerLoop.java:45)
	at java.base/java.lang.Thread.run(Thread.java:1583)
"""),
    M("r_node_econnrefused", "trace", "en", "",
      "the app connects to Postgres on 127.0.0.1 inside its container, where nothing listens",
      r"""
node:internal/process/promises:289
            triggerUncaughtException(err, true /* fromPromise */);
            ^

Error: connect ECONNREFUSED 127.0.0.1:5432
    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16)
    at Client._connectionCallback (/app/node_modules/pg/lib/client.js:132:24)
    at Connection.emit (node:events:519:28)
    at Socket.reportStreamError (/app/node_modules/pg/lib/connection.js:57:12) {
  errno: -111,
  code: 'ECONNREFUSED',
  syscall: 'connect',
  address: '127.0.0.1',
  port: 5432
}

Node.js v20.11.1
"""),
    M("r_sqlalchemy_unique", "trace", "en", "",
      "a second active subscription for the same user and plan hits the unique constraint",
      r"""
sqlalchemy.exc.IntegrityError: (psycopg2.errors.UniqueViolation) duplicate key value violates unique constraint "uq_subscriptions_user_id_plan_id"
DETAIL:  Key (user_id, plan_id)=(@@N2@@, 3) already exists.

[SQL: INSERT INTO subscriptions (user_id, plan_id, status, started_at) VALUES (%(user_id)s, %(plan_id)s, %(status)s, %(started_at)s) RETURNING subscriptions.id]
[parameters: {'user_id': @@N2@@, 'plan_id': 3, 'status': 'active', 'started_at': datetime.datetime(2024, 6, 1, 0, 0, 4, 112233)}]
(Background on this error at: https://sqlalche.me/e/20/gkpj)
"""),
    M("r_next_hydration", "trace", "en", "",
      "PriceTag renders a div inside a p and formats a locale-dependent price differently on server and client",
      r"""
Unhandled Runtime Error
Error: Hydration failed because the initial UI does not match what was rendered on the server.

Warning: Expected server HTML to contain a matching <div> in <p>.
    at div
    at p
    at PriceTag (webpack-internal:///./components/PriceTag.tsx:14:11)
    at ProductCard (webpack-internal:///./components/ProductCard.tsx:31:9)
    at ul
    at ProductGrid (webpack-internal:///./components/ProductGrid.tsx:22:5)
    at HomePage (webpack-internal:///./pages/index.tsx:40:3)

Warning: Text content did not match. Server: "1.299,00 €" Client: "€1,299.00"
"""),
    M("r_python_recursion", "trace", "en", "",
      "to_dict recurses between parent and child objects without a cycle guard",
      r"""
Traceback (most recent call last):
  File "/opt/etl/run.py", line 33, in <module>
    main()
  File "/opt/etl/run.py", line 27, in main
    payload = [c.to_dict() for c in categories]
  File "/opt/etl/models.py", line 58, in to_dict
    "children": [ch.to_dict() for ch in self.children],
  File "/opt/etl/models.py", line 59, in to_dict
    "parent": self.parent.to_dict() if self.parent else None,
  File "/opt/etl/models.py", line 58, in to_dict
    "children": [ch.to_dict() for ch in self.children],
  [Previous line repeated 493 more times]
RecursionError: maximum recursion depth exceeded while calling a Python object
"""),
]
