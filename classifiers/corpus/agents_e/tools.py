"""Tool declarations per client, written from scratch, plus converters to the three wire formats."""

STR = {"type": "string"}
INT = {"type": "integer"}
BOOL = {"type": "boolean"}


def p(desc, t="string", **kw):
    d = {"type": t, "description": desc}
    d.update(kw)
    return d


def todo_items(status_key="status", content_key="content", extra=None):
    props = {content_key: STR, status_key: {"type": "string", "enum": ["pending", "in_progress", "completed"]}}
    if extra:
        props.update(extra)
    return {"type": "array", "items": {"type": "object", "properties": props, "required": list(props)}}


def spec(name, desc, props, required=()):
    return {"name": name, "description": desc,
            "parameters": {"type": "object", "properties": props, "required": list(required)}}


def to_openai(specs):
    return [{"type": "function", "function": {"name": s["name"], "description": s["description"],
                                              "parameters": s["parameters"]}} for s in specs]


def to_anthropic(specs, cache_last=False):
    out = [{"name": s["name"], "description": s["description"], "input_schema": dict(s["parameters"],
            **{"additionalProperties": False, "$schema": "http://json-schema.org/draft-07/schema#"})} for s in specs]
    if cache_last and out:
        out[-1]["cache_control"] = {"type": "ephemeral"}
    return out


def to_responses(specs):
    return [{"type": "function", "name": s["name"], "description": s["description"], "strict": False,
             "parameters": s["parameters"]} for s in specs]


# ---------------- shared wording ----------------
D_SHELL = ("Run a shell command in the project's working directory and return its combined output and exit status. "
           "Use it for builds, tests, package managers and git. Quote paths that contain spaces. Avoid interactive "
           "programs and commands that never exit; start servers in the background instead. Output longer than the "
           "limit is truncated in the middle.")
D_READ = ("Read a text file from the local filesystem and return it with line numbers. By default the first 2000 "
          "lines are returned; pass an offset and a limit to page through larger files. Image files are returned as "
          "images. Reading a file that does not exist returns an error rather than an empty result.")
D_EDIT = ("Replace an exact string in a file with another string. The old text must match the file exactly, "
          "including indentation, and must be unique unless replace_all is set. Read the file before editing it.")
D_WRITE = "Create a file or overwrite an existing one with the given content. Prefer editing existing files."
D_GREP = ("Search file contents with a regular expression (ripgrep syntax). Returns matching lines with their file "
          "paths and line numbers. Narrow the search with a path or a glob when the repository is large.")
D_GLOB = "Find files whose paths match a glob pattern such as `src/**/*.ts`. Results are sorted by modification time."
D_LIST = "List the files and directories at a path. Hidden and ignored entries are skipped unless asked for."
D_TODO = ("Create or update the task list for the current session. Use it for work with three or more steps; "
          "keep exactly one item in progress and mark items completed as soon as they are done.")
D_FETCH = "Fetch a URL and return its content converted to markdown or text. Read-only; cannot submit forms."
D_SEARCH = "Search the web and return titles, snippets and links for the query."
D_TASK = ("Start a sub-agent with its own context to carry out a self-contained piece of research or work, and "
          "return its final report. Give it a complete, standalone description of what to do.")


