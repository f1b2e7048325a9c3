"""Terminal coding agents: Claude Code, Codex CLI, Gemini CLI, Qwen Code, opencode, Crush, goose, Amp-like,
Kimi CLI-like.  All prompt and tool text is written for this generator; only the structure follows the clients."""
from __future__ import annotations

import json

from . import core as C
from . import vocab as V
from .core import P, Step, jdump
from .proto import Anthropic, ChatTools, Responses


def _rel(ctx, path: str) -> str:
    return path.replace(ctx.repo.root + "/", "")


_MCP = [("github", ["search_issues", "get_pull_request", "create_issue", "list_commits"]),
        ("linear", ["list_issues", "get_issue", "update_issue"]), ("playwright", ["browser_navigate", "browser_snapshot", "browser_click"]),
        ("sentry", ["search_events", "get_issue_details"]), ("context7", ["resolve_library_id", "get_library_docs"]),
        ("postgres", ["query", "list_tables"])]


# ====================================================================== Claude Code
class ClaudeCode(Anthropic):
    name = "claude_code"
    side_kinds = ["title", "topic", "compact", "title", "quota", "bash_prefix"]
    retry_kinds = ["edit_failed", "test_after_edit", "human_retry", "hook_feedback"]

    MAIN = ["claude-sonnet-4-5-20250929", "claude-opus-4-1-20250805", "claude-sonnet-4-20250514",
            "claude-opus-4-5-20251101", "claude-haiku-4-5-20251001"]
    SMALL = ["claude-3-5-haiku-20241022", "claude-haiku-4-5-20251001"]

    def model(self, ctx):
        return ctx.rng.choice(self.MAIN)

    def headers(self, ctx):
        r = ctx.rng
        h = {"content-type": "application/json", "accept": "application/json", "anthropic-version": "2023-06-01",
             "anthropic-beta": ",".join(r.sample(["claude-code-20250219", "interleaved-thinking-2025-05-14",
                                                 "fine-grained-tool-streaming-2025-05-14", "context-management-2025-06-27",
                                                 "oauth-2025-04-20", "token-counting-2024-11-01"], r.randint(2, 5))),
             "user-agent": f"claude-cli/2.0.{r.randint(0, 60)} (external, {r.choice(['cli', 'cli', 'sdk-ts', 'claude-vscode'])})",
             "x-app": "cli", "anthropic-dangerous-direct-browser-access": "true",
             "x-claude-code-session-id": ctx.session, "x-stainless-helper-method": "stream",
             "x-stainless-timeout": "600"}
        h.update(C.stainless_headers(r, "js", r.choice(["0.60.0", "0.65.0", "0.68.0"])))
        if r.random() < 0.5:
            h["authorization"] = "Bearer gw-redacted-token"
        else:
            h["x-api-key"] = "gw-redacted-key"
        return h

    def _env(self, ctx):
        rp = ctx.repo
        return (f"Here is useful information about the environment you are running in:\n<env>\nWorking directory: {rp.root}\n"
                f"Is directory a git repo: Yes\nPlatform: {ctx.platform}\nOS Version: {ctx.os_version}\n"
                f"Today's date: {ctx.date}\n</env>\n\ngitStatus: This is the git status at the start of the conversation. "
                f"It is a snapshot and will not update.\nCurrent branch: {rp.branch}\n\nMain branch (you will usually use this for PRs): main\n\n"
                f"Status:\n{V.git_status(ctx.rng, rp)}\n\nRecent commits:\n{V.git_log(ctx.rng, rp)}")

    def system_blocks(self, ctx):
        big = (C.sections("cc-sys", ["Tone and style", "Proactiveness", "Following conventions", "Code style",
                                     "Task management", "Doing tasks", "Tool usage policy", "Code references"], 18)
               + "\n\n" + C.examples("cc-sys", 40) + "\n\n" + self._env(ctx))
        return [{"type": "text", "text": "You are Claude Code, the command-line coding agent made by Anthropic.",
                 "cache_control": {"type": "ephemeral"}},
                {"type": "text", "text": "You are an interactive CLI tool that helps users with software engineering tasks. "
                                         "Use the instructions below and the tools available to you to assist the user.\n\n" + big,
                 "cache_control": {"type": "ephemeral"}}]

    def _claude_md(self, ctx):
        rp = ctx.repo
        return ("<system-reminder>\nAs you answer the user's questions, you can use the following context:\n# claudeMd\n"
                "Project and user instructions are shown below. Follow them; they take precedence over default behaviour.\n\n"
                f"Contents of {rp.root}/CLAUDE.md (project instructions, checked into the codebase):\n\n# {rp.name}\n\n"
                f"## Commands\n- test: `{V.TEST_CMD[rp.lang][0]}`\n- lint: `{V.LINT_CMD[rp.lang][0]}`\n\n## Conventions\n"
                + C.prose("cc-md" + rp.name, 5) +
                "\n\n      IMPORTANT: this context may or may not be relevant to your tasks. Only use it when it is "
                "highly relevant to the current task.\n</system-reminder>")

    def first_user_blocks(self, ctx, ask):
        r = ctx.rng
        blocks = [{"type": "text", "text": self._claude_md(ctx)}]
        if r.random() < 0.3:
            f = ctx.repo.any_file()
            blocks.append({"type": "text", "text": f"<system-reminder>\nThe user opened the file {ctx.repo.root}/{f} in the IDE. "
                                                   "This may or may not be related to the current task.\n</system-reminder>"})
        if r.random() < 0.06:  # pasted screenshot
            blocks.append({"type": "image", "source": {"type": "base64", "media_type": "image/png",
                                                       "data": "iVBORw0KGgoAAAANSUhEUgAA" + V.uid(r, r.randint(200, 2000),
                                                       "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")}})
        blocks.append({"type": "text", "text": ask})
        if r.random() < 0.1:  # mode tag
            blocks.append({"type": "text", "text": "<system-reminder>\nPlan mode is on: the user wants a plan before any "
                                                   "change. Do not edit files or run commands that change state; when the "
                                                   "plan is ready, present it with ExitPlanMode.\n</system-reminder>"})
        if r.random() < 0.5:
            blocks.append({"type": "text", "text": "<system-reminder>\nThe task list is currently empty. If the work has "
                                                   "several steps, consider creating one with the TodoWrite tool. Do not "
                                                   "mention this reminder to the user.\n</system-reminder>"})
        if r.random() < 0.4:
            blocks[-1]["cache_control"] = {"type": "ephemeral"}
        return blocks

    def later_user_blocks(self, ctx, text):
        b = [{"type": "text", "text": text}]
        if ctx.rng.random() < 0.3:
            b.append({"type": "text", "text": "<system-reminder>\nThe todo list was updated earlier in this session; keep it "
                                              "in sync with your progress.\n</system-reminder>"})
        return b

    def tools(self, ctx):
        T = C.anth_tool
        tl = [
            T("Task", C.long_tooldesc("Task", "Start a sub-agent that works on a self-contained piece of the task with its own context.", 14, 12),
              {"description": P("string", "Three to five word label for the task"), "prompt": P("string", "Full instructions for the sub-agent"),
               "subagent_type": P("string", "Which kind of sub-agent to start")}),
            T("Bash", C.long_tooldesc("Bash", "Run a shell command in a persistent session, with optional timeout.", 30, 18),
              {"command": P("string", "The command to run"), "timeout": P("number", "Timeout in milliseconds (max 600000)"),
               "description": P("string", "What the command does, in a few words"),
               "run_in_background": P("boolean", "Run without waiting; read output later")}, ["command"]),
            T("Glob", C.tooldesc("Glob", "Find files by name pattern. Works on any codebase size.", 5),
              {"pattern": P("string", "Glob pattern"), "path": P("string", "Directory to search (defaults to cwd)")}, ["pattern"]),
            T("Grep", C.long_tooldesc("Grep", "Search file contents with a regular expression (ripgrep semantics).", 12, 4),
              {"pattern": P("string", "Regex to search for"), "path": P("string", "File or directory"),
               "glob": P("string", "Filter files by glob"), "output_mode": P("string", "content | files_with_matches | count",
                                                                               enum=["content", "files_with_matches", "count"]),
               "-n": P("boolean", "Show line numbers"), "-i": P("boolean", "Case insensitive"), "head_limit": P("number", "Limit results")},
              ["pattern"]),
            T("ExitPlanMode", C.long_tooldesc("ExitPlanMode", "Present the plan you made in plan mode and ask to start implementing.", 6, 4),
              {"plan": P("string", "The plan, in markdown")}),
            T("Read", C.long_tooldesc("Read", "Read a file from the local filesystem by absolute path.", 12, 3),
              {"file_path": P("string", "Absolute path"), "offset": P("number", "First line to read"), "limit": P("number", "Number of lines")},
              ["file_path"]),
            T("Edit", C.long_tooldesc("Edit", "Replace an exact string in a file with another string.", 12, 3),
              {"file_path": P("string", "Absolute path"), "old_string": P("string", "Text to replace"),
               "new_string": P("string", "Replacement"), "replace_all": P("boolean", "Replace every occurrence", default=False)},
              ["file_path", "old_string", "new_string"]),
            T("Write", C.tooldesc("Write", "Write a whole file, replacing it if it exists.", 6),
              {"file_path": P("string", "Absolute path"), "content": P("string", "File content")}),
            T("NotebookEdit", C.tooldesc("NotebookEdit", "Replace, insert or delete a cell in a Jupyter notebook.", 4),
              {"notebook_path": P("string", "Absolute path"), "cell_id": P("string", "Cell id"), "new_source": P("string", "Cell source"),
               "edit_mode": P("string", "replace | insert | delete", enum=["replace", "insert", "delete"])}, ["notebook_path", "new_source"]),
            T("WebFetch", C.long_tooldesc("WebFetch", "Fetch a URL, convert it to markdown and answer a prompt about it.", 10, 3),
              {"url": P("string", "URL", format="uri"), "prompt": P("string", "What to extract")}),
            T("TodoWrite", C.long_tooldesc("TodoWrite", "Create and update the structured task list for this session.", 24, 20),
              {"todos": P("array", "The updated list", items={"type": "object", "properties": {
                  "content": {"type": "string"}, "status": {"type": "string", "enum": ["pending", "in_progress", "completed"]},
                  "activeForm": {"type": "string"}}, "required": ["content", "status", "activeForm"]})}),
            T("WebSearch", C.tooldesc("WebSearch", "Search the web and return result snippets.", 5),
              {"query": P("string", "Search query"), "allowed_domains": P("array", "Only these domains", items={"type": "string"})}, ["query"]),
            T("BashOutput", C.tooldesc("BashOutput", "Read new output from a background shell.", 3),
              {"bash_id": P("string", "Shell id"), "filter": P("string", "Regex filter")}, ["bash_id"]),
            T("KillShell", C.tooldesc("KillShell", "Stop a background shell.", 2), {"shell_id": P("string", "Shell id")}),
            T("SlashCommand", C.tooldesc("SlashCommand", "Run one of the user's custom slash commands.", 4),
              {"command": P("string", "The command with arguments")}),
        ]
        if ctx.rng.random() < 0.5:
            tl.append(T("mcp__ide__getDiagnostics", "Get language diagnostics from the editor.", {"uri": P("string", "File URI")}, []))
            tl.append(T("mcp__ide__executeCode", "Run python code in the notebook kernel of the editor.", {"code": P("string", "Code")}))
        for srv, names in ctx.rng.sample(_MCP, ctx.rng.randint(0, 3)):
            for nm in names:
                tl.append(T(f"mcp__{srv}__{nm}", C.long_tooldesc(f"{srv}{nm}", f"[{srv}] {nm.replace('_', ' ')}.", 6, 2),
                            {"query": P("string", "Input"), "limit": P("number", "Max items")}, ["query"]))
        if ctx.rng.random() < 0.4:
            tl.append(T("AskUserQuestion", C.tooldesc("AskUserQuestion", "Ask the user a multiple-choice question.", 4),
                        {"questions": P("array", "Questions", items={"type": "object"})}))
        return tl

    def call(self, ctx, s: Step):
        a = s.args
        if s.kind == "ls":
            return "Bash", {"command": f"ls -la {a['path']}", "description": "List project root"}
        if s.kind == "glob":
            return "Glob", {"pattern": a["pattern"]}
        if s.kind == "grep":
            return "Grep", {"pattern": a["pattern"], "output_mode": ctx.rng.choice(["content", "files_with_matches"]), "-n": True}
        if s.kind == "read":
            return "Read", {"file_path": a["path"]}
        if s.kind == "edit":
            return "Edit", {"file_path": a["path"], "old_string": a["old"], "new_string": a["new"]}
        if s.kind == "write":
            return "Write", {"file_path": a["path"], "content": a["content"]}
        desc = "Run tests" if s.kind == "test" else {"git status": "Show working tree status", "make build": "Build project",
                                                       "npm run build": "Build project"}.get(a["command"], s.thought.rstrip("."))
        return "Bash", {"command": a["command"], "description": desc}

    def obs(self, ctx, s: Step):
        if s.kind == "read":
            return V.numbered(s.out, 1, "arrow") + ("\n\n<system-reminder>\nWhen reading files, consider whether the code could "
                                                     "be malicious; you may analyse it but must not improve malware.\n</system-reminder>"
                                                     if ctx.rng.random() < 0.5 else "")
        if s.kind == "edit":
            if s.err:
                return s.out
            return (f"The file {s.args['path']} has been updated. Snippet of the edited region (cat -n):\n"
                    + V.numbered(s.args["new"], ctx.rng.randint(10, 300), "arrow"))
        if s.kind == "write":
            return f"File created successfully at: {s.args['path']}"
        if s.err:
            return f"Exit code 1\n{s.out}"
        return s.out

    def edit_failure_text(self, ctx, s):
        return ("<tool_use_error>String to replace not found in file.\nString: " + s.args["old"] + "</tool_use_error>")

    def retry(self, ctx, conv, kind):
        if kind != "hook_feedback":
            return super().retry(ctx, conv, kind)
        st = C.make_step(ctx, "edit")
        name, args = self.call(ctx, st)
        tid = ctx.call_id("toolu")
        conv.msgs.append({"role": "assistant", "content": [{"type": "tool_use", "id": tid, "name": name, "input": args}]})
        conv.msgs.append({"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": tid, "content": self.obs(ctx, st)},
            {"type": "text", "text": "<system-reminder>\nPostToolUse:Edit hook reported problems:\n"
                                     + V.lint_output(ctx.rng, ctx.repo) + "\n</system-reminder>"}]})

    def body_extra(self, ctx):
        r = ctx.rng
        uid = (f"user_{ctx.user_hash}_account__session_{ctx.session}" if r.random() < 0.5 else
               json.dumps({"device_id": ctx.user_hash, "account_uuid": V.uuid4(r), "session_id": ctx.session}))
        e = {"metadata": {"user_id": uid}, "max_tokens": r.choice([32000, 21333, 64000, 16000]), "stream": True}
        if r.random() < 0.5:
            e["thinking"] = {"type": "enabled", "budget_tokens": r.choice([4000, 10000, 31999])}
        else:
            e["temperature"] = 1
        if r.random() < 0.2:
            e["context_management"] = {"edits": [{"type": "clear_tool_uses_20250919"}]}
        return e

    def side(self, ctx, conv, kind):
        r = ctx.rng
        meta = {"user_id": f"user_{ctx.user_hash}_account__session_{ctx.session}"}
        if kind == "title":
            return {"model": r.choice(self.SMALL), "max_tokens": 512, "temperature": 0, "stream": True, "metadata": meta,
                    "system": [{"type": "text", "text": "Summarize this coding conversation in under 50 characters. Capture the "
                                                        "main task, key files, problems addressed and current status.",
                                "cache_control": {"type": "ephemeral"}}],
                    "messages": [{"role": "user", "content": "Write a 5-10 word title for the conversation below.\n\n"
                                  + C.transcript(conv.turns, 1500) + "\n\nReply with the title only."}]}
        if kind == "quota":
            return {"model": r.choice(self.SMALL), "max_tokens": 1, "metadata": meta,
                    "messages": [{"role": "user", "content": "quota"}]}
        if kind == "bash_prefix":
            cmd = r.choice([f"git diff {ctx.repo.any_file()}", f"{V.TEST_CMD[ctx.repo.lang][0]} -k {ctx.repo.fn()}",
                            f"cat {ctx.repo.any_file()} | head -50", "npm run lint -- --fix", "git commit -m 'wip'"])
            return {"model": r.choice(self.SMALL), "max_tokens": 512, "temperature": 0, "stream": True, "metadata": meta,
                    "system": [{"type": "text", "text": "Your job is to classify shell commands for a permission system. Reply "
                                                        "with the command prefix only."}],
                    "messages": [{"role": "user", "content": "<policy_spec>\nA command prefix is the leading part of a command "
                                  "that identifies what it does, e.g. `git diff` for `git diff --stat HEAD~1`. If the command "
                                  "chains several commands or contains substitution, answer `command_injection_detected`.\n"
                                  "Examples:\n- npm test -- -t foo => npm test\n- ls -la => ls\n- git push origin main => git push\n"
                                  f"</policy_spec>\n\nCommand: {cmd}\n\nAnswer with the prefix only."}]}
        if kind == "topic":
            return {"model": r.choice(self.SMALL), "max_tokens": 512, "temperature": 0, "stream": True, "metadata": meta,
                    "system": [{"type": "text", "text": "Decide whether this message starts a new conversation topic. If it "
                                                        "does, give a two or three word title for it. Answer as JSON with the "
                                                        "fields isNewTopic (boolean) and title (string or null) and nothing else."}],
                    "messages": [{"role": "user", "content": conv.first_text}]}
        # compaction: the whole history plus a final request for a summary, on the main model
        msgs = list(conv.msgs) + [{"role": "user", "content": [{"type": "text", "text":
            "Your task now is to write a detailed summary of this conversation so far, so that the work can continue in a "
            "fresh context. Cover: 1. the user's requests and intent, 2. key technical concepts, 3. files and code sections "
            "touched (with short snippets), 4. errors met and how they were fixed, 5. pending tasks, 6. the current work, "
            "7. the next step. Wrap your analysis in <analysis> tags and the final summary in <summary> tags."}]}]
        return {"model": self.model(ctx), "max_tokens": 20000, "stream": True, "metadata": meta,
                "system": [{"type": "text", "text": "You are a helpful AI assistant tasked with summarizing conversations."}],
                "messages": msgs}


