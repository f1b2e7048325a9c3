"""Chat-completions clients with a native tools array and tool-role results."""
import json

from . import base, prose, tools, util, envinfo as E
from . import projects as P


def _py_headers(rng):
    h = {"content-type": "application/json", "user-agent": "OpenAI/Python %s" % rng.choice(["1.99.9", "1.107.0", "2.3.0"])}
    h.update(base.bearer())
    h.update(base.ua_stainless(rng, "python"))
    return h


def _js_headers(rng, ua=None):
    h = {"content-type": "application/json", "user-agent": ua or "OpenAI/JS %s" % rng.choice(["4.104.0", "5.12.2", "5.20.1"])}
    h.update(base.bearer())
    h.update(base.ua_stainless(rng, "js"))
    return h


# ---------------------------------------------------------------- Gemini CLI / Qwen Code
GEM_SECTIONS = ["conventions", "proactive", "workflow", "tools_policy", "editing", "testing", "security", "git_safety",
                "memory", "tone"]
GEM_FINAL = ("# Final reminder\nYour main job is to be useful while staying safe and efficient. Never guess file "
             "contents: read them. Keep working until the user's request is fully resolved.")
GEM_SETUP = ("We are starting a new command-line session; here is some context.\nToday's date is {date}.\nMy operating "
             "system is: {os}\nI'm currently working in the directory: {cwd}\nHere is the folder structure of the "
             "current working directory (listing capped at 200 entries):\n\n{tree}")
GEM_ACK = "Understood, thanks for the context."
NEXT_SPEAKER = ("Look only at your immediately preceding reply above. Decide who should speak next.\n"
                "- 'model' if that reply said you would do something next, or it stopped in the middle of the work.\n"
                "- 'user' if that reply asked the user a question or handed the turn back because the work is done.\n"
                "Answer with JSON: {\"reasoning\": string, \"next_speaker\": \"user\" | \"model\"}.")
GEM_COMPRESS_SYS = ("You compress the history of an agent session into a structured snapshot that will replace it. "
                    "The snapshot is the agent's only memory afterwards, so keep every goal, constraint, file path, "
                    "decision and unresolved error, and drop chatter. Reason in a private scratchpad first, then output "
                    "exactly one <state_snapshot> element with the children <overall_goal>, <key_knowledge>, "
                    "<file_system_state>, <recent_actions> and <current_plan>.")
GEM_COMPRESS_USER = "Now produce the <state_snapshot> for the conversation so far."


class GeminiCLI(base.OpenAIChat):
    name = "gemini_cli"
    sides = ("side_next_speaker", "side_compaction")
    models = ["gemini-2.5-pro", "gemini-2.5-flash"]
    qwen = False

    def headers(self, ctx):
        rng = ctx["rng"]
        h = {"content-type": "application/json", "authorization": "Bearer sk-PLACEHOLDER",
             "user-agent": "GeminiCLI/%s (%s; x64)" % (rng.choice(["0.8.2", "0.9.0", "0.11.3"]), E.os_name(ctx["proj"]))}
        return h

    def system(self, ctx):
        return prose.compose("qwen_code" if self.qwen else "gemini_cli", GEM_SECTIONS, GEM_FINAL)

    def tool_specs(self, ctx):
        return tools.gemini(self.qwen)

    def messages(self, ctx, ir):
        msgs = super().messages(ctx, ir)
        rng, proj = ctx["rng"], ctx["proj"]
        setup = GEM_SETUP.format(date=E.today(ctx), os=E.os_name(proj), cwd=proj["root"], tree=P.tree_text(proj, "indent"))
        return msgs[:1] + [{"role": "user", "content": setup}, {"role": "assistant", "content": GEM_ACK}] + msgs[1:]

    def map_call(self, ctx, c):
        proj, g, a = ctx["proj"], c["args"], c["action"]
        if a == "list":
            return "list_directory", {"path": proj["root"]}
        if a == "glob":
            return "glob", {"pattern": g["pattern"]}
        if a == "grep":
            return "search_file_content", {"pattern": g["pattern"], "path": proj["root"]}
        if a == "read":
            return "read_file", {"absolute_path": E.absp(proj, g["path"])}
        if a == "shell":
            return "run_shell_command", {"command": g["command"], "description": "Run the command in the project root."}
        if a == "edit":
            return "replace", {"file_path": E.absp(proj, g["path"]), "old_string": g["old"], "new_string": g["new"]}
        if a == "todo":
            return ("todo_write" if self.qwen else "write_todos"), {"todos": [dict(i, id=str(k)) for k, i in enumerate(g["items"])]}
        return None

    def fmt_result(self, ctx, res):
        a, proj = res["action"], ctx["proj"]
        if a == "shell":
            return ("Command: %s\nDirectory: (root)\nOutput: %s\nError: (none)\nExit Code: %s\nSignal: (none)\n"
                    "Background PIDs: (none)\nProcess Group PGID: %d" % (res["args"]["command"], res["output"], res["exit"], 40000 + len(res["output"]) % 9000))
        if a == "edit":
            return "File modified: %s (1 replacement)." % E.absp(proj, res["args"]["path"])
        if a == "list":
            return "Directory listing for %s:\n" % proj["root"] + "\n".join(
                ("[DIR] " + f.split("/")[0]) if "/" in f else f for f in sorted(set(f if "/" not in f else f.split("/")[0] + "/" for f in proj["tree"])))
        if a == "grep":
            lines = res["output"].split("\n")
            return "Found %d matches for pattern \"%s\" in path \"%s\":\n---\n%s\n---" % (
                len(lines), res["args"]["pattern"], proj["root"], "\n".join("File: %s\nL%s: %s" % tuple(l.split(":", 2)) if l.count(":") >= 2 else l for l in lines))
        if a == "todo":
            return "Todo list updated."
        return res["output"]

    def extra(self, ctx):
        return {"temperature": 0, "top_p": 1}

    def side(self, ctx, kind, ir):
        if kind == "side_next_speaker":
            ep, h, b = self.compact_call(ctx, ir, NEXT_SPEAKER, keep_tools=False)
            b["response_format"] = {"type": "json_schema", "json_schema": {"name": "next_speaker", "schema": {
                "type": "object", "properties": {"reasoning": {"type": "string"},
                                                 "next_speaker": {"type": "string", "enum": ["user", "model"]}},
                "required": ["reasoning", "next_speaker"]}}}
            b["model"] = "gemini-2.5-flash" if not self.qwen else b["model"]
            b.pop("stream", None)
            return ep, h, b
        return self.compact_call(ctx, ir, GEM_COMPRESS_USER, system=GEM_COMPRESS_SYS)


