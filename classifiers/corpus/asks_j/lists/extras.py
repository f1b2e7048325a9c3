from .common import M, S, L

# One-line errors / log lines that get quoted inline inside the ask sentence.
INLINE_MINIS = [
 "`TypeError: Cannot read properties of null (reading 'addEventListener')`",
 "`ERROR 1452 (23000): Cannot add or update a child row: a foreign key constraint fails`",
 "`fatal error: concurrent map writes`",
 "`java.lang.OutOfMemoryError: Metaspace`",
 "`django.db.utils.OperationalError: FATAL: sorry, too many clients already`",
 "`Error: listen EADDRINUSE: address already in use :::3000`",
 "`ValueError: time data '2024-13-01' does not match format '%Y-%m-%d'`",
 "`System.InvalidOperationException: Sequence contains no elements`",
 "`error[E0502]: cannot borrow `self.items` as mutable because it is also borrowed as immutable`",
 "`Uncaught (in promise) DOMException: The play() request was interrupted by a call to pause()`",
 "`SSL: CERTIFICATE_VERIFY_FAILED certificate verify failed: unable to get local issuer certificate`",
 "`PG::ForeignKeyViolation: ERROR: update or delete on table \"users\" violates foreign key constraint`",
 "`Warning: Each child in a list should have a unique \"key\" prop.`",
 "`kotlinx.serialization.MissingFieldException: Field 'currency' is required`",
 "`redis.exceptions.ConnectionError: Error 111 connecting to localhost:6379. Connection refused.`",
 "`Fatal error: Allowed memory size of 134217728 bytes exhausted (tried to allocate 20480 bytes)`",
 "`ORA-01555: snapshot too old: rollback segment number with name \"\" too small`",
 "`NoMethodError: undefined method `strftime' for nil:NilClass`",
 "`segmentation fault (core dumped)` right after `Loading model weights...`",
 "`413 Request Entity Too Large` from the upload endpoint",
 "`CORS policy: No 'Access-Control-Allow-Origin' header is present on the requested resource`",
 "`context deadline exceeded` from the grpc call to inventory",
 "`UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9 in position 14`",
 "`Error: Hydration failed because the initial UI does not match what was rendered on the server`",
 "`WARN  [HikariPool-1] - Connection is not available, request timed out after 30000ms`",
 "`panic: runtime error: index out of range [3] with length 3`",
 "`InvalidArgumentException: Unable to locate a class or view for component [alert]`",
 "`Exception in thread \"main\" java.util.ConcurrentModificationException`",
 "`terraform: Error acquiring the state lock: ConditionalCheckFailedException`",
 "`npm WARN deprecated request@2.88.2: request has been deprecated`",
]

INLINE_SINGLE = [
 ("explain_error", "what does {x} mean?"),
 ("explain_error", "quick one: {x} — what's the usual cause?"),
 ("explain_error", "getting {x}, can you explain it in plain words?"),
 ("explain_error", "I keep seeing {x} in the logs, what is it telling me?"),
 ("explain_error", "is {x} something to worry about or just noise?"),
 ("explain_for_non_dev", "how do I explain {x} to the client who saw it on screen?"),
 ("explain_error", "what's the difference between this {x} and a plain timeout?"),
 ("make_title", "give me a ticket title for {x}, short"),
 ("write_regex", "write a regex that matches lines like {x} in our logs"),
 ("reply_to_sender", "a customer sent a screenshot with {x}. write them a short reply saying we're on it"),
 ("explain_error", "in which situations does {x} typically show up?"),
 ("triage_label", "would {x} be a P1 if it happens on checkout? just your opinion from the message"),
 ("explain_error", "what does each part of {x} refer to?"),
 ("explain_error", "saw {x} once during a deploy, explain it"),
 ("explain_for_non_dev", "translate {x} into something my manager understands"),
]

INLINE_LONG = [
 ("locate_and_patch", "customers keep hitting {x}. find where it comes from in our code and fix it"),
 ("fix_bug_in_repo", "we get {x} on staging since this morning, can you fix it in the repo?"),
 ("locate_and_patch", "{x} again. track it down in the codebase and patch it for good"),
 ("investigate_root_cause", "why do we get {x} in our app? figure it out and fix it"),
 ("fix_ci_pipeline", "CI fails with {x}, make it green"),
 ("reproduce_and_fix", "reproduce {x} locally with our test setup and fix it"),
 ("fix_bug_in_repo", "our nightly job dies with {x}, go fix it"),
 ("investigate_root_cause", "{x} shows up after every deploy. look through our code and config and fix the cause"),
 ("locate_and_patch", "can you find which of our modules throws {x} and fix it?"),
 ("fix_bug_in_repo", "fix {x} in our project please, it's been open for weeks"),
 ("add_tests_in_repo", "add a regression test for {x} to our suite, then fix the code so it passes"),
 ("locate_and_patch", "somewhere in our services we trigger {x}. hunt it down and patch it"),
 ("fix_bug_in_repo", "prod is throwing {x}. patch it in our repo and tell me what you changed"),
 ("investigate_root_cause", "any idea why our backend gives {x}? dig in and fix it"),
 ("handle_ticket", "ticket says only {x}. can you take it and fix it in the repo?"),
]

