"""Ask bank for the holdout set. All asks written for this set.

Each entry: (kind, label, needs, {lang: [templates]}).
needs: "code" (a given function is attached), "sql" (a schema is attached), "diff" (a diff is attached),
       "big" (a huge file is attached, one-function ask), None (nothing attached).
Slots: {fn} function in the attachment, {target} target language, {var}/{newvar}, {thing}, {goal},
       {module}, {endpoint}, {e}, {e2}, {testfile}, {from_x}/{to_x}, {dep}, {cmd}, {q} (tool question).
"""
import random

from content import ENTITIES, MODULES, ENDPOINTS, ident

S, L = "single_step", "long_horizon"

REGEX_THINGS = ["ISO 8601 dates like 2024-03-09", "UK postcodes", "semantic version strings such as 1.4.0-rc.2",
                "IPv4 addresses", "hex colour codes with 3 or 6 digits", "US phone numbers with optional area code",
                "Markdown links", "email addresses (the pragmatic version, not the RFC)", "UUID v4 strings",
                "trailing whitespace at line ends", "Jira keys like PAY-1234", "durations like 1h30m or 45s"]
ONELINER_GOALS = ["find files larger than 100 MB under the current directory",
                  "count lines of Python code excluding tests", "kill whatever process is listening on port 8080",
                  "list the ten biggest directories in /var", "replace tabs with four spaces in all .md files",
                  "show which git branches are merged into main", "print the 20 most common IPs in access.log"]
FN_GOALS = ["checks whether a string is a valid IBAN", "merges two sorted lists without using sort",
            "converts snake_case keys of a nested dict to camelCase", "retries a callable with exponential backoff",
            "parses a duration string like '1h30m' into seconds", "returns the n most common words in a text",
            "chunks an iterable into lists of size n", "formats a byte count as a human readable string"]
SQL_GOALS = ["the total amount per customer country for the last 30 days",
             "customers who have more than three open {e}s", "the newest {e2} note for every {e}",
             "monthly revenue for 2024, including months with zero revenue"]
TARGETS = ["Go", "TypeScript", "Rust", "Kotlin", "Python", "Java"]
TOOLQ_EN = ["What does `git rebase --onto` do?", "How do I undo the last commit but keep the changes staged?",
            "What's the difference between `docker run -it` and `docker run -d`?",
            "In Python, what's the difference between `is` and `==`?", "How do I make curl follow redirects?",
            "What does `set -euo pipefail` do in a bash script?", "Is Array.prototype.sort stable in JavaScript?",
            "What does `SELECT ... FOR UPDATE SKIP LOCKED` do in Postgres?",
            "What's the difference between `npm ci` and `npm install`?",
            "What is `__slots__` for in a Python class?", "How do I check if a key exists in a Go map?",
            "When should I use `Box<dyn Trait>` instead of generics in Rust?",
            "Which HTTP status should an API return for a failed validation, 400 or 422?",
            "what does the -n flag do in sed", "How do I list listening TCP ports on Linux?",
            "What does `git bisect` do and when would I use it?", "How do I pin a pip dependency to a git commit?",
            "what's the difference between a process and a thread, in two sentences",
            "Does `useEffect` with an empty dependency array run twice in React strict mode?",
            "What does the `--no-ff` option do for git merge?"]

MIGRATIONS = [("Flask", "FastAPI"), ("moment.js", "date-fns"), ("Jest", "Vitest"), ("unittest", "pytest"),
              ("SQLAlchemy 1.4", "SQLAlchemy 2.0"), ("class components", "React hooks"), ("Webpack", "Vite"),
              ("logrus", "slog"), ("Python 3.8", "Python 3.12"), ("REST endpoints", "GraphQL")]
UPGRADES = ["React 19", "Django 5.1", "Node 22", "Pydantic v2", "Next.js 15", "Spring Boot 3", "tokio 1.40"]

