"""Shared scenario pieces: context, abstract agent steps, protocol converters, decorations."""
import json
from . import content as C
from . import prompts as P
from . import tools as T

THOUGHTS = [
    "Let me look at the project layout first.", "I'll search for where this is handled.", "Reading the relevant file.",
    "The failure points at this function; checking its callers.", "Let me run the tests to see the current state.",
    "I'll apply a minimal fix here.", "Now re-running the tests.", "That edit didn't match; re-reading the file.",
    "Checking the config loader as well.", "Looks like the bug is an off-by-one in the loop bound.",
    "I need to see how this is wired in the entrypoint.", "Let me check git history for this area.",
    "The lint step reports an unused import; fixing.", "Tests pass now; checking lint.", "",
]
EDIT_PAIRS = {
    "python": [("    for i in range(0, len(items) - 1, size):", "    for i in range(0, len(items), size):"),
               ("        if time.monotonic() - stamp > self.ttl:\n            return value", "        if time.monotonic() - stamp > self.ttl:\n            del self._data[key]\n            return None"),
               ("    return result", "    return dict(result)"),
               ("        clauses.append(f\"{key} = '{value}'\")", "        clauses.append(f\"{key} = %s\")\n        params.append(value)")],
    "typescript": [("    if (idx < 0) continue;", "    if (idx <= 0) continue;"), ("  let timer: ReturnType<typeof setTimeout> | undefined;", "  let timer: ReturnType<typeof setTimeout> | null = null;"),
                   ("    if (res.status < 500) throw new Error(`request failed: ${res.status}`);", "    if (res.status < 500 && res.status !== 429) throw new Error(`request failed: ${res.status}`);")],
    "go": [("\t\t\tcontinue", "\t\t\treturn nil, fmt.Errorf(\"bad line %q\", sc.Text())"), ("\t\thttp.Error(w, err.Error(), http.StatusInternalServerError)", "\t\tif errors.Is(err, store.ErrNotFound) {\n\t\t\thttp.NotFound(w, r)\n\t\t\treturn\n\t\t}\n\t\thttp.Error(w, \"internal error\", http.StatusInternalServerError)")],
    "rust": [("        if self.entries.len() == self.capacity {", "        if self.entries.len() >= self.capacity {")],
    "java": [("            if (idx < 0) continue;", "            if (idx <= 0) continue;")],
}
PATTERNS = ["session_id", "cache.get", "TODO", "def login", "retry", "expires_at", "handleSubmit", "ErrNotFound", "timeout", "parse_header", "import moment"]
DATES = ["2025-03-14", "2025-05-02", "2025-06-27", "2025-08-11", "2025-09-30", "2025-10-21", "2025-11-05", "2026-01-16", "2026-02-09"]


class Ctx:
    def __init__(self, rng, idx, text, label, kind, lang, needs_code, sc):
        self.rng = rng
        self.idx = idx
        self.text = text
        self.label = label
        self.kind = kind
        self.lang = lang
        self.sc = sc
        self.proj = C.Project(rng)
        self.date = rng.choice(DATES)
        self.needs_code = needs_code
        self.code = None
        if needs_code:
            tgt = None
            if "`" in text:
                import re
                m = re.search(r"`([a-z_][a-z0-9_]*)`", text)
                if m and m.group(1) in C.FN_NAMES:
                    tgt = m.group(1)
            self.target = tgt
            self.code = C.snippet(rng, self.proj.lang, tgt)
        self.session = self.uuid()

    def hex(self, n):
        return "".join("0123456789abcdef"[self.rng.getrandbits(4)] for _ in range(n))

    def uuid(self):
        h = self.hex(32)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:]}"

    def chance(self, p):
        return self.rng.random() < p

    def pick(self, seq):
        return self.rng.choice(seq)

    def fence(self):
        return self.proj.L["fence"]


