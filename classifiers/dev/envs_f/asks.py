"""Asks for the envs_f test set.

Every ask was written for this set. Labels follow the task only:
  single_step  - answerable from the message alone (however much repository
                 vocabulary or pasted material it carries)
  long_horizon - needs exploring or editing the workspace beyond the supplied
                 text (find/fix in a repo, build a feature, migrate, run tests
                 and iterate), however short or softly phrased.
"""

S = "single_step"
L = "long_horizon"

ASKS = []


def A(label, lang, kind, text):
    ASKS.append({
        "id": "f%03d" % (len(ASKS) + 1),
        "text": text,
        "label": label,
        "lang": lang,
        "kind": kind,
    })


# ---------------------------------------------------------------------------
# single_step, short (1-8 words)
# ---------------------------------------------------------------------------
A(S, "en", "regex", "regex for ISO 8601 dates")
A(S, "de", "tool_question", "Was macht `git rebase --onto`?")
A(S, "fr", "concept", "différence entre let et const en JS ?")
A(S, "es", "concept", "¿qué significa el código HTTP 409?")
A(S, "ja", "howto_snippet", "Pythonでリストを逆順にする方法は？")
A(S, "zh", "concept", "解释一下 Rust 的 lifetime 省略规则")
A(S, "ru", "concept", "чем TCP отличается от UDP?")
A(S, "pt", "howto_snippet", "como converto string pra int em Go?")
A(S, "en", "tool_question", "what does `set -euo pipefail` do?")
A(S, "en", "cron", "cron expression for weekdays at 9am")
A(S, "ko", "howto_snippet", "파이썬 데코레이터 예제 하나 보여줘")
A(S, "it", "concept", "cos'è un mutex?")
A(S, "tr", "concept", "LEFT JOIN ile INNER JOIN farkı ne?")
A(S, "pl", "concept", "jak działa async/await w C#?")
A(S, "en", "naming", "name ideas for a dotfiles sync CLI")
A(S, "hi", "howto_snippet", "python me list comprehension ka example do")
A(S, "en", "tool_question", "kubectl command to follow a pod's logs")
A(S, "nl", "concept", "wat is een race condition?")
A(S, "vi", "concept", "giải thích closure trong JavaScript")
A(S, "en", "api_question", "is Array.prototype.sort stable?")
A(S, "uk", "concept", "що таке ідемпотентний HTTP-метод?")
A(S, "en", "tool_question", "jq filter to list every .name field")
A(S, "id", "tool_question", "apa bedanya git merge dan git rebase?")
A(S, "ar", "concept", "ما الفرق بين process و thread؟")
A(S, "en", "conversion", "convert 0x1F4 to decimal")
A(S, "es", "config_snippet", "dame un .gitignore para Node")
A(S, "de", "regex", "Regex für deutsche Postleitzahlen")
A(S, "en", "api_question", "big-O of heapq.heappush?")
A(S, "zh", "tool_question", "git 怎么撤销上一次 commit 但保留改动？")
A(S, "fr", "concept", "c'est quoi un ORM ?")
A(S, "ja", "tool_question", "Dockerfileの ENTRYPOINT と CMD の違い")
A(S, "en", "tool_question", "tabs or spaces in a Makefile?")
A(S, "sv", "tool_question", "vad gör `git stash pop`?")
A(S, "en", "concept", "semver: is 1.10.0 newer than 1.9.3?")
A(S, "ko", "concept", "REST랑 GraphQL 차이 간단히")
A(S, "cs", "tool_question", "jak v bashi zjistím exit code posledního příkazu?")
A(S, "en", "regex", "what does ^(?=.*\\d).{8,}$ match?")

