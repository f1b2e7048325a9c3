"""Part A: text-protocol agent loops. The latest assistant message is short; the user message after it is
the harness feeding back what ran. Long-horizon, except summary/compaction/title side calls."""
import json
import re

from common import (pick, chance, uuid, hexs, trim_text, any_chat_model, size_ok, h_openai_py, h_openai_js,
                    h_requests, h_httpx, h_aiohttp, h_node_fetch, h_anthropic, h_gemini, h_curl,
                    EP_CHAT, EP_MSG, EP_COMPL, ep_gemini, OPENAI_CHAT_MODELS, OPEN_WEIGHT_MODELS, LOCAL_MODELS,
                    CLAUDE_MODELS, GEMINI_MODELS, COMPLETION_MODELS)
from outputs import (new_project, history_steps, STEP_GENS, gen_locale, gen_test, gen_read, gen_grep, gen_edit,
                     gen_run, gen_build, Out, numbered, code_file)
from tasks import loop_task, issue_text
import sysprompts as SP

LONG, SINGLE = "long_horizon", "single_step"

FINAL_KINDS = [("test", 14), ("build", 8), ("run", 8), ("read", 9), ("read_missing", 4), ("grep", 8), ("grep_none", 3),
               ("edit", 11), ("lint", 5), ("ls", 4), ("git", 4), ("install", 5), ("db", 3), ("http", 3), ("ops", 4),
               ("empty", 5), ("run_ok", 3), ("find", 2), ("locale", 6)]


def wpick(rng, pairs):
    tot = sum(w for _, w in pairs)
    r = rng.randrange(tot)
    for k, w in pairs:
        if r < w:
            return k
        r -= w
    return pairs[-1][0]


def final_step(rng, proj, kinds=None):
    k = wpick(rng, kinds or FINAL_KINDS)
    if k == "locale":
        out, loc = gen_locale(rng, proj)
        out.locale = loc
    else:
        out = STEP_GENS[k](rng, proj)
        out.locale = None
    out.gen = k
    return out


def obs_kind(out):
    if getattr(out, "locale", None):
        return "locale_output"
    k = out.kind
    if k == "test":
        return "test_output"
    if k == "build":
        return "compiler_errors" if out.code else "raw_output"
    if k == "run":
        return "stack_trace" if out.code else "raw_output"
    if k == "read":
        return "file_contents" if out.code == 0 else "missing_file"
    if k == "grep":
        if out.code:
            return "no_matches"
        return "search_results"
    if k == "edit":
        t = out.text
        if t == "":
            return "empty_output"
        if "lint" in t or "Please fix" in t or "new problems" in t or "Linter" in t:
            return "edit_lint"
        if t.startswith(("No changes", "Nothing to")):
            return "no_changes"
        if out.code:
            return "edit_error"
        if "cat -n" in t:
            return "file_contents"
        return "edit_applied"
    if k == "lint":
        return "lint_output"
    if k == "empty":
        return "empty_output"
    if k == "install":
        return "install_error" if out.code else "raw_output"
    return "raw_output"


def test_counts(text):
    nf = re.search(r"(\d+) failed", text)
    npass = re.search(r"(\d+) passed", text)
    return (int(nf.group(1)) if nf else 0), (int(npass.group(1)) if npass else 0)


def tool_header(rng, out):
    """A first line a tool harness might put above the output; several read like prose or a request."""
    if out.kind == "test":
        nf, np_ = test_counts(out.text)
        if nf:
            return pick(rng, [f"Tests failed: {nf} of {nf + np_}", f"{nf} test(s) failing", "Please fix the following test failures:"])
        return pick(rng, [f"All {np_} tests passed." if np_ else "All tests passed.", "Tests passed."])
    if out.kind == "grep" and out.code == 0 and not out.text.startswith("Found"):
        n = out.text.count("\n") + 1
        files = len(set(l.split(":")[0] for l in out.text.splitlines() if ":" in l)) or 1
        return f"Found {n} matches in {files} file{'s' if files > 1 else ''}"
    if out.kind == "lint" and out.code:
        return pick(rng, ["Please fix the following errors:", "Lint failed:", "error: lint reported problems"])
    if out.text.strip() == "":
        return pick(rng, ["Command executed successfully with no output", "(no output)", "Done. The command printed nothing.",
                          "Exit code 0, no output."])
    if out.code:
        return pick(rng, [f"error: command exited with status {out.code}", f"Command failed (exit code {out.code}).",
                          f"Exit code: {out.code}", "Here is the output of your command:", "The command returned an error:"])
    return pick(rng, ["Here is the output of your command:", "Output:", "Result:", "Exit code: 0", "stdout:"])


def cap(out, n=2500):
    out.text = trim_text(out.text, n)
    return out


def sh_quote(cmd):
    return cmd.replace("\\", "\\\\").replace("\"", "\\\"")


def kv_args(args):
    return ", ".join(f"{k}={json.dumps(v) if not isinstance(v, str) else repr(v)}" for k, v in args.items())


# ================================================================ side calls (single_step)
def as_transcript(msgs):
    lines = []
    for m in msgs:
        if m["role"] == "system":
            continue
        c = m["content"]
        if isinstance(c, list):
            c = "\n".join(p.get("text", "") for p in c if isinstance(p, dict))
        lines.append(f"{m['role'].upper()}: {c}")
    return "\n\n".join(lines)


def make_side_call(rng, msgs):
    """Turn a loop's message list into a summary/compaction/title call. Returns (msgs, shape)."""
    shape, ask = SP.summary_ask(rng)
    mode = rng.random()
    sysmsg = SP.SUMMARIZE_SYSTEMS[rng.randrange(len(SP.SUMMARIZE_SYSTEMS))]
    if mode < 0.4:
        # keep the loop as is and append the ask as a new user turn
        new = list(msgs) + [{"role": "user", "content": ask}]
    elif mode < 0.65:
        # append the ask to the last user turn (clients that merge consecutive user turns)
        new = list(msgs)
        last = dict(new[-1])
        if isinstance(last["content"], list):
            last["content"] = list(last["content"]) + [{"type": "text", "text": ask}]
        else:
            last["content"] = last["content"] + "\n\n" + ask
        new[-1] = last
    else:
        # serialize the history into one user message for a separate summarizer call
        body = as_transcript(msgs)
        wrap = pick(rng, ["<conversation>\n{t}\n</conversation>\n\n{a}", "Here is an agent transcript:\n\n{t}\n\n---\n{a}",
                          "{a}\n\n=== HISTORY ===\n{t}\n=== END ==="])
        sysmsg = sysmsg or SP.SUMMARIZE_SYSTEMS[0]
        new = [{"role": "system", "content": sysmsg}, {"role": "user", "content": wrap.format(t=body, a=ask)}]
        return new, shape
    if sysmsg and chance(rng, 0.3) and new and new[0]["role"] == "system":
        new = [{"role": "system", "content": sysmsg}] + new[1:]
    return new, shape


# ================================================================ body wrappers
def to_anthropic(msgs):
    system = None
    out = []
    for m in msgs:
        if m["role"] == "system":
            system = m["content"] if system is None else system + "\n\n" + m["content"]
            continue
        c = m["content"]
        if isinstance(c, str):
            c = [{"type": "text", "text": c}]
        if out and out[-1]["role"] == m["role"]:
            out[-1]["content"] = out[-1]["content"] + c
        else:
            out.append({"role": m["role"], "content": c})
    return system, out


def to_gemini(msgs):
    system = None
    out = []
    for m in msgs:
        if m["role"] == "system":
            system = m["content"]
            continue
        c = m["content"]
        text = c if isinstance(c, str) else "\n".join(p.get("text", "") for p in c)
        role = "model" if m["role"] == "assistant" else "user"
        if out and out[-1]["role"] == role:
            out[-1]["parts"].append({"text": text})
        else:
            out.append({"role": role, "parts": [{"text": text}]})
    return system, out


def fit(rng, msgs, head_n, build):
    """Drop the oldest action/observation pairs after the first head_n messages until the body fits."""
    body = build(msgs)
    while (not size_ok(body) or len(msgs) > 30) and len(msgs) > head_n + 2:
        msgs = msgs[:head_n] + msgs[head_n + 2:]
        body = build(msgs)
    return msgs, body


class A:
    """Accumulates records for part A."""

    def __init__(self):
        self.records = []

    def add(self, family, shape, endpoint, headers, body, label, task):
        self.records.append(dict(family=family, shape=shape, endpoint=endpoint, headers=headers, body=body,
                                 label=label, task=task))


def finish_chat(rng, acc, family, shape, headers, model, msgs, head_n, task_note, side_p=0.1, extra=None,
                endpoint="chat", loop_desc=""):
    """Shared tail: maybe turn into a side call, build the body for the endpoint, record it."""
    label = LONG
    if chance(rng, side_p):
        msgs, sshape = make_side_call(rng, msgs)
        shape = sshape + "(" + shape.split("->")[0] + ")"
        label = SINGLE
        task_note = f"side call inside a {loop_desc or family} loop: the request asks for a summary/compaction/title of the history (which holds tool output) -> single_step"
        if sshape == "side_title" and chance(rng, 0.5):
            model = pick(rng, ["gpt-4o-mini", "gpt-4.1-nano", "claude-3-5-haiku-20241022", "gemini-2.0-flash", "qwen3:8b"]) \
                if endpoint == "chat" else model
        head_n = 1
    extra = {k: v for k, v in (extra or {}).items() if v is not None}
    if label == SINGLE:
        extra.pop("stop", None)
        extra.pop("tools", None)
    if endpoint == "chat":
        def build(ms):
            b = {"model": model, "messages": ms}
            b.update(extra)
            return b
        msgs, body = fit(rng, msgs, head_n, build)
        ep = EP_CHAT
    elif endpoint == "messages":
        def build(ms):
            system, mm = to_anthropic(ms)
            b = {"model": model, "max_tokens": extra.get("max_tokens", 4096)}
            if system:
                b["system"] = system
            b["messages"] = mm
            for k, v in extra.items():
                if k != "max_tokens":
                    b[k] = v
            return b
        msgs, body = fit(rng, msgs, head_n, build)
        ep = EP_MSG
    else:  # gemini
        def build(ms):
            system, contents = to_gemini(ms)
            b = {"contents": contents}
            if system:
                b["systemInstruction"] = {"role": "user", "parts": [{"text": system}]}
            b["generationConfig"] = extra.get("generationConfig", {"temperature": 0.2})
            return b
        msgs, body = fit(rng, msgs, head_n, build)
        ep = ep_gemini(model)
    acc.add(family, shape, ep, headers, body, label, task_note)


def note(desc, out, style, extra=""):
    first = (out.text.strip().splitlines() or ["(empty)"])[0][:70]
    return (f"{desc}: the last assistant turn is a short {style.replace('_', ' ')} action (`{out.cmd[:60]}`) and the "
            f"harness feeds back its output (first line: \"{first}\"){extra}; a running tool loop -> long_horizon")