# ---------------- abstract steps ----------------
def make_steps(c, rounds, finish_pass=True):
    rng, proj = c.rng, c.proj
    steps = []
    edit_pairs = EDIT_PAIRS[proj.lang]
    plan = ["list", "search", "read", "test", "read", "edit", "test"]
    for i in range(rounds):
        if i < len(plan) and rng.random() < 0.7:
            op = plan[i]
        else:
            op = C.wchoice(rng, [("read", 4), ("search", 2), ("edit", 3), ("test", 2), ("run", 2), ("list", 1), ("write", 1)])
        st = {"op": op, "thought": rng.choice(THOUGHTS)}
        if op == "read":
            st["path"] = proj.code_path() if rng.random() < 0.8 else proj.test_path()
            body = C.code_file(rng, proj, nfuncs=rng.randint(1, 4))
            st["lines"] = body.count("\n") + 1
            st["raw"] = body
            st["out"], st["code"] = body, 0
        elif op == "search":
            st["pattern"] = rng.choice(PATTERNS)
            st["out"], st["code"] = C.grep_out(rng, proj, st["pattern"]), 0
        elif op == "list":
            st["path"] = "."
            st["out"], st["code"] = C.ls_out(rng, proj), 0
        elif op == "test":
            st["cmd"] = proj.L["test"]
            st["desc"] = "Run test suite"
            last = i == rounds - 1
            st["out"], st["code"] = C.test_out(rng, proj, fail=not (last and finish_pass) and rng.random() < 0.8)
        elif op == "run":
            kind = rng.choice(["lint", "build", "git", "log", "trace"])
            if kind == "lint":
                st["cmd"] = proj.L["lint"]; st["out"], st["code"] = C.lint_out(rng, proj)
            elif kind == "build":
                st["cmd"] = proj.L["build"]; st["out"], st["code"] = C.build_err(rng, proj)
            elif kind == "git":
                st["cmd"] = "git status"; st["out"], st["code"] = C.git_status(rng, proj), 0
            elif kind == "log":
                st["cmd"] = "git log --oneline -5"; st["out"], st["code"] = C.git_log(rng), 0
            else:
                st["cmd"] = f"python -m {proj.pkg}" if proj.lang == "python" else proj.L["build"]
                st["out"], st["code"] = C.traceback_out(rng, proj), 1
            st["desc"] = "Check output"
        elif op == "edit":
            st["path"] = proj.code_path()
            st["old"], st["new"] = rng.choice(edit_pairs)
            st["line"] = rng.randint(3, 150)
            if rng.random() < 0.12:
                st["out"], st["code"], st["error"] = "Error: the text to replace was not found in the file.", 1, True
            else:
                st["out"], st["code"] = f"The file {st['path']} has been updated.", 0
        elif op == "write":
            ext = proj.L["ext"]
            st["path"] = f"tests/test_regression.{ext}" if ext == "py" else f"tests/regression_test.{ext}"
            st["content"] = C.func(rng, proj.lang)
            st["out"], st["code"] = f"Created {st['path']}", 0
        steps.append(st)
    return steps


def rounds_for(c):
    return C.wchoice(c.rng, [(1, 6), (2, 6), (3, 6), (4, 5), (5, 4), (6, 3), (8, 3), (10, 2), (12, 2), (15, 1), (20, 1), (25, 1), (30, 1)])


# ---------------- result text ----------------
def result_text(step, style, proj):
    out, code = step["out"], step.get("code", 0)
    op = step["op"]
    if op == "read":
        if style == "cat":
            return C.numbered(out, "cat")
        if style == "pipe":
            return C.numbered(out, "pipe")
        if style == "colon":
            return C.numbered(out, "colon")
        return out
    if op in ("run", "test"):
        if style == "codex":
            return f"Exit code: {code}\nWall time: {step.get('wall', 1.3)} seconds\nOutput:\n{out}"
        if style == "codex_json":
            return json.dumps({"output": out, "metadata": {"exit_code": code, "duration_seconds": 1.2}})
        if style == "oh":
            return f"{out}\n[The command completed with exit code {code}.]"
        if style == "gemini":
            return f"Command: {step['cmd']}\nDirectory: (root)\nStdout: {out}\nStderr: (empty)\nExit Code: {code}"
        if style == "copilot":
            return out + ("" if code == 0 else f"\n\nCommand exited with code {code}")
        if style == "cline":
            return f"Command executed.\nOutput:\n{out}"
        return out if code == 0 else f"{out}\n(exit status {code})"
    return out


