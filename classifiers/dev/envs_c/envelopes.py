"""First-turn request envelopes of coding clients.

Each envelope is a function (ask, rng) -> (endpoint, headers, body).  All prompt text, tool
descriptions and wrappers here are written for this data set: they follow the *structure* of what
each client sends (as seen in the clients' public sources), not their wording.

The envelope never looks at the ask's label.  Decoration (environment details, open tabs, file
trees, rules files, reminders) is randomised with rng and never includes the contents of a file
that the ask names, so it cannot change what the ask needs.
"""
import json

from asks import render
from workspace import Workspace, rand_uuid, rand_hex, guess_path

AUTH = "Bearer sk-gw-test-0000000000000000"  # placeholder, not a credential

INLINE_ONLY = {"text", "markdown", "diff", None}


def pasted_inline(ask):
    """Error output, issues and diffs are always pasted into the chat box by users."""
    return ask.get("code_lang") in INLINE_ONLY


# ----------------------------------------------------------------------------------------------
# tool schema helpers
# ----------------------------------------------------------------------------------------------

def _props(spec):
    props, req = {}, []
    for name, typ, desc, required in spec:
        if isinstance(typ, dict):
            p = dict(typ)
        else:
            p = {"type": typ}
        p["description"] = desc
        props[name] = p
        if required:
            req.append(name)
    return {"type": "object", "properties": props, "required": req, "additionalProperties": False}


def oa_tool(name, desc, spec):
    return {"type": "function", "function": {"name": name, "description": desc, "parameters": _props(spec)}}


def an_tool(name, desc, spec):
    s = _props(spec)
    s["$schema"] = "http://json-schema.org/draft-07/schema#"
    return {"name": name, "description": desc, "input_schema": s}


def resp_tool(name, desc, spec, strict=False):
    return {"type": "function", "name": name, "description": desc, "strict": strict, "parameters": _props(spec)}


STR, INT, BOOL = "string", "integer", "boolean"
STR_ARR = {"type": "array", "items": {"type": "string"}}


JS_SDK = ["4.104.0", "5.12.2", "5.20.1", "4.98.0", "4.83.0", "5.10.1"]
PY_SDK = ["1.99.9", "1.107.0", "1.82.1", "1.59.6", "1.61.1"]


def sdk_ua(headers):
    """The SDK user-agent matching the x-stainless headers already chosen."""
    v = headers["x-stainless-package-version"]
    return f"OpenAI/JS {v}" if headers["x-stainless-lang"] == "js" else f"OpenAI/Python {v}"


def stainless_headers(rng, ws, lang="js"):
    if lang == "js":
        return {
            "x-stainless-lang": "js",
            "x-stainless-package-version": rng.choice(JS_SDK),
            "x-stainless-os": ws.os["stainless_os"],
            "x-stainless-arch": ws.os["arch"],
            "x-stainless-runtime": "node",
            "x-stainless-runtime-version": rng.choice(["v20.18.1", "v22.12.0", "v22.17.0", "v20.19.3"]),
            "x-stainless-retry-count": "0",
        }
    return {
        "x-stainless-lang": "python",
        "x-stainless-package-version": rng.choice(PY_SDK),
        "x-stainless-os": ws.os["stainless_os"],
        "x-stainless-arch": ws.os["arch"],
        "x-stainless-runtime": "CPython",
        "x-stainless-runtime-version": rng.choice(["3.11.9", "3.12.7", "3.10.14", "3.13.1"]),
        "x-stainless-async": "false",
        "x-stainless-retry-count": "0",
        "x-stainless-read-timeout": "600",
    }


def chat_model(rng):
    return rng.choice(["gpt-4.1", "gpt-4o", "gpt-5", "gpt-5-mini", "claude-sonnet-4-5", "qwen3-coder-480b",
                       "deepseek-chat", "glm-4.6", "kimi-k2", "gemini-2.5-pro"])


# ================================================================================================
# 1. Claude Code  (Anthropic Messages)
# ================================================================================================

CC_TOOLS = [
    an_tool("Task", "Start a sub-agent that works on its own on a multi-step job (searching a large codebase, "
            "researching a question) and reports back once. Give it a complete, self-contained brief.",
            [("description", STR, "3-5 word summary of the job", True),
             ("prompt", STR, "Full instructions for the sub-agent", True),
             ("subagent_type", STR, "Which kind of sub-agent to use", True)]),
    an_tool("Bash", "Run a shell command in a persistent session with an optional timeout. Quote paths "
            "containing spaces. Prefer the dedicated search and read tools over find, grep, cat.",
            [("command", STR, "The command to execute", True),
             ("timeout", "number", "Timeout in milliseconds (max 600000)", False),
             ("description", STR, "Five to ten words describing what the command does", False),
             ("run_in_background", BOOL, "Run without waiting for it to finish", False)]),
    an_tool("Glob", "Match file paths with glob patterns such as \"src/**/*.ts\"; results sorted by "
            "modification time.", [("pattern", STR, "Glob pattern", True),
                                   ("path", STR, "Directory to search in (defaults to the working directory)", False)]),
    an_tool("Grep", "Search file contents with ripgrep regular expressions. Supports output modes, context "
            "lines and file-type filters.",
            [("pattern", STR, "Regular expression", True), ("path", STR, "File or directory", False),
             ("glob", STR, "Filter files by glob", False),
             ("output_mode", {"type": "string", "enum": ["content", "files_with_matches", "count"]}, "Output mode", False),
             ("-i", BOOL, "Case insensitive", False), ("-n", BOOL, "Show line numbers", False)]),
    an_tool("Read", "Read a file from the local filesystem by absolute path; long files can be read in "
            "ranges. Images and notebooks are supported.",
            [("file_path", STR, "Absolute path to the file", True), ("offset", "number", "Start line", False),
             ("limit", "number", "Number of lines", False)]),
    an_tool("Edit", "Replace an exact string in a file with another. The file must have been read first. "
            "The old string must be unique unless replace_all is set.",
            [("file_path", STR, "Absolute path", True), ("old_string", STR, "Text to replace", True),
             ("new_string", STR, "Replacement text", True), ("replace_all", BOOL, "Replace every match", False)]),
    an_tool("MultiEdit", "Apply several exact-string edits to one file in a single atomic operation.",
            [("file_path", STR, "Absolute path", True),
             ("edits", {"type": "array", "items": {"type": "object"}}, "List of {old_string, new_string}", True)]),
    an_tool("Write", "Create or overwrite a file with the given content. Prefer editing existing files.",
            [("file_path", STR, "Absolute path", True), ("content", STR, "File content", True)]),
    an_tool("NotebookEdit", "Replace, insert or delete a cell of a Jupyter notebook.",
            [("notebook_path", STR, "Absolute path to the .ipynb", True), ("cell_id", STR, "Cell id", False),
             ("new_source", STR, "New cell source", True),
             ("edit_mode", {"type": "string", "enum": ["replace", "insert", "delete"]}, "Edit mode", False)]),
    an_tool("WebFetch", "Fetch a URL, convert it to markdown and answer a prompt about it with a small model.",
            [("url", STR, "URL to fetch", True), ("prompt", STR, "What to extract from the page", True)]),
    an_tool("WebSearch", "Search the web and return result blocks with titles and links.",
            [("query", STR, "Search query", True), ("allowed_domains", STR_ARR, "Only these domains", False)]),
    an_tool("TodoWrite", "Create and update a structured task list for the current session to track progress "
            "on multi-step work.", [("todos", {"type": "array", "items": {"type": "object"}}, "The updated list", True)]),
    an_tool("BashOutput", "Read new output from a background shell.",
            [("bash_id", STR, "Id of the background shell", True)]),
    an_tool("KillShell", "Stop a background shell by id.", [("shell_id", STR, "Id of the shell", True)]),
    an_tool("ExitPlanMode", "Call when planning is finished and the plan is ready for the user to approve.",
            [("plan", STR, "The plan, in markdown", True)]),
    an_tool("SlashCommand", "Run one of the user's custom slash commands.",
            [("command", STR, "The slash command with arguments", True)]),
]

CC_IDENTITY = ["You are Claude Code, an agentic command-line coding assistant.",
               "You are a Claude agent running inside Claude Code, a terminal tool for software work."]

CC_MAIN = """You help people with software engineering work from their terminal. Use the instructions below and the tools available to you.

Refuse to write or improve code that is clearly meant to cause harm. Never invent URLs.

# Tone
Answer briefly and directly; the output is shown in a monospace terminal and rendered as CommonMark. Skip preambles and summaries unless asked. One-word answers are fine when they answer the question.

# Being proactive
Do what was asked, including obvious follow-up steps, but do not surprise the user with actions they did not request. If the user only asks how to approach something, answer first instead of acting.

# Following conventions
Before changing a file, look at how the surrounding code is written and match it. Never assume a library is available: check the manifest or neighbouring imports first. Do not add comments unless asked.

# Task management
Use the TodoWrite tool frequently for work with several steps so the user can see progress; mark items done as soon as they are done.

# Doing tasks
For bugs, features, refactors and explanations: search to understand the code, implement, then verify with the project's own tests, linter and type checker when they exist. Never commit unless the user asks.

# Tool use
Prefer the dedicated tools (Read, Edit, Glob, Grep) to shell equivalents. Run independent tool calls in parallel. Use the Task tool for open-ended searches to save context.

When referring to code, use the `path:line` form so the user can jump to it.
"""


