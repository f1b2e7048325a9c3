"""Abstract agent trajectories: a list of rounds, each with one or more tool steps and their outputs.

Families render these steps into their own wire format (native tool calls, text protocols, transcripts).
"""
from __future__ import annotations

import math

from . import vocab as V

THOUGHTS = {
    "list": ["Where does this live? Listing the tree.", "Getting an overview of the repo before touching anything.",
             "Let me look at the project layout first.", "I'll start by listing the repository.", "First, the structure.",
             "Checking what's in the directory.", ""],
    "read": ["{path} looks relevant; reading it.", "Checking the current implementation in {path}.",
             "Let me read {path} to see how it works.", "Opening {path}.", "I need to see {path} before changing anything.",
             "The relevant code is probably in {path}.", ""],
    "search": ["Searching for where {pat} is used.", "Let me grep for {pat}.", "I'll find the definition of {pat}.", ""],
    "shell": ["Let's see what the test suite says now.", "Quick sanity check with `{cmd}`.", "Running the tests to see the current state.", "Let me reproduce the failure.", "Running `{cmd}`.",
              "Now re-run the tests to confirm the fix.", "Checking the build.", ""],
    "edit": ["The bug is in {path}: the check is inverted. Fixing it.", "I'll update {path} accordingly.",
             "Applying the change to {path}.", "Making the minimal edit in {path}.", ""],
    "write": ["Creating {path}.", "I'll add a regression test in {path}.", ""],
    "web": ["Let me look this up.", "Searching the docs.", ""],
}


def size_target(g, big_ok=True):
    """Log-uniform 20 B .. 60 KB, most outputs small."""
    r = g.random()
    if r < 0.15:
        return g.randrange(20, 120)
    if r < 0.8 or not big_ok:
        return int(math.exp(g.uniform(math.log(120), math.log(4000))))
    return int(math.exp(g.uniform(math.log(4000), math.log(60000))))


def edit_pair(g, lang):
    w = V.pick(g, [x for x in V.WORDS if x not in ("import", "export")])
    w2 = V.pick(g, V.WORDS)
    n = g.randrange(2, 100)
    if lang == "python":
        pairs = [(f"    if {w} is None:\n        return []", f"    if not {w}:\n        return []"),
                 (f"    for i in range(len({w}s) - 1):", f"    for i in range(len({w}s)):"),
                 (f"def {V.ident(g)}({w}, {w2}={{}}):", f"def {V.ident(g)}({w}, {w2}=None):\n    {w2} = {w2} or {{}}"),
                 (f"    ttl = {n}", f"    ttl = settings.{w.upper()}_TTL"),
                 (f"    return {w}.{w2}", f"    return getattr({w}, \"{w2}\", None)"),
                 (f"    data = json.loads(raw)", f"    try:\n        data = json.loads(raw)\n    except json.JSONDecodeError:\n        log.warning(\"bad payload for {w}\")\n        return None"),
                 (f"    if {w}.created_at < cutoff:", f"    if {w}.created_at <= cutoff:"),
                 (f"import os\n", f"import os\nimport time\n"),
                 (f"    cache[key] = {w}", f"    cache.set(key, {w}, timeout={n * 60})")]
    elif lang in ("typescript", "javascript"):
        pairs = [(f"  if (!{w}) {{\n    return [];\n  }}", f"  if ({w} == null || {w}.length === 0) {{\n    return [];\n  }}"),
                 (f"  for (let i = 0; i <= {w}s.length; i++) {{", f"  for (let i = 0; i < {w}s.length; i++) {{"),
                 (f"  const {w} = await fetch{w2.title()}(id);", f"  const {w} = await fetch{w2.title()}(id, {{ signal }});"),
                 (f"  expiresAt: Date.now() + {n},", f"  expiresAt: Date.now() + {n} * 1000,"),
                 (f"export function {V.ident(g, 'camel')}({w}: any) {{", f"export function {V.ident(g, 'camel')}({w}: {w.title()}) {{")]
    elif lang == "go":
        pairs = [(f"\tif err != nil {{\n\t\treturn nil\n\t}}", f"\tif err != nil {{\n\t\treturn fmt.Errorf(\"{w}: %w\", err)\n\t}}"),
                 (f"\tfor i := 0; i <= len({w}s); i++ {{", f"\tfor i := range {w}s {{"),
                 (f"\tctx := context.Background()", f"\tctx, cancel := context.WithTimeout(context.Background(), {n}*time.Second)\n\tdefer cancel()")]
    elif lang == "rust":
        pairs = [(f"    let {w} = {w2}.unwrap();", f"    let {w} = {w2}.ok_or(Error::Missing(\"{w}\"))?;"),
                 (f"    for i in 0..={w}s.len() {{", f"    for i in 0..{w}s.len() {{")]
    else:
        pairs = [(f"    if ({w} == null) return;", f"    if ({w} == null || {w}.isEmpty()) return;"),
                 (f"  {w}s.each do |x|", f"  Array({w}s).each do |x|")]
    return V.pick(g, pairs)


class Step:
    __slots__ = ("op", "path", "cmd", "pattern", "old", "new", "content", "query", "out", "err", "thought", "exit")

    def __init__(self, op, **kw):
        self.op = op
        self.path = kw.get("path")
        self.cmd = kw.get("cmd")
        self.pattern = kw.get("pattern")
        self.old = kw.get("old")
        self.new = kw.get("new")
        self.content = kw.get("content")
        self.query = kw.get("query")
        self.out = kw.get("out", "")
        self.err = kw.get("err", False)
        self.exit = kw.get("exit", 0)
        self.thought = kw.get("thought", "")


