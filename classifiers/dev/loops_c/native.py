"""Families with native tool calling: chat-completions tools, Anthropic tool_use, Responses function_call."""
import json
from wire import tool, to_anthropic, to_responses, call_id, uid, rid, api_key, fence, COMMON_UA
from content import FINAL_MSG


def absp(sc, p):
    return sc["repo"]["root"] + "/" + p if not p.startswith("/") and p != "." else (sc["repo"]["root"] if p == "." else p)


def numbered(text, style="tab", start=1):
    rows = text.split("\n")
    if style == "tab":
        return "\n".join(f"{i:6d}\t{l}" for i, l in enumerate(rows, start))
    if style == "arrow":
        return "\n".join(f"{i:6d}→{l}" for i, l in enumerate(rows, start))
    if style == "pipe":
        return "\n".join(f"{i:5d} | {l}" for i, l in enumerate(rows, start))
    if style == "zero":
        return "\n".join(f"{i:05d}| {l}" for i, l in enumerate(rows, start))
    return "\n".join(f"L{i}: {l}" for i, l in enumerate(rows, start))


def shell_cmd_for(st, sc):
    k = st["kind"]
    if k == "shell":
        return st["cmd"]
    if k == "read":
        return f"sed -n '1,400p' {st['path']}"
    if k == "grep":
        return f"rg -n \"{st['pat']}\""
    if k == "glob":
        return f"find . -path './{st['pat']}'"
    if k == "ls":
        return "ls -la" if st["path"] == "." else f"ls -la {st['path']}"
    if k == "edit":
        return f"sed -i 's/{st['old'][:30]}/{st['new'][:30]}/' {st['path']}".replace("\"", "'")
    if k == "write":
        return f"cat > {st['path']} <<'EOF'\n{st['content']}\nEOF"
    return "true"


def shell_out_for(st):
    if st["kind"] == "edit":
        return "" if st["ok"] else f"sed: -e expression #1, char {len(st['old']) + 5}: unterminated `s' command"
    if st["kind"] == "write":
        return ""
    return st["output"]


# ------------------------------------------------------------------------------------ chat-completions tool specs
def _s(name, desc, **props):
    return tool(name, desc, props)


SPECS = {}

# ---- Roo Code (native tool protocol)
SPECS["roo_code"] = dict(
    models=["anthropic/claude-sonnet-4", "deepseek-chat", "qwen3-coder-plus", "gpt-4.1", "kimi-k2-0905"],
    ua=["RooCode/3.28.14", "RooCode/3.31.0", "OpenAI/JS 5.12.2"],
    extra_headers=lambda rng: {"http-referer": "https://github.com/RooVetGit/Roo-Cline", "x-title": "Roo Code"},
    system=lambda rng, sc: ("You are Roo, a senior software engineer working inside VS Code. Use the provided tools to inspect and change the "
                            "workspace one step at a time, wait for each result, and finish with attempt_completion.\n\n====\n\nRULES\n\n"
                            f"- The workspace root is {sc['repo']['root']}.\n- Prefer apply_diff for targeted edits.\n- Do not ask unnecessary questions.\n\n"
                            "====\n\nSYSTEM INFORMATION\n\nOperating System: Linux 6.8\nDefault Shell: /bin/bash\n" + "\n".join(
                                f"- Mode guideline {i}: keep changes minimal and explain them briefly." for i in range(rng.randint(5, 40)))),
    tools=[_s("read_file", "Read one or more files and return their contents with line numbers.", path="string"),
           _s("list_files", "List files in a directory.", path="string", recursive="boolean"),
           _s("search_files", "Regex search across files in a directory.", path="string", regex="string", file_pattern="string"),
           _s("execute_command", "Run a CLI command in the workspace terminal.", command="string", cwd="string"),
           _s("apply_diff", "Apply a search/replace diff to a file.", path="string", diff="string"),
           _s("write_to_file", "Create or overwrite a file.", path="string", content="string", line_count="integer"),
           _s("ask_followup_question", "Ask the user a clarifying question.", question="string"),
           _s("attempt_completion", "Present the final result to the user.", result="string"),
           _s("update_todo_list", "Replace the todo list.", todos="string"),
           _s("switch_mode", "Request switching to another mode.", mode_slug="string", reason="string")],
    call=lambda st, sc: {
        "read": ("read_file", {"path": st.get("path")}),
        "ls": ("list_files", {"path": st.get("path"), "recursive": False}),
        "grep": ("search_files", {"path": ".", "regex": st.get("pat"), "file_pattern": "*"}),
        "glob": ("list_files", {"path": ".", "recursive": True}),
        "shell": ("execute_command", {"command": st.get("cmd"), "cwd": sc["repo"]["root"]}),
        "edit": ("apply_diff", {"path": st.get("path"), "diff": f"<<<<<<< SEARCH\n:start_line:1\n-------\n{st.get('old')}\n=======\n{st.get('new')}\n>>>>>>> REPLACE"}),
        "write": ("write_to_file", {"path": st.get("path"), "content": st.get("content"), "line_count": (st.get("content") or "").count("\n") + 1}),
    }[st["kind"]],
    result=lambda st, sc, rng: {
        "read": lambda: f"File: {st.get('path')}\n" + numbered(st["output"], "pipe"),
        "ls": lambda: st["output"],
        "glob": lambda: st["output"],
        "grep": lambda: (f"Found {st['output'].count(chr(10)) + 1} results.\n\n" + st["output"]) if st["output"] else "Found 0 results.",
        "shell": lambda: f"Command executed in terminal within working directory '{sc['repo']['root']}'. Exit code: {st.get('exit', 0)}\nOutput:\n{st['output']}",
        "edit": lambda: f"Changes successfully applied to {st['path']}." if st["ok"] else
        f"<error_details>\nNo sufficiently similar match found at line 1 (41% similar, needs 100%)\n\nSearch content:\n{st['old']}\n</error_details>",
        "write": lambda: f"The content was successfully saved to {st['path']}.",
    }[st["kind"]](),
    env_details=lambda rng, sc: ("<environment_details>\n# VSCode Visible Files\n" + sc["repo"]["files"][0] + "\n\n# VSCode Open Tabs\n" +
                                 "\n".join(sc["repo"]["files"][:3]) + f"\n\n# Current Time\n2025-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}T{rng.randint(0, 23):02d}:14:07Z\n\n"
                                 f"# Current Cost\n${rng.uniform(0, 3):.2f}\n\n# Current Mode\n<slug>code</slug>\n<name>💻 Code</name>\n</environment_details>"),
    nudge=["[ERROR] Your previous reply contained no tool call. Reply again using exactly one tool.",
           "Reminder: every response must use a tool. If the task is done, use attempt_completion."],
    side={"summary": "append"},
)

