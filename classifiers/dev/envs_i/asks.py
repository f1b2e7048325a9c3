"""Hand-written asks for the envs_i cross-client consistency set.

Each ask is a developer request as it would be typed into a client. The label
belongs to the ask (the task), never to the client envelope that carries it.
Labels follow the labelling rule in the clients' notes, in its order:
  1. prior tool results / edit-loop retry -> long_horizon (never present here:
     every record is a first turn)
  2. the job needs exploring or editing beyond the supplied content -> long_horizon
  3. everything else (one function, explain, review a pasted diff, regex, SQL,
     commit message, title, summary, short tool question...) -> single_step

Fields: id (i001.. in list order), label, lang (two letters), kind, text.
"""

ASKS = []


def _a(label, lang, kind, text):
    assert label in ("single_step", "long_horizon"), label
    if text.startswith("\n"):
        text = text[1:]
    ASKS.append({"label": label, "lang": lang, "kind": kind, "text": text.rstrip()})


S = "single_step"
L = "long_horizon"

# ---------------------------------------------------------------------------
# English, single_step
# ---------------------------------------------------------------------------

_a(S, "en", "regex", r"""
need a regex for ISO 8601 dates, date only or with time, optional fractional secs and either Z or +hh:mm offset. js flavour pls
""")

_a(S, "en", "commit_message", r"""
write a commit msg for this

diff --git a/src/auth/session.ts b/src/auth/session.ts
index 3b1c2d4..9f0e7aa 100644
--- a/src/auth/session.ts
+++ b/src/auth/session.ts
@@ -41,9 +41,12 @@ export async function refreshSession(token: string): Promise<Session> {
-  const res = await fetch(`${API}/session/refresh`, { method: "POST", body: token });
-  if (!res.ok) throw new Error("refresh failed");
-  return res.json();
+  const res = await fetch(`${API}/session/refresh`, {
+    method: "POST",
+    headers: { "content-type": "application/json" },
+    body: JSON.stringify({ token }),
+  });
+  if (res.status === 401) throw new SessionExpiredError();
+  if (!res.ok) throw new Error(`refresh failed: ${res.status}`);
+  return (await res.json()) as Session;
 }
""")

_a(S, "en", "pr_title", r"""
give me a short PR title for this description:

This PR moves the image resize step out of the upload request and into the background worker. Uploads now return 202 with a job id, the client polls /jobs/:id. Also adds a retry (3x, exp backoff) when the S3 put fails. No schema changes.
""")

_a(S, "en", "explain_snippet", r"""
what does this actually do? the yield from part confuses me

def walk(node):
    if node is None:
        return
    yield from walk(node.left)
    yield node.value
    yield from walk(node.right)

vals = list(walk(root))
""")

_a(S, "en", "review_diff", r"""
can you review this diff before I merge? looking for races mostly

--- a/internal/cache/lru.go
+++ b/internal/cache/lru.go
@@ -12,14 +12,20 @@ type LRU struct {
 	mu    sync.Mutex
 	cap   int
 	ll    *list.List
 	items map[string]*list.Element
+	hits  uint64
+	miss  uint64
 }
 
 func (c *LRU) Get(key string) (any, bool) {
-	c.mu.Lock()
-	defer c.mu.Unlock()
-	if el, ok := c.items[key]; ok {
+	el, ok := c.items[key]
+	if ok {
+		c.mu.Lock()
 		c.ll.MoveToFront(el)
+		c.mu.Unlock()
+		atomic.AddUint64(&c.hits, 1)
 		return el.Value.(*entry).val, true
 	}
+	c.miss++
 	return nil, false
 }
@@ -40,6 +46,10 @@ func (c *LRU) Put(key string, val any) {
 	}
 }
+
+func (c *LRU) Stats() (uint64, uint64) {
+	return c.hits, c.miss
+}
""")

_a(S, "en", "explain_log", r"""
what is going on here? pod keeps restarting. this is from the pod events + last logs

Events:
  Type     Reason     Age                  From     Message
  ----     ------     ----                 ----     -------
  Normal   Pulled     12m (x5 over 15m)    kubelet  Container image "registry.local/orders:1.8.2" already present on machine
  Warning  BackOff    2m (x41 over 14m)    kubelet  Back-off restarting failed container orders in pod orders-7c9d8b6f5-x2k4p
  Warning  Unhealthy  90s (x12 over 14m)   kubelet  Liveness probe failed: Get "http://10.42.1.17:8080/healthz": dial tcp 10.42.1.17:8080: connect: connection refused

last logs:
{"level":"info","msg":"loading config","path":"/etc/orders/config.yaml"}
{"level":"info","msg":"connecting to postgres","host":"pg-primary","db":"orders"}
{"level":"info","msg":"running migrations"}
{"level":"warn","msg":"migration 0042_add_index_concurrently is taking long","elapsed":"25s"}
""")

_a(S, "en", "sql", r"""
schema:
  customers(id, name, country, created_at)
  orders(id, customer_id, total_cents, status, created_at)

sql (postgres) for top 5 customers by revenue in the last 30 days, only status='paid', show name, country, revenue in euros with 2 decimals
""")

_a(S, "en", "docstring", r"""
add a google-style docstring to this, don't change the code

def backoff(attempt, base=0.5, cap=30.0, jitter=True):
    delay = min(cap, base * (2 ** attempt))
    if jitter:
        delay = random.uniform(0, delay)
    return delay
""")

_a(S, "en", "unit_test_one", r"""
write pytest tests for this function only, cover the edge cases

def parse_size(s: str) -> int:
    s = s.strip().upper()
    units = {"K": 1024, "M": 1024**2, "G": 1024**3}
    if s[-1] in units:
        return int(float(s[:-1]) * units[s[-1]])
    return int(s)
""")

_a(S, "en", "tool_question", r"""
git worktree vs git stash — when would I use worktree instead? short answer
""")

_a(S, "en", "translate_code", r"""
translate to idiomatic rust:

def group_by_prefix(words, n):
    out = {}
    for w in words:
        key = w[:n]
        out.setdefault(key, []).append(w)
    return {k: sorted(v) for k, v in out.items()}
""")

_a(S, "en", "shell_oneliner", r"""
jq one-liner: from this I want "name=version" lines for every dependency whose version starts with ^0

{
  "name": "web",
  "dependencies": {
    "react": "^18.2.0",
    "tiny-invariant": "^0.0.3",
    "zod": "^3.22.4",
    "nanoid": "^0.4.1"
  }
}
""")

_a(S, "en", "explain_error", r"""
tsc is yelling at me, why?

src/hooks/useUser.ts:14:5 - error TS2322: Type 'User | undefined' is not assignable to type 'User'.
  Type 'undefined' is not assignable to type 'User'.

14     return users.find(u => u.id === id);
       ~~~~~~

function getUser(users: User[], id: string): User {
    return users.find(u => u.id === id);
}
""")

_a(S, "en", "one_function", r"""
write a debounce in TypeScript with leading/trailing options and a cancel() method. generic over the fn args. no lodash
""")

_a(S, "en", "summary", r"""
summarize these meeting notes into 5 bullets for people who missed it

- Kicked off by Priya. Q3 goal is cutting infra cost by 20%.
- Dan showed the cost breakdown: 46% is the analytics cluster, mostly idle nights/weekends. Proposal: autoscale to zero outside business hours, maybe spot nodes for batch.
- Lena worried about the nightly ETL which runs 01:00–04:00; needs at least 3 nodes. Agreed ETL gets a separate node pool.
- Logging: we ship ~2TB/day to the vendor, mostly debug logs from the ingest service. Action: drop debug in prod, sample info at 10%. Owner: Marco.
- RDS: two read replicas barely used. Decision: remove one after checking the BI dashboards don't hit it. Owner: Dan, by Friday.
- Next sync in two weeks, Priya to send a cost dashboard link.
""")

_a(S, "en", "rename", r"""
rename the variables in this so it reads better, keep behaviour identical

function f(a, b) {
  const r = [];
  for (const x of a) {
    const y = b.find(z => z.k === x.k);
    if (y) r.push({ ...x, ...y, m: true });
    else r.push({ ...x, m: false });
  }
  return r;
}
""")

_a(S, "en", "convert_config", r"""
turn this docker-compose service into a k8s Deployment + Service yaml

services:
  api:
    image: ghcr.io/acme/api:2.4.1
    ports:
      - "8080:8080"
    environment:
      DATABASE_URL: postgres://api@db:5432/api
      LOG_LEVEL: info
    deploy:
      replicas: 3
    healthcheck:
      test: ["CMD", "curl", "-f", "http://localhost:8080/health"]
      interval: 10s
""")

