"""Hand-written asks for the envs_o evaluation set.

Every ask is the text a user typed (or pasted) as the FIRST turn of a session.
`label` follows the label rule (see README.md): it depends only on the task,
never on the client that carries it.

Fields: id, label, lang, kind, text.
`PAIRS` lists asks that share the same material but differ in the job asked
(one single_step, one long_horizon).
"""

_RAW = []  # (label, lang, kind, text, pair)


def _a(label, lang, kind, text, pair=None):
    _RAW.append((label, lang, kind, text.strip("\n"), pair))


S = "single_step"
L = "long_horizon"

# ---------------------------------------------------------------------------
# Pair P01 (en) - traceback: explain vs find-and-fix
# ---------------------------------------------------------------------------
_TB1 = """```
Traceback (most recent call last):
  File "/srv/app/worker.py", line 88, in process_batch
    total += item["amount"]
TypeError: unsupported operand type(s) for +=: 'int' and 'NoneType'
```"""
_a(S, "en", "error_explain", f"""
Can you explain what this traceback means? I'm not asking you to change anything, I just want to understand it.

{_TB1}
""", "P01")
_a(L, "en", "error_find_fix", f"""
Our nightly batch keeps dying with the traceback below. Find where the None amount comes from and fix it properly (not just slapping `or 0` on it), then make sure the worker tests still pass.

{_TB1}
""", "P01")

# ---------------------------------------------------------------------------
# Pair P02 (zh) - docstring for one function vs every public function
# ---------------------------------------------------------------------------
_MERGE = """```python
def merge_intervals(intervals):
    intervals.sort(key=lambda x: x[0])
    out = []
    for s, e in intervals:
        if out and s <= out[-1][1]:
            out[-1][1] = max(out[-1][1], e)
        else:
            out.append([s, e])
    return out
```"""
_a(S, "zh", "docstring", f"""
给下面这个函数加一个 Google 风格的 docstring，其他地方都不要动：

{_MERGE}
""", "P02")
_a(L, "zh", "repo_wide_edit", f"""
仓库里像下面这样没有 docstring 的公共函数还有很多。请把 src/ 下面所有公共函数都补上 Google 风格的 docstring，风格就照这个函数来写，改完跑一下 lint 确认没问题。

{_MERGE}
""", "P02")

# ---------------------------------------------------------------------------
# Pair P03 (es) - rename inside the function vs rename across the repo
# ---------------------------------------------------------------------------
_CALC = """```js
function calcTotal(items, tax) {
  let tmp = 0;
  for (const it of items) {
    tmp += it.price * it.qty;
  }
  return tmp * (1 + tax);
}
```"""
_a(S, "es", "rename_in_fn", f"""
Renombra la variable `tmp` a `subtotal` en esta función y devuélveme solo la función:

{_CALC}
""", "P03")
_a(L, "es", "repo_wide_edit", f"""
La función `calcTotal` (abajo) se llama desde un montón de sitios del frontend y del backend. Renómbrala a `computeOrderTotal` en todo el repositorio, actualiza los imports y los tests, y comprueba que el build siga pasando.

{_CALC}
""", "P03")

# ---------------------------------------------------------------------------
# Pair P04 (ja) - tests for a given function vs add tests, run suite, fix
# ---------------------------------------------------------------------------
_DUR = """```python
def parse_duration(s: str) -> int:
    \"\"\"'1h30m' -> 5400 seconds\"\"\"
    units = {'h': 3600, 'm': 60, 's': 1}
    total, num = 0, ''
    for ch in s:
        if ch.isdigit():
            num += ch
        else:
            total += int(num) * units[ch]
            num = ''
    return total
```"""
_a(S, "ja", "unit_test_given_fn", f"""
次の関数に対する pytest のテストを書いてください。境界値（空文字、単位なし、大きな値）も含めてお願いします。

{_DUR}
""", "P04")
_a(L, "ja", "tests_iterate", f"""
下の parse_duration は utils/time.py にあります。tests/ にテストを追加して、テストスイート全体を実行し、落ちるものがあれば関数側も含めて直してください。全部グリーンになるまでお願いします。

{_DUR}
""", "P04")

# ---------------------------------------------------------------------------
# Pair P05 (en) - SQL for a given schema vs migration + ORM + tests
# ---------------------------------------------------------------------------
_SCHEMA = """```sql
CREATE TABLE customers (
  id serial PRIMARY KEY,
  name text NOT NULL,
  country text
);
CREATE TABLE orders (
  id serial PRIMARY KEY,
  customer_id int REFERENCES customers(id),
  created_at timestamptz NOT NULL,
  total_cents int NOT NULL
);
```"""
_a(S, "en", "sql_given_schema", f"""
Given this schema, write a query that returns each customer's total spend in 2024, highest first, only for customers with at least 3 orders that year.

{_SCHEMA}
""", "P05")
_a(L, "en", "feature_across_files", f"""
We have the schema below in Postgres. Add a migration in our migrations folder with an index that speeds up per-customer yearly totals, update the SQLAlchemy models to match, and run the migration tests to make sure upgrade and downgrade both work.

{_SCHEMA}
""", "P05")

# ---------------------------------------------------------------------------
# Pair P06 (de) - CI log: explain vs make CI green
# ---------------------------------------------------------------------------
_NPMERR = """```
npm ERR! code ERESOLVE
npm ERR! ERESOLVE unable to resolve dependency tree
npm ERR!
npm ERR! While resolving: shop-web@2.3.0
npm ERR! Found: react@18.2.0
npm ERR! node_modules/react
npm ERR!   react@"^18.2.0" from the root project
npm ERR!
npm ERR! Could not resolve dependency:
npm ERR! peer react@"^16.8.5 || ^17.0.0" from react-beautiful-dnd@13.1.1
```"""
_a(S, "de", "error_explain", f"""
Was bedeutet dieser Fehler aus unserem CI-Log? Bitte nur erklären, noch nichts ändern.

{_NPMERR}
""", "P06")
_a(L, "de", "ci_fix", f"""
Die CI ist rot, unten der Log-Ausschnitt. Bring sie wieder auf grün – und zwar ohne `--force` oder `--legacy-peer-deps` als Dauerlösung. Wenn eine Bibliothek ersetzt werden muss, dann bitte im ganzen Frontend.

{_NPMERR}
""", "P06")

# ---------------------------------------------------------------------------
# Pair P07 (pt) - a regex vs unify validation across forms and services
# ---------------------------------------------------------------------------
_a(S, "pt", "regex", """
Preciso de uma regex que valide CEP brasileiro no formato 12345-678 ou 12345678 (só dígitos, hífen opcional). Me passa só a regex e uma explicação curtinha.
""", "P07")
_a(L, "pt", "repo_wide_edit", """
A validação de CEP (formato 12345-678 ou 12345678, hífen opcional) está espalhada em vários formulários do front e em uns três serviços do back, cada um com uma regex diferente e alguns com bug. Unifica tudo num módulo compartilhado, troca todos os usos e ajusta os testes.
""", "P07")

