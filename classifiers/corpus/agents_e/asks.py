"""The hand-written ask pool: (text, label, lang, kind). Used only when generate() gets no asks.

Label reasoning (the clients' notes, "Labels"): an ask whose job needs exploring or editing a repository beyond what
it supplies is long_horizon however short it is (rule 2); a self-contained question, or work on one snippet
that is pasted into the ask, is single_step (rule 3).
"""
from . import snippets as S

L, S1 = "long_horizon", "single_step"

# ---------------- English, long_horizon ----------------
_EN_LONG = {
    "terse_repo": [
        "why is /login slow?", "tests flaky, look into it", "bump react to 19", "where do we leak sockets",
        "make it work on windows", "port utils to TS", "fix the failing tests", "the CI is red, make it green",
        "find why the cache never expires and fix it", "build is broken on main", "npm run build fails, fix",
        "upgrade to python 3.12", "remove the lodash dependency", "get rid of all the deprecation warnings",
        "flaky: test_checkout_concurrent", "lint errors everywhere after the merge, clean up", "dark mode",
        "add pagination to /api/orders", "why does the worker OOM after a few hours?",
        "memory keeps growing in the ingest service", "503s from the gateway since yesterday's deploy, investigate",
        "docker build takes 12 minutes, speed it up", "uploads over 10MB fail", "why do we get duplicate emails?",
        "the websocket drops after 60s, why", "go mod tidy breaks the build, sort it out",
        "cargo clippy is failing in CI", "the e2e suite times out on CI but not locally",
        "coverage dropped below 80%, bring it back up", "wire up sentry", "dockerize this", "kill the dead code",
        "rename User to Account everywhere", "move config to env vars", "split app.py into modules",
        "timezone bug in reports, users in Sydney see yesterday's data",
        "prod logs are full of 'connection reset by peer', find the cause",
        "investigate the race in the job scheduler", "p99 latency on search doubled, find out what changed",
        "login broken on safari", "pytest hangs at the end of the run", "make startup faster",
        "mypy is angry, fix it", "it segfaults when the config file is empty",
    ],
    "issue_ref": [
        "#4521", "GH-812", "PROJ-1193: implement the export button", "fix issue #77",
        "https://github.com/acme/shop/issues/2231", "see JIRA PAY-340, customer can't remove a saved card",
        "#1302 again", "close out #988 and #990, they're the same bug",
    ],
    "plan_file": [
        "see TODO.md", "do the next item in PLAN.md", "continue", "same for the other services", "keep going",
        "pick up where we left off yesterday, notes are in NOTES.md", "finish the refactor in src/billing",
        "apply the review comments on the PR", "address the TODOs in src/api/handlers.py",
        "implement whatever is left in ROADMAP.md under 'v2'", "go through CONTRIBUTING.md and make the repo comply",
        "look at the open FIXMEs and knock out the easy ones", "do what the failing CI job asks",
        "next", "carry on with step 3 of the migration plan",
    ],
    "explore_question": [
        "which endpoints lack auth checks?", "where is the rate limiter configured?",
        "how does auth work in this codebase?", "what calls deprecated_send()?", "which tests touch the database?",
        "are we using the feature flag NEW_CHECKOUT anywhere still?",
        "find all places where we build SQL with string concatenation", "who reads the ORDERS_TOPIC env var?",
        "what would break if we drop the legacy_users table?",
        "map out how a request flows from the router to the DB in this repo",
        "is there any place we log passwords or tokens?", "where do we leak file descriptors",
        "does anything still import the old payments client?", "find the N+1 queries in the admin views",
        "what's our test coverage for the billing module?", "which services still pin openssl 1.1?",
        "where do retries happen for outgoing webhooks?",
    ],
    "feature": [
        "build a REST API with auth, tests and a Dockerfile", "create a todo app with react and a fastapi backend",
        "write a CLI in go that syncs a folder to S3, with tests", "scaffold a new microservice like the billing one",
        "add OAuth login with GitHub", "implement CSV import for contacts, with validation and tests",
        "add a /healthz endpoint to every service", "implement soft delete for projects",
        "add retries with backoff to all outgoing HTTP calls",
        "add a caching layer in front of the product repository",
        "implement the settings page described in docs/settings.md", "make the importer resumable",
        "add an admin command to reindex search", "write integration tests for the payment flow",
        "add end-to-end tests for signup with playwright", "make the CLI accept --json everywhere",
        "set up github actions for this repo", "add i18n, start with german and french",
        "add structured logging across the backend", "add a dark/light theme toggle that persists",
        "build a small admin dashboard for the queue stats",
    ],
    "migration": [
        "migrate the codebase from python 2 to 3", "move from webpack to vite", "upgrade django 3.2 to 5.0",
        "port the bash deploy scripts to python", "migrate our jest tests to vitest",
        "replace requests with httpx (async) throughout", "move us off CRA", "upgrade spring boot 2 to 3",
        "switch from yarn to pnpm and fix the workspace config", "migrate from moment to date-fns",
        "replace print statements with proper logging", "add type hints to the whole services/ package",
        "switch the ORM from sequelize to prisma", "convert the class components to hooks",
        "enable strict mode in tsconfig and fix the errors", "set up pre-commit with ruff and mypy and fix what it finds",
    ],
    "research": [
        "figure out why the build is 3x slower on the M1 runners",
        "find out which of our dependencies have known CVEs and upgrade them",
        "benchmark json vs orjson in our serializer and switch if faster",
        "profile the import script and make it faster", "check whether our API matches openapi.yaml and fix the drift",
        "compare our retry settings with what the upstream SDK recommends and align them",
    ],
}