# ================================================================ families
def fam_mini_swe(rng, acc):
    proj = new_project(rng)
    task, _ = loop_task(rng, proj)
    k = rng.randint(0, 12)
    fence = pick(rng, ["bash", "bash", "sh", "mswea_bash_command"])
    obs_tpl = lambda o: (f"<returncode>{o.code}</returncode>\n<output>\n{o.text}\n</output>" if len(o.text) < 6000 else
                         f"<returncode>{o.code}</returncode>\n<warning>\nThe output was too long; use head, tail, grep or sed to see less at once.\n</warning>\n"
                         f"<output_head>\n{o.text[:2500]}\n</output_head>\n<elided_chars>\n{len(o.text) - 5000} characters elided\n</elided_chars>\n<output_tail>\n{o.text[-2500:]}\n</output_tail>")
    msgs = [{"role": "system", "content": SP.MINI_SWE_SYS}, {"role": "user", "content": SP.MINI_SWE_INSTANCE.format(task=task)}]
    for st in history_steps(rng, proj, k):
        cap(st)
        msgs.append({"role": "assistant", "content": f"THOUGHT: {st.sentence}\n\n```{fence}\n{st.cmd}\n```"})
        msgs.append({"role": "user", "content": obs_tpl(st)})
    out = final_step(rng, proj)
    cap(out, 9000)
    style = pick(rng, ["cmd_block", "cmd_block", "sentence+cmd_block", "plain_sentence", "timeout"])
    if style == "plain_sentence":
        msgs.append({"role": "assistant", "content": out.sentence})
        msgs.append({"role": "user", "content": pick(rng, [
            "Format problem: your reply must contain exactly ONE bash code block, but I found 0.\nIf you have finished, run `echo TASK_FINISHED` on its own. Otherwise answer with a short explanation and one bash block.",
            "Please always include exactly one ```bash block in your reply (found 0 blocks). Reply again in the expected format."])})
        shape = "plain_sentence->format_nudge"
        tnote = f"mini-swe-agent-style loop on {proj.name}: the model wrote a plain sentence (\"{out.sentence}\") without a command block and the harness answers with a format nudge; a running loop -> long_horizon"
    elif style == "timeout":
        cmd = pick(rng, ["npm run dev", "python -m http.server", "tail -f logs/app.log", "python manage.py runserver", "docker compose up"])
        msgs.append({"role": "assistant", "content": f"```{fence}\n{cmd}\n```"})
        msgs.append({"role": "user", "content": f"The command <command>{cmd}</command> did not finish in time and was stopped.\nPartial output:\n<output>\n{pick(rng, ['Starting development server at http://127.0.0.1:8000/', 'VITE v5.2.0  ready in 412 ms', 'Serving HTTP on 0.0.0.0 port 8000 ...', ''])}\n</output>\nUse a command that does not wait for input or run forever."})
        shape = "cmd_block->timeout"
        tnote = f"mini-swe-agent-style loop: a one-line `{cmd}` block timed out and the harness reports it; running loop -> long_horizon"
    else:
        if style == "cmd_block":
            msgs.append({"role": "assistant", "content": f"```{fence}\n{out.cmd}\n```"})
        else:
            msgs.append({"role": "assistant", "content": f"THOUGHT: {out.sentence}\n\n```{fence}\n{out.cmd}\n```"})
        msgs.append({"role": "user", "content": obs_tpl(out)})
        shape = f"{style}->{obs_kind(out)}"
        tnote = note(f"mini-swe-agent-style bash loop on {proj.name} ({proj.lang})", out, style, ", wrapped in returncode/output tags")
    hdr = h_openai_py(rng)
    extra = {}
    if chance(rng, 0.5):
        extra["temperature"] = 0.0
    finish_chat(rng, acc, "mini_swe_bash", shape, hdr, any_chat_model(rng), msgs, 2, tnote, extra=extra,
                loop_desc="mini-swe-agent-style")


def swe_cmd_out(rng, proj, out):
    """Translate a generic step into SWE-agent-style special commands where it fits."""
    if out.kind == "read" and out.code == 0:
        path = f"{proj.root}/{out.path}"
        body = "\n".join(f"{i + 1}:{l}" for i, l in enumerate(code_file(rng, proj, out.path).rstrip().split("\n")))
        n = body.count("\n") + 1
        return f"open {out.path}", f"[File: {path} ({n} lines total)]\n{body}", path
    if out.kind == "grep" and out.code == 0:
        files = sorted(set(l.split(":")[0].lstrip("./") for l in out.text.splitlines() if ":" in l and not l.startswith("Found")))
        if not files:
            files = [proj.file]
        n = sum(1 for l in out.text.splitlines() if ":" in l)
        txt = f"Found {n} matches for \"{proj.func}\" in {proj.root}:\n" + "\n".join(
            f"{proj.root}/{f} ({rng.randint(1, 3)} matches)" for f in files) + f"\nEnd of matches for \"{proj.func}\" in {proj.root}"
        return f"search_dir \"{proj.func}\"", txt, None
    if out.kind == "edit":
        a = rng.randint(5, 60)
        return f"edit {a}:{a + rng.randint(0, 3)}\n    {out.args.get('new_str', 'pass')}\nend_of_edit", out.text or "File updated. Check the indentation and that there are no duplicate lines.", f"{proj.root}/{out.path}"
    return out.cmd, out.text, None


def fam_swe_text(rng, acc):
    proj = new_project(rng, pick(rng, ["python", "python", "node", "go", "java"]))
    window = pick(rng, [100, 100, 50])
    msgs = [{"role": "system", "content": SP.SWE_TEXT_SYS.format(window=window)},
            {"role": "user", "content": SP.SWE_TEXT_INSTANCE.format(issue=issue_text(rng, proj), root=proj.root)}]
    open_file = "n/a"

    def status(of):
        return f"(Open file: {of})\n(Current directory: {proj.root})\nbash-$"

    for st in history_steps(rng, proj, rng.randint(0, 11)):
        cap(st)
        cmd, txt, of = swe_cmd_out(rng, proj, st)
        open_file = of or open_file
        msgs.append({"role": "assistant", "content": f"DISCUSSION\n{st.sentence}\n\n```\n{cmd}\n```"})
        msgs.append({"role": "user", "content": (txt if txt.strip() else "The command ran and printed nothing.") + "\n" + status(open_file)})
    out = final_step(rng, proj)
    cap(out, 8000)
    cmd, txt, of = swe_cmd_out(rng, proj, out)
    open_file = of or open_file
    style = pick(rng, ["cmd_block", "cmd_block", "sentence+cmd_block"])
    if style == "cmd_block":
        msgs.append({"role": "assistant", "content": f"```\n{cmd}\n```"})
    else:
        msgs.append({"role": "assistant", "content": f"DISCUSSION\n{out.sentence}\n\n```\n{cmd}\n```"})
    msgs.append({"role": "user", "content": (txt if txt.strip() else "The command ran and printed nothing.") + "\n" + status(open_file)})
    shape = f"{style}->{obs_kind(out) if txt.strip() else 'empty_output'}"
    out.cmd = cmd.split("\n")[0]
    out.text = txt
    finish_chat(rng, acc, "swe_agent_text", shape, h_openai_py(rng), any_chat_model(rng), msgs, 2,
                note(f"SWE-agent-style loop (special commands, status footer) on {proj.name}", out, style),
                extra={"temperature": 0.0, "top_p": 0.95} if chance(rng, 0.6) else {}, loop_desc="SWE-agent-style")


def react_action(rng, st, style):
    tool = {"read": "read_file", "grep": "search_code", "test": "run_tests", "edit": "write_file"}.get(st.kind, "shell")
    inp = {"read_file": st.path or st.cmd.split()[-1], "search_code": st.args.get("query", st.cmd),
           "run_tests": st.cmd, "write_file": json.dumps({"path": st.path or "x", "content": "..."}), "shell": st.cmd}[tool]
    if style == "react_block":
        return f"Thought: {st.sentence}\nAction: {tool}\nAction Input: {inp}"
    if style == "react_short":
        return f"Action: {tool}\nAction Input: {inp}"
    if style == "paren_call":
        a = {"read_file": f"path={inp!r}", "search_code": f"query={inp!r}", "run_tests": "", "shell": f"command={inp!r}",
             "write_file": f"path={(st.path or 'x')!r}"}[tool]
        return f"Action: {tool}({a})"
    return st.sentence


def fam_react_chat(rng, acc):
    proj = new_project(rng)
    task, _ = loop_task(rng, proj)
    tools = "\n".join(f"{n}: {d}" for n, d in SP.REACT_TOOLS)
    names = ", ".join(n for n, _ in SP.REACT_TOOLS)
    sysp = SP.REACT_SYS.format(tools=tools, names=names)
    scratch_in_user = chance(rng, 0.25)
    hist = history_steps(rng, proj, rng.randint(0, 9))
    out = final_step(rng, proj)
    cap(out, 8000)
    style = pick(rng, ["react_block", "react_short", "react_short", "paren_call", "plain_sentence"])
    if scratch_in_user:
        # classic agent executor: everything, including the scratchpad, inside one human message
        parts_ = [f"Question: {task}"]
        for st in hist:
            cap(st, 1500)
            parts_.append(react_action(rng, st, "react_block"))
            parts_.append(f"Observation: {st.text}")
        parts_.append(react_action(rng, out, "react_block" if style == "plain_sentence" else style))
        parts_.append(f"Observation: {out.text}\nThought:")
        msgs = [{"role": "system", "content": sysp}, {"role": "user", "content": "\n".join(parts_)}]
        shape = f"scratchpad_in_user->{obs_kind(out)}"
        tnote = note(f"ReAct agent executor on {proj.name} with the whole scratchpad in one user message ending in 'Thought:'", out, "react")
        finish_chat(rng, acc, "react_chat", shape, h_openai_py(rng), any_chat_model(rng), msgs, 0, tnote,
                    extra={"temperature": 0, "stop": ["\nObservation:"], "stream": chance(rng, 0.5) or None}, loop_desc="ReAct")
        return
    msgs = [{"role": "system", "content": sysp}, {"role": "user", "content": task}]
    for st in hist:
        cap(st)
        msgs.append({"role": "assistant", "content": react_action(rng, st, "react_block")})
        msgs.append({"role": "user", "content": f"Observation: {st.text}"})
    msgs.append({"role": "assistant", "content": react_action(rng, out, style)})
    if style == "plain_sentence":
        msgs.append({"role": "user", "content": pick(rng, [
            "Could not parse your reply: expected an 'Action:' line after the thought. Reply again using the required format.",
            "Observation: Invalid format. Use Thought / Action / Action Input, or give a Final Answer.",
            "Error: no action found in the model output. Remember to write 'Action:' and 'Action Input:'."])})
        shape = "plain_sentence->format_nudge"
        tnote = f"ReAct loop on {proj.name}: model wrote only \"{out.sentence}\" and the parser nudges it back to the format; running loop -> long_horizon"
    else:
        obs = out.text if out.text.strip() else pick(rng, ["(no output)", "Command executed successfully with no output", ""])
        msgs.append({"role": "user", "content": f"Observation: {obs}"})
        shape = f"{style}->{obs_kind(out)}"
        tnote = note(f"ReAct (Thought/Action/Observation) chat loop on {proj.name}", out, style, ", prefixed 'Observation:'")
    finish_chat(rng, acc, "react_chat", shape, h_openai_py(rng), any_chat_model(rng), msgs, 2, tnote,
                extra={"temperature": pick(rng, [0, 0.1, None]), "stop": ["\nObservation:"] if chance(rng, 0.6) else None},
                loop_desc="ReAct")