# ---------------------------------------------------------------------------
# single_step, medium (one or two sentences)
# ---------------------------------------------------------------------------
A(S, "en", "write_function", "Write a Python function that checks whether a string is a valid IPv4 address, with a couple of doctests.")
A(S, "en", "tool_question", "What's the difference between `git reset --soft` and `git reset --mixed`, and when would I use each on a feature branch?")
A(S, "de", "sql", "Schreib mir eine SQL-Abfrage, die für eine Tabelle orders(id, customer_id, total, created_at) den Umsatz pro Monat berechnet.")
A(S, "fr", "api_question", "Peux-tu m'expliquer ce que fait `useEffect` avec un tableau de dépendances vide, et pourquoi il s'exécute deux fois en mode strict ?")
A(S, "es", "commit_message", "Escribe un mensaje de commit convencional para un cambio que renombra la variable `usr` a `user` en el módulo de autenticación.")
A(S, "pt", "regex", "Me dá uma expressão regular que valide CPF no formato 000.000.000-00.")
A(S, "zh", "config_snippet", "帮我写一个 GitHub Actions 的 YAML 片段，只在 main 分支 push 时运行 npm test。")
A(S, "ja", "write_function", "TypeScriptで、オブジェクトの全プロパティを再帰的にreadonlyにするユーティリティ型を書いてください。")
A(S, "ru", "shell_oneliner", "Напиши bash-однострочник, который находит в текущей папке все файлы больше 100 МБ.")
A(S, "en", "draft_reply", "Draft a polite reply to a contributor whose PR adds a feature we don't plan to support; thank them and suggest they publish it as a plugin instead.")
A(S, "ko", "howto_snippet", "Go에서 context.WithTimeout을 쓰는 간단한 HTTP 요청 예제를 보여줘.")
A(S, "it", "write_function", "Scrivi una funzione JavaScript che fa il debounce di un'altra funzione, con un paio di test Jest.")
A(S, "en", "explain_concept", "Explain in two paragraphs what a monorepo is and the trade-offs against a polyrepo for a 10-person team.")
A(S, "tr", "config_snippet", "Kubernetes'te liveness ve readiness probe arasındaki fark nedir, örnek bir YAML ile gösterir misin?")
A(S, "en", "title", "Give me a Conventional Commits style PR title for bumping lodash from 4.17.20 to 4.17.21 to fix a prototype-pollution CVE.")
A(S, "pl", "sql", "Napisz zapytanie SQL, które usuwa duplikaty z tabeli users po kolumnie email, zostawiając najstarszy rekord.")
A(S, "en", "naming", "Suggest five names for a Rust crate that parses Apache access logs, and say which one you'd pick.")
A(S, "nl", "explain_concept", "Leg uit hoe een B-tree-index in PostgreSQL werkt en wanneer een GIN-index beter is.")
A(S, "es", "howto_snippet", "Oye, ¿cómo hago un left join en pandas? Tengo dos DataFrames, df_users y df_orders, y quiero keep todos los users aunque no tengan orders.")
A(S, "en", "explain_error", "What does `ECONNRESET` from Node's http module usually mean? No code, just the common causes.")
A(S, "vi", "write_function", "Viết giúp mình một hàm Python tính số Fibonacci thứ n bằng quy hoạch động.")
A(S, "de", "release_note", "Formuliere eine kurze Release-Note für Version 2.3.0: neuer Dark Mode, schnellere Suche, Fix für den Login-Timeout.")
A(S, "fr", "translate_text", "Traduis ce message d'erreur en anglais pour une issue GitHub : « Impossible de se connecter à la base de données : délai dépassé ».")
A(S, "en", "config_snippet", "Write a Makefile target `lint` that runs ruff and mypy on src/ and fails if either of them fails.")
A(S, "zh", "explain_concept", "帮我解释一下 Python 的 GIL，为什么 multithreading 对 CPU-bound 的 task 没什么用？")
A(S, "en", "conversion", "Convert this cron schedule to a systemd timer OnCalendar line: `*/15 * * * *`.")
A(S, "ja", "commit_message", "「壊れているテストを一時的にスキップする」というコミットメッセージを英語の1行で書くと？")
A(S, "ru", "sql", "Как в PostgreSQL посмотреть, какие запросы сейчас выполняются дольше минуты?")
A(S, "en", "outline", "I'm writing a blog post about feature flags; give me a five-bullet outline.")
A(S, "hi", "regex", "Mujhe ek regex chahiye jo Indian mobile numbers match kare, 10 digits jo 6-9 se start hote hain.")
A(S, "en", "api_question", "What's a sensible pool_size and max_overflow in SQLAlchemy for a small Flask app behind gunicorn with 4 sync workers?")
A(S, "pt", "tool_question", "Qual a diferença entre `git fetch` e `git pull`? Responde curto.")
A(S, "ar", "write_function", "اكتب دالة بلغة Python تتحقق مما إذا كانت الكلمة متناظرة (palindrome).")
A(S, "en", "write_test", "Write pytest tests for a function `slugify(title: str) -> str` that lowercases, strips punctuation and replaces runs of spaces with a single hyphen.")
A(S, "ko", "explain_concept", "Conventional Commits에서 feat, fix, chore 차이를 예시 커밋 메시지와 함께 알려줘.")
A(S, "id", "docstring", "Tolong buatkan docstring Google-style untuk fungsi `def hitung_diskon(harga: float, persen: float) -> float:` yang mengembalikan harga setelah diskon.")

# ---------------------------------------------------------------------------
# single_step, long and multi-line (request above / below / between material)
# ---------------------------------------------------------------------------
A(S, "en", "explain_traceback", r"""Traceback (most recent call last):
  File "/srv/app/billing/invoice.py", line 88, in render_invoice
    currency = settings["currency"][customer.region]
KeyError: 'apac'
explain this traceback to me, what is it actually complaining about?""")

A(S, "en", "commit_message", r"""diff --git a/src/limits.py b/src/limits.py
index 3c1e2aa..9b0f7d1 100644
--- a/src/limits.py
+++ b/src/limits.py
@@ -12,9 +12,12 @@ class RateLimiter:
     def __init__(self, rate: int, per: float = 1.0):
         self.rate = rate
         self.per = per
-        self.tokens = rate
+        self.tokens = float(rate)
+        self._lock = threading.Lock()

     def allow(self) -> bool:
-        self._refill()
-        if self.tokens >= 1:
-            self.tokens -= 1
-            return True
-        return False
+        with self._lock:
+            self._refill()
+            if self.tokens >= 1:
+                self.tokens -= 1
+                return True
+            return False

write a commit message for this diff""")

A(S, "de", "explain_ci_log", r"""Erklär mir bitte dieses CI-Log. Warum ist der Job fehlgeschlagen? Ich will nur verstehen, was da passiert.

Run actions/setup-node@v4
  with:
    node-version: 18
Found in cache @ /opt/hostedtoolcache/node/18.19.0/x64
Run npm ci
npm ERR! code ERESOLVE
npm ERR! ERESOLVE could not resolve
npm ERR! While resolving: @acme/web@0.9.2
npm ERR! Found: react@18.2.0
npm ERR! Could not resolve dependency:
npm ERR! peer react@"^17.0.0" from react-sortable-hoc@1.11.0
Error: Process completed with exit code 1.""")

A(S, "fr", "docstring", r"""ajoute une docstring (style NumPy) à cette fonction :
def moyenne_glissante(valeurs, fenetre=3):
    if fenetre <= 0:
        raise ValueError("fenetre doit être positive")
    res = []
    somme = 0
    for i, v in enumerate(valeurs):
        somme += v
        if i >= fenetre:
            somme -= valeurs[i - fenetre]
        if i >= fenetre - 1:
            res.append(somme / fenetre)
    return res""")

A(S, "es", "sql", r"""Tengo este esquema:

CREATE TABLE clientes (
  id SERIAL PRIMARY KEY,
  nombre TEXT NOT NULL,
  pais CHAR(2)
);
CREATE TABLE pedidos (
  id SERIAL PRIMARY KEY,
  cliente_id INT REFERENCES clientes(id),
  total NUMERIC(10,2),
  creado TIMESTAMP DEFAULT now()
);

Escribe una consulta que devuelva los 5 clientes con más pedidos en 2024, con el número de pedidos y el importe total.""")

A(S, "ja", "draft_reply", r"""以下のissueに対する返信を下書きしてください。再現手順とバージョン情報をお願いする丁寧な文面で、英語でお願いします。

---
Title: App crashes on startup
Body:
after updating it just crashes. please fix asap!!!
---""")

A(S, "zh", "translate_text", r"""帮我把这封邮件翻译成英文，语气再礼貌一点：

王经理您好，
上周我们提交的 2.4 版本在贵司测试环境中出现了登录超时的问题。我们已经定位到是网关超时配置过短导致的，预计本周五前发布修复版本。给您带来的不便敬请谅解。
此致
李明""")

