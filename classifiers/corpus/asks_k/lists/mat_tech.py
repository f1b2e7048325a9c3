# Hand-written materials: docs, specs, configs, changelogs, advisories, schemas, data samples, code.
M = []
def add(id, cat, lang, gist, text, q=(), parts=None):
    M.append(dict(id=id, cat=cat, lang=lang, gist=gist, text=text.strip("\n"), q=list(q), parts=parts))

add("readme_install", "doc", "en",
    "README install section: requires Node 18+, pnpm, copy .env.example, run migrations and seed.",
"""## Getting started

Requirements: Node.js 18+, pnpm 8, Docker (for Postgres and Mailpit).

```bash
pnpm install
cp .env.example .env         # fill in STRIPE_KEY if you need billing
docker compose up -d db mail
pnpm db:migrate && pnpm db:seed
pnpm dev                      # http://localhost:3000
```

Default admin login: `admin@example.test` / `changeme`.
Running tests: `pnpm test` (unit), `pnpm test:e2e` (needs `pnpm dev` running).""",
    q=[("answer_from_text", "en", "do I need docker to run the unit tests?"),
       ("translate", "es", "tradúcelo al español para el equipo de Bogotá"),
       ("docs_in_repo", "en", "this README is out of date since we moved to Node 20 and bun for scripts. update it and the other docs that mention pnpm")])

add("api_ref_orders", "doc", "en",
    "API reference: POST /v2/refunds — amount in minor units, reason enum, idempotency header, errors 409/422.",
"""### POST /v2/refunds
Creates a refund for a captured payment.

| field | type | required | notes |
|---|---|---|---|
| payment_id | string | yes | `pay_...` |
| amount | integer | no | minor units; defaults to remaining captured amount |
| reason | enum | no | `duplicate`, `fraudulent`, `requested_by_customer` |
| metadata | object | no | up to 20 keys |

Headers: `Idempotency-Key` (required, max 64 chars)

Errors:
- `409 refund_in_progress` another refund for this payment is pending
- `422 amount_exceeds_captured`""",
    q=[("write_snippet", "en", "write a typescript function createRefund(paymentId, opts) that calls this endpoint with fetch and a generated idempotency key"),
       ("answer_from_text", "en", "what happens if I omit amount?"),
       ("implement_feature", "en", "this is the spec for the refunds endpoint we haven't built yet. implement it in the payments service including the 409/422 cases")])

add("rfc_excerpt", "doc", "en",
    "RFC-style excerpt on HTTP Retry-After header: value is either HTTP-date or delay-seconds.",
"""The "Retry-After" header field indicates how long the user agent ought to wait before making a follow-up request.
Its value is either an HTTP-date or a number of seconds (delay-seconds) after receiving the response.

  Retry-After = HTTP-date / delay-seconds
  delay-seconds = 1*DIGIT

Two examples of its use are
  Retry-After: Fri, 31 Dec 1999 23:59:59 GMT
  Retry-After: 120""",
    q=[("write_snippet", "en", "write a Go function that parses a Retry-After value per this and returns a time.Duration"),
       ("explain_plain", "en", "explain this to a junior in two sentences"),
       ("fix_in_repo", "en", "our http client only handles the seconds form of Retry-After. make it handle the http-date form too, everywhere we back off")])

add("spec_fr_webhooks", "doc", "fr",
    "French spec: webhook signature is HMAC-SHA256 of timestamp.body with a shared secret; reject if older than 5 minutes.",
"""## Signature des webhooks
Chaque requête contient l'en-tête `X-Signature: t=<horodatage>,v1=<signature>`.
La signature est un HMAC-SHA256 (hex) de la chaîne `"<horodatage>.<corps brut>"` avec le secret partagé.
Le destinataire DOIT rejeter la requête si l'horodatage a plus de 5 minutes ou si la signature ne correspond pas
(comparaison en temps constant).""",
    q=[("write_snippet", "en", "write a python verify_signature(header, body, secret, now) from this spec"),
       ("translate", "en", "translate this section"),
       ("implement_feature", "fr", "implémente la vérification de signature dans notre endpoint webhook et ajoute des tests")])