_a(S, "en", "docstring_big_paste", r"""
here's the whole module for context. ONLY add a docstring to parse_header, nothing else

# httpmini/parse.py
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Iterable, Iterator

CRLF = b"\r\n"
MAX_HEADER_LINE = 8190
MAX_HEADERS = 100
_TOKEN = re.compile(rb"^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$")
_REQUEST_LINE = re.compile(rb"^([A-Z]+) (\S+) HTTP/(\d)\.(\d)$")
_STATUS_LINE = re.compile(rb"^HTTP/(\d)\.(\d) (\d{3})(?: (.*))?$")


class ParseError(ValueError):
    pass


class HeaderTooLarge(ParseError):
    pass


@dataclass
class Headers:
    _items: list[tuple[str, str]] = field(default_factory=list)

    def add(self, name: str, value: str) -> None:
        self._items.append((name, value))

    def get(self, name: str, default: str | None = None) -> str | None:
        lname = name.lower()
        for k, v in reversed(self._items):
            if k.lower() == lname:
                return v
        return default

    def get_all(self, name: str) -> list[str]:
        lname = name.lower()
        return [v for k, v in self._items if k.lower() == lname]

    def __iter__(self) -> Iterator[tuple[str, str]]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)


@dataclass
class Request:
    method: str
    target: str
    version: tuple[int, int]
    headers: Headers
    body: bytes = b""


@dataclass
class Response:
    status: int
    reason: str
    version: tuple[int, int]
    headers: Headers
    body: bytes = b""


def split_lines(buf: bytes) -> tuple[list[bytes], bytes]:
    end = buf.find(CRLF + CRLF)
    if end == -1:
        if len(buf) > MAX_HEADER_LINE * MAX_HEADERS:
            raise HeaderTooLarge("header block too large")
        raise ParseError("incomplete header block")
    head, rest = buf[:end], buf[end + 4:]
    return head.split(CRLF), rest


def parse_request_line(line: bytes) -> tuple[str, str, tuple[int, int]]:
    m = _REQUEST_LINE.match(line)
    if not m:
        raise ParseError(f"bad request line: {line[:80]!r}")
    method, target, major, minor = m.groups()
    return method.decode("ascii"), target.decode("latin-1"), (int(major), int(minor))


def parse_status_line(line: bytes) -> tuple[int, str, tuple[int, int]]:
    m = _STATUS_LINE.match(line)
    if not m:
        raise ParseError(f"bad status line: {line[:80]!r}")
    major, minor, code, reason = m.groups()
    return int(code), (reason or b"").decode("latin-1"), (int(major), int(minor))


def parse_header(line: bytes, prev: tuple[str, str] | None = None) -> tuple[str, str] | None:
    if len(line) > MAX_HEADER_LINE:
        raise HeaderTooLarge("header line too long")
    if line[:1] in (b" ", b"\t"):
        if prev is None:
            raise ParseError("continuation line without a header")
        return prev[0], prev[1] + " " + line.strip().decode("latin-1")
    name, sep, value = line.partition(b":")
    if not sep:
        raise ParseError(f"missing colon in header: {line[:40]!r}")
    if not _TOKEN.match(name):
        raise ParseError(f"invalid header name: {name[:40]!r}")
    return name.decode("ascii"), value.strip(b" \t").decode("latin-1")


def parse_headers(lines: Iterable[bytes]) -> Headers:
    headers = Headers()
    prev: tuple[str, str] | None = None
    for line in lines:
        parsed = parse_header(line, prev)
        if parsed is None:
            continue
        if prev is not None and parsed[0] == prev[0] and line[:1] in (b" ", b"\t"):
            headers._items[-1] = parsed
        else:
            headers.add(*parsed)
        prev = parsed
        if len(headers) > MAX_HEADERS:
            raise HeaderTooLarge("too many headers")
    return headers


def content_length(headers: Headers) -> int | None:
    values = headers.get_all("content-length")
    if not values:
        return None
    if len(set(values)) > 1:
        raise ParseError("conflicting content-length headers")
    try:
        n = int(values[0])
    except ValueError:
        raise ParseError("content-length is not an integer") from None
    if n < 0:
        raise ParseError("negative content-length")
    return n


def decode_chunked(data: bytes) -> tuple[bytes, bytes]:
    out = bytearray()
    pos = 0
    while True:
        eol = data.find(CRLF, pos)
        if eol == -1:
            raise ParseError("incomplete chunk size line")
        size_field = data[pos:eol].split(b";", 1)[0].strip()
        try:
            size = int(size_field, 16)
        except ValueError:
            raise ParseError(f"bad chunk size: {size_field!r}") from None
        pos = eol + 2
        if size == 0:
            end = data.find(CRLF + CRLF, pos - 2)
            if end == -1:
                raise ParseError("incomplete trailer")
            return bytes(out), data[end + 4:]
        if len(data) < pos + size + 2:
            raise ParseError("incomplete chunk")
        out += data[pos:pos + size]
        pos += size + 2


def parse_request(buf: bytes) -> tuple[Request, bytes]:
    lines, rest = split_lines(buf)
    method, target, version = parse_request_line(lines[0])
    headers = parse_headers(lines[1:])
    if (headers.get("transfer-encoding") or "").lower() == "chunked":
        body, rest = decode_chunked(rest)
    else:
        n = content_length(headers) or 0
        if len(rest) < n:
            raise ParseError("incomplete body")
        body, rest = rest[:n], rest[n:]
    return Request(method, target, version, headers, body), rest


def parse_response(buf: bytes) -> tuple[Response, bytes]:
    lines, rest = split_lines(buf)
    status, reason, version = parse_status_line(lines[0])
    headers = parse_headers(lines[1:])
    n = content_length(headers)
    if n is None:
        return Response(status, reason, version, headers, rest), b""
    return Response(status, reason, version, headers, rest[:n]), rest[n:]
""")

_a(S, "en", "explain_regex", r"""
what does this match exactly? found it in our validator and nobody remembers

^(?=.{1,253}$)(?!-)(?:[a-zA-Z0-9-]{1,63}(?<!-)\.)+[a-zA-Z]{2,63}$
""")

_a(S, "en", "config_snippet", r"""
nginx server block: redirect all http to https, and www.example.org to example.org (both http and https). certs are at /etc/ssl/example.org/{fullchain,privkey}.pem
""")

_a(S, "en", "config_snippet", r"""
write a github actions workflow file that runs ruff + pytest on python 3.10, 3.11, 3.12 on push and PRs to main, with pip caching. just the yaml
""")

_a(S, "en", "explain_snippet", r"""
why does this useEffect loop forever?

function Profile({ userId }) {
  const [user, setUser] = useState(null);
  const opts = { headers: { "x-client": "web" } };
  useEffect(() => {
    fetch(`/api/users/${userId}`, opts).then(r => r.json()).then(setUser);
  }, [userId, opts]);
  return user ? <Card user={user} /> : <Spinner />;
}
""")

_a(S, "en", "fix_given_function", r"""
off by one somewhere in here, the last page is always missing. fix just this fn

def paginate(items, page_size):
    pages = []
    n_pages = len(items) // page_size
    for i in range(n_pages):
        pages.append(items[i * page_size:(i + 1) * page_size])
    return pages
""")

_a(S, "en", "explain_log", r"""
can someone explain this trace in plain words? not asking for a fix, just want to understand where it blows up

java.lang.NullPointerException: Cannot invoke "com.acme.billing.Plan.getPriceCents()" because the return value of "com.acme.billing.Subscription.getPlan()" is null
	at com.acme.billing.InvoiceService.lineItemFor(InvoiceService.java:118)
	at com.acme.billing.InvoiceService.lambda$build$2(InvoiceService.java:74)
	at java.base/java.util.stream.ReferencePipeline$3$1.accept(ReferencePipeline.java:197)
	at java.base/java.util.ArrayList$ArrayListSpliterator.forEachRemaining(ArrayList.java:1625)
	at java.base/java.util.stream.AbstractPipeline.copyInto(AbstractPipeline.java:509)
	at com.acme.billing.InvoiceService.build(InvoiceService.java:76)
	at com.acme.billing.jobs.MonthlyInvoiceJob.run(MonthlyInvoiceJob.java:41)
	at org.springframework.scheduling.support.ScheduledMethodRunnable.run(ScheduledMethodRunnable.java:84)
""")

_a(S, "en", "title", r"""
Generate a concise 3-6 word title for a chat that starts with this message. Reply with the title only.

"hey so our celery workers keep dying with SIGKILL at night and i think its the OOM killer, how do i confirm that"
""")

_a(S, "en", "config_snippet", r"""
cron expression for 9:30 on weekdays only? and is there a way to skip public holidays in plain cron or do i need a wrapper
""")

_a(S, "en", "explain_concept", r"""
rust: when do I want Arc<RwLock<T>> over Arc<Mutex<T>>? my map is read ~100x more than written
""")

_a(S, "en", "rewrite_code", r"""
convert to async/await, same behaviour incl. error handling

function loadConfig(path, cb) {
  fs.readFile(path, "utf8", (err, raw) => {
    if (err) return cb(err);
    let cfg;
    try { cfg = JSON.parse(raw); } catch (e) { return cb(new Error("bad json in " + path)); }
    fs.stat(cfg.dataDir, (err2, st) => {
      if (err2 || !st.isDirectory()) return cb(new Error("dataDir missing"));
      cb(null, cfg);
    });
  });
}
""")

