"""Cline / Roo Code / Kilo Code: native tools and the older XML-in-system-prompt protocol."""
from __future__ import annotations

import json

from . import vocab as V
from .base import Family, rules_text, paras, PROJECT_RULES, fim_pieces, fim_prompt
from .common import S, L, tool, trajectory, steps_to_msgs, history_text, assistant_answer, call_id

CLINE_TOOLS = [
    tool("execute_command", "Run a CLI command on the user's machine in the current working directory. Explain what it does. Prefer non-interactive commands.",
         {"command": ("string", "The command line to run."), "requires_approval": ("boolean", "True for commands with side effects such as installs or deletions.")}),
    tool("read_file", "Read a file's contents at a path relative to the working directory. Text is returned as-is; PDFs and DOCX are converted to text.",
         {"path": ("string", "Path of the file to read.")}),
    tool("write_to_file", "Write a whole file, creating it and any missing folders. Always send the complete content, never a partial file.",
         {"path": ("string", "Path of the file."), "content": ("string", "Complete file content.")}),
    tool("replace_in_file", "Change parts of an existing file with SEARCH/REPLACE blocks. Each SEARCH must match the file exactly, once.",
         {"path": ("string", "Path of the file."), "diff": ("string", "One or more SEARCH/REPLACE blocks.")}),
    tool("search_files", "Regex search over files in a directory, returning matches with surrounding lines.",
         {"path": ("string", "Directory to search."), "regex": ("string", "Rust-flavoured regex."), "file_pattern": ("string", "Optional glob filter.")}, ["path", "regex"]),
    tool("list_files", "List files in a directory, optionally recursively. Do not use it to check that a file you created exists.",
         {"path": ("string", "Directory."), "recursive": ("boolean", "List recursively.")}, ["path"]),
    tool("list_code_definition_names", "List top-level definitions (classes, functions) in the source files of a directory.",
         {"path": ("string", "Directory.")}),
    tool("browser_action", "Drive a headless browser: launch, click, type, scroll, close. One action per message.",
         {"action": ("enum", "Action to perform.", ["launch", "click", "type", "scroll_down", "scroll_up", "close"]), "url": ("string", "URL for launch."),
          "coordinate": ("string", "x,y for click."), "text": ("string", "Text for type.")}, ["action"]),
    tool("use_mcp_tool", "Call a tool exposed by a connected MCP server.",
         {"server_name": ("string", "Server."), "tool_name": ("string", "Tool."), "arguments": ("string", "JSON arguments.")}),
    tool("ask_followup_question", "Ask the user a clarifying question when you cannot proceed without an answer.",
         {"question": ("string", "The question."), "options": ("array", "Optional 2-5 answer choices.")}, ["question"]),
    tool("attempt_completion", "Present the final result once the task is complete and every tool use succeeded.",
         {"result": ("string", "Final description of what was done."), "command": ("string", "Optional command that shows the result.")}, ["result"]),
    tool("new_task", "Start a fresh task with a handoff of the current context.", {"context": ("string", "Detailed handoff.")}),
    tool("plan_mode_respond", "In PLAN MODE, reply to the user with your plan or questions.", {"response": ("string", "The reply.")}),
]

ROO_EXTRA = [
    tool("apply_diff", "Apply precise SEARCH/REPLACE changes with line hints to an existing file.",
         {"path": ("string", "File path."), "diff": ("string", "Blocks of <<<<<<< SEARCH :start_line: ... ======= ... >>>>>>> REPLACE")}),
    tool("insert_content", "Insert lines at a given line number.", {"path": ("string", "File."), "line": ("integer", "1-based line, 0 appends."), "content": ("string", "Lines to insert.")}),
    tool("codebase_search", "Semantic search over the indexed codebase.", {"query": ("string", "Natural-language query."), "path": ("string", "Optional directory.")}, ["query"]),
    tool("switch_mode", "Ask to switch to another mode.", {"mode_slug": ("string", "Target mode."), "reason": ("string", "Why.")}),
    tool("update_todo_list", "Replace the task's todo checklist.", {"todos": ("string", "Markdown checklist.")}),
    tool("fetch_instructions", "Fetch instructions for a task type such as creating an MCP server or a mode.", {"task": ("string", "Task name.")}),
]
ROO_TOOLS = [t for t in CLINE_TOOLS if t["name"] not in ("replace_in_file", "plan_mode_respond", "browser_action")] + ROO_EXTRA

