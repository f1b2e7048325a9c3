"""First-turn request envelopes of 20 team-tool / custom-app clients.

ENVELOPES maps a family name to a function (ask_text, rng) -> (endpoint, headers, body).
Every envelope is a FIRST turn: it may carry earlier plain chat turns (user/assistant text),
retrieved passages, PR/issue context or few-shot demos, but never a tool call or a tool result.
All prompt text here is written for this set (structure follows the clients, wording does not).
All keys are fake and contain FAKE.
"""

import json

# ---------------------------------------------------------------------------
# helpers
# ---------------------------------------------------------------------------
_HEX = "0123456789abcdef"
_ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"


def _hex(rng, n):
    return "".join(rng.choice(_HEX) for _ in range(n))


def _tok(rng, n):
    return "".join(rng.choice(_ALNUM) for _ in range(n))


def _uuid(rng):
    h = _hex(rng, 32)
    return "%s-%s-4%s-%s-%s" % (h[:8], h[8:12], h[13:16], h[16:20], h[20:32])


def _bearer(rng, prefix="sk-"):
    return "Bearer %sFAKE-%s" % (prefix, _tok(rng, 32))


def _openai_headers(rng, ua, extra=None):
    h = {
        "authorization": _bearer(rng),
        "content-type": "application/json",
        "accept": "application/json",
        "user-agent": ua,
    }
    if extra:
        h.update(extra)
    return h


def _anthropic_headers(rng, ua, extra=None):
    h = {
        "x-api-key": "sk-ant-api03-FAKE-" + _tok(rng, 40),
        "anthropic-version": "2023-06-01",
        "content-type": "application/json",
        "user-agent": ua,
    }
    if extra:
        h.update(extra)
    return h


# ---------------------------------------------------------------------------
# shared surrounding material (fictional product "Orbit", fictional repos)
# ---------------------------------------------------------------------------
PR_CONTEXTS = [
    {
        "title": "Cache product lookups in the catalog service",
        "branch": "feat/catalog-cache",
        "description": "Adds an in-process LRU cache in front of `ProductRepo.get`. Cache size comes from "
                       "`CATALOG_CACHE_SIZE` (default 2048). Invalidation happens on product update events.",
        "files": [
            ("catalog/repo.py",
             "@@ -10,8 +10,14 @@ class ProductRepo:\n"
             "+from functools import lru_cache\n"
             "+\n"
             " class ProductRepo:\n"
             "     def __init__(self, db):\n"
             "         self.db = db\n"
             "+        self.get = lru_cache(maxsize=settings.CATALOG_CACHE_SIZE)(self._get)\n"
             " \n"
             "-    def get(self, product_id):\n"
             "+    def _get(self, product_id):\n"
             "         row = self.db.fetch_one(\"select * from products where id = %s\", product_id)\n"
             "         return Product.from_row(row)\n"),
            ("catalog/events.py",
             "@@ -31,6 +31,7 @@ def on_product_updated(evt):\n"
             "     log.info(\"product updated\", id=evt.product_id)\n"
             "+    repo.get.cache_clear()\n"
             "     search.reindex(evt.product_id)\n"),
        ],
    },
    {
        "title": "Use UTC everywhere in scheduling",
        "branch": "fix/scheduler-utc",
        "description": "Jobs scheduled across DST boundaries ran an hour late. This switches the scheduler "
                       "to aware UTC datetimes and converts to the tenant timezone only for display.",
        "files": [
            ("scheduler/core.py",
             "@@ -44,7 +44,7 @@ def next_run(job, now=None):\n"
             "-    now = now or datetime.now()\n"
             "+    now = now or datetime.now(timezone.utc)\n"
             "     return job.cron.next(now)\n"),
            ("scheduler/views.py",
             "@@ -12,4 +12,5 @@ def render_job(job, tenant):\n"
             "-    return {\"next\": job.next_run.isoformat()}\n"
             "+    local = job.next_run.astimezone(tenant.tz)\n"
             "+    return {\"next\": local.isoformat()}\n"),
        ],
    },
    {
        "title": "Add pagination to /api/invoices",
        "branch": "feature/invoice-pagination",
        "description": "Introduces `limit`/`cursor` query params on the invoices list endpoint. "
                       "Default limit 50, max 200. Response now includes `next_cursor`.",
        "files": [
            ("api/invoices.ts",
             "@@ -20,9 +20,17 @@ router.get('/invoices', async (req, res) => {\n"
             "-  const rows = await db.invoices.findMany({ where: { orgId: req.org.id } });\n"
             "-  res.json({ items: rows });\n"
             "+  const limit = Math.min(Number(req.query.limit ?? 50), 200);\n"
             "+  const cursor = req.query.cursor as string | undefined;\n"
             "+  const rows = await db.invoices.findMany({\n"
             "+    where: { orgId: req.org.id },\n"
             "+    take: limit + 1,\n"
             "+    ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),\n"
             "+  });\n"
             "+  const next = rows.length > limit ? rows[limit - 1].id : null;\n"
             "+  res.json({ items: rows.slice(0, limit), next_cursor: next });\n"),
        ],
    },
]

