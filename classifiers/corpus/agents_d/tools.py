"""Tool catalogues per client family (own descriptions) and mapping of abstract steps to tool calls."""
import json

EXAMPLES = [
    "<example>\nuser: where do we configure the retry policy?\nassistant: [uses {name} to locate it before answering]\n<reasoning>The location is not known yet, so looking it up beats guessing.</reasoning>\n</example>",
    "<example>\nuser: what is 2 + 2?\nassistant: 4\n<reasoning>No workspace information is needed; answer directly without {name}.</reasoning>\n</example>",
    "<example>\nuser: update the changelog for the new flag\nassistant: [reads the changelog, then uses {name}]\n<reasoning>The edit depends on the current file content.</reasoning>\n</example>",
    "<example>\nuser: run the linter and fix what it reports\nassistant: [runs the lint command, then uses {name} for each reported location]\n</example>",
]

NOTES = [
    "Never guess values for required parameters; if one is unknown, find it first or ask.",
    "Results of this tool are shown to you, not to the user; summarise what matters in your reply.",
    "Calls that only read are safe to run without asking; calls that write or execute may need approval depending on the user's settings.",
    "Avoid calling this tool in a tight loop with the same arguments; if the result did not help the first time, change approach.",
    "When the output mentions a path, quote it exactly in later calls, including case.",
    "Large binary files are rejected; ask the user for a text export instead.",
    "Long outputs are saved to a temporary file and only the beginning is returned; read further with a ranged read if needed.",
    "The working directory persists between calls only where the schema says so; otherwise pass absolute paths.",
    "Use this instead of shelling out for the same purpose; it is faster and its output is formatted for you.",
    "Paths may be absolute or relative to the workspace root, as the schema says. Results can be truncated for very large outputs.",
    "Prefer batching independent calls of this tool in a single turn when you already know all the arguments.",
    "If the call fails, read the error message: it usually says which argument was wrong.",
    "Output longer than the limit is cut and a note is appended saying how many lines were dropped.",
    "Do not use this tool for files you have not looked at yet in this session when the change depends on their content.",
]


def _p(t, d, **kw):
    x = {"type": t, "description": d}
    x.update(kw)
    return x


S = lambda d: _p("string", d)
I = lambda d: _p("integer", d)
B = lambda d: _p("boolean", d)
A = lambda d, it=None: _p("array", d, items=it or {"type": "string"})

