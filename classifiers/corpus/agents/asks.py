"""Own ask pool: templates in 12 natural languages, filled from small vocabularies.

Each ask is a dict {ask, label, lang, kind, context}: `ask` is the full text the human types (instruction plus any
pasted content), `context` the pasted content alone (or None).  Labels follow the routing rule: self-contained
work on supplied content or a short question -> single_step; work that needs the workspace -> long_horizon.
The pool is static (built from a fixed internal seed) so own_asks() is the same list on every call.
"""
from __future__ import annotations

import random

from . import vocab as V

S, L = "single_step", "long_horizon"

TOOLS_Q = [
    "git rebase --onto", "git reflog", "git bisect", "git worktree add", "git cherry-pick -x", "git stash -p",
    "docker compose down -v", "docker buildx bake", "kubectl rollout undo", "kubectl port-forward",
    "set -euo pipefail", "awk -F", "xargs -0", "ssh -L 8080:localhost:80", "rsync -avz --delete", "tee -a",
    "nohup", "chmod 2775", "ulimit -n", "lsof -i :5432", "functools.lru_cache", "__slots__", "asyncio.gather",
    "contextlib.suppress", "Promise.allSettled", "Array.prototype.flatMap", "the TS `satisfies` operator",
    "Rust's `?` operator", "`defer` inside a Go loop", "Go's `select` with a default case", "VACUUM FULL",
    "EXPLAIN ANALYZE", "CSS :has()", "npm ci", "pip install -e .", "poetry lock --no-update", "cargo clippy",
    "the `--frozen-lockfile` flag", "HTTP 409 vs 422", "git push --force-with-lease", "make -j", "find -mtime +7",
]
REGEX = [
    "ISO 8601 dates (YYYY-MM-DD)", "IPv4 addresses", "semantic version strings like 1.2.3-beta.1", "UUID v4",
    "hex colors like #fff or #a1b2c3", "US zip codes (5 or 9 digits)", "simple email addresses",
    "Markdown links [text](url)", "trailing whitespace at end of line", "duplicated consecutive words",
    "24h times HH:MM", "Jira keys like ABC-123", "Windows file paths", "Slack user mentions <@U123ABC>",
    "git commit SHAs (7-40 hex chars)", "phone numbers like +44 20 7946 0958", "floats with optional exponent",
]
BUGS = [
    "the cache never expires", "login sometimes returns a 500", "the websocket reconnect loop spins forever",
    "timestamps are off by one hour after DST", "uploads over 10MB fail silently", "the worker leaks goroutines",
    "pagination skips the last item", "the CLI ignores --config", "memory keeps growing in the importer",
    "two jobs can claim the same row", "the export CSV has broken unicode", "retries hammer the API with no backoff",
    "the search endpoint returns duplicates", "password reset emails are sent twice", "the dashboard shows stale totals",
    "feature flags don't reload without a restart", "the nightly job crashes on empty input",
]
FEATURES = [
    "rate limiting on the public API", "a dark mode toggle in settings", "CSV export for the reports page",
    "a --dry-run flag to the deploy script", "GitHub OAuth login", "soft deletes for users",
    "retry with backoff for webhook delivery", "i18n for the dashboard", "an audit log for admin actions",
    "a health check endpoint with dependency status", "pagination for the /orders endpoint",
    "a config file option to the CLI", "Prometheus metrics for the job queue", "an undo button for bulk edits",
]
MIGRATIONS = [
    ("Python 2", "Python 3"), ("Jest", "Vitest"), ("moment.js", "date-fns"), ("Flask", "FastAPI"),
    ("class components", "hooks"), ("callbacks", "async/await"), ("setup.py", "pyproject.toml"),
    ("webpack", "vite"), ("unittest", "pytest"), ("SQLAlchemy 1.4", "SQLAlchemy 2.0"), ("javax", "jakarta"),
    ("Express", "Fastify"), ("logrus", "slog"), ("Vue 2", "Vue 3"), ("CommonJS", "ES modules"),
]
SQL_Q = [
    "write a query that returns the top 10 users by total order value in the last 30 days",
    "SQL to count orders per status per month",
    "query for users who never placed an order",
    "give me the average order size per country",
    "find duplicate emails ignoring case",
    "write a query listing products that were never ordered",
    "return each user's most recent order (one row per user)",
]
CONCEPTS = [
    "what's the difference between a mutex and a semaphore?", "optimistic vs pessimistic locking, briefly?",
    "when should I use a WeakMap in JS?", "what is a closure, in one paragraph", "explain CAP theorem like I'm 12",
    "difference between TCP keepalive and HTTP keep-alive?", "what does idempotent mean for a REST endpoint?",
    "is `==` or `is` right for comparing to None in python?", "why is my float 0.1+0.2 != 0.3",
    "what's a good way to name boolean variables?", "explain big-O of a hash map lookup worst case",
    "what is the difference between `let` and `const`?", "what's the point of a Python `__init__.py`?",
]
SHELL = [
    "bash one-liner to find the 10 largest files under the current dir",
    "how do I list all git branches already merged into main?",
    "jq filter to pull every .items[].id out of a json file",
    "awk command to sum the 3rd column of a csv",
    "how to kill whatever is listening on port 3000 on mac",
    "sed command to replace tabs with 4 spaces in place",
    "one-liner to count lines of python code, excluding blank lines",
    "how do I undo the last git commit but keep the changes?",
]

PYFN = ["returns the n-th fibonacci number iteratively", "checks whether a string is a palindrome ignoring punctuation",
        "merges two sorted lists", "parses '1h30m' style durations into seconds", "chunks a list into pieces of size n",
        "converts CamelCase to snake_case", "computes a moving average over a window", "validates a Luhn checksum",
        "flattens a nested dict with dotted keys", "retries a callable with exponential backoff"]

