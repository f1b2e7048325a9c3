"""Hand-written asks for the envs_k cross-client consistency set.

Each ask is what a person typed into a tool (plus whatever they pasted).
The label belongs to the ask and is the same in every client envelope.

Fields: id (k001.. in list order), label, lang (ISO 639-1), kind, text.
"""

S = "single_step"
L = "long_horizon"

ASKS = []


def A(label, lang, kind, text):
    ASKS.append({"label": label, "lang": lang, "kind": kind, "text": text})


# ---------------------------------------------------------------------------
# English, single_step
# ---------------------------------------------------------------------------

A(S, "en", "regex", "regex for ISO 8601 dates like 2024-03-07, date only, no time part. months 01-12 days 01-31 is good enough")

A(S, "en", "tool_question", "what does `git rebase --onto main feature~3 feature` actually do? in plain words pls")

A(S, "en", "explain_plan", """Limit  (cost=0.43..1845.22 rows=50 width=212) (actual time=2312.554..2312.601 rows=50 loops=1)
  ->  Sort  (cost=0.43..98211.90 rows=2661 width=212) (actual time=2312.551..2312.580 rows=50 loops=1)
        Sort Key: created_at DESC
        Sort Method: top-N heapsort  Memory: 61kB
        ->  Seq Scan on events  (cost=0.00..97120.00 rows=2661 width=212) (actual time=0.041..2309.870 rows=2704 loops=1)
              Filter: ((tenant_id = 4411) AND (kind = 'invoice.paid'::text))
              Rows Removed by Filter: 4197296
Planning Time: 0.188 ms
Execution Time: 2312.690 ms

why is it doing a seq scan on events here and what index would you add? table has ~4.2M rows, we only ever filter by tenant_id + kind and sort by created_at""")

A(S, "en", "sql", """schema:
create table customers (id bigint primary key, email text not null, signed_up_at timestamptz not null);
create table orders (id bigint primary key, customer_id bigint references customers(id), status text, placed_at timestamptz not null);
create table order_items (order_id bigint references orders(id), sku text, qty int, unit_price numeric(12,2));

write one query (postgres): top 5 customers by revenue over the last 90 days, only orders with status 'paid', ties broken by earliest signup. return email and revenue""")

A(S, "en", "summarize", """14:02 alert fired: checkout-api 5xx > 5% (eu-west-1)
14:04 @dana acked, sees spike of 502s at the ALB
14:09 traced to payments-gw pods OOMKilled after 2.31.0 rollout at 13:55
14:11 @mike paused rollout, 40% of pods still on new version
14:18 rollback to 2.30.4 started
14:26 rollback complete, 5xx back under 0.5%
14:40 root cause suspected: new currency cache loads full FX table per request
15:05 confirmed in heap profile, fix PR opened

summarize this for the status page, 3-4 sentences, customer-facing, no blame, no internal names""")

A(S, "en", "docstring", """add a google-style docstring to this, nothing else changes:

def parse_header(raw: bytes, *, strict: bool = False) -> dict[str, str]:
    out = {}
    for line in raw.split(b"\\r\\n"):
        if not line:
            break
        if b":" not in line:
            if strict:
                raise ValueError(f"bad header line: {line!r}")
            continue
        k, v = line.split(b":", 1)
        out[k.strip().lower().decode("latin-1")] = v.strip().decode("latin-1")
    return out""")

A(S, "en", "tool_question", "kubectl how do i see logs of the previous crashed container in a pod")

A(S, "en", "explain_error", """what's the actual cause here? which frame is ours

org.springframework.web.util.NestedServletException: Request processing failed; nested exception is java.lang.NullPointerException: Cannot invoke "com.acme.billing.model.Plan.getCurrency()" because the return value of "com.acme.billing.model.Subscription.getPlan()" is null
	at org.springframework.web.servlet.FrameworkServlet.processRequest(FrameworkServlet.java:1014)
	at org.springframework.web.servlet.FrameworkServlet.doPost(FrameworkServlet.java:909)
	at javax.servlet.http.HttpServlet.service(HttpServlet.java:681)
Caused by: java.lang.NullPointerException: Cannot invoke "com.acme.billing.model.Plan.getCurrency()" because the return value of "com.acme.billing.model.Subscription.getPlan()" is null
	at com.acme.billing.invoice.InvoiceBuilder.lineItems(InvoiceBuilder.java:88)
	at com.acme.billing.invoice.InvoiceBuilder.build(InvoiceBuilder.java:41)
	at com.acme.billing.api.InvoiceController.preview(InvoiceController.java:57)
	at java.base/jdk.internal.reflect.NativeMethodAccessorImpl.invoke0(Native Method)
	at org.springframework.web.method.support.InvocableHandlerMethod.doInvoke(InvocableHandlerMethod.java:205)""")

A(S, "en", "config_edit", "change this cron so it runs every weekday at 06:30 UTC instead: `0 */4 * * *`")

A(S, "en", "explain_config", """why does this return 404 for /api/v2/ paths? just going off the config, v1 works fine

server {
    listen 443 ssl;
    server_name api.internal.example;

    location /api/v1/ {
        proxy_pass http://backend_v1/;
    }

    location ~ ^/api/v[2-9]$ {
        proxy_pass http://backend_v2;
    }

    location / {
        return 404;
    }
}""")

A(S, "en", "promql", "promql: p99 latency per route from http_request_duration_seconds_bucket over 5m windows, only job=\"checkout\"")

A(S, "en", "config_edit", """in this snippet, rename aws_s3_bucket.logs to aws_s3_bucket.access_logs and add the moved block so terraform doesn't recreate it:

resource "aws_s3_bucket" "logs" {
  bucket = "acme-prod-access-logs"
  tags = {
    team = "platform"
  }
}

resource "aws_s3_bucket_versioning" "logs" {
  bucket = aws_s3_bucket.logs.id
  versioning_configuration {
    status = "Enabled"
  }
}""")

A(S, "en", "unit_test", """write pytest tests for this function only. cover empty input, unicode, and the max_len edge

def slugify(title: str, max_len: int = 60) -> str:
    s = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode()
    s = re.sub(r"[^a-zA-Z0-9]+", "-", s).strip("-").lower()
    if len(s) > max_len:
        s = s[:max_len].rsplit("-", 1)[0]
    return s or "untitled\"""")

A(S, "en", "tool_question", "difference between COPY and ADD in a Dockerfile? when would I ever want ADD")

A(S, "en", "explain_code", """explain what the retry loop in doRequest does and whether the backoff can overflow

func (c *Client) doRequest(ctx context.Context, req *http.Request) (*http.Response, error) {
	var lastErr error
	for attempt := 0; attempt <= c.maxRetries; attempt++ {
		if attempt > 0 {
			backoff := c.baseDelay * time.Duration(1<<attempt)
			if backoff > c.maxDelay {
				backoff = c.maxDelay
			}
			jitter := time.Duration(rand.Int63n(int64(backoff) / 2))
			select {
			case <-time.After(backoff + jitter):
			case <-ctx.Done():
				return nil, ctx.Err()
			}
		}
		resp, err := c.http.Do(req.Clone(ctx))
		if err != nil {
			lastErr = err
			continue
		}
		if resp.StatusCode >= 500 || resp.StatusCode == http.StatusTooManyRequests {
			resp.Body.Close()
			lastErr = fmt.Errorf("server returned %d", resp.StatusCode)
			continue
		}
		return resp, nil
	}
	return nil, fmt.Errorf("giving up after %d attempts: %w", c.maxRetries+1, lastErr)
}

maxRetries comes from config and some teams set it to 100""")

A(S, "en", "shell_cmd", "bash one-liner: find files over 500MB under /var, biggest first, human readable sizes")

A(S, "en", "jq", """need a jq filter that keeps only level=error entries and prints ts, trace_id and msg as tsv

{"ts":"2024-05-02T10:01:02Z","level":"info","msg":"started","trace_id":"a1"}
{"ts":"2024-05-02T10:01:07Z","level":"error","msg":"db timeout","trace_id":"b7","svc":"orders"}
{"ts":"2024-05-02T10:01:09Z","level":"warn","msg":"slow query","trace_id":"c2"}""")

A(S, "en", "logql", "logql: count of 5xx per service over the last hour, logs are json from {app=~\"api-.*\"} and status is a field called `status`")

A(S, "en", "explain_config", """what does the concurrency block do here, will it cancel a prod deploy that's halfway through if someone merges again?

name: deploy
on:
  push:
    branches: [main]
concurrency:
  group: deploy-${{ github.ref }}
  cancel-in-progress: true
jobs:
  deploy:
    runs-on: ubuntu-latest
    environment: production
    steps:
      - uses: actions/checkout@v4
      - run: ./scripts/deploy.sh""")

A(S, "en", "commit_message", """write a commit message for this diff, conventional commits style

--- a/internal/cache/lru.go
+++ b/internal/cache/lru.go
@@ -41,7 +41,10 @@ func (c *LRU) Get(key string) (any, bool) {
 	c.mu.Lock()
 	defer c.mu.Unlock()
 	e, ok := c.items[key]
-	if !ok {
+	if !ok || time.Now().After(e.expiresAt) {
+		if ok {
+			c.removeElement(e)
+		}
 		return nil, false
 	}""")

