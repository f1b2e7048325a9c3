"""Families that use native function calling (chat tools, tool_use blocks, function_call items)."""
import json
from .base import NativeFamily, Family, filler, rid, shell_text
from .wire import CHAT, MSGS, RESP, fn_tool, P, headers_openai_sdk, headers_anthropic, uuid4
from . import sides, world


def _lines(text, start=1, fmt="{n:05d}| {l}"):
    return "\n".join(fmt.format(n=i + start, l=l) for i, l in enumerate(text.split("\n")))


def _raw(st):
    """file text without the line-number gutter produced by world.obs_read"""
    return "\n".join(l.split("\t", 1)[-1] for l in st["out"].split("\n"))


# ----------------------------------------------------------------------------- LangGraph
class LangGraph(NativeFamily):
    name = "langgraph_tools"
    side_kinds = ("summary", "memory", "title")
    models = ("gpt-4o", "gpt-4.1", "gpt-4o-mini", "o4-mini", "llama-3.3-70b-instruct")
    small_models = ("gpt-4o-mini", "gpt-4.1-nano")
    tools = [
        fn_tool("list_files", "List the files in a directory of the repository.\n\nArgs:\n    path: directory relative to the repo root", {"path": P()}),
        fn_tool("read_file", "Return the text of a file.\n\nArgs:\n    path: file path relative to the repo root", {"path": P()}),
        fn_tool("search_code", "Search the repository for a regular expression and return matching lines.", {"pattern": P(), "glob": P()}, ["pattern"]),
        fn_tool("run_shell", "Run a shell command in the project directory and return combined stdout/stderr.", {"command": P()}),
        fn_tool("write_file", "Create or overwrite a file with the given content.", {"path": P(), "content": P()}),
        fn_tool("replace_in_file", "Replace an exact snippet in a file.", {"path": P(), "old": P(), "new": P()}),
        fn_tool("tavily_search_results_json", "A search engine optimized for comprehensive, accurate results. Input should be a search query.", {"query": P()}),
    ]
    amap = {"ls": ("list_files", lambda c, s: {"path": s["path"]}),
            "read": ("read_file", lambda c, s: {"path": s["path"]}),
            "grep": ("search_code", lambda c, s: {"pattern": s["pattern"]}),
            "run": ("run_shell", lambda c, s: {"command": s["cmd"]}),
            "write": ("write_file", lambda c, s: {"path": s["path"], "content": s["content"]}),
            "edit": ("replace_in_file", lambda c, s: {"path": s["path"], "old": s["old"], "new": s["new"]}),
            "web": ("tavily_search_results_json", lambda c, s: {"query": s["query"]})}
    thoughts = ("", "", None)

    def system(self, c):
        r = c.r
        return r.choice([
            f"You are a software engineering agent with access to a checkout of `{c.pj.name}` at {c.pj.root}. Use the tools to inspect and change the code. When the work is complete, answer with a short report.\n\nGuidelines:\n{filler(r, 4)}",
            f"You are a helpful assistant. Today is {c.date}.",
            f"You are an expert {c.pj.lang} developer. You can call tools to read, search and modify the repository. Think step by step and call one tool at a time unless calls are independent.\n{filler(r, 3)}",
        ])

    def params(self, c, side=False):
        p = {"temperature": c.r.choice([0, 0.1, 0.7, None])}
        if not side:
            p["stream"] = c.r.random() < 0.6
            if p["stream"]:
                p["stream_options"] = {"include_usage": True}
            p["parallel_tool_calls"] = c.r.choice([None, True, False])
        return p

    def headers(self, c, side=False):
        return headers_openai_sdk(c.r, ua=f"AsyncOpenAI/Python 1.{c.r.randint(40, 99)}.0")

    def side(self, c, kind):
        r = c.r
        if kind == "summary" and r.random() < 0.6:
            lang, instr = sides.wording(r, "summary")
            c.side_lang = "en"
            steps = world.trajectory(r, c.pj, r.randint(3, 12))
            hist = self.loop_events(c, steps)
            prev = r.random() < 0.5
            ask = ("This is a summary of the conversation to date:\n\n" + "The user asked for work on the repository; the agent explored the code and started editing.\n\n"
                   "Extend the summary by taking into account the new messages above:") if prev else "Create a summary of the conversation above:"
            return self.encode(c, None, hist + [("user", ask)], side=True, tools=None)
        return super().side(c, kind)


# ----------------------------------------------------------------------------- goose
class Goose(NativeFamily):
    name = "goose"
    side_kinds = ("title", "summary")
    models = ("gpt-4o", "claude-sonnet-4-20250514", "gpt-4.1", "qwen3-coder-plus", "deepseek-chat")
    small_models = ("gpt-4o-mini", "claude-3-5-haiku-latest")
    tools = [
        fn_tool("developer__shell", "Run a command in the user's shell. Output is returned; long output is truncated. Prefer rg over grep for searching.", {"command": P()}),
        fn_tool("developer__text_editor", "View, create and edit files. Commands: view, write, str_replace, insert, undo_edit.",
                {"command": P(enum=["view", "write", "str_replace", "insert", "undo_edit"]), "path": P(), "old_str": P(), "new_str": P(), "file_text": P(), "view_range": P("array", items={"type": "integer"})}, ["command", "path"]),
        fn_tool("developer__analyze", "Summarize the structure of a file or directory: definitions, imports and call relationships.", {"path": P(), "focus": P()}, ["path"]),
        fn_tool("platform__search_available_extensions", "List extensions that could be enabled to gain more tools.", {}),
        fn_tool("platform__manage_extensions", "Enable or disable an extension by name.", {"action": P(enum=["enable", "disable"]), "extension_name": P()}),
        fn_tool("todo__write", "Replace the current task checklist with the given markdown.", {"content": P()}),
    ]
    amap = {"ls": ("developer__shell", lambda c, s: {"command": f"ls -la {s['path']}"}),
            "read": ("developer__text_editor", lambda c, s: {"command": "view", "path": c.pj.root + "/" + s["path"]}),
            "grep": ("developer__shell", lambda c, s: {"command": f"rg -n '{s['pattern']}'"}),
            "run": ("developer__shell", lambda c, s: {"command": s["cmd"]}),
            "write": ("developer__text_editor", lambda c, s: {"command": "write", "path": c.pj.root + "/" + s["path"], "file_text": s["content"]}),
            "edit": ("developer__text_editor", lambda c, s: {"command": "str_replace", "path": c.pj.root + "/" + s["path"], "old_str": s["old"], "new_str": s["new"]})}

    def system(self, c):
        r = c.r
        return (f"You are goose, an open-source AI agent built to run on the user's own computer. The current date is {c.date} {r.randint(0, 23):02d}:{r.randint(0, 59):02d}.\n\n"
                "Your capabilities come from extensions. Each extension contributes tools and may add its own instructions below. Extensions can be enabled on demand.\n\n"
                "# Extensions\n\n## developer\n### Instructions\n"
                f"The developer extension gives you a shell and a file editor. The working directory is {c.pj.root} on {c.pj.os}. Use the editor's str_replace command for targeted changes and view before editing.\n\n"
                "## todo\n### Instructions\nKeep a checklist for multi-step work and update it as items complete.\n\n"
                "# Response Guidelines\n\n" + filler(r, 5) + "\n- Use Markdown for formatting.")

    def result_text(self, c, st):
        if st["kind"] == "read":
            return f"### {c.pj.root}/{st['path']}\n```{c.pj.ext}\n{st['out']}\n```"
        return st["out"] or "(no output)"

    def headers(self, c, side=False):
        return {"content-type": "application/json", "authorization": "Bearer sk-placeholder-0000",
                "user-agent": f"goose/{c.r.choice(['1.0.29', '1.3.1', '1.7.0', '1.9.2'])}", "x-goose-session": c.session}

    def side(self, c, kind):
        r = c.r
        if kind == "title" and r.random() < 0.6:
            c.side_lang = "en"
            return self.encode(c, "Reply with only a description of this session in four words or fewer.",
                               [("user", "Here are the first few user messages:\n" + c.ask)], side=True, tools=None, stream=False)
        return super().side(c, kind)