# ------------------------------------------------------------------ English templates
# (kind, template, context-kind)   context kinds: fn, schema, diff, trace, bigfile, None
EN_SINGLE = [
    ("explain", "what does this function do?", "fn"),
    ("explain", "can you explain this code to me line by line", "fn"),
    ("explain", "explain what {fn} returns when the input is empty", "fn"),
    ("explain", "is there an obvious bug in this snippet? just read it, no need to run anything", "fn"),
    ("explain", "whats the time complexity of this", "fn"),
    ("explain", "ELI5 this function pls", "fn"),
    ("docstring", "add a docstring to {fn}", "fn"),
    ("docstring", "write a google-style docstring for this", "fn"),
    ("docstring", "document this function (params, return value, raises)", "fn"),
    ("docstring", "add a short comment above each branch in this function", "fn"),
    ("rename", "rename the variables in this function so they make sense", "fn"),
    ("rename", "rename {fn} to something clearer and adjust the body", "fn"),
    ("unit_test", "write pytest unit tests for this function", "fn"),
    ("unit_test", "give me 5 table-driven test cases for {fn}", "fn"),
    ("unit_test", "write a unit test covering the edge cases of this", "fn"),
    ("rewrite", "make this more idiomatic", "fn"),
    ("rewrite", "rewrite this without the nested loops", "fn"),
    ("rewrite", "convert this to async/await", "fn"),
    ("rewrite", "add type hints to this function", "fn"),
    ("rewrite", "simplify this, keep the behaviour identical", "fn"),
    ("rewrite", "can you make {fn} handle None input gracefully? only this function", "fn"),
    ("translate", "translate this to {lang2}", "fn"),
    ("translate", "port this function to {lang2}, same semantics", "fn"),
    ("regex", "regex for {regex}", None),
    ("regex", "write a regular expression that matches {regex}", None),
    ("regex", "I need a JS regex to validate {regex}", None),
    ("regex", "python re pattern for {regex}, with named groups please", None),
    ("sql", "{sql}", "schema"),
    ("sql", "given this schema, {sql}", "schema"),
    ("tool_question", "what does `{tool}` do?", None),
    ("tool_question", "quick q: when would I use `{tool}`?", None),
    ("tool_question", "explain `{tool}` in two sentences", None),
    ("tool_question", "difference between `{tool}` and `{tool2}`?", None),
    ("commit", "write a commit message for this diff", "diff"),
    ("commit", "give me a conventional-commit style message for this change", "diff"),
    ("explain_error", "what does this error mean?", "trace"),
    ("explain_error", "why would this traceback happen? I just want an explanation", "trace"),
    ("bigfile", "add a docstring to {fn} in the file below, nothing else", "bigfile"),
    ("bigfile", "in this module, only touch {fn}: make it reject negative sizes", "bigfile"),
    ("bigfile", "explain {fn} from this file", "bigfile"),
    ("shell", "{shell}", None),
    ("concept", "{concept}", None),
    ("generate_small", "write a GitHub Actions workflow that runs pytest on python 3.11 and 3.12", None),
    ("generate_small", "write a Dockerfile for a small flask app listening on 8080 (single stage is fine)", None),
    ("generate_small", "bash script that backs up ~/notes to /mnt/backup with rsync and keeps 7 daily copies", None),
    ("generate_small", "give me a .gitignore for a {lang} project", None),
    ("generate_small", "write a python function that {pyfn}", None),
    ("generate_small", "small {lang2} function that {pyfn}, no deps", None),
    ("explain", "how i can make this function more faster? please explain only", "fn"),
    ("explain", "kindly explain what is wrong in below code", "fn"),
    ("explain", "> what does this do\nasking for a friend who's reviewing it", "fn"),
    ("tool_question", "in general what does `.PHONY` mean in a Makefile?", None),
    ("tool_question", "what's the default branch name git uses when you `git init` these days?", None),
    ("tool_question", "remind me the syntax for a python dataclass with a default factory", None),
    ("rewrite", "this is ugly, make it readable. do NOT change behaviour", "fn"),
    ("rewrite", "- add logging to this fn\n- keep the signature\n- no new deps", "fn"),
]
EN_LONG = [
    ("bugfix_repo", "find why {bug} and fix it", None),
    ("bugfix_repo", "{bug}. can you track it down?", None),
    ("bugfix_repo", "pls fix: {bug}", None),
    ("bugfix_repo", "there's a bug where {bug}. figure out the root cause in this repo, patch it and add a regression test", None),
    ("bugfix_repo", "users report that {bug}. investigate and fix", None),
    ("bugfix_repo", "{bug} again!! fix it properly this time", None),
    ("run_tests", "run `{cmd}` and tell me what fails", None),
    ("run_tests", "run the test suite and fix whatever is broken", None),
    ("run_tests", "fix the failing tests", None),
    ("run_tests", "make `{cmd}` pass", None),
    ("run_tests", "can you check if the tests pass on this branch?", None),
    ("explore", "what does {file} do?", None),
    ("explore", "where is {fn} used in this codebase?", None),
    ("explore", "give me an overview of how this repo is structured", None),
    ("explore", "how does auth work in this project?", None),
    ("explore", "which module handles {module}? walk me through it", None),
    ("explore", "is {fn} still called anywhere or can we delete it?", None),
    ("feature", "add {feature}", None),
    ("feature", "implement {feature}, with tests", None),
    ("feature", "we need {feature}. go ahead and build it", None),
    ("feature", "hey, could you add {feature}? follow the existing patterns in the repo", None),
    ("build_project", "build a REST API with auth, tests and a Dockerfile", None),
    ("build_project", "scaffold a {lang} CLI for managing {module} with subcommands, config file and tests", None),
    ("build_project", "create a small todo app: React frontend, express backend, sqlite", None),
    ("build_project", "set up a new {lang} project here with CI, linting and a release workflow", None),
    ("migrate", "migrate the codebase from {mig_from} to {mig_to}", None),
    ("migrate", "upgrade us from {mig_from} to {mig_to} everywhere", None),
    ("ci_fix", "CI is red, make it green", None),
    ("ci_fix", "the {module} job fails on main since yesterday, fix it", None),
    ("ci_fix", "build is broken after the last merge, sort it out", None),
    ("refactor_repo", "rename {fn} to {fn2} across the whole repo", None),
    ("refactor_repo", "split {file} into smaller modules and update all imports", None),
    ("refactor_repo", "remove every usage of the deprecated {module} client", None),
    ("perf", "the {module} endpoint got slow after the last release, profile it and fix", None),
    ("deps", "bump all deps to latest and fix whatever breaks", None),
    ("research", "find out which release of our http client introduced the timeout change and pin the version", None),
    ("bugfix_repo", "getting this in prod, fix it:", "trace"),
    ("bugfix_repo", "this blows up when I run the importer. find the cause in the code and fix", "trace"),
    ("ticket", "{ticket}", None),
    ("ticket", "Can you take this one?\n\n{ticket}", None),
    ("explore", "why is the build so slow?", None),
    ("explore", "is there any dead code in here?", None),
    ("explore", "how many HTTP endpoints does this service expose? list them", None),
    ("explore", "where do we read the DATABASE_URL env var?", None),
    ("cleanup", "clean up the repo: remove unused files and imports", None),
    ("feature", "add tests", None),
    ("perf", "make it faster", None),
    ("bugfix_repo", "please to fix the bug where {bug} in our project", None),
    ("bugfix_repo", "kindly do the needful and fix {bug}", None),
    ("explore", "how i can find where {fn} is calling in the repo?", None),
    ("bugfix_repo", "@here staging is broken since the last deploy, {bug}. can you dig in? logs are in the repo under logs/", None),
    ("feature", "Requirements:\n- {feature}\n- update the docs\n- add tests\n- keep backwards compat", None),
    ("feature", "spec for today:\n1. {feature}\n2. wire it into the settings page\n3. e2e test", None),
    ("deps", "upgrade {mig_from} to latest across all packages in the monorepo", None),
    ("research", "check the docs of our http client and find out if it retries on 502 by default, then configure it to", None),
    ("run_tests", "run the linters and fix every warning", None),
    ("run_tests", "tests are flaky on CI, find out which and why", None),
    ("refactor_repo", "change the signature of this function to take a config object and update every call site in the repo", "fn"),
    ("bugfix_repo", "this returns wrong results for empty input somewhere in prod. find where it's called with empty input and fix both sides", "fn"),
    ("run_tests", "this is the test that keeps failing on main. make it pass (fix the code, not the test)", "fn"),
    ("refactor_repo", "we have about a dozen copies of this helper across the codebase. dedupe them into one shared module", "fn"),
    ("feature", "port this function into our codebase where the other validators live, wire it into the signup flow and add tests", "fn"),
    ("migrate", "we use this pattern everywhere; migrate all occurrences to the async version", "fn"),
    ("bugfix_repo", "schema below is what prod has. our ORM models drifted from it, reconcile the models and write a migration", "schema"),
    ("bugfix_repo", "apply this diff and fix whatever breaks in the tests", "diff"),
    ("bugfix_repo", "stack trace from prod below. find the root cause in our code and fix it, add a test", "trace"),
    ("bugfix_repo", "Sentry keeps reporting this. track it down pls", "trace"),
    ("perf", "the function below is the hot spot in our importer. profile the pipeline end to end and fix whatever is slow", "fn"),
    ("feature", "this is the interface I want. implement it in our service layer and expose it over the API", "fn"),
    ("refactor_repo", "rename the fields used in this function everywhere they appear (models, serializers, tests)", "fn"),
    ("ci_fix", "this diff broke CI on main. figure out why and fix forward", "diff"),
    ("bugfix_repo", "after this change users can't log in. revert only the broken part and add a regression test", "diff"),
]

