"""Client families. Every prompt text here is original wording that only mimics structure."""
import json

from . import core as C
from . import payloads as P
from . import phrases as PH
from . import episode as E
from .asks import QA_PAIRS
from .core import Family, tools_from, wchoice, rules_block, LONG, SINGLE

S_PATH = ("string", "Path of the file or directory")
S_CMD = ("string", "Shell command to run")


def std_args(step, names):
    """Map abstract args to a family's argument names. names: kind -> dict(abstract->concrete)."""
    m = names.get(step.kind, {})
    return {m.get(k, k): v for k, v in step.args.items() if m.get(k, k) is not None}


# --------------------------------------------------------------------------- 1 LangGraph-style ReAct
class LangGraphReact(Family):
    name = "langgraph_react"
    endpoints = [("/v1/chat/completions", 5), ("/v1/messages", 2), ("/v1/responses", 1)]
    user_agents = ["OpenAI/Python 1.54.3", "AsyncOpenAI/Python 1.51.0", "Anthropic/Python 0.40.0", "langchain-openai/0.2.9"]
    TOOLS = tools_from([
        ("read_file", "Return the text of a file in the workspace.", {"path": S_PATH}, None),
        ("list_directory", "List entries of a directory.", {"path": S_PATH}, None),
        ("search_code", "Search the repository for a regular expression.", {"pattern": ("string", "Regex"), "path": S_PATH}, ["pattern"]),
        ("edit_file", "Replace old text with new text in a file.", {"path": S_PATH, "old_str": ("string", "Text to replace"), "new_str": ("string", "Replacement")}, None),
        ("write_file", "Create or overwrite a file.", {"path": S_PATH, "content": ("string", "File content")}, None),
        ("run_command", "Run a shell command in the repository and return stdout, stderr and the exit code.", {"command": S_CMD}, None),
    ])
    MAP = {"ls": "list_directory", "grep": "search_code", "find": "search_code", "read": "read_file", "edit": "edit_file",
           "write": "write_file", "test": "run_command", "lint": "run_command", "shell": "run_command"}

    def system(self, ctx, ep):
        r = ctx.rng
        return r.choice(["You are a software engineering assistant working inside a checked-out repository.",
                         "You are an autonomous coding agent. Use the tools to inspect and change the code.",
                         "You help developers by reading, searching and editing their code with the tools provided."]) + \
            (f"\nThe repository is at {ctx.repo.root}." if r.random() < 0.6 else "") + ("\n" + rules_block(r, 4) if r.random() < 0.5 else "")

    def tool_defs(self, ctx, ep):
        return self.TOOLS

    def map_call(self, ctx, st):
        a = dict(st.args)
        if st.kind == "find":
            a = {"pattern": "class " + a["name"]}
        return self.MAP[st.kind], a

    def fmt_result(self, ctx, st):
        if st.kind in ("test", "lint", "shell") and ctx.rng.random() < 0.5:
            return json.dumps({"exit_code": 1 if st.status == "error" else 0, "stdout": st.result, "stderr": ""})
        return st.result

    def side_system(self, ctx, kind):
        return "You condense agent conversations into short, faithful summaries."


# --------------------------------------------------------------------------- 2 Gemini-CLI-style
class GeminiCliLike(Family):
    name = "gemini_cli_like"
    endpoints = [("/v1/chat/completions", 1)]
    user_agents = ["GeminiCLI/0.9.0 (linux; x64)", "GeminiCLI/0.12.1 (darwin; arm64)", "node-fetch/1.0"]
    step_kinds = ["continue_task", "continue_task", "reflect", "verify", "fix_failing"]
    side_kinds = ["next_speaker_check", "next_speaker_check", "compact", "title"]
    placements = {"/v1/chat/completions": [("user", 6), ("system", 1), ("obs", 1)]}
    TOOLS = tools_from([
        ("list_directory", "Lists the names of files and subdirectories in a directory.", {"path": ("string", "Absolute directory path")}, None),
        ("read_file", "Reads a file, optionally a line range.", {"absolute_path": ("string", "Absolute path"), "offset": ("number", "Start line"), "limit": ("number", "Max lines")}, ["absolute_path"]),
        ("search_file_content", "Searches file contents for a regex.", {"pattern": ("string", "Regex"), "path": ("string", "Directory")}, ["pattern"]),
        ("glob", "Finds files matching a glob pattern.", {"pattern": ("string", "Glob")}, None),
        ("replace", "Replaces text within a file.", {"file_path": ("string", "Absolute path"), "old_string": ("string", "Exact text"), "new_string": ("string", "New text")}, None),
        ("write_file", "Writes content to a file.", {"file_path": ("string", "Absolute path"), "content": ("string", "Content")}, None),
        ("run_shell_command", "Executes a shell command.", {"command": S_CMD, "description": ("string", "Why")}, ["command"]),
        ("save_memory", "Remembers a fact across sessions.", {"fact": ("string", "Fact")}, None),
    ])

    def system(self, ctx, ep):
        return ("You are an interactive command-line agent for software engineering. Follow project conventions, "
                "verify with the project's own tests, and explain risky shell commands before running them.\n\n"
                "# Workflow\n1. Understand: search and read.\n2. Plan.\n3. Implement with the tools.\n4. Verify.\n\n" + rules_block(ctx.rng))

    def tool_defs(self, ctx, ep):
        return self.TOOLS

    def first_user(self, ctx, ep):
        r = ctx.rng
        setup = (f"This is the Gemini CLI context setup. Today's date is {r.choice(['Monday', 'Thursday'])}, {r.choice(['March', 'October'])} {r.randint(1, 28)}, 2025.\n"
                 f"My operating system is: {r.choice(['linux', 'darwin', 'win32'])}\nI'm currently working in the directory: {ctx.repo.root}\n"
                 f"Folder structure:\n{P.dir_listing(r, ctx.repo, 'tree')}")
        return [{"role": "user", "text": setup}, {"role": "assistant", "text": "Understood, I have the context."},
                {"role": "user", "text": ctx.ask}]

    def map_call(self, ctx, st):
        root = ctx.repo.root
        k, a = st.kind, st.args
        if k == "ls":
            return "list_directory", {"path": f"{root}/{a['path']}".rstrip("/.")}
        if k in ("grep", "find"):
            return "search_file_content", {"pattern": a.get("pattern") or a.get("name")}
        if k == "read":
            return "read_file", {"absolute_path": f"{root}/{a['path']}"}
        if k == "edit":
            return "replace", {"file_path": f"{root}/{a['path']}", "old_string": a["old_str"], "new_string": a["new_str"]}
        if k == "write":
            return "write_file", {"file_path": f"{root}/{a['path']}", "content": a["content"]}
        return "run_shell_command", {"command": a["command"], "description": "Run " + a["command"].split()[0]}

    def fmt_result(self, ctx, st):
        if st.kind in ("test", "lint", "shell"):
            code = 1 if st.status == "error" else 0
            return f"Command: {st.args['command']}\nDirectory: (root)\nStdout: {st.result or '(empty)'}\nStderr: (empty)\nError: (none)\nExit Code: {code}"
        return json.dumps({"output": st.result}) if ctx.rng.random() < 0.4 else st.result

    def build_ir(self, ctx, ep):
        ir = super().build_ir(ctx, ep)
        if ctx.kind == "side:next_speaker_check":
            # the checker runs after a model text turn: move the tail after an assistant message
            tail = ir.pop()
            if tail.get("role") != "user" or not tail.get("text"):
                ir.append(tail)
            else:
                ir.append({"role": "assistant", "text": ctx.rng.choice(["Next, I'll run the tests to confirm the fix.",
                                                                        "I've updated the handler. Should I also change the docs?",
                                                                        "The change is in place."])})
                ir.append(tail)
        return ir


