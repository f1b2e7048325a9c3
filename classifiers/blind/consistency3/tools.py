"""Tool catalogues per client, in a neutral form, plus converters to each wire format.
Descriptions are our own wording."""


def P(type_, desc, **extra):
    d = {"type": type_, "description": desc}
    d.update(extra)
    return d


def schema(props, required):
    return {"type": "object", "properties": props, "required": list(required), "additionalProperties": False}


def to_openai(tools):
    return [{"type": "function", "function": {"name": n, "description": d, "parameters": schema(p, r)}} for n, d, p, r in tools]


def to_anthropic(tools):
    return [{"name": n, "description": d, "input_schema": dict(schema(p, r), **{"$schema": "http://json-schema.org/draft-07/schema#"})} for n, d, p, r in tools]


def to_responses(tools):
    return [{"type": "function", "name": n, "description": d, "strict": False, "parameters": schema(p, r)} for n, d, p, r in tools]


CLAUDE_CODE = [
    ("Task", "Launch a sub-agent that works autonomously on a complex, multi-step job such as an open-ended search across the codebase. Give it a detailed prompt and say whether it should write code or only research. Its final message is returned to you; relay the relevant part to the user.",
     {"description": P("string", "A short (3-5 word) description of the task"), "prompt": P("string", "The task for the agent to perform"), "subagent_type": P("string", "The type of specialised agent to use")}, ["description", "prompt", "subagent_type"]),
    ("Bash", "Run a bash command in a persistent shell session with an optional timeout. Quote paths that contain spaces. Do not use it for reading, searching or editing files; there are dedicated tools for that. Commit only when the user asks; when asked, inspect status, diff and log first and write a message that focuses on why.",
     {"command": P("string", "The command to execute"), "timeout": P("number", "Optional timeout in milliseconds (max 600000)"), "description": P("string", "Clear, concise description of what this command does in 5-10 words"), "run_in_background": P("boolean", "Run the command in the background and read its output later")}, ["command"]),
    ("Glob", "Match file paths against a glob, quickly, even in large repositories. Takes patterns such as \"**/*.ts\" and returns matching paths sorted by modification time.",
     {"pattern": P("string", "The glob pattern to match files against"), "path": P("string", "The directory to search in; defaults to the working directory")}, ["pattern"]),
    ("Grep", "Search file contents with ripgrep underneath. Regex syntax is supported, as are, file-type and glob filters, and several output modes (matching lines, file names, counts).",
     {"pattern": P("string", "The regular expression to search for"), "path": P("string", "File or directory to search in"), "glob": P("string", "Glob to filter files"), "output_mode": P("string", "content, files_with_matches or count", enum=["content", "files_with_matches", "count"]), "-i": P("boolean", "Case insensitive search"), "-n": P("boolean", "Show line numbers"), "head_limit": P("number", "Limit output to the first N entries")}, ["pattern"]),
    ("Read", "Read a file from the local filesystem. The path must be absolute. By default reads up to 2000 lines from the start; use offset and limit for long files. Can also show images, PDFs and notebooks.",
     {"file_path": P("string", "The absolute path to the file to read"), "offset": P("number", "The line number to start reading from"), "limit": P("number", "The number of lines to read")}, ["file_path"]),
    ("Edit", "Perform an exact string replacement in a file. You must read the file before editing it. The edit fails if old_string is not unique unless replace_all is set. Preserve indentation exactly.",
     {"file_path": P("string", "The absolute path to the file to modify"), "old_string": P("string", "The text to replace"), "new_string": P("string", "The text to replace it with"), "replace_all": P("boolean", "Replace all occurrences of old_string")}, ["file_path", "old_string", "new_string"]),
    ("MultiEdit", "Make several find-and-replace edits to one file in a single atomic operation. Edits apply in order; if any fails, none are applied.",
     {"file_path": P("string", "The absolute path to the file to modify"), "edits": P("array", "Array of edit operations to perform sequentially", items={"type": "object", "properties": {"old_string": {"type": "string"}, "new_string": {"type": "string"}, "replace_all": {"type": "boolean"}}, "required": ["old_string", "new_string"]})}, ["file_path", "edits"]),
    ("Write", "Write a file to the local filesystem, overwriting any existing file. Read an existing file first. Prefer editing existing files; never create documentation files unless asked.",
     {"file_path": P("string", "The absolute path to the file to write"), "content": P("string", "The content to write to the file")}, ["file_path", "content"]),
    ("NotebookEdit", "Replace, insert or delete a cell in a Jupyter notebook.",
     {"notebook_path": P("string", "Absolute path to the notebook"), "cell_id": P("string", "ID of the cell to edit"), "new_source": P("string", "The new source for the cell"), "cell_type": P("string", "code or markdown", enum=["code", "markdown"]), "edit_mode": P("string", "replace, insert or delete", enum=["replace", "insert", "delete"])}, ["notebook_path", "new_source"]),
    ("WebFetch", "Fetch a URL, convert the page to markdown and answer a prompt about it with a small fast model. Read-only. Has a short cache.",
     {"url": P("string", "The URL to fetch content from", format="uri"), "prompt": P("string", "The prompt to run on the fetched content")}, ["url", "prompt"]),
    ("TodoWrite", "Create and manage a structured task list for the current session. Use it for tasks with three or more steps or when the user gives several tasks; keep exactly one item in progress and mark items completed immediately.",
     {"todos": P("array", "The updated todo list", items={"type": "object", "properties": {"content": {"type": "string"}, "status": {"type": "string", "enum": ["pending", "in_progress", "completed"]}, "activeForm": {"type": "string"}}, "required": ["content", "status", "activeForm"]})}, ["todos"]),
    ("WebSearch", "Search the web and use the results to inform responses; useful for events and data beyond the knowledge cutoff.",
     {"query": P("string", "The search query to use", minLength=2), "allowed_domains": P("array", "Only include results from these domains", items={"type": "string"}), "blocked_domains": P("array", "Never include results from these domains", items={"type": "string"})}, ["query"]),
    ("BashOutput", "Retrieve new output from a background shell started earlier.",
     {"bash_id": P("string", "The ID of the background shell"), "filter": P("string", "Optional regex to filter output lines")}, ["bash_id"]),
    ("KillShell", "Kill a running background shell by its ID.",
     {"shell_id": P("string", "The ID of the background shell to kill")}, ["shell_id"]),
    ("ExitPlanMode", "Use when you are in plan mode and have finished planning an implementation, to present the plan for approval. Not for research-only tasks.",
     {"plan": P("string", "The plan to present, in concise markdown")}, ["plan"]),
    ("SlashCommand", "Execute a custom slash command defined by the user or project.",
     {"command": P("string", "The slash command with arguments, e.g. \"/review-pr 123\"")}, ["command"]),
    ("Skill", "Load a skill (a folder of instructions and helpers) when the task matches its description.",
     {"command": P("string", "The skill name")}, ["command"]),
]

