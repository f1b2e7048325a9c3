"""Hand-written pool of asks: label (S=single_step, L=long_horizon), kind, text.

Every line below was written for this package. Format per line: `S|L kind text`.
"""

CODE_KINDS = {
    "docstring", "explain_code", "rewrite_code", "unit_test_fn", "translate_code",
    "rename_fn", "fix_snippet", "type_hints", "commit_msg_ask",
}

_EN = r"""
S regex write a regex for ISO dates
S regex regex that matches IPv4 addresses but not 999.1.1.1
S regex I need a regular expression to pull the version number out of strings like "release-v2.14.3-rc1"
S regex regex for semver
S regex give me a PCRE pattern matching hex colors like #fff or #a1b2c3
S regex what does this regex match: ^(?=.*\d)(?=.*[a-z]).{8,}$
S regex JS regex to strip ANSI escape codes from a string
S regex regex to validate email (reasonably, not RFC-complete)
S regex a regex that captures the host and port from "tcp://10.0.0.5:6379"
S sql SQL for: users(id, email, created_at), orders(id, user_id, total, created_at) - top 10 users by total spend in 2023
S sql write a postgres query that returns the second highest salary per department from employees(id, name, dept_id, salary)
S sql given table events(user_id, kind, ts), count daily active users for the last 30 days
S sql how do I upsert in sqlite?
S sql convert this MySQL GROUP_CONCAT query to Postgres: SELECT user_id, GROUP_CONCAT(tag) FROM tags GROUP BY user_id
S sql SQL to find duplicate emails in customers(id, email)
S sql window function to compute a 7-day rolling average of sales(day, amount)
S sql for schema products(id, name, price) and order_items(order_id, product_id, qty), which products were never ordered?
S sql index suggestion for: SELECT * FROM logs WHERE tenant_id = ? AND created_at > ? ORDER BY created_at DESC
S docstring add a docstring to `parse_header`
S docstring write a Google-style docstring for this function
S docstring add JSDoc to the selected function
S docstring document the parameters and return value of this method
S docstring add a short comment explaining what this block does
S docstring add a docstring to `load_config` - the file is attached
S docstring numpy-style docstring for `compute_totals` please
S explain_code explain this snippet
S explain_code what does this function do?
S explain_code why is this code using a WeakMap here?
S explain_code walk me through this reducer line by line
S explain_code is there a race condition in this snippet?
S explain_code what's the time complexity of this function?
S explain_code review this function for bugs
S explain_code what does `retry_request` do when the server returns 429?
S explain_code explain the selected code like I'm new to Go
S api_question what does `git rebase --onto` do?
S api_question difference between `git reset --soft` and `--mixed`?
S api_question how do I undo the last commit but keep the changes?
S api_question what's the difference between useMemo and useCallback
S api_question in Python, when should I use dataclasses vs NamedTuple?
S api_question what does `set -euo pipefail` do in bash
S api_question how do Rust lifetime elision rules work?
S api_question what is the default isolation level in Postgres?
S api_question explain the difference between `COPY` and `ADD` in a Dockerfile
S api_question how does `asyncio.gather` handle exceptions?
S api_question what's the go equivalent of python's defaultdict
S api_question does `Array.prototype.sort` mutate the array?
S api_question kubectl command to tail logs from all pods with label app=api
S api_question what does `npm ci` do differently from `npm install`
S api_question what's `__slots__` for?
S api_question when do I need `Send + Sync` bounds?
S api_question how do I make a POST request with fetch and a JSON body
S api_question what's the syntax for a Python match statement with guards
S api_question how to pin a dependency to a git commit in Cargo.toml
S api_question what does `@functools.wraps` do
S api_question how do I read a file line by line in Rust
S api_question what's the difference between `let` and `const` in JS
S api_question how does `git bisect` work?
S api_question what is the difference between `==` and `is` in Python
S api_question how to set an env var for a single command in PowerShell
S api_question is `pytest.fixture(scope="session")` shared across xdist workers?
S api_question what does the `-p` flag of `git add` do
S concept explain CAP theorem briefly
S concept what is a monad, in two sentences
S concept difference between optimistic and pessimistic locking
S concept what's the difference between a process and a thread?
S concept explain eventual consistency with an example
S concept how does HTTP/2 multiplexing differ from keep-alive
S concept what is tail call optimization
S concept big-O of inserting into a Python dict?
S concept when should I use a B-tree vs hash index
S concept what's a bloom filter good for
S rewrite_code rewrite this loop as a list comprehension
S rewrite_code convert this callback code to async/await
S rewrite_code make this function pure
S rewrite_code simplify this nested if/else
S rewrite_code refactor this function to use early returns
S rewrite_code convert this class component to a React function component with hooks
S rewrite_code make this SQL query more readable
S rewrite_code use a dict dispatch instead of the if-chain in this function
S unit_test_fn write unit tests for this function
S unit_test_fn write pytest cases for `slugify`, including edge cases
S unit_test_fn add a table-driven Go test for this function
S unit_test_fn write a jest test for the selected function
S unit_test_fn add a test for the empty-input case of this function
S translate_code translate this Python function to TypeScript
S translate_code port this snippet to Go
S translate_code convert this bash script to Python
S translate_code rewrite this Java method in Kotlin
S rename_fn rename `proc` to something more descriptive in this function
S rename_fn suggest better variable names for this snippet
S shell_cmd bash one-liner to find the 10 largest files under the current directory
S shell_cmd how do I find which process is listening on port 8080?
S shell_cmd ffmpeg command to convert mp4 to gif at 10fps
S shell_cmd jq expression to extract all `id` fields from an array of objects
S shell_cmd awk to sum the third column of a CSV
S shell_cmd find and delete all .pyc files recursively
S shell_cmd tar command to extract a .tar.gz into a specific folder
S shell_cmd git command to list branches merged into main
S shell_cmd curl command to send a bearer token and JSON
S small_codegen write a python function that flattens a nested list
S small_codegen debounce function in TypeScript
S small_codegen write a function that checks if a string is a palindrome ignoring punctuation
S small_codegen LRU cache class in python without functools
S small_codegen Go function to reverse a slice in place
S small_codegen write a Rust function that parses "key=value;key2=value2" into a HashMap
S small_codegen a small Python script that renames files to lowercase
S small_codegen generate a .gitignore for a Node project
S small_codegen write a Dockerfile for a Flask app
S small_codegen write a GitHub Actions step that caches pip
S small_codegen a TypeScript type for a deep partial
S small_codegen write a python decorator that times a function
S small_codegen write a function to convert snake_case to camelCase
S small_codegen a zod schema for {name: string, age?: number, tags: string[]}
S fix_snippet why does this return None sometimes? fix it
S fix_snippet this function has an off-by-one error, fix it
S fix_snippet fix the bug in this snippet
S fix_snippet this throws "TypeError: Cannot read properties of undefined" - fix the function
S fix_snippet why does this goroutine leak? fix the snippet
S type_hints add type hints to this function
S type_hints add TypeScript types to this function
S error_meaning what does "error[E0502]: cannot borrow as mutable because it is also borrowed as immutable" mean?
S error_meaning what does ECONNRESET mean
S error_meaning what does "detached HEAD" mean in git?
S error_meaning meaning of "Segmentation fault (core dumped)"?
S naming suggest a name for a function that merges two sorted lists
S naming good name for a boolean that tracks whether the cache was warmed
S commit_msg_ask write a commit message for this diff
S commit_msg_ask write a conventional commit message for the staged change below
"""

