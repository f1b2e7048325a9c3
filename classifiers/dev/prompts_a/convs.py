"""Multi-turn chats without tools (shape 5), edit-loop retries (shape 6) and side-call asks (shape 4)."""
from __future__ import annotations

from dataclasses import dataclass, field

from common import fence
import payloads as P


@dataclass
class Chat:
    cid: str
    lang: str
    turns: list[tuple[str, str]]          # earlier (user, assistant) pairs
    finals_single: list[str]
    finals_long: list[str]


CHATS: list[Chat] = [
    Chat("email-regex", "en", [
        ("What's a reasonable regex to validate email addresses in a signup form? I don't need RFC 5322 perfection.",
         "For a signup form a pragmatic pattern is enough:\n\n```regex\n^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$\n```\n\n"
         "It requires one `@`, no whitespace, and a dot in the domain followed by at least two characters. "
         "Anything stricter tends to reject valid addresses; the real check is the confirmation email."),
    ], ["Can you make it reject consecutive dots like `a..b@x.com`?",
        "shorter explanation pls, and give me the JS version with a test string"],
       ["Great. Now find every place in our codebase that validates emails with its own regex, switch them all "
        "to this one, and run the test suite.",
        "ok apply this across the whole repo (backend and frontend) and make sure nothing breaks"]),
    Chat("fetch-json", "en", [
        ("How do I fetch JSON from an API in Python and handle timeouts properly?",
         "Use a session with an explicit timeout and raise on HTTP errors:\n\n```python\nimport requests\n\n"
         "def get_json(url: str, timeout: float = 5.0) -> dict:\n    with requests.Session() as s:\n"
         "        resp = s.get(url, timeout=timeout)\n        resp.raise_for_status()\n        return resp.json()\n```\n\n"
         "`timeout` covers both connect and read; pass a tuple `(3, 10)` to set them separately."),
        ("what exception do I get on timeout?",
         "`requests.exceptions.Timeout` (more precisely `ConnectTimeout` or `ReadTimeout`, both subclasses). "
         "Catch `requests.exceptions.RequestException` if you want every network error."),
    ], ["now make it async", "Rewrite get_json with httpx.AsyncClient and a retry on ReadTimeout."],
       ["ok, now apply this across the whole repo and run the tests",
        "Nice. Replace all the ad-hoc requests.get calls in services/ with this helper and make sure the "
        "integration tests still pass."]),
    Chat("sql-latest", "en", [
        ("Postgres: how do I get the latest order per customer? orders(id, customer_id, placed_at, total)",
         "Use `DISTINCT ON`:\n\n```sql\nSELECT DISTINCT ON (customer_id) *\nFROM orders\nORDER BY customer_id, placed_at DESC;\n```\n\n"
         "An index on `(customer_id, placed_at DESC)` makes it fast."),
    ], ["shorter", "Can you write the same thing with a window function so it also works on MySQL 8?"],
       ["Add this as a repository method in our Go service, expose it on GET /customers/latest-orders, and "
        "write the integration test.",
        "put that into a migration-backed view in our app, wire it into the admin dashboard and check that the "
        "e2e tests still pass"]),
    Chat("bash-backup", "en", [
        ("write me a bash script that backs up a postgres db with pg_dump to /backups with a date in the filename",
         "```bash\n#!/usr/bin/env bash\nset -euo pipefail\nDB=${1:?usage: $0 dbname}\nOUT=/backups/${DB}-$(date +%F).sql.gz\n"
         "pg_dump \"$DB\" | gzip -9 > \"$OUT\"\necho \"wrote $OUT\"\n```"),
    ], ["add logging to syslog with logger", "make it delete backups older than 30 days too"],
       ["Now roll this out to all our database hosts through the ansible repo and verify the cron job runs.",
        "ok set this up in our infra repo for every environment and test it on staging"]),
    Chat("react-counter", "en", [
        ("Write a small React counter component with increment and reset buttons.",
         "```jsx\nimport { useState } from \"react\";\n\nexport function Counter({ start = 0 }) {\n"
         "  const [n, setN] = useState(start);\n  return (\n    <div>\n      <span>{n}</span>\n"
         "      <button onClick={() => setN((v) => v + 1)}>+1</button>\n"
         "      <button onClick={() => setN(start)}>Reset</button>\n    </div>\n  );\n}\n```"),
    ], ["convert it to TypeScript", "add a step prop and a max value"],
       ["Good. Now refactor all the class components in src/ to function components with hooks like this one, "
        "and keep the tests green.",
        "convert every component in our app to this style and update the snapshots"]),
    Chat("docker-slim", "en", [
        ("Why is my python docker image 1.2GB? I use FROM python:3.11",
         "The full `python:3.11` image ships compilers and headers. Switch to `python:3.11-slim`, install with "
         "`pip install --no-cache-dir`, and use a multi-stage build if you need to compile wheels."),
        ("and alpine?",
         "Alpine uses musl, so many wheels aren't available and pip compiles from source: builds get slower and "
         "sometimes bigger. `-slim` is usually the better trade-off for Python."),
    ], ["show me the multi-stage Dockerfile you mean", "what does --no-cache-dir actually save?"],
       ["Update the Dockerfiles of all the services in our monorepo to this pattern and make sure each one still "
        "builds and passes its smoke test.",
        "go ahead and apply this to every service image and fix whatever breaks in CI"]),
    Chat("go-handler", "en", [
        ("Write a Go net/http handler that returns the server time as JSON.",
         "```go\nfunc timeHandler(w http.ResponseWriter, r *http.Request) {\n"
         "\tw.Header().Set(\"Content-Type\", \"application/json\")\n"
         "\t_ = json.NewEncoder(w).Encode(map[string]string{\"now\": time.Now().UTC().Format(time.RFC3339)})\n}\n```"),
    ], ["add a unit test for it with httptest", "make it only accept GET"],
       ["Wire it into our router, add it to the OpenAPI spec and run the integration tests.",
        "add this endpoint to the api service properly (routes, docs, tests) and make sure CI passes"]),
    Chat("git-undo", "en", [
        ("how do I squash my last 3 commits?",
         "`git reset --soft HEAD~3 && git commit` is the quickest. Or interactively: `git rebase -i HEAD~3` and "
         "mark the last two as `squash`."),
    ], ["and if I already pushed?", "how do I undo that if I mess up?"],
       ["Clean up the history of our feature branch like that, rebase it on main, resolve the conflicts and get "
        "the tests passing."]),
    Chat("pandas-es", "es", [
        ("¿Cómo agrupo un DataFrame por tienda y mes y sumo las ventas?",
         "```python\ndf[\"mes\"] = df[\"fecha\"].dt.to_period(\"M\")\nres = df.groupby([\"tienda\", \"mes\"], as_index=False)[\"ventas\"].sum()\n```"),
    ], ["ahora hazlo con polars", "¿y cómo lo ordeno por ventas descendente?"],
       ["Aplica esto a todos los notebooks del repo que hacen el cálculo a mano y verifica que siguen ejecutándose.",
        "perfecto, cámbialo en todo el proyecto y corre los tests"]),
    Chat("java-stream-zh", "zh", [
        ("Java 里怎么把一个 List<Order> 按客户分组并求每个客户的总金额？",
         "```java\nMap<String, BigDecimal> totals = orders.stream()\n    .collect(Collectors.groupingBy(\n"
         "        Order::getCustomerId,\n        Collectors.reducing(BigDecimal.ZERO, Order::getTotal, BigDecimal::add)));\n```"),
    ], ["改成按总金额降序输出", "能不能再解释一下 Collectors.reducing 的三个参数？"],
       ["把项目里所有类似的手写循环都改成这种写法，然后跑一遍测试确保都通过。"]),
    Chat("logging-de", "de", [
        ("Wie konfiguriere ich Python-Logging so, dass es JSON auf stdout schreibt?",
         "Mit einem eigenen Formatter:\n\n```python\nimport json, logging, sys\n\nclass JsonFormatter(logging.Formatter):\n"
         "    def format(self, record):\n        return json.dumps({\"level\": record.levelname, \"logger\": record.name, "
         "\"msg\": record.getMessage()})\n\nh = logging.StreamHandler(sys.stdout)\nh.setFormatter(JsonFormatter())\n"
         "logging.basicConfig(level=logging.INFO, handlers=[h])\n```"),
    ], ["kürzer bitte", "Wie bekomme ich den Zeitstempel im ISO-Format mit rein?"],
       ["Bau das bitte in alle unsere Microservices ein und prüf, dass die Tests grün bleiben.",
        "Ersetz in allen Services die bisherige Logging-Konfiguration durch diese und lass die Tests laufen."]),
    Chat("ts-types-ja", "ja", [
        ("TypeScript で、オブジェクトのキーのうち値が関数のものだけを取り出す型を作れますか？",
         "はい、Mapped Type と Conditional Type で書けます。\n\n```ts\ntype FunctionKeys<T> = {\n"
         "  [K in keyof T]: T[K] extends (...args: any[]) => any ? K : never;\n}[keyof T];\n```"),
    ], ["これを使って、関数プロパティだけを Pick する型も作ってください", "never を使う理由をもう少し説明してください"],
       ["この型を使って、リポジトリ内の API クライアントの型定義を全部書き直して、型チェックとテストが通るようにしてください。"]),
    Chat("css-pt", "pt", [
        ("Como faço um grid responsivo de cards que quebra sozinho sem media queries?",
         "```css\n.cards {\n  display: grid;\n  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));\n  gap: 1rem;\n}\n```"),
    ], ["e se eu quiser no máximo 4 colunas?", "explica o que o auto-fill faz diferente do auto-fit"],
       ["aplica isso em todas as páginas de listagem do projeto e confere se os testes visuais continuam passando"]),
    Chat("rust-err-ru", "ru", [
        ("Как в Rust удобно пробрасывать разные ошибки из функции?",
         "Проще всего через `anyhow::Result` в приложении и `thiserror` для библиотек:\n\n```rust\nfn load(path: &str) -> "
         "anyhow::Result<Config> {\n    let text = std::fs::read_to_string(path)?;\n    Ok(toml::from_str(&text)?)\n}\n```"),
    ], ["покажи вариант с thiserror", "а как добавить контекст к ошибке?"],
       ["Переведи весь крейт с Box<dyn Error> на thiserror и убедись, что cargo test проходит."]),
    Chat("k8s-hinglish", "hi-en", [
        ("k8s mein rolling update ke time pe downtime kaise avoid karein?",
         "Readiness probe sahi se set karo, `maxUnavailable: 0` aur `maxSurge: 1` rakho, aur app ko SIGTERM pe "
         "graceful shutdown karna chahiye (preStop hook ke saath thoda sleep bhi madad karta hai)."),
    ], ["preStop hook ka example YAML do", "maxSurge percentage mein bhi de sakte hain kya?"],
       ["hamare saare deployments mein ye settings daal do aur staging pe rollout karke check karo"]),
]