_a(S, "en", "write_file_from_given", r"""
write a small Dockerfile for this (slim image, non-root user, gunicorn)

requirements.txt:
flask==3.0.2
gunicorn==21.2.0
psycopg[binary]==3.1.18

app.py:
from flask import Flask
app = Flask(__name__)

@app.get("/health")
def health():
    return {"ok": True}
""")

_a(S, "en", "explain_log", r"""
is this terraform plan going to nuke my database?? please read carefully

  # aws_db_instance.main must be replaced
-/+ resource "aws_db_instance" "main" {
      ~ address                  = "main.c9xk2.eu-west-1.rds.amazonaws.com" -> (known after apply)
      ~ arn                      = "arn:aws:rds:eu-west-1:123456789012:db:main" -> (known after apply)
      ~ engine_version           = "14.10" -> "15.5"
      ~ identifier               = "main" -> "main-v2" # forces replacement
        instance_class           = "db.r6g.large"
      ~ storage_encrypted        = false -> true # forces replacement
        # (31 unchanged attributes hidden)
    }

Plan: 1 to add, 0 to change, 1 to destroy.
""")

_a(S, "en", "release_notes", r"""
turn these commits into user-facing release notes for v2.3.0, grouped (features / fixes / other), skip chores

a1f3c2e feat(export): add XLSX export for reports
7d9e011 fix(auth): session refresh loop on expired tokens
0be44aa chore(deps): bump vite 5.1 -> 5.2
91cc3de feat(search): filter by tag and owner
5e2f8b0 fix(reports): timezone offset wrong for users in UTC-x
c0ffee1 docs: update self-hosting guide
44aa9d2 perf(api): cache project list for 30s
e7e7e7e chore: fix lint
""")

_a(S, "en", "explain_error", r"""
console error on our page, what does it mean and which directive do I need to change?

Refused to load the script 'https://cdn.jsdelivr.net/npm/chart.js@4.4.1/dist/chart.umd.min.js' because it violates the following Content Security Policy directive: "script-src 'self' 'nonce-r4nd0m'". Note that 'script-src-elem' was not explicitly set, so 'script-src' is used as a fallback.
""")

_a(S, "en", "summary", r"""
can you condense this issue thread into a short status update for the weekly? who's blocked on what

#2291 Upload fails for files > 2GB
- reporter (jkim): uploading a 2.4GB video fails at ~99% with "network error", smaller files fine. Chrome 121 and Firefox 122.
- maintainer (ops-ana): reproduced. Server logs show 413 from the ingress, body size limit is 2g.
- jkim: can we just raise it?
- ops-ana: we could but the upload service buffers in memory, raising it means OOM risk. Real fix is switching to multipart/chunked uploads.
- backend-raj: multipart support exists in the SDK since 1.9, the web client never adopted it. Need someone from frontend.
- pm-lou: putting it on next sprint, assigning to frontend team. Temporary workaround: use the CLI uploader which already does multipart.
- jkim: CLI works, thanks. leaving open until web is fixed.
""")

_a(S, "en", "schema_design", r"""
design a protobuf message (proto3) for this json, with sensible types and field numbers

{"orderId":"o_81","placedAt":"2024-03-02T10:15:00Z","items":[{"sku":"A-1","qty":2,"unitPrice":{"currency":"EUR","amountMinor":1299}}],"status":"PAID","notes":null}
""")

_a(S, "en", "tool_question", r"""
curl flag to follow redirects but only print the final response headers?
""")

_a(S, "en", "one_function", r"""
python generator that yields a list in batches of n, last batch may be smaller, must work on any iterable not just lists
""")

_a(S, "en", "review_sql", r"""
review this migration for postgres locking problems, the orders table has ~80M rows and we deploy during the day

BEGIN;
ALTER TABLE orders ADD COLUMN channel text NOT NULL DEFAULT 'web';
CREATE INDEX orders_channel_idx ON orders (channel);
ALTER TABLE orders ADD CONSTRAINT orders_customer_fk FOREIGN KEY (customer_id) REFERENCES customers(id);
UPDATE orders SET channel = 'app' WHERE source_app IS NOT NULL;
COMMIT;
""")

_a(S, "en", "unit_test_one", r"""
table-driven go test for ParseDuration below. just the test func, rest of the file is irrelevant

// ParseDuration parses strings like "1d2h", "90m", "3w". Units: w d h m s.
func ParseDuration(s string) (time.Duration, error) {
	if s == "" {
		return 0, errors.New("empty duration")
	}
	var total time.Duration
	num := 0
	seen := false
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			num = num*10 + int(r-'0')
			seen = true
		case strings.ContainsRune("wdhms", r):
			if !seen {
				return 0, fmt.Errorf("unit %q without number", r)
			}
			total += time.Duration(num) * unitOf(r)
			num, seen = 0, false
		default:
			return 0, fmt.Errorf("bad char %q", r)
		}
	}
	if seen {
		return 0, errors.New("trailing number without unit")
	}
	return total, nil
}
""")

_a(S, "en", "explain_snippet", r"""
why does docker rebuild the pip install layer every single time with this?

FROM python:3.12-slim
WORKDIR /app
COPY . .
RUN pip install --no-cache-dir -r requirements.txt
CMD ["python", "-m", "worker"]
""")

_a(S, "en", "api_spec", r"""
write the OpenAPI 3.1 yaml for one endpoint: POST /v1/projects/{projectId}/members — body {email, role: owner|editor|viewer}, returns 201 with the member object {id, email, role, invitedAt}, 404 if project missing, 409 if already a member. bearer auth
""")

_a(S, "en", "rewrite_code", r"""
convert this class component to a function component with hooks

class Timer extends React.Component {
  state = { seconds: 0 };
  componentDidMount() {
    this.id = setInterval(() => this.setState(s => ({ seconds: s.seconds + 1 })), 1000);
  }
  componentWillUnmount() {
    clearInterval(this.id);
  }
  render() {
    return <span>{this.state.seconds}s</span>;
  }
}
""")

_a(S, "en", "rewrite_text", r"""
fix grammar + make this readme intro less clunky, keep it short

Shipyard is tool for to deploy the containers on many servers in same time. It is using ssh and it dont need agent on the servers, which make it very easy for setup. Also it support rollbacks and also health checks, and config is in one yaml file only.
""")

_a(S, "en", "explain_snippet", r"""
is this leaking memory? the component mounts/unmounts a lot

export function attachResize(el: HTMLElement, onResize: () => void) {
  const handler = () => {
    if (el.isConnected) onResize();
  };
  window.addEventListener("resize", handler);
  return () => window.removeEventListener("resize", () => handler());
}
""")

_a(S, "en", "fix_given_function", r"""
getting this, fix the function please

Traceback (most recent call last):
  File "report.py", line 31, in <module>
    print(avg_by_key(rows, "region"))
  File "report.py", line 12, in avg_by_key
    sums[r[key]] += r["amount"]
KeyError: 'EMEA'

def avg_by_key(rows, key):
    sums = {}
    counts = {}
    for r in rows:
        sums[r[key]] += r["amount"]
        counts[r[key]] += 1
    return {k: sums[k] / counts[k] for k in sums}
""")

_a(S, "en", "commit_message", r"""
conventional commit message for: bumped the retry count for webhook delivery from 3 to 5, added jitter, and webhook timeouts now log the endpoint host instead of the full url (was leaking tokens in query strings)
""")

_a(S, "en", "explain_error", r"""
borrow checker again. why and what's the idiomatic way

error[E0502]: cannot borrow `self.items` as mutable because it is also borrowed as immutable
  --> src/inventory.rs:27:13
   |
25 |         for item in self.items.iter() {
   |                     -----------------
   |                     |
   |                     immutable borrow occurs here
   |                     immutable borrow later used here
26 |             if item.qty == 0 {
27 |                 self.items.remove(&item.sku);
   |                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^ mutable borrow occurs here
""")

_a(S, "en", "graphql", r"""
graphql query for this schema: repo by owner+name, its last 10 open issues with title, author login and label names

type Query { repository(owner: String!, name: String!): Repository }
type Repository { issues(first: Int, states: [IssueState!], orderBy: IssueOrder): IssueConnection! }
type IssueConnection { nodes: [Issue!]! }
type Issue { title: String!, author: Actor, labels(first: Int): LabelConnection }
type Actor { login: String! }
type LabelConnection { nodes: [Label!]! }
type Label { name: String! }
""")

_a(S, "en", "complexity", r"""
big-O of this? and can it be done in O(n log n)

def count_pairs(nums, k):
    c = 0
    for i in range(len(nums)):
        for j in range(i + 1, len(nums)):
            if abs(nums[i] - nums[j]) <= k:
                c += 1
    return c
""")

_a(S, "en", "write_script", r"""
bash script: dump a postgres db nightly with pg_dump -Fc to /backups/<db>-<date>.dump, keep the last 7, exit non-zero and print to stderr if the dump fails. db name as first arg
""")