# ---- OpenHands CodeAct
SPECS["openhands"] = dict(
    models=["litellm_proxy/claude-sonnet-4-20250514", "gpt-4o", "deepseek-chat", "openhands-lm-32b-v0.1", "devstral-small-2505"],
    ua=["litellm/1.74.3", "OpenAI/Python 1.99.1"],
    extra_headers=lambda rng: {},
    system=lambda rng, sc: ("You are an autonomous software agent operating in a sandboxed Linux workspace. You act by calling functions: run "
                            "shell commands, view and edit files, think, and finish.\n\n<ROLE>\nSolve the user's task carefully; verify with tests.\n</ROLE>\n\n"
                            "<EFFICIENCY>\nBatch related shell commands when possible.\n</EFFICIENCY>\n\n<VERSION_CONTROL>\nDo not push unless asked.\n</VERSION_CONTROL>"),
    tools=[_s("execute_bash", "Run a bash command in the persistent shell.", command="string", is_input="string", timeout="number"),
           _s("str_replace_editor", "View, create and edit files.", command="string", path="string", file_text="string", old_str="string",
              new_str="string", view_range="array"),
           _s("think", "Log a thought without acting.", thought="string"),
           _s("finish", "Signal that the task is complete.", message="string"),
           _s("browser", "Interact with a browser via Python code.", code="string")],
    call=lambda st, sc: {
        "read": ("str_replace_editor", {"command": "view", "path": absp(sc, st.get("path", ""))}),
        "ls": ("str_replace_editor", {"command": "view", "path": absp(sc, st.get("path", "."))}),
        "edit": ("str_replace_editor", {"command": "str_replace", "path": absp(sc, st.get("path", "")), "old_str": st.get("old"), "new_str": st.get("new")}),
        "write": ("str_replace_editor", {"command": "create", "path": absp(sc, st.get("path", "")), "file_text": st.get("content")}),
    }.get(st["kind"], ("execute_bash", {"command": shell_cmd_for(st, sc), "is_input": "false"})),
    result=lambda st, sc, rng: {
        "read": lambda: f"Here is the result of `cat -n` on {absp(sc, st['path'])}:\n" + numbered(st["output"], "tab"),
        "ls": lambda: f"Files and directories up to 2 levels deep in {absp(sc, st['path'])}, excluding hidden items:\n" +
        "\n".join(absp(sc, f) for f in sc["repo"]["files"]),
        "edit": lambda: (f"The file {absp(sc, st['path'])} has been edited. Snippet of the result (cat -n):\n" + numbered(st["new"], "tab", 30) +
                         "\nReview the change and edit again if needed.") if st["ok"] else
        f"ERROR:\nNo replacement was performed: old_str `{st['old']}` does not occur verbatim in {absp(sc, st['path'])}.",
        "write": lambda: f"File created successfully at: {absp(sc, st['path'])}",
    }.get(st["kind"], lambda: shell_out_for(st) + f"\n[The command completed with exit code {st.get('exit', 0)}.]\n[Current working directory: {sc['repo']['root']}]"
          + rng.choice(["", "\n[Python interpreter: /openhands/poetry/openhands-ai-5O4_aCHf-py3.12/bin/python]"]))(),
    nudge=["Keep working on the task with whatever approach you judge best. If you believe it is solved, call finish.",
           "Continue. When you are confident the issue is resolved, use the finish tool."],
    side={"summary": "transcript"},
)

# ---- SWE-agent (function calling config)
SPECS["swe_agent"] = dict(
    models=["claude-3-7-sonnet-20250219", "gpt-4o-2024-08-06", "openai/Qwen2.5-Coder-32B-Instruct"],
    ua=["litellm/1.63.0", "OpenAI/Python 1.66.3"],
    extra_headers=lambda rng: {},
    system=lambda rng, sc: "You are a helpful assistant that can interact with a computer to solve tasks.",
    tools=[_s("bash", "Run a bash command.", command="string"),
           _s("str_replace_editor", "Viewer and editor for files.", command="string", path="string", file_text="string",
              old_str="string", new_str="string", insert_line="integer", view_range="array"),
           _s("submit", "Submit the current changes.", )],
    call=lambda st, sc: {
        "read": ("str_replace_editor", {"command": "view", "path": absp(sc, st.get("path", ""))}),
        "edit": ("str_replace_editor", {"command": "str_replace", "path": absp(sc, st.get("path", "")), "old_str": st.get("old"), "new_str": st.get("new")}),
        "write": ("str_replace_editor", {"command": "create", "path": absp(sc, st.get("path", "")), "file_text": st.get("content")}),
    }.get(st["kind"], ("bash", {"command": shell_cmd_for(st, sc)})),
    result=lambda st, sc, rng: "OBSERVATION:\n" + ({
        "read": lambda: f"Here's the result of running `cat -n` on {absp(sc, st['path'])}:\n" + numbered(st["output"], "tab"),
        "edit": lambda: (f"The file {absp(sc, st['path'])} has been edited. Please review the snippet and make sure it is as expected.\n" +
                         numbered(st["new"], "tab", 12)) if st["ok"] else
        f"No replacement was performed, old_str `{st['old']}` did not appear verbatim in {absp(sc, st['path'])}.",
        "write": lambda: f"File created successfully at: {absp(sc, st['path'])}",
    }.get(st["kind"], lambda: shell_out_for(st) or "The command ran successfully and produced no output."))(),
    nudge=["Your last reply did not include a function call. Please call exactly one tool, or submit if you are done."],
    side={},
    content_parts=True,
)

