"""Hand-written ask pool for editors_b.

One line per ask:  lang|label|kind|needs|text
  label: S = single_step, L = long_horizon (decided by the clients' notes' label rule, order 1-2-3)
  needs: what the ask refers to, so the engine attaches a matching item
         fn   - a function in an attached file; {fn} is filled with its name
         sel  - a selection ("this", "the selected code")
         file - a whole file; {file} is filled with its path
         diff - a git diff
         term - terminal output
         diag - a problems/diagnostics list
         dir  - {dir} is filled with a folder of the workspace
         none - self-contained, or a repository-wide task
Placeholders are filled from the attachments the engine creates.
"""

_POOL = r"""
en|S|explain|sel|Explain what this code does, line by line.
en|S|explain|sel|What does the selected block actually do? I inherited it and there are no comments.
en|S|explain|fn|Walk me through `{fn}`. Which edge cases does it handle?
en|S|explain|sel|Is there a simpler way to read this? Just explain it in plain words, don't change anything.
en|S|explain|file|Give me a short overview of what {file} is responsible for.
en|S|explain|sel|why is this loop quadratic?
en|S|explain|fn|What happens in `{fn}` if the input is empty?
en|S|explain|sel|explain
en|S|explain|sel|eli5 this please
en|S|explain|fn|Could `{fn}` ever raise? Explain when.
en|S|explain|sel|Is this code correct? It's supposed to dedupe while preserving order.
en|S|explain|sel|What is the purpose of the retry logic here?
en|S|explain|file|Which parts of {file} are public API and which are internal helpers?
en|S|explain|none|What does `^(?:[a-z0-9-]+\.)+[a-z]{2,}$` match?
en|S|explain|none|What's the difference between a mutex and a semaphore? Short answer please.
en|S|explain|none|Explain the difference between optimistic and pessimistic locking in two paragraphs.
en|S|explain|sel|Why does this compile? I expected a type error on the return line.
en|S|explain|fn|Is `{fn}` pure, or does it have side effects?
en|S|docstring|fn|Add a docstring to `{fn}`.
en|S|docstring|fn|Write a doc comment for `{fn}` describing parameters, return value and errors.
en|S|docstring|sel|Document this function following the comment style used in the rest of the file.
en|S|docstring|file|Add a module-level doc comment at the top of {file}.
en|S|docstring|fn|add javadoc/tsdoc-style docs to {fn}, keep it short
en|S|comment|sel|Add inline comments to the tricky parts of this selection.
en|S|comment|fn|Comment the non-obvious lines in `{fn}`; don't touch the code.
en|S|rename|fn|Rename the local variables in `{fn}` to something more descriptive.
en|S|rename|sel|rename `out` to `result` in this block
en|S|rewrite|sel|Rewrite this using early returns instead of nested ifs.
en|S|rewrite|fn|Make `{fn}` async.
en|S|rewrite|sel|Convert this to use a lookup table instead of the if/else chain.
en|S|rewrite|sel|simplify this
en|S|rewrite|fn|Refactor `{fn}` into two smaller helpers in the same file, keep the behaviour identical.
en|S|rewrite|sel|Make this selection thread-safe.
en|S|rewrite|sel|Replace the magic numbers here with named constants.
en|S|rewrite|fn|Use a guard clause at the top of `{fn}` to bail out early when the input is missing.
en|S|rewrite|sel|Convert these callbacks to async/await.
en|S|rewrite|sel|Make this a pure function.
en|S|rewrite|fn|Rewrite `{fn}` so it streams results instead of building the whole list in memory.
en|S|rewrite|sel|Use string interpolation instead of concatenation here.
en|S|rewrite|fn|`{fn}` is hard to read, clean it up without changing what it returns.
en|S|optimize|fn|Can `{fn}` be made faster? Show me the improved version.
en|S|optimize|sel|This allocates on every iteration, can you avoid that?
en|S|typehints|fn|Add type annotations to `{fn}`.
en|S|typehints|sel|Add precise types to this snippet, no `any`.
en|S|tests|fn|Write unit tests for `{fn}` covering the happy path and two failure cases.
en|S|tests|sel|Generate a table-driven test for this function.
en|S|tests|fn|Write a unit test for `{fn}` using the test framework this project already uses.
en|S|tests|fn|Add one more test case for `{fn}` with a negative amount.
en|S|tests|fn|give me a property-based test for {fn}
en|S|fix_given|sel|There's an off-by-one somewhere in this selection, can you fix it?
en|S|fix_given|fn|`{fn}` returns null sometimes instead of an empty collection. Fix that inside the function.
en|S|fix_given|diag|Fix the error reported on this line.
en|S|fix_given|diag|How do I fix these type errors in the current file?
en|S|fix_given|sel|This throws when the list has one element, fix it.
en|S|fix_given|fn|The retry in `{fn}` never waits between attempts, fix the backoff.
en|S|error_handling|fn|Add proper error handling to `{fn}`.
en|S|error_handling|sel|What happens if the network call here fails? Add handling for it.
en|S|logging|fn|Add a debug log line at the start and end of `{fn}`.
en|S|explain_error|term|What does this error in the terminal mean?
en|S|explain_error|term|Why did this command fail? Just explain, I'll fix it myself.
en|S|explain_error|term|Explain this stack trace.
en|S|explain_error|term|The traceback points at one line in my file; what one-line change would avoid it?
en|S|explain_error|none|What does ECONNRESET mean in a Node stack trace and when does it usually happen?
en|S|explain_error|none|What does "error: externally-managed-environment" from pip mean?
en|S|explain_error|diag|What does this warning mean and is it safe to ignore?
en|S|review|diff|Review this diff and point out anything risky.
en|S|review|diff|Any obvious bugs in these staged changes?
en|S|review|sel|Any security issues in this snippet?
en|S|review|fn|Is there a SQL injection risk in `{fn}`?
en|S|commitmsg|diff|Write a commit message for these changes.
en|S|commitmsg|diff|Summarize this diff in one sentence for the PR description.
en|S|regex|none|Write a regex for ISO 8601 dates like 2024-03-01.
en|S|regex|none|Regex that matches semantic versions with an optional pre-release tag, e.g. 1.2.3-beta.1
en|S|regex|none|Regex to extract the domain from an email address.
en|S|regex|none|I need a regex that matches UUID v4 strings, case-insensitive.
en|S|regex|none|regex for a hex color like #fff or #a0b1c2
en|S|sql|none|Given tables orders(id, customer_id, total, created_at) and customers(id, name, country), write SQL for the top 5 customers by revenue per country in 2023.
en|S|sql|none|Write a Postgres query that deletes duplicate rows in events(id, user_id, kind, ts), keeping the earliest ts per (user_id, kind).
en|S|sql|none|Schema: users(id, email, created_at), logins(user_id, at). SQL for users who never logged in after signing up.
en|S|sql|none|MySQL: monthly active users from sessions(user_id, started_at) for the last 12 months.
en|S|shell|none|One-liner to find the 10 largest files under the current directory.
en|S|shell|none|How do I list all listening ports on macOS?
en|S|shell|none|bash: how do I loop over files with spaces in their names safely?
en|S|shell|none|PowerShell equivalent of `grep -rn TODO .`?
en|S|shell|none|jq filter to pull every `.items[].name` where `.items[].enabled` is true
en|S|git|none|What does `git rebase --onto` do?
en|S|git|none|How do I undo the last commit but keep the changes staged?
en|S|git|none|difference between git merge --squash and an interactive squash rebase?
en|S|git|none|How do I see which commit last touched a specific line?
en|S|api|none|In Python, what's the difference between `functools.cache` and `lru_cache`?
en|S|api|none|How do I cancel a fetch request in the browser?
en|S|api|none|What's the idiomatic way to read a file line by line in Go?
en|S|api|none|Does `Array.prototype.sort` sort numbers correctly by default?
en|S|api|none|In Rust, when should I use `RwLock` instead of `Mutex`?
en|S|api|none|How do I set a timeout on the HTTP client in Java 11+?
en|S|api|none|What is the default transaction isolation level in PostgreSQL?
en|S|api|none|How does `useEffect` cleanup work when dependencies change?
en|S|api|none|Is `ConfigureAwait(false)` still needed in ASP.NET Core?
en|S|api|none|what's the kotlin equivalent of java's try-with-resources
en|S|translate|sel|Translate this snippet to Go.
en|S|translate|fn|Port `{fn}` to TypeScript.
en|S|translate|sel|Rewrite this in idiomatic Rust.
en|S|translate|fn|Show me `{fn}` written in Python.
en|S|convert|none|Convert this JSON to a TypeScript interface: {"id": 12, "name": "box", "tags": ["a", "b"], "dims": {"w": 3, "h": 4}}
en|S|convert|none|Turn this curl into a Python requests call: curl -X POST https://api.example.com/v1/items -H 'Content-Type: application/json' -d '{"name":"x"}'
en|S|convert|none|Convert this YAML to JSON: name: web / replicas: 3 / ports: [80, 443]
en|S|summarize|file|Summarize {file} in three bullet points.
en|S|naming|fn|Suggest a better name for `{fn}`.
en|S|complexity|fn|What's the time complexity of `{fn}`?
en|S|config|none|Write a .editorconfig for a repo using 4-space Python and 2-space YAML.
en|S|config|none|Give me a minimal Dockerfile for a static Go binary on a distroless base image.
en|S|config|none|Write a GitHub Actions step that caches pip dependencies.
en|S|config|none|nginx location block that proxies /api to localhost:8080 and strips the prefix
en|S|inline|sel|add error handling
en|S|inline|sel|convert to a comprehension / map call
en|S|inline|sel|make this comparison case-insensitive
en|S|inline|sel|extract the repeated string into a constant
en|S|inline|sel|sort the results by date, newest first
en|S|inline|sel|add a null check
en|S|inline|sel|wrap this in try/finally so the handle is always closed
en|S|inline|sel|make the timeout configurable via a parameter with the current value as default
en|S|inline|sel|log the id before returning
en|L|fix_tests|none|The tests in this package fail, find out why and fix it.
en|L|fix_tests|none|fix the failing tests
en|L|fix_tests|none|`make test` is red since yesterday's merge. Figure out what broke and fix it.
en|L|fix_tests|dir|Tests under {dir} are flaky on CI, investigate and make them deterministic.
en|L|fix_tests|term|The tests in the terminal are failing. Find out why and fix them.
en|L|fix_tests|none|Run the test suite and fix whatever fails.
en|L|ci|none|The CI is red, make it green.
en|L|ci|none|Our GitHub Actions build fails on the lint step now; go through the repo and fix whatever it complains about.
en|L|ci|none|Add a GitHub Actions workflow that runs lint, type-check and tests on every PR, and fix whatever fails.
en|L|debug|none|Find why the cache never expires and fix it.
en|L|debug|none|Users report duplicate emails after signup. Track down where it happens and fix it.
en|L|debug|none|The app leaks memory after a few hours under load; find the cause and patch it.
en|L|debug|fn|`{fn}` gets called with stale data from somewhere; trace where the stale value comes from across the codebase and fix it.
en|L|debug|none|Login works locally but fails in docker-compose. Figure out what's different and fix the config.
en|L|debug|diag|Resolve all the problems in the workspace.
en|L|debug|diag|These warnings show up in lots of files. Clean them up across the whole project.
en|L|debug|none|There's a race condition somewhere in the job scheduler, find it and fix it.
en|L|debug|none|Something in the import pipeline corrupts non-ASCII filenames. Reproduce it with a test, then fix it.
en|L|debug|none|fix the bug where the date picker shows yesterday's date for users in UTC+ timezones
en|L|debug|none|Find and remove dead code across the repo, make sure the tests still pass.
en|L|debug|none|Webhooks are silently dropped when the queue is full. Find where and fix it, with a regression test.
en|L|feature|none|Add pagination to every list endpoint in the API, with tests.
en|L|feature|none|Build a REST API with auth, tests and a Dockerfile.
en|L|feature|none|Implement password reset: endpoint, email template, token storage, and tests.
en|L|feature|none|Add a dark mode toggle to the settings page and persist it across sessions.
en|L|feature|none|Add rate limiting to the public API and document it in the README.
en|L|feature|none|Wire up OpenTelemetry tracing across all services in this repo.
en|L|feature|none|Add a CLI subcommand `export` that dumps all records to CSV, including tests and docs.
en|L|feature|file|Add a feature flag system and use it to gate the new checkout flow in {file} and everywhere else it's referenced.
en|L|feature|none|implement the TODOs in this repo
en|L|feature|none|Add i18n support to the frontend and extract all hardcoded strings.
en|L|feature|none|Make the app work offline: cache API responses and sync when back online.
en|L|feature|none|Add a GraphQL layer on top of the existing REST services.
en|L|feature|none|Add soft-delete to all models, update the queries and write a migration.
en|L|feature|none|Add an audit log that records who changed what for every admin action.
en|L|feature|none|Build a small Kanban board app: drag and drop columns, local storage persistence, and tests.
en|L|scaffold|none|Create a new Next.js project with Tailwind, ESLint, a login page and a protected dashboard.
en|L|scaffold|none|Set up a monorepo with a shared types package, an API service and a React frontend.
en|L|scaffold|none|scaffold a FastAPI service with Postgres, Alembic migrations and pytest
en|L|scaffold|none|Bootstrap a Spring Boot service with two entities, CRUD endpoints, Flyway and integration tests.
en|L|migrate|none|Migrate the whole codebase from JavaScript to TypeScript.
en|L|migrate|none|Upgrade us from React 17 to React 18 and fix everything that breaks.
en|L|migrate|none|Move all the config from env vars to a single settings module and update every usage.
en|L|migrate|none|Port the test suite from unittest to pytest.
en|L|migrate|none|Replace moment.js with date-fns across the repo.
en|L|migrate|none|Switch the project from npm to pnpm and update the CI workflows accordingly.
en|L|migrate|none|Bump Django to 5.0 and fix the deprecations.
en|L|migrate|none|Convert all class components under src/ to function components with hooks.
en|L|refactor|none|Refactor the whole module structure across the repo so the domain layer doesn't import from the web layer.
en|L|refactor|fn|Rename `{fn}` everywhere in the project and update all call sites.
en|L|refactor|none|Split the giant utils module into sensible smaller modules and fix all the imports.
en|L|refactor|none|Remove all uses of the deprecated `legacy_client` and switch them to the new SDK.
en|L|refactor|none|Get rid of every `any` in the TypeScript sources.
en|L|refactor|dir|Everything in {dir} should use dependency injection instead of the global singletons; change it and keep the tests green.
en|L|tests_cov|dir|Raise test coverage of {dir} to at least 80% and run the suite until it passes.
en|L|tests_cov|none|Write integration tests for the payment flow and make sure they pass locally.
en|L|docs|none|Go through the codebase and document every environment variable it reads in the README.
en|L|docs|none|Generate API docs for all public endpoints by reading the route handlers.
en|L|perf|none|The /search endpoint takes 4 seconds. Profile it, find the bottleneck and fix it.
en|L|perf|none|Startup time doubled in the last release; find what caused it and fix it.
en|L|security|none|Audit the repo for SQL injection and fix every instance you find.
en|L|security|none|Update all dependencies with known vulnerabilities and make sure the build still passes.
en|L|build|none|The project doesn't compile after pulling main. Get it building again.
en|L|build|term|The build fails with the error below since the upgrade; fix the project so it builds again.
en|L|build|none|Make the Android build work with Gradle 8.
en|L|build|none|get this project running locally, it's never been set up on this machine
en|L|research|none|Figure out which of our services still call the v1 billing API and migrate them to v2.
en|L|research|none|Look through the repo and tell me every place we swallow exceptions, then fix the ones that hide real errors.
de|S|explain|sel|Erklär mir bitte, was dieser Codeabschnitt macht.
de|S|docstring|fn|Füge `{fn}` einen Docstring hinzu.
de|S|regex|none|Schreib mir einen regulären Ausdruck für deutsche Postleitzahlen.
de|S|tests|fn|Schreib Unit-Tests für `{fn}`.
de|S|rewrite|sel|Kannst du das lesbarer umschreiben, ohne das Verhalten zu ändern?
de|S|git|none|Was ist der Unterschied zwischen `git reset --soft` und `git reset --mixed`?
de|S|explain_error|term|Was bedeutet dieser Fehler im Terminal?
de|S|sql|none|Tabelle bestellungen(id, kunde_id, betrag, datum): SQL für den Umsatz pro Kunde im letzten Quartal.
de|S|inline|sel|Fehlerbehandlung ergänzen
de|L|fix_tests|none|Die Tests in diesem Paket schlagen fehl. Finde heraus, warum, und behebe es.
de|L|feature|none|Bau eine Benutzerverwaltung mit Registrierung, Login und Rollen, inklusive Tests.
de|L|migrate|none|Migriere das ganze Projekt von Vue 2 auf Vue 3.
de|L|debug|none|Der Export bricht bei großen Dateien ab. Such die Ursache im Code und repariere sie.
de|L|ci|none|Die Pipeline ist rot, bring sie wieder zum Laufen.
fr|S|explain|sel|Explique-moi ce que fait ce code.
fr|S|docstring|fn|Ajoute une docstring à `{fn}`.
fr|S|sql|none|Écris une requête SQL qui compte les commandes par mois à partir de la table commandes(id, client_id, montant, cree_le).
fr|S|rewrite|fn|Réécris `{fn}` avec des retours anticipés.
fr|S|explain_error|term|Que signifie cette erreur dans le terminal ?
fr|S|tests|fn|Écris des tests unitaires pour `{fn}`.
fr|S|regex|none|Une regex pour valider un numéro de téléphone français, s'il te plaît.
fr|S|inline|sel|ajoute une vérification de null
fr|L|ci|none|La CI est rouge, répare-la.
fr|L|feature|none|Ajoute l'authentification OAuth à toute l'application, avec les tests.
fr|L|refactor|none|Restructure les modules du dépôt pour séparer le domaine de l'infrastructure.
fr|L|debug|none|Les notifications partent en double ; trouve d'où ça vient dans le code et corrige.
fr|L|fix_tests|none|Les tests échouent depuis la dernière fusion, trouve pourquoi et corrige-les.
es|S|explain|sel|¿Qué hace este fragmento de código?
es|S|tests|fn|Escribe pruebas unitarias para `{fn}`.
es|S|regex|none|Necesito una expresión regular que valide un DNI español.
es|S|rewrite|sel|Convierte esto a async/await.
es|S|api|none|¿Cuál es la diferencia entre `let` y `var` en JavaScript?
es|S|docstring|fn|Agrega comentarios de documentación a `{fn}`.
es|S|explain_error|term|¿Por qué falla este comando? Solo explícalo.
es|L|fix_tests|none|Los tests fallan desde el último merge; averigua por qué y arréglalo.
es|L|migrate|none|Migra todo el proyecto de Python 3.8 a 3.12 y actualiza las dependencias.
es|L|feature|none|Crea una API REST con autenticación JWT, pruebas y un Dockerfile.
es|L|perf|none|La página de inicio tarda mucho en cargar; investiga el código y optimízalo.
es|L|debug|none|El caché nunca expira, encuentra la causa y corrígela.
pt|S|explain|fn|O que a função `{fn}` faz exatamente?
pt|S|docstring|fn|Adicione comentários de documentação em `{fn}`.
pt|S|sql|none|Escreva uma consulta SQL para listar os produtos sem estoque na tabela produtos(id, nome, estoque).
pt|S|translate|sel|Traduza este trecho para Python.
pt|S|rewrite|sel|Deixa esse trecho mais legível sem mudar o comportamento.
pt|L|debug|none|O cache nunca expira; descubra por que e corrija.
pt|L|feature|none|Implemente upload de arquivos com barra de progresso no frontend e no backend, com testes.
pt|L|ci|none|O pipeline de CI está quebrado, faz ele passar de novo.
pt|L|refactor|none|Renomeie o módulo `core` para `dominio` no projeto inteiro e ajuste todos os imports.
it|S|explain|sel|Spiegami cosa fa questa selezione.
it|S|rewrite|fn|Semplifica `{fn}` senza cambiarne il comportamento.
it|S|regex|none|Scrivi una regex per i codici fiscali italiani.
it|S|git|none|Come faccio a recuperare un branch cancellato in git?
it|L|fix_tests|none|I test di integrazione falliscono, trova il problema e sistemalo.
it|L|feature|none|Aggiungi il supporto multilingua a tutta l'applicazione.
ru|S|explain|sel|Объясни, что делает этот код.
ru|S|docstring|fn|Добавь docstring к функции `{fn}`.
ru|S|tests|fn|Напиши юнит-тесты для `{fn}`.
ru|S|regex|none|Нужна регулярка для российских номеров телефонов в формате +7 (999) 123-45-67.
ru|S|explain_error|term|Что означает эта ошибка в терминале?
ru|S|rewrite|sel|Перепиши этот фрагмент без вложенных циклов.
ru|S|api|none|Чем отличается `asyncio.gather` от `asyncio.wait`?
ru|S|inline|sel|добавь проверку на пустой список
ru|L|fix_tests|none|Тесты в этом пакете падают, разберись почему и почини.
ru|L|debug|none|Кэш никогда не инвалидируется. Найди причину в коде и исправь.
ru|L|migrate|none|Переведи весь проект с Webpack на Vite.
ru|L|feature|none|Сделай REST API для заказов с авторизацией, тестами и Dockerfile.
ru|L|ci|none|CI красный, сделай так, чтобы всё прошло.
zh|S|explain|sel|解释一下这段代码是做什么的。
zh|S|docstring|fn|给 `{fn}` 加上文档注释。
zh|S|tests|fn|为 `{fn}` 写几个单元测试。
zh|S|regex|none|写一个匹配中国大陆手机号的正则表达式。
zh|S|sql|none|表 orders(id, user_id, amount, created_at)，写一个 SQL 统计每个用户最近 30 天的订单总额。
zh|S|rewrite|sel|把这段代码改成用 async/await。
zh|S|api|none|Python 里 `is` 和 `==` 有什么区别？
zh|S|explain_error|term|终端里这个报错是什么意思？
zh|S|inline|sel|加上空值判断
zh|L|fix_tests|none|这个包里的测试都挂了，找出原因并修好。
zh|L|ci|none|CI 一直是红的，帮我把它修绿。
zh|L|feature|none|给整个项目加上用户权限管理，包括后端接口、前端页面和测试。
zh|L|migrate|none|把项目从 Python 2 迁移到 Python 3。
zh|L|debug|none|线上偶尔出现重复扣款，帮我在代码里找出原因并修复。
zh|L|refactor|none|把整个仓库里的日志调用统一换成结构化日志。
ja|S|explain|sel|このコードが何をしているか説明してください。
ja|S|docstring|fn|`{fn}` にdocstringを追加してください。
ja|S|regex|none|日本の郵便番号（123-4567）にマッチする正規表現を書いてください。
ja|S|rewrite|sel|この部分をもっと読みやすく書き直して。
ja|S|tests|fn|`{fn}` の単体テストを書いてください。
ja|S|git|none|`git stash pop` と `git stash apply` の違いは？
ja|L|fix_tests|none|このパッケージのテストが失敗しています。原因を調べて直してください。
ja|L|feature|none|ログイン機能をアプリ全体に追加してください。テストも含めて。
ja|L|refactor|none|リポジトリ全体のモジュール構成を整理し直してください。
ja|L|debug|none|キャッシュが期限切れにならない原因を探して修正して。
ko|S|explain|sel|이 코드가 무엇을 하는지 설명해 주세요.
ko|S|docstring|fn|`{fn}` 함수에 주석을 달아 주세요.
ko|S|regex|none|한국 휴대폰 번호를 검사하는 정규식을 만들어 주세요.
ko|S|tests|fn|`{fn}`에 대한 단위 테스트를 작성해 주세요.
ko|L|fix_tests|none|이 패키지의 테스트가 실패합니다. 원인을 찾아서 고쳐 주세요.
ko|L|feature|none|결제 기능을 백엔드와 프론트엔드에 모두 추가하고 테스트도 작성해 주세요.
ko|L|ci|none|CI가 계속 실패해요. 통과하도록 고쳐 주세요.
pl|S|explain|sel|Wyjaśnij, co robi ten fragment kodu.
pl|S|tests|fn|Napisz testy jednostkowe dla `{fn}`.
pl|S|regex|none|Napisz wyrażenie regularne dla polskiego kodu pocztowego.
pl|L|fix_tests|none|Testy w tym pakiecie nie przechodzą, znajdź przyczynę i napraw.
pl|L|migrate|none|Zmigruj cały projekt z Javy 8 na Javę 21.
tr|S|explain|sel|Bu kod ne yapıyor, açıklar mısın?
tr|S|docstring|fn|`{fn}` fonksiyonuna açıklama yorumu ekle.
tr|S|sql|none|urunler(id, ad, fiyat) tablosunda en pahalı 10 ürünü getiren SQL yaz.
tr|L|debug|none|Uygulama bazen çöküyor; sebebini kodda bul ve düzelt.
tr|L|feature|none|Projeye e-posta doğrulama özelliği ekle, testleriyle birlikte.
uk|S|explain|sel|Поясни, що робить цей фрагмент.
uk|S|rewrite|fn|Спрости функцію `{fn}`, не змінюючи поведінку.
uk|L|fix_tests|none|Тести падають після останнього злиття, знайди причину й виправ.
uk|L|ci|none|Збірка в CI червона, полагодь її.
nl|S|explain|sel|Leg uit wat deze code doet.
nl|S|tests|fn|Schrijf unittests voor `{fn}`.
nl|L|feature|none|Voeg meertaligheid toe aan de hele applicatie, inclusief tests.
nl|L|debug|none|De cache verloopt nooit; zoek uit waarom en los het op.
vi|S|explain|sel|Giải thích đoạn code này làm gì.
vi|L|fix_tests|none|Các test trong package này bị lỗi, tìm nguyên nhân và sửa giúp mình.
id|S|regex|none|Buatkan regex untuk validasi nomor HP Indonesia.
id|L|feature|none|Tambahkan fitur login dengan Google ke seluruh aplikasi, lengkap dengan test.
"""

