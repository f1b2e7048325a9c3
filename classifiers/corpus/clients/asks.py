"""First-turn asks written for this generator, in several languages, with their labels.

Single-step asks are self-contained: the content they need is supplied (a snippet, a schema, a message) or none is
needed. Long-horizon asks need exploring or editing a repository beyond what is supplied, however short they are.
Templates take `{fn}`, `{noun}`, `{file}`, `{test}`, `{lang}` and `{lang2}` fillers, so a few hundred templates give
many distinct asks.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from . import material as m

SINGLE = "single_step"
LONG = "long_horizon"


@dataclass
class Ask:
    """A user's first-turn ask; `code` is content that comes with it (a pasted or selected snippet)."""

    text: str
    label: str
    code: str | None = None
    lang: str = "python"
    needs_code: bool = False


# Asks about a snippet that is supplied with them (single-step whatever the snippet's size).
WITH_CODE = {
    "en": [
        "Add a docstring to `{fn}`.",
        "Explain what `{fn}` does.",
        "What does this function return when the list is empty?",
        "Rename `{fn}` to `{fn2}` in this snippet.",
        "Write unit tests for `{fn}`.",
        "Convert this to {lang2}.",
        "Add type hints to this function.",
        "Can you make `{fn}` more readable?",
        "Is there a bug in this code?",
        "Why is this slow for large inputs?",
        "Add error handling to `{fn}` for a missing {noun}.",
        "Rewrite this loop as a comprehension.",
        "Add comments explaining each branch.",
        "Make this function async.",
        "simplify this",
        "what's the time complexity of {fn}?",
        "Write a JSDoc/docstring for the function below.",
        "Refactor `{fn}` to return early instead of nesting.",
        "Add logging to `{fn}`.",
        "Translate the comments in this snippet to English.",
        "Does this handle unicode correctly?",
        "Write a property-based test for `{fn}`.",
        "Turn this into a class with the same behaviour.",
        "add a docstring to {fn} and nothing else",
        "Explain line by line.",
        "What would `{fn}` return for an input of three duplicates?",
    ],
    "fr": [
        "Ajoute une docstring à `{fn}`.",
        "Explique ce que fait cette fonction.",
        "Écris des tests unitaires pour `{fn}`.",
        "Renomme `{fn}` en `{fn2}` dans ce code.",
        "Y a-t-il un bug dans ce code ?",
        "Traduis ce code en {lang2}.",
    ],
    "de": [
        "Füge `{fn}` einen Docstring hinzu.",
        "Erkläre, was diese Funktion macht.",
        "Schreib Unit-Tests für `{fn}`.",
        "Gibt es in diesem Code einen Fehler?",
        "Vereinfache diese Funktion.",
    ],
    "es": [
        "Añade un docstring a `{fn}`.",
        "Explica qué hace esta función.",
        "Escribe tests unitarios para `{fn}`.",
        "¿Hay algún error en este código?",
        "Convierte esto a {lang2}.",
    ],
    "zh": [
        "给 `{fn}` 加一个文档字符串。",
        "解释一下这个函数是做什么的。",
        "为 `{fn}` 写单元测试。",
        "这段代码有 bug 吗？",
        "把这段代码改写成 {lang2}。",
    ],
    "ja": [
        "`{fn}` にドキュメントコメントを追加してください。",
        "この関数が何をしているか説明してください。",
        "`{fn}` のユニットテストを書いてください。",
        "このコードにバグはありますか？",
    ],
    "pt": [
        "Adicione uma docstring a `{fn}`.",
        "Explique o que esta função faz.",
        "Escreva testes unitários para `{fn}`.",
    ],
    "ru": [
        "Добавь docstring к `{fn}`.",
        "Объясни, что делает эта функция.",
        "Напиши юнит-тесты для `{fn}`.",
        "Есть ли в этом коде ошибка?",
    ],
    "ko": ["`{fn}`에 docstring을 추가해 주세요.", "이 함수가 무엇을 하는지 설명해 주세요."],
}

