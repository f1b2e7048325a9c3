"""Autonomous SWE agents and home-grown loops: OpenHands, SWE-agent, mini-swe-agent, a home-made openai-SDK loop,
a CI bot.  Own text throughout; structure follows the public projects (see README)."""
from __future__ import annotations

from . import core as C
from . import vocab as V
from .base import Conv
from .core import P, Step, jdump
from .proto import ChatText, ChatTools, Responses


class Variants:
    """One family name, several wire variants (e.g. native tools vs text actions); one is drawn per record."""

    def __init__(self, name, variants):
        self.name = name
        self.variants = variants
        self.side_kinds = sorted({k for v in variants for k in v.side_kinds})
        self.has_completion = any(v.has_completion for v in variants)
        self.no_shapes = tuple(x for x in ("first", "loop", "retry", "followup")
                               if all(x in getattr(v, "no_shapes", ()) for v in variants))

    def make(self, rng, shape, pick):
        cands = [v for v in self.variants if shape not in getattr(v, "no_shapes", ()) and (shape != "side" or v.side_kinds) and
                 ((shape == "completion") == bool(getattr(v, "only_completion", False)) or (shape == "completion" and v.has_completion))]
        v = rng.choice(cands)
        rec = v.make(rng, shape, pick)
        rec["family"] = self.name
        return rec


def _py_headers(ctx, ua=None):
    r = ctx.rng
    h = {"content-type": "application/json", "authorization": "Bearer gw-redacted-token",
         "user-agent": ua or f"OpenAI/Python {r.choice(['1.97.1', '1.109.1', '2.8.0', '1.82.0'])}"}
    h.update(C.stainless_headers(r, "py"))
    return h


def _shell_cmd(ctx, s: Step) -> str:
    a = s.args
    return {"ls": f"ls -la {a.get('path', '')}", "glob": f"find . -path '{a.get('pattern', '')}' | head -50",
            "grep": f"grep -rn '{a.get('pattern', '')}' .", "read": f"cat {a.get('path', '')}",
            "edit": f"sed -i 's/timeout = .*/timeout = cfg.get(\"timeout\", 30)/' {a.get('path', '')}",
            "write": f"cat > {a.get('path', '')} <<'EOF'\n{a.get('content', '')}EOF"}.get(s.kind) or a["command"]