A(S, "ru", "rewrite_function", r"""Перепиши эту функцию без рекурсии, поведение должно остаться тем же:

def flatten(xs):
    out = []
    for x in xs:
        if isinstance(x, list):
            out.extend(flatten(x))
        else:
            out.append(x)
    return out""")

A(S, "en", "draft_reply", r"""Draft a reply to this issue asking for a minimal reproduction and their Python version. Keep it friendly.

> **Title:** `parse()` returns None for some inputs
> I'm feeding it timestamps from our Kafka topic and maybe 1 in 1000 come back as None. No exception. Using the latest release. Is this a known bug?""")

A(S, "en", "explain_config", r"""what does this nginx config do, line by line?
server {
    listen 443 ssl http2;
    server_name api.example.org;
    ssl_certificate     /etc/ssl/api.crt;
    ssl_certificate_key /etc/ssl/api.key;
    location / {
        proxy_pass http://127.0.0.1:8080;
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_read_timeout 90s;
    }
    location /static/ {
        alias /var/www/static/;
        expires 7d;
    }
}""")

A(S, "pt", "write_test", r"""function formatarMoeda(valor, moeda = 'BRL') {
  if (typeof valor !== 'number' || Number.isNaN(valor)) {
    throw new TypeError('valor inválido');
  }
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: moeda }).format(valor);
}

escreva testes unitários com Jest para essa função, cobrindo os casos de erro também""")


def _big_module():
    """A long pasted module (about 20 KB) with one function the ask targets."""
    parts = [
        '"""wirefmt: helpers for a small binary wire format."""',
        "import struct",
        "from dataclasses import dataclass",
        "",
        "MAGIC = b'WF01'",
        "",
        "@dataclass",
        "class Header:",
        "    version: int",
        "    kind: int",
        "    length: int",
        "    flags: int",
        "",
    ]
    kinds = ["ping", "pong", "data", "ack", "nack", "close", "hello", "bye",
             "auth", "token", "chunk", "resume", "pause", "meta", "stats",
             "error", "trace", "probe", "sync", "fin"]
    for i, k in enumerate(kinds):
        parts += [
            "def encode_%s(payload: bytes, flags: int = 0) -> bytes:" % k,
            "    body = bytes(payload)",
            "    head = struct.pack('>4sBBIH', MAGIC, 1, %d, len(body), flags)" % i,
            "    checksum = sum(body) & 0xFFFF",
            "    return head + body + struct.pack('>H', checksum)",
            "",
            "def decode_%s(frame: bytes) -> bytes:" % k,
            "    hdr = parse_header(frame)",
            "    if hdr.kind != %d:" % i,
            "        raise ValueError('expected kind %d, got %%d' %% hdr.kind)" % i,
            "    body = frame[12:12 + hdr.length]",
            "    (checksum,) = struct.unpack('>H', frame[12 + hdr.length:14 + hdr.length])",
            "    if checksum != sum(body) & 0xFFFF:",
            "        raise ValueError('bad checksum in %s frame')" % k,
            "    return body",
            "",
        ]
        if i == 11:
            parts += [
                "def parse_header(frame: bytes) -> Header:",
                "    if len(frame) < 12:",
                "        raise ValueError('frame too short')",
                "    magic, version, kind, length, flags = struct.unpack('>4sBBIH', frame[:12])",
                "    if magic != MAGIC:",
                "        raise ValueError('bad magic')",
                "    if version != 1:",
                "        raise ValueError('unsupported version %d' % version)",
                "    if len(frame) < 14 + length:",
                "        raise ValueError('truncated frame')",
                "    return Header(version, kind, length, flags)",
                "",
            ]
    parts += [
        "def iter_frames(buf: bytes):",
        "    pos = 0",
        "    while pos < len(buf):",
        "        hdr = parse_header(buf[pos:])",
        "        end = pos + 14 + hdr.length",
        "        yield hdr, buf[pos:end]",
        "        pos = end",
    ]
    return "\n".join(parts * 1)


A(S, "en", "docstring", "here's our whole wirefmt.py:\n\n" + _big_module() +
  "\n\nadd a docstring to parse_header only. don't touch anything else, just give me the function back.")

A(S, "ko", "explain_config", r"""이 compose 파일에서 각 서비스가 뭘 하는지 설명해줘

services:
  db:
    image: postgres:16
    environment:
      POSTGRES_PASSWORD: example
    volumes: [pgdata:/var/lib/postgresql/data]
  cache:
    image: redis:7-alpine
  api:
    build: ./api
    depends_on: [db, cache]
    ports: ["8000:8000"]
  worker:
    build: ./api
    command: celery -A app worker -l info
    depends_on: [cache]
volumes:
  pgdata: {}""")

A(S, "it", "explain_regex", r"""cosa matcha questa regex? e in quali casi fallisce?
^(?:[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*)@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$""")

A(S, "tr", "summarize_log", r"""2024-05-02T10:14:07Z INFO  scheduler  job=nightly-export started
2024-05-02T10:14:09Z WARN  exporter   slow query took 4.8s table=events
2024-05-02T10:15:41Z WARN  exporter   slow query took 6.1s table=events
2024-05-02T10:17:02Z ERROR uploader   s3 PutObject failed: RequestTimeout (attempt 1/3)
2024-05-02T10:17:09Z ERROR uploader   s3 PutObject failed: RequestTimeout (attempt 2/3)
2024-05-02T10:17:20Z INFO  uploader   s3 PutObject ok key=exports/2024-05-02.parquet
2024-05-02T10:17:21Z INFO  scheduler  job=nightly-export finished in 194s

bu logları iki cümleyle özetler misin? Ekibe mesaj olarak atacağım.""")

A(S, "pl", "rename_in_function", r"""Zmień nazwy zmiennych na bardziej czytelne w tej metodzie, logiki nie ruszaj:

public double calc(List<Item> l, double d) {
    double s = 0;
    for (Item i : l) {
        double p = i.getPrice() * i.getQty();
        if (p > 100) p = p * (1 - d);
        s += p;
    }
    return Math.round(s * 100.0) / 100.0;
}""")

