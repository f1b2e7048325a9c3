"""The asks of the set. Each ask is wrapped in many client envelopes by generate.py.

A(label, kind, lang, ws, text, code=None)
- text: the human's words, exactly as they appear in every envelope
- code: key into snippets.CODE when the ask supplies code or text; the client decides where it goes
- ws: workspace key (None: taken from the code's language)
Labels follow the clients' notes "Labels": these are all first turns with no tool results, so the label is
rule 2 (needs the repository / tools beyond what is supplied -> long_horizon) or rule 3 (single_step).
"""

S = "single_step"
L = "long_horizon"

ASKS = []


def A(label, kind, lang, ws, text, code=None):
    ASKS.append(dict(label=label, kind=kind, lang=lang, ws=ws, text=text, code=code))


# ---------------------------------------------------------------- single_step, English
# self-contained tool / API questions (tool-sounding but answerable from knowledge)
A(S, "tool_question", "en", "py_api", "what does `git rebase --onto` do?")
A(S, "tool_question", "en", "go_cli", "What's the difference between `git reset --soft` and `git reset --mixed`?")
A(S, "tool_question", "en", "ts_web", "how do I make ripgrep search hidden files but still skip .git?")
A(S, "tool_question", "en", "c_lib", "What does `set -euo pipefail` actually protect against in a bash script?")
A(S, "tool_question", "en", "ts_web", "npm ci vs npm install: when should I use which?")
A(S, "tool_question", "en", "java_svc", "In kubectl, how do I see the logs of the container instance that crashed before the current restart?")
A(S, "tool_question", "en", "c_lib", "Quick one: what does `.PHONY` mean in a Makefile?")
A(S, "tool_question", "en", "go_cli", "in general, what does `go mod tidy` do to go.mod and go.sum?")
A(S, "tool_question", "en", "rust_lib", "Is `cargo check` faster than `cargo build`, and why?")
A(S, "tool_question", "en", "py_api", "how does `git bisect run` decide whether a commit is good or bad?")
A(S, "tool_question", "en", "py_api", "What's the pytest flag to stop at the first failure and drop into the debugger?")
A(S, "tool_question", "en", "java_svc", "docker: what's the difference between CMD and ENTRYPOINT?")
A(S, "tool_question", "en", "py_api", "what does `ssh -L 5432:localhost:5432 bastion` do exactly?")
A(S, "tool_question", "en", "rb_app", "how do I undo my last commit but keep the changes staged?")
A(S, "tool_question", "en", "php_shop", "What HTTP status should an API return when a resource is accepted but will be created asynchronously?")
# concept questions
A(S, "concept", "en", "go_cli", "In Go, when should I pick sync.RWMutex over sync.Mutex?")
A(S, "concept", "en", "ts_web", "Explain the difference between Promise.all and Promise.allSettled.")
A(S, "concept", "en", "rust_lib", "In general terms, what is the borrow checker telling me with \"cannot borrow `x` as mutable more than once at a time\"?")
A(S, "concept", "en", "java_svc", "What's the difference between a clustered and a non-clustered index in SQL Server?")
A(S, "concept", "en", "c_lib", "why is comparing floats with == a bad idea? short answer please")
# regex
A(S, "regex", "en", "py_api", "write a regex for ISO 8601 dates (YYYY-MM-DD)")
A(S, "regex", "en", "rust_lib", "Regex that matches semantic versions like 1.2.3, 1.2.3-rc.1 and 1.2.3+build.5?")
A(S, "regex", "en", "go_cli", "I need a regex that pulls the ticket key (like PAY-1234) out of a branch name such as feature/PAY-1234-add-refunds")
A(S, "regex", "en", "c_lib", "Give me a regex for IPv4 addresses that rejects octets above 255.")
A(S, "regex", "en", "ts_web", "What does this regex match? `^(?=.*\\d)(?=.*[a-z])(?=.*[A-Z]).{8,}$`")
# SQL for a given schema
A(S, "sql", "en", None, "Write SQL that returns the top 5 customers by total paid order amount in 2024.", "sql_schema_orders")
A(S, "sql", "en", None, "Write a query that lists employees who earn more than their manager.", "sql_schema_employees")
A(S, "sql", "en", None, "Using this schema, give me each product's most recent price.", "sql_schema_prices")
# shell one-liners / small config answers
A(S, "shell_oneliner", "en", "go_cli", "give me a bash one-liner that lists the 10 largest files under a directory")
A(S, "shell_oneliner", "en", "ts_web", "jq expression that extracts every `id` from the array at .data.items")
A(S, "shell_oneliner", "en", "rb_app", "cron expression for every weekday at 07:30?")
# docstrings / comments
A(S, "docstring", "en", None, "Add a docstring to this function.", "py_parse_header")
A(S, "docstring", "en", None, "Write a JSDoc comment for this function.", "js_debounce")
A(S, "docstring", "en", None, "add a doc comment to this Go function", "go_clamp_backoff")
A(S, "docstring", "en", None, "Document this Rust function with a /// comment that includes a short example.", "rs_shard_index")
A(S, "docstring", "en", None, "Add Javadoc to this method.", "java_zone")
# explain a supplied snippet
A(S, "explain", "en", None, "What does this function do?", "py_mystery")
A(S, "explain", "en", None, "Explain this C function line by line.", "c_trim")
A(S, "explain", "en", None, "Can you explain what this TypeScript type does?", "ts_deep_partial")
A(S, "explain", "en", None, "Explain what this SQL window function is computing.", "sql_window")
A(S, "explain", "en", None, "walk me through this bash script", "bash_backup")
# small edits of a supplied function
A(S, "edit", "en", None, "Convert this to async/await.", "js_promise_chain")
A(S, "rename", "en", None, "Rename `d`, `x`, `tmp` and `i` in this function to something meaningful.", "py_bad_names")
A(S, "edit", "en", None, "Add type hints to this function.", "py_untyped")
A(S, "edit", "en", None, "This loop has an off-by-one bug. Fix it.", "java_offbyone")
A(S, "edit", "en", None, "Make this Go function return an error instead of panicking.", "go_panic")
A(S, "edit", "en", None, "Add an optional `timeout` parameter defaulting to 30 seconds to this function.", "py_fetch_rates")
A(S, "edit", "en", None, "Rewrite this with a list comprehension.", "py_loop_comp")
A(S, "edit", "en", None, "Replace the nested ifs in this method with guard clauses.", "java_nested_ifs")
A(S, "edit", "en", None, "Make this function generic over anything that implements Display.", "rs_print_all")
A(S, "edit", "en", None, "use optional chaining here instead of all those null checks", "ts_null_checks")
A(S, "edit", "en", None, "Make this Ruby method safe when first_name or last_name is nil.", "rb_nil")
A(S, "edit", "en", None, "Refactor this C# method to use LINQ.", "cs_linq")
# tests for one given function
A(S, "unit_test", "en", None, "Write pytest tests for this function, including edge cases.", "py_normalize_iban")
A(S, "unit_test", "en", None, "Write table-driven tests for this Go function.", "go_parse_duration")
A(S, "unit_test", "en", None, "Write Jest tests for this function.", "js_format_bytes")
# translate a snippet
A(S, "translate_code", "en", "go_cli", "Translate this Python function to Go.", "py_chunks_for_go")
A(S, "translate_code", "en", None, "Port this JavaScript to TypeScript with proper types.", "js_to_ts")
A(S, "translate_code", "en", "go_cli", "Convert this shell script into a Python script.", "bash_rotate")
A(S, "translate_code", "en", None, "Rewrite this Java class in Kotlin.", "java_to_kotlin")
# big words about a supplied snippet (still one snippet)
A(S, "big_words_snippet", "en", None, "Architect a production-grade, horizontally scalable, fault-tolerant redesign of this function. Think enterprise.", "py_small_enterprise")
A(S, "big_words_snippet", "en", None, "Do a comprehensive end-to-end security audit of this snippet and harden it.", "php_search")
A(S, "big_words_snippet", "en", None, "Refactor this for maximum performance, readability and maintainability, following SOLID and clean architecture throughout.", "ts_cart_class")
A(S, "big_words_snippet", "en", None, "Perform a thorough, exhaustive code review of this function: every issue, every edge case.", "go_review")
# commit message for a supplied diff
A(S, "commit", "en", None, "Write a commit message for this diff.", "diff_cache_ttl")
A(S, "commit", "en", None, "Suggest a conventional-commit message for these changes.", "diff_cli_flag")
# title / summary of supplied text
A(S, "title", "en", None, "Give this bug report a short title, 8 words max.", "txt_bug_report")
A(S, "summary", "en", "go_cli", "Summarize this PR description in two sentences.", "txt_pr_description")
# write one self-contained function
A(S, "write_function", "en", "py_api", "Write a Python function that slugifies a title (lowercase, ASCII only, words joined by hyphens).")
A(S, "write_function", "en", "rust_lib", "Write a Rust function that checks whether a string is a palindrome, ignoring case and punctuation.")
A(S, "write_function", "en", "ts_web", "Write a TypeScript function that deep-merges two plain objects.")
A(S, "write_function", "en", "go_cli", "Write a Go function that splits a slice into chunks of size n, using generics.")
A(S, "write_function", "en", "java_svc", "Implement an LRU cache class in Java with O(1) get and put.")
A(S, "write_function", "en", "c_lib", "Write a bash function that retries a command up to 5 times with exponential backoff.")
# complexity / review one function
A(S, "complexity", "en", None, "What's the time complexity of this function?", "py_complexity")
A(S, "review_snippet", "en", None, "Is this class thread-safe? If not, what's the smallest fix?", "java_threadsafe")
# format conversion
A(S, "convert", "en", None, "Convert this JSON to YAML.", "json_config")
A(S, "unit_test", "en", None, "write vitest tests for this", "js_test_target")
A(S, "explain", "en", "java_svc", "What does this Kotlin function do when the block throws something other than IOException?", "kt_snippet")

