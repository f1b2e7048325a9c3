"""Phrase pools for the synthetic training data (our own wording, several languages).

Why pools with a held-out split: every pool is cut into a training part and an evaluation part (every fourth
entry), so the evaluation measures generalisation to phrasings the model never saw, not recall of templates.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

Split = str  # "train" | "heldout" | "all"


def pick(rng: random.Random, pool: Sequence[str], split: Split) -> str:
    """Choose from the split's part of a pool (index % 4 == 3 is held out)."""
    if split == "all" or len(pool) < 4:
        return rng.choice(pool)
    if split == "heldout":
        return pool[rng.randrange(len(pool) // 4) * 4 + 3]
    while True:
        i = rng.randrange(len(pool))
        if i % 4 != 3:
            return pool[i]


FUNCS = [
    "parse_header",
    "load_config",
    "retry_request",
    "merge_intervals",
    "normalize_path",
    "to_snake_case",
    "compute_checksum",
    "render_template",
    "flatten",
    "debounce",
    "validate_email",
    "chunk_list",
    "read_csv_rows",
    "topological_sort",
    "lru_get",
    "format_bytes",
    "parse_duration",
    "hash_password",
    "build_query",
    "diff_lines",
    "tokenize",
    "resolve_alias",
    "is_palindrome",
    "slugify",
]
THINGS = [
    "ISO dates",
    "IPv4 addresses",
    "semantic versions",
    "hex colours",
    "UK postcodes",
    "email addresses",
    "UUIDs",
    "quoted strings",
    "trailing whitespace",
    "markdown links",
    "phone numbers",
    "camelCase words",
]
APPS = [
    "a REST API for a todo app",
    "a URL shortener service",
    "a CLI that syncs two S3 buckets",
    "a chat server",
    "an inventory management backend",
    "a blog engine with markdown posts",
    "a job queue with retries",
    "a multiplayer tic-tac-toe web app",
    "a GraphQL gateway",
    "a static site generator",
    "a payments microservice",
    "a Slack bot that triages issues",
    "a recipe sharing app",
    "an expense tracker with a React frontend",
    "a rate limiter library with a Redis backend",
    "a file upload service with thumbnails",
]
FEATURES = [
    "JWT auth",
    "tests",
    "a Dockerfile",
    "CI",
    "pagination",
    "OpenAPI docs",
    "database migrations",
    "role-based access control",
    "structured logging",
    "a admin dashboard",
    "caching",
    "webhooks",
]
SYMPTOMS = [
    "the login endpoint returns 500 after the last merge",
    "the nightly build fails on Windows",
    "uploads larger than 10 MB hang",
    "the test suite is flaky in CI",
    "memory grows until the worker dies",
    "dates are off by one day for users in Asia",
    "the search page is slow with many results",
    "the app crashes on startup after upgrading dependencies",
    "duplicate emails are sent on retry",
    "integration tests time out against the staging database",
    "the websocket reconnect loop never stops",
    "pagination skips items on the last page",
]
MIGRATIONS = [
    ("Python 2", "Python 3"),
    ("JavaScript", "TypeScript"),
    ("Flask", "FastAPI"),
    ("Mocha", "Vitest"),
    ("REST", "gRPC"),
    ("MySQL", "PostgreSQL"),
    ("class components", "React hooks"),
    ("callbacks", "async/await"),
    ("Webpack", "Vite"),
    ("unittest", "pytest"),
    ("Java 8", "Java 21"),
    ("setup.py", "pyproject.toml"),
]
LANGS = [
    "Python",
    "TypeScript",
    "Go",
    "Rust",
    "Java",
    "C#",
    "Ruby",
    "Kotlin",
    "C++",
    "PHP",
    "Swift",
    "Elixir",
]

SINGLE_EN = [
    "Explain what {fn} does.",
    "Add a docstring to {fn}.",
    "What does this regex match? {regex}",
    "Write a regex that matches {thing}.",
    "Write a SQL query that returns the top 5 customers by revenue given this schema:\n{schema}",
    "Translate this snippet to {lang}.",
    "Optimize this function, it is too slow.",
    "Rewrite {fn} so it is easier to read.",
    "Add type hints to {fn}.",
    "Write a unit test for {fn}.",
    "Why does this raise a KeyError?",
    "How do I read a file line by line in {lang}?",
    "What is the difference between a process and a thread?",
    "Rename the variables in this snippet so they make sense.",
    "Convert this callback code to async/await.",
    "Add comments explaining each step.",
    "can you make {fn} handle empty input",
    "is there a bug in this function?",
    "Simplify this expression.",
    "What's the time complexity of {fn}?",
    "Write a one-line shell command that counts lines in all .py files.",
    "give me a jsdoc comment for this",
    "Turn this loop into a list comprehension.",
    "Explain this error message: {err}",
    "Write a short docstring for the class below.",
    "What does the `yield` keyword do here?",
    "Make this function pure, no globals.",
    "Suggest a better name for {fn}.",
    "Format this JSON nicely.",
    "How would I memoize {fn}?",
    "Does this SQL query have an injection risk?",
    "Write a test case for the edge case where the list is empty.",
]
LONG_EN = [
    "Build {app} with {feat1}, {feat2} and {feat3}.",
    "Fix the failing tests in {dir} and make the whole suite pass.",
    "Migrate the codebase from {mig0} to {mig1}.",
    "Find and fix the bug where {symptom}.",
    "Add {feat1} across the project and update the tests and docs.",
    "Set up CI and a Dockerfile for this repo, then make sure the build is green.",
    "Refactor the {dir} package into smaller modules and update every import.",
    "Implement {feat1} end to end: backend, frontend and tests.",
    "Investigate why {symptom} and fix it; run the test suite until it passes.",
    "Upgrade all dependencies to their latest major versions and fix whatever breaks.",
    "create {app}",
    "make {app} from scratch, with {feat1}",
    "Our repo has no tests. Add a test suite covering the main modules and wire it into CI.",
    "Port the whole project from {mig0} to {mig1} and keep behaviour identical.",
    "Go through the repository and replace the deprecated logging calls everywhere, then run the tests.",
    "scaffold {app}, include {feat1} and {feat2}",
    "Implement the feature described in issue #{num} and open a PR.",
    "The CI is red since yesterday: {symptom}. Track it down and fix it.",
    "Split the monolith in {dir} into two services with a shared library, and update deployment scripts.",
    "Write {app}. It needs {feat1}, {feat2}, {feat3} and a README.",
    "Reproduce the bug where {symptom}, add a regression test, then fix it.",
    "Add end-to-end tests for the checkout flow and fix any bugs they find.",
    "Set up the project: install dependencies, run the migrations, and get the dev server running.",
    "Rename the `{fn}` API to `{fn}_v2` everywhere in the codebase, including tests and docs.",
]
CONTINUE = [
    "continue",
    "fix it",
    "go on",
    "keep going",
    "try again",
    "yes",
    "do it",
    "now run the tests",
    "that didn't work",
    "ok",
    "proceed",
    "still failing",
    "looks good, continue",
    "retry",
    "next",
    "sigue",
    "weiter",
    "continue s'il te plaît",
    "продолжай",
    "続けて",
    "继续",
    "continua",
    "y?",
    "the tests still fail",
    "you missed a file",
    "go ahead",
    "please continue",
    "fix the lint errors too",
]
SIDE_TITLE = [
    "Generate a short title for this conversation.",
    "Summarize the user's request in five words or fewer for a tab title.",
    "Write a concise title (max 6 words) for the following chat.",
    'Is this message a new topic? Answer with JSON {{"isNewTopic": bool, "title": str}}.',
    "Give this session a name.",
    "Return a 3-7 word headline describing the task.",
]
SIDE_COMMIT = [
    "Write a commit message for the following diff.",
    "Generate a conventional commit message for these changes.",
    "Summarize this diff as a one-line commit subject and a short body.",
    "Write a git commit message (imperative mood, under 72 chars) for this change.",
    "Describe these staged changes in a commit message.",
]
SIDE_SUMMARY = [
    "Summarize the conversation so far so it can be continued later. Keep file names and decisions.",
    "Briefly summarise this partial conversation about the code, writing as the user.",
    "Your task is to create a detailed summary of the conversation so far, including the files "
    "touched, errors seen and the remaining work.",
    "Condense the history above into a compact summary for handoff to another engineer.",
    "Write a recap of what has been done and what is left.",
    "Compact the context: produce a summary of the previous messages.",
]

# (single, long) templates per language; {fn}, {app}, {symptom} stay English like real identifiers do.
FOREIGN: dict[str, tuple[list[str], list[str]]] = {
    "es": (
        [
            "Explica qué hace {fn}.",
            "Añade un docstring a {fn}.",
            "¿Qué coincide con esta expresión regular? {regex}",
            "Optimiza esta función.",
            "Traduce este fragmento a {lang}.",
            "Escribe una prueba unitaria para {fn}.",
        ],
        [
            "Construye {app} con autenticación, pruebas y un Dockerfile.",
            "Arregla los tests que fallan en el repositorio y ejecútalos hasta que pasen.",
            "Migra todo el proyecto de {mig0} a {mig1}.",
            "Encuentra y corrige el error en el repositorio: {symptom}.",
            "Refactoriza todo el código del proyecto.",
        ],
    ),
    "de": (
        [
            "Erkläre, was {fn} macht.",
            "Füge {fn} einen Docstring hinzu.",
            "Was bedeutet dieser reguläre Ausdruck? {regex}",
            "Optimiere diese Funktion.",
            "Übersetze diesen Schnipsel nach {lang}.",
            "Schreibe einen Unit-Test für {fn}.",
        ],
        [
            "Erstelle {app} mit Authentifizierung, Tests und Dockerfile.",
            "Behebe die fehlschlagenden Tests im Repository und führe sie aus, bis alle grün sind.",
            "Migriere das gesamte Projekt von {mig0} auf {mig1}.",
            "Finde und behebe den Fehler im Projekt: {symptom}.",
            "Refaktoriere die ganze Codebasis.",
        ],
    ),
    "fr": (
        [
            "Explique ce que fait {fn}.",
            "Ajoute une docstring à {fn}.",
            "Que signifie cette expression régulière ? {regex}",
            "Optimise cette fonction.",
            "Traduis cet extrait en {lang}.",
            "Écris un test unitaire pour {fn}.",
        ],
        [
            "Construis {app} avec authentification, tests et Dockerfile.",
            "Corrige les tests qui échouent dans le dépôt et relance-les jusqu'à ce qu'ils passent.",
            "Migre tout le projet de {mig0} vers {mig1}.",
            "Trouve et répare le bogue dans le projet : {symptom}.",
            "Refactorise tout le code du dépôt.",
        ],
    ),
    "pt": (
        [
            "Explique o que {fn} faz.",
            "Adicione uma docstring a {fn}.",
            "O que esta expressão regular captura? {regex}",
            "Otimize esta função.",
            "Traduza este trecho para {lang}.",
            "Escreva um teste unitário para {fn}.",
        ],
        [
            "Construa {app} com autenticação, testes e um Dockerfile.",
            "Conserte os testes falhando no repositório e rode até todos passarem.",
            "Migre o projeto inteiro de {mig0} para {mig1}.",
            "Encontre e corrija o erro no projeto: {symptom}.",
            "Refatore todo o código do repositório.",
        ],
    ),
    "ru": (
        [
            "Объясни, что делает {fn}.",
            "Добавь docstring к {fn}.",
            "Что означает это регулярное выражение? {regex}",
            "Оптимизируй эту функцию.",
            "Переведи этот фрагмент на {lang}.",
            "Напиши юнит-тест для {fn}.",
        ],
        [
            "Создай {app} с авторизацией, тестами и Dockerfile.",
            "Исправь падающие тесты в репозитории и прогони их, пока все не пройдут.",
            "Перенеси весь проект с {mig0} на {mig1}.",
            "Найди и исправь ошибку в проекте: {symptom}.",
            "Отрефактори весь код проекта.",
        ],
    ),
    "zh": (
        [
            "解释一下 {fn} 的作用。",
            "给 {fn} 加一个文档注释。",
            "这个正则表达式匹配什么？{regex}",
            "优化这个函数。",
            "把这段代码翻译成 {lang}。",
            "为 {fn} 写一个单元测试。",
        ],
        [
            "构建 {app}，包含认证、测试和 Dockerfile。",
            "修复仓库里失败的测试，并运行直到全部通过。",
            "把整个项目从 {mig0} 迁移到 {mig1}。",
            "在项目中找到并修复这个错误：{symptom}。",
            "重构整个代码库。",
        ],
    ),
    "ja": (
        [
            "{fn} が何をするか説明してください。",
            "{fn} にコメントを追加して。",
            "この正規表現は何にマッチしますか？{regex}",
            "この関数を最適化してください。",
            "このコードを {lang} に翻訳して。",
            "{fn} の単体テストを書いて。",
        ],
        [
            "認証、テスト、Dockerfile 付きで {app} を構築してください。",
            "リポジトリの失敗しているテストを修正し、全部通るまで実行してください。",
            "プロジェクト全体を {mig0} から {mig1} に移行して。",
            "プロジェクトのバグを見つけて修正して：{symptom}。",
            "コードベース全体をリファクタリングして。",
        ],
    ),
}
ERRORS = [
    "TypeError: 'NoneType' object is not subscriptable",
    "panic: runtime error: index out of range",
    "Cannot read properties of undefined (reading 'map')",
    "error[E0502]: cannot borrow as mutable",
    "java.lang.NullPointerException",
    "ModuleNotFoundError: No module named 'yaml'",
    "SyntaxError: Unexpected token '<'",
    "segmentation fault (core dumped)",
]
REGEXES = [
    r"^\d{4}-\d{2}-\d{2}$",
    r"(?i)^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$",
    r"\b(\w+)\s+\1\b",
    r"^(?:[0-9]{1,3}\.){3}[0-9]{1,3}$",
    r"#[0-9a-fA-F]{6}",
    r"\s+$",
    r"^v?(\d+)\.(\d+)\.(\d+)$",
    r"\[([^\]]+)\]\(([^)]+)\)",
]
DIRS = [
    "src/auth",
    "services/billing",
    "pkg/storage",
    "app/api",
    "lib/parser",
    "internal/scheduler",
    "web/src",
    "backend/orders",
    "tools/cli",
    "core/engine",
]

# Evaluation-only phrasings (never used for training, never used to tune the lexicon).
SINGLE_EN_EVAL = [
    "What is this snippet doing exactly?",
    "Can you tell me what {fn} returns when the list is empty?",
    "Document {fn} with a proper docstring, google style.",
    "Explain the regex {regex} piece by piece.",
    "Give me a pattern to validate {thing}.",
    "Port this little helper to {lang}.",
    "This loop is slow, any faster way to write it?",
    "Refactor {fn} to use early returns.",
    "Generate a pytest case for {fn}.",
    "I get {err} on this line, why?",
    "Whats the idiomatic way to reverse a string in {lang}",
    "Convert this SQL to a SQLAlchemy query.",
    "Add inline comments to the code below.",
    "Is {fn} thread-safe?",
    "Shorten this function.",
    "What would be a good name for this variable?",
    "Write a SELECT that joins orders and customers on id.",
    "Explain big-O of this code.",
    "Make this regex case-insensitive: {regex}",
    "Write the commit message for: fix off-by-one in pagination",
]
LONG_EN_EVAL = [
    "Create {app} using {lang}, including {feat1} and {feat2}, with a test suite.",
    "The build is broken on main: {symptom}. Please investigate the repo and get it green again.",
    "Move our whole project from {mig0} to {mig1}, updating every file that needs it.",
    "Develop {app}; set up the project structure, {feat1}, and deployment.",
    "Track down why {symptom} and patch it, adding tests that prove the fix.",
    "Introduce {feat1} to every service in the monorepo and make CI pass.",
    "Start a new {lang} project for {app} and get it running locally with {feat2}.",
    "Clean up the entire codebase: remove dead code, fix lint errors, and make sure tests still pass.",
    "Please get the failing integration tests in {dir} passing again; iterate until they are green.",
    "Implement {app} end-to-end with {feat1}, {feat2} and docs.",
    "Bump the framework to the next major version throughout the repo and repair breakages.",
    "Add a plugin system to the app so third parties can register handlers, with docs and examples.",
]