class QwenCode(GeminiCLI):
    name = "qwen_code"
    qwen = True
    models = ["qwen3-coder-plus", "qwen3-coder-480b-a35b-instruct", "qwen3-coder-flash"]

    def headers(self, ctx):
        rng = ctx["rng"]
        h = _js_headers(rng, "QwenCode/%s (%s; x64)" % (rng.choice(["0.0.14", "0.1.2", "0.2.1"]), E.os_name(ctx["proj"])))
        return h

    def extra(self, ctx):
        return {"temperature": 0, "metadata": {"sessionId": ctx["session"], "promptId": ctx["session"][:8] + "########" + str(ctx["rng"].randint(1, 9))},
                "stream_options": {"include_usage": True}}


# ---------------------------------------------------------------- opencode
OC_SECTIONS = ["tone", "proactive", "conventions", "tasks", "workflow", "tools_policy", "code_refs", "security"]
OC_TITLE = ("You write titles for conversations. Output only a single line of at most 50 characters that says what "
            "the user wants, in the user's language. No quotes, no trailing punctuation, no explanations.")
OC_SUMMARY = ("Write a detailed summary of what we did so far in this conversation, focused on what another session "
              "would need to continue: what was done, which files are being changed, what is in progress and what "
              "comes next.")


class OpenCode(base.OpenAIChat):
    name = "opencode"
    sides = ("side_title", "side_compaction")
    models = ["anthropic/claude-sonnet-4.5", "gpt-5", "qwen3-coder", "kimi-k2", "glm-4.6"]
    content_parts = 0.6

    def headers(self, ctx):
        rng = ctx["rng"]
        h = {"content-type": "application/json", "authorization": "Bearer sk-PLACEHOLDER",
             "user-agent": "opencode/%s ai-sdk/provider-utils/3.0.%d runtime/bun/1.2.%d" % (
                 rng.choice(["0.14.6", "0.15.3", "1.0.20"]), rng.randint(3, 12), rng.randint(15, 22))}
        return h

    def messages(self, ctx, ir):
        msgs = super().messages(ctx, ir)
        rng, proj = ctx["rng"], ctx["proj"]
        env = ("Useful facts about the environment:\n<env>\n  Working directory: %s\n  Is directory a git repo: yes\n"
               "  Platform: %s\n  Today's date: %s\n</env>\n<files>\n%s\n</files>" % (
                   proj["root"], E.os_name(proj), E.today(ctx), P.tree_text(proj)))
        return [msgs[0], {"role": "system", "content": env}] + msgs[1:]

    def system(self, ctx):
        return prose.compose("opencode", OC_SECTIONS)

    def tool_specs(self, ctx):
        return tools.opencode()

    def map_call(self, ctx, c):
        proj, g, a = ctx["proj"], c["args"], c["action"]
        if a == "list":
            return "list", {"path": proj["root"]}
        if a == "glob":
            return "glob", {"pattern": g["pattern"]}
        if a == "grep":
            return "grep", {"pattern": g["pattern"]}
        if a == "read":
            return "read", {"filePath": E.absp(proj, g["path"])}
        if a == "shell":
            return "bash", {"command": g["command"], "description": "Runs " + g["command"].split()[0]}
        if a == "edit":
            return "edit", {"filePath": E.absp(proj, g["path"]), "oldString": g["old"], "newString": g["new"]}
        if a == "todo":
            return "todowrite", {"todos": [dict(i, id=str(k + 1), priority="high") for k, i in enumerate(g["items"])]}
        return None

    def fmt_result(self, ctx, res):
        a = res["action"]
        if a == "read":
            return "<file>\n" + "\n".join("%05d| %s" % (i, l) for i, l in enumerate(res["output"].split("\n"), 1)) + "\n</file>"
        if a == "edit":
            return ""
        if a == "grep":
            lines = res["output"].split("\n")
            return "Found %d matches\n" % len(lines) + "\n".join(lines)
        if a == "todo":
            return json.dumps(res["args"]["items"], ensure_ascii=False)
        return res["output"]

    def extra(self, ctx):
        return {"max_tokens": 32000, "stream_options": {"include_usage": True}}

    def side(self, ctx, kind, ir):
        if kind == "side_title":
            return self.title_call(ctx, ir[0]["text"], OC_TITLE, wrap="Generate a title for this conversation:\n{text}",
                                   extra={"max_tokens": 1500, "stream": True})
        return self.compact_call(ctx, ir, OC_SUMMARY)