# Asks that only make sense as a later turn of a conversation.
_FOLLOWUP = r"""
en|S|followup|none|Can you also add type hints to that?
en|S|followup|none|Shorter please, just the code.
en|S|followup|none|Now write a test for the function you just gave me.
en|S|followup|none|Why did you use a set there?
en|S|followup|none|And what would the same thing look like without recursion?
en|S|followup|none|ok, and how do I call it from the CLI?
en|L|followup|none|Great, now apply the same change to every service in the repo.
en|L|followup|none|OK, do it: implement that plan across the codebase and run the tests.
en|L|followup|none|Looks right. Go ahead and make those changes in all the affected files and check the build.
de|S|followup|none|Kannst du das noch kürzer machen?
de|L|followup|none|Gut, dann setz das bitte im ganzen Projekt um und lass die Tests laufen.
fr|L|followup|none|Parfait, applique maintenant ce changement dans tout le projet et lance les tests.
es|S|followup|none|¿Y cómo quedaría con una lista por comprensión?
zh|L|followup|none|好的，按这个方案把整个仓库都改掉，并跑一下测试。
zh|S|followup|none|能不能再解释一下第二步？
ja|S|followup|none|もう少し短くできますか？
ru|S|followup|none|А можно то же самое, но без рекурсии?
"""