A(S, "en", "translate_code", r"""translate this to idiomatic Rust:

func Chunk(xs []int, n int) [][]int {
	if n <= 0 {
		return nil
	}
	var out [][]int
	for i := 0; i < len(xs); i += n {
		end := i + n
		if end > len(xs) {
			end = len(xs)
		}
		out = append(out, xs[i:end])
	}
	return out
}""")

A(S, "nl", "json_schema", r"""Schrijf een JSON Schema (draft 2020-12) voor dit object:
{
  "id": "ord_7781",
  "klant": {"naam": "Jansen", "email": "j@example.nl"},
  "regels": [{"sku": "A-12", "aantal": 2, "prijs": 9.95}],
  "betaald": false,
  "aangemaakt": "2024-03-01T12:00:00Z"
}""")

A(S, "en", "summarize", r"""Summarize this PR description in 3 bullet points for the changelog:

This PR replaces our hand-rolled retry loop in the HTTP client with a backoff policy object. Retries now use exponential backoff with full jitter, capped at 30s, and respect Retry-After headers on 429 and 503. The old `max_retries` kwarg still works but emits a DeprecationWarning; it maps to `RetryPolicy(attempts=max_retries)`. Also fixes a bug where POST requests were retried even when not idempotent — they are now only retried on connection errors before any bytes were sent. Docs updated in the client guide.""")

A(S, "uk", "explain_query", r"""Поясни, чому цей запит повільний і як би ти його переписав. Ось запит і план:

SELECT * FROM events WHERE date(created_at) = '2024-04-01' AND user_id = 42;

Seq Scan on events  (cost=0.00..184223.10 rows=52 width=212) (actual time=0.041..1893.554 rows=37 loops=1)
  Filter: ((user_id = 42) AND (date(created_at) = '2024-04-01'::date))
  Rows Removed by Filter: 6120331
Planning Time: 0.110 ms
Execution Time: 1893.601 ms

Індекси: events_pkey (id), events_created_at_idx (created_at).""")

A(S, "en", "review_snippet", r"""Review this Dockerfile and list what you'd change to get a smaller, more cache-friendly image. Just the list, no rewrite needed.

FROM python:3.11
WORKDIR /app
COPY . .
RUN apt-get update && apt-get install -y build-essential curl git
RUN pip install -r requirements.txt
ENV PYTHONUNBUFFERED=1
EXPOSE 8000
CMD ["gunicorn", "app:app", "-b", "0.0.0.0:8000", "--workers", "4"]""")

A(S, "vi", "type_hints", r"""thêm type hints cho hàm này giúp mình
def gom_nhom(ds, khoa):
    kq = {}
    for phan_tu in ds:
        k = phan_tu[khoa]
        kq.setdefault(k, []).append(phan_tu)
    return kq""")

A(S, "en", "explain_test_failure", r"""what does this pytest failure mean? I don't need a fix, I just don't get the output.

    def test_round_trip():
        data = {"a": 1.1, "b": [1, 2]}
>       assert loads(dumps(data)) == data
E       AssertionError: assert {'a': 1.1000000000000001, 'b': [1, 2]} == {'a': 1.1, 'b': [1, 2]}
E         Differing items:
E         {'a': 1.1000000000000001} != {'a': 1.1}

tests/test_codec.py:14: AssertionError""")

A(S, "de", "draft_reply", r"""Schreib eine freundliche Antwort auf diese Kundenmail. Wir können den Export erst im nächsten Quartal liefern.

Hallo zusammen,
wir nutzen euer Tool seit zwei Jahren und vermissen dringend einen CSV-Export der Rechnungen. Ohne den müssen wir alles händisch abtippen. Wann kommt das?
Viele Grüße
Sabine Koch""")

A(S, "ja", "explain_traceback", r"""Exception in thread "main" java.lang.NullPointerException: Cannot invoke "String.length()" because "name" is null
	at com.example.users.UserFormatter.initials(UserFormatter.java:27)
	at com.example.users.UserFormatter.format(UserFormatter.java:14)
	at com.example.Main.main(Main.java:9)

このスタックトレースの意味と、考えられる原因を説明してください。""")

A(S, "es", "review_diff", r"""Hazme una revisión de este diff, ¿ves algún bug?
--- a/cart.js
+++ b/cart.js
@@ -4,7 +4,7 @@ export function total(items, coupon) {
-  let sum = 0;
+  let sum;
   for (const it of items) {
     sum += it.price * it.qty;
   }
-  if (coupon) sum = sum * (1 - coupon.pct / 100);
+  if (coupon) sum = sum * (1 - coupon.pct);
   return Math.round(sum * 100) / 100;
 }""")

A(S, "en", "sql", r"""Write a CREATE TABLE statement (Postgres) for data shaped like this CSV. Pick sensible types.

sku,name,price_eur,in_stock,last_restock
A-100,Espresso cup,7.50,true,2024-02-11
A-101,Latte glass,9.00,false,2023-12-01
B-220,Grinder,129.99,true,2024-03-30""")

A(S, "zh", "review_snippet", r"""这个 deployment 有什么问题？只看 YAML 本身。
apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  replicas: 3
  selector:
    matchLabels:
      app: web
  template:
    metadata:
      labels:
        app: frontend
    spec:
      containers:
      - name: web
        image: registry.local/web:latest
        ports:
        - containerPort: 80""")

A(S, "en", "translate_code", r"""resource "aws_s3_bucket" "logs" {
  bucket = "acme-logs-prod"
}
resource "aws_s3_bucket_versioning" "logs" {
  bucket = aws_s3_bucket.logs.id
  versioning_configuration { status = "Enabled" }
}
convert to Pulumi Python""")

A(S, "fr", "release_note", r"""Rédige des notes de version lisibles pour des utilisateurs à partir de ce log :

a91c2e3 fix: éviter le double envoi du formulaire de contact
77d0b1f feat: export PDF des factures
3f2a9c0 chore: mise à jour de eslint
c0ffee1 feat(api): filtre par date sur /commandes
be11a2d fix: fuseau horaire incorrect dans les rappels""")

A(S, "ar", "explain_error", r"""اشرح هذا الخطأ ببساطة:

psycopg2.errors.UniqueViolation: duplicate key value violates unique constraint "users_email_key"
DETAIL:  Key (email)=(sara@example.com) already exists.""")

