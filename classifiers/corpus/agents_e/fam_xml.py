"""Clients that describe tools in XML inside the system prompt and get results back as user text:
Cline (older releases) and Roo Code."""
from . import base, util, envinfo as E
from . import projects as P

XML_TOOLS = [
    ("execute_command", "Run a CLI command on the user's machine. Explain what it does. Commands run in the current "
     "working directory; to run elsewhere, prefix with `cd dir &&`. Set requires_approval for anything destructive.",
     [("command", "required", "the command line to run"), ("requires_approval", "required", "true or false")],
     "<execute_command>\n<command>npm run dev</command>\n<requires_approval>false</requires_approval>\n</execute_command>"),
    ("read_file", "Read a file at a path relative to the working directory. Returns the raw text; extracts text from "
     "PDF and DOCX files.", [("path", "required", "path of the file")], "<read_file>\n<path>src/main.js</path>\n</read_file>"),
    ("write_to_file", "Write full content to a file, creating it and any missing directories if needed. Always send "
     "the complete file; partial content truncates it.", [("path", "required", "target path"), ("content", "required", "the whole file")],
     "<write_to_file>\n<path>src/config.json</path>\n<content>\n{...}\n</content>\n</write_to_file>"),
    ("replace_in_file", "Change parts of an existing file with SEARCH/REPLACE blocks. Each SEARCH must match the file "
     "exactly, line for line; list blocks in file order; keep them small.", [("path", "required", "file to modify"),
                                                                            ("diff", "required", "one or more SEARCH/REPLACE blocks")],
     "<replace_in_file>\n<path>src/app.tsx</path>\n<diff>\n------- SEARCH\nold line\n=======\nnew line\n+++++++ REPLACE\n</diff>\n</replace_in_file>"),
    ("search_files", "Regex search across files in a directory, with surrounding context for each hit.",
     [("path", "required", "directory to search"), ("regex", "required", "Rust regex syntax"), ("file_pattern", "optional", "glob filter")],
     "<search_files>\n<path>src</path>\n<regex>TODO</regex>\n<file_pattern>*.ts</file_pattern>\n</search_files>"),
    ("list_files", "List files in a directory; recursive when asked. Do not use it to confirm files you created.",
     [("path", "required", "directory"), ("recursive", "optional", "true for a recursive listing")],
     "<list_files>\n<path>.</path>\n<recursive>true</recursive>\n</list_files>"),
    ("list_code_definition_names", "List top-level definitions (classes, functions, methods) in the files of a directory.",
     [("path", "required", "directory")], "<list_code_definition_names>\n<path>src</path>\n</list_code_definition_names>"),
    ("browser_action", "Drive a headless browser: launch at a URL, click at coordinates, type, scroll, close. Each action "
     "returns a screenshot and the console log.", [("action", "required", "launch, click, type, scroll_down, scroll_up or close"),
                                                   ("url", "optional", "for launch"), ("coordinate", "optional", "x,y for click")],
     "<browser_action>\n<action>launch</action>\n<url>http://localhost:3000</url>\n</browser_action>"),
    ("use_mcp_tool", "Call a tool on a connected MCP server.", [("server_name", "required", "server"), ("tool_name", "required", "tool"),
                                                               ("arguments", "required", "JSON arguments")],
     "<use_mcp_tool>\n<server_name>weather</server_name>\n<tool_name>forecast</tool_name>\n<arguments>{\"city\": \"Oslo\"}</arguments>\n</use_mcp_tool>"),
    ("ask_followup_question", "Ask the user a question when you cannot proceed without their input. Offer short options.",
     [("question", "required", "the question"), ("options", "optional", "a JSON array of 2-5 answers")],
     "<ask_followup_question>\n<question>Which config file?</question>\n<options>[\"dev\", \"prod\"]</options>\n</ask_followup_question>"),
    ("attempt_completion", "Present the result once the task is done and every tool use has been confirmed successful. "
     "Do not end with a question.", [("result", "required", "final description of the result"), ("command", "optional", "a command that demos it")],
     "<attempt_completion>\n<result>\nI added the endpoint and its tests.\n</result>\n</attempt_completion>"),
    ("plan_mode_respond", "In PLAN MODE, reply to the user with your plan or questions instead of acting.",
     [("response", "required", "your reply")], "<plan_mode_respond>\n<response>Here is the plan...</response>\n</plan_mode_respond>"),
]


