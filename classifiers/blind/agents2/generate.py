#!/usr/bin/env python3
"""Blind evaluation set: coding agents / agent frameworks -> single_step | long_horizon.

Deterministic (fixed seed). Python 3.11 stdlib only.
Writes agents2.jsonl.gz (gzip mtime=0) next to this file.
"""
import gzip
import io
import json
import os
import random
import uuid

SEED = 20261205
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "agents2.jsonl.gz")

rng = random.Random(SEED)


def uid(prefix=""):
    return prefix + "%032x" % rng.getrandbits(128)


def short_id(prefix="call_", n=24):
    alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    return prefix + "".join(rng.choice(alphabet) for _ in range(n))


# ---------------------------------------------------------------------------
# Code material
# ---------------------------------------------------------------------------
LANGS = {
    "python": dict(ext="py", fence="python", dirs=["src/app", "app", "lib", "pkg/core"],
                   test="python -m pytest -q", tdir="tests"),
    "typescript": dict(ext="ts", fence="ts", dirs=["src", "src/lib", "packages/api/src"],
                       test="npx jest", tdir="__tests__"),
    "go": dict(ext="go", fence="go", dirs=["internal/store", "pkg/server", "cmd/tool"],
               test="go test ./...", tdir="internal"),
    "rust": dict(ext="rs", fence="rust", dirs=["src", "crates/core/src"], test="cargo test",
                 tdir="tests"),
    "java": dict(ext="java", fence="java", dirs=["src/main/java/com/acme/billing"],
                 test="./gradlew test", tdir="src/test/java/com/acme/billing"),
    "ruby": dict(ext="rb", fence="ruby", dirs=["lib", "app/models", "app/services"],
                 test="bundle exec rspec", tdir="spec"),
    "csharp": dict(ext="cs", fence="csharp", dirs=["src/Orders", "src/Api"], test="dotnet test",
                   tdir="tests/Orders.Tests"),
    "php": dict(ext="php", fence="php", dirs=["src", "app/Http/Controllers"],
                test="vendor/bin/phpunit", tdir="tests/Unit"),
    "kotlin": dict(ext="kt", fence="kotlin", dirs=["app/src/main/kotlin/io/demo"],
                   test="./gradlew test", tdir="app/src/test/kotlin/io/demo"),
}
LANG_NAMES = list(LANGS)
WORDS = ["cache", "order", "invoice", "user", "session", "token", "price", "batch", "queue", "report",
         "config", "retry", "parser", "header", "payload", "ledger", "cart", "slug", "tenant", "quota",
         "event", "metric", "upload", "shard", "webhook", "coupon", "locale", "badge"]
VERBS = ["parse", "load", "compute", "normalize", "merge", "validate", "fetch", "render", "apply",
         "resolve", "split", "encode", "flush", "build", "expire", "sum", "find", "group"]


def fname(style="snake"):
    v, w = rng.choice(VERBS), rng.choice(WORDS)
    if style == "snake":
        return f"{v}_{w}"
    return v + w.capitalize()


def make_func(lang, name=None):
    a, b = rng.choice(WORDS), rng.choice(WORDS)
    n = rng.randint(2, 90)
    if lang == "python":
        name = name or fname()
        v = rng.randint(0, 2)
        if v == 0:
            return name, (f"def {name}({a}s, limit={n}):\n    out = []\n    for item in {a}s:\n"
                          f"        if item.get('{b}') is None:\n            continue\n"
                          f"        out.append(item['{b}'] * 2)\n        if len(out) >= limit:\n            break\n"
                          f"    return out\n")
        if v == 1:
            return name, (f"def {name}(raw: str) -> dict:\n    result = {{}}\n    for line in raw.splitlines():\n"
                          f"        if not line.strip() or line.startswith('#'):\n            continue\n"
                          f"        key, _, value = line.partition('=')\n        result[key.strip()] = value.strip()\n"
                          f"    return result\n")
        return name, (f"def {name}(self, key, ttl={n}):\n    entry = self._store.get(key)\n"
                      f"    if entry and time.time() - entry.ts < ttl:\n        return entry.value\n"
                      f"    value = self._loader(key)\n    self._store[key] = Entry(value, time.time())\n    return value\n")
    if lang == "typescript":
        name = name or fname("camel")
        if rng.random() < 0.5:
            return name, (f"export function {name}({a}s: {a.capitalize()}[], max = {n}): number {{\n"
                          f"  let total = 0;\n  for (const x of {a}s) {{\n    if (!x.{b}) continue;\n"
                          f"    total += x.{b}.amount;\n    if (total > max) break;\n  }}\n  return total;\n}}\n")
        return name, (f"export async function {name}(id: string): Promise<{b.capitalize()} | null> {{\n"
                      f"  const res = await fetch(`/api/{b}s/${{id}}`);\n  if (res.status === 404) return null;\n"
                      f"  if (!res.ok) throw new Error(`{name} failed: ${{res.status}}`);\n  return (await res.json()) as {b.capitalize()};\n}}\n")
    if lang == "go":
        name = name or fname("camel").capitalize()
        return name, (f"func {name}(items []{a.capitalize()}, limit int) ([]string, error) {{\n"
                      f"\tout := make([]string, 0, len(items))\n\tfor i, it := range items {{\n"
                      f"\t\tif i >= limit {{\n\t\t\tbreak\n\t\t}}\n\t\tif it.{b.capitalize()} == \"\" {{\n"
                      f"\t\t\treturn nil, fmt.Errorf(\"item %d: empty {b}\", i)\n\t\t}}\n"
                      f"\t\tout = append(out, strings.ToLower(it.{b.capitalize()}))\n\t}}\n\treturn out, nil\n}}\n")
    if lang == "rust":
        name = name or fname()
        return name, (f"pub fn {name}(input: &str) -> Result<Vec<u32>, ParseIntError> {{\n"
                      f"    input\n        .split(',')\n        .filter(|s| !s.trim().is_empty())\n"
                      f"        .map(|s| s.trim().parse::<u32>())\n        .collect()\n}}\n")
    if lang == "java":
        name = name or fname("camel")
        return name, (f"public BigDecimal {name}(List<{a.capitalize()}> rows) {{\n"
                      f"    BigDecimal sum = BigDecimal.ZERO;\n    for ({a.capitalize()} r : rows) {{\n"
                      f"        if (r.get{b.capitalize()}() == null) continue;\n"
                      f"        sum = sum.add(r.get{b.capitalize()}().multiply(BigDecimal.valueOf({n})));\n    }}\n"
                      f"    return sum.setScale(2, RoundingMode.HALF_UP);\n}}\n")
    if lang == "ruby":
        name = name or fname()
        return name, (f"def {name}({a}s)\n  {a}s.each_with_object({{}}) do |item, acc|\n"
                      f"    next if item.{b}.nil?\n    acc[item.{b}] ||= []\n    acc[item.{b}] << item\n  end\nend\n")
    if lang == "csharp":
        name = name or fname("camel").capitalize()
        return name, (f"public static IReadOnlyList<string> {name}(IEnumerable<{a.capitalize()}> src)\n{{\n"
                      f"    return src.Where(x => x.{b.capitalize()} != null)\n"
                      f"              .OrderBy(x => x.CreatedAt)\n              .Select(x => x.{b.capitalize()}!.Trim())\n"
                      f"              .Take({n})\n              .ToList();\n}}\n")
    if lang == "php":
        name = name or fname("camel")
        return name, (f"public function {name}(array ${a}s): array\n{{\n    $out = [];\n"
                      f"    foreach (${a}s as $row) {{\n        if (empty($row['{b}'])) {{\n            continue;\n        }}\n"
                      f"        $out[] = strtoupper($row['{b}']);\n    }}\n    return $out;\n}}\n")
    name = name or fname("camel")
    return name, (f"fun {name}(xs: List<{a.capitalize()}>): Map<String, Int> =\n"
                  f"    xs.filter {{ it.{b} != null }}\n      .groupingBy {{ it.{b}!! }}\n      .eachCount()\n")


def make_file(lang, target_chars, must_have=None):
    parts, names = [], []
    if must_have:
        parts.append(must_have[1])
        names.append(must_have[0])
    while sum(len(p) for p in parts) < target_chars:
        n, c = make_func(lang)
        parts.append(c)
        names.append(n)
    rng.shuffle(parts)
    header = {"python": "import time\nimport logging\n\nlog = logging.getLogger(__name__)\n\n",
              "go": "package store\n\nimport (\n\t\"fmt\"\n\t\"strings\"\n)\n\n",
              "typescript": "import { db } from './db';\n\n",
              "rust": "use std::num::ParseIntError;\n\n",
              "java": "package com.acme.billing;\n\nimport java.math.*;\nimport java.util.*;\n\n",
              }.get(lang, "")
    return header + "\n".join(parts)


def snippet(lang=None):
    lang = lang or rng.choice(LANG_NAMES)
    name, code = make_func(lang)
    return lang, name, code


def fenced(lang, code):
    return f"```{LANGS[lang]['fence']}\n{code}```"


def src_path(lang):
    L = LANGS[lang]
    return f"{rng.choice(L['dirs'])}/{rng.choice(WORDS)}{'_' + rng.choice(WORDS) if rng.random() < .4 else ''}.{L['ext']}"


SCHEMAS = [
    "CREATE TABLE customers(id INT PRIMARY KEY, name TEXT, country TEXT);\nCREATE TABLE orders(id INT PRIMARY KEY, customer_id INT REFERENCES customers(id), total NUMERIC(10,2), created_at TIMESTAMP);",
    "CREATE TABLE employees(id SERIAL PRIMARY KEY, name TEXT, manager_id INT, dept TEXT, salary INT);",
    "CREATE TABLE events(id BIGINT, user_id BIGINT, kind VARCHAR(32), ts TIMESTAMPTZ);\nCREATE TABLE users(id BIGINT PRIMARY KEY, email TEXT, signup_at TIMESTAMPTZ);",
]

# ---------------------------------------------------------------------------
# Asks (written for this set)
# ---------------------------------------------------------------------------
# single-step templates. placeholders: {S}=fenced snippet, {F}=func name, {L}=lang name, {L2}, {SCHEMA}, {EXT}
SINGLE = {
    "en": [
        "Write a regex that matches ISO 8601 dates (YYYY-MM-DD) and nothing else.",
        "what does `git rebase --onto` actually do? short answer please",
        "Explain what this function does:\n\n{S}",
        "Add a docstring to `{F}`.\n\n{S}",
        "Can you write unit tests for just this function?\n{S}",
        "Translate this {L} function to {L2}, same behaviour:\n{S}",
        "Given this schema:\n{SCHEMA}\nwrite SQL that returns the 5 biggest spenders of 2023.",
        "How do I undo the last commit but keep the changes staged?",
        "Is there a bug in this snippet? Only judge what I pasted.\n{S}",
        "Rename `{F}` to something more descriptive, in this snippet only.\n{S}",
        "What's the time complexity of this?\n{S}",
        "one-liner to count lines across all *.{EXT} files in the current directory?",
        "difference between Promise.all and Promise.allSettled, in two sentences",
        "Make this more readable without changing behaviour:\n{S}",
        "Write a cron expression for every weekday at 07:30.",
        "Add type annotations to this function:\n{S}",
        "Write a short comment for the trickiest line here:\n{S}",
        "How do I set an environment variable for a single command in PowerShell?",
        "What does `set -euo pipefail` do?",
        "Give me a jq filter that pulls `.items[].id` out of a JSON file into a plain list.",
        "Why could `{F}` misbehave on empty input? Just reason about this code:\n{S}",
        "Convert this to use early returns:\n{S}",
        "quick q: is `HashMap` in Rust ordered?",
        "Write a .gitignore entry that ignores every `dist` folder except the one in `docs/`.",
        "What HTTP status should a create endpoint return when the resource already exists?",
        "Write a SQL query for this schema listing each department's highest paid employee:\n{SCHEMA}",
    ],
    "es": [
        "¿Qué hace esta función?\n{S}",
        "Escribe una expresión regular para validar códigos postales españoles de 5 dígitos.",
        "Añade un docstring a `{F}`:\n{S}",
        "¿Cuál es la diferencia entre `git merge` y `git rebase`?",
        "Reescribe esta función para que sea más legible, sin cambiar su comportamiento:\n{S}",
    ],
    "de": [
        "Erklär mir kurz, was diese Funktion macht:\n{S}",
        "Schreib einen regulären Ausdruck für deutsche IBANs.",
        "Schreibe Unit-Tests nur für diese eine Funktion:\n{S}",
        "Was bewirkt `git commit --amend --no-edit` genau?",
    ],
    "fr": [
        "Peux-tu expliquer ce que fait ce code ?\n{S}",
        "Écris une requête SQL pour ce schéma qui liste les clients sans commande :\n{SCHEMA}",
        "Ajoute des commentaires à cette fonction :\n{S}",
        "Quelle est la différence entre `==` et `===` en JavaScript ?",
    ],
    "zh": [
        "这个函数是做什么的？\n{S}",
        "写一个匹配中国大陆手机号的正则表达式。",
        "给 `{F}` 加上文档注释：\n{S}",
        "`git stash pop` 和 `git stash apply` 有什么区别？",
    ],
    "ja": [
        "この関数の動作を説明してください。\n{S}",
        "メールアドレスを検証する簡単な正規表現を書いてください。",
        "この関数だけのユニットテストを書いてください：\n{S}",
    ],
    "pt": [
        "O que esse trecho faz?\n{S}",
        "Como eu desfaço um `git add` de um arquivo só?",
    ],
    "ru": [
        "Объясни, что делает эта функция:\n{S}",
        "Напиши регулярное выражение для IPv4-адреса.",
    ],
    "ko": ["이 함수가 무엇을 하는지 설명해 줘:\n{S}", "이 코드에 타입 힌트를 추가해 줘:\n{S}"],
    "it": ["Scrivi un'espressione cron per ogni lunedì alle 9.", "Cosa fa questa funzione?\n{S}"],
}

