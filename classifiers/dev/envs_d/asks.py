"""Asks for the envs_d set: one coding ask each, labelled by the task alone.

single_step  = answerable from the message alone (concept question, regex, one
               function, SQL for a given schema, explain/fix/rewrite code that is
               pasted, docstring, commit message for a given diff, shell/git question).
long_horizon = needs exploring or editing the workspace beyond what is supplied
               (fix a bug somewhere in the repo, feature across files, run tests and
               iterate, migrate, investigate a failure, explain a file only named).

Emphasis: non-English and terse asks. All text written for this set.
Each ask: id, text, label, lang, kind, code (snippet key or None), short (bool).
"""

S, L = "single_step", "long_horizon"

# --------------------------------------------------------------------------
# Snippets supplied with some single-step asks. path=None -> not a file
# selection (diff / schema / JSON), shown inline only.
# --------------------------------------------------------------------------
SNIPPETS = {
    "PY_MUTDEF": {"lang": "python", "path": "app/tags.py", "code": '''def add_tag(tag, tags=[]):
    tags.append(tag)
    return tags
'''},
    "PY_PARSE": {"lang": "python", "path": "netlib/headers.py", "code": '''def parse_header(line):
    if ":" not in line:
        raise ValueError(f"bad header: {line!r}")
    name, _, value = line.partition(":")
    name = name.strip().lower()
    value = value.strip()
    if name in ("content-length", "max-forwards"):
        value = int(value)
    return name, value
'''},
    "PY_DEDUP": {"lang": "python", "path": "lib/collections_util.py", "code": '''def dedupe(items):
    out = []
    for x in items:
        if x not in out:
            out.append(x)
    return out
'''},
    "JS_PROMISE": {"lang": "javascript", "path": "src/api/users.js", "code": '''function loadUser(id) {
  return fetch(`/api/users/${id}`)
    .then(r => { if (!r.ok) throw new Error(r.status); return r.json(); })
    .then(u => fetch(`/api/teams/${u.teamId}`)
      .then(r => r.json())
      .then(t => ({ ...u, team: t })))
    .catch(err => { console.error(err); return null; });
}
'''},
    "JS_MINI": {"lang": "javascript", "path": "src/lib/pick.js", "code": '''function f(a, b) {
  let r = [];
  for (let i = 0; i < a.length; i++) {
    let x = a[i];
    if (b.indexOf(x.k) !== -1) r.push(x.v * 2);
  }
  return r;
}
'''},
    "PY_SLUG": {"lang": "python", "path": "blog/text.py", "code": '''import re
import unicodedata


def slugify(text: str, max_len: int = 60) -> str:
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    text = re.sub(r"[^a-zA-Z0-9]+", "-", text).strip("-").lower()
    return text[:max_len].rstrip("-")
'''},
    "PY_SQLI": {"lang": "python", "path": "db/users.py", "code": '''def find_user(conn, name):
    cur = conn.cursor()
    cur.execute("SELECT id, email FROM users WHERE name = '%s'" % name)
    return cur.fetchone()
'''},
    "JS_LOOP": {"lang": "javascript", "path": "src/stats.js", "code": '''function sumLastN(arr, n) {
  let total = 0;
  for (let i = arr.length - n; i <= arr.length; i++) {
    total += arr[i];
  }
  return total;
}
'''},
    "PY_MERGE": {"lang": "python", "path": "sched/intervals.py", "code": '''def merge_intervals(intervals):
    intervals = sorted(intervals, key=lambda p: p[0])
    merged = []
    for start, end in intervals:
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return merged
'''},
    "JSON_ITEMS": {"lang": "json", "path": None, "code": '''{"items": [{"id": "a1", "n": 3, "tags": ["x"]}, {"id": "b7", "n": 0, "tags": []}], "next": null}
'''},
    "RUST_BORROW": {"lang": "rust", "path": "src/main.rs", "code": '''fn main() {
    let mut names = vec![String::from("ana"), String::from("bo")];
    let first = &names[0];
    names.push(String::from("cy"));
    println!("{}", first);
}
'''},
    "SQL_SCHEMA": {"lang": "sql", "path": None, "code": '''CREATE TABLE customers (id SERIAL PRIMARY KEY, name TEXT NOT NULL, country CHAR(2), created_at TIMESTAMP);
CREATE TABLE products  (id SERIAL PRIMARY KEY, sku TEXT UNIQUE, title TEXT, price_cents INT);
CREATE TABLE orders    (id SERIAL PRIMARY KEY, customer_id INT REFERENCES customers(id), placed_at TIMESTAMP, status TEXT);
CREATE TABLE order_items (order_id INT REFERENCES orders(id), product_id INT REFERENCES products(id), qty INT, unit_price_cents INT);
'''},
    "SQL_SLOW": {"lang": "sql", "path": None, "code": '''SELECT * FROM orders o
WHERE o.customer_id IN (SELECT id FROM customers WHERE LOWER(country) = 'de')
  AND DATE(o.placed_at) = '2024-11-29'
ORDER BY o.placed_at;
'''},
    "SQL_WINDOW": {"lang": "sql", "path": None, "code": '''SELECT customer_id, placed_at,
       SUM(total) OVER (PARTITION BY customer_id ORDER BY placed_at
                        ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS running_total,
       LAG(placed_at) OVER (PARTITION BY customer_id ORDER BY placed_at) AS prev_order
FROM order_totals;
'''},
    "DIFF_1": {"lang": "diff", "path": None, "code": '''diff --git a/src/auth/token.py b/src/auth/token.py
index 3f2a1c9..8b7d0e4 100644
--- a/src/auth/token.py
+++ b/src/auth/token.py
@@ -12,9 +12,12 @@ def issue_token(user_id: int, ttl: int = 3600) -> str:
-    exp = int(time.time()) + ttl
-    payload = {"sub": user_id, "exp": exp}
+    if ttl <= 0:
+        raise ValueError("ttl must be positive")
+    now = int(time.time())
+    payload = {"sub": str(user_id), "iat": now, "exp": now + ttl}
     return jwt.encode(payload, SECRET, algorithm="HS256")
'''},
    "DIFF_2": {"lang": "diff", "path": None, "code": '''diff --git a/web/components/Cart.tsx b/web/components/Cart.tsx
index 91ac0d2..c41e7f5 100644
--- a/web/components/Cart.tsx
+++ b/web/components/Cart.tsx
@@ -21,7 +21,8 @@ export function Cart({ items }: CartProps) {
-  const total = items.reduce((s, i) => s + i.price, 0);
+  if (items.length === 0) return <EmptyCart />;
+  const total = items.reduce((s, i) => s + i.price * i.quantity, 0);
   return (
     <section className="cart">
'''},
    "GO_HANDLER": {"lang": "go", "path": "internal/http/health.go", "code": '''func healthHandler(db *sql.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
		defer cancel()
		if err := db.PingContext(ctx); err != nil {
			http.Error(w, "db unavailable", http.StatusServiceUnavailable)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{"status":"ok"}`))
	}
}
'''},
    "BASH_BACKUP": {"lang": "bash", "path": "scripts/backup.sh", "code": '''#!/usr/bin/env bash
set -euo pipefail
SRC=${1:-/var/www}
DEST=/backups/$(date +%F)
mkdir -p "$DEST"
tar -czf "$DEST/site.tgz" -C "$SRC" .
find /backups -maxdepth 1 -type d -mtime +14 -exec rm -rf {} +
'''},
    "TS_HOOK": {"lang": "tsx", "path": "src/hooks/useWindowWidth.ts", "code": '''export function useWindowWidth() {
  const [width, setWidth] = useState(window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);
  return width;
}
'''},
    "RUST_FN": {"lang": "rust", "path": "src/text.rs", "code": '''fn word_freq(text: &str) -> Vec<(String, usize)> {
    let mut m: HashMap<String, usize> = HashMap::new();
    for w in text.split_whitespace().map(|w| w.to_lowercase()) {
        *m.entry(w).or_insert(0) += 1;
    }
    let mut v: Vec<_> = m.into_iter().collect();
    v.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    v
}
'''},
    "PY_AVG": {"lang": "python", "path": "metrics/basic.py", "code": '''def average(xs):
    return sum(xs) / len(xs)
'''},
    "PY_FLAT": {"lang": "python", "path": "utils/tree.py", "code": '''def flatten(tree):
    if isinstance(tree, list):
        out = []
        for t in tree:
            out.extend(flatten(t))
        return out
    return [tree]
'''},
    "JS_DEBOUNCE": {"lang": "javascript", "path": "src/utils/debounce.js", "code": '''export function debounce(fn, wait) {
  let t;
  return function (...args) {
    clearTimeout(t);
    t = setTimeout(() => fn.apply(this, args), wait);
  };
}
'''},
}

