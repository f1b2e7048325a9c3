"""First-turn request envelopes for 20 client families.

Each family is a function (ask_text, rng) -> (endpoint, headers, body).
* endpoint: request path (with query string where the client uses one)
* headers: dict with lower-case names; every credential is FAKE
* body: the JSON body as a dict

Only the first request a person's ask produces is modelled: no tool results,
no tool-role messages, no assistant tool calls. Some families carry earlier
chat turns; those are plain and already answered.

System prompts are paraphrased in our own words; structure and rough length
follow the public source of each tool (see README).
"""

from urllib.parse import quote

# ---------------------------------------------------------------------------
# small helpers
# ---------------------------------------------------------------------------


def _hex(rng, n):
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def _uuid(rng):
    h = _hex(rng, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:32]}"


def _fake_key(rng, prefix="sk-"):
    return f"{prefix}FAKE{_hex(rng, 28)}"


def _pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def _date(rng):
    m = rng.randint(1, 12)
    d = rng.randint(1, 28)
    return f"2025-{m:02d}-{d:02d}"


def _openai_js_headers(rng, key=None, stream=False):
    ver = _pick(rng, ["4.67.3", "4.77.0", "4.85.1", "4.104.0", "5.8.2"])
    node = _pick(rng, ["v18.20.4", "v20.17.0", "v20.18.1", "v22.11.0"])
    h = {
        "accept": "application/json",
        "authorization": f"Bearer {key or _fake_key(rng)}",
        "content-type": "application/json",
        "user-agent": f"OpenAI/JS {ver}",
        "x-stainless-arch": _pick(rng, ["x64", "arm64"]),
        "x-stainless-lang": "js",
        "x-stainless-os": "Linux",
        "x-stainless-package-version": ver,
        "x-stainless-retry-count": "0",
        "x-stainless-runtime": "node",
        "x-stainless-runtime-version": node,
    }
    return h


def _openai_py_headers(rng, key=None, asyncio=False):
    ver = _pick(rng, ["1.51.2", "1.58.1", "1.66.3", "1.82.0", "1.97.1"])
    py = _pick(rng, ["3.11.9", "3.11.11", "3.12.7", "3.12.10"])
    h = {
        "accept": "application/json",
        "accept-encoding": "gzip, deflate",
        "authorization": f"Bearer {key or _fake_key(rng)}",
        "content-type": "application/json",
        "user-agent": f"OpenAI/Python {ver}",
        "x-stainless-arch": _pick(rng, ["x64", "arm64"]),
        "x-stainless-lang": "python",
        "x-stainless-os": "Linux",
        "x-stainless-package-version": ver,
        "x-stainless-retry-count": "0",
        "x-stainless-runtime": "CPython",
        "x-stainless-runtime-version": py,
    }
    if asyncio:
        h["x-stainless-async"] = "async:asyncio"
    return h


def _anthropic_py_headers(rng):
    ver = _pick(rng, ["0.39.0", "0.42.0", "0.49.0", "0.57.1"])
    return {
        "accept": "application/json",
        "anthropic-version": "2023-06-01",
        "content-type": "application/json",
        "user-agent": f"Anthropic/Python {ver}",
        "x-api-key": _fake_key(rng, "sk-ant-api03-"),
        "x-stainless-arch": "x64",
        "x-stainless-lang": "python",
        "x-stainless-os": "Linux",
        "x-stainless-package-version": ver,
        "x-stainless-retry-count": "0",
        "x-stainless-runtime": "CPython",
        "x-stainless-runtime-version": _pick(rng, ["3.11.9", "3.12.7"]),
    }


def _fn_tool(name, description, props, required=()):
    return {
        "type": "function",
        "function": {
            "name": name,
            "description": description,
            "parameters": {
                "type": "object",
                "properties": props,
                "required": list(required),
            },
        },
    }


def _s(desc):
    return {"type": "string", "description": desc}


# ---------------------------------------------------------------------------
# shared context pools (synthetic, written for this set)
# ---------------------------------------------------------------------------

SCHEMAS = [
    {
        "dialect": "PostgreSQL",
        "db": "shop_prod",
        "ddl": [
            "CREATE TABLE customers (\n  id BIGINT PRIMARY KEY,\n  email TEXT NOT NULL UNIQUE,\n  country CHAR(2),\n  created_at TIMESTAMPTZ NOT NULL DEFAULT now()\n)",
            "CREATE TABLE orders (\n  id BIGINT PRIMARY KEY,\n  customer_id BIGINT NOT NULL REFERENCES customers(id),\n  status TEXT NOT NULL,\n  total_cents BIGINT NOT NULL,\n  placed_at TIMESTAMPTZ NOT NULL\n)",
            "CREATE TABLE order_lines (\n  order_id BIGINT NOT NULL REFERENCES orders(id),\n  sku TEXT NOT NULL,\n  qty INT NOT NULL,\n  unit_cents BIGINT NOT NULL\n)",
        ],
        "docs": [
            "status is one of: cart, placed, paid, shipped, refunded.",
            "Revenue means sum(total_cents)/100 over orders with status in (paid, shipped).",
        ],
        "examples": [
            ("How many orders were placed yesterday?",
             "SELECT count(*) FROM orders WHERE placed_at >= current_date - 1 AND placed_at < current_date;"),
            ("Revenue by country last month",
             "SELECT c.country, sum(o.total_cents)/100.0 AS revenue\nFROM orders o JOIN customers c ON c.id = o.customer_id\nWHERE o.status IN ('paid','shipped')\n  AND o.placed_at >= date_trunc('month', current_date) - interval '1 month'\n  AND o.placed_at < date_trunc('month', current_date)\nGROUP BY c.country ORDER BY revenue DESC;"),
        ],
    },
    {
        "dialect": "Snowflake SQL",
        "db": "ANALYTICS",
        "ddl": [
            "CREATE TABLE ANALYTICS.BILLING.SUBSCRIPTIONS (\n  SUBSCRIPTION_ID VARCHAR,\n  ACCOUNT_ID VARCHAR,\n  PLAN VARCHAR,\n  MRR_USD NUMBER(12,2),\n  STARTED_AT TIMESTAMP_NTZ,\n  CANCELLED_AT TIMESTAMP_NTZ\n)",
            "CREATE TABLE ANALYTICS.BILLING.ACCOUNTS (\n  ACCOUNT_ID VARCHAR,\n  NAME VARCHAR,\n  SEGMENT VARCHAR,\n  REGION VARCHAR\n)",
            "CREATE TABLE ANALYTICS.PRODUCT.EVENTS (\n  EVENT_ID VARCHAR,\n  ACCOUNT_ID VARCHAR,\n  USER_ID VARCHAR,\n  EVENT_NAME VARCHAR,\n  TS TIMESTAMP_NTZ\n)",
        ],
        "docs": [
            "A subscription is active when CANCELLED_AT is null or in the future.",
            "SEGMENT values: smb, mid, ent.",
        ],
        "examples": [
            ("current MRR by segment",
             "SELECT a.SEGMENT, SUM(s.MRR_USD) AS MRR\nFROM ANALYTICS.BILLING.SUBSCRIPTIONS s\nJOIN ANALYTICS.BILLING.ACCOUNTS a ON a.ACCOUNT_ID = s.ACCOUNT_ID\nWHERE s.CANCELLED_AT IS NULL OR s.CANCELLED_AT > CURRENT_TIMESTAMP()\nGROUP BY 1;"),
        ],
    },
    {
        "dialect": "MySQL",
        "db": "logistics",
        "ddl": [
            "CREATE TABLE shipments (\n  id BIGINT PRIMARY KEY AUTO_INCREMENT,\n  warehouse_id INT NOT NULL,\n  carrier VARCHAR(32),\n  status ENUM('created','picked','in_transit','delivered','lost') NOT NULL,\n  created_at DATETIME NOT NULL,\n  delivered_at DATETIME NULL\n)",
            "CREATE TABLE warehouses (\n  id INT PRIMARY KEY,\n  code VARCHAR(8) NOT NULL,\n  city VARCHAR(64)\n)",
        ],
        "docs": ["Lead time = delivered_at - created_at, only for delivered shipments."],
        "examples": [
            ("shipments per carrier this week",
             "SELECT carrier, COUNT(*) AS n FROM shipments WHERE created_at >= CURDATE() - INTERVAL WEEKDAY(CURDATE()) DAY GROUP BY carrier ORDER BY n DESC;"),
        ],
    },
]