# Self-contained asks that need no repository.
STANDALONE = {
    "en": [
        "Write a regex that matches ISO 8601 dates.",
        "What does `git rebase --onto` do?",
        "Write SQL that returns the top 5 customers by total order value, given orders(id, customer_id, total) and "
        "customers(id, name).",
        "How do I undo the last commit but keep the changes?",
        "What's the difference between a mutex and a semaphore?",
        "Write a bash one-liner that counts lines in all .{ext} files.",
        "How do I parse JSON in {lang}?",
        "Write a Dockerfile for a small {lang} web service.",
        "What does `set -euo pipefail` do?",
        "Explain the difference between `let` and `const` in JavaScript.",
        "Write a commit message for: fixed off-by-one in pagination of the {noun} list.",
        "Give me a cron expression for every weekday at 7:30.",
        "How do I check which process is using port 8080?",
        "What is the HTTP status code for rate limiting?",
        "Write a Python function that checks if a string is a palindrome.",
        "Suggest a name for a function that {verb}s a {noun} and caches the result.",
        "Convert this curl to Python requests: curl -X POST -H 'Content-Type: application/json' -d '{{\"a\":1}}' "
        "https://api.example.com/v1/items",
        "What's the jq filter to get all `.name` fields from an array?",
        "How do I make a column unique in PostgreSQL?",
        "Write a TypeScript type for a {noun} with id, name and optional tags.",
        "Explain what a Go context is for.",
        "How do I run a single test with {test_cmd}?",
        "what does this regex match: ^(?=.*\\d)(?=.*[a-z]).{{8,}}$",
        "Is `{noun}s` or `{noun}_list` a better variable name?",
        "How do I squash the last three commits?",
        "Write a GitHub Actions step that caches pip downloads.",
        "What's the Big-O of inserting into a Python dict?",
        "How to read an env var with a default in {lang}?",
        "Write a Makefile target that runs the tests.",
        "What does `Promise.allSettled` return?",
        "hi",
        "thanks, that worked",
        "What model are you?",
        "Explain CORS preflight requests briefly.",
        "Write a SQL migration adding a nullable `archived_at` timestamp to the {noun}s table.",
        "Format this date in RFC 3339 in {lang}: 2024-03-05 14:07 UTC",
        "Give me a .gitignore for a {lang} project.",
        "What's the kubectl command to tail logs of a deployment?",
    ],
    "fr": [
        "Écris une regex qui valide une adresse e-mail simple.",
        "Que fait `git cherry-pick` ?",
        "Comment annuler le dernier commit sans perdre les modifications ?",
        "Écris une requête SQL qui compte les commandes par client, tables orders(id, client_id) et clients(id, nom).",
    ],
    "de": [
        "Schreib einen regulären Ausdruck für deutsche Postleitzahlen.",
        "Was macht `git stash pop`?",
        "Wie prüfe ich in Bash, ob eine Datei existiert?",
        "Erkläre kurz den Unterschied zwischen TCP und UDP.",
    ],
    "es": [
        "Escribe una expresión regular para números de teléfono españoles.",
        "¿Qué hace `git reset --soft HEAD~1`?",
        "¿Cómo leo un archivo línea por línea en {lang}?",
    ],
    "zh": [
        "写一个匹配中国手机号的正则表达式。",
        "`git rebase -i` 是做什么的？",
        "用 SQL 查询每个部门工资最高的员工，表 emp(id, dept, salary)。",
        "如何在 Python 里读取环境变量？",
    ],
    "ja": [
        "郵便番号にマッチする正規表現を書いてください。",
        "`git reflog` は何に使いますか？",
        "Docker のイメージを削除するコマンドは？",
    ],
    "pt": [
        "Escreva uma regex para CPF.",
        "O que faz `git fetch --prune`?",
        "Como faço um loop em um dicionário em {lang}?",
    ],
    "ru": [
        "Напиши регулярное выражение для IPv4-адреса.",
        "Что делает `git bisect`?",
        "Как в SQL удалить дубликаты строк?",
    ],
    "ko": ["이메일 주소를 검사하는 정규식을 작성해 주세요.", "`git revert`와 `git reset`의 차이는?"],
    "it": ["Scrivi una regex per i codici fiscali italiani.", "Cosa fa `git worktree add`?"],
}

