"""Request envelopes for 20 client families (first user turn only).

Each function takes (ask_text, rng) and returns (endpoint, headers, body).
Shapes follow what the clients send according to their public source and
docs; every system prompt and tool description here is a paraphrase written
for this set, not the clients' own text. Credentials are fake and contain
FAKE. Only `rng` is used for variation, so output is deterministic.
"""

import json

# --------------------------------------------------------------------------
# common helpers


def _hex(rng, n):
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def _uuid(rng):
    h = _hex(rng, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:32]}"


def _pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def _fake_key(rng, prefix="sk-FAKE-"):
    return prefix + _hex(rng, 24)


def _date(rng):
    y = _pick(rng, [2024, 2025])
    m = rng.randint(1, 12)
    d = rng.randint(1, 28)
    return y, m, d


def _iso_date(rng):
    y, m, d = _date(rng)
    return f"{y}-{m:02d}-{d:02d}"


def _long_date(rng):
    import calendar
    y, m, d = _date(rng)
    wd = calendar.day_name[calendar.weekday(y, m, d)]
    return f"{wd}, {calendar.month_name[m]} {d}, {y}"


_PROJECTS = [
    {
        "name": "shopfront",
        "lang": "TypeScript",
        "files": [
            "package.json", "tsconfig.json", "README.md", ".github/workflows/ci.yml",
            "src/index.ts", "src/server.ts", "src/routes/orders.ts", "src/routes/users.ts",
            "src/routes/payments.ts", "src/lib/db.ts", "src/lib/cache.ts",
            "web/src/App.tsx", "web/src/components/Cart.tsx", "web/src/components/Checkout.tsx",
            "web/src/pages/Settings.tsx", "tests/orders.test.ts", "tests/users.test.ts",
            "Dockerfile",
        ],
        "open": ["src/routes/orders.ts", "web/src/components/Cart.tsx"],
        "snippet": ("src/lib/cache.ts", "export const cache = new Map<string, unknown>();\n\nexport function remember<T>(key: string, fn: () => T): T {\n  if (cache.has(key)) return cache.get(key) as T;\n  const v = fn();\n  cache.set(key, v);\n  return v;\n}\n"),
    },
    {
        "name": "billing-service",
        "lang": "Python",
        "files": [
            "pyproject.toml", "README.md", "Makefile", "billing/__init__.py", "billing/api.py",
            "billing/models.py", "billing/invoices.py", "billing/payments/stripe.py",
            "billing/payments/paypal.py", "billing/tasks.py", "migrations/0001_init.py",
            "migrations/0002_invoice_lines.py", "tests/test_api.py", "tests/test_invoices.py",
            "tests/conftest.py", "docker-compose.yml",
        ],
        "open": ["billing/invoices.py", "tests/test_invoices.py"],
        "snippet": ("billing/invoices.py", "from decimal import Decimal\n\n\ndef invoice_total(lines):\n    return sum((Decimal(l.qty) * l.unit_price for l in lines), Decimal(0))\n"),
    },
    {
        "name": "fleet-api",
        "lang": "Go",
        "files": [
            "go.mod", "go.sum", "README.md", "cmd/fleet/main.go", "internal/http/router.go",
            "internal/http/handlers.go", "internal/store/postgres.go", "internal/store/redis.go",
            "internal/worker/pool.go", "internal/worker/pool_test.go", "deploy/helm/values.yaml",
            "deploy/helm/templates/deployment.yaml", "Makefile", ".golangci.yml",
        ],
        "open": ["internal/worker/pool.go"],
        "snippet": ("internal/worker/pool.go", "package worker\n\ntype Pool struct {\n\tjobs chan Job\n\tn    int\n}\n\nfunc New(n int) *Pool { return &Pool{jobs: make(chan Job), n: n} }\n"),
    },
    {
        "name": "notes-app",
        "lang": "Kotlin",
        "files": [
            "settings.gradle.kts", "build.gradle.kts", "app/build.gradle.kts",
            "app/src/main/java/com/example/notes/MainActivity.kt",
            "app/src/main/java/com/example/notes/ui/SettingsScreen.kt",
            "app/src/main/java/com/example/notes/ui/ProfileScreen.kt",
            "app/src/main/java/com/example/notes/data/NoteRepository.kt",
            "app/src/test/java/com/example/notes/NoteRepositoryTest.kt", "README.md",
        ],
        "open": ["app/src/main/java/com/example/notes/ui/SettingsScreen.kt"],
        "snippet": ("app/src/main/java/com/example/notes/data/NoteRepository.kt", "class NoteRepository(private val dao: NoteDao) {\n    suspend fun all() = dao.all()\n}\n"),
    },
    {
        "name": "docs-site",
        "lang": "JavaScript",
        "files": [
            "package.json", "astro.config.mjs", "README.md", "src/pages/index.astro",
            "src/pages/search.astro", "src/lib/search.js", "src/lib/slugify.js",
            "src/components/Header.astro", "tests/slugify.test.js", ".eslintrc.json",
        ],
        "open": ["src/lib/search.js"],
        "snippet": ("src/lib/slugify.js", "export function slugify(s) {\n  return s.toLowerCase().replace(/[^a-z0-9]+/g, '-');\n}\n"),
    },
    {
        "name": "etl-jobs",
        "lang": "Python",
        "files": [
            "setup.cfg", "requirements.txt", "README.md", "etl/__main__.py", "etl/loader.py",
            "etl/extract.py", "etl/transform.py", "etl/db.py", "dags/nightly.py",
            "tests/test_transform.py", "tests/test_loader.py", ".pre-commit-config.yaml",
        ],
        "open": ["etl/loader.py"],
        "snippet": ("etl/transform.py", "def normalize(row):\n    return {k.strip().lower(): v for k, v in row.items()}\n"),
    },
]

_USERS = ["dev", "maria", "kenji", "alex", "priya", "tomasz", "lucas", "amira", "minh", "sven"]


def _project(rng):
    return _pick(rng, _PROJECTS)


def _home(rng, os_name):
    u = _pick(rng, _USERS)
    if os_name == "darwin":
        return f"/Users/{u}"
    if os_name == "win32":
        return f"C:\\Users\\{u}"
    return f"/home/{u}"


def _cwd(rng, proj, os_name):
    base = _home(rng, os_name)
    sub = _pick(rng, ["code", "src", "work", "projects", "repos"])
    if os_name == "win32":
        return f"{base}\\{sub}\\{proj['name']}"
    return f"{base}/{sub}/{proj['name']}"


def _tree(files):
    return "\n".join(files)


def _oai_tool(name, desc, props, required=None):
    return {
        "type": "function",
        "function": {
            "name": name,
            "description": desc,
            "parameters": {
                "type": "object",
                "properties": props,
                "required": required or [],
            },
        },
    }


def _str(desc):
    return {"type": "string", "description": desc}


def _int(desc):
    return {"type": "integer", "description": desc}


def _bool(desc):
    return {"type": "boolean", "description": desc}


def _stainless(rng, lang="python"):
    if lang == "python":
        ver = _pick(rng, ["1.51.0", "1.58.1", "1.66.3", "1.82.0", "1.99.9"])
        return {
            "user-agent": f"OpenAI/Python {ver}",
            "x-stainless-lang": "python",
            "x-stainless-package-version": ver,
            "x-stainless-os": _pick(rng, ["Linux", "MacOS", "Windows"]),
            "x-stainless-arch": _pick(rng, ["x64", "arm64"]),
            "x-stainless-runtime": "CPython",
            "x-stainless-runtime-version": _pick(rng, ["3.10.14", "3.11.9", "3.12.4", "3.13.0"]),
            "x-stainless-async": _pick(rng, ["false", "async:asyncio"]),
            "x-stainless-retry-count": "0",
        }
    ver = _pick(rng, ["4.52.7", "4.77.0", "4.104.0", "5.10.1"])
    return {
        "user-agent": f"OpenAI/JS {ver}",
        "x-stainless-lang": "js",
        "x-stainless-package-version": ver,
        "x-stainless-os": _pick(rng, ["Linux", "MacOS", "Windows"]),
        "x-stainless-arch": _pick(rng, ["x64", "arm64"]),
        "x-stainless-runtime": "node",
        "x-stainless-runtime-version": _pick(rng, ["v18.20.4", "v20.15.1", "v22.11.0"]),
        "x-stainless-retry-count": "0",
    }


# --------------------------------------------------------------------------
# 1. Claude Code: Anthropic Messages, system blocks, ~16 tools

_CC_TOOLS = [
    ("Task", "Start a sub-agent that works on its own on a multi-step job (searching, reading, analysing) and reports back once. Describe the job fully because the sub-agent cannot see this conversation.",
     {"description": _str("three to five word label"), "prompt": _str("full instructions for the sub-agent"), "subagent_type": _str("which kind of sub-agent to start")}, ["description", "prompt", "subagent_type"]),
    ("Bash", "Run a shell command in a persistent session with an optional timeout. Prefer the dedicated search and read tools over find, grep, cat. Quote paths that contain spaces.",
     {"command": _str("the command line"), "timeout": {"type": "number", "description": "milliseconds, up to 600000"}, "description": _str("short note on what the command does"), "run_in_background": _bool("do not wait for completion")}, ["command"]),
    ("Glob", "Match file paths against a glob pattern such as src/**/*.ts; results sorted by modification time.",
     {"pattern": _str("glob pattern"), "path": _str("directory to search, defaults to the working directory")}, ["pattern"]),
    ("Grep", "Search file contents with ripgrep-style regular expressions; can filter by glob or file type and return matching lines, files or counts.",
     {"pattern": _str("regular expression"), "path": _str("file or directory"), "glob": _str("file filter"), "output_mode": {"type": "string", "enum": ["content", "files_with_matches", "count"]}, "-i": _bool("ignore case"), "-n": _bool("show line numbers")}, ["pattern"]),
    ("LS", "List the entries of a directory given as an absolute path, optionally skipping glob patterns.",
     {"path": _str("absolute directory path"), "ignore": {"type": "array", "items": {"type": "string"}}}, ["path"]),
    ("ExitPlanMode", "Call when planning is done in plan mode and the plan is ready for the user to approve before any edits.",
     {"plan": _str("the plan, markdown")}, ["plan"]),
    ("Read", "Read a file from the local filesystem by absolute path. Returns numbered lines; long files can be paged with offset and limit. Also reads images, PDFs and notebooks.",
     {"file_path": _str("absolute path"), "offset": {"type": "number"}, "limit": {"type": "number"}}, ["file_path"]),
    ("Edit", "Replace an exact string in a file with new text. The old string must be unique in the file unless replace_all is set. Read the file first.",
     {"file_path": _str("absolute path"), "old_string": _str("text to replace"), "new_string": _str("replacement"), "replace_all": _bool("replace every occurrence")}, ["file_path", "old_string", "new_string"]),
    ("MultiEdit", "Apply several exact-string edits to one file in sequence, all or nothing.",
     {"file_path": _str("absolute path"), "edits": {"type": "array", "items": {"type": "object", "properties": {"old_string": {"type": "string"}, "new_string": {"type": "string"}, "replace_all": {"type": "boolean"}}, "required": ["old_string", "new_string"]}}}, ["file_path", "edits"]),
    ("Write", "Create or overwrite a file with the given content. Prefer editing existing files.",
     {"file_path": _str("absolute path"), "content": _str("full file content")}, ["file_path", "content"]),
    ("NotebookEdit", "Replace, insert or delete one cell of a Jupyter notebook.",
     {"notebook_path": _str("absolute path"), "cell_id": _str("cell id"), "new_source": _str("cell source"), "cell_type": {"type": "string", "enum": ["code", "markdown"]}, "edit_mode": {"type": "string", "enum": ["replace", "insert", "delete"]}}, ["notebook_path", "new_source"]),
    ("WebFetch", "Fetch a URL, turn the page into markdown and answer a question about it with a small model.",
     {"url": {"type": "string", "format": "uri"}, "prompt": _str("what to extract")}, ["url", "prompt"]),
    ("TodoWrite", "Create and update a structured task list for the current session so progress on multi-step work stays visible.",
     {"todos": {"type": "array", "items": {"type": "object", "properties": {"content": {"type": "string"}, "status": {"type": "string", "enum": ["pending", "in_progress", "completed"]}, "activeForm": {"type": "string"}}, "required": ["content", "status"]}}}, ["todos"]),
    ("WebSearch", "Search the web and return result snippets with links, for information newer than the model's training.",
     {"query": _str("search query"), "allowed_domains": {"type": "array", "items": {"type": "string"}}, "blocked_domains": {"type": "array", "items": {"type": "string"}}}, ["query"]),
    ("BashOutput", "Read new output from a shell command that was started in the background.",
     {"bash_id": _str("id of the background shell"), "filter": _str("optional regex filter")}, ["bash_id"]),
    ("KillShell", "Stop a background shell by id.", {"shell_id": _str("id of the shell")}, ["shell_id"]),
    ("SlashCommand", "Run one of the user's custom slash commands.", {"command": _str("the slash command with arguments")}, ["command"]),
]