CODEX_FUNCS = [
    ("shell", "Execute a command in the shell and get back stdout/stderr. Pass `workdir` instead of changing directory.",
     {"command": P("array", "The command to execute as argv", items={"type": "string"}), "workdir": P("string", "The working directory to execute the command in"), "timeout_ms": P("number", "The timeout for the command in milliseconds"), "with_escalated_permissions": P("boolean", "Whether to request escalated permissions"), "justification": P("string", "Only set if with_escalated_permissions is true: one sentence explaining why")}, ["command"]),
    ("apply_patch", "Use this tool to edit files. The input is a patch in the stripped-down file-oriented diff format described in the instructions.",
     {"input": P("string", "The entire contents of the apply_patch command")}, ["input"]),
    ("update_plan", "Replace the current plan with a new list of steps and statuses, optionally explaining the change. Keep a single step in progress.",
     {"explanation": P("string", "Why the plan changed"), "plan": P("array", "The list of steps", items={"type": "object", "properties": {"step": {"type": "string"}, "status": {"type": "string", "description": "One of: pending, in_progress, completed"}}, "required": ["step", "status"], "additionalProperties": False})}, ["plan"]),
    ("view_image", "Show the model an image file from disk for the current turn.",
     {"path": P("string", "Local filesystem path to an image file")}, ["path"]),
    ("list_mcp_resources", "Lists resources provided by connected MCP servers.",
     {"server": P("string", "Optional server name"), "cursor": P("string", "Opaque pagination cursor")}, []),
]

