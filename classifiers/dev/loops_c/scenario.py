"""Abstract agent trajectories: a task plus tool rounds with realistic outputs."""
import random
from content import (REPOS, WORDS, ident, file_content, big_file, listing, grep_hits, test_output, lint_output,
                     traceback_out, json_out, diff_out, git_status, install_out, make_task, THOUGHTS, THOUGHTS_L10N)


def _size_class(rng):
    r = rng.random()
    if r < 0.05:
        return "large"
    if r < 0.25:
        return "medium"
    return "small"


def make_step(rng, repo, phase, changed, lang):
    src = [f for f in repo["files"] if f.endswith((".py", ".ts", ".tsx", ".go", ".rs"))]
    if phase == "explore":
        kind = rng.choices(["ls", "read", "grep", "glob", "run", "git"], [3, 5, 4, 1, 2, 1])[0]
    elif phase == "fix":
        kind = rng.choices(["read", "edit", "grep", "test", "write", "run"], [3, 5, 1, 2, 1, 1])[0]
    else:
        kind = rng.choices(["test", "lint", "edit", "git", "read", "install", "run"], [6, 2, 3, 1, 1, 1, 1])[0]
    st = {"kind": kind}
    if kind == "ls":
        st["path"] = rng.choice([".", "src", repo["files"][0].split("/")[0]])
        st["output"] = listing(rng, repo, long=rng.random() < 0.3)
    elif kind == "read":
        p = rng.choice(src + repo["files"][-3:])
        st["path"] = p
        sc = _size_class(rng)
        if sc == "large":
            st["output"] = big_file(repo, p, rng.randint(8, 30))
        elif sc == "medium":
            st["output"] = file_content(repo, p, rng.randint(80, 160))
        else:
            st["output"] = file_content(repo, p, rng.randint(5, 60))
    elif kind == "grep":
        st["pat"] = rng.choice([ident(rng), rng.choice(WORDS), "TODO", "expires", "pageSize", "def get", "ttl"])
        st["output"] = grep_hits(rng, repo, st["pat"]) if rng.random() < 0.85 else ""
    elif kind == "glob":
        ext = {"python": "py", "ts": "ts", "go": "go", "rust": "rs"}[repo["lang"]]
        st["pat"] = f"**/*{rng.choice(['test', ''])}*.{ext}"
        st["output"] = "\n".join(f for f in repo["files"] if f.endswith(ext))
    elif kind == "test":
        fail = rng.random() < (0.7 if phase != "verify" else 0.35)
        st["cmd"] = repo["test"]
        st["output"] = test_output(rng, repo, fail)
        st["exit"] = 1 if fail else 0
        st["kind"] = "shell"
        st["sub"] = "test"
    elif kind == "lint":
        clean = rng.random() < 0.4
        st["cmd"], st["output"], st["exit"] = repo["lint"], lint_output(rng, repo, clean), 0 if clean else 1
        st["kind"], st["sub"] = "shell", "lint"
    elif kind == "run":
        r = rng.random()
        if r < 0.45:
            st["cmd"] = {"python": f"python -c 'from app import *; print({ident(rng)}(None))'", "ts": "node dist/index.js",
                         "go": "go run ./cmd/proxy", "rust": "cargo run -- report.csv"}[repo["lang"]]
            st["output"], st["exit"] = traceback_out(rng, repo), 1
        elif r < 0.7:
            st["cmd"] = rng.choice(["curl -s localhost:8080/api/" + rng.choice(WORDS) + "s", f"cat {rng.choice(['config.json', 'package.json', 'fixtures/sample.json'])}"])
            st["output"], st["exit"] = json_out(rng), 0
        elif r < 0.85:
            st["cmd"] = rng.choice(["mkdir -p tmp/out", "touch .env.test", f"rm -f /tmp/{rng.choice(WORDS)}.lock"])
            st["output"], st["exit"] = "", 0
        else:
            st["cmd"] = rng.choice(["wc -l " + " ".join(src[:3]), "head -n 5 " + src[0], "ls " + src[0].rsplit("/", 1)[0]])
            st["output"], st["exit"] = file_content(repo, src[0], 5) if "head" in st["cmd"] else f"  {rng.randint(10, 300)} {src[0]}", 0
        st["kind"], st["sub"] = "shell", "run"
    elif kind == "git":
        st["cmd"] = rng.choice(["git status", "git diff", "git log --oneline -5"])
        if st["cmd"] == "git status":
            st["output"] = git_status(rng, repo, changed)
        elif st["cmd"] == "git diff":
            st["output"] = "\n".join(diff_out(c, "    expires = now - ttl", "    expires = now + ttl", rng) for c in changed) if changed else ""
        else:
            st["output"] = "\n".join(f"{rng.getrandbits(28):07x} {rng.choice(['fix', 'feat', 'chore', 'refactor'])}: {rng.choice(['bump deps', 'tidy imports', 'add retry', 'cache headers'])}" for _ in range(5))
        st["exit"] = 0
        st["kind"], st["sub"] = "shell", "git"
    elif kind == "install":
        st["cmd"] = {"python": "pip install freezegun", "ts": "npm install --save-dev @types/node", "go": "go get golang.org/x/time/rate",
                     "rust": "cargo add chrono"}[repo["lang"]]
        st["output"], st["exit"] = install_out(rng, repo), 0
        st["kind"], st["sub"] = "shell", "install"
    elif kind == "edit":
        p = rng.choice([f for f in src if "test" not in f] or src)
        lines = [l for l in file_content(repo, p).split("\n") if l.strip()]
        old = rng.choice(lines)
        new = old.replace("-", "+", 1) if "-" in old else old + ("  # fixed" if p.endswith(".py") else " // fixed")
        st.update(path=p, old=old, new=new, ok=rng.random() > 0.12)
        st["output"] = diff_out(p, old, new, rng)
        if p not in changed:
            changed.append(p)
    elif kind == "write":
        tests = [f for f in repo["files"] if "test" in f] or ["tests/test_new.py"]
        p = rng.choice(tests).rsplit(".", 1)
        p = p[0] + "_regression." + p[1]
        st.update(path=p, content=file_content(repo, p, rng.randint(8, 30)), ok=True)
        st["output"] = ""
        changed.append(p)
    # thought
    key = st.get("sub") if st["kind"] == "shell" else st["kind"]
    key = {"test": "test", "lint": "lint", "run": "run", "git": "git", "install": "install"}.get(key, key)
    path = st.get("path", st.get("cmd", ""))
    if lang != "en" and st.get("path") and rng.random() < 0.5:
        t = rng.choice(THOUGHTS_L10N[lang])
    else:
        t = rng.choice(THOUGHTS[key])
    st["thought"] = t.format(path=path, pat=st.get("pat", ""))
    return st