def fam_react_completions(rng, acc):
    proj = new_project(rng)
    task, _ = loop_task(rng, proj, allow_small=True)
    tools = "\n".join(f"{n}: {d}" for n, d in SP.REACT_TOOLS)
    names = ", ".join(n for n, _ in SP.REACT_TOOLS)
    pre = SP.REACT_SYS.format(tools=tools, names=names)
    hist = history_steps(rng, proj, rng.randint(0, 8))
    out = final_step(rng, proj)
    cap(out, 6000)
    style = pick(rng, ["react_block", "react_short", "paren_call"])
    lines = [pre, "", f"Question: {task}"]
    for st in hist:
        cap(st, 1500)
        lines.append(react_action(rng, st, "react_block"))
        lines.append(f"Observation: {st.text}")
    lines.append(react_action(rng, out, style))
    ending = pick(rng, ["thought", "obs_only", "obs_newline"])
    lines.append(f"Observation: {out.text}")
    prompt = "\n".join(lines) + ("\nThought:" if ending == "thought" else ("\n" if ending == "obs_newline" else ""))
    label = LONG
    shape = f"completions_{style}->{obs_kind(out)}"
    tnote = note(f"ReAct loop on legacy /v1/completions (transcript in one prompt) for {proj.name}", out, style, ", prompt ends after the observation")
    model = pick(rng, COMPLETION_MODELS)
    if chance(rng, 0.1):
        prompt = ("Below is the transcript of an automated coding agent. Write a concise summary (max 8 bullet points) of what it "
                  "tried, what it found and what remains to be done.\n\n" + "\n".join(lines[2:]) + "\n\nSummary:\n-")
        label = SINGLE
        shape = "side_summary(completions)"
        tnote = "legacy /v1/completions summarizer call over a ReAct transcript that contains observations: its own ask is the summary -> single_step"
    body = {"model": model, "prompt": prompt, "max_tokens": pick(rng, [256, 512, 1024]), "temperature": 0}
    if label == LONG:
        body["stop"] = pick(rng, [["\nObservation:"], ["\nObservation:", "\n\tObservation:"], ["Observation:"]])
    while not size_ok(body) and len(hist) > 1:
        hist = hist[1:]
        lines = [pre, "", f"Question: {task}"] + [x for st in hist for x in (react_action(rng, st, "react_block"), f"Observation: {st.text}")]
        lines += [react_action(rng, out, style), f"Observation: {out.text}"]
        body["prompt"] = "\n".join(lines) + "\nThought:"
    acc.add("react_completions", shape, EP_COMPL, pick(rng, [h_openai_py, h_requests, h_curl])(rng), body, label, tnote)


def smol_code(st):
    if st.kind == "read":
        return f"content = read_file(path=\"{st.path}\")\nprint(content)"
    if st.kind == "grep":
        return f"print(search_code(query=\"{st.args.get('query', '')}\"))"
    if st.kind == "test":
        return "print(run_tests())"
    if st.kind == "edit":
        return f"src = read_file(\"{st.path}\")\nsrc = src.replace({st.args['old_str']!r}, {st.args['new_str']!r})\nprint(write_file(\"{st.path}\", src))"
    return f"print(run_shell(\"{sh_quote(st.cmd)}\"))"


def fam_smolagents(rng, acc):
    proj = new_project(rng, pick(rng, ["python", "python", "node", "go"]))
    task, _ = loop_task(rng, proj)
    tag = pick(rng, ["code", "code", "fence"])

    def code_msg(st, short):
        c = smol_code(st)
        if short and st.kind == "read":
            c = f"print(read_file(path=\"{st.path}\"))"
        blk = f"<code>\n{c}\n</code>" if tag == "code" else f"```py\n{c}\n```<end_code>"
        thought = st.sentence if not short else pick(rng, [st.sentence, "Check it."])
        return blk if (short and chance(rng, 0.35)) else f"Thought: {thought}\n{blk}", c

    call_i = [0]

    def assistant(st, short):
        call_i[0] += 1
        text, c = code_msg(st, short)
        tc = "Calling tools:\n" + str([{"id": f"call_{call_i[0]}", "type": "function",
                                        "function": {"name": "python_interpreter", "arguments": c}}])
        return {"role": "assistant", "content": [{"type": "text", "text": text}, {"type": "text", "text": tc}]}

    def obs(st):
        if st.code and st.kind in ("read",) and chance(rng, 0.6):
            return {"role": "user", "content": [{"type": "text", "text":
                    f"Call id: call_{call_i[0]}\nError:\nCode execution failed at line 'content = read_file(path=\"{st.path}\")' due to: FileNotFoundError: {st.text.splitlines()[0]}\n"
                    "Now let's retry: avoid repeating the same mistake, and if several attempts failed, try a different approach.\n"}]}, "tool_error"
        logs = st.text if st.text.strip() else ""
        return {"role": "user", "content": [{"type": "text", "text": f"Observation:\nExecution logs:\n{logs}\nLast output from code snippet:\nNone"}]}, None

    msgs = [{"role": "system", "content": [{"type": "text", "text": SP.SMOL_SYS}]},
            {"role": "user", "content": [{"type": "text", "text": f"New task:\n{task}"}]}]
    for st in history_steps(rng, proj, rng.randint(0, 9)):
        cap(st)
        msgs.append(assistant(st, False))
        msgs.append(obs(st)[0])
    out = final_step(rng, proj)
    cap(out, 8000)
    if chance(rng, 0.15):
        msgs.append({"role": "assistant", "content": [{"type": "text", "text": out.sentence}]})
        msgs.append({"role": "user", "content": [{"type": "text", "text":
                     "Error:\nYour reply could not be parsed: no <code>...</code> block was found.\nWrite a Thought, then your code between <code> and </code>.\n"
                     "Now let's retry: avoid repeating the same mistake.\n"}]})
        shape = "plain_sentence->format_nudge"
        tnote = f"smolagents-style code agent on {proj.name}: model replied \"{out.sentence}\" with no code and the framework returns a parse error; running loop -> long_horizon"
    else:
        msgs.append(assistant(out, True))
        o, err = obs(out)
        msgs.append(o)
        shape = f"code_blob->{err or obs_kind(out)}"
        tnote = note(f"smolagents-style code agent on {proj.name} (Calling tools / Observation: Execution logs)", out, "code blob")
    finish_chat(rng, acc, "smolagents_code", shape, pick(rng, [h_openai_py, h_httpx])(rng), any_chat_model(rng), msgs, 2, tnote,
                extra={"stop": ["</code>", "Observation:", "Calling tools:"] if tag == "code" else ["<end_code>", "Observation:"],
                       "max_tokens": pick(rng, [None, 2048, 4096])}, loop_desc="smolagents-style")


def fam_open_interpreter(rng, acc):
    proj = new_project(rng)
    task, _ = loop_task(rng, proj, allow_small=True)
    osname = pick(rng, ["Darwin", "Linux", "Windows"])
    msgs = [{"role": "system", "content": SP.OI_SYS.format(os=osname, root=proj.root)}, {"role": "user", "content": task}]

    def lang_of(st):
        return "python" if st.kind in ("read",) and chance(rng, 0.3) else pick(rng, ["shell", "shell", "bash"])

    def code_for(st, lang):
        if lang == "python" and st.kind == "read":
            return f"print(open('{st.path}').read())"
        return st.cmd

    def fb(st):
        if not st.text.strip():
            return pick(rng, ["The code ran on my machine and printed nothing. Is that what you expected?",
                              "No output was produced by the code above. Was that expected?"])
        return pick(rng, [f"Output from the code:\n{st.text}\n\nWhat does that tell us, and what should happen next (if anything)?",
                          f"Code output: {st.text}\n\nWhat does this mean / what's next?"])

    for st in history_steps(rng, proj, rng.randint(0, 8)):
        cap(st)
        l = lang_of(st)
        msgs.append({"role": "assistant", "content": st.sentence})
        msgs.append({"role": "assistant", "content": f"```{l}\n{code_for(st, l)}\n```"})
        msgs.append({"role": "user", "content": fb(st)})
    out = final_step(rng, proj)
    cap(out, 8000)
    l = lang_of(out)
    if chance(rng, 0.5):
        msgs.append({"role": "assistant", "content": out.sentence})
    msgs.append({"role": "assistant", "content": f"```{l}\n{code_for(out, l)}\n```"})
    msgs.append({"role": "user", "content": fb(out)})
    shape = f"cmd_block->{obs_kind(out)}+question_tail"
    tnote = note(f"Open Interpreter-style loop without function calling on {proj.name}", out, "one-line code block",
                 "; the harness message ends with a question that sounds like a person")
    finish_chat(rng, acc, "open_interpreter_text", shape, h_openai_py(rng), any_chat_model(rng), msgs, 2, tnote,
                extra={"stream": True, "temperature": pick(rng, [0, 0.01, None])}, loop_desc="Open Interpreter-style")


AUTOGPT_NAMES = ["DevGPT", "FixBot-7", "Entrepreneur-GPT", "RepoMedic", "BuildPilot"]


def autogpt_cmd(st):
    if st.kind == "read":
        return "read_file", {"filename": st.path}
    if st.kind == "grep":
        return "search_files", {"query": st.args.get("query", "")}
    if st.kind == "ls":
        return "list_folder", {"folder": st.path or "."}
    return "execute_shell", {"command_line": st.cmd}


def fam_autogpt(rng, acc):
    proj = new_project(rng)
    task, _ = loop_task(rng, proj)
    msgs = [{"role": "system", "content": SP.AUTOGPT_SYS.format(name=pick(rng, AUTOGPT_NAMES), goal=task)}]
    msgs.append({"role": "user", "content": "Determine which next command to use, and respond using the format specified above:"
                 if chance(rng, 0.5) else "Decide the next command and reply in the JSON format above."})
    result_role = pick(rng, ["user", "user", "system"])

    def full(st):
        n, a = autogpt_cmd(st)
        return json.dumps({"thoughts": {"text": st.sentence, "reasoning": "Need more information before changing code.",
                                        "plan": "- inspect\n- fix\n- test", "criticism": "Be careful not to break other modules."},
                           "command": {"name": n, "args": a}}, indent=pick(rng, [None, 2]))

    def res(st):
        n, _ = autogpt_cmd(st)
        t = st.text if st.text.strip() else "(no output)"
        return pick(rng, [f"Command {n} returned: {t}", f"Result of command {n}:\n{t}", f"{n} -> exit {st.code}\n{t}"])

    for st in history_steps(rng, proj, rng.randint(0, 9)):
        cap(st)
        msgs.append({"role": "assistant", "content": full(st)})
        msgs.append({"role": result_role, "content": res(st)})
        if chance(rng, 0.3):
            msgs.append({"role": "user", "content": "Determine which next command to use, and respond using the format specified above:"})
    out = final_step(rng, proj)
    cap(out, 8000)
    n, a = autogpt_cmd(out)
    if chance(rng, 0.15):
        msgs.append({"role": "assistant", "content": out.sentence})
        msgs.append({"role": result_role, "content": pick(rng, ["Your reply was not valid JSON. Reply again with only the JSON object described above.",
                                                                "error: could not parse a command from your last response"])})
        shape = "plain_sentence->format_nudge"
        tnote = f"AutoGPT-style JSON-command agent on {proj.name}: model wrote prose instead of JSON; the harness nudges; running loop -> long_horizon"
    else:
        msgs.append({"role": "assistant", "content": json.dumps({"command": {"name": n, "args": a}})})
        msgs.append({"role": result_role, "content": res(out)})
        shape = f"json_line->{obs_kind(out)}" + ("(system_role)" if result_role == "system" else "")
        tnote = note(f"AutoGPT-style autonomous agent on {proj.name} (one-line JSON command)", out, "json line",
                     " as a 'Command ... returned' message" + (" in a system-role turn" if result_role == "system" else ""))
    finish_chat(rng, acc, "autogpt_json", shape, pick(rng, [h_openai_py, h_aiohttp])(rng), pick(rng, OPENAI_CHAT_MODELS + ["gpt-4", "gpt-3.5-turbo-16k"]),
                msgs, 2, tnote, extra={"temperature": pick(rng, [0, 0.3, 0.7])}, loop_desc="AutoGPT-style")


