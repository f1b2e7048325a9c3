"""Client envelopes for the envs_f test set.

Each envelope is a function (ask, rng) -> (endpoint, headers, body) that wraps
one ask in the FIRST-TURN request the imitated client sends. System prompts are
paraphrased in our own words; the structure (where the ask sits, what blocks
surround it, which tools are attached, which fields the body has) follows the
clients' public source and docs.  No envelope adds tool results: every request
is a first turn.
"""

import json
import uuid

# ---------------------------------------------------------------------------
# shared helpers
# ---------------------------------------------------------------------------


def _uuid(rng):
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def _hex(rng, n):
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def _fake_key(rng, prefix):
    return prefix + "FAKE" + _hex(rng, 28)


def _date(rng):
    return "2025-%02d-%02d" % (rng.randint(1, 12), rng.randint(1, 28))


def _time(rng):
    return "%s %02d:%02d:%02d" % (_date(rng), rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59))


# A few imaginary projects; an envelope picks one to fill its workspace blocks.
PROJECTS = [
    {
        "name": "shopfront",
        "lang": "python",
        "files": ["README.md", "pyproject.toml", "shop/__init__.py", "shop/app.py", "shop/models.py",
                  "shop/pricing.py", "shop/views/cart.py", "shop/views/session.py", "shop/templates/base.html",
                  "tests/test_cart.py", "tests/test_pricing.py", "tests/integration/test_checkout.py",
                  ".github/workflows/ci.yml", "Dockerfile"],
        "open": ["shop/views/cart.py", "tests/test_cart.py", "shop/pricing.py"],
        "snippet": "def cart_total(items):\n    return sum(i.price * i.qty for i in items)\n",
    },
    {
        "name": "atlas-web",
        "lang": "typescript",
        "files": ["package.json", "tsconfig.json", "vite.config.ts", "src/main.tsx", "src/App.tsx",
                  "src/pages/Checkout.tsx", "src/pages/Cart.tsx", "src/api/client.ts", "src/store/cart.ts",
                  "src/utils/date.ts", "src/utils/date.test.ts", "public/index.html", ".eslintrc.cjs"],
        "open": ["src/App.tsx", "src/api/client.ts"],
        "snippet": "export const api = (path: string) => fetch(`/api${path}`).then(r => r.json());\n",
    },
    {
        "name": "relayd",
        "lang": "go",
        "files": ["go.mod", "go.sum", "cmd/relayd/main.go", "internal/proxy/pool.go", "internal/proxy/pool_test.go",
                  "internal/config/load.go", "pkg/metrics/metrics.go", "Makefile", "deploy/helm/values.yaml"],
        "open": ["internal/proxy/pool.go", "cmd/relayd/main.go"],
        "snippet": "func (p *Pool) Len() int {\n\tp.mu.Lock()\n\tdefer p.mu.Unlock()\n\treturn len(p.conns)\n}\n",
    },
    {
        "name": "kvlite",
        "lang": "rust",
        "files": ["Cargo.toml", "src/lib.rs", "src/store/mod.rs", "src/store/segment.rs", "src/codec.rs",
                  "benches/put_get.rs", "tests/roundtrip.rs", "README.md"],
        "open": ["src/store/mod.rs", "src/codec.rs"],
        "snippet": "pub fn crc(data: &[u8]) -> u32 {\n    crc32fast::hash(data)\n}\n",
    },
    {
        "name": "ledger-service",
        "lang": "java",
        "files": ["pom.xml", "src/main/java/com/acme/ledger/App.java",
                  "src/main/java/com/acme/ledger/AccountService.java",
                  "src/main/java/com/acme/ledger/web/AccountController.java",
                  "src/test/java/com/acme/ledger/AccountServiceTest.java",
                  "src/main/resources/application.yml"],
        "open": ["src/main/java/com/acme/ledger/AccountService.java"],
        "snippet": "public long balance(String id) {\n    return repo.findById(id).map(Account::getBalance).orElse(0L);\n}\n",
    },
]

EXT_LANG = {"python": "py", "typescript": "ts", "go": "go", "rust": "rs", "java": "java"}


def _project(rng):
    return rng.choice(PROJECTS)


def _home(rng):
    user = rng.choice(["dev", "mara", "kenji", "lucas", "anna", "sam"])
    osname = rng.choice(["linux", "darwin"])
    base = "/home/%s" % user if osname == "linux" else "/Users/%s" % user
    return osname, base


def _tree(proj, indent="  "):
    return "\n".join(indent + f for f in proj["files"])


# Tool specs, written once in a neutral form: (name, description, {param: (type, desc)}, required)
def _schema(params, required):
    props = {}
    for k, (t, d) in params.items():
        if t == "array":
            props[k] = {"type": "array", "items": {"type": "string"}, "description": d}
        else:
            props[k] = {"type": t, "description": d}
    return {"type": "object", "properties": props, "required": list(required)}


def _openai_tools(specs):
    return [{"type": "function", "function": {"name": n, "description": d, "parameters": _schema(p, r)}}
            for (n, d, p, r) in specs]


def _anthropic_tools(specs):
    return [{"name": n, "description": d, "input_schema": _schema(p, r)} for (n, d, p, r) in specs]


def _xml_tool_docs(specs):
    out = []
    for (n, d, p, r) in specs:
        lines = ["## %s" % n, "Description: %s" % d, "Parameters:"]
        for k, (t, desc) in p.items():
            lines.append("- %s: (%s) %s" % (k, "required" if k in r else "optional", desc))
        lines.append("Usage:")
        lines.append("<%s>" % n)
        for k in p:
            lines.append("<%s>%s value here</%s>" % (k, k, k))
        lines.append("</%s>" % n)
        out.append("\n".join(lines))
    return "\n\n".join(out)


# ---------------------------------------------------------------------------
# 1. Claude Code  (Anthropic Messages, /v1/messages?beta=true)
# ---------------------------------------------------------------------------
CLAUDE_CODE_TOOLS = [
    ("Task", "Start a sub-agent that works on a multi-step job on its own and reports back once. Pick the "
     "agent type that fits; give it a complete, self-contained brief because it cannot ask questions.",
     {"description": ("string", "three to five word label"), "prompt": ("string", "the full brief"),
      "subagent_type": ("string", "which kind of agent to start")}, ["description", "prompt", "subagent_type"]),
    ("Bash", "Run a shell command in a persistent session, with an optional timeout. Quote paths that contain "
     "spaces, prefer the dedicated search and read tools over grep/cat, and never push or rewrite history "
     "unless the user asked.",
     {"command": ("string", "the command"), "timeout": ("number", "milliseconds, at most 600000"),
      "description": ("string", "what the command does, in a few words"),
      "run_in_background": ("boolean", "run without waiting")}, ["command"]),
    ("Glob", "Match file paths with a glob pattern such as src/**/*.ts; results come sorted by modification time.",
     {"pattern": ("string", "glob"), "path": ("string", "directory to search")}, ["pattern"]),
    ("Grep", "Search file contents with ripgrep syntax. Supports output modes for matching lines, file names "
     "or counts, context lines and file-type filters.",
     {"pattern": ("string", "regular expression"), "path": ("string", "where to search"),
      "glob": ("string", "file filter"), "output_mode": ("string", "content | files_with_matches | count"),
      "-n": ("boolean", "show line numbers"), "-i": ("boolean", "case insensitive")}, ["pattern"]),
    ("Read", "Read a file from the local filesystem by absolute path, optionally a window of lines. Also "
     "reads images, PDFs and notebooks.",
     {"file_path": ("string", "absolute path"), "offset": ("number", "first line"),
      "limit": ("number", "number of lines")}, ["file_path"]),
    ("Edit", "Replace an exact string in a file with another. The file must have been read first in this "
     "conversation; the old string must be unique unless replace_all is set.",
     {"file_path": ("string", "absolute path"), "old_string": ("string", "text to replace"),
      "new_string": ("string", "replacement"), "replace_all": ("boolean", "replace every occurrence")},
     ["file_path", "old_string", "new_string"]),
    ("MultiEdit", "Apply several exact-string replacements to one file atomically, in order.",
     {"file_path": ("string", "absolute path"), "edits": ("array", "list of edits")}, ["file_path", "edits"]),
    ("Write", "Create or overwrite a file. Prefer editing existing files; do not create documentation files "
     "unless asked.",
     {"file_path": ("string", "absolute path"), "content": ("string", "full content")}, ["file_path", "content"]),
    ("NotebookEdit", "Replace, insert or delete one cell of a Jupyter notebook.",
     {"notebook_path": ("string", "absolute path"), "cell_id": ("string", "cell id"),
      "new_source": ("string", "new cell source"), "edit_mode": ("string", "replace | insert | delete")},
     ["notebook_path", "new_source"]),
    ("WebFetch", "Fetch a URL, convert it to markdown and answer a prompt about it with a small model.",
     {"url": ("string", "the URL"), "prompt": ("string", "what to extract")}, ["url", "prompt"]),
    ("WebSearch", "Search the web and return result blocks with titles and links.",
     {"query": ("string", "search query"), "allowed_domains": ("array", "only these domains")}, ["query"]),
    ("TodoWrite", "Create and maintain a structured task list for the current session so progress is visible "
     "to the user. Use it for multi-step work; skip it for a single trivial request.",
     {"todos": ("array", "the updated todo list")}, ["todos"]),
    ("ExitPlanMode", "Call when in plan mode and the plan is ready for the user's approval.",
     {"plan": ("string", "the plan in markdown")}, ["plan"]),
    ("BashOutput", "Read new output from a background shell started earlier.",
     {"bash_id": ("string", "shell id"), "filter": ("string", "regex filter")}, ["bash_id"]),
    ("KillShell", "Stop a background shell by id.", {"shell_id": ("string", "shell id")}, ["shell_id"]),
    ("SlashCommand", "Run a custom slash command defined by the user.",
     {"command": ("string", "slash command with arguments")}, ["command"]),
]

CLAUDE_CODE_SYSTEM = """You are an interactive command-line assistant for software engineering work. Use the \
instructions below and the tools you have to help the user.

Refuse to help write or improve code that is clearly meant to cause harm. Never guess URLs unless they help \
with programming.

# Tone
Be brief and direct. Output is shown in a terminal with markdown rendering. Do not add preambles or \
summaries unless asked. One-word answers are fine when they fully answer the question.

# Doing tasks
For engineering work: understand the codebase with the search tools, plan with the todo tool when the \
work has several steps, make the change, then verify with the project's own test and lint commands when \
they exist. Never commit unless the user asks.

# Following conventions
Before editing, look at neighbouring code to copy its style, libraries and naming. Never assume a \
library is available. Do not add comments unless asked.

# Tool usage
Prefer the dedicated file tools over shell equivalents. Batch independent tool calls in one message. \
Use the Task tool for open-ended searches to save context.
"""


