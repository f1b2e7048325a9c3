"""Neovim and Emacs clients: avante.nvim, CodeCompanion.nvim, gp.nvim, ChatGPT.nvim, gptel, ellama."""
from __future__ import annotations

from . import vocab as V
from .base import Family, rules_text, PROJECT_RULES, fim_pieces
from .common import S, L, tool, with_ctx_inline, assistant_answer, trajectory, steps_to_msgs, history_text


# ====================================================================== avante.nvim
AVANTE_TOOLS = [
    tool("view", "View a file or directory.", {"path": ("string", "Relative path"), "view_range": ("string", "Optional [start, end]")}, ["path"]),
    tool("str_replace", "Replace an exact string in a file.", {"path": ("string", "Path"), "old_str": ("string", "Old"), "new_str": ("string", "New")}),
    tool("create", "Create a file.", {"path": ("string", "Path"), "file_text": ("string", "Content")}),
    tool("bash", "Run a bash command in the project root.", {"command": ("string", "Command")}),
    tool("glob", "Find files by glob.", {"pattern": ("string", "Glob")}),
    tool("grep", "Search file contents.", {"query": ("string", "Pattern"), "path": ("string", "Dir")}, ["query"]),
    tool("web_search", "Search the web.", {"query": ("string", "Query")}),
    tool("think", "Write down reasoning without acting.", {"thought": ("string", "Thought")}),
    tool("attempt_completion", "Report that the task is finished.", {"result": ("string", "Summary")}),
]


class Avante(Family):
    name = "avante_nvim"
    has_loop = True
    has_completion = True
    id_style = "anthropic"
    models = ["claude-sonnet-4-20250514", "claude-3-7-sonnet-20250219", "claude-sonnet-4-5"]

    def __init__(self):
        self.wire = "anthropic"

    def headers(self, rng, p, shape):
        return {"content-type": "application/json", "anthropic-version": "2023-06-01", "anthropic-beta": "prompt-caching-2024-07-31",
                "user-agent": "curl/8.7.1"}

    def modes(self, rng, label):
        return rng.choice(["agentic", "legacy"])

    def tools_for(self, mode):
        return AVANTE_TOOLS if mode == "agentic" else None

    def system(self, rng, p, mode):
        base = ("Act as an expert software developer working in Neovim. Always use best practices. Respect and use the existing conventions, "
                "libraries and patterns of the code base.\n")
        if mode == "legacy":
            base += ("\nWhen you change code, describe each change as a SEARCH/REPLACE block inside the file path's fenced block:\n"
                     "<<<<<<< SEARCH\n(exact existing lines)\n=======\n(new lines)\n>>>>>>> REPLACE\nKeep blocks small and unique.")
        else:
            base += "\nUse the tools to look at the project before changing it. " + rules_text(rng, (3, 8)).replace("\n", " ")
        if rng.random() < 0.4:
            base += "\n\n" + rng.choice(PROJECT_RULES)
        base += f"\n\nProject root: {p['root']}\nOS: {p['os']}"
        return base

    def wrap(self, rng, item, p, mode):
        ctx = item["context"]
        parts = []
        if ctx is not None:
            parts.append({"type": "text", "text": f"<filepath>{ctx.get('path') or 'untitled'}</filepath>\n<context>\n```{ctx['lang']}\n{ctx['text']}\n```\n</context>"
                          + (f"\n<diagnostics>\n{ctx['error']}\n</diagnostics>" if ctx.get("error") else "")})
        elif rng.random() < 0.3:
            f = rng.choice(p["files"])
            parts.append({"type": "text", "text": f"<filepath>{f}</filepath>\n<context>\n```{p['fence']}\n{V.file_content(rng, p, f, 2)}\n```\n</context>"})
        parts.append({"type": "text", "text": item["ask"]})
        return parts

    def map_step(self, s):
        a, g = s["action"], s["args"]
        return {"list": ("view", {"path": g.get("path", ".")}), "read": ("view", {"path": g.get("path", "")}),
                "grep": ("grep", {"query": g.get("pattern", ""), "path": "."}), "glob": ("glob", {"pattern": g.get("pattern", "")}),
                "edit": ("str_replace", {"path": g.get("path", ""), "old_str": g.get("old", ""), "new_str": g.get("new", "")}),
                "write": ("create", {"path": g.get("path", ""), "file_text": g.get("content", "")}), "run": ("bash", {"command": g.get("cmd", "")})}[a]

    def side_builders(self):
        return [self.side_memory]

    def side_memory(self, rng, item, task, p):
        steps = trajectory(rng, p, rng.randint(2, 6))
        msgs = [{"role": "user", "content": "Summarize the following conversation history into a short memory that keeps the user's goals, key facts and unfinished work. "
                 "Answer in the language of the conversation.\n\n" + history_text(rng, p, task["ask"], steps)}]
        body = self.body(rng, "You summarize chat history.", msgs, None, "side")
        return self.rec(rng, "side_call", p, body, S, None, task["lang"], "summary")

    def completion(self, rng):
        p = V.project(rng)
        lang, path, prefix, suffix = fim_pieces(rng)
        msgs = [{"role": "user", "content": f"<filepath>{path}</filepath>\n<code>\n{prefix}<cursorPosition>{suffix}\n</code>\n"
                 "Suggest code to insert at <cursorPosition>. Respond with a JSON array of {\"row\":..,\"col\":..,\"content\":..} objects only."}]
        body = {"model": "claude-3-5-haiku-20241022", "max_tokens": 1024, "temperature": 0, "stream": False,
                "system": "You are a code completion engine. Only output the requested JSON.", "messages": msgs}
        return {"id": None, "family": self.name, "shape": "completion", "endpoint": "/v1/messages", "headers": self.headers(rng, p, "completion"),
                "body": body, "label": S, "ask": None, "lang": "en", "kind": "fim_chat"}