add("cfg_compose", "cfg", "en",
    "docker-compose.yml with postgres, redis, api and worker; worker lacks depends_on and env, postgres has no healthcheck.",
"""version: "3.9"
services:
  db:
    image: postgres:16
    environment:
      POSTGRES_PASSWORD: example
    volumes: [pgdata:/var/lib/postgresql/data]
  redis:
    image: redis:7
  api:
    build: .
    command: uvicorn app.main:app --host 0.0.0.0
    env_file: .env
    depends_on: [db, redis]
    ports: ["8000:8000"]
  worker:
    build: .
    command: celery -A app.tasks worker -l info
volumes:
  pgdata:""",
    q=[("fix_given_code", "en", "fix this compose file: worker needs the same env and deps, and api should wait for a healthy db"),
       ("explain_code", "en", "explain what each service does here"),
       ("fix_in_repo", "en", "the worker can't reach the db in dev. fix the compose setup and whatever in app/ reads the db url differently for the worker")])

add("cfg_k8s", "cfg", "en",
    "Kubernetes Deployment YAML: no resource limits, latest tag, no readiness probe, runs as root.",
"""apiVersion: apps/v1
kind: Deployment
metadata:
  name: thumbnailer
spec:
  replicas: 2
  selector:
    matchLabels: {app: thumbnailer}
  template:
    metadata:
      labels: {app: thumbnailer}
    spec:
      containers:
        - name: thumbnailer
          image: registry.acme.io/thumbnailer:latest
          ports: [{containerPort: 8080}]
          env:
            - name: S3_BUCKET
              value: media-prod""",
    q=[("review_given_diff", "en", "what would you flag in this manifest? bullet points"),
       ("fix_given_code", "en", "rewrite it with limits, a readiness probe, non-root securityContext and a pinned tag placeholder"),
       ("fix_in_repo", "en", "apply the same hardening (limits, probes, non-root, no latest) to all deployments under deploy/k8s")])

add("cfg_terraform", "cfg", "en",
    "Terraform snippet: an RDS instance publicly accessible with no backup retention and hard-coded password.",
"""resource "aws_db_instance" "main" {
  identifier          = "app-prod"
  engine              = "postgres"
  engine_version      = "14.10"
  instance_class      = "db.t3.medium"
  allocated_storage   = 100
  username            = "app"
  password            = "SuperSecret123!"
  publicly_accessible = true
  skip_final_snapshot = true
}""",
    q=[("review_given_diff", "en", "what's dangerous here?"),
       ("fix_given_code", "en", "rewrite this resource securely: password from secrets manager, private, backups 7 days, final snapshot"),
       ("security_remediation", "en", "audit all our terraform for publicly_accessible databases and hard-coded passwords and fix them")])

add("cfg_nginx_es", "cfg", "es",
    "nginx config with a Spanish comment: proxy to app, missing websocket upgrade headers.",
"""# configuración del proxy para la app de chat — los websockets no conectan
server {
    listen 443 ssl;
    server_name chat.ejemplo.com;
    location / {
        proxy_pass http://127.0.0.1:3000;
        proxy_set_header Host $host;
    }
}""",
    q=[("fix_given_code", "es", "corrige este bloque para que funcionen los websockets"),
       ("explain_code", "en", "why don't websockets connect with this?"),
       ("fix_in_repo", "es", "aplica el arreglo en el repo de infraestructura y revisa los demás vhosts que sirven websockets")])

add("chg_release_notes", "chg", "en",
    "Release notes for a library 4.0: drops Python 3.8, renames Client.fetch to Client.get, timeouts now in seconds as float.",
"""# httpkit 4.0.0

## Breaking changes
- Python 3.8 is no longer supported.
- `Client.fetch()` is renamed to `Client.get()`. `fetch` remains as a deprecated alias until 4.2.
- `timeout` is now a float in seconds (was integer milliseconds).
- `Response.json` is now a method: `resp.json()`.

## New
- HTTP/2 support (opt-in, `Client(http2=True)`).
- Retries with `Retry(total=3, backoff=0.5)`.

## Fixes
- Cookies with `SameSite=None` are no longer dropped.""",
    q=[("upgrade_dependency", "en", "upgrade us to httpkit 4 across the repo and fix all the breakages (timeouts especially)"),
       ("summarize", "en", "what do I need to change in my code? just the list"),
       ("answer_from_text", "fr", "jusqu'à quelle version l'alias fetch reste-t-il ?"),
       ("upgrade_dependency", "de", "Zieh bitte httpkit im ganzen Projekt auf 4.0 hoch und pass die Aufrufe an")])