# ---------------- English, single_step ----------------
_EN_SINGLE = {
    "tool_question": [
        "what does `set -euo pipefail` do?", "what does `git rebase --onto` do?",
        "difference between `git reset --soft` and `--mixed`?", "how do I undo the last commit but keep the changes?",
        "what does `HEALTHCHECK` do in a Dockerfile?", "how do I make curl follow redirects?",
        "what's the syntax for a bash here-doc without variable expansion?",
        "tar command to extract a .tar.gz into a specific directory",
        "how do I list only the files changed in the last commit?", "what does `--frozen-lockfile` do in yarn?",
        "how to pretty-print JSON with jq", "what does `nohup` do?",
        "explain the difference between `COPY` and `ADD` in a Dockerfile", "how do I squash the last 3 commits?",
        "how do I check which process is using port 8080 on macOS?", "what does `Ctrl+R` do in bash?",
        "how do I set an env var only for one command in PowerShell?",
        "what's the kubectl command to tail logs from all pods with label app=api?",
        "what does the `-it` flag do in docker run?", "how do I revert a merge commit?", "meaning of `2>&1`?",
        "what does `npm ci` do differently from `npm install`?", "how do I delete a remote git branch?",
        "what's `git bisect` for?",
    ],
    "concept_question": [
        "what's the difference between let and const in JS?", "explain python's GIL in two sentences",
        "when should I use a WeakMap?", "what is the default isolation level in postgres?",
        "is `Array.prototype.sort` stable in modern JS?",
        "what HTTP status should a failed validation return, 400 or 422?",
        "what does `@functools.lru_cache` do with mutable args?", "what's the time complexity of heapq.heappush?",
        "why does `0.1 + 0.2 != 0.3` in JS?", "what is a goroutine leak?",
        "what does `export default` vs named exports change for tree shaking?", "explain `useEffect` cleanup functions",
        "what are Rust lifetimes, briefly?", "what is the difference between a mutex and a semaphore?",
        "what is `__slots__` for?", "optimistic vs pessimistic locking, when to use which?",
        "what's the point of a Content-Security-Policy header?", "CAP theorem in one paragraph please",
    ],
    "regex": [
        "write a regex for ISO dates", "regex to match an IPv4 address",
        "explain what this regex matches: ^(?=.*\\d)(?=.*[a-z]).{8,}$", "regex for a semver string like 1.2.3-beta.1",
        "regex that matches a UUID v4", "a regex to strip ANSI color codes from a string",
    ],
    "sql": [
        "SQL: given users(id, email, created_at) and orders(id, user_id, total, created_at), top 10 users by total spend in 2024",
        "write a SQL query that finds duplicate emails in users(id, email)",
        "postgres: how do I add a NOT NULL column with a default to a big table without locking it for ages?",
        "given this schema, monthly revenue per country for the last 12 months:\n```sql\n" + S.SQL_SCHEMA + "\n```",
        "given this schema, customers who never got an invoice:\n```sql\n" + S.SQL_SCHEMA + "\n```",
    ],
    "write_function": [
        "write a python function that validates an IBAN", "write a TypeScript type for a deep partial",
        "write a debounce function in JS", "how to read a file line by line in go",
        "write a Makefile target that runs pytest with coverage", "write a bash function that retries a command 3 times",
        "write a github actions step that caches pip", "python one-liner to flatten a list of lists",
        "give me a sensible default nginx gzip config", "what's a good .gitignore for a node project?",
        "cron expression for every weekday at 7:30",
        "convert this curl to python requests: curl -X POST -H 'Content-Type: application/json' -d '{\"a\":1}' https://api.example.com/items",
        "write a function that converts snake_case to camelCase in python",
        "write a Dockerfile for a plain python 3.12 script called main.py, nothing else",
    ],
    "naming": [
        "suggest a name for a function that merges two sorted lists and drops duplicates",
        "write a commit message for: renamed fetchUser to loadUser and updated the three callers",
        "commit message for this diff:\n```diff\n" + S.DIFF_SMALL + "\n```",
        "a better name for a boolean called `flag2` that says whether the user confirmed their email?",
    ],
    "snippet": [
        "add a docstring to this function:\n\n```python\n" + S.PY_RETRY + "\n```",
        "add a docstring to this function:\n\n```python\n" + S.PY_PARSE + "\n```",
        "explain what this does:\n```js\n" + S.JS_GROUP + "\n```",
        "explain what this does:\n```go\n" + S.GO_HANDLER + "\n```",
        "write unit tests for this function:\n```python\n" + S.PY_CHUNKS + "\n```",
        "write unit tests for this function:\n```rust\n" + S.RS_PARSE + "\n```",
        "convert this to TypeScript:\n```js\n" + S.JS_DEBOUNCE + "\n```",
        "why does this return undefined sometimes?\n```js\n" + S.JS_FETCH + "\n```",
        "what's the bug here?\n```python\n" + S.PY_BUGGY_AVG + "\n```",
        "simplify this:\n```python\n" + S.PY_CHUNKS + "\n```",
        "add type hints:\n```python\n" + S.PY_PARSE + "\n```",
        "translate this Go to Rust:\n```go\n" + S.GO_SUM + "\n```",
        "rewrite this in python:\n```java\n" + S.JAVA_SLUG + "\n```",
        "make this safe for filenames with spaces:\n```bash\n" + S.BASH_BACKUP + "\n```",
        "is this rate limiter thread safe? if not, fix it:\n```python\n" + S.PY_CLASS + "\n```",
        "rename the variables in this function to something readable, keep behaviour:\n```ts\n" + S.TS_MERGE + "\n```",
        "what does this stack trace mean?\n```\n" + S.STACK + "\n```",
        "add JSDoc to this:\n```js\n" + S.JS_GROUP + "\n```",
    ],
}