def _cc_env(ws):
    branch, status, commits = ws.git_status()
    env = (f"Here is useful information about the environment you are running in:\n<env>\n"
           f"Working directory: {ws.cwd}\nIs directory a git repo: {'Yes' if ws.is_git else 'No'}\n"
           f"Platform: {ws.os['platform']}\nOS Version: {ws.os['kernel']}\nToday's date: {ws.date}\n</env>\n")
    if ws.is_git:
        env += ("\ngitStatus: Snapshot of git status taken when the conversation started; it does not update.\n"
                f"Current branch: {branch}\n\nMain branch (you will usually use this for PRs): main\n\n"
                f"Status:\n{status}\n\nRecent commits:\n" + "\n".join(commits) + "\n")
    return env


def claude_code(ask, rng):
    ws = Workspace(ask, rng)
    ver = rng.choice(["2.0.14", "2.0.27", "2.0.37", "2.1.5", "2.1.31", "1.0.113"])
    session = rand_uuid(rng)
    system = []
    if rng.random() < 0.6:
        system.append({"type": "text", "text": f"x-anthropic-billing-header: cc_version={ver}.{rand_hex(rng, 3)}; "
                                               f"cc_entrypoint={rng.choice(['cli', 'sdk-ts', 'claude-vscode'])}; cch={rand_hex(rng, 5)};"})
    system.append({"type": "text", "text": rng.choice(CC_IDENTITY), "cache_control": {"type": "ephemeral"}})
    system.append({"type": "text", "text": CC_MAIN + "\n" + _cc_env(ws), "cache_control": {"type": "ephemeral"}})

    content = []
    # project memory reminder (CLAUDE.md) on most first turns
    if rng.random() < 0.8:
        md = "\n".join(f"- {r}" for r in ws.rules)
        content.append({"type": "text", "text":
                        "<system-reminder>\nWhile answering, you may use the context below. It may or may not "
                        "be relevant to the request.\n# claudeMd\nProject instructions, checked into the codebase, "
                        f"from {ws.path('CLAUDE.md')}:\n\n# {ws.name}\n{md}\n\n"
                        "Only act on this context if it is relevant to the task.\n</system-reminder>\n"})
    if rng.random() < 0.4:
        tab = rng.choice(ws.open_tabs)
        content.append({"type": "text", "text": f"<ide_opened_file>The user opened {ws.path(tab)} in the IDE. "
                                                "It may or may not be related to the current task.</ide_opened_file>"})
    if ask.get("code") and not pasted_inline(ask) and rng.random() < 0.5:
        # IDE integration: the code arrives as the user's editor selection
        p = guess_path(ask, ws)
        n = ask["code"].count("\n") + 1
        start = rng.randint(1, 120)
        content.append({"type": "text", "text": f"<ide_selection>The user selected lines {start} to {start + n - 1} "
                                                f"of {ws.path(p)}:\n{ask['code']}\n\nThis may or may not relate to the "
                                                "current task.</ide_selection>"})
        content.append({"type": "text", "text": ask["text"]})
    else:
        content.append({"type": "text", "text": render(ask)})
    if rng.random() < 0.3:
        content.append({"type": "text", "text": "<system-reminder>\nThe todo list is empty right now. Do not mention "
                                                "this to the user. If the task would benefit from one, use TodoWrite; "
                                                "otherwise ignore this.\n</system-reminder>"})
    content[-1]["cache_control"] = {"type": "ephemeral"}

    tools = list(CC_TOOLS)
    if rng.random() < 0.4:
        tools.append(an_tool("mcp__github__search_issues", "Search GitHub issues and pull requests.",
                             [("q", STR, "Search query", True), ("per_page", INT, "Results per page", False)]))
    model = rng.choice(["claude-sonnet-4-5-20250929", "claude-opus-4-1-20250805", "claude-sonnet-4-20250514",
                        "claude-opus-4-5-20251101"])
    body = {"model": model, "messages": [{"role": "user", "content": content}], "system": system,
            "tools": tools, "metadata": {"user_id": json.dumps({"device_id": rand_hex(rng, 64),
                                                                "account_uuid": rand_uuid(rng),
                                                                "session_id": session})
                                         if rng.random() < 0.5 else
                                         f"user_{rand_hex(rng, 64)}_account_{rand_uuid(rng)}_session_{session}"},
            "max_tokens": rng.choice([32000, 21333, 64000]), "stream": True}
    if rng.random() < 0.5:
        body["thinking"] = {"type": "enabled", "budget_tokens": rng.choice([10000, 31999])}
    else:
        body["temperature"] = 1
    if rng.random() < 0.3:
        body["context_management"] = {"edits": [{"type": "clear_thinking_20251015", "keep": "all"}]}
    betas = ["claude-code-20250219", "interleaved-thinking-2025-05-14", "fine-grained-tool-streaming-2025-05-14",
             "context-management-2025-06-27", "prompt-caching-scope-2026-01-05", "effort-2025-11-24"]
    headers = {"accept": "application/json", "content-type": "application/json",
               "anthropic-version": "2023-06-01",
               "anthropic-beta": ",".join(betas[: rng.randint(2, len(betas))]),
               "anthropic-dangerous-direct-browser-access": "true",
               "user-agent": f"claude-cli/{ver} (external, {rng.choice(['cli', 'sdk-ts', 'claude-vscode'])})",
               "x-app": "cli", "x-claude-code-session-id": session,
               "x-stainless-timeout": "600", **stainless_headers(rng, ws, "js")}
    if rng.random() < 0.5:
        headers["x-api-key"] = "sk-gw-test-0000000000000000"
    else:
        headers["authorization"] = AUTH
    return "/v1/messages?beta=true", headers, body


# ================================================================================================
# 2. Codex CLI  (Responses API)
# ================================================================================================

CODEX_BASE = """You are a coding agent running in the Codex command-line tool on the user's machine. You and the user share one workspace and collaborate on their goals.

## How you work
- Be concise, direct and friendly. Tell the user what you are about to do before running tool calls that take a while.
- For work with several non-trivial steps, keep a short plan with the update_plan tool; skip planning for simple questions.
- Read the repository's AGENTS.md files: instructions in deeper directories win over higher ones; direct instructions from the user win over both.

## Editing
- Use apply_patch for edits. Keep changes minimal and in the style of the codebase. Do not fix unrelated bugs.
- Do not add license headers or inline comments unless asked. Never revert changes you did not make.

## Validation
- When the project has tests or a build, use them to check your work, starting narrow and widening.
- Respect the sandbox and approval settings; ask for escalation only when necessary.

## Final answer
- Plain, skimmable text; short headers only when helpful; file references as `path:line`.
- For pure questions, answer them without touching files.
"""

CODEX_TOOLS = [
    resp_tool("shell", "Runs a shell command and returns its output. Always set workdir.",
              [("command", STR_ARR, "The command and its arguments", True),
               ("workdir", STR, "Working directory", False), ("timeout_ms", "number", "Timeout", False),
               ("with_escalated_permissions", BOOL, "Ask to run outside the sandbox", False),
               ("justification", STR, "Why escalation is needed", False)]),
    resp_tool("update_plan", "Updates the task plan shown to the user. Exactly one step may be in_progress.",
              [("explanation", STR, "Why the plan changed", False),
               ("plan", {"type": "array", "items": {"type": "object"}}, "Steps with status", True)]),
    resp_tool("apply_patch", "Edit files using the patch format: *** Begin Patch / *** Update File / "
              "*** Add File / *** Delete File / *** End Patch, with @@ context hunks.",
              [("input", STR, "The full patch text", True)]),
    resp_tool("view_image", "Attach a local image file to the conversation context.",
              [("path", STR, "Local path to the image", True)]),
]