# ---------------------------------------------------------------- crush
CR_SECTIONS = ["tone", "proactive", "conventions", "workflow", "tools_policy", "editing", "testing", "code_refs"]
CR_TITLE = ("Produce a short title for the conversation from the user's first message: one line, under 50 "
            "characters, no quotes or colons, describing the task.")


class Crush(base.OpenAIChat):
    name = "crush"
    sides = ("side_title",)
    models = ["claude-sonnet-4-5", "gpt-5", "qwen3-coder", "glm-4.6"]

    def headers(self, ctx):
        rng = ctx["rng"]
        return {"content-type": "application/json", "authorization": "Bearer sk-PLACEHOLDER",
                "user-agent": "Charm-Crush/%s (https://charm.land/crush)" % rng.choice(["0.7.9", "0.9.2", "0.12.1"]),
                "x-stainless-lang": "go", "x-stainless-package-version": "2.1.0", "x-stainless-retry-count": "0"}

    def system(self, ctx):
        rng, proj = ctx["rng"], ctx["proj"]
        env = ("<env>\nWorking directory: %s\nIs directory a git repo: yes\nPlatform: %s\nToday's date: %s\n</env>\n\n"
               "<project>\n%s\n</project>" % (proj["root"], E.os_name(proj), E.today(ctx), P.tree_text(proj, "indent")))
        return prose.compose("crush", CR_SECTIONS, env)

    def tool_specs(self, ctx):
        return tools.crush()

    def map_call(self, ctx, c):
        proj, g, a = ctx["proj"], c["args"], c["action"]
        m = {"list": ("ls", {"path": proj["root"]}), "glob": ("glob", {"pattern": g.get("pattern", "")}),
             "grep": ("grep", {"pattern": g.get("pattern", ""), "path": proj["root"]}),
             "read": ("view", {"file_path": E.absp(proj, g.get("path", ""))}),
             "shell": ("bash", {"command": g.get("command", "")}),
             "edit": ("edit", {"file_path": E.absp(proj, g.get("path", "")), "old_string": g.get("old", ""), "new_string": g.get("new", "")})}
        return m.get(a)

    def fmt_result(self, ctx, res):
        a = res["action"]
        if a == "read":
            return "<file>\n" + "\n".join("%6d|%s" % (i, l) for i, l in enumerate(res["output"].split("\n"), 1)) + "\n</file>"
        if a == "edit":
            return "<result>\nReplaced content in %s\n</result>" % E.absp(ctx["proj"], res["args"]["path"])
        if a == "shell":
            return res["output"] + ("\n\nExit code %d" % res["exit"] if res["exit"] else "") + "\n\n<cwd>%s</cwd>" % ctx["proj"]["root"]
        return res["output"]

    def extra(self, ctx):
        return {"max_tokens": 20000, "stream_options": {"include_usage": True}}

    def side(self, ctx, kind, ir):
        return self.title_call(ctx, ir[0]["text"], CR_TITLE, extra={"max_tokens": 40, "stream": True})


# ---------------------------------------------------------------- goose
GOOSE_SECTIONS = ["tools_policy", "mcp", "editing", "testing", "communication"]
GOOSE_DESC = ("Reply with a short description of the user's request in four words or fewer, with no punctuation "
              "and nothing else.")
GOOSE_SUM = ("Summarize the conversation above so it can replace the history. Keep the user's goal, the current "
             "state of the work, files changed, open problems and the next steps. Write it as notes, not prose.")