# ------------------------------------------------------------------ other languages
# Each language: bugs, features, regex targets, single templates, long templates.
I18N = {
    "es": dict(
        bugs=["la caché nunca expira", "el login a veces devuelve un 500", "la paginación se salta el último elemento",
              "las subidas de más de 10MB fallan sin error", "el job nocturno se cae con entradas vacías",
              "el CSV exportado rompe los acentos"],
        features=["limitación de peticiones en la API pública", "exportar a CSV en la página de informes",
                  "un modo oscuro en ajustes", "login con GitHub", "un flag --dry-run para el script de despliegue"],
        regex=["fechas ISO (AAAA-MM-DD)", "direcciones IPv4", "códigos postales españoles", "versiones semver", "UUIDs"],
        single=[("explain", "¿qué hace esta función?", "fn"), ("docstring", "añade un docstring a {fn}", "fn"),
                ("unit_test", "escríbeme tests unitarios para esta función", "fn"),
                ("regex", "una regex para {regex}, porfa", None), ("tool_question", "¿qué hace `{tool}`?", None),
                ("commit", "escribe un mensaje de commit para este diff", "diff"),
                ("sql", "con este esquema, dame una consulta con el total de pedidos por usuario", "schema"),
                ("rewrite", "haz esta función más legible sin cambiar lo que hace", "fn"),
                ("explain_error", "¿qué significa este error?", "trace"),
                ("translate", "tradúceme esto a {lang2}", "fn"),
                ("bigfile", "en este archivo solo toca {fn}: que acepte None", "bigfile"),
                ("rewrite", "oye, can you add type hints a esta función? solo esta", "fn")],
        long=[("bugfix_repo", "este error sale en producción, busca la causa en el código y arréglalo", "trace"), ("refactor_repo", "cambia la firma de esta función y actualiza todas las llamadas en el repo", "fn"), ("run_tests", "este test falla en main, haz que pase arreglando el código", "fn"), ("bugfix_repo", "encuentra por qué {bug} y arréglalo", None),
              ("run_tests", "ejecuta `{cmd}` y dime qué falla", None),
              ("run_tests", "arregla los tests que fallan", None), ("explore", "¿qué hace {file}?", None),
              ("feature", "añade {feature}", None), ("feature", "implementa {feature} con tests, sigue el estilo del repo", None),
              ("migrate", "migra el proyecto de {mig_from} a {mig_to}", None),
              ("ci_fix", "el CI está en rojo, ponlo en verde", None),
              ("refactor_repo", "renombra {fn} a {fn2} en todo el repo", None),
              ("explore", "¿dónde se usa {fn} en el código?", None),
              ("bugfix_repo", "oye, {bug}, can you check the repo y arreglarlo?", None)]),
    "fr": dict(
        bugs=["le cache n'expire jamais", "la connexion renvoie parfois une 500", "la pagination saute le dernier élément",
              "les imports de plus de 10 Mo échouent sans message", "les e-mails de réinitialisation partent en double"],
        features=["une limite de débit sur l'API publique", "l'export CSV des rapports", "un mode sombre",
                  "la connexion via GitHub", "un journal d'audit pour les admins"],
        regex=["des dates ISO (AAAA-MM-JJ)", "des adresses IPv4", "des numéros de téléphone français", "des UUID", "des codes couleur hexadécimaux"],
        single=[("explain", "que fait cette fonction ?", "fn"), ("docstring", "ajoute une docstring à {fn}", "fn"),
                ("unit_test", "écris des tests unitaires pour cette fonction", "fn"),
                ("regex", "une regex pour {regex} stp", None), ("tool_question", "à quoi sert `{tool}` ?", None),
                ("commit", "rédige un message de commit pour ce diff", "diff"),
                ("sql", "avec ce schéma, écris une requête qui compte les commandes par mois", "schema"),
                ("rewrite", "rends ce code plus idiomatique", "fn"), ("explain_error", "que veut dire cette erreur ?", "trace"),
                ("translate", "traduis cette fonction en {lang2}", "fn"),
                ("bigfile", "dans ce fichier, modifie uniquement {fn} pour gérer une liste vide", "bigfile")],
        long=[("bugfix_repo", "cette erreur arrive en prod, trouve la cause dans le code et corrige", "trace"), ("refactor_repo", "change la signature de cette fonction et mets à jour tous les appels dans le dépôt", "fn"), ("bugfix_repo", "trouve pourquoi {bug} et corrige-le", None), ("run_tests", "lance `{cmd}` et dis-moi ce qui échoue", None),
              ("run_tests", "répare les tests qui cassent", None), ("explore", "que fait {file} ?", None),
              ("feature", "ajoute {feature}", None), ("feature", "implémente {feature}, avec des tests", None),
              ("migrate", "migre le code de {mig_from} vers {mig_to}", None), ("ci_fix", "la CI est rouge, répare-la", None),
              ("refactor_repo", "renomme {fn} en {fn2} dans tout le dépôt", None),
              ("explore", "explique-moi l'architecture de ce projet", None)]),
    "de": dict(
        bugs=["der Cache nie abläuft", "der Login manchmal einen 500er liefert", "die Paginierung das letzte Element verschluckt",
              "Uploads über 10 MB still fehlschlagen", "der nächtliche Job bei leerer Eingabe abstürzt"],
        features=["Rate-Limiting für die öffentliche API", "CSV-Export für die Berichte", "einen Dark Mode",
                  "GitHub-Login", "ein Audit-Log für Admin-Aktionen"],
        regex=["ISO-Datumsangaben (JJJJ-MM-TT)", "IPv4-Adressen", "deutsche Postleitzahlen", "Semver-Versionen", "IBANs"],
        single=[("explain", "was macht diese Funktion?", "fn"), ("docstring", "füg bitte einen Docstring zu {fn} hinzu", "fn"),
                ("unit_test", "schreib Unit-Tests für diese Funktion", "fn"), ("regex", "Regex für {regex}?", None),
                ("tool_question", "was macht `{tool}` genau?", None), ("commit", "schreib eine Commit-Message für diesen Diff", "diff"),
                ("sql", "für dieses Schema: Abfrage, die Bestellungen pro Status zählt", "schema"),
                ("rewrite", "vereinfache diese Funktion, Verhalten soll gleich bleiben", "fn"),
                ("explain_error", "was bedeutet dieser Fehler?", "trace"), ("translate", "übersetz das nach {lang2}", "fn"),
                ("bigfile", "in dieser Datei nur {fn} anfassen: Typannotationen ergänzen", "bigfile")],
        long=[("bugfix_repo", "dieser Stacktrace kommt aus Produktion, finde die Ursache im Code und behebe sie", "trace"), ("refactor_repo", "ändere die Signatur dieser Funktion und passe alle Aufrufer im Repo an", "fn"), ("bugfix_repo", "diese Funktion liefert in Produktion falsche Werte, finde die Aufrufer mit leerer Eingabe und behebe es", "fn"), ("bugfix_repo", "finde heraus, warum {bug}, und behebe es", None),
              ("run_tests", "führ `{cmd}` aus und sag mir, was fehlschlägt", None),
              ("run_tests", "repariere die fehlschlagenden Tests", None), ("explore", "was macht {file}?", None),
              ("feature", "bau {feature} ein", None), ("feature", "implementiere {feature} inklusive Tests", None),
              ("migrate", "migriere das Projekt von {mig_from} auf {mig_to}", None), ("ci_fix", "die CI ist rot, mach sie grün", None),
              ("refactor_repo", "benenne {fn} im ganzen Repo in {fn2} um", None),
              ("explore", "wo wird {fn} überall aufgerufen?", None)]),
    "pt": dict(
        bugs=["o cache nunca expira", "o login às vezes retorna 500", "a paginação pula o último item",
              "uploads acima de 10MB falham sem erro", "o job noturno quebra com entrada vazia"],
        features=["limite de requisições na API pública", "exportação CSV nos relatórios", "modo escuro",
                  "login com GitHub", "log de auditoria para admins"],
        regex=["datas ISO (AAAA-MM-DD)", "endereços IPv4", "CPF formatado", "CEP brasileiro", "UUIDs"],
        single=[("explain", "o que essa função faz?", "fn"), ("docstring", "adiciona uma docstring em {fn}", "fn"),
                ("unit_test", "escreve testes unitários pra essa função", "fn"), ("regex", "regex pra {regex}", None),
                ("tool_question", "o que `{tool}` faz?", None), ("commit", "escreve uma mensagem de commit pra esse diff", "diff"),
                ("sql", "com esse schema, escreve uma query com o total gasto por usuário", "schema"),
                ("rewrite", "deixa essa função mais limpa sem mudar o comportamento", "fn"),
                ("explain_error", "o que significa esse erro?", "trace"), ("translate", "traduz isso pra {lang2}", "fn")],
        long=[("bugfix_repo", "esse erro aparece em produção, acha a causa no código e corrige", "trace"), ("run_tests", "esse teste falha na main, corrige o código pra ele passar", "fn"), ("bugfix_repo", "descobre por que {bug} e corrige", None), ("run_tests", "roda `{cmd}` e me diz o que falha", None),
              ("run_tests", "conserta os testes quebrados", None), ("explore", "o que {file} faz?", None),
              ("feature", "adiciona {feature}", None), ("feature", "implementa {feature} com testes", None),
              ("migrate", "migra o projeto de {mig_from} para {mig_to}", None), ("ci_fix", "o CI tá vermelho, resolve aí", None),
              ("refactor_repo", "renomeia {fn} para {fn2} no repo inteiro", None)]),
    "it": dict(
        bugs=["la cache non scade mai", "il login a volte restituisce 500", "la paginazione salta l'ultimo elemento",
              "gli upload oltre 10MB falliscono in silenzio", "il job notturno va in crash con input vuoto"],
        features=["il rate limiting sull'API pubblica", "l'export CSV dei report", "la modalità scura",
                  "il login con GitHub", "un audit log per le azioni admin"],
        regex=["date ISO (AAAA-MM-GG)", "indirizzi IPv4", "codici fiscali", "versioni semver", "colori esadecimali"],
        single=[("explain", "cosa fa questa funzione?", "fn"), ("docstring", "aggiungi una docstring a {fn}", "fn"),
                ("unit_test", "scrivi dei test unitari per questa funzione", "fn"), ("regex", "una regex per {regex}", None),
                ("tool_question", "cosa fa `{tool}`?", None), ("commit", "scrivi un messaggio di commit per questo diff", "diff"),
                ("sql", "con questo schema, query per il numero di ordini per mese", "schema"),
                ("rewrite", "rendi questa funzione più leggibile", "fn"), ("explain_error", "cosa significa questo errore?", "trace"),
                ("translate", "traduci questa funzione in {lang2}", "fn")],
        long=[("bugfix_repo", "questo errore arriva dalla produzione, trova la causa nel codice e sistemala", "trace"), ("refactor_repo", "cambia la firma di questa funzione e aggiorna tutte le chiamate nel repo", "fn"), ("bugfix_repo", "trova perché {bug} e sistemalo", None), ("run_tests", "lancia `{cmd}` e dimmi cosa fallisce", None),
              ("run_tests", "sistema i test che falliscono", None), ("explore", "cosa fa {file}?", None),
              ("feature", "aggiungi {feature}", None), ("feature", "implementa {feature} con i test", None),
              ("migrate", "migra il progetto da {mig_from} a {mig_to}", None), ("ci_fix", "la CI è rossa, falla tornare verde", None),
              ("refactor_repo", "rinomina {fn} in {fn2} in tutto il repository", None)]),
    "ru": dict(
        bugs=["кэш никогда не истекает", "логин иногда отдаёт 500", "пагинация теряет последний элемент",
              "загрузки больше 10 МБ молча падают", "ночной джоб падает на пустом входе"],
        features=["ограничение частоты запросов в публичном API", "экспорт отчётов в CSV", "тёмную тему",
                  "вход через GitHub", "журнал аудита для админов"],
        regex=["дат в формате ISO (ГГГГ-ММ-ДД)", "IPv4-адресов", "российских номеров телефонов", "UUID", "semver-версий"],
        single=[("explain", "что делает эта функция?", "fn"), ("docstring", "добавь docstring к {fn}", "fn"),
                ("unit_test", "напиши юнит-тесты для этой функции", "fn"), ("regex", "регулярка для {regex}", None),
                ("tool_question", "что делает `{tool}`?", None), ("commit", "напиши commit message для этого диффа", "diff"),
                ("sql", "по этой схеме: запрос, который считает заказы по статусам", "schema"),
                ("rewrite", "упрости эту функцию, поведение не меняй", "fn"), ("explain_error", "что означает эта ошибка?", "trace"),
                ("translate", "перепиши это на {lang2}", "fn"),
                ("bigfile", "в этом файле поменяй только {fn}: пусть принимает None", "bigfile")],
        long=[("bugfix_repo", "это падает в проде, найди причину в коде и почини", "trace"), ("refactor_repo", "поменяй сигнатуру этой функции и обнови все места вызова в репозитории", "fn"), ("bugfix_repo", "найди, почему {bug}, и почини", None), ("run_tests", "запусти `{cmd}` и скажи, что падает", None),
              ("run_tests", "почини падающие тесты", None), ("explore", "что делает {file}?", None),
              ("feature", "добавь {feature}", None), ("feature", "реализуй {feature} с тестами", None),
              ("migrate", "переведи проект с {mig_from} на {mig_to}", None), ("ci_fix", "CI красный, сделай зелёным", None),
              ("refactor_repo", "переименуй {fn} в {fn2} во всём репозитории", None),
              ("explore", "где в коде используется {fn}?", None)]),
    "zh": dict(
        bugs=["缓存永远不过期", "登录偶尔返回 500", "分页会漏掉最后一条", "超过 10MB 的上传会静默失败", "夜间任务遇到空输入就崩溃"],
        features=["公共 API 的限流", "报表页的 CSV 导出", "深色模式", "GitHub 登录", "管理员操作审计日志"],
        regex=["ISO 日期（YYYY-MM-DD）", "IPv4 地址", "中国大陆手机号", "UUID", "语义化版本号"],
        single=[("explain", "这个函数是做什么的？", "fn"), ("docstring", "给 {fn} 加一个 docstring", "fn"),
                ("unit_test", "帮我给这个函数写单元测试", "fn"), ("regex", "写一个匹配{regex}的正则", None),
                ("tool_question", "`{tool}` 是干什么用的？", None), ("commit", "帮这个 diff 写一条提交信息", "diff"),
                ("sql", "根据这个表结构，写 SQL 统计每个用户的订单总额", "schema"),
                ("rewrite", "把这个函数改得更简洁，行为不变", "fn"), ("explain_error", "这个报错是什么意思？", "trace"),
                ("translate", "把这段代码翻译成 {lang2}", "fn"),
                ("bigfile", "这个文件里只改 {fn}：空列表时返回空结果", "bigfile"),
                ("explain", "帮我看下这段 code 有没有明显 bug，不用跑", "fn")],
        long=[("bugfix_repo", "线上报这个错，去代码里找到根因并修掉", "trace"), ("refactor_repo", "把这个函数的签名改成接收配置对象，并更新仓库里所有调用的地方", "fn"), ("run_tests", "这个测试在 main 上一直失败，修代码让它通过", "fn"), ("bugfix_repo", "查一下为什么{bug}，然后修好", None), ("run_tests", "跑一下 `{cmd}`，告诉我哪些失败了", None),
              ("run_tests", "把失败的测试修好", None), ("explore", "{file} 是做什么的？", None),
              ("feature", "加上{feature}", None), ("feature", "实现{feature}，带上测试", None),
              ("migrate", "把项目从 {mig_from} 迁移到 {mig_to}", None), ("ci_fix", "CI 挂了，帮我修到通过", None),
              ("refactor_repo", "在整个仓库里把 {fn} 重命名为 {fn2}", None),
              ("explore", "这个项目的整体架构是怎样的？帮我梳理一下", None)]),
    "ja": dict(
        bugs=["キャッシュが期限切れにならない", "ログインがたまに500を返す", "ページネーションで最後の要素が抜ける",
              "10MB超のアップロードが黙って失敗する", "夜間バッチが空入力で落ちる"],
        features=["公開APIのレート制限", "レポート画面のCSVエクスポート", "ダークモード", "GitHubログイン", "管理操作の監査ログ"],
        regex=["ISO形式の日付（YYYY-MM-DD）", "IPv4アドレス", "日本の郵便番号", "UUID", "semverのバージョン"],
        single=[("explain", "この関数は何をしていますか？", "fn"), ("docstring", "{fn} に docstring を追加してください", "fn"),
                ("unit_test", "この関数のユニットテストを書いて", "fn"), ("regex", "{regex}にマッチする正規表現をください", None),
                ("tool_question", "`{tool}` って何をするコマンド？", None), ("commit", "この diff のコミットメッセージを書いて", "diff"),
                ("sql", "このスキーマで、月ごとの注文数を出すSQLを書いて", "schema"),
                ("rewrite", "この関数をもっと読みやすくして（挙動は変えずに）", "fn"),
                ("explain_error", "このエラーはどういう意味？", "trace"), ("translate", "これを {lang2} に書き換えて", "fn")],
        long=[("bugfix_repo", "本番でこのエラーが出ています。コードの原因を探して直して", "trace"), ("refactor_repo", "この関数のシグネチャを変えて、リポジトリ内の呼び出し箇所をすべて直して", "fn"), ("bugfix_repo", "{bug}原因を調べて直してください", None), ("run_tests", "`{cmd}` を実行して、失敗したものを教えて", None),
              ("run_tests", "落ちているテストを直して", None), ("explore", "{file} は何をしているファイル？", None),
              ("feature", "{feature}を追加して", None), ("feature", "{feature}をテスト付きで実装してください", None),
              ("migrate", "プロジェクトを {mig_from} から {mig_to} に移行して", None), ("ci_fix", "CIが赤いので直して", None),
              ("refactor_repo", "リポジトリ全体で {fn} を {fn2} にリネームして", None)]),
    "ko": dict(
        bugs=["캐시가 만료되지 않는", "로그인이 가끔 500을 반환하는", "페이지네이션에서 마지막 항목이 빠지는",
              "10MB 넘는 업로드가 조용히 실패하는", "야간 작업이 빈 입력에서 죽는"],
        features=["공개 API 속도 제한", "리포트 CSV 내보내기", "다크 모드", "GitHub 로그인", "관리자 감사 로그"],
        regex=["ISO 날짜(YYYY-MM-DD)", "IPv4 주소", "한국 휴대폰 번호", "UUID", "semver 버전"],
        single=[("explain", "이 함수 뭐 하는 거야?", "fn"), ("docstring", "{fn}에 docstring 좀 달아줘", "fn"),
                ("unit_test", "이 함수 유닛 테스트 작성해줘", "fn"), ("regex", "{regex} 매칭하는 정규식 알려줘", None),
                ("tool_question", "`{tool}` 는 뭐 하는 거예요?", None), ("commit", "이 diff 커밋 메시지 써줘", "diff"),
                ("sql", "이 스키마 기준으로 사용자별 주문 합계 쿼리 작성해줘", "schema"),
                ("rewrite", "이 함수 좀 더 깔끔하게 바꿔줘, 동작은 그대로", "fn"),
                ("explain_error", "이 에러 무슨 뜻이야?", "trace"), ("translate", "이거 {lang2}로 바꿔줘", "fn")],
        long=[("bugfix_repo", "운영에서 이 에러가 나요. 코드에서 원인 찾아서 고쳐줘", "trace"), ("refactor_repo", "이 함수 시그니처 바꾸고 레포 전체 호출부 수정해줘", "fn"), ("bugfix_repo", "{bug} 문제 원인 찾아서 고쳐줘", None), ("run_tests", "`{cmd}` 돌려보고 뭐가 실패하는지 알려줘", None),
              ("run_tests", "깨진 테스트 고쳐줘", None), ("explore", "{file} 는 뭐 하는 파일이야?", None),
              ("feature", "{feature} 추가해줘", None), ("feature", "{feature} 테스트까지 포함해서 구현해줘", None),
              ("migrate", "프로젝트를 {mig_from}에서 {mig_to}로 마이그레이션해줘", None), ("ci_fix", "CI 빨간불인데 초록으로 만들어줘", None),
              ("refactor_repo", "레포 전체에서 {fn}를 {fn2}로 이름 바꿔줘", None)]),
    "tr": dict(
        bugs=["önbellek hiç süresi dolmuyor", "giriş bazen 500 dönüyor", "sayfalama son öğeyi atlıyor",
              "10MB üstü yüklemeler sessizce başarısız oluyor", "gece çalışan iş boş girdide çöküyor"],
        features=["genel API için hız sınırlama", "raporlar için CSV dışa aktarma", "karanlık mod", "GitHub ile giriş", "yönetici işlemleri için denetim kaydı"],
        regex=["ISO tarihleri (YYYY-AA-GG)", "IPv4 adresleri", "Türkiye telefon numaraları", "UUID'ler", "semver sürümleri"],
        single=[("explain", "bu fonksiyon ne yapıyor?", "fn"), ("docstring", "{fn} için bir docstring ekler misin", "fn"),
                ("unit_test", "bu fonksiyon için birim testleri yaz", "fn"), ("regex", "{regex} için regex", None),
                ("tool_question", "`{tool}` ne işe yarar?", None), ("commit", "bu diff için commit mesajı yaz", "diff"),
                ("sql", "bu şemaya göre kullanıcı başına sipariş toplamını veren sorgu", "schema"),
                ("rewrite", "bu fonksiyonu sadeleştir, davranış aynı kalsın", "fn"),
                ("explain_error", "bu hata ne anlama geliyor?", "trace")],
        long=[("bugfix_repo", "bu hata canlıda çıkıyor, koddaki kök nedeni bul ve düzelt", "trace"), ("bugfix_repo", "{bug}; nedenini bul ve düzelt", None), ("run_tests", "`{cmd}` çalıştır ve neyin patladığını söyle", None),
              ("run_tests", "kırılan testleri düzelt", None), ("explore", "{file} ne yapıyor?", None),
              ("feature", "{feature} ekle", None), ("migrate", "projeyi {mig_from}'dan {mig_to}'a taşı", None),
              ("ci_fix", "CI kırmızı, yeşile çevir", None), ("refactor_repo", "tüm repoda {fn} adını {fn2} yap", None)]),
    "pl": dict(
        bugs=["cache nigdy nie wygasa", "logowanie czasem zwraca 500", "paginacja gubi ostatni element",
              "uploady powyżej 10MB po cichu się wywalają", "nocny job pada na pustym wejściu"],
        features=["rate limiting w publicznym API", "eksport raportów do CSV", "tryb ciemny", "logowanie przez GitHub", "log audytowy dla adminów"],
        regex=["dat ISO (RRRR-MM-DD)", "adresów IPv4", "polskich kodów pocztowych", "numerów PESEL", "UUID"],
        single=[("explain", "co robi ta funkcja?", "fn"), ("docstring", "dodaj docstring do {fn}", "fn"),
                ("unit_test", "napisz testy jednostkowe do tej funkcji", "fn"), ("regex", "regex do {regex}", None),
                ("tool_question", "co robi `{tool}`?", None), ("commit", "napisz commit message do tego diffa", "diff"),
                ("sql", "dla tego schematu: zapytanie liczące zamówienia per miesiąc", "schema"),
                ("rewrite", "uprość tę funkcję, zachowanie bez zmian", "fn"),
                ("explain_error", "co oznacza ten błąd?", "trace")],
        long=[("bugfix_repo", "to leci na produkcji, znajdź przyczynę w kodzie i napraw", "trace"), ("bugfix_repo", "znajdź, dlaczego {bug}, i napraw", None), ("run_tests", "odpal `{cmd}` i powiedz, co się sypie", None),
              ("run_tests", "napraw padające testy", None), ("explore", "co robi {file}?", None),
              ("feature", "dodaj {feature}", None), ("migrate", "zmigruj projekt z {mig_from} na {mig_to}", None),
              ("ci_fix", "CI jest czerwone, napraw", None), ("refactor_repo", "zmień nazwę {fn} na {fn2} w całym repo", None)]),
    "nl": dict(
        bugs=["de cache nooit verloopt", "inloggen soms een 500 geeft", "de paginering het laatste item overslaat",
              "uploads boven 10MB stil mislukken"],
        features=["rate limiting op de publieke API", "CSV-export voor rapporten", "een donkere modus", "inloggen met GitHub"],
        regex=["ISO-datums (JJJJ-MM-DD)", "IPv4-adressen", "Nederlandse postcodes", "UUID's"],
        single=[("explain", "wat doet deze functie?", "fn"), ("docstring", "voeg een docstring toe aan {fn}", "fn"),
                ("unit_test", "schrijf unit tests voor deze functie", "fn"), ("regex", "regex voor {regex}", None),
                ("tool_question", "wat doet `{tool}`?", None), ("commit", "schrijf een commitbericht voor deze diff", "diff")],
        long=[("bugfix_repo", "zoek uit waarom {bug} en los het op", None), ("run_tests", "draai `{cmd}` en vertel wat er faalt", None),
              ("explore", "wat doet {file}?", None), ("feature", "voeg {feature} toe", None),
              ("ci_fix", "de CI is rood, maak hem groen", None), ("migrate", "migreer het project van {mig_from} naar {mig_to}", None)]),
}

