"""Hand-written asks for the envs_g cross-client consistency set.

Each ask is what a developer typed (plus whatever they pasted) in the FIRST turn.
The label follows the task under the "Labels" rule of the clients' notes:
  - long_horizon: the job needs exploring/editing beyond the supplied content
    (repo questions, fixes somewhere in a project, features, migrations, CI, ...)
  - single_step: everything answerable from the text alone (explain, regex, SQL for a
    given schema, edit/rename/test ONE pasted function, commit message, title, summary,
    short tool/API questions, a snippet written from scratch).
No ask contains tool results or earlier tool calls: these are first turns.

Fields: id, text, label, lang (ISO 639-1), kind (short task tag), size
(short = 1-8 words, medium = one or two sentences, long = multi-line with pasted material).
"""

S, L = "single_step", "long_horizon"
_RAW = []


def _a(label, lang, kind, size, text):
    _RAW.append({"label": label, "lang": lang, "kind": kind, "size": size, "text": text})


# ---------------------------------------------------------------- English, single, short
_a(S, "en", "regex", "short", "regex for a uk postcode")
_a(S, "en", "tool_q", "short", "what does `git worktree add -b` do?")
_a(S, "en", "tool_q", "short", "diff between git reset --soft and --mixed?")
_a(S, "en", "snippet", "short", "python one-liner to flatten a list of lists")
_a(S, "en", "snippet", "short", "bash: loop over filenames with spaces safely")
_a(S, "en", "api_q", "short", "is Array.prototype.at supported in safari 14")
_a(S, "en", "concept", "short", "explain CAP theorem in two lines pls")
_a(S, "en", "tool_q", "short", "tar flags to extract a .tar.zst?")
_a(S, "en", "concept", "short", "what's a covariant return type")
_a(S, "en", "concept", "short", "rust: &str vs String, when to use which")
_a(S, "en", "tool_q", "short", "docker ENTRYPOINT vs CMD, quick version")
_a(S, "en", "misc", "short", "convert 1719792000 unix time to ISO 8601")
_a(S, "en", "api_q", "short", "default postgres port?")
_a(S, "en", "sql", "short", "sql for second highest salary per department")
_a(S, "en", "snippet", "short", "golang reverse a slice in place")
_a(S, "en", "tool_q", "short", "what does `set -euo pipefail` do")
_a(S, "en", "snippet", "short", "jq: print .items[].name one per line")
_a(S, "en", "snippet", "short", "cron expression for weekdays at 7:30")
_a(S, "en", "concept", "short", "why is 0.1 + 0.2 != 0.3")
_a(S, "en", "api_q", "short", "what does HTTP 409 mean exactly")
_a(S, "en", "concept", "short", "kotlin data class vs regular class?")
_a(S, "en", "tool_q", "short", "ffmpeg: trim the first 30 seconds")

# ---------------------------------------------------------------- English, single, medium
_a(S, "en", "snippet", "medium", "Can you write me a Python function that chunks an iterable into lists of n items, with the last chunk allowed to be shorter?")
_a(S, "en", "concept", "medium", "What's the practical difference between useMemo and useCallback in React, and when would I pick one over the other?")
_a(S, "en", "regex", "medium", "I need a regex that matches semver strings like 1.2.3, 1.2.3-rc.1 and 1.2.3+build.5 but rejects leading zeros like 01.2.3.")
_a(S, "en", "snippet", "medium", "write a github actions step that caches ~/.cache/pip keyed on the hash of requirements.txt")
_a(S, "en", "concept", "medium", "How does Postgres decide between an index scan and a bitmap heap scan? asking conceptually, not about a specific query.")
_a(S, "en", "snippet", "medium", "give me a Makefile target that runs black and ruff only on the staged python files")
_a(S, "en", "tool_q", "medium", "explain what `kubectl rollout undo deployment/api --to-revision=3` does and whether it also reverts configmaps")
_a(S, "en", "api_q", "medium", "Is it safe to call json.loads on untrusted input in Python, or are there DoS issues I should know about?")
_a(S, "en", "snippet", "medium", "write a TypeScript utility type that makes every property of an object deeply readonly, arrays included")
_a(S, "en", "concept", "medium", "In C, is `i = i++ + 1;` undefined behaviour? short answer with the reason please")
_a(S, "en", "tool_q", "medium", "How do I make curl follow a 301 redirect but keep it a POST with the same body?")
_a(S, "en", "naming", "medium", "Suggest five names for a CLI that diffs two OpenAPI specs, short and easy to type.")
_a(S, "en", "docs", "medium", "Write a short README paragraph explaining exponential backoff with jitter to people who have never heard of it.")
_a(S, "en", "concept", "medium", "whats the big-O of inserting into a python dict, amortized vs worst case?")
_a(S, "en", "writing", "medium", "Draft a polite note to an open source maintainer asking whether they'd accept a PR that adds Windows support.")
_a(S, "en", "sql", "medium", "Given orders(id, customer_id, total, created_at), write a query that returns each customer's first order with its total.")
_a(S, "en", "tool_q", "medium", "how do i tell git to ignore chmod / file mode changes, just for this one clone")
_a(S, "en", "snippet", "medium", "Write a bash function mkcd that creates a directory (parents too) and cds into it, and works with names containing spaces.")
_a(S, "en", "concept", "medium", "what does `volatile` guarantee in Java, and more importantly what does it NOT guarantee?")
_a(S, "en", "concept", "medium", "Could you explain what a bloom filter is and roughly what false positive rate I'd get for 1M items in 1 MB?")
_a(S, "en", "snippet", "medium", "Write a Go net/http middleware that logs method, path, status code and duration for every request.")

# ---------------------------------------------------------------- English, single, long (pasted material)
_a(S, "en", "explain_log", "long", """what does this error actually mean? i don't get the "partially initialized module" bit

Traceback (most recent call last):
  File "/srv/app/run.py", line 3, in <module>
    from shop.orders import create_order
  File "/srv/app/shop/orders.py", line 5, in <module>
    from shop.invoices import render_invoice
  File "/srv/app/shop/invoices.py", line 2, in <module>
    from shop.orders import Order
ImportError: cannot import name 'Order' from partially initialized module 'shop.orders' (most likely due to a circular import) (/srv/app/shop/orders.py)""")