_CC_SYSTEM_MAIN = """You are an interactive command-line assistant for software engineering work. Use the instructions below and the tools you have to help the user.

Refuse to write or explain code that looks designed to cause harm, even when the request sounds harmless.

# Tone and style
Keep answers short and direct; the output is shown in a terminal with monospace markdown. Skip preamble and closing summaries unless asked. One-word answers are fine when they answer the question.

# Proactiveness
Do what was asked and nothing more. If the user asks how to approach something, answer the question before touching any file.

# Following conventions
Before changing a file, look at how the surrounding code is written and match it. Never assume a library is available; check the manifest first. Do not add comments unless asked.

# Task management
Use the task list tool often for multi-step work so the user can follow along, and mark items done as soon as they are finished.

# Doing tasks
For software tasks: search to understand the code, implement, verify with the project's tests, then run lint and type checks if the project has them. Never commit unless the user asks.

# Tool usage policy
Prefer the dedicated file tools over shell equivalents. Batch independent tool calls in one message. When searching broadly, consider handing the search to a sub-agent.
"""


def _cc_env(rng, proj, cwd, os_name):
    model = _pick(rng, ["claude-sonnet-4-20250514", "claude-sonnet-4-5-20250929", "claude-opus-4-1-20250805"])
    return model, f"""Here is useful information about the environment you are running in:
<env>
Working directory: {cwd}
Is directory a git repo: {_pick(rng, ['Yes', 'Yes', 'No'])}
Platform: {os_name}
OS Version: {_pick(rng, ['Linux 6.8.0-45-generic', 'Darwin 24.1.0', 'Linux 5.15.153.1-microsoft-standard-WSL2'])}
Today's date: {_iso_date(rng)}
</env>
You are powered by the model {model}.

gitStatus: This is the git status at the start of the conversation. It is a snapshot and will not update.
Current branch: {_pick(rng, ['main', 'dev', 'feature/' + _hex(rng, 4), 'fix/' + _hex(rng, 4)])}

Main branch (you will usually use this for PRs): main

Status:
{_pick(rng, ['(clean)', ' M ' + proj['open'][0], '?? notes.txt'])}

Recent commits:
{_hex(rng, 7)} {_pick(rng, ['wip', 'fix lint', 'bump deps', 'add tests', 'merge main'])}
{_hex(rng, 7)} {_pick(rng, ['initial commit', 'refactor routes', 'update readme', 'ci: cache deps'])}"""


def claude_code(ask, rng):
    proj = _project(rng)
    os_name = _pick(rng, ["linux", "darwin"])
    cwd = _cwd(rng, proj, os_name)
    model, env = _cc_env(rng, proj, cwd, os_name)
    session = _uuid(rng)
    tools = [
        {"name": n, "description": d, "input_schema": {"type": "object", "properties": p, "required": r, "additionalProperties": False, "$schema": "http://json-schema.org/draft-07/schema#"}}
        for (n, d, p, r) in _CC_TOOLS
    ]
    if rng.random() < 0.4:
        tools.append({"name": "mcp__github__search_issues", "description": "Search issues and pull requests in a GitHub repository.", "input_schema": {"type": "object", "properties": {"q": {"type": "string"}, "repo": {"type": "string"}}, "required": ["q"]}})
    reminder = "<system-reminder>\nAs you answer, you may use the following project context:\n# claudeMd\nContents of " + cwd + "/CLAUDE.md (project instructions, checked into the codebase):\n\n- " + _pick(rng, ["use pnpm, not npm", "run `make test` before calling anything done", "keep functions small", "prefer early returns"]) + "\n- " + _pick(rng, ["python 3.11", "node 20", "go 1.22", "jdk 17"]) + "\n\nThis context may or may not be relevant to the task; only use it if it is.\n</system-reminder>"
    content = [
        {"type": "text", "text": reminder},
        {"type": "text", "text": ask, "cache_control": {"type": "ephemeral"}},
    ]
    body = {
        "model": model,
        "max_tokens": _pick(rng, [21333, 32000, 64000]),
        "system": [
            {"type": "text", "text": "You are Claude Code, a command-line coding assistant.", "cache_control": {"type": "ephemeral"}},
            {"type": "text", "text": _CC_SYSTEM_MAIN + "\n" + env, "cache_control": {"type": "ephemeral"}},
        ],
        "messages": [{"role": "user", "content": content}],
        "tools": tools,
        "metadata": {"user_id": json.dumps({"device_id": _hex(rng, 64), "account_uuid": "", "session_id": session})},
        "stream": True,
        "temperature": 1,
    }
    if rng.random() < 0.5:
        body["thinking"] = {"type": "enabled", "budget_tokens": _pick(rng, [4000, 10000, 31999])}
    headers = {
        "content-type": "application/json",
        "accept": "application/json",
        "anthropic-version": "2023-06-01",
        "anthropic-beta": _pick(rng, [
            "claude-code-20250219,interleaved-thinking-2025-05-14,fine-grained-tool-streaming-2025-05-14",
            "claude-code-20250219,context-1m-2025-08-07,interleaved-thinking-2025-05-14",
            "claude-code-20250219,fine-grained-tool-streaming-2025-05-14",
        ]),
        "anthropic-dangerous-direct-browser-access": "true",
        "user-agent": f"claude-cli/{_pick(rng, ['1.0.88', '1.0.113', '2.0.14', '2.0.31'])} (external, cli)",
        "x-app": "cli",
        "x-claude-code-session-id": session,
        "x-stainless-lang": "js",
        "x-stainless-runtime": "node",
    }
    if rng.random() < 0.5:
        headers["x-api-key"] = _fake_key(rng, "sk-ant-api03-FAKE-")
    else:
        headers["authorization"] = "Bearer " + _fake_key(rng, "sk-ant-FAKE-")
    return "/v1/messages?beta=true", headers, body


# --------------------------------------------------------------------------
# 2. Codex CLI: Responses API, input items, tools

_CODEX_BASE = """You are a coding agent running in a terminal-based assistant on the user's machine. You and the user share one workspace. Be precise, safe and helpful.

Before running tool calls, send a short one-line note about what you are about to do. Keep a plan with the planning tool for non-trivial work and skip it for simple questions. Make changes with the patch tool; keep them minimal and in the style of the codebase. Run the project's tests or build when it helps confirm the work, starting narrow and widening. Respect the sandbox and approval settings given in the environment context. When finished, reply with a concise summary; for a plain question, just answer it."""


