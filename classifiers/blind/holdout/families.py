"""Client families. Each family shapes requests the way that client does (structure learned from public
source/docs where noted in README; prompt text is our own)."""
import json

import content as C
import protocols as PR
from core import (Ask, Project, call_args, dumps, h_js_sdk, h_plain, h_py_sdk, hexid, make_steps, result_text,
                  shell_output, step_as_shell, sub_rng, tools_for, uuid)

FAMILIES = {}


def reg(cls):
    FAMILIES[cls.name] = cls()
    return cls


def big_system(rng, name, sections, target, headings="md", intro=None):
    base = (intro + "\n\n" if intro else "") + C.guide_prompt(rng, sections, headings=headings)
    return C.pad_prompt(rng, base, target, headings=headings)


def assistant_answer(rng, ask):
    """A plausible earlier assistant reply (text only)."""
    if ask.attach is not None and ask.attach_lang not in ("diff", "sql"):
        code = C.snippet(rng, ask.attach_lang if ask.attach_lang in C.FENCE else "py")[2]
        return (rng.choice(["Here is a cleaner version:", "Sure. One way to do it:", "This should work:"]) +
                f"\n\n```{C.FENCE.get(ask.attach_lang, 'python')}\n{code.rstrip()}\n```\n\n" +
                rng.choice(["The behaviour is unchanged for valid input.", "I kept the signature the same so callers are unaffected.",
                            "Edge cases: empty input returns early."]))
    if ask.label == "long_horizon":
        return ("I can't see your repository from here, but this is how I'd approach it:\n\n1. Find where the behaviour is implemented.\n"
                "2. Add a failing test that reproduces it.\n3. Fix the code and run the full suite.\n\nIf you paste the relevant files I can be more specific.")
    return rng.choice(["Short answer: yes, with one caveat. It only applies when the input is already sorted.",
                       "It rewrites the commits from the given base onto a new parent, so the branch appears to start from there.",
                       "Use a non-capturing group there; otherwise the match includes the separator.",
                       "Here you go:\n\n```\n^(\\d{4})-(\\d{2})-(\\d{2})$\n```\n\nIt anchors both ends so partial matches are rejected."])


def feedback_msgs(rng, P):
    """A chat where the user applied the assistant's fix and pastes the failing test output back (an edit-loop feedback turn)."""
    a = Ask(rng, kinds=["bugspot", "small_edit", "rewrite"])
    return [{"role": "user", "content": a.user_text()}, {"role": "assistant", "content": assistant_answer(rng, a)},
            {"role": "user", "content": rng.choice(["still failing after your change:", "I applied it, now I get this:", "didn't work, tests say:",
                                                    "immer noch rot:", "還是失敗:", "toujours en échec :"]) + f"\n\n```\n$ {C.test_cmd(P.lang)}\n{C.test_failure(rng, P.lang, P.name)}\n```"}]


class Fam:
    name = ""
    plausible = False
    endpoint = "/v1/chat/completions"
    counts = {}
    sys_role = "system"
    parallel = False
    thought_text = True
    null_content = False
    tool_name_in_result = False
    tools_spec = []
    names = {}
    side_kinds = []
    models = ["gpt-4.1"]
    tool_desc_target = 0
    source = ""
    follow_p = 0.0
    single_kinds = None   # restrict ask kinds for this client, None = all
    long_kinds = None
    code_lang = None

    # -- basics
    def model(self, rng):
        return rng.choice(self.models)

    def headers(self, rng, P):
        return h_py_sdk(rng)

    def system(self, rng, P):
        return big_system(sub_rng(self.name, "sys"), self.name, ["identity", "tone", "tools", "editing", "testing"], 8000)

    def tools(self, rng):
        if not hasattr(self, "_tools"):
            r = sub_rng(self.name, "tools")
            t = tools_for(r, self.tools_spec, self.tool_fmt if hasattr(self, "tool_fmt") else "openai")
            if self.tool_desc_target:
                for x in t:
                    d = x["function"] if "function" in x else x
                    d["description"] = C.pad_prompt(r, d["description"], self.tool_desc_target)
            self._tools = t
        return self._tools

    def extra(self, rng):
        return {"stream": True}

    def call_id(self, rng):
        return "call_" + "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789") for _ in range(24))

    def result(self, st):
        return result_text(st, "exit")

    def args(self, st, P):
        return call_args(st, self.names, P)

    def wrap_first(self, rng, ask, P):
        return ask.user_text()

    # -- shapes
    def first(self, rng, P, ask, prior):
        pm = []
        for pa in prior:
            pm += [{"role": "user", "content": self.wrap_first(rng, pa, P)}, {"role": "assistant", "content": assistant_answer(rng, pa)}]
        body = PR.oa_body(self, rng, P, self.wrap_first(rng, ask, P), prior=pm)
        return self.endpoint, self.headers(rng, P), body

    def loop(self, rng, P, ask, steps, tail):
        body = PR.oa_body(self, rng, P, self.wrap_first(rng, ask, P), steps, tail)
        return self.endpoint, self.headers(rng, P), body

    def retry(self, rng, P, ask, steps):
        st = dict(steps[-1])
        if st["kind"] != "edit":
            l, fn, code = C.snippet(rng, P.lang)
            f = rng.choice(P.src_files())
            st = {"kind": "edit", "path": f"{P.root}/{f}", "rel": f, "old": code.split("\n")[1], "new": code.split("\n")[1] + "  # fixed",
                  "thought": f"Applying the fix in `{f}`."}
        st["output"] = rng.choice([
            f"Error: old_string not found in {st['path']}. The file may have changed since you last read it; read it again and retry with the exact text.",
            f"Error: found 3 matches of old_string in {st['path']}; provide more surrounding context or set replace_all.",
            f"Edit rejected: {st['rel']} was modified on disk after it was read. Re-read the file before editing."])
        st["code"] = 1
        body = PR.oa_body(self, rng, P, self.wrap_first(rng, ask, P), steps[:-1] + [st], None)
        return self.endpoint, self.headers(rng, P), body

    def side(self, rng, P, kind):
        raise NotImplementedError(kind)

    def fim(self, rng, P):
        raise NotImplementedError


