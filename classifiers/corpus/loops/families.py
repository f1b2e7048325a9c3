"""Client / framework families: envelopes, tool sets, result formats, headers, side calls, completions.

Each family renders a neutral conversation (see wire.py) plus family-specific wrappers into a request body.
All prompt text is our own; only the STRUCTURE follows what the public clients send (see README.md).
"""
from __future__ import annotations

import json
import random

from . import prose as P
from . import vocab as V
from . import wire as W

# ------------------------------------------------------------------------------------------------
# shared helpers
# ------------------------------------------------------------------------------------------------
OSES = [("darwin", "Darwin 24.5.0", "arm64", "/Users/{u}/code/{p}"), ("linux", "Linux 6.8.0-49-generic", "x64", "/home/{u}/src/{p}"),
        ("win32", "Windows 11 Pro 10.0.22631", "x64", "C:\\Users\\{u}\\dev\\{p}")]
SHELLS = ["zsh", "bash", "fish", "pwsh"]


def today(g):
    return f"2025-{g.randrange(1, 13):02d}-{g.randrange(1, 29):02d}"


def env_info(g, proj):
    osn, osv, arch, tmpl = V.pick(g, OSES)
    user = V.pick(g, V.FIRST_NAMES)
    cwd = tmpl.format(u=user, p=proj[0])
    return {"os": osn, "osv": osv, "arch": arch, "cwd": cwd, "user": user, "shell": V.pick(g, SHELLS), "date": today(g)}


def stainless(g, lang="js"):
    if lang == "js":
        return {"x-stainless-lang": "js", "x-stainless-package-version": V.pick(g, ["4.104.0", "5.12.2", "5.20.1", "6.3.0"]),
                "x-stainless-os": V.pick(g, ["MacOS", "Linux", "Windows"]), "x-stainless-arch": V.pick(g, ["arm64", "x64"]),
                "x-stainless-runtime": "node", "x-stainless-runtime-version": V.pick(g, ["v20.18.0", "v22.11.0", "v18.19.1"]),
                "x-stainless-retry-count": "0"}
    return {"x-stainless-lang": "python", "x-stainless-package-version": V.pick(g, ["1.54.4", "1.99.1", "1.107.0", "2.3.0"]),
            "x-stainless-os": V.pick(g, ["MacOS", "Linux"]), "x-stainless-arch": V.pick(g, ["arm64", "x86_64"]),
            "x-stainless-runtime": "CPython", "x-stainless-runtime-version": V.pick(g, ["3.11.9", "3.12.7", "3.10.14"]),
            "x-stainless-retry-count": "0", "x-stainless-async": V.pick(g, ["false", "async:asyncio"])}


def base_headers(g, ua, extra=None, auth="bearer"):
    h = {"content-type": "application/json", "accept": V.pick(g, ["application/json", "*/*", "text/event-stream"]), "user-agent": ua}
    if auth == "bearer":
        h["authorization"] = "Bearer sk-gw-" + W.rid(g, 20)
    elif auth == "x-api-key":
        h["x-api-key"] = "sk-gw-" + W.rid(g, 20)
    if extra:
        h.update(extra)
    return h


def fence(lang):
    return V.FENCE.get(lang, "")


def with_context(g, ask, ctx, style=None):
    if not ctx:
        return ask
    style = style or V.pick(g, ["after", "after", "after", "before"])
    if style == "before":
        return f"{ctx}\n\n{ask}"
    return f"{ask}\n\n{ctx}"


# shell renderings of abstract steps (for shell-only agents and text protocols)
def shell_cmd(g, s):
    if s.op == "list":
        return V.pick(g, [f"ls -la {s.path}", f"find {s.path} -type f -not -path '*/.git/*' | head -200", f"tree -L 2 {s.path}"])
    if s.op == "read":
        return V.pick(g, [f"cat {s.path}", f"nl -ba {s.path} | sed -n '1,220p'", f"sed -n '1,200p' {s.path}"])
    if s.op == "search":
        return V.pick(g, [f"grep -rn \"{s.pattern}\" .", f"rg -n {s.pattern}", f"git grep -n {s.pattern}"])
    if s.op == "shell":
        return s.cmd
    if s.op == "edit":
        return (f"python - <<'PY'\nfrom pathlib import Path\np = Path({s.path!r})\ntext = p.read_text()\n"
                f"text = text.replace({s.old!r}, {s.new!r}, 1)\np.write_text(text)\nPY")
    if s.op == "write":
        return f"cat > {s.path} <<'EOF'\n{s.content}\nEOF"
    return f"curl -s 'https://duckduckgo.example/html?q={s.query.replace(' ', '+')}' | head -50"


def shell_out(s):
    if s.op in ("edit", "write"):
        return "" if not s.err else f"Traceback (most recent call last):\n  File \"<stdin>\", line 4, in <module>\nFileNotFoundError: [Errno 2] No such file or directory: '{s.path}'"
    return s.out


def shell_exit(s):
    if s.op == "shell":
        return s.exit
    if s.op == "search" and not s.out:
        return 1
    return 1 if s.err else 0


# generic tool name/arg mapping
def generic_tool(names):
    def f(g, s, env):
        if s.op == "list":
            return names["list"], {names.get("list_arg", "path"): s.path}
        if s.op == "read":
            return names["read"], {names.get("read_arg", "path"): s.path}
        if s.op == "search":
            return names["search"], {names.get("search_arg", "pattern"): s.pattern, "path": "."}
        if s.op == "shell":
            return names["shell"], {names.get("shell_arg", "command"): s.cmd}
        if s.op == "edit":
            return names["edit"], {names.get("read_arg", "path"): s.path, names.get("old_arg", "old_str"): s.old,
                                   names.get("new_arg", "new_str"): s.new}
        if s.op == "write":
            return names["write"], {names.get("read_arg", "path"): s.path, "content": s.content}
        return names.get("web", "web_search"), {"query": s.query}
    return f


def generic_result(s):
    if s.op == "shell":
        head = f"exit code: {s.exit}\n" if s.exit else ""
        return head + (s.out or "(no output)")
    if s.op == "edit":
        return f"Error: could not find the text to replace in {s.path}" if s.err else f"Edited {s.path}: 1 replacement."
    if s.op == "write":
        return f"Wrote {len(s.content)} bytes to {s.path}"
    if s.op == "search" and not s.out:
        return "No matches found."
    return s.out


def tool_schema(name, kind, params, desc, style="openai"):
    props = {p: {"type": "boolean" if p == "recursive" else ("integer" if p in ("timeout", "limit", "offset") else "string"),
                 "description": P.PARAM_BLURBS.get(p, f"The {p.replace('_', ' ')}.")} for p in params}
    schema = {"type": "object", "properties": props, "required": [p for p in params[:2] if p not in ("recursive", "timeout")]}
    if style == "anthropic":
        return {"name": name, "description": desc, "input_schema": dict(schema, additionalProperties=False,
                                                                        **{"$schema": "http://json-schema.org/draft-07/schema#"})}
    if style == "responses":
        return {"type": "function", "name": name, "description": desc, "strict": False, "parameters": schema}
    return {"type": "function", "function": {"name": name, "description": desc, "parameters": schema}}


def build_tools(seed, spec, style="openai", extra=0):
    rng = random.Random(seed)
    return [tool_schema(n, k, ps, P.tool_desc(rng, k, extra), style) for n, k, ps in spec]


def nudge_text(g, lang="en"):
    table = {"en": ["continue", "go on", "fix it", "try again", "keep going", "ok continue", "yes, proceed", "pls continue",
                    "that didn't work, try again", "still failing. fix it", "carry on", "next", "do it", "go ahead and apply it",
                    "you stopped halfway, continue", "hm, same error. try again"],
             "es": ["sigue", "continúa", "inténtalo de nuevo", "arréglalo"], "de": ["weiter", "mach weiter", "nochmal versuchen"],
             "fr": ["continue", "vas-y", "réessaie"], "zh": ["继续", "再试一次", "修一下"], "ja": ["続けて", "もう一度試して"],
             "pt": ["continua", "tenta de novo"], "ru": ["продолжай", "попробуй ещё раз"], "ko": ["계속해", "다시 해봐"]}
    lang = V.pick(g, ["en"] * 7 + list(table))
    return V.pick(g, table[lang]), lang


PROGRESS = ["Tests are green locally. Want me to also update the changelog?",
            "I found two places that build the cache key; I changed the first one. The second is in a generated file, so I left it.",
            "The migration runs now, but one test is skipped on your machine because Postgres isn't running.",
            "Ran out of budget for this step; the remaining failure is in test_export.",
            "I reverted my previous edit because it broke the CLI tests.",
            "I've made the change and the first test passes now. Two more failures remain in the parser tests; want me to continue?",
            "I was about to run the full suite, which takes a few minutes. Should I proceed?",
            "The build is still failing on an unrelated import. I stopped here.",
            "Here is what I found so far: the cache key ignores the tenant id. I'll patch it next unless you object.",
            "I hit the step limit for this turn.", "Edits applied. Running tests next."]

QA = [("how do I reverse a list in python?", "Use slicing or `reversed`:\n\n```python\nitems[::-1]\nlist(reversed(items))\n```\n\n`items.reverse()` does it in place."),
      ("what's the difference between let and const?", "`const` cannot be reassigned; `let` can. Both are block-scoped:\n\n```js\nconst a = 1;\nlet b = 2;\nb = 3; // fine\n```"),
      ("how to make a dict from two lists", "```python\nd = dict(zip(keys, values))\n```\n\nIf the lists differ in length, `zip` stops at the shorter one."),
      ("explain `git stash`", "It shelves uncommitted changes so you get a clean tree:\n\n```bash\ngit stash push -m wip\ngit stash pop\n```"),
      ("how do I read a file line by line in go?", "```go\nf, _ := os.Open(path)\ndefer f.Close()\nsc := bufio.NewScanner(f)\nfor sc.Scan() {\n    fmt.Println(sc.Text())\n}\n```"),
      ("what does `?.` do in TypeScript", "Optional chaining: `a?.b` is `undefined` instead of throwing when `a` is null or undefined.\n\n```ts\nconst n = user?.profile?.name;\n```"),
      ("sort dicts by a key?", "```python\nrows.sort(key=lambda r: r[\"age\"])\n```\nUse `operator.itemgetter(\"age\")` for speed."),
      ("¿cómo hago un GET con fetch?", "```js\nconst res = await fetch(url);\nconst data = await res.json();\n```"),
      ("Rust: String vs &str?", "`String` owns heap data; `&str` is a borrowed slice. Take `&str` in function parameters:\n\n```rust\nfn greet(name: &str) {}\n```"),
      ("wie formatiere ich ein Datum in Python?", "```python\nfrom datetime import datetime\ndatetime.now().strftime(\"%d.%m.%Y\")\n```"),
      ("how do I check if a key exists in a JS object?", "Use `in` or `Object.hasOwn`:\n\n```js\n'id' in obj;\nObject.hasOwn(obj, 'id');\n```"),
      ("what's a context manager?", "An object with `__enter__`/`__exit__`, used with `with` so cleanup always runs:\n\n```python\nwith open(p) as f:\n    data = f.read()\n```"),
      ("how to squash the last 3 commits?", "```bash\ngit reset --soft HEAD~3\ngit commit -m \"one commit\"\n```\nOr `git rebase -i HEAD~3` and mark them `squash`."),
      ("SQL: difference between WHERE and HAVING?", "`WHERE` filters rows before grouping, `HAVING` filters groups after `GROUP BY`:\n\n```sql\nSELECT kind, count(*) FROM t WHERE ok GROUP BY kind HAVING count(*) > 5;\n```"),
      ("how do I make an HTTP GET in Go?", "```go\nresp, err := http.Get(url)\nif err != nil {\n    return err\n}\ndefer resp.Body.Close()\nbody, _ := io.ReadAll(resp.Body)\n```"),
      ("¿qué es un closure?", "Una función que recuerda las variables del ámbito donde se creó:\n\n```js\nfunction contador() {\n  let n = 0;\n  return () => ++n;\n}\n```"),
      ("kubectl: how do I see logs of a crashed pod?", "Use `--previous`:\n\n```bash\nkubectl logs mypod --previous\n```"),
      ("what does `async` do in Rust?", "It turns the function into one that returns a `Future`; nothing runs until it is `.await`ed or polled by a runtime such as tokio."),
      ("Python f-string with 2 decimals?", "```python\nf\"{value:.2f}\"\n```"),
      ("列表去重并保持顺序？", "```python\nlist(dict.fromkeys(items))\n```"),
      ("how to exit vim", "Press `Esc`, then type `:q` (or `:wq` to save, `:q!` to discard) and Enter."),
      ("TypeScript: type vs interface?", "Mostly interchangeable for object shapes. `interface` can be merged and extended; `type` can express unions and mapped types.\n\n```ts\ntype Id = string | number;\ninterface User { id: Id }\n```"),
      ("how do I run one test with pytest?", "```bash\npytest tests/test_api.py::test_login -q\n```\nor `-k login` to match by name."),
      ("Dockerfile: CMD vs ENTRYPOINT?", "`ENTRYPOINT` is the executable; `CMD` gives default arguments that `docker run` can override."),
      ("regex for a 5 digit zip?", "```\n^\\d{5}$\n```")]


def qa_turns(g, n):
    idx = list(range(len(QA)))
    g.shuffle(idx)
    out = []
    for i in idx[:n]:
        out.append(("user", QA[i][0]))
        out.append(("assistant", QA[i][1]))
    return out


def transcript_text(g, conv, style="plain"):
    """Serialize a neutral conversation for summary side calls."""
    lines = []
    for it in conv:
        if it[0] == "system":
            continue
        if it[0] == "user":
            lines.append(("USER: " if style == "plain" else "# USER\n") + W.text_of(it[1]))
        elif it[0] == "assistant":
            lines.append(("ASSISTANT: " if style == "plain" else "# ASSISTANT\n") + it[1])
        elif it[0] == "calls":
            for cid, name, args, _ in it[2]:
                lines.append(f"TOOL CALL {name}: {json.dumps(args)[:400]}")
        elif it[0] == "results":
            for cid, name, text, err in it[1]:
                lines.append(f"TOOL RESULT ({name}{', error' if err else ''}): {text[:1500]}")
    return "\n\n".join(lines)