def tool_docs(tools):
    out = []
    for name, desc, params, example in tools:
        ps = "\n".join("- %s: (%s) %s" % p for p in params)
        out.append("## %s\nDescription: %s\nParameters:\n%s\nUsage:\n%s" % (name, desc, ps, example))
    return "\n\n".join(out)


CLINE_SYS = """You are Cline, an experienced software engineer who knows many languages, frameworks, design patterns and best practices.

====

TOOL USE

You have a set of tools that run once the user approves them. Use exactly one tool per message; the user's next message will contain its result. Work through a task step by step, letting each result inform the next step.

# Tool Use Formatting

Write a tool call as XML: the tool name is the outer tag and each parameter is its own inner tag. For example:

<read_file>
<path>src/main.js</path>
</read_file>

Always use this format so the call can be parsed and run.

# Tools

{tools}

# Tool Use Guidelines

1. In <thinking> tags, first note what you already know and what you still need.
2. Pick the tool that fits the current step best.
3. Use one tool per message and wait for its result before the next step; never assume an outcome.
4. The result may contain errors, linter warnings or terminal output: react to them.

====

EDITING FILES

Use write_to_file for new files or complete rewrites, and replace_in_file for targeted changes. After an edit the user's editor may auto-format the file; use the final content returned in the result as the basis for later SEARCH blocks.

====

ACT MODE V.S. PLAN MODE

Each user message states the current mode in environment_details. In ACT MODE you use tools to do the work and finish with attempt_completion. In PLAN MODE you gather information and agree on a plan with plan_mode_respond before anything is changed.

====

CAPABILITIES

- You can run commands, list and search files, read and edit files, inspect code definitions and use a browser.
- When the task starts you receive a recursive listing of the working directory in environment_details.

====

RULES

- The working directory is {cwd}. You cannot cd elsewhere for the whole task; prefix single commands with `cd dir &&` instead.
- Do not ask more questions than needed; prefer tools to find answers yourself.
- Never finish attempt_completion with a question or an offer of further help.
- Do not start messages with "Great", "Certainly" or "Sure".
- environment_details is generated automatically; it is context, not part of the user's request.

====

SYSTEM INFORMATION

Operating System: {os}
Default Shell: {shell}
Home Directory: {home}
Current Working Directory: {cwd}

====

OBJECTIVE

Break the task into clear steps and work through them in order, one tool at a time. When done, present the result with attempt_completion."""

ROO_TOOLS = [t for t in XML_TOOLS if t[0] not in ("replace_in_file", "plan_mode_respond", "read_file")] + [
    ("read_file", "Read one or more files. Returns content with line numbers; large files may be truncated.",
     [("args", "required", "one or more <file><path>..</path></file> elements")],
     "<read_file>\n<args>\n  <file>\n    <path>src/app.ts</path>\n  </file>\n</args>\n</read_file>"),
    ("apply_diff", "Edit a file with search/replace blocks that name the starting line of each search.",
     [("path", "required", "file to modify"), ("diff", "required", "blocks")],
     "<apply_diff>\n<path>src/utils.ts</path>\n<diff>\n<<<<<<< SEARCH\n:start_line:12\n-------\nold\n=======\nnew\n>>>>>>> REPLACE\n</diff>\n</apply_diff>"),
    ("switch_mode", "Ask to switch to another mode, such as code or architect.", [("mode_slug", "required", "target mode"), ("reason", "optional", "why")],
     "<switch_mode>\n<mode_slug>code</mode_slug>\n</switch_mode>"),
    ("update_todo_list", "Replace the task checklist with an updated one.", [("todos", "required", "markdown checklist")],
     "<update_todo_list>\n<todos>\n[x] Analyse\n[-] Implement\n[ ] Test\n</todos>\n</update_todo_list>"),
]

