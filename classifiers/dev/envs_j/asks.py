"""Hand-written asks for the envs_j cross-client consistency set.

Each ask is labelled by its task only (single_step / long_horizon); the
envelope that carries it never changes the label.  Ids are j001.. in list
order.  `lang` is a two-letter code, `kind` a short free-form tag.
"""

ASKS = []


def a(label, lang, kind, text):
    assert label in ("single_step", "long_horizon"), label
    ASKS.append({"label": label, "lang": lang, "kind": kind, "text": text.strip("\n")})


S, L = "single_step", "long_horizon"

# ---------------------------------------------------------------- batch 1
a(S, "en", "regex", "regex for ISO 8601 dates (YYYY-MM-DD), date only no time part. JS flavour pls")

a(L, "en", "take_ticket", """can you take this ticket? PAY-2291 - refunds over 10k need a second approver before they go out. it's in the payments service, approval flow lives somewhere under src/approvals i think""")

a(S, "zh", "explain_snippet", """这段代码为什么会 goroutine 泄漏？帮我解释一下就行，不用改

```go
func fetchAll(urls []string) []string {
    ch := make(chan string)
    for _, u := range urls {
        go func(u string) {
            resp, err := http.Get(u)
            if err != nil {
                return
            }
            defer resp.Body.Close()
            b, _ := io.ReadAll(resp.Body)
            ch <- string(b)
        }(u)
    }
    var out []string
    for i := 0; i < len(urls); i++ {
        select {
        case s := <-ch:
            out = append(out, s)
        case <-time.After(2 * time.Second):
            return out
        }
    }
    return out
}
```""")

a(L, "ru", "fix_failing_tests", """после мержа ветки feature/invoices в main упали тесты в tests/integration, штук 14. разберись почему и почини, только фикстуры базы не трогай пожалуйста""")

a(S, "en", "review_diff", """review this diff, anything risky? it's going into the release branch tonight

```diff
--- a/app/services/session_store.py
+++ b/app/services/session_store.py
@@ -12,19 +12,23 @@ class SessionStore:
     def __init__(self, redis, ttl=3600):
         self.redis = redis
         self.ttl = ttl
+        self._local = {}
 
     def get(self, sid):
-        raw = self.redis.get(f"sess:{sid}")
+        if sid in self._local:
+            return self._local[sid]
+        raw = self.redis.get(f"sess:{sid}")
         if raw is None:
             return None
-        return json.loads(raw)
+        data = json.loads(raw)
+        self._local[sid] = data
+        return data
 
     def put(self, sid, data):
         self.redis.setex(f"sess:{sid}", self.ttl, json.dumps(data))
+        self._local[sid] = data
 
     def delete(self, sid):
         self.redis.delete(f"sess:{sid}")
```""")

a(L, "es", "migrate_framework", """migra el proyecto de Express a Fastify. son como 40 rutas en src/routes, unos middlewares propios en src/mw y los tests están con supertest. quiero que sigan pasando todos los tests al final""")

a(S, "ja", "commit_message", """このdiffのコミットメッセージ書いて。Conventional Commits形式で、英語でお願い

```diff
diff --git a/src/utils/date.ts b/src/utils/date.ts
index 3a1f2c0..9b7e4d1 100644
--- a/src/utils/date.ts
+++ b/src/utils/date.ts
@@ -8,7 +8,10 @@ export function formatDate(d: Date, locale = "ja-JP"): string {
-  return d.toLocaleDateString(locale);
+  if (Number.isNaN(d.getTime())) {
+    return "";
+  }
+  return d.toLocaleDateString(locale, { timeZone: "Asia/Tokyo" });
 }
```""")

a(L, "en", "ci_green", "CI is red on main since yesterday, make it green")

a(S, "de", "explain_log", """Kannst du mir erklären, was hier passiert? Ich will erstmal nur verstehen, warum der Pod ständig neu startet, nichts ändern.

```
Events:
  Type     Reason     Age                  From               Message
  ----     ------     ----                 ----               -------
  Normal   Scheduled  6m                   default-scheduler  Successfully assigned shop/checkout-7d9c5b8f6-x2kqv to node-3
  Normal   Pulled     5m (x4 over 6m)      kubelet            Container image "registry.local/checkout:1.14.2" already present on machine
  Normal   Created    5m (x4 over 6m)      kubelet            Created container checkout
  Normal   Started    5m (x4 over 6m)      kubelet            Started container checkout
  Warning  Unhealthy  5m (x9 over 6m)      kubelet            Liveness probe failed: Get "http://10.42.3.17:8080/healthz": dial tcp 10.42.3.17:8080: connect: connection refused
  Normal   Killing    5m (x3 over 6m)      kubelet            Container checkout failed liveness probe, will be restarted
  Warning  BackOff    60s (x18 over 5m)    kubelet            Back-off restarting failed container
```

Die App braucht beim Start so ca. 40 Sekunden wegen Flyway-Migrationen. initialDelaySeconds steht auf 10.""")

a(L, "ko", "implement_feature", """우리 Next.js 앱에 다크모드 좀 추가해줘. tailwind 쓰고 있고 테마 관련 코드는 거의 없음. 헤더에 토글 버튼 넣고 사용자 설정은 localStorage에 저장되게 해줘. 컴포넌트들 다 훑어보면서 하드코딩된 색상(bg-white, text-gray-900 이런거)도 전부 dark: 변형 붙여줘""")

a(S, "en", "sql", """postgres. top 5 customers by total revenue over the last 90 days, include customers with refunds (refunds are negative amounts in payments). schema:

```sql
CREATE TABLE customers (id bigserial primary key, name text not null, country char(2));
CREATE TABLE orders (id bigserial primary key, customer_id bigint references customers(id), created_at timestamptz not null);
CREATE TABLE payments (id bigserial primary key, order_id bigint references orders(id), amount_cents bigint not null, paid_at timestamptz not null);
```""")

a(L, "pt", "port_language", """porta o serviço de notificações de Python pra Go. ele tá em services/notify, usa celery + redis pra fila e manda email/push. quero o mesmo comportamento, mesma interface HTTP, e com testes""")

a(S, "fr", "translate_error", """Tu peux me traduire et m'expliquer ce message d'erreur ? je débute en Rust

```
error[E0502]: cannot borrow `v` as mutable because it is also borrowed as immutable
 --> src/main.rs:4:5
  |
3 |     let first = &v[0];
  |                  - immutable borrow occurs here
4 |     v.push(6);
  |     ^^^^^^^^^ mutable borrow occurs here
5 |     println!("{}", first);
  |                    ----- immutable borrow later used here
```""")

a(L, "en", "cleanup_repo", "clean up the repo pls. dead code, unused deps, that old scripts/ folder nobody touches, stale feature flags. open a PR when you're done")

a(S, "hi", "git_question", "git rebase --onto असल में क्या करता है? एक छोटा सा example देकर समझाओ, branch diagram के साथ हो तो बढ़िया")

a(L, "ar", "fix_bug_repo", """في مشروعنا الكاش ما بينتهي أبداً، البيانات القديمة بتضل تطلع للمستخدمين حتى بعد ساعات من التعديل. دوّر على السبب في الكود وصلّحه. الكاش مستخدم في أكتر من خدمة (users, catalog, pricing)""")

a(S, "en", "one_function", "write a python function that splits a list into n roughly equal chunks, keeps order, no numpy. sizes should differ by at most 1")

a(L, "tr", "upgrade_dependency", """projeyi Spring Boot 2.7'den 3.2'ye yükseltir misin? javax -> jakarta geçişi, security config değişiklikleri, deprecated property'ler hepsi. sonunda build geçsin testler yeşil olsun""")

a(S, "vi", "explain_snippet", """giải thích giúp mình câu query này làm gì với, đọc mãi không hiểu cái phần PARTITION BY

```sql
SELECT user_id, order_id, total,
       SUM(total) OVER (PARTITION BY user_id ORDER BY created_at
                        ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS running_total,
       ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY total DESC) AS rnk
FROM orders
WHERE created_at >= now() - interval '30 days';
```""")

a(L, "en", "build_app", "build a REST API for a todo app with JWT auth, postgres, tests and a Dockerfile. FastAPI please")

a(S, "pl", "regex", "potrzebuję regexa na polski kod pocztowy (XX-XXX), do walidacji w formularzu w Angularze")

a(L, "en", "perf_investigation", """the /search endpoint got ~4x slower after last week's release (p95 was ~120ms, now ~500ms). profile it, find what regressed and fix it""")

a(S, "it", "docstring", """aggiungi una docstring in stile Google a questa funzione, il codice non toccarlo

```python
def merge_intervals(intervals, gap=0):
    if not intervals:
        return []
    intervals = sorted(intervals, key=lambda x: x[0])
    out = [list(intervals[0])]
    for start, end in intervals[1:]:
        if start <= out[-1][1] + gap:
            out[-1][1] = max(out[-1][1], end)
        else:
            out.append([start, end])
    return [tuple(x) for x in out]
```""")

a(L, "id", "add_tests", "tolong tambahin unit test buat modul billing sampai coverage minimal 80%, sekarang cuma 35%. pakai pytest, mock yang perlu di-mock aja")

# ---------------------------------------------------------------- batch 2
a(S, "en", "summary", """tl;dr this for standup, 5 bullets max

---
Design note: moving rate limiting from the API gateway to the services

Today every request passes the nginx-based gateway, which enforces a global token bucket per API key (600 req/min). This has three problems. First, the limit is the same for cheap endpoints (GET /status) and expensive ones (POST /reports), so customers hit the limit on harmless polling while a handful of report requests can saturate the report workers. Second, the gateway has no idea about tenant plans; the enterprise plan is supposed to get 5x the quota but we fake it by issuing multiple keys. Third, the counters live in the gateway's local memory, so with 4 gateway replicas the effective limit is anywhere between 600 and 2400 depending on load balancing.

Proposal: keep a coarse global limit in the gateway (3000 req/min per key, purely as abuse protection) and add a per-endpoint cost model in the services. Each endpoint declares a cost (1 for reads, 5 for writes, 50 for report generation). Services debit a Redis-backed bucket keyed by tenant id, with bucket size taken from the plan table. Redis is already used for sessions, so no new infra. We considered Envoy's global rate limit service but it would need a new deployment and ops training.

Rollout: shadow mode for two weeks (compute and log decisions, do not reject), then enforce for free plans, then all plans. Dashboards: rejected requests per tenant, bucket fill level p50/p99, Redis latency.

Open questions: what to return for partially consumed batch requests; whether internal service-to-service calls should be exempt; who owns the plan table (billing or platform).
---""")