# ---------------- other languages ----------------
# (text, label, lang, kind)
_INTL = [
    # German
    ("warum ist /login so langsam? schau dir das mal an", L, "de", "terse_repo"),
    ("die Tests sind flaky, bitte untersuchen und fixen", L, "de", "terse_repo"),
    ("bitte die failing tests fixen", L, "de", "terse_repo"),
    ("Mach das nächste Item aus PLAN.md", L, "de", "plan_file"),
    ("Welche Endpunkte haben keine Auth-Prüfung?", L, "de", "explore_question"),
    ("Portiere das Projekt von Flask auf FastAPI, inklusive Tests", L, "de", "migration"),
    ("Was macht `git cherry-pick -x`?", S1, "de", "tool_question"),
    ("Schreib mir einen Regex für deutsche Postleitzahlen", S1, "de", "regex"),
    ("Füge dieser Funktion einen Docstring hinzu:\n```python\n" + S.PY_CHUNKS + "\n```", S1, "de", "snippet"),
    ("Was ist der Unterschied zwischen `==` und `===` in JavaScript?", S1, "de", "concept_question"),
    # French
    ("pourquoi le worker consomme autant de mémoire ? trouve la cause et corrige", L, "fr", "terse_repo"),
    ("fais marcher le projet sous Windows", L, "fr", "terse_repo"),
    ("migre les tests de mocha vers vitest", L, "fr", "migration"),
    ("où est-ce qu'on ouvre des connexions sans jamais les fermer ?", L, "fr", "explore_question"),
    ("regarde TODO.md et fais ce qui reste", L, "fr", "plan_file"),
    ("regex pour valider un email stp", S1, "fr", "regex"),
    ("c'est quoi la différence entre `git fetch` et `git pull` ?", S1, "fr", "tool_question"),
    ("explique ce code :\n```js\n" + S.JS_DEBOUNCE + "\n```", S1, "fr", "snippet"),
    ("écris une requête SQL qui compte les commandes par jour dans orders(id, created_at)", S1, "fr", "sql"),
    ("ajoute des tests unitaires pour cette fonction :\n```python\n" + S.PY_PARSE + "\n```", S1, "fr", "snippet"),
    # Spanish
    ("los tests de integración fallan en CI, arréglalos", L, "es", "terse_repo"),
    ("actualiza Next.js a la 15 y arregla lo que se rompa", L, "es", "migration"),
    ("¿qué endpoints no validan el token?", L, "es", "explore_question"),
    ("implementa la exportación a PDF de las facturas", L, "es", "feature"),
    ("sigue con lo que quedó pendiente en NOTES.md", L, "es", "plan_file"),
    ("¿qué hace `git stash pop`?", S1, "es", "tool_question"),
    ("escribe una función en python que invierta un diccionario", S1, "es", "write_function"),
    ("¿cuál es el error en esta función?\n```python\n" + S.PY_BUGGY_AVG + "\n```", S1, "es", "snippet"),
    ("explícame qué es un índice compuesto en postgres", S1, "es", "concept_question"),
    ("dame un mensaje de commit para: se agregó validación de email en el formulario de registro", S1, "es", "naming"),
    # Portuguese
    ("o build do docker está quebrado, conserta", L, "pt", "terse_repo"),
    ("onde a gente vaza conexões do banco?", L, "pt", "explore_question"),
    ("adiciona autenticação JWT em todas as rotas da API", L, "pt", "feature"),
    ("migra o projeto de JavaScript para TypeScript", L, "pt", "migration"),
    ("o que faz o `git reflog`?", S1, "pt", "tool_question"),
    ("escreve um regex para CPF no formato 000.000.000-00", S1, "pt", "regex"),
    ("converte isso para async/await:\n```js\n" + S.JS_FETCH + "\n```", S1, "pt", "snippet"),
    ("qual a diferença entre processo e thread?", S1, "pt", "concept_question"),
    # Russian
    ("почему тесты падают только в CI? разберись и почини", L, "ru", "terse_repo"),
    ("обнови зависимости и убери все предупреждения о депрекации", L, "ru", "migration"),
    ("где у нас утекают сокеты?", L, "ru", "explore_question"),
    ("сделай следующий пункт из PLAN.md", L, "ru", "plan_file"),
    ("перенеси utils на TypeScript", L, "ru", "migration"),
    ("что делает `set -x` в bash?", S1, "ru", "tool_question"),
    ("напиши регулярку для номера телефона вида +7 (999) 123-45-67", S1, "ru", "regex"),
    ("объясни, что делает эта функция:\n```go\n" + S.GO_SUM + "\n```", S1, "ru", "snippet"),
    ("чем отличается `INNER JOIN` от `LEFT JOIN`?", S1, "ru", "concept_question"),
    # Chinese
    ("登录接口很慢，帮我找出原因并修复", L, "zh", "terse_repo"),
    ("把整个项目从 Vue 2 升级到 Vue 3", L, "zh", "migration"),
    ("哪些接口没有做权限校验？", L, "zh", "explore_question"),
    ("CI 挂了，帮我修好", L, "zh", "terse_repo"),
    ("继续完成 TODO.md 里剩下的任务", L, "zh", "plan_file"),
    ("给这个项目加上单元测试，覆盖率到 80%", L, "zh", "feature"),
    ("`git rebase -i` 是做什么的？", S1, "zh", "tool_question"),
    ("写一个匹配中国大陆手机号的正则", S1, "zh", "regex"),
    ("给这个函数加上注释：\n```python\n" + S.PY_RETRY + "\n```", S1, "zh", "snippet"),
    ("解释一下什么是乐观锁", S1, "zh", "concept_question"),
    ("把这段 Go 代码翻译成 Python：\n```go\n" + S.GO_SUM + "\n```", S1, "zh", "snippet"),
    # Japanese
    ("テストがたまに落ちる。原因を調べて直して", L, "ja", "terse_repo"),
    ("Windowsでも動くようにして", L, "ja", "terse_repo"),
    ("認証チェックが抜けているエンドポイントはどれ？", L, "ja", "explore_question"),
    ("PLAN.md の次のタスクをやって", L, "ja", "plan_file"),
    ("React を 19 に上げて、壊れたところを直して", L, "ja", "migration"),
    ("`git worktree` って何？", S1, "ja", "tool_question"),
    ("この関数にdocstringを追加して:\n```python\n" + S.PY_PARSE + "\n```", S1, "ja", "snippet"),
    ("郵便番号（123-4567）にマッチする正規表現を書いて", S1, "ja", "regex"),
    ("クロージャとは何か簡単に説明して", S1, "ja", "concept_question"),
    # Korean
    ("로그인 페이지 너무 느림, 원인 찾아서 fix 해줘", L, "ko", "terse_repo"),
    ("소켓이 어디서 새는지 찾아줘", L, "ko", "explore_question"),
    ("전체 프로젝트를 Java 17로 마이그레이션해줘", L, "ko", "migration"),
    ("#4521 처리해줘", L, "ko", "issue_ref"),
    ("`docker compose down -v`는 뭘 지워?", S1, "ko", "tool_question"),
    ("이메일 검증하는 정규식 하나 써줘", S1, "ko", "regex"),
    ("이 함수 설명해줘:\n```rust\n" + S.RS_PARSE + "\n```", S1, "ko", "snippet"),
    ("REST와 gRPC 차이를 짧게 알려줘", S1, "ko", "concept_question"),
    # Turkish
    ("testler CI'da kırmızı, düzelt", L, "tr", "terse_repo"),
    ("projeyi Python 3.12'ye yükselt ve uyarıları temizle", L, "tr", "migration"),
    ("hangi endpoint'lerde yetki kontrolü yok?", L, "tr", "explore_question"),
    ("`git clean -fd` ne yapar?", S1, "tr", "tool_question"),
    ("bu fonksiyona docstring ekle:\n```python\n" + S.PY_RETRY + "\n```", S1, "tr", "snippet"),
    # Polish
    ("napraw flaky testy w tests/integration", L, "pl", "terse_repo"),
    ("dodaj paginację do wszystkich endpointów listujących", L, "pl", "feature"),
    ("gdzie w kodzie ustawiamy timeouty dla bazy?", L, "pl", "explore_question"),
    ("co robi `git add -p`?", S1, "pl", "tool_question"),
    ("napisz zapytanie SQL, które zwraca 5 najdroższych produktów z products(id, name, price)", S1, "pl", "sql"),
    # Italian
    ("il servizio va in OOM dopo qualche ora, trova il leak e sistemalo", L, "it", "terse_repo"),
    ("porta gli script di deploy da bash a python", L, "it", "migration"),
    ("quali test toccano il database?", L, "it", "explore_question"),
    ("cosa fa `git commit --amend --no-edit`?", S1, "it", "tool_question"),
    ("scrivi una regex per le targhe italiane tipo AB123CD", S1, "it", "regex"),
    ("spiegami questo codice:\n```ts\n" + S.TS_MERGE + "\n```", S1, "it", "snippet"),
    # Vietnamese
    ("build bị lỗi trên nhánh main, sửa giúp mình", L, "vi", "terse_repo"),
    ("tìm xem chỗ nào đang rò rỉ bộ nhớ", L, "vi", "explore_question"),
    ("thêm đăng nhập bằng Google cho ứng dụng", L, "vi", "feature"),
    ("`chmod 755` nghĩa là gì?", S1, "vi", "tool_question"),
    ("viết hàm python kiểm tra số nguyên tố", S1, "vi", "write_function"),
    # Hindi and Hinglish
    ("login API धीमा क्यों है? कारण ढूंढो और ठीक करो", L, "hi", "terse_repo"),
    ("yeh test kyun fail ho raha hai? tests/test_auth.py dekh ke fix karo", L, "hi-en", "terse_repo"),
    ("saare services me /healthz endpoint add kar do", L, "hi-en", "feature"),
    ("`git stash` क्या करता है?", S1, "hi", "tool_question"),
    ("is function ka docstring likh do:\n```python\n" + S.PY_CHUNKS + "\n```", S1, "hi-en", "snippet"),
    # Dutch
    ("de deploy faalt sinds gisteren, zoek uit waarom en los het op", L, "nl", "terse_repo"),
    ("welke services gebruiken nog de oude logger?", L, "nl", "explore_question"),
    ("wat doet `git log --oneline --graph`?", S1, "nl", "tool_question"),
    # Ukrainian
    ("полагодь тести, що падають після мерджу", L, "uk", "terse_repo"),
    ("напиши регулярний вираз для дати у форматі ДД.ММ.РРРР", S1, "uk", "regex"),
    # Indonesian
    ("tambahkan fitur ekspor CSV di halaman laporan", L, "id", "feature"),
    ("apa bedanya `git merge` dan `git rebase`?", S1, "id", "tool_question"),
    # Arabic
    ("لماذا تفشل الاختبارات في CI فقط؟ ابحث عن السبب وأصلحه", L, "ar", "terse_repo"),
    ("ما الفرق بين `git pull` و `git fetch`؟", S1, "ar", "tool_question"),
    # Spanish / German / French code-mixed
    ("el endpoint /orders devuelve 500 cuando el carrito está vacío, please fix", L, "es-en", "terse_repo"),
    ("kannst du den flaky test in tests/test_api.py fixen und den root cause finden?", L, "de-en", "terse_repo"),
    ("refacto le module billing, il est devenu illisible", L, "fr", "migration"),
    ("mets à jour toutes les dépendances npm et fais passer les tests", L, "fr", "migration"),
    ("dieses Snippet nach TypeScript übersetzen bitte:\n```js\n" + S.JS_GROUP + "\n```", S1, "de", "snippet"),
    ("これの計算量は？\n```python\n" + S.PY_CHUNKS + "\n```", S1, "ja", "snippet"),
    ("这个正则是什么意思：^[A-Z]{2}\\d{6}$", S1, "zh", "regex"),
    ("скинь однострочник на bash, который находит 10 самых больших файлов в каталоге", S1, "ru", "write_function"),
    ("같은 작업을 나머지 서비스들에도 해줘", L, "ko", "plan_file"),
    ("continua", L, "it", "plan_file"),
    ("weiter", L, "de", "plan_file"),
    ("继续", L, "zh", "plan_file"),
]