# phrasing transforms for English (applied on top of templates to vary register)
EN_PREFIX = ["", "", "", "hey, ", "hi! ", "quick one: ", "ok so ", "@agent ", "pls ", "yo ", "Hello, could you help? ",
             "sorry if dumb question - ", "ugh. ", "Task: ", "TODO: ", "fyi "]
EN_SUFFIX = ["", "", "", " thanks!", " ty", " asap", " please", " (no rush)", " - keep it short", " :)", "??", " thx",
             " kthx", ". Be concise.", " I'm on a deadline"]


def _typo(rng: random.Random, s: str) -> str:
    if len(s) < 12:
        return s
    i = rng.randrange(2, len(s) - 3)
    if s[i].isalpha() and s[i + 1].isalpha():
        return s[:i] + s[i + 1] + s[i] + s[i + 2:]
    return s


def _style(rng: random.Random, s: str) -> str:
    r = rng.random()
    if r < 0.15:
        s = s.lower()
    elif r < 0.22:
        s = s[0].upper() + s[1:]
    if rng.random() < 0.12:
        s = _typo(rng, s)
    s = rng.choice(EN_PREFIX) + s + rng.choice(EN_SUFFIX)
    if rng.random() < 0.06:
        s = "- " + s.replace(". ", "\n- ")
    return s