_a(S, "en", "edit_given", "long", """add type hints and a google style docstring to this, don't change behaviour

def merge_ranges(ranges):
    out = []
    for start, end in sorted(ranges):
        if out and start <= out[-1][1]:
            out[-1][1] = max(out[-1][1], end)
        else:
            out.append([start, end])
    return [tuple(r) for r in out]""")

_a(S, "en", "commit_msg", "long", """Write a commit message for this diff (conventional commits style):

diff --git a/src/cache/lru.ts b/src/cache/lru.ts
index 3b1c2a0..8f4e9d1 100644
--- a/src/cache/lru.ts
+++ b/src/cache/lru.ts
@@ -22,9 +22,13 @@ export class LRU<K, V> {
   get(key: K): V | undefined {
-    const v = this.map.get(key);
-    if (v === undefined) return undefined;
+    if (!this.map.has(key)) return undefined;
+    const v = this.map.get(key) as V;
     this.map.delete(key);
     this.map.set(key, v);
     return v;
   }
+
+  get size(): number {
+    return this.map.size;
+  }
 }""")

_a(S, "en", "summary", "long", """Hi all,

Following up on Thursday's incident review. The root cause was the certificate on the internal payments proxy expiring at 02:14 UTC; our monitoring checked the public cert only. Customer impact was ~40 minutes of failed card payments in the EU region (roughly 3.1k failed attempts, most retried successfully afterwards). Action items: (1) Priya adds expiry checks for all internal certs by end of next week, (2) Tom moves the proxy to the managed cert rotation, (3) we update the on-call runbook with the manual renewal steps. Finance has asked for a list of affected merchants, which Dana is pulling.

Thanks,
Marek

^ summarize this for the team channel in 3 bullets, keep the numbers""")

_a(S, "en", "sql", "long", """schema:

CREATE TABLE users (id bigint primary key, created_at timestamptz, country text);
CREATE TABLE events (id bigint primary key, user_id bigint references users(id), kind text, ts timestamptz);

I need monthly active users (distinct users with at least one 'session_start' event in the month) for the last 12 months, split by country. postgres 15.""")

_a(S, "en", "rename_given", "long", """rename tmp, x and res in this function to something that says what they are:

function totalsByCategory(items) {
  const res = {};
  for (const x of items) {
    const tmp = x.price * x.qty;
    res[x.category] = (res[x.category] || 0) + tmp;
  }
  return res;
}""")

_a(S, "en", "explain_code", "long", """server {
    listen 443 ssl http2;
    server_name api.example.internal;

    location = /healthz { access_log off; return 200; }

    location /static/ {
        alias /var/www/static/;
        expires 7d;
    }

    location ~ ^/v[0-9]+/ {
        proxy_pass http://api_upstream;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_read_timeout 90s;
    }

    location / { return 404; }
}

can someone explain what each location block does and in which order nginx matches them?""")

_a(S, "en", "title", "long", """Give this issue a short title (max 10 words):

When I export a report with more than 65k rows the download starts but the file is empty. Smaller reports work. It happens in Chrome and Firefox. Browser console shows nothing. I think it started after the last release because I exported a 100k row report last month without problems. Our account is on the Business plan.""")

_a(S, "en", "tests_given", "long", """write pytest tests for this, include the edge cases you think matter

def parse_duration(s: str) -> int:
    \"\"\"'1h30m' -> 5400, '45s' -> 45, '2m' -> 120\"\"\"
    units = {"h": 3600, "m": 60, "s": 1}
    total, num = 0, ""
    for ch in s.strip():
        if ch.isdigit():
            num += ch
        elif ch in units and num:
            total += int(num) * units[ch]
            num = ""
        else:
            raise ValueError(f"bad duration: {s!r}")
    if num:
        raise ValueError(f"missing unit in {s!r}")
    return total""")

_a(S, "en", "review_given", "long", """is there anything obviously wrong with this manifest?

apiVersion: apps/v1
kind: Deployment
metadata:
  name: worker
spec:
  replicas: 3
  selector:
    matchLabels:
      app: worker
  template:
    metadata:
      labels:
        app: wrker
    spec:
      containers:
        - name: worker
          image: registry.local/worker:latest
          resources:
            limits:
              memory: 256Mi
          env:
            - name: QUEUE_URL
              value: amqp://guest:guest@rabbit:5672/""")

_a(S, "en", "explain_log", "long", """fn longest(words: &Vec<String>) -> &str {
    let mut best = String::new();
    for w in words {
        if w.len() > best.len() { best = w.clone(); }
    }
    &best
}

error[E0515]: cannot return reference to local variable `best`
 --> src/main.rs:6:5
  |
6 |     &best
  |     ^^^^^ returns a reference to data owned by the current function

why does the borrow checker reject this? I thought returning &str was fine""")

_a(S, "en", "translate_code", "long", """Convert this to idiomatic Kotlin please:

public List<String> activeEmails(List<User> users) {
    List<String> out = new ArrayList<>();
    for (User u : users) {
        if (u.isActive() && u.getEmail() != null) {
            out.add(u.getEmail().toLowerCase());
        }
    }
    Collections.sort(out);
    return out;
}""")

_a(S, "en", "edit_given", "long", """#!/bin/bash
set -e
files=( $(ls *.log) )
for f in "${files[@]}"; do
  if [[ $(wc -l < "$f") -gt 1000 ]]; then
    gzip "$f"
  fi
done
echo "done: ${#files[@]} files checked"

make this script work under plain POSIX sh (no arrays, no [[ ]])""")

_a(S, "en", "explain_log", "long", """2024-05-02T10:14:03.118Z INFO  fetch start url=https://partner.example/api/stock attempt=1
2024-05-02T10:14:08.120Z WARN  timeout after 5000ms attempt=1
2024-05-02T10:14:08.121Z INFO  backing off 200ms
2024-05-02T10:14:08.322Z INFO  fetch start url=https://partner.example/api/stock attempt=2
2024-05-02T10:14:13.324Z WARN  timeout after 5000ms attempt=2
2024-05-02T10:14:13.325Z INFO  backing off 200ms
2024-05-02T10:14:13.526Z INFO  fetch start url=https://partner.example/api/stock attempt=3
2024-05-02T10:14:14.901Z INFO  fetch ok status=200 bytes=48211

what's going on in this log? is the backoff actually doing anything, it looks constant to me""")

