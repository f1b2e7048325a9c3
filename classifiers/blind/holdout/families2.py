"""More client families: edit-format clients, IDE plugins, chat front-ends, CLIs, text-protocol agents,
notebook tools, review/CI bots, low-code tools, commit tools and autocomplete conventions."""
import json

import content as C
import protocols as PR
from core import (Ask, call_args, dumps, h_js_sdk, h_plain, h_py_sdk, hexid, make_steps, result_text, shell_output,
                  step_as_shell, sub_rng, tools_for, uuid)
from families import Fam, reg, big_system, assistant_answer, feedback_msgs

LANG_NAME = {"py": "python", "ts": "typescript", "js": "javascript", "go": "go", "rs": "rust", "java": "java"}
LANG_COMMENT = {"py": "#", "ts": "//", "js": "//", "go": "//", "rs": "//", "java": "//"}


def fim_split(rng, P, pre_chars=None, suf_chars=None):
    """Cut a synthetic source file at a cursor position inside a function body."""
    pre_chars = pre_chars or rng.randint(1500, 4200)
    suf_chars = suf_chars or rng.randint(300, 1600)
    parts = [C.snippet(rng, P.lang)[2] for _ in range(rng.randint(3, 9))]
    l, fn, code = C.snippet(rng, P.lang)
    lines = code.rstrip("\n").split("\n")
    j = rng.randrange(1, len(lines) - 1)
    line = lines[j]
    cut = rng.randint(len(line) - len(line.lstrip()), len(line))
    before = "\n".join(parts) + "\n" + "\n".join(lines[:j]) + "\n" + line[:cut]
    after = line[cut:] + "\n" + "\n".join(lines[j + 1:]) + "\n\n" + "\n".join(C.snippet(rng, P.lang)[2] for _ in range(2))
    if len(before) > pre_chars:
        before = before[-pre_chars:]
        before = before[before.index("\n") + 1:] if "\n" in before else before
    if len(after) > suf_chars:
        after = after[:suf_chars]
        after = after[:after.rindex("\n") + 1] if "\n" in after else after
    path = rng.choice(P.src_files())
    return path, before, after


# ====================================================================== aider
AIDER_RULES = """You are a senior developer editing the user's code. Follow the conventions and libraries the project already uses.

Handle requests to change the code that is in the chat. When a request is unclear, ask before editing.

For every request:
1. Check whether the change needs files that are not in the chat. New files are fine to create; for existing files that are missing, name them and ask the user to add them, then wait.
2. Explain the plan in a few short sentences.
3. Give each change as an edit block as in the examples.

An edit block looks like this:
- a line with the file path, exactly as given
- an opening code fence with the language
- the line <<<<<<< SEARCH
- the exact existing lines to find
- the line =======
- the new lines
- the line >>>>>>> REPLACE
- the closing fence

SEARCH text has to match the file exactly, comments and indentation included. Prefer several small blocks to one large one. Moving code takes two blocks: one removing it, one adding it. A new file has an empty SEARCH part.
"""


