"""Codex CLI: OpenAI Responses API, developer items, function calls and their outputs, stateless resend."""
import json

from . import base, prose, tools, util, envinfo as E

CODEX_SECTIONS = ["workflow", "planning", "tasks", "editing", "conventions", "sandbox", "testing", "git_safety", "memory",
                  "tools_policy", "final_answer", "communication", "code_refs"]

PERMS = ("<permissions instructions>\nFilesystem sandboxing decides which files you can read and write. The current "
         "mode is `{sandbox}`: you may read any file, and write only inside the workspace and the temporary directory. "
         "Network access is {net}. Approval policy is `{approval}`: commands that need more than the sandbox allows "
         "must be re-run with escalation and a one-sentence justification.\n</permissions instructions>")
ENV_CTX = ("<environment_context>\n  <cwd>{cwd}</cwd>\n  <approval_policy>{approval}</approval_policy>\n  <sandbox_mode>{sandbox}"
           "</sandbox_mode>\n  <network_access>{net}</network_access>\n  <shell>{shell}</shell>\n</environment_context>")
AGENTS_MD = ("# AGENTS.md instructions for {cwd}\n\n<INSTRUCTIONS>\n## Dev notes\n- Tests: `{test}`\n- Lint: `{lint}`\n- Small, "
             "focused commits. Do not touch generated files under `gen/`.\n</INSTRUCTIONS>")
COMPACT = ("You are about to hand this task over to another instance of yourself that will not see this conversation. "
           "Write a checkpoint summary it can resume from: the goal in the user's words, the decisions made and why, the "
           "files touched and their state, commands that were run and what they showed, what is still broken, and the "
           "exact next steps. Be specific and complete; do not include pleasantries.")


def _argv(cmd):
    return ["bash", "-lc", cmd]