CHAT_HISTORY = [
    ("what's the url for the staging grafana?", "It's https://grafana.staging.example.internal (SSO login)."),
    ("who owns the billing service these days?", "The Payments team; their on-call alias is @payments-oncall."),
    ("thanks for the summary earlier!", "Happy to help."),
    ("is the deploy freeze still on this week?", "Yes, the freeze runs until Friday 18:00 UTC per the release calendar."),
    ("how do I request access to the analytics warehouse?", "Open a ticket in the IT portal under Data Access and pick the analytics-readers group."),
    ("what time is the retro?", "Thursday 15:00, in the Orion room and on the usual video link."),
    ("can you remind me what LGTM stands for", "Looks good to me."),
]

DOC_PASSAGES = [
    ("Installing the Orbit CLI", "https://docs.orbit.example/cli/install",
     "Install the CLI with `pip install orbit-cli` or download a binary from the releases page. "
     "Run `orbit login` once to store a token in ~/.config/orbit."),
    ("Configuring projects", "https://docs.orbit.example/guides/projects",
     "Each project has an `orbit.toml` at its root. The `[build]` table sets the command and the output "
     "directory; `[env]` holds non-secret variables."),
    ("Environment variables and secrets", "https://docs.orbit.example/guides/secrets",
     "Secrets are set with `orbit secrets set NAME` and are injected at runtime. They are never written to "
     "build logs. Rotating a secret triggers a redeploy."),
    ("Deploy previews", "https://docs.orbit.example/guides/previews",
     "Every pull request gets a preview URL. Previews sleep after 30 minutes without traffic and wake on the "
     "next request."),
    ("Rate limits", "https://docs.orbit.example/api/limits",
     "The REST API allows 600 requests per minute per token. Responses include `x-ratelimit-remaining`; "
     "a 429 carries `retry-after` in seconds."),
    ("Webhooks", "https://docs.orbit.example/api/webhooks",
     "Webhooks are signed with HMAC-SHA256 using the endpoint secret. Verify the `orbit-signature` header "
     "before trusting the payload. Failed deliveries are retried for 24 hours."),
]

SCHEMAS = [
    "CREATE TABLE customers (id BIGINT, name STRING, country STRING, signup_date DATE);\n"
    "CREATE TABLE orders (id BIGINT, customer_id BIGINT, amount DECIMAL(12,2), status STRING, ordered_at TIMESTAMP);\n"
    "CREATE TABLE order_items (order_id BIGINT, sku STRING, qty INT, unit_price DECIMAL(12,2));",
    "CREATE TABLE sessions (session_id STRING, user_id BIGINT, started_at TIMESTAMP, device STRING);\n"
    "CREATE TABLE pageviews (session_id STRING, url STRING, viewed_at TIMESTAMP, ms_on_page INT);",
    "CREATE TABLE tickets (id BIGINT, opened_at TIMESTAMP, closed_at TIMESTAMP, priority STRING, team STRING);\n"
    "CREATE TABLE agents (id BIGINT, team STRING, hired_on DATE);",
]

ISSUES = [
    ("Dashboard widgets flicker on resize", "When the browser window is resized the chart widgets re-render "
     "several times and flicker. Seen on Chrome 124 and Firefox 125.\n\nSteps: open any dashboard, drag the window edge."),
    ("Support SAML for enterprise orgs", "Several enterprise customers asked for SAML SSO in addition to OIDC. "
     "We would need metadata upload, attribute mapping and just-in-time provisioning."),
    ("CLI crashes when config file is empty", "Running `orbit deploy` with an empty orbit.toml prints a Python "
     "traceback instead of a helpful message."),
]

USERS = ["jlee", "mkowalski", "a-sato", "priya-r", "tom.h", "dnguyen", "sofia_m", "oleg", "fatima.z", "kwame"]


def _pick_history(rng, lo, hi):
    n = rng.randint(lo, hi)
    return rng.sample(CHAT_HISTORY, n)


def _diff_text(pr):
    out = []
    for path, hunk in pr["files"]:
        out.append("## File: '%s'\n\n%s" % (path, hunk))
    return "\n".join(out)


