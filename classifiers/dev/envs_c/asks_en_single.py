"""English single-step asks (self-contained: everything needed is in the message)."""

ASKS = [
    dict(text="write a regex that matches ISO 8601 dates like 2024-03-17", kind="regex"),
    dict(text="what does `git rebase --onto` do?", kind="tool_question"),
    dict(text="difference between a list and a tuple in python?", kind="concept"),
    dict(text="How do I undo the last git commit but keep the changes staged?", kind="git_question"),
    dict(text="bash one-liner to count lines in all .py files recursively", kind="shell_oneliner"),
    dict(text="Explain what this awk command does:", kind="explain_snippet", code_lang="bash",
         code="awk -F, 'NR>1 {s+=$3; n++} END {if (n) printf \"%.2f\\n\", s/n}' sales.csv"),
    dict(text="Why does this function return None?", kind="debug_snippet", code_lang="python",
         code='''def find_user(users, name):
    for u in users:
        if u["name"] == name:
            u
    return None if not users else None'''),
    dict(text="Add a docstring to this function.", kind="docstring", code_lang="python",
         code='''def chunked(seq, size):
    if size <= 0:
        raise ValueError("size must be positive")
    for i in range(0, len(seq), size):
        yield seq[i:i + size]'''),
    dict(text="Convert this callback-style code to async/await.", kind="rewrite", code_lang="javascript",
         code='''function loadConfig(path, cb) {
  fs.readFile(path, "utf8", (err, raw) => {
    if (err) return cb(err);
    try {
      cb(null, JSON.parse(raw));
    } catch (e) {
      cb(e);
    }
  });
}'''),
    dict(text="Write a SQL query that returns the top 5 customers by total order amount in 2023. "
              "Schema: customers(id, name, email), orders(id, customer_id, amount_cents, created_at).",
         kind="sql"),
    dict(text="Write a commit message for this diff:", kind="commit_message", code_lang="diff",
         code='''--- a/src/retry.py
+++ b/src/retry.py
@@ -12,7 +12,9 @@ def retry(fn, attempts=3, delay=0.5):
     for i in range(attempts):
         try:
             return fn()
-        except Exception:
+        except Exception as exc:
+            if i == attempts - 1:
+                raise
             time.sleep(delay * (2 ** i))
-    return None'''),
    dict(text="What's the time complexity of this?", kind="explain_snippet", code_lang="python",
         code='''def has_dup(xs):
    for i in range(len(xs)):
        for j in range(i + 1, len(xs)):
            if xs[i] == xs[j]:
                return True
    return False'''),
    dict(text="rename the variables in this snippet so it reads better", kind="rename", code_lang="python",
         code='''def f(a, b):
    c = {}
    for d in a:
        e = d[b]
        c.setdefault(e, []).append(d)
    return c'''),
    dict(text="Write pytest unit tests for this function, including edge cases.", kind="unit_tests_given_fn",
         code_lang="python",
         code='''import re

def slugify(title: str) -> str:
    s = title.strip().lower()
    s = re.sub(r"[^a-z0-9]+", "-", s)
    return s.strip("-")'''),
    dict(text="Translate this Python to idiomatic Go.", kind="translate_snippet", code_lang="python",
         code='''def word_counts(text):
    counts = {}
    for w in text.split():
        w = w.lower().strip(".,!?")
        if w:
            counts[w] = counts.get(w, 0) + 1
    return counts'''),
    dict(text="What is a lifetime in Rust? Two sentences max.", kind="concept"),
    dict(text="regex for a US phone number like (555) 123-4567", kind="regex"),
    dict(text="how to reverse a string in javascript", kind="howto"),
    dict(text="Write a Python function that flattens a nested list of arbitrary depth.", kind="write_function"),
    dict(text="Give me a minimal Dockerfile for a Flask app served by gunicorn on port 8000.", kind="standalone_file"),
    dict(text="What does `set -euo pipefail` do?", kind="tool_question"),
    dict(text="Fix the off-by-one in this loop.", kind="small_edit", code_lang="c",
         code='''int sum(const int *a, size_t n) {
    int total = 0;
    for (size_t i = 0; i <= n; i++) {
        total += a[i];
    }
    return total;
}'''),
    dict(text="cron expression for every weekday at 7:30am", kind="config_snippet"),
    dict(text="Difference between COPY and ADD in a Dockerfile?", kind="tool_question"),
    dict(text="Write a TypeScript interface for this JSON response.", kind="types_from_sample", code_lang="json",
         code='''{
  "id": 4821,
  "title": "Quarterly report",
  "tags": ["finance", "q3"],
  "owner": {"id": 12, "name": "Mara Quist", "email": null},
  "published": false,
  "metrics": {"views": 311, "downloads": 42}
}'''),
    dict(text="Can you make this query faster? Postgres 15, orders has ~40M rows.", kind="sql_optimize",
         code_lang="sql",
         code='''-- orders(id bigserial pk, customer_id bigint, status text, created_at timestamptz, total numeric)
SELECT customer_id, sum(total)
FROM orders
WHERE status = 'paid' AND date_trunc('day', created_at) >= now() - interval '7 days'
GROUP BY customer_id
ORDER BY 2 DESC
LIMIT 20;'''),
    dict(text="jq command to pull every `name` field out of an array of objects", kind="shell_oneliner"),
    dict(text="What does this error mean?", kind="explain_error", code_lang="text",
         code='''Traceback (most recent call last):
  File "<stdin>", line 3, in <module>
KeyError: 'timeout'
'''),
    dict(text="Write a Python dataclass for a 2D point with a method that returns the distance to another point.",
         kind="write_function"),
    dict(text="Convert this curl command to Python requests.", kind="translate_snippet", code_lang="bash",
         code='''curl -X POST https://api.example.test/v2/items \\
  -H "Authorization: Bearer $TOKEN" \\
  -H "Content-Type: application/json" \\
  -d '{"name": "widget", "qty": 3}' '''),
    dict(text="Which HTTP status should an API return for a failed validation, 400 or 422?", kind="concept"),
    dict(text="Generate a short title for this chat: the user asked how to configure an nginx reverse proxy "
              "that also forwards websocket upgrades.", kind="title"),
    dict(text="Summarize this function in one line for a code review comment.", kind="summarize_snippet",
         code_lang="go",
         code='''func mergeIntervals(in [][2]int) [][2]int {
	sort.Slice(in, func(i, j int) bool { return in[i][0] < in[j][0] })
	var out [][2]int
	for _, iv := range in {
		if n := len(out); n > 0 && iv[0] <= out[n-1][1] {
			if iv[1] > out[n-1][1] {
				out[n-1][1] = iv[1]
			}
			continue
		}
		out = append(out, iv)
	}
	return out
}'''),
    dict(text="Write a bash function that retries a command up to 5 times with exponential backoff.",
         kind="write_function"),
    dict(text="What's wrong with this React hook? It keeps refetching.", kind="debug_snippet", code_lang="tsx",
         code='''function useProfile(userId: string) {
  const [data, setData] = useState<Profile | null>(null);
  const opts = { headers: { "x-user": userId } };
  useEffect(() => {
    fetch(`/api/profile/${userId}`, opts).then(r => r.json()).then(setData);
  }, [userId, opts]);
  return data;
}'''),
    dict(text="is Array.prototype.sort stable in V8?", kind="tool_question"),
    dict(text="Generate a .gitignore for a monorepo with a Node frontend and a Python backend.",
         kind="standalone_file"),
    dict(text="Postgres migration SQL to add a nullable `archived_at timestamptz` column to the `projects` table, "
              "with an index on it.", kind="sql"),
    dict(text="In Go, how do I check whether a map has a key?", kind="howto"),
    dict(text="Write a Rust function that parses \"key=value;key2=value2\" into a HashMap<String, String>, "
              "ignoring empty segments.", kind="write_function"),
    dict(text="kubectl command to tail logs from all pods labelled app=api", kind="shell_oneliner"),
    dict(text="turn this into a list comprehension", kind="small_edit", code_lang="python",
         code='''result = []
for row in rows:
    if row.active:
        result.append(row.email.lower())'''),
    dict(text="Add type hints to this function.", kind="small_edit", code_lang="python",
         code='''def group_by(items, key):
    out = {}
    for it in items:
        out.setdefault(key(it), []).append(it)
    return out'''),
    dict(text="explain == vs === in JS", kind="concept"),
    dict(text="How do I create a Python venv and install from requirements.txt?", kind="howto"),
    dict(text="Add a docstring to parse_header. Don't touch anything else in the file.", kind="docstring_large_paste",
         code_lang="python",
         code='''"""Tiny HTTP/1.1 message parser used by the test harness."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

_TOKEN = re.compile(r"^[!#$%&'*+.^_`|~0-9A-Za-z-]+$")
_MAX_HEADER_BYTES = 16 * 1024


class ParseError(ValueError):
    pass


@dataclass
class Request:
    method: str
    target: str
    version: str
    headers: list[tuple[str, str]] = field(default_factory=list)
    body: bytes = b""

    def header(self, name: str, default: str | None = None) -> str | None:
        name = name.lower()
        for k, v in self.headers:
            if k.lower() == name:
                return v
        return default


def parse_request_line(line: str) -> tuple[str, str, str]:
    parts = line.split(" ")
    if len(parts) != 3:
        raise ParseError(f"bad request line: {line!r}")
    method, target, version = parts
    if not _TOKEN.match(method):
        raise ParseError(f"bad method: {method!r}")
    if not version.startswith("HTTP/"):
        raise ParseError(f"bad version: {version!r}")
    return method, target, version


def parse_header(line: str) -> tuple[str, str]:
    if ":" not in line:
        raise ParseError(f"header without colon: {line!r}")
    name, _, value = line.partition(":")
    if name != name.strip() or not _TOKEN.match(name):
        raise ParseError(f"bad header name: {name!r}")
    return name, value.strip(" \\t")


def parse(raw: bytes) -> Request:
    head, sep, body = raw.partition(b"\\r\\n\\r\\n")
    if not sep:
        raise ParseError("incomplete message")
    if len(head) > _MAX_HEADER_BYTES:
        raise ParseError("headers too large")
    lines = head.decode("latin-1").split("\\r\\n")
    method, target, version = parse_request_line(lines[0])
    req = Request(method, target, version)
    for line in lines[1:]:
        req.headers.append(parse_header(line))
    length = req.header("content-length")
    if length is not None:
        n = int(length)
        if n < 0 or n > len(body):
            raise ParseError("bad content-length")
        req.body = body[:n]
    return req


def serialize(req: Request) -> bytes:
    lines = [f"{req.method} {req.target} {req.version}"]
    lines += [f"{k}: {v}" for k, v in req.headers]
    return ("\\r\\n".join(lines) + "\\r\\n\\r\\n").encode("latin-1") + req.body
'''),
    dict(text="What does this regex match?  ^(?=.*\\d)(?=.*[a-z])(?=.*[A-Z]).{8,}$", kind="explain_regex"),
    dict(text="Write a GitHub Actions workflow that runs pytest on every push, on Python 3.11 and 3.12, "
              "installing deps from requirements-dev.txt.", kind="standalone_file"),
    dict(text="convert to yaml", kind="convert_format", code_lang="json",
         code='''{"service": {"name": "relay", "replicas": 3, "ports": [8080, 9090],
 "env": {"LOG_LEVEL": "info", "REGION": "eu-west-1"}}}'''),
    dict(text="Rewrite this class as a dataclass, keep the same behaviour.", kind="rewrite", code_lang="python",
         code='''class Money:
    def __init__(self, amount, currency="EUR"):
        self.amount = amount
        self.currency = currency

    def __repr__(self):
        return f"Money({self.amount!r}, {self.currency!r})"

    def __eq__(self, other):
        return isinstance(other, Money) and (self.amount, self.currency) == (other.amount, other.currency)'''),
    dict(text="Write a function that validates an IBAN (mod-97 check).", kind="write_function"),
    dict(text="what does __slots__ do in python", kind="concept"),
    dict(text="Big-O of `in` on a Python set vs a list?", kind="concept"),
    dict(text="Make this Java method null-safe without changing its signature.", kind="small_edit", code_lang="java",
         code='''public static String displayName(User u) {
    return u.getProfile().getNickname().trim().isEmpty()
        ? u.getEmail().split("@")[0]
        : u.getProfile().getNickname().trim();
}'''),
    dict(text="SQL: number of users per country who signed up in the last 30 days. Table users(id, country, created_at).",
         kind="sql"),
    dict(text="good name for a function that returns the first non-empty string from a list?", kind="naming"),
    dict(text="Write a conventional commit message for: bumped lodash to 4.17.21 to fix the prototype pollution advisory.",
         kind="commit_message"),
    dict(text="There's a bug in this binary search, can you spot it?", kind="debug_snippet", code_lang="python",
         code='''def bsearch(a, x):
    lo, hi = 0, len(a)
    while lo < hi:
        mid = (lo + hi) // 2
        if a[mid] < x:
            lo = mid
        elif a[mid] > x:
            hi = mid
        else:
            return mid
    return -1'''),
    dict(text="Shorten this without changing behaviour.", kind="rewrite", code_lang="javascript",
         code='''function isWeekend(date) {
  var day = date.getDay();
  if (day === 0) {
    return true;
  } else if (day === 6) {
    return true;
  } else {
    return false;
  }
}'''),
    dict(text="Makefile target that builds a Go binary with the git version injected via -ldflags", kind="config_snippet"),
    dict(text="how do I exit vim", kind="howto"),
    dict(text="nginx location block to proxy /api to localhost:3000 including websocket upgrades", kind="config_snippet"),
    dict(text="What does `git bisect` do and when would I use it?", kind="tool_question"),
    dict(text="Explain this pointer code line by line.", kind="explain_snippet", code_lang="c",
         code='''void rev(char *s) {
    char *e = s + strlen(s) - 1;
    while (s < e) {
        char t = *s;
        *s++ = *e;
        *e-- = t;
    }
}'''),
    dict(text="pandas one-liner: group df by 'region' and sum 'sales', sorted descending", kind="shell_oneliner"),
    dict(text="ESLint config snippet that bans console.log but allows console.warn and console.error", kind="config_snippet"),
    dict(text="fix the indentation in this yaml, it fails to parse", kind="small_edit", code_lang="yaml",
         code='''services:
  web:
    image: nginx:1.25
     ports:
      - "80:80"
  db:
   image: postgres:16
    environment:
      POSTGRES_PASSWORD: example'''),
    dict(text="Add proper error handling to this fetch call (network errors and non-2xx).", kind="small_edit",
         code_lang="javascript",
         code='''async function getTodos() {
  const res = await fetch("/api/todos");
  const data = await res.json();
  return data.items;
}'''),
    dict(text="Write a small standalone Python script that reads a CSV from stdin and prints the mean of the 'price' column.",
         kind="write_script"),
    dict(text="Why does this print 3 three times?", kind="explain_snippet", code_lang="javascript",
         code='''for (var i = 0; i < 3; i++) {
  setTimeout(() => console.log(i), 0);
}'''),
    dict(text="regex to strip ANSI colour escape codes from a string", kind="regex"),
    dict(text="how to see which process is listening on port 8080 on linux?", kind="shell_oneliner"),
    dict(text="Write a Google-style docstring for this.", kind="docstring", code_lang="python",
         code='''def moving_average(values, window):
    if window < 1:
        raise ValueError("window must be >= 1")
    out, acc = [], 0.0
    for i, v in enumerate(values):
        acc += v
        if i >= window:
            acc -= values[i - window]
        if i >= window - 1:
            out.append(acc / window)
    return out'''),
    dict(text="Convert this loop to a Java stream.", kind="rewrite", code_lang="java",
         code='''List<String> names = new ArrayList<>();
for (Order o : orders) {
    if (o.getTotal() > 100) {
        names.add(o.getCustomer().getName());
    }
}
Collections.sort(names);'''),
    dict(text="Is this vulnerable to SQL injection? How would you fix it?", kind="review_snippet", code_lang="python",
         code='''def get_orders(conn, customer):
    cur = conn.cursor()
    cur.execute("SELECT * FROM orders WHERE customer = '%s'" % customer)
    return cur.fetchall()'''),
    dict(text="what's the difference between `let` and `const` inside a for-of loop?", kind="concept"),
]