def claude_code(ask, rng):
    proj = _project(rng)
    osname, home = _home(rng)
    cwd = "%s/src/%s" % (home, proj["name"])
    session = _uuid(rng)
    env = ("Here is useful information about the environment you are running in:\n<env>\n"
           "Working directory: %s\nIs directory a git repo: Yes\nPlatform: %s\nOS Version: %s\n"
           "Today's date: %s\n</env>\nYou are powered by the model named Sonnet 4.5.\n\n"
           "gitStatus: This is the git status at the start of the conversation.\nCurrent branch: %s\n\n"
           "Main branch: main\n\nStatus:\n M %s\n\nRecent commits:\n%s chore: bump deps\n%s fix: typo in docs"
           % (cwd, osname, "Linux 6.8.0" if osname == "linux" else "Darwin 24.5.0", _date(rng),
              rng.choice(["main", "feat/checkout", "fix/session", "dev"]), proj["open"][0],
              _hex(rng, 7), _hex(rng, 7)))
    system = [
        {"type": "text", "text": "You are Claude Code, Anthropic's official CLI for Claude.",
         "cache_control": {"type": "ephemeral"}},
        {"type": "text", "text": CLAUDE_CODE_SYSTEM + "\n" + env, "cache_control": {"type": "ephemeral"}},
    ]
    content = []
    content.append({"type": "text", "text": (
        "<system-reminder>\nAs you answer the user's questions, you can use the following context:\n"
        "# claudeMd\nCodebase and user instructions are shown below. Be sure to adhere to these instructions.\n\n"
        "Contents of %s/CLAUDE.md (project instructions, checked into the codebase):\n\n"
        "- Run the tests with `%s` before saying a change is done.\n- Keep functions small; no new dependencies "
        "without asking.\n\n      IMPORTANT: this context may or may not be relevant to your tasks.\n"
        "</system-reminder>") % (cwd, {"python": "pytest -q", "typescript": "pnpm test", "go": "go test ./...",
                                       "rust": "cargo test", "java": "mvn -q test"}[proj["lang"]])})
    if rng.random() < 0.4:
        content.append({"type": "text", "text": "<system-reminder>\nThe user opened the file %s/%s in the IDE. "
                        "This may or may not be related to the current task.\n</system-reminder>"
                        % (cwd, rng.choice(proj["open"]))})
    content.append({"type": "text", "text": ask["text"]})
    if rng.random() < 0.5:
        content.append({"type": "text", "text": "<system-reminder>\nThe todo list is currently empty. If the "
                        "task has several steps, consider creating one; otherwise ignore this. Do not mention "
                        "this reminder to the user.\n</system-reminder>"})
    content[-1]["cache_control"] = {"type": "ephemeral"}
    body = {
        "model": rng.choice(["claude-sonnet-4-5-20250929", "claude-opus-4-1-20250805", "claude-sonnet-4-20250514"]),
        "messages": [{"role": "user", "content": content}],
        "temperature": 1,
        "system": system,
        "tools": _anthropic_tools(CLAUDE_CODE_TOOLS),
        "metadata": {"user_id": json.dumps({"device_id": _hex(rng, 64), "account_uuid": "",
                                            "session_id": session})},
        "max_tokens": 32000,
        "stream": True,
    }
    if rng.random() < 0.5:
        body["thinking"] = {"type": "enabled", "budget_tokens": rng.choice([4000, 10000, 31999])}
    headers = {
        "accept": "application/json",
        "content-type": "application/json",
        "anthropic-version": "2023-06-01",
        "anthropic-beta": rng.choice([
            "claude-code-20250219,interleaved-thinking-2025-05-14,fine-grained-tool-streaming-2025-05-14",
            "claude-code-20250219,context-1m-2025-08-07,interleaved-thinking-2025-05-14",
            "oauth-2025-04-20,claude-code-20250219,interleaved-thinking-2025-05-14"]),
        "anthropic-dangerous-direct-browser-access": "true",
        "user-agent": "claude-cli/%s (external, cli)" % rng.choice(["1.0.119", "2.0.14", "2.0.31"]),
        "x-app": "cli",
        "x-claude-code-session-id": session,
        "x-stainless-lang": "js",
        "x-stainless-package-version": "0.60.0",
        "x-stainless-runtime": "node",
        "x-stainless-retry-count": "0",
        "x-stainless-timeout": "600",
    }
    if rng.random() < 0.5:
        headers["x-api-key"] = _fake_key(rng, "sk-ant-api03-")
    else:
        headers["authorization"] = "Bearer " + _fake_key(rng, "sk-ant-oat01-")
    return "/v1/messages?beta=true", headers, body


# ---------------------------------------------------------------------------
# 2. Codex CLI  (Responses API, /v1/responses)
# ---------------------------------------------------------------------------
CODEX_BASE = """You are a coding agent running in a terminal-based assistant. You and the user share one \
workspace. Be precise, safe and helpful.

## How you work
- Keep the user informed with short preamble messages before groups of tool calls.
- For non-trivial work keep a plan with the plan tool: short steps, exactly one in progress at a time. \
Skip the plan for simple questions.
- When asked to change code: make focused edits with apply_patch, follow the repository's style, and \
verify with its tests when possible. Do not fix unrelated problems.
- Sandboxing and approvals decide which commands may run without asking; respect them.
- Final answers are concise, plain text with light markdown; reference files as clickable paths.
"""

CODEX_TOOLS = [
    ("shell", "Runs a shell command and returns its output.",
     {"command": ("array", "argv of the command"), "workdir": ("string", "working directory"),
      "timeout_ms": ("number", "timeout"), "with_escalated_permissions": ("boolean", "ask to run unsandboxed"),
      "justification": ("string", "why escalation is needed")}, ["command"]),
    ("apply_patch", "Edit files with a patch in the apply_patch envelope format (Begin Patch / Update File / "
     "Add File / Delete File / End Patch).", {"input": ("string", "the whole patch")}, ["input"]),
    ("update_plan", "Updates the task plan shown to the user.",
     {"explanation": ("string", "optional note"), "plan": ("array", "steps with status")}, ["plan"]),
    ("view_image", "Attach a local image to the conversation.", {"path": ("string", "image path")}, ["path"]),
]


def codex_cli(ask, rng):
    proj = _project(rng)
    osname, home = _home(rng)
    cwd = "%s/code/%s" % (home, proj["name"])
    session = _uuid(rng)
    tools = []
    for (n, d, p, r) in CODEX_TOOLS:
        tools.append({"type": "function", "name": n, "description": d, "strict": False,
                      "parameters": _schema(p, r)})
    if rng.random() < 0.5:
        tools.append({"type": "namespace", "name": "mcp__github", "description": "Tools from the github MCP server",
                      "tools": [{"type": "function", "name": "search_issues",
                                 "description": "Search issues and pull requests.",
                                 "parameters": _schema({"q": ("string", "query")}, ["q"])},
                                {"type": "function", "name": "get_pull_request",
                                 "description": "Fetch one pull request.",
                                 "parameters": _schema({"number": ("number", "PR number")}, ["number"])}]})
    tools.append({"type": "web_search"})
    agents_md = ("# AGENTS.md instructions for %s\n\n<INSTRUCTIONS>\n## Repo notes\n- %s project; run the "
                 "test suite before finishing.\n- Keep commits small; do not touch generated files.\n"
                 "</INSTRUCTIONS>" % (cwd, proj["lang"]))
    envctx = ("<environment_context>\n  <cwd>%s</cwd>\n  <approval_policy>%s</approval_policy>\n"
              "  <sandbox_mode>%s</sandbox_mode>\n  <network_access>%s</network_access>\n  <shell>%s</shell>\n"
              "</environment_context>" % (cwd, rng.choice(["on-request", "never", "untrusted"]),
                                          rng.choice(["workspace-write", "read-only"]),
                                          rng.choice(["restricted", "enabled"]),
                                          rng.choice(["bash", "zsh"])))
    inp = [
        {"type": "message", "role": "developer", "content": [{"type": "input_text", "text": CODEX_BASE}]},
        {"type": "message", "role": "user", "content": [{"type": "input_text", "text": agents_md}]},
        {"type": "message", "role": "user", "content": [{"type": "input_text", "text": envctx}]},
        {"type": "message", "role": "user", "content": [{"type": "input_text", "text": ask["text"]}]},
    ]
    body = {
        "model": rng.choice(["gpt-5-codex", "gpt-5", "gpt-5.1-codex"]),
        "input": inp,
        "tools": tools,
        "tool_choice": "auto",
        "parallel_tool_calls": rng.choice([True, False]),
        "reasoning": {"effort": rng.choice(["low", "medium", "high"]), "summary": "auto"},
        "store": False,
        "stream": True,
        "include": ["reasoning.encrypted_content"],
        "prompt_cache_key": session,
        "text": {"verbosity": "medium"},
    }
    ver = rng.choice(["0.46.0", "0.50.0", "0.58.0"])
    headers = {
        "authorization": "Bearer " + _fake_key(rng, "sk-proj-"),
        "content-type": "application/json",
        "accept": "text/event-stream",
        "openai-beta": "responses=experimental",
        "originator": "codex_cli_rs",
        "version": ver,
        "session-id": session,
        "thread-id": session,
        "user-agent": "codex_cli_rs/%s (%s; x86_64) xterm-256color" % (ver, "Ubuntu 24.4.0" if osname == "linux"
                                                                       else "Mac OS 15.5.0"),
    }
    return "/v1/responses", headers, body


# ---------------------------------------------------------------------------
# 3. Gemini CLI  (Gemini native streamGenerateContent)
# ---------------------------------------------------------------------------
GEMINI_TOOLS = [
    ("list_directory", "Lists the names of files and subdirectories directly inside a directory.",
     {"path": ("string", "absolute directory path"), "ignore": ("array", "glob patterns to skip")}, ["path"]),
    ("read_file", "Reads a file and returns its content; large files can be paged with offset and limit.",
     {"absolute_path": ("string", "absolute path"), "offset": ("number", "start line"),
      "limit": ("number", "lines")}, ["absolute_path"]),
    ("search_file_content", "Searches for a regular expression inside files and returns matching lines.",
     {"pattern": ("string", "regex"), "path": ("string", "directory"), "include": ("string", "glob filter")},
     ["pattern"]),
    ("glob", "Finds files matching a glob pattern, newest first.",
     {"pattern": ("string", "glob"), "path": ("string", "directory")}, ["pattern"]),
    ("replace", "Replaces text inside a file. Needs enough surrounding context to match exactly once unless "
     "expected_replacements is given.",
     {"file_path": ("string", "absolute path"), "old_string": ("string", "exact text"),
      "new_string": ("string", "replacement"), "expected_replacements": ("number", "count")},
     ["file_path", "old_string", "new_string"]),
    ("write_file", "Writes content to a file, creating it if needed.",
     {"file_path": ("string", "absolute path"), "content": ("string", "content")}, ["file_path", "content"]),
    ("web_fetch", "Fetches and processes content from URLs named in the prompt.",
     {"prompt": ("string", "prompt containing URLs")}, ["prompt"]),
    ("read_many_files", "Reads several files or globs at once and concatenates them.",
     {"paths": ("array", "paths or globs")}, ["paths"]),
    ("run_shell_command", "Executes a shell command with bash -c and returns stdout, stderr and exit status.",
     {"command": ("string", "command"), "description": ("string", "short description"),
      "directory": ("string", "relative directory")}, ["command"]),
    ("save_memory", "Remembers a short fact about the user across sessions.",
     {"fact": ("string", "the fact")}, ["fact"]),
    ("google_web_search", "Performs a web search and returns a summary with sources.",
     {"query": ("string", "query")}, ["query"]),
    ("write_todos", "Keeps a list of subtasks for complex requests.", {"todos": ("array", "todo items")}, ["todos"]),
]