# Asks that need exploring or editing a repository, building something large, or running and iterating.
LONG_ASKS = {
    "en": [
        "Fix the failing tests in {test}.",
        "fix the failing tests",
        "The CI is red, make it green.",
        "Find why the {noun} cache never expires and fix it.",
        "Add a `--dry-run` flag to the CLI and wire it through every command.",
        "Migrate the codebase from requests to httpx.",
        "Build a REST API with auth, tests and a Dockerfile.",
        "Implement pagination for the {noun} endpoints and update the tests.",
        "Upgrade to the latest major version of the web framework and fix whatever breaks.",
        "Refactor all callers of `{fn}` to use the new `{fn2}` signature.",
        "There's a memory leak in the {noun} worker; track it down.",
        "Set up a GitHub Actions workflow that runs lint and tests on every PR, and make it pass.",
        "Add structured logging across the service.",
        "Why does `{test_cmd}` hang on CI? Investigate and fix.",
        "Rename the `{noun}` module to `{noun2}` everywhere.",
        "Implement the TODOs in {file}.",
        "Add integration tests for the {noun} service and make sure they pass.",
        "Port this project from JavaScript to TypeScript.",
        "Make the build reproducible and fix the flaky test.",
        "Implement rate limiting per tenant in the gateway, with tests.",
        "The {noun} export produces wrong totals for some customers. Find the cause and fix it.",
        "Create a small {lang} CLI that syncs a folder to S3, with tests.",
        "Split {file} into smaller modules without changing behaviour and keep the tests green.",
        "Add OpenTelemetry tracing to all HTTP handlers.",
        "Review the repo for SQL injection risks and fix them.",
        "Write a migration that backfills {noun}_id for old rows, run it against the test DB and check the results.",
        "Get the project building on Windows.",
        "Remove the deprecated `{fn}` API and update every caller and the docs.",
        "Implement feature flags for the {noun} page, persisted in the database.",
        "Go through the open TODO comments in the repository and resolve the easy ones.",
        "Find all places where we swallow exceptions and add proper handling.",
        "Bump the minimum {lang} version and fix the new deprecation warnings.",
        "Add a dark mode to the web app.",
        "Profile the import job and make it at least twice as fast.",
        "Set up the dev environment and tell me which tests fail.",
        "make the linter pass",
    ],
    "fr": [
        "Corrige les tests qui échouent dans {test}.",
        "Trouve pourquoi le cache des {noun}s n'expire jamais et corrige-le.",
        "Migre le projet de Flask vers FastAPI.",
        "Ajoute l'authentification JWT à toutes les routes et écris les tests.",
        "La CI est rouge, répare-la.",
    ],
    "de": [
        "Behebe die fehlschlagenden Tests in {test}.",
        "Finde heraus, warum der {noun}-Export falsche Summen liefert, und behebe es.",
        "Migriere das Projekt auf die neue Datenbankbibliothek.",
        "Baue eine REST-API mit Authentifizierung, Tests und Dockerfile.",
    ],
    "es": [
        "Arregla los tests que fallan en {test}.",
        "Encuentra por qué el servicio de {noun}s se cuelga y arréglalo.",
        "Migra el código de Python 2 a Python 3.",
        "Añade paginación a todos los endpoints y actualiza los tests.",
    ],
    "zh": [
        "修复 {test} 里失败的测试。",
        "找出 {noun} 缓存为什么从不过期并修复。",
        "把整个项目从 Vue 2 迁移到 Vue 3。",
        "给所有接口加上鉴权和测试。",
        "CI 挂了，把它修好。",
    ],
    "ja": [
        "{test} の失敗しているテストを直してください。",
        "{noun} のキャッシュが期限切れにならない原因を調べて修正してください。",
        "プロジェクト全体を TypeScript に移行してください。",
    ],
    "pt": [
        "Corrija os testes que estão falhando em {test}.",
        "Descubra por que o worker de {noun} vaza memória e corrija.",
        "Adicione autenticação em todas as rotas com testes.",
    ],
    "ru": [
        "Почини падающие тесты в {test}.",
        "Найди, почему кэш {noun} никогда не истекает, и исправь.",
        "Перенеси проект с Django 3 на Django 5.",
    ],
    "ko": ["{test}에서 실패하는 테스트를 고쳐 주세요.", "전체 프로젝트를 새 로깅 라이브러리로 마이그레이션해 주세요."],
    "it": ["Sistema i test che falliscono in {test}.", "Aggiungi la paginazione a tutti gli endpoint con i test."],
}