_a(S, "en", "writing", "long", """Tighten this PR description, keep it under 100 words and keep the checklist:

This PR is about the thing we discussed last week where the search results were sometimes showing products that were out of stock, which was confusing customers. So what I did is I added a filter on the query side and also I changed the indexer so it reindexes when stock goes to zero. I also fixed a typo in the README while I was there.
- [x] tests
- [ ] docs
- [x] changelog""")

_a(S, "en", "edit_given", "long", """def common_tags(posts_a, posts_b):
    result = []
    for a in posts_a:
        for b in posts_b:
            if a["tag"] == b["tag"] and a["tag"] not in result:
                result.append(a["tag"])
    return result
this is O(n*m) plus the `not in result` scan, rewrite it to be linear-ish, order doesn't matter""")

_a(S, "en", "review_given", "long", """{
  "name": "dash-web",
  "version": "0.9.0",
  "dependencies": {
    "react": "^18.2.0",
    "react-dom": "^18.2.0",
    "eslint": "^8.57.0",
    "zod": "^3.23.0",
    "vitest": "^1.6.0",
    "date-fns": "^3.6.0",
    "@types/react": "^18.3.1",
    "prettier": "^3.2.5"
  }
}

which of these should be devDependencies?""")

_a(S, "en", "edit_given", "long", """FROM python:3.12
WORKDIR /app
COPY . .
RUN apt-get update && apt-get install -y build-essential libpq-dev
RUN pip install -r requirements.txt
CMD ["gunicorn", "app:create_app()", "-b", "0.0.0.0:8000"]

turn this into a multi-stage build so the final image doesn't carry the compiler, and use the slim base""")

_a(S, "en", "explain_code", "long", r"""what does this regex accept? saw it in a signup form

^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?!.*\s).{10,64}$""")

_a(S, "en", "snippet", "long", """region,month,units,revenue
north,2024-01,120,3400.50
north,2024-02,98,2890.00
south,2024-01,301,8120.75
south,2024-02,277,7600.10
west,2024-01,55,1502.00

write pandas code that pivots this so rows are regions, columns are months, values are revenue, with a total column at the end""")

_a(S, "en", "edit_given", "long", """func FetchAll(urls []string) ([][]byte, error) {
	out := make([][]byte, len(urls))
	for i, u := range urls {
		resp, err := http.Get(u)
		if err != nil {
			return nil, err
		}
		b, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		if err != nil {
			return nil, err
		}
		out[i] = b
	}
	return out, nil
}

add a ctx context.Context parameter to this and make the requests respect cancellation""")

# ---------------------------------------------------------------- English, long, short
_a(L, "en", "codebase_q", "short", "who calls normalize_sku in this repo?")
_a(L, "en", "ci_fix", "short", "ci's broken on main again, sort it out")
_a(L, "en", "codebase_q", "short", "where do we set the session cookie ttl?")
_a(L, "en", "migrate", "short", "migrate our tests from nose to pytest")
_a(L, "en", "feature", "short", "add dark mode to the settings page")
_a(L, "en", "upgrade", "short", "bump django to 5.0 and fix what breaks")
_a(L, "en", "audit", "short", "which endpoints are missing auth checks?")
_a(L, "en", "cleanup", "short", "rip out all the dead feature flags")
_a(L, "en", "build", "short", "make our build reproducible")
_a(L, "en", "perf_fix", "short", "why is /search so slow? fix it")
_a(L, "en", "rename_repo", "short", "rename UserDTO to AccountDTO everywhere")
_a(L, "en", "feature", "short", "add structured logging across all services")
_a(L, "en", "debug", "short", "find the memory leak in the worker")
_a(L, "en", "setup", "short", "set up pre-commit hooks for this repo")
_a(L, "en", "migrate", "short", "port the cli from click to typer")
_a(L, "en", "test_fix", "short", "get the e2e suite green locally")
_a(L, "en", "feature", "short", "add i18n to the onboarding flow")
_a(L, "en", "codebase_q", "short", "is retry_count still used anywhere?")
_a(L, "en", "build", "short", "dockerize this project")
_a(L, "en", "tests_repo", "short", "write integration tests for the payments module")
_a(L, "en", "codebase_q", "short", "what breaks here if we drop python 3.8")

# ---------------------------------------------------------------- English, long, medium
_a(L, "en", "bug_fix", "medium", "Our signup confirmation emails go out twice for some users; can you track down why and fix it?")
_a(L, "en", "refactor_repo", "medium", "Replace every print() call in the backend package with the project logger, keeping the same messages and sensible levels.")
_a(L, "en", "build_project", "medium", "Build a small FastAPI service with JWT auth, a Postgres-backed users table, tests, and a docker-compose file to run it all.")
_a(L, "en", "debug", "medium", "The nightly export job started timing out after last week's deploy, figure out what changed and fix it.")
_a(L, "en", "refactor_repo", "medium", "Add type hints to all functions under src/billing and get mypy passing in strict mode.")
_a(L, "en", "wire_in", "medium", "Wire the rate limiter in utils/ratelimit.py into all the public API routes and add a config option for the limits.")
_a(L, "en", "codebase_audit", "medium", "can you go through the repo and figure out which env vars the app actually reads, then write a .env.example from that")
_a(L, "en", "refactor_repo", "medium", "Split the 3000-line views.py into a package with one module per resource, and fix the imports everywhere.")
_a(L, "en", "build_project", "medium", "Create a todo CLI in Rust with sqlite storage, add/list/done subcommands and unit tests.")
_a(L, "en", "bug_fix", "medium", "Why does the app log people out after exactly 15 minutes when the config says 60? Please fix.")
_a(L, "en", "migrate", "medium", "Move the frontend from webpack to vite and make sure both the dev server and the production build work.")
_a(L, "en", "refactor_repo", "medium", "Look at how the HTTP clients in each service handle retries and make them all consistent, exponential backoff with a cap.")
_a(L, "en", "test_fix", "medium", "test_concurrent_checkout fails about one run in ten; find the race and fix it properly, no sleeps.")
_a(L, "en", "feature", "medium", "Add OpenTelemetry tracing to the order service, including the outgoing calls to inventory and payments.")
_a(L, "en", "docs_repo", "medium", "Please update the API docs in docs/ to describe the v2 endpoints and remove the v1 references.")
_a(L, "en", "ci_setup", "medium", "Set up GitHub Actions for this repo: lint, tests on 3.10 to 3.12, and publish to PyPI when a tag is pushed.")
_a(L, "en", "security_repo", "medium", "Find every place we build SQL with f-strings or string concatenation and switch them to parameterized queries.")
_a(L, "en", "feature", "medium", "hey, could you implement the export-to-CSV button from issue #212 end to end, backend endpoint plus the UI?")
_a(L, "en", "build_fix", "medium", "Our Android build fails with a duplicate class error since we added the analytics SDK, please sort out the dependency conflict.")
_a(L, "en", "wire_in", "medium", "Write a script that finds wiki pages untouched for a year and hook it into the existing cron setup in ops/.")
_a(L, "en", "perf", "medium", "Profile the image upload path and get p95 latency below 300 ms.")