CODEX_NAMESPACES = [
    ("mcp__linear", "Tools from the Linear MCP server.", [
        ("search_issues", "Search issues by text and filters.", {"query": P("string", "Search text"), "limit": P("integer", "Max results")}, ["query"]),
        ("get_issue", "Fetch one issue by identifier.", {"id": P("string", "Issue identifier, e.g. ENG-123")}, ["id"]),
    ]),
    ("mcp__context7", "Tools from the Context7 documentation server.", [
        ("resolve-library-id", "Resolve a package name to a documentation library id.", {"libraryName": P("string", "Library name to search")}, ["libraryName"]),
        ("get-library-docs", "Fetch up-to-date documentation for a library.", {"context7CompatibleLibraryID": P("string", "Library id"), "topic": P("string", "Topic to focus on"), "tokens": P("number", "Max tokens")}, ["context7CompatibleLibraryID"]),
    ]),
]


def codex_tools(rng):
    tools = to_responses(CODEX_FUNCS)
    ns = rng.sample(CODEX_NAMESPACES, k=rng.randint(0, 2))
    for name, desc, fns in ns:
        tools.append({"type": "namespace", "name": name, "description": desc, "tools": to_responses(fns)})
    tools.append({"type": "web_search"})
    return tools


CONTINUE_AGENT = [
    ("read_file", "Return the text of a file that already exists in the workspace.", {"filepath": P("string", "The path of the file to read, relative to the root of the workspace")}, ["filepath"]),
    ("create_new_file", "Create a new file. Only use this when a file doesn't exist and should be created.", {"filepath": P("string", "The path where the new file should be created"), "contents": P("string", "The contents to write to the new file")}, ["filepath", "contents"]),
    ("run_terminal_command", "Run a terminal command in the current directory. The shell is not stateful between calls. Do not use it to start long-running servers.", {"command": P("string", "The command to run"), "waitForCompletion": P("boolean", "Whether to wait for the command to finish")}, ["command"]),
    ("file_glob_search", "Search for files recursively in the project using glob patterns.", {"pattern": P("string", "Glob pattern for file path matching")}, ["pattern"]),
    ("view_diff", "View the current diff of working changes.", {}, []),
    ("read_currently_open_file", "Read the file the user currently has open in the editor.", {}, []),
    ("ls", "List files and folders in a given directory.", {"dirPath": P("string", "Directory path relative to the workspace root"), "recursive": P("boolean", "List recursively")}, []),
    ("create_rule_block", "Create a persistent rule that applies to future conversations.", {"name": P("string", "Short name of the rule"), "rule": P("string", "The rule text"), "globs": P("string", "Optional file globs the rule applies to")}, ["name", "rule"]),
    ("fetch_url_content", "Fetch the content of a URL as text.", {"url": P("string", "The URL to read")}, ["url"]),
    ("grep_search", "Perform a regex search over the repository using ripgrep.", {"query": P("string", "The search query")}, ["query"]),
    ("edit_existing_file", "Make changes to an existing file. Provide the changes with '// ... existing code ...' placeholders for unchanged regions.", {"filepath": P("string", "The path of the file to edit"), "changes": P("string", "The changes to make, with placeholders for unchanged code")}, ["filepath", "changes"]),
    ("search_web", "Search the web for information.", {"query": P("string", "Natural language search query")}, ["query"]),
]

