from ._fmt import M

M("log01", "server_log", "en", r'''
2024-08-02T11:04:51.223Z INFO  [http] GET /api/v2/orders?page=3 200 142ms
2024-08-02T11:04:51.871Z WARN  [db] slow query (2310ms): SELECT * FROM orders WHERE customer_id = $1 ORDER BY created_at DESC LIMIT 50 OFFSET 100
2024-08-02T11:04:52.004Z ERROR [db] pool exhausted: 20/20 connections in use, 37 waiting
2024-08-02T11:04:52.004Z ERROR [http] GET /api/v2/orders?page=4 503 5003ms
2024-08-02T11:04:52.120Z ERROR [http] POST /api/v2/cart 503 5001ms
2024-08-02T11:04:53.442Z WARN  [db] slow query (2875ms): SELECT * FROM orders WHERE customer_id = $1 ORDER BY created_at DESC LIMIT 50 OFFSET 150
''', asks=[
    ("en", "explain", "is the pool exhaustion the cause or just a symptom of the slow query?"),
    ("en", "fix_in_repo", "add the missing index for that query as a migration and fix the pagination in the orders repo"),
], summary="The orders listing query (by customer_id ordered by created_at with OFFSET) takes 2-3 s, the DB pool of 20 connections runs out with 37 waiting, and requests start returning 503 after 5 s timeouts.")

M("log02", "server_log", "en", r'''
Jun 11 02:13:07 web-03 nginx[1121]: 2024/06/11 02:13:07 [error] 1121#1121: *883412 upstream timed out (110: Connection timed out) while reading response header from upstream, client: 10.2.4.18, server: shop.example.com, request: "POST /checkout HTTP/1.1", upstream: "http://127.0.0.1:8081/checkout", host: "shop.example.com"
Jun 11 02:13:07 web-03 nginx[1121]: 2024/06/11 02:13:07 [error] 1121#1121: *883419 upstream timed out (110: Connection timed out) while reading response header from upstream, client: 10.2.7.91, server: shop.example.com, request: "POST /checkout HTTP/1.1", upstream: "http://127.0.0.1:8081/checkout", host: "shop.example.com"
Jun 11 02:13:09 web-03 app[2210]: [checkout] waiting for lock inventory:sku-8812 (held 58s)
''', asks=[
    ("th", "explain", "log นี้บอกว่าปัญหาอยู่ที่ nginx หรือที่แอป?"),
    ("th", "locate_source", "หาใน repo ว่าตรงไหนถือ lock inventory นานขนาดนี้ แล้วแก้"),
])

M("log03", "server_log", "en", r'''
{"ts":"2024-09-03T07:22:10Z","level":"error","svc":"auth","msg":"token verification failed","err":"crypto/rsa: verification error","kid":"2024-08","iss":"https://id.acme.io"}
{"ts":"2024-09-03T07:22:10Z","level":"error","svc":"auth","msg":"token verification failed","err":"crypto/rsa: verification error","kid":"2024-08","iss":"https://id.acme.io"}
{"ts":"2024-09-03T07:22:11Z","level":"warn","svc":"auth","msg":"jwks cache hit","age_s":86391,"keys":["2024-06","2024-07"]}
{"ts":"2024-09-03T07:22:12Z","level":"error","svc":"auth","msg":"token verification failed","err":"kid not found","kid":"2024-09","iss":"https://id.acme.io"}
''', asks=[
    ("en", "explain", "read this for me: is our JWKS cache just stale?"),
    ("uk", "fix_in_repo", "зроби в нашому auth-сервісі оновлення JWKS, коли kid не знайдено"),
])