LONG = {
    "en": [
        "Fix the failing tests in {TDIR}/.",
        "the CI is red, make it green",
        "Find why the cache never expires and fix it.",
        "Add pagination to every list endpoint and update the tests accordingly.",
        "Migrate this project from {MIG}.",
        "Add a --dry-run flag to the CLI, wire it through every subcommand and document it in the README.",
        "Build a REST API with auth, tests and a Dockerfile.",
        "Upgrade the project to {VER} and fix whatever breaks.",
        "There's a memory leak somewhere in the importer. Track it down and fix it.",
        "Users say login fails right after a password reset. Investigate and fix.",
        "Refactor all database access to go through the repository layer.",
        "Remove the deprecated `{F}` helper and update every caller.",
        "Set up CI that runs lint and tests on every push.",
        "Replace print debugging with structured logging across the services.",
        "Why does the build fail on a clean checkout? Fix it.",
        "Implement the TODOs under {DIR}/.",
        "Rename the `User` model to `Account` everywhere, migrations included.",
        "Write end-to-end tests for the checkout flow and make them pass.",
        "The integration tests are flaky; figure out why and stabilize them.",
        "bump the dependencies, run the suite, fix breakages",
        "look into issue #{N}: exports time out for big tenants. fix it",
        "add rate limiting to the public API",
        "make `{F}` async and update everything that calls it",
    ],
    "es": ["Arregla los tests que fallan en el repositorio.",
           "Encuentra por qué la caché nunca expira y corrígelo.",
           "Añade autenticación con JWT a la API y escribe los tests."],
    "de": ["Die Pipeline ist rot, bitte reparieren.",
           "Füge allen API-Endpunkten eine Paginierung hinzu und passe die Tests an.",
           "Finde heraus, warum der Export bei großen Mandanten abbricht, und behebe es."],
    "fr": ["Corrige le bug de connexion après réinitialisation du mot de passe, il est quelque part dans le module auth.",
           "Migre le projet de Webpack vers Vite.",
           "Fais passer les tests qui échouent."],
    "zh": ["修复仓库里所有失败的测试。", "把项目从 Python 3.8 升级到 3.12，并修复出现的问题。",
           "找出缓存为什么从不过期并修好它。"],
    "ja": ["リポジトリ全体のログ出力を構造化ログに置き換えてください。", "失敗しているテストを直して。"],
    "pt": ["Corrija os testes que estão falhando e rode a suíte de novo.",
           "Implemente paginação em todos os endpoints de listagem."],
    "ru": ["Найди, почему падает сборка, и почини.", "Добавь в CLI флаг --verbose и протащи его через все команды."],
    "ko": ["저장소에서 실패하는 테스트를 찾아서 고쳐 줘."],
    "it": ["Trova perché l'esportazione va in timeout e correggilo."],
}
MIGS = ["Webpack to Vite", "Flask to FastAPI", "Moment.js to date-fns", "JUnit 4 to JUnit 5",
        "Mocha to Vitest", "setup.py to pyproject.toml", "logrus to slog", "class components to hooks"]
VERS = ["Python 3.12", "Node 22", "Go 1.23", "Java 21", "Rails 7.2", "Django 5", ".NET 8", "PHP 8.3"]

NUDGES = ["continue", "keep going", "fix it", "still failing", "go on", "try again",
          "that didn't work, try a different approach", "ok now run the tests again", "proceed",
          "sigue", "weiter", "continue, s'il te plaît", "继续", "続けて", "продолжай", "계속해",
          "yes do it", "looks right, apply it"]


def pick_lang_code():
    return "en" if rng.random() < 0.66 else rng.choice([k for k in SINGLE if k != "en"])


def fill(t, lang):
    L2 = rng.choice([x for x in LANG_NAMES if x != lang])
    _, fn, code = snippet(lang)
    return (t.replace("{S}", fenced(lang, code)).replace("{F}", fn).replace("{L2}", L2)
            .replace("{L}", lang).replace("{SCHEMA}", rng.choice(SCHEMAS)).replace("{EXT}", LANGS[lang]["ext"])
            .replace("{TDIR}", LANGS[lang]["tdir"]).replace("{MIG}", rng.choice(MIGS))
            .replace("{VER}", rng.choice(VERS)).replace("{DIR}", LANGS[lang]["dirs"][0])
            .replace("{N}", str(rng.randint(40, 4000))))


def single_ask(lang):
    nl = pick_lang_code()
    return fill(rng.choice(SINGLE[nl]), lang), nl


def long_ask(lang):
    nl = pick_lang_code()
    return fill(rng.choice(LONG[nl]), lang), nl


def huge_single_ask(lang):
    name, code = make_func(lang)
    body = make_file(lang, rng.choice([12000, 20000, 30000, 60000]), must_have=(name, code))
    p = src_path(lang)
    t = rng.choice([
        "Add a docstring to `{F}` in the file below. Nothing else.\n\n{P}\n{B}",
        "{P}\n{B}\n\nExplain what `{F}` does.",
        "Here is {P}:\n{B}\nOnly rename the local variables in `{F}` to clearer names.",
        "{P}:\n{B}\n\n`{F}` 函数加个注释就行。",
    ])
    return t.replace("{F}", name).replace("{P}", p).replace("{B}", fenced(lang, body)), "en"


# ---------------------------------------------------------------------------
# Tool outputs
# ---------------------------------------------------------------------------
def size_target():
    return rng.choice([0, 60, 300, 1200, 1200, 4000, 4000, 9000, 16000, 30000])


def out_ls(lang):
    L = LANGS[lang]
    files = sorted({src_path(lang) for _ in range(rng.randint(3, 40))})
    extra = ["README.md", ".gitignore", L["tdir"] + "/", "Makefile", "docs/"]
    return "\n".join(sorted(set(extra + files)))


def out_grep(lang, pat, target):
    lines = []
    while sum(len(x) for x in lines) < max(target, 80):
        lines.append(f"{src_path(lang)}:{rng.randint(1, 900)}:    {pat}({rng.choice(WORDS)}, {rng.choice(WORDS)})")
        if target == 0:
            return ""
    return "\n".join(lines)


def out_test_fail(lang, target):
    L = LANGS[lang]
    n_fail = rng.randint(1, 6)
    if lang == "python":
        head = "============================= test session starts ==============================\nplatform linux -- Python 3.11.9, pytest-8.2.0\ncollected %d items\n\n" % rng.randint(20, 400)
        body = ""
        for i in range(n_fail):
            fn = fname()
            body += (f"_________________________ test_{fn} _________________________\n\n    def test_{fn}():\n"
                     f">       assert {fn}([]) == []\nE       AssertionError: assert None == []\n\n"
                     f"tests/test_{rng.choice(WORDS)}.py:{rng.randint(5, 300)}: AssertionError\n")
        tail = f"=========================== short test summary info ============================\nFAILED tests/test_x.py - AssertionError\n{n_fail} failed, {rng.randint(20, 300)} passed in {rng.uniform(0.5, 40):.2f}s\n"
    elif lang in ("typescript",):
        head = " FAIL  src/__tests__/%s.test.ts\n" % rng.choice(WORDS)
        body = "".join(f"  ● {rng.choice(WORDS)} › returns {rng.choice(WORDS)}\n\n    expect(received).toEqual(expected)\n\n    Expected: {rng.randint(1, 99)}\n    Received: undefined\n\n" for _ in range(n_fail))
        tail = f"Tests:       {n_fail} failed, {rng.randint(10, 200)} passed\nTime:        {rng.uniform(1, 30):.3f} s\n"
    elif lang == "go":
        head = ""
        body = "".join(f"--- FAIL: Test{fname('camel').capitalize()} (0.00s)\n    store_test.go:{rng.randint(10, 200)}: got \"\", want \"{rng.choice(WORDS)}\"\n" for _ in range(n_fail))
        tail = "FAIL\nFAIL\tgithub.com/acme/svc/internal/store\t0.%03ds\nFAIL\n" % rng.randint(1, 999)
    elif lang == "rust":
        head = "running %d tests\n" % rng.randint(5, 80)
        body = "".join(f"test tests::{fname()} ... FAILED\n" for _ in range(n_fail))
        body += "\nfailures:\n\n---- tests::x stdout ----\nthread 'tests::x' panicked at src/lib.rs:42:9:\nassertion `left == right` failed\n  left: 3\n right: 4\n"
        tail = f"\ntest result: FAILED. {rng.randint(3, 60)} passed; {n_fail} failed; 0 ignored\nerror: test failed, to rerun pass `--lib`\n"
    else:
        head = f"Running {L['test']}\n"
        body = "".join(f"  {i + 1}) {rng.choice(WORDS).capitalize()}Test#{fname('camel')}\n     Expected <{rng.randint(1, 9)}> but was <{rng.randint(10, 99)}>\n" for i in range(n_fail))
        tail = f"\n{n_fail} failures, {rng.randint(10, 400)} examples\n"
    s = head + body
    while len(s) < target:
        s += f"[{rng.choice(['DEBUG', 'INFO', 'WARN'])}] {rng.choice(WORDS)}.{rng.choice(VERBS)}: took {rng.randint(1, 900)}ms key={uid()[:12]}\n"
    return s + tail


def out_test_pass(lang):
    return {"python": f"{rng.randint(20, 400)} passed in {rng.uniform(0.4, 30):.2f}s",
            "typescript": f"Tests:       {rng.randint(10, 200)} passed, {rng.randint(10, 200)} total",
            "go": "ok  \tgithub.com/acme/svc/internal/store\t0.%03ds" % rng.randint(1, 999),
            "rust": f"test result: ok. {rng.randint(3, 60)} passed; 0 failed; 0 ignored"}.get(
        lang, f"BUILD SUCCESSFUL in {rng.randint(2, 90)}s")


# ---------------------------------------------------------------------------
# Abstract trajectories
#   ("user", text) ; ("assistant", text) ; ("call", thought, [(id, key, args)]) ; ("result", id, key, output, is_error)
# keys: shell, read, edit, search, list
# ---------------------------------------------------------------------------
THOUGHTS_EXPLORE = ["Let me look at the project layout first.", "I'll start by finding where this is implemented.",
                    "Checking the relevant files.", "", "Let me search for the call sites.",
                    "First I want to reproduce the failure.", "Voy a revisar la estructura del proyecto.",
                    "Ich schaue mir zuerst die Tests an."]
THOUGHTS_FIX = ["Found it: the TTL is never compared. Applying a fix.", "The guard is inverted; fixing.",
                "I'll update the function and rerun the tests.", "Editing the file now.", ""]


def trajectory(lang, ask, steps, mode="plain"):
    """mode: plain | edit_fail | test_fail_after_edit"""
    ev = [("user", ask)]
    fn, code = make_func(lang)
    path = src_path(lang)
    L = LANGS[lang]
    plan = []
    pool = ["list", "search", "read", "shell_test", "read", "search"]
    for i in range(steps):
        plan.append(pool[i % len(pool)] if i < len(pool) else rng.choice(["read", "search", "shell_test", "edit"]))
    if mode == "edit_fail":
        plan = plan[: max(1, steps - 1)] + ["edit_bad"]
    elif mode == "test_fail_after_edit":
        plan = plan[: max(1, steps - 2)] + ["edit", "shell_test"]
    for p in plan:
        cid = short_id()
        tgt = size_target()
        if p == "list":
            call, out, err = ("list", {"path": "."}), out_ls(lang), False
        elif p == "search":
            call, out, err = ("search", {"pattern": fn, "path": "."}), out_grep(lang, fn, min(tgt, 6000)), False
        elif p == "read":
            call = ("read", {"path": path})
            out, err = (make_file(lang, max(tgt, 200), must_have=(fn, code)) if tgt else ""), False
        elif p == "shell_test":
            call, out, err = ("shell", {"command": L["test"]}), out_test_fail(lang, tgt), False
        elif p == "edit":
            old = code.splitlines()[1] if len(code.splitlines()) > 1 else code
            cm = "  # fixed" if lang in ("python", "ruby") else "  // fixed"
            call = ("edit", {"path": path, "old": old, "new": old + cm})
            out, err = rng.choice(["", f"The file {path} has been updated.", f"Edited {path}: 1 replacement"]), False
        else:  # edit_bad
            call = ("edit", {"path": path, "old": "    if entry and entry.ttl > 0:", "new": "    if entry and not entry.expired():"})
            out, err = rng.choice([f"Error: old_string not found in {path}. Make sure it matches exactly, including whitespace.",
                                   f"No match found for the search block in {path}",
                                   "error: patch failed: 0 hunks applied"]), True
        th = rng.choice(THOUGHTS_FIX if p.startswith("edit") else THOUGHTS_EXPLORE)
        ev.append(("call", th, [(cid, call[0], call[1])]))
        ev.append(("result", cid, call[0], out, err))
    return ev