WITH_CODE["en"] += [
    "Write a docstring for `{fn}` in Google style.",
    "What edge cases does `{fn}` miss?",
    "Is `{fn}` thread-safe?",
    "Make `{fn}` generic over the element type.",
    "Add input validation to `{fn}`.",
    "Write a table-driven test for `{fn}`.",
    "Explain why `{fn}` returns duplicates sometimes.",
    "Can this be written without the inner loop?",
    "Rewrite `{fn}` using the standard library only.",
    "Add a `limit` parameter to `{fn}` with a default of 10.",
    "Review this function and list problems, don't rewrite it.",
    "Convert this callback style to async/await.",
    "What does the `{noun}` argument do here?",
    "Write a benchmark for `{fn}`.",
    "Rename the variables to be clearer.",
    "Add a short comment above each block.",
    "Why does the linter flag this line?",
    "Port `{fn}` to {lang2} idiomatically.",
    "make this pure (no side effects)",
    "Give `{fn}` a better name and explain why.",
    "Write a doctest for `{fn}`.",
    "Inline the helper into `{fn}`.",
    "Split `{fn}` into two smaller functions.",
    "Does `{fn}` leak memory?",
]
WITH_CODE["fr"] += [
    "Ajoute la gestion des erreurs à `{fn}`.",
    "Réécris cette fonction sans boucle imbriquée.",
    "Quels cas limites `{fn}` ne gère-t-elle pas ?",
]
WITH_CODE["de"] += [
    "Schreib einen Kommentar über jeden Block.",
    "Ist `{fn}` threadsicher?",
    "Portiere `{fn}` nach {lang2}.",
]
WITH_CODE["es"] += ["¿Qué casos límite no cubre `{fn}`?", "Añade validación de entrada a `{fn}`."]
WITH_CODE["zh"] += ["这个函数有什么边界情况没处理？", "把 `{fn}` 重命名得更清楚。", "给这段代码加上注释。"]
WITH_CODE["ja"] += ["`{fn}` をもっと読みやすく書き直してください。", "このコードを {lang2} に変換してください。"]
WITH_CODE["pt"] += ["Esta função é thread-safe?", "Reescreva `{fn}` sem o loop interno."]
WITH_CODE["ru"] += ["Перепиши `{fn}` понятнее.", "Какие граничные случаи не обрабатывает `{fn}`?"]

