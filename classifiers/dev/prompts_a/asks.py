"""First-turn asks (shapes 1 and 2), each with an English text and some translations.

Every (ask, language) pair becomes one ask_id and is rendered, with identical text and payload, in
several template families so that cross-template consistency can be measured.

kind "single": the job is answerable from the supplied content (the clients' notes rule 3).
kind "long":   the job needs exploring or editing beyond the supplied content (rule 2).
"""
from __future__ import annotations

from dataclasses import dataclass, field

import payloads as P


@dataclass
class Ask:
    base_id: str
    kind: str                      # "single" | "long"
    texts: dict[str, str]          # lang -> text
    payload: str | None = None     # pasted code etc. (same for every language)
    big: tuple | None = None       # (generator, target_bytes, required defs) for huge pastes
    note: str = ""                 # why the label is what it is, for ambiguous ones


def S(base_id, en, payload=None, big=None, note="", **langs) -> Ask:
    texts = {"en": en}
    texts.update({k.replace("_", "-"): v for k, v in langs.items()})
    return Ask(base_id, "single", texts, payload, big, note)


def L(base_id, en, payload=None, note="", **langs) -> Ask:
    texts = {"en": en}
    texts.update({k.replace("_", "-"): v for k, v in langs.items()})
    return Ask(base_id, "long", texts, payload, None, note)