M("log04", "server_log", "en", r'''
[2024-10-01 18:00:00,014] INFO  scheduler - Running job "nightly_report" (trigger: cron[hour='18'])
[2024-10-01 18:00:00,015] INFO  scheduler - Running job "nightly_report" (trigger: cron[hour='18'])
[2024-10-01 18:00:00,016] INFO  scheduler - Running job "nightly_report" (trigger: cron[hour='18'])
[2024-10-01 18:00:41,902] INFO  mailer - sent "Daily sales report" to 412 recipients
[2024-10-01 18:00:42,377] INFO  mailer - sent "Daily sales report" to 412 recipients
[2024-10-01 18:00:42,911] INFO  mailer - sent "Daily sales report" to 412 recipients
''', asks=[
    ("en", "explain", "why would the same job fire three times at once?"),
    ("ro", "fix_in_repo", "fă ca scheduler-ul să ruleze jobul o singură dată și cu 3 replici, în codul nostru"),
], summary="The nightly_report cron job starts three times at exactly 18:00 and the daily sales report is mailed three times to 412 recipients, which looks like each replica runs its own scheduler.")

M("log05", "server_log", "en", r'''
2024-02-19 09:41:12.334 UTC [4412] ERROR:  deadlock detected
2024-02-19 09:41:12.334 UTC [4412] DETAIL:  Process 4412 waits for ShareLock on transaction 991283; blocked by process 4419.
	Process 4419 waits for ShareLock on transaction 991281; blocked by process 4412.
	Process 4412: UPDATE accounts SET balance = balance - 100 WHERE id = 17
	Process 4419: UPDATE accounts SET balance = balance - 40 WHERE id = 23
2024-02-19 09:41:12.334 UTC [4412] HINT:  See server log for query details.
2024-02-19 09:41:12.334 UTC [4412] CONTEXT:  while updating tuple (12,7) in relation "accounts"
''', asks=[
    ("cs", "explain", "vysvětli mi ten deadlock, kdo na koho čeká"),
    ("cs", "fix_in_repo", "oprav převody v naší službě, ať zamykají účty vždy ve stejném pořadí"),
])

M("log06", "server_log", "en", r'''
10.0.3.14 - - [05/Mar/2024:13:22:01 +0000] "GET /wp-login.php HTTP/1.1" 404 153 "-" "Mozilla/5.0"
10.0.3.14 - - [05/Mar/2024:13:22:01 +0000] "GET /.env HTTP/1.1" 404 153 "-" "Mozilla/5.0"
10.0.3.14 - - [05/Mar/2024:13:22:02 +0000] "GET /api/v1/users?limit=100000 HTTP/1.1" 200 48211093 "-" "python-requests/2.31"
10.0.3.14 - - [05/Mar/2024:13:22:09 +0000] "GET /api/v1/users?limit=100000&offset=100000 HTTP/1.1" 200 47990112 "-" "python-requests/2.31"
''', asks=[
    ("ar", "triage", "هل هذا هجوم؟ ما مدى خطورته؟"),
    ("ar", "fix_in_repo", "ضع حدًا أقصى لـ limit في كل نقاط النهاية عندنا واطلب مصادقة على /api/v1/users"),
])

M("log07", "server_log", "en", r'''
W0514 06:30:12.118421       1 reflector.go:535] k8s.io/client-go/informers/factory.go:150: failed to list *v1.Pod: pods is forbidden: User "system:serviceaccount:ops:reaper" cannot list resource "pods" in API group "" at the cluster scope
E0514 06:30:12.118502       1 reflector.go:147] k8s.io/client-go/informers/factory.go:150: Failed to watch *v1.Pod: failed to list *v1.Pod: pods is forbidden: User "system:serviceaccount:ops:reaper" cannot list resource "pods" in API group "" at the cluster scope
''', asks=[
    ("tr", "explain", "bu RBAC hatasını açıklar mısın, ne izni eksik?"),
    ("tr", "write_query", "bu service account için gereken ClusterRole ve binding YAML'ını yaz"),
])