CLINE_NATIVE = [
    ("execute_command", "Execute a CLI command on the system. Explain what it does; prefer single commands over scripts.", {"command": P("string", "The CLI command to execute"), "requires_approval": P("boolean", "Whether the command needs explicit user approval")}, ["command", "requires_approval"]),
    ("read_file", "Read the contents of a file at the specified path.", {"path": P("string", "Path of the file to read, relative to the working directory")}, ["path"]),
    ("write_to_file", "Write complete content to a file, creating it if needed.", {"path": P("string", "Path of the file"), "content": P("string", "Full file content")}, ["path", "content"]),
    ("replace_in_file", "Make targeted edits to a file with SEARCH/REPLACE blocks.", {"path": P("string", "Path of the file"), "diff": P("string", "One or more SEARCH/REPLACE blocks")}, ["path", "diff"]),
    ("search_files", "Regex search across files in a directory with context.", {"path": P("string", "Directory to search"), "regex": P("string", "Regex pattern"), "file_pattern": P("string", "Optional glob filter")}, ["path", "regex"]),
    ("list_files", "List files and directories.", {"path": P("string", "Directory path"), "recursive": P("boolean", "List recursively")}, ["path"]),
    ("list_code_definition_names", "List top-level definitions in source files of a directory.", {"path": P("string", "Directory path")}, ["path"]),
    ("browser_action", "Control a headless browser for testing web pages.", {"action": P("string", "launch, click, type, scroll_down, scroll_up, close"), "url": P("string", "URL for launch"), "coordinate": P("string", "x,y for click"), "text": P("string", "Text to type")}, ["action"]),
    ("ask_followup_question", "Ask the user a clarifying question.", {"question": P("string", "The question"), "options": P("array", "Possible answers", items={"type": "string"})}, ["question"]),
    ("attempt_completion", "Present the final result of the task to the user.", {"result": P("string", "Description of the result"), "command": P("string", "Optional demo command")}, ["result"]),
    ("new_task", "Start a new task with preloaded context.", {"context": P("string", "Context to carry over")}, ["context"]),
    ("web_fetch", "Fetch a web page and return it as markdown.", {"url": P("string", "The URL")}, ["url"]),
]

ROO_XML_TOOLS = [
    ("read_file", "Read one or more files. Output carries line numbers, which helps when you later reference or edit lines.", [("args", "(required) <file><path>relative/path</path><line_range>start-end</line_range></file> elements, up to 5 files")]),
    ("search_files", "Regex search across files in a directory with surrounding context.", [("path", "(required) Directory path relative to the workspace"), ("regex", "(required) Rust regex"), ("file_pattern", "(optional) Glob filter")]),
    ("list_files", "List files and directories within a directory.", [("path", "(required) Directory path"), ("recursive", "(optional) true or false")]),
    ("list_code_definition_names", "List definition names in a file or in all top-level files of a directory.", [("path", "(required) File or directory path")]),
    ("codebase_search", "Semantic search over the indexed codebase; use it first when exploring unfamiliar code.", [("query", "(required) Natural language query"), ("path", "(optional) Directory to limit the search")]),
    ("apply_diff", "Apply precise SEARCH/REPLACE edits to an existing file, each with a :start_line: hint.", [("path", "(required) File path"), ("diff", "(required) SEARCH/REPLACE blocks")]),
    ("write_to_file", "Write a complete file, creating directories if needed.", [("path", "(required) File path"), ("content", "(required) Full content"), ("line_count", "(required) Number of lines in content")]),
    ("insert_content", "Insert lines at a given line number without changing existing lines.", [("path", "(required) File path"), ("line", "(required) 1-based line, 0 to append"), ("content", "(required) Lines to insert")]),
    ("execute_command", "Run a CLI command; tailor it to the user's shell.", [("command", "(required) The command"), ("cwd", "(optional) Working directory")]),
    ("ask_followup_question", "Ask the user a question with 2-4 suggested answers.", [("question", "(required) The question"), ("follow_up", "(required) <suggest> elements")]),
    ("attempt_completion", "Present the final result once the task is done.", [("result", "(required) The result")]),
    ("switch_mode", "Request a switch to another mode.", [("mode_slug", "(required) Target mode"), ("reason", "(optional) Why")]),
    ("new_task", "Create a subtask in a chosen mode.", [("mode", "(required) Mode slug"), ("message", "(required) Instructions for the subtask")]),
    ("update_todo_list", "Replace the todo checklist with an updated one.", [("todos", "(required) Markdown checklist")]),
]

