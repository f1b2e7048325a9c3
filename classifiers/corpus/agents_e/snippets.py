"""Hand-written code snippets that single-step asks paste inline, plus a builder for huge pasted files."""

PY_RETRY = '''def fetch_with_retry(url, attempts=3, delay=0.5):
    last = None
    for i in range(attempts):
        try:
            r = requests.get(url, timeout=5)
            r.raise_for_status()
            return r.json()
        except requests.RequestException as e:
            last = e
            time.sleep(delay * (2 ** i))
    raise last'''

PY_CHUNKS = '''def chunks(xs, n):
    out = []
    cur = []
    for x in xs:
        cur.append(x)
        if len(cur) == n:
            out.append(cur)
            cur = []
    if cur:
        out.append(cur)
    return out'''

PY_PARSE = '''def parse_kv(line):
    d = {}
    for p in line.split(";"):
        if not p.strip():
            continue
        k, v = p.split("=", 1)
        d[k.strip().lower()] = v.strip().strip('"')
    return d'''

PY_BUGGY_AVG = '''def average(nums):
    total = 0
    for i in range(1, len(nums)):
        total += nums[i]
    return total / len(nums)'''

JS_DEBOUNCE = '''function debounce(fn, ms) {
  let t;
  return function (...args) {
    clearTimeout(t);
    t = setTimeout(() => fn.apply(this, args), ms);
  };
}'''

JS_GROUP = '''const groupBy = (arr, key) =>
  arr.reduce((acc, item) => {
    (acc[item[key]] = acc[item[key]] || []).push(item);
    return acc;
  }, {});'''

JS_FETCH = '''async function loadUser(id) {
  const res = await fetch(`/api/users/${id}`);
  const data = res.json();
  return data.profile.name;
}'''

GO_SUM = '''func SumPositive(xs []int) int {
	s := 0
	for _, x := range xs {
		if x > 0 {
			s += x
		}
	}
	return s
}'''

GO_HANDLER = '''func healthHandler(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet {
		w.WriteHeader(http.StatusMethodNotAllowed)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Write([]byte(`{"status":"ok"}`))
}'''

RS_PARSE = '''fn parse_port(s: &str) -> Option<u16> {
    let n: u32 = s.trim().parse().ok()?;
    if n == 0 || n > 65535 {
        return None;
    }
    Some(n as u16)
}'''

TS_MERGE = '''export function mergeSorted(a: number[], b: number[]): number[] {
  const out: number[] = [];
  let i = 0, j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] <= b[j]) out.push(a[i++]);
    else out.push(b[j++]);
  }
  return out.concat(a.slice(i), b.slice(j));
}'''

JAVA_SLUG = '''public static String slugify(String s) {
    String x = s.toLowerCase().trim();
    x = x.replaceAll("[^a-z0-9\\\\s-]", "");
    x = x.replaceAll("\\\\s+", "-");
    return x;
}'''

SQL_SCHEMA = '''CREATE TABLE customers (id serial primary key, name text, country text);
CREATE TABLE invoices (id serial primary key, customer_id int references customers(id), amount numeric, issued_at date);'''

BASH_BACKUP = '''for f in $(ls *.log); do
  cp $f /backup/$f.$(date +%s)
done'''

PY_CLASS = '''class RateLimiter:
    def __init__(self, rate, per):
        self.rate = rate
        self.per = per
        self.allowance = rate
        self.last = time.monotonic()

    def allow(self):
        now = time.monotonic()
        self.allowance += (now - self.last) * (self.rate / self.per)
        self.last = now
        if self.allowance > self.rate:
            self.allowance = self.rate
        if self.allowance < 1:
            return False
        self.allowance -= 1
        return True'''

DIFF_SMALL = '''diff --git a/src/api/client.ts b/src/api/client.ts
@@ -12,7 +12,9 @@ export async function request(path: string, opts: RequestInit = {}) {
-  const res = await fetch(BASE + path, opts);
+  const controller = new AbortController();
+  const timer = setTimeout(() => controller.abort(), 10_000);
+  const res = await fetch(BASE + path, { ...opts, signal: controller.signal });
+  clearTimeout(timer);
   if (!res.ok) throw new ApiError(res.status, await res.text());'''

STACK = '''Traceback (most recent call last):
  File "/srv/app/worker.py", line 88, in run
    job = self.queue.get(timeout=5)
  File "/usr/lib/python3.11/queue.py", line 179, in get
    raise Empty
_queue.Empty'''


# ----- huge paste -----
_FILLER_BODIES = [
    "    if not {a}:\n        return None\n    return {a}.strip().lower()",
    "    out = []\n    for item in {a}:\n        if item is None:\n            continue\n        out.append(str(item))\n    return out",
    "    total = 0\n    for k, v in sorted({a}.items()):\n        total += len(k) * int(v or 0)\n    return total",
    "    try:\n        return int({a})\n    except (TypeError, ValueError):\n        return -1",
    "    cfg = dict(DEFAULTS)\n    cfg.update({a} or {{}})\n    return cfg",
    "    with open({a}, 'rb') as fh:\n        head = fh.read(64)\n    return head.startswith(b'\\x89PNG')",
]
_NAMES = ["load", "normalize", "count", "coerce", "merge", "detect", "render", "split", "encode", "decode",
          "resolve", "collect", "format", "scan", "flush", "clamp", "probe", "pack", "unpack", "emit"]
_NOUNS = ["token", "record", "frame", "chunk", "header_line", "segment", "payload", "row", "entry", "field",
          "cookie", "path", "config", "batch", "label", "cursor"]

PARSE_HEADER = '''def parse_header(raw):
    buf = raw.split(b"\\r\\n")
    status = buf[0].decode("latin-1")
    headers = {}
    for line in buf[1:]:
        if not line:
            break
        name, _, value = line.partition(b":")
        headers[name.decode("latin-1").strip().lower()] = value.decode("latin-1").strip()
    return status, headers'''


def huge_python_file(rng, target_chars):
    """A long module made of small functions with parse_header somewhere in the middle."""
    parts = ['"""Protocol helpers for the edge proxy."""', "import os", "import re", "import struct",
             "", "DEFAULTS = {'timeout': 30, 'retries': 2}", ""]
    size = sum(len(p) for p in parts)
    placed = False
    i = 0
    while size < target_chars:
        if not placed and size > target_chars * rng.uniform(0.3, 0.7):
            parts.append(PARSE_HEADER)
            parts.append("")
            placed = True
            size += len(PARSE_HEADER)
            continue
        name = "%s_%s_%d" % (rng.choice(_NAMES), rng.choice(_NOUNS), i)
        arg = rng.choice(["value", "items", "mapping", "path", "raw", "data"])
        body = rng.choice(_FILLER_BODIES).format(a=arg)
        fn = "def %s(%s):\n%s\n" % (name, arg, body)
        parts.append(fn)
        size += len(fn)
        i += 1
    if not placed:
        parts.append(PARSE_HEADER)
    return "\n".join(parts)