ROO_SYS = """You are Roo, a skilled software engineer with broad knowledge of languages, frameworks, design patterns and good practice.

====

MARKDOWN RULES

Show every language construct and file name reference as a clickable link in the form [`name`](relative/path.ext:line).

====

TOOL USE

You may call one tool per message and receive its result in the user's reply. Tools are written in XML-style tags.

# Tools

{tools}

# Tool Use Guidelines

1. Assess what you know and what you need in <thinking> tags.
2. Choose the most suitable tool; prefer reading several files at once.
3. Wait for confirmation of each tool's result before moving on.

====

CAPABILITIES

- Run CLI commands, list and search files, read and write files, apply diffs, ask questions.
- environment_details carries a file listing of the workspace at the start of the task.

====

MODES

- Code (code): writes and changes code.
- Architect (architect): plans and designs before implementation.
- Ask (ask): explains and answers questions.
- Debug (debug): diagnoses problems systematically.
- Orchestrator (orchestrator): splits large work into subtasks for other modes.

====

RULES

- The project base directory is {cwd}; paths are relative to it.
- Prefer apply_diff for edits to existing files.
- Ask follow-up questions only when the tools cannot answer them.
- Finish with attempt_completion, without a trailing question.

====

SYSTEM INFORMATION

Operating System: {os}
Default Shell: {shell}
Home Directory: {home}
Current Workspace Directory: {cwd}

====

OBJECTIVE

Work through the task iteratively in clear steps, then present the result.

====

USER'S CUSTOM INSTRUCTIONS

Language Preference:
Speak in "{lang}" unless the user asks otherwise.

Rules:
# Rules from .roo/rules/project.md:
- Run `{test}` before completing a task."""

CONDENSE = ("Summarize the conversation so far in detail, so that the task can continue from the summary alone. "
            "Include: the user's original request and any later requests; key technical concepts; files and code "
            "sections examined or changed, with short snippets where important; problems solved; pending tasks; "
            "the current work in progress; and the next step, with direct quotes from the latest messages.")


