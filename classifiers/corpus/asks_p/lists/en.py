"""English asks.

Plain data, read by build.py.
  pairs:  (long_kind, long_ask, single_kind, single_ask)
          or dict(h=[user, assistant, ...], l=(kind, ask[, context]), s=(kind, ask[, context]))
  long / single: (kind, ask) or dict(k=kind, a=ask, c=context, h=history)
  MORE_PAIRS (optional, any module): {lang: [pairs]}, appended after that language's pairs.
The label comes from the kind (build.KINDS); every pair is (long_horizon, single_step).
"""

_PLAN_LOGIN = [
    "our login page takes like 4 seconds to show up, any ideas?",
    "A few likely culprits, in the order I'd check them:\n"
    "1. Avatars served at full resolution: resize them on upload and serve thumbnails.\n"
    "2. The auth check runs one DB query per widget: batch them into one query.\n"
    "3. Web fonts block the first render: preload them or use font-display: swap.\n"
    "Measure with the network tab first, then start with 1 and 2, they're usually the biggest wins.",
]

_PLAN_JSON = [
    "thinking about adding a json output mode to the cli. how would you approach it?",
    "I'd do it in three steps:\n"
    "1. Add a global --json flag on the root command.\n"
    "2. Route all printing through a single emit() helper that prints either a table or JSON.\n"
    "3. Convert the commands one by one to return data instead of printing.\n"
    "Keep errors on stderr in both modes so scripts can still parse stdout.",
]

_HANDLER = [
    "can you add input validation to this?\n```python\n@app.post('/items')\ndef create_item():\n    data = request.json\n    item = Item(name=data['name'], price=data['price'])\n    db.session.add(item)\n    db.session.commit()\n    return item.to_dict(), 201\n```",
    "Here it is with a small schema so bad input gets a 400 instead of a 500:\n```python\nclass ItemIn(BaseModel):\n    name: constr(min_length=1, max_length=100)\n    price: condecimal(gt=0)\n\n@app.post('/items')\ndef create_item():\n    try:\n        data = ItemIn(**(request.json or {}))\n    except ValidationError as e:\n        return {'errors': e.errors()}, 400\n    item = Item(name=data.name, price=data.price)\n    db.session.add(item)\n    db.session.commit()\n    return item.to_dict(), 201\n```",
]

_MERGE_REBASE = [
    "whats the actual difference between merge and rebase",
    "Both bring the changes of one branch into another. Merge keeps history as it happened and adds a merge "
    "commit joining the two lines. Rebase replays your commits on top of the other branch, giving a straight "
    "line but rewriting your commits (new hashes). Rule of thumb: rebase your own local work, merge shared branches.",
]

_CI_REASONS = [
    "tests pass locally but fail in CI. what are the usual reasons?",
    "The usual suspects:\n1. Missing env vars or secrets in CI.\n2. Test order: CI runs tests in parallel or in a different order, "
    "so shared state leaks.\n3. Timezone and locale differences (CI often runs in UTC).\n4. Different dependency versions "
    "when the lockfile isn't used.\n5. Timing: slower machines expose race conditions and short timeouts.",
]

_REGEX_HIST = [
    "regex for a UK postcode?",
    "A practical one (not the full official grammar):\n```\n^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$\n```\nUse it case-insensitively and strip spaces at the ends first.",
]

_GREETING = ["hi", "Hi! What are you working on today?"]

_PRICE_CTX = (
    "# src/billing/price.py\n"
    "def parse_price(s: str) -> float:\n"
    "    return float(s.replace('$', ''))\n"
)

_SETTINGS_CTX = (
    "# config/settings/prod.py\n"
    "from .base import *\n\n"
    "DEBUG = False\n"
    "ALLOWED_HOSTS = ['shop.example.com']\n"
    "SESSION_COOKIE_SECURE = True\n"
    "CSRF_COOKIE_SECURE = True\n"
)

_CARD_CTX = (
    "// web/src/components/OrderCard.tsx\n"
    "export function OrderCard({ order, compact = false }: Props) {\n"
    "  const total = useMemo(() => order.lines.reduce((s, l) => s + l.qty * l.price, 0), [order.lines]);\n"
    "  return (\n"
    "    <div className={compact ? 'card card--compact' : 'card'}>\n"
    "      <h3>#{order.id}</h3>\n"
    "      <span>{formatMoney(total)}</span>\n"
    "    </div>\n"
    "  );\n"
    "}\n"
)