# --------------------------------------------------------------------------- 3 opencode-style
class OpencodeLike(Family):
    name = "opencode_like"
    endpoints = [("/v1/chat/completions", 3), ("/v1/messages", 3), ("/v1/responses", 1)]
    user_agents = ["opencode/0.15.2 ai-sdk/provider-utils/2.2.8 runtime/bun/1.2.19", "ai-sdk/openai-compatible/1.0.19", "opencode/1.0.3"]
    side_kinds = ["title", "title", "compact", "summarize"]
    TOOLS = tools_from([
        ("bash", "Runs a bash command in a persistent shell.", {"command": S_CMD, "description": ("string", "5-10 word summary"), "timeout": ("number", "ms")}, ["command", "description"]),
        ("read", "Reads a file from the local filesystem.", {"filePath": ("string", "Absolute path"), "offset": ("number", "Line"), "limit": ("number", "Lines")}, ["filePath"]),
        ("edit", "Performs exact string replacement in a file.", {"filePath": ("string", "Absolute path"), "oldString": ("string", "Old"), "newString": ("string", "New")}, None),
        ("write", "Writes a file.", {"filePath": ("string", "Absolute path"), "content": ("string", "Content")}, None),
        ("glob", "Fast file pattern matching.", {"pattern": ("string", "Glob"), "path": ("string", "Dir")}, ["pattern"]),
        ("grep", "Searches file contents with a regex.", {"pattern": ("string", "Regex"), "path": ("string", "Dir"), "include": ("string", "File filter")}, ["pattern"]),
        ("list", "Lists files and directories.", {"path": ("string", "Dir")}, []),
        ("todowrite", "Creates and updates the session todo list.", {"todos": {"type": "array", "items": {"type": "object"}}}, None),
    ])

    def system(self, ctx, ep):
        r = ctx.rng
        env = (f"<env>\n  Working directory: {ctx.repo.root}\n  Is directory a git repo: yes\n  Platform: {r.choice(['linux', 'darwin'])}\n</env>\n"
               f"<project>\n{P.dir_listing(r, ctx.repo, 'find')}\n</project>")
        return "You are a terminal-based coding agent. Be concise and direct; act with tools rather than describing actions.\n" + rules_block(r) + "\n\n" + env

    def tool_defs(self, ctx, ep):
        return self.TOOLS

    def map_call(self, ctx, st):
        root, k, a = ctx.repo.root, st.kind, st.args
        if k == "ls":
            return "list", {"path": f"{root}/{a['path']}"}
        if k in ("grep", "find"):
            return "grep", {"pattern": a.get("pattern") or "class " + a.get("name", "")}
        if k == "read":
            return "read", {"filePath": f"{root}/{a['path']}"}
        if k == "edit":
            return "edit", {"filePath": f"{root}/{a['path']}", "oldString": a["old_str"], "newString": a["new_str"]}
        if k == "write":
            return "write", {"filePath": f"{root}/{a['path']}", "content": a["content"]}
        return "bash", {"command": a["command"], "description": "Runs " + a["command"].split()[0]}

    def fmt_result(self, ctx, st):
        if st.kind == "read" and st.status == "ok":
            lines = st.raw.split("\n")[:2000]
            return "<file>\n" + "\n".join(f"{i + 1:05d}| {l}" for i, l in enumerate(lines)) + "\n</file>"
        return st.result

    def side_system(self, ctx, kind):
        if kind == "title":
            return "You generate a short title for a coding session. Output a single line, no quotes."
        return "You are a helpful assistant that writes summaries of coding sessions."

    def extra(self, ctx, ep, body):
        if ep == "/v1/responses":
            body["store"] = False
        if ctx.rng.random() < 0.4:
            body["max_tokens" if ep != "/v1/responses" else "max_output_tokens"] = 32000


# --------------------------------------------------------------------------- 4 Goose-style
class GooseLike(Family):
    name = "goose_like"
    endpoints = [("/v1/chat/completions", 3), ("/v1/messages", 1)]
    user_agents = ["goose/1.9.3", "reqwest/0.12", "goose-cli/1.4.0"]
    side_kinds = ["title", "summarize", "compact", "memory"]
    chat_style = {"empty_content": True}
    TOOLS = tools_from([
        ("developer__shell", "Execute a command in the shell.", {"command": S_CMD}, None),
        ("developer__text_editor", "View, create or edit files.", {"command": {"type": "string", "enum": ["view", "write", "str_replace", "undo_edit"]},
                                                                  "path": ("string", "Absolute path"), "old_str": ("string", "Old"), "new_str": ("string", "New"), "file_text": ("string", "Content")}, ["command", "path"]),
        ("developer__list_windows", "List open windows.", {}, []),
        ("todo__write", "Write the todo list.", {"content": ("string", "Markdown list")}, None),
    ])

    def system(self, ctx, ep):
        r = ctx.rng
        return ("You are a general-purpose AI agent working on the user's machine through extensions.\n\n# Extensions\n"
                "## developer\nShell and file editing for software tasks.\n\n# Response Guidelines\n" + rules_block(r) +
                f"\n\nThe current date is 2025-0{r.randint(1, 9)}-1{r.randint(0, 9)}. Working directory: {ctx.repo.root}")

    def tool_defs(self, ctx, ep):
        return self.TOOLS

    def map_call(self, ctx, st):
        root, k, a = ctx.repo.root, st.kind, st.args
        if k == "read":
            return "developer__text_editor", {"command": "view", "path": f"{root}/{a['path']}"}
        if k == "edit":
            return "developer__text_editor", {"command": "str_replace", "path": f"{root}/{a['path']}", "old_str": a["old_str"], "new_str": a["new_str"]}
        if k == "write":
            return "developer__text_editor", {"command": "write", "path": f"{root}/{a['path']}", "file_text": a["content"]}
        return "developer__shell", {"command": st.cmd}

    def fmt_result(self, ctx, st):
        if st.kind == "read" and st.status == "ok" and ctx.rng.random() < 0.6:
            return f"### {ctx.repo.root}/{st.args['path']}\n```{ctx.repo.ext}\n{st.result}\n```"
        return st.result

    def side_system(self, ctx, kind):
        return "Reply with only what is requested about the conversation: no preamble."