# ----------------------------------------------------------------------------- Gemini CLI / Qwen Code
def _gem_shell(c, st):
    return (f"Command: {shell_text(st)}\nDirectory: (root)\nStdout: {st['out'] or '(empty)'}\nStderr: (empty)\n"
            f"Error: (none)\nExit Code: {st.get('exit', 1 if st.get('err') else 0)}\nSignal: (none)\nBackground PIDs: (none)\nProcess Group PGID: {c.r.randint(1000, 99999)}")


class GeminiCLI(NativeFamily):
    name = "gemini_cli"
    side_kinds = ("next_speaker", "compact")
    models = ("gemini-2.5-pro", "gemini-2.5-flash", "gemini-3-pro-preview")
    small_models = ("gemini-2.5-flash", "gemini-2.5-flash-lite")
    node = True
    prodname = "Gemini CLI"
    tools = [
        fn_tool("list_directory", "Lists files and subdirectories of a directory given by absolute path.", {"path": P(), "ignore": P("array", items={"type": "string"})}, ["path"]),
        fn_tool("read_file", "Reads a file by absolute path; large files can be paged with offset and limit.", {"absolute_path": P(), "offset": P("number"), "limit": P("number")}, ["absolute_path"]),
        fn_tool("search_file_content", "Searches file contents for a regular expression and returns matching lines with paths and line numbers.", {"pattern": P(), "path": P(), "include": P()}, ["pattern"]),
        fn_tool("glob", "Finds files whose paths match a glob pattern, newest first.", {"pattern": P(), "path": P()}, ["pattern"]),
        fn_tool("replace", "Replaces text inside a file. old_string must match exactly, including whitespace, and include enough context to be unique.", {"file_path": P(), "old_string": P(), "new_string": P(), "expected_replacements": P("number")}, ["file_path", "old_string", "new_string"]),
        fn_tool("write_file", "Writes content to a file, creating it if needed.", {"file_path": P(), "content": P()}),
        fn_tool("run_shell_command", "Executes a command with bash -c and reports stdout, stderr, exit code and signal.", {"command": P(), "description": P(), "directory": P()}, ["command"]),
        fn_tool("web_fetch", "Fetches URLs mentioned in the prompt and processes their content as instructed.", {"prompt": P()}),
        fn_tool("google_web_search", "Performs a web search and returns results with sources.", {"query": P()}),
        fn_tool("save_memory", "Saves a specific fact to long-term memory when the user asks you to remember something.", {"fact": P()}),
    ]
    amap = {"ls": ("list_directory", lambda c, s: {"path": c.pj.root + ("/" + s["path"] if s["path"] != "." else "")}),
            "read": ("read_file", lambda c, s: {"absolute_path": c.pj.root + "/" + s["path"]}),
            "grep": ("search_file_content", lambda c, s: {"pattern": s["pattern"]}),
            "run": ("run_shell_command", lambda c, s: {"command": s["cmd"], "description": "Run the command to check the current state."}),
            "write": ("write_file", lambda c, s: {"file_path": c.pj.root + "/" + s["path"], "content": s["content"]}),
            "edit": ("replace", lambda c, s: {"file_path": c.pj.root + "/" + s["path"], "old_string": s["old"], "new_string": s["new"]}),
            "web": ("google_web_search", lambda c, s: {"query": s["query"]})}

    def system(self, c):
        r = c.r
        return (f"You are an interactive command-line agent for software engineering work. Your job is to help users safely and efficiently, using only the tools available to you.\n\n"
                "# Core Mandates\n\n- **Conventions:** Follow the project's existing conventions. Read nearby code, tests and configuration before changing anything.\n"
                "- **Libraries:** Never assume a library is available; check imports and manifests first.\n- **Comments:** Add comments sparingly, only to explain why.\n"
                "- **Proactiveness:** Fulfil the request thoroughly, including reasonable follow-up actions.\n\n"
                "# Primary Workflows\n\n## Software Engineering Tasks\n1. **Understand:** search and read to build context.\n2. **Plan:** form a plan grounded in what you found.\n3. **Implement:** make the changes with the tools.\n4. **Verify (Tests):** run the project's tests.\n5. **Verify (Standards):** run its linters and type checkers.\n\n"
                "# Operational Guidelines\n" + filler(r, 6) + f"\n\n# Environment\nPlatform: {c.pj.os}\n\n# Git Repository\nThe working directory is a git repository on branch {c.pj.branch}.")

    def env_context(self, c):
        return (f"This is the {self.prodname}. We are setting up the context for our chat.\nToday's date is {c.date}.\nMy operating system is: {c.pj.os}\n"
                f"I'm currently working in the directory: {c.pj.root}\nHere is the folder structure of the current working directories:\n\nShowing up to 200 items (files + folders).\n\n{c.pj.root}/\n"
                + "\n".join("├───" + f for f in sorted(c.pj.files)))

    def lead(self, c):
        return [("user", self.env_context(c)), ("assistant", "Got it. Thanks for the context!")]

    def first(self, c):
        return self.encode(c, self.system(c), self.lead(c) + [("user", c.ask)])

    def loop_events(self, c, steps):
        return self.lead(c) + [("user", c.ask)] + self.history(c, steps)

    def prior_chat(self, c):
        return self.lead(c) + super().prior_chat(c)

    def result_text(self, c, st):
        if st["kind"] == "run":
            return json.dumps({"output": _gem_shell(c, st)})
        if st["kind"] == "edit":
            return json.dumps({"output": st["out"] if st.get("err") else f"Successfully modified file: {c.pj.root}/{st['path']} (1 replacements)."})
        if st.get("err"):
            return json.dumps({"error": st["out"]})
        return json.dumps({"output": st["out"]})

    def headers(self, c, side=False):
        h = headers_openai_sdk(c.r, lang="node", ua=f"GeminiCLI/0.{c.r.randint(1, 20)}.{c.r.randint(0, 9)} ({c.pj.os}; x64)")
        return h

    def params(self, c, side=False):
        p = {"temperature": 0 if side else c.r.choice([0, 1]), "top_p": None if side else 1}
        if not side:
            p["stream"] = True
        return p

    def side(self, c, kind):
        r = c.r
        steps = world.trajectory(r, c.pj, r.randint(2, 16))
        hist = self.loop_events(c, steps)
        if kind == "next_speaker":
            lang, instr = ("en", sides.NEXT_SPEAKER[3][1])
            c.side_lang = lang
            hist.append(("assistant", r.choice(["I've updated the handler. Next, I will run the tests to confirm the fix.",
                                                 "All tests pass now. Is there anything else you'd like me to change?",
                                                 "The build succeeded."])))
            schema = {"type": "object", "properties": {"reasoning": {"type": "string"}, "next_speaker": {"type": "string", "enum": ["user", "model"]}},
                      "required": ["reasoning", "next_speaker"]}
            return self.encode(c, self.system(c), hist + [("user", instr)], side=True, tools=None,
                               response_format={"type": "json_schema", "json_schema": {"name": "next_speaker", "schema": schema}})
        lang, instr = sides.wording(r, "compact", 0.2)
        c.side_lang = lang
        sysm = ("You compress chat history into a structured snapshot that becomes the agent's only memory of the past. "
                "Think privately first, then output a <state_snapshot> with <overall_goal>, <key_knowledge>, <file_system_state>, <recent_actions> and <current_plan>.")
        return self.encode(c, sysm, hist + [("user", instr if lang != "en" else "First, reason in your scratchpad. Then, generate the <state_snapshot>.")],
                           side=True, tools=None)


