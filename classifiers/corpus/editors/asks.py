"""The generator's own asks: templates + slot vocabularies in 12 natural languages.

Every template and slot value was written for this package.  `build_pool()` expands them deterministically
into a de-duplicated list of {ask, label, lang, kind, context}.  `context` is None or a dict holding the
content the human supplied with the ask (a function, a whole file, a schema, a diff, an error).
"""
from __future__ import annotations

import random

from . import vocab as V

S, L = "single_step", "long_horizon"

# ------------------------------------------------------------------ slot vocabularies (language-neutral)
TOOLQ = ["git rebase --onto", "git reflog", "git bisect", "docker compose down -v", "kubectl rollout undo",
         "npm ci", "pip install -e .", "git cherry-pick -x", "git stash pop", "find . -mtime -1", "xargs -0",
         "set -euo pipefail", "lsof -i :8080", "ulimit -n", "go mod tidy", "terraform plan -out plan.bin",
         "helm upgrade --install", "jq -r '.items[]'", "sed -i ''", "git worktree add", "ssh -L 8080:localhost:80",
         "rsync -avz --delete", "git commit --fixup", "docker run --rm -it", "chmod 600", "git push --force-with-lease",
         "systemctl daemon-reload", "kubectl port-forward", "npm dedupe", "git submodule update --init --recursive"]
REGEX = ["ISO 8601 dates", "IPv4 addresses", "UUID v4", "semver strings like 1.2.3-beta.1", "email addresses",
         "hex colors like #a1b2c3", "US phone numbers", "IBANs", "URLs with query strings", "Docker image tags",
         "JWTs", "MAC addresses", "24h times like 23:59", "Python def lines", "trailing whitespace",
         "Jira keys like ABC-123", "credit card numbers (just the format)", "markdown links", "snake_case identifiers",
         "log lines with level ERROR or WARN"]
LANG2 = ["Go", "Rust", "TypeScript", "Python", "Kotlin", "Java", "C#", "Swift", "Ruby", "Elixir"]
TECH = ["rate limiting", "OAuth2 login with Google", "CSV export", "dark mode", "Redis caching", "cursor pagination",
        "audit logging", "i18n (English + Spanish)", "webhooks with retries", "2FA via TOTP", "soft delete",
        "feature flags", "OpenTelemetry tracing", "a /healthz endpoint and readiness probe", "S3 file uploads",
        "full-text search", "role-based access control", "a GraphQL endpoint", "email notifications", "optimistic locking"]
MIGR = [("Flask", "FastAPI"), ("Moment.js", "date-fns"), ("JavaScript", "TypeScript"), ("CommonJS", "ES modules"),
        ("unittest", "pytest"), ("Webpack", "Vite"), ("REST", "gRPC"), ("Jest", "Vitest"), ("logrus", "slog"),
        ("SQLAlchemy 1.4", "SQLAlchemy 2.0"), ("Vue 2", "Vue 3"), ("class components", "React hooks"),
        ("Java 11", "Java 21"), ("setup.py", "pyproject.toml"), ("Express", "Fastify"), ("Redux", "Zustand"),
        ("MySQL", "PostgreSQL"), ("Travis CI", "GitHub Actions"), ("requests", "httpx"), ("Enzyme", "Testing Library")]
CMDS = ["make test", "npm test", "pytest", "go test ./...", "cargo test", "./gradlew test", "npm run build",
        "make lint", "tox -e py311", "pnpm typecheck", "yarn e2e", "make ci"]
SYMPT = ["the cache never expires", "login randomly fails with 401", "the CSV export drops the last row",
         "memory keeps growing until the worker gets OOM-killed", "the nightly job runs twice",
         "timestamps are off by one hour after DST", "the search endpoint got slow after the last release",
         "uploads over 10MB hang", "the websocket disconnects every 60 seconds", "the retry loop never stops",
         "prices are rounded wrong for JPY", "the dashboard shows stale data", "welcome emails are sent twice",
         "pagination skips items", "the app crashes on startup on Windows", "the Docker build takes 20 minutes",
         "the integration tests hang on CI but pass locally", "users get logged out after every deploy",
         "the importer silently drops rows with unicode names", "the rate limiter lets bursts through"]
APPS = ["REST API for a todo app", "URL shortener", "CLI that syncs two S3 buckets", "Slack bot that posts standup reminders",
        "small blog engine", "inventory service", "markdown-to-PDF converter", "chat server over websockets",
        "expense tracker with a React frontend", "job queue worker"]
STACKS = ["FastAPI and Postgres", "Express and MongoDB", "Go and SQLite", "Django", "NestJS", "Rust and axum",
          "Spring Boot", "Flask and Redis"]
APIQ = ["what's the difference between `Promise.all` and `Promise.allSettled`?",
        "how do I make a dataclass immutable in Python?", "how does the cleanup function of `useEffect` work?",
        "what does `context.WithTimeout` return in Go and do I need to call cancel?",
        "difference between `Arc` and `Rc` in Rust?", "when should I use `__slots__`?",
        "what's the difference between a mutex and a semaphore?", "how do CSS container queries work?",
        "how does Python's GIL affect threads doing IO?", "what's the difference between `let` and `const` for objects?",
        "what is a covering index in Postgres?", "how do I debounce in React without lodash?",
        "what's the difference between `git merge --squash` and squash-and-merge on GitHub?",
        "what does `async` do on a Rust fn that returns impl Future?", "what does `volatile` mean in Java?",
        "is `dict` ordering guaranteed in Python 3.7+?", "what's the difference between TCP keepalive and HTTP keep-alive?",
        "how does `SELECT ... FOR UPDATE SKIP LOCKED` work?", "what's a goroutine leak and how do you spot one?",
        "what's the difference between `interface` and `type` in TypeScript?"]
SHELLT = ["find files bigger than 100MB under /var", "count lines of Python code excluding venv",
          "kill whatever is listening on port 3000", "rename all .jpeg files to .jpg in this dir",
          "show the 10 biggest directories in my home folder", "replace foo with bar in all .md files",
          "list git branches merged into main", "tail a log and highlight ERROR lines",
          "download a file with retries using curl", "convert all .wav to .mp3 with ffmpeg",
          "print the 5 most common IPs in access.log", "delete local branches whose remote is gone"]