A(S, "en", "rename_in_function", r"""In this function, rename `tmp` and `x2` to something meaningful and give me the whole function back:

def dedupe_events(events):
    tmp = set()
    x2 = []
    for e in events:
        if e["id"] in tmp:
            continue
        tmp.add(e["id"])
        x2.append(e)
    return x2""")

A(S, "ru", "edit_snippet", r"""Добавь кэширование pip в этот workflow, верни весь файл:
name: tests
on: [push]
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-python@v5
        with:
          python-version: "3.12"
      - run: pip install -r requirements.txt
      - run: pytest -q""")

A(S, "hi", "find_bug_snippet", r"""const total = items.reduce((acc, it) => { acc + it.price * it.qty }, 0);
console.log(total); // undefined aa raha hai

is code me bug kya hai? bas batao, samjhao kyun""")

A(S, "en", "summarize_history", r"""Summarize the conversation below into a short status note (what was asked, what has been done, what is left) so the agent can continue after the context is compacted. Keep it under 150 words.

USER: the export job crashes on big accounts, please fix
ASSISTANT: I looked at the export module and found it loads every row into memory before writing the CSV. I changed it to stream rows in batches of 5000 and added a test with 50k synthetic rows; the test passes locally.
USER: nice. also the filename should include the account slug
ASSISTANT: Updated the filename template to exports/{slug}-{date}.csv and adjusted the two tests that asserted the old name.
USER: ok, last thing: the progress bar in the UI still says 0% until the end""")

A(S, "en", "title", r"""Generate a concise title (3-6 words) for this conversation. Reply with the title only.

User: the login page hangs forever after I upgraded next.js from 13 to 14, only in production builds, dev mode is fine. any idea?""")

A(S, "ko", "explain_error", r"""[2024-06-01 09:12:44] ERROR: connect ECONNREFUSED 127.0.0.1:6379
    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16)
에러 원인만 한 줄로 알려줘""")

A(S, "en", "codegen_from_schema", r"""Generate a TypeScript type for the User schema here:

components:
  schemas:
    User:
      type: object
      required: [id, email]
      properties:
        id: {type: string, format: uuid}
        email: {type: string, format: email}
        displayName: {type: string, nullable: true}
        roles:
          type: array
          items: {type: string, enum: [admin, editor, viewer]}
        createdAt: {type: string, format: date-time}""")

A(S, "pt", "summarize", r"""resuma essa thread em 3 tópicos:

De: Carla
Pessoal, o cliente pediu para adiar a entrega do módulo fiscal para julho.
De: Bruno
Por mim ok, mas então precisamos antecipar o app mobile pra junho, senão o contrato atrasa.
De: Carla
Concordo. Marcos, dá pra puxar 2 devs do fiscal pro mobile?
De: Marcos
Dá, mas só a partir do dia 10. Antes disso estamos fechando a homologação.""")

A(S, "id", "explain_code", r"""jelaskan fungsi ini baris per baris:

def kelompokkan_per_bulan(transaksi):
    hasil = defaultdict(float)
    for t in transaksi:
        kunci = t.tanggal.strftime("%Y-%m")
        hasil[kunci] += t.jumlah
    return dict(sorted(hasil.items()))""")

# ---------------------------------------------------------------------------
# long_horizon, short (1-8 words) -- soft, terse or phrased as questions
# ---------------------------------------------------------------------------
A(L, "en", "fix_tests", "fix the failing tests")
A(L, "en", "fix_ci", "make CI green")
A(L, "en", "take_ticket", "can you take #482?")
A(L, "de", "fix_tests", "Behebe die fehlschlagenden Tests")
A(L, "fr", "migrate", "migre le projet vers Vue 3")
A(L, "es", "fix_bug", "arregla el bug del login")
A(L, "ja", "fix_tests", "テストが落ちてるので直して")
A(L, "zh", "upgrade", "把项目升级到 Python 3.12")
A(L, "ru", "fix_build", "почини сборку")
A(L, "pt", "add_feature", "adiciona autenticação JWT na API")
A(L, "ko", "fix_lint", "린트 에러 전부 고쳐줘")
A(L, "it", "add_tests", "aggiungi i test mancanti al modulo pagamenti")
A(L, "tr", "migrate", "projeyi TypeScript'e taşı")
A(L, "pl", "fix_bug", "napraw wyciek pamięci w serwisie")
A(L, "en", "fix_bug", "why does login fail in our app? fix it")
A(L, "en", "build_project", "build a REST API with auth, tests and a Dockerfile")
A(L, "en", "upgrade", "bump all deps and make sure nothing breaks")
A(L, "nl", "fix_build", "zorg dat de build weer slaagt")
A(L, "vi", "fix_build", "sửa lỗi build giúp mình")
A(L, "en", "add_feature", "add dark mode to the app")
A(L, "uk", "cross_file_change", "додай логування в усі сервіси")
A(L, "en", "cleanup", "get rid of all the deprecation warnings")
A(L, "id", "add_feature", "tambahkan fitur export CSV")
A(L, "hi", "cleanup", "pure repo me se console.log hata do")
A(L, "en", "tooling_setup", "set up pre-commit hooks for this repo")
A(L, "zh", "optimize", "这个项目的测试为什么这么慢？帮我优化一下")
A(L, "es", "fix_bug", "¿por qué no arranca el servidor? arréglalo")
A(L, "en", "migrate", "port the backend from Flask to FastAPI")
A(L, "de", "docs_update", "Kannst du das README auf den aktuellen Stand bringen?")
A(L, "ja", "fix_ci", "CIを通るようにして")
A(L, "en", "investigate", "find where we leak file handles")
A(L, "fr", "cross_file_change", "ajoute la pagination partout dans l'API")
A(L, "ar", "fix_tests", "أصلح الاختبارات الفاشلة في المشروع")
A(L, "sv", "add_feature", "lägg till stöd för i18n i appen")
A(L, "en", "continue_plan", "continue with the refactor plan in TODO.md")
A(L, "ko", "tooling_setup", "이 레포에 맞는 Dockerfile 만들어줘")
A(L, "cs", "fix_types", "oprav všechny chyby, které hlásí mypy")