class Goose(base.OpenAIChat):
    name = "goose"
    sides = ("side_title", "side_summary")
    models = ["gpt-4o", "claude-sonnet-4-5", "gpt-4.1", "qwen3-coder"]

    def headers(self, ctx):
        rng = ctx["rng"]
        return {"content-type": "application/json", "authorization": "Bearer sk-PLACEHOLDER",
                "user-agent": "goose/%s" % rng.choice(["1.7.0", "1.9.3", "1.11.1"])}

    def system(self, ctx):
        rng = ctx["rng"]
        ext = ("# Extensions\nThese extensions are enabled for this session:\n\n## developer\nShell access, file "
               "editing and code analysis in the current directory (%s). Operating system: %s.\n\n## todo\nA task "
               "list for the session.\n\nThe current date is %s." % (ctx["proj"]["root"], E.os_name(ctx["proj"]), E.today(ctx)))
        return prose.compose("goose", GOOSE_SECTIONS, ext)

    def tool_specs(self, ctx):
        return tools.goose()

    def map_call(self, ctx, c):
        proj, g, a = ctx["proj"], c["args"], c["action"]
        if a == "read":
            return "developer__text_editor", {"command": "view", "path": E.absp(proj, g["path"])}
        if a == "edit":
            return "developer__text_editor", {"command": "str_replace", "path": E.absp(proj, g["path"]),
                                              "old_str": g["old"], "new_str": g["new"]}
        if a == "list":
            return "developer__analyze", {"path": proj["root"], "max_depth": 2}
        if a == "todo":
            return "todo__write", {"content": "\n".join("- [%s] %s" % ("x" if i["status"] == "completed" else " ", i["content"]) for i in g["items"])}
        cmd = base.shell_of(c)
        if a == "grep":
            cmd = "rg -n '%s'" % g["pattern"]
        if a == "glob":
            cmd = "rg --files | rg '%s'" % g["pattern"].split(".")[-1]
        return "developer__shell", {"command": cmd}

    def fmt_result(self, ctx, res):
        a = res["action"]
        if a == "read":
            return "### %s\n```\n%s\n```" % (E.absp(ctx["proj"], res["args"]["path"]), util.numbered(res["output"], style="colon"))
        if a == "edit":
            return "The file %s was edited; the changed section now reads:\n```\n%s\n```" % (res["args"]["path"], res["args"]["new"])
        if a == "todo":
            return "Updated todo list."
        return res["output"]

    def side(self, ctx, kind, ir):
        if kind == "side_title":
            return self.title_call(ctx, ir[0]["text"], GOOSE_DESC)
        return self.compact_call(ctx, ir, GOOSE_SUM)


# ---------------------------------------------------------------- OpenHands
OH_SYS_EXTRA = """<ROLE>
Your main job is to carry out what the user asks: run commands, change code, and answer questions about the code. If
the user only asks a question, answer it; do not start changing files.
</ROLE>

<EFFICIENCY>
Every action costs time. Combine steps where you safely can, and prefer targeted searches over reading whole trees.
</EFFICIENCY>

<FILE_SYSTEM_GUIDELINES>
When given a file path, do not assume it is relative to the current directory; check first. Edit files in place instead
of creating copies with new names, and remove temporary files you created when you are done.
</FILE_SYSTEM_GUIDELINES>

<VERSION_CONTROL>
Use the user's git identity if one is configured. Never push or open pull requests unless asked. Do not commit build
artefacts or large binaries.
</VERSION_CONTROL>

<TROUBLESHOOTING>
When something keeps failing, step back, list the possible causes, check the most likely one first, and tell the user
if you are stuck rather than looping.
</TROUBLESHOOTING>"""
OH_CONDENSE = ("You keep a running state summary for an agent that works on software tasks. Below are the previous "
               "summary and the events that happened since. Produce a new summary that keeps the user's goal, what "
               "has been done, the files changed, the current state of tests, open questions and the next planned "
               "steps. Use sections USER_CONTEXT, COMPLETED, PENDING, CODE_STATE, TESTS, CHANGES, DEPS, VERSION_CONTROL.")