SMALLFN = ["checks if a string is a palindrome", "flattens a nested list", "parses a duration like '1h30m' into seconds",
           "chunks a list into batches of n", "returns the n most frequent words in a text",
           "validates a Luhn checksum", "converts camelCase to snake_case", "merges two sorted arrays",
           "computes the median of a list", "retries a function with exponential backoff",
           "deep-merges two dicts", "formats bytes as human readable (KB, MB, GB)"]
SQLT = ["the top 10 {t0}s by total amount in the last 30 days", "all {t0}s without any {t1}s",
        "the monthly count of {t1}s per status", "duplicate emails", "the latest {t1} for each {t0}",
        "a running total of amount per {t0}", "rows soft-deleted this week"]


# ------------------------------------------------------------------ English templates
EN_SINGLE = [
    ("docstring", "code", ["add a docstring to `{fn}`", "write a google-style docstring for this function",
                           "document this", "can you add a short docstring + param descriptions to {fn}?",
                           "docstring pls", "Add JSDoc/docstring comments to the selected function.",
                           "I need numpy-style docs on `{fn}`, nothing else changed"]),
    ("explain", "code", ["what does this function do?", "explain `{fn}` line by line", "eli5 this code",
                         "can someone explain what {fn} is doing here", "Explain the selected code.",
                         "what's the purpose of the loop in `{fn}`?", "is there a bug in this function?",
                         "why would someone write {fn} like this?"]),
    ("rename", "code", ["rename the variables in `{fn}` to something readable", "rename `{fn}` to `{new}` in this snippet",
                        "give better names to the locals in this function"]),
    ("unit_test", "code", ["write pytest tests for `{fn}`", "unit tests for this function pls, cover edge cases",
                           "generate tests for {fn}", "write a table-driven test for `{fn}`",
                           "Write unit tests for the selected code."]),
    ("rewrite", "code", ["make this more idiomatic", "rewrite `{fn}` without the nested ifs", "simplify this",
                         "add type hints to this function", "convert this to async/await",
                         "can you make {fn} faster? it's called in a hot loop", "refactor this function to be pure",
                         "add input validation to `{fn}`", "handle the None case in this function",
                         "add logging to `{fn}` at debug level"]),
    ("translate_snippet", "code", ["port this function to {lang2}", "translate this snippet to {lang2}",
                                   "how would `{fn}` look in {lang2}?"]),
    ("fix_snippet", "error", ["this throws the error below, why?", "getting this when I call `{fn}`, what's wrong?",
                              "fix this function, stack trace below", "why does {fn} crash with this?"]),
    ("complexity", "code", ["what's the time complexity of this?", "big-O of `{fn}`?"]),
    ("big_paste", "big", ["add a docstring to `{fn}`", "explain what `{fn}` does", "add type hints to `{fn}` only",
                          "there's a function called {fn} somewhere in here, what does it return when the input is empty?",
                          "rewrite `{fn}` to be more readable, leave everything else alone",
                          "write a unit test for `{fn}`"]),
    ("sql", "schema", ["write a query that returns {sqlt}", "SQL for {sqlt} pls", "given this schema, how do I get {sqlt}?",
                       "postgres query: {sqlt}"]),
    ("commit_msg_given", "diff", ["write a commit message for this diff", "conventional commit msg for this please",
                                  "summarize this diff for the changelog", "review this diff", "is this change safe?"]),
    ("regex", None, ["regex for {regex}", "write a regex that matches {regex}", "I need a regular expression for {regex}",
                     "regex to validate {regex} in JS", "python regex for {regex}?"]),
    ("tool_question", None, ["what does `{toolq}` do?", "explain `{toolq}`", "when would I use `{toolq}`?",
                             "is `{toolq}` safe to run on a shared branch?", "quick q: `{toolq}` — what does it actually do"]),
    ("api_question", None, ["{apiq}"]),
    ("shell_cmd", None, ["one-liner to {shellt}", "bash command to {shellt}", "how do I {shellt}?"]),
    ("small_fn", None, ["write a python function that {smallfn}", "write a TypeScript function that {smallfn}",
                        "go func that {smallfn}", "give me a function that {smallfn}"]),
    ("snippet_gen", None, ["a minimal Dockerfile for a Python 3.12 FastAPI app that runs uvicorn on port 8000",
                           "write a GitHub Actions step that caches ~/.npm", "nginx location block that proxies /api to localhost:3000",
                           "a .gitignore for a Node + Python monorepo", "a systemd unit file for a Go binary at /usr/local/bin/app",
                           "write a Makefile target that runs black and isort", "k8s liveness probe yaml for an http server on 8080"]),
]

EN_LONG = [
    ("bugfix_repo", ["find why {sympt} and fix it", "{sympt}. can you track it down and fix it?", "{sympt} — please investigate and patch",
                     "Bug: {sympt}. Find the root cause in the codebase and fix it.", "figure out why {sympt}",
                     "{sympt}, fix pls", "hey so {sympt}?? no idea where to even look, can you dig in"]),
    ("run_tests", ["run `{cmd}` and tell me what fails", "run the test suite and summarize the failures",
                   "can you run `{cmd}` and fix whatever is broken", "execute {cmd}, then report"]),
    ("fix_tests", ["fix the failing tests in {testdir}", "the CI is red, make it green", "tests are failing after my last commit, fix them",
                   "make `{cmd}` pass", "get the build green again"]),
    ("feature", ["add {tech} to the app", "implement {tech} across the API and the frontend", "we need {tech}. implement it",
                 "add {tech} to the {mod} service, with tests", "Feature request: {tech}. Please implement end to end."]),
    ("migrate", ["migrate the codebase from {a} to {b}", "port everything from {a} to {b}", "move us off {a} onto {b}",
                 "replace {a} with {b} in the whole project"]),
    ("explore_repo", ["what does {file} do?", "where is the auth middleware defined?", "how is {mod} wired up in this repo?",
                      "walk me through how a request flows through this codebase", "which modules import {mod}?",
                      "what does this project do?", "where do we read the DB config?", "find all places that call `{fn}`"]),
    ("refactor_repo", ["rename `{fn}` to `{new}` everywhere in the project", "split {file} into smaller modules",
                       "go through the repo and add type hints everywhere", "remove all usages of the deprecated `{fn}` API",
                       "refactor the {mod} package to use dependency injection", "dedupe the copy-pasted validation logic across handlers"]),
    ("build_project", ["build a {app} with {stack}, tests and a Dockerfile", "scaffold a {app} using {stack}",
                       "create a new {app} in this repo ({stack})", "set up a monorepo with a {stack} backend and a React frontend"]),
    ("upgrade", ["upgrade {a} to the latest major and fix whatever breaks", "bump all dependencies and fix the breakage",
                 "we're on an old {a}, upgrade it and update the code"]),
    ("tests_repo", ["add tests for the {mod} module until coverage is above 80%", "write integration tests for every endpoint",
                    "investigate the flaky test in {testdir} and make it deterministic"]),
    ("ci_setup", ["set up GitHub Actions CI that runs lint and tests", "add a pre-commit config and fix everything it flags",
                  "get the project running locally and write down the steps in the README",
                  "check the repo for SQL injection and fix every instance", "implement the TODOs in {file}"]),
]