class CodexCLI(base.Family):
    name = "codex_cli"
    endpoint = "/v1/responses"
    sides = ("side_compaction",)
    models = ["gpt-5-codex", "gpt-5", "gpt-5.1-codex", "gpt-5-codex-mini"]

    def headers(self, ctx):
        rng = ctx["rng"]
        ver = ctx.setdefault("codex_ver", rng.choice(["0.42.0", "0.46.0", "0.50.0", "0.58.0"]))
        h = {"content-type": "application/json", "accept": "text/event-stream", "authorization": "Bearer sk-PLACEHOLDER",
             "originator": "codex_cli_rs", "version": ver, "openai-beta": "responses=experimental",
             "user-agent": "codex_cli_rs/%s (%s; x86_64) %s" % (ver, rng.choice(["Ubuntu 24.4.0", "Mac OS 15.5.0", "Arch Linux Rolling"]),
                                                               rng.choice(["xterm-256color", "iTerm.app/3.5.14", "WezTerm/20240203"])),
             "session-id": ctx["session"]}
        if rng.random() < 0.5:
            h["thread-id"] = ctx["session"]
        return h

    def tool_specs(self, ctx):
        return tools.codex()

    def map_call(self, ctx, c):
        g, a, root = c["args"], c["action"], ctx["proj"]["root"]
        if a == "shell":
            return "shell", {"command": _argv(g["command"]), "workdir": root, "timeout_ms": 120000}
        if a == "list":
            return "shell", {"command": _argv("ls -la"), "workdir": root}
        if a == "glob":
            return "shell", {"command": _argv("rg --files | head -200"), "workdir": root}
        if a == "grep":
            return "shell", {"command": _argv("rg -n \"%s\"" % g["pattern"]), "workdir": root}
        if a == "read":
            return "shell", {"command": _argv("sed -n '1,220p' %s" % g["path"]), "workdir": root}
        if a == "edit":
            patch = "*** Begin Patch\n*** Update File: %s\n@@\n%s\n%s\n*** End Patch" % (
                g["path"], "\n".join("-" + x for x in g["old"].split("\n")), "\n".join("+" + x for x in g["new"].split("\n")))
            return "apply_patch", {"input": patch}
        if a == "todo":
            return "update_plan", {"plan": [{"step": i["content"], "status": i["status"]} for i in g["items"]]}
        return None

    def fmt_result(self, ctx, res):
        a = res["action"]
        if a == "edit":
            return json.dumps({"output": "Success. Updated the following files:\nM %s\n" % res["args"]["path"],
                               "metadata": {"exit_code": 0, "duration_seconds": 0.0}})
        if a == "todo":
            return "Plan updated"
        code = res["exit"] or 0
        secs = round(ctx["rng"].uniform(0.02, 4.5), 1)
        if ctx.setdefault("codex_out", ctx["rng"].choice(["json", "text"])) == "json":
            return json.dumps({"output": res["output"] + "\n", "metadata": {"exit_code": code, "duration_seconds": secs}},
                              ensure_ascii=False)
        return "Exit code: %d\nWall time: %s seconds\nOutput:\n%s" % (code, secs, res["output"])

    def preamble(self, ctx):
        rng, proj = ctx["rng"], ctx["proj"]
        if "codex_pre" not in ctx:
            approval = rng.choice(["on-request", "never", "untrusted", "on-failure"])
            sandbox = rng.choice(["workspace-write", "read-only", "danger-full-access"])
            net = rng.choice(["restricted", "enabled"])
            items = []
            if rng.random() < 0.6:
                items.append(self._msg("developer", PERMS.format(sandbox=sandbox, net=net, approval=approval)))
            if rng.random() < 0.6:
                items.append(self._msg("user", AGENTS_MD.format(cwd=proj["root"], test=proj["test_cmd"], lint=proj["lint_cmd"])))
            items.append(self._msg("user", ENV_CTX.format(cwd=proj["root"], approval=approval, sandbox=sandbox, net=net,
                                                          shell="bash" if E.os_name(proj) != "win32" else "powershell")))
            ctx["codex_pre"] = items
            ctx["codex_instr"] = rng.random() < 0.5
        return ctx["codex_pre"]

    @staticmethod
    def _msg(role, text):
        return {"type": "message", "role": role, "content": [{"type": "input_text", "text": text}]}

    def input_items(self, ctx, ir):
        rng = ctx["rng"]
        items = list(self.preamble(ctx))
        for e in self.mapped(ctx, ir):
            if e["t"] == "user":
                items.append(self._msg("user", e["text"]))
            elif e["t"] == "assistant":
                if rng.random() < 0.6:
                    items.append({"type": "reasoning", "summary": [{"type": "summary_text", "text": "**%s**" % rng.choice(
                        ["Inspecting the repository", "Planning the fix", "Checking test output", "Locating the handler"])}],
                        "content": None, "encrypted_content": "gAAAAB" + util.alnum(rng, 120)})
                if e["text"] and not e["calls"]:
                    items.append({"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": e["text"]}]})
                for c in e["calls"]:
                    items.append({"type": "function_call", "name": c["name"], "arguments": json.dumps(c["input"], ensure_ascii=False),
                                  "call_id": c["id"]})
            else:
                items.append({"type": "function_call_output", "call_id": e["id"], "output": self.fmt_result(ctx, e)})
        return items

    def body(self, ctx, items):
        rng = ctx["rng"]
        b = {"model": self.model(ctx)}
        if ctx.get("codex_instr"):
            b["instructions"] = prose.compose("codex_cli", CODEX_SECTIONS)
        else:
            items = [self._msg("developer", prose.compose("codex_cli", CODEX_SECTIONS))] + items
        b["input"] = items
        b["tools"] = tools.to_responses(self.tool_specs(ctx)) + ([{"type": "web_search"}] if rng.random() < 0.4 else [])
        b.update({"tool_choice": "auto", "parallel_tool_calls": rng.random() < 0.3,
                  "reasoning": {"effort": rng.choice(["low", "medium", "high"]), "summary": "auto"},
                  "store": False, "stream": True, "include": ["reasoning.encrypted_content"],
                  "prompt_cache_key": ctx["session"]})
        if rng.random() < 0.5:
            b["text"] = {"verbosity": rng.choice(["low", "medium"])}
        return b

    def build(self, ctx, ir):
        return self.endpoint, self.headers(ctx), self.body(ctx, self.input_items(ctx, ir))

    def side(self, ctx, kind, ir):
        items = self.input_items(ctx, ir) + [self._msg("user", COMPACT)]
        return self.endpoint, self.headers(ctx), self.body(ctx, items)