A(S, "en", "rewrite", """rewrite as a function component w/ hooks, keep behavior identical

class Countdown extends React.Component {
  state = { left: this.props.seconds };
  componentDidMount() {
    this.t = setInterval(() => {
      this.setState(s => (s.left <= 1 ? (clearInterval(this.t), this.props.onDone(), { left: 0 }) : { left: s.left - 1 }));
    }, 1000);
  }
  componentWillUnmount() { clearInterval(this.t); }
  render() { return <span className="countdown">{this.state.left}s</span>; }
}""")

A(S, "en", "concept", "explain READ COMMITTED vs REPEATABLE READ in postgres with one concrete anomaly example each")

A(S, "en", "translate_sql", """translate to BigQuery standard SQL:

SELECT DATE_FORMAT(created_at, '%Y-%m') AS month,
       COUNT(DISTINCT user_id) AS mau,
       SUM(IF(plan = 'pro', 1, 0)) AS pro_events
FROM app_events
WHERE created_at >= NOW() - INTERVAL 6 MONTH
GROUP BY month
ORDER BY month;""")

A(S, "en", "write_function", "one python function: split a list into n chunks as evenly as possible, keep order, no numpy. n can be bigger than len(list)")

A(S, "en", "config_edit", """add liveness + readiness probes on /healthz port 8080 to this, readiness should start after 5s

apiVersion: apps/v1
kind: Deployment
metadata:
  name: ledger
spec:
  replicas: 3
  selector:
    matchLabels: {app: ledger}
  template:
    metadata:
      labels: {app: ledger}
    spec:
      containers:
        - name: ledger
          image: registry.internal/ledger:1.8.2
          ports:
            - containerPort: 8080""")

A(S, "en", "explain_error", """why am I getting SettingWithCopyWarning on the last line and what's the right way to write it

active = df[df["status"] == "active"]
active["score"] = active["score"].fillna(0) * 1.1""")

A(S, "en", "summarize", """turn these into one short release note entry for customers:
- fixed csv export dropping rows > 65k
- export now streams instead of building in memory
- added progress bar to export modal
- internal: bumped xlsx lib""")

A(S, "en", "type_hints", """add type hints to merge_configs ONLY, leave everything else in the file alone

import os
import json
import logging
from copy import deepcopy

log = logging.getLogger(__name__)

DEFAULTS = {
    "server": {"host": "0.0.0.0", "port": 8080, "workers": 4},
    "db": {"dsn": None, "pool_size": 10, "timeout_s": 5},
    "features": {},
}


def load_file(path):
    with open(path) as fh:
        if path.endswith(".json"):
            return json.load(fh)
        raise ValueError(f"unsupported config format: {path}")


def env_overrides(prefix="APP_"):
    out = {}
    for k, v in os.environ.items():
        if not k.startswith(prefix):
            continue
        parts = k[len(prefix):].lower().split("__")
        cur = out
        for p in parts[:-1]:
            cur = cur.setdefault(p, {})
        cur[parts[-1]] = v
    return out


def merge_configs(base, override, path=()):
    result = deepcopy(base)
    for key, value in override.items():
        if key in result and isinstance(result[key], dict) and isinstance(value, dict):
            result[key] = merge_configs(result[key], value, path + (key,))
        else:
            if key in result and type(result[key]) is not type(value) and result[key] is not None:
                log.warning("type change at %s: %r -> %r", ".".join(path + (key,)), result[key], value)
            result[key] = value
    return result


def load(path=None):
    cfg = deepcopy(DEFAULTS)
    if path:
        cfg = merge_configs(cfg, load_file(path))
    return merge_configs(cfg, env_overrides())


def validate(cfg):
    errs = []
    if not cfg["db"]["dsn"]:
        errs.append("db.dsn is required")
    if int(cfg["server"]["workers"]) < 1:
        errs.append("server.workers must be >= 1")
    return errs""")

A(S, "en", "explain_error", """from this trace what's the likely cause?

TypeError: Cannot read properties of undefined (reading 'map')
    at OrderList (webpack-internal:///./src/components/OrderList.tsx:23:31)
    at renderWithHooks (react-dom.development.js:16305:18)
    at mountIndeterminateComponent (react-dom.development.js:20074:13)
    at beginWork (react-dom.development.js:21587:16)

line 23 is `{data.orders.map(o => <OrderRow key={o.id} order={o} />)}` and data comes from useQuery""")

A(S, "en", "promql", "give me a predict_linear expr that fires when a node's / filesystem will be full within 4h based on the last 6h")

A(S, "en", "sql", """rewrite this without the correlated subquery, it's mysql 8:

SELECT u.id, u.email,
  (SELECT MAX(l.created_at) FROM logins l WHERE l.user_id = u.id) AS last_login
FROM users u
WHERE u.deleted_at IS NULL
  AND (SELECT COUNT(*) FROM logins l2 WHERE l2.user_id = u.id AND l2.created_at > NOW() - INTERVAL 30 DAY) = 0;""")

A(S, "en", "explain_regex", r"what does this match exactly? ^(?=.*\d)(?=.*[A-Z])[\w!@#$%]{12,}$")

A(S, "en", "explain_error", """why does the borrow checker complain here

error[E0502]: cannot borrow `self.items` as mutable because it is also borrowed as immutable
  --> src/queue.rs:31:13
   |
29 |         let first = self.items.first();
   |                     ---------- immutable borrow occurs here
30 |         if let Some(f) = first {
31 |             self.items.push(f.clone());
   |             ^^^^^^^^^^^^^^^^^^^^^^^^^^ mutable borrow occurs here
32 |             log::debug!("requeued {:?}", f);
   |                                          - immutable borrow later used here""")

A(S, "en", "tool_question", "curl: how do I send multipart/form-data with a file AND a json part with content-type application/json")

A(S, "en", "summarize", """clean this up into a proper on-call handoff, with an "open items" list at the end

so monday quiet, tues the cert on grafana.internal expired lol renewed by hand, need to fix cert-manager issuer still. wed kafka broker 3 disk 85% moved retention for audit topic to 3d temp (REVERT after compaction fix lands). thurs 2 pages from payments-gw flapping health check, didnt find anything, maybe the LB idle timeout? fri nothing. also reminder the PG minor upgrade is scheduled next tue 6am UTC, runbook in the wiki, announce in #eng on monday""")

A(S, "en", "write_code", """generate a pydantic v2 model for this json schema

{
  "type": "object",
  "required": ["id", "amount", "currency"],
  "properties": {
    "id": {"type": "string", "format": "uuid"},
    "amount": {"type": "integer", "minimum": 0},
    "currency": {"type": "string", "enum": ["EUR", "USD", "GBP"]},
    "captured_at": {"type": ["string", "null"], "format": "date-time"},
    "metadata": {"type": "object", "additionalProperties": {"type": "string"}}
  }
}""")

A(S, "en", "tool_question", "max size of a DynamoDB item? does that include attribute names")

A(S, "en", "explain_config", """why doesn't Restart=on-failure bring this back after the kernel OOM-kills it?

[Unit]
Description=ingest worker
After=network-online.target

[Service]
ExecStart=/opt/ingest/bin/worker --queue main
Restart=on-failure
RestartSec=5
StartLimitIntervalSec=60
StartLimitBurst=3
MemoryMax=2G

[Install]
WantedBy=multi-user.target""")

A(S, "en", "config_edit", """add dbt tests for this model in schema.yml: order_id unique + not_null, customer_id not_null, status accepted_values (placed, paid, refunded, cancelled)

-- models/marts/fct_orders.sql
select
    o.id as order_id,
    o.customer_id,
    o.status,
    o.placed_at,
    sum(i.qty * i.unit_price) as order_total
from {{ ref('stg_orders') }} o
join {{ ref('stg_order_items') }} i on i.order_id = o.id
group by 1, 2, 3, 4""")

A(S, "en", "explain_code", """what does catchup=False change exactly for this DAG? it was paused for 2 weeks and I'm about to unpause

with DAG(
    dag_id="daily_revenue",
    start_date=datetime(2024, 1, 1),
    schedule="0 3 * * *",
    catchup=False,
    max_active_runs=1,
) as dag:
    ...""")

A(S, "en", "sql", "sql for a running 7-day average of signups, table daily_signups(day date, n int). days with no row should count as 0 — postgres")

A(S, "en", "explain_config", """explain what this panel shows, what unit/thresholds it uses and what the transformations do

{
  "type": "stat",
  "title": "Error budget left",
  "targets": [{"expr": "1 - (sum(rate(http_requests_total{code=~\\"5..\\"}[30d])) / sum(rate(http_requests_total[30d]))) ", "refId": "A"}],
  "fieldConfig": {"defaults": {"unit": "percentunit", "decimals": 2,
    "thresholds": {"mode": "absolute", "steps": [{"color": "red", "value": null}, {"color": "orange", "value": 0.999}, {"color": "green", "value": 0.9995}]}}},
  "transformations": [{"id": "reduce", "options": {"reducers": ["lastNotNull"]}}]
}""")

A(S, "en", "config_edit", "turn this into a docker-compose service: docker run -d --name redis -p 6379:6379 -v redisdata:/data --restart unless-stopped redis:7 redis-server --appendonly yes")

A(S, "en", "review_snippet", """is this class thread-safe? only asking about this class

class Counter:
    def __init__(self):
        self._counts = {}
        self._lock = threading.Lock()

    def incr(self, key):
        with self._lock:
            self._counts[key] = self._counts.get(key, 0) + 1

    def snapshot(self):
        return dict(self._counts)

    def reset(self, key):
        self._counts.pop(key, None)""")