def aider_prefix(rng, proj):
    lang = pick(rng, ["the same language they are using", "English", "the user's language"])
    msgs = [{"role": "system", "content": SP.AIDER_SYS.format(lang=lang)}]
    if chance(rng, 0.6):
        rm = "\n".join(f"{f}:\n⋮\n│def {proj.func}(...)\n⋮" if f.endswith(".py") else f"{f}" for f in proj.files[:6])
        msgs.append({"role": "user", "content": "Here are summaries of some files in my git repository. Do not propose changes to these files; treat them as read-only. Ask me to add any file you need to edit.\n\n" + rm})
        msgs.append({"role": "assistant", "content": "Ok, I won't edit those unless you add them to the chat."})
    body = code_file(rng, proj)
    msgs.append({"role": "user", "content": f"I have *added these files to the chat* so you can edit them.\n\nTreat this as the true content of these files.\n\n{proj.file}\n```\n{body}```"})
    msgs.append({"role": "assistant", "content": "Ok, any changes I propose will be to those files."})
    return msgs


def fam_aider_run(rng, acc):
    proj = new_project(rng, pick(rng, ["python", "python", "node", "go", "rust", "ruby"]))
    msgs = aider_prefix(rng, proj)
    task, _ = loop_task(rng, proj, allow_small=True)
    msgs.append({"role": "user", "content": task})
    mode = pick(rng, ["suggested_run", "suggested_run", "test_reflect", "lint_reflect"])
    out = final_step(rng, proj, [("test", 10), ("build", 5), ("run", 5), ("install", 3), ("lint", 3)] if mode != "lint_reflect" else [("lint", 1)])
    cap(out, 8000)
    if mode == "suggested_run":
        msgs.append({"role": "assistant", "content": pick(rng, [f"```bash\n{out.cmd}\n```", f"Run the tests to confirm:\n\n```bash\n{out.cmd}\n```"])})
        msgs.append({"role": "user", "content": f"I ran this command:\n\n{out.cmd}\n\nAnd got this output:\n\n{out.text}\n"})
        shape = f"cmd_block->{obs_kind(out)}(i_ran_this)"
        tnote = note(f"aider on {proj.name}: aider ran the shell command the model proposed and added the result to the chat", out, "one-line bash block",
                     " framed as 'I ran this command ... And got this output' (tool output fed back by the client)")
    elif mode == "test_reflect":
        msgs.append({"role": "assistant", "content": pick(rng, [f"{proj.file}\n```\n<<<<<<< SEARCH\n    return amount * factor\n=======\n    return (amount * factor).quantize(Decimal(\"0.01\"))\n>>>>>>> REPLACE\n```",
                                                                "Done."])})
        msgs.append({"role": "user", "content": f"I ran this command:\n\n{proj.test_cmd}\n\nAnd got this output:\n\n{out.text}\n" if chance(rng, 0.5)
                     else f"{out.text}\n\nAttempt to fix the test failures above."})
        shape = f"short_edit->{obs_kind(out)}(auto_test)"
        tnote = note(f"aider auto-test after an edit on {proj.name}", out, "edit reply", " (retry inside the edit loop)")
    else:
        msgs.append({"role": "assistant", "content": f"{proj.file}\n```\n<<<<<<< SEARCH\nimport os\n=======\nimport os\nimport sys\n>>>>>>> REPLACE\n```"})
        msgs.append({"role": "user", "content": f"# Please fix the lint errors below if you can.\n\n## Running: {proj.lint_cmd}\n\n{out.text}\n\n## The relevant lines are marked with █ below.\n\n{proj.file}:\n⋮\n█{rng.randint(3, 60)}│import sys\n⋮"})
        shape = "short_edit->edit_lint(auto_lint)"
        tnote = note(f"aider auto-lint after an edit on {proj.name}", out, "edit reply", " as a lint reflection message")
    finish_chat(rng, acc, "aider_run", shape, h_openai_py(rng), pick(rng, OPENAI_CHAT_MODELS + OPEN_WEIGHT_MODELS[:4] + ["claude-3-5-sonnet-20241022"]),
                msgs, len(msgs) - 2, tnote, extra={"stream": True, "temperature": 0}, loop_desc="aider")


def cline_env(rng, proj, first=False):
    vis = pick(rng, proj.src_files())
    s = (f"<environment_details>\n# VSCode Visible Files\n{vis}\n\n# VSCode Open Tabs\n{', '.join(proj.src_files()[:3])}\n\n"
         f"# Current Time\n{rng.randint(1, 12)}/{rng.randint(1, 28)}/2025, {rng.randint(1, 12)}:{rng.randint(10, 59)}:{rng.randint(10, 59)} {pick(rng, ['AM', 'PM'])} (UTC)\n\n")
    if first:
        s += f"# Current Working Directory ({proj.root}) Files\n" + "\n".join(proj.files) + "\n\n"
    s += f"# Current Mode\n{pick(rng, ['ACT MODE', 'ACT MODE', 'PLAN MODE'])}\n</environment_details>"
    return s


def cline_action(rng, st, short):
    th = "" if short else f"<thinking>\n{st.sentence}\n</thinking>\n\n"
    if st.kind == "read":
        return f"{th}<read_file>\n<path>{st.path}</path>\n</read_file>", f"[read_file for '{st.path}'] Result:"
    if st.kind == "grep":
        return (f"{th}<search_files>\n<path>.</path>\n<regex>{st.args.get('query', '')}</regex>\n</search_files>",
                f"[search_files for '{st.args.get('query', '')}'] Result:")
    if st.kind == "ls":
        return f"{th}<list_files>\n<path>{st.path or '.'}</path>\n</list_files>", f"[list_files for '{st.path or '.'}'] Result:"
    if st.kind == "edit":
        return (f"{th}<replace_in_file>\n<path>{st.path}</path>\n<diff>\n------- SEARCH\n{st.args['old_str']}\n=======\n{st.args['new_str']}\n+++++++ REPLACE\n</diff>\n</replace_in_file>",
                f"[replace_in_file for '{st.path}'] Result:")
    return (f"{th}<execute_command>\n<command>{st.cmd}</command>\n<requires_approval>false</requires_approval>\n</execute_command>",
            f"[execute_command for '{st.cmd}'] Result:")


def cline_result_text(rng, st):
    if st.kind in ("read", "grep", "ls"):
        return st.text if st.text.strip() else "No results found"
    if st.kind == "edit":
        if st.code:
            return f"The tool execution failed with the following error:\n<error>\n{st.text}\n</error>"
        return f"The content was successfully saved to {st.path}.\n\nHere is the full, updated content of the file:\n\n<final_file_content path=\"{st.path}\">\n{trim_text(code_file(rng, new_project(rng, 'python')), 1200)}\n</final_file_content>" + \
            (f"\n\nNew problems detected after saving the file:\n{st.path}\n- [ts Error] Line {rng.randint(3, 80)}: Cannot find name 'Decimal'." if chance(rng, 0.3) else "")
    if not st.text.strip():
        return "Command executed."
    return f"Command executed.\nOutput:\n{st.text}"


def fam_cline_xml(rng, acc):
    proj = new_project(rng, pick(rng, ["node", "node", "python", "go", "java"]))
    task, _ = loop_task(rng, proj)
    osn = pick(rng, ["macOS Sonoma", "Linux 6.8", "Windows 11"])
    sysp = SP.CLINE_SYS_HEAD + SP.CLINE_SYS_RULES.format(root=proj.root, os=osn, shell=pick(rng, ["/bin/zsh", "/bin/bash", "C:\\Windows\\System32\\cmd.exe"]),
                                                         home=pick(rng, ["/Users/sam", "/home/dev", "C:\\Users\\dev"]))
    msgs = [{"role": "system", "content": sysp},
            {"role": "user", "content": [{"type": "text", "text": f"<task>\n{task}\n</task>"}, {"type": "text", "text": cline_env(rng, proj, True)}]}]
    for st in history_steps(rng, proj, rng.randint(0, 10)):
        cap(st, 2000)
        a, head = cline_action(rng, st, False)
        msgs.append({"role": "assistant", "content": a})
        msgs.append({"role": "user", "content": [{"type": "text", "text": head}, {"type": "text", "text": cline_result_text(rng, st)},
                                                 {"type": "text", "text": cline_env(rng, proj)}]})
    out = final_step(rng, proj)
    cap(out, 8000)
    if chance(rng, 0.12):
        msgs.append({"role": "assistant", "content": out.sentence})
        msgs.append({"role": "user", "content": [{"type": "text", "text": "[ERROR] Your last reply contained no tool call. Retry with exactly one tool in the XML format described in the system prompt. If the task is done, use attempt_completion."},
                                                 {"type": "text", "text": cline_env(rng, proj)}]})
        shape = "plain_sentence->format_nudge"
        tnote = f"old-Cline-style XML tool agent on {proj.name}: model answered \"{out.sentence}\" with no tool and the extension returns a no-tool error; running loop -> long_horizon"
    else:
        a, head = cline_action(rng, out, True)
        msgs.append({"role": "assistant", "content": a})
        msgs.append({"role": "user", "content": [{"type": "text", "text": head}, {"type": "text", "text": cline_result_text(rng, out)},
                                                 {"type": "text", "text": cline_env(rng, proj)}]})
        shape = f"xml_tag->{obs_kind(out)}"
        tnote = note(f"old-Cline-style agent (XML tools in system prompt) on {proj.name}", out, "xml tool tag", " as '[tool for ...] Result:' plus environment_details")
    if chance(rng, 0.5):
        hdr = h_openai_js(rng, {"http-referer": "https://cline.bot", "x-title": "Cline"})
        finish_chat(rng, acc, "cline_xml", shape, hdr, pick(rng, OPEN_WEIGHT_MODELS + ["anthropic/claude-3.5-sonnet", "google/gemini-2.5-pro"]),
                    msgs, 2, tnote, extra={"stream": True, "temperature": 0}, loop_desc="old-Cline-style")
    else:
        hdr = h_anthropic(rng, ua="Anthropic/JS 0.37.0")
        finish_chat(rng, acc, "cline_xml", shape, hdr, pick(rng, CLAUDE_MODELS), msgs, 2, tnote,
                    extra={"max_tokens": 8192, "stream": True, "temperature": 0}, endpoint="messages", loop_desc="old-Cline-style")


