"""Per-client renderers. Each returns dict(shape, endpoint, headers, body)."""
import json
from . import content as C
from . import prompts as P
from . import tools as T
from .engine import (make_steps, rounds_for, oa_loop, an_loop, rs_loop, xml_action, xml_result, react_action,
                     react_obs, bash_action, bash_obs, env_details, rules_text, guide, code_block, big_file,
                     wrap_ask, ask_with_code, prior_turns, nudge, transcript_lines, result_text, EDIT_PAIRS)

KEY = "sk-PLACEHOLDER-0000"


def oa_headers(c, ua, extra=None, sdk=True):
    h = {"content-type": "application/json", "accept": "application/json", "authorization": f"Bearer {KEY}", "user-agent": ua}
    if sdk:
        h.update({"x-stainless-lang": "js", "x-stainless-package-version": c.pick(["4.104.0", "5.12.2", "6.3.0"]),
                  "x-stainless-os": {"linux": "Linux", "darwin": "MacOS", "win32": "Windows"}[c.proj.os],
                  "x-stainless-runtime": "node", "x-stainless-retry-count": "0"})
    if extra:
        h.update(extra)
    return h


def chat(model, messages, tools=None, stream=True, **kw):
    b = {"model": model, "messages": messages}
    if tools:
        b["tools"] = tools
        b["tool_choice"] = "auto"
    b["stream"] = stream
    if kw.pop("usage", True) and stream:
        b["stream_options"] = {"include_usage": True}
    b.update(kw)
    return b


def R(shape, endpoint, headers, body):
    return {"shape": shape, "endpoint": endpoint, "headers": headers, "body": body}


def maybe_big(c, p=0.15):
    """Occasionally turn the supplied code into a large pasted file containing it."""
    if c.code and c.chance(p):
        tgt = getattr(c, "target", None)
        c.code = big_file(c, target=tgt)
        return True
    return False


def retry_steps(c):
    st = make_steps(c, max(1, rounds_for(c) - 1), finish_pass=False)
    edit = make_steps(c, 1)[0]
    edit.update({"op": "edit", "path": c.proj.code_path()})
    edit["old"], edit["new"] = c.pick(EDIT_PAIRS[c.proj.lang])
    kind = c.pick(["tool_error", "tests", "lint"])
    if kind == "tool_error":
        edit["out"], edit["code"], edit["error"] = "Error: old text not found in file; the file may have changed since it was read.", 1, True
        return st + [edit], kind
    edit["out"], edit["code"] = f"The file {edit['path']} has been updated.", 0
    t = {"op": "test" if kind == "tests" else "run", "thought": "Verifying the change."}
    if kind == "tests":
        t["cmd"] = c.proj.L["test"]; t["out"], t["code"] = C.test_out(c.rng, c.proj, fail=True)
    else:
        t["cmd"] = c.proj.L["lint"]; t["out"], t["code"] = C.lint_out(c.rng, c.proj)
    return st + [edit, t], kind


def loop_kind(c):
    return c.pick(["native", "native", "native", "nudge", "new_ask"])


# =============== Claude Code (Anthropic Messages) ===============
def claude_code(c):
    p = c.proj
    model = c.pick(["claude-sonnet-4-5-20250929", "claude-opus-4-1-20250805", "claude-sonnet-4-20250514"])
    small = c.pick(["claude-3-5-haiku-20241022", "claude-haiku-4-5-20251001"])
    uid = json.dumps({"device_id": c.hex(64), "account_uuid": "", "session_id": c.session}) if c.chance(0.6) else f"user_{c.hex(64)}_account__session_{c.session}"
    h = {"content-type": "application/json", "accept": "application/json", "anthropic-version": "2023-06-01",
         "anthropic-beta": c.pick(["claude-code-20250219,interleaved-thinking-2025-05-14,fine-grained-tool-streaming-2025-05-14",
                                   "claude-code-20250219,context-1m-2025-08-07,interleaved-thinking-2025-05-14",
                                   "oauth-2025-04-20,claude-code-20250219"]),
         "user-agent": f"claude-cli/{c.pick(['1.0.98', '2.0.14', '2.0.27'])} (external, cli)", "x-app": "cli",
         "x-claude-code-session-id": c.session, "anthropic-dangerous-direct-browser-access": "true"}
    if c.chance(0.5):
        h["x-api-key"] = KEY
    else:
        h["authorization"] = f"Bearer {KEY}"
    env = (f"<env>\nWorking directory: {p.root}\nIs directory a git repo: Yes\nPlatform: {p.os}\nToday's date: {c.date}\n</env>")
    gitst = f"gitStatus: snapshot taken at session start.\nCurrent branch: {p.branch}\nMain branch: main\n\nStatus:\n{C.git_status(c.rng, p)}\n\nRecent commits:\n{C.git_log(c.rng)}"
    system = [{"type": "text", "text": "You are a command-line coding assistant.", "cache_control": {"type": "ephemeral"}},
              {"type": "text", "text": P.INTROS["claude_code"] + "\n\n" + guide(c, 10, 24) + "\n\n" + env + ("\n\n" + gitst if c.chance(0.7) else ""),
               "cache_control": {"type": "ephemeral"}}]
    tools = T.anthropic_tools("claude_code", long_notes=c.rng.randint(4, 14))
    body = {"model": model, "max_tokens": c.pick([21333, 32000, 64000]), "system": system, "tools": tools,
            "metadata": {"user_id": uid}, "stream": True}
    if c.chance(0.4):
        body["thinking"] = {"type": "enabled", "budget_tokens": c.pick([4000, 10000, 31999])}
    else:
        body["temperature"] = 1
    if c.chance(0.2):
        body["context_management"] = {"edits": [{"type": "clear_tool_uses_20250919"}]}

    def first_user(text):
        blocks = []
        if c.chance(0.6):
            blocks.append({"type": "text", "text": "<system-reminder>\nAs you answer the user's questions, you can use the following context:\n# claudeMd\nContents of " + p.abspath("CLAUDE.md") + " (project instructions, checked into the codebase):\n\n" + rules_text(c) + "\n</system-reminder>"})
        if c.chance(0.3):
            blocks.append({"type": "text", "text": "<system-reminder>\n" + P.REMINDERS[2].format(file=p.abspath(p.code_path())) + "\n</system-reminder>"})
        blocks.append({"type": "text", "text": text})
        if c.chance(0.25):
            blocks.append({"type": "text", "text": "<system-reminder>\n" + P.REMINDERS[0] + "\n</system-reminder>"})
        if blocks[-1]["type"] == "text" and c.chance(0.5):
            blocks[-1]["cache_control"] = {"type": "ephemeral"}
        return {"role": "user", "content": blocks}

    sc = c.sc
    maybe_big(c)
    text, tag = wrap_ask(c)
    text = ask_with_code(c, text)
    if sc == "first":
        msgs = [first_user(text)]
        return R("first" + (":template" if tag == "template" else ""), "/v1/messages", h, dict(body, messages=msgs))
    if sc == "followup":
        msgs = []
        for i, (role, t) in enumerate(prior_turns(c, c.rng.randint(1, 3))):
            msgs.append(first_user(t) if i == 0 else {"role": role, "content": [{"type": "text", "text": t}] if role == "user" else [{"type": "text", "text": t}]})
        msgs.append({"role": "user", "content": [{"type": "text", "text": text}]})
        return R("followup:after_answers", "/v1/messages", h, dict(body, messages=msgs))
    if sc in ("loop", "retry"):
        if sc == "retry":
            steps, rk = retry_steps(c)
        else:
            steps, rk = make_steps(c, rounds_for(c)), loop_kind(c)
        if sc == "loop" and c.chance(0.2):
            cmd = p.L["test"]
            out, code = C.test_out(c.rng, p)
            msgs = [first_user(text), {"role": "assistant", "content": [{"type": "text", "text": "Sure - what would you like me to look at first?"}]},
                    {"role": "user", "content": [{"type": "text", "text": f"<bash-input>{cmd}</bash-input>"}]},
                    {"role": "user", "content": [{"type": "text", "text": f"<bash-stdout>{out}</bash-stdout><bash-stderr></bash-stderr>"}]}]
            # merge consecutive user turns as the client does
            msgs = msgs[:2] + [{"role": "user", "content": msgs[2]["content"] + msgs[3]["content"] + [{"type": "text", "text": nudge(c)}]}]
            return R("loop:pasted", "/v1/messages", h, dict(body, messages=msgs))
        msgs = [first_user(text)] + an_loop(c, "claude_code", steps)
        if rk == "nudge":
            msgs.append({"role": "assistant", "content": [{"type": "text", "text": "I've made the first round of changes. Want me to continue with the rest?"}]})
            msgs.append({"role": "user", "content": [{"type": "text", "text": nudge(c)}]})
        elif rk == "new_ask":
            msgs.append({"role": "assistant", "content": [{"type": "text", "text": "Done - the change is in place and the tests pass."}]})
            msgs.append({"role": "user", "content": [{"type": "text", "text": c.text}]})
        return R(f"{sc}:{rk}", "/v1/messages", h, dict(body, messages=msgs))
    # side
    kind = c.pick(["title", "topic", "compact"])
    if kind in ("title", "topic"):
        sb = {"model": small, "max_tokens": 512, "system": [{"type": "text", "text": P.TOPIC_SYS if kind == "topic" else c.pick(P.TITLE_SYS)}],
              "messages": [{"role": "user", "content": c.text}], "temperature": 0, "metadata": {"user_id": uid}, "stream": True}
        return R(f"side:{kind}", "/v1/messages", h, sb)
    steps = make_steps(c, rounds_for(c))
    msgs = [first_user(text)] + an_loop(c, "claude_code", steps)
    msgs.append({"role": "assistant", "content": [{"type": "text", "text": "Progress so far is recorded above."}]})
    msgs.append({"role": "user", "content": [{"type": "text", "text": c.pick(P.COMPACT_ASK)}]})
    body2 = dict(body, messages=msgs)
    body2.pop("thinking", None)
    return R("side:compact", "/v1/messages", h, body2)