# ---------------------------------------------------------------------------
# long_horizon, medium (one or two sentences)
# ---------------------------------------------------------------------------
A(L, "en", "fix_bug", "The cache in our API never seems to expire; find out why and fix it.")
A(L, "en", "investigate", "Users report that uploading files over 10 MB fails silently. Can you track it down?")
A(L, "de", "optimize", "Die Suche im Admin-Bereich ist seit dem letzten Release extrem langsam. Finde die Ursache und behebe sie bitte.")
A(L, "fr", "migrate", "Peux-tu remplacer moment.js par date-fns dans tout le front, et vérifier que les tests passent ?")
A(L, "es", "add_feature", "Añade soporte de internacionalización (es/en) a todas las pantallas de la app móvil.")
A(L, "pt", "add_tests", "Quero que você escreva testes de integração para os endpoints de pedidos e rode até passarem.")
A(L, "zh", "cross_file_change", "把项目里所有的 print 调试语句换成 logging，并保证日志格式统一。")
A(L, "ja", "add_feature", "ユーザー登録フローにメール認証を追加してください。バックエンドとフロントの両方です。")
A(L, "ru", "refactor", "Разбей монолитный utils.py на несколько модулей и поправь все импорты.")
A(L, "ko", "fix_bug", "결제 모듈에서 가끔 중복 결제가 발생해요. 원인을 찾아서 고쳐주세요.")
A(L, "it", "fix_ci", "Il job di deploy fallisce solo su staging. Puoi capire perché e sistemarlo?")
A(L, "tr", "add_feature", "Uygulamaya rate limiting ekle ve bunun için testler yaz.")
A(L, "pl", "upgrade", "Zaktualizuj projekt do Django 5 i napraw wszystko, co się przy tym zepsuje.")
A(L, "en", "security_fix", "Is there any place where we build SQL with string concatenation? If so, switch it to parameterized queries.")
A(L, "en", "cross_file_change", "Could you go through the codebase and add type hints to the public functions?")
A(L, "nl", "fix_ci", "Kun je uitzoeken waarom de e2e-tests op CI af en toe falen en dat oplossen?")
A(L, "vi", "add_feature", "Hãy thêm chức năng đặt lại mật khẩu qua email cho ứng dụng, kèm theo test.")
A(L, "uk", "refactor", "Перенеси конфігурацію з .env-файлів у єдиний config.yaml і онови весь код, що її читає.")
A(L, "en", "optimize", "Our Docker image is 2 GB. Can you slim it down without breaking the app?")
A(L, "id", "fix_bug", "Coba cek kenapa notifikasi push tidak terkirim di Android, lalu perbaiki.")
A(L, "hi", "optimize", "Dashboard ka page bahut slow load hota hai, profiling karke fix kar do.")
A(L, "en", "add_feature", "Wire up Sentry error reporting in both the web app and the worker, with the DSN read from the environment.")
A(L, "es", "refactor", "Necesito que hagas el refactor del módulo de billing para usar la nueva interface PaymentProvider, y update los tests que fallen.")
A(L, "zh", "refactor", "帮我把 repo 里所有 callback 风格的代码改成 async/await，改完记得跑一下 test。")
A(L, "en", "migrate", "Write a migration that splits the `name` column into first and last name, and update every place that reads it.")
A(L, "de", "fix_build", "Warum schlägt `npm run build` bei uns fehl? Repariere es bitte.")
A(L, "fr", "add_feature", "Il faudrait que le CLI accepte un flag --dry-run pour toutes les sous-commandes.")
A(L, "ar", "add_feature", "أضف صفحة إعدادات للمستخدم في الواجهة الأمامية واربطها بالـ API الموجود.")
A(L, "en", "migrate", "Can you check whether we still call the deprecated v1 payments endpoint anywhere and move those calls to v2?")
A(L, "ja", "add_tests", "このリポジトリのテストカバレッジを80%以上に上げてください。")
A(L, "ko", "cleanup", "프로젝트 전체에서 사용하지 않는 의존성을 찾아서 제거해줘.")
A(L, "en", "implement_spec", "Implement the feature described in docs/rfc/0007-webhooks.md.")
A(L, "pt", "fix_bug", "O endpoint /relatorios está retornando 500 em produção. Investiga e corrige.")
A(L, "en", "fix_bug", "Reproduce issue #231 locally with a failing test, then fix it.")
A(L, "ru", "tooling_setup", "Сделай так, чтобы приложение поднималось одной командой docker compose up.")
A(L, "sv", "tooling_setup", "Kan du lägga till GitHub Actions-CI som kör tester och lint för projektet?")
A(L, "en", "optimize", "Set up a benchmark for the parser and optimize the hot path until it's at least 2x faster.")

# ---------------------------------------------------------------------------
# long_horizon, long and multi-line (material + a request that needs the repo)
# ---------------------------------------------------------------------------
A(L, "en", "fix_bug", r"""this happens in prod when users log out, find the bug in our code and fix it:

Traceback (most recent call last):
  File "/app/web/views/session.py", line 41, in logout
    cache.delete(f"sess:{request.session.sid}")
AttributeError: 'NoneType' object has no attribute 'sid'""")

A(L, "en", "fix_ci", r"""> Run pnpm test
 FAIL  src/utils/date.test.ts
  ● formatRelative › handles yesterday
    expect(received).toBe(expected)
    Expected: "yesterday"
    Received: "1 day ago"
Test Suites: 1 failed, 23 passed, 24 total
Tests:       1 failed, 211 passed, 212 total
Error: Process completed with exit code 1.
make this pass""")

A(L, "de", "implement_issue", r"""Bitte setz dieses Issue um:

### Feature: Passwort-Stärke anzeigen
Beim Registrieren soll unter dem Passwortfeld eine Stärkeanzeige (schwach/mittel/stark) erscheinen. Die gleiche Prüfung soll auch serverseitig laufen und zu schwache Passwörter mit 422 ablehnen.
Akzeptanz:
- Anzeige aktualisiert sich beim Tippen
- API liefert Fehlermeldung `password_too_weak`
- Tests für beide Seiten""")

A(L, "fr", "fix_bug", r"""corrige ça dans le code stp
TypeError: Cannot read properties of undefined (reading 'map')
    at ProductList (ProductList.jsx:23:31)
    at renderWithHooks (react-dom.development.js:16305:18)""")