def _ticket(rng: random.Random) -> str:
    key = rng.choice(["PAY", "WEB", "OPS", "CORE", "API", "MOB"]) + "-" + str(rng.randint(100, 9999))
    bug = rng.choice(BUGS)
    env = rng.choice(["production", "staging", "eu-west", "customer tenant acme-corp"])
    return (f"[{key}] {bug[0].upper() + bug[1:]}\n\nReported by: {rng.choice(V.USERS)} ({env})\nSeverity: "
            f"{rng.choice(['P1', 'P2', 'P3'])}\n\nSteps to reproduce:\n1. Log in as a regular user\n2. Open the "
            f"{rng.choice(V.MODULES)} page\n3. {rng.choice(['Click export', 'Wait 10 minutes', 'Upload a large file', 'Refresh twice'])}\n\n"
            f"Expected: it works\nActual: {bug}\n\nAcceptance criteria:\n- root cause identified\n- fix + regression test\n- no API changes")


def _context(rng: random.Random, ck: str | None, fn: str) -> tuple[str | None, str]:
    """Return (context text, fence language) for a context kind."""
    if ck is None:
        return None, ""
    if ck == "fn":
        lang = rng.choice(["python", "python", "typescript", "go", "rust", "typescript"])
        return V.code_for(rng, lang, fn), {"typescript": rng.choice(["ts", "typescript"])}.get(lang, lang)
    if ck == "schema":
        return V.sql_schema(rng), "sql"
    if ck == "diff":
        return V.unified_diff(rng, V.Repo(rng)), "diff"
    if ck == "trace":
        return V.traceback_text(rng, V.Repo(rng, "python")), ""
    if ck == "bigfile":
        return V.big_python_file(rng, rng.choice([15000, 30000, 60000, 100000]), keep=fn), "python"
    return None, ""