# ====================================================================== Anthropic: Claude Code
@reg
class ClaudeCode(Fam):
    name = "claude_code"
    endpoint = "/v1/messages?beta=true"
    counts = dict(first_turn=24, follow_up=4, loop_turn=24, retry_turn=6, side_call=10)
    side_kinds = ["title", "topic", "compact", "compact"]
    models = ["claude-sonnet-4-5-20250929", "claude-opus-4-1-20250805", "claude-sonnet-4-20250514"]
    small = ["claude-3-5-haiku-20241022", "claude-haiku-4-5-20251001"]
    tool_fmt = "anthropic"
    tool_desc_target = 2600
    source = "Anthropic Messages docs; the clients' notes (system blocks, metadata.user_id, beta query, session header)"
    tools_spec = [("Task", "ask", {"description": ("string", "Short task description."), "prompt": ("string", "Full instructions for the sub-agent."), "subagent_type": ("string", "Which agent type to use.")}),
                  ("Bash", "shell"), ("Glob", "glob"), ("Grep", "grep"), ("LS", "ls"), ("ExitPlanMode", "finish", {"plan": ("string", "The plan to show.")}),
                  ("Read", "read"), ("Edit", "edit"), ("MultiEdit", "edit", {"file_path": ("string", "File to modify."), "edits": ("array", "Edits applied in order.")}),
                  ("Write", "write"), ("NotebookEdit", "edit", {"notebook_path": ("string", "Notebook path."), "cell_id": ("string", "Cell id."), "new_source": ("string", "New cell source.")}),
                  ("WebFetch", "web"), ("TodoWrite", "todo"), ("WebSearch", "search_web"), ("BashOutput", "shell", {"bash_id": ("string", "Background shell id.")}),
                  ("KillShell", "shell", {"shell_id": ("string", "Shell to stop.")}), ("SlashCommand", "ask", {"command": ("string", "Slash command with arguments.")})]
    names = {"shell": ("Bash", {}), "read": ("Read", {}), "edit": ("Edit", {}), "write": ("Write", {}), "ls": ("LS", {}), "grep": ("Grep", {})}

    def tools(self, rng):
        t = super().tools(rng)
        return t

    def headers(self, rng, P):
        sid = uuid(rng)
        h = {"accept": "application/json", "content-type": "application/json", "anthropic-version": "2023-06-01",
             "anthropic-beta": rng.choice(["claude-code-20250219,interleaved-thinking-2025-05-14,fine-grained-tool-streaming-2025-05-14",
                                           "claude-code-20250219,context-1m-2025-08-07,interleaved-thinking-2025-05-14",
                                           "oauth-2025-04-20,claude-code-20250219,interleaved-thinking-2025-05-14,context-management-2025-06-27"]),
             "anthropic-dangerous-direct-browser-access": "true", "user-agent": f"claude-cli/2.0.{rng.randint(5, 40)} (external, cli)",
             "x-app": "cli", "x-stainless-lang": "js", "x-stainless-package-version": "0.60.0", "x-stainless-os": "Linux" if P.os == "linux" else "MacOS",
             "x-stainless-runtime": "node", "x-stainless-runtime-version": "v22.17.0", "x-stainless-retry-count": "0",
             "x-stainless-timeout": "600", "x-claude-code-session-id": sid}
        if rng.random() < 0.5:
            h["x-api-key"] = "sk-ant-holdout-not-a-key"
        else:
            h["authorization"] = "Bearer sk-ant-holdout-not-a-key"
        self._sid = sid
        return h

    def system_blocks(self, rng, P):
        intro = "You are a command-line coding agent. You work in the user's repository through the tools below."
        body = big_system(sub_rng(self.name, "sys"), self.name, ["tone", "tools", "editing", "testing", "git", "planning", "safety"], 19000)
        env = (f"<env>\nCwd: {P.root}\nGit repo: yes\nOS: {P.os}\nKernel: "
               f"{'Linux 6.8.0-48-generic' if P.os == 'linux' else 'Darwin 24.6.0'}\nDate: {P.date}\n</env>\n"
               f"Git snapshot (start of session)\nBranch: {P.branch}\nDefault branch: main\n"
               f"Status:\n" + "\n".join(f"M {f}" for f in rng.sample(P.files, 2)))
        return [{"type": "text", "text": intro, "cache_control": {"type": "ephemeral"}},
                {"type": "text", "text": body + "\n\n" + env, "cache_control": {"type": "ephemeral"}}]

    def reminder(self, rng, P):
        return ("<system-reminder>\nContext for this session. Project instructions from CLAUDE.md:\n"
                f"- Use `{C.test_cmd(P.lang)}` to run tests.\n- Keep functions small; follow the existing lint config.\n"
                "Use these notes only where they bear on the request; otherwise ignore them silently.\n</system-reminder>")

    def first_blocks(self, rng, ask, P):
        blocks = [{"type": "text", "text": self.reminder(rng, P)}]
        if ask.attach is not None:
            blocks.append({"type": "text", "text": ask.user_text()})
        else:
            blocks.append({"type": "text", "text": ask.text})
        blocks[-1]["cache_control"] = {"type": "ephemeral"}
        return blocks

    def result(self, st):
        if st["kind"] == "read":
            return st["output"]
        if st["kind"] == "shell":
            return st["output"] + ("" if st.get("code", 0) == 0 else f"\n\nExit code {st['code']}")
        return st["output"]

    def body(self, rng, P, msgs, model=None, small=False):
        h = self.headers(rng, P)
        b = {"model": model or self.model(rng), "messages": msgs, "temperature": 1,
             "system": self.system_blocks(rng, P), "tools": self.tools(rng),
             "metadata": {"user_id": json.dumps({"device_id": hexid(rng, 64), "account_uuid": uuid(rng), "session_id": self._sid})},
             "max_tokens": rng.choice([32000, 21333, 64000]), "stream": True}
        if rng.random() < 0.4:
            b["thinking"] = {"type": "enabled", "budget_tokens": rng.choice([4000, 10000, 31999])}
        return h, b

    def first(self, rng, P, ask, prior):
        msgs = []
        for pa in prior:
            msgs += [{"role": "user", "content": self.first_blocks(rng, pa, P)}, {"role": "assistant", "content": [{"type": "text", "text": assistant_answer(rng, pa)}]}]
        msgs.append({"role": "user", "content": self.first_blocks(rng, ask, P)})
        h, b = self.body(rng, P, msgs)
        return self.endpoint, h, b

    def loop(self, rng, P, ask, steps, tail):
        msgs = [{"role": "user", "content": self.first_blocks(rng, ask, P)}] + PR.an_history(self, rng, P, steps)
        if tail:
            msgs[-1]["content"].append({"type": "text", "text": tail})
        h, b = self.body(rng, P, msgs)
        return self.endpoint, h, b

    def retry(self, rng, P, ask, steps):
        st = dict(steps[-1], kind="edit") if steps[-1]["kind"] == "edit" else None
        msgs = [{"role": "user", "content": self.first_blocks(rng, ask, P)}] + PR.an_history(self, rng, P, steps[:-1])
        f = rng.choice(P.src_files())
        tid = "toolu_01" + hexid(rng, 22)
        msgs.append({"role": "assistant", "content": [{"type": "tool_use", "id": tid, "name": "Edit",
                                                       "input": {"file_path": f"{P.root}/{f}", "old_string": C.snippet(rng, P.lang)[2].split("\n")[2], "new_string": "    return []"}}]})
        msgs.append({"role": "user", "content": [{"type": "tool_result", "tool_use_id": tid, "is_error": True,
                                                  "content": rng.choice(["<tool_use_error>String to replace not found in file.</tool_use_error>",
                                                                         "<tool_use_error>File has been modified since read, either by the user or by a linter. Read it again before writing to it.</tool_use_error>"])}]})
        h, b = self.body(rng, P, msgs)
        return self.endpoint, h, b

    def side(self, rng, P, kind):
        ask = Ask(rng)
        if kind in ("title", "topic"):
            h = self.headers(rng, P)
            if kind == "title":
                sys_t = "Give this coding session a title of no more than 50 characters that names the main task and the files involved. Output only the title."
                msgs = [{"role": "user", "content": ask.user_text()}]
            else:
                sys_t = ("Does the newest message change the subject of the session? Answer as JSON: {\"isNewTopic\": true|false, \"title\": \"two or three words\" or null}. "
                         "No other text.")
                msgs = [{"role": "user", "content": ask.text}]
            b = {"model": rng.choice(self.small), "max_tokens": 512, "messages": msgs,
                 "system": [{"type": "text", "text": sys_t}], "temperature": 0,
                 "metadata": {"user_id": json.dumps({"session_id": self._sid})}, "stream": True}
            return self.endpoint, h, b, f"{kind} side call (small model)"
        ask = Ask(rng, label="long_horizon")
        steps = make_steps(rng, P, rng.randint(6, 18))
        msgs = [{"role": "user", "content": self.first_blocks(rng, ask, P)}] + PR.an_history(self, rng, P, steps)
        msgs.append({"role": "assistant", "content": [{"type": "text", "text": "Tests pass now; next I will update the docs."}]})
        msgs.append({"role": "user", "content": [{"type": "text", "text": PR.SUMMARY_ASKS["detailed"]}]})
        h, b = self.body(rng, P, msgs)
        b["tools"] = []
        return self.endpoint, h, b, f"compaction call over {len(steps)} tool rounds"