def codex_cli(ask, rng):
    ws = Workspace(ask, rng)
    ver = rng.choice(["0.46.0", "0.53.0", "0.58.0", "0.63.0", "0.71.0"])
    conv = rand_uuid(rng)
    sandbox = rng.choice(["workspace-write", "read-only", "danger-full-access"])
    approval = rng.choice(["on-request", "never", "untrusted", "on-failure"])
    network = rng.choice(["restricted", "enabled"])
    inp = []
    new_style = rng.random() < 0.6
    if new_style:
        inp.append({"type": "message", "role": "developer", "content": [{"type": "input_text", "text":
                    "<permissions instructions>\nFilesystem sandbox: " + sandbox + ". Writes outside the "
                    "workspace and network access need approval. Approval policy: " + approval +
                    ". When a command fails because of the sandbox, rerun it with escalated permissions and a "
                    "one-sentence justification.\n</permissions instructions>"}]})
    if rng.random() < 0.75:
        agents = "\n".join(f"- {r}" for r in ws.rules)
        inp.append({"type": "message", "role": "user", "content": [{"type": "input_text", "text":
                    f"# AGENTS.md instructions for {ws.cwd}\n\n<INSTRUCTIONS>\n## {ws.name}\n{agents}\n"
                    f"- Test command: `{ws.project['test_cmd']}`\n</INSTRUCTIONS>"}]})
    env = (f"<environment_context>\n  <cwd>{ws.cwd}</cwd>\n  <approval_policy>{approval}</approval_policy>\n"
           f"  <sandbox_mode>{sandbox}</sandbox_mode>\n  <network_access>{network}</network_access>\n"
           f"  <shell>{ws.os['shell']}</shell>\n")
    if rng.random() < 0.5:
        env += f"  <current_date>{ws.date}</current_date>\n  <timezone>{ws.tz}</timezone>\n"
    env += "</environment_context>"
    inp.append({"type": "message", "role": "user", "content": [{"type": "input_text", "text": env}]})
    inp.append({"type": "message", "role": "user", "content": [{"type": "input_text", "text": render(ask)}]})
    tools = list(CODEX_TOOLS)
    if rng.random() < 0.6:
        tools.append({"type": "web_search"})
    body = {"model": rng.choice(["gpt-5-codex", "gpt-5.1-codex", "gpt-5.1-codex-max", "gpt-5", "gpt-5.2-codex"]),
            "input": inp, "tools": tools, "tool_choice": "auto", "parallel_tool_calls": rng.random() < 0.5,
            "reasoning": {"effort": rng.choice(["low", "medium", "high"]), "summary": "auto"},
            "store": False, "stream": True, "include": ["reasoning.encrypted_content"],
            "prompt_cache_key": conv}
    if not new_style:
        body["instructions"] = CODEX_BASE
    else:
        inp.insert(0, {"type": "message", "role": "developer",
                       "content": [{"type": "input_text", "text": CODEX_BASE}]})
    term = rng.choice(["iTerm.app/3.5.10", "Apple_Terminal/455", "WezTerm/20240203", "vscode/1.96.2",
                       "xterm-256color", "WindowsTerminal"])
    headers = {"authorization": AUTH, "content-type": "application/json", "accept": "text/event-stream",
               "originator": "codex_cli_rs", "version": ver,
               "user-agent": f"codex_cli_rs/{ver} ({ws.os['pretty']}; {ws.os['arch']}) {term}",
               "session-id" if rng.random() < 0.5 else "session_id": conv}
    if rng.random() < 0.5:
        headers["thread-id"] = conv
    return "/v1/responses", headers, body


# ================================================================================================
# 3/5. Cline and Kilo Code (XML tool protocol in the system prompt, no tools array)
# ================================================================================================

XML_TOOLS_DOC = """TOOL USE

You have a set of tools that run once the user approves them. Use one tool per message; the result comes back in the user's next message. Work step by step, each tool use informed by the previous result.

# Tool Use Formatting

Write the tool name as an XML tag and each parameter as a nested tag:

<tool_name>
<parameter1_name>value1</parameter1_name>
</tool_name>

# Tools

## execute_command
Description: Run a CLI command on the user's machine. Explain what it does. Prefer non-interactive commands.
Parameters:
- command: (required) the command line
- requires_approval: (required) true for impactful operations (installing, deleting, network), false otherwise

## read_file
Description: Read the contents of a file at a path relative to the working directory.
Parameters:
- path: (required)

## write_to_file
Description: Write the complete content of a file, creating directories as needed.
Parameters:
- path: (required)
- content: (required) the full file, never truncated

## replace_in_file
Description: Targeted edits with SEARCH/REPLACE blocks that must match existing text exactly.
Parameters:
- path: (required)
- diff: (required) one or more blocks of the form
  ------- SEARCH
  [exact existing lines]
  =======
  [new lines]
  +++++++ REPLACE

## search_files
Description: Regex search across files in a directory, with surrounding context.
Parameters:
- path: (required)
- regex: (required)
- file_pattern: (optional) glob filter

## list_files
Description: List files in a directory, optionally recursively.
Parameters:
- path: (required)
- recursive: (optional) true or false

## list_code_definition_names
Description: List top-level definitions (classes, functions) in the source files of a directory.
Parameters:
- path: (required)

## ask_followup_question
Description: Ask the user a clarifying question when something essential is missing.
Parameters:
- question: (required)
- options: (optional) 2-5 suggested answers as a JSON array

## attempt_completion
Description: Present the final result once the task is done. Do not end with a question.
Parameters:
- result: (required)
- command: (optional) a command that shows the result
"""

XML_RULES = """RULES

- The working directory is fixed; use paths relative to it and do not cd elsewhere to work.
- Do not ask for information you can find with the tools. Use attempt_completion when finished.
- Match the project's conventions. When creating a new project, put it in its own folder.
- environment_details at the end of each user message is context generated automatically, not written by the user. Use it if relevant.
- Never start messages with filler such as "Great" or "Certainly".
"""


def _xml_system(ws, client, mode_block):
    sysinfo = (f"SYSTEM INFORMATION\n\nOperating System: {ws.os['pretty']}\nDefault Shell: {ws.os['shell_path']}\n"
               f"Home Directory: {ws.home}\nCurrent Working Directory: {ws.cwd}\n")
    ident = {"cline": "You are Cline, a very capable software engineer with deep knowledge of many languages, "
                      "frameworks and tools.",
             "kilo": "You are Kilo Code, an experienced software engineer who writes clean, well-structured code "
                     "in many languages."}[client]
    return "\n\n====\n\n".join([ident, XML_TOOLS_DOC, mode_block, XML_RULES, sysinfo,
                                "OBJECTIVE\n\nWork through the task in clear steps, use tools to gather what you "
                                "need, and finish with attempt_completion."])


def _env_details(ws, rng, mode_text, include_tree=True, vscode=True):
    parts = []
    vis = rng.sample(ws.open_tabs, k=rng.randint(0, len(ws.open_tabs)))
    parts.append("# VSCode Visible Files\n" + ("\n".join(vis) if vis else "(No visible files)"))
    parts.append("# VSCode Open Tabs\n" + ("\n".join(ws.open_tabs) if ws.open_tabs else "(No open tabs)"))
    if rng.random() < 0.3:
        parts.append("# Actively Running Terminals\n## Original command: `" + ws.dev_command + "`")
    parts.append(f"# Current Time\n{ws.now.strftime('%m/%d/%Y, %I:%M:%S %p')} ({ws.tz}, UTC{ws.utc_offset})")
    if include_tree:
        parts.append(f"# Current Working Directory ({ws.cwd}) Files\n" + "\n".join(ws.files))
    parts.append(f"# Context Window Usage\n0 / {rng.choice(['200K', '128K', '1,000K'])} tokens used (0%)")
    parts.append(mode_text)
    return "<environment_details>\n" + "\n\n".join(parts) + "\n</environment_details>"


def cline(ask, rng):
    ws = Workspace(ask, rng)
    mode = rng.choice(["ACT MODE", "ACT MODE", "PLAN MODE"])
    mode_block = ("ACT MODE V.S. PLAN MODE\n\nIn ACT MODE you use tools to accomplish the task and finish with "
                  "attempt_completion. In PLAN MODE you gather information and discuss a plan with the user using "
                  "plan_mode_respond before switching to ACT MODE.")
    system = _xml_system(ws, "cline", mode_block)
    if rng.random() < 0.5:
        system += ("\n\n====\n\nUSER'S CUSTOM INSTRUCTIONS\n\n# .clinerules\n\n" +
                   "\n".join(f"- {r}" for r in ws.rules))
    content = [{"type": "text", "text": f"<task>\n{render(ask)}\n</task>"},
               {"type": "text", "text": _env_details(ws, rng, f"# Current Mode\n{mode}")}]
    body = {"model": chat_model(rng), "messages": [{"role": "system", "content": system},
                                                   {"role": "user", "content": content}],
            "temperature": 0, "stream": True, "stream_options": {"include_usage": True}}
    ver = rng.choice(["3.17.4", "3.20.1", "3.26.6", "3.32.0"])
    headers = {"authorization": AUTH, "content-type": "application/json", "accept": "application/json",
               "http-referer": "https://cline.bot", "x-title": "Cline", "x-cline-version": ver,
               **(st := stainless_headers(rng, ws)), "user-agent": sdk_ua(st)}
    return "/v1/chat/completions", headers, body


KILO_MODES = [("code", "Code"), ("architect", "Architect"), ("ask", "Ask"), ("debug", "Debug"),
              ("orchestrator", "Orchestrator")]


def kilo_code(ask, rng):
    ws = Workspace(ask, rng)
    slug, name = rng.choice(KILO_MODES)
    modes = "\n".join(f'  * "{n}" mode ({s})' for s, n in KILO_MODES)
    mode_block = ("MODES\n\nThe available modes are:\n" + modes +
                  "\nEach mode restricts which tool groups may be used; switch with switch_mode when another mode fits "
                  "better.")
    system = _xml_system(ws, "kilo", mode_block)
    if rng.random() < 0.5:
        system += ("\n\n====\n\nUSER'S CUSTOM INSTRUCTIONS\n\nRules from .kilocode/rules/project.md:\n" +
                   "\n".join(f"- {r}" for r in ws.rules))
    mode_text = (f"# Current Mode\n<slug>{slug}</slug>\n<name>{name}</name>\n<model>{chat_model(rng)}</model>")
    content = [{"type": "text", "text": f"<task>\n{render(ask)}\n</task>"},
               {"type": "text", "text": _env_details(ws, rng, mode_text, include_tree=rng.random() < 0.8)}]
    body = {"model": chat_model(rng), "messages": [{"role": "system", "content": system},
                                                   {"role": "user", "content": content}],
            "temperature": 0, "stream": True, "stream_options": {"include_usage": True},
            "max_tokens": rng.choice([8192, 16384, 32768])}
    ver = rng.choice(["4.60.0", "4.86.1", "4.104.0"])
    headers = {"authorization": AUTH, "content-type": "application/json", "http-referer": "https://kilocode.ai",
               "x-title": "Kilo Code", "x-kilocode-version": ver,
               "user-agent": f"Kilo-Code/{ver}", **stainless_headers(rng, ws)}
    return "/v1/chat/completions", headers, body