A(S, "en", "explain_log", """what does this ALB log line mean — elb status 502 but target status is "-"?

https 2024-06-11T09:14:52.104381Z app/prod-public/50dc6c495c0c9188 10.0.3.18:51234 10.0.12.44:8080 0.001 -1 -1 502 - 1038 277 "POST https://api.example.com:443/v1/orders HTTP/1.1" "okhttp/4.12.0" ECDHE-RSA-AES128-GCM-SHA256 TLSv1.2 arn:aws:elasticloadbalancing:eu-west-1:123456789012:targetgroup/orders/73e2d6bc24d8a067 "Root=1-6668153c-5b1f7c2f0a3e6b0d4c9e8f11" "api.example.com" "arn:aws:acm:eu-west-1:123456789012:certificate/abc" 0 2024-06-11T09:14:52.103000Z "forward" "-" "-" "10.0.12.44:8080" "-" "-" "-\"""")

A(S, "en", "write_type", "typescript: type for a function that takes an object and returns an object with the same keys but every value is a string")

A(S, "en", "concept", "usual causes of CrashLoopBackOff vs ImagePullBackOff? short list each")

A(S, "en", "summarize", """pull the action items out of these postmortem notes as a markdown table (item | owner | due)

- Sam: we should add a canary step to the payments deploy, he'll draft it by the 20th
- nobody got paged for 11 min because the escalation policy still pointed at the old rota. Priya fixes the policy today
- alert on queue depth was a static threshold of 10k; Lee suggests switching to age of oldest message, Lee owns, end of month
- Grace will write the customer comms template so we're not improvising next time (next week)
- discussed moving to multi-AZ for redis — parked, no owner yet""")

A(S, "en", "rename", """rename the vars in this so they're readable, don't change logic

def f(a, b):
    c = {}
    for d in a:
        e = d[b]
        c.setdefault(e, []).append(d)
    return {g: len(h) for g, h in c.items() if len(h) > 1}""")

A(S, "en", "tool_question", "what does set -euo pipefail do and when does pipefail bite you")

A(S, "en", "sql", """write a postgres CREATE TABLE for this csv with sensible types:

order_ref,placed,amount_eur,country,is_gift,notes
A-10023,2024-03-01 09:12:44+01,49.90,DE,false,
A-10024,2024-03-01 09:15:02+01,1200.00,FR,true,"leave at door, ring twice"
A-10025,2024-03-01 10:01:19+01,7.5,NL,false,""")

A(S, "en", "fix_snippet", """fix the off-by-one in this, it drops the last page. just this function

def paginate(items, page_size):
    pages = []
    for i in range(0, len(items) - page_size, page_size):
        pages.append(items[i:i + page_size])
    return pages""")

# ---------------------------------------------------------------------------
# English, long_horizon
# ---------------------------------------------------------------------------

A(L, "en", "ticket", """can you take this ticket?

PLAT-1423  Add rate limiting to the public API
Type: Story   Priority: High   Component: api-gateway
Description:
Partners are hammering /v1/search and /v1/export. We need per-API-key rate limits.
Acceptance criteria:
- configurable limits per plan (free: 60 rpm, pro: 600 rpm, enterprise: custom from DB)
- 429 with Retry-After header when exceeded
- limits shared across all gateway replicas (we run 6)
- metrics: rate_limited_requests_total{plan,route}
- docs page updated""")

A(L, "en", "perf", "make the dashboard load under 2s")

A(L, "en", "migration", "migrate our alerts to the new API")

A(L, "en", "perf_investigation", "find out why nightly ETL is slow and fix it")

A(L, "en", "ci_fix", "CI is red on main since yesterday, make it green")

A(L, "en", "incident_fix", """Incident INC-2207 summary (from the review doc):
Between 02:10 and 02:55 UTC, ~3% of card payments were charged twice. Both charges show the same idempotency key in the PSP dashboard, but our ledger only recorded one. It started right after the payments-worker autoscaled from 4 to 12 replicas. No deploy happened that night.

Find the root cause in our code and put up a fix with a regression test. The worker lives in services/payments-worker, the idempotency stuff is somewhere in libs/""")

A(L, "en", "upgrade", "upgrade the service from django 3.2 to 4.2, fix whatever breaks, all tests must pass before you're done")

A(L, "en", "build", "build a small internal CLI that syncs our PagerDuty schedules into the team Google calendar. python, tests, Dockerfile, a README. put it under tools/pd-sync")

A(L, "en", "infra", "go through all our terraform modules and add the cost-center tag wherever it's missing")

A(L, "en", "refactor_repo", "replace moment.js with date-fns across the whole frontend, there are like 140 imports")

A(L, "en", "perf_investigation", """our p95 on /checkout jumped from 300ms to 1.2s after last thursday's deploy. here's what went out in that release:

release 2025.06.12 (checkout-api 3.14.0)
- a1f93c2 feat(pricing): apply regional tax rules via tax-service lookup
- 77d0b1e chore(deps): bump sqlalchemy 2.0.29 -> 2.0.31
- 0c2e9aa feat(cart): show recently viewed items in cart summary
- e4b8f10 fix(auth): refresh token on 401 once before failing
- 19aa7d3 refactor(db): move session handling into middleware
- 5d3c61b feat(promo): stackable promo codes behind flag promo_stack (enabled 100%)
- b02f7e9 perf(images): lazy load product thumbnails

figure out which change did it and fix or revert it""")

A(L, "en", "feature", "add opentelemetry tracing to all the go services in the monorepo, and propagate context through the kafka consumers too")

A(L, "en", "flaky_tests", """deflake these, they fail about 1 in 10 on CI:

tests/integration/test_exports.py::test_large_export_streams
tests/integration/test_exports.py::test_concurrent_exports
tests/api/test_webhooks.py::test_retry_schedule
tests/api/test_sessions.py::test_session_expiry_sliding""")

A(L, "en", "infra", "set up a staging environment that mirrors prod in our k8s cluster — helm values, secrets wiring, DNS, all of it")

A(L, "en", "data_pipeline", """we have duplicate rows in fct_orders since last week's backfill.

select order_id, count(*) from analytics.fct_orders group by 1 having count(*) > 1 order by 2 desc limit 5;

 order_id  | count
-----------+-------
 A-8812291 |     3
 A-8812290 |     3
 A-8801777 |     2
 A-8799310 |     2
 A-8799002 |     2
(5 rows)

~41k order_ids affected, all placed between 2025-05-01 and 2025-05-09 which is exactly the backfill window. the model is incremental with unique_key='order_id' but I'm not sure the staging models upstream dedupe.
find where they come from in the dbt project and fix it (and clean up the existing dupes)""")

A(L, "en", "research_tools", "research which vector db we should use given our infra (k8s, postgres heavy, ~30M embeddings). try the top two against our dataset and write up latency + recall numbers")

A(L, "en", "migration", "port the billing service from python 2.7 to python 3")

A(L, "en", "ticket", """hey, could you look into this one? some users get logged out randomly

SUP-9912: "I get kicked out of the app every 10-20 minutes even though I'm active" — reported by 14 customers this week, all on the web app, mostly Safari. Started around the 3rd.""")

A(L, "en", "refactor_repo", "clean up the feature flags that have been 100% on for 6+ months and remove the dead code paths behind them")

A(L, "en", "dashboards", "convert every dashboard in the Ops folder to use the new prometheus datasource (uid prom-mimir-01) instead of the old one")

A(L, "en", "ticket", """MOB-388 Push notifications not delivered on Android after app update

Description
After 5.12.0, Android users stopped receiving order-status pushes. iOS is fine.

Steps to reproduce
1. Install 5.11.x, log in, place an order
2. Update to 5.12.0 via Play Store
3. Change order status from the admin panel

Expected: push arrives within a minute
Actual: nothing. FCM console shows "NotRegistered" for the old tokens.

Notes: 5.12.0 migrated to the new firebase-messaging SDK and moved token registration into the onboarding flow.

pls handle, needs to ship in 5.12.1""")

A(L, "en", "test_suite", "write integration tests for the payments module, right now we basically have none. get coverage above 70% for that package")

A(L, "en", "infra", "rotate the db credentials across all services without downtime. update the vault paths and the k8s secrets, then verify every service reconnects")

A(L, "en", "incident_investigation", """memory on the worker pods keeps climbing until they get OOMKilled, roughly every 6h. from grafana (container_memory_working_set_bytes, one pod):

00:00  412 MiB
01:00  655 MiB
02:00  901 MiB
03:00  1.14 GiB
04:00  1.39 GiB
05:00  1.63 GiB
05:52  1.98 GiB  -> OOMKilled (limit 2Gi)

it's a celery worker, prefork pool, concurrency 8, max-tasks-per-child not set. started after we added the PDF thumbnail task two weeks ago but that might be a coincidence.
figure out why and fix the leak""")

A(L, "en", "feature", "implement SSO (OIDC) login for the admin panel and keep the old password login behind a feature flag")

A(L, "en", "refactor_repo", "rename the `customer` table to `account` everywhere: db migration, ORM models, API, and the frontend")

A(L, "en", "perf", "make our dockerfiles build 2x faster. all of them")