ROO_MODES = [("code", "💻 Code"), ("architect", "🏗️ Architect"), ("ask", "❓ Ask"), ("debug", "🪲 Debug"), ("orchestrator", "🪃 Orchestrator")]


MCP_SERVERS = [
    ("github", [("create_issue", "Open an issue in a repository."), ("get_pull_request", "Fetch a pull request with its diff."), ("search_code", "Search code across GitHub.")]),
    ("postgres", [("query", "Run a read-only SQL query against the configured database."), ("list_tables", "List tables and columns.")]),
    ("context7", [("resolve-library-id", "Find the documentation id for a library."), ("get-library-docs", "Fetch up-to-date docs for a library id.")]),
    ("playwright", [("browser_navigate", "Open a URL."), ("browser_snapshot", "Accessibility snapshot of the page."), ("browser_click", "Click an element.")]),
    ("sentry", [("get_issue", "Fetch a Sentry issue with its stack trace."), ("list_recent_errors", "List recent error events for a project.")]),
]


def _xml_usage(t):
    inner = "\n".join(f"<{k}>{'true or false' if v[0] == 'boolean' else k.replace('_', ' ') + ' here'}</{k}>" for k, v in t["params"].items())
    return f"<{t['name']}>\n{inner}\n</{t['name']}>"


def xml_tool_section(tools):
    out = []
    for t in tools:
        ps = "\n".join(f"- {k}: ({'required' if k in t['required'] else 'optional'}) {v[1]}" for k, v in t["params"].items())
        out.append(f"## {t['name']}\nDescription: {t['description']}\nParameters:\n{ps}\nUsage:\n{_xml_usage(t)}")
    return "\n\n".join(out)


def _time(rng):
    return f"{rng.randint(1, 12)}/{rng.randint(1, 28)}/2026, {rng.randint(1, 12)}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d} {rng.choice(['AM', 'PM'])} ({rng.choice(['Europe/Berlin, UTC+1:00', 'America/New_York, UTC-5:00', 'Asia/Tokyo, UTC+9:00', 'UTC, UTC+0:00'])})"