# ---------------- more English ----------------
_EN_LONG_MORE = [
    ("the docs build is broken, fix the sphinx warnings", "terse_repo"), ("make the tests run in parallel", "feature"),
    ("add a Makefile with the usual targets for this repo", "feature"),
    ("our Helm chart doesn't deploy on k8s 1.29, fix it", "terse_repo"), ("add rate limiting to the public API", "feature"),
    ("search is case-sensitive, it shouldn't be", "terse_repo"), ("make the app work offline", "feature"),
    ("why does `make release` produce an empty tarball?", "terse_repo"),
    ("find out why staging and prod behave differently for /checkout", "explore_question"),
    ("reduce the bundle size, it's 4MB", "terse_repo"), ("the android build fails after the gradle upgrade", "terse_repo"),
    ("add a feature flag around the new checkout and default it off", "feature"),
    ("the cron job runs twice sometimes, investigate", "terse_repo"), ("fix all the TypeScript `any`s in src/api", "migration"),
    ("make the logger include the request id everywhere", "feature"),
    ("write a migration that backfills user.slug and wire it into the model", "feature"),
    ("update the README to match what the CLI actually does now", "terse_repo"),
    ("check every Dockerfile and pin the base images", "migration"),
    ("the importer chokes on CSVs with a BOM, fix and add a test", "terse_repo"),
    ("refactor the payment module to use the strategy pattern", "migration"),
    ("add a --dry-run flag to the sync command", "feature"), ("make `npm test` pass on node 22", "terse_repo"),
    ("audit our use of eval/exec", "explore_question"),
    ("implement the missing methods in the storage interface for the S3 backend", "feature"),
    ("we're double-charging on retries, find and fix", "terse_repo"),
    ("speed up the test suite, it takes 20 minutes", "terse_repo"),
    ("the `sync` command ignores .gitignore, make it respect it", "terse_repo"),
    ("lots of 'too many open files' errors on the build box, find which of our tools does it", "explore_question"),
]
_EN_SINGLE_MORE = [
    ("what's the difference between `git switch` and `git checkout`?", "tool_question"),
    ("how do I pass build args to docker compose?", "tool_question"),
    ("what does `PYTHONDONTWRITEBYTECODE` do?", "tool_question"),
    ("what's the difference between `useMemo` and `useCallback`?", "concept_question"),
    ("how does python's `with` statement work under the hood?", "concept_question"),
    ("explain big-O of binary search", "concept_question"),
    ("explain this error: TypeError: Cannot read properties of undefined (reading 'map')", "concept_question"),
    ("what does `ON CONFLICT DO NOTHING` do in postgres?", "tool_question"),
    ("write a python dataclass for a 2D point with a distance method", "write_function"),
    ("write a jq filter that extracts all `id` fields from an array of objects", "write_function"),
    ("how do I make a directory and its parents in one command?", "tool_question"),
    ("what does `chmod +x` do", "tool_question"),
    ("how do I find which commit introduced a given string?", "tool_question"),
    ("json schema for an object with a required string name and an optional integer age", "write_function"),
    ("write a TS function that chunks an array into pieces of size n", "write_function"),
    ("what is the difference between `Optional[int]` and `int | None`?", "concept_question"),
    ("explain CORS preflight requests", "concept_question"),
    ("what's the cleanest way to deep copy an object in JS?", "concept_question"),
    ("how do I exit vim", "tool_question"),
    ("what does `git push --force-with-lease` protect against?", "tool_question"),
    ("how do I make pytest show print output?", "tool_question"), ("what does `go vet` check?", "tool_question"),
    ("write a SQL window function to rank salaries within each department for employees(id, dept, salary)", "sql"),
    ("rewrite this to use f-strings: print('%s has %d items' % (name, count))", "snippet"),
    ("make this return JSON errors instead of bare status codes:\n```go\n" + S.GO_HANDLER + "\n```", "snippet"),
    ("explain this Dockerfile line: RUN --mount=type=cache,target=/root/.cache/pip pip install -r requirements.txt", "tool_question"),
    ("what is a race condition? short example in python", "concept_question"),
    ("how do I convert a unix timestamp to a date in JS?", "concept_question"),
    ("what does `git rm --cached` do?", "tool_question"), ("short explanation of what a JWT contains", "concept_question"),
    ("write a regex for a US zip code, optional +4", "regex"),
    ("write a systemd unit for a python script at /opt/app/run.py", "write_function"),
]