SINGLE_ASKS: list[Ask] = [
    S("regex-isodate",
      "Write a regular expression that matches ISO 8601 calendar dates like 2024-03-07 (no time part). "
      "Just the pattern and one sentence on what it rejects.",
      es="Escribe una expresión regular que valide fechas ISO 8601 tipo 2024-03-07 (sin hora). "
         "Solo el patrón y una frase sobre qué rechaza.",
      zh="写一个正则表达式，匹配 2024-03-07 这种 ISO 8601 日期（不带时间）。只要正则本身，再用一句话说明它会拒绝什么。",
      de="Schreib mir einen regulären Ausdruck für ISO-8601-Datumsangaben wie 2024-03-07 (ohne Uhrzeit). "
         "Nur das Pattern und ein Satz dazu, was es ablehnt."),
    S("regex-semver",
      "Give me a regex for semantic version strings: 1.2.3, optionally followed by a pre-release like -rc.1 "
      "and/or build metadata like +build.5.",
      pt="Me passa uma regex pra versão semântica: 1.2.3, com pre-release opcional tipo -rc.1 e/ou metadata "
         "de build tipo +build.5."),
    S("regex-explain",
      "What does this regex match, in plain words? `^(?=.*\\d)(?=.*[a-z])(?=.*[A-Z]).{12,}$`",
      fr="Que matche cette regex, en langage courant ? `^(?=.*\\d)(?=.*[a-z])(?=.*[A-Z]).{12,}$`",
      ja="この正規表現は何にマッチしますか？わかりやすく説明してください。`^(?=.*\\d)(?=.*[a-z])(?=.*[A-Z]).{12,}$`"),
    S("regex-logline",
      "Regex with named groups to capture timestamp, level and message from log lines like "
      "`2024-05-01T12:00:03Z [WARN] disk usage 91% on /var`.",
      hi_en="Mujhe ek regex chahiye named groups ke saath jo timestamp, level aur message nikaal de, lines "
            "aisi hain: `2024-05-01T12:00:03Z [WARN] disk usage 91% on /var`."),
    S("sql-top-customers",
      "Using this schema, write a PostgreSQL query that returns the 10 customers with the highest total "
      "value of paid or shipped orders placed in 2023, with their email and the total.",
      payload=P.SQL_SHOP,
      es="Con este esquema, escribe una consulta PostgreSQL que devuelva los 10 clientes con mayor valor total "
         "de pedidos pagados o enviados en 2023, con su email y el total.",
      ru="По этой схеме напиши запрос PostgreSQL: 10 клиентов с наибольшей суммой оплаченных или отправленных "
         "заказов за 2023 год, с email и суммой."),
    S("sql-mau",
      "SQL for monthly active users for each of the last 12 months (a user is active in a month if they have "
      "at least one event in it). Postgres.",
      payload=P.SQL_EVENTS,
      ko="지난 12개월 각각의 월간 활성 사용자 수(MAU)를 구하는 SQL을 써 주세요. 그 달에 이벤트가 하나라도 있으면 "
         "활성 사용자입니다. Postgres 기준."),
    S("sql-dedupe",
      "MySQL 8: delete duplicate rows from `contacts`, keeping the row with the lowest id for each email "
      "(case-insensitive).",
      payload=P.SQL_CONTACTS,
      it="MySQL 8: elimina le righe duplicate da `contacts`, tenendo per ogni email (senza distinzione "
         "maiuscole/minuscole) quella con l'id più basso."),
    S("sql-window",
      "Rewrite this query with a window function instead of the correlated subquery.",
      payload=P.SQL_CORRELATED,
      tr="Bu sorguyu korelasyonlu alt sorgu yerine window function kullanacak şekilde yeniden yaz."),
    S("sql-index",
      "Which index would you add for this query, and why? One CREATE INDEX statement please.",
      payload=P.SQL_INDEX_Q),
    S("sql-ddl-sessions",
      "Design a PostgreSQL table for user sessions: token hash, user id, created/last seen/expires, "
      "user agent, IP. Just the DDL with sensible indexes."),
    S("explain-collapse",
      "Explain what this function does and point out any edge cases.",
      payload=P.PY_COLLAPSE,
      de="Erklär mir, was diese Funktion macht, und nenn Randfälle, die schiefgehen könnten.",
      zh_en="帮我 explain 一下这个 function 是干嘛的，有没有什么 edge case 要注意？"),
    S("explain-debounce",
      "Can you walk me through how this debounce works, line by line? Especially the `leading` option.",
      payload=P.JS_DEBOUNCE,
      pt="Consegue me explicar linha por linha como esse debounce funciona? Principalmente a opção `leading`."),
    S("explain-deadlock",
      "This Go function hangs forever when jobs has more than a few items. Why?",
      payload=P.GO_POOL,
      ja="このGoの関数、jobsがいくつか以上あると永遠に止まってしまいます。なぜですか？"),
    S("explain-makefile",
      "Explain these two Makefile rules, including `$@`, `$<` and the `|` before `build`.",
      payload=P.MAKE_RULES),
    S("explain-traceback",
      "I got this when running my ETL script. What does the error actually mean? I don't need a fix yet, just "
      "understand it.",
      payload=P.PY_TRACEBACK,
      note="user-pasted traceback on a first turn with an explain-only ask: supplied content, not a tool "
           "result fed back in a loop -> rule 3",
      es="Me salió esto al correr mi script de ETL. ¿Qué significa realmente el error? Todavía no quiero "
         "arreglarlo, solo entenderlo."),
    S("explain-react-crash",
      "This component crashes on first render with the error below. Why, and what is the smallest change to "
      "this component that fixes it?",
      payload=P.JSX_ORDERLIST + "\n\n" + P.JS_TRACE,
      note="error and component both supplied; the fix is inside the given snippet -> rule 3",
      fr="Ce composant plante au premier rendu avec l'erreur ci-dessous. Pourquoi, et quel est le plus petit "
         "changement dans ce composant qui corrige le problème ?"),
    S("write-slugify",
      "Write a Python function slugify(title: str) -> str that lowercases, strips accents, replaces runs of "
      "non-alphanumerics with a single hyphen and trims leading/trailing hyphens. Standard library only.",
      es="Escribe una función Python slugify(title: str) -> str que pase a minúsculas, quite acentos, reemplace "
         "secuencias de caracteres no alfanuméricos por un solo guion y recorte guiones al inicio y al final. "
         "Solo biblioteca estándar.",
      pl="Napisz funkcję w Pythonie slugify(title: str) -> str: małe litery, usunięte akcenty, ciągi znaków "
         "niealfanumerycznych zamienione na jeden myślnik, bez myślników na początku i końcu. Tylko stdlib."),
    S("write-groupby-ts",
      "Write a generic TypeScript function groupBy<T, K extends PropertyKey>(items: T[], key: (t: T) => K): "
      "Record<K, T[]>. No lodash.",
      vi="Viết giúp mình hàm TypeScript generic groupBy<T, K extends PropertyKey>(items: T[], key: (t: T) => K): "
         "Record<K, T[]>. Không dùng lodash."),
    S("write-rust-duration",
      "Write a Rust function that parses strings like \"1h30m15s\" into std::time::Duration and returns a "
      "Result with a descriptive error. No external crates.",
      ru="Напиши функцию на Rust, которая парсит строки вида \"1h30m15s\" в std::time::Duration и возвращает "
         "Result с понятной ошибкой. Без внешних крейтов."),
    S("write-go-retry",
      "Write a Go helper `Retry(ctx context.Context, attempts int, base time.Duration, fn func() error) error` "
      "with exponential backoff and full jitter, respecting ctx cancellation.",
      zh="写一个 Go 的辅助函数 `Retry(ctx context.Context, attempts int, base time.Duration, fn func() error) error`，"
         "要指数退避加 full jitter，并且要响应 ctx 的取消。"),
    S("write-react-hook",
      "Write a React hook useLocalStorage<T>(key: string, initial: T) that keeps state in sync with "
      "localStorage and across tabs.",
      ko="localStorage와 상태를 동기화하고 탭 간에도 동기화되는 React 훅 useLocalStorage<T>(key: string, initial: T)를 "
         "작성해 주세요."),
    S("write-bash-backup",
      "Write a bash script that tars /etc into /backup/etc-YYYYMMDD.tar.gz and keeps only the 7 newest "
      "backups. It should fail loudly on errors.",
      it="Scrivi uno script bash che crea un tar di /etc in /backup/etc-YYYYMMDD.tar.gz e tiene solo i 7 backup "
         "più recenti. Deve fermarsi con errore se qualcosa va storto."),
    S("fill-chunked",
      "Implement the body of this function. Keep the doctest passing.",
      payload=P.PY_CHUNKED_STUB,
      de="Implementier bitte den Rumpf dieser Funktion, der Doctest soll weiter durchlaufen."),
    S("docstring-merge",
      "Add a Google-style docstring to this function. Don't change the code.",
      payload=P.PY_MERGE_INTERVALS,
      fr="Ajoute une docstring au format Google à cette fonction. Ne modifie pas le code."),
    S("jsdoc-format-bytes",
      "Write a JSDoc comment for this function, with @param and @returns and one @example.",
      payload=P.JS_FORMAT_BYTES),
    S("translate-py-go",
      "Translate this to idiomatic Go (a function returning a slice of word/count pairs and an error).",
      payload=P.PY_WORD_FREQ,
      ja="これを慣用的なGoに書き換えてください（単語と出現回数のペアのスライスとerrorを返す関数として）。"),
    S("translate-js-py",
      "Port this snippet to Python 3.",
      payload=P.JS_BY_TEAM,
      tr="Bu kod parçasını Python 3'e çevir."),
    S("translate-bash-ps",
      "Convert this bash script to PowerShell 7.",
      payload=P.BASH_ARCHIVE,
      pt="Converte esse script bash pra PowerShell 7."),
    S("java-streams",
      "Rewrite this loop using Java streams.",
      payload=P.JAVA_LOOP,
      zh="把这段循环改写成 Java Stream 的写法。"),
    S("pandas-vectorize",
      "This is slow on 2M rows. Rewrite it without iterrows, same output.",
      payload=P.PY_PANDAS_LOOP,
      es="Esto va lentísimo con 2M de filas. Reescríbelo sin iterrows, con el mismo resultado."),
    S("async-fetch",
      "Make this function async using httpx, fetching the URLs concurrently (max 10 at a time).",
      payload=P.PY_FETCH_SYNC,
      de="Mach diese Funktion async mit httpx, die URLs sollen parallel geladen werden (höchstens 10 gleichzeitig)."),
    S("commit-retry-diff",
      "Write a conventional commit message for this diff.",
      payload=P.DIFF_RETRY,
      fr="Rédige un message de commit au format Conventional Commits pour ce diff."),
    S("commit-invoice-diff",
      "Commit message please. Imperative mood, subject under 72 chars, short body.",
      payload=P.DIFF_INVOICE,
      ko="커밋 메시지 써 주세요. 명령형, 제목 72자 이내, 본문은 짧게."),
    S("commit-readme-diff",
      "Suggest a commit message for these changes.",
      payload=P.DIFF_README),
    S("commit-go-diff",
      "one-line commit msg for this pls",
      payload=P.DIFF_GO_CTX),
    S("pytest-parse-duration",
      "Write pytest unit tests for this function. Cover the edge cases, use parametrize.",
      payload=P.PY_PARSE_DURATION,
      pt="Escreve testes unitários com pytest pra essa função. Cobre os casos de borda, usa parametrize.",
      hi_en="Is function ke liye pytest unit tests likh do, edge cases cover karna aur parametrize use karna."),
    S("rename-vars",
      "Rename the variables and the function to something readable. Behaviour must stay identical.",
      payload=P.PY_BAD_NAMES,
      it="Rinomina variabili e funzione con nomi leggibili. Il comportamento deve restare identico."),
    S("type-hints",
      "Add type hints to this module (Python 3.11 syntax).",
      payload=P.PY_UNTYPED,
      ru="Добавь аннотации типов в этот модуль (синтаксис Python 3.11)."),
    S("reduce-nesting",
      "Refactor this function to reduce nesting. Same behaviour, guard clauses welcome.",
      payload=P.PY_NESTED,
      es="Refactoriza esta función para reducir el anidamiento. Mismo comportamiento; cláusulas de guarda "
         "bienvenidas."),
    S("complexity",
      "What's the time and space complexity of this function? Could it be better?",
      payload=P.PY_PAIR_SUM,
      vi="Độ phức tạp thời gian và bộ nhớ của hàm này là bao nhiêu? Có cách nào tốt hơn không?"),
    S("off-by-one",
      "There's a bug in this method, it throws for some inputs. Where is it and what's the fix?",
      payload=P.JAVA_MOVING_AVG,
      pl="W tej metodzie jest błąd, dla niektórych danych rzuca wyjątek. Gdzie on jest i jak go poprawić?"),
    S("c-ub",
      "Is there undefined behaviour in this C function?",
      payload=P.C_DUP_UPPER,
      zh="这个 C 函数里有未定义行为吗？"),
    S("rust-borrow",
      "Why doesn't this compile, and how would you write it instead?",
      payload=P.RUST_LONGEST,
      ja="これはなぜコンパイルできないのですか？代わりにどう書けばいいですか？"),
    S("summarize-module",
      "Summarize what this class does in three bullet points.",
      payload=P.PY_TOKEN_BUCKET,
      de="Fass in drei Stichpunkten zusammen, was diese Klasse macht."),
    S("proto-from-json",
      "Turn this JSON example into a proto3 message definition (nested messages where it makes sense).",
      payload=P.JSON_ORDER),
    S("zod-from-ts",
      "Write the zod schema equivalent to this interface.",
      payload=P.TS_USER_TYPE,
      es_en="Write me el zod schema equivalente a esta interface, porfa."),
    S("k8s-probes",
      "Add liveness and readiness probes to this Deployment. The app exposes /healthz and /ready on 8080.",
      payload=P.K8S_DEPLOY),
    S("cli-rebase-onto",
      "What does `git rebase --onto main feature-a feature-b` do exactly?",
      fr="Que fait exactement `git rebase --onto main feature-a feature-b` ?",
      ko="`git rebase --onto main feature-a feature-b`는 정확히 무엇을 하나요?"),
    S("cli-tar-zst",
      "One tar command to create a .tar.zst archive of ./project excluding node_modules and .git?",
      ru="Одной командой tar: создать архив .tar.zst из ./project без node_modules и .git?"),
    S("cli-largest-files",
      "Shell one-liner to list the 20 largest files under the current directory with human-readable sizes.",
      tr="Bulunduğum dizinin altındaki en büyük 20 dosyayı okunabilir boyutlarla listeleyen tek satırlık shell "
         "komutu?"),
    S("cli-jq",
      "jq filter to print `.items[].metadata.name` only for items whose `.status.phase` is \"Running\"."),
    S("cli-awk-sum",
      "awk: sum the third column of a CSV file, skipping the header line.",
      es="awk: sumar la tercera columna de un CSV saltándose la cabecera."),
    S("cli-ffmpeg-cut",
      "ffmpeg command to cut a clip from 00:01:30 to 00:02:10 without re-encoding?",
      pt="Comando ffmpeg pra cortar de 00:01:30 até 00:02:10 sem recodificar?"),
    S("cli-cron",
      "Cron expression for every weekday at 06:30 and 18:30?",
      de="Cron-Ausdruck für jeden Werktag um 06:30 und 18:30?"),
    S("api-requests-retry",
      "How do I configure retries with exponential backoff on a requests.Session (only for 502/503/504)?",
      zh_en="requests.Session 怎么配置 retry + exponential backoff？只针对 502/503/504。"),
    S("api-k8s-probes",
      "Liveness vs readiness probe in Kubernetes: what's the difference? Short answer please.",
      it="Kubernetes: differenza tra liveness e readiness probe? Risposta breve per favore."),
    S("api-docker-entrypoint",
      "Docker: what's the difference between CMD and ENTRYPOINT, and when would I use both together?"),
    S("api-http-status",
      "Which HTTP status should an API return when a request is valid but the resource is locked by another "
      "user's edit?",
      ja="リクエストは正しいけれど、リソースが他のユーザーの編集でロックされている場合、APIはどのHTTPステータスを返すべきですか？"),
    S("api-css-center",
      "How do I center a div horizontally and vertically with CSS grid?",
      vi="Làm sao căn giữa một div cả chiều ngang lẫn chiều dọc bằng CSS grid?"),
    S("api-python-flatten",
      "Flatten a list of lists in Python without importing anything - what's the idiomatic way?"),
    S("gha-node-matrix",
      "Write a GitHub Actions workflow that runs `npm ci && npm test` on Node 18, 20 and 22 for pushes and "
      "PRs to main. Just the YAML.",
      fr="Écris un workflow GitHub Actions qui lance `npm ci && npm test` sur Node 18, 20 et 22 pour les push "
         "et PR vers main. Juste le YAML."),
    S("dockerfile-go",
      "Minimal multi-stage Dockerfile for a Go 1.22 binary built from ./cmd/server, final image distroless, "
      "non-root.",
      pl="Minimalny wieloetapowy Dockerfile dla binarki Go 1.22 budowanej z ./cmd/server, obraz końcowy "
         "distroless, bez roota."),
    S("gitignore-py",
      "Write a .gitignore for a Python project using poetry, pytest, mypy and VS Code."),
    S("naming",
      "Suggest a better name for a function that takes a list of orders and returns the ones that are paid but "
      "not shipped yet. A few options.",
      es="Sugiere un nombre mejor para una función que recibe una lista de pedidos y devuelve los que están "
         "pagados pero aún no enviados. Dame varias opciones."),
    S("openapi-path",
      "Write the OpenAPI 3.1 path item for GET /users/{id} returning the User schema, or 404 with the Problem "
      "schema."),
    # huge pastes with a one-function ask (hard case: big body, single step)
    S("big-docstring-parse-header",
      "Add a docstring to `parse_header` only. Leave everything else in the file untouched.",
      big=("py", 24000, ["PARSE_HEADER_FN"]),
      zh="只给 `parse_header` 加一个 docstring，文件里其他地方都不要动。"),
    S("big-explain-reconcile",
      "What does `_reconcile_batches` do? Explain the matching rule and what ends up in each of the three "
      "returned lists.",
      big=("py", 70000, ["RECONCILE_FN", "PARSE_HEADER_FN"]),
      de="Was macht `_reconcile_batches`? Erklär die Zuordnungsregel und was in jeder der drei zurückgegebenen "
         "Listen landet."),
    S("big-rename-merge-windows",
      "In `_merge_windows`, rename `tmp` and `res` to meaningful names and add type hints. Only that function.",
      big=("py", 172000, ["MERGE_WINDOWS_FN", "RECONCILE_FN"])),
    S("big-ts-report-type",
      "Write an explicit TypeScript return type for `buildReport` in this file (as a named type alias).",
      big=("ts", 45000, ["BUILD_REPORT_FN"]),
      ja="このファイルの `buildReport` の戻り値に明示的な TypeScript の型を書いてください（名前付きの type alias として）。"),
    S("big-ts-explain",
      "Explain `buildReport` to me: what does `net` mean and how are refunds matched?",
      big=("ts", 120000, ["BUILD_REPORT_FN"])),
]