# ---------------------------------------------------------------------------
# 1. PR-Agent style "/ask" on a pull request
# ---------------------------------------------------------------------------
def pr_agent_ask(ask, rng):
    pr = rng.choice(PR_CONTEXTS)
    system = (
        "You are a pull request assistant. You answer questions that developers ask about a Git pull request.\n"
        "You are given the PR title, source branch, description and the code diff.\n"
        "The diff is shown per file. Lines starting with '+' were added, '-' were removed.\n"
        "Answer the question directly and concisely. If a question is not about this PR, answer it on its own "
        "terms. Use markdown, and show code in fenced blocks when it helps."
    )
    user = (
        "PR Info:\n\nTitle: '%s'\n\nBranch: '%s'\n\nDescription:\n======\n%s\n======\n\n"
        "The PR Git Diff:\n======\n%s======\n\n"
        "Note that lines in the diff body are prefixed with a symbol that represents the type of change: "
        "'-' for deletions, '+' for additions, and ' ' (a space) for unchanged lines.\n\n"
        "The PR Questions:\n======\n%s\n======\n\nResponse to the PR Questions:\n"
        % (pr["title"], pr["branch"], pr["description"], _diff_text(pr), ask)
    )
    body = {
        "model": rng.choice(["gpt-4o-2024-08-06", "gpt-4.1", "o4-mini"]),
        "messages": [{"role": "system", "content": system}, {"role": "user", "content": user}],
        "temperature": 0.2,
    }
    return "/v1/chat/completions", _openai_headers(rng, "litellm/1.%d.%d" % (rng.randint(40, 60), rng.randint(0, 9))), body


# ---------------------------------------------------------------------------
# 2. CodeRabbit-like reviewer replying in a review-comment thread
# ---------------------------------------------------------------------------
def coderabbit_comment_chat(ask, rng):
    pr = rng.choice(PR_CONTEXTS)
    path, hunk = rng.choice(pr["files"])
    bot_note = rng.choice([
        "Consider adding a test that covers this branch.",
        "This looks correct. Minor: the log message could include the id.",
        "LGTM. No issues found in this hunk.",
    ])
    system = (
        "You are a code review assistant attached to a GitHub repository. Developers talk to you in review "
        "comment threads. Be specific and brief, reference the lines you talk about, and do not invent code "
        "that is not shown."
    )
    user = (
        "## GitHub PR Title\n\n`%s`\n\n## Description\n\n```\n%s\n```\n\n"
        "## Diff of `%s`\n\n```diff\n%s```\n\n"
        "## Comment chain\n\n```\nreviewbot: %s\n```\n\n"
        "## Task\n\nA user (@%s) replied in the comment chain above. Reply to them.\n\n"
        "User reply:\n\n%s\n"
        % (pr["title"], pr["description"], path, hunk, bot_note, rng.choice(USERS), ask)
    )
    body = {
        "model": rng.choice(["gpt-4o", "gpt-4-turbo", "gpt-4o-mini"]),
        "messages": [{"role": "system", "content": system}, {"role": "user", "content": user}],
        "temperature": 0.05,
        "max_tokens": rng.choice([2000, 4000]),
        "top_p": 1,
    }
    return "/v1/chat/completions", _openai_headers(rng, "OpenAI/JS 4.%d.0" % rng.randint(20, 60)), body


# ---------------------------------------------------------------------------
# 3. GitHub App answering @mentions in issues (Anthropic Messages)
# ---------------------------------------------------------------------------
def github_issue_mention_bot(ask, rng):
    title, text = rng.choice(ISSUES)
    repo = rng.choice(["acme/orbit", "acme/orbit-web", "acme/platform"])
    n = rng.randint(100, 999)
    opener = rng.choice(USERS)
    asker = rng.choice(USERS)
    messages = [
        {"role": "user", "content": "Issue #%d in %s, opened by @%s\n\nTitle: %s\n\n%s" % (n, repo, opener, title, text)},
        {"role": "assistant", "content": "Thanks for the report. I've labelled this as `needs-triage` so the maintainers see it."},
        {"role": "user", "content": "New comment by @%s:\n\n%s" % (asker, ask)},
    ]
    body = {
        "model": rng.choice(["claude-3-5-sonnet-20241022", "claude-sonnet-4-20250514", "claude-3-5-haiku-20241022"]),
        "max_tokens": 2048,
        "system": "You are acme-helper, a GitHub App installed on the %s repository. You are mentioned in issue "
                  "comments. Reply in GitHub-flavoured markdown as a single comment. Today is 2025-03-%02d."
                  % (repo, rng.randint(1, 28)),
        "messages": messages,
    }
    return "/v1/messages", _anthropic_headers(rng, "acme-helper-app/2.3.1 (octokit)"), body