a(L, "zh", "implement_feature", """按这个 issue 实现一下，前后端都要改：

> **#482 订单列表支持导出 CSV**
> 运营同学需要把筛选后的订单导出来做对账。需求：
> 1. 订单列表页右上角加一个「导出」按钮，导出当前筛选条件下的全部订单（不只是当前页）
> 2. 字段：订单号、下单时间、用户手机号（中间四位打码）、金额、状态、渠道
> 3. 超过 5 万条时走异步任务，完成后站内信通知下载链接
> 4. 导出记录要能在「导出历史」里看到，链接 7 天过期
> 5. 需要权限点 order:export，没权限的人看不到按钮

后端是 Spring Boot + MyBatis，前端 Vue3 + Element Plus，都在这个 monorepo 里。""")

a(S, "uk", "shell_command", "як знайти всі файли більше 100МБ у домашній теці і відсортувати їх за розміром? одною командою, linux")

a(L, "nl", "security_audit", "kun je de hele codebase doorlopen op SQL-injectie en XSS? los op wat je vindt en maak daarna een lijstje van wat je hebt aangepast en waarom")

a(S, "en", "pr_title", """need a PR title for this, short, imperative:

changes: swap the hand-rolled retry loop in the S3 uploader for tenacity, add jitter, cap at 5 attempts, log each retry at WARNING, and surface the final exception instead of swallowing it""")

a(L, "th", "dockerize", "ช่วย dockerize โปรเจกต์นี้ให้หน่อย มีทั้ง backend (Django) frontend (Vite) แล้วก็ celery worker ขอ docker-compose สำหรับ dev ด้วย ให้รันได้ด้วยคำสั่งเดียว")

a(S, "en", "explain_error", """what does this mean and what's the usual cause? not asking you to fix my code, just want to understand

```
java.util.ConcurrentModificationException
	at java.base/java.util.ArrayList$Itr.checkForComodification(ArrayList.java:1013)
	at java.base/java.util.ArrayList$Itr.next(ArrayList.java:967)
	at com.acme.cart.CartService.removeExpired(CartService.java:88)
	at com.acme.cart.CartJob.run(CartJob.java:31)
```""")

a(L, "en", "fix_bug_repo", "find why the cache never expires and fix it")

a(S, "es", "one_function", """escríbeme una función en TypeScript que reciba un string tipo "1h30m", "45s", "2d" o combinaciones y devuelva milisegundos. si el formato es inválido que tire error. solo la función, sin librerías""")

a(L, "ja", "refactor_codebase", """リポジトリ全体でコールバック地獄になってるところを async/await に書き換えてほしい。主に src/db と src/handlers。挙動は変えないで、既存のテストが全部通る状態でお願い""")

a(S, "ko", "sql", """MySQL 8 기준으로 쿼리 하나만 짜줘. 각 카테고리별로 이번 달 판매량 상위 3개 상품. 테이블은 이렇게 생김

products(id, name, category_id)
categories(id, name)
order_items(id, order_id, product_id, qty, price)
orders(id, created_at, status)  -- status가 'PAID'인 것만""")

a(L, "ru", "port_language", "перепиши наш CLI с bash на Go. скрипты лежат в tools/*.sh, их штук 12, они друг друга вызывают. нужен один бинарь с сабкомандами, поведение и флаги те же")

a(S, "pt", "explain_snippet", """alguém me explica o que esse trecho de Kotlin faz? principalmente o `by lazy` e o `also`

```kotlin
class Repo(private val api: Api) {
    private val cache by lazy { mutableMapOf<String, User>() }

    suspend fun user(id: String): User =
        cache[id] ?: api.fetchUser(id).also { cache[id] = it }
}
```""")

a(L, "de", "ci_setup", "Richte bitte eine GitHub-Actions-Pipeline für das Repo ein: Lint, Tests mit Postgres-Service, Build des Docker-Images und Push nach GHCR bei Tags. Schau dir an, wie das Projekt aktuell gebaut wird, es gibt ein Makefile")

a(S, "en", "cron", "cron expression for every weekday at 7:30 and 19:30, server is UTC but I mean Europe/Berlin time - or is that not possible with plain cron?")

a(L, "fr", "upgrade_dependency", "on est encore en React 16 avec des class components partout. passe le projet en React 18, remplace les lifecycle deprecated, et fais en sorte que le build et les tests passent")

a(S, "ar", "explain_snippet", """ممكن تشرحلي هالـ regex شو بيعمل بالضبط؟

```
^(?=.*[A-Z])(?=.*\\d)(?!.*\\s).{8,64}$
```""")

a(L, "en", "implement_feature", """add rate limiting to the public API. per API key, redis backed, different limits per plan (plans are in the billing db). return 429 with Retry-After. needs tests + docs update""")

a(S, "tr", "translate_text", """şu hata mesajlarını kullanıcıya gösterilecek şekilde Türkçe'ye çevirir misin, teknik jargon olmasın:

- "Session expired, please sign in again."
- "Upload failed: file exceeds 25 MB limit."
- "We couldn't verify your card. Check the details or use another payment method."
- "Too many attempts. Try again in 10 minutes." """)

a(L, "hi", "fix_failing_tests", "हमारे repo में `npm test` चलाने पर 9 tests fail हो रहे हैं, कल तक सब pass थे. पता करो क्या टूटा है और ठीक कर दो. snapshot update करके मत निकलना, असली वजह ढूंढो")

a(S, "en", "shell_command", "whats the jq to get all .items[].metadata.name where .status.phase != \"Running\"")

a(L, "vi", "migrate_db", "chuyển toàn bộ project từ MySQL sang PostgreSQL giúp mình. có raw query rải rác trong code, migration dùng Flyway, với mấy chỗ dùng hàm riêng của MySQL như GROUP_CONCAT, IFNULL. test phải pass trên postgres")

a(S, "id", "rename", """tolong rapihin nama variabel di fungsi ini biar lebih jelas, logikanya jangan diubah

```js
function f(a, b) {
  let r = [];
  for (let i = 0; i < a.length; i++) {
    let x = a[i];
    if (b.includes(x.c)) r.push({ n: x.n, t: x.p * x.q });
  }
  return r;
}
```""")

a(L, "en", "port_language", "port the service to Go")

# ---------------------------------------------------------------- batch 3
a(S, "en", "docstring_big_file", '''add a docstring to parse_header only, don't touch anything else in the file. here's the whole module so you have context:

```python
"""Minimal multipart/form-data parser used by the upload endpoint.

We can't use the stdlib cgi module (removed in 3.13) and the framework's
parser buffers everything in memory, which breaks for 2GB uploads.
"""
from __future__ import annotations

import io
import os
import re
import tempfile
from dataclasses import dataclass, field
from typing import BinaryIO, Iterator

CRLF = b"\\r\\n"
MAX_HEADER_BYTES = 16 * 1024
MAX_PARTS = 256
_TOKEN_RE = re.compile(r'([!#$%&\\'*+.^_`|~0-9A-Za-z-]+)')
_PARAM_RE = re.compile(
    r';\\s*([!#$%&\\'*+.^_`|~0-9A-Za-z-]+)\\s*=\\s*("(?:[^"\\\\]|\\\\.)*"|[!#$%&\\'*+.^_`|~0-9A-Za-z-]+)'
)


class MultipartError(ValueError):
    pass


@dataclass
class Part:
    name: str
    filename: str | None
    content_type: str
    headers: dict[str, str] = field(default_factory=dict)
    size: int = 0
    _file: BinaryIO | None = None
    _memory: bytearray | None = None

    def open(self) -> BinaryIO:
        if self._file is not None:
            self._file.seek(0)
            return self._file
        return io.BytesIO(bytes(self._memory or b""))

    def text(self, encoding: str = "utf-8") -> str:
        with self.open() as fh:
            return fh.read().decode(encoding)

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None


def parse_header(line: str) -> tuple[str, dict[str, str]]:
    m = _TOKEN_RE.match(line.strip())
    if not m:
        raise MultipartError(f"bad header value: {line!r}")
    value = m.group(1).lower()
    params: dict[str, str] = {}
    rest = line.strip()[m.end():]
    for pm in _PARAM_RE.finditer(rest):
        key, val = pm.group(1).lower(), pm.group(2)
        if val.startswith('"') and val.endswith('"'):
            val = re.sub(r'\\\\(.)', r'\\1', val[1:-1])
        if key.endswith("*"):
            key = key[:-1]
            _charset, _, encoded = val.partition("''")
            from urllib.parse import unquote
            val = unquote(encoded, encoding=_charset or "utf-8")
        params[key] = val
    return value, params


def _read_headers(stream: BinaryIO) -> dict[str, str]:
    headers: dict[str, str] = {}
    total = 0
    while True:
        line = stream.readline(MAX_HEADER_BYTES + 1)
        total += len(line)
        if total > MAX_HEADER_BYTES:
            raise MultipartError("part headers too large")
        if line in (CRLF, b"\\n", b""):
            return headers
        name, sep, value = line.decode("latin-1").partition(":")
        if not sep:
            raise MultipartError(f"malformed header line: {line!r}")
        headers[name.strip().lower()] = value.strip()


def iter_parts(stream: BinaryIO, boundary: bytes, spool_limit: int = 1 << 20) -> Iterator[Part]:
    delim = b"--" + boundary
    first = stream.readline()
    if first.rstrip(CRLF) != delim:
        raise MultipartError("stream does not start with boundary")
    count = 0
    while True:
        count += 1
        if count > MAX_PARTS:
            raise MultipartError("too many parts")
        headers = _read_headers(stream)
        disp, params = parse_header(headers.get("content-disposition", ""))
        if disp != "form-data" or "name" not in params:
            raise MultipartError("missing form-data disposition")
        part = Part(
            name=params["name"],
            filename=params.get("filename"),
            content_type=headers.get("content-type", "text/plain"),
            headers=headers,
        )
        part._memory = bytearray()
        prev = b""
        while True:
            line = stream.readline(64 * 1024)
            if not line:
                raise MultipartError("unexpected end of stream")
            if line.rstrip(CRLF) in (delim, delim + b"--"):
                _write(part, prev.rstrip(CRLF) if prev.endswith(CRLF) else prev, spool_limit)
                last = line.rstrip(CRLF) == delim + b"--"
                yield part
                if last:
                    return
                break
            _write(part, prev, spool_limit)
            prev = line


def _write(part: Part, chunk: bytes, spool_limit: int) -> None:
    if not chunk:
        return
    part.size += len(chunk)
    if part._file is None and part.size > spool_limit:
        fh = tempfile.TemporaryFile(dir=os.environ.get("UPLOAD_TMP"))
        fh.write(bytes(part._memory or b""))
        part._memory = None
        part._file = fh
    if part._file is not None:
        part._file.write(chunk)
    else:
        assert part._memory is not None
        part._memory.extend(chunk)
```''')