class QwenCode(GeminiCLI):
    name = "qwen_code"
    side_kinds = ("compact", "next_speaker", "summary")
    models = ("qwen3-coder-plus", "qwen3-coder-480b-a35b-instruct", "qwen3-coder-flash")
    small_models = ("qwen3-coder-flash", "qwen-turbo")
    prodname = "Qwen Code"
    tools = [t for t in GeminiCLI.tools if t["name"] not in ("replace", "google_web_search", "search_file_content")] + [
        fn_tool("edit", "Replaces text within a file; old_string must uniquely identify the location.", {"file_path": P(), "old_string": P(), "new_string": P(), "replace_all": P("boolean")}, ["file_path", "old_string", "new_string"]),
        fn_tool("grep_search", "Fast content search over the workspace using regular expressions.", {"pattern": P(), "path": P(), "glob": P(), "limit": P("number")}, ["pattern"]),
        fn_tool("todo_write", "Creates and updates a structured task list for the current session.", {"todos": P("array", items={"type": "object", "properties": {"id": {"type": "string"}, "content": {"type": "string"}, "status": {"type": "string", "enum": ["pending", "in_progress", "completed"]}}})}),
        fn_tool("task", "Launches a sub-agent to handle a complex, multi-step task autonomously.", {"description": P(), "prompt": P(), "subagent_type": P()}),
    ]
    amap = dict(GeminiCLI.amap)
    amap.update({"grep": ("grep_search", lambda c, s: {"pattern": s["pattern"]}),
                 "edit": ("edit", lambda c, s: {"file_path": c.pj.root + "/" + s["path"], "old_string": s["old"], "new_string": s["new"]}),
                 "web": ("web_fetch", lambda c, s: {"prompt": "Search for " + s["query"] + " and summarize the key points"})})

    def headers(self, c, side=False):
        return headers_openai_sdk(c.r, lang="node", ua=f"QwenCode/0.{c.r.randint(0, 2)}.{c.r.randint(0, 9)} ({c.pj.os}; x64)")

    def params(self, c, side=False):
        p = super().params(c, side)
        if not side:
            p["stream_options"] = {"include_usage": True}
            p["metadata"] = {"sessionId": c.session, "promptId": c.session[:8] + "########" + str(c.r.randint(1, 40))}
        return p

    def side(self, c, kind):
        if kind == "summary":
            r = c.r
            c.side_lang = "en"
            hist = self.loop_events(c, world.trajectory(r, c.pj, r.randint(3, 12)))
            return self.encode(c, self.system(c), hist + [("user", "Produce a project summary in markdown with sections 'Overall Goal', 'Key Knowledge', 'Recent Actions' and 'Current Plan' so the next session can resume. Do not call tools.")],
                               side=True, tools=None)
        return super().side(c, kind)