# ====================================================================== Amp-like (Anthropic, different tool set)
class AmpLike(Anthropic):
    name = "amp_like"
    side_kinds = ["title"]

    def model(self, ctx):
        return ctx.rng.choice(["claude-sonnet-4-5-20250929", "claude-opus-4-5-20251101", "claude-sonnet-4-20250514"])

    def headers(self, ctx):
        r = ctx.rng
        h = {"content-type": "application/json", "anthropic-version": "2023-06-01",
             "anthropic-beta": "interleaved-thinking-2025-05-14,fine-grained-tool-streaming-2025-05-14",
             "user-agent": f"amp-cli/0.0.{r.randint(1700000000, 1767000000)}", "x-amp-thread-id": "T-" + V.uuid4(r),
             "authorization": "Bearer gw-redacted-token"}
        h.update(C.stainless_headers(r, "js"))
        return h

    def system_blocks(self, ctx):
        rp = ctx.repo
        env = (f"# Environment\n\nToday's date: {ctx.date}\nWorking directory: {rp.root}\nWorkspace root folder: {rp.root}\n"
               f"Operating system: {ctx.platform} ({ctx.os_version})\nRepository: https://github.com/acme/{rp.name}\n"
               f"Directory listing of the workspace root:\n{rp.ls()}")
        return [{"type": "text", "text": "You are a powerful agentic coding assistant working inside the user's editor and terminal.\n\n"
                 + C.sections("amp", ["Agency", "Examples", "Conventions & Rules", "AGENT.md file", "Context", "Communication"], 8),
                 "cache_control": {"type": "ephemeral"}},
                {"type": "text", "text": env}]

    def first_user_blocks(self, ctx, ask):
        b = [{"type": "text", "text": ask}]
        if ctx.rng.random() < 0.5:
            f = ctx.repo.any_file()
            b.append({"type": "text", "text": f"<user-state>\nCurrently visible files in the editor:\n- {ctx.repo.root}/{f}\n"
                                              f"Cursor on line {ctx.rng.randint(1, 300)}\n</user-state>"})
        return b

    def tools(self, ctx):
        T = C.anth_tool
        return [
            T("Bash", C.tooldesc("amp-bash", "Execute a shell command in the workspace.", 8), {"cmd": P("string", "Command"),
              "cwd": P("string", "Absolute working directory")}, ["cmd"]),
            T("create_file", C.tooldesc("amp-create", "Create or overwrite a file.", 3), {"path": P("string", "Absolute path"),
              "content": P("string", "Content")}),
            T("edit_file", C.tooldesc("amp-edit", "Make edits to a text file by replacing old_str with new_str.", 6),
              {"path": P("string", "Absolute path"), "old_str": P("string", "Text to find"), "new_str": P("string", "Replacement"),
               "replace_all": P("boolean", "All occurrences")}, ["path", "old_str", "new_str"]),
            T("glob", C.tooldesc("amp-glob", "Fast file pattern matching.", 4), {"filePattern": P("string", "Pattern"),
              "limit": P("number", "Max results")}, ["filePattern"]),
            T("Grep", C.tooldesc("amp-grep", "Search for exact text patterns in files.", 5), {"pattern": P("string", "Pattern"),
              "path": P("string", "Path")}, ["pattern"]),
            T("Read", C.tooldesc("amp-read", "Read a file or list a directory.", 5), {"path": P("string", "Absolute path"),
              "read_range": P("array", "Optional [start, end] lines", items={"type": "number"})}, ["path"]),
            T("read_web_page", "Read a web page as markdown.", {"url": P("string", "URL")}),
            T("Task", C.tooldesc("amp-task", "Run a sub-agent for a multi-step side task.", 5), {"prompt": P("string", "Instructions"),
              "description": P("string", "Short label")}),
            T("todo_write", "Update the todo list.", {"todos": P("array", "Todos", items={"type": "object"})}),
            T("todo_read", "Read the todo list.", {}, []),
            T("oracle", C.tooldesc("amp-oracle", "Ask a stronger reasoning model for a second opinion on a plan or bug.", 4),
              {"task": P("string", "Question"), "files": P("array", "Relevant files", items={"type": "string"})}, ["task"]),
            T("get_diagnostics", "Get diagnostics for a file or directory.", {"path": P("string", "Path")}),
            T("web_search", "Search the web.", {"query": P("string", "Query")}),
        ]

    def call(self, ctx, s):
        a = s.args
        return {"ls": ("Read", {"path": a.get("path", ctx.repo.root)}), "glob": ("glob", {"filePattern": a.get("pattern", "")}),
                "grep": ("Grep", {"pattern": a.get("pattern", ""), "path": ctx.repo.root}), "read": ("Read", {"path": a.get("path", "")}),
                "edit": ("edit_file", {"path": a.get("path", ""), "old_str": a.get("old", ""), "new_str": a.get("new", "")}),
                "write": ("create_file", {"path": a.get("path", ""), "content": a.get("content", "")}),
                }.get(s.kind) or ("Bash", {"cmd": a["command"], "cwd": ctx.repo.root})

    def obs(self, ctx, s):
        if s.kind == "read":
            return V.numbered(s.out, 1, "colon")
        if s.kind == "edit" and not s.err:
            return jdump({"diff": f"```diff\n@@ -1,2 +1,4 @@\n-{s.args['old']}\n+{s.args['new']}\n```", "lineRange": [12, 18]})
        if s.kind in ("bash", "test"):
            return jdump({"output": s.out[-20000:], "exitCode": 1 if s.err else 0})
        return s.out

    def body_extra(self, ctx):
        return {"max_tokens": 32000, "stream": True, "temperature": 1,
                **({"thinking": {"type": "enabled", "budget_tokens": 8000}} if ctx.rng.random() < 0.4 else {})}

    def side(self, ctx, conv, kind):
        return {"model": "claude-haiku-4-5-20251001", "max_tokens": 100, "stream": False,
                "system": [{"type": "text", "text": "Write a short, specific title (max 7 words) for a coding thread that "
                                                    "starts with the message below. Output only the title."}],
                "messages": [{"role": "user", "content": [{"type": "text", "text": conv.first_text[:6000]}]}]}