GEMINI_SYSTEM = """You are an interactive CLI agent that specialises in software engineering tasks. Help the \
user safely and efficiently using the tools you have.

# Core rules
- Follow the project's existing conventions; check how libraries are used before relying on them.
- Make idiomatic changes that fit the surrounding code; comment sparingly.
- Do only what was asked; confirm before expanding scope. Do not revert changes you did not make.

# Workflows
## Software engineering tasks
1. Understand: search and read the code you need.  2. Plan: a short, grounded plan.  3. Implement.
4. Verify with the project's tests.  5. Verify standards with its lint and type checks.

# Operational guidelines
Keep answers short for a terminal. Explain shell commands that modify the system before running them. \
Use absolute paths with file tools.
"""


def gemini_cli(ask, rng):
    proj = _project(rng)
    osname, home = _home(rng)
    cwd = "%s/projects/%s" % (home, proj["name"])
    setup = ("This is the Gemini CLI. We are setting up the context for our chat.\nToday's date is %s.\n"
             "My operating system is: %s\nI'm currently working in the directory: %s\n"
             "Here is the folder structure of the current working directories:\n\nShowing up to 200 items "
             "(files + folders).\n\n%s/\n%s" % (_date(rng), osname, cwd, cwd, _tree(proj, "├───")))
    contents = [
        {"role": "user", "parts": [{"text": setup}]},
        {"role": "model", "parts": [{"text": "Got it. Thanks for the context!"}]},
        {"role": "user", "parts": [{"text": ask["text"]}]},
    ]
    body = {
        "contents": contents,
        "systemInstruction": {"role": "user", "parts": [{"text": GEMINI_SYSTEM}]},
        "tools": [{"functionDeclarations": [
            {"name": n, "description": d, "parametersJsonSchema": _schema(p, r)} for (n, d, p, r) in GEMINI_TOOLS]}],
        "generationConfig": {"temperature": 0, "topP": 1,
                             "thinkingConfig": {"includeThoughts": True, "thinkingBudget": -1}},
    }
    model = rng.choice(["gemini-2.5-pro", "gemini-2.5-flash"])
    ver = rng.choice(["0.9.0", "0.11.3", "0.15.0"])
    headers = {
        "content-type": "application/json",
        "x-goog-api-key": _fake_key(rng, "AIza"),
        "x-goog-api-client": "google-genai-sdk/1.16.0 gl-node/v20.18.0",
        "user-agent": "GeminiCLI/%s (%s; x64) google-genai-sdk/1.16.0 gl-node/v20.18.0" % (ver, osname),
    }
    return "/v1beta/models/%s:streamGenerateContent?alt=sse" % model, headers, body


# ---------------------------------------------------------------------------
# 4. Cline (older versions: Anthropic Messages, XML tools in the system prompt, no tools array)
# ---------------------------------------------------------------------------
CLINE_TOOLS = [
    ("execute_command", "Run a CLI command on the user's system. Explain what it does; tailor it to the "
     "user's shell; set requires_approval for impactful commands.",
     {"command": ("string", "the command"), "requires_approval": ("boolean", "true for risky commands")},
     ["command", "requires_approval"]),
    ("read_file", "Read the contents of a file at the given path (text, PDF and DOCX supported).",
     {"path": ("string", "path relative to the working directory")}, ["path"]),
    ("write_to_file", "Write complete content to a file, creating directories as needed.",
     {"path": ("string", "path"), "content": ("string", "the COMPLETE file content")}, ["path", "content"]),
    ("replace_in_file", "Make targeted edits using SEARCH/REPLACE blocks that match exact file content.",
     {"path": ("string", "path"), "diff": ("string", "one or more SEARCH/REPLACE blocks")}, ["path", "diff"]),
    ("search_files", "Regex search across files in a directory, with surrounding context.",
     {"path": ("string", "directory"), "regex": ("string", "Rust regex"), "file_pattern": ("string", "glob")},
     ["path", "regex"]),
    ("list_files", "List files and directories, optionally recursively.",
     {"path": ("string", "directory"), "recursive": ("boolean", "recurse")}, ["path"]),
    ("list_code_definition_names", "List top-level definition names in source files of a directory.",
     {"path": ("string", "directory")}, ["path"]),
    ("browser_action", "Drive a Puppeteer browser: launch, click, type, scroll, close.",
     {"action": ("string", "launch | click | type | scroll_down | scroll_up | close"),
      "url": ("string", "for launch"), "coordinate": ("string", "x,y for click"), "text": ("string", "for type")},
     ["action"]),
    ("use_mcp_tool", "Call a tool exposed by a connected MCP server.",
     {"server_name": ("string", "server"), "tool_name": ("string", "tool"), "arguments": ("string", "JSON")},
     ["server_name", "tool_name", "arguments"]),
    ("ask_followup_question", "Ask the user a question when something essential is missing.",
     {"question": ("string", "the question"), "options": ("array", "2-5 answer options")}, ["question"]),
    ("attempt_completion", "Present the result once the task is complete; must not end with a question.",
     {"result": ("string", "final result"), "command": ("string", "optional demo command")}, ["result"]),
    ("new_task", "Start a new task with preloaded context.", {"context": ("string", "context")}, ["context"]),
    ("plan_mode_respond", "Reply to the user while in PLAN MODE, to explore options and agree a plan.",
     {"response": ("string", "reply")}, ["response"]),
]


def _cline_system(cwd, osname, shell, specs, who):
    return ("You are %s, a highly skilled software engineer with broad knowledge of languages, frameworks, "
            "design patterns and best practices.\n\n====\n\nTOOL USE\n\nYou have a set of tools that run once "
            "the user approves them. Use one tool per message; the result comes back in the user's next "
            "message. Work step by step, each tool use informed by the previous result.\n\n# Tool Use "
            "Formatting\n\nTool use is written as XML-style tags: the tool name is the outer tag and each "
            "parameter is its own inner tag.\n\n# Tools\n\n%s\n\n# Tool Use Guidelines\n\n1. Think about what "
            "you already know and what you still need.\n2. Pick the most fitting tool.\n3. One tool per "
            "message; wait for the result before continuing.\n\n====\n\nACT MODE V.S. PLAN MODE\n\nIn ACT "
            "MODE you use tools to accomplish the task and finish with attempt_completion. In PLAN MODE you "
            "gather information and discuss a plan with the user using plan_mode_respond.\n\n====\n\n"
            "CAPABILITIES\n\n- You can run commands, list and search files, read and write files, and use a "
            "browser.\n- When the task starts you receive a recursive file listing of the working directory "
            "(%s).\n\n====\n\nRULES\n\n- The working directory is %s; you cannot cd elsewhere.\n- Do not ask "
            "for more information than needed; use tools.\n- Never begin replies with filler such as "
            "'Great' or 'Certainly'.\n- environment_details is generated automatically; it is not written by "
            "the user.\n\n====\n\nSYSTEM INFORMATION\n\nOperating System: %s\nDefault Shell: %s\nHome "
            "Directory: %s\nCurrent Working Directory: %s\n\n====\n\nOBJECTIVE\n\nBreak the task into clear "
            "steps, work through them with tools, then present the result with attempt_completion."
            % (who, _xml_tool_docs(specs), cwd, cwd, osname, shell, cwd.rsplit("/", 2)[0], cwd))


def _vscode_env(rng, proj, cwd, mode_block, with_files=True, extra=""):
    visible = rng.choice(proj["open"])
    lines = ["<environment_details>", "# VSCode Visible Files", visible, "", "# VSCode Open Tabs",
             ", ".join(proj["open"]), "", "# Current Time",
             "%s (%s)" % (_time(rng), rng.choice(["Europe/Berlin, UTC+2:00", "America/New_York, UTC-4:00",
                                                 "Asia/Tokyo, UTC+9:00", "America/Sao_Paulo, UTC-3:00"]))]
    if with_files:
        lines += ["", "# Current Working Directory (%s) Files" % cwd] + proj["files"]
    lines += ["", "# Context Window Usage", "0 / 200K tokens used (0%)", "", mode_block]
    if extra:
        lines += ["", extra]
    lines.append("</environment_details>")
    return "\n".join(lines)


def cline(ask, rng):
    proj = _project(rng)
    osname, home = _home(rng)
    cwd = "%s/Desktop/%s" % (home, proj["name"])
    shell = "/bin/zsh" if osname == "darwin" else "/bin/bash"
    mode = "# Current Mode\n" + rng.choice(["ACT MODE", "ACT MODE", "PLAN MODE"])
    body = {
        "model": rng.choice(["claude-3-7-sonnet-20250219", "claude-sonnet-4-20250514"]),
        "max_tokens": 8192,
        "temperature": 0,
        "system": [{"type": "text", "text": _cline_system(cwd, osname, shell, CLINE_TOOLS, "Cline"),
                    "cache_control": {"type": "ephemeral"}}],
        "messages": [{"role": "user", "content": [
            {"type": "text", "text": "<task>\n%s\n</task>" % ask["text"]},
            {"type": "text", "text": _vscode_env(rng, proj, cwd, mode), "cache_control": {"type": "ephemeral"}},
        ]}],
        "stream": True,
    }
    headers = {
        "content-type": "application/json",
        "anthropic-version": "2023-06-01",
        "anthropic-beta": "prompt-caching-2024-07-31",
        "x-api-key": _fake_key(rng, "sk-ant-api03-"),
        "user-agent": "Anthropic/JS 0.37.0",
        "x-stainless-lang": "js",
        "x-stainless-package-version": "0.37.0",
        "x-stainless-runtime": "node",
    }
    return "/v1/messages", headers, body