A(L, "en", "ci_fix", """fix it

FAILED tests/test_pricing.py::test_discount_rounding - AssertionError: assert Decimal('19.99') == Decimal('20.00')
FAILED tests/test_pricing.py::test_vat_reverse_charge - KeyError: 'vat_id'
2 failed, 418 passed in 61.24s""")

A(L, "en", "infra", "audit our s3 buckets for public access and fix the bucket policies in terraform")

A(L, "en", "migration", "our airflow dags still use the deprecated SubDagOperator. move them all to TaskGroups")

A(L, "en", "upgrade", "can you bump all the dependencies that have known CVEs and make sure the build still passes")

A(L, "en", "observability", """set up alerting for the new queue service: SLOs, burn-rate alerts, runbook links, the works. metrics it exposes:

# HELP queue_jobs_enqueued_total Jobs accepted
# TYPE queue_jobs_enqueued_total counter
# HELP queue_jobs_completed_total Jobs finished, by outcome
# TYPE queue_jobs_completed_total counter   (labels: queue, outcome=success|failed|dead)
# HELP queue_job_duration_seconds Time from dequeue to completion
# TYPE queue_job_duration_seconds histogram
# HELP queue_oldest_job_age_seconds Age of the oldest pending job
# TYPE queue_oldest_job_age_seconds gauge

targets product agreed on: 99.5% of jobs succeed, 95% finish within 30s, nothing waits more than 5 min. alert rules go in the monitoring repo, runbooks in the wiki""")

A(L, "en", "incident_investigation", "investigate last night's 3am spike in 500s using the logs and traces and write a postmortem draft with the actual root cause")

A(L, "en", "feature", "add cursor pagination to every list endpoint in the API and update the typescript client SDK to match")

A(L, "en", "feature", "we need the mobile app's orders screen to work offline. plan it and implement it")

A(L, "en", "build", """Here's the design note from the arch review:

Ingestion service v1
- accepts events over HTTP (batch up to 500) and gRPC
- validates against the JSON schemas in schemas/events/
- writes to Kafka topic events.raw, partitioned by tenant_id
- dead-letters invalid events to events.dlq with the validation error attached
- exposes /metrics (prometheus) and /healthz
- must handle 20k events/s on 3 replicas
- deploy via our standard helm chart template

build the ingestion service described above, including tests and the helm chart""")

A(L, "en", "migration", "move our cron jobs from the old ops VM to kubernetes CronJobs")

A(L, "en", "data_investigation", "why does the staging db have 40% more rows than prod in the events table? dig in and tell me, and fix it if it's on our side")

A(L, "en", "refactor_repo", "pull the notification code out of the monolith into its own module with a clean interface. no behavior changes")

A(L, "en", "cost_investigation", """our bigquery bill doubled this month. top of INFORMATION_SCHEMA.JOBS by bytes billed:

user_email                        | query_prefix                                   | runs | tb_billed
----------------------------------+------------------------------------------------+------+----------
looker-sa@acme.iam                | SELECT * FROM `events.raw_events` WHERE DATE(  | 4210 | 311.4
airflow-sa@acme.iam               | MERGE `analytics.sessions` T USING (SELECT ... |  744 | 198.2
dbt-sa@acme.iam                   | create or replace table `analytics`.`fct_page  |   62 |  96.0
j.doe@acme.com                    | SELECT user_id, ARRAY_AGG(STRUCT(event_name,   |   31 |  40.7

find the expensive queries (these and anything else you spot) and fix them — looker explores, the airflow merge, dbt models, whatever it takes""")

A(L, "en", "ticket", "take PLAT-2291")

A(L, "en", "ci", "get the e2e suite running in parallel on CI, it takes 48 min right now")

A(L, "en", "migration", "convert the repo from npm to pnpm workspaces")

A(L, "en", "infra", """the helm 3.x upgrade broke our deploys on two clusters (prod-us, prod-ap), prod-eu is fine. pipeline output:

Error: UPGRADE FAILED: unable to build kubernetes objects from release manifest: resource mapping not found for name: "orders" namespace: "" from "": no matches for kind "HorizontalPodAutoscaler" in version "autoscaling/v2beta2"
ensure CRDs are installed first

sort it out, all charts live in deploy/charts and the pipeline is in .gitlab-ci.yml""")

A(L, "en", "data_migration", "move all user avatars from the old bucket to the new CDN layout and update the db references. write it with a dry-run mode, run it against staging first and verify")

A(L, "en", "feature", "add i18n to the settings pages (en, de, ja) — extract all the hardcoded strings")

A(L, "en", "infra", "check every service's readiness probe and fix the ones pointing at the wrong port")

A(L, "en", "investigation", """users in #support are saying this since ~noon, figure out what's going on and fix it:

[12:04] anna: customer says CSV export has empty columns for "region"
[12:31] tomasz: same here, 3 tickets, all EU tenants
[13:10] anna: also the region filter on the reports page returns nothing now
[13:12] jo: was there a migration today? i saw something about regions in the changelog""")

A(L, "en", "feature", """RFC 0042: Audit log
Status: accepted   Authors: platform team

Motivation
Enterprise customers need to see who changed what in their workspace. Today we only have application logs, which are not tenant-scoped, expire after 14 days and are not queryable by customers.

Design
1. Every mutating API call (POST/PUT/PATCH/DELETE on /v1/*) emits an audit event: actor (user id or API key id), tenant, action (resource.verb), target id, request id, ip, user agent, timestamp, and a JSON diff of changed fields (secrets redacted).
2. Events are written to an append-only table audit_events, partitioned monthly, in the same transaction as the change (outbox style) so that no change goes unaudited.
3. A new endpoint GET /v1/audit-events with filters (actor, action, target, time range) and cursor pagination; only workspace admins may call it.
4. Retention: 400 days, configurable per plan; a nightly job drops old partitions.
5. Export: admins can export a time range as CSV (async job, emailed link).
6. The admin UI gets an "Audit log" page under Settings with the same filters.

Non-goals
Real-time streaming to SIEMs (follow-up RFC).

Rollout
Behind flag audit_log_v1, enable for internal tenants first, then enterprise plan.

^ that's docs/rfcs/0042-audit-log.md. implement it — backend, migrations, the admin page, tests""")

A(L, "en", "upgrade", "our go module is still on 1.19. upgrade to 1.22 and fix the lint failures that show up")

A(L, "en", "refactor_repo", "find all the places where we log PII (emails, phone numbers, IBANs) and mask them")

A(L, "en", "a11y", "make the search page WCAG AA compliant, fix whatever axe reports")

A(L, "en", "build", "set up a nightly job that reconciles stripe payouts with our ledger table and alerts in pagerduty on mismatches")

# ---------------------------------------------------------------------------
# Chinese (zh)
# ---------------------------------------------------------------------------

A(S, "zh", "regex", "帮我写一个正则，匹配中国大陆手机号：11位，1开头，第二位3-9，前面可能带+86或者86-")

A(S, "zh", "explain_plan", """这个SQL为什么这么慢？下面是 EXPLAIN 的结果，type=ALL 那一行到底是什么意思，该怎么加索引

SELECT o.id, o.amount, u.nickname
FROM orders o JOIN users u ON u.id = o.user_id
WHERE o.status = 2 AND o.created_at > '2024-05-01'
ORDER BY o.created_at DESC LIMIT 20;

+----+-------------+-------+--------+---------------+---------+---------+---------------+---------+-----------------------------+
| id | select_type | table | type   | possible_keys | key     | key_len | ref           | rows    | Extra                       |
+----+-------------+-------+--------+---------------+---------+---------+---------------+---------+-----------------------------+
|  1 | SIMPLE      | o     | ALL    | idx_user_id   | NULL    | NULL    | NULL          | 3821044 | Using where; Using filesort |
|  1 | SIMPLE      | u     | eq_ref | PRIMARY       | PRIMARY | 8       | shop.o.user_id|       1 | NULL                        |
+----+-------------+-------+--------+---------------+---------+---------+---------------+---------+-----------------------------+""")

A(S, "zh", "translate_error", """把下面这段报错翻译成中文，顺便解释一下是什么原因：

java.lang.OutOfMemoryError: Metaspace
	at java.base/java.lang.ClassLoader.defineClass1(Native Method)
	at java.base/java.lang.ClassLoader.defineClass(ClassLoader.java:1017)
	at org.codehaus.groovy.runtime.callsite.CallSiteClassLoader.defineClass(CallSiteClassLoader.java:62)""")

A(S, "zh", "docstring", """给这个函数加上中文注释和 docstring，逻辑别动

def retry(fn, times=3, delay=0.5, exceptions=(Exception,)):
    last = None
    for i in range(times):
        try:
            return fn()
        except exceptions as e:
            last = e
            time.sleep(delay * (2 ** i))
    raise last""")

A(L, "zh", "refactor_repo", "把我们项目里所有用 requests 的同步调用都改成 httpx 异步调用，改完之后测试要全部跑通")

A(L, "zh", "perf_investigation", "夜间的 ETL 任务最近要跑 4 个小时，之前只要 40 分钟左右，帮忙查一下是哪一步变慢了，然后优化掉")

A(L, "zh", "ticket", """【需求】订单导出支持按门店筛选 + 异步导出
背景：运营反馈导出超过 5 万行时页面直接超时。
需求点：
1. 导出页面增加门店多选筛选
2. 超过 1 万行改为异步任务，完成后站内信通知，文件保留 7 天
3. 导出字段增加「优惠金额」「支付渠道」
4. 权限：门店管理员只能导出自己门店的数据
验收：5 万行导出不超时，异步任务失败可重试

这个需求你来做吧，前后端都要改""")