# ---------------------------------------------------------------------------
# Pair P08 (en) - commit message for a diff vs group and commit all pending changes
# ---------------------------------------------------------------------------
_DIFF = """```diff
--- a/src/cache.py
+++ b/src/cache.py
@@ -12,7 +12,9 @@ class TTLCache:
     def get(self, key):
         item = self._data.get(key)
-        if item is None:
+        if item is None or item.expires_at < time.monotonic():
+            self._data.pop(key, None)
             return None
         return item.value
```"""
_a(S, "en", "commit_message", f"""
Write a conventional-commit message for this diff:

{_DIFF}
""", "P08")
_a(L, "en", "repo_git_ops", f"""
The diff below is only part of what's uncommitted in my working tree. Look at all the pending changes, group them into sensible commits with good messages, and commit them. Don't push.

{_DIFF}
""", "P08")

# ---------------------------------------------------------------------------
# Pair P09 (fr) - explain an nginx block vs hunt intermittent 502s
# ---------------------------------------------------------------------------
_NGX = """```nginx
location /api/ {
    proxy_pass http://backend:8080/;
    proxy_set_header Host $host;
    proxy_read_timeout 5s;
    client_max_body_size 2m;
}
```"""
_a(S, "fr", "config_explain", f"""
Tu peux m'expliquer ce bloc de config nginx, ligne par ligne ?

{_NGX}
""", "P09")
_a(L, "fr", "error_find_fix", f"""
Avec ce bloc (ci-dessous), on a des 502 intermittents en prod sur les gros exports CSV. La conf est dans deploy/nginx/ et le backend dans services/api. Trouve la cause et corrige, y compris côté backend si nécessaire.

{_NGX}
""", "P09")

# ---------------------------------------------------------------------------
# Pair P10 (ru) - port a snippet to Python 3 vs migrate the whole project
# ---------------------------------------------------------------------------
_PY2 = """```python
import urllib2
print "Fetching", url
resp = urllib2.urlopen(url)
data = resp.read()
for k, v in counts.iteritems():
    print k, v
```"""
_a(S, "ru", "translate_code", f"""
Перепиши этот кусок с Python 2 на Python 3:

{_PY2}
""", "P10")
_a(L, "ru", "migration", f"""
Весь наш проект до сих пор на Python 2 (примерно такой код, как ниже, в каждом модуле). Переведи весь репозиторий на Python 3.11, обнови зависимости в requirements и добейся, чтобы тесты проходили.

{_PY2}
""", "P10")

# ---------------------------------------------------------------------------
# Pair P11 (en) - callbacks to async/await: one function vs the codebase
# ---------------------------------------------------------------------------
_CB = """```js
function loadUser(id, cb) {
  db.get(id, (err, user) => {
    if (err) return cb(err);
    fetchAvatar(user.avatarId, (err2, avatar) => {
      if (err2) return cb(err2);
      cb(null, { ...user, avatar });
    });
  });
}
```"""
_a(S, "en", "refactor_snippet", f"""
Rewrite this using async/await, keep the behavior identical (errors should still propagate):

{_CB}
""", "P11")
_a(L, "en", "migration", f"""
Most of src/ is written in this callback style (example below). Convert the whole codebase to async/await, update every caller and the tests, and keep the public API the same.

{_CB}
""", "P11")

# ---------------------------------------------------------------------------
# Pair P12 (ko) - why ModuleNotFoundError vs make `make test` pass
# ---------------------------------------------------------------------------
_a(S, "ko", "error_explain", """
이 에러가 왜 나는지 설명해 주세요. 프로젝트 루트에서 pytest를 돌리면 `ModuleNotFoundError: No module named 'app'` 이 나옵니다. 일반적인 원인만 알려주시면 돼요.
""", "P12")
_a(L, "ko", "error_find_fix", """
프로젝트 루트에서 pytest를 돌리면 `ModuleNotFoundError: No module named 'app'` 이 납니다. 원인 찾아서 `make test`가 통과하도록 고쳐 주세요.
""", "P12")

# ---------------------------------------------------------------------------
# Pair P13 (it) - explain a Dockerfile vs adapt, build and fix until it runs
# ---------------------------------------------------------------------------
_DOCK = """```dockerfile
FROM python:3.12-slim AS build
WORKDIR /app
COPY requirements.txt .
RUN pip wheel -r requirements.txt -w /wheels

FROM python:3.12-slim
COPY --from=build /wheels /wheels
RUN pip install --no-index /wheels/*
COPY . /app
CMD ["gunicorn", "app:create_app()"]
```"""
_a(S, "it", "config_explain", f"""
Mi spieghi cosa fa ogni riga di questo Dockerfile? E perché ci sono due FROM?

{_DOCK}
""", "P13")
_a(L, "it", "setup_infra", f"""
Vorrei usare questo Dockerfile (sotto) per il nostro progetto. Sistemalo perché funzioni con la struttura del repo, fai la build dell'immagine e correggi gli errori finché il container non parte davvero.

{_DOCK}
""", "P13")

# ---------------------------------------------------------------------------
# Pair P14 (en) - rewrite one slow query vs optimize all reporting queries
# ---------------------------------------------------------------------------
_SLOW = """```sql
SELECT *
FROM events
WHERE DATE(created_at) = '2024-05-01'
  AND lower(kind) = 'click'
ORDER BY created_at DESC;
```"""
_a(S, "en", "refactor_snippet", f"""
This query takes 9 seconds on a 5M-row table. Rewrite it to be sargable and tell me which index would help:

{_SLOW}
""", "P14")
_a(L, "en", "perf_repo", f"""
Queries like this one are all over our reporting service and the dashboard is crawling. Find the slow queries in the codebase, optimize them, add the indexes we need as migrations, and benchmark before/after.

{_SLOW}
""", "P14")

# ---------------------------------------------------------------------------
# Pair P15 (vi) - one class component to hooks vs all of src/components
# ---------------------------------------------------------------------------
_CLS = """```jsx
class Counter extends React.Component {
  state = { n: 0 };
  componentDidMount() { document.title = `n=${this.state.n}`; }
  componentDidUpdate() { document.title = `n=${this.state.n}`; }
  render() {
    return (
      <button onClick={() => this.setState({ n: this.state.n + 1 })}>
        {this.state.n}
      </button>
    );
  }
}
```"""
_a(S, "vi", "refactor_snippet", f"""
Chuyển component class này sang function component dùng hooks giúp mình nhé:

{_CLS}
""", "P15")
_a(L, "vi", "migration", f"""
Dự án còn rất nhiều class component kiểu như dưới đây. Hãy chuyển toàn bộ class component trong src/components sang hooks, cập nhật test và đảm bảo app vẫn build được.

{_CLS}
""", "P15")

# ---------------------------------------------------------------------------
# Pair P16 (tr) - translate one paragraph vs translate all docs
# ---------------------------------------------------------------------------
_TRPARA = """"Kurulumdan önce Node.js 20 veya üstünün yüklü olduğundan emin olun. Ortam değişkenlerini .env.example dosyasından kopyalayıp kendi değerlerinizle düzenleyin.\""""
_a(S, "tr", "translate_text", f"""
Bu paragrafı İngilizceye çevirir misin?

{_TRPARA}
""", "P16")
_a(L, "tr", "repo_wide_edit", f"""
docs/ klasöründeki bütün Türkçe belgeleri İngilizceye çevir; dosya yapısını, başlık çapalarını ve iç linkleri koru. Örnek bir paragraf:

{_TRPARA}
""", "P16")