a(L, "en", "fix_from_trace", """getting this in prod since the 2.8 deploy, maybe 1 in 200 checkouts. find where it comes from in our code and fix it, add a regression test

```
TypeError: Cannot read properties of undefined (reading 'currency')
    at formatLineItem (/app/dist/checkout/summary.js:212:38)
    at Array.map (<anonymous>)
    at buildSummary (/app/dist/checkout/summary.js:187:31)
    at CheckoutController.confirm (/app/dist/checkout/controller.js:94:22)
    at processTicksAndRejections (node:internal/process/task_queues:95:5)
```

happens only for carts that had a coupon removed, I think. source is TS under src/checkout, dist is compiled.""")

a(S, "es", "unit_test_function", """escribe tests con pytest para esta función, casos normales y bordes (lista vacía, todos iguales, negativos)

```python
def top_k_frequent(nums: list[int], k: int) -> list[int]:
    counts = {}
    for n in nums:
        counts[n] = counts.get(n, 0) + 1
    ordered = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    return [n for n, _ in ordered[:k]]
```""")

a(L, "en", "flaky_tests", "tests are flaky on CI, like 1 run in 5 fails somewhere in the e2e suite. figure out why and make them stable")

a(S, "de", "fix_given_function", """Die Funktion hier liefert bei Schaltjahren falsche Ergebnisse, kannst du sie korrigieren? Nur diese Funktion.

```java
public static int daysInMonth(int year, int month) {
    switch (month) {
        case 2:
            return (year % 4 == 0) ? 29 : 28;
        case 4: case 6: case 9: case 11:
            return 30;
        default:
            return 31;
    }
}
```""")

a(L, "fr", "i18n", "ajoute l'i18n à tout le frontend : extrais toutes les chaînes en dur dans des fichiers de traduction, mets en place react-i18next, et fournis les traductions en allemand et en français. il y a une centaine de composants")

a(S, "en", "concept_question", "difference between TRUNCATE and DELETE in postgres? esp. wrt triggers, sequences and MVCC")

a(L, "en", "write_docs_repo", "write docs for this repo: a real README, an architecture overview of how the services talk to each other, and a local setup guide. nothing exists right now except a 3 line README")

a(S, "pt", "readme_section", """escreve uma seção "Uso" pro README a partir desse --help, com 3 exemplos práticos

```
Usage: imgshrink [OPTIONS] INPUT... 

  Resize and recompress images in place or into an output dir.

Options:
  -o, --out DIRECTORY        Write results here instead of overwriting
  -w, --max-width INTEGER    Max width in px  [default: 1920]
  -q, --quality INTEGER      JPEG/WebP quality 1-100  [default: 82]
  -f, --format [keep|webp|avif]
                             Output format  [default: keep]
  --strip / --keep-metadata  Strip EXIF  [default: strip]
  -j, --jobs INTEGER         Parallel workers  [default: CPU count]
  --dry-run                  Only print what would change
  --help                     Show this message and exit.
```""")

a(L, "ko", "rename_across_repo", "deprecated된 `fetchUser(id)` 호출을 코드베이스 전체에서 `getUser(id, { includeProfile: false })`로 바꿔줘. 모노레포라 packages/* 전부 봐야 하고, 테스트 mock도 같이 고쳐줘")

a(S, "ko", "rename", """이 코드에서 fetchUser를 getUser로 이름만 바꿔줘

```ts
export async function fetchUser(id: string) {
  const res = await http.get(`/users/${id}`);
  return res.data as User;
}

export async function loadProfile(id: string) {
  const u = await fetchUser(id);
  return { ...u, avatar: u.avatar ?? DEFAULT_AVATAR };
}
```""")

a(L, "en", "research_benchmark", """we need to pick a vector DB. shortlist is pgvector, qdrant and weaviate. spin each one up locally, load our embeddings dump (data/embeddings.parquet, ~2M rows, 768 dims), run the query set in bench/queries.jsonl and compare recall@10 and p95 latency. write up a recommendation""")

a(S, "en", "concept_question", "pgvector vs qdrant in two sentences, main practical difference?")

a(L, "zh", "lint_setup", "给项目配上 pre-commit，用 ruff 和 mypy（strict 模式），然后把它们报出来的错误全部修掉。现在大概有几百个 mypy 错误")

a(S, "zh", "config_question", "ruff 里未使用的 import 对应的规则编号是哪个？想在某个文件里单独关掉")

a(L, "en", "perf_build", "the docker build takes 15 min on CI, make it faster")

a(S, "en", "rewrite_dockerfile", """rewrite this to multi-stage and make deps cache properly, final image should not have gcc

```dockerfile
FROM python:3.12
WORKDIR /app
COPY . .
RUN apt-get update && apt-get install -y gcc libpq-dev
RUN pip install -r requirements.txt
RUN python manage.py collectstatic --noinput
EXPOSE 8000
CMD ["gunicorn", "config.wsgi", "-b", "0.0.0.0:8000", "-w", "4"]
```""")

a(L, "es", "fix_bug_repo", "oye, el login con Google no funciona en staging, después de elegir la cuenta vuelve al login otra vez. revisa el flow de OAuth en el back y el front y arréglalo, creo que es algo del redirect_uri o de las cookies SameSite")

a(S, "ru", "summary_issue", """сожми этот тред из issue в статус на 3 строки для менеджера:

---
**opened by @k-ivanov**: После обновления до 4.2 экспорт в PDF падает на документах с таблицами больше 200 строк. Ошибка OOM в воркере.
**@dmitry-p**: Воспроизвёл. Похоже, новый рендерер держит всю таблицу в памяти, в 4.1 был постраничный.
**@k-ivanov**: Клиенты жалуются, у троих крупных отчёты по 2000+ строк.
**@anna-s**: Можно временно откатить рендерер флагом `legacy_table_renderer=true`, проверила на стейдже — работает, но теряются новые стили заголовков.
**@dmitry-p**: Делаю фикс с потоковой отрисовкой, оценка — 3-4 дня, плюс тесты на больших таблицах.
**@lead-olga**: Ок. До фикса включаем флаг для затронутых клиентов, поддержка предупреждена.
---""")

a(L, "pt", "upgrade_all_deps", "atualiza todas as dependências do projeto pra última versão e corrige o que quebrar. tem uns 80 pacotes no package.json, o build tá com webpack 4 ainda")

a(S, "en", "convert_snippet", """convert to python requests pls

curl -X POST https://api.example.com/v2/jobs \\
  -H "Authorization: Bearer $TOKEN" \\
  -H "Content-Type: application/json" \\
  --data '{"name":"nightly","cron":"0 3 * * *","payload":{"full":true}}' \\
  --max-time 30""")

# ---------------------------------------------------------------- batch 4
a(S, "en", "shell_question", "what does `set -euo pipefail` actually do, flag by flag? and is there any gotcha with `set -e` inside functions")

a(L, "en", "platform_port", "get the project building and running on Apple Silicon. native deps (grpcio, some old numpy pin, a C extension in vendor/) all break on arm64 right now")

a(S, "ja", "explain_error", """このエラーの意味を教えてください。どこを見ればいいかのヒントだけで大丈夫です

```
Traceback (most recent call last):
  File "/srv/app/worker.py", line 58, in handle
    payload = json.loads(msg.body)
  File "/usr/lib/python3.11/json/__init__.py", line 346, in loads
    return _default_decoder.decode(s)
  File "/usr/lib/python3.11/json/decoder.py", line 337, in decode
    obj, end = self.raw_decode(s, idx=_w(s, 0).end())
  File "/usr/lib/python3.11/json/decoder.py", line 355, in raw_decode
    raise JSONDecodeError("Expecting value", s, err.value) from None
json.decoder.JSONDecodeError: Expecting value: line 1 column 1 (char 0)
```""")

a(L, "ja", "migrate_ci", "CIをJenkinsからGitHub Actionsに移行してほしいです。Jenkinsfileが3つ（ビルド、結合テスト、デプロイ）あって、共有ライブラリも使ってます。同等のworkflowを作って、シークレットの名前の対応表もください")

a(S, "zh", "shell_command", "写个 bash 一行命令，把当前目录下所有 .jpeg 后缀改成 .jpg，文件名里可能有空格")

a(L, "zh", "split_service", "帮我把这个 Flask 单体拆成三个服务：用户、订单、支付。数据库先共用，服务之间走 HTTP。代码在 app/ 下面，蓝图已经大致按模块分好了，但互相 import 得很乱")