# ---------------------------------------------------------------------------
# 5. Roo Code (chat completions, native tools, modes)
# ---------------------------------------------------------------------------
ROO_TOOLS = [
    ("read_file", "Read one or more files, with line numbers; supports line ranges.",
     {"path": ("string", "relative path"), "line_ranges": ("array", "optional ranges like 1-50")}, ["path"]),
    ("write_to_file", "Write a complete file (create or overwrite).",
     {"path": ("string", "path"), "content": ("string", "full content"), "line_count": ("number", "lines")},
     ["path", "content", "line_count"]),
    ("apply_diff", "Apply SEARCH/REPLACE hunks with start line hints to an existing file.",
     {"path": ("string", "path"), "diff": ("string", "search/replace blocks")}, ["path", "diff"]),
    ("insert_content", "Insert lines at a line number in a file.",
     {"path": ("string", "path"), "line": ("number", "1-based line, 0 appends"), "content": ("string", "text")},
     ["path", "line", "content"]),
    ("search_files", "Regex search across files with context lines.",
     {"path": ("string", "directory"), "regex": ("string", "regex"), "file_pattern": ("string", "glob")},
     ["path", "regex"]),
    ("list_files", "List directory contents.", {"path": ("string", "dir"), "recursive": ("boolean", "recurse")},
     ["path"]),
    ("list_code_definition_names", "List classes and functions defined in a file or directory.",
     {"path": ("string", "path")}, ["path"]),
    ("codebase_search", "Semantic search over the indexed workspace.",
     {"query": ("string", "natural-language query"), "path": ("string", "limit to a directory")}, ["query"]),
    ("execute_command", "Run a CLI command in a terminal.",
     {"command": ("string", "command"), "cwd": ("string", "directory")}, ["command"]),
    ("ask_followup_question", "Ask the user for missing details, offering suggested answers.",
     {"question": ("string", "question"), "follow_up": ("array", "2-4 suggestions")}, ["question", "follow_up"]),
    ("attempt_completion", "Report the final result of the task.", {"result": ("string", "result")}, ["result"]),
    ("switch_mode", "Ask to switch to another mode.",
     {"mode_slug": ("string", "target mode"), "reason": ("string", "why")}, ["mode_slug"]),
    ("new_task", "Start a subtask in a chosen mode.",
     {"mode": ("string", "mode slug"), "message": ("string", "instructions")}, ["mode", "message"]),
    ("update_todo_list", "Replace the todo checklist for this task.", {"todos": ("string", "markdown checklist")},
     ["todos"]),
]

ROO_MODES = [("code", "💻 Code"), ("architect", "🏗️ Architect"), ("ask", "❓ Ask"), ("debug", "🪲 Debug"),
             ("orchestrator", "🪃 Orchestrator")]


def _roo_system(cwd, osname, shell, mode_name, who):
    return ("You are %s, a skilled software engineer with deep knowledge of many languages, frameworks and "
            "best practices.\n\n====\n\nMARKDOWN RULES\n\nShow every language construct and file name as a "
            "clickable link in your replies.\n\n====\n\nTOOL USE\n\nYou may call tools; use them step by step, "
            "waiting for each result before the next call.\n\n====\n\nCAPABILITIES\n\n- List, search, read "
            "and edit files, run commands, and ask follow-up questions.\n- The workspace listing in "
            "environment_details gives an overview of the project.\n\n====\n\nMODES\n\n- code: write and "
            "change code\n- architect: plan and design before implementation\n- ask: answer questions and "
            "explain\n- debug: diagnose problems\n- orchestrator: split complex work into subtasks\n\n====\n\n"
            "RULES\n\n- The project base directory is %s.\n- Prefer apply_diff for edits to existing files.\n"
            "- Do not end results with a question.\n\n====\n\nSYSTEM INFORMATION\n\nOperating System: %s\n"
            "Default Shell: %s\nCurrent Workspace Directory: %s\n\n====\n\nOBJECTIVE\n\nWork through the "
            "user's task methodically and confirm the result.\n\n====\n\nUSER'S CUSTOM INSTRUCTIONS\n\n"
            "Language Preference: answer in the language of the request.\n\nMode-specific Instructions "
            "(%s): stay within this mode's permissions." % (who, cwd, osname, shell, cwd, mode_name))


def roo_code(ask, rng):
    proj = _project(rng)
    osname, home = _home(rng)
    cwd = "%s/work/%s" % (home, proj["name"])
    slug, name = rng.choice(ROO_MODES)
    model = rng.choice(["anthropic/claude-sonnet-4.5", "openai/gpt-5", "deepseek/deepseek-chat-v3.1"])
    mode_block = "# Current Mode\n<slug>%s</slug>\n<name>%s</name>\n<model>%s</model>" % (slug, name, model)
    reminder = ("====\n\nREMINDERS\n\nBelow is your current list of reminders for this task. Keep them "
                "updated as you progress.\n\n| # | Content | Status |\n|---|---------|--------|\n\n"
                "(no todos yet; create a todo list with update_todo_list if the task needs several steps)")
    messages = [
        {"role": "system", "content": _roo_system(cwd, osname, "/bin/zsh", name, "Roo")},
        {"role": "user", "content": [
            {"type": "text", "text": "<task>\n%s\n</task>" % ask["text"]},
            {"type": "text", "text": _vscode_env(rng, proj, cwd, mode_block, extra=reminder)},
        ]},
    ]
    body = {"model": model, "temperature": 0, "messages": messages, "stream": True,
            "stream_options": {"include_usage": True}, "tools": _openai_tools(ROO_TOOLS),
            "tool_choice": "auto", "parallel_tool_calls": False}
    headers = {
        "authorization": "Bearer " + _fake_key(rng, "sk-or-v1-"),
        "content-type": "application/json",
        "http-referer": "https://github.com/RooVetGit/Roo-Cline",
        "x-title": "Roo Code",
        "user-agent": "RooCode/%s" % rng.choice(["3.28.15", "3.30.1"]),
        "x-stainless-lang": "js",
        "x-stainless-package-version": "5.12.2",
    }
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------------------
# 6. Kilo Code (chat completions; XML tool protocol inside the system prompt)
# ---------------------------------------------------------------------------
def kilo_code(ask, rng):
    proj = _project(rng)
    osname, home = _home(rng)
    cwd = "%s/repos/%s" % (home, proj["name"])
    slug, name = rng.choice(ROO_MODES)
    model = rng.choice(["anthropic/claude-sonnet-4", "google/gemini-2.5-pro", "x-ai/grok-code-fast-1"])
    mode_block = "# Current Mode\n<slug>%s</slug>\n<name>%s</name>\n<model>%s</model>" % (slug, name, model)
    system = _cline_system(cwd, osname, "/bin/bash", ROO_TOOLS, "Kilo Code") + \
        "\n\n====\n\nMODES\n\n- code, architect, ask, debug, orchestrator. Current mode: %s." % name
    messages = [
        {"role": "system", "content": system},
        {"role": "user", "content": [
            {"type": "text", "text": "<task>\n%s\n</task>" % ask["text"]},
            {"type": "text", "text": _vscode_env(rng, proj, cwd, mode_block, with_files=rng.random() < 0.7)},
        ]},
    ]
    body = {"model": model, "temperature": 0, "messages": messages, "stream": True,
            "stream_options": {"include_usage": True}}
    headers = {
        "authorization": "Bearer " + _fake_key(rng, "kilo-"),
        "content-type": "application/json",
        "http-referer": "https://kilocode.ai",
        "x-title": "Kilo Code",
        "x-kilocode-version": rng.choice(["4.96.0", "4.101.1"]),
        "user-agent": "Kilo-Code/%s" % rng.choice(["4.96.0", "4.101.1"]),
    }
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------------------
# 7. Continue chat (no tools) and 8. Continue agent (native tools)
# ---------------------------------------------------------------------------
CONTINUE_RULES = ("<important_rules>\n  Always give code blocks a language and a file name in the info string, "
                  "for example ```python src/app.py.\n  When you propose a change to an existing file, show "
                  "only the changed parts, with brief comments marking unchanged code.\n</important_rules>")

CONTINUE_TOOLS = [
    ("builtin_read_file", "Read an existing file in the workspace.", {"filepath": ("string", "relative path")},
     ["filepath"]),
    ("builtin_create_new_file", "Create a new file.",
     {"filepath": ("string", "path"), "contents": ("string", "content")}, ["filepath", "contents"]),
    ("builtin_edit_existing_file", "Edit a file by describing the change with lazy placeholders for "
     "unchanged code.", {"filepath": ("string", "path"), "changes": ("string", "the edit")},
     ["filepath", "changes"]),
    ("builtin_run_terminal_command", "Run a terminal command in the workspace root.",
     {"command": ("string", "command"), "waitForCompletion": ("boolean", "wait")}, ["command"]),
    ("builtin_grep_search", "Search the repository with ripgrep.", {"query": ("string", "regex")}, ["query"]),
    ("builtin_file_glob_search", "Find files by glob.", {"pattern": ("string", "glob")}, ["pattern"]),
    ("builtin_ls", "List files in a directory.",
     {"dirPath": ("string", "directory"), "recursive": ("boolean", "recurse")}, []),
    ("builtin_view_diff", "Show the working tree diff.", {}, []),
    ("builtin_read_currently_open_file", "Read the file open in the editor.", {}, []),
    ("builtin_search_web", "Search the web.", {"query": ("string", "query")}, ["query"]),
]


def _continue_context(rng, proj):
    f = rng.choice(proj["open"])
    return "```%s %s\n%s```" % (EXT_LANG[proj["lang"]], f, proj["snippet"])


def continue_chat(ask, rng):
    proj = _project(rng)
    parts = []
    if rng.random() < 0.5:
        parts.append({"type": "text", "text": _continue_context(rng, proj)})
    parts.append({"type": "text", "text": ask["text"]})
    messages = [{"role": "system", "content": CONTINUE_RULES}]
    if len(parts) == 1 and rng.random() < 0.5:
        messages.append({"role": "user", "content": ask["text"]})
    else:
        messages.append({"role": "user", "content": parts})
    body = {"model": rng.choice(["gpt-4.1", "claude-3-5-sonnet-latest", "qwen2.5-coder:32b"]),
            "messages": messages, "max_tokens": 4096, "stream": True}
    headers = {"authorization": "Bearer " + _fake_key(rng, "sk-"), "content-type": "application/json",
               "user-agent": "node-fetch", "accept": "*/*"}
    return "/v1/chat/completions", headers, body