# ---------------------------------------------------------------------------
# Pair P17 (en) - explain one data race vs fix every race -race reports
# ---------------------------------------------------------------------------
_RACE = """```go
type Counter struct{ n int }

func (c *Counter) Inc() { c.n++ }

func main() {
    c := &Counter{}
    var wg sync.WaitGroup
    for i := 0; i < 100; i++ {
        wg.Add(1)
        go func() { defer wg.Done(); c.Inc() }()
    }
    wg.Wait()
    fmt.Println(c.n)
}
```"""
_a(S, "en", "snippet_explain", f"""
Why is there a data race here? Explain it and show the minimal fix.

{_RACE}
""", "P17")
_a(L, "en", "tests_iterate", f"""
`go test -race ./...` reports races in several packages; one of them looks like the Counter below. Find every race it reports and fix them, then rerun with -race until it's clean.

{_RACE}
""", "P17")

# ---------------------------------------------------------------------------
# Pair P18 (pl) - explain a find|xargs line vs make deploy scripts portable
# ---------------------------------------------------------------------------
_a(S, "pl", "tool_question", """
Wyjaśnij, co dokładnie robi ta komenda: `find . -name '*.log' -mtime +7 -print0 | xargs -0 rm -f`
""", "P18")
_a(L, "pl", "error_find_fix", """
Nasz deploy.sh wywala się na macOS (na Linuksie działa), między innymi przez linijki w stylu `find . -name '*.log' -mtime +7 -print0 | xargs -0 rm -f` i `sed -i`. Znajdź wszystkie niekompatybilne miejsca w skryptach w scripts/ i popraw je tak, żeby działały na obu systemach.
""", "P18")

# ---------------------------------------------------------------------------
# Pair P19 (hi-en) - spot the bug vs fix the copy-pasted bug everywhere
# ---------------------------------------------------------------------------
_CHUNK = """```python
def chunk(lst, n):
    return [lst[i:i + n] for i in range(0, len(lst) - n, n)]
```"""
_a(S, "hi-en", "code_review_snippet", f"""
Is function mein bug kya hai? Bas batao, abhi fix mat karo.

{_CHUNK}
""", "P19")
_a(L, "hi-en", "error_find_fix", f"""
Ye `chunk` function (neeche) humare teen services mein copy-paste hua hai aur har jagah last chunk drop ho raha hai. Sab jagah dhoondh ke fix karo aur har service mein test add karo.

{_CHUNK}
""", "P19")

# ---------------------------------------------------------------------------
# Pair P20 (id) - TS type for a payload vs type every endpoint in the client
# ---------------------------------------------------------------------------
_JSONP = """```json
{"id": "ord_123", "items": [{"sku": "A1", "qty": 2, "price": 12.5}], "customer": {"email": "a@b.co", "vip": false}, "createdAt": "2024-06-01T10:00:00Z"}
```"""
_a(S, "id", "snippet_transform", f"""
Buatkan type TypeScript untuk payload JSON ini ya:

{_JSONP}
""", "P20")
_a(L, "id", "feature_across_files", f"""
Semua response API di frontend kita masih bertipe `any`, contohnya payload di bawah. Buat type untuk semua endpoint di api/client.ts, pasang ke semua pemanggilnya, dan pastikan `tsc --noEmit` bersih.

{_JSONP}
""", "P20")

# ===========================================================================
# single_step asks (not paired)
# ===========================================================================

# --- one given command, output relayed (see README: why these are single) ---
# relabelled by the project (see README.md, "Label reasoning"): the writer labelled o041-o046 single_step
_a(L, "en", "one_command", "run `echo ok` and tell me the output")
_a(L, "es", "one_command", "ejecuta `node --version` y dime qué versión sale, nada más")
_a(L, "ja", "one_command", "`git branch --show-current` を実行して、結果だけ教えて")
_a(L, "ru", "one_command", "запусти `date -u` и скажи, что выведет")
_a(L, "en", "one_command", "pls run `python3 -c 'print(2**10)'` and paste what it prints")
_a(L, "vi", "one_command", "chạy thử lệnh `uname -a` rồi cho mình biết kết quả nhé")

# --- short API / tool questions ---
_a(S, "en", "tool_question", "what does `git rebase --onto` do?")
_a(S, "en", "tool_question", "Difference between `git reset --soft`, `--mixed` and `--hard`? One line each.")
_a(S, "en", "api_question", "whats the diff between functools.lru_cache and functools.cache in python?? when do i use which one")
_a(S, "de", "api_question", "Was ist eigentlich der Unterschied zwischen `let`, `const` und `var` in JavaScript? Kurz bitte.")
_a(S, "fr", "tool_question", "À quoi sert exactement `docker compose down -v` ? Est-ce que je perds mes données Postgres ?")
_a(S, "ja", "tool_question", "`kubectl rollout undo deployment/web` は具体的に何をしますか？どのリビジョンに戻るの？")
_a(S, "ko", "tool_question", "`npm ci`랑 `npm install` 차이가 뭐예요? CI에서는 뭘 써야 해요?")
_a(S, "pt", "tool_question", "o que significa cada letra em `tar -xzvf arquivo.tar.gz`?")
_a(S, "ru", "tool_question", "что делает флаг `-n` у `sed` и зачем его обычно используют вместе с `p`?")
_a(S, "ar", "tool_question", "ما الفرق بين `git merge` و `git rebase`؟ ومتى أستخدم كل واحد منهما؟")
_a(S, "uk", "tool_question", "Що робить `git cherry-pick -x` і навіщо там прапорець `-x`?")
_a(S, "en", "api_question", "If one task in `asyncio.gather` raises, are the other tasks cancelled? What about with `return_exceptions=True`?")

# --- explain a supplied snippet ---
_a(S, "en", "snippet_explain", """
explain this awk one-liner to me like I'm new to awk:

```bash
awk -F, 'NR>1 { s[$3] += $5 } END { for (k in s) printf "%s\\t%.2f\\n", k, s[k] }' sales.csv | sort -k2 -nr | head
```
""")
_a(S, "en", "snippet_explain", """
What does this regex mean? Can you break it down piece by piece?

```
^(?=.*[A-Z])(?=.*\\d)(?!.*\\s).{8,64}$
```
""")
_a(S, "ja", "snippet_explain", """
この Rust のコードで `'a` が何を意味しているのか説明してもらえますか？

```rust
fn longest<'a>(x: &'a str, y: &'a str) -> &'a str {
    if x.len() > y.len() { x } else { y }
}
```
""")
_a(S, "en", "snippet_explain", """
Why does this trick work? `n & (n - 1) == 0` is supposed to check whether n is a power of two. Please explain with an example in binary.
""")
_a(S, "en", "snippet_explain", """
What exactly does this query do? I don't really get the `PARTITION BY` part.

```sql
SELECT user_id, created_at,
       ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY created_at DESC) AS rn
FROM logins;
```
""")
_a(S, "en", "snippet_explain", """
Can someone explain what this C code prints and why? I expected 1 2 3.

```c
int a[] = {1, 2, 3};
int *p = a;
printf("%d %d %d\\n", *p++, *p++, *p++);
```
""")
_a(S, "fr", "snippet_explain", """
Pourquoi ce code affiche trois fois 3 au lieu de 0, 1, 2 ? Explique-moi le problème de closure.

```js
for (var i = 0; i < 3; i++) {
  setTimeout(() => console.log(i), 0);
}
```
""")
_a(S, "ko", "snippet_explain", """
이 코틀린 코드에서 `launch`랑 `async` 차이를 설명해 주실 수 있나요?

```kotlin
runBlocking {
    val job = launch { delay(100); println("A") }
    val d = async { delay(50); 42 }
    println(d.await())
    job.join()
}
```
""")