class Cline(Family):
    name = "cline"
    has_loop = True
    has_followup = False
    models = ["anthropic/claude-sonnet-4.5", "claude-sonnet-4-5-20250929", "deepseek/deepseek-chat", "google/gemini-2.5-pro", "x-ai/grok-code-fast-1", "qwen/qwen3-coder"]
    brand = "Cline"
    referer = "https://cline.bot"
    tools = CLINE_TOOLS
    rules_dir = ".clinerules"

    def headers(self, rng, p, shape):
        return {"content-type": "application/json", "http-referer": self.referer, "x-title": self.brand,
                "user-agent": "OpenAI/JS 5.12.2", "x-stainless-lang": "js", "x-stainless-package-version": "5.12.2",
                "x-stainless-os": rng.choice(["MacOS", "Linux", "Windows"]), "x-stainless-runtime": "node", "x-stainless-runtime-version": "v20.19.1"}

    def modes(self, rng, label):
        return rng.choice(["xml", "native"])  # protocol

    def loop_mode(self, rng):
        return rng.choice(["xml", "native"])

    def tools_for(self, mode):
        return self.tools if mode == "native" else None

    def mode_block(self, rng, mode_name=None):
        return "# Current Mode\n" + (mode_name or rng.choice(["ACT MODE", "ACT MODE", "PLAN MODE"]))

    def env_details(self, rng, p, first=True, ctx_path=None):
        vis = ctx_path or rng.choice(p["files"])
        tabs = "\n".join(dict.fromkeys([vis] + rng.sample(p["files"], rng.randint(1, 4))))
        s = f"<environment_details>\n# VSCode Visible Files\n{vis}\n\n# VSCode Open Tabs\n{tabs}\n\n# Current Time\n{_time(rng)}\n\n"
        if first:
            s += f"# Current Working Directory ({p['root']}) Files\n{V.tree(p, rng)}\n\n"
        if rng.random() < 0.5:
            s += f"# Context Window Usage\n{rng.randint(9, 180):,},{rng.randint(100, 999)} / 200K tokens used ({rng.randint(5, 90)}%)\n\n"
        s += self.mode_block(rng) + "\n</environment_details>"
        return s

    def system(self, rng, p, mode):
        parts = [f"You are {self.brand}, a senior software engineer agent who knows many languages, frameworks and tools, and works carefully in the user's project."]
        if mode == "xml":
            parts.append("====\n\nTOOL USE\n\nYou can use tools after the user approves them. Use exactly one tool per message; the result comes back in the user's next message. "
                         "Work step by step, letting each result inform the next call.\n\n# Tool Use Formatting\n\nWrite a tool call as XML: the tool name is the outer tag and each parameter is an inner tag:\n\n"
                         "<tool_name>\n<parameter_name>value</parameter_name>\n</tool_name>\n\nKeep this format exactly so the call can be parsed.\n\n# Tools\n\n" + xml_tool_section(self.tools))
            parts.append("# Tool Use Guidelines\n\n1. Think about what you already know and what you still need.\n2. Pick the tool that gets it most directly.\n"
                         "3. One tool per message; never assume a result.\n4. Read the result carefully before the next step: errors, test output, linter messages.")
        if mode == "xml":
            parts.append("# Tool Use Examples\n\n" + "\n\n".join(f"## Example {i + 1}: {t['name']}\n\n{_xml_usage(t)}" for i, t in enumerate(self.tools)))
        parts.append("====\n\nMCP SERVERS\n\nConnected servers expose extra tools and resources. Use them through use_mcp_tool and access_mcp_resource.\n\n"
                     + "\n\n".join(f"## {srv}\n### Available Tools\n" + "\n".join(f"- {t}: {d}" for t, d in tl) for srv, tl in rng.sample(MCP_SERVERS, rng.randint(0, 3))))
        parts.append(paras(rng, (5, 10)))
        parts.append("====\n\nEDITING FILES\n\nUse write_to_file for new files or complete rewrites, and targeted SEARCH/REPLACE edits for small changes to existing files. "
                     "After an edit the tool returns the final file content, which may have been reformatted by the editor; use it as the reference for later SEARCH blocks.")
        parts.append("====\n\nACT MODE V.S. PLAN MODE\n\nIn ACT MODE you use tools to carry out the task. In PLAN MODE you gather information and discuss a plan with the user before any change.")
        parts.append("====\n\nRULES\n\n" + f"- Your working directory is {p['root']}; you cannot cd elsewhere for the whole task.\n" + rules_text(rng, (8, 16)))
        parts.append(f"====\n\nSYSTEM INFORMATION\n\nOperating System: {p['os']}\nDefault Shell: {p['shell']}\nHome Directory: /home/{p['user']}\nCurrent Working Directory: {p['root']}")
        parts.append("====\n\nOBJECTIVE\n\nBreak the task into clear steps, do them one at a time with the tools, and finish with attempt_completion. Do not end with a question unless you are blocked.")
        if rng.random() < 0.6:
            parts.append(f"====\n\nUSER'S CUSTOM INSTRUCTIONS\n\n# {self.rules_dir}/\n\n" + rng.choice(PROJECT_RULES))
        return "\n\n".join(parts)

    def wrap(self, rng, item, p, mode):
        ctx = item["context"]
        task = item["ask"]
        if ctx is not None:
            fence = f"'{ctx.get('path') or 'snippet'}' (see below for file content)"
            extra = f"\n\n<file_content path=\"{ctx.get('path') or 'snippet'}\">\n{ctx['text']}\n</file_content>" + (f"\n\n{ctx['error']}" if ctx.get("error") else "")
            text = f"<task>\n{task}\n{fence}\n</task>{extra}" if rng.random() < 0.5 else f"<task>\n{task}\n</task>{extra}"
        else:
            text = f"<task>\n{task}\n</task>"
        return [{"type": "text", "text": text}, {"type": "text", "text": self.env_details(rng, p, True, ctx.get("path") if ctx else None)}]

    # ------------------------------------------------ steps
    def map_step(self, s):
        a, g = s["action"], s["args"]
        if a == "list":
            return "list_files", {"path": g.get("path", "."), "recursive": "false"}
        if a == "read":
            return "read_file", {"path": g["path"]}
        if a in ("grep", "glob"):
            return "search_files", {"path": ".", "regex": g.get("pattern", ""), "file_pattern": "*"}
        if a == "edit":
            return "replace_in_file", {"path": g["path"], "diff": f"------- SEARCH\n{g['old']}\n=======\n{g['new']}\n+++++++ REPLACE"}
        if a == "write":
            return "write_to_file", {"path": g["path"], "content": g["content"]}
        return "execute_command", {"command": g["cmd"], "requires_approval": "false"}

    def fmt_step(self, s):
        a = s["action"]
        if a == "run":
            return f"Command executed.\nOutput:\n{s['output']}"
        if a == "edit":
            if s.get("error"):
                return (f"The tool execution failed with the following error:\n<error>\nThe SEARCH block:\n{s['args']['old']}\n...does not match anything in the file.\n\n"
                        "This is likely because the SEARCH block content doesn't match exactly with what's in the file. Read the file again and retry with fewer, exact lines.\n"
                        f"</error>")
            return (f"The content was successfully saved to {s['args']['path']}.\n\nHere is the full, updated content of the file that was saved:\n\n"
                    f"<final_file_content path=\"{s['args']['path']}\">\n{V.gen_file(__import__('random').Random(len(s['args']['path'])), 'python', 2)}\n</final_file_content>\n\n"
                    "Use this content as the reference for any further SEARCH blocks.")
        if a == "write":
            return f"The content was successfully saved to {s['args']['path']}."
        return s["output"]

    def loop(self, rng, task, end="ok"):
        mode = self.loop_mode(rng)
        if mode == "native":
            r = super().loop(rng, task, end)
            return r
        p = V.project(rng)
        n = rng.randint(1, 7) if end == "ok" else rng.randint(0, 5)
        steps = trajectory(rng, p, n, end)
        msgs = [{"role": "user", "content": self.wrap(rng, task, p, "xml")}]
        no_tool_err = end == "error" and rng.random() < 0.25
        for i, s in enumerate(steps):
            name, args = self.map_step(s)
            xml = f"<{name}>\n" + "\n".join(f"<{k}>{v}</{k}>" for k, v in args.items()) + f"\n</{name}>"
            thought = rng.choice(["", {"run": "I'll run this to check the current state.", "read": "Let me read the relevant file first.",
                                       "edit": "Now I'll apply the fix.", "write": "I'll create the file.", "list": "Let me see what's in the project.",
                                       "grep": "Let me find where this is used.", "glob": "Let me find the matching files."}[s["action"]]])
            msgs.append({"role": "assistant", "content": (thought + "\n\n" if thought else "") + xml})
            label = f"[{name} for '{args.get('regex') or args.get('path') or args.get('command')}'] Result:"
            msgs.append({"role": "user", "content": [{"type": "text", "text": label}, {"type": "text", "text": self.fmt_step(s)},
                                                      {"type": "text", "text": self.env_details(rng, p, False)}]})
        if no_tool_err:
            msgs.append({"role": "assistant", "content": "I have fixed the issue in the handler and the tests should now pass."})
            msgs.append({"role": "user", "content": [{"type": "text", "text": "[ERROR] You did not use a tool in your response! Please retry with a tool use.\n\n"
                                                      "# Reminder: Instructions for Tool Use\n\nTool uses are XML tags: the tool name wraps its parameters. "
                                                      "If the task is complete, use attempt_completion; if you need input, use ask_followup_question."},
                                                     {"type": "text", "text": self.env_details(rng, p, False)}]})
        body = self.body(rng, self.system(rng, p, "xml"), msgs, None, "loop")
        return self.rec(rng, "loop" if end == "ok" else "retry", p, body, L, None, task["lang"], "tool_result" if end == "ok" else "tool_error")

    def post_loop(self, rng, msgs, p, steps):
        if rng.random() < 0.5:
            msgs.append({"role": "user", "content": self.env_details(rng, p, False)})
        return msgs

    def side_builders(self):
        return [self.side_condense]

    def side_condense(self, rng, item, task, p):
        steps = trajectory(rng, p, rng.randint(4, 9))
        msgs = [{"role": "user", "content": self.wrap(rng, task, p, "native")}]
        msgs += steps_to_msgs(rng, steps, self.map_step, self.fmt_step)
        msgs.append({"role": "user", "content": "Your task is to write a detailed summary of the conversation so far, paying close attention to the user's explicit requests "
                     "and your previous actions. Include: 1. Primary request and intent 2. Key technical concepts 3. Files and code sections "
                     "4. Problem solving 5. Pending tasks 6. Current work 7. Optional next step. Output only the summary."})
        body = self.body(rng, self.system(rng, p, "native"), msgs, None, "side")
        return self.rec(rng, "side_call", p, body, S, None, task["lang"], "condense")