_SCHEMA_CTX = (
    "CREATE TABLE customers (id bigint primary key, name text, country text);\n"
    "CREATE TABLE orders (id bigint primary key, customer_id bigint references customers(id),\n"
    "                     total_cents bigint, created_at timestamptz);\n"
)

_DIFF_AUTH = (
    "commit message for this diff:\n```diff\n"
    "--- a/app/auth.py\n+++ b/app/auth.py\n"
    "@@ -12,7 +12,7 @@ def login(user, pw):\n"
    "-    if user.password == pw:\n"
    "+    if check_password_hash(user.password_hash, pw):\n"
    "         return issue_token(user)\n"
    "     raise AuthError('bad credentials')\n```"
)

DATA = {
    "en": {
        "pairs": [
            ("fix_repo_bug", "datepicker shows the wrong day for ppl west of UTC, pls fix",
             "general_question", "why does new Date('2024-05-01') print April 30 in some timezones?"),
            ("diagnose_and_fix", "session cache entries never get evicted. find out why and fix",
             "general_question", "compare LRU and TTL eviction and when to pick each"),
            ("fix_ci", "ci is red on my branch since yesterday, can you sort it out",
             "tool_question", "how do I re-run only the failed jobs in GitHub Actions?"),
            ("run_and_report", "run the test suite and tell me what's failing",
             "tool_question", "what does pytest -x do"),
            ("run_and_report", "run the linter and list the warnings, don't fix anything yet",
             "tool_question", "what's the difference between eslint --fix and prettier --write?"),
            ("repo_question", "what does scripts/release.sh actually do?",
             "explain_code", "what does this do? `find . -name '*.pyc' -delete`"),
            ("repo_question", "is the retry decorator in uploader.py used anywhere?",
             "general_question", "explain why retrying on any exception is a bad idea"),
            ("change_repo_code", "add a --dry-run option to our deploy cli",
             "small_code", "argparse snippet with a --dry-run flag that defaults to false"),
            ("write_repo_tests", "could you write tests for the invoice parser?",
             "test_given_function",
             "write pytest tests for this:\n```python\ndef clamp(x, lo, hi):\n    return max(lo, min(x, hi))\n```"),
            ("update_dependency", "bump axios to latest and check nothing broke",
             "general_question", "list what usually breaks going from axios 0.x to 1.x"),
            ("diagnose_repo", "figure out what's hogging RAM in the celery worker",
             "general_question", "list common causes of memory leaks in long-running python processes"),
            ("fix_repo_bug", "signup form accepts 'foo@bar' as an email. fix the validation",
             "regex", "regex that rejects emails without a dot in the domain"),
            ("repo_writeup", "write a commit msg for what i've got staged",
             "commit_message_diff", _DIFF_AUTH),
            ("repo_writeup", "draft a PR description for this branch",
             "rewrite_text", "turn these notes into a PR description: fixed login redirect, added test, removed old flag"),
            ("fix_repo_bug", "the export button downloads an empty csv in prod",
             "small_code", "python: write a list of dicts to csv with a header row"),
            ("diagnose_repo", "why does the docker build take 9 minutes now?",
             "general_question", "explain how docker layer caching decides when to rebuild a layer"),
            ("change_repo_code", "make the api return 404 instead of 500 when the order doesn't exist",
             "general_question", "404 or 410 for a deleted resource?"),
            ("change_repo_code", "could you switch our logging to json format?",
             "small_code", "minimal python logging formatter that outputs json"),
            ("fix_repo_bug", "dark mode toggle doesn't persist after reload, fix",
             "small_code", "js: save a theme preference in localStorage and apply it on load"),
            ("diagnose_and_fix", "the nightly cron didn't run last night, can you check why and fix it?",
             "explain_code", "what schedule is `0 3 * * 1-5`?"),
            ("fix_repo_bug", "getting CORS errors from the frontend on localhost:5173, fix our server config",
             "general_question", "why does CORS only affect browsers and not curl?"),
            ("change_repo_code", "add rate limiting to the login endpoint, 5 per minute",
             "general_question", "give me a quick rundown of token bucket vs sliding window rate limiting"),
            ("repo_question", "where do we set the jwt expiry?",
             "general_question", "what's a sane expiry for access tokens vs refresh tokens?"),
            ("fix_repo_bug", "websocket doesn't reconnect after the laptop wakes up. fix pls",
             "small_code", "short js snippet: reconnect a WebSocket with exponential backoff"),
            ("change_repo_code", "rename getUserInfo to fetchUserProfile and update the callers",
             "naming", "better name for a function that fetches a user and caches it?"),
            ("fix_repo_bug", "money totals are off by a cent on some invoices. fix",
             "general_question", "why is 0.1 + 0.2 != 0.3"),
            ("run_and_report", "build the project and tell me if there are type errors",
             "tool_question", "what does tsc --noEmit do"),
            ("fix_ci", "the deploy job fails at the docker push step, fix the workflow",
             "tool_question", "how do you log in to ghcr.io in a github actions workflow?"),
            ("repo_question", "is anything in the repo still reading OLD_API_KEY?",
             "general_question", "how should apps read secrets, env vars or mounted files?"),
            ("change_repo_code", "can we make uploads up to 50MB work?",
             "tool_question", "which nginx setting limits request body size?"),
            ("fix_repo_bug", "test_checkout_total fails like 1 in 5 runs, make it deterministic",
             "general_question", "list the usual reasons a test is flaky"),
            ("diagnose_repo", "the /search endpoint got slow after last week's deploy, what changed?",
             "general_question", "tell me how to spot an n+1 query problem"),
            ("change_repo_code", "can you add a health check endpoint that pings the db?",
             "small_code", "minimal express route that returns {status: 'ok'}"),
            ("write_repo_tests", "cover the discount calculation with unit tests, it has none",
             "test_given_function",
             "tests for this js fn pls:\n```js\nconst slugify = s => s.toLowerCase().trim().replace(/\\s+/g, '-')\n```"),
            ("fix_repo_bug", "the navbar overlaps the content on mobile, can you fix that?",
             "small_code", "css to make a header sticky without covering the content below"),
            ("change_repo_code", "can you add pagination to GET /users?",
             "general_question", "cursor vs offset pagination, pros and cons in a few lines"),
            ("repo_question", "which endpoints don't require auth right now?",
             "general_question", "should health check endpoints be behind auth?"),
            ("change_repo_code", "app crashes on startup when REDIS_URL is empty, make it fall back to in-memory",
             "small_code", "python: read an env var with a default if it's missing or empty"),
            ("update_dependency", "upgrade us to react 19 and fix whatever breaks",
             "general_question", "what changed in react 19, in a nutshell?"),
            ("fix_repo_bug", "unicode usernames get mangled in the welcome email",
             "explain_error_text", "explain: UnicodeEncodeError: 'ascii' codec can't encode character '\\xe9' in position 3"),
            ("change_repo_code", "put the feature flag check around the new checkout flow",
             "general_question", "what's the downside of long-lived feature flags?"),
            ("run_and_report", "run the e2e tests against staging and summarize the failures",
             "tool_question", "how do you run a single playwright test by name?"),
            ("diagnose_repo", "why is the bundle 4MB? find the big deps",
             "tool_question", "name a tool that shows what's inside a webpack bundle"),
            ("fix_repo_bug", "sorting by name puts lowercase names after Z, fix it",
             "small_code", "case-insensitive sort of a list of strings in python"),
            ("change_repo_code", "make the timeout for the payment client configurable",
             "general_question", "explain connect timeout vs read timeout"),
            ("repo_question", "how is our config loaded, env first or yaml first?",
             "general_question", "what's the usual precedence: cli flags, env vars, config file?"),
            ("fix_repo_bug", "graceful shutdown isn't working, in-flight requests get cut off on deploy",
             "general_question", "what does SIGTERM vs SIGKILL mean for a web server?"),
            ("scaffold_project", "spin up a new fastapi service with auth, tests and a dockerfile",
             "small_code", "hello world fastapi app in one file"),
            dict(h=_PLAN_LOGIN,
                 l=("continue_plan", "ok do 1 and 2"),
                 s=("chat_followup", "what does preloading fonts actually change?")),
            dict(h=_PLAN_JSON,
                 l=("continue_plan", "sounds good, go ahead"),
                 s=("chat_followup", "is there a convention for the flag name, --json or --output json?")),
            dict(h=_HANDLER,
                 l=("apply_to_repo", "nice, do the same for the other handlers in routes/"),
                 s=("chat_followup", "nice. why a schema instead of a few if checks?")),
            dict(h=_MERGE_REBASE,
                 l=("repo_git_task", "ok rebase my branch on main and deal with the conflicts"),
                 s=("chat_followup", "so which one should a small team default to?")),
            dict(h=_CI_REASONS,
                 l=("diagnose_repo", "check which of those applies to us"),
                 s=("chat_followup", "what does point 3 look like in practice?")),
            dict(h=_REGEX_HIST,
                 l=("change_repo_code", "thanks, now swap it into the address validator"),
                 s=("conversational", "thanks, works!")),
            dict(h=_GREETING,
                 l=("fix_repo_bug", "the login redirect loops forever, can you look"),
                 s=("general_question", "just a quick q: what's HSTS?")),
            dict(l=("apply_to_repo", "this breaks on '1,299.00'. fix it and update any callers that work around it", _PRICE_CTX),
                 s=("fix_snippet", "this breaks on '1,299.00', fix it", _PRICE_CTX)),
            dict(l=("diagnose_repo", "why is DEBUG still on in prod if this file says False?", _SETTINGS_CTX),
                 s=("explain_code", "explain what each of these settings does", _SETTINGS_CTX)),
            dict(l=("repo_question", "is the compact prop ever passed? looks dead to me", _CARD_CTX),
                 s=("explain_code", "why the useMemo here, is it worth it?", _CARD_CTX)),
            dict(l=("diagnose_and_fix", "the top-customers report times out in prod, speed it up", _SCHEMA_CTX),
                 s=("sql_for_schema", "query for the top 5 customers by total order value", _SCHEMA_CTX)),
            ("scaffold_project", "set up a small go cli that tails a log file and highlights errors, with tests and a makefile",
             "small_code", "go: read a file line by line and print lines containing ERROR"),
        ],
        "long": [
            ("change_repo_code", "add a --verbose flag that prints the sql queries"),
            ("fix_repo_bug", "the progress bar jumps back to 0 at 99%, fix"),
            ("repo_question", "who calls the legacy billing endpoint? do we still need it?"),
            ("run_and_report", "run npm audit and tell me which ones actually matter"),
            ("fix_ci", "the macos job in CI times out, mind looking into it?"),
            ("diagnose_repo", "what's causing the 'too many open files' in the importer?"),
            ("repo_question", "do we have any tests for the webhook handler?"),
            ("write_repo_tests", "add a regression test for the tax calc bug we fixed"),
            ("fix_repo_bug", "search ignores accents, 'cafe' should match 'café'. fix"),
            ("diagnose_and_fix", "thumbnails come out rotated for iphone photos, fix"),
            ("repo_writeup", "update the readme so the setup steps match what the makefile does now"),
            ("change_repo_code", "can you make the sidebar collapsible?"),
            ("fix_repo_bug", "the 'remember me' checkbox does nothing"),
            ("run_and_report", "try building the docker image and tell me what errors out"),
            ("diagnose_repo", "yo why does `make dev` hang on my machine"),
            ("change_repo_code", "swap the hardcoded stripe key for an env var"),
            ("fix_repo_bug", "emails go out twice when the job retries. make it idempotent"),
            ("repo_question", "which python version does this project actually need?"),
            ("change_repo_code", "add a created_at column to comments and show it in the ui"),
            ("diagnose_and_fix", "prod logs are full of 'connection reset by peer' from the redis client, figure it out"),
            dict(k="continue_plan", a="yep, start with the first one", h=_PLAN_LOGIN),
            dict(k="continue_plan", a="go on", h=_PLAN_JSON),
            ("change_repo_code", "could you hide the beta banner for logged-out users?"),
            ("fix_repo_bug", "the csv import chokes on files with a BOM"),
            ("fix_repo_bug", "fix teh typo bug in the signup flow where the name gets saved as undefined"),
        ],
        "single": [
            ("conversational", "thanks, that did it"),
            ("conversational", "hey"),
            ("conversational", "never mind, figured it out"),
            ("tool_question", "how do i undo the last commit but keep the changes?"),
            ("tool_question", "what does `git rebase --onto main feature~3 feature` do exactly?"),
            ("regex", "regex matching version strings like 1.2.3 or 1.2.3-beta.1"),
            ("small_code", "one-liner to dedupe a list in python while keeping order"),
            ("general_question", "why do people say never use floats for money?"),
            ("general_question", "what's the point of a monorepo architecture vs many repos?"),
            ("explain_error_text", "what does 'fatal: refusing to merge unrelated histories' mean"),
            ("rewrite_code", "make this async:\n```python\ndef get(url):\n    return requests.get(url).json()\n```"),
            ("explain_code", "explain `[...new Set(arr)]`"),
            ("sql_for_schema", "sql: users(id, name), orders(id, user_id, total). users with no orders?"),
            ("translate_code", "convert to typescript:\n```js\nfunction sum(a, b) { return a + b }\n```"),
            ("review_snippet",
             "anything wrong with this?\n```go\nfor i := 0; i < len(s); i++ {\n    go func() { fmt.Println(s[i]) }()\n}\n```"),
            ("general_question", "explain event sourcing vs plain crud like i'm 5"),
            ("rewrite_text", "make this error message friendlier: 'Invalid input: field required'"),
            ("docstring",
             "add a docstring:\n```python\ndef chunk(xs, n):\n    return [xs[i:i+n] for i in range(0, len(xs), n)]\n```"),
            ("small_code", "js debounce function, no lodash"),
            dict(k="chat_followup", a="and does that change with 3.13?",
                 h=["what is the python GIL, briefly?",
                    "The Global Interpreter Lock is a mutex in CPython that lets only one thread run Python bytecode at a "
                    "time. Threads still help for I/O-bound work, but CPU-bound code needs multiprocessing or native extensions "
                    "that release the lock."]),
            dict(k="chat_followup", a="keep going",
                 h=["can you walk me through how raft works, step by step?",
                    "Sure. Raft splits consensus into three parts.\n1. Leader election: every node starts as a follower. "
                    "If it hears no heartbeat before its election timeout, it becomes a candidate, bumps the term and asks "
                    "for votes. A majority makes it leader.\n2. Log replication: the leader appends client commands to its "
                    "log and sends them to followers with AppendEntries. Once a majority has stored an entry it is"]),
            ("conversational", "lol ok ty"),
            ("regex", "regex to pull the ticket id out of branch names like feat/ABC-123-add-login"),
            ("explain_error_text", "TS2532: Object is possibly 'undefined' -- what does it want from me"),
            ("fix_snippet",
             "why does this print 5 five times?\n```js\nfor (var i = 0; i < 5; i++) setTimeout(() => console.log(i))\n```"),
        ],
    },
}