A(L, "zh", "incident_investigation", """线上 Kafka 的消费延迟从昨晚开始一直在涨，下面是刚才看到的 lag：

GROUP              TOPIC          PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG
order-sync         orders.v2      0          88120311        88120390        79
order-sync         orders.v2      1          88099412        88099455        43
inventory-updater  orders.v2      0          87011200        88120390        1109190
inventory-updater  orders.v2      1          87002118        88099455        1097337
notify-svc         orders.v2      0          88120100        88120390        290

帮我排查一下到底是哪个服务的消费者出了问题（看起来是 inventory-updater，但它昨天没发版），找到原因然后修掉""")

# ---------------------------------------------------------------------------
# Japanese (ja)
# ---------------------------------------------------------------------------

A(S, "ja", "explain_config", "このcron式の意味を教えてください: `*/15 9-18 * * 1-5`")

A(S, "ja", "sql", """テーブル定義はこれです。

CREATE TABLE members (
  id BIGSERIAL PRIMARY KEY,
  joined_at TIMESTAMPTZ NOT NULL,
  left_at TIMESTAMPTZ
);

月ごとの新規会員数と退会数を1本のSQLで出したいです（PostgreSQL、2023年以降）""")

A(S, "ja", "explain_error", """このエラーの原因、トレースから分かる範囲で教えてください

Error: connect ECONNREFUSED 127.0.0.1:6379
    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16)
    at RedisClient.connect (/app/node_modules/@redis/client/dist/lib/client/index.js:142:19)
    at bootstrap (/app/dist/main.js:31:17)

Dockerコンテナの中で動かしてて、Redisは別コンテナです""")

A(S, "ja", "write_function", "Pythonで、ネストしたdictをフラットにする関数を一つ書いてください。キーはドット区切り、listはインデックスをキーにする感じで")

A(L, "ja", "ci_fix", """このリポジトリのテストが全部落ちてるので直してください。たぶん昨日の依存パッケージのバージョンアップ（renovateのPR #911）が原因だと思います。CIのログはこんな感じです：

 FAIL  src/api/__tests__/users.test.ts
  ● Test suite failed to run

    SyntaxError: Cannot use import statement outside a module

      > 1 | import { nanoid } from "nanoid";
          | ^

 FAIL  src/api/__tests__/orders.test.ts
  ● Test suite failed to run
    （同じエラー）

Test Suites: 38 failed, 38 total""")

A(L, "ja", "perf", "社内の売上ダッシュボードの表示が遅すぎます。2秒以内に表示されるように改善してほしい")

A(L, "ja", "migration", "Vue 2 から Vue 3 への移行をお願いします。ついでに Vuex も Pinia に置き換えたいです")

# ---------------------------------------------------------------------------
# Korean (ko)
# ---------------------------------------------------------------------------

A(S, "ko", "explain_error", "이 에러 메시지가 무슨 뜻이에요? `ERROR: duplicate key value violates unique constraint \"users_email_key\" DETAIL: Key (email)=(kim@example.com) already exists.`")

A(S, "ko", "shell_cmd", """이 로그에서 응답시간이 1초 넘는 요청만 뽑는 awk 한 줄 만들어줘. 마지막 필드가 응답시간(초)이야

10.0.1.5 - - [11/Jun/2024:10:01:02 +0900] "GET /api/items HTTP/1.1" 200 512 0.123
10.0.1.9 - - [11/Jun/2024:10:01:03 +0900] "POST /api/orders HTTP/1.1" 201 88 1.874
10.0.1.5 - - [11/Jun/2024:10:01:04 +0900] "GET /api/items/42 HTTP/1.1" 200 1024 0.044""")

A(S, "ko", "tool_question", "Redis에서 SETNX랑 SET key value NX EX 30 차이 간단히 설명해줘. 락 용도로 쓸 때 뭐가 나아?")

A(L, "ko", "ticket", """이 티켓 좀 맡아줄래요?

[BE-512] 결제 실패 시 재시도 로직 추가
- PG사 응답이 타임아웃(>10s)이거나 5xx이면 최대 3회 재시도 (지수 백오프)
- 재시도 중 중복 결제 안 되게 idempotency key 사용
- 최종 실패 시 주문 상태를 PAYMENT_FAILED로 바꾸고 슬랙 알림
- 관련 코드: payment-service, order-service""")

A(L, "ko", "refactor_repo", "우리 서비스 전체 로깅을 구조화 로그(JSON)로 바꿔줘. 마이크로서비스 9개 전부 적용해야 하고 trace_id도 같이 찍혀야 함")

A(L, "ko", "incident_investigation", """지난주부터 정산 배치 작업이 가끔 두 번씩 실행되는데 원인 찾아서 고쳐줘. 중복 실행된 날 로그:

2025-06-03 00:00:00.012 [settle-batch-7f9c] INFO  SettlementJob started (trigger=cron 0 0 0 * * *)
2025-06-03 00:00:00.019 [settle-batch-2b1d] INFO  SettlementJob started (trigger=cron 0 0 0 * * *)
2025-06-03 00:03:41.550 [settle-batch-7f9c] INFO  settled 18231 merchants
2025-06-03 00:03:44.102 [settle-batch-2b1d] INFO  settled 18231 merchants

파드가 2개로 늘어난 게 지난주 배포부터야. Spring Boot @Scheduled 쓰고 있음""")

A(L, "ko", "migration", "기존 알림 규칙들 전부 새 Alertmanager API 형식으로 옮겨줘. 팀별 라우팅도 유지돼야 해")

# ---------------------------------------------------------------------------
# Hindi (hi) -- Devanagari and romanised Hinglish
# ---------------------------------------------------------------------------

A(S, "hi", "sql", "bhai ek SQL query chahiye: employees(id, name, dept_id, salary) aur departments(id, name) — har department ka highest paid employee, tie ho to dono dikhao")

A(S, "hi", "explain_regex", "इस regex का मतलब समझा दो, ये किस चीज़ को validate कर रहा है: `^[A-Z]{5}[0-9]{4}[A-Z]$`")

A(S, "hi", "explain_error", """ye error kyu aa raha hai? bas samjha do, fix main khud kar lunga

Traceback (most recent call last):
  File "/srv/app/handlers/profile.py", line 44, in update_profile
    uid = payload["user_id"]
KeyError: 'user_id'

frontend se request body mein userId bhej rahe hain""")

A(L, "hi", "migration", "हमारे पूरे backend को Flask से FastAPI पर migrate करना है — सारे routes, auth middleware और tests के साथ")

A(L, "hi", "incident_investigation", """prod pe login API kabhi kabhi 30 sec le rahi hai, baaki time 200ms. access log ka sample:

POST /api/v1/auth/login 200 0.187s ua=okhttp
POST /api/v1/auth/login 200 0.201s ua=okhttp
POST /api/v1/auth/login 200 30.044s ua=Mozilla/5.0
POST /api/v1/auth/login 200 0.176s ua=okhttp
POST /api/v1/auth/login 504 30.001s ua=Mozilla/5.0

30s exactly — lagta hai kisi timeout pe atak raha hai. login ke andar LDAP check, Redis session aur ek audit webhook call hota hai. dekh ke root cause nikalo aur fix kar do please""")

A(L, "hi", "ticket", "इस ticket को ले लो: JIRA-8812 — invoice PDF में inter-state orders के लिए IGST की जगह CGST+SGST लग रहा है। billing service और PDF template दोनों देखने पड़ेंगे")

# ---------------------------------------------------------------------------
# Arabic (ar)
# ---------------------------------------------------------------------------

A(S, "ar", "regex", "اكتب لي تعبير regex للتحقق من رقم IBAN سعودي (يبدأ بـ SA ثم 22 رقماً)")

A(S, "ar", "explain_config", """اشرح لي ماذا يفعل هذا الملف سطراً بسطر:

services:
  db:
    image: postgres:16
    environment:
      POSTGRES_PASSWORD: example
    volumes:
      - pgdata:/var/lib/postgresql/data
    healthcheck:
      test: ["CMD-SHELL", "pg_isready -U postgres"]
      interval: 5s
  api:
    build: .
    depends_on:
      db:
        condition: service_healthy
    ports:
      - "8000:8000"
volumes:
  pgdata:""")

A(S, "ar", "concept", "ما الفرق بين LEFT JOIN و LEFT SEMI JOIN في Spark SQL؟ ومتى أستخدم كل واحد؟")

A(L, "ar", "feature", "نحتاج إضافة دعم اللغة العربية واتجاه RTL لكامل الواجهة الأمامية للتطبيق، مع مراجعة كل الصفحات والتأكد أن الاختبارات تمر")

A(L, "ar", "perf", "لوحة المراقبة الرئيسية في Grafana بطيئة جداً، اجعلها تُحمَّل في أقل من ثانيتين")

A(L, "ar", "incident_investigation", """النسخ الاحتياطي الليلي لقاعدة البيانات يفشل منذ يوم الثلاثاء. هذا آخر سطر في سجل المهمة:

pg_dump: error: query failed: ERROR:  permission denied for table audit_events_2025_06
pg_dump: detail: Query was: LOCK TABLE public.audit_events_2025_06 IN ACCESS SHARE MODE

الجدول الجديد أنشأته خدمة التدقيق تلقائياً كقسم (partition) جديد. ابحث عن السبب الحقيقي وأصلحه بحيث لا يتكرر مع الأقسام القادمة""")