a(S, "en", "type_hints", """add type hints to this, py3.11 style, no behaviour change

```python
def group_by(items, key, transform=None):
    out = {}
    for it in items:
        k = key(it)
        v = transform(it) if transform else it
        out.setdefault(k, []).append(v)
    return out
```""")

a(L, "en", "security_fix", """we got a bug bounty report: SSRF through the webhook URL field (they hit 169.254.169.254 from our worker). find every place we fetch user-supplied URLs (webhooks, avatar import, the link preview thing) and lock them down. block private ranges, handle redirects and DNS rebinding, add tests""")

a(S, "en", "write_dockerfile_given", """write a Dockerfile for this, node 20 alpine, prod only deps, run as non-root

```json
{
  "name": "invoice-renderer",
  "version": "1.4.0",
  "type": "module",
  "main": "dist/server.js",
  "scripts": {
    "build": "tsc -p .",
    "start": "node dist/server.js"
  },
  "dependencies": {
    "fastify": "^4.26.0",
    "puppeteer-core": "^22.4.0",
    "pino": "^8.19.0"
  },
  "devDependencies": {
    "typescript": "^5.4.0",
    "@types/node": "^20.11.0"
  }
}
```""")

a(L, "en", "implement_auth", "implement OAuth login with GitHub and Google in our app. backend is Django, frontend is the React SPA in web/. link accounts by verified email, keep existing password login working")

a(S, "ja", "pr_description", """以下の変更内容からPRの説明文を書いてください（日本語、見出し付き、レビュー観点も）

- 検索APIにページネーション（cursor方式）を追加
- 既存のoffset方式は互換のため残すがdeprecatedヘッダーを返す
- cursorはbase64エンコードした(created_at, id)
- 負荷試験でp95が 340ms → 95ms に改善
- マイグレーション：orders(created_at, id) に複合インデックス追加""")

a(L, "ja", "fix_bug_repo", """#311 の件お願いします。

> 予約画面で日付が1日ずれる。日本時間の0時〜9時に予約すると前日扱いになる。管理画面の一覧も同じようにずれてる。

たぶんどこかでUTCのまま日付だけ切り出してる。フロントとAPI両方見て直してください""")

a(S, "zh", "translate_text", """把下面这段代码注释翻成英文，保持技术用语准确：

```python
# 这里不能直接用 time.time()，因为服务器时钟可能被 NTP 回拨，
# 导致令牌桶计算出负的补充量。改用 monotonic 时钟，
# 只在序列化到 Redis 时才换算成墙上时间。
# 注意：多实例部署时各实例的 monotonic 起点不同，不能跨进程比较。
```""")

a(L, "zh", "upgrade_framework", "前端从 Vue 2.6 升级到 Vue 3，顺便把 Vuex 换成 Pinia。项目里用了 element-ui 和一堆 filters、$listeners 这种 Vue3 没有的东西，都要处理掉，页面功能不能坏")

a(S, "en", "explain_config", """can someone explain what this nginx block does line by line? inherited it and scared to touch it

```nginx
location ~ ^/api/(v1|v2)/ {
    limit_req zone=api burst=20 nodelay;
    proxy_pass http://backend_$1;
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_read_timeout 75s;
    proxy_next_upstream error timeout http_502;
    proxy_next_upstream_tries 2;
}
```""")

a(L, "en", "scale_out", "make the chat service horizontally scalable. right now websocket sessions and presence live in process memory so we can only run 1 replica. move to redis pubsub or whatever makes sense, keep the client protocol unchanged")

a(S, "en", "explain_log", """what's going on here? memory leak or just bad GC settings? JVM 17, -Xmx4g, G1

```
[2024-05-13T09:14:02.118+0000][gc] GC(1412) Pause Young (Normal) (G1 Evacuation Pause) 3550M->3490M(4096M) 48.112ms
[2024-05-13T09:14:03.902+0000][gc] GC(1413) Pause Young (Normal) (G1 Evacuation Pause) 3671M->3588M(4096M) 51.870ms
[2024-05-13T09:14:05.377+0000][gc] GC(1414) Pause Young (Concurrent Start) (G1 Humongous Allocation) 3702M->3650M(4096M) 60.031ms
[2024-05-13T09:14:05.377+0000][gc] GC(1415) Concurrent Mark Cycle
[2024-05-13T09:14:06.911+0000][gc] GC(1415) Pause Remark 3861M->3820M(4096M) 12.406ms
[2024-05-13T09:14:07.450+0000][gc] GC(1415) Pause Cleanup 3840M->3840M(4096M) 0.331ms
[2024-05-13T09:14:07.522+0000][gc] GC(1415) Concurrent Mark Cycle 2144.710ms
[2024-05-13T09:14:08.013+0000][gc] GC(1416) To-space exhausted
[2024-05-13T09:14:08.013+0000][gc] GC(1416) Pause Young (Normal) (G1 Evacuation Pause) 4070M->4011M(4096M) 212.554ms
[2024-05-13T09:14:10.660+0000][gc] GC(1417) Pause Full (G1 Compaction Pause) 4094M->3902M(4096M) 2631.998ms
[2024-05-13T09:14:13.104+0000][gc] GC(1418) Pause Full (G1 Compaction Pause) 4095M->3950M(4096M) 2750.403ms
```

heap after full GC keeps creeping up over the day, restarts fix it""")

a(L, "en", "observability", "add OpenTelemetry tracing across all our services (the 6 go services + the python worker), propagate context through kafka headers too, export to the collector that's already in the helm chart")

a(S, "ko", "one_function", "코틀린으로 이메일 마스킹 함수 하나만 써줘. abcdef@gmail.com -> ab****@gmail.com 이런 식, 로컬파트가 2글자 이하면 전부 * 처리")

a(L, "ko", "add_tests", "커버리지 리포트 돌려보고 커버 안 된 핵심 비즈니스 로직(주문 취소, 환불 계산 쪽)에 테스트 추가해줘. 버그 발견하면 고치지 말고 따로 정리만 해줘")

a(S, "en", "rewrite_async", """make this async (httpx), keep the same signature except async def

```python
def fetch_prices(symbols: list[str], session=None) -> dict[str, float]:
    s = session or requests.Session()
    out = {}
    for sym in symbols:
        r = s.get(f"https://quotes.internal/v1/{sym}", timeout=5)
        r.raise_for_status()
        out[sym] = r.json()["last"]
    return out
```""")

a(L, "en", "refactor_god_class", "OrderManager.java is 3k lines and does everything. break it up into smaller services (pricing, inventory reservation, notifications, persistence), keep behaviour identical, all tests green")

a(S, "en", "gitignore", "gitignore for a Unity project + Rider + macOS junk")

a(L, "en", "investigate_bug", "can you look into why signup confirmation emails aren't going out? started monday, nothing in the error tracker")

a(S, "ja", "one_function", "Pythonで2つのdictを再帰的にマージする関数を書いて。ネストしたdictはマージ、リストは結合、それ以外は右側優先で")

a(L, "ja", "dependency_vulns", "npm audit で出てる脆弱性（high 12件、critical 2件）を全部対応してください。メジャーアップデートが必要なものは影響範囲を調べて、壊れたところは直して")

# ---------------------------------------------------------------- batch 5
a(S, "hi", "explain_snippet", """इस Python code में क्या गड़बड़ है? हर बार call करने पर list बढ़ती जा रही है. बस समझा दो क्यों

```python
def add_tag(tag, tags=[]):
    tags.append(tag)
    return tags

print(add_tag("a"))
print(add_tag("b"))
```""")

a(L, "hi", "migrate_language", "हमारे Android app को Java से Kotlin में migrate कर दो. module by module करो, पहले core फिर features. सारे unit tests pass होने चाहिए और ProGuard rules भी check कर लेना")

a(S, "ar", "one_function", "اكتبلي دالة بايثون بتتحقق من صحة رقم IBAN (الطول والـ checksum mod 97)، بدون مكتبات خارجية")

a(L, "ar", "rtl_support", "بدنا نضيف دعم العربي والـ RTL للواجهة كلها: الترجمات، اتجاه الصفحة، الأيقونات اللي لازم تنقلب، والتواريخ والأرقام. المشروع React مع MUI")

a(S, "ru", "regex", r"напиши регулярку для российского номера: +7 (XXX) XXX-XX-XX, 8XXXXXXXXXX и +7XXXXXXXXXX. для Python")

a(L, "ru", "memory_leak", """сервис импорта жрёт память, растёт примерно на 200 МБ в час пока его не прибьёт OOM killer. найди утечку и исправь.

снял профиль с прода через час после рестарта, вот верх:

```
Showing nodes accounting for 1.21GB, 93.80% of 1.29GB total
      flat  flat%   sum%        cum   cum%
  612.40MB 47.47% 47.47%   612.40MB 47.47%  encoding/json.(*decodeState).literalStore
  301.22MB 23.35% 70.82%   301.22MB 23.35%  bytes.growSlice
  188.10MB 14.58% 85.40%   790.50MB 61.28%  importer/internal/batch.(*Collector).Add
   72.00MB  5.58% 90.98%    72.00MB  5.58%  importer/internal/cache.(*LRU).Put
   36.40MB  2.82% 93.80%    36.40MB  2.82%  runtime.malg
```

горутин тоже много — 48к при норме ~300. код в importer/, батчи пишутся в кликхаус""")

a(S, "ru", "concept_question", "в чём разница между sync.Mutex и sync.RWMutex в Go и когда RWMutex наоборот медленнее?")

a(L, "ru", "multitenancy", "добавь в проект мультиарендность: tenant_id во все бизнес-таблицы с миграциями, фильтрация по тенанту во всех запросах репозиториев, тенант берётся из JWT. и тесты что данные не протекают между тенантами")

a(S, "pt", "commit_message", """me dá uma mensagem de commit pra isso (em inglês, curta):

```diff
-    if user.is_staff:
+    if user.is_staff or user.has_perm("reports.view_all"):
         qs = Report.objects.all()
     else:
         qs = Report.objects.filter(owner=user)
```""")