# long asks that come WITH supplied content (the content is not enough: the job needs the rest of the repo)
EN_LONG_CTX = [
    ("bugfix_trace", "error", ["this stack trace is from prod. find the root cause in our codebase and fix it",
                               "users hit this after the deploy, can you track down where it comes from in the repo and patch it + add a test",
                               "Sentry keeps reporting this. Investigate across the services and fix the underlying bug.",
                               "got this from the {mod} worker logs overnight. dig through the code, find what feeds it bad data and fix it",
                               "customer ticket attached the trace below. reproduce it with a test in {testdir} and fix the cause",
                               "we see this roughly once an hour since the last dependency bump. find the regression and fix it, run `{cmd}` after"]),
    ("refactor_callers", "code", ["I changed `{fn}` to the version below. Update every caller in the project and fix the tests",
                                  "this is the new helper, replace all the hand-rolled copies of this logic across the repo with calls to `{fn}`",
                                  "`{fn}` is deprecated. remove it and migrate all usages in the codebase"]),
    ("split_file", "big", ["split this file into smaller modules and update the imports everywhere it is used",
                           "this file is a mess. break it up by responsibility, move things into a package and make sure the app still builds",
                           "move `{fn}` and everything it depends on out of this file into a new {mod} module, fix all imports in the repo",
                           "this is our old {mod} module. port the whole thing to {b} and wire it into the rest of the app"]),
    ("propagate_diff", "diff", ["apply the same kind of change to all the other handlers in the repo",
                                "this fix went into one service; find every other place with the same bug and fix them too",
                                "extend this change to the rest of the codebase and run the tests",
                                "this diff only covers the {mod} endpoints. do the same for every other endpoint and update the API docs",
                                "reviewer said we need this pattern in all services. go through the repo and apply it, then run `{cmd}`"]),
]

TICKET_TMPL = [
    "{key}: {title}\n\nSteps to reproduce:\n1. {step1}\n2. {step2}\n3. Observe the result\n\nExpected: {exp}\nActual: {act}\n\nPriority: {prio}",
    "## Bug report\n**Summary:** {title}\n**Env:** prod, v{ver}\n**Repro:** {step1}, then {step2}\n**Expected:** {exp}\n**Actual:** {act}\n\nPlease fix and add a regression test.",
    "Issue #{num}: {title}\n\n> {act}\n\nReported by {user}. Can you take this one?",
]

