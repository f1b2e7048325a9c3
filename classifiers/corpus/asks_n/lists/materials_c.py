"""Pasted material, part C: chat threads, customer emails, diffs, config files,
PR descriptions, log excerpts, single functions and schemas."""

from .materials_a import M

MATERIALS = [
    # ---------------------------------------------------------------- threads
    M("s_refund_currency", "thread", "en", None,
      "refunds fail because the new replica-based order lookup returns a null currency; the team agreed on a fallback but nobody is free to do it",
      r"""
#payments-oncall
@@NAME@@  09:41  refunds to cards from one of the Dutch banks keep failing with "currency_mismatch", started ~2h ago
@@NAME2@@  09:43  looked at a couple, we send the amount in cents but currency comes back as null from the new order lookup
@@NAME@@  09:44  the one we shipped yesterday? the lookup that reads from the replica?
@@NAME2@@  09:47  yes. the replica view doesn't have the currency column yet. either add it to the view or fall back to the order's original currency
@@NAME@@  09:48  fallback seems safer for today. who can pick it up? I'm in interviews till 2
@@NAME2@@  09:49  not me, I'm on the ledger migration
"""),
    M("s_flaky_sleep", "thread", "en", None,
      "a calendar sync test is flaky because it sleeps waiting for a webhook, and several other tests use the same trick",
      r"""
@@NAME@@: is anyone else seeing test_sync_calendar fail randomly on main?
@@NAME2@@: yep, like 1 in 5 runs. it's the one that sleeps 100ms waiting for the webhook
@@NAME@@: classic. we should fake the clock instead
@@NAME2@@: there are like 6 other tests doing the same sleep trick in that folder
@@NAME@@: ok someone should clean all of them up, it's blocking merges
@@NAME2@@: +1, I'd rather not just add retries
"""),
    M("s_tracking_pt", "thread", "pt", None,
      "the tracking endpoint times out for big orders because it calls the carrier once per item in series; the team wants batching and a cache",
      r"""
[Teams] Canal: squad-pedidos
@@NAME@@ 10:12: pessoal, o endpoint de rastreio está retornando 504 pra pedidos com mais de 30 itens
@@NAME2@@ 10:15: vi aqui, ele faz uma chamada à transportadora por item, em série 😅
@@NAME@@ 10:16: dá pra agrupar? a API deles aceita até 50 códigos por chamada
@@NAME2@@ 10:18: aceita sim. e dava pra cachear por 10 min também
@@NAME@@ 10:19: fechou. alguém pega isso hoje? o cliente grande abriu chamado
"""),
    M("s_darkmode_ja", "thread", "ja", None,
      "a purchase dialog hard-codes text colours so it is unreadable in Android dark mode; other screens probably do the same",
      r"""
#mobile-dev
@@NAME@@ 14:02 Android のダークモードで、購入確認ダイアログの文字が黒背景に黒で読めないって問い合わせが来てます
@@NAME2@@ 14:05 あー、ダイアログだけテーマ属性じゃなくて色をハードコードしてるかも
@@NAME@@ 14:06 他の画面にも同じパターンありそう。まとめて直したいですね
@@NAME2@@ 14:07 次のリリース（金曜）に入れたいです。誰か対応できますか？
"""),
    M("s_cookie_loop_hi", "thread", "hi", None,
      "a cookie domain change causes a login redirect loop on staging; the session and CSRF cookie domains need to go back to the parent domain",
      r"""
#backend
@@NAME@@: bhai staging pe login ke baad user ko wapas login page pe bhej raha hai, loop ho raha hai
@@NAME2@@: cookie domain change kiya tha kal, .acme.dev se app.acme.dev
@@NAME@@: haan wahi hoga, session cookie ab api subdomain pe nahi ja rahi
@@NAME2@@: config mein SESSION_COOKIE_DOMAIN wapas parent domain pe karna padega, aur CSRF wala bhi
@@NAME@@: koi isko aaj fix kar sakta hai? QA blocked hai
"""),
    M("s_wal_disk_tr", "thread", "tr", None,
      "Postgres disk fills with WAL because an inactive replication slot from a decommissioned replica is still there, and there is no alert for it",
      r"""
#altyapi
@@NAME@@: arkadaşlar prod'da disk doluluk alarmı geldi, db-02'de /var/lib/postgresql %91
@@NAME2@@: WAL dosyaları birikiyor, replication slot'lardan biri aktif değil galiba
@@NAME@@: eski analytics replikasının slot'u duruyor olabilir, o makineyi geçen hafta kapattık
@@NAME2@@: slot'u düşürmek lazım ama önce emin olalım. ayrıca bunun için alarm da yok, eklemek gerek
"""),
    M("s_sap_export_de", "thread", "de", None,
      "the nightly SAP export fails on retry because the file already exists on SFTP; overwriting was approved",
      r"""
@@NAME@@: Kurze Info: der nächtliche Export nach SAP ist heute wieder abgebrochen, Fehler "Datei bereits vorhanden" auf dem SFTP.
@@NAME2@@: Der Job schreibt immer export_JJJJMMTT.csv, und wenn er nach einem Retry nochmal läuft, kracht's.
@@NAME@@: Können wir nicht einfach überschreiben oder eine Laufnummer anhängen?
@@NAME2@@: SAP holt nur Dateien mit genau dem Muster ab. Überschreiben ist ok, hat der Fachbereich bestätigt.
@@NAME@@: Gut, dann so. Wer macht's?
"""),
    M("s_moment_es", "thread", "es", None,
      "the team decided to replace moment.js with date-fns in all four frontends before the end of the sprint",
      r"""
#plataforma
@@NAME@@: resumen de la reunión: dejamos de usar moment.js, pasamos a date-fns
@@NAME2@@: ¿en todos los frontends o solo en el panel?
@@NAME@@: en todos, son 4 repos. el bundle del panel pesa 300 KB solo por moment + locales
@@NAME2@@: ojo que en facturación se usa moment-timezone para los cierres de mes
@@NAME@@: ahí usamos date-fns-tz. la idea es tenerlo antes del fin del sprint
"""),
    M("s_ru_cache", "thread", "ru", None,
      "product prices are stale for an hour after an update because the cache is not invalidated; the team agreed to invalidate on the update event",
      r"""
#каталог
@@NAME@@: после изменения цены в админке сайт ещё час показывает старую цену
@@NAME2@@: кэш карточки товара живёт 60 минут, инвалидации при обновлении нет
@@NAME@@: можно повесить сброс кэша на событие product.updated, оно уже публикуется в Kafka
@@NAME2@@: да, так и сделаем. только надо не забыть про мобильное API, у него свой кэш
@@NAME@@: кто возьмёт? маркетинг завтра запускает акцию
"""),

    # ----------------------------------------------------------------- emails
    M("e_double_charge", "email", "en", None,
      "a customer was charged twice for one order after the payment page hung, wants a refund and a guarantee",
      r"""
From: @@NAME@@
Subject: Charged twice AGAIN

Hi,

This is the second time this month your app has charged my card twice for one order (#@@N2@@). I have screenshots of both transactions, same amount, same minute. I clicked the Pay button once and the page just hung, so I'm not sure what happened.

I want a refund for the duplicate and I want to know this won't happen again, otherwise I'm cancelling my subscription.
"""),
    M("e_fec_export_fr", "email", "fr", None,
      "an accounting firm says the FEC export since Tuesday uses dots instead of commas and ISO dates instead of YYYYMMDD",
      r"""
Objet : Export comptable inutilisable depuis la mise à jour

Bonjour,

Depuis votre mise à jour de mardi, l'export comptable (format FEC) que nous importons dans notre logiciel est refusé : notre expert-comptable nous indique que les montants ont un point au lieu d'une virgule et que la colonne "EcritureDate" est au format 2024-05-02 au lieu de 20240502.

Nous avons une clôture à faire avant la fin du mois, pourriez-vous corriger cela rapidement ?

Cordialement,
@@NAME@@, cabinet Durand & Associés
"""),
    M("e_google_login_es", "email", "es", None,
      "a user on Safari for iPhone cannot sign in with Google since yesterday; password login works",
      r"""
Asunto: No puedo entrar con mi cuenta de Google

Hola:

Desde ayer, cuando intento iniciar sesión con "Continuar con Google", me devuelve a la pantalla de inicio sin hacer nada. Con el correo y la contraseña sí entro. Uso Safari en un iPhone. Mis compañeros con Android no tienen problema.

¿Me pueden ayudar? Gracias,
@@NAME@@
"""),
    M("e_umlaut_pdf_de", "email", "de", None,
      "invoice PDFs since June drop all umlauts and the customer wants corrected invoices re-issued",
      r"""
Betreff: Rechnung PDF fehlerhaft – Umlaute fehlen

Sehr geehrte Damen und Herren,

in den Rechnungs-PDFs, die wir seit Juni von Ihrem System erhalten, fehlen alle Umlaute: aus "Müller GmbH" wird "Mller GmbH", aus "Straße" wird "Strae". Unsere Buchhaltung kann diese Rechnungen so nicht verbuchen.

Bitte um kurzfristige Korrektur und Neuausstellung der Rechnungen Nr. @@N1@@ bis @@N2@@.

Mit freundlichen Grüßen
@@NAME@@
"""),
    M("e_slow_morning_it", "email", "it", None,
      "a retail chain says the ordering app is unusably slow every morning between 8:30 and 9:15",
      r"""
Oggetto: App lentissima la mattina

Buongiorno,

ogni mattina tra le 8:30 e le 9:15 la vostra app per gli ordini è praticamente inutilizzabile: il caricamento del catalogo impiega più di 30 secondi e spesso va in errore. Dopo le 9:30 funziona tutto normalmente. Siamo una rete di 40 punti vendita e gli ordini si fanno proprio a quell'ora.

Potete verificare?

@@NAME@@ – Responsabile acquisti
"""),
    M("e_api_500_nl", "email", "nl", None,
      "a partner gets HTTP 500 from POST /v1/orders whenever an order has a discount code",
      r"""
Onderwerp: API geeft 500 bij bestellingen met een kortingscode

Hallo,

Sinds gisteren krijgen we via de API (POST /v1/orders) een 500 Internal Server Error zodra een bestelling een kortingscode bevat. Zonder kortingscode werkt alles. Request-ID van een mislukte call: @@SHA@@-@@N1@@.

Onze webshop draait op jullie koppeling, dus dit kost ons omzet. Kunnen jullie dit met spoed oppakken?

Groet,
@@NAME@@
"""),
    M("e_csv_import_ja", "email", "ja", None,
      "a customer's Excel-saved CSV is now rejected as an invalid encoding on import, it used to work",
      r"""
件名：CSVインポート時のエラーについて

いつもお世話になっております。株式会社サンプルの@@NAME@@です。

本日、顧客リストのCSVをインポートしようとしたところ、「3行目：不正な文字コードです」というエラーが表示され、取り込みができませんでした。ファイルはExcelで保存したもので、以前は問題なく取り込めていました。

お手数ですがご確認いただけますでしょうか。
よろしくお願いいたします。
"""),
    M("e_webhook_en", "email", "en", None,
      "an integrator says webhook signatures stopped validating after the key rotation announced last week",
      r"""
Subject: Webhook signature verification failing since Monday

Hello team,

Since Monday every webhook you send us fails our HMAC check. We verify with the secret from the dashboard exactly as your docs describe (sha256 over the raw body, hex digest in X-Signature). Nothing changed on our side; your status page mentions a "signing key rotation" last week.

Could you confirm whether the signature format changed, and fix it if it is on your side? We're currently accepting unsigned webhooks, which our security team is not happy about.

Best,
@@NAME@@ (Integrations lead)
"""),

    # ------------------------------------------------------------------ diffs
    M("d_py_retry", "diff", "en", "diff",
      "the diff adds a requests session with urllib3 retries for GET calls to the geo client",
      r"""
diff --git a/app/clients/geo.py b/app/clients/geo.py
index 3f1c2aa..8b0d9e1 100644
--- a/app/clients/geo.py
+++ b/app/clients/geo.py
@@ -1,10 +1,19 @@
 import requests
+from requests.adapters import HTTPAdapter
+from urllib3.util.retry import Retry
 
 BASE_URL = "https://geo.internal/api/v2"
 
+_session = requests.Session()
+_session.mount("https://", HTTPAdapter(max_retries=Retry(
+    total=3, backoff_factor=0.5, status_forcelist=(502, 503, 504),
+    allowed_methods=("GET",),
+)))
+
 
 def lookup(postcode: str, country: str) -> dict:
-    resp = requests.get(f"{BASE_URL}/lookup", params={"pc": postcode, "cc": country}, timeout=5)
+    resp = _session.get(f"{BASE_URL}/lookup", params={"pc": postcode, "cc": country}, timeout=5)
     resp.raise_for_status()
     return resp.json()
"""),
    M("d_js_datefns", "diff", "en", "diff",
      "the diff replaces moment with date-fns in formatDate",
      r"""
--- a/src/utils/formatDate.js
+++ b/src/utils/formatDate.js
@@ -1,8 +1,12 @@
-import moment from 'moment';
+import { format, parseISO } from 'date-fns';
+import { de, enGB, fr } from 'date-fns/locale';
+
+const LOCALES = { de, fr, en: enGB };
 
 export function formatDate(iso, locale = 'en') {
-  return moment(iso).locale(locale).format('LL');
+  return format(parseISO(iso), 'PPP', { locale: LOCALES[locale] ?? enGB });
 }
"""),
    M("d_go_ctx", "diff", "en", "diff",
      "the diff threads the worker context through fetch and handle and adds a per-message timeout",
      r"""
diff --git a/internal/worker/worker.go b/internal/worker/worker.go
index 91ab2c0..c44e7d1 100644
--- a/internal/worker/worker.go
+++ b/internal/worker/worker.go
@@ -80,12 +80,17 @@ func (w *Worker) Run(ctx context.Context) error {
 	for {
-		msg, err := w.reader.FetchMessage(context.Background())
+		msg, err := w.reader.FetchMessage(ctx)
 		if err != nil {
+			if errors.Is(err, context.Canceled) {
+				return nil
+			}
 			return fmt.Errorf("fetch: %w", err)
 		}
-		w.handle(context.Background(), msg)
+		hctx, cancel := context.WithTimeout(ctx, w.cfg.HandleTimeout)
+		w.handle(hctx, msg)
+		cancel()
 		if err := w.reader.CommitMessages(ctx, msg); err != nil {
 			return fmt.Errorf("commit: %w", err)
 		}
"""),
    M("d_sql_segment", "diff", "en", "diff",
      "the migration adds a non-null customer segment column backfilled from employee counts, plus an index",
      r"""
--- /dev/null
+++ b/db/migrations/20240612_add_customer_segments.sql
@@ -0,0 +1,6 @@
+ALTER TABLE customers ADD COLUMN segment VARCHAR(32);
+UPDATE customers SET segment = 'smb' WHERE employees < 50;
+UPDATE customers SET segment = 'enterprise' WHERE employees >= 50;
+ALTER TABLE customers ALTER COLUMN segment SET NOT NULL;
+CREATE INDEX idx_customers_segment ON customers(segment);
+COMMENT ON COLUMN customers.segment IS 'smb | enterprise, derived from employees';
"""),
    M("d_tf_lambda", "diff", "en", "diff",
      "the diff moves the thumbnail lambda to Node 20 on arm64 with more memory",
      r"""
--- a/infra/lambda.tf
+++ b/infra/lambda.tf
@@ -1,9 +1,10 @@
 resource "aws_lambda_function" "thumbnailer" {
   function_name = "thumbnailer-${var.env}"
-  runtime       = "nodejs16.x"
-  memory_size   = 512
+  runtime       = "nodejs20.x"
+  memory_size   = 1024
+  architectures = ["arm64"]
   timeout       = 30
   handler       = "index.handler"
   role          = aws_iam_role.thumbnailer.arn
   filename      = data.archive_file.thumbnailer.output_path
"""),
    M("d_java_invoice", "diff", "en", "diff",
      "the diff makes findForCustomer throw not-found when the invoice belongs to another customer",
      r"""
@@ -40,7 +40,11 @@ public class InvoiceService {
     public Invoice findForCustomer(long customerId, long invoiceId) {
-        return repo.findById(invoiceId).orElseThrow();
+        Invoice inv = repo.findById(invoiceId)
+            .orElseThrow(() -> new InvoiceNotFoundException(invoiceId));
+        if (inv.getCustomerId() != customerId) {
+            throw new InvoiceNotFoundException(invoiceId);
+        }
+        return inv;
     }
"""),
    M("d_rust_config", "diff", "en", "diff",
      "the diff gives the listen address a default and adds an optional TLS section to the config",
      r"""
--- a/src/config.rs
+++ b/src/config.rs
@@ -10,9 +10,15 @@
 #[derive(Debug, Deserialize)]
 pub struct Config {
-    pub listen: String,
+    #[serde(default = "default_listen")]
+    pub listen: String,
     pub workers: usize,
+    #[serde(default)]
+    pub tls: Option<TlsConfig>,
 }
+
+fn default_listen() -> String {
+    "0.0.0.0:8080".into()
+}
"""),
    M("d_vue_header", "diff", "en", "diff",
      "the diff swaps the logo for an SVG with alt text and sizes and labels the main nav",
      r"""
--- a/src/components/Header.vue
+++ b/src/components/Header.vue
@@ -2,8 +2,8 @@
 <template>
   <header class="site-header">
-    <img src="/logo.png" class="logo">
-    <nav class="nav">
+    <img src="/logo.svg" class="logo" alt="Acme" width="120" height="32">
+    <nav class="nav" aria-label="Main">
       <RouterLink to="/">Home</RouterLink>
       <RouterLink to="/pricing">Pricing</RouterLink>
     </nav>
@@ -20,6 +20,7 @@
 .logo {
-  height: 40px;
+  height: 32px;
+  width: auto;
 }
"""),

    # ---------------------------------------------------------------- configs
    M("g_compose", "config", "en", "yaml",
      "the compose file points the API at localhost for Postgres instead of the db service",
      r"""
services:
  api:
    build: .
    ports:
      - "8000:8000"
    environment:
      DATABASE_URL: postgres://app:app@localhost:5432/app
      REDIS_URL: redis://redis:6379/0
    depends_on:
      - db
  db:
    image: postgres:16
    environment:
      POSTGRES_USER: app
      POSTGRES_PASSWORD: app
    volumes:
      - pgdata:/var/lib/postgresql/data
  redis:
    image: redis:7-alpine
volumes:
  pgdata:
"""),
    M("g_k8s_probes", "config", "en", "yaml",
      "the deployment's liveness probe fires after 2 seconds with a failure threshold of 1, so slow starts get killed",
      r"""
apiVersion: apps/v1
kind: Deployment
metadata:
  name: @@SVC@@
spec:
  replicas: 3
  selector:
    matchLabels: { app: @@SVC@@ }
  template:
    metadata:
      labels: { app: @@SVC@@ }
    spec:
      containers:
        - name: app
          image: registry.acme.io/@@SVC@@:1.14.2
          ports:
            - containerPort: 8080
          resources:
            requests: { cpu: 100m, memory: 128Mi }
            limits: { memory: 256Mi }
          readinessProbe:
            httpGet: { path: /healthz, port: 8080 }
            initialDelaySeconds: 2
          livenessProbe:
            httpGet: { path: /healthz, port: 8080 }
            initialDelaySeconds: 2
            failureThreshold: 1
"""),
    M("g_gha_workflow", "config", "en", "yaml",
      "the workflow deploys on main without waiting for the test job and uses long-lived AWS keys",
      r"""
name: ci
on: [push]
jobs:
  test:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        python: ["3.10", "3.11", "3.12"]
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-python@v5
        with:
          python-version: ${{ matrix.python }}
      - run: pip install -r requirements-dev.txt
      - run: pytest -q
  deploy:
    runs-on: ubuntu-latest
    if: github.ref == 'refs/heads/main'
    steps:
      - uses: actions/checkout@v4
      - run: ./scripts/deploy.sh
        env:
          AWS_ACCESS_KEY_ID: ${{ secrets.AWS_ACCESS_KEY_ID }}
          AWS_SECRET_ACCESS_KEY: ${{ secrets.AWS_SECRET_ACCESS_KEY }}
"""),
    M("g_nginx", "config", "en", "nginx",
      "the nginx websocket location lacks the Upgrade and Connection headers",
      r"""
upstream api_upstream {
    server 10.2.8.31:8000;
    server 10.2.8.32:8000;
}

server {
    listen 443 ssl http2;
    server_name app.acme.io;
    client_max_body_size 10m;

    location /api/ {
        proxy_pass http://api_upstream/;
        proxy_read_timeout 60s;
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }

    location /ws/ {
        proxy_pass http://api_upstream;
    }

    location / {
        root /srv/www;
        try_files $uri /index.html;
    }
}
"""),
    M("g_spring_yml", "config", "en", "yaml",
      "the Spring datasource pool is tiny with a long connection timeout and SQL logging on in prod",
      r"""
spring:
  datasource:
    url: jdbc:postgresql://db.internal:5432/orders
    username: orders
    password: ${DB_PASSWORD}
    hikari:
      maximum-pool-size: 5
      connection-timeout: 60000
      idle-timeout: 600000
  jpa:
    open-in-view: true
    show-sql: true
    hibernate:
      ddl-auto: update
server:
  tomcat:
    threads:
      max: 200
"""),
    M("g_tsconfig", "config", "en", "json",
      "the tsconfig has strict off, an old target and path aliases",
      r"""
{
  "compilerOptions": {
    "target": "es2017",
    "module": "esnext",
    "moduleResolution": "node",
    "jsx": "react-jsx",
    "strict": false,
    "noImplicitAny": false,
    "skipLibCheck": true,
    "esModuleInterop": true,
    "baseUrl": ".",
    "paths": {
      "@/*": ["src/*"],
      "@ui/*": ["packages/ui/src/*"]
    }
  },
  "include": ["src", "packages/*/src"],
  "exclude": ["node_modules", "dist"]
}
"""),
    M("g_gitlab_ci", "config", "en", "yaml",
      "the GitLab pipeline installs dependencies in every job with no cache and runs everything sequentially",
      r"""
stages: [install, lint, test, build]

install:
  stage: install
  image: node:20
  script:
    - npm ci

lint:
  stage: lint
  image: node:20
  script:
    - npm ci
    - npm run lint

test:
  stage: test
  image: node:20
  script:
    - npm ci
    - npm test -- --runInBand

build:
  stage: build
  image: node:20
  script:
    - npm ci
    - npm run build
  artifacts:
    paths: [dist/]
"""),

    # ---------------------------------------------------------------------- PRs
    M("p_auth_v3", "pr", "en", None,
      "a half-finished PR migrating to auth-client v3 whose author is going on leave; two services, async call sites and test fixtures remain",
      r"""
## WIP: migrate to auth-client v3 (@@PR@@)
Author: @@NAME@@ (on parental leave from Monday)

auth-client v2 is EOL at the end of the quarter. v3 replaces `AuthClient.verify(token)` with `verifier.verify(token, audience=...)` and drops sync support.

Done
- [x] bumped the dependency in @@SVC@@
- [x] ported the middleware in @@SVC@@

Still to do
- [ ] notif-worker and reports-api still call the old API
- [ ] async call sites in the admin scripts
- [ ] integration tests are red because the fixtures mint v2 tokens
- [ ] remove the compatibility shim once everything is ported
"""),
    M("p_renovate_next", "pr", "en", None,
      "a Renovate PR bumps Next.js 13 to 14 and the build and e2e checks fail",
      r"""
Renovate: Update dependency next to v14 (major) @@PR@@

This PR contains the following updates:

| Package | Change | Age | Confidence |
|---|---|---|---|
| next | `13.5.6` -> `14.2.3` | 3 months | high |

Release notes (excerpt)
- Minimum Node.js version is now 18.17
- `next export` has been removed in favour of `output: 'export'` in next.config.js
- `ImageResponse` moved from `next/server` to `next/og`

Checks: 2 failing (build, e2e), 6 passing
Schedule: "before 6am on monday"
"""),
    M("p_darkmode_es", "pr", "es", None,
      "a dark mode PR for the admin panel with charts, badge contrast and screenshots still pending and conflicts with main",
      r"""
## Modo oscuro en el panel de administración (@@PR@@)
Autor: @@NAME@@

Qué hace
- Añade un selector claro/oscuro/sistema en el menú de usuario
- Variables CSS para colores en `src/styles/theme.ts`
- Persiste la preferencia en localStorage

Pendiente
- Los gráficos (Chart.js) siguen con colores fijos
- Revisar contraste de los badges de estado (AA)
- Capturas para el PR

⚠ Este PR tiene conflictos con main en `src/styles/theme.ts` y `src/components/Sidebar.tsx`.
"""),
    M("p_lock_zh", "pr", "zh", None,
      "a PR adds a Redis distributed lock to stop double stock deduction; load testing, rollback plan and cluster key prefixes remain",
      r"""
## 【@@PR@@】订单服务接入分布式锁，防止重复扣库存
作者：@@NAME@@

背景：大促期间同一订单偶发被扣两次库存。

改动：
- 新增 `RedisLock` 工具类（SET NX PX + Lua 释放）
- `StockService.deduct()` 按 skuId 加锁，超时 3 秒
- 单元测试覆盖加锁失败场景

待办：
- [ ] 压测（目标 2000 TPS）
- [ ] 回滚方案
- [ ] Redis 集群模式下 key 需要 hash tag 前缀
"""),
    M("p_stale_otel", "pr", "en", None,
      "a five-month-old tracing PR with conflicts; the reviewer approved pending a rebase and a switch to otelhttp",
      r"""
@@PR@@ Add OpenTelemetry tracing to the HTTP layer
Opened 5 months ago by @@NAME@@ · 14 commits · +612 −88

This branch has conflicts that must be resolved:
  go.mod
  internal/httpapi/router.go

Last review (@@NAME2@@, 3 months ago): "LGTM once rebased, and please switch to the otelhttp middleware instead of the hand-rolled one. Also the sampler should come from config, not be hardcoded to AlwaysSample."
"""),
    M("p_ko_feature", "pr", "ko", None,
      "a PR adds coupon stacking rules; admin UI and migration for existing coupons are still to do",
      r"""
## 쿠폰 중복 적용 규칙 추가 (@@PR@@)
작성자: @@NAME@@

변경 사항
- `CouponPolicy`에 `stackable` 필드 추가
- 결제 시 중복 적용 가능 쿠폰만 합산하도록 `DiscountCalculator` 수정

남은 작업
- [ ] 관리자 화면에서 stackable 설정 UI
- [ ] 기존 쿠폰 데이터 마이그레이션 (기본값 false)
- [ ] 통합 테스트
"""),

    # ------------------------------------------------------------------- logs
    M("l_nginx_502", "log", "en", "",
      "gunicorn workers time out on report generation so nginx sees closed connections and 502s",
      r"""
2024/06/10 08:14:02 [error] 31#31: *88213 upstream prematurely closed connection while reading response header from upstream, client: 10.2.4.17, server: app.acme.io, request: "POST /api/reports/generate HTTP/1.1", upstream: "http://10.2.8.31:8000/reports/generate", host: "app.acme.io"
2024/06/10 08:14:05 [error] 31#31: *88221 upstream prematurely closed connection while reading response header from upstream, client: 10.2.4.22, server: app.acme.io, request: "POST /api/reports/generate HTTP/1.1", upstream: "http://10.2.8.32:8000/reports/generate", host: "app.acme.io"
2024/06/10 08:14:09 [error] 31#31: *88240 connect() failed (111: Connection refused) while connecting to upstream, client: 10.2.4.17, server: app.acme.io, request: "GET /api/me HTTP/1.1", upstream: "http://10.2.8.31:8000/me", host: "app.acme.io"

--- gunicorn (10.2.8.31) ---
[2024-06-10 08:14:01 +0000] [1] [CRITICAL] WORKER TIMEOUT (pid:412)
[2024-06-10 08:14:01 +0000] [412] [INFO] Worker exiting (pid: 412)
[2024-06-10 08:14:02 +0000] [1] [ERROR] Worker (pid:412) was sent SIGKILL! Perhaps out of memory?
[2024-06-10 08:14:02 +0000] [455] [INFO] Booting worker with pid: 455
"""),
    M("l_payment_json", "log", "en", "",
      "payment authorisations time out client-side and the order is marked failed, then the provider's late success webhook is rejected",
      r"""
{"ts":"2024-06-11T07:02:11.201Z","level":"warn","svc":"@@SVC@@","msg":"payment provider slow","provider":"paygate","latency_ms":4810,"order_id":"o_@@N2@@"}
{"ts":"2024-06-11T07:02:16.004Z","level":"error","svc":"@@SVC@@","msg":"payment authorization timeout","provider":"paygate","timeout_ms":5000,"order_id":"o_@@N2@@","attempt":1}
{"ts":"2024-06-11T07:02:21.019Z","level":"error","svc":"@@SVC@@","msg":"payment authorization timeout","provider":"paygate","timeout_ms":5000,"order_id":"o_@@N2@@","attempt":2}
{"ts":"2024-06-11T07:02:21.020Z","level":"info","svc":"@@SVC@@","msg":"order marked failed","order_id":"o_@@N2@@","reason":"payment_timeout"}
{"ts":"2024-06-11T07:02:24.377Z","level":"info","svc":"@@SVC@@","msg":"webhook received","type":"payment.authorized","order_id":"o_@@N2@@"}
{"ts":"2024-06-11T07:02:24.380Z","level":"error","svc":"@@SVC@@","msg":"invalid state transition","from":"failed","to":"authorized","order_id":"o_@@N2@@"}
"""),
    M("l_k8s_oom", "log", "en", "",
      "the JVM pod is OOM-killed by the kernel and restarts in a crash loop because its heap is larger than the container limit",
      r"""
LAST SEEN   TYPE      REASON       OBJECT                               MESSAGE
14m         Warning   OOMKilling   node/ip-10-0-3-41                    Memory cgroup out of memory: Killed process 23110 (java) total-vm:4518232kB, anon-rss:1046212kB
14m         Normal    Pulled       pod/@@SVC@@-5d8b6c7f9-xk2lp          Container image "registry.acme.io/@@SVC@@:2.3.0" already present on machine
14m         Normal    Started      pod/@@SVC@@-5d8b6c7f9-xk2lp          Started container app
9m          Warning   OOMKilling   node/ip-10-0-3-41                    Memory cgroup out of memory: Killed process 24877 (java) total-vm:4520104kB, anon-rss:1047980kB
2m          Warning   BackOff      pod/@@SVC@@-5d8b6c7f9-xk2lp          Back-off restarting failed container app in pod @@SVC@@-5d8b6c7f9-xk2lp

JAVA_TOOL_OPTIONS=-Xms512m -Xmx1536m
resources.limits.memory=1Gi
"""),
    M("l_pg_deadlock", "log", "en", "",
      "two transactions update inventory rows in opposite order and deadlock",
      r"""
2024-06-12 11:20:41.112 UTC [4412] ERROR:  deadlock detected
2024-06-12 11:20:41.112 UTC [4412] DETAIL:  Process 4412 waits for ShareLock on transaction 918273; blocked by process 4398.
	Process 4398 waits for ShareLock on transaction 918270; blocked by process 4412.
	Process 4412: UPDATE inventory SET reserved = reserved + 1 WHERE sku_id = 8812
	Process 4398: UPDATE inventory SET reserved = reserved + 1 WHERE sku_id = 1204
2024-06-12 11:20:41.112 UTC [4412] HINT:  See server log for query details.
2024-06-12 11:20:41.112 UTC [4412] CONTEXT:  while updating tuple (112,7) in relation "inventory"
2024-06-12 11:20:41.112 UTC [4412] STATEMENT:  UPDATE inventory SET reserved = reserved + 1 WHERE sku_id = 8812
"""),
    M("l_kafka_rebalance", "log", "en", "",
      "the consumer takes longer than max.poll.interval.ms per batch, leaves the group and rebalances in a loop",
      r"""
2024-06-12 02:14:07.551 WARN  [kafka-coordinator-heartbeat-thread | @@SVC@@] o.a.k.c.c.i.ConsumerCoordinator : [Consumer clientId=@@SVC@@-0, groupId=@@SVC@@] consumer poll timeout has expired. This means the time between subsequent calls to poll() was longer than the configured max.poll.interval.ms, which typically implies that the poll loop is spending too much time processing messages. You can address this either by increasing max.poll.interval.ms or by reducing the maximum size of batches returned in poll() with max.poll.records.
2024-06-12 02:14:07.552 INFO  [kafka-coordinator-heartbeat-thread | @@SVC@@] o.a.k.c.c.i.ConsumerCoordinator : [Consumer clientId=@@SVC@@-0, groupId=@@SVC@@] Member @@SVC@@-0-6f1c sending LeaveGroup request to coordinator b-2.kafka.internal:9092 (id: 2147483645 rack: null) due to consumer poll timeout has expired.
2024-06-12 02:14:09.003 INFO  [main] o.a.k.c.c.i.ConsumerCoordinator : [Consumer clientId=@@SVC@@-0, groupId=@@SVC@@] Revoke previously assigned partitions orders-3, orders-4
2024-06-12 02:14:09.118 INFO  [main] o.a.k.c.c.i.AbstractCoordinator : [Consumer clientId=@@SVC@@-0, groupId=@@SVC@@] (Re-)joining group
2024-06-12 02:19:12.440 WARN  [kafka-coordinator-heartbeat-thread | @@SVC@@] o.a.k.c.c.i.ConsumerCoordinator : [Consumer clientId=@@SVC@@-0, groupId=@@SVC@@] consumer poll timeout has expired.
"""),
    M("l_celery_redis", "log", "en", "",
      "Celery loses its Redis broker connection nightly at 02:00 and restores unacknowledged messages",
      r"""
[2024-06-13 02:00:03,114: ERROR/MainProcess] consumer: Cannot connect to redis://redis-master:6379/0: Error 104 while writing to socket. Connection reset by peer..
Trying again in 2.00 seconds... (1/100)

[2024-06-13 02:00:05,131: ERROR/MainProcess] consumer: Cannot connect to redis://redis-master:6379/0: Error 111 connecting to redis-master:6379. Connection refused..
Trying again in 4.00 seconds... (2/100)

[2024-06-13 02:00:09,502: INFO/MainProcess] Connected to redis://redis-master:6379/0
[2024-06-13 02:00:09,521: WARNING/MainProcess] Restoring 14 unacknowledged message(s)
[2024-06-13 02:00:09,688: INFO/MainProcess] celery@worker-3 ready.
"""),
    M("l_sentry_digest", "log", "en", None,
      "a new TypeError in checkout since the latest web release affects hundreds of users",
      r"""
[Sentry] New issue in web-storefront · release web@4.18.0

TypeError: Cannot read properties of null (reading 'postalCode')
  at validateAddress (src/checkout/address.ts:77:22)
  at onSubmit (src/checkout/AddressForm.tsx:134:9)

Events: 1.2k · Users: 340 · First seen: 3 hours ago · Last seen: 1 minute ago
Tags: browser=Safari 17 (71%), Chrome 125 (24%) · url=/checkout/address
Suspect commit: "checkout: allow saved addresses without billing info" (@@SHA@@)
"""),
    M("l_android_anr", "log", "en", "",
      "the main thread blocks on a cache lock held by a background thread, causing an ANR on the home screen",
      r"""
ANR in com.acme.shop (com.acme.shop/.MainActivity)
PID: 10233
Reason: Input dispatching timed out (Waiting to send non-key event because the touched window has not finished processing certain input events that were delivered to it over 500.0ms ago.)

"main" prio=5 tid=1 Blocked
  | group="main" sCount=1 ucsCount=0 flags=1 obj=0x72a1c4e8 self=0xb400007a4d2c6be0
  at com.acme.shop.data.LocalCache.get(LocalCache.kt:58)
  - waiting to lock <0x0c1d4f2a> (a com.acme.shop.data.LocalCache) held by thread 24
  at com.acme.shop.ui.home.HomeViewModel.loadBanners(HomeViewModel.kt:77)
  at com.acme.shop.ui.home.HomeFragment.onResume(HomeFragment.kt:52)

"DefaultDispatcher-worker-3" prio=5 tid=24 Runnable
  at com.acme.shop.data.LocalCache.refreshAll(LocalCache.kt:112)
  - locked <0x0c1d4f2a> (a com.acme.shop.data.LocalCache)
"""),

    # -------------------------------------------------------- single functions
    M("f_py_price", "func", "en", "python",
      "parse_price strips currency symbols and guesses the decimal separator",
      r"""
def parse_price(s):
    s = s.strip().replace("€", "").replace("$", "")
    if "," in s and "." in s:
        s = s.replace(".", "").replace(",", ".")
    elif "," in s:
        s = s.replace(",", ".")
    return round(float(s), 2)
"""),
    M("f_js_groupby", "func", "en", "js",
      "groupBy groups an array by a key name or key function using var and a for loop",
      r"""
function groupBy(arr, key) {
  var res = {};
  for (var i = 0; i < arr.length; i++) {
    var k = typeof key === 'function' ? key(arr[i]) : arr[i][key];
    if (!res[k]) res[k] = [];
    res[k].push(arr[i]);
  }
  return res;
}
"""),
    M("f_go_chunk", "func", "en", "go",
      "ChunkIDs splits a slice of ids into chunks of a given size",
      r"""
func ChunkIDs(ids []int64, size int) [][]int64 {
	var out [][]int64
	for i := 0; i < len(ids); i += size {
		end := i + size
		if end > len(ids) {
			end = len(ids)
		}
		out = append(out, ids[i:end])
	}
	return out
}
"""),
    M("f_java_mask", "func", "en", "java",
      "maskEmail hides the middle of the local part of an email address",
      r"""
public static String maskEmail(String email) {
    int at = email.indexOf('@');
    if (at <= 1) return email;
    String name = email.substring(0, at);
    return name.charAt(0) + "*".repeat(name.length() - 2) + name.charAt(name.length() - 1) + email.substring(at);
}
"""),
    M("f_php_slug", "func", "en", "php",
      "slugify transliterates to ASCII and joins words with dashes",
      r"""
function slugify(string $text): string {
    $text = iconv('UTF-8', 'ASCII//TRANSLIT', $text);
    $text = preg_replace('~[^\pL\d]+~u', '-', $text);
    $text = trim($text, '-');
    return strtolower($text);
}
"""),
    M("f_rb_business_days", "func", "en", "ruby",
      "business_days_between counts weekdays between two dates with a loop",
      r"""
def business_days_between(from, to)
  days = 0
  d = from
  while d < to
    days += 1 unless d.saturday? || d.sunday?
    d += 1
  end
  days
end
"""),
    M("f_cs_discount", "func", "en", "csharp",
      "ApplyDiscount subtracts a percentage from a price and rounds to two decimals",
      r"""
public static decimal ApplyDiscount(decimal price, int percent)
{
    if (percent < 0 || percent > 100) throw new ArgumentOutOfRangeException(nameof(percent));
    var d = price * percent / 100;
    return Math.Round(price - d, 2);
}
"""),
    M("f_kt_duration", "func", "en", "kotlin",
      "formatDuration turns milliseconds into h:mm:ss or m:ss",
      r"""
fun formatDuration(ms: Long): String {
    val s = ms / 1000
    val h = s / 3600
    val m = (s % 3600) / 60
    val sec = s % 60
    return if (h > 0) "%d:%02d:%02d".format(h, m, sec) else "%d:%02d".format(m, sec)
}
"""),
    M("f_ts_calc", "func", "en", "ts",
      "calc sums the totals of non-cancelled orders with a discount, using one-letter names",
      r"""
export function calc(d: Order[], x: number): number {
  let t = 0;
  for (const o of d) {
    if (o.status !== 'cancelled') {
      t += o.total * (1 - x);
    }
  }
  return t;
}
"""),
    M("f_py_default_arg", "func", "en", "python",
      "last_n_days uses date.today() as a default argument, which is evaluated only once",
      r"""
from datetime import date, timedelta

def last_n_days(n, today=date.today()):
    return [today - timedelta(days=i) for i in range(n)]
"""),
    M("f_swift_initials", "func", "en", "swift",
      "initials builds up to two uppercase initials from a full name",
      r"""
func initials(for name: String) -> String {
    let parts = name.split(separator: " ")
    var result = ""
    for p in parts.prefix(2) {
        result += String(p.first!).uppercased()
    }
    return result
}
"""),
    M("f_rs_median", "func", "en", "rust",
      "median sorts a vector of floats in place and returns the middle value",
      r"""
pub fn median(v: &mut Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let n = v.len();
    if n % 2 == 0 {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    } else {
        v[n / 2]
    }
}
"""),

    # ---------------------------------------------------------------- schemas
    M("q_orders_sql", "schema", "en", "sql",
      "the orders table should get a status enum, a bigint total and a timestamptz created_at",
      r"""
CREATE TABLE orders (
  id           BIGSERIAL PRIMARY KEY,
  customer_id  BIGINT NOT NULL REFERENCES customers(id),
  status       TEXT NOT NULL,
  total_cents  INTEGER NOT NULL,
  created_at   TIMESTAMP NOT NULL DEFAULT now()
);
-- wanted: status becomes an enum (pending, paid, shipped, cancelled),
--         total_cents becomes BIGINT, created_at becomes timestamptz (values are UTC)
"""),
    M("q_prisma_team", "schema", "en", "prisma",
      "the Prisma schema adds a Team model and an optional team relation on User",
      r"""
model User {
  id        Int      @id @default(autoincrement())
  email     String   @unique
  name      String?
  createdAt DateTime @default(now())
+ teamId    Int?
+ team      Team?    @relation(fields: [teamId], references: [id])
}

+model Team {
+  id    Int    @id @default(autoincrement())
+  name  String
+  users User[]
+}
"""),
    M("q_django_plan", "schema", "en", "python",
      "a Subscription model stores the plan as a string that should become a foreign key to a new Plan table",
      r"""
class Subscription(models.Model):
    user = models.ForeignKey(User, on_delete=models.CASCADE)
    plan = models.CharField(max_length=20)   # "free" | "pro" | "team"
    renews_at = models.DateTimeField(null=True)

# wanted: a Plan table (code, name, monthly_price_cents) and
# Subscription.plan -> ForeignKey(Plan), keeping existing values
"""),
    M("q_mysql_users", "schema", "en", "sql",
      "the users table needs the email column widened, made case-insensitive unique, and a deleted_at column added",
      r"""
CREATE TABLE users (
  id INT UNSIGNED NOT NULL AUTO_INCREMENT,
  email VARCHAR(100) NOT NULL,
  password_hash CHAR(60) NOT NULL,
  created_at DATETIME NOT NULL,
  PRIMARY KEY (id),
  KEY idx_email (email)
) ENGINE=InnoDB DEFAULT CHARSET=latin1;
-- change: email VARCHAR(254), utf8mb4, UNIQUE on email (case-insensitive), add deleted_at DATETIME NULL
"""),
]