# ---------------------------------------------------------------------------
# 4. GitLab Duo-like chat (Anthropic Messages, system blocks, content parts)  [guessed]
# ---------------------------------------------------------------------------
def gitlab_duo_like_chat(ask, rng):
    project = rng.choice(["platform/orbit-api", "web/storefront", "data/etl-jobs"])
    resource = rng.choice([
        "<current_context type=\"merge_request\">!%d Add retry to payment webhooks</current_context>" % rng.randint(100, 999),
        "<current_context type=\"issue\">#%d Export fails for large reports</current_context>" % rng.randint(100, 999),
        "<current_context type=\"file\">%s/README.md</current_context>" % project,
    ])
    body = {
        "model": rng.choice(["claude-3-5-sonnet-20240620", "claude-3-7-sonnet-20250219"]),
        "max_tokens": 4096,
        "stream": True,
        "system": [
            {"type": "text", "text": "You are a DevSecOps assistant embedded in a GitLab instance. You help users "
                                     "with code, merge requests, issues, CI/CD and GitLab features."},
            {"type": "text", "text": "The user is viewing project %s. Format answers in markdown." % project},
        ],
        "messages": [
            {"role": "user", "content": [
                {"type": "text", "text": resource},
                {"type": "text", "text": ask},
            ]},
        ],
        "temperature": 0.1,
    }
    return "/v1/messages", _anthropic_headers(rng, "gitlab-ai-gateway/%d.%d" % (rng.randint(1, 3), rng.randint(0, 20)),
                                              {"x-gitlab-instance-id": _uuid(rng), "x-gitlab-realm": "self-managed"}), body


# ---------------------------------------------------------------------------
# 5. Slack bot forwarding a thread
# ---------------------------------------------------------------------------
def slack_thread_bot(ask, rng):
    channel = rng.choice(["#eng-backend", "#help-platform", "#team-data", "#dev"])
    uid = "U0" + "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(8))
    msgs = [{"role": "system", "content":
             "You are a helpful engineering assistant in a Slack workspace (acme.slack.com). You are in channel %s. "
             "Messages from people are prefixed with their display name. Reply in Slack mrkdwn, be concise. "
             "User timezone: %s." % (channel, rng.choice(["Europe/Berlin", "America/New_York", "Asia/Tokyo", "UTC"]))}]
    for q, a in _pick_history(rng, 0, 3):
        msgs.append({"role": "user", "content": "%s: %s" % (rng.choice(USERS), q)})
        msgs.append({"role": "assistant", "content": a})
    msgs.append({"role": "user", "content": "%s: %s" % (rng.choice(USERS), ask)})
    body = {
        "model": rng.choice(["gpt-4o-mini", "gpt-4o", "gpt-4.1-mini"]),
        "messages": msgs,
        "temperature": 0.3,
        "user": "slack:%s" % uid,
    }
    return "/v1/chat/completions", _openai_headers(rng, "OpenAI/Python 1.%d.0" % rng.randint(30, 80)), body


# ---------------------------------------------------------------------------
# 6. Microsoft Teams bot on Azure OpenAI (content parts, api-key header)
# ---------------------------------------------------------------------------
def teams_bot_azure(ask, rng):
    dep = rng.choice(["gpt-4o", "gpt4o-prod", "gpt-35-turbo-16k"])
    msgs = [
        {"role": "system", "content": [{"type": "text", "text":
            "You are the Contoso engineering assistant in Microsoft Teams. Conversation type: %s. "
            "Answer helpfully and briefly; use markdown that renders in Teams." % rng.choice(["channel", "personal", "groupChat"])}]},
    ]
    for q, a in _pick_history(rng, 0, 2):
        msgs.append({"role": "user", "content": [{"type": "text", "text": q}]})
        msgs.append({"role": "assistant", "content": a})
    msgs.append({"role": "user", "content": [{"type": "text", "text": ask}]})
    body = {
        "messages": msgs,
        "max_tokens": rng.choice([800, 1000, 1500]),
        "temperature": 0.7,
        "top_p": 0.95,
        "frequency_penalty": 0,
        "presence_penalty": 0,
        "user": _uuid(rng),
    }
    headers = {
        "api-key": "FAKE" + _hex(rng, 28),
        "content-type": "application/json",
        "user-agent": "AzureOpenAI/Node 4.%d.0 teams-ai/1.%d" % (rng.randint(20, 60), rng.randint(1, 7)),
        "x-ms-client-request-id": _uuid(rng),
    }
    return "/openai/deployments/%s/chat/completions?api-version=2024-06-01" % dep, headers, body


# ---------------------------------------------------------------------------
# 7. Discord bot (named participants, low max_tokens, user field)
# ---------------------------------------------------------------------------
def discord_bot(ask, rng):
    msgs = [{"role": "system", "content":
             "You are Sparky, a bot in the '%s' Discord server, channel #%s. Keep replies under 1800 characters so "
             "they fit in one Discord message. Use Discord markdown."
             % (rng.choice(["Rustaceans Cafe", "Indie Devs", "Homelab Crew"]), rng.choice(["help", "general", "code-review"]))}]
    for q, a in _pick_history(rng, 0, 2):
        msgs.append({"role": "user", "name": rng.choice(USERS).replace(".", "_").replace("-", "_"), "content": q})
        msgs.append({"role": "assistant", "name": "Sparky", "content": a})
    msgs.append({"role": "user", "name": rng.choice(USERS).replace(".", "_").replace("-", "_"), "content": ask})
    body = {
        "model": rng.choice(["gpt-4o-mini", "gpt-3.5-turbo"]),
        "messages": msgs,
        "max_tokens": rng.choice([400, 500, 600]),
        "temperature": 0.8,
        "presence_penalty": 0.3,
        "user": str(rng.randint(10 ** 17, 10 ** 18)),
    }
    return "/v1/chat/completions", _openai_headers(rng, "DiscordBot (discord.js) node-fetch openai/4.%d" % rng.randint(10, 60)), body