# Extended usage notes, appended by clients whose real tool descriptions are long.
NOTES = {
    "shell": """

Before running a command:
1. If the command creates files or directories, first check that the parent directory exists and is the one you mean.
2. Quote any path that contains spaces with double quotes, for example cd "/Users/me/My Project".

Usage notes:
- The command argument is required. An optional timeout may be given in milliseconds; the default is two minutes.
- Write a short, clear description of what the command does in five to ten words.
- If the output is longer than the limit it is cut in the middle; narrow the command instead of paging through it.
- Do not use find, grep, cat, head, tail, sed or ls through the shell when a dedicated tool does the job: they are
  faster, safer and give results in a format you can rely on.
- When several commands are needed, join them with ';' or '&&' rather than newlines. Keep the working directory
  stable by using absolute paths; avoid `cd` unless the user asks for it.
- Long-running processes such as dev servers or watchers must be started in the background, and you should check
  their output later instead of waiting for them to exit.

Committing with git:
- Only commit when the user asks. First look at `git status`, `git diff` and the recent log in parallel.
- Summarise the nature of the change (feature, fix, refactor, docs), keep the message short and focused on why.
- Never update git config, never skip hooks, never force-push to a main branch, and never commit files that look
  like they hold secrets (.env, credentials.json); warn the user if they asked for that.
- If the commit fails because a hook changed files, retry once and include the hook's changes.

Pull requests:
- Use the GitHub CLI for anything GitHub related. Look at all commits on the branch, not just the latest, write a
  short summary and a test plan, and push with -u if the branch has no upstream. Return the PR URL when done.""",
    "read": """

Usage notes:
- The path must be absolute, not relative.
- By default up to 2000 lines are read from the start of the file. For long files, pass an offset and a limit, but
  prefer reading the whole file when it is reasonably small.
- Lines longer than 2000 characters are truncated.
- Results are shown in `cat -n` style, with line numbers starting at 1. The numbers are not part of the file; never
  include them in edits.
- Images (PNG, JPG) are shown to you visually, PDF files page by page, and notebooks with all cells and outputs.
- It is fine to read several potentially useful files in one response; do so in parallel.
- Reading a file that exists but is empty returns a warning in place of the content.""",
    "edit": """

Usage notes:
- You must have read the file in this conversation before editing it; otherwise the edit is refused.
- Preserve indentation exactly as it appears after the line-number prefix in the read output; never include the
  prefix itself in old_string or new_string.
- Prefer editing existing files. Never create documentation files unless the user asked for them.
- The edit fails if old_string is not unique in the file. Give more surrounding context to make it unique, or set
  replace_all to change every occurrence (useful for renaming a variable).
- Do not add emojis to files unless the user asks for them.""",
    "write": """

Usage notes:
- This overwrites the file if it already exists; read it first in that case.
- Prefer editing existing files to creating new ones.
- Never create README or other documentation files on your own initiative.""",
    "grep": """

Usage notes:
- Always use this tool for content searches instead of running grep or rg through the shell; it respects ignore
  files and permissions.
- Full regular expression syntax is supported, for example "log.*Error" or "function\\s+\\w+". Braces must be escaped
  to match them literally.
- Filter with glob (for example "*.tsx") or a file type. Output modes: content shows matching lines,
  files_with_matches shows only paths (the default), count shows the number of matches per file.
- Patterns match within single lines unless multiline mode is enabled.
- For open-ended searches that may need several rounds, delegate to a sub-agent instead.""",
    "glob": """

Usage notes:
- Works quickly on codebases of any size and returns matching paths sorted by modification time.
- Use it when you need to find files by name patterns. For open-ended searches that need several rounds of globbing
  and grepping, use a sub-agent instead.
- It is often better to run several searches together in one response.""",
    "todo": """

When to use this tool:
1. Complex work with three or more distinct steps.
2. The user gives several tasks at once, numbered or separated by commas.
3. The user explicitly asks for a todo list.
4. After receiving new instructions, to capture the requirements.
When not to use it: a single straightforward task, something that takes fewer than three trivial steps, or a
purely informational request.

Task states: pending, in_progress (only one at a time), completed. Mark a task completed only when it is fully done:
tests pass, the implementation is complete, nothing is left unresolved. If you are blocked, keep the task in
progress and add a new task describing what must be resolved.""",
    "task": """

Usage notes:
- Launch several agents at once when the pieces are independent, in a single message with several tool uses.
- The agent's result is not shown to the user; summarise it yourself.
- Each invocation is stateless: give a complete description of the task and say exactly what the agent should
  return. Say whether it should write code or only research.
- Do not use it to read a specific file path you already know, or to search for a specific class definition; use
  the read and search tools for that.""",
}


def noted(spec_, kind):
    d = dict(spec_)
    d["description"] = spec_["description"] + NOTES[kind]
    return d


def with_notes(specs, mapping):
    return [noted(x, mapping[x["name"]]) if x["name"] in mapping else x for x in specs]