# Extra pairs that cut against surface cues: long asks that carry pasted material or are phrased as
# questions, single asks phrased as imperatives.
_TYPEERR = "TypeError: Cannot read properties of undefined (reading 'price')"
_AUTH_SNIP = "if not request.user.is_authenticated:\n    return redirect('/login')"
_YAML_CTRY = "countries:\n  - se\n  - no\n  - dk"
_SLOW_SQL = "SELECT * FROM orders WHERE lower(email) = $1 ORDER BY created_at DESC LIMIT 20;"
_FIND_GZ = [
    "can you explain what this bash does?\n```bash\nfind /var/log/app -name '*.log' -mtime +7 -exec gzip {} \\;\n```",
    "It looks for .log files under /var/log/app that were last modified more than 7 days ago and gzips each one in "
    "place, so app.log becomes app.log.gz. Files already ending in .gz are not matched.",
]
_DOCKERFILE_CTX = (
    "# Dockerfile\n"
    "FROM python:3.12\n"
    "WORKDIR /app\n"
    "COPY . .\n"
    "RUN pip install -r requirements.txt\n"
    "CMD [\"python\", \"main.py\"]\n"
)

MORE_PAIRS = {
    "en": [
        ("fix_repo_bug",
         "getting this on the checkout page after the last deploy, fix it pls\n```\n" + _TYPEERR +
         "\n    at CartTotal (src/cart/CartTotal.jsx:14:32)\n```",
         "explain_error_text", "explain this error\n```\n" + _TYPEERR + "\n```"),
        ("apply_to_repo",
         "we copy-pasted this into a bunch of views, swap the copies for one shared helper\n```python\n" + _AUTH_SNIP + "\n```",
         "rewrite_code", "turn this into a decorator\n```python\n" + _AUTH_SNIP + "\n```"),
        ("diagnose_repo", "could you check why docker-compose up takes forever on the db service?",
         "small_code", "write a docker-compose healthcheck for postgres"),
        ("run_and_report", "can you run the benchmarks and compare them with main?",
         "tool_question", "explain what `go test -bench . -benchmem` prints"),
        ("fix_repo_bug",
         "our config loader turns 'no' into False, this is from config/regions.yaml:\n```yaml\n" + _YAML_CTRY + "\n```\nfix the loader",
         "explain_code", "why does yaml read the `no` here as false\n```yaml\n" + _YAML_CTRY + "\n```"),
        ("repo_question", "does anything still import from lib/legacy_auth?",
         "general_question", "give me a rule of thumb for when to delete legacy code"),
        ("change_repo_code", "can you make the signup email go out in the user's language?",
         "rewrite_text", "translate this welcome email into German:\n\nHi {name}, welcome aboard! Your account is ready."),
        ("fix_ci", "why does the lint job pass locally but fail in the pipeline? sort it out",
         "tool_question", "list the eslint cli flags for caching results"),
        ("diagnose_and_fix",
         "this query from the orders service is slow in prod, figure out why and fix it\n```sql\n" + _SLOW_SQL + "\n```",
         "sql_for_schema", "suggest an index for this query\n```sql\n" + _SLOW_SQL + "\n```"),
        ("write_repo_tests", "could you add tests for the rate limiter middleware?",
         "test_given_function", "write jest tests for this\n```js\nexport const isEmpty = (o) => Object.keys(o).length === 0\n```"),
        ("update_dependency", "is it safe to bump pydantic to v2 here? try it and tell me what breaks",
         "general_question", "summarize the main breaking changes in pydantic v2"),
        ("repo_writeup", "write release notes for v2.3 from the merged PRs",
         "rewrite_text", "tidy up these release notes:\n- fix crash on empty cart\n- new: export to pdf\n- bump deps"),
        ("change_repo_code", "the delete-account button needs a confirm dialog, can you add one?",
         "small_code", "write a minimal react confirm dialog with cancel and delete buttons"),
        dict(h=_FIND_GZ,
             l=("change_repo_code", "cool, add that as a nightly cron in our ansible role"),
             s=("chat_followup", "and how would i delete them after 30 days instead?")),
        dict(l=("change_repo_code", "the image built from this is 1.2GB, slim it down and make sure the app still starts", _DOCKERFILE_CTX),
             s=("review_snippet", "any quick wins to make this image smaller?", _DOCKERFILE_CTX)),
        ("diagnose_repo",
         "where is this warning coming from? it floods our logs\n```\nDeprecationWarning: datetime.datetime.utcnow() is deprecated\n```",
         "explain_error_text", "what should i use instead? `DeprecationWarning: datetime.datetime.utcnow() is deprecated`"),
        ("diagnose_repo",
         "we set this in the celery config but tasks still get retried forever, what's going on?\n```python\n"
         "task_acks_late = True\ntask_reject_on_worker_lost = True\n```",
         "general_question", "explain acks_late in celery in two sentences"),
        ("fix_repo_bug", "users get this on the reset password page, fix\n```\n403 Forbidden: CSRF token missing or incorrect\n```",
         "general_question", "tell me briefly how csrf tokens protect a form"),
        ("repo_question",
         "who calls this, and with what? i need to change the signature\n```go\n"
         "func ChargeCard(ctx context.Context, cardID string, cents int64) error\n```",
         "naming", "suggest a clearer name than ChargeCard for a function that only pre-authorizes a payment"),
        ("diagnose_and_fix",
         "the nightly export log ends like this every time, find out why and fix\n```\n"
         "03:00:14 INFO exporting 18234 rows\n03:00:44 Killed\n```",
         "general_question", "what usually makes linux print just 'Killed' and stop a process?"),
    ],
}