# --- rewrite / refactor a supplied snippet ---
_a(S, "en", "refactor_snippet", """
Make this function pure (no mutation of the input) and keep the output the same:

```python
def normalize(users):
    for u in users:
        u["email"] = u["email"].strip().lower()
        u["name"] = u["name"].title()
    return users
```
""")
_a(S, "en", "refactor_snippet", """
Can this be made more pythonic? Like with a list comprehension:

```python
result = []
for p in products:
    if p.stock > 0:
        if p.price < 100:
            result.append(p.name.upper())
```
""")
_a(S, "en", "refactor_snippet", """
Rewrite this with guard clauses so it isn't nested four levels deep:

```java
public String status(Order o) {
    if (o != null) {
        if (o.isPaid()) {
            if (o.isShipped()) {
                return "done";
            } else {
                return "paid";
            }
        } else {
            return "pending";
        }
    } else {
        return "unknown";
    }
}
```
""")
_a(S, "zh", "refactor_snippet", """
把这段 Go 代码改成用 `errors.Is` 判断，别再比较字符串了：

```go
if err != nil && err.Error() == "record not found" {
    return nil, ErrNotFound
}
```
""")
_a(S, "nl", "refactor_snippet", """
Kun je deze functie leesbaarder maken? Gedrag moet precies hetzelfde blijven.

```js
const f = (a) => a.filter(x => x % 2 == 0).map(x => x * x).reduce((p, c) => p + c, 0) / (a.filter(x => x % 2 == 0).length || 1);
```
""")
_a(S, "en", "refactor_snippet", """
add type hints to this, nothing else:

```python
def group_by(items, key):
    out = {}
    for it in items:
        out.setdefault(key(it), []).append(it)
    return out
```
""")

# --- docstrings / comments ---
_a(S, "en", "docstring", """
Add a JSDoc comment to this function:

```ts
export function debounce<T extends (...args: any[]) => void>(fn: T, ms: number) {
  let t: ReturnType<typeof setTimeout> | undefined;
  return (...args: Parameters<T>) => {
    if (t) clearTimeout(t);
    t = setTimeout(() => fn(...args), ms);
  };
}
```
""")
_a(S, "fr", "docstring", """
Ajoute une docstring (style NumPy) à cette fonction, s'il te plaît :

```python
def moving_average(values, window):
    if window <= 0:
        raise ValueError("window must be positive")
    return [sum(values[i:i + window]) / window for i in range(len(values) - window + 1)]
```
""")
_a(S, "en", "docstring", """
Please write a short comment above this function explaining why it uses `>>> 0`:

```js
function hash(str) {
  let h = 0;
  for (let i = 0; i < str.length; i++) h = (Math.imul(31, h) + str.charCodeAt(i)) >>> 0;
  return h;
}
```
""")
_a(S, "vi", "docstring", """
Viết docstring tiếng Anh cho hàm này giúp mình:

```python
def retry(fn, attempts=3, delay=0.5):
    for i in range(attempts):
        try:
            return fn()
        except Exception:
            if i == attempts - 1:
                raise
            time.sleep(delay * (2 ** i))
```
""")

# --- tests for a supplied function ---
_a(S, "en", "unit_test_given_fn", """
write jest tests for this:

```ts
export function slugify(s: string): string {
  return s
    .normalize("NFKD")
    .replace(/[\\u0300-\\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
```
""")
_a(S, "en", "unit_test_given_fn", """
Table-driven Go tests for this function please:

```go
func Clamp(v, lo, hi int) int {
    if v < lo {
        return lo
    }
    if v > hi {
        return hi
    }
    return v
}
```
""")
_a(S, "en", "unit_test_given_fn", """
Write a few unit tests (a #[cfg(test)] module) for this Rust function, including empty input:

```rust
pub fn word_count(s: &str) -> usize {
    s.split_whitespace().count()
}
```
""")
_a(S, "en", "unit_test_given_fn", """
Could you write a Hypothesis property-based test for this function? The property I care about is that decode(encode(x)) == x.

```python
def encode(s: str) -> str:
    return "".join(f"{ord(c):04x}" for c in s)

def decode(h: str) -> str:
    return "".join(chr(int(h[i:i + 4], 16)) for i in range(0, len(h), 4))
```
""")

# --- translate code between languages ---
_a(S, "en", "translate_code", """
Translate this Python to idiomatic Go:

```python
def top_words(text, n=10):
    counts = {}
    for w in text.lower().split():
        counts[w] = counts.get(w, 0) + 1
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:n]
```
""")
_a(S, "ja", "translate_code", """
この JavaScript を Python に書き換えてください。

```js
const groupBy = (xs, f) => xs.reduce((acc, x) => {
  (acc[f(x)] ||= []).push(x);
  return acc;
}, {});
```
""")
_a(S, "pt", "translate_code", """
Converte essa classe Java pra Kotlin (data class se fizer sentido):

```java
public class Point {
    private final int x;
    private final int y;
    public Point(int x, int y) { this.x = x; this.y = y; }
    public int getX() { return x; }
    public int getY() { return y; }
}
```
""")
_a(S, "ru", "translate_code", """
Перепиши этот bash-скрипт на Python:

```bash
#!/usr/bin/env bash
for f in *.csv; do
  lines=$(wc -l < "$f")
  echo "$f: $lines"
done
```
""")
_a(S, "en", "translate_code", """
Can you translate this SQL query into pandas?

```sql
SELECT region, AVG(revenue) AS avg_rev
FROM sales
WHERE year = 2023
GROUP BY region
HAVING COUNT(*) > 10;
```
""")

# --- regex ---
_a(S, "en", "regex", "regex for an ISO 8601 date (YYYY-MM-DD) that rejects month 13 and day 32? doesn't need to handle leap years")
_a(S, "zh", "regex", "帮我写一个匹配中国大陆手机号的正则（11 位，1 开头，第二位 3-9），顺便解释一下。")
_a(S, "es", "regex", "Necesito una expresión regular en JavaScript que saque todos los hashtags de un texto (#algo), incluyendo letras con tilde y ñ.")
_a(S, "en", "regex", "Give me a regex that matches a semantic version like 1.2.3, 1.2.3-beta.1 or 1.2.3+build.5, anchored.")

# --- SQL for a given schema ---
_a(S, "en", "sql_given_schema", """
Tables: `employees(id, name, manager_id, salary)`. Write a recursive CTE that lists everyone under manager 42 (any depth) with their level.
""")
_a(S, "en", "sql_given_schema", """
Given `products(id, name, category, price)` and `order_lines(order_id, product_id, quantity)`, I need revenue per category plus the best-selling product in each category. PostgreSQL.
""")
_a(S, "ko", "sql_given_schema", """
`users(id, signup_at)`, `events(user_id, name, at)` 테이블이 있어요. 가입 후 7일 안에 'purchase' 이벤트가 있는 사용자 비율을 주별 코호트로 구하는 SQL 써 주세요. (BigQuery)
""")
_a(S, "id", "sql_given_schema", """
Ada tabel `transaksi(id, user_id, jumlah, tanggal)`. Tolong buatkan query MySQL untuk menampilkan 5 user dengan total transaksi terbesar bulan lalu.
""")