def claude_code():
    return with_notes(_claude_code(), {"Bash": "shell", "Read": "read", "Edit": "edit", "Write": "write", "Grep": "grep",
                                       "Glob": "glob", "TodoWrite": "todo", "Task": "task"})


def _claude_code():
    return [
        spec("Task", D_TASK, {"description": p("A three to five word label for the task"),
                              "prompt": p("The full instructions for the sub-agent"),
                              "subagent_type": p("Which kind of sub-agent to start")}, ["description", "prompt", "subagent_type"]),
        spec("Bash", D_SHELL + " Do not use it to read or search files when a dedicated tool exists.",
             {"command": p("The command to run"), "timeout": p("Timeout in milliseconds, at most 600000", "number"),
              "description": p("Five to ten words saying what the command does"),
              "run_in_background": p("Run without waiting; read output later with BashOutput", "boolean")}, ["command"]),
        spec("Glob", D_GLOB, {"pattern": p("Glob pattern"), "path": p("Directory to search in")}, ["pattern"]),
        spec("Grep", D_GREP, {"pattern": p("Regular expression"), "path": p("File or directory"),
                              "glob": p("Filter files by glob"), "output_mode": {"type": "string", "enum": ["content", "files_with_matches", "count"]},
                              "-n": p("Show line numbers", "boolean"), "-i": p("Case insensitive", "boolean"),
                              "head_limit": p("Limit the number of results", "number")}, ["pattern"]),
        spec("LS", D_LIST, {"path": p("Absolute directory path"), "ignore": {"type": "array", "items": STR}}, ["path"]),
        spec("ExitPlanMode", "Leave plan mode after presenting a plan the user should approve.",
             {"plan": p("The plan, in markdown")}, ["plan"]),
        spec("Read", D_READ, {"file_path": p("Absolute path of the file"), "offset": p("Line to start at", "number"),
                              "limit": p("Number of lines", "number")}, ["file_path"]),
        spec("Edit", D_EDIT, {"file_path": p("Absolute path"), "old_string": p("Text to replace"),
                              "new_string": p("Replacement text"), "replace_all": p("Replace every occurrence", "boolean")},
             ["file_path", "old_string", "new_string"]),
        spec("MultiEdit", "Apply several find-and-replace edits to one file atomically, in order.",
             {"file_path": STR, "edits": {"type": "array", "items": {"type": "object", "properties": {
                 "old_string": STR, "new_string": STR, "replace_all": BOOL}, "required": ["old_string", "new_string"]}}},
             ["file_path", "edits"]),
        spec("Write", D_WRITE, {"file_path": p("Absolute path"), "content": p("Full file content")}, ["file_path", "content"]),
        spec("NotebookEdit", "Replace, insert or delete one cell of a Jupyter notebook.",
             {"notebook_path": STR, "cell_id": STR, "new_source": STR,
              "edit_mode": {"type": "string", "enum": ["replace", "insert", "delete"]}}, ["notebook_path", "new_source"]),
        spec("WebFetch", D_FETCH, {"url": p("URL", format="uri"), "prompt": p("What to extract from the page")}, ["url", "prompt"]),
        spec("TodoWrite", D_TODO, {"todos": todo_items(extra={"activeForm": STR})}, ["todos"]),
        spec("WebSearch", D_SEARCH, {"query": p("Search query"), "allowed_domains": {"type": "array", "items": STR}}, ["query"]),
        spec("BashOutput", "Read new output from a command started in the background.", {"bash_id": STR}, ["bash_id"]),
        spec("KillShell", "Stop a background shell by id.", {"shell_id": STR}, ["shell_id"]),
        spec("SlashCommand", "Run one of the user's custom slash commands.", {"command": STR}, ["command"]),
    ]


def amp_like():
    return with_notes(_amp_like(), {"Bash": "shell", "Read": "read", "edit_file": "edit", "Grep": "grep", "todo_write": "todo",
                                    "Task": "task"})