# ------------------------------------------------------------------ other languages
# Each: single = [(kind, ctx, text)], long = [(kind, text)]
XL = {
    "es": {
        "single": [("docstring", "code", "añade un docstring a `{fn}`"), ("explain", "code", "¿qué hace esta función?"),
                   ("explain", "code", "explícame `{fn}` paso a paso"), ("unit_test", "code", "escribe tests unitarios para `{fn}`"),
                   ("rewrite", "code", "hazlo más legible, por favor"), ("rewrite", "code", "añade type hints a esta función"),
                   ("translate_snippet", "code", "pasa esta función a {lang2}"), ("regex", None, "regex para validar {regex}"),
                   ("tool_question", None, "¿qué hace `{toolq}`?"), ("sql", "schema", "consulta SQL para obtener {sqlt}"),
                   ("fix_snippet", "error", "me da este error al llamar a `{fn}`, ¿por qué?"),
                   ("big_paste", "big", "solo añade un docstring a `{fn}`, no toques lo demás"),
                   ("commit_msg_given", "diff", "escribe un mensaje de commit para este diff"),
                   ("shell_cmd", None, "comando de bash para {shellt}"),
                   ("api_question", None, "¿cuál es la diferencia entre un proceso y un hilo?")],
        "long": [("bugfix_repo", "la caché de `{mod}` nunca expira, encuentra por qué y arréglalo"),
                 ("run_tests", "ejecuta `{cmd}` y dime qué falla"), ("fix_tests", "arregla los tests que fallan en {testdir}"),
                 ("migrate", "migra el proyecto de {a} a {b}"), ("feature", "añade {tech} a la aplicación, con tests"),
                 ("explore_repo", "¿qué hace {file}?"), ("refactor_repo", "renombra `{fn}` a `{new}` en todo el proyecto"),
                 ("bugfix_repo", "los usuarios se desloguean tras cada deploy, investiga y corrígelo"),
                 ("build_project", "crea una {app} con {stack}, tests y un Dockerfile"),
                 ("fix_tests", "el CI está en rojo, ponlo en verde"), ("explore_repo", "¿dónde se configura la conexión a la base de datos en este repo?"),
                 ("upgrade", "actualiza {a} a la última versión y arregla lo que se rompa")],
    },
    "fr": {
        "single": [("docstring", "code", "ajoute une docstring à `{fn}`"), ("explain", "code", "que fait cette fonction ?"),
                   ("explain", "code", "explique-moi `{fn}` ligne par ligne"), ("unit_test", "code", "écris des tests unitaires pour `{fn}`"),
                   ("rewrite", "code", "rends ce code plus idiomatique"), ("rewrite", "code", "ajoute des annotations de type à cette fonction"),
                   ("translate_snippet", "code", "traduis cette fonction en {lang2}"), ("regex", None, "une regex pour {regex} stp"),
                   ("tool_question", None, "à quoi sert `{toolq}` ?"), ("sql", "schema", "requête SQL pour avoir {sqlt}"),
                   ("fix_snippet", "error", "j'ai cette erreur en appelant `{fn}`, pourquoi ?"),
                   ("big_paste", "big", "ajoute juste une docstring à `{fn}`, ne touche pas au reste"),
                   ("commit_msg_given", "diff", "propose un message de commit pour ce diff"),
                   ("shell_cmd", None, "commande shell pour {shellt}"),
                   ("api_question", None, "quelle est la différence entre `==` et `is` en Python ?")],
        "long": [("bugfix_repo", "le cache de `{mod}` n'expire jamais, trouve pourquoi et corrige"),
                 ("run_tests", "lance `{cmd}` et dis-moi ce qui échoue"), ("fix_tests", "corrige les tests qui échouent dans {testdir}"),
                 ("migrate", "migre le projet de {a} vers {b}"), ("feature", "ajoute {tech} à l'application, avec des tests"),
                 ("explore_repo", "que fait {file} ?"), ("refactor_repo", "renomme `{fn}` en `{new}` dans tout le projet"),
                 ("bugfix_repo", "l'export CSV perd la dernière ligne, trouve la cause dans le code et corrige-la"),
                 ("build_project", "crée une {app} avec {stack}, des tests et un Dockerfile"),
                 ("fix_tests", "la CI est rouge, fais-la passer au vert"), ("explore_repo", "où est gérée l'authentification dans ce dépôt ?"),
                 ("upgrade", "mets à jour {a} et répare ce qui casse")],
    },
    "de": {
        "single": [("docstring", "code", "füge einen Docstring zu `{fn}` hinzu"), ("explain", "code", "was macht diese Funktion?"),
                   ("explain", "code", "erklär mir `{fn}` Schritt für Schritt"), ("unit_test", "code", "schreib Unit-Tests für `{fn}`"),
                   ("rewrite", "code", "mach das lesbarer"), ("rewrite", "code", "ergänze Type Hints in dieser Funktion"),
                   ("translate_snippet", "code", "übersetze diese Funktion nach {lang2}"), ("regex", None, "Regex für {regex}"),
                   ("tool_question", None, "was macht `{toolq}` genau?"), ("sql", "schema", "SQL-Abfrage für {sqlt}"),
                   ("fix_snippet", "error", "beim Aufruf von `{fn}` kommt dieser Fehler, warum?"),
                   ("big_paste", "big", "nur `{fn}` dokumentieren, den Rest bitte nicht anfassen"),
                   ("commit_msg_given", "diff", "schreib eine Commit-Message für diesen Diff"),
                   ("shell_cmd", None, "Shell-Befehl um {shellt}"),
                   ("api_question", None, "was ist der Unterschied zwischen `git fetch` und `git pull`?")],
        "long": [("bugfix_repo", "der Cache in `{mod}` läuft nie ab, finde die Ursache und behebe sie"),
                 ("run_tests", "führ `{cmd}` aus und sag mir, was fehlschlägt"), ("fix_tests", "repariere die fehlschlagenden Tests in {testdir}"),
                 ("migrate", "migriere das Projekt von {a} auf {b}"), ("feature", "bau {tech} in die App ein, inklusive Tests"),
                 ("explore_repo", "was macht {file}?"), ("refactor_repo", "benenne `{fn}` im ganzen Projekt in `{new}` um"),
                 ("bugfix_repo", "nach der Zeitumstellung sind alle Zeitstempel eine Stunde daneben, bitte untersuchen und fixen"),
                 ("build_project", "bau eine {app} mit {stack}, Tests und Dockerfile"),
                 ("fix_tests", "die CI ist rot, mach sie wieder grün"), ("explore_repo", "wo wird in diesem Repo die DB-Konfiguration gelesen?"),
                 ("upgrade", "aktualisiere {a} und behebe alles, was dabei kaputtgeht")],
    },
    "pt": {
        "single": [("docstring", "code", "adiciona uma docstring em `{fn}`"), ("explain", "code", "o que essa função faz?"),
                   ("explain", "code", "me explica o `{fn}` linha por linha"), ("unit_test", "code", "escreve testes unitários pra `{fn}`"),
                   ("rewrite", "code", "deixa esse código mais limpo"), ("rewrite", "code", "coloca type hints nessa função"),
                   ("translate_snippet", "code", "converte essa função pra {lang2}"), ("regex", None, "regex pra validar {regex}"),
                   ("tool_question", None, "o que o `{toolq}` faz?"), ("sql", "schema", "query SQL pra pegar {sqlt}"),
                   ("fix_snippet", "error", "tá dando esse erro quando chamo `{fn}`, por quê?"),
                   ("big_paste", "big", "só adiciona docstring no `{fn}`, não mexe no resto"),
                   ("commit_msg_given", "diff", "escreve uma mensagem de commit pra esse diff"),
                   ("shell_cmd", None, "comando pra {shellt}"),
                   ("api_question", None, "qual a diferença entre `map` e `flatMap`?")],
        "long": [("bugfix_repo", "o cache do `{mod}` nunca expira, descobre o porquê e corrige"),
                 ("run_tests", "roda `{cmd}` e me diz o que falha"), ("fix_tests", "conserta os testes quebrados em {testdir}"),
                 ("migrate", "migra o projeto de {a} para {b}"), ("feature", "implementa {tech} na aplicação, com testes"),
                 ("explore_repo", "o que o {file} faz?"), ("refactor_repo", "renomeia `{fn}` para `{new}` no projeto inteiro"),
                 ("bugfix_repo", "os e-mails de boas-vindas estão sendo enviados duas vezes, investiga e corrige"),
                 ("build_project", "cria uma {app} com {stack}, testes e Dockerfile"),
                 ("fix_tests", "o CI tá vermelho, deixa verde"), ("explore_repo", "onde fica o middleware de autenticação nesse repo?"),
                 ("upgrade", "atualiza o {a} e arruma o que quebrar")],
    },
    "it": {
        "single": [("docstring", "code", "aggiungi una docstring a `{fn}`"), ("explain", "code", "cosa fa questa funzione?"),
                   ("explain", "code", "spiegami `{fn}` riga per riga"), ("unit_test", "code", "scrivi dei test unitari per `{fn}`"),
                   ("rewrite", "code", "rendi questo codice più leggibile"), ("rewrite", "code", "aggiungi i type hint a questa funzione"),
                   ("translate_snippet", "code", "traduci questa funzione in {lang2}"), ("regex", None, "regex per {regex}"),
                   ("tool_question", None, "cosa fa `{toolq}`?"), ("sql", "schema", "query SQL per ottenere {sqlt}"),
                   ("fix_snippet", "error", "chiamando `{fn}` ottengo questo errore, perché?"),
                   ("big_paste", "big", "aggiungi solo una docstring a `{fn}`"),
                   ("commit_msg_given", "diff", "scrivi un messaggio di commit per questo diff"),
                   ("shell_cmd", None, "comando bash per {shellt}")],
        "long": [("bugfix_repo", "la cache di `{mod}` non scade mai, trova il motivo e sistemalo"),
                 ("run_tests", "lancia `{cmd}` e dimmi cosa fallisce"), ("fix_tests", "sistema i test che falliscono in {testdir}"),
                 ("migrate", "migra il progetto da {a} a {b}"), ("feature", "aggiungi {tech} all'applicazione, con i test"),
                 ("explore_repo", "cosa fa {file}?"), ("refactor_repo", "rinomina `{fn}` in `{new}` in tutto il progetto"),
                 ("bugfix_repo", "la paginazione salta degli elementi, indaga nel codice e correggi"),
                 ("build_project", "crea una {app} con {stack}, test e Dockerfile"),
                 ("fix_tests", "la CI è rossa, falla tornare verde"), ("upgrade", "aggiorna {a} e sistema quello che si rompe")],
    },
    "ru": {
        "single": [("docstring", "code", "добавь докстринг к `{fn}`"), ("explain", "code", "что делает эта функция?"),
                   ("explain", "code", "объясни `{fn}` построчно"), ("unit_test", "code", "напиши юнит-тесты для `{fn}`"),
                   ("rewrite", "code", "сделай код читабельнее"), ("rewrite", "code", "добавь аннотации типов в эту функцию"),
                   ("translate_snippet", "code", "перепиши эту функцию на {lang2}"), ("regex", None, "регулярка для {regex}"),
                   ("tool_question", None, "что делает `{toolq}`?"), ("sql", "schema", "SQL-запрос: {sqlt}"),
                   ("fix_snippet", "error", "при вызове `{fn}` падает вот с такой ошибкой, почему?"),
                   ("big_paste", "big", "добавь докстринг только к `{fn}`, остальное не трогай"),
                   ("commit_msg_given", "diff", "напиши сообщение коммита для этого диффа"),
                   ("shell_cmd", None, "команда чтобы {shellt}"),
                   ("api_question", None, "в чём разница между процессом и потоком?")],
        "long": [("bugfix_repo", "кэш в `{mod}` никогда не истекает, найди причину и исправь"),
                 ("run_tests", "запусти `{cmd}` и скажи, что падает"), ("fix_tests", "почини падающие тесты в {testdir}"),
                 ("migrate", "переведи проект с {a} на {b}"), ("feature", "добавь {tech} в приложение, с тестами"),
                 ("explore_repo", "что делает {file}?"), ("refactor_repo", "переименуй `{fn}` в `{new}` по всему проекту"),
                 ("bugfix_repo", "воркер жрёт память, пока его не убивает OOM, разберись и почини"),
                 ("build_project", "сделай {app} на {stack}, с тестами и Dockerfile"),
                 ("fix_tests", "CI красный, сделай зелёным"), ("explore_repo", "где в этом репозитории читается конфиг БД?"),
                 ("upgrade", "обнови {a} и почини всё, что сломается")],
    },
    "zh": {
        "single": [("docstring", "code", "给 `{fn}` 加个文档字符串"), ("explain", "code", "这个函数是做什么的？"),
                   ("explain", "code", "逐行解释一下 `{fn}`"), ("unit_test", "code", "帮我给 `{fn}` 写单元测试"),
                   ("rewrite", "code", "把这段代码改得更易读"), ("rewrite", "code", "给这个函数加上类型注解"),
                   ("translate_snippet", "code", "把这个函数翻译成 {lang2}"), ("regex", None, "匹配 {regex} 的正则表达式"),
                   ("tool_question", None, "`{toolq}` 是干什么的？"), ("sql", "schema", "写个 SQL 查询：{sqlt}"),
                   ("fix_snippet", "error", "调用 `{fn}` 的时候报这个错，为什么？"),
                   ("big_paste", "big", "只给 `{fn}` 加注释，其他的别动"),
                   ("commit_msg_given", "diff", "帮这个 diff 写个 commit message"),
                   ("shell_cmd", None, "用什么命令可以 {shellt}"),
                   ("regex", None, "pls 帮我 write a regex for {regex}")],
        "long": [("bugfix_repo", "`{mod}` 里的缓存永远不过期，找到原因并修复"),
                 ("run_tests", "运行 `{cmd}`，告诉我哪些失败了"), ("fix_tests", "修复 {testdir} 里失败的测试"),
                 ("migrate", "把项目从 {a} 迁移到 {b}"), ("feature", "给应用加上 {tech}，并补充测试"),
                 ("explore_repo", "{file} 是做什么的？"), ("refactor_repo", "在整个项目里把 `{fn}` 重命名为 `{new}`"),
                 ("bugfix_repo", "每次部署后用户都会被登出，排查一下并修掉"),
                 ("build_project", "用 {stack} 做一个 {app}，要有测试和 Dockerfile"),
                 ("fix_tests", "CI 挂了，帮我修好"), ("explore_repo", "这个仓库里数据库配置是在哪里读取的？"),
                 ("upgrade", "把 {a} 升级到最新版，修好所有报错")],
    },
    "ja": {
        "single": [("docstring", "code", "`{fn}` に docstring を追加して"), ("explain", "code", "この関数は何をしていますか？"),
                   ("explain", "code", "`{fn}` を一行ずつ説明してください"), ("unit_test", "code", "`{fn}` のユニットテストを書いて"),
                   ("rewrite", "code", "このコードをもっと読みやすくして"), ("rewrite", "code", "この関数に型ヒントを付けて"),
                   ("translate_snippet", "code", "この関数を {lang2} に書き換えて"), ("regex", None, "{regex} にマッチする正規表現"),
                   ("tool_question", None, "`{toolq}` って何をするコマンド？"), ("sql", "schema", "{sqlt} を取得する SQL を書いて"),
                   ("fix_snippet", "error", "`{fn}` を呼ぶとこのエラーが出ます。原因は？"),
                   ("big_paste", "big", "`{fn}` にだけコメントを追加してください。他は変更しないで"),
                   ("commit_msg_given", "diff", "この diff のコミットメッセージを書いて"),
                   ("shell_cmd", None, "{shellt} するコマンドを教えて")],
        "long": [("bugfix_repo", "`{mod}` のキャッシュが期限切れにならない。原因を調べて直して"),
                 ("run_tests", "`{cmd}` を実行して、失敗しているものを教えて"), ("fix_tests", "{testdir} の失敗しているテストを直して"),
                 ("migrate", "プロジェクトを {a} から {b} に移行して"), ("feature", "アプリに {tech} を追加して、テストも書いて"),
                 ("explore_repo", "{file} は何をしているファイル？"), ("refactor_repo", "プロジェクト全体で `{fn}` を `{new}` にリネームして"),
                 ("bugfix_repo", "ダッシュボードに古いデータが表示される。コードを調査して修正してください"),
                 ("build_project", "{stack} で {app} を作って。テストと Dockerfile もお願い"),
                 ("fix_tests", "CI が赤いので緑にしてください"), ("upgrade", "{a} を最新版に上げて、壊れたところを直して")],
    },
    "ko": {
        "single": [("docstring", "code", "`{fn}`에 독스트링 추가해줘"), ("explain", "code", "이 함수는 뭐 하는 거야?"),
                   ("explain", "code", "`{fn}`을 한 줄씩 설명해 주세요"), ("unit_test", "code", "`{fn}` 단위 테스트 작성해줘"),
                   ("rewrite", "code", "이 코드 좀 더 읽기 쉽게 바꿔줘"), ("rewrite", "code", "이 함수에 타입 힌트 추가해줘"),
                   ("translate_snippet", "code", "이 함수를 {lang2}로 바꿔줘"), ("regex", None, "{regex} 매칭하는 정규식"),
                   ("tool_question", None, "`{toolq}`는 무슨 명령이야?"), ("sql", "schema", "{sqlt} 가져오는 SQL 짜줘"),
                   ("fix_snippet", "error", "`{fn}` 호출하면 이 에러가 나요. 왜 그런가요?"),
                   ("big_paste", "big", "`{fn}`에만 주석 달아줘, 나머지는 건드리지 마"),
                   ("commit_msg_given", "diff", "이 diff에 맞는 커밋 메시지 써줘")],
        "long": [("bugfix_repo", "`{mod}` 캐시가 만료되지 않아요. 원인 찾아서 고쳐주세요"),
                 ("run_tests", "`{cmd}` 실행해서 뭐가 실패하는지 알려줘"), ("fix_tests", "{testdir}에서 실패하는 테스트 고쳐줘"),
                 ("migrate", "프로젝트를 {a}에서 {b}로 마이그레이션 해줘"), ("feature", "앱에 {tech} 기능 추가하고 테스트도 작성해줘"),
                 ("explore_repo", "{file}은 뭐 하는 파일이야?"), ("refactor_repo", "프로젝트 전체에서 `{fn}`을 `{new}`로 이름 바꿔줘"),
                 ("bugfix_repo", "배포할 때마다 사용자들이 로그아웃돼요. 조사해서 수정해 주세요"),
                 ("build_project", "{stack}로 {app} 만들어줘. 테스트랑 Dockerfile도"),
                 ("fix_tests", "CI가 빨간불이야, 초록불로 만들어줘"), ("upgrade", "{a} 최신 버전으로 올리고 깨지는 거 고쳐줘")],
    },
    "tr": {
        "single": [("docstring", "code", "`{fn}` fonksiyonuna docstring ekle"), ("explain", "code", "bu fonksiyon ne yapıyor?"),
                   ("explain", "code", "`{fn}` fonksiyonunu satır satır açıkla"), ("unit_test", "code", "`{fn}` için birim testleri yaz"),
                   ("rewrite", "code", "bu kodu daha okunur yap"), ("translate_snippet", "code", "bu fonksiyonu {lang2} diline çevir"),
                   ("regex", None, "{regex} için regex"), ("tool_question", None, "`{toolq}` ne işe yarar?"),
                   ("sql", "schema", "{sqlt} için SQL sorgusu yaz"), ("fix_snippet", "error", "`{fn}` çağırınca bu hatayı alıyorum, neden?"),
                   ("big_paste", "big", "sadece `{fn}` fonksiyonuna docstring ekle"),
                   ("commit_msg_given", "diff", "bu diff için commit mesajı yaz")],
        "long": [("bugfix_repo", "`{mod}` içindeki önbellek hiç sona ermiyor, sebebini bul ve düzelt"),
                 ("run_tests", "`{cmd}` çalıştır ve nelerin başarısız olduğunu söyle"), ("fix_tests", "{testdir} altındaki kırık testleri düzelt"),
                 ("migrate", "projeyi {a}'dan {b}'ye taşı"), ("feature", "uygulamaya {tech} ekle, testleriyle birlikte"),
                 ("explore_repo", "{file} ne yapıyor?"), ("refactor_repo", "tüm projede `{fn}` adını `{new}` olarak değiştir"),
                 ("bugfix_repo", "CSV dışa aktarımı son satırı kaybediyor, kodda nedenini bul ve düzelt"),
                 ("build_project", "{stack} ile testleri ve Dockerfile'ı olan bir {app} yap"),
                 ("fix_tests", "CI kırmızı, yeşile çevir")],
    },
    "pl": {
        "single": [("docstring", "code", "dodaj docstring do `{fn}`"), ("explain", "code", "co robi ta funkcja?"),
                   ("explain", "code", "wytłumacz `{fn}` linijka po linijce"), ("unit_test", "code", "napisz testy jednostkowe dla `{fn}`"),
                   ("rewrite", "code", "uprość ten kod"), ("rewrite", "code", "dodaj adnotacje typów do tej funkcji"),
                   ("translate_snippet", "code", "przepisz tę funkcję na {lang2}"), ("regex", None, "regex do {regex}"),
                   ("tool_question", None, "co robi `{toolq}`?"), ("sql", "schema", "zapytanie SQL: {sqlt}"),
                   ("fix_snippet", "error", "przy wywołaniu `{fn}` dostaję taki błąd, czemu?"),
                   ("big_paste", "big", "dodaj docstring tylko do `{fn}`, reszty nie ruszaj"),
                   ("commit_msg_given", "diff", "napisz commit message do tego diffa")],
        "long": [("bugfix_repo", "cache w `{mod}` nigdy nie wygasa, znajdź przyczynę i napraw"),
                 ("run_tests", "odpal `{cmd}` i powiedz co się wywala"), ("fix_tests", "napraw padające testy w {testdir}"),
                 ("migrate", "zmigruj projekt z {a} na {b}"), ("feature", "dodaj {tech} do aplikacji, razem z testami"),
                 ("explore_repo", "co robi {file}?"), ("refactor_repo", "zmień nazwę `{fn}` na `{new}` w całym projekcie"),
                 ("bugfix_repo", "job nocny odpala się dwa razy, zbadaj i napraw"),
                 ("build_project", "zrób {app} w {stack}, z testami i Dockerfile"),
                 ("fix_tests", "CI jest czerwone, zrób żeby było zielone")],
    },
    "nl": {
        "single": [("docstring", "code", "voeg een docstring toe aan `{fn}`"), ("explain", "code", "wat doet deze functie?"),
                   ("unit_test", "code", "schrijf unittests voor `{fn}`"), ("rewrite", "code", "maak dit leesbaarder"),
                   ("regex", None, "regex voor {regex}"), ("tool_question", None, "wat doet `{toolq}` precies?"),
                   ("sql", "schema", "SQL-query voor {sqlt}"), ("fix_snippet", "error", "ik krijg deze fout bij `{fn}`, waarom?")],
        "long": [("bugfix_repo", "de cache in `{mod}` verloopt nooit, zoek uit waarom en los het op"),
                 ("run_tests", "draai `{cmd}` en vertel me wat faalt"), ("fix_tests", "repareer de falende tests in {testdir}"),
                 ("migrate", "migreer het project van {a} naar {b}"), ("feature", "voeg {tech} toe aan de app, met tests"),
                 ("explore_repo", "wat doet {file}?"), ("fix_tests", "de CI is rood, maak hem groen")],
    },
}