# ====================================================================== Codex CLI (Responses)
@reg
class CodexCLI(Fam):
    name = "codex_cli"
    endpoint = "/v1/responses"
    counts = dict(first_turn=22, follow_up=2, loop_turn=20, retry_turn=5, side_call=7)
    side_kinds = ["compact"]
    models = ["gpt-5-codex", "gpt-5", "gpt-5.1-codex"]
    source = "the clients' protocol notes; Responses API reference (input items, function_call_output)"

    def headers(self, rng, P):
        sid = uuid(rng)
        self._sid = sid
        return {"accept": "text/event-stream", "content-type": "application/json", "authorization": "Bearer sk-holdout-not-a-key",
                "user-agent": f"codex_cli_rs/0.{rng.randint(40, 63)}.0 ({'Ubuntu 24.4.0' if P.os == 'linux' else 'Mac OS 15.6.1'}; x86_64) xterm-256color",
                "originator": "codex_cli_rs", "version": f"0.{rng.randint(40, 63)}.0", "session-id": sid, "thread-id": sid,
                "openai-beta": "responses=experimental"}

    def rtools(self, rng):
        r = sub_rng(self.name, "tools")
        t = [{"type": "function", "name": "shell", "description": C.tool_desc(r, "shell"), "strict": False,
              "parameters": {"type": "object", "properties": {"command": {"type": "array", "items": {"type": "string"}, "description": "The command and its arguments."},
                                                             "workdir": {"type": "string", "description": "Working directory."},
                                                             "timeout_ms": {"type": "number", "description": "Timeout in milliseconds."},
                                                             "with_escalated_permissions": {"type": "boolean", "description": "Ask to run outside the sandbox."},
                                                             "justification": {"type": "string", "description": "Why escalation is needed."}},
                             "required": ["command"], "additionalProperties": False}},
             {"type": "function", "name": "update_plan", "description": "Updates the visible step-by-step plan for the task. Give every step a status.", "strict": False,
              "parameters": {"type": "object", "properties": {"explanation": {"type": "string"}, "plan": {"type": "array", "items": {"type": "object", "properties": {"step": {"type": "string"}, "status": {"type": "string"}}, "required": ["step", "status"]}}}, "required": ["plan"]}},
             {"type": "function", "name": "apply_patch", "description": "Applies a patch in the envelope format described in the developer message. Use it for every file edit.", "strict": False,
              "parameters": {"type": "object", "properties": {"input": {"type": "string", "description": "The whole patch."}}, "required": ["input"]}},
             {"type": "function", "name": "view_image", "description": "Attaches a local image to the conversation.", "strict": False,
              "parameters": {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]}},
             {"type": "web_search"}]
        return t

    def dev_prompt(self):
        r = sub_rng(self.name, "dev")
        base = big_system(r, self.name, ["identity", "tone", "tools", "editing", "testing", "planning", "git"], 26000)
        return base + ("\n\n## Patch format\nEdits are sent through apply_patch as an envelope: a `*** Begin Patch` line, one section per file "
                       "(`*** Add File:`, `*** Update File:` or `*** Delete File:`), hunks introduced by `@@` with leading space, minus or plus "
                       "on each line, and a closing `*** End Patch` line.")

    def env_ctx(self, P, rng):
        return (f"<environment_context>\n  <cwd>{P.root}</cwd>\n  <approval_policy>on-request</approval_policy>\n  <sandbox_mode>workspace-write</sandbox_mode>\n"
                f"  <network_access>restricted</network_access>\n  <shell>{'zsh' if P.os == 'darwin' else 'bash'}</shell>\n</environment_context>")

    def base_input(self, rng, P):
        items = [PR.rs_msg("developer", self.dev_prompt())]
        if rng.random() < 0.6:
            items.append(PR.rs_msg("user", f"# AGENTS.md instructions for {P.root}\n\n<INSTRUCTIONS>\n- Run `{C.test_cmd(P.lang)}` before finishing.\n"
                                            f"- Do not edit generated files under `gen/`.\n- Prefer small commits.\n</INSTRUCTIONS>"))
        items.append(PR.rs_msg("user", self.env_ctx(P, rng)))
        return items

    def rbody(self, rng, P, inp, tools=True):
        h = self.headers(rng, P)
        b = {"model": self.model(rng), "instructions": None, "input": inp}
        del b["instructions"]
        if tools:
            b.update({"tools": self.rtools(rng), "tool_choice": "auto", "parallel_tool_calls": False})
        b.update({"reasoning": {"effort": rng.choice(["medium", "high", "low"]), "summary": "auto"}, "store": False, "stream": True,
                  "include": ["reasoning.encrypted_content"], "prompt_cache_key": self._sid})
        return h, b

    def first(self, rng, P, ask, prior):
        inp = self.base_input(rng, P)
        for pa in prior:
            inp += [PR.rs_msg("user", pa.user_text()), PR.rs_msg("assistant", assistant_answer(rng, pa))]
        inp.append(PR.rs_msg("user", ask.user_text()))
        h, b = self.rbody(rng, P, inp)
        return self.endpoint, h, b

    def loop(self, rng, P, ask, steps, tail):
        inp = self.base_input(rng, P) + [PR.rs_msg("user", ask.user_text())] + PR.rs_history(self, rng, P, steps)
        if tail:
            inp.append(PR.rs_msg("user", tail))
        h, b = self.rbody(rng, P, inp)
        return self.endpoint, h, b

    def retry(self, rng, P, ask, steps):
        inp = self.base_input(rng, P) + [PR.rs_msg("user", ask.user_text())] + PR.rs_history(self, rng, P, steps[:-1])
        f = rng.choice(P.src_files())
        cid = "call_" + hexid(rng, 24)
        inp.append({"type": "function_call", "name": "apply_patch", "arguments": dumps({"input": f"*** Begin Patch\n*** Update File: {f}\n@@\n-    return None\n+    return []\n*** End Patch"}), "call_id": cid})
        inp.append({"type": "function_call_output", "call_id": cid, "output": dumps({"output": f"patch rejected: the lines to replace were not found in {f}:\n    return None", "metadata": {"exit_code": 1, "duration_seconds": 0.0}})})
        h, b = self.rbody(rng, P, inp)
        return self.endpoint, h, b

    def side(self, rng, P, kind):
        ask = Ask(rng, label="long_horizon")
        steps = make_steps(rng, P, rng.randint(6, 16))
        inp = self.base_input(rng, P) + [PR.rs_msg("user", ask.user_text())] + PR.rs_history(self, rng, P, steps)
        inp.append(PR.rs_msg("user", PR.SUMMARY_ASKS["handoff"]))
        h, b = self.rbody(rng, P, inp, tools=False)
        return self.endpoint, h, b, f"compaction call over {len(steps)} tool rounds"


# ====================================================================== generic OpenAI-tools agents
OA_NAMES_SNAKE = {"shell": ("run_shell_command", {}), "read": ("read_file", {"path": "absolute_path"}),
                  "edit": ("replace", {}), "write": ("write_file", {}), "ls": ("list_directory", {}),
                  "grep": ("search_file_content", {})}


@reg
class QwenCode(Fam):
    name = "qwen_code"
    counts = dict(first_turn=20, follow_up=1, loop_turn=14, retry_turn=4, side_call=5)
    side_kinds = ["compact"]
    models = ["qwen3-coder-plus", "qwen3-coder-480b-a35b-instruct", "qwen3-coder-flash"]
    source = "Qwen Code / Gemini CLI tool names from public docs; OpenAI-compatible chat"
    tools_spec = [("list_directory", "ls"), ("read_file", "read", {"absolute_path": ("string", "Absolute path."), "offset": ("number", "Start line."), "limit": ("number", "Line count.")}),
                  ("search_file_content", "grep"), ("glob", "glob"), ("replace", "edit"), ("write_file", "write"),
                  ("web_fetch", "web"), ("read_many_files", "read", {"paths": ("array", "Paths or globs.")}), ("run_shell_command", "shell"),
                  ("save_memory", "think", {"fact": ("string", "Fact to remember.")}), ("todo_write", "todo"), ("task", "ask", {"description": ("string", "Sub-task."), "prompt": ("string", "Instructions."), "subagent_type": ("string", "Agent.")})]
    names = OA_NAMES_SNAKE
    tool_desc_target = 900

    def headers(self, rng, P):
        return h_js_sdk(rng, extra={"user-agent": f"QwenCode/0.{rng.randint(0, 2)}.{rng.randint(0, 9)} ({P.os}; x64)"})

    def system(self, rng, P):
        return big_system(sub_rng(self.name, "sys"), self.name, ["identity", "tone", "tools", "editing", "testing", "git", "safety"], 16000) + \
            f"\n\n# Environment\nDate: {P.date}. OS: {P.os}. Project directory: {P.root}"

    def wrap_first(self, rng, ask, P):
        if rng.random() < 0.5:
            return ask.user_text()
        tree = C.tree_output(P.files[:30], P.root)
        return [{"type": "text", "text": f"Session context (sent once at the start).\nDate: {P.date}.\n"
                 f"OS: {P.os}\nProject directory: {P.root}\nFolder layout (truncated):\n\n{tree}"},
                {"type": "text", "text": ask.user_text()}]

    def extra(self, rng):
        return {"stream": True, "stream_options": {"include_usage": True}, "temperature": 0, "top_p": 1,
                "metadata": {"sessionId": uuid(rng), "promptId": hexid(rng, 12)}}

    def result(self, st):
        if st["kind"] == "shell":
            return (f"Command: {st['cmd']}\nDirectory: (root)\nOutput: {st['output']}\nError: (none)\nExit Code: {st.get('code', 0)}\n"
                    f"Signal: (none)\nBackground PIDs: (none)\nProcess Group PGID: {1000 + len(st['cmd']) * 37 % 9000}")
        if st["kind"] == "read":
            return st["raw"]
        return st["output"]

    def side(self, rng, P, kind):
        ask = Ask(rng, label="long_horizon")
        steps = make_steps(rng, P, rng.randint(6, 16))
        body = PR.oa_body(self, rng, P, ask.user_text(), steps, PR.SUMMARY_ASKS["snapshot"],
                          system="You compress agent histories into a structured snapshot. Do not call tools.", tools=False)
        return self.endpoint, self.headers(rng, P), body, f"history compression over {len(steps)} tool rounds"