SUMMARY_ASKS = [
    "Summarize the conversation above so another engineer can pick it up: goal, what was tried, current state, next steps. Do not call any tools.",
    "Write a compact handoff note of this session. Include file paths that matter, decisions made and open problems. Text only.",
    "Condense everything so far into a brief status report (max 300 words). No tool calls.",
    "Please produce a structured summary of the work done in this conversation: 1) request 2) key findings 3) changes 4) pending work.",
    "The context is getting long. Replace the history with a dense summary that keeps all facts needed to continue.",
    "Before we continue: recap this session in a few bullet points (what was asked, what changed, what is still broken).",
    "TL;DR of everything above please — I'm handing this over to a colleague.",
    "Write the memory entry for this run: objective, steps taken, outcome, open questions. Max 150 words.",
    "Generate a short title (max 6 words) for this session. Title only.",
    "Summarize what the agent did above as a changelog entry.",
    "Resume el trabajo hecho hasta ahora en 5 puntos: objetivo, cambios, errores, estado, próximos pasos.",
    "Fasse den bisherigen Verlauf kurz zusammen (Ziel, Änderungen, offene Punkte). Keine Tools verwenden.",
    "请把上面的对话压缩成一段摘要，保留文件路径、关键决定和下一步。",
    "Résume la session ci-dessus pour qu'un autre agent puisse reprendre le travail.",
    "上記のやり取りを要約してください（目的・変更点・残作業）。",
    "Summarize the conversation so far. Keep exact file paths, error messages and the user's original request verbatim.",
]


# ------------------------------------------------------------------------------------------------
# Family base
# ------------------------------------------------------------------------------------------------
class Family:
    name = "base"
    shapes = {"first": 45, "loop": 21, "nudge": 4, "retry": 6, "side": 13, "followup": 8, "completion": 0}
    text_protocol = False
    id_style = "openai"

    def __init__(self):
        self._static = {}

    # hooks ------------------------------------------------------------------
    def headers(self, g, env):
        return base_headers(g, "OpenAI/JS 5.12.2", stainless(g))

    def model(self, g):
        return V.pick(g, ["gpt-4.1", "gpt-4o", "gpt-5", "claude-sonnet-4-5", "qwen3-coder-480b", "deepseek-chat"])

    def system(self, g, env):
        return "You are a helpful coding assistant."

    def wrap_first(self, g, env, ask, ctx):
        return with_context(g, ask, ctx)

    def wrap_later(self, g, env, text):
        return text

    def tool(self, g, s, env):
        return generic_tool({"list": "list_dir", "read": "read_file", "search": "search", "shell": "run", "edit": "edit_file",
                             "write": "write_file"})(g, s, env)

    def result(self, g, s, env):
        return generic_result(s)

    # text protocol hooks (only for text-protocol families)
    def action_text(self, g, thought, steps, env):
        raise NotImplementedError

    def obs_items(self, g, steps, env):
        raise NotImplementedError

    def render(self, g, conv, env, purpose):
        """-> (endpoint, body). purpose in first/loop/side/..."""
        raise NotImplementedError

    # conversation builders ---------------------------------------------------
    def rounds_conv(self, g, rounds, env):
        conv = []
        for steps in rounds:
            thought = steps[0].thought if g.random() < 0.7 else ""
            if self.text_protocol:
                conv.append(("assistant", self.action_text(g, thought, steps, env)))
                conv.extend(self.obs_items(g, steps, env))
            else:
                calls, results = [], []
                for s in steps:
                    cid = W.call_id(g, self.id_style)
                    name, args = self.tool(g, s, env)
                    calls.append((cid, name, args, s))
                    results.append((cid, name, self.result(g, s, env), bool(s.err)))
                conv.append(("calls", thought, calls))
                conv.append(("results", results))
        return conv

    def side(self, g, env, base_conv, task):
        """Default summary side call: history + a summary request."""
        conv = base_conv + [("user", V.pick(g, SUMMARY_ASKS))]
        return conv, "condense"

    def completion(self, g, env, a):
        return None

    def retry_feedback(self, g, env):
        return None


# ================================================================================================
# Anthropic: Claude Code
# ================================================================================================
CC_TOOLS = [("Task", "task", ["description", "prompt", "subagent_type"]), ("Bash", "shell", ["command", "timeout", "description"]),
            ("Glob", "glob", ["pattern", "path"]), ("Grep", "search", ["pattern", "path", "glob", "output_mode"]),
            ("LS", "list", ["path", "ignore"]), ("ExitPlanMode", "finish", ["plan"]), ("Read", "read", ["file_path", "offset", "limit"]),
            ("Edit", "edit", ["file_path", "old_string", "new_string", "replace_all"]), ("MultiEdit", "edit", ["file_path", "edits"]),
            ("Write", "write", ["file_path", "content"]), ("NotebookEdit", "notebook", ["notebook_path", "new_source", "cell_id"]),
            ("WebFetch", "fetch", ["url", "prompt"]), ("TodoWrite", "todo", ["todos"]), ("WebSearch", "web", ["query", "allowed_domains"]),
            ("BashOutput", "shell", ["bash_id", "filter"]), ("KillShell", "shell", ["shell_id"]), ("SlashCommand", "task", ["command"]),
            ("mcp__github__get_issue", "fetch", ["owner", "repo", "issue_number"]), ("mcp__github__create_pull_request", "task", ["owner", "repo", "title", "body", "head", "base"]),
            ("mcp__github__list_commits", "fetch", ["owner", "repo", "sha"]), ("mcp__linear__search_issues", "web", ["query", "teamId"]),
            ("mcp__postgres__query", "python", ["sql"]), ("mcp__playwright__browser_navigate", "browser", ["url"]),
            ("mcp__playwright__browser_snapshot", "browser", []), ("mcp__sentry__get_issue_details", "fetch", ["issue_id"])]
CC_REMINDERS = ["<system-reminder>\nThe task list is empty. Keep one only if the work has several steps.\n</system-reminder>",
                "<system-reminder>\nA file you read earlier was changed on disk by the user; re-read before editing.\n</system-reminder>",
                "<system-reminder>\nDo not mention this reminder to the user.\n</system-reminder>"]


class ClaudeCode(Family):
    name = "claude-code"
    id_style = "anthropic"
    shapes = {"first": 45, "loop": 25, "nudge": 5, "retry": 5, "side": 12, "followup": 5}

    def __init__(self):
        super().__init__()
        self.tools = build_tools(101, CC_TOOLS, "anthropic", extra=9)
        rng = random.Random(102)
        self.sys_main = P.rules_text(rng, 26000)

    def headers(self, g, env):
        env.setdefault("session", W.uuid4(g))
        h = base_headers(g, f"claude-cli/{V.pick(g, ['1.0.98', '2.0.14', '2.0.31', '2.0.55'])} (external, cli)", stainless(g),
                         auth=V.pick(g, ["x-api-key", "bearer"]))
        h.update({"anthropic-version": "2023-06-01", "x-app": "cli", "x-claude-code-session-id": env["session"],
                  "anthropic-beta": ",".join(g.sample(["claude-code-20250219", "interleaved-thinking-2025-05-14",
                                                       "fine-grained-tool-streaming-2025-05-14", "context-management-2025-06-27",
                                                       "oauth-2025-04-20"], g.randrange(1, 4))),
                  "anthropic-dangerous-direct-browser-access": "true"})
        return h

    def model(self, g):
        return V.pick(g, ["claude-sonnet-4-5-20250929", "claude-opus-4-1-20250805", "claude-sonnet-4-20250514"])

    def tool(self, g, s, env):
        root = env["cwd"].replace("\\", "/")
        if s.op == "list":
            return ("LS", {"path": f"{root}/{s.path}".rstrip("/.")}) if g.random() < 0.4 else ("Glob", {"pattern": f"{s.path}/**/*"})
        if s.op == "read":
            return "Read", {"file_path": f"{root}/{s.path}"}
        if s.op == "search":
            return "Grep", {"pattern": s.pattern, "output_mode": V.pick(g, ["content", "files_with_matches"]), "-n": True}
        if s.op == "shell":
            c = s.cmd
            d = ("Run tests" if "test" in c or "pytest" in c or "rspec" in c or "tox" in c else "Check git state" if c.startswith("git") else
                 "Build project" if "build" in c or c == "make" else "Run linter" if any(x in c for x in ("ruff", "eslint", "mypy", "flake8")) else
                 "Show recent logs" if "log" in c else "Install dependencies" if "install" in c or c.startswith("pnpm i") else "Search code" if c.startswith("rg") else "Run command")
            return "Bash", {"command": c, "description": d}
        if s.op == "edit":
            return "Edit", {"file_path": f"{root}/{s.path}", "old_string": s.old, "new_string": s.new}
        if s.op == "write":
            return "Write", {"file_path": f"{root}/{s.path}", "content": s.content}
        return "WebSearch", {"query": s.query}

    def result(self, g, s, env):
        if s.op == "read":
            return "\n".join(f"{i:6d}→{l}" for i, l in enumerate(s.out.split("\n"), 1))
        if s.op == "shell":
            return (f"Exit code {s.exit}\n" if s.exit else "") + (s.out or "(no content)")
        if s.op == "edit":
            return ("<tool_use_error>String to replace not found in file.\nString: " + s.old + "</tool_use_error>") if s.err else \
                f"Updated {env['cwd']}/{s.path}: replaced 1 occurrence. Showing lines around the change:\n" + V.numbered(s.new, g.randrange(10, 300))
        if s.op == "write":
            return f"Created {s.path} ({len(s.content.splitlines())} lines)."
        if s.op == "search" and not s.out:
            return "No matches found"
        return s.out

    def sys_blocks(self, g, env):
        intro = "You are a command-line coding assistant working inside the user's repository."
        envb = (f"<env>\nWorking directory: {env['cwd']}\nIs directory a git repo: Yes\nPlatform: {env['os']}\nOS Version: {env['osv']}\n"
                f"Today's date: {env['date']}\n</env>\nYou are powered by the model {env['model']}.\n\ngitStatus: snapshot at the start of the session.\n"
                f"Current branch: {V.pick(g, ['main', 'dev', 'feat/' + V.pick(g, V.WORDS)])}\n")
        return [{"type": "text", "text": intro, "cache_control": {"type": "ephemeral"}},
                {"type": "text", "text": self.sys_main + "\n\n" + envb, "cache_control": {"type": "ephemeral"}}]

    def wrap_first(self, g, env, ask, ctx):
        parts = []
        if g.random() < 0.6:
            parts.append({"type": "text", "text": "<system-reminder>\nProject notes from CLAUDE.md (follow them when relevant):\n"
                          + P.rules_text(g, g.randrange(300, 2500), headings=False) + "\n</system-reminder>"})
        parts.append({"type": "text", "text": with_context(g, ask, ctx)})
        return parts

    def render(self, g, conv, env, purpose):
        env["model"] = env.get("model") or self.model(g)
        _, msgs = W.anthropic_messages(conv, result_style="mixed", reminders=CC_REMINDERS, g=g)
        body = {"model": env["model"], "messages": msgs, "system": self.sys_blocks(g, env), "tools": self.tools,
                "max_tokens": V.pick(g, [32000, 21333, 64000]), "temperature": 1,
                "metadata": {"user_id": json.dumps({"device_id": "%064x" % g.getrandbits(256), "session_id": env["session"]})
                             if g.random() < 0.5 else f"user_{'%064x' % g.getrandbits(256)}_account__session_{env['session']}"},
                "stream": True}
        if g.random() < 0.4:
            body["thinking"] = {"type": "enabled", "budget_tokens": V.pick(g, [4000, 10000, 31999])}
        if g.random() < 0.15:
            body["context_management"] = {"edits": [{"type": "clear_tool_uses_20250919", "trigger": {"type": "input_tokens", "value": 120000}}]}
        if g.random() < 0.1:
            body["output_config"] = {"effort": V.pick(g, ["medium", "high"])}
        return "/v1/messages", body

    def side(self, g, env, base_conv, task):
        r = g.random()
        small = V.pick(g, ["claude-3-5-haiku-20241022", "claude-haiku-4-5-20251001"])
        if r < 0.4:
            # title / topic detection on the latest user text: tiny call, no tools
            text = transcript_text(g, base_conv)[-g.randrange(500, 6000):]
            body = {"model": small, "max_tokens": 512, "temperature": 0,
                    "system": [{"type": "text", "text": "Decide whether the latest message starts a new topic. Reply with JSON {\"isNewTopic\": bool, \"title\": string|null}; the title is 2-3 words."}],
                    "messages": [{"role": "user", "content": [{"type": "text", "text": text}]}],
                    "metadata": {"user_id": f"user_{'%064x' % g.getrandbits(256)}_account__session_{env['session']}"}, "stream": True}
            return ("/v1/messages", body), "title"
        conv = base_conv + [("user", "Your job now is to write a thorough summary of this conversation for continuing the work later. "
                                     "Cover: the user's requests, technical decisions, files touched (with the important snippets), errors and how they were fixed, "
                                     "pending tasks and the very next step. Wrap it in <summary></summary>. Do not use tools.")]
        ep, body = self.render(g, conv, env, "side")
        body["model"] = env["model"]
        return (ep, body), "compact"