_a(S, "en", "summarize_history", r"""
Summarize the conversation below in under 80 words so it can replace the history. Keep decisions and open questions.

User: should we use SQS or Kafka for the audit events?
Assistant: For ~200 events/s with no replay requirement, SQS is simpler to operate; Kafka makes sense if you need replay or multiple consumers reading at their own pace.
User: compliance wants 1 year of replay.
Assistant: Then Kafka (or Kinesis with extended retention) fits better; with SQS you'd need to archive to S3 and rebuild replay yourself.
User: we're on AWS only, no self-managed clusters.
Assistant: MSK Serverless or Kinesis Data Streams are the options; Kinesis max retention is 365 days, which matches.
User: ok leaning kinesis, need to check cost.
""")

# ---------------------------------------------------------------------------
# English, long_horizon
# ---------------------------------------------------------------------------

_a(L, "en", "fix_failing_tests", r"""
fix the failing tests in tests/api
""")

_a(L, "en", "ci_green", r"""
CI's been red on main since yesterday's merge. make it green pls
""")

_a(L, "en", "port_codebase", r"""
port the billing service from node/express to go. same endpoints, same json, same env vars. keep the postgres schema as is
""")

_a(L, "en", "take_ticket", r"""
can you take this ticket?

ENG-1423  Reports: CSV export
Type: Story   Priority: P2   Component: web, api
Description:
Users want to export the currently filtered report table as CSV.
Acceptance criteria:
- "Export CSV" button next to the filter bar, disabled while loading
- Export respects active filters and sort order
- Files over 50k rows are generated async and emailed as a link
- Columns match the visible columns, dates in ISO 8601 UTC
- Covered by API tests and one e2e test
""")

_a(L, "en", "migrate_runtime", r"""
migrate the whole codebase from python 3.8 to 3.12. fix deprecations (distutils, asyncio.get_event_loop etc), bump the deps that need it, update the CI matrix and Dockerfiles
""")

_a(L, "en", "find_and_fix_bug", r"""
find why the redis cache never expires and fix it
""")

_a(L, "en", "build_project", r"""
build a REST API with auth, tests and a Dockerfile
""")

_a(L, "en", "upgrade_framework", r"""
upgrade our next.js app from 12 (pages router) to 14 with the app router. everything should keep working incl. the middleware and i18n routing
""")

_a(L, "en", "fix_issue", r"""
can you fix this?

### Bug: search returns duplicates when filtering by tag
**Version:** 3.4.1
**Steps to reproduce**
1. Create a project with 2 tags: `infra`, `backend`
2. Tag an issue with both
3. Search for "timeout" with filter `tag:infra OR tag:backend`

**Expected:** the issue appears once
**Actual:** it appears twice, and the total count says 2

Probably a join somewhere, happens on both the web UI and the /api/search endpoint.
""")

_a(L, "en", "i18n", r"""
add i18n to the dashboard (en, de, ja). extract all hardcoded strings, set up the locale switcher and make date/number formatting locale-aware
""")

_a(L, "en", "replace_library", r"""
replace moment.js with date-fns across the frontend, then drop moment from package.json
""")

_a(L, "en", "perf_regression", r"""
p99 latency on /checkout doubled after last week's deploys. figure out which change did it and fix it
""")

_a(L, "en", "tooling_setup", r"""
set up pre-commit with ruff, ruff-format and mypy for this repo and fix everything it flags
""")

_a(L, "en", "add_tests_repo", r"""
write integration tests for all endpoints in the orders module and get its coverage above 80%
""")

_a(L, "en", "security_audit", r"""
audit the repo for SQL injection and fix any you find
""")

_a(L, "en", "fix_build", r"""
android build broke after bumping AGP to 8.3, sort it out

> Task :app:processDebugMainManifest FAILED
/home/ci/app/src/main/AndroidManifest.xml Error:
	Attribute application@appComponentFactory value=(androidx.core.app.CoreComponentFactory) from [androidx.core:core:1.12.0] AndroidManifest.xml:28:18-86
	is also present at [com.android.support:support-compat:28.0.0] AndroidManifest.xml:22:18-91 value=(android.support.v4.app.CoreComponentFactory).
	Suggestion: add 'tools:replace="android:appComponentFactory"' to <application> element at AndroidManifest.xml:5:5-40:19 to override.
Namespace 'com.acme.app' is used in multiple modules and/or libraries: :app, :core-ui.
""")

_a(L, "en", "migrate_tooling", r"""
convert the monorepo from yarn v1 workspaces to pnpm workspaces, fix the hoisting issues and update CI
""")

_a(L, "en", "feature_across_files", r"""
implement oauth login with google and github — backend routes, token storage, the login page buttons, and linking to existing accounts by email
""")

_a(L, "en", "rename_everywhere", r"""
rename customer_id to account_id everywhere: db migration, ORM models, API fields (keep the old name as a deprecated alias for one release), frontend
""")

_a(L, "en", "refactor_repo", r"""
utils.py is 3000 lines. split it into a proper package by topic and update every import in the repo
""")

_a(L, "en", "infra_setup", r"""
dockerize the whole stack with compose (api, worker, postgres, redis, mailhog) and make `make dev` bring it all up with hot reload
""")

_a(L, "en", "research_with_tools", r"""
benchmark orjson vs ujson vs stdlib json on the payloads in fixtures/ (both dumps and loads), then tell me which one to use, with numbers
""")

_a(L, "en", "feature_across_files", r"""
add rate limiting to all public endpoints. per api key, configurable per route, 429 with Retry-After
""")

_a(L, "en", "investigate_prod", r"""
find the root cause of this and patch it

Sentry: TypeError: Cannot read properties of undefined (reading 'currency')
  at formatPrice (webpack://app/src/lib/money.ts:22:31)
  at CartSummary (webpack://app/src/components/cart/CartSummary.tsx:48:19)
Events: 3,412 in 24h   Users: 1,209   First seen: after release 4.18.0
Browser: mostly Safari 17
""")

_a(L, "en", "flaky_tests", r"""
make the e2e suite stop being flaky. it fails ~1 in 4 runs in CI, different tests each time
""")

_a(L, "en", "build_project", r"""
bootstrap a chrome extension (MV3) that summarizes the current page with our API: popup, options page for the api key, background service worker, and some tests
""")

_a(L, "en", "flaky_tests", r"""
test_payment_retry is flaky, investigate & fix
""")

_a(L, "en", "cleanup_repo", r"""
go through all the TODO/FIXME comments in the repo and resolve the ones that are quick wins, list the rest in an issue draft
""")

_a(L, "en", "build_project", r"""
write a CLI in rust that syncs a local folder to S3 with resumable multipart uploads, a config file, --dry-run, tests, and a release workflow that builds binaries for linux/mac
""")

_a(L, "en", "refactor_repo", r"""
switch our logging from print() and logging.basicConfig to structlog across all the services, json output in prod, pretty in dev
""")

_a(L, "en", "upgrade_dependency", r"""
upgrade sqlalchemy 1.4 -> 2.0
""")

_a(L, "en", "feature_across_files", r"""
add a dark mode toggle on the settings page and make every component respect it (persist the choice, default to system)
""")

_a(L, "en", "remove_feature", r"""
remove the deprecated v1 API and everything that only exists for it (handlers, serializers, tests, docs)
""")

_a(L, "en", "implement_design", r"""
implement this design doc

## Webhook signing v2
Goal: let customers verify webhooks without a shared secret leaking through our dashboard.
- Each endpoint gets an Ed25519 keypair; public key visible in dashboard + API (`GET /v1/webhooks/{id}/public-key`)
- Outgoing requests carry `X-Signature-V2: t=<unix>,sig=<base64>` over `t + "." + body`
- Keep v1 HMAC header for 6 months, behind a per-endpoint toggle
- Rotation: `POST /v1/webhooks/{id}/rotate-key`, old key valid 24h
- SDKs (python, node) get a `verify_v2()` helper
- Docs page + changelog entry
""")

_a(L, "en", "ci_setup", r"""
set up github actions for this repo: lint, test matrix, build the docker image, push to ghcr on tags. make sure it actually passes
""")

_a(L, "en", "upgrade_infra", r"""
our terraform is still on 0.13 with aws provider 3.x. bring it to 1.7 / provider 5 and fix whatever breaks in the modules and state
""")

_a(L, "en", "performance", r"""
the import job takes 40 min for 1M rows. profile it and get it under 5
""")

_a(L, "en", "feature_across_files", r"""
make the web app work offline as a PWA: service worker, caching strategy for api + assets, a queue that syncs edits when back online
""")

_a(L, "en", "investigate_prod", r"""
there's a memory leak in the websocket gateway — RSS grows ~200MB/hour until the pod gets OOM-killed, connections count stays flat. find it
""")

_a(L, "en", "migrate_codebase", r"""
convert all the class components in src/ to function components with hooks
""")

_a(L, "en", "typing_repo", r"""
add type hints to the entire package and make `mypy --strict` pass
""")

_a(L, "en", "upgrade_dependency", r"""
bump all deps to latest and fix what breaks
""")