STANDALONE["en"] += [
    "What's the difference between `git merge` and `git rebase`?",
    "Write a regex for US ZIP codes with optional +4.",
    "How do I list all Docker containers, including stopped ones?",
    "Explain async/await in one paragraph.",
    "Write a SQL query for the second highest salary from employees(id, name, salary).",
    "What does HTTP 409 mean and when should an API return it?",
    "How do I create a virtualenv with a specific Python?",
    "Give me a one-liner to find the 10 largest files under the current folder.",
    "What is a closure?",
    "Write a function in {lang} that converts snake_case to camelCase.",
    "What does `npm ci` do differently from `npm install`?",
    "How do I revert a pushed merge commit?",
    "Explain what `SELECT ... FOR UPDATE SKIP LOCKED` does.",
    "Write an nginx location block that proxies /api to localhost:8000.",
    "What's the difference between TCP keepalive and HTTP keep-alive?",
    "How do I set a default value for a struct field in Go?",
    "Write a systemd unit for a service that runs ./server.",
    "What's idempotency in REST APIs?",
    "Write a Python dataclass for a {noun} with id, created_at and an optional owner.",
    "Explain Rust's borrow checker error E0502 in simple terms.",
    "How do I profile a slow Python script?",
    "Write a bash loop that retries a command 5 times with a 2 second pause.",
    "Which is faster for lookups, a list or a set?",
    "What does `chmod 755` mean?",
    "Write a JSON schema for an object with a required string `name` and an integer `age`.",
    "Translate to English: 'la requête renvoie une erreur 500 quand le panier est vide'",
    "Write a haiku about code review.",
    "How do I pin a dependency version in {lang}?",
    "What's the env var to make pip use a proxy?",
    "Write a commit message for adding retries to the {noun} client.",
    "Summarize what a B-tree index is good for.",
    "How do I format a number with thousands separators in {lang}?",
    "What does `git clean -fdx` delete?",
]
STANDALONE["fr"] += [
    "Quelle est la différence entre une liste et un tuple en Python ?",
    "Écris un message de commit pour l'ajout d'un cache sur les {noun}s.",
    "Comment lister les branches distantes avec git ?",
]
STANDALONE["de"] += [
    "Wie setze ich in Docker eine Umgebungsvariable?",
    "Schreib eine SQL-Abfrage, die doppelte E-Mails in users(id, email) findet.",
]
STANDALONE["es"] += ["¿Qué es una condición de carrera?", "Escribe un mensaje de commit para corregir la paginación."]
STANDALONE["zh"] += [
    "解释一下什么是幂等性。",
    "写一个 cron 表达式：每天凌晨两点执行。",
    "git 如何撤销已经 push 的提交？",
]
STANDALONE["ja"] += ["REST と GraphQL の違いを簡単に説明してください。", "Python でリストを重複なしにする方法は？"]
STANDALONE["ru"] += ["Чем процесс отличается от потока?", "Напиши cron-выражение: каждый понедельник в 9:00."]
STANDALONE["pt"] += ["Qual a diferença entre `==` e `===` em JavaScript?"]