# --------------------------------------------------------------------------- 5 Kilo/Roo-style native tools
class KiloLike(Family):
    name = "kilo_like"
    endpoints = [("/v1/chat/completions", 2), ("/v1/messages", 2)]
    user_agents = ["Kilo-Code/4.98.2", "OpenAI/JS 5.12.2", "Anthropic/JS 0.60.0"]
    side_kinds = ["compact", "summarize", "commit_msg", "commit_msg"]
    placements = {"/v1/chat/completions": [("user", 3), ("obs", 3), ("system", 1)],
                  "/v1/messages": [("blocks", 5), ("obs", 2), ("system", 1)]}
    TOOLS = tools_from([
        ("read_file", "Read one or more files.", {"path": S_PATH}, None),
        ("list_files", "List files in a directory.", {"path": S_PATH, "recursive": ("boolean", "Recurse")}, ["path"]),
        ("search_files", "Regex search across files.", {"path": S_PATH, "regex": ("string", "Regex"), "file_pattern": ("string", "Glob")}, ["path", "regex"]),
        ("apply_diff", "Apply a SEARCH/REPLACE diff to a file.", {"path": S_PATH, "diff": ("string", "Diff")}, None),
        ("write_to_file", "Write a whole file.", {"path": S_PATH, "content": ("string", "Content"), "line_count": ("number", "Lines")}, None),
        ("execute_command", "Run a CLI command.", {"command": S_CMD, "cwd": ("string", "Dir")}, ["command"]),
        ("attempt_completion", "Present the result of the task.", {"result": ("string", "Result")}, None),
        ("ask_followup_question", "Ask the user a question.", {"question": ("string", "Q")}, None),
    ])

    def system(self, ctx, ep):
        r = ctx.rng
        return (f"You are Kilo, a skilled software engineer.\n\n====\n\nMODES\n- code\n- architect\n- debug\n\n====\n\nRULES\n{rules_block(r)}\n\n"
                f"====\n\nSYSTEM INFORMATION\nOperating System: {r.choice(['Linux 6.8', 'macOS 15.1', 'Windows 11'])}\nCurrent Workspace Directory: {ctx.repo.root}")

    def tool_defs(self, ctx, ep):
        return self.TOOLS

    def first_user(self, ctx, ep):
        return [{"role": "user", "text": f"<task>\n{ctx.ask}\n</task>\n\n{self.env(ctx)}"}]

    def env(self, ctx):
        r = ctx.rng
        return (f"<environment_details>\n# VSCode Visible Files\n{r.choice(ctx.repo.src)}\n\n# Current Time\n2025-0{r.randint(1, 9)}-{r.randint(10, 28)}T1{r.randint(0, 9)}:0{r.randint(0, 9)}:00Z\n\n"
                f"# Current Mode\n<slug>{r.choice(['code', 'debug', 'architect'])}</slug>\n</environment_details>")

    def map_call(self, ctx, st):
        k, a = st.kind, st.args
        if k == "ls":
            return "list_files", {"path": a["path"], "recursive": False}
        if k in ("grep", "find"):
            return "search_files", {"path": ".", "regex": a.get("pattern") or "class " + a.get("name", "")}
        if k == "read":
            return "read_file", {"path": a["path"]}
        if k == "edit":
            return "apply_diff", {"path": a["path"], "diff": f"<<<<<<< SEARCH\n{a['old_str']}\n=======\n{a['new_str']}\n>>>>>>> REPLACE"}
        if k == "write":
            return "write_to_file", {"path": a["path"], "content": a["content"], "line_count": a["content"].count("\n") + 1}
        return "execute_command", {"command": a["command"]}

    def fmt_result(self, ctx, st):
        r = ctx.rng
        if st.kind in ("test", "lint", "shell"):
            res = f"Command executed in terminal within working directory '{ctx.repo.root}'. Exit code: {1 if st.status == 'error' else 0}\nOutput:\n{st.result}"
        elif st.kind == "read" and st.status == "ok":
            res = f"<file><path>{st.args['path']}</path>\n<content lines=\"1-{st.result.count(chr(10)) + 1}\">\n{P.numbered(st.raw)}\n</content>\n</file>"
        else:
            res = st.result
        if r.random() < 0.5:
            res += "\n\n" + self.env(ctx)
        return res


# --------------------------------------------------------------------------- 6 Moatless-style
class MoatlessLike(Family):
    name = "moatless_like"
    endpoints = [("/v1/chat/completions", 2), ("/v1/messages", 2)]
    user_agents = ["litellm/1.52.0", "OpenAI/Python 1.54.3", "Anthropic/Python 0.39.0"]
    step_kinds = ["decide_next", "reflect", "verify", "fix_failing", "decide_next"]
    TOOLS = tools_from([
        ("FindClass", "Find a class definition by name.", {"class_name": ("string", "Class"), "file_pattern": ("string", "Glob")}, ["class_name"]),
        ("FindFunction", "Find a function or method by name.", {"function_name": ("string", "Name"), "class_name": ("string", "Class")}, ["function_name"]),
        ("SemanticSearch", "Search code by meaning.", {"query": ("string", "Query"), "file_pattern": ("string", "Glob")}, ["query"]),
        ("ViewCode", "Add code spans to the file context.", {"files": {"type": "array", "items": {"type": "object", "properties": {"file_path": {"type": "string"}, "span_ids": {"type": "array", "items": {"type": "string"}}}}}}, None),
        ("StringReplace", "Replace an exact string in a file.", {"path": S_PATH, "old_str": ("string", "Old"), "new_str": ("string", "New")}, None),
        ("CreateFile", "Create a new file.", {"path": S_PATH, "file_text": ("string", "Text")}, None),
        ("RunTests", "Run test files.", {"test_files": {"type": "array", "items": {"type": "string"}}}, None),
        ("Finish", "Finish the task.", {"finish_reason": ("string", "Why")}, None),
    ])

    def system(self, ctx, ep):
        return ("You are an autonomous AI assistant with superior programming skills. You resolve issues in a repository by locating "
                "relevant code, changing it and verifying with tests. Always think before each action and use exactly one action per turn.\n\n"
                "# Workflow\n1. Locate code\n2. Modify code\n3. Verify with tests\n4. Finish\n\n" + rules_block(ctx.rng, 4))

    def tool_defs(self, ctx, ep):
        return self.TOOLS

    def first_user(self, ctx, ep):
        return [{"role": "user", "text": f"<task>\n{ctx.ask}\n</task>"}]

    def map_call(self, ctx, st):
        k, a, r = st.kind, st.args, ctx.rng
        if k == "find":
            return "FindClass", {"class_name": a["name"]}
        if k == "grep":
            return ("FindFunction", {"function_name": a["pattern"]}) if r.random() < 0.5 else ("SemanticSearch", {"query": a["pattern"].replace("_", " ")})
        if k in ("read", "ls"):
            return "ViewCode", {"files": [{"file_path": a.get("path") if k == "read" else r.choice(ctx.repo.src), "span_ids": [r.choice(ctx.repo.symbols)]}]}
        if k == "edit":
            return "StringReplace", {"path": a["path"], "old_str": a["old_str"], "new_str": a["new_str"]}
        if k == "write":
            return "CreateFile", {"path": a["path"], "file_text": a["content"]}
        return "RunTests", {"test_files": [r.choice(ctx.repo.tests)]}

    def fmt_result(self, ctx, st):
        if st.kind in ("read", "find", "ls", "grep") and st.status == "ok":
            p = st.args.get("path") if st.kind == "read" else ctx.rng.choice(ctx.repo.src)
            code = st.raw if st.kind == "read" else P.code_file(ctx.rng, ctx.repo, p, P.logu(ctx.rng, 60, 6000))
            return f"Found the following relevant code:\n{p}\n```\n{code}\n```"
        if st.kind in ("test", "shell", "lint"):
            return ("Running tests for the following files:\n* " + ctx.repo.tests[0] + "\n\n" + st.result)
        return st.result