_a(L, "en", "build_from_spec", r"""
write the whole backend for this

Spec: "Shortlinks"
- POST /links {url, slug?} -> creates, random 7-char slug if none, 409 on taken slug
- GET /:slug -> 302 to url, counts click (async, don't slow the redirect)
- GET /links/:slug/stats -> clicks per day for last 30 days
- API keys per user, 100 links/day free tier
- Postgres, migrations, tests, OpenAPI doc
""")

_a(L, "en", "take_ticket", r"""
hey can you pick up #412? (search returns dupes when filtering by tag). repro steps are in the issue
""")

_a(L, "en", "migrate_codebase", r"""
continue the kotlin migration — convert the remaining java files under app/src/main/java and keep the public API binary-compatible
""")

_a(L, "en", "feature_across_files", r"""
implement a feature flags service like we discussed: flags stored in postgres, cached in redis, evaluated per user/org/percentage, admin UI page, and wire it into both api and web
""")

_a(L, "en", "fix_ci_log", r"""
fix

=================================== FAILURES ===================================
_________________________ test_invoice_totals_rounding _________________________
    def test_invoice_totals_rounding():
        inv = build_invoice([Line(qty=3, unit=Decimal("0.10"))], tax_rate=Decimal("0.19"))
>       assert inv.total == Decimal("0.36")
E       AssertionError: assert Decimal('0.35') == Decimal('0.36')
tests/billing/test_invoice.py:44: AssertionError
____________________________ test_credit_note_flow _____________________________
E       sqlalchemy.exc.IntegrityError: (psycopg.errors.NotNullViolation) null value in column "currency" of relation "credit_notes" violates not-null constraint
tests/billing/test_credit_notes.py:88: IntegrityError
=========================== short test summary info ============================
FAILED tests/billing/test_invoice.py::test_invoice_totals_rounding
FAILED tests/billing/test_credit_notes.py::test_credit_note_flow
========================= 2 failed, 311 passed in 48.22s =========================
""")

_a(L, "en", "build_project", r"""
scaffold a flutter app: login, feed, profile screens, riverpod for state, go_router, and golden tests for each screen
""")

_a(L, "en", "repro_and_fix", r"""
reproduce issue #88 with a failing test first, then fix it
""")

_a(L, "en", "fix_script", r"""
`make release` hangs forever on macOS (fine on linux). look into it and fix the script
""")

# ---------------------------------------------------------------------------
# Chinese (zh)
# ---------------------------------------------------------------------------

_a(S, "zh", "regex", r"""
帮我写个正则，匹配中国大陆手机号，允许前面带 +86 或 86，中间可能有空格或横杠
""")

_a(S, "zh", "explain_snippet", r"""
这段代码在干嘛？为什么要用 gather 而不是一个个 await

async def fetch_all(session, urls):
    tasks = [fetch_one(session, u) for u in urls]
    results = await asyncio.gather(*tasks, return_exceptions=True)
    ok = [r for r in results if not isinstance(r, Exception)]
    return ok
""")

_a(S, "zh", "explain_log", r"""
线上报了这个，啥意思？是内存不够还是代码有问题？先帮我解释下

2024-05-11 03:12:44.921 ERROR [order-sync,,] 1 --- [pool-3-thread-7] o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() threw exception
java.lang.OutOfMemoryError: Java heap space
	at java.base/java.util.Arrays.copyOf(Arrays.java:3537)
	at java.base/java.util.ArrayList.grow(ArrayList.java:237)
	at com.example.sync.OrderExporter.collectAll(OrderExporter.java:58)
	at com.example.sync.OrderExporter.export(OrderExporter.java:31)
JVM flags: -Xms512m -Xmx512m
""")

_a(S, "zh", "commit_message", r"""
给这个 diff 写个 commit message，英文的，conventional commits 格式

--- a/config/settings.py
+++ b/config/settings.py
@@ -88,7 +88,9 @@ CACHES = {
     "default": {
         "BACKEND": "django_redis.cache.RedisCache",
-        "LOCATION": "redis://127.0.0.1:6379/1",
+        "LOCATION": env("REDIS_URL", default="redis://127.0.0.1:6379/1"),
+        "TIMEOUT": env.int("CACHE_TIMEOUT", default=300),
+        "KEY_PREFIX": "shop",
     }
 }
""")

_a(L, "zh", "replace_library", r"""
把项目里所有直接用 axios 的地方都换成我们自己的 fetch 封装（src/lib/http.ts），拦截器里的 token 刷新逻辑也迁过去，最后把 axios 依赖删掉
""")

_a(L, "zh", "ci_green", r"""
CI 又挂了，帮我修好
""")

_a(L, "zh", "take_ticket", r"""
这个工单你接一下：

【需求】订单导出支持按时间范围筛选
背景：运营每次导出全部订单，文件太大打不开。
要求：
1. 导出弹窗增加开始/结束日期，默认最近 30 天
2. 后端 /api/orders/export 增加 start、end 参数，校验跨度不超过 1 年
3. 导出文件名带上时间范围
4. 补充接口测试
""")

_a(L, "zh", "port_codebase", r"""
把整个服务从 Flask 迁到 FastAPI，接口路径和返回格式都不能变，现有测试要全部通过
""")

# ---------------------------------------------------------------------------
# Japanese (ja)
# ---------------------------------------------------------------------------

_a(S, "ja", "docstring", r"""
この関数にJSDocを付けてください。コードは変えないで

export function chunkBy(arr, size) {
  if (size <= 0) throw new RangeError("size must be > 0");
  const out = [];
  for (let i = 0; i < arr.length; i += size) out.push(arr.slice(i, i + size));
  return out;
}
""")

_a(S, "ja", "sql_convert", r"""
このMySQLのクエリをPostgreSQL用に書き換えて

SELECT user_id, GROUP_CONCAT(DISTINCT tag ORDER BY tag SEPARATOR ',') AS tags,
       DATE_FORMAT(created_at, '%Y-%m') AS ym
FROM posts
WHERE created_at >= DATE_SUB(NOW(), INTERVAL 90 DAY)
GROUP BY user_id, ym
LIMIT 100;
""")

_a(S, "ja", "translate_error", r"""
このエラーを日本語でわかりやすく説明して

npm ERR! code ERESOLVE
npm ERR! ERESOLVE unable to resolve dependency tree
npm ERR! Found: react@18.2.0
npm ERR! Could not resolve dependency:
npm ERR! peer react@"^16.8.0 || ^17.0.0" from react-beautiful-dnd@13.1.1
npm ERR! Fix the upstream dependency conflict, or retry this command with --force or --legacy-peer-deps
""")

_a(S, "ja", "pr_title", r"""
PRのタイトル考えて（英語で短く）。内容：検索APIのページングをoffset方式からcursor方式に変更、旧パラメータは互換のため残す
""")

_a(L, "ja", "fix_failing_tests", r"""
tests/配下で落ちてるテストを全部直してください
""")

_a(L, "ja", "migrate_codebase", r"""
このリポジトリをJavaScriptからTypeScriptに移行して。strictモードで、anyは極力使わないで
""")

_a(L, "ja", "find_and_fix_bug", r"""
ログイン後にたまにセッションが消えるバグがある。再現条件はよくわからない。原因を調べて直して
""")

_a(L, "ja", "feature_across_files", r"""
管理画面にユーザーの一括インポート機能を追加してほしい。CSVアップロード、バリデーション、取り込み前のプレビュー、エラー行のダウンロード、テストも含めて
""")

# ---------------------------------------------------------------------------
# Korean (ko)
# ---------------------------------------------------------------------------

_a(S, "ko", "unit_test_one", r"""
이 함수 jest 테스트 써줘

export function maskEmail(email: string): string {
  const [local, domain] = email.split("@");
  if (!domain) return email;
  const head = local.slice(0, 2);
  return `${head}${"*".repeat(Math.max(local.length - 2, 1))}@${domain}`;
}
""")

_a(S, "ko", "explain_log", r"""
이 nginx 에러 로그 좀 해석해줘. 업로드할 때만 나옴

2024/06/02 14:21:07 [error] 31#31: *8812 client intended to send too large body: 15728640 bytes, client: 203.0.113.24, server: api.example.kr, request: "POST /v1/files HTTP/1.1", host: "api.example.kr"
2024/06/02 14:21:09 [warn] 31#31: *8815 a client request body is buffered to a temporary file /var/cache/nginx/client_temp/0000000042, client: 203.0.113.24
""")

_a(S, "ko", "rename", r"""
변수명 좀 알아보기 쉽게 바꿔줘. 로직은 그대로

def calc(d, t):
    s = 0
    for i in d:
        if i["t"] == t and i["a"] > 0:
            s += i["a"] * i["q"]
    return round(s * 1.1)
""")

_a(S, "ko", "tool_question", r"""
git reset --soft 랑 --mixed 차이가 뭐야? 한 줄씩만
""")