# ---- goose
SPECS["goose"] = dict(
    models=["gpt-4o", "claude-3-5-sonnet-latest", "goose-claude-4-sonnet", "qwen2.5-coder:32b"],
    ua=["goose/1.0.29", "reqwest/0.12"],
    extra_headers=lambda rng: {},
    system=lambda rng, sc: ("You are a general-purpose AI agent running on the user's machine. You can extend your abilities with extensions; the "
                            "developer extension is enabled and lets you run shell commands and edit files.\n\n# Extensions\n\n## developer\n"
                            f"Working directory: {sc['repo']['root']}\n\n# Response Guidelines\n- Use Markdown.\n- Be concise."),
    tools=[_s("developer__shell", "Execute a shell command in the user's environment.", command="string"),
           _s("developer__text_editor", "View, write or edit files.", command="string", path="string", file_text="string", old_str="string", new_str="string"),
           _s("developer__list_windows", "List open windows.", ),
           _s("developer__screen_capture", "Capture a screenshot.", display="integer"),
           _s("platform__search_available_extensions", "Search for extensions.", ),
           _s("platform__manage_extensions", "Enable or disable an extension.", action="string", extension_name="string"),
           _s("todo__write", "Overwrite the todo list.", content="string")],
    call=lambda st, sc: {
        "read": ("developer__text_editor", {"command": "view", "path": absp(sc, st.get("path", ""))}),
        "edit": ("developer__text_editor", {"command": "str_replace", "path": absp(sc, st.get("path", "")), "old_str": st.get("old"), "new_str": st.get("new")}),
        "write": ("developer__text_editor", {"command": "write", "path": absp(sc, st.get("path", "")), "file_text": st.get("content")}),
    }.get(st["kind"], ("developer__shell", {"command": shell_cmd_for(st, sc)})),
    result=lambda st, sc, rng: {
        "read": lambda: f"```{st['path'].rsplit('.', 1)[-1]}\n{st['output']}\n```",
        "edit": lambda: (f"The file {absp(sc, st['path'])} has been edited; the section now reads:\n```\n{st['new']}\n```") if st["ok"] else
        "Error: 'old_str' must appear exactly once in the file, but it was not found.",
        "write": lambda: f"Successfully wrote to {absp(sc, st['path'])}",
    }.get(st["kind"], lambda: shell_out_for(st) if st.get("exit", 0) == 0 else f"Command failed with exit code {st['exit']}\n{st['output']}")(),
    nudge=[],
    side={"summary": "append", "title": "transcript"},
)

# ---- opencode
SPECS["opencode"] = dict(
    models=["anthropic/claude-sonnet-4-5", "openai/gpt-5", "qwen/qwen3-coder", "z-ai/glm-4.6", "moonshotai/kimi-k2"],
    ua=["opencode/0.15.8 ai-sdk/5.0.59", "ai-sdk/openai-compatible/1.0.19", "opencode/1.0.20"],
    extra_headers=lambda rng: {"x-opencode-session": "ses_" + rid(rng, 26)} if rng.random() < 0.5 else {},
    system=lambda rng, sc: ("You are opencode, an interactive CLI tool that helps users with software engineering tasks. Use the tools available to "
                            "you to assist the user.\n\n# Tone\nBe concise and direct.\n\n# Doing tasks\nSearch, implement, verify with tests and lint.\n\n"
                            f"<env>\n  Working directory: {sc['repo']['root']}\n  Is directory a git repo: yes\n  Platform: linux\n</env>"),
    tools=[_s("bash", "Execute a bash command.", command="string", timeout="number", description="string"),
           _s("read", "Read a file.", filePath="string", offset="number", limit="number"),
           _s("edit", "Exact string replacement in a file.", filePath="string", oldString="string", newString="string", replaceAll="boolean"),
           _s("write", "Write a file.", filePath="string", content="string"),
           _s("glob", "Find files by glob pattern.", pattern="string", path="string"),
           _s("grep", "Search file contents.", pattern="string", path="string", include="string"),
           _s("list", "List a directory.", path="string"),
           _s("todowrite", "Write the todo list.", todos="array"),
           _s("todoread", "Read the todo list."),
           _s("task", "Launch a sub-agent.", description="string", prompt="string", subagent_type="string"),
           _s("webfetch", "Fetch a URL.", url="string", format="string")],
    call=lambda st, sc: {
        "read": ("read", {"filePath": absp(sc, st.get("path", ""))}),
        "ls": ("list", {"path": absp(sc, st.get("path", "."))}),
        "grep": ("grep", {"pattern": st.get("pat"), "path": sc["repo"]["root"]}),
        "glob": ("glob", {"pattern": st.get("pat")}),
        "shell": ("bash", {"command": st.get("cmd"), "description": "Runs " + (st.get("cmd") or "")[:40]}),
        "edit": ("edit", {"filePath": absp(sc, st.get("path", "")), "oldString": st.get("old"), "newString": st.get("new")}),
        "write": ("write", {"filePath": absp(sc, st.get("path", "")), "content": st.get("content")}),
    }[st["kind"]],
    result=lambda st, sc, rng: {
        "read": lambda: "<file>\n" + numbered(st["output"], "zero") + f"\n\n(End of file - total {st['output'].count(chr(10)) + 1} lines)\n</file>",
        "grep": lambda: (f"Found {st['output'].count(chr(10)) + 1} matches\n" + st["output"]) if st["output"] else "No files found",
        "edit": lambda: "" if st["ok"] else "Error: oldString not found in content",
        "write": lambda: "",
    }.get(st["kind"], lambda: st["output"])(),
    nudge=[],
    side={"summary": "append", "title": "transcript"},
)