CURSOR = [
    ("codebase_search", "Semantic search: returns the code snippets that best match a natural-language query.", {"query": P("string", "The search query"), "target_directories": P("array", "Glob patterns for directories to search over", items={"type": "string"}), "explanation": P("string", "One sentence explanation of why this tool is used")}, ["query"]),
    ("read_file", "Read the contents of a file, optionally a line range.", {"target_file": P("string", "The path of the file to read"), "start_line_one_indexed": P("integer", "Start line"), "end_line_one_indexed_inclusive": P("integer", "End line"), "should_read_entire_file": P("boolean", "Whether to read the entire file")}, ["target_file", "should_read_entire_file"]),
    ("run_terminal_cmd", "Propose a command to run on behalf of the user; the user may need to approve it.", {"command": P("string", "The terminal command to execute"), "is_background": P("boolean", "Whether the command should be run in the background"), "explanation": P("string", "Why this command is needed")}, ["command", "is_background"]),
    ("list_dir", "List the contents of a directory.", {"relative_workspace_path": P("string", "Path to list contents of, relative to the workspace root")}, ["relative_workspace_path"]),
    ("grep_search", "Fast exact regex search over text files using ripgrep.", {"query": P("string", "The regex pattern to search for"), "include_pattern": P("string", "Glob pattern for files to include"), "exclude_pattern": P("string", "Glob pattern for files to exclude"), "case_sensitive": P("boolean", "Whether the search is case sensitive")}, ["query"]),
    ("edit_file", "Propose an edit to an existing file or create a new file. Use '// ... existing code ...' to represent unchanged code.", {"target_file": P("string", "The target file to modify"), "instructions": P("string", "A single sentence describing the edit"), "code_edit": P("string", "Only the lines to change, with existing-code markers")}, ["target_file", "instructions", "code_edit"]),
    ("file_search", "Fuzzy search against file paths.", {"query": P("string", "Fuzzy filename to search for")}, ["query"]),
    ("delete_file", "Delete a file at the specified path.", {"target_file": P("string", "The path of the file to delete")}, ["target_file"]),
    ("reapply", "Ask a smarter model to reapply the last edit if it was not applied as expected.", {"target_file": P("string", "The file to reapply the last edit to")}, ["target_file"]),
    ("web_search", "Search the web for real-time information.", {"search_term": P("string", "The search term")}, ["search_term"]),
    ("todo_write", "Create or update a structured todo list for the current session.", {"merge": P("boolean", "Merge with the existing list"), "todos": P("array", "Todo items", items={"type": "object", "properties": {"id": {"type": "string"}, "content": {"type": "string"}, "status": {"type": "string"}}})}, ["merge", "todos"]),
]