@reg
class Aider(Fam):
    name = "aider"
    counts = dict(first_turn=26, follow_up=2, loop_turn=6, retry_turn=20, side_call=18)
    side_kinds = ["commit", "commit", "commit", "summary"]
    models = ["anthropic/claude-sonnet-4-20250514", "deepseek/deepseek-chat", "openai/gpt-4.1", "openrouter/qwen/qwen3-coder"]
    weak = ["gpt-4o-mini", "claude-3-5-haiku-20241022", "deepseek/deepseek-chat"]
    source = "aider repo: editblock prompts structure (system rules, few-shot pairs, repo map + ack, chat files + ack, reminder), reflection messages, commit/summary with weak model"

    def headers(self, rng, P):
        return h_py_sdk(rng)

    def rules(self, P):
        return AIDER_RULES + f"\nReply in the same language as the user.\n\nPlatform: {P.os}; shell: /bin/bash; language: en_US; current date: {P.date}; the user is working in a git repo."

    def fewshot(self):
        return [{"role": "user", "content": "Rename the `fetch` helper in client.py to `fetch_json` and update the call in the same file."},
                {"role": "assistant", "content": "To make this change:\n1. Rename the function definition.\n2. Update the one caller.\n\nclient.py\n```python\n<<<<<<< SEARCH\ndef fetch(url):\n=======\ndef fetch_json(url):\n>>>>>>> REPLACE\n```\n\nclient.py\n```python\n<<<<<<< SEARCH\n    data = fetch(BASE + path)\n=======\n    data = fetch_json(BASE + path)\n>>>>>>> REPLACE\n```"},
                {"role": "user", "content": "Move the `Timer` class out of main.py into its own file timer.py."},
                {"role": "assistant", "content": "Steps:\n1. Create timer.py containing the class.\n2. Remove it from main.py and import it.\n\ntimer.py\n```python\n<<<<<<< SEARCH\n=======\nimport time\n\n\nclass Timer:\n    def __enter__(self):\n        self.start = time.perf_counter()\n        return self\n\n    def __exit__(self, *exc):\n        self.elapsed = time.perf_counter() - self.start\n>>>>>>> REPLACE\n```\n\nmain.py\n```python\n<<<<<<< SEARCH\nimport time\n=======\nfrom timer import Timer\n>>>>>>> REPLACE\n```"}]

    def repo_map(self, rng, P):
        lines = []
        for f in P.files[:40]:
            lines.append(f + ":")
            if f.endswith(C.EXT[P.lang]):
                for _ in range(rng.randint(1, 4)):
                    lines.append(f"│{'def ' if P.lang == 'py' else 'function '}{C.ident(rng, 'snake' if P.lang == 'py' else 'camel')}(...)")
                lines.append("⋮")
        return "\n".join(lines)

    def msgs(self, rng, P, ask, chat_file=None, prior=()):
        m = [{"role": "system", "content": self.rules(P)}] + self.fewshot()
        m += [{"role": "user", "content": "Outline of other files in the repo, for reference only. Ask me to add any of them before changing it.\n\n" + self.repo_map(rng, P)},
              {"role": "assistant", "content": "Understood: those files are read-only unless you add them to the chat."}]
        if chat_file:
            path, code, lang = chat_file
            m += [{"role": "user", "content": f"Files now in the chat (you may edit these):\n\n{path}\n```{C.FENCE.get(lang, lang)}\n{code.rstrip()}\n```"},
                  {"role": "assistant", "content": "Noted; I will only edit those files."}]
        for pa, ans in prior:
            m += [{"role": "user", "content": pa}, {"role": "assistant", "content": ans}]
        m.append({"role": "user", "content": ask})
        m.append({"role": "system", "content": "Reminder: describe every file change with an edit block (path line, fence, SEARCH, divider, REPLACE). Only edit files that are in the chat."})
        return m

    def body(self, rng, m):
        return {"model": self.model(rng), "messages": m, "temperature": 0, "stream": True}

    def first(self, rng, P, ask, prior):
        chat_file = (ask.attach_path or f"src/{ask.fn or 'module'}{C.EXT.get(ask.attach_lang, '.py')}", ask.attach, ask.attach_lang) if ask.attach is not None and ask.attach_lang not in ("diff", "sql") else None
        text = ask.text if chat_file else ask.user_text()
        pr = [(p.user_text(), assistant_answer(rng, p)) for p in prior]
        return self.endpoint, self.headers(rng, P), self.body(rng, self.msgs(rng, P, text, chat_file, pr))

    def edit_reply(self, rng, path, code, lang):
        lines = code.rstrip().split("\n")
        j = rng.randrange(1, len(lines) - 1)
        return (f"I'll change `{path}` as requested.\n\n{path}\n```{C.FENCE.get(lang, lang)}\n<<<<<<< SEARCH\n{lines[j]}\n=======\n{lines[j].rstrip()}  # updated\n>>>>>>> REPLACE\n```")

    def retry(self, rng, P, ask, steps):
        l, fn, code = C.snippet(rng, P.lang)
        path = rng.choice(P.src_files())
        m = self.msgs(rng, P, ask.text, (path, code, l))
        m.insert(-1, {"role": "assistant", "content": self.edit_reply(rng, path, code, l)})
        kind = rng.choice(["nomatch", "lint", "test"])
        if kind == "nomatch":
            bad = code.split(chr(10))[2]
            fb = (f"1 edit could not be applied.\n\nThe SEARCH text below does not occur verbatim in {path}:\n<<<<<<< SEARCH\n{bad}\n=======\n"
                  f"{bad}  # updated\n>>>>>>> REPLACE\n\nThe closest lines in {path} are:\n\n```\n{bad.strip()}\n```\n\n"
                  "Copy the existing lines exactly (indentation and comments too).\nThe other blocks were applied; resend only a corrected version of this one.")
        elif kind == "lint":
            fb = f"Lint errors after your edit; please fix them.\n\n$ flake8 --select=E9,F821,F823,F831,F406,F407,F701,F702,F704,F706 --show-source --isolated {path}\n\n{C.lint_output(rng, P.files)}\n\nOffending line in {path} (marked >>):\n\n>> {code.split(chr(10))[1]}"
        else:
            fb = f"{C.test_failure(rng, P.lang, P.name)}\n\nThese tests fail after your edit. Please make them pass."
        m.insert(-1, {"role": "user", "content": fb})
        # aider sends the reflection as the newest user message, reminder last
        m.pop(-3) if False else None
        return self.endpoint, self.headers(rng, P), self.body(rng, m)

    def loop(self, rng, P, ask, steps, tail):
        st = next((s for s in steps if s["kind"] == "shell"), None)
        cmd = st["cmd"] if st else C.test_cmd(P.lang)
        out = st["output"] if st else C.test_failure(rng, P.lang, P.name)
        m = self.msgs(rng, P, f"Output of `{cmd}` (added to the chat with /run):\n\n```\n{out}\n```\n\n" + (tail or "Fix that."), None)
        return self.endpoint, self.headers(rng, P), self.body(rng, m)

    def side(self, rng, P, kind):
        if kind == "commit":
            diff = C.realistic_diff(rng, P.lang)
            ctx = ""
            if rng.random() < 0.5:
                ctx = "# Context of the change (the user's request, for reference only):\n" + Ask(rng, label="long_horizon").text + "\n\n"
            body = {"model": rng.choice(self.weak), "messages": [
                {"role": "system", "content": "You write git commit messages. Read the diff and reply with one line in the imperative mood, at most 72 characters, prefixed with a conventional-commit type such as fix, feat, refactor, docs, test or chore. Reply with the message only."},
                {"role": "user", "content": ctx + "Staged diff:\n" + diff}], "temperature": 0, "stream": False}
            return self.endpoint, self.headers(rng, P), body, "commit message (weak model)"
        ask = Ask(rng)
        hist = f"# USER\n{ask.user_text()}\n\n# ASSISTANT\n{assistant_answer(rng, ask)}\n\n# USER\nNow also handle the empty case.\n\n# ASSISTANT\nDone; the function returns early on empty input."
        body = {"model": rng.choice(self.weak), "messages": [
            {"role": "system", "content": "Condense the conversation so far, written from the user's side and addressed to the assistant. Keep function, library and file names. Open with 'Earlier I wanted...'"},
            {"role": "user", "content": hist}], "temperature": 0, "stream": False}
        return self.endpoint, self.headers(rng, P), body, "chat history summary (weak model)"


# ====================================================================== Continue
CONTINUE_FIM = {
    "qwen": ("<|fim_prefix|>{p}<|fim_suffix|>{s}<|fim_middle|>", ["<|endoftext|>", "<|fim_prefix|>", "<|fim_middle|>", "<|fim_suffix|>", "<|fim_pad|>", "<|repo_name|>", "<|file_sep|>", "<|im_start|>", "<|im_end|>", "\n\n\n"]),
    "codellama": ("<PRE> {p} <SUF>{s} <MID>", ["<PRE>", "<SUF>", "<MID>", "<EOT>", "\n\n\n"]),
    "codestral": ("[SUFFIX]{s}[PREFIX]{p}", ["[PREFIX]", "[SUFFIX]", "\n\n\n"]),
    "starcoder": ("<fim_prefix>{p}<fim_suffix>{s}<fim_middle>", ["<fim_prefix>", "<fim_suffix>", "<fim_middle>", "<file_sep>", "<|endoftext|>", "\n\n\n"]),
    "deepseek": ("<｜fim▁begin｜>{p}<｜fim▁hole｜>{s}<｜fim▁end｜>", ["<｜fim▁begin｜>", "<｜fim▁hole｜>", "<｜fim▁end｜>", "//", "<｜end▁of▁sentence｜>", "\n\n\n"]),
}