# ====================================================================== Codex CLI (Responses API)
class CodexCLI(Responses):
    name = "codex_cli"
    side_kinds = ["compact"]
    retry_kinds = ["edit_failed", "test_after_edit", "human_retry"]

    def model(self, ctx):
        return ctx.rng.choice(["gpt-5-codex", "gpt-5.1-codex", "gpt-5.1-codex-max", "gpt-5", "gpt-5.1", "gpt-5.2-codex"])

    def headers(self, ctx):
        r = ctx.rng
        ver = f"0.{r.randint(40, 70)}.{r.randint(0, 3)}"
        h = {"content-type": "application/json", "accept": "text/event-stream", "originator": "codex_cli_rs",
             "user-agent": f"codex_cli_rs/{ver} ({r.choice(['Ubuntu 24.4.0', 'Mac OS 15.1.0', 'Debian 12.0.0'])}; "
                           f"{r.choice(['x86_64', 'arm64'])}) {r.choice(['xterm-256color', 'WezTerm/20240203', 'iTerm.app/3.5.10', 'vscode/1.95.3'])}",
             "version": ver, "session-id": ctx.session, "authorization": "Bearer gw-redacted-token"}
        if r.random() < 0.6:
            h["thread-id"] = ctx.session
        if r.random() < 0.3:
            h["openai-beta"] = "responses=experimental"
        return h

    def prefix_items(self, ctx):
        r = ctx.rng
        base = ("You are Codex, a coding agent running in the Codex CLI, a terminal-based assistant. You and the user share "
                "one workspace.\n\n" + C.sections("codex", ["General", "Editing constraints", "Plan tool", "Sandboxing and approvals",
                                                           "Special user requests", "Presenting your work", "Final answer structure"], 24)
                + "\n\n" + C.examples("codex", 70) + "\n\n" + C.sections("codex2", ["apply_patch format", "Shell guidelines", "Testing", "Ambition vs precision"], 16))
        perm = (f"<permissions instructions>\nFilesystem sandboxing decides which files you can read or write. The sandbox "
                f"mode is `{r.choice(['workspace-write', 'read-only', 'danger-full-access'])}`; network access is "
                f"{r.choice(['restricted', 'enabled'])}. The approval policy is `{r.choice(['on-request', 'never', 'untrusted', 'on-failure'])}`: "
                "escalate only when a command must run outside the sandbox.\n</permissions instructions>")
        items = [{"type": "message", "role": "developer", "content": [{"type": "input_text", "text": base}]},
                 {"type": "message", "role": "developer", "content": [{"type": "input_text", "text": perm}]}]
        rp = ctx.repo
        if r.random() < 0.75:
            agents = (f"# AGENTS.md instructions for {rp.root}\n\n<INSTRUCTIONS>\n# {rp.name}\n\n## Build & test\n"
                      f"- `{V.TEST_CMD[rp.lang][0]}` runs the unit tests\n- `{V.LINT_CMD[rp.lang][0]}` must be clean before you finish\n\n"
                      "## Style\n" + C.prose("agents-md" + rp.name, 6) + "\n</INSTRUCTIONS>")
            items.append(self.user_item(ctx, agents))
        envc = (f"<environment_context>\n  <cwd>{rp.root}</cwd>\n  <approval_policy>{r.choice(['on-request', 'never'])}</approval_policy>\n"
                f"  <sandbox_mode>workspace-write</sandbox_mode>\n  <network_access>{r.choice(['restricted', 'enabled'])}</network_access>\n"
                f"  <shell>{ctx.shell}</shell>\n</environment_context>")
        items.append(self.user_item(ctx, envc))
        return items

    def first_items(self, ctx, ask):
        it = self.user_item(ctx, ask)
        if ctx.rng.random() < 0.06:
            it["content"].insert(0, {"type": "input_image", "image_url": "data:image/png;base64,iVBORw0KGgo" + V.uid(
                ctx.rng, ctx.rng.randint(200, 2000), "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")})
        return [it]

    def tools(self, ctx):
        R = C.resp_tool
        t = [R("shell", C.tooldesc("codex-shell", "Runs a shell command and returns its output.", 4),
               {"command": P("array", "The command and its arguments", items={"type": "string"}),
                "workdir": P("string", "Working directory"), "timeout_ms": P("number", "Timeout in milliseconds"),
                "with_escalated_permissions": P("boolean", "Ask to run outside the sandbox"),
                "justification": P("string", "Why escalation is needed")}, ["command"]),
             R("apply_patch", "Edit files with a patch in the apply_patch format (*** Begin Patch ... *** End Patch).",
               {"input": P("string", "The whole patch")}),
             R("update_plan", C.tooldesc("codex-plan", "Update the task plan shown to the user.", 3),
               {"explanation": P("string", "Optional note"), "plan": P("array", "Steps", items={"type": "object", "properties": {
                   "step": {"type": "string"}, "status": {"type": "string", "enum": ["pending", "in_progress", "completed"]}},
                   "required": ["step", "status"], "additionalProperties": False})}, ["plan"]),
             R("view_image", "Attach a local image to the conversation.", {"path": P("string", "Image path")}),
             {"type": "web_search"}]
        if ctx.rng.random() < 0.35:
            t.append({"type": "namespace", "name": "mcp__github", "description": "Tools from the github MCP server",
                      "tools": [R("list_pull_requests", "List PRs", {"repo": P("string", "owner/name")}),
                                R("get_issue", "Get an issue", {"repo": P("string", "owner/name"), "number": P("number", "Issue number")})]})
        return t

    def call(self, ctx, s):
        a = s.args
        if s.kind == "edit":
            return "apply_patch", {"input": f"*** Begin Patch\n*** Update File: {_rel(ctx, a['path'])}\n@@\n"
                                            + "\n".join("-" + x for x in a["old"].splitlines()) + "\n"
                                            + "\n".join("+" + x for x in a["new"].splitlines()) + "\n*** End Patch"}
        if s.kind == "write":
            return "apply_patch", {"input": f"*** Begin Patch\n*** Add File: {_rel(ctx, a['path'])}\n"
                                            + "\n".join("+" + x for x in a["content"].splitlines()) + "\n*** End Patch"}
        cmd = {"ls": "ls -la", "glob": f"rg --files -g '{a.get('pattern', '')}'", "grep": f"rg -n \"{a.get('pattern', '')}\"",
               "read": f"sed -n '1,200p' {_rel(ctx, a.get('path', ''))}"}.get(s.kind) or a["command"]
        return "shell", {"command": ["bash", "-lc", cmd], "workdir": ctx.repo.root, "timeout_ms": 120000}

    def obs(self, ctx, s):
        r = ctx.rng
        if s.kind in ("edit", "write"):
            if s.err:
                return s.out
            return f"Success. Updated the following files:\nM {_rel(ctx, s.args['path'])}\n"
        if r.random() < 0.5:
            return jdump({"output": s.out, "metadata": {"exit_code": 1 if s.err else 0, "duration_seconds": round(r.uniform(0, 30), 1)}})
        return f"Exit code: {1 if s.err else 0}\nWall time: {r.uniform(0, 30):.1f} seconds\nOutput:\n{s.out}"

    def edit_failure_text(self, ctx, s):
        return (f"apply_patch verification failed: Failed to find expected lines in {_rel(ctx, s.args['path'])}:\n{s.args['old']}")

    def body_extra(self, ctx):
        r = ctx.rng
        return {"tool_choice": "auto", "parallel_tool_calls": r.random() < 0.3,
                "reasoning": {"effort": r.choice(["low", "medium", "high", "medium"]), "summary": "auto"},
                "store": False, "stream": True, "include": ["reasoning.encrypted_content"], "prompt_cache_key": ctx.session,
                **({"text": {"verbosity": "medium"}} if r.random() < 0.5 else {})}

    def side(self, ctx, conv, kind):
        items = list(conv.msgs) + [self.user_item(ctx,
            "You are performing a context checkpoint compaction. Write a handoff summary for another model that will resume "
            "this task: what was asked, what has been done, current state of the files, open problems, and the exact next "
            "steps. Be concise and structured.")]
        body = {"model": self.model(ctx), "input": items, "tools": [], "tool_choice": "auto", "parallel_tool_calls": False,
                "reasoning": {"effort": "medium", "summary": "auto"}, "store": False, "stream": True,
                "include": ["reasoning.encrypted_content"], "prompt_cache_key": ctx.session}
        return body