BANK = [
    # ------------------------------------------------------------------ single-step, with given code
    ("docstring", S, "code", {
        "en": ["Add a docstring to `{fn}`.", "write a google-style docstring for {fn}",
               "Document this function (numpy style, with examples).", "add a short doc comment above {fn}"],
        "de": ["Schreib einen Docstring für `{fn}`.", "Füge bitte eine Dokumentation zu dieser Funktion hinzu."],
        "fr": ["Ajoute une docstring à `{fn}`.", "Peux-tu documenter cette fonction ?"],
        "es": ["Añade un docstring a `{fn}`.", "documenta esta función, por favor"],
        "pt": ["Adicione uma docstring para `{fn}`."],
        "it": ["Aggiungi una docstring a `{fn}`."],
        "ja": ["`{fn}` にdocstringを追加してください。", "この関数にドキュメントコメントを書いて"],
        "zh": ["给 `{fn}` 加一个文档字符串。", "帮这个函数写注释文档"],
        "ko": ["`{fn}` 함수에 docstring을 추가해 주세요."],
        "ru": ["Добавь docstring к `{fn}`."],
        "pl": ["Dodaj docstring do `{fn}`."],
        "tr": ["`{fn}` fonksiyonuna bir docstring ekle."],
        "nl": ["Voeg een docstring toe aan `{fn}`."],
        "vi": ["Thêm docstring cho hàm `{fn}`."],
    }),
    ("explain", S, "code", {
        "en": ["What does this function do?", "can you explain what `{fn}` is doing, step by step?",
               "Explain this snippet like I'm new to the codebase.", "why would someone write {fn} this way?"],
        "de": ["Was macht diese Funktion genau?", "Erklär mir bitte `{fn}` Schritt für Schritt."],
        "fr": ["Que fait cette fonction ?", "Explique-moi `{fn}` ligne par ligne."],
        "es": ["¿Qué hace esta función?", "explícame `{fn}` paso a paso"],
        "pt": ["O que essa função faz?", "Explica o `{fn}` pra mim, passo a passo."],
        "it": ["Cosa fa questa funzione?"],
        "ja": ["この関数は何をしていますか？", "`{fn}` の処理を順番に説明して"],
        "zh": ["这个函数是做什么的？", "逐步解释一下 `{fn}` 的逻辑"],
        "ko": ["이 함수가 무엇을 하는지 설명해 주세요."],
        "ru": ["Что делает эта функция?", "Объясни по шагам, как работает `{fn}`."],
        "pl": ["Co robi ta funkcja?"],
        "tr": ["Bu fonksiyon ne yapıyor?"],
        "nl": ["Wat doet deze functie precies?"],
        "vi": ["Hàm này làm gì vậy?"],
    }),
    ("rewrite", S, "code", {
        "en": ["Rewrite `{fn}` to be more readable.", "refactor this to use early returns",
               "Can you simplify {fn}? Keep the behaviour identical.", "make this function more idiomatic"],
        "de": ["Schreib `{fn}` lesbarer um, das Verhalten soll gleich bleiben."],
        "fr": ["Réécris `{fn}` pour qu'elle soit plus lisible."],
        "es": ["Reescribe `{fn}` para que sea más legible."],
        "pt": ["Refatore `{fn}` para ficar mais legível."],
        "it": ["Riscrivi `{fn}` in modo più leggibile."],
        "ja": ["`{fn}` をもっと読みやすく書き直して。動作は変えないで。"],
        "zh": ["把 `{fn}` 重写得更易读，行为保持不变。"],
        "ko": ["`{fn}`를 더 읽기 쉽게 리팩터링해 주세요."],
        "ru": ["Перепиши `{fn}` понятнее, поведение не меняй."],
        "pl": ["Przepisz `{fn}` tak, żeby była czytelniejsza."],
        "tr": ["`{fn}` fonksiyonunu daha okunur hale getir."],
        "nl": ["Herschrijf `{fn}` zodat het leesbaarder is."],
    }),
    ("type_hints", S, "code", {
        "en": ["Add type hints to `{fn}`.", "add types to this function"],
        "de": ["Ergänze Typannotationen für `{fn}`."],
        "ja": ["`{fn}` に型ヒントを付けて"],
        "zh": ["给 `{fn}` 加上类型注解"],
        "es": ["Añade anotaciones de tipo a `{fn}`."],
    }),
    ("unit_test_fn", S, "code", {
        "en": ["Write unit tests for `{fn}`, including edge cases.", "write pytest tests for this function",
               "give me a table-driven test for {fn}"],
        "de": ["Schreib Unit-Tests für `{fn}`, inklusive Randfälle."],
        "fr": ["Écris des tests unitaires pour `{fn}`."],
        "es": ["Escribe tests unitarios para `{fn}`."],
        "pt": ["Escreva testes unitários para `{fn}`."],
        "ja": ["`{fn}` のユニットテストを書いて。境界値も含めて。"],
        "zh": ["为 `{fn}` 写单元测试，包括边界情况。"],
        "ru": ["Напиши юнит-тесты для `{fn}`, включая граничные случаи."],
        "ko": ["`{fn}`에 대한 단위 테스트를 작성해 줘."],
        "it": ["Scrivi dei test unitari per `{fn}`."],
    }),
    ("translate_snippet", S, "code", {
        "en": ["Translate this function to {target}.", "port {fn} to {target}, same behaviour"],
        "de": ["Übersetze diese Funktion nach {target}."],
        "fr": ["Traduis cette fonction en {target}."],
        "es": ["Traduce esta función a {target}."],
        "zh": ["把这个函数翻译成 {target}。"],
        "ja": ["この関数を {target} に移植して"],
        "pl": ["Przetłumacz tę funkcję na {target}."],
    }),
    ("rename", S, "code", {
        "en": ["Rename `{var}` to `{newvar}` in this function.", "rename {fn} to {newvar} and update its local usages"],
        "de": ["Benenne in dieser Funktion `{var}` in `{newvar}` um."],
        "ru": ["Переименуй `{var}` в `{newvar}` в этой функции."],
        "pt": ["Renomeie `{var}` para `{newvar}` nesta função."],
    }),
    ("complexity", S, "code", {
        "en": ["What's the time complexity of `{fn}`?", "is this O(n^2)?"],
        "zh": ["`{fn}` 的时间复杂度是多少？"],
        "tr": ["`{fn}` fonksiyonunun zaman karmaşıklığı nedir?"],
        "fr": ["Quelle est la complexité de `{fn}` ?"],
    }),
    ("bugspot", S, "code", {
        "en": ["I think there's an off-by-one in this function, can you spot it?",
               "This returns the wrong result for an empty input. Why?", "what's wrong with {fn}?"],
        "de": ["Irgendwo in dieser Funktion ist ein Fehler bei leerer Eingabe. Siehst du ihn?"],
        "es": ["Creo que esta función tiene un error con listas vacías, ¿lo ves?"],
        "ko": ["이 함수에 빈 입력일 때 버그가 있는 것 같아요. 어디가 문제죠?"],
        "ru": ["Кажется, в этой функции ошибка на единицу. Где она?"],
        "vi": ["Hàm này trả về sai khi đầu vào rỗng, lỗi ở đâu?"],
    }),
    ("small_edit", S, "code", {
        "en": ["In `{fn}`, return an empty list instead of None when there is nothing to return.",
               "make {fn} raise a ValueError on negative input", "add a `timeout` parameter to `{fn}` with a default of 30",
               "Change `{fn}` so it logs a warning instead of silently skipping bad entries."],
        "de": ["Ändere `{fn}` so, dass bei leerem Ergebnis eine leere Liste statt None zurückkommt."],
        "fr": ["Modifie `{fn}` pour qu'elle lève une ValueError si l'entrée est négative."],
        "es": ["Haz que `{fn}` acepte un parámetro `timeout` con valor por defecto 30."],
        "ja": ["`{fn}` で、結果が空のときは None ではなく空リストを返すようにして。"],
        "zh": ["修改 `{fn}`，遇到无效条目时记录警告而不是静默跳过。"],
        "pl": ["Zmień `{fn}`, żeby przy pustym wyniku zwracała pustą listę zamiast None."],
        "nl": ["Pas `{fn}` aan zodat het een lege lijst teruggeeft in plaats van None."],
        "it": ["Modifica `{fn}` in modo che restituisca una lista vuota invece di None."],
    }),
    ("huge_paste", S, "big", {
        "en": ["Add a docstring to `{fn}`.", "Explain what `{fn}` does.", "Add type hints to `{fn}` only, leave the rest alone.",
               "Write a unit test for `{fn}`."],
        "de": ["Erklär mir nur `{fn}` aus dieser Datei."],
        "ja": ["このファイルの `{fn}` だけにdocstringを付けて"],
        "zh": ["只解释这个文件里的 `{fn}`。"],
        "fr": ["Ajoute une docstring à `{fn}` uniquement."],
        "ru": ["Объясни только функцию `{fn}` из этого файла."],
        "es": ["Solo añade un docstring a `{fn}`."],
    }),
    # ------------------------------------------------------------------ single-step, nothing attached
    ("regex", S, None, {
        "en": ["Write a regex that matches {thing}.", "regex for {thing}?", "I need a regular expression for {thing}"],
        "de": ["Schreib mir einen regulären Ausdruck für {thing}."],
        "fr": ["Écris une regex qui reconnaît {thing}."],
        "es": ["Necesito una expresión regular para {thing}."],
        "pt": ["Preciso de uma regex para {thing}."],
        "ja": ["{thing} にマッチする正規表現を書いて"],
        "zh": ["写一个匹配 {thing} 的正则表达式"],
        "ko": ["{thing}에 맞는 정규식을 만들어 줘"],
        "ru": ["Напиши регулярное выражение для {thing}."],
        "tr": ["{thing} için bir regex yaz."],
        "vi": ["Viết regex khớp với {thing}."],
    }),
    ("sql", S, "sql", {
        "en": ["Given this schema, write a SQL query for {goal}.", "sql for {goal} please"],
        "de": ["Schreib für dieses Schema eine SQL-Abfrage: {goal}."],
        "es": ["Con este esquema, escribe una consulta SQL para {goal}."],
        "zh": ["根据这个表结构，写一个 SQL 查询：{goal}。"],
        "pt": ["Com esse schema, escreva uma consulta SQL para {goal}."],
        "ja": ["このスキーマで「{goal}」を求めるSQLを書いて"],
    }),
    ("tool_question", S, None, {
        "en": ["{q}"],
        "de": ["Was macht `git rebase --onto` genau?", "Wie mache ich den letzten Commit rückgängig, ohne die Änderungen zu verlieren?",
               "Was ist der Unterschied zwischen `npm ci` und `npm install`?"],
        "fr": ["Quelle est la différence entre `git merge` et `git rebase` ?", "À quoi sert `set -euo pipefail` ?"],
        "es": ["¿Qué hace `git stash pop` si hay conflictos?", "¿Cuál es la diferencia entre `let` y `var` en JavaScript?"],
        "pt": ["Qual a diferença entre `git fetch` e `git pull`?", "O que faz o `--no-ff` no git merge?"],
        "it": ["Qual è la differenza tra `==` e `is` in Python?"],
        "ja": ["`git rebase --onto` は何をするコマンドですか？", "Pythonの `is` と `==` の違いは？"],
        "zh": ["`docker run -it` 和 `-d` 有什么区别？", "`SELECT ... FOR UPDATE SKIP LOCKED` 是做什么的？"],
        "ko": ["`git cherry-pick`은 언제 쓰나요?", "Go에서 map에 키가 있는지 어떻게 확인하나요?"],
        "ru": ["Чем отличается `git reset --soft` от `--hard`?", "Зачем нужен `__slots__` в классе Python?"],
        "pl": ["Jaka jest różnica między procesem a wątkiem?"],
        "tr": ["`git bisect` ne işe yarar?"],
        "nl": ["Wat doet `git bisect` precies?"],
        "vi": ["`npm ci` khác `npm install` thế nào?"],
    }),
    ("oneliner", S, None, {
        "en": ["Give me a shell one-liner to {goal}.", "bash one-liner: {goal}"],
        "de": ["Gib mir einen Shell-Einzeiler, um {goal}."],
        "ru": ["Дай однострочник на bash, чтобы {goal}."],
        "ja": ["{goal} ためのシェルのワンライナーを教えて"],
    }),
    ("write_fn", S, None, {
        "en": ["Write a Python function that {goal}.", "write a TypeScript helper that {goal}",
               "I need a small Go function that {goal}"],
        "de": ["Schreib eine Python-Funktion, die {goal}."],
        "fr": ["Écris une fonction Python qui {goal}."],
        "es": ["Escribe una función en Python que {goal}."],
        "zh": ["写一个 Python 函数，{goal}。"],
        "ko": ["{goal} 파이썬 함수를 작성해 줘."],
        "pt": ["Escreva uma função em Python que {goal}."],
    }),
    ("commit", S, "diff", {
        "en": ["Write a commit message for this diff.", "commit msg for these changes pls, conventional commits style"],
        "de": ["Schreib eine Commit-Message für diesen Diff."],
        "ja": ["このdiffのコミットメッセージを書いて"],
        "fr": ["Rédige un message de commit pour ce diff."],
    }),
    ("review_diff", S, "diff", {
        "en": ["Review this diff and point out bugs or risky changes.", "anything wrong with this patch?"],
        "de": ["Schau dir diesen Patch an: siehst du Fehler?"],
        "zh": ["帮我审查一下这个 diff，有没有 bug？"],
        "es": ["Revisa este diff y señala posibles errores."],
    }),
    # ------------------------------------------------------------------ long-horizon
    ("bugfix_repo", L, None, {
        "en": ["fix the failing tests", "The tests in `tests/{testfile}` started failing after yesterday's merge. Find out why and fix it.",
               "Find why the cache never expires and fix it.", "CI is red on main, make it green.",
               "users get a 500 when they hit {endpoint}; track it down and fix it",
               "The app crashes on startup with a KeyError while loading config. Fix it.",
               "`make build` fails on a clean checkout, figure out why and fix it",
               "Memory keeps growing in the worker process. Find the leak and fix it.",
               "why is login broken?", "fix the flaky test in the {module} module",
               "{e} totals are off by a cent for some currencies, find where and fix it",
               "the nightly export job silently skips rows, figure out why"],
        "de": ["Die Tests sind rot, bitte reparieren.", "Finde heraus, warum der Cache nie abläuft, und behebe es.",
               "Beim Aufruf von {endpoint} kommt ein 500er. Such den Fehler im Projekt und fix ihn."],
        "fr": ["Les tests échouent depuis le dernier merge, trouve pourquoi et corrige.",
               "La CI est rouge sur main, répare-la.", "Trouve pourquoi le cache n'expire jamais et corrige-le."],
        "es": ["Arregla los tests que fallan.", "La CI está en rojo en main, haz que pase.",
               "Los usuarios reciben un 500 en {endpoint}; encuentra el fallo en el repo y arréglalo."],
        "pt": ["Conserta os testes que estão falhando.", "O build quebrou depois do último merge, descobre o porquê e corrige."],
        "it": ["Sistema i test che falliscono nel modulo {module}."],
        "ja": ["失敗しているテストを直して", "{endpoint} で500エラーになる原因をリポジトリから探して修正して",
               "キャッシュが期限切れにならない原因を調べて直してください"],
        "zh": ["修复失败的测试", "main 分支的 CI 挂了，帮我修好。", "查一下为什么缓存永远不过期，然后修复。"],
        "ko": ["실패하는 테스트를 고쳐 줘", "{endpoint} 호출 시 500 에러가 나는 원인을 찾아서 수정해 줘"],
        "ru": ["Почини падающие тесты.", "Найди, почему кэш никогда не протухает, и исправь.",
               "CI на main красный, сделай зелёным."],
        "pl": ["Napraw testy, które nie przechodzą.", "Znajdź, dlaczego cache nigdy nie wygasa, i to napraw."],
        "tr": ["Başarısız olan testleri düzelt.", "main dalında CI kırmızı, yeşile çevir."],
        "nl": ["Repareer de falende tests.", "Zoek uit waarom de cache nooit verloopt en los het op."],
        "vi": ["Sửa các test đang fail.", "Tìm lý do cache không bao giờ hết hạn và sửa nó."],
    }),
    ("feature", L, None, {
        "en": ["Add pagination to every list endpoint in the API and update the tests.",
               "Implement rate limiting for the public API, with config and tests.",
               "Add a `--dry-run` flag to the CLI and wire it through all subcommands.",
               "add dark mode to the frontend", "Add OpenTelemetry tracing to all services.",
               "implement CSV export for {e} reports, backend and frontend",
               "Add soft delete for {e}s: migration, model changes, API filters and tests."],
        "de": ["Füge Paginierung zu allen Listen-Endpunkten hinzu und pass die Tests an.",
               "Implementiere Rate-Limiting für die öffentliche API inklusive Tests."],
        "fr": ["Ajoute la pagination à tous les endpoints de liste et mets à jour les tests.",
               "Implémente l'export CSV des rapports, côté backend et frontend."],
        "es": ["Agrega un modo oscuro a todo el frontend.", "Añade soft delete para {e}s: migración, modelo, API y tests."],
        "pt": ["Implementa limitação de taxa na API pública, com configuração e testes."],
        "it": ["Aggiungi la paginazione a tutti gli endpoint che restituiscono liste."],
        "ja": ["CLIに `--dry-run` フラグを追加して、全サブコマンドに反映して", "全サービスにOpenTelemetryのトレーシングを入れて"],
        "zh": ["给所有列表接口加上分页，并更新测试。", "为公开 API 实现限流，包括配置和测试。"],
        "ko": ["모든 목록 API에 페이지네이션을 추가하고 테스트도 고쳐 줘."],
        "ru": ["Добавь пагинацию во все эндпоинты со списками и обнови тесты."],
        "pl": ["Dodaj tryb ciemny w całym frontendzie."],
        "tr": ["Tüm liste uç noktalarına sayfalama ekle ve testleri güncelle."],
        "nl": ["Voeg rate limiting toe aan de publieke API, met config en tests."],
        "vi": ["Thêm phân trang cho tất cả endpoint trả về danh sách và cập nhật test."],
    }),
    ("build_project", L, None, {
        "en": ["Build a REST API for a todo app with JWT auth, tests and a Dockerfile.",
               "Create a Rust CLI that syncs a folder to S3, with a config file and integration tests.",
               "scaffold a React + Vite dashboard that reads from our /metrics endpoint, with CI",
               "Set up a monorepo with three packages, a shared lint config and GitHub Actions CI.",
               "build a small URL shortener service with Postgres, migrations and tests"],
        "de": ["Bau eine REST-API für eine Todo-App mit JWT-Auth, Tests und Dockerfile."],
        "fr": ["Crée une API REST pour une appli de tâches avec authentification JWT, des tests et un Dockerfile."],
        "es": ["Crea un servicio acortador de URLs con Postgres, migraciones y tests."],
        "pt": ["Monta um monorepo com três pacotes, lint compartilhado e CI no GitHub Actions."],
        "ja": ["JWT認証・テスト・Dockerfile付きのTodoアプリ用REST APIを作って"],
        "zh": ["搭一个带 JWT 认证、测试和 Dockerfile 的待办事项 REST API。"],
        "ko": ["JWT 인증, 테스트, Dockerfile이 포함된 할 일 앱 REST API를 만들어 줘."],
        "ru": ["Сделай REST API для todo-приложения с JWT, тестами и Dockerfile."],
        "tr": ["JWT kimlik doğrulamalı, testli ve Dockerfile'lı bir todo REST API'si oluştur."],
        "it": ["Crea un servizio per accorciare URL con Postgres, migrazioni e test."],
    }),
    ("migrate", L, None, {
        "en": ["Migrate the project from {from_x} to {to_x}.", "Upgrade us to {dep} and fix everything that breaks.",
               "convert the whole codebase from JavaScript to TypeScript"],
        "de": ["Migriere das Projekt von {from_x} auf {to_x}."],
        "fr": ["Migre le projet de {from_x} vers {to_x}."],
        "es": ["Migra el proyecto de {from_x} a {to_x}."],
        "pt": ["Atualiza o projeto para {dep} e corrige o que quebrar."],
        "ja": ["プロジェクトを {from_x} から {to_x} に移行して"],
        "zh": ["把项目从 {from_x} 迁移到 {to_x}。"],
        "ru": ["Переведи проект с {from_x} на {to_x}."],
        "pl": ["Zmigruj projekt z {from_x} na {to_x}."],
        "nl": ["Migreer het project van {from_x} naar {to_x}."],
    }),
    ("refactor_repo", L, None, {
        "en": ["Rename the `{E}` model to `{E2}` everywhere, including migrations and tests.",
               "Replace all print statements with proper logging across the project.",
               "split the {module} package into smaller modules and fix all the imports",
               "Remove the deprecated `legacy_{module}` code paths from the whole repo."],
        "de": ["Ersetze im ganzen Projekt alle print-Aufrufe durch richtiges Logging."],
        "fr": ["Renomme le modèle `{E}` en `{E2}` partout, migrations et tests compris."],
        "ja": ["リポジトリ全体で print をロギングに置き換えて"],
        "zh": ["把整个项目里的 `{E}` 模型改名为 `{E2}`，包括迁移和测试。"],
        "ko": ["프로젝트 전체에서 print 문을 로깅으로 바꿔 줘."],
        "es": ["Reemplaza todos los print por logging en todo el proyecto."],
        "ru": ["Убери из всего репозитория устаревший код `legacy_{module}`."],
    }),
    ("research_repo", L, None, {
        "en": ["Find every place we still call the deprecated v1 billing API and list them with file and line.",
               "Which of our services read the FEATURE_FLAGS env var? Check the repo.",
               "Audit the repo for hard-coded secrets and fix what you find.",
               "where is the {e} status actually set? trace it through the code"],
        "de": ["Finde alle Stellen im Repo, die noch die alte v1-Billing-API aufrufen."],
        "zh": ["在仓库里找出所有还在调用旧版 v1 计费接口的地方，列出文件和行号。"],
        "ja": ["リポジトリ内でハードコードされた秘密情報がないか監査して、見つけたら直して"],
        "fr": ["Trouve où le statut des {e}s est réellement modifié dans le code."],
        "pt": ["Quais serviços leem a variável FEATURE_FLAGS? Verifica no repositório."],
    }),
    ("run_tests", L, None, {
        "en": ["Run the test suite and fix whatever fails.", "run the linters and clean up all the warnings",
               "get the type checker passing with no errors"],
        "de": ["Lass die Testsuite laufen und behebe alles, was fehlschlägt."],
        "es": ["Ejecuta los tests y arregla lo que falle."],
        "ja": ["テストを実行して、失敗したものを全部直して"],
        "zh": ["运行测试套件，把失败的都修好。"],
        "ru": ["Запусти линтеры и убери все предупреждения."],
        "ko": ["테스트를 돌리고 실패하는 것을 모두 고쳐 줘."],
        "tr": ["Test paketini çalıştır ve başarısız olanları düzelt."],
        "vi": ["Chạy bộ test và sửa những gì bị lỗi."],
    }),
]