LONG_ASKS: list[Ask] = [
    L("login-test",
      "The login test fails on main, find out why and fix it.",
      es="El test de login falla en main, averigua por qué y arréglalo.",
      de="Der Login-Test schlägt auf main fehl, finde heraus warum und behebe es.",
      zh="main 分支上的登录测试挂了，查一下原因并修好。"),
    L("cache-expiry",
      "Find why the cache never expires and fix it.",
      fr="Trouve pourquoi le cache n'expire jamais et corrige-le.",
      ja="キャッシュが一向に期限切れにならない原因を調べて直してください。"),
    L("ci-green",
      "CI is red on the release branch. Make it green.",
      pt="O CI está vermelho na branch de release. Deixa verde.",
      hi_en="Release branch pe CI red hai, usko green kar do."),
    L("fix-failing-tests",
      "Fix the failing tests.",
      ru="Почини падающие тесты.",
      ko="실패하는 테스트들 고쳐 줘."),
    L("flaky-sync",
      "tests/integration/test_sync.py is flaky (fails roughly 1 run in 5). Track down the race and fix it properly, "
      "no retries or sleeps.",
      it="tests/integration/test_sync.py è instabile (fallisce circa una volta su cinque). Trova la race condition "
         "e correggila davvero, niente retry o sleep."),
    L("rest-api-from-scratch",
      "Build a REST API with auth, tests and a Dockerfile.",
      es="Construye una API REST con autenticación, tests y un Dockerfile.",
      zh="做一个带鉴权、测试和 Dockerfile 的 REST API。"),
    L("jest-to-vitest",
      "Migrate the frontend test suite from Jest to Vitest and make sure everything still passes.",
      de="Migrier die Frontend-Tests von Jest auf Vitest und sorg dafür, dass alles weiterhin grün ist."),
    L("django-upgrade",
      "Upgrade the project from Django 3.2 to 4.2 LTS and fix everything that breaks.",
      pt="Atualiza o projeto do Django 3.2 pro 4.2 LTS e corrige tudo que quebrar."),
    L("rate-limit",
      "Add per-user rate limiting to every public endpoint of the API service, configurable in settings, with "
      "tests.",
      fr="Ajoute une limitation de débit par utilisateur sur tous les endpoints publics du service API, "
         "configurable dans les settings, avec des tests."),
    L("dark-mode",
      "Implement dark mode across the React app: a toggle in the header, the preference persisted, and every "
      "component using theme tokens instead of hard-coded colours.",
      ko="React 앱 전체에 다크 모드를 구현해 줘: 헤더에 토글, 설정 저장, 모든 컴포넌트가 하드코딩된 색 대신 테마 토큰을 쓰도록."),
    L("make-to-cmake",
      "Replace our hand-written Makefile build with CMake. Keep the same targets and make sure the tests still "
      "build and run."),
    L("setup-ci",
      "Set up CI for this repo: lint, type-check and tests on every PR. Then get it passing.",
      tr="Bu repo için CI kur: her PR'da lint, tip kontrolü ve testler çalışsın. Sonra da geçer hale getir."),
    L("memory-leak",
      "The worker process leaks memory over a few hours until it gets OOM-killed. Figure out where and fix it.",
      es="El proceso worker va perdiendo memoria durante unas horas hasta que lo mata el OOM killer. Encuentra "
         "dónde y arréglalo.",
      ru="Воркер течёт по памяти несколько часов, пока его не убивает OOM. Найди, где именно, и исправь."),
    L("slow-orders-page",
      "The /orders page got really slow after last week's deploy. Find the cause and fix it.",
      de="Die /orders-Seite ist seit dem Deploy letzte Woche extrem langsam. Finde die Ursache und behebe sie."),
    L("i18n-french",
      "Extract all user-facing strings in the web app into translation files and add a French locale.",
      fr="Extrais toutes les chaînes visibles par l'utilisateur de l'appli web dans des fichiers de traduction et "
         "ajoute une locale française."),
    L("js-to-ts",
      "Convert the src/ folder from JavaScript to TypeScript with strict mode on. No `any` in the converted code.",
      zh="把 src/ 目录从 JavaScript 迁移到 TypeScript，开启 strict 模式，转换后的代码里不要出现 `any`。"),
    L("dep-vulns",
      "Check which of our dependencies have known vulnerabilities and bump them without breaking the build.",
      pl="Sprawdź, które z naszych zależności mają znane podatności, i podbij je tak, żeby build dalej działał."),
    L("rename-model",
      "Rename the `Customer` model to `Account` everywhere: code, migrations, templates, tests.",
      ja="`Customer` モデルを `Account` に全部リネームしてください。コード、マイグレーション、テンプレート、テストすべて。"),
    L("csv-export",
      "Add CSV export to the reports module: backend endpoint, a button in the UI, and tests for both.",
      es="Agrega exportación a CSV al módulo de reportes: endpoint en el backend, un botón en la UI y tests para "
         "ambos.",
      it="Aggiungi l'esportazione CSV al modulo report: endpoint nel backend, un pulsante nella UI e test per "
         "entrambi."),
    L("print-to-logging",
      "Replace all print() calls in the package with structured logging via the logging module, level "
      "configurable through an env var."),
    L("remove-flag",
      "Remove the `new_checkout` feature flag and the old checkout code path everywhere.",
      pt="Remove a feature flag `new_checkout` e o caminho antigo do checkout em todo lugar."),
    L("c-segfault",
      "The C parser segfaults on inputs longer than 4096 bytes. Reproduce it and fix it.",
      de="Der C-Parser stürzt bei Eingaben über 4096 Bytes mit einem Segfault ab. Reproduzier das und behebe es."),
    L("go-modules",
      "Move this repo from dep to Go modules and get `go build ./...` and `go test ./...` passing."),
    L("graphql-endpoint",
      "Add a GraphQL endpoint exposing the existing product and inventory services, with a few integration tests.",
      zh_en="加一个 GraphQL endpoint，把现有的 product 和 inventory service 暴露出来，再写几个 integration test。"),
    L("docs-site",
      "Set up a docs site with MkDocs for this project, generate the API reference from docstrings, and deploy "
      "it from CI.",
      fr="Mets en place un site de doc avec MkDocs pour ce projet, génère la référence d'API à partir des "
         "docstrings et déploie-le depuis la CI."),
    L("issue-pdf-pages",
      "Issue #482: \"Exported PDFs show wrong page numbers after page 99.\" Please fix it and add a regression "
      "test.",
      es="Issue #482: \"Los PDF exportados muestran números de página incorrectos a partir de la página 99.\" "
         "Arréglalo y añade un test de regresión."),
    L("windows-paths",
      "The CLI breaks on Windows because of hard-coded path separators. Make it cross-platform and add tests "
      "that run on Windows in CI.",
      hi_en="CLI Windows pe toot jaata hai kyunki path separators hard-coded hain. Isko cross-platform banao aur "
            "CI mein Windows pe chalne wale tests add karo."),
    L("timezone-bug",
      "Users in Australia see their appointments shifted by one day. Find the timezone bug and fix it.",
      ja="オーストラリアのユーザーで予約が1日ずれて表示されます。タイムゾーンのバグを見つけて直してください。",
      vi="Người dùng ở Úc thấy lịch hẹn bị lệch một ngày. Tìm lỗi múi giờ và sửa giúp mình."),
    L("speed-import",
      "Profile the import pipeline and make it at least 2x faster on the sample dataset in data/sample/.",
      ko="import 파이프라인을 프로파일링해서 data/sample/ 샘플 데이터 기준으로 최소 2배 빠르게 만들어 줘."),
    L("rx-to-coroutines",
      "Migrate the Android app's networking layer from RxJava to Kotlin coroutines and Flow."),
    L("split-package",
      "Split the `shared` package out of the monorepo into its own publishable npm package and update all "
      "consumers.",
      ru="Вынеси пакет `shared` из монорепозитория в отдельный публикуемый npm-пакет и обнови всех, кто его "
         "использует."),
    L("sqlite-crate",
      "Research which Rust crate we should use for async SQLite, try the top two in our codebase, and keep the "
      "one that works best."),
    L("todo-fullstack",
      "Create a full-stack todo app: FastAPI backend with SQLite, React frontend, tests, and a docker-compose "
      "file.",
      pt="Cria um app de tarefas full-stack: backend FastAPI com SQLite, frontend React, testes e um "
         "docker-compose.",
      tr="Full-stack bir yapılacaklar uygulaması oluştur: SQLite'lı FastAPI backend, React frontend, testler ve "
         "bir docker-compose dosyası."),
    L("go-s3-cli",
      "Write a CLI tool in Go that syncs a local folder to S3 with include/exclude globs and a dry-run mode, "
      "with tests and a release workflow."),
    L("deprecation-warnings",
      "Get rid of all the deprecation warnings when running the test suite.",
      de="Sorg dafür, dass beim Testlauf keine Deprecation-Warnungen mehr kommen."),
    L("soft-delete",
      "Add a soft-delete column to every table that holds user data and make every query respect it.",
      es="Añade una columna de borrado lógico a todas las tablas con datos de usuario y haz que todas las "
         "consultas la respeten."),
    L("google-oauth",
      "Add Google OAuth login next to the existing email/password login.",
      zh="在现有的邮箱密码登录旁边加上 Google OAuth 登录。"),
    L("lint-everything",
      "Run the linter over the whole repo and fix everything it reports.",
      it="Lancia il linter su tutto il repo e correggi tutto quello che segnala."),
    L("coverage-billing",
      "Raise test coverage of the billing package above 85%.",
      pl="Podnieś pokrycie testami pakietu billing powyżej 85%."),
    L("node-upgrade",
      "Upgrade the service from Node 16 to Node 22 and fix whatever breaks.",
      fr="Passe le service de Node 16 à Node 22 et corrige tout ce qui casse."),
    L("terraform-replace",
      "Our terraform plan wants to replace the production database. Figure out why and make the plan clean "
      "without destroying anything."),
    L("gift-card-npe",
      "Customers get a NullPointerException when checking out with a gift card. Find it and fix it.",
      pt="Clientes recebem NullPointerException ao finalizar a compra com vale-presente. Acha e corrige."),
    L("helm-chart",
      "Convert the raw Kubernetes manifests in deploy/ into a Helm chart with values files for staging and prod."),
    L("a11y-signup",
      "Audit the signup flow for accessibility problems and fix them.",
      ko="회원가입 흐름의 접근성 문제를 점검하고 고쳐 줘."),
    L("issue-with-trace",
      "Users report this crash since 2.14. Find the cause in our code and fix it:",
      payload=P.JS_TRACE,
      note="a trace is supplied, but the component is not: fixing it means finding code in the repo -> rule 2",
      es="Los usuarios reportan este crash desde la 2.14. Encuentra la causa en nuestro código y arréglala:"),
    L("tiny-readme-everywhere",
      "Update the copyright year to 2025 in every file header across the repo.",
      note="a trivial edit, but spread over unseen files -> rule 2",
      de="Aktualisier das Copyright-Jahr auf 2025 in allen Dateiköpfen im ganzen Repo."),
]