# Asks written inside the selected code, as a comment; the typed prompt is minimal.
_EMBEDDED = r"""
en|S|embedded_q|sel|why does this return early when the cache is warm?
en|S|embedded_q|sel|explain what the check below is for
en|S|embedded_q|sel|is this check redundant?
en|S|embedded_do|sel|rewrite the loop below without the index variable
en|S|embedded_do|sel|TODO: add a docstring here describing the return value
en|L|embedded_do|sel|TODO(ai): this whole module should use the new config loader, switch every caller in the repo over and delete the old one
en|L|embedded_do|sel|FIXME: tests for this package started failing after the refactor, find the cause and fix them
de|S|embedded_q|sel|warum wird hier zweimal sortiert?
zh|S|embedded_q|sel|这里为什么要加锁？
"""

# What the user types next to a selection whose comment carries the real ask.
TYPED_FOR_QUESTION = ["explain", "see the comment in the selection", "?", "answer the question in the comment", "",
                      "erklär mal", "看注释"]
TYPED_FOR_DO = ["do what the comment says", "see the comment in the selection", "", "handle the TODO/FIXME in the selection",
                "do it", "mach das, was im Kommentar steht"]

LABELS = {"S": "single_step", "L": "long_horizon"}


def _parse(block):
    out = []
    for line in block.strip().splitlines():
        line = line.strip()
        if not line:
            continue
        lang, lab, kind, needs, text = line.split("|", 4)
        out.append({"lang": lang, "label": LABELS[lab], "kind": kind, "needs": needs, "text": text})
    return out