# =============== Codex CLI (Responses) ===============
def codex(c):
    p = c.proj
    h = {"content-type": "application/json", "accept": "text/event-stream", "authorization": f"Bearer {KEY}",
         "originator": "codex_cli_rs", "version": c.pick(["0.46.0", "0.58.0", "0.63.0"]),
         "user-agent": f"codex_cli_rs/{c.pick(['0.46.0', '0.58.0'])} ({ {'linux': 'Ubuntu 24.04', 'darwin': 'Mac OS 15.1', 'win32': 'Windows 11'}[p.os]}; x86_64) {c.pick(['xterm-256color', 'iTerm.app', 'vscode'])}",
         "session-id": c.session}
    if c.chance(0.5):
        h["thread-id"] = c.session
    dev = {"type": "message", "role": "developer", "content": [{"type": "input_text", "text": "<permissions instructions>\nSandbox: workspace-write. Network: restricted. Ask before running commands that need to leave the sandbox.\n</permissions instructions>"}]}
    ui = {"type": "message", "role": "user", "content": [{"type": "input_text", "text": f"# AGENTS.md instructions for {p.root}\n\n<INSTRUCTIONS>\n{rules_text(c)}\n</INSTRUCTIONS>"}]}
    envc = {"type": "message", "role": "user", "content": [{"type": "input_text", "text": f"<environment_context>\n  <cwd>{p.root}</cwd>\n  <approval_policy>{c.pick(['on-request', 'never', 'untrusted'])}</approval_policy>\n  <sandbox_mode>{c.pick(['workspace-write', 'read-only', 'danger-full-access'])}</sandbox_mode>\n  <network_access>{c.pick(['restricted', 'enabled'])}</network_access>\n  <shell>{p.shell}</shell>\n</environment_context>"}]}
    pre = []
    if c.chance(0.7):
        pre.append(dev)
    if c.chance(0.6):
        pre.append(ui)
    pre.append(envc)
    maybe_big(c)
    text = ask_with_code(c)

    def u(t):
        return {"type": "message", "role": "user", "content": [{"type": "input_text", "text": t}]}

    def a(t):
        return {"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": t}]}
    tools = T.responses_tools("codex", long_notes=c.rng.randint(3, 10))
    if c.chance(0.5):
        tools.append({"type": "web_search"})
    body = {"model": c.pick(["gpt-5-codex", "gpt-5.1-codex", "gpt-5", "gpt-5.1-codex-max"]), "tools": tools, "tool_choice": "auto",
            "parallel_tool_calls": c.chance(0.5), "reasoning": {"effort": c.pick(["low", "medium", "high"]), "summary": "auto"},
            "store": False, "stream": True, "include": ["reasoning.encrypted_content"], "prompt_cache_key": c.session}
    base = P.INTROS["codex"] + "\n\n" + guide(c, 12, 24)
    if c.chance(0.5):
        body["instructions"] = base
    else:
        pre.insert(0, {"type": "message", "role": "developer", "content": [{"type": "input_text", "text": base}]})
    sc = c.sc
    if sc == "first":
        return R("first", "/v1/responses", h, dict(body, input=pre + [u(text)]))
    if sc == "followup":
        items = list(pre)
        for role, t in prior_turns(c, c.rng.randint(1, 2)):
            items.append(u(t) if role == "user" else a(t))
        items.append(u(text))
        return R("followup:after_answers", "/v1/responses", h, dict(body, input=items))
    if sc in ("loop", "retry"):
        steps, rk = (retry_steps(c) if sc == "retry" else (make_steps(c, rounds_for(c)), loop_kind(c)))
        items = pre + [u(text)] + rs_loop(c, "codex", steps, rstyle=c.pick(["codex", "codex_json"]))
        if rk == "nudge":
            items += [a("I fixed the first failure; a couple remain. Continue?"), u(nudge(c))]
        elif rk == "new_ask":
            items += [a("All set: the tests pass now."), u(c.text)]
        return R(f"{sc}:{rk}", "/v1/responses", h, dict(body, input=items))
    steps = make_steps(c, rounds_for(c))
    items = pre + [u(text)] + rs_loop(c, "codex", steps)
    items.append(u(c.pick(P.COMPACT_ASK)))
    sb = {"model": body["model"], "instructions": c.pick(P.SUMMARY_SYS), "input": items, "tools": [], "parallel_tool_calls": False,
          "reasoning": body["reasoning"], "store": False, "stream": True, "prompt_cache_key": c.session}
    return R("side:compact", "/v1/responses", h, sb)


# =============== Cline-style XML protocol ===============
def xml_system(c, who="cline"):
    tl = []
    extra = [("replace_in_file", "Edit part of an existing file with one or more blocks made of '------- SEARCH', the exact current text, '=======', the new text and '+++++++ REPLACE'.", {"path": {"description": "file path"}, "diff": {"description": "the SEARCH/REPLACE blocks"}}, ["path", "diff"])]
    nl = c.rng.randint(2, 8)
    for name, desc, props, req in extra + T.TOOLSETS["roo"]:
        ps = "\n".join(f"- {k}: ({'required' if k in req else 'optional'}) {v['description']}" for k, v in props.items())
        inner = "\n".join(f"<{k}>{k} here</{k}>" for k in props)
        tl.append(f"## {name}\nDescription: {T.describe(who, name, desc, nl)}\nParameters:\n{ps}\nUsage:\n<{name}>\n{inner}\n</{name}>")
    p = c.proj
    return (P.INTROS[who] + "\n\n====\n\nTOOL USE\n\nYou call tools by writing XML: the tool name is the outer tag and each parameter is a child tag. Use one tool per message and wait for the user to send back its result.\n\n# Tools\n\n"
            + "\n\n".join(tl) + "\n\n====\n\nRULES\n\n" + guide(c, 10, 24)
            + f"\n\n====\n\nSYSTEM INFORMATION\n\nOperating System: {p.os}\nDefault Shell: {p.shell}\nHome Directory: {p.root.rsplit('/', 2)[0]}\nCurrent Working Directory: {p.root}\n\n====\n\nOBJECTIVE\n\nWork through the task step by step, one tool per turn, and finish with attempt_completion."
            + ("\n\n====\n\nUSER'S CUSTOM INSTRUCTIONS\n\n" + rules_text(c) if c.chance(0.5) else ""))


def cline_like(c, fam):
    p = c.proj
    anth = fam == "kilo_code"
    mode = c.pick(["act", "plan"]) if fam == "cline_xml" else c.pick(["code", "architect", "ask", "debug"])
    maybe_big(c)
    text = ask_with_code(c)
    first_parts = [f"<task>\n{text}\n</task>", env_details(c, mode=mode, with_files=True)]
    steps, rk = None, None
    sc = c.sc
    if sc == "first":
        seq = [("user", first_parts)]
        shape = "first"
    elif sc in ("loop", "retry"):
        if sc == "retry":
            steps = make_steps(c, rounds_for(c))
            rk = c.pick(["tool_error", "format_error"])
        else:
            steps = make_steps(c, rounds_for(c))
            rk = c.pick(["text", "text", "nudge"])
        seq = [("user", first_parts)]
        for st in steps:
            name, act = xml_action(fam, st, p)
            th = st.get("thought")
            seq.append(("assistant", (f"<thinking>\n{th}\n</thinking>\n\n" if th else "") + act))
            seq.append(("user", [xml_result(name, st, p), env_details(c, mode=mode, with_files=False)]))
        if rk == "tool_error":
            st = steps[-1]
            ep = p.code_path()
            eo, en = c.pick(EDIT_PAIRS[p.lang])
            seq.append(("assistant", xml_action(fam, dict(st, op="edit", path=ep, old=eo, new=en), p)[1]))
            seq.append(("user", [f"[replace_in_file for '{ep}'] Result:\nThe tool execution failed with the following error:\n<error>\nThe SEARCH block did not match anything in the file.\n</error>", env_details(c, mode=mode, with_files=False)]))
        elif rk == "format_error":
            seq.append(("assistant", "I think the fix is in the loader; updating it now."))
            seq.append(("user", ["[ERROR] No tool was used in your previous reply. Retry using exactly one tool, or use attempt_completion if you are done.", env_details(c, mode=mode, with_files=False)]))
        elif rk == "nudge":
            seq.append(("assistant", "<ask_followup_question>\n<question>Should I also update the tests?</question>\n</ask_followup_question>"))
            seq.append(("user", [f"[ask_followup_question for 'Should I also update the tests?'] Result:\n<answer>\n{nudge(c)}\n</answer>", env_details(c, mode=mode, with_files=False)]))
        shape = f"{sc}:{rk}"
    else:
        steps = make_steps(c, rounds_for(c))
        seq = [("user", first_parts)]
        for st in steps:
            name, act = xml_action(fam, st, p)
            seq.append(("assistant", act))
            seq.append(("user", [xml_result(name, st, p)]))
        seq.append(("assistant", "Continuing with the remaining edits."))
        seq.append(("user", [c.pick(P.COMPACT_ASK)]))
        shape = "side:summary"
    system = xml_system(c, "cline" if fam == "cline_xml" else "roo")
    if anth:
        msgs = []
        for role, v in seq:
            if role == "user":
                msgs.append({"role": "user", "content": [{"type": "text", "text": t} for t in v]})
            else:
                msgs.append({"role": "assistant", "content": [{"type": "text", "text": v}]})
        body = {"model": c.pick(["claude-sonnet-4-5", "claude-3-7-sonnet-20250219", "claude-sonnet-4-20250514"]), "max_tokens": 8192,
                "temperature": 0, "system": [{"type": "text", "text": system, "cache_control": {"type": "ephemeral"}}], "messages": msgs, "stream": True}
        h = {"content-type": "application/json", "x-api-key": KEY, "anthropic-version": "2023-06-01",
             "anthropic-beta": "prompt-caching-2024-07-31", "user-agent": "Kilo-Code/4.8", "x-kilocode-version": "4.86.0"}
        return R(shape, "/v1/messages", h, body)
    msgs = [{"role": "system", "content": system}]
    for role, v in seq:
        if role == "user":
            msgs.append({"role": "user", "content": [{"type": "text", "text": t} for t in v]})
        else:
            msgs.append({"role": "assistant", "content": v})
    h = oa_headers(c, "Cline/3.3" if c.chance(0.5) else "OpenAI/JS 4.96.0", {"http-referer": "https://cline.bot", "x-title": "Cline"})
    return R(shape, "/v1/chat/completions", h, chat(c.pick(["deepseek-chat", "qwen3-coder-480b", "gpt-4.1", "anthropic/claude-sonnet-4"]), msgs, temperature=0))


def cline_xml(c):
    return cline_like(c, "cline_xml")


def kilo_code(c):
    return cline_like(c, "kilo_code")


