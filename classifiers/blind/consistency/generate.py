#!/usr/bin/env python3
"""Blind cross-client consistency set for a single_step / long_horizon request classifier.

Every ask below is wrapped in the first-turn envelope of many coding clients. The label belongs to
the ask and is identical in every envelope of that ask.
Standard library only; deterministic output.
"""
import hashlib
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
S, L = "single_step", "long_horizon"

ASKS = []


def A(aid, lang, label, pl, text, task=None):
    ASKS.append({"ask_id": aid, "lang": lang, "label": label, "pl": pl, "text": text.strip("\n"),
                 "task": task or text.strip().splitlines()[0][:160]})


# ----------------------------------------------------------------------------------------------
# snippets (each is part of its ask and identical in every envelope)
PY_PARSE = '''```python
def parse_header(line):
    key, _, value = line.partition(":")
    key = key.strip().lower()
    value = value.strip()
    if not key:
        raise ValueError("empty header name")
    if value.startswith('"') and value.endswith('"'):
        value = value[1:-1]
    return key, value
```'''

PY_CHUNKS = '''```python
def chunks(items, size):
    out = []
    for i in range(0, len(items) - 1, size):
        out.append(items[i:i + size])
    return out
```'''

PY_AVG = '''```python
def moving_average(values, window):
    result = []
    for i in range(len(values)):
        if i + 1 >= window:
            result.append(sum(values[i + 1 - window:i + 1]) / window)
    return result
```'''

PY_SLUG = '''```python
import re
import unicodedata

def slugify(text, max_len=60):
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    text = re.sub(r"[^a-zA-Z0-9]+", "-", text).strip("-").lower()
    return text[:max_len].rstrip("-")
```'''

PY_DEDUP = '''```python
def merge_users(a, b):
    seen = {}
    for u in a + b:
        if u["email"] in seen:
            if u["updated"] > seen[u["email"]]["updated"]:
                seen[u["email"]] = u
        else:
            seen[u["email"]] = u
    return list(seen.values())
```'''

PY_NESTED = '''```python
def shipping_cost(order):
    if order.country == "US":
        if order.weight < 1:
            return 5
        else:
            if order.express:
                return 25
            else:
                return 12
    else:
        if order.express:
            return 40
        else:
            return 20
```'''

PY_LOOP = '''```python
result = []
for row in rows:
    if row["status"] == "active":
        result.append(row["name"].upper())
```'''

PY_COMPLETE = '''```python
def is_palindrome(s: str) -> bool:
    """Return True if s reads the same forwards and backwards, ignoring case and non-letters."""
    # TODO
```'''

JS_CALLBACK = '''```javascript
function loadConfig(path, cb) {
  fs.readFile(path, 'utf8', (err, data) => {
    if (err) return cb(err);
    try {
      cb(null, JSON.parse(data));
    } catch (e) {
      cb(e);
    }
  });
}
```'''

JS_RENAME = '''```javascript
function f(a, b) {
  const x = a.filter(y => y.t > b);
  const z = x.map(y => ({ n: y.n, d: Date.now() - y.t }));
  return z.sort((p, q) => q.d - p.d);
}
```'''

JS_REDUCER = '''```javascript
export function cartReducer(state = { items: [] }, action) {
  switch (action.type) {
    case 'add':
      return { items: [...state.items, action.item] };
    case 'remove':
      return { items: state.items.filter(i => i.id !== action.id) };
    case 'clear':
      return { items: [] };
    default:
      return state;
  }
}
```'''

GO_ERR = '''```go
func readUsers(path string) []User {
	data, _ := os.ReadFile(path)
	var users []User
	json.Unmarshal(data, &users)
	return users
}
```'''

PY_TO_GO = '''```python
def word_counts(text):
    counts = {}
    for word in text.lower().split():
        word = word.strip(".,!?;:")
        if word:
            counts[word] = counts.get(word, 0) + 1
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
```'''

RUST_BORROW = '''```rust
fn main() {
    let mut names = vec![String::from("ana"), String::from("bo")];
    let first = &names[0];
    names.push(String::from("cy"));
    println!("{}", first);
}
```'''

PY_COMPLEX = '''```python
def has_pair_with_sum(nums, target):
    for i in range(len(nums)):
        for j in range(i + 1, len(nums)):
            if nums[i] + nums[j] == target:
                return True
    return False
```'''

DIFF_1 = '''```diff
--- a/src/http/client.py
+++ b/src/http/client.py
@@ -41,7 +41,11 @@ class Client:
     def get(self, url, **kw):
-        return self._session.get(url, timeout=10, **kw)
+        timeout = kw.pop("timeout", self.default_timeout)
+        return self._session.get(url, timeout=timeout, **kw)
 
     def __init__(self, base_url, default_timeout=10):
         self.base_url = base_url
+        self.default_timeout = default_timeout
```'''

DIFF_2 = '''```diff
--- a/web/src/components/Avatar.tsx
+++ b/web/src/components/Avatar.tsx
@@ -12,6 +12,9 @@ export function Avatar({ user, size = 32 }: Props) {
-  return <img src={user.avatarUrl} width={size} height={size} />;
+  if (!user.avatarUrl) {
+    return <span className="avatar-initials">{initials(user.name)}</span>;
+  }
+  return <img src={user.avatarUrl} alt={user.name} width={size} height={size} />;
 }
```'''

DIFF_3 = '''```diff
--- a/cmd/server/main.go
+++ b/cmd/server/main.go
@@ -20,6 +20,8 @@ func main() {
 	mux := http.NewServeMux()
 	mux.HandleFunc("/api/orders", ordersHandler)
+	mux.HandleFunc("/healthz", func(w http.ResponseWriter, r *http.Request) {
+		w.WriteHeader(http.StatusOK)
+	})
 	log.Fatal(http.ListenAndServe(":8080", mux))
```'''

JAVA_METHOD = '''```java
public static Optional<Invoice> findLatestUnpaid(List<Invoice> invoices, String customerId) {
    return invoices.stream()
        .filter(i -> i.getCustomerId().equals(customerId))
        .filter(i -> !i.isPaid())
        .max(Comparator.comparing(Invoice::getIssuedAt));
}
```'''

SQL_SLOW = '''```sql
SELECT c.name, (SELECT SUM(o.amount) FROM orders o WHERE o.customer_id = c.id) AS total
FROM customers c
WHERE (SELECT COUNT(*) FROM orders o WHERE o.customer_id = c.id) > 0
ORDER BY total DESC;
```'''

SQL_EXPLAIN = '''```sql
SELECT d.name, COUNT(e.id) AS n, AVG(e.salary) AS avg_salary
FROM departments d
LEFT JOIN employees e ON e.dept_id = d.id AND e.active
GROUP BY d.name
HAVING COUNT(e.id) >= 3
ORDER BY avg_salary DESC;
```'''

JSON_CFG = '''```json
{"service": "billing", "replicas": 3, "env": {"LOG_LEVEL": "info", "DB_POOL": 10}, "ports": [8080, 9090]}
```'''

JSON_SWIFT = '''```json
{"id": 42, "title": "Buy milk", "done": false, "tags": ["home", "errand"], "due": "2024-05-01T09:00:00Z"}
```'''

TS_DEBOUNCE = '''```typescript
export function debounce<T extends (...args: any[]) => void>(fn: T, ms: number) {
  let t: ReturnType<typeof setTimeout> | undefined;
  return (...args: Parameters<T>) => {
    if (t) clearTimeout(t);
    t = setTimeout(() => fn(...args), ms);
  };
}
```'''

C_SNIPPET = '''```c
size_t count_words(const char *s) {
    size_t n = 0;
    int in_word = 0;
    for (; *s; s++) {
        if (isspace((unsigned char)*s)) in_word = 0;
        else if (!in_word) { in_word = 1; n++; }
    }
    return n;
}
```'''

PY_TYPEHINT = '''```python
def group_by(items, key):
    out = {}
    for it in items:
        out.setdefault(key(it), []).append(it)
    return out
```'''

RB_SNIPPET = '''```ruby
def fetch_rates(currencies)
  currencies.each_with_object({}) do |cur, acc|
    acc[cur] = RATES_CACHE.fetch(cur) { RateApi.get(cur) }
  end
end
```'''

PHP_SNIPPET = '''```php
function formatPrice($cents, $currency = 'EUR') {
    $amount = number_format($cents / 100, 2, ',', '.');
    return $currency === 'EUR' ? "$amount €" : "$currency $amount";
}
```'''

KT_SNIPPET = '''```kotlin
fun mergeIntervals(xs: List<IntRange>): List<IntRange> {
    val sorted = xs.sortedBy { it.first }
    val out = mutableListOf<IntRange>()
    for (r in sorted) {
        val last = out.lastOrNull()
        if (last != null && r.first <= last.last + 1) out[out.size - 1] = last.first..maxOf(last.last, r.last)
        else out.add(r)
    }
    return out
}
```'''

CPP_SNIPPET = '''```cpp
template <typename T>
T clamp_add(T a, T b, T lo, T hi) {
    T s = a + b;
    if (s < lo) return lo;
    if (s > hi) return hi;
    return s;
}
```'''

# ----------------------------------------------------------------------------------------------
# single_step asks (English)
A("s-en-regex-iso", "en", S, "py", "write a regex that matches every ISO 8601 calendar date (YYYY-MM-DD) with valid months 01-12 and days 01-31")
A("s-en-rebase-onto", "en", S, "generic", "what does `git rebase --onto` do to all the commits between the old base and the branch tip?")
A("s-en-reset-modes", "en", S, "generic", "What's the difference between `git reset --soft`, `--mixed` and `--hard`?")
A("s-en-commit-msg", "en", S, "py", "Write a commit message for this diff:\n\n" + DIFF_1, "write a commit message for a given diff")
A("s-en-docstring", "en", S, "py", "Add a docstring to this function:\n\n" + PY_PARSE, "add a docstring to parse_header")
A("s-en-explain-regex", "en", S, "generic", r"Explain what this regex matches: `^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,}$`")
A("s-en-sql-top5", "en", S, "sql", "Write a SQL query that returns the top 5 customers by total order amount in 2023. Schema: customers(id, name, country), orders(id, customer_id, amount, created_at).")
A("s-en-py-to-go", "en", S, "go", "Translate this Python function to Go:\n\n" + PY_TO_GO, "translate word_counts from Python to Go")
A("s-en-rename-vars", "en", S, "js", "Rename the variables in this function so they're descriptive, keep the behaviour identical:\n\n" + JS_RENAME, "rename variables in one given JS function")
A("s-en-pytest-slug", "en", S, "py", "Write pytest unit tests for this function:\n\n" + PY_SLUG, "write pytest tests for slugify")
A("s-en-rust-borrow", "en", S, "rust", "Why does this Rust code fail to compile, and how do I fix it?\n\n" + RUST_BORROW, "explain a Rust borrow error in a snippet")
A("s-en-complexity", "en", S, "py", "What is the time complexity of this function, and can you give an O(n) version?\n\n" + PY_COMPLEX, "complexity of a given function + O(n) version")
A("s-en-async-await", "en", S, "js", "Convert this callback-based function to async/await:\n\n" + JS_CALLBACK, "convert loadConfig to async/await")
A("s-en-undo-commit", "en", S, "generic", "How do I undo the last commit but keep the changes staged?")
A("s-en-set-euo", "en", S, "shell", "what does `set -euo pipefail` do at the top of a bash script?")
A("s-en-find-large", "en", S, "shell", "Write a bash one-liner that lists all files larger than 100MB under the current directory, sorted by size")
A("s-en-useeffect", "en", S, "ts", "What's the difference between `useEffect` and `useLayoutEffect` in React, and when should I use each?")
A("s-en-flatten", "en", S, "py", "write a Python function that flattens an arbitrarily nested list, without recursion")
A("s-en-healthcheck", "en", S, "generic", "Give me a Dockerfile HEALTHCHECK instruction for a service listening on port 8080 with a /healthz endpoint")
A("s-en-awk", "en", S, "shell", "what does this awk command do: `awk -F, 'NR>1 {s+=$3} END {print s/(NR-1)}' data.csv`")
A("s-en-deep-readonly", "en", S, "ts", "write a TypeScript utility type DeepReadonly<T> that makes every nested property readonly, including arrays")
A("s-en-mutex-sem", "en", S, "generic", "Explain the difference between a mutex and a semaphore, with a short example of when to use each")
A("s-en-off-by-one", "en", S, "py", "Fix the off-by-one error in this function (it drops the last chunk):\n\n" + PY_CHUNKS, "fix an off-by-one in one given function")
A("s-en-typehints", "en", S, "py", "Add type hints to this function, using generics:\n\n" + PY_TYPEHINT, "add type hints to group_by")
A("s-en-cron", "en", S, "generic", "Write a cron expression that runs every weekday at 6:30am")
A("s-en-kubectl-undo", "en", S, "generic", "What does `kubectl rollout undo deployment/web` actually do, and does it touch the ConfigMaps?")
A("s-en-go-reverse", "en", S, "go", "Write a Go function that reverses a UTF-8 string correctly, rune by rune")
A("s-en-rust-lines", "en", S, "rust", "what's the idiomatic way to read a file line by line in Rust?")
A("s-en-nested-ifs", "en", S, "py", "Refactor this function to remove the nested ifs, same results:\n\n" + PY_NESTED, "flatten nested ifs in shipping_cost")
A("s-en-java-record", "en", S, "java", "Write a Java record Point with x and y doubles and a method distanceTo(Point other)")
A("s-en-sqlite-wal", "en", S, "sql", "what does `PRAGMA journal_mode=WAL` change in SQLite?")
A("s-en-c-decl", "en", S, "c", "Explain this C declaration in plain words: `int (*(*fp)(int))[10];`")
A("s-en-title", "en", S, "generic", "Generate a short title (at most 6 words) for this request: \"how do I make eslint and prettier stop fighting over semicolons in a monorepo\"")
A("s-en-summarize-fn", "en", S, "py", "Summarize what this function does in one sentence:\n\n" + PY_DEDUP, "one-sentence summary of merge_users")
A("s-en-jq", "en", S, "shell", "Write a jq filter that outputs the `id` of every object in the top-level array whose `active` field is true")
A("s-en-sql-faster", "en", S, "sql", "Rewrite this query to be faster. There is an index on orders(customer_id).\n\n" + SQL_SLOW, "speed up one given SQL query")
A("s-en-volatile", "en", S, "java", "What does the `volatile` keyword mean in Java, and how is it different from `volatile` in C?")
A("s-en-css-center", "en", S, "generic", "write a CSS rule that centers a div both horizontally and vertically with flexbox")
A("s-en-json-yaml", "en", S, "generic", "Convert this JSON to YAML:\n\n" + JSON_CFG, "convert a JSON blob to YAML")
A("s-en-gha-cache", "en", S, "py", "Write a GitHub Actions step that caches pip dependencies keyed on requirements.txt")
A("s-en-copy-add", "en", S, "generic", "What's the difference between `COPY` and `ADD` in a Dockerfile?")
A("s-en-bsearch-c", "en", S, "c", "implement binary search over a sorted int array in C, returning the index or -1")
A("s-en-retry-deco", "en", S, "py", "Write a Python decorator that retries a function up to 3 times with exponential backoff and jitter")
A("s-en-slots", "en", S, "py", "Explain what `__slots__` does in Python and when it saves memory")
A("s-en-go-errors", "en", S, "go", "Add proper error handling to this function and return the error to the caller:\n\n" + GO_ERR, "add error handling to one Go function")
A("s-en-regex-ipv4", "en", S, "generic", "write a regex that validates IPv4 addresses, 0-255 in each octet, no leading zeros")
A("s-en-http-201", "en", S, "generic", "Which HTTP status code should a POST return when it created a resource, and what headers go with it?")
A("s-en-makefile", "en", S, "c", "Write a Makefile pattern rule that compiles every .c file in src/ into an .o file in obj/")
A("s-en-allsettled", "en", S, "js", "What does `Promise.allSettled` return, and how is it different from `Promise.all`?")
A("s-en-javadoc", "en", S, "java", "Write a Javadoc comment for this method:\n\n" + JAVA_METHOD, "write a Javadoc for findLatestUnpaid")
A("s-en-port-5432", "en", S, "shell", "How do I check which process is listening on port 5432 on Linux?")
A("s-en-jest-reducer", "en", S, "js", "Write Jest unit tests for this reducer:\n\n" + JS_REDUCER, "write Jest tests for cartReducer")
A("s-en-typeerror", "en", S, "js", "what does this error usually mean in React: `TypeError: Cannot read properties of undefined (reading 'map')`?")
A("s-en-kotlin-ext", "en", S, "kotlin", "Write a Kotlin extension function String.titleCase() that capitalizes the first letter of each word")
A("s-en-rename-jpeg", "en", S, "py", "write a small standalone Python script that renames every .jpeg file in a given folder to .jpg")
A("s-en-eqeq", "en", S, "js", "What's the difference between `==` and `===` in JavaScript?")
A("s-en-lru", "en", S, "py", "Implement an LRU cache class in Python with get and put in O(1), without functools")
A("s-en-pg-users", "en", S, "sql", "Write the PostgreSQL DDL for a `users` table with id, unique email, display_name and created_at defaulting to now()")
A("s-en-cherry-x", "en", S, "generic", "what does `git cherry-pick -x` add to the commit message?")
A("s-en-haskell", "en", S, "haskell", r"Explain what this Haskell expression evaluates to and why: `foldr (\x acc -> x : take 2 acc) [] [1..10]`")
A("s-en-powershell", "en", S, "shell", "Write a PowerShell command that lists the 10 largest files under C:\\Logs with their sizes in MB")
A("s-en-complete", "en", S, "py", "Complete this function:\n\n" + PY_COMPLETE, "complete is_palindrome")
A("s-en-fn-name", "en", S, "generic", "what's a good name for a function that returns the number of business days between two dates?")
A("s-en-swift-codable", "en", S, "swift", "Write a Swift struct conforming to Codable for this JSON:\n\n" + JSON_SWIFT, "Swift Codable struct for a JSON blob")
A("s-en-listcomp", "en", S, "py", "Convert this loop into a list comprehension:\n\n" + PY_LOOP, "loop to list comprehension")
A("s-en-moving-avg", "en", S, "py", "Is there a bug in this function? The first output seems right but I'm not sure about the rest.\n\n" + PY_AVG, "review one given function for a bug")
A("s-en-debounce-explain", "en", S, "ts", "Explain how this debounce works and why `Parameters<T>` is used:\n\n" + TS_DEBOUNCE, "explain a debounce snippet")
A("s-en-c-wc-test", "en", S, "c", "Write a few assert-based C tests for this function:\n\n" + C_SNIPPET, "write tests for count_words")