def make_scenario(rng, lang, n_rounds=None):
    repo = rng.choice(REPOS)
    task = make_task(rng, repo, lang)
    if n_rounds is None:
        n_rounds = min(30, max(1, int(rng.expovariate(1 / 6.0)) + 1))
    changed = []
    steps = []
    for i in range(n_rounds):
        frac = i / max(1, n_rounds)
        phase = "explore" if frac < 0.35 else ("fix" if frac < 0.75 else "verify")
        steps.append(make_step(rng, repo, phase, changed, lang))
    # group into turns (parallel calls for read-only steps sometimes)
    turns, i = [], 0
    while i < len(steps):
        k = 1
        if steps[i]["kind"] in ("read", "grep", "ls", "glob") and rng.random() < 0.25:
            k = rng.randint(2, 3)
        grp = [steps[i]]
        j = i + 1
        while j < len(steps) and len(grp) < k and steps[j]["kind"] in ("read", "grep", "ls", "glob"):
            grp.append(steps[j])
            j += 1
        turns.append(grp)
        i = j
    # cap total output size
    budget = rng.choice([60_000, 90_000, 130_000])
    total = 0
    for st in reversed(steps):
        total += len(st["output"])
        if total > budget and len(st["output"]) > 400:
            st["output"] = st["output"][:300] + "\n... [output truncated] ..."
    return {"repo": repo, "task": task, "lang": lang, "steps": steps, "turns": turns, "changed": changed}