LONG_ASKS["en"] += [
    "Add end-to-end tests for the checkout flow and fix whatever they uncover.",
    "Convert the project to use async database access.",
    "Find out why the Docker image is 2 GB and slim it down.",
    "Set up pre-commit with the linters we use and fix the existing violations.",
    "The {noun} endpoint returns 500 under load. Reproduce it and fix it.",
    "Replace our hand-rolled config parsing with pydantic settings across the app.",
    "Implement a plugin system so {noun} handlers can be loaded from a folder, with docs and tests.",
    "Make all the tests pass on {lang} 3.13 / the latest runtime.",
    "Add i18n support to the UI and extract all the strings.",
    "Our nightly job times out; figure out which step is slow and speed it up.",
    "Write a CLI for the admin tasks in scripts/ and delete the old scripts.",
    "Add caching to the {noun} lookups and prove with a benchmark that it helps.",
    "Implement soft deletes for {noun}s everywhere they are queried.",
    "Audit the error handling in the HTTP client and make retries consistent.",
    "Bring test coverage of the {noun} module above 90%.",
    "Scaffold a new microservice for {noun}s matching the structure of the existing ones.",
    "Move the frontend from webpack to vite.",
    "Fix the race condition in the {noun} worker that shows up in CI once in a while.",
    "Generate an OpenAPI spec from the routes and check it against the handlers.",
    "Implement the design in docs/{noun}.md.",
    "debug why login fails on staging but works locally",
    "Make the app start without the optional Redis dependency.",
    "Find every hard-coded URL and move it to configuration.",
    "Add a health check endpoint, wire it into the Helm chart and test it.",
    "Look through the logs in logs/ and fix the top three errors.",
    "Upgrade all dependencies, run the tests, and fix the breakages.",
    "Write a data migration from the old {noun} table layout to the new one, with a rollback.",
    "Build a small web dashboard that shows the {noun} metrics from our API.",
    "Deduplicate the three copies of the {fn} logic across the services.",
    "Rewrite the bash deploy scripts in {lang} with tests.",
]
LONG_ASKS["fr"] += [
    "Mets à jour toutes les dépendances et corrige ce qui casse.",
    "Ajoute des tests de bout en bout pour le parcours de paiement.",
    "Trouve pourquoi l'image Docker est si lourde et allège-la.",
]
LONG_ASKS["de"] += [
    "Bring die Testabdeckung des {noun}-Moduls über 90 %.",
    "Ersetze die selbstgebaute Konfiguration durch eine Bibliothek, überall im Projekt.",
]
LONG_ASKS["es"] += [
    "Encuentra y corrige la condición de carrera del worker de {noun}s.",
    "Migra el frontend de webpack a vite.",
]
LONG_ASKS["zh"] += [
    "升级所有依赖，跑测试并修复出错的地方。",
    "找出夜间任务超时的原因并优化。",
    "给 {noun} 模块补测试，覆盖率到 90% 以上。",
]
LONG_ASKS["ja"] += [
    "すべての依存関係を更新して、壊れたところを直してください。",
    "ログインがステージングでだけ失敗する原因を調べて直してください。",
]
LONG_ASKS["pt"] += ["Migre o frontend de webpack para vite.", "Atualize todas as dependências e corrija o que quebrar."]
LONG_ASKS["ru"] += ["Обнови все зависимости и почини то, что сломается.", "Найди и исправь гонку в воркере {noun}."]

# Long-horizon asks that come with a snippet or a log; the snippet is a clue, the fix is elsewhere in the repository.
LONG_WITH_CODE = {
    "en": [
        "We get this in production. Find the cause in the codebase and fix it, with a regression test.",
        "`{fn}` below is called from several services and breaks with the new schema; find every caller and fix them.",
        "This started failing after the last merge. Track down which change broke it and fix it.",
        "Replace every use of this helper across the repo with the new `{fn2}` API, then run the tests.",
        "The CI log is below. Make the pipeline green.",
        "Here's the stack trace. Reproduce it locally, fix it and add a test.",
        "Use this function as the model and implement the same for all the other {noun} handlers.",
        "This is the only place I found, but I think the bug is elsewhere too. Find all the places and fix them.",
    ],
    "fr": ["Voici la trace d'erreur de la prod. Trouve la cause dans le code et corrige-la, avec un test."],
    "de": ["Hier ist der CI-Log. Bring die Pipeline wieder auf grün."],
    "es": ["Este es el error que vemos en producción. Encuentra la causa en el repositorio y arréglala."],
    "zh": ["这是线上的报错堆栈，找到代码里的原因并修复，顺便加个回归测试。"],
    "ja": ["本番でこのエラーが出ています。リポジトリ内の原因を見つけて修正してください。"],
}


def traceback(rng: random.Random, lang: str, fn: str) -> str:
    """A stack trace or CI log that a user pastes with a bug report."""
    f = f"src/{rng.choice(m.NOUNS)}.{m.EXT[lang]}"
    if lang == "python":
        return (
            f'Traceback (most recent call last):\n  File "{f}", line {rng.randint(10, 400)}, in {fn}\n'
            f"    return cache[key]\nKeyError: '{rng.choice(m.NOUNS)}_id'"
        )
    if lang in ("typescript", "javascript"):
        return (
            f"TypeError: Cannot read properties of undefined (reading '{rng.choice(m.NOUNS)}')\n    at {fn} "
            f"({f}:{rng.randint(10, 300)}:{rng.randint(2, 40)})\n    at process.processTicksAndRejections"
        )
    if lang == "go":
        return (
            f"panic: runtime error: invalid memory address or nil pointer dereference\n"
            f"goroutine 1 [running]:\nmain.{fn}(...)\n\t/app/{f}:{rng.randint(10, 300)} +0x1d"
        )
    return f"ERROR {fn} failed at {f}:{rng.randint(10, 300)}\n" + m.lint_output(rng, m.make_repo(rng, lang))