# single_step asks (other languages)
A("s-es-stash-pop", "es", S, "generic", "¿Qué hace `git stash pop` si hay conflictos al aplicar los cambios?")
A("s-es-regex-cp", "es", S, "generic", "Escribe una expresión regular que valide códigos postales españoles: 5 dígitos y los dos primeros entre 01 y 52")
A("s-es-docstring", "es", S, "py", "Añade un docstring a esta función:\n\n" + PY_SLUG, "añadir docstring a slugify")
A("s-es-explain-sql", "es", S, "sql", "Explícame qué hace esta consulta SQL:\n\n" + SQL_EXPLAIN, "explicar una consulta SQL dada")
A("s-es-groupby-js", "es", S, "js", "Escribe una función en JavaScript que agrupe un array de objetos por una clave dada")
A("s-es-let-const", "es", S, "js", "¿Cuál es la diferencia entre `let`, `const` y `var` en JavaScript?")
A("s-es-py-to-ts", "es", S, "ts", "Traduce esta función de Python a TypeScript:\n\n" + PY_TYPEHINT, "traducir group_by a TypeScript")
A("s-es-commit", "es", S, "ts", "Escribe un mensaje de commit para este diff:\n\n" + DIFF_2, "mensaje de commit para un diff dado")

A("s-fr-rebase-i", "fr", S, "generic", "Que fait exactement `git rebase -i HEAD~3` ?")
A("s-fr-regex-tel", "fr", S, "generic", "Écris une regex qui reconnaît un numéro de portable français, au format 06 12 34 56 78 ou +33 6 12 34 56 78")
A("s-fr-typehints", "fr", S, "py", "Ajoute des annotations de type à cette fonction :\n\n" + PY_DEDUP, "annoter les types de merge_users")
A("s-fr-proc-thread", "fr", S, "generic", "Explique-moi la différence entre un processus et un thread")
A("s-fr-sql-mois", "fr", S, "sql", "Écris une requête SQL qui compte les commandes par mois pour ce schéma : commandes(id, client_id, total, cree_le)")
A("s-fr-lisible", "fr", S, "py", "Réécris cette fonction pour qu'elle soit plus lisible :\n\n" + PY_NESTED, "rendre shipping_cost plus lisible")
A("s-fr-junit", "fr", S, "java", "Écris des tests unitaires JUnit 5 pour cette méthode :\n\n" + JAVA_METHOD, "tests JUnit 5 pour une méthode donnée")

A("s-de-bisect", "de", S, "generic", "Was macht `git bisect` und wie benutze ich es?")
A("s-de-regex-iban", "de", S, "generic", "Schreib einen regulären Ausdruck, der deutsche IBANs (DE + 20 Ziffern, optional mit Leerzeichen) erkennt")
A("s-de-docstring", "de", S, "py", "Schreibe einen Docstring für diese Funktion:\n\n" + PY_AVG, "Docstring für moving_average")
A("s-de-arc-rc", "de", S, "rust", "Was ist der Unterschied zwischen `Arc` und `Rc` in Rust?")
A("s-de-bash-fn", "de", S, "shell", "Schreibe eine Bash-Funktion, die prüft, ob ein Befehl installiert ist, und sonst eine Fehlermeldung ausgibt")
A("s-de-explain", "de", S, "ruby", "Erkläre mir, was dieser Code macht:\n\n" + RB_SNIPPET, "Ruby-Snippet erklären")
A("s-de-commit", "de", S, "go", "Formuliere eine Commit-Nachricht für diese Änderung:\n\n" + DIFF_3, "Commit-Nachricht für einen Diff")

A("s-pt-compose-down", "pt", S, "generic", "O que faz o comando `docker compose down -v`?")
A("s-pt-regex-cpf", "pt", S, "generic", "Escreva uma regex que valide CPF no formato 000.000.000-00")
A("s-pt-cpf-fn", "pt", S, "py", "Escreva uma função em Python que calcule os dígitos verificadores de um CPF")
A("s-pt-comments", "pt", S, "php", "Adicione comentários explicando esta função:\n\n" + PHP_SNIPPET, "comentar uma função PHP dada")
A("s-pt-joins", "pt", S, "sql", "Qual a diferença entre `INNER JOIN` e `LEFT JOIN`?")
A("s-pt-promises", "pt", S, "js", "Converta este código de callbacks para Promises:\n\n" + JS_CALLBACK, "converter loadConfig para Promises")

A("s-zh-rebase-onto", "zh", S, "generic", "`git rebase --onto` 会对所有这些提交做什么？")
A("s-zh-regex-phone", "zh", S, "generic", "写一个匹配中国大陆手机号的正则表达式")
A("s-zh-docstring", "zh", S, "py", "给这个函数加上文档注释：\n\n" + PY_PARSE, "给 parse_header 加文档注释")
A("s-zh-explain", "zh", S, "kotlin", "解释一下这段代码的作用：\n\n" + KT_SNIPPET, "解释 mergeIntervals")
A("s-zh-go-counter", "zh", S, "go", "用 Go 写一个并发安全的计数器")
A("s-zh-gil", "zh", S, "py", "Python 里的 GIL 是什么？它对多线程有什么影响？")
A("s-zh-sql-max", "zh", S, "sql", "帮我写一条 SQL：查询每个部门工资最高的员工。表结构：employees(id, name, dept_id, salary)")

A("s-ja-reflog", "ja", S, "generic", "`git reflog` は何のために使いますか？")
A("s-ja-regex-mail", "ja", S, "generic", "メールアドレスにマッチする簡単な正規表現を書いてください")
A("s-ja-typehints", "ja", S, "py", "この関数に型ヒントを付けてください：\n\n" + PY_CHUNKS, "chunks に型ヒント")
A("s-ja-unittest", "ja", S, "cpp", "この関数のユニットテストを書いてください：\n\n" + CPP_SNIPPET, "clamp_add のテスト")
A("s-ja-ownership", "ja", S, "rust", "Rustの所有権とは何ですか？簡単に説明してください")
A("s-ja-commit", "ja", S, "py", "この差分のコミットメッセージを書いてください：\n\n" + DIFF_1, "差分のコミットメッセージ")

A("s-ru-reset-hard", "ru", S, "generic", "Что делает `git reset --hard origin/main`?")
A("s-ru-regex-email", "ru", S, "generic", "Напиши регулярное выражение для проверки email")
A("s-ru-docstring", "ru", S, "py", "Добавь docstring к этой функции:\n\n" + PY_DEDUP, "docstring для merge_users")
A("s-ru-explain-sql", "ru", S, "sql", "Объясни, что делает этот SQL-запрос:\n\n" + SQL_EXPLAIN, "объяснить SQL-запрос")
A("s-ru-cpp-list", "ru", S, "cpp", "Напиши функцию на C++, которая разворачивает односвязный список")

A("s-it-prune", "it", S, "generic", "Cosa fa `git fetch --prune`?")
A("s-it-dedup", "it", S, "js", "Scrivi una funzione JavaScript che rimuove i duplicati da un array mantenendo l'ordine")
A("s-it-regex", "it", S, "generic", r"Spiega cosa fa questa espressione regolare: `^\d{5}(-\d{4})?$`")