add("chg_upgrade_notes_react", "chg", "en",
    "Upgrade notes for React Router v6 to v7-style data routers: loaders, json() deprecated, future flags.",
"""Upgrading to router 7 (internal notes)
1. Enable future flags in v6 first: v7_startTransition, v7_relativeSplatPath, v7_fetcherPersist
2. `json()` and `defer()` are deprecated: return plain objects from loaders
3. Imports move from `react-router-dom` to `react-router`
4. `<RouterProvider>` now needs `future` prop removed after upgrade
5. Run the codemod: `npx codemod react-router/7/migration-recipe`""",
    q=[("upgrade_dependency", "en", "do this upgrade in our frontend, run the codemod, fix what it misses, make sure the routes tests pass"),
       ("convert_format", "en", "turn this into a jira checklist"),
       ("translate", "pt", "traduz pra português")])

add("chg_changelog_ru", "chg", "ru",
    "Russian changelog entry draft for an internal tool: added dry-run mode, fixed timezone bug, removed --legacy flag.",
"""## 2.3.0
- Добавлен режим --dry-run: показывает, какие записи будут изменены, без записи в БД
- Исправлена ошибка с часовыми поясами при импорте (время сдвигалось на 3 часа)
- Удалён флаг --legacy (устарел с 2.0)""",
    q=[("translate", "en", "translate to english"),
       ("rewrite", "ru", "сделай формулировки единообразными, в стиле Keep a Changelog"),
       ("docs_in_repo", "en", "--legacy is removed. clean up every reference to it in the docs and scripts in the repo")])

add("adv_cve_lib", "adv", "en",
    "Security advisory: path traversal in a tar extraction library < 2.4.1 (CVE-2024-XXXX), fixed in 2.4.1; workaround validate member names.",
"""GHSA-7x3m-q9ph-2v8c — Path traversal in `untarx`
Severity: High (CVSS 8.1)
Affected: untarx < 2.4.1   Patched: 2.4.1
Description: `extract_all()` does not validate member names, so archives containing entries like `../../etc/cron.d/x`
can write outside the target directory.
Workarounds: validate that `os.path.realpath(join(dest, member.name))` starts with `dest` before extracting.
Credits: reported by a community member.""",
    q=[("security_remediation", "en", "are we affected? check our lockfiles and code for untarx, upgrade it and add the path check where we extract user uploads"),
       ("write_snippet", "en", "write the workaround as a python safe_members(tar, dest) generator"),
       ("explain_plain", "en", "explain this advisory to non-engineers in two sentences"),
       ("triage", "es", "¿qué severidad tiene y qué versión lo arregla?")])

add("adv_npm_audit", "adv", "en",
    "npm audit excerpt: critical prototype pollution in a transitive dependency via a build tool; fix available via major bump.",
"""# npm audit report

lodash.merge  <4.6.2
Severity: critical
Prototype Pollution in lodash.merge - https://github.com/advisories/GHSA-xxxx
fix available via `npm audit fix --force`
Will install @acme/build-tools@5.0.0, which is a breaking change
node_modules/lodash.merge
  @acme/build-tools  2.0.0 - 4.9.1
  Depends on vulnerable versions of lodash.merge

1 critical severity vulnerability""",
    q=[("explain_error", "en", "is this actually exploitable in prod if it's only in build tools?"),
       ("security_remediation", "en", "get rid of this: bump @acme/build-tools to 5 and fix the build config changes it needs"),
       ("summarize", "ja", "要点を日本語で")])

add("adv_de_mail", "adv", "de",
    "German security notice from hosting provider: OpenSSH regreSSHion vulnerability, patch by date, restart sshd.",
"""Sicherheitshinweis: Kritische Lücke in OpenSSH (CVE-2024-6387, „regreSSHion")
Betroffen sind OpenSSH-Versionen 8.5p1 bis 9.7p1 auf glibc-basierten Linux-Systemen. Ein entfernter Angreifer kann
unter Umständen Code als root ausführen. Bitte aktualisieren Sie bis spätestens 10.07. auf die gepatchte Version Ihrer
Distribution und starten Sie sshd neu. Übergangsweise: LoginGraceTime 0 in sshd_config (Achtung: DoS-Risiko).""",
    q=[("translate", "en", "translate to english"),
       ("security_remediation", "en", "patch this across our ansible roles: pin openssh to the fixed package, add the handler to restart sshd, and roll it out to the bastions"),
       ("answer_from_text", "en", "which openssh versions are affected and what's the deadline?")])