@reg
class OpenCode(Fam):
    name = "opencode"
    counts = dict(first_turn=18, follow_up=2, loop_turn=14, retry_turn=4, side_call=6)
    side_kinds = ["title", "title", "compact"]
    models = ["anthropic/claude-sonnet-4.5", "openai/gpt-5", "qwen/qwen3-coder", "moonshotai/kimi-k2"]
    source = "opencode public repo tool list (bash, edit, read, write, glob, grep, list, todowrite, task, webfetch); AI SDK request shape"
    tools_spec = [("bash", "shell"), ("edit", "edit", {"filePath": ("string", "Absolute path."), "oldString": ("string", "Text to replace."), "newString": ("string", "Replacement."), "replaceAll": ("boolean", "Replace all.")}),
                  ("webfetch", "web"), ("glob", "glob"), ("grep", "grep"), ("list", "ls"), ("read", "read", {"filePath": ("string", "Absolute path."), "offset": ("number", "Line offset."), "limit": ("number", "Line count.")}),
                  ("write", "write", {"filePath": ("string", "Absolute path."), "content": ("string", "Content.")}), ("todowrite", "todo"), ("todoread", "todo", {}), ("task", "ask", {"description": ("string", "Short description."), "prompt": ("string", "Task."), "subagent_type": ("string", "Agent.")})]
    names = {"shell": ("bash", {}), "read": ("read", {"path": "filePath"}), "edit": ("edit", {"path": "filePath", "old": "oldString", "new": "newString"}),
             "write": ("write", {"path": "filePath"}), "ls": ("list", {}), "grep": ("grep", {})}
    tool_desc_target = 1100

    def headers(self, rng, P):
        return h_plain(f"opencode/0.{rng.randint(9, 15)}.{rng.randint(0, 30)} ai-sdk/provider-utils/3.0.{rng.randint(1, 12)} runtime/bun/1.2.{rng.randint(15, 22)}",
                       {"http-referer": "https://opencode.ai/", "x-title": "opencode"})

    def system(self, rng, P):
        return (big_system(sub_rng(self.name, "sys"), self.name, ["identity", "tone", "tools", "editing", "git", "planning"], 12000) +
                f"\n\nRuntime facts:\n<env>\n  cwd: {P.root}\n"
                f"  git: yes\n  os: {P.os}\n  date: {P.date}\n</env>\n<project>\n" + "\n".join(P.files[:40]) + "\n</project>")

    def extra(self, rng):
        return {"max_tokens": 32000, "temperature": 0, "stream": True, "stream_options": {"include_usage": True}}

    def result(self, st):
        if st["kind"] == "read":
            return "<file>\n" + "\n".join(f"{i:05d}| {l}" for i, l in enumerate(st["raw"].split("\n"), 1)) + "\n</file>"
        return st["output"]

    def side(self, rng, P, kind):
        if kind == "title":
            ask = Ask(rng)
            body = {"model": rng.choice(["anthropic/claude-haiku-4.5", "openai/gpt-5-nano"]), "max_tokens": 1500, "temperature": 0.5,
                    "messages": [{"role": "system", "content": "You produce a title for a conversation.\n- at most 50 characters\n- a single line, no quotes\n- in the language the user wrote in\n- describe the task, not the tool"},
                                 {"role": "user", "content": "Title this conversation:\n"},
                                 {"role": "user", "content": ask.user_text()}], "stream": False}
            return self.endpoint, self.headers(rng, P), body, "title call"
        ask = Ask(rng, label="long_horizon")
        steps = make_steps(rng, P, rng.randint(6, 16))
        body = PR.oa_body(self, rng, P, ask.user_text(), steps, "Provide a detailed but concise summary of our conversation above. Focus on what was done, what is being worked on, which files are involved and what comes next.")
        body.pop("tools", None)
        return self.endpoint, self.headers(rng, P), body, f"session summarize over {len(steps)} tool rounds"


@reg
class Goose(Fam):
    name = "goose"
    counts = dict(first_turn=16, follow_up=2, loop_turn=13, retry_turn=3, side_call=5)
    side_kinds = ["title", "compact"]
    models = ["gpt-4o", "claude-sonnet-4-20250514", "gpt-4.1", "qwen3-coder:30b"]
    source = "goose docs: developer extension tools namespaced as extension__tool"
    tools_spec = [("developer__shell", "shell"), ("developer__text_editor", "edit", {"command": ("string", "view, write, str_replace, insert or undo_edit."), "path": ("string", "Absolute path."), "old_str": ("string", "Text to replace."), "new_str": ("string", "Replacement."), "file_text": ("string", "File content for write.")}),
                  ("developer__list_windows", "ls", {}), ("developer__screen_capture", "read", {"window_title": ("string", "Window.")}),
                  ("developer__image_processor", "read", {"path": ("string", "Image path.")}), ("platform__search_available_extensions", "search_web", {}),
                  ("platform__manage_extensions", "ask", {"action": ("string", "enable or disable."), "extension_name": ("string", "Name.")}),
                  ("todo__read", "todo", {}), ("todo__write", "todo", {"content": ("string", "Todo list markdown.")})]
    names = {"shell": ("developer__shell", {}), "edit": ("developer__text_editor", {"path": "path", "old": "old_str", "new": "new_str", "cmd": True}),
             "write": ("developer__text_editor", {"path": "path", "cmd": True})}
    plausible = True

    def headers(self, rng, P):
        return h_plain(f"goose/1.{rng.randint(5, 12)}.{rng.randint(0, 9)}")

    def result(self, st):
        return st["output"] if st["kind"] != "read" else st["raw"]

    def system(self, rng, P):
        return ("goose is an open-source agent; you are running as goose and you act only through the tools that enabled extensions provide.\n\n"
                f"The current date is {P.date}.\n\n# Extensions\n\n## developer\nThe developer extension gives shell access and a text editor rooted at {P.root}.\n\n" +
                big_system(sub_rng(self.name, "sys"), self.name, ["tone", "tools", "editing", "planning"], 7000))

    def side(self, rng, P, kind):
        if kind == "title":
            ask = Ask(rng)
            body = {"model": self.model(rng), "messages": [{"role": "system", "content": "Describe the user's conversation in four words or fewer. Output only the description."},
                                                          {"role": "user", "content": "Here are the first few user messages:\n" + ask.text}], "stream": False}
            return self.endpoint, self.headers(rng, P), body, "session description (title) call"
        ask = Ask(rng, label="long_horizon")
        steps = make_steps(rng, P, rng.randint(5, 14))
        txt = PR.transcript_text(P, ask.text, steps, "md")
        body = {"model": self.model(rng), "messages": [{"role": "system", "content": "You summarize long agent sessions so they fit in a smaller context."},
                                                      {"role": "user", "content": txt + "\n\n" + PR.SUMMARY_ASKS["brief"]}], "stream": False}
        return self.endpoint, self.headers(rng, P), body, f"context summarization over {len(steps)} tool rounds"


@reg
class OpenHands(Fam):
    name = "openhands"
    counts = dict(first_turn=18, loop_turn=18, retry_turn=4, side_call=6)
    side_kinds = ["compact"]
    models = ["litellm_proxy/claude-sonnet-4-20250514", "gpt-4.1", "openhands-lm-32b-v0.1", "deepseek-chat"]
    source = "OpenHands repo: CodeAct tools (execute_bash, str_replace_editor, think, finish, browser), repository info blocks, condenser"
    tools_spec = [("execute_bash", "shell", {"command": ("string", "Bash command."), "is_input": ("string", "'true' to send input to a running process."), "timeout": ("number", "Seconds.")}),
                  ("think", "think"), ("finish", "finish"), ("browser", "web", {"code": ("string", "Browser actions to run.")}),
                  ("execute_ipython_cell", "shell", {"code": ("string", "Python code.")}),
                  ("str_replace_editor", "edit", {"command": ("string", "view, create, str_replace, insert, undo_edit."), "path": ("string", "Absolute path."), "file_text": ("string", "For create."), "old_str": ("string", "For str_replace."), "new_str": ("string", "Replacement."), "insert_line": ("integer", "For insert."), "view_range": ("array", "Line range.")}),
                  ("fetch", "web")]
    names = {"shell": ("execute_bash", {}), "read": ("str_replace_editor", {"path": "path"}), "edit": ("str_replace_editor", {"path": "path", "old": "old_str", "new": "new_str", "cmd": True}),
             "write": ("str_replace_editor", {"path": "path", "cmd": True})}
    tool_desc_target = 1200

    def headers(self, rng, P):
        return h_py_sdk(rng, extra={"x-litellm-session-id": uuid(rng)} if rng.random() < 0.3 else None)

    def system(self, rng, P):
        return big_system(sub_rng(self.name, "sys"), self.name, ["identity", "tone", "tools", "editing", "testing", "git", "safety"], 12000, headings="xml")

    def wrap_first(self, rng, ask, P):
        t = ask.user_text()
        if rng.random() < 0.5:
            t = f"<uploaded_files>\n{P.root}\n</uploaded_files>\nA repository is checked out at {P.root.split('/')[-1]}. The request to handle:\n\n<issue_description>\n{t}\n</issue_description>\n\nChange only non-test files, and only as much as the request needs."
        return [{"type": "text", "text": t}]

    def loop(self, rng, P, ask, steps, tail):
        e, h, body = super().loop(rng, P, ask, steps, tail)
        # runtime info block appended as a user message after the first turn
        body["messages"].insert(2, {"role": "user", "content": [{"type": "text", "text": f"<RUNTIME_INFORMATION>\nReachable hosts for this session:\n* http://localhost:{rng.randint(50000, 59999)} (port {rng.randint(50000, 59999)})\nToday's date is {P.date} (UTC).\n</RUNTIME_INFORMATION>"}]})
        return e, h, body

    def result(self, st):
        if st["kind"] == "shell":
            return f"{st['output']}\n[The command completed with exit code {st.get('code', 0)}.]\n[Current working directory: /workspace]\n[Python interpreter: /usr/bin/python]\n[Command finished with exit code {st.get('code', 0)}]"
        if st["kind"] == "read":
            return f"Here's the result of running `cat -n` on {st['path']}:\n{st['output']}"
        return st["output"]

    def side(self, rng, P, kind):
        ask = Ask(rng, label="long_horizon")
        steps = make_steps(rng, P, rng.randint(8, 20))
        evs = PR.transcript_events(P, ask.text, steps)
        prompt = ("You keep a running summary for an agent that is partway through a task. Merge the previous summary with the new events below "
                  "into an updated one with the sections GOAL, DONE, TODO, CODE_STATE, TEST_STATUS, CHANGES, DEPENDENCIES and GIT_STATE. "
                  "Keep every file path and error message that still matters.\n\n<PREVIOUS SUMMARY>\n(empty)\n</PREVIOUS SUMMARY>\n\n")
        body = {"model": self.model(rng), "messages": [{"role": "user", "content": prompt + "".join(f"<EVENT id={i}>\n{blk}\n</EVENT>\n" for i, blk in enumerate(evs)) + "\nWrite the updated summary now, following the rules above."}]}
        return self.endpoint, self.headers(rng, P), body, f"condenser call over {len(steps)} events"