# ----------------------------------------------------------------------------------------------
# long_horizon asks (English)
A("l-en-failing-tests", "en", L, "py", "fix the failing tests")
A("l-en-cache-expire", "en", L, "py", "find why the cache never expires and fix it")
A("l-en-ci-red", "en", L, "generic", "the CI is red, make it green")
A("l-en-pytest-migrate", "en", L, "py", "migrate this repo to pytest")
A("l-en-rest-api", "en", L, "py", "build a REST API with auth, tests and a Dockerfile")
A("l-en-run-fix", "en", L, "py", "Run the test suite and fix whatever breaks")
A("l-en-mem-leak", "en", L, "py", "There's a memory leak in the worker process somewhere, track it down and fix it")
A("l-en-react18", "en", L, "js", "Upgrade the project from React 17 to React 18 and fix anything that breaks")
A("l-en-dark-mode", "en", L, "ts", "Add dark mode support across the whole app")
A("l-en-rename-model", "en", L, "py", "Rename the `User` model to `Account` everywhere in the codebase, including migrations and tests")
A("l-en-js-to-ts", "en", L, "js", "Convert the whole codebase from JavaScript to TypeScript")
A("l-en-gha-ci", "en", L, "py", "Set up GitHub Actions CI that runs lint, tests and builds the Docker image, and make sure it passes")
A("l-en-deprecated", "en", L, "py", "Find all usages of the deprecated `request.get_json(force=True)` and replace them")
A("l-en-pagination", "en", L, "py", "Implement pagination for all list endpoints in the API")
A("l-en-blank-login", "en", L, "ts", "The login page sometimes shows a blank screen after submitting. Figure out why and fix it")
A("l-en-struct-log", "en", L, "go", "Add structured logging to every service in this monorepo")
A("l-en-payment-tests", "en", L, "java", "Write integration tests for the payment module and make them pass")
A("l-en-rust-todo", "en", L, "rust", "Build a CLI todo app in Rust with add/list/done commands, persistence to a JSON file, and tests")
A("l-en-nextjs-blog", "en", L, "ts", "Create a Next.js blog with markdown posts, tags and an RSS feed")
A("l-en-windows-build", "en", L, "c", "Make the build work on Windows")
A("l-en-coverage", "en", L, "go", "Increase test coverage of the `billing` package to 80%")
A("l-en-polars", "en", L, "py", "Port the data pipeline from pandas to polars")
A("l-en-go-race", "en", L, "go", "Our Go service panics under load with 'concurrent map writes'. Find the race and fix it")
A("l-en-profile", "en", L, "py", "Profile the app and fix the slowest endpoint")
A("l-en-moment", "en", L, "js", "Replace moment.js with date-fns across the project")
A("l-en-mypy", "en", L, "py", "Fix all the mypy errors in the repo")
A("l-en-lint", "en", L, "ts", "fix the lint errors")
A("l-en-i18n", "en", L, "ts", "Add i18n to the frontend with English and Spanish translations for all user-facing strings")
A("l-en-oauth", "en", L, "py", "Implement OAuth2 login with Google and GitHub")
A("l-en-startup-crash", "en", L, "py", "The app crashes on startup after the last merge, fix it")
A("l-en-split-app", "en", L, "py", "Split the monolithic `app.py` into a proper package with blueprints")
A("l-en-compose", "en", L, "py", "Dockerize this project with docker-compose for the app, Postgres and Redis")
A("l-en-k8s-operator", "en", L, "go", "Implement a Kubernetes operator in Go that manages Redis clusters, with CRDs and e2e tests")
A("l-en-dup-emails", "en", L, "py", "Find out why the nightly job is sending duplicate emails and fix it")
A("l-en-deps", "en", L, "js", "Update all dependencies to their latest versions and make sure everything still works")
A("l-en-dry-run", "en", L, "go", "Add a `--dry-run` flag to every subcommand of the CLI")
A("l-en-lisp-wasm", "en", L, "rust", "Write a compiler for a small Lisp that targets WebAssembly, with a test suite")
A("l-en-chrome-ext", "en", L, "js", "Build a Chrome extension that blocks distracting sites on a schedule")
A("l-en-precommit", "en", L, "py", "Set up pre-commit hooks with black, isort and flake8 and fix all existing violations")
A("l-en-sqlalchemy2", "en", L, "py", "Refactor the database layer to use SQLAlchemy 2.0 style everywhere")
A("l-en-flaky", "en", L, "py", "Investigate the flaky test in the integration suite and make it deterministic")
A("l-en-issue-482", "en", L, "py", "Reproduce issue #482 and fix it")
A("l-en-compile-again", "en", L, "cpp", "get the project compiling again")
A("l-en-health-manifest", "en", L, "go", "Add a health check endpoint and wire it into the existing deployment manifests")
A("l-en-todos", "en", L, "ts", "Implement the TODOs in the codebase")
A("l-en-dead-code", "en", L, "java", "Go through the codebase and remove dead code")
A("l-en-playwright", "en", L, "ts", "Add end-to-end tests with Playwright for the checkout flow")
A("l-en-vite", "en", L, "js", "Migrate from Webpack to Vite")
A("l-en-pwa", "en", L, "ts", "Make the app work offline as a PWA")
A("l-en-discord-bot", "en", L, "py", "Build a Discord bot in Python that answers FAQs from a markdown file, with tests and a Dockerfile")
A("l-en-fd-leak", "en", L, "c", "Find where we leak file descriptors and fix it")
A("l-en-py312", "en", L, "py", "Upgrade to Python 3.12 and fix the deprecation warnings")
A("l-en-rate-limit", "en", L, "py", "Implement rate limiting on all public endpoints")
A("l-en-fullstack", "en", L, "py", "Write a full-stack app: FastAPI backend, React frontend, user signup/login, Postgres, all running via docker compose")
A("l-en-docker-2gb", "en", L, "py", "Why is our Docker image 2GB? Slim it down")
A("l-en-otel", "en", L, "go", "Add OpenTelemetry tracing to the services and verify the spans show up")
A("l-en-bench-regress", "en", L, "rust", "The benchmarks regressed 30% since last week; bisect and fix the regression")
A("l-en-stripe", "en", L, "py", "Hook up the Stripe webhook handler and write tests for it")
A("l-en-maven-gradle", "en", L, "java", "Convert the Java project from Maven to Gradle")
A("l-en-spec-export", "en", L, "py", "Implement the feature described in docs/spec/export.md")
A("l-en-sqli-audit", "en", L, "php", "Audit the code for SQL injection and fix every instance")
A("l-en-node20", "en", L, "js", "Make all the tests pass on Node 20")
A("l-en-postgres-too", "en", L, "java", "Add support for PostgreSQL in addition to MySQL in the data access layer")
A("l-en-docs-links", "en", L, "generic", "Fix the broken links in the docs site and make the docs build without warnings")
A("l-en-terraform", "en", L, "generic", "Create a Terraform setup for this app on AWS (VPC, ECS, RDS) and validate it")
A("l-en-docstrings-all", "en", L, "py", "add docstrings to every public function in the package")
A("l-en-tests-utils", "en", L, "ts", "write unit tests for everything in src/utils/ and run them")
A("l-en-readme", "en", L, "generic", "what does this project do? look through the code and write a README for it")
A("l-en-retry-timeout", "en", L, "py", "Where is the retry logic for HTTP calls implemented in this repo, and why doesn't it respect the timeout? Fix it.")
A("l-en-ruby-rails7", "en", L, "ruby", "Upgrade the Rails app to Rails 7.1 and get the specs green")
A("l-en-csharp-nullable", "en", L, "csharp", "Enable nullable reference types in the solution and fix all the warnings")

# long_horizon asks (other languages)
A("l-es-tests", "es", L, "py", "arregla los tests que fallan")
A("l-es-cache", "es", L, "py", "Encuentra por qué la caché nunca expira y arréglalo")
A("l-es-ci", "es", L, "generic", "El CI está en rojo, ponlo en verde")
A("l-es-pytest", "es", L, "py", "Migra este repositorio de unittest a pytest")
A("l-es-api", "es", L, "py", "Construye una API REST con autenticación, tests y un Dockerfile")
A("l-es-django5", "es", L, "py", "Actualiza el proyecto a Django 5 y corrige todo lo que se rompa")
A("l-es-csv", "es", L, "ts", "Añade exportación a CSV en todas las pantallas de informes")
A("l-es-leak", "es", L, "go", "Hay una fuga de memoria en el servidor; encuéntrala y corrígela")

A("l-fr-tests", "fr", L, "py", "Corrige les tests qui échouent")
A("l-fr-cache", "fr", L, "py", "Trouve pourquoi le cache n'expire jamais et corrige-le")
A("l-fr-ci", "fr", L, "generic", "La CI est rouge, fais-la passer au vert")
A("l-fr-pytest", "fr", L, "py", "Migre ce dépôt vers pytest")
A("l-fr-flask", "fr", L, "py", "Crée une application web de gestion de tâches avec Flask, une base SQLite, des tests et un Dockerfile")
A("l-fr-orm", "fr", L, "py", "Remplace toutes les requêtes SQL brutes du projet par l'ORM")
A("l-fr-i18n", "fr", L, "ts", "Ajoute la traduction française à toute l'interface")

A("l-de-tests", "de", L, "py", "Behebe die fehlschlagenden Tests")
A("l-de-cache", "de", L, "py", "Finde heraus, warum der Cache nie abläuft, und behebe es")
A("l-de-ci", "de", L, "generic", "Die CI ist rot, mach sie grün")
A("l-de-pytest", "de", L, "py", "Migriere das Repository auf pytest")
A("l-de-api", "de", L, "py", "Baue eine REST-API mit Authentifizierung, Tests und einem Dockerfile")
A("l-de-java21", "de", L, "java", "Stell das ganze Projekt von Java 11 auf Java 21 um und sorge dafür, dass der Build durchläuft")
A("l-de-export", "de", L, "java", "Der Export bricht bei großen Dateien ab. Finde die Ursache und behebe sie")

A("l-pt-tests", "pt", L, "py", "Conserte os testes que estão falhando")
A("l-pt-cache", "pt", L, "py", "Descubra por que o cache nunca expira e corrija")
A("l-pt-ci", "pt", L, "generic", "O CI está vermelho, deixe-o verde")
A("l-pt-api", "pt", L, "py", "Crie uma API REST com autenticação, testes e um Dockerfile")
A("l-pt-ts", "pt", L, "js", "Migre o projeto de JavaScript para TypeScript")
A("l-pt-pagination", "pt", L, "py", "Adicione paginação em todos os endpoints de listagem")

A("l-zh-tests", "zh", L, "py", "修复失败的测试")
A("l-zh-cache", "zh", L, "py", "找出缓存为什么永远不过期并修复它")
A("l-zh-ci", "zh", L, "generic", "CI 挂了，把它修好")
A("l-zh-pytest", "zh", L, "py", "把这个仓库迁移到 pytest")
A("l-zh-api", "zh", L, "py", "搭建一个带用户认证、测试和 Dockerfile 的 REST API")
A("l-zh-logging", "zh", L, "py", "把项目里所有的 print 调试语句换成 logging")
A("l-zh-vue3", "zh", L, "js", "升级到 Vue 3 并修复所有破坏性变更")

A("l-ja-tests", "ja", L, "py", "失敗しているテストを直してください")
A("l-ja-cache", "ja", L, "py", "キャッシュが期限切れにならない原因を見つけて修正して")
A("l-ja-ci", "ja", L, "generic", "CIが赤いので緑にしてください")
A("l-ja-pytest", "ja", L, "py", "このリポジトリをpytestに移行してください")
A("l-ja-api", "ja", L, "py", "認証、テスト、Dockerfile付きのREST APIを作ってください")
A("l-ja-dayjs", "ja", L, "js", "プロジェクト全体でmoment.jsをdayjsに置き換えてください")

A("l-ru-tests", "ru", L, "py", "Почини падающие тесты")
A("l-ru-cache", "ru", L, "py", "Найди, почему кэш никогда не истекает, и исправь")
A("l-ru-ci", "ru", L, "generic", "CI красный, сделай его зелёным")
A("l-ru-pytest", "ru", L, "py", "Переведи проект с unittest на pytest")
A("l-ru-api", "ru", L, "py", "Сделай REST API с авторизацией, тестами и Dockerfile")

A("l-it-tests", "it", L, "py", "Sistema i test che falliscono")
A("l-it-cache", "it", L, "py", "Trova perché la cache non scade mai e correggilo")
A("l-it-jwt", "it", L, "py", "Aggiungi l'autenticazione JWT a tutte le API del progetto")

# more hard cases: self-contained questions full of "big" words, and very short agent asks
A("s-en-pytest-lf", "en", S, "py", "what does `pytest --lf -x` do when every test in the whole suite failed on the last run?")
A("s-en-git-gc", "en", S, "generic", "Explain what `git gc --aggressive --prune=now` does to all the objects in the repository")
A("s-en-glob-tests", "en", S, "shell", "write one shell glob that matches every test file across the entire repo, both test_*.py and *_test.py, at any depth (bash globstar)")
A("s-en-sed-inplace", "en", S, "shell", "write a sed command that replaces every occurrence of foo with bar in a file, in place, and works on both GNU and BSD sed")
A("s-en-docker-nocache", "en", S, "generic", "what does `docker build --no-cache --pull` do differently from a normal build?")
A("s-en-fixtures", "en", S, "py", "What's the difference between unittest's setUp/tearDown and pytest fixtures, in a few sentences?")
A("s-de-continue-on-error", "de", S, "generic", "Was bedeutet `continue-on-error: true` in einem GitHub-Actions-Job?")
A("s-fr-maxfail", "fr", S, "py", "Que signifie l'option `--maxfail=1` de pytest ?")
A("l-en-fix-build", "en", L, "ts", "fix the build")
A("l-en-slow-tests", "en", L, "py", "why are the tests so slow? speed them up")

# asks whose label needed a judgement call (reported in README and the final message)
UNSURE = {
    "s-en-typeerror": "a pasted error message, but typed by the user as a question (no command run, no exit code, no edit loop): rule 3 short question",
    "s-en-moving-avg": "'is there a bug' about one given function: reviewing supplied content, rule 3",
    "s-en-lru": "a whole class, but self-contained and needs nothing beyond the ask: rule 3",
    "s-en-rename-jpeg": "a standalone script written from scratch, no repository involved: rule 3",
    "s-en-gha-cache": "one CI step as a snippet, not setting up or running CI: rule 3",
    "l-en-docker-2gb": "phrased as a question, but the Dockerfile is not supplied and the fix needs exploring and rebuilding: rule 2",
    "l-en-readme": "starts as a question ('what does this project do?') but needs reading the repo: rule 2",
    "l-en-chrome-ext": "a small project, several files (manifest, background script, options page): rule 2 'build a project'",
    "l-en-lisp-wasm": "one line, but a whole project with a test suite: rule 2",
}

# ----------------------------------------------------------------------------------------------
# deterministic helpers

def h(*parts, n=32):
    return hashlib.sha256("|".join(parts).encode()).hexdigest()[:n]


def uid(*parts):
    x = h(*parts, n=32)
    return f"{x[:8]}-{x[8:12]}-4{x[13:16]}-a{x[17:20]}-{x[20:32]}"


def pick(seq, *parts):
    return seq[int(h(*parts, n=8), 16) % len(seq)]