XL_LONG_CTX = {
    "es": [("bugfix_trace", "error", "este error sale en producción, encuentra la causa en el repo y arréglalo"),
           ("refactor_callers", "code", "cambié `{fn}` así; actualiza todas las llamadas en el proyecto")],
    "fr": [("bugfix_trace", "error", "cette stack trace vient de la prod, trouve la cause dans le code et corrige-la"),
           ("propagate_diff", "diff", "applique le même changement à tous les autres handlers du dépôt")],
    "de": [("bugfix_trace", "error", "dieser Fehler kommt aus Produktion, finde die Ursache im Repo und behebe sie"),
           ("refactor_callers", "code", "`{fn}` ist jetzt so, pass bitte alle Aufrufer im Projekt an")],
    "pt": [("bugfix_trace", "error", "esse erro tá acontecendo em produção, acha a causa no repositório e corrige"),
           ("split_file", "big", "quebra esse arquivo em módulos menores e atualiza os imports no projeto todo")],
    "ru": [("bugfix_trace", "error", "эта ошибка из прода, найди причину в репозитории и исправь"),
           ("refactor_callers", "code", "я поменял `{fn}` вот так, обнови все вызовы по проекту")],
    "zh": [("bugfix_trace", "error", "这是线上的报错，在代码库里找到根因并修复"),
           ("propagate_diff", "diff", "把同样的修改应用到仓库里其他所有 handler")],
    "ja": [("bugfix_trace", "error", "本番で出ているエラーです。リポジトリ内の原因を探して修正してください"),
           ("refactor_callers", "code", "`{fn}` をこう変えたので、プロジェクト内の呼び出し箇所をすべて更新して")],
    "ko": [("bugfix_trace", "error", "운영에서 난 에러예요. 저장소에서 원인 찾아서 고쳐주세요")],
    "it": [("bugfix_trace", "error", "questo errore arriva dalla produzione, trova la causa nel repo e sistemala")],
    "pl": [("refactor_callers", "code", "zmieniłem `{fn}` tak jak niżej, popraw wszystkie wywołania w projekcie")],
}