NOTEBOOKS = [
    {
        "vars": [
            ("df_orders", "DataFrame", "polars.DataFrame shape (184220, 7): order_id, customer_id, status, total, placed_at, country, channel"),
            ("start_date", "date", "2025-01-01"),
            ("mo", "module", "marimo"),
        ],
        "cells": "import marimo as mo\nimport polars as pl\n\ndf_orders = pl.read_parquet(\"s3://acme-lake/orders/2025/*.parquet\")\n\nstart_date = mo.ui.date(value=\"2025-01-01\")",
        "tables": [("df_orders", [("order_id", "Int64"), ("customer_id", "Int64"), ("status", "Utf8"), ("total", "Float64"), ("placed_at", "Datetime"), ("country", "Utf8"), ("channel", "Utf8")])],
    },
    {
        "vars": [
            ("latency", "DataFrame", "pandas.DataFrame shape (52000, 4): ts, service, route, p95_ms"),
            ("services", "list", "['api', 'search', 'checkout', 'auth']"),
        ],
        "cells": "import pandas as pd\nlatency = pd.read_csv(\"exports/latency_2025_q1.csv\", parse_dates=[\"ts\"])\nservices = sorted(latency.service.unique())",
        "tables": [("latency", [("ts", "datetime64[ns]"), ("service", "object"), ("route", "object"), ("p95_ms", "float64")])],
    },
    {
        "vars": [
            ("signups", "DataFrame", "duckdb relation (9100 rows): day, source, n"),
            ("conn", "DuckDBPyConnection", "<duckdb connection :memory:>"),
        ],
        "cells": "import duckdb\nconn = duckdb.connect()\nsignups = conn.sql(\"select * from read_csv_auto('signups.csv')\")",
        "tables": [("signups", [("day", "DATE"), ("source", "VARCHAR"), ("n", "BIGINT")])],
    },
]

RUNBOOK_CHUNKS = [
    "Runbook: payments-gw high 5xx. 1) Check the PSP status page. 2) Look at pod restarts in the payments namespace. 3) If a rollout is in progress, pause it with the deploy bot. Escalate to #payments-oncall after 15 minutes.",
    "Platform conventions: all services run on EKS 1.29, deploy through Argo CD, config lives in the platform-config repo. Secrets come from Vault via the external-secrets operator.",
    "Data platform: nightly ETL is orchestrated by Airflow 2.9 (dags repo: data-dags). dbt project: analytics-dbt, runs after the ingestion DAG completes. Warehouse: Snowflake, warehouse TRANSFORM_M.",
    "Alerting: Grafana-managed alert rules, contact points per team, notification policies routed on the team label. Legacy Prometheus rules still exist in the monitoring repo under rules/legacy/.",
    "Coding standards: Python 3.12, ruff + mypy strict in CI, pytest for tests, 80% coverage gate on new packages.",
    "On-call: primary and secondary rotate weekly on Mondays 10:00 CET. Sev1 requires an incident channel and a status page update within 15 minutes.",
]

DASHBOARDS = [
    {
        "title": "Checkout / Overview",
        "uid": "chk-ovw",
        "panels": [
            ("Requests per second", "sum(rate(http_requests_total{service=\"checkout\"}[5m]))"),
            ("p95 latency", "histogram_quantile(0.95, sum by (le) (rate(http_request_duration_seconds_bucket{service=\"checkout\"}[5m])))"),
            ("Error ratio", "sum(rate(http_requests_total{service=\"checkout\",code=~\"5..\"}[5m])) / sum(rate(http_requests_total{service=\"checkout\"}[5m]))"),
        ],
    },
    {
        "title": "Kafka / Consumers",
        "uid": "kfk-cons",
        "panels": [
            ("Consumer lag", "sum by (consumergroup) (kafka_consumergroup_lag)"),
            ("Messages in", "sum(rate(kafka_topic_partition_current_offset[5m])) by (topic)"),
        ],
    },
    {
        "title": "Node exporter / Fleet",
        "uid": "node-fleet",
        "panels": [
            ("CPU busy", "1 - avg by (instance) (rate(node_cpu_seconds_total{mode=\"idle\"}[5m]))"),
            ("Disk free", "node_filesystem_avail_bytes{mountpoint=\"/\"} / node_filesystem_size_bytes{mountpoint=\"/\"}"),
            ("Memory available", "node_memory_MemAvailable_bytes"),
        ],
    },
]

SENTRY_ISSUES = [
    {
        "title": "KeyError: 'currency'",
        "culprit": "billing.invoices.render in build_line_items",
        "project": "billing-api",
        "events": 1843,
        "users": 212,
        "trace": "File \"billing/invoices/render.py\", line 118, in build_line_items\n    cur = item.meta['currency']\nFile \"billing/invoices/render.py\", line 64, in render_invoice\n    lines = build_line_items(invoice)\nFile \"billing/api/views.py\", line 41, in invoice_pdf\n    return render_invoice(inv)",
    },
    {
        "title": "TypeError: Cannot read properties of null (reading 'id')",
        "culprit": "app/routes/cart.tsx in CartSummary",
        "project": "storefront-web",
        "events": 9120,
        "users": 3310,
        "trace": "at CartSummary (app/routes/cart.tsx:88:27)\nat renderWithHooks (react-dom/cjs/react-dom.production.min.js:160:137)\nat updateFunctionComponent (react-dom/cjs/react-dom.production.min.js:187:117)",
    },
    {
        "title": "psycopg.errors.QueryCanceled: canceling statement due to statement timeout",
        "culprit": "reports.tasks.build_monthly_report",
        "project": "reports-worker",
        "events": 77,
        "users": 0,
        "trace": "File \"reports/tasks.py\", line 203, in build_monthly_report\n    rows = cur.execute(SQL_MONTHLY, params).fetchall()\nFile \"psycopg/cursor.py\", line 737, in execute\n    raise ex.with_traceback(None)",
    },
]