# ====================================================================== CodeCompanion.nvim
CC_TOOLS = [
    tool("cmd_runner", "Run shell commands on the user's machine and return the output.", {"cmd": ("string", "Command"), "flag": ("string", "Optional flag set after success")}, ["cmd"]),
    tool("read_file", "Read lines from a file.", {"filepath": ("string", "Path"), "start_line_number_base_zero": ("integer", "Start"), "end_line_number_base_zero": ("integer", "End, -1 for EOF")}),
    tool("insert_edit_into_file", "Edit a file by giving the new code with '...existing code...' markers.", {"filepath": ("string", "Path"), "code": ("string", "Edited code"), "explanation": ("string", "Why")}),
    tool("create_file", "Create a file.", {"filepath": ("string", "Path"), "content": ("string", "Content")}),
    tool("file_search", "Search for files by glob.", {"query": ("string", "Glob"), "max_results": ("integer", "Limit")}, ["query"]),
    tool("grep_search", "Search text in files.", {"query": ("string", "Text"), "is_regexp": ("boolean", "Regex"), "include_pattern": ("string", "Glob")}, ["query"]),
    tool("get_changed_files", "Get git diffs.", {"source_control_state": ("array", "staged, unstaged, merge-conflicts")}, []),
    tool("fetch_webpage", "Fetch a URL.", {"url": ("string", "URL")}),
]