# Short follow-ups used inside agent loops; their label comes from the loop, never from themselves.
CONTINUATIONS = [
    "continue",
    "go on",
    "fix it",
    "try again",
    "yes",
    "ok do it",
    "that didn't work",
    "keep going",
    "now run the tests",
    "use the other approach",
    "continua",
    "weiter",
    "继续",
    "続けて",
    "продолжай",
    "the build still fails",
    "looks good, commit it",
]


LANG_NAME = {"cpp": "C++", "csharp": "C#", "typescript": "TypeScript", "javascript": "JavaScript", "php": "PHP"}


def _fill(rng: random.Random, template: str, lang: str, fn: str | None = None) -> str:
    fn = fn or m.ident(rng, lang)
    fn2 = m.ident(rng, lang)
    noun, noun2 = rng.sample(m.NOUNS, 2)
    lang2 = rng.choice([x for x in ["Go", "Rust", "TypeScript", "Python", "Java", "Kotlin"] if x.lower() != lang])
    return template.format(
        fn=fn,
        fn2=fn2,
        noun=noun,
        noun2=noun2,
        lang=LANG_NAME.get(lang, lang.capitalize()),
        lang2=lang2,
        ext=m.EXT[lang],
        verb=rng.choice(m.VERBS),
        file=f"src/{noun}.{m.EXT[lang]}",
        test=f"tests/test_{noun}.{m.EXT[lang]}",
        test_cmd=m.TEST_CMD[lang],
    )


def _pick_lang(rng: random.Random, pools: dict[str, list[str]]) -> str:
    # English dominates real traffic; other languages still appear often enough to learn from.
    langs = list(pools)
    return "en" if rng.random() < 0.62 else rng.choice(langs[1:])


def own_ask(rng: random.Random, label: str | None = None, code_lang: str | None = None) -> Ask:
    """One of this generator's own asks; `label` forces the label."""
    lang = code_lang or rng.choice(m.LANGS)
    label = label or (SINGLE if rng.random() < 0.5 else LONG)
    if label == LONG:
        if rng.random() < 0.25:
            # long-horizon asks that still come with a snippet or a log: the work is in the repository
            human = _pick_lang(rng, LONG_WITH_CODE)
            fn = m.ident(rng, lang)
            text = _fill(rng, rng.choice(LONG_WITH_CODE[human]), lang, fn)
            code = m.function(rng, lang, fn) if rng.random() < 0.5 else traceback(rng, lang, fn)
            return Ask(text, LONG, code, lang, True)
        human = _pick_lang(rng, LONG_ASKS)
        return Ask(_fill(rng, rng.choice(LONG_ASKS[human]), lang), LONG, None, lang)
    if rng.random() < 0.5:
        human = _pick_lang(rng, WITH_CODE)
        template = rng.choice(WITH_CODE[human])
        fn = m.ident(rng, lang)
        text = _fill(rng, template, lang, fn)
        size = m.size_choice(rng)
        code = m.function(rng, lang, fn) if size < 1200 else m.sized_file(rng, lang, size, fn)
        return Ask(text, SINGLE, code, lang, True)
    human = _pick_lang(rng, STANDALONE)
    return Ask(_fill(rng, rng.choice(STANDALONE[human]), lang), SINGLE, None, lang)


def count_templates() -> dict[str, int]:
    """How many templates each pool holds, for the README and the CLI."""
    return {
        name: sum(len(v) for v in pool.values())
        for name, pool in (("with_code", WITH_CODE), ("standalone", STANDALONE), ("long", LONG_ASKS))
    }