def _build():
    pool = []
    for kind, items in _EN_LONG.items():
        for t in items:
            pool.append((t, L, "en", kind))
    for kind, items in _EN_SINGLE.items():
        for t in items:
            pool.append((t, S1, "en", kind))
    pool.extend((t, L, "en", k) for t, k in _EN_LONG_MORE)
    pool.extend((t, S1, "en", k) for t, k in _EN_SINGLE_MORE)
    pool.extend(_INTL)
    return pool


POOL = _build()

# Asks that make sense as the opening of a repository task (used for agent loops)
LONG_POOL = [a for a in POOL if a[1] == L]
SINGLE_POOL = [a for a in POOL if a[1] == S1]

# Huge-paste asks: the file is pasted, the ask touches one function of it -> single_step
HUGE_PASTE_ASKS = [
    ("add a docstring to parse_header", "en"), ("rename `buf` to `lines` in parse_header only", "en"),
    ("write a pytest test for parse_header", "en"), ("what does parse_header return for a bare status line?", "en"),
    ("füge parse_header einen Docstring hinzu", "de"), ("parse_header にdocstringを付けて", "ja"),
    ("給 parse_header 加上类型注解", "zh"), ("explique ce que fait parse_header", "fr"),
]

# Follow-up texts that inherit a long session (the job still needs the repository)
INHERIT_FOLLOWUPS = [
    ("yes, go ahead", "en"), ("continue", "en"), ("same for the other services", "en"), ("do it", "en"),
    ("ok, and do the worker too", "en"), ("yes, and update the tests as well", "en"), ("go on", "en"),
    ("ja, mach weiter", "de"), ("oui, vas-y", "fr"), ("sí, hazlo", "es"), ("はい、お願いします", "ja"),
    ("네, 진행해 주세요", "ko"), ("давай, продолжай", "ru"), ("好的，继续", "zh"), ("sim, pode seguir", "pt"),
]