add("schema_sql", "schema", "en",
    "SQL schema: customers, orders, order_items, products with FKs.",
"""CREATE TABLE customers (id serial PRIMARY KEY, email text UNIQUE NOT NULL, country char(2), created_at timestamptz DEFAULT now());
CREATE TABLE products  (id serial PRIMARY KEY, sku text UNIQUE, name text, price_cents int NOT NULL, category text);
CREATE TABLE orders    (id serial PRIMARY KEY, customer_id int REFERENCES customers(id), status text, created_at timestamptz DEFAULT now());
CREATE TABLE order_items (order_id int REFERENCES orders(id), product_id int REFERENCES products(id), qty int, unit_price_cents int,
                          PRIMARY KEY (order_id, product_id));""",
    q=[("write_snippet", "en", "top 10 customers by revenue in the last 90 days, only paid orders"),
       ("write_snippet", "de", "SQL: Umsatz pro Kategorie und Monat für 2024"),
       ("migration", "en", "add soft delete to customers and orders: migration plus update the ORM models and the queries that should exclude deleted rows"),
       ("write_snippet", "zh", "写个SQL：查出从没下过单的客户")])

add("schema_prisma", "schema", "en",
    "Prisma schema: User, Post, Comment; Comment lacks an index on postId and cascade delete.",
"""model User {
  id        String   @id @default(cuid())
  email     String   @unique
  posts     Post[]
  createdAt DateTime @default(now())
}

model Post {
  id        String    @id @default(cuid())
  title     String
  body      String
  author    User      @relation(fields: [authorId], references: [id])
  authorId  String
  comments  Comment[]
}

model Comment {
  id     String @id @default(cuid())
  text   String
  post   Post   @relation(fields: [postId], references: [id])
  postId String
}""",
    q=[("fix_given_code", "en", "add an index on Comment.postId and cascade delete from Post, show the full schema"),
       ("migration", "en", "add a `published` flag to Post, generate the prisma migration and update the API routes and feed query to only show published"),
       ("explain_code", "es", "explícame las relaciones de este schema")])

add("data_csv", "data", "en",
    "CSV sample of sensor readings with inconsistent timestamp formats and a missing value.",
"""device_id,ts,temp_c,humidity
a1,2024-06-01T10:00:00Z,21.4,40
a1,2024-06-01 10:05:00,21.6,41
b7,01/06/2024 10:00,19.9,
b7,2024-06-01T10:05:00+02:00,20.1,55
c3,1717236000,23.0,38""",
    q=[("write_snippet", "en", "write a python function that normalizes these ts values to UTC ISO-8601, assume dd/mm for the slash one"),
       ("answer_from_text", "en", "which rows have problems?"),
       ("fix_in_repo", "en", "our ingest job chokes on these mixed timestamp formats. make the parser in the ingest service accept all of them and add these rows as fixtures")])

add("data_json", "data", "en",
    "JSON sample of an API response for a shipment with nested events; one event has a null location.",
"""{
  "shipment_id": "SH-20931",
  "carrier": "DHL",
  "status": "in_transit",
  "events": [
    {"at": "2024-06-03T08:12:00Z", "code": "PICKED_UP", "location": {"city": "Leipzig", "country": "DE"}},
    {"at": "2024-06-03T19:40:00Z", "code": "HUB_SCAN", "location": {"city": "Frankfurt", "country": "DE"}},
    {"at": "2024-06-04T06:02:00Z", "code": "CUSTOMS_HOLD", "location": null}
  ],
  "eta": "2024-06-06"
}""",
    q=[("write_snippet", "en", "typescript types for this payload"),
       ("write_snippet", "ko", "이 JSON에 맞는 Go 구조체 만들어줘"),
       ("fix_in_repo", "en", "the tracking page crashes on events with null location like this one. fix the frontend and the backend serializer")])