# ---------------- converters ----------------
def oa_loop(c, key, steps, rstyle, parallel=0.25, id_style="call"):
    """OpenAI chat: assistant tool_calls + tool messages."""
    msgs = []
    i = 0
    while i < len(steps):
        group = [steps[i]]
        if steps[i]["op"] in ("read", "search", "list") and c.rng.random() < parallel:
            j = i + 1
            while j < len(steps) and steps[j]["op"] in ("read", "search", "list") and len(group) < 3:
                group.append(steps[j]); j += 1
        calls = []
        for st in group:
            name, args = T.call_for(key, st, c.proj)
            cid = (f"call_{c.hex(24)}" if id_style == "call" else f"toolu_{c.hex(24)}" if id_style == "toolu" else c.hex(9))
            st["_id"] = cid
            calls.append({"id": cid, "type": "function", "function": {"name": name, "arguments": T.args_json(args)}})
        th = group[0].get("thought") or None
        msgs.append({"role": "assistant", "content": th, "tool_calls": calls})
        for st in group:
            msgs.append({"role": "tool", "tool_call_id": st["_id"], "content": result_text(st, rstyle, c.proj)})
        i += len(group)
    return msgs


def an_loop(c, key, steps, rstyle="cat", reminder_p=0.1):
    """Anthropic messages: assistant tool_use blocks, user tool_result blocks."""
    msgs = []
    for st in steps:
        name, args = T.call_for(key, st, c.proj)
        tid = f"toolu_01{c.hex(22)}"
        blocks = []
        if st.get("thought"):
            blocks.append({"type": "text", "text": st["thought"]})
        blocks.append({"type": "tool_use", "id": tid, "name": name, "input": args})
        msgs.append({"role": "assistant", "content": blocks})
        res = {"type": "tool_result", "tool_use_id": tid, "content": result_text(st, rstyle, c.proj)}
        if st.get("error") or (st["op"] in ("run", "test") and st.get("code")):
            res["is_error"] = True
        ub = [res]
        if c.rng.random() < reminder_p:
            ub.append({"type": "text", "text": "<system-reminder>\n" + P.REMINDERS[0] + "\n</system-reminder>"})
        msgs.append({"role": "user", "content": ub})
    return msgs


def rs_loop(c, key, steps, rstyle="codex"):
    items = []
    for st in steps:
        if c.rng.random() < 0.5:
            items.append({"type": "reasoning", "summary": ([{"type": "summary_text", "text": "**" + (st.get("thought") or "Inspecting") + "**"}] if st.get("thought") else []),
                          "encrypted_content": "gAAAAA" + c.hex(80)})
        name, args = T.call_for(key, st, c.proj)
        cid = f"call_{c.hex(24)}"
        items.append({"type": "function_call", "name": name, "arguments": T.args_json(args), "call_id": cid})
        items.append({"type": "function_call_output", "call_id": cid, "output": result_text(st, rstyle, c.proj)})
    return items


# ---------------- text-protocol renderings ----------------
def xml_action(key, st, proj):
    op = st["op"]
    if op == "read":
        return "read_file", f"<read_file>\n<path>{st['path']}</path>\n</read_file>"
    if op == "search":
        return "search_files", f"<search_files>\n<path>.</path>\n<regex>{st['pattern']}</regex>\n</search_files>"
    if op == "list":
        return "list_files", f"<list_files>\n<path>.</path>\n<recursive>true</recursive>\n</list_files>"
    if op in ("run", "test"):
        return "execute_command", f"<execute_command>\n<command>{st['cmd']}</command>\n<requires_approval>false</requires_approval>\n</execute_command>"
    if op == "edit":
        return "replace_in_file", f"<replace_in_file>\n<path>{st['path']}</path>\n<diff>\n------- SEARCH\n{st['old']}\n=======\n{st['new']}\n+++++++ REPLACE\n</diff>\n</replace_in_file>"
    return "write_to_file", f"<write_to_file>\n<path>{st['path']}</path>\n<content>\n{st.get('content', '')}\n</content>\n</write_to_file>"