# ---------------------------------------------------------------- single_step, other languages
# de
A(S, "tool_question", "de", "go_cli", "Was macht `git cherry-pick -x` genau?")
A(S, "docstring", "de", None, "Schreib einen Docstring für diese Funktion.", "py_de")
A(S, "regex", "de", "py_api", "Schreib mir eine Regex, die deutsche Postleitzahlen (genau 5 Ziffern) erkennt.")
A(S, "explain", "de", None, "Erklär mir bitte, was diese Funktion macht.", "js_de")
# fr
A(S, "tool_question", "fr", "py_api", "Que fait `git stash --keep-index` exactement ?")
A(S, "edit", "fr", None, "Ajoute des annotations de type à cette fonction.", "py_fr")
A(S, "sql", "fr", None, "Écris une requête SQL qui compte les commandes payées par mois pour ce schéma.", "sql_schema_orders")
A(S, "translate_code", "fr", "rust_lib", "Traduis cette fonction Python en Rust.", "py_fr_rust")
# es
A(S, "concept", "es", "ts_web", "¿Qué diferencia hay entre `let` y `const` en JavaScript?")
A(S, "unit_test", "es", None, "Escribe pruebas unitarias con pytest para esta función.", "py_es")
A(S, "rename", "es", None, "Renombra las variables de esta función para que se entienda mejor.", "js_es")
A(S, "commit", "es", "rb_app", "Escribe un mensaje de commit para este diff.", "diff_es_locale")
# pt
A(S, "tool_question", "pt", "java_svc", "O que o comando `docker system prune -a` apaga?")
A(S, "edit", "pt", None, "Adicione tratamento de erro a esta função Go.", "go_pt")
A(S, "regex", "pt", "php_shop", "Escreva uma expressão regular para validar CPF no formato 000.000.000-00.")
A(S, "explain", "pt", None, "Explique o que esta consulta SQL faz.", "sql_explain_pt")
# ru
A(S, "tool_question", "ru", "go_cli", "Чем `git merge --squash` отличается от обычного merge?")
A(S, "docstring", "ru", None, "Добавь docstring к этой функции.", "py_ru_doc")
A(S, "edit", "ru", None, "Перепиши этот цикл через filter и map.", "js_loop_ru")
A(S, "complexity", "ru", None, "Какова временная сложность этой функции и можно ли быстрее?", "py_rates_ru")
# zh
A(S, "tool_question", "zh", "ts_web", "`git rebase -i` 里的 fixup 和 squash 有什么区别？")
A(S, "docstring", "zh", None, "给这个函数加上注释和类型标注。", "py_zh")
A(S, "regex", "zh", "py_api", "写一个正则表达式，匹配中国大陆的手机号。")
A(S, "translate_code", "zh", None, "把这段 Java 代码改写成 Kotlin。", "java_zh")
# ja
A(S, "tool_question", "ja", "rust_lib", "`git worktree` はどういう時に使うコマンドですか？")
A(S, "docstring", "ja", None, "この関数にdocstringを追加してください。", "py_ja")
A(S, "edit", "ja", None, "この関数をasync/awaitで書き直してください。", "js_ja")
A(S, "unit_test", "ja", None, "このGoの関数のテーブル駆動テストを書いてください。", "go_ja")
# ko
A(S, "tool_question", "ko", "py_api", "`git fetch`와 `git pull`의 차이가 뭔가요?")
A(S, "docstring", "ko", None, "이 함수에 JSDoc 주석을 달아 주세요.", "js_ko")
A(S, "sql", "ko", None, "이 스키마에서 최근 30일 동안 가입한 사용자 수를 요금제별로 구하는 쿼리를 작성해 주세요.", "sql_schema_users")
A(S, "edit", "ko", None, "이 파이썬 함수를 리스트 컴프리헨션으로 바꿔 주세요.", "py_ko")
# it
A(S, "regex", "it", "java_svc", "Scrivi una regex che riconosca un codice fiscale italiano.")