# ---------------------------------------------------------------------------
# Russian (ru)
# ---------------------------------------------------------------------------

A(S, "ru", "regex", "напиши регулярку для российских номеров телефонов, форматы +7 (999) 123-45-67, 8 999 123 45 67 и 89991234567")

A(S, "ru", "explain_plan", """почему планировщик выбрал nested loop, а не hash join? объясни по плану

Nested Loop  (cost=0.86..152331.12 rows=118 width=64) (actual time=0.061..8123.442 rows=240113 loops=1)
  ->  Index Scan using idx_shipments_created on shipments s  (cost=0.43..812.55 rows=118 width=40) (actual time=0.031..211.009 rows=240113 loops=1)
        Index Cond: (created_at >= '2024-06-01'::date)
  ->  Index Scan using warehouses_pkey on warehouses w  (cost=0.43..8.45 rows=1 width=24) (actual time=0.030..0.031 rows=1 loops=240113)
        Index Cond: (id = s.warehouse_id)
Planning Time: 0.402 ms
Execution Time: 8144.917 ms

статистику давно не обновляли, если что""")

A(S, "ru", "sql", "как в PostgreSQL посчитать медиану суммы платежа по каждому пользователю? таблица payments(user_id, amount, paid_at)")

A(S, "ru", "explain_code", """что делает вот эта строка в скрипте и зачем она нужна?

exec 3>&1 4>&2
trap 'exec 2>&4 1>&3' 0 1 2 3
exec 1>>/var/log/backup.log 2>&1""")

A(L, "ru", "migration", "перенеси все наши Jenkins-пайплайны на GitLab CI так, чтобы всё собиралось и деплоилось как раньше")

A(L, "ru", "incident_investigation", """разберись, почему каждую ночь падает импорт из 1С, и почини. вот хвост лога последнего запуска:

2025-06-10 02:00:01 INFO  import-1c: start, source=ftp://1c-exchange/outbox/
2025-06-10 02:00:03 INFO  import-1c: found 14 files (goods_*.xml, prices_*.xml)
2025-06-10 02:07:44 WARN  import-1c: prices_0610.xml: 312 rows with unknown sku, skipped
2025-06-10 02:19:12 ERROR import-1c: goods_0610_3.xml: lxml.etree.XMLSyntaxError: Input is not proper UTF-8, indicate encoding ! Bytes: 0xC2 0x20 0xD0 0xEE, line 48211, column 37
2025-06-10 02:19:12 ERROR import-1c: aborting, transaction rolled back

до мая всё работало, в 1С вроде ничего не меняли""")

A(L, "ru", "perf", "сделай так, чтобы дашборд продаж грузился быстрее 2 секунд, сейчас около 9")

# ---------------------------------------------------------------------------
# Portuguese (pt)
# ---------------------------------------------------------------------------

A(S, "pt", "tool_question", "qual a diferença entre `git reset --soft` e `git reset --mixed`? explica rápido")

A(S, "pt", "sql", """preciso de uma query que traga o ticket médio por loja por mês, só lojas ativas

tabelas:
lojas(id, nome, ativa boolean)
vendas(id, loja_id, valor numeric, data_venda date)""")

A(S, "pt", "translate_error", """traduz esse erro pro português e me diz o que significa:

ORA-01555: snapshot too old: rollback segment number 12 with name "_SYSSMU12_2934812$" too small""")

A(L, "pt", "ticket", """pode pegar esse ticket?

[FIN-334] Conciliação bancária automática
Hoje o time financeiro concilia o extrato OFX na mão. Queremos:
- importar o OFX diário do banco (upload ou SFTP)
- casar lançamentos com os recebíveis por valor + data (tolerância de 2 dias)
- tela de pendências pra casos sem match
- relatório mensal exportável
Prazo: fim do sprint""")

A(L, "pt", "migration", "migra nossos alertas do Datadog pro Grafana, todos os monitores do time de pagamentos")

A(L, "pt", "ci_fix", "o pipeline de CI tá vermelho desde ontem à tarde, deixa verde pra mim")

A(L, "pt", "feature", "precisamos adicionar autenticação em dois fatores no sistema inteiro (web e API), com testes")

# ---------------------------------------------------------------------------
# Spanish (es)
# ---------------------------------------------------------------------------

A(S, "es", "regex", "¿me escribes una expresión regular para validar un RFC mexicano de persona física? (13 caracteres)")

A(S, "es", "unit_test", """escribe tests con pytest solo para esta función, incluyendo casos raros

def normalizar_telefono(tel: str) -> str:
    digitos = re.sub(r"\\D", "", tel)
    if digitos.startswith("52") and len(digitos) == 12:
        digitos = digitos[2:]
    if len(digitos) != 10:
        raise ValueError(f"teléfono inválido: {tel}")
    return f"+52{digitos}\"""")

A(S, "es", "explain_plan", """explícame este plan de ejecución de SQL Server, ¿por qué hace un Key Lookup y cómo lo quito?

|--Nested Loops(Inner Join, OUTER REFERENCES:([f].[FacturaID]))
     |--Index Seek(OBJECT:([Ventas].[dbo].[Facturas].[IX_Facturas_ClienteID] AS [f]), SEEK:([f].[ClienteID]=(4021)) ORDERED FORWARD)
     |--Key Lookup(OBJECT:([Ventas].[dbo].[Facturas].[PK_Facturas] AS [f]), SEEK:([f].[FacturaID]=[f].[FacturaID]) LOOKUP ORDERED FORWARD)

la consulta es SELECT FacturaID, Fecha, Total FROM Facturas WHERE ClienteID = 4021""")

A(S, "es", "summarize", """resume este incidente en 3 líneas para el canal de #status

09:12 suben errores 503 en la app móvil
09:15 on-call ve que el pool de conexiones de Postgres está al 100%
09:21 se identifica un job de reportes lanzado a mano que abre 400 conexiones
09:24 se mata el job, errores bajan
09:40 todo normal, se abre ticket para limitar conexiones por rol""")

A(L, "es", "perf_investigation", "averigua por qué el ETL nocturno tarda tanto últimamente y arréglalo")

A(L, "es", "upgrade", "actualiza el proyecto de Spring Boot 2.7 a 3.2, incluido el cambio de javax a jakarta, y que pasen todos los tests")

A(L, "es", "incident_investigation", """oye, hay un memory leak en el servicio de notificaciones, can you find it and fix it? se reinicia cada 4 horas más o menos. esto es lo que saqué de un heap snapshot comparando 10 min vs 2 h:

Constructor            | Count delta | Retained size delta
-----------------------+-------------+--------------------
(closure)              |    +412,880 |          +188 MB
EventEmitter           |     +51,603 |           +61 MB
TLSSocket              |         +12 |            +2 MB
Object (listener map)  |     +51,598 |           +44 MB

y en los logs sale mucho "MaxListenersExceededWarning: Possible EventEmitter memory leak detected. 11 message listeners added to [Subscriber]". es un servicio en Node 20 que escucha Pub/Sub""")

# ---------------------------------------------------------------------------
# German (de)
# ---------------------------------------------------------------------------

A(S, "de", "tool_question", "Was genau macht `ON CONFLICT DO NOTHING` in Postgres, wenn die Tabelle mehrere Unique-Constraints hat?")

A(S, "de", "config_edit", """Bitte in diesen Values Ressourcen-Requests und -Limits für den api-Container ergänzen: requests 250m/256Mi, limits 500m/512Mi

api:
  image:
    repository: registry.example.de/shop/api
    tag: "4.2.1"
  replicaCount: 3
  env:
    - name: SPRING_PROFILES_ACTIVE
      value: prod
  service:
    port: 8080""")

A(S, "de", "explain_error", """Kannst du mir diese Fehlermeldung erklären? Kommt beim Deploy, der Pod bleibt auf Pending:

0/5 nodes are available: 3 Insufficient memory, 2 node(s) had untolerated taint {dedicated: gpu}. preemption: 0/5 nodes are available: 2 Preemption is not helpful for scheduling, 3 No preemption victims found for incoming pod.""")

A(L, "de", "ticket", """Kannst du das Ticket übernehmen?

SHOP-771: Rechnungsnummern lückenlos vergeben
Laut Steuerberater müssen Rechnungsnummern fortlaufend und lückenlos sein. Aktuell nutzen wir eine DB-Sequence, bei Rollbacks entstehen Lücken. Bitte auf eine lückenlose Vergabe umstellen (auch bei parallelen Bestellungen), bestehende Nummern bleiben, Tests ergänzen.""")

A(L, "de", "migration", "Migriere bitte unsere Alerts auf die neue Alerting-API")

A(L, "de", "ci", """Finde heraus, warum die Tests auf der CI seit dem Merge von #482 flaky sind, und behebe es. Typischer Fehlschlag:

  ● OrderService › should apply voucher once

    expect(received).toBe(expected) // Object.is equality

    Expected: 1
    Received: 2

      41 |     await service.applyVoucher(order.id, "SUMMER10");
      42 |     const rows = await db.voucherUsage.findMany({ where: { orderId: order.id } });
    > 43 |     expect(rows.length).toBe(1);

Lokal läuft es immer grün. #482 hat die Tests auf --maxWorkers=4 umgestellt.""")