# --------------------------------------------------------------------------- 7 AutoGen group chat
class AutoGenGroup(Family):
    name = "autogen_groupchat"
    native = False
    user_agents = ["OpenAI/Python 1.54.3", "AsyncOpenAI/Python 1.52.2"]
    side_kinds = ["next_speaker", "next_speaker", "next_speaker", "summarize", "memory"]
    placements = {"/v1/chat/completions": [("user", 4), ("system", 3), ("obs", 1)]}

    def roles(self, ctx):
        if not hasattr(ctx, "_roles"):
            ctx._roles = ctx.rng.choice([["planner", "coder", "executor", "reviewer"], ["Engineer", "Executor", "Critic"],
                                         ["product_manager", "developer", "code_runner"], ["Architect", "Coder", "UserProxy"]])
        return ctx._roles

    def system(self, ctx, ep):
        roles = self.roles(ctx)
        return (f"You are {roles[1]}, a senior engineer in a team chat with {', '.join(roles[:1] + roles[2:])}. Write code in a single fenced block "
                f"(python or sh) when something has to be run; {roles[2]} executes it and reports back. Reply TERMINATE when the task is done.")

    def first_user(self, ctx, ep):
        return [{"role": "user", "text": ctx.ask, "name": ctx.rng.choice(["user", "admin", "User_proxy"])}]

    def render_steps(self, ctx, ep, steps):
        roles, out = self.roles(ctx), []
        for st in steps:
            lang = "sh" if st.kind != "write" else "python"
            out.append({"role": "assistant", "name": roles[1], "text": f"{st.thought}\n\n```{lang}\n{st.cmd}\n```"})
            code = 1 if st.status == "error" else 0
            out.append({"role": "user", "name": roles[2], "obs": True,
                        "text": f"exitcode: {code} ({'execution failed' if code else 'execution succeeded'})\nCode output: {st.result}"})
        return out

    def names(self, ctx):
        return "[" + ", ".join(self.roles(ctx)) + "]"

    def build_ir(self, ctx, ep):
        ir = super().build_ir(ctx, ep)
        roles = self.roles(ctx)
        if ctx.kind and ctx.kind.startswith("side:next_speaker"):
            # selector call: system describes the roles, the chat is replayed, the pick question ends it
            if ctx.rng.random() < 0.6:
                ir[0] = {"role": "system", "text": "You coordinate a team chat. Available roles:\n" + "\n".join(f"{r}: works on the {ctx.repo.name} task" for r in roles)}
        elif ctx.kind and ctx.kind.startswith("step:") and ctx.rng.random() < 0.6:
            ir[-1]["name"] = roles[0] if ir[-1]["role"] == "user" else ir[-1].get("name")
        return ir


# --------------------------------------------------------------------------- 8 CrewAI-style ReAct
class CrewAILike(Family):
    name = "crewai_like"
    native = False
    user_agents = ["litellm/1.51.3", "OpenAI/Python 1.54.3"]
    step_kinds = ["reflect", "continue_task", "forced_final", "decide_next", "fix_failing"]
    side_kinds = ["memory", "memory", "summarize", "title"]
    placements = {"/v1/chat/completions": [("user", 4), ("obs", 3), ("system", 1)]}
    TOOLNAMES = {"ls": "List files", "grep": "Search code", "find": "Search code", "read": "Read a file's content",
                 "edit": "File editor", "write": "File writer", "test": "Run shell", "lint": "Run shell", "shell": "Run shell"}

    def system(self, ctx, ep):
        r = ctx.rng
        role = r.choice(["Senior Python Engineer", "Backend Developer", "Code Reviewer", "QA Engineer"])
        tools = "\n".join(f"Tool Name: {n}\nTool Arguments: {{'input': {{'description': None, 'type': 'str'}}}}\nTool Description: {n} in the repository"
                          for n in sorted(set(self.TOOLNAMES.values())))
        return (f"You are {role}. You have shipped many production systems.\nYour personal goal is: complete the assigned engineering task correctly\n"
                f"You ONLY have access to the following tools, and should NEVER make up tools that are not listed here:\n\n{tools}\n\n"
                "Use this format:\n\nThought: what to do next\nAction: one of the tool names\nAction Input: JSON object of arguments\nObservation: the result\n\n"
                "When you know the answer:\nThought: I now know the final answer\nFinal Answer: the complete answer")

    def first_user(self, ctx, ep):
        return [{"role": "user", "text": f"\nCurrent Task: {ctx.ask}\n\nThis is the expected criteria for your final answer: a complete, working result.\n"
                                         "you MUST return the actual complete content as the final answer, not a summary.\n\nBegin!\n\nThought:"}]

    def render_steps(self, ctx, ep, steps):
        out = []
        inline = ctx.rng.random() < 0.6
        for st in steps:
            act = f"Thought: {st.thought}\nAction: {self.TOOLNAMES[st.kind]}\nAction Input: {json.dumps({k: v for k, v in st.args.items() if k != 'content'})}"
            if inline:
                out.append({"role": "assistant", "text": f"{act}\nObservation: {st.result}", "obs": True})
            else:
                out.append({"role": "assistant", "text": act})
                out.append({"role": "user", "text": f"Observation: {st.result}", "obs": True})
        return out

    def extra(self, ctx, ep, body):
        body["stop"] = ["\nObservation:"]