class RooCode(Cline):
    name = "roo_code"
    brand = "Roo"
    referer = "https://github.com/RooVetGit/Roo-Cline"
    tools = ROO_TOOLS
    rules_dir = ".roo/rules"

    def headers(self, rng, p, shape):
        h = super().headers(rng, p, shape)
        h["x-title"] = "Roo Code"
        return h

    def mode_block(self, rng, mode_name=None):
        slug, nm = rng.choice(ROO_MODES)
        return f"# Current Cost\n${rng.uniform(0, 3):.2f}\n\n# Current Mode\n<slug>{slug}</slug>\n<name>{nm}</name>\n<model>{rng.choice(self.models)}</model>"

    def fmt_step(self, s):
        if s["action"] == "read":
            lines = s["output"].split("\n")
            return f"<files>\n<file><path>{s['args']['path']}</path>\n<content lines=\"1-{len(lines)}\">\n" + "\n".join(f"{i + 1} | {l}" for i, l in enumerate(lines)) + "\n</content>\n</file>\n</files>"
        if s["action"] == "run":
            return f"Command executed in terminal within working directory '{s['args']['cmd'] and '.'}'. " + \
                (f"Command execution was not successful, inspect the cause and adjust as needed.\nExit code: {s['exit']}" if s["exit"] else "Exit code: 0") + f"\nOutput:\n{s['output']}"
        return super().fmt_step(s)

    def map_step(self, s):
        if s["action"] == "edit":
            g = s["args"]
            return "apply_diff", {"path": g["path"], "diff": f"<<<<<<< SEARCH\n:start_line:{len(g['path']) * 3}\n-------\n{g['old']}\n=======\n{g['new']}\n>>>>>>> REPLACE"}
        if s["action"] == "read":
            return "read_file", {"args": f"<file><path>{s['args']['path']}</path></file>"}
        return super().map_step(s)

    def first(self, rng, item):
        if rng.random() < 0.2:
            return self.subtask(rng, item)
        return super().first(rng, item)

    def subtask(self, rng, item):
        """Child task created by the orchestrator: the subtask text is the task."""
        p = V.project(rng)
        # the orchestrator's wrapper does not depend on what the subtask asks
        body_txt = item["ask"] + rng.choice([
            f"\n\nContext from the parent task: the project lives in {p['root']} and uses {p['lang']}. Only do what this subtask asks. "
            "When finished, call attempt_completion with a concise summary of what you did or found; these instructions override any conflicting general instructions for your mode.",
            "\n\nYou are working on one step of a larger plan. Stay within this step. Report back with attempt_completion; the summary you give is the only thing the parent task will see.",
            "",
        ])
        ctx = item["context"]
        if ctx is not None:
            body_txt += f"\n\nContent provided by the parent task:\n```{ctx['lang']}\n{ctx['text']}\n```" + (f"\n```\n{ctx['error']}\n```" if ctx.get("error") else "")
        mode = self.modes(rng, item["label"])
        msgs = [{"role": "user", "content": [{"type": "text", "text": f"<task>\n{body_txt}\n</task>"}, {"type": "text", "text": self.env_details(rng, p, True)}]}]
        body = self.body(rng, self.system(rng, p, mode), msgs, self.tools_for(mode), "first")
        return self.rec(rng, "first_turn", p, body, item["label"], item["ask"], item["lang"], item["kind"])

    def loop(self, rng, task, end="ok"):
        if end == "ok" and rng.random() < 0.2:  # orchestrator parent gets a subtask result back
            p = V.project(rng)
            msgs = [{"role": "user", "content": [{"type": "text", "text": f"<task>\n{task['ask']}\n</task>"}, {"type": "text", "text": self.env_details(rng, p, True)}]}]
            msgs.append({"role": "assistant", "content": f"I'll delegate the implementation to Code mode.\n\n<new_task>\n<mode>code</mode>\n<message>Implement step 1 of the plan: {task['ask'][:200]}</message>\n</new_task>"})
            msgs.append({"role": "user", "content": [{"type": "text", "text": "[new_task completed] Result: Task complete. Changed "
                                                      + ", ".join(rng.sample(p["files"], 2)) + f"; `{p['test']}` now reports {rng.randint(1, 3)} failing tests that look unrelated."},
                                                     {"type": "text", "text": self.env_details(rng, p, False)}]})
            body = self.body(rng, self.system(rng, p, "xml"), msgs, None, "loop")
            return self.rec(rng, "loop", p, body, L, None, task["lang"], "subtask_result")
        return super().loop(rng, task, end)

    def side_builders(self):
        return [self.side_condense, self.side_enhance]

    def side_enhance(self, rng, item, task, p):
        src = task if rng.random() < 0.6 else item
        msgs = [{"role": "user", "content": "Generate an enhanced version of this prompt (reply with only the enhanced prompt - no conversation, explanations, lead-in, bullet points, placeholders, or surrounding quotes):\n\n" + src["ask"]}]
        body = self.body(rng, None, msgs, None, "side")
        body["stream"] = False
        return self.rec(rng, "side_call", p, body, S, None, src["lang"], "enhance_prompt")


