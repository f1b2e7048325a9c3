from ._fmt import M

M("st01", "stack_trace", "en", r'''
Traceback (most recent call last):
  File "/srv/app/worker/tasks.py", line 118, in sync_inventory
    items = fetch_remote_items(store.api_url, since=store.last_sync)
  File "/srv/app/worker/remote.py", line 54, in fetch_remote_items
    data = resp.json()["items"]
KeyError: 'items'
''', asks=[
    ("en", "explain", "so the remote just didn't send items? what else could cause a KeyError there"),
    ("en", "fix_in_repo", "make sync_inventory handle this properly in the worker, log the body and skip"),
], summary="sync_inventory crashes with KeyError: 'items' in worker/remote.py line 54 because the remote API response JSON has no 'items' key, probably an error or empty payload that the code doesn't check for.")

M("st02", "stack_trace", "en", r'''
java.lang.NullPointerException: Cannot invoke "com.acme.billing.Customer.getVatId()" because "customer" is null
	at com.acme.billing.InvoiceService.buildHeader(InvoiceService.java:212)
	at com.acme.billing.InvoiceService.render(InvoiceService.java:148)
	at com.acme.billing.api.InvoiceController.download(InvoiceController.java:61)
	at java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)
	at org.springframework.web.method.support.InvocableHandlerMethod.doInvoke(InvocableHandlerMethod.java:255)
	at org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)
''', asks=[
    ("en", "explain", "which line of ours blows up and why?"),
    ("en", "add_regression_tests", "add a regression test in the billing module for invoices without a customer, then fix it"),
])

M("st03", "stack_trace", "en", r'''
TypeError: Cannot read properties of undefined (reading 'map')
    at OrderList (webpack-internal:///./src/components/OrderList.jsx:23:28)
    at renderWithHooks (webpack-internal:///./node_modules/react-dom/cjs/react-dom.development.js:16305:18)
    at mountIndeterminateComponent (webpack-internal:///./node_modules/react-dom/cjs/react-dom.development.js:20074:13)
    at beginWork (webpack-internal:///./node_modules/react-dom/cjs/react-dom.development.js:21587:16)
''', asks=[
    ("hi", "explain", "ye error kyu aa raha hai samjha do simple mein"),
    ("hi", "fix_in_repo", "OrderList wala crash hamare frontend mein fix kar do, loading state bhi handle karna"),
])

M("st04", "stack_trace", "en", r'''
panic: runtime error: invalid memory address or nil pointer dereference
[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x7a3f1e]

goroutine 412 [running]:
github.com/acme/notify/internal/push.(*Client).Send(0x0, {0xc0004a2000, 0x1c}, 0xc000512b40)
	/src/internal/push/client.go:93 +0x3e
github.com/acme/notify/internal/worker.(*Dispatcher).handle(0xc00012a0f0, {0xb1e4a0, 0xc0003f1e00})
	/src/internal/worker/dispatcher.go:141 +0x2c5
created by github.com/acme/notify/internal/worker.(*Dispatcher).Run in goroutine 1
	/src/internal/worker/dispatcher.go:77 +0x14b
''', asks=[
    ("en", "explain", "the receiver is 0x0 right? explain what that means"),
    ("tr", "fix_in_repo", "bu panic'i notify servisinde düzelt, push client nil kalıyor bir yerde"),
])

M("st05", "stack_trace", "en", r'''
Unhandled exception. System.InvalidOperationException: Sequence contains no elements
   at System.Linq.ThrowHelper.ThrowNoElementsException()
   at System.Linq.Enumerable.First[TSource](IEnumerable`1 source)
   at Warehouse.Services.StockAllocator.PickBin(Sku sku) in /src/Warehouse/Services/StockAllocator.cs:line 88
   at Warehouse.Services.StockAllocator.Allocate(Order order) in /src/Warehouse/Services/StockAllocator.cs:line 41
   at Warehouse.Jobs.AllocationJob.Execute(IJobExecutionContext ctx) in /src/Warehouse/Jobs/AllocationJob.cs:line 29
''', asks=[
    ("nl", "explain", "wat betekent 'Sequence contains no elements' hier precies?"),
    ("nl", "fix_in_repo", "fix PickBin in onze warehouse-code zodat een sku zonder bin netjes afgehandeld wordt"),
])

M("st06", "stack_trace", "en", r'''
Fatal error: Uncaught PDOException: SQLSTATE[23000]: Integrity constraint violation: 1062 Duplicate entry 'ana@example.com' for key 'users.users_email_unique' in /var/www/html/app/Repositories/UserRepository.php:57
Stack trace:
#0 /var/www/html/app/Repositories/UserRepository.php(57): PDOStatement->execute(Array)
#1 /var/www/html/app/Services/SignupService.php(33): App\Repositories\UserRepository->create(Array)
#2 /var/www/html/app/Http/Controllers/SignupController.php(24): App\Services\SignupService->register(Array)
#3 {main}
  thrown in /var/www/html/app/Repositories/UserRepository.php on line 57
''', asks=[
    ("pt", "explain", "me explica esse erro, o usuário tentou se cadastrar duas vezes?"),
    ("pt", "fix_in_repo", "trata isso no nosso fluxo de cadastro pra devolver 409 em vez de erro fatal"),
])

M("st07", "stack_trace", "en", r'''
Exception in thread "kafka-consumer-3" org.apache.kafka.common.errors.SerializationException: Error deserializing key/value for partition orders-7 at offset 1182734. If needed, please seek past the record to continue consumption.
Caused by: com.fasterxml.jackson.databind.exc.InvalidFormatException: Cannot deserialize value of type `java.time.Instant` from String "2024-03-10 14:22:05": Failed to deserialize java.time.Instant
 at [Source: (byte[])"{"id":"o-99812","createdAt":"2024-03-10 14:22:05","total":42.5}"; line: 1, column: 44]
''', asks=[
    ("ro", "explain", "de ce nu poate deserializa data? explică"),
    ("ro", "fix_in_repo", "fă consumer-ul nostru să accepte și formatul ăsta de dată și să nu se blocheze pe partiție"),
])