# =============== Roo Code (native tools) ===============
def roo_code(c):
    p = c.proj
    mode = c.pick(["code", "architect", "ask", "debug", "orchestrator"])
    system = (P.INTROS["roo"] + "\n\n====\n\nMARKDOWN RULES\n\nReference code constructs as clickable links in the form [`name`](path:line).\n\n====\n\nRULES\n\n" + guide(c, 6, 16)
              + f"\n\n====\n\nSYSTEM INFORMATION\n\nOperating System: {p.os}\nDefault Shell: {p.shell}\nCurrent Workspace Directory: {p.root}\n\n====\n\nMODES\n\n- code: write and change code\n- architect: plan and design\n- ask: answer questions\n- debug: diagnose problems")
    if c.chance(0.5):
        system += "\n\n====\n\nUSER'S CUSTOM INSTRUCTIONS\n\nRules from .roo/rules/:\n" + rules_text(c)
    maybe_big(c)
    text = ask_with_code(c)
    msgs = [{"role": "system", "content": system},
            {"role": "user", "content": [{"type": "text", "text": f"<task>\n{text}\n</task>"}, {"type": "text", "text": env_details(c, mode=mode)}]}]
    tools = T.openai_tools("roo", long_notes=c.rng.randint(0, 2))
    h = oa_headers(c, "RooCode/3.28.0", {"http-referer": "https://github.com/RooVetGit/Roo-Cline", "x-title": "Roo Code"})
    model = c.pick(["anthropic/claude-sonnet-4.5", "openai/gpt-5", "deepseek/deepseek-chat-v3.1", "z-ai/glm-4.6"])
    sc = c.sc
    if sc == "first":
        return R("first", "/v1/chat/completions", h, chat(model, msgs, tools, temperature=0, parallel_tool_calls=False))
    if sc in ("loop", "retry"):
        steps, rk = (retry_steps(c) if sc == "retry" else (make_steps(c, rounds_for(c)), c.pick(["native", "nudge"])))
        lm = oa_loop(c, "roo", steps, "pipe", parallel=0)
        lm[-1]["content"] = lm[-1]["content"] + "\n\n" + env_details(c, mode=mode, with_files=False)
        msgs += lm
        if rk == "nudge":
            msgs += [{"role": "assistant", "content": "First part done. Shall I continue with the remaining files?"}, {"role": "user", "content": [{"type": "text", "text": f"<user_message>\n{nudge(c)}\n</user_message>"}, {"type": "text", "text": env_details(c, mode=mode, with_files=False)}]}]
        return R(f"{sc}:{rk}", "/v1/chat/completions", h, chat(model, msgs, tools, temperature=0, parallel_tool_calls=False))
    steps = make_steps(c, rounds_for(c))
    msgs = [{"role": "system", "content": c.pick(P.SUMMARY_SYS)}] + msgs[1:] + oa_loop(c, "roo", steps, "pipe", parallel=0)
    msgs.append({"role": "user", "content": "Summarize the conversation so far as described in the system message. Do not call tools."})
    return R("side:summary", "/v1/chat/completions", h, chat(model, msgs, temperature=0))


# =============== Copilot-like ===============
def copilot_headers(c, intent):
    return {"content-type": "application/json", "authorization": f"Bearer {KEY}", "editor-version": f"vscode/1.{c.rng.randint(95, 106)}.{c.rng.randint(0, 3)}",
            "editor-plugin-version": f"copilot-chat/0.{c.rng.randint(26, 33)}.{c.rng.randint(0, 3)}", "copilot-integration-id": "vscode-chat",
            "openai-intent": intent, "x-github-api-version": "2025-05-01", "x-request-id": c.uuid(), "x-interaction-type": intent,
            "user-agent": "GitHubCopilotChat/0.31.2"}


def copilot_user(c, text, agent=False, attach_terminal=None):
    p = c.proj
    parts = [f"<context>\nThe current date is {c.date}.\n" + (f"My current OS is: {p.os}\n" if agent else "") + "</context>"]
    f = p.code_path()
    parts.append(f"<editorContext>\nThe user's current file is {p.abspath(f)}. " + (f"The current selection is from line {c.rng.randint(3, 40)} to line {c.rng.randint(41, 90)}." if c.code else "") + "\n</editorContext>")
    att = []
    if c.code:
        att.append(f"<attachment id=\"file:{f.rsplit('/', 1)[-1]}\" filePath=\"{p.abspath(f)}\">\nUser's active selection:\n{code_block(c)}\n</attachment>")
    elif c.chance(0.35):
        other = p.code_path()
        att.append(f"<attachment id=\"file:{other.rsplit('/', 1)[-1]}\" filePath=\"{p.abspath(other)}\">\n```{c.fence()}\n{C.code_file(c.rng, p, 2)}```\n</attachment>")
    if attach_terminal:
        att.append(f"<attachment id=\"terminalLastCommand\">\nThe active terminal's last command was `{attach_terminal[0]}`, with exit code {attach_terminal[2]}. Its output:\n{attach_terminal[1]}\n</attachment>")
    if att:
        parts.append("<attachments>\n" + "\n".join(att) + "\n</attachments>")
    if agent or c.chance(0.4):
        parts.append("<reminderInstructions>\nWhen editing, use the provided edit tools; do not print whole files. Keep going until the request is handled or you need input.\n</reminderInstructions>" if agent else "<reminderInstructions>\nAnswer in the user's language and keep code blocks annotated with their file path.\n</reminderInstructions>")
    parts.append(f"<userRequest>\n{text}\n</userRequest>")
    return "\n".join(parts)


def copilot_system(c, agent):
    s = P.INTROS["copilot"] + "\n<instructions>\n" + guide(c, 4 if not agent else 8, 10 if not agent else 18) + "\n</instructions>"
    if agent:
        s += "\n<toolUseInstructions>\nUse tools to gather context and make changes instead of asking the user. Read enough of a file before editing. Don't repeat a tool call with identical arguments.\n</toolUseInstructions>\n<editFileInstructions>\nBefore editing, read the file. Use replace_string_in_file with enough context to be unique. After editing, check errors with get_errors.\n</editFileInstructions>"
    if c.chance(0.4):
        s += "\n<instructions>\n<attachment filePath=\".github/copilot-instructions.md\">\n" + rules_text(c) + "\n</attachment>\n</instructions>"
    return s


def copilot_chat(c):
    maybe_big(c)
    model = c.pick(["gpt-4.1", "gpt-4o", "claude-sonnet-4", "gpt-5-mini", "o4-mini"])
    role = "developer" if model == "o4-mini" else "system"
    edit_mode = c.chance(0.3)
    sc = c.sc
    sys = copilot_system(c, False)
    if edit_mode:
        sys += "\nWhen proposing changes, emit one fenced block per file whose first line is a comment with the file path, and use '...existing code...' comments for unchanged parts."
    msgs = [{"role": role, "content": sys}]
    intent = "conversation-edits" if edit_mode else "conversation-panel"
    kw = dict(temperature=0.1, top_p=1, n=1, max_tokens=c.pick([4096, 8192, 16384]))
    text, tag = wrap_ask(c)
    if sc == "first":
        msgs.append({"role": "user", "content": copilot_user(c, text)})
        return R("first:edit_mode" if edit_mode else "first", "/v1/chat/completions", copilot_headers(c, intent), chat(model, msgs, **kw))
    if sc == "followup":
        for role2, t in prior_turns(c, c.rng.randint(1, 3)):
            msgs.append({"role": role2, "content": t})
        msgs.append({"role": "user", "content": copilot_user(c, text)})
        return R("followup:after_answers", "/v1/chat/completions", copilot_headers(c, intent), chat(model, msgs, **kw))
    if sc in ("loop", "retry"):
        p = c.proj
        msgs.append({"role": "user", "content": copilot_user(c, c.text)})
        msgs.append({"role": "assistant", "content": f"Run this to see what fails:\n\n```sh\n{p.L['test']}\n```\n\nThen share the output."})
        out, code = C.test_out(c.rng, p, fail=True)
        if sc == "retry":
            msgs.append({"role": "user", "content": copilot_user(c, "here's the output", attach_terminal=(p.L["test"], out, code))})
            msgs.append({"role": "assistant", "content": f"The failure comes from the loop bound. Change it like this:\n\n```{c.fence()}\n// filepath: {p.abspath(p.code_path())}\n{c.pick(EDIT_PAIRS[p.lang])[1]}\n```"})
            out2, code2 = C.test_out(c.rng, p, fail=True)
            msgs.append({"role": "user", "content": copilot_user(c, "still failing after applying that", attach_terminal=(p.L["test"], out2, code2))})
            return R("retry:tests", "/v1/chat/completions", copilot_headers(c, intent), chat(model, msgs, **kw))
        msgs.append({"role": "user", "content": copilot_user(c, c.pick(["output:", "here", "this is what I get", nudge(c)]), attach_terminal=(p.L["test"], out, code))})
        return R("loop:pasted", "/v1/chat/completions", copilot_headers(c, intent), chat(model, msgs, **kw))
    kind = c.pick(["title", "commit"])
    if kind == "title":
        m = [{"role": "system", "content": c.pick(P.TITLE_SYS)}, {"role": "user", "content": f"The user asked:\n{c.text}"}]
        return R("side:title", "/v1/chat/completions", copilot_headers(c, "conversation-other"), chat("gpt-4o-mini", m, stream=False, temperature=0, max_tokens=60))
    diff = C.git_diff(c.rng, c.proj, c.pick(EDIT_PAIRS[c.proj.lang]))
    m = [{"role": "system", "content": c.pick(P.COMMIT_SYS)},
         {"role": "user", "content": f"<user-context>\nThe developer described the work as: {c.text}\n</user-context>\n<changes>\n{diff}\n</changes>\n<recent-commits>\n{C.git_log(c.rng)}\n</recent-commits>\nWrite the commit message."}]
    return R("side:commit", "/v1/chat/completions", copilot_headers(c, "conversation-other"), chat("gpt-4o-mini", m, temperature=0.2))