_EN_LONG = r"""
L bugfix_repo fix the failing tests
L ci_fix make CI green
L bugfix_repo why does login 500? fix it
L ci_fix the CI is red, make it green
L bugfix_repo find why the cache never expires and fix it
L tests_iterate run the test suite and fix whatever fails
L feature_repo add pagination to the /users endpoint and update the tests
L feature_repo add dark mode to the settings page
L feature_repo implement rate limiting across all API routes
L build_project build a REST API with auth, tests and a Dockerfile
L build_project scaffold a CLI tool in Go that syncs a folder to S3, with tests
L migration migrate the codebase from Python 3.8 to 3.12
L migration move us from Jest to Vitest
L migration migrate all class components to hooks
L migration switch the project from npm to pnpm and fix whatever breaks
L migration upgrade to React 19 and fix the breakages
L investigate figure out why the nightly job takes 3 hours now
L investigate investigate why the websocket disconnects after 60s
L bugfix_repo users report duplicate emails being sent; track it down and fix it
L bugfix_repo the app crashes on startup on Windows, find out why and fix it
L refactor_repo split utils.py into proper modules and update imports everywhere
L refactor_repo rename `UserService` to `AccountService` across the repo
L refactor_repo remove the deprecated v1 API and everything that depends on it
L tests_iterate get test coverage of the payments package above 80%
L tests_iterate add integration tests for the checkout flow and make them pass
L perf_repo the dashboard is slow, profile it and speed it up
L perf_repo reduce the docker image size
L upgrade_deps bump all dependencies and fix the build
L security_audit audit the repo for SQL injection and fix what you find
L security_audit find any hardcoded secrets in the repo and move them to env vars
L feature_repo add OAuth login with GitHub
L feature_repo add i18n support, starting with French and German
L feature_repo implement CSV export for reports
L bugfix_repo memory leak in the worker, find it
L bugfix_repo the date picker shows the wrong day for users in UTC-5; fix
L investigate why is `make build` failing on my machine?
L ci_fix lint is failing on main, fix it
L ci_fix fix the type errors
L tests_iterate fix the flaky test in tests/integration
L bugfix_repo the search endpoint returns stale results after an update. investigate and fix
L build_project create a todo app with React frontend, FastAPI backend and SQLite
L build_project build a Discord bot that posts GitHub release notes
L feature_repo add a --dry-run flag to the deploy script and wire it through
L refactor_repo convert the project to TypeScript strict mode
L migration move config from YAML files to environment variables
L research_tools research which of our dependencies have known CVEs and upgrade them
L investigate find out where we leak file descriptors
L bugfix_repo fix issue #412
L bugfix_repo resolve the TODOs in src/
L feature_repo implement the feature described in docs/spec.md
L tests_iterate make `cargo test` pass
L tests_iterate get `go test ./...` passing
L ci_fix the pre-commit hooks fail, sort it out
L perf_repo N+1 queries on the orders page, fix them
L bugfix_repo logout doesn't clear the session cookie; fix it
L feature_repo add a health check endpoint and a readiness probe to the helm chart
L upgrade_deps upgrade Django to 5.0
L refactor_repo extract the billing logic into its own service
L build_project set up a monorepo with turborepo, a shared UI package and two apps
L investigate the staging deploy is returning 502s since yesterday, find out why
L bugfix_repo tests pass locally but fail in CI - figure out why and fix
L feature_repo add retries with exponential backoff to every outbound HTTP call in the service
L tests_iterate write end-to-end tests with Playwright for signup and login
L migration replace moment.js with date-fns everywhere
L refactor_repo dedupe the three copies of the validation logic
L bugfix_repo the export button produces an empty file, fix
L feature_repo wire the new design tokens into all the components
L ci_fix add a GitHub Actions workflow that runs tests and lint, and make sure it passes
L investigate profile the import script and tell me where the time goes, then fix the worst part
L bugfix_repo fix the race condition in the job scheduler
L upgrade_deps our build broke after the node 22 upgrade, fix it
L feature_repo add soft delete to all models
L migration migrate from SQLAlchemy 1.4 to 2.0 style
L build_project make me a small static site generator in Rust with a live-reload server
L tests_iterate continue fixing the remaining failing tests
L bugfix_repo the PDF generator crashes with unicode names, find and fix
L research_tools look through the codebase and write an ARCHITECTURE.md describing how modules interact
L refactor_repo clean up unused exports across the project
L investigate why are there two versions of lodash in the bundle? fix it
L feature_repo add a feature flag system and put the new checkout behind it
L bugfix_repo can you find what's breaking the build?
L ci_fix fix the failing e2e job
L tests_iterate implement the missing methods until the tests in tests/test_parser.py pass
L feature_repo support postgres in addition to sqlite
L migration port the Flask app to FastAPI
L perf_repo cut cold start time of the lambda in half
L bugfix_repo timezone bug in the reports module - fix it and add a regression test
L refactor_repo apply the new logging conventions throughout the services directory
L build_project create a Chrome extension that highlights TODOs on GitHub PRs
L security_audit add CSRF protection to all forms
L investigate the memory usage keeps growing in prod; dig through the code and find the cause
L feature_repo add WebSocket notifications for new comments
L upgrade_deps get rid of all deprecation warnings when running the tests
L bugfix_repo fix the 404 on /api/v2/orders
L tests_iterate run the benchmarks and fix any regressions vs main
L migration convert the Makefile-based build to CMake
L feature_repo implement undo/redo in the editor
L bugfix_repo broken images on the product page after the CDN change; fix
L refactor_repo rename the `data` folder to `datasets` and fix all references
L build_project write a Python package for parsing GPX files with tests, CI and docs
L ci_fix docs build fails, fix
L investigate why does `npm run dev` hang?
L feature_repo add an admin page to manage users
L tests_iterate snapshot tests are outdated, update them and check nothing else broke
L bugfix_repo the mobile menu doesn't close after navigation. fix it
L feature_repo add support for .env.local overrides in the config loader and document it
L migration move the repo from setup.py to pyproject.toml
L bugfix_repo stop the API from leaking stack traces in error responses
L research_tools check which endpoints lack tests and add them
L investigate find where the 'undefined' in the invoice emails comes from and fix
L refactor_repo break the 2000-line App.tsx into components
L feature_repo add a GraphQL layer over the existing REST services
L build_project implement a tiny key-value store with a TCP protocol, persistence and tests
L bugfix_repo the retry logic double-charges customers sometimes; find and fix
L tests_iterate make the test suite run under 2 minutes
L ci_fix mypy fails with 40 errors, fix them
L feature_repo implement the TODO in every handler under api/
L investigate where is the session timeout configured? change it to 30 minutes everywhere it's used
"""