# --------------------------------------------------------------------------- 9 smolagents-style code agent
class SmolagentsLike(Family):
    name = "smolagents_like"
    native = False
    user_agents = ["OpenAI/Python 1.54.3", "litellm/1.52.0", "huggingface_hub/0.26.2"]
    step_kinds = ["plan_update", "plan_update", "plan_update", "forced_final", "reflect"]
    placements = {"/v1/chat/completions": [("user", 5), ("system", 2), ("obs", 2)]}

    def system(self, ctx, ep):
        return ("You solve tasks by writing Python code. Each step: a 'Thought:' line explaining your reasoning, then a 'Code:' block "
                "```py ... ```<end_code>. Use print() to see intermediate values; they appear in the next observation. "
                "Available functions:\n- read_file(path: str) -> str\n- list_dir(path: str) -> list\n- search(pattern: str) -> str\n"
                "- run(cmd: str) -> str\n- write_file(path: str, content: str) -> None\n- final_answer(answer: Any)\n\n" + rules_block(ctx.rng, 4))

    def first_user(self, ctx, ep):
        return [{"role": "user", "text": f"New task:\n{ctx.ask}"}]

    def code(self, st):
        a = st.args
        return {"ls": f"print(list_dir({a.get('path')!r}))", "grep": f"print(search({a.get('pattern')!r}))",
                "find": f"print(search('class {a.get('name')}'))", "read": f"content = read_file({a.get('path')!r})\nprint(content)",
                "edit": f"src = read_file({a.get('path')!r})\nsrc = src.replace({a.get('old_str')!r}, {a.get('new_str')!r})\nwrite_file({a.get('path')!r}, src)\nprint('saved')",
                "write": f"write_file({a.get('path')!r}, '''...''')", }.get(st.kind, f"print(run({a.get('command')!r}))")

    def render_steps(self, ctx, ep, steps):
        out = []
        for i, st in enumerate(steps):
            out.append({"role": "assistant", "text": f"Thought: {st.thought}\nCode:\n```py\n{self.code(st)}\n```<end_code>"})
            if st.status == "error" and ctx.rng.random() < 0.5:
                obs = (f"Call id: call_{i + 1}\nError:\nCode execution failed at line 1 due to: {st.result[:600]}\n"
                       "Avoid repeating the same mistake; take a different approach.")
            else:
                obs = f"Observation:\nExecution logs:\n{st.result}\nLast output from code snippet:\nNone"
            out.append({"role": "user", "text": obs, "obs": True})
        return out

    def extra(self, ctx, ep, body):
        body["stop"] = ["<end_code>", "Observation:", "Calling tools:"]


# --------------------------------------------------------------------------- 10 gptme-style (results as system messages)
class GptmeLike(Family):
    name = "gptme_like"
    native = False
    obs_role = "system"
    user_agents = ["OpenAI/Python 1.54.3", "gptme/0.25.0"]
    side_kinds = ["title", "title", "summarize", "compact"]
    placements = {"/v1/chat/completions": [("system", 5), ("user", 3), ("obs", 2)]}

    def system(self, ctx, ep):
        return ("You are a terminal assistant that can run code. Write a fenced block to use a tool:\n"
                "- ```shell for shell commands\n- ```ipython for Python\n- ```save <path> to write a file\n- ```patch <path> for an edit\n"
                "Tool output is returned to you as a system message. Use one tool per message.\n\n" + rules_block(ctx.rng, 5))

    def fmt_action(self, ctx, st):
        if st.kind == "edit":
            return f"{st.thought}\n```patch {st.args['path']}\n<<<<<<< ORIGINAL\n{st.args['old_str']}\n=======\n{st.args['new_str']}\n>>>>>>> UPDATED\n```"
        if st.kind == "write":
            return f"{st.thought}\n```save {st.args['path']}\n{st.args['content'][:800]}\n```"
        return f"{st.thought}\n```shell\n{st.cmd}\n```"

    def fmt_obs(self, ctx, st):
        if st.kind in ("edit", "write"):
            return f"Patch applied to {st.args['path']}" if st.status == "ok" else f"Error during execution: {st.result}"
        code = 1 if st.status == "error" else 0
        out = f"Ran command: `{st.cmd}`\n\n```stdout\n{st.result}\n```"
        return out + (f"\n\nReturn code: {code}" if code or ctx.rng.random() < 0.3 else "")


# --------------------------------------------------------------------------- 11 gpt-engineer-style (no tools, run output fed back)
class GptEngineerLike(Family):
    name = "gpt_engineer_like"
    native = False
    user_agents = ["OpenAI/Python 1.54.3", "langchain-openai/0.1.8"]
    step_kinds = ["fix_failing", "reflect", "continue_task"]
    side_kinds = ["commit_msg", "summarize", "title"]
    placements = {"/v1/chat/completions": [("user", 5), ("obs", 4), ("system", 1)]}

    def system(self, ctx, ep):
        return ("You will get instructions for code to write. Think step by step, lay out the core classes and functions, then output "
                "the full content of every file. Each file must be given as its path on one line, followed by a fenced code block.\n"
                "Include a dependency definition file and an entrypoint. Do not leave placeholders.")

    def first_user(self, ctx, ep):
        r = ctx.rng
        if r.random() < 0.5:
            files = "\n\n".join(f"File: {p}\n```\n{P.code_file(r, ctx.repo, p, P.logu(r, 80, 2500))}\n```" for p in r.sample(ctx.repo.src, 2))
            return [{"role": "user", "text": f"{files}\n\nRequest: {ctx.ask}"}]
        return [{"role": "user", "text": f"Request: {ctx.ask}"}]

    def render_steps(self, ctx, ep, steps):
        r, out = ctx.rng, []
        for st in steps:
            p = r.choice(ctx.repo.src)
            out.append({"role": "assistant", "text": f"{p}\n```{ctx.repo.ext}\n{P.code_file(r, ctx.repo, p, P.logu(r, 100, 3000))}\n```\n\nrun.sh\n```sh\n{ctx.repo.test_cmd}\n```"})
            res = st.result if st.kind in ("test", "lint") else (P.stack_trace(r, ctx.repo) if r.random() < 0.5 else P.test_output(r, ctx.repo, r.random() < 0.6))
            out.append({"role": "user", "text": f"Running run.sh produced this output:\n```\n{res}\n```", "obs": True})
        return out