# ================================================================================================
# Responses API: Codex CLI and the OpenAI Agents SDK
# ================================================================================================
class CodexCLI(Family):
    name = "codex-cli"
    id_style = "responses"
    shapes = {"first": 45, "loop": 25, "nudge": 5, "retry": 5, "side": 10, "followup": 5}

    def __init__(self):
        super().__init__()
        rng = random.Random(201)
        self.instructions = "You are a coding agent running in a terminal on the user's machine.\n\n" + P.rules_text(rng, 22000)
        self.tools = [
            {"type": "function", "name": "shell", "description": P.tool_desc(rng, "shell", 2), "strict": False,
             "parameters": {"type": "object", "properties": {"command": {"type": "array", "items": {"type": "string"}, "description": "The command to execute"},
                                                             "workdir": {"type": "string"}, "timeout_ms": {"type": "number"},
                                                             "with_escalated_permissions": {"type": "boolean"}, "justification": {"type": "string"}},
                            "required": ["command"], "additionalProperties": False}},
            {"type": "function", "name": "update_plan", "description": P.tool_desc(rng, "todo", 2), "strict": False,
             "parameters": {"type": "object", "properties": {"explanation": {"type": "string"}, "plan": {"type": "array", "items": {"type": "object", "properties": {"step": {"type": "string"}, "status": {"type": "string"}}}}},
                            "required": ["plan"], "additionalProperties": False}},
            {"type": "custom", "name": "apply_patch", "description": P.tool_desc(rng, "patch", 3),
             "format": {"type": "grammar", "syntax": "lark", "definition": "start: begin_patch hunk+ end_patch\nbegin_patch: \"*** Begin Patch\" LF\nend_patch: \"*** End Patch\" LF?\nhunk: add_hunk | delete_hunk | update_hunk\n%import common.LF"}},
            {"type": "function", "name": "view_image", "description": "Attach a local image to the conversation.", "strict": False,
             "parameters": {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"], "additionalProperties": False}},
            {"type": "web_search"},
        ]
        self.namespace_tool = {"type": "namespace", "name": "mcp__github", "description": "Tools from the github MCP server.",
                               "tools": [tool_schema("get_issue", "fetch", ["owner", "repo", "number"], "Fetch one issue.", "responses"),
                                         tool_schema("list_pull_requests", "fetch", ["owner", "repo", "state"], "List pull requests.", "responses")]}

    def headers(self, g, env):
        env.setdefault("session", W.uuid4(g))
        v = V.pick(g, ["0.46.0", "0.50.0", "0.58.0", "0.63.0"])
        h = base_headers(g, f"codex_cli_rs/{v} ({V.pick(g, ['Mac OS 15.1.0', 'Ubuntu 24.04', 'Windows 11'])}; {V.pick(g, ['arm64', 'x86_64'])}) {V.pick(g, ['iTerm.app/3.5.10', 'vscode/1.105.1', 'tmux/3.4', 'WezTerm'])}")
        h.update({"originator": "codex_cli_rs", "version": v, "session-id": env["session"], "conversation_id": env["session"],
                  "openai-beta": "responses=experimental"})
        if g.random() < 0.5:
            h["thread-id"] = env["session"]
        return h

    def model(self, g):
        return V.pick(g, ["gpt-5-codex", "gpt-5", "gpt-5.1-codex", "gpt-5.1-codex-max"])

    def tool(self, g, s, env):
        if s.op in ("edit", "write") and g.random() < 0.85:
            if s.op == "edit":
                patch = (f"*** Begin Patch\n*** Update File: {s.path}\n@@\n" + "\n".join("-" + l for l in s.old.split("\n"))
                         + "\n" + "\n".join("+" + l for l in s.new.split("\n")) + "\n*** End Patch\n")
            else:
                patch = f"*** Begin Patch\n*** Add File: {s.path}\n" + "\n".join("+" + l for l in s.content.split("\n")) + "\n*** End Patch\n"
            return "apply_patch", {"__patch__": patch}
        cmd = shell_cmd(g, s)
        if env.get("codex_new"):
            return "shell_command", {"command": cmd, "workdir": env["cwd"], "timeout_ms": V.pick(g, [10000, 120000])}
        if env.get("local_shell"):
            return "local_shell", {"command": ["bash", "-lc", cmd], "workdir": env["cwd"], "timeout_ms": 120000}
        return "shell", {"command": ["bash", "-lc", cmd], "workdir": env["cwd"], "timeout_ms": V.pick(g, [10000, 120000, 300000])}

    def result(self, g, s, env):
        if s.op in ("edit", "write") and not (s.op == "edit" and s.err):
            if g.random() < 0.5:
                return json.dumps({"output": f"Success. Updated the following files:\nM {s.path}\n", "metadata": {"exit_code": 0, "duration_seconds": 0.0}})
            return f"Success. Updated the following files:\nM {s.path}\n"
        out, code = shell_out(s), shell_exit(s)
        if s.op == "edit":
            out, code = f"Failed to find expected lines in {s.path}:\n{s.old}", 1
        if g.random() < 0.5:
            return json.dumps({"output": out, "metadata": {"exit_code": code, "duration_seconds": round(g.uniform(0.01, 40), 1)}})
        return f"Exit code: {code}\nWall time: {round(g.uniform(0.01, 40), 1)} seconds\nOutput:\n{out}"

    def env_block(self, g, env):
        return (f"<environment_context>\n  <cwd>{env['cwd']}</cwd>\n  <approval_policy>{V.pick(g, ['on-request', 'never', 'untrusted'])}</approval_policy>\n"
                f"  <sandbox_mode>{V.pick(g, ['workspace-write', 'read-only', 'danger-full-access'])}</sandbox_mode>\n"
                f"  <network_access>{V.pick(g, ['restricted', 'enabled'])}</network_access>\n  <shell>{env['shell']}</shell>\n</environment_context>")

    def render(self, g, conv, env, purpose):
        env["model"] = env.get("model") or self.model(g)
        pre = []
        if g.random() < 0.6:
            pre.append(("user", f"# AGENTS.md instructions for {env['cwd']}\n\n<INSTRUCTIONS>\n" + P.rules_text(g, g.randrange(400, 4000)) + "\n</INSTRUCTIONS>"))
        pre.append(("user", self.env_block(g, env)))
        items = W.responses_input(pre + [c for c in conv if c[0] != "system"], g,
                                  developer_first=None if g.random() < 0.5 else "<permissions instructions>\nCommands run inside a sandbox; ask for escalation when you need network or writes outside the workspace.\n</permissions instructions>")
        if env.get("codex_new"):
            tools = [dict(t, name="shell_command", parameters={"type": "object", "properties": {"command": {"type": "string"}, "workdir": {"type": "string"},
                                                                                           "timeout_ms": {"type": "number"}}, "required": ["command"], "additionalProperties": False})
                     if t.get("name") == "shell" else t for t in self.tools]
            tools.append({"type": "namespace", "name": "collaboration", "description": "Work with helper agents.",
                          "tools": [tool_schema("spawn_agent", "task", ["message"], "Start a helper agent with a message.", "responses"),
                                    tool_schema("wait_agent", "task", ["agent_id"], "Wait for a helper agent to finish.", "responses")]})
        elif env.get("local_shell"):
            tools = [{"type": "local_shell"} if t.get("name") == "shell" else t for t in self.tools]
        else:
            tools = list(self.tools)
        if g.random() < 0.3:
            tools.append(self.namespace_tool)
        body = {"model": env["model"], "instructions": self.instructions, "input": items, "tools": tools, "tool_choice": "auto",
                "parallel_tool_calls": False, "reasoning": {"effort": V.pick(g, ["medium", "high", "low"]), "summary": "auto"},
                "store": False, "stream": True, "include": ["reasoning.encrypted_content"], "prompt_cache_key": env["session"]}
        if g.random() < 0.4:
            del body["instructions"]
        return "/v1/responses", body

    def side(self, g, env, base_conv, task):
        conv = base_conv + [("user", "Compact this session: write notes that let a fresh model pick the task up where it stopped — "
                                     "what is done and why, the user's constraints, open items as next steps, and the paths or values it will need. "
                                     "Short, structured, no tool calls.")]
        return conv, "compact"


class OpenAIAgentsSDK(Family):
    name = "openai-agents-sdk"
    id_style = "responses"

    def __init__(self):
        super().__init__()
        self.tools = build_tools(211, [("read_file", "read", ["path"]), ("list_files", "list", ["path"]), ("grep", "search", ["pattern", "path"]),
                                       ("run_command", "shell", ["command"]), ("replace_in_file", "edit", ["path", "old", "new"]),
                                       ("write_file", "write", ["path", "content"])], "responses")
        rng = random.Random(212)
        self.instr = "You are RepoHelper, an engineering agent for our monorepo.\n" + P.rules_text(rng, 3000)

    def headers(self, g, env):
        h = base_headers(g, "Agents/Python 0.3.3", stainless(g, "py"))
        h["user-agent"] = f"OpenAI/Python {V.pick(g, ['1.99.1', '1.107.0'])}"
        return h

    def tool(self, g, s, env):
        return generic_tool({"list": "list_files", "read": "read_file", "search": "grep", "shell": "run_command",
                             "edit": "replace_in_file", "write": "write_file", "old_arg": "old", "new_arg": "new"})(g, s, env)

    def render(self, g, conv, env, purpose):
        items = W.responses_input(conv, g)
        if g.random() < 0.5:
            for it in items:
                if it.get("type") == "message" and it["role"] == "user" and len(it["content"]) == 1:
                    it.pop("type")
                    it["content"] = it["content"][0]["text"]
        body = {"model": V.pick(g, ["gpt-4.1", "gpt-5-mini", "o4-mini", "gpt-5"]), "instructions": self.instr, "input": items,
                "tools": self.tools, "stream": g.random() < 0.5, "include": [], "parallel_tool_calls": g.random() < 0.3}
        return "/v1/responses", body


# ================================================================================================
# OpenAI-chat native agents
# ================================================================================================
class ChatAgent(Family):
    """Parametrised OpenAI chat tool-calling agent."""
    endpoint = "/v1/chat/completions"
    tool_names = {"list": "list_dir", "read": "read_file", "search": "search_code", "shell": "run_shell", "edit": "edit_file", "write": "write_file"}
    tool_kinds = [("list_dir", "list", ["path"]), ("read_file", "read", ["path"]), ("search_code", "search", ["pattern", "path"]),
                  ("run_shell", "shell", ["command"]), ("edit_file", "edit", ["path", "old_str", "new_str"]), ("write_file", "write", ["path", "content"])]
    seed = 300
    sys_size = 2500
    parallel_p = 0.0
    tool_name_field = False
    legacy_p = 0.0
    gemini_json = False
    ua = "OpenAI/JS 5.12.2"
    models = ["gpt-4.1", "gpt-4o", "claude-sonnet-4-5", "qwen3-coder-480b-a35b-instruct", "deepseek-chat", "glm-4.6"]
    system_role = "system"

    def __init__(self):
        super().__init__()
        self.tools = build_tools(self.seed, self.tool_kinds, "openai", extra=self.sys_size // 2500)
        rng = random.Random(self.seed + 1)
        self.sys_text = self.sys_intro() + "\n\n" + P.rules_text(rng, self.sys_size)

    def sys_intro(self):
        return "You are an autonomous software engineering assistant with access to the user's workspace through tools."

    def headers(self, g, env):
        return base_headers(g, self.ua, stainless(g))

    def model(self, g):
        return V.pick(g, self.models)

    def system(self, g, env):
        return self.sys_text

    def tool(self, g, s, env):
        return generic_tool(self.tool_names)(g, s, env)

    def body_extra(self, g, env, purpose):
        return {}

    def render(self, g, conv, env, purpose):
        legacy = env.get("legacy", False)
        msgs = W.openai_chat(conv, system_role=self.system_role, tool_name_field=self.tool_name_field, legacy_function=legacy,
                             gemini_json=self.gemini_json)
        body = {"model": env.get("model") or self.model(g), "messages": msgs}
        if legacy:
            body["functions"] = [t["function"] for t in self.tools]
            body["function_call"] = "auto"
        else:
            body["tools"] = self.tools
            if g.random() < 0.4:
                body["tool_choice"] = "auto"
        body["stream"] = g.random() < 0.8
        if body["stream"] and g.random() < 0.5:
            body["stream_options"] = {"include_usage": True}
        if g.random() < 0.5:
            body["temperature"] = V.pick(g, [0, 0.2, 0.7, 1])
        body.update(self.body_extra(g, env, purpose))
        return self.endpoint, body


class ContinueFam(ChatAgent):
    name = "continue"
    seed = 310
    sys_size = 1500
    shapes = {"first": 40, "loop": 18, "nudge": 4, "retry": 8, "side": 6, "followup": 8, "completion": 16}
    tool_names = {"list": "ls", "read": "read_file", "search": "grep_search", "shell": "run_terminal_command", "edit": "edit_existing_file",
                  "write": "create_new_file", "read_arg": "filepath", "list_arg": "dirPath", "search_arg": "query"}
    tool_kinds = [("read_file", "read", ["filepath"]), ("create_new_file", "write", ["filepath", "contents"]),
                  ("run_terminal_command", "shell", ["command", "waitForCompletion"]), ("file_glob_search", "glob", ["pattern"]),
                  ("view_diff", "read", []), ("read_currently_open_file", "read", []), ("ls", "list", ["dirPath", "recursive"]),
                  ("create_rule_block", "write", ["name", "rule"]), ("fetch_url_content", "fetch", ["url"]),
                  ("grep_search", "search", ["query"]), ("edit_existing_file", "edit", ["filepath", "changes"]), ("search_web", "web", ["query"])]
    ua = "node-fetch"

    def sys_intro(self):
        return "<important_rules>\n  You are in agent mode.\n"

    def system(self, g, env):
        if env.get("mode") == "chat":
            return "<important_rules>\n  You are in chat mode.\n\n  Put the language and the file path after the opening fence of every code block.\n" + \
                P.rules_text(g, g.randrange(200, 1200), headings=False) + "\n</important_rules>"
        return self.sys_text + "\n</important_rules>"

    def tool(self, g, s, env):
        name, args = generic_tool(self.tool_names)(g, s, env)
        if s.op == "edit":
            args = {"filepath": s.path, "changes": f"// ... existing code ...\n{s.new}\n// ... existing code ..."}
        if s.op == "shell":
            args["waitForCompletion"] = True
        return name, args

    def result(self, g, s, env):
        if s.op == "shell":
            return f"Terminal output:\n{s.out}" if s.out else "Command completed with no output"
        if s.op == "read":
            return f"{s.path}\n```{s.path}\n{s.out}\n```" if g.random() < 0.5 else s.out
        return generic_result(s)

    def wrap_first(self, g, env, ask, ctx):
        if ctx and g.random() < 0.6:
            # code selected in the editor is sent as a fenced block with path and range before the ask
            return f"```{V.file_path(g, env['proj'])} ({g.randrange(1, 80)}-{g.randrange(81, 200)})\n{ctx.strip('`').split(chr(10), 1)[-1]}\n\n{ask}" \
                if g.random() < 0.3 else with_context(g, ask, ctx, "before")
        return with_context(g, ask, ctx)

    def render(self, g, conv, env, purpose):
        if env.get("mode") == "chat":
            msgs = W.openai_chat(conv)
            body = {"model": env.get("model") or self.model(g), "messages": msgs, "max_tokens": 4096, "stream": True,
                    "temperature": V.pick(g, [0.5, 0.7])}
            return "/v1/chat/completions", body
        return super().render(g, conv, env, purpose)

    def side(self, g, env, base_conv, task):
        text = transcript_text(g, base_conv)[-g.randrange(800, 8000):]
        body = {"model": env.get("model") or self.model(g), "max_tokens": 24, "stream": True, "temperature": 0,
                "messages": [{"role": "user", "content": f"{text}\n\nGive a short (at most 6 words) title for the conversation above. Reply with the title only."}]}
        return ("/v1/chat/completions", body), "title"

    def completion(self, g, env, a):
        return fim_request(g, env, self.name)


class RooCode(ChatAgent):
    name = "roo-code"
    seed = 320
    sys_size = 26000
    tool_names = {"list": "list_files", "read": "read_file", "search": "search_files", "shell": "execute_command", "edit": "apply_diff",
                  "write": "write_to_file", "search_arg": "regex"}
    tool_kinds = [("read_file", "read", ["path"]), ("list_files", "list", ["path", "recursive"]), ("search_files", "search", ["path", "regex", "file_pattern"]),
                  ("list_code_definition_names", "list", ["path"]), ("apply_diff", "edit", ["path", "diff"]), ("write_to_file", "write", ["path", "content", "line_count"]),
                  ("insert_content", "edit", ["path", "line", "content"]), ("execute_command", "shell", ["command", "cwd"]),
                  ("ask_followup_question", "ask", ["question", "follow_up"]), ("attempt_completion", "finish", ["result"]),
                  ("switch_mode", "task", ["mode_slug", "reason"]), ("new_task", "task", ["mode", "message"]), ("update_todo_list", "todo", ["todos"])]
    ua = "RooCode/3.28.2"

    def sys_intro(self):
        return "You are Roo, a software engineer assistant in VS Code, working in modes (code, architect, ask, debug)."

    def headers(self, g, env):
        h = base_headers(g, f"RooCode/{V.pick(g, ['3.25.1', '3.28.2', '3.30.0'])}", stainless(g))
        h.update({"http-referer": "https://github.com/RooVetGit/Roo-Cline", "x-title": "Roo Code"})
        return h

    def tool(self, g, s, env):
        name, args = generic_tool(self.tool_names)(g, s, env)
        if s.op == "edit":
            args = {"path": s.path, "diff": f"<<<<<<< SEARCH\n:start_line:{g.randrange(1, 300)}\n-------\n{s.old}\n=======\n{s.new}\n>>>>>>> REPLACE"}
        if s.op == "list":
            args["recursive"] = g.random() < 0.5
        return name, args

    def result(self, g, s, env):
        if s.op == "read":
            return f"<files>\n<file><path>{s.path}</path>\n<content lines=\"1-{s.out.count(chr(10)) + 1}\">\n" + V.numbered(s.out, style="pipe") + "\n</content>\n</file>\n</files>"
        if s.op == "shell":
            return f"Ran in terminal (cwd: {env['cwd']}). Exit code: {s.exit}\nOutput:\n{s.out}"
        if s.op == "edit":
            return ("<error_details>\nNo sufficiently similar match found (best match 61%).\n</error_details>" if s.err else
                    f"Changes successfully applied to {s.path}.")
        return generic_result(s)

    def env_details(self, g, env):
        files = [V.file_path(g, env["proj"]) for _ in range(g.randrange(1, 6))]
        return (f"<environment_details>\n# VSCode Visible Files\n{files[0]}\n\n# VSCode Open Tabs\n{', '.join(files)}\n\n"
                f"# Current Time\n{env['date']} {g.randrange(0, 24):02d}:{g.randrange(0, 60):02d}:00 (UTC, UTC+0:00)\n\n# Current Cost\n${g.uniform(0, 3):.2f}\n\n"
                f"# Current Mode\n<slug>{V.pick(g, ['code', 'architect', 'debug', 'ask'])}</slug>\n<name>Mode</name>\n<model>{env.get('model', 'x')}</model>\n</environment_details>")

    def wrap_first(self, g, env, ask, ctx):
        return [{"type": "text", "text": f"<task>\n{with_context(g, ask, ctx)}\n</task>"}, {"type": "text", "text": self.env_details(g, env)}]

    def wrap_later(self, g, env, text):
        return [{"type": "text", "text": f"<user_message>\n{text}\n</user_message>"}, {"type": "text", "text": self.env_details(g, env)}]

    def side(self, g, env, base_conv, task):
        conv = base_conv + [("user", "Summarize the conversation so far in a detailed way so the task can continue in a fresh context: "
                                     "previous conversation, current work, key technical concepts, relevant files and code, problems solved, pending tasks and next steps.")]
        return conv, "condense"


class CopilotFam(ChatAgent):
    name = "copilot"
    seed = 330
    sys_size = 14000
    shapes = {"first": 40, "loop": 18, "nudge": 4, "retry": 8, "side": 6, "followup": 8, "completion": 16}
    tool_names = {"list": "list_dir", "read": "read_file", "search": "grep_search", "shell": "run_in_terminal", "edit": "replace_string_in_file",
                  "write": "create_file", "read_arg": "filePath", "old_arg": "oldString", "new_arg": "newString", "search_arg": "query"}
    tool_kinds = [("semantic_search", "search", ["query"]), ("list_code_usages", "search", ["symbolName"]), ("get_errors", "diagnostics", ["filePaths"]),
                  ("file_search", "glob", ["query"]), ("grep_search", "search", ["query", "isRegexp"]), ("read_file", "read", ["filePath", "startLine", "endLine"]),
                  ("list_dir", "list", ["path"]), ("run_in_terminal", "shell", ["command", "explanation", "isBackground"]),
                  ("get_terminal_output", "shell", ["id"]), ("replace_string_in_file", "edit", ["filePath", "oldString", "newString"]),
                  ("create_file", "write", ["filePath", "content"]), ("run_tests", "shell", ["files"]), ("fetch_webpage", "fetch", ["urls", "query"]),
                  ("manage_todo_list", "todo", ["todoList"])]

    def sys_intro(self):
        return "You are a programming assistant inside the VS Code editor, pairing with the user on their workspace."

    def headers(self, g, env):
        h = {"content-type": "application/json", "user-agent": f"GitHubCopilotChat/{V.pick(g, ['0.31.2', '0.32.4', '0.33.1'])}",
             "authorization": "Bearer tid=" + W.rid(g, 32), "editor-version": f"vscode/{V.pick(g, ['1.104.2', '1.105.1'])}",
             "editor-plugin-version": "copilot-chat/0.32.4", "copilot-integration-id": "vscode-chat",
             "openai-intent": V.pick(g, ["conversation-agent", "conversation-panel", "conversation-edits"]),
             "x-request-id": W.uuid4(g), "vscode-sessionid": W.uuid4(g) + str(g.randrange(10 ** 12, 10 ** 13)),
             "x-github-api-version": "2025-05-01", "x-interaction-type": "conversation-agent"}
        return h

    def tool(self, g, s, env):
        name, args = generic_tool(self.tool_names)(g, s, env)
        if s.op == "read":
            args.update({"startLine": 1, "endLine": g.randrange(50, 400)})
        if s.op == "shell":
            args = {"command": s.cmd, "explanation": "Run the project's tests", "isBackground": False}
        if s.op == "search":
            args["isRegexp"] = g.random() < 0.3
        return name, args

    def result(self, g, s, env):
        if s.op == "read":
            return f"File: `{env['cwd']}/{s.path}`. Lines 1 to {s.out.count(chr(10)) + 1}:\n```{fence(env['proj'][1])}\n{s.out}\n```"
        return generic_result(s)

    def wrap_first(self, g, env, ask, ctx):
        f = V.file_path(g, env["proj"])
        return (f"<context>\nThe current date is {env['date']}.\nTerminals:\nTerminal: {env['shell']}\n</context>\n"
                f"<editorContext>\nThe user's current file is {env['cwd']}/{f}. " + (f"The cursor is on line {g.randrange(1, 400)}. " if g.random() < 0.5 else "") + "\n</editorContext>\n"
                f"<reminderInstructions>\nWhen using the replace tool, include 3-5 lines of unchanged code before and after the text to replace.\n</reminderInstructions>\n"
                f"<userRequest>\n{with_context(g, ask, ctx)}\n</userRequest>")

    def render(self, g, conv, env, purpose):
        if env.get("mode") == "chat":
            msgs = W.openai_chat(conv)
            return "/chat/completions", {"model": env.get("model") or self.model(g), "messages": msgs, "temperature": 0.1, "top_p": 1,
                                         "max_tokens": 4096, "n": 1, "stream": True}
        ep, body = super().render(g, conv, env, purpose)
        return "/chat/completions", body

    def model(self, g):
        return V.pick(g, ["gpt-4.1", "claude-sonnet-4", "gpt-5-mini", "gemini-2.5-pro", "gpt-4o"])

    def side(self, g, env, base_conv, task):
        text = transcript_text(g, base_conv)[-g.randrange(500, 6000):]
        body = {"model": "gpt-4o-mini", "temperature": 0.1, "top_p": 1, "max_tokens": 64, "n": 1, "stream": True,
                "messages": [{"role": "system", "content": "You write very short titles (max 8 words) for chat sessions. Output only the title."},
                             {"role": "user", "content": f"Title this exchange:\n\n{text}"}]}
        return ("/chat/completions", body), "title"

    def completion(self, g, env, a):
        return ghost_request(g, env)


class OpenHands(ChatAgent):
    name = "openhands"
    seed = 340
    sys_size = 10000
    tool_names = {"list": "execute_bash", "read": "str_replace_editor", "search": "execute_bash", "shell": "execute_bash",
                  "edit": "str_replace_editor", "write": "str_replace_editor"}
    tool_kinds = [("execute_bash", "shell", ["command", "is_input", "timeout"]), ("think", "think", ["thought"]), ("finish", "finish", ["message"]),
                  ("browser", "browser", ["code"]), ("execute_ipython_cell", "python", ["code"]),
                  ("str_replace_editor", "edit", ["command", "path", "file_text", "old_str", "new_str", "insert_line", "view_range"]),
                  ("task_tracker", "todo", ["command", "task_list"])]
    ua = "litellm/1.74.9"

    def sys_intro(self):
        return "You are an engineering agent running in a sandboxed workspace.\n<ROLE>\nRun commands, edit code and fix problems for the user; ask when the request is unclear.\n</ROLE>"

    def headers(self, g, env):
        return base_headers(g, f"litellm/{V.pick(g, ['1.74.9', '1.77.3'])}", None)

    def tool(self, g, s, env):
        root = "/workspace/" + env["proj"][0]
        if s.op in ("list", "search", "shell"):
            return "execute_bash", {"command": shell_cmd(g, s) if s.op != "shell" else f"cd {root} && {s.cmd}", "security_risk": "LOW"}
        if s.op == "read":
            return "str_replace_editor", {"command": "view", "path": f"{root}/{s.path}"}
        if s.op == "edit":
            return "str_replace_editor", {"command": "str_replace", "path": f"{root}/{s.path}", "old_str": s.old, "new_str": s.new}
        if s.op == "write":
            return "str_replace_editor", {"command": "create", "path": f"{root}/{s.path}", "file_text": s.content}
        return "execute_bash", {"command": shell_cmd(g, s)}

    def result(self, g, s, env):
        root = "/workspace/" + env["proj"][0]
        if s.op == "read":
            return f"Contents of {root}/{s.path} (cat -n):\n" + V.numbered(s.out)
        if s.op == "edit":
            return (f"ERROR:\nNo replacement was performed, old_str did not appear verbatim in {root}/{s.path}." if s.err else
                    f"The file {root}/{s.path} has been edited. Snippet of the result:\n" + V.numbered(s.new, g.randrange(5, 200)))
        if s.op == "write":
            return f"File created successfully at: {root}/{s.path}"
        return f"{shell_out(s)}\n[Command finished with exit code {shell_exit(s)}]\n[cwd: {root}]"

    def wrap_first(self, g, env, ask, ctx):
        root = "/workspace/" + env["proj"][0]
        extra = ""
        if g.random() < 0.7:
            extra = (f"\n\n<REPOSITORY_INFO>\nAt the user's request, repository acme/{env['proj'][0]} has been cloned to {root} in the current working directory.\n</REPOSITORY_INFO>"
                     f"\n\n<RUNTIME_INFORMATION>\nThe user has access to these hosts:\n* http://localhost:{g.randrange(50000, 60000)}\nToday's date is {env['date']} (UTC).\n</RUNTIME_INFORMATION>")
        return [{"type": "text", "text": with_context(g, ask, ctx)}] + ([{"type": "text", "text": extra.strip()}] if extra else [])

    def side(self, g, env, base_conv, task):
        events = []
        for i, it in enumerate(base_conv[1:], 1):
            if it[0] == "calls":
                for cid, name, args, _ in it[2]:
                    events.append(f"<EVENT id={i}>\nAction: {name} {json.dumps(args)[:300]}\n</EVENT>")
            elif it[0] == "results":
                for cid, name, text, err in it[1]:
                    events.append(f"<EVENT id={i}>\nObservation ({name}): {text[:1200]}\n</EVENT>")
            elif it[0] in ("user", "assistant"):
                events.append(f"<EVENT id={i}>\n{it[0]}: {W.text_of(it[1])[:1200]}\n</EVENT>")
        prompt = ("You maintain a running record of an agent's work so that older events can be dropped.\n"
                  "Keep: USER_CONTEXT (requirements), COMPLETED (tasks done with results), PENDING, CODE_STATE (files, functions), "
                  "TESTS (failing cases), CHANGES, DEPS, VERSION_CONTROL_STATUS.\n\n"
                  "<PREVIOUS SUMMARY>\n" + V.pick(g, ["No events summarized", "USER_CONTEXT: fix failing tests\nCOMPLETED: explored repo"]) + "\n</PREVIOUS SUMMARY>\n\n"
                  + "\n\n".join(events) + "\n\nNow write the updated summary.")
        body = {"model": env.get("model") or self.model(g), "messages": [{"role": "user", "content": prompt}], "stream": False}
        return ("/v1/chat/completions", body), "condense"


class SWEAgent(ChatAgent):
    name = "swe-agent"
    seed = 350
    sys_size = 0
    tool_kinds = [("bash", "shell", ["command"]), ("str_replace_editor", "edit", ["command", "path", "file_text", "old_str", "new_str", "insert_line", "view_range"]),
                  ("submit", "finish", [])]
    ua = "litellm/1.63.14"
    shapes = {"first": 45, "loop": 30, "nudge": 3, "retry": 2, "side": 10, "followup": 2}

    def system(self, g, env):
        return "You are an assistant that solves programming tasks by operating a computer."

    def headers(self, g, env):
        return base_headers(g, "litellm/1.63.14", None)

    def tool(self, g, s, env):
        if s.op in ("list", "search", "shell"):
            return "bash", {"command": shell_cmd(g, s)}
        if s.op == "read":
            return "str_replace_editor", {"command": "view", "path": f"/testbed/{s.path}"}
        if s.op == "edit":
            return "str_replace_editor", {"command": "str_replace", "path": f"/testbed/{s.path}", "old_str": s.old, "new_str": s.new}
        if s.op == "write":
            return "str_replace_editor", {"command": "create", "path": f"/testbed/{s.path}", "file_text": s.content}
        return "bash", {"command": shell_cmd(g, s)}

    def result(self, g, s, env):
        if s.op == "read":
            return f"Here is /testbed/{s.path} with line numbers:\n" + V.numbered(s.out)
        if s.op == "edit":
            return (f"No replacement was performed, old_str `{s.old[:40]}` did not appear verbatim in /testbed/{s.path}." if s.err else
                    f"The file /testbed/{s.path} has been edited. Review the snippet and edit again if needed:\n" + V.numbered(s.new, g.randrange(5, 200)))
        if s.op == "write":
            return f"File created successfully at: /testbed/{s.path}"
        out = shell_out(s)
        return out if out else "(command succeeded, no output)"

    def wrap_first(self, g, env, ask, ctx):
        return (f"<uploaded_files>\n/testbed\n</uploaded_files>\nA {env['proj'][1]} code repository is checked out at /testbed. Here is the issue to resolve:\n\n"
                f"<pr_description>\n{with_context(g, ask, ctx)}\n</pr_description>\n\n"
                "Make the smallest changes to non-test files under /testbed so that the requirements above are met. "
                "Tests have already been taken care of.\nSuggested steps:\n1. Find and read the relevant code\n2. Write a script that reproduces the problem and run it\n"
                "3. Edit the source\n4. Re-run the script to confirm\n5. Think about edge cases")

    def side(self, g, env, base_conv, task):
        return Family.side(self, g, env, base_conv, task)


class AutoGen(ChatAgent):
    name = "autogen"
    seed = 360
    sys_size = 900
    parallel_p = 0.45
    legacy_p = 0.3
    ua = "AsyncOpenAI/Python 1.54.4"

    def sys_intro(self):
        return "You are a helpful AI assistant. Solve tasks using your tools. Reply TERMINATE when the task is done."

    def headers(self, g, env):
        return base_headers(g, f"AsyncOpenAI/Python {V.pick(g, ['1.54.4', '1.82.0'])}", stainless(g, "py"))

    def result(self, g, s, env):
        if s.op == "shell":
            return f"exitcode: {s.exit}\nCode output: {s.out}"
        return generic_result(s)


class LangGraph(ChatAgent):
    name = "langgraph"
    seed = 370
    sys_size = 1200
    parallel_p = 0.3
    tool_name_field = True
    tool_names = {"list": "ls", "read": "read_file", "search": "grep", "shell": "terminal", "edit": "edit_file", "write": "write_file",
                  "read_arg": "file_path", "shell_arg": "commands"}
    tool_kinds = [("ls", "list", ["path"]), ("read_file", "read", ["file_path", "offset", "limit"]), ("grep", "search", ["pattern", "path"]),
                  ("terminal", "shell", ["commands"]), ("edit_file", "edit", ["file_path", "old_string", "new_string"]), ("write_file", "write", ["file_path", "content"]),
                  ("write_todos", "todo", ["todos"]), ("task", "task", ["description", "subagent_type"])]
    ua = "OpenAI/Python 1.99.1"

    def sys_intro(self):
        return "You are a coding agent built with a state graph. Use tools to inspect and change the repository."

    def headers(self, g, env):
        return base_headers(g, f"OpenAI/Python {V.pick(g, ['1.99.1', '1.107.0'])}", stainless(g, "py"))


class GeminiCLI(ChatAgent):
    name = "gemini-cli"
    seed = 380
    sys_size = 11000
    gemini_json = True
    id_style = "gemini"
    tool_names = {"list": "list_directory", "read": "read_file", "search": "search_file_content", "shell": "run_shell_command",
                  "edit": "replace", "write": "write_file", "read_arg": "absolute_path", "old_arg": "old_string", "new_arg": "new_string"}
    tool_kinds = [("list_directory", "list", ["path", "ignore"]), ("read_file", "read", ["absolute_path", "offset", "limit"]),
                  ("search_file_content", "search", ["pattern", "path", "include"]), ("glob", "glob", ["pattern", "path"]),
                  ("replace", "edit", ["file_path", "old_string", "new_string", "expected_replacements"]), ("write_file", "write", ["file_path", "content"]),
                  ("web_fetch", "fetch", ["prompt"]), ("read_many_files", "read", ["paths"]), ("run_shell_command", "shell", ["command", "description", "directory"]),
                  ("save_memory", "todo", ["fact"]), ("google_web_search", "web", ["query"])]
    ua = "GeminiCLI/0.9.0 (darwin; arm64)"
    models = ["gemini-2.5-pro", "gemini-2.5-flash"]

    def sys_intro(self):
        return "You are a command-line assistant for programming work in the current folder."

    def headers(self, g, env):
        return base_headers(g, f"GeminiCLI/{V.pick(g, ['0.9.0', '0.11.3', '0.15.0'])} ({env['os']}; {env['arch']})", stainless(g))

    def render(self, g, conv, env, purpose):
        # the CLI starts every chat with a context message about the folder and a canned model ack
        ctx = (f"Session context for this chat follows.\nToday's date is {env['date']}.\nMy operating system is: {env['os']}\n"
               f"I'm currently working in the directory: {env['cwd']}\nHere is the folder structure of the current working directory:\n\n"
               f"Showing up to 200 items (files + folders).\n\n{env['cwd']}/\n" + "\n".join("├───" + p for p in V.tree_listing(g, env["proj"]).split("\n")))
        conv2 = [c for c in conv if c[0] == "system"] + [("user", ctx), ("assistant", "Understood, thanks for the context.")] + [c for c in conv if c[0] != "system"]
        return super().render(g, conv2, env, purpose)

    def side(self, g, env, base_conv, task):
        conv = base_conv + [("user", "First, reason in private about the whole history. Then produce a <state_snapshot> XML object with "
                                     "<overall_goal>, <key_knowledge>, <file_system_state>, <recent_actions> and <current_plan>. "
                                     "It replaces the history, so keep every fact needed to continue.")]
        return conv, "compress"


class Ollama(ChatAgent):
    name = "ollama"
    seed = 390
    sys_size = 1500
    tool_name_field = True
    models = ["qwen2.5-coder:32b", "llama3.1:70b", "qwen3:30b-a3b", "gpt-oss:20b", "devstral:24b"]
    ua = "ollama-js/0.5.14 (x64 linux Node.js/v22.11.0)"

    def headers(self, g, env):
        return {"content-type": "application/json", "accept": "application/json",
                "user-agent": V.pick(g, ["ollama-js/0.5.14 (x64 linux Node.js/v22.11.0)", "ollama-python/0.4.7 (x86_64 linux) Python/3.12.3"])}

    def render(self, g, conv, env, purpose):
        msgs = W.openai_chat(conv, tool_name_field=g.random() < 0.5, ollama=True)
        body = {"model": self.model(g), "messages": msgs, "tools": self.tools, "stream": g.random() < 0.5,
                "options": {"temperature": V.pick(g, [0, 0.2, 0.6]), "num_ctx": V.pick(g, [8192, 32768, 65536])}}
        if g.random() < 0.3:
            body["keep_alive"] = "30m"
        return "/api/chat", body


class OpenInterpreter(ChatAgent):
    name = "open-interpreter"
    seed = 400
    sys_size = 1800
    legacy_p = 0.5
    tool_kinds = [("execute", "shell", ["language", "code"])]
    ua = "litellm/1.40.0"

    def sys_intro(self):
        return "You write and run code on the user's computer to get things done. Prefer small steps and show what you run."

    def headers(self, g, env):
        return base_headers(g, f"litellm/{V.pick(g, ['1.40.0', '1.52.6'])}", None)

    def tool(self, g, s, env):
        if s.op == "read" and g.random() < 0.5:
            return "execute", {"language": "python", "code": f"print(open({s.path!r}).read())"}
        return "execute", {"language": "shell", "code": shell_cmd(g, s)}

    def result(self, g, s, env):
        out = shell_out(s)
        return out if out else "No output"


class Goose(ChatAgent):
    name = "goose"
    seed = 410
    sys_size = 3500
    tool_kinds = [("developer__shell", "shell", ["command"]), ("developer__text_editor", "edit", ["command", "path", "old_str", "new_str", "file_text"]),
                  ("developer__list_windows", "list", []), ("developer__screen_capture", "browser", ["display"]),
                  ("platform__search_available_extensions", "search", []), ("platform__manage_extensions", "task", ["action", "extension_name"])]
    ua = "goose/1.9.3"

    def sys_intro(self):
        return "You are an on-machine assistant whose tools come from extensions; use them to do the work asked."

    def headers(self, g, env):
        return base_headers(g, f"goose/{V.pick(g, ['1.7.0', '1.9.3'])}", None)

    def tool(self, g, s, env):
        if s.op == "read":
            return "developer__text_editor", {"command": "view", "path": f"{env['cwd']}/{s.path}"}
        if s.op == "edit":
            return "developer__text_editor", {"command": "str_replace", "path": f"{env['cwd']}/{s.path}", "old_str": s.old, "new_str": s.new}
        if s.op == "write":
            return "developer__text_editor", {"command": "write", "path": f"{env['cwd']}/{s.path}", "file_text": s.content}
        return "developer__shell", {"command": shell_cmd(g, s)}

    def result(self, g, s, env):
        if s.op == "read":
            return f"### {env['cwd']}/{s.path}\n```{fence(env['proj'][1])}\n{s.out}\n```"
        return generic_result(s)


class OpenCode(ChatAgent):
    name = "opencode"
    seed = 420
    sys_size = 9000
    tool_names = {"list": "list", "read": "read", "search": "grep", "shell": "bash", "edit": "edit", "write": "write",
                  "read_arg": "filePath", "old_arg": "oldString", "new_arg": "newString"}
    tool_kinds = [("bash", "shell", ["command", "timeout", "description"]), ("edit", "edit", ["filePath", "oldString", "newString", "replaceAll"]),
                  ("webfetch", "fetch", ["url", "format"]), ("glob", "glob", ["pattern", "path"]), ("grep", "search", ["pattern", "path", "include"]),
                  ("list", "list", ["path", "ignore"]), ("read", "read", ["filePath", "offset", "limit"]), ("write", "write", ["content", "filePath"]),
                  ("todowrite", "todo", ["todos"]), ("todoread", "todo", []), ("task", "task", ["description", "prompt", "subagent_type"])]
    ua = "opencode/0.15.8 ai-sdk/provider-utils/3.0.10 runtime/bun/1.3.0"

    def sys_intro(self):
        return "You are a terminal coding assistant. Keep answers short and act through the tools below."

    def headers(self, g, env):
        return base_headers(g, f"opencode/{V.pick(g, ['0.9.11', '0.15.8', '1.0.20'])} ai-sdk/provider-utils/3.0.10 runtime/bun/1.3.0", None)

    def system(self, g, env):
        return (self.sys_text + f"\n\nHere is some useful information about the environment you are running in:\n<env>\n  Working directory: {env['cwd']}\n"
                f"  Is directory a git repo: yes\n  Platform: {env['os']}\n  Today's date: {env['date']}\n</env>\n<project>\n"
                + V.tree_listing(g, env["proj"]) + "\n</project>")

    def result(self, g, s, env):
        if s.op == "read":
            return "<file>\n" + "\n".join(f"{i:05d}| {l}" for i, l in enumerate(s.out.split("\n"), 1)) + "\n</file>"
        return generic_result(s)

    def side(self, g, env, base_conv, task):
        if g.random() < 0.5:
            first = next((W.text_of(c[1]) for c in base_conv if c[0] == "user"), "")
            body = {"model": V.pick(g, ["claude-3-5-haiku-latest", "gpt-4.1-mini"]), "max_tokens": 1500, "stream": False,
                    "messages": [{"role": "system", "content": "Generate a title of at most 50 characters for a conversation that starts with the message below. No quotes, no punctuation at the end."},
                                 {"role": "user", "content": f"<task>\n{first[:4000]}\n</task>"}]}
            return ("/v1/chat/completions", body), "title"
        conv = base_conv + [("user", "Provide a detailed summary of our conversation above for continuing it: what we did, what we're doing, which files we're working on, and what comes next.")]
        return conv, "summary"


# ================================================================================================
# Text protocols on chat
# ================================================================================================
class TextChat(Family):
    text_protocol = True
    endpoint = "/v1/chat/completions"
    ua = "OpenAI/Python 1.99.1"
    models = ["gpt-4o", "gpt-4.1-mini", "llama-3.3-70b-instruct", "qwen2.5-72b-instruct", "mistral-large-latest", "claude-3-5-sonnet"]
    stop = None

    def headers(self, g, env):
        return base_headers(g, self.ua, stainless(g, "py"))

    def model(self, g):
        return V.pick(g, self.models)

    def render(self, g, conv, env, purpose):
        msgs = W.openai_chat(conv)
        body = {"model": env.get("model") or self.model(g), "messages": msgs}
        if self.stop:
            body["stop"] = self.stop
        if g.random() < 0.6:
            body["temperature"] = V.pick(g, [0, 0.1, 0.5, 0.7])
        body["stream"] = g.random() < 0.4
        return self.endpoint, body


REACT_TOOLS = ["read_file", "list_dir", "search_code", "run_command", "edit_file", "write_file"]


def react_args(g, fam, s, env):
    name, args = generic_tool({"list": "list_dir", "read": "read_file", "search": "search_code", "shell": "run_command",
                               "edit": "edit_file", "write": "write_file"})(g, s, env)
    return name, args


class LlamaIndexReAct(TextChat):
    name = "llamaindex-react"
    ua = "AsyncOpenAI/Python 1.54.4"

    def system(self, g, env):
        tools = "\n".join(f"> Tool Name: {t}\nTool Description: {t}({'path: str' if 'file' in t or 'dir' in t else 'input: str'}) -> str\nTool Args: {{\"properties\": {{\"input\": {{\"title\": \"Input\", \"type\": \"string\"}}}}, \"required\": [\"input\"], \"type\": \"object\"}}\n" for t in REACT_TOOLS)
        return ("You help developers with their code: questions, reviews and changes.\n\n## Tools\n\n"
                "Tools are available below; split the work into steps and call them when useful.\n\n" + tools +
                "\n\n## Output Format\n\nReply using this layout:\n\n```\nThought: what you need to find out next\n"
                "Action: tool name (one of " + ", ".join(REACT_TOOLS) + ")\nAction Input: JSON input for the tool, e.g. {\"input\": \"hello world\"}\n```\n\n"
                "Start every reply with a Thought. Do not put the whole reply inside a code fence.\n\nTool results come back from the user like this:\n\n```\nObservation: tool response\n```\n\n"
                "Keep going until you have enough, then finish with:\n\n```\nThought: no more tools needed.\nAnswer: the answer\n```\n\n## Conversation so far\n")

    def action_text(self, g, thought, steps, env):
        name, args = react_args(g, self, steps[0], env)
        return f"Thought: {thought or 'I need to use a tool to continue.'}\nAction: {name}\nAction Input: {json.dumps(args)}"

    def obs_items(self, g, steps, env):
        s = steps[0]
        return [("user", f"Observation: {generic_result(s)}")]


class CrewAI(TextChat):
    name = "crewai"
    ua = "litellm/1.74.3"

    def system(self, g, env):
        role = V.pick(g, ["Senior Python Developer", "Code Reviewer", "QA Engineer", "Backend Engineer"])
        tools = "\n".join(f"Tool Name: {t}\nTool Arguments: {{'input': {{'description': None, 'type': 'str'}}}}\nTool Description: {P.TOOL_BLURBS[k]}"
                          for t, k in zip(REACT_TOOLS, ["read", "list", "search", "shell", "edit", "write"]))
        return (f"You are {role}. You have worked on large codebases for a decade and care about correctness.\nYour personal goal is: deliver working code changes\n"
                f"These are the only tools you may call; do not invent others:\n\n{tools}\n\n"
                "Reply in exactly this layout:\n\n```\nThought: what to do next and why\n"
                f"Action: one tool name from [{', '.join(REACT_TOOLS)}], written exactly\n"
                "Action Input: a flat JSON object with the arguments\n"
                "Observation: what the tool returned\n```\n\nWhen you are done, reply with:\n\n```\n"
                "Thought: done\nFinal Answer: the complete result\n```")

    def wrap_first(self, g, env, ask, ctx):
        return (f"\nCurrent Task: {with_context(g, ask, ctx)}\n\nThis is the expected criteria for your final answer: {V.pick(g, ['a short report of what was done', 'the answer to the task', 'the changed code and an explanation'])}\n"
                "Give the full result as the final answer, not an outline of it.\n\nStart now.\n\nThought:")

    def action_text(self, g, thought, steps, env):
        name, args = react_args(g, self, steps[0], env)
        return f"Thought: {thought or 'I should look at this.'}\nAction: {name}\nAction Input: {json.dumps(args)}"

    def obs_items(self, g, steps, env):
        return [("__append__", f"\nObservation: {generic_result(steps[0])}")]

    def render(self, g, conv, env, purpose):
        # the framework appends each observation to the assistant message that asked for it
        merged = []
        for it in conv:
            if it[0] == "__append__":
                if g.random() < 0.85 and merged and merged[-1][0] == "assistant":
                    merged[-1] = ("assistant", merged[-1][1] + it[1])
                else:
                    merged.append(("user", it[1].lstrip("\n")))
            else:
                merged.append(it)
        return super().render(g, merged, env, purpose)


class MiniSWEAgent(TextChat):
    name = "mini-swe-agent"
    ua = "litellm/1.75.5"
    shapes = {"first": 45, "loop": 30, "nudge": 3, "retry": 2, "side": 10, "followup": 2}

    def system(self, g, env):
        return ("You operate a Linux shell on the user's behalf.\n\nEvery reply has two parts: a THOUGHT paragraph explaining why, then a single fenced bash block "
                "with one command (chain with && if you must).\nSee <format_example>.\n\n<format_example>\nTHOUGHT: why this command helps\n\n```bash\nthe_command\n```\n</format_example>\n\n"
                "Replies that break this layout are discarded.")

    def wrap_first(self, g, env, ask, ctx):
        return (f"<pr_description>\nThe change requested in this pull request:\n{with_context(g, ask, ctx)}\n</pr_description>\n\n<instructions>\n# Task Instructions\n\n"
                "## Overview\nYou're a software engineer working in a sandboxed shell. Each response: one THOUGHT paragraph and one bash command.\n\n"
                "## Recommended Workflow\n1. Explore the code\n2. Reproduce the problem with a script\n3. Edit the source files\n4. Verify\n"
                "5. When done, run `echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT && git add -A && git diff --cached`\n\n"
                "## Important Boundaries\n- MODIFY: regular source files\n- DO NOT MODIFY: tests, config files\n\n"
                f"<system_information>\n{env['osv']} {env['arch']}\n</system_information>\n</instructions>")

    def action_text(self, g, thought, steps, env):
        return f"THOUGHT: {thought or 'Next step.'}\n\n```bash\n{shell_cmd(g, steps[0])}\n```"

    def obs_items(self, g, steps, env):
        s = steps[0]
        out = shell_out(s)
        if len(out) > 10000 and g.random() < 0.7:
            return [("user", f"<returncode>{shell_exit(s)}</returncode>\n<warning>\nThe output of your last command was too long.\nUse head, tail, sed or a narrower grep.\n</warning>"
                             f"<output_head>\n{out[:5000]}\n</output_head>\n<elided_chars>\n{len(out) - 10000} characters elided\n</elided_chars>\n<output_tail>\n{out[-5000:]}\n</output_tail>")]
        if env.setdefault("obs_style", V.pick(g, ["xml", "xml", "exit"])) == "exit":
            # a home-grown variant of the same bash-block protocol: plain "Exit code" header and stdout
            return [("user", f"Exit code: {shell_exit(s)}\nstdout:\n{out}" + ("" if shell_exit(s) == 0 else "\nstderr:\n(see above)"))]
        return [("user", f"<returncode>{shell_exit(s)}</returncode>\n<output>\n{out}</output>")]


class Smolagents(TextChat):
    name = "smolagents"
    ua = "huggingface_hub/0.30.2; python/3.11.9"
    models = ["Qwen/Qwen2.5-Coder-32B-Instruct", "meta-llama/Llama-3.3-70B-Instruct", "gpt-4o", "deepseek-ai/DeepSeek-V3"]

    def system(self, g, env):
        return ("You solve tasks by writing small Python programs. Work in cycles of 'Thought:', 'Code:' and 'Observation:'.\n"
                "In 'Code:' write simple Python ending with '<end_code>'. Use print() to surface anything you need later: it will show up in the 'Observation:' field.\n"
                "Finish by calling final_answer(...).\n\nHere are a few examples using notional tools:\n---\nTask: \"What is the result of 5 + 3 + 1294.678?\"\n\n"
                "Thought: I will compute it with Python and return it with final_answer.\nCode:\n```py\nresult = 5 + 3 + 1294.678\nfinal_answer(result)\n```<end_code>\n\n---\n"
                "Task: \"Which file defines the CLI entry point?\"\n\nThought: I will search the files.\nCode:\n```py\nprint(search_code(pattern=\"def main\"))\n```<end_code>\n"
                "Observation: cli/app.py:12: def main():\n\nThought: Found it.\nCode:\n```py\nfinal_answer(\"cli/app.py\")\n```<end_code>\n\n"
                "Available tools:\n" + "\n".join(f"- {t}: {P.TOOL_BLURBS[k]}" for t, k in zip(REACT_TOOLS, ["read", "list", "search", "shell", "edit", "write"])) +
                "\n\nRules:\n" + P.rules_text(random.Random(430), 1500, headings=False) + "\nStart now.")

    def wrap_first(self, g, env, ask, ctx):
        return [{"type": "text", "text": f"New task:\n{with_context(g, ask, ctx)}"}]

    def action_text(self, g, thought, steps, env):
        s = steps[0]
        name, args = react_args(g, self, s, env)
        call = f"{name}(" + ", ".join(f"{k}={v!r}" for k, v in args.items()) + ")"
        body = f"out = {call}\nprint(out)" if g.random() < 0.6 else f"print({call})"
        return f"Thought: {thought or 'Let me continue.'}\nCode:\n```py\n{body}\n```<end_code>"

    def obs_items(self, g, steps, env):
        s = steps[0]
        if s.err and g.random() < 0.5:
            return [("user", [{"type": "text", "text": f"Call id: call_{g.randrange(1, 30)}\nError:\nCode execution failed at line 1 due to: {V.py_traceback(g).splitlines()[-1]}\n"
                                                        "Retry with a different approach; do not repeat the same mistake."}])]
        if env.setdefault("obs_style", V.pick(g, ["logs", "logs", "jupyter"])) == "jupyter":
            n = env["cell"] = env.get("cell", 0) + 1
            return [("user", [{"type": "text", "text": f"Out[{n}]:\n{generic_result(s)}"}])]
        return [("user", [{"type": "text", "text": f"Observation:\nExecution logs:\n{generic_result(s)}\nLast output from code snippet:\nNone"}])]

    def render(self, g, conv, env, purpose):
        conv = [(("user", [{"type": "text", "text": c[1]}]) if c[0] == "user" and isinstance(c[1], str) else c) for c in conv]
        msgs = W.openai_chat(conv)
        for m in msgs:
            if m["role"] == "system" and isinstance(m["content"], str):
                m["content"] = [{"type": "text", "text": m["content"]}]
            if m["role"] == "assistant" and isinstance(m["content"], str):
                m["content"] = [{"type": "text", "text": m["content"]}]
        body = {"model": self.model(g), "messages": msgs, "stop": ["<end_code>", "Observation:", "Calling tools:"], "max_tokens": 2048}
        return self.endpoint, body


class ClineXML(TextChat):
    name = "cline"
    ua = "Cline/3.32.5"
    shapes = {"first": 45, "loop": 25, "nudge": 6, "retry": 4, "side": 10, "followup": 5}

    def __init__(self):
        super().__init__()
        rng = random.Random(440)
        tools = []
        for t, k, ps in [("execute_command", "shell", ["command", "requires_approval"]), ("read_file", "read", ["path"]), ("write_to_file", "write", ["path", "content"]),
                         ("replace_in_file", "edit", ["path", "diff"]), ("search_files", "search", ["path", "regex", "file_pattern"]), ("list_files", "list", ["path", "recursive"]),
                         ("list_code_definition_names", "list", ["path"]), ("browser_action", "browser", ["action", "url"]), ("use_mcp_tool", "task", ["server_name", "tool_name", "arguments"]),
                         ("ask_followup_question", "ask", ["question", "options"]), ("attempt_completion", "finish", ["result", "command"]), ("plan_mode_respond", "ask", ["response"])]:
            tools.append(f"## {t}\nDescription: {P.tool_desc(rng, k, 3)}\nParameters:\n" + "\n".join(f"- {p}: (required) {P.PARAM_BLURBS.get(p, 'Value for ' + p + '.')}" for p in ps)
                         + f"\nUsage:\n<{t}>\n" + "\n".join(f"<{p}>{p} here</{p}>" for p in ps) + f"\n</{t}>")
        self.sys_text = ("You are an editor-embedded engineer who works through approved tool calls.\n\n====\n\nTOOL USE\n\n"
                         "You have a set of tools that run after the user approves them. Use one tool per message; the result comes back in the user's reply.\n\n"
                         "# Tool Use Formatting\n\nTool uses are XML tags: the tool name is the outer tag and each parameter is an inner tag.\n\n# Tools\n\n"
                         + "\n\n".join(tools) + "\n\n====\n\nRULES\n\n" + P.rules_text(rng, 24000) + "\n\n====\n\nSYSTEM INFORMATION\n\n")

    def headers(self, g, env):
        h = base_headers(g, f"Cline/{V.pick(g, ['3.17.9', '3.26.6', '3.32.5'])}", stainless(g))
        h.update({"http-referer": "https://cline.bot", "x-title": "Cline"})
        return h

    def system(self, g, env):
        return self.sys_text + f"Operating System: {env['osv']}\nDefault Shell: /bin/{env['shell']}\nHome Directory: /Users/{env['user']}\nCurrent Working Directory: {env['cwd']}"

    def env_details(self, g, env, first=False):
        files = [V.file_path(g, env["proj"]) for _ in range(g.randrange(1, 5))]
        s = (f"<environment_details>\n# VSCode Visible Files\n{files[0]}\n\n# VSCode Open Tabs\n{', '.join(files)}\n\n"
             f"# Current Time\n{env['date']}, {g.randrange(1, 12)}:{g.randrange(10, 59)}:{g.randrange(10, 59)} PM (UTC)\n\n")
        if first:
            s += f"# Current Working Directory ({env['cwd']}) Files\n{V.tree_listing(g, env['proj'])}\n\n"
        s += f"# Context Window Usage\n{g.randrange(5, 180) * 1000:,} / 200K tokens used ({g.randrange(1, 90)}%)\n\n# Current Mode\n{V.pick(g, ['ACT MODE', 'ACT MODE', 'PLAN MODE'])}\n</environment_details>"
        return s

    def wrap_first(self, g, env, ask, ctx):
        return [{"type": "text", "text": f"<task>\n{with_context(g, ask, ctx)}\n</task>"}, {"type": "text", "text": self.env_details(g, env, True)}]

    def wrap_later(self, g, env, text):
        return [{"type": "text", "text": f"[attempt_completion] Result:"}, {"type": "text", "text": f"The user replied to your result. Take it into account, keep working, then try to complete again.\n<feedback>\n{text}\n</feedback>"},
                {"type": "text", "text": self.env_details(g, env)}] if g.random() < 0.5 else \
            [{"type": "text", "text": text}, {"type": "text", "text": self.env_details(g, env)}]

    def action_text(self, g, thought, steps, env):
        s = steps[0]
        th = f"<thinking>\n{thought}\n</thinking>\n\n" if thought else ""
        if s.op == "list":
            return th + f"<list_files>\n<path>{s.path}</path>\n<recursive>{V.pick(g, ['true', 'false'])}</recursive>\n</list_files>"
        if s.op == "read":
            return th + f"<read_file>\n<path>{s.path}</path>\n</read_file>"
        if s.op == "search":
            return th + f"<search_files>\n<path>.</path>\n<regex>{s.pattern}</regex>\n</search_files>"
        if s.op == "shell":
            return th + f"<execute_command>\n<command>{s.cmd}</command>\n<requires_approval>false</requires_approval>\n</execute_command>"
        if s.op == "edit":
            return th + f"<replace_in_file>\n<path>{s.path}</path>\n<diff>\n------- SEARCH\n{s.old}\n=======\n{s.new}\n+++++++ REPLACE\n</diff>\n</replace_in_file>"
        if s.op == "write":
            return th + f"<write_to_file>\n<path>{s.path}</path>\n<content>\n{s.content}\n</content>\n</write_to_file>"
        return th + f"<use_mcp_tool>\n<server_name>web</server_name>\n<tool_name>search</tool_name>\n<arguments>{{\"q\": \"{s.query}\"}}</arguments>\n</use_mcp_tool>"

    def obs_items(self, g, steps, env):
        s = steps[0]
        label = {"list": f"[list_files for '{s.path}'] Result:", "read": f"[read_file for '{s.path}'] Result:",
                 "search": f"[search_files for '{s.pattern}'] Result:", "shell": f"[execute_command for '{s.cmd}'] Result:",
                 "edit": f"[replace_in_file for '{s.path}'] Result:", "write": f"[write_to_file for '{s.path}'] Result:",
                 "web": "[use_mcp_tool for 'web'] Result:"}[s.op]
        if s.op == "shell":
            body = f"Command executed.\nOutput:\n{s.out}" if s.out else "Command executed."
        elif s.op == "edit":
            body = (f"Tool failed:\n<error>\nThis SEARCH text was not found in the file:\n{s.old}\n</error>" if s.err else
                    f"Saved {s.path}. File content after saving:\n\n<final_file_content path=\"{s.path}\">\n{V.source_file(g, env['proj'][1], 2)}\n</final_file_content>")
        elif s.op == "search":
            body = f"Found {s.out.count(chr(10)) + 1 if s.out else 0} results.\n\n{s.out}" if s.out else "Found 0 results."
        else:
            body = generic_result(s)
        return [("user", [{"type": "text", "text": label}, {"type": "text", "text": body}, {"type": "text", "text": self.env_details(g, env)}])]

    def render(self, g, conv, env, purpose):
        if g.random() < 0.35:
            system, msgs = W.anthropic_messages(conv, g=g)
            body = {"model": V.pick(g, ["claude-sonnet-4-5-20250929", "claude-3-7-sonnet-20250219"]), "max_tokens": 8192, "temperature": 0,
                    "system": [{"type": "text", "text": system, "cache_control": {"type": "ephemeral"}}], "messages": msgs, "stream": True}
            return "/v1/messages", body
        msgs = W.openai_chat(conv)
        body = {"model": V.pick(g, ["anthropic/claude-sonnet-4.5", "deepseek/deepseek-chat-v3.1", "qwen/qwen3-coder", "x-ai/grok-code-fast-1"]),
                "messages": msgs, "temperature": 0, "stream": True, "stream_options": {"include_usage": True}}
        return "/v1/chat/completions", body

    def side(self, g, env, base_conv, task):
        conv = base_conv + [("user", [{"type": "text", "text": "<explicit_instructions type=\"condense\">\nThe user wants the conversation condensed. Write a detailed summary covering "
                                                               "1. the primary request 2. key technical concepts 3. files and code sections 4. problems solved 5. pending tasks "
                                                               "6. current work 7. the next step. Respond only with a condense tool call.\n</explicit_instructions>"},
                                      {"type": "text", "text": self.env_details(g, env)}])]
        return conv, "condense"


class AutoGPT(TextChat):
    name = "autogpt"
    ua = "OpenAI/Python 0.28.1"
    models = ["gpt-4", "gpt-4-0613", "gpt-3.5-turbo-16k", "gpt-4o"]

    def system(self, g, env):
        return ("You are Forge, an autonomous agent. Make decisions independently, without asking the user for help.\n\n"
                "## Constraints\n1. Roughly 4000 words of short-term memory; save important information to files.\n2. No user assistance.\n3. Only use the commands listed below.\n\n"
                "## Commands\n" + "\n".join(f"{i}. {t}: {P.TOOL_BLURBS[k]} Params: (input: string)" for i, (t, k) in enumerate(zip(REACT_TOOLS, ["read", "list", "search", "shell", "edit", "write"]), 1)) +
                "\n7. finish: Finish the task. Params: (reason: string)\n\n## Best practices\n" + P.rules_text(random.Random(450), 900, headings=False) +
                "\n\nRespond only with JSON in this shape:\n{\n  \"thoughts\": {\"text\": \"thought\", \"reasoning\": \"reasoning\", \"plan\": \"- short bulleted\\n- list\", \"criticism\": \"self-criticism\", \"speak\": \"summary for the user\"},\n  \"command\": {\"name\": \"command name\", \"args\": {\"arg name\": \"value\"}}\n}")

    def wrap_first(self, g, env, ask, ctx):
        return f"Task: {with_context(g, ask, ctx)}\n\nPick the single next command and answer with the JSON object described above."

    def action_text(self, g, thought, steps, env):
        name, args = react_args(g, self, steps[0], env)
        return json.dumps({"thoughts": {"text": thought or "Next step.", "reasoning": "Needed to make progress.", "plan": "- inspect\n- fix\n- verify",
                                        "criticism": "Be efficient.", "speak": thought or "Continuing."}, "command": {"name": name, "args": args}}, indent=2)

    def obs_items(self, g, steps, env):
        s = steps[0]
        name, _ = react_args(g, self, s, env)
        role = "system" if g.random() < 0.7 else "user"
        out = [(("system_msg" if role == "system" else "user"), f"Command {name} returned: {generic_result(s)}")]
        if g.random() < 0.5:
            out.append(("user", "Pick the single next command and answer with the JSON object described above."))
        return out

    def render(self, g, conv, env, purpose):
        msgs = []
        for it in conv:
            if it[0] == "system_msg":
                msgs.append({"role": "system", "content": it[1]})
            else:
                msgs.extend(W.openai_chat([it]))
        return self.endpoint, {"model": self.model(g), "messages": msgs, "temperature": 0, "max_tokens": V.pick(g, [1000, 2000, 4000])}


class GPTMe(TextChat):
    name = "gptme"
    ua = "OpenAI/Python 1.82.0"

    def system(self, g, env):
        return ("You are a general-purpose assistant living in the user's terminal. You act by writing fenced code blocks that the program runs for you:\n"
                "```shell\ncommand\n```\n runs a shell command; ```ipython``` runs Python; ```save path``` writes a file; ```patch path``` applies a patch.\n"
                "The result of each block is given back to you as a system message.\n\n" + P.rules_text(random.Random(460), 3000) +
                f"\n\n# Context\nWorking directory: {env['cwd']}\nDate: {env['date']}")

    def action_text(self, g, thought, steps, env):
        s = steps[0]
        pre = (thought + "\n\n") if thought else ""
        if s.op == "write":
            return pre + f"```save {s.path}\n{s.content}\n```"
        if s.op == "edit":
            return pre + f"```patch {s.path}\n<<<<<<< ORIGINAL\n{s.old}\n=======\n{s.new}\n>>>>>>> UPDATED\n```"
        return pre + f"```shell\n{shell_cmd(g, s)}\n```"

    def obs_items(self, g, steps, env):
        s = steps[0]
        if s.op in ("edit", "write"):
            txt = f"Patch failed: original chunk not found in {s.path}" if s.err else f"Saved to {s.path}" if s.op == "write" else f"Patch successfully applied to {s.path}"
        else:
            cmd = shell_cmd(g, s)
            txt = f"Ran command: `{cmd.splitlines()[0]}`\n\n```stdout\n{shell_out(s)}\n```" + (f"\n\nReturn code: {shell_exit(s)}" if shell_exit(s) else "")
        return [("system_msg", txt)]

    def render(self, g, conv, env, purpose):
        msgs = []
        for it in conv:
            if it[0] == "system_msg":
                msgs.append({"role": "system", "content": it[1]})
            else:
                msgs.extend(W.openai_chat([it]))
        return self.endpoint, {"model": V.pick(g, ["gpt-4o", "claude-sonnet-4-5", "openrouter/qwen/qwen3-coder"]), "messages": msgs, "stream": True,
                               "temperature": 0}


class OpenHandsText(TextChat):
    """OpenHands prompting a model without native function calling: function tags in text."""
    name = "openhands-nofc"
    ua = "litellm/1.74.9"

    def system(self, g, env):
        return ("You are an agent that can interact with a computer to solve tasks.\n\nYou have access to the following functions:\n\n"
                "---- BEGIN FUNCTION #1: execute_bash ----\nDescription: " + P.TOOL_BLURBS["shell"] + "\nParameters:\n  (1) command (string, required): The bash command to execute.\n---- END FUNCTION #1 ----\n\n"
                "---- BEGIN FUNCTION #2: str_replace_editor ----\nDescription: Views, creates and edits files.\nParameters:\n  (1) command (string, required): view, create, str_replace, insert\n  (2) path (string, required)\n  (3) old_str (string, optional)\n  (4) new_str (string, optional)\n---- END FUNCTION #2 ----\n\n"
                "---- BEGIN FUNCTION #3: finish ----\nDescription: Finish the interaction.\n---- END FUNCTION #3 ----\n\n"
                "To call a function, reply in this format:\n<function=example_function_name>\n<parameter=example_parameter_1>value_1</parameter>\n</function>\n\n"
                "Reminder: one function call per message, and you must follow the format exactly.")

    def action_text(self, g, thought, steps, env):
        s = steps[0]
        pre = (thought + "\n\n") if thought else ""
        root = "/workspace/" + env["proj"][0]
        if s.op == "read":
            return pre + f"<function=str_replace_editor>\n<parameter=command>view</parameter>\n<parameter=path>{root}/{s.path}</parameter>\n</function>"
        if s.op == "edit":
            return pre + f"<function=str_replace_editor>\n<parameter=command>str_replace</parameter>\n<parameter=path>{root}/{s.path}</parameter>\n<parameter=old_str>\n{s.old}\n</parameter>\n<parameter=new_str>\n{s.new}\n</parameter>\n</function>"
        return pre + f"<function=execute_bash>\n<parameter=command>\n{shell_cmd(g, s)}\n</parameter>\n</function>"

    def obs_items(self, g, steps, env):
        s = steps[0]
        fn = "str_replace_editor" if s.op in ("read", "edit") else "execute_bash"
        body = OpenHands.result(self, g, s, env)
        return [("user", f"EXECUTION RESULT of [{fn}]:\n{body}")]


class HermesText(TextChat):
    """Hermes/Qwen-style tool calls written as text (<tool_call> JSON) with <tool_response> blocks in user turns."""
    name = "hermes-tools"
    ua = "python-requests/2.32.3"
    models = ["NousResearch/Hermes-3-Llama-3.1-70B", "Qwen/Qwen2.5-72B-Instruct", "local-model"]

    def system(self, g, env):
        schemas = [t["function"] for t in build_tools(470, [("read_file", "read", ["path"]), ("list_dir", "list", ["path"]), ("search_code", "search", ["pattern", "path"]),
                                                              ("run_command", "shell", ["command"]), ("edit_file", "edit", ["path", "old_str", "new_str"]), ("write_file", "write", ["path", "content"])])]
        return ("You can call functions. Their JSON signatures are listed between <tools></tools> tags; call as many as the request needs.\n"
                "<tools>\n" + "\n".join(json.dumps({"type": "function", "function": s}) for s in schemas) + "\n</tools>\n"
                "Write every call as JSON with keys name and arguments, wrapped in <tool_call></tool_call>:\n<tool_call>\n{\"name\": <function-name>, \"arguments\": <args-dict>}\n</tool_call>")

    def action_text(self, g, thought, steps, env):
        calls = []
        for s in steps:
            name, args = react_args(g, self, s, env)
            calls.append(f"<tool_call>\n{json.dumps({'name': name, 'arguments': args})}\n</tool_call>")
        return ((thought + "\n") if thought else "") + "\n".join(calls)

    def obs_items(self, g, steps, env):
        resp = []
        for s in steps:
            name, _ = react_args(g, self, s, env)
            resp.append(f"<tool_response>\n{json.dumps({'name': name, 'content': generic_result(s)})}\n</tool_response>")
        return [("user", "\n".join(resp))]

    def render(self, g, conv, env, purpose):
        ep, body = super().render(g, conv, env, purpose)
        if g.random() < 0.3:
            body["max_tokens"] = 2048
        return ep, body


OBS_LABELS = [("en", "Observation:", "Action:", "Action Input:", "Thought:"), ("en", "Tool output:", "Tool:", "Input:", "Reasoning:"),
              ("en", "Result:", "Call:", "Args:", "Plan:"), ("en", "Output:", "Command:", "Arguments:", "Thinking:"),
              ("es", "Observación:", "Acción:", "Entrada:", "Pensamiento:"), ("de", "Beobachtung:", "Aktion:", "Eingabe:", "Gedanke:"),
              ("fr", "Observation :", "Action :", "Entrée :", "Réflexion :"), ("zh", "观察：", "行动：", "行动输入：", "思考："),
              ("pt", "Observação:", "Ação:", "Entrada da ação:", "Pensamento:"), ("ja", "観察:", "アクション:", "入力:", "思考:"),
              ("ru", "Наблюдение:", "Действие:", "Ввод:", "Мысль:")]


class HomebrewLoop(TextChat):
    """Home-made agent loops: assorted labels and languages, JSON actions with JSON observations,
    observations inside user content parts."""
    name = "homebrew-agent"
    ua = "python-httpx/0.27.2"

    def setup(self, g, env):
        if "hb" not in env:
            env["hb"] = {"labels": V.pick(g, OBS_LABELS), "style": V.pick(g, ["labels", "labels", "json", "parts"])}
        return env["hb"]

    def system(self, g, env):
        hb = self.setup(g, env)
        lang, obs, act, inp, th = hb["labels"]
        if hb["style"] == "json":
            return P.react_format_description(g, REACT_TOOLS, "json")
        return (f"You are a coding agent. Tools: {', '.join(REACT_TOOLS)}.\nWrite:\n{th} <your reasoning>\n{act} <tool>\n{inp} <json>\n"
                f"Then stop and wait. The program replies with\n{obs} <tool result>\nWhen finished write FINAL: <answer>.")

    def action_text(self, g, thought, steps, env):
        hb = self.setup(g, env)
        name, args = react_args(g, self, steps[0], env)
        if hb["style"] == "json":
            return json.dumps({"thought": thought or "continue", "action": {"name": name, "args": args}})
        lang, obs, act, inp, th = hb["labels"]
        return f"{th} {thought or '...'}\n{act} {name}\n{inp} {json.dumps(args, ensure_ascii=False)}"

    def obs_items(self, g, steps, env):
        hb = self.setup(g, env)
        s = steps[0]
        res = generic_result(s)
        if hb["style"] == "json":
            return [("user", json.dumps({"observation": res, "ok": not s.err, "exit_code": s.exit if s.op == "shell" else None}))]
        lang, obs, act, inp, th = hb["labels"]
        if hb["style"] == "parts":
            return [("user", [{"type": "text", "text": obs}, {"type": "text", "text": res}])]
        return [("user", f"{obs}\n{res}" if g.random() < 0.5 else f"{obs} {res}")]


# ================================================================================================
# aider (chat, no tools, edit formats)
# ================================================================================================
AIDER_FORMATS = ["diff", "udiff", "whole", "diff-fenced"]


class Aider(Family):
    name = "aider"
    shapes = {"first": 45, "loop": 0, "nudge": 0, "retry": 25, "side": 20, "followup": 10}

    def __init__(self):
        super().__init__()
        rng = random.Random(500)
        self.rules = {f: P.rules_text(rng, 2500, headings=False) for f in AIDER_FORMATS}

    def headers(self, g, env):
        return base_headers(g, f"litellm/{V.pick(g, ['1.72.6', '1.75.0'])}", None) if g.random() < 0.5 else \
            base_headers(g, "OpenAI/Python 1.99.1", stainless(g, "py"))

    def model(self, g):
        return V.pick(g, ["gpt-4.1", "claude-sonnet-4-5", "deepseek/deepseek-chat", "gemini/gemini-2.5-pro", "o3-mini", "openrouter/qwen/qwen3-coder"])

    def edit_block(self, g, fmt, path, old, new, lang):
        if fmt == "diff":
            return f"{path}\n```{fence(lang)}\n<<<<<<< SEARCH\n{old}\n=======\n{new}\n>>>>>>> REPLACE\n```"
        if fmt == "diff-fenced":
            return f"```\n{path}\n<<<<<<< SEARCH\n{old}\n=======\n{new}\n>>>>>>> REPLACE\n```"
        if fmt == "udiff":
            return (f"```diff\n--- {path}\n+++ {path}\n@@ ... @@\n" + "\n".join("-" + l for l in old.split("\n")) + "\n"
                    + "\n".join("+" + l for l in new.split("\n")) + "\n```")
        return f"{path}\n```{fence(lang)}\n{V.source_file(g, lang, 2)}\n```"

    def base_conv(self, g, env, fmt, n_files=None):
        lang = env["proj"][1]
        sys = (f"You are a senior developer editing the files the user shares with you.\nMake the changes they ask for, nothing more.\n\n"
               f"Write every change as a {'*SEARCH/REPLACE block*' if fmt.startswith('diff') else ('unified diff' if fmt == 'udiff' else 'full file listing')}, like in the example.\n\n"
               + self.rules[fmt] + f"\n\nReply in {V.pick(g, ['English', 'the same language as the user'])}.")
        conv = [("system", sys)]
        # few-shot example pair in the chosen format
        ex_path = "shop/pricing.py"
        conv.append(("user", "Make round_price() use Decimal instead of float"))
        conv.append(("assistant", "Steps:\n1. Import Decimal.\n2. Convert before rounding.\n\n" +
                     self.edit_block(g, fmt if fmt != "whole" else "diff", ex_path, "import math", "import math\nfrom decimal import Decimal", "python")))
        if g.random() < 0.8:
            kw = {"python": "def", "go": "func", "rust": "pub fn", "ruby": "def", "java": "public void", "typescript": "export function"}.get(lang, "def")
            rm = "\n".join(f"{V.file_path(g, env['proj'])}:\n⋮\n│{kw} {V.fn_name(g, lang)}(...)\n⋮" for _ in range(g.randrange(5, 60)))
            conv.append(("user", "Outline of other files in this git repo (read-only context).\nDon't edit these; if one needs changing, ask me to add it to the chat.\n\n" + rm))
            conv.append(("assistant", "Understood, I'll only read those unless you add them."))
        files = []
        for _ in range(n_files if n_files is not None else g.randrange(0, 3)):
            p = V.file_path(g, env["proj"])
            files.append(p)
        if files:
            conv.append(("user", "These files are now in the chat and you may edit them.\n\nThe copies below are current; older copies earlier in the chat may be stale.\n\n"
                                 + "\n\n".join(f"{p}\n```\n{V.source_file(g, lang, g.randrange(2, 8))}```" for p in files)))
            conv.append(("assistant", "Got it, I'll make my edits in those files."))
        env["aider_files"] = files
        return conv

    def reminder(self, g, fmt):
        return ("# Reminder: every change must use the *SEARCH/REPLACE block* format; the SEARCH part must match the file exactly." if fmt.startswith("diff")
                else "# Reminder: return changes as unified diffs without line numbers." if fmt == "udiff"
                else "# Reminder: return the entire content of every file you change.")

    def render(self, g, conv, env, purpose):
        fmt = env.get("fmt", "diff")
        msgs = W.openai_chat(conv)
        if purpose in ("first", "retry", "followup") and g.random() < 0.7:
            msgs.append({"role": "system", "content": self.reminder(g, fmt)})
        body = {"model": env.get("model") or self.model(g), "messages": msgs, "temperature": 0, "stream": g.random() < 0.8}
        return "/v1/chat/completions", body


# ================================================================================================
# completions helpers (FIM, ghost text, transcripts)
# ================================================================================================
FIM_STYLES = [
    ("qwen", "<|fim_prefix|>{pre}<|fim_suffix|>{suf}<|fim_middle|>", ["<|endoftext|>", "<|fim_prefix|>", "<|fim_suffix|>", "<|fim_middle|>", "<|file_sep|>", "<|im_start|>", "<|im_end|>", "\n\n\n"]),
    ("codellama", "<PRE> {pre} <SUF>{suf} <MID>", ["<PRE>", "<SUF>", "<MID>", "<EOT>", "\n\n\n"]),
    ("deepseek", "<｜fim▁begin｜>{pre}<｜fim▁hole｜>{suf}<｜fim▁end｜>", ["<｜fim▁begin｜>", "<｜fim▁hole｜>", "<｜fim▁end｜>", "//", "<｜end▁of▁sentence｜>", "\n\n"]),
    ("codestral", "[SUFFIX]{suf}[PREFIX]{pre}", ["[PREFIX]", "[SUFFIX]", "\n\n"]),
    ("starcoder", "<fim_prefix>{pre}<fim_suffix>{suf}<fim_middle>", ["<fim_prefix>", "<fim_suffix>", "<fim_middle>", "<|endoftext|>", "<file_sep>"]),
]


def split_code(g, lang):
    text = V.source_file(g, lang, g.randrange(2, 7))
    cut = g.randrange(len(text) // 3, max(len(text) // 3 + 1, len(text) - 10))
    nl = text.rfind("\n", 0, cut)
    cut = nl + 1 + g.randrange(0, 12) if nl > 0 else cut
    return text[:cut], text[cut:]


def fim_request(g, env, fam):
    lang = env["proj"][1]
    path = V.file_path(g, env["proj"])
    pre, suf = split_code(g, lang)
    header = f"<|file_sep|>{path}\n" if g.random() < 0.3 else f"// Path: {path}\n" if lang != "python" else f"# Path: {path}\n"
    r = g.random()
    if r < 0.15:
        # llama.cpp server infill
        body = {"input_prefix": header + pre, "input_suffix": suf, "input_extra": [{"filename": V.file_path(g, env["proj"]), "text": V.function(g, lang)}],
                "n_predict": 128, "temperature": 0.1, "stream": False, "cache_prompt": True, "t_max_prompt_ms": 500}
        return "/infill", {"content-type": "application/json", "user-agent": "node-fetch"}, body, "fim"
    if r < 0.3:
        body = {"model": "codestral-latest", "prompt": pre, "suffix": suf, "max_tokens": 256, "temperature": 0.01, "stop": ["\n\n"], "stream": True}
        return "/v1/fim/completions", base_headers(g, "node-fetch"), body, "fim"
    style, tmpl, stops = V.pick(g, FIM_STYLES)
    prompt = tmpl.replace("{pre}", header + pre).replace("{suf}", suf)
    if r < 0.5:
        body = {"model": V.pick(g, ["qwen2.5-coder:1.5b-base", "deepseek-coder-v2:16b", "starcoder2:3b"]), "prompt": prompt, "raw": True, "stream": True,
                "options": {"temperature": 0.01, "num_predict": 1024, "stop": stops, "num_ctx": 8096}, "keep_alive": 1800}
        return "/api/generate", {"content-type": "application/json", "user-agent": "node-fetch"}, body, "fim"
    body = {"model": V.pick(g, ["Qwen/Qwen2.5-Coder-7B", "deepseek-coder-6.7b-base", "codestral-22b", "starcoder2-15b"]), "prompt": prompt,
            "max_tokens": V.pick(g, [128, 256, 1024]), "temperature": 0.01, "stop": stops, "stream": True}
    return "/v1/completions", base_headers(g, "node-fetch"), body, "fim"


def ghost_request(g, env):
    lang = env["proj"][1]
    path = V.file_path(g, env["proj"])
    pre, suf = split_code(g, lang)
    cm = "#" if lang in ("python", "ruby") else "//"
    prompt = f"{cm} Path: {path}\n" + (f"{cm} Compare this snippet from {V.file_path(g, env['proj'])}:\n" + "\n".join(f"{cm} {l}" for l in V.function(g, lang).split("\n")) + "\n" if g.random() < 0.5 else "") + pre
    body = {"prompt": prompt, "suffix": suf, "max_tokens": V.pick(g, [500, 250, 64]), "temperature": 0, "top_p": 1, "n": 1, "stop": ["\n"] if g.random() < 0.6 else ["\n\n\n", "\n```"],
            "stream": True, "extra": {"language": lang, "next_indent": 4, "trim_by_indentation": True, "prompt_tokens": g.randrange(200, 1500), "suffix_tokens": g.randrange(0, 600)}}
    if g.random() < 0.4:
        body["nwo"] = f"acme/{env['proj'][0]}"
    h = {"content-type": "application/json", "user-agent": "GithubCopilot/1.372.0", "authorization": "Bearer tid=" + W.rid(g, 32),
         "openai-intent": "copilot-ghost", "openai-organization": "github-copilot", "editor-version": "vscode/1.105.1",
         "editor-plugin-version": "copilot/1.372.0", "x-request-id": W.uuid4(g), "vscode-sessionid": W.uuid4(g)}
    return "/v1/completions", h, body, "fim"


def continuation_request(g, env):
    """Plain text continuation on legacy completions (single)."""
    lang = env["proj"][1]
    k = g.randrange(3)
    if k == 0:
        prompt = f"# {env['proj'][0]}\n\n{env['proj'][0].title()} is a small library for {V.pick(g, V.WORDS)} {V.pick(g, V.WORDS)} handling.\n\n## Installation\n\n"
    elif k == 1:
        fn = V.function(g, lang)
        prompt = fn.split("\n")[0] + "\n    \"\"\"" if lang == "python" else "/**\n * " + V.pick(g, V.VERBS).title() + "s the "
    else:
        prompt = f"Release notes for v{g.randrange(1, 5)}.{g.randrange(0, 20)}.0\n\n- Fixed {V.pick(g, V.WORDS)} handling when"
    body = {"model": V.pick(g, ["gpt-3.5-turbo-instruct", "davinci-002", "Qwen/Qwen2.5-Coder-7B"]), "prompt": prompt, "max_tokens": V.pick(g, [64, 128, 256]),
            "temperature": V.pick(g, [0, 0.2, 0.7]), "stop": ["\n\n"] if g.random() < 0.5 else None}
    if body["stop"] is None:
        del body["stop"]
    return "/v1/completions", base_headers(g, "OpenAI/Python 1.99.1", stainless(g, "py")), body, "text_continuation"


# ================================================================================================
# one-message transcripts: LangChain-style ReAct prompts
# ================================================================================================
class LangChainReAct(Family):
    name = "langchain-react"
    shapes = {"first": 45, "loop": 30, "nudge": 0, "retry": 0, "side": 10, "followup": 0, "completion": 15}

    def headers(self, g, env):
        return base_headers(g, "OpenAI/Python 1.99.1", stainless(g, "py"))

    def header(self, g, env):
        tools = "\n".join(f"{t}: {P.TOOL_BLURBS[k]}" for t, k in zip(REACT_TOOLS, ["read", "list", "search", "shell", "edit", "write"]))
        return ("Work on the question below. These tools are available:\n\n" + tools +
                "\n\nFormat:\n\nQuestion: the question to work on\nThought: reason about the next step\n"
                f"Action: a tool from [{', '.join(REACT_TOOLS)}]\nAction Input: the argument for the tool\nObservation: what the tool returned\n"
                "... (Thought/Action/Action Input/Observation repeat as needed)\nThought: I know the answer now\n"
                "Final Answer: the answer to the question\n\nStart.\n\n")

    def scratchpad(self, g, env, rounds):
        out = []
        for steps in rounds:
            s = steps[0]
            name, args = react_args(g, self, s, env)
            inp = args.get("command") or args.get("path") or args.get("pattern") or json.dumps(args)
            out.append(f"Thought: {s.thought or 'I should use a tool.'}\nAction: {name}\nAction Input: {inp}\nObservation: {generic_result(s)}\n")
        return "".join(out)

    def prompt(self, g, env, ask, ctx, rounds):
        return self.header(g, env) + f"Question: {with_context(g, ask, ctx)}\nThought:" + ((" " + self.scratchpad(g, env, rounds)[len("Thought: "):] + "Thought:") if rounds else "")

    def wrap(self, g, env, prompt, purpose):
        stop = ["\nObservation:", "\n\tObservation:"]
        if g.random() < 0.5 or purpose == "completion":
            body = {"model": V.pick(g, ["gpt-3.5-turbo-instruct", "text-davinci-003", "Qwen/Qwen2.5-72B", "meta-llama/Llama-3.1-70B"]), "prompt": prompt,
                    "max_tokens": V.pick(g, [256, 512, -1 if g.random() < 0.1 else 1024]), "temperature": 0, "stop": stop}
            if body["max_tokens"] == -1:
                del body["max_tokens"]
            return "/v1/completions", body
        return "/v1/chat/completions", {"model": V.pick(g, ["gpt-4o-mini", "gpt-4o", "llama-3.3-70b"]), "messages": [{"role": "user", "content": prompt}],
                                        "stop": stop, "temperature": 0, "stream": False}


# ================================================================================================
FAMILIES = [ClaudeCode(), CodexCLI(), OpenAIAgentsSDK(), ContinueFam(), RooCode(), CopilotFam(), OpenHands(), SWEAgent(), AutoGen(),
            LangGraph(), GeminiCLI(), Ollama(), OpenInterpreter(), Goose(), OpenCode(), LlamaIndexReAct(), CrewAI(), MiniSWEAgent(),
            Smolagents(), ClineXML(), AutoGPT(), GPTMe(), OpenHandsText(), HermesText(), HomebrewLoop(), Aider(), LangChainReAct()]
BY_NAME = {f.name: f for f in FAMILIES}