# ---------------------------------------------------------------------------
# 8. Raycast-like launcher AI chat  [guessed]
# ---------------------------------------------------------------------------
def launcher_quick_ai(ask, rng):
    sysmsg = ("You are an assistant inside a macOS launcher. The user invoked you from the quick AI bar. "
              "Current date: 2025-02-%02d. Locale: %s. Answer directly; prefer short answers unless asked otherwise."
              % (rng.randint(1, 28), rng.choice(["en-US", "de-DE", "ja-JP", "pt-BR", "fr-FR"])))
    body = {
        "model": rng.choice(["gpt-4o", "claude-3-5-sonnet", "gpt-4o-mini"]),
        "messages": [{"role": "system", "content": sysmsg}, {"role": "user", "content": ask}],
        "stream": True,
        "stream_options": {"include_usage": True},
        "temperature": rng.choice([0.5, 1.0]),
    }
    return "/v1/chat/completions", _openai_headers(rng, "Raycast/1.%d.0 (macOS 14.%d)" % (rng.randint(70, 90), rng.randint(0, 6))), body


# ---------------------------------------------------------------------------
# 9. Browser sidebar extension on Gemini (page text as a separate part)  [guessed]
# ---------------------------------------------------------------------------
def browser_sidebar_gemini(ask, rng):
    title, url, text = rng.choice(DOC_PASSAGES)
    page = "Current tab: %s\nURL: %s\nVisible text (truncated):\n%s" % (title, url, text)
    model = rng.choice(["gemini-1.5-flash", "gemini-2.0-flash", "gemini-1.5-pro"])
    body = {
        "systemInstruction": {"parts": [{"text": "You are a browser sidebar assistant. The user may ask about the "
                                                  "open page or about anything else. Be concise."}]},
        "contents": [{"role": "user", "parts": [{"text": page}, {"text": ask}]}],
        "generationConfig": {"temperature": 0.4, "maxOutputTokens": rng.choice([1024, 2048]), "topP": 0.95},
        "safetySettings": [{"category": "HARM_CATEGORY_DANGEROUS_CONTENT", "threshold": "BLOCK_ONLY_HIGH"}],
    }
    headers = {
        "x-goog-api-key": "AIzaFAKE" + _tok(rng, 31),
        "content-type": "application/json",
        "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
        "origin": "chrome-extension://" + "".join(rng.choice("abcdefghijklmnop") for _ in range(32)),
    }
    return "/v1beta/models/%s:streamGenerateContent?alt=sse" % model, headers, body


# ---------------------------------------------------------------------------
# 10. Jupyter AI %%ai magic (prompt + format instruction, one message)
# ---------------------------------------------------------------------------
def jupyter_ai_magic(ask, rng):
    fmt = rng.choice([
        "Produce output in markdown format only.",
        "Produce output as source code only, with no text or explanation before or after it.",
        "Produce output in plain text format only.",
    ])
    body = {
        "model": rng.choice(["gpt-4o", "gpt-4o-mini", "gpt-4"]),
        "messages": [{"role": "user", "content": "%s\n\n%s" % (ask, fmt)}],
        "temperature": 0.7,
        "n": 1,
        "stream": False,
    }
    return "/v1/chat/completions", _openai_headers(rng, "OpenAI/Python 1.%d.0 langchain-openai/0.%d" % (rng.randint(30, 60), rng.randint(1, 3))), body


# ---------------------------------------------------------------------------
# 11. Databricks-style SQL assistant (serving endpoint, json_schema output)  [guessed]
# ---------------------------------------------------------------------------
def warehouse_sql_assistant(ask, rng):
    schema = rng.choice(SCHEMAS)
    catalog = rng.choice(["main.sales", "prod.analytics", "hive_metastore.support"])
    body = {
        "messages": [
            {"role": "system", "content": "You are a SQL and data assistant in a lakehouse notebook. Dialect: Spark SQL. "
                                          "Default catalog/schema: %s. Tables available:\n%s" % (catalog, schema)},
            {"role": "user", "content": ask},
        ],
        "max_tokens": 1024,
        "temperature": 0.0,
        "response_format": {"type": "json_schema", "json_schema": {
            "name": "assistant_reply", "strict": True,
            "schema": {"type": "object", "additionalProperties": False,
                       "required": ["answer", "sql"],
                       "properties": {"answer": {"type": "string"},
                                      "sql": {"type": ["string", "null"]}}}}},
    }
    headers = {
        "authorization": _bearer(rng, "dapi"),
        "content-type": "application/json",
        "user-agent": "databricks-sdk-py/0.%d.0 notebook-assistant" % rng.randint(20, 40),
    }
    ep = rng.choice(["assistant-llm", "databricks-meta-llama-3-3-70b-instruct", "sql-helper-prod"])
    return "/serving-endpoints/%s/invocations" % ep, headers, body