# ---------------------------------------------------------------- English, long, long (pasted material)
_a(L, "en", "debug_log", "long", """this blows up in prod every few hours, find the root cause in our code and fix it

Traceback (most recent call last):
  File "/app/worker/consumer.py", line 88, in handle
    order = self.repo.load(msg["order_id"])
  File "/app/worker/repo.py", line 41, in load
    row = self.conn.execute(Q_LOAD, (oid,)).fetchone()
psycopg2.InterfaceError: connection already closed""")

_a(L, "en", "feature_issue", "long", """please implement this:

### Feature request: per-project API tokens
Right now tokens are per user. We'd like tokens scoped to one project, with read-only or read-write scope, revocable from the project settings page, and shown only once at creation. Existing user tokens must keep working. Audit log entries should name the token, not the user, when a project token is used.""")

_a(L, "en", "ci_fix", "long", """make this pass

Run npm run test:unit
> dash-web@0.9.0 test:unit
> vitest run

 FAIL  src/components/DatePicker.test.tsx > DatePicker > renders the selected date
AssertionError: expected '5/2/2024' to be '02/05/2024'
 FAIL  src/utils/format.test.ts > formatMoney > uses the locale
AssertionError: expected '1,234.50 €' to be '1.234,50 €'

 Test Files  2 failed | 41 passed (43)
      Tests  2 failed | 388 passed (390)""")

_a(L, "en", "refactor_repo", "long", """this exact block is copy-pasted in about 15 handlers under api/handlers/. pull it out into a shared helper and update all of them

    user = request.state.user
    if user is None:
        raise HTTPException(status_code=401)
    if not user.is_active or user.org_id != org_id:
        raise HTTPException(status_code=403)
    audit.log(user.id, request.url.path)""")

_a(L, "en", "wire_in", "long", """class EmailOutbox:
    def __init__(self, session, sender):
        self.session = session
        self.sender = sender

    def enqueue(self, to, subject, body):
        self.session.add(OutboxRow(to=to, subject=subject, body=body))

    def flush(self, limit=100):
        for row in self.session.query(OutboxRow).filter_by(sent=False).limit(limit):
            self.sender.send(row.to, row.subject, row.body)
            row.sent = True

wire this into the app so every outbound email goes through it instead of calling the sender directly, and add tests""")

_a(L, "en", "feature", "long", """From: Jess (PM)
> Customers keep asking to be able to pause a subscription instead of cancelling. Pause should last 1-3 months, no charges during the pause, resume automatically, and they should get an email a week before it resumes. Support needs to see paused status in the admin.

can you build this? it touches billing, the scheduler and the admin UI""")

_a(L, "en", "cleanup", "long", """/app/core/models.py:14: RemovedInDjango50Warning: The USE_L10N setting is deprecated.
/app/billing/forms.py:33: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal
/app/reports/export.py:102: FutureWarning: DataFrame.applymap has been deprecated. Use DataFrame.map instead.
/app/core/views.py:7: DeprecationWarning: 'pkg_resources' is deprecated

get rid of all of these across the codebase please, not just the lines shown, there are more of each""")

_a(L, "en", "debug", "long", """-  DATABASE_URL: postgres://app@db:5432/app
+  DB_DSN: postgres://app@db:5432/app
+  DB_POOL_SIZE: "20"

after this config change staging deploys fail on boot. figure out what still depends on the old key and fix it""")

_a(L, "en", "build_fix", "long", """npm ERR! code ERESOLVE
npm ERR! ERESOLVE unable to resolve dependency tree
npm ERR!
npm ERR! While resolving: dash-web@0.9.0
npm ERR! Found: react@18.2.0
npm ERR! node_modules/react
npm ERR!   react@"^18.2.0" from the root project
npm ERR!
npm ERR! Could not resolve dependency:
npm ERR! peer react@"^16.8.0 || ^17.0.0" from react-beautiful-dnd@13.1.1

fix our dependency tree so a clean npm ci works, without --legacy-peer-deps""")

_a(L, "en", "bug_fix", "long", """Customer email below, please reproduce and fix.

"Hello, when I change my shipping address during checkout and then go back to the cart, the tax is still calculated for my old state. If I refresh the page it becomes correct. This made me pay $14 more than I should have. Order #88231."
""")

_a(L, "en", "migrate", "long", """Migration plan (from the design doc):
1. Introduce `money` type (amount_minor: int, currency: str) and use it in the Invoice and Payment models.
2. Backfill: convert all float amounts to minor units, in batches of 10k, idempotent.
3. Switch API serializers to emit strings for amounts.
4. Drop the float columns.

go ahead and do steps 1 and 2""")

_a(L, "en", "perf", "long", """         1893421 function calls (1790211 primitive calls) in 14.212 seconds

   Ordered by: cumulative time

   ncalls  tottime  percall  cumtime  percall filename:lineno(function)
        1    0.002    0.002   14.212   14.212 report.py:12(build_report)
     5000    0.041    0.000   11.380    0.002 report.py:48(enrich_row)
     5000    0.120    0.000   10.977    0.002 pricing.py:77(current_price)
     5000   10.402    0.002   10.402    0.002 {method 'execute' of 'sqlite3.Cursor' objects}
        1    1.902    1.902    1.902    1.902 report.py:90(to_xlsx)

optimise the hot paths in our code based on this""")

_a(L, "en", "debug", "long", """Sentry issue PAY-3F1 (1.2k events, 310 users)
TypeError: Cannot read properties of undefined (reading 'currency')
  at formatTotal (app/checkout/summary.js:41:28)
  at CheckoutSummary (app/checkout/summary.js:12:10)
Tags: browser=Safari 17, release=web@4.18.0, route=/checkout/review

investigate this and fix it""")