# ---- Qwen Code (gemini-cli fork, OpenAI-compatible)
SPECS["qwen_code"] = dict(
    models=["qwen3-coder-plus", "qwen3-coder-480b-a35b-instruct", "qwen3-coder-flash"],
    ua=["QwenCode/0.0.14 (linux; x64)", "QwenCode/0.1.2 (darwin; arm64)"],
    extra_headers=lambda rng: {"x-dashscope-cachecontrol": "enable"} if rng.random() < 0.4 else {},
    system=lambda rng, sc: ("You are an interactive CLI agent specializing in software engineering tasks. Follow project conventions, verify "
                            "changes with the project's own tests, and keep responses short.\n\n# Primary Workflows\n1. Understand\n2. Plan\n3. Implement\n4. Verify\n\n"
                            "# Operational Guidelines\n- Use absolute paths with file tools.\n- Explain destructive commands before running them."),
    tools=[_s("read_file", "Read a file by absolute path.", absolute_path="string", offset="number", limit="number"),
           _s("write_file", "Write a file.", file_path="string", content="string"),
           _s("replace", "Replace text in a file.", file_path="string", old_string="string", new_string="string", expected_replacements="number"),
           _s("run_shell_command", "Execute a shell command.", command="string", description="string", directory="string"),
           _s("search_file_content", "Regex search in files.", pattern="string", path="string", include="string"),
           _s("glob", "Find files by glob.", pattern="string"),
           _s("list_directory", "List a directory.", path="string"),
           _s("todo_write", "Update the todo list.", todos="array"),
           _s("save_memory", "Save a fact to long-term memory.", fact="string"),
           _s("web_fetch", "Fetch and process a URL.", url="string", prompt="string")],
    call=lambda st, sc: {
        "read": ("read_file", {"absolute_path": absp(sc, st.get("path", ""))}),
        "ls": ("list_directory", {"path": absp(sc, st.get("path", "."))}),
        "grep": ("search_file_content", {"pattern": st.get("pat")}),
        "glob": ("glob", {"pattern": st.get("pat")}),
        "shell": ("run_shell_command", {"command": st.get("cmd"), "description": "Run " + (st.get("sub") or "command")}),
        "edit": ("replace", {"file_path": absp(sc, st.get("path", "")), "old_string": st.get("old"), "new_string": st.get("new")}),
        "write": ("write_file", {"file_path": absp(sc, st.get("path", "")), "content": st.get("content")}),
    }[st["kind"]],
    result=lambda st, sc, rng: {
        "ls": lambda: f"Directory listing for {absp(sc, st['path'])}:\n" + "\n".join(("[DIR] " if "." not in x else "") + x for x in st["output"].split("\n")),
        "grep": lambda: (f"Found {st['output'].count(chr(10)) + 1} matches for pattern \"{st['pat']}\" in path \".\":\n---\n" + st["output"] + "\n---")
        if st["output"] else f"No matches found for pattern \"{st['pat']}\" in path \".\".",
        "shell": lambda: f"Command: {st['cmd']}\nDirectory: (root)\nOutput: {st['output'] or '(empty)'}\nError: (none)\nExit Code: {st.get('exit', 0)}\n"
                         f"Signal: (none)\nBackground PIDs: (none)\nProcess Group PGID: {rng.randint(1000, 99999)}",
        "edit": lambda: f"Successfully modified file: {absp(sc, st['path'])} (1 replacements)." if st["ok"] else
        "Failed to edit, 0 occurrences found for old_string in the file. Use read_file to check the exact text.",
        "write": lambda: f"Successfully created and wrote to new file: {absp(sc, st['path'])}.",
    }.get(st["kind"], lambda: st["output"])(),
    nudge=["Please continue."],
    side={"summary": "append", "next_speaker_model": "append"},
)

# ---- Continue agent mode
SPECS["continue_agent"] = dict(
    models=["gpt-4.1", "claude-sonnet-4-20250514", "qwen2.5-coder:32b", "codestral-latest", "llama3.1:70b"],
    ua=["Continue/1.2.2 (vscode)", "OpenAI/JS 4.104.0", "node"],
    extra_headers=lambda rng: {},
    system=lambda rng, sc: ("<important_rules>\n  You are in agent mode.\n\n  Always include the language and file name in the info string when you write code blocks.\n"
                            "  When editing files, show only the changed lines with placeholder comments for unchanged code.\n</important_rules>"),
    tools=[_s("read_file", "Read a file in the workspace.", filepath="string"),
           _s("create_new_file", "Create a new file.", filepath="string", contents="string"),
           _s("run_terminal_command", "Run a terminal command.", command="string", waitForCompletion="boolean"),
           _s("grep_search", "ripgrep search over the repo.", query="string"),
           _s("file_glob_search", "Find files by glob.", pattern="string"),
           _s("single_find_and_replace", "Exact find and replace in a file.", filepath="string", old_string="string", new_string="string"),
           _s("ls", "List files.", dirPath="string", recursive="boolean"),
           _s("view_diff", "View the current git diff."),
           _s("read_currently_open_file", "Read the active editor file."),
           _s("search_web", "Search the web.", query="string"),
           _s("fetch_url_content", "Fetch a URL.", url="string")],
    call=lambda st, sc: {
        "read": ("read_file", {"filepath": st.get("path")}),
        "ls": ("ls", {"dirPath": st.get("path"), "recursive": False}),
        "grep": ("grep_search", {"query": st.get("pat")}),
        "glob": ("file_glob_search", {"pattern": st.get("pat")}),
        "shell": ("run_terminal_command", {"command": st.get("cmd"), "waitForCompletion": True}),
        "edit": ("single_find_and_replace", {"filepath": st.get("path"), "old_string": st.get("old"), "new_string": st.get("new")}),
        "write": ("create_new_file", {"filepath": st.get("path"), "contents": st.get("content")}),
    }[st["kind"]],
    result=lambda st, sc, rng: {
        "read": lambda: f"{st['path']}\n```{st['path'].rsplit('.', 1)[-1]} {st['path']}\n{st['output']}\n```",
        "shell": lambda: (f"Terminal output:\n{st['output']}" if st["output"] else "Command completed with no output.")
        + ("" if st.get("exit", 0) == 0 else f"\nExit code {st['exit']}"),
        "grep": lambda: st["output"] or "No matches found.",
        "edit": lambda: f"Applied edit to {st['path']}" if st["ok"] else f"Error: old_string not found in {st['path']}",
        "write": lambda: f"Created {st['path']}",
    }.get(st["kind"], lambda: st["output"])(),
    nudge=[],
    side={"title": "transcript", "summary": "append"},
)