add("code_py_func", "code", "en",
    "Python function that parses a duration string like '1h30m' but fails on '90s' and on uppercase.",
"""def parse_duration(s):
    total = 0
    num = ''
    for ch in s:
        if ch.isdigit():
            num += ch
        elif ch == 'h':
            total += int(num) * 3600; num = ''
        elif ch == 'm':
            total += int(num) * 60; num = ''
    return total""",
    q=[("fix_given_code", "en", "fix this so '90s', '1H30M' and '2h 5m' work, raise ValueError on garbage"),
       ("test_given_code", "en", "write pytest cases for this function including the edge cases"),
       ("update_callers", "en", "replace all the ad-hoc duration parsing in our codebase with this function (fixed), there are like 5 copies"),
       ("explain_code", "tr", "bu fonksiyon ne yapıyor, hangi durumlarda hatalı?")])

add("code_go_handler", "code", "en",
    "Go HTTP handler that decodes JSON without size limit, ignores errors from Encode, and returns 200 on validation failure.",
"""func CreateNote(w http.ResponseWriter, r *http.Request) {
	var n Note
	json.NewDecoder(r.Body).Decode(&n)
	if n.Title == "" {
		w.Write([]byte("title required"))
		return
	}
	id, err := store.Insert(r.Context(), n)
	if err != nil {
		http.Error(w, err.Error(), 500)
		return
	}
	json.NewEncoder(w).Encode(map[string]any{"id": id})
}""",
    q=[("fix_given_code", "en", "fix the handler: limit body, check decode error, 400 on validation, don't leak db errors"),
       ("test_given_code", "en", "write httptest tests for this handler with a fake store"),
       ("fix_in_repo", "en", "all our handlers in internal/http look like this. fix them all the same way and add a shared decodeJSON helper")])

add("code_java_class", "code", "en",
    "Java class: a non-thread-safe singleton SimpleDateFormat used in a shared formatter utility.",
"""public final class DateUtil {
    private static final SimpleDateFormat FMT = new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss");

    private DateUtil() {}

    public static String format(Date d) {
        return FMT.format(d);
    }

    public static Date parse(String s) throws ParseException {
        return FMT.parse(s);
    }
}""",
    q=[("fix_given_code", "en", "make this thread-safe using java.time"),
       ("explain_code", "en", "why is this class a problem under load?"),
       ("update_callers", "en", "migrate DateUtil to java.time and update all callers in the codebase that pass java.util.Date"),
       ("fix_given_code", "pl", "przepisz tę klasę na java.time, żeby była bezpieczna wątkowo")])

add("code_rust_fn", "code", "en",
    "Rust function computing a moving average that panics on window 0 and allocates per call.",
"""pub fn moving_avg(xs: &[f64], window: usize) -> Vec<f64> {
    let mut out = Vec::new();
    for i in 0..xs.len() {
        if i + 1 < window { continue; }
        let slice = xs[i + 1 - window..=i].to_vec();
        out.push(slice.iter().sum::<f64>() / window as f64);
    }
    out
}""",
    q=[("fix_given_code", "en", "make it O(n) with a running sum and return an error/empty for window 0"),
       ("test_given_code", "en", "add #[cfg(test)] tests for this fn"),
       ("explain_code", "uk", "поясни, що робить ця функція і де вона може впасти")])

add("code_php_class", "code", "en",
    "PHP class building SQL with string concatenation from request params (SQL injection).",
"""<?php
class ProductSearch {
    public function __construct(private PDO $db) {}

    public function find(array $q): array {
        $sql = "SELECT * FROM products WHERE 1=1";
        if (!empty($q['name']))  $sql .= " AND name LIKE '%" . $q['name'] . "%'";
        if (!empty($q['maxPrice'])) $sql .= " AND price <= " . $q['maxPrice'];
        if (!empty($q['sort']))  $sql .= " ORDER BY " . $q['sort'];
        return $this->db->query($sql)->fetchAll();
    }
}""",
    q=[("fix_given_code", "en", "rewrite with prepared statements and a whitelist for sort"),
       ("security_remediation", "en", "this pattern is all over our legacy php app. find every query built from request params and convert them to prepared statements"),
       ("explain_code", "es", "¿qué riesgo de seguridad tiene esta clase?")])

add("code_ts_hook", "code", "en",
    "React hook that fetches on every render because the options object is a new reference; no abort on unmount.",
"""export function useFetch<T>(url: string, options: RequestInit = {}) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    fetch(url, options)
      .then(r => r.json())
      .then(setData)
      .catch(setError);
  }, [url, options]);
  return { data, error };
}""",
    q=[("fix_given_code", "en", "fix the infinite refetch and add AbortController cleanup"),
       ("test_given_code", "en", "write tests with react testing library and a mocked fetch"),
       ("fix_in_repo", "en", "replace this hook with react-query across the app and delete it")])