def continue_agent(ask, rng):
    proj = _project(rng)
    system = (CONTINUE_RULES[:-len("</important_rules>")] +
              "  You are in agent mode. If a tool is needed to complete the request, call it; otherwise "
              "answer directly. Read files before editing them.\n</important_rules>")
    parts = []
    if rng.random() < 0.4:
        parts.append({"type": "text", "text": _continue_context(rng, proj)})
    parts.append({"type": "text", "text": ask["text"]})
    body = {"model": rng.choice(["claude-sonnet-4-5", "gpt-5", "devstral-medium"]),
            "messages": [{"role": "system", "content": system}, {"role": "user", "content": parts}],
            "tools": _openai_tools(CONTINUE_TOOLS), "max_tokens": 8192, "stream": True}
    headers = {"authorization": "Bearer " + _fake_key(rng, "sk-"), "content-type": "application/json",
               "user-agent": "node-fetch", "accept": "*/*"}
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------------------
# 9. GitHub Copilot Chat agent mode and 10. Copilot Chat ask mode
# ---------------------------------------------------------------------------
COPILOT_TOOLS = [
    ("semantic_search", "Natural-language search for relevant code or docs in the workspace.",
     {"query": ("string", "query")}, ["query"]),
    ("file_search", "Find files by glob pattern.", {"query": ("string", "glob"), "maxResults": ("number", "max")},
     ["query"]),
    ("grep_search", "Fast text or regex search in the workspace.",
     {"query": ("string", "pattern"), "isRegexp": ("boolean", "regex?"), "includePattern": ("string", "glob")},
     ["query", "isRegexp"]),
    ("read_file", "Read a range of lines of a file.",
     {"filePath": ("string", "absolute path"), "startLine": ("number", "start"), "endLine": ("number", "end")},
     ["filePath", "startLine", "endLine"]),
    ("list_dir", "List a directory.", {"path": ("string", "absolute path")}, ["path"]),
    ("replace_string_in_file", "Replace an exact, unique string in a file with new text.",
     {"filePath": ("string", "path"), "oldString": ("string", "old"), "newString": ("string", "new")},
     ["filePath", "oldString", "newString"]),
    ("create_file", "Create a new file.", {"filePath": ("string", "path"), "content": ("string", "content")},
     ["filePath", "content"]),
    ("run_in_terminal", "Run a shell command in a terminal.",
     {"command": ("string", "command"), "explanation": ("string", "one sentence"),
      "isBackground": ("boolean", "background?")}, ["command", "explanation", "isBackground"]),
    ("get_terminal_output", "Get output of a background terminal command.", {"id": ("string", "terminal id")},
     ["id"]),
    ("get_errors", "Get compile or lint errors for files.", {"filePaths": ("array", "paths")}, ["filePaths"]),
    ("run_tests", "Run unit tests in files.", {"files": ("array", "test files")}, []),
    ("manage_todo_list", "Manage a structured todo list for multi-step work.",
     {"operation": ("string", "read | write"), "todoList": ("array", "items")}, ["operation"]),
    ("fetch_webpage", "Fetch main content from web pages.", {"urls": ("array", "urls"), "query": ("string", "q")},
     ["urls", "query"]),
    ("github_repo", "Search a GitHub repository for code snippets.",
     {"repo": ("string", "owner/repo"), "query": ("string", "query")}, ["repo", "query"]),
]

COPILOT_SYSTEM_AGENT = """You are an expert AI programming assistant working with a user in the VS Code editor.
When asked for your name, say "GitHub Copilot". Follow the user's requirements carefully. Keep answers short \
and impersonal.
<instructions>
You are a highly capable coding agent. The user will ask a question or ask you to do a task; it may need \
research to answer correctly. Gather context with tools rather than guessing, and keep going until the \
request is resolved. Prefer editing files directly over printing code blocks.
</instructions>
<toolUseInstructions>
Use tools when they help; call independent tools in parallel; never mention tool names to the user.
</toolUseInstructions>
<editFileInstructions>
Read a file before editing it. After editing, check for errors with get_errors.
</editFileInstructions>
<outputFormatting>
Use markdown; wrap file names and symbols in backticks.
</outputFormatting>"""

COPILOT_SYSTEM_ASK = """You are an AI programming assistant.
When asked for your name, you must respond with "GitHub Copilot".
Follow the user's requirements carefully and to the letter. Keep your answers short and impersonal.
Use Markdown formatting in your answers and include the programming language name at the start of code blocks.
You can only give one reply for each conversation turn."""


def _copilot_headers(rng, intent):
    return {
        "authorization": "Bearer " + _fake_key(rng, "tid="),
        "content-type": "application/json",
        "copilot-integration-id": "vscode-chat",
        "editor-version": "vscode/%s" % rng.choice(["1.99.3", "1.103.2", "1.105.0"]),
        "editor-plugin-version": "copilot-chat/%s" % rng.choice(["0.26.7", "0.30.3", "0.32.1"]),
        "openai-intent": intent,
        "x-interaction-type": intent,
        "x-initiator": "user",
        "x-github-api-version": "2025-05-01",
        "x-request-id": _uuid(rng),
        "vscode-sessionid": _uuid(rng) + str(rng.randint(10 ** 12, 10 ** 13)),
        "vscode-machineid": _hex(rng, 64),
        "user-agent": "GitHubCopilotChat/0.30.3",
    }


def copilot_agent(ask, rng):
    proj = _project(rng)
    osname, home = _home(rng)
    root = "%s/git/%s" % (home, proj["name"])
    f = rng.choice(proj["open"])
    ctx_user = ("<environment_info>\nThe user's current OS is: %s\nThe user's default shell is: \"%s\".\n"
                "</environment_info>\n<workspace_info>\nI am working in a workspace with the following folders:\n"
                "- %s \nI am working in a workspace that has the following structure:\n```\n%s\n```\nThis is "
                "the state of the context at this point in the conversation. The view of the workspace "
                "structure may be truncated.\n</workspace_info>"
                % ("Linux" if osname == "linux" else "macOS", "bash" if osname == "linux" else "zsh", root,
                   "\n".join(proj["files"])))
    req = ("<context>\nThe current date is %s.\nMy current OS is: %s\n</context>\n<editorContext>\nThe user's "
           "current file is %s/%s. \n</editorContext>\n<reminderInstructions>\nWhen using the replace tool, "
           "include 3-5 lines of unchanged code before and after the string you want to replace.\n"
           "</reminderInstructions>\n<userRequest>\n%s\n</userRequest>"
           % (_date(rng), "Linux" if osname == "linux" else "macOS", root, f, ask["text"]))
    body = {
        "messages": [{"role": "system", "content": COPILOT_SYSTEM_AGENT},
                     {"role": "user", "content": ctx_user},
                     {"role": "user", "content": [{"type": "text", "text": req}]}],
        "model": rng.choice(["claude-sonnet-4", "gpt-4.1", "gpt-5-mini"]),
        "temperature": 0, "top_p": 1, "max_tokens": 16000, "n": 1, "stream": True,
        "tools": _openai_tools(COPILOT_TOOLS),
    }
    return "/chat/completions", _copilot_headers(rng, "conversation-agent"), body


def copilot_chat(ask, rng):
    proj = _project(rng)
    f = rng.choice(proj["open"])
    msgs = [{"role": "system", "content": COPILOT_SYSTEM_ASK}]
    if rng.random() < 0.5:
        msgs.append({"role": "user", "content": "<attachments>\n<attachment id=\"%s\">\nExcerpt from %s, lines "
                     "1 to 6:\n```%s\n%s```\n</attachment>\n</attachments>"
                     % (f, f, proj["lang"], proj["snippet"])})
    msgs.append({"role": "user", "content": "<context>\nThe current date is %s.\n</context>\n<userRequest>\n%s\n"
                 "</userRequest>" % (_date(rng), ask["text"])})
    body = {"messages": msgs, "model": rng.choice(["gpt-4.1", "gpt-4o", "claude-3.7-sonnet"]),
            "temperature": 0.1, "top_p": 1, "max_tokens": 4096, "n": 1, "stream": True}
    return "/chat/completions", _copilot_headers(rng, "conversation-panel"), body


# ---------------------------------------------------------------------------
# 11. Cursor-like agent (chat completions with tools, user_info / user_query tags)
# ---------------------------------------------------------------------------
CURSOR_TOOLS = [
    ("codebase_search", "Semantic search that finds code by meaning.",
     {"query": ("string", "question"), "target_directories": ("array", "dirs"),
      "explanation": ("string", "why")}, ["query"]),
    ("read_file", "Read a file, optionally a line range.",
     {"target_file": ("string", "path"), "offset": ("number", "start"), "limit": ("number", "lines")},
     ["target_file"]),
    ("run_terminal_cmd", "Propose a terminal command to run for the user.",
     {"command": ("string", "command"), "is_background": ("boolean", "background"),
      "explanation": ("string", "why")}, ["command", "is_background"]),
    ("list_dir", "List a directory.", {"relative_workspace_path": ("string", "dir")},
     ["relative_workspace_path"]),
    ("grep_search", "Exact regex search with ripgrep.",
     {"query": ("string", "regex"), "include_pattern": ("string", "glob"), "case_sensitive": ("boolean", "cs")},
     ["query"]),
    ("edit_file", "Propose an edit to an existing file or create a new one, marking unchanged code with "
     "'// ... existing code ...'.",
     {"target_file": ("string", "path"), "instructions": ("string", "one sentence"),
      "code_edit": ("string", "the edit")}, ["target_file", "instructions", "code_edit"]),
    ("search_replace", "Replace one exact occurrence of a string in a file.",
     {"file_path": ("string", "path"), "old_string": ("string", "old"), "new_string": ("string", "new")},
     ["file_path", "old_string", "new_string"]),
    ("file_search", "Fuzzy file-path search.", {"query": ("string", "fuzzy name")}, ["query"]),
    ("delete_file", "Delete a file.", {"target_file": ("string", "path")}, ["target_file"]),
    ("web_search", "Search the web for up-to-date information.", {"search_term": ("string", "query")},
     ["search_term"]),
    ("todo_write", "Create or update a todo list for the session.",
     {"merge": ("boolean", "merge"), "todos": ("array", "items")}, ["merge", "todos"]),
]

CURSOR_SYSTEM = """You are an AI coding assistant working inside an AI code editor. You pair-program with the \
USER on their coding task. Each message may come with information about the USER's state: open files, cursor \
position, recently viewed files, edit history, linter errors. Use it only if relevant.

<communication>
Use markdown; format file, directory, function and class names with backticks.
</communication>
<tool_calling>
Only call tools when needed; if the task is general or you already know the answer, reply without tools. \
Never refer to tool names when speaking to the USER.
</tool_calling>
<making_code_changes>
When changing code, use the edit tools rather than printing code unless asked. Make sure the code can run \
immediately; add needed imports. Fix linter errors you introduce, at most three tries per file.
</making_code_changes>"""