# ---------------------------------------------------------------------------
# 12. Metabase-like question box (several system messages, json_object)  [guessed]
# ---------------------------------------------------------------------------
def bi_question_box(ask, rng):
    schema = rng.choice(SCHEMAS)
    body = {
        "model": rng.choice(["gpt-4o", "gpt-4o-mini"]),
        "messages": [
            {"role": "system", "content": "You turn questions from business users into answers about their data. "
                                          "Return a JSON object with keys `summary` and `query` (SQL or null)."},
            {"role": "system", "content": "Database engine: postgres. Schema:\n" + schema},
            {"role": "system", "content": "If the question is not about the data, answer it in `summary` and set `query` to null."},
            {"role": "user", "content": ask},
        ],
        "temperature": 0,
        "response_format": {"type": "json_object"},
    }
    return "/v1/chat/completions", _openai_headers(rng, "Java-http-client/17 metabase-llm/0.%d" % rng.randint(40, 52)), body


# ---------------------------------------------------------------------------
# 13. Docs-site "Ask AI" widget (retrieved passages inside the system prompt)  [guessed]
# ---------------------------------------------------------------------------
def docs_ask_ai_widget(ask, rng):
    passages = rng.sample(DOC_PASSAGES, rng.randint(3, 5))
    ctx = "\n\n".join("<doc title=\"%s\" url=\"%s\">\n%s\n</doc>" % p for p in passages)
    system = ("You answer questions on the Orbit documentation site. Use the documentation excerpts below when they "
              "are relevant and cite their URLs. If the excerpts do not cover the question, say so and answer from "
              "general knowledge where safe.\n\n" + ctx)
    body = {
        "model": rng.choice(["gpt-4o-mini", "gpt-4.1-mini"]),
        "messages": [{"role": "system", "content": system}, {"role": "user", "content": ask}],
        "max_tokens": rng.choice([600, 700, 800]),
        "temperature": 0.1,
        "stream": True,
        "stop": ["\n\n---", "<doc"],
    }
    return "/v1/chat/completions", _openai_headers(rng, "docs-widget/3.%d (vercel-edge)" % rng.randint(0, 9),
                                                   {"x-widget-session": _uuid(rng)}), body


# ---------------------------------------------------------------------------
# 14. Twinny-like VS Code chat on Ollama (/api/chat)  [partly guessed]
# ---------------------------------------------------------------------------
def twinny_ollama_chat(ask, rng):
    lang = rng.choice(["python", "typescript", "go", "rust"])
    body = {
        "model": rng.choice(["codellama:7b-instruct", "qwen2.5-coder:7b", "llama3.1:8b", "deepseek-coder:6.7b-instruct"]),
        "messages": [
            {"role": "system", "content": "You are a helpful, concise coding assistant running locally inside VS Code. "
                                          "The open file's language is %s. Use code blocks with a language tag." % lang},
            {"role": "user", "content": ask},
        ],
        "stream": True,
        "keep_alive": "5m",
        "options": {"temperature": 0.2, "num_predict": rng.choice([512, 1024, -1]), "num_ctx": 4096},
    }
    headers = {"content-type": "application/json", "user-agent": "node-fetch twinny/3.%d.%d" % (rng.randint(10, 20), rng.randint(0, 9))}
    return "/api/chat", headers, body


# ---------------------------------------------------------------------------
# 15. CodeGPT/Bito-like VS Code extension (several system messages, n)  [guessed]
# ---------------------------------------------------------------------------
def vscode_codegpt_like(ask, rng):
    fname = rng.choice(["src/server.ts", "app/models.py", "cmd/main.go", "lib/utils.rb"])
    body = {
        "model": rng.choice(["gpt-4o", "gpt-4o-mini", "claude-3-5-sonnet-20241022"]),
        "messages": [
            {"role": "system", "content": "You are an expert programming assistant in Visual Studio Code. Answer in the user's language."},
            {"role": "system", "content": "Workspace: %s. Active editor: %s. No text is selected." % (
                rng.choice(["orbit-api", "storefront", "tools"]), fname)},
            {"role": "user", "content": ask},
        ],
        "temperature": 0.3,
        "max_tokens": 2048,
        "n": 1,
        "stream": True,
    }
    return "/v1/chat/completions", _openai_headers(rng, "CodeGPT-VSCode/3.%d.%d" % (rng.randint(0, 9), rng.randint(0, 20))), body