POOL = _parse(_POOL)
FOLLOWUP = _parse(_FOLLOWUP)
EMBEDDED = _parse(_EMBEDDED)

# Short nudges a user types inside an agent loop (the session already carries tool results).
NUDGES = ["continue", "keep going", "go on", "fix it", "try again", "yes, proceed", "that's not it, look again",
          "weiter", "continue, s'il te plaît", "继续", "続けて", "продолжай", "sigue", "ok do it",
          "the test still fails", "use the other approach"]

# Canned assistant answers for chat history (paraphrase-style, no real client text).
ASSISTANT_REPLIES = [
    "Here's a version that keeps the same behaviour but is easier to follow:\n\n```\n{code}\n```\n\nThe main change is that the early exits now happen before any allocation.",
    "Sure. The function walks the input once, skips entries without an id, and stops when the limit is reached. Edge cases: an empty input returns an empty result, and duplicate ids keep the first occurrence.",
    "A plan for this:\n\n1. Find every place that reads the setting.\n2. Introduce a single accessor.\n3. Replace the call sites and update the tests.\n\nWant me to start with step 1?",
    "You can do it like this:\n\n```\n{code}\n```",
    "The error comes from passing an optional value where a required one is expected. Guard it before the call or give it a default.",
    "Short answer: yes, it is safe here because the value is never shared across threads.",
]

# English fragments for the user side of a retry turn after the client applied an edit.
RETRY_LEADS = [
    "I applied your change and now I get this:",
    "That didn't work. Running it again gives:",
    "Still failing after your edit:",
    "The diff applied but the build is broken now:",
    "Nach deiner Änderung kommt jetzt das hier:",
    "改完之后跑测试还是报错：",
]
RETRY_TAILS = ["Fix it.", "Try again.", "Please fix.", "What now?", "Bitte korrigieren.", "再改一下。", ""]


def pool(kind=None, label=None, needs=None):
    out = POOL
    if kind is not None:
        out = [a for a in out if a["kind"] in kind]
    if label is not None:
        out = [a for a in out if a["label"] == label]
    if needs is not None:
        out = [a for a in out if a["needs"] in needs]
    return out