def cursor_like(ask, rng):
    proj = _project(rng)
    osname, home = _home(rng)
    root = "%s/dev/%s" % (home, proj["name"])
    info = ("<user_info>\nThe user's OS version is %s. The absolute path of the user's workspace is %s. The "
            "user's shell is %s.\n</user_info>\n\n<project_layout>\nBelow is a snapshot of the current "
            "workspace's file structure at the start of the conversation.\n\n%s/\n%s\n</project_layout>"
            % ("linux 6.8.0" if osname == "linux" else "darwin 24.5.0", root,
               "/bin/bash" if osname == "linux" else "/bin/zsh", root, _tree(proj)))
    f = rng.choice(proj["open"])
    extra = ("<additional_data>\nBelow are some potentially helpful pieces of information for responding to "
             "the user's request.\n\n<current_file>\nPath: %s\nLine: %d\n</current_file>\n</additional_data>\n\n"
             % (f, rng.randint(1, 120)))
    q = extra + "<user_query>\n%s\n</user_query>" % ask["text"]
    body = {"model": rng.choice(["claude-4-sonnet", "gpt-5", "cursor-small"]),
            "messages": [{"role": "system", "content": CURSOR_SYSTEM},
                         {"role": "user", "content": info},
                         {"role": "user", "content": q}],
            "tools": _openai_tools(CURSOR_TOOLS), "tool_choice": "auto", "stream": True,
            "stream_options": {"include_usage": True}, "temperature": 0}
    headers = {"authorization": "Bearer " + _fake_key(rng, "sk-"), "content-type": "application/json",
               "user-agent": "connect-es/1.6.1", "accept-encoding": "gzip"}
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------------------
# 12. aider (chat completions, no tools; edit-format rules, example turns, repo map, chat files, reminder)
# ---------------------------------------------------------------------------
AIDER_SYSTEM = """Act as an expert software developer. Always use best practices when coding and respect the \
existing conventions, libraries and style of the code base.
Take requests for changes to the supplied code. If a request is ambiguous, ask questions.
Always reply to the user in {lang}.

Once you understand the request:
1. Decide whether you need to see files that were not added to the chat; if so, name them and stop.
2. Think step by step and explain the needed changes briefly.
3. Describe each change with a *SEARCH/REPLACE block* as in the examples below.

All changes to files must use the *SEARCH/REPLACE block* format.
Only create SEARCH/REPLACE blocks for files the user has added to the chat!"""

AIDER_REMINDER = """# *SEARCH/REPLACE block* Rules:
Every block uses this layout: the full file path alone on a line, a fence with the language, the line \
<<<<<<< SEARCH, a contiguous chunk of existing lines to find, the dividing line =======, the lines to put \
in their place, the line >>>>>>> REPLACE, and the closing fence.
The SEARCH part must match the file exactly, including comments and whitespace. Keep blocks small and \
unique. To create a new file, use an empty SEARCH section.
ONLY EVER RETURN CODE IN A *SEARCH/REPLACE BLOCK*!"""

AIDER_EXAMPLES = [
    {"role": "user", "content": "Make `word_count` ignore punctuation."},
    {"role": "assistant", "content": "To make `word_count` ignore punctuation we strip it before splitting.\n\n"
     "Here is the *SEARCH/REPLACE* block:\n\ntext/stats.py\n```python\n<<<<<<< SEARCH\ndef word_count(s):\n"
     "    return len(s.split())\n=======\nimport string\n\n\ndef word_count(s):\n"
     "    s = s.translate(str.maketrans('', '', string.punctuation))\n    return len(s.split())\n"
     ">>>>>>> REPLACE\n```"},
    {"role": "user", "content": "Move `greet()` from app.py into its own file greeting.py."},
    {"role": "assistant", "content": "We create greeting.py with the function, then remove it from app.py "
     "and import it.\n\ngreeting.py\n```python\n<<<<<<< SEARCH\n=======\ndef greet(name):\n"
     "    return f\"hi {name}\"\n>>>>>>> REPLACE\n```\n\napp.py\n```python\n<<<<<<< SEARCH\ndef greet(name):\n"
     "    return f\"hi {name}\"\n=======\nfrom greeting import greet\n>>>>>>> REPLACE\n```"},
]


def aider(ask, rng):
    proj = _project(rng)
    lang = "the same language they are using"
    msgs = [{"role": "system", "content": AIDER_SYSTEM.format(lang=lang)}]
    msgs += [dict(m) for m in AIDER_EXAMPLES]
    repo_map = "\n".join("%s:\n⋮\n│%s\n⋮" % (f, proj["snippet"].splitlines()[0]) for f in proj["files"][:8]
                         if "." in f.rsplit("/", 1)[-1] and not f.endswith((".md", ".toml", ".json", ".yml")))
    msgs.append({"role": "user", "content": "Here are summaries of some files present in my git repository.\n"
                 "Do not propose changes to these files; treat them as *read-only*.\nIf you need to edit any of "
                 "them, ask me to *add them to the chat* first.\n\n" + repo_map})
    msgs.append({"role": "assistant", "content": "Ok, I won't try to edit those files without asking first."})
    if rng.random() < 0.5:
        f = rng.choice(proj["open"])
        msgs.append({"role": "user", "content": "I have *added these files to the chat* so you can go ahead and "
                     "edit them.\n\n*Trust this message as the true contents of these files!*\nAny other "
                     "messages in the chat may contain outdated versions of the files' contents.\n\n%s\n```\n%s```"
                     % (f, proj["snippet"])})
        msgs.append({"role": "assistant", "content": "Ok, any changes I propose will be to those files."})
    else:
        msgs.append({"role": "user", "content": "I am not sharing any files that you can edit yet."})
        msgs.append({"role": "assistant", "content": "Ok."})
    if rng.random() < 0.5:
        msgs.append({"role": "user", "content": ask["text"]})
        msgs.append({"role": "system", "content": AIDER_REMINDER})
    else:
        msgs.append({"role": "user", "content": ask["text"] + "\n\n" + AIDER_REMINDER})
    body = {"model": rng.choice(["gpt-4o", "claude-3-5-sonnet-20241022", "deepseek/deepseek-chat"]),
            "messages": msgs, "temperature": 0, "stream": True}
    headers = {"authorization": "Bearer " + _fake_key(rng, "sk-"), "content-type": "application/json",
               "user-agent": "OpenAI/Python 1.99.1", "x-stainless-lang": "python",
               "x-stainless-package-version": "1.99.1", "x-stainless-runtime": "CPython"}
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------------------
# 13. OpenHands (chat completions, function tools, repository/runtime info blocks)
# ---------------------------------------------------------------------------
OPENHANDS_TOOLS = [
    ("execute_bash", "Run a bash command in a persistent shell; long-running commands should be backgrounded; "
     "one command at a time.", {"command": ("string", "command"), "is_input": ("string", "true to send input "
     "to a running process"), "timeout": ("number", "seconds")}, ["command"]),
    ("think", "Write down a thought without acting; useful for brainstorming or planning.",
     {"thought": ("string", "the thought")}, ["thought"]),
    ("finish", "Signal that the task is done or cannot be continued.",
     {"message": ("string", "final message"), "task_completed": ("string", "true | false | partial")},
     ["message"]),
    ("browser", "Interact with a browser using Python-like action calls (goto, click, fill, scroll).",
     {"code": ("string", "browser actions")}, ["code"]),
    ("execute_ipython_cell", "Run Python code in an IPython cell.", {"code": ("string", "code")}, ["code"]),
    ("str_replace_editor", "View, create and edit files: view, create, str_replace, insert, undo_edit.",
     {"command": ("string", "sub-command"), "path": ("string", "absolute path"),
      "file_text": ("string", "for create"), "old_str": ("string", "for str_replace"),
      "new_str": ("string", "replacement"), "insert_line": ("number", "for insert")}, ["command", "path"]),
    ("fetch", "Fetch a URL and return its content as markdown.", {"url": ("string", "url")}, ["url"]),
    ("task_tracker", "Plan and track multi-step work as a task list.",
     {"command": ("string", "view | plan"), "task_list": ("array", "tasks")}, ["command"]),
]

OPENHANDS_SYSTEM = """You are an autonomous AI software-engineering agent that can run commands, edit files \
and browse the web to help the user.

<ROLE>
Help the user with their request. If the user asks a question, answer it without trying to change code. \
Be thorough but efficient.
</ROLE>
<EFFICIENCY>
Combine related commands; avoid needless exploration.
</EFFICIENCY>
<FILE_SYSTEM_GUIDELINES>
When given a path, do not assume it is relative to the working directory; explore first. Edit files in \
place rather than creating copies.
</FILE_SYSTEM_GUIDELINES>
<CODE_QUALITY>
Write clean, minimal code; few comments; understand before changing.
</CODE_QUALITY>
<VERSION_CONTROL>
Use the configured git identity; never push to main or force-push unless asked.
</VERSION_CONTROL>
<PROBLEM_SOLVING_WORKFLOW>
1. Explore  2. Analyse  3. Test: write a reproducing test when fixing a bug  4. Implement  5. Verify
</PROBLEM_SOLVING_WORKFLOW>
<TROUBLESHOOTING>
If you are stuck after several attempts, step back and list possible causes.
</TROUBLESHOOTING>"""


def openhands(ask, rng):
    proj = _project(rng)
    port1, port2 = rng.randint(50000, 55000), rng.randint(55001, 60000)
    recall = ("<REPOSITORY_INFO>\nAt the user's request, repository acme/%s has been cloned to "
              "/workspace/%s in the current working directory.\n</REPOSITORY_INFO>\n\n<RUNTIME_INFORMATION>\n"
              "The user has access to the following hosts for accessing a web application, each of which has a "
              "corresponding port:\n* http://localhost:%d (port %d)\n* http://localhost:%d (port %d)\n"
              "When starting a web server, use the corresponding ports and allow any host.\nToday's date is %s "
              "(UTC).\n</RUNTIME_INFORMATION>" % (proj["name"], proj["name"], port1, port1, port2, port2,
                                                   _date(rng)))
    user = {"role": "user", "content": [{"type": "text", "text": ask["text"]}]}
    if rng.random() < 0.6:
        user["content"].append({"type": "text", "text": recall})
    body = {"model": rng.choice(["litellm_proxy/claude-sonnet-4-20250514", "openai/gpt-5",
                                 "openrouter/qwen/qwen3-coder"]),
            "messages": [{"role": "system", "content": [{"type": "text", "text": OPENHANDS_SYSTEM}]}, user],
            "tools": _openai_tools(OPENHANDS_TOOLS), "temperature": 0, "top_p": 1,
            "max_completion_tokens": 64000}
    headers = {"authorization": "Bearer " + _fake_key(rng, "sk-"), "content-type": "application/json",
               "user-agent": "litellm/1.74.3", "x-stainless-lang": "python",
               "x-stainless-package-version": "1.99.1"}
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------------------
# 14. SWE-agent (one-line system prompt; instance template wraps the request; bash/editor/submit tools)
# ---------------------------------------------------------------------------
SWE_TOOLS = [
    ("bash", "Run a bash command in the container.", {"command": ("string", "command")}, ["command"]),
    ("str_replace_editor", "Custom tool for viewing, creating and editing files (view, create, str_replace, "
     "insert, undo_edit).", {"command": ("string", "sub-command"), "path": ("string", "absolute path"),
                            "file_text": ("string", "content"), "old_str": ("string", "old"),
                            "new_str": ("string", "new"), "insert_line": ("number", "line"),
                            "view_range": ("array", "range")}, ["command", "path"]),
    ("submit", "Submit the current state of the work as the final answer.", {}, []),
]