@reg
class Continue(Fam):
    name = "continue"
    counts = dict(first_turn=26, follow_up=4, loop_turn=11, retry_turn=6, side_call=8, completion=32)
    side_kinds = ["title"]
    models = ["claude-sonnet-4-5", "gpt-4.1", "qwen2.5-coder:32b", "llama3.1:70b"]
    source = "Continue repo/docs: chat without tools, edit prompt with selected range, agent mode builtin tools, autocomplete FIM templates and stop lists"
    tools_spec = [("read_file", "read", {"filepath": ("string", "Path relative to the workspace root.")}), ("edit_existing_file", "edit", {"filepath": ("string", "Path."), "changes": ("string", "Changes with '// ... existing code ...' markers.")}),
                  ("create_new_file", "write", {"filepath": ("string", "Path."), "contents": ("string", "Contents.")}), ("run_terminal_command", "shell", {"command": ("string", "Command."), "waitForCompletion": ("boolean", "Wait.")}),
                  ("grep_search", "grep", {"query": ("string", "Regex.")}), ("file_glob_search", "glob", {"pattern": ("string", "Glob.")}), ("ls", "ls", {"dirPath": ("string", "Dir."), "recursive": ("boolean", "Recurse.")}),
                  ("view_diff", "read", {}), ("read_currently_open_file", "read", {}), ("search_web", "search_web"), ("view_subdirectory", "ls", {"directory_path": ("string", "Dir.")}), ("view_repo_map", "ls", {})]
    names = {"shell": ("run_terminal_command", {}), "read": ("read_file", {"path": "filepath", "rel": True}), "write": ("create_new_file", {"path": "filepath", "content": "contents", "rel": True}),
             "grep": ("grep_search", {"pattern": "query"}), "ls": ("ls", {"path": "dirPath"})}

    def headers(self, rng, P):
        return h_js_sdk(rng) if rng.random() < 0.6 else h_plain("node-fetch", {"accept": "*/*"})

    def args(self, st, P):
        if st["kind"] == "edit":
            return "edit_existing_file", {"filepath": st["rel"], "changes": f"// ... existing code ...\n{st['new']}\n// ... existing code ..."}
        return call_args(st, self.names, P)

    def system(self, rng, P):
        return "<important_rules>\n  You are in agent mode.\n  Always include the language and file name in the info string of code blocks, e.g. ```python src/main.py\n  When you change an existing file, show only the changed lines and mark skipped code with '// ... existing code ...'.\n</important_rules>"

    def chat_user(self, rng, ask):
        if ask.attach is not None:
            return [{"type": "text", "text": ask.fenced_path() + "\n\n" + ask.text}]
        return [{"type": "text", "text": ask.text}] if rng.random() < 0.5 else ask.text

    def first(self, rng, P, ask, prior):
        mode = rng.choice(["chat", "chat", "agent", "edit"]) if ask.attach is not None and ask.attach_lang not in ("diff", "sql") else rng.choice(["chat", "chat", "agent"])
        h = self.headers(rng, P)
        if mode == "edit" and not prior:
            code = ask.attach
            user = (f"```{C.FENCE.get(ask.attach_lang, '')}\n{C.snippet(rng, ask.attach_lang)[2]}\n```\n\n<code_to_edit>\n```{C.FENCE.get(ask.attach_lang, '')} {ask.attach_path}\n{code.rstrip()}\n```\n</code_to_edit>\n\n"
                    f"Rewrite the code inside <code_to_edit> to satisfy this request:\n\"{ask.text}\"\n\nReply with the complete rewritten code block only, no explanation.")
            body = {"model": self.model(rng), "messages": [{"role": "user", "content": user}], "max_tokens": 4096, "temperature": 0, "stream": True}
            return self.endpoint, h, body
        msgs = []
        if mode == "agent":
            msgs.append({"role": "system", "content": self.system(rng, P)})
        elif rng.random() < 0.5:
            msgs.append({"role": "system", "content": "<important_rules>\n  Always include the language and file name in the info string of code blocks.\n</important_rules>"})
        for pa in prior:
            msgs += [{"role": "user", "content": self.chat_user(rng, pa)}, {"role": "assistant", "content": assistant_answer(rng, pa)}]
        msgs.append({"role": "user", "content": self.chat_user(rng, ask)})
        body = {"model": self.model(rng), "messages": msgs, "max_tokens": 4096, "stream": True}
        if mode == "agent":
            body["tools"] = self.tools(rng)
        return self.endpoint, h, body

    def loop(self, rng, P, ask, steps, tail):
        body = PR.oa_body(self, rng, P, self.chat_user(rng, ask), steps, tail)
        body["max_tokens"] = 4096
        return self.endpoint, self.headers(rng, P), body

    def side(self, rng, P, kind):
        ask = Ask(rng)
        body = {"model": self.model(rng), "messages": [{"role": "user", "content": f"Give a short title (at most six words) that describes the following chat. Reply with the title only.\n\nUser: {ask.text}\n\nAssistant: {assistant_answer(rng, ask)[:400]}"}],
                "max_tokens": 12, "stream": False}
        return self.endpoint, self.headers(rng, P), body, "session title"

    def fim(self, rng, P):
        path, pre, suf = fim_split(rng, P)
        style = rng.choice(list(CONTINUE_FIM) + ["holefill", "ollama"])
        c = LANG_COMMENT.get(P.lang, "#")
        header = f"{c} Path: {path}\n"
        if rng.random() < 0.6:
            other = rng.choice(P.src_files())
            header = f"{c} Path: {other}\n" + "\n".join(f"{c} {l}" for l in C.snippet(rng, P.lang)[2].split("\n")[:8]) + "\n" + header
        h = self.headers(rng, P)
        if style == "holefill":
            body = {"model": self.model(rng), "messages": [{"role": "user", "content": "Fill in the missing code. The file below contains one {{FILL_HERE}} marker; produce exactly the text that should replace it, inside <COMPLETION></COMPLETION>, and nothing else.\n\n<QUERY>\n" + header + pre + "{{FILL_HERE}}" + suf + "\n</QUERY>\nReturn only the <COMPLETION> element."}],
                    "max_tokens": 256, "temperature": 0.01, "stop": ["</COMPLETION>"], "stream": True}
            return self.endpoint, h, body, "autocomplete via chat model (hole marker)"
        if style == "ollama":
            body = {"model": "qwen2.5-coder:1.5b-base", "prompt": header + pre, "suffix": suf, "raw": True, "stream": True,
                    "options": {"temperature": 0.01, "num_predict": 256, "num_ctx": 8096, "stop": CONTINUE_FIM["qwen"][1], "keep_alive": 1800}}
            return "/api/generate", h_plain("node-fetch", auth=False), body, "autocomplete (ollama generate, prompt+suffix)"
        tpl, stops = CONTINUE_FIM[style]
        body = {"model": {"qwen": "qwen2.5-coder-7b", "codellama": "codellama-7b-code", "codestral": "codestral-latest", "starcoder": "starcoder2-3b", "deepseek": "deepseek-coder-6.7b-base"}[style],
                "prompt": tpl.replace("{p}", header + pre).replace("{s}", suf), "max_tokens": 256, "temperature": 0.01, "stop": stops, "stream": True}
        return "/v1/completions", h, body, f"autocomplete FIM ({style} sentinels)"