A(L, "de", "migration", "Stell unser Monorepo von Lerna auf Nx um, inklusive Remote-Caching in der CI")

# ---------------------------------------------------------------------------
# French (fr)
# ---------------------------------------------------------------------------

A(S, "fr", "regex", "écris une regex pour un numéro de SIRET : 14 chiffres, avec des espaces optionnels (format 123 456 789 00012)")

A(S, "fr", "sql", """réécris cette requête sans la sous-requête corrélée, c'est du Postgres :

SELECT c.id, c.nom
FROM clients c
WHERE (SELECT SUM(f.montant) FROM factures f WHERE f.client_id = c.id AND f.annee = 2024) > 10000;""")

A(S, "fr", "summarize", """résume cette timeline d'incident pour le post-mortem, en gardant les heures clés :

22h47 déploiement de la v3.8 du service de recherche
22h55 premières alertes de latence p99 > 3s
23h05 l'astreinte remarque que l'index Elasticsearch est en cours de réindexation complète
23h20 décision de ne pas rollback (réindexation à 70 %)
23h48 réindexation terminée, latence revenue à la normale
lendemain : on découvre que la v3.8 changeait le mapping d'un champ, ce qui a déclenché la réindexation""")

A(S, "fr", "concept", "c'est quoi la différence entre un Deployment et un StatefulSet, concrètement ? quand est-ce que je dois choisir l'un ou l'autre")

A(L, "fr", "ticket", """peux-tu prendre ce ticket ?

CRM-209 — Fusion des doublons de contacts
Les commerciaux créent des doublons (même email, casse différente). Il faut :
- détecter les doublons existants et proposer une fusion
- empêcher la création de nouveaux doublons (normalisation de l'email)
- garder l'historique des activités des deux fiches après fusion""")

A(L, "fr", "incident_investigation", """trouve pourquoi le job Spark de consolidation plante une nuit sur deux et corrige-le. extrait du log du driver la dernière fois :

25/06/09 03:41:17 WARN TaskSetManager: Lost task 187.0 in stage 14.0 (TID 9012) (10.2.7.41 executor 23): ExecutorLostFailure (executor 23 exited caused by one of the running tasks) Reason: Container killed by YARN for exceeding physical memory limits. 14.2 GB of 14 GB physical memory used.
25/06/09 03:52:40 ERROR TaskSetManager: Task 187 in stage 14.0 failed 4 times; aborting job
org.apache.spark.SparkException: Job aborted due to stage failure: Task 187 in stage 14.0 failed 4 times
	at org.apache.spark.scheduler.DAGScheduler.failJobAndIndependentStages(DAGScheduler.scala:2672)

la stage 14 c'est la jointure entre les ventes et le référentiel clients. le code est dans le repo consolidation-jobs""")

A(L, "fr", "feature", "ajoute le support multi-tenant à l'API (isolation par schéma Postgres), migrations et tests compris")

# ---------------------------------------------------------------------------
# Turkish (tr)
# ---------------------------------------------------------------------------

A(S, "tr", "write_function", "TC kimlik numarasını doğrulayan bir Python fonksiyonu yazar mısın? sadece fonksiyon, checksum kuralları dahil")

A(S, "tr", "review_snippet", """bu kodda goroutine leak var mı? sadece bu parçaya bak

func fetchAll(urls []string) []string {
	ch := make(chan string)
	for _, u := range urls {
		go func(u string) {
			resp, err := http.Get(u)
			if err != nil {
				return
			}
			defer resp.Body.Close()
			ch <- resp.Status
		}(u)
	}
	var out []string
	for i := 0; i < len(urls); i++ {
		select {
		case s := <-ch:
			out = append(out, s)
		case <-time.After(2 * time.Second):
			return out
		}
	}
	return out
}""")

A(S, "tr", "explain_error", "bu hata ne demek: `SSL: CERTIFICATE_VERIFY_FAILED` pip install yaparken alıyorum, şirket ağındayım")

A(L, "tr", "ticket", """bu ticket'ı alabilir misin?

OPS-145: Sipariş durum değişikliklerinde müşteriye SMS gönderilsin
- kargoya verildi / teslim edildi durumlarında SMS
- SMS sağlayıcısı: Netgsm, API bilgileri vault'ta
- müşteri SMS iznini kapattıysa gönderilmesin
- gönderim logları admin panelde görünsün""")

A(L, "tr", "feature", "projedeki tüm REST endpoint'lerine Redis kullanarak rate limiting ekle, limitler config'ten okunsun")

A(L, "tr", "perf_investigation", """gece çalışan raporlama job'u 3 saattir bitmiyor, neden yavaşladığını bul ve düzelt. pg_stat_activity'de takılı kalan sorgu bu:

SELECT m.id, m.unvan, SUM(s.tutar) AS ciro
FROM magazalar m
LEFT JOIN satislar s ON s.magaza_id = m.id AND s.tarih::date BETWEEN $1 AND $2
GROUP BY m.id, m.unvan
ORDER BY ciro DESC;

satislar tablosu geçen ay 40M satırdan 210M satıra çıktı (eski şubeler taşındı). job kodu reporting-jobs reposunda, cron Kubernetes'te""")

# ---------------------------------------------------------------------------
# Vietnamese (vi)
# ---------------------------------------------------------------------------

A(S, "vi", "sql", "viết giúp mình câu SQL lấy 3 sản phẩm bán chạy nhất mỗi danh mục trong tháng trước, bảng sales(product_id, category_id, qty, sold_at), MySQL 8")

A(S, "vi", "explain_regex", r"giải thích giúp mình đoạn regex này: `(?<=@)[\w.-]+` nó lấy ra cái gì?")

A(S, "vi", "explain_error", """lỗi này là do đâu vậy?

Exception in thread "main" java.util.ConcurrentModificationException
	at java.base/java.util.ArrayList$Itr.checkForComodification(ArrayList.java:1013)
	at java.base/java.util.ArrayList$Itr.next(ArrayList.java:967)
	at vn.shop.cart.CartService.removeExpired(CartService.java:58)

dòng 58 là vòng for-each duyệt items rồi gọi items.remove(item) bên trong""")

A(L, "vi", "migration", "chuyển toàn bộ cấu hình logging và metrics của các service sang OpenTelemetry, kèm dashboard trên Grafana cho từng service")

A(L, "vi", "ticket", """làm giúp mình ticket này nhé

[PAY-77] Tích hợp thanh toán MoMo
- thêm MoMo vào màn hình checkout (web + app)
- xử lý IPN callback, cập nhật trạng thái đơn
- hoàn tiền một phần từ trang admin
- test trên sandbox của MoMo""")

A(L, "vi", "ci_fix", """CI đang fail ở bước build docker từ sáng nay, sửa cho xanh lại giúp mình

#12 [builder 5/9] RUN npm ci
#12 8.114 npm ERR! code EBADENGINE
#12 8.115 npm ERR! engine Unsupported engine
#12 8.115 npm ERR! engine Not compatible with your version of node/npm: vite@6.0.3
#12 8.116 npm ERR! notsup Required: {"node":"^18.0.0 || ^20.0.0 || >=22.0.0"}
#12 8.116 npm ERR! notsup Actual:   {"npm":"9.6.7","node":"v16.20.2"}
#12 ERROR: process "/bin/sh -c npm ci" did not complete successfully: exit code: 1""")

# ---------------------------------------------------------------------------
# Polish (pl)
# ---------------------------------------------------------------------------

A(S, "pl", "regex", "napisz regex do polskiego kodu pocztowego (format 00-000)")

A(S, "pl", "explain_config", """wytłumacz, co robi ten workflow, krok po kroku

on:
  pull_request:
    paths: ["infra/**"]
jobs:
  plan:
    runs-on: ubuntu-latest
    permissions:
      id-token: write
      contents: read
      pull-requests: write
    steps:
      - uses: actions/checkout@v4
      - uses: aws-actions/configure-aws-credentials@v4
        with:
          role-to-assume: arn:aws:iam::111122223333:role/gh-plan
          aws-region: eu-central-1
      - uses: hashicorp/setup-terraform@v3
      - run: terraform -chdir=infra init -input=false
      - run: terraform -chdir=infra plan -no-color -out=tfplan
      - uses: actions/github-script@v7
        with:
          script: |
            github.rest.issues.createComment({issue_number: context.issue.number, owner: context.repo.owner, repo: context.repo.repo, body: 'plan ready'})""")

A(S, "pl", "write_code", "jak w pandas zrobić pivot z sumą i średnią naraz? df ma kolumny: region, miesiac, sprzedaz")

A(L, "pl", "migration", "przenieś nasze alerty z Nagiosa do Prometheusa i Alertmanagera, wszystkie hosty i usługi")

A(L, "pl", "ticket", """weź proszę ten ticket

MAG-402: Rezerwacja stanów magazynowych przy dodaniu do koszyka
Obecnie stan zmniejsza się dopiero po opłaceniu zamówienia, przez co sprzedajemy towar, którego nie ma. Trzeba rezerwować na 15 minut po dodaniu do koszyka, zwalniać po wygaśnięciu, i pokazać dostępność w czasie rzeczywistym na stronie produktu.""")

