"""MCP servers that users commonly connect to agent clients. Tool names, descriptions and schemas written
for this set (same kind of content as public MCP servers, not copied). Each client exposes them in its own way."""


def _t(name, desc, props, required=()):
    return {"name": name, "description": desc,
            "inputSchema": {"type": "object", "properties": props, "required": list(required), "additionalProperties": False,
                            "$schema": "http://json-schema.org/draft-07/schema#"}}


_S = {"type": "string"}
_I = {"type": "integer"}
_B = {"type": "boolean"}

SERVERS = {}

SERVERS["github"] = ("npx -y @modelcontextprotocol/server-github", [
    _t("create_issue", "Create a new issue in a GitHub repository. Returns the issue number and URL.",
       {"owner": dict(_S, description="Repository owner (user or organisation)"), "repo": dict(_S, description="Repository name"),
        "title": dict(_S, description="Issue title"), "body": dict(_S, description="Issue body in Markdown"),
        "labels": {"type": "array", "items": _S, "description": "Labels to apply"}, "assignees": {"type": "array", "items": _S, "description": "Logins to assign"}},
       ["owner", "repo", "title"]),
    _t("get_issue", "Get the details of one issue, including its body, labels, state and the first page of comments.",
       {"owner": _S, "repo": _S, "issue_number": dict(_I, description="The number of the issue")}, ["owner", "repo", "issue_number"]),
    _t("list_issues", "List issues in a repository with optional filters. Results are paginated (default 30 per page).",
       {"owner": _S, "repo": _S, "state": {"type": "string", "enum": ["open", "closed", "all"]}, "labels": {"type": "array", "items": _S},
        "sort": {"type": "string", "enum": ["created", "updated", "comments"]}, "direction": {"type": "string", "enum": ["asc", "desc"]},
        "since": dict(_S, description="Only issues updated after this ISO 8601 timestamp"), "page": _I, "per_page": _I}, ["owner", "repo"]),
    _t("add_issue_comment", "Add a comment to an existing issue or pull request.",
       {"owner": _S, "repo": _S, "issue_number": _I, "body": dict(_S, description="Comment text in Markdown")}, ["owner", "repo", "issue_number", "body"]),
    _t("create_pull_request", "Open a pull request from a head branch into a base branch.",
       {"owner": _S, "repo": _S, "title": _S, "body": _S, "head": dict(_S, description="Branch with the changes"),
        "base": dict(_S, description="Branch to merge into"), "draft": _B, "maintainer_can_modify": _B}, ["owner", "repo", "title", "head", "base"]),
    _t("get_pull_request", "Get a pull request's metadata: title, body, state, head and base refs, mergeability and review decision.",
       {"owner": _S, "repo": _S, "pull_number": _I}, ["owner", "repo", "pull_number"]),
    _t("get_pull_request_diff", "Get the unified diff of a pull request.",
       {"owner": _S, "repo": _S, "pull_number": _I}, ["owner", "repo", "pull_number"]),
    _t("list_pull_requests", "List pull requests with optional state, head and base filters.",
       {"owner": _S, "repo": _S, "state": {"type": "string", "enum": ["open", "closed", "all"]}, "head": _S, "base": _S,
        "sort": {"type": "string", "enum": ["created", "updated", "popularity", "long-running"]}, "page": _I, "per_page": _I}, ["owner", "repo"]),
    _t("get_file_contents", "Get the contents of a file or directory from a repository at a given ref.",
       {"owner": _S, "repo": _S, "path": dict(_S, description="Path to the file or directory"), "ref": dict(_S, description="Branch, tag or commit SHA")},
       ["owner", "repo", "path"]),
    _t("search_code", "Search code across GitHub using the code search syntax, e.g. 'repo:owner/name language:go Retry'.",
       {"query": _S, "page": _I, "per_page": _I}, ["query"]),
    _t("list_workflow_runs", "List recent GitHub Actions workflow runs for a repository, optionally for one workflow or branch.",
       {"owner": _S, "repo": _S, "workflow_id": dict(_S, description="Workflow file name or ID"), "branch": _S,
        "status": {"type": "string", "enum": ["queued", "in_progress", "completed", "failure", "success"]}, "per_page": _I}, ["owner", "repo"]),
    _t("get_job_logs", "Download the logs of a workflow job. Long logs are truncated to the last lines unless tail_lines is set.",
       {"owner": _S, "repo": _S, "job_id": _I, "tail_lines": _I}, ["owner", "repo", "job_id"]),
])