# ====================================================================== GitHub Copilot
@reg
class Copilot(Fam):
    name = "copilot"
    counts = dict(first_turn=20, follow_up=2, loop_turn=13, retry_turn=7, side_call=10, completion=30)
    side_kinds = ["commit", "title"]
    models = ["gpt-4.1", "claude-sonnet-4", "gpt-5-mini", "gemini-2.5-pro"]
    source = "Copilot public notes: ghost-text completions (prompt/suffix/extra, openai-intent header); chat agent tool names; user request wrapped with context tags"
    tools_spec = [("read_file", "read", {"filePath": ("string", "Absolute path."), "startLine": ("number", "Start."), "endLine": ("number", "End.")}),
                  ("replace_string_in_file", "edit", {"filePath": ("string", "Path."), "oldString": ("string", "Old."), "newString": ("string", "New.")}),
                  ("create_file", "write", {"filePath": ("string", "Path."), "content": ("string", "Content.")}), ("run_in_terminal", "shell", {"command": ("string", "Cmd."), "explanation": ("string", "Why."), "isBackground": ("boolean", "Background.")}),
                  ("get_terminal_output", "shell", {"id": ("string", "Terminal id.")}), ("file_search", "glob", {"query": ("string", "Glob.")}), ("grep_search", "grep", {"query": ("string", "Text or regex."), "isRegexp": ("boolean", "Regex.")}),
                  ("semantic_search", "grep", {"query": ("string", "Natural language query.")}), ("list_dir", "ls", {"path": ("string", "Dir.")}), ("get_errors", "read", {"filePaths": ("array", "Files.")}),
                  ("run_tests", "shell", {"files": ("array", "Test files.")}), ("manage_todo_list", "todo"), ("fetch_webpage", "web", {"urls": ("array", "URLs."), "query": ("string", "What to find.")})]
    names = {"shell": ("run_in_terminal", {}), "read": ("read_file", {"path": "filePath"}), "edit": ("replace_string_in_file", {"path": "filePath", "old": "oldString", "new": "newString"}),
             "write": ("create_file", {"path": "filePath"}), "grep": ("grep_search", {"pattern": "query"}), "ls": ("list_dir", {})}
    tool_desc_target = 600

    def headers(self, rng, P, intent="conversation-agent"):
        return {"content-type": "application/json", "authorization": "Bearer ghu-holdout-not-a-token", "editor-version": f"vscode/1.{rng.randint(95, 106)}.{rng.randint(0, 3)}",
                "editor-plugin-version": f"copilot-chat/0.{rng.randint(24, 33)}.{rng.randint(0, 3)}", "copilot-integration-id": "vscode-chat", "openai-intent": intent,
                "x-github-api-version": "2025-05-01", "x-request-id": uuid(rng), "x-interaction-type": intent, "x-initiator": "user" if intent != "conversation-agent" else rng.choice(["user", "agent"]),
                "vscode-sessionid": uuid(rng) + str(rng.randint(10 ** 12, 10 ** 13)), "vscode-machineid": hexid(rng, 64), "user-agent": "GitHubCopilotChat/0.31.2"}

    def system(self, rng, P):
        return big_system(sub_rng(self.name, "sys"), self.name, ["identity", "tone", "tools", "editing", "testing"], 11000, headings="xml") + \
            f"\n<environment_info>\nThe user's current OS is: {P.os}\nThe user's default shell is: bash\n</environment_info>\n<workspace_info>\nI am working in a workspace with the following folders:\n- {P.root}\n</workspace_info>"

    def wrap_first(self, rng, ask, P):
        att = ""
        if ask.attach is not None:
            att = f"<attachments>\n<attachment id=\"{ask.attach_path or 'selection'}\">\nUser's active selection:\n{ask.fenced()}\n</attachment>\n</attachments>\n"
        return (att + f"<context>\nThe current date is {P.date}.\n</context>\n<editorContext>\nThe user's current file is {P.root}/{rng.choice(P.src_files())}.\n</editorContext>\n"
                f"<reminderInstructions>\nGive replace_string_in_file enough unchanged surrounding lines that the match is unique.\n</reminderInstructions>\n<userRequest>\n{ask.text}\n</userRequest>")

    def extra(self, rng):
        return {"temperature": 0, "top_p": 1, "max_tokens": 16000, "n": 1, "stream": True}

    def first(self, rng, P, ask, prior):
        agent = rng.random() < 0.6
        pm = []
        for pa in prior:
            pm += [{"role": "user", "content": self.wrap_first(rng, pa, P)}, {"role": "assistant", "content": assistant_answer(rng, pa)}]
        body = PR.oa_body(self, rng, P, self.wrap_first(rng, ask, P), prior=pm, tools=agent,
                          system=None if agent else "You are the coding assistant in the editor chat panel. Do exactly what is asked; keep answers short and neutral.")
        return self.endpoint, self.headers(rng, P, "conversation-agent" if agent else "conversation-panel"), body

    def loop(self, rng, P, ask, steps, tail):
        body = PR.oa_body(self, rng, P, self.wrap_first(rng, ask, P), steps, tail)
        return self.endpoint, self.headers(rng, P), body

    def side(self, rng, P, kind):
        if kind == "commit":
            diff = C.realistic_diff(rng, P.lang)
            body = {"model": "gpt-4o-mini", "messages": [{"role": "system", "content": "You draft commit messages for the editor's Source Control view, matching the style of the recent commits."},
                                                        {"role": "user", "content": "<recent-commits>\n" + "\n".join(f"{rng.choice(['fix', 'feat', 'chore'])}: {rng.choice(['handle', 'add', 'bump'])} {C.ent(rng)} {rng.choice(['retries', 'export', 'deps'])}" for _ in range(5)) +
                                                         f"\n</recent-commits>\n<changes>\n{diff}\n</changes>\nWrite a commit message for these changes. Reply with the message in a ```text block."}],
                    "temperature": 0, "top_p": 1, "max_tokens": 4096, "n": 1, "stream": True}
            return self.endpoint, self.headers(rng, P, "conversation-other"), body, "commit message generation"
        ask = Ask(rng)
        body = {"model": "gpt-4o-mini", "messages": [{"role": "system", "content": "You write short titles for chat sessions. At most eight words, no quotes."},
                                                    {"role": "user", "content": f"Write a title for a conversation that begins with this request:\n{ask.text}"}],
                "temperature": 0, "max_tokens": 50, "stream": False}
        return self.endpoint, self.headers(rng, P, "conversation-other"), body, "chat title"

    def fim(self, rng, P):
        path, pre, suf = fim_split(rng, P)
        c = LANG_COMMENT.get(P.lang, "#")
        prompt = f"{c} Path: {path}\n" + ("" if rng.random() < 0.5 else f"{c} Compare this snippet from {rng.choice(P.src_files())}:\n" + "\n".join(f"{c} {l}" for l in C.snippet(rng, P.lang)[2].split("\n")[:10]) + "\n") + pre
        body = {"prompt": prompt, "suffix": suf, "max_tokens": rng.choice([500, 500, 256]), "temperature": 0, "top_p": 1, "n": 1, "stop": ["\n"] if rng.random() < 0.6 else ["\n\n\n", "\n```"],
                "stream": True, "extra": {"language": LANG_NAME[P.lang], "next_indent": rng.choice([0, 4, 8]), "trim_by_indentation": True,
                                          "prompt_tokens": len(prompt) // 4, "suffix_tokens": len(suf) // 4}}
        h = self.headers(rng, P, "copilot-ghost")
        h["editor-plugin-version"] = f"copilot/1.{rng.randint(250, 380)}.0"
        return "/v1/engines/gpt-4o-copilot/completions", h, body, "ghost-text completion"


# ====================================================================== llama.vim
@reg
class LlamaVim(Fam):
    name = "llama_vim"
    counts = dict(completion=18)
    source = "llama.vim / llama.cpp server /infill fields (input_prefix, input_suffix, input_extra, prompt, n_predict, samplers, cache_prompt)"

    def fim(self, rng, P):
        path, pre, suf = fim_split(rng, P)
        pl = pre.split("\n")
        body = {"input_prefix": "\n".join(pl[:-1]) + "\n", "input_suffix": suf, "input_extra": [{"filename": rng.choice(P.src_files()), "text": C.snippet(rng, P.lang)[2]} for _ in range(rng.randint(0, 4))],
                "prompt": pl[-1], "n_predict": 128, "stop": [], "n_indent": len(pl[-1]) - len(pl[-1].lstrip()), "top_k": 40, "top_p": 0.99, "stream": False,
                "samplers": ["top_k", "top_p", "infill"], "cache_prompt": True, "t_max_prompt_ms": 500, "t_max_predict_ms": rng.choice([250, 1000]), "response_fields": ["content", "timings/prompt_n", "timings/predicted_n", "truncated"]}
        return "/infill", {"content-type": "application/json", "user-agent": "curl/8.5.0", "accept": "*/*"}, body, "FIM infill"


# ====================================================================== Tabby
@reg
class Tabby(Fam):
    name = "tabby"
    counts = dict(completion=14)
    source = "Tabby API docs: /v1/completions with language and segments (prefix, suffix, filepath, git_url, declarations, relevant snippets)"
    plausible = True

    def fim(self, rng, P):
        path, pre, suf = fim_split(rng, P)
        body = {"language": LANG_NAME[P.lang], "segments": {"prefix": pre, "suffix": suf, "filepath": path, "git_url": f"https://github.com/example/{P.name}.git",
                                                            "declarations": [{"filepath": rng.choice(P.src_files()), "body": C.snippet(rng, P.lang)[2]} for _ in range(rng.randint(0, 2))],
                                                            "relevant_snippets_from_changed_files": [{"filepath": rng.choice(P.src_files()), "body": C.snippet(rng, P.lang)[2], "score": round(rng.random(), 3)}]},
                "user": "dev@example.com", "temperature": 0.1, "mode": "standard"}
        return "/v1/completions", h_plain(f"tabby-agent/1.{rng.randint(6, 10)}.0", {"authorization": "Bearer auth_holdout"}), body, "code completion (segments)"


# ====================================================================== minuet-ai.nvim
@reg
class Minuet(Fam):
    name = "minuet_ai"
    counts = dict(completion=22)
    source = "minuet-ai.nvim README/prompt.md: openai_fim_compatible (prompt+suffix with language/indent header), chat providers with contextAfterCursor/cursorPosition markers, codestral FIM endpoint"

    def fim(self, rng, P):
        path, pre, suf = fim_split(rng, P)
        style = rng.choice(["fim", "fim", "chat", "codestral"])
        c = LANG_COMMENT.get(P.lang, "#")
        hdr = f"{c} language: {LANG_NAME[P.lang]}\n{c} indentation: use {rng.choice(['4 spaces', '2 spaces', 'tabs'])} for a tab\n"
        h = h_plain("curl/8.7.1", {"accept": "application/json"})
        if style == "fim":
            body = {"model": rng.choice(["deepseek-chat", "qwen2.5-coder:7b", "Qwen/Qwen2.5-Coder-32B-Instruct"]), "prompt": hdr + pre, "suffix": suf, "max_tokens": 56, "top_p": 0.9, "stream": True}
            return "/v1/completions", h, body, "FIM (prompt+suffix)"
        if style == "codestral":
            body = {"model": "codestral-latest", "prompt": hdr + pre, "suffix": suf, "max_tokens": 64, "stop": ["\n\n"], "stream": True}
            return "/v1/fim/completions", h, body, "Codestral FIM endpoint"
        sysm = ("You are the completion backend of a code editor. You receive the code after the cursor first and then the code before the cursor, "
                "marked with <contextAfterCursor>, <contextBeforeCursor> and <cursorPosition>. Continue the code at <cursorPosition>.\n\n"
                "Rules:\n1. Output only the completion; never repeat code that is already before or after the cursor.\n2. Keep the file's indentation.\n"
                "3. Give up to 3 alternatives separated by <endCompletion>.\n4. Stop where the surrounding code takes over.")
        shots = [{"role": "user", "content": "# language: python\n<contextAfterCursor>\n    return total\n<contextBeforeCursor>\ndef add(xs):\n    total = 0\n    <cursorPosition>"},
                 {"role": "assistant", "content": "for x in xs:\n        total += x\n<endCompletion>\nfor x in xs:\n        total = total + x\n<endCompletion>\n"}]
        user = f"{hdr}<contextAfterCursor>\n{suf}\n<contextBeforeCursor>\n{pre}<cursorPosition>"
        body = {"model": rng.choice(["gpt-4.1-mini", "gemini-2.0-flash", "claude-3-5-haiku-latest"]), "messages": [{"role": "system", "content": sysm}] + shots + [{"role": "user", "content": user}],
                "max_tokens": 256, "stream": True}
        return "/v1/chat/completions", h, body, "chat-based completion with cursor markers"


# ====================================================================== lsp-ai
@reg
class LspAI(Fam):
    name = "lsp_ai"
    counts = dict(completion=16)
    source = "lsp-ai docs.rs source: OpenAI backend with fim or chat messages ({CONTEXT}, {CODE}, <CURSOR> marker), max_tokens 64 default"
    plausible = True

    def fim(self, rng, P):
        path, pre, suf = fim_split(rng, P)
        h = h_plain("lsp-ai/0.7.1")
        if rng.random() < 0.5:
            body = {"model": rng.choice(["deepseek-coder", "Qwen2.5-Coder-7B"]), "prompt": "<fim_prefix>" + pre + "<fim_suffix>" + suf + "<fim_middle>",
                    "max_tokens": 64, "top_p": 0.95, "presence_penalty": 0.0, "frequency_penalty": 0.0, "temperature": 0.1, "n": 1, "echo": False}
            return "/v1/completions", h, body, "FIM completion (sentinels)"
        sysm = ("Instructions:\n- You are a code completion engine.\n- The cursor position is marked with <CURSOR>. Replace <CURSOR> with the code or comment that should be there.\n"
                "- Output only the replacement text, never the surrounding code.\n- Match the indentation of the line.\n\nExamples are given as user/assistant pairs.")
        ctx = "\n\n".join(C.snippet(rng, P.lang)[2] for _ in range(rng.randint(1, 3)))
        msgs = [{"role": "system", "content": sysm},
                {"role": "user", "content": "def area(r):\n    return <CURSOR>"}, {"role": "assistant", "content": "3.14159 * r * r"},
                {"role": "user", "content": f"Context from other files:\n{ctx}\n\nCode:\n{pre}<CURSOR>{suf}"}]
        body = {"model": rng.choice(["gpt-4o-mini", "gpt-4.1-nano"]), "messages": msgs, "max_tokens": 64, "top_p": 0.95, "presence_penalty": 0.0, "frequency_penalty": 0.0, "temperature": 0.1}
        return "/v1/chat/completions", h, body, "chat completion with <CURSOR> marker"


# ====================================================================== Open WebUI
@reg
class OpenWebUI(Fam):
    name = "open_webui"
    counts = dict(first_turn=22, follow_up=4, retry_turn=6, side_call=20)
    side_kinds = ["title", "tags", "follow_ups", "query"]
    models = ["llama3.1:8b", "qwen2.5-coder:32b", "gpt-4o", "mistral-small3.1"]
    source = "Open WebUI docs: backend proxies chat to OpenAI-compatible APIs; task model calls for title, tags, follow-ups and search queries with a <chat_history> block; optional forwarded user headers"

    def headers(self, rng, P):
        h = h_plain(f"Python/3.11 aiohttp/3.{rng.randint(9, 12)}.{rng.randint(0, 15)}")
        if rng.random() < 0.4:
            h.update({"x-openwebui-user-name": rng.choice(["Ana", "Tobi", "Priya"]), "x-openwebui-user-id": uuid(rng), "x-openwebui-user-email": "user@example.com", "x-openwebui-user-role": "user"})
        return h

    def chat_body(self, rng, msgs):
        b = {"model": self.model(rng), "messages": msgs, "stream": True}
        if rng.random() < 0.5:
            b["temperature"] = rng.choice([0.2, 0.7, 0.8])
        if rng.random() < 0.3:
            b["stream_options"] = {"include_usage": True}
        return b

    def first(self, rng, P, ask, prior):
        msgs = []
        if rng.random() < 0.5:
            msgs.append({"role": "system", "content": rng.choice(["You are a senior developer. Answer concisely.", f"Today is {P.date}. Be precise and use code blocks."])})
        for pa in prior:
            msgs += [{"role": "user", "content": pa.user_text()}, {"role": "assistant", "content": assistant_answer(rng, pa)}]
        content = ask.user_text(rng.choice(["ask_first", "code_first"]))
        if rng.random() < 0.2:
            content = [{"type": "text", "text": content}, {"type": "image_url", "image_url": {"url": "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="}}]
        msgs.append({"role": "user", "content": content})
        return self.endpoint, self.headers(rng, P), self.chat_body(rng, msgs)

    def retry(self, rng, P, ask, steps):
        # feedback turn: the user applied the suggested fix and pastes the test output back
        return self.endpoint, self.headers(rng, P), self.chat_body(rng, feedback_msgs(rng, P))

    def side(self, rng, P, kind):
        ask = Ask(rng)
        hist = f"<chat_history>\nUSER: {ask.user_text()[:2000]}\nASSISTANT: {assistant_answer(rng, ask)[:800]}\n</chat_history>"
        tasks = {"title": "### Task:\nWrite a concise title of three to five words, with one emoji, for the chat below.\n### Guidelines:\n- Use the chat's main language.\n- Return JSON: { \"title\": \"...\" }\n### Output:\nJSON only.",
                 "tags": "### Task:\nGive one to three broad tags for the main themes of the chat, then up to three specific subtopic tags.\n### Output:\nJSON: { \"tags\": [\"tag1\", \"tag2\"] }",
                 "follow_ups": "### Task:\nSuggest three to five follow-up questions the user might ask next, phrased from the user's point of view.\n### Output:\nJSON: { \"follow_ups\": [\"...\"] }",
                 "query": "### Task:\nDecide whether a web search would help answer the last message and, if so, produce up to three search queries.\n### Output:\nJSON: { \"queries\": [\"...\"] }"}
        body = {"model": self.model(rng), "messages": [{"role": "user", "content": tasks[kind] + "\n\n" + hist}], "stream": False,
                "metadata": {"task": {"title": "title_generation", "tags": "tags_generation", "follow_ups": "follow_up_generation", "query": "query_generation"}[kind], "chat_id": uuid(rng)}}
        return self.endpoint, self.headers(rng, P), body, f"{kind} task-model call"


# ====================================================================== LibreChat
@reg
class LibreChat(Fam):
    name = "librechat"
    plausible = True
    counts = dict(first_turn=14, follow_up=4, retry_turn=3, side_call=11)
    side_kinds = ["title"]
    models = ["gpt-4o", "gpt-4.1-mini", "claude-3-7-sonnet-latest"]
    source = "LibreChat docs: OpenAI-compatible custom endpoints, conversation title generation with a separate model"

    def headers(self, rng, P):
        return h_js_sdk(rng)

    def first(self, rng, P, ask, prior):
        msgs = []
        if rng.random() < 0.5:
            msgs.append({"role": "system", "content": rng.choice(["Instructions:\nYou help the engineering team. Be brief.", "You are a helpful assistant for programmers."])})
        for pa in prior:
            msgs += [{"role": "user", "content": pa.user_text()}, {"role": "assistant", "content": assistant_answer(rng, pa)}]
        msgs.append({"role": "user", "content": ask.user_text()})
        body = {"model": self.model(rng), "messages": msgs, "temperature": 1, "top_p": 1, "presence_penalty": 0, "frequency_penalty": 0, "stream": True, "user": uuid(rng)}
        return self.endpoint, self.headers(rng, P), body

    def retry(self, rng, P, ask, steps):
        body = {"model": self.model(rng), "messages": feedback_msgs(rng, P), "temperature": 1, "stream": True, "user": uuid(rng)}
        return self.endpoint, self.headers(rng, P), body

    def side(self, rng, P, kind):
        ask = Ask(rng)
        body = {"model": "gpt-4o-mini", "messages": [{"role": "system", "content": "Write a concise title of five words or fewer for this conversation, in the conversation's language, with no punctuation or quotation marks. Reply with the title only."},
                                                    {"role": "user", "content": f"User: {ask.user_text()[:3000]}\nAI: {assistant_answer(rng, ask)[:600]}"}],
                "temperature": 0.2, "max_tokens": 16, "stream": False}
        return self.endpoint, self.headers(rng, P), body, "conversation title"


# ====================================================================== llm CLI (simonw)
@reg
class LlmCLI(Fam):
    name = "llm_cli"
    counts = dict(first_turn=18, loop_turn=6)
    models = ["gpt-4o-mini", "gpt-4.1", "o4-mini"]
    source = "llm CLI docs: prompt, -s system, fragments (-f) prepended, tools via --tool with tool results as tool messages"
    tools_spec = [("llm_time", "think", {}), ("read_file", "read", {"path": ("string", "Path.")}), ("run_command", "shell", {"command": ("string", "Command.")})]
    names = {"shell": ("run_command", {}), "read": ("read_file", {"path": "path", "rel": True})}
    thought_text = False

    def headers(self, rng, P):
        return h_py_sdk(rng)

    def first(self, rng, P, ask, prior):
        msgs = []
        if rng.random() < 0.4:
            msgs.append({"role": "system", "content": rng.choice(["Be terse.", "You are a shell expert. Reply with the command only unless asked otherwise.", "answer in the language of the question"])})
        if ask.attach is not None:
            content = ask.attach + "\n" + ask.text if rng.random() < 0.5 else ask.text + "\n" + ask.attach
        else:
            content = ask.text
        msgs.append({"role": "user", "content": content})
        body = {"model": self.model(rng), "messages": msgs, "stream": True, "stream_options": {"include_usage": True}}
        return self.endpoint, self.headers(rng, P), body

    def loop(self, rng, P, ask, steps, tail):
        body = PR.oa_body(self, rng, P, ask.user_text(), steps[:rng.randint(1, 3)], tail, system="")
        body["stream_options"] = {"include_usage": True}
        return self.endpoint, self.headers(rng, P), body

    def result(self, st):
        return st["output"] if st["kind"] != "read" else st["raw"]

    def extra(self, rng):
        return {"stream": True}


# ====================================================================== gptel (Emacs)
@reg
class Gptel(Fam):
    name = "gptel"
    counts = dict(first_turn=16, follow_up=2, loop_turn=6, retry_turn=3)
    models = ["gpt-4o", "claude-3-5-sonnet-20241022", "deepseek-chat"]
    source = "gptel README: curl-based requests, system directive, org/markdown buffer turns, optional tools"
    tools_spec = [("read_buffer", "read", {"buffer": ("string", "Buffer name.")}), ("list_directory", "ls", {"directory": ("string", "Directory.")}),
                  ("run_command", "shell", {"command": ("string", "Command."), "working_dir": ("string", "Dir.")}), ("edit_file", "edit", {"file_path": ("string", "Path."), "file_edits": ("array", "Edits.")})]
    names = {"shell": ("run_command", {}), "read": ("read_buffer", {"path": "buffer", "rel": True}), "ls": ("list_directory", {"path": "directory"})}
    thought_text = False

    def headers(self, rng, P):
        return h_plain("curl/8.5.0", {"accept": "*/*"})

    def system(self, rng, P):
        return rng.choice(["You answer inside an Emacs buffer. Keep replies short.",
                           "Reply with code only: no prose before or after it.",
                           "Help with prose and code; be brief."])

    def first(self, rng, P, ask, prior):
        msgs = [{"role": "system", "content": self.system(rng, P)}]
        for pa in prior:
            msgs += [{"role": "user", "content": pa.user_text()}, {"role": "assistant", "content": assistant_answer(rng, pa)}]
        msgs.append({"role": "user", "content": ("*** " if rng.random() < 0.3 else "") + ask.user_text(rng.choice(["ask_first", "code_first"]))})
        body = {"model": self.model(rng), "messages": msgs, "stream": True, "temperature": 1.0}
        return self.endpoint, self.headers(rng, P), body

    def result(self, st):
        return st["output"] if st["kind"] != "read" else st["raw"]

    def retry(self, rng, P, ask, steps):
        body = {"model": self.model(rng), "messages": [{"role": "system", "content": self.system(rng, P)}] + feedback_msgs(rng, P), "stream": True, "temperature": 1.0}
        return self.endpoint, self.headers(rng, P), body

    def extra(self, rng):
        return {"stream": True, "temperature": 1.0}


# ====================================================================== ellama (Emacs, ollama chat)
@reg
class Ellama(Fam):
    name = "ellama"
    plausible = True
    counts = dict(first_turn=16, follow_up=2, side_call=6)
    side_kinds = ["name"]
    models = ["qwen2.5-coder:14b", "llama3.1:8b-instruct-q8_0", "gemma3:12b"]
    source = "ellama README (ask-about, code-review, code-improve, naming by llm) over llm.el's ollama provider (/api/chat)"

    def headers(self, rng, P):
        return {"content-type": "application/json", "user-agent": "URL/Emacs Emacs/29.4 (X11; x86_64-pc-linux-gnu)", "accept": "*/*"}

    def wrap(self, rng, ask):
        if ask.attach is not None and ask.attach_lang not in ("diff", "sql"):
            return rng.choice([f"<CONTEXT>\n{ask.fenced()}\n</CONTEXT>\n\n{ask.text}", f"{ask.text}\n\n{ask.fenced()}"])
        return ask.user_text()

    def first(self, rng, P, ask, prior):
        msgs = []
        for pa in prior:
            msgs += [{"role": "user", "content": self.wrap(rng, pa)}, {"role": "assistant", "content": assistant_answer(rng, pa)}]
        msgs.append({"role": "user", "content": self.wrap(rng, ask)})
        body = {"model": self.model(rng), "messages": msgs, "stream": True, "options": {"num_ctx": rng.choice([8192, 16384, 32768]), "temperature": 0.2}}
        return "/api/chat", self.headers(rng, P), body

    def side(self, rng, P, kind):
        ask = Ask(rng)
        body = {"model": self.model(rng), "messages": [{"role": "user", "content": f"Give a short name (a few words) to the following request, suitable as a buffer title. Reply with the name only.\n\n{ask.text}"}],
                "stream": False, "options": {"stop": ["\n"]}}
        return "/api/chat", self.headers(rng, P), body, "session naming call"


# ====================================================================== vim-ai
@reg
class VimAI(Fam):
    name = "vim_ai"
    plausible = True
    counts = dict(first_turn=16, follow_up=4, retry_turn=3)
    models = ["gpt-4o", "gpt-4o-mini", "o3-mini"]
    source = "vim-ai README: :AI (complete), :AIEdit (selection + instruction), :AIChat (.aichat buffer turns), roles with system prompts"

    def headers(self, rng, P):
        return h_plain("VimAI", {"accept": "*/*"})

    def first(self, rng, P, ask, prior):
        mode = "chat" if prior or ask.attach is None or rng.random() < 0.5 else "edit"
        msgs = []
        if rng.random() < 0.6:
            msgs.append({"role": "system", "content": rng.choice(["You are a general assistant.", "You are a code assistant. Answer with code only unless asked to explain."])})
        if mode == "edit":
            msgs.append({"role": "user", "content": f"{ask.text}:\n{ask.attach}"})
        else:
            for pa in prior:
                msgs += [{"role": "user", "content": pa.user_text()}, {"role": "assistant", "content": assistant_answer(rng, pa)}]
            msgs.append({"role": "user", "content": ask.user_text()})
        body = {"model": self.model(rng), "messages": msgs, "max_completion_tokens": rng.choice([None, 2000]), "temperature": 1, "stream": True}
        if body["max_completion_tokens"] is None:
            del body["max_completion_tokens"]
        return self.endpoint, self.headers(rng, P), body

    def retry(self, rng, P, ask, steps):
        body = {"model": self.model(rng), "messages": feedback_msgs(rng, P), "temperature": 1, "stream": True}
        return self.endpoint, self.headers(rng, P), body


# ====================================================================== marimo notebooks
@reg
class Marimo(Fam):
    name = "marimo"
    plausible = True
    counts = dict(first_turn=16, completion=10)
    models = ["gpt-4o", "claude-3-7-sonnet-latest", "qwen2.5-coder:14b"]
    source = "marimo server AI endpoints: chat system prompt with notebook context, inline completion with a fill marker (FILL_ME tag seen in marimo source)"

    def headers(self, rng, P):
        return h_py_sdk(rng)

    def first(self, rng, P, ask, prior):
        cells = "\n\n".join(f"<cell id=\"{hexid(rng, 4)}\">\n{C.py_func(rng)}\n</cell>" for _ in range(rng.randint(2, 6)))
        sysm = ("You are an AI assistant inside a marimo notebook. marimo notebooks are reactive: each cell declares the names it defines and uses, "
                "and cells re-run when their inputs change. Prefer polars or pandas for data work and return UI elements as the last expression.\n\n"
                f"## Notebook variables\n<variables>\n- df: DataFrame (rows={rng.randint(100, 90000)})\n- threshold: float\n</variables>\n\n## Notebook cells\n{cells}")
        msgs = [{"role": "system", "content": sysm}, {"role": "user", "content": ask.user_text()}]
        return "/v1/chat/completions", self.headers(rng, P), {"model": self.model(rng), "messages": msgs, "stream": True, "max_tokens": 4096}

    def fim(self, rng, P):
        P.lang = "py"
        path, pre, suf = fim_split(rng, P)
        msgs = [{"role": "system", "content": "Complete the Python code at the <FILL_ME> marker. Reply with the inserted code only, no fences, no explanations."},
                {"role": "user", "content": pre + "<FILL_ME>" + suf}]
        return "/v1/chat/completions", self.headers(rng, P), {"model": rng.choice(["gpt-4o-mini", "qwen2.5-coder:7b"]), "messages": msgs, "max_tokens": 128, "temperature": 0, "stream": True}, "inline cell completion (fill marker)"


# ====================================================================== aichat (sigoden)
@reg
class AIChat(Fam):
    name = "aichat"
    plausible = True
    counts = dict(first_turn=16, loop_turn=8)
    models = ["gpt-4o", "deepseek-chat", "qwen-max"]
    source = "aichat README: roles (e.g. %shell%, %code%), sessions, agents with function calling via llm-functions (fs_cat, fs_ls, execute_command)"
    tools_spec = [("fs_cat", "read", {"path": ("string", "File path.")}), ("fs_ls", "ls", {"path": ("string", "Dir.")}), ("fs_write", "write", {"path": ("string", "Path."), "contents": ("string", "Contents.")}),
                  ("execute_command", "shell", {"command": ("string", "Command.")}), ("web_search", "search_web")]
    names = {"shell": ("execute_command", {}), "read": ("fs_cat", {"path": "path", "rel": True}), "ls": ("fs_ls", {}), "write": ("fs_write", {"path": "path", "content": "contents", "rel": True})}

    def headers(self, rng, P):
        return {"content-type": "application/json", "authorization": "Bearer sk-holdout-not-a-key", "accept": "*/*"}

    def system(self, rng, P):
        return f"You are a coding agent for the repository at {P.root}. Use the available functions to inspect and modify files."

    def first(self, rng, P, ask, prior):
        msgs = []
        if ask.kind in ("oneliner",) or rng.random() < 0.2:
            msgs.append({"role": "system", "content": f"Answer with a single {P.os} shell command and nothing else. Assume sensible defaults when details are missing. Plain text, no markdown."})
        msgs.append({"role": "user", "content": ask.user_text()})
        return self.endpoint, self.headers(rng, P), {"model": self.model(rng), "messages": msgs, "stream": True}

    def result(self, st):
        return json.dumps({"output": st["output"] if st["kind"] != "read" else st["raw"]}, ensure_ascii=False)


# ====================================================================== mods (charm)
@reg
class Mods(Fam):
    name = "mods"
    plausible = True
    counts = dict(first_turn=20)
    models = ["gpt-4o", "gpt-4o-mini", "llama3.2"]
    source = "mods README: stdin is appended to the prompt, optional format instruction, roles"

    def first(self, rng, P, ask, prior):
        content = ask.text
        if ask.attach is not None:
            content = f"{ask.text}\n\n{ask.attach}"
        if rng.random() < 0.5:
            content += "\n\nUse markdown, but do not wrap the whole answer in a code fence."
        msgs = [{"role": "user", "content": content}]
        if rng.random() < 0.3:
            msgs.insert(0, {"role": "system", "content": "You are a terse terminal assistant."})
        body = {"model": self.model(rng), "messages": msgs, "max_tokens": rng.choice([None, 1024]), "temperature": 1, "top_p": 1, "stream": True}
        if body["max_tokens"] is None:
            del body["max_tokens"]
        return self.endpoint, h_plain(f"OpenAI/Go 1.{rng.randint(1, 12)}.0"), body


# ====================================================================== aicommits / opencommit style
@reg
class AICommits(Fam):
    name = "aicommits"
    counts = dict(side_call=20)
    side_kinds = ["commit"]
    models = ["gpt-4o-mini", "gpt-3.5-turbo", "gpt-4.1-nano"]
    source = "aicommits/opencommit READMEs: staged diff sent with a commit-message system prompt (language, max length, conventional type), optional few-shot"
    plausible = True

    def side(self, rng, P, kind):
        diff = C.realistic_diff(rng, P.lang)
        if rng.random() < 0.5:
            msgs = [{"role": "system", "content": f"Write the commit message for the staged changes shown below.\nLanguage: {rng.choice(['en', 'en', 'de', 'ja'])}\nLimit: {rng.choice([50, 72, 100])} characters\nThe reply is committed as-is, so add nothing else.\nShape: <type>(<optional scope>): <summary>"},
                    {"role": "user", "content": diff}]
            ua = "aicommits"
        else:
            msgs = [{"role": "system", "content": "You write commit messages following Conventional Commits. Explain WHAT changed and WHY in one short paragraph after the subject. Use GitMoji prefixes."},
                    {"role": "user", "content": "diff --git a/src/server.ts b/src/server.ts\n--- a/src/server.ts\n+++ b/src/server.ts\n@@ -10,3 +10,3 @@\n-const port = 7799;\n+const port = process.env.PORT || 7799;"},
                    {"role": "assistant", "content": "🐛 fix(server): read the port from the environment\n\nThe hard-coded port broke deployments that assign one dynamically."},
                    {"role": "user", "content": diff}]
            ua = "opencommit"
        body = {"model": self.model(rng), "messages": msgs, "temperature": 0.7, "top_p": 1, "max_tokens": rng.choice([200, 500]), "n": rng.choice([1, 1, 3]), "stream": False}
        return self.endpoint, h_js_sdk(rng, extra={"x-client": ua}), body, "commit message from staged diff"