POLITE_VERB = ["Could you please ", "Please ", "Hello, I'd like you to ", "if you have a sec, ", "Can you "]
POLITE_ANY = ["Hi! ", "Hey, quick one: ", "Hello! ", "Morning. "]
VERBS_START = ("add", "write", "find", "fix", "run", "make", "explain", "rename", "migrate", "port", "translate", "rewrite",
               "simplify", "refactor", "implement", "build", "create", "set", "upgrade", "bump", "go", "remove", "split", "check",
               "get", "scaffold", "investigate", "replace", "move", "dedupe", "document", "convert", "generate", "give", "summarize",
               "review", "handle", "apply", "extend", "figure", "track", "walk", "execute", "dig")
RUDE = ["just ", "ugh. ", "seriously, ", "do it properly this time: ", "for the 3rd time: "]
SUFFIX = [" thanks", " thx", " asap", " 🙏", " — no explanation needed", " (keep it short)", " pls", "!!", "?", " ty"]
SLACK = ["@assistant ", "hey bot, ", ":wave: ", "cc @dev-ai "]


def _typo(rng: random.Random, s: str) -> str:
    words = s.split(" ")
    for _ in range(rng.randint(1, 2)):
        i = rng.randrange(len(words))
        w = words[i]
        if len(w) > 4 and w.isalpha():
            j = rng.randrange(len(w) - 1)
            words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2:]
    return " ".join(words)