# ---------------------------------------------------------------- long_horizon, English
# short workspace asks
A(L, "run_and_report", "en", "py_api", "run `make test` and report")
A(L, "explain_repo_file", "en", "py_api", "what does hello.py do?")
A(L, "repo_question", "en", "py_api", "why does the cache never expire?")
A(L, "repo_question", "en", "rb_app", "Hey, quick question: why do members stay logged in forever?")
A(L, "fix_tests", "en", "go_cli", "fix the failing tests")
A(L, "ci_fix", "en", "ts_web", "The CI is red, make it green.")
A(L, "bugfix_repo", "en", "py_api", "Find why the cache never expires and fix it.")
A(L, "lint_fix", "en", "ts_web", "run the linter and fix everything it reports")
A(L, "repo_question", "en", "go_cli", "where is the retry logic configured in this project?")
A(L, "repo_question", "en", "java_svc", "How is authentication wired up in this codebase?")
A(L, "repo_audit", "en", "py_api", "which of our API endpoints don't require auth?")
A(L, "cleanup", "en", "py_api", "Is there any dead code under src/ledgerline/legacy? Remove it if so.")
# build something large from one line
A(L, "build_project", "en", "py_api", "Build a REST API with auth, tests and a Dockerfile.")
A(L, "build_project", "en", "rust_lib", "Create a CLI todo app in Rust with add/list/done subcommands, JSON file persistence and tests.")
# features across files
A(L, "feature", "en", "py_api", "Add pagination to the /orders endpoint and update the docs.")
A(L, "migration", "en", "ts_web", "Migrate the project from moment.js to date-fns.")
A(L, "migration", "en", "py_api", "Upgrade us to Python 3.12 and fix whatever breaks.")
A(L, "refactor_repo", "en", "java_svc", "Rename UserService to AccountService everywhere, including tests and Spring config.")
A(L, "feature", "en", "py_api", "Add structured logging with request ids across all handlers.")
A(L, "refactor_repo", "en", "go_cli", "Replace all the raw SQL strings in internal/store with prepared statements.")
A(L, "tests_repo", "en", "py_api", "Add unit tests for the payments service until coverage is above 80%.")
A(L, "ci_setup", "en", "rust_lib", "Set up GitHub Actions to run clippy, tests and a release build on every PR.")
A(L, "optimize_repo", "en", "java_svc", "Our Docker image is 1.8 GB. Slim it down without breaking the build.")
A(L, "debug_repo", "en", "go_cli", "The watch command leaks memory after a few hours. Find the leak.")
A(L, "optimize_repo", "en", "py_api", "Profile the importer and make it at least twice as fast.")
A(L, "cleanup", "en", "rb_app", "Go through the TODO comments in the repo and resolve the easy ones.")
A(L, "deps_upgrade", "en", "ts_web", "Update all dependencies to their latest minor versions and make sure everything still passes.")
A(L, "security_repo", "en", "php_shop", "Check which of our dependencies have known CVEs and upgrade them.")
A(L, "feature", "en", "ts_web", "Implement dark mode across the dashboard, persisted per user.")
A(L, "refactor_repo", "en", "py_api", "Split utils.py into sensible modules and update all the imports.")
# pasted tickets
A(L, "ticket", "en", "py_api", """PAY-2291: Refund confirmation emails are sent twice

Reporter: support team
Priority: High

Since the batching release, customers receive two "Your refund is on its way" emails for one refund. Happens for refunds requested through the admin panel, not through the API.

Steps to reproduce:
1. Admin panel > Orders > pick a paid order
2. Request a partial refund
3. Wait for the batch flush (up to 60 s)

Expected: one email. Actual: two emails, about 1 s apart.

Acceptance criteria:
- exactly one email per refund, whatever the entry point
- a regression test""")
A(L, "ticket", "en", "rb_app", """Bug: CSV export mangles non-ASCII member names

When a librarian exports the member list (Members > Export CSV), names like "Zoë Müller" or "Łukasz" come out as "ZoÃ« MÃ¼ller" when opened in Excel. LibreOffice shows them correctly. We need the export to open correctly in Excel on Windows without extra steps.

Environment: production, since v3.4.0.
Labels: bug, export, good-first-issue""")
A(L, "ticket", "en", "ts_web", """ORB-512 Invoice table: remember column widths

As a finance user I want the invoice table to remember the column widths I set, so that I don't have to resize them on every visit.

- widths persist per user across sessions (server-side, use the existing /me/preferences endpoint)
- "Reset layout" button in the table menu
- works with the existing column visibility toggle
- unit tests for the persistence hook, one e2e test""")
A(L, "ticket", "en", "java_svc", """Customer report (ticket #88231): parcels to postal codes starting with "0" are routed to the fallback carrier. Example: 01067 Dresden went to "freight" although it weighs 2 kg. Started after last week's deploy. Please investigate and fix; add a test so it does not come back.""")
# short questions that need the repository
A(L, "repo_question", "en", "go_cli", "What does the `sync` command actually do end to end?")
A(L, "repo_question", "en", "py_api", "Where do we set the DB connection pool size, and is it too small for prod?")
A(L, "repo_question", "en", "rust_lib", "Explain the architecture of this crate to a new contributor.")
A(L, "bugfix_repo", "en", "py_api", "Find every place where we swallow exceptions and add proper logging.")
A(L, "migration", "en", "ts_web", "Convert the callback-based code in src/legacy to async/await.")
A(L, "feature", "en", "ts_web", "Add i18n to the web app with English and German translations.")
A(L, "tests_repo", "en", "java_svc", "Write an integration test for the registration flow that runs against the Testcontainers Postgres.")
A(L, "lint_fix", "en", "go_cli", "Make `go vet` and `staticcheck` pass.")
A(L, "run_and_report", "en", "rust_lib", "Run the benchmarks and tell me which operation regressed since the last release tag.")
A(L, "feature", "en", "go_cli", "Please add a --dry-run flag to every subcommand of the CLI.")
A(L, "feature", "en", "php_shop", "Wire the new feature-flag client into the checkout flow and remove the old env-var flags.")
A(L, "migration", "en", "go_cli", "Port the Python ingestion script to Go and hook it into the existing Makefile.")
A(L, "bugfix_repo", "en", "py_api", "The /health endpoint says OK even when the database is down. Fix it properly.")
A(L, "migration", "en", "ts_web", "Bump the minimum Node version to 20 and fix everything that depended on the old one.")
A(L, "debug_repo", "en", "rust_lib", "Find out why `cargo test` hangs on CI but not locally.")
A(L, "feature", "en", "py_api", "Add OpenAPI docs for all endpoints and serve them at /docs.")
A(L, "feature", "en", "py_api", "Implement rate limiting per API key, configurable per plan.")
A(L, "cleanup", "en", "py_api", "Remove the deprecated v1 API and everything that only it uses.")
A(L, "debug_repo", "en", "go_cli", "There's a race somewhere in the scheduler: tests flake about 1 in 20 runs. Track it down.")
A(L, "cleanup", "en", "py_api", "Can you tidy up the repo? Formatting, unused imports, that kind of thing.")
A(L, "repo_question", "en", "php_shop", "what tests do we have for checkout, and are any of them skipped?")
A(L, "run_and_report", "en", "rb_app", "Check whether the README setup steps still work on a fresh clone.")
# supplied code, but the job is repository-wide
A(L, "refactor_repo", "en", None, "This helper is copy-pasted all over the codebase. Replace every copy with one shared version.", "py_dup_helper")
A(L, "refactor_repo", "en", None, "Change this method to take a context.Context first and update all the callers.", "go_no_ctx")
A(L, "optimize_repo", "en", None, "This is slow in production. Find who calls it in a hot loop and fix the call sites.", "ts_slow_fn")
A(L, "feature", "en", "go_cli", "Add a `--json` output mode to the `report` command and cover it with tests.")
A(L, "build_project", "en", "ts_web", "Create a new settings page for notification preferences, with the same structure as the other pages, wired to the API.")
A(L, "migration", "en", "py_api", "Migrate our tests from unittest classes to plain pytest style.")
A(L, "tests_repo", "en", "ts_web", "Add end-to-end tests with Playwright for login and checkout.")
A(L, "ci_setup", "en", "py_api", "Set up pre-commit with ruff and mypy and fix whatever they flag.")
A(L, "build_project", "en", "c_lib", "Add a CMake build alongside the Makefile, with install targets and a pkg-config file.")
A(L, "repo_question", "en", "ts_web", "What changed in the last 5 commits, and did any of them break the API client?")
A(L, "debug_repo", "en", "py_api", "Investigate why the nightly export job wrote an empty file last night.")
A(L, "feature", "en", "go_cli", "look at the TODO in scheduler.go and implement it")
A(L, "explain_repo_file", "en", "go_cli", "Hi! Could you tell me what main.go does?")
A(L, "run_and_report", "en", "ts_web", "start the dev server and tell me if the login page renders")
A(L, "refactor_repo", "en", "java_svc", "Switch every Spring bean from field injection to constructor injection.")
A(L, "i18n_repo", "en", "rb_app", "Translate all user-facing strings in the app to French.")
A(L, "docs_repo", "en", "rust_lib", "Document every public item in the crate.")
A(L, "changelog_repo", "en", "rust_lib", "Write a CHANGELOG entry for everything merged since the v0.4.0 tag.")
A(L, "commit_repo", "en", "go_cli", "Generate a commit message for my staged changes.")
A(L, "debug_repo", "en", "c_lib", "Why is the build failing?")