# ---- GitHub Copilot agent mode (VS Code)
SPECS["copilot_agent"] = dict(
    models=["gpt-4.1", "claude-sonnet-4", "gpt-5-mini", "gemini-2.5-pro"],
    ua=["GitHubCopilotChat/0.31.2", "GitHubCopilotChat/0.29.1"],
    extra_headers=lambda rng: {"copilot-integration-id": "vscode-chat", "editor-version": f"vscode/1.{rng.randint(95, 104)}.{rng.randint(0, 3)}",
                               "editor-plugin-version": f"copilot-chat/0.{rng.randint(26, 32)}.{rng.randint(0, 3)}", "openai-intent": "conversation-agent",
                               "x-initiator": rng.choice(["agent", "agent", "user"]), "x-request-id": uid(rng), "x-interaction-type": "conversation-agent"},
    system=lambda rng, sc: ("You are an expert AI programming assistant working with a user in VS Code. You can call tools to read, search and "
                            "edit the workspace and to run commands in the terminal. Gather context before editing; never print code blocks "
                            "with file changes, use the edit tools instead.\n<toolUseInstructions>\nPrefer reading large ranges over many small reads.\n</toolUseInstructions>"),
    tools=[_s("read_file", "Read lines of a file.", filePath="string", startLine="number", endLine="number"),
           _s("run_in_terminal", "Run a command in the terminal.", command="string", explanation="string", isBackground="boolean"),
           _s("replace_string_in_file", "Replace a unique string in a file.", filePath="string", oldString="string", newString="string"),
           _s("create_file", "Create a file.", filePath="string", content="string"),
           _s("grep_search", "Text search in the workspace.", query="string", isRegexp="boolean", includePattern="string"),
           _s("file_search", "Search files by glob.", query="string"),
           _s("list_dir", "List a directory.", path="string"),
           _s("get_errors", "Get compile or lint errors.", filePaths="array"),
           _s("semantic_search", "Natural-language code search.", query="string"),
           _s("get_terminal_output", "Get output of a background terminal.", id="string"),
           _s("manage_todo_list", "Manage a todo list.", operation="string"),
           _s("runTests", "Run unit tests.", files="array")],
    call=lambda st, sc: {
        "read": ("read_file", {"filePath": absp(sc, st.get("path", "")), "startLine": 1, "endLine": 400}),
        "ls": ("list_dir", {"path": absp(sc, st.get("path", "."))}),
        "grep": ("grep_search", {"query": st.get("pat"), "isRegexp": False}),
        "glob": ("file_search", {"query": st.get("pat")}),
        "shell": ("run_in_terminal", {"command": st.get("cmd"), "explanation": "Run " + (st.get("sub") or "the command"), "isBackground": False}),
        "edit": ("replace_string_in_file", {"filePath": absp(sc, st.get("path", "")), "oldString": st.get("old"), "newString": st.get("new")}),
        "write": ("create_file", {"filePath": absp(sc, st.get("path", "")), "content": st.get("content")}),
    }[st["kind"]],
    result=lambda st, sc, rng: {
        "read": lambda: f"```{st['path'].rsplit('.', 1)[-1]}\n{st['output']}\n```",
        "grep": lambda: "\n".join(f"<match path=\"{absp(sc, h.split(':')[0])}\" line={h.split(':')[1]}>\n{':'.join(h.split(':')[2:])}\n</match>"
                                  for h in st["output"].split("\n")) if st["output"] else "No matches found.",
        "shell": lambda: st["output"] + (f"\nCommand exited with code {st['exit']}" if st.get("exit") else ""),
        "edit": lambda: f"The following files were successfully edited:\n{absp(sc, st['path'])}" if st["ok"] else
        "Could not find the string to replace. Make sure oldString matches the file exactly, including whitespace.",
        "write": lambda: f"The following files were successfully edited:\n{absp(sc, st['path'])}",
    }.get(st["kind"], lambda: st["output"])(),
    nudge=[],
    side={"summary": "append", "title": "transcript", "commit": "transcript"},
)

# ---- LangGraph prebuilt ReAct agent / supervisor
SPECS["langgraph"] = dict(
    models=["gpt-4o-mini", "gpt-4o", "claude-3-5-sonnet-20241022", "llama-3.3-70b-versatile"],
    ua=["OpenAI/Python 1.58.1", "langchain-openai/0.3.0"],
    extra_headers=lambda rng: {},
    system=lambda rng, sc: rng.choice(["You are a coding agent. Use the tools to inspect the repository, make changes and run the tests.",
                                       f"You help maintain the {sc['repo']['name']} repository. Think step by step and use tools.",
                                       "You are the 'coder' worker in a team. Complete the assigned subtask using your tools."]),
    tools=[_s("run_shell", "Run a shell command and return stdout/stderr.", command="string"),
           _s("read_file", "Return a file's contents.", path="string"),
           _s("write_file", "Write content to a file.", path="string", content="string"),
           _s("search_code", "Grep the repository.", pattern="string"),
           _s("replace_in_file", "Replace text in a file.", path="string", old="string", new="string")],
    call=lambda st, sc: {
        "read": ("read_file", {"path": st.get("path")}),
        "grep": ("search_code", {"pattern": st.get("pat")}),
        "edit": ("replace_in_file", {"path": st.get("path"), "old": st.get("old"), "new": st.get("new")}),
        "write": ("write_file", {"path": st.get("path"), "content": st.get("content")}),
    }.get(st["kind"], ("run_shell", {"command": shell_cmd_for(st, sc)})),
    result=lambda st, sc, rng: {
        "edit": lambda: "ok" if st["ok"] else "Error: ValueError('pattern not found')\n Please fix your mistakes.",
        "write": lambda: f"Wrote {len(st['content'])} bytes to {st['path']}",
        "shell": lambda: json.dumps({"returncode": st.get("exit", 0), "stdout": st["output"], "stderr": ""}),
    }.get(st["kind"], lambda: st["output"] if st["kind"] != "ls" else shell_out_for(st))(),
    nudge=[],
    side={"summary": "append", "next_speaker": "append", "memory": "transcript"},
    named=True,
)


# ------------------------------------------------------------------------------------ renderers
def chat_headers(rng, spec):
    h = {"content-type": "application/json", "authorization": "Bearer " + api_key(rng), "accept": rng.choice(["application/json", "text/event-stream", "*/*"]),
         "user-agent": rng.choice(spec["ua"])}
    if rng.random() < 0.4:
        h.update({"x-stainless-lang": "js" if "JS" in h["user-agent"] else "python", "x-stainless-retry-count": str(rng.choice([0, 0, 0, 1]))})
    h.update(spec["extra_headers"](rng))
    return h


def _assistant_text(rng, st, spec_name):
    return st["thought"] if rng.random() < 0.6 else (None if spec_name in ("openhands", "swe_agent") and rng.random() < 0.5 else "")