# (lang, label, kind, text, snippet_key)
_RAW = [
    # ---------------- English (64) ----------------
    ("en", S, "shell_git", "what does git rebase --onto do?", None),
    ("en", S, "regex", "regex for ISO 8601 dates", None),
    ("en", S, "concept", "explain the difference between a mutex and a semaphore", None),
    ("en", S, "function", "write a python function that flattens an arbitrarily nested list", None),
    ("en", S, "sql", "Write SQL for this schema: top 5 customers by total order value in 2024.", "SQL_SCHEMA"),
    ("en", S, "fix_pasted", "why does this return the same list on every call?", "PY_MUTDEF"),
    ("en", S, "docstring", "add a docstring to parse_header", "PY_PARSE"),
    ("en", S, "commit_msg", "commit message for this diff", "DIFF_1"),
    ("en", S, "shell_git", "how do I undo the last commit but keep the changes", None),
    ("en", S, "explain_pasted", "what's the time complexity of this and how would you make it linear?", "PY_DEDUP"),
    ("en", S, "rewrite", "convert this to async/await", "JS_PROMISE"),
    ("en", S, "concept", "explain useEffect cleanup", None),
    ("en", S, "shell_git", "tar command to extract a .tar.zst", None),
    ("en", S, "concept", "TCP vs UDP, briefly", None),
    ("en", S, "shell_git", "bash one-liner to count lines in all .py files recursively", None),
    ("en", S, "rewrite", "rename the variables in this function to something readable", "JS_MINI"),
    ("en", S, "test_given", "write pytest tests for this function, including unicode input", "PY_SLUG"),
    ("en", S, "explain_pasted", "is this vulnerable to SQL injection? show the safe version", "PY_SQLI"),
    ("en", S, "shell_git", "what does `set -euo pipefail` do", None),
    ("en", S, "translate_snippet", "translate this Python to Go", "PY_SLUG"),
    ("en", S, "regex", "regex matching US phone numbers with optional area code", None),
    ("en", S, "concept", "cron expression for every weekday at 7:30", None),
    ("en", S, "concept", "explain the CAP theorem in two sentences", None),
    ("en", S, "fix_pasted", "fix the off-by-one in this loop", "JS_LOOP"),
    ("en", S, "rewrite", "add type hints to this", "PY_MERGE"),
    ("en", S, "concept", "what is a monad, in plain words", None),
    ("en", S, "function", "write a Dockerfile for a single-file Flask app (app.py, python 3.12, gunicorn)", None),
    ("en", S, "shell_git", "git command to list branches already merged into main", None),
    ("en", S, "function", "jq filter that prints every .items[].id from this JSON", "JSON_ITEMS"),
    ("en", S, "fix_pasted", "why won't this compile?", "RUST_BORROW"),
    ("en", S, "title", "give this PR a short title", "DIFF_1"),
    ("en", S, "explain_pasted", r"what does this regex match: ^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,}$", None),

    ("en", L, "run_tests_fix", "fix the failing tests", None),
    ("en", L, "ci_fix", "the CI is red, make it green", None),
    ("en", L, "feature", "add dark mode to the settings page", None),
    ("en", L, "migrate", "migrate the project from Jest to Vitest", None),
    ("en", L, "investigate", "find why the cache never expires and fix it", None),
    ("en", L, "explain_named_file", "what does src/billing/reconcile.py do?", None),
    ("en", L, "deps_upgrade", "upgrade to React 19 and fix whatever breaks", None),
    ("en", L, "build_project", "build a REST API with auth, tests and a Dockerfile", None),
    ("en", L, "feature", "add pagination to all list endpoints", None),
    ("en", L, "refactor_repo", "refactor the payments module to use the new Money type everywhere", None),
    ("en", L, "investigate", "there's a memory leak in the worker, track it down", None),
    ("en", L, "refactor_repo", "rename UserService to AccountService across the codebase", None),
    ("en", L, "feature", "set up GitHub Actions to run lint and tests on every PR", None),
    ("en", L, "investigate", "why does `make build` fail on my machine?", None),
    ("en", L, "feature", "add i18n and extract all hard-coded UI strings", None),
    ("en", L, "feature", "write integration tests for the orders API", None),
    ("en", L, "migrate", "turn on TypeScript strict mode and fix the errors", None),
    ("en", L, "feature", "implement Google OAuth login", None),
    ("en", L, "repo_bugfix", "app crashes on startup since the last merge, fix it", None),
    ("en", L, "refactor_repo", "remove the deprecated v1 endpoints and update every caller", None),
    ("en", L, "run_tests_fix", "get test coverage of the parser package to 90%", None),
    ("en", L, "migrate", "port the CLI from argparse to click", None),
    ("en", L, "investigate", "investigate the flaky test test_sync_retry and fix it", None),
    ("en", L, "feature", "document every public function in the sdk/ folder", None),
    ("en", L, "ci_fix", "go through the repo and fix all eslint errors", None),
    ("en", L, "explain_repo", "summarize the architecture of this repository", None),
    ("en", L, "feature", "add rate limiting to the API gateway service", None),
    ("en", L, "investigate", "the Docker image is 2GB, slim it down", None),
    ("en", L, "migrate", "replace moment.js with date-fns everywhere", None),
    ("en", L, "repo_bugfix", "find and fix the N+1 queries in the admin views", None),
    ("en", L, "run_tests_fix", "make the e2e suite pass on Windows", None),
    ("en", L, "feature", "implement the TODOs in lib/scheduler", None),

    # ---------------- German (14) ----------------
    ("de", S, "concept", "erklär mir useEffect", None),
    ("de", S, "regex", "Regex für deutsche Postleitzahlen", None),
    ("de", S, "sql", "Schreib eine SQL-Abfrage: Umsatz pro Monat für dieses Schema", "SQL_SCHEMA"),
    ("de", S, "explain_pasted", "Was macht dieser Code?", "GO_HANDLER"),
    ("de", S, "commit_msg", "Commit-Nachricht für diesen Diff bitte", "DIFF_2"),
    ("de", S, "shell_git", "Unterschied zwischen git merge und git rebase?", None),
    ("de", S, "sql", "Ich habe eine Tabelle `events(id, user_id, ts)`. Schreib mir eine SQL-Abfrage, die pro Nutzer die längste Serie aufeinanderfolgender Tage mit mindestens einem Event liefert (PostgreSQL).", None),
    ("de", L, "repo_bugfix", "behebe den Fehler im Login-Flow", None),
    ("de", L, "run_tests_fix", "Tests laufen lassen und alle Fehler beheben", None),
    ("de", L, "migrate", "Migriere das Projekt von Webpack auf Vite", None),
    ("de", L, "feature", "Füge einen CSV-Export für Rechnungen hinzu, Backend und Frontend", None),
    ("de", L, "ci_fix", "Warum schlägt der Build in der CI fehl? Bitte reparieren.", None),
    ("de", L, "explain_named_file", "erklär mir, was services/payment/refund.ts macht", None),
    ("de", L, "ci_fix", "In unserem Monorepo bricht seit dem Update auf pnpm 9 der Build von packages/ui ab. Bitte untersuch das, fix es und stell sicher, dass `pnpm -r test` wieder durchläuft.", None),

    # ---------------- French (12) ----------------
    ("fr", S, "concept", "explique-moi les closures en JavaScript", None),
    ("fr", S, "regex", "écris une regex pour valider un IBAN français", None),
    ("fr", S, "docstring", "ajoute une docstring à cette fonction", "PY_MERGE"),
    ("fr", S, "shell_git", "comment supprimer une branche distante avec git ?", None),
    ("fr", S, "fix_pasted", "corrige ce code, il plante sur une liste vide", "PY_AVG"),
    ("fr", S, "commit_msg", "Voici mon diff, propose un message de commit au format Conventional Commits.", "DIFF_2"),
    ("fr", L, "run_tests_fix", "corrige les tests qui échouent", None),
    ("fr", L, "feature", "ajoute l'authentification à deux facteurs à l'appli", None),
    ("fr", L, "migrate", "migre le projet de Python 3.8 vers 3.12", None),
    ("fr", L, "investigate", "trouve pourquoi les notifications ne partent plus et corrige", None),
    ("fr", L, "refactor_repo", "refactorise le module de facturation en services séparés", None),
    ("fr", L, "ci_fix", "Le script de déploiement échoue depuis qu'on a changé de registre Docker. Regarde les fichiers de CI et les Dockerfiles, puis corrige tout ce qui pointe encore vers l'ancien registre.", None),

    # ---------------- Spanish (12) ----------------
    ("es", S, "concept", "explícame qué es un closure", None),
    ("es", S, "function", "función en Python para validar un RUT chileno", None),
    ("es", S, "shell_git", "¿qué hace `git stash pop`?", None),
    ("es", S, "sql", "optimiza esta consulta", "SQL_SLOW"),
    ("es", S, "test_given", "escribe tests unitarios para esta función", "JS_DEBOUNCE"),
    ("es", S, "sql", "Tengo este esquema. Necesito una consulta que devuelva, por cada cliente, la fecha de su primer pedido y el total gastado.", "SQL_SCHEMA"),
    ("es", L, "repo_bugfix", "arregla el bug del carrito de compras", None),
    ("es", L, "feature", "agrega soporte multi-idioma a toda la app", None),
    ("es", L, "migrate", "pasa el proyecto a TypeScript", None),
    ("es", L, "investigate", "revisa por qué falla el despliegue en staging y arréglalo", None),
    ("es", L, "run_tests_fix", "haz que pasen todos los tests de integración", None),
    ("es", L, "repo_bugfix", "El endpoint /api/reportes devuelve 500 cuando el rango de fechas cruza fin de año. Encuentra la causa en el código y corrígela con un test que lo cubra.", None),

    # ---------------- Portuguese (BR) (12) ----------------
    ("pt-BR", S, "concept", "o que é debounce?", None),
    ("pt-BR", S, "regex", "regex pra validar CPF", None),
    ("pt-BR", S, "explain_pasted", "explica esse código pra mim", "TS_HOOK"),
    ("pt-BR", S, "commit_msg", "gera uma mensagem de commit pra esse diff", "DIFF_1"),
    ("pt-BR", S, "shell_git", "como faço squash dos últimos 3 commits?", None),
    ("pt-BR", S, "function", "escreve uma função em JS que formata um número como moeda BRL", None),
    ("pt-BR", L, "repo_bugfix", "corrige o bug no fluxo de checkout", None),
    ("pt-BR", L, "feature", "implementa upload de arquivos pro S3 no backend", None),
    ("pt-BR", L, "migrate", "migra o banco de MySQL pra Postgres, incluindo as migrations", None),
    ("pt-BR", L, "investigate", "descobre por que o login tá lento e resolve", None),
    ("pt-BR", L, "deps_upgrade", "atualiza todas as dependências e conserta o que quebrar", None),
    ("pt-BR", L, "feature", "adiciona testes e2e com Playwright pro fluxo de cadastro", None),

    # ---------------- Italian (8) ----------------
    ("it", S, "concept", "spiegami le promise in JS", None),
    ("it", S, "function", "scrivi una funzione in C che inverte una stringa sul posto", None),
    ("it", S, "explain_pasted", "cosa fa questo script bash?", "BASH_BACKUP"),
    ("it", S, "translate_snippet", "traduci questa funzione in Kotlin", "PY_SLUG"),
    ("it", L, "run_tests_fix", "sistema i test che falliscono nel modulo ordini", None),
    ("it", L, "feature", "aggiungi logging strutturato in tutto il backend", None),
    ("it", L, "migrate", "porta il progetto da Vue 2 a Vue 3", None),
    ("it", L, "investigate", "capisci perché il job notturno non parte e correggilo", None),

    # ---------------- Dutch (8) ----------------
    ("nl", S, "concept", "leg het verschil uit tussen let en const", None),
    ("nl", S, "regex", "schrijf een regex voor Nederlandse postcodes", None),
    ("nl", S, "rewrite", "voeg type hints toe aan deze functie", "PY_MERGE"),
    ("nl", S, "shell_git", "hoe maak ik een git tag en push ik die?", None),
    ("nl", L, "repo_bugfix", "los de bug in de zoekfunctie op", None),
    ("nl", L, "refactor_repo", "zet de hele app om naar async/await", None),
    ("nl", L, "feature", "bouw een admin-dashboard voor gebruikersbeheer", None),
    ("nl", L, "ci_fix", "zorg dat de pipeline weer groen wordt", None),

    # ---------------- Polish (8) ----------------
    ("pl", S, "concept", "wyjaśnij, czym jest dependency injection", None),
    ("pl", S, "sql", "napisz zapytanie SQL: klienci bez żadnych zamówień", "SQL_SCHEMA"),
    ("pl", S, "fix_pasted", "popraw ten kod", "JS_LOOP"),
    ("pl", S, "shell_git", "jak odzyskać commity po git push --force?", None),
    ("pl", L, "run_tests_fix", "napraw testy jednostkowe w projekcie", None),
    ("pl", L, "feature", "dodaj eksport do PDF w module raportów", None),
    ("pl", L, "migrate", "zmigruj projekt z Create React App na Vite", None),
    ("pl", L, "investigate", "znajdź przyczynę wycieku pamięci w serwisie i napraw", None),

    # ---------------- Czech (6) ----------------
    ("cs", S, "concept", "vysvětli mi rozdíl mezi procesem a vláknem", None),
    ("cs", S, "regex", "napiš regulární výraz pro české PSČ", None),
    ("cs", S, "docstring", "napiš docstring k této funkci", "PY_PARSE"),
    ("cs", L, "repo_bugfix", "oprav chybu v přihlašování", None),
    ("cs", L, "feature", "přidej do aplikace tmavý režim", None),
    ("cs", L, "run_tests_fix", "spusť testy a oprav, co padá", None),

    # ---------------- Hungarian (6) ----------------
    ("hu", S, "concept", "magyarázd el a REST és a GraphQL különbségét", None),
    ("hu", S, "function", "írj egy Python függvényt, ami ellenőrzi a magyar adószámot", None),
    ("hu", S, "explain_pasted", "mit csinál ez a kód?", "RUST_FN"),
    ("hu", L, "repo_bugfix", "javítsd ki a hibát a regisztrációs folyamatban", None),
    ("hu", L, "migrate", "írd át a projektet TypeScriptre", None),
    ("hu", L, "investigate", "derítsd ki, miért lassú a főoldal betöltése, és javítsd", None),

    # ---------------- Swedish (6) ----------------
    ("sv", S, "concept", "förklara vad en closure är", None),
    ("sv", S, "sql", "skriv en SQL-fråga för antal ordrar per kund", "SQL_SCHEMA"),
    ("sv", S, "commit_msg", "ge mig ett commit-meddelande för den här diffen", "DIFF_2"),
    ("sv", L, "repo_bugfix", "fixa buggen i betalflödet", None),
    ("sv", L, "feature", "lägg till enhetstester för hela api-modulen", None),
    ("sv", L, "deps_upgrade", "uppgradera Django till 5.0 och fixa det som går sönder", None),

    # ---------------- Turkish (8) ----------------
    ("tr", S, "concept", "useEffect nedir, kısaca anlat", None),
    ("tr", S, "regex", "e-posta için regex yaz", None),
    ("tr", S, "explain_pasted", "bu fonksiyonu açıklar mısın?", "JS_DEBOUNCE"),
    ("tr", S, "shell_git", "git'te son commit mesajını nasıl değiştiririm?", None),
    ("tr", L, "repo_bugfix", "giriş sayfasındaki hatayı düzelt", None),
    ("tr", L, "migrate", "projeyi Java 8'den Java 21'e taşı", None),
    ("tr", L, "run_tests_fix", "tüm testleri çalıştır, başarısız olanları düzelt", None),
    ("tr", L, "feature", "sepet servisine önbellekleme ekle", None),

    # ---------------- Russian (12) ----------------
    ("ru", S, "concept", "объясни, что такое замыкание", None),
    ("ru", S, "regex", "напиши регулярку для IPv4", None),
    ("ru", S, "explain_pasted", "что делает этот SQL?", "SQL_WINDOW"),
    ("ru", S, "rewrite", "перепиши эту функцию без рекурсии", "PY_FLAT"),
    ("ru", S, "shell_git", "как посмотреть историю изменений одного файла в git?", None),
    ("ru", S, "function", "Напиши на TypeScript функцию debounce с корректной типизацией аргументов и возвращаемого значения.", None),
    ("ru", L, "run_tests_fix", "почини падающие тесты", None),
    ("ru", L, "feature", "добавь в проект аутентификацию через JWT", None),
    ("ru", L, "migrate", "переведи проект с Flask на FastAPI", None),
    ("ru", L, "investigate", "разберись, почему воркер падает по ночам, и исправь", None),
    ("ru", L, "explain_named_file", "объясни, как устроен модуль core/scheduler", None),
    ("ru", L, "migrate", "После обновления SQLAlchemy до 2.0 половина репозиториев в проекте сыплет предупреждениями, а часть запросов падает. Пройдись по коду, переведи всё на новый стиль и прогони тесты.", None),

    # ---------------- Ukrainian (6) ----------------
    ("uk", S, "concept", "поясни різницю між == та === в JS", None),
    ("uk", S, "function", "напиши функцію для перевірки паліндрома", None),
    ("uk", S, "docstring", "додай коментарі до цього скрипта", "BASH_BACKUP"),
    ("uk", L, "repo_bugfix", "виправ помилку в модулі оплати", None),
    ("uk", L, "feature", "додай українську локалізацію в інтерфейс", None),
    ("uk", L, "deps_upgrade", "онови залежності та виправ збірку", None),

    # ---------------- Arabic (6) ----------------
    ("ar", S, "concept", "اشرح لي ما هو الـ closure في JavaScript", None),
    ("ar", S, "regex", "اكتب regex للتحقق من رقم جوال سعودي", None),
    ("ar", S, "fix_pasted", "ما الخطأ في هذا الكود؟", "PY_AVG"),
    ("ar", L, "repo_bugfix", "أصلح الخطأ في صفحة تسجيل الدخول", None),
    ("ar", L, "feature", "أضف دعم العربية واتجاه RTL للتطبيق كله", None),
    ("ar", L, "run_tests_fix", "شغّل الاختبارات وأصلح كل ما يفشل", None),

    # ---------------- Hebrew (6) ----------------
    ("he", S, "concept", "תסביר מה זה Promise ב-JavaScript", None),
    ("he", S, "sql", "תכתוב שאילתה שמחזירה את חמשת המוצרים הנמכרים ביותר", "SQL_SCHEMA"),
    ("he", S, "shell_git", "מה עושה git cherry-pick?", None),
    ("he", L, "repo_bugfix", "תתקן את הבאג בטופס ההרשמה", None),
    ("he", L, "migrate", "תעביר את הפרויקט מ-JavaScript ל-TypeScript", None),
    ("he", L, "feature", "תוסיף בדיקות אינטגרציה לכל ה-API", None),

    # ---------------- Hindi (6) ----------------
    ("hi", S, "concept", "closure क्या होता है, समझाइए", None),
    ("hi", S, "regex", "email validate करने के लिए regex लिखो", None),
    ("hi", S, "fix_pasted", "इस function में bug क्या है?", "JS_LOOP"),
    ("hi", L, "repo_bugfix", "login flow का bug ठीक करो", None),
    ("hi", L, "migrate", "पूरे project को TypeScript में migrate करो", None),
    ("hi", L, "run_tests_fix", "सारे tests चलाओ और जो fail हों उन्हें ठीक करो", None),

    # ---------------- Indonesian (8) ----------------
    ("id", S, "concept", "jelaskan apa itu goroutine", None),
    ("id", S, "regex", "buat regex untuk nomor HP Indonesia", None),
    ("id", S, "docstring", "tolong tulis docstring untuk fungsi ini", "PY_SLUG"),
    ("id", S, "shell_git", "bedanya git fetch dan git pull apa?", None),
    ("id", L, "repo_bugfix", "perbaiki bug di halaman checkout", None),
    ("id", L, "feature", "tambahkan fitur notifikasi email ke aplikasi", None),
    ("id", L, "deps_upgrade", "upgrade Laravel ke versi 11 dan perbaiki yang rusak", None),
    ("id", L, "investigate", "cari tahu kenapa API-nya lambat lalu perbaiki", None),

    # ---------------- Vietnamese (6) ----------------
    ("vi", S, "concept", "giải thích closure trong JavaScript", None),
    ("vi", S, "function", "viết hàm Python kiểm tra số nguyên tố", None),
    ("vi", S, "explain_pasted", "đoạn code này làm gì?", "GO_HANDLER"),
    ("vi", L, "repo_bugfix", "sửa lỗi ở trang đăng nhập", None),
    ("vi", L, "migrate", "chuyển dự án sang TypeScript", None),
    ("vi", L, "run_tests_fix", "chạy test và sửa hết lỗi", None),

    # ---------------- Thai (6) ----------------
    ("th", S, "concept", "อธิบาย closure ใน JavaScript หน่อย", None),
    ("th", S, "regex", "เขียน regex ตรวจเบอร์มือถือไทย", None),
    ("th", S, "fix_pasted", "โค้ดนี้ผิดตรงไหน", "PY_MUTDEF"),
    ("th", L, "repo_bugfix", "แก้บั๊กหน้า login ให้หน่อย", None),
    ("th", L, "feature", "เพิ่มระบบแจ้งเตือนทางอีเมลในโปรเจกต์", None),
    ("th", L, "run_tests_fix", "รันเทสต์แล้วแก้ส่วนที่ fail ทั้งหมด", None),

    # ---------------- Chinese, simplified (14) ----------------
    ("zh-Hans", S, "regex", "写一个正则匹配邮箱", None),
    ("zh-Hans", S, "concept", "解释一下 Python 的 GIL", None),
    ("zh-Hans", S, "test_given", "给这个函数写单元测试", "PY_SLUG"),
    ("zh-Hans", S, "fix_pasted", "这段 SQL 有什么问题？怎么优化？", "SQL_SLOW"),
    ("zh-Hans", S, "commit_msg", "帮我写个 commit message", "DIFF_1"),
    ("zh-Hans", S, "shell_git", "git reset --soft 和 --hard 的区别", None),
    ("zh-Hans", S, "function", "用 Go 写一个并发安全的 LRU 缓存，容量固定，带 Get 和 Put 方法。", None),
    ("zh-Hans", L, "migrate", "把项目迁移到 TypeScript", None),
    ("zh-Hans", L, "repo_bugfix", "修复登录模块的 bug", None),
    ("zh-Hans", L, "run_tests_fix", "跑一下测试，把失败的都修好", None),
    ("zh-Hans", L, "feature", "给后台加一个用户权限管理功能", None),
    ("zh-Hans", L, "investigate", "查一下为什么内存一直涨，然后修掉", None),
    ("zh-Hans", L, "explain_named_file", "看看 src/utils/date.ts 是干什么的", None),
    ("zh-Hans", L, "deps_upgrade", "我们的 Android 项目升级到 AGP 8 之后编译不过了，请排查 build.gradle 和各模块的配置，修到能正常打包为止。", None),

    # ---------------- Chinese, traditional (6) ----------------
    ("zh-Hant", S, "concept", "解釋一下什麼是閉包", None),
    ("zh-Hant", S, "regex", "寫一個正規表達式驗證台灣手機號碼", None),
    ("zh-Hant", S, "docstring", "幫這段程式碼加上註解", "GO_HANDLER"),
    ("zh-Hant", L, "repo_bugfix", "修正購物車結帳的錯誤", None),
    ("zh-Hant", L, "migrate", "把整個專案從 Python 2 升級到 Python 3", None),
    ("zh-Hant", L, "feature", "幫整個網站加上深色模式", None),

    # ---------------- Japanese (12) ----------------
    ("ja", S, "concept", "useEffect の依存配列について説明して", None),
    ("ja", S, "regex", "メールアドレスの正規表現を書いて", None),
    ("ja", S, "rewrite", "このコードをリファクタリングして", "JS_MINI"),
    ("ja", S, "commit_msg", "この差分のコミットメッセージを考えて", "DIFF_2"),
    ("ja", S, "shell_git", "git bisect の使い方を教えて", None),
    ("ja", S, "function", "Pythonで、リストから重複を取り除きつつ元の順序を保つ関数を書いてください。型ヒントも付けてください。", None),
    ("ja", L, "repo_bugfix", "ログイン周りのバグを直して", None),
    ("ja", L, "run_tests_fix", "テストが全部通るようにして", None),
    ("ja", L, "migrate", "プロジェクトを Next.js の App Router に移行して", None),
    ("ja", L, "feature", "CSV インポート機能を追加して", None),
    ("ja", L, "investigate", "ビルドが遅い原因を調べて改善して", None),
    ("ja", L, "investigate", "決済APIのタイムアウトが本番環境でだけ発生しています。リポジトリ内のリトライ処理とHTTPクライアントの設定を調べて原因を特定し、修正してください。", None),

    # ---------------- Korean (8) ----------------
    ("ko", S, "concept", "클로저가 뭔지 설명해줘", None),
    ("ko", S, "regex", "이메일 정규식 작성해줘", None),
    ("ko", S, "rewrite", "이 함수에 타입 힌트 추가해줘", "PY_MERGE"),
    ("ko", S, "shell_git", "git rebase -i 사용법 알려줘", None),
    ("ko", L, "repo_bugfix", "로그인 버그 고쳐줘", None),
    ("ko", L, "migrate", "프로젝트를 TypeScript로 마이그레이션해줘", None),
    ("ko", L, "run_tests_fix", "실패하는 테스트 전부 고쳐줘", None),
    ("ko", L, "feature", "결제 모듈에 환불 기능 추가해줘", None),
]