@reg
class SWEAgent(Fam):
    name = "swe_agent"
    counts = dict(first_turn=14, loop_turn=14, retry_turn=3)
    models = ["claude-sonnet-4-20250514", "gpt-4o", "gpt-4.1"]
    source = "SWE-agent default config: one-line system, instance template with <uploaded_files>/<pr_description>, bash/str_replace_editor/submit tools"
    tools_spec = [("bash", "shell", {"command": ("string", "The bash command to execute.")}),
                  ("str_replace_editor", "edit", {"command": ("string", "view, create, str_replace, insert, undo_edit."), "path": ("string", "Absolute path."), "file_text": ("string", "For create."), "old_str": ("string", "Old text."), "new_str": ("string", "New text."), "insert_line": ("integer", "Line."), "view_range": ("array", "Range.")}),
                  ("submit", "finish", {})]
    names = {"shell": ("bash", {}), "read": ("str_replace_editor", {"path": "path"}), "edit": ("str_replace_editor", {"path": "path", "old": "old_str", "new": "new_str", "cmd": True}),
             "write": ("str_replace_editor", {"path": "path", "cmd": True})}

    def system(self, rng, P):
        return "You operate a computer through the provided tools to finish software tasks."

    def extra(self, rng):
        return {"temperature": 0.0, "top_p": 1.0}

    def wrap_first(self, rng, ask, P):
        return [{"type": "text", "text": f"<uploaded_files>\n{P.root}\n</uploaded_files>\nA repository has been placed at {P.root}. Address this PR description:\n\n"
                 f"<pr_description>\n{ask.user_text()}\n</pr_description>\n\nImplement whatever the <pr_description> requires in that repository.\n"
                 "Keep the change small and leave test files alone.\nFollow these steps:\n1. Find and read the code relevant to the description\n"
                 "2. Write a script that reproduces the problem and run it\n3. Edit the source to fix it\n4. Rerun the script to confirm\n5. Think about edge cases"}]

    def result(self, st):
        o = st["output"] if st["kind"] != "read" else f"Here's the result of running `cat -n` on {st['path']}:\n{st['output']}"
        return [{"type": "text", "text": "OBSERVATION:\n" + o}]


@reg
class TraeAgent(Fam):
    result = staticmethod(lambda st: st['output'] if st['kind'] != 'read' else st['raw'])
    name = "trae_agent"
    counts = dict(first_turn=16, loop_turn=14, retry_turn=4, side_call=2)
    side_kinds = ["compact"]
    models = ["claude-sonnet-4-20250514", "gpt-4o", "doubao-seed-1-6"]
    source = "trae-agent repo: tools bash, str_replace_based_edit_tool, sequentialthinking, task_done; OpenAI-compatible client"
    tools_spec = [("bash", "shell", {"command": ("string", "Command to run."), "restart": ("boolean", "Restart the shell.")}),
                  ("str_replace_based_edit_tool", "edit", {"command": ("string", "view, create, str_replace, insert."), "path": ("string", "Absolute path."), "file_text": ("string", "For create."), "old_str": ("string", "Old."), "new_str": ("string", "New."), "insert_line": ("integer", "Line."), "view_range": ("array", "Range.")}),
                  ("sequentialthinking", "think", {"thought": ("string", "Current thinking step."), "next_thought_needed": ("boolean", "More steps?"), "thought_number": ("integer", "Index."), "total_thoughts": ("integer", "Estimate.")}),
                  ("task_done", "finish", {})]
    names = {"shell": ("bash", {}), "read": ("str_replace_based_edit_tool", {"path": "path"}), "edit": ("str_replace_based_edit_tool", {"path": "path", "old": "old_str", "new": "new_str", "cmd": True}),
             "write": ("str_replace_based_edit_tool", {"path": "path", "cmd": True})}
    tool_desc_target = 700

    def system(self, rng, P):
        return big_system(sub_rng(self.name, "sys"), self.name, ["identity", "tools", "editing", "testing", "planning"], 6000, headings="plain")

    def wrap_first(self, rng, ask, P):
        return f"[Project root path]:\n{P.root}\n\n[Problem statement]: The issue to resolve in this repository:\n{ask.user_text()}"

    def side(self, rng, P, kind):
        ask = Ask(rng, label="long_horizon")
        steps = make_steps(rng, P, rng.randint(3, 8))
        txt = PR.transcript_text(P, ask.text, steps, "md")
        body = {"model": self.model(rng), "messages": [{"role": "system", "content": "Summarize what the agent did in the latest steps as one short tagged line, e.g. [EXPLORE] or [WRITE_FIX], followed by a one-sentence description."},
                                                      {"role": "user", "content": txt}]}
        return self.endpoint, self.headers(rng, P), body, "step summary (lakeview-style) side call"


@reg
class Agno(Fam):
    name = "agno"
    counts = dict(first_turn=14, loop_turn=10)
    models = ["gpt-4o", "gpt-4.1-mini", "o4-mini"]
    source = "Agno docs: system message built from description + instructions (+ additional information), toolkits (ShellTools, FileTools)"
    tools_spec = [("run_shell_command", "shell", {"args": ("array", "Command and arguments."), "tail": ("integer", "Lines of output to keep.")}),
                  ("save_file", "write", {"contents": ("string", "Contents."), "file_name": ("string", "Relative file name."), "overwrite": ("boolean", "Overwrite.")}),
                  ("read_file", "read", {"file_name": ("string", "Relative file name.")}), ("list_files", "ls", {}),
                  ("search_files", "grep", {"pattern": ("string", "Glob pattern.")})]
    names = {"shell": ("run_shell_command", {"command": "args"}), "read": ("read_file", {"path": "file_name", "rel": True}),
             "write": ("save_file", {"path": "file_name", "content": "contents", "rel": True}), "ls": ("list_files", {})}
    plausible = True

    def system(self, rng, P):
        return ("You are a coding agent that maintains the team's services.\n\n<instructions>\n- Inspect the repository before changing it.\n"
                "- Explain what you changed.\n- Run the tests after every change.\n- Use markdown to format your answers.\n</instructions>\n\n"
                f"<additional_information>\n- The current time is {P.date} 10:{rng.randint(10, 59)}:00.\n- Repository root: {P.root}\n</additional_information>")

    def result(self, st):
        return st["output"] if st["kind"] != "read" else st["raw"]

    def call_args_fix(self, st, P):
        pass


@reg
class PydanticAI(Fam):
    result = staticmethod(lambda st: st['output'] if st['kind'] != 'read' else st['raw'])
    name = "pydantic_ai"
    counts = dict(first_turn=14, loop_turn=10)
    models = ["gpt-4o", "gpt-4.1", "claude-sonnet-4-5"]
    source = "pydantic-ai docs: function tools, final_result output tool, OpenAI chat model"
    tools_spec = [("read_source", "read", {"path": ("string", "Path relative to the repo.")}), ("run_command", "shell", {"cmd": ("string", "Shell command.")}),
                  ("search_code", "grep", {"pattern": ("string", "Regex.")}), ("write_source", "write", {"path": ("string", "Path."), "content": ("string", "Content.")}),
                  ("final_result", "finish", {"summary": ("string", "What was done."), "files_changed": ("array", "Paths.")})]
    names = {"shell": ("run_command", {"command": "cmd"}), "read": ("read_source", {"path": "path", "rel": True}), "grep": ("search_code", {}),
             "write": ("write_source", {"path": "path", "rel": True})}
    plausible = True

    def headers(self, rng, P):
        return h_py_sdk(rng, async_=True)

    def system(self, rng, P):
        return f"You are a maintenance agent for the {P.name} repository. Use the tools to inspect and change code. When done, call final_result."

    def extra(self, rng):
        return {"n": 1, "parallel_tool_calls": True, "tool_choice": "required", "stream": False}


