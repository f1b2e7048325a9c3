"""IDE families: Copilot, Continue, Cursor-like, Windsurf-like, Zed, JetBrains AI, Junie-like."""
from __future__ import annotations

import json

from . import vocab as V
from .base import Family, agent_system, rules_text, PROJECT_RULES, fim_pieces, fim_prompt, snippet_comments, chat_answer_pair
from .common import S, L, tool, fence, with_ctx_inline, trajectory, steps_to_msgs, history_text, assistant_answer, text_of


def _ver(rng, a, b, c=30):
    return f"{a}.{rng.randint(b, b + 8)}.{rng.randint(0, c)}"


# ====================================================================== GitHub Copilot
COPILOT_TOOLS = [
    tool("semantic_search", "Search the workspace for code or docs related to a natural-language query.", {"query": ("string", "What to look for.")}),
    tool("list_code_usages", "List references and implementations of a symbol.", {"symbolName": ("string", "Symbol"), "filePaths": ("array", "Files to narrow the search")}, ["symbolName"]),
    tool("get_errors", "Get compile or lint errors for files.", {"filePaths": ("array", "Absolute paths")}),
    tool("file_search", "Find files by glob pattern.", {"query": ("string", "Glob such as **/*.ts")}),
    tool("grep_search", "Text search in the workspace.", {"query": ("string", "Text or regex"), "isRegexp": ("boolean", "Treat query as regex"), "includePattern": ("string", "Glob filter")}, ["query", "isRegexp"]),
    tool("read_file", "Read a range of lines from a file.", {"filePath": ("string", "Absolute path"), "startLine": ("integer", "1-based start"), "endLine": ("integer", "1-based end, inclusive")}),
    tool("list_dir", "List a directory.", {"path": ("string", "Absolute path")}),
    tool("run_in_terminal", "Run a shell command in a persistent terminal and return its output.", {"command": ("string", "Command line"), "explanation": ("string", "One sentence shown to the user"), "isBackground": ("boolean", "Long-running process")}),
    tool("get_terminal_output", "Read output of a background terminal.", {"id": ("string", "Terminal id")}),
    tool("replace_string_in_file", "Replace one exact occurrence of a string in a file. Include 3 lines of context.", {"filePath": ("string", "Absolute path"), "oldString": ("string", "Exact text to replace"), "newString": ("string", "Replacement")}),
    tool("create_file", "Create a new file with content.", {"filePath": ("string", "Absolute path"), "content": ("string", "File content")}),
    tool("run_tests", "Run unit tests, optionally only some files.", {"files": ("array", "Test files")}, []),
    tool("manage_todo_list", "Keep a short todo list for multi-step work.", {"todoList": ("array", "Items"), "operation": ("enum", "read or write", ["read", "write"])}, ["operation"]),
    tool("fetch_webpage", "Fetch the main text of web pages.", {"urls": ("array", "URLs"), "query": ("string", "What to look for")}),
    tool("get_changed_files", "Get git diffs of changed files.", {"repositoryPath": ("string", "Repo path")}, []),
]
COPILOT_EDIT_TOOLS = [t for t in COPILOT_TOOLS if t["name"] in ("read_file", "replace_string_in_file", "create_file", "get_errors")]