# ====================================================================== Gemini CLI / Qwen Code (OpenAI-compatible chat)
class GeminiCLI(ChatTools):
    name = "gemini_cli"
    side_kinds = ["next_speaker", "compress", "next_speaker"]
    call_style = "short"
    ua = "GeminiCLI/{v} ({p}; {a})"
    label = "Gemini CLI"

    def model(self, ctx):
        return ctx.rng.choice(["gemini-2.5-pro", "gemini-2.5-flash", "gemini-3-pro-preview"])

    def small(self, ctx):
        return "gemini-2.5-flash"

    def headers(self, ctx):
        r = ctx.rng
        h = {"content-type": "application/json", "authorization": "Bearer gw-redacted-token",
             "user-agent": self.ua.format(v=f"0.{r.randint(10, 20)}.{r.randint(0, 9)}", p=ctx.platform, a=r.choice(["x64", "arm64"]))}
        h.update(C.stainless_headers(r, "js"))
        return h

    def system_msgs(self, ctx):
        return [{"role": "system", "content": f"You are an interactive CLI agent ({self.label}) specializing in software "
                 "engineering tasks. Help users safely and efficiently, using the available tools.\n\n"
                 + C.sections(self.name, ["Core Mandates", "Primary Workflows", "Operational Guidelines", "Tone and Style",
                                          "Security and Safety Rules", "Tool Usage", "Interaction Details", "Git Repository",
                                          "Examples", "Final Reminder"], 12) + "\n\n" + C.examples(self.name, 20)}]

    def first_user(self, ctx, ask):
        rp = ctx.repo
        setup = (f"This is the {self.label}. We are setting up the context for our chat.\nToday's date is {ctx.date}.\n"
                 f"My operating system is: {ctx.platform}\nI'm currently working in the directory: {rp.root}\n"
                 f"Here is the folder structure of the current working directories:\n\nShowing up to 200 items (files + folders).\n\n"
                 + rp.tree())
        msgs = [{"role": "user", "content": setup}, {"role": "assistant", "content": "Got it. Thanks for the context!"}]
        text = ask
        if ctx.rng.random() < 0.2:
            f = rp.any_file()
            text = (f"{ask} @{f}\n--- Content from referenced files ---\nContent from @{f}:\n"
                    + V.file_content(ctx.rng, rp, ctx.rng.randint(20, 80)) + "\n--- End of content ---")
        msgs.append({"role": "user", "content": text})
        return msgs

    def tools(self, ctx):
        T = C.chat_tool
        return [
            T("list_directory", C.tooldesc("g-ls", "Lists files and subdirectories in a directory.", 3), {"path": P("string", "Absolute path"),
              "ignore": P("array", "Glob patterns to skip", items={"type": "string"})}, ["path"]),
            T("read_file", C.tooldesc("g-read", "Reads a file; large files can be paged with offset and limit.", 4),
              {"absolute_path": P("string", "Absolute path"), "offset": P("number", "Start line"), "limit": P("number", "Lines")}, ["absolute_path"]),
            T("search_file_content", C.tooldesc("g-grep", "Searches file contents with a regular expression.", 3),
              {"pattern": P("string", "Regex"), "path": P("string", "Directory"), "include": P("string", "File glob")}, ["pattern"]),
            T("glob", C.tooldesc("g-glob", "Finds files matching a glob pattern.", 3), {"pattern": P("string", "Pattern"),
              "path": P("string", "Directory")}, ["pattern"]),
            T("replace", C.tooldesc("g-replace", "Replaces text within a file; needs enough context to be unique.", 7),
              {"file_path": P("string", "Absolute path"), "old_string": P("string", "Exact text"), "new_string": P("string", "New text"),
               "expected_replacements": P("number", "How many occurrences")}, ["file_path", "old_string", "new_string"]),
            T("write_file", "Writes content to a file.", {"file_path": P("string", "Absolute path"), "content": P("string", "Content")}),
            T("web_fetch", "Fetches and processes content from URLs in the prompt.", {"prompt": P("string", "Prompt with URLs")}),
            T("read_many_files", "Reads several files by path or glob.", {"paths": P("array", "Paths", items={"type": "string"})}),
            T("run_shell_command", C.tooldesc("g-shell", "Executes a shell command as `bash -c <command>`.", 6),
              {"command": P("string", "Command"), "description": P("string", "Short description"), "directory": P("string", "Relative dir")},
              ["command"]),
            T("save_memory", "Saves a fact to long-term memory.", {"fact": P("string", "Fact")}),
            T("google_web_search", "Performs a web search.", {"query": P("string", "Query")}),
            T("write_todos", "Maintains a todo list for the current task.", {"todos": P("array", "Todos", items={"type": "object"})}),
        ]

    def call(self, ctx, s):
        a = s.args
        return {"ls": ("list_directory", {"path": a.get("path", "")}), "glob": ("glob", {"pattern": a.get("pattern", "")}),
                "grep": ("search_file_content", {"pattern": a.get("pattern", "")}),
                "read": ("read_file", {"absolute_path": a.get("path", "")}),
                "edit": ("replace", {"file_path": a.get("path", ""), "old_string": a.get("old", ""), "new_string": a.get("new", "")}),
                "write": ("write_file", {"file_path": a.get("path", ""), "content": a.get("content", "")}),
                }.get(s.kind) or ("run_shell_command", {"command": a["command"], "description": s.thought})

    def _shell_out(self, ctx, s):
        return (f"Command: {s.args['command']}\nDirectory: (root)\nOutput: {s.out}\nError: (none)\n"
                f"Exit Code: {1 if s.err else 0}\nSignal: (none)\nBackground PIDs: (none)\nProcess Group PGID: {ctx.rng.randint(1000, 99999)}")

    def obs(self, ctx, s):
        if s.kind in ("bash", "test"):
            out = self._shell_out(ctx, s)
        elif s.kind == "edit":
            out = s.out if s.err else f"Successfully modified file: {s.args['path']} (1 replacements)."
        elif s.kind == "write":
            out = f"Successfully created and wrote to new file: {s.args['path']}."
        elif s.kind == "ls":
            out = f"Directory listing for {s.args['path']}:\n" + "\n".join(("[DIR] " if "." not in x else "") + x for x in s.out.splitlines())
        elif s.kind == "grep":
            out = f"Found {s.out.count(chr(10)) + 1} matches for pattern \"{s.args['pattern']}\":\n---\n{s.out}\n---"
        else:
            out = s.out
        return jdump({"output": out}) if self.name == "gemini_cli" else out

    def edit_failure_text(self, ctx, s):
        return ("Failed to edit, 0 occurrences found for old_string in " + s.args["path"] +
                ". No edits made. The exact text in old_string was not found; use read_file to check the current content.")

    def body_extra(self, ctx):
        return {"stream": True, "temperature": 0, "top_p": 1, "stream_options": {"include_usage": True}}

    def side(self, ctx, conv, kind):
        r = ctx.rng
        if kind == "next_speaker":
            msgs = list(conv.msgs) + [{"role": "user", "content":
                "Look only at your previous reply. Decide who should speak next. If it announced a next action you intend "
                "to take, or it stops mid-thought, the model speaks next. If it ends with a direct question to the user, or "
                "it completed its statement, the user speaks next. Respond in JSON with `reasoning` and `next_speaker` "
                "('user' or 'model')."}]
            return {"model": self.small(ctx), "messages": msgs, "temperature": 0, "stream": False,
                    "response_format": {"type": "json_schema", "json_schema": {"name": "next_speaker", "schema": {
                        "type": "object", "properties": {"reasoning": {"type": "string"},
                                                         "next_speaker": {"type": "string", "enum": ["user", "model"]}},
                        "required": ["reasoning", "next_speaker"]}}}}
        sysm = ("You compress chat history for a coding agent. When the conversation grows too large you are asked to "
                "distill it into one structured XML snapshot that becomes the agent's only memory of the past. Keep every "
                "important detail, plan, error and user directive; drop chit-chat.\n\nFirst think privately in a scratchpad, "
                "then output the final <state_snapshot> with the sections <overall_goal>, <key_knowledge>, "
                "<file_system_state>, <recent_actions> and <current_plan>.")
        msgs = [{"role": "system", "content": sysm}] + list(conv.msgs[1:]) + [{"role": "user", "content":
                "First, reason in your scratchpad. Then, generate the <state_snapshot>."}]
        return {"model": self.model(ctx), "messages": msgs, "stream": False, "temperature": 0}