_OTHER = r"""
@fr
S regex Écris une regex pour valider un code postal français
S sql Requête SQL : clients(id, nom, ville), commandes(id, client_id, montant). Total des commandes par ville ?
S explain_code Explique ce que fait cette fonction
S api_question Quelle est la différence entre `git merge` et `git rebase` ?
S docstring Ajoute une docstring à cette fonction
S shell_cmd commande pour compter les lignes de tous les fichiers .py
S unit_test_fn écris des tests unitaires pour cette fonction
S concept c'est quoi une closure en JavaScript ?
L bugfix_repo corrige les tests qui échouent
L feature_repo ajoute la pagination à l'API des produits et mets à jour les tests
L investigate pourquoi la connexion renvoie une erreur 500 ? trouve et corrige
L migration migre le projet de Vue 2 vers Vue 3
L ci_fix la CI est rouge, répare-la
L build_project crée une API REST avec authentification JWT, tests et Dockerfile
L refactor_repo renomme le module `helpers` en `utils` partout dans le dépôt
@de
S regex Regex für deutsche IBANs
S sql SQL für Tabelle mitarbeiter(id, name, abteilung, gehalt): Durchschnittsgehalt pro Abteilung
S explain_code Was macht dieser Code?
S api_question Was bedeutet `git cherry-pick`?
S rewrite_code Schreib diese Schleife als List Comprehension um
S type_hints füge Typannotationen zu dieser Funktion hinzu
S concept Unterschied zwischen Prozess und Thread?
S small_codegen Python-Funktion, die prüft, ob ein Jahr ein Schaltjahr ist
L bugfix_repo Behebe die fehlschlagenden Tests
L tests_iterate Führe die Tests aus und repariere alles, was fehlschlägt
L feature_repo Füge eine Suchfunktion zur Benutzerverwaltung hinzu, inklusive Tests
L investigate Warum ist der Export so langsam? Finde die Ursache und behebe sie
L migration Stell das Projekt von Webpack auf Vite um
L ci_fix Die Pipeline ist rot, bitte grün machen
L security_audit Prüfe das Repo auf SQL-Injection und behebe die Funde
@es
S regex expresión regular para validar un DNI español
S sql consulta SQL: ventas(id, producto, fecha, importe). Ventas totales por mes en 2024
S explain_code ¿qué hace este fragmento?
S api_question ¿qué hace `git stash pop`?
S docstring añade un docstring a esta función
S translate_code traduce esta función de Python a JavaScript
S fix_snippet esta función devuelve undefined a veces, arréglala
S shell_cmd comando para ver el uso de disco por carpeta
L bugfix_repo arregla los tests que fallan
L feature_repo implementa el registro de usuarios con verificación por correo
L investigate ¿por qué se cae el servidor al subir archivos grandes? encuentra el fallo y corrígelo
L migration migra el backend de Express a Fastify
L ci_fix el CI está en rojo, arréglalo
L build_project crea una app de tareas con React y un backend en Node con tests
L refactor_repo elimina todo el código muerto del proyecto
@pt
S regex regex para validar CPF
S sql SQL: tabela pedidos(id, cliente_id, valor, data). Qual cliente gastou mais em 2023?
S explain_code o que esse código faz?
S api_question qual a diferença entre `let` e `var`?
S unit_test_fn escreve testes para essa função
S rewrite_code refatora essa função para usar early return
S small_codegen função em Python que remove acentos de uma string
S concept o que é injeção de dependência?
L bugfix_repo corrige os testes que estão falhando
L feature_repo adiciona autenticação com Google no app
L investigate descobre por que o deploy está falhando e corrige
L migration migra o projeto de JavaScript para TypeScript
L tests_iterate roda os testes e vai corrigindo até passar tudo
L perf_repo a listagem de produtos está lenta, investiga e otimiza
L ci_fix o lint quebrou na main, conserta
@it
S regex regex per un codice fiscale italiano
S sql query SQL per trovare i clienti senza ordini: clienti(id, nome), ordini(id, cliente_id)
S explain_code spiegami questa funzione
S api_question cosa fa `docker compose down -v`?
S docstring aggiungi una docstring a questa funzione
S concept differenza tra TCP e UDP?
S shell_cmd comando per trovare i file modificati nelle ultime 24 ore
L bugfix_repo sistema i test che falliscono
L feature_repo aggiungi l'esportazione in PDF delle fatture
L investigate perché il login restituisce 500? trova il problema e risolvilo
L migration aggiorna il progetto ad Angular 17
L ci_fix la build su CI fallisce, sistemala
L refactor_repo sposta la logica di pagamento in un modulo separato e aggiorna gli import
L build_project crea un bot Telegram che riassume i feed RSS, con test
@nl
S regex regex voor een Nederlandse postcode
S sql SQL: tabel boeken(id, titel, auteur, jaar). Aantal boeken per auteur
S explain_code wat doet deze functie?
S api_question wat is het verschil tussen `git fetch` en `git pull`?
S unit_test_fn schrijf unittests voor deze functie
S small_codegen schrijf een functie die een lijst in stukken van n verdeelt
S concept wat is een race condition?
L bugfix_repo los de falende tests op
L feature_repo voeg een wachtwoord-reset flow toe met e-mail
L investigate zoek uit waarom de cache nooit wordt geleegd en los het op
L migration zet het project over van Python 2 naar Python 3
L ci_fix de pipeline faalt, maak hem groen
L perf_repo de API is traag, profileer en versnel
L tests_iterate voer de testsuite uit en repareer wat faalt
@pl
S regex wyrażenie regularne dla numeru PESEL
S sql zapytanie SQL: pracownicy(id, imie, dzial_id, pensja) - najwyższa pensja w każdym dziale
S explain_code wyjaśnij ten kod
S api_question co robi `git reflog`?
S docstring dodaj docstring do tej funkcji
S rewrite_code przepisz tę funkcję na async/await
S concept czym jest wzorzec obserwator?
L bugfix_repo napraw testy, które nie przechodzą
L feature_repo dodaj eksport raportów do CSV i testy do tego
L investigate dlaczego aplikacja zużywa tyle pamięci? znajdź przyczynę i napraw
L migration przenieś projekt z Javy 8 na Javę 21
L ci_fix CI nie przechodzi, napraw to
L build_project zbuduj prosty serwis do skracania linków z testami i Dockerfile
L refactor_repo usuń wszystkie nieużywane zależności i importy
@ru
S regex регулярка для российского номера телефона
S sql SQL: таблица orders(id, user_id, amount, created_at). Сумма заказов по месяцам
S explain_code объясни, что делает эта функция
S api_question что делает `git rebase -i`?
S docstring добавь докстринг к этой функции
S fix_snippet тут где-то ошибка на единицу, исправь функцию
S translate_code перепиши эту функцию на Go
S concept в чём разница между мьютексом и семафором?
L bugfix_repo почини падающие тесты
L ci_fix CI красный, сделай зелёным
L feature_repo добавь авторизацию через OAuth и покрой тестами
L investigate почему логин возвращает 500? найди и исправь
L migration переведи проект с Django 3 на Django 5
L tests_iterate прогони тесты и исправляй, пока всё не пройдёт
L refactor_repo разнеси монолитный main.py по модулям
L perf_repo страница отчётов грузится 10 секунд, разберись и ускорь
@uk
S regex регулярний вираз для українського номера телефону
S explain_code поясни, що робить цей код
S api_question що робить `git stash`?
S unit_test_fn напиши тести для цієї функції
S sql SQL: студенти(id, імʼя, група), оцінки(студент_id, бал). Середній бал по групах
S concept що таке замикання?
L bugfix_repo виправ тести, що падають
L feature_repo додай сторінку профілю користувача з редагуванням
L investigate чому сервіс падає після оновлення? знайди причину і виправ
L migration переведи проєкт з CommonJS на ES-модулі
L ci_fix збірка в CI падає, полагодь
L build_project створи телеграм-бота для нагадувань з базою даних і тестами
@tr
S regex Türkiye telefon numarası için regex
S sql SQL: urunler(id, ad, fiyat), siparisler(id, urun_id, adet). En çok satan 5 ürün
S explain_code bu fonksiyon ne yapıyor?
S api_question `git revert` ile `git reset` arasındaki fark ne?
S docstring bu fonksiyona docstring ekle
S small_codegen bir listeyi tekilleştiren Python fonksiyonu yaz
S concept REST ile GraphQL arasındaki fark nedir?
L bugfix_repo başarısız olan testleri düzelt
L feature_repo kullanıcılar için iki faktörlü doğrulama ekle
L investigate ödeme sayfası neden 500 veriyor? bul ve düzelt
L migration projeyi Express'ten NestJS'e taşı
L ci_fix CI kırmızı, yeşile çevir
L tests_iterate testleri çalıştır ve geçene kadar düzelt
L refactor_repo tekrar eden doğrulama kodunu tek bir modülde topla
@zh
S regex 写一个匹配中国手机号的正则
S sql SQL：表 orders(id, user_id, amount, created_at)，统计每个用户的订单总额
S explain_code 解释一下这段代码
S api_question `git rebase --onto` 是做什么的？
S docstring 给这个函数加上文档注释
S rewrite_code 把这个回调改成 async/await
S concept 进程和线程有什么区别？
S shell_cmd 查找当前目录下最大的十个文件的命令
L bugfix_repo 修复失败的测试
L ci_fix CI 挂了，帮我修好
L investigate 登录接口为什么返回 500？找到原因并修复
L feature_repo 给商品列表加上分页，并更新相关测试
L migration 把项目从 Vue 2 升级到 Vue 3
L build_project 做一个带用户认证、测试和 Dockerfile 的 REST API
L perf_repo 首页加载太慢，排查并优化
L refactor_repo 把 utils 目录拆分成独立模块并修改所有引用
@ja
S regex 日本の郵便番号にマッチする正規表現
S sql SQL：社員(id, 名前, 部署, 給与) から部署ごとの平均給与を出して
S explain_code このコードを説明して
S api_question `git cherry-pick` は何をするコマンド？
S docstring この関数にdocstringを追加して
S unit_test_fn この関数のユニットテストを書いて
S concept クロージャとは何ですか？
L bugfix_repo 失敗しているテストを直して
L ci_fix CIが落ちているので通るようにして
L investigate ログインで500エラーが出る原因を調べて修正して
L feature_repo 設定画面にダークモードを追加して
L migration プロジェクトをPython 3.12に移行して
L tests_iterate テストを実行して、全部通るまで修正して
L refactor_repo 重複しているバリデーション処理を共通化して
@ko
S regex 한국 휴대폰 번호 정규식 만들어줘
S sql SQL: 주문(id, 고객_id, 금액, 날짜) 테이블에서 월별 매출 합계
S explain_code 이 코드가 뭘 하는지 설명해줘
S api_question `git stash`는 뭐야?
S docstring 이 함수에 독스트링 추가해줘
S rewrite_code 이 함수를 더 읽기 쉽게 바꿔줘
S concept 동기와 비동기의 차이가 뭐야?
L bugfix_repo 실패하는 테스트 고쳐줘
L ci_fix CI 빨간불이야, 초록색으로 만들어줘
L investigate 로그인할 때 500 에러가 나는 이유 찾아서 고쳐줘
L feature_repo 게시판에 댓글 기능 추가하고 테스트도 작성해줘
L migration 프로젝트를 React 18에서 19로 업그레이드해줘
L build_project 인증, 테스트, Dockerfile 포함된 REST API 만들어줘
L perf_repo 대시보드가 느린데 원인 찾아서 최적화해줘
@vi
S regex regex kiểm tra số điện thoại Việt Nam
S sql SQL: bảng don_hang(id, khach_hang_id, tong_tien, ngay). Tổng doanh thu theo tháng
S explain_code giải thích đoạn code này
S api_question `git fetch` khác gì `git pull`?
S unit_test_fn viết unit test cho hàm này
S small_codegen viết hàm Python đảo ngược chuỗi
S concept closure trong JavaScript là gì?
L bugfix_repo sửa các test đang bị lỗi
L ci_fix CI đang fail, sửa giúp mình
L investigate tại sao API đăng nhập trả về 500? tìm và sửa
L feature_repo thêm chức năng đặt lại mật khẩu qua email
L migration chuyển dự án từ JavaScript sang TypeScript
L tests_iterate chạy test và sửa cho tới khi pass hết
@id
S regex regex untuk validasi NIK
S sql SQL: tabel transaksi(id, user_id, jumlah, tanggal). Total per user bulan ini
S explain_code jelaskan kode ini
S api_question apa bedanya `git merge` dan `git rebase`?
S docstring tambahkan docstring ke fungsi ini
S concept apa itu dependency injection?
S shell_cmd perintah untuk melihat port yang sedang dipakai
L bugfix_repo perbaiki test yang gagal
L ci_fix CI merah, tolong dibenerin
L investigate kenapa halaman checkout error 500? cari dan perbaiki
L feature_repo tambahkan fitur upload foto profil beserta test-nya
L migration migrasikan proyek dari Laravel 9 ke Laravel 11
L refactor_repo rapikan struktur folder dan perbaiki semua import
@ar
S regex تعبير نمطي للتحقق من البريد الإلكتروني
S sql استعلام SQL: جدول الطلبات(id, user_id, المبلغ) - مجموع المبالغ لكل مستخدم
S explain_code اشرح هذه الدالة
S api_question ما الفرق بين `git pull` و `git fetch`؟
S unit_test_fn اكتب اختبارات وحدة لهذه الدالة
S concept ما هو الـ deadlock؟
L bugfix_repo أصلح الاختبارات الفاشلة
L ci_fix خط CI فاشل، أصلحه
L investigate لماذا يعيد تسجيل الدخول خطأ 500؟ ابحث عن السبب وأصلحه
L feature_repo أضف دعم اللغة العربية واتجاه RTL للواجهة كلها
L migration انقل المشروع من MySQL إلى PostgreSQL
L build_project أنشئ واجهة REST مع مصادقة واختبارات وملف Dockerfile
@hi
S regex भारतीय मोबाइल नंबर के लिए regex लिखो
S explain_code यह फ़ंक्शन क्या करता है, समझाओ
S api_question `git reset --hard` क्या करता है?
S docstring इस फ़ंक्शन में docstring जोड़ो
S concept REST API क्या होती है?
S sql SQL: employees(id, name, dept, salary) में हर विभाग की औसत सैलरी
L bugfix_repo फेल हो रहे टेस्ट ठीक करो
L ci_fix CI फेल हो रहा है, उसे ठीक करो
L investigate लॉगिन पर 500 error क्यों आ रहा है? पता करके ठीक करो
L feature_repo ऐप में डार्क मोड जोड़ो और सारे पेज अपडेट करो
L migration प्रोजेक्ट को Python 3.12 पर माइग्रेट करो
L tests_iterate टेस्ट चलाओ और जब तक सब पास न हों ठीक करते रहो
@cs
S regex regulární výraz pro české PSČ
S explain_code vysvětli, co dělá tahle funkce
S api_question co dělá `git bisect`?
S unit_test_fn napiš testy pro tuhle funkci
S sql SQL: objednavky(id, zakaznik_id, castka). Součet částek podle zákazníka
S concept jaký je rozdíl mezi TCP a UDP?
L bugfix_repo oprav padající testy
L ci_fix CI je červené, oprav to
L investigate proč přihlášení vrací 500? najdi příčinu a oprav
L feature_repo přidej export faktur do PDF
L migration převeď projekt z Javy 11 na Javu 21
L refactor_repo rozděl velký soubor services.py na menší moduly
@sv
S regex regex för svenskt personnummer
S explain_code förklara vad den här funktionen gör
S api_question vad gör `git commit --amend`?
S docstring lägg till en docstring i den här funktionen
S sql SQL: kunder(id, namn), ordrar(id, kund_id, belopp). Kunder med fler än 5 ordrar
S concept vad är skillnaden mellan en stack och en kö?
L bugfix_repo fixa testerna som fallerar
L ci_fix CI är rött, fixa det
L investigate varför kraschar appen vid uppstart? hitta felet och åtgärda
L feature_repo lägg till sökfunktion i adminpanelen med tester
L migration migrera projektet från Create React App till Vite
L tests_iterate kör testerna och fixa tills allt går igenom
"""