# ----------------------------------------------------------------------------------------------
# project contexts: the workspace an IDE or agent client happens to be open in. Pure envelope:
# chosen by the ask's programming language so the envelope looks plausible, never by label.
CTX = {
    "py": {
        "name": "ledgerly", "lang": "Python",
        "tree": ["pyproject.toml", "README.md", "ledgerly/__init__.py", "ledgerly/app.py", "ledgerly/cache.py",
                 "ledgerly/db.py", "ledgerly/http/client.py", "ledgerly/http/retry.py", "ledgerly/models.py",
                 "ledgerly/jobs/nightly.py", "tests/test_app.py", "tests/test_cache.py", "tests/test_models.py",
                 "Dockerfile", ".github/workflows/ci.yml"],
        "map": [("ledgerly/app.py", ["def create_app(config=None):", "def register_routes(app):"]),
                ("ledgerly/cache.py", ["class TTLCache:", "    def get(self, key):", "    def set(self, key, value, ttl=None):"]),
                ("ledgerly/db.py", ["def get_session():", "class Repository:"]),
                ("ledgerly/http/client.py", ["class Client:", "    def get(self, url, **kw):"]),
                ("ledgerly/models.py", ["class User(Base):", "class Invoice(Base):"])],
        "test": "pytest -q",
    },
    "js": {
        "name": "storefront-web", "lang": "JavaScript",
        "tree": ["package.json", "README.md", "webpack.config.js", "src/index.js", "src/App.jsx", "src/api/client.js",
                 "src/store/cart.js", "src/components/Header.jsx", "src/components/Checkout.jsx", "src/utils/date.js",
                 "test/cart.test.js", ".eslintrc.json"],
        "map": [("src/api/client.js", ["export async function request(path, opts)", "export function withAuth(token)"]),
                ("src/store/cart.js", ["export function cartReducer(state, action)"]),
                ("src/utils/date.js", ["export function formatDate(d)", "export function daysBetween(a, b)"])],
        "test": "npm test",
    },
    "ts": {
        "name": "orbit-dashboard", "lang": "TypeScript",
        "tree": ["package.json", "tsconfig.json", "README.md", "src/main.tsx", "src/App.tsx", "src/pages/Login.tsx",
                 "src/pages/Reports.tsx", "src/components/Avatar.tsx", "src/hooks/useSession.ts", "src/utils/format.ts",
                 "src/utils/debounce.ts", "tests/format.test.ts", "playwright.config.ts"],
        "map": [("src/pages/Login.tsx", ["export default function Login()"]),
                ("src/hooks/useSession.ts", ["export function useSession(): Session | null"]),
                ("src/utils/format.ts", ["export function formatMoney(cents: number, cur: string): string"])],
        "test": "npm run test",
    },
    "go": {
        "name": "fleetd", "lang": "Go",
        "tree": ["go.mod", "go.sum", "README.md", "cmd/server/main.go", "cmd/fleetctl/main.go", "internal/billing/invoice.go",
                 "internal/billing/invoice_test.go", "internal/store/memstore.go", "internal/api/handlers.go",
                 "deploy/k8s/deployment.yaml", "Makefile"],
        "map": [("internal/store/memstore.go", ["type MemStore struct", "func (s *MemStore) Put(k string, v Item)"]),
                ("internal/api/handlers.go", ["func ordersHandler(w http.ResponseWriter, r *http.Request)"]),
                ("internal/billing/invoice.go", ["func Total(items []Line) Money"])],
        "test": "go test ./...",
    },
    "rust": {
        "name": "tally", "lang": "Rust",
        "tree": ["Cargo.toml", "Cargo.lock", "README.md", "src/main.rs", "src/lib.rs", "src/parser.rs", "src/eval.rs",
                 "benches/eval.rs", "tests/integration.rs"],
        "map": [("src/parser.rs", ["pub fn parse(input: &str) -> Result<Expr, ParseError>"]),
                ("src/eval.rs", ["pub struct Env", "pub fn eval(e: &Expr, env: &mut Env) -> Value"])],
        "test": "cargo test",
    },
    "java": {
        "name": "payhub", "lang": "Java",
        "tree": ["pom.xml", "README.md", "src/main/java/com/payhub/App.java", "src/main/java/com/payhub/payment/PaymentService.java",
                 "src/main/java/com/payhub/export/CsvExporter.java", "src/main/java/com/payhub/db/InvoiceDao.java",
                 "src/test/java/com/payhub/payment/PaymentServiceTest.java"],
        "map": [("src/main/java/com/payhub/payment/PaymentService.java", ["public class PaymentService", "    public Receipt charge(Order order)"]),
                ("src/main/java/com/payhub/db/InvoiceDao.java", ["public class InvoiceDao", "    public List<Invoice> findByCustomer(String id)"])],
        "test": "mvn -q test",
    },
    "c": {
        "name": "tinyhttpd", "lang": "C",
        "tree": ["CMakeLists.txt", "Makefile", "README.md", "src/main.c", "src/server.c", "src/server.h", "src/util.c",
                 "src/util.h", "tests/test_util.c"],
        "map": [("src/server.c", ["int server_listen(int port);", "void handle_client(int fd);"]),
                ("src/util.c", ["size_t count_words(const char *s);", "char *str_trim(char *s);"])],
        "test": "make test",
    },
    "ruby": {
        "name": "ratebook", "lang": "Ruby",
        "tree": ["Gemfile", "Gemfile.lock", "README.md", "app/models/rate.rb", "app/services/rate_api.rb",
                 "config/routes.rb", "spec/models/rate_spec.rb"],
        "map": [("app/services/rate_api.rb", ["class RateApi", "  def self.get(currency)"])],
        "test": "bundle exec rspec",
    },
    "php": {
        "name": "shopkit", "lang": "PHP",
        "tree": ["composer.json", "README.md", "src/Cart.php", "src/Db/OrderRepository.php", "src/Http/OrderController.php",
                 "public/index.php", "tests/CartTest.php"],
        "map": [("src/Db/OrderRepository.php", ["class OrderRepository", "    public function findByStatus($status)"])],
        "test": "vendor/bin/phpunit",
    },
    "csharp": {
        "name": "Inventory", "lang": "C#",
        "tree": ["Inventory.sln", "src/Inventory.Api/Program.cs", "src/Inventory.Api/Controllers/ItemsController.cs",
                 "src/Inventory.Core/Item.cs", "tests/Inventory.Tests/ItemTests.cs"],
        "map": [("src/Inventory.Core/Item.cs", ["public class Item", "    public string? Sku { get; set; }"])],
        "test": "dotnet test",
    },
    "generic": {
        "name": "devbox", "lang": "mixed",
        "tree": ["README.md", "Makefile", "docs/index.md", "docs/setup.md", "scripts/deploy.sh", "scripts/backup.sh",
                 "infra/main.tf", "docker-compose.yml", ".github/workflows/ci.yml"],
        "map": [("scripts/deploy.sh", ["deploy_service() {", "rollback() {"]),
                ("infra/main.tf", ['resource "aws_s3_bucket" "artifacts"'])],
        "test": "make check",
    },
}
CTX_OF = {"sql": "py", "cpp": "c", "kotlin": "java", "swift": "generic", "haskell": "generic", "shell": "generic"}


def ctx_for(ask):
    return CTX[CTX_OF.get(ask["pl"], ask["pl"]) if CTX_OF.get(ask["pl"], ask["pl"]) in CTX else "generic"]


def tree_text(ctx, indent="  "):
    return "\n".join(indent + p for p in ctx["tree"])


def repo_map_text(ctx):
    out = []
    for path, syms in ctx["map"]:
        out.append(path + ":")
        out.append("⋮")
        for s in syms:
            out.append("│" + s)
        out.append("⋮")
    return "\n".join(out)


def cwd_for(ctx, family):
    home = pick(["/home/dev", "/Users/sam", "/home/ana", "/workspace"], family, ctx["name"])
    return f"{home}/src/{ctx['name']}"


# ----------------------------------------------------------------------------------------------
# JSON-schema tool helper

def fn_schema(props, required=()):
    return {"type": "object", "properties": props, "required": list(required), "additionalProperties": False}


def P(t, d, **kw):
    x = {"type": t, "description": d}
    x.update(kw)
    return x

# ==============================================================================================
# Claude Code: POST /v1/messages?beta=true, system as blocks, ~22 tools, metadata.user_id (JSON string)

CC_IDENTITY = "You are a command-line software engineering assistant made by Anthropic, running in the user's terminal."

CC_SYSTEM = """You help people with programming work from inside their terminal. Use the guidance below together with the tools you have been given.

Safety: help with defensive security work, audits and learning material. Decline requests whose main purpose is to harm systems or people. Never invent URLs; only use links the user gave you or that appear in local files, unless you are sure a link is a well-known programming reference.

When the user wants help with this tool itself, point them to the built-in help command and to the public issue tracker for feedback.

# Style
Be brief and direct. Your output is shown in a monospace terminal that renders GitHub-flavoured markdown. Say what a non-obvious shell command does before you run it, especially when it changes the user's machine. Text outside tool calls is what the user reads; do not talk to the user through shell echo or code comments. Skip preambles and recaps: answer the question that was asked. For a simple question a single line is usually the right length. A few examples of the expected brevity:
- a user asks for the sum of two small numbers: answer with the number only.
- a user asks which command lists a directory: answer with the command only.
- a user asks to add tests for a new feature: locate the existing tests with the search tools, read them, then write new tests in the same style.

# Doing work
Be proactive only once you have been asked to do something. If the user asks how to approach a problem, explain first and do not immediately start editing. After finishing a change, stop; do not add a summary unless asked.

# Conventions
Before changing a file, learn its conventions: imports, naming, formatting, the libraries it already uses. Never assume a dependency exists; check the manifest (package.json, Cargo.toml, pyproject.toml and so on). When creating a component, look at the neighbouring ones first. Never log or commit secrets.

# Code style
Do not add comments unless the user asks for them.

# Planning and task lists
You have a task-list tool. For work with several steps, write the steps down, keep exactly one item in progress, and mark items done as soon as they are finished, so the user can follow along. For a single quick answer, do not create a task list.

# Tool usage
Prefer the dedicated search tools over shell find/grep. When several independent pieces of information are needed, issue the tool calls together in one message. Use the sub-agent tool for open-ended searches that may take many rounds. Do not run long-lived servers in the foreground; use the background option and poll their output.

# Git
Only commit when asked. When asked to commit: look at status, the staged and unstaged diff and recent log messages, draft a concise message that explains why, and never skip hooks or force-push unless explicitly told to. When asked to open a pull request, use the GitHub CLI and include a short summary and a test plan.

# Code references
When pointing at code, use the form path:line so the user can jump to it.
"""

CC_ENV = """Here is useful information about the environment you are running in:
<env>
Working directory: {cwd}
Is directory a git repo: Yes
Platform: {platform}
OS Version: {osv}
Today's date: 2026-11-{day:02d}
</env>
You are powered by the model named Sonnet 4.5. The exact model ID is claude-sonnet-4-5-20250929.

gitStatus: This is the git status at the start of the conversation. It is a snapshot and will not update.
Current branch: {branch}

Main branch (you will usually use this for PRs): main

Status:
(clean)

Recent commits:
{commits}"""


CC_BASH_DESC = """Run a command in a persistent bash session, with an optional timeout, taking care over quoting and safety.

Before running:
1. If the command creates files or folders, first check with LS that the parent directory exists and is the one you mean.
2. Quote any path containing spaces with double quotes, e.g. cd "/Users/me/My Documents".

Usage notes:
- The command argument is required. The timeout is optional, in milliseconds, at most 600000 (10 minutes); the default is 120000 (2 minutes).
- Give a short description (five to ten words) of what the command does.
- Output longer than 30000 characters is truncated.
- Set run_in_background to start a long-running process; read its output later with BashOutput and stop it with KillShell. Do not append & yourself.
- Do not use find, grep, cat, head, tail, sed or awk for reading and searching; the Glob, Grep and Read tools do that better. If you must search from the shell, use rg.
- Join several commands with ; or &&, never with newlines. Keep the working directory stable by using absolute paths rather than cd.

# Committing with git
Only create commits when the user asks for one. When asked:
1. In parallel, run git status, git diff (staged and unstaged) and git log for recent messages, to learn the repository's message style.
2. Summarise the nature of the change (feature, fix, refactor, tests, docs) and draft a one- or two-sentence message focused on why. Do not commit files that probably hold secrets (.env, credentials) and warn the user if they asked for that.
3. Stage the relevant files, commit with the message passed through a heredoc, and run git status afterwards to confirm.
4. If a pre-commit hook changes files, retry the commit once including those changes.
Never change git config, never run interactive git commands (-i), never push unless asked, never use --no-verify, and do not create empty commits.

# Opening pull requests
Use the gh command for anything GitHub-related. When asked for a pull request:
1. In parallel, check status, diff, whether the branch tracks a remote and is up to date, and the full log and diff since the branch left the base branch.
2. Look at every commit that will be included, not only the latest, and draft a title and a summary.
3. Push with -u if needed and create the PR with gh pr create, passing the body through a heredoc: a short summary as bullet points and a test plan as a checklist.
Return the PR URL when done.

# Other notes
- Do not use commands that expect interactive input.
- Reading a GitHub issue or PR comment thread: gh api repos/OWNER/REPO/pulls/N/comments."""

CC_TODO_DESC = """Create and manage a structured task list for the current session. It helps you track progress, organise multi-step work and show the user how far along you are.

## When to use it
1. Work that needs three or more distinct steps.
2. Non-trivial work that needs planning or several operations.
3. When the user explicitly asks for a todo list.
4. When the user gives several things to do, numbered or comma-separated.
5. When new instructions arrive: capture them as items.
6. When starting an item: mark it in_progress before you begin (ideally only one at a time).
7. When an item is done: mark it completed and add any follow-up items you discovered.

## When not to use it
1. A single, straightforward task.
2. Something trivial where tracking adds nothing.
3. Work that takes fewer than three trivial steps.
4. Purely conversational or informational requests.
If there is only one trivial thing to do, just do it.

## Examples of when to use it
- The user wants CSV and JSON export added to the reports screen, with tests: a backend change, a UI change and tests, each its own item.
- The user asks to replace one logging library with another everywhere: a search finds it in many modules, one item per module.
- The user pastes a list of five bugs from a QA session: one item per bug.
- The user asks for a slow build to be sped up: after measuring, several separate improvements appear, one item each.

## Examples of when not to use it
- The user asks what a regular expression matches: explain it.
- The user asks for the difference between two git commands: answer.
- The user asks to fix a typo in one docstring: make the edit.
- The user asks for the current branch name: run the command and report.

## States and management
- pending: not started; in_progress: being worked on (only one at a time); completed: finished.
- Each item has two forms: content, the imperative ("Run tests"), and activeForm, the continuous ("Running tests").
- Update statuses in real time and mark items completed immediately, never in batches. Remove items that turned out to be irrelevant.
- Only mark an item completed when it is fully done: tests pass, the implementation is complete, nothing is left unresolved. If you hit errors or blockers, keep it in_progress and add an item for the blocker.
When in doubt, use the list: being proactive about task management shows attentiveness."""

CC_TASK_DESC = """Launch a new agent that handles a complex, multi-step job on its own.

Agent types:
- general-purpose: researching complex questions, searching for code and carrying out multi-step tasks. When you search for a keyword or file and are not sure of finding the right match in the first few tries, let this agent do the search. (Tools: all.)
- statusline-setup: configures the user's status line setting. (Tools: Read, Edit.)
- output-style-setup: creates an output style. (Tools: Read, Write, Edit, Glob, Grep.)

When not to use it: to read a specific known path (use Read or Glob), to look for a specific class definition (use Glob), or to search within two or three known files (use Read).

Usage notes:
1. Launch several agents at once when the jobs are independent: put several tool uses in one message.
2. The agent returns one message at the end, which the user does not see; summarise it for them.
3. Each invocation is stateless: you cannot send it further messages, so the prompt must be a detailed, complete brief saying exactly what information it should return.
4. Trust the agent's output in general.
5. Say clearly whether the agent should write code or only research, since it does not know the user's intent.
6. If an agent description says it should be used proactively, use it without waiting to be asked."""