_a(L, "en", "security_repo", "long", """Findings from the pentest report:
- H1: session id not rotated after login
- M2: password reset tokens never expire
- M3: admin export endpoint lacks CSRF protection
- L1: verbose stack traces returned on 500 in production

address these in the repo and add a regression test for each""")

_a(L, "en", "infra_fix", "long", """  # module.db.aws_db_instance.main must be replaced
-/+ resource "aws_db_instance" "main" {
      ~ id                 = "prod-main" -> (known after apply)
      ~ identifier         = "prod-main" -> (known after apply)
      + identifier_prefix  = "prod-main-" # forces replacement
        # (41 unchanged attributes hidden)
    }

our terraform module forces a db replacement on every apply, fix the module so it doesn't""")

_a(L, "en", "wire_in", "long", """openapi: 3.0.3
info: {title: Inventory, version: 2.1.0}
paths:
  /items/{sku}:
    get:
      operationId: getItem
      parameters: [{name: sku, in: path, required: true, schema: {type: string}}]
  /items/{sku}/reserve:
    post:
      operationId: reserveItem

generate a typed client from this spec and replace our hand written fetch calls to inventory with it""")

_a(L, "en", "test_fix", "long", """these started failing after the SQLAlchemy 2.0 upgrade, fix them (and the code if the code is what's wrong):

tests/test_orders.py::test_order_totals
tests/test_orders.py::test_cancel_releases_stock
tests/test_reports.py::test_monthly_rollup
tests/test_users.py::test_soft_delete_hides_user""")

_a(L, "en", "feature", "long", """TODO for v0.4 of the engine:
- [ ] sprite batching so we do one draw call per texture atlas
- [ ] pause menu that freezes physics but not UI animations
- [ ] save slots (3) serialized to JSON in the user data dir

implement these in the engine""")

_a(L, "en", "bug_fix", "long", """GitHub issue #540: parser crashes on nested comments

Input:
/* outer /* inner */ still outer */
int x = 1;

Expected: the whole thing is one comment (we document nested comments as supported).
Actual: panic at 'unexpected token STAR', lexer.rs

please fix this in the lexer and add the case to the test corpus""")

_a(L, "en", "wire_in", "long", """services:
  api:
    build: ./api
    environment:
      - DATABASE_URL=postgres://app@db/app
    depends_on: [db]
  db:
    image: postgres:16

add redis to this stack and make the api use it for session storage instead of the db table""")

_a(L, "en", "feature", "long", """From our README:

  --dry-run   Print every file that would be changed and the diff, without writing anything.

That's not what it does, it currently just skips the final write but still runs the formatters in place. make the code actually do what the README says""")

# ================================================================ other languages
# ---- Chinese
_a(S, "zh", "snippet", "short", "Python 怎么把字典按 value 排序")
_a(S, "zh", "tool_q", "short", "git stash pop 和 apply 有啥区别？")
_a(S, "zh", "regex", "medium", "帮我写一个正则，匹配中国大陆 11 位手机号：以 1 开头，第二位是 3 到 9。")
_a(S, "zh", "concept", "medium", "解释一下 Go 里 defer 的执行顺序，以及它和具名返回值之间是什么关系。")
_a(S, "zh", "docstring", "long", """public static String maskPhone(String phone) {
    if (phone == null || phone.length() < 7) {
        return phone;
    }
    return phone.substring(0, 3) + "****" + phone.substring(phone.length() - 4);
}

给这个方法写一段 Javadoc 注释，用中文，说明参数、返回值和边界情况""")
_a(S, "zh", "explain_log", "long", """------------------------
LATEST DETECTED DEADLOCK
------------------------
*** (1) TRANSACTION:
TRANSACTION 4211873, ACTIVE 0 sec starting index read
UPDATE account SET balance = balance - 100 WHERE id = 7
*** (1) WAITING FOR THIS LOCK TO BE GRANTED:
RECORD LOCKS space id 58 page no 4 n bits 80 index PRIMARY of table `bank`.`account` trx id 4211873 lock_mode X locks rec but not gap waiting
*** (2) TRANSACTION:
TRANSACTION 4211874, ACTIVE 0 sec starting index read
UPDATE account SET balance = balance + 100 WHERE id = 3
*** (2) HOLDS THE LOCK(S):
RECORD LOCKS space id 58 page no 4 n bits 80 index PRIMARY of table `bank`.`account` trx id 4211874 lock_mode X locks rec but not gap
*** WE ROLL BACK TRANSACTION (2)

这段 InnoDB 日志是什么意思？两个事务为什么会互相锁住？""")
_a(L, "zh", "migrate", "short", "把项目里的 moment.js 全部换成 dayjs")
_a(L, "zh", "debug", "short", "登录接口偶尔 502，帮忙查一下修好")
_a(L, "zh", "bug_fix", "medium", "这个 bug 帮忙 fix 一下：用户上传 avatar 之后 profile 页面还是显示旧图，要强刷才更新，应该是 CDN cache 的问题，但我不确定 header 是在哪一层 set 的。")
_a(L, "zh", "setup", "medium", "给整个 repo 加上 ESLint 和 Prettier 的配置，并把现有代码里所有 lint 报错都修掉。")
_a(L, "zh", "feature", "long", """需求（来自产品）：
1. 订单列表支持按「下单时间」和「支付状态」筛选
2. 筛选条件要保存在 URL 里，刷新后不丢
3. 导出 Excel 时也要按当前筛选条件导出
4. 后端接口要加分页，默认每页 20 条

按这个需求实现一下，前后端都要改，顺便补上测试""")
_a(L, "zh", "debug_log", "long", """线上这个错误每天出现几百次，帮我在代码里找到原因并修复：

Traceback (most recent call last):
  File "/srv/api/handlers/coupon.py", line 57, in apply_coupon
    discount = rule.compute(cart.total)
  File "/srv/api/domain/rules.py", line 112, in compute
    return min(self.cap, total * self.rate)
TypeError: '<' not supported between instances of 'Decimal' and 'NoneType'""")