a(L, "pt", "implement_2fa", "implementa autenticação de dois fatores (TOTP) no sistema: cadastro com QR code, códigos de recuperação, tela de verificação no login e opção de desativar. backend Laravel, front Blade")

a(S, "es", "concept_question", "¿qué diferencia hay exactamente entre Promise.allSettled y Promise.all? ¿y Promise.any?")

a(L, "es", "fix_warnings", "haz que el proyecto compile sin warnings con -Wall -Wextra -Werror. ahora salen como 300 warnings repartidos por todo src/, la mayoría conversiones implícitas y variables sin usar")

a(S, "es", "translate_sql", """pásame esta query de MySQL a PostgreSQL:

```sql
SELECT u.id, IFNULL(u.nickname, u.email) AS display,
       GROUP_CONCAT(r.name ORDER BY r.name SEPARATOR ', ') AS roles,
       DATE_FORMAT(u.created_at, '%Y-%m') AS month
FROM users u
LEFT JOIN user_roles ur ON ur.user_id = u.id
LEFT JOIN roles r ON r.id = ur.role_id
WHERE u.created_at > NOW() - INTERVAL 30 DAY
GROUP BY u.id
LIMIT 50;
```""")

a(S, "de", "commit_message", "Schreib mir eine Commit-Message für: Timeout im PDF-Export von 30s auf 120s erhöht, weil große Rechnungen abgebrochen wurden; Wert ist jetzt über EXPORT_TIMEOUT konfigurierbar")

a(L, "de", "structured_logging", "Bitte das Logging im ganzen Projekt auf strukturiertes JSON umstellen (structlog). Überall wo f-strings in Log-Aufrufen stecken, auf key=value umbauen, Request-ID in jeden Log-Eintrag, und die alten logging.conf-Dateien aufräumen")

a(S, "de", "explain_snippet", """Was macht dieses Makefile-Target genau? Vor allem die Zeile mit dem $$

```make
release: guard-VERSION
	@git diff --quiet || (echo "dirty tree"; exit 1)
	@sed -i.bak "s/^version = .*/version = \\"$(VERSION)\\"/" pyproject.toml && rm pyproject.toml.bak
	@git commit -am "release $(VERSION)"
	@git tag -a v$(VERSION) -m "v$(VERSION)"
	@for r in $$(git remote); do git push $$r HEAD --tags; done

guard-%:
	@test -n "$($*)" || (echo "$* not set"; exit 1)
```""")

a(S, "fr", "small_script", "écris-moi un script bash qui fait un pg_dump d'une base chaque nuit, compresse, et ne garde que les 7 derniers dumps. les identifiants viennent de ~/.pgpass")

a(L, "fr", "startup_perf", "le projet met 4 minutes à démarrer en local (Spring Boot), trouve pourquoi et accélère-le. je soupçonne le component scan et les migrations Liquibase mais j'en sais rien")

a(S, "fr", "summary", """résume ce changelog en 3 points pour une newsletter clients, sans jargon :

## 3.4.0
- feat(editor): collaborative cursors with presence avatars
- feat(export): DOCX export keeps comments and tracked changes
- fix(sync): conflict resolution no longer drops the last paragraph on reconnect
- fix(auth): SSO sessions are refreshed silently instead of logging users out after 8h
- perf(load): documents over 200 pages open ~3x faster (lazy page rendering)
- chore(deps): bump prosemirror to 1.21
- chore: remove legacy v1 API endpoints (deprecated since 2.0)""")

a(S, "tr", "optimize_query", """bu sorgu çok yavaş, daha hızlı yazabilir misin? index önerisi de olur

```sql
SELECT * FROM events
WHERE DATE(created_at) = '2024-05-01'
  AND lower(type) IN ('click', 'view')
ORDER BY created_at DESC;
```

EXPLAIN: Seq Scan on events (cost=0.00..412733.20 rows=5120 width=212), 18M satır var""")

a(L, "tr", "openapi_docs", "tüm API endpoint'lerine OpenAPI dokümantasyonu ekle, request/response şemaları, hata kodları dahil. swagger UI /docs altında çalışsın. NestJS projesi, 60 civarı endpoint var")

a(S, "vi", "one_function", "viết giúp mình hàm debounce bằng TypeScript, có generic cho tham số, có hàm cancel() và flush()")

a(L, "vi", "implement_feature", "thêm chức năng đăng nhập bằng số điện thoại (gửi OTP qua SMS) cho app. backend NestJS, app mobile React Native. có giới hạn số lần gửi OTP và khoá tạm khi nhập sai 5 lần")

a(S, "pl", "explain_snippet", """co robi ten fragment? nie rozumiem tego `?` i `map_err`

```rust
fn load_config(path: &Path) -> Result<Config, AppError> {
    let raw = fs::read_to_string(path).map_err(|e| AppError::Io(path.to_owned(), e))?;
    let cfg: Config = toml::from_str(&raw).map_err(AppError::Parse)?;
    Ok(cfg)
}
```""")

a(L, "pl", "migrate_infra", "przenieś nasze crony ze starego serwera na Kubernetes CronJoby. definicje są w /etc/cron.d (skopiowałem do ops/legacy-cron), skrypty w ops/scripts. trzeba zbudować obraz, helm chart i sekrety")

a(S, "it", "mongo_query", "mi scrivi la query MongoDB (aggregation) per contare gli ordini per stato negli ultimi 7 giorni? collezione orders, campi status e createdAt")

a(L, "it", "upgrade_python", "aggiorna il progetto da Python 3.8 a 3.12 e sistema tutto quello che si rompe: dipendenze, distutils, typing, i test. ci sono anche un paio di estensioni C")

a(S, "uk", "explain_config", """поясни, що саме робить цей HEALTHCHECK і чому контейнер висить у статусі starting

```dockerfile
HEALTHCHECK --interval=30s --timeout=3s --start-period=60s --retries=3 \\
  CMD curl -fsS http://localhost:8080/actuator/health || exit 1
```""")

a(L, "uk", "ts_migration", "переведи фронтенд з JavaScript на TypeScript. весь src/, приблизно 250 файлів. strict можна вмикати поступово, але any не роздавати де попало. білд і тести мають проходити")

# ---------------------------------------------------------------- batch 6
a(S, "zh", "sql", """帮我写个 SQL（PostgreSQL）：统计每个门店最近 30 天的复购率，复购 = 同一个会员在该门店下单 >= 2 次。

表结构：
orders(id, store_id, member_id, paid_at, amount)
stores(id, name, city)

member_id 为空的是散客，不算""")

a(S, "zh", "explain_log", """线上 nginx 报了一堆这个，帮我看看是什么意思，是后端的问题还是 nginx 配置的问题？

```
2024/05/20 14:02:11 [error] 2231#2231: *918271 upstream prematurely closed connection while reading response header from upstream, client: 10.2.0.14, server: api.example.cn, request: "POST /v1/orders HTTP/1.1", upstream: "http://10.2.1.7:9000/v1/orders", host: "api.example.cn"
2024/05/20 14:02:11 [error] 2231#2231: *918275 upstream prematurely closed connection while reading response header from upstream, client: 10.2.0.19, server: api.example.cn, request: "POST /v1/orders HTTP/1.1", upstream: "http://10.2.1.8:9000/v1/orders", host: "api.example.cn"
2024/05/20 14:02:13 [warn] 2231#2231: *918290 an upstream response is buffered to a temporary file /var/cache/nginx/proxy_temp/3/41/0000012413 while reading upstream, client: 10.2.0.22, server: api.example.cn, request: "GET /v1/orders/export HTTP/1.1", upstream: "http://10.2.1.7:9000/v1/orders/export", host: "api.example.cn"
2024/05/20 14:02:15 [error] 2231#2231: *918301 connect() failed (111: Connection refused) while connecting to upstream, client: 10.2.0.14, server: api.example.cn, request: "POST /v1/orders HTTP/1.1", upstream: "http://10.2.1.7:9000/v1/orders", host: "api.example.cn"
```

后端是 gunicorn + gevent，4 个 worker，timeout 30""")

a(L, "zh", "take_ticket", """接手一下这个需求吧，PRD 摘要贴在下面，代码你自己看：

【需求】会员积分过期
- 规则：每一笔积分获得满 12 个月后过期（按获得时间逐笔计算，先进先出消耗）
- 提醒：过期前 30 天、7 天各发一次提醒，渠道：短信 + 站内信；同一天多笔过期合并成一条
- 过期处理：每天凌晨 2 点跑批，写积分流水（类型 EXPIRE），更新会员可用积分
- 历史数据：上线前获得的积分统一从上线日起算 12 个月
- 后台：会员详情页展示「即将过期积分」和明细
- 验收：积分余额、流水、提醒记录三者对得上；跑批可重入，重复执行不会重复扣减

现在积分相关代码在 points 模块里，定时任务用的 xxl-job，短信走 notify-service""")

a(L, "zh", "replace_logging", "把项目里所有的 console.log / console.error 换成我们自己的 logger（src/lib/logger.ts），按模块加上合适的 log level，生产环境不要输出 debug。大概有 600 多处")

a(S, "ja", "explain_regex", r"""この正規表現が何にマッチするか日本語で説明してもらえますか

`^(?:\+81|0)\d{1,4}-?\d{1,4}-?\d{4}$`""")

a(L, "ja", "e2e_tests", "E2Eテスト（Playwright）をゼロから整備してください。ログイン、商品検索、カート、決済（テストモード）、マイページあたりの主要導線を10本くらい。CIでも回るようにして、テスト用のシードデータも用意してほしいです")

a(S, "ko", "review_diff", """이 PR 리뷰 좀 해줘. 특히 동시성 쪽

```diff
 @Service
 public class CouponService {
-    public synchronized void issue(Long userId, Long couponId) {
+    public void issue(Long userId, Long couponId) {
         Coupon coupon = couponRepository.findById(couponId).orElseThrow();
-        if (coupon.getIssuedCount() >= coupon.getLimit()) {
+        if (coupon.getIssuedCount() >= coupon.getLimit())
             throw new SoldOutException();
-        }
         coupon.increaseIssuedCount();
         userCouponRepository.save(new UserCoupon(userId, couponId));
     }
 }
```
서버가 3대로 늘어서 synchronized 뺐음""")