# ----------------------------------------------------------------------------- Kimi CLI
class KimiCLI(NativeFamily):
    name = "kimi_cli"
    side_kinds = ("compact",)
    models = ("kimi-k2-0905-preview", "kimi-k2-turbo-preview", "kimi-for-coding", "kimi-k2-thinking")
    small_models = ("kimi-k2-turbo-preview",)
    call_style = "kimi"
    tools = [
        fn_tool("Task", "Hand a self-contained piece of work to a subagent and get back its final report.", {"description": P(), "subagent_name": P(), "prompt": P()}),
        fn_tool("SetTodoList", "Replace the todo list shown to the user.", {"todos": P("array", items={"type": "object", "properties": {"title": {"type": "string"}, "status": {"type": "string", "enum": ["Pending", "In Progress", "Done"]}}})}),
        fn_tool("Shell", "Run a shell command. Each call starts in the work directory; state does not persist between calls.", {"command": P(), "timeout": P("integer")}, ["command"]),
        fn_tool("ReadFile", "Read a text file. Output is line-numbered; use line_offset and n_lines for large files.", {"path": P(), "line_offset": P("integer"), "n_lines": P("integer")}, ["path"]),
        fn_tool("Glob", "Find files by glob pattern.", {"pattern": P(), "directory": P()}, ["pattern"]),
        fn_tool("Grep", "Search file contents with ripgrep semantics.", {"pattern": P(), "path": P(), "output_mode": P(enum=["content", "files_with_matches", "count_matches"])}, ["pattern"]),
        fn_tool("WriteFile", "Write or append text to a file.", {"path": P(), "content": P(), "mode": P(enum=["overwrite", "append"])}, ["path", "content"]),
        fn_tool("StrReplaceFile", "Replace exact strings in a file.", {"path": P(), "edit": P("object", properties={"old": {"type": "string"}, "new": {"type": "string"}, "replace_all": {"type": "boolean"}})}),
        fn_tool("SearchWeb", "Search the web.", {"query": P(), "limit": P("integer")}, ["query"]),
        fn_tool("FetchURL", "Fetch a web page and return its main text.", {"url": P()}),
    ]
    amap = {"ls": ("Shell", lambda c, s: {"command": f"ls {s['path']}"}),
            "read": ("ReadFile", lambda c, s: {"path": c.pj.root + "/" + s["path"]}),
            "grep": ("Grep", lambda c, s: {"pattern": s["pattern"], "path": ".", "output_mode": "content"}),
            "run": ("Shell", lambda c, s: {"command": s["cmd"]}),
            "write": ("WriteFile", lambda c, s: {"path": c.pj.root + "/" + s["path"], "content": s["content"]}),
            "edit": ("StrReplaceFile", lambda c, s: {"path": c.pj.root + "/" + s["path"], "edit": {"old": s["old"], "new": s["new"]}}),
            "web": ("SearchWeb", lambda c, s: {"query": s["query"]})}

    def system(self, c):
        r = c.r
        return (f"You are Kimi CLI, an interactive general-purpose agent running in the user's terminal, specialised in software engineering.\n\n"
                "# Working environment\n\n"
                f"The current date and time is {c.date}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:00. The working directory is `{c.pj.root}`; its top level:\n\n```\n"
                + world.obs_ls(r, c.pj) + "\n```\n\n# Project notes (AGENTS.md)\n\n"
                + r.choice(["(none)", f"- Run `{c.pj.test_cmd}` before finishing.\n- Use conventional commits.", f"- Code style is enforced by `{c.pj.lint_cmd}`."])
                + "\n\n# Guidelines\n" + filler(r, 6))

    def result_text(self, c, st):
        if st.get("err"):
            code = st.get("exit", 1)
            return f"<system>ERROR: Command failed with exit code: {code}.</system>\n{st['out']}" if st["kind"] == "run" else f"<system>ERROR: {st['out']}</system>"
        if st["kind"] == "run":
            return f"<system>Command executed successfully.</system>\n{st['out']}"
        if st["kind"] == "read":
            return f"<system>{st['out'].count(chr(10)) + 1} lines read from file starting from line 1.</system>\n{st['out']}"
        return st["out"]

    def headers(self, c, side=False):
        return headers_openai_sdk(c.r, ua=f"KimiCLI/{c.r.choice(['0.38', '0.44', '0.52', '0.58'])}")

    def params(self, c, side=False):
        return {"stream": not side, "stream_options": None if side else {"include_usage": True},
                "temperature": 0.6, "max_tokens": 32000 if not side else 4096}

    def side(self, c, kind):
        r = c.r
        lang, instr = sides.wording(r, "compact", 0.25)
        c.side_lang = lang
        hist = self.loop_events(c, world.trajectory(r, c.pj, r.randint(4, 20)))
        txt = "\n\n".join(f"## Message {i + 1}\nRole: {('user' if e[0] in ('user', 'result') else 'assistant')}\nContent:\n"
                          + (e[1] if e[0] in ("user", "assistant") else (e[3] if e[0] == "result" else json.dumps([a for _, _, a in e[2]])))
                          for i, e in enumerate(hist))
        return self.encode(c, "You are a helpful assistant that compacts conversation context.",
                           [("user", txt + "\n\n---\n\n" + instr)], side=True, tools=None)


# ----------------------------------------------------------------------------- Void
class Void(NativeFamily):
    name = "void_editor"
    side_kinds = ("commit", "title")
    models = ("gpt-4.1", "claude-sonnet-4-20250514", "deepseek-chat", "qwen2.5-coder-32b-instruct", "gemini-2.5-pro")
    node = True
    tools = [
        fn_tool("read_file", "Returns the contents of a file, paged.", {"uri": P(), "start_line": P(), "end_line": P(), "page_number": P()}, ["uri"]),
        fn_tool("ls_dir", "Lists the entries of a folder.", {"uri": P(), "page_number": P()}, ["uri"]),
        fn_tool("get_dir_tree", "Returns a tree diagram of the files under a folder.", {"uri": P()}),
        fn_tool("search_pathnames_only", "Finds files whose path matches the query.", {"query": P(), "include_pattern": P(), "page_number": P()}, ["query"]),
        fn_tool("search_for_files", "Finds files whose contents match the query.", {"query": P(), "is_regex": P(), "search_in_folder": P(), "page_number": P()}, ["query"]),
        fn_tool("read_lint_errors", "Returns current lint errors for a file.", {"uri": P()}),
        fn_tool("edit_file", "Edits a file using one or more SEARCH/REPLACE blocks.", {"uri": P(), "search_replace_blocks": P()}),
        fn_tool("rewrite_file", "Replaces the whole contents of a file.", {"uri": P(), "new_content": P()}),
        fn_tool("run_command", "Runs a terminal command and waits for it to finish.", {"command": P(), "cwd": P()}, ["command"]),
    ]
    amap = {"ls": ("ls_dir", lambda c, s: {"uri": c.pj.root + "/" + s["path"]}),
            "read": ("read_file", lambda c, s: {"uri": c.pj.root + "/" + s["path"]}),
            "grep": ("search_for_files", lambda c, s: {"query": s["pattern"], "is_regex": "false"}),
            "run": ("run_command", lambda c, s: {"command": s["cmd"]}),
            "write": ("rewrite_file", lambda c, s: {"uri": c.pj.root + "/" + s["path"], "new_content": s["content"]}),
            "edit": ("edit_file", lambda c, s: {"uri": c.pj.root + "/" + s["path"], "search_replace_blocks": f"<<<<<<< ORIGINAL\n{s['old']}\n=======\n{s['new']}\n>>>>>>> UPDATED"})}

    def system(self, c):
        r = c.r
        mode = r.choice(["agent", "agent", "gather"])
        return (f"You are an expert coding {'agent' if mode == 'agent' else 'assistant'} whose job is to help the user develop, run and change their codebase.\n"
                "You will be given instructions, and may also be given a list of files the user has selected as context.\n\n"
                f"<system_info>\n- {c.pj.os}\n- The user's workspace contains these folders:\n{c.pj.root}\n- Active file:\n{c.pj.root}/{c.pj.src_file()}\n- Open files:\n" + "\n".join(c.pj.root + "/" + f for f in r.sample(c.pj.files, 3)) + "\n</system_info>\n\n"
                "<files_overview>\n" + c.pj.tree() + "\n</files_overview>\n\nImportant notes:\n" + filler(r, 6))

    def task_msg(self, c, ask):
        if c.r.random() < 0.35:
            f = c.pj.src_file()
            lg, code = world.snippet(c.r)
            return f"{ask}\n\nSELECTIONS\n{c.pj.root}/{f}:\n```{lg}\n{code}```"
        return ask

    def result_text(self, c, st):
        if st["kind"] == "run":
            return f"{st['out']}\n(exit code {st.get('exit', 0)})"
        return st["out"]

    def headers(self, c, side=False):
        return headers_openai_sdk(c.r, lang="node", extra={"user-agent": "OpenAI/JS 4.96.0", "x-stainless-os": "MacOS"})