def chat_history(lang, n):
    ev = []
    for _ in range(n):
        q, _ = single_ask(lang)
        ev.append(("user", q))
        ev.append(("assistant", rng.choice([
            "Sure. In short: it iterates over the input, skips missing values, and collects the rest.",
            "Here you go:\n```\n^\\d{4}-\\d{2}-\\d{2}$\n```\nIt matches exactly four digits, dash, two, dash, two.",
            "`--onto` lets you transplant a range of commits onto a new base; the range is given by the other two args.",
            "The complexity is O(n log n) because of the sort; the loop itself is linear.",
            "Claro: la función agrupa los elementos por clave y devuelve un diccionario.",
        ])))
    return ev


def to_shell(key, args):
    if key == "shell":
        return args["command"]
    if key == "read":
        return f"cat -n {args['path']}" if rng.random() < .5 else f"sed -n '1,400p' {args['path']}"
    if key == "list":
        return rng.choice(["ls -la", "find . -type f -not -path './.git/*' | head -200", "git ls-files"])
    if key == "search":
        return f"grep -rn \"{args['pattern']}\" {args['path']}"
    return (f"python - <<'EOF'\nimport pathlib\np = pathlib.Path('{args['path']}')\ns = p.read_text()\n"
            f"s = s.replace({json.dumps(args['old'])}, {json.dumps(args['new'])}, 1)\np.write_text(s)\nEOF")


# ---------------------------------------------------------------------------
# Tool schemas and per-family mappings
# ---------------------------------------------------------------------------
def schema(props, req=None):
    return {"type": "object", "properties": {k: {"type": v[0], "description": v[1]} if isinstance(v, tuple) else v
                                             for k, v in props.items()},
            "required": req if req is not None else list(props)[:1]}


def T(name, desc, props, req=None):
    return (name, desc, schema(props, req))


S = ("string", "")
TOOLSETS = {
    "claude_code": [
        T("Task", "Spawn a sub-agent for a multi-step search or job.", {"description": S, "prompt": S, "subagent_type": S}),
        T("Bash", "Run a shell command in a persistent session.", {"command": S, "timeout": ("number", "ms"), "description": S}),
        T("Glob", "Match file paths by glob pattern.", {"pattern": S, "path": S}),
        T("Grep", "Search file contents with ripgrep.", {"pattern": S, "path": S, "glob": S, "output_mode": S}),
        T("LS", "List a directory.", {"path": S}),
        T("ExitPlanMode", "Leave planning mode with a plan.", {"plan": S}),
        T("Read", "Read a file from disk.", {"file_path": S, "offset": ("number", ""), "limit": ("number", "")}),
        T("Edit", "Exact string replacement in a file.", {"file_path": S, "old_string": S, "new_string": S, "replace_all": ("boolean", "")}, ["file_path", "old_string", "new_string"]),
        T("MultiEdit", "Several replacements in one file.", {"file_path": S, "edits": ("array", "")}),
        T("Write", "Write a file.", {"file_path": S, "content": S}),
        T("NotebookEdit", "Edit a notebook cell.", {"notebook_path": S, "new_source": S}),
        T("WebFetch", "Fetch a URL and process it.", {"url": S, "prompt": S}),
        T("TodoWrite", "Maintain the task list.", {"todos": ("array", "")}),
        T("WebSearch", "Search the web.", {"query": S}),
        T("BashOutput", "Read output of a background shell.", {"bash_id": S}),
        T("KillShell", "Stop a background shell.", {"shell_id": S}),
        T("SlashCommand", "Run a custom slash command.", {"command": S}),
    ],
    "openhands": [
        T("execute_bash", "Execute a bash command in the sandbox terminal.", {"command": S, "is_input": S, "timeout": ("number", "")}),
        T("think", "Log a thought; no side effects.", {"thought": S}),
        T("finish", "Signal the task is complete.", {"message": S, "task_completed": S}),
        T("browser", "Interact with the browser using Python-like actions.", {"code": S}),
        T("execute_ipython_cell", "Run Python in IPython.", {"code": S}),
        T("str_replace_editor", "View, create and edit files.", {"command": S, "path": S, "old_str": S, "new_str": S, "file_text": S, "view_range": ("array", "")}, ["command", "path"]),
        T("fetch", "Fetch a URL.", {"url": S}),
    ],
    "swe_agent": [
        T("bash", "run a bash command", {"command": S}),
        T("str_replace_editor", "file viewer/editor", {"command": S, "path": S, "old_str": S, "new_str": S, "file_text": S}, ["command", "path"]),
        T("submit", "submit the current changes", {}),
    ],
    "cline": [
        T("execute_command", "Run a CLI command.", {"command": S, "requires_approval": ("boolean", "")}),
        T("read_file", "Read a file.", {"path": S}),
        T("write_to_file", "Create or overwrite a file.", {"path": S, "content": S}),
        T("replace_in_file", "Edit with SEARCH/REPLACE blocks.", {"path": S, "diff": S}),
        T("search_files", "Regex search across files.", {"path": S, "regex": S, "file_pattern": S}),
        T("list_files", "List files.", {"path": S, "recursive": ("boolean", "")}),
        T("list_code_definition_names", "List top-level definitions.", {"path": S}),
        T("browser_action", "Drive a headless browser.", {"action": S, "url": S}),
        T("ask_followup_question", "Ask the user.", {"question": S}),
        T("attempt_completion", "Present the result.", {"result": S}),
        T("plan_mode_respond", "Respond in plan mode.", {"response": S}),
    ],
    "roo_code": [
        T("read_file", "Read files.", {"path": S, "line_range": S}),
        T("apply_diff", "Apply a search/replace diff.", {"path": S, "diff": S}),
        T("write_to_file", "Write a file.", {"path": S, "content": S, "line_count": ("number", "")}),
        T("search_files", "Regex search.", {"path": S, "regex": S}),
        T("list_files", "List files.", {"path": S}),
        T("codebase_search", "Semantic code search.", {"query": S}),
        T("execute_command", "Run a command.", {"command": S, "cwd": S}),
        T("switch_mode", "Switch modes.", {"mode_slug": S, "reason": S}),
        T("new_task", "Start a subtask in a mode.", {"mode": S, "message": S}),
        T("update_todo_list", "Update todos.", {"todos": S}),
        T("attempt_completion", "Finish.", {"result": S}),
    ],
    "continue_agent": [
        T("read_file", "Read a file in the workspace.", {"filepath": S}),
        T("create_new_file", "Create a file.", {"filepath": S, "contents": S}),
        T("run_terminal_command", "Run a terminal command.", {"command": S, "waitForCompletion": ("boolean", "")}),
        T("grep_search", "ripgrep search.", {"query": S}),
        T("file_glob_search", "Find files by glob.", {"pattern": S}),
        T("ls", "List directory.", {"dirPath": S, "recursive": ("boolean", "")}),
        T("edit_existing_file", "Edit an existing file.", {"filepath": S, "changes": S}),
        T("read_currently_open_file", "Read the open file.", {}),
        T("search_web", "Web search.", {"query": S}),
        T("view_diff", "Show working tree diff.", {}),
    ],
    "copilot_agent": [
        T("semantic_search", "Natural-language search of the workspace.", {"query": S}),
        T("list_dir", "List a directory.", {"path": S}),
        T("file_search", "Glob search for files.", {"query": S}),
        T("grep_search", "Text search in workspace.", {"query": S, "isRegexp": ("boolean", "")}),
        T("read_file", "Read a file range.", {"filePath": S, "startLine": ("number", ""), "endLine": ("number", "")}),
        T("replace_string_in_file", "Replace a string in a file.", {"filePath": S, "oldString": S, "newString": S}),
        T("create_file", "Create a file.", {"filePath": S, "content": S}),
        T("run_in_terminal", "Run a shell command.", {"command": S, "explanation": S, "isBackground": ("boolean", "")}),
        T("get_errors", "Get compile/lint errors.", {"filePaths": ("array", "")}),
        T("run_tests", "Run tests.", {"files": ("array", "")}),
        T("manage_todo_list", "Track todos.", {"todoList": ("array", "")}),
        T("fetch_webpage", "Fetch a page.", {"urls": ("array", "")}),
    ],
    "gemini_cli": [
        T("list_directory", "List a directory.", {"path": S}),
        T("read_file", "Read a file.", {"absolute_path": S, "offset": ("number", ""), "limit": ("number", "")}),
        T("search_file_content", "Regex search in files.", {"pattern": S, "path": S}),
        T("glob", "Find files.", {"pattern": S}),
        T("replace", "Replace text in a file.", {"file_path": S, "old_string": S, "new_string": S}),
        T("write_file", "Write a file.", {"file_path": S, "content": S}),
        T("web_fetch", "Fetch URLs in a prompt.", {"prompt": S}),
        T("run_shell_command", "Run a shell command.", {"command": S, "description": S}),
        T("save_memory", "Remember a fact.", {"fact": S}),
        T("google_web_search", "Search the web.", {"query": S}),
        T("read_many_files", "Read several files.", {"paths": ("array", "")}),
    ],
    "opencode": [
        T("bash", "Run a command.", {"command": S, "timeout": ("number", ""), "description": S}),
        T("edit", "Replace text in a file.", {"filePath": S, "oldString": S, "newString": S}),
        T("webfetch", "Fetch a URL.", {"url": S, "format": S}),
        T("glob", "Find files.", {"pattern": S, "path": S}),
        T("grep", "Search contents.", {"pattern": S, "path": S, "include": S}),
        T("list", "List a directory.", {"path": S}),
        T("read", "Read a file.", {"filePath": S, "offset": ("number", ""), "limit": ("number", "")}),
        T("write", "Write a file.", {"filePath": S, "content": S}),
        T("todowrite", "Write todos.", {"todos": ("array", "")}),
        T("task", "Launch a subagent.", {"description": S, "prompt": S, "subagent_type": S}),
    ],
    "goose": [
        T("developer__shell", "Execute a shell command.", {"command": S}),
        T("developer__text_editor", "View or edit files.", {"command": S, "path": S, "old_str": S, "new_str": S, "file_text": S}, ["command", "path"]),
        T("developer__list_windows", "List windows.", {}),
        T("developer__screen_capture", "Capture the screen.", {"display": ("number", "")}),
        T("platform__search_available_extensions", "Find extensions.", {}),
        T("platform__manage_extensions", "Enable/disable an extension.", {"action": S, "extension_name": S}),
        T("todo__write", "Write the todo list.", {"content": S}),
    ],
    "crush": [
        T("bash", "Run a shell command.", {"command": S, "timeout": ("number", "")}),
        T("download", "Download a URL to a file.", {"url": S, "file_path": S}),
        T("edit", "Edit a file.", {"file_path": S, "old_string": S, "new_string": S}),
        T("multiedit", "Several edits in one file.", {"file_path": S, "edits": ("array", "")}),
        T("fetch", "Fetch a URL.", {"url": S, "format": S}),
        T("glob", "Find files.", {"pattern": S, "path": S}),
        T("grep", "Search contents.", {"pattern": S, "path": S, "include": S}),
        T("ls", "List directory.", {"path": S}),
        T("sourcegraph", "Search public code.", {"query": S}),
        T("view", "View a file.", {"file_path": S, "offset": ("number", ""), "limit": ("number", "")}),
        T("write", "Write a file.", {"file_path": S, "content": S}),
        T("diagnostics", "LSP diagnostics.", {"file_path": S}),
    ],
    "langgraph": [
        T("run_shell", "Run a shell command and return stdout/stderr.", {"cmd": S}),
        T("read_file", "Return the text of a file.", {"file_path": S}),
        T("write_file", "Overwrite a file with text.", {"file_path": S, "text": S}),
        T("search_code", "grep the repository.", {"query": S}),
        T("list_directory", "List a directory.", {"dir_path": S}),
        T("tavily_search_results_json", "Search the web.", {"query": S}),
    ],
}
TOOLSETS["codex"] = [
    T("shell", "Runs a shell command and returns its output.", {"command": ("array", "argv"), "workdir": S, "timeout_ms": ("number", "")}),
    T("update_plan", "Update the task plan.", {"explanation": S, "plan": ("array", "")}),
    T("apply_patch", "Apply a patch in the custom envelope format.", {"input": S}),
    T("view_image", "Attach a local image.", {"path": S}),
]