add("code_sh_script", "code", "en",
    "Bash deploy script without set -e, unquoted variables, and rm -rf on a possibly empty path.",
"""#!/bin/bash
APP_DIR=$1
RELEASE=$(date +%Y%m%d%H%M)
cd $APP_DIR
git pull
rm -rf $APP_DIR/build/*
npm ci && npm run build
cp -r build /var/www/releases/$RELEASE
ln -sfn /var/www/releases/$RELEASE /var/www/current
systemctl restart app""",
    q=[("fix_given_code", "en", "harden this script: strict mode, quoting, guard the rm -rf"),
       ("explain_code", "en", "what could go horribly wrong with this script?"),
       ("fix_given_code", "fr", "sécurise ce script bash, avec set -euo pipefail et des guillemets partout")])

add("code_csharp_svc", "code", "en",
    "C# service method using .Result on async calls (sync over async) and catching Exception to return null.",
"""public class WeatherService
{
    private readonly HttpClient _http;
    public WeatherService(HttpClient http) => _http = http;

    public Forecast GetForecast(string city)
    {
        try
        {
            var json = _http.GetStringAsync($"https://api.weather.test/v1/{city}").Result;
            return JsonSerializer.Deserialize<Forecast>(json);
        }
        catch (Exception)
        {
            return null;
        }
    }
}""",
    q=[("fix_given_code", "en", "make this properly async and don't swallow exceptions"),
       ("update_callers", "en", "make GetForecast async and propagate async up through every caller (controllers, jobs) in the solution"),
       ("explain_code", "en", "why is .Result bad here?")])

add("code_kotlin_dataclass", "code", "en",
    "Kotlin data class with a validation init block and a copy that bypasses validation concerns.",
"""data class Money(val amountMinor: Long, val currency: String) {
    init {
        require(currency.length == 3) { "currency must be ISO 4217" }
    }
    operator fun plus(o: Money): Money {
        return Money(amountMinor + o.amountMinor, currency)
    }
}""",
    q=[("fix_given_code", "en", "plus() should reject different currencies and guard overflow, fix it"),
       ("test_given_code", "en", "write kotest or junit5 tests for Money"),
       ("explain_code", "id", "jelaskan apa masalah di fungsi plus ini")])

add("code_ruby_method", "code", "en",
    "Ruby method that builds a slug but doesn't transliterate accents and can produce duplicates.",
"""def to_slug(title)
  title.downcase.strip.gsub(' ', '-').gsub(/[^\\w-]/, '')
end""",
    q=[("fix_given_code", "en", "improve to_slug: transliterate accents (é -> e), collapse dashes, trim dashes"),
       ("test_given_code", "en", "rspec examples for this please, include 'Crème Brûlée  Recipe!'"),
       ("migration", "en", "slugs must be unique per blog now. add a uniqueness index + backfill migration and dedupe logic in the Post model")])

add("code_c_func", "code", "en",
    "C function copying a string into a fixed buffer with strcpy (overflow) and no null check.",
"""int set_hostname(struct conn *c, const char *name) {
    char buf[64];
    strcpy(buf, name);
    for (char *p = buf; *p; p++) *p = tolower(*p);
    memcpy(c->host, buf, sizeof(buf));
    return 0;
}""",
    q=[("fix_given_code", "en", "fix the overflow and null handling, return -1 on too long"),
       ("explain_code", "en", "what's wrong with this function?"),
       ("security_remediation", "en", "grep our C sources for strcpy/sprintf into fixed buffers and replace them with bounded versions, then run the test suite")])

add("code_sql_query_it", "code", "it",
    "Slow SQL query with a correlated subquery and a function on an indexed column; Italian comment asks why it's slow.",
"""-- questa query ci mette 40 secondi, perché?
SELECT c.id, c.nome,
       (SELECT MAX(o.data) FROM ordini o WHERE o.cliente_id = c.id) AS ultimo_ordine
FROM clienti c
WHERE DATE(c.creato_il) >= '2024-01-01'
ORDER BY ultimo_ordine DESC;""",
    q=[("fix_given_code", "it", "riscrivila in modo efficiente, con join e senza DATE() sulla colonna"),
       ("explain_code", "en", "why is it slow?")])