# ----------------------------------------------------------------------------- Warp
class Warp(NativeFamily):
    name = "warp_agent"
    side_kinds = ("title", "summary")
    models = ("claude-sonnet-4-20250514", "gpt-5", "gpt-4.1", "o3")
    tools = [
        fn_tool("run_command", "Run a command in the user's current terminal session.", {"command": P(), "is_read_only": P("boolean"), "uses_pager": P("boolean"), "is_risky": P("boolean")}, ["command", "is_read_only", "uses_pager", "is_risky"]),
        fn_tool("read_files", "Read one or more files, optionally by line range.", {"files": P("array", items={"type": "object", "properties": {"name": {"type": "string"}, "line_ranges": {"type": "array"}}})}),
        fn_tool("search_codebase", "Semantic search over the indexed codebase.", {"query": P(), "path_filters": P("array", items={"type": "string"})}, ["query"]),
        fn_tool("grep", "Search files for exact strings or regexes.", {"queries": P("array", items={"type": "string"}), "path": P()}),
        fn_tool("file_glob", "Find files by glob patterns.", {"patterns": P("array", items={"type": "string"}), "path": P()}),
        fn_tool("edit_files", "Apply search/replace diffs to files.", {"diffs": P("array", items={"type": "object", "properties": {"file_path": {"type": "string"}, "search": {"type": "string"}, "replace": {"type": "string"}}})}),
        fn_tool("create_file", "Create a new file.", {"file_path": P(), "content": P()}),
    ]
    amap = {"ls": ("run_command", lambda c, s: {"command": f"ls {s['path']}", "is_read_only": True, "uses_pager": False, "is_risky": False}),
            "read": ("read_files", lambda c, s: {"files": [{"name": c.pj.root + "/" + s["path"]}]}),
            "grep": ("grep", lambda c, s: {"queries": [s["pattern"]], "path": c.pj.root}),
            "run": ("run_command", lambda c, s: {"command": s["cmd"], "is_read_only": s["cmd"].startswith("git "), "uses_pager": False, "is_risky": False}),
            "write": ("create_file", lambda c, s: {"file_path": c.pj.root + "/" + s["path"], "content": s["content"]}),
            "edit": ("edit_files", lambda c, s: {"diffs": [{"file_path": c.pj.root + "/" + s["path"], "search": s["old"], "replace": s["new"]}]}),
            "web": ("search_codebase", lambda c, s: {"query": s["query"]})}

    def system(self, c):
        r = c.r
        return ("You are an agent built into a modern terminal. You help the user with software engineering and terminal tasks, running commands on their behalf when useful.\n\n"
                "Decide first whether the input is a question or a task. Answer questions directly without tools; for tasks, gather context, make the change and verify it.\n\n"
                "# Running commands\n" + filler(r, 4) + "\n\n# Coding\n" + filler(r, 4))

    def task_msg(self, c, ask):
        r = c.r
        shell = r.choice(["zsh", "bash", "fish", "pwsh"])
        return (f"<context>\n<system-info>OS: {c.pj.os}; shell: {shell}; cwd: {c.pj.root}; git branch: {c.pj.branch}</system-info>\n"
                f"<current-time>{c.date}</current-time>\n</context>\n\n<user-query>\n{ask}\n</user-query>")

    def result_text(self, c, st):
        if st["kind"] == "run":
            return json.dumps({"output": st["out"], "exit_code": st.get("exit", 0)})
        return st["out"]

    def headers(self, c, side=False):
        return {"content-type": "application/json", "authorization": "Bearer wk-placeholder",
                "user-agent": f"warp/v0.{c.date.replace('-', '.')}.08.stable_0{c.r.randint(1, 5)}", "x-warp-conversation-id": c.session}