# ================================================================================================
# 4. Roo Code (native tools, modes, <task> + <environment_details>)
# ================================================================================================

ROO_TOOLS = [
    oa_tool("read_file", "Read one or more files; returns numbered lines.",
            [("path", STR, "Path relative to the workspace", True),
             ("line_ranges", STR_ARR, "Optional ranges like 10-40", False)]),
    oa_tool("list_files", "List files and folders in a directory.",
            [("path", STR, "Directory", True), ("recursive", BOOL, "Recurse into subfolders", False)]),
    oa_tool("search_files", "Regex search across files with context lines.",
            [("path", STR, "Directory", True), ("regex", STR, "Rust regex", True),
             ("file_pattern", STR, "Glob filter", False)]),
    oa_tool("codebase_search", "Semantic search over the indexed codebase.",
            [("query", STR, "What to look for", True), ("path", STR, "Limit to a folder", False)]),
    oa_tool("apply_diff", "Apply SEARCH/REPLACE edits to a file.",
            [("path", STR, "File", True), ("diff", STR, "The diff blocks", True)]),
    oa_tool("write_to_file", "Write a whole file.",
            [("path", STR, "File", True), ("content", STR, "Complete content", True),
             ("line_count", INT, "Number of lines", True)]),
    oa_tool("execute_command", "Run a command in the VS Code terminal.",
            [("command", STR, "Command line", True), ("cwd", STR, "Working directory", False)]),
    oa_tool("ask_followup_question", "Ask the user a question with suggested answers.",
            [("question", STR, "The question", True), ("follow_up", STR_ARR, "Suggestions", True)]),
    oa_tool("attempt_completion", "Report the final result of the task.", [("result", STR, "The result", True)]),
    oa_tool("switch_mode", "Ask to switch to another mode.",
            [("mode_slug", STR, "Target mode", True), ("reason", STR, "Why", False)]),
    oa_tool("new_task", "Start a subtask in a given mode.",
            [("mode", STR, "Mode slug", True), ("message", STR, "Instructions", True)]),
    oa_tool("update_todo_list", "Replace the todo checklist.", [("todos", STR, "Markdown checklist", True)]),
]

ROO_MODES = [("code", "💻 Code"), ("architect", "🏗️ Architect"), ("ask", "❓ Ask"), ("debug", "🪲 Debug"),
             ("orchestrator", "🪃 Orchestrator")]


def roo_code(ask, rng):
    ws = Workspace(ask, rng)
    slug, name = rng.choice(ROO_MODES)
    system = (f"You are Roo, a {rng.choice(['skilled', 'highly capable', 'senior'])} software engineer who works "
              "inside the user's editor.\n\n====\n\nMARKDOWN RULES\n\nShow every file name and code construct as a "
              "clickable link: [`name`](relative/path.ext:line).\n\n====\n\nTOOL USE\n\nCall the provided tools "
              "one at a time and wait for each result before continuing.\n\n====\n\nCAPABILITIES\n\nYou can list, "
              "read, search and edit files, run terminal commands and search the indexed codebase semantically.\n\n"
              f"====\n\nMODES\n\n" + "\n".join(f"- {n} ({s})" for s, n in ROO_MODES) +
              f"\n\n====\n\nSYSTEM INFORMATION\n\nOperating System: {ws.os['pretty']}\nDefault Shell: "
              f"{ws.os['shell_path']}\nHome Directory: {ws.home}\nCurrent Workspace Directory: {ws.cwd}\n\n"
              "====\n\nOBJECTIVE\n\nBreak the task into clear steps, use the tools to carry them out, and finish "
              "with attempt_completion.")
    if rng.random() < 0.5:
        system += ("\n\n====\n\nUSER'S CUSTOM INSTRUCTIONS\n\nLanguage Preference:\nReply in the language of the "
                   "user's request.\n\nRules:\n# Rules from .roo/rules/01-style.md:\n" +
                   "\n".join(f"- {r}" for r in ws.rules))
    mode_text = (f"# Current Cost\n$0.00\n\n# Current Mode\n<slug>{slug}</slug>\n<name>{name}</name>\n"
                 f"<model>{chat_model(rng)}</model>")
    content = [{"type": "text", "text": f"<task>\n{render(ask)}\n</task>"},
               {"type": "text", "text": _env_details(ws, rng, mode_text, include_tree=rng.random() < 0.7)}]
    body = {"model": chat_model(rng), "messages": [{"role": "system", "content": system},
                                                   {"role": "user", "content": content}],
            "tools": ROO_TOOLS, "tool_choice": "auto", "parallel_tool_calls": False,
            "temperature": rng.choice([0, 0.2]), "stream": True, "stream_options": {"include_usage": True}}
    ver = rng.choice(["3.25.4", "3.28.2", "3.30.1", "3.36.0"])
    headers = {"authorization": AUTH, "content-type": "application/json",
               "http-referer": "https://github.com/RooVetGit/Roo-Cline", "x-title": "Roo Code",
               "user-agent": f"RooCode/{ver}", **stainless_headers(rng, ws)}
    return "/v1/chat/completions", headers, body


# ================================================================================================
# 6/7. Continue (chat and agent mode)
# ================================================================================================

CONTINUE_TOOLS = [
    oa_tool("builtin_read_file", "Read the contents of an existing file in the workspace.",
            [("filepath", STR, "Path relative to the workspace root", True)]),
    oa_tool("builtin_edit_existing_file", "Edit an existing file; give only the changed lines with "
            "'// ... existing code ...' markers for unchanged parts.",
            [("filepath", STR, "File to edit", True), ("changes", STR, "The edit", True)]),
    oa_tool("builtin_create_new_file", "Create a new file with the given contents.",
            [("filepath", STR, "Path of the new file", True), ("contents", STR, "Contents", True)]),
    oa_tool("builtin_run_terminal_command", "Run a terminal command from the workspace root.",
            [("command", STR, "The command", True), ("waitForCompletion", BOOL, "Wait for it to finish", False)]),
    oa_tool("builtin_grep_search", "Search the repository with ripgrep.", [("query", STR, "Regex", True)]),
    oa_tool("builtin_file_glob_search", "Find files by glob pattern.", [("pattern", STR, "Glob", True)]),
    oa_tool("builtin_ls", "List files and folders in a directory.",
            [("dirPath", STR, "Directory relative to root", False), ("recursive", BOOL, "Recurse", False)]),
    oa_tool("builtin_view_diff", "Show the current git diff of the working tree.", []),
    oa_tool("builtin_read_currently_open_file", "Read the file that is focused in the editor.", []),
    oa_tool("builtin_fetch_url_content", "Fetch the content of a web page.", [("url", STR, "URL", True)]),
    oa_tool("builtin_create_rule_block", "Save a persistent rule for future conversations.",
            [("name", STR, "Rule name", True), ("rule", STR, "The rule text", True)]),
]


def _continue_user_content(ask, ws, rng):
    """Continue puts context items (code blocks with a path header) before the typed text."""
    if ask.get("code") and not pasted_inline(ask) and rng.random() < 0.6:
        p = guess_path(ask, ws)
        start = rng.randint(1, 80)
        end = start + ask["code"].count("\n")
        block = f"```{ask.get('code_lang') or ''} {p} ({start}-{end})\n{ask['code']}\n```"
        return [{"type": "text", "text": block}, {"type": "text", "text": ask["text"]}] if rng.random() < 0.5 \
            else block + "\n\n" + ask["text"]
    return render(ask)


def _continue_headers(rng, ws):
    return {"authorization": AUTH, "content-type": "application/json", "accept": "application/json",
            "user-agent": rng.choice(["Continue/1.0.22 (vscode)", "Continue/1.2.4 (vscode)",
                                      "Continue/1.1.59 (jetbrains)", "node-fetch"]),
            **stainless_headers(rng, ws)}


def continue_chat(ask, rng):
    ws = Workspace(ask, rng)
    sys_parts = []
    if rng.random() < 0.7:
        sys_parts.append("<important_rules>\n  You are in chat mode.\n\n  When you suggest code changes, show "
                         "them as a code block whose info string carries the language and file path, and only "
                         "include the changed parts with comments for omitted code.\n</important_rules>")
    if rng.random() < 0.6:
        sys_parts.append("\n".join(ws.rules))
    msgs = []
    if sys_parts:
        msgs.append({"role": "system", "content": "\n\n".join(sys_parts)})
    msgs.append({"role": "user", "content": _continue_user_content(ask, ws, rng)})
    body = {"model": chat_model(rng), "messages": msgs, "stream": True,
            "max_tokens": rng.choice([4096, 8192]), "temperature": rng.choice([0.5, 0.7, None])}
    if body["temperature"] is None:
        del body["temperature"]
    return "/v1/chat/completions", _continue_headers(rng, ws), body