# --- commit messages, titles, summaries ---
_a(S, "en", "title_summary", """
Give me a short PR title for this description:

"This change moves the retry logic out of the HTTP client into a small middleware so every outgoing call gets exponential backoff with jitter. It also adds a max-elapsed-time guard and metrics for retries."
""")
_a(S, "zh", "commit_message", """
帮我写一条 commit message（英文，conventional commits 格式），改动是：修复了分页接口在最后一页返回重复数据的问题，原因是 offset 计算少减了 1。
""")
_a(S, "ja", "title_summary", """
以下の障害メモを 3 行で要約してください。

14:02 決済 API のレイテンシが急上昇。14:05 DB のコネクションプールが枯渇しているのを確認。14:11 直前のデプロイでプールサイズが 50→5 に誤って変更されていたと判明。14:15 ロールバック。14:18 復旧。再発防止として設定値のレビュー必須化と、プール枯渇のアラートを追加予定。
""")
_a(S, "en", "title_summary", """
From this list of changes, write short release notes for end users (non-technical tone):
- fix: export button did nothing in Safari
- feat: date filter in the history view
- perf: invoice list loads 40% faster
- chore: bump dependencies
""")
_a(S, "en", "commit_message", """
commit msg for: renamed `cfg` -> `config` in loader.py, added a `from_env()` classmethod, and removed the unused yaml import. keep it under 72 chars for the subject
""")
_a(S, "en", "title_summary", """
Summarize this PR description in two sentences for the changelog:

"This PR replaces the home-grown cache with Redis. Keys are now prefixed with the environment name, expiry is handled by Redis itself, and an in-memory fallback kicks in when Redis is unreachable. Hit-ratio metrics are exposed on /metrics."
""")

# --- one self-contained script / single file ---
_a(S, "en", "standalone_script", "write a python script that renames every .jpeg file in a given folder to .jpg (folder passed as argv[1]), skipping files where the target name already exists")
_a(S, "zh", "standalone_script", "写一个 bash 脚本：把 /etc/nginx 打包成带日期的 tar.gz 放到 /backup 下，只保留最近 7 份。")
_a(S, "en", "standalone_script", "Write a small Python script that prints the row count and the number of distinct values per column for a CSV file whose path is passed as an argument.")
_a(S, "en", "standalone_script", "Small Go program: read stdin, print its SHA-256 in hex. Single file, no deps.")
_a(S, "tr", "standalone_script", "İki tarih arasındaki iş günlerini (hafta sonları hariç) sayan bir JavaScript fonksiyonu yazar mısın? Tatilleri bir dizi olarak parametre alsın.")
_a(S, "en", "standalone_script", "need a powershell script that lists every file over 1 GB on the C: drive, sorted by size, and saves the list to a CSV")
_a(S, "en", "standalone_script", "Make me a single self-contained HTML file with a countdown timer to a date I can set in the page. Inline CSS/JS, no build step, no libraries.")

# --- explain a pasted error (no fixing in a repo) ---
_a(S, "en", "error_explain", """
What is the borrow checker complaining about here?

```
error[E0502]: cannot borrow `v` as mutable because it is also borrowed as immutable
 --> src/main.rs:4:5
  |
3 |     let first = &v[0];
  |                  - immutable borrow occurs here
4 |     v.push(6);
  |     ^^^^^^^^^ mutable borrow occurs here
5 |     println!("{}", first);
  |                    ----- immutable borrow later used here
```
""")
_a(S, "ja", "error_explain", """
この Java のスタックトレース、何が原因で起きているのか教えてください（コードの修正は自分でやります）。

```
Exception in thread "main" java.lang.NullPointerException: Cannot invoke "String.length()" because "name" is null
    at com.example.Greeter.greet(Greeter.java:12)
    at com.example.Main.main(Main.java:7)
```
""")
_a(S, "zh-en", "error_explain", """
浏览器 console 里报这个 CORS error，是什么意思？一般是 frontend 还是 backend 的问题？

```
Access to fetch at 'https://api.example.com/v1/items' from origin 'http://localhost:5173' has been blocked by CORS policy: Response to preflight request doesn't pass access control check: No 'Access-Control-Allow-Origin' header is present on the requested resource.
```
""")
_a(S, "de", "error_explain", """
Kannst du mir diesen TypeScript-Fehler erklären?

```
src/form.ts:18:7 - error TS2322: Type 'string | undefined' is not assignable to type 'string'.
  Type 'undefined' is not assignable to type 'string'.

18       const email: string = params.get("email");
```
""")
_a(S, "en", "error_explain", """
My pod keeps ending up like this. What does this event output actually mean?

```
Warning  BackOff    2m (x14 over 5m)  kubelet  Back-off restarting failed container api in pod api-7d9f8b6c5-x2k4q
Last State:     Terminated
  Reason:       OOMKilled
  Exit Code:    137
```
""")
_a(S, "fr", "error_explain", """
Que signifie ce message de Postgres ? Dans quel cas ça arrive ?

```
ERROR:  deadlock detected
DETAIL:  Process 4312 waits for ShareLock on transaction 99812; blocked by process 4377.
Process 4377 waits for ShareLock on transaction 99807; blocked by process 4312.
HINT:  See server log for query details.
```
""")
_a(S, "es-en", "error_explain", """
me sale "Segmentation fault (core dumped)" con esto, why?? pensaba que los string literals eran normales

```c
char *s = "hola";
s[0] = 'H';
printf("%s\\n", s);
```
""")