def ws(family, key, args, lang="python"):
    """map abstract call -> (tool name, args) for a family"""
    p = args.get("path", ".")
    if family == "claude_code":
        return {"shell": ("Bash", {"command": args.get("command", ""), "description": "Run command"}),
                "read": ("Read", {"file_path": "/home/dev/repo/" + p}),
                "list": ("LS", {"path": "/home/dev/repo"}),
                "search": ("Grep", {"pattern": args.get("pattern", ""), "path": "/home/dev/repo", "output_mode": "content"}),
                "edit": ("Edit", {"file_path": "/home/dev/repo/" + p, "old_string": args.get("old", ""), "new_string": args.get("new", "")})}[key]
    if family == "codex":
        if key == "edit":
            patch = f"*** Begin Patch\n*** Update File: {p}\n@@\n-{args['old']}\n+{args['new']}\n*** End Patch"
            return ("apply_patch", {"input": patch}) if rng.random() < .5 else (
                "shell", {"command": ["apply_patch", patch], "workdir": "/Users/dev/code/app"})
        cmd = to_shell(key, args).replace("grep -rn", "rg -n")
        return "shell", {"command": ["bash", "-lc", cmd], "workdir": "/Users/dev/code/app", "timeout_ms": 120000}
    if family in ("openhands", "swe_agent", "goose"):
        sh = {"openhands": "execute_bash", "swe_agent": "bash", "goose": "developer__shell"}[family]
        ed = {"openhands": "str_replace_editor", "swe_agent": "str_replace_editor", "goose": "developer__text_editor"}[family]
        root = {"openhands": "/workspace/", "swe_agent": "/testbed/", "goose": "/Users/me/src/proj/"}[family]
        if key == "read":
            return ed, {"command": "view", "path": root + p}
        if key == "list":
            return ed, {"command": "view", "path": root.rstrip("/")}
        if key == "edit":
            return ed, {"command": "str_replace", "path": root + p, "old_str": args["old"], "new_str": args["new"]}
        return sh, {"command": to_shell(key, args)}
    if family in ("cline", "roo_code"):
        if key == "shell":
            return "execute_command", {"command": args["command"], **({"requires_approval": False} if family == "cline" else {})}
        if key == "read":
            return "read_file", {"path": p}
        if key == "list":
            return "list_files", {"path": ".", **({"recursive": True} if family == "cline" else {})}
        if key == "search":
            return "search_files", {"path": ".", "regex": args["pattern"]}
        diff = f"<<<<<<< SEARCH\n{args['old']}\n=======\n{args['new']}\n>>>>>>> REPLACE"
        return ("replace_in_file" if family == "cline" else "apply_diff"), {"path": p, "diff": diff}
    if family == "continue_agent":
        return {"shell": ("run_terminal_command", {"command": args.get("command", ""), "waitForCompletion": True}),
                "read": ("read_file", {"filepath": p}), "list": ("ls", {"dirPath": "/", "recursive": False}),
                "search": ("grep_search", {"query": args.get("pattern", "")}),
                "edit": ("edit_existing_file", {"filepath": p, "changes": f"// ... existing code ...\n{args.get('new', '')}\n// ... existing code ..."})}[key]
    if family == "copilot_agent":
        root = "/home/u/work/app/"
        return {"shell": ("run_in_terminal", {"command": args.get("command", ""), "explanation": "Run the test suite", "isBackground": False}),
                "read": ("read_file", {"filePath": root + p, "startLine": 1, "endLine": 400}),
                "list": ("list_dir", {"path": root.rstrip("/")}),
                "search": ("grep_search", {"query": args.get("pattern", ""), "isRegexp": False}),
                "edit": ("replace_string_in_file", {"filePath": root + p, "oldString": args.get("old", ""), "newString": args.get("new", "")})}[key]
    if family == "gemini_cli":
        root = "/home/dev/project/"
        return {"shell": ("run_shell_command", {"command": args.get("command", ""), "description": "run tests"}),
                "read": ("read_file", {"absolute_path": root + p}), "list": ("list_directory", {"path": root.rstrip("/")}),
                "search": ("search_file_content", {"pattern": args.get("pattern", ""), "path": root.rstrip("/")}),
                "edit": ("replace", {"file_path": root + p, "old_string": args.get("old", ""), "new_string": args.get("new", "")})}[key]
    if family == "opencode":
        root = "/home/dev/app/"
        return {"shell": ("bash", {"command": args.get("command", ""), "description": "Runs tests"}),
                "read": ("read", {"filePath": root + p}), "list": ("list", {"path": root.rstrip("/")}),
                "search": ("grep", {"pattern": args.get("pattern", ""), "path": root.rstrip("/")}),
                "edit": ("edit", {"filePath": root + p, "oldString": args.get("old", ""), "newString": args.get("new", "")})}[key]
    if family == "crush":
        return {"shell": ("bash", {"command": args.get("command", "")}),
                "read": ("view", {"file_path": p}), "list": ("ls", {"path": "."}),
                "search": ("grep", {"pattern": args.get("pattern", ""), "path": "."}),
                "edit": ("edit", {"file_path": p, "old_string": args.get("old", ""), "new_string": args.get("new", "")})}[key]
    # langgraph
    return {"shell": ("run_shell", {"cmd": args.get("command", "")}),
            "read": ("read_file", {"file_path": p}), "list": ("list_directory", {"dir_path": "."}),
            "search": ("search_code", {"query": args.get("pattern", "")}),
            "edit": ("write_file", {"file_path": p, "text": args.get("new", "")})}[key]


def wrap_output(family, key, out, err):
    if family == "cline" or family == "roo_code":
        return out if out else "(no output)"
    if family == "codex":
        return json.dumps({"output": out, "metadata": {"exit_code": 1 if err or "FAIL" in out else 0,
                                                       "duration_seconds": round(rng.uniform(0.02, 40), 1)}})
    if family == "openhands" and key == "shell":
        return out + f"\n[The command completed with exit code {1 if 'FAIL' in out or 'failed' in out else 0}.]\n[Current working directory: /workspace]\n[Python interpreter: /openhands/poetry/bin/python]"
    if family == "swe_agent" and not out:
        return "Your command ran successfully and did not produce any output."
    if family == "goose":
        return out
    if family == "claude_code" and key == "read" and out:
        return "\n".join(f"{i + 1:>6}\u2192{l}" for i, l in enumerate(out.splitlines()))
    return out


# ---------------------------------------------------------------------------
# System prompts (own paraphrases, padded with generic guidance to realistic size)
# ---------------------------------------------------------------------------
GUIDE = [
    "Keep answers short unless the user asks for detail.",
    "Prefer editing existing files over creating new ones.",
    "Never commit secrets or print credentials.",
    "When you change code, follow the conventions already used in the file.",
    "Use the search tools before guessing where something lives.",
    "Run the relevant tests after a change when a test command exists.",
    "Do not add comments that only restate the code.",
    "If a request is ambiguous, state the assumption you made.",
    "Reference code locations as path:line so the user can jump there.",
    "Batch independent tool calls in one turn when possible.",
    "Respect .gitignore and do not read build artefacts.",
    "Stop and report when an action would be destructive.",
]


def sysprompt(intro, reps):
    lines = [intro, ""]
    for i in range(reps):
        g = GUIDE[i % len(GUIDE)]
        lines.append(f"- {g}" if i < len(GUIDE) else f"- ({i // len(GUIDE)}) {g}")
    return "\n".join(lines)


def env_block(lang):
    return (f"<env>\nWorking directory: /home/dev/repo\nIs directory a git repo: Yes\nPlatform: linux\n"
            f"Today's date: 2026-0{rng.randint(1, 9)}-{rng.randint(10, 28)}\nPrimary language: {lang}\n</env>")


def hdr(base, **extra):
    h = {"content-type": "application/json", "accept": "application/json"}
    h.update(base)
    h.update(extra)
    return h


def tools_openai(family):
    return [{"type": "function", "function": {"name": n, "description": d, "parameters": s}} for n, d, s in TOOLSETS[family]]


# ---------------------------------------------------------------------------
# Renderers
# ---------------------------------------------------------------------------
def render_chat_tools(family, events, system, user_wrap=None):
    msgs = [{"role": "system", "content": system}]
    for e in events:
        if e[0] == "user":
            msgs.append({"role": "user", "content": user_wrap(e[1]) if user_wrap else e[1]})
        elif e[0] == "assistant":
            msgs.append({"role": "assistant", "content": e[1]})
        elif e[0] == "call":
            tcs = []
            for cid, key, args in e[2]:
                name, a = ws(family, key, args)
                tcs.append({"id": cid, "type": "function", "function": {"name": name, "arguments": json.dumps(a)}})
            msgs.append({"role": "assistant", "content": e[1] or None, "tool_calls": tcs})
        elif e[0] == "result":
            msgs.append({"role": "tool", "tool_call_id": e[1], "content": wrap_output(family, e[2], e[3], e[4])})
    return msgs


def render_anthropic(events, first_user_extra=None):
    msgs, idmap = [], {}
    pending = []
    for e in events:
        if e[0] == "result":
            pending.append({"type": "tool_result", "tool_use_id": idmap[e[1]],
                            "content": wrap_output("claude_code", e[2], e[3], e[4]) or "(no content)",
                            **({"is_error": True} if e[4] else {})})
            continue
        if pending:
            msgs.append({"role": "user", "content": pending})
            pending = []
        if e[0] == "user":
            blocks = []
            if not msgs and first_user_extra:
                blocks.append({"type": "text", "text": first_user_extra})
            blocks.append({"type": "text", "text": e[1]})
            if msgs and msgs[-1]["role"] == "user":
                msgs[-1]["content"].extend(blocks)
            else:
                msgs.append({"role": "user", "content": blocks})
        elif e[0] == "assistant":
            msgs.append({"role": "assistant", "content": [{"type": "text", "text": e[1]}]})
        elif e[0] == "call":
            blocks = [{"type": "text", "text": e[1]}] if e[1] else []
            for cid, key, args in e[2]:
                tid = short_id("toolu_01", 22)
                idmap[cid] = tid
                name, a = ws("claude_code", key, args)
                blocks.append({"type": "tool_use", "id": tid, "name": name, "input": a})
            msgs.append({"role": "assistant", "content": blocks})
    if pending:
        msgs.append({"role": "user", "content": pending})
    return msgs


def render_responses(events, lang):
    items = []
    for e in events:
        if e[0] == "user":
            items.append({"type": "message", "role": "user", "content": [{"type": "input_text", "text": e[1]}]})
        elif e[0] == "assistant":
            items.append({"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": e[1]}]})
        elif e[0] == "call":
            if e[1] and rng.random() < .5:
                items.append({"type": "reasoning", "summary": [{"type": "summary_text", "text": "**" + e[1] + "**"}],
                              "content": None, "encrypted_content": "gAAAAB" + uid() + uid()})
            for cid, key, args in e[2]:
                name, a = ws("codex", key, args)
                items.append({"type": "function_call", "name": name, "arguments": json.dumps(a), "call_id": cid})
        elif e[0] == "result":
            items.append({"type": "function_call_output", "call_id": e[1], "output": wrap_output("codex", e[2], e[3], e[4])})
    return items


def mini_obs(out, err, key):
    rc = 1 if err or "FAIL" in out or "failed" in out else 0
    if len(out) > 10000 and rng.random() < .5:
        out = out[:5000] + f"\n<elided_chars>\n{len(out) - 10000} characters elided\n</elided_chars>\n" + out[-5000:]
    return f"<returncode>{rc}</returncode>\n<output>\n{out}</output>"


def render_text_agent(style, events):
    """returns list of (role, text) pairs after the system message for text-protocol agents."""
    msgs = []
    for e in events:
        if e[0] == "user":
            msgs.append(["user", e[1]])
        elif e[0] == "assistant":
            msgs.append(["assistant", e[1]])
        elif e[0] == "call":
            cid, key, args = e[2][0]
            cmd = to_shell(key, args)
            th = e[1] or "Next step."
            if style == "mini":
                msgs.append(["assistant", f"THOUGHT: {th}\n\n```bash\n{cmd}\n```"])
            elif style == "smol":
                code = f"result = run_shell({json.dumps(cmd)})\nprint(result)" if key != "read" else f"print(open({json.dumps(args['path'])}).read())"
                msgs.append(["assistant", f"Thought: {th}\nCode:\n```py\n{code}\n```<end_code>"])
            elif style == "autogen":
                msgs.append(["assistant", f"{th}\n\n```sh\n{cmd}\n```"])
        elif e[0] == "result":
            out, err = e[3], e[4]
            if style == "mini":
                msgs.append(["user", mini_obs(out, err, e[2])])
            elif style == "smol":
                msgs.append(["user", f"Observation:\nExecution logs:\n{out}\nLast output from code snippet:\nNone"])
            elif style == "autogen":
                rc = 1 if err or "FAIL" in out else 0
                msgs.append(["user", f"exitcode: {rc} ({'execution failed' if rc else 'execution succeeded'})\nCode output: \n{out}"])
    return msgs


def react_scratchpad(events):
    pad = ""
    for e in events[1:]:
        if e[0] == "call":
            cid, key, args = e[2][0]
            tool = {"shell": "terminal", "read": "read_file", "list": "list_directory", "search": "grep", "edit": "write_file"}[key]
            inp = args.get("command") or args.get("path") or args.get("pattern") or "."
            if key == "edit":
                inp = json.dumps({"path": args["path"], "text": args["new"]})
            pad += f"Thought: {e[1] or 'I should look at the code.'}\nAction: {tool}\nAction Input: {inp}\n"
        elif e[0] == "result":
            pad += f"Observation: {e[3] or '(empty)'}\n"
    return pad + "Thought:"