ZED = [
    ("read_file", "Return the text of a project file, optionally a line range. Only read paths you have seen listed or mentioned.", {"path": P("string", "The relative path of the file to read, starting with a project root directory"), "start_line": P("integer", "Optional line number to start reading on (1-based)"), "end_line": P("integer", "Optional line number to end reading on (inclusive)")}, ["path"]),
    ("edit_file", "Edit an existing file or create a new one. Describe the edit; a separate model applies it.", {"display_description": P("string", "A one-line, user-friendly description of the edit"), "path": P("string", "The full path of the file to create or modify"), "mode": P("string", "edit, create or overwrite", enum=["edit", "create", "overwrite"])}, ["display_description", "path", "mode"]),
    ("terminal", "Executes a shell one-liner and returns the combined output. Do not start long-running processes.", {"command": P("string", "The one-liner command to execute"), "cd": P("string", "Working directory, one of the project root directories")}, ["command", "cd"]),
    ("grep", "Searches the contents of files in the project with a regular expression.", {"regex": P("string", "A regex pattern to search for"), "include_pattern": P("string", "A glob pattern for paths to include"), "offset": P("integer", "Pagination offset"), "case_sensitive": P("boolean", "Whether the regex is case-sensitive")}, ["regex"]),
    ("find_path", "Fast file path pattern matching using glob patterns.", {"glob": P("string", "The glob to match against every path in the project"), "offset": P("integer", "Pagination offset")}, ["glob"]),
    ("list_directory", "Lists files and directories in a given path.", {"path": P("string", "The fully-qualified path of the directory to list")}, ["path"]),
    ("diagnostics", "Get errors and warnings for the project or a specific file.", {"path": P("string", "Optional path to get diagnostics for")}, []),
    ("fetch", "Fetches a URL and returns the content as Markdown.", {"url": P("string", "The URL to fetch")}, ["url"]),
    ("now", "Returns the current datetime in RFC 3339 format.", {"timezone": P("string", "utc or local", enum=["utc", "local"])}, ["timezone"]),
    ("thinking", "A tool for thinking through problems, brainstorming ideas, or planning without executing any actions.", {"content": P("string", "Content to think about")}, ["content"]),
    ("copy_path", "Copies a file or directory in the project.", {"source_path": P("string", "Source path"), "destination_path": P("string", "Destination path")}, ["source_path", "destination_path"]),
    ("move_path", "Moves or renames a file or directory in the project.", {"source_path": P("string", "Source path"), "destination_path": P("string", "Destination path")}, ["source_path", "destination_path"]),
    ("delete_path", "Deletes a file or directory in the project.", {"path": P("string", "Path to delete")}, ["path"]),
    ("create_directory", "Creates a new directory at the specified path.", {"path": P("string", "Path of the new directory")}, ["path"]),
]

GEMINI = [
    ("list_directory", "Show the entries (files and folders) directly inside a directory.", {"path": P("string", "The absolute path to the directory to list"), "ignore": P("array", "Glob patterns to ignore", items={"type": "string"})}, ["path"]),
    ("read_file", "Reads and returns the content of a specified file. Handles text, images and PDFs; supports offset and limit for large files.", {"absolute_path": P("string", "The absolute path to the file to read"), "offset": P("number", "0-based line to start from"), "limit": P("number", "Maximum number of lines to read")}, ["absolute_path"]),
    ("search_file_content", "Searches for a regular expression pattern within the content of files in a directory.", {"pattern": P("string", "The regex pattern to search for"), "path": P("string", "Absolute directory to search within"), "include": P("string", "Glob pattern to filter files")}, ["pattern"]),
    ("glob", "Find files by glob, newest first.", {"pattern": P("string", "The glob pattern"), "path": P("string", "Absolute directory to search within"), "case_sensitive": P("boolean", "Case-sensitive matching")}, ["pattern"]),
    ("replace", "Replaces text within a file. Requires enough context in old_string to identify the location uniquely.", {"file_path": P("string", "The absolute path to the file to modify"), "old_string": P("string", "The exact literal text to replace"), "new_string": P("string", "The exact literal text to replace it with"), "expected_replacements": P("number", "Number of replacements expected")}, ["file_path", "old_string", "new_string"]),
    ("write_file", "Writes content to a specified file, creating it if needed.", {"file_path": P("string", "The absolute path to the file to write to"), "content": P("string", "The content to write")}, ["file_path", "content"]),
    ("web_fetch", "Processes content from URLs embedded in a prompt.", {"prompt": P("string", "A prompt containing up to 20 URLs and instructions")}, ["prompt"]),
    ("read_many_files", "Reads content from multiple files specified by paths or glob patterns.", {"paths": P("array", "Paths or glob patterns", items={"type": "string"}), "exclude": P("array", "Glob patterns to exclude", items={"type": "string"})}, ["paths"]),
    ("run_shell_command", "Executes a shell command as `bash -c <command>` and returns stdout, stderr, exit code and signal.", {"command": P("string", "Exact bash command to execute"), "description": P("string", "Brief description of the command"), "directory": P("string", "Directory to run in, relative to the project root")}, ["command"]),
    ("save_memory", "Saves a specific fact about the user to long-term memory.", {"fact": P("string", "The fact to remember")}, ["fact"]),
    ("google_web_search", "Performs a web search and returns the results.", {"query": P("string", "The search query")}, ["query"]),
    ("write_todos", "Maintains a list of subtasks for complex requests.", {"todos": P("array", "The todo list", items={"type": "object", "properties": {"description": {"type": "string"}, "status": {"type": "string"}}})}, ["todos"]),
]