def copilot_agent(c):
    maybe_big(c)
    model = c.pick(["gpt-4.1", "claude-sonnet-4.5", "gpt-5", "gemini-2.5-pro"])
    tools = T.openai_tools("copilot", long_notes=c.rng.randint(0, 2))
    msgs = [{"role": "system", "content": copilot_system(c, True)}]
    h = copilot_headers(c, "conversation-agent")
    kw = dict(temperature=0, top_p=1, n=1, max_tokens=16000)
    text, tag = wrap_ask(c)
    sc = c.sc
    if sc == "first":
        msgs.append({"role": "user", "content": copilot_user(c, text, agent=True)})
        return R("first" + (":template" if tag == "template" else ""), "/v1/chat/completions", h, chat(model, msgs, tools, **kw))
    if sc == "followup":
        for role2, t in prior_turns(c, c.rng.randint(1, 2)):
            msgs.append({"role": role2, "content": t})
        msgs.append({"role": "user", "content": copilot_user(c, text, agent=True)})
        return R("followup:after_answers", "/v1/chat/completions", h, chat(model, msgs, tools, **kw))
    if sc in ("loop", "retry"):
        steps, rk = (retry_steps(c) if sc == "retry" else (make_steps(c, rounds_for(c)), loop_kind(c)))
        msgs.append({"role": "user", "content": copilot_user(c, text, agent=True)})
        msgs += oa_loop(c, "copilot", steps, "copilot", parallel=0.3, id_style="toolu" if "claude" in model else "call")
        if rk == "nudge":
            msgs += [{"role": "assistant", "content": "I've paused after the first batch of edits."}, {"role": "user", "content": copilot_user(c, nudge(c), agent=True)}]
        elif rk == "new_ask":
            msgs += [{"role": "assistant", "content": "Finished; the suite is green."}, {"role": "user", "content": copilot_user(c, c.text, agent=True)}]
        return R(f"{sc}:{rk}", "/v1/chat/completions", h, chat(model, msgs, tools, **kw))
    steps = make_steps(c, rounds_for(c))
    msgs.append({"role": "user", "content": copilot_user(c, text, agent=True)})
    msgs += oa_loop(c, "copilot", steps, "copilot")
    msgs.append({"role": "user", "content": "Summarize the conversation history so far into a structured summary (goal, progress, files, next steps) so it can replace the earlier messages. Reply with text only; do not call tools."})
    return R("side:summary", "/v1/chat/completions", copilot_headers(c, "conversation-agent"), chat(model, msgs, **kw))


def fim_split(c, comment_lang=True):
    p = c.proj
    cm = p.L["comment"]
    before = C.code_file(c.rng, p, nfuncs=c.rng.randint(1, 3))
    after = C.func(c.rng, p.lang)
    ask = c.text.replace("\n", " ")
    cur = {"python": "def ", "typescript": "export function ", "go": "func ", "rust": "pub fn ", "java": "    public static "}[p.lang]
    prefix = f"{cm} Path: {c.proj.code_path()}\n" + before + f"\n{cm} {ask}\n" + cur
    return prefix, "\n\n" + after


