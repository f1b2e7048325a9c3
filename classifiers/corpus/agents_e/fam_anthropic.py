"""Anthropic Messages clients: Claude Code and an Amp-like editor agent."""
import json

from . import base, prose, tools, util, envinfo as E
from . import projects as P

CC_SECTIONS = ["tone", "proactive", "conventions", "tasks", "planning", "workflow", "editing", "testing", "tools_policy",
               "git_safety", "security", "memory", "mcp", "code_refs", "env_note", "communication", "final_answer"]

CC_TOPIC_SYS = ("Decide whether the user's message starts a new topic compared with the current conversation. "
                "If it does, propose a title of two or three words. Reply with JSON only, of the form "
                "{\"isNewTopic\": boolean, \"title\": string or null}, and nothing else.")
CC_TITLE_SYS = ("Write a short title, at most six words, that captures what the user wants to do in this coding "
                "session. Reply with the title only, no quotes and no punctuation at the end.")
CC_COMPACT = ("Your job now is to write a detailed summary of this conversation so far, so that work can continue "
              "in a fresh context without losing anything important. Cover, in order: the user's explicit requests "
              "and intent; key technical concepts; every file you looked at or changed, with the important snippets; "
              "errors you hit and how you fixed them; the problem-solving so far; all user messages that were not "
              "tool results; pending tasks; what you were doing right before this request; and the next step, "
              "quoting the latest request verbatim where it matters. Think in an <analysis> block first, then give "
              "the result in a <summary> block.")


def _fmt_tool_result(ctx, res):
    a = res["action"]
    proj = ctx["proj"]
    if a == "read":
        return util.numbered(res["output"], style="tab")
    if a == "edit":
        return ("The file %s has been updated. The edited region now reads:\n%s" %
                (E.absp(proj, res["args"]["path"]), util.numbered(res["args"]["new"], start=10, style="tab")))
    if a == "todo":
        return "Task list saved. Keep working through it and keep it up to date."
    if a == "list":
        return "- %s/\n" % proj["root"] + "\n".join("  - " + f for f in proj["tree"])
    if a == "glob":
        return "\n".join(E.absp(proj, f) for f in proj["tree"])
    if a == "shell" and res.get("exit"):
        return "Exit code %d\n%s" % (res["exit"], res["output"])
    return res["output"]