def cline_env(lang, mode=None):
    files = out_ls(lang).splitlines()[:rng.randint(5, 30)]
    s = ("<environment_details>\n# VSCode Visible Files\n" + files[-1] + "\n\n# VSCode Open Tabs\n" + ", ".join(files[:3]) +
         f"\n\n# Current Time\n6/{rng.randint(1, 28)}/2025, {rng.randint(1, 12)}:{rng.randint(10, 59)}:00 PM (UTC)\n")
    if mode:
        s += f"\n# Current Mode\n{mode}\n"
    if rng.random() < .5:
        s += "\n# Current Working Directory (/home/dev/repo) Files\n" + "\n".join(files) + "\n"
    return s + "</environment_details>"


def render_cline_xml(events, lang, mode):
    msgs = []
    names = {"shell": "execute_command", "read": "read_file", "list": "list_files", "search": "search_files", "edit": "replace_in_file"}
    last = None
    for e in events:
        if e[0] == "user":
            txt = f"<task>\n{e[1]}\n</task>" if not msgs else f"<feedback>\n{e[1]}\n</feedback>" if rng.random() < .5 else e[1]
            msgs.append({"role": "user", "content": [{"type": "text", "text": txt}, {"type": "text", "text": cline_env(lang, mode)}]})
        elif e[0] == "assistant":
            msgs.append({"role": "assistant", "content": e[1]})
        elif e[0] == "call":
            cid, key, args = e[2][0]
            n = names[key]
            if key == "shell":
                inner = f"<command>{args['command']}</command>\n<requires_approval>false</requires_approval>"
            elif key == "edit":
                inner = f"<path>{args['path']}</path>\n<diff>\n<<<<<<< SEARCH\n{args['old']}\n=======\n{args['new']}\n>>>>>>> REPLACE\n</diff>"
            elif key == "search":
                inner = f"<path>.</path>\n<regex>{args['pattern']}</regex>"
            else:
                inner = f"<path>{args.get('path', '.')}</path>"
            th = f"<thinking>\n{e[1]}\n</thinking>\n\n" if e[1] else ""
            msgs.append({"role": "assistant", "content": f"{th}<{n}>\n{inner}\n</{n}>"})
            last = (n, args)
        elif e[0] == "result":
            n, args = last
            label = f"[{n} for '{args.get('path') or args.get('command') or args.get('pattern')}'] Result:"
            out = e[3]
            if e[2] == "shell":
                out = f"Command executed.\nOutput:\n{out}"
            if e[4]:
                out = f"The tool execution failed with the following error:\n<error>\n{out}\n</error>"
            msgs.append({"role": "user", "content": [{"type": "text", "text": label}, {"type": "text", "text": out or "(tool did not return anything)"},
                                                     {"type": "text", "text": cline_env(lang, mode)}]})
    return msgs


# ---------------------------------------------------------------------------
# Shapes -> abstract events + label
# ---------------------------------------------------------------------------
def build_events(shape, lang):
    """returns (events, label, meta)"""
    if shape == "first_single":
        a, _ = single_ask(lang)
        return [("user", a)], "single_step"
    if shape == "first_single_huge":
        a, _ = huge_single_ask(lang)
        return [("user", a)], "single_step"
    if shape == "first_long":
        a, _ = long_ask(lang)
        return [("user", a)], "long_horizon"
    if shape == "tool_loop":
        a, _ = long_ask(lang)
        return trajectory(lang, a, rng.randint(1, 7)), "long_horizon"
    if shape == "retry_edit":
        a, _ = long_ask(lang)
        return trajectory(lang, a, rng.randint(2, 6), "edit_fail"), "long_horizon"
    if shape == "retry_test":
        a, _ = long_ask(lang)
        return trajectory(lang, a, rng.randint(3, 7), "test_fail_after_edit"), "long_horizon"
    if shape == "nudge":
        a, _ = long_ask(lang)
        ev = trajectory(lang, a, rng.randint(1, 6), rng.choice(["plain", "test_fail_after_edit"]))
        ev.append(("assistant", rng.choice(["I updated the guard and reran the suite; two tests still fail in the export module.",
                                            "Progress so far: reproduced the failure and located the culprit in the loader. Want me to continue?",
                                            "I've made the first change. Next I'd update the callers.",
                                            "Hit the step limit for this turn."])))
        ev.append(("user", rng.choice(NUDGES)))
        return ev, "long_horizon"
    if shape == "followup_single":
        ev = chat_history(lang, rng.randint(1, 3))
        a, _ = single_ask(lang)
        return ev + [("user", a)], "single_step"
    if shape == "followup_long":
        ev = chat_history(lang, rng.randint(1, 3))
        a, _ = long_ask(lang)
        return ev + [("user", a)], "long_horizon"
    if shape == "loop_then_question":
        a, _ = long_ask(lang)
        ev = trajectory(lang, a, rng.randint(1, 4))
        ev.append(("assistant", "Done with that step."))
        q, _ = single_ask(lang)
        ev.append(("user", "unrelated: " + q if rng.random() < .5 else q))
        return ev, "long_horizon"
    raise ValueError(shape)


MAIN_SHAPES = ["first_single", "first_single", "first_single", "first_single_huge", "first_long", "first_long",
               "first_long", "tool_loop", "tool_loop", "tool_loop", "tool_loop", "tool_loop", "retry_edit",
               "retry_edit", "retry_test", "retry_test", "nudge", "nudge", "nudge", "followup_single",
               "followup_single", "followup_long", "followup_long", "loop_then_question",
               "first_single", "first_single", "followup_single"]

SUMMARY_ASKS = [
    "Summarize the conversation so far so the work can continue in a fresh context: goals, files touched, what failed, what's next.",
    "Write a compact handoff summary of this session. Include the task, key decisions, modified files and open problems.",
    "Condense everything above into a brief status report; keep file paths and error messages that still matter.",
    "Résume la conversation ci-dessus pour pouvoir la reprendre plus tard (objectif, fichiers modifiés, prochaines étapes).",
    "请总结以上对话：任务目标、已修改的文件、遇到的错误和下一步计划。",
]
TITLE_SYS = ["Write a title of at most six words for the conversation that starts with the user message. Reply with the title only.",
             "Produce a short, specific session name (under 50 characters) for the request below. No quotes, no punctuation at the end.",
             "Give this chat a concise title."]


def long_history(lang):
    a, _ = long_ask(lang)
    ev = trajectory(lang, a, rng.randint(2, 7), rng.choice(["plain", "test_fail_after_edit"]))
    ev.append(("assistant", "The fix is in place and the suite passes locally."))
    return ev


def first_user_text(lang):
    return (long_ask if rng.random() < .6 else single_ask)(lang)[0]


def diff_text(lang):
    p = src_path(lang)
    _, code = make_func(lang)
    lines = code.splitlines()
    d = f"diff --git a/{p} b/{p}\nindex {uid()[:7]}..{uid()[:7]} 100644\n--- a/{p}\n+++ b/{p}\n@@ -{rng.randint(1, 300)},{len(lines)} +{rng.randint(1, 300)},{len(lines) + 1} @@\n"
    for i, l in enumerate(lines):
        d += (" " if i != 2 else "-") + l + "\n"
        if i == 2:
            d += "+" + l.replace("continue", "return None") + "  \n"
    return d


# ---------------------------------------------------------------------------
# Families
# ---------------------------------------------------------------------------
def bearer():
    return "Bearer sk-gw-" + uid()[:20]


# --- Claude Code-like --------------------------------------------------------
CC_SYS = sysprompt("You are an interactive command-line assistant for software engineering work. Use the tools provided to help the user.", 60)


def fam_claude_code(shape, lang):
    sid = str(uuid.UUID(int=rng.getrandbits(128)))
    h = hdr({"anthropic-version": "2023-06-01", "x-app": "cli", "user-agent": f"claude-cli/2.0.{rng.randint(1, 40)} (external, cli)",
             "x-claude-code-session-id": sid,
             "anthropic-beta": rng.choice(["claude-code-20250219,interleaved-thinking-2025-05-14,fine-grained-tool-streaming-2025-05-14",
                                           "claude-code-20250219,context-management-2025-06-27", "oauth-2025-04-20,claude-code-20250219"])})
    if rng.random() < .5:
        h["x-api-key"] = "sk-gw-" + uid()[:20]
    else:
        h["authorization"] = bearer()
    meta = {"user_id": json.dumps({"device_id": uid(), "account_uuid": "", "session_id": sid})}
    ep = "/v1/messages?beta=true"
    small = rng.choice(["claude-3-5-haiku-20241022", "claude-haiku-4-5-20251001"])
    if shape == "side_title":
        body = {"model": small, "max_tokens": 512, "stream": True, "metadata": meta,
                "system": [{"type": "text", "text": "You are Claude Code-like CLI helper."}, {"type": "text", "text": rng.choice(TITLE_SYS)}],
                "messages": [{"role": "user", "content": first_user_text(lang)}]}
        return ep, h, body, "single_step"
    if shape == "side_topic":
        body = {"model": small, "max_tokens": 512, "temperature": 0, "metadata": meta,
                "system": [{"type": "text", "text": "Decide whether the message starts a new conversation topic. Answer as JSON with fields isNewTopic (boolean) and title (2-3 words or null). Output only JSON."}],
                "messages": [{"role": "user", "content": first_user_text(lang)}]}
        return ep, h, body, "single_step"
    if shape == "side_compact":
        ev = long_history(lang) + [("user", rng.choice(SUMMARY_ASKS))]
        label = "single_step"
    else:
        ev, label = build_events(shape, lang)
    reminder = "<system-reminder>\nThe user's project notes (CLAUDE.md) are below; follow them when relevant.\n- use pnpm\n- tests live next to sources\n</system-reminder>" if rng.random() < .6 else None
    body = {"model": rng.choice(["claude-sonnet-4-5-20250929", "claude-opus-4-1-20250805", "claude-sonnet-4-20250514"]),
            "max_tokens": rng.choice([32000, 21333, 64000]), "stream": True, "temperature": 1, "metadata": meta,
            "system": [{"type": "text", "text": "You are a Claude Code-like agent CLI.", "cache_control": {"type": "ephemeral"}},
                       {"type": "text", "text": CC_SYS + "\n\n" + env_block(lang), "cache_control": {"type": "ephemeral"}}],
            "messages": render_anthropic(ev, reminder),
            "tools": [{"name": n, "description": d, "input_schema": s} for n, d, s in TOOLSETS["claude_code"]]}
    if rng.random() < .4:
        body["thinking"] = {"type": "enabled", "budget_tokens": rng.choice([4000, 16000, 31999])}
    if rng.random() < .2:
        body["context_management"] = {"edits": [{"type": "clear_tool_uses_20250919"}]}
    return ep, h, body, label


# --- Codex CLI-like ----------------------------------------------------------
CODEX_INSTR = sysprompt("You are a coding agent running in a terminal on the user's machine. You share a workspace with the user.", 45)


def fam_codex(shape, lang):
    sid = str(uuid.UUID(int=rng.getrandbits(128)))
    h = hdr({"authorization": bearer(), "originator": "codex_cli_rs", "user-agent": f"codex_cli_rs/0.{rng.randint(40, 60)}.0 (Mac OS 15.1.0; arm64)",
             "session-id": sid, "openai-beta": "responses=experimental", "accept": "text/event-stream"})
    if rng.random() < .5:
        h["thread-id"] = sid
    pre = [{"type": "message", "role": "developer", "content": [{"type": "input_text", "text": "<permissions instructions>\nFilesystem sandbox: workspace-write. Network: restricted. Approvals: on-request.\n</permissions instructions>"}]},
           {"type": "message", "role": "user", "content": [{"type": "input_text", "text": f"<environment_context>\n  <cwd>/Users/dev/code/app</cwd>\n  <approval_policy>on-request</approval_policy>\n  <sandbox_mode>workspace-write</sandbox_mode>\n  <shell>zsh</shell>\n</environment_context>"}]}]
    if rng.random() < .5:
        pre.insert(1, {"type": "message", "role": "user", "content": [{"type": "input_text", "text": "# AGENTS.md instructions for /Users/dev/code/app\n\n<INSTRUCTIONS>\nRun `make check` before finishing. Prefer small diffs.\n</INSTRUCTIONS>"}]})
    if shape == "side_compact":
        ev = long_history(lang) + [("user", rng.choice(SUMMARY_ASKS))]
        label = "single_step"
    else:
        ev, label = build_events(shape, lang)
    body = {"model": rng.choice(["gpt-5-codex", "gpt-5", "gpt-5.1-codex"]), "input": pre + render_responses(ev, lang),
            "tools": [{"type": "function", "name": n, "description": d, "strict": False, "parameters": s} for n, d, s in TOOLSETS["codex"]]
            + ([{"type": "web_search"}] if rng.random() < .3 else []),
            "tool_choice": "auto", "parallel_tool_calls": rng.random() < .5,
            "reasoning": {"effort": rng.choice(["low", "medium", "high"]), "summary": "auto"}, "store": False, "stream": True,
            "include": ["reasoning.encrypted_content"], "prompt_cache_key": sid}
    if rng.random() < .5:
        body["instructions"] = CODEX_INSTR
    return "/v1/responses", h, body, label