# ====================================================================== OpenHands
class OpenHands(ChatTools):
    name = "openhands"
    side_kinds = ["condense"]
    call_style = "toolu"
    p_thought = 0.5

    def model(self, ctx):
        return ctx.rng.choice(["claude-sonnet-4-5-20250929", "gpt-5-2025-08-07", "devstral-medium-2507", "qwen3-coder-480b",
                               "gemini-2.5-pro", "kimi-k2-0711-preview"])

    def headers(self, ctx):
        return _py_headers(ctx, ctx.rng.choice([None, f"litellm/1.{ctx.rng.randint(60, 79)}.{ctx.rng.randint(0, 9)}"]))

    def system_msgs(self, ctx):
        tags = ["ROLE", "EFFICIENCY", "FILE_SYSTEM_GUIDELINES", "CODE_QUALITY", "VERSION_CONTROL", "PULL_REQUESTS",
                "PROBLEM_SOLVING_WORKFLOW", "SECURITY", "ENVIRONMENT_SETUP", "TROUBLESHOOTING", "PROCESS_MANAGEMENT"]
        body = "\n\n".join(f"<{t}>\n{C.prose('oh' + t, 6)}\n</{t}>" for t in tags)
        return [{"role": "system", "content": [{"type": "text", "text": "You are OpenHands agent, an assistant that works on a "
                 "computer to solve software tasks.\n\n" + body, "cache_control": {"type": "ephemeral"}}]}]

    def first_user(self, ctx, ask):
        rp = ctx.repo
        port = ctx.rng.randint(50000, 59999)
        info = (f"<REPOSITORY_INFO>\nAt the user's request, repository acme/{rp.name} has been cloned to /workspace/{rp.name} "
                f"in the current working directory.\n</REPOSITORY_INFO>\n\n<RUNTIME_INFORMATION>\nThe user has access to the "
                f"following hosts for accessing a web application, each of which has a corresponding port:\n"
                f"* http://localhost:{port} (port {port})\n"
                f"Today's date is {ctx.date} (UTC).\n</RUNTIME_INFORMATION>")
        if ctx.rng.random() < 0.4:
            info += f"\n\n<REPOSITORY_INSTRUCTIONS>\n# {rp.name}\n" + C.prose("ohmicro" + rp.name, 5) + "\n</REPOSITORY_INSTRUCTIONS>"
        return [{"role": "user", "content": [{"type": "text", "text": ask}]},
                {"role": "user", "content": [{"type": "text", "text": info}]}]

    def later_user(self, ctx, text):
        return {"role": "user", "content": [{"type": "text", "text": text}]}

    def tools(self, ctx):
        T = C.chat_tool
        risk = P("string", "LOW, MEDIUM or HIGH", enum=["LOW", "MEDIUM", "HIGH"])
        return [T("execute_bash", C.tooldesc("oh-bash", "Run a bash command in the terminal (persistent session).", 8),
                  {"command": P("string", "The command"), "is_input": P("string", "true to send input to a running process",
                   enum=["true", "false"]), "timeout": P("number", "Seconds"), "security_risk": risk}, ["command", "security_risk"]),
                T("think", "Write down a thought. It does not change anything; use it to plan or reason about a bug.",
                  {"thought": P("string", "The thought")}),
                T("finish", "Signal that the task is done and give a final message.", {"message": P("string", "Final message")}),
                T("execute_ipython_cell", "Run python code in an IPython kernel.", {"code": P("string", "Code"), "security_risk": risk}),
                T("task_tracker", "Plan and track the work.", {"command": P("string", "view|plan", enum=["view", "plan"]),
                  "task_list": P("array", "Tasks", items={"type": "object"})}, ["command"]),
                T("str_replace_editor", C.tooldesc("oh-editor", "View, create and edit files (view, create, str_replace, insert, undo_edit).", 10),
                  {"command": P("string", "Operation", enum=["view", "create", "str_replace", "insert", "undo_edit"]),
                   "path": P("string", "Absolute path"), "file_text": P("string", "For create"), "old_str": P("string", "For str_replace"),
                   "new_str": P("string", "New text"), "insert_line": P("integer", "For insert"),
                   "view_range": P("array", "Line range", items={"type": "integer"}), "security_risk": risk},
                  ["command", "path", "security_risk"]),
                T("fetch", "Fetch a URL.", {"url": P("string", "URL")})]

    def call(self, ctx, s):
        a = s.args
        if s.kind == "read":
            return "str_replace_editor", {"command": "view", "path": a["path"], "security_risk": "LOW"}
        if s.kind == "edit":
            return "str_replace_editor", {"command": "str_replace", "path": a["path"], "old_str": a["old"], "new_str": a["new"],
                                          "security_risk": "LOW"}
        if s.kind == "write":
            return "str_replace_editor", {"command": "create", "path": a["path"], "file_text": a["content"], "security_risk": "LOW"}
        return "execute_bash", {"command": _shell_cmd(ctx, s), "security_risk": ctx.rng.choice(["LOW", "MEDIUM"])}

    def obs(self, ctx, s):
        rp = ctx.repo
        if s.kind == "read":
            return f"Viewing {s.args['path']} with line numbers (cat -n):\n" + V.numbered(s.out, 1, "tab")
        if s.kind == "edit":
            if s.err:
                return s.out
            return (f"The file {s.args['path']} has been edited. Snippet of the result (cat -n):\n"
                    + V.numbered(s.args["new"], ctx.rng.randint(10, 200), "tab") + "\nCheck that the change is what you intended.")
        if s.kind == "write":
            return f"File created successfully at: {s.args['path']}"
        return (s.out + f"\n[The command completed with exit code {1 if s.err else 0}.]\n[Current working directory: /workspace/{rp.name}]\n"
                "[Python interpreter: /openhands/poetry/openhands-ai-5O4_aCHf-py3.12/bin/python]")

    def edit_failure_text(self, ctx, s):
        return f"ERROR:\nNo replacement was performed, old_str `{s.args['old'][:60]}` did not appear verbatim in {s.args['path']}."

    def add_steps(self, ctx, conv, steps):
        if len(steps) > 5 and ctx.rng.random() < 0.35:  # condensed history: earlier events replaced by a summary
            conv.msgs.append({"role": "user", "content": [{"type": "text", "text": _oh_summary(ctx)}]})
            steps = steps[len(steps) // 2:]
        super().add_steps(ctx, conv, steps)

    def body_extra(self, ctx):
        return {"stream": False, "temperature": 0.0, "top_p": 1.0, "max_completion_tokens": 64000}

    def side(self, ctx, conv, kind):
        evs = []
        for i, m in enumerate(conv.msgs[1:], 1):
            c = m.get("content")
            if isinstance(c, list):
                c = " ".join(x.get("text", "") for x in c)
            if c is None:
                c = jdump(m.get("tool_calls"))
            evs.append(f"<EVENT id={i}>\n{str(c)[:5000]}\n</EVENT>")
        prompt = ("You maintain a running record of an autonomous coding agent's progress. Rewrite the events below into an "
                  "updated record with these sections:\nUSER_CONTEXT: requirements, goals and clarifications\nCOMPLETED: "
                  "tasks done, with results\nPENDING: what is left\nCODE_STATE: files, functions and data structures involved\n"
                  "TESTS: failing cases and error messages\nCHANGES: edits made so far\nKeep it under 1000 words.\n\n"
                  "<PREVIOUS SUMMARY>\n" + ("(none)" if ctx.rng.random() < 0.5 else _oh_summary(ctx)) + "\n</PREVIOUS SUMMARY>\n\n"
                  + "\n\n".join(evs))
        return {"model": self.model(ctx), "messages": [{"role": "user", "content": prompt}], "stream": False, "temperature": 0.0}


def _oh_summary(ctx):
    rp = ctx.repo
    return (f"USER_CONTEXT: fix reported problem in {rp.name}\nCOMPLETED: explored {rp.src}, reproduced the failure with a script\n"
            f"PENDING: patch {rp.any_file()}, rerun tests\nCODE_STATE: {rp.fn()} in {rp.any_file()}\nTESTS: "
            f"{V.TEST_CMD[rp.lang][0]} -> {ctx.rng.randint(1, 5)} failing\nCHANGES: none yet")


# ====================================================================== SWE-agent (tools and text actions)
_SWE_SYS = "You are a capable assistant that solves software tasks by running commands on a computer."


def _swe_instance(ctx, ask):
    root = "/" + ctx.repo.name if ctx.rng.random() < 0.5 else "/testbed"
    return (f"<uploaded_files>\n{root}\n</uploaded_files>\nA code repository is checked out in {root}. Here is the issue "
            f"to resolve:\n\n<pr_description>\n{ask}\n</pr_description>\n\nMake the smallest change to non-test files in "
            f"{root} that resolves the issue described above. Tests are already taken care of.\nSuggested steps:\n"
            "1. Explore the repository to find the code involved.\n2. Write a script that reproduces the problem and run it "
            "with `python <file>` through the bash tool.\n3. Edit the source code to fix the problem.\n4. Re-run the script "
            "and confirm the fix.\n5. Think about edge cases and make sure the fix handles them.\nBe thorough in your "
            "reasoning; a long analysis is fine.")


class SWEAgentTools(ChatTools):
    name = "swe_agent"
    call_style = "toolu"

    def model(self, ctx):
        return ctx.rng.choice(["claude-sonnet-4-20250514", "gpt-4o", "gpt-4.1", "SWE-agent-LM-32B", "claude-3-7-sonnet-20250219"])

    def headers(self, ctx):
        return _py_headers(ctx)

    def system_msgs(self, ctx):
        return [{"role": "system", "content": _SWE_SYS}]

    def first_user(self, ctx, ask):
        return [{"role": "user", "content": _swe_instance(ctx, ask)}]

    def tools(self, ctx):
        T = C.chat_tool
        return [T("bash", "runs the given command directly in bash", {"command": P("string", "The bash command to execute.")}),
                T("str_replace_editor", C.tooldesc("swe-editor", "Custom editing tool for viewing, creating and editing files.", 8),
                  {"command": P("string", "view, create, str_replace, insert, undo_edit", enum=["view", "create", "str_replace", "insert", "undo_edit"]),
                   "path": P("string", "Absolute path"), "file_text": P("string", "Content for create"), "old_str": P("string", "Old"),
                   "new_str": P("string", "New"), "insert_line": P("integer", "Line"), "view_range": P("array", "Range", items={"type": "integer"})},
                  ["command", "path"]),
                T("submit", "submits the current file", {}, [])]

    def call(self, ctx, s):
        a = s.args
        if s.kind == "read":
            return "str_replace_editor", {"command": "view", "path": a["path"]}
        if s.kind == "edit":
            return "str_replace_editor", {"command": "str_replace", "path": a["path"], "old_str": a["old"], "new_str": a["new"]}
        if s.kind == "write":
            return "str_replace_editor", {"command": "create", "path": a["path"], "file_text": a["content"]}
        return "bash", {"command": _shell_cmd(ctx, s)}

    def obs(self, ctx, s):
        if s.kind == "read":
            body = V.numbered(s.out, 1, "tab")
        elif s.kind == "edit" and not s.err:
            body = f"The file {s.args['path']} has been edited. Review the snippet below:\n" + V.numbered(s.args["new"], 40, "tab")
        elif s.kind == "write":
            body = f"File created successfully at: {s.args['path']}"
        else:
            body = s.out if s.out else "Your command ran successfully and did not produce any output."
        return "OBSERVATION:\n" + body

    def edit_failure_text(self, ctx, s):
        return f"No replacement was performed, old_str `{s.args['old'][:50]}` did not appear verbatim in {s.args['path']}."

    def body_extra(self, ctx):
        return {"temperature": 0.0, "top_p": 1.0, "stream": False}


class SWEAgentText(ChatText):
    name = "swe_agent"

    def model(self, ctx):
        return ctx.rng.choice(["gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022", "Qwen2.5-Coder-32B-Instruct"])

    def headers(self, ctx):
        return _py_headers(ctx)

    def system_msgs(self, ctx):
        cmds = ("COMMANDS:\nopen <path> [<line_number>] - opens a file in the editor window\ngoto <line_number> - moves the window\n"
                "scroll_down / scroll_up - moves the window by 100 lines\nsearch_dir <term> [<dir>] - searches for term in all files\n"
                "search_file <term> [<file>] - searches in the open file\nfind_file <name> [<dir>] - finds files by name\n"
                "edit <start>:<end>\n<replacement text>\nend_of_edit - replaces lines start..end\ncreate <filename> - creates a file\n"
                "submit - submits your changes\n")
        return [{"role": "system", "content": _SWE_SYS + " You work in a special terminal with a file editor.\n\n" + cmds +
                 "\nRESPONSE FORMAT:\nEach reply has a DISCUSSION section and exactly one command in a fenced block, e.g.\n"
                 "DISCUSSION\nFirst I'll look at the files in the repo.\n\n```\nls -a\n```\nOnly one command per reply; wait for "
                 "the output before the next one. Interactive commands such as vim or python REPLs are not supported."}]

    def first_user(self, ctx, ask):
        return [{"role": "user", "content": "We're currently solving the following issue within our repository. Here's the issue text:\n"
                 f"ISSUE:\n{ask}\n\nINSTRUCTIONS:\nSolve this issue on your own using the special interface. Reproduce the bug "
                 "first, then fix it, then submit.\n\n(Open file: n/a)\n(Current directory: /" + ctx.repo.name + ")\nbash-$"}]

    def action_text(self, ctx, s):
        a = s.args
        cmd = {"read": f"open {a.get('path', '')}", "grep": f"search_dir \"{a.get('pattern', '')}\"",
               "glob": f"find_file \"{a.get('pattern', '').split('/')[-1]}\"",
               "edit": f"edit {ctx.rng.randint(10, 200)}:{ctx.rng.randint(201, 210)}\n{a.get('new', '')}\nend_of_edit"}.get(s.kind) or _shell_cmd(ctx, s)
        return f"DISCUSSION\n{s.thought}\n\n```\n{cmd}\n```"

    def obs_text(self, ctx, s):
        f = s.args.get("path", "n/a")
        body = V.numbered(s.out, 1, "colon") if s.kind == "read" else (
            "File updated. Please review the changes and make sure they are correct." if s.kind == "edit" and not s.err else s.out)
        return f"OBSERVATION:\n{body}\n(Open file: {f})\n(Current directory: /{ctx.repo.name})\nbash-$"

    def format_error_text(self, ctx):
        return ("Your output was not formatted correctly. Every reply must contain one DISCUSSION and exactly one command "
                "in a fenced block, and nothing after the command.")

    def body_extra(self, ctx):
        return {"temperature": 0.0, "top_p": 0.95, "stream": False}


# ====================================================================== mini-swe-agent
class MiniSWE(ChatText):
    name = "mini_swe_agent"

    def model(self, ctx):
        return ctx.rng.choice(["claude-sonnet-4-5-20250929", "gpt-5-mini", "gpt-5", "openrouter/qwen/qwen3-coder", "gemini-2.5-pro"])

    def headers(self, ctx):
        return _py_headers(ctx)

    def system_msgs(self, ctx):
        return [{"role": "system", "content": "You are a helpful assistant that works with a computer through a shell. "
                 "Every reply must contain your reasoning (THOUGHT) and exactly ONE bash code block with ONE command (or "
                 "commands joined with && or ||)."}]

    def first_user(self, ctx, ask):
        return [{"role": "user", "content": f"<pr_description>\nConsider the following task:\n{ask}\n</pr_description>\n\n"
                 "<instructions>\n# Task Instructions\n\nYou are working in a shell in the repository root. Your job is to "
                 "make the changes (or get the answer) the task needs.\n\nFor each reply:\n1. Start with a THOUGHT section "
                 "explaining your reasoning.\n2. Then give exactly one bash block.\n\n## Format\n\nTHOUGHT: why this command\n\n"
                 "```bash\nyour_command_here\n```\n\n## Rules\n- Each command runs in a fresh subshell; `cd` does not persist, "
                 "so prefix with `cd /path &&` when needed.\n- Do not use interactive editors; use sed or heredocs.\n"
                 "- When you are done, run `echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT && git add -A && git diff --cached` "
                 f"and nothing else.\n\n<system_information>\n{ctx.os_version} {ctx.rng.choice(['x86_64', 'aarch64'])}\n"
                 "</system_information>\n</instructions>"}]

    def action_text(self, ctx, s):
        return f"THOUGHT: {s.thought}\n\n```bash\n{_shell_cmd(ctx, s)}\n```"

    def obs_text(self, ctx, s):
        out = s.out if s.kind not in ("edit", "write") or s.err else ""
        rc = 1 if s.err else 0
        if len(out) > 10000:
            head, tail = out[:5000], out[-5000:]
            return (f"<returncode>{rc}</returncode>\n<warning>\nThe output of your last command was too long. Use head, "
                    f"tail, grep or sed to see less.\n</warning>\n<output_head>\n{head}\n</output_head>\n"
                    f"<elided_chars>\n{len(out) - 10000} characters elided\n</elided_chars>\n<output_tail>\n{tail}\n</output_tail>")
        return f"<returncode>{rc}</returncode>\n<output>\n{out}\n</output>"

    def format_error_text(self, ctx):
        return (f"Please always provide EXACTLY ONE action in triple backticks, found {ctx.rng.choice([0, 2, 3])} actions.\n\n"
                "If you have finished, run `echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT` as your single command. Otherwise "
                "reply with a THOUGHT and one bash block.")

    def body_extra(self, ctx):
        return {"temperature": ctx.rng.choice([0.0, 0.0, 1.0])}


# ====================================================================== home-made loop (openai SDK)
_HM_SYS = ["You are a coding agent working in {root}. Use the tools to inspect and change files. When you are finished, "
           "call `finish` with a short summary.",
           "You are DevBot, an internal engineering assistant. You can run shell commands and edit files in the repo at "
           "{root}. Be careful, be brief.",
           "Act as an autonomous software engineer. Repository: {root}. Always explain what you did at the end."]


class HomemadeTools(ChatTools):
    name = "homemade_loop"
    side_kinds = ["summary"]
    call_style = "fc"
    tool_msg_name = True

    def model(self, ctx):
        return ctx.rng.choice(["gpt-4o", "gpt-4o-mini", "gpt-4.1-mini", "llama3.1:70b", "qwen2.5-coder:32b", "deepseek-chat"])

    def headers(self, ctx):
        return _py_headers(ctx)

    def system_msgs(self, ctx):
        role = "developer" if ctx.rng.random() < 0.3 else "system"
        return [{"role": role, "content": ctx.rng.choice(_HM_SYS).format(root=ctx.repo.root)}]

    def tools(self, ctx):
        T = C.chat_tool
        return [T("run_shell", "Run a shell command and return stdout/stderr and exit code.", {"cmd": P("string", "Command")}),
                T("read_file", "Read a file.", {"path": P("string", "Path")}),
                T("write_file", "Overwrite a file with new content.", {"path": P("string", "Path"), "content": P("string", "Content")}),
                T("list_dir", "List a directory.", {"path": P("string", "Path")}),
                T("finish", "Finish and report.", {"summary": P("string", "Summary")})]

    def call(self, ctx, s):
        a = s.args
        return {"read": ("read_file", {"path": a.get("path", "")}), "ls": ("list_dir", {"path": a.get("path", "")}),
                "write": ("write_file", {"path": a.get("path", ""), "content": a.get("content", "")}),
                "edit": ("write_file", {"path": a.get("path", ""), "content": a.get("new", "")})}.get(s.kind) or \
            ("run_shell", {"cmd": _shell_cmd(ctx, s)})

    def obs(self, ctx, s):
        if s.kind in ("bash", "test", "grep", "glob"):
            return jdump({"stdout": s.out[-12000:], "stderr": "", "exit_code": 1 if s.err else 0})
        if s.kind in ("edit", "write"):
            return "error: " + s.out if s.err else "ok"
        return s.out

    def body_extra(self, ctx):
        return {"temperature": ctx.rng.choice([0, 0.2, 0.7]), **({"tool_choice": "auto"} if ctx.rng.random() < 0.5 else {})}

    def side(self, ctx, conv, kind):
        return {"model": "gpt-4o-mini", "messages": [
            {"role": "system", "content": "Summarize the agent transcript below in at most 10 bullet points for the log."},
            {"role": "user", "content": C.transcript(conv.turns, 2000)}], "temperature": 0}


class HomemadeCompletions(ChatText):
    """Legacy text-completion loop: the whole transcript goes into `prompt`, stopped before the next observation."""
    name = "homemade_loop"
    has_completion = True
    only_completion = True
    endpoint = "/v1/completions"

    def headers(self, ctx):
        return _py_headers(ctx)

    def completion(self, ctx, ask, steps):
        head = ("You are an agent that completes programming tasks in a repository at " + ctx.repo.root + ".\n"
                "Available actions:\n  SHELL <command>   run a shell command\n  READ <path>       print a file\n"
                "  WRITE <path>      replace a file (content follows until END)\n  DONE <summary>    finish\n\n"
                "Use this layout:\nTHOUGHT: reasoning\nACTION: one action\nOBSERVATION: (filled in by the system)\n\n")
        t = f"TASK: {ask}\n\n"
        for s in steps:
            act = {"read": f"READ {s.args.get('path', '')}"}.get(s.kind) or f"SHELL {_shell_cmd(ctx, s)}"
            t += f"THOUGHT: {s.thought}\nACTION: {act}\nOBSERVATION: {s.out[:6000]}\n(exit code {1 if s.err else 0})\n\n"
        return {"model": ctx.rng.choice(["gpt-3.5-turbo-instruct", "davinci-002", "qwen2.5-coder-7b", "codellama-34b"]),
                "prompt": head + t + "THOUGHT:", "max_tokens": ctx.rng.choice([256, 512, 1024]), "temperature": 0,
                "stop": ["OBSERVATION:", "\nTASK:"]}


class HomemadeJSON(ChatText):
    """Chat loop with JSON actions in text (no tools array); results come back as user messages."""
    name = "homemade_loop"

    def model(self, ctx):
        return ctx.rng.choice(["gpt-4o", "llama-3.3-70b-versatile", "mistral-large-latest", "deepseek-chat"])

    def headers(self, ctx):
        return _py_headers(ctx, ctx.rng.choice([None, "python-requests/2.32.3", "python-httpx/0.27.2"]))

    def system_msgs(self, ctx):
        return [{"role": "system", "content": "You control a Linux box to do programming work. Reply ONLY with JSON: "
                 "{\"thought\": str, \"tool\": \"sh\"|\"read\"|\"write\"|\"done\", \"args\": {...}}. Working directory: "
                 + ctx.repo.root}]

    def action_text(self, ctx, s):
        t = {"read": ("read", {"path": s.args.get("path", "")})}.get(s.kind) or ("sh", {"cmd": _shell_cmd(ctx, s)})
        return jdump({"thought": s.thought, "tool": t[0], "args": t[1]})

    def obs_text(self, ctx, s):
        return f"Tool result (exit {1 if s.err else 0}):\n{s.out[-15000:]}"

    def format_error_text(self, ctx):
        return "Could not parse your reply as JSON. Reply with a single JSON object only."

    def body_extra(self, ctx):
        return {"temperature": 0.2, "response_format": {"type": "json_object"}}


# ====================================================================== CI bot
class CIBotChat(ChatTools):
    name = "ci_bot"
    side_kinds = ["pr_description", "commit"]
    call_style = "fc"

    def model(self, ctx):
        return ctx.rng.choice(["gpt-4.1", "claude-sonnet-4-5", "gpt-5-mini", "o4-mini"])

    def headers(self, ctx):
        r = ctx.rng
        h = _py_headers(ctx) if r.random() < 0.5 else {"content-type": "application/json", "authorization": "Bearer gw-redacted-token",
                                                        "user-agent": "node-fetch", **C.stainless_headers(r, "js")}
        h["x-github-run-id"] = str(r.randint(10 ** 9, 10 ** 10))
        return h

    def system_msgs(self, ctx):
        rp = ctx.repo
        return [{"role": "system", "content": f"You are an automated engineering bot running in GitHub Actions for acme/{rp.name}. "
                 "You have a checkout of the repository and can run commands. Never push to the default branch; commit to the "
                 "PR branch only. Keep comments short.\n\n" + C.prose("ci" + rp.name, 8)}]

    def first_user(self, ctx, ask):
        r, rp = ctx.rng, ctx.repo
        ev = {"event": r.choice(["issue_comment", "pull_request_review_comment", "workflow_run", "workflow_dispatch"]),
              "repository": f"acme/{rp.name}", "pr": r.randint(10, 4000), "head_ref": rp.branch, "sha": V.hexid(r, 40),
              "actor": r.choice(V.USERS)}
        text = f"<github_context>\n{jdump(ev)}\n</github_context>\n\n"
        if ev["event"] == "workflow_run" and getattr(ctx, "label", None) == "long_horizon" and r.random() < 0.8:
            log = V.build_log(r, rp, r.randint(20, 300)) + "\n" + V.test_output(r, rp, True)
            text += f"<failed_job name=\"{r.choice(['test', 'lint', 'build', 'e2e'])}\">\n{log}\n</failed_job>\n\n"
            text += "Instruction from maintainer:\n" + ask
        else:
            text += f"Comment by @{ev['actor']}:\n@ci-bot {ask}"
        return [{"role": "user", "content": text}]

    def tools(self, ctx):
        T = C.chat_tool
        return [T("run", "Run a command in the checkout.", {"command": P("string", "Command")}),
                T("read_file", "Read a file from the checkout.", {"path": P("string", "Path")}),
                T("apply_diff", "Apply a unified diff to the checkout.", {"diff": P("string", "Unified diff")}),
                T("post_comment", "Post a comment on the PR or issue.", {"body": P("string", "Markdown")}),
                T("commit_and_push", "Commit all changes to the PR branch.", {"message": P("string", "Commit message")})]

    def call(self, ctx, s):
        a = s.args
        if s.kind == "read":
            return "read_file", {"path": a["path"]}
        if s.kind in ("edit", "write"):
            return "apply_diff", {"diff": V.unified_diff(ctx.rng, ctx.repo)}
        return "run", {"command": _shell_cmd(ctx, s)}

    def obs(self, ctx, s):
        if s.kind in ("edit", "write"):
            return ("error: patch failed: hunk #1 FAILED at " + str(ctx.rng.randint(10, 300))) if s.err else "Applied."
        return s.out if not s.err else f"exit status 1\n{s.out}"

    def edit_failure_text(self, ctx, s):
        return "error: patch does not apply"

    def body_extra(self, ctx):
        return {"temperature": 0, "parallel_tool_calls": False}

    def side(self, ctx, conv, kind):
        diff = V.unified_diff(ctx.rng, ctx.repo) + V.unified_diff(ctx.rng, ctx.repo)
        q = ("Write a pull request description (title line, then What/Why/How sections) for this diff:\n\n" if kind == "pr_description"
             else "Write a one-line conventional commit message for this diff. Output only the message.\n\n")
        return {"model": "gpt-4.1-mini", "messages": [{"role": "user", "content": q + diff}], "temperature": 0}


class CIBotResponses(Responses):
    name = "ci_bot"

    def model(self, ctx):
        return ctx.rng.choice(["gpt-5-codex", "gpt-5-mini", "o4-mini"])

    def headers(self, ctx):
        h = _py_headers(ctx)
        h["x-github-run-id"] = str(ctx.rng.randint(10 ** 9, 10 ** 10))
        return h

    def first_items(self, ctx, ask):
        return [self.user_item(ctx, CIBotChat.first_user(self, ctx, ask)[0]["content"])]

    def tools(self, ctx):
        R = C.resp_tool
        return [R("run", "Run a command in the checkout.", {"command": P("string", "Command")}),
                R("read_file", "Read a file.", {"path": P("string", "Path")}),
                R("apply_diff", "Apply a unified diff.", {"diff": P("string", "Diff")}),
                R("post_comment", "Comment on the PR.", {"body": P("string", "Markdown")})]

    call = CIBotChat.call
    obs = CIBotChat.obs

    def body_extra(self, ctx):
        return {"instructions": CIBotChat.system_msgs(self, ctx)[0]["content"], "stream": False, "store": False,
                "reasoning": {"effort": "medium"}, "parallel_tool_calls": False}


EXTRA = [OpenHands(), Variants("swe_agent", [SWEAgentTools(), SWEAgentText()]), MiniSWE(),
         Variants("homemade_loop", [HomemadeTools(), HomemadeCompletions(), HomemadeJSON()]),
         Variants("ci_bot", [CIBotChat(), CIBotResponses()])]