# --------------------------------------------------------------------------- 12 Agentless-style pipeline
class AgentlessLike(Family):
    name = "agentless_like"
    native = False
    user_agents = ["OpenAI/Python 1.35.7", "python-requests/2.32.3"]
    shapes = [("first", 30), ("loop_step", 22), ("side", 22), ("retry", 16), ("followup", 4), ("loop", 6)]
    side_kinds = ["commit_msg", "commit_msg", "summarize", "title"]

    def system(self, ctx, ep):
        return "You are a helpful assistant."

    def build_ir(self, ctx, ep):
        r, repo, ask = ctx.rng, ctx.repo, ctx.ask
        ir = [{"role": "system", "text": self.system(ctx, ep)}] if r.random() < 0.6 else []
        issue = f"### GitHub Problem Description ###\n{ask}\n\n###"
        if ctx.shape in ("first", "followup"):
            if ctx.shape == "followup":
                for q, a in r.sample(QA_PAIRS, r.randint(1, 2)):
                    ir += [{"role": "user", "text": q}, {"role": "assistant", "text": a}]
            ir.append({"role": "user", "text": f"Read the problem description and the repository structure below, and list up to five files that would need to be edited to solve it.\n\n{issue}\n\n### Repository Structure ###\n{P.dir_listing(r, repo, 'tree')}\n\n###\n\nReturn the full paths, one per line, in a ``` block, most important first."})
            ctx.kind = "followup" if ctx.shape == "followup" else ("task" if ctx.ask_label == LONG else "question")
            ctx.label = ctx.ask_label
            return ir
        ctx.label = LONG
        segs = "\n\n".join(f"### {p}\n...\n{P.code_file(r, repo, p, P.logu(r, 200, 9000))}\n..." for p in r.sample(repo.src, r.randint(1, 3)))
        pl = r.choice(["inline", "separate"])
        if ctx.shape == "loop":
            # localization answer returned, harness pastes the skeletons back with no further words
            ir.append({"role": "user", "text": f"{issue}\n\n### Skeleton of Relevant Files ###\n{segs}"})
            ir.append({"role": "assistant", "text": "```\n" + "\n".join(r.sample(repo.src, 2)) + "\n```"})
            ir.append({"role": "user", "text": "### File contents ###\n" + segs, "obs": True})
            ctx.kind = "tool_result:file_contents"
            return ir
        if ctx.shape == "loop_step":
            instr = r.choice(["Identify the exact classes, functions and line ranges that must change to fix the issue. Wrap the locations in ```.",
                              "Now write SEARCH/REPLACE edits that fix the issue. Each edit: the file path, then <<<<<<< SEARCH, the exact lines, =======, the new lines, >>>>>>> REPLACE.",
                              "Given the code segments above, decide which locations are buggy and produce the edits."])
            body = f"{issue}\n\nBelow are code segments from files relevant to the issue.\n--- BEGIN FILE ---\n{segs}\n--- END FILE ---"
            ctx.kind = "step:repair" if "SEARCH" in instr else "step:localize_lines"
        elif ctx.shape == "retry":
            test = P.test_output(r, repo, True)
            instr = r.choice(PH.RETRY["test_fail"]).format(out=test)
            prev = P.diff_text(r, repo)
            body = f"{issue}\n\n--- BEGIN FILE ---\n{segs}\n--- END FILE ---\n\nPreviously generated patch:\n```diff\n{prev}\n```"
            ctx.kind = "retry:test_fail"
        else:  # side: the commit message / summary for the produced patch
            kind, lg, instr = PH.side_instruction(r, repo, self.side_kinds)
            body = f"{issue}\n\n--- BEGIN FILE ---\n{segs}\n--- END FILE ---\n\nGenerated patch (applied, regression tests run):\n```diff\n{P.diff_text(r, repo)}\n```\n\nRegression test output:\n{P.test_output(r, repo, False)}"
            ctx.kind, ctx.tail_lang, ctx.label = "side:" + kind, lg, SINGLE
        instr = PH.wrap(r, instr)
        if pl == "inline":
            ir.append({"role": "user", "text": body + "\n\n" + instr})
        else:
            ir.append({"role": "user", "text": body})
            ir.append({"role": r.choice(["user", "user", "system"]), "text": instr})
        return ir

    def extra(self, ctx, ep, body):
        if ctx.rng.random() < 0.5:
            body["n"] = ctx.rng.choice([1, 4, 8])
            body["temperature"] = 0.8 if body["n"] > 1 else 0


# --------------------------------------------------------------------------- 13 Reflexion-style
class ReflexionLike(Family):
    name = "reflexion_like"
    native = False
    user_agents = ["OpenAI/Python 1.54.3", "python-requests/2.31.0"]
    shapes = [("first", 32), ("loop_step", 24), ("side", 22), ("retry", 14), ("followup", 5), ("loop", 3)]
    side_kinds = ["summarize", "summarize", "title", "memory"]

    def build_ir(self, ctx, ep):
        r, repo = ctx.rng, ctx.repo
        sysp = "You are a programming assistant. You only reply with code in a single fenced block unless told otherwise."
        ir = [{"role": "system", "text": sysp}]
        if ctx.shape in ("first", "followup"):
            if ctx.shape == "followup":
                for q, a in r.sample(QA_PAIRS, r.randint(1, 2)):
                    ir += [{"role": "user", "text": q}, {"role": "assistant", "text": a}]
            ir.append({"role": "user", "text": ctx.ask if r.random() < 0.5 else f"[task]:\n{ctx.ask}\n\n[implementation]:"})
            ctx.kind = "followup" if ctx.shape == "followup" else ("task" if ctx.ask_label == LONG else "question")
            ctx.label = ctx.ask_label
            return ir
        ctx.label = LONG
        impl = P.code_file(r, repo, None, P.logu(r, 150, 2500))
        fb = ("Tests passed:\n" + "\n".join(f"assert {r.choice(repo.symbols)}({r.randint(0, 9)}) == {r.randint(0, 9)}" for _ in range(r.randint(0, 3))) +
              "\n\nTests failed:\n" + "\n".join(f"assert {r.choice(repo.symbols)}({r.randint(0, 9)}) == {r.randint(0, 9)} # output: {r.choice(['None', '0', '[]', 'KeyError'])}" for _ in range(r.randint(1, 4))))
        base = f"[task]:\n{ctx.ask}\n\n[implementation]:\n```{repo.ext}\n{impl}\n```\n\n[unit test results]:\n{fb}"
        if ctx.shape == "loop":
            ir.append({"role": "user", "text": f"[task]:\n{ctx.ask}\n\n[implementation]:"})
            ir.append({"role": "assistant", "text": f"```{repo.ext}\n{impl}\n```"})
            ir.append({"role": "user", "text": f"[unit test results]:\n{fb}", "obs": True})
            ctx.kind = "tool_result:tests"
            return ir
        if ctx.shape == "loop_step":
            instr = r.choice(["Write a few sentences explaining why the implementation is wrong according to the failing tests. Do not write code.",
                              "Reflect on the test results: what is the root cause of each failure, and what should the next implementation change?",
                              "[self-reflection]:"])
            ctx.kind = "step:self_reflection"
        elif ctx.shape == "retry":
            refl = r.choice(["The implementation ignores the empty input and returns None.", "The loop stops one element too early.", "Keys are compared case-sensitively."])
            base += f"\n\n[reflection on previous impl]:\n{refl}"
            instr = r.choice(["[improved implementation]:", "Write an improved implementation that passes all tests.", "Using the reflection above, rewrite the function."])
            ctx.kind = "retry:test_fail"
        else:
            kind, lg, instr = PH.side_instruction(r, repo, self.side_kinds)
            ctx.kind, ctx.tail_lang, ctx.label = "side:" + kind, lg, SINGLE
        instr = PH.wrap(r, instr)
        if r.random() < 0.6:
            ir.append({"role": "user", "text": base + "\n\n" + instr})
        else:
            ir.append({"role": "user", "text": base})
            ir.append({"role": r.choice(["user", "system"]), "text": instr})
        return ir