OPENHANDS = [
    ("execute_bash", "Execute a bash command in the terminal within a persistent shell session. One command at a time; chain with && or ;. Long-running commands should run in the background with output redirected.", {"command": P("string", "The bash command to execute"), "is_input": P("string", "If true, the command is input to the running process", enum=["true", "false"]), "timeout": P("number", "Optional hard timeout in seconds")}, ["command"]),
    ("think", "Write down reasoning without side effects; nothing is fetched or changed.", {"thought": P("string", "The thought to log")}, ["thought"]),
    ("finish", "Signals the completion of the current task or conversation, with a summary message.", {"message": P("string", "Final message to send to the user")}, ["message"]),
    ("execute_ipython_cell", "Run a cell of Python code in an IPython environment.", {"code": P("string", "The Python code to execute")}, ["code"]),
    ("str_replace_editor", "View, create and modify files (view, create, str_replace, insert, undo_edit), always by absolute path.", {"command": P("string", "The command to run", enum=["view", "create", "str_replace", "insert", "undo_edit"]), "path": P("string", "Absolute path to file or directory"), "file_text": P("string", "Content for create"), "old_str": P("string", "String to replace"), "new_str": P("string", "Replacement string"), "insert_line": P("integer", "Line after which to insert"), "view_range": P("array", "Line range to view", items={"type": "integer"})}, ["command", "path"]),
    ("browser", "Interact with a browser using Python code calling a small action API (goto, click, fill, scroll...).", {"code": P("string", "The Python code that interacts with the browser")}, ["code"]),
    ("task_tracker", "Plan and track development tasks as a structured list.", {"command": P("string", "view or plan", enum=["view", "plan"]), "task_list": P("array", "The full task list for plan", items={"type": "object", "properties": {"id": {"type": "string"}, "title": {"type": "string"}, "status": {"type": "string"}}})}, ["command"]),
]