class _XMLAgent(base.Family):
    roo = False
    sides = ("side_compaction",)

    def headers(self, ctx):
        rng = ctx["rng"]
        h = {"content-type": "application/json", "authorization": "Bearer sk-PLACEHOLDER",
             "http-referer": "https://cline.bot" if not self.roo else "https://github.com/RooVetGit/Roo-Cline",
             "x-title": "Cline" if not self.roo else "Roo Code"}
        h.update(base.ua_stainless(rng))
        h["user-agent"] = "OpenAI/JS 4.%d.0" % rng.randint(60, 104)
        return h

    def mode(self, ctx):
        rng = ctx["rng"]
        if self.roo:
            return ctx.setdefault("mode", rng.choice(["code", "code", "architect", "ask", "debug", "orchestrator"]))
        return ctx.setdefault("mode", rng.choice(["ACT MODE", "ACT MODE", "ACT MODE", "PLAN MODE"]))

    def env_details(self, ctx, first):
        rng, proj = ctx["rng"], ctx["proj"]
        vis = proj["tree"][1]
        parts = ["<environment_details>", "# VSCode Visible Files\n%s" % vis, "",
                 "# VSCode Open Tabs\n%s" % ", ".join(proj["tree"][1:4]), "",
                 "# Current Time\n%s, %d:%02d:%02d %s (UTC, UTC+0:00)" % (E.today(ctx), rng.randint(1, 12), rng.randint(0, 59), rng.randint(0, 59), rng.choice(["AM", "PM"]))]
        if first:
            parts += ["", "# Current Working Directory (%s) Files\n%s" % (proj["root"], P.tree_text(proj))]
        parts += ["", "# Context Window Usage\n%d / 200K tokens used (%d%%)" % (rng.randint(9, 90) * 1000, rng.randint(4, 45))]
        if self.roo:
            m = self.mode(ctx)
            parts += ["", "# Current Mode\n<slug>%s</slug>\n<name>%s</name>\n<model>%s</model>" % (m, m.capitalize(), self.model(ctx))]
        else:
            parts += ["", "# Current Mode\n%s" % self.mode(ctx)]
        parts.append("</environment_details>")
        return "\n".join(parts)

    def system(self, ctx):
        proj, rng = ctx["proj"], ctx["rng"]
        home = proj["root"].rsplit("\\" if "\\" in proj["root"] else "/", 2)[0]
        if self.roo:
            return ROO_SYS.format(tools=tool_docs(ROO_TOOLS), cwd=proj["root"], os=E.osv(ctx), shell=E.shell_name(proj),
                                  home=home, lang=ctx.setdefault("roo_lang", rng.choice(["en", "de", "zh-CN", "ja", "es"])), test=proj["test_cmd"])
        return CLINE_SYS.format(tools=tool_docs(XML_TOOLS), cwd=proj["root"], os=E.osv(ctx), shell=E.shell_name(proj), home=home)

    def action_xml(self, ctx, c):
        g, a = c["args"], c["action"]
        if a == "list":
            return "list_files", "<list_files>\n<path>.</path>\n<recursive>true</recursive>\n</list_files>", "."
        if a == "glob":
            return "list_files", "<list_files>\n<path>.</path>\n<recursive>true</recursive>\n</list_files>", "."
        if a == "grep":
            return "search_files", "<search_files>\n<path>.</path>\n<regex>%s</regex>\n</search_files>" % g["pattern"], "."
        if a == "read":
            if self.roo:
                return "read_file", "<read_file>\n<args>\n  <file>\n    <path>%s</path>\n  </file>\n</args>\n</read_file>" % g["path"], g["path"]
            return "read_file", "<read_file>\n<path>%s</path>\n</read_file>" % g["path"], g["path"]
        if a == "shell":
            return "execute_command", "<execute_command>\n<command>%s</command>\n<requires_approval>false</requires_approval>\n</execute_command>" % g["command"], g["command"]
        if a == "edit":
            if self.roo:
                return "apply_diff", "<apply_diff>\n<path>%s</path>\n<diff>\n<<<<<<< SEARCH\n:start_line:10\n-------\n%s\n=======\n%s\n>>>>>>> REPLACE\n</diff>\n</apply_diff>" % (g["path"], g["old"], g["new"]), g["path"]
            return "replace_in_file", "<replace_in_file>\n<path>%s</path>\n<diff>\n------- SEARCH\n%s\n=======\n%s\n+++++++ REPLACE\n</diff>\n</replace_in_file>" % (g["path"], g["old"], g["new"]), g["path"]
        if a == "todo" and self.roo:
            return "update_todo_list", "<update_todo_list>\n<todos>\n%s\n</todos>\n</update_todo_list>" % "\n".join(
                "[%s] %s" % ({"completed": "x", "in_progress": "-", "pending": " "}[i["status"]], i["content"]) for i in g["items"]), ""
        return None

    def map_call(self, ctx, c):
        x = self.action_xml(ctx, c)
        return None if x is None else (x[0], {"xml": x[1], "label": x[2]})

    def result_text(self, ctx, res):
        proj = ctx["proj"]
        a, label = res["action"], res["input"]["label"]
        head = ("[%s for '%s'] Result:" % (res["name"], label)) if label else "[%s] Result:" % res["name"]
        if a == "shell":
            if self.roo:
                body = "Command executed in terminal within working directory '%s'. %sExit code: %d\nOutput:\n%s" % (
                    proj["root"], "The command failed; look at the output and adjust. " if res["exit"] else "", res["exit"] or 0, res["output"])
            else:
                body = "Command executed.\nOutput:\n%s" % res["output"]
        elif a == "read":
            if self.roo:
                n = res["output"].count("\n") + 1
                body = "<files><file><path>%s</path>\n<content lines=\"1-%d\">\n%s\n</content>\n</file>\n</files>" % (label, n, util.numbered(res["output"], style="pipe"))
            else:
                body = res["output"]
        elif a == "edit":
            body = ("The content was successfully saved to %s.\n\nHere is the full, updated content of the file that was saved:\n\n"
                    "<final_file_content path=\"%s\">\n%s\n</final_file_content>" % (label, label, res["args"]["new"]))
        elif a in ("list", "glob"):
            body = P.tree_text(proj)
        elif a == "todo":
            body = "Todo list updated successfully."
        else:
            body = "Found %d results.\n\n%s" % (res["output"].count("\n") + 1, res["output"])
        return head, body

    def messages(self, ctx, ir):
        rng = ctx["rng"]
        msgs = [{"role": "system", "content": self.system(ctx)}]
        first = True
        for e in self.mapped(ctx, ir):
            if e["t"] == "user":
                if first:
                    content = [{"type": "text", "text": "<task>\n%s\n</task>" % e["text"]},
                               {"type": "text", "text": self.env_details(ctx, True)}]
                    first = False
                elif ctx.get("last_tool") == "attempt_completion":
                    content = [{"type": "text", "text": "[attempt_completion] Result:"},
                               {"type": "text", "text": "The user has given feedback on the result. Take it into account, continue the task, "
                                "and attempt completion again.\n<feedback>\n%s\n</feedback>" % e["text"]},
                               {"type": "text", "text": self.env_details(ctx, False)}]
                elif ctx.get("last_tool") == "ask_followup_question":
                    content = [{"type": "text", "text": "[ask_followup_question for '%s'] Result:" % ctx["last_q"]},
                               {"type": "text", "text": "<answer>\n%s\n</answer>" % e["text"]},
                               {"type": "text", "text": self.env_details(ctx, False)}]
                else:
                    content = [{"type": "text", "text": "<feedback>\n%s\n</feedback>" % e["text"]},
                               {"type": "text", "text": self.env_details(ctx, False)}]
                msgs.append({"role": "user", "content": content})
            elif e["t"] == "assistant":
                think = "<thinking>\n%s\n</thinking>\n\n" % (e["text"] or "I need more context before acting.")
                if not e["calls"]:
                    if e["text"].rstrip().endswith("?"):
                        ctx["last_tool"], ctx["last_q"] = "ask_followup_question", e["text"]
                        msgs.append({"role": "assistant", "content": "<ask_followup_question>\n<question>%s</question>\n</ask_followup_question>" % e["text"]})
                    else:
                        ctx["last_tool"] = "attempt_completion"
                        msgs.append({"role": "assistant", "content": "<attempt_completion>\n<result>\n%s\n</result>\n</attempt_completion>" % e["text"]})
                    continue
                # one tool per message: split parallel calls into consecutive turns
                for k, c in enumerate(e["calls"]):
                    msgs.append({"role": "assistant", "content": (think if k == 0 else "") + c["input"]["xml"]})
                    msgs.append({"role": "user", "content": None, "_pending": c["id"]})
                ctx["last_tool"] = "tool"
            else:
                head, body = self.result_text(ctx, e)
                for m in msgs:
                    if m.get("_pending") == e["id"]:
                        m.pop("_pending")
                        m["content"] = [{"type": "text", "text": head}, {"type": "text", "text": body},
                                        {"type": "text", "text": self.env_details(ctx, False)}]
        return [m for m in msgs if m.get("content") is not None]

    def body(self, ctx, msgs):
        return {"model": self.model(ctx), "messages": msgs, "temperature": 0, "stream": True,
                "stream_options": {"include_usage": True}}

    def build(self, ctx, ir):
        return self.endpoint, self.headers(ctx), self.body(ctx, self.messages(ctx, ir))

    def side(self, ctx, kind, ir):
        msgs = self.messages(ctx, ir)
        msgs.append({"role": "user", "content": [{"type": "text", "text": CONDENSE}]})
        b = self.body(ctx, msgs)
        if self.roo:
            b["messages"][0] = {"role": "system", "content": "You are a helpful assistant that writes detailed conversation summaries."}
        return self.endpoint, self.headers(ctx), b


class Cline(_XMLAgent):
    name = "cline"
    models = ["anthropic/claude-sonnet-4", "deepseek/deepseek-chat", "google/gemini-2.5-pro", "x-ai/grok-code-fast-1"]


class RooCode(_XMLAgent):
    name = "roo_code"
    roo = True
    models = ["anthropic/claude-sonnet-4.5", "deepseek/deepseek-chat-v3.1", "qwen/qwen3-coder", "gpt-4.1"]