def _amp_like():
    return [
        spec("Bash", D_SHELL, {"cmd": p("Command"), "cwd": p("Working directory")}, ["cmd"]),
        spec("Read", D_READ, {"path": p("Absolute path"), "read_range": {"type": "array", "items": INT}}, ["path"]),
        spec("edit_file", D_EDIT, {"path": STR, "old_str": STR, "new_str": STR, "replace_all": BOOL}, ["path", "old_str", "new_str"]),
        spec("create_file", D_WRITE, {"path": STR, "content": STR}, ["path", "content"]),
        spec("Grep", D_GREP, {"pattern": STR, "path": STR, "caseSensitive": BOOL}, ["pattern"]),
        spec("glob", D_GLOB, {"filePattern": STR, "limit": INT}, ["filePattern"]),
        spec("list_directory", D_LIST, {"path": STR}, ["path"]),
        spec("Task", D_TASK, {"prompt": STR, "description": STR}, ["prompt", "description"]),
        spec("todo_write", D_TODO, {"todos": todo_items(extra={"id": STR, "priority": STR})}, ["todos"]),
        spec("todo_read", "Return the current task list.", {}, []),
        spec("oracle", "Ask a slower, stronger reasoning model for a review, a plan or help with a hard bug. Pass the "
             "relevant files.", {"task": STR, "context": STR, "files": {"type": "array", "items": STR}}, ["task"]),
        spec("web_search", D_SEARCH, {"query": STR, "num_results": INT}, ["query"]),
        spec("read_web_page", D_FETCH, {"url": STR, "prompt": STR}, ["url"]),
        spec("get_diagnostics", "Return compiler and linter diagnostics for a file or directory.", {"path": STR}, ["path"]),
        spec("format_file", "Run the project's formatter on a file.", {"path": STR}, ["path"]),
        spec("undo_edit", "Revert the last edit made to a file.", {"path": STR}, ["path"]),
        spec("mermaid", "Render a Mermaid diagram for the user.", {"code": STR}, ["code"]),
    ]


def codex():
    return [
        spec("shell", "Runs a shell command and returns its output. The command is an argv array; use "
             "[\"bash\", \"-lc\", \"...\"] for shell syntax. Always set workdir rather than using cd.",
             {"command": {"type": "array", "items": STR, "description": "The command to execute"},
              "workdir": p("The working directory"), "timeout_ms": p("Timeout in milliseconds", "number"),
              "with_escalated_permissions": p("Ask to run outside the sandbox", "boolean"),
              "justification": p("Why escalation is needed")}, ["command"]),
        spec("update_plan", "Record or update the step-by-step plan for this task. At most one step may be in progress.",
             {"explanation": STR, "plan": {"type": "array", "items": {"type": "object", "properties": {
                 "step": STR, "status": {"type": "string", "enum": ["pending", "in_progress", "completed"]}},
                 "required": ["step", "status"]}}}, ["plan"]),
        spec("apply_patch", "Edit files with a patch in the apply_patch envelope format: '*** Begin Patch', one or "
             "more Add/Update/Delete File sections with context lines, '*** End Patch'.", {"input": p("The whole patch")}, ["input"]),
        spec("view_image", "Attach a local image to the conversation.", {"path": STR}, ["path"]),
    ]


def gemini(qwen=False):
    return with_notes(_gemini(qwen), {"run_shell_command": "shell", "read_file": "read", "replace": "edit", "write_file": "write",
                                      "search_file_content": "grep", "glob": "glob", "todo_write": "todo", "write_todos": "todo", "task": "task"})