def chat_tool_history(rng, sc, fam, spec, first_text):
    msgs = [{"role": "system", "content": spec["system"](rng, sc)}]
    if fam == "roo_code":
        first = [{"type": "text", "text": f"<task>\n{first_text}\n</task>"}, {"type": "text", "text": spec["env_details"](rng, sc)}]
    elif fam == "openhands":
        first = (f"<uploaded_files>\n{sc['repo']['root']}\n</uploaded_files>\nA code repository is available at {sc['repo']['root']}. "
                 f"Here is the task:\n\n<issue_description>\n{first_text}\n</issue_description>\n\nMake the minimal changes to non-test files needed to resolve it."
                 if rng.random() < 0.5 else first_text + f"\n\n<RUNTIME_INFORMATION>\nWorking directory: {sc['repo']['root']}\n</RUNTIME_INFORMATION>")
    elif fam == "swe_agent":
        first = [{"type": "text", "text": f"<uploaded_files>\n{sc['repo']['root']}\n</uploaded_files>\nI've uploaded a code repository in {sc['repo']['root']}. "
                                          f"Consider this PR description:\n\n<pr_description>\n{first_text}\n</pr_description>\n\nImplement the necessary changes to "
                  "non-test files so the requirements are met. Steps:\n1. Find the relevant code\n2. Write a script to reproduce the error\n3. Edit the source\n4. Rerun your script\n5. Consider edge cases"}]
    elif fam == "copilot_agent":
        first = (f"<context>\nThe current date is 2025-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}.\n</context>\n<editorContext>\nThe user's current file is "
                 f"{absp(sc, sc['repo']['files'][0])}.\n</editorContext>\n<reminderInstructions>\nUse the edit tools rather than printing code.\n</reminderInstructions>\n"
                 f"<userRequest>\n{first_text}\n</userRequest>")
    else:
        first = first_text
    msgs.append({"role": "user", "content": first})
    if spec.get("named") and rng.random() < 0.5:
        msgs[-1]["name"] = "user"
    return msgs


def chat_tool_turns(rng, sc, fam, spec, msgs, turns):
    for turn in turns:
        calls = []
        for st in turn:
            name, args = spec["call"](st, sc)
            calls.append({"id": call_id(rng, "short" if fam in ("langgraph",) and rng.random() < 0.3 else "openai"), "type": "function",
                          "function": {"name": name, "arguments": json.dumps(args, ensure_ascii=False)}})
        am = {"role": "assistant", "content": _assistant_text(rng, turn[0], fam), "tool_calls": calls}
        if spec.get("named"):
            am["name"] = "coder"
        msgs.append(am)
        for st, c in zip(turn, calls):
            res = spec["result"](st, sc, rng)
            tm = {"role": "tool", "tool_call_id": c["id"], "content": res}
            if spec.get("content_parts") or (fam in ("copilot_agent", "roo_code") and rng.random() < 0.3):
                tm["content"] = [{"type": "text", "text": res}]
            if fam == "langgraph" and rng.random() < 0.5:
                tm["name"] = c["function"]["name"]
            msgs.append(tm)
    return msgs


def anthropic_headers(rng, fam, sess):
    h = {"content-type": "application/json", "anthropic-version": "2023-06-01", "accept": "application/json"}
    if rng.random() < 0.5:
        h["x-api-key"] = api_key(rng, "sk-ant-api03-")
    else:
        h["authorization"] = "Bearer " + api_key(rng, "sk-ant-")
    if fam == "claude_code":
        v = f"{rng.choice([1, 2])}.0.{rng.randint(10, 120)}"
        h["user-agent"] = f"claude-cli/{v} (external, {rng.choice(['cli', 'sdk-cli', 'claude-vscode'])})"
        h["x-app"] = "cli"
        h["anthropic-beta"] = ",".join(rng.sample(["claude-code-20250219", "interleaved-thinking-2025-05-14", "fine-grained-tool-streaming-2025-05-14",
                                                   "context-management-2025-06-27", "oauth-2025-04-20", "prompt-caching-2024-07-31"], rng.randint(1, 4)))
        h["x-claude-code-session-id"] = sess
        h["x-stainless-lang"] = "js"
        h["x-stainless-package-version"] = rng.choice(["0.55.1", "0.60.0", "0.63.1"])
        h["x-stainless-retry-count"] = str(rng.choice([0, 0, 0, 1, 2]))
        h["x-stainless-timeout"] = "600"
    else:
        h["user-agent"] = rng.choice(["Zed/0.201.5 (macos; aarch64)", "Zed/0.205.3 (linux; x86_64)"])
        if rng.random() < 0.5:
            h["anthropic-beta"] = "fine-grained-tool-streaming-2025-05-14"
    return h


CLAUDE_TOOLS = [
    ("Task", "Launch a sub-agent for multi-step work.", {"description": "string", "prompt": "string", "subagent_type": "string"}),
    ("Bash", "Run a bash command in a persistent shell.", {"command": "string", "description": "string", "timeout": "number", "run_in_background": "boolean"}),
    ("Glob", "Match files by glob pattern.", {"pattern": "string", "path": "string"}),
    ("Grep", "ripgrep-based content search.", {"pattern": "string", "path": "string", "glob": "string", "output_mode": "string", "-n": "boolean"}),
    ("LS", "List a directory.", {"path": "string", "ignore": "array"}),
    ("ExitPlanMode", "Leave plan mode with a plan.", {"plan": "string"}),
    ("Read", "Read a file from disk.", {"file_path": "string", "offset": "number", "limit": "number"}),
    ("Edit", "Replace an exact string in a file.", {"file_path": "string", "old_string": "string", "new_string": "string", "replace_all": "boolean"}),
    ("MultiEdit", "Several edits to one file.", {"file_path": "string", "edits": "array"}),
    ("Write", "Write a file.", {"file_path": "string", "content": "string"}),
    ("NotebookEdit", "Edit a Jupyter cell.", {"notebook_path": "string", "new_source": "string"}),
    ("WebFetch", "Fetch a URL and process it.", {"url": "string", "prompt": "string"}),
    ("TodoWrite", "Maintain the session todo list.", {"todos": "array"}),
    ("WebSearch", "Search the web.", {"query": "string"}),
    ("BashOutput", "Read output of a background shell.", {"bash_id": "string"}),
    ("KillShell", "Kill a background shell.", {"shell_id": "string"}),
    ("SlashCommand", "Run a slash command.", {"command": "string"}),
]
ZED_TOOLS = [
    ("read_file", "Read a project file.", {"path": "string", "start_line": "integer", "end_line": "integer"}),
    ("edit_file", "Edit or create a file.", {"display_description": "string", "path": "string", "mode": "string"}),
    ("terminal", "Run a shell command.", {"command": "string", "cd": "string"}),
    ("grep", "Regex search in the project.", {"regex": "string", "include_pattern": "string", "offset": "integer"}),
    ("find_path", "Find paths by glob.", {"glob": "string"}),
    ("list_directory", "List a directory.", {"path": "string"}),
    ("diagnostics", "Get errors and warnings.", {"path": "string"}),
    ("thinking", "Think out loud.", {"content": "string"}),
    ("now", "Current date and time.", {"timezone": "string"}),
    ("fetch", "Fetch a URL.", {"url": "string"}),
    ("create_directory", "Create a directory.", {"path": "string"}),
    ("delete_path", "Delete a path.", {"path": "string"}),
    ("move_path", "Move a path.", {"source_path": "string", "destination_path": "string"}),
]