def cc_tools():
    T = []

    def t(name, desc, props, req=()):
        T.append({"name": name, "description": desc, "input_schema": {"$schema": "http://json-schema.org/draft-07/schema#", **fn_schema(props, req)}})

    t("Task", CC_TASK_DESC + " Start a sub-agent that works on its own on a multi-step job (broad code searches, research across many files) and reports back once. Give it a complete, self-contained brief; it cannot see this conversation. Available agent types: general-purpose (search, read, run commands), statusline-setup, output-style-setup.",
      {"description": P("string", "Three to five words naming the job"), "prompt": P("string", "The full brief for the sub-agent"), "subagent_type": P("string", "Which agent type to start")}, ["description", "prompt", "subagent_type"])
    t("Bash", CC_BASH_DESC,
      {"command": P("string", "The command line to run"), "timeout": P("number", "Timeout in milliseconds, at most 600000"), "description": P("string", "A few words saying what the command does"), "run_in_background": P("boolean", "Start the command in the background")}, ["command"])
    t("Glob", "Find files whose paths match a glob pattern such as src/**/*.ts. Results are sorted by modification time, newest first. Works quickly on large trees.",
      {"pattern": P("string", "The glob pattern"), "path": P("string", "Directory to search from; defaults to the working directory")}, ["pattern"])
    t("Grep", "Search file contents with ripgrep regular expressions. Can filter by glob or file type and return matching lines, matching files or counts. Use this instead of running grep or rg through Bash.",
      {"pattern": P("string", "Regular expression"), "path": P("string", "File or directory to search"), "glob": P("string", "Glob filter, e.g. *.py"), "type": P("string", "ripgrep file type, e.g. js"), "output_mode": P("string", "content, files_with_matches or count", enum=["content", "files_with_matches", "count"]), "-i": P("boolean", "Case-insensitive"), "-n": P("boolean", "Show line numbers"), "-A": P("number", "Lines of context after"), "-B": P("number", "Lines of context before"), "multiline": P("boolean", "Let patterns span lines"), "head_limit": P("number", "Keep only the first N results")}, ["pattern"])
    t("LS", "List the entries of a directory given by absolute path, optionally skipping glob patterns.",
      {"path": P("string", "Absolute directory path"), "ignore": {"type": "array", "items": {"type": "string"}, "description": "Globs to skip"}}, ["path"])
    t("ExitPlanMode", "Call this when you were asked to plan and your plan for an implementation task is ready for the user to approve. Not for research-only requests.",
      {"plan": P("string", "The plan, in concise markdown")}, ["plan"])
    t("Read", "Read a file from the local filesystem by absolute path. By default reads up to 2000 lines from the start; offset and limit select a window. Lines are returned with line numbers. Can also show images, PDFs and notebooks.",
      {"file_path": P("string", "Absolute path of the file"), "offset": P("number", "First line to read"), "limit": P("number", "How many lines to read")}, ["file_path"])
    t("Edit", "Replace an exact string in a file with another. The file must have been read first in this conversation. The old string must be unique in the file unless replace_all is set. Keep indentation exactly as in the file.",
      {"file_path": P("string", "Absolute path"), "old_string": P("string", "Exact text to replace"), "new_string": P("string", "Replacement text"), "replace_all": P("boolean", "Replace every occurrence")}, ["file_path", "old_string", "new_string"])
    t("MultiEdit", "Apply several exact-string replacements to one file in a single atomic step; either all succeed or none is applied. Edits run in order, each on the result of the previous one.",
      {"file_path": P("string", "Absolute path"), "edits": {"type": "array", "items": {"type": "object", "properties": {"old_string": {"type": "string"}, "new_string": {"type": "string"}, "replace_all": {"type": "boolean"}}, "required": ["old_string", "new_string"]}, "description": "The edits to apply"}}, ["file_path", "edits"])
    t("Write", "Create or overwrite a file with the given content. Read an existing file before overwriting it. Prefer editing existing files; do not create documentation files unless asked.",
      {"file_path": P("string", "Absolute path"), "content": P("string", "Full file content")}, ["file_path", "content"])
    t("NotebookEdit", "Replace, insert or delete one cell of a Jupyter notebook.",
      {"notebook_path": P("string", "Absolute path of the .ipynb"), "cell_id": P("string", "Cell to change"), "new_source": P("string", "New cell source"), "cell_type": P("string", "code or markdown", enum=["code", "markdown"]), "edit_mode": P("string", "replace, insert or delete", enum=["replace", "insert", "delete"])}, ["notebook_path", "new_source"])
    t("WebFetch", "Download a URL, convert the page to markdown and answer a prompt about it with a small fast model. HTTP is upgraded to HTTPS. Results are cached for a short while.",
      {"url": P("string", "Fully formed URL", format="uri"), "prompt": P("string", "What to extract from the page")}, ["url", "prompt"])
    t("TodoWrite", CC_TODO_DESC,
      {"todos": {"type": "array", "items": {"type": "object", "properties": {"content": {"type": "string", "minLength": 1}, "status": {"type": "string", "enum": ["pending", "in_progress", "completed"]}, "activeForm": {"type": "string", "minLength": 1}}, "required": ["content", "status", "activeForm"]}, "description": "The whole updated list"}}, ["todos"])
    t("WebSearch", "Search the web and get result titles, links and snippets, for information newer than your training data. Domains can be allowed or blocked.",
      {"query": P("string", "Search query", minLength=2), "allowed_domains": {"type": "array", "items": {"type": "string"}}, "blocked_domains": {"type": "array", "items": {"type": "string"}}}, ["query"])
    t("BashOutput", "Fetch new output from a shell started in the background, optionally filtered by a regex.",
      {"bash_id": P("string", "Id of the background shell"), "filter": P("string", "Only lines matching this regex")}, ["bash_id"])
    t("KillShell", "Stop a background shell by id.", {"shell_id": P("string", "Id of the shell to stop")}, ["shell_id"])
    t("SlashCommand", "Run one of the user's custom slash commands, with arguments.", {"command": P("string", "The slash command and its arguments")}, ["command"])
    t("AskUserQuestion", "Ask the user one to four multiple-choice questions when a decision genuinely needs their input.",
      {"questions": {"type": "array", "items": {"type": "object", "properties": {"question": {"type": "string"}, "header": {"type": "string"}, "options": {"type": "array", "items": {"type": "object", "properties": {"label": {"type": "string"}, "description": {"type": "string"}}}}, "multiSelect": {"type": "boolean"}}}, "description": "Questions to ask"}}, ["questions"])
    t("Skill", "Load one of the installed skills (a folder of instructions and scripts) by name.", {"command": P("string", "Skill name")}, ["command"])
    t("EnterPlanMode", "Switch into planning mode, where only read-only tools run until a plan is approved.", {}, [])
    t("mcp__ide__getDiagnostics", "Return the language-server diagnostics the editor currently shows, for one file or for all open files.", {"uri": P("string", "File URI; omit for all files")}, [])
    t("mcp__ide__executeCode", "Run Python code in the kernel of the notebook that is open in the editor; state persists between calls.", {"code": P("string", "Python code to run")}, ["code"])
    return T


CC_TOOLS = cc_tools()


def cc_mcp_github_tools():
    spec = [
        ("create_issue", "Open a new issue in a GitHub repository.", {"owner": "Repository owner", "repo": "Repository name", "title": "Issue title", "body": "Issue body in markdown"}, ["owner", "repo", "title"]),
        ("get_issue", "Fetch one issue with its labels, assignees and state.", {"owner": "Repository owner", "repo": "Repository name", "issue_number": "Issue number"}, ["owner", "repo", "issue_number"]),
        ("list_issues", "List issues of a repository, filtered by state, labels or assignee.", {"owner": "Repository owner", "repo": "Repository name", "state": "open, closed or all", "labels": "Comma-separated labels"}, ["owner", "repo"]),
        ("add_issue_comment", "Add a comment to an issue or pull request.", {"owner": "Repository owner", "repo": "Repository name", "issue_number": "Issue or PR number", "body": "Comment text"}, ["owner", "repo", "issue_number", "body"]),
        ("get_pull_request", "Fetch a pull request: title, body, head and base, mergeability.", {"owner": "Repository owner", "repo": "Repository name", "pull_number": "PR number"}, ["owner", "repo", "pull_number"]),
        ("get_pull_request_diff", "Return the unified diff of a pull request.", {"owner": "Repository owner", "repo": "Repository name", "pull_number": "PR number"}, ["owner", "repo", "pull_number"]),
        ("list_workflow_runs", "List recent GitHub Actions runs for a repository or a workflow file.", {"owner": "Repository owner", "repo": "Repository name", "workflow_id": "Workflow file name or id", "branch": "Only runs on this branch"}, ["owner", "repo"]),
        ("get_job_logs", "Download the logs of one Actions job, or of the failed jobs of a run.", {"owner": "Repository owner", "repo": "Repository name", "run_id": "Workflow run id", "failed_only": "Only failed jobs"}, ["owner", "repo"]),
        ("search_code", "Search code across GitHub with the code-search syntax.", {"q": "Search query"}, ["q"]),
        ("get_file_contents", "Read a file or list a directory from a repository at a ref.", {"owner": "Repository owner", "repo": "Repository name", "path": "Path in the repository", "ref": "Branch, tag or sha"}, ["owner", "repo", "path"]),
    ]
    out = []
    for name, desc, props, req in spec:
        out.append({"name": "mcp__github__" + name, "description": desc,
                    "input_schema": {"type": "object", "properties": {k: {"type": "string", "description": v} for k, v in props.items()}, "required": req}})
    return out


CC_MCP_GITHUB = cc_mcp_github_tools()


def env_claude_code(ask, ctx):
    fam = "claude_code"
    sid = uid(ask["ask_id"], fam, "session")
    cwd = cwd_for(ctx, fam)
    plat = pick([("linux", "Linux 6.8.0-48-generic"), ("darwin", "Darwin 24.1.0")], ask["ask_id"], fam)
    commits = "\n".join(f"{h(ask['ask_id'], fam, str(i), n=7)} {m}" for i, m in enumerate(
        ["Merge pull request #311 from team/feature-flags", "Bump dependencies", "Refactor config loading"]))
    env = CC_ENV.format(cwd=cwd, platform=plat[0], osv=plat[1], day=1 + int(h(ask["ask_id"], n=2), 16) % 28,
                        branch=pick(["main", "develop", "feat/reports"], ask["ask_id"], fam), commits=commits)
    reminder = ("<system-reminder>\nContext you may use while answering; it is not necessarily relevant.\n"
                "# claudeMd\nProject instructions (" + cwd + "/CLAUDE.md):\n\n"
                f"- {ctx['lang']} project '{ctx['name']}'.\n- Run `{ctx['test']}` before saying a change is done.\n"
                "- Keep functions small; prefer explicit names.\n</system-reminder>")
    thinking = int(h(ask["ask_id"], fam, "think", n=2), 16) % 2 == 0
    body = {
        "model": "claude-sonnet-4-5-20250929",
        "messages": [{"role": "user", "content": [
            {"type": "text", "text": reminder},
            {"type": "text", "text": ask["text"], "cache_control": {"type": "ephemeral"}}]}],
        "system": [
            {"type": "text", "text": CC_IDENTITY, "cache_control": {"type": "ephemeral"}},
            {"type": "text", "text": CC_SYSTEM + "\n" + env, "cache_control": {"type": "ephemeral"}}],
        "tools": CC_TOOLS + (CC_MCP_GITHUB if int(h(ask["ask_id"], fam, "mcp", n=2), 16) % 2 else []),
        "metadata": {"user_id": json.dumps({"device_id": h(ask["ask_id"], fam, "device", n=64), "account_uuid": uid(fam, "acct"), "session_id": sid}, separators=(",", ":"))},
        "max_tokens": 32000,
        "stream": True,
    }
    if thinking:
        body["thinking"] = {"type": "enabled", "budget_tokens": 31999}
    else:
        body["temperature"] = 1
    headers = {
        "accept": "application/json", "content-type": "application/json",
        "anthropic-version": "2023-06-01",
        "anthropic-beta": "claude-code-20250219,interleaved-thinking-2025-05-14,fine-grained-tool-streaming-2025-05-14",
        "anthropic-dangerous-direct-browser-access": "true",
        "x-api-key": "sk-ant-api03-EVALONLY",
        "user-agent": "claude-cli/2.0.14 (external, cli)", "x-app": "cli",
        "x-stainless-lang": "js", "x-stainless-package-version": "0.60.0", "x-stainless-os": "Linux" if plat[0] == "linux" else "MacOS",
        "x-stainless-runtime": "node", "x-stainless-runtime-version": "v22.11.0", "x-stainless-retry-count": "0", "x-stainless-timeout": "600",
        "x-claude-code-session-id": sid,
    }
    return "/v1/messages", headers, body

# ==============================================================================================
# Codex CLI: POST /v1/responses, no `instructions`, developer + user input items, tools of types
# function / namespace / web_search, store:false, prompt_cache_key, session-id / thread-id headers

CODEX_DEV = """You are a coding agent working in the user's terminal through an open-source command-line harness. Be accurate, careful and useful.

What you can do: read the user's prompt and any workspace context the harness supplies; think and reply as a stream; keep a plan up to date; call functions that run shell commands and apply patches. Some commands may need the user's approval depending on the sandbox configuration described below.

## Working style
Keep the user informed with short progress notes before groups of related actions. For non-trivial work keep a plan with the plan tool, with one step in progress at a time. For simple questions answer directly without a plan.

## Repository instructions
Repositories may contain AGENTS.md files with conventions. Their scope is the directory tree they sit in; deeper files win over shallower ones; direct instructions from the user win over both.

## Editing
Use the patch tool for edits. Do not revert changes you did not make. Keep changes minimal and consistent with the surrounding code. Do not add license headers. Do not commit unless asked.

## Validation
When there are tests or a build, use them to check your work, starting narrow and widening. Do not fix unrelated failures.

## Sandbox and approvals
Filesystem sandbox: workspace-write. Network: restricted. Approval policy: on-request; when a command needs to leave the sandbox, request escalation with a one-sentence justification.

## Final answer
Plain text, concise; use short headers or bullets only when they help; reference files as path:line. Do not dump large files you wrote; summarise."""

CODEX_AGENTS = """# AGENTS.md instructions for {cwd}

<INSTRUCTIONS>
- Language: {lang}. Test command: `{test}`.
- Prefer small, focused commits with imperative subjects.
- Do not touch generated files under build/ or dist/.
</INSTRUCTIONS>"""

CODEX_ENV = """<environment_context>
  <cwd>{cwd}</cwd>
  <approval_policy>on-request</approval_policy>
  <sandbox_mode>workspace-write</sandbox_mode>
  <network_access>restricted</network_access>
  <shell>{shell}</shell>
</environment_context>"""


def codex_tools():
    def f(name, desc, props, req=()):
        return {"type": "function", "name": name, "description": desc, "strict": False, "parameters": fn_schema(props, req)}
    return [
        f("shell", "Run a shell command and return its output. Pass the command as an argv array, e.g. [\"bash\", \"-lc\", \"ls\"]; always set workdir.",
          {"command": {"type": "array", "items": {"type": "string"}, "description": "argv of the command"}, "workdir": P("string", "Directory to run in"),
           "timeout_ms": P("number", "Timeout in milliseconds"), "with_escalated_permissions": P("boolean", "Ask to run outside the sandbox"),
           "justification": P("string", "Why escalation is needed")}, ["command"]),
        f("apply_patch", "Edit files by applying a patch in the harness's patch envelope (add, update or delete files; hunks with context lines).",
          {"input": P("string", "The whole patch text")}, ["input"]),
        f("update_plan", "Record or update the task plan shown to the user: a list of steps, each pending, in_progress or completed.",
          {"explanation": P("string", "Optional note"), "plan": {"type": "array", "items": {"type": "object", "properties": {"step": {"type": "string"}, "status": {"type": "string", "enum": ["pending", "in_progress", "completed"]}}, "required": ["step", "status"]}}}, ["plan"]),
        f("view_image", "Attach a local image file to the conversation so it can be looked at.", {"path": P("string", "Local path of the image")}, ["path"]),
        f("list_mcp_resources", "List resources offered by connected MCP servers.", {"server": P("string", "Only this server"), "cursor": P("string", "Pagination cursor")}),
        f("read_mcp_resource", "Read one resource from an MCP server.", {"server": P("string", "Server name"), "uri": P("string", "Resource URI")}, ["server", "uri"]),
        {"type": "namespace", "name": "mcp__docs", "description": "Tools from the locally configured documentation MCP server.",
         "tools": [
             {"type": "function", "name": "search_docs", "description": "Full-text search over indexed library documentation.", "strict": False,
              "parameters": fn_schema({"query": P("string", "Search terms"), "library": P("string", "Restrict to one library")}, ["query"])},
             {"type": "function", "name": "get_page", "description": "Fetch one documentation page by id.", "strict": False,
              "parameters": fn_schema({"id": P("string", "Page id")}, ["id"])}]},
        {"type": "web_search"},
    ]


