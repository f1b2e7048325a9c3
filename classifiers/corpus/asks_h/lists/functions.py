# Self-contained buggy functions with a failing example. The whole function is supplied, so
# "fix this function" / "write a test reproducing this" / "why does this fail" are single_step.
# The same report with an ask to fix it across the repository (other callers, copies, test suite) is long_horizon.
# Fields: id, cl, path, desc (one-line bug statement), code, fail (failing example as code/text)

def F(id, cl, path, desc, code, fail):
    return dict(id=id, cl=cl, path=path, desc=desc, code=code.strip("\n"), fail=fail.strip("\n"))

FUNCS = [
F("chunk", "python", "utils/iterables.py", "chunk() drops the last partial chunk", '''
def chunk(items, size):
    out = []
    for i in range(0, len(items) - size + 1, size):
        out.append(items[i:i + size])
    return out
''', '''
>>> chunk([1, 2, 3, 4, 5], 2)
[[1, 2], [3, 4]]      # expected [[1, 2], [3, 4], [5]]
'''),
F("slugify", "python", "blog/text.py", "slugify() leaves leading/trailing dashes and double dashes", '''
import re

def slugify(title: str) -> str:
    s = title.lower()
    s = re.sub(r"[^a-z0-9]", "-", s)
    return s
''', '''
slugify("  Hello, World! ")  -> "--hello--world--"   (want "hello-world")
'''),
F("median", "python", "stats/basic.py", "median() is wrong for even-length lists and mutates the input", '''
def median(xs):
    xs.sort()
    return xs[len(xs) // 2]
''', '''
data = [4, 1, 3, 2]
median(data)  # 3, expected 2.5
data          # [1, 2, 3, 4]  <- caller's list got sorted
'''),
F("parse_duration", "python", "cli/durations.py", "parse_duration('1h30m') returns 30 minutes", '''
import re

def parse_duration(s: str) -> int:
    """'1h30m' -> seconds"""
    m = re.match(r"(?:(\\d+)h)?(?:(\\d+)m)?(?:(\\d+)s)?", s)
    h, mi, se = (int(g) if g else 0 for g in m.groups())
    return h * 60 + mi * 60 + se
''', '''
parse_duration("1h30m") == 5460   # returns 1860
'''),
F("merge_ranges", "python", "calendar/ranges.py", "merge_ranges() doesn't merge touching/overlapping ranges if input is unsorted", '''
def merge_ranges(ranges):
    merged = []
    for start, end in ranges:
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return merged
''', '''
merge_ranges([(5, 8), (1, 3), (2, 6)])
# got      [[5, 8], [1, 6]]
# expected [[1, 8]]
'''),
F("dedupe_keep_order", "python", "etl/clean.py", "dedupe() fails on dict rows and loses order", '''
def dedupe(rows):
    return list(set(rows))
''', '''
dedupe([{"id": 1}, {"id": 1}, {"id": 2}])
TypeError: unhashable type: 'dict'
'''),
F("default_arg", "python", "app/tags.py", "add_tag() leaks tags between calls", '''
def add_tag(tag, tags=[]):
    tags.append(tag.strip().lower())
    return tags
''', '''
add_tag("A")   # ['a']
add_tag("B")   # ['a', 'b']  <- expected ['b']
'''),
F("retry_backoff", "python", "net/retry.py", "backoff delay never grows and exceptions are swallowed on the last attempt", '''
import time

def with_retry(fn, attempts=3, base=0.5):
    for i in range(attempts):
        try:
            return fn()
        except Exception:
            time.sleep(base * 2 ** 0)
    return None
''', '''
with_retry(always_fails)  # returns None after 3 tries, expected the last exception to be raised
# delays observed: 0.5, 0.5, 0.5  (expected 0.5, 1.0, 2.0)
'''),
F("js_debounce", "javascript", "src/lib/debounce.js", "debounce loses `this` and arguments", '''
export function debounce(fn, wait) {
  let t;
  return () => {
    clearTimeout(t);
    t = setTimeout(() => fn(), wait);
  };
}
''', '''
const save = debounce(function (draft) { this.api.put(draft) }, 300);
editor.onChange = save;
// TypeError: Cannot read properties of undefined (reading 'api')
'''),
F("js_sum_cents", "javascript", "src/cart/total.js", "cart total has floating point errors", '''
export function cartTotal(items) {
  return items.reduce((acc, it) => acc + it.price * it.qty, 0).toFixed(2);
}
''', '''
cartTotal([{ price: 0.1, qty: 3 }, { price: 1.005, qty: 1 }])
// "1.30" expected "1.31"
'''),
F("js_date_month", "javascript", "src/utils/dates.js", "formatDate shows the wrong month", '''
export function formatDate(d) {
  return `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;
}
''', '''
formatDate(new Date(2024, 0, 5))  // "2024-0-5", expected "2024-01-05"
'''),
F("js_query", "javascript", "src/api/query.js", "buildQuery doesn't encode values and drops falsy ones like 0", '''
export function buildQuery(params) {
  return Object.entries(params)
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
}
''', '''
buildQuery({ q: "a&b", page: 0, tag: "c#" })
// "q=a&b&tag=c#"   expected "q=a%26b&page=0&tag=c%23"
'''),
F("ts_groupby", "typescript", "src/lib/groupBy.ts", "groupBy overwrites groups instead of appending", '''
export function groupBy<T>(xs: T[], key: (x: T) => string): Record<string, T[]> {
  const out: Record<string, T[]> = {};
  for (const x of xs) {
    out[key(x)] = [x];
  }
  return out;
}
''', '''
groupBy([{t: "a", n: 1}, {t: "a", n: 2}], x => x.t)
// { a: [{t:"a", n:2}] }   expected { a: [{t:"a",n:1},{t:"a",n:2}] }
'''),
F("go_reverse", "go", "internal/strutil/reverse.go", "Reverse breaks multi-byte characters", '''
func Reverse(s string) string {
	b := []byte(s)
	for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
	return string(b)
}
''', '''
Reverse("héllo") // "oll\\xa9\\xc3h", want "olléh"
'''),
F("go_loopvar", "go", "internal/worker/pool.go", "all goroutines process the last job (Go 1.21 module)", '''
func RunAll(jobs []Job) {
	var wg sync.WaitGroup
	for _, j := range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			j.Run()
		}()
	}
}
''', '''
RunAll([]Job{a, b, c})  // c runs 3 times, a and b never; also returns before jobs finish
'''),
F("go_split", "go", "internal/kv/parse.go", "ParseKV fails when a value contains '='", '''
func ParseKV(line string) (string, string, error) {
	parts := strings.Split(line, "=")
	if len(parts) != 2 {
		return "", "", fmt.Errorf("bad line: %q", line)
	}
	return strings.TrimSpace(parts[0]), strings.TrimSpace(parts[1]), nil
}
''', '''
ParseKV("DATABASE_URL=postgres://u:p@h/db?sslmode=require")
// error: bad line   (want key DATABASE_URL, value "postgres://u:p@h/db?sslmode=require")
'''),
F("rust_avg", "rust", "src/stats.rs", "average panics on empty slice and overflows on large values", '''
pub fn average(xs: &[u32]) -> u32 {
    let sum: u32 = xs.iter().sum();
    sum / xs.len() as u32
}
''', '''
average(&[]);                      // panic: attempt to divide by zero
average(&[u32::MAX, u32::MAX]);    // panic: attempt to add with overflow
'''),
F("rust_trim", "rust", "src/text.rs", "truncate panics on non-ASCII strings", '''
pub fn truncate(s: &str, max: usize) -> &str {
    if s.len() <= max { s } else { &s[..max] }
}
''', '''
truncate("naïve café", 3)
// thread 'main' panicked: byte index 3 is not a char boundary
'''),
F("java_equals", "java", "src/main/java/com/acme/Money.java", "Money equality fails in HashSet", '''
public final class Money {
    private final long cents;
    private final String currency;
    public Money(long cents, String currency) { this.cents = cents; this.currency = currency; }
    @Override public boolean equals(Object o) {
        if (!(o instanceof Money m)) return false;
        return cents == m.cents && currency == m.currency;
    }
}
''', '''
Set<Money> s = new HashSet<>(List.of(new Money(100, "EUR")));
s.contains(new Money(100, new String("EUR")));   // false, expected true
'''),
F("java_leap", "java", "src/main/java/com/acme/Dates.java", "isLeapYear wrong for 1900 and 2000", '''
public static boolean isLeapYear(int y) {
    return y % 4 == 0;
}
''', '''
isLeapYear(1900) -> true  (expected false)
'''),
F("sql_latest", "sql", "reports/latest_status.sql", "query returns several rows per order instead of the latest status", '''
SELECT o.id, s.status, MAX(s.changed_at) AS changed_at
FROM orders o
JOIN order_status s ON s.order_id = o.id
GROUP BY o.id, s.status;
''', '''
order 42 has statuses created(10:00), paid(10:05), shipped(12:00)
-> query returns 3 rows for order 42, expected one row: shipped, 12:00
'''),
F("sql_left", "sql", "reports/customers_without_orders.sql", "customers without orders never show up", '''
SELECT c.id, c.email
FROM customers c
LEFT JOIN orders o ON o.customer_id = c.id
WHERE o.created_at > now() - interval '90 days'
  AND o.id IS NULL;
''', '''
customer 7 has no orders at all -> not in the result (expected to be listed)
'''),
F("bash_spaces", "bash", "scripts/backup.sh", "backup script breaks on file names with spaces", '''
backup_dir() {
  for f in $(ls "$1"); do
    cp $1/$f /mnt/backup/
  done
}
''', '''
backup_dir "/home/ana/My Documents"
cp: cannot stat '/home/ana/My': No such file or directory
'''),
F("php_in_array", "php", "app/Support/Roles.php", "hasRole returns true for role '0'", '''
function hasRole(array $roles, $role): bool {
    return in_array($role, $roles);
}
''', '''
hasRole(['admin', 'editor'], 0);   // true, expected false
'''),
F("ruby_sum", "ruby", "app/models/cart.rb", "total crashes when a line has nil price", '''
def total
  line_items.map { |li| li.price * li.quantity }.sum
end
''', '''
cart with a free sample (price nil) -> NoMethodError: undefined method `*' for nil:NilClass
'''),
F("csharp_avg", "csharp", "src/Reports/Stats.cs", "AverageRating truncates to integer", '''
public static double AverageRating(IEnumerable<int> ratings)
{
    var list = ratings.ToList();
    return list.Sum() / list.Count;
}
''', '''
AverageRating(new[] { 4, 5 })  // 4, expected 4.5
'''),
F("py_path", "python", "storage/paths.py", "safe_join allows path traversal", '''
import os

def safe_join(base, user_path):
    path = os.path.join(base, user_path)
    if not path.startswith(base):
        raise ValueError("outside base")
    return path
''', '''
safe_join("/srv/uploads", "../uploads_evil/x")   # returns "/srv/uploads/../uploads_evil/x", expected ValueError
'''),
F("py_week", "python", "reports/weeks.py", "week_start() returns Sunday for Sunday instead of the previous Monday", '''
from datetime import date, timedelta

def week_start(d: date) -> date:
    return d - timedelta(days=d.weekday() + 1) if d.weekday() == 6 else d - timedelta(days=d.weekday())
''', '''
week_start(date(2024, 3, 10))  # a Sunday -> date(2024, 3, 3), expected date(2024, 3, 4)
'''),
]

