"""Shared machinery: projects, agent trajectories, headers, tool schemas, ask attachments."""
import hashlib
import json
import random

import content as C
import asks as A


def sub_rng(*parts):
    h = hashlib.sha256("|".join(str(p) for p in parts).encode()).hexdigest()
    return random.Random(int(h[:16], 16))


def hexid(rng, n=32):
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def uuid(rng):
    h = hexid(rng, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:32]}"


# ------------------------------------------------------------------ project context
class Project:
    def __init__(self, rng):
        self.name, self.lang = rng.choice(C.PROJECTS)
        self.files = C.repo_files(rng, self.name, self.lang)
        user = rng.choice(["dev", "mkovacs", "ana", "tobi", "priya", "j.lee", "runner", "sam"])
        self.root = rng.choice([f"/home/{user}/code/{self.name}", f"/Users/{user}/src/{self.name}",
                                f"/workspace/{self.name}", f"/home/{user}/{self.name}"])
        self.os = "darwin" if self.root.startswith("/Users") else "linux"
        self.branch = rng.choice(["main", "main", "develop", f"fix/{C.ent(rng)}-{rng.randint(10, 999)}", "feature/export"])
        self.date = f"2026-{rng.randint(1, 11):02d}-{rng.randint(1, 28):02d}"

    def src_files(self):
        ext = C.EXT[self.lang]
        return [f for f in self.files if f.endswith(ext)] or self.files


# ------------------------------------------------------------------ agent trajectory (generic)
THOUGHTS = {
    "ls": ["Let me look at the project layout first.", "I'll start by listing the repository.", "Checking the directory structure."],
    "grep": ["Searching for where `{p}` is used.", "Let me find the definition of `{p}`.", "I'll grep for `{p}` across the source tree."],
    "read": ["Reading `{f}` to understand the current logic.", "Let me open `{f}`.", "I need to see the rest of `{f}`."],
    "edit": ["The bug is in `{f}`: the condition is inverted. Fixing it.", "Updating `{f}` with the change.",
             "I'll apply the fix in `{f}`.", "Adjusting `{f}` so the new parameter is passed through."],
    "write": ["Creating `{f}`.", "Adding a new file `{f}` for the tests."],
    "test_fail": ["Running the tests to see the current failures.", "Let me run the test suite.", "Re-running the tests after the edit."],
    "test_pass": ["Running the tests again to confirm.", "Verifying the fix with the test suite."],
    "git": ["Checking what changed so far.", "Let me look at the git status."],
}