CODEX_TOOLS = codex_tools()


def msg_item(role, text):
    return {"type": "message", "role": role, "content": [{"type": "input_text", "text": text}]}


def env_codex(ask, ctx):
    fam = "codex_cli"
    sid = uid(ask["ask_id"], fam, "conv")
    cwd = cwd_for(ctx, fam)
    shell = pick(["bash", "zsh"], ask["ask_id"], fam)
    body = {
        "model": pick(["gpt-5-codex", "gpt-5.1-codex"], ask["ask_id"], fam),
        "input": [
            msg_item("developer", CODEX_DEV),
            msg_item("user", CODEX_AGENTS.format(cwd=cwd, lang=ctx["lang"], test=ctx["test"])),
            msg_item("user", CODEX_ENV.format(cwd=cwd, shell=shell)),
            msg_item("user", ask["text"]),
        ],
        "tools": CODEX_TOOLS,
        "tool_choice": "auto",
        "parallel_tool_calls": True,
        "reasoning": {"effort": pick(["medium", "high", "low"], ask["ask_id"], fam, "eff"), "summary": "auto"},
        "store": False,
        "stream": True,
        "include": ["reasoning.encrypted_content"],
        "prompt_cache_key": sid,
        "text": {"verbosity": "medium"},
    }
    headers = {
        "content-type": "application/json", "accept": "text/event-stream",
        "authorization": "Bearer sk-EVALONLY",
        "originator": "codex_cli_rs",
        "user-agent": "codex_cli_rs/0.58.0 (Ubuntu 24.4.0; x86_64) xterm-256color",
        "openai-beta": "responses=experimental",
        "session-id": sid, "thread-id": sid,
        "version": "0.58.0",
    }
    return "/v1/responses", headers, body

# ==============================================================================================
# Continue chat (no tools) and Continue agent (native tools), /v1/chat/completions

CONTINUE_CHAT_SYS = """<important_rules>
  You are in chat mode inside the user's editor.

  When you show code that belongs in an existing file, start the code block with the language and the relative file path, for example ```python src/app.py, and show only the lines that change, using comments such as "... keep the rest unchanged ..." for the parts you leave out.

  When you write new code that is not tied to a file, use a normal fenced block with the language.

  If the user asks for changes to files, explain the change and show the code; the user applies it with the editor's apply button.

  Be concise; do not repeat the user's code back unless it changed.
</important_rules>"""

CONTINUE_AGENT_SYS = """<important_rules>
  You are in agent mode inside the user's editor.

  You may call the tools provided to read files, search the project, create or edit files and run terminal commands. Call tools only when they are needed for the request; if you can answer from what the user supplied, answer directly.

  When you show code for an existing file without editing it, start the code block with the language and the relative path. Prefer the edit tools over asking the user to copy code.

  Terminal commands run from the workspace root; avoid interactive commands.

  Be concise.
</important_rules>"""


def continue_tools():
    def f(name, desc, props, req=()):
        return {"type": "function", "function": {"name": name, "description": desc, "parameters": {"type": "object", "required": list(req), "properties": props}}}
    return [
        f("read_file", "Read a file in the workspace by its relative path.", {"filepath": P("string", "Path relative to the workspace root")}, ["filepath"]),
        f("read_currently_open_file", "Return the contents of the file that is open in the editor right now.", {}),
        f("create_new_file", "Create a file that does not exist yet, with the given contents.", {"filepath": P("string", "Relative path"), "contents": P("string", "File contents")}, ["filepath", "contents"]),
        f("edit_existing_file", "Change an existing file. Provide the new code; unchanged regions may be elided with placeholder comments.", {"filepath": P("string", "Relative path"), "changes": P("string", "The edited code")}, ["filepath", "changes"]),
        f("single_find_and_replace", "Replace one exact string in a file with another.", {"filepath": P("string", "Relative path"), "old_string": P("string", "Text to find"), "new_string": P("string", "Replacement"), "replace_all": P("boolean", "Replace every match")}, ["filepath", "old_string", "new_string"]),
        f("run_terminal_command", "Run a shell command from the workspace root and return its output.", {"command": P("string", "The command"), "waitForCompletion": P("boolean", "Wait for it to finish")}, ["command"]),
        f("grep_search", "Search file contents in the workspace with a regular expression (ripgrep).", {"query": P("string", "Regex to search for")}, ["query"]),
        f("file_glob_search", "Find files by glob pattern, relative to the workspace root.", {"pattern": P("string", "Glob pattern")}, ["pattern"]),
        f("ls", "List files and folders in a directory of the workspace.", {"dirPath": P("string", "Directory, relative"), "recursive": P("boolean", "Recurse")}),
        f("view_diff", "Show the current uncommitted git diff of the workspace.", {}),
        f("view_repo_map", "Show an outline of the repository: files and their main symbols.", {}),
        f("search_web", "Search the web and return the top results.", {"query": P("string", "Search query")}, ["query"]),
        f("fetch_url_content", "Download a web page and return its text.", {"url": P("string", "URL")}, ["url"]),
    ]


CONTINUE_TOOLS = continue_tools()

CONTINUE_HEADERS = {"content-type": "application/json", "accept": "application/json", "authorization": "Bearer sk-EVALONLY",
                    "user-agent": "node-fetch", "x-continue-unique-id": ""}


def env_continue_chat(ask, ctx):
    fam = "continue_chat"
    hd = dict(CONTINUE_HEADERS)
    hd["x-continue-unique-id"] = h(ask["ask_id"], fam, n=32)
    body = {"model": pick(["gpt-4o", "gpt-4.1", "claude-3-7-sonnet-latest"], ask["ask_id"], fam),
            "messages": [{"role": "system", "content": CONTINUE_CHAT_SYS}, {"role": "user", "content": ask["text"]}],
            "max_tokens": 4096, "stream": True}
    return "/v1/chat/completions", hd, body


def env_continue_agent(ask, ctx):
    fam = "continue_agent"
    hd = dict(CONTINUE_HEADERS)
    hd["x-continue-unique-id"] = h(ask["ask_id"], fam, n=32)
    body = {"model": pick(["gpt-4.1", "claude-sonnet-4-5", "qwen3-coder-30b"], ask["ask_id"], fam),
            "messages": [{"role": "system", "content": CONTINUE_AGENT_SYS}, {"role": "user", "content": ask["text"]}],
            "tools": CONTINUE_TOOLS, "max_tokens": 8192, "stream": True, "parallel_tool_calls": False}
    return "/v1/chat/completions", hd, body


# ==============================================================================================
# Cline, native tool calling (chat completions with tools) and older Cline (XML tools in a huge
# system prompt, no tools array). Both wrap the task in <task> and append <environment_details>.

CLINE_TOOLS_SPEC = [
    ("execute_command", "Run a CLI command on the user's machine, from the current working directory. Use it for builds, tests, installs, git and anything that needs a shell. Explain what the command does. Prefer non-interactive flags. Set requires_approval to true for commands that install or remove software, change system settings, delete files or reach the network; false for reads, builds and test runs.",
     [("command", True, "The command line to run, valid for the user's shell."), ("requires_approval", True, "true or false, as described above.")],
     "<execute_command>\n<command>npm run build</command>\n<requires_approval>false</requires_approval>\n</execute_command>"),
    ("read_file", "Read the full contents of a file at a path, to inspect code, configuration or text. PDF and DOCX text is extracted automatically. Not for binary files.",
     [("path", True, "Path of the file, relative to the working directory.")],
     "<read_file>\n<path>src/main.js</path>\n</read_file>"),
    ("write_to_file", "Write a whole file, creating it (and any missing folders) or overwriting it. Always provide the complete final content, never a partial file with placeholders.",
     [("path", True, "Path of the file to write."), ("content", True, "The complete content of the file.")],
     "<write_to_file>\n<path>src/config.json</path>\n<content>\n{\n  \"port\": 3000\n}\n</content>\n</write_to_file>"),
    ("replace_in_file", "Make targeted edits to an existing file with SEARCH/REPLACE blocks. Each SEARCH section must match the current file exactly, character for character, and only the first match is replaced, so list blocks in file order and keep them small but unique.",
     [("path", True, "Path of the file to edit."), ("diff", True, "One or more blocks of the form:\n------- SEARCH\n[exact existing text]\n=======\n[new text]\n+++++++ REPLACE")],
     "<replace_in_file>\n<path>src/App.tsx</path>\n<diff>\n------- SEARCH\nimport React from 'react';\n=======\nimport React, { useState } from 'react';\n+++++++ REPLACE\n</diff>\n</replace_in_file>"),
    ("search_files", "Run a regular-expression search over files in a directory, recursively, returning each match with surrounding lines.",
     [("path", True, "Directory to search in."), ("regex", True, "Regular expression in Rust syntax."), ("file_pattern", False, "Glob to restrict the files, e.g. *.ts.")],
     "<search_files>\n<path>src</path>\n<regex>TODO</regex>\n<file_pattern>*.py</file_pattern>\n</search_files>"),
    ("list_files", "List the files and folders in a directory, optionally recursively. Do not use it to check that a file you just created exists; the user will tell you if it failed.",
     [("path", True, "Directory to list."), ("recursive", False, "true for a recursive listing.")],
     "<list_files>\n<path>.</path>\n<recursive>false</recursive>\n</list_files>"),
    ("list_code_definition_names", "List the top-level definitions (classes, functions, methods) in the source files of one directory, to understand a codebase's structure.",
     [("path", True, "Directory whose files should be outlined.")],
     "<list_code_definition_names>\n<path>src/services</path>\n</list_code_definition_names>"),
    ("browser_action", "Drive a headless browser: launch it at a URL, click at coordinates, type text, scroll, and close it. Each action returns a screenshot and the console log. Always start with launch and end with close; while the browser is open use no other tool.",
     [("action", True, "launch, click, type, scroll_down, scroll_up or close."), ("url", False, "URL for launch."), ("coordinate", False, "x,y for click."), ("text", False, "Text for type.")],
     "<browser_action>\n<action>launch</action>\n<url>http://localhost:3000</url>\n</browser_action>"),
    ("use_mcp_tool", "Call a tool offered by a connected MCP server, with arguments matching the tool's input schema.",
     [("server_name", True, "The MCP server."), ("tool_name", True, "The tool to call."), ("arguments", True, "JSON object of arguments.")],
     "<use_mcp_tool>\n<server_name>weather</server_name>\n<tool_name>forecast</tool_name>\n<arguments>\n{\"city\": \"Lisbon\", \"days\": 3}\n</arguments>\n</use_mcp_tool>"),
    ("access_mcp_resource", "Read a resource (a file, an API response, system data) exposed by a connected MCP server.",
     [("server_name", True, "The MCP server."), ("uri", True, "The resource URI.")],
     "<access_mcp_resource>\n<server_name>docs</server_name>\n<uri>docs://index</uri>\n</access_mcp_resource>"),
    ("ask_followup_question", "Ask the user a question when you are missing information you cannot find with the other tools. Use it sparingly; offer options when that helps.",
     [("question", True, "The question."), ("options", False, "A JSON array of 2 to 5 short answer options.")],
     "<ask_followup_question>\n<question>Which database should the new service use?</question>\n<options>[\"PostgreSQL\", \"SQLite\"]</options>\n</ask_followup_question>"),
    ("attempt_completion", "Once the task is done, present the result to the user. Only call it after earlier tool uses have been confirmed to succeed. Do not end the result with a question or an offer of more help. Optionally give a command that demonstrates the result.",
     [("result", True, "A final description of the result."), ("command", False, "A command that shows the result, e.g. opening a page.")],
     "<attempt_completion>\n<result>\nThe settings page now saves the theme preference.\n</result>\n</attempt_completion>"),
    ("new_task", "Start a fresh task that carries over a summary of the current context, when the conversation has become long.",
     [("context", True, "What the new task needs to know: work done so far, files, next steps.")],
     "<new_task>\n<context>\nSummary of the work so far...\n</context>\n</new_task>"),
    ("plan_mode_respond", "In PLAN MODE, reply to the user with questions or a proposed plan. Only available in PLAN MODE.",
     [("response", True, "The reply to show the user.")],
     "<plan_mode_respond>\n<response>Here is how I would approach this...</response>\n</plan_mode_respond>"),
    ("load_mcp_documentation", "Load documentation on how to create and configure MCP servers, when the user asks for a new tool or server.", [],
     "<load_mcp_documentation>\n</load_mcp_documentation>"),
]