# --- big paste, one narrow job ---
_BIGFILE = '''```python
"""ingest.py - nightly CSV ingestion for the warehouse."""
import csv
import datetime as dt
import decimal
import io
import logging
import os
import time
from dataclasses import dataclass, field

log = logging.getLogger("ingest")

DEFAULT_DELIMITER = ","
MAX_RETRIES = 5
BACKOFF = 0.75


@dataclass
class Row:
    order_id: str
    sku: str
    qty: int
    unit_price: decimal.Decimal
    currency: str
    created_at: dt.datetime
    tags: list = field(default_factory=list)


class IngestError(Exception):
    pass


def _open(path, encoding="utf-8"):
    if path == "-":
        return io.TextIOWrapper(os.fdopen(0, "rb"), encoding=encoding)
    return open(path, newline="", encoding=encoding)


def _retry(fn, *args, **kwargs):
    delay = BACKOFF
    for attempt in range(1, MAX_RETRIES + 1):
        try:
            return fn(*args, **kwargs)
        except (ConnectionError, TimeoutError) as exc:
            if attempt == MAX_RETRIES:
                raise
            log.warning("attempt %d failed: %s; sleeping %.2fs", attempt, exc, delay)
            time.sleep(delay)
            delay *= 2


def parse_row(raw, line_no):
    try:
        qty = int(raw["qty"])
        if qty <= 0:
            raise IngestError(f"line {line_no}: qty must be positive")
        price = decimal.Decimal(raw["unit_price"].replace(",", "."))
        created = dt.datetime.fromisoformat(raw["created_at"].replace("Z", "+00:00"))
        tags = [t.strip() for t in raw.get("tags", "").split("|") if t.strip()]
        return Row(raw["order_id"].strip(), raw["sku"].strip().upper(), qty, price,
                   raw.get("currency", "EUR").upper(), created, tags)
    except (KeyError, ValueError, decimal.InvalidOperation) as exc:
        raise IngestError(f"line {line_no}: {exc}") from exc


def read_rows(path, delimiter=DEFAULT_DELIMITER):
    with _open(path) as fh:
        reader = csv.DictReader(fh, delimiter=delimiter)
        for i, raw in enumerate(reader, start=2):
            try:
                yield parse_row(raw, i)
            except IngestError as exc:
                log.error("skipping: %s", exc)


def batch(iterable, size):
    buf = []
    for item in iterable:
        buf.append(item)
        if len(buf) == size:
            yield buf
            buf = []
    if buf:
        yield buf


def to_record(row):
    return {
        "order_id": row.order_id,
        "sku": row.sku,
        "qty": row.qty,
        "unit_price": str(row.unit_price),
        "currency": row.currency,
        "created_at": row.created_at.isoformat(),
        "tags": ",".join(row.tags),
    }


def upload(client, table, rows):
    records = [to_record(r) for r in rows]
    return _retry(client.insert_rows, table, records)


def run(client, path, table, batch_size=500):
    total = 0
    for chunk in batch(read_rows(path), batch_size):
        upload(client, table, chunk)
        total += len(chunk)
        log.info("uploaded %d rows (total %d)", len(chunk), total)
    return total


if __name__ == "__main__":
    import argparse
    from warehouse import Client

    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--table", default="orders_raw")
    ap.add_argument("--batch-size", type=int, default=500)
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO)
    print(run(Client.from_env(), args.path, args.table, args.batch_size))
```'''
_a(S, "en", "big_paste_one_fn", f"""
Here's the whole file for context, but I only want one thing: add type hints to `parse_row` (and only `parse_row`). Return just that function.

{_BIGFILE}
""")
_a(S, "zh", "big_paste_one_fn", f"""
整个文件贴在下面了，但我只想让你解释一下 `_retry` 这个函数：它最多会等多久？异常是怎么处理的？其他函数不用管。

{_BIGFILE}
""")
_BIGLOG = "\n".join(
    [
        "```",
        "2024-09-12T03:00:01.114Z INFO  scheduler  starting job nightly-sync (run 8812)",
        "2024-09-12T03:00:01.310Z INFO  sync       connecting to source db replica-2",
        "2024-09-12T03:00:01.902Z INFO  sync       fetched 12 tables to sync",
        "2024-09-12T03:00:02.004Z DEBUG sync       table=customers mode=incremental since=2024-09-11T03:00:00Z",
        "2024-09-12T03:00:04.771Z INFO  sync       customers: 1822 rows upserted",
        "2024-09-12T03:00:04.802Z DEBUG sync       table=orders mode=incremental since=2024-09-11T03:00:00Z",
        "2024-09-12T03:00:09.118Z WARN  sync       orders: slow page (4.3s) offset=40000",
        "2024-09-12T03:00:13.640Z INFO  sync       orders: 48211 rows upserted",
        "2024-09-12T03:00:13.655Z DEBUG sync       table=order_items mode=incremental since=2024-09-11T03:00:00Z",
        "2024-09-12T03:00:13.990Z WARN  pool       connection 7 idle for 600s, recycling",
        "2024-09-12T03:00:14.002Z WARN  sync       order_items: retrying page offset=0 (1/3): server closed the connection unexpectedly",
        "2024-09-12T03:00:15.010Z WARN  sync       order_items: retrying page offset=0 (2/3): server closed the connection unexpectedly",
        "2024-09-12T03:00:16.015Z ERROR sync       order_items: could not serialize access due to concurrent update",
        "2024-09-12T03:00:16.016Z ERROR sync       order_items: giving up after 3 attempts",
        "2024-09-12T03:00:16.020Z INFO  sync       marking table order_items as failed",
        "2024-09-12T03:00:16.101Z DEBUG sync       table=products mode=full",
        "2024-09-12T03:00:18.488Z INFO  sync       products: 912 rows upserted",
        "2024-09-12T03:00:18.500Z DEBUG sync       table=inventory mode=full",
        "2024-09-12T03:00:19.012Z ERROR sync       inventory: relation \"inventory_v2\" does not exist",
        "2024-09-12T03:00:19.013Z INFO  sync       marking table inventory as failed",
        "2024-09-12T03:00:19.200Z INFO  sync       remaining tables: 7",
        "2024-09-12T03:00:31.777Z INFO  sync       7 tables synced, 2 failed",
        "2024-09-12T03:00:31.780Z ERROR scheduler  job nightly-sync finished with errors (exit 2)",
        "```",
    ]
)
_a(S, "en", "big_paste_one_fn", f"""
Long log below. Which line is the *first* real error (not a retry warning), and what does it mean? Just read the log, that's all I need.

{_BIGLOG}
""")

# --- questions about a listing the USER pasted (the listing is the supplied content) ---
_a(S, "en", "pasted_listing_question", """
Here's my project layout. Where would you put integration tests, and what would you name the folder?

```
myapp/
├── pyproject.toml
├── src/
│   └── myapp/
│       ├── __init__.py
│       ├── api.py
│       ├── db.py
│       └── services/
│           ├── billing.py
│           └── users.py
└── tests/
    ├── test_api.py
    └── test_billing.py
```
""")
_a(S, "es", "pasted_listing_question", """
Mirando esta estructura que te pego, ¿cuál de estas carpetas parece ser el frontend y cuál el backend? Solo dime tu impresión.

```
repo/
  apps/
    portal/      (package.json, vite.config.ts, src/App.tsx)
    gateway/     (go.mod, main.go, internal/)
  packages/
    ui-kit/      (package.json, src/Button.tsx)
  infra/
    terraform/
```
""")

# --- concepts / design questions ---
_a(S, "en", "concept_question", "Explain the CAP theorem in a few sentences, with one concrete example of a CP and an AP system.")
_a(S, "zh", "concept_question", "解释一下什么是幂等性，为什么支付接口一定要做幂等？举个例子。")
_a(S, "hi-en", "concept_question", "REST aur GraphQL mein basically kya fark hai? Kab kaunsa use karna chahiye, short mein batao.")
_a(S, "ar", "concept_question", "اشرح لي الفرق بين العملية (process) والخيط (thread) في أنظمة التشغيل بشكل مبسط.")

# --- review a supplied snippet ---
_a(S, "en", "code_review_snippet", """
Quick security review of this Flask handler please, what's wrong with it?

```python
@app.route("/user")
def user():
    uid = request.args.get("id")
    row = db.execute(f"SELECT * FROM users WHERE id = {uid}").fetchone()
    return jsonify(dict(row))
```
""")
_a(S, "en", "code_review_snippet", """
Can you look over this Node handler - any problems with error handling, leaks or security?

```js
app.get('/file', (req, res) => {
  const stream = fs.createReadStream(path.join(__dirname, req.query.name));
  stream.pipe(res);
});
```
""")
_a(S, "pt", "code_review_snippet", """
Revisa esse trecho de Go pra mim? Acho que tem algo errado com o defer dentro do loop.

```go
for _, name := range files {
    f, err := os.Open(name)
    if err != nil {
        return err
    }
    defer f.Close()
    process(f)
}
```
""")