_NO_SPACE_LANGS = {"zh-Hans", "zh-Hant", "ja", "th"}


def _is_short(lang: str, text: str) -> bool:
    """2-10 words; for scripts without spaces, roughly <= 20 characters."""
    if lang in _NO_SPACE_LANGS:
        return len(text.replace(" ", "")) <= 20 and len(text.split()) <= 10
    n = len(text.split())
    return 2 <= n <= 10


def _build():
    out = []
    for i, (lang, label, kind, text, code) in enumerate(_RAW):
        if code is not None and code not in SNIPPETS:
            raise KeyError(code)
        out.append({
            "id": f"d{i:03d}",
            "text": text,
            "label": label,
            "lang": lang,
            "kind": kind,
            "code": code,
            "short": _is_short(lang, text),
        })
    return out


ASKS = _build()


def snippet(ask):
    """Return the snippet dict of an ask, or None."""
    return SNIPPETS[ask["code"]] if ask.get("code") else None


if __name__ == "__main__":
    from collections import Counter
    print(len(ASKS), Counter(a["label"] for a in ASKS))
    en = sum(a["lang"] == "en" for a in ASKS)
    print("english share %.1f%%" % (100 * en / len(ASKS)))
    print("short share %.1f%%" % (100 * sum(a["short"] for a in ASKS) / len(ASKS)))
    print(Counter((a["short"], a["label"]) for a in ASKS))