class CodeCompanion(Family):
    name = "codecompanion_nvim"
    has_loop = True
    models = ["gpt-4.1", "claude-sonnet-4", "qwen2.5-coder:14b", "gemini-2.5-flash"]

    def headers(self, rng, p, shape):
        return {"content-type": "application/json", "user-agent": "curl/8.7.1"}

    def modes(self, rng, label):
        return rng.choice(["chat", "chat_tools", "inline"])

    def tools_for(self, mode):
        return CC_TOOLS if mode in ("chat_tools", "agent") else None

    def loop_mode(self, rng):
        return "agent"

    def system(self, rng, p, mode):
        if mode == "inline":
            return (f"I want you to act as a senior {p['lang']} developer. I will ask you specific questions and I want you to return raw code only "
                    "(no codeblocks and no explanations). If you can't respond with code, respond with nothing.")
        return ("You are an AI programming assistant named \"CodeCompanion\", plugged into the Neovim editor on the user's machine.\n\n"
                "Your core tasks include answering programming questions, explaining code in a buffer, reviewing selected code, writing tests, "
                "proposing fixes and running tools when the user enables them.\n\nYou must:\n" + rules_text(rng, (4, 9)) +
                f"\n\nThe user works in Neovim on {p['os']}; the current date is 2026-{rng.randint(1, 11):02d}-{rng.randint(1, 28):02d}.")

    def wrap(self, rng, item, p, mode):
        ctx = item["context"]
        if mode == "inline":
            if ctx is None:
                return item["ask"]
            return (f"{item['ask']}\n\nHere is the code from the buffer for context:\n```{ctx['lang']}\n{ctx['text']}\n```")
        pre = ""
        if ctx is not None:
            pre = (f"Here is the content from `{ctx.get('path') or 'buffer'}` (which has a buffer number of {rng.randint(1, 40)}):\n\n"
                   f"```{ctx['lang']}\n" + "\n".join(f"{i + 1}:  {l}" for i, l in enumerate(ctx['text'].split('\n'))) + "\n```\n\n"
                   + (f"Diagnostics:\n{ctx['error']}\n\n" if ctx.get("error") else ""))
        tag = "@{full_stack_dev} " if mode == "chat_tools" and rng.random() < 0.5 else ""
        return pre + tag + item["ask"] if pre and rng.random() < 0.5 else (tag + item["ask"] + ("\n\n" + pre if pre else ""))

    def map_step(self, s):
        a, g = s["action"], s["args"]
        return {"list": ("cmd_runner", {"cmd": f"ls {g.get('path', '.')}"}), "read": ("read_file", {"filepath": g.get("path", ""), "start_line_number_base_zero": 0, "end_line_number_base_zero": -1}),
                "grep": ("grep_search", {"query": g.get("pattern", ""), "is_regexp": False}), "glob": ("file_search", {"query": g.get("pattern", "")}),
                "edit": ("insert_edit_into_file", {"filepath": g.get("path", ""), "code": "...existing code...\n" + g.get("new", "") + "\n...existing code...", "explanation": "guard"}),
                "write": ("create_file", {"filepath": g.get("path", ""), "content": g.get("content", "")}), "run": ("cmd_runner", {"cmd": g.get("cmd", "")})}[a]

    def fmt_step(self, s):
        if s["action"] == "run" or (s["action"] == "list"):
            status = "error" if s.get("exit") else "success"
            return f"The output from the command `{s['args'].get('cmd', 'ls')}` was ({status}):\n\n```txt\n{s['output']}\n```"
        return super().fmt_step(s)

    def side_builders(self):
        return [self.side_commit]

    def side_commit(self, rng, item, task, p):
        msgs = [{"role": "user", "content": "You are an expert at following the Conventional Commit specification. Given the git diff below, write the commit message:\n\n```diff\n"
                 + V.gen_diff(rng, p) + "```"}]
        return self.rec(rng, "side_call", p, self.body(rng, self.system(rng, p, "chat"), msgs), S, None, "en", "commit")