# ---- Japanese
_a(S, "ja", "concept", "short", "TypeScriptのsatisfies演算子って何？")
_a(S, "ja", "tool_q", "short", "rsyncで削除も同期するオプションは？")
_a(S, "ja", "sql", "medium", "テーブルは users(id, name, dept_id) と depts(id, name) です。部署ごとの人数を多い順に出すSQLを書いてください。")
_a(S, "ja", "rename_given", "long", """def f(a, b):
    r = []
    for i in a:
        t = b.get(i["id"])
        if t and t["ok"]:
            r.append({**i, "score": t["v"]})
    return r

この関数の変数名をもっと分かりやすくリネームしてください。ロジックは変えないでください。""")
_a(S, "ja", "commit_msg", "long", """このdiffのコミットメッセージを英語で書いて：

--- a/config/settings.yaml
+++ b/config/settings.yaml
@@ -4,7 +4,7 @@ server:
   port: 8080
-  read_timeout: 5s
+  read_timeout: 15s
   write_timeout: 10s
+  max_header_bytes: 65536""")
_a(L, "ja", "test_fix", "short", "テストが全部落ちてる、直して")
_a(L, "ja", "migrate", "medium", "このリポジトリに残っているPython 2系の書き方をすべてPython 3に移行して、CIも通るようにしてください。")
_a(L, "ja", "feature", "medium", "ユーザー一覧APIにページネーションを追加して、フロントの一覧画面もそれに対応させてほしいです。")
_a(L, "ja", "infra_fix", "long", """NAME                        READY   STATUS             RESTARTS   AGE
api-7d9c6b8f4-2xk8p         0/1     CrashLoopBackOff   6          9m
api-7d9c6b8f4-qq4mz         0/1     CrashLoopBackOff   6          9m

kubectl logs の最後:
Error: ENOENT: no such file or directory, open '/etc/app/config.json'

新しいバージョンをデプロイしたらこうなりました。原因を調べて、うちのHelmチャートを直してください。""")
_a(L, "ja", "feature", "long", """以下の仕様でSlack通知機能を実装してください。

- デプロイ成功・失敗時に #deploy チャンネルへ通知
- 失敗時は直近のcommit作者をメンション
- Webhook URLは環境変数 SLACK_WEBHOOK_URL から読む
- 既存の notifier モジュールの interface に合わせること

テストもお願いします。""")

# ---- Korean
_a(S, "ko", "snippet", "short", "파이썬 f-string 소수점 둘째 자리까지")
_a(S, "ko", "concept", "medium", "REST에서 PUT과 PATCH 차이를 예시 하나로 설명해 줄래요?")
_a(S, "ko", "tool_q", "medium", "docker compose up 할 때 --build 옵션은 언제 꼭 붙여야 하나요?")
_a(S, "ko", "docstring", "long", """function debounce(fn, wait) {
  let timer = null;
  return function (...args) {
    clearTimeout(timer);
    timer = setTimeout(() => fn.apply(this, args), wait);
  };
}

이 함수에 JSDoc 주석 달아줘""")
_a(L, "ko", "bug_fix", "short", "우리 앱 로그인 버그 찾아서 고쳐줘")
_a(L, "ko", "tests_repo", "short", "결제 모듈 테스트 커버리지 80%까지 올려줘")
_a(L, "ko", "refactor_repo", "medium", "프로젝트 전체에서 axios 직접 호출하는 부분을 우리 fetch 래퍼로 바꾸고 관련 테스트도 업데이트해 주세요.")
_a(L, "ko", "build_fix", "long", """배포할 때마다 이 에러가 나요. 원인 찾아서 고쳐 주세요.

#12 [build 6/8] RUN npm run build
#12 4.112 > next build
#12 9.870 Type error: Property 'locale' does not exist on type 'NextRouter'.
#12 9.870   14 |   const router = useRouter();
#12 9.870 > 15 |   const lang = router.locale ?? "ko";""")

# ---- Russian
_a(S, "ru", "tool_q", "short", "что делает git cherry-pick -x?")
_a(S, "ru", "regex", "short", "регулярка для IPv4 адреса")
_a(S, "ru", "concept", "medium", "Объясни, чем asyncio.gather отличается от asyncio.wait и когда что лучше использовать.")
_a(S, "ru", "edit_given", "long", """double total = 0;
for (size_t i = 0; i < prices.size(); ++i) {
    total += prices[i] * qty[i];
}

перепиши этот цикл через std::inner_product, без сырых индексов""")
_a(S, "ru", "summary", "long", """Коллеги, добрый день!
С понедельника переезжаем на новый стенд для нагрузочного тестирования. Старый стенд будет доступен до 15-го числа только на чтение. Доступы выдаёт Андрей, заявки через форму в Confluence. Скрипты k6 нужно перенести в репозиторий perf-tests, старые jmeter-сценарии больше не поддерживаем. Вопросы — в канал #perf.

сделай краткое резюме этого письма на английском, 2-3 предложения""")
_a(L, "ru", "build_fix", "short", "почини сборку под windows")
_a(L, "ru", "migrate", "medium", "Перенеси все настройки сервиса из ini-файлов в pydantic-settings и обнови все места, где они читаются.")
_a(L, "ru", "bug_fix", "medium", "Почему у нас в приложении экспорт в PDF ломается на кириллице? Найди причину и исправь.")
_a(L, "ru", "debug", "long", """сервис зависает раз в сутки, вот кусок дампа горутин. найди дедлок в нашем коде и исправь

goroutine 1841 [sync.Mutex.Lock, 23 minutes]:
sync.(*Mutex).Lock(...)
github.com/acme/ledger/internal/book.(*Book).Apply(0xc000212000, ...)
        /src/internal/book/book.go:88 +0x6c
goroutine 1842 [sync.RWMutex.RLock, 23 minutes]:
github.com/acme/ledger/internal/book.(*Book).Snapshot(0xc000212000)
        /src/internal/book/book.go:131 +0x45
github.com/acme/ledger/internal/book.(*Book).Apply(0xc000212000, ...)
        /src/internal/book/book.go:97 +0x1b2""")
_a(L, "ru", "feature", "long", """Задача из джиры:
PROJ-1432 Добавить soft-delete для клиентов
- вместо DELETE ставим deleted_at
- удалённые не показываются в списках и поиске
- админ может восстановить клиента в течение 30 дней
- через 30 дней фоновая задача удаляет окончательно

сделай эту задачу, плиз, с миграцией и тестами""")

# ---- Ukrainian
_a(S, "uk", "concept", "short", "що означає помилка CORS preflight?")
_a(S, "uk", "sql", "medium", "Напиши SQL-запит для таблиці payments(id, user_id, amount, paid_at), який рахує суму платежів за кожен тиждень.")
_a(L, "uk", "feature", "short", "додай вхід через Google у наш застосунок")
_a(L, "uk", "bug_fix", "long", """Тікет від підтримки:
«Після зміни мови інтерфейсу на українську дати в історії замовлень показуються як 01.01.1970. Англійською все гаразд.»

знайди, де це ламається в репозиторії, і виправ""")

