"""Per-session environment facts that clients put in their prompts: cwd, OS, date, git state."""
from . import util, projects as P


def absp(proj, path):
    root = proj["root"]
    if "\\" in root:
        return root + "\\" + path.replace("/", "\\")
    return root + "/" + path


def os_name(proj):
    root = proj["root"]
    if "\\" in root:
        return "win32"
    if root.startswith("/Users/"):
        return "darwin"
    return "linux"


def os_version(proj, rng):
    return {"win32": "Windows 11 Pro 10.0.22631", "darwin": "Darwin 24.5.0",
            "linux": rng.choice(["Linux 6.8.0-60-generic", "Linux 6.14.2-arch1-1", "Linux 5.15.167.4-microsoft-standard-WSL2"])}[os_name(proj)]


def shell_name(proj):
    return {"win32": "powershell.exe", "darwin": "/bin/zsh", "linux": "/bin/bash"}[os_name(proj)]


def git_status_block(proj, rng):
    branch = rng.choice(["main", "main", "master", "feat/checkout-v2", "fix/flaky-tests", "dev"])
    commits = "\n".join("%s %s" % (util.hexid(rng, 7), m) for m in rng.sample(
        ["fix lint", "bump deps", "add metrics to worker", "refactor session handling", "wip", "tests for importer",
         "Merge branch 'main' into dev", "update docs"], 5))
    changed = rng.choice(["(clean)", "M " + proj["tree"][1], "M %s\n?? scratch.txt" % proj["tree"][2]])
    return branch, changed, commits


def date_line(rng):
    return util.iso_date(rng)


def tree(proj, rng):
    return P.tree_text(proj, rng.choice(["plain", "indent"]))


def today(ctx):
    """One date per session."""
    return ctx.setdefault("date", util.iso_date(ctx["rng"]))


def osv(ctx):
    return ctx.setdefault("osv", os_version(ctx["proj"], ctx["rng"]))