@dataclass
class RetrySetup:
    rid: str
    task: dict[str, str]
    context: str                           # files/snippets the harness sent with the task
    rounds: list[tuple[str, str]]          # (assistant edit, harness feedback)
    fmt: str = "search_replace"


def _sr(path: str, search: str, replace: str) -> str:
    return f"{path}\n```\n<<<<<<< SEARCH\n{search}\n=======\n{replace}\n>>>>>>> REPLACE\n```"


RETRIES: list[RetrySetup] = [
    RetrySetup("validate-create-user", {
        "en": "Add input validation to create_user in app/users.py: reject empty names and emails without an @, "
              "raising ValueError.",
        "es": "Añade validación de entrada a create_user en app/users.py: rechaza nombres vacíos y emails sin @, "
              "lanzando ValueError.",
    }, "app/users.py\n" + fence('''def create_user(db, name, email):
    user = User(name=name.strip(), email=email.lower())
    db.add(user)
    db.commit()
    return user''', "python"), [
        ("I'll validate before building the User.\n\n" + _sr("app/users.py",
            "def create_user(db, name, email):\n    user = User(name=name.strip(), email=email.lower())",
            "def create_user(db, name, email):\n    if not name:\n        raise ValueError(\"name is required\")\n"
            "    if \"@\" not in email:\n        raise ValueError(\"invalid email\")\n"
            "    user = User(name=name.strip(), email=email.lower())"),
         "I applied the edit, but the tests failed:\n\n```\n$ python -m pytest tests/test_users.py -q\n.F.\n"
         "=================================== FAILURES ===================================\n"
         "_______________________ test_whitespace_name_is_rejected _______________________\n\n"
         "    def test_whitespace_name_is_rejected(db):\n        with pytest.raises(ValueError):\n"
         ">           create_user(db, \"   \", \"a@b.c\")\nE           Failed: DID NOT RAISE <class 'ValueError'>\n\n"
         "tests/test_users.py:14: Failed\n1 failed, 2 passed in 0.31s\n```\n\nFix the code so that all tests pass."),
    ]),
    RetrySetup("cache-search-mismatch", {
        "en": "In app/cache.py, make TTLCache.set use time.monotonic() like get() does.",
    }, "app/cache.py (excerpt)\n" + fence('''    def set(self, key: Hashable, value: Any, ttl: float | None = None) -> None:
        with self._lock:
            if len(self._data) >= self.maxsize:
                self._evict_one()
            self._data[key] = _Entry(value, time.time() + (ttl or self.ttl))''', "python"), [
        (_sr("app/cache.py", "        self._data[key] = _Entry(value, time.time() + ttl)",
             "        self._data[key] = _Entry(value, time.monotonic() + ttl)"),
         "The SEARCH section of your edit for app/cache.py does not match the file exactly. The closest lines in "
         "the file are:\n\n```\n            self._data[key] = _Entry(value, time.time() + (ttl or self.ttl))\n```\n\n"
         "The SEARCH section must match existing lines character for character, including indentation. Resend "
         "the edit."),
    ]),
    RetrySetup("ts-parse-price", {
        "en": "Change parsePrice in src/money.ts to accept both '1,234.50' and '1.234,50' formats.",
        "fr": "Modifie parsePrice dans src/money.ts pour accepter les formats '1,234.50' et '1.234,50'.",
    }, "src/money.ts\n" + fence('''export function parsePrice(input: string): number {
  return Number(input.replace(/,/g, ""));
}''', "ts"), [
        (_sr("src/money.ts", 'export function parsePrice(input: string): number {\n  return Number(input.replace(/,/g, ""));\n}',
             'export function parsePrice(input: string): number {\n  const lastComma = input.lastIndexOf(",");\n'
             '  const lastDot = input.lastIndexOf(".");\n  const decimalSep = lastComma > lastDot ? "," : ".";\n'
             '  const normalized = input.replaceAll(decimalSep === "," ? "." : ",", "").replace(decimalSep, ".");\n'
             '  return Number(normalized);\n}'),
         "The change was applied. `npx tsc --noEmit` now fails:\n\n```\nsrc/money.ts(5,28): error TS2550: Property "
         "'replaceAll' does not exist on type 'string'. Do you need to change your target library? Try changing the "
         "'lib' compiler option to 'es2021' or later.\n\nFound 1 error in src/money.ts:5\n```\n\nexit status 2. "
         "Please fix the error without changing tsconfig.json."),
    ]),
    RetrySetup("go-parse-port", {
        "en": "Make ParsePort in internal/config/port.go return an error for ports outside 1-65535.",
    }, "internal/config/port.go\n" + fence('''func ParsePort(s string) (int, error) {
	return strconv.Atoi(s)
}''', "go"), [
        ("```diff\n--- a/internal/config/port.go\n+++ b/internal/config/port.go\n@@ -1,3 +1,10 @@\n func ParsePort(s string) (int, error) {\n"
         "-\treturn strconv.Atoi(s)\n+\tp, err := strconv.Atoi(s)\n+\tif err != nil {\n+\t\treturn 0, err\n+\t}\n"
         "+\tif p < 1 || p > 65535 {\n+\t\treturn 0, fmt.Errorf(\"port %d out of range\", p)\n+\t}\n+\treturn p, nil\n }\n```",
         "Patch applied. Build failed:\n\n```\n$ go test ./internal/config/\n# example.com/gw/internal/config\n"
         "internal/config/port.go:9:13: undefined: fmt\nFAIL\texample.com/gw/internal/config [build failed]\n```\n\n"
         "Send a corrected diff."),
    ], fmt="udiff"),
    RetrySetup("flake8-report", {
        "en": "Refactor summarize() in report.py to use a dict comprehension.",
        "de": "Bau summarize() in report.py so um, dass eine Dict-Comprehension verwendet wird.",
    }, "report.py\n" + fence('''def summarize(rows):
    out = {}
    for r in rows:
        if r["qty"] > 0:
            out[r["sku"]] = r["qty"] * r["price"]
    return out''', "python"), [
        (_sr("report.py", 'def summarize(rows):\n    out = {}\n    for r in rows:\n        if r["qty"] > 0:\n'
             '            out[r["sku"]] = r["qty"] * r["price"]\n    return out',
             'def summarize(rows):\n    return {r["sku"]:r["qty"]*r["price"] for r in rows if r["qty"]>0}'),
         "flake8 reported problems in the lines you changed:\n\n```\nreport.py:2:21: E231 missing whitespace after ':'\n"
         "report.py:2:30: E226 missing whitespace around arithmetic operator\n"
         "report.py:2:65: E225 missing whitespace around operator\n```\n\nFix these and resend the edit."),
    ]),
    RetrySetup("rust-word-count", {
        "en": "Implement word_count in src/lib.rs so that the doc test passes (case-insensitive, ignore punctuation).",
        "zh": "实现 src/lib.rs 里的 word_count，让文档测试通过（不区分大小写，忽略标点）。",
    }, "src/lib.rs\n" + fence('''/// ```
/// let c = wc::word_count("Hello, hello world!");
/// assert_eq!(c["hello"], 2);
/// ```
pub fn word_count(text: &str) -> std::collections::HashMap<String, usize> {
    todo!()
}''', "rust"), [
        (_sr("src/lib.rs", "    todo!()",
             "    let mut m = std::collections::HashMap::new();\n    for w in text.split_whitespace() {\n"
             "        *m.entry(w.to_lowercase()).or_insert(0) += 1;\n    }\n    m"),
         "Tests failed after your change:\n\n```\n---- src/lib.rs - word_count (line 1) stdout ----\nTest executable failed (exit status: 101).\n\n"
         "stderr:\nthread 'main' panicked at src/lib.rs:4:1:\nassertion `left == right` failed\n  left: 1\n right: 2\n\n"
         "failures:\n    src/lib.rs - word_count (line 1)\n\ntest result: FAILED. 0 passed; 1 failed; 0 ignored; "
         "0 measured; 0 filtered out; finished in 0.21s\n\nerror: doctest failed, to rerun pass `--doc`\n```\n\nPlease try again."),
        ("Punctuation is still attached (`hello,`). Strip non-alphanumerics.\n\n" + _sr("src/lib.rs",
            "        *m.entry(w.to_lowercase()).or_insert(0) += 1;",
            "        let w: String = w.chars().filter(|c| c.is_alphanumeric()).collect();\n"
            "        *m.entry(w.to_lowercase()).or_insert(0) += 1;"),
         "The doc test passes now, but a unit test fails:\n\n```\n$ cargo test\nrunning 3 tests\n"
         "test tests::counts_words ... ok\ntest tests::is_case_insensitive ... ok\n"
         "test tests::punctuation_only_tokens_are_ignored ... FAILED\n\nfailures:\n\n"
         "---- tests::punctuation_only_tokens_are_ignored stdout ----\n"
         "thread 'tests::punctuation_only_tokens_are_ignored' panicked at src/lib.rs:31:9:\n"
         "assertion `left == right` failed\n  left: 3\n right: 2\n\nfailures:\n    tests::punctuation_only_tokens_are_ignored\n\n"
         "test result: FAILED. 2 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n```\n\n"
         "Fix the implementation and send the edit again."),
    ]),
    RetrySetup("java-compile", {
        "en": "Add an isWeekend() method to the WorkDay record.",
        "pt": "Adiciona um método isWeekend() no record WorkDay.",
    }, "src/main/java/app/WorkDay.java\n" + fence('''public record WorkDay(LocalDate date, int hours) {
}''', "java"), [
        (_sr("src/main/java/app/WorkDay.java", "public record WorkDay(LocalDate date, int hours) {\n}",
             "public record WorkDay(LocalDate date, int hours) {\n    public boolean isWeekend() {\n"
             "        return date.getDayOfWeek() == SATURDAY || date.getDayOfWeek() == SUNDAY;\n    }\n}"),
         "Compilation failed:\n\n```\n[ERROR] /src/main/java/app/WorkDay.java:[5,42] cannot find symbol\n  symbol:   variable SATURDAY\n"
         "  location: record app.WorkDay\n[ERROR] /src/main/java/app/WorkDay.java:[5,81] cannot find symbol\n  symbol:   variable SUNDAY\n"
         "  location: record app.WorkDay\n[INFO] BUILD FAILURE\n```\n\nFix it."),
    ]),
    RetrySetup("jest-slug", {
        "en": "Fix slugify in src/slug.js so that the existing tests in slug.test.js pass.",
        "ja": "slug.test.js の既存テストが通るように src/slug.js の slugify を直してください。",
    }, "src/slug.js\n" + fence('''export function slugify(s) {
  return s.toLowerCase().replace(/ /g, "-");
}''', "js"), [
        (_sr("src/slug.js", '  return s.toLowerCase().replace(/ /g, "-");',
             '  return s.toLowerCase().trim().replace(/[^a-z0-9]+/g, "-");'),
         "I ran the tests after applying your change:\n\n```\n FAIL  src/slug.test.js\n  slugify\n    ✓ lowercases (3 ms)\n"
         "    ✓ replaces spaces (1 ms)\n    ✕ strips accents (4 ms)\n    ✕ trims dashes (1 ms)\n\n  ● slugify › strips accents\n\n"
         "    expect(received).toBe(expected) // Object.is equality\n\n    Expected: \"creme-brulee\"\n    Received: \"cr-me-br-l-e\"\n\n"
         "  ● slugify › trims dashes\n\n    Expected: \"hello-world\"\n    Received: \"-hello-world-\"\n\n"
         "Tests:       2 failed, 2 passed, 4 total\n```\n\nUpdate your edit so all four tests pass."),
    ]),
    RetrySetup("patch-no-apply", {
        "en": "Add a --verbose flag to the CLI in src/index.js that sets the log level to debug.",
        "it": "Aggiungi un flag --verbose alla CLI in src/index.js che imposti il livello di log a debug.",
    }, "src/index.js (lines 30-48)\n" + fence('''program
  .name("fixtures")
  .description("Generate test fixtures from OpenAPI specs")
  .option("-o, --out <dir>", "output directory", "fixtures")
  .option("--seed <n>", "random seed", "42")
  .parse();

const opts = program.opts();
const log = createLogger({ level: process.env.LOG_LEVEL ?? "info" });''', "js"), [
        ("```diff\n--- a/src/index.js\n+++ b/src/index.js\n@@ -33,6 +33,7 @@\n   .option(\"-o, --out <dir>\", \"output directory\", \"fixtures\")\n"
         "   .option(\"--seed <n>\", \"random seed\", \"42\")\n+  .option(\"-v, --verbose\", \"debug logging\")\n   .parse();\n \n"
         " const opts = program.opts();\n-const log = createLogger({ level: process.env.LOG_LEVEL ?? \"info\" });\n"
         "+const log = createLogger({ level: opts.verbose ? \"debug\" : process.env.LOG_LEVEL ?? \"info\" });\n```",
         "The patch did not apply:\n\n```\n$ git apply --check edit.patch\nerror: patch failed: src/index.js:33\n"
         "error: src/index.js: patch does not apply\n```\n\nThe file changed since you read it; here are lines 30-49 now:\n\n"
         + fence('''program
  .name("fixtures")
  .description("Generate test fixtures from OpenAPI specs")
  .version(pkg.version)
  .option("-o, --out <dir>", "output directory", "fixtures")
  .option("--seed <n>", "random seed", "42")
  .parse();

const opts = program.opts();
const log = createLogger({ level: process.env.LOG_LEVEL ?? "info" });''', "js") + "\n\nRegenerate the diff."),
    ], fmt="udiff"),
    RetrySetup("php-total", {
        "en": "In src/Cart.php, make total() apply the coupon discount before tax, not after.",
    }, "src/Cart.php\n" + fence('''public function total(): float
{
    $net = array_sum(array_map(fn ($l) => $l->price * $l->qty, $this->lines));
    $gross = $net * (1 + $this->taxRate);
    return $this->coupon ? $gross * (1 - $this->coupon->percent / 100) : $gross;
}''', "php"), [
        (_sr("src/Cart.php",
             "    $gross = $net * (1 + $this->taxRate);\n    return $this->coupon ? $gross * (1 - $this->coupon->percent / 100) : $gross;",
             "    if ($this->coupon) {\n        $net = $net * (1 - $this->coupon->percent / 100);\n    }\n"
             "    return $net * (1 + $this->taxRate);"),
         "PHPUnit output after your change:\n\n```\nThere was 1 failure:\n\n1) Tests\\CartTest::testTotalIsRoundedToCents\n"
         "Failed asserting that 32.130000000000003 is identical to 32.13.\n\n/app/tests/CartTest.php:58\n\nFAILURES!\n"
         "Tests: 9, Assertions: 17, Failures: 1.\n```\n\nThe rounding test was passing before. Please fix and resend."),
    ]),
    RetrySetup("sql-migration", {
        "en": "Write the migration that adds a non-null `slug` column to `products`, backfilled from `name`.",
        "ko": "`products`에 `name`으로 채운 NOT NULL `slug` 컬럼을 추가하는 마이그레이션을 작성해 줘.",
    }, "migrations/ (latest: 0041_add_product_weight.sql)", [
        ("migrations/0042_add_product_slug.sql\n```sql\nALTER TABLE products ADD COLUMN slug text NOT NULL;\n"
         "UPDATE products SET slug = lower(regexp_replace(name, '[^a-zA-Z0-9]+', '-', 'g'));\n"
         "CREATE UNIQUE INDEX products_slug_key ON products (slug);\n```",
         "Running the migration against the test database failed:\n\n```\n$ make migrate-test\npsql:migrations/0042_add_product_slug.sql:1: "
         "ERROR:  column \"slug\" of relation \"products\" contains null values\nmake: *** [Makefile:31: migrate-test] Error 3\n```\n\n"
         "Please correct the migration."),
    ], fmt="whole"),
]