_a(L, "ko", "upgrade_framework", r"""
프로젝트 전체를 Spring Boot 2.7에서 3.2로 올려줘. javax → jakarta 변경이랑 Security 설정 바뀐 것도 다 반영하고 테스트 통과시켜줘
""")

_a(L, "ko", "investigate_prod", r"""
결제 모듈에서 가끔 중복 결제가 발생해. 원인 찾아서 고쳐줘
""")

_a(L, "ko", "take_ticket", r"""
이 티켓 처리해줘

[FE-318] 알림 설정 페이지 개편
- 채널별(이메일/푸시/SMS) on/off 토글
- 알림 종류별 세부 설정 (댓글, 멘션, 결제)
- 변경 시 즉시 저장 + 실패하면 토스트로 알림
- API: PATCH /me/notification-settings 신규
- 기존 설정 마이그레이션 스크립트 포함
""")

_a(L, "ko", "ci_green", r"""
e2e 테스트 다 깨졌어. 초록불 만들어줘
""")

# ---------------------------------------------------------------------------
# Hindi (hi), incl. Hinglish
# ---------------------------------------------------------------------------

_a(S, "hi", "explain_snippet", r"""
इस फ़ंक्शन में क्या गड़बड़ है, समझाओ? कभी-कभी गलत जवाब देता है

def is_leap(year):
    if year % 4 == 0:
        return True
    if year % 100 == 0 and year % 400 != 0:
        return False
    return False
""")

_a(S, "hi", "regex", r"""
mujhe ek regex chahiye jo Indian PIN code match kare — 6 digit, pehla digit 0 nahi ho sakta, beech me optional space (jaise 110 001)
""")

_a(S, "hi", "summary", r"""
इस टेक्स्ट का सारांश 3 बुलेट पॉइंट में दो:

हमारी टीम ने पिछले महीने लॉगिन सिस्टम को नए OAuth प्रोवाइडर पर शिफ्ट किया। शुरुआत में कुछ यूज़र्स को बार-बार लॉगआउट की समस्या आई, जो टोकन की एक्सपायरी सेटिंग गलत होने की वजह से थी। इसे ठीक कर दिया गया है। अब औसत लॉगिन समय 2.1 सेकंड से घटकर 0.9 सेकंड हो गया है। अगला कदम दो-चरणीय प्रमाणीकरण (2FA) जोड़ना है, जिसकी योजना अगली तिमाही के लिए है।
""")

_a(S, "hi", "sql_optimize", r"""
is query ko optimize karo, bahut slow hai (table me 5 crore rows)

SELECT * FROM events
WHERE DATE(created_at) = '2024-06-01'
  AND LOWER(event_type) = 'purchase'
ORDER BY created_at DESC;

indexes: events(created_at), events(event_type)
""")

_a(L, "hi", "refactor_repo", r"""
पूरे प्रोजेक्ट में जितने भी हार्डकोडेड API URL हैं, उन्हें हटाकर env config से पढ़ो, और .env.example भी अपडेट करो
""")

_a(L, "hi", "ci_green", r"""
bhai main branch pe CI fail ho raha hai kal se, dekh ke theek kar do
""")

_a(L, "hi", "feature_across_files", r"""
हमारी Django ऐप में मल्टी-टेनेंसी जोड़नी है — schema-per-tenant, tenant पहचानने वाला middleware, migrations, और मौजूदा डेटा को default tenant में डालना
""")

_a(L, "hi", "investigate_prod", r"""
login ke baad production me dashboard blank aa raha hai kuch users ke liye, local pe sab theek hai. root cause dhundo aur fix karo
""")

# ---------------------------------------------------------------------------
# Arabic (ar)
# ---------------------------------------------------------------------------

_a(S, "ar", "explain_error", r"""
اشرح لي هذا الخطأ، ماذا يعني؟

psql: error: connection to server at "db.internal" (10.0.3.12), port 5432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections
""")

_a(S, "ar", "one_function", r"""
اكتب دالة بايثون تتحقق من صحة رقم IBAN (طول الدولة + خوارزمية mod 97)، مع أمثلة استخدام
""")

_a(S, "ar", "translate_error", r"""
ترجم رسالة الخطأ هذه إلى العربية وبسّطها لمستخدم غير تقني:

"Your session has expired due to inactivity. Any unsaved changes may be lost. Please sign in again to continue."
""")

_a(S, "ar", "commit_message", r"""
اكتب رسالة commit مناسبة بالإنجليزية لهذا التغيير:

--- a/app/Http/Middleware/SetLocale.php
+++ b/app/Http/Middleware/SetLocale.php
@@ -14,7 +14,11 @@ class SetLocale
     public function handle($request, Closure $next)
     {
-        app()->setLocale($request->header('Accept-Language', 'en'));
+        $locale = substr($request->header('Accept-Language', 'en'), 0, 2);
+        if (! in_array($locale, config('app.supported_locales'))) {
+            $locale = config('app.fallback_locale');
+        }
+        app()->setLocale($locale);
         return $next($request);
     }
""")

_a(L, "ar", "i18n", r"""
أضف دعم اللغة العربية واتجاه RTL لكل صفحات التطبيق، مع ملفات الترجمة وتعديل الـ CSS حيث يلزم
""")

_a(L, "ar", "fix_failing_tests", r"""
الاختبارات فاشلة بعد تحديث المكتبات، أصلحها كلها
""")

_a(L, "ar", "port_codebase", r"""
انقل خدمة الإشعارات من PHP إلى Node.js مع الحفاظ على نفس الـ API ونفس قاعدة البيانات
""")

_a(L, "ar", "performance", r"""
صفحة التقارير بطيئة جداً (أكثر من 8 ثوانٍ). ابحث عن السبب وحسّن الأداء
""")

# ---------------------------------------------------------------------------
# Russian (ru)
# ---------------------------------------------------------------------------

_a(S, "ru", "explain_snippet", r"""
объясни, что делает этот скрипт, построчно не надо, общую идею

#!/usr/bin/env bash
set -euo pipefail
for f in $(git diff --name-only --diff-filter=AM origin/main...HEAD -- '*.sql'); do
  if ! grep -qi 'begin;' "$f"; then
    echo "::error file=$f::migration without transaction"
    fail=1
  fi
done
exit ${fail:-0}
""")

_a(S, "ru", "sql", r"""
напиши SQL: средний чек по месяцам за 2023 год, только оплаченные заказы

orders(id bigint, user_id bigint, amount numeric(12,2), status text, paid_at timestamptz)
""")

_a(S, "ru", "review_diff", r"""
сделай ревью этого диффа, что не так?

-    def get_user(self, user_id):
-        return self.db.query(User).get(user_id)
+    def get_user(self, user_id):
+        key = f"user:{user_id}"
+        cached = self.redis.get(key)
+        if cached:
+            return pickle.loads(cached)
+        user = self.db.query(User).get(user_id)
+        self.redis.set(key, pickle.dumps(user))
+        return user
""")

_a(S, "ru", "explain_concept", r"""
чем отличается volatile от synchronized в Java? коротко, на примере счётчика
""")

_a(L, "ru", "port_codebase", r"""
перепиши сервис нотификаций с Python на Go. контракты (gRPC + Kafka топики) не меняем, тесты тоже перенеси
""")

_a(L, "ru", "fix_failing_tests", r"""
почини падающие тесты в CI, там что-то с таймзонами после перехода на новый раннер
""")

_a(L, "ru", "take_ticket", r"""
возьми задачу:

PLAT-77 Ограничение частоты запросов для публичного API
— лимит 600 запросов/мин на ключ, 60/мин для анонимных
— заголовки X-RateLimit-Limit / Remaining / Reset
— хранение счётчиков в Redis, sliding window
— админка: возможность поднять лимит конкретному ключу
— метрики в Prometheus
""")

_a(L, "ru", "investigate_prod", r"""
найди, где у нас утекают соединения к БД (пул исчерпывается через пару часов после деплоя), и исправь
""")

# ---------------------------------------------------------------------------
# Portuguese (pt)
# ---------------------------------------------------------------------------

_a(S, "pt", "one_function", r"""
escreve uma função em JS que formata CPF (só dígitos -> 000.000.000-00) e retorna null se não tiver 11 dígitos
""")

_a(S, "pt", "explain_log", r"""
explica esse log do kubernetes pra mim, o que aconteceu?

  Warning  FailedScheduling  3m2s (x14 over 16m)  default-scheduler  0/6 nodes are available: 2 Insufficient memory, 3 node(s) had untolerated taint {dedicated: gpu}, 1 node(s) were unschedulable. preemption: 0/6 nodes are available: 2 No preemption victims found for incoming pod, 4 Preemption is not helpful for scheduling.
""")

_a(S, "pt", "pr_title", r"""
gera um título curto pro PR (em inglês):

- troca o client HTTP do serviço de frete de requests pra httpx
- adiciona timeout de 5s e retry em 502/503
- loga o tempo de resposta da transportadora
""")