def _thought(g, op, **kw):
    t = V.pick(g, THOUGHTS[op])
    for k, v in kw.items():
        t = t.replace("{" + k + "}", str(v))
    return t


def make_step(g, proj, op, phase, budget):
    name, lang, pkg, test_cmd = proj
    tgt = min(size_target(g, big_ok=budget > 70000), max(20, budget))
    if op == "list":
        d = V.pick(g, [".", pkg, pkg.split("/")[0], "tests"])
        out = V.sized_result(g, proj, "tree", tgt) if tgt > 300 else V.ls_output(g, proj)
        return Step("list", path=d, out=out, thought=_thought(g, "list"))
    if op == "read":
        p = V.file_path(g, proj)
        out = V.sized_result(g, proj, "read", tgt)
        return Step("read", path=p, out=out, thought=_thought(g, "read", path=p))
    if op == "search":
        pat = V.ident(g)
        out = V.sized_result(g, proj, "grep", tgt) if g.random() < 0.85 else ""
        return Step("search", pattern=pat, path=".", out=out, thought=_thought(g, "search", pat=pat))
    if op == "shell":
        kind = V.pick(g, ["test_fail", "test_fail", "test_pass", "build", "lint", "git", "install", "grep", "log", "empty"]) \
            if phase != "first" else V.pick(g, ["test_fail", "ls", "git", "build", "test_fail"])
        cmd = {"test_fail": test_cmd, "test_pass": test_cmd, "build": V.pick(g, ["npm run build", "cargo build", "go build ./...", "make"]),
               "lint": V.pick(g, ["ruff check .", "npx eslint src", "mypy " + pkg, "flake8"]), "git": V.pick(g, ["git status", "git diff --stat", "git log --oneline -5"]),
               "install": V.pick(g, ["pip install -e '.[dev]'", "npm install", "pnpm i"]), "grep": f"rg -n {V.ident(g)}",
               "log": V.pick(g, ["tail -n 200 logs/app.log", "docker compose logs api --tail 100", "journalctl -u worker -n 80"]),
               "empty": V.pick(g, ["mkdir -p tmp", "touch " + V.file_path(g, proj), "git add -A"]), "ls": "ls -la"}[kind]
        out = V.sized_result(g, proj, kind, tgt) if kind != "empty" else ""
        code = 0 if kind in ("test_pass", "git", "install", "empty", "ls", "grep", "log") else g.choice([1, 1, 2])
        return Step("shell", cmd=cmd, out=out, exit=code, err=code != 0, thought=_thought(g, "shell", cmd=cmd))
    if op == "edit":
        p = V.file_path(g, proj)
        old, new = edit_pair(g, lang)
        failed = g.random() < 0.12
        out = ("Error: old text not found in file" if failed else "ok")
        return Step("edit", path=p, old=old, new=new, out=out, err=failed, thought=_thought(g, "edit", path=p))
    if op == "write":
        p = V.test_path(g, proj)
        fn = V.fn_name(g, lang)
        content = {"python": f"from {pkg.split('/')[0]}.{V.pick(g, V.MODULE_NAMES)} import {fn}\n\n\ndef test_{fn}_handles_empty():\n    assert {fn}([]) == []\n\n\ndef test_{fn}_keeps_order():\n    assert {fn}([3, 1]) == [3, 1]\n",
                   "typescript": f"import {{ {fn} }} from '../{V.pick(g, V.MODULE_NAMES)}';\n\ndescribe('{fn}', () => {{\n  it('handles empty input', () => {{\n    expect({fn}([])).toEqual([]);\n  }});\n}});\n",
                   "go": f"func Test{fn}(t *testing.T) {{\n\tgot := {fn}(nil)\n\tif len(got) != 0 {{\n\t\tt.Fatalf(\"want empty, got %v\", got)\n\t}}\n}}\n",
                   "rust": f"#[test]\nfn {fn}_empty() {{\n    assert!({fn}(\"\").unwrap().is_empty());\n}}\n"}.get(lang, V.function(g, lang))
        return Step("write", path=p, content=content, out="ok", thought=_thought(g, "write", path=p))
    q = f"{V.pick(g, V.WORDS)} {V.pick(g, ['timeout', 'expiry', 'retry', 'pagination'])} {V.pick(g, ['python', 'node', 'go'])}"
    return Step("web", query=q, out=V.search_results(g), thought=_thought(g, "web"))


def build(g, proj, n_rounds, parallel_p=0.0, ops=None, budget=None):
    """Returns a list of rounds; each round is a list of Steps (len>1 = parallel calls)."""
    budget = budget if budget is not None else g.choice([30000, 60000, 90000, 140000])
    rounds = []
    plan = []
    for i in range(n_rounds):
        frac = i / max(1, n_rounds - 1)
        if i == 0:
            op = V.pick(g, ["list", "search", "read", "shell"])
            phase = "first"
        elif frac < 0.5:
            op = V.pick(g, ["read", "read", "search", "shell", "list"])
            phase = "explore"
        else:
            op = V.pick(g, ["edit", "shell", "read", "edit", "shell", "write"])
            phase = "fix"
        if ops:
            op = ops[i % len(ops)] if ops[i % len(ops)] != "*" else op
        plan.append((op, phase))
    for op, phase in plan:
        n_par = 1
        if parallel_p and op in ("read", "search") and g.random() < parallel_p:
            n_par = g.randrange(2, 4)
        steps = []
        for _ in range(n_par):
            s = make_step(g, proj, op, phase, budget)
            budget -= len(s.out) + 200
            steps.append(s)
        rounds.append(steps)
    return rounds


def n_rounds(g):
    r = g.random()
    if r < 0.35:
        return g.randrange(1, 3)
    if r < 0.8:
        return g.randrange(3, 8)
    return g.randrange(8, 16)