def make_steps(rng, P, n, allowed=None):
    """Generic trajectory of n tool rounds. Each step: dict(kind, args..., output, thought).
    allowed: optional set of step kinds a client's tools can express (ls, git, grep, read, edit, write, test)."""
    steps = []
    src = P.src_files()
    tests_fail = True
    for i in range(n):
        if i == 0:
            kind = rng.choice(["ls", "ls", "grep", "git"])
        elif i < 3:
            kind = rng.choice(["grep", "read", "read"])
        else:
            kind = rng.choice(["read", "edit", "test", "grep", "edit", "test", "write"])
        if allowed is not None and kind not in allowed:
            kind = rng.choice(sorted(allowed))
        f = rng.choice(src)
        st = {"kind": kind}
        if kind == "ls":
            st.update(path=P.root, output=C.ls_output(rng, P.files))
        elif kind == "git":
            st.update(kind="shell", cmd="git status --short && git log --oneline -5",
                      output="\n".join(f" M {x}" for x in rng.sample(src, min(2, len(src)))) + "\n" +
                      "\n".join(f"{hexid(rng, 7)} {rng.choice(['fix', 'feat', 'chore', 'refactor'])}: {rng.choice(['tidy', 'update', 'handle'])} {C.ent(rng)} {rng.choice(['totals', 'export', 'parsing', 'retries'])}" for _ in range(5)),
                      code=0)
        elif kind == "grep":
            p = C.ident(rng, "camel" if P.lang == "ts" else "snake")
            st.update(pattern=p, path=P.root, output=C.grep_output(rng, P.files, p))
        elif kind == "read":
            parts = []
            for _ in range(rng.randint(3, 12)):
                parts.append(C.snippet(rng, P.lang)[2])
            code = "\n\n".join(parts)
            st.update(path=f"{P.root}/{f}", rel=f, output=C.numbered(code), raw=code)
        elif kind == "edit":
            l, fn, code = C.snippet(rng, P.lang)
            lines = code.strip().split("\n")
            j = rng.randrange(1, max(2, len(lines) - 1))
            old = "\n".join(lines[j:j + 2])
            new = old.replace("if ", "if not ", 1) if "if " in old else old + "\n" + ("    " if P.lang == "py" else "  ") + ("pass" if P.lang == "py" else "// handled above")
            st.update(path=f"{P.root}/{f}", rel=f, old=old, new=new,
                      output=f"Edited {P.root}/{f}: replaced 1 occurrence.\n" + C.numbered("\n".join(lines[max(0, j - 2):j + 4]), j - 1))
        elif kind == "write":
            l, fn, code = C.snippet(rng, P.lang)
            tf = f"tests/test_{fn}.py" if P.lang == "py" else f.replace(C.EXT[P.lang], ".test" + C.EXT[P.lang]) if P.lang == "ts" else f.replace(".go", "_extra_test.go") if P.lang == "go" else "tests/extra.rs"
            st.update(path=f"{P.root}/{tf}", rel=tf, content=code, output=f"File created successfully at: {P.root}/{tf}")
        else:
            ok = (not tests_fail) or (i == n - 1 and rng.random() < 0.3) or rng.random() < 0.2
            st.update(kind="shell", cmd=C.test_cmd(P.lang),
                      output=C.test_pass(rng, P.lang) if ok else C.test_failure(rng, P.lang, P.name),
                      code=0 if ok else 1)
            if ok:
                tests_fail = False
        th_key = st["kind"] if st["kind"] != "shell" else ("git" if st.get("cmd", "").startswith("git") else ("test_pass" if st.get("code") == 0 else "test_fail"))
        st["thought"] = rng.choice(THOUGHTS[th_key]).format(p=st.get("pattern", ""), f=st.get("rel", f))
        steps.append(st)
    return steps


def step_as_shell(st, P):
    """Express any generic step as a shell command (for bash-only agents)."""
    k = st["kind"]
    if k == "shell":
        return st["cmd"]
    if k == "ls":
        return f"ls -la {st['path']}"
    if k == "grep":
        return f"grep -rn \"{st['pattern']}\" --include='*{C.EXT[P.lang]}' ."
    if k == "read":
        return f"cat -n {st['rel']}"
    if k == "edit":
        o = st['old'].split(chr(10))[0].replace("'", "'\\''")
        n = st['new'].split(chr(10))[0].replace("'", "'\\''")
        return f"python - <<'EOF'\nimport pathlib\np = pathlib.Path('{st['rel']}')\ns = p.read_text()\np.write_text(s.replace('''{o}''', '''{n}''', 1))\nEOF"
    if k == "write":
        return f"cat > {st['rel']} <<'EOF'\n{st['content']}EOF"
    return "true"


def shell_output(st):
    out = st["output"]
    if st["kind"] == "edit":
        out = ""
    if st["kind"] == "write":
        out = ""
    if st["kind"] == "read":
        out = st["raw"]
    return out


def step_code(st):
    return st.get("code", 0)


# ------------------------------------------------------------------ schemas
def schema(props, required=None):
    return {"type": "object",
            "properties": {k: ({"type": v[0], "description": v[1]} if v[0] != "array" else {"type": "array", "items": {"type": "string"}, "description": v[1]})
                           for k, v in props.items()},
            "required": required if required is not None else list(props)[:1]}


GENERIC_PARAMS = {
    "shell": {"command": ("string", "The command to run."), "timeout": ("integer", "Optional timeout in milliseconds."),
              "description": ("string", "A few words saying what the command does.")},
    "read": {"file_path": ("string", "Absolute path of the file to read."), "offset": ("integer", "Line to start from."),
             "limit": ("integer", "Number of lines to read.")},
    "edit": {"file_path": ("string", "Absolute path of the file to modify."), "old_string": ("string", "Exact text to replace."),
             "new_string": ("string", "Replacement text."), "replace_all": ("boolean", "Replace every occurrence.")},
    "write": {"file_path": ("string", "Absolute path of the file to write."), "content": ("string", "Full file content.")},
    "ls": {"path": ("string", "Directory to list."), "ignore": ("array", "Glob patterns to skip.")},
    "grep": {"pattern": ("string", "Regular expression to search for."), "path": ("string", "Directory or file to search."),
             "glob": ("string", "Only search files matching this glob."), "-i": ("boolean", "Case-insensitive search.")},
    "glob": {"pattern": ("string", "Glob pattern such as src/**/*.ts."), "path": ("string", "Directory to search from.")},
    "todo": {"todos": ("array", "The full updated list of todo items.")},
    "web": {"url": ("string", "URL to fetch."), "prompt": ("string", "What to extract from the page.")},
    "think": {"thought": ("string", "The thought to record.")},
    "finish": {"message": ("string", "Final message for the user.")},
    "ask": {"question": ("string", "Question for the user.")},
    "search_web": {"query": ("string", "Search query.")},
}