# ---- Arabic
_a(S, "ar", "concept", "short", "ما الفرق بين let و const في جافاسكربت؟")
_a(S, "ar", "snippet", "medium", "اكتب لي دالة بايثون تتحقق من صحة رقم IBAN حسب خوارزمية mod 97.")
_a(S, "ar", "explain_code", "long", """def group_by_day(events):
    out = defaultdict(list)
    for e in sorted(events, key=lambda e: e.ts):
        out[e.ts.date()].append(e)
    return dict(out)

اشرح لي ماذا تفعل هذه الدالة سطراً بسطر""")
_a(L, "ar", "test_fix", "short", "الاختبارات بتفشل بعد آخر دمج، صلّحها")
_a(L, "ar", "feature", "medium", "أضف دعم اللغة العربية واتجاه RTL لكل صفحات لوحة التحكم في التطبيق.")
_a(L, "ar", "debug_log", "long", """ابحث عن سبب هذا الخطأ في الكود وأصلحه، يظهر عند كل طلب دفع:

[ERROR] 2024-06-11 08:02:17 PaymentService - Unexpected error
java.lang.NullPointerException: Cannot invoke "com.acme.pay.Currency.getCode()" because "order.currency" is null
    at com.acme.pay.PaymentService.charge(PaymentService.java:74)
    at com.acme.pay.api.PaymentController.pay(PaymentController.java:39)""")

# ---- Hindi (Devanagari and Hinglish)
_a(S, "hi", "snippet", "short", "पायथन में लिस्ट को उल्टा कैसे करें?")
_a(S, "hi", "regex", "medium", "bhai ek regex chahiye jo Indian PAN number match kare, format ABCDE1234F jaisa")
_a(S, "hi", "tool_q", "medium", "Docker में volume और bind mount में क्या अंतर है? छोटा सा जवाब दो।")
_a(S, "hi", "edit_given", "long", """def calc(a, b, c):
    x = a * b
    y = x - (x * c / 100)
    return round(y, 2)

isme ek docstring add kar do aur variable names thode clear kar do, logic same rehna chahiye""")
_a(L, "hi", "feature", "short", "poore project me proper logging setup kar do")
_a(L, "hi", "bug_fix", "medium", "हमारे ऐप में OTP कभी-कभी दो बार भेजा जाता है, कारण ढूंढो और ठीक करो।")
_a(L, "hi", "refactor_repo", "medium", "repo me jitne bhi hardcoded API URLs hain unko env config me shift karo aur README bhi update karo")
_a(L, "hi", "debug_log", "long", """यह एरर प्रोडक्शन में बार-बार आ रहा है, कोड में वजह ढूंढकर फिक्स करो:

Unhandled Rejection at: Promise
MongoServerError: E11000 duplicate key error collection: shop.carts index: userId_1 dup key: { userId: ObjectId('65f0c2a1e4b0a9d3c1f2a7b8') }
    at /app/node_modules/mongodb/lib/operations/insert.js:50:33
    at async CartService.getOrCreate (/app/src/services/cart.js:22:7)""")

# ---- Spanish
_a(S, "es", "tool_q", "short", "¿qué hace `git bisect`?")
_a(S, "es", "regex", "short", "regex para validar un DNI español")
_a(S, "es", "concept", "medium", "¿Me explicas la diferencia entre un mutex y un semáforo con un ejemplo sencillo?")
_a(S, "es", "tests_given", "long", """export function slugify(title) {
  return title
    .toLowerCase()
    .normalize("NFD").replace(/[\\u0300-\\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

escribe tests con jest para esta función, incluyendo acentos y ñ""")
_a(S, "es", "explain_log", "long", """<--- Last few GCs --->
[18422:0x5a1c2e0]    61234 ms: Mark-Compact 2039.8 (2082.6) -> 2038.1 (2083.4) MB, 1822.4 / 0.0 ms  (average mu = 0.112, current mu = 0.021) allocation failure
FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory

me explicas qué significa este error? no entiendo lo de Mark-Compact ni el "mu" """)
_a(L, "es", "migrate", "short", "migra el proyecto entero a TypeScript")
_a(L, "es", "codebase_q", "short", "¿dónde se calcula el IVA en este repo?")
_a(L, "es", "perf", "medium", "El dashboard tarda 8 segundos en cargar en producción; encuentra el cuello de botella y arréglalo.")
_a(L, "es", "refactor_repo", "medium", "necesito que hagas el refactor del módulo de auth para usar el nuevo middleware, en todos los endpoints que lo usan")
_a(L, "es", "feature", "long", """Issue #77: Reservas recurrentes
Como usuario quiero poder reservar la misma sala todas las semanas (o cada dos semanas) hasta una fecha fin.
- Si alguna ocurrencia choca con otra reserva, avisar y saltarla
- Poder cancelar una ocurrencia o toda la serie
- El calendario debe mostrar un icono en las reservas recurrentes

implementa esto por favor""")

# ---- Portuguese
_a(S, "pt", "concept", "short", "diferença entre == e === em JS?")
_a(S, "pt", "snippet", "medium", "Escreve uma função em Python que valida CPF, calculando os dois dígitos verificadores.")
_a(S, "pt", "sql", "long", """tabelas:
produtos(id, nome, categoria)
vendas(id, produto_id, quantidade, vendido_em date)

monta uma query (postgres) que traga os 5 produtos mais vendidos em quantidade por mês em 2024""")
_a(S, "pt", "summary", "long", """Versão 3.2 traz: modo offline para formulários, sincronização automática quando a conexão volta, exportação em PDF com logotipo da empresa, correção do bug que duplicava fotos no Android e melhorias de desempenho na lista de clientes (até 3x mais rápida com 10 mil registros).

resume isso em um tweet de até 280 caracteres""")
_a(L, "pt", "upgrade", "short", "atualiza o projeto pro Node 20")
_a(L, "pt", "bug_fix", "medium", "Por que o nosso app Flutter fecha sozinho quando abre a câmera no Android 14? Corrige por favor.")
_a(L, "pt", "feature", "medium", "Adiciona autenticação de dois fatores no login, com códigos de backup e testes.")
_a(L, "pt", "debug_log", "long", """acha a causa disso no nosso código e corrige:

org.springframework.dao.DataIntegrityViolationException: could not execute statement; SQL [n/a]; constraint [fk_pedido_cliente]
    at com.loja.pedidos.PedidoService.criar(PedidoService.java:58)
    at com.loja.pedidos.PedidoController.novo(PedidoController.java:31)
Caused by: org.postgresql.util.PSQLException: ERROR: insert or update on table "pedido" violates foreign key constraint "fk_pedido_cliente"
  Detail: Key (cliente_id)=(0) is not present in table "cliente".""")