# --- generic chat+tools families -------------------------------------------
def chat_body(model, msgs, family, **extra):
    b = {"model": model, "messages": msgs, "tools": tools_openai(family), "stream": True}
    b.update(extra)
    return b


def title_call(model, lang, h, sys_text=None, ep="/v1/chat/completions"):
    msgs = [{"role": "system", "content": sys_text or rng.choice(TITLE_SYS)},
            {"role": "user", "content": first_user_text(lang)}]
    return ep, h, {"model": model, "messages": msgs, "max_tokens": 60, "temperature": 0.2, "stream": False}, "single_step"


def compact_call(family, model, lang, h, system, as_text=False, keep_tools=False):
    ev = long_history(lang)
    if as_text:
        lines = []
        for e in ev:
            if e[0] == "user":
                lines.append(f"USER: {e[1]}")
            elif e[0] == "assistant":
                lines.append(f"ASSISTANT: {e[1]}")
            elif e[0] == "call":
                lines.append(f"ACTION: {json.dumps(e[2][0][2])[:400]}")
            else:
                lines.append(f"OBSERVATION: {e[3][:3000]}")
        msgs = [{"role": "system", "content": "You condense agent histories into a state summary."},
                {"role": "user", "content": rng.choice(SUMMARY_ASKS) + "\n\n<HISTORY>\n" + "\n".join(lines) + "\n</HISTORY>"}]
        return "/v1/chat/completions", h, {"model": model, "messages": msgs, "stream": False}, "single_step"
    msgs = render_chat_tools(family, ev, system)
    msgs.append({"role": "user", "content": rng.choice(SUMMARY_ASKS)})
    b = {"model": model, "messages": msgs, "stream": True}
    if keep_tools:
        b["tools"] = tools_openai(family)
    return "/v1/chat/completions", h, b, "single_step"


OH_SYS = sysprompt("You are an autonomous software agent working inside a sandboxed runtime. Solve the user's task using the available tools; be efficient and verify your work.", 50)


def fam_openhands(shape, lang):
    h = hdr({"authorization": bearer(), "user-agent": "litellm/1.74.0"})
    model = rng.choice(["claude-sonnet-4-20250514", "gpt-4.1", "deepseek-chat", "qwen3-coder-480b"])
    if shape == "side_compact":
        return compact_call("openhands", model, lang, h, OH_SYS, as_text=True)
    ev, label = build_events(shape, lang)

    def wrap(t):
        if rng.random() < .5:
            return t
        return (t + "\n\n<RUNTIME_INFORMATION>\nAvailable hosts: http://localhost:52311\nToday: 2026-03-02\n</RUNTIME_INFORMATION>"
                "\n<REPOSITORY_INFO>\nRepository: acme/" + rng.choice(WORDS) + "-service at /workspace\n</REPOSITORY_INFO>")
    msgs = render_chat_tools("openhands", ev, OH_SYS, wrap)
    if msgs[1]["role"] == "user" and rng.random() < .4:
        msgs[1]["content"] = [{"type": "text", "text": msgs[1]["content"], "cache_control": {"type": "ephemeral"}}]
    return "/v1/chat/completions", h, chat_body(model, msgs, "openhands", temperature=0, stream=False), label


SWE_SYS = "You are a helpful assistant that can work in a shell to complete tasks."


def fam_swe_agent(shape, lang):
    h = hdr({"authorization": bearer(), "user-agent": "litellm/1.63.0"})
    model = rng.choice(["claude-3-7-sonnet-20250219", "gpt-4o", "SWE-agent-LM-32B"])
    ev, label = build_events(shape if shape != "side_compact" else "tool_loop", lang)
    if ev[0][0] == "user" and label == "long_horizon" and shape not in ("followup_long",):
        ask = ev[0][1]
        ev[0] = ("user", f"<uploaded_files>\n/testbed\n</uploaded_files>\nA code repository is in /testbed. Consider this issue:\n\n<pr_description>\n{ask}\n</pr_description>\n\n"
                         "Make the minimal changes to non-test files so the issue is resolved.\nSuggested steps:\n1. Find the relevant code.\n2. Write a script that reproduces the problem and run it.\n3. Edit the source.\n4. Rerun the script to confirm.\n5. Consider edge cases.")
    msgs = [{"role": "system", "content": SWE_SYS}]
    for m in render_chat_tools("swe_agent", ev, SWE_SYS)[1:]:
        if m["role"] == "tool":
            m["content"] = [{"type": "text", "text": "OBSERVATION:\n" + m["content"]}]
        msgs.append(m)
    return "/v1/chat/completions", h, chat_body(model, msgs, "swe_agent", temperature=0.0, stream=False), label


CLINE_SYS = sysprompt("You are a highly skilled software engineer working inside the user's editor. You accomplish tasks step by step with tools, one tool per message, waiting for the result before continuing.", 120)


def fam_cline(shape, lang):
    h = hdr({"authorization": bearer(), "http-referer": "https://cline.bot", "x-title": "Cline",
             "user-agent": "OpenAI/JS 4.96.0"})
    model = rng.choice(["anthropic/claude-sonnet-4", "x-ai/grok-code-fast-1", "qwen/qwen3-coder"])
    mode = rng.choice(["ACT MODE", "PLAN MODE"])
    if shape == "side_compact":
        ep, h2, b, l = compact_call("cline", model, lang, h, CLINE_SYS, keep_tools=True)
        return ep, h2, b, l
    ev, label = build_events(shape, lang)
    first = [True]

    def wrap(t):
        lead = f"<task>\n{t}\n</task>" if first[0] else t
        first[0] = False
        return [{"type": "text", "text": lead}, {"type": "text", "text": cline_env(lang, mode)}]
    msgs = render_chat_tools("cline", ev, CLINE_SYS, wrap)
    return "/v1/chat/completions", h, chat_body(model, msgs, "cline", temperature=0), label


CLINE_XML_SYS = None


def cline_xml_system():
    global CLINE_XML_SYS
    if CLINE_XML_SYS is None:
        parts = [CLINE_SYS, "\n\nTOOL USE\n\nTools are invoked with XML-style tags: the tool name is the outer tag and each parameter is an inner tag.\n"]
        for n, d, s in TOOLSETS["cline"]:
            inner = "\n".join(f"<{k}>{k} value here</{k}>" for k in s["properties"])
            parts.append(f"\n## {n}\nDescription: {d} Use it when it is the best next step.\nParameters:\n" +
                         "\n".join(f"- {k}: (required) the {k}" for k in s["properties"]) + f"\nUsage:\n<{n}>\n{inner}\n</{n}>\n")
        parts.append("\n\nRULES\n" + "\n".join("- " + g for g in GUIDE * 4))
        CLINE_XML_SYS = "".join(parts)
    return CLINE_XML_SYS


def fam_cline_xml(shape, lang):
    h = hdr({"authorization": bearer(), "http-referer": "https://cline.bot", "x-title": "Cline", "user-agent": "OpenAI/JS 4.68.0"})
    model = rng.choice(["anthropic/claude-3.5-sonnet", "deepseek/deepseek-chat", "google/gemini-2.0-flash-001"])
    mode = rng.choice([None, "ACT MODE", "PLAN MODE"])
    if shape == "side_compact":
        ev = long_history(lang)
        msgs = [{"role": "system", "content": cline_xml_system()}] + render_cline_xml(ev, lang, mode)
        msgs.append({"role": "user", "content": [{"type": "text", "text": rng.choice(SUMMARY_ASKS)}]})
        return "/v1/chat/completions", h, {"model": model, "messages": msgs, "stream": True}, "single_step"
    ev, label = build_events(shape, lang)
    msgs = [{"role": "system", "content": cline_xml_system()}] + render_cline_xml(ev, lang, mode)
    return "/v1/chat/completions", h, {"model": model, "messages": msgs, "temperature": 0, "stream": True}, label


ROO_SYS = sysprompt("You are a versatile engineering assistant. You operate in modes (code, architect, ask, debug, orchestrator); the current mode is in the environment details.", 100)


def fam_roo(shape, lang):
    h = hdr({"authorization": bearer(), "http-referer": "https://github.com/RooVetGit/Roo-Cline", "x-title": "Roo Code",
             "user-agent": "RooCode/3.2" + str(rng.randint(0, 9))})
    model = rng.choice(["anthropic/claude-sonnet-4.5", "openai/gpt-4.1", "moonshotai/kimi-k2"])
    slug = rng.choice(["code", "architect", "debug", "ask", "orchestrator"])
    if shape == "side_compact":
        ep, h2, b, l = compact_call("roo_code", model, lang, h, ROO_SYS)
        b["messages"][-1]["content"] = "Summarize the conversation so far (task, technical context, files and code, problems solved, pending tasks) so the task can continue."
        return ep, h2, b, l
    ev, label = build_events(shape, lang)
    first = [True]

    def wrap(t):
        lead = f"<task>\n{t}\n</task>" if first[0] else f"<user_message>\n{t}\n</user_message>"
        first[0] = False
        env = cline_env(lang).replace("</environment_details>", f"\n# Current Mode\n<slug>{slug}</slug>\n<name>{slug.title()}</name>\n</environment_details>")
        return [{"type": "text", "text": lead}, {"type": "text", "text": env}]
    msgs = render_chat_tools("roo_code", ev, ROO_SYS, wrap)
    return "/v1/chat/completions", h, chat_body(model, msgs, "roo_code", temperature=0, stream_options={"include_usage": True}), label


CONT_SYS = "<important_rules>\n  You are in agent mode.\n  Always write the language name and file path in the info string of code blocks.\n  Use tools when you need information about the workspace.\n</important_rules>"


def fam_continue_agent(shape, lang):
    h = hdr({"authorization": bearer(), "user-agent": "Continue/1.2." + str(rng.randint(0, 20))})
    model = rng.choice(["gpt-4.1", "claude-sonnet-4-5", "qwen2.5-coder:32b", "devstral-small"])
    if shape == "side_title":
        msgs = [{"role": "user", "content": "Given the following message, write a title of at most 4 words summarizing the topic. Reply with the title only.\n\n" + first_user_text(lang)}]
        return "/v1/chat/completions", h, {"model": model, "messages": msgs, "max_tokens": 12, "stream": False}, "single_step"
    ev, label = build_events(shape if shape != "side_compact" else "followup_long", lang)

    def wrap(t):
        if rng.random() < .3:
            return [{"type": "text", "text": t}, {"type": "image_url", "image_url": {"url": "data:image/png;base64,iVBORw0KGgo" + uid()}}]
        return t
    msgs = render_chat_tools("continue_agent", ev, CONT_SYS, wrap)
    return "/v1/chat/completions", h, chat_body(model, msgs, "continue_agent", max_tokens=4096), label


COP_SYS = sysprompt("You are an expert programming assistant inside VS Code. You can run tools to read and change the user's workspace. Keep going until the user's request is resolved.", 70)


def fam_copilot_agent(shape, lang):
    h = hdr({"authorization": bearer(), "copilot-integration-id": "vscode-chat", "editor-version": "vscode/1.10" + str(rng.randint(0, 5)) + ".0",
             "editor-plugin-version": "copilot-chat/0.3" + str(rng.randint(0, 2)) + ".0", "openai-intent": "conversation-agent",
             "x-initiator": "user", "x-request-id": str(uuid.UUID(int=rng.getrandbits(128))), "user-agent": "GitHubCopilotChat/0.31.0"})
    model = rng.choice(["gpt-4.1", "claude-sonnet-4", "gpt-5-mini", "gemini-2.5-pro"])
    if shape == "side_title":
        h["openai-intent"] = "conversation-panel"
        return title_call("gpt-4o-mini", lang, h)
    if shape == "side_commit":
        h["openai-intent"] = "conversation-other"
        msgs = [{"role": "system", "content": "You write git commit messages. Use the imperative mood, a subject under 72 characters, and an optional short body."},
                {"role": "user", "content": "Recent commits:\n- fix typo in README\n- add retry to uploader\n\nStaged changes:\n```diff\n" + diff_text(lang) + "```\nWrite the commit message."}]
        return "/v1/chat/completions", h, {"model": "gpt-4o-mini", "messages": msgs, "temperature": 0.1, "stream": False}, "single_step"
    ev, label = build_events(shape, lang)
    if any(e[0] == "result" for e in ev):
        h["x-initiator"] = "agent"
    first = [True]

    def wrap(t):
        if first[0]:
            first[0] = False
            return (f"<context>\nThe current date is 2026-05-{rng.randint(10, 28)}.\n</context>\n<editorContext>\nThe user's current file is {src_path(lang)}.\n</editorContext>\n"
                    f"<reminderInstructions>\nUse the edit tools to change files.\n</reminderInstructions>\n<userRequest>\n{t}\n</userRequest>")
        return f"<userRequest>\n{t}\n</userRequest>"
    msgs = render_chat_tools("copilot_agent", ev, COP_SYS, wrap)
    return "/v1/chat/completions", h, chat_body(model, msgs, "copilot_agent", temperature=0, top_p=1, n=1), label


