"""Abstract agent episodes: a list of steps (thought, action, result) over a synthetic repo."""
import re
from . import payloads as P

THOUGHTS = {
    "ls": ["Let me look at the layout of the project first.", "I'll start by listing the repository.",
           "First I need to see what files exist.", "Checking the directory structure."],
    "grep": ["Searching for where {sym} is used.", "Let me grep for {sym} to find the call sites.",
             "I'll search the codebase for {sym}.", "Looking for references to {sym}."],
    "read": ["Opening {path} to read the implementation.", "Let me view {path}.",
             "I need to see the contents of {path}.", "Reading {path} to understand the flow."],
    "find": ["Let me locate the definition of {cls}.", "Searching for the class {cls}.", "Where is {cls} defined?"],
    "edit": ["The bug is in {path}; applying a fix.", "I'll update {path} to handle the empty case.",
             "Editing {path} so that {sym} returns early.", "Making the change in {path}."],
    "test": ["Now run the tests to verify.", "Running the test suite.", "Let me check whether the tests pass now.",
             "Verifying the change with the tests."],
    "shell": ["Checking the git state.", "Let me check which version is installed.", "Running the build.",
              "Looking at recent commits touching this area."],
    "write": ["Creating {path} with the new code.", "Writing a reproduction script to {path}."],
}


def _path_from_ask(ask):
    if not ask:
        return None
    m = re.search(r"[\w./-]+\.(py|go|rs|ts|js|java|rb|c|md|yml|yaml|toml|json)\b", ask)
    return m.group(0) if m else None


class Step:
    __slots__ = ("kind", "args", "thought", "result", "status", "cmd", "raw")

    def __init__(self, kind, args, thought, result, status, cmd):
        self.kind, self.args, self.thought, self.result, self.status, self.cmd = kind, args, thought, result, status, cmd
        self.raw = result