# ---- German
_a(S, "de", "tool_q", "short", "was macht `git reflog` eigentlich?")
_a(S, "de", "snippet", "medium", "Schreib mir eine Bash-Funktion, die prüft, ob ein bestimmter Port auf localhost belegt ist.")
_a(S, "de", "edit_given", "long", """def lade_kunden(pfad, nur_aktive=True):
    kunden = []
    with open(pfad, encoding="utf-8") as f:
        for zeile in csv.DictReader(f):
            if nur_aktive and zeile["status"] != "aktiv":
                continue
            kunden.append(zeile)
    return kunden

Bitte füge dieser Funktion Typannotationen hinzu, ohne das Verhalten zu ändern.""")
_a(S, "de", "commit_msg", "long", """schreib eine kurze Commit-Message dafür:

diff --git a/app/mail.py b/app/mail.py
@@ -12,6 +12,8 @@ def send_invoice(invoice, to):
     msg = build_message(invoice)
+    if not to or "@" not in to:
+        raise ValueError("invalid recipient")
     smtp.send(msg, to)""")
_a(L, "de", "upgrade", "short", "Upgrade auf Spring Boot 3 durchziehen")
_a(L, "de", "codebase_q", "short", "wo wird im Code die MwSt berechnet?")
_a(L, "de", "ci_fix", "medium", "Unsere Integrationstests laufen lokal grün, in der CI aber rot – finde raus, warum, und behebe es.")
_a(L, "de", "build_project", "medium", "Bau mir eine kleine Web-App mit Flask, Login, SQLite und Dockerfile, inklusive Tests.")
_a(L, "de", "refactor_repo", "long", """class UserRepository(private val api: Api) {
    fun load(id: String, cb: (User?) -> Unit) {
        api.getUser(id).enqueue(object : Callback<User> {
            override fun onResponse(c: Call<User>, r: Response<User>) = cb(r.body())
            override fun onFailure(c: Call<User>, t: Throwable) = cb(null)
        })
    }
}

Dieses Callback-Muster steckt in allen Repositories im data-Modul. Bitte überall auf suspend-Funktionen und Flow umstellen und die Aufrufer anpassen.""")

# ---- French
_a(S, "fr", "concept", "short", "c'est quoi un deadlock ?")
_a(S, "fr", "regex", "medium", "Peux-tu m'écrire une regex qui valide un numéro de mobile français (06, 07 ou +33 6/7) ?")
_a(S, "fr", "translate_code", "long", """def moyenne_ponderee(notes, coefs):
    if len(notes) != len(coefs) or not notes:
        raise ValueError("listes invalides")
    return sum(n * c for n, c in zip(notes, coefs)) / sum(coefs)

traduis cette fonction en JavaScript moderne""")
_a(S, "fr", "title", "long", """Donne un titre court à ce ticket :

Quand on duplique un devis qui contient une remise globale, la remise est appliquée deux fois sur le nouveau devis. Le total affiché est faux mais le PDF est correct. Ça arrive seulement si la remise est en pourcentage.""")
_a(L, "fr", "feature", "short", "ajoute la pagination sur toutes les listes de l'API")
_a(L, "fr", "bug_fix", "medium", "Pourquoi notre appli renvoie une 500 quand le nom de l'utilisateur contient un accent ? Corrige le problème.")
_a(L, "fr", "migrate", "medium", "Remplace partout dans le projet l'ancien client HTTP maison par httpx et adapte les tests.")
_a(L, "fr", "debug_log", "long", """trouve d'où vient cette fuite de connexions dans notre code et corrige-la :

2024-03-08 14:22:10 WARN  HikariPool-1 - Connection leak detection triggered for org.postgresql.jdbc.PgConnection@5c1a8f on thread http-nio-8080-exec-7, stack trace follows
java.lang.Exception: Apparent connection leak detected
    at fr.acme.factures.FactureDao.listerImpayees(FactureDao.java:63)
    at fr.acme.factures.RelanceJob.run(RelanceJob.java:28)""")

# ---- Turkish
_a(S, "tr", "concept", "short", "python'da list comprehension nedir?")
_a(S, "tr", "regex", "medium", "Bana bir e-posta adresini kabaca doğrulayan basit bir regex yazar mısın?")
_a(L, "tr", "bug_fix", "short", "sipariş servisindeki bug'ı bul ve düzelt")
_a(L, "tr", "refactor_repo", "medium", "Projedeki tüm dış API çağrılarına timeout ekle ve hata durumlarını düzgün logla.")

# ---- Vietnamese
_a(S, "vi", "concept", "short", "TCP với UDP khác nhau thế nào?")
_a(S, "vi", "snippet", "medium", "Viết giúp mình hàm JavaScript định dạng số tiền kiểu Việt Nam, ví dụ 1.234.567 ₫.")
_a(L, "vi", "bug_fix", "medium", "Tìm xem vì sao trang giỏ hàng tính sai tổng tiền khi có mã giảm giá rồi sửa giúp mình nhé.")

# ---- Polish
_a(S, "pl", "tool_q", "medium", "Wyjaśnij, co robi `git rebase -i HEAD~3` i jak połączyć trzy commity w jeden.")
_a(L, "pl", "migrate", "short", "przenieś CI z Travisa na GitHub Actions")
_a(L, "pl", "debug_log", "long", """napraw to w naszym kodzie, wywala się przy imporcie faktur z pliku:

Traceback (most recent call last):
  File "/app/faktury/importer.py", line 44, in importuj
    kwota = Decimal(wiersz["kwota"])
decimal.InvalidOperation: [<class 'decimal.ConversionSyntax'>]""")

ASKS = []
for _i, _r in enumerate(_RAW, 1):
    _r["text"] = _r["text"].strip()
    ASKS.append({"id": f"g{_i:03d}", **_r})
del _i, _r