M("st08", "stack_trace", "en", r'''
Error: ENOENT: no such file or directory, open '/app/dist/templates/invoice.hbs'
    at Object.openSync (node:fs:601:3)
    at Object.readFileSync (node:fs:469:35)
    at loadTemplate (/app/dist/mailer/render.js:12:27)
    at sendInvoiceEmail (/app/dist/mailer/index.js:44:20)
    at processTicksAndRejections (node:internal/process/task_queues:95:5) {
  errno: -2,
  syscall: 'open',
  code: 'ENOENT',
  path: '/app/dist/templates/invoice.hbs'
}
''', asks=[
    ("id", "explain", "kenapa file template-nya nggak ada di dist? jelasin"),
    ("id", "fix_in_repo", "benerin build kita biar folder templates ikut ke-copy ke dist"),
])

M("st09", "stack_trace", "en", r'''
Fatal Exception: NSInvalidArgumentException
-[__NSCFNumber length]: unrecognized selector sent to instance 0x8000000000000000
0  CoreFoundation    0x1a2b3c4d0 __exceptionPreprocess + 164
1  libobjc.A.dylib   0x1a2b1e8b8 objc_exception_throw + 60
2  CoreFoundation    0x1a2c4a0f0 -[NSObject(NSObject) doesNotRecognizeSelector:] + 136
3  ShopApp           0x100d3e21c ProfileHeaderView.configure(with:) + 212 (ProfileHeaderView.swift:48)
4  ShopApp           0x100d3d9a0 ProfileViewController.viewDidLoad() + 380 (ProfileViewController.swift:71)
''', asks=[
    ("ja", "explain", "このクラッシュの意味を教えて。数値を文字列として扱ってる？"),
    ("ja", "fix_in_repo", "iOSアプリのProfileHeaderViewを直して、APIが数値を返しても落ちないようにして"),
])

M("st10", "stack_trace", "en", r'''
RecursionError: maximum recursion depth exceeded while calling a Python object
  File "/opt/svc/catalog/tree.py", line 31, in ancestors
    return [node.parent] + ancestors(node.parent)
  File "/opt/svc/catalog/tree.py", line 31, in ancestors
    return [node.parent] + ancestors(node.parent)
  File "/opt/svc/catalog/tree.py", line 31, in ancestors
    return [node.parent] + ancestors(node.parent)
  [Previous line repeated 993 more times]
''', asks=[
    ("cs", "explain", "znamená to, že je v kategoriích cyklus? vysvětli"),
    ("cs", "fix_in_repo", "oprav ancestors v katalogu, ať to zvládne cyklus, a přidej test do sady"),
])

M("st11", "stack_trace", "en", r'''
thread 'tokio-runtime-worker' panicked at src/handlers/upload.rs:64:41:
called `Result::unwrap()` on an `Err` value: Os { code: 28, kind: StorageFull, message: "No space left on device" }
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace
''', asks=[
    ("vi", "explain", "lỗi này là do code hay do server hết dung lượng?"),
    ("vi", "fix_in_repo", "bỏ unwrap trong handler upload của repo, trả 507 cho client thay vì panic"),
])

M("st12", "stack_trace", "en", r'''
django.db.utils.OperationalError: could not serialize access due to concurrent update

  File "/app/orders/views.py", line 203, in checkout
    with transaction.atomic():
  File "/app/orders/services.py", line 77, in reserve_stock
    Product.objects.filter(pk=item.product_id).update(stock=F("stock") - item.qty)
''', asks=[
    ("fa", "explain", "این خطای serialize یعنی چی؟ ربطی به isolation level داره؟"),
    ("fa", "fix_in_repo", "توی checkout ما retry درست کن برای این خطا"),
])

M("st13", "stack_trace", "en", r'''
E/AndroidRuntime: FATAL EXCEPTION: main
    Process: id.tokoku.app, PID: 18233
    java.lang.IllegalStateException: Fragment ProductDetailFragment{8f1c2} not attached to a context.
        at androidx.fragment.app.Fragment.requireContext(Fragment.java:972)
        at id.tokoku.app.product.ProductDetailFragment.showToast(ProductDetailFragment.kt:211)
        at id.tokoku.app.product.ProductDetailFragment.access$showToast(ProductDetailFragment.kt:38)
        at id.tokoku.app.product.ProductDetailFragment$onAddToCart$1.invokeSuspend(ProductDetailFragment.kt:164)
''', asks=[
    ("id", "explain", "crash ini kejadian kapan? pas user keluar dari halaman sebelum request selesai?"),
    ("id", "fix_in_repo", "tolong fix crash ini di app android kita, pakai viewLifecycleOwner"),
])

M("st14", "stack_trace", "en", r'''
Traceback (most recent call last):
  File "/home/deploy/etl/run.py", line 22, in <module>
    main()
  File "/home/deploy/etl/run.py", line 17, in main
    df = load_partner_csv(path)
  File "/home/deploy/etl/loaders.py", line 40, in load_partner_csv
    return pd.read_csv(path, sep=";", encoding="utf-8")
UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9 in position 1184: invalid continuation byte
''', asks=[
    ("fr", "explain", "0xe9 c'est un é en latin-1 non ? explique-moi l'erreur"),
    ("fr", "fix_in_repo", "corrige le loader de l'ETL pour gérer les CSV partenaires en latin-1"),
])