class OpenHands(base.OpenAIChat):
    name = "openhands"
    sides = ("side_summary",)
    models = ["litellm_proxy/claude-sonnet-4-5-20250929", "openai/gpt-5", "openhands-lm-32b-v0.1", "deepseek-chat"]
    posix_only = True
    stream = False

    def headers(self, ctx):
        return _py_headers(ctx["rng"])

    def system(self, ctx):
        return prose.compose("openhands", ["conventions", "workflow", "testing", "security"], OH_SYS_EXTRA)

    def tool_specs(self, ctx):
        return tools.openhands()

    def first_user(self, ctx, text):
        rng, proj = ctx["rng"], ctx["proj"]
        port = ctx.setdefault("oh_port", rng.randint(50000, 59999))
        return [{"type": "text", "text": text},
                {"type": "text", "text": "<REPOSITORY_INFO>\nThe repository %s has been cloned to %s at the user's "
                 "request.\n</REPOSITORY_INFO>\n\n<RUNTIME_INFORMATION>\nThese hosts can serve a web application you "
                 "start:\n* http://localhost:%d (port %d)\n* http://localhost:%d (port %d)\nToday's date is %s (UTC).\n"
                 "</RUNTIME_INFORMATION>" % (proj["name"], proj["root"], port, port, port + 1, port + 1, E.today(ctx))}]

    def map_call(self, ctx, c):
        proj, g, a = ctx["proj"], c["args"], c["action"]
        if a == "read":
            return "str_replace_editor", {"command": "view", "path": E.absp(proj, g["path"])}
        if a == "list":
            return "str_replace_editor", {"command": "view", "path": proj["root"]}
        if a == "edit":
            return "str_replace_editor", {"command": "str_replace", "path": E.absp(proj, g["path"]), "old_str": g["old"], "new_str": g["new"]}
        if a == "todo":
            return "task_tracker", {"command": "plan", "task_list": [{"id": str(k + 1), "title": i["content"], "status":
                                                                       {"in_progress": "in_progress", "pending": "todo", "completed": "done"}[i["status"]]}
                                                                      for k, i in enumerate(g["items"])]}
        cmd = base.shell_of(c)
        return "execute_bash", {"command": cmd, "is_input": "false"}

    def fmt_result(self, ctx, res):
        a, proj = res["action"], ctx["proj"]
        if a == "read":
            return "Contents of %s (cat -n):\n%s" % (E.absp(proj, res["args"]["path"]), util.numbered(res["output"]))
        if a == "list":
            return "Files and directories up to 2 levels deep in %s, hidden items excluded:\n%s" % (proj["root"], P.tree_text(proj))
        if a == "edit":
            return "The file %s has been edited. The changed snippet (cat -n):\n%s\nCheck that the edit is what you intended." % (
                E.absp(proj, res["args"]["path"]), util.numbered(res["args"]["new"], 10))
        if a == "todo":
            return "Task list has been updated with %d items." % len(res["args"]["items"])
        return "%s\n[Command finished with exit code %d]\n[Working directory: %s]" % (res["output"], res["exit"] or 0, proj["root"])

    def extra(self, ctx):
        return {"temperature": 0.0, "max_completion_tokens": 64000}

    def side(self, ctx, kind, ir):
        events = []
        for k, e in enumerate(self.mapped(ctx, ir)):
            if e["t"] == "result":
                events.append("<EVENT id=%d>\nObservation (%s): %s\n</EVENT>" % (k, e["name"], e["output"][:500]))
            elif e["t"] == "assistant":
                events.append("<EVENT id=%d>\nAction: %s %s\n</EVENT>" % (k, e["text"], json.dumps([c["input"] for c in e["calls"]], ensure_ascii=False)[:300]))
            else:
                events.append("<EVENT id=%d>\nUser: %s\n</EVENT>" % (k, e["text"]))
        content = OH_CONDENSE + "\n\n<PREVIOUS SUMMARY>\n(none)\n</PREVIOUS SUMMARY>\n\n" + "\n".join(events)
        b = {"model": self.model(ctx), "messages": [{"role": "user", "content": content}], "temperature": 0.0}
        return self.endpoint, self.headers(ctx), b


# ---------------------------------------------------------------- SWE-agent
SWE_SYS = "You are a capable assistant who can operate a computer to complete tasks."
SWE_INSTANCE = """<uploaded_files>
{root}
</uploaded_files>
A code repository has been uploaded to {root}. Here is the task description:

<pr_description>
{task}
</pr_description>

Please make the smallest changes to non-test files under {root} that satisfy the description. The test files are
already taken care of, so you do not need to change any tests.
Suggested steps:
1. Explore the repository to find the code involved.
2. Write a small script that reproduces the problem and run it with `python <file>` using the bash tool.
3. Edit the source to fix it.
4. Run the reproduction again to confirm.
5. Consider edge cases and make sure the fix handles them.
Think carefully before each step."""


class SWEAgent(base.OpenAIChat):
    name = "swe_agent"
    models = ["claude-sonnet-4-20250514", "gpt-4o", "deepseek/deepseek-chat"]
    posix_only = True
    stream = False

    def headers(self, ctx):
        return _py_headers(ctx["rng"])

    def system(self, ctx):
        return SWE_SYS

    def tool_specs(self, ctx):
        return tools.swe_agent()

    def first_user(self, ctx, text):
        return SWE_INSTANCE.format(root=ctx["proj"]["root"], task=text)

    def map_call(self, ctx, c):
        proj, g, a = ctx["proj"], c["args"], c["action"]
        if a in ("read", "list"):
            return "str_replace_editor", {"command": "view", "path": E.absp(proj, g["path"]) if a == "read" else proj["root"]}
        if a == "edit":
            return "str_replace_editor", {"command": "str_replace", "path": E.absp(proj, g["path"]), "old_str": g["old"], "new_str": g["new"]}
        if a == "todo":
            return None
        return "bash", {"command": base.shell_of(c)}

    def fmt_result(self, ctx, res):
        a = res["action"]
        if a == "read":
            out = "Here's the file %s with line numbers:\n%s" % (res["args"]["path"], util.numbered(res["output"]))
        elif a == "list":
            out = "Files and directories up to 2 levels deep in %s:\n%s" % (ctx["proj"]["root"], P.tree_text(ctx["proj"]))
        elif a == "edit":
            out = "The file %s has been edited. Review the change:\n%s" % (res["args"]["path"], util.numbered(res["args"]["new"], 10))
        else:
            out = res["output"] or "Your command ran successfully and did not produce any output."
        return "OBSERVATION:\n" + out

    def extra(self, ctx):
        return {"temperature": 0.0}