PLANE_DESCRIPTIONS = [
    "",
    "Context: the admin export page times out for big tenants. Users: ops team. See linked support threads. Definition of done: export works for 100k rows, docs updated.",
    "Spike outcome: we agreed to keep Postgres, add read replicas for reporting, and revisit in Q3. Open questions listed in the comments.",
    "Bug report from support: after changing the timezone in profile settings, the weekly digest email still arrives at the old local time.",
    "Meeting notes 12 Mar: priorities for the sprint are billing fixes, the alerting cleanup and onboarding docs. Owners assigned in the board.",
]

AFFINE_DOCS = [
    "# Q3 platform roadmap\n\n- Move remaining services to Argo CD\n- Replace legacy alert rules\n- Self-serve preview environments\n\n## Risks\nStaffing on the SRE side, vendor contract renewal in August.",
    "# Onboarding notes\n\nLaptop setup, VPN, access requests via the IT portal. Repos: monorepo (apps), platform-config (infra). Ask in #dev-help.",
    "# Incident review template\n\n## Summary\n## Impact\n## Timeline\n## Root cause\n## What went well / badly\n## Action items",
    "",
]

EARLIER_TURNS = [
    ("what's the difference between rank() and dense_rank()?",
     "rank() leaves gaps after ties (1, 1, 3), dense_rank() doesn't (1, 1, 2). Both order rows inside the window's partition."),
    ("is TIMESTAMPTZ stored with the timezone in postgres?",
     "No. Postgres stores TIMESTAMPTZ as a UTC instant and converts to the session TimeZone on output; the original offset isn't kept."),
    ("how do I undo the last git commit but keep the changes?",
     "Use `git reset --soft HEAD~1`. The commit is removed and its changes stay staged."),
    ("what port does the kubelet healthz endpoint listen on by default?",
     "10248 on localhost, serving /healthz over plain HTTP."),
]


def _earlier(rng, max_pairs=1, p=0.35):
    """Zero or more earlier plain chat turns, each already answered."""
    out = []
    if rng.random() < p:
        for q, a in rng.sample(EARLIER_TURNS, rng.randint(1, max_pairs)):
            out.append({"role": "user", "content": q})
            out.append({"role": "assistant", "content": a})
    return out


# ---------------------------------------------------------------------------
# 1. n8n AI Agent node (Tools Agent, LangChain JS -> OpenAI chat completions)
# ---------------------------------------------------------------------------

N8N_SYSTEMS = [
    "You are a helpful assistant",
    "You are the internal engineering helper for the platform team. Answer precisely. Use the connected tools when the question needs live data from Jira or the database; otherwise answer directly.\n\nToday is {date}.",
    "You are an assistant for the data team. Prefer short answers with code blocks. The current date is {date}.",
]