# --------------------------------------------------------------------------- 14 AutoCodeRover-style
class AutoCodeRoverLike(Family):
    name = "autocoderover_like"
    native = False
    user_agents = ["litellm/1.40.2", "OpenAI/Python 1.30.1"]
    step_kinds = ["context_questions", "context_questions", "decide_next", "reflect"]
    side_kinds = ["summarize", "commit_msg", "compact", "title"]
    placements = {"/v1/chat/completions": [("user", 6), ("obs", 3), ("system", 1)]}

    def system(self, ctx, ep):
        return ("You are a software developer maintaining a large project. You are working on an issue submitted to the project. "
                "The issue contains a description marked between <issue> and </issue>. Your task is to invoke code search APIs to gather "
                "buggy information, then write patches to solve the issue.")

    def first_user(self, ctx, ep):
        return [{"role": "user", "text": f"<issue>{ctx.ask}\n</issue>"},
                {"role": "user", "text": "Using the issue, call the search APIs to collect context. Available: search_class(name), search_method(name), "
                                         "search_method_in_file(method, file), search_code(snippet), search_code_in_file(snippet, file). "
                                         "You may call several in one turn."}]

    def fmt_action(self, ctx, st):
        a = st.args
        if st.kind == "find":
            calls = [f'search_class("{a["name"]}")']
        elif st.kind == "read":
            calls = [f'search_method_in_file("{ctx.rng.choice(ctx.repo.symbols)}", "{a["path"]}")']
        elif st.kind == "edit":
            return f"# modification 1\n```\n<file>{a['path']}</file>\n<original>{a['old_str']}</original>\n<patched>{a['new_str']}</patched>\n```"
        elif st.kind in ("test", "lint"):
            return "Patch written; awaiting validation."
        else:
            calls = [f'search_code("{a.get("pattern") or ctx.rng.choice(ctx.repo.symbols)}")', f'search_method("{ctx.rng.choice(ctx.repo.symbols)}")'][:ctx.rng.randint(1, 2)]
        return "API calls:\n" + "\n".join(f"{i + 1}. {c}" for i, c in enumerate(calls))

    def fmt_obs(self, ctx, st):
        r = ctx.rng
        if st.kind == "edit":
            return "Patch applied." if st.status == "ok" else "Your edit could not be applied to the program. " + st.result
        if st.kind in ("test", "lint"):
            if st.status == "ok":
                return f"Validation run after applying the patch:\n{st.result}"
            return f"Written a patch that did not resolve the issue. The following tests failed:\n{st.result}"
        name = st.args.get("name") or st.args.get("pattern") or r.choice(ctx.repo.symbols)
        body = st.result if st.status == "ok" else ""
        if not body or body in ("", "(no output)", "No matches found."):
            return f"Result of search_code(\"{name}\"):\nCould not find code {name} in the codebase."
        return (f"Result of search({name!r}):\nFound {r.randint(1, 9)} snippets in the codebase:\n\n- Search result 1:\n```\n"
                f"<file>{r.choice(ctx.repo.src)}</file>\n<class>{r.choice(ctx.repo.classes)}</class> <func>{r.choice(ctx.repo.symbols)}</func>\n<code>\n{body}\n</code>\n```")


# --------------------------------------------------------------------------- 15 plan-and-execute harness
class PlanExecute(Family):
    name = "plan_execute"
    endpoints = [("/v1/chat/completions", 2), ("/v1/responses", 2)]
    user_agents = ["OpenAI/Python 1.54.3", "langchain-openai/0.2.9", "AsyncOpenAI/Python 1.55.0"]
    step_kinds = ["proceed_step", "proceed_step", "proceed_step", "plan_update", "verify"]
    placements = {"/v1/chat/completions": [("user", 4), ("developer", 2), ("system", 2), ("obs", 1)],
                  "/v1/responses": [("user", 4), ("developer", 3), ("obs", 1)]}
    TOOLS = LangGraphReact.TOOLS

    def system(self, ctx, ep):
        return ("You are the executor in a plan-and-execute system. A planner has split the objective into numbered steps. "
                "Carry out only the current step with the tools, then report what you did.")

    def tool_defs(self, ctx, ep):
        return self.TOOLS

    def first_user(self, ctx, ep):
        r = ctx.rng
        m = r.randint(3, 6)
        plan = "\n".join(f"{i + 1}. {d}" for i, d in enumerate(r.sample(PH.STEP_DESCS, m)))
        if r.random() < 0.5:
            return [{"role": "user", "text": f"Objective: {ctx.ask}\n\nPlan:\n{plan}\n\nYou are on step 1."}]
        return [{"role": "user", "text": f"Objective: {ctx.ask}"}, {"role": "assistant", "text": f"Plan:\n{plan}"},
                {"role": "user", "text": "Execute step 1."}] if ctx.shape != "first" else [{"role": "user", "text": ctx.ask}]

    map_call = LangGraphReact.map_call
    MAP = LangGraphReact.MAP


# --------------------------------------------------------------------------- 16 OpenAI Agents-SDK-like on Responses
class AgentsSdkResponses(Family):
    name = "agents_sdk_responses"
    endpoints = [("/v1/responses", 1)]
    user_agents = ["Agents/Python 0.3.3", "OpenAI/Python 1.99.1"]
    side_kinds = ["title", "summarize", "compact", "memory"]
    placements = {"/v1/responses": [("user", 4), ("developer", 2), ("system", 1), ("obs", 2)]}
    TOOLS = tools_from([
        ("shell", "Run a shell command inside the sandbox.", {"command": {"type": "array", "items": {"type": "string"}}, "workdir": ("string", "Dir")}, ["command"]),
        ("read_file", "Read a file.", {"path": S_PATH}, None),
        ("apply_patch", "Apply a unified patch.", {"patch": ("string", "Patch")}, None),
        ("transfer_to_reviewer", "Hand off to the reviewer agent.", {}, []),
    ])

    def system(self, ctx, ep):
        return "You are the implementation agent. Use the tools to complete the user's request in the repository. Hand off to the reviewer when done.\n" + rules_block(ctx.rng, 3)

    def tool_defs(self, ctx, ep):
        return self.TOOLS

    def map_call(self, ctx, st):
        if st.kind == "read":
            return "read_file", {"path": st.args["path"]}
        if st.kind in ("edit", "write"):
            return "apply_patch", {"patch": P.diff_text(ctx.rng, ctx.repo, st.args.get("path"))}
        return "shell", {"command": ["bash", "-lc", st.cmd]}

    def fmt_result(self, ctx, st):
        if st.kind in ("test", "lint", "shell", "ls", "grep", "find") and ctx.rng.random() < 0.6:
            return json.dumps({"output": st.result, "metadata": {"exit_code": 1 if st.status == "error" else 0, "duration_seconds": round(ctx.rng.uniform(0.01, 30), 2)}})
        return st.result

    def to_body(self, ctx, ep, ir, tools):
        r = ctx.rng
        body = super().to_body(ctx, ep, ir, tools)
        # chained turn: only the items after the last model output are sent with previous_response_id
        if ctx.shape in ("loop", "loop_step", "retry") and r.random() < 0.3 and not ctx.supplied:
            items = body["input"]
            idx = max(i for i, it in enumerate(items) if it.get("type") == "function_call")
            body["input"] = items[idx + 1:]
            body["previous_response_id"] = C.rand_id(r, "resp_", 40, "0123456789abcdef")
            ctx.ask_in_body = False
        body["parallel_tool_calls"] = r.random() < 0.5
        return body

    def headers(self, ctx, ep):
        h = super().headers(ctx, ep)
        if ctx.rng.random() < 0.5:
            h["openai-agents-trace-id"] = "trace_" + C.hexid(ctx.rng, 32)
        return h