def tools_for(rng, spec, fmt="openai", param_style=None):
    """spec: list of (name, generic_kind[, params override dict]). fmt: openai|anthropic|responses."""
    out = []
    for item in spec:
        name, kind = item[0], item[1]
        params = item[2] if len(item) > 2 else GENERIC_PARAMS[kind]
        desc = C.tool_desc(rng, kind)
        sch = schema(params)
        if fmt == "anthropic":
            out.append({"name": name, "description": desc, "input_schema": dict(sch, additionalProperties=False)})
        elif fmt == "responses":
            out.append({"type": "function", "name": name, "description": desc, "strict": False, "parameters": sch})
        else:
            out.append({"type": "function", "function": {"name": name, "description": desc, "parameters": sch}})
    return out


def call_args(st, names, P):
    """Map a generic step to (tool_name, args) using a family's tool names dict kind->(name, argstyle)."""
    k = st["kind"]
    if k not in names:
        name, style = names["shell"]
        return name, {style.get("command", "command"): step_as_shell(st, P)}
    name, style = names[k]
    g = lambda key, dflt: style.get(key, dflt)
    if k == "shell":
        return name, {g("command", "command"): st["cmd"]}
    if k == "ls":
        return name, {g("path", "path"): st["path"]}
    if k == "grep":
        return name, {g("pattern", "pattern"): st["pattern"], g("path", "path"): st["path"]}
    if k == "read":
        return name, {g("path", "file_path"): st["path"] if not style.get("rel") else st["rel"]}
    if k == "edit":
        a = {g("path", "file_path"): st["path"] if not style.get("rel") else st["rel"], g("old", "old_string"): st["old"], g("new", "new_string"): st["new"]}
        if style.get("cmd"):
            a = {"command": "str_replace", **{("path" if kk == g("path", "file_path") else kk): vv for kk, vv in a.items()}}
        return name, a
    if k == "write":
        a = {g("path", "file_path"): st["path"] if not style.get("rel") else st["rel"], g("content", "content"): st["content"]}
        if style.get("cmd"):
            a = {"command": "create", "path": a[g("path", "file_path")], "file_text": st["content"]}
        return name, a
    return name, {}


def result_text(st, style="plain"):
    out = st["output"]
    if st["kind"] == "shell":
        if style == "exit":
            return f"Exit code: {st['code']}\n{out}"
        if style == "xmlish":
            return f"<returncode>{st['code']}</returncode>\n<output>\n{out}\n</output>"
    return out


# ------------------------------------------------------------------ headers
def h_py_sdk(rng, ver=None, extra=None, async_=False):
    ver = ver or rng.choice(["1.54.4", "1.68.2", "1.82.0", "1.99.9", "2.3.0"])
    h = {"accept": "application/json", "content-type": "application/json", "user-agent": f"OpenAI/Python {ver}",
         "x-stainless-lang": "python", "x-stainless-package-version": ver, "x-stainless-os": rng.choice(["Linux", "MacOS"]),
         "x-stainless-arch": rng.choice(["x64", "arm64"]), "x-stainless-runtime": "CPython",
         "x-stainless-runtime-version": rng.choice(["3.11.9", "3.12.7", "3.13.1"]),
         "x-stainless-async": "async:asyncio" if async_ else "false", "x-stainless-retry-count": "0",
         "x-stainless-read-timeout": "600", "authorization": "Bearer sk-holdout-not-a-key"}
    if extra:
        h.update(extra)
    return h