def continue_agent(ask, rng):
    ws = Workspace(ask, rng)
    system = ("<important_rules>\n  You are in agent mode.\n\n  If you need to use multiple tools, call them one "
              "after another as needed. Prefer reading the relevant files before editing.\n  Always include the "
              "language and file name in the info string of code blocks.\n</important_rules>")
    if rng.random() < 0.6:
        system += "\n\n<rules>\n" + "\n".join(f"- {r}" for r in ws.rules) + "\n</rules>"
    if rng.random() < 0.4:
        system += (f"\n\nThe user's workspace root is {ws.cwd}. Their operating system is {ws.os['pretty']}.")
    body = {"model": chat_model(rng), "messages": [{"role": "system", "content": system},
                                                   {"role": "user", "content": _continue_user_content(ask, ws, rng)}],
            "tools": CONTINUE_TOOLS, "stream": True, "max_tokens": rng.choice([4096, 8192, 16384])}
    return "/v1/chat/completions", _continue_headers(rng, ws), body


# ================================================================================================
# 8. Copilot chat in VS Code
# ================================================================================================

COPILOT_TOOLS = [
    oa_tool("semantic_search", "Natural-language search for relevant code in the workspace.",
            [("query", STR, "What to search for", True)]),
    oa_tool("file_search", "Find files by glob pattern.", [("query", STR, "Glob", True),
                                                            ("maxResults", "number", "Limit", False)]),
    oa_tool("grep_search", "Text or regex search in workspace files.",
            [("query", STR, "Pattern", True), ("isRegexp", BOOL, "Regex or plain text", True),
             ("includePattern", STR, "Glob filter", False)]),
    oa_tool("read_file", "Read a line range of a file.",
            [("filePath", STR, "Absolute path", True), ("startLine", "number", "1-based start", True),
             ("endLine", "number", "1-based end", True)]),
    oa_tool("list_dir", "List a directory.", [("path", STR, "Absolute path", True)]),
    oa_tool("replace_string_in_file", "Replace an exact string in a file; include a few lines of context.",
            [("filePath", STR, "Absolute path", True), ("oldString", STR, "Text to replace", True),
             ("newString", STR, "Replacement", True)]),
    oa_tool("create_file", "Create a new file.", [("filePath", STR, "Absolute path", True),
                                                   ("content", STR, "Content", True)]),
    oa_tool("run_in_terminal", "Run a shell command in a persistent terminal.",
            [("command", STR, "Command", True), ("explanation", STR, "One sentence", True),
             ("isBackground", BOOL, "Long-running process", True)]),
    oa_tool("get_errors", "Get compile or lint errors for files.", [("filePaths", STR_ARR, "Files", True)]),
    oa_tool("manage_todo_list", "Maintain a todo list for multi-step work.",
            [("operation", {"type": "string", "enum": ["write", "read"]}, "Operation", True),
             ("todoList", {"type": "array", "items": {"type": "object"}}, "Items", False)]),
    oa_tool("fetch_webpage", "Fetch the main content of web pages.",
            [("urls", STR_ARR, "URLs", True), ("query", STR, "What to look for", True)]),
]


def copilot_chat(ask, rng):
    ws = Workspace(ask, rng)
    agent = rng.random() < 0.5
    system = ("You are an AI programming assistant working inside Visual Studio Code.\nWhen asked for your name, "
              "say \"GitHub Copilot\".\nFollow the user's requirements carefully and to the letter.\nKeep answers "
              "short and impersonal. Use Markdown; put code in fenced blocks with the language.\n")
    if agent:
        system += ("\n<instructions>\nYou are a highly capable coding agent. Decide whether the request needs "
                   "tools. Gather context before editing; prefer small, verifiable changes; use get_errors after "
                   "edits.\n</instructions>\n<toolUseInstructions>\nCall tools with the exact JSON schema. Never "
                   "print a code block with file changes when you can use the edit tools.\n</toolUseInstructions>")
    msgs = [{"role": "system", "content": system}]
    if rng.random() < 0.4:
        msgs.append({"role": "system", "content": "<instructions>\n<attachment filePath=\"" +
                     ws.path(".github/copilot-instructions.md") + "\">\n" + "\n".join(ws.rules) +
                     "\n</attachment>\n</instructions>"})
    parts = []
    attach = []
    if ask.get("code") and not pasted_inline(ask) and rng.random() < 0.6:
        p = guess_path(ask, ws)
        attach.append(f"<attachment id=\"selection\" filePath=\"{ws.path(p)}\">\nUser's active selection:\n"
                      f"```{ask.get('code_lang') or ''}\n{ask['code']}\n```\n</attachment>")
        req = ask["text"]
    else:
        req = render(ask)
    snip = ws.attached_snippet()
    if snip and rng.random() < 0.4:
        attach.append(f"<attachment id=\"file:{snip[0].rsplit('/', 1)[-1]}\" filePath=\"{ws.path(snip[0])}\">\n"
                      f"User's active file for additional context:\n```{ws.project['lang']}\n{snip[1]}```\n</attachment>")
    if attach:
        parts.append("<attachments>\n" + "\n".join(attach) + "\n</attachments>")
    ctx = f"<context>\nThe current date is {ws.now.strftime('%B %d, %Y')}.\n"
    if agent:
        ctx += (f"My current OS is: {ws.os['pretty']}\nI am working in a workspace with the following folders:\n"
                f"- {ws.cwd}\n")
        if rng.random() < 0.5:
            ctx += "I am working in a workspace that has the following structure:\n```\n" + ws.tree(limit=12) + "\n```\n"
    ctx += "</context>"
    parts.append(ctx)
    tab = rng.choice(ws.open_tabs)
    parts.append(f"<editorContext>\nThe user's current file is {ws.path(tab)}. "
                 + (f"The current selection is from line {rng.randint(1, 60)} to line {rng.randint(61, 140)}."
                    if rng.random() < 0.3 else "") + "\n</editorContext>")
    if agent:
        parts.append("<reminderInstructions>\nWhen using the replace tool, include 3-5 lines of unchanged code "
                     "around the change. Do not repeat yourself after tool calls.\n</reminderInstructions>")
    parts.append(f"<userRequest>\n{req}\n</userRequest>")
    msgs.append({"role": "user", "content": "\n".join(parts)})
    body = {"model": rng.choice(["gpt-4.1", "gpt-5", "claude-sonnet-4", "gpt-5-mini", "gemini-2.5-pro"]),
            "messages": msgs, "temperature": 0, "top_p": 1, "n": 1, "stream": True,
            "max_tokens": rng.choice([4096, 16384, 64000])}
    if agent:
        body["tools"] = COPILOT_TOOLS
        body["tool_choice"] = "auto"
    ver = rng.choice(["0.26.7", "0.28.5", "0.31.3", "0.33.1"])
    intent = "conversation-agent" if agent else "conversation-panel"
    headers = {"authorization": AUTH, "content-type": "application/json",
               "editor-version": f"vscode/{rng.choice(['1.99.3', '1.101.2', '1.104.1', '1.106.0'])}",
               "editor-plugin-version": f"copilot-chat/{ver}", "copilot-integration-id": "vscode-chat",
               "openai-intent": intent, "x-interaction-type": intent, "x-initiator": "user",
               "x-github-api-version": "2025-05-01", "x-request-id": rand_uuid(rng),
               "vscode-sessionid": rand_uuid(rng) + str(rng.randint(10 ** 12, 10 ** 13)),
               "vscode-machineid": rand_hex(rng, 64), "user-agent": f"GitHubCopilotChat/{ver}"}
    return "/chat/completions", headers, body


# ================================================================================================
# 9. aider (edit-format system prompt, fixed example turns, repo map, chat files, reminder)
# ================================================================================================

AIDER_SYSTEM = """Act as a seasoned software developer.
Always follow established best practices for the language you are writing in.
Take requests for changes to the supplied code. If a request is ambiguous, ask a question first.
Always reply in the same language the user writes in.

When changes are needed:
1. Decide whether you need files that have not been added to the chat yet; if so, list their full paths and stop, so the user can add them.
2. Explain the needed changes in a few short sentences.
3. Show every change as a *SEARCH/REPLACE block*.

All changes to files must use the *SEARCH/REPLACE block* format, and only for files the user has added to the chat.
"""

AIDER_RULES = """# *SEARCH/REPLACE block* Rules:

Each *SEARCH/REPLACE block* consists of:
1. The full path of the file, alone on a line, exactly as shown by the user.
2. The opening fence with the language, e.g. ```python
3. A line `<<<<<<< SEARCH`
4. A contiguous run of lines that exactly matches the existing file
5. A line `=======`
6. The replacement lines
7. A line `>>>>>>> REPLACE`
8. The closing fence.

The SEARCH part must match the file character for character, including comments and whitespace. Keep blocks small: include only the lines being changed plus a few lines of context. To create a file, use an empty SEARCH section. To move code, use one block to delete it and another to insert it.
"""