TOOLSETS = {
    "claude_code": [
        ("Task", "Start a sub-agent with its own context to handle a multi-step search or research job and return one report.", {"description": S("3-5 word label"), "prompt": S("full instructions for the sub-agent"), "subagent_type": S("which agent profile to use")}, ["description", "prompt"]),
        ("Bash", "Run a shell command in a persistent session with an optional timeout. Quote paths containing spaces. Avoid interactive commands.", {"command": S("the command line"), "description": S("5-10 word summary of what it does"), "timeout": I("milliseconds, max 600000"), "run_in_background": B("keep running and poll output later")}, ["command"]),
        ("Glob", "Match file paths against a glob pattern such as `src/**/*.ts`; results are sorted by modification time.", {"pattern": S("glob"), "path": S("directory to search in")}, ["pattern"]),
        ("Grep", "Search file contents with a regular expression (ripgrep syntax). Can return matching lines, file names or counts.", {"pattern": S("regex"), "path": S("file or directory"), "glob": S("filter files"), "output_mode": _p("string", "content | files_with_matches | count", enum=["content", "files_with_matches", "count"]), "-n": B("show line numbers"), "-i": B("case insensitive")}, ["pattern"]),
        ("LS", "List a directory. The path must be absolute.", {"path": S("absolute directory path"), "ignore": A("glob patterns to skip")}, ["path"]),
        ("Read", "Read a file from disk. Returns lines prefixed with their number. Supports offset and limit for long files, and can show images.", {"file_path": S("absolute path"), "offset": I("first line"), "limit": I("number of lines")}, ["file_path"]),
        ("Edit", "Replace an exact string in a file. The old string must be unique unless replace_all is set. Read the file before editing it.", {"file_path": S("absolute path"), "old_string": S("text to replace"), "new_string": S("replacement"), "replace_all": B("replace every occurrence")}, ["file_path", "old_string", "new_string"]),
        ("MultiEdit", "Apply several exact-string edits to one file atomically, in order.", {"file_path": S("absolute path"), "edits": A("list of edits", {"type": "object", "properties": {"old_string": {"type": "string"}, "new_string": {"type": "string"}}, "required": ["old_string", "new_string"]})}, ["file_path", "edits"]),
        ("Write", "Create or overwrite a file with the given content.", {"file_path": S("absolute path"), "content": S("full file content")}, ["file_path", "content"]),
        ("NotebookEdit", "Replace, insert or delete a cell in a Jupyter notebook.", {"notebook_path": S("absolute path"), "cell_id": S("target cell"), "new_source": S("cell source"), "edit_mode": S("replace | insert | delete")}, ["notebook_path", "new_source"]),
        ("WebFetch", "Download a URL, convert it to markdown and answer a prompt about it with a small model.", {"url": S("http(s) URL"), "prompt": S("what to extract")}, ["url", "prompt"]),
        ("WebSearch", "Search the web and return result snippets with links.", {"query": S("search terms"), "allowed_domains": A("restrict to domains")}, ["query"]),
        ("TodoWrite", "Create or update the structured task list for this session. Use it for work with three or more steps.", {"todos": A("items", {"type": "object", "properties": {"content": {"type": "string"}, "status": {"type": "string", "enum": ["pending", "in_progress", "completed"]}, "activeForm": {"type": "string"}}, "required": ["content", "status"]})}, ["todos"]),
        ("BashOutput", "Fetch new output from a background shell.", {"bash_id": S("shell id"), "filter": S("regex to keep lines")}, ["bash_id"]),
        ("KillShell", "Stop a background shell.", {"shell_id": S("shell id")}, ["shell_id"]),
        ("ExitPlanMode", "Leave planning mode after presenting a plan the user should approve.", {"plan": S("the plan in markdown")}, ["plan"]),
        ("SlashCommand", "Run a custom slash command defined by the user.", {"command": S("command with arguments")}, ["command"]),
    ],
    "codex": [
        ("shell", "Run a command and return its output. Pass argv as a list; use [\"bash\", \"-lc\", \"...\"] for shell syntax.", {"command": A("argv"), "workdir": S("working directory"), "timeout_ms": I("timeout"), "with_escalated_permissions": B("ask to leave the sandbox"), "justification": S("why escalation is needed")}, ["command"]),
        ("apply_patch", "Edit files with a patch envelope: *** Begin Patch / *** Update File: path / @@ context / -old / +new / *** End Patch. Add and Delete File sections are also allowed.", {"input": S("the whole patch text")}, ["input"]),
        ("update_plan", "Record or update the step list for the current task. At most one step may be in_progress.", {"explanation": S("optional note"), "plan": A("steps", {"type": "object", "properties": {"step": {"type": "string"}, "status": {"type": "string"}}, "required": ["step", "status"]})}, ["plan"]),
        ("view_image", "Attach a local image file to the conversation.", {"path": S("image path")}, ["path"]),
        ("list_mcp_resources", "List resources exposed by configured MCP servers.", {"server": S("server name")}, []),
    ],
    "copilot": [
        ("semantic_search", "Natural-language search across the workspace for relevant code or docs.", {"query": S("what to look for")}, ["query"]),
        ("file_search", "Find files by glob pattern.", {"query": S("glob"), "maxResults": I("limit")}, ["query"]),
        ("grep_search", "Fast text or regex search in workspace files.", {"query": S("text or regex"), "isRegexp": B("treat as regex"), "includePattern": S("glob filter")}, ["query", "isRegexp"]),
        ("read_file", "Read a range of lines from a file. Prefer reading larger ranges over many small calls.", {"filePath": S("absolute path"), "startLine": I("1-based start"), "endLine": I("1-based end, inclusive")}, ["filePath", "startLine", "endLine"]),
        ("list_dir", "List entries of a directory; folders end with /.", {"path": S("absolute path")}, ["path"]),
        ("run_in_terminal", "Run a shell command in a persistent terminal.", {"command": S("command"), "explanation": S("one sentence on why"), "isBackground": B("long-running process")}, ["command", "explanation", "isBackground"]),
        ("get_terminal_output", "Get output of a background terminal command.", {"id": S("terminal id")}, ["id"]),
        ("replace_string_in_file", "Replace one exact occurrence of a string in a file; include 3-5 lines of context so it is unique.", {"filePath": S("absolute path"), "oldString": S("exact text"), "newString": S("replacement")}, ["filePath", "oldString", "newString"]),
        ("create_file", "Create a new file with content.", {"filePath": S("absolute path"), "content": S("file content")}, ["filePath", "content"]),
        ("get_errors", "Return compile or lint diagnostics for files.", {"filePaths": A("absolute paths")}, ["filePaths"]),
        ("run_tests", "Run unit tests, optionally only some files.", {"files": A("test files")}, []),
        ("fetch_webpage", "Fetch main text of web pages.", {"urls": A("urls"), "query": S("what to find")}, ["urls", "query"]),
        ("manage_todo_list", "Maintain a todo list for multi-step work.", {"operation": S("write | read"), "todoList": A("items", {"type": "object"})}, ["operation"]),
        ("get_changed_files", "Show git diffs of current changes.", {"repositoryPath": S("repo root")}, []),
        ("test_failure", "Include details of the most recent test failure.", {}, []),
    ],
    "continue": [
        ("read_file", "Read the contents of a file in the workspace.", {"filepath": S("path relative to workspace root")}, ["filepath"]),
        ("create_new_file", "Create a file with the given contents.", {"filepath": S("relative path"), "contents": S("content")}, ["filepath", "contents"]),
        ("run_terminal_command", "Run a terminal command in the workspace root and return its output.", {"command": S("command"), "waitForCompletion": B("block until done")}, ["command"]),
        ("file_glob_search", "Search for files by glob pattern.", {"pattern": S("glob")}, ["pattern"]),
        ("grep_search", "Search file contents with ripgrep.", {"query": S("regex")}, ["query"]),
        ("search_web", "Search the internet.", {"query": S("query")}, ["query"]),
        ("view_diff", "View the current working-tree diff.", {}, []),
        ("read_currently_open_file", "Read the file that is focused in the editor.", {}, []),
        ("ls", "List files and folders.", {"dirPath": S("directory"), "recursive": B("recurse")}, []),
        ("edit_existing_file", "Apply edits to an existing file; use comments like '// ... existing code ...' for unchanged regions.", {"filepath": S("relative path"), "changes": S("the edited code")}, ["filepath", "changes"]),
        ("search_and_replace_in_file", "Make exact search/replace edits in a file.", {"filepath": S("relative path"), "diffs": A("SEARCH/REPLACE blocks")}, ["filepath", "diffs"]),
        ("view_subdirectory", "Summarise a subdirectory's files.", {"directory_path": S("path")}, ["directory_path"]),
        ("view_repo_map", "Show a map of symbols across the repository.", {}, []),
        ("fetch_url_content", "Fetch a web page as text.", {"url": S("url")}, ["url"]),
    ],
    "cursor": [
        ("codebase_search", "Semantic search over the codebase for snippets relevant to a query.", {"query": S("question about the code"), "target_directories": A("globs"), "explanation": S("why")}, ["query"]),
        ("read_file", "Read a file, optionally a line window.", {"target_file": S("path"), "offset": I("start line"), "limit": I("line count")}, ["target_file"]),
        ("run_terminal_cmd", "Propose a terminal command to run on the user's machine.", {"command": S("command"), "is_background": B("background"), "explanation": S("why")}, ["command", "is_background"]),
        ("list_dir", "List a directory.", {"relative_workspace_path": S("path")}, ["relative_workspace_path"]),
        ("grep_search", "Exact or regex text search using ripgrep.", {"query": S("regex"), "include_pattern": S("glob"), "case_sensitive": B("case")}, ["query"]),
        ("edit_file", "Propose an edit to a file; unchanged regions are marked with a comment placeholder.", {"target_file": S("path"), "instructions": S("one sentence"), "code_edit": S("edited code")}, ["target_file", "instructions", "code_edit"]),
        ("search_replace", "Replace one exact string in a file.", {"file_path": S("path"), "old_string": S("old"), "new_string": S("new")}, ["file_path", "old_string", "new_string"]),
        ("file_search", "Fuzzy search for file paths.", {"query": S("partial path")}, ["query"]),
        ("delete_file", "Delete a file.", {"target_file": S("path")}, ["target_file"]),
        ("web_search", "Search the web.", {"search_term": S("terms")}, ["search_term"]),
        ("read_lints", "Read linter diagnostics for paths.", {"paths": A("paths")}, []),
        ("todo_write", "Create or update a task list.", {"merge": B("merge with existing"), "todos": A("items", {"type": "object"})}, ["merge", "todos"]),
    ],
    "windsurf": [
        ("codebase_search", "Find code snippets relevant to a query.", {"Query": S("query"), "TargetDirectories": A("dirs")}, ["Query", "TargetDirectories"]),
        ("grep_search", "Run ripgrep in a directory.", {"SearchPath": S("path"), "Query": S("pattern"), "MatchPerLine": B("lines vs files"), "Includes": A("globs"), "CaseInsensitive": B("case")}, ["SearchPath", "Query", "MatchPerLine", "Includes", "CaseInsensitive"]),
        ("find_by_name", "Find files by name pattern.", {"SearchDirectory": S("dir"), "Pattern": S("glob")}, ["SearchDirectory", "Pattern"]),
        ("list_dir", "List a directory with sizes.", {"DirectoryPath": S("absolute path")}, ["DirectoryPath"]),
        ("view_file", "View a line range of a file.", {"AbsolutePath": S("path"), "StartLine": I("0-based"), "EndLine": I("inclusive")}, ["AbsolutePath", "StartLine", "EndLine"]),
        ("view_code_item", "View a symbol's definition.", {"File": S("path"), "NodePaths": A("symbols")}, ["NodePaths"]),
        ("run_command", "Propose a command to run; the USER approves it.", {"CommandLine": S("command"), "Cwd": S("dir"), "Blocking": B("wait"), "SafeToAutoRun": B("no side effects")}, ["CommandLine", "Cwd", "Blocking", "SafeToAutoRun"]),
        ("command_status", "Check a background command.", {"CommandId": S("id"), "OutputCharacterCount": I("chars")}, ["CommandId"]),
        ("write_to_file", "Create a new file.", {"TargetFile": S("path"), "CodeContent": S("content"), "EmptyFile": B("empty")}, ["TargetFile", "CodeContent", "EmptyFile"]),
        ("replace_file_content", "Edit an existing file with replacement chunks.", {"TargetFile": S("path"), "Instruction": S("what changes"), "ReplacementChunks": A("chunks", {"type": "object", "properties": {"TargetContent": {"type": "string"}, "ReplacementContent": {"type": "string"}, "AllowMultiple": {"type": "boolean"}}})}, ["TargetFile", "Instruction", "ReplacementChunks"]),
        ("search_web", "Web search.", {"query": S("query"), "domain": S("domain")}, ["query"]),
        ("read_url_content", "Read a web page.", {"Url": S("url")}, ["Url"]),
        ("create_memory", "Save or update a memory about the USER or workspace.", {"Title": S("title"), "Content": S("content"), "Action": S("create | update | delete")}, ["Action"]),
        ("browser_preview", "Open a preview of a local web server.", {"Url": S("url"), "Name": S("title")}, ["Url", "Name"]),
        ("todo_list", "Update the plan for the current task.", {"todos": A("items", {"type": "object"})}, ["todos"]),
    ],
    "zed": [
        ("read_file", "Read a file in the project; large files return an outline unless a line range is given.", {"path": S("path starting with a root dir name"), "start_line": I("1-based"), "end_line": I("inclusive")}, ["path"]),
        ("grep", "Regex search across the project.", {"regex": S("pattern"), "include_pattern": S("glob"), "offset": I("page offset"), "case_sensitive": B("case")}, ["regex"]),
        ("find_path", "Find paths matching a glob.", {"glob": S("glob"), "offset": I("offset")}, ["glob"]),
        ("list_directory", "List a directory.", {"path": S("path")}, ["path"]),
        ("terminal", "Run a one-off shell command and get its output.", {"command": S("command"), "cd": S("working dir")}, ["command", "cd"]),
        ("edit_file", "Describe an edit; a second model writes the actual change.", {"display_description": S("short description"), "path": S("path"), "mode": S("edit | create | overwrite")}, ["display_description", "path", "mode"]),
        ("diagnostics", "Errors and warnings for a file or the project.", {"path": S("optional path")}, []),
        ("thinking", "Scratchpad for reasoning; no side effects.", {"content": S("thoughts")}, ["content"]),
        ("fetch", "Fetch a URL as markdown.", {"url": S("url")}, ["url"]),
        ("web_search", "Search the web.", {"query": S("query")}, ["query"]),
        ("copy_path", "Copy a file or directory.", {"source_path": S("src"), "destination_path": S("dst")}, ["source_path", "destination_path"]),
        ("move_path", "Move or rename.", {"source_path": S("src"), "destination_path": S("dst")}, ["source_path", "destination_path"]),
        ("delete_path", "Delete a path.", {"path": S("path")}, ["path"]),
        ("create_directory", "Create a directory.", {"path": S("path")}, ["path"]),
        ("now", "Current date and time.", {"timezone": S("utc | local")}, ["timezone"]),
    ],
    "roo": [
        ("read_file", "Read one or more files; output has line numbers.", {"path": S("relative path"), "start_line": I("optional"), "end_line": I("optional")}, ["path"]),
        ("list_files", "List files in a directory.", {"path": S("dir"), "recursive": B("recurse")}, ["path"]),
        ("search_files", "Regex search with context lines.", {"path": S("dir"), "regex": S("pattern"), "file_pattern": S("glob")}, ["path", "regex"]),
        ("list_code_definition_names", "List top-level definitions in source files.", {"path": S("file or dir")}, ["path"]),
        ("codebase_search", "Semantic search of the indexed codebase.", {"query": S("query"), "path": S("dir")}, ["query"]),
        ("execute_command", "Run a CLI command in the workspace terminal.", {"command": S("command"), "cwd": S("dir")}, ["command"]),
        ("apply_diff", "Apply SEARCH/REPLACE blocks with line hints to a file.", {"path": S("path"), "diff": S("blocks")}, ["path", "diff"]),
        ("write_to_file", "Write a whole file.", {"path": S("path"), "content": S("content"), "line_count": I("lines")}, ["path", "content", "line_count"]),
        ("insert_content", "Insert lines at a position.", {"path": S("path"), "line": I("line"), "content": S("content")}, ["path", "line", "content"]),
        ("search_and_replace", "Search and replace text or regex in a file.", {"path": S("path"), "search": S("search"), "replace": S("replace")}, ["path", "search", "replace"]),
        ("ask_followup_question", "Ask the user a clarifying question with suggested answers.", {"question": S("question"), "follow_up": A("suggestions")}, ["question"]),
        ("attempt_completion", "Present the final result once the task is done.", {"result": S("result")}, ["result"]),
        ("switch_mode", "Request a mode switch.", {"mode_slug": S("mode"), "reason": S("why")}, ["mode_slug"]),
        ("new_task", "Start a subtask in another mode.", {"mode": S("mode"), "message": S("instructions")}, ["mode", "message"]),
        ("update_todo_list", "Replace the todo checklist.", {"todos": S("markdown checklist")}, ["todos"]),
        ("browser_action", "Drive a headless browser.", {"action": S("launch | click | type | close"), "url": S("url")}, ["action"]),
    ],
    "openhands": [
        ("execute_bash", "Run a bash command in the sandbox. Long-running commands should be backgrounded; output is truncated past a limit.", {"command": S("command"), "is_input": S("true if sending input to a running process"), "timeout": _p("number", "seconds")}, ["command"]),
        ("think", "Write down reasoning without changing anything.", {"thought": S("thought")}, ["thought"]),
        ("finish", "Signal that the task is complete.", {"message": S("final message"), "task_completed": S("true | false | partial")}, ["message"]),
        ("browser", "Interact with a browser via small Python snippets (goto, click, fill).", {"code": S("actions")}, ["code"]),
        ("execute_ipython_cell", "Run Python in an IPython kernel.", {"code": S("python")}, ["code"]),
        ("str_replace_editor", "View, create and edit files: commands view, create, str_replace, insert, undo_edit.", {"command": _p("string", "operation", enum=["view", "create", "str_replace", "insert", "undo_edit"]), "path": S("absolute path"), "file_text": S("for create"), "old_str": S("for str_replace"), "new_str": S("replacement"), "insert_line": I("for insert"), "view_range": A("two ints", {"type": "integer"})}, ["command", "path"]),
        ("fetch", "Fetch a URL.", {"url": S("url")}, ["url"]),
        ("task_tracker", "Plan and track task items.", {"command": S("view | plan"), "task_list": A("items", {"type": "object"})}, ["command"]),
    ],
    "swe_agent": [
        ("bash", "Run a bash command in the repository environment.", {"command": S("command")}, ["command"]),
        ("str_replace_editor", "File viewer and editor: view, create, str_replace, insert, undo_edit.", {"command": _p("string", "operation", enum=["view", "create", "str_replace", "insert", "undo_edit"]), "path": S("absolute path"), "file_text": S("content"), "old_str": S("old"), "new_str": S("new"), "insert_line": I("line"), "view_range": A("range", {"type": "integer"})}, ["command", "path"]),
        ("submit", "Submit the current changes as the solution.", {}, []),
    ],
    "gemini": [
        ("list_directory", "List a directory.", {"path": S("absolute path"), "ignore": A("globs")}, ["path"]),
        ("read_file", "Read a file; supports text, images and PDFs.", {"absolute_path": S("absolute path"), "offset": I("start line"), "limit": I("lines")}, ["absolute_path"]),
        ("search_file_content", "Regex search across files.", {"pattern": S("regex"), "path": S("dir"), "include": S("glob")}, ["pattern"]),
        ("glob", "Find files by glob.", {"pattern": S("glob"), "path": S("dir")}, ["pattern"]),
        ("replace", "Replace text in a file; old_string must match exactly with context.", {"file_path": S("absolute path"), "old_string": S("old"), "new_string": S("new"), "expected_replacements": I("count")}, ["file_path", "old_string", "new_string"]),
        ("write_file", "Write a file.", {"file_path": S("absolute path"), "content": S("content")}, ["file_path", "content"]),
        ("run_shell_command", "Run a shell command; returns stdout, stderr, exit code.", {"command": S("command"), "description": S("short description"), "directory": S("relative dir")}, ["command"]),
        ("web_fetch", "Fetch and process URLs named in the prompt.", {"prompt": S("prompt with URLs")}, ["prompt"]),
        ("read_many_files", "Read several files by path or glob.", {"paths": A("paths")}, ["paths"]),
        ("google_web_search", "Web search.", {"query": S("query")}, ["query"]),
        ("save_memory", "Remember a fact across sessions.", {"fact": S("fact")}, ["fact"]),
        ("write_todos", "Maintain a todo list.", {"todos": A("items", {"type": "object"})}, ["todos"]),
    ],
    "react": [
        ("read_file", "Return the text of a file.", {"path": S("path")}, ["path"]),
        ("search_code", "Grep the repository for a pattern.", {"pattern": S("regex")}, ["pattern"]),
        ("list_dir", "List files under a directory.", {"path": S("dir")}, ["path"]),
        ("run_shell", "Run a shell command; returns output and exit code.", {"cmd": S("command")}, ["cmd"]),
        ("write_file", "Overwrite a file.", {"path": S("path"), "content": S("content")}, ["path", "content"]),
        ("replace_text", "Replace an exact snippet in a file.", {"path": S("path"), "old": S("old"), "new": S("new")}, ["path", "old", "new"]),
    ],
}