def _gemini(qwen=False):
    grep_name = "search_file_content"
    todo = ("todo_write", "todos") if qwen else ("write_todos", "todos")
    specs = [
        spec("list_directory", D_LIST, {"path": p("Absolute path"), "ignore": {"type": "array", "items": STR}}, ["path"]),
        spec("read_file", D_READ, {"absolute_path": p("Absolute path"), "offset": INT, "limit": INT}, ["absolute_path"]),
        spec(grep_name, D_GREP, {"pattern": STR, "path": STR, "include": STR}, ["pattern"]),
        spec("glob", D_GLOB, {"pattern": STR, "path": STR, "case_sensitive": BOOL}, ["pattern"]),
        spec("replace", D_EDIT + " Include at least three lines of context around the change.",
             {"file_path": STR, "old_string": STR, "new_string": STR, "expected_replacements": INT},
             ["file_path", "old_string", "new_string"]),
        spec("write_file", D_WRITE, {"file_path": STR, "content": STR}, ["file_path", "content"]),
        spec("web_fetch", D_FETCH, {"prompt": STR}, ["prompt"]),
        spec("read_many_files", "Read several files at once by paths or glob patterns and return them concatenated.",
             {"paths": {"type": "array", "items": STR}, "include": {"type": "array", "items": STR}}, ["paths"]),
        spec("run_shell_command", D_SHELL, {"command": STR, "description": STR, "directory": STR}, ["command"]),
        spec("save_memory", "Remember one short fact about the user or their preferences across sessions, only when asked.",
             {"fact": STR}, ["fact"]),
        spec(todo[0], D_TODO, {todo[1]: todo_items(extra={"id": STR})}, [todo[1]]),
    ]
    if qwen:
        specs.append(spec("task", D_TASK, {"description": STR, "prompt": STR, "subagent_type": STR}, ["prompt"]))
    else:
        specs.append(spec("google_web_search", D_SEARCH, {"query": STR}, ["query"]))
    return specs


def opencode():
    return with_notes(_opencode(), {"bash": "shell", "read": "read", "edit": "edit", "write": "write", "grep": "grep",
                                    "glob": "glob", "todowrite": "todo", "task": "task"})


def _opencode():
    return [
        spec("bash", D_SHELL, {"command": STR, "timeout": INT, "description": STR}, ["command", "description"]),
        spec("edit", D_EDIT, {"filePath": STR, "oldString": STR, "newString": STR, "replaceAll": BOOL},
             ["filePath", "oldString", "newString"]),
        spec("webfetch", D_FETCH, {"url": STR, "format": {"type": "string", "enum": ["text", "markdown", "html"]}}, ["url", "format"]),
        spec("glob", D_GLOB, {"pattern": STR, "path": STR}, ["pattern"]),
        spec("grep", D_GREP, {"pattern": STR, "path": STR, "include": STR}, ["pattern"]),
        spec("list", D_LIST, {"path": STR, "ignore": {"type": "array", "items": STR}}, []),
        spec("patch", "Apply a unified diff to one or more files.", {"patchText": STR}, ["patchText"]),
        spec("read", D_READ, {"filePath": STR, "offset": INT, "limit": INT}, ["filePath"]),
        spec("write", D_WRITE, {"filePath": STR, "content": STR}, ["filePath", "content"]),
        spec("todowrite", D_TODO, {"todos": todo_items(extra={"id": STR, "priority": STR})}, ["todos"]),
        spec("todoread", "Read the current todo list.", {}, []),
        spec("task", D_TASK, {"description": STR, "prompt": STR, "subagent_type": STR}, ["description", "prompt", "subagent_type"]),
    ]


def crush():
    return with_notes(_crush(), {"bash": "shell", "view": "read", "edit": "edit", "grep": "grep", "glob": "glob"})


def _crush():
    return [
        spec("bash", D_SHELL, {"command": STR, "timeout": INT}, ["command"]),
        spec("download", "Download a URL to a local file.", {"url": STR, "file_path": STR}, ["url", "file_path"]),
        spec("edit", D_EDIT, {"file_path": STR, "old_string": STR, "new_string": STR}, ["file_path", "old_string", "new_string"]),
        spec("multiedit", "Several edits to one file in a single call.", {"file_path": STR, "edits": {"type": "array", "items": {"type": "object"}}}, ["file_path", "edits"]),
        spec("fetch", D_FETCH, {"url": STR, "format": STR}, ["url"]),
        spec("glob", D_GLOB, {"pattern": STR, "path": STR}, ["pattern"]),
        spec("grep", D_GREP, {"pattern": STR, "path": STR, "include": STR, "literal_text": BOOL}, ["pattern"]),
        spec("ls", D_LIST, {"path": STR, "ignore": {"type": "array", "items": STR}}, []),
        spec("sourcegraph", "Search public code on Sourcegraph.", {"query": STR, "count": INT}, ["query"]),
        spec("view", D_READ, {"file_path": STR, "offset": INT, "limit": INT}, ["file_path"]),
        spec("write", D_WRITE, {"file_path": STR, "content": STR}, ["file_path", "content"]),
        spec("diagnostics", "Language-server diagnostics for a file or the whole project.", {"file_path": STR}, []),
        spec("agent", D_TASK, {"prompt": STR}, ["prompt"]),
    ]