# ---------------------------------------------------------------------------
# 16. LangChain RAG app (retrieved context as its own messages or in the system prompt)
# ---------------------------------------------------------------------------
def langchain_rag_app(ask, rng):
    passages = rng.sample(DOC_PASSAGES, 3)
    if rng.random() < 0.5:
        ctx = "\n\n".join(p[2] for p in passages)
        msgs = [
            {"role": "system", "content": "You are an assistant for question-answering tasks. Use the retrieved "
                                          "context below to answer; if it is not enough, say what is missing. "
                                          "Keep the answer focused.\n\nContext:\n" + ctx},
            {"role": "user", "content": ask},
        ]
    else:
        msgs = [{"role": "system", "content": "Answer the user's question. Retrieved documents follow as separate messages."}]
        for t, u, x in passages:
            msgs.append({"role": "system", "content": "Document (%s):\n%s" % (u, x)})
        msgs.append({"role": "user", "content": ask})
    body = {
        "model": rng.choice(["gpt-4o-mini", "gpt-3.5-turbo-0125", "gpt-4o"]),
        "messages": msgs,
        "temperature": 0.0,
        "n": 1,
        "stream": False,
    }
    return "/v1/chat/completions", _openai_headers(rng, "OpenAI/Python 1.%d.0" % rng.randint(30, 80),
                                                   {"x-stainless-lang": "python", "x-stainless-package-version": "1.%d.0" % rng.randint(30, 80)}), body


# ---------------------------------------------------------------------------
# 17. LlamaIndex query engine on legacy completions (context then query)
# ---------------------------------------------------------------------------
def llamaindex_completion_qa(ask, rng):
    passages = rng.sample(DOC_PASSAGES, rng.randint(2, 4))
    ctx = "\n\n".join("file_path: %s\n\n%s" % (p[1], p[2]) for p in passages)
    prompt = ("Context information from the knowledge base is below.\n"
              "---------------------\n%s\n---------------------\n"
              "Using the context where it applies, answer the query.\n"
              "Query: %s\nAnswer: " % (ctx, ask))
    body = {
        "model": rng.choice(["gpt-3.5-turbo-instruct", "davinci-002"]),
        "prompt": prompt,
        "max_tokens": rng.choice([256, 512]),
        "temperature": 0.1,
        "stop": ["\nQuery:", "---------------------"],
    }
    return "/v1/completions", _openai_headers(rng, "llama-index/0.%d.%d OpenAI/Python 1.%d.0" % (
        rng.randint(10, 12), rng.randint(0, 30), rng.randint(30, 60))), body


# ---------------------------------------------------------------------------
# 18. DSPy-style signature (field markers, one few-shot demo)
# ---------------------------------------------------------------------------
def dspy_signature_program(ask, rng):
    system = (
        "Your input fields are:\n1. `question` (str)\n"
        "Your output fields are:\n1. `reasoning` (str)\n2. `answer` (str)\n"
        "All interactions will be structured in the following way, with the appropriate values filled in.\n\n"
        "[[ ## question ## ]]\n{question}\n\n[[ ## reasoning ## ]]\n{reasoning}\n\n[[ ## answer ## ]]\n{answer}\n\n"
        "[[ ## completed ## ]]\n"
        "In adhering to this structure, your objective is: \n"
        "        Respond to a software engineering request from a developer."
    )
    demo_q, demo_a = rng.choice([
        ("what does HTTP 418 mean?", "It is the joke status 'I'm a teapot' from RFC 2324; real servers rarely use it."),
        ("convert 5 GiB to bytes", "5 GiB = 5 * 1024^3 = 5368709120 bytes."),
    ])
    tail = ("\n\nRespond with the corresponding output fields, starting with the field `[[ ## reasoning ## ]]`, "
            "then `[[ ## answer ## ]]`, and then ending with the marker for `[[ ## completed ## ]]`.")
    msgs = [
        {"role": "system", "content": system},
        {"role": "user", "content": "[[ ## question ## ]]\n" + demo_q + tail},
        {"role": "assistant", "content": "[[ ## reasoning ## ]]\nShort factual request.\n\n[[ ## answer ## ]]\n"
                                         + demo_a + "\n\n[[ ## completed ## ]]"},
        {"role": "user", "content": "[[ ## question ## ]]\n" + ask + tail},
    ]
    body = {
        "model": rng.choice(["gpt-4o-mini", "gpt-4o", "llama-3.1-70b-instruct"]),
        "messages": msgs,
        "temperature": 0.0,
        "max_tokens": 4000,
    }
    return "/v1/chat/completions", _openai_headers(rng, "litellm/1.%d.%d dspy/2.%d" % (rng.randint(40, 60), rng.randint(0, 9), rng.randint(5, 6))), body