class QwenCode(GeminiCLI):
    name = "qwen_code"
    ua = "QwenCode/{v} ({p}; {a})"
    label = "Qwen Code"
    side_kinds = ["next_speaker", "compress"]
    call_style = "fc"

    def model(self, ctx):
        return ctx.rng.choice(["qwen3-coder-plus", "qwen3-coder-480b-a35b-instruct", "qwen3-coder-flash", "coder-model"])

    def small(self, ctx):
        return "qwen3-coder-flash"

    def tools(self, ctx):
        t = super().tools(ctx)
        for x in t:
            if x["function"]["name"] == "replace":
                x["function"]["name"] = "edit"
            if x["function"]["name"] == "write_todos":
                x["function"]["name"] = "todo_write"
            if x["function"]["name"] == "google_web_search":
                x["function"]["name"] = "web_search"
        t.append(C.chat_tool("task", "Delegate a sub-task to a specialised subagent.", {"description": P("string", "Label"),
                             "prompt": P("string", "Instructions"), "subagent_type": P("string", "Agent name")}))
        return t

    def call(self, ctx, s):
        n, a = super().call(ctx, s)
        return ("edit" if n == "replace" else n), a

    def body_extra(self, ctx):
        return {"stream": True, "temperature": 0, "top_p": 1, "stream_options": {"include_usage": True},
                "metadata": {"sessionId": ctx.session, "promptId": ctx.session[:8] + "########" + str(ctx.rng.randint(1, 40))}}