A(L, "es", "implement_spec", r"""Mensaje de producto:

Hola equipo, para la próxima versión necesitamos que los usuarios puedan marcar productos como favoritos. Debe haber un botón de corazón en la ficha del producto, una pestaña "Favoritos" en el perfil, y que persista entre dispositivos (o sea, en el backend). Si el usuario no ha iniciado sesión, se le pide que inicie sesión.
Gracias, Lucía

Implementa esto en el proyecto, backend y frontend.""")

A(L, "ja", "fix_tests", r"""FAILED tests/test_orders.py::test_cancel_refunds_payment - AssertionError: expected refund call
FAILED tests/test_orders.py::test_cancel_twice_is_noop - sqlalchemy.exc.InvalidRequestError
==== 2 failed, 148 passed in 12.31s ====

この2つのテストが通るようにコードを修正してください。""")

A(L, "zh", "implement_issue", r"""帮我修复这个 issue，并补一个回归测试：

#318 导出 Excel 时中文文件名乱码
复现：在报表页点击"导出"，下载的文件名变成 %E6%8A%A5%E8%A1%A8.xlsx
期望：文件名显示为"报表.xlsx"
环境：Chrome 124 / Safari 17 都有""")

A(L, "ru", "apply_patch", r"""Примени этот патч и поправь всё, что после него сломается:

--- a/core/models.py
+++ b/core/models.py
@@ -20,7 +20,7 @@ class Account(Base):
-    balance = Column(Integer, default=0)
+    balance_cents = Column(BigInteger, nullable=False, default=0)""")

A(L, "pt", "fix_bug", r"""[WARN] 2024-05-10 03:00:01 retry 1/5 sending invoice inv_2291
[WARN] 2024-05-10 03:00:04 retry 2/5 sending invoice inv_2291
[ERROR] 2024-05-10 03:00:13 giving up on inv_2291: SMTPServerDisconnected
[INFO] 2024-05-10 03:00:13 marking inv_2291 as sent

descobre por que isso acontece (a fatura fica marcada como enviada mesmo falhando) e corrige""")

A(L, "ko", "implement_spec", r"""이 스펙대로 API 엔드포인트를 구현해줘. 기존 인증 미들웨어 재사용하고 테스트도 추가해줘.

POST /v1/teams/{team_id}/invites
body: { "email": string, "role": "member" | "admin" }
- 팀 관리자만 호출 가능 (403)
- 이미 멤버면 409
- 성공 시 201 + 초대 객체 반환, 초대 메일 발송""")

A(L, "it", "take_ticket", r"""JIRA-1187 — Il filtro per data nella lista ordini ignora il fuso orario dell'utente
Priorità: alta
Descrizione: gli ordini creati dopo le 23:00 compaiono nel giorno successivo per gli utenti in Europa.

prendi tu questo ticket?""")

A(L, "tr", "fix_bug", r"""panic: runtime error: invalid memory address or nil pointer dereference
[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x6a3f2e]
goroutine 47 [running]:
github.com/acme/gateway/internal/proxy.(*Pool).Get(0x0, ...)
	/src/internal/proxy/pool.go:58 +0x2e
bunu düzelt""")

A(L, "pl", "address_review", r"""Uwagi z review do mojego PR:

1. `OrderService.create` — brak walidacji ilości, ujemne wartości przechodzą.
2. Magiczna liczba 86400 w trzech miejscach, wydziel stałą.
3. Testy w `test_order_service.py` nie sprawdzają przypadku pustego koszyka.
4. Nazwa `doStuff` w `utils/cart.py` nic nie mówi.

Popraw wszystkie te uwagi w kodzie.""")

A(L, "en", "fix_ci", r"""This PR broke the nightly build. Figure out what in it causes the failure and patch it.

diff --git a/pkg/config/load.go b/pkg/config/load.go
@@ -31,6 +31,9 @@ func Load(path string) (*Config, error) {
 	if err := yaml.Unmarshal(raw, &cfg); err != nil {
 		return nil, err
 	}
+	if cfg.Region == "" {
+		cfg.Region = os.Getenv("DEFAULT_REGION")
+	}
 	return &cfg, nil
 }""")

A(L, "en", "migrate", r"""We're changing the schema to this:

CREATE TABLE addresses (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  line1 TEXT NOT NULL,
  line2 TEXT,
  city TEXT NOT NULL,
  postcode TEXT NOT NULL
);
ALTER TABLE users DROP COLUMN address;

update the ORM models and every query that touches users.address to match.""")

A(L, "nl", "fix_ci", r"""error[E0308]: mismatched types
  --> src/store/mod.rs:112:24
   |
112 |         self.index.insert(key, offset);
   |                           ^^^ expected `u64`, found `usize`
error: could not compile `kvlite` (lib) due to 1 previous error
##[error]Process completed with exit code 101.

fix dit""")

A(L, "vi", "fix_bug", r"""sửa lỗi này trong repo giúp mình
  File "/app/worker/tasks.py", line 77, in resize_image
    img = Image.open(path).convert("RGB")
PIL.UnidentifiedImageError: cannot identify image file '/tmp/up_9f2a.heic'""")

A(L, "uk", "take_ticket", r"""Issue #57: Сторінка профілю не зберігає аватар, якщо файл більший за 1 МБ. У консолі 413 Payload Too Large. Очікується: до 5 МБ приймаємо, більші — зрозуміле повідомлення користувачу.

візьмешся за це?""")

A(L, "en", "fix_lint", r"""app/api/routes.py:14:1: F401 'json' imported but unused
app/api/routes.py:88:80: E501 line too long (97 > 79 characters)
app/services/mailer.py:5:1: F811 redefinition of unused 'send'
app/services/mailer.py:42:9: E722 do not use bare 'except'
app/models/user.py:120:5: C901 'User.permissions' is too complex (14)

clean these up""")

A(L, "id", "fix_bug", r"""tolong perbaiki, ini muncul tiap kali checkout pakai voucher:

java.lang.IllegalStateException: Voucher already redeemed
	at id.toko.checkout.VoucherService.redeem(VoucherService.java:64)
	at id.toko.checkout.CheckoutController.pay(CheckoutController.java:112)""")

A(L, "hi", "fix_bug", r"""ERROR in ./src/pages/Cart.tsx 12:0-45
Module not found: Error: Can't resolve '@/hooks/useCartTotals'

isko fix karo, repo me dekh lo ye import kahan se aa raha hai aur kya rename hua""")