a(L, "ko", "push_notifications", "모바일 앱 푸시 알림 기능 전체 구현해줘. FCM 연동, 디바이스 토큰 등록/갱신, 서버에서 예약 발송, 사용자 알림 설정 화면까지. 백엔드는 NestJS, 앱은 Flutter")

a(S, "hi", "sql", """एक SQL query चाहिए: हर department की average salary, लेकिन सिर्फ उन departments की जिनमें 5 से ज़्यादा employees हैं. highest average पहले.

employees(id, name, dept_id, salary)
departments(id, name)""")

a(L, "hi", "secrets_cleanup", "पूरे codebase में hardcoded secrets (API keys, DB passwords, tokens) ढूंढो और उन्हें env variables / AWS Secrets Manager में move करो. config loading एक जगह centralize कर देना और README में लिख देना कौन से env vars चाहिए")

a(S, "ar", "translate_error", """ترجملي رسالة الخطأ هاي واشرحلي شو معناها ببساطة:

```
npm ERR! code ERESOLVE
npm ERR! ERESOLVE unable to resolve dependency tree
npm ERR! Found: react@18.2.0
npm ERR! Could not resolve dependency:
npm ERR! peer react@"^16.8.0 || ^17.0.0" from react-beautiful-dnd@13.1.1
```""")

a(L, "ar", "windows_support", "المشروع ما بيشتغل على ويندوز أبداً. خليه يشتغل: المسارات المكتوبة بـ /، سكربتات الـ bash بالـ package.json، وملفات الـ symlink. وضيف CI على windows-latest يتأكد إنه ما يرجع ينكسر")

a(S, "ru", "convert_snippet", """сделай из этого JSON Go-структуры с json-тегами, omitempty где поле может отсутствовать

```json
{
  "id": "ord_81hs",
  "status": "paid",
  "customer": {"id": 42, "email": "a@b.c", "phone": null},
  "items": [{"sku": "X-1", "qty": 2, "price": 19.9, "discount": {"code": "SPRING", "pct": 10}}],
  "shipping": {"method": "courier", "eta": "2024-06-01T12:00:00Z"},
  "notes": ["leave at door"]
}
```""")

a(L, "ru", "cicd", "настрой нормальный деплой. сейчас мы заходим по ssh и делаем git pull + systemctl restart на двух серверах. нужен CI/CD с тестами, сборкой образа, деплоем без даунтайма и откатом одной командой")

a(S, "pt", "explain_error", """o que esse erro do TypeScript quer dizer? não entendi o "not assignable to parameter of type never"

```
src/store/cart.ts:41:22 - error TS2345: Argument of type '{ id: string; qty: number; }' is not assignable to parameter of type 'never'.

41     state.items.push({ id, qty });
                        ~~~~~~~~~~~
```

o state é inicializado assim: `const initialState = { items: [] }`""")

a(L, "pt", "fix_after_merge", "tá tudo quebrado depois do merge da develop, nem sobe local. arruma aí pfv")

a(S, "es", "json_schema", """genera un JSON Schema (draft 2020-12) para este objeto, con required donde tenga sentido:

```json
{"sku": "TSHIRT-RED-M", "title": "Camiseta roja", "price": {"amount": 1999, "currency": "EUR"}, "stock": 12, "tags": ["ropa", "verano"], "active": true}
```""")

a(L, "es", "api_pagination", "añade paginación, filtros y ordenación a todos los endpoints de listado de la API (son unos 25). que sea consistente: mismo formato de query params y de respuesta en todos, y actualiza los tests y la doc")

a(S, "de", "translate_text", "Übersetz mir das bitte ins Englische für das Ticket: \"Beim Speichern eines Entwurfs mit Anhängen über 10 MB bricht der Upload nach genau 60 Sekunden ab, ohne Fehlermeldung im UI.\"")

a(L, "de", "open_source_prep", "Mach das Repo bereit für Open Source: Lizenz (Apache-2.0), Secrets aus der Git-Historie entfernen, interne URLs rausnehmen, CONTRIBUTING und CODE_OF_CONDUCT, und CI die auch für PRs von Forks sicher läuft")

a(S, "fr", "git_question", "c'est quoi la différence entre `git merge --squash` et un `git rebase -i` pour nettoyer une branche avant de merger ? lequel garde l'historique de la branche ?")

a(L, "fr", "take_ticket", """tu peux reprendre le ticket ENG-881 ? je te colle le contenu :

> **ENG-881 — La synchro HubSpot crée des doublons de contacts**
> Depuis la migration vers l'API v3 de HubSpot, chaque nuit la synchro crée ~150 contacts en double. Les doublons ont le même e-mail mais une casse différente (Jean.Dupont@… vs jean.dupont@…) ou un espace en fin de chaîne.
> Critères d'acceptation :
> - plus aucun doublon créé par la synchro (normalisation de l'e-mail avant le upsert)
> - script one-shot pour fusionner les doublons existants côté HubSpot (garder le plus ancien, rattacher deals et notes)
> - tests sur la normalisation + test d'intégration avec le mock HubSpot
> - la synchro doit rester idempotente

le code de synchro est dans integrations/hubspot/, le job tourne dans le worker""")

a(S, "tr", "complexity", """bu fonksiyonun zaman karmaşıklığı nedir? daha iyisi olur mu?

```python
def has_pair_with_sum(nums, target):
    for i in range(len(nums)):
        for j in range(i + 1, len(nums)):
            if nums[i] + nums[j] == target:
                return True
    return False
```""")

a(L, "vi", "test_migration", "chuyển toàn bộ test từ Jest sang Vitest giúp mình. có khoảng 400 file test, nhiều chỗ dùng jest.mock với module factory và fake timers. CI phải xanh")

a(S, "pl", "one_function", "napisz funkcję w Pythonie, która waliduje numer PESEL (suma kontrolna + poprawna data urodzenia)")

a(S, "it", "explain_log", """mi spieghi cosa è successo qui? Postgres 15

```
ERROR:  deadlock detected
DETAIL:  Process 28411 waits for ShareLock on transaction 9912833; blocked by process 28417.
	Process 28417 waits for ShareLock on transaction 9912830; blocked by process 28411.
	Process 28411: UPDATE accounts SET balance = balance - 50 WHERE id = 7
	Process 28417: UPDATE accounts SET balance = balance + 50 WHERE id = 3
HINT:  See server log for query details.
CONTEXT:  while updating tuple (1284,17) in relation "accounts"
```""")

a(S, "id", "regex", "bikinin regex buat nomor HP Indonesia dong, yang formatnya 08xx, 628xx, atau +628xx, panjang total 10-13 digit")

a(L, "id", "implement_feature", "bikin fitur export laporan transaksi ke Excel di dashboard admin. ada filter tanggal & status, kalau datanya gede jalanin di background terus kirim link download lewat email")

a(S, "nl", "regex", "schrijf een regex voor Nederlandse postcodes (1234 AB), spatie optioneel, geen 0 als eerste cijfer")

a(L, "nl", "investigate_job", """de nachtelijke import-job faalt sinds gisteren, zoek uit waarom en los het op. dit is de mail die we van de scheduler kregen:

```
Job: nightly-supplier-import  Run: 2024-06-03T02:00:00Z  Status: FAILED (attempt 3/3)
Last lines:
  [02:14:51] fetched 48 files from sftp://feeds.supplier.nl/out/
  [02:15:07] parsing prices_20240603.csv
  [02:15:07] ERROR row 1: unexpected header ['artikelnummer', 'omschrijving', 'prijs_excl', 'btw_code', 'voorraad']
  [02:15:07] aborting import, 0 rows written
```

de leverancier zegt dat er "niets veranderd" is aan hun export""")

a(S, "th", "explain_error", """อธิบาย error นี้หน่อย ลง package แล้วนะแต่ยังขึ้นอยู่

```
Traceback (most recent call last):
  File "/home/dev/proj/run.py", line 3, in <module>
    import cv2
ModuleNotFoundError: No module named 'cv2'
```

ใช้ pip install opencv-python ไปแล้ว แต่รันผ่าน VS Code""")

# ---------------------------------------------------------------- batch 7 (en)
a(L, "en", "fix_failing_tests", "/fix the failing tests")

a(S, "en", "git_question", "undo last commit but keep the changes staged?")

a(L, "en", "issue_ref", "do the thing from issue #212 pls, the description has everything")

a(S, "en", "regex", "ipv4 regex that actually rejects 256+ octets")

a(L, "en", "dependabot", "can you go through the 17 open dependabot PRs, merge the ones that are safe, and fix the ones that break the build? some of them conflict with each other")

a(S, "en", "convert_component", """convert this one component to TypeScript. just this file, infer the prop types from usage

```jsx
import { useState, useMemo } from "react";

export default function DataTable({ rows, columns, pageSize = 20, onRowClick, emptyText }) {
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState({ key: null, dir: "asc" });

  const sorted = useMemo(() => {
    if (!sort.key) return rows;
    const copy = [...rows];
    copy.sort((a, b) => {
      const av = a[sort.key], bv = b[sort.key];
      if (av === bv) return 0;
      const res = av > bv ? 1 : -1;
      return sort.dir === "asc" ? res : -res;
    });
    return copy;
  }, [rows, sort]);

  const pageRows = sorted.slice(page * pageSize, (page + 1) * pageSize);
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));

  if (!rows.length) return <p className="empty">{emptyText || "Nothing here"}</p>;

  return (
    <div>
      <table>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} onClick={() => setSort((s) => ({ key: c.key, dir: s.key === c.key && s.dir === "asc" ? "desc" : "asc" }))}>
                {c.label}{sort.key === c.key ? (sort.dir === "asc" ? " ▲" : " ▼") : ""}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {pageRows.map((r) => (
            <tr key={r.id} onClick={() => onRowClick && onRowClick(r)}>
              {columns.map((c) => (
                <td key={c.key}>{c.render ? c.render(r[c.key], r) : r[c.key]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <button disabled={page === 0} onClick={() => setPage(page - 1)}>prev</button>
      <span>{page + 1} / {pages}</span>
      <button disabled={page >= pages - 1} onClick={() => setPage(page + 1)}>next</button>
    </div>
  );
}
```""")