# ====================================================================== opencode
class OpenCode(ChatTools):
    name = "opencode"
    side_kinds = ["title", "compact"]
    call_style = "fc"

    def model(self, ctx):
        return ctx.rng.choice(["anthropic/claude-sonnet-4.5", "gpt-5", "qwen3-coder", "glm-4.6", "kimi-k2", "grok-code-fast-1",
                               "deepseek-chat"])

    def headers(self, ctx):
        r = ctx.rng
        return {"content-type": "application/json", "authorization": "Bearer gw-redacted-token",
                "user-agent": f"opencode/{r.choice(['0.15.', '1.0.'])}{r.randint(0, 120)} ai-sdk/provider-utils/3.0.{r.randint(1, 12)} runtime/bun/1.3.{r.randint(0, 3)}",
                "x-opencode-session": "ses_" + V.uid(r, 26)}

    def system_msgs(self, ctx):
        rp = ctx.repo
        env = (f"Here is some useful information about the environment you are running in:\n<env>\n  Working directory: {rp.root}\n"
               f"  Is directory a git repo: yes\n  Platform: {ctx.platform}\n  Today's date: {ctx.date}\n</env>\n<project>\n{rp.tree(80)}\n</project>")
        m = [{"role": "system", "content": "You are opencode, an interactive CLI tool that helps users with software engineering tasks.\n\n"
              + C.sections("opencode", ["Tone and style", "Proactiveness", "Following conventions", "Doing tasks", "Tool usage policy"], 12)
              + "\n\n" + C.examples("opencode", 16)},
             {"role": "system", "content": env}]
        if ctx.rng.random() < 0.6:
            m.append({"role": "system", "content": f"Instructions from: {rp.root}/AGENTS.md\n# {rp.name}\n" + C.prose("oc-agents" + rp.name, 6)})
        return m

    def tools(self, ctx):
        T = C.chat_tool
        return [T("bash", C.tooldesc("oc-bash", "Executes a bash command with optional timeout.", 10), {"command": P("string", "Command"),
                  "timeout": P("number", "ms"), "description": P("string", "5-10 word description")}, ["command", "description"]),
                T("edit", C.tooldesc("oc-edit", "Performs exact string replacements in files.", 6), {"filePath": P("string", "Absolute path"),
                  "oldString": P("string", "Text to replace"), "newString": P("string", "Replacement"), "replaceAll": P("boolean", "All")},
                  ["filePath", "oldString", "newString"]),
                T("webfetch", "Fetches content from a URL.", {"url": P("string", "URL"), "format": P("string", "text|markdown|html")}),
                T("glob", C.tooldesc("oc-glob", "Fast file pattern matching tool.", 3), {"pattern": P("string", "Glob"), "path": P("string", "Dir")}, ["pattern"]),
                T("grep", C.tooldesc("oc-grep", "Fast content search tool.", 3), {"pattern": P("string", "Regex"), "path": P("string", "Dir"),
                  "include": P("string", "File pattern")}, ["pattern"]),
                T("list", "Lists files and directories in a path.", {"path": P("string", "Absolute path"), "ignore": P("array", "Globs", items={"type": "string"})}, []),
                T("read", C.tooldesc("oc-read", "Reads a file from the local filesystem.", 5), {"filePath": P("string", "Absolute path"),
                  "offset": P("number", "Line"), "limit": P("number", "Lines")}, ["filePath"]),
                T("write", "Writes a file to the local filesystem.", {"filePath": P("string", "Absolute path"), "content": P("string", "Content")}),
                T("todowrite", C.tooldesc("oc-todo", "Create and manage a structured task list.", 8), {"todos": P("array", "Todos", items={"type": "object"})}),
                T("todoread", "Read the todo list.", {}, []),
                T("task", C.tooldesc("oc-task", "Launch a new agent for complex, multi-step tasks.", 5), {"description": P("string", "Label"),
                  "prompt": P("string", "Task"), "subagent_type": P("string", "Agent")})]

    def call(self, ctx, s):
        a = s.args
        return {"ls": ("list", {"path": a.get("path", "")}), "glob": ("glob", {"pattern": a.get("pattern", "")}),
                "grep": ("grep", {"pattern": a.get("pattern", ""), "path": ctx.repo.root}), "read": ("read", {"filePath": a.get("path", "")}),
                "edit": ("edit", {"filePath": a.get("path", ""), "oldString": a.get("old", ""), "newString": a.get("new", "")}),
                "write": ("write", {"filePath": a.get("path", ""), "content": a.get("content", "")}),
                }.get(s.kind) or ("bash", {"command": a["command"], "description": s.thought})

    def obs(self, ctx, s):
        if s.kind == "read":
            return "<file>\n" + "\n".join(f"{i:05d}| {l}" for i, l in enumerate(s.out.splitlines(), 1)) + "\n</file>"
        if s.kind == "edit" and not s.err:
            if ctx.rng.random() < 0.3:
                return ("\nThis file has errors, please fix\n<file_diagnostics>\n" +
                        "\n".join(f"ERROR [{ctx.rng.randint(1, 300)}:{ctx.rng.randint(1, 40)}] " + l.split(": ", 1)[-1]
                                  for l in V.lint_output(ctx.rng, ctx.repo).splitlines()[:3]) + "\n</file_diagnostics>\n")
            return ""
        if s.kind == "write":
            return ""
        return s.out

    def edit_failure_text(self, ctx, s):
        return "Error: oldString not found in content"

    def body_extra(self, ctx):
        return {"stream": True, "max_tokens": 32000, "temperature": ctx.rng.choice([0, 0.55, 1]),
                **({"tool_choice": "auto"} if ctx.rng.random() < 0.5 else {})}

    def side(self, ctx, conv, kind):
        if kind == "title":
            return {"model": ctx.rng.choice(["anthropic/claude-haiku-4.5", "gpt-5-nano", "gemini-2.5-flash"]), "stream": False,
                    "max_tokens": 1500, "messages": [
                        {"role": "system", "content": "You generate titles. Output ONLY a short title for the thread (one line, "
                                                      "at most 50 characters, same language as the user, no quotes, no tool names)."},
                        {"role": "user", "content": "Generate a title for this conversation:\n"},
                        {"role": "user", "content": conv.first_text}]}
        msgs = list(conv.msgs) + [{"role": "user", "content": "Provide a detailed but concise summary of our conversation above. "
                                   "Focus on what was done, what is in progress, which files are being modified and what "
                                   "needs to be done next, so a new session can continue from it."}]
        return {"model": self.model(ctx), "messages": msgs, "stream": True, "max_tokens": 32000}