def fam_openhands(rng, acc):
    proj = new_project(rng)
    task, _ = loop_task(rng, proj, allow_small=True)
    msgs = [{"role": "system", "content": SP.OPENHANDS_SYS.format(name=proj.name)},
            {"role": "user", "content": f"{task}\n\n<RUNTIME_INFORMATION>\nThe repository is checked out at /workspace/{proj.name}.\nAvailable hosts: http://localhost:{rng.randint(50000, 59999)}\nToday is 2025-0{rng.randint(1, 9)}-1{rng.randint(0, 9)}.\n</RUNTIME_INFORMATION>"}]

    def act(st, short):
        if st.kind == "read" and chance(rng, 0.4):
            body = f"<execute_ipython>\nprint(open_file('/workspace/{proj.name}/{st.path}'))\n</execute_ipython>"
        else:
            body = f"<execute_bash>\n{st.cmd}\n</execute_bash>"
        return body if short else f"{st.sentence}\n{body}"

    def ob(st):
        t = st.text if st.text.strip() else ""
        return f"OBSERVATION:\n{t}\n[Working directory: /workspace/{proj.name}]\n[Command exited with code {st.code}]"

    for st in history_steps(rng, proj, rng.randint(0, 10)):
        cap(st)
        msgs.append({"role": "assistant", "content": act(st, False)})
        msgs.append({"role": "user", "content": ob(st)})
    out = final_step(rng, proj)
    cap(out, 8000)
    style = pick(rng, ["xml_tag", "sentence+xml_tag"])
    msgs.append({"role": "assistant", "content": act(out, style == "xml_tag")})
    msgs.append({"role": "user", "content": ob(out)})
    shape = f"{style}->{obs_kind(out)}"
    tnote = note(f"OpenHands CodeAct-style text loop (execute_bash tags) on {proj.name}", out, style, " prefixed 'OBSERVATION:'")
    label_side = chance(rng, 0.12)
    if label_side:
        # condenser-style call
        events = "\n".join(f"<EVENT id={i}>\n{(m['content'] if isinstance(m['content'], str) else '')[:600]}\n</EVENT>" for i, m in enumerate(msgs[1:]))
        cmsgs = [{"role": "system", "content": "You are a context condenser for a coding agent."}, {"role": "user", "content": "You keep a running state summary for an agent that works on a code task. Update the summary below from "
                                             "the new events: record the user's goal, files changed, test status, failed attempts and the next step. "
                                             "Write only the summary.\n\n<PREVIOUS SUMMARY>\nNo events summarized\n</PREVIOUS SUMMARY>\n\n" + events}]
        finish_chat(rng, acc, "openhands_codeact", "side_condense(xml_tag)", h_httpx(rng), any_chat_model(rng), cmsgs, 0,
                    "OpenHands-style condenser call: the request asks to summarize agent events that include observations -> single_step",
                    side_p=0.0, loop_desc="OpenHands-style")
        acc.records[-1]["label"] = SINGLE
        return
    finish_chat(rng, acc, "openhands_codeact", shape, h_httpx(rng), any_chat_model(rng), msgs, 2, tnote,
                extra={"stop": ["</execute_ipython>", "</execute_bash>", "</file_edit>"], "temperature": 0}, side_p=0.0,
                loop_desc="OpenHands-style")


def fam_autogen(rng, acc):
    proj = new_project(rng)
    task, _ = loop_task(rng, proj, allow_small=True)
    exe_name = pick(rng, ["executor", "user_proxy", "code_executor", "Executor"])
    msgs = [{"role": "system", "content": SP.AUTOGEN_SYS}, {"role": "user", "name": exe_name, "content": task}]

    def code_msg(st, short):
        lang = "sh"
        code = st.cmd
        if st.kind == "read" and chance(rng, 0.5):
            lang, code = "python", f"print(open('{st.path}').read())"
        blk = f"```{lang}\n{code}\n```"
        return blk if short else f"{st.sentence}\n\n{blk}"

    def fb(st):
        ok = st.code == 0
        return f"exitcode: {st.code} ({'execution succeeded' if ok else 'execution failed'})\nCode output: {st.text}"

    for st in history_steps(rng, proj, rng.randint(0, 9)):
        cap(st)
        msgs.append({"role": "assistant", "content": code_msg(st, False)})
        msgs.append({"role": "user", "name": exe_name, "content": fb(st)})
    out = final_step(rng, proj)
    cap(out, 8000)
    msgs.append({"role": "assistant", "content": code_msg(out, True)})
    msgs.append({"role": "user", "name": exe_name, "content": fb(out)})
    shape = f"cmd_block->{obs_kind(out)}(exitcode)"
    finish_chat(rng, acc, "autogen_exec", shape, h_openai_py(rng), any_chat_model(rng), msgs, 2,
                note(f"AutoGen-style assistant + code executor on {proj.name}", out, "one-line code block", " as 'exitcode: N ... Code output:'"),
                extra={"temperature": pick(rng, [0, None]), "cache_seed": None}, loop_desc="AutoGen-style")


HERMES_TOOLS = [
    {"type": "function", "function": {"name": "run_shell", "description": "Run a shell command", "parameters": {"type": "object", "properties": {"command": {"type": "string"}}, "required": ["command"]}}},
    {"type": "function", "function": {"name": "read_file", "description": "Read a file", "parameters": {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]}}},
    {"type": "function", "function": {"name": "search", "description": "Search the code", "parameters": {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]}}},
    {"type": "function", "function": {"name": "edit_file", "description": "Replace text in a file", "parameters": {"type": "object", "properties": {"path": {"type": "string"}, "old_str": {"type": "string"}, "new_str": {"type": "string"}}, "required": ["path", "old_str", "new_str"]}}},
    {"type": "function", "function": {"name": "run_tests", "description": "Run the tests", "parameters": {"type": "object", "properties": {"command": {"type": "string"}}}}},
]


def hermes_call(st):
    n = {"read": "read_file", "grep": "search", "edit": "edit_file", "test": "run_tests"}.get(st.kind, "run_shell")
    a = {"read_file": {"path": st.path}, "search": {"query": st.args.get("query", "")}, "edit_file": st.args,
         "run_tests": {"command": st.cmd}, "run_shell": {"command": st.cmd}}[n]
    return n, a


def fam_hermes(rng, acc):
    proj = new_project(rng)
    task, _ = loop_task(rng, proj, allow_small=True)
    sysp = SP.HERMES_SYS.format(tools="\n".join(json.dumps(t) for t in HERMES_TOOLS))
    msgs = [{"role": "system", "content": sysp}, {"role": "user", "content": task}]
    wrap_resp = chance(rng, 0.7)

    def call(st, tags):
        n, a = hermes_call(st)
        j = json.dumps({"name": n, "arguments": a})
        return f"<tool_call>\n{j}\n</tool_call>" if tags else j

    def resp(st):
        n, _ = hermes_call(st)
        if wrap_resp:
            return f"<tool_response>\n{json.dumps({'name': n, 'content': st.text})}\n</tool_response>"
        return f"<tool_response>\n{st.text}\n</tool_response>"

    for st in history_steps(rng, proj, rng.randint(0, 9)):
        cap(st)
        msgs.append({"role": "assistant", "content": call(st, True)})
        msgs.append({"role": "user", "content": resp(st)})
    out = final_step(rng, proj)
    cap(out, 8000)
    tags = chance(rng, 0.6)
    msgs.append({"role": "assistant", "content": call(out, tags)})
    msgs.append({"role": "user", "content": resp(out)})
    shape = f"{'tagged_json' if tags else 'json_line'}->{obs_kind(out)}"
    hdr = pick(rng, [h_openai_py, h_openai_js, h_httpx])(rng)
    finish_chat(rng, acc, "hermes_text_tools", shape, hdr, pick(rng, LOCAL_MODELS + ["NousResearch/Hermes-3-Llama-3.1-70B", "Qwen/Qwen2.5-72B-Instruct"]),
                msgs, 2, note(f"local-model agent with <tool_call> JSON in plain text (no native tools) on {proj.name}", out,
                              "tagged json" if tags else "json line", " inside <tool_response>"),
                extra={"temperature": pick(rng, [0.2, 0.6, None]), "stream": chance(rng, 0.5) or None}, loop_desc="text tool-call")


SQL_Q = ["Which five customers spent the most in the last quarter?", "How many orders were refunded per month this year?",
         "What is the average delivery time per carrier?", "Which products have never been ordered?",
         "¿Cuántos usuarios nuevos hubo por semana en marzo?", "各地区上个月的销售额是多少？", "Welche Filiale hatte 2024 den höchsten Umsatz?"]


def fam_sql(rng, acc):
    q = pick(rng, SQL_Q)
    msgs = [{"role": "system", "content": SP.SQL_SYS}, {"role": "user", "content": f"Question: {q}"}]
    tables = "customers, orders, order_items, products, refunds, carriers, shipments"
    steps = [("list_tables", "", tables),
             ("describe_table", "orders", "CREATE TABLE orders (\n\tid SERIAL PRIMARY KEY,\n\tcustomer_id INTEGER NOT NULL,\n\ttotal NUMERIC(10,2),\n\tstatus TEXT,\n\tcreated_at TIMESTAMPTZ NOT NULL\n)\n\n/*\n3 rows from orders table:\nid\tcustomer_id\ttotal\tstatus\tcreated_at\n1\t17\t59.90\tpaid\t2024-01-03 10:12:00+00\n2\t4\t12.00\trefunded\t2024-01-03 11:40:00+00\n3\t17\t230.10\tpaid\t2024-01-04 08:02:00+00\n*/"),
             ("describe_table", "customers", "CREATE TABLE customers (\n\tid SERIAL PRIMARY KEY,\n\tname TEXT,\n\temail TEXT,\n\tcountry TEXT\n)")]
    k = rng.randint(0, 3)
    for name, inp, res in steps[:k]:
        msgs.append({"role": "assistant", "content": f"Thought: I should look at the schema first.\nAction: {name}\nAction Input: {inp}"})
        msgs.append({"role": "user", "content": f"Observation: {res}"})
    sql = pick(rng, ["SELECT c.name, SUM(o.total) AS spent FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.created_at >= now() - interval '3 months' GROUP BY c.name ORDER BY spent DESC LIMIT 5;",
                     "SELECT date_trunc('month', created_at) AS m, COUNT(*) FROM orders WHERE status = 'refunded' GROUP BY m ORDER BY m;",
                     "SELECT carrier, AVG(delivered_at - shipped_at) FROM shipments GROUP BY carrier;",
                     "SELECT p.name FROM products p LEFT JOIN order_items oi ON oi.product_id = p.id WHERE oi.id IS NULL LIMIT 20;"])
    res = pick(rng, [
        "[('Acme GmbH', Decimal('18240.50')), ('Nordwind AB', Decimal('12990.00')), ('Lopez SL', Decimal('9120.75')), ('Kato KK', Decimal('8800.10')), ('Blue Fox Ltd', Decimal('7311.40'))]",
        "[(datetime.datetime(2024, 1, 1, 0, 0, tzinfo=datetime.timezone.utc), 41), (datetime.datetime(2024, 2, 1, 0, 0, tzinfo=datetime.timezone.utc), 37)]",
        "Error: (psycopg2.errors.UndefinedColumn) column \"delivered_at\" does not exist\nLINE 1: SELECT carrier, AVG(delivered_at - shipped_at) FROM shipments...\n                            ^\nHINT:  Perhaps you meant to reference the column \"shipments.delivered_on\".",
        "Error: (psycopg2.errors.UndefinedTable) relation \"order_items\" does not exist",
        "[]"])
    style = pick(rng, ["react_short", "react_block", "paren_call"])
    if style == "react_short":
        a = f"Action: run_query\nAction Input: {sql}"
    elif style == "react_block":
        a = f"Thought: Now I can query it.\nAction: run_query\nAction Input: {sql}"
    else:
        a = f"Action: run_query(query={sql!r})"
    msgs.append({"role": "assistant", "content": a})
    msgs.append({"role": "user", "content": f"Observation: {res}"})
    kind = "db_error" if res.startswith("Error") else ("empty_result" if res == "[]" else "query_rows")
    shape = f"{style}->{kind}"
    tnote = (f"SQL agent answering \"{q}\": the last action is a short run_query and the tool returns "
             f"{'an error whose first line starts with Error:' if kind == 'db_error' else 'rows'}; even though the question is small, the request carries tool results -> long_horizon (rule 1)")
    finish_chat(rng, acc, "sql_react_agent", shape, h_openai_py(rng), any_chat_model(rng), msgs, 2, tnote,
                extra={"temperature": 0, "stop": ["\nObservation:"]}, loop_desc="SQL agent")