# ----------------------------------------------------------------------------- Tabnine
class Tabnine(NativeFamily):
    name = "tabnine_agent"
    side_kinds = ("commit", "title")
    models = ("tabnine-protected", "claude-3-7-sonnet-20250219", "gpt-4o", "codestral-latest")
    small_models = ("gpt-4o-mini", "tabnine-protected")
    tools = [
        fn_tool("read_file", "Read a workspace file.", {"path": P()}),
        fn_tool("search_workspace", "Search the indexed workspace for code relevant to a query.", {"query": P(), "max_results": P("integer")}, ["query"]),
        fn_tool("get_diagnostics", "Return compiler and linter diagnostics for a file.", {"path": P()}),
        fn_tool("apply_diff", "Apply a unified diff to a file in the workspace.", {"path": P(), "diff": P()}),
        fn_tool("create_file", "Create a file with content.", {"path": P(), "content": P()}),
        fn_tool("run_terminal", "Run a command in the IDE terminal and return the output.", {"command": P()}),
    ]
    amap = {"ls": ("run_terminal", lambda c, s: {"command": "ls " + s["path"]}),
            "read": ("read_file", lambda c, s: {"path": s["path"]}),
            "grep": ("search_workspace", lambda c, s: {"query": s["pattern"]}),
            "run": ("run_terminal", lambda c, s: {"command": s["cmd"]}),
            "write": ("create_file", lambda c, s: {"path": s["path"], "content": s["content"]}),
            "edit": ("apply_diff", lambda c, s: {"path": s["path"], "diff": f"--- a/{s['path']}\n+++ b/{s['path']}\n@@\n-{s['old']}\n+{s['new']}"}),
            "web": ("search_workspace", lambda c, s: {"query": s["query"]})}

    def system(self, c):
        r = c.r
        return (f"You are an AI coding assistant in the developer's IDE. You may answer questions directly or use the workspace tools to act.\n"
                f"Organization guidelines:\n{filler(r, 3)}\n\nThe developer works in {c.pj.lang}. Respond in the language of the question.")

    def task_msg(self, c, ask):
        r = c.r
        ctx = {"workspace": c.pj.name, "currentFile": {"path": c.pj.src_file(), "language": c.pj.lang}}
        if r.random() < 0.4:
            ctx["openFiles"] = r.sample(c.pj.files, 3)
        return "Context:\n```json\n" + json.dumps(ctx, indent=2) + "\n```\n\nQuestion:\n" + ask

    def headers(self, c, side=False):
        return {"content-type": "application/json", "authorization": "Bearer tn-placeholder",
                "user-agent": f"TabnineVSCode/{c.r.randint(3, 4)}.{c.r.randint(100, 300)}.0", "x-tabnine-chat-id": c.session}


# ----------------------------------------------------------------------------- Jupyter AI
class JupyterAI(NativeFamily):
    name = "jupyter_ai_notebook"
    side_kinds = ("title", "summary")
    models = ("gpt-4o", "claude-3-5-sonnet-20241022", "gpt-4.1-mini", "mistral-large-latest")
    small_models = ("gpt-4o-mini",)
    tools = [
        fn_tool("read_notebook", "Return all cells of the active notebook with their outputs.", {"path": P()}),
        fn_tool("add_cell", "Insert a new cell.", {"cell_type": P(enum=["code", "markdown"]), "source": P(), "index": P("integer")}, ["cell_type", "source"]),
        fn_tool("edit_cell", "Replace the source of a cell.", {"index": P("integer"), "source": P()}),
        fn_tool("execute_cell", "Run a cell and return its outputs.", {"index": P("integer")}),
        fn_tool("list_files", "List files next to the notebook.", {"path": P()}),
    ]
    amap = {"ls": ("list_files", lambda c, s: {"path": s["path"]}),
            "read": ("read_notebook", lambda c, s: {"path": "analysis.ipynb"}),
            "grep": ("read_notebook", lambda c, s: {"path": "analysis.ipynb"}),
            "run": ("execute_cell", lambda c, s: {"index": c.r.randint(0, 20)}),
            "write": ("add_cell", lambda c, s: {"cell_type": "code", "source": s["content"], "index": c.r.randint(0, 20)}),
            "edit": ("edit_cell", lambda c, s: {"index": c.r.randint(0, 20), "source": s["new"]}),
            "web": ("read_notebook", lambda c, s: {"path": "analysis.ipynb"})}

    def system(self, c):
        r = c.r
        return ("You are a friendly assistant embedded in JupyterLab. You help people with data analysis, Python and notebooks. "
                "Format answers in Markdown; write math with LaTeX between dollar signs. "
                "When you need to run code, add or edit a cell and execute it rather than guessing its output.\n"
                f"The active notebook is `analysis.ipynb` (kernel: python3). Provider: {r.choice(['openai-chat', 'anthropic-chat', 'bedrock-chat'])}.")

    def task_msg(self, c, ask):
        if c.r.random() < 0.4:
            lg, code = world.snippet(c.r, "python")
            return f"{ask}\n\nSelected cell:\n```python\n{code}```"
        return ask

    def result_text(self, c, st):
        if st["kind"] == "run":
            if st.get("err"):
                return json.dumps({"outputs": [{"output_type": "error", "ename": "AssertionError", "evalue": "", "traceback": st["out"].split("\n")[-4:]}]})
            return json.dumps({"outputs": [{"output_type": "stream", "name": "stdout", "text": st["out"]}]})
        if st["kind"] == "read":
            return json.dumps({"cells": [{"cell_type": "code", "source": _raw(st), "outputs": []}]})
        return st["out"]

    def headers(self, c, side=False):
        return headers_openai_sdk(c.r, ua=f"OpenAI/Python 1.{c.r.randint(40, 99)}.0 jupyter-ai/2.{c.r.randint(20, 31)}.0")