SERVERS["playwright"] = ("npx @playwright/mcp@latest", [
    _t("browser_navigate", "Navigate the current page to a URL.", {"url": dict(_S, description="The URL to navigate to")}, ["url"]),
    _t("browser_snapshot", "Capture an accessibility snapshot of the current page; better than a screenshot for deciding what to click.", {}),
    _t("browser_click", "Click an element identified by its reference from the last snapshot.",
       {"element": dict(_S, description="Human-readable element description used to obtain permission"), "ref": dict(_S, description="Exact target element reference from the page snapshot"),
        "button": {"type": "string", "enum": ["left", "right", "middle"]}, "doubleClick": _B}, ["element", "ref"]),
    _t("browser_type", "Type text into an editable element.",
       {"element": _S, "ref": _S, "text": _S, "submit": dict(_B, description="Press Enter after typing"), "slowly": _B}, ["element", "ref", "text"]),
    _t("browser_take_screenshot", "Take a screenshot of the page or of one element.",
       {"filename": _S, "element": _S, "ref": _S, "fullPage": _B, "type": {"type": "string", "enum": ["png", "jpeg"]}}),
    _t("browser_console_messages", "Return all console messages logged by the page since it was opened.", {"onlyErrors": _B}),
    _t("browser_network_requests", "List the network requests the page has made since it was loaded.", {}),
    _t("browser_wait_for", "Wait for text to appear or disappear, or for a number of seconds.",
       {"text": _S, "textGone": _S, "time": {"type": "number", "description": "Seconds to wait"}}),
    _t("browser_close", "Close the page.", {}),
])

SERVERS["postgres"] = ("uvx postgres-mcp --access-mode=restricted", [
    _t("list_schemas", "List the schemas in the connected database.", {}),
    _t("list_objects", "List tables, views and sequences in a schema.",
       {"schema_name": _S, "object_type": {"type": "string", "enum": ["table", "view", "sequence", "extension"]}}, ["schema_name"]),
    _t("get_object_details", "Show columns, constraints and indexes of a table or view.",
       {"schema_name": _S, "object_name": _S, "object_type": _S}, ["schema_name", "object_name"]),
    _t("execute_sql", "Run a read-only SQL statement and return up to 500 rows.", {"sql": dict(_S, description="The SQL to run")}, ["sql"]),
    _t("explain_query", "Return the EXPLAIN (optionally ANALYZE) plan for a query.",
       {"sql": _S, "analyze": _B, "hypothetical_indexes": {"type": "array", "items": {"type": "object"}}}, ["sql"]),
])

SERVERS["sentry"] = ("https://mcp.sentry.dev/mcp", [
    _t("find_issues", "Find Sentry issues in an organisation, optionally filtered by project and a search query such as 'is:unresolved level:error'.",
       {"organizationSlug": _S, "projectSlug": _S, "query": _S, "sortBy": {"type": "string", "enum": ["last_seen", "first_seen", "count", "userCount"]}}, ["organizationSlug"]),
    _t("get_issue_details", "Get one issue with its latest event, stack trace and tags.", {"organizationSlug": _S, "issueId": _S}, ["organizationSlug", "issueId"]),
    _t("find_releases", "List recent releases of a project.", {"organizationSlug": _S, "projectSlug": _S, "query": _S}, ["organizationSlug"]),
])

SERVERS["context7"] = ("npx -y @upstash/context7-mcp", [
    _t("resolve-library-id", "Resolve a package or product name to a documentation library ID. Call this before get-library-docs unless the user gave an ID of the form '/org/project'.",
       {"libraryName": dict(_S, description="Library name to search for")}, ["libraryName"]),
    _t("get-library-docs", "Fetch up-to-date documentation for a library. Requires a library ID from resolve-library-id.",
       {"context7CompatibleLibraryID": _S, "topic": dict(_S, description="Topic to focus on, e.g. 'routing' or 'hooks'"),
        "tokens": dict(_I, description="Maximum number of tokens of documentation to retrieve (default 5000)")}, ["context7CompatibleLibraryID"]),
])

SERVERS["linear"] = ("https://mcp.linear.app/sse", [
    _t("list_issues", "List Linear issues assigned to a user or matching filters.",
       {"assignee": _S, "team": _S, "state": _S, "query": _S, "limit": _I}),
    _t("get_issue", "Get a Linear issue by identifier (e.g. ENG-123), including description and comments.", {"id": _S}, ["id"]),
    _t("update_issue", "Update a Linear issue's state, assignee, priority or description.",
       {"id": _S, "state": _S, "assignee": _S, "priority": _I, "description": _S}, ["id"]),
    _t("create_comment", "Add a comment to a Linear issue.", {"issueId": _S, "body": _S}, ["issueId", "body"]),
])

SERVER_ORDER = ["github", "playwright", "postgres", "sentry", "context7", "linear"]

# server sets a user may have configured (index chosen per record)
SETS = [
    [],
    ["github"],
    ["github", "context7"],
    ["playwright"],
    ["github", "playwright", "context7"],
    ["postgres", "sentry"],
    ["github", "linear", "sentry"],
    ["context7"],
    ["github", "playwright", "postgres", "context7", "linear"],
]


def tools_of(names):
    out = []
    for s in names:
        cmd, tools = SERVERS[s]
        for t in tools:
            out.append((s, t))
    return out