def cline_xml_system(cwd, osname, shell):
    parts = ["You are an expert software engineer working as an autonomous assistant in the user's editor. You know many languages, frameworks, design patterns and good practice.",
             "", "====", "", "TOOL USE", "",
             "You can use a set of tools, which the user approves before they run. Use one tool per message; the user's reply contains the result of that tool use. Work step by step, choosing each tool use based on the result of the previous one.",
             "", "# Tool Use Formatting", "",
             "A tool use is written as XML: the tool name is the outer tag and each parameter is an inner tag. For example:", "",
             "<read_file>\n<path>src/index.ts</path>\n</read_file>", "",
             "Follow this format exactly so the tool use can be parsed and run.", "", "# Tools", ""]
    for name, desc, params, usage in CLINE_TOOLS_SPEC:
        parts.append(f"## {name}")
        parts.append(f"Description: {desc}")
        parts.append("Parameters:")
        if not params:
            parts.append("None")
        for pn, req, pd in params:
            parts.append(f"- {pn}: ({'required' if req else 'optional'}) {pd}")
        parts.append("Usage:")
        parts.append(usage)
        parts.append("")
    parts += ["# Tool Use Examples", "",
              "## Example 1: running a command", "", "<execute_command>\n<command>npm run dev</command>\n<requires_approval>false</requires_approval>\n</execute_command>", "",
              "## Example 2: creating a file", "", "<write_to_file>\n<path>src/frontend-config.json</path>\n<content>\n{\n  \"apiEndpoint\": \"https://api.example.com\",\n  \"theme\": \"dark\"\n}\n</content>\n</write_to_file>", "",
              "## Example 3: a targeted edit", "", "<replace_in_file>\n<path>src/components/Card.tsx</path>\n<diff>\n------- SEARCH\nexport function Card() {\n=======\nexport function Card({ title }: { title: string }) {\n+++++++ REPLACE\n</diff>\n</replace_in_file>", "",
              "# Tool Use Guidelines", "",
              "1. Inside <thinking> tags, look at what you already know and what you still need.",
              "2. Pick the tool that fits the next step best; listing files is better than guessing paths with commands.",
              "3. Use one tool per message and wait for its result before the next one. Never assume a tool succeeded.",
              "4. The result may include success or failure, linter errors, terminal output or other feedback; take it into account.",
              "5. Always wait for the user's confirmation after each tool use.", "",
              "====", "", "MCP SERVERS", "",
              "MCP servers add tools and resources. Connected servers:", "", "(No MCP servers currently connected)", "",
              "====", "", "EDITING FILES", "",
              "Use write_to_file for new files or for rewriting most of a file; use replace_in_file for targeted changes to an existing file. After an edit, the tool result contains the final file content after any auto-formatting; use that as the reference for later SEARCH blocks. Prefer several small SEARCH/REPLACE blocks in one call over several calls.", "",
              "# Choosing the editing tool", "",
              "write_to_file fits when creating files, scaffolding a project, or when a change touches so much of a small file that a rewrite is clearer. It needs the whole final content, so it is wasteful for small edits to large files.",
              "replace_in_file fits small, localised changes: a few lines, a function body, a variable rename inside one file. It is quicker and less error-prone for large files because untouched content stays as it is.", "",
              "# Auto-formatting", "",
              "The editor may reformat a file right after you write it: it can break long lines, change quote styles, reorder or group imports, add or remove trailing commas, and convert indentation between tabs and spaces. The tool result always contains the file as saved; base every later SEARCH block on that saved version, not on what you sent.", "",
              "# Workflow tips", "",
              "1. Before editing, judge the scope of the change and choose the tool accordingly.",
              "2. For several edits to one file, send them as several SEARCH/REPLACE blocks in a single replace_in_file call, in the order they occur in the file.",
              "3. For a major overhaul or a new file, use write_to_file.",
              "4. After any edit, treat the returned final content as the current state of the file.", "",
              "====", "", "CREATING AN MCP SERVER", "",
              "When the user asks for a new capability such as 'add a tool that fetches the weather', you may build an MCP server for it. First load the MCP documentation with load_mcp_documentation, then follow it: create the server project in the user's MCP folder, implement the tools and resources with the SDK, build it, and register it in the settings file with its command, arguments and environment variables. Servers run locally over stdio or remotely over HTTP with server-sent events. Ask the user for any API keys the server needs and store them in the settings file's env section, never in code. After the settings file changes, the system starts the server and lists its tools in the MCP SERVERS section, where you can then use them.", "",
              "====", "", "ACT MODE V.S. PLAN MODE", "",
              "Every user message states the current mode in its environment details. In ACT MODE you use tools to do the task and finish with attempt_completion. In PLAN MODE you gather information, ask questions and propose a plan with plan_mode_respond; the user switches to ACT MODE when satisfied.", "",
              "====", "", "CAPABILITIES", "",
              f"- You can run commands, list and search files, read and edit files, use a browser and ask follow-up questions.\n- At the start of a task you receive a recursive listing of the working directory ('{cwd}') in the environment details.\n- list_code_definition_names gives an outline of a directory's source files.\n- Commands run in a new terminal for each call; long-running processes may keep running in the background.", "",
              "====", "", "RULES", "",
              f"- The working directory is {cwd}. You cannot cd elsewhere; pass paths relative to it.\n- Do not use ~ or $HOME to refer to the home directory.\n- Before running a command, consider the user's system information below; prefix cd only when a command must run elsewhere.\n- When creating a project, put it in its own folder unless told otherwise.\n- Ask questions only through ask_followup_question and only when needed.\n- Your goal is to complete the task, not to chat. Never end attempt_completion with a question.\n- Do not start messages with filler such as 'Great' or 'Certainly'.\n- Environment details are generated automatically; they are context, not part of the user's request.\n- Wait for the result of every tool use before continuing.", "",
              "====", "", "SYSTEM INFORMATION", "",
              f"Operating System: {osname}\nDefault Shell: {shell}\nHome Directory: {cwd.rsplit('/src/', 1)[0]}\nCurrent Working Directory: {cwd}", "",
              "====", "", "OBJECTIVE", "",
              "Work through the task iteratively: set clear goals, take them one at a time with one tool per step, and present the result with attempt_completion. If the request can be answered without tools, answer it directly. The user may give feedback, which you use to improve; do not continue in pointless back-and-forth."]
    return "\n".join(parts)


CLINE_NATIVE_SYS = """You are an expert software engineer working as an autonomous assistant in the user's editor.

You have tools to run commands, read, create and edit files, search the project, use a browser, call MCP servers and ask the user questions. Use one tool at a time and wait for its result. When the task is finished, call attempt_completion with the result. If the request can be answered from what the user supplied, answer directly with attempt_completion.

Rules:
- The working directory is {cwd}; use paths relative to it.
- Environment details at the end of each user message are generated automatically and are context, not part of the request.
- Do not start replies with filler words.

System information: {osname}, shell {shell}."""


def cline_native_tools():
    out = []
    for name, desc, params, _usage in CLINE_TOOLS_SPEC:
        if name in ("plan_mode_respond", "load_mcp_documentation"):
            continue
        props = {pn: {"type": "string", "description": pd} for pn, req, pd in params}
        out.append({"type": "function", "function": {"name": name, "description": desc,
                    "parameters": {"type": "object", "properties": props, "required": [pn for pn, req, _ in params if req]}}})
    return out


CLINE_NATIVE_TOOLS = cline_native_tools()


def cline_env_details(ask, ctx, fam, cwd):
    day = 1 + int(h(ask["ask_id"], fam, "d", n=2), 16) % 28
    open_file = ctx["tree"][3] if len(ctx["tree"]) > 3 else ctx["tree"][0]
    return ("<environment_details>\n# VSCode Visible Files\n" + open_file +
            "\n\n# VSCode Open Tabs\n" + open_file + "\n" + ctx["tree"][0] +
            f"\n\n# Current Time\n11/{day}/2026, 10:{day + 10:02d}:07 AM (UTC, UTC+0:00)\n\n"
            f"# Current Working Directory ({cwd}) Files\n" + "\n".join(ctx["tree"]) +
            "\n\n# Context Window Usage\n0 / 200K tokens used (0%)\n\n# Current Mode\nACT MODE\n</environment_details>")


def env_cline(ask, ctx, native):
    fam = "cline_native" if native else "cline_xml"
    cwd = cwd_for(ctx, fam)
    osname, shell = pick([("Linux 6.8", "/bin/bash"), ("macOS Sonoma", "/bin/zsh"), ("Windows 11", "C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe")], ask["ask_id"], fam)
    user_content = [{"type": "text", "text": "<task>\n" + ask["text"] + "\n</task>"},
                    {"type": "text", "text": cline_env_details(ask, ctx, fam, cwd)}]
    if native:
        sys_text = CLINE_NATIVE_SYS.format(cwd=cwd, osname=osname, shell=shell)
    else:
        sys_text = cline_xml_system(cwd, osname, shell)
    body = {"model": pick(["anthropic/claude-sonnet-4.5", "deepseek/deepseek-chat", "openai/gpt-4.1"], ask["ask_id"], fam),
            "messages": [{"role": "system", "content": sys_text}, {"role": "user", "content": user_content}],
            "temperature": 0, "stream": True, "stream_options": {"include_usage": True}}
    if native:
        body["tools"] = CLINE_NATIVE_TOOLS
        body["tool_choice"] = "auto"
        body["parallel_tool_calls"] = False
    headers = {"content-type": "application/json", "authorization": "Bearer sk-or-EVALONLY",
               "http-referer": "https://cline.bot", "x-title": "Cline",
               "user-agent": "OpenAI/JS 4.96.0", "x-stainless-lang": "js", "x-stainless-package-version": "4.96.0",
               "x-stainless-runtime": "node", "x-stainless-retry-count": "0"}
    return "/v1/chat/completions", headers, body

# ==============================================================================================
# aider: chat completions, no tools; system (edit-format rules), few-shot pairs, repo map + canned
# acknowledgement, "no files added" + ack, the request, a system reminder at the end

AIDER_SYS = """You are a senior developer pair-programming with the user in their git repository.
Write code the way this codebase already does it: same libraries, same patterns, same naming.
Answer in the language the user used.

The user asks for changes to code they have shared with you. When something in a request is unclear, ask before editing.

For every change request:

1. Check whether the change needs files the user has not added to the chat yet. If it does, name those files by their full path, ask the user to add them, and wait.
2. Briefly explain what you are going to change and why.
3. Express every edit as a *SEARCH/REPLACE block*, formatted as in the examples.

Edits to files are only ever expressed as *SEARCH/REPLACE blocks*.
When the user only asks a question, reply with the answer and no blocks."""

AIDER_RULES = """# How to write a *SEARCH/REPLACE block*

Lay out each block like this:
1. First line: the path of the file, exactly as given, with nothing around it.
2. A code fence opening with the language, eg: ```python
3. The marker line <<<<<<< SEARCH
4. Lines copied exactly from the current file: these are the lines to find
5. The marker line =======
6. The new lines that take their place
7. The marker line >>>>>>> REPLACE
8. The closing code fence

Copy the SEARCH lines character for character, comments and indentation included.
A block changes only the first place its SEARCH lines appear, so keep each block short and make its SEARCH lines unique.
A new file is a block whose SEARCH part is empty.
Write blocks only for files that have been added to the chat."""

AIDER_FEW_SHOT = [
    ("user", "Make the greeting function take an optional name."),
    ("assistant", "I'll add a `name` parameter with a default.\n\ngreet.py\n```python\n<<<<<<< SEARCH\ndef greet():\n    return \"Hello!\"\n=======\ndef greet(name=None):\n    if name:\n        return f\"Hello, {name}!\"\n    return \"Hello!\"\n>>>>>>> REPLACE\n```"),
    ("user", "Move the `slow_sum` helper out of main.py into its own module."),
    ("assistant", "I'll create `mathutil.py` with the helper and import it from main.py.\n\nmathutil.py\n```python\n<<<<<<< SEARCH\n=======\ndef slow_sum(xs):\n    total = 0\n    for x in xs:\n        total += x\n    return total\n>>>>>>> REPLACE\n```\n\nmain.py\n```python\n<<<<<<< SEARCH\ndef slow_sum(xs):\n    total = 0\n    for x in xs:\n        total += x\n    return total\n=======\nfrom mathutil import slow_sum\n>>>>>>> REPLACE\n```"),
]

AIDER_REMINDER = AIDER_RULES + "\n\nAny code you change must be inside a *SEARCH/REPLACE block*; never paste whole edited files."


def env_aider(ask, ctx):
    msgs = [{"role": "system", "content": AIDER_SYS + "\n\n" + AIDER_RULES}]
    for role, text in AIDER_FEW_SHOT:
        msgs.append({"role": role, "content": text})
    msgs.append({"role": "user", "content": "Here is a summary of the files in my git repository. Do not propose changes to them; if you need to edit one, ask me to *add it to the chat* first.\n\n" + repo_map_text(ctx) + "\n" + "\n".join(p for p in ctx["tree"] if p not in [m[0] for m in ctx["map"]])})
    msgs.append({"role": "assistant", "content": "Ok, I won't edit those files without asking you to add them first."})
    msgs.append({"role": "user", "content": "I haven't added any files to the chat yet that you can edit."})
    msgs.append({"role": "assistant", "content": "Ok."})
    msgs.append({"role": "user", "content": ask["text"]})
    msgs.append({"role": "system", "content": AIDER_REMINDER})
    body = {"model": pick(["gpt-4o", "deepseek/deepseek-chat", "anthropic/claude-sonnet-4-5"], ask["ask_id"], "aider"),
            "messages": msgs, "temperature": 0, "stream": True}
    headers = {"content-type": "application/json", "authorization": "Bearer sk-EVALONLY", "user-agent": "OpenAI/Python 1.99.1",
               "x-stainless-lang": "python", "x-stainless-package-version": "1.99.1", "x-stainless-runtime": "CPython",
               "x-stainless-runtime-version": "3.12.7", "x-stainless-retry-count": "0", "x-stainless-async": "false"}
    return "/v1/chat/completions", headers, body


# ==============================================================================================
# OpenHands: chat completions with function tools (bash, ipython, file editor, browser, think,
# finish, task tracker); runtime/repository info blocks after the task

OH_SYS = """You are an AI agent that helps people with software work. You can run shell commands, edit files, run Python and browse the web inside a sandboxed workspace.

<ROLE>
Your main job is to help the user with their request: answering questions, writing and changing code, fixing problems. If the user asks a question, answer it; do not start changing files unless they asked for changes.
</ROLE>

<EFFICIENCY>
Each action costs time. Combine related shell commands where you can, and prefer targeted searches over listing everything.
</EFFICIENCY>

<FILE_SYSTEM_GUIDELINES>
When given a path, check that it exists before acting. Edit files in place; do not create copies with suffixes like _new or _fixed. Clean up temporary files you create.
</FILE_SYSTEM_GUIDELINES>

<CODE_QUALITY>
Write clean, minimal code with few comments. Understand the codebase before changing it. Put imports at the top of files.
</CODE_QUALITY>

<VERSION_CONTROL>
Use the existing git setup. Do not push or commit unless asked. Never commit secrets or large generated files.
</VERSION_CONTROL>

<PROBLEM_SOLVING_WORKFLOW>
For changes: explore, reproduce (with a test when possible), fix, then verify by running the relevant tests.
</PROBLEM_SOLVING_WORKFLOW>

<SECURITY>
Only use the credentials you were given, and only as the user intended.
</SECURITY>

<TROUBLESHOOTING>
If you keep failing, step back, list possible causes, and address the most likely one; ask the user if you are stuck.
</TROUBLESHOOTING>"""