class ClaudeCode(base.AnthropicMessages):
    name = "claude_code"
    sides = ("side_title", "side_topic", "side_compaction")
    models = ["claude-sonnet-4-5-20250929", "claude-opus-4-1-20250805", "claude-sonnet-4-20250514"]
    small = ["claude-3-5-haiku-20241022", "claude-haiku-4-5-20251001"]

    def headers(self, ctx):
        rng = ctx["rng"]
        h = {"content-type": "application/json", "accept": "application/json",
             "anthropic-version": "2023-06-01",
             "anthropic-beta": rng.choice(["claude-code-20250219,interleaved-thinking-2025-05-14,fine-grained-tool-streaming-2025-05-14",
                                           "claude-code-20250219,context-1m-2025-08-07,interleaved-thinking-2025-05-14",
                                           "oauth-2025-04-20,claude-code-20250219,interleaved-thinking-2025-05-14,context-management-2025-06-27"]),
             "anthropic-dangerous-direct-browser-access": "true",
             "user-agent": "claude-cli/%s (external, cli)" % rng.choice(["1.0.98", "2.0.14", "2.0.31"]),
             "x-app": "cli", "x-claude-code-session-id": ctx["session"]}
        h.update(base.ua_stainless(rng))
        if rng.random() < 0.5:
            h["x-api-key"] = "sk-ant-PLACEHOLDER"
        else:
            h["authorization"] = "Bearer sk-ant-PLACEHOLDER"
        return h

    def system_blocks(self, ctx):
        rng, proj = ctx["rng"], ctx["proj"]
        if "cc_sys" not in ctx:
            branch, changed, commits = E.git_status_block(proj, rng)
            env = ("Facts about the environment you are running in:\n<env>\nWorking directory: %s\nIs directory a git "
                   "repo: Yes\nPlatform: %s\nOS Version: %s\nToday's date: %s\n</env>\nThe model behind this session is %s.\n\n"
                   "gitStatus: a snapshot taken when the conversation started; it will not update.\nCurrent branch: %s\n\n"
                   "Main branch (use for PRs): main\n\nStatus:\n%s\n\nRecent commits:\n%s" %
                   (proj["root"], E.os_name(proj), E.osv(ctx), E.today(ctx), self.model(ctx), branch, changed, commits))
            text = prose.compose("claude_code", CC_SECTIONS, env)
            ctx["cc_sys"] = [{"type": "text", "text": "You are Claude Code, the command-line coding agent from Anthropic.",
                              "cache_control": {"type": "ephemeral"}},
                             {"type": "text", "text": text, "cache_control": {"type": "ephemeral"}}]
        return ctx["cc_sys"]

    def tool_specs(self, ctx):
        return tools.claude_code()

    def first_user_blocks(self, ctx, text):
        rng = ctx["rng"]
        blocks = []
        if rng.random() < 0.7:
            blocks.append({"type": "text", "text": "<system-reminder>\nContext you may use while answering:\n# claudeMd\n"
                           "Project instructions, checked into the repository (%s/CLAUDE.md):\n\n- Run `%s` before saying "
                           "a change is done.\n- Keep functions small; no new dependencies without asking.\n\nUse this "
                           "context only when it is relevant to the task.\n</system-reminder>" % (ctx["proj"]["root"], ctx["proj"]["test_cmd"])})
        blocks.append({"type": "text", "text": text})
        return blocks

    def later_user_blocks(self, ctx, text):
        blocks = [{"type": "text", "text": text}]
        if ctx["rng"].random() < 0.3:
            blocks.append({"type": "text", "text": "<system-reminder>\nThe task list is empty. Do not mention this to the "
                           "user; create one only if the work needs it.\n</system-reminder>"})
        return blocks

    def map_call(self, ctx, c):
        proj, g = ctx["proj"], c["args"]
        a = c["action"]
        if a == "list":
            return "LS", {"path": proj["root"]}
        if a == "glob":
            return "Glob", {"pattern": g["pattern"]}
        if a == "grep":
            return "Grep", {"pattern": g["pattern"], "output_mode": "content", "-n": True}
        if a == "read":
            return "Read", {"file_path": E.absp(proj, g["path"])}
        if a == "shell":
            return "Bash", {"command": g["command"], "description": "Run " + g["command"].split()[0]}
        if a == "edit":
            return "Edit", {"file_path": E.absp(proj, g["path"]), "old_string": g["old"], "new_string": g["new"]}
        if a == "write":
            return "Write", {"file_path": E.absp(proj, g["path"]), "content": g["content"]}
        if a == "todo":
            return "TodoWrite", {"todos": [dict(i, activeForm=i["content"]) for i in g["items"]]}
        return None

    def fmt_result(self, ctx, res):
        return _fmt_tool_result(ctx, res)

    def extra(self, ctx):
        rng = ctx["rng"]
        if "cc_extra" not in ctx:
            sid = ctx["session"]
            if rng.random() < 0.5:
                uid = json.dumps({"device_id": util.hexid(rng, 64), "account_uuid": util.uid(rng), "session_id": sid})
            else:
                uid = "user_%s_account__session_%s" % (util.hexid(rng, 64), sid)
            ex = {"metadata": {"user_id": uid}}
            if rng.random() < 0.5:
                ex["thinking"] = {"type": "enabled", "budget_tokens": rng.choice([4000, 10000, 31999])}
                ex["temperature"] = 1
            if rng.random() < 0.2:
                ex["context_management"] = {"edits": [{"type": "clear_tool_uses_20250919"}]}
            ctx["cc_extra"] = ex
        return ctx["cc_extra"]

    def side(self, ctx, kind, ir):
        rng = ctx["rng"]
        small = rng.choice(self.small)
        if kind in ("side_title", "side_topic"):
            body = {"model": small, "max_tokens": 512,
                    "system": [{"type": "text", "text": CC_TOPIC_SYS if kind == "side_topic" else CC_TITLE_SYS}],
                    "messages": [{"role": "user", "content": [{"type": "text", "text": ir[0]["text"]}]}],
                    "temperature": 0, "metadata": self.extra(ctx)["metadata"], "stream": rng.random() < 0.5}
            return self.endpoint, self.headers(ctx), body
        if kind == "side_compaction":
            msgs = self.messages(ctx, ir)
            msgs.append({"role": "user", "content": [{"type": "text", "text": CC_COMPACT}]})
            body = self.body(ctx, msgs, tools=False)
            body["system"] = [{"type": "text", "text": "You are a helpful assistant that summarizes conversations."}]
            return self.endpoint, self.headers(ctx), body
        raise NotImplementedError(kind)