TICKET_TITLES = ["Invoice PDF shows wrong VAT for EU customers", "Search returns stale results after reindex",
                 "Password reset link expires immediately", "Export to CSV drops rows with unicode names",
                 "Webhook retries never stop after a 410", "Dashboard totals differ from the billing report",
                 "Session cookie not set behind the reverse proxy", "Bulk import times out for files over 20 MB"]


def ticket(rng, lang="en"):
    t = rng.choice(TICKET_TITLES)
    key = f"{rng.choice(['PAY', 'CORE', 'WEB', 'OPS', 'BILL'])}-{rng.randint(100, 4999)}"
    e = rng.choice(ENTITIES)
    if lang == "de":
        return (f"{key}: {t}\n\nBeschreibung:\nSeit dem letzten Release tritt das Problem bei mehreren Kunden auf. "
                f"Betroffen ist vermutlich der {e}-Service.\n\nSchritte zum Reproduzieren:\n1. Als Testkunde anmelden\n"
                f"2. Einen neuen {e} anlegen\n3. Export starten\n\nErwartet: korrekte Werte\nTatsächlich: falsche Werte\n\n"
                f"Akzeptanzkriterien:\n- Fehler behoben\n- Regressionstest vorhanden\n- Changelog-Eintrag")
    if lang == "ja":
        return (f"[{key}] {t}\n\n概要:\n前回のリリース以降、複数の顧客で発生しています。{e} サービスが原因と思われます。\n\n"
                f"再現手順:\n1. テスト顧客でログイン\n2. 新しい {e} を作成\n3. エクスポートを実行\n\n期待結果: 正しい値\n実際: 誤った値\n\n"
                f"受け入れ条件:\n- 不具合の修正\n- 回帰テストの追加")
    if lang == "es":
        return (f"{key}: {t}\n\nDescripción:\nDesde la última versión varios clientes lo reportan. Parece venir del servicio de {e}s.\n\n"
                f"Pasos para reproducir:\n1. Entrar como cliente de prueba\n2. Crear un {e}\n3. Lanzar la exportación\n\n"
                f"Esperado: valores correctos\nObtenido: valores incorrectos\n\nCriterios de aceptación:\n- Error corregido\n- Test de regresión")
    return (f"{key}: {t}\n\nDescription\nSince the {rng.choice(['2.14', '3.2', '5.0.1', '1.9'])} release several customers report this. "
            f"It looks related to the {e} service but nobody has confirmed.\n\nSteps to reproduce\n1. Log in as a test customer\n"
            f"2. Create a new {e} with two line items\n3. Trigger the export from the dashboard\n\nExpected: values match the {e} record\n"
            f"Actual: values are off, and sometimes the request times out\n\nAcceptance criteria\n- Root cause fixed\n"
            f"- Regression test added\n- No change to the public API\n\nPriority: {rng.choice(['P1', 'P2', 'High'])}  Reporter: support")