SUMMARY_ASKS: dict[str, list[str]] = {
    "en": [
        "Summarize the conversation so far in a few bullet points: the goal, what has been tried, what was found, "
        "and what is still open. This summary will replace the history above.",
        "Write a concise summary of this session for the activity log (max 3 sentences).",
        "Summarize what the agent did above. Focus on files changed and test results.",
    ],
    "de": ["Fasse den bisherigen Verlauf in Stichpunkten zusammen: Ziel, was versucht wurde, Ergebnisse, was noch offen ist."],
    "zh": ["请用几条要点总结到目前为止的对话：目标、做过的尝试、发现了什么、还剩什么没做。"],
    "es": ["Resume la conversación hasta ahora en pocas viñetas: objetivo, qué se intentó, qué se encontró y qué queda pendiente."],
    "ja": ["ここまでのやり取りを箇条書きで要約してください（目的、試したこと、分かったこと、残っている作業）。"],
    "fr": ["Résume la conversation jusqu'ici en quelques puces : objectif, ce qui a été tenté, ce qui a été trouvé, ce qui reste à faire."],
}

COMPACT_ASKS: dict[str, list[str]] = {
    "en": [
        "Compact the history above into notes: the task, key facts discovered (file paths, function names, error "
        "messages), commands that were run with their outcome, and the current state. Be terse; these notes "
        "replace the transcript in the context window.",
        "The context window is almost full. Condense everything above into a short structured summary "
        "(Task / Findings / Changes made / Next step) so the session can continue from it.",
    ],
    "pt": ["Compacte o histórico acima em notas curtas: tarefa, fatos importantes (arquivos, funções, erros), comandos "
           "executados e resultado, estado atual."],
    "ko": ["위 대화 기록을 짧은 메모로 압축해 줘: 작업, 알아낸 사실(파일 경로, 함수 이름, 에러), 실행한 명령과 결과, 현재 상태."],
}