def _nonnative(s: str) -> str:
    return (s.replace("find why", "please to find why").replace("fix the", "make fix of the")
            .replace("write ", "please write me ").replace("what does", "what is doing").replace("add ", "please add "))


def _style(rng: random.Random, s: str) -> str:
    r = rng.random()
    if r < 0.12:
        s = s.lower().rstrip("?.!")
    elif r < 0.22:
        s = _typo(rng, s)
    elif r < 0.34:
        if s.split(" ", 1)[0].lower() in VERBS_START:
            s = rng.choice(POLITE_VERB) + (s[:1].lower() + s[1:])
        else:
            s = rng.choice(POLITE_ANY) + s
    elif r < 0.40:
        s = rng.choice(RUDE) + s
    elif r < 0.48:
        s = rng.choice(SLACK) + s
    elif r < 0.54:
        s = _nonnative(s)
    if rng.random() < 0.2:
        s = s + rng.choice(SUFFIX)
    return s


# ------------------------------------------------------------------ contexts
def _ctx(rng: random.Random, ctype: str | None) -> tuple[dict | None, dict]:
    """Returns (context, slots)."""
    slots: dict = {}
    if ctype is None:
        return None, slots
    lang = rng.choice(["python", "python", "python", "typescript", "javascript", "go", "rust", "java"])
    ext = V.LANGS[lang]["ext"]
    path = rng.choice(["src/", "app/", "lib/", "internal/", "pkg/", ""]) + rng.choice(V.NOUNS) + \
        rng.choice(["", "_utils", "_service", "s", "_helpers"]) + ext
    name, code = V.gen_function(rng, lang)
    slots["fn"] = name
    if ctype == "code":
        if rng.random() < 0.3:
            code = V.gen_file(rng, lang, rng.randint(1, 3), include=(name, code))
        return {"type": "code", "lang": lang, "path": path, "text": code, "fn": name}, slots
    if ctype == "error":
        return {"type": "code+error", "lang": lang, "path": path, "text": code, "fn": name,
                "error": V.traceback_text(rng, lang, name)}, slots
    if ctype == "big":
        kb = rng.choice([18, 25, 40, 60, 90])
        return {"type": "bigfile", "lang": lang, "path": path, "text": V.big_file(rng, lang, kb, (name, code)), "fn": name}, slots
    if ctype == "schema":
        ddl, tabs = V.gen_schema(rng)
        slots["t0"], slots["t1"] = tabs[0], tabs[1]
        return {"type": "schema", "lang": "sql", "path": rng.choice(["db/schema.sql", "migrations/0001_init.sql", "schema.sql"]),
                "text": ddl}, slots
    if ctype == "diff":
        p = V.project(rng)
        return {"type": "diff", "lang": "diff", "path": None, "text": V.gen_diff(rng, p)}, slots
    raise ValueError(ctype)