# Two pieces with the ask between or around them. {A} and {B} are replaced.
TWO_PIECE = [
 dict(id="dup_issues_login", mkind="github_issue", lang="en",
  A="""#812 Login button does nothing on Safari
Clicking "Sign in" on Safari 17 does nothing. No network request. Chrome works.""",
  B="""#845 Can't log in on iPhone
Tapping the login button on my iPhone just doesn't respond. Tried twice. iOS 17.2, Safari.""",
  asks=[S("duplicate_check", "{A}\n\nand this one came in today:\n\n{B}\n\nsame bug? should I close the second as a duplicate?"),
        L("fix_bug_in_repo", "{A}\n\n{B}\n\nboth are the same Safari problem I think. find it in our login form code and fix it")]),
 dict(id="dup_issues_export", mkind="gitlab_issue", lang="en",
  A="""Export timeout for large projects
Exporting a project with >10k tasks fails after 60s with a gateway timeout.""",
  B="""CSV export missing columns
The CSV export no longer includes the 'assignee' and 'due date' columns since 3.4.""",
  asks=[S("duplicate_check", "are these two issues duplicates?\n\n---\n{A}\n---\n{B}\n---"),
        L("fix_bug_in_repo", "two export issues:\n\n{A}\n\n{B}\n\nfix both in the exporter, they're separate bugs")]),
 dict(id="log_plus_config", mkind="server_log", lang="en",
  A="""2024-03-03T10:01:22Z WARN pool exhausted, waiting for connection (max=10)
2024-03-03T10:01:52Z ERROR acquire timeout after 30000ms""",
  B="""database:
  pool:
    max: 10
    acquire_timeout_ms: 30000
workers: 32""",
  asks=[S("explain_error", "here's the log:\n\n{A}\n\nand the config:\n\n{B}\n\ndoes the config explain the log?"),
        L("fix_bug_in_repo", "log:\n{A}\n\nconfig:\n{B}\n\nfix the pool sizing in our config for all envs and make the worker count derive from it")]),
 dict(id="err_plus_fn", mkind="function", lang="en",
  A="""KeyError: 'price'
  File "cart.py", line 19, in total""",
  B="""def total(items):
    return sum(i["price"] * i["qty"] for i in items)""",
  asks=[S("fix_given_function", "{A}\n\nfrom this function:\n\n{B}\n\nmake total() skip items without a price and log a warning"),
        L("locate_and_patch", "{A}\n\n{B}\n\nsome producer in our code creates items without price. find which one and fix it there")]),
 dict(id="two_emails_conflict", mkind="colleague_email", lang="en",
  A="""From: Ana — "Let's keep the v1 API alive until end of Q3, two big customers still use it."
""",
  B="""From: Piotr — "v1 gets removed in the June release, it's already in the changelog."
""",
  asks=[S("answer_from_text", "{A}\n{B}\nthese two contradict each other, right? what exactly is the conflict?"),
        L("implement_feature", "{A}\n{B}\nwe went with Ana. keep v1 alive behind a flag: undo the removal in our code, fix the changelog and add a sunset header")]),
 dict(id="old_new_readme", mkind="readme_section", lang="en",
  A="""Run `make setup` then `make run`.""",
  B="""Install uv, then `uv sync` and `uv run app`. Make is no longer used.""",
  asks=[S("summarize", "old readme:\n{A}\n\nnew readme:\n{B}\n\nwhat changed for a contributor?"),
        L("update_docs_in_repo", "old:\n{A}\nnew:\n{B}\nwe switched to uv. remove the Makefile targets and update CI and the contributing docs to match")]),
 dict(id="two_traces_compare", mkind="stack_trace", lang="en",
  A="""at OrderService.cancel(OrderService.java:88)
Caused by: OptimisticLockException: Row was updated or deleted by another transaction""",
  B="""at OrderService.ship(OrderService.java:142)
Caused by: OptimisticLockException: Row was updated or deleted by another transaction""",
  asks=[S("duplicate_check", "trace from monday:\n{A}\n\ntrace from today:\n{B}\n\nsame root problem or two different ones?"),
        L("fix_bug_in_repo", "{A}\n\n{B}\n\ncancel and ship race on the same order. add retry-on-conflict to OrderService in our code and a concurrency test")]),
 dict(id="dup_es_issues", mkind="bug_report", lang="es",
  A="""La app se cierra al abrir la cámara en Android 13.""",
  B="""Crash al escanear código QR, Samsung A52, Android 13.""",
  asks=[S("duplicate_check", "¿Estos dos reportes son el mismo problema?\n\n1) {A}\n2) {B}", "es"),
        L("fix_bug_in_repo", "1) {A}\n2) {B}\n\nprobablemente es el permiso de cámara. arréglalo en la app y cierra los dos", "es")]),
 dict(id="ticket_and_schema", mkind="sql_schema", lang="en",
  A="""Ticket: show each customer's last order date on the customer list.""",
  B="""customers(id, name, email)
orders(id, customer_id, created_at, total)""",
  asks=[S("write_sql", "{A}\n\nschema:\n{B}\n\nwrite the query for that"),
        L("implement_feature", "{A}\n\n{B}\n\ndo it in our app: query, API field and the column in the admin list")]),
 dict(id="review_and_diff", mkind="review_comments", lang="en",
  A="""- name(): returns None when first_name is empty, should fall back to email""",
  B="""def name(self):
    if self.first_name:
        return f"{self.first_name} {self.last_name}".strip()""",
  asks=[S("fix_given_function", "reviewer said:\n{A}\n\nthe code:\n{B}\n\nrewrite name() accordingly"),
        L("apply_review_comments", "reviewer said:\n{A}\n\ncode:\n{B}\n\napply it and fix the templates that worked around the None")]),
]