A(L, "pl", "incident_investigation", """znajdź, czemu aplikacja mobilna crashuje przy starcie na Androidzie 14, i napraw to. z Crashlytics:

Fatal Exception: java.lang.SecurityException: pl.sklep.app: One of RECEIVER_EXPORTED or RECEIVER_NOT_EXPORTED should be specified when a receiver isn't being registered exclusively for system broadcasts
       at android.os.Parcel.createExceptionOrNull(Parcel.java:3057)
       at android.app.ContextImpl.registerReceiverInternal(ContextImpl.java:1853)
       at pl.sklep.app.sync.SyncManager.start(SyncManager.kt:64)
       at pl.sklep.app.App.onCreate(App.kt:41)

dotyczy 100% użytkowników z Androidem 14, targetSdk podbiliśmy do 34 w ostatnim wydaniu. receiverów rejestrujemy w kilku miejscach, nie tylko w SyncManager""")

# ---------------------------------------------------------------------------
# Italian (it)
# ---------------------------------------------------------------------------

A(S, "it", "regex", "mi scrivi una regex per il codice fiscale italiano? solo il formato, niente controllo del carattere finale")

A(S, "it", "sql", """query per il fatturato mensile per cliente, solo 2024, ordinato per mese

clienti(id, ragione_sociale)
fatture(id, cliente_id, data_emissione date, imponibile numeric, stato text)  -- stato 'annullata' da escludere""")

A(S, "it", "rename", """rinomina le variabili in modo leggibile, senza cambiare la logica

fun calc(a: List<Pair<String, Double>>, b: Double): Map<String, Double> {
    val c = a.groupBy { it.first }
    return c.mapValues { (_, d) -> d.sumOf { it.second } * (1 + b) }
}""")

A(L, "it", "perf", "riesci a far caricare la dashboard degli ordini in meno di 2 secondi? ora ci mette quasi 10")

A(L, "it", "upgrade", """aggiorna tutti i microservizi da Java 11 a Java 21 e sistema tutto quello che si rompe. sono 12 servizi, tutti con un pom tipo questo:

<properties>
    <java.version>11</java.version>
    <spring-boot.version>2.7.18</spring-boot.version>
    <lombok.version>1.18.20</lombok.version>
    <mapstruct.version>1.4.2.Final</mapstruct.version>
</properties>
<build>
  <plugins>
    <plugin>
      <groupId>org.jacoco</groupId>
      <artifactId>jacoco-maven-plugin</artifactId>
      <version>0.8.7</version>
    </plugin>
  </plugins>
</build>

anche le immagini docker partono da eclipse-temurin:11-jre""")

# ---------------------------------------------------------------------------
# Indonesian (id)
# ---------------------------------------------------------------------------

A(S, "id", "tool_question", "tolong jelaskan arti perintah ini: `find . -type f -mtime +30 -name '*.log' -delete`")

A(S, "id", "translate_sql", """ubah query ini ke sintaks BigQuery ya

SELECT TOP 10 merchant_id, DATEPART(week, trx_date) AS minggu, SUM(amount) AS total
FROM transaksi
WHERE trx_date >= DATEADD(month, -3, GETDATE())
GROUP BY merchant_id, DATEPART(week, trx_date)
ORDER BY total DESC""")

A(L, "id", "ticket", """bisa ambil tiket ini?

[CS-120] Notifikasi WhatsApp untuk pengingat jatuh tempo cicilan
- kirim H-3 dan H-1 sebelum jatuh tempo
- template pesan sudah disetujui Meta
- jangan kirim kalau sudah lunas
- catat status terkirim/gagal di dashboard CS""")

A(L, "id", "perf_investigation", """cari tahu kenapa job ETL malam makin lambat tiap minggu dan perbaiki. durasi task di Airflow 4 minggu terakhir:

task_id               | mgg 1  | mgg 2  | mgg 3  | mgg 4
----------------------+--------+--------+--------+-------
extract_pos           | 11m    | 12m    | 11m    | 12m
load_staging          | 18m    | 31m    | 52m    | 1h24m
transform_sales       | 25m    | 26m    | 27m    | 29m
publish_marts         | 6m     | 6m     | 7m     | 6m

load_staging pakai pandas to_sql ke Postgres, tabel staging tidak pernah di-truncate kayaknya""")

A(L, "id", "feature", "tambahkan fitur ekspor laporan ke Excel di semua halaman laporan admin")

# ---------------------------------------------------------------------------
# Ukrainian (uk)
# ---------------------------------------------------------------------------

A(S, "uk", "regex", "напиши регулярний вираз для українського IBAN (UA + 27 цифр), пробіли між групами допускаються")

A(S, "uk", "summarize", """підсумуй цей інцидент у 5 пунктах для керівництва:

10:02 клієнти скаржаться, що не приходять SMS з кодами
10:10 чергова бачить 100% помилок від SMS-провайдера (HTTP 401)
10:18 з'ясовано: у провайдера закінчився термін дії API-ключа, нагадування йшли на скриньку колишнього працівника
10:31 новий ключ додано у vault, сервіс перезапущено
10:35 SMS знову надходять; за 33 хв не змогли увійти ~2100 користувачів""")

A(S, "uk", "tool_question", "що робить `SELECT ... FOR UPDATE SKIP LOCKED` і коли його варто використовувати для черги задач?")

A(L, "uk", "upgrade", "переведи всі наші сервіси з Python 3.8 на 3.12 і полагодь усе, що зламається")

A(L, "uk", "incident_investigation", """знайди, чому після релізу зросла latency у сервісі пошуку, і виправ.

до релізу 2.8.0: p50 38 ms, p95 120 ms
після: p50 95 ms, p95 640 ms

у changelog 2.8.0:
- перехід з elasticsearch-py 7 на 8
- новий скоринг за популярністю (function_score)
- кеш підказок перенесли з Redis у in-process LRU

відкочувати не хочемо, бо новий скоринг вже обіцяли продукту""")

# ---------------------------------------------------------------------------
# Dutch (nl)
# ---------------------------------------------------------------------------

A(S, "nl", "explain_error", "kun je deze foutmelding uitleggen? `fatal: refusing to merge unrelated histories`")

A(S, "nl", "sql", """schrijf één query: klanten die in 2023 wel en in 2024 niet besteld hebben

klanten(id, naam, email)
bestellingen(id, klant_id, besteld_op timestamp)""")

A(L, "nl", "ticket", """kun je dit ticket oppakken?

WEB-310: Cookiebanner voldoet niet aan AVG
- analytics-scripts mogen pas laden na toestemming
- "weigeren" moet net zo makkelijk zijn als "accepteren"
- keuze 12 maanden onthouden, intrekken via footer-link
- geldt voor alle drie de webshops""")

A(L, "nl", "migration", "zet onze Terraform-state over van lokale files naar een S3-backend met DynamoDB-locking, voor alle omgevingen")

A(L, "nl", "ci_fix", "zorg dat de CI weer groen wordt, er faalt iets in de integratietests sinds vanochtend")

# ---------------------------------------------------------------------------
# Thai (th)
# ---------------------------------------------------------------------------

A(S, "th", "regex", "ช่วยเขียน regex ตรวจเบอร์มือถือไทย ขึ้นต้น 06, 08 หรือ 09 รวม 10 หลัก อาจมีขีดคั่น")

A(S, "th", "explain_error", "อธิบาย error นี้หน่อย: `ModuleNotFoundError: No module named 'pkg_resources'` เกิดตอนรันบน Python 3.12 ใน venv ใหม่")

A(L, "th", "migration", """ช่วยย้ายระบบแจ้งเตือนทั้งหมดจาก LINE Notify ไปใช้ LINE Messaging API แทน เพราะ Notify กำลังจะปิด ตอนนี้โค้ดส่วนใหญ่หน้าตาแบบนี้ กระจายอยู่หลาย service:

def notify(msg: str) -> None:
    requests.post(
        "https://notify-api.line.me/api/notify",
        headers={"Authorization": f"Bearer {settings.LINE_NOTIFY_TOKEN}"},
        data={"message": msg},
        timeout=5,
    )

มีทั้งใน order-service, stock-alert, daily-report และ cron อีกสองสามตัว""")

A(L, "th", "perf", "แดชบอร์ดยอดขายโหลดช้ามาก ช่วยทำให้โหลดเสร็จภายใน 2 วินาที")

# ---------------------------------------------------------------------------
# Hebrew (he)
# ---------------------------------------------------------------------------

A(S, "he", "regex", "תכתוב לי regex לפורמט של תעודת זהות ישראלית (9 ספרות, אפשר עם אפסים מובילים), רק פורמט בלי ספרת ביקורת")

A(S, "he", "tool_question", "מה ההבדל בין `docker stop` ל-`docker kill`? ומה קורה עם SIGTERM")

A(L, "he", "ticket", """תיקח את הטיקט הזה?

PAY-58: תמיכה בתשלום בביט בקופה
- להוסיף את ביט כאמצעי תשלום בצ'קאאוט
- לטפל ב-webhook של אישור/ביטול
- החזר כספי מלא וחלקי מהאדמין
- בדיקות מול סביבת ה-sandbox""")

A(L, "he", "ci_fix", "תמצא למה ה-nightly build נכשל מאז יום ראשון ותתקן")


# ---------------------------------------------------------------------------
# ids in list order
# ---------------------------------------------------------------------------

for _i, _a in enumerate(ASKS):
    _a["id"] = f"k{_i + 1:03d}"

ASK_BY_ID = {a["id"]: a for a in ASKS}