def copilot_ghost(c):
    prefix, suffix = fim_split(c)
    body = {"model": c.pick(["gpt-4o-copilot", "copilot-codex", "gpt-35-turbo-instruct"]), "prompt": prefix, "suffix": suffix,
            "max_tokens": c.pick([64, 150, 300, 500]), "temperature": 0, "top_p": 1, "n": 1, "stop": c.pick([["\n"], ["\n\n\n"], ["\n\n"]]),
            "stream": True, "extra": {"language": c.proj.lang, "next_indent": 0, "trim_by_indentation": True, "prompt_tokens": len(prefix) // 4, "suffix_tokens": len(suffix) // 4}}
    h = copilot_headers(c, "copilot-ghost")
    h["copilot-integration-id"] = "vscode"
    return R("first:fim", "/v1/completions", h, body)


# =============== Continue ===============
CONT_FIM = [("<|fim_prefix|>", "<|fim_suffix|>", "<|fim_middle|>", ["<|endoftext|>", "<|fim_prefix|>", "<|fim_middle|>", "<|fim_suffix|>", "<|fim_pad|>", "<|repo_name|>", "<|file_sep|>", "<|im_start|>", "<|im_end|>"]),
            ("<PRE> ", " <SUF>", " <MID>", ["<PRE>", "<SUF>", "<MID>", "<EOT>"]),
            ("[PREFIX]", "[SUFFIX]", "", ["[PREFIX]", "[SUFFIX]"]),
            ("<fim_prefix>", "<fim_suffix>", "<fim_middle>", ["<fim_prefix>", "<fim_suffix>", "<fim_middle>", "<file_sep>", "<|endoftext|>"])]


def continue_autocomplete(c):
    prefix, suffix = fim_split(c)
    h = oa_headers(c, "Continue/1.2.4", sdk=False)
    if c.chance(0.25):
        hole = ("You fill holes in code. Reply with only the text that replaces {{FILL_HERE}}, inside <COMPLETION></COMPLETION> tags.\n\n"
                f"<QUERY>\n{prefix}{{{{FILL_HERE}}}}{suffix}\n</QUERY>\nTASK: Fill the {{{{FILL_HERE}}}} hole. Keep indentation consistent.\n\n<COMPLETION>")
        return R("first:fim_hole", "/v1/chat/completions", h, chat(c.pick(["gpt-4o-mini", "claude-3-5-haiku"]), [{"role": "user", "content": hole}], stream=True, usage=False, max_tokens=256, temperature=0.01, stop=["</COMPLETION>", "\n\n\n"]))
    pre, suf, mid, stops = c.pick(CONT_FIM)
    if pre == "[PREFIX]":
        prompt = f"[SUFFIX]{suffix}[PREFIX]{prefix}"
    else:
        prompt = f"{pre}{prefix}{suf}{suffix}{mid}"
    body = {"model": c.pick(["qwen2.5-coder-7b", "codestral-latest", "deepseek-coder-v2-lite", "starcoder2-15b"]), "prompt": prompt,
            "max_tokens": c.pick([128, 256, 512]), "temperature": 0.01, "stop": stops + ["\n\n\n", "/src/", "```"], "stream": True}
    return R("first:fim", "/v1/completions", h, body)


def continue_ctx(c, text):
    p = c.proj
    parts = []
    if c.chance(0.4):
        f = p.code_path()
        parts.append(f"```{c.fence()} {f}\n{C.code_file(c.rng, p, 2)}```")
    if c.code:
        f = p.code_path()
        a = c.rng.randint(1, 60)
        parts.append(f"```{c.fence()} {f} ({a}-{a + c.code.count(chr(10))})\n{c.code}```")
    parts.append(text)
    return "\n\n".join(parts)


def continue_chat(c):
    maybe_big(c)
    p = c.proj
    h = oa_headers(c, "Continue/1.2.4")
    model = c.pick(["gpt-4o", "claude-3-7-sonnet-latest", "qwen2.5-coder-32b-instruct", "mistral-large-latest", "llama-3.3-70b"])
    sysm = ("<important_rules>\n  Always put the file path after the language in a code block's info string when you reference a file.\n"
            "  For edits to existing files, show only the changed parts with 'existing code' comments.\n</important_rules>\n\n" + (rules_text(c) if c.chance(0.5) else ""))
    msgs = [{"role": "system", "content": sysm}]
    text, tag = wrap_ask(c)
    sc = c.sc
    if sc == "first":
        if c.code and c.chance(0.4):
            sel = c.code
            f = p.code_path()
            pre = C.code_file(c.rng, p, 1)
            u = (f"Here is the file being edited:\n```{c.fence()} {f}\n{pre}<SELECTION>\n{sel}</SELECTION>\n```\n\n"
                 f"Rewrite only the code between the SELECTION markers to satisfy this instruction, and reply with just the replacement code in one block.\n\nInstruction: {text}")
            msgs.append({"role": "user", "content": u})
            return R("first:edit_selection", "/v1/chat/completions", h, chat(model, msgs, temperature=0.2))
        content = continue_ctx(c, text)
        if c.chance(0.1):
            content = [{"type": "text", "text": content}, {"type": "image_url", "image_url": {"url": "data:image/png;base64,iVBORw0KGgo" + c.hex(40)}}]
            msgs.append({"role": "user", "content": content})
            return R("first:parts", "/v1/chat/completions", h, chat(model, msgs))
        msgs.append({"role": "user", "content": content})
        return R("first" + (":template" if tag == "template" else ""), "/v1/chat/completions", h, chat(model, msgs))
    if sc == "followup":
        for role2, t in prior_turns(c, c.rng.randint(1, 3)):
            msgs.append({"role": role2, "content": t})
        msgs.append({"role": "user", "content": continue_ctx(c, text)})
        return R("followup:after_answers", "/v1/chat/completions", h, chat(model, msgs))
    if sc in ("loop", "retry"):
        msgs.append({"role": "user", "content": continue_ctx(c, c.text)})
        rounds = c.rng.randint(1, 4)
        for i in range(rounds):
            cmd = c.pick([p.L["test"], p.L["build"], p.L["lint"], "git status"])
            msgs.append({"role": "assistant", "content": f"Please run `{cmd}` and paste what it prints."})
            out, code = C.test_out(c.rng, p) if cmd == p.L["test"] else (C.build_err(c.rng, p) if cmd == p.L["build"] else (C.lint_out(c.rng, p) if cmd == p.L["lint"] else (C.git_status(c.rng, p), 0)))
            msgs.append({"role": "user", "content": f"Current terminal contents:\n```\n$ {cmd}\n{out}\n$ echo $?\n{code}\n```\n\n" + (c.pick(["", "what now?", nudge(c)]) if sc == "loop" else "")})
        if sc == "retry":
            msgs.append({"role": "assistant", "content": f"Apply this change in `{p.code_path()}`:\n\n```{c.fence()}\n...\n```"})
            out, code = C.test_out(c.rng, p)
            msgs.append({"role": "user", "content": f"applied it, still red:\n```\n{out}\n```"})
            return R("retry:tests", "/v1/chat/completions", h, chat(model, msgs))
        return R("loop:pasted", "/v1/chat/completions", h, chat(model, msgs))
    msgs2 = [{"role": "user", "content": f"Give a short title (max 6 words) for a chat that starts with this message. Reply with the title only.\n\nMessage:\n{c.text}"}]
    return R("side:title", "/v1/chat/completions", h, chat(model, msgs2, stream=False, max_tokens=20, temperature=0))


def continue_agent(c):
    maybe_big(c)
    p = c.proj
    h = oa_headers(c, "Continue/1.2.4")
    model = c.pick(["claude-sonnet-4-5", "gpt-4.1", "qwen3-coder", "devstral-medium"])
    sysm = ("<important_rules>\n  You are in agent mode. Use the tools when the request needs information from the workspace or changes to it.\n"
            "  Always include the file path in code block info strings.\n</important_rules>\n\n" + guide(c, 3, 10) + ("\n\n" + rules_text(c) if c.chance(0.6) else ""))
    tools = T.openai_tools("continue", long_notes=c.rng.randint(0, 1))
    msgs = [{"role": "system", "content": sysm}]
    text, tag = wrap_ask(c)
    sc = c.sc
    if sc == "first":
        msgs.append({"role": "user", "content": continue_ctx(c, text)})
        return R("first" + (":template" if tag == "template" else ""), "/v1/chat/completions", h, chat(model, msgs, tools))
    if sc == "followup":
        for role2, t in prior_turns(c, c.rng.randint(1, 2)):
            msgs.append({"role": role2, "content": t})
        msgs.append({"role": "user", "content": continue_ctx(c, text)})
        return R("followup:after_answers", "/v1/chat/completions", h, chat(model, msgs, tools))
    if sc in ("loop", "retry"):
        steps, rk = (retry_steps(c) if sc == "retry" else (make_steps(c, rounds_for(c)), loop_kind(c)))
        msgs.append({"role": "user", "content": continue_ctx(c, text)})
        msgs += oa_loop(c, "continue", steps, "plain")
        if rk == "nudge":
            msgs += [{"role": "assistant", "content": "That's the first fix. Continue?"}, {"role": "user", "content": nudge(c)}]
        elif rk == "new_ask":
            msgs += [{"role": "assistant", "content": "Done."}, {"role": "user", "content": c.text}]
        return R(f"{sc}:{rk}", "/v1/chat/completions", h, chat(model, msgs, tools))
    steps = make_steps(c, rounds_for(c))
    hist = transcript_lines(c, steps, c.text)
    m = [{"role": "user", "content": f"Give a short title (max 6 words) for this session. Reply with the title only.\n\n{hist}"}]
    return R("side:title", "/v1/chat/completions", h, chat(model, m, stream=False, max_tokens=20))


# =============== aider ===============
def aider_family(c, fmt):
    p = c.proj
    fence = "```"
    rules = {"diff": P.SR_RULES.format(fence=fence, fence_end=fence), "whole": P.WHOLE_RULES, "udiff": P.UDIFF_RULES}[fmt]
    reminder = P.EDIT_REMINDER[{"diff": 0, "whole": 1, "udiff": 2}[fmt]]
    sysc = rules + f"\nPlatform: {p.os}; shell: {p.shell}; language: auto; date: {c.date}.\nThe user's repository uses git.\n" + ("\n" + reminder if c.chance(0.5) else "")
    msgs = [{"role": "system", "content": sysc}]
    if fmt == "diff":
        for q, a in P.FEWSHOT:
            msgs.append({"role": "user", "content": q})
            msgs.append({"role": "assistant", "content": a.format(fence=fence, fence_end=fence)})
    if c.chance(0.8):
        rmap = []
        for f in p.files:
            if f.endswith(p.L["ext"]):
                rmap.append(f"{f}:\n│" + "\n│".join(f"def {C.fn_style(p.lang, n)}(...)" for n in c.rng.sample(p.fns, 2)))
            else:
                rmap.append(f)
        msgs.append({"role": "user", "content": c.pick(P.REPO_MAP_INTRO) + "\n\n" + "\n".join(rmap)})
        msgs.append({"role": "assistant", "content": c.pick(P.REPO_ACK)})
    chat_files = []
    if c.code or c.chance(0.6):
        f = p.code_path()
        body_txt = c.code if c.code else C.code_file(c.rng, p, c.rng.randint(2, 5))
        if c.code and c.chance(0.2):
            body_txt = big_file(c, getattr(c, "target", None))
        chat_files.append((f, body_txt))
        msgs.append({"role": "user", "content": "Files currently in the chat (full contents, editable):\n\n" + "\n".join(f"{f}\n{fence}\n{b}{fence}" for f, b in chat_files)})
        msgs.append({"role": "assistant", "content": c.pick(P.FILES_ACK)})
    model = c.pick(["gpt-4.1", "claude-sonnet-4-5", "deepseek-chat", "o3-mini", "gemini-2.5-pro"])
    h = oa_headers(c, f"aider/0.{c.rng.randint(80, 86)}.{c.rng.randint(0, 3)}", sdk=False)
    h["x-stainless-lang"] = "python"
    kw = dict(temperature=0)
    sc = c.sc
    text = c.text
    if sc == "first" or sc == "followup":
        if sc == "followup":
            for role2, t in prior_turns(c, c.rng.randint(1, 3)):
                msgs.append({"role": role2, "content": t})
        msgs.append({"role": "user", "content": text + ("\n\n" + reminder if c.chance(0.4) else "")})
        if c.chance(0.4):
            msgs.append({"role": "system", "content": reminder})
        return R(("first" if sc == "first" else "followup:after_answers"), "/v1/chat/completions", h, chat(model, msgs, usage=False, **kw))
    if sc in ("loop", "retry"):
        msgs.append({"role": "user", "content": text})
        old, new = c.pick(EDIT_PAIRS[p.lang])
        f = chat_files[0][0] if chat_files else p.code_path()
        if fmt == "diff":
            reply = f"{f}\n{fence}\n<<<<<<< SEARCH\n{old}\n=======\n{new}\n>>>>>>> REPLACE\n{fence}"
        elif fmt == "udiff":
            reply = f"```diff\n--- {f}\n+++ {f}\n@@ ... @@\n-{old}\n+{new}\n```"
        else:
            reply = f"{f}\n{fence}\n{C.code_file(c.rng, p, 2)}{fence}"
        msgs.append({"role": "assistant", "content": "Here's the change.\n\n" + reply})
        if sc == "loop":
            rounds = c.rng.randint(1, 5)
            for i in range(rounds):
                cmd = c.pick([p.L["test"], p.L["build"], "git diff --stat"])
                out, code = (C.test_out(c.rng, p) if cmd == p.L["test"] else (C.build_err(c.rng, p) if cmd == p.L["build"] else (" 2 files changed, 14 insertions(+), 3 deletions(-)", 0)))
                msgs.append({"role": "user", "content": P.AIDER_RUN.format(cmd=cmd, code=code, out=out)})
                msgs.append({"role": "assistant", "content": c.pick(["Ok.", "Ok, I see the output.", "Noted - the failure is in the parser."])})
            msgs.append({"role": "user", "content": nudge(c)})
            return R("loop:run_output", "/v1/chat/completions", h, chat(model, msgs, usage=False, **kw))
        rk = c.pick(["edit_mismatch", "lint", "tests"]) if fmt == "diff" else c.pick(["lint", "tests"])
        if rk == "edit_mismatch":
            u = c.pick(P.SR_FAIL).format(n=1, path=f, old=old + "\n", new=new + "\n")
        elif rk == "lint":
            out, _ = C.lint_out(c.rng, p)
            u = P.AIDER_LINT.format(cmd=p.L["lint"] + " " + f, out=out)
        else:
            out, _ = C.test_out(c.rng, p, fail=True)
            u = P.AIDER_TEST.format(out=out)
        msgs.append({"role": "user", "content": u})
        return R(f"retry:{rk}", "/v1/chat/completions", h, chat(model, msgs, usage=False, **kw))
    weak = c.pick(["gpt-4o-mini", "claude-3-5-haiku-20241022", "deepseek-chat"])
    if c.chance(0.5):
        diff = C.git_diff(c.rng, p, c.pick(EDIT_PAIRS[p.lang]))
        ctx = f"# Context:\nUSER: {c.text}\nASSISTANT: (proposed edits)\n\n"
        m = [{"role": "system", "content": c.pick(P.COMMIT_SYS)}, {"role": "user", "content": f"{ctx}# Diffs:\n{diff}"}]
        return R("side:commit", "/v1/chat/completions", h, chat(weak, m, stream=False, usage=False, temperature=0))
    convo = [f"# USER\n{c.text}", "# ASSISTANT\nI'll start with the parser." ]
    for q, a in c.rng.sample(_prior(), 2):
        convo += [f"# USER\n{q}", f"# ASSISTANT\n{a}"]
    if c.chance(0.5):
        out, code = C.test_out(c.rng, p)
        convo.append(f"# USER\n{P.AIDER_RUN.format(cmd=p.L['test'], code=code, out=out)}")
    m = [{"role": "system", "content": c.pick(P.SUMMARY_SYS)}, {"role": "user", "content": "\n\n".join(convo)}]
    return R("side:summary", "/v1/chat/completions", h, chat(weak, m, stream=False, usage=False, temperature=0))


def _prior():
    from .asks import PRIOR_QA
    return PRIOR_QA


def aider_diff(c):
    return aider_family(c, "diff")


def aider_whole(c):
    return aider_family(c, c.pick(["whole", "udiff"]))


# =============== OpenHands ===============
def openhands(c):
    p = c.proj
    system = P.INTROS["openhands"] + "\n\n<ROLE>\nSolve the user's request by acting in the sandbox; answer plain questions directly.\n</ROLE>\n<EFFICIENCY>\nCombine related shell commands; avoid redundant exploration.\n</EFFICIENCY>\n<VERSION_CONTROL>\nDo not push or create branches unless asked.\n</VERSION_CONTROL>\n\n" + guide(c, 6, 14)
    tools = T.openai_tools("openhands", long_notes=c.rng.randint(1, 3))
    h = oa_headers(c, "litellm/1.74.0", sdk=False)
    model = c.pick(["claude-sonnet-4-5-20250929", "gpt-5-2025-08-07", "devstral-small-2507", "qwen3-coder-480b-a35b"])
    maybe_big(c)
    info = P.OH_REPO_INFO.format(name=p.name, root=f"/workspace/{p.name}", branch=p.branch, date=c.date)
    text, tag = wrap_ask(c)
    first = [{"type": "text", "text": ask_with_code(c, text)}]
    if c.chance(0.7):
        first.append({"type": "text", "text": info})
    if c.chance(0.3):
        first.append({"type": "text", "text": "<EXTRA_INFO>\nRepository guidance from .openhands/microagents/repo.md:\n" + rules_text(c) + "\n</EXTRA_INFO>"})
    msgs = [{"role": "system", "content": system}, {"role": "user", "content": first}]
    sc = c.sc
    kw = dict(temperature=0, max_completion_tokens=c.pick([8192, 32000, 64000]))
    if sc == "first":
        return R("first" + (":template" if tag == "template" else ""), "/v1/chat/completions", h, chat(model, msgs, tools, stream=False, **kw))
    if sc == "followup":
        for role2, t in prior_turns(c, c.rng.randint(1, 2)):
            msgs.append({"role": role2, "content": [{"type": "text", "text": t}]})
        msgs.append({"role": "user", "content": [{"type": "text", "text": ask_with_code(c, text)}]})
        return R("followup:after_answers", "/v1/chat/completions", h, chat(model, msgs, tools, stream=False, **kw))
    if sc in ("loop", "retry"):
        steps, rk = (retry_steps(c) if sc == "retry" else (make_steps(c, rounds_for(c)), loop_kind(c)))
        msgs += oa_loop(c, "openhands", steps, "oh", parallel=0.1, id_style="toolu" if "claude" in model else "call")
        if rk == "nudge":
            msgs += [{"role": "assistant", "content": "I've fixed the first failure; should I keep going?"}, {"role": "user", "content": [{"type": "text", "text": nudge(c)}]}]
        elif rk == "new_ask":
            msgs += [{"role": "assistant", "content": "Completed."}, {"role": "user", "content": [{"type": "text", "text": c.text}]}]
        return R(f"{sc}:{rk}", "/v1/chat/completions", h, chat(model, msgs, tools, stream=False, **kw))
    steps = make_steps(c, rounds_for(c))
    ev = [f"<EVENT id={i}>\n{blk}\n</EVENT>" for i, blk in enumerate(transcript_lines(c, steps, c.text, blocks=True))]
    prompt = (c.pick(P.SUMMARY_SYS) + "\n\n<PREVIOUS SUMMARY>\n" + c.pick(["(none)", "USER_CONTEXT: earlier work on the config loader."]) + "\n</PREVIOUS SUMMARY>\n\n"
              + "\n".join(ev) + "\n\nNow write the updated summary of the events above.")
    return R("side:summary", "/v1/chat/completions", h, chat(model, [{"role": "user", "content": prompt}], stream=False, temperature=0))


# =============== SWE-agent ===============
def swe_agent(c):
    p = c.proj
    root = f"/testbed" if c.chance(0.5) else f"/{p.name}"
    tools = T.openai_tools("swe_agent")
    h = oa_headers(c, "litellm/1.72.6", sdk=False)
    model = c.pick(["claude-3-7-sonnet-20250219", "gpt-4o", "swe-agent-lm-32b", "qwen2.5-coder-32b"])
    maybe_big(c)
    msgs = [{"role": "system", "content": P.SWE_SYS}, {"role": "user", "content": [{"type": "text", "text": P.SWE_INSTANCE.format(root=root, task=ask_with_code(c))}]}]
    sc = c.sc
    if sc == "first":
        return R("first:instance", "/v1/chat/completions", h, chat(model, msgs, tools, stream=False, temperature=0))
    if sc == "retry":
        steps = make_steps(c, rounds_for(c))
        msgs += oa_loop(c, "swe_agent", steps, "plain", parallel=0)
        cid = "call_" + c.hex(24)
        ap = f"{root}/{p.code_path()}"
        msgs.append({"role": "assistant", "content": "Let me change the loop bound.", "tool_calls": [{"id": cid, "type": "function", "function": {"name": "str_replace_editor", "arguments": json.dumps({"command": "str_replace", "path": ap, "old_str": "range(0, len(items) - 1, size)", "new_str": "range(0, len(items), size)"})}}]})
        msgs.append({"role": "tool", "tool_call_id": cid, "content": f"No replacement was performed: old_str `range(0, len(items) - 1, size)` was not found verbatim in {ap}."})
        return R("retry:tool_error", "/v1/chat/completions", h, chat(model, msgs, tools, stream=False, temperature=0))
    steps = make_steps(c, rounds_for(c))
    lm = oa_loop(c, "swe_agent", steps, "plain", parallel=0)
    for m in lm:
        if m["role"] == "tool":
            m["content"] = "OBSERVATION:\n" + m["content"]
    msgs += lm
    return R("loop:native", "/v1/chat/completions", h, chat(model, msgs, tools, stream=False, temperature=0))


# =============== mini-swe-agent (text protocol) ===============
def mini_swe_agent(c):
    p = c.proj
    done = c.pick(["COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT", "TASK_DONE_SUBMIT"])
    msgs = [{"role": "system", "content": P.MINI_SYS.format(done=done)},
            {"role": "user", "content": P.MINI_INSTANCE.format(task=ask_with_code(c), root=p.root)}]
    h = oa_headers(c, "litellm/1.75.0", sdk=False)
    model = c.pick(["gpt-5-mini", "claude-sonnet-4-20250514", "gemini-2.5-flash", "kimi-k2-instruct"])
    sc = c.sc
    if sc == "first":
        return R("first:instance", "/v1/chat/completions", h, chat(model, msgs, stream=False, temperature=0))
    steps = make_steps(c, rounds_for(c))
    for st in steps:
        msgs.append({"role": "assistant", "content": bash_action(st, p)})
        msgs.append({"role": "user", "content": bash_obs(st, p)})
    if sc == "retry":
        msgs.append({"role": "assistant", "content": "THOUGHT: The fix is applied; I think we're done and should verify with the tests next."})
        msgs.append({"role": "user", "content": P.MINI_FORMAT_ERR})
        return R("retry:format_error", "/v1/chat/completions", h, chat(model, msgs, stream=False, temperature=0))
    return R("loop:text", "/v1/chat/completions", h, chat(model, msgs, stream=False, temperature=0))


# =============== ReAct (completions + chat) ===============
def react_completions(c):
    p = c.proj
    sysp = P.REACT_SYS.format(tools=T.text_tools("react"), names=", ".join(t[0] for t in T.TOOLSETS["react"]))
    h = oa_headers(c, c.pick(["python-requests/2.32.3", "OpenAI/Python 1.51.0", "langchain/0.2"]), sdk=False)
    model = c.pick(["gpt-3.5-turbo-instruct", "davinci-002", "qwen2.5-coder-32b", "llama-3.1-70b"])
    q = ask_with_code(c)
    sc = c.sc
    if sc == "first":
        prompt = f"{sysp}\n\nQuestion: {q}\nThought:"
        return R("first", "/v1/completions", h, {"model": model, "prompt": prompt, "max_tokens": 512, "temperature": 0, "stop": ["\nObservation:", "\n\tObservation:"]})
    steps = make_steps(c, rounds_for(c))
    tr = []
    for st in steps:
        tr.append(react_action("react", st, p))
        tr.append(react_obs(st, p))
    if sc == "side":
        prompt = ("Condense the following agent transcript into a short summary of what was tried and what is left, so it can be used as memory.\n\n"
                  f"Question: {q}\n" + "\n".join(tr) + "\n\nSummary:")
        return R("side:summary", "/v1/completions", h, {"model": model, "prompt": prompt, "max_tokens": 400, "temperature": 0})
    prompt = f"{sysp}\n\nQuestion: {q}\n" + "\n".join(tr) + "\nThought:"
    return R("loop:completions", "/v1/completions", h, {"model": model, "prompt": prompt, "max_tokens": 512, "temperature": 0, "stop": ["\nObservation:"]})


def react_chat(c):
    p = c.proj
    sysp = P.REACT_SYS.format(tools=T.text_tools("react"), names=", ".join(t[0] for t in T.TOOLSETS["react"]))
    h = oa_headers(c, c.pick(["OpenAI/Python 1.82.0", "llama-index/0.12", "python-httpx/0.27.2"]), sdk=False)
    model = c.pick(["gpt-4o-mini", "mixtral-8x22b-instruct", "qwen2.5-72b-instruct", "llama-3.3-70b-instruct"])
    text, tag = wrap_ask(c)
    msgs = [{"role": "system", "content": sysp}, {"role": "user", "content": "Question: " + ask_with_code(c, text)}]
    sc = c.sc
    if sc == "first":
        return R("first" + (":template" if tag == "template" else ""), "/v1/chat/completions", h, chat(model, msgs, stream=False, temperature=0))
    if sc == "followup":
        m2 = [msgs[0]]
        for role2, t in prior_turns(c, c.rng.randint(1, 2)):
            m2.append({"role": role2, "content": ("Question: " + t) if role2 == "user" else f"Thought: I can answer directly.\nFinal Answer: {t}"})
        m2.append(msgs[1])
        return R("followup:after_answers", "/v1/chat/completions", h, chat(model, m2, stream=False, temperature=0))
    steps = make_steps(c, rounds_for(c))
    if sc == "side":
        tr = "\n".join(react_action("react", st, p) + "\n" + react_obs(st, p) for st in steps)
        m = [{"role": "system", "content": "You maintain a running summary of an agent's work. Merge the new lines into the existing summary and return the new summary only."},
             {"role": "user", "content": f"Current summary:\n(empty)\n\nNew lines:\nQuestion: {c.text}\n{tr}\n\nNew summary:"}]
        return R("side:summary", "/v1/chat/completions", h, chat(model, m, stream=False, temperature=0))
    for st in steps:
        msgs.append({"role": "assistant", "content": react_action("react", st, p)})
        msgs.append({"role": "user", "content": react_obs(st, p)})
    if sc == "retry":
        msgs.append({"role": "assistant", "content": "I should update the loader now and then run the tests again."})
        msgs.append({"role": "user", "content": "Could not parse your reply: an 'Action:' line followed by 'Action Input:' is required (or 'Final Answer:'). Try again."})
        return R("retry:format_error", "/v1/chat/completions", h, chat(model, msgs, stream=False, temperature=0))
    return R("loop:text", "/v1/chat/completions", h, chat(model, msgs, stream=False, temperature=0))


# =============== Cursor-like ===============
def cursor_like(c):
    p = c.proj
    maybe_big(c)
    agent = c.chance(0.7) or c.sc in ("loop", "retry")
    sysm = (P.INTROS["cursor"] + "\n\n<communication>\nUse backticks for file, directory, function and class names. Never invent links.\n</communication>\n"
            + ("<tool_calling>\nOnly call tools when needed; never name tools when talking to the user; explain briefly before each call.\n</tool_calling>\n<making_code_changes>\nUse the edit tools rather than printing code. Make sure the result runs immediately. Fix lint errors you introduce, at most three attempts per file.\n</making_code_changes>\n" if agent else "")
            + guide(c, 3, 12) + f"\n\n<user_info>\nOS: {p.os}. Workspace: {p.root}. Shell: {p.shell}.\n</user_info>")
    if c.chance(0.5):
        sysm += "\n\n<rules>\n<repo_specific_rule description=\".cursor/rules/main.mdc\">\n" + rules_text(c) + "\n</repo_specific_rule>\n</rules>"
    tools = T.openai_tools("cursor", long_notes=c.rng.randint(0, 2)) if agent else None
    h = oa_headers(c, "connect-es/1.6.1", sdk=False)
    h["x-cursor-client-version"] = f"1.{c.rng.randint(2, 7)}.{c.rng.randint(0, 9)}"
    model = c.pick(["claude-4.5-sonnet", "gpt-5", "gpt-4.1", "grok-code-fast-1"])

    def umsg(text):
        add = ["<additional_data>\nBelow is some potentially helpful information about the editor state. Use it only if it is relevant to the query."]
        f = p.code_path()
        add.append(f"<current_file>\nPath: {f}\nLine: {c.rng.randint(1, 200)}\nLine Content: `{c.pick(['return result', 'const out = {};', 'for sc.Scan() {', 'if not line.strip():'])}`\n</current_file>")
        if c.chance(0.5):
            add.append("<open_files>\n" + "\n".join(c.rng.sample(p.files, min(4, len(p.files)))) + "\n</open_files>")
        if c.code:
            add.append(f"<attached_files>\n<file_contents path=\"{f}\" lines=\"1-{c.code.count(chr(10)) + 1}\">\n{c.code}</file_contents>\n</attached_files>")
        elif c.chance(0.3):
            add.append(f"<attached_files>\n<file_contents path=\"{p.code_path()}\">\n{C.code_file(c.rng, p, 2)}</file_contents>\n</attached_files>")
        add.append("</additional_data>")
        return "\n".join(add) + f"\n\n<user_query>\n{text}\n</user_query>"
    msgs = [{"role": "system", "content": sysm}]
    sc = c.sc
    if sc == "first":
        msgs.append({"role": "user", "content": umsg(c.text)})
        return R("first:agent" if agent else "first:ask", "/v1/chat/completions", h, chat(model, msgs, tools))
    if sc == "followup":
        for role2, t in prior_turns(c, c.rng.randint(1, 3)):
            msgs.append({"role": role2, "content": f"<user_query>\n{t}\n</user_query>" if role2 == "user" else t})
        msgs.append({"role": "user", "content": umsg(c.text)})
        return R("followup:after_answers", "/v1/chat/completions", h, chat(model, msgs, tools))
    if sc in ("loop", "retry"):
        steps, rk = (retry_steps(c) if sc == "retry" else (make_steps(c, rounds_for(c)), loop_kind(c)))
        msgs.append({"role": "user", "content": umsg(c.text)})
        msgs += oa_loop(c, "cursor", steps, "plain", parallel=0.4)
        if rk == "nudge":
            msgs += [{"role": "assistant", "content": "Paused after the first fix."}, {"role": "user", "content": f"<user_query>\n{nudge(c)}\n</user_query>"}]
        elif rk == "new_ask":
            msgs += [{"role": "assistant", "content": "Done; all tests pass."}, {"role": "user", "content": umsg(c.text)}]
        return R(f"{sc}:{rk}", "/v1/chat/completions", h, chat(model, msgs, tools))
    diff = C.git_diff(c.rng, p, c.pick(EDIT_PAIRS[p.lang]))
    m = [{"role": "system", "content": c.pick(P.COMMIT_SYS)}, {"role": "user", "content": f"Staged changes:\n{diff}\n\nRecent commit messages for style:\n{C.git_log(c.rng)}\n\nContext from chat: {c.text}"}]
    return R("side:commit", "/v1/chat/completions", h, chat("cursor-small", m, stream=False))


# =============== Windsurf-like ===============
def windsurf_like(c):
    p = c.proj
    maybe_big(c)
    sysm = (P.INTROS["windsurf"] + f"\n\n<user_information>\nThe USER's OS is {p.os}. Workspace {p.root} maps to the repository {p.name}.\n</user_information>\n"
            "<tool_calling>\nOnly call tools when necessary. Explain to the USER why before each call. Never run commands with side effects without approval.\n</tool_calling>\n"
            "<making_code_changes>\nNever print code to the USER when you can apply it with an edit tool. Combine edits to one file in one call.\n</making_code_changes>\n"
            "<memory_system>\nYou can store useful facts with the memory tool; retrieved memories appear in the conversation.\n</memory_system>\n\n" + guide(c, 4, 12))
    tools = T.openai_tools("windsurf", long_notes=c.rng.randint(0, 2))
    h = oa_headers(c, "windsurf/1.12.3", sdk=False)
    model = c.pick(["swe-1.5", "claude-sonnet-4-5", "gpt-5-medium", "kimi-k2"])

    def umsg(text):
        s = f"<USER_REQUEST>\n{ask_with_code(c, text)}\n</USER_REQUEST>\n<ADDITIONAL_METADATA>\nThe current local time is: {c.date}T{c.rng.randint(8, 22)}:{c.rng.randint(10, 59)}:00.\nThe USER's cursor is on line {c.rng.randint(1, 200)} of {p.abspath(p.code_path())}.\n"
        if c.chance(0.5):
            s += "Other open documents:\n" + "\n".join("- " + p.abspath(x) for x in c.rng.sample(p.files, 3)) + "\n"
        s += "</ADDITIONAL_METADATA>"
        if c.chance(0.3):
            s = f"<MEMORY[user_global]>\n{rules_text(c)}\n</MEMORY[user_global]>\n" + s
        return s
    msgs = [{"role": "system", "content": sysm}]
    sc = c.sc
    if sc == "first":
        msgs.append({"role": "user", "content": umsg(c.text)})
        return R("first", "/v1/chat/completions", h, chat(model, msgs, tools))
    if sc == "followup":
        for role2, t in prior_turns(c, c.rng.randint(1, 2)):
            msgs.append({"role": role2, "content": f"<USER_REQUEST>\n{t}\n</USER_REQUEST>" if role2 == "user" else t})
        msgs.append({"role": "user", "content": umsg(c.text)})
        return R("followup:after_answers", "/v1/chat/completions", h, chat(model, msgs, tools))
    if sc in ("loop", "retry"):
        steps, rk = (retry_steps(c) if sc == "retry" else (make_steps(c, rounds_for(c)), loop_kind(c)))
        msgs.append({"role": "user", "content": umsg(c.text)})
        lm = oa_loop(c, "windsurf", steps, "plain", parallel=0.3)
        if c.chance(0.4):
            lm[-1]["content"] += "\n\n<EPHEMERAL_MESSAGE>\nThis note comes from the system, not the USER: keep the plan updated if the task has several steps.\n</EPHEMERAL_MESSAGE>"
        msgs += lm
        if rk == "nudge":
            msgs += [{"role": "assistant", "content": "First step done."}, {"role": "user", "content": f"<USER_REQUEST>\n{nudge(c)}\n</USER_REQUEST>"}]
        elif rk == "new_ask":
            msgs += [{"role": "assistant", "content": "Done."}, {"role": "user", "content": umsg(c.text)}]
        return R(f"{sc}:{rk}", "/v1/chat/completions", h, chat(model, msgs, tools))
    steps = make_steps(c, rounds_for(c))
    m = [{"role": "system", "content": c.pick(P.TITLE_SYS)}, {"role": "user", "content": transcript_lines(c, steps, c.text)}]
    return R("side:title", "/v1/chat/completions", h, chat(model, m, stream=False, max_tokens=30))


# =============== Zed ===============
def zed(c):
    p = c.proj
    h = oa_headers(c, f"Zed/0.{c.rng.randint(190, 212)}.{c.rng.randint(0, 5)}", sdk=False)
    model = c.pick(["claude-sonnet-4-5", "gpt-5", "gemini-2.5-pro", "qwen3-coder"])
    sc = c.sc
    if sc == "first" and c.chance(0.35):
        f = p.code_path()
        doc = C.code_file(c.rng, p, c.rng.randint(1, 3))
        sel = c.code or C.func(c.rng, p.lang)
        u = (f"Here's a file of {p.lang} that I'm going to ask you to make an edit to.\n\n<document path=\"{f}\">\n{doc}<rewrite_this>\n{sel}</rewrite_this>\n</document>\n\n"
             f"Edit the section of the file in <rewrite_this></rewrite_this> tags according to this request:\n\n<prompt>\n{c.text}\n</prompt>\n\n"
             "Reply with only the rewritten section, no tags and no explanation. If the request is a question, reply with the unchanged section.")
        return R("first:inline", "/v1/chat/completions", h, chat(model, [{"role": "user", "content": u}], temperature=1))
    sysm = P.INTROS["zed"] + "\n\n" + guide(c, 5, 12) + f"\n\n## System Information\nOperating system: {p.os}\nDefault shell: {p.shell}\nProject roots:\n- `{p.name}`"
    if c.chance(0.5):
        sysm += "\n\n## User's Custom Instructions\nRules from `.rules`:\n" + rules_text(c)
    tools = T.openai_tools("zed", long_notes=c.rng.randint(0, 1))

    def umsg(text):
        s = text
        if c.code or c.chance(0.3):
            code = c.code or C.code_file(c.rng, p, 2)
            s = f"<context>\nThe following items were attached by the user. They are up-to-date and don't need to be re-read.\n\n<files>\n```{c.fence()} {p.name}/{p.code_path()}\n{code}```\n</files>\n</context>\n\n{text}"
        return s
    maybe_big(c)
    msgs = [{"role": "system", "content": sysm}]
    if sc == "first":
        msgs.append({"role": "user", "content": umsg(c.text)})
        return R("first:agent", "/v1/chat/completions", h, chat(model, msgs, tools))
    if sc == "followup":
        for role2, t in prior_turns(c, c.rng.randint(1, 3)):
            msgs.append({"role": role2, "content": t})
        msgs.append({"role": "user", "content": umsg(c.text)})
        return R("followup:after_answers", "/v1/chat/completions", h, chat(model, msgs, tools))
    if sc in ("loop", "retry"):
        steps, rk = (retry_steps(c) if sc == "retry" else (make_steps(c, rounds_for(c)), loop_kind(c)))
        msgs.append({"role": "user", "content": umsg(c.text)})
        msgs += oa_loop(c, "zed", steps, "plain", parallel=0.2)
        if rk == "nudge":
            msgs += [{"role": "assistant", "content": "First pass complete."}, {"role": "user", "content": nudge(c)}]
        elif rk == "new_ask":
            msgs += [{"role": "assistant", "content": "Done."}, {"role": "user", "content": c.text}]
        return R(f"{sc}:{rk}", "/v1/chat/completions", h, chat(model, msgs, tools))
    steps = make_steps(c, rounds_for(c))
    msgs.append({"role": "user", "content": umsg(c.text)})
    msgs += oa_loop(c, "zed", steps, "plain")
    msgs.append({"role": "assistant", "content": "Work in progress."})
    msgs.append({"role": "user", "content": "Write a 3-7 word title for the conversation above. No punctuation, no quotes, title only."})
    return R("side:title", "/v1/chat/completions", h, chat(model, msgs, temperature=0))


# =============== Gemini CLI (through an OpenAI-compatible gateway) ===============
def gemini_cli(c):
    p = c.proj
    sysm = P.INTROS["gemini"] + "\n\n# Core Mandates\n" + guide(c, 6, 16) + "\n\n# Workflows\n1. Understand: search and read.\n2. Plan.\n3. Implement with the tools.\n4. Verify with the project's own test and lint commands."
    if c.chance(0.5):
        sysm += "\n\n---\n\n--- Context from: GEMINI.md ---\n" + rules_text(c) + "\n--- End of Context from: GEMINI.md ---"
    tools = T.openai_tools("gemini", long_notes=c.rng.randint(0, 2))
    h = oa_headers(c, f"GeminiCLI/0.{c.rng.randint(8, 16)}.0 ({p.os}; x64)", sdk=False)
    model = c.pick(["gemini-2.5-pro", "gemini-2.5-flash", "gemini-3-pro-preview"])
    setup = P.GEMINI_SETUP.format(date=c.date, os=p.os, root=p.root, tree=C.tree(p))
    maybe_big(c)

    def umsg(text):
        s = text
        if c.code:
            s += f"\n--- Content from referenced files ---\nContent from @{p.code_path()}:\n{c.code}--- End of content ---"
        return s
    msgs = [{"role": "system", "content": sysm}, {"role": "user", "content": setup}, {"role": "assistant", "content": P.GEMINI_ACK}]
    sc = c.sc
    if sc == "first":
        msgs.append({"role": "user", "content": umsg(c.text)})
        return R("first", "/v1/chat/completions", h, chat(model, msgs, tools, temperature=0, top_p=1))
    if sc == "followup":
        for role2, t in prior_turns(c, c.rng.randint(1, 2)):
            msgs.append({"role": role2, "content": t})
        msgs.append({"role": "user", "content": umsg(c.text)})
        return R("followup:after_answers", "/v1/chat/completions", h, chat(model, msgs, tools, temperature=0, top_p=1))
    if sc in ("loop", "retry"):
        steps, rk = (retry_steps(c) if sc == "retry" else (make_steps(c, rounds_for(c)), loop_kind(c)))
        msgs.append({"role": "user", "content": umsg(c.text)})
        msgs += oa_loop(c, "gemini", steps, "gemini", parallel=0.3)
        if rk == "nudge":
            msgs += [{"role": "assistant", "content": "Shall I proceed with the remaining changes?"}, {"role": "user", "content": nudge(c)}]
        elif rk == "new_ask":
            msgs += [{"role": "assistant", "content": "Done."}, {"role": "user", "content": umsg(c.text)}]
        return R(f"{sc}:{rk}", "/v1/chat/completions", h, chat(model, msgs, tools, temperature=0, top_p=1))
    steps = make_steps(c, rounds_for(c))
    hist = msgs[1:] + [{"role": "user", "content": umsg(c.text)}] + oa_loop(c, "gemini", steps, "gemini")
    comp = ("You compress chat history into a structured snapshot. Output a single <state_snapshot> element containing <overall_goal>, <key_knowledge>, "
            "<file_system_state>, <recent_actions> and <current_plan>. Keep only what is needed to continue the work.")
    m = [{"role": "system", "content": comp}] + hist + [{"role": "user", "content": "Think it through privately, then output the <state_snapshot> for the history above."}]
    return R("side:compact", "/v1/chat/completions", h, chat(model, m, temperature=0))


# =============== Cody-like ===============
def cody(c):
    p = c.proj
    h = oa_headers(c, f"cody-vscode/1.{c.rng.randint(80, 110)}.0", sdk=False)
    model = c.pick(["anthropic/claude-3-5-sonnet-20240620", "openai/gpt-4o", "fireworks/deepseek-v3"])
    maybe_big(c)
    msgs = [{"role": "system", "content": P.INTROS["cody"]}]
    for _ in range(c.rng.randint(0, 3)):
        f = p.code_path()
        msgs.append({"role": "user", "content": f"Codebase context from file {f}:\n```{c.fence()}\n{C.code_file(c.rng, p, c.rng.randint(1, 3))}```"})
        msgs.append({"role": "assistant", "content": P.CODY_PREAMBLE_ACK})
    if c.code:
        f = p.code_path()
        msgs.append({"role": "user", "content": f"My selected code from file `{f}`:\n```{c.fence()}\n{c.code}```"})
        msgs.append({"role": "assistant", "content": "Ok."})
    sc = c.sc
    text, tag = wrap_ask(c)
    if sc == "first":
        msgs.append({"role": "user", "content": text})
        return R("first" + (":template" if tag == "template" else ""), "/v1/chat/completions", h, chat(model, msgs, max_tokens=4000, temperature=0.2))
    if sc == "followup":
        for role2, t in prior_turns(c, c.rng.randint(1, 3)):
            msgs.append({"role": role2, "content": t})
        msgs.append({"role": "user", "content": text})
        return R("followup:after_answers", "/v1/chat/completions", h, chat(model, msgs, max_tokens=4000))
    msgs.append({"role": "user", "content": c.text})
    cmd = c.pick([p.L["test"], p.L["build"]])
    msgs.append({"role": "assistant", "content": f"Let's see the actual error. Run `{cmd}` and share the output."})
    out, code = C.test_out(c.rng, p) if cmd == p.L["test"] else C.build_err(c.rng, p)
    msgs.append({"role": "user", "content": f"Terminal output:\n```\n$ {cmd}\n{out}\n[exit {code}]\n```" + (f"\n{nudge(c)}" if c.chance(0.5) else "")})
    if sc == "retry":
        msgs.append({"role": "assistant", "content": f"Update `{p.code_path()}` so the bound includes the last element."})
        out2, _ = C.test_out(c.rng, p)
        msgs.append({"role": "user", "content": f"did that, now:\n```\n{out2}\n```"})
        return R("retry:tests", "/v1/chat/completions", h, chat(model, msgs, max_tokens=4000))
    return R("loop:pasted", "/v1/chat/completions", h, chat(model, msgs, max_tokens=4000))


# =============== Tabby-like ===============
def tabby(c):
    p = c.proj
    h = {"content-type": "application/json", "authorization": f"Bearer {KEY}", "user-agent": f"tabby-agent/1.{c.rng.randint(6, 12)}.0 vscode/1.99"}
    sc = c.sc
    if sc == "first" and c.label == "single_step" and c.chance(0.45):
        prefix, suffix = fim_split(c)
        body = {"model": c.pick(["StarCoder2-7B", "CodeLlama-13B", "Qwen2.5-Coder-7B"]), "prompt": f"<fim_prefix>{prefix}<fim_suffix>{suffix}<fim_middle>",
                "max_tokens": 64, "temperature": 0.1, "stop": ["<|endoftext|>", "<file_sep>", "\n\n"], "stream": False}
        return R("first:fim", "/v1/completions", h, body)
    model = c.pick(["Qwen2.5-Coder-32B-Instruct", "Mistral-7B-Instruct", "DeepSeek-Coder-V2-Lite-Instruct"])
    ctx = []
    for i in range(c.rng.randint(1, 3)):
        f = p.code_path()
        ctx.append(f"[[citation:{i + 1}]]\n```{c.fence()} {f}\n{C.func(c.rng, p.lang)}```")
    sysm = P.INTROS["tabby"] + " Cite snippets as [[citation:x]] when you use them."
    first = "Relevant code snippets:\n\n" + "\n\n".join(ctx) + "\n\n" + ask_with_code(c)
    msgs = [{"role": "system", "content": sysm}]
    if sc == "followup":
        for role2, t in prior_turns(c, c.rng.randint(1, 2)):
            msgs.append({"role": role2, "content": t})
    msgs.append({"role": "user", "content": first})
    if sc in ("first", "followup"):
        return R("first:answer" if sc == "first" else "followup:after_answers", "/v1/chat/completions", h, chat(model, msgs, temperature=0.1))
    cmd = p.L["test"]
    out, code = C.test_out(c.rng, p)
    msgs.append({"role": "assistant", "content": f"Try running `{cmd}` and paste the failures."})
    msgs.append({"role": "user", "content": f"{out}\n\nexit code {code}"})
    return R("loop:pasted", "/v1/chat/completions", h, chat(model, msgs, temperature=0.1))


ALL = {"first", "followup", "loop", "retry", "side"}
FAMILIES = {
    # name: (renderer, supported shape classes, group)
    "claude_code": (claude_code, ALL, "cli_agent"),
    "codex_cli": (codex, ALL, "cli_agent"),
    "gemini_cli": (gemini_cli, ALL, "cli_agent"),
    "cline_xml": (cline_xml, {"first", "loop", "retry", "side"}, "ide_agent"),
    "kilo_code": (kilo_code, {"first", "loop", "retry", "side"}, "ide_agent"),
    "roo_code": (roo_code, {"first", "loop", "retry", "side"}, "ide_agent"),
    "copilot_agent": (copilot_agent, ALL, "ide_agent"),
    "continue_agent": (continue_agent, ALL, "ide_agent"),
    "cursor_like": (cursor_like, ALL, "ide_agent"),
    "windsurf_like": (windsurf_like, ALL, "ide_agent"),
    "zed": (zed, ALL, "ide_agent"),
    "copilot_chat": (copilot_chat, ALL, "ide_chat"),
    "continue_chat": (continue_chat, ALL, "ide_chat"),
    "cody": (cody, {"first", "followup", "loop", "retry"}, "ide_chat"),
    "tabby": (tabby, {"first", "followup", "loop"}, "ide_chat"),
    "copilot_ghost": (copilot_ghost, {"first"}, "completion"),
    "continue_autocomplete": (continue_autocomplete, {"first"}, "completion"),
    "aider_diff": (aider_diff, ALL, "edit_format"),
    "aider_whole": (aider_whole, ALL, "edit_format"),
    "openhands": (openhands, ALL, "autonomous"),
    "swe_agent": (swe_agent, {"first", "loop", "retry"}, "autonomous"),
    "mini_swe_agent": (mini_swe_agent, {"first", "loop", "retry"}, "autonomous"),
    "react_chat": (react_chat, ALL, "autonomous"),
    "react_completions": (react_completions, {"first", "loop", "side"}, "autonomous"),
}
SINGLE_FIRST_ONLY = {"copilot_ghost", "continue_autocomplete"}