WEB_OBJ = ["Find the status of order #{n} in the shop admin and report it.", "Change the shipping address of the last order to 12 Elm Street.",
           "Find the cheapest USB-C hub with at least 4 ports and add it to the cart.", "Open the issue tracker and list the open bugs labelled 'p1'.",
           "Book the earliest available meeting room for tomorrow at 10:00."]


def axtree(rng):
    items = [f"[{rng.randint(100, 999)}] link '{pick(rng, ['Orders', 'Customers', 'Reports', 'Settings', 'Sign out'])}'" for _ in range(rng.randint(3, 7))]
    items += [f"[{rng.randint(100, 999)}] textbox 'Search' required: False", f"[{rng.randint(100, 999)}] button 'Apply'",
              f"[{rng.randint(100, 999)}] StaticText '{pick(rng, ['Showing 1-20 of 312', 'No results', 'Order #'] )}'"]
    rng.shuffle(items)
    return f"RootWebArea '{pick(rng, ['Dashboard', 'Orders', 'Search results', 'Cart'])}' focused: True\n\t" + "\n\t".join(items)


def fam_web(rng, acc):
    obj = pick(rng, WEB_OBJ).format(n=rng.randint(1000, 9999))
    url = pick(rng, ["http://localhost:7780/admin", "http://shop.local/catalog", "http://tracker.local/issues"])
    msgs = [{"role": "system", "content": SP.WEB_SYS}]
    prev = "None"
    for i in range(rng.randint(0, 10)):
        msgs.append({"role": "user", "content": f"OBSERVATION:\n{axtree(rng)}\nURL: {url}\nOBJECTIVE: {obj}\nPREVIOUS ACTION: {prev}"})
        prev = pick(rng, [f"click [{rng.randint(100, 999)}]", f"type [{rng.randint(100, 999)}] [order {rng.randint(1000, 9999)}] [1]", "scroll [down]"])
        msgs.append({"role": "assistant", "content": f"I need to move towards the target page. So my next action is ```{prev}```"})
    style = pick(rng, ["bare_action", "sentence+action", "plain_sentence"])
    act = pick(rng, [f"click [{rng.randint(100, 999)}]", "scroll [down]", "go_back", f"type [{rng.randint(100, 999)}] [usb-c hub] [1]"])
    if style == "bare_action":
        msgs.append({"role": "assistant", "content": act})
    elif style == "sentence+action":
        msgs.append({"role": "assistant", "content": f"Let me open the next page. ```{act}```"})
    else:
        msgs.append({"role": "assistant", "content": pick(rng, ["Let me open the orders page.", "I'll search for the order number now."])})
        act = "None (could not parse an action)"
    feedback = pick(rng, ["", "The previous action could not be executed: element not found.\n", "Note: the page changed after your last action.\n"]) if style != "plain_sentence" else \
        "Your previous reply had no valid action; answer with exactly one action from the list.\n"
    msgs.append({"role": "user", "content": f"{feedback}OBSERVATION:\n{axtree(rng)}\nURL: {url}\nOBJECTIVE: {obj}\nPREVIOUS ACTION: {act}"})
    shape = f"{style}->page_observation" + ("+nudge" if feedback else "")
    tnote = f"browser agent (text actions on an accessibility tree) working on \"{obj}\": after a short action the harness returns the new page; running loop -> long_horizon"
    finish_chat(rng, acc, "web_browser_agent", shape, h_openai_py(rng), pick(rng, OPENAI_CHAT_MODELS + ["Qwen/Qwen2.5-VL-72B-Instruct"]), msgs, 1, tnote,
                extra={"temperature": pick(rng, [0, 1.0]), "max_tokens": 384, "top_p": 0.9}, loop_desc="browser agent")


TERM_GOALS = ["Free up disk space on this server; the root partition is almost full.", "nginx is down on this box, get it running again.",
              "Find which process is listening on port 8080 and stop it.", "Set up a Python virtualenv for this repo and install the dependencies.",
              "The cron backup job stopped producing files; find out why and fix it.", "Rotate the app logs and compress anything older than 7 days."]


def fam_terminal_auto(rng, acc):
    proj = new_project(rng)
    goal = pick(rng, TERM_GOALS)
    osn = pick(rng, ["Ubuntu 22.04", "Debian 12", "macOS 14", "Fedora 40"])
    msgs = [{"role": "system", "content": SP.TERMINAL_AUTO_SYS.format(os=osn, shell=pick(rng, ["bash", "zsh", "fish"]), root=proj.root)},
            {"role": "user", "content": goal}]
    fmt = pick(rng, ["dollar", "fenced", "plain"])

    def fb(st):
        t = st.text
        if fmt == "dollar":
            return f"$ {st.cmd}\n{t}\n[exit {st.code}]"
        if fmt == "fenced":
            return f"```\n{t}\n```\nexit status: {st.code}"
        return t if t.strip() else f"(command finished with exit code {st.code}, no output)"

    for st in history_steps(rng, proj, rng.randint(0, 9)):
        cap(st)
        msgs.append({"role": "assistant", "content": st.cmd})
        msgs.append({"role": "user", "content": fb(st)})
    out = final_step(rng, proj, [("ops", 10), ("ls", 4), ("install", 4), ("empty", 5), ("git", 2), ("locale", 4), ("run", 3), ("read", 3), ("read_missing", 3)])
    cap(out, 6000)
    msgs.append({"role": "assistant", "content": out.cmd})
    msgs.append({"role": "user", "content": fb(out)})
    shape = f"bare_cmd->{obs_kind(out)}({fmt})"
    finish_chat(rng, acc, "terminal_autorun", shape, pick(rng, [h_openai_py, h_requests])(rng), any_chat_model(rng), msgs, 2,
                note(f"terminal assistant in auto-run mode (goal: {goal})", out, "bare command line (no code marks)"),
                extra={"temperature": 0, "max_tokens": pick(rng, [128, 256])}, loop_desc="auto-run terminal")


def planner_sentence(rng, st):
    opts = [st.sentence]
    if st.kind == "ls":
        opts += ["Next step: list the src directory", "Next: show me the top-level files."]
    if st.kind == "test":
        opts += ["Running: " + st.cmd, "I'll run the test suite now.", "Next step: run the unit tests."]
    if st.kind == "db":
        opts += ["Checking the database migrations.", "Next step: check which migrations are applied."]
    if st.kind == "read":
        opts += [f"Open {st.path} and show it to me.", "Let me look at the test file first."]
    if st.kind == "build":
        opts += ["Running: " + st.cmd, "Build the project."]
    return pick(rng, opts)


def fam_planner(rng, acc):
    proj = new_project(rng)
    task, _ = loop_task(rng, proj, allow_small=True)
    msgs = [{"role": "system", "content": SP.PLANNER_SYS.format(root=proj.root)}, {"role": "user", "content": f"Goal: {task}"}]
    rep = pick(rng, ["report", "raw", "step_done"])

    def fb(st):
        t = st.text if st.text.strip() else "(nothing printed)"
        if rep == "report":
            return f"Executor report:\nran `{st.cmd}` (exit {st.code})\n{t}"
        if rep == "step_done":
            return f"Step done. Output:\n{t}" if st.code == 0 else f"Step failed (exit {st.code}):\n{t}"
        return st.text if st.text.strip() else "Command executed successfully with no output"

    for st in history_steps(rng, proj, rng.randint(0, 10)):
        cap(st)
        msgs.append({"role": "assistant", "content": planner_sentence(rng, st)})
        msgs.append({"role": "user", "content": fb(st)})
    out = final_step(rng, proj)
    cap(out, 8000)
    s = planner_sentence(rng, out)
    msgs.append({"role": "assistant", "content": s})
    msgs.append({"role": "user", "content": fb(out)})
    style = "colon_action" if ":" in s else "plain_sentence"
    shape = f"{style}->{obs_kind(out)}({rep})"
    tnote = (f"planner/executor loop on {proj.name}: the planner's last turn is the plain sentence \"{s}\" (no code marks) and the "
             f"executor reports the result (first line: \"{(fb(out).splitlines() or [''])[0][:60]}\"); running loop -> long_horizon")
    finish_chat(rng, acc, "planner_executor", shape, pick(rng, [h_openai_py, h_httpx, h_openai_js])(rng), any_chat_model(rng), msgs, 2, tnote,
                extra={"temperature": pick(rng, [0, 0.2, None])}, loop_desc="planner/executor")


def fam_flattened(rng, acc):
    proj = new_project(rng)
    task, _ = loop_task(rng, proj, allow_small=True)
    msgs = [{"role": "system", "content": SP.FLAT_SYS.format(root=proj.root)}, {"role": "user", "content": task}]
    mode = pick(rng, ["narration", "paren", "bracket"])

    def act(st, short):
        call = f"{st.tool}({kv_args(st.args)})"
        if mode == "narration":
            return st.sentence if short else f"{st.sentence}\n[called {call}]"
        if mode == "paren":
            return call
        return st.sentence if short and chance(rng, 0.5) else f"{st.sentence} (tool: {st.tool})"

    def res(st):
        t = st.text if st.text.strip() else "(empty)"
        return pick(rng, [f"[{st.tool} result]\n{t}", f"Tool result for {st.tool}:\n{t}", f"{st.tool}({kv_args(st.args)}) returned:\n{t}",
                          f"{tool_header(rng, st)}\n{t}" if st.text.strip() else tool_header(rng, st)])

    for st in history_steps(rng, proj, rng.randint(0, 10)):
        cap(st)
        msgs.append({"role": "assistant", "content": act(st, False)})
        msgs.append({"role": "user", "content": res(st)})
    out = final_step(rng, proj)
    cap(out, 8000)
    a = act(out, True)
    msgs.append({"role": "assistant", "content": a})
    r = res(out)
    msgs.append({"role": "user", "content": r})
    style = "paren_call" if mode == "paren" or "(" in a.split()[0] else ("colon_action" if ":" in a else "plain_sentence")
    shape = f"{style}->{obs_kind(out)}"
    tnote = (f"tool calls flattened into text for a model without native tools ({proj.name}): last assistant turn \"{a[:70]}\", "
             f"then the tool result as a user turn starting \"{r.splitlines()[0][:60]}\"; running loop -> long_horizon")
    finish_chat(rng, acc, "flattened_tool_history", shape, pick(rng, [h_openai_js, h_node_fetch])(rng), any_chat_model(rng), msgs, 2, tnote,
                extra={"stream": True, "max_tokens": pick(rng, [4096, 8192, None])}, loop_desc="flattened tool-call")


