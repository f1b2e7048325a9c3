"""Builds the client-neutral conversation record (IR) of an agent session on one of the fake projects.

IR events:
  {"t": "user", "text": str}
  {"t": "assistant", "text": str, "calls": [{"id", "action", "args"}]}
  {"t": "result", "id", "action", "args", "output": str, "exit": int|None}
Actions: list, glob, grep, read, shell, edit, write, todo.
"""
from . import projects as P
from . import util

FALLBACK_KW = {"python": ["cache", "session", "login", "get_session", "expires"], "typescript": ["formatReportDay", "request", "session"],
               "go": ["Dial", "Consumer", "timeout"], "rust": ["ignore", "plan", "WalkDir"], "java": ["charge", "retry", "PaymentClient"],
               "javascript": ["requireAdmin", "db.query", "router.delete"]}
THOUGHTS_EXPLORE = [
    "Let me look at the project layout first.", "I'll start by getting an overview of the repository.",
    "First, a quick look at how the code is organised.", "Let me find where this is handled.",
    "I'll search the codebase for the relevant code.", "",
]
THOUGHTS_READ = [
    "Found a likely candidate; reading it now.", "Let me open that file.", "This looks relevant, reading the full file.",
    "", "The hit in {path} looks like the right place.",
]
THOUGHTS_TEST = [
    "Let me run the tests to see the current state.", "Running the test suite to reproduce.", "",
    "I'll run the tests to confirm the failure.",
]
THOUGHTS_EDIT = [
    "I see the problem. Making the change.", "The fix is small; editing {path}.", "",
    "Applying the fix now.", "That explains it. Let me update {path}.",
]
THOUGHTS_RETEST = ["Re-running the tests.", "Let me verify the change.", "", "Now check that the tests pass."]
THOUGHTS_LINT = ["Running the linter as well.", "Let me check types and lint.", ""]
DONE_TEXTS = [
    "I've updated {path} and the tests pass now. The root cause was in {path}; the change is minimal and covered by the existing tests.",
    "Done. Summary:\n- changed {path}\n- ran `{test}`: all green\n\nLet me know if you want the same change elsewhere.",
    "Fixed. The issue came from {path}. I re-ran `{test}` and everything passes.",
]


def _call(rng, action, args):
    return {"id": util.call_id(rng, "openai"), "action": action, "args": args}


def _result(call, output, exit_code=None):
    return {"t": "result", "id": call["id"], "action": call["action"], "args": call["args"],
            "output": output, "exit": exit_code}


def _round(rng, text, calls_outputs):
    """calls_outputs: list of (call, output, exit)."""
    ev = [{"t": "assistant", "text": text, "calls": [c for c, _, _ in calls_outputs]}]
    for c, out, ex in calls_outputs:
        ev.append(_result(c, out, ex))
    return ev


def _fmt(rng, pool, **kw):
    return rng.choice(pool).format(**kw)


def explore_round(rng, proj, ask):
    kw = util.keyword(ask, rng.choice(FALLBACK_KW[proj["lang"]]))
    kind = rng.random()
    if kind < 0.35:
        c = _call(rng, "list", {"path": proj["root"]})
        return _round(rng, _fmt(rng, THOUGHTS_EXPLORE), [(c, P.tree_text(proj, rng.choice(["plain", "indent"])), None)])
    if kind < 0.7:
        c = _call(rng, "grep", {"pattern": kw, "path": proj["root"]})
        return _round(rng, _fmt(rng, THOUGHTS_EXPLORE), [(c, P.grep_hits(proj, kw), None)])
    if kind < 0.85:
        c1 = _call(rng, "glob", {"pattern": "**/*" + {"python": ".py", "typescript": ".ts", "go": ".go", "rust": ".rs",
                                                        "java": ".java", "javascript": ".js"}[proj["lang"]]})
        c2 = _call(rng, "grep", {"pattern": kw, "path": proj["root"]})
        return _round(rng, _fmt(rng, THOUGHTS_EXPLORE), [(c1, P.tree_text(proj), None), (c2, P.grep_hits(proj, kw), None)])
    c = _call(rng, "shell", {"command": "git log --oneline -8"})
    log = "\n".join("%s %s" % (util.hexid(rng, 7), m) for m in
                    ["Merge pull request #%d from feature/x" % rng.randint(100, 999), "bump deps", "fix flaky test",
                     "refactor auth middleware", "add metrics", "wip", "update README", "initial import"])
    return _round(rng, _fmt(rng, THOUGHTS_EXPLORE), [(c, log, 0)])