# Localized instruction wrappers for function asks. Slots: {desc} (English one-liner, used only by "en"),
# {fail}, {code_block}, {path}.
FN_SINGLE = {
"en": ["Fix this function. {desc}.\n\n{code_block}\n\nFailing example:\n```\n{fail}\n```",
       "{code_block}\n\n```\n{fail}\n```\n\nwhat's wrong with this and what's the corrected version?",
       "Bug: {desc}\n\n{code_block}\n\n```\n{fail}\n```\n\nJust give me the fixed function, nothing else.",
       "Write a unit test that reproduces this bug (it should fail against the current code):\n\n{code_block}\n\nRepro:\n```\n{fail}\n```",
       "Is this a bug in my function or am I using it wrong?\n\n{code_block}\n\n```\n{fail}\n```"],
"es": ["Esta función falla con este ejemplo, corrígela:\n\n{code_block}\n\n```\n{fail}\n```",
       "Escribe un test que reproduzca el fallo de esta función:\n\n{code_block}\n\n```\n{fail}\n```"],
"de": ["Diese Funktion liefert falsche Ergebnisse, bitte korrigieren:\n\n{code_block}\n\n```\n{fail}\n```",
       "Schreib einen Test, der diesen Fehler reproduziert:\n\n{code_block}\n\n```\n{fail}\n```"],
"fr": ["Cette fonction est boguée, voici l'exemple qui échoue. Corrige-la :\n\n{code_block}\n\n```\n{fail}\n```"],
"pt": ["Essa função está com bug, olha o exemplo. Corrige pra mim:\n\n{code_block}\n\n```\n{fail}\n```"],
"zh": ["这个函数有 bug，下面是失败的例子，帮我改一下：\n\n{code_block}\n\n```\n{fail}\n```",
       "给这个函数写一个能复现 bug 的单元测试：\n\n{code_block}\n\n```\n{fail}\n```"],
"ja": ["この関数のバグを直してください。失敗する例：\n\n```\n{fail}\n```\n\n{code_block}",
       "この関数のバグを再現するテストを書いてください：\n\n{code_block}\n\n```\n{fail}\n```"],
"ko": ["이 함수 버그 좀 고쳐줘. 실패 예시:\n\n```\n{fail}\n```\n\n{code_block}"],
"ru": ["Исправь эту функцию, вот пример, где она ломается:\n\n{code_block}\n\n```\n{fail}\n```"],
"tr": ["Bu fonksiyon şu örnekte yanlış çalışıyor, düzeltir misin?\n\n{code_block}\n\n```\n{fail}\n```"],
"pl": ["Ta funkcja ma błąd, przykład poniżej. Popraw ją:\n\n{code_block}\n\n```\n{fail}\n```"],
"it": ["Questa funzione ha un bug, ecco l'esempio che fallisce. Correggila:\n\n{code_block}\n\n```\n{fail}\n```"],
"vi": ["Hàm này bị lỗi với ví dụ dưới, sửa giúp mình:\n\n{code_block}\n\n```\n{fail}\n```"],
}
FN_LONG = {
"en": ["Bug: {desc}\n\n{code_block}\n\n```\n{fail}\n```\n\nThis lives in {path}. Fix it there, then find every other place in the repo that copied this helper or relies on the old behaviour, update them, and run the test suite.",
       "Bug: {desc}\n\n{code_block}\n\n```\n{fail}\n```\n\nOpen a PR for this: fix {path}, add a regression test next to the existing tests for that module, and make sure CI passes.",
       "{code_block}\n\n```\n{fail}\n```\n\nWe have several variants of this function across our services. Track them all down in the monorepo and fix them consistently."],
"es": ["Esta función de {path} falla con este ejemplo:\n\n{code_block}\n\n```\n{fail}\n```\n\nCorrígela en el repo, busca otros sitios que dependan de este comportamiento y pasa los tests."],
"de": ["Diese Funktion aus {path} liefert falsche Ergebnisse:\n\n{code_block}\n\n```\n{fail}\n```\n\nBitte im Repo fixen, alle Aufrufer prüfen und die Testsuite laufen lassen."],
"zh": ["{path} 里的这个函数有 bug：\n\n{code_block}\n\n```\n{fail}\n```\n\n在仓库里修好它，把所有调用方都检查一遍，再跑一下全部测试。"],
"ja": ["{path} のこの関数にバグがあります：\n\n{code_block}\n\n```\n{fail}\n```\n\nリポジトリ内で修正し、呼び出し元もすべて確認して、テストを実行してください。"],
"pt": ["Essa função de {path} tem bug:\n\n{code_block}\n\n```\n{fail}\n```\n\nCorrija no repositório, verifique quem chama ela e rode a suíte de testes."],
"ru": ["В {path} эта функция работает неправильно:\n\n{code_block}\n\n```\n{fail}\n```\n\nИсправь в репозитории, проверь все места, где она вызывается, и прогони тесты."],
"fr": ["Cette fonction de {path} est boguée :\n\n{code_block}\n\n```\n{fail}\n```\n\nCorrige-la dans le dépôt, vérifie tous les appelants et lance la suite de tests."],
"ko": ["{path} 에 있는 이 함수에 버그가 있어:\n\n{code_block}\n\n```\n{fail}\n```\n\n저장소에서 고치고, 호출하는 곳도 전부 확인한 다음 테스트 돌려줘."],
}