def h_js_sdk(rng, ver=None, extra=None):
    ver = ver or rng.choice(["4.77.0", "4.104.0", "5.10.1", "5.20.3"])
    h = {"accept": "application/json", "content-type": "application/json", "user-agent": f"OpenAI/JS {ver}",
         "x-stainless-lang": "js", "x-stainless-package-version": ver, "x-stainless-os": rng.choice(["Linux", "MacOS", "Windows"]),
         "x-stainless-arch": rng.choice(["x64", "arm64"]), "x-stainless-runtime": "node",
         "x-stainless-runtime-version": rng.choice(["v20.18.0", "v22.11.0", "v22.20.0"]), "x-stainless-retry-count": "0",
         "authorization": "Bearer sk-holdout-not-a-key"}
    if extra:
        h.update(extra)
    return h


def h_plain(ua, extra=None, auth=True):
    h = {"content-type": "application/json", "user-agent": ua}
    if auth:
        h["authorization"] = "Bearer sk-holdout-not-a-key"
    if extra:
        h.update(extra)
    return h


# ------------------------------------------------------------------ attachments for asks
class Ask:
    """A concrete ask with its attachment."""

    def __init__(self, rng, label=None, lang=None, kinds=None, exclude=(), code_lang=None, big_kb=None):
        if lang is None:
            lang = pick_lang(rng, 0.3)
        a = A.make_ask(rng, label, lang, kinds, exclude)
        self.kind, self.label, self.needs, self.lang, self.ask_id = a["kind"], a["label"], a["needs"], a["lang"], a["ask_id"]
        self.attach = None
        self.attach_lang = None
        self.attach_path = None
        fn = None
        if self.needs == "code":
            if self.kind == "type_hints" and code_lang not in ("py", "ts", "js"):
                code_lang = rng.choice(["py", "py", "js"])
            if any(w in a["tmpl"] for w in ("None", "ValueError", "pytest", "docstring")):
                code_lang = "py"
            l, fn, code = C.snippet(rng, code_lang)
            self.attach, self.attach_lang = code, l
            self.attach_path = f"src/{rng.choice(C.MODULES)}/{rng.choice(['service', 'utils', 'handlers', 'core', 'helpers'])}{C.EXT[l]}"
        elif self.needs == "big":
            l = code_lang if code_lang in ("py", "ts") else rng.choice(["py", "py", "ts"])
            code, names = C.big_file(rng, big_kb or rng.randint(25, 90), l)
            fn = rng.choice(names[len(names) // 4:])
            self.attach, self.attach_lang = code, l
            self.attach_path = f"src/{rng.choice(C.MODULES)}/{rng.choice(['legacy', 'service', 'core', 'models'])}{C.EXT[l]}"
        elif self.needs == "sql":
            s, a1, a2 = C.sql_schema(rng)
            self.attach, self.attach_lang, self.attach_path = s, "sql", "db/schema.sql"
        elif self.needs == "diff":
            self.attach, self.attach_lang, self.attach_path = C.realistic_diff(rng), "diff", None
        self.fn = fn
        if self.kind == "bugfix_repo" and False:
            pass
        self.text = A.realize(rng, a, fn)
        self.ticket = False

    @classmethod
    def ticket_ask(cls, rng, lang="en"):
        self = cls.__new__(cls)
        self.kind, self.label, self.needs, self.lang = "ticket", A.L, None, lang
        self.ask_id = f"ticket.{lang}"
        self.attach = self.attach_lang = self.attach_path = self.fn = None
        self.text = A.ticket(rng, lang)
        self.ticket = True
        return self

    def fenced(self):
        if self.attach is None:
            return ""
        lang = C.FENCE.get(self.attach_lang, self.attach_lang)
        return f"```{lang}\n{self.attach.rstrip()}\n```"

    def fenced_path(self):
        if self.attach is None:
            return ""
        lang = C.FENCE.get(self.attach_lang, self.attach_lang)
        if self.attach_path:
            return f"```{lang} {self.attach_path}\n{self.attach.rstrip()}\n```"
        return self.fenced()

    def user_text(self, order="ask_first"):
        if self.attach is None:
            return self.text
        if order == "ask_first":
            return self.text + "\n\n" + self.fenced()
        return self.fenced() + "\n\n" + self.text


def pick_lang(rng, p_non_en=0.38):
    if rng.random() < p_non_en:
        return rng.choice(A.LANGS_NON_EN)
    return "en"


def dumps(o):
    return json.dumps(o, ensure_ascii=False)