def oh_tools():
    def f(name, desc, props, req=()):
        return {"type": "function", "function": {"name": name, "description": desc, "parameters": {"type": "object", "properties": props, "required": list(req)}}}
    return [
        f("execute_bash", "Run a bash command in a persistent shell. Long-running commands should be started in the background with output redirected to a file. A command that times out can be continued, interrupted with C-c, or sent input.",
          {"command": P("string", "The bash command; may be empty to read more output of the previous one"), "is_input": P("string", "'true' to send the command as input to the running process", enum=["true", "false"]),
           "timeout": P("number", "Optional hard timeout in seconds"), "security_risk": P("string", "LOW, MEDIUM or HIGH", enum=["LOW", "MEDIUM", "HIGH"])}, ["command", "security_risk"]),
        f("think", "Write down a thought: reasoning, a plan, or hypotheses about a bug. It changes nothing in the workspace.", {"thought": P("string", "The thought")}, ["thought"]),
        f("finish", "Signal that the task is complete or cannot be continued, with a message for the user.", {"message": P("string", "Final message to the user")}, ["message"]),
        f("browser", "Interact with a web browser by writing short Python calls such as goto(url), click(bid), fill(bid, text), scroll(dx, dy).", {"code": P("string", "Browser actions to run"), "security_risk": P("string", "Risk level", enum=["LOW", "MEDIUM", "HIGH"])}, ["code", "security_risk"]),
        f("execute_ipython_cell", "Run Python code in an IPython kernel; variables persist between calls; %pip works.", {"code": P("string", "Python code"), "security_risk": P("string", "Risk level", enum=["LOW", "MEDIUM", "HIGH"])}, ["code", "security_risk"]),
        f("str_replace_editor", "View, create and edit files. view shows a file with line numbers or lists a directory; create writes a new file; str_replace replaces one exact, unique occurrence; insert adds text after a line; undo_edit reverts the last edit.",
          {"command": P("string", "view, create, str_replace, insert or undo_edit", enum=["view", "create", "str_replace", "insert", "undo_edit"]), "path": P("string", "Absolute path"),
           "file_text": P("string", "Content for create"), "old_str": P("string", "Exact text to replace"), "new_str": P("string", "New text"), "insert_line": P("integer", "Line after which to insert"),
           "view_range": {"type": "array", "items": {"type": "integer"}, "description": "Optional [start, end] lines"}, "security_risk": P("string", "Risk level", enum=["LOW", "MEDIUM", "HIGH"])}, ["command", "path", "security_risk"]),
        f("task_tracker", "Keep a structured list of tasks for longer work: view it or replace it with an updated plan.",
          {"command": P("string", "view or plan", enum=["view", "plan"]), "task_list": {"type": "array", "items": {"type": "object", "properties": {"id": {"type": "string"}, "title": {"type": "string"}, "status": {"type": "string", "enum": ["todo", "in_progress", "done"]}}}}}, ["command"]),
    ]


OH_TOOLS = oh_tools()


def env_openhands(ask, ctx):
    fam = "openhands"
    repo_dir = f"/workspace/{ctx['name']}"
    info = (f"<REPOSITORY_INFO>\nAt the user's request, repository acme/{ctx['name']} has been cloned to {repo_dir} in the current working directory.\n</REPOSITORY_INFO>\n\n"
            f"<RUNTIME_INFORMATION>\nThe user has access to the following hosts for viewing web applications:\n* http://localhost:{50000 + int(h(ask['ask_id'], fam, n=3), 16) % 9000}\n\n"
            f"Today's date is 2026-11-{1 + int(h(ask['ask_id'], n=2), 16) % 28:02d} (UTC).\n</RUNTIME_INFORMATION>")
    body = {"model": pick(["litellm_proxy/claude-sonnet-4-5-20250929", "gpt-5", "openhands/devstral-medium"], ask["ask_id"], fam),
            "messages": [{"role": "system", "content": OH_SYS},
                         {"role": "user", "content": [{"type": "text", "text": ask["text"]}, {"type": "text", "text": info}]}],
            "tools": OH_TOOLS, "tool_choice": "auto", "temperature": 0.0, "max_completion_tokens": 64000, "stream": False}
    headers = {"content-type": "application/json", "authorization": "Bearer sk-EVALONLY", "user-agent": "litellm/1.76.1"}
    return "/v1/chat/completions", headers, body


# ==============================================================================================
# SWE-agent: one-line system prompt, instance message wrapping the ask with numbered steps,
# tools bash / str_replace_editor / submit

SWE_SYS = "You solve software tasks by running commands and editing files on the machine you are connected to."


def swe_tools():
    def f(name, desc, props, req=()):
        return {"type": "function", "function": {"name": name, "description": desc, "parameters": {"type": "object", "properties": props, "required": list(req)}}}
    return [
        f("bash", "run one command in a bash shell and return its output", {"command": P("string", "the command to run")}, ["command"]),
        f("str_replace_editor", "file viewer and editor: view, create, str_replace, insert, undo_edit; state persists between calls",
          {"command": P("string", "view, create, str_replace, insert or undo_edit", enum=["view", "create", "str_replace", "insert", "undo_edit"]), "path": P("string", "absolute path"),
           "file_text": P("string", "content for create"), "old_str": P("string", "exact text to replace"), "new_str": P("string", "replacement text"), "insert_line": P("integer", "line for insert"),
           "view_range": {"type": "array", "items": {"type": "integer"}, "description": "optional line range"}}, ["command", "path"]),
        f("submit", "finish: submit your changes (or your answer) and end the session", {}),
    ]


SWE_TOOLS = swe_tools()


def env_swe_agent(ask, ctx):
    repo = f"/{ctx['name']}"
    inst = (f"<uploaded_files>\n{repo}\n</uploaded_files>\nA {ctx['lang']} repository has been uploaded to {repo}. Here is the task from the user:\n\n"
            f"<task_description>\n{ask['text']}\n</task_description>\n\n"
            "How to proceed:\n1. Read the task and decide what it needs; if it only needs an answer, give the answer and submit.\n"
            "2. If it needs changes, look around the repository to find the relevant code.\n"
            "3. If there is a bug, write a short script that shows it and run it.\n4. Make the change.\n"
            "5. Run the script or the relevant tests again to confirm.\n6. Think about edge cases, then submit.\n\n"
            "Your thinking should be thorough, so it is fine if it is long.")
    body = {"model": pick(["claude-sonnet-4-20250514", "gpt-4o", "qwen2.5-coder-32b"], ask["ask_id"], "swe"),
            "messages": [{"role": "system", "content": SWE_SYS}, {"role": "user", "content": inst}],
            "tools": SWE_TOOLS, "temperature": 0.0, "top_p": 1.0}
    headers = {"content-type": "application/json", "authorization": "Bearer sk-EVALONLY", "user-agent": "litellm/1.63.14"}
    return "/v1/chat/completions", headers, body


# ==============================================================================================
# text-protocol agents: ReAct (chat and legacy completions) and a mini-swe-agent-like loop

REACT_TOOLS_TXT = [
    ("python_repl", "Run a Python snippet and return what it prints. Input: valid Python code."),
    ("shell", "Run a shell command in the project directory and return stdout, stderr and the exit code. Input: the command."),
    ("read_file", "Return the contents of a file. Input: a path relative to the project root."),
    ("write_file", "Overwrite a file. Input: JSON with 'path' and 'content'."),
    ("search_code", "Search the project for a regular expression. Input: the pattern."),
    ("web_search", "Search the web. Input: a query."),
]


def react_prompt_head():
    tools = "\n".join(f"{n}: {d}" for n, d in REACT_TOOLS_TXT)
    names = ", ".join(n for n, _ in REACT_TOOLS_TXT)
    return ("You are a coding assistant that works in steps. You have access to these tools:\n\n" + tools +
            "\n\nUse this layout:\n\nQuestion: the request you must handle\nThought: what you should do next\n"
            f"Action: the tool to use, one of [{names}]\nAction Input: the input for the tool\n"
            "Observation: the tool's result (written by the system, never by you)\n... (Thought/Action/Action Input/Observation can repeat)\n"
            "Thought: I now know the final answer\nFinal Answer: the answer for the user\n\n"
            "If you can answer without a tool, go straight to Final Answer.")


REACT_HEAD = react_prompt_head()


def env_react_chat(ask, ctx):
    body = {"model": pick(["gpt-4o-mini", "llama-3.1-70b-instruct", "mistral-large-latest"], ask["ask_id"], "react"),
            "messages": [{"role": "system", "content": REACT_HEAD},
                         {"role": "user", "content": "Question: " + ask["text"] + "\nThought:"}],
            "temperature": 0.0, "stop": ["\nObservation:", "Observation:"], "stream": False}
    headers = {"content-type": "application/json", "authorization": "Bearer sk-EVALONLY", "user-agent": "OpenAI/Python 1.54.4",
               "x-stainless-lang": "python", "x-stainless-package-version": "1.54.4"}
    return "/v1/chat/completions", headers, body


def env_react_completions(ask, ctx):
    prompt = REACT_HEAD + "\n\nBegin!\n\nQuestion: " + ask["text"] + "\nThought:"
    body = {"model": pick(["gpt-3.5-turbo-instruct", "davinci-002", "deepseek-coder-6.7b-base"], ask["ask_id"], "reactc"),
            "prompt": prompt, "max_tokens": 512, "temperature": 0, "stop": ["\nObservation:"], "stream": False}
    headers = {"content-type": "application/json", "authorization": "Bearer sk-EVALONLY", "user-agent": "python-requests/2.32.3"}
    return "/v1/completions", headers, body


MINI_SYS = """You are an assistant that works on a computer through a bash shell.
Every reply has exactly two parts: a section starting with THOUGHT, where you reason about the next step, and then exactly ONE fenced bash code block with ONE command (several commands may be joined with && or ||).
Each command runs in a fresh subshell, so directory changes and environment variables do not persist; prefix cd or export when needed.
When the work is done, or when the request only needs an answer, run: echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT followed by your answer."""


def env_mini_swe(ask, ctx):
    user = (f"<task>\n{ask['text']}\n</task>\n\n<system_information>\nLinux 6.8.0 x86_64, working directory /testbed ({ctx['name']}, {ctx['lang']}).\n</system_information>\n\n"
            "<instructions>\nReply with THOUGHT and one bash block. Do not use interactive programs (vim, less, python REPL).\n"
            "To edit files use sed, cat with a heredoc, or a small python script.\n</instructions>")
    body = {"model": pick(["anthropic/claude-sonnet-4-5-20250929", "openai/gpt-5-mini"], ask["ask_id"], "mini"),
            "messages": [{"role": "system", "content": MINI_SYS}, {"role": "user", "content": user}],
            "temperature": 0.0, "drop_params": True}
    headers = {"content-type": "application/json", "authorization": "Bearer sk-EVALONLY", "user-agent": "litellm/1.77.0"}
    return "/v1/chat/completions", headers, body


# ==============================================================================================
# plain openai SDK script and curl: just the user message

def env_openai_sdk(ask, ctx):
    body = {"model": pick(["gpt-4o-mini", "gpt-4.1-mini", "gpt-4o"], ask["ask_id"], "sdk"),
            "messages": [{"role": "user", "content": ask["text"]}]}
    headers = {"content-type": "application/json", "accept": "application/json", "authorization": "Bearer sk-EVALONLY",
               "user-agent": "OpenAI/Python 1.99.1", "x-stainless-lang": "python", "x-stainless-package-version": "1.99.1",
               "x-stainless-os": "Linux", "x-stainless-arch": "x64", "x-stainless-runtime": "CPython", "x-stainless-runtime-version": "3.11.9",
               "x-stainless-async": "false", "x-stainless-retry-count": "0", "x-stainless-read-timeout": "600"}
    return "/v1/chat/completions", headers, body


def env_curl(ask, ctx):
    body = {"model": pick(["gpt-4.1", "gpt-4o-mini"], ask["ask_id"], "curl"),
            "messages": [{"role": "user", "content": ask["text"]}], "temperature": 0.2}
    headers = {"content-type": "application/json", "accept": "*/*", "authorization": "Bearer sk-EVALONLY", "user-agent": "curl/8.5.0"}
    return "/v1/chat/completions", headers, body

# ==============================================================================================
# generation

FAMILIES = [
    ("claude_code", env_claude_code),
    ("codex_cli", env_codex),
    ("continue_chat", env_continue_chat),
    ("continue_agent", env_continue_agent),
    ("cline_native", lambda a, c: env_cline(a, c, True)),
    ("cline_xml", lambda a, c: env_cline(a, c, False)),
    ("aider", env_aider),
    ("openhands", env_openhands),
    ("swe_agent", env_swe_agent),
    ("react_chat", env_react_chat),
    ("react_completions", env_react_completions),
    ("mini_swe_agent", env_mini_swe),
    ("openai_sdk", env_openai_sdk),
    ("curl", env_curl),
]

FORBIDDEN = ['"tool_result"', '"function_call_output"', '"role": "tool"', '"tool_use"', '"function_call"', '"tool_calls"']


def check(rec, ask):
    s = json.dumps(rec["body"], ensure_ascii=False)
    needle = json.dumps(ask["text"], ensure_ascii=False)[1:-1]
    assert needle in s, (rec["id"], "ask text not verbatim in body")
    for f in FORBIDDEN:
        assert f not in s, (rec["id"], "first turn must carry no tool traffic", f)
    assert rec["endpoint"] in ("/v1/chat/completions", "/v1/responses", "/v1/messages", "/v1/completions")
    assert all(k == k.lower() for k in rec["headers"])
    assert rec["label"] in (S, L)


def main():
    ids = [a["ask_id"] for a in ASKS]
    assert len(ids) == len(set(ids)), "duplicate ask ids"
    texts = [a["text"] for a in ASKS]
    assert len(texts) == len(set(texts)), "duplicate ask texts"
    for a in ASKS:
        assert a["ask_id"][0] == a["label"][0], a["ask_id"]  # s-* single_step, l-* long_horizon
    out_path = os.path.join(HERE, "consistency.jsonl")
    n = 0
    size_by_family = Counter()
    with open(out_path, "w", encoding="utf-8") as out:
        for a in ASKS:
            ctx = ctx_for(a)
            for fam, fn in FAMILIES:
                endpoint, headers, body = fn(a, ctx)
                rec = {"id": f"{a['ask_id']}-{fam}", "ask_id": a["ask_id"], "family": fam, "endpoint": endpoint,
                       "headers": headers, "body": body, "label": a["label"], "task": a["task"]}
                check(rec, a)
                line = json.dumps(rec, ensure_ascii=False, separators=(",", ":"))
                size_by_family[fam] += len(line.encode())
                out.write(line + "\n")
                n += 1
    with open(os.path.join(HERE, "ask-list.json"), "w", encoding="utf-8") as out:
        for a in ASKS:
            out.write(json.dumps({"ask_id": a["ask_id"], "lang": a["lang"], "code_lang": a["pl"], "label": a["label"],
                                  "task": a["task"], "text": a["text"], "unsure": UNSURE.get(a["ask_id"])}, ensure_ascii=False) + "\n")
    by_label = Counter(a["label"] for a in ASKS)
    by_lang = Counter((a["lang"], a["label"]) for a in ASKS)
    print(f"asks: {len(ASKS)}  ({by_label[S]} single_step, {by_label[L]} long_horizon)")
    print(f"families: {len(FAMILIES)}  lines: {n}")
    for lang in sorted({a['lang'] for a in ASKS}):
        print(f"  {lang}: single {by_lang[(lang, S)]:3d}  long {by_lang[(lang, L)]:3d}")
    for fam, _ in FAMILIES:
        print(f"  {fam:18s} avg line {size_by_family[fam] // len(ASKS):7d} bytes")


if __name__ == "__main__":
    main()