AIDER_EXAMPLES = [
    ("Switch the greeting helper to use f-strings.",
     "I'll update `greet.py` to build the message with an f-string.\n\ngreet.py\n```python\n<<<<<<< SEARCH\n"
     "    return \"Hello, \" + name + \"!\"\n=======\n    return f\"Hello, {name}!\"\n>>>>>>> REPLACE\n```"),
    ("Move the clamp() helper into its own module mathutil.py.",
     "I'll create `mathutil.py` with `clamp()`, remove it from `app.py`, and import it there.\n\nmathutil.py\n"
     "```python\n<<<<<<< SEARCH\n=======\ndef clamp(x, lo, hi):\n    return max(lo, min(x, hi))\n>>>>>>> REPLACE\n```\n\n"
     "app.py\n```python\n<<<<<<< SEARCH\ndef clamp(x, lo, hi):\n    return max(lo, min(x, hi))\n=======\n"
     "from mathutil import clamp\n>>>>>>> REPLACE\n```"),
]


def aider(ask, rng):
    ws = Workspace(ask, rng)
    fmt = rng.choice(["diff", "diff", "whole", "udiff"])
    system = AIDER_SYSTEM
    if fmt != "whole":
        system += "\n" + AIDER_RULES
    else:
        system += ("\nTo change a file, return the complete updated file in this form: the file path alone on a line,"
                   " then a fenced code block with the entire content. Never skip or elide any part of the file.\n")
    if rng.random() < 0.4:
        system += "\nReply in " + rng.choice(["the user's language", "English"]) + "."
    msgs = [{"role": "system", "content": system}]
    for u, a in AIDER_EXAMPLES[: rng.randint(1, 2)]:
        msgs.append({"role": "user", "content": u})
        msgs.append({"role": "assistant", "content": a})
    if ws.is_git and rng.random() < 0.8:
        repo_map = "\n".join(f"{f}:\n⋮" for f in rng.sample(ws.files, k=min(8, len(ws.files))))
        msgs.append({"role": "user", "content": "Below are outlines of some files in my git repository. Do not "
                     "propose edits to them without asking me to add them to the chat first; treat them as read-only."
                     "\n\n" + repo_map})
        msgs.append({"role": "assistant", "content": "Understood, I won't edit those files without asking first."})
    snip = ws.attached_snippet()
    if snip and rng.random() < 0.6:
        # the chat file is whatever the user happened to /add; it is unrelated to the ask
        msgs.append({"role": "user", "content": "I have *added these files to the chat* so you can edit them.\n\n"
                     "Trust this message as the true contents of these files!\n\n"
                     f"{snip[0]}\n```\n{snip[1]}```"})
        msgs.append({"role": "assistant", "content": "Ok, any changes I propose will be to those files."})
    user = render(ask)
    if rng.random() < 0.5:
        msgs.append({"role": "user", "content": user})
        msgs.append({"role": "system", "content": AIDER_RULES if fmt != "whole" else
                     "Remember: return complete files, never elide code."})
    else:
        msgs.append({"role": "user", "content": user + "\n\n" + ("Remember to use *SEARCH/REPLACE blocks* for any "
                     "file edits." if fmt != "whole" else "Remember: return complete files.")})
    body = {"model": chat_model(rng), "messages": msgs, "temperature": 0, "stream": rng.random() < 0.8}
    headers = {"authorization": AUTH, "content-type": "application/json", "accept": "application/json",
               **(st := stainless_headers(rng, ws, "python")), "user-agent": sdk_ua(st)}
    if rng.random() < 0.5:
        headers["http-referer"] = "https://aider.chat"
        headers["x-title"] = "Aider"
    return "/v1/chat/completions", headers, body


# ================================================================================================
# 10. OpenHands
# ================================================================================================

OH_TOOLS = [
    oa_tool("execute_bash", "Run a bash command in a persistent shell. Long-running commands should be run in "
            "the background; you can send empty input to read more output or C-c to interrupt.",
            [("command", STR, "The command", True),
             ("is_input", {"type": "string", "enum": ["true", "false"]}, "Input to a running process", False),
             ("timeout", "number", "Soft timeout in seconds", False)]),
    oa_tool("think", "Write down a thought without acting; useful for planning or weighing options.",
            [("thought", STR, "The thought", True)]),
    oa_tool("finish", "Signal that the task is complete or cannot continue.",
            [("message", STR, "Final message to the user", True)]),
    oa_tool("browser", "Interact with a web page using Python-like browser actions such as goto(url) and "
            "click(bid).", [("code", STR, "The actions", True)]),
    oa_tool("execute_ipython_cell", "Run Python code in an IPython kernel.", [("code", STR, "Python code", True)]),
    oa_tool("str_replace_editor", "View, create and edit files: view, create, str_replace, insert, undo_edit.",
            [("command", {"type": "string", "enum": ["view", "create", "str_replace", "insert", "undo_edit"]},
              "The command", True), ("path", STR, "Absolute path", True), ("file_text", STR, "For create", False),
             ("old_str", STR, "For str_replace", False), ("new_str", STR, "New text", False),
             ("insert_line", INT, "For insert", False), ("view_range", {"type": "array", "items": {"type": "integer"}},
                                                          "Line range for view", False)]),
    oa_tool("task_tracker", "Plan and track the steps of a complex task.",
            [("command", {"type": "string", "enum": ["view", "plan"]}, "Operation", True),
             ("task_list", {"type": "array", "items": {"type": "object"}}, "Tasks", False)]),
]

OH_SYSTEM = """You are OpenHands agent, a helpful AI assistant that can interact with a computer to solve tasks.

<ROLE>
Your main job is to help the user by running commands, changing code and solving technical problems carefully. If the user asks a question, such as "why does X happen", answer it rather than trying to fix anything.
</ROLE>

<EFFICIENCY>
Combine several actions into one when you can; use efficient tools such as find, grep and git when exploring.
</EFFICIENCY>

<FILE_SYSTEM_GUIDELINES>
When given a path, first check it exists. Edit files in place rather than creating renamed copies.
</FILE_SYSTEM_GUIDELINES>

<CODE_QUALITY>
Write clean, minimal code with few comments. Understand the codebase before changing it. Put imports at the top of files.
</CODE_QUALITY>

<VERSION_CONTROL>
Never push or force-push unless asked. Do not commit generated or secret files.
</VERSION_CONTROL>

<PROBLEM_SOLVING_WORKFLOW>
1. Explore the relevant files. 2. Analyse possible approaches. 3. Where possible write a test that reproduces the problem. 4. Implement. 5. Verify with tests.
</PROBLEM_SOLVING_WORKFLOW>
"""


def openhands(ask, rng):
    ws = Workspace(ask, rng)
    parts = [{"type": "text", "text": render(ask)}]
    port1, port2 = rng.randint(50000, 59999), rng.randint(50000, 59999)
    info = (f"<RUNTIME_INFORMATION>\n\nThe user has access to the following hosts for viewing web apps:\n"
            f"* http://localhost:{port1} (port {port1})\n* http://localhost:{port2} (port {port2})\n\n"
            f"Today's date is {ws.date} (UTC).\n</RUNTIME_INFORMATION>")
    if rng.random() < 0.7:
        info = (f"<REPOSITORY_INFO>\nAt the user's request, repository acme/{ws.name} has been cloned to "
                f"/workspace/{ws.name} in the current working directory.\n</REPOSITORY_INFO>\n\n") + info
    if rng.random() < 0.4:
        info += ("\n\n<REPOSITORY_INSTRUCTIONS>\n" + "\n".join(f"- {r}" for r in ws.rules) +
                 "\n</REPOSITORY_INSTRUCTIONS>")
    parts.append({"type": "text", "text": info})
    body = {"model": chat_model(rng),
            "messages": [{"role": "system", "content": [{"type": "text", "text": OH_SYSTEM,
                                                         "cache_control": {"type": "ephemeral"}}]},
                         {"role": "user", "content": parts}],
            "tools": OH_TOOLS, "temperature": 0, "top_p": 1, "max_completion_tokens": rng.choice([64000, 32000]),
            "stream": False}
    headers = {"authorization": AUTH, "content-type": "application/json", "accept": "application/json",
               **(st := stainless_headers(rng, ws, "python")), "user-agent": sdk_ua(st)}
    return "/v1/chat/completions", headers, body


# ================================================================================================
# 11. SWE-agent
# ================================================================================================

SWE_TOOLS = [
    oa_tool("bash", "Run a bash command in the repository's environment.", [("command", STR, "The command", True)]),
    oa_tool("str_replace_editor", "View, create and edit files with view/create/str_replace/insert/undo_edit.",
            [("command", {"type": "string", "enum": ["view", "create", "str_replace", "insert", "undo_edit"]},
              "The command", True), ("path", STR, "Absolute path", True), ("file_text", STR, "For create", False),
             ("old_str", STR, "For str_replace", False), ("new_str", STR, "New text", False),
             ("insert_line", INT, "For insert", False)]),
    oa_tool("submit", "Submit your work (changes or answer) and end the episode.", []),
]