# ---------------------------------------------------------------- Continue (agent mode)
CONT_RULES = """<important_rules>
  You are in agent mode.

  Always put the language and the file path in the info string of a code block, like ```python src/app.py.
  When you propose an edit to an existing file, show only the changed region and mark unchanged parts with a comment
  such as `// ... existing code ...`. Keep explanations short and put them outside the code block.
  Use the tools when you need to read files, search or run commands; do not invent file contents.
</important_rules>"""
CONT_TITLE = "Given the user's message below, reply with a short title for the session (five words or fewer), no punctuation."


class ContinueAgent(base.OpenAIChat):
    name = "continue_agent"
    sides = ("side_title",)
    models = ["claude-sonnet-4-5", "gpt-4.1", "qwen2.5-coder:32b", "devstral"]
    content_parts = 0.5

    def headers(self, ctx):
        return _js_headers(ctx["rng"])

    def system(self, ctx):
        return CONT_RULES

    def tool_specs(self, ctx):
        return tools.continue_agent()

    def first_user(self, ctx, text):
        rng, proj = ctx["rng"], ctx["proj"]
        if rng.random() < 0.3 and proj["files"]:
            path = sorted(proj["files"])[0]
            return "```%s\n%s\n```\n\n%s" % (E.absp(proj, path), proj["files"][path], text)
        return text

    def map_call(self, ctx, c):
        g, a = c["args"], c["action"]
        m = {"list": ("ls", {"dirPath": ".", "recursive": True}), "glob": ("file_glob_search", {"pattern": g.get("pattern", "")}),
             "grep": ("grep_search", {"query": g.get("pattern", "")}), "read": ("read_file", {"filepath": g.get("path", "")}),
             "shell": ("run_terminal_command", {"command": g.get("command", ""), "waitForCompletion": True}),
             "edit": ("edit_existing_file", {"filepath": g.get("path", ""), "changes": "// ... existing code ...\n%s\n// ... existing code ..." % g.get("new", "")})}
        return m.get(a)

    def fmt_result(self, ctx, res):
        if res["action"] == "edit":
            return "Edit applied to %s." % res["args"]["path"]
        if res["action"] == "shell":
            return "Terminal output:\n" + res["output"]
        return res["output"]

    def extra(self, ctx):
        return {"max_tokens": 4096, "temperature": 0.2}

    def side(self, ctx, kind, ir):
        return self.title_call(ctx, ir[0]["text"], CONT_TITLE, extra={"max_tokens": 12, "stream": False})


# ---------------------------------------------------------------- Copilot agent mode
CP_SYS = """<instructions>
You are an automated coding agent with expert knowledge of many languages and frameworks. The user will ask a question
or give you a task that may need research before it can be answered correctly. Use the tools to gather context and
act; call them as often as needed until the task is fully done. Do not give up unless you are sure the request cannot
be met with the tools you have.
Infer the project type from the context and keep it in mind when making changes. For a feature with no file named,
break it down and find the files that own each part first.
</instructions>
<toolUseInstructions>
Follow each tool's schema exactly and include every required property. Do not name tools to the user; say what you
are doing instead ("I'll run the tests"). Read large meaningful ranges rather than many small ones. Never print a code
block with file changes when you can apply them with the edit tool.
</toolUseInstructions>
<editFileInstructions>
Read the file before editing. Use the string-replacement tool with enough surrounding context for a unique match.
After editing, call get_errors to check the files you changed and fix what you broke.
</editFileInstructions>
<outputFormatting>
Use proper Markdown. Wrap file names and symbols in backticks.
</outputFormatting>"""
CP_REMINDER = ("<reminderInstructions>\nWhen using the replace tool, include three to five lines of unchanged context "
               "before and after the text you replace. Keep going until the request is completely resolved.\n"
               "</reminderInstructions>")
CP_TITLE = ("Write a brief title for the chat conversation that starts with the message below. At most eight "
            "words, no quotes, in the language of the message.")
CP_SUM = ("Summarize the conversation history so far for continuation: the user's goals, the work done, the files "
          "touched with their roles, tool results that still matter, and the immediate next step. Be thorough.")