def _compose(rng: random.Random, instr: str, ctx: str | None, fence: str) -> str:
    if ctx is None:
        return instr
    block = f"```{fence}\n{ctx.rstrip()}\n```"
    if rng.random() < 0.3:
        return block + "\n\n" + instr
    return instr + "\n\n" + block


def _fill(rng: random.Random, tmpl: str, slots: dict) -> str:
    fn = rng.choice(V.FUNCS)
    vals = dict(
        fn=fn, fn2=rng.choice(V.FUNCS) + rng.choice(["_v2", "_safe", "_impl", ""]),
        file=rng.choice(["hello.py", "src/cache.py", "utils/date.ts", "cmd/server/main.go", "lib/auth.rb",
                         "app/models/user.py", "src/lib.rs", "pkg/queue/worker.go", "web/src/api/client.ts",
                         "scripts/deploy.sh", "Makefile", "src/config/loader.ts", "internal/billing/invoice.go",
                         "setup.cfg", "docker-compose.yml", ".github/workflows/ci.yml"]),
        cmd=rng.choice(sum(V.TEST_CMD.values(), [])), module=rng.choice(V.MODULES),
        lang=rng.choice(["Python", "Go", "Rust", "TypeScript", "Node"]),
        lang2=rng.choice(["Go", "Rust", "TypeScript", "Python", "Kotlin", "C#", "Java"]),
        tool=rng.choice(TOOLS_Q), tool2=rng.choice(TOOLS_Q), sql=rng.choice(SQL_Q), shell=rng.choice(SHELL),
        concept=rng.choice(CONCEPTS), ticket=_ticket(rng),
    )
    mig = rng.choice(MIGRATIONS)
    vals["mig_from"], vals["mig_to"] = mig
    vals["bug"] = rng.choice(slots["bugs"])
    vals["feature"] = rng.choice(slots["features"])
    vals["regex"] = rng.choice(slots["regex"])
    vals["pyfn"] = rng.choice(PYFN)
    return tmpl.format(**vals), fn