# User lines after an attempt inside a session (retry turns) -> long_horizon
RETRY_FOLLOWUPS = [
    ("that didn't work", "en"), ("still failing", "en"), ("same error as before", "en"),
    ("nope, still slow", "en"), ("the test still fails on CI", "en"), ("that broke the build, revert and try again", "en"),
    ("das hat nicht funktioniert", "de"), ("ça marche toujours pas", "fr"), ("sigue fallando", "es"),
    ("まだ動かない", "ja"), ("还是不行", "zh"), ("всё ещё падает", "ru"), ("아직도 안 돼요", "ko"),
]

# Prior single-step exchanges with no tools: (user, assistant)
PRIOR_QA = [
    ("what does `git stash -u` do?", "It stashes your tracked changes and also the untracked files, leaving a clean "
     "working tree. Restore them later with `git stash pop`."),
    ("regex for a hex color?", "`^#(?:[0-9a-fA-F]{3}){1,2}$` matches #abc and #a1b2c3."),
    ("is `dict` ordered in python 3.8?", "Yes. Insertion order is guaranteed since 3.7, so 3.8 keeps it too."),
    ("what's the flag to make grep case-insensitive?", "`-i`, for example `grep -i error app.log`."),
    ("how do I print the current branch name?", "`git branch --show-current` (git 2.22+), or `git rev-parse --abbrev-ref HEAD`."),
    ("what is a 304 response?", "Not Modified: the client's cached copy is still valid, so the server sends no body."),
    ("wie kehre ich eine Liste in Python um?", "Mit `xs.reverse()` in place oder `xs[::-1]` für eine Kopie."),
    ("c'est quoi un mutex ?", "Un verrou d'exclusion mutuelle : un seul thread à la fois peut entrer dans la section protégée."),
    ("what does EXPLAIN ANALYZE do?", "It runs the query and reports the actual plan with timings and row counts per node."),
    ("`Promise.all` vs `Promise.allSettled`?", "`all` rejects on the first failure; `allSettled` waits for every "
     "promise and reports each outcome."),
]

# Clarifying exchanges inside a long task, without any tool results yet: (assistant question)
CLARIFY = [
    "Before I start: should the change also cover the background workers, or only the HTTP services?",
    "I can do this in one pass or service by service. Which do you prefer?",
    "Do you want me to keep backwards compatibility for the old config keys?",
    "Should I update the tests as part of this, or leave them to you?",
    "There are two places this could live, the shared lib or each service. Any preference?",
]

# Tasks that change code (a clarifying question or a proposed edit fits them); explore questions do not.
CHANGE_KINDS = {"terse_repo", "issue_ref", "feature", "migration", "plan_file"}
CHANGE_POOL = [a for a in LONG_POOL if a[3] in CHANGE_KINDS]


def followup(rng, pool, lang):
    """A follow-up line in the session's language when there is one, else English."""
    same = [x for x in pool if x[1] == lang or x[1] == lang.split("-")[0]]
    return rng.choice(same or [x for x in pool if x[1] == "en"])