@reg
class AutoGen(Fam):
    result = staticmethod(lambda st: st['output'] if st['kind'] != 'read' else st['raw'])
    name = "autogen"
    counts = dict(first_turn=14, loop_turn=10)
    models = ["gpt-4o", "gpt-4o-mini", "gpt-4.1"]
    source = "AutoGen AgentChat AssistantAgent: system message, FunctionTool schemas, tool results as tool messages"
    tools_spec = [("run_shell", "shell", {"command": ("string", "command")}), ("read_text_file", "read", {"path": ("string", "path")}),
                  ("write_text_file", "write", {"path": ("string", "path"), "text": ("string", "text")}), ("grep_repo", "grep", {"pattern": ("string", "pattern")})]
    names = {"shell": ("run_shell", {}), "read": ("read_text_file", {"path": "path", "rel": True}), "write": ("write_text_file", {"path": "path", "content": "text", "rel": True}),
             "grep": ("grep_repo", {})}
    plausible = True
    thought_text = False
    null_content = False

    def headers(self, rng, P):
        return h_py_sdk(rng, async_=True)

    def system(self, rng, P):
        return "You are the coder agent of a small team. Use the tools for anything that touches files or commands. Say TERMINATE once everything requested is done."


@reg
class LangGraph(Fam):
    result = staticmethod(lambda st: st['output'] if st['kind'] != 'read' else st['raw'])
    name = "langgraph"
    counts = dict(first_turn=14, loop_turn=10)
    models = ["gpt-4o", "gpt-4.1", "o3-mini"]
    source = "LangGraph create_react_agent over langchain-openai: tool messages with name, stream_options"
    tools_spec = [("terminal", "shell", {"commands": ("string", "Commands to run.")}), ("read_file", "read", {"file_path": ("string", "Path.")}),
                  ("write_file", "write", {"file_path": ("string", "Path."), "text": ("string", "Text."), "append": ("boolean", "Append.")}),
                  ("list_directory", "ls", {"dir_path": ("string", "Directory.")}), ("file_search", "grep", {"dir_path": ("string", "Dir."), "pattern": ("string", "Pattern.")})]
    names = {"shell": ("terminal", {"command": "commands"}), "read": ("read_file", {"path": "file_path", "rel": True}), "write": ("write_file", {"path": "file_path", "content": "text", "rel": True}),
             "ls": ("list_directory", {"path": "dir_path"}), "grep": ("file_search", {"path": "dir_path"})}
    tool_name_in_result = False
    thought_text = False

    def system(self, rng, P):
        return rng.choice([None, f"You are a repo assistant for {P.name}. Use the tools when the task needs the filesystem."])

    def extra(self, rng):
        return {"stream": True, "stream_options": {"include_usage": True}, "n": 1, "temperature": 0.0}

    def first(self, rng, P, ask, prior):
        e, h, b = super().first(rng, P, ask, prior)
        b["messages"] = [m for m in b["messages"] if not (m["role"] == "system" and m["content"] is None)]
        return e, h, b

    def loop(self, rng, P, ask, steps, tail):
        e, h, b = super().loop(rng, P, ask, steps, tail)
        b["messages"] = [m for m in b["messages"] if not (m["role"] == "system" and m["content"] is None)]
        return e, h, b


@reg
class N8N(Fam):
    result = staticmethod(lambda st: st['output'] if st['kind'] != 'read' else st['raw'])
    name = "n8n"
    plausible = True
    counts = dict(first_turn=14, loop_turn=10)
    models = ["gpt-4o-mini", "gpt-4.1-mini"]
    source = "n8n AI Agent node (LangChain.js tools agent); tool names from workflow node names; JS SDK headers"
    tools_spec = [("Execute_Command", "shell", {"command": ("string", "Shell command for the Execute Command node.")}),
                  ("GitHub_Get_File", "read", {"file_path": ("string", "Path in the repo."), "ref": ("string", "Branch.")}),
                  ("GitHub_Search_Code", "grep", {"query": ("string", "Code search query.")}),
                  ("GitHub_Edit_File", "write", {"file_path": ("string", "Path."), "file_content": ("string", "New content."), "commit_message": ("string", "Message.")}),
                  ("Slack_Send", "finish", {"text": ("string", "Message.")})]
    names = {"shell": ("Execute_Command", {}), "read": ("GitHub_Get_File", {"path": "file_path", "rel": True}), "grep": ("GitHub_Search_Code", {"pattern": "query", "path": "ref"}),
             "write": ("GitHub_Edit_File", {"path": "file_path", "content": "file_content", "rel": True})}

    def headers(self, rng, P):
        return h_js_sdk(rng, extra={"user-agent": f"OpenAI/JS 4.{rng.randint(70, 99)}.0"})

    def system(self, rng, P):
        return f"You are a helpful assistant for the platform team. Today is {P.date}. You can read and change files in the {P.name} GitHub repository and run commands on the build runner."

    def wrap_first(self, rng, ask, P):
        return ask.user_text()


@reg
class SemanticKernel(Fam):
    result = staticmethod(lambda st: st['output'] if st['kind'] != 'read' else st['raw'])
    name = "semantic_kernel"
    plausible = True
    counts = dict(first_turn=14, loop_turn=10, side_call=3)
    side_kinds = ["compact"]
    models = ["gpt-4o", "gpt-4.1"]
    source = "Semantic Kernel: plugin functions exposed as PluginName-function_name; history reducers"
    tools_spec = [("Repo-ReadFile", "read", {"path": ("string", "Path.")}), ("Repo-Search", "grep", {"pattern": ("string", "Pattern.")}),
                  ("Shell-Run", "shell", {"command": ("string", "Command.")}), ("Repo-WriteFile", "write", {"path": ("string", "Path."), "content": ("string", "Content.")}),
                  ("Time-Now", "think", {})]
    names = {"shell": ("Shell-Run", {}), "read": ("Repo-ReadFile", {"path": "path", "rel": True}), "grep": ("Repo-Search", {}), "write": ("Repo-WriteFile", {"path": "path", "rel": True})}

    def headers(self, rng, P):
        if rng.random() < 0.5:
            return h_py_sdk(rng, async_=True, extra={"semantic-kernel-version": f"python/1.{rng.randint(20, 35)}.0"})
        return h_plain(f"Semantic-Kernel azsdk-net-AI.OpenAI/2.1.0 (.NET 8.0.{rng.randint(1, 11)}; Linux)", {"semantic-kernel-version": f"dotnet/1.{rng.randint(40, 60)}.0"})

    def system(self, rng, P):
        return "You are an engineering assistant. Answer questions about the codebase and make changes when asked."

    def extra(self, rng):
        return {"tool_choice": "auto", "stream": rng.random() < 0.5}

    def side(self, rng, P, kind):
        ask = Ask(rng, label="long_horizon")
        steps = make_steps(rng, P, rng.randint(4, 12))
        body = PR.oa_body(self, rng, P, ask.user_text(), steps,
                          "Condense the whole dialog above into at most five sentences, keeping names, file paths and open issues. Leave out these instructions.",
                          system=None, tools=False)
        return self.endpoint, self.headers(rng, P), body, f"history reducer summary over {len(steps)} tool rounds"