# ---------------------------------------------------------------- long_horizon, other languages
# de
A(L, "run_and_report", "de", "py_api", "Führ mal `make test` aus und sag mir, was fehlschlägt.")
A(L, "bugfix_repo", "de", "py_api", "Warum läuft der Cache nie ab? Bitte finde die Ursache und behebe sie.")
A(L, "feature", "de", "py_api", "Füge dem /orders-Endpunkt Paginierung hinzu, inklusive Tests.")
A(L, "ticket", "de", "php_shop", """Ticket SHOP-417: Gutschein geht beim Login verloren

Wenn ein Gast einen Gutscheincode im Warenkorb eingibt und sich danach einloggt, ist der Rabatt weg. Der Warenkorbinhalt bleibt erhalten.

Erwartet: Gutschein bleibt nach dem Login aktiv, sofern er für das Kundenkonto gültig ist.
Bitte mit Feature-Test absichern.""")
# fr
A(L, "fix_tests", "fr", "go_cli", "Lance les tests et corrige ceux qui échouent.")
A(L, "explain_repo_file", "fr", "py_api", "Que fait le script hello.py ?")
A(L, "migration", "fr", "ts_web", "Migre le projet de moment.js vers date-fns.")
A(L, "feature", "fr", "java_svc", "Ajoute une authentification JWT à toute l'API, avec des tests.")
# es
A(L, "bugfix_repo", "es", "py_api", "¿Por qué el endpoint /health devuelve OK aunque la base de datos esté caída? Arréglalo.")
A(L, "deps_upgrade", "es", "rb_app", "Actualiza todas las dependencias y asegúrate de que los tests pasen.")
A(L, "repo_question", "es", "py_api", "¿Dónde se configura el tamaño del pool de conexiones?")
A(L, "ticket", "es", "ts_web", """Incidencia ORB-733: el gráfico de ingresos muestra meses vacíos

En el panel principal, el gráfico de ingresos deja huecos en los meses sin facturas en lugar de mostrar 0. Además, la leyenda se corta en pantallas pequeñas.

Criterios de aceptación:
- los meses sin datos se muestran con valor 0
- la leyenda se ajusta en anchos menores de 768 px
- tests del componente actualizados""")
# pt
A(L, "ci_fix", "pt", "go_cli", "O CI está vermelho, deixa verde por favor.")
A(L, "refactor_repo", "pt", "java_svc", "Renomeie UserService para AccountService no projeto inteiro.")
A(L, "build_project", "pt", "py_api", "Crie uma API REST com autenticação, testes e um Dockerfile.")
A(L, "repo_question", "pt", "go_cli", "O que o comando `sync` deste repositório faz, do início ao fim?")
# ru
A(L, "lint_fix", "ru", "py_api", "Запусти линтер и исправь всё, что он найдёт.")
A(L, "repo_question", "ru", "py_api", "Почему кэш никогда не истекает?")
A(L, "feature", "ru", "go_cli", "Добавь флаг --dry-run ко всем подкомандам CLI.")
A(L, "ticket", "ru", "java_svc", """Задача PR-219: ускорить список отправлений

Страница /shipments грузится 6–8 секунд у клиентов с большим числом посылок. Нужно найти узкое место (подозреваем запросы к БД) и исправить.

Критерии:
- ответ API < 500 мс на 10 000 отправлений
- добавить тест производительности или хотя бы тест на количество запросов""")
# zh
A(L, "run_and_report", "zh", "c_lib", "运行 `make check` 并告诉我结果。")
A(L, "debug_repo", "zh", "go_cli", "帮我找出 watch 命令内存泄漏的原因并修复。")
A(L, "migration", "zh", "ts_web", "把项目里 src/legacy 下所有的回调都改成 async/await。")
A(L, "repo_question", "zh", "java_svc", "这个项目的鉴权是怎么实现的？")
# ja
A(L, "fix_tests", "ja", "py_api", "テストが落ちているので直してください。")
A(L, "explain_repo_file", "ja", "go_cli", "main.go は何をしていますか？")
A(L, "feature", "ja", "py_api", "このリポジトリ全体に構造化ログを導入してください。")
A(L, "ticket", "ja", "rb_app", """チケット LIB-58: 返却期限リマインダーが届かない

期限の3日前に送られるはずのリマインダーメールが、先週から一部の会員に届いていません。ジョブのログにはエラーが出ていないようです。

原因を調べて修正し、再発防止のテストを追加してください。""")
# ko
A(L, "ci_fix", "ko", "rust_lib", "CI가 빨간불이에요. 초록불로 만들어 주세요.")
A(L, "bugfix_repo", "ko", "py_api", "캐시가 왜 만료되지 않는지 찾아서 고쳐 주세요.")
A(L, "tests_repo", "ko", "py_api", "결제 서비스에 테스트를 추가해서 커버리지를 80% 이상으로 올려 주세요.")
A(L, "repo_question", "ko", "rust_lib", "이 저장소의 아키텍처를 설명해 주세요.")
# it
A(L, "feature", "it", "py_api", "Aggiungi il rate limiting per chiave API, configurabile per piano.")

