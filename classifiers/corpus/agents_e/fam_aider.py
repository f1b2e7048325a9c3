"""aider: chat completions without tools. Fixed chunks: system with edit-format rules, few-shot pairs, repo map
with a canned acknowledgement, chat files with an acknowledgement, history, the request, a reminder.
Lint/test output fed back after an edit is the edit loop; commit messages and history summaries come from a
weak model."""
from . import base, util, envinfo as E
from . import projects as P

MAIN = """You are a senior software developer. Follow good practice and stick to the conventions and libraries the
code base already uses.
The user asks for changes to the code they share with you; ask when a request is unclear.
Reply to the user in {lang}.

After you understand what is wanted:
1. Decide whether you need to see files that have not been added to the chat. If so, list their full paths and ask
   the user to add them, then stop and wait. You may create new files without asking.
2. Think step by step and explain the needed changes in a few short sentences.
3. Describe each change with a {fmt_name} block, following the examples below."""

FMT = {
    "diff": ("*SEARCH/REPLACE*", """# *SEARCH/REPLACE block* rules
Every block uses this layout:
1. The file path alone on a line, exactly as shown to you.
2. An opening fence with the language, like ```python
3. The start of the search section: <<<<<<< SEARCH
4. A run of lines that exactly matches the existing file, character for character.
5. The divider: =======
6. The replacement lines.
7. The end of the replace section: >>>>>>> REPLACE
8. The closing fence: ```
Include enough lines to match uniquely, but no more. To create a file, use an empty SEARCH section.
Only create blocks for files the user added to the chat."""),
    "whole": ("*file listing*", """# File listing rules
Whenever you change a file, return the ENTIRE updated file: the path alone on a line, then a fenced block with the
complete content. Never skip or elide parts of the file with comments like "rest of code here"."""),
    "udiff": ("*unified diff*", """# Unified diff rules
Return edits as unified diffs, like `diff -U0` would, inside ```diff fences. Start each file with --- and +++ lines
giving the path. Replace whole functions or blocks at a time rather than single lines; do not include line numbers in
the @@ hunk headers."""),
}

EXAMPLE_USER = "Make greet() accept an optional greeting, defaulting to Hello"
EXAMPLE_ASSIST = {
    "diff": """`greet()` lives in `demo/hello.py`. I will add a `greeting` parameter with a default and use it in the
returned string.

demo/hello.py
```python
<<<<<<< SEARCH
def greet(name):
    return f"Hello, {name}!"
=======
def greet(name, greeting="Hello"):
    return f"{greeting}, {name}!"
>>>>>>> REPLACE
```""",
    "whole": """`demo/hello.py` gets a `greeting` parameter with a default:

demo/hello.py
```
def greet(name, greeting="Hello"):
    return f"{greeting}, {name}!"


if __name__ == "__main__":
    print(greet("world"))
```""",
    "udiff": """```diff
--- demo/hello.py
+++ demo/hello.py
@@ ... @@
-def greet(name):
-    return f"Hello, {name}!"
+def greet(name, greeting="Hello"):
+    return f"{greeting}, {name}!"
```""",
}

REPO_MAP_INTRO = ("Summaries of other files in my git repository follow. They are *read-only* for you: to change "
                  "one, ask me to *add it to the chat* first.\n\n")
REPO_ACK = "Understood. I won't edit those files without asking you to add them first."
FILES_INTRO = ("These files are now *in the chat* and you may edit them.\n\n*This message has their authoritative "
               "contents;* copies elsewhere in the chat may be stale.\n\n")
FILES_ACK = "Got it. Any edits I propose will be to those files."
NO_FILES = "I am not sharing any files that you can edit yet."
NO_FILES_ACK = "Ok."
REMINDER = "# Reminder: describe every code change with a {fmt_name} block as shown in the examples, and only edit files that were added to the chat."

LINT_FB = "# Please fix the lint errors below.\n\n## Running: {cmd}\n\n{out}\n"
TEST_FB = "The tests failed after your change:\n```\n{out}\n```\nFix the code so the tests pass."
MATCH_FB = ("# 1 SEARCH/REPLACE block did not match!\n\n## No exact match: this SEARCH block was not found in {path}\n"
            "<<<<<<< SEARCH\n{old}\n=======\n{new}\n>>>>>>> REPLACE\n\nThe SEARCH section has to match existing lines "
            "exactly, including whitespace, comments and indentation. Resend just the block that failed.")