# --- write a config file from a spec (output is the file content) ---
_a(S, "en", "config_generate", "write a .gitignore for a repo that has a Python backend (venv, pytest cache) and a Node frontend (vite)")
_a(S, "de", "config_generate", "Schreib mir eine minimale GitHub-Actions-YAML, die bei jedem Push auf main `pytest` mit Python 3.12 ausführt. Nur die Datei, keine Erklärung.")
_a(S, "en", "config_generate", "Give me a docker-compose.yml with Postgres 16 and Redis 7, persistent volumes and healthchecks.")

# --- misc transforms ---
_a(S, "en", "snippet_transform", """
convert this curl to python requests:

curl -X POST https://api.example.com/v1/jobs -H 'Authorization: Bearer $TOKEN' -H 'Content-Type: application/json' -d '{"name":"rebuild","priority":2}'
""")
_a(S, "zh", "snippet_transform", """
把这段 JSON 转成 YAML：

{"server": {"port": 8080, "hosts": ["a.local", "b.local"]}, "debug": false, "retries": 3}
""")

# ===========================================================================
# long_horizon asks (not paired)
# ===========================================================================

# --- repo jobs stated in a few words ---
_a(L, "en", "repo_fix_short", "fix the failing tests")
_a(L, "en", "ci_fix", "the CI is red, make it green")
_a(L, "zh", "repo_fix_short", "把所有 lint 错误修掉")
_a(L, "ja", "repo_fix_short", "テスト落ちてる、直して")
_a(L, "es", "repo_fix_short", "arregla los tests que fallan")
_a(L, "de", "ci_fix", "Mach den Build wieder grün.")
_a(L, "ru", "repo_fix_short", "почини сборку")
_a(L, "fr", "repo_fix_short", "corrige les tests cassés stp")
_a(L, "ko", "repo_fix_short", "빌드 깨진 거 고쳐줘")
_a(L, "pt", "repo_fix_short", "conserta o build")
_a(L, "en", "dependency_upgrade", "upgrade all dependencies")
_a(L, "en", "repo_wide_edit", "add type hints everywhere")
_a(L, "en", "repo_wide_edit", "remove dead code")
_a(L, "en", "dependency_upgrade", "bump us to Node 22")

# --- find and fix, described in words ---
_a(L, "en", "error_find_fix", "find why the cache never expires and fix it")
_a(L, "en", "error_find_fix", "users are getting logged out after about 5 minutes even though the session should last a day. figure out why and fix it")
_a(L, "zh", "error_find_fix", "上传超过 10MB 的文件就报 500，帮我查一下原因并修复。")
_a(L, "ja", "error_find_fix", "メール通知が二重に送られることがあります。原因を調べて直してください。")
_a(L, "en", "error_find_fix", "the /reports endpoint takes like 30 seconds. find the bottleneck and fix it")
_a(L, "en", "error_find_fix", "Pagination on the article list sometimes skips entries. Find the bug and fix it, with a regression test.")
_a(L, "en", "error_find_fix", """
Some background: yesterday Marta merged a big refactor that moved all the HTTP handlers into a new `handlers/` package and switched us from the old router to chi. Everything looked fine in staging, but since the deploy this morning we haven't received a single Stripe webhook event - the Stripe dashboard shows them as delivered with 2xx though, which is weird. Customers are paying but orders stay in "pending". Could you dig into it, figure out what broke and fix it? Please also add a test so this can't silently regress again.
""")
_a(L, "en", "error_find_fix", """
hey, so the celery worker has a memory leak - RSS climbs steadily from ~300MB to OOM in about 6 hours, restarts fix it temporarily. it started roughly when we added the pdf export tasks but i'm not 100% sure. can u find it and fix it? ideally without just setting max-tasks-per-child lol
""")
_a(L, "ko", "error_find_fix", "다크 모드에서 일부 텍스트가 배경이랑 같은 색이라 안 보여요. 원인 찾아서 고쳐 주세요.")
_a(L, "pt", "error_find_fix", "o login com Google parou de funcionar em produção desde a última release, investiga e corrige por favor")
_a(L, "en", "error_find_fix", """
timezone bug: the daily report shows yesterday's numbers if you open it after ~5pm Pacific. pretty sure it's UTC vs local somewhere but no idea where. can you track it down and fix it?
""")
_a(L, "en", "error_find_fix", "The import job silently skips rows that contain accented letters. Find the problem and fix it.")

# --- pasted error + fix it in the repo ---
_a(L, "en", "error_find_fix", """
Getting this when I start the service. Fix it.

```
Exception in thread "main" org.springframework.beans.factory.UnsatisfiedDependencyException: Error creating bean with name 'orderController': Unsatisfied dependency expressed through constructor parameter 0; nested exception is org.springframework.beans.factory.NoSuchBeanDefinitionException: No qualifying bean of type 'com.acme.orders.PaymentGateway' available
```
""")
_a(L, "zh", "error_find_fix", """
`npm run build` 报下面这个错，帮我修好：

```
ERROR in ./src/pages/Checkout.tsx 14:0-52
Module not found: Error: Can't resolve '@/components/PriceTag' in '/home/dev/shop/src/pages'
```
""")
_a(L, "es", "error_find_fix", """
Nuestro crate no compila después de actualizar tokio. Este es el error, arréglalo en el repo:

```
error[E0599]: no method named `compat` found for struct `tokio::net::TcpStream` in the current scope
  --> src/net/conn.rs:41:28
```
""")
_a(L, "en", "error_find_fix", """
The migration fails on deploy. Please fix it in the project:

```
django.db.migrations.exceptions.InconsistentMigrationHistory: Migration billing.0007_invoice_due_date is applied before its dependency accounts.0012_profile_timezone on database 'default'.
```
""")
_a(L, "vi", "error_find_fix", """
Lỗi này xuất hiện khi chạy `npm run build`, sửa giúp mình với:

```
Type error: Property 'user' does not exist on type 'Session'.
  > 22 |   const name = session.user.name;
```
""")
_a(L, "ja", "error_find_fix", """
本番でこの panic が出ています。原因を特定して直してください。

```
panic: runtime error: invalid memory address or nil pointer dereference
[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x7a3f12]

goroutine 112 [running]:
github.com/acme/inventory/internal/sync.(*Worker).flush(0x0)
	/src/internal/sync/worker.go:87 +0x32
```
""")