def swe_agent(ask, rng):
    proj = _project(rng)
    repo = "/" + proj["name"]
    inst = ("<uploaded_files>\n%s\n</uploaded_files>\nA code repository is available in the directory %s. "
            "Consider the following request from a user:\n\n<pr_description>\n%s\n</pr_description>\n\n"
            "Help the user with it. If it needs changes to the repository, make the minimal changes to "
            "non-test files in %s; if it is a question, answer it.\nSuggested steps:\n1. Look around the "
            "repository if you need to.\n2. Reproduce any reported error with a script and run it.\n"
            "3. Edit the source to resolve it and rerun your script.\n4. Think about edge cases.\n"
            "Your thinking should be thorough, so it's fine if it's long." % (repo, repo, ask["text"], repo))
    body = {"model": rng.choice(["claude-sonnet-4-20250514", "gpt-4o", "deepseek/deepseek-reasoner"]),
            "messages": [{"role": "system", "content": "You are a helpful assistant that can use a computer to "
                          "solve tasks."},
                         {"role": "user", "content": [{"type": "text", "text": inst}]}],
            "tools": _openai_tools(SWE_TOOLS), "temperature": 0.0, "top_p": 1.0}
    headers = {"authorization": "Bearer " + _fake_key(rng, "sk-"), "content-type": "application/json",
               "user-agent": "litellm/1.72.0", "x-stainless-lang": "python"}
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------------------
# 15. goose (chat completions; extension-prefixed tools; system prompt lists extensions)
# ---------------------------------------------------------------------------
GOOSE_TOOLS = [
    ("developer__shell", "Execute a command in the shell and return its output; use rg rather than find or "
     "grep -r.", {"command": ("string", "command")}, ["command"]),
    ("developer__text_editor", "View, write and edit files: view, write, str_replace, insert, undo_edit.",
     {"command": ("string", "sub-command"), "path": ("string", "absolute path"),
      "file_text": ("string", "for write"), "old_str": ("string", "old"), "new_str": ("string", "new")},
     ["command", "path"]),
    ("developer__analyze", "Analyse code structure: symbols, call graphs, directory overviews.",
     {"path": ("string", "path"), "focus": ("string", "symbol")}, ["path"]),
    ("developer__image_processor", "Load an image file for the model to see.", {"path": ("string", "path")},
     ["path"]),
    ("todo__read", "Read the current task checklist.", {}, []),
    ("todo__write", "Overwrite the task checklist.", {"content": ("string", "markdown")}, ["content"]),
    ("platform__search_available_extensions", "List extensions that can be enabled.", {}, []),
    ("platform__manage_extensions", "Enable or disable an extension.",
     {"action": ("string", "enable | disable"), "extension_name": ("string", "name")},
     ["action", "extension_name"]),
    ("platform__read_resource", "Read a resource exposed by an extension.",
     {"uri": ("string", "resource uri"), "extension_name": ("string", "name")}, ["uri"]),
]


def goose(ask, rng):
    now = _time(rng)
    system = ("You are a general-purpose AI agent called goose, built as an open-source on-machine agent. "
              "goose works with tools provided by extensions to help with development and everyday tasks.\n\n"
              "The current date is %s.\n\n# Extensions\n\nExtensions give you tools and context. They can be "
              "enabled at runtime from the platform extension.\n\n## developer\nThe developer extension lets "
              "you edit code files, run shell commands and analyse code. Working directory: %s.\n\n## todo\n"
              "Keeps a checklist for longer tasks.\n\n# Response Guidelines\n\n- Use Markdown formatting.\n"
              "- Prefer short answers for simple questions; use tools when the task requires them."
              % (now, rng.choice(["/home/ops/infra", "/Users/kit/code/site", "/home/dev/api"])))
    body = {"model": rng.choice(["gpt-4o", "claude-sonnet-4-5", "qwen3-coder:30b"]),
            "messages": [{"role": "system", "content": system}, {"role": "user", "content": ask["text"]}],
            "tools": _openai_tools(GOOSE_TOOLS), "stream": True, "stream_options": {"include_usage": True}}
    headers = {"authorization": "Bearer " + _fake_key(rng, "sk-"), "content-type": "application/json",
               "user-agent": "goose/%s" % rng.choice(["1.8.0", "1.11.1"])}
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------------------
# 16. opencode (Anthropic Messages through the AI SDK; env and project tree in system)
# ---------------------------------------------------------------------------
OPENCODE_TOOLS = [
    ("bash", "Run a bash command with optional timeout.", {"command": ("string", "command"),
     "timeout": ("number", "ms"), "description": ("string", "5-10 words")}, ["command", "description"]),
    ("edit", "Exact string replacement in a file.", {"filePath": ("string", "absolute path"),
     "oldString": ("string", "old"), "newString": ("string", "new"), "replaceAll": ("boolean", "all")},
     ["filePath", "oldString", "newString"]),
    ("webfetch", "Fetch a URL as text, markdown or html.", {"url": ("string", "url"),
     "format": ("string", "text | markdown | html")}, ["url", "format"]),
    ("glob", "Find files by glob pattern.", {"pattern": ("string", "glob"), "path": ("string", "dir")},
     ["pattern"]),
    ("grep", "Regex search over file contents.", {"pattern": ("string", "regex"), "path": ("string", "dir"),
     "include": ("string", "glob")}, ["pattern"]),
    ("list", "List a directory tree.", {"path": ("string", "dir"), "ignore": ("array", "globs")}, []),
    ("read", "Read a file with line numbers.", {"filePath": ("string", "path"), "offset": ("number", "line"),
     "limit": ("number", "lines")}, ["filePath"]),
    ("write", "Write a file.", {"filePath": ("string", "path"), "content": ("string", "content")},
     ["filePath", "content"]),
    ("todowrite", "Write the session todo list.", {"todos": ("array", "items")}, ["todos"]),
    ("todoread", "Read the session todo list.", {}, []),
    ("task", "Launch a sub-agent for a self-contained job.", {"description": ("string", "label"),
     "prompt": ("string", "brief"), "subagent_type": ("string", "agent")}, ["description", "prompt"]),
]


def opencode(ask, rng):
    proj = _project(rng)
    osname, home = _home(rng)
    cwd = "%s/%s" % (home, proj["name"])
    sys1 = ("You are opencode, an interactive CLI tool that helps users with software engineering tasks. Use "
            "the instructions below and the tools available to you to assist the user.\n\nBe concise; output is "
            "shown in a terminal. Only use tools when the request needs them. Follow existing code "
            "conventions. Never commit unless asked. When doing multi-step work, track it with the todo tools.")
    sys2 = ("Here is some useful information about the environment you are running in:\n<env>\n  Working "
            "directory: %s\n  Is directory a git repo: yes\n  Platform: %s\n  Today's date: %s\n</env>\n"
            "<project>\n%s\n</project>" % (cwd, osname, _date(rng), "\n".join(proj["files"])))
    body = {"model": rng.choice(["claude-sonnet-4-5-20250929", "claude-haiku-4-5-20251001"]),
            "max_tokens": 32000,
            "system": [{"type": "text", "text": sys1, "cache_control": {"type": "ephemeral"}},
                       {"type": "text", "text": sys2, "cache_control": {"type": "ephemeral"}}],
            "messages": [{"role": "user", "content": [{"type": "text", "text": ask["text"]}]}],
            "tools": _anthropic_tools(OPENCODE_TOOLS), "tool_choice": {"type": "auto"}, "stream": True}
    headers = {"x-api-key": _fake_key(rng, "sk-ant-api03-"), "anthropic-version": "2023-06-01",
               "content-type": "application/json",
               "user-agent": "opencode/%s ai-sdk/anthropic" % rng.choice(["0.15.8", "1.0.20"])}
    return "/v1/messages", headers, body


# ---------------------------------------------------------------------------
# 17. Zed agent panel (chat completions; mentions attached after the request inside <context>)
# ---------------------------------------------------------------------------
ZED_TOOLS = [
    ("read_file", "Read a file from the project by its path (root directory name first).",
     {"path": ("string", "project path"), "start_line": ("number", "start"), "end_line": ("number", "end")},
     ["path"]),
    ("edit_file", "Edit or create a file: describe the edit; a second model applies it.",
     {"display_description": ("string", "one-line summary"), "path": ("string", "path"),
      "mode": ("string", "edit | create | overwrite")}, ["display_description", "path", "mode"]),
    ("find_path", "Fast glob search over project paths.", {"glob": ("string", "glob"),
     "offset": ("number", "page")}, ["glob"]),
    ("grep", "Regex search over project files.", {"regex": ("string", "regex"),
     "include_pattern": ("string", "glob"), "offset": ("number", "page")}, ["regex"]),
    ("list_directory", "List a directory in the project.", {"path": ("string", "path")}, ["path"]),
    ("terminal", "Run a shell one-liner in a project directory.", {"command": ("string", "command"),
     "cd": ("string", "working directory")}, ["command", "cd"]),
    ("diagnostics", "Get errors and warnings for a file or the whole project.", {"path": ("string", "path")},
     []),
    ("now", "Return the current date and time.", {"timezone": ("string", "utc | local")}, ["timezone"]),
    ("thinking", "Think through a problem without acting.", {"content": ("string", "thoughts")}, ["content"]),
    ("fetch", "Fetch a URL as markdown.", {"url": ("string", "url")}, ["url"]),
    ("delete_path", "Delete a file or directory.", {"path": ("string", "path")}, ["path"]),
    ("move_path", "Move or rename a path.", {"source_path": ("string", "from"),
     "destination_path": ("string", "to")}, ["source_path", "destination_path"]),
]