LANGS_NON_EN = ["de", "fr", "es", "pt", "it", "ja", "zh", "ko", "ru", "pl", "tr", "nl", "vi"]


def fill(rng, tmpl, fn=None):
    E, E2 = rng.sample(ENTITIES, 2)
    fx, tx = rng.choice(MIGRATIONS)
    return tmpl.format(
        fn=fn or ident(rng), target=rng.choice(TARGETS), var=rng.choice(["out", "result", "total", "items", "parts", "rows"]),
        newvar=rng.choice(["acc", "collected", "grand_total", "entries", "chunks", "records"]),
        thing=rng.choice(REGEX_THINGS), goal=None if "{goal}" not in tmpl else "{goal}", module=rng.choice(MODULES),
        endpoint=rng.choice(ENDPOINTS), e=E, e2=E2, E=E.capitalize(), E2=E2.capitalize() + "Record",
        testfile=f"test_{rng.choice(MODULES)}.py", from_x=fx, to_x=tx, dep=rng.choice(UPGRADES),
        q=rng.choice(TOOLQ_EN))


def make_ask(rng, label=None, lang="en", kinds=None, exclude=()):
    """Return dict(kind,label,needs,text_template,lang,ask_id). text may contain {fn} to be filled later."""
    pool = [b for b in BANK if (label is None or b[1] == label) and (kinds is None or b[0] in kinds) and b[0] not in exclude]
    pool_l = [b for b in pool if lang in b[3]]
    if not pool_l:
        pool_l = [b for b in pool if "en" in b[3]]
        lang = "en"
    kind, lab, needs, by = rng.choice(pool_l)
    i = rng.randrange(len(by[lang]))
    tmpl = by[lang][i]
    return {"kind": kind, "label": lab, "needs": needs, "tmpl": tmpl, "lang": lang, "ask_id": f"{kind}.{lang}.{i}"}


def realize(rng, a, fn=None):
    t = a["tmpl"]
    if a["kind"] == "sql":
        goal = rng.choice(SQL_GOALS)
        t = t.replace("{goal}", goal)
    elif a["kind"] == "oneliner":
        t = t.replace("{goal}", rng.choice(ONELINER_GOALS) if a["lang"] == "en" else rng.choice(ONELINER_GOALS))
    elif a["kind"] == "write_fn":
        t = t.replace("{goal}", rng.choice(FN_GOALS))
    s = fill(rng, t, fn)
    return s