COMMIT_SYS = ("You write git commit messages. Given the diffs, produce a single line in the imperative mood, no more "
              "than 72 characters, prefixed with a conventional type such as fix:, feat:, refactor: or docs:. Reply "
              "with the message only, no quotes or explanation.")
SUMMARY_SYS = ("Summarize the chat below briefly but keep the important details: function names, libraries, files "
               "and what was decided. Write in the first person as the user, addressing the assistant as \"you\". "
               "Start with \"I asked you...\". Do not use bullet points.")


def repo_map(proj):
    out = []
    for path, body in proj["files"].items():
        sigs = [l for l in body.split("\n") if l.strip().startswith(("def ", "class ", "func ", "fn ", "pub fn", "export ", "public ", "router.", "async function", "function "))]
        out.append("%s:\n⋮\n%s\n⋮" % (path, "\n⋮\n".join("│" + s for s in sigs[:4])))
    for path in proj["tree"]:
        if path not in proj["files"]:
            out.append(path)
    return "\n".join(out)


def edit_block(fmt, path, old, new, lang):
    if fmt == "diff":
        return "%s\n```%s\n<<<<<<< SEARCH\n%s\n=======\n%s\n>>>>>>> REPLACE\n```" % (path, lang, old, new)
    if fmt == "whole":
        return "%s\n```\n%s\n```" % (path, new)
    return "```diff\n--- %s\n+++ %s\n@@ ... @@\n%s\n%s\n```" % (path, path, "\n".join("-" + l for l in old.split("\n")), "\n".join("+" + l for l in new.split("\n")))