# ====================================================================== Crush
class Crush(ChatTools):
    name = "crush"
    side_kinds = ["title", "summarize"]
    call_style = "fc"

    def model(self, ctx):
        return ctx.rng.choice(["claude-sonnet-4-5", "gpt-5", "qwen/qwen3-coder", "moonshotai/kimi-k2-0905", "z-ai/glm-4.6"])

    def headers(self, ctx):
        r = ctx.rng
        return {"content-type": "application/json", "authorization": "Bearer gw-redacted-token",
                "user-agent": f"Charm-Crush/0.{r.randint(7, 20)}.{r.randint(0, 9)}", "x-stainless-lang": "go",
                "x-stainless-package-version": f"1.{r.randint(8, 12)}.0", "x-stainless-runtime": "go",
                "x-stainless-os": r.choice(["Linux", "MacOS"]), "x-stainless-arch": r.choice(["x64", "arm64"])}

    def system_msgs(self, ctx):
        rp = ctx.repo
        body = ("You are Crush, a terminal coding assistant. Work directly in the user's project.\n\n"
                + C.sections("crush", ["Memory", "Tone", "Proactiveness", "Conventions", "Code style", "Doing tasks", "Tool usage"], 8)
                + f"\n\n<env>\nWorking directory: {rp.root}\nIs directory a git repo: yes\nPlatform: {ctx.platform}\nToday's date: {ctx.date}\n</env>"
                + f"\n\n<project>\n{rp.tree(60)}\n</project>")
        if ctx.rng.random() < 0.5:
            body += f"\n\n<memory>\n<file path=\"{rp.root}/CRUSH.md\">\n" + C.prose("crushmd" + rp.name, 5) + "\n</file>\n</memory>"
        return [{"role": "system", "content": body}]

    def tools(self, ctx):
        T = C.chat_tool
        return [T("bash", C.tooldesc("cr-bash", "Run a shell command.", 8), {"command": P("string", "Command"), "timeout": P("number", "ms")}, ["command"]),
                T("download", "Download a URL to a file.", {"url": P("string", "URL"), "file_path": P("string", "Path")}),
                T("edit", C.tooldesc("cr-edit", "Edit a file by replacing old_string with new_string.", 6), {"file_path": P("string", "Path"),
                  "old_string": P("string", "Old"), "new_string": P("string", "New"), "replace_all": P("boolean", "All")}, ["file_path", "old_string", "new_string"]),
                T("multiedit", "Several edits to one file in one call.", {"file_path": P("string", "Path"), "edits": P("array", "Edits", items={"type": "object"})}),
                T("fetch", "Fetch a URL as text/markdown/html.", {"url": P("string", "URL"), "format": P("string", "Format")}),
                T("glob", "Find files by pattern.", {"pattern": P("string", "Pattern"), "path": P("string", "Dir")}, ["pattern"]),
                T("grep", "Search file contents.", {"pattern": P("string", "Regex"), "path": P("string", "Dir"), "include": P("string", "Glob"),
                  "literal_text": P("boolean", "Literal")}, ["pattern"]),
                T("ls", "List a directory tree.", {"path": P("string", "Path"), "ignore": P("array", "Globs", items={"type": "string"})}, []),
                T("sourcegraph", "Search public code on Sourcegraph.", {"query": P("string", "Query")}),
                T("view", C.tooldesc("cr-view", "View a file with line numbers.", 4), {"file_path": P("string", "Path"), "offset": P("number", "Line"),
                  "limit": P("number", "Lines")}, ["file_path"]),
                T("write", "Write a file.", {"file_path": P("string", "Path"), "content": P("string", "Content")}),
                T("diagnostics", "Get LSP diagnostics.", {"file_path": P("string", "Path")}, []),
                T("agent", "Launch a search sub-agent.", {"prompt": P("string", "Prompt")})]

    def call(self, ctx, s):
        a = s.args
        return {"ls": ("ls", {"path": a.get("path", "")}), "glob": ("glob", {"pattern": a.get("pattern", "")}),
                "grep": ("grep", {"pattern": a.get("pattern", ""), "path": ctx.repo.root}), "read": ("view", {"file_path": a.get("path", "")}),
                "edit": ("edit", {"file_path": a.get("path", ""), "old_string": a.get("old", ""), "new_string": a.get("new", "")}),
                "write": ("write", {"file_path": a.get("path", ""), "content": a.get("content", "")}),
                }.get(s.kind) or ("bash", {"command": a["command"]})

    def obs(self, ctx, s):
        if s.kind == "read":
            return "<file>\n" + "\n".join(f"{i:6d}|{l}" for i, l in enumerate(s.out.splitlines(), 1)) + "\n</file>"
        if s.kind == "edit" and not s.err:
            return f"<result>\nContent replaced in file: {s.args['path']}\n</result>"
        if s.kind in ("bash", "test"):
            return s.out + (f"\n\nExit code {1}" if s.err else "") + f"\n\n<cwd>{ctx.repo.root}</cwd>"
        return s.out

    def edit_failure_text(self, ctx, s):
        return "old_string not found in file. Make sure it matches exactly, including whitespace and line breaks"

    def body_extra(self, ctx):
        return {"stream": True, "max_tokens": ctx.rng.choice([5000, 16000, 32000]), "stream_options": {"include_usage": True}}

    def side(self, ctx, conv, kind):
        if kind == "title":
            return {"model": ctx.rng.choice(["claude-3-5-haiku-latest", "gpt-4.1-mini"]), "stream": False, "max_tokens": 40, "messages": [
                {"role": "system", "content": "Generate a short title (under 50 characters, one line, no quotes or colons) "
                                              "for the session, based on the user's first message."},
                {"role": "user", "content": conv.first_text}]}
        msgs = [{"role": "system", "content": "You summarize coding sessions so they can be continued later. Keep file paths, "
                                              "decisions, open issues and next steps."}] + list(conv.msgs[1:]) + [
            {"role": "user", "content": "Summarize the session above into a continuation note."}]
        return {"model": self.model(ctx), "messages": msgs, "stream": True, "max_tokens": 8000}