class CopilotAgent(base.OpenAIChat):
    name = "copilot_agent"
    sides = ("side_title", "side_summary")
    models = ["gpt-4.1", "claude-sonnet-4", "gpt-5-mini", "gemini-2.5-pro"]

    def headers(self, ctx):
        rng = ctx["rng"]
        return {"content-type": "application/json", "authorization": "Bearer PLACEHOLDER",
                "copilot-integration-id": "vscode-chat", "editor-version": "vscode/%s" % rng.choice(["1.103.2", "1.104.0", "1.105.1"]),
                "editor-plugin-version": "copilot-chat/%s" % rng.choice(["0.30.3", "0.31.0", "0.32.4"]),
                "openai-intent": "conversation-agent", "x-initiator": ctx.get("initiator", "user"),
                "x-github-api-version": "2025-05-01", "x-request-id": util.uid(rng), "vscode-sessionid": ctx["session"] + str(rng.randint(10 ** 12, 10 ** 13)),
                "vscode-machineid": util.hexid(rng, 64), "user-agent": "GitHubCopilotChat/0.31.0"}

    def system(self, ctx):
        return prose.INTROS["copilot_agent"] + "\n" + CP_SYS

    def tool_specs(self, ctx):
        return tools.copilot()

    def messages(self, ctx, ir):
        msgs = super().messages(ctx, ir)
        rng, proj = ctx["rng"], ctx["proj"]
        info = ("<environment_info>\nOperating system: %s. Default shell: %s; write terminal commands for this "
                "shell.\n</environment_info>\n<workspace_info>\nThe workspace has "
                "one folder, %s, with this structure:\n```\n%s\n```\nThe structure may be truncated; use tools to see more.\n"
                "</workspace_info>" % (E.os_name(proj), E.shell_name(proj), proj["root"], P.tree_text(proj, "indent")))
        return msgs[:1] + [{"role": "user", "content": info}] + msgs[1:]

    def first_user(self, ctx, text):
        rng, proj = ctx["rng"], ctx["proj"]
        return ("<context>\nThe current date is %s.\n</context>\n<editorContext>\nActive editor file: %s\n"
                "</editorContext>\n%s\n<userRequest>\n%s\n</userRequest>" % (
                    E.today(ctx), E.absp(proj, proj["tree"][1]), CP_REMINDER, text))

    later_user = first_user

    def map_call(self, ctx, c):
        proj, g, a = ctx["proj"], c["args"], c["action"]
        if a == "list":
            return "list_dir", {"path": proj["root"]}
        if a == "glob":
            return "file_search", {"query": g["pattern"]}
        if a == "grep":
            return "grep_search", {"query": g["pattern"], "isRegexp": False}
        if a == "read":
            return "read_file", {"filePath": E.absp(proj, g["path"]), "startLine": 1, "endLine": 200}
        if a == "shell":
            if g["command"] == proj["test_cmd"] and ctx["rng"].random() < 0.3:
                return "runTests", {"files": []}
            return "run_in_terminal", {"command": g["command"], "explanation": "Run the command in the workspace.", "isBackground": False}
        if a == "edit":
            return "replace_string_in_file", {"filePath": E.absp(proj, g["path"]), "oldString": g["old"], "newString": g["new"]}
        if a == "todo":
            return "manage_todo_list", {"todoList": [{"id": k + 1, "title": i["content"], "status": i["status"]} for k, i in enumerate(g["items"])]}
        return None

    def fmt_result(self, ctx, res):
        a = res["action"]
        if a == "read":
            return "```%s\n%s\n```" % (res["args"]["path"], res["output"])
        if a == "edit":
            return "The following files were successfully edited:\n" + E.absp(ctx["proj"], res["args"]["path"])
        if a == "shell":
            return res["output"] + ("\nCommand exited with code %d" % res["exit"] if res["exit"] else "")
        if a == "todo":
            return "Successfully wrote todo list"
        return res["output"]

    def extra(self, ctx):
        return {"temperature": 0, "top_p": 1, "n": 1, "max_tokens": 16384}

    def side(self, ctx, kind, ir):
        if kind == "side_title":
            return self.title_call(ctx, ir[0]["text"], CP_TITLE, model="gpt-4o-mini", extra={"temperature": 0.1, "stream": True})
        return self.compact_call(ctx, ir, CP_SUM)


# ---------------------------------------------------------------- Open Interpreter
OI_SYS = """You can run code on the user's machine and see its output. Work in small steps: write a little code, run
it, look at the result, and continue. Prefer the shell for file and git operations and Python for data work. Install
packages only when needed and tell the user first. When a step fails, read the error and fix it rather than repeating
the same code. Report back in plain language when the task is done.

[User Info]
Name: {user}
CWD: {cwd}
SHELL: {shell}
OS: {os}"""