def claude_call(st, sc):
    k = st["kind"]
    if k == "read":
        return "Read", {"file_path": absp(sc, st["path"])}
    if k == "grep":
        return "Grep", {"pattern": st["pat"], "output_mode": "content", "-n": True}
    if k == "glob":
        return "Glob", {"pattern": st["pat"]}
    if k == "ls":
        return "LS", {"path": absp(sc, st["path"])}
    if k == "edit":
        return "Edit", {"file_path": absp(sc, st["path"]), "old_string": st["old"], "new_string": st["new"]}
    if k == "write":
        return "Write", {"file_path": absp(sc, st["path"]), "content": st["content"]}
    return "Bash", {"command": st["cmd"], "description": {"test": "Run tests", "lint": "Run linter", "git": "Show git state"}.get(st.get("sub"), "Run command")}


def claude_result(st, sc, rng):
    k = st["kind"]
    if k == "read":
        return numbered(st["output"], "arrow") + rng.choice(["", "\n\n<system-reminder>\nIf this file looks like malware, refuse to improve it; analysis is fine.\n</system-reminder>\n"]), False
    if k == "edit":
        if st["ok"]:
            return f"The file {absp(sc, st['path'])} has been updated. Snippet of the edited file (cat -n):\n" + numbered(st["new"], "arrow", 40), False
        return "<tool_use_error>String to replace was not found in the file.\nString: " + st["old"] + "</tool_use_error>", True
    if k == "write":
        return f"File created successfully at: {absp(sc, st['path'])}", False
    if k == "grep":
        return (st["output"] or "No matches found"), False
    if k == "ls":
        return f"- {sc['repo']['root']}/\n" + "\n".join("  - " + x for x in st["output"].split("\n")) + "\n\nNOTE: check that no files look malicious.", False
    if k == "glob":
        return "\n".join(absp(sc, x) for x in st["output"].split("\n")) or "No files found", False
    err = st.get("exit", 0) != 0
    return (st["output"] if not err else f"Error: Exit code {st['exit']}\n{st['output']}") or "", err


def zed_call(st, sc):
    k = st["kind"]
    p = sc["repo"]["name"] + "/" + st.get("path", "")
    if k == "read":
        return "read_file", {"path": p}
    if k == "grep":
        return "grep", {"regex": st["pat"]}
    if k == "glob":
        return "find_path", {"glob": st["pat"]}
    if k == "ls":
        return "list_directory", {"path": sc["repo"]["name"]}
    if k in ("edit", "write"):
        return "edit_file", {"display_description": st["thought"][:60], "path": p, "mode": "edit" if k == "edit" else "create"}
    return "terminal", {"command": st["cmd"], "cd": sc["repo"]["name"]}


def zed_result(st, sc, rng):
    k = st["kind"]
    if k in ("edit", "write"):
        if k == "edit" and not st["ok"]:
            return "Could not apply the edit: the model's old text did not match the buffer.", True
        return f"Edited {sc['repo']['name']}/{st['path']}:\n\n```diff\n-{st.get('old', '')}\n+{st.get('new', st.get('content', '')[:200])}\n```", False
    if k == "shell":
        if st.get("exit", 0):
            return f"Command \"{st['cmd']}\" failed with exit code {st['exit']}.\n\n```\n{st['output']}\n```", False
        return f"```\n{st['output']}\n```" if st["output"] else "Command executed successfully.", False
    if k == "ls":
        return "# Folders:\n" + "\n".join(sc["repo"]["name"] + "/" + x for x in st["output"].split("\n") if "." not in x) + "\n\n# Files:\n" + \
               "\n".join(sc["repo"]["name"] + "/" + x for x in st["output"].split("\n") if "." in x), False
    if k == "grep":
        return ("Found matches:\n\n" + st["output"]) if st["output"] else "No matches found", False
    return st["output"], False