def zed(ask, rng):
    proj = _project(rng)
    osname, home = _home(rng)
    system = ("You are a highly skilled software engineer with extensive knowledge of many languages, "
              "frameworks and best practices.\n\n## Communication\n\nBe conversational but professional. Never "
              "make things up. Format responses in markdown.\n\n## Tool Use\n\nFollow tool schemas exactly; "
              "only use tools that are available. Do not reveal tool names to the user. If you can answer "
              "without tools, do so.\n\n## Searching and Reading\n\nWhen unsure where something lives, search "
              "with find_path or grep before reading. Paths always start with a project root directory.\n\n"
              "## Fixing Diagnostics\n\nTry at most twice to fix diagnostics, then ask the user.\n\n## System "
              "Information\n\nOperating System: %s\nDefault Shell: %s\n\nThe user has opened a project that "
              "contains the following root directories/files:\n- `%s`\n"
              % ("linux" if osname == "linux" else "macos", "bash" if osname == "linux" else "zsh",
                 proj["name"]))
    content = [{"type": "text", "text": ask["text"]}]
    if rng.random() < 0.5:
        f = rng.choice(proj["open"])
        content.append({"type": "text", "text": "\n<context>\nThe following items were attached by the user. "
                        "They are up-to-date and don't need to be re-read.\n\n<files>\n```%s %s/%s\n%s```\n"
                        "</files>\n</context>" % (EXT_LANG[proj["lang"]], proj["name"], f, proj["snippet"])})
    body = {"model": rng.choice(["gpt-5", "claude-sonnet-4-5", "gemini-2.5-pro"]),
            "messages": [{"role": "system", "content": system}, {"role": "user", "content": content}],
            "tools": _openai_tools(ZED_TOOLS), "stream": True, "parallel_tool_calls": False,
            "temperature": 1.0}
    headers = {"authorization": "Bearer " + _fake_key(rng, "sk-"), "content-type": "application/json",
               "user-agent": "Zed/%s" % rng.choice(["0.205.4", "0.210.3"])}
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------------------
# 18. Sourcegraph Cody (speaker/text messages; context as human turns acknowledged with "Ok.")
# ---------------------------------------------------------------------------
def cody(ask, rng):
    proj = _project(rng)
    msgs = [{"speaker": "system", "text": "You are Cody, an AI coding assistant from Sourcegraph. Answer "
             "questions about code precisely; use markdown code blocks with the file path when relevant."}]
    for f in rng.sample(proj["open"], k=min(len(proj["open"]), rng.randint(0, 2))):
        msgs.append({"speaker": "human", "text": "Codebase context from file %s:\n```%s\n%s```"
                     % (f, proj["lang"], proj["snippet"])})
        msgs.append({"speaker": "assistant", "text": "Ok."})
    msgs.append({"speaker": "human", "text": ask["text"]})
    body = {"model": rng.choice(["anthropic::2024-10-22::claude-3-5-sonnet-latest",
                                 "openai::2024-02-01::gpt-4o", "google::v1::gemini-2.0-flash"]),
            "messages": msgs, "maxTokensToSample": 4000, "temperature": 0.2, "topK": -1, "topP": -1,
            "stream": True}
    ver = rng.choice(["1.80.1", "1.92.0"])
    headers = {"authorization": "token " + _fake_key(rng, "sgp_"), "content-type": "application/json",
               "x-requested-with": "vscode %s" % ver, "user-agent": "vscode/%s (Node.js v20.18.1)" % ver}
    return "/.api/completions/stream?api-version=8&client-name=vscode&client-version=%s" % ver, headers, body


# ---------------------------------------------------------------------------
# 19. openai SDK script and 20. curl
# ---------------------------------------------------------------------------
def openai_sdk(ask, rng):
    msgs = []
    r = rng.random()
    if r < 0.4:
        msgs.append({"role": "system", "content": "You are a helpful assistant."})
    elif r < 0.7:
        msgs.append({"role": "developer", "content": "You are a senior engineer. Answer precisely."})
    msgs.append({"role": "user", "content": ask["text"]})
    body = {"model": rng.choice(["gpt-4o-mini", "gpt-4.1", "o4-mini"]), "messages": msgs}
    if rng.random() < 0.5:
        body["temperature"] = rng.choice([0, 0.2, 0.7])
    if rng.random() < 0.3:
        body["stream"] = True
    headers = {"authorization": "Bearer " + _fake_key(rng, "sk-proj-"), "content-type": "application/json",
               "accept": "application/json", "user-agent": "OpenAI/Python 1.99.1", "x-stainless-lang": "python",
               "x-stainless-package-version": "1.99.1", "x-stainless-os": "Linux", "x-stainless-arch": "x64",
               "x-stainless-runtime": "CPython", "x-stainless-runtime-version": "3.12.3",
               "x-stainless-retry-count": "0"}
    return "/v1/chat/completions", headers, body


def curl(ask, rng):
    body = {"model": rng.choice(["gpt-4o", "local-model", "llama-3.1-70b"]),
            "messages": [{"role": "user", "content": ask["text"]}]}
    if rng.random() < 0.3:
        body["max_tokens"] = 1024
    headers = {"authorization": "Bearer " + _fake_key(rng, "sk-"), "content-type": "application/json",
               "user-agent": "curl/%s" % rng.choice(["7.81.0", "8.5.0", "8.7.1"]), "accept": "*/*"}
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------------------
# 21. smolagents CodeAgent (text protocol: Thought / code blob / Observation, tools as Python functions)
# ---------------------------------------------------------------------------
SMOL_SYSTEM = """You are an expert assistant who solves any task using code blobs. You have access to a list \
of tools: Python functions you can call from code.
Work in a cycle of 'Thought:', 'Code:' and 'Observation:' steps.
At each step, in 'Thought:' explain your reasoning and which tools you will use. Then in 'Code:' write simple \
Python, ending the block with '<end_code>'. Use print() to keep what you need: it will come back in the \
'Observation:' field for the next step. Finish by calling `final_answer`.

Tools available:
```python
def web_search(query: str) -> str:
    \"\"\"Searches the web and returns the top results.\"\"\"

def visit_webpage(url: str) -> str:
    \"\"\"Returns the page at url as markdown.\"\"\"

def run_shell(command: str) -> str:
    \"\"\"Runs a shell command in the project directory and returns its output.\"\"\"

def read_text_file(path: str) -> str:
    \"\"\"Returns the content of a text file.\"\"\"

def write_text_file(path: str, content: str) -> str:
    \"\"\"Writes content to a file and returns a confirmation.\"\"\"

def final_answer(answer: any) -> any:
    \"\"\"Provides the final answer to the task.\"\"\"
```

Rules:
1. Always give a 'Thought:' and a 'Code:' block ending with '<end_code>'.
2. Use only variables you defined; do not chain many unpredictable tool calls in one block.
3. You may import from: ['collections', 'datetime', 'itertools', 'json', 're', 'math', 'statistics'].
4. Don't give up: you are in charge of solving the task.
Now begin!"""


def smolagents(ask, rng):
    msgs = [{"role": "system", "content": [{"type": "text", "text": SMOL_SYSTEM}]},
            {"role": "user", "content": [{"type": "text", "text": "New task:\n" + ask["text"]}]}]
    body = {"model": rng.choice(["Qwen/Qwen2.5-Coder-32B-Instruct", "gpt-4o", "meta-llama/Llama-3.3-70B-Instruct"]),
            "messages": msgs, "stop": ["<end_code>", "Observation:", "Calling tools:"], "max_tokens": 4096}
    headers = {"authorization": "Bearer " + _fake_key(rng, "hf_"), "content-type": "application/json",
               "user-agent": "OpenAI/Python 1.97.0", "x-stainless-lang": "python"}
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------------------
# 22. LangChain ReAct agent on the legacy completions endpoint
# ---------------------------------------------------------------------------
def langchain_react(ask, rng):
    tools = [("terminal", "Run shell commands on this machine. Input is a single command."),
             ("read_file", "Read a file from disk. Input is a file path."),
             ("write_file", "Write a file. Input is JSON with path and text."),
             ("search", "Search the web. Input is a query.")]
    rng.shuffle(tools)
    desc = "\n".join("%s: %s" % t for t in tools)
    names = ", ".join(t[0] for t in tools)
    prompt = ("Respond to the following request as well as you can. You have these tools:\n\n%s\n\n"
              "Use this layout:\n\nQuestion: the request you must handle\nThought: think about what to do next\n"
              "Action: the tool to use, one of [%s]\nAction Input: the input to the tool\n"
              "Observation: what the tool returned\n... (Thought/Action/Action Input/Observation can repeat)\n"
              "Thought: I now know the final answer\nFinal Answer: the final answer to the original request\n\n"
              "Begin!\n\nQuestion: %s\nThought:" % (desc, names, ask["text"]))
    body = {"model": rng.choice(["gpt-3.5-turbo-instruct", "davinci-002", "local-instruct"]),
            "prompt": prompt, "max_tokens": 256, "temperature": 0.0, "stop": ["\nObservation:", "\n\tObservation:"],
            "n": 1, "logprobs": None, "stream": False}
    headers = {"authorization": "Bearer " + _fake_key(rng, "sk-"), "content-type": "application/json",
               "user-agent": "OpenAI/Python 1.82.0", "x-stainless-lang": "python"}
    return "/v1/completions", headers, body


# ---------------------------------------------------------------------------
# 23. Open WebUI talking to an Ollama backend (/api/chat)
# ---------------------------------------------------------------------------
def open_webui(ask, rng):
    msgs = []
    if rng.random() < 0.6:
        msgs.append({"role": "system", "content": "You are a concise assistant for the platform team. Today is "
                     "%s. The user's name is %s." % (_date(rng), rng.choice(["Ana", "Jonas", "Mei", "Omar"]))})
    msgs.append({"role": "user", "content": ask["text"]})
    body = {"model": rng.choice(["qwen2.5-coder:14b", "llama3.1:8b", "gpt-oss:20b", "mistral-small3.1:24b"]),
            "messages": msgs, "stream": True,
            "options": {"temperature": rng.choice([0.2, 0.7, 0.8]), "num_ctx": rng.choice([4096, 8192, 16384])},
            "keep_alive": "5m"}
    headers = {"content-type": "application/json", "user-agent": "Python/3.11 aiohttp/3.11.11",
               "accept": "*/*"}
    return "/api/chat", headers, body


ENVELOPES = {
    "claude_code": claude_code,
    "codex_cli": codex_cli,
    "gemini_cli": gemini_cli,
    "cline": cline,
    "roo_code": roo_code,
    "kilo_code": kilo_code,
    "continue_chat": continue_chat,
    "continue_agent": continue_agent,
    "copilot_agent": copilot_agent,
    "copilot_chat": copilot_chat,
    "cursor_like": cursor_like,
    "aider": aider,
    "openhands": openhands,
    "swe_agent": swe_agent,
    "goose": goose,
    "opencode": opencode,
    "zed": zed,
    "cody": cody,
    "openai_sdk": openai_sdk,
    "curl": curl,
    "smolagents": smolagents,
    "langchain_react": langchain_react,
    "open_webui": open_webui,
}