def swe_agent(ask, rng):
    ws = Workspace(ask, rng)
    repo = f"/{rng.choice(['testbed', 'repo', 'workspace'])}/{ws.name}" if rng.random() < 0.5 else "/testbed"
    sys = rng.choice(["You are a helpful assistant that can interact with a computer to solve tasks.",
                      "You are an assistant that solves tasks by operating a computer through the tools you are given."])
    inst = (f"<uploaded_files>\n{repo}\n</uploaded_files>\nA code repository has been uploaded to {repo}. "
            f"Here is the task the user gave:\n\n<task_description>\n{render(ask)}\n</task_description>\n\n"
            "Work on it as follows:\n"
            "1. If the task needs the repository, look around to find the relevant code first.\n"
            "2. If something must be reproduced, write a small script and run it with the bash tool.\n"
            "3. Make the changes the task asks for, if any, keeping them minimal.\n"
            "4. Re-run your checks to confirm.\n"
            "5. If the task is only a question or a self-contained request, answer it directly.\n"
            "When you are done, call submit.")
    body = {"model": chat_model(rng), "messages": [{"role": "system", "content": sys},
                                                   {"role": "user", "content": inst}],
            "tools": SWE_TOOLS, "temperature": rng.choice([0.0, 1.0]), "top_p": 1.0}
    if rng.random() < 0.5:
        body["messages"][1]["content"] = [{"type": "text", "text": inst}]
    headers = {"authorization": AUTH, "content-type": "application/json", "accept": "application/json",
               **(st := stainless_headers(rng, ws, "python")), "user-agent": sdk_ua(st)}
    return "/v1/chat/completions", headers, body


# ================================================================================================
# 12. goose
# ================================================================================================

GOOSE_TOOLS = [
    oa_tool("developer__shell", "Execute a command in the shell and return its output. Use rg for searching; "
            "avoid commands that produce huge output.", [("command", STR, "The command", True)]),
    oa_tool("developer__text_editor", "View and edit files: view, write, str_replace, insert, undo_edit.",
            [("command", {"type": "string", "enum": ["view", "write", "str_replace", "insert", "undo_edit"]},
              "Operation", True), ("path", STR, "Absolute path", True), ("file_text", STR, "For write", False),
             ("old_str", STR, "For str_replace", False), ("new_str", STR, "Replacement", False)]),
    oa_tool("developer__analyze", "Analyse code structure: functions, classes, call graph of a file or directory.",
            [("path", STR, "File or directory", True), ("focus", STR, "Symbol to focus on", False)]),
    oa_tool("developer__screen_capture", "Capture a screenshot of a display or window.",
            [("display", INT, "Display index", False)]),
    oa_tool("todo__todo_write", "Overwrite the session's todo list.", [("content", STR, "Markdown list", True)]),
    oa_tool("platform__search_available_extensions", "List extensions that can be enabled.", []),
    oa_tool("platform__manage_extensions", "Enable or disable an extension.",
            [("action", {"type": "string", "enum": ["enable", "disable"]}, "Action", True),
             ("extension_name", STR, "Name", True)]),
]


def goose(ask, rng):
    ws = Workspace(ask, rng)
    system = ("You are a general-purpose AI agent called goose, made by Block. You can use the tools of the "
              "extensions that are enabled to help the user.\n\n"
              f"The current date is {ws.now.strftime('%Y-%m-%d %H:%M:%S')}.\n\n"
              "# Extensions\n\nExtensions add tools and context. They can be enabled or disabled by the user or "
              "by you through the platform tools.\n\n## developer\nThe developer extension gives shell access and a "
              f"text editor. The current working directory is {ws.cwd}; the operating system is {ws.os['platform']} "
              f"and the shell is {ws.os['shell']}.\n\n# Response Guidelines\n\n- Use Markdown.\n- Keep answers "
              "focused on what the user asked.")
    if rng.random() < 0.5:
        system += "\n\n### Project hints (.goosehints)\n" + "\n".join(f"- {r}" for r in ws.rules)
    body = {"model": chat_model(rng), "messages": [{"role": "system", "content": system},
                                                   {"role": "user", "content": render(ask)}],
            "tools": GOOSE_TOOLS, "stream": True, "stream_options": {"include_usage": True}}
    if rng.random() < 0.5:
        body["temperature"] = rng.choice([0.0, 0.3])
    headers = {"authorization": AUTH, "content-type": "application/json",
               "user-agent": f"goose/{rng.choice(['1.8.0', '1.11.1', '1.14.0'])}"}
    return "/v1/chat/completions", headers, body


# ================================================================================================
# 13. opencode
# ================================================================================================

OPENCODE_TOOLS = [
    oa_tool("bash", "Run a shell command with an optional timeout.",
            [("command", STR, "The command", True), ("timeout", "number", "Milliseconds", False),
             ("description", STR, "5-10 word description", True)]),
    oa_tool("edit", "Exact string replacement in a file.",
            [("filePath", STR, "Absolute path", True), ("oldString", STR, "Text to replace", True),
             ("newString", STR, "Replacement", True), ("replaceAll", BOOL, "All occurrences", False)]),
    oa_tool("write", "Write a file.", [("filePath", STR, "Absolute path", True), ("content", STR, "Content", True)]),
    oa_tool("read", "Read a file, optionally a line window.",
            [("filePath", STR, "Absolute path", True), ("offset", "number", "Start line", False),
             ("limit", "number", "Lines", False)]),
    oa_tool("glob", "Find files by pattern.", [("pattern", STR, "Glob", True), ("path", STR, "Directory", False)]),
    oa_tool("grep", "Regex search in files.", [("pattern", STR, "Regex", True), ("path", STR, "Directory", False),
                                               ("include", STR, "File glob", False)]),
    oa_tool("list", "List a directory.", [("path", STR, "Absolute path", False)]),
    oa_tool("webfetch", "Fetch a URL as text, markdown or html.",
            [("url", STR, "URL", True), ("format", {"type": "string", "enum": ["text", "markdown", "html"]}, "Format", True)]),
    oa_tool("todowrite", "Write the session todo list.", [("todos", {"type": "array", "items": {"type": "object"}},
                                                           "Todos", True)]),
    oa_tool("todoread", "Read the session todo list.", []),
    oa_tool("task", "Launch a sub-agent for a complex, multi-step search or job.",
            [("description", STR, "Short description", True), ("prompt", STR, "Instructions", True),
             ("subagent_type", STR, "Agent type", True)]),
]


def opencode(ask, rng):
    ws = Workspace(ask, rng)
    s1 = ("You are opencode, an interactive CLI agent for software engineering tasks. Be concise: your output is "
          "shown in a terminal. Answer questions directly; for changes, understand the code first, follow its "
          "conventions, and verify with the project's tests or linters when they exist. Use the todo tools for "
          "multi-step work. Refer to code as `file_path:line_number`.")
    env = (f"Here is some useful information about the environment you are running in:\n<env>\n"
           f"  Working directory: {ws.cwd}\n  Is directory a git repo: {'yes' if ws.is_git else 'no'}\n"
           f"  Platform: {ws.os['platform']}\n  Today's date: {ws.now.strftime('%a %b %d %Y')}\n</env>\n"
           f"<project>\n{ws.tree(limit=rng.randint(6, 20))}\n</project>")
    system_msgs = [{"role": "system", "content": s1}, {"role": "system", "content": env}]
    if rng.random() < 0.5:
        system_msgs.append({"role": "system", "content": f"Instructions from: {ws.path('AGENTS.md')}\n" +
                            "\n".join(f"- {r}" for r in ws.rules)})
    body = {"model": chat_model(rng), "messages": system_msgs + [{"role": "user", "content":
                                                                  [{"type": "text", "text": render(ask)}]}],
            "tools": OPENCODE_TOOLS, "tool_choice": "auto", "max_tokens": 32000, "stream": True,
            "stream_options": {"include_usage": True}}
    if rng.random() < 0.5:
        body["temperature"] = 0
    ver = rng.choice(["0.15.8", "1.0.62", "1.0.119"])
    headers = {"authorization": AUTH, "content-type": "application/json",
               "user-agent": f"opencode/{ver} ai-sdk/provider-utils/3.0.{rng.randint(1, 12)} runtime/bun/1.2.{rng.randint(15, 22)}"}
    return "/v1/chat/completions", headers, body


# ================================================================================================
# 14. Zed agent panel
# ================================================================================================

ZED_TOOLS = [
    oa_tool("read_file", "Read a file from the project by path (project-relative, starting with a root dir).",
            [("path", STR, "Path", True), ("start_line", INT, "Optional start", False), ("end_line", INT, "End", False)]),
    oa_tool("edit_file", "Create or edit a file; describe the edit and the mode.",
            [("display_description", STR, "One-line summary", True), ("path", STR, "Path", True),
             ("mode", {"type": "string", "enum": ["edit", "create", "overwrite"]}, "Mode", True)]),
    oa_tool("find_path", "Find paths matching a glob.", [("glob", STR, "Glob", True), ("offset", INT, "Paging", False)]),
    oa_tool("grep", "Regex search over project files.", [("regex", STR, "Regex", True),
                                                         ("include_pattern", STR, "Glob", False)]),
    oa_tool("list_directory", "List a directory in the project.", [("path", STR, "Path", True)]),
    oa_tool("terminal", "Run a shell one-liner and return its output.",
            [("command", STR, "Command", True), ("cd", STR, "Working directory (a project root)", True)]),
    oa_tool("diagnostics", "Get errors and warnings for a file or the project.", [("path", STR, "Optional path", False)]),
    oa_tool("thinking", "Think through a problem step by step.", [("content", STR, "Thoughts", True)]),
    oa_tool("now", "Current date and time.", [("timezone", {"type": "string", "enum": ["utc", "local"]}, "Zone", True)]),
    oa_tool("fetch", "Fetch a URL and return markdown.", [("url", STR, "URL", True)]),
]