_a(S, "pt", "translate_code", r"""
converte essa função pra TypeScript com tipos decentes

function agruparPorStatus(pedidos) {
  return pedidos.reduce((acc, p) => {
    (acc[p.status] = acc[p.status] || []).push(p);
    return acc;
  }, {});
}
""")

_a(L, "pt", "migrate_codebase", r"""
migra o projeto inteiro de JavaScript pra TypeScript, configurando o tsconfig e ajustando o build
""")

_a(L, "pt", "investigate_prod", r"""
tá dando erro 500 aleatório no checkout em produção desde ontem. investiga e corrige
""")

_a(L, "pt", "feature_across_files", r"""
implementa autenticação com JWT + refresh token no backend (Nest) e no app (React Native), com logout em todos os dispositivos
""")

_a(L, "pt", "fix_issue", r"""
pega essa issue:

**Título:** Filtro de data ignora fuso horário
**Descrição:** Quando o usuário está em America/Manaus e filtra pedidos de "hoje", aparecem pedidos de ontem depois das 20h. Acontece na tela de pedidos e no relatório diário enviado por email.
**Esperado:** "hoje" deve considerar o fuso do usuário.
""")

# ---------------------------------------------------------------------------
# Spanish (es)
# ---------------------------------------------------------------------------

_a(S, "es", "explain_regex", r"""
¿qué hace esta expresión regular? la vi en un validador de contraseñas

^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^\w\s]).{12,}$
""")

_a(S, "es", "docstring", r"""
escribe un docstring (estilo numpy) para esta función, en inglés

def normalizar(v, eps=1e-12):
    n = np.linalg.norm(v, axis=-1, keepdims=True)
    return v / np.maximum(n, eps)
""")

_a(S, "es", "summary", r"""
resume este hilo en 3 frases para el equipo:

Carlos: propongo pasar los jobs nocturnos a Airflow, cron ya no escala.
Marta: de acuerdo, pero Airflow necesita alguien que lo mantenga, ¿no sería mejor Prefect Cloud?
Carlos: Prefect cuesta dinero y tenemos datos sensibles, preferimos self-hosted.
Luis: ya tenemos un Airflow del equipo de data, podríamos usar ese mismo cluster.
Marta: vale, si data está de acuerdo lo usamos. Hay que hablar con Ana.
Carlos: le escribo hoy. Si dice que sí, migramos los 4 jobs más críticos en el próximo sprint.
""")

_a(S, "es", "api_question", r"""
¿cómo hago un left join en pandas manteniendo el orden original del dataframe de la izquierda?
""")

_a(L, "es", "fix_failing_tests", r"""
arregla los tests que fallan en el módulo de facturación
""")

_a(L, "es", "upgrade_framework", r"""
actualiza el proyecto de Angular 14 a 17, incluyendo Material y los tests
""")

_a(L, "es", "feature_across_files", r"""
implementa la exportación a PDF de las facturas: endpoint en el backend, plantilla, botón en el frontend y tests
""")

_a(L, "es", "ci_green", r"""
el CI está en rojo desde el merge de ayer, déjalo en verde
""")

# ---------------------------------------------------------------------------
# German (de)
# ---------------------------------------------------------------------------

_a(S, "de", "commit_message", r"""
Schreib mir eine Commit-Message (Englisch) für diese Änderung

--- a/src/main/kotlin/de/acme/shop/CartService.kt
+++ b/src/main/kotlin/de/acme/shop/CartService.kt
@@ -52,8 +52,10 @@ class CartService(
     fun addItem(cartId: UUID, sku: String, qty: Int): Cart {
-        val cart = repo.findById(cartId).get()
+        require(qty in 1..99) { "qty must be between 1 and 99" }
+        val cart = repo.findById(cartId)
+            .orElseThrow { CartNotFoundException(cartId) }
         cart.add(sku, qty)
         return repo.save(cart)
     }
""")

_a(S, "de", "explain_error", r"""
Was bedeutet dieser Fehler?

error[E0277]: `Rc<RefCell<Node>>` cannot be sent between threads safely
   --> src/main.rs:41:5
    |
41  |     thread::spawn(move || {
    |     ^^^^^^^^^^^^^ `Rc<RefCell<Node>>` cannot be sent between threads safely
    |
    = help: within `[closure@src/main.rs:41:19]`, the trait `Send` is not implemented for `Rc<RefCell<Node>>`
""")

_a(S, "de", "rewrite_text", r"""
Formuliere diese Release Notes freundlicher und kürzer, Zielgruppe Endkunden:

Version 5.2 behebt einen Fehler, der dazu führte, dass beim Export von Rechnungen im PDF-Format unter bestimmten Umständen die Umsatzsteuer falsch ausgewiesen wurde. Außerdem wurde die Performance der Suchfunktion verbessert. Die Unterstützung für Internet Explorer 11 wurde eingestellt.
""")

_a(S, "de", "unit_test_one", r"""
Unit-Test für diese Methode (JUnit 5 + AssertJ), bitte auch Grenzfälle

public static String slugify(String input) {
    if (input == null) return "";
    String s = Normalizer.normalize(input, Normalizer.Form.NFD)
        .replaceAll("\\p{M}", "")
        .toLowerCase(Locale.ROOT)
        .replaceAll("[^a-z0-9]+", "-");
    return s.replaceAll("(^-|-$)", "");
}
""")

_a(L, "de", "port_codebase", r"""
Portier das CLI-Tool von Python nach Rust. Gleiche Subcommands und Flags, gleiche Config-Datei, Tests mitnehmen
""")

_a(L, "de", "take_ticket", r"""
Kannst du das Ticket übernehmen?

SHOP-902: Gutscheincodes
- Admin kann Codes anlegen (fix oder Prozent, Ablaufdatum, max. Einlösungen)
- Eingabefeld im Warenkorb, Validierung serverseitig
- Rabatt erscheint auf der Rechnung als eigene Zeile
- Tests für Einlösung und Ablauf
""")

_a(L, "de", "cleanup_repo", r"""
Bitte alle Deprecation-Warnings im Projekt beseitigen (pytest zeigt aktuell 143 Stück an)
""")

_a(L, "de", "fix_build", r"""
Warum schlägt der Nightly-Build seit Montag fehl? Finde es raus und fix es
""")

# ---------------------------------------------------------------------------
# French (fr)
# ---------------------------------------------------------------------------

_a(S, "fr", "explain_snippet", r"""
explique-moi ce code stp, surtout le rôle de __slots__ et de __post_init__

@dataclass(slots=True)
class Point:
    x: float
    y: float
    norm: float = field(init=False)

    def __post_init__(self):
        self.norm = math.hypot(self.x, self.y)
""")

_a(S, "fr", "regex", r"""
écris une regex pour valider un numéro de téléphone français (06 12 34 56 78, 0612345678, +33 6 12 34 56 78)
""")

_a(S, "fr", "translate_error", r"""
traduis ce message d'erreur en français et explique ce qu'il veut dire :

ModuleNotFoundError: No module named 'distutils'
""")

_a(S, "fr", "pr_title", r"""
donne-moi un titre de PR (en anglais, court) pour : ajout d'un cache mémoire de 60s sur la liste des produits + invalidation quand un produit est modifié dans l'admin
""")

_a(L, "fr", "upgrade_framework", r"""
migre l'appli de Vue 2 à Vue 3 (Vuex -> Pinia aussi), tout doit continuer à marcher
""")

_a(L, "fr", "fix_failing_tests", r"""
corrige les tests qui échouent dans tests/integration
""")

_a(L, "fr", "feature_across_files", r"""
ajoute un système de notifications par email : templates, file d'attente (Celery), préférences utilisateur, et tests
""")

_a(L, "fr", "ci_green", r"""
la CI est cassée depuis ce matin, tu peux la réparer ?
""")

# ---------------------------------------------------------------------------
# Turkish (tr)
# ---------------------------------------------------------------------------

_a(S, "tr", "explain_snippet", r"""
bu fonksiyon ne yapıyor açıklar mısın? özellikle reduce kısmını anlamadım

const toplam = sepet
  .filter(u => u.stok > 0)
  .reduce((acc, u) => acc + u.fiyat * u.adet, 0);
""")

_a(S, "tr", "translate_error", r"""
bu hatayı Türkçe açıkla, ne yapmam lazım?

fatal: refusing to merge unrelated histories
""")

_a(S, "tr", "one_function", r"""
TC kimlik numarası doğrulayan bir Python fonksiyonu yaz (11 hane, ilk hane 0 olamaz, 10. ve 11. hane kontrolü)
""")

_a(S, "tr", "commit_message", r"""
şu diff için kısa bir commit mesajı yaz (İngilizce)

-const TIMEOUT_MS = 3000;
+const TIMEOUT_MS = Number(process.env.PAYMENT_TIMEOUT_MS ?? 10000);
""")

_a(L, "tr", "migrate_runtime", r"""
projeyi Java 8'den Java 21'e taşı. Gradle, bağımlılıklar, deprecated API'ler, CI hepsi dahil
""")

_a(L, "tr", "fix_failing_tests", r"""
başarısız testleri düzelt
""")