def fam_gemini_text(rng, acc):
    proj = new_project(rng)
    task, _ = loop_task(rng, proj, allow_small=True)
    msgs = [{"role": "system", "content": SP.GEMINI_AGENT_SYS.format(root=proj.root)}, {"role": "user", "content": task}]

    def act(st, short):
        tool = {"read": "read", "grep": "search", "test": "test"}.get(st.kind, "shell")
        arg = st.path if tool == "read" else (st.args.get("query", "") if tool == "search" else st.cmd)
        if short:
            return pick(rng, [f"ACTION: {tool}: {arg}", f"Running: {st.cmd}", planner_sentence(rng, st)])
        return f"{st.sentence}\nACTION: {tool}: {arg}"

    def res(st):
        t = st.text
        head = pick(rng, [f"RESULT (exit {st.code}):", "Here is the output of your command:", "Observation:", tool_header(rng, st)])
        return f"{head}\n{t}" if t.strip() else pick(rng, ["Command executed successfully with no output", f"RESULT (exit {st.code}): <empty>"])

    for st in history_steps(rng, proj, rng.randint(0, 10)):
        cap(st)
        msgs.append({"role": "assistant", "content": act(st, False)})
        msgs.append({"role": "user", "content": res(st)})
    out = final_step(rng, proj)
    cap(out, 8000)
    a = act(out, True)
    msgs.append({"role": "assistant", "content": a})
    msgs.append({"role": "user", "content": res(out)})
    style = "colon_action" if ":" in a else "plain_sentence"
    model = pick(rng, GEMINI_MODELS)
    shape = f"{style}->{obs_kind(out)}"
    tnote = note(f"home-made agent on the Gemini API with a text action protocol ({proj.name})", out, style)
    finish_chat(rng, acc, "gemini_text_agent", shape, h_gemini(rng, ua=pick(rng, ["google-genai-sdk/1.20.0 gl-python/3.12.4", "google-genai-sdk/1.9.0 gl-node/v20.18.0"])),
                model, msgs, 2, tnote, endpoint="gemini",
                extra={"generationConfig": {"temperature": pick(rng, [0, 0.2, 0.7]), "maxOutputTokens": pick(rng, [1024, 2048, 8192])}},
                loop_desc="Gemini text-protocol")


def fam_anthropic_xml(rng, acc):
    proj = new_project(rng)
    task, _ = loop_task(rng, proj, allow_small=True)
    msgs = [{"role": "system", "content": SP.ANTHROPIC_XML_SYS}, {"role": "user", "content": f"Repository: {proj.root}\nTask: {task}"}]

    def act(st, short):
        a = f"<read path=\"{st.path}\"/>" if st.kind == "read" and st.path else f"<bash>{st.cmd}</bash>"
        return a if short else f"{st.sentence}\n{a}"

    def res(st):
        return f"<result exit_code=\"{st.code}\">\n{st.text}\n</result>"

    for st in history_steps(rng, proj, rng.randint(0, 10)):
        cap(st)
        msgs.append({"role": "assistant", "content": act(st, False)})
        msgs.append({"role": "user", "content": res(st)})
    out = final_step(rng, proj)
    cap(out, 8000)
    style = pick(rng, ["xml_tag", "xml_tag", "sentence+xml_tag"])
    msgs.append({"role": "assistant", "content": act(out, style == "xml_tag")})
    msgs.append({"role": "user", "content": res(out)})
    shape = f"{style}->{obs_kind(out)}"
    finish_chat(rng, acc, "anthropic_xml_agent", shape, h_anthropic(rng), pick(rng, CLAUDE_MODELS), msgs, 2,
                note(f"home-made sandbox agent on the Messages API with <bash> tags ({proj.name})", out, style, " inside <result exit_code>"),
                extra={"max_tokens": pick(rng, [1024, 4096, 8192]), "temperature": pick(rng, [0, 0.3]), "stop_sequences": ["</bash>"] if chance(rng, 0.3) else None},
                endpoint="messages", loop_desc="Messages-API XML")
    b = acc.records[-1]["body"]
    if b.get("stop_sequences") is None:
        b.pop("stop_sequences", None)


JUP_TASKS = ["Load data/sales_2024.csv, clean it, compute monthly revenue per region and save a bar chart to out/revenue.png.",
             "Find out why the churn numbers in the dashboard differ from the raw events table, using events.parquet.",
             "Build a simple forecast of next month's ticket volume from tickets.csv and plot it.",
             "Analiza el fichero ventas.csv: ventas por mes y por tienda, y detecta valores atípicos."]


def jup_step(rng, n):
    cell = pick(rng, ["df = pd.read_csv('data/sales_2024.csv')\ndf.head()", "df.info()", "df['region'].value_counts()",
                      "df.groupby(df['date'].dt.to_period('M'))['amount'].sum()", "df['amount_eur'].describe()", "df.isna().sum()",
                      "df = df.dropna(subset=['amount'])", "plt.savefig('out/revenue.png')"])
    if "amount_eur" in cell:
        out = ("---------------------------------------------------------------------------\nKeyError                                  Traceback (most recent call last)\n"
               f"Cell In[{n}], line 1\n----> 1 df['amount_eur'].describe()\n\nFile /opt/conda/lib/python3.11/site-packages/pandas/core/frame.py:4102, in DataFrame.__getitem__(self, key)\n"
               "KeyError: 'amount_eur'")
    elif "info" in cell:
        out = f"<class 'pandas.core.frame.DataFrame'>\nRangeIndex: {rng.randint(1000, 90000)} entries, 0 to 9999\nData columns (total 5 columns):\n #   Column  Non-Null Count  Dtype  \n---  ------  --------------  -----  \n 0   date    10000 non-null  object \n 1   region  10000 non-null  object \n 2   store   9987 non-null   object \n 3   amount  9950 non-null   float64\n 4   qty     10000 non-null  int64  \ndtypes: float64(1), int64(1), object(3)\nmemory usage: 390.8+ KB"
    elif "value_counts" in cell:
        out = f"Out[{n}]:\nregion\nEU      {rng.randint(1000, 5000)}\nNA      {rng.randint(1000, 5000)}\nAPAC    {rng.randint(500, 3000)}\nLATAM    {rng.randint(100, 900)}\nName: count, dtype: int64"
    elif "isna" in cell:
        out = f"Out[{n}]:\ndate       0\nregion     0\nstore     13\namount    50\nqty        0\ndtype: int64"
    elif "groupby" in cell:
        out = "---------------------------------------------------------------------------\nAttributeError: Can only use .dt accessor with datetimelike values" if chance(rng, 0.4) else \
            f"Out[{n}]:\ndate\n2024-01    {rng.randint(100000, 900000)}.50\n2024-02    {rng.randint(100000, 900000)}.10\n2024-03    {rng.randint(100000, 900000)}.00\nFreq: M, Name: amount, dtype: float64"
    elif "head" in cell:
        out = f"Out[{n}]:\n         date region store  amount  qty\n0  2024-01-02     EU  B-12   59.90    1\n1  2024-01-02     NA  N-03  120.00    2\n2  2024-01-03   APAC  T-01   15.50    1"
    else:
        out = ""
    return cell, out


def fam_jupyter(rng, acc):
    task = pick(rng, JUP_TASKS)
    msgs = [{"role": "system", "content": SP.JUPYTER_SYS}, {"role": "user", "content": task}]
    n = 1
    for _ in range(rng.randint(0, 10)):
        cell, out = jup_step(rng, n)
        msgs.append({"role": "assistant", "content": f"{pick(rng, ['Let me look at the data.', 'Next, check the columns.', 'Now aggregate.'])}\n```python\n{cell}\n```"})
        msgs.append({"role": "user", "content": out if out else "(cell executed, no output)"})
        n += 1
    cell, out = jup_step(rng, n)
    cell1 = cell.split("\n")[-1]
    msgs.append({"role": "assistant", "content": f"```python\n{cell1}\n```"})
    msgs.append({"role": "user", "content": out if out else pick(rng, ["(cell executed, no output)", f"Out[{n}]: None"])})
    kind = "stack_trace" if "Error" in out else ("empty_output" if not out else "cell_output")
    shape = f"cmd_block->{kind}"
    tnote = f"notebook data-analysis agent: a one-line python cell was executed by the kernel and its {kind.replace('_', ' ')} is returned; running loop -> long_horizon"
    finish_chat(rng, acc, "jupyter_kernel_agent", shape, pick(rng, [h_openai_py, h_httpx])(rng), any_chat_model(rng), msgs, 2, tnote,
                extra={"temperature": pick(rng, [0, 0.2]), "stream": chance(rng, 0.5) or None}, loop_desc="notebook")


HOMEMADE_STYLES = ["run_prefix", "dollar", "json_cmd", "paren_call", "cmd_tag", "colon_action", "inline_code_sentence"]