TITLE_ASKS: dict[str, list[str]] = {
    "en": [
        "Give this conversation a short title (at most 6 words). Reply with the title only.",
        "Generate a concise title for this chat, 3-7 words, no quotes, no trailing punctuation.",
        "Analyze the conversation above and reply with JSON {\"title\": string} where title is a 2-5 word summary "
        "of its topic.",
    ],
    "es": ["Ponle un título corto a esta conversación (máximo 6 palabras). Responde solo con el título."],
    "ru": ["Придумай короткий заголовок для этого диалога (не больше 6 слов). Ответь только заголовком."],
    "it": ["Dai un titolo breve a questa conversazione (massimo 6 parole). Rispondi solo con il titolo."],
}

COMMIT_ASKS: dict[str, list[str]] = {
    "en": [
        "Write a git commit message for the changes below. One-line subject in the imperative (max 72 chars), "
        "blank line, then a short body. Reply with the message only.",
        "Generate a Conventional Commits message for this diff. Output only the message.",
    ],
    "de": ["Schreib eine Commit-Nachricht für diese Änderungen: Betreff im Imperativ, max. 72 Zeichen, dann eine kurze Beschreibung."],
    "ja": ["以下の変更に対するコミットメッセージを書いてください。件名は命令形で72文字以内、その後に短い本文。メッセージのみを返してください。"],
}

COMMIT_CONTEXTS = [
    ("Add retries to the HTTP client", P.DIFF_RETRY),
    ("Round tax half-up on invoices", P.DIFF_INVOICE),
    ("Drop Python 3.8/3.9 support in the docs", P.DIFF_README),
    ("Pass context through ListOrders", P.DIFF_GO_CTX),
]