def _fill(rng: random.Random, tmpl: str, slots: dict) -> str:
    lang = rng.choice(["python", "typescript", "go"])
    mod = rng.choice(V.NOUNS)
    a, b = rng.choice(MIGR)
    base = {
        "fn": slots.get("fn") or V.fn_name(rng, lang), "new": V.fn_name(rng, lang), "lang2": rng.choice(LANG2),
        "regex": rng.choice(REGEX), "toolq": rng.choice(TOOLQ), "apiq": rng.choice(APIQ), "shellt": rng.choice(SHELLT),
        "smallfn": rng.choice(SMALLFN), "sympt": rng.choice(SYMPT), "cmd": rng.choice(CMDS), "tech": rng.choice(TECH),
        "a": a, "b": b, "mod": mod, "app": rng.choice(APPS), "stack": rng.choice(STACKS),
        "file": rng.choice([f"src/{mod}.ts", f"app/{mod}.py", f"internal/{mod}/{mod}.go", "hello.py", "main.go",
                            f"scripts/{rng.choice(V.VERBS)}_{mod}.sh", "utils.js", "setup.py", "Makefile"]),
        "testdir": rng.choice(["tests/", "test/", "spec/", f"tests/{mod}/", "the e2e suite", "src/__tests__"]),
    }
    sq = rng.choice(SQLT).format(t0=slots.get("t0", "user"), t1=slots.get("t1", "order"))
    base["sqlt"] = sq
    base.update({k: v for k, v in slots.items() if k in ("fn",)})
    return tmpl.format(**base)


def _ticket(rng: random.Random) -> str:
    mod = rng.choice(V.NOUNS)
    sym = rng.choice(SYMPT)
    return rng.choice(TICKET_TMPL).format(
        key=f"{rng.choice(['PLAT', 'WEB', 'API', 'OPS', 'BILL'])}-{rng.randint(100, 9999)}", title=sym[:1].upper() + sym[1:],
        step1=f"open the {mod} page", step2=f"{rng.choice(V.VERBS)} a {rng.choice(V.NOUNS)}",
        exp=f"the {mod} is {rng.choice(['saved', 'listed', 'exported', 'updated'])} once",
        act=sym, prio=rng.choice(["P1", "P2", "high", "medium"]), ver=f"{rng.randint(1, 4)}.{rng.randint(0, 30)}.{rng.randint(0, 9)}",
        num=rng.randint(100, 4000), user=rng.choice(V.USERS))


_POOL: list[dict] | None = None


def build_pool(seed: int = 20261202) -> list[dict]:
    global _POOL
    if _POOL is not None:
        return _POOL
    rng = random.Random(seed)
    out, seen = [], set()

    def add(ask, label, lang, kind, ctx):
        key = (ask, label)
        if ask in seen or not ask.strip():
            return False
        seen.add(ask)
        out.append({"ask": ask, "label": label, "lang": lang, "kind": kind, "context": ctx})
        return True

    # English: ~1250, half/half
    flat_single = [(k, c, t) for k, c, ts in EN_SINGLE for t in ts]
    flat_long = [(k, t) for k, ts in EN_LONG for t in ts]
    n_s = n_l = 0
    tries = 0
    while (n_s < 625 or n_l < 625) and tries < 20000:
        tries += 1
        if n_s < 625:
            k, c, t = rng.choice(flat_single)
            ctx, slots = _ctx(rng, c)
            if add(_style(rng, _fill(rng, t, slots)), S, "en", k, ctx):
                n_s += 1
        if n_l < 625:
            if rng.random() < 0.08:
                if add(_ticket(rng), L, "en", "ticket", None):
                    n_l += 1
                continue
            if rng.random() < 0.4:
                k, c, ts = rng.choice(EN_LONG_CTX)
                ctx, slots = _ctx(rng, c)
                if add(_style(rng, _fill(rng, rng.choice(ts), slots)), L, "en", k, ctx):
                    n_l += 1
                continue
            k, t = rng.choice(flat_long)
            s = _fill(rng, t, {})
            if rng.random() < 0.06:
                s = f"- {s}\n- update the docs\n- make sure {rng.choice(CMDS)} passes"
            if add(_style(rng, s), L, "en", k, None):
                n_l += 1
    # other languages: ~30 + 30 each
    for lang, d in XL.items():
        ns = nl = 0
        tries = 0
        while (ns < 32 or nl < 32) and tries < 3000:
            tries += 1
            if ns < 32:
                k, c, t = rng.choice(d["single"])
                ctx, slots = _ctx(rng, c)
                s = _fill(rng, t, slots)
                if rng.random() < 0.15:
                    s = s + rng.choice([" 🙏", "!", " pls", " (short)"])
                if add(s, S, lang, k, ctx):
                    ns += 1
            if nl < 32:
                if lang in XL_LONG_CTX and rng.random() < 0.4:
                    k, c, t = rng.choice(XL_LONG_CTX[lang])
                    ctx, slots = _ctx(rng, c)
                    if add(_fill(rng, t, slots), L, lang, k, ctx):
                        nl += 1
                    continue
                k, t = rng.choice(d["long"])
                if add(_fill(rng, t, {}), L, lang, k, None):
                    nl += 1
    return out


def own_asks() -> list[dict]:
    return [dict(x) for x in build_pool()]