# ----------------------------------------------------------------------------- opencode
class OpenCode(NativeFamily):
    name = "opencode"
    side_kinds = ("title", "compact")
    models = ("claude-sonnet-4-5-20250929", "claude-sonnet-4-20250514", "gpt-5", "qwen3-coder", "kimi-k2", "glm-4.6")
    small_models = ("claude-3-5-haiku-20241022", "gpt-5-nano", "gpt-4.1-mini")
    node = True
    tools = [
        fn_tool("bash", "Executes a bash command in a persistent shell session with an optional timeout.", {"command": P(), "timeout": P("number"), "description": P()}, ["command", "description"]),
        fn_tool("read", "Reads a file from the local filesystem. Lines are numbered.", {"filePath": P(), "offset": P("number"), "limit": P("number")}, ["filePath"]),
        fn_tool("edit", "Performs exact string replacements in files.", {"filePath": P(), "oldString": P(), "newString": P(), "replaceAll": P("boolean")}, ["filePath", "oldString", "newString"]),
        fn_tool("write", "Writes a file to the local filesystem.", {"filePath": P(), "content": P()}),
        fn_tool("grep", "Fast content search using regular expressions.", {"pattern": P(), "path": P(), "include": P()}, ["pattern"]),
        fn_tool("glob", "Fast file pattern matching.", {"pattern": P(), "path": P()}, ["pattern"]),
        fn_tool("list", "Lists files and directories in a given path.", {"path": P(), "ignore": P("array", items={"type": "string"})}, []),
        fn_tool("todowrite", "Create and manage a structured task list for the session.", {"todos": P("array", items={"type": "object"})}),
        fn_tool("webfetch", "Fetches content from a URL as text, markdown or html.", {"url": P(), "format": P(enum=["text", "markdown", "html"])}, ["url", "format"]),
        fn_tool("task", "Launch a new agent to handle complex, multi-step tasks autonomously.", {"description": P(), "prompt": P(), "subagent_type": P()}),
    ]
    amap = {"ls": ("list", lambda c, s: {"path": c.pj.root + ("/" + s["path"] if s["path"] != "." else "")}),
            "read": ("read", lambda c, s: {"filePath": c.pj.root + "/" + s["path"]}),
            "grep": ("grep", lambda c, s: {"pattern": s["pattern"]}),
            "run": ("bash", lambda c, s: {"command": s["cmd"], "description": "Run " + s["cmd"].split()[0]}),
            "write": ("write", lambda c, s: {"filePath": c.pj.root + "/" + s["path"], "content": s["content"]}),
            "edit": ("edit", lambda c, s: {"filePath": c.pj.root + "/" + s["path"], "oldString": s["old"], "newString": s["new"]}),
            "web": ("webfetch", lambda c, s: {"url": "https://www.google.com/search?q=" + s["query"].replace(" ", "+"), "format": "markdown"})}

    def pick_endpoint(self, c):
        return MSGS if c.r.random() < 0.6 else CHAT

    def system(self, c):
        r = c.r
        head = ("You are opencode, an interactive CLI tool that helps users with software engineering tasks. Use the instructions below and the tools available to you to assist the user.\n\n"
                "# Tone and style\nBe concise and direct. Your output is shown in a terminal; keep it short.\n\n# Doing tasks\n" + filler(r, 5))
        env = (f"Here is some useful information about the environment you are running in:\n<env>\n  Working directory: {c.pj.root}\n  Is directory a git repo: yes\n"
               f"  Platform: {c.pj.os}\n  Today's date: {c.date}\n</env>\n<project>\n{c.pj.tree()}\n</project>")
        return [head, env] if c.ep == MSGS else head + "\n\n" + env

    def result_text(self, c, st):
        if st["kind"] == "read" and not st.get("err"):
            return "<file>\n" + _lines(_raw(st)) + "\n</file>"
        return st["out"]

    def encode(self, c, system, events, side=False, tools="default", **extra):
        if c.ep == MSGS:
            extra.setdefault("system_blocks", True)
            extra.setdefault("max_tokens", 32000 if not side else 1500)
            if not side:
                extra.setdefault("cache", True)
        elif isinstance(system, list):
            system = "\n\n".join(system)
        return super().encode(c, system, events, side, tools, **extra)

    def headers(self, c, side=False):
        if c.ep == MSGS:
            return headers_anthropic(c.r, ua=f"ai-sdk/anthropic/{c.r.randint(1, 2)}.{c.r.randint(0, 9)}.0 opencode/0.{c.r.randint(3, 15)}.{c.r.randint(0, 30)}",
                                     beta="fine-grained-tool-streaming-2025-05-14" if c.r.random() < 0.5 else None)
        return {"content-type": "application/json", "authorization": "Bearer sk-placeholder-0000",
                "user-agent": f"ai-sdk/openai-compatible/1.0.{c.r.randint(1, 20)} opencode/0.{c.r.randint(3, 15)}.{c.r.randint(0, 30)}"}

    def params(self, c, side=False):
        return {"stream": True, "temperature": None if side else c.r.choice([None, 0, 0.55])}

    def side(self, c, kind):
        r = c.r
        if kind == "title":
            lang, instr = sides.wording(r, "title", 0.3)
            c.side_lang = lang
            sysm = ("You are a title generator. You output ONLY a thread title, nothing else.\n<rules>\n- one line, at most 50 characters\n- same language as the user message\n- no quotes, no trailing punctuation\n</rules>"
                    if r.random() < 0.5 else instr)
            if sysm != instr:
                c.side_lang = "en"
            return self.encode(c, sysm, [("user", c.ask)], side=True, tools=None)
        return super().side(c, kind)


# ----------------------------------------------------------------------------- Amp (Sourcegraph)
class Amp(NativeFamily):
    name = "amp_sourcegraph"
    endpoint = MSGS
    side_kinds = ("title", "compact")
    call_style = "anthropic"
    models = ("claude-sonnet-4-5-20250929", "claude-sonnet-4-20250514", "claude-opus-4-1-20250805")
    small_models = ("claude-3-5-haiku-20241022", "claude-haiku-4-5-20251001")
    node = True
    tools = [
        fn_tool("Bash", "Executes a shell command in the workspace. Output is truncated beyond 50k characters.", {"cmd": P(), "cwd": P()}, ["cmd"]),
        fn_tool("Read", "Read a file or list a directory from the file system.", {"path": P(), "read_range": P("array", items={"type": "number"})}, ["path"]),
        fn_tool("Grep", "Search for exact text patterns in files.", {"pattern": P(), "path": P(), "caseSensitive": P("boolean")}, ["pattern"]),
        fn_tool("glob", "Fast file pattern matching across the codebase.", {"filePattern": P(), "limit": P("number")}, ["filePattern"]),
        fn_tool("codebase_search_agent", "Ask a search subagent to find code by concept or behaviour.", {"query": P()}),
        fn_tool("edit_file", "Make edits to a text file by replacing old_str with new_str.", {"path": P(), "old_str": P(), "new_str": P(), "replace_all": P("boolean")}, ["path", "old_str", "new_str"]),
        fn_tool("create_file", "Create or overwrite a file.", {"path": P(), "content": P()}),
        fn_tool("todo_write", "Update the todo list for the current session.", {"todos": P("array", items={"type": "object"})}),
        fn_tool("oracle", "Consult a stronger reasoning model for planning, review or debugging advice.", {"task": P(), "context": P(), "files": P("array", items={"type": "string"})}, ["task"]),
        fn_tool("web_search", "Search the web.", {"query": P()}),
    ]
    amap = {"ls": ("Read", lambda c, s: {"path": c.pj.root + ("/" + s["path"] if s["path"] != "." else "")}),
            "read": ("Read", lambda c, s: {"path": c.pj.root + "/" + s["path"]}),
            "grep": ("Grep", lambda c, s: {"pattern": s["pattern"], "path": c.pj.root}),
            "run": ("Bash", lambda c, s: {"cmd": s["cmd"]}),
            "write": ("create_file", lambda c, s: {"path": c.pj.root + "/" + s["path"], "content": s["content"]}),
            "edit": ("edit_file", lambda c, s: {"path": c.pj.root + "/" + s["path"], "old_str": s["old"], "new_str": s["new"]}),
            "web": ("web_search", lambda c, s: {"query": s["query"]})}

    def system(self, c):
        r = c.r
        return [("You are Amp, a powerful AI coding agent. You work in the user's editor or terminal and help with software engineering tasks.\n\n"
                 "# Agency\nDo what the user asks and verify the result. When the user asks a question, answer it; do not start editing.\n\n# Tools\n" + filler(r, 5)),
                f"# Environment\nToday's date: {c.date}\nWorking directory: {c.pj.root}\nOperating system: {c.pj.os}\nRepository: https://github.com/acme/{c.pj.name}\n\n"
                "# Directory listing\n" + world.obs_ls(r, c.pj)]

    def result_text(self, c, st):
        if st["kind"] == "run":
            return json.dumps({"output": st["out"], "exitCode": st.get("exit", 0)})
        if st["kind"] == "read" and not st.get("err"):
            return _lines(_raw(st), fmt="{n}: {l}")
        return st["out"]

    def encode(self, c, system, events, side=False, tools="default", **extra):
        extra.setdefault("system_blocks", True)
        extra.setdefault("max_tokens", 32000 if not side else 1024)
        if not side:
            extra.setdefault("cache", True)
            if c.r.random() < 0.4 and not any(e[0] == "calls" for e in events):
                extra.setdefault("thinking", {"type": "enabled", "budget_tokens": c.r.choice([4000, 10000, 31999])})
        return super().encode(c, system, events, side, tools, **extra)

    def headers(self, c, side=False):
        return headers_anthropic(c.r, ua=f"amp/{c.r.randint(0, 1)}.0.{c.r.randint(1700000000, 1760000000)}", beta="interleaved-thinking-2025-05-14,context-1m-2025-08-07" if c.r.random() < 0.4 else None,
                                 extra={"x-amp-thread-id": "T-" + c.session})

    def params(self, c, side=False):
        return {"stream": not side, "temperature": None if side else 1}


