from .common import M, S, L

MATERIALS = [
M("fn_py_slugify", "function", """
def slugify(title):
    s = title.lower()
    s = s.replace(" ", "-")
    for ch in "!?.,'\\"":
        s = s.replace(ch, "")
    return s
""", "A naive slugify that lowercases, replaces spaces and strips a few punctuation characters.", fence="python",
asks=[S("fix_given_function", "this breaks on 'Crème Brûlée  — Recipe!'. fix it, stdlib only"),
 S("test_given_function", "write pytest cases for this function including unicode and double spaces"),
 L("update_callers", "replace this with python-slugify everywhere we slugify things in the codebase, and migrate existing slugs that would change")]),

M("fn_ts_groupby", "function", """
export function groupBy<T>(items: T[], key: (t: T) => string) {
  const out: any = {};
  for (const it of items) {
    const k = key(it);
    if (!out[k]) out[k] = [];
    out[k].push(it);
  }
  return out;
}
""", "A TypeScript groupBy helper that returns an untyped object.", fence="ts",
asks=[S("rewrite_text", "make this properly typed, no any, return Record<string, T[]>"),
 S("docstring_given_code", "add a tsdoc comment"),
 L("update_callers", "we have three different groupBy helpers in the repo. consolidate them into this one and update all imports")]),

M("fn_go_parse_duration", "function", """
// ParseTTL parses strings like "10s", "5m", "2h", "1d".
func ParseTTL(s string) (time.Duration, error) {
	if strings.HasSuffix(s, "d") {
		n, err := strconv.Atoi(strings.TrimSuffix(s, "d"))
		if err != nil {
			return 0, err
		}
		return time.Duration(n) * 24 * time.Hour, nil
	}
	return time.ParseDuration(s)
}
""", "A Go ParseTTL that adds day support on top of time.ParseDuration.", fence="go",
asks=[S("test_given_function", "table-driven tests for ParseTTL please, include negatives and '1d12h'"),
 S("fix_given_function", "make it accept compound values like 1d12h and reject negative ones"),
 L("update_callers", "we parse ttl strings by hand in several config loaders. switch them all to ParseTTL")]),

M("fn_rust_checksum", "function", """
pub fn luhn_valid(num: &str) -> bool {
    let digits: Vec<u32> = num.chars().filter_map(|c| c.to_digit(10)).collect();
    let mut sum = 0;
    for (i, d) in digits.iter().rev().enumerate() {
        let mut v = *d;
        if i % 2 == 1 {
            v *= 2;
            if v > 9 { v -= 9; }
        }
        sum += v;
    }
    sum % 10 == 0
}
""", "A Rust Luhn check that silently drops non-digit characters.", fence="rust",
asks=[S("explain_code", "explain this line by line"),
 S("fix_given_function", "it accepts 'abc' and empty strings as valid. fix that"),
 S("test_given_function", "write #[test]s for this"),
 L("add_tests_in_repo", "add property tests for luhn_valid to the crate with proptest, hook them into CI")]),

M("fn_java_dates", "function", """
public static String formatDate(Date d) {
    SimpleDateFormat f = new SimpleDateFormat("dd/MM/yyyy HH:mm");
    return f.format(d);
}
""", "A Java helper formatting java.util.Date with SimpleDateFormat in the default timezone.", fence="java",
asks=[S("rewrite_text", "rewrite with java.time, taking a ZoneId"),
 S("explain_code", "is SimpleDateFormat thread safe here? explain"),
 L("update_callers", "migrate all our java.util.Date usages in the reporting module to java.time, this helper included")]),

M("class_csharp_repo", "class", """
public class CustomerRepository
{
    private readonly string _conn;
    public CustomerRepository(string conn) { _conn = conn; }

    public Customer? Find(string email)
    {
        using var c = new SqlConnection(_conn);
        c.Open();
        var cmd = new SqlCommand("SELECT * FROM Customers WHERE Email = '" + email + "'", c);
        using var r = cmd.ExecuteReader();
        return r.Read() ? Map(r) : null;
    }

    private static Customer Map(SqlDataReader r) => new Customer
    {
        Id = r.GetInt32(0), Email = r.GetString(1), Name = r.GetString(2)
    };
}
""", "A C# repository with a SQL-injectable query, synchronous IO and ordinal column mapping.", fence="csharp",
asks=[S("fix_given_function", "fix the sql injection in Find, parameterized query"),
 S("rewrite_text", "make this class async and use column names instead of ordinals"),
 L("patch_vulnerability", "there are more repositories written like this one. find every string-concatenated SQL in the solution and parameterize it")]),

M("class_kotlin_vm", "class", """
class SearchViewModel(private val repo: SearchRepository) : ViewModel() {
    val results = MutableLiveData<List<Item>>()
    fun onQueryChanged(q: String) {
        viewModelScope.launch {
            results.value = repo.search(q)
        }
    }
}
""", "A Kotlin search ViewModel that launches a search per keystroke without cancellation or debounce.", fence="kotlin",
asks=[S("fix_given_function", "results can arrive out of order. fix it within this class, StateFlow + debounce"),
 S("explain_code", "why can results arrive out of order here?"),
 L("update_callers", "convert this viewmodel to StateFlow and update the fragments and tests that observe results")]),

M("fn_php_money", "function", """
function format_price($cents, $currency = 'EUR') {
    $amount = $cents / 100;
    if ($currency == 'EUR') return number_format($amount, 2, ',', '.') . ' €';
    if ($currency == 'USD') return '$' . number_format($amount, 2);
    return $amount . ' ' . $currency;
}
""", "A PHP price formatter with hardcoded EUR/USD formatting.", fence="php",
asks=[S("rewrite_text", "rewrite it using NumberFormatter with a locale parameter"),
 S("test_given_function", "phpunit tests for this function as it is now"),
 L("update_callers", "replace format_price with the intl-based version across the templates and pass the user's locale through")]),

M("fn_ruby_csv", "function", """
def import_rows(path)
  CSV.foreach(path, headers: true) do |row|
    User.create!(email: row["email"], name: row["name"], plan: row["plan"] || "free")
  end
end
""", "A Ruby CSV importer that creates users row by row with create!, failing on the first invalid row.", fence="ruby",
asks=[S("fix_given_function", "make it skip invalid rows and return a list of errors with line numbers"),
 S("explain_code", "what happens if row 500 has a duplicate email?"),
 L("implement_feature", "turn this into a background import with progress reporting in the admin, using our existing job framework")]),

M("fn_c_strtrim", "function", """
char *trim(char *s) {
    char *end;
    while (isspace(*s)) s++;
    end = s + strlen(s) - 1;
    while (end > s && isspace(*end)) end--;
    *(end + 1) = '\\0';
    return s;
}
""", "A C in-place trim that passes possibly negative chars to isspace and mishandles empty strings.", fence="c",
asks=[S("fix_given_function", "any UB in this? fix it"),
 S("test_given_function", "write a small test main for it with edge cases"),
 L("fix_bug_in_repo", "we have this trim copy-pasted in like 6 files. put one fixed version in util/ and use it everywhere")]),

M("fn_sql_proc", "function", """
CREATE OR REPLACE FUNCTION close_stale_carts() RETURNS integer AS $$
DECLARE n integer;
BEGIN
  UPDATE carts SET status = 'abandoned'
  WHERE status = 'open' AND updated_at < now() - interval '7 days';
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END;
$$ LANGUAGE plpgsql;
""", "A PL/pgSQL function marking carts open for more than seven days as abandoned.", fence="sql",
asks=[S("rewrite_text", "make the 7 days a parameter with a default"),
 S("write_sql", "write the cron.schedule call to run this nightly at 03:15 with pg_cron"),
 L("write_migration_and_models", "put this function in a migration, schedule it, and remove the python cron job that does the same thing")]),

M("fn_shell_backup", "function", """
#!/bin/bash
DATE=`date +%Y%m%d`
pg_dump $DB_URL > /backups/db-$DATE.sql
gzip /backups/db-$DATE.sql
find /backups -mtime +7 -delete
aws s3 cp /backups/db-$DATE.sql.gz s3://acme-backups/
""", "A backup script without error handling that deletes old local backups and uploads the new one.", fence="bash",
asks=[S("fix_given_function", "make this script safe: set -euo pipefail, quoting, fail if pg_dump fails"),
 S("write_small_function", "what cron line runs it daily at 2am and logs to /var/log/backup.log?"),
 L("implement_feature", "replace this script with a k8s CronJob in our helm chart that does the same, with alerts when it fails")]),

M("class_py_ratelimiter", "class", """
class TokenBucket:
    def __init__(self, rate, capacity):
        self.rate = rate
        self.capacity = capacity
        self.tokens = capacity
        self.last = time.time()

    def allow(self):
        now = time.time()
        self.tokens += (now - self.last) * self.rate
        self.last = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False
""", "A token bucket that never caps tokens at capacity, isn't thread safe, and uses wall-clock time.", fence="python",
asks=[S("fix_given_function", "find the bug in allow() and fix it"),
 S("test_given_function", "write tests with a fake clock"),
 S("docstring_given_code", "add docstrings, google style"),
 L("implement_feature", "replace the per-process limiter in our API with a redis-backed one using the same interface, and update the middleware")]),

M("fn_js_debounce", "function", """
function debounce(fn, ms) {
  let t;
  return function () {
    clearTimeout(t);
    t = setTimeout(fn, ms);
  };
}
""", "A JS debounce that loses this and arguments.", fence="js",
asks=[S("fix_given_function", "arguments and `this` get lost. fix"),
 S("explain_code", "explain how this works to a junior")]),

M("fn_cpp_lru", "class", """
template <typename K, typename V>
class LruCache {
  std::list<std::pair<K, V>> items_;
  std::unordered_map<K, typename std::list<std::pair<K, V>>::iterator> index_;
  size_t cap_;
public:
  explicit LruCache(size_t cap) : cap_(cap) {}
  std::optional<V> get(const K& k) {
    auto it = index_.find(k);
    if (it == index_.end()) return std::nullopt;
    items_.splice(items_.begin(), items_, it->second);
    return it->second->second;
  }
  void put(const K& k, V v) {
    items_.emplace_front(k, std::move(v));
    index_[k] = items_.begin();
    if (items_.size() > cap_) {
      index_.erase(items_.back().first);
      items_.pop_back();
    }
  }
};
""", "A C++ LRU cache whose put() leaves a stale list entry when the key already exists.", fence="cpp",
asks=[S("fix_given_function", "put() with an existing key is broken. fix it"),
 S("test_given_function", "gtest cases for this class"),
 L("fix_bug_in_repo", "our service uses this cache from multiple threads. make it thread safe, find the call sites and check none of them hold references across calls")]),
]