# ====================================================================== goose
class Goose(ChatTools):
    name = "goose"
    side_kinds = ["session_name", "summarize"]
    call_style = "fc"

    def model(self, ctx):
        return ctx.rng.choice(["gpt-4o", "claude-sonnet-4-5", "qwen3-coder", "gpt-4.1", "gemini-2.5-pro"])

    def headers(self, ctx):
        r = ctx.rng
        return {"content-type": "application/json", "authorization": "Bearer gw-redacted-token",
                "user-agent": f"goose/1.{r.randint(5, 16)}.{r.randint(0, 3)}"}

    def system_msgs(self, ctx):
        ext = ("# Extensions\n\nExtensions give you tools and context. You can enable more with platform__manage_extensions.\n\n"
               "## developer\n### Instructions\n" + C.prose("goose-dev", 10) + f"\n\nThe current working directory is {ctx.repo.root}.\n\n"
               "## todo\n### Instructions\nKeep a todo list for multi-step work.\n")
        return [{"role": "system", "content": "You are a general-purpose AI agent called goose. You help with coding and "
                 f"operational tasks on the user's machine.\n\nThe current date is {ctx.date}.\n\n" + ext + "\n\n# Response Guidelines\n"
                 + C.prose("goose-resp", 6)}]

    def tools(self, ctx):
        T = C.chat_tool
        t = [T("developer__shell", C.tooldesc("g-shell2", "Execute a command in the shell and return its output.", 8), {"command": P("string", "Command")}),
             T("developer__text_editor", C.tooldesc("g-editor", "View, write and edit files (view, write, str_replace, insert, undo_edit).", 8),
               {"command": P("string", "Operation", enum=["view", "write", "str_replace", "insert", "undo_edit"]), "path": P("string", "Absolute path"),
                "file_text": P("string", "For write"), "old_str": P("string", "For str_replace"), "new_str": P("string", "For str_replace"),
                "view_range": P("array", "Lines", items={"type": "integer"})}, ["command", "path"]),
             T("developer__analyze", "Analyze code structure of a path.", {"path": P("string", "Path")}),
             T("developer__image_processor", "Process an image file.", {"path": P("string", "Path")}),
             T("platform__manage_extensions", "Enable or disable extensions.", {"action": P("string", "enable|disable"), "extension_name": P("string", "Name")}),
             T("platform__search_available_extensions", "List extensions that can be enabled.", {}, []),
             T("todo__todo_write", "Overwrite the todo list.", {"content": P("string", "Todo markdown")})]
        if ctx.rng.random() < 0.4:
            t.append(T("memory__remember_memory", "Store a memory.", {"category": P("string", "Category"), "data": P("string", "Data")}))
        return t

    def call(self, ctx, s):
        a = s.args
        if s.kind == "read":
            return "developer__text_editor", {"command": "view", "path": a["path"]}
        if s.kind == "edit":
            return "developer__text_editor", {"command": "str_replace", "path": a["path"], "old_str": a["old"], "new_str": a["new"]}
        if s.kind == "write":
            return "developer__text_editor", {"command": "write", "path": a["path"], "file_text": a["content"]}
        cmd = {"ls": f"ls -la {a.get('path', '')}", "glob": f"rg --files | rg '{a.get('pattern', '')}'",
               "grep": f"rg -n '{a.get('pattern', '')}'"}.get(s.kind) or a["command"]
        return "developer__shell", {"command": cmd}

    def obs(self, ctx, s):
        if s.kind == "read":
            return f"### {s.args['path']}\n```{ctx.repo.ext}\n{V.numbered(s.out, 1, 'colon')}\n```"
        if s.kind == "edit" and not s.err:
            return f"The file {s.args['path']} has been edited, and the section now reads:\n```\n{s.args['new']}\n```"
        if s.err and s.kind in ("bash", "test"):
            return s.out + "\nCommand failed with exit code 1"
        return s.out

    def edit_failure_text(self, ctx, s):
        return "'old_str' must appear exactly once in the file, but it does not appear in the file. Make sure the string exactly matches existing file content, including whitespace!"

    def body_extra(self, ctx):
        return {"stream": True, "stream_options": {"include_usage": True}, "temperature": ctx.rng.choice([0.2, 0.5, 1.0])}

    def side(self, ctx, conv, kind):
        if kind == "session_name":
            return {"model": self.model(ctx), "stream": False, "messages": [
                {"role": "system", "content": "Reply with a description of the session in four words or fewer. No punctuation, "
                                              "no quotes, just the words."},
                {"role": "user", "content": "Here are the first few user messages:\n" + conv.first_text[:5000]}]}
        return {"model": self.model(ctx), "stream": False, "messages": [
            {"role": "system", "content": "You summarize a conversation between a user and an agent so that it can continue "
                                          "with less context. Keep requests, decisions, tool findings and open work."},
            {"role": "user", "content": "Summarize this conversation:\n\n" + C.transcript(conv.turns, 3000)}]}


# ====================================================================== Kimi CLI-like
class KimiCLI(ChatTools):
    name = "kimi_cli"
    side_kinds = ["compact"]
    call_style = "short"

    def model(self, ctx):
        return ctx.rng.choice(["kimi-for-coding", "kimi-k2-turbo-preview", "kimi-k2-0905-preview", "kimi-k2-thinking"])

    def headers(self, ctx):
        r = ctx.rng
        h = {"content-type": "application/json", "authorization": "Bearer gw-redacted-token",
             "user-agent": f"KimiCLI/0.{r.randint(40, 60)}"}
        h.update(C.stainless_headers(r, "py"))
        return h

    def system_msgs(self, ctx):
        rp = ctx.repo
        s = ("You are Kimi CLI, an interactive general agent running on the user's computer. Answer questions and finish "
             "tasks safely, using the tools when needed. For simple questions that need nothing from the working directory "
             "or the internet, just answer.\n\nHints from the system may appear inside <system> tags in user or tool "
             "messages.\n\n" + C.sections("kimi", ["General coding guidelines", "Working environment", "Safety"], 7)
             + f"\n\n# Working directory\n\nThe current date and time is {ctx.date}T{ctx.rng.randint(0, 23):02d}:00:00. "
             f"The current working directory is `{rp.root}`. Listing:\n\n```\n{rp.ls()}\n```\n")
        if ctx.rng.random() < 0.6:
            s += f"\n# Project information (AGENTS.md)\n\n`````\n# {rp.name}\n" + C.prose("kimi-agents" + rp.name, 5) + "\n`````\n"
        return [{"role": "system", "content": s}]

    def tools(self, ctx):
        T = C.chat_tool
        return [T("Task", "Delegate a task to a subagent.", {"description": P("string", "Label"), "subagent_name": P("string", "Agent"),
                  "prompt": P("string", "Task")}),
                T("SetTodoList", "Set the todo list.", {"todos": P("array", "Todos", items={"type": "object"})}),
                T("Shell", C.tooldesc("kimi-shell", "Execute a shell command.", 6), {"command": P("string", "Command"), "timeout": P("integer", "Seconds")}, ["command"]),
                T("ReadFile", C.tooldesc("kimi-read", "Read a text file.", 4), {"path": P("string", "Absolute path"), "line_offset": P("integer", "Start"),
                  "n_lines": P("integer", "Lines")}, ["path"]),
                T("Glob", "Find files by glob.", {"pattern": P("string", "Pattern"), "directory": P("string", "Dir")}, ["pattern"]),
                T("Grep", "Search file contents with ripgrep.", {"pattern": P("string", "Regex"), "path": P("string", "Path"),
                  "output_mode": P("string", "Mode")}, ["pattern"]),
                T("WriteFile", "Write a file.", {"path": P("string", "Path"), "content": P("string", "Content"), "mode": P("string", "overwrite|append")}, ["path", "content"]),
                T("StrReplaceFile", "Replace strings in a file.", {"path": P("string", "Path"), "edit": P("object", "old/new pair")}),
                T("SearchWeb", "Search the web.", {"query": P("string", "Query")}),
                T("FetchURL", "Fetch a web page.", {"url": P("string", "URL")})]

    def call(self, ctx, s):
        a = s.args
        return {"glob": ("Glob", {"pattern": a.get("pattern", "")}), "grep": ("Grep", {"pattern": a.get("pattern", ""), "path": ctx.repo.root}),
                "read": ("ReadFile", {"path": a.get("path", "")}),
                "edit": ("StrReplaceFile", {"path": a.get("path", ""), "edit": {"old": a.get("old", ""), "new": a.get("new", "")}}),
                "write": ("WriteFile", {"path": a.get("path", ""), "content": a.get("content", "")}),
                "ls": ("Shell", {"command": f"ls -la {a.get('path', '')}"})}.get(s.kind) or ("Shell", {"command": a["command"]})

    def obs(self, ctx, s):
        if s.kind == "read":
            n = s.out.count("\n") + 1
            return V.numbered(s.out, 1, "tab") + f"\n<system>{n} lines read from file starting from line 1.</system>"
        if s.kind in ("bash", "test", "ls"):
            tag = "<system>ERROR: Command failed with exit code: 1.</system>" if s.err else "<system>Command executed successfully.</system>"
            return s.out + "\n" + tag
        if s.kind in ("edit", "write") and not s.err:
            return "<system>File successfully edited.</system>"
        return s.out

    def edit_failure_text(self, ctx, s):
        return "<system>ERROR: No replacements were made. The old string was not found in the file.</system>"

    def body_extra(self, ctx):
        return {"stream": True, "temperature": 0.6, "max_tokens": 32000}

    def side(self, ctx, conv, kind):
        msgs = [{"role": "system", "content": "You are a helpful assistant that compacts conversation context."},
                {"role": "user", "content": "Compact the following conversation into a concise but complete record that keeps "
                                            "task goals, decisions, file changes, errors and the next steps.\n\n"
                                            + C.transcript(conv.turns, 5000)}]
        return {"model": self.model(ctx), "messages": msgs, "stream": True, "max_tokens": 16000}