_a(L, "tr", "feature_across_files", r"""
ödeme sayfasına taksit seçeneği ekle: banka bazlı taksit tablosu backend'den gelsin, frontend'de seçim, siparişe kaydedilsin, testleriyle
""")

_a(L, "tr", "fix_issue", r"""
bu issue'yu çöz:

#231 Profil fotoğrafı yüklenince eski fotoğraf CDN'de kalıyor
Kullanıcı yeni fotoğraf yüklediğinde eski dosya silinmiyor ve cache invalidation yapılmıyor, bazı kullanıcılar 1 gün boyunca eski fotoğrafı görüyor.
""")

# ---------------------------------------------------------------------------
# Vietnamese (vi)
# ---------------------------------------------------------------------------

_a(S, "vi", "explain_snippet", r"""
giải thích giúp mình đoạn code này, tại sao lại dùng sync.Once?

var (
	client *redis.Client
	once   sync.Once
)

func Client() *redis.Client {
	once.Do(func() {
		client = redis.NewClient(&redis.Options{Addr: os.Getenv("REDIS_ADDR")})
	})
	return client
}
""")

_a(S, "vi", "regex", r"""
viết regex kiểm tra số điện thoại di động Việt Nam (bắt đầu 03, 05, 07, 08, 09, 10 số, có thể có +84 thay cho số 0)
""")

_a(S, "vi", "explain_log", r"""
tóm tắt giúp mình đoạn log này, lỗi chính là gì?

[2024-06-10 09:01:12] INFO  worker-3 started job sync_inventory id=8812
[2024-06-10 09:01:13] WARN  worker-3 supplier API slow (2350ms) sku_batch=1/40
[2024-06-10 09:01:44] WARN  worker-3 supplier API slow (4120ms) sku_batch=17/40
[2024-06-10 09:02:05] ERROR worker-3 supplier API timeout after 5000ms sku_batch=23/40, retry 1/3
[2024-06-10 09:02:11] ERROR worker-3 supplier API timeout after 5000ms sku_batch=23/40, retry 2/3
[2024-06-10 09:02:17] ERROR worker-3 supplier API timeout after 5000ms sku_batch=23/40, retry 3/3
[2024-06-10 09:02:17] ERROR worker-3 job sync_inventory id=8812 failed, 22/40 batches committed
""")

_a(S, "vi", "sql", r"""
viết câu SQL lấy top 10 sản phẩm bán chạy nhất tháng trước theo số lượng

products(id, name, category_id)
order_items(order_id, product_id, quantity, price)
orders(id, created_at, status)
""")

_a(L, "vi", "fix_failing_tests", r"""
sửa giúp mình các test đang fail trong thư mục tests/unit
""")

_a(L, "vi", "migrate_codebase", r"""
chuyển toàn bộ API của project từ REST sang GraphQL (Apollo Server), giữ REST cũ chạy song song một thời gian
""")

_a(L, "vi", "feature_across_files", r"""
thêm tính năng đăng nhập bằng Zalo cho cả web (Next.js) và app (Flutter), backend là NestJS
""")

_a(L, "vi", "ci_green", r"""
CI đỏ rồi, làm cho xanh lại giúp mình
""")

# ---------------------------------------------------------------------------
# Polish (pl)
# ---------------------------------------------------------------------------

_a(S, "pl", "explain_error", r"""
wyjaśnij ten błąd, nie rozumiem o co mu chodzi

django.db.utils.ProgrammingError: column "orders_order.discount_code" does not exist
LINE 1: ...der"."total", "orders_order"."created_at", "orders_...
""")

_a(S, "pl", "one_function", r"""
napisz funkcję w TypeScript walidującą NIP (10 cyfr, suma kontrolna z wagami 6,5,7,2,3,4,5,6,7), może mieć myślniki
""")

_a(S, "pl", "review_diff", r"""
zrób code review tego diffa

 export async function handler(req, res) {
-  const { id } = req.query;
-  const user = await db.user.findUnique({ where: { id } });
+  const { id, fields } = req.query;
+  const user = await db.$queryRawUnsafe(`SELECT ${fields || "*"} FROM users WHERE id = '${id}'`);
   if (!user) return res.status(404).end();
   res.json(user);
 }
""")

_a(S, "pl", "pr_title", r"""
napisz tytuł PR po angielsku: zmiana biblioteki do PDF z wkhtmltopdf na weasyprint, bo wkhtmltopdf jest porzucony
""")

_a(L, "pl", "upgrade_framework", r"""
napraw testy, które się wywalają po aktualizacji Django z 3.2 do 4.2, i popraw ostrzeżenia o deprecacji
""")

_a(L, "pl", "port_codebase", r"""
przenieś backend z Express na NestJS, zachowując te same endpointy i middleware do autoryzacji
""")

_a(L, "pl", "take_ticket", r"""
weź tego taska:

BE-55 Eksport danych użytkownika (RODO)
- endpoint do zlecenia eksportu, generowanie ZIP w tle
- zawiera profil, zamówienia, faktury PDF, historię logowań
- link do pobrania ważny 48h, mail z powiadomieniem
- testy
""")

_a(L, "pl", "investigate_prod", r"""
znajdź czemu kolejka w RabbitMQ się zapycha co noc około 2:00 i to napraw
""")

# ---------------------------------------------------------------------------
# Italian (it)
# ---------------------------------------------------------------------------

_a(S, "it", "explain_log", r"""
spiegami questo stack trace, dove si rompe?

Traceback (most recent call last):
  File "/app/worker/tasks.py", line 57, in process_invoice
    pdf = render_pdf(invoice)
  File "/app/worker/pdf.py", line 22, in render_pdf
    html = template.render(inv=invoice, total=fmt_eur(invoice.total))
  File "/app/worker/pdf.py", line 9, in fmt_eur
    return f"{value:,.2f} €".replace(",", "X").replace(".", ",").replace("X", ".")
TypeError: unsupported format string passed to NoneType.__format__
""")

_a(S, "it", "one_function", r"""
scrivi una funzione Python che valida il codice fiscale italiano (formato + carattere di controllo)
""")

_a(S, "it", "rewrite_code", r"""
riscrivi questa funzione in modo più leggibile, stessa logica

def f(l):
    return [x for x in [y.strip() for y in l if y] if x and not x.startswith('#')]
""")

_a(S, "it", "explain_concept", r"""
differenza tra let, const e var in JS? in breve
""")

_a(L, "it", "fix_failing_tests", r"""
sistema i test che falliscono dopo il refactoring di ieri
""")

_a(L, "it", "i18n", r"""
aggiungi il supporto multilingua (it/en) a tutto il sito, compresi email e PDF generati
""")

_a(L, "it", "migrate_db", r"""
migra il database da MySQL a PostgreSQL, comprese le query native nel codice e gli script di deploy
""")

_a(L, "it", "take_ticket", r"""
prendi in carico questo ticket:

OPS-140 Health check e readiness per tutti i microservizi
- /healthz (liveness) e /readyz (controlla DB e coda)
- aggiornare i manifest k8s con le probe
- dashboard Grafana con lo stato
""")

# ---------------------------------------------------------------------------
# Indonesian (id)
# ---------------------------------------------------------------------------

_a(S, "id", "explain_snippet", r"""
jelaskan kode ini dong, kenapa pakai defer di situ?

func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.Create(dst)
	if err != nil {
		return err
	}
	defer out.Close()
	_, err = io.Copy(out, in)
	return err
}
""")

_a(S, "id", "regex", r"""
buatkan regex untuk validasi NIK (16 digit angka, tidak boleh diawali 0)
""")

_a(S, "id", "commit_message", r"""
tolong buat pesan commit (bahasa Inggris) untuk diff ini

-    if user.role == "admin":
+    if user.role in ("admin", "owner"):
         return True
""")

_a(S, "id", "summary", r"""
ringkas isu ini jadi 2-3 kalimat:

Judul: Notifikasi push dobel di Android 14
Deskripsi: Sejak update aplikasi ke 3.2.0, pengguna Android 14 menerima setiap notifikasi dua kali. iOS tidak terpengaruh. Dari log terlihat token FCM terdaftar dua kali setelah user login ulang, karena token lama tidak dihapus saat logout. Workaround sementara: uninstall lalu install ulang aplikasi.
""")

_a(L, "id", "fix_failing_tests", r"""
perbaiki semua test yang gagal ya
""")

_a(L, "id", "upgrade_framework", r"""
migrasi project dari Laravel 8 ke Laravel 11, termasuk package yang perlu diupdate dan test-nya
""")

_a(L, "id", "feature_across_files", r"""
tambahkan fitur pembayaran QRIS di aplikasi: backend (callback dari payment gateway), halaman checkout web, dan app mobile
""")

_a(L, "id", "ci_green", r"""
CI merah terus dari kemarin, tolong beresin
""")

# ---------------------------------------------------------------------------
for _i, _ask in enumerate(ASKS, 1):
    _ask["id"] = f"i{_i:03d}"

ASK_BY_ID = {a["id"]: a for a in ASKS}