# ---------------------------------------------------------------- long_horizon, English (added to balance the labels)
A(L, "cleanup", "en", "ts_web", "Please look into why `pnpm build` warns about circular imports and get rid of them.")
A(L, "env_fix", "en", "py_api", "Make the docker compose setup work on Apple Silicon.")
A(L, "refactor_repo", "en", "ts_web", "How many places still call the legacy xhr helper? Replace them all with the api client.")

# ---------------------------------------------------------------- a large pasted file with a one-function ask (single) vs a repo-wide ask (long)
A(S, "docstring", "en", "py_api", "Add a docstring to parse_header in this file. Don't touch anything else.", "py_big_module")
A(S, "rename", "en", "go_cli", "In mergeRanges, rename `tmp` to `merged`.", "go_big_file")
A(L, "refactor_repo", "en", "py_api", "This module is a mess. Split it into sensible modules inside the package and update every import in the repo.", "py_big_module")
A(L, "cleanup", "en", "go_cli", "Which of the functions in this file are never called anywhere in the project? Delete those.", "go_big_file")

# ---------------------------------------------------------------- two more languages (pl, tr)
A(S, "tool_question", "pl", "py_api", "Co robi `git commit --fixup` i jak to się łączy z `git rebase --autosquash`?")
A(S, "regex", "tr", "php_shop", "Türkiye plaka formatına (ör. 34 ABC 123) uyan bir regex yazar mısın?")
A(L, "bugfix_repo", "pl", "rb_app", "Eksport CSV ucina polskie znaki w nazwiskach członków. Znajdź przyczynę i napraw.")
A(L, "fix_tests", "tr", "go_cli", "Projedeki tüm testleri çalıştır ve başarısız olanları düzelt.")