# ====================================================================== gp.nvim
class GpNvim(Family):
    name = "gp_nvim"
    models = ["gpt-4o", "gpt-4.1-mini", "claude-3-5-sonnet-latest", "llama3.1"]

    def headers(self, rng, p, shape):
        return {"content-type": "application/json", "user-agent": "curl/8.5.0"}

    def modes(self, rng, label):
        return rng.choice(["chat", "command"])

    def system(self, rng, p, mode):
        if mode == "command":
            return ("You are an AI working as a code editor.\n\nPlease AVOID COMMENTARY OUTSIDE OF THE SNIPPET RESPONSE.\n"
                    "START AND END YOUR ANSWER WITH:\n\n```")
        return ("You are a general AI assistant.\n\nThe user provided the additional info about how they would like you to respond:\n\n"
                "- If you're unsure don't guess and say you don't know instead.\n- Ask question if you need clarification to provide better answer.\n"
                "- Think deeply and carefully from first principles step by step.\n- Use Socratic method to improve your thinking and coding skills.\n"
                "- Don't elide any code from your output if the answer requires coding.")

    def wrap(self, rng, item, p, mode):
        ctx = item["context"]
        if mode == "command" and ctx is not None:
            return (f"I have the following from {ctx.get('path') or 'buffer'}:\n\n```{ctx['lang']}\n{ctx['text']}\n```\n\n{item['ask']}\n\n"
                    "Respond exclusively with the snippet that should replace the selection above.")
        return with_ctx_inline(item["ask"], ctx, rng)

    def side_builders(self):
        return [self.side_topic]

    def side_topic(self, rng, item, task, p):
        msgs = [{"role": "user", "content": item["ask"]}, {"role": "assistant", "content": assistant_answer(rng)},
                {"role": "user", "content": "Summarize the topic of our conversation above in two or three words. Respond only with those words."}]
        return self.rec(rng, "side_call", p, self.body(rng, None, msgs), S, None, item["lang"], "title")


# ====================================================================== ChatGPT.nvim
ACTIONS = {"docstring": "Add a docstring to the following {lang} code. Return only the code:\n\n```{lang}\n{code}\n```",
           "add_tests": "Write unit tests for the following {lang} code:\n\n```{lang}\n{code}\n```",
           "optimize_code": "Optimize the following {lang} code and explain briefly:\n\n```{lang}\n{code}\n```",
           "explain_code": "Explain the following {lang} code:\n\n```{lang}\n{code}\n```",
           "fix_bugs": "Fix bugs in the following {lang} code:\n\n```{lang}\n{code}\n```"}


class ChatGPTNvim(Family):
    name = "chatgpt_nvim"
    has_completion = False
    models = ["gpt-4o-mini", "gpt-4o", "gpt-3.5-turbo"]

    def headers(self, rng, p, shape):
        return {"content-type": "application/json", "user-agent": "curl/7.81.0"}

    def modes(self, rng, label):
        return rng.choice(["chat", "edit"])

    def system(self, rng, p, mode):
        if mode == "edit":
            return "Apply the changes requested by the user to the code. Output ONLY the changed code, no explanation."
        return None if rng.random() < 0.5 else "You are a helpful assistant."

    def wrap(self, rng, item, p, mode):
        ctx = item["context"]
        if mode == "edit" and ctx is not None:
            return f"{ctx['text']}\n\nInstruction: {item['ask']}"
        return with_ctx_inline(item["ask"], ctx, rng)

    def side_builders(self):
        return [self.side_action]

    def side_action(self, rng, item, task, p):
        """Built-in actions are fixed templates around selected code: single-step by nature."""
        k = rng.choice(list(ACTIONS))
        lang = rng.choice(["python", "typescript", "go"])
        code = V.gen_function(rng, lang)[1]
        msgs = [{"role": "user", "content": ACTIONS[k].format(lang=lang, code=code)}]
        body = self.body(rng, None, msgs)
        body["stream"] = False
        return self.rec(rng, "side_call", p, body, S, None, "en", k)


# ====================================================================== gptel (Emacs)
GPTEL_TOOLS = [
    tool("read_buffer", "Return the contents of an Emacs buffer.", {"buffer": ("string", "Buffer name")}),
    tool("read_file", "Read a file.", {"filepath": ("string", "Path")}),
    tool("list_directory", "List a directory.", {"directory": ("string", "Path")}),
    tool("run_command", "Run a shell command and return its output.", {"command": ("string", "Command"), "working_dir": ("string", "Directory")}, ["command"]),
    tool("edit_buffer", "Replace text in a buffer.", {"buffer_name": ("string", "Buffer"), "old_string": ("string", "Old"), "new_string": ("string", "New")}),
    tool("create_file", "Create a file.", {"path": ("string", "Path"), "filename": ("string", "Name"), "content": ("string", "Content")}),
]