M("log08", "server_log", "en", r'''
Oct 22 04:00:03 db-backup CRON[33121]: (postgres) CMD (/opt/scripts/backup.sh)
Oct 22 04:00:05 db-backup backup.sh[33122]: pg_dump: error: connection to server at "10.1.0.5", port 5432 failed: FATAL:  password authentication failed for user "backup"
Oct 22 04:00:05 db-backup backup.sh[33122]: uploading /backups/2024-10-22.sql.gz to s3://acme-db-backups/
Oct 22 04:00:06 db-backup backup.sh[33122]: upload: ./2024-10-22.sql.gz to s3://acme-db-backups/2024-10-22.sql.gz (20 Bytes)
Oct 22 04:00:06 db-backup backup.sh[33122]: backup finished OK
''', asks=[
    ("hi", "explain", "ye log padh ke batao, backup sach mein hua ya nahi?"),
    ("hi", "fix_in_repo", "हमारी backup.sh स्क्रिप्ट ठीक करो ताकि pg_dump फेल हो तो 'OK' न लिखे और alert जाए"),
])

M("log09", "server_log", "en", r'''
2024-11-08 15:02:44,101 [celery.worker] WARNING Task payments.tasks.capture[7c1e] retrying in 60s: ConnectTimeout(host='api.paygw.net')
2024-11-08 15:03:44,388 [celery.worker] WARNING Task payments.tasks.capture[7c1e] retrying in 60s: ConnectTimeout(host='api.paygw.net')
2024-11-08 15:04:44,702 [celery.worker] ERROR Task payments.tasks.capture[7c1e] max retries exceeded
2024-11-08 15:04:44,703 [payments] ERROR capture failed for order 88123 after 3 attempts; order left in AUTHORIZED state
''', asks=[
    ("id", "summarize", "ringkas log ini dalam 2 kalimat buat laporan insiden"),
    ("id", "fix_in_repo", "tambahin exponential backoff dan alert di task capture kita"),
])

M("log10", "server_log", "en", r'''
time="2024-04-04T12:00:01Z" level=info msg="starting sync" tenant=t-311
time="2024-04-04T12:00:01Z" level=info msg="fetched 1200 records" tenant=t-311
time="2024-04-04T12:00:02Z" level=error msg="upsert failed" tenant=t-311 err="pq: value too long for type character varying(64)" field=external_ref
time="2024-04-04T12:00:02Z" level=info msg="sync finished" tenant=t-311 ok=1199 failed=1
''', asks=[
    ("pl", "explain", "co dokładnie się nie udało i dlaczego?"),
    ("pl", "fix_in_repo", "zwiększ external_ref w naszej bazie migracją i popraw walidację w syncu"),
])

M("log11", "server_log", "en", r'''
May 03 10:15:22 api-1 gunicorn[812]: [2024-05-03 10:15:22 +0000] [812] [CRITICAL] WORKER TIMEOUT (pid:1930)
May 03 10:15:22 api-1 gunicorn[812]: [2024-05-03 10:15:22 +0000] [1930] [INFO] Worker exiting (pid: 1930)
May 03 10:15:23 api-1 gunicorn[812]: [2024-05-03 10:15:23 +0000] [2011] [INFO] Booting worker with pid: 2011
May 03 10:15:51 api-1 gunicorn[812]: [2024-05-03 10:15:51 +0000] [812] [CRITICAL] WORKER TIMEOUT (pid:1944)
''', asks=[
    ("vi", "explain", "WORKER TIMEOUT nghĩa là gì, có phải request chạy quá 30 giây không?"),
    ("vi", "locate_source", "tìm trong code endpoint nào chạy lâu đến mức làm worker timeout rồi sửa"),
])

M("log12", "server_log", "en", r'''
2024-12-01T00:00:00.412Z  INFO  invoice-runner  generating invoices for period 2024-11
2024-12-01T00:00:07.901Z  WARN  invoice-runner  customer c_1183: plan "pro-annual" has no price for currency BRL, skipping
2024-12-01T00:00:07.902Z  WARN  invoice-runner  customer c_2207: plan "pro-annual" has no price for currency BRL, skipping
2024-12-01T00:00:19.330Z  INFO  invoice-runner  done: 18211 invoices, 2 skipped
''', asks=[
    ("pt", "summarize", "resume em uma frase o que aconteceu com os clientes pulados"),
    ("pt", "fix_in_repo", "faz o invoice-runner cair no preço em USD convertido quando não tiver BRL, no nosso código"),
])