class Copilot(Family):
    name = "copilot"
    has_loop = True
    has_completion = True
    endpoint = "/chat/completions"
    models = ["gpt-4.1", "gpt-4o", "claude-sonnet-4", "claude-sonnet-4.5", "gemini-2.5-pro", "gpt-5-mini", "o4-mini"]

    def modes(self, rng, label):
        return rng.choice(["ask", "edit", "agent", "agent"])

    def loop_mode(self, rng):
        return rng.choice(["agent", "agent", "edit"])

    def tools_for(self, mode):
        return COPILOT_TOOLS if mode == "agent" else COPILOT_EDIT_TOOLS if mode == "edit" else None

    def headers(self, rng, p, shape, intent=None):
        intent = intent or {"first_turn": "conversation-panel", "followup": "conversation-panel", "loop": "conversation-agent",
                            "retry": "conversation-agent", "side_call": "conversation-other"}.get(shape, "conversation-panel")
        h = {"content-type": "application/json", "copilot-integration-id": "vscode-chat",
             "editor-version": f"vscode/{_ver(rng, 1, 99, 3)}", "editor-plugin-version": f"copilot-chat/{_ver(rng, 0, 28)}",
             "user-agent": f"GitHubCopilotChat/{_ver(rng, 0, 28)}", "openai-intent": intent, "x-github-api-version": "2025-05-01",
             "x-request-id": V.uuid(rng), "vscode-sessionid": V.uuid(rng) + str(rng.randint(10**12, 10**13)),
             "vscode-machineid": V.hex_id(rng, 64), "x-interaction-type": intent,
             "x-initiator": "agent" if shape in ("loop", "retry") else "user"}
        return h

    def system(self, rng, p, mode):
        persona = ("You are an AI programming assistant working inside Visual Studio Code. Answer questions about code, "
                   "propose and make changes, and keep the user in control of their workspace. Follow the user's instructions "
                   "precisely and keep answers focused on software engineering.")
        extra = [("Output format", "Use Markdown. Wrap file names and symbols in backticks. When you show a change, show only the "
                  "lines that matter with enough context to place them.")]
        if mode == "agent":
            extra.append(("Agent behaviour", "You may take several steps to finish a task: gather context with the search and "
                          "read tools, make edits with the edit tools, and run commands or tests to check your work. Do not ask "
                          "the user to do something you can do with a tool. When the task is done, give a brief summary."))
        if mode == "edit":
            extra.append(("Editing", "Apply edits only to the files the user attached to the working set. Group changes by file."))
        if rng.random() < 0.5:
            extra.append(("Custom instructions", "<instructions>\n" + rng.choice(PROJECT_RULES) + "\n</instructions>"))
        return agent_system(rng, persona, p, self.tools_for(mode) if rng.random() < 0.3 else None, extra, long=mode != "ask")

    def _global_ctx(self, rng, p):
        return (f"<environment_info>\nThe user's current OS is: {p['os']}\nThe user's default shell is: \"{p['shell']}\".\n</environment_info>\n"
                f"<workspace_info>\nI am working in a workspace with the following folders:\n- {p['root']}\n"
                f"I am working in a workspace that has the following structure:\n```\n{V.tree(p, rng)}\n```\n"
                "This is the state of the context at this point in the conversation. The view of the workspace structure may be truncated.\n</workspace_info>")

    def wrap(self, rng, item, p, mode):
        parts = [f"<context>\nThe current date is {rng.choice(['January', 'March', 'June', 'October'])} {rng.randint(1, 28)}, 2026.\n</context>"]
        ctx = item["context"]
        f = rng.choice(V.src_files(p) or p["files"])
        if ctx is not None and ctx.get("path"):
            f = ctx["path"]
        parts.append(f"<editorContext>\nThe user's current file is {p['root']}/{f}. "
                     + (f"The current selection is from line {rng.randint(3, 80)} to line {rng.randint(81, 140)}." if ctx else "") + "\n</editorContext>")
        if ctx is not None:
            body = ctx["text"] + (("\n\n" + ctx["error"]) if ctx.get("error") else "")
            parts.append(f"<attachments>\n<attachment id=\"{ctx.get('path') or 'selection'}\" filePath=\"{p['root']}/{ctx.get('path') or f}\">\n"
                         f"```{ctx['lang']}\n{body}\n```\n</attachment>\n</attachments>")
        elif rng.random() < 0.3:
            ff = rng.choice(p["files"])
            parts.append(f"<attachments>\n<attachment id=\"{ff}\">\nUser's active file:\n```{p['fence']}\n{V.file_content(rng, p, ff, 2)}\n```\n</attachment>\n</attachments>")
        if mode == "agent":
            parts.append("<reminderInstructions>\nWhen using the replace tool, include several lines of unchanged context around the edit. "
                         "Keep going until the user's request is resolved before ending your turn.\n</reminderInstructions>")
        parts.append(f"<userRequest>\n{item['ask']}\n</userRequest>")
        return "\n".join(parts)

    def pre_msgs(self, rng, p, mode):
        return [{"role": "user", "content": self._global_ctx(rng, p)}]

    def map_step(self, s):
        a, g = s["action"], s["args"]
        if a == "list":
            return "list_dir", {"path": g["path"]}
        if a == "read":
            return "read_file", {"filePath": g["path"], "startLine": 1, "endLine": 200}
        if a == "grep":
            return "grep_search", {"query": g["pattern"], "isRegexp": False}
        if a == "glob":
            return "file_search", {"query": g["pattern"]}
        if a == "edit":
            return "replace_string_in_file", {"filePath": g["path"], "oldString": g["old"], "newString": g["new"]}
        if a == "write":
            return "create_file", {"filePath": g["path"], "content": g["content"]}
        return "run_in_terminal", {"command": g["cmd"], "explanation": "Run the command to check the current state.", "isBackground": False}

    def fmt_step(self, s):
        if s["action"] == "read":
            return f"```{s['args']['path'].rsplit('.', 1)[-1]}\n{s['output']}\n```"
        if s["action"] == "edit":
            return ("Could not find matching text to replace. Make sure oldString matches the file exactly, including whitespace."
                    if s.get("error") else f"The following files were successfully edited:\n{s['args']['path']}")
        if s["action"] == "run":
            return f"{s['output']}\n\nCommand exited with code {s['exit']}" if s["exit"] else s["output"]
        return s["output"]

    def side_builders(self):
        return [self.side_title, self.side_commit, self.side_summary]

    def side_title(self, rng, item, task, p):
        msgs = [{"role": "user", "content": f"Please write a brief title for the following request:\n\n{item['ask']}"}]
        body = self.body(rng, "You write short, specific chat titles of at most 8 words. Reply with the title only, no quotes.", msgs, None, "side")
        body["stream"] = False
        return self.rec(rng, "side_call", p, body, S, None, item["lang"], "title")

    def side_commit(self, rng, item, task, p):
        diff = V.gen_diff(rng, p)
        msgs = [{"role": "user", "content": f"<original-changes>\n{diff}\n</original-changes>\n<recent-commits>\n"
                 + "\n".join(f"- {rng.choice(['fix', 'feat', 'chore'])}: {rng.choice(V.VERBS)} {rng.choice(V.NOUNS)}" for _ in range(4))
                 + "\n</recent-commits>\nWrite a concise commit message for the changes above, following the style of the recent commits."}]
        body = self.body(rng, "You are an expert at writing git commit messages.", msgs, None, "side")
        return self.rec(rng, "side_call", p, body, S, None, "en", "commit")

    def side_summary(self, rng, item, task, p):
        steps = trajectory(rng, p, rng.randint(3, 8))
        hist = history_text(rng, p, task["ask"], steps)
        msgs = [{"role": "user", "content": f"<conversation>\n{hist}\n</conversation>\n\nSummarize the conversation above so the work can continue in a "
                 "fresh context: the user's goal, files touched, decisions made, what is left to do. Be thorough but compact."}]
        body = self.body(rng, "You compress long agent sessions into structured summaries.", msgs, None, "side")
        return self.rec(rng, "side_call", p, body, S, None, task["lang"], "condense")

    def completion(self, rng):
        p = V.project(rng)
        if rng.random() < 0.7:
            lang, path, prefix, suffix = fim_pieces(rng)
            c = V.LANGS[lang]["comment"]
            prompt = f"{c} Path: {path}\n"
            if rng.random() < 0.6:
                prompt += f"{c} Compare this snippet from {rng.choice(V.NOUNS)}{V.LANGS[lang]['ext']}:\n" + snippet_comments(rng, lang, 1)
            prompt += prefix
            model = rng.choice(["gpt-4o-copilot", "copilot-codex", "gpt-41-copilot"])
            body = {"prompt": prompt, "suffix": suffix, "max_tokens": rng.choice([500, 350, 64]), "temperature": 0, "top_p": 1, "n": 1,
                    "stop": ["\n"] if rng.random() < 0.5 else ["\n\n\n", "\n```"], "stream": True,
                    "extra": {"language": lang, "next_indent": rng.choice([0, 4, 8]), "trim_by_indentation": True,
                              "prompt_tokens": len(prompt) // 4, "suffix_tokens": len(suffix) // 4},
                    "nwo": f"{p['org']}/{p['name']}"}
            h = self.headers(rng, p, "completion", "copilot-ghost")
            h["editor-plugin-version"] = f"copilot/{_ver(rng, 1, 300, 900)}"
            h["user-agent"] = "GithubCopilot/1.300.0"
            return {"id": None, "family": self.name, "shape": "completion", "endpoint": f"/v1/engines/{model}/completions",
                    "headers": h, "body": body, "label": S, "ask": None, "lang": "en", "kind": "ghost_text"}
        # next edit suggestion through chat
        lang, path, prefix, suffix = fim_pieces(rng)
        edits = V.gen_diff(rng, p, 1)
        user = (f"<|recently_viewed_code_snippets|>\n{snippet_comments(rng, lang, 1)}<|/recently_viewed_code_snippets|>\n"
                f"<|edit_diff_history|>\n{edits}<|/edit_diff_history|>\n<|area_around_code_to_edit|>\n{prefix[-600:]}<|cursor|>{suffix[:600]}\n<|/area_around_code_to_edit|>")
        body = {"model": "copilot-nes-xtab", "messages": [{"role": "system", "content": "Predict the next edit the developer will make in the marked region. Output the rewritten region only."},
                                                           {"role": "user", "content": user}], "temperature": 0, "max_tokens": 1024, "stream": True, "prediction": {"type": "content", "content": suffix[:400]}}
        return {"id": None, "family": self.name, "shape": "completion", "endpoint": "/chat/completions",
                "headers": self.headers(rng, p, "completion", "copilot-nes"), "body": body, "label": S, "ask": None, "lang": "en", "kind": "edit_prediction"}


# ====================================================================== Continue
CONTINUE_TOOLS = [
    tool("read_file", "Read a file in the workspace by its relative path.", {"filepath": ("string", "Path relative to the workspace root")}),
    tool("create_new_file", "Create a new file.", {"filepath": ("string", "Relative path"), "contents": ("string", "Contents")}),
    tool("run_terminal_command", "Run a terminal command in the workspace root and return stdout/stderr.", {"command": ("string", "Command"), "waitForCompletion": ("boolean", "Wait for exit")}, ["command"]),
    tool("file_glob_search", "Search file names with a glob.", {"pattern": ("string", "Glob")}),
    tool("grep_search", "Ripgrep search across the repository.", {"query": ("string", "Regex")}),
    tool("ls", "List files in a directory.", {"dirPath": ("string", "Relative directory"), "recursive": ("boolean", "Recurse")}, ["dirPath"]),
    tool("view_diff", "Show the current git diff.", {}, []),
    tool("read_currently_open_file", "Read the file that is open in the editor.", {}, []),
    tool("edit_existing_file", "Apply an edit to a file. Use '// ... existing code ...' to skip unchanged regions.", {"filepath": ("string", "Relative path"), "changes": ("string", "Edited code with placeholders")}),
    tool("single_find_and_replace", "Replace an exact string in a file.", {"filepath": ("string", "Path"), "old_string": ("string", "Exact old text"), "new_string": ("string", "New text")}),
    tool("fetch_url_content", "Fetch a web page as text.", {"url": ("string", "URL")}),
]


class Continue(Family):
    name = "continue"
    has_loop = True
    has_completion = True
    models = ["claude-sonnet-4-5", "gpt-4.1", "qwen2.5-coder:32b", "deepseek-chat", "llama3.1:70b", "gpt-4o"]

    def headers(self, rng, p, shape):
        return {"content-type": "application/json", "accept": "application/json", "user-agent": "node", "x-stainless-lang": "js"} \
            if rng.random() < 0.5 else {"content-type": "application/json", "user-agent": "Continue/1.2"}

    def modes(self, rng, label):
        return rng.choice(["chat", "edit", "agent", "agent"])

    def tools_for(self, mode):
        return CONTINUE_TOOLS if mode == "agent" else None

    def system(self, rng, p, mode):
        if mode == "edit":
            return None
        base = ("<important_rules>\n  You are in " + ("agent" if mode == "agent" else "chat") + " mode.\n\n"
                "  Always include the language and file name in the info string of a code block, e.g. ```python src/main.py\n"
                "  When proposing an edit to an existing file, show only the changed region and mark skipped code with '... existing code ...'.\n")
        if mode == "agent":
            base += "  Use the tools to read and change files; do not ask the user to paste file contents you can read yourself.\n"
        base += "</important_rules>"
        if rng.random() < 0.6:
            base += "\n\n" + rng.choice(PROJECT_RULES)
        if rng.random() < 0.5:
            base += "\n\n" + rules_text(rng)
        return base

    def wrap(self, rng, item, p, mode):
        ctx = item["context"]
        if mode == "edit":
            if ctx is None:
                lang, path, prefix, suffix = fim_pieces(rng)
                code = ""
            else:
                lang, path, prefix, suffix, code = ctx["lang"], ctx.get("path") or "snippet", "", "", ctx["text"]
            return ("The user has asked to rewrite a section of a file. Here is the file with the section marked:\n\n"
                    f"```{lang} {path}\n{prefix[-1500:]}<START EDITING HERE>\n{code}<STOP EDITING HERE>\n{suffix[:1500]}\n```\n\n"
                    f"Rewrite the marked section according to this request:\n\n\"{item['ask']}\"\n\n"
                    "Reply with only the rewritten code in a single code block.")
        parts = []
        if ctx is not None:
            p0 = ctx.get("path") or "snippet"
            parts.append({"type": "text", "text": f"```{ctx['lang']} {p0}\n{ctx['text']}\n```" + (f"\n\n```\n{ctx['error']}\n```" if ctx.get("error") else "")})
        elif rng.random() < 0.3:
            f = rng.choice(p["files"])
            parts.append({"type": "text", "text": f"```{p['fence']} {f}\n{V.file_content(rng, p, f, 2)}\n```"})
        parts.append({"type": "text", "text": item["ask"]})
        if len(parts) == 1 and rng.random() < 0.5:
            return item["ask"]
        return parts

    def map_step(self, s):
        a, g = s["action"], s["args"]
        return {"list": ("ls", {"dirPath": g.get("path", "."), "recursive": False}), "read": ("read_file", {"filepath": g.get("path", "")}),
                "grep": ("grep_search", {"query": g.get("pattern", "")}), "glob": ("file_glob_search", {"pattern": g.get("pattern", "")}),
                "edit": ("single_find_and_replace", {"filepath": g.get("path", ""), "old_string": g.get("old", ""), "new_string": g.get("new", "")}),
                "write": ("create_new_file", {"filepath": g.get("path", ""), "contents": g.get("content", "")}),
                "run": ("run_terminal_command", {"command": g.get("cmd", ""), "waitForCompletion": True})}[a]

    def fmt_step(self, s):
        if s["action"] == "edit" and s.get("error"):
            return "Error: old_string was not found in the file. Read the file again and retry with the exact text."
        if s["action"] == "run":
            return f"Terminal output:\n{s['output']}\n\nExit code: {s['exit']}"
        return super().fmt_step(s)

    def side_builders(self):
        return [self.side_title, self.side_compact]

    def side_title(self, rng, item, task, p):
        msgs = [{"role": "user", "content": f"Reply with a title of 2-5 words for the chat that starts with this message. No punctuation.\n\n{item['ask']}"}]
        body = self.body(rng, None, msgs, None, "side")
        return self.rec(rng, "side_call", p, body, S, None, item["lang"], "title")

    def side_compact(self, rng, item, task, p):
        steps = trajectory(rng, p, rng.randint(3, 7))
        msgs = [{"role": "user", "content": self.wrap(rng, task, p, "agent")}]
        msgs += steps_to_msgs(rng, steps, self.map_step, self.fmt_step)
        msgs.append({"role": "user", "content": "The conversation is getting long. Write a compact summary of everything above that keeps all "
                     "file paths, decisions and open items, so we can continue from the summary alone. Output only the summary."})
        body = self.body(rng, self.system(rng, p, "agent"), msgs, None, "side")
        return self.rec(rng, "side_call", p, body, S, None, task["lang"], "condense")

    def completion(self, rng):
        p = V.project(rng)
        lang, path, prefix, suffix = fim_pieces(rng)
        c = V.LANGS[lang]["comment"]
        head = f"{c} {path}\n"
        if rng.random() < 0.6:
            head = snippet_comments(rng, lang, rng.randint(1, 2)) + head
        style = rng.random()
        if style < 0.2:  # chat-only model: hole filler prompt
            user = (f"You are a hole filler. Replace {{{{FILL_HERE}}}} in the file below with the code that belongs there. "
                    f"Answer with <COMPLETION>...</COMPLETION> only.\n\n<QUERY>\n{head}{prefix}{{{{FILL_HERE}}}}{suffix}\n</QUERY>\nTASK: Fill the {{{{FILL_HERE}}}} hole.")
            body = {"model": rng.choice(["gpt-4o-mini", "claude-3-5-haiku-latest"]), "messages": [{"role": "user", "content": user}],
                    "max_tokens": 256, "temperature": 0.01, "stream": True, "stop": ["</COMPLETION>", "\n\n\n"]}
            return self._crec(rng, p, "/v1/chat/completions", body, "fim_chat")
        if style < 0.35:  # mistral fim endpoint
            body = {"model": "codestral-latest", "prompt": head + prefix, "suffix": suffix, "max_tokens": 128, "temperature": 0.01,
                    "stream": True, "stop": ["[PREFIX]", "[SUFFIX]", "\n\n"]}
            return self._crec(rng, p, "/v1/fim/completions", body, "fim")
        fmt, prompt, stops, model = fim_prompt(rng, head + prefix, suffix)
        if style < 0.6:  # ollama raw generate
            body = {"model": model, "prompt": prompt, "raw": True, "stream": True, "keep_alive": 1800,
                    "options": {"temperature": 0.01, "num_predict": 256, "num_ctx": 4096, "stop": stops + ["\n\n\n"]}}
            return self._crec(rng, p, "/api/generate", body, "fim")
        body = {"model": model, "prompt": prompt, "max_tokens": 256, "temperature": 0.01, "stream": True, "stop": stops + ["\n\n", "\r\n\r\n", "/src/", "#- coding: utf-8", "```"]}
        return self._crec(rng, p, "/v1/completions", body, "fim")

    def _crec(self, rng, p, ep, body, kind):
        return {"id": None, "family": self.name, "shape": "completion", "endpoint": ep, "headers": self.headers(rng, p, "completion"),
                "body": body, "label": S, "ask": None, "lang": "en", "kind": kind}


# ====================================================================== Cursor-like
CURSOR_TOOLS = [
    tool("codebase_search", "Semantic search over the codebase.", {"query": ("string", "Query"), "target_directories": ("array", "Dirs")}, ["query"]),
    tool("read_file", "Read lines of a file.", {"target_file": ("string", "Path"), "start_line_one_indexed": ("integer", "Start"), "end_line_one_indexed_inclusive": ("integer", "End"), "should_read_entire_file": ("boolean", "Whole file")}, ["target_file"]),
    tool("run_terminal_cmd", "Propose a terminal command to run on the user's machine.", {"command": ("string", "Command"), "is_background": ("boolean", "Background"), "explanation": ("string", "Why")}, ["command", "is_background"]),
    tool("list_dir", "List a directory.", {"relative_workspace_path": ("string", "Path")}),
    tool("grep_search", "Exact text or regex search with ripgrep.", {"query": ("string", "Regex"), "include_pattern": ("string", "Glob")}, ["query"]),
    tool("edit_file", "Propose an edit to a file, using '// ... existing code ...' for unchanged spans.", {"target_file": ("string", "Path"), "instructions": ("string", "One sentence"), "code_edit": ("string", "Edit")}),
    tool("file_search", "Fuzzy search for a file path.", {"query": ("string", "Part of a path")}),
    tool("delete_file", "Delete a file.", {"target_file": ("string", "Path")}),
    tool("web_search", "Search the web.", {"search_term": ("string", "Query")}),
    tool("todo_write", "Create or update a todo list.", {"todos": ("array", "Items"), "merge": ("boolean", "Merge with existing")}),
]


class CursorLike(Family):
    name = "cursor_like"
    has_loop = True
    has_completion = True
    models = ["claude-4.5-sonnet", "gpt-5", "gpt-4.1", "gemini-2.5-pro", "cursor-small"]

    def modes(self, rng, label):
        return rng.choice(["agent", "agent", "ask"])

    def tools_for(self, mode):
        return CURSOR_TOOLS if mode == "agent" else None

    def headers(self, rng, p, shape):
        return {"content-type": "application/json", "user-agent": "OpenAI/JS 4.77.0", "x-stainless-lang": "js",
                "x-stainless-package-version": "4.77.0", "x-stainless-os": rng.choice(["MacOS", "Linux", "Windows"]),
                "x-stainless-runtime": "node", "x-stainless-retry-count": "0"}

    def system(self, rng, p, mode):
        persona = ("You are a pair-programming agent running inside an AI code editor. You work with a USER on their codebase. "
                   "Each message may carry extra state such as open files, cursor position, recent edits and linter errors; use it when relevant.")
        ex = [("Communication", "Use markdown, backticks for paths and symbols. Do not dump large blocks of unchanged code."),
              ("Making code changes", "Make edits with the edit tool rather than printing code, unless the user asks to see code. "
                                     "Make sure edited code can run immediately: add imports and dependencies it needs.")]
        return agent_system(rng, persona, p, None, ex, rules_file=rng.choice(PROJECT_RULES) if rng.random() < 0.5 else None) + \
            f"\n\n<user_info>\nOS: {p['os']}. Workspace: {p['root']}. Shell: {p['shell']}.\n</user_info>"

    def wrap(self, rng, item, p, mode):
        ctx = item["context"]
        add = [f"<current_file>\nPath: {ctx['path'] if ctx and ctx.get('path') else rng.choice(p['files'])}\nLine: {rng.randint(1, 200)}\n</current_file>"]
        if ctx is not None:
            add.append(f"<manually_added_selection>\n```{ctx['lang']}:{ctx.get('path') or 'selection'}\n{ctx['text']}\n```\n</manually_added_selection>"
                       + (f"\n<terminal_selection>\n{ctx['error']}\n</terminal_selection>" if ctx.get("error") else ""))
        if rng.random() < 0.4:
            add.append("<open_files>\n" + "\n".join(rng.sample(p["files"], 3)) + "\n</open_files>")
        if rng.random() < 0.3:
            add.append(f"<linter_errors>\n{V.lint_output(rng, p)}\n</linter_errors>")
        return f"<additional_data>\n" + "\n".join(add) + f"\n</additional_data>\n\n<user_query>\n{item['ask']}\n</user_query>"

    def map_step(self, s):
        a, g = s["action"], s["args"]
        return {"list": ("list_dir", {"relative_workspace_path": g.get("path", ".")}),
                "read": ("read_file", {"target_file": g.get("path", ""), "should_read_entire_file": True}),
                "grep": ("grep_search", {"query": g.get("pattern", "")}), "glob": ("file_search", {"query": g.get("pattern", "")}),
                "edit": ("edit_file", {"target_file": g.get("path", ""), "instructions": "Add a guard for empty input.", "code_edit": "// ... existing code ...\n" + g.get("new", "") + "\n// ... existing code ..."}),
                "write": ("edit_file", {"target_file": g.get("path", ""), "instructions": "Create the file.", "code_edit": g.get("content", "")}),
                "run": ("run_terminal_cmd", {"command": g.get("cmd", ""), "is_background": False, "explanation": "Check the result."})}[a]

    def fmt_step(self, s):
        if s["action"] == "run":
            return f"Exit code: {s['exit']}\n\nCommand output:\n\n```\n{s['output']}\n```"
        if s["action"] == "edit" and s.get("error"):
            return "The apply model could not place this edit. Re-read the file and try a more specific edit."
        if s["action"] in ("edit", "write"):
            return f"The apply model made the following changes to {s['args']['path']}:\n\n```diff\n+    if not data:\n+        return None\n```"
        return super().fmt_step(s)

    def side_builders(self):
        return [self.side_title, self.side_summary]

    def side_summary(self, rng, item, task, p):
        steps = trajectory(rng, p, rng.randint(3, 8))
        msgs = [{"role": "user", "content": "Summarize this coding session so a new agent can take over. Include goals, changed files, and the next step.\n\n"
                 + history_text(rng, p, task["ask"], steps)}]
        body = self.body(rng, "You write precise technical summaries.", msgs, None, "side")
        return self.rec(rng, "side_call", p, body, S, None, task["lang"], "summary")

    def completion(self, rng):
        p = V.project(rng)
        lang, path, prefix, suffix = fim_pieces(rng)
        diff = V.gen_diff(rng, p, 1)
        prompt = (f"<|file_sep|>recent_edits\n{diff}<|file_sep|>{path}\n<|fim_prefix|>{prefix}<|fim_suffix|>{suffix}<|fim_middle|>")
        body = {"model": "cursor-tab", "prompt": prompt, "max_tokens": 200, "temperature": 0, "stream": True, "stop": ["<|file_sep|>", "<|endoftext|>"]}
        return {"id": None, "family": self.name, "shape": "completion", "endpoint": "/v1/completions", "headers": self.headers(rng, p, "completion"),
                "body": body, "label": S, "ask": None, "lang": "en", "kind": "edit_prediction"}


# ====================================================================== Windsurf-like
WIND_TOOLS = [
    tool("view_file", "View lines of a file.", {"AbsolutePath": ("string", "Path"), "StartLine": ("integer", "Start"), "EndLine": ("integer", "End")}),
    tool("codebase_search", "Find relevant code snippets.", {"Query": ("string", "Query"), "TargetDirectories": ("array", "Dirs")}),
    tool("grep_search", "Search for a pattern in files.", {"SearchPath": ("string", "Dir"), "Query": ("string", "Pattern"), "MatchPerLine": ("boolean", "Per line"), "Includes": ("array", "Globs"), "CaseInsensitive": ("boolean", "Case")}, ["SearchPath", "Query"]),
    tool("find_by_name", "Find files by name pattern.", {"SearchDirectory": ("string", "Dir"), "Pattern": ("string", "Glob")}),
    tool("list_dir", "List directory contents.", {"DirectoryPath": ("string", "Absolute path")}),
    tool("run_command", "Propose a command to run. The user may need to approve it.", {"CommandLine": ("string", "Command"), "Cwd": ("string", "Directory"), "Blocking": ("boolean", "Wait"), "SafeToAutoRun": ("boolean", "Safe")}),
    tool("command_status", "Get status of a background command.", {"CommandId": ("string", "Id")}),
    tool("replace_file_content", "Edit an existing file with replacement chunks.", {"TargetFile": ("string", "Path"), "Instruction": ("string", "Summary"), "ReplacementChunks": ("array", "Chunks with TargetContent/ReplacementContent")}),
    tool("write_to_file", "Create a new file.", {"TargetFile": ("string", "Path"), "CodeContent": ("string", "Content"), "EmptyFile": ("boolean", "Empty")}),
    tool("read_url_content", "Read a URL.", {"Url": ("string", "URL")}),
    tool("create_memory", "Save a memory about the user or project.", {"Title": ("string", "Title"), "Content": ("string", "Content")}),
]


class WindsurfLike(Family):
    name = "windsurf_like"
    has_loop = True
    has_completion = True
    models = ["swe-1", "claude-sonnet-4-5", "gpt-4.1", "gpt-5"]

    def modes(self, rng, label):
        return rng.choice(["write", "write", "chat"])

    def tools_for(self, mode):
        return WIND_TOOLS if mode == "write" else [t for t in WIND_TOOLS if t["name"] in ("view_file", "codebase_search", "grep_search", "find_by_name", "list_dir")]

    def headers(self, rng, p, shape):
        return {"content-type": "application/json", "user-agent": f"windsurf/{_ver(rng, 1, 10)}", "x-session-id": V.uuid(rng)}

    def system(self, rng, p, mode):
        persona = ("You are an agentic coding assistant inside an IDE. You collaborate with the USER and can act on their workspace "
                   "with tools. Prefer doing over describing when the user wants a change.")
        ex = [("Making edits", "Never output code to the user if you can apply it with an edit tool. Combine edits to one file in one call."),
              ("Memories", "Relevant memories from earlier sessions:\n- " + "\n- ".join(rng.sample(PROJECT_RULES[0].split("\n")[1:], 2)))]
        return agent_system(rng, persona, p, None, ex)

    def wrap(self, rng, item, p, mode):
        ctx = item["context"]
        s = f"<USER_REQUEST>\n{item['ask']}\n</USER_REQUEST>\n<ADDITIONAL_METADATA>\nThe current local time is: 2026-{rng.randint(1, 11):02d}-{rng.randint(1, 28):02d}T{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:00Z.\n"
        s += f"The user's OS is {p['os']}. Active document: {p['root']}/{ctx['path'] if ctx and ctx.get('path') else rng.choice(p['files'])}\n"
        if ctx is not None:
            s += f"The user has selected:\n```{ctx['lang']}\n{ctx['text']}\n```\n" + (f"Terminal output:\n{ctx['error']}\n" if ctx.get("error") else "")
        s += "</ADDITIONAL_METADATA>"
        if rng.random() < 0.4:
            s += "\n<EPHEMERAL_MESSAGE>\nThis message is generated by the system. Do not mention it to the user. Remember to keep edits minimal.\n</EPHEMERAL_MESSAGE>"
        return s

    def map_step(self, s):
        a, g = s["action"], s["args"]
        return {"list": ("list_dir", {"DirectoryPath": g.get("path", ".")}),
                "read": ("view_file", {"AbsolutePath": g.get("path", ""), "StartLine": 0, "EndLine": 200}),
                "grep": ("grep_search", {"SearchPath": ".", "Query": g.get("pattern", ""), "MatchPerLine": True, "Includes": [], "CaseInsensitive": False}),
                "glob": ("find_by_name", {"SearchDirectory": ".", "Pattern": g.get("pattern", "")}),
                "edit": ("replace_file_content", {"TargetFile": g.get("path", ""), "Instruction": "Guard empty input", "ReplacementChunks": [json.dumps({"TargetContent": g.get("old", ""), "ReplacementContent": g.get("new", ""), "AllowMultiple": False})]}),
                "write": ("write_to_file", {"TargetFile": g.get("path", ""), "CodeContent": g.get("content", ""), "EmptyFile": False}),
                "run": ("run_command", {"CommandLine": g.get("cmd", ""), "Cwd": ".", "Blocking": True, "SafeToAutoRun": False})}[a]

    def fmt_step(self, s):
        if s["action"] == "run":
            return f"Command completed.\nExit code: {s['exit']}\nOutput:\n{s['output']}"
        return super().fmt_step(s)

    def completion(self, rng):
        p = V.project(rng)
        lang, path, prefix, suffix = fim_pieces(rng)
        body = {"model": "windsurf-autocomplete", "prompt": prefix, "suffix": suffix, "max_tokens": 128, "temperature": 0.2, "stream": True,
                "metadata": {"ide_name": "windsurf", "editor_language": lang, "relative_path": path, "cursor_offset": len(prefix)}}
        return {"id": None, "family": self.name, "shape": "completion", "endpoint": "/v1/completions", "headers": self.headers(rng, p, "completion"),
                "body": body, "label": S, "ask": None, "lang": "en", "kind": "fim"}


# ====================================================================== Zed
ZED_TOOLS = [
    tool("read_file", "Read a file in the project. Paths start with a worktree root name.", {"path": ("string", "Project path"), "start_line": ("integer", "Optional start"), "end_line": ("integer", "Optional end")}, ["path"]),
    tool("edit_file", "Edit or create a file by describing the change; a second model applies it.", {"display_description": ("string", "One-line description"), "path": ("string", "Path"), "mode": ("enum", "edit, create or overwrite", ["edit", "create", "overwrite"])}),
    tool("terminal", "Run a shell one-liner and return the output.", {"command": ("string", "Command"), "cd": ("string", "Working directory")}),
    tool("grep", "Regex search across the project.", {"regex": ("string", "Regex"), "include_pattern": ("string", "Glob"), "offset": ("integer", "Pagination")}, ["regex"]),
    tool("find_path", "Find paths matching a glob.", {"glob": ("string", "Glob")}),
    tool("list_directory", "List a directory.", {"path": ("string", "Path")}),
    tool("diagnostics", "Get errors and warnings for a file or the project.", {"path": ("string", "Optional path")}, []),
    tool("fetch", "Fetch a URL as markdown.", {"url": ("string", "URL")}),
    tool("thinking", "Think through a problem step by step.", {"content": ("string", "Thoughts")}),
    tool("now", "Current date and time.", {"timezone": ("enum", "utc or local", ["utc", "local"])}),
    tool("copy_path", "Copy a file or directory.", {"source_path": ("string", "From"), "destination_path": ("string", "To")}),
    tool("move_path", "Move or rename.", {"source_path": ("string", "From"), "destination_path": ("string", "To")}),
    tool("delete_path", "Delete a path.", {"path": ("string", "Path")}),
]


class Zed(Family):
    name = "zed"
    has_loop = True
    has_completion = True
    id_style = "anthropic"
    models = ["claude-sonnet-4-5", "claude-opus-4-1", "claude-sonnet-4"]

    def __init__(self):
        self.wire = "anthropic"

    def headers(self, rng, p, shape):
        return {"content-type": "application/json", "anthropic-version": "2023-06-01", "user-agent": f"Zed/{_ver(rng, 0, 205, 5)}",
                "anthropic-beta": rng.choice(["fine-grained-tool-streaming-2025-05-14", "token-efficient-tools-2025-02-19"])}

    def modes(self, rng, label):
        return rng.choice(["agent", "agent", "inline", "text_thread"])

    def tools_for(self, mode):
        return ZED_TOOLS if mode == "agent" else None

    def system(self, rng, p, mode):
        if mode == "inline":
            return None
        if mode == "text_thread":
            return "You are a helpful assistant inside a code editor. Answer concisely and put code in fenced blocks with a file path when you know it."
        persona = ("You are a highly capable software engineer working in the user's editor. You can read and change the project with tools. "
                   "Be conversational but precise; never invent APIs or file contents.")
        wt = p["name"]
        ex = [("Project", f"The project has one worktree named `{wt}` at `{p['root']}`. Always prefix paths with `{wt}/`."),
              ("Tool use", "Prefer grep and find_path to explore before reading whole files. After edits, check diagnostics.")]
        return agent_system(rng, persona, p, None, ex, rules_file=rng.choice(PROJECT_RULES) if rng.random() < 0.4 else None)

    def wrap(self, rng, item, p, mode):
        ctx = item["context"]
        if mode == "inline":
            if ctx is None:
                lang, path, prefix, suffix = fim_pieces(rng)
                doc = f"{prefix}<insert_here></insert_here>{suffix}"
            else:
                lang, path = ctx["lang"], ctx.get("path") or "untitled"
                doc = f"<rewrite_this>\n{ctx['text']}\n</rewrite_this>"
            return (f"Here's a file of {lang} that I'm going to ask you to make an edit to.\n\n<document>\n{doc}\n</document>\n\n"
                    f"You can't replace the whole document. Only change the marked section, following this prompt:\n\n<prompt>\n{item['ask']}\n</prompt>\n\n"
                    "Answer only with the new text for the marked section, with no explanation.")
        if mode == "text_thread":
            s = ""
            if ctx is not None:
                s = f"```{ctx['lang']} {ctx.get('path') or ''}\n{ctx['text']}\n```\n" + (f"```\n{ctx['error']}\n```\n" if ctx.get("error") else "")
            elif rng.random() < 0.3:
                f = rng.choice(p["files"])
                s = f"/file {f}\n```{p['fence']} {p['name']}/{f}\n{V.file_content(rng, p, f, 2)}\n```\n"
            return s + item["ask"]
        parts = []
        if ctx is not None:
            parts.append({"type": "text", "text": "<context>\nThe following items were attached by the user. They are up-to-date and don't need to be re-read.\n\n<files>\n"
                          f"```{ctx['lang']} {p['name']}/{ctx.get('path') or 'selection'}\n{ctx['text']}\n```\n</files>\n"
                          + (f"<diagnostics>\n{ctx['error']}\n</diagnostics>\n" if ctx.get("error") else "") + "</context>"})
        parts.append({"type": "text", "text": item["ask"]})
        return parts

    def map_step(self, s):
        a, g = s["action"], s["args"]
        wt = "proj"
        return {"list": ("list_directory", {"path": f"{wt}/{g.get('path', '.')}"}), "read": ("read_file", {"path": f"{wt}/{g.get('path', '')}"}),
                "grep": ("grep", {"regex": g.get("pattern", "")}), "glob": ("find_path", {"glob": g.get("pattern", "")}),
                "edit": ("edit_file", {"display_description": "Handle empty input", "path": f"{wt}/{g.get('path', '')}", "mode": "edit"}),
                "write": ("edit_file", {"display_description": "Add tests", "path": f"{wt}/{g.get('path', '')}", "mode": "create"}),
                "run": ("terminal", {"command": g.get("cmd", ""), "cd": wt})}[a]

    def fmt_step(self, s):
        if s["action"] == "run":
            return f"```\n{s['output']}\n```" + (f"\n\nCommand \"{s['args']['cmd']}\" failed with exit code {s['exit']}." if s["exit"] else "")
        if s["action"] == "edit":
            return "Some edits were produced but couldn't be applied: the old text was not found." if s.get("error") else f"Edited {s['args']['path']}:\n\n```diff\n+    if not data:\n+        return None\n```"
        return super().fmt_step(s)

    def side_builders(self):
        return [self.side_title, self.side_summary]

    def side_title(self, rng, item, task, p):
        msgs = [{"role": "user", "content": item["ask"]}, {"role": "assistant", "content": assistant_answer(rng)},
                {"role": "user", "content": "Generate a concise 3-7 word title for this conversation, omitting punctuation. Go straight to the title."}]
        body = self.body(rng, None, msgs, None, "side")
        body["model"] = rng.choice(["claude-3-5-haiku-latest", "claude-haiku-4-5"])
        return self.rec(rng, "side_call", p, body, S, None, item["lang"], "title")

    def side_summary(self, rng, item, task, p):
        steps = trajectory(rng, p, rng.randint(3, 7))
        msgs = [{"role": "user", "content": [{"type": "text", "text": task["ask"]}]}]
        msgs += steps_to_msgs(rng, steps, self.map_step, self.fmt_step, "anthropic")
        msgs.append({"role": "user", "content": "Write a detailed but compact summary of this thread: what was asked, what was learned and changed, and what remains. "
                     "It will replace the thread history."})
        body = self.body(rng, None, msgs, None, "side")
        return self.rec(rng, "side_call", p, body, S, None, task["lang"], "condense")

    def completion(self, rng):
        p = V.project(rng)
        lang, path, prefix, suffix = fim_pieces(rng)
        ev = V.gen_diff(rng, p, 1)
        region_start = max(0, len(prefix) - 400)
        excerpt = (f"```{path}\n" + ("<|start_of_file|>\n" if rng.random() < 0.3 else "") + prefix[:region_start]
                   + "<|editable_region_start|>\n" + prefix[region_start:] + "<|user_cursor_is_here|>" + suffix[:400]
                   + "\n<|editable_region_end|>\n" + suffix[400:900] + "\n```")
        prompt = (f"### Instruction:\nYou are a code completion assistant. Rewrite the editable region so it reflects the most likely next edit, "
                  f"given the recent edits.\n\n### User Edits:\n\nUser edited \"{path}\":\n```diff\n{ev}```\n\n### User Excerpt:\n\n{excerpt}\n\n### Response:\n")
        body = {"model": "zeta", "prompt": prompt, "max_tokens": 2048, "temperature": 0, "stream": False,
                "rewrite_speculation": True, "prediction": {"type": "content", "content": prefix[region_start:] + suffix[:400]}}
        h = {"content-type": "application/json", "user-agent": f"Zed/{_ver(rng, 0, 205, 5)}"}
        return {"id": None, "family": self.name, "shape": "completion", "endpoint": "/v1/completions", "headers": h,
                "body": body, "label": S, "ask": None, "lang": "en", "kind": "edit_prediction"}


# ====================================================================== JetBrains AI Assistant
class JetBrainsAI(Family):
    name = "jetbrains_ai"
    has_completion = True
    models = ["qwen2.5-coder:32b", "llama3.1:70b", "gpt-4o", "mistral-large-latest"]

    def headers(self, rng, p, shape):
        return {"content-type": "application/json", "user-agent": f"Ktor client", "x-ide": rng.choice(["IntelliJ IDEA 2025.2", "PyCharm 2025.2", "GoLand 2025.1", "WebStorm 2025.2"])}

    def system(self, rng, p, mode):
        return (f"You are an AI assistant inside a JetBrains IDE. You help a developer with code in a {p['lang']} project "
                f"({rng.choice(['Gradle', 'Maven', 'Poetry', 'npm', 'Go modules'])}). Answer in the user's language. "
                "Put code in fenced blocks. You cannot see files unless they are attached.\n" + rules_text(rng, (2, 5)))

    def wrap(self, rng, item, p, mode):
        ctx = item["context"]
        s = ""
        if ctx is not None:
            label = "Selected code" if ctx["type"] != "bigfile" else "Attached file"
            s += f"{label} ({ctx.get('path') or 'editor'}):\n```{ctx['lang']}\n{ctx['text']}\n```\n"
            if ctx.get("error"):
                s += f"Console output:\n```\n{ctx['error']}\n```\n"
        if rng.random() < 0.4:
            s += f"Project info: language {p['lang']}, frameworks: {rng.choice(['Spring', 'Django', 'React', 'gin', 'none'])}\n"
        return (s + "\n" + item["ask"]) if s else item["ask"]

    def side_builders(self):
        return [self.side_commit, self.side_names]

    def side_commit(self, rng, item, task, p):
        msgs = [{"role": "user", "content": "Write a commit message for the following changes. First line under 72 characters, then a short body.\n\n" + V.gen_diff(rng, p)}]
        return self.rec(rng, "side_call", p, self.body(rng, None, msgs), S, None, "en", "commit")

    def side_names(self, rng, item, task, p):
        name, code = V.gen_function(rng, p["lang"])
        msgs = [{"role": "user", "content": f"Suggest 5 better names for the function below. Output a JSON array of strings only.\n```{p['fence']}\n{code}```"}]
        return self.rec(rng, "side_call", p, self.body(rng, None, msgs), S, None, "en", "name_suggestion")

    def completion(self, rng):
        p = V.project(rng)
        lang, path, prefix, suffix = fim_pieces(rng)
        fmt, prompt, stops, model = fim_prompt(rng, prefix, suffix, rng.choice(["qwen", "codestral", "starcoder"]))
        body = {"model": model, "prompt": prompt, "max_tokens": 128, "temperature": 0, "stream": False, "stop": stops}
        return {"id": None, "family": self.name, "shape": "completion", "endpoint": "/v1/completions", "headers": self.headers(rng, p, "completion"),
                "body": body, "label": S, "ask": None, "lang": "en", "kind": "fim"}


# ====================================================================== Junie-like
JUNIE_TOOLS = [
    tool("search_project", "Search the project for files, classes, methods or text.", {"searchTerm": ("string", "Term"), "path": ("string", "Optional path")}, ["searchTerm"]),
    tool("get_file_structure", "Show the outline of a file (classes, functions, line numbers).", {"file": ("string", "Path")}),
    tool("open", "Open a file at a line and show 100 lines.", {"path": ("string", "Path"), "line_number": ("integer", "Line")}, ["path"]),
    tool("open_entire_file", "Show a whole file.", {"path": ("string", "Path")}),
    tool("search_replace", "Replace a block of text in a file.", {"path": ("string", "Path"), "search": ("string", "Old"), "replace": ("string", "New")}),
    tool("create", "Create a file.", {"path": ("string", "Path"), "content": ("string", "Content")}),
    tool("bash", "Run a bash command.", {"command": ("string", "Command")}),
    tool("run_test", "Run tests by name or file.", {"target": ("string", "Test target")}),
    tool("answer", "Give the final answer to a question without changing code.", {"full_answer": ("string", "Answer")}),
    tool("submit", "Submit the finished change with a summary.", {"summary": ("string", "Summary")}),
]


class JunieLike(Family):
    name = "junie_like"
    has_loop = True
    models = ["claude-sonnet-4-5", "gpt-5", "gemini-2.5-pro"]

    def tools_for(self, mode):
        return JUNIE_TOOLS

    def modes(self, rng, label):
        return rng.choice(["code", "ask"])

    def headers(self, rng, p, shape):
        return {"content-type": "application/json", "user-agent": "Ktor client", "x-agent-session": V.uuid(rng)}

    def system(self, rng, p, mode):
        persona = ("You are an autonomous programmer working inside a JetBrains IDE on the user's project. You receive an issue, "
                   "explore the project with the tools, make the minimal change that resolves it, check it, and submit. "
                   "If the issue is only a question, use the answer tool.")
        return agent_system(rng, persona, p, JUNIE_TOOLS if rng.random() < 0.5 else None,
                            [("Response format", "Every reply must contain a short <UPDATE> block with your current plan, followed by exactly one tool call.")])

    def wrap(self, rng, item, p, mode):
        ctx = item["context"]
        s = f"<issue_description>\n{item['ask']}\n</issue_description>\n"
        if ctx is not None:
            s += f"<attached_code path=\"{ctx.get('path') or 'selection'}\">\n{ctx['text']}\n</attached_code>\n" + (f"<attached_output>\n{ctx['error']}\n</attached_output>\n" if ctx.get("error") else "")
        s += f"<environment>\nProject root: {p['root']}\nOS: {p['os']}\nMode: {mode}\n</environment>\n"
        if rng.random() < 0.5:
            s += "<guidelines>\n" + rng.choice(PROJECT_RULES) + "\n</guidelines>"
        return s

    def map_step(self, s):
        a, g = s["action"], s["args"]
        return {"list": ("bash", {"command": f"ls -la {g.get('path', '.')}"}), "read": ("open", {"path": g.get("path", ""), "line_number": 1}),
                "grep": ("search_project", {"searchTerm": g.get("pattern", "")}), "glob": ("search_project", {"searchTerm": g.get("pattern", "")}),
                "edit": ("search_replace", {"path": g.get("path", ""), "search": g.get("old", ""), "replace": g.get("new", "")}),
                "write": ("create", {"path": g.get("path", ""), "content": g.get("content", "")}),
                "run": ("run_test", {"target": g.get("cmd", "")}) if "test" in g.get("cmd", "") else ("bash", {"command": g.get("cmd", "")})}[a]

    def fmt_step(self, s):
        if s["action"] == "read":
            return f"[File: {s['args']['path']}]\n" + "\n".join(f"{i + 1}:{l}" for i, l in enumerate(s["output"].split("\n")))
        return super().fmt_step(s)


FAMILIES = [Copilot(), Continue(), CursorLike(), WindsurfLike(), Zed(), JetBrainsAI(), JunieLike()]