def fam_homemade(rng, acc):
    proj = new_project(rng)
    task, _ = loop_task(rng, proj)
    style = pick(rng, HOMEMADE_STYLES)
    fbstyle = pick(rng, ["output_label", "stdout_stderr", "exit_first", "raw", "header"])
    sysps = {
        "run_prefix": "You are an agent that fixes code. To run a shell command, reply with a single line `RUN: <command>`. I will run it and paste the output back. Reply `DONE` when finished.",
        "dollar": "You can use a Linux shell. Reply with one line starting with `$ ` followed by the command. The output will be sent back to you.",
        "json_cmd": "Reply with exactly one JSON object per turn: {\"cmd\": \"<shell command>\"} to run a command, or {\"done\": \"<summary>\"} when finished.",
        "paren_call": "Available functions: read_file(path), list_dir(path), run(cmd), search(query), edit_file(path, old_str, new_str).\nCall exactly one function per message, like read_file(path='app.py'). The result is returned in the next message.",
        "cmd_tag": "Wrap shell commands in <cmd></cmd>. One command per reply. Results come back in the next user message.",
        "colon_action": "Describe your next action on one line, like 'Running: <command>' or 'Reading: <file>'. The script executes it and shows you the result.",
        "inline_code_sentence": "When you want to run something, write one short sentence with the command in backticks, e.g. I'll run `ls`. My script extracts and executes the first backticked command.",
    }
    sysp = sysps[style]
    if chance(rng, 0.4):
        sysp = f"Repo: {proj.root} ({proj.lang}). " + sysp

    def act(st):
        if style == "run_prefix":
            return f"RUN: {st.cmd}"
        if style == "dollar":
            return f"$ {st.cmd}"
        if style == "json_cmd":
            return json.dumps({"cmd": st.cmd})
        if style == "paren_call":
            t = {"read": "read_file", "ls": "list_dir", "grep": "search", "edit": "edit_file"}.get(st.kind, "run")
            a = {"read_file": f"path='{st.path}'", "list_dir": f"path='{st.path or '.'}'", "search": f"query='{st.args.get('query', '')}'",
                 "edit_file": f"path='{st.path}', old_str={st.args.get('old_str')!r}, new_str={st.args.get('new_str')!r}", "run": f"cmd={st.cmd!r}"}[t]
            return f"{t}({a})"
        if style == "cmd_tag":
            return f"<cmd>{st.cmd}</cmd>"
        if style == "colon_action":
            if st.kind == "read":
                return f"Reading: {st.path}"
            if st.kind == "ls":
                return pick(rng, ["Next step: list the src directory", f"Listing: {st.path or '.'}"])
            return f"Running: {st.cmd}"
        return f"I'll run `{st.cmd}`."

    def fb(st):
        t = st.text
        if fbstyle == "output_label":
            return f"Output:\n{t}" if t.strip() else "Output: (empty)"
        if fbstyle == "stdout_stderr":
            err = st.code != 0
            return f"[stdout]\n{'' if err else t}\n[stderr]\n{t if err else ''}\n[exit code] {st.code}"
        if fbstyle == "exit_first":
            return f"exit={st.code}\n{t}"
        if fbstyle == "header":
            return f"{tool_header(rng, st)}\n{t}" if t.strip() else tool_header(rng, st)
        return t if t.strip() else "(no output)"

    msgs = [{"role": "system", "content": sysp}, {"role": "user", "content": task}]
    for st in history_steps(rng, proj, rng.randint(0, 12)):
        cap(st)
        msgs.append({"role": "assistant", "content": act(st)})
        msgs.append({"role": "user", "content": fb(st)})
    out = final_step(rng, proj)
    cap(out, 8000)
    if chance(rng, 0.1):
        msgs.append({"role": "assistant", "content": out.sentence})
        msgs.append({"role": "user", "content": pick(rng, ["No command found in your reply. Use the format from the instructions.",
                                                           "I couldn't find a command to run. Please reply with exactly one command."])})
        shape = "plain_sentence->format_nudge"
        tnote = f"home-made Python agent script on {proj.name}: model wrote a sentence with no command; the script nudges; running loop -> long_horizon"
    else:
        msgs.append({"role": "assistant", "content": act(out)})
        msgs.append({"role": "user", "content": fb(out)})
        shape = f"{style}->{obs_kind(out)}({fbstyle})"
        tnote = note(f"home-made Python agent script on {proj.name}", out, style)
    finish_chat(rng, acc, "homemade_script_agent", shape, pick(rng, [h_openai_py, h_requests, h_httpx, h_aiohttp])(rng), any_chat_model(rng),
                msgs, 2, tnote, extra={"temperature": pick(rng, [0, 0.2, 0.7, None]), "max_tokens": pick(rng, [None, 300, 1000])},
                loop_desc="home-made script")



PROSE_SYS = [
    "You are a repair agent for the repository at {root}. Say your next action in one line: a plain sentence (\"Open the settings module.\"), "
    "a tool call such as read_file(path='x') or {{\"tool\": \"run\", \"cmd\": \"...\"}}, or a shell command. The runner interprets it, executes it and "
    "answers in plain language. One action per turn. Say DONE when the task is complete.",
    "Agent runtime v2. Tools: run, read_file, search, edit, test. Write exactly one action per message, in any of the accepted forms "
    "(sentence, Name(args), JSON, or a bash block). Results come back as short human-readable reports.",
    "You drive a sandboxed workspace ({root}). The sandbox replies in natural language, sometimes with questions for you. Keep actions to a single line.",
]


def prose_feedback(rng, proj):
    """An action and a harness reply whose first line reads like prose, a request or a question."""
    k = pick(rng, ["test", "lint", "grep", "grep_none", "read_missing", "read", "run", "empty", "edit_lint", "nochange",
                   "notfound", "git_err", "blocked", "truncated", "test_pass", "which_file", "overwrite", "exit_stderr", "locale"])
    if k == "test":
        o = gen_test(rng, proj, True)
        nf, np_ = test_counts(o.text)
        head = pick(rng, [f"Tests failed: {max(nf, 1)} of {max(nf, 1) + np_}", "Please fix the following test failures:",
                          f"{max(nf, 1)} tests are failing. Details below."])
        return o, f"{head}\n\n{o.text}", "test_output"
    if k == "test_pass":
        o = gen_test(rng, proj, False)
        nf, np_ = test_counts(o.text)
        return o, pick(rng, [f"All {np_ or 'the'} tests passed.", "Tests passed. Anything else to check?"]) + f"\n\n{o.text}", "test_output"
    if k == "lint":
        o = STEP_GENS["lint"](rng, proj, False)
        return o, f"Please fix the following errors:\n{o.text}", "lint_output"
    if k == "grep":
        o = gen_grep(rng, proj, "tool")
        return o, o.text, "search_results"
    if k == "grep_none":
        o = STEP_GENS["grep_none"](rng, proj)
        return o, f"No matches found for '{o.args.get('query')}'.", "no_matches"
    if k == "read_missing":
        o = STEP_GENS["read_missing"](rng, proj)
        return o, pick(rng, [f"Could not find file {o.path}", f"Could not find file {o.path}. Did you mean src/{o.path.split('/')[-1]}?"]), "missing_file"
    if k == "read":
        o = gen_read(rng, proj)
        return o, pick(rng, [f"Here is the content of {o.path}:\n", f"File {o.path} ({o.text.count(chr(10)) + 1} lines):\n"]) + o.text, "file_contents"
    if k == "run":
        o = gen_run(rng, proj)
        return o, f"Here is the output of your command:\n{o.text}", "stack_trace"
    if k == "empty":
        o = STEP_GENS["empty"](rng, proj)
        return o, "Command executed successfully with no output", "empty_output"
    if k == "edit_lint":
        o = gen_edit(rng, proj, "lint")
        return o, o.text if o.text.startswith(("The edit", "Edit applied", "Please fix", "Your edit")) else "The edit was applied; lint reports:\n" + o.text, "edit_lint"
    if k == "nochange":
        o = gen_edit(rng, proj, "nochange")
        return o, "No changes.", "no_changes"
    if k == "notfound":
        o = gen_edit(rng, proj, "notfound")
        return o, f"I could not apply your edit: the text to replace was not found in {o.path}. Read the file again and retry with the exact text.", "edit_error"
    if k == "git_err":
        o = Out("git", "git checkout -- src/old_module.py", "error: pathspec 'src/old_module.py' did not match any file(s) known to git", 1,
                "run_command", {"command": "git checkout -- src/old_module.py"}, "Restoring the old module from git.")
        return o, o.text, "raw_output"
    if k == "blocked":
        cmd = pick(rng, ["sudo apt-get install -y libpq-dev", "curl https://get.example.sh | sh", "rm -rf /", "docker run --privileged alpine"])
        o = Out("run", cmd, "", 126, "run_command", {"command": cmd}, "Installing the system dependency.")
        return o, pick(rng, [f"Sorry, that command is not allowed in this sandbox: {cmd}", f"Blocked by policy: `{cmd}`. Please find another way."]), "blocked"
    if k == "truncated":
        o = gen_test(rng, proj, True)
        return o, "Warning: the output was truncated to the last 60 lines. Narrow your command if you need more.\n" + o.text[-2500:], "truncated"
    if k == "which_file":
        o = Out("read", "cat app.py", "", 2, "read_file", {"path": "app.py"}, "Let me open app.py.")
        return o, f"Which file do you mean? There are 2 matches for app.py:\n  src/app.py\n  tests/fixtures/app.py\nReply with the full path.", "harness_question"
    if k == "overwrite":
        o = Out("edit", "write config.json", "", 0, "write_file", {"path": "config.json"}, "Writing the new config file.")
        return o, "config.json already exists. Do you want to overwrite it? Answer yes or no, or choose another path.", "harness_question"
    if k == "exit_stderr":
        o = gen_build(rng, proj, True)
        return o, f"Exit code {o.code}. stderr:\n{o.text}", "compiler_errors"
    o, loc = gen_locale(rng, proj)
    return o, o.text, "locale_output"


def fam_prose_harness(rng, acc):
    proj = new_project(rng)
    task, _ = loop_task(rng, proj, allow_small=True)
    msgs = [{"role": "system", "content": pick(rng, PROSE_SYS).format(root=proj.root)}, {"role": "user", "content": task}]

    def act(o, style):
        if style == "plain_sentence":
            return planner_sentence(rng, o) if not o.sentence or chance(rng, 0.3) else o.sentence
        if style == "colon_action":
            return pick(rng, [f"Running: {o.cmd}", f"Next step: {o.sentence[0].lower() + o.sentence[1:] if o.sentence else o.cmd}"])
        if style == "paren_call":
            return f"{o.tool}({kv_args(o.args)})"
        if style == "json_line":
            return json.dumps({"tool": o.tool, **o.args})
        if style == "inline_code_sentence":
            return f"I'll run `{o.cmd}`."
        return f"```bash\n{o.cmd}\n```"

    styles = ["plain_sentence", "plain_sentence", "colon_action", "paren_call", "json_line", "cmd_block", "inline_code_sentence"]
    for _ in range(rng.randint(0, 9)):
        o, fb, _k = prose_feedback(rng, proj)
        msgs.append({"role": "assistant", "content": act(o, pick(rng, styles))})
        msgs.append({"role": "user", "content": trim_text(fb, 2500)})
    o, fb, kind = prose_feedback(rng, proj)
    style = pick(rng, styles)
    a = act(o, style)
    if style == "colon_action" and not a.startswith(("Running:", "Next step:")):
        style = "plain_sentence"
    msgs.append({"role": "assistant", "content": a})
    fb = trim_text(fb, 8000)
    msgs.append({"role": "user", "content": fb})
    first = fb.split("\n")[0][:70]
    tnote = (f"runner with human-readable tool reports on {proj.name}: last assistant turn \"{a[:60]}\", then the runner's report whose "
             f"first line reads like prose or a request (\"{first}\"); it is machine feedback on the action -> long_horizon")
    finish_chat(rng, acc, "prose_report_harness", f"{style}->{kind}", pick(rng, [h_openai_py, h_httpx, h_openai_js, h_requests])(rng),
                any_chat_model(rng), msgs, 2, tnote, extra={"temperature": pick(rng, [0, 0.2, None]), "max_tokens": pick(rng, [None, 512, 2048])},
                loop_desc="prose-report runner")

# weight = roughly how many records
FAMILIES = [
    (fam_mini_swe, 56), (fam_swe_text, 42), (fam_react_chat, 56), (fam_react_completions, 42), (fam_smolagents, 52),
    (fam_open_interpreter, 42), (fam_autogpt, 38), (fam_aider_run, 42), (fam_cline_xml, 47), (fam_openhands, 38),
    (fam_autogen, 42), (fam_hermes, 38), (fam_sql, 33), (fam_web, 33), (fam_terminal_auto, 42), (fam_planner, 46),
    (fam_flattened, 48), (fam_gemini_text, 38), (fam_anthropic_xml, 38), (fam_jupyter, 33), (fam_homemade, 52), (fam_prose_harness, 75),
]


def generate(rng):
    acc = A()
    for fn, n in FAMILIES:
        for _ in range(n):
            fn(rng, acc)
    return acc.records