class OpenInterpreter(base.OpenAIChat):
    name = "open_interpreter"
    models = ["gpt-4o", "gpt-4-turbo", "claude-3-5-sonnet-20241022", "ollama/llama3.1"]

    def headers(self, ctx):
        return _py_headers(ctx["rng"])

    def system(self, ctx):
        proj, rng = ctx["proj"], ctx["rng"]
        return prose.INTROS["open_interpreter"] + "\n" + OI_SYS.format(user=ctx.setdefault("oi_user", rng.choice(["dev", "mia", "sam", "ola"])),
                                                                        cwd=proj["root"], shell=E.shell_name(proj), os=E.os_name(proj))

    def tool_specs(self, ctx):
        return tools.open_interpreter()

    def map_call(self, ctx, c):
        if c["action"] == "todo":
            return None
        if c["action"] == "edit":
            return "execute", {"language": "python", "code": "from pathlib import Path\np = Path(%r)\np.write_text(p.read_text().replace(%r, %r, 1))\nprint('ok')" % (
                c["args"]["path"], c["args"]["old"], c["args"]["new"])}
        return "execute", {"language": "shell", "code": base.shell_of(c)}

    def fmt_result(self, ctx, res):
        return base.shell_output(res) or "ok"

    def messages(self, ctx, ir):
        msgs = super().messages(ctx, ir)
        if ctx.setdefault("oi_legacy", ctx["rng"].random() < 0.35):
            # older releases: legacy `functions` calling with role=function results
            out = []
            for m in msgs:
                if m.get("tool_calls"):
                    f = m["tool_calls"][0]["function"]
                    out.append({"role": "assistant", "content": m["content"], "function_call": {"name": f["name"], "arguments": f["arguments"]}})
                elif m["role"] == "tool":
                    out.append({"role": "function", "name": "execute", "content": m["content"]})
                else:
                    out.append(m)
            return out
        return msgs

    def body(self, ctx, msgs, tools=True):
        b = super().body(ctx, msgs, tools)
        if ctx.get("oi_legacy") and "tools" in b:
            b["functions"] = [t["function"] for t in b.pop("tools")]
        return b

    def mapped(self, ctx, ir):
        out = super().mapped(ctx, ir)
        if ctx.setdefault("oi_legacy", ctx["rng"].random() < 0.35):
            # legacy function calling carries one call per assistant turn
            fixed, drop = [], set()
            for e in out:
                if e["t"] == "assistant" and len(e["calls"]) > 1:
                    drop.update(c["id"] for c in e["calls"][1:])
                    e = dict(e, calls=e["calls"][:1])
                if e["t"] == "result" and e["id"] in drop:
                    continue
                fixed.append(e)
            return fixed
        return out


# ---------------------------------------------------------------- LangGraph ReAct agent
LG_MEMORY_SYS = ("You manage long-term memory for an assistant. From the conversation below, extract durable facts "
                 "about the user and their projects (preferences, tools they use, conventions, names) that will help "
                 "in future sessions. Ignore one-off details. Return a JSON list of objects with `content` and "
                 "`category`; return [] if there is nothing worth keeping.")


class LangGraph(base.OpenAIChat):
    name = "langgraph"
    sides = ("side_memory",)
    models = ["gpt-4o", "gpt-4o-mini", "gpt-4.1", "llama-3.3-70b-versatile"]
    content_parts = 0.2

    def headers(self, ctx):
        return _py_headers(ctx["rng"])

    def system(self, ctx):
        return prose.INTROS["langgraph"] + " The repository you work on is checked out at %s." % ctx["proj"]["root"]

    def tool_specs(self, ctx):
        return tools.langgraph()

    def map_call(self, ctx, c):
        g, a = c["args"], c["action"]
        m = {"list": ("list_files", {"path": "."}), "glob": ("list_files", {"path": "."}),
             "grep": ("search_code", {"pattern": g.get("pattern", ""), "path": "."}),
             "read": ("read_file", {"path": g.get("path", "")}), "shell": ("run_shell", {"command": g.get("command", "")}),
             "edit": ("write_file", {"path": g.get("path", ""), "content": g.get("new", "")})}
        return m.get(a)

    def messages(self, ctx, ir):
        msgs = super().messages(ctx, ir)
        names = {}
        for m in msgs:
            for tc in m.get("tool_calls") or []:
                names[tc["id"]] = tc["function"]["name"]
        for m in msgs:
            if m["role"] == "tool":
                m["name"] = names.get(m["tool_call_id"], "tool")
        return msgs

    def fmt_result(self, ctx, res):
        if res["action"] == "shell":
            return json.dumps({"exit_code": res["exit"], "stdout": res["output"], "stderr": ""}, ensure_ascii=False)
        if res["action"] == "edit":
            return "Wrote %s" % res["args"]["path"]
        return res["output"]

    def extra(self, ctx):
        return {"temperature": 0.0, "stream": ctx["rng"].random() < 0.5}

    def side(self, ctx, kind, ir):
        transcript = "\n".join("%s: %s" % ("human" if e["t"] == "user" else "ai", e["text"]) for e in ir if e["t"] != "result")
        b = {"model": "gpt-4o-mini", "messages": [{"role": "system", "content": LG_MEMORY_SYS},
                                                   {"role": "user", "content": "<conversation>\n%s\n</conversation>" % transcript}],
             "temperature": 0.0, "response_format": {"type": "json_object"}}
        return self.endpoint, self.headers(ctx), b