def describe(fam, name, desc, long_notes):
    if long_notes:
        k = min(long_notes, len(NOTES))
        s = desc + "\n\nUsage notes:\n" + "\n".join("- " + NOTES[(len(name) + i) % len(NOTES)] for i in range(k))
        if long_notes > 6:
            s += "\n\n" + "\n\n".join(EXAMPLES[(len(name) + i) % len(EXAMPLES)].format(name=name) for i in range(min(4, long_notes - 6)))
        return s
    return desc


def schema(props, req):
    return {"type": "object", "properties": props, "required": req, "additionalProperties": False}


def openai_tools(key, long_notes=0, limit=None):
    out = []
    for name, desc, props, req in TOOLSETS[key][:limit]:
        out.append({"type": "function", "function": {"name": name, "description": describe(key, name, desc, long_notes), "parameters": schema(props, req)}})
    return out


def anthropic_tools(key, long_notes=0):
    return [{"name": n, "description": describe(key, n, d, long_notes), "input_schema": {"$schema": "http://json-schema.org/draft-07/schema#", **schema(p, r)}}
            for n, d, p, r in TOOLSETS[key]]


def responses_tools(key, long_notes=0):
    return [{"type": "function", "name": n, "description": describe(key, n, d, long_notes), "strict": False, "parameters": schema(p, r)}
            for n, d, p, r in TOOLSETS[key]]