# ----------------------------------------------------------------------------- Junie-like (Responses API)
class JunieLike(NativeFamily):
    name = "jetbrains_junie"
    endpoint = RESP
    side_kinds = ("summary", "commit")
    models = ("gpt-5", "gpt-4.1", "o4-mini", "gpt-5-codex")
    small_models = ("gpt-4.1-mini", "gpt-5-mini")
    tools = [
        fn_tool("search_project", "Search project files, classes, symbols and text for a term.", {"search_term": P(), "path": P()}, ["search_term"]),
        fn_tool("get_file_structure", "Show the outline (classes, methods) of a file.", {"file": P()}),
        fn_tool("open", "Open a file in the editor at a line; shows 100 lines.", {"path": P(), "line_number": P("integer")}, ["path"]),
        fn_tool("search_replace", "Replace an exact block of text in a file.", {"path": P(), "search": P(), "replace": P()}),
        fn_tool("create", "Create a new file.", {"path": P(), "content": P()}),
        fn_tool("run_test", "Run a test file, class or method through the IDE runner.", {"reference": P()}),
        fn_tool("bash", "Run a shell command in the project root.", {"command": P()}),
        fn_tool("answer", "Give the final answer to a question that needed no code changes.", {"full_answer": P()}),
        fn_tool("submit", "Finish the task with a summary of what was changed.", {"summary": P()}),
    ]
    amap = {"ls": ("bash", lambda c, s: {"command": "ls " + s["path"]}),
            "read": ("open", lambda c, s: {"path": s["path"], "line_number": 1}),
            "grep": ("search_project", lambda c, s: {"search_term": s["pattern"]}),
            "run": ("bash", lambda c, s: {"command": s["cmd"]}),
            "write": ("create", lambda c, s: {"path": s["path"], "content": s["content"]}),
            "edit": ("search_replace", lambda c, s: {"path": s["path"], "search": s["old"], "replace": s["new"]}),
            "web": ("search_project", lambda c, s: {"search_term": s["query"].split()[0]})}

    def tool_args(self, c, st):
        if st["kind"] == "run" and st["cmd"] == c.pj.test_cmd and c.r.random() < 0.5:
            return "run_test", {"reference": c.pj.test_file()}
        return super().tool_args(c, st)

    def system(self, c):
        r = c.r
        return ("## ENVIRONMENT\nYou are an autonomous programmer working inside a JetBrains IDE, with special tools for navigating and editing the project. "
                "Work through the issue step by step and call exactly one tool per turn.\n\n## RULES\n" + filler(r, 5)
                + f"\n\n## PROJECT\nName: {c.pj.name}\nRoot: {c.pj.root}\nLanguage: {c.pj.lang}\nVCS branch: {c.pj.branch}\n\n"
                "## RESPONSE FORMAT\nStart each turn with a short <UPDATE> block containing <PREVIOUS_STEP>, <PLAN> and <NEXT_STEP>, then make one tool call.")

    def task_msg(self, c, ask):
        return f"<issue_description>\n{ask}\n</issue_description>\n\nIf the issue is a question, answer it with the `answer` tool; otherwise change the project and `submit`."

    def act(self, c, st, i):
        ev = super().act(c, st, i)
        k, th, calls = ev[0]
        upd = f"<UPDATE>\n<PREVIOUS_STEP>\n{'Started.' if i == 0 else 'Looked at the result of the last tool.'}\n</PREVIOUS_STEP>\n<PLAN>\n1. Explore\n2. Change\n3. Verify\n</PLAN>\n<NEXT_STEP>\nCall {calls[0][1]}\n</NEXT_STEP>\n</UPDATE>"
        return [("calls", upd, calls)]

    def result_text(self, c, st):
        return st["out"] if st["out"] else "(empty)"

    def params(self, c, side=False):
        p = {"stream": not side, "store": False, "parallel_tool_calls": False,
             "reasoning": {"effort": c.r.choice(["low", "medium", "high"])} if not side else None}
        if not side:
            p["prompt_cache_key"] = c.session
        return p

    def headers(self, c, side=False):
        return {"content-type": "application/json", "authorization": "Bearer sk-placeholder-0000",
                "user-agent": f"Ktor client JetBrains-Junie/{c.r.randint(250, 253)}.{c.r.randint(1, 400)}", "x-session-id": c.session}

    def encode(self, c, system, events, side=False, tools="default", **extra):
        if not side and c.r.random() < 0.5:
            events = [("developer", "The user interface language is " + c.r.choice(["English", "German", "Japanese", "Chinese"]) + "; reply in the language of the issue.")] + list(events)
        return super().encode(c, system, events, side, tools, **extra)


NATIVE = [LangGraph, Goose, GeminiCLI, QwenCode, KimiCLI, Void, Warp, Tabnine, JupyterAI, OpenCode, Amp, JunieLike]