def goose():
    return [
        spec("developer__shell", D_SHELL + " Prefer rg over grep and find.", {"command": STR}, ["command"]),
        spec("developer__text_editor", "View, create and edit files. Commands: view, write, str_replace, insert, undo_edit.",
             {"command": {"type": "string", "enum": ["view", "write", "str_replace", "insert", "undo_edit"]},
              "path": STR, "file_text": STR, "old_str": STR, "new_str": STR, "insert_line": INT, "view_range": {"type": "array", "items": INT}},
             ["command", "path"]),
        spec("developer__analyze", "Summarise the structure of a file or directory: symbols, imports, call graph.",
             {"path": STR, "focus": STR, "max_depth": INT}, ["path"]),
        spec("developer__screen_capture", "Capture the screen or a window.", {"display": INT, "window_title": STR}, []),
        spec("platform__search_available_extensions", "List extensions that could be enabled for this session.", {}, []),
        spec("platform__manage_extensions", "Enable or disable an extension.",
             {"action": {"type": "string", "enum": ["enable", "disable"]}, "extension_name": STR}, ["action", "extension_name"]),
        spec("platform__read_resource", "Read a resource exposed by an extension.", {"uri": STR, "extension_name": STR}, ["uri"]),
        spec("platform__list_resources", "List resources exposed by extensions.", {"extension_name": STR}, []),
        spec("todo__write", D_TODO, {"content": STR}, ["content"]),
    ]


def openhands():
    return [
        spec("execute_bash", D_SHELL + " One command at a time; chain with && when needed. Send empty command to read "
             "more output of a running process.", {"command": STR, "is_input": {"type": "string", "enum": ["true", "false"]},
                                                    "timeout": {"type": "number"}}, ["command"]),
        spec("think", "Write down reasoning without taking an action. Useful for planning or weighing options.",
             {"thought": STR}, ["thought"]),
        spec("finish", "Signal that the task is complete or cannot be completed, with a message for the user.",
             {"message": STR, "task_completed": {"type": "string", "enum": ["true", "false", "partial"]}}, ["message"]),
        spec("browser", "Interact with a web browser using a small Python action language (goto, click, fill, scroll).",
             {"code": STR}, ["code"]),
        spec("execute_ipython_cell", "Run Python code in an IPython kernel.", {"code": STR}, ["code"]),
        spec("task_tracker", "Plan and track the steps of the current task.",
             {"command": {"type": "string", "enum": ["view", "plan"]}, "task_list": {"type": "array", "items": {"type": "object"}}}, ["command"]),
        spec("str_replace_editor", "View, create and edit files. `view` shows a file with line numbers or lists a "
             "directory; `create` writes a new file; `str_replace` replaces one unique occurrence; `insert` adds text "
             "after a line; `undo_edit` reverts the last edit.",
             {"command": {"type": "string", "enum": ["view", "create", "str_replace", "insert", "undo_edit"]},
              "path": STR, "file_text": STR, "old_str": STR, "new_str": STR, "insert_line": INT,
              "view_range": {"type": "array", "items": INT}}, ["command", "path"]),
    ]


def swe_agent():
    return [
        spec("bash", "Run a bash command in the environment.", {"command": STR}, ["command"]),
        spec("str_replace_editor", "Viewing, creating and editing files. State persists across calls. `view` on a "
             "directory lists two levels deep. `str_replace` needs an exact, unique `old_str`.",
             {"command": {"type": "string", "enum": ["view", "create", "str_replace", "insert", "undo_edit"]},
              "path": STR, "file_text": STR, "old_str": STR, "new_str": STR, "insert_line": INT,
              "view_range": {"type": "array", "items": INT}}, ["command", "path"]),
        spec("submit", "Submit the current state of the repository as the solution.", {}, []),
    ]