def read_round(rng, proj, path=None):
    path = path or rng.choice(list(proj["files"]) or proj["tree"])
    c = _call(rng, "read", {"path": path})
    return _round(rng, _fmt(rng, THOUGHTS_READ, path=path), [(c, P.file_body(proj, path), None)])


def test_round(rng, proj, fail=True, retest=False):
    c = _call(rng, "shell", {"command": proj["test_cmd"]})
    out = proj["test_fail"] if fail else proj["test_pass"]
    return _round(rng, _fmt(rng, THOUGHTS_RETEST if retest else THOUGHTS_TEST), [(c, out, 1 if fail else 0)])


def lint_round(rng, proj):
    c = _call(rng, "shell", {"command": proj["lint_cmd"]})
    return _round(rng, _fmt(rng, THOUGHTS_LINT), [(c, proj["lint_out"], 1)])


def edit_round(rng, proj):
    path, old, new = proj["edit"]
    c = _call(rng, "edit", {"path": path, "old": old, "new": new})
    return _round(rng, _fmt(rng, THOUGHTS_EDIT, path=path), [(c, "ok", None)])


def todo_round(rng, ask):
    items = [{"content": "Reproduce: " + ask[:60].split("\n")[0], "status": "in_progress"},
             {"content": "Find the root cause", "status": "pending"},
             {"content": "Fix and run the tests", "status": "pending"}]
    c = _call(rng, "todo", {"items": items})
    return _round(rng, "", [(c, "Todo list updated (3 items).", None)])


def build(rng, proj, ask, shape):
    """Events that follow the first user message for the given loop shape."""
    ev = []
    if shape == "loop_1":
        ev += rng.choice([explore_round, explore_round, lambda r, p, a: read_round(r, p)])(rng, proj, ask)
        return ev
    if shape == "loop_edit_test_fail":
        if rng.random() < 0.4:
            ev += todo_round(rng, ask)
        for _ in range(rng.randint(1, 3)):
            ev += explore_round(rng, proj, ask)
        ev += read_round(rng, proj, proj["edit"][0])
        ev += edit_round(rng, proj)
        ev += test_round(rng, proj, fail=True, retest=True)
        return ev
    if shape == "loop_n":
        n = rng.randint(8, 12)
        if rng.random() < 0.4:
            ev += todo_round(rng, ask)
        steps = ["explore", "explore", "read", "test", "read", "explore", "edit", "test", "lint", "read", "edit", "test"]
        for s in steps[:n]:
            if s == "explore":
                ev += explore_round(rng, proj, ask)
            elif s == "read":
                ev += read_round(rng, proj)
            elif s == "test":
                ev += test_round(rng, proj, fail=rng.random() < 0.7)
            elif s == "lint":
                ev += lint_round(rng, proj)
            else:
                ev += edit_round(rng, proj)
        return ev
    if shape in ("loop_user_retry", "later_after_tools"):
        ev += explore_round(rng, proj, ask)
        ev += read_round(rng, proj, proj["edit"][0])
        ev += edit_round(rng, proj)
        ev += test_round(rng, proj, fail=False, retest=True)
        ev.append({"t": "assistant", "calls": [],
                   "text": rng.choice(DONE_TEXTS).format(path=proj["edit"][0], test=proj["test_cmd"])})
        return ev
    raise ValueError(shape)


def has_results(ir):
    return any(e["t"] == "result" for e in ir)