OPENCODE = [
    ("bash", "Executes a bash command in a persistent shell session with optional timeout.", {"command": P("string", "The command to execute"), "timeout": P("number", "Optional timeout in milliseconds"), "description": P("string", "Clear, concise description of what this command does")}, ["command", "description"]),
    ("edit", "Performs exact string replacements in files.", {"filePath": P("string", "The absolute path to the file to modify"), "oldString": P("string", "The text to replace"), "newString": P("string", "The replacement text"), "replaceAll": P("boolean", "Replace all occurrences")}, ["filePath", "oldString", "newString"]),
    ("webfetch", "Fetches content from a URL as text, markdown or html.", {"url": P("string", "The URL to fetch"), "format": P("string", "text, markdown or html", enum=["text", "markdown", "html"]), "timeout": P("number", "Timeout in seconds")}, ["url", "format"]),
    ("glob", "Fast file pattern matching tool.", {"pattern": P("string", "The glob pattern"), "path": P("string", "The directory to search in")}, ["pattern"]),
    ("grep", "Fast content search tool using regular expressions.", {"pattern": P("string", "The regex pattern"), "path": P("string", "The directory to search in"), "include": P("string", "File pattern to include")}, ["pattern"]),
    ("list", "Lists files and directories in a given path.", {"path": P("string", "The absolute path to list"), "ignore": P("array", "Glob patterns to ignore", items={"type": "string"})}, []),
    ("read", "Reads a file from the local filesystem.", {"filePath": P("string", "The path to the file to read"), "offset": P("number", "Line to start from (0-based)"), "limit": P("number", "Number of lines to read")}, ["filePath"]),
    ("write", "Writes a file to the local filesystem.", {"filePath": P("string", "The absolute path to the file"), "content": P("string", "The content to write")}, ["filePath", "content"]),
    ("todowrite", "Create and manage a structured task list for the session.", {"todos": P("array", "The updated todo list", items={"type": "object", "properties": {"content": {"type": "string"}, "status": {"type": "string"}, "priority": {"type": "string"}, "id": {"type": "string"}}})}, ["todos"]),
    ("todoread", "Read the current todo list.", {}, []),
    ("task", "Launch a sub-agent to handle a complex, multi-step task autonomously.", {"description": P("string", "A short description of the task"), "prompt": P("string", "The task for the agent"), "subagent_type": P("string", "The type of agent")}, ["description", "prompt", "subagent_type"]),
]

GOOSE = [
    ("developer__shell", "Execute a command in the shell and return its output. Use rg for searching files. Avoid commands that produce very large output.", {"command": P("string", "The command to run")}, ["command"]),
    ("developer__text_editor", "Perform text editing operations on files: view, write, str_replace, insert, undo_edit.", {"command": P("string", "view, write, str_replace, insert or undo_edit", enum=["view", "write", "str_replace", "insert", "undo_edit"]), "path": P("string", "Absolute path to the file"), "file_text": P("string", "Content for write"), "old_str": P("string", "Text to replace"), "new_str": P("string", "Replacement text"), "insert_line": P("integer", "Line to insert after"), "view_range": P("array", "Optional line range", items={"type": "integer"})}, ["command", "path"]),
    ("developer__analyze", "Analyze code structure: files, symbols and call graphs for a path.", {"path": P("string", "File or directory to analyze"), "focus": P("string", "Optional symbol to focus on"), "max_depth": P("integer", "Directory depth")}, ["path"]),
    ("developer__screen_capture", "Capture a screenshot of a display or window.", {"display": P("integer", "Display index"), "window_title": P("string", "Window to capture")}, []),
    ("developer__image_processor", "Process an image file from disk: resize and return it.", {"path": P("string", "Absolute path to the image")}, ["path"]),
    ("platform__search_available_extensions", "Search for extensions that can be enabled to provide more tools.", {}, []),
    ("platform__manage_extensions", "Enable or disable an extension by name.", {"action": P("string", "enable or disable", enum=["enable", "disable"]), "extension_name": P("string", "The extension name")}, ["action", "extension_name"]),
    ("platform__manage_schedule", "Manage scheduled recipe jobs.", {"action": P("string", "list, create, delete, run_now"), "recipe_path": P("string", "Path to a recipe"), "cron_expression": P("string", "Cron schedule")}, ["action"]),
    ("todo__todo_read", "Read the current todo checklist.", {}, []),
    ("todo__todo_write", "Overwrite the todo checklist.", {"content": P("string", "The full checklist in markdown")}, ["content"]),
]