def continue_agent():
    return [
        spec("read_file", "Read the contents of a file in the workspace, given its path relative to the root.", {"filepath": STR}, ["filepath"]),
        spec("create_new_file", "Create a new file with the given contents.", {"filepath": STR, "contents": STR}, ["filepath", "contents"]),
        spec("run_terminal_command", D_SHELL, {"command": STR, "waitForCompletion": BOOL}, ["command"]),
        spec("file_glob_search", D_GLOB, {"pattern": STR}, ["pattern"]),
        spec("grep_search", D_GREP, {"query": STR}, ["query"]),
        spec("ls", D_LIST, {"dirPath": STR, "recursive": BOOL}, []),
        spec("view_diff", "Show the current uncommitted changes.", {}, []),
        spec("read_currently_open_file", "Read the file that is open in the editor.", {}, []),
        spec("edit_existing_file", "Apply an edit to an existing file. Describe the change with the changed region and "
             "`// ... existing code ...` placeholders for unchanged parts.", {"filepath": STR, "changes": STR}, ["filepath", "changes"]),
        spec("search_web", D_SEARCH, {"query": STR}, ["query"]),
        spec("fetch_url_content", D_FETCH, {"url": STR}, ["url"]),
        spec("view_subdirectory", "Show the structure of a folder.", {"directory_path": STR}, ["directory_path"]),
    ]


def copilot():
    return with_notes(_copilot(), {"run_in_terminal": "shell", "replace_string_in_file": "edit", "manage_todo_list": "todo"})


def _copilot():
    return [
        spec("semantic_search", "Natural-language search over the workspace for relevant code or docs.", {"query": STR}, ["query"]),
        spec("list_dir", D_LIST, {"path": STR}, ["path"]),
        spec("file_search", D_GLOB, {"query": STR, "maxResults": INT}, ["query"]),
        spec("grep_search", D_GREP, {"query": STR, "isRegexp": BOOL, "includePattern": STR}, ["query", "isRegexp"]),
        spec("read_file", "Read a range of lines from a file. Prefer large ranges over many small reads.",
             {"filePath": STR, "startLine": INT, "endLine": INT}, ["filePath", "startLine", "endLine"]),
        spec("replace_string_in_file", D_EDIT, {"filePath": STR, "oldString": STR, "newString": STR}, ["filePath", "oldString", "newString"]),
        spec("create_file", D_WRITE, {"filePath": STR, "content": STR}, ["filePath", "content"]),
        spec("run_in_terminal", D_SHELL, {"command": STR, "explanation": STR, "isBackground": BOOL}, ["command", "explanation", "isBackground"]),
        spec("get_terminal_output", "Get output of a background terminal command.", {"id": STR}, ["id"]),
        spec("get_errors", "Return compile and lint errors for files.", {"filePaths": {"type": "array", "items": STR}}, ["filePaths"]),
        spec("manage_todo_list", D_TODO, {"todoList": todo_items(extra={"id": INT, "title": STR})}, ["todoList"]),
        spec("fetch_webpage", D_FETCH, {"urls": {"type": "array", "items": STR}, "query": STR}, ["urls", "query"]),
        spec("runTests", "Run unit tests in the given files and return the results.", {"files": {"type": "array", "items": STR}}, []),
    ]


def open_interpreter():
    return [spec("execute", "Run code on the user's computer and return what it printed. Supported languages: "
                 "python, javascript, shell, applescript, r, html, powershell.",
                 {"language": {"type": "string", "enum": ["python", "javascript", "shell", "applescript", "r", "html", "powershell"]},
                  "code": STR}, ["language", "code"])]


def langgraph():
    return [
        spec("run_shell", "Run a shell command in the repository and return stdout, stderr and the exit code.", {"command": STR}, ["command"]),
        spec("read_file", "Return the text of a file.", {"path": STR}, ["path"]),
        spec("search_code", "Search the repository for a pattern.", {"pattern": STR, "path": STR}, ["pattern"]),
        spec("write_file", "Write text to a file.", {"path": STR, "content": STR}, ["path", "content"]),
        spec("list_files", "List files under a directory.", {"path": STR}, ["path"]),
        spec("tavily_search_results_json", "A search engine for current events and documentation. Input is a query.", {"query": STR}, ["query"]),
    ]