# --------------------------------------------------------------------------- 17 home-made loop on legacy completions
class CompletionsLoop(Family):
    name = "completions_loop"
    endpoints = [("/v1/completions", 1)]
    native = False
    user_agents = ["python-requests/2.32.3", "OpenAI/Python 1.54.3", "curl/8.5.0"]
    models = {"/v1/completions": ["gpt-3.5-turbo-instruct", "deepseek-coder-33b-base", "qwen2.5-coder-32b", "codellama-34b"]}
    small_models = {"/v1/completions": ["qwen2.5-coder-7b", "davinci-002"]}

    def build(self, ctx):
        r, repo = ctx.rng, ctx.repo
        style = r.choice(["react", "bash", "xml"])
        head = {"react": "Answer the request as best you can. You have these tools:\nread(path), ls(path), grep(pattern), sh(command), edit(path, old, new)\n\n"
                         "Use the format:\nQuestion: the request\nThought: reasoning\nAction: tool name\nAction Input: arguments\nObservation: result\n... (repeat)\nThought: I know the answer\nFinal Answer: the answer\n\n",
                "bash": "Below is a session of an autonomous shell agent. Each turn the agent writes one command after '$ ' and the output follows.\n\n",
                "xml": "<agent>\nYou operate on a repository by emitting <cmd>...</cmd>. Results come back in <out>...</out>.\n</agent>\n\n"}[style]
        p = head
        if ctx.shape == "followup":
            for q, a in r.sample(QA_PAIRS, r.randint(1, 2)):
                p += {"react": f"Question: {q}\nThought: I know this.\nFinal Answer: {a}\n\n", "bash": f"# User: {q}\n# Agent: {a}\n\n", "xml": f"<user>{q}</user>\n<answer>{a}</answer>\n\n"}[style]
        p += {"react": f"Question: {ctx.ask}\n", "bash": f"# Task: {ctx.ask}\n", "xml": f"<task>{ctx.ask}</task>\n"}[style]
        if ctx.shape in ("first", "followup"):
            p += {"react": "Thought:", "bash": "$ ", "xml": "<cmd>"}[style]
            ctx.kind = "followup" if ctx.shape == "followup" else ("task" if ctx.ask_label == LONG else "question")
            ctx.label = ctx.ask_label
        else:
            ctx.label = LONG
            n = r.choice([1, 2, 3, 4, 6])
            ending = r.choice(["test_fail", "edit_fail", "lint_fail"]) if ctx.shape == "retry" else None
            steps = E.build(r, repo, max(n, 2) if ending else n, ending, ctx.ask, budget=40000)
            for st in steps:
                if style == "react":
                    p += f"Thought: {st.thought}\nAction: {st.kind}\nAction Input: {json.dumps({k: v for k, v in st.args.items() if k != 'content'})}\nObservation: {st.result}\n"
                elif style == "bash":
                    p += f"$ {st.cmd.splitlines()[0]}\n{st.result}\n[exit {1 if st.status == 'error' else 0}]\n"
                else:
                    p += f"<cmd>{st.cmd.splitlines()[0]}</cmd>\n<out>{st.result}</out>\n"
            cont = {"react": "Thought:", "bash": "$ ", "xml": "<cmd>"}[style]
            if ctx.shape == "loop":
                ctx.kind = "tool_result:" + steps[-1].kind
                p += cont
            elif ctx.shape in ("loop_step", "side", "retry", "nudge"):
                if ctx.shape == "loop_step":
                    kind, lg, t = PH.step_instruction(r, repo)
                    ctx.kind, ctx.tail_lang = "step:" + kind, lg
                elif ctx.shape == "side":
                    kind, lg, t = PH.side_instruction(r, repo)
                    ctx.kind, ctx.tail_lang, ctx.label = "side:" + kind, lg, SINGLE
                elif ctx.shape == "retry":
                    t = r.choice(PH.RETRY[ending]).format(out=steps[-1].result[:1500])
                    ctx.kind = "retry:" + ending
                else:
                    lg, t = r.choice(PH.NUDGES)
                    ctx.kind, ctx.tail_lang = "nudge", lg
                who = r.choice(["Supervisor", "Harness", "User", "Note"]) if ctx.shape != "nudge" else "User"
                if ctx.shape == "side":
                    # the side ask is answered in free text, the loop instruction continues the loop: keep the same frame
                    p += f"\n{who}: {t}\n" + r.choice(["Answer:", "Thought:", ""])
                else:
                    p += f"\n{who}: {t}\n" + r.choice([cont, "Thought:", ""])
        body = {"model": r.choice((self.small_models if ctx.shape == "side" and r.random() < 0.4 else self.models)["/v1/completions"]),
                "prompt": p, "max_tokens": r.choice([128, 256, 512, 1024]), "temperature": r.choice([0, 0, 0.2, 0.7])}
        if ctx.shape != "side" or r.random() < 0.5:
            body["stop"] = {"react": ["\nObservation:", "\nQuestion:"], "bash": ["\n$ ", "[exit"], "xml": ["</cmd>"]}[style]
        if r.random() < 0.3:
            body["stream"] = True
        return "/v1/completions", self.headers(ctx, "/v1/completions"), body


FAMILIES = [LangGraphReact(), GeminiCliLike(), OpencodeLike(), GooseLike(), KiloLike(), MoatlessLike(), AutoGenGroup(),
            CrewAILike(), SmolagentsLike(), GptmeLike(), GptEngineerLike(), AgentlessLike(), ReflexionLike(),
            AutoCodeRoverLike(), PlanExecute(), AgentsSdkResponses(), CompletionsLoop()]