def _parse():
    out = []
    for block, default_lang in ((_EN, "en"), (_EN_LONG, "en"), (_OTHER, None)):
        lang = default_lang
        for line in block.strip().splitlines():
            line = line.strip()
            if not line:
                continue
            if line.startswith("@"):
                lang = line[1:]
                continue
            lab, kind, text = line.split(" ", 2)
            out.append((text, "single_step" if lab == "S" else "long_horizon", kind, lang))
    return out


ASKS = _parse()

# Earlier plain (no-tool) exchanges used to build follow-up turns.
PRIOR_QA = [
    ("what's the difference between a list and a tuple in python?",
     "Lists are mutable and meant for homogeneous sequences you grow or change; tuples are immutable, hashable when their items are, and fit fixed-shape records."),
    ("how do I check which node version I'm on?", "Run `node --version` (or `node -v`). With nvm, `nvm current` shows the active one."),
    ("is it ok to commit package-lock.json?", "Yes. Committing the lockfile gives reproducible installs; CI should use `npm ci` against it."),
    ("remind me how to create a venv", "`python -m venv .venv`, then `source .venv/bin/activate` (or `.venv\\Scripts\\activate` on Windows)."),
    ("what's a good name for a module that holds HTTP helpers?", "Something like `http_utils`, `httpclient` or `transport` - pick the one matching existing naming in the project."),
    ("what does 202 Accepted mean?", "The server accepted the request for processing but hasn't finished; it's common for async jobs, often with a status URL."),
    ("thanks, that worked", "Glad it helped. Anything else?"),
    ("can you explain what a JWT contains?", "Three base64url parts: a header (algorithm, type), a payload of claims (sub, exp, iat and custom fields) and a signature over the first two."),
    ("what's the shortcut to open the command palette?", "Ctrl+Shift+P on Windows/Linux, Cmd+Shift+P on macOS."),
    ("which is faster, map or a for loop in JS?", "For typical sizes the difference is negligible; a plain for loop avoids callback overhead, but choose for readability first."),
    ("¿qué es un middleware?", "Es una función que se ejecuta entre la petición y el manejador final; sirve para autenticación, logs, parsing, etc."),
    ("c'est quoi la différence entre PUT et PATCH ?", "PUT remplace la ressource entière ; PATCH applique une modification partielle."),
    ("什么是幂等？", "同一个操作执行一次和执行多次的效果相同，比如 HTTP 的 PUT 和 DELETE。"),
    ("was ist ein Docker-Volume?", "Ein von Docker verwalteter Speicherbereich, der unabhängig vom Container-Lebenszyklus Daten persistiert."),
    ("what's semantic versioning?", "MAJOR.MINOR.PATCH: bump major for breaking changes, minor for compatible features, patch for compatible fixes."),
    ("how do I see the diff of staged changes?", "`git diff --cached` (alias `--staged`)."),
]

NUDGES = {
    "en": ["continue", "go on", "keep going", "fix it", "yes, do that", "ok try again", "proceed", "looks good, continue"],
    "fr": ["continue", "vas-y"], "de": ["weiter", "mach weiter"], "es": ["sigue", "continúa"],
    "ru": ["продолжай", "дальше"], "zh": ["继续", "接着改"], "ja": ["続けて"], "pt": ["continua"],
    "ko": ["계속해줘"], "it": ["continua"], "tr": ["devam et"], "pl": ["kontynuuj"],
}