def _codex_tools(rng):
    tools = [
        {"type": "function", "name": "shell", "description": "Run a command and return its output. Pass the argv as an array; set workdir rather than using cd.",
         "strict": False,
         "parameters": {"type": "object", "properties": {"command": {"type": "array", "items": {"type": "string"}}, "workdir": {"type": "string"}, "timeout_ms": {"type": "number"}, "with_escalated_permissions": {"type": "boolean"}, "justification": {"type": "string"}}, "required": ["command"], "additionalProperties": False}},
        {"type": "function", "name": "update_plan", "description": "Record or update the step-by-step plan; each step has a status of pending, in_progress or completed, with at most one in progress.",
         "strict": False,
         "parameters": {"type": "object", "properties": {"explanation": {"type": "string"}, "plan": {"type": "array", "items": {"type": "object", "properties": {"step": {"type": "string"}, "status": {"type": "string"}}, "required": ["step", "status"], "additionalProperties": False}}}, "required": ["plan"], "additionalProperties": False}},
        {"type": "function", "name": "view_image", "description": "Attach a local image file to the conversation.", "strict": False,
         "parameters": {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"], "additionalProperties": False}},
    ]
    if rng.random() < 0.5:
        tools.insert(1, {"type": "custom", "name": "apply_patch", "description": "Edit files with a patch in the apply_patch envelope format (Begin Patch / Update File / End Patch).",
                         "format": {"type": "grammar", "syntax": "lark", "definition": "start: begin_patch hunk+ end_patch\nbegin_patch: \"*** Begin Patch\" LF\nend_patch: \"*** End Patch\" LF?\n%import common.LF"}})
    else:
        tools.insert(1, {"type": "function", "name": "apply_patch", "description": "Edit files by passing a patch in the apply_patch envelope format.", "strict": False,
                         "parameters": {"type": "object", "properties": {"input": {"type": "string"}}, "required": ["input"], "additionalProperties": False}})
    if rng.random() < 0.5:
        tools.append({"type": "web_search"})
    return tools


def codex_cli(ask, rng):
    proj = _project(rng)
    os_name = _pick(rng, ["linux", "darwin"])
    cwd = _cwd(rng, proj, os_name)
    conv = _uuid(rng)
    approval = _pick(rng, ["on-request", "never", "untrusted"])
    sandbox = _pick(rng, ["workspace-write", "read-only", "danger-full-access"])
    env_ctx = (
        "<environment_context>\n"
        f"  <cwd>{cwd}</cwd>\n"
        f"  <approval_policy>{approval}</approval_policy>\n"
        f"  <sandbox_mode>{sandbox}</sandbox_mode>\n"
        f"  <network_access>{_pick(rng, ['restricted', 'enabled'])}</network_access>\n"
        f"  <shell>{_pick(rng, ['zsh', 'bash'])}</shell>\n"
        "</environment_context>"
    )
    inp = []
    use_instructions = rng.random() < 0.4
    if not use_instructions:
        inp.append({"type": "message", "role": "developer", "content": [{"type": "input_text", "text": "<permissions instructions>\nFilesystem sandboxing limits which files can be written; approvals decide when a command needs the user's OK. Current settings are listed in the environment context.\n</permissions instructions>"}]})
    if rng.random() < 0.6:
        inp.append({"type": "message", "role": "user", "content": [{"type": "input_text", "text": f"# AGENTS.md instructions for {cwd}\n\n<INSTRUCTIONS>\n- {_pick(rng, ['run tests with make test', 'use uv for python deps', 'no new dependencies without asking', 'keep PRs small'])}\n- {_pick(rng, ['format with the repo formatter', 'write tests next to the code', 'do not touch generated files'])}\n</INSTRUCTIONS>"}]})
    inp.append({"type": "message", "role": "user", "content": [{"type": "input_text", "text": env_ctx}]})
    inp.append({"type": "message", "role": "user", "content": [{"type": "input_text", "text": ask}]})
    body = {
        "model": _pick(rng, ["gpt-5-codex", "gpt-5", "gpt-5.1-codex", "codex-mini-latest"]),
        "input": inp,
        "tools": _codex_tools(rng),
        "tool_choice": "auto",
        "parallel_tool_calls": _pick(rng, [False, True]),
        "reasoning": {"effort": _pick(rng, ["low", "medium", "high"]), "summary": "auto"},
        "store": False,
        "stream": True,
        "include": ["reasoning.encrypted_content"],
        "prompt_cache_key": conv,
    }
    if use_instructions:
        body["instructions"] = _CODEX_BASE
    headers = {
        "content-type": "application/json",
        "accept": "text/event-stream",
        "authorization": "Bearer " + _fake_key(rng),
        "originator": "codex_cli_rs",
        "user-agent": f"codex_cli_rs/{_pick(rng, ['0.39.0', '0.46.0', '0.58.0'])} ({_pick(rng, ['Ubuntu 24.4.0', 'Mac OS 15.1.0'])}; {_pick(rng, ['x86_64', 'arm64'])}) {_pick(rng, ['iTerm.app', 'xterm-256color', 'vscode'])}",
        "session-id": conv,
        "conversation_id": conv,
        "version": "0.46.0",
        "openai-beta": "responses=experimental",
    }
    if rng.random() < 0.5:
        headers["thread-id"] = conv
    return "/v1/responses", headers, body


# --------------------------------------------------------------------------
# 3. Cline (older XML-in-system-prompt style)

_CLINE_SYSTEM = """You are a highly capable software engineer working inside the user's editor, with broad knowledge of languages, frameworks, design patterns and good practice.

====

TOOL USE

You can use a set of tools once the user approves each call. Use exactly one tool per message; the result comes back in the user's next message. Work through a task step by step, each tool call informed by the previous result.

# Tool Use Formatting

Write a tool call as XML: the tool name is the outer tag and every parameter is an inner tag.

<tool_name>
<parameter1_name>value1</parameter1_name>
</tool_name>

# Tools

## execute_command
Description: Run a CLI command on the user's machine, in the current working directory ({cwd}). Explain what it does. Prefer commands that do not need interaction.
Parameters:
- command: (required) the command line
- requires_approval: (required) true for commands with side effects such as installs, deletions or network changes
Usage:
<execute_command>
<command>your command</command>
<requires_approval>true or false</requires_approval>
</execute_command>

## read_file
Description: Read a file at a path relative to the working directory. Extracts text from PDF and DOCX files.
Parameters:
- path: (required) file path
Usage:
<read_file>
<path>file path</path>
</read_file>

## write_to_file
Description: Write full content to a file, creating folders as needed and overwriting any existing file.
Parameters:
- path: (required) file path
- content: (required) the complete content, with nothing left out
Usage:
<write_to_file>
<path>file path</path>
<content>
file content
</content>
</write_to_file>

## replace_in_file
Description: Change parts of an existing file with SEARCH/REPLACE blocks. Each SEARCH section must match the file exactly, and blocks are applied in order of appearance.
Parameters:
- path: (required) file path
- diff: (required) one or more blocks of the form
  ------- SEARCH
  exact text
  =======
  new text
  +++++++ REPLACE
Usage:
<replace_in_file>
<path>file path</path>
<diff>
search and replace blocks
</diff>
</replace_in_file>

## search_files
Description: Regex search across files in a directory, showing each match with surrounding lines.
Parameters:
- path: (required) directory to search, recursively
- regex: (required) Rust regex syntax
- file_pattern: (optional) glob such as *.ts
Usage:
<search_files>
<path>directory</path>
<regex>pattern</regex>
<file_pattern>glob</file_pattern>
</search_files>

## list_files
Description: List files and folders in a directory, optionally recursively. Do not use it just to confirm a file you created.
Parameters:
- path: (required) directory
- recursive: (optional) true or false
Usage:
<list_files>
<path>directory</path>
<recursive>true or false</recursive>
</list_files>

## list_code_definition_names
Description: List top-level definitions (classes, functions, methods) in the source files of a directory.
Parameters:
- path: (required) directory
Usage:
<list_code_definition_names>
<path>directory</path>
</list_code_definition_names>

## browser_action
Description: Drive a headless browser: launch at a URL, click, type, scroll, close. Each action returns a screenshot and console logs.
Parameters:
- action: (required) launch, click, type, scroll_down, scroll_up, close
- url: (optional) for launch
- coordinate: (optional) x,y for click
- text: (optional) for type
Usage:
<browser_action>
<action>launch</action>
<url>http://localhost:3000</url>
</browser_action>

## use_mcp_tool
Description: Call a tool provided by a connected MCP server.
Parameters:
- server_name: (required)
- tool_name: (required)
- arguments: (required) JSON object
Usage:
<use_mcp_tool>
<server_name>server</server_name>
<tool_name>tool</tool_name>
<arguments>{{}}</arguments>
</use_mcp_tool>

## ask_followup_question
Description: Ask the user a clarifying question when something essential is missing. Use sparingly.
Parameters:
- question: (required)
- options: (optional) array of 2-5 answer choices
Usage:
<ask_followup_question>
<question>your question</question>
</ask_followup_question>

## attempt_completion
Description: Once every tool result confirms the task is done, present the result. Do not end with a question.
Parameters:
- result: (required) final description of the result
- command: (optional) a command that demonstrates the result
Usage:
<attempt_completion>
<result>description</result>
</attempt_completion>

## plan_mode_respond
Description: In PLAN MODE, answer the user's question or present a plan. Only available in PLAN MODE.
Parameters:
- response: (required)
Usage:
<plan_mode_respond>
<response>your response</response>
</plan_mode_respond>

# Tool Use Guidelines

1. In <thinking> tags, assess what you know and what you still need.
2. Pick the tool that fits the current step best.
3. One tool per message; wait for the user's reply with its result before going on.
4. Never assume a tool call succeeded without seeing its result.

====

ACT MODE V.S. PLAN MODE

Each user message carries an environment_details block that states the current mode. In ACT MODE you use tools to carry out the task. In PLAN MODE you gather information and discuss a plan with the user, using plan_mode_respond for replies.

====

CAPABILITIES

- You can list, read, search and edit files, run commands and use a browser. A recursive listing of the working directory is included in the first environment_details.

====

RULES

- The working directory is {cwd}; you cannot cd elsewhere for the whole task.
- Do not ask more questions than necessary.
- Do not start replies with filler such as "Great" or "Certainly".
- environment_details is generated automatically; it is not the user's request.

====

SYSTEM INFORMATION

Operating System: {os}
Default Shell: {shell}
Home Directory: {home}
Current Working Directory: {cwd}

====

OBJECTIVE

Break the user's task into clear steps and do them one after another, then present the result with attempt_completion. If the user only asks a question, answer it."""


def _env_details(rng, proj, cwd, mode_block, with_files=True):
    extra = [f for f in proj["files"] if f not in proj["open"]]
    open_tabs = proj["open"] + ([_pick(rng, extra)] if rng.random() < 0.5 else [])
    y, m, d = _date(rng)
    hh = rng.randint(0, 23)
    mm = rng.randint(0, 59)
    out = "<environment_details>\n"
    out += "# VSCode Visible Files\n" + (open_tabs[0] if rng.random() < 0.7 else "(No visible files)") + "\n\n"
    out += "# VSCode Open Tabs\n" + "\n".join(open_tabs) + "\n\n"
    out += f"# Current Time\n{m}/{d}/{y}, {hh % 12 or 12}:{mm:02d}:{rng.randint(0, 59):02d} {'AM' if hh < 12 else 'PM'} ({_pick(rng, ['Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'America/Sao_Paulo', 'Asia/Kolkata', 'UTC'])})\n\n"
    if with_files:
        out += f"# Current Working Directory ({cwd}) Files\n" + _tree(proj["files"]) + "\n\n"
    out += mode_block + "\n</environment_details>"
    return out


def cline(ask, rng):
    proj = _project(rng)
    os_name = _pick(rng, ["linux", "darwin", "win32"])
    cwd = _cwd(rng, proj, os_name)
    shell = {"linux": "/bin/bash", "darwin": "/bin/zsh", "win32": "C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe"}[os_name]
    system = _CLINE_SYSTEM.format(cwd=cwd, os=os_name, shell=shell, home=_home(rng, os_name))
    mode = _pick(rng, ["ACT MODE", "ACT MODE", "PLAN MODE"])
    if mode == "PLAN MODE":
        mode_block = "# Current Mode\nPLAN MODE\nIn this mode, gather information and shape a plan with the user; reply with plan_mode_respond. Ask the user to switch to Act mode when it is time to make changes."
    else:
        mode_block = "# Current Mode\nACT MODE"
    content = [
        {"type": "text", "text": f"<task>\n{ask}\n</task>"},
        {"type": "text", "text": _env_details(rng, proj, cwd, mode_block)},
    ]
    body = {
        "model": _pick(rng, ["anthropic/claude-3.5-sonnet", "claude-3-5-sonnet-20241022", "deepseek-chat", "gpt-4o", "qwen2.5-coder:32b"]),
        "messages": [{"role": "system", "content": system}, {"role": "user", "content": content}],
        "temperature": 0,
        "stream": True,
        "stream_options": {"include_usage": True},
    }
    if rng.random() < 0.5:
        body["max_tokens"] = 8192
    headers = {
        "content-type": "application/json",
        "authorization": "Bearer " + _fake_key(rng),
        "http-referer": "https://cline.bot",
        "x-title": "Cline",
    }
    headers.update(_stainless(rng, "js"))
    return "/v1/chat/completions", headers, body


# --------------------------------------------------------------------------
# 4. Roo Code (native tools)

_ROO_SYSTEM = """You are a senior software engineer working as an assistant inside the editor, fluent in many languages, frameworks and practices.

====

MARKDOWN RULES

When you mention a file or a language construct in a reply, make it a clickable link of the form [`name`](relative/path.ext:line).

====

TOOL USE

You have tools that run after the user approves them. Call tools through the native function-calling interface, normally one per message, and use each result to choose the next step.

====

CAPABILITIES

- You can read, search and change files, run commands in the terminal, and list code definitions.
- The first environment_details holds a recursive listing of the workspace at {cwd}.

====

MODES

- Code: writes, changes and refactors code.
- Architect: plans and designs before implementation.
- Ask: answers questions and explains things without changing files.
- Debug: diagnoses problems systematically.
- Orchestrator: splits large work across modes.

====

RULES

- The workspace root is {cwd}; tool paths are relative to it.
- Prefer precise edits (apply_diff, insert_content, search_and_replace) over rewriting whole files.
- Use ask_followup_question only when a required detail cannot be found with tools.
- When the task is done, use attempt_completion; do not end with a question.
- environment_details is generated automatically and is not the user's request.

====

SYSTEM INFORMATION

Operating System: {os}
Default Shell: {shell}
Home Directory: {home}
Current Workspace Directory: {cwd}

====

OBJECTIVE

Work through the user's task in clear steps; for a plain question, answer it directly.

====

USER'S CUSTOM INSTRUCTIONS

Language Preference:
Reply in the language the user writes in."""


def _roo_tools():
    return [
        _oai_tool("read_file", "Read one or more files; output has line numbers. Line ranges can be requested for large files.",
                  {"args": {"type": "object", "properties": {"file": {"type": "array", "items": {"type": "object", "properties": {"path": {"type": "string"}, "line_range": {"type": "array", "items": {"type": "string"}}}, "required": ["path"]}}}, "required": ["file"]}}, ["args"]),
        _oai_tool("fetch_instructions", "Get detailed instructions for a task such as creating an MCP server or a mode.", {"task": _str("task name")}, ["task"]),
        _oai_tool("search_files", "Regex search across files in a directory, with context lines.", {"path": _str("directory"), "regex": _str("pattern"), "file_pattern": _str("glob filter")}, ["path", "regex"]),
        _oai_tool("list_files", "List files and directories, optionally recursive.", {"path": _str("directory"), "recursive": _bool("recurse")}, ["path"]),
        _oai_tool("list_code_definition_names", "List classes, functions and methods defined in a file or directory.", {"path": _str("file or directory")}, ["path"]),
        _oai_tool("codebase_search", "Semantic search over the indexed workspace for code related to a query.", {"query": _str("what to look for"), "path": _str("optional directory")}, ["query"]),
        _oai_tool("apply_diff", "Apply SEARCH/REPLACE blocks to an existing file; each search block must match exactly, with its start line.", {"path": _str("file"), "diff": _str("search/replace blocks")}, ["path", "diff"]),
        _oai_tool("write_to_file", "Write a complete file, creating directories as needed.", {"path": _str("file"), "content": _str("full content"), "line_count": _int("number of lines in content")}, ["path", "content", "line_count"]),
        _oai_tool("insert_content", "Insert lines into a file at a line number (0 appends).", {"path": _str("file"), "line": _int("line number"), "content": _str("lines to insert")}, ["path", "line", "content"]),
        _oai_tool("search_and_replace", "Find and replace text or a regex in one file.", {"path": _str("file"), "search": _str("text or regex"), "replace": _str("replacement"), "use_regex": _bool("treat search as regex")}, ["path", "search", "replace"]),
        _oai_tool("execute_command", "Run a CLI command in the workspace terminal.", {"command": _str("command line"), "cwd": _str("optional working directory")}, ["command"]),
        _oai_tool("ask_followup_question", "Ask the user a question with 2-4 suggested answers.", {"question": _str("question"), "follow_up": {"type": "array", "items": {"type": "object", "properties": {"text": {"type": "string"}, "mode": {"type": "string"}}}}}, ["question", "follow_up"]),
        _oai_tool("attempt_completion", "Present the final result once the work is confirmed done.", {"result": _str("result description")}, ["result"]),
        _oai_tool("switch_mode", "Ask to switch to another mode.", {"mode_slug": _str("target mode"), "reason": _str("why")}, ["mode_slug"]),
        _oai_tool("new_task", "Start a subtask in a given mode with its own instructions.", {"mode": _str("mode slug"), "message": _str("instructions"), "todos": _str("optional markdown checklist")}, ["mode", "message"]),
        _oai_tool("update_todo_list", "Replace the task's todo checklist with an updated one.", {"todos": _str("markdown checklist")}, ["todos"]),
    ]


def roo_code(ask, rng):
    proj = _project(rng)
    os_name = _pick(rng, ["linux", "darwin", "win32"])
    cwd = _cwd(rng, proj, os_name)
    shell = {"linux": "/bin/bash", "darwin": "/bin/zsh", "win32": "C:\\Program Files\\PowerShell\\7\\pwsh.exe"}[os_name]
    slug, name = _pick(rng, [("code", "\U0001f4bb Code"), ("code", "\U0001f4bb Code"), ("ask", "\u2753 Ask"), ("architect", "\U0001f3d7\ufe0f Architect"), ("debug", "\U0001fab2 Debug")])
    model = _pick(rng, ["claude-sonnet-4-20250514", "gpt-4.1", "gemini-2.5-pro", "deepseek-chat", "qwen3-coder"])
    mode_block = f"# Current Cost\n$0.00\n\n# Current Mode\n<slug>{slug}</slug>\n<name>{name}</name>\n<model>{model}</model>"
    content = [
        {"type": "text", "text": f"<task>\n{ask}\n</task>"},
        {"type": "text", "text": _env_details(rng, proj, cwd, mode_block)},
    ]
    body = {
        "model": model,
        "messages": [
            {"role": "system", "content": _ROO_SYSTEM.format(cwd=cwd, os=os_name, shell=shell, home=_home(rng, os_name))},
            {"role": "user", "content": content},
        ],
        "tools": _roo_tools(),
        "tool_choice": "auto",
        "parallel_tool_calls": False,
        "temperature": 0,
        "stream": True,
        "stream_options": {"include_usage": True},
    }
    headers = {
        "content-type": "application/json",
        "authorization": "Bearer " + _fake_key(rng),
        "http-referer": "https://github.com/RooVetGit/Roo-Cline",
        "x-title": "Roo Code",
        "user-agent": f"RooCode/{_pick(rng, ['3.25.4', '3.28.1', '3.30.0'])}",
    }
    return "/v1/chat/completions", headers, body


# --------------------------------------------------------------------------
# 5./6. Continue chat (no tools) and Continue agent (tools)

_CONTINUE_CHAT_SYS = """<important_rules>
  You are in chat mode.

  If the user asks for changes to files, show them as code blocks they can apply, and tell them they can switch to agent mode to have the changes made for them.

  Start every code block with its language and file path, like ```python src/app.py, when the code belongs to a file.

  When showing an edit to an existing file, include only the changed part and mark the rest with "// ... existing code ..." style comments in the file's language.
</important_rules>"""

_CONTINUE_AGENT_SYS = """<important_rules>
  You are in agent mode.

  Use the available tools when the task needs information from the workspace or changes to it. Read a file before editing it.

  Start every code block with its language and file path when the code belongs to a file. Keep edits minimal and show only what changed.
</important_rules>"""


def _continue_context(rng, proj):
    path, code = proj["snippet"]
    ext = path.rsplit(".", 1)[-1]
    return f"```{ext} {path}\n{code}```"


def _continue_common(rng):
    headers = {
        "content-type": "application/json",
        "authorization": "Bearer " + _fake_key(rng),
    }
    headers.update(_stainless(rng, "js"))
    return headers


def continue_chat(ask, rng):
    proj = _project(rng)
    msgs = [{"role": "system", "content": _CONTINUE_CHAT_SYS + ("\n\n" + _pick(rng, ["Always answer concisely.", "Prefer TypeScript examples.", "Use British spelling."]) if rng.random() < 0.4 else "")}]
    if rng.random() < 0.45:
        user_content = [
            {"type": "text", "text": _continue_context(rng, proj)},
            {"type": "text", "text": ask},
        ]
    else:
        user_content = ask
    msgs.append({"role": "user", "content": user_content})
    body = {
        "model": _pick(rng, ["gpt-4o", "claude-3-5-sonnet-latest", "qwen2.5-coder:14b", "llama3.1:8b", "mistral-large-latest"]),
        "messages": msgs,
        "max_tokens": _pick(rng, [2048, 4096, 8192]),
        "stream": True,
    }
    if rng.random() < 0.5:
        body["temperature"] = _pick(rng, [0.0, 0.2, 0.5])
    return "/v1/chat/completions", _continue_common(rng), body


def _continue_tools():
    return [
        _oai_tool("read_file", "Read a file in the workspace by path relative to the root.", {"filepath": _str("relative path")}, ["filepath"]),
        _oai_tool("edit_existing_file", "Apply a change to an existing file; give the changed region with placeholder comments for unchanged parts.", {"filepath": _str("relative path"), "changes": _str("edited region")}, ["filepath", "changes"]),
        _oai_tool("create_new_file", "Create a new file with content.", {"filepath": _str("relative path"), "contents": _str("file content")}, ["filepath", "contents"]),
        _oai_tool("run_terminal_command", "Run a command in the workspace terminal and return its output.", {"command": _str("command line"), "waitForCompletion": _bool("wait for the command to finish")}, ["command"]),
        _oai_tool("grep_search", "Search the repository for a regex with ripgrep.", {"query": _str("regex")}, ["query"]),
        _oai_tool("file_glob_search", "Find files matching a glob.", {"pattern": _str("glob")}, ["pattern"]),
        _oai_tool("search_web", "Search the web.", {"query": _str("query")}, ["query"]),
        _oai_tool("view_diff", "Show the current git diff of the workspace.", {}, []),
        _oai_tool("read_currently_open_file", "Read the file open in the editor.", {}, []),
        _oai_tool("ls", "List files in a directory.", {"dirPath": _str("directory"), "recursive": _bool("recurse")}, []),
        _oai_tool("create_rule_block", "Save a persistent rule for future chats.", {"name": _str("rule name"), "rule": _str("rule text")}, ["name", "rule"]),
        _oai_tool("fetch_url_content", "Fetch a web page as text.", {"url": _str("URL")}, ["url"]),
    ]


def continue_agent(ask, rng):
    proj = _project(rng)
    msgs = [{"role": "system", "content": _CONTINUE_AGENT_SYS}]
    if rng.random() < 0.35:
        user_content = [{"type": "text", "text": _continue_context(rng, proj)}, {"type": "text", "text": ask}]
    else:
        user_content = [{"type": "text", "text": ask}]
    msgs.append({"role": "user", "content": user_content})
    body = {
        "model": _pick(rng, ["claude-sonnet-4-20250514", "gpt-4.1", "qwen3-coder:30b", "devstral"]),
        "messages": msgs,
        "tools": _continue_tools(),
        "max_tokens": 4096,
        "stream": True,
    }
    return "/v1/chat/completions", _continue_common(rng), body


# --------------------------------------------------------------------------
# 7. GitHub Copilot Chat (VS Code)

_COPILOT_ASK_SYS = """You are an AI programming assistant.
When asked for your name, say "GitHub Copilot".
Follow the user's requirements carefully and to the letter.
Decline requests for harmful, hateful, racist, sexist, lewd or violent content, and answer only software-development questions.
Keep answers short and impersonal.
The user works in an IDE called Visual Studio Code, which has a concept of editors with open files, integrated unit test support, an output pane and an integrated terminal.
The user's operating system is {os}.
Use Markdown, and start code blocks with the language name.
You can answer general programming questions and do these tasks: explain code, propose fixes, write tests, generate queries and commands."""

_COPILOT_AGENT_SYS = """You are an expert coding agent working in the user's VS Code workspace.
When asked for your name, say "GitHub Copilot".
The user will ask a question or give a task that may need research across the workspace; use the tools to gather context and to act, and keep going until the request is fully handled. If the request is a question that the given context already answers, just answer it.
Do not print code blocks for file changes; use the edit tools. Do not print terminal commands; run them with the terminal tool.
<toolUseInstructions>
Read large ranges of a file rather than many small reads. Prefer semantic search when you do not know the exact string. Check errors after editing a file.
</toolUseInstructions>
<outputFormatting>
Use proper Markdown. Wrap file names and symbols in backticks.
</outputFormatting>"""


def _copilot_tools():
    return [
        _oai_tool("semantic_search", "Natural-language search over the workspace for relevant code or docs.", {"query": _str("what to find")}, ["query"]),
        _oai_tool("file_search", "Find files by glob.", {"query": _str("glob"), "maxResults": _int("limit")}, ["query"]),
        _oai_tool("grep_search", "Text or regex search in workspace files.", {"query": _str("pattern"), "isRegexp": _bool("regex"), "includePattern": _str("glob")}, ["query", "isRegexp"]),
        _oai_tool("read_file", "Read a line range of a file.", {"filePath": _str("absolute path"), "startLine": _int("1-based"), "endLine": _int("inclusive")}, ["filePath", "startLine", "endLine"]),
        _oai_tool("list_dir", "List a directory.", {"path": _str("absolute path")}, ["path"]),
        _oai_tool("replace_string_in_file", "Replace an exact, unique string in a file with new text.", {"filePath": _str("absolute path"), "oldString": _str("exact text"), "newString": _str("replacement")}, ["filePath", "oldString", "newString"]),
        _oai_tool("create_file", "Create a new file.", {"filePath": _str("absolute path"), "content": _str("content")}, ["filePath", "content"]),
        _oai_tool("run_in_terminal", "Run a shell command in a persistent terminal.", {"command": _str("command"), "explanation": _str("why"), "isBackground": _bool("background")}, ["command", "explanation", "isBackground"]),
        _oai_tool("get_errors", "Get compile or lint errors for files.", {"filePaths": {"type": "array", "items": {"type": "string"}}}, ["filePaths"]),
        _oai_tool("run_tests", "Run unit tests in given files.", {"files": {"type": "array", "items": {"type": "string"}}}, []),
        _oai_tool("get_changed_files", "Get git diffs of changed files.", {"repositoryPath": _str("repo path")}, []),
        _oai_tool("fetch_webpage", "Fetch the main content of web pages.", {"urls": {"type": "array", "items": {"type": "string"}}, "query": _str("what to look for")}, ["urls", "query"]),
        _oai_tool("manage_todo_list", "Write or read a structured todo list.", {"operation": {"type": "string", "enum": ["write", "read"]}, "todoList": {"type": "array", "items": {"type": "object"}}}, ["operation"]),
    ]


def copilot_chat(ask, rng):
    proj = _project(rng)
    os_name = _pick(rng, ["Linux", "macOS", "Windows"])
    cwd = _cwd(rng, proj, {"Linux": "linux", "macOS": "darwin", "Windows": "win32"}[os_name])
    agent = rng.random() < 0.5
    open_file = proj["open"][0]
    sep = "\\" if os_name == "Windows" else "/"
    if agent:
        sys = _COPILOT_AGENT_SYS
        user_text = (
            f"<environment_info>\nThe user's current OS is: {os_name}\nThe user's default shell is: \"{_pick(rng, ['zsh', 'bash', 'pwsh'])}\".\n</environment_info>\n"
            f"<workspace_info>\nThe workspace folder is {cwd}. Structure:\n" + _tree(proj["files"][:10]) + "\n</workspace_info>\n"
            f"<context>\nThe current date is {_long_date(rng)}.\n</context>\n"
            f"<editorContext>\nThe user's current file is {cwd}{sep}{open_file.replace('/', sep)}.\n</editorContext>\n"
            "<reminderInstructions>\nUse the edit tools for changes rather than printing code.\n</reminderInstructions>\n"
            f"<userRequest>\n{ask}\n</userRequest>"
        )
        msgs = [{"role": "system", "content": sys}, {"role": "user", "content": user_text}]
        intent = "conversation-agent"
    else:
        sys = _COPILOT_ASK_SYS.format(os=os_name)
        path, code = proj["snippet"]
        att = f"<attachments>\n<attachment id=\"file:{path.rsplit('/', 1)[-1]}\" filePath=\"{cwd}{sep}{path.replace('/', sep)}\">\n```\n{code}```\n</attachment>\n</attachments>\n" if rng.random() < 0.5 else ""
        user_text = att + f"<context>\nThe current date is {_long_date(rng)}.\n</context>\n<userRequest>\n{ask}\n</userRequest>"
        msgs = [{"role": "system", "content": sys}, {"role": "user", "content": user_text}]
        intent = "conversation-panel"
    body = {
        "model": _pick(rng, ["gpt-4.1", "gpt-4o", "claude-sonnet-4", "gpt-5-mini", "gemini-2.5-pro"]),
        "messages": msgs,
        "temperature": 0.1,
        "top_p": 1,
        "max_tokens": _pick(rng, [4096, 16384]),
        "n": 1,
        "stream": True,
    }
    if agent:
        body["tools"] = _copilot_tools()
        body["tool_choice"] = "auto"
    headers = {
        "content-type": "application/json",
        "authorization": "Bearer " + _fake_key(rng, "ghu_FAKE"),
        "copilot-integration-id": "vscode-chat",
        "editor-version": f"vscode/{_pick(rng, ['1.95.3', '1.99.0', '1.103.2', '1.105.1'])}",
        "editor-plugin-version": f"copilot-chat/{_pick(rng, ['0.22.4', '0.26.7', '0.30.3', '0.32.1'])}",
        "openai-intent": intent,
        "x-initiator": "user",
        "x-interaction-type": intent,
        "x-request-id": _uuid(rng),
        "vscode-sessionid": _uuid(rng) + str(rng.randint(10**12, 10**13)),
        "vscode-machineid": _hex(rng, 64),
        "user-agent": "GitHubCopilotChat/0.30.3",
    }
    return "/v1/chat/completions", headers, body


# --------------------------------------------------------------------------
# 8. Cursor-like IDE chat

_CURSOR_SYS = """You are a capable AI coding assistant working with a USER inside an AI-first code editor.

Each USER message may come with information about their editor state: open files, cursor position, recent edits, linter errors and more. Decide for yourself what is relevant.

<communication>
Use markdown. Put file, directory, function and class names in backticks.
</communication>

<tool_calling>
Only call tools when they are needed; if you already know the answer, reply without tools. Never name the tools to the USER. Before each tool call, say briefly why you are making it.
</tool_calling>

<making_code_changes>
Use the edit tool to change code rather than printing it, unless the USER asks for code in the reply. Make sure edited code can run right away, with needed imports. Do not loop more than three times on the same linter error.
</making_code_changes>"""


def _cursor_tools():
    return [
        _oai_tool("codebase_search", "Semantic search that finds code snippets related to a query.", {"query": _str("search query"), "target_directories": {"type": "array", "items": {"type": "string"}}, "explanation": _str("why")}, ["query"]),
        _oai_tool("read_file", "Read a range of lines of a file.", {"target_file": _str("path"), "should_read_entire_file": _bool("whole file"), "start_line_one_indexed": _int("start"), "end_line_one_indexed_inclusive": _int("end")}, ["target_file", "should_read_entire_file", "start_line_one_indexed", "end_line_one_indexed_inclusive"]),
        _oai_tool("run_terminal_cmd", "Propose a terminal command for the user to approve and run.", {"command": _str("command"), "is_background": _bool("background"), "explanation": _str("why")}, ["command", "is_background"]),
        _oai_tool("list_dir", "List a directory.", {"relative_workspace_path": _str("path")}, ["relative_workspace_path"]),
        _oai_tool("grep_search", "Exact text or regex search with ripgrep.", {"query": _str("pattern"), "case_sensitive": _bool("case"), "include_pattern": _str("glob"), "exclude_pattern": _str("glob")}, ["query"]),
        _oai_tool("edit_file", "Propose an edit to a file, showing only changed lines with '// ... existing code ...' markers.", {"target_file": _str("path"), "instructions": _str("one-line summary"), "code_edit": _str("the edit")}, ["target_file", "instructions", "code_edit"]),
        _oai_tool("file_search", "Fuzzy search for file paths.", {"query": _str("partial name"), "explanation": _str("why")}, ["query", "explanation"]),
        _oai_tool("delete_file", "Delete a file.", {"target_file": _str("path"), "explanation": _str("why")}, ["target_file"]),
        _oai_tool("web_search", "Search the web for up-to-date information.", {"search_term": _str("query")}, ["search_term"]),
    ]


def cursor_like(ask, rng):
    proj = _project(rng)
    os_name = _pick(rng, ["linux", "darwin", "win32"])
    cwd = _cwd(rng, proj, os_name)
    parts = [f"<user_info>\nThe user's OS version is {_pick(rng, ['linux 6.8.0', 'darwin 24.3.0', 'win32 10.0.22631'])}. The absolute path of the user's workspace is {cwd}. The user's shell is {_pick(rng, ['/bin/zsh', '/bin/bash', 'powershell'])}.\n</user_info>"]
    if rng.random() < 0.6:
        f = proj["open"][0]
        parts.append(f"<additional_data>\nBelow is information about the current state of the editor.\n\n<current_file>\nPath: {f}\nLine: {rng.randint(1, 120)}\n</current_file>\n</additional_data>")
    if rng.random() < 0.3:
        path, code = proj["snippet"]
        parts.append(f"<attached_files>\n<file_contents path=\"{path}\" lines=\"1-{code.count(chr(10))}\">\n{code}</file_contents>\n</attached_files>")
    parts.append(f"<user_query>\n{ask}\n</user_query>")
    body = {
        "model": _pick(rng, ["claude-4-sonnet", "gpt-4.1", "gpt-5", "cursor-small", "gemini-2.5-pro"]),
        "messages": [{"role": "system", "content": _CURSOR_SYS}, {"role": "user", "content": "\n\n".join(parts)}],
        "tools": _cursor_tools(),
        "stream": True,
        "temperature": 0,
    }
    headers = {
        "content-type": "application/json",
        "authorization": "Bearer " + _fake_key(rng),
        "user-agent": "connect-es/1.6.1",
        "x-cursor-client-version": _pick(rng, ["0.48.9", "1.2.4", "1.7.38"]),
        "x-request-id": _uuid(rng),
    }
    return "/v1/chat/completions", headers, body


# --------------------------------------------------------------------------
# 9. aider (fixed system + few-shot + repo map, no tools)

_AIDER_SYS = """Act as an expert software developer.
Always use best practices when coding.
Respect and use existing conventions, libraries, etc that are already present in the code base.
{lazy}
Take requests for changes to the supplied code.
If the request is ambiguous, ask questions.

Always reply to the user in {lang}.

Once you understand the request you MUST:

1. Decide if you need to propose *SEARCH/REPLACE* edits to any files that haven't been added to the chat. You can create new files without asking!

But if you need to propose edits to existing files not already added to the chat, you *MUST* tell the user their full path names and ask them to *add the files to the chat*.
End your reply and wait for their approval.
You can keep asking if you then decide you need to edit more files.

2. Think step-by-step and explain the needed changes in a few short sentences.

3. Describe each change with a *SEARCH/REPLACE block* per the examples below.

All changes to files must use this *SEARCH/REPLACE block* format.
ONLY EVER RETURN CODE IN A *SEARCH/REPLACE BLOCK*!
{shell}"""

_AIDER_REMINDER = """# *SEARCH/REPLACE block* Rules:

Every *SEARCH/REPLACE block* must use this format:
1. The *FULL* file path alone on a line, verbatim.
2. The opening fence and code language, eg: ```python
3. The start of search block: <<<<<<< SEARCH
4. A contiguous chunk of lines to search for in the existing source code
5. The dividing line: =======
6. The lines to replace into the source code
7. The end of the replace block: >>>>>>> REPLACE
8. The closing fence: ```

Use the *FULL* file path, as shown to you by the user.

Every *SEARCH* section must *EXACTLY MATCH* the existing file content, character for character, including all comments, docstrings, etc.

Keep *SEARCH/REPLACE* blocks concise: include just the changing lines and a few surrounding lines.

To move code within a file, use 2 *SEARCH/REPLACE* blocks: 1 to delete it from its current location, 1 to insert it in the new location.

If you want to put code in a new file, use a *SEARCH/REPLACE block* with:
- A new file path, including dir name if needed
- An empty `SEARCH` section
- The new file's contents in the `REPLACE` section

ONLY EVER RETURN CODE IN A *SEARCH/REPLACE BLOCK*!"""

# few-shot pair written for this set (same shape as the client's examples)
_AIDER_EX_USER = "Change get_factorial() to use math.factorial"
_AIDER_EX_ASSISTANT = """To make this change we need to modify `mathweb/flask/app.py` to:

1. Import the math package.
2. Remove the existing factorial() function.
3. Update get_factorial() to call math.factorial instead.

Here are the *SEARCH/REPLACE* blocks:

mathweb/flask/app.py
```python
<<<<<<< SEARCH
from flask import Flask
=======
import math
from flask import Flask
>>>>>>> REPLACE
```

mathweb/flask/app.py
```python
<<<<<<< SEARCH
def factorial(n):
    "compute factorial"

    if n == 0:
        return 1
    else:
        return n * factorial(n-1)

=======
>>>>>>> REPLACE
```

mathweb/flask/app.py
```python
<<<<<<< SEARCH
    return str(factorial(n))
=======
    return str(math.factorial(n))
>>>>>>> REPLACE
```"""


def _aider_repo_map(rng, proj):
    lines = []
    for f in proj["files"]:
        if f.endswith((".py", ".ts", ".go", ".kt", ".js", ".tsx")):
            lines.append(f"\n{f}:")
            stem = f.rsplit("/", 1)[-1].split(".")[0]
            lines.append(f"⋮\n│def {stem}_{_pick(rng, ['handler', 'main', 'load', 'run', 'build'])}(…):")
            if rng.random() < 0.5:
                lines.append(f"│class {stem.capitalize()}{_pick(rng, ['Service', 'Store', 'Config'])}:")
                lines.append("⋮")
        else:
            lines.append(f"\n{f}")
    return "".join(lines)


def aider(ask, rng):
    proj = _project(rng)
    lang = _pick(rng, ["the same language they are using", "English"])
    sys = _AIDER_SYS.format(
        lazy=_pick(rng, ["", "You are diligent and tireless!\nYou NEVER leave comments describing code without implementing it!\nYou always COMPLETELY IMPLEMENT the needed code!\n"]),
        lang=lang,
        shell=_pick(rng, ["", "\n4. *Concisely* suggest any shell commands the user might want to run in ```bash blocks."]),
    )
    msgs = [
        {"role": "system", "content": sys + "\n\n" + _AIDER_REMINDER},
        {"role": "user", "content": _AIDER_EX_USER},
        {"role": "assistant", "content": _AIDER_EX_ASSISTANT},
        {"role": "user", "content": "Here are summaries of some files present in my git repository.\nDo not propose changes to these files, treat them as *read-only*.\nIf you need to edit any of these files, ask me to *add them to the chat* first.\n" + _aider_repo_map(rng, proj)},
        {"role": "assistant", "content": "Ok, I won't try and edit those files without asking first."},
    ]
    if rng.random() < 0.5:
        path, code = proj["snippet"]
        msgs.append({"role": "user", "content": f"I have *added these files to the chat* so you can go ahead and edit them.\n\n*Trust this message as the true contents of these files!*\nAny other messages in the chat may contain outdated versions of the files' contents.\n\n{path}\n```\n{code}```"})
        msgs.append({"role": "assistant", "content": "Ok, any changes I propose will be to those files."})
    else:
        msgs.append({"role": "user", "content": "I am not sharing any files that you can edit yet."})
        msgs.append({"role": "assistant", "content": "Ok."})
    msgs.append({"role": "user", "content": ask})
    msgs.append({"role": "system", "content": _AIDER_REMINDER})
    body = {
        "model": _pick(rng, ["gpt-4o", "claude-3-5-sonnet-20241022", "deepseek/deepseek-chat", "o3-mini", "openrouter/qwen/qwen-2.5-coder-32b-instruct"]),
        "messages": msgs,
        "temperature": 0,
        "stream": _pick(rng, [True, True, False]),
    }
    headers = {"content-type": "application/json", "authorization": "Bearer " + _fake_key(rng)}
    headers.update(_stainless(rng, "python"))
    headers["user-agent"] = "litellm/" + _pick(rng, ["1.52.0", "1.63.11", "1.74.3"])
    return "/v1/chat/completions", headers, body


# --------------------------------------------------------------------------
# 10. OpenHands

_OPENHANDS_SYS = """You are OpenHands agent, an assistant that can use a computer to get tasks done.

<ROLE>
Your main job is to help the user by running commands, changing code and solving technical problems carefully. If the user asks a question such as "why does X happen", answer it; do not try to fix anything unless asked.
</ROLE>

<EFFICIENCY>
Combine several actions into one where you can, e.g. chain bash commands, and prefer targeted searches over listing whole trees.
</EFFICIENCY>

<FILE_SYSTEM_GUIDELINES>
If the user gives a path, do not assume it is relative to the working directory; check first. Edit files in place rather than making copies with new names.
</FILE_SYSTEM_GUIDELINES>

<CODE_QUALITY>
Write clean, minimal code with few comments. Understand the codebase before changing it.
</CODE_QUALITY>

<VERSION_CONTROL>
Use "openhands" as the git user name when you must configure git. Do not push or commit unless asked.
</VERSION_CONTROL>

<PROBLEM_SOLVING_WORKFLOW>
1. Explore the relevant files.
2. Analyse the cause and consider approaches.
3. For bug fixes, write a reproducing test first when practical.
4. Implement focused changes.
5. Verify with tests.
</PROBLEM_SOLVING_WORKFLOW>"""


def _openhands_tools():
    return [
        _oai_tool("execute_bash", "Run a bash command in a persistent shell. Long-running commands should go to the background; interrupt with C-c.", {"command": _str("the command"), "is_input": {"type": "string", "enum": ["true", "false"]}, "timeout": {"type": "number"}, "security_risk": {"type": "string", "enum": ["LOW", "MEDIUM", "HIGH"]}}, ["command", "security_risk"]),
        _oai_tool("think", "Write down reasoning without acting, e.g. when brainstorming fixes or planning a refactor.", {"thought": _str("the thought")}, ["thought"]),
        _oai_tool("finish", "Signal that the task is complete or cannot go further, with a message to the user.", {"message": _str("final message")}, ["message"]),
        _oai_tool("browser", "Interact with a browser through Python-like action calls such as goto, click, fill.", {"code": _str("browser actions"), "security_risk": {"type": "string", "enum": ["LOW", "MEDIUM", "HIGH"]}}, ["code", "security_risk"]),
        _oai_tool("execute_ipython_cell", "Run Python code in an IPython cell; magics like %pip work.", {"code": _str("python code"), "security_risk": {"type": "string", "enum": ["LOW", "MEDIUM", "HIGH"]}}, ["code", "security_risk"]),
        _oai_tool("task_tracker", "Keep a structured task list: view it or plan it with statuses todo, in_progress, done.", {"command": {"type": "string", "enum": ["view", "plan"]}, "task_list": {"type": "array", "items": {"type": "object"}}}, ["command"]),
        _oai_tool("str_replace_editor", "View, create and edit files: view, create, str_replace, insert, undo_edit. Paths are absolute.", {"command": {"type": "string", "enum": ["view", "create", "str_replace", "insert", "undo_edit"]}, "path": _str("absolute path"), "file_text": _str("for create"), "old_str": _str("for str_replace"), "new_str": _str("replacement"), "insert_line": _int("for insert"), "view_range": {"type": "array", "items": {"type": "integer"}}, "security_risk": {"type": "string", "enum": ["LOW", "MEDIUM", "HIGH"]}}, ["command", "path", "security_risk"]),
    ]


def openhands(ask, rng):
    proj = _project(rng)
    repo = f"{_pick(rng, _USERS)}/{proj['name']}"
    runtime = (
        "<REPOSITORY_INFO>\n"
        f"At the user's request, repository {repo} has been cloned to /workspace/{proj['name']} in the current working directory.\n"
        "</REPOSITORY_INFO>\n\n"
        "<RUNTIME_INFORMATION>\n"
        "The user has access to the following hosts for accessing a web application,\neach of which has a corresponding port:\n"
        f"* http://localhost:{rng.randint(50000, 59999)} (port {rng.randint(50000, 59999)})\n\n"
        f"Today's date is {_iso_date(rng)} (UTC).\n"
        "</RUNTIME_INFORMATION>"
    )
    content = [{"type": "text", "text": ask}]
    if rng.random() < 0.7:
        content.append({"type": "text", "text": runtime})
    body = {
        "model": _pick(rng, ["litellm_proxy/claude-sonnet-4-20250514", "gpt-4o", "openhands-lm-32b-v0.1", "devstral-small-2505"]),
        "messages": [{"role": "system", "content": [{"type": "text", "text": _OPENHANDS_SYS}]}, {"role": "user", "content": content}],
        "tools": _openhands_tools(),
        "temperature": 0.0,
        "top_p": 1.0,
        "max_completion_tokens": _pick(rng, [8192, 32000, 64000]),
        "stream": False,
    }
    headers = {"content-type": "application/json", "authorization": "Bearer " + _fake_key(rng)}
    headers.update(_stainless(rng, "python"))
    headers["user-agent"] = "litellm/" + _pick(rng, ["1.67.0", "1.74.3"])
    return "/v1/chat/completions", headers, body


# --------------------------------------------------------------------------
# 11. goose

_GOOSE_SYS = """You are a general-purpose AI agent called goose, an open-source project.

goose works with LLM providers that support tool calling. The current date is {date}.

# Extensions

Extensions connect goose to data sources and tools. The active extensions are listed below; each provides tools in your tool specification.

## developer
### Instructions
The developer extension gives you a shell and a text editor. The shell runs on {os}. Use ripgrep (rg) for searching files rather than find or ls -R. Edit files with the text editor tool, viewing them first.

## todo
### Instructions
Keep a todo list for multi-step work.

# Response Guidelines

- Use Markdown for all replies.
- Put code in fenced blocks with a language tag."""


def _goose_tools(rng):
    t = [
        _oai_tool("developer__shell", "Run a shell command and return stdout and stderr. Avoid commands that print huge output; use rg for searching.", {"command": _str("command line")}, ["command"]),
        _oai_tool("developer__text_editor", "View and edit files: view, write, str_replace, insert, undo_edit.", {"command": {"type": "string", "enum": ["view", "write", "str_replace", "insert", "undo_edit"]}, "path": _str("absolute path"), "file_text": _str("for write"), "old_str": _str("for str_replace"), "new_str": _str("replacement"), "view_range": {"type": "array", "items": {"type": "integer"}}}, ["command", "path"]),
        _oai_tool("developer__analyze", "Analyse code structure: outline a file or map call graphs in a directory.", {"path": _str("file or dir"), "focus": _str("symbol to focus on")}, ["path"]),
        _oai_tool("developer__image_processor", "Load an image from disk for viewing.", {"path": _str("image path")}, ["path"]),
        _oai_tool("todo__todo_write", "Replace the todo list with new content.", {"content": _str("markdown list")}, ["content"]),
        _oai_tool("platform__manage_extensions", "Enable or disable an extension by name.", {"action": {"type": "string", "enum": ["enable", "disable"]}, "extension_name": _str("name")}, ["action", "extension_name"]),
        _oai_tool("platform__search_available_extensions", "List extensions that could be enabled.", {}, []),
    ]
    if rng.random() < 0.4:
        t.append(_oai_tool("computercontroller__web_scrape", "Fetch a URL and save its content.", {"url": _str("URL")}, ["url"]))
    return t


def goose(ask, rng):
    body = {
        "model": _pick(rng, ["gpt-4o", "claude-sonnet-4-20250514", "qwen3-coder:30b", "gemini-2.5-flash"]),
        "messages": [
            {"role": "system", "content": _GOOSE_SYS.format(date=_iso_date(rng) + f" {rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:00", os=_pick(rng, ["macos", "linux"]))},
            {"role": "user", "content": ask},
        ],
        "tools": _goose_tools(rng),
        "stream": True,
        "stream_options": {"include_usage": True},
    }
    if rng.random() < 0.5:
        body["temperature"] = _pick(rng, [0.0, 0.6])
    headers = {
        "content-type": "application/json",
        "authorization": "Bearer " + _fake_key(rng),
        "user-agent": "goose/" + _pick(rng, ["1.0.24", "1.6.0", "1.9.3"]),
    }
    return "/v1/chat/completions", headers, body


# --------------------------------------------------------------------------
# 12. opencode

_OPENCODE_SYS = """You are opencode, an interactive CLI tool that helps users with software engineering tasks. Use the instructions below and the tools available to you.

Be concise and direct; your output appears in a terminal. Answer in as few lines as will do, and do not add explanations the user did not ask for.

When the user asks a question, answer it. When the user asks for a change, understand the code with the search tools, make the change, and verify it with the project's test, lint and type-check commands when they exist.

Use the todo tools to plan and track multi-step work. Never commit changes unless the user asks.

When you reference code, use the pattern file_path:line_number."""


def _opencode_tools():
    return [
        _oai_tool("bash", "Run a bash command in a persistent shell with an optional timeout.", {"command": _str("command"), "timeout": _int("ms"), "description": _str("5-10 word summary")}, ["command", "description"]),
        _oai_tool("edit", "Replace exact text in a file.", {"filePath": _str("absolute path"), "oldString": _str("text"), "newString": _str("replacement"), "replaceAll": _bool("all")}, ["filePath", "oldString", "newString"]),
        _oai_tool("webfetch", "Fetch a URL as text, markdown or html.", {"url": _str("URL"), "format": {"type": "string", "enum": ["text", "markdown", "html"]}}, ["url", "format"]),
        _oai_tool("glob", "Find files by glob pattern.", {"pattern": _str("glob"), "path": _str("dir")}, ["pattern"]),
        _oai_tool("grep", "Regex search over file contents.", {"pattern": _str("regex"), "path": _str("dir"), "include": _str("file glob")}, ["pattern"]),
        _oai_tool("list", "List a directory tree.", {"path": _str("dir"), "ignore": {"type": "array", "items": {"type": "string"}}}, []),
        _oai_tool("read", "Read a file with line numbers.", {"filePath": _str("absolute path"), "offset": _int("line"), "limit": _int("lines")}, ["filePath"]),
        _oai_tool("write", "Write a file.", {"filePath": _str("absolute path"), "content": _str("content")}, ["filePath", "content"]),
        _oai_tool("todowrite", "Write the session todo list.", {"todos": {"type": "array", "items": {"type": "object"}}}, ["todos"]),
        _oai_tool("todoread", "Read the session todo list.", {}, []),
        _oai_tool("task", "Launch a sub-agent for a focused multi-step job.", {"description": _str("short label"), "prompt": _str("instructions"), "subagent_type": _str("agent type")}, ["description", "prompt", "subagent_type"]),
    ]


def opencode(ask, rng):
    proj = _project(rng)
    os_name = _pick(rng, ["linux", "darwin"])
    cwd = _cwd(rng, proj, os_name)
    env = (
        "Here is some useful information about the environment you are running in:\n<env>\n"
        f"  Working directory: {cwd}\n  Is directory a git repo: yes\n  Platform: {os_name}\n  Today's date: {_long_date(rng)}\n</env>\n"
        "<project>\n  " + "\n  ".join(proj["files"]) + "\n</project>"
    )
    body = {
        "model": _pick(rng, ["anthropic/claude-sonnet-4", "openai/gpt-4.1", "qwen/qwen3-coder", "moonshotai/kimi-k2"]),
        "messages": [
            {"role": "system", "content": _OPENCODE_SYS},
            {"role": "system", "content": env},
            {"role": "user", "content": [{"type": "text", "text": ask}]},
        ],
        "tools": _opencode_tools(),
        "tool_choice": "auto",
        "max_tokens": 32000,
        "stream": True,
        "temperature": _pick(rng, [0, 0.55]),
    }
    headers = {
        "content-type": "application/json",
        "authorization": "Bearer " + _fake_key(rng),
        "user-agent": f"opencode/{_pick(rng, ['0.3.110', '0.5.29', '0.15.8'])} ai-sdk/provider-utils/3.0.9 runtime/bun/1.2.21",
        "http-referer": "https://opencode.ai/",
        "x-title": "opencode",
    }
    return "/v1/chat/completions", headers, body


# --------------------------------------------------------------------------
# 13. Zed assistant

_ZED_SYS = """You are a highly skilled software engineer with broad knowledge of programming languages, frameworks, design patterns and best practices.

## Communication

1. Be conversational but professional.
2. Refer to the user in the second person and yourself in the first person.
3. Format replies in markdown; use backticks for file, directory, function and class names.
4. Never lie or make things up.
5. Do not apologise all the time when results are unexpected; explain and carry on.

{tools}

## System Information

Operating System: {os}
Default Shell: {shell}

The user has opened a project that contains the following root directories/files. Whenever you specify a path in the project, it must be a relative path which begins with one of these root directories/files:

- `{root}`
"""

_ZED_TOOL_SECTION = """## Tool Use

1. Follow the tool call schema exactly and supply every required argument.
2. Do not use tools to fetch information the user already gave you.
3. Use only the tools currently available.
4. Never run commands that do not terminate on their own, like servers or file watchers.

## Searching and Reading

If you are unsure how to answer, gather more information with tool calls before asking the user. When looking for a symbol, prefer `grep` over reading files one by one.

## Fixing Diagnostics

Make one or two attempts at fixing diagnostics, then defer to the user.
"""


def _zed_tools(rng, profile):
    read_only = [
        _oai_tool("diagnostics", "Get errors and warnings for a file or a summary for the whole project.", {"path": _str("optional file path")}, []),
        _oai_tool("fetch", "Fetch a URL and return its content as markdown.", {"url": _str("URL")}, ["url"]),
        _oai_tool("find_path", "Find project paths matching a glob, sorted alphabetically.", {"glob": _str("glob"), "offset": _int("pagination offset")}, ["glob"]),
        _oai_tool("grep", "Search file contents in the project with a regular expression.", {"regex": _str("regex"), "include_pattern": _str("glob filter"), "offset": _int("offset"), "case_sensitive": _bool("case")}, ["regex"]),
        _oai_tool("list_directory", "List a directory's entries.", {"path": _str("relative path")}, ["path"]),
        _oai_tool("now", "Current date and time.", {"timezone": {"type": "string", "enum": ["utc", "local"]}}, ["timezone"]),
        _oai_tool("read_file", "Read a project file, optionally a line range; large files return an outline first.", {"path": _str("relative path"), "start_line": _int("1-based"), "end_line": _int("inclusive")}, ["path"]),
        _oai_tool("thinking", "Think through a problem or plan without acting.", {"content": _str("thoughts")}, ["content"]),
    ]
    write = [
        _oai_tool("copy_path", "Copy a file or directory.", {"source_path": _str("from"), "destination_path": _str("to")}, ["source_path", "destination_path"]),
        _oai_tool("create_directory", "Create a directory, with parents.", {"path": _str("path")}, ["path"]),
        _oai_tool("delete_path", "Delete a file or directory.", {"path": _str("path")}, ["path"]),
        _oai_tool("edit_file", "Edit or create a file; describe the edit and the tool produces the changes.", {"display_description": _str("one-line summary"), "path": _str("relative path"), "mode": {"type": "string", "enum": ["edit", "create", "overwrite"]}}, ["display_description", "path", "mode"]),
        _oai_tool("move_path", "Move or rename a path.", {"source_path": _str("from"), "destination_path": _str("to")}, ["source_path", "destination_path"]),
        _oai_tool("terminal", "Run a one-off shell command in a new shell and return its output.", {"command": _str("command"), "cd": _str("working directory, a project root")}, ["command", "cd"]),
    ]
    if profile == "ask":
        return read_only
    return read_only + write


def zed(ask, rng):
    proj = _project(rng)
    profile = _pick(rng, ["write", "write", "ask", "minimal"])
    os_name = _pick(rng, ["macos", "linux"])
    sys = _ZED_SYS.format(tools=_ZED_TOOL_SECTION if profile != "minimal" else "", os=os_name, shell=_pick(rng, ["/bin/zsh", "/bin/bash", "fish"]), root=proj["name"])
    content = []
    if rng.random() < 0.4:
        path, code = proj["snippet"]
        content.append({"type": "text", "text": f"<context>\nThe following items were attached by the user. They are up-to-date and don't need to be re-read.\n\n<files>\n```{proj['name']}/{path}\n{code}```\n</files>\n</context>"})
    content.append({"type": "text", "text": ask})
    body = {
        "model": _pick(rng, ["claude-sonnet-4", "gpt-4.1", "qwen2.5-coder:32b", "gemini-2.5-pro"]),
        "messages": [{"role": "system", "content": sys}, {"role": "user", "content": content}],
        "stream": True,
        "temperature": _pick(rng, [None, 1.0]),
    }
    if body["temperature"] is None:
        del body["temperature"]
    if profile != "minimal":
        body["tools"] = _zed_tools(rng, profile)
        body["tool_choice"] = "auto"
        body["parallel_tool_calls"] = False
    headers = {
        "content-type": "application/json",
        "authorization": "Bearer " + _fake_key(rng),
        "user-agent": f"Zed/{_pick(rng, ['0.190.5', '0.201.4', '0.208.3'])} ({_pick(rng, ['macos', 'linux'])}; {_pick(rng, ['aarch64', 'x86_64'])})",
    }
    return "/v1/chat/completions", headers, body


# --------------------------------------------------------------------------
# 14. Gemini CLI (OpenAI-compatible shape)

_GEMINI_SYS = """You are an interactive command-line agent that specialises in software engineering tasks. Help the user safely and efficiently, following these instructions and using your tools.

# Core Mandates

- Conventions: follow the project's existing conventions; read the surrounding code, tests and configuration first.
- Libraries: never assume a library is available; check imports and manifests.
- Comments: add code comments sparingly, only for the why.
- Proactiveness: do the request fully, including directly implied follow-ups, but do not go beyond its clear scope without asking.
- Explaining changes: do not summarise a change after finishing unless asked.

# Primary Workflows

## Software Engineering Tasks
For fixes, features, refactors or explanations: understand (search and read), plan, implement with the tools, verify with the project's tests, then verify with its build, lint and type-check commands.

# Operational Guidelines

- Tone: concise and direct, suited to a terminal; fewer than three lines of text where practical.
- Explain any command that changes files or system state before running it.
- Use absolute paths with the file tools. Run independent tool calls in parallel.

# Final Reminder
Your job is efficient, safe help. Do not assume file contents; read them."""


def _gemini_tools():
    return [
        _oai_tool("list_directory", "List files and subdirectories of a directory.", {"path": _str("absolute path"), "ignore": {"type": "array", "items": {"type": "string"}}}, ["path"]),
        _oai_tool("read_file", "Read a file; large files can be paged with offset and limit.", {"absolute_path": _str("absolute path"), "offset": _int("line"), "limit": _int("lines")}, ["absolute_path"]),
        _oai_tool("search_file_content", "Search file contents with a regular expression.", {"pattern": _str("regex"), "path": _str("dir"), "include": _str("glob")}, ["pattern"]),
        _oai_tool("glob", "Find files matching a glob, newest first.", {"pattern": _str("glob"), "path": _str("dir")}, ["pattern"]),
        _oai_tool("replace", "Replace text in a file; the old text must match exactly with enough context to be unique.", {"file_path": _str("absolute path"), "old_string": _str("text"), "new_string": _str("replacement"), "expected_replacements": _int("count")}, ["file_path", "old_string", "new_string"]),
        _oai_tool("write_file", "Write content to a file.", {"file_path": _str("absolute path"), "content": _str("content")}, ["file_path", "content"]),
        _oai_tool("web_fetch", "Fetch and process content from URLs in a prompt.", {"prompt": _str("prompt containing URLs")}, ["prompt"]),
        _oai_tool("read_many_files", "Read several files by paths or globs.", {"paths": {"type": "array", "items": {"type": "string"}}}, ["paths"]),
        _oai_tool("run_shell_command", "Run a shell command with bash -c.", {"command": _str("command"), "description": _str("short description"), "directory": _str("relative dir")}, ["command"]),
        _oai_tool("save_memory", "Remember a fact about the user for later sessions.", {"fact": _str("fact")}, ["fact"]),
        _oai_tool("google_web_search", "Search the web.", {"query": _str("query")}, ["query"]),
        _oai_tool("write_todos", "Write the todo list for complex tasks.", {"todos": {"type": "array", "items": {"type": "object"}}}, ["todos"]),
    ]


def gemini_cli(ask, rng):
    proj = _project(rng)
    os_name = _pick(rng, ["linux", "darwin"])
    cwd = _cwd(rng, proj, os_name)
    setup = (
        "This is the Gemini CLI. We are setting up the context for our chat.\n"
        f"Today's date is {_long_date(rng)}.\n"
        f"My operating system is: {os_name}\n"
        f"I'm currently working in the directory: {cwd}\n"
        "Here is the folder structure of the current working directories:\n\n"
        f"Showing up to 200 items (files + folders).\n\n{cwd}/\n" + "\n".join("├───" + f for f in proj["files"])
    )
    body = {
        "model": _pick(rng, ["gemini-2.5-pro", "gemini-2.5-flash"]),
        "messages": [
            {"role": "system", "content": _GEMINI_SYS},
            {"role": "user", "content": setup},
            {"role": "assistant", "content": "Got it. Thanks for the context!"},
            {"role": "user", "content": ask},
        ],
        "tools": _gemini_tools(),
        "temperature": 0,
        "top_p": 1,
        "stream": True,
    }
    headers = {
        "content-type": "application/json",
        "authorization": "Bearer " + _fake_key(rng),
        "user-agent": f"GeminiCLI/{_pick(rng, ['0.1.18', '0.4.1', '0.9.0'])} ({_pick(rng, ['linux', 'darwin'])}; {_pick(rng, ['x64', 'arm64'])})",
    }
    return "/v1/chat/completions", headers, body


# --------------------------------------------------------------------------
# 15. Open WebUI

def open_webui(ask, rng):
    msgs = []
    if rng.random() < 0.4:
        msgs.append({"role": "system", "content": _pick(rng, [
            "You are a friendly coding buddy. Keep answers practical.",
            f"Current date: {_iso_date(rng)}. User name: {_pick(rng, _USERS)}. Answer in the user's language.",
            "You help our dev team. Prefer short answers with code samples.",
        ])})
    msgs.append({"role": "user", "content": ask})
    uid = _uuid(rng)
    body = {
        "model": _pick(rng, ["llama3.1:8b", "qwen2.5-coder:14b", "gpt-4o-mini", "mistral-nemo", "deepseek-r1:14b"]),
        "messages": msgs,
        "stream": True,
    }
    if rng.random() < 0.5:
        body["stream_options"] = {"include_usage": True}
    if rng.random() < 0.3:
        body["temperature"] = 0.7
    headers = {
        "content-type": "application/json",
        "authorization": "Bearer " + _fake_key(rng),
        "user-agent": "Python/3.11 aiohttp/3.11.11",
    }
    if rng.random() < 0.6:
        headers.update({
            "x-openwebui-user-name": _pick(rng, _USERS),
            "x-openwebui-user-id": uid,
            "x-openwebui-user-email": f"{_pick(rng, _USERS)}@example.invalid",
            "x-openwebui-user-role": _pick(rng, ["user", "admin"]),
            "x-openwebui-chat-id": _uuid(rng),
        })
    return "/v1/chat/completions", headers, body


# --------------------------------------------------------------------------
# 16. LibreChat

def librechat(ask, rng):
    msgs = []
    if rng.random() < 0.5:
        msgs.append({"role": "system", "content": _pick(rng, [
            "Instructions:\nYou are a senior engineer helping colleagues. Be brief.",
            "Instructions:\nAnswer programming questions. Use code blocks.",
            "You are a helpful assistant.",
        ])})
    msgs.append({"role": "user", "content": ask})
    body = {
        "model": _pick(rng, ["gpt-4o", "gpt-4o-mini", "claude-3-5-sonnet", "gpt-4.1"]),
        "messages": msgs,
        "stream": True,
        "user": _hex(rng, 24),
    }
    if rng.random() < 0.5:
        body["temperature"] = _pick(rng, [1, 0.8])
        body["top_p"] = 1
        body["presence_penalty"] = 0
        body["frequency_penalty"] = 0
    headers = {"content-type": "application/json", "authorization": "Bearer " + _fake_key(rng)}
    headers.update(_stainless(rng, "js"))
    return "/v1/chat/completions", headers, body


# --------------------------------------------------------------------------
# 17. Slack bot forwarding the message

def slack_bot(ask, rng):
    bot = "U0" + _hex(rng, 8).upper()
    user = "U0" + _hex(rng, 8).upper()
    channel = _pick(rng, ["#eng", "#backend", "#dev-help", "#frontend", "#platform"])
    sys = (
        "You are DevBot, an assistant in the company Slack. People mention you in channels and threads with coding questions or jobs. "
        "Reply in Slack mrkdwn (single *bold*, ``` code blocks). You cannot see the company repositories; if someone needs work done in a repo, say what you would do and suggest they open a ticket or run the coding agent.\n"
        f"Channel: {channel}. Requesting user: <@{user}>."
    )
    style = rng.random()
    if style < 0.5:
        user_text = f"<@{bot}> {ask}"
    elif style < 0.8:
        user_text = ask
    else:
        user_text = f"[thread in {channel}] <@{user}>: {ask}"
    body = {
        "model": _pick(rng, ["gpt-4o-mini", "gpt-4.1-mini", "claude-3-5-haiku-latest"]),
        "messages": [{"role": "system", "content": sys}, {"role": "user", "content": user_text}],
        "temperature": 0.3,
        "max_tokens": 1200,
        "user": user,
    }
    headers = {"content-type": "application/json", "authorization": "Bearer " + _fake_key(rng)}
    headers.update(_stainless(rng, "python"))
    return "/v1/chat/completions", headers, body


# --------------------------------------------------------------------------
# 18. plain openai-SDK script

def openai_sdk(ask, rng):
    msgs = []
    if rng.random() < 0.5:
        msgs.append({"role": _pick(rng, ["system", "developer"]), "content": "You are a helpful assistant."})
    msgs.append({"role": "user", "content": ask})
    body = {"model": _pick(rng, ["gpt-4o-mini", "gpt-4o", "gpt-4.1-nano", "gpt-5-mini"]), "messages": msgs}
    if rng.random() < 0.5:
        body["temperature"] = _pick(rng, [0, 0.2, 0.7])
    if rng.random() < 0.3:
        body["max_tokens"] = _pick(rng, [512, 1024, 2000])
    headers = {"content-type": "application/json", "accept": "application/json", "authorization": "Bearer " + _fake_key(rng)}
    headers.update(_stainless(rng, _pick(rng, ["python", "python", "js"])))
    return "/v1/chat/completions", headers, body


# --------------------------------------------------------------------------
# 19. curl with one user message

def curl(ask, rng):
    body = {"model": _pick(rng, ["gpt-4o-mini", "gpt-4o", "local-model", "llama3"]), "messages": [{"role": "user", "content": ask}]}
    if rng.random() < 0.3:
        body["stream"] = False
    headers = {
        "content-type": "application/json",
        "authorization": "Bearer " + _fake_key(rng),
        "user-agent": f"curl/{_pick(rng, ['7.81.0', '8.5.0', '8.7.1', '8.11.1'])}",
        "accept": "*/*",
    }
    return "/v1/chat/completions", headers, body


# --------------------------------------------------------------------------
# 20. JetBrains AI Assistant (bring-your-own-key, OpenAI-compatible)

_JB_SYS = """You are an AI assistant built into a JetBrains IDE, helping a developer with their project.
Give correct, concise answers. When you show code, put it in Markdown code blocks with the language name.
Do not invent APIs; if you are not sure something exists, say so.
The user is working in {ide} with a project that uses: {stack}.
Prefer the languages and libraries of this project in examples unless the user asks for something else.
Reply in the language of the user's message."""


def jetbrains_ai(ask, rng):
    proj = _project(rng)
    ide = _pick(rng, ["IntelliJ IDEA 2025.1", "PyCharm 2024.3", "WebStorm 2025.2", "GoLand 2025.1", "Rider 2024.3"])
    stack = {
        "TypeScript": "TypeScript, Node.js 20, React, npm",
        "Python": "Python 3.11, pytest, Poetry",
        "Go": "Go 1.22, Go modules",
        "Kotlin": "Kotlin 2.0, Gradle, Android SDK 34",
        "JavaScript": "JavaScript, Astro, npm",
    }[proj["lang"]]
    msgs = [{"role": "system", "content": _JB_SYS.format(ide=ide, stack=stack)}]
    if rng.random() < 0.4:
        path, code = proj["snippet"]
        user = f"{ask}\n\nAttachments:\nAttachment Name: {path.rsplit('/', 1)[-1]}\nAttachments Kind: Visible\nAttachments Source: Current file\nAttachments Text:\n```{proj['lang'].lower()}\n{code}```"
    else:
        user = ask
    msgs.append({"role": "user", "content": user})
    body = {
        "model": _pick(rng, ["gpt-4o", "gpt-4.1", "claude-3-7-sonnet", "qwen2.5-coder-32b-instruct"]),
        "messages": msgs,
        "stream": True,
        "temperature": _pick(rng, [0.0, 0.2]),
    }
    headers = {
        "content-type": "application/json",
        "authorization": "Bearer " + _fake_key(rng),
        "user-agent": "ktor-client",
        "accept": "text/event-stream",
    }
    return "/v1/chat/completions", headers, body


FAMILIES = {
    "aider": aider,
    "claude_code": claude_code,
    "cline": cline,
    "codex_cli": codex_cli,
    "continue_agent": continue_agent,
    "continue_chat": continue_chat,
    "copilot_chat": copilot_chat,
    "cursor_like": cursor_like,
    "curl": curl,
    "gemini_cli": gemini_cli,
    "goose": goose,
    "jetbrains_ai": jetbrains_ai,
    "librechat": librechat,
    "open_webui": open_webui,
    "openai_sdk": openai_sdk,
    "openhands": openhands,
    "opencode": opencode,
    "roo_code": roo_code,
    "slack_bot": slack_bot,
    "zed": zed,
}