def text_tools(key):
    lines = []
    for n, d, p, r in TOOLSETS[key]:
        args = ", ".join(f"{k}: {v['type']}" for k, v in p.items())
        lines.append(f"{n}({args}) - {d}")
    return "\n".join(lines)


# ---- abstract step -> concrete call ----
def shell_cmd(step, proj):
    op = step["op"]
    if op == "read":
        return f"cat -n {step['path']} | sed -n '1,{step.get('lines', 120)}p'"
    if op == "search":
        return f"grep -rn \"{step['pattern']}\" --include='*.{proj.L['ext']}' ."
    if op == "list":
        return f"find {step.get('path', '.')} -maxdepth 2 -type f | head -50"
    if op in ("run", "test"):
        return step["cmd"]
    if op == "edit":
        o = step["old"].split("\n")[0].replace("'", "")[:60]
        n = step["new"].split("\n")[0].replace("'", "")[:60]
        return f"sed -i 's/{o}/{n}/' {step['path']}"
    if op == "write":
        return f"cat <<'EOF' > {step['path']}\n{step['content']}\nEOF"
    return "true"


def call_for(key, step, proj):
    """Return (tool_name, args) for a step under the given toolset."""
    op = step["op"]
    ap = proj.abspath(step["path"]) if step.get("path") else proj.root
    if key == "claude_code":
        if op == "read": return "Read", {"file_path": ap}
        if op == "search": return "Grep", {"pattern": step["pattern"], "output_mode": "content", "-n": True}
        if op == "list": return "Glob", {"pattern": f"**/*.{proj.L['ext']}"}
        if op in ("run", "test"): return "Bash", {"command": step["cmd"], "description": step.get("desc", "Run command")}
        if op == "edit": return "Edit", {"file_path": ap, "old_string": step["old"], "new_string": step["new"]}
        if op == "write": return "Write", {"file_path": ap, "content": step["content"]}
        if op == "todo": return "TodoWrite", {"todos": [{"content": t, "status": s, "activeForm": t} for t, s in step["items"]]}
    if key == "codex":
        if op == "edit":
            return "apply_patch", {"input": f"*** Begin Patch\n*** Update File: {step['path']}\n@@\n" + "".join("-" + l + "\n" for l in step["old"].split("\n")) + "".join("+" + l + "\n" for l in step["new"].split("\n")) + "*** End Patch"}
        if op == "write":
            return "apply_patch", {"input": f"*** Begin Patch\n*** Add File: {step['path']}\n" + "".join("+" + l + "\n" for l in step["content"].split("\n")) + "*** End Patch"}
        if op == "todo":
            return "update_plan", {"plan": [{"step": t, "status": s} for t, s in step["items"]]}
        c = shell_cmd(step, proj) if op != "search" else f"rg -n \"{step['pattern']}\""
        if op == "read":
            c = f"sed -n '1,{step.get('lines', 120)}p' {step['path']}"
        return "shell", {"command": ["bash", "-lc", c], "workdir": proj.root, "timeout_ms": 120000}
    if key == "copilot":
        if op == "read": return "read_file", {"filePath": ap, "startLine": 1, "endLine": step.get("lines", 120)}
        if op == "search": return "grep_search", {"query": step["pattern"], "isRegexp": False}
        if op == "list": return "list_dir", {"path": ap}
        if op == "test": return "run_in_terminal", {"command": step["cmd"], "explanation": "Run the tests to see failures.", "isBackground": False}
        if op == "run": return "run_in_terminal", {"command": step["cmd"], "explanation": "Check the command output.", "isBackground": False}
        if op == "edit": return "replace_string_in_file", {"filePath": ap, "oldString": step["old"], "newString": step["new"]}
        if op == "write": return "create_file", {"filePath": ap, "content": step["content"]}
        if op == "todo": return "manage_todo_list", {"operation": "write", "todoList": [{"id": i + 1, "title": t, "status": s} for i, (t, s) in enumerate(step["items"])]}
    if key == "continue":
        if op == "read": return "read_file", {"filepath": step["path"]}
        if op == "search": return "grep_search", {"query": step["pattern"]}
        if op == "list": return "ls", {"dirPath": step.get("path", "."), "recursive": False}
        if op in ("run", "test"): return "run_terminal_command", {"command": step["cmd"], "waitForCompletion": True}
        if op == "edit": return "search_and_replace_in_file", {"filepath": step["path"], "diffs": [f"------- SEARCH\n{step['old']}\n=======\n{step['new']}\n+++++++ REPLACE"]}
        if op == "write": return "create_new_file", {"filepath": step["path"], "contents": step["content"]}
    if key == "cursor":
        if op == "read": return "read_file", {"target_file": step["path"], "offset": 1, "limit": step.get("lines", 120)}
        if op == "search": return "grep_search", {"query": step["pattern"], "include_pattern": f"*.{proj.L['ext']}"}
        if op == "list": return "list_dir", {"relative_workspace_path": step.get("path", ".")}
        if op in ("run", "test"): return "run_terminal_cmd", {"command": step["cmd"], "is_background": False, "explanation": "run it"}
        if op == "edit": return "search_replace", {"file_path": step["path"], "old_string": step["old"], "new_string": step["new"]}
        if op == "write": return "edit_file", {"target_file": step["path"], "instructions": "Create the file.", "code_edit": step["content"]}
        if op == "todo": return "todo_write", {"merge": False, "todos": [{"id": str(i), "content": t, "status": s} for i, (t, s) in enumerate(step["items"])]}
    if key == "windsurf":
        if op == "read": return "view_file", {"AbsolutePath": ap, "StartLine": 0, "EndLine": step.get("lines", 120)}
        if op == "search": return "grep_search", {"SearchPath": proj.root, "Query": step["pattern"], "MatchPerLine": True, "Includes": [f"*.{proj.L['ext']}"], "CaseInsensitive": False}
        if op == "list": return "list_dir", {"DirectoryPath": ap}
        if op in ("run", "test"): return "run_command", {"CommandLine": step["cmd"], "Cwd": proj.root, "Blocking": True, "SafeToAutoRun": op == "test"}
        if op == "edit": return "replace_file_content", {"TargetFile": ap, "Instruction": "Apply the fix.", "ReplacementChunks": [{"TargetContent": step["old"], "ReplacementContent": step["new"], "AllowMultiple": False}]}
        if op == "write": return "write_to_file", {"TargetFile": ap, "CodeContent": step["content"], "EmptyFile": False}
    if key == "zed":
        zp = proj.name + "/" + step.get("path", "")
        if op == "read": return "read_file", {"path": zp}
        if op == "search": return "grep", {"regex": step["pattern"]}
        if op == "list": return "list_directory", {"path": zp.rstrip("/")}
        if op in ("run", "test"): return "terminal", {"command": step["cmd"], "cd": proj.name}
        if op in ("edit", "write"): return "edit_file", {"display_description": step.get("desc", "Apply fix"), "path": zp, "mode": "edit" if op == "edit" else "create"}
    if key == "roo":
        if op == "read": return "read_file", {"path": step["path"]}
        if op == "search": return "search_files", {"path": ".", "regex": step["pattern"], "file_pattern": f"*.{proj.L['ext']}"}
        if op == "list": return "list_files", {"path": step.get("path", "."), "recursive": True}
        if op in ("run", "test"): return "execute_command", {"command": step["cmd"]}
        if op == "edit": return "apply_diff", {"path": step["path"], "diff": f"<<<<<<< SEARCH\n:start_line:{step.get('line', 1)}\n-------\n{step['old']}\n=======\n{step['new']}\n>>>>>>> REPLACE"}
        if op == "write": return "write_to_file", {"path": step["path"], "content": step["content"], "line_count": step["content"].count("\n") + 1}
        if op == "todo": return "update_todo_list", {"todos": "\n".join(("[x] " if s == "completed" else "[-] " if s == "in_progress" else "[ ] ") + t for t, s in step["items"])}
    if key in ("openhands", "swe_agent"):
        bash = "execute_bash" if key == "openhands" else "bash"
        if op == "read": return "str_replace_editor", {"command": "view", "path": ap}
        if op == "list": return "str_replace_editor", {"command": "view", "path": proj.root}
        if op == "edit": return "str_replace_editor", {"command": "str_replace", "path": ap, "old_str": step["old"], "new_str": step["new"]}
        if op == "write": return "str_replace_editor", {"command": "create", "path": ap, "file_text": step["content"]}
        if op == "search": return bash, {"command": f"grep -rn \"{step['pattern']}\" {proj.root} | head -30"}
        if op == "todo" and key == "openhands": return "think", {"thought": "Plan: " + "; ".join(t for t, _ in step["items"])}
        return bash, {"command": f"cd {proj.root} && {step.get('cmd', 'ls')}"}
    if key == "gemini":
        if op == "read": return "read_file", {"absolute_path": ap}
        if op == "search": return "search_file_content", {"pattern": step["pattern"]}
        if op == "list": return "list_directory", {"path": ap}
        if op in ("run", "test"): return "run_shell_command", {"command": step["cmd"], "description": step.get("desc", "Run command")}
        if op == "edit": return "replace", {"file_path": ap, "old_string": step["old"], "new_string": step["new"]}
        if op == "write": return "write_file", {"file_path": ap, "content": step["content"]}
        if op == "todo": return "write_todos", {"todos": [{"description": t, "status": s} for t, s in step["items"]]}
    if key == "react":
        if op == "read": return "read_file", {"path": step["path"]}
        if op == "search": return "search_code", {"pattern": step["pattern"]}
        if op == "list": return "list_dir", {"path": step.get("path", ".")}
        if op in ("run", "test"): return "run_shell", {"cmd": step["cmd"]}
        if op == "edit": return "replace_text", {"path": step["path"], "old": step["old"], "new": step["new"]}
        if op == "write": return "write_file", {"path": step["path"], "content": step["content"]}
    # fallback: a shell-ish call in whatever set
    names = [t[0] for t in TOOLSETS[key]]
    return names[0], {}


def args_json(args):
    return json.dumps(args, ensure_ascii=False)