@reg
class RooCode(Fam):
    name = "roo_code"
    plausible = True
    counts = dict(first_turn=18, follow_up=2, loop_turn=15, retry_turn=7, side_call=4)
    side_kinds = ["compact"]
    models = ["anthropic/claude-sonnet-4.5", "deepseek/deepseek-chat-v3.1", "x-ai/grok-code-fast-1"]
    source = "Roo Code repo: mode slugs, environment_details block, native tool calling in recent versions"
    tools_spec = [("read_file", "read", {"args": ("string", "XML list of files to read.")}), ("search_files", "grep", {"path": ("string", "Dir."), "regex": ("string", "Regex."), "file_pattern": ("string", "Glob.")}),
                  ("list_files", "ls", {"path": ("string", "Dir."), "recursive": ("boolean", "Recurse.")}), ("list_code_definition_names", "ls", {"path": ("string", "Path.")}),
                  ("apply_diff", "edit", {"path": ("string", "Path."), "diff": ("string", "SEARCH/REPLACE blocks.")}), ("write_to_file", "write", {"path": ("string", "Path."), "content": ("string", "Content."), "line_count": ("integer", "Lines.")}),
                  ("insert_content", "edit", {"path": ("string", "Path."), "line": ("integer", "Line."), "content": ("string", "Text.")}),
                  ("execute_command", "shell", {"command": ("string", "Command."), "cwd": ("string", "Dir.")}), ("ask_followup_question", "ask", {"question": ("string", "Q."), "follow_up": ("string", "Suggestions.")}),
                  ("attempt_completion", "finish", {"result": ("string", "Result.")}), ("switch_mode", "ask", {"mode_slug": ("string", "Mode."), "reason": ("string", "Why.")}),
                  ("new_task", "ask", {"mode": ("string", "Mode."), "message": ("string", "Instructions.")}), ("update_todo_list", "todo", {"todos": ("string", "Checklist.")})]
    names = {"shell": ("execute_command", {}), "read": ("read_file", {"path": "args", "rel": True}), "grep": ("search_files", {"pattern": "regex"}),
             "ls": ("list_files", {}), "write": ("write_to_file", {"path": "path", "rel": True}), "edit": ("apply_diff", {"path": "path", "rel": True, "old": "search", "new": "replace"})}
    tool_desc_target = 1400

    def headers(self, rng, P):
        return h_js_sdk(rng, extra={"http-referer": "https://github.com/RooVetGit/Roo-Cline", "x-title": "Roo Code"})

    def system(self, rng, P):
        r = sub_rng(self.name, "sys")
        return ("You are Roo, a software engineer working inside VS Code.\n\n====\n\nMARKDOWN RULES\n\nShow every file or code construct as a clickable reference.\n\n====\n\n" +
                big_system(r, self.name, ["tools", "editing", "testing", "planning", "safety"], 20000, headings="plain") +
                f"\n\n====\n\nSYSTEM INFORMATION\n\nOperating System: {P.os}\nDefault Shell: /bin/bash\nHome Directory: /home/dev\nCurrent Workspace Directory: {P.root}")

    def env(self, rng, P, mode="code"):
        return (f"<environment_details>\n# VSCode Visible Files\n{rng.choice(P.src_files())}\n\n# VSCode Open Tabs\n" + "\n".join(rng.sample(P.src_files(), min(3, len(P.src_files())))) +
                f"\n\n# Current Time\n{P.date}T1{rng.randint(0, 9)}:{rng.randint(10, 59)}:00Z\n\n# Current Cost\n${rng.uniform(0, 2):.2f}\n\n# Current Mode\n<slug>{mode}</slug>\n<name>{mode.capitalize()}</name>\n</environment_details>")

    def wrap_first(self, rng, ask, P):
        return [{"type": "text", "text": f"<task>\n{ask.user_text()}\n</task>"}, {"type": "text", "text": self.env(rng, P, rng.choice(["code", "code", "architect", "ask", "debug"])) + "\n\n# Current Workspace Directory (" + P.root + ") Files\n" + "\n".join(P.files)}]

    def result(self, st):
        return st["output"] if st["kind"] != "read" else f"<files><file><path>{st['rel']}</path>\n<content lines=\"1-{st['output'].count(chr(10)) + 1}\">\n{st['output']}\n</content>\n</file></files>"

    def extra(self, rng):
        return {"temperature": 0, "stream": True, "stream_options": {"include_usage": True}, "parallel_tool_calls": False}

    def args(self, st, P):
        if st["kind"] == "edit":
            return "apply_diff", {"path": st["rel"], "diff": f"<<<<<<< SEARCH\n:start_line:{len(st['old']) % 90 + 3}\n-------\n{st['old']}\n=======\n{st['new']}\n>>>>>>> REPLACE"}
        if st["kind"] == "read":
            return "read_file", {"args": f"<file><path>{st['rel']}</path></file>"}
        return call_args(st, self.names, P)

    def retry(self, rng, P, ask, steps):
        st = {"kind": "edit", "path": f"{P.root}/{rng.choice(P.src_files())}", "thought": "Applying the change with apply_diff."}
        st["rel"] = st["path"][len(P.root) + 1:]
        st["old"], st["new"] = "    return None", "    return []"
        st["output"] = (f"<error_details>\nCould not locate the search block near line {rng.randint(10, 200)}: best candidate is only 41% similar and an exact match is required.\n\nDetails:\n- Best similarity: 41%\n"
                        f"- Needed: 100%\n- Searched from line {rng.randint(10, 200)}\n\nSearched for:\n    return None\n\nClosest text in file:\n    return result or None\n</error_details>")
        st["code"] = 1
        body = PR.oa_body(self, rng, P, self.wrap_first(rng, ask, P), steps[:-1] + [st], None)
        return self.endpoint, self.headers(rng, P), body

    def side(self, rng, P, kind):
        ask = Ask(rng, label="long_horizon")
        steps = make_steps(rng, P, rng.randint(6, 14))
        body = PR.oa_body(self, rng, P, self.wrap_first(rng, ask, P), steps, PR.SUMMARY_ASKS["detailed"],
                          system="You are a helpful AI assistant tasked with summarizing conversations.", tools=False)
        return self.endpoint, self.headers(rng, P), body, f"context condense over {len(steps)} tool rounds"