GEM_SYS = sysprompt("You are an interactive CLI agent for software engineering. Follow project conventions, verify with tests, and explain critical commands before running them.", 80)


def fam_gemini_cli(shape, lang):
    h = hdr({"authorization": bearer(), "user-agent": f"GeminiCLI/0.{rng.randint(1, 9)}.0 (linux; x64)"})
    model = rng.choice(["gemini-2.5-pro", "gemini-2.5-flash"])
    if shape == "side_compact":
        ev = long_history(lang)
        msgs = render_chat_tools("gemini_cli", ev, "You compress chat history into a structured XML state snapshot: <overall_goal>, <key_knowledge>, <file_system_state>, <recent_actions>, <current_plan>.")
        msgs.append({"role": "user", "content": "First, reason in your private scratchpad. Then, generate the <state_snapshot>."})
        return "/v1/chat/completions", h, {"model": model, "messages": msgs, "stream": False}, "single_step"
    ev, label = build_events(shape, lang)
    msgs = render_chat_tools("gemini_cli", ev, GEM_SYS)
    if rng.random() < .6:
        msgs.insert(1, {"role": "user", "content": f"This is the Gemini-CLI-like agent. Setting up context.\nToday's date is 2026-04-0{rng.randint(1, 9)}.\nWorking directory: /home/dev/project\n" + out_ls(lang)})
        msgs.insert(2, {"role": "assistant", "content": "Got it. Thanks for the context!"})
    return "/v1/chat/completions", h, chat_body(model, msgs, "gemini_cli"), label


OC_SYS = sysprompt("You are an opencode-like terminal coding agent. Be concise; answer in fewer than four lines unless asked for detail. Use the todo tool for multi-step work.", 55)


def fam_opencode(shape, lang):
    h = hdr({"authorization": bearer(), "user-agent": "opencode/0." + str(rng.randint(5, 15)) + ".3 ai-sdk/5"})
    model = rng.choice(["claude-sonnet-4-5", "gpt-5", "glm-4.6", "kimi-k2"])
    if shape == "side_title":
        return title_call(rng.choice(["claude-haiku-4-5", "gpt-5-nano"]), lang, h,
                          "You generate a short title for a coding session from the user's first message. One line, at most 50 characters, no quotes.")
    if shape == "side_compact":
        ep, h2, b, l = compact_call("opencode", model, lang, h, OC_SYS)
        b["messages"][-1]["content"] = "Provide a detailed but concise summary of our conversation above, focusing on what we did, which files we changed, and what remains."
        return ep, h2, b, l
    ev, label = build_events(shape, lang)
    msgs = render_chat_tools("opencode", ev, OC_SYS + "\n\n" + env_block(lang))
    return "/v1/chat/completions", h, chat_body(model, msgs, "opencode", max_tokens=32000), label


GOOSE_SYS = sysprompt("You are a general-purpose AI agent. Extensions give you tools; the developer extension lets you run shell commands and edit files.", 40)


def fam_goose(shape, lang):
    h = hdr({"authorization": bearer(), "user-agent": "goose/1." + str(rng.randint(0, 9)) + ".0"})
    model = rng.choice(["gpt-4o", "claude-3-7-sonnet-latest", "qwen3-coder"])
    if shape == "side_title":
        msgs = [{"role": "system", "content": "Reply with a description of the session in four words or fewer."},
                {"role": "user", "content": "Here are the first few user messages:\n" + first_user_text(lang)}]
        return "/v1/chat/completions", h, {"model": model, "messages": msgs, "stream": False}, "single_step"
    if shape == "side_compact":
        return compact_call("goose", model, lang, h, GOOSE_SYS, as_text=True)
    ev, label = build_events(shape, lang)
    msgs = render_chat_tools("goose", ev, GOOSE_SYS)
    return "/v1/chat/completions", h, chat_body(model, msgs, "goose", temperature=0.2, stream=False), label


CRUSH_SYS = sysprompt("You are a terminal coding assistant (Crush/Amp-like). Use tools to inspect and modify the codebase; keep replies terse.", 50)


def fam_crush(shape, lang):
    h = hdr({"authorization": bearer(), "user-agent": rng.choice(["Crush/0.7." + str(rng.randint(0, 9)), "amp-cli/0.0." + str(rng.randint(1000, 9999))])})
    model = rng.choice(["claude-sonnet-4", "gpt-5", "grok-code-fast-1"])
    if shape == "side_title":
        return title_call(rng.choice(["claude-3-5-haiku-latest", "gpt-4.1-mini"]), lang, h,
                          "Create a concise title (max 50 chars) for the conversation from the first user message. Single line.")
    if shape == "side_compact":
        return compact_call("crush", model, lang, h, CRUSH_SYS, keep_tools=True)
    ev, label = build_events(shape, lang)
    msgs = render_chat_tools("crush", ev, CRUSH_SYS + "\n\n" + env_block(lang))
    return "/v1/chat/completions", h, chat_body(model, msgs, "crush", max_tokens=20000), label


LG_SYS = "You are a helpful coding assistant with access to tools for the local repository. Think step by step."


def fam_langgraph(shape, lang):
    h = hdr({"authorization": bearer(), "user-agent": "OpenAI/Python 1.99.0", "x-stainless-lang": "python"})
    model = rng.choice(["gpt-4o-mini", "gpt-4.1", "llama-3.3-70b-instruct"])
    if shape == "side_compact":
        return compact_call("langgraph", model, lang, h, LG_SYS, as_text=True)
    ev, label = build_events(shape, lang)
    msgs = render_chat_tools("langgraph", ev, LG_SYS)
    return "/v1/chat/completions", h, chat_body(model, msgs, "langgraph", temperature=0, stream=False), label


# --- text-protocol families --------------------------------------------------
MINI_SYS = "You are a helpful assistant that works through a shell. Every reply must contain exactly one bash code block with one command (or commands joined with && or ||), preceded by a THOUGHT section."
MINI_INST = ("Please solve this task:\n\n{T}\n\nYou can run one command per response. Each command runs in a fresh subshell, so `cd` does not persist.\n"
             "Recommended workflow: analyse the codebase, reproduce the problem, edit the source, verify, then finish with "
             "`echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT`.\n\n<system_information>\nLinux 6.8.0 x86_64\n</system_information>")


def fam_mini_swe(shape, lang):
    h = hdr({"authorization": bearer(), "user-agent": "litellm/1.75.0"})
    model = rng.choice(["claude-sonnet-4-20250514", "gpt-5-mini", "Qwen/Qwen3-Coder-30B-A3B-Instruct"])
    ev, label = build_events(shape, lang)
    msgs = [{"role": "system", "content": MINI_SYS}]
    pairs = render_text_agent("mini", ev)
    pairs[0][1] = MINI_INST.replace("{T}", pairs[0][1])
    msgs += [{"role": r, "content": t} for r, t in pairs]
    return "/v1/chat/completions", h, {"model": model, "messages": msgs, "temperature": 0.0}, label


SMOL_SYS = sysprompt("You are an expert assistant who solves tasks by writing Python code. Work in cycles of 'Thought:', 'Code:' and 'Observation:'. End code with <end_code>. Use print() to surface values; call final_answer() when done.\nAvailable tools: run_shell(cmd: str) -> str, read_file(path: str) -> str, write_file(path: str, text: str) -> str, web_search(query: str) -> str, final_answer(answer: any)", 20)


def fam_smolagents(shape, lang):
    h = hdr({"authorization": bearer(), "user-agent": "OpenAI/Python 1.82.0"})
    model = rng.choice(["Qwen/Qwen2.5-Coder-32B-Instruct", "gpt-4o", "deepseek-ai/DeepSeek-V3"])
    ev, label = build_events(shape, lang)
    pairs = render_text_agent("smol", ev)
    msgs = [{"role": "system", "content": [{"type": "text", "text": SMOL_SYS}]}]
    for i, (r, t) in enumerate(pairs):
        if i == 0:
            t = "New task:\n" + t
        msgs.append({"role": r, "content": [{"type": "text", "text": t}]})
    return "/v1/chat/completions", h, {"model": model, "messages": msgs, "stop": ["<end_code>", "Observation:", "Calling tools:"], "max_tokens": 2048}, label


AUTOGEN_SYS = ("You are a helpful AI assistant. Solve tasks using your coding and language skills. When code must run, write it in a python or sh "
               "code block for the user to execute; do not ask the user to modify code. Check the execution result; if there is an error, fix it and output the full code again. "
               "Reply TERMINATE when everything is done.")


def fam_autogen(shape, lang):
    h = hdr({"authorization": bearer(), "user-agent": "OpenAI/Python 1.40.0"})
    model = rng.choice(["gpt-4o", "gpt-4-turbo", "mistral-large-latest"])
    if shape == "side_compact":
        ev = long_history(lang)
        pairs = render_text_agent("autogen", ev)
        msgs = [{"role": "system", "content": AUTOGEN_SYS}] + [{"role": r, "content": t, "name": "user_proxy" if r == "user" else "assistant"} for r, t in pairs]
        msgs.append({"role": "user", "content": "Summarize the takeaway from the conversation. Do not add any introductory phrases."})
        return "/v1/chat/completions", h, {"model": model, "messages": msgs, "stream": False}, "single_step"
    ev, label = build_events(shape, lang)
    pairs = render_text_agent("autogen", ev)
    msgs = [{"role": "system", "content": AUTOGEN_SYS}] + [{"role": r, "content": t, "name": "user_proxy" if r == "user" else "assistant"} for r, t in pairs]
    return "/v1/chat/completions", h, {"model": model, "messages": msgs, "temperature": 0, "stream": False}, label


REACT_HEAD = ("Answer the following request as well as you can. You have access to these tools:\n\n"
              "terminal: run a shell command in the repository\nread_file: read a file, input is a path\nlist_directory: list files\n"
              "grep: search text, input is a pattern\nwrite_file: write a file, input is JSON with path and text\n\n"
              "Use this format:\n\nQuestion: the request\nThought: what to do next\nAction: one of [terminal, read_file, list_directory, grep, write_file]\n"
              "Action Input: the input\nObservation: the result\n... (repeat Thought/Action/Action Input/Observation as needed)\n"
              "Thought: I now know the final answer\nFinal Answer: the answer\n\nBegin!\n\n")


def fam_langchain_react(shape, lang):
    h = hdr({"authorization": bearer(), "user-agent": "OpenAI/Python 1.30.1"})
    if shape == "side_compact":
        ev = long_history(lang)
        conv = "\n".join(f"Human: {e[1]}" if e[0] == "user" else f"AI: {e[1]}" if e[0] == "assistant" else
                         f"AI (tool call): {json.dumps(e[2][0][2])[:300]}" if e[0] == "call" else f"Tool: {e[3][:2000]}" for e in ev)
        p = ("Progressively summarize the lines of conversation provided, adding onto the previous summary and returning a new summary.\n\n"
             "Current summary:\nThe human asked for help with a repository task.\n\nNew lines of conversation:\n" + conv + "\n\nNew summary:")
        return "/v1/chat/completions", h, {"model": "gpt-3.5-turbo", "messages": [{"role": "user", "content": p}], "temperature": 0.0, "stream": False}, "single_step"
    ev, label = build_events(shape, lang)
    hist = ""
    users = [e for e in ev if e[0] == "user"]
    if len(users) > 1 or any(e[0] == "assistant" for e in ev):
        for e in ev[:-1]:
            if e[0] == "user":
                hist += f"Human: {e[1]}\n"
            elif e[0] == "assistant":
                hist += f"AI: {e[1]}\n"
    question = [e for e in ev if e[0] == "user"][0][1] if any(e[0] == "result" for e in ev) else ev[-1][1]
    if shape in ("nudge", "loop_then_question"):
        question = users[0][1]
    pad = react_scratchpad(ev) if any(e[0] == "result" for e in ev) else ""
    prompt = REACT_HEAD + (f"Previous conversation:\n{hist}\n" if hist and not pad else "") + f"Question: {question}\n" + (pad if pad else "Thought:")
    if shape == "nudge":
        prompt = REACT_HEAD + f"Question: {question}\n" + pad.rsplit("Thought:", 1)[0] + f"Human feedback: {ev[-1][1]}\nThought:"
    if shape == "loop_then_question":
        prompt = REACT_HEAD + f"Question: {question}\n" + pad.rsplit("Thought:", 1)[0] + f"New question: {ev[-1][1]}\nThought:"
    if rng.random() < .5:
        body = {"model": rng.choice(["gpt-3.5-turbo-instruct", "davinci-002"]), "prompt": prompt, "max_tokens": 256,
                "temperature": 0.0, "stop": ["\nObservation:", "\n\tObservation:"]}
        return "/v1/completions", h, body, label
    body = {"model": rng.choice(["gpt-4o-mini", "llama-3.1-8b-instruct"]), "messages": [{"role": "user", "content": prompt}],
            "temperature": 0.0, "stop": ["\nObservation"], "stream": False}
    return "/v1/chat/completions", h, body, label