AMP_SECTIONS = ["proactive", "conventions", "tasks", "workflow", "tools_policy", "editing", "testing", "communication", "mcp"]
AMP_TITLE = "Give this conversation thread a title of at most seven words. Output only the title."


class AmpLike(base.AnthropicMessages):
    name = "amp_like"
    sides = ("side_title",)
    models = ["claude-sonnet-4-5-20250929", "claude-sonnet-4-20250514"]

    def headers(self, ctx):
        rng = ctx["rng"]
        h = {"content-type": "application/json", "anthropic-version": "2023-06-01",
             "anthropic-beta": "interleaved-thinking-2025-05-14",
             "x-api-key": "sk-ant-PLACEHOLDER", "user-agent": "amp/0.0.%d (node)" % rng.randint(1750000000, 1760000000),
             "x-thread-id": ctx.setdefault("thread", "T-" + util.uid(rng))}
        return h

    def system_blocks(self, ctx):
        rng, proj = ctx["rng"], ctx["proj"]
        if "amp_sys" not in ctx:
            env = ("# Environment\nWorkspace root: %s\nOperating system: %s\nDate: %s\nOpen files: %s\n\n"
                   "# Workspace guidance (AGENT.md)\n- Build with the project's scripts; never bypass the linter." %
                   (proj["root"], E.os_name(proj), E.today(ctx), ", ".join(proj["tree"][1:3])))
            ctx["amp_sys"] = [{"type": "text", "text": prose.compose("amp_like", AMP_SECTIONS, env),
                               "cache_control": {"type": "ephemeral"}}]
        return ctx["amp_sys"]

    def tool_specs(self, ctx):
        return tools.amp_like()

    def map_call(self, ctx, c):
        proj, g, a = ctx["proj"], c["args"], c["action"]
        if a == "list":
            return "list_directory", {"path": proj["root"]}
        if a == "glob":
            return "glob", {"filePattern": g["pattern"]}
        if a == "grep":
            return "Grep", {"pattern": g["pattern"], "path": proj["root"]}
        if a == "read":
            return "Read", {"path": E.absp(proj, g["path"])}
        if a == "shell":
            return "Bash", {"cmd": g["command"], "cwd": proj["root"]}
        if a == "edit":
            return "edit_file", {"path": E.absp(proj, g["path"]), "old_str": g["old"], "new_str": g["new"]}
        if a == "todo":
            return "todo_write", {"todos": [dict(i, id=str(k + 1), priority="medium") for k, i in enumerate(g["items"])]}
        return None

    def fmt_result(self, ctx, res):
        a = res["action"]
        if a == "shell":
            return json.dumps({"output": res["output"], "exitCode": res["exit"]}, ensure_ascii=False)
        if a == "read":
            return util.numbered(res["output"], style="colon")
        if a == "edit":
            return json.dumps({"diff": "```diff\n-%s\n+%s\n```" % (res["args"]["old"].split("\n")[0], res["args"]["new"].split("\n")[0]),
                               "lineRange": [10, 14]})
        return res["output"]

    def side(self, ctx, kind, ir):
        body = {"model": "claude-3-5-haiku-20241022", "max_tokens": 64, "system": [{"type": "text", "text": AMP_TITLE}],
                "messages": [{"role": "user", "content": ir[0]["text"]}]}
        return self.endpoint, self.headers(ctx), body