def _n8n_tools(rng):
    schema_hdr = {"$schema": "http://json-schema.org/draft-07/schema#", "additionalProperties": False}
    pool = [
        {"type": "function", "function": {"name": "Postgres", "description": "Execute a SQL query in Postgres (read-only replica of the app database)",
         "parameters": dict({"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]}, **schema_hdr)}},
        {"type": "function", "function": {"name": "HTTP_Request", "description": "Makes an HTTP request to the internal status API and returns the response data",
         "parameters": dict({"type": "object", "properties": {"path": {"type": "string"}, "method": {"type": "string", "enum": ["GET", "POST"]}}, "required": ["path"]}, **schema_hdr)}},
        {"type": "function", "function": {"name": "Jira_Software", "description": "Search and read Jira issues in the PLAT and DATA projects",
         "parameters": dict({"type": "object", "properties": {"jql": {"type": "string"}, "limit": {"type": "number"}}, "required": ["jql"]}, **schema_hdr)}},
        {"type": "function", "function": {"name": "calculator", "description": "Useful for getting the result of a math expression. The input to this tool should be a valid mathematical expression that could be executed by a simple calculator.",
         "parameters": dict({"type": "object", "properties": {"input": {"type": "string"}}, "required": ["input"]}, **schema_hdr)}},
        {"type": "function", "function": {"name": "Send_email", "description": "Send an email through Gmail on behalf of the workflow owner",
         "parameters": dict({"type": "object", "properties": {"to": {"type": "string"}, "subject": {"type": "string"}, "body": {"type": "string"}}, "required": ["to", "subject", "body"]}, **schema_hdr)}},
    ]
    k = rng.randint(1, 4)
    return rng.sample(pool, k)


def n8n_ai_agent(ask, rng):
    system = _pick(rng, N8N_SYSTEMS).format(date=_date(rng))
    messages = [{"role": "system", "content": system}, {"role": "user", "content": ask}]
    body = {
        "model": _pick(rng, ["gpt-4o-mini", "gpt-4.1-mini", "gpt-4o"]),
        "temperature": 0.7,
        "top_p": 1,
        "frequency_penalty": 0,
        "presence_penalty": 0,
        "n": 1,
        "stream": True,
        "stream_options": {"include_usage": True},
        "messages": messages,
        "tools": _n8n_tools(rng),
    }
    headers = _openai_js_headers(rng)
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------------------
# 2. Flowise Tool Agent chatflow (LangChain JS -> OpenAI chat completions)
# ---------------------------------------------------------------------------

def flowise_tool_agent(ask, rng):
    system = _pick(rng, [
        "You are a helpful AI assistant.",
        "You are DevBot, the assistant of the web team. Be concise. If you are unsure, say so. You can read files from the shared docs folder and call the internal APIs listed in your tools.",
    ])
    tools = [
        _fn_tool("calculator", "Useful for getting the result of a math expression.", {"input": {"type": "string"}}, ["input"]),
        _fn_tool("read_file", "Read file from disk", {"file_path": _s("name of file")}, ["file_path"]),
        _fn_tool("requests_get", "A portal to the internet. Use this when you need to get specific content from a website.", {"input": _s("url")}, ["input"]),
        _fn_tool("search_confluence", "Search the engineering Confluence space and return matching page excerpts", {"query": _s("search terms")}, ["query"]),
    ]
    messages = [{"role": "system", "content": system}] + _earlier(rng) + [{"role": "user", "content": ask}]
    body = {
        "model": _pick(rng, ["gpt-4o-mini", "gpt-4o", "gpt-4.1"]),
        "temperature": 0.9,
        "stream": True,
        "n": 1,
        "messages": messages,
        "tools": rng.sample(tools, rng.randint(2, 4)),
    }
    return "/v1/chat/completions", _openai_js_headers(rng), body


# ---------------------------------------------------------------------------
# 3. Langflow Agent component (langchain-openai, Python)
# ---------------------------------------------------------------------------

def langflow_agent(ask, rng):
    system = _pick(rng, [
        "You are a helpful assistant that can call tools to answer questions and carry out tasks.",
        "You are the support-engineering agent. Use the tools to look things up before answering questions about customer accounts. Keep answers short.",
    ])
    tools = [
        _fn_tool("get_current_date", "Returns the current date and time in the selected timezone.",
                 {"timezone": {"type": "string", "description": "Timezone for the current date and time.", "default": "UTC"}}),
        _fn_tool("fetch_content", "Fetch content from one or more web pages, following links recursively.",
                 {"urls": {"type": "array", "items": {"type": "string"}, "description": "Enter one or more URLs to crawl recursively."}}, ["urls"]),
        _fn_tool("evaluate_expression", "Perform basic arithmetic operations on a given expression.",
                 {"expression": _s("The arithmetic expression to evaluate (e.g., '4*4*(33/22)+12-20').")}, ["expression"]),
    ]
    chosen = [tools[0]] + rng.sample(tools[1:], rng.randint(0, 2))
    messages = [{"role": "system", "content": system}, {"role": "user", "content": ask}]
    body = {
        "model": _pick(rng, ["gpt-4o-mini", "gpt-4.1-mini"]),
        "temperature": 0.1,
        "stream": rng.random() < 0.5,
        "messages": messages,
        "tools": chosen,
    }
    if body["stream"]:
        body["stream_options"] = {"include_usage": True}
    return "/v1/chat/completions", _openai_py_headers(rng, asyncio=True), body


# ---------------------------------------------------------------------------
# 4. Dify chat app with knowledge retrieval, Anthropic provider
# ---------------------------------------------------------------------------

DIFY_CONTEXT_TEMPLATE = (
    "Treat the text inside the <context></context> tags as knowledge you already have.\n\n"
    "<context>\n{context}\n</context>\n\n"
    "When you answer:\n"
    "- if you do not know, say so;\n"
    "- if you are not sure, ask a clarifying question;\n"
    "Do not mention that the information came from the context.\n"
    "Reply in the language of the user's question.\n"
)


def dify_chat_app(ask, rng):
    chunks = rng.sample(RUNBOOK_CHUNKS, rng.randint(2, 4))
    pre_prompt = _pick(rng, [
        "You are Atlas, the platform team's assistant. Answer engineering questions for our developers.",
        "You help our SREs and developers. Be direct, use code blocks for commands and configs.",
    ])
    system = DIFY_CONTEXT_TEMPLATE.format(context="\n".join(chunks)) + "\n" + pre_prompt
    messages = []
    for m in _earlier(rng):
        messages.append({"role": m["role"], "content": m["content"]})
    messages.append({"role": "user", "content": ask})
    body = {
        "model": _pick(rng, ["claude-3-5-sonnet-20241022", "claude-3-7-sonnet-20250219", "claude-sonnet-4-20250514"]),
        "max_tokens": _pick(rng, [1024, 4096, 8192]),
        "temperature": _pick(rng, [0.2, 0.5, 0.7]),
        "top_p": 1,
        "system": system,
        "messages": messages,
        "stream": True,
    }
    return "/v1/messages", _anthropic_py_headers(rng), body


# ---------------------------------------------------------------------------
# 5. Activepieces "Ask ChatGPT" action (OpenAI JS SDK)
# ---------------------------------------------------------------------------

def activepieces_ask_chatgpt(ask, rng):
    roles = _pick(rng, [
        [{"role": "system", "content": "You are a helpful assistant."}],
        [{"role": "system", "content": "You answer requests coming from the engineering intake form. Answer directly; if the request is work for a team, say which steps you would take."}],
    ])
    requester = _pick(rng, ["j.meyer", "priya.s", "t.nguyen", "a.rossi", "m.kowalski"])
    form = _pick(rng, ["Engineering AI request form", "Data team intake", "SRE help form"])
    prompt = rng.choice([
        ask,
        f"New submission from {form} (requester: {requester}):\n\n{ask}",
    ])
    body = {
        "model": _pick(rng, ["gpt-4o", "gpt-4o-mini", "gpt-3.5-turbo"]),
        "messages": roles + [{"role": "user", "content": prompt}],
        "temperature": 0.9,
        "max_tokens": 2048,
        "top_p": 1,
        "frequency_penalty": 0,
        "presence_penalty": 0.6,
    }
    return "/v1/chat/completions", _openai_js_headers(rng), body


# ---------------------------------------------------------------------------
# 6. Vanna text-to-SQL (OpenAI_Chat, openai Python SDK)
# ---------------------------------------------------------------------------

def vanna_text_to_sql(ask, rng):
    sch = _pick(rng, SCHEMAS)
    d = sch["dialect"]
    sp = (f"You are a {d} expert. Help generate a SQL query that answers the question. "
          "Base your response only on the context below and follow the response guidelines and format instructions. ")
    sp += "\n===Tables \n" + "".join(f"{x}\n\n" for x in sch["ddl"])
    sp += "\n===Additional Context \n\n" + "".join(f"{x}\n\n" for x in sch["docs"])
    sp += ("===Response Guidelines \n"
           "1. If the context is enough, produce a valid SQL query with no explanation. \n"
           "2. If it is almost enough but you need the distinct values of some column, produce an intermediate query that lists them, prefixed with a comment saying intermediate_sql \n"
           "3. If the context is not enough, explain why the query cannot be written. \n"
           "4. Use the most relevant table(s). \n"
           "5. If the question was already asked and answered, repeat the earlier answer exactly. \n"
           f"6. Make sure the SQL is {d}-compliant, executable and free of syntax errors. \n")
    messages = [{"role": "system", "content": sp}]
    for q, sql in sch["examples"][: rng.randint(0, len(sch["examples"]))]:
        messages.append({"role": "user", "content": q})
        messages.append({"role": "assistant", "content": sql})
    messages.append({"role": "user", "content": ask})
    body = {
        "model": _pick(rng, ["gpt-4o-mini", "gpt-4o", "gpt-3.5-turbo"]),
        "messages": messages,
        "stop": None,
        "temperature": 0.7,
    }
    return "/v1/chat/completions", _openai_py_headers(rng), body


# ---------------------------------------------------------------------------
# 7. DBeaver AI chat (prompt built as Goals / Instructions / Context / Output)
# ---------------------------------------------------------------------------

def dbeaver_ai_chat(ask, rng):
    sch = _pick(rng, SCHEMAS)
    lines = ["Goals:",
             f"- Help the user work with the {sch['dialect']} database \"{sch['db']}\": write, explain and fix SQL and answer database questions.",
             "", "Instructions:",
             "- Use only tables and columns listed in the context.",
             "- Put SQL in fenced code blocks with the sql language tag.",
             "- Do not run data-modifying statements unless the user asks explicitly.",
             "- Answer in the user's language.",
             "", "Context:",
             f"- Database: {sch['dialect']}",
             f"- Active connection: {sch['db']}"]
    for ddl in sch["ddl"]:
        lines.append("- " + ddl.replace("\n", " "))
    lines += ["", "Output Format:", "- Markdown; short explanation first, then SQL if any."]
    body = {
        "model": _pick(rng, ["gpt-4o", "gpt-4o-mini", "gpt-4.1"]),
        "messages": [{"role": "system", "content": "\n".join(lines) + "\n"}, {"role": "user", "content": ask}],
        "temperature": 0.0,
        "stream": True,
    }
    if rng.random() < 0.5:
        body["tools"] = [
            _fn_tool("get_table_ddl", "Return the DDL of a table in the active connection", {"table": _s("qualified table name")}, ["table"]),
            _fn_tool("execute_select", "Run a read-only SELECT in the active connection and return up to 100 rows", {"sql": _s("SELECT statement")}, ["sql"]),
        ]
    headers = {
        "authorization": f"Bearer {_fake_key(rng)}",
        "content-type": "application/json",
        "accept": "text/event-stream",
        "user-agent": _pick(rng, ["Java-http-client/21.0.5", "Java-http-client/21.0.7"]),
    }
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------------------
# 8. marimo AI chat panel (openai Python SDK, streaming)
# ---------------------------------------------------------------------------

MARIMO_BASE = """You are Marimo Copilot, an assistant built into the marimo notebook editor. You help people build, analyse and improve data notebooks that use marimo's reactive model.
{mode_part}

You do one of two things: help with questions about this notebook, or answer general questions unrelated to it. Decide which from what the user wrote; if it is unclear, ask.

The user may point at extra context with @kind://name.

Reply with markdown, code, or both. You only write Python and SQL. Treat every code block as its own notebook cell.

Rules:
- Never import the same library twice.
- Never redefine a variable another cell already defines; you may read it.

# How marimo works
- Cells re-run automatically when the values they depend on change.
- A variable can be defined in one cell only; the notebook is a DAG.
- The last expression of a cell is displayed.
- UI elements are reactive; read them through `.value` in a different cell than the one that creates them.

## Good practice
- Create UI elements in one cell, use them in later cells.
- Lay out with mo.hstack, mo.vstack and mo.tabs.
- For matplotlib end the cell with plt.gca(); return plotly and altair figures directly.
- SQL cells use duckdb syntax: df = mo.sql(f\"\"\"SELECT ...\"\"\").

## Common UI elements
mo.ui.slider, mo.ui.dropdown, mo.ui.text, mo.ui.table, mo.ui.date, mo.ui.checkbox, mo.ui.button, mo.ui.run_button, mo.ui.dataframe, mo.ui.data_explorer, mo.ui.altair_chart, mo.ui.plotly, mo.ui.form, mo.ui.tabs, mo.ui.array."""


def marimo_ai_chat(ask, rng):
    nb = _pick(rng, NOTEBOOKS)
    mode = _pick(rng, ["manual", "ask"])
    if mode == "manual":
        mode_part = "You can only answer from your own knowledge and the notebook context given here; you have no tools."
    else:
        mode_part = "You may call read-only tools to look at the notebook and its data. Never edit or run anything, and say why before you call a tool."
    sp = MARIMO_BASE.format(mode_part=mode_part)
    sp += "\n\n## Variables defined in other cells:\n"
    for name, vtype, prev in nb["vars"]:
        sp += f"- variable: `{name}`\n  - value_type: {vtype}\n  - value_preview: {prev}\n"
    sp += "\n## Available schema:\n"
    for tname, cols in nb["tables"]:
        sp += f"- Table: {tname}\n"
        for c, t in cols:
            sp += f"  - Column: {c}\n    - Type: {t}\n"
    sp += f"\n<code_from_other_cells>\n{nb['cells']}\n</code_from_other_cells>"
    messages = [{"role": "system", "content": sp}] + _earlier(rng, p=0.2) + [{"role": "user", "content": ask}]
    body = {
        "model": _pick(rng, ["gpt-4o", "gpt-4o-mini", "gpt-4.1"]),
        "messages": messages,
        "max_tokens": 4096,
        "stream": True,
    }
    if mode == "ask":
        body["tools"] = [
            _fn_tool("get_tables_and_variables", "List dataframes, tables and variables defined in the notebook", {}),
            _fn_tool("get_cell_runtime_data", "Return the code, output and errors of one cell", {"cell_id": _s("cell id")}, ["cell_id"]),
        ]
    return "/v1/chat/completions", _openai_py_headers(rng, asyncio=True), body


# ---------------------------------------------------------------------------
# 9. Grafana LLM app (plugin request forwarded to an OpenAI-compatible provider)
# ---------------------------------------------------------------------------

def grafana_llm_app(ask, rng):
    dash = _pick(rng, DASHBOARDS)
    panels = "\n".join(f"- {t}: {q}" for t, q in dash["panels"])
    system = ("You are an observability assistant inside Grafana. The user is looking at the dashboard "
              f"\"{dash['title']}\" (uid {dash['uid']}), time range last {_pick(rng, ['1h', '6h', '24h', '7d'])}.\n"
              "Panels and their queries:\n" + panels + "\n"
              "Answer questions about metrics, logs, queries and alerting. Write PromQL/LogQL in code blocks.")
    body = {
        "model": _pick(rng, ["gpt-4o-mini", "gpt-4o"]),
        "messages": [{"role": "system", "content": system}, {"role": "user", "content": ask}],
        "stream": True,
    }
    if rng.random() < 0.5:
        body["tools"] = [
            _fn_tool("search_dashboards", "Search for Grafana dashboards by a query string", {"query": _s("search query")}, ["query"]),
            _fn_tool("query_prometheus", "Run a PromQL query against a Prometheus datasource",
                     {"datasourceUid": _s("datasource uid"), "expr": _s("PromQL expression"), "startTime": _s("start"), "endTime": _s("end")}, ["datasourceUid", "expr"]),
            _fn_tool("query_loki_logs", "Run a LogQL query against a Loki datasource",
                     {"datasourceUid": _s("datasource uid"), "logql": _s("LogQL query"), "limit": {"type": "integer"}}, ["datasourceUid", "logql"]),
            _fn_tool("list_alert_rules", "List Grafana alert rules with their state", {"limit": {"type": "integer"}}),
        ]
    headers = {
        "authorization": f"Bearer {_fake_key(rng)}",
        "content-type": "application/json",
        "accept-encoding": "gzip",
        "user-agent": "Go-http-client/1.1",
    }
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------------------
# 10. Sentry-like issue assistant (person asks about an issue; Anthropic)
# ---------------------------------------------------------------------------

def sentry_issue_assistant(ask, rng):
    iss = _pick(rng, SENTRY_ISSUES)
    system = [{"type": "text", "text": (
        "You are a debugging assistant built into an error-tracking product. You see one issue at a time: its "
        "title, stack trace and event counts, and you can read the linked repository through the tools. "
        "Answer the developer's question about the issue or anything else they ask. Be concrete and cite "
        "file paths and line numbers when you refer to code.")}]
    issue_block = (f"<issue>\nproject: {iss['project']}\ntitle: {iss['title']}\nculprit: {iss['culprit']}\n"
                   f"events (14d): {iss['events']}  users affected: {iss['users']}\n"
                   f"stacktrace (most recent call last):\n{iss['trace']}\n</issue>")
    body = {
        "model": _pick(rng, ["claude-sonnet-4-20250514", "claude-3-7-sonnet-20250219"]),
        "max_tokens": 8192,
        "system": system,
        "messages": [{"role": "user", "content": [
            {"type": "text", "text": issue_block},
            {"type": "text", "text": ask},
        ]}],
        "tools": [
            {"name": "view_file", "description": "Read a file from the linked repository at the release commit",
             "input_schema": {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]}},
            {"name": "search_code", "description": "Search the linked repository for a string or symbol",
             "input_schema": {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]}},
            {"name": "get_event_details", "description": "Fetch breadcrumbs, tags and context of the latest event",
             "input_schema": {"type": "object", "properties": {}}},
        ],
        "temperature": 0,
        "stream": True,
    }
    return "/v1/messages", _anthropic_py_headers(rng), body


# ---------------------------------------------------------------------------
# 11. butterfish shell prompt mode (go-openai, streaming)
# ---------------------------------------------------------------------------

BF_HISTORY = [
    ["cd ~/src/billing-api", "git pull --rebase", "make test"],
    ["kubectl config use-context prod-eu", "kubectl get pods -n payments"],
    ["ls", "vim docker-compose.yml"],
    ["psql $DATABASE_URL", "cd infra/terraform"],
]


def butterfish_shell(ask, rng):
    sysmsg = _pick(rng, [
        "You are an assistant that helps the user with a Unix shell. Suggest commands they can run, with examples, and keep answers short.",
        "You are an assistant that helps the user with a Unix shell. Suggest commands they can run and give context and examples.",
    ])
    messages = [{"role": "system", "content": sysmsg}]
    if rng.random() < 0.6:
        # earlier shell input only (commands, no output), as the user typed them
        cmds = _pick(rng, BF_HISTORY)
        messages.append({"role": "user", "content": "\n".join("$ " + c for c in cmds)})
    messages.append({"role": "user", "content": ask})
    body = {
        "model": _pick(rng, ["gpt-4o", "gpt-4-turbo", "gpt-3.5-turbo"]),
        "messages": messages,
        "max_tokens": _pick(rng, [512, 1024, 2048]),
        "temperature": 0.7,
        "stream": True,
    }
    headers = {
        "accept": "text/event-stream",
        "authorization": f"Bearer {_fake_key(rng)}",
        "cache-control": "no-cache",
        "connection": "keep-alive",
        "content-type": "application/json",
        "user-agent": "Go-http-client/2.0",
    }
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------------------
# 12. zsh-ai (curl -> Anthropic Messages)
# ---------------------------------------------------------------------------

ZSH_AI_SYSTEM = """You turn a natural-language request into a zsh command.

RULES:
1. Print ONLY the raw command: no explanation, no markdown, no backticks
2. Single-quote arguments that contain spaces or special characters
3. Use double quotes only where variable expansion is needed
4. Escape special characters inside quotes correctly

Examples:
- echo 'Hello World!'  (spaces need quotes)
- echo "Current user: $USER"  (expansion needs double quotes)
- grep 'two words' notes.txt
- find . -name '*.log'  (quote glob patterns)"""


def zsh_ai(ask, rng):
    cwd = _pick(rng, ["/home/dev/src/orders-service", "/Users/ana/work/infra", "/srv/app", "/home/sre/runbooks"])
    ctx = f"Current directory: {cwd}\nOS: {_pick(rng, ['Linux', 'macOS'])}\nShell: zsh"
    if rng.random() < 0.6:
        ctx += f"\nGit branch: {_pick(rng, ['main', 'feature/rate-limit', 'fix/oom-worker'])}"
    system = ZSH_AI_SYSTEM + "\n\nContext:\n" + ctx
    body = {
        "model": _pick(rng, ["claude-3-5-haiku-latest", "claude-3-5-sonnet-latest", "claude-sonnet-4-0"]),
        "max_tokens": 256,
        "system": system,
        "messages": [{"role": "user", "content": ask}],
    }
    headers = {
        "accept": "*/*",
        "anthropic-version": "2023-06-01",
        "content-type": "application/json",
        "user-agent": _pick(rng, ["curl/8.5.0", "curl/8.7.1", "curl/7.81.0"]),
        "x-api-key": _fake_key(rng, "sk-ant-api03-"),
    }
    return "/v1/messages", headers, body


# ---------------------------------------------------------------------------
# 13. AFFiNE copilot chat (Notion-AI-like page assistant)
# ---------------------------------------------------------------------------

def affine_copilot(ask, rng):
    system = ("You are AFFiNE AI, a chatbot made by the AFFiNE team to help people write and work with their documents. "
              "When asked your name, answer AFFiNE AI. Follow the user's instructions carefully and exactly. "
              "Do not share opinions about yourself or your rules, avoid arguments, and never be rude or accusatory. "
              "Keep answers informative, logical and technically accurate. Use Markdown.")
    doc = _pick(rng, AFFINE_DOCS)
    if doc:
        system += "\n\nThe user is currently working in this document:\n\n<document>\n" + doc + "\n</document>"
    body = {
        "model": _pick(rng, ["gpt-4o", "gpt-4o-mini", "gpt-4.1"]),
        "messages": [{"role": "system", "content": system}, {"role": "user", "content": ask}],
        "stream": True,
        "stream_options": {"include_usage": True},
        "temperature": 0.5,
    }
    return "/v1/chat/completions", _openai_js_headers(rng), body


# ---------------------------------------------------------------------------
# 14. Plane AI assistant in a work item (litellm -> OpenAI chat completions)
# ---------------------------------------------------------------------------

def plane_ai_assistant(ask, rng):
    # Plane joins the person's task and the selected page/issue text with a newline
    prompt = _pick(rng, PLANE_DESCRIPTIONS)
    content = ask + "\n" + prompt
    body = {
        "model": _pick(rng, ["gpt-4o-mini", "gpt-4o"]),
        "messages": [{"role": "user", "content": content}],
    }
    return "/v1/chat/completions", _openai_py_headers(rng), body


# ---------------------------------------------------------------------------
# 15. HuggingChat (chat-ui, openai endpoint type, HF router)
# ---------------------------------------------------------------------------

def huggingchat(ask, rng):
    model = _pick(rng, ["meta-llama/Llama-3.3-70B-Instruct", "Qwen/Qwen2.5-72B-Instruct",
                        "mistralai/Mistral-Small-3.1-24B-Instruct-2503", "Qwen/Qwen3-235B-A22B"])
    preprompt = _pick(rng, ["", "", "You are a senior engineer who answers briefly and shows code."])
    msgs = [{"role": "system", "content": preprompt}]
    msgs += _earlier(rng)
    multimodal = rng.random() < 0.3
    if multimodal:
        msgs.append({"role": "user", "content": [{"type": "text", "text": ask}]})
    else:
        msgs.append({"role": "user", "content": ask})
    body = {
        "model": model,
        "messages": msgs,
        "stream": True,
        "max_tokens": _pick(rng, [1024, 2048, 4096]),
        "temperature": _pick(rng, [0.6, 0.7]),
        "top_p": 0.95,
    }
    if rng.random() < 0.5:
        body["stop"] = ["<|eot_id|>"] if "llama" in model.lower() else ["<|im_end|>"]
    headers = _openai_js_headers(rng, key="hf_FAKE" + _hex(rng, 30))
    headers["chatui-conversation-id"] = _hex(rng, 24)
    headers["x-use-cache"] = "false"
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------------------
# 16. Perplexica answer call (web results in the system prompt)
# ---------------------------------------------------------------------------

WEB_RESULTS = {
    "sql": [
        ("PostgreSQL: Documentation: Window Functions", "A window function performs a calculation across a set of table rows that are somehow related to the current row..."),
        ("Use the index, Luke - Indexing ORDER BY", "An index on the filter columns followed by the sort column lets the database skip the sort entirely..."),
        ("Stack Overflow - Correlated subquery vs JOIN performance", "In most engines a LEFT JOIN with GROUP BY or a lateral join replaces the per-row subquery..."),
    ],
    "regex": [
        ("Regular expressions - JavaScript | MDN", "Lookahead assertions (?=...) match only if the pattern is followed by the given expression..."),
        ("regex101: build, test, debug regex", "Explanation panel: quantifiers, anchors, character classes, flags..."),
    ],
    "k8s": [
        ("Kubernetes docs: Configure Liveness, Readiness and Startup Probes", "The kubelet uses readiness probes to know when a container is ready to start accepting traffic..."),
        ("Kubernetes docs: Debug Running Pods", "kubectl logs --previous shows logs from the previous instance of a container..."),
        ("Helm docs: Values Files", "Values are supplied by the values.yaml file in the chart, a parent chart's values, or -f ..."),
    ],
    "obs": [
        ("Prometheus docs: Query functions", "histogram_quantile(φ scalar, b instant-vector) calculates the φ-quantile from a histogram..."),
        ("Grafana docs: Grafana Alerting", "Grafana-managed alert rules can query multiple data sources and are routed by notification policies..."),
        ("Google SRE Workbook: Alerting on SLOs", "Multiwindow, multi-burn-rate alerts combine a long and a short window to reduce false positives..."),
    ],
    "general": [
        ("Martin Fowler - Strangler Fig Application", "Gradually replace a legacy system by building the new one around its edges..."),
        ("GitHub Docs - About GitHub Actions", "Workflows are defined in YAML files in .github/workflows and run on events such as push..."),
        ("The Twelve-Factor App", "Store config in the environment; treat logs as event streams; keep dev and prod similar..."),
        ("Stack Overflow - What does this error mean?", "This error usually appears when the referenced object was never initialised..."),
    ],
}


def _topic(ask):
    t = ask.lower()
    if any(w in t for w in ("select ", "sql", "query", "join", "index", "postgres", "mysql", "bigquery")):
        return "sql"
    if "regex" in t or "regular" in t or "регуляр" in t or "正则" in t:
        return "regex"
    if any(w in t for w in ("kubectl", "k8s", "kubernetes", "helm", "pod", "deployment")):
        return "k8s"
    if any(w in t for w in ("promql", "logql", "grafana", "alert", "prometheus", "dashboard", "slo")):
        return "obs"
    return "general"


PERPLEXICA_PROMPT = """You are Perplexica, an AI model that searches the web and writes detailed, well-organised answers. You are good at summarising web pages and pulling out the relevant facts.

Your answers should be:
- informative and relevant to the user's query, using the given context
- well structured, with headings where useful and a professional tone
- detailed, with useful background
- cited: refer to the context sources inline with [number] notation

### Formatting
- Use Markdown headings, lists and code blocks where they help.
- Do not start with a main title; start with a short introduction.
- End with a short conclusion when it fits.

### Citations
- Cite facts with [number] matching the sources in the context; several sources may be cited for one fact.
- If nothing in the context supports a statement, say that it is not supported.

### Special cases
- If the query is vague or information is missing, say what would help.
- If nothing relevant was found, say so and suggest another search.

<systemInstructions>
{sysinst}
</systemInstructions>

<context>
{context}
</context>

Current date is: {date}
"""


def perplexica(ask, rng):
    results = WEB_RESULTS[_topic(ask)]
    k = min(len(results), rng.randint(2, 4))
    chosen = rng.sample(results, k)
    context = "\n".join(f"{i + 1}. {t} {c}" for i, (t, c) in enumerate(chosen))
    system = PERPLEXICA_PROMPT.format(sysinst=_pick(rng, ["", "Prefer official documentation."]),
                                      context=context, date=_date(rng) + "T09:00:00.000Z")
    messages = [{"role": "system", "content": system}] + _earlier(rng) + [{"role": "user", "content": ask}]
    body = {
        "model": _pick(rng, ["gpt-4o-mini", "gpt-4o"]),
        "temperature": 0.7,
        "top_p": 1,
        "frequency_penalty": 0,
        "presence_penalty": 0,
        "n": 1,
        "stream": True,
        "messages": messages,
    }
    return "/v1/chat/completions", _openai_js_headers(rng), body


# ---------------------------------------------------------------------------
# 17. OpenRouter-routed internal script (openai Python SDK + extra_body)
# ---------------------------------------------------------------------------

def openrouter_script(ask, rng):
    primary = _pick(rng, ["anthropic/claude-3.7-sonnet", "openai/gpt-4o", "google/gemini-2.5-pro", "deepseek/deepseek-chat-v3-0324"])
    fallbacks = ["openai/gpt-4o-mini", "mistralai/mistral-large", "meta-llama/llama-3.3-70b-instruct"]
    body = {
        "model": primary,
        "messages": [
            {"role": "system", "content": _pick(rng, [
                "You are a coding assistant used from our team's ask-llm script. Answer in the user's language.",
                "You help engineers on the data platform team. Prefer concise answers.",
            ])},
            {"role": "user", "content": ask},
        ],
        "max_tokens": _pick(rng, [2000, 4000, 8000]),
        "temperature": 0.3,
        "models": [primary] + rng.sample(fallbacks, 2),
        "route": "fallback",
        "provider": {"allow_fallbacks": True, "data_collection": "deny",
                     "sort": _pick(rng, ["price", "throughput", "latency"])},
        "transforms": ["middle-out"],
        "usage": {"include": True},
    }
    headers = _openai_py_headers(rng, key=_fake_key(rng, "sk-or-v1-"))
    headers["http-referer"] = "https://tools.internal.example"
    headers["x-title"] = "ask-llm"
    return "/api/v1/chat/completions", headers, body


# ---------------------------------------------------------------------------
# 18. Bedrock Converse program (boto3 bedrock-runtime)
# ---------------------------------------------------------------------------

def bedrock_converse(ask, rng):
    model = _pick(rng, ["anthropic.claude-3-5-sonnet-20241022-v2:0", "us.anthropic.claude-3-7-sonnet-20250219-v1:0",
                        "us.amazon.nova-pro-v1:0", "meta.llama3-3-70b-instruct-v1:0"])
    streaming = rng.random() < 0.5
    op = "converse-stream" if streaming else "converse"
    body = {
        "messages": [{"role": "user", "content": [{"text": ask}]}],
        "system": [{"text": _pick(rng, [
            "You are opsbot, the SRE team's internal assistant. You can look up CloudWatch logs and ECS services with your tools. Answer briefly; commands in code blocks.",
            "You are an assistant for the cloud platform team at a fintech. Follow AWS best practice. Never print secrets.",
        ])}],
        "inferenceConfig": {"maxTokens": _pick(rng, [1024, 2048, 4096]), "temperature": 0.2, "topP": 0.9},
    }
    if rng.random() < 0.6:
        body["toolConfig"] = {"tools": [
            {"toolSpec": {"name": "query_cloudwatch_logs", "description": "Run a CloudWatch Logs Insights query",
                          "inputSchema": {"json": {"type": "object", "properties": {"log_group": {"type": "string"}, "query": {"type": "string"}, "minutes": {"type": "integer"}}, "required": ["log_group", "query"]}}}},
            {"toolSpec": {"name": "describe_ecs_service", "description": "Describe an ECS service and its recent events",
                          "inputSchema": {"json": {"type": "object", "properties": {"cluster": {"type": "string"}, "service": {"type": "string"}}, "required": ["cluster", "service"]}}}},
        ]}
    amz_date = _date(rng).replace("-", "") + "T" + f"{rng.randint(0, 23):02d}{rng.randint(0, 59):02d}{rng.randint(0, 59):02d}Z"
    headers = {
        "accept": "application/json",
        "authorization": (f"AWS4-HMAC-SHA256 Credential=AKIAFAKE{_hex(rng, 12).upper()}/{amz_date[:8]}/us-east-1/bedrock/aws4_request, "
                          f"SignedHeaders=accept;content-type;host;x-amz-date;x-amz-security-token, Signature=FAKE{_hex(rng, 60)}"),
        "content-type": "application/json",
        "user-agent": "Boto3/1.35.76 md/Botocore#1.35.76 ua/2.0 os/linux#6.1.0 md/arch#x86_64 lang/python#3.11.9 md/pyimpl#CPython cfg/retry-mode#legacy Botocore/1.35.76",
        "x-amz-date": amz_date,
        "x-amz-security-token": "FAKE" + _hex(rng, 40),
    }
    return f"/model/{quote(model, safe='')}/{op}", headers, body


# ---------------------------------------------------------------------------
# 19. Local script on Ollama /api/generate with system + template
# ---------------------------------------------------------------------------

OLLAMA_TEMPLATES = {
    "qwen2.5-coder:14b": "{{ if .System }}<|im_start|>system\n{{ .System }}<|im_end|>\n{{ end }}<|im_start|>user\n{{ .Prompt }}<|im_end|>\n<|im_start|>assistant\n",
    "llama3.1:8b": "<|start_header_id|>system<|end_header_id|>\n\n{{ .System }}<|eot_id|><|start_header_id|>user<|end_header_id|>\n\n{{ .Prompt }}<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\n",
    "mistral-nemo:12b": "[INST] {{ if .System }}{{ .System }}\n\n{{ end }}{{ .Prompt }} [/INST]",
}


def ollama_generate(ask, rng):
    model = _pick(rng, sorted(OLLAMA_TEMPLATES))
    body = {
        "model": model,
        "system": _pick(rng, [
            "You are a local coding helper running offline on the developer's laptop. Answer concisely.",
            "You are a helpful assistant for software engineers. Use code blocks for code and commands.",
        ]),
        "template": OLLAMA_TEMPLATES[model],
        "prompt": ask,
        "stream": rng.random() < 0.5,
        "raw": False,
        "keep_alive": _pick(rng, ["5m", "30m"]),
        "options": {"temperature": _pick(rng, [0.2, 0.4]), "num_ctx": _pick(rng, [8192, 16384]), "num_predict": _pick(rng, [1024, 2048])},
    }
    headers = {
        "accept": "application/json",
        "content-type": "application/json",
        "user-agent": _pick(rng, ["ollama-python/0.4.7 (x86_64 linux) Python/3.11.9", "python-requests/2.32.3"]),
    }
    return "/api/generate", headers, body


# ---------------------------------------------------------------------------
# 20. Notebook AI magic cell on the Gemini API (Hex-like; google-genai SDK)
# ---------------------------------------------------------------------------

def gemini_notebook_magic(ask, rng):
    nb = _pick(rng, NOTEBOOKS)
    ctx = "Notebook context\n"
    for name, vtype, prev in nb["vars"]:
        ctx += f"- {name} ({vtype}): {prev}\n"
    ctx += "\nPrevious cells:\n" + nb["cells"]
    model = _pick(rng, ["gemini-2.0-flash", "gemini-2.5-flash", "gemini-2.5-pro"])
    streaming = rng.random() < 0.5
    body = {
        "contents": [{"role": "user", "parts": [{"text": ctx}, {"text": ask}]}],
        "systemInstruction": {"parts": [{"text": (
            "You are the AI assistant of a data notebook. Write Python (pandas/polars) or SQL that fits the "
            "notebook's existing variables, or answer the question directly. Return code in a single fenced block "
            "unless the user asks for an explanation.")}]},
        "generationConfig": {"temperature": _pick(rng, [0.2, 0.4]), "maxOutputTokens": _pick(rng, [2048, 8192]), "topP": 0.95},
    }
    ver = _pick(rng, ["1.2.0", "1.16.1"])
    headers = {
        "content-type": "application/json",
        "user-agent": f"google-genai-sdk/{ver} gl-python/3.11.9",
        "x-goog-api-client": f"google-genai-sdk/{ver} gl-python/3.11.9",
        "x-goog-api-key": "AIzaFAKE" + _hex(rng, 31),
    }
    path = f"/v1beta/models/{model}:" + ("streamGenerateContent?alt=sse" if streaming else "generateContent")
    return path, headers, body


# ---------------------------------------------------------------------------
# registry
# ---------------------------------------------------------------------------

FAMILIES = {
    "activepieces-ask-chatgpt": activepieces_ask_chatgpt,
    "affine-copilot": affine_copilot,
    "bedrock-converse": bedrock_converse,
    "butterfish-shell": butterfish_shell,
    "dbeaver-ai-chat": dbeaver_ai_chat,
    "dify-chat-app": dify_chat_app,
    "flowise-tool-agent": flowise_tool_agent,
    "gemini-notebook-magic": gemini_notebook_magic,
    "grafana-llm-app": grafana_llm_app,
    "huggingchat": huggingchat,
    "langflow-agent": langflow_agent,
    "marimo-ai-chat": marimo_ai_chat,
    "n8n-ai-agent": n8n_ai_agent,
    "ollama-generate": ollama_generate,
    "openrouter-script": openrouter_script,
    "perplexica": perplexica,
    "plane-ai-assistant": plane_ai_assistant,
    "sentry-issue-assistant": sentry_issue_assistant,
    "vanna-text-to-sql": vanna_text_to_sql,
    "zsh-ai": zsh_ai,
}