def fam_completions_loop(shape, lang):
    h = hdr({"authorization": bearer(), "user-agent": rng.choice(["python-requests/2.32.3", "curl/8.5.0", "Go-http-client/1.1"])})
    model = rng.choice(["qwen2.5-coder-14b", "deepseek-coder-v2-lite", "codellama-34b", "mistral-7b-instruct"])
    head = ("### System\nYou are an agent that fixes code by issuing shell commands. Reply with one line `CMD: <command>` per step, "
            "or `DONE: <summary>` when finished.\n\n")
    if shape == "side_compact":
        ev = long_history(lang)
    else:
        ev, label = build_events(shape, lang)
    t = head + f"### Task\n{ev[0][1]}\n\n"
    step = 1
    for e in ev[1:]:
        if e[0] == "call":
            t += f"### Step {step}\nCMD: {to_shell(e[2][0][1], e[2][0][2])}\n"
            step += 1
        elif e[0] == "result":
            rc = 1 if e[4] or "FAIL" in e[3] else 0
            t += f"OUTPUT (exit {rc}):\n{e[3]}\n\n"
        elif e[0] == "assistant":
            t += f"### Note\n{e[1]}\n\n"
        elif e[0] == "user":
            t += f"### Operator\n{e[1]}\n\n"
    if shape == "side_compact":
        t += "### Summarize\nWrite a five-line summary of the work above for the log.\nSUMMARY:"
        label = "single_step"
    else:
        if step > 1 or label == "long_horizon":
            t += f"### Step {step}\nCMD:"
        else:
            t += "### Answer\n"
    return "/v1/completions", h, {"model": model, "prompt": t, "max_tokens": rng.choice([128, 256, 512]), "temperature": 0.1,
                                  "stop": ["\n### ", "OUTPUT ("]}, label


# --- aider -------------------------------------------------------------------
AIDER_SYS = ("Act as an expert software developer. Always use best practices. Respect and use existing conventions, libraries, etc.\n"
             "Take requests for changes to the supplied code. If a request is ambiguous, ask questions.\n"
             "Describe each change with a *SEARCH/REPLACE block* as in the examples below.\n\n"
             "# SEARCH/REPLACE block rules:\nEvery block must use this format:\n1. The file path alone on a line\n2. The opening fence\n"
             "3. <<<<<<< SEARCH\n4. a contiguous chunk of existing lines\n5. =======\n6. replacement lines\n7. >>>>>>> REPLACE\n8. closing fence\n"
             "The SEARCH section must match the existing file exactly. Keep blocks small. Only edit files the user added to the chat.\n")
AIDER_ACK_MAP = "Ok, I won't try and edit those files without asking first."
AIDER_ACK_FILES = "Ok, any changes I propose will be to those files."


def aider_repo_map(lang):
    lines = []
    for _ in range(rng.randint(6, 40)):
        lines.append(src_path(lang) + ":")
        for _ in range(rng.randint(1, 4)):
            n, c = make_func(lang)
            lines.append("⋮\n│" + c.splitlines()[0])
    return "Here are summaries of some files present in my git repository.\nDo not propose changes to these files, treat them as *read-only*.\nIf you need to edit any of these files, ask me to *add them to the chat* first.\n\n" + "\n".join(lines)


def fam_aider(shape, lang):
    h = hdr({"authorization": bearer(), "user-agent": "litellm/1.72.6"})
    model = rng.choice(["gpt-4.1", "claude-3-7-sonnet-20250219", "deepseek/deepseek-coder", "gemini/gemini-2.5-pro"])
    weak = rng.choice(["gpt-4.1-mini", "claude-3-5-haiku-20241022", "deepseek/deepseek-chat"])
    if shape == "side_commit":
        ask = (long_ask if rng.random() < .5 else single_ask)(lang)[0]
        msgs = [{"role": "system", "content": "You are an expert software engineer writing commit messages. Given the diff below (and the request that led to it), reply with a single conventional-commit line in imperative mood, under 72 characters. No quotes, no explanation."},
                {"role": "user", "content": ("Context of the change:\n" + ask + "\n\n" if rng.random() < .6 else "") + "# Diffs:\n" + diff_text(lang) * rng.randint(1, 4)}]
        return "/v1/chat/completions", h, {"model": weak, "messages": msgs, "temperature": 0, "stream": False}, "single_step"
    if shape == "side_compact":
        conv = ""
        for _ in range(rng.randint(2, 5)):
            conv += "# USER\n" + long_ask(lang)[0] + "\n# ASSISTANT\n" + f"{src_path(lang)}\n```\n<<<<<<< SEARCH\n    return out\n=======\n    return sorted(out)\n>>>>>>> REPLACE\n```\n"
        msgs = [{"role": "system", "content": "Briefly summarize this partial conversation about programming. Include less detail about older parts and more about recent messages. Write it as the user, in first person, e.g. 'I asked you...'. Keep function names, libraries and file names."},
                {"role": "user", "content": conv}]
        return "/v1/chat/completions", h, {"model": weak, "messages": msgs, "stream": False}, "single_step"
    # main turn
    fn, code = make_func(lang)
    path = src_path(lang)
    fence = LANGS[lang]["fence"]
    file_text = make_file(lang, rng.choice([400, 2000, 8000, 25000]), must_have=(fn, code))
    fewshot = [{"role": "user", "content": "Change get_factorial() to use math.factorial"},
               {"role": "assistant", "content": "To make this change we need to modify `mathweb/flask/app.py`:\n\nmathweb/flask/app.py\n```python\n<<<<<<< SEARCH\nfrom flask import Flask\n=======\nimport math\nfrom flask import Flask\n>>>>>>> REPLACE\n```"}]
    msgs = [{"role": "system", "content": AIDER_SYS}] + fewshot
    msgs += [{"role": "user", "content": aider_repo_map(lang)}, {"role": "assistant", "content": AIDER_ACK_MAP}]
    msgs += [{"role": "user", "content": f"I have *added these files to the chat* so you can go ahead and edit them.\n\n{path}\n```{fence}\n{file_text}```"},
             {"role": "assistant", "content": AIDER_ACK_FILES}]
    one_func_asks = [f"rename the local variables in `{fn}` so they're clearer",
                     f"add a docstring to {fn}", f"make `{fn}` return early when the input is empty",
                     f"`{fn}` 里加上类型注解", f"ajoute un commentaire d'en-tête à `{fn}`", f"extract the loop body of {fn} into a helper in the same file",
                     f"In {fn}, replace the magic number with a named constant.", f"Füge `{fn}` eine Überprüfung auf None hinzu."]
    long_asks = ["add a --json output option to every command in the CLI, including tests",
                 f"remove `{fn}` and update all its callers across the repo",
                 "find why the nightly export job hangs and fix it",
                 "convert the whole package to async IO",
                 "Migra todo el proyecto a la nueva API de configuración.",
                 "テストが全部通るように直して。"]
    label = "single_step"
    if shape in ("first_single", "followup_single"):
        ask = rng.choice(one_func_asks)
        if shape == "followup_single":
            msgs += [{"role": "user", "content": rng.choice(one_func_asks)},
                     {"role": "assistant", "content": f"{path}\n```{fence}\n<<<<<<< SEARCH\n{code.splitlines()[0]}\n=======\n{code.splitlines()[0]}\n>>>>>>> REPLACE\n```"}]
        msgs.append({"role": "user", "content": ask})
    elif shape in ("first_long", "followup_long"):
        ask = rng.choice(long_asks + [long_ask(lang)[0]])
        msgs.append({"role": "user", "content": ask})
        label = "long_horizon"
    elif shape == "retry_edit":
        ask = rng.choice(one_func_asks + long_asks)
        msgs += [{"role": "user", "content": ask},
                 {"role": "assistant", "content": f"{path}\n```{fence}\n<<<<<<< SEARCH\n    if item is None:\n        continue\n=======\n    if item is None:\n        return []\n>>>>>>> REPLACE\n```"},
                 {"role": "user", "content": f"# 1 SEARCH/REPLACE block failed to match!\n\n## SearchReplaceNoExactMatch: This SEARCH block failed to exactly match lines in {path}\n<<<<<<< SEARCH\n    if item is None:\n        continue\n=======\n    if item is None:\n        return []\n>>>>>>> REPLACE\n\nThe SEARCH section must exactly match an existing block of lines including all white space, comments, indentation, docstrings, etc"}]
        label = "long_horizon"
    elif shape in ("retry_test", "tool_loop", "nudge", "loop_then_question"):
        ask = rng.choice(one_func_asks + long_asks)
        msgs += [{"role": "user", "content": ask},
                 {"role": "assistant", "content": f"{path}\n```{fence}\n<<<<<<< SEARCH\n{code.splitlines()[0]}\n=======\n{code.splitlines()[0]}\n>>>>>>> REPLACE\n```"}]
        if shape in ("retry_test", "tool_loop"):
            out = out_test_fail(lang, size_target())
            kind = rng.choice(["test", "lint", "run"])
            if kind == "lint":
                out = "\n".join(f"{path}:{rng.randint(1, 300)}:{rng.randint(1, 40)}: F821 undefined name '{rng.choice(WORDS)}'" for _ in range(rng.randint(1, 8)))
                msgs.append({"role": "user", "content": f"# Fix any errors below, if possible.\n\n## Running: flake8 --select=E9,F821 {path}\n\n{out}"})
            elif kind == "run":
                msgs.append({"role": "user", "content": f"I ran this command:\n\n{LANGS[lang]['test']}\n\nAnd got this output:\n\n{out}\nWhat's wrong? Fix"})
            else:
                msgs.append({"role": "user", "content": f"{out}"})
        else:
            msgs += [{"role": "user", "content": f"I ran this command:\n\n{LANGS[lang]['test']}\n\nAnd got this output:\n\n{out_test_fail(lang, 300)}"},
                     {"role": "assistant", "content": "The failure is due to the None check; updating it."},
                     {"role": "user", "content": rng.choice(NUDGES) if shape == "nudge" else single_ask(lang)[0]}]
        label = "long_horizon"
    else:  # first_single_huge
        ask, _ = huge_single_ask(lang)
        msgs.append({"role": "user", "content": ask})
    msgs.append({"role": "system", "content": "# SEARCH/REPLACE block rules: (reminder) use the exact format; only edit files in the chat; if you need other files, ask for them by path."})
    return "/v1/chat/completions", h, {"model": model, "messages": msgs, "temperature": 0, "stream": True}, label


# ---------------------------------------------------------------------------
FAMILIES = {
    "claude_code": (fam_claude_code, ["side_title", "side_title", "side_topic", "side_compact", "side_compact"]),
    "codex_cli": (fam_codex, ["side_compact", "side_compact"]),
    "openhands": (fam_openhands, ["side_compact", "side_compact"]),
    "swe_agent": (fam_swe_agent, []),
    "mini_swe_agent": (fam_mini_swe, []),
    "cline_native": (fam_cline, ["side_compact"]),
    "cline_xml": (fam_cline_xml, ["side_compact"]),
    "roo_code": (fam_roo, ["side_compact", "side_compact"]),
    "continue_agent": (fam_continue_agent, ["side_title", "side_title"]),
    "copilot_agent": (fam_copilot_agent, ["side_title", "side_commit", "side_commit"]),
    "aider": (fam_aider, ["side_commit", "side_commit", "side_commit", "side_compact", "side_compact"]),
    "gemini_cli": (fam_gemini_cli, ["side_compact", "side_compact"]),
    "opencode": (fam_opencode, ["side_title", "side_title", "side_compact"]),
    "goose": (fam_goose, ["side_title", "side_compact"]),
    "crush_amp": (fam_crush, ["side_title", "side_compact"]),
    "smolagents": (fam_smolagents, []),
    "langgraph_tools": (fam_langgraph, ["side_compact"]),
    "langchain_react": (fam_langchain_react, ["side_compact", "side_compact"]),
    "autogen": (fam_autogen, ["side_compact"]),
    "completions_loop": (fam_completions_loop, ["side_compact"]),
}


def main():
    rows = []
    for fam, (fn, sides) in FAMILIES.items():
        shapes = list(MAIN_SHAPES) + list(sides)
        if fam in ("swe_agent", "mini_swe_agent", "smolagents"):
            shapes += ["tool_loop", "first_single", "followup_single"]
        for i, shape in enumerate(shapes):
            lang = rng.choice(LANG_NAMES)
            ep, h, body, label = fn(shape, lang)
            rows.append({"id": f"agents2-{fam}-{i:03d}", "family": fam, "shape": shape, "endpoint": ep,
                         "headers": h, "body": body, "label": label})
    buf = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buf, mtime=0) as gz:
        for r in rows:
            gz.write((json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n").encode("utf-8"))
    with open(OUT, "wb") as f:
        f.write(buf.getvalue())
    from collections import Counter
    c = Counter((r["family"], r["label"]) for r in rows)
    print(len(rows), Counter(r["label"] for r in rows))
    for fam in FAMILIES:
        print(f"{fam:18s} single={c[(fam, 'single_step')]:3d} long={c[(fam, 'long_horizon')]:3d}")


if __name__ == "__main__":
    main()