class Aider(base.Family):
    name = "aider"
    sides = ("side_commit", "side_summary")
    models = ["anthropic/claude-sonnet-4-5-20250929", "gpt-4.1", "deepseek/deepseek-chat", "gemini/gemini-2.5-pro", "openrouter/qwen/qwen3-coder"]
    weak = ["gpt-4o-mini", "anthropic/claude-3-5-haiku-20241022", "deepseek/deepseek-chat", "gemini/gemini-2.5-flash"]

    def headers(self, ctx):
        rng = ctx["rng"]
        h = {"content-type": "application/json", "user-agent": "litellm/%s" % rng.choice(["1.74.9", "1.77.3", "1.80.0"])}
        h.update(base.bearer())
        return h

    def fmt(self, ctx):
        return ctx.setdefault("fmt", ctx["rng"].choice(["diff", "diff", "diff", "whole", "udiff"]))

    def prefix(self, ctx, with_files):
        rng, proj = ctx["rng"], ctx["proj"]
        fmt = self.fmt(ctx)
        name, rules = FMT[fmt]
        lang = ctx.get("lang_name", "the same language they are using")
        system = MAIN.format(lang=lang, fmt_name=name) + "\n\n" + rules + "\n\n" + REMINDER.format(fmt_name=name)
        msgs = [{"role": "system", "content": system},
                {"role": "user", "content": EXAMPLE_USER}, {"role": "assistant", "content": EXAMPLE_ASSIST[fmt]},
                {"role": "user", "content": REPO_MAP_INTRO + repo_map(proj)}, {"role": "assistant", "content": REPO_ACK}]
        if with_files and proj["files"]:
            path = proj["edit"][0]
            body = proj["files"].get(path, P.file_body(proj, path))
            msgs += [{"role": "user", "content": FILES_INTRO + "%s\n```\n%s\n```" % (path, body)}, {"role": "assistant", "content": FILES_ACK}]
        else:
            msgs += [{"role": "user", "content": NO_FILES}, {"role": "assistant", "content": NO_FILES_ACK}]
        return msgs

    def reply_with_edit(self, ctx, intro=None):
        proj = self.ctxproj(ctx)
        path, old, new = proj["edit"]
        lang = {"python": "python", "typescript": "ts", "go": "go", "rust": "rust", "java": "java", "javascript": "js"}[proj["lang"]]
        return (intro or "The problem is in `%s`. Here is the change:" % path) + "\n\n" + edit_block(self.fmt(ctx), path, old, new, lang)

    @staticmethod
    def ctxproj(ctx):
        return ctx["proj"]

    def body(self, ctx, msgs):
        rng = ctx["rng"]
        if rng.random() < 0.3:
            # some models get the reminder as a trailing system message
            msgs = msgs + [{"role": "system", "content": REMINDER.format(fmt_name=FMT[self.fmt(ctx)][0])}]
        return {"model": self.model(ctx), "messages": msgs, "stream": True, "temperature": 0}

    def render_shape(self, ctx, shape, ask, extra):
        """Aider has no tool loop: its loop is edits followed by lint/test output or a retry."""
        rng, proj = ctx["rng"], ctx["proj"]
        with_files = shape != "first" or rng.random() < 0.5
        msgs = self.prefix(ctx, with_files)
        if shape == "first":
            msgs.append({"role": "user", "content": ask})
        elif shape == "later_plain":
            q, a = extra["prior"]
            msgs += [{"role": "user", "content": q}, {"role": "assistant", "content": a}, {"role": "user", "content": ask}]
        elif shape == "later_inherit":
            msgs += [{"role": "user", "content": ask}, {"role": "assistant", "content": extra["clarify"]},
                     {"role": "user", "content": extra["followup"]}]
        elif shape in ("loop_1", "loop_edit_test_fail", "loop_n", "loop_user_retry"):
            msgs += [{"role": "user", "content": ask}, {"role": "assistant", "content": self.reply_with_edit(ctx)}]
            if shape == "loop_1":
                kind = rng.choice(["lint", "match"])
                if kind == "lint":
                    msgs.append({"role": "user", "content": LINT_FB.format(cmd=proj["lint_cmd"] + " " + proj["edit"][0], out=proj["lint_out"])})
                else:
                    path, old, new = proj["edit"]
                    msgs.append({"role": "user", "content": MATCH_FB.format(path=path, old=old, new=new)})
            elif shape == "loop_edit_test_fail":
                msgs.append({"role": "user", "content": TEST_FB.format(out=proj["test_fail"])})
            elif shape == "loop_n":
                for k in range(rng.randint(3, 5)):
                    fb = LINT_FB.format(cmd=proj["lint_cmd"], out=proj["lint_out"]) if k % 2 == 0 else TEST_FB.format(out=proj["test_fail"])
                    msgs += [{"role": "user", "content": fb}, {"role": "assistant", "content": self.reply_with_edit(ctx, "Let me fix that.")}]
                msgs.append({"role": "user", "content": TEST_FB.format(out=proj["test_fail"])})
            else:
                msgs.append({"role": "user", "content": extra["retry"]})
        elif shape == "later_after_tools":
            msgs += [{"role": "user", "content": extra["prev_ask"]}, {"role": "assistant", "content": self.reply_with_edit(ctx)},
                     {"role": "user", "content": TEST_FB.format(out=proj["test_fail"])},
                     {"role": "assistant", "content": self.reply_with_edit(ctx, "That test needs the timezone handled too:")},
                     {"role": "user", "content": ask}]
        else:
            raise ValueError(shape)
        return self.endpoint, self.headers(ctx), self.body(ctx, msgs)

    def side(self, ctx, kind, ir):
        rng, proj = ctx["rng"], ctx["proj"]
        weak = rng.choice(self.weak)
        if kind == "side_commit":
            user = "# Diffs:\n%s" % P.git_diff(proj)
            if rng.random() < 0.5:
                user = "# Context:\nUSER: %s\n\n" % ir[0]["text"] + user
            b = {"model": weak, "messages": [{"role": "system", "content": COMMIT_SYS}, {"role": "user", "content": user}],
                 "temperature": 0, "stream": False}
        else:
            lines = []
            for e in ir:
                if e["t"] == "user":
                    lines.append("# USER\n" + e["text"])
                elif e["t"] == "assistant" and e["text"]:
                    lines.append("# ASSISTANT\n" + e["text"])
            lines.append("# ASSISTANT\n" + self.reply_with_edit(ctx))
            b = {"model": weak, "messages": [{"role": "system", "content": SUMMARY_SYS}, {"role": "user", "content": "\n\n".join(lines)}],
                 "temperature": 0, "stream": False}
        return self.endpoint, self.headers(ctx), b