A(L, "ar", "fix_bug", r"""تقرير خطأ من أحد المستخدمين:
عند تغيير لغة الواجهة إلى العربية، تنقلب الأيقونات في شريط التنقل لكن النصوص تبقى من اليسار إلى اليمين، وزر "رجوع" يختفي تماماً على الجوال.

أصلح هذه المشكلة في التطبيق.""")

A(L, "en", "investigate", r"""Sentry: TimeoutError in `sync_inventory`
Events: 1,284 in last 24h  |  Users affected: 0 (background job)
First seen: 3 days ago (release 4.18.0)
  File "jobs/inventory.py", line 203, in sync_inventory
    resp = client.fetch_stock(batch)

Can you look into this?""")

A(L, "zh", "implement_spec", r"""设计文档节选：
- 在 ProductService 前面加一层读缓存（Redis），key 为 product:{id}，TTL 10 分钟
- 商品更新/删除时主动失效缓存
- 缓存不可用时降级为直接查库，不能报错
- 增加命中率指标

按照这个设计把缓存层加到服务里。""")

A(L, "ja", "cross_file_change", r"""-DB_POOL_SIZE=10
+DB_POOL_SIZE=30
-REQUEST_TIMEOUT=5
+REQUEST_TIMEOUT=15

この設定変更をstaging/production全環境に反映して、デプロイスクリプトも新しい値を読むように直して。""")

A(L, "en", "take_ticket", r"""**flaky: test_websocket_reconnect sometimes hangs on CI**
Seen on ~1 in 15 runs on Linux only. Locally can't reproduce. The job times out after 10 min with no output after "reconnecting...". Might be related to the event loop changes in #902.

can you take this one?""")

A(L, "de", "upgrade", r"""Dependabot-Alarm:
  Paket: jsonwebtoken
  Betroffene Versionen: < 9.0.0
  Schweregrad: hoch
  Behoben in: 9.0.0

Bitte aktualisiere die Abhängigkeit und prüfe, ob danach alles noch läuft.""")

A(L, "fr", "implement_spec", r"""En tant qu'administrateur, je veux pouvoir désactiver un compte utilisateur sans le supprimer, afin de conserver l'historique.

Critères d'acceptation :
- un compte désactivé ne peut plus se connecter (message explicite)
- ses données restent visibles dans les rapports
- action réversible depuis l'écran d'administration
- journalisé dans l'audit log

implémente cette story""")

A(L, "es", "fix_types", r"""src/api/client.ts:41:7 - error TS2322: Type 'string | undefined' is not assignable to type 'string'.
src/store/cart.ts:18:22 - error TS2339: Property 'qty' does not exist on type 'LineItem'.
src/pages/Checkout.tsx:77:15 - error TS2345: Argument of type 'number' is not assignable to parameter of type 'Money'.
Found 3 errors in 3 files.
arregla estos errores de TypeScript""")

A(L, "en", "fix_bug", r"""From a customer:

"Hi, whenever I export my report for March, the totals at the bottom don't match the sum of the rows. It's off by a few cents every time. February was fine."

Find the bug behind this in our reporting code and fix it; no reply draft needed.""")

A(L, "ko", "fix_types", r"""전부 고쳐줘

src/ingest/reader.py:33: error: Argument 1 to "open" has incompatible type "Path | None"; expected "str | Path"  [arg-type]
src/ingest/reader.py:58: error: Incompatible return value type (got "list[str]", expected "list[Record]")  [return-value]
src/ingest/writer.py:12: error: Module "ingest.schema" has no attribute "RecordV2"  [attr-defined]
Found 3 errors in 2 files (checked 41 source files)""")

A(L, "ru", "fix_bug", r"""найди и исправь

2024/05/14 11:02:19 http: panic serving 10.0.3.7:51022: assignment to entry in nil map
goroutine 1931 [running]:
main.(*Registry).Register(0xc0001a2000, {0xc000312a80, 0x9})
	/srv/registry.go:44 +0x6b""")

A(L, "pt", "migrate", r"""Checklist da migração para o novo provedor de e-mail:
[ ] trocar o SDK antigo pelo novo em todos os serviços
[ ] mover templates para o formato do novo provedor
[ ] atualizar variáveis de ambiente (MAIL_API_KEY, MAIL_DOMAIN)
[ ] ajustar os testes que mockam o cliente antigo

faz a migração seguindo esse checklist""")

A(L, "en", "fix_build", r"""#12 [builder 5/7] RUN npm run build
#12 3.114 > web@1.4.0 build
#12 3.114 > vite build
#12 5.902 error during build:
#12 5.902 [vite]: Rollup failed to resolve import "lodash-es/debounce" from "src/components/Search.vue".
#12 ERROR: process "/bin/sh -c npm run build" did not complete successfully: exit code: 1

fix our Dockerfile and whatever else so the image builds""")

A(L, "it", "implement_spec", r"""aggiungi questi endpoint al backend, con validazione e test:

| metodo | path                 | descrizione                  |
|--------|----------------------|------------------------------|
| GET    | /api/fornitori       | elenco paginato              |
| POST   | /api/fornitori       | crea fornitore               |
| PATCH  | /api/fornitori/{id}  | aggiorna campi parziali      |
| DELETE | /api/fornitori/{id}  | soft delete                  |""")

A(L, "cs", "fix_bug", r"""Při spuštění dostávám tohle:
ModuleNotFoundError: No module named 'app.settings.local'

oprav to v projektu, ať to jde spustit i bez lokálního nastavení""")

A(L, "en", "refactor", r"""We keep copy-pasting this pattern in every handler:

    user = db.get_user(request.headers["X-User"])
    if user is None:
        return json_error(401, "unauthorized")
    if not user.active:
        return json_error(403, "inactive")

pull it into a decorator and use it everywhere it appears""")

A(L, "en", "fix_bug", r"""why does this happen? we never set 3 retries anywhere, fix whatever is overriding it
WARNING urllib3.connectionpool: Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError'""")

A(L, "de", "fix_tests", r"""Ich habe gerade main gemergt und jetzt:

    ERROR tests/integration/test_checkout.py - ImportError: cannot import name 'PriceCalculator' from 'shop.pricing'

kannst du das fixen und danach die ganze Testsuite laufen lassen?""")