@reg
class VoidEditor(Fam):
    name = "void_editor"
    counts = dict(first_turn=16, follow_up=2, loop_turn=12, retry_turn=5, completion=10)
    models = ["qwen2.5-coder:32b", "gpt-4.1", "claude-sonnet-4-20250514", "devstral:24b"]
    source = "Void repo: chat modes normal/gather/agent, builtin tool names (read_file, ls_dir, search_for_files, edit_file, run_command...), FIM autocomplete"
    tools_spec = [("read_file", "read", {"uri": ("string", "File URI."), "start_line": ("string", "Start."), "end_line": ("string", "End."), "page_number": ("string", "Page.")}),
                  ("ls_dir", "ls", {"uri": ("string", "Folder URI."), "page_number": ("string", "Page.")}), ("get_dir_tree", "ls", {"uri": ("string", "Folder URI.")}),
                  ("search_pathnames_only", "glob", {"query": ("string", "Query."), "include_pattern": ("string", "Glob.")}),
                  ("search_for_files", "grep", {"query": ("string", "Query."), "is_regex": ("string", "true/false."), "search_in_folder": ("string", "Folder.")}),
                  ("search_in_file", "grep", {"uri": ("string", "File."), "query": ("string", "Query.")}), ("read_lint_errors", "read", {"uri": ("string", "File.")}),
                  ("rewrite_file", "write", {"uri": ("string", "File."), "new_content": ("string", "Content.")}),
                  ("edit_file", "edit", {"uri": ("string", "File."), "search_replace_blocks": ("string", "SEARCH/REPLACE blocks.")}),
                  ("create_file_or_folder", "write", {"uri": ("string", "Path.")}), ("delete_file_or_folder", "write", {"uri": ("string", "Path."), "is_recursive": ("string", "Recursive.")}),
                  ("run_command", "shell", {"command": ("string", "Command."), "cwd": ("string", "Dir.")}), ("run_persistent_command", "shell", {"command": ("string", "Cmd."), "persistent_terminal_id": ("string", "Id.")})]
    names = {"shell": ("run_command", {}), "read": ("read_file", {"path": "uri"}), "ls": ("ls_dir", {"path": "uri"}), "grep": ("search_for_files", {"pattern": "query", "path": "search_in_folder"}),
             "write": ("rewrite_file", {"path": "uri", "content": "new_content"}), "edit": ("edit_file", {"path": "uri", "old": "search", "new": "replace"})}
    plausible = True

    def headers(self, rng, P):
        return h_js_sdk(rng)

    def system(self, rng, P):
        return (big_system(sub_rng(self.name, "sys"), self.name, ["identity", "tone", "tools", "editing"], 9000) +
                f"\n\n<system_info>\n- OS: {P.os}\n- Workspace folders:\n{P.root}\n- Focused file:\n{P.root}/{P.src_files()[0]}\n</system_info>\n\n"
                "Workspace tree:\n<files_overview>\n" + C.tree_output(P.files[:50], P.root) + "\n</files_overview>")

    def args(self, st, P):
        if st["kind"] == "edit":
            return "edit_file", {"uri": st["path"], "search_replace_blocks": f"<<<<<<< ORIGINAL\n{st['old']}\n=======\n{st['new']}\n>>>>>>> UPDATED"}
        return call_args(st, self.names, P)

    def fim(self, rng, P):
        l, fn, code = C.snippet(rng, P.lang)
        lines = code.split("\n")
        j = rng.randrange(2, max(3, len(lines) - 2))
        pre = "\n".join(C.snippet(rng, P.lang)[2] for _ in range(rng.randint(2, 5))) + "\n" + "\n".join(lines[:j]) + "\n" + lines[j][:len(lines[j]) // 2]
        suf = lines[j][len(lines[j]) // 2:] + "\n" + "\n".join(lines[j + 1:])
        body = {"model": rng.choice(["qwen2.5-coder:7b", "qwen2.5-coder:1.5b-base"]), "prompt": pre, "suffix": suf, "stream": False,
                "options": {"stop": ["\n\n", "\r\n\r\n"], "num_predict": 300, "temperature": 0}, "raw": False}
        return "/api/generate", h_plain("node", auth=False), body, "FIM autocomplete (ollama generate with suffix)"


# ====================================================================== Cline (XML tools in system prompt)
CLINE_TOOL_DOCS = {
    "execute_command": "Run a CLI command in the user's terminal. Set requires_approval for anything with side effects.",
    "read_file": "Read the contents of a file at a path relative to the working directory.",
    "write_to_file": "Write full content to a file, creating it if needed.",
    "replace_in_file": "Edit part of a file with one or more SEARCH/REPLACE blocks; SEARCH text must match exactly.",
    "search_files": "Regex search across files in a directory, with surrounding context.",
    "list_files": "List files and folders in a directory, optionally recursively.",
    "list_code_definition_names": "List top-level definitions (classes, functions) in source files of a directory.",
    "browser_action": "Drive a headless browser: launch, click, type, scroll, close.",
    "use_mcp_tool": "Call a tool exposed by a connected MCP server.",
    "ask_followup_question": "Ask the user for information that is required to continue.",
    "attempt_completion": "Present the result of the task once it is complete.",
    "plan_mode_respond": "Reply to the user while planning, before acting.",
}


@reg
class Cline(Fam):
    name = "cline"
    counts = dict(first_turn=22, loop_turn=18, retry_turn=9, side_call=5)
    side_kinds = ["compact"]
    models = ["anthropic/claude-sonnet-4", "google/gemini-2.5-pro", "deepseek/deepseek-chat"]
    source = "Cline repo (older versions): XML tool docs inside the system prompt, <task>, <environment_details>, '[tool] Result:' user turns"

    def headers(self, rng, P):
        return h_js_sdk(rng, extra={"http-referer": "https://cline.bot", "x-title": "Cline"})

    USAGE = {"execute_command": "<command>command</command>\n<requires_approval>true or false</requires_approval>",
             "read_file": "<path>file path</path>", "write_to_file": "<path>file path</path>\n<content>\nfull file content\n</content>",
             "replace_in_file": "<path>file path</path>\n<diff>\n------- SEARCH\nexact existing lines\n=======\nnew lines\n+++++++ REPLACE\n</diff>",
             "search_files": "<path>directory</path>\n<regex>pattern</regex>\n<file_pattern>*.ts</file_pattern>",
             "list_files": "<path>directory</path>\n<recursive>true or false</recursive>", "list_code_definition_names": "<path>directory</path>",
             "browser_action": "<action>launch | click | type | scroll_down | close</action>\n<url>optional url</url>",
             "use_mcp_tool": "<server_name>name</server_name>\n<tool_name>tool</tool_name>\n<arguments>{json}</arguments>",
             "ask_followup_question": "<question>question</question>\n<options>[\"a\", \"b\"]</options>",
             "attempt_completion": "<result>what was done</result>\n<command>optional demo command</command>", "plan_mode_respond": "<response>text</response>"}
    KIND = {"execute_command": "shell", "read_file": "read", "write_to_file": "write", "replace_in_file": "edit", "search_files": "grep", "list_files": "ls",
            "list_code_definition_names": "ls", "browser_action": "web", "use_mcp_tool": "ask", "ask_followup_question": "ask", "attempt_completion": "finish", "plan_mode_respond": "ask"}

    def system(self, rng, P):
        r = sub_rng(self.name, "sys")
        parts = ["You are Cline, a software engineer agent working in the user's editor.\n\n====\n\nTOOL USE\n\nOne tool call per message. Write the call as XML: the tool name is the outer tag and every parameter is a child tag. The result arrives in the next user message.\n\n# Tools\n"]
        for t, d in CLINE_TOOL_DOCS.items():
            parts.append(f"## {t}\nDescription: {d} {C.tool_desc(r, self.KIND[t])}\nUsage:\n<{t}>\n{self.USAGE[t]}\n</{t}>\n")
        base = "\n".join(parts) + "\n====\n\n" + C.guide_prompt(r, ["tools", "editing", "planning", "safety"], headings="plain")
        return C.pad_prompt(r, base, 38000, headings="plain") + f"\n\n====\n\nSYSTEM INFORMATION\n\nOperating System: {P.os}\nDefault Shell: /bin/zsh\nCurrent Working Directory: {P.root}"

    def env(self, rng, P, first=False):
        e = (f"<environment_details>\n# VSCode Visible Files\n{rng.choice(P.src_files())}\n\n# VSCode Open Tabs\n" + "\n".join(rng.sample(P.src_files(), min(3, len(P.src_files())))) +
             f"\n\n# Current Time\n{P.date}, {rng.randint(1, 12)}:{rng.randint(10, 59)}:00 PM (UTC)")
        if first:
            e += f"\n\n# Current Working Directory ({P.root}) Files\n" + "\n".join(P.files)
        return e + f"\n\n# Current Mode\n{rng.choice(['ACT MODE', 'ACT MODE', 'PLAN MODE'])}\n</environment_details>"

    def msgs(self, rng, P, ask, steps):
        m = [{"role": "system", "content": self.system(rng, P)},
             {"role": "user", "content": [{"type": "text", "text": f"<task>\n{ask.user_text()}\n</task>"}, {"type": "text", "text": self.env(rng, P, True)}]}]
        for st in steps:
            _, call = PR.xml_call(st, P)
            m.append({"role": "assistant", "content": f"<thinking>\n{st['thought']}\n</thinking>\n\n{call}"})
            label, body = PR.xml_result(st, P)
            m.append({"role": "user", "content": [{"type": "text", "text": label}, {"type": "text", "text": body}, {"type": "text", "text": self.env(rng, P)}]})
        return m

    def body(self, rng, m):
        return {"model": self.model(rng), "messages": m, "temperature": 0, "stream": True, "stream_options": {"include_usage": True}}

    def first(self, rng, P, ask, prior):
        m = self.msgs(rng, P, ask, [])
        if prior:
            pa = prior[0]
            m = [m[0], {"role": "user", "content": [{"type": "text", "text": f"<task>\n{pa.user_text()}\n</task>"}, {"type": "text", "text": self.env(rng, P, True)}]},
                 {"role": "assistant", "content": f"<attempt_completion>\n<result>\n{assistant_answer(rng, pa)}\n</result>\n</attempt_completion>"},
                 {"role": "user", "content": [{"type": "text", "text": f"<feedback>\n{ask.user_text()}\n</feedback>"}, {"type": "text", "text": self.env(rng, P)}]}]
        return self.endpoint, self.headers(rng, P), self.body(rng, m)

    def loop(self, rng, P, ask, steps, tail):
        m = self.msgs(rng, P, ask, steps)
        if tail:
            m[-1]["content"].insert(2, {"type": "text", "text": f"<feedback>\n{tail}\n</feedback>"})
        return self.endpoint, self.headers(rng, P), self.body(rng, m)

    def retry(self, rng, P, ask, steps):
        m = self.msgs(rng, P, ask, steps[:-1])
        f = rng.choice(P.src_files())
        m.append({"role": "assistant", "content": f"<replace_in_file>\n<path>{f}</path>\n<diff>\n------- SEARCH\n    return None\n=======\n    return []\n+++++++ REPLACE\n</diff>\n</replace_in_file>"})
        m.append({"role": "user", "content": [{"type": "text", "text": f"[replace_in_file for '{f}'] Result:"},
                                              {"type": "text", "text": f"Edit not applied.\n<error>\nSEARCH text not found in the file:\n    return None\n\n"
                                                                       "The file is unchanged. Its current content:\n\n"
                                                                       f"<file_content path=\"{f}\">\n{C.snippet(rng, P.lang)[2]}\n</file_content>\n\nRetry with a shorter SEARCH section copied from the content above.\n</error>"},
                                              {"type": "text", "text": self.env(rng, P)}]})
        return self.endpoint, self.headers(rng, P), self.body(rng, m)

    def side(self, rng, P, kind):
        ask = Ask(rng, label="long_horizon")
        steps = make_steps(rng, P, rng.randint(6, 14))
        m = self.msgs(rng, P, ask, steps)
        m[-1]["content"].append({"type": "text", "text": "The context window is nearly full. " + PR.SUMMARY_ASKS["detailed"] + " Reply only with the summary; do not use any tool."})
        return self.endpoint, self.headers(rng, P), self.body(rng, m), f"condense call over {len(steps)} tool rounds"