_POOL: list[dict] | None = None


def build_pool() -> list[dict]:
    global _POOL
    if _POOL is not None:
        return _POOL
    rng = random.Random(20261202)
    seen: set[str] = set()
    pool: list[dict] = []

    def add(lang, kind, label, tmpl, ck, slots, styled, tries):
        for _ in range(tries):
            instr, fn = _fill(rng, tmpl, slots)
            if styled:
                instr = _style(rng, instr)
            if instr in seen:
                continue
            seen.add(instr)
            ctx, fence = _context(rng, ck, fn)
            if ck == "bigfile" and sum(1 for p in pool if p["kind"] == "bigfile") > 70:
                ctx, fence = _context(rng, "fn", fn)
            pool.append(dict(ask=_compose(rng, instr, ctx, fence), label=label, lang=lang, kind=kind,
                             context=ctx))

    en_slots = dict(bugs=BUGS, features=FEATURES, regex=REGEX)
    for kind, tmpl, ck in EN_SINGLE:
        add("en", kind, S, tmpl, ck, en_slots, True, 20)
    for kind, tmpl, ck in EN_LONG:
        add("en", kind, L, tmpl, ck, en_slots, True, 50 if ck else 20)
    for lang, d in I18N.items():
        for kind, tmpl, ck in d["single"]:
            add(lang, kind, S, tmpl, ck, d, False, 21)
        for kind, tmpl, ck in d["long"]:
            add(lang, kind, L, tmpl, ck, d, False, 36 if ck else 23)
    _POOL = pool
    return pool


def own_asks() -> list[dict]:
    return [dict(a) for a in build_pool()]


# ------------------------------------------------------------------ short human turns used inside loops
CONTINUE = ["continue", "go on", "keep going", "fix it", "that didn't work", "still failing", "try again",
            "ok now run the tests again", "yes do it", "proceed", "sigue", "weiter", "continue stp", "继续",
            "続けて", "계속해", "давай дальше", "k", "looks wrong, fix", "nope, same error", "go ahead with option 2"]