def zed(ask, rng):
    ws = Workspace(ask, rng)
    system = ("You are a highly skilled software engineer working as an agent inside the Zed editor.\n\n"
              "## Communication\n- Be conversational but professional; format with Markdown.\n- Never lie or make "
              "things up.\n\n## Tool use\n- Follow the tool schemas exactly. Only call tools when they help with "
              "the request; answer general questions directly.\n- Paths always start with one of the project's root "
              "directories.\n\n## System information\n"
              f"Operating system: {ws.os['platform']}\nDefault shell: {ws.os['shell']}\n\n"
              f"The user has opened a project with these root directories:\n- `{ws.name}`\n")
    if rng.random() < 0.5:
        system += f"\nThere are rules that apply to this project (from `{ws.name}/.rules`):\n\n``````\n" + \
                  "\n".join(ws.rules) + "\n``````\n"
    parts = []
    if ask.get("code") and not pasted_inline(ask) and rng.random() < 0.6:
        p = guess_path(ask, ws)
        start = rng.randint(1, 90)
        end = start + ask["code"].count("\n")
        parts.append({"type": "text", "text": ask["text"]})
        parts.append({"type": "text", "text": "\n<context>\nThe following items were attached by the user. They are "
                      "up to date; there is no need to read them again.\n\n<selections>\n```"
                      f"{ask.get('code_lang') or ''} {ws.name}/{p}#L{start}-{end}\n{ask['code']}\n```\n</selections>\n"
                      "</context>"})
    else:
        parts.append({"type": "text", "text": render(ask)})
    body = {"model": chat_model(rng), "messages": [{"role": "system", "content": system},
                                                   {"role": "user", "content": parts}],
            "stream": True, "tools": ZED_TOOLS, "tool_choice": "auto",
            "parallel_tool_calls": False, "temperature": rng.choice([1.0, 0.0])}
    ver = rng.choice(["0.198.5", "0.203.4", "0.208.6", "0.212.3"])
    plat = {"darwin": "macos", "linux": "linux", "win32": "windows"}[ws.os["platform"]]
    arch = {"arm64": "aarch64", "x86_64": "x86_64", "x64": "x86_64"}[ws.os["arch"]]
    headers = {"authorization": AUTH, "content-type": "application/json",
               "user-agent": f"Zed/{ver} ({plat}; {arch})"}
    return "/v1/chat/completions", headers, body


# ================================================================================================
# 15. Gemini CLI through an OpenAI-compatible endpoint
# ================================================================================================

GEMINI_TOOLS = [
    oa_tool("list_directory", "List the entries of a directory (absolute path).",
            [("path", STR, "Absolute path", True), ("ignore", STR_ARR, "Globs to skip", False)]),
    oa_tool("read_file", "Read a file by absolute path; supports text, images and PDFs.",
            [("absolute_path", STR, "Absolute path", True), ("offset", "number", "Start line", False),
             ("limit", "number", "Lines", False)]),
    oa_tool("search_file_content", "Regex search within files.",
            [("pattern", STR, "Regex", True), ("path", STR, "Directory", False), ("include", STR, "Glob", False)]),
    oa_tool("glob", "Find files matching a glob, newest first.", [("pattern", STR, "Glob", True)]),
    oa_tool("replace", "Replace exact text in a file; include enough context to be unique.",
            [("file_path", STR, "Absolute path", True), ("old_string", STR, "Old text", True),
             ("new_string", STR, "New text", True)]),
    oa_tool("write_file", "Write content to a file.", [("file_path", STR, "Absolute path", True),
                                                       ("content", STR, "Content", True)]),
    oa_tool("run_shell_command", "Run a shell command; explain modifying commands first.",
            [("command", STR, "Command", True), ("description", STR, "Short description", False)]),
    oa_tool("web_fetch", "Fetch and process content from URLs in a prompt.", [("prompt", STR, "Prompt with URLs", True)]),
    oa_tool("google_web_search", "Search the web.", [("query", STR, "Query", True)]),
    oa_tool("save_memory", "Remember a fact about the user across sessions.", [("fact", STR, "The fact", True)]),
]


def gemini_cli(ask, rng):
    ws = Workspace(ask, rng)
    system = ("You are an interactive CLI agent specialising in software engineering tasks. Help users safely and "
              "efficiently using your tools.\n\n# Core Mandates\n- Follow the project's conventions; check what "
              "libraries it already uses before relying on one.\n- Add comments sparingly.\n- Do not do more than "
              "the user asked; if they ask how to do something, explain first.\n\n# Workflows\nFor changes: "
              "understand, plan, implement, verify with tests and linters.\n\n# Tone\nConcise and direct, suited to "
              "a terminal.\n")
    if rng.random() < 0.5:
        system += ("\n---\n\n--- Context from: GEMINI.md ---\n" + "\n".join(f"- {r}" for r in ws.rules) +
                   "\n--- End of Context from: GEMINI.md ---")
    setup = (f"This is the Gemini CLI. Setting up the context for our chat.\nToday's date is "
             f"{ws.now.strftime('%A, %B %d, %Y')}.\nMy operating system is: {ws.os['platform']}\n"
             f"I'm currently working in the directory: {ws.cwd}\nHere is the folder structure of the current "
             f"working directories:\n\nShowing up to {rng.choice([100, 200])} items (files + folders).\n\n"
             f"{ws.cwd}{ws.sep}\n{ws.tree(limit=rng.randint(6, 20))}")
    msgs = [{"role": "system", "content": system}, {"role": "user", "content": setup},
            {"role": "assistant", "content": "Got it, thanks for the context."},
            {"role": "user", "content": render(ask)}]
    body = {"model": rng.choice(["gemini-2.5-pro", "gemini-2.5-flash", "gemini-3-pro-preview"]),
            "messages": msgs, "tools": GEMINI_TOOLS, "temperature": 0, "top_p": 1, "stream": True}
    ver = rng.choice(["0.8.2", "0.11.3", "0.17.1"])
    headers = {"authorization": AUTH, "content-type": "application/json",
               "user-agent": f"GeminiCLI/{ver} ({ws.os['platform']}; {ws.os['arch']})",
               **stainless_headers(rng, ws, "js")}
    return "/v1/chat/completions", headers, body


# ================================================================================================
# 16. plain openai SDK script, 17. curl
# ================================================================================================

def openai_sdk(ask, rng):
    ws = Workspace(ask, rng)
    msgs = []
    if rng.random() < 0.6:
        msgs.append({"role": rng.choice(["system", "system", "developer"]), "content": rng.choice(
            ["You are a helpful assistant.", "You are a senior software engineer. Answer precisely.",
             "You are a coding assistant. Be concise.", "Answer as an expert programmer."])})
    msgs.append({"role": "user", "content": render(ask)})
    body = {"model": rng.choice(["gpt-4o-mini", "gpt-4.1", "gpt-5", "gpt-4o", "local-coder"]), "messages": msgs}
    if rng.random() < 0.5:
        body["temperature"] = rng.choice([0, 0.2, 0.7])
    if rng.random() < 0.3:
        body["stream"] = True
    lang = rng.choice(["python", "python", "js"])
    st = stainless_headers(rng, ws, lang)
    headers = {"authorization": AUTH, "content-type": "application/json", "accept": "application/json",
               "user-agent": sdk_ua(st), **st}
    return "/v1/chat/completions", headers, body


def curl(ask, rng):
    text = render(ask)
    if rng.random() < 0.2:
        endpoint = "/v1/responses"
        body = {"model": rng.choice(["gpt-4.1-mini", "gpt-5"]), "input": text}
    else:
        endpoint = "/v1/chat/completions"
        body = {"model": rng.choice(["gpt-4o-mini", "gpt-4.1", "default", "qwen2.5-coder"]),
                "messages": [{"role": "user", "content": text}]}
        if rng.random() < 0.3:
            body["max_tokens"] = rng.choice([512, 1024, 2048])
    headers = {"host": "gateway.internal:8080", "user-agent": f"curl/{rng.choice(['7.81.0', '8.5.0', '8.7.1', '8.11.1'])}",
               "accept": "*/*", "content-type": "application/json", "authorization": AUTH}
    return endpoint, headers, body


ENVELOPES = {
    "claude_code": claude_code,
    "codex_cli": codex_cli,
    "cline": cline,
    "roo_code": roo_code,
    "kilo_code": kilo_code,
    "continue_chat": continue_chat,
    "continue_agent": continue_agent,
    "copilot_chat": copilot_chat,
    "aider": aider,
    "openhands": openhands,
    "swe_agent": swe_agent,
    "goose": goose,
    "opencode": opencode,
    "zed": zed,
    "gemini_cli": gemini_cli,
    "openai_sdk": openai_sdk,
    "curl": curl,
}