def make_step(rng, repo, kind, ending=None, path=None):
    sym = rng.choice(repo.symbols)
    cls = rng.choice(repo.classes)
    path = path or rng.choice(repo.src if kind != "test" else repo.tests)
    status = "ok"
    if kind == "ls":
        d = rng.choice([".", repo.src[0].rsplit("/", 1)[0], "tests"])
        args = {"path": d}
        cmd = f"ls -la {d}" if rng.random() < 0.5 else f"find {d} -maxdepth 2 -type f"
        res = P.dir_listing(rng, repo)
    elif kind == "grep":
        args = {"pattern": sym, "path": "."}
        cmd = f"grep -rn '{sym}' ."
        res = P.grep_hits(rng, repo, sym)
        if not res:
            res = P.empty_result(rng)
    elif kind == "find":
        args = {"name": cls}
        cmd = f"grep -rn 'class {cls}' ."
        p = rng.choice(repo.src)
        res = f"Found 1 match for {cls}:\n{p}:{rng.randint(3, 200)}\n" + P.code_file(rng, repo, p, P.logu(rng, 80, 3000))
    elif kind == "read":
        args = {"path": path}
        cmd = f"cat {path}" if rng.random() < 0.6 else f"sed -n '1,{rng.randint(80, 400)}p' {path}"
        r = rng.random()
        if r < 0.05:
            res, status = rng.choice([f"Error: file not found: {path}", f"cat: {path}: No such file or directory",
                                      f"ENOENT: no such file or directory, open '{repo.root}/{path}'"]), "error"
        else:
            code = P.code_file(rng, repo, path)
            res = P.numbered(code) if rng.random() < 0.5 else code
            st = Step(kind, {"path": path}, "", res, status, cmd)
            st.raw = code
    elif kind == "edit":
        old = f"if {rng.choice(P.WORDS)} is None:"
        new = f"if not {rng.choice(P.WORDS)}:"
        args = {"path": path, "old_str": old, "new_str": new}
        cmd = f"sed -i 's/{old}/{new}/' {path}"
        if ending == "edit_fail":
            res, status = P.error_text(rng, repo, "nomatch"), "error"
        else:
            res = rng.choice([f"The file {path} has been edited successfully.", f"Edited {path}: 1 replacement.",
                              P.diff_text(rng, repo, path), "ok", f"Applied edit to {path}"])
    elif kind == "test":
        args = {"command": repo.test_cmd}
        cmd = repo.test_cmd
        failing = ending == "test_fail" or (ending is None and rng.random() < 0.6)
        res = P.test_output(rng, repo, failing)
        status = "error" if failing else "ok"
    elif kind == "lint":
        c = rng.choice(["ruff check .", "npx eslint src", "go vet ./...", "cargo clippy", "mypy src"])
        args = {"command": c}
        cmd = c
        res, status = P.lint_output(rng, repo), "error"
    elif kind == "write":
        path = rng.choice(["repro.py", "scripts/check.sh", f"tests/test_{rng.choice(repo.mods)}_new.{repo.ext}"])
        content = P.code_file(rng, repo, path, P.logu(rng, 60, 1500))
        args = {"path": path, "content": content}
        cmd = f"cat > {path} <<'EOF'\n{content}\nEOF"
        res = rng.choice([f"File created successfully at: {path}", f"Wrote {len(content)} bytes to {path}", ""])
    else:  # shell
        c = rng.choice(["git status", "git log --oneline -n 8", "git diff", "python --version", "node -v",
                        "docker compose ps", "cat .env.example", "env | grep APP_", "make build",
                        "curl -s localhost:8080/healthz", "curl -s localhost:8080/api/items", "python -m app",
                        "npm start", "git grep -n TODO"])
        args = {"command": c}
        cmd = c
        r = rng.random()
        if r < 0.12:
            res, status = P.error_text(rng, repo), "error"
        elif c == "git diff":
            res = P.diff_text(rng, repo)
        elif c == "git status":
            res = f"On branch {rng.choice(['main', 'fix/cache-expiry', 'feat/export'])}\nChanges not staged for commit:\n\tmodified:   {repo.src[0]}\n\nUntracked files:\n\trepro.py" if rng.random() < 0.7 else "nothing to commit, working tree clean"
        elif c.startswith("git log"):
            res = "\n".join(f"{rng.randint(0x1000000, 0xfffffff):x} {rng.choice(['fix', 'feat', 'chore', 'refactor'])}: {rng.choice(P.VERBS)} {rng.choice(P.WORDS)}" for _ in range(8))
        elif c in ("python --version", "node -v"):
            res = rng.choice(["Python 3.11.7", "Python 3.12.2"]) if c.startswith("python") else rng.choice(["v20.11.1", "v18.19.0"])
        elif c == "docker compose ps":
            res = "NAME       IMAGE          STATUS\n" + "\n".join(f"{m:<10} {repo.name}-{m}   Up {rng.randint(1, 59)} minutes" for m in repo.mods[:3])
        elif c.startswith("cat .env") or c.startswith("env"):
            res = "\n".join(f"APP_{w.upper()}=" + rng.choice(["true", "8080", "redis://localhost:6379", "postgres://app@db/app", "info"]) for w in rng.sample(P.WORDS, 5)) if rng.random() < 0.8 else ""
        elif c == "make build":
            res = P.lint_output(rng, repo) if rng.random() < 0.4 else f"building {repo.name}... done in {rng.uniform(1, 90):.1f}s"
        elif c.endswith("healthz"):
            res = '{"status":"ok","uptime":%d}' % rng.randint(1, 99999) if rng.random() < 0.7 else "curl: (7) Failed to connect to localhost port 8080: Connection refused"
        elif "api/items" in c:
            res = P.json_blob(rng, repo)
        elif c in ("python -m app", "npm start"):
            res, status = P.stack_trace(rng, repo), "error"
        else:
            res = P.grep_hits(rng, repo, "TODO") or P.empty_result(rng)
    th = rng.choice(THOUGHTS.get(kind, THOUGHTS["shell"]) if kind in THOUGHTS else THOUGHTS["shell"]).format(sym=sym, cls=cls, path=path)
    out = Step(kind, args, th, res, status, cmd)
    if kind == "read" and status == "ok":
        out.raw = st.raw
    return out


def build(rng, repo, n_steps, ending=None, ask=None, budget=70000):
    """Return a list of Steps. ending in {None,'test_fail','edit_fail','lint_fail','error','ok'} shapes the last step."""
    hint = _path_from_ask(ask)
    plan = []
    explore = ["ls", "grep", "find", "read", "read", "shell", "grep", "read"]
    for i in range(n_steps):
        if i == 0:
            plan.append(rng.choice(["ls", "grep", "find", "read"] if not hint else ["read"]))
        elif i >= n_steps - 2 and rng.random() < 0.5:
            plan.append(rng.choice(["edit", "test", "read", "write"]))
        else:
            plan.append(rng.choice(explore + ["edit", "test"]))
    if ending == "test_fail":
        if n_steps >= 2:
            plan[-2] = "edit"
        plan[-1] = "test"
    elif ending == "edit_fail":
        plan[-1] = "edit"
    elif ending == "lint_fail":
        if n_steps >= 2:
            plan[-2] = "edit"
        plan[-1] = "lint"
    steps = []
    used = 0
    for i, k in enumerate(plan):
        st = make_step(rng, repo, k, ending if i == len(plan) - 1 else None,
                       path=hint if (i == 0 and hint) else None)
        if used + len(st.result) > budget:
            st.result = st.result[: max(20, budget - used)]
            st.raw = st.raw[: max(20, budget - used)]
        used += len(st.result)
        steps.append(st)
    if ending == "error" and steps:
        steps[-1].result = P.error_text(rng, repo)
        steps[-1].status = "error"
    return steps