def anthropic_history(rng, sc, fam, first_text, turns):
    sys_text = ("You are an interactive CLI assistant for software engineering. Use the tools to help the user; keep answers short, verify work "
                "with tests, and never guess file contents.\n\n# Task management\nTrack multi-step work with TodoWrite.\n\n"
                f"<env>\nWorking directory: {sc['repo']['root']}\nIs directory a git repo: Yes\nPlatform: {rng.choice(['darwin', 'linux'])}\n</env>") \
        if fam == "claude_code" else ("You are a highly skilled software engineer working inside the Zed editor. Use tools to read and edit the "
                                      f"project; the project root is `{sc['repo']['name']}`. Be concise.")
    if fam == "claude_code":
        system = [{"type": "text", "text": "You are a coding agent command-line tool.", "cache_control": {"type": "ephemeral"}},
                  {"type": "text", "text": sys_text + "\n" + "\n".join(f"- guideline {i}: prefer small, verifiable steps." for i in range(rng.randint(10, 120))),
                   "cache_control": {"type": "ephemeral"}}]
        first = [{"type": "text", "text": "<system-reminder>\nProject notes from CLAUDE.md:\n- run tests with `" + sc["repo"]["test"] +
                  "`\n- keep functions small\n</system-reminder>"}, {"type": "text", "text": first_text}]
        tools = [{"name": n, "description": d + "\n\nUsage notes:\n" + "\n".join(f"- Note {j}: {n} returns plain text; quote paths with spaces; prefer dedicated tools over shell equivalents."
                                                                           for j in range(rng.randint(4, 30))),
                  "input_schema": {"type": "object", "properties": {k: ({"type": "array", "items": {"type": "string"}} if v == "array" else {"type": v}) for k, v in p.items()},
                                   "required": [list(p)[0]], "additionalProperties": False, "$schema": "http://json-schema.org/draft-07/schema#"}} for n, d, p in CLAUDE_TOOLS]
        tools[-1]["cache_control"] = {"type": "ephemeral"}
        callf, resf = claude_call, claude_result
    else:
        system = sys_text
        first = [{"type": "text", "text": first_text}]
        tools = [{"name": n, "description": d, "input_schema": {"type": "object", "properties": {k: {"type": v} for k, v in p.items()}, "required": [list(p)[0]]}} for n, d, p in ZED_TOOLS]
        callf, resf = zed_call, zed_result
    msgs = [{"role": "user", "content": first}]
    for turn in turns:
        content = []
        if rng.random() < 0.3 and fam == "claude_code":
            content.append({"type": "thinking", "thinking": turn[0]["thought"], "signature": rid(rng, 64)})
        if rng.random() < 0.6:
            content.append({"type": "text", "text": turn[0]["thought"]})
        ids = []
        for st in turn:
            n, a = callf(st, sc)
            i = call_id(rng, "anthropic")
            ids.append(i)
            content.append({"type": "tool_use", "id": i, "name": n, "input": a})
        msgs.append({"role": "assistant", "content": content})
        res = []
        for st, i in zip(turn, ids):
            out, err = resf(st, sc, rng)
            blk = {"type": "tool_result", "tool_use_id": i, "content": out if rng.random() < 0.7 else [{"type": "text", "text": out}]}
            if err:
                blk["is_error"] = True
            res.append(blk)
        msgs.append({"role": "user", "content": res})
    if msgs[-1]["role"] == "user" and fam == "claude_code" and rng.random() < 0.5:
        msgs[-1]["content"][-1]["cache_control"] = {"type": "ephemeral"}
    return system, tools, msgs, callf, resf


CODEX_TOOLS = [
    {"type": "function", "name": "shell", "description": "Runs a shell command and returns its output.", "strict": False,
     "parameters": {"type": "object", "properties": {"command": {"type": "array", "items": {"type": "string"}}, "workdir": {"type": "string"},
                                                     "timeout_ms": {"type": "number"}, "with_escalated_permissions": {"type": "boolean"},
                                                     "justification": {"type": "string"}}, "required": ["command"], "additionalProperties": False}},
    {"type": "function", "name": "update_plan", "description": "Updates the task plan.", "strict": False,
     "parameters": {"type": "object", "properties": {"explanation": {"type": "string"}, "plan": {"type": "array", "items": {"type": "object"}}}, "required": ["plan"]}},
    {"type": "function", "name": "apply_patch", "description": "Apply a patch in the codex patch format.", "strict": False,
     "parameters": {"type": "object", "properties": {"input": {"type": "string"}}, "required": ["input"]}},
    {"type": "function", "name": "view_image", "description": "Attach a local image.", "strict": False,
     "parameters": {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]}},
    {"type": "web_search"},
]


def codex_items(rng, sc, turns):
    items = []
    for turn in turns:
        if rng.random() < 0.6:
            items.append({"type": "reasoning", "summary": [{"type": "summary_text", "text": "**" + turn[0]["thought"].rstrip(".") + "**"}],
                          "content": None, "encrypted_content": "gAAAAAB" + rid(rng, rng.randint(200, 900))})
        if rng.random() < 0.25:
            items.append({"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": turn[0]["thought"]}]})
        for st in turn:
            cid = call_id(rng)
            if st["kind"] in ("edit", "write") and rng.random() < 0.7:
                patch = (f"*** Begin Patch\n*** Update File: {st['path']}\n@@\n-{st.get('old', '')}\n+{st.get('new', '')}\n*** End Patch" if st["kind"] == "edit"
                         else f"*** Begin Patch\n*** Add File: {st['path']}\n" + "\n".join("+" + l for l in st["content"].split("\n")) + "\n*** End Patch")
                if rng.random() < 0.5:
                    items.append({"type": "function_call", "name": "apply_patch", "arguments": json.dumps({"input": patch}), "call_id": cid})
                else:
                    items.append({"type": "function_call", "name": "shell", "arguments": json.dumps({"command": ["apply_patch", patch], "workdir": sc["repo"]["root"]}), "call_id": cid})
                ok = st.get("ok", True)
                out = (f"Success. Updated the following files:\n{'M' if st['kind'] == 'edit' else 'A'} {st['path']}\n") if ok else \
                    f"Failed to find expected lines in {st['path']}:\n{st.get('old')}"
                code = 0 if ok else 1
            else:
                cmd = shell_cmd_for(st, sc)
                if rng.random() < 0.25:
                    items.append({"type": "local_shell_call", "call_id": cid, "status": "completed",
                                  "action": {"type": "exec", "command": ["bash", "-lc", cmd], "working_directory": sc["repo"]["root"], "timeout_ms": 120000}})
                else:
                    items.append({"type": "function_call", "name": "shell", "call_id": cid,
                                  "arguments": json.dumps({"command": ["bash", "-lc", cmd], "workdir": sc["repo"]["root"], "timeout_ms": rng.choice([10000, 120000, 600000])})})
                out, code = shell_out_for(st), st.get("exit", 0)
            dur = round(rng.uniform(0.01, 30), 1)
            if rng.random() < 0.5:
                o = json.dumps({"output": out, "metadata": {"exit_code": code, "duration_seconds": dur}})
            else:
                o = f"Exit code: {code}\nWall time: {dur} seconds\nOutput:\n{out}"
            items.append({"type": "function_call_output", "call_id": cid, "output": o})
    return items


def final_text(rng, sc, lang):
    p = sc["changed"][0] if sc["changed"] else sc["repo"]["files"][0]
    return rng.choice(FINAL_MSG.get(lang, FINAL_MSG["en"])).format(path=p)