class Gptel(Family):
    name = "gptel"
    has_loop = True
    models = ["gpt-4o-mini", "gpt-4.1", "claude-3-7-sonnet-20250219", "llama3.1:8b", "gemini-2.0-flash"]

    def headers(self, rng, p, shape):
        return {"content-type": "application/json", "user-agent": "curl/8.9.1"}

    def modes(self, rng, label):
        return rng.choice(["chat", "rewrite", "tools"])

    def loop_mode(self, rng):
        return "tools"

    def tools_for(self, mode):
        return GPTEL_TOOLS if mode == "tools" else None

    def system(self, rng, p, mode):
        if mode == "rewrite":
            return (f"You are a {p['lang']} programmer. Follow my instructions and refactor the {p['lang']} code I provide.\n"
                    f"- Generate ONLY {p['lang']} code as output, without any explanation or markdown code fences.\n- Do not ask for clarification.")
        s = "You are a large language model living in Emacs and a helpful assistant. Respond concisely."
        if rng.random() < 0.4:
            f = rng.choice(p["files"])
            s += f"\n\nRequest context:\n\nIn file `{f}`:\n\n```{p['fence']}\n{V.file_content(rng, p, f, 2)}\n```"
        return s

    def wrap(self, rng, item, p, mode):
        ctx = item["context"]
        if mode == "rewrite" and ctx is not None:
            return f"What is the required change?\n\n{item['ask']}\n\nRewrite:\n{ctx['text']}"
        s = with_ctx_inline(item["ask"], ctx, rng)
        return ("*** " + s) if rng.random() < 0.3 else s

    def map_step(self, s):
        a, g = s["action"], s["args"]
        return {"list": ("list_directory", {"directory": g.get("path", ".")}), "read": ("read_file", {"filepath": g.get("path", "")}),
                "grep": ("run_command", {"command": f"rg -n {g.get('pattern', '')}", "working_dir": "."}), "glob": ("run_command", {"command": f"fd {g.get('pattern', '')}"}),
                "edit": ("edit_buffer", {"buffer_name": g.get("path", "").split("/")[-1], "old_string": g.get("old", ""), "new_string": g.get("new", "")}),
                "write": ("create_file", {"path": ".", "filename": g.get("path", ""), "content": g.get("content", "")}),
                "run": ("run_command", {"command": g.get("cmd", ""), "working_dir": "."})}[a]


# ====================================================================== ellama (Emacs, llm.el -> Ollama)
class Ellama(Family):
    name = "ellama"
    wire = "ollama"
    models = ["qwen2.5-coder:7b", "llama3.1:8b", "mistral-nemo", "deepseek-r1:14b"]

    def headers(self, rng, p, shape):
        return {"content-type": "application/json", "user-agent": "Emacs/29.4 (url.el)"}

    def system(self, rng, p, mode):
        return None

    def wrap(self, rng, item, p, mode):
        ctx = item["context"]
        if ctx is None:
            return item["ask"]
        r = rng.random()
        if r < 0.4:
            return f"Context:\n```{ctx['lang']}\n{ctx['text']}\n```\n" + (f"```\n{ctx['error']}\n```\n" if ctx.get("error") else "") + f"\n{item['ask']}"
        return with_ctx_inline(item["ask"], ctx, rng)

    def side_builders(self):
        return [self.side_name, self.side_commit]

    def side_name(self, rng, item, task, p):
        msgs = [{"role": "user", "content": f"Make a short name for this text, less than 6 words, no quotes:\n{item['ask']}"}]
        return self.rec(rng, "side_call", p, self.body(rng, None, msgs), S, None, item["lang"], "title")

    def side_commit(self, rng, item, task, p):
        msgs = [{"role": "user", "content": "Write a short commit message in imperative form for this diff:\n```diff\n" + V.gen_diff(rng, p) + "```\nMessage only."}]
        return self.rec(rng, "side_call", p, self.body(rng, None, msgs), S, None, "en", "commit")


FAMILIES = [Avante(), CodeCompanion(), GpNvim(), ChatGPTNvim(), Gptel(), Ellama()]