a(L, "en", "finish_migration", "finish the half-done postgres migration on branch feat/pg. Ana got the models ported but the raw SQL in reports/ and the test fixtures still assume MySQL. get it merged-ready")

a(S, "en", "explain_error", """what's the root cause here? just explain, I'll fix it myself

```
Task exception was never retrieved
future: <Task finished name='Task-14' coro=<Poller.run() done, defined at /app/poller.py:41> exception=RuntimeError('Event loop is closed')>
Traceback (most recent call last):
  File "/app/poller.py", line 57, in run
    await self.session.get(self.url)
  File "/usr/local/lib/python3.11/site-packages/aiohttp/client.py", line 574, in _request
    conn = await self._connector.connect(
  File "/usr/local/lib/python3.11/asyncio/base_events.py", line 519, in _check_closed
    raise RuntimeError('Event loop is closed')
RuntimeError: Event loop is closed
```

poller is started with asyncio.create_task in a FastAPI startup hook and the app uses uvicorn --reload in dev""")

a(L, "en", "build_broken", "the build is broken, fix it")

a(S, "en", "jq", """jq to get a flat list of "name@version" for every package in this lockfile-ish json where dev is false

```json
{"packages": {
  "node_modules/lodash": {"version": "4.17.21", "dev": false},
  "node_modules/jest": {"version": "29.7.0", "dev": true},
  "node_modules/@babel/core": {"version": "7.24.0", "dev": true},
  "node_modules/express": {"version": "4.19.2"}
}}
```
(missing dev means false)""")

a(L, "en", "onboarding", "set the project up so a new dev can clone and run everything with one command. right now it takes a day: postgres, redis, minio, seed data, 3 env files, a vpn for the license server. devcontainer or compose, your call")

a(S, "en", "pr_description", """write a PR description from this diff summary, with a testing section

- new `retry_with_backoff` decorator in `utils/net.py`
- applied to `PaymentsClient.charge`, `PaymentsClient.refund`
- retries only on 502/503/504 and ConnectionError, max 4 attempts, exp backoff with full jitter
- idempotency key now generated per logical operation, not per attempt
- unit tests with a fake clock""")

a(L, "en", "node_bump", "bump node to 22 everywhere (Dockerfiles, CI matrix, .nvmrc, engines field) and fix whatever breaks")

a(S, "en", "pandas", """pandas: pivot this so each sku is a row and each month a column with summed qty, missing = 0

```
date,sku,qty
2024-01-03,A1,4
2024-01-17,B2,1
2024-02-02,A1,2
2024-02-20,C3,7
2024-03-11,B2,3
```""")

a(L, "en", "remove_jquery", "remove jQuery from the codebase. it's used in ~90 places across static/js, mostly $.ajax, DOM queries and a couple of plugins (datepicker, select2). replace with vanilla / small libs, keep behaviour")

a(S, "en", "review_iam", """is this policy too broad? rewrite it least-privilege, the lambda only needs to read objects under uploads/ and write thumbnails under thumbs/ in one bucket

```json
{
  "Version": "2012-10-17",
  "Statement": [
    {"Effect": "Allow", "Action": "s3:*", "Resource": "*"},
    {"Effect": "Allow", "Action": ["logs:*"], "Resource": "*"}
  ]
}
```""")

a(L, "en", "iac_audit", "audit our terraform IAM (infra/iam/*.tf, ~40 roles) for overly broad permissions and tighten them. don't break the deploy pipeline role, check what each role actually uses in CloudTrail first")

a(S, "en", "fix_yaml", """why doesn't this workflow run when I push a tag? fix the yaml

```yaml
name: release
on:
  push:
    branches: [main]
    tags: ['v*']
    paths:
      - 'src/**'
jobs:
  publish:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: make publish
```""")

a(L, "en", "implement_rfc", "implement what's described in docs/rfcs/0042-outgoing-webhooks.md. it's approved, all the open questions are resolved in the comments at the bottom")

a(S, "en", "git_question", "git reset --soft vs --mixed vs --hard, quick table?")

a(L, "en", "memory_regression", "memory usage roughly doubled after we upgraded from node 18 to 20. figure out why and get it back down")

a(S, "en", "k8s_manifest", "k8s Deployment + Service yaml for nginx:1.27, 3 replicas, readiness probe on /, resource requests 100m/128Mi, ClusterIP on port 80")

a(L, "en", "long_issue_fix", """Please fix this, it's from our tracker:

---
**Title:** Exported invoices show wrong VAT for mixed-rate carts

**Reported by:** support (3 customers, DE + AT)

**Steps to reproduce**
1. Create a cart with one book (7% VAT in DE) and one t-shirt (19% VAT)
2. Apply a 10 EUR voucher
3. Check out, then download the invoice PDF from My Account

**Expected:** voucher discount split proportionally across the two VAT rates; two VAT lines on the invoice (7% and 19%), totals match the order confirmation email.

**Actual:** whole discount is taken from the 19% line; invoice shows a single VAT line with the blended amount; totals differ from the email by a few cents. For AT customers (10%/20%) the same thing happens.

**Notes from dev triage:**
- order confirmation email uses `OrderTotals` and is correct
- invoice PDF builds its own totals in the invoicing service, probably doesn't use `OrderTotals`
- there's also a nightly DATEV export that reads the invoice table, so stored invoices are wrong too, not only the PDF
- we need a one-off script to recompute invoices from the last 60 days and a credit note flow for already-sent ones (accounting asked to be looped in before running it)
---

repo is the monorepo, invoicing service is services/invoicing (Kotlin), shop is PHP. please also add tests with the cart from the repro.""")

a(S, "en", "small_script", "write a python script that watches a folder and uploads any new file to S3 (boto3), skips partial files still being written, logs what it uploaded. single file is fine")

a(L, "en", "accessibility", "make the web app WCAG 2.1 AA compliant. audit every page (axe + keyboard-only), fix contrast, labels, focus handling in modals, and add an a11y check to CI")

a(S, "en", "convert_snippet", """java -> kotlin data class please

```java
public final class Address {
    private final String street;
    private final String city;
    private final String zip;
    private final String country;

    public Address(String street, String city, String zip, String country) {
        this.street = Objects.requireNonNull(street);
        this.city = Objects.requireNonNull(city);
        this.zip = zip;
        this.country = country == null ? "DE" : country;
    }

    public String getStreet() { return street; }
    public String getCity() { return city; }
    public String getZip() { return zip; }
    public String getCountry() { return country; }

    @Override public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof Address)) return false;
        Address a = (Address) o;
        return street.equals(a.street) && city.equals(a.city)
            && Objects.equals(zip, a.zip) && country.equals(a.country);
    }
    @Override public int hashCode() { return Objects.hash(street, city, zip, country); }
}
```""")

a(L, "en", "rename_project", "rename the project from acme-sync to nimbus everywhere: package names, go module path, imports, docker image names, helm chart, docs, CI. keep a redirect for the old module path")

a(S, "en", "posix_sh", """make this POSIX sh compatible (it has to run on alpine busybox), same behaviour

```bash
#!/bin/bash
set -euo pipefail
files=( $(ls /data/in/*.csv 2>/dev/null) )
if [[ ${#files[@]} -eq 0 ]]; then
  echo "nothing to do"; exit 0
fi
for f in "${files[@]}"; do
  name=$(basename "$f" .csv)
  [[ -s "$f" ]] || continue
  gzip -c "$f" > "/data/out/${name}.csv.gz" && rm "$f"
done
```""")

a(L, "en", "pickup_branch", "can you pick up where Sam left off on the search refactor? branch is sam/search-v2, his notes are in the draft PR description. he's out for a month")

# ---------------------------------------------------------------- batch 8 (en)
a(S, "en", "api_question", "what HTTP status should a rate limited request get, and which header tells the client when to retry?")

a(L, "en", "good_first_issues", "go through the open issues labelled good-first-issue and fix as many as you can, one PR per issue")

a(S, "en", "regex", "semver regex incl. prerelease and build metadata (1.2.3-rc.1+build.5), PCRE")

a(L, "en", "ios_build", "iOS build fails since we bumped to Xcode 15, fix it. CocoaPods + a couple of old RN native modules")

a(S, "en", "sql", "sql: find duplicate emails case-insensitively in users(id, email, created_at), show all ids per email, oldest first. postgres")

a(L, "en", "storage_migration", "move user avatars from local disk to S3: write the migration script for the ~300k existing files, and update every code path that reads or writes avatars (upload, resize job, profile API, admin export)")

a(S, "en", "commit_message", "commit msg: bumped lodash to 4.17.21 to fix CVE-2021-23337 (command injection in template)")

a(L, "en", "cli_feature", "add a --json output flag to every subcommand of our CLI (there are 23), consistent schema, and update the docs + tests")

a(S, "en", "ci_snippet", "github actions step that caches pip deps keyed on requirements.txt and the python version")

a(L, "en", "todos", "fix all the TODO/FIXME comments in src/ that are actually bugs. for the rest open a ticket and replace the comment with the ticket link")

a(S, "en", "review_migration", """review this migration for locking problems, the table has ~80M rows and gets constant writes

```sql
BEGIN;
ALTER TABLE events ADD COLUMN tenant_id bigint NOT NULL DEFAULT 0;
ALTER TABLE events ADD CONSTRAINT events_tenant_fk FOREIGN KEY (tenant_id) REFERENCES tenants(id);
CREATE INDEX events_tenant_created_idx ON events (tenant_id, created_at);
UPDATE events SET tenant_id = s.tenant_id FROM sources s WHERE s.id = events.source_id;
COMMIT;
```""")