def xml_result(name, st, proj):
    tgt = st.get("path") or st.get("cmd") or st.get("pattern") or "."
    if st["op"] == "read":
        body = f"<file_content path=\"{st['path']}\">\n{C.numbered(st['out'], 'pipe')}\n</file_content>"
    elif st["op"] in ("run", "test"):
        body = result_text(st, "cline", proj)
    else:
        body = st["out"]
    return f"[{name} for '{tgt}'] Result:\n{body}"


def react_action(key, st, proj):
    name, args = T.call_for("react", st, proj)
    th = st.get("thought") or "I should look at the code."
    return f"Thought: {th}\nAction: {name}\nAction Input: {json.dumps(args, ensure_ascii=False)}"


def react_obs(st, proj):
    return "Observation: " + result_text(st, "plain", proj)


def bash_action(st, proj):
    th = st.get("thought") or "Next I'll inspect the repository."
    return f"THOUGHT: {th}\n\n```bash\n{T.shell_cmd(st, proj)}\n```"


def bash_obs(st, proj):
    out = st["out"]
    if st["op"] == "read":
        out = C.numbered(out, "cat")
    return f"<returncode>{st.get('code', 0)}</returncode>\n<output>\n{out}\n</output>"


# ---------------- decorations ----------------
def env_details(c, mode=None, with_files=True):
    p = c.proj
    vis = c.pick(p.files)
    tabs = ", ".join(c.rng.sample(p.files, min(len(p.files), c.rng.randint(1, 5))))
    s = f"<environment_details>\n# VSCode Visible Files\n{vis}\n\n# VSCode Open Tabs\n{tabs}\n\n# Current Time\n{c.date} {c.rng.randint(8, 22)}:{c.rng.randint(10, 59)} (UTC{c.pick(['+1', '+2', '-5', '+9', '+0', '+5:30'])})\n"
    if mode:
        s += f"\n# Current Mode\n<slug>{mode}</slug>\n"
    if with_files:
        s += f"\n# Current Working Directory ({p.root}) Files\n{C.tree(p)}\n"
    s += "</environment_details>"
    return s


def rules_text(c):
    L = c.proj.L
    return c.pick(P.RULES_FILES).format(test=L["test"], lint=L["lint"], build=L["build"])


def guide(c, n_min, n_max):
    k = c.rng.randint(n_min, n_max)
    start = c.rng.randrange(len(P.GUIDE))
    return "\n\n".join(P.GUIDE[(start + i) % len(P.GUIDE)] for i in range(k))


def code_block(c, code=None, path=None):
    code = code if code is not None else c.code
    return f"```{c.fence()}{(' ' + path) if path else ''}\n{code}```"


def big_file(c, target=None):
    return C.code_file(c.rng, c.proj, target=target, min_chars=c.rng.choice([8000, 20000, 40000, 52000]))


def wrap_ask(c, allow=True):
    if not allow or not c.chance(0.3):
        return c.text, "plain"
    t = c.pick(P.TEMPLATE_WRAPS)
    return t.format(ask=c.text), "template"


def ask_with_code(c, text=None, where="after"):
    """The ask plus any supplied code it refers to."""
    text = text if text is not None else c.text
    if c.code:
        cb = code_block(c)
        return f"{cb}\n\n{text}" if where == "before" else f"{text}\n\n{cb}"
    return text


def prior_turns(c, n):
    qa = c.rng.sample(P_QA(), n)
    out = []
    for q, a in qa:
        out.append(("user", q))
        out.append(("assistant", a))
    return out


def P_QA():
    from .asks import PRIOR_QA
    return PRIOR_QA


def nudge(c):
    from .asks import NUDGES
    return c.pick(NUDGES.get(c.lang) or NUDGES["en"])


def transcript_lines(c, steps, user_text, blocks=False):
    """Plain transcript of a loop used by summary side calls."""
    rows = [f"USER: {user_text}"]
    for st in steps:
        name, args = T.call_for("react", st, c.proj)
        rows.append(f"ASSISTANT: {st.get('thought') or ''} -> {name}({json.dumps(args, ensure_ascii=False)[:200]})")
        rows.append(f"TOOL: {result_text(st, 'plain', c.proj)[:600]}")
    return rows if blocks else "\n".join(rows)