# ---------------------------------------------------------------------------
# 19. Open Interpreter first turn (long system message + one `execute` function)
# ---------------------------------------------------------------------------
_OI_SYSTEM = (
    "You are a capable programmer who reaches goals by running code on the user's own computer.\n"
    "Start with a short plan, and restate where you are in the plan before each code block.\n"
    "Code you run executes locally; the user has allowed you to run what is needed.\n"
    "Pass data between languages through files (txt or json). You may use the internet and install packages.\n"
    "When the user names a file, assume it is in the current working directory.\n"
    "Write to the user in Markdown. For stateful languages (python, javascript, shell) work in small steps: "
    "run a little, print what you learn, then continue. Do not try to do everything in one block.\n\n"
    "A python `computer` module is already imported. It offers helpers such as computer.browser.search(query), "
    "computer.files.edit(path, old, new), computer.calendar.get_events(start, end) and computer.clipboard.view().\n\n"
    "[User Info]\nName: %s\nCWD: /Users/%s/projects\nOS: %s"
)
_OI_TOOL = {
    "type": "function",
    "function": {
        "name": "execute",
        "description": "Runs code on the user's machine, in their local environment, and returns the output",
        "parameters": {
            "type": "object",
            "properties": {
                "language": {"type": "string", "description": "The programming language to run",
                             "enum": ["python", "R", "shell", "applescript", "javascript", "html", "powershell"]},
                "code": {"type": "string", "description": "The code to run"},
            },
            "required": ["language", "code"],
        },
    },
}


def open_interpreter_first_turn(ask, rng):
    who = rng.choice(USERS).replace(".", "").replace("-", "")
    body = {
        "model": rng.choice(["gpt-4o", "gpt-4-turbo", "gpt-4o-mini"]),
        "messages": [
            {"role": "system", "content": _OI_SYSTEM % (who, who, rng.choice(["Darwin", "Linux", "Windows"]))},
            {"role": "user", "content": ask},
        ],
        "tools": [_OI_TOOL],
        "stream": True,
        "temperature": 0,
        "max_tokens": rng.choice([1000, 4096]),
    }
    return "/v1/chat/completions", _openai_headers(rng, "litellm/1.%d.%d open-interpreter/0.%d.%d" % (
        rng.randint(30, 50), rng.randint(0, 9), rng.randint(2, 4), rng.randint(0, 9))), body


# ---------------------------------------------------------------------------
# 20. Internal company gateway client (ask inside a JSON instruction envelope)  [invented]
# ---------------------------------------------------------------------------
def internal_json_envelope(ask, rng):
    app = rng.choice(["helpdesk-assist", "eng-portal", "release-bot", "wiki-copilot"])
    envelope = {
        "schema": "acme.llm.request/v3",
        "instruction": ask,
        "context": {
            "app": app,
            "requested_by": "%s@acme.example" % rng.choice(USERS),
            "team": rng.choice(["platform", "payments", "growth", "data"]),
            "locale": rng.choice(["en-GB", "de-DE", "es-ES", "ja-JP"]),
        },
        "output": {"format": rng.choice(["markdown", "text"]), "max_words": rng.choice([200, 400, 800])},
    }
    body = {
        "route": "auto",
        "client": {"name": app, "version": "%d.%d.%d" % (rng.randint(1, 4), rng.randint(0, 20), rng.randint(0, 9))},
        "trace_id": _hex(rng, 32),
        "messages": [
            {"role": "system", "content": "The user message is a JSON request envelope. Carry out `instruction`, using "
                                          "`context` only as background, and follow `output`."},
            {"role": "user", "content": json.dumps(envelope, ensure_ascii=rng.random() < 0.5)},
        ],
        "params": {"temperature": 0.2, "max_output_tokens": 2000},
    }
    headers = {
        "authorization": _bearer(rng, "acme_"),
        "content-type": "application/json",
        "user-agent": "acme-llm-client/%d.%d (python-httpx)" % (rng.randint(1, 3), rng.randint(0, 30)),
        "x-acme-team": envelope["context"]["team"],
        "x-request-id": _uuid(rng),
    }
    return "/internal/llm/v2/complete", headers, body


ENVELOPES = {
    "pr_agent_ask": pr_agent_ask,
    "coderabbit_comment_chat": coderabbit_comment_chat,
    "github_issue_mention_bot": github_issue_mention_bot,
    "gitlab_duo_like_chat": gitlab_duo_like_chat,
    "slack_thread_bot": slack_thread_bot,
    "teams_bot_azure": teams_bot_azure,
    "discord_bot": discord_bot,
    "launcher_quick_ai": launcher_quick_ai,
    "browser_sidebar_gemini": browser_sidebar_gemini,
    "jupyter_ai_magic": jupyter_ai_magic,
    "warehouse_sql_assistant": warehouse_sql_assistant,
    "bi_question_box": bi_question_box,
    "docs_ask_ai_widget": docs_ask_ai_widget,
    "twinny_ollama_chat": twinny_ollama_chat,
    "vscode_codegpt_like": vscode_codegpt_like,
    "langchain_rag_app": langchain_rag_app,
    "llamaindex_completion_qa": llamaindex_completion_qa,
    "dspy_signature_program": dspy_signature_program,
    "open_interpreter_first_turn": open_interpreter_first_turn,
    "internal_json_envelope": internal_json_envelope,
}