# --- build a whole application ---
_a(L, "en", "build_app", """
Build me a todo app: React + TypeScript frontend, FastAPI backend, SQLite, email/password auth, and tests for the API. Put it in this folder and make sure it runs with one command.
""")
_a(L, "zh", "build_app", "从零做一个带登录的博客系统，前端用 Vue 3，后端用 Go（Gin），数据库 PostgreSQL，要有文章的增删改查和评论功能。")
_a(L, "en", "build_app", "Build a household budget app in Flutter, with per-category charts and local storage.")
_a(L, "en", "build_app", "create a simple trello clone - boards, columns, cards you can drag and drop between columns, and it should persist")
_a(L, "en", "build_app", "Build a Rust CLI for managing notes (create, search, tag) backed by SQLite, with tests.")
_a(L, "fr", "build_app", "Crée une API REST complète pour gérer une bibliothèque (livres, membres, emprunts) avec FastAPI, Postgres, Docker et des tests.")
_a(L, "ko", "build_app", "웹소켓 기반 채팅 앱 만들어 주세요. 방 만들기/입장, 메시지 기록 저장, 배포용 Dockerfile까지요.")
_a(L, "en", "build_app", "Could you put together a simple e-commerce site with Next.js? Catalog, cart, Stripe checkout in test mode and a small admin panel. Thanks a lot!")
_a(L, "en", "build_app", "make a 2D platformer game that runs in the browser, with at least three levels and a title screen")
_a(L, "ru", "build_app", "Сделай Telegram-бота для учёта расходов: команды добавления трат, отчёт за месяц, хранение в SQLite и Dockerfile для деплоя.")

# --- features across several files ---
_a(L, "en", "feature_across_files", "add dark mode to the app")
_a(L, "en", "feature_across_files", "Add i18n to the web app with English and Spanish, extract all the hardcoded strings.")
_a(L, "en", "feature_across_files", "Add rate limiting and API-key auth to the existing API, config via env vars, with tests.")
_a(L, "ja-en", "feature_across_files", "管理画面の user list に CSV export 機能を add してください。filter 条件もそのまま export に反映されるように。")
_a(L, "es-en", "feature_across_files", "oye, can you add cursor pagination a todos los endpoints de listado? the offset ones are killing the db")
_a(L, "en", "feature_across_files", "Add audit logging for every write operation (who, what, when), stored in its own table.")
_a(L, "en", "feature_across_files", "Add full-text search on articles, both in the API and in the frontend.")
_a(L, "ko", "feature_across_files", "카카오 소셜 로그인 추가해 주세요. 기존 이메일 로그인이랑 계정 연결도 되게요.")
_a(L, "tr", "feature_across_files", "Projeye kayıt sonrası e-posta doğrulama akışı ekle: token üretimi, doğrulama endpoint'i ve e-posta şablonu.")
_a(L, "en", "feature_across_files", "add OpenTelemetry tracing to all the services and make the traces show up in the local Jaeger from docker-compose")

# --- migrations / repo-wide refactors ---
_a(L, "en", "migration", "migrate the test suite from Jest to Vitest")
_a(L, "en", "migration", "Replace Moment.js with date-fns across the codebase.")
_a(L, "zh-en", "migration", "帮我把项目的 build 从 webpack 迁移到 Vite，make sure dev 和 prod build 都能跑通。")
_a(L, "ja", "migration", "このプロジェクトを JavaScript から TypeScript に移行してください（strict モードで）。")
_a(L, "en", "migration", "migrate the server from express to fastify without breaking any existing routes")
_a(L, "de", "repo_wide_edit", "Ersetze überall im Projekt die print-Aufrufe durch richtiges Logging mit dem logging-Modul.")
_a(L, "ru", "migration", "Переведи проект с requests на httpx в асинхронном режиме, включая тесты.")
_a(L, "en", "migration", "upgrade the project from Angular 14 to 17 and deal with the breaking changes")
_a(L, "it", "migration", "Migra il frontend da Vue 2 a Vue 3 (Composition API dove ha senso).")
_a(L, "en", "repo_wide_edit", "Rename the `User` model to `Account` everywhere, including the DB migrations, API schemas and frontend types.")

# --- tests, run and iterate ---
_a(L, "en", "tests_iterate", "write tests for the payments module and keep going until coverage is above 80%")
_a(L, "zh", "tests_iterate", "给 utils 目录补全单元测试，并且全部跑通。")
_a(L, "en", "tests_iterate", "add integration tests for the API and get them passing in CI too")
_a(L, "en", "tests_iterate", "Raise test coverage of src/parser to at least 90%.")
_a(L, "en", "tests_iterate", "Add Playwright end-to-end tests for the whole checkout flow and make them pass.")

# --- questions about the project whose content is NOT supplied ---
_a(L, "en", "repo_question", "what does src/app.py do?")
_a(L, "en", "repo_question", "How is authentication implemented in this project?")
_a(L, "en", "repo_question", "where is the database connection configured in this project?")
_a(L, "ja", "repo_question", "このリポジトリの各モジュールがそれぞれ何を担当しているのか説明してください。")
_a(L, "es", "repo_question", "¿dónde se calculan los impuestos en este código?")
_a(L, "en", "repo_question", "what endpoints does the API in this repo expose?")
_a(L, "ru", "repo_question", "Объясни, как устроен пайплайн обработки заказов в этом репозитории.")
_a(L, "ko", "repo_question", "package.json에 있는 scripts 각각이 뭐 하는 건지 알려줘")
_a(L, "pt", "repo_question", "o que o Makefile desse projeto faz?")
_a(L, "en", "repo_question", "Which files would I need to touch to add a new payment provider? Don't change anything yet.")

# --- research that needs tools ---
_a(L, "en", "research_tools", "check which of our dependencies have known CVEs and upgrade the affected ones")
_a(L, "zh", "research_tools", "调研一下我们用到的 npm 包里哪些已经不维护了，给出替代方案并直接替换掉。")
_a(L, "en", "research_tools", "Look up in Stripe's official docs what changed in the 2024 API versions and adapt our client to those changes.")
_a(L, "de", "research_tools", "Recherchiere, ob unsere Log4j-Version von bekannten Lücken betroffen ist, und aktualisiere sie falls nötig.")
_a(L, "en", "research_tools", "look up the breaking changes between pydantic v1 and v2 and tell me which ones actually hit our code, with file paths")

# --- setup / infra in the repo ---
_a(L, "en", "setup_infra", "Set up GitHub Actions CI for this repo: lint, test and build on every PR.")
_a(L, "zh", "setup_infra", "给这个项目写 Dockerfile 和 docker-compose，并且确保能本地跑起来。")
_a(L, "en", "setup_infra", "Introduce pre-commit hooks (black, ruff, end-of-file fixer) and apply them to all existing files.")
_a(L, "en", "setup_infra", "set up eslint + prettier in the project and fix all the warnings they throw")
_a(L, "ru", "setup_infra", "Настрой деплой этого проекта на Fly.io.")
_a(L, "id", "setup_infra", "Tambahkan Makefile dengan target build, test, dan lint yang sesuai dengan proyek ini.")

# --- performance / security over the codebase ---
_a(L, "en", "security_repo", "audit the codebase for SQL injection and fix whatever you find")
_a(L, "hi-en", "perf_repo", "app ka startup time bahut slow hai (8-9 sec), profile karke dekho kya slow hai aur optimize karo")


# ===========================================================================
# Final lists
# ===========================================================================
ASKS = []
PAIRS = {}
for _i, (_label, _lang, _kind, _text, _pair) in enumerate(_RAW, start=1):
    _id = f"o{_i:03d}"
    ASKS.append({"id": _id, "label": _label, "lang": _lang, "kind": _kind, "text": _text})
    if _pair:
        PAIRS.setdefault(_pair, []).append(_id)

del _i, _label, _lang, _kind, _text, _pair