class KiloCode(RooCode):
    name = "kilo_code"
    brand = "Kilo Code"
    referer = "https://kilocode.ai"
    has_completion = True
    rules_dir = ".kilocode/rules"

    def headers(self, rng, p, shape):
        h = super().headers(rng, p, shape)
        h["x-title"] = "Kilo Code"
        h["x-kilocode-version"] = f"4.{rng.randint(80, 140)}.{rng.randint(0, 5)}"
        h["x-kilocode-taskid"] = V.uuid(rng)
        return h

    def side_builders(self):
        return [self.side_condense, self.side_enhance, self.side_commit]

    def side_commit(self, rng, item, task, p):
        msgs = [{"role": "user", "content": "Write a conventional-commit message for the staged changes below. Subject at most 50 characters, "
                 "optional body wrapped at 72. Output only the message.\n\n# Staged changes\n" + V.gen_diff(rng, p) + "\n# Branch\n" + p["branch"]}]
        body = self.body(rng, None, msgs, None, "side")
        return self.rec(rng, "side_call", p, body, S, None, "en", "commit")

    def completion(self, rng):
        p = V.project(rng)
        lang, path, prefix, suffix = fim_pieces(rng)
        fmt, prompt, stops, model = fim_prompt(rng, prefix, suffix, "codestral")
        body = {"model": "mistralai/codestral-2508", "prompt": f"// {path}\n" + prefix, "suffix": suffix, "max_tokens": 256, "temperature": 0.2, "stream": True}
        return {"id": None, "family": self.name, "shape": "completion", "endpoint": "/v1/fim/completions", "headers": self.headers(rng, p, "completion"),
                "body": body, "label": S, "ask": None, "lang": "en", "kind": "fim"}


FAMILIES = [Cline(), RooCode(), KiloCode()]