a(L, "en", "docs_site", "docs site doesn't build anymore (mkdocs, some plugin broke). get it building and deploy it to GitHub Pages from CI on every push to main")

a(S, "en", "refactor_function", """get rid of the nested ifs here, same behaviour

```python
def shipping_cost(order):
    if order.country == "DE":
        if order.total >= 50:
            return 0
        else:
            if order.express:
                return 9.9
            else:
                return 4.9
    else:
        if order.country in EU:
            if order.express:
                return 19.9
            else:
                return 9.9
        else:
            return None
```""")

a(L, "en", "data_pipeline", "build a data pipeline: pull charges/subscriptions/invoices from the Stripe API nightly, land them in S3 as parquet, load into BigQuery, and add dbt models for MRR and churn. airflow is already running, put the DAG there")

a(S, "en", "add_one_test", """add one test to this file for empty input on parse_row, match the style of the others

```python
import pytest
from ingest.rows import parse_row, RowError


def test_parse_row_basic():
    assert parse_row("42;Alice;2024-01-05") == {"id": 42, "name": "Alice", "date": "2024-01-05"}


def test_parse_row_strips_whitespace():
    assert parse_row(" 7 ; Bob ;2024-02-01 ")["name"] == "Bob"


def test_parse_row_bad_id():
    with pytest.raises(RowError, match="id"):
        parse_row("x;Alice;2024-01-05")


def test_parse_row_too_few_fields():
    with pytest.raises(RowError, match="fields"):
        parse_row("42;Alice")
```""")

a(L, "en", "bisect", "bisect which commit broke the PDF export between v3.2 and v3.4 and fix it. repro: export any invoice with a logo, logo comes out black")

a(S, "en", "translate_code", """translate to rust, idiomatic please

```python
def rle(s: str) -> str:
    if not s:
        return ""
    out, prev, n = [], s[0], 1
    for ch in s[1:]:
        if ch == prev:
            n += 1
        else:
            out.append(f"{n}{prev}")
            prev, n = ch, 1
    out.append(f"{n}{prev}")
    return "".join(out)
```""")

a(L, "en", "hooks_migration", "convert all the class components in src/legacy to function components with hooks. ~70 files, some use componentDidUpdate with prevProps comparisons and a few HOCs")

a(S, "en", "naming", "name ideas for a function that takes a list of timestamps and returns the longest gap between consecutive ones? ts codebase, we use camelCase")

a(L, "en", "caching", "add caching to the product catalog API and make sure it gets invalidated whenever a product, price or stock level changes (those come from 3 different services via kafka)")

a(S, "en", "shell_command", "one-liner to count lines of code per file extension in a git repo (only tracked files)")

a(L, "en", "feature_flags", "set up feature flags with Unleash (self-hosted, there's a helm chart) and put the new checkout flow behind one, server and client side")

a(S, "en", "summary", """summarize this postmortem in 5 bullets for the exec update, no jargon

---
Incident 2024-04-18: EU checkout outage (47 minutes)

Timeline (UTC): 09:12 deploy of payments-gateway 5.3.0 to eu-west-1. 09:14 error rate on POST /checkout rises from 0.2% to 38%. 09:19 on-call paged by SLO burn alert. 09:31 rollback attempted but the deploy tool could not roll back because the migration in 5.3.0 had already renamed a column. 09:44 hotfix adding a compatibility view prepared. 09:59 hotfix deployed, error rate back to baseline at 10:01.

Root cause: 5.3.0 renamed payments.provider_ref to payments.psp_reference in the same release that started reading the new name. The old pods that were still serving traffic during the rolling update failed every insert. The rename was not flagged in review because the migration file was auto-generated.

Impact: about 6,100 failed checkout attempts, an estimated 1,900 lost orders (~EUR 180k GMV), 340 support tickets. No data loss; no double charges.

What went well: alerting fired within 5 minutes; the compatibility view approach worked first time.

What went wrong: migrations were not backward compatible; the rollback path was never tested; the status page was updated only at 09:50.

Action items: enforce expand/contract migrations with a CI check (owner: platform, due May 10); add rollback drills to the release checklist (owner: SRE, due May 3); status page update within 10 minutes of a SEV1 (owner: support lead, done).
---""")

a(L, "en", "ci_log_fix", """make this pass, it's the lint+typecheck job on my PR branch (fix/tz-handling). I haven't touched most of these files so some of it is probably from rebasing on main

```
> pnpm run lint && pnpm run typecheck

src/reports/schedule.ts
  14:10  error  'formatInTimeZone' is defined but never used  @typescript-eslint/no-unused-vars
  88:5   error  Unexpected console statement                  no-console
src/reports/export.ts
  201:19  error  Promise returned in function argument where a void return was expected  @typescript-eslint/no-misused-promises

✖ 3 problems (3 errors, 0 warnings)

src/reports/schedule.ts(52,31): error TS2345: Argument of type 'string | undefined' is not assignable to parameter of type 'string'.
src/api/handlers/reports.ts(117,9): error TS2322: Type 'Date' is not assignable to type 'string'.
src/lib/tz.ts(9,17): error TS7016: Could not find a declaration file for module 'tz-lookup'.
 ELIFECYCLE  Command failed with exit code 2.
```""")

a(S, "en", "explain_snippet", """what does this awk do? found it in a cron script

```
awk -F'\\t' 'NR>1 && $5 >= 500 {c[$3]++; s[$3]+=$7} END {for (k in c) printf "%s\\t%d\\t%.2f\\n", k, c[k], s[k]/c[k]}' access.tsv | sort -t$'\\t' -k2,2nr | head
```""")

a(L, "en", "deprecation_research", "figure out which of our API endpoints the v1 mobile app still hits (access logs are in s3://acme-logs/api/, last 90 days, user agent starts with AcmeApp/1.) and write a deprecation plan with numbers per endpoint")

a(S, "en", "docstring", """write the class docstring + method docstrings (numpy style) for this

```python
class SlidingWindowCounter:
    def __init__(self, window_s: float, buckets: int = 10, clock=time.monotonic):
        self.window_s = window_s
        self.bucket_s = window_s / buckets
        self.counts = [0] * buckets
        self.stamps = [0.0] * buckets
        self.clock = clock

    def add(self, n: int = 1) -> None:
        now = self.clock()
        i = int(now / self.bucket_s) % len(self.counts)
        if now - self.stamps[i] >= self.bucket_s:
            self.counts[i] = 0
            self.stamps[i] = now
        self.counts[i] += n

    def total(self) -> int:
        now = self.clock()
        return sum(c for c, t in zip(self.counts, self.stamps) if now - t < self.window_s)
```""")

a(L, "en", "plugin_system", "implement a plugin system for the CLI so other teams can ship their own subcommands as separate pip packages (entry points), with a plugin list command and version compatibility checks")

a(S, "en", "explain_config", """what does this CSP actually allow? can an inline script run?

Content-Security-Policy: default-src 'self'; script-src 'self' 'nonce-r4nd0m' https://cdn.jsdelivr.net 'strict-dynamic'; style-src 'self' 'unsafe-inline'; img-src * data:; connect-src 'self' https://api.example.com wss://rt.example.com; frame-ancestors 'none'; base-uri 'none'; object-src 'none'""")

a(L, "en", "terraform_drift", "our terraform state drifted from prod (people clicked around in the console for months). reconcile it with the repo without destroying anything in prod: import what's missing, codify the manual changes we want to keep, list the ones we should revert")

a(L, "en", "race_condition", """there's a race somewhere in the order worker, maybe 1 in 5000 orders gets shipped twice. track it down and fix it, we run 6 replicas of the worker. example from yesterday's logs:

```
2024-06-02T11:40:12.031Z worker-3 INFO  picked order=ord_7Qx2 state=READY attempt=1
2024-06-02T11:40:12.034Z worker-5 INFO  picked order=ord_7Qx2 state=READY attempt=1
2024-06-02T11:40:12.410Z worker-3 INFO  label created carrier=dhl tracking=JD0146000033
2024-06-02T11:40:12.502Z worker-5 INFO  label created carrier=dhl tracking=JD0146000034
2024-06-02T11:40:12.611Z worker-3 INFO  order=ord_7Qx2 -> SHIPPED
2024-06-02T11:40:12.700Z worker-5 INFO  order=ord_7Qx2 -> SHIPPED
```""")

a(L, "en", "integration_tests", "write integration tests for all the REST endpoints against a real postgres using testcontainers, and wire them into CI as a separate job")

a(L, "en", "pwa", "make the web app work offline as a PWA: service worker, caching strategy for the API, background sync for form submissions, update prompt")

a(L, "en", "api_clients", "generate typed API clients from our openapi spec (api/openapi.yaml) and replace the hand-written fetch calls in the frontend with them. there are ~140 call sites")

a(L, "en", "build_service_from_spec", """build this as a new service in the monorepo (services/shortlinks), follow the conventions of the other Go services there:

## Short links service - spec v0.3
- POST /links {url, custom_slug?, expires_at?} -> 201 {slug, short_url}. slug: 7 chars base62 unless custom_slug given; custom slugs 3-32 chars [a-z0-9-], unique, reserved words list in config
- GET /{slug} -> 301 to url; 404 if unknown; 410 if expired
- GET /links/{slug}/stats -> clicks per day for last 30 days, top referrers, top countries (from GeoIP header set by the edge)
- auth: POST and stats require the usual service JWT; redirects are public
- storage: postgres for links, clicks go through kafka (topic shortlinks.clicks) and are aggregated hourly into postgres
- limits: 100 links/min per user, reject URLs on the blocklist (same blocklist service the chat uses)
- observability: standard metrics middleware, trace ids, structured logs
- deliverables: service code, migrations, helm chart values, dashboards json, tests (unit + integration), README""")

a(L, "en", "add_tests", "auth module has zero tests. fix that")
