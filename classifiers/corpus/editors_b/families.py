"""Client envelopes: one class per IDE assistant / VS Code agent extension.

Each family turns an engine context `c` (ask, attachments, history, loop steps, shape) into
(endpoint, headers, body) the way that client lays out its request. Structures were studied
from the clients' public source and docs; all wording is our own."""

import json
import uuid

from . import content as C
from . import prompts as P
from . import wire as W


def uid(rng):
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def base_name(path):
    return path.rsplit("/", 1)[-1]


def fence(lang, text, info=None):
    return f"```{info or C.FENCE.get(lang, '')}\n{text}\n```"


def tz(rng):
    return rng.choice([("Europe/Berlin", "+1:00"), ("America/New_York", "-5:00"), ("Asia/Shanghai", "+8:00"),
                       ("Asia/Tokyo", "+9:00"), ("America/Sao_Paulo", "-3:00"), ("UTC", "+0:00"),
                       ("Asia/Kolkata", "+5:30"), ("Europe/Warsaw", "+1:00")])


def iso_now(rng):
    d = P._date(rng)
    return f"{d.isoformat()}T{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}.{rng.randint(0, 999):03d}Z"


def tool_map(names):
    """names: action -> (tool name, argfn). Helper just returns the dict (kept for readability)."""
    return names


# ====================================================================== base
class Family:
    name = "base"
    endpoint = "/v1/chat/completions"
    wires = ("openai",)
    shapes = {"first": 1}
    ask_shapes = ("first",)
    models = ("gpt-4o",)
    slash = None
    tools = None       # list of W.spec
    tmap = None        # action -> (tool, argfn)
    agent = False

    # ----- hooks
    def headers(self, c):
        return {"content-type": "application/json", "authorization": "Bearer <API_KEY>"}

    def system(self, c):
        return None

    def sys_msgs(self, c):
        s = self.system(c)
        return [{"role": "system", "content": s}] if s else []

    def render_atts(self, c, atts):
        return ""

    def user_text(self, c, text, atts, first):
        a = self.render_atts(c, atts)
        return (a + "\n\n" + text) if a else text

    def user_msg(self, c, text, atts, first=True):
        return {"role": "user", "content": self.user_text(c, text, atts, first)}

    def assistant(self, text):
        return {"role": "assistant", "content": text}

    def result_text(self, st, ws):
        return W.default_result(st, ws)

    def extra(self, c):
        return {}

    # ----- packing
    def pack(self, c, msgs, tools=True, **kw):
        wire = c.wire
        use_tools = self.tools if (tools and self.tools) else None
        if wire == "anthropic":
            sys_parts = [m for m in msgs if m["role"] == "system"]
            rest = [m for m in msgs if m["role"] != "system"]
            body = {"model": c.model, "max_tokens": kw.pop("max_tokens", c.rng.choice([8192, 16384, 32000])),
                    "messages": [self._an_msg(m) for m in rest], "stream": kw.pop("stream", True)}
            if sys_parts:
                blocks = [{"type": "text", "text": m["content"]} for m in sys_parts]
                if c.rng.random() < 0.6:
                    blocks[-1]["cache_control"] = {"type": "ephemeral"}
                body["system"] = blocks
            if use_tools:
                body["tools"] = W.an_tools(use_tools)
            if c.rng.random() < 0.3:
                body["temperature"] = 0
            body.update(kw)
            return "/v1/messages", body
        if wire == "responses":
            items = []
            for m in msgs:
                if m.get("_raw"):
                    items.append(m["_raw"])
                    continue
                role = m["role"]
                txt = m["content"] if isinstance(m["content"], str) else "\n\n".join(p["text"] for p in m["content"])
                if role == "system":
                    items.append({"role": "system", "content": [{"type": "input_text", "text": txt}]})
                elif role == "user":
                    items.append({"role": "user", "content": [{"type": "input_text", "text": txt}]})
                else:
                    items.append({"type": "message", "role": "assistant",
                                  "content": [{"type": "output_text", "text": txt, "annotations": []}]})
            body = {"model": c.model, "input": items, "stream": True, "store": False,
                    "reasoning": {"effort": c.rng.choice(["low", "medium", "high"]), "summary": "auto"},
                    "include": ["reasoning.encrypted_content"]}
            if use_tools:
                body["tools"] = W.rs_tools(use_tools)
                body["tool_choice"] = "auto"
                body["parallel_tool_calls"] = c.rng.random() < 0.5
            body.update(kw)
            return "/v1/responses", body
        body = {"model": c.model, "messages": [m for m in msgs if not m.get("_raw")], "stream": kw.pop("stream", True)}
        if body["stream"] and c.rng.random() < 0.5:
            body["stream_options"] = {"include_usage": True}
        if use_tools:
            body["tools"] = W.oa_tools(use_tools)
        body.update(self.extra(c))
        body.update(kw)
        return "/v1/chat/completions", body

    def _an_msg(self, m):
        if m["role"] == "tool":
            return {"role": "user", "content": [{"type": "tool_result", "tool_use_id": m["tool_call_id"], "content": m["content"]}]}
        content = m["content"]
        if isinstance(content, list):
            content = [{"type": "text", "text": p["text"]} if p.get("type") == "text" else p for p in content]
        return {"role": m["role"], "content": content}

    def done(self, c, endpoint, body):
        return endpoint, self.headers(c), body

    # ----- loop
    def loop(self, c):
        if c.wire == "anthropic":
            return W.loop_anthropic(c.rng, c.steps, self.tmap, c.ws, self.result_text, W.thought)
        if c.wire == "responses":
            return [{"role": "x", "_raw": it} for it in W.loop_responses(c.rng, c.steps, self.tmap, c.ws, self.result_text)]
        return W.loop_openai(c.rng, c.steps, self.tmap, c.ws, self.result_text, W.thought)

    def nudge_msg(self, c):
        return self.user_msg(c, c.nudge, [], first=False)

    # ----- shapes
    def build(self, c):
        return getattr(self, "b_" + c.shape.replace("first_embedded", "first"))(c)

    def b_first(self, c):
        msgs = self.sys_msgs(c) + [self.user_msg(c, c.ask, c.atts, True)]
        return self.done(c, *self.pack(c, msgs))

    def b_first_slash(self, c):
        msgs = self.sys_msgs(c) + [self.user_msg(c, self.slash_text(c), c.atts, True)]
        return self.done(c, *self.pack(c, msgs))

    def slash_text(self, c):
        cmd, arg = c.slash
        return f"{cmd} {arg}".strip()

    def b_followup(self, c):
        msgs = self.sys_msgs(c)
        for i, (u, a) in enumerate(c.history):
            msgs.append(self.user_msg(c, u, c.atts if i == 0 else [], i == 0))
            msgs.append(self.assistant(a))
        msgs.append(self.user_msg(c, c.ask, [], False))
        return self.done(c, *self.pack(c, msgs))

    def b_retry_loop(self, c):
        msgs = self.sys_msgs(c) + [self.user_msg(c, c.task, c.atts, True), self.assistant(c.prev_answer),
                                   self.user_msg(c, c.retry_text, [], False)]
        return self.done(c, *self.pack(c, msgs))

    def b_midloop(self, c):
        msgs = self.sys_msgs(c) + [self.user_msg(c, c.task, c.atts, True)] + self.loop(c)
        if c.nudge:
            msgs.append(self.nudge_msg(c))
        return self.done(c, *self.pack(c, msgs))

    def b_side_title(self, c):
        msgs = [{"role": "system", "content": P.COPILOT_TITLE_SYS},
                {"role": "user", "content": "Title this request:\n\n" + c.task}]
        return self.done(c, *self.pack(c, msgs, tools=False, stream=False))

    def b_side_commit(self, c):
        msgs = [{"role": "system", "content": P.JETBRAINS_COMMIT}, {"role": "user", "content": c.diff}]
        return self.done(c, *self.pack(c, msgs, tools=False, stream=False))

    def b_side_compact(self, c):
        msgs = self.sys_msgs(c) + [self.user_msg(c, c.task, c.atts, True)] + self.loop(c)
        msgs.append({"role": "user", "content": P.CONDENSE_USER})
        return self.done(c, *self.pack(c, msgs, tools=False))

    b_side_summary = b_side_compact


# ====================================================================== JetBrains AI Assistant
class JetBrainsAI(Family):
    name = "jetbrains_ai"
    shapes = {"first": 8, "first_embedded": 1, "first_slash": 2, "inline_edit": 2, "followup": 3, "retry_loop": 1,
              "side_title": 1, "side_commit": 1}
    ask_shapes = ("first", "inline_edit")
    models = ("gpt-4o", "gpt-4.1", "claude-3-7-sonnet", "gemini-2.0-flash", "qwen2.5-coder:14b", "mistral-large-latest")
    slash = {"/explain": "Explain the code in the selection.", "/tests": "Write unit tests for the selected code.",
             "/docs": "Write documentation for the selected symbol.", "/refactor": "Suggest a refactoring of the selected code."}

    def headers(self, c):
        return {"content-type": "application/json", "authorization": "Bearer <API_KEY>", "accept": "text/event-stream",
                "user-agent": f"ktor-client JetBrains-AI-Assistant/{c.rng.choice(['243.23654', '251.25410', '251.26094'])}"}

    def system(self, c):
        ide = P.IDE_FOR_LANG[c.ws["lang"]]
        s = P.jetbrains_system(c.rng, c.ws, ide)
        rules = [a for a in c.atts if a["type"] == "rules"]
        if rules:
            s += "\n\nProject rules from " + rules[0]["path"] + ":\n" + rules[0]["text"]
        return s

    def render_atts(self, c, atts):
        blocks = []
        for a in atts:
            t = a["type"]
            if t == "file":
                name = "Information about open file in the editor" if a.get("current") else base_name(a["path"])
                src = "CurrentFileRetriever / CurrentFileChatAttachment" if a.get("current") else "ReferencesRetriever / FileChatAttachment"
                blocks.append((name, src, fence(a["lang"], a["text"])))
            elif t == "selection":
                blocks.append(("Selection", "CurrentSelectionRetriever / SelectionChatAttachment", fence("", a["text"], "")))
            elif t == "diag":
                blocks.append(("Problems", "ProblemsRetriever / ProblemsChatAttachment", C.diagnostics_text(a["items"], "compact")))
            elif t == "term":
                blocks.append(("Terminal output", "TerminalRetriever / TerminalChatAttachment", fence("", a["text"], "shell")))
            elif t == "diff":
                blocks.append(("Uncommitted changes", "VcsRetriever / DiffChatAttachment", fence("", a["text"], "diff")))
            elif t == "recent":
                blocks.append(("Recently viewed files", "RecentFilesRetriever", "\n".join(a["paths"])))
            elif t == "tabs":
                blocks.append(("Open editor tabs", "OpenTabsRetriever", "\n".join(a["paths"])))
            elif t == "tree":
                blocks.append(("Project structure", "ProjectStructureRetriever", C.tree_text(c.ws, "indent")))
        if not blocks:
            return ""
        out = ["Attachments:"]
        for name, src, body in blocks:
            out.append(f"Attachment Name: {name}\nAttachments Kind: Visible\nAttachments Source: {src}\nAttachments Text:\n{body}")
        return "\n".join(out)

    def user_text(self, c, text, atts, first):
        a = self.render_atts(c, atts)
        return (text + "\n" + a) if a else text

    def slash_text(self, c):
        cmd, arg = c.slash
        return self.slash[cmd] + (" " + arg if arg else "")

    def b_inline_edit(self, c):
        sel = c.sel
        f = c.file
        marked = f["text"].replace(sel["text"], "<selection>" + sel["text"] + "</selection>", 1)
        if len(marked) > 30000:
            marked = marked[:30000]
        msgs = [{"role": "system", "content": "You edit code in the user's IDE. You get a file with the part to change "
                                              "between <selection> and </selection>. Return only the new code for that "
                                              "part in one fenced block, keeping indentation and style."},
                {"role": "user", "content": f"File: {f['path']}\n{fence(f['lang'], marked)}\n\nInstruction: {c.ask}"}]
        return self.done(c, *self.pack(c, msgs, stream=True, temperature=0))

    def b_side_title(self, c):
        msgs = [{"role": "system", "content": P.JETBRAINS_TITLE}, {"role": "user", "content": c.task}]
        return self.done(c, *self.pack(c, msgs, stream=False))

    def b_side_commit(self, c):
        msgs = [{"role": "system", "content": P.JETBRAINS_COMMIT},
                {"role": "user", "content": "Changes:\n" + fence("", c.diff, "diff") +
                 ("\n\nRecent commit messages in this repository:\n" + "\n".join(c.recent_commits) if c.recent_commits else "")}]
        return self.done(c, *self.pack(c, msgs, stream=False))


# ====================================================================== GitHub Copilot (shared pieces)
COPILOT_TOOLS = [
    W.spec("semantic_search", "Natural-language search over the workspace for code or documentation relevant to a query.",
           {"query": ("string", "What to search for; a function name, a concept or a description.")}, ["query"]),
    W.spec("grep_search", "Fast text search in the workspace. Use it for exact strings or regular expressions.",
           {"query": ("string", "The text or regex to search for."), "isRegexp": ("boolean", "Whether query is a regex."),
            "includePattern": ("string", "Glob for files to include.")}, ["query", "isRegexp"]),
    W.spec("file_search", "Find files in the workspace by glob pattern.", {"query": ("string", "Glob pattern.")}, ["query"]),
    W.spec("list_dir", "List the contents of a directory.", {"path": ("string", "Absolute path of the directory.")}, ["path"]),
    W.spec("read_file", "Read a range of lines from a file. Prefer large ranges over many small reads.",
           {"filePath": ("string", "Absolute path of the file."), "startLine": ("number", "1-based first line."),
            "endLine": ("number", "1-based last line, inclusive.")}, ["filePath", "startLine", "endLine"]),
    W.spec("replace_string_in_file", "Replace one exact occurrence of a string in a file. Include enough surrounding context to make it unique.",
           {"filePath": ("string", "Absolute path."), "oldString": ("string", "Exact text to replace."),
            "newString": ("string", "Replacement text.")}, ["filePath", "oldString", "newString"]),
    W.spec("create_file", "Create a new file with the given content.",
           {"filePath": ("string", "Absolute path."), "content": ("string", "File content.")}, ["filePath", "content"]),
    W.spec("run_in_terminal", "Run a shell command in a persistent terminal and return its output.",
           {"command": ("string", "The command."), "explanation": ("string", "One sentence on what it does."),
            "isBackground": ("boolean", "True for long-running processes.")}, ["command", "explanation", "isBackground"]),
    W.spec("get_terminal_output", "Get the output of a background terminal command.", {"id": ("string", "Terminal id.")}, ["id"]),
    W.spec("get_errors", "Get compile and lint errors for files.", {"filePaths": ("array", "Absolute paths.")}, ["filePaths"]),
    W.spec("manage_todo_list", "Create or update a structured todo list for multi-step work.",
           {"todoList": {"type": "array", "items": {"type": "object", "properties": {"id": {"type": "number"},
                         "title": {"type": "string"}, "status": {"type": "string", "enum": ["not-started", "in-progress", "completed"]}}}}},
           ["todoList"]),
    W.spec("fetch_webpage", "Fetch the main text of web pages.", {"urls": ("array", "URLs."), "query": ("string", "What to look for.")}, ["urls", "query"]),
    W.spec("runTests", "Run unit tests in the given files and report results.", {"files": ("array", "Test files; empty for all.")}),
]


def _cp_read(a, ws):
    return {"filePath": C.abspath(ws, a["path"]), "startLine": 1, "endLine": 200}


COPILOT_TMAP = {
    "read": ("read_file", _cp_read),
    "search": ("grep_search", lambda a, ws: {"query": a["pattern"], "isRegexp": False}),
    "list": ("list_dir", lambda a, ws: {"path": C.abspath(ws, a["path"]) if a["path"] != "." else ws["root"]}),
    "run": ("run_in_terminal", lambda a, ws: {"command": a["command"], "explanation": "Run the project's checks to see the current state.", "isBackground": False}),
    "edit": ("replace_string_in_file", lambda a, ws: {"filePath": C.abspath(ws, a["path"]), "oldString": a["old"], "newString": a["new"]}),
    "write": ("create_file", lambda a, ws: {"filePath": C.abspath(ws, a["path"]), "content": a["content"]}),
    "diag": ("get_errors", lambda a, ws: {"filePaths": [C.abspath(ws, a["path"])]}),
}


def copilot_result(st, ws):
    a = st["action"]
    if a == "read":
        lines = st["output"].count("\n") + 1
        return f"```{C.FENCE.get(ws['lang'], '')}\n{st['output']}\n```\nFile: `{C.abspath(ws, st['args']['path'])}`. Lines 1 to {min(lines, 200)} ({lines} lines total)"
    if a == "edit":
        return f"The following files were successfully edited:\n{C.abspath(ws, st['args']['path'])}"
    if a == "run":
        return (st["output"] or "") + f"\nCommand exited with code {st['code']}"
    if a == "diag":
        return f"<errors path=\"{C.abspath(ws, st['args']['path'])}\">\n{st['output']}\n</errors>"
    return W.default_result(st, ws)


def copilot_atts(c, atts, agent=False):
    ws = c.ws
    out = []
    for a in atts:
        t = a["type"]
        if t == "file":
            fp = C.abspath(ws, a["path"])
            attr = f' id="{base_name(a["path"])}"' + (f' filePath="{fp}"' if agent else "")
            head = "User's active file:\n" if a.get("current") else ""
            code = a["text"] if agent else (C.COMMENT[a["lang"]] + " filepath: " + fp + "\n" + a["text"])
            out.append(f"<attachment{attr}>\n{head}{fence(a['lang'], code)}\n</attachment>")
        elif t == "selection":
            fp = C.abspath(ws, a["path"])
            out.append(f'<attachment id="selection" filePath="{fp}">\nExcerpt from {base_name(a["path"])}, lines {a["start"]} to {a["end"]}:\n'
                       f"{fence(a['lang'], a['text'])}\n</attachment>")
        elif t == "diag":
            rows = "\n".join(f"<error path=\"{C.abspath(ws, d['path'])}\" line={d['line']} code=\"{d['source']}\">\n{d['message']}\n</error>"
                             for d in a["items"])
            out.append(f'<attachment id="problems">\n{rows}\n</attachment>')
        elif t == "term":
            out.append(f'<attachment id="terminalLastCommand">\nThe last command run in the active terminal:\n'
                       f"Command: {a['cmd']}\nOutput:\n{a['text']}\n</attachment>")
        elif t == "diff":
            out.append(f'<attachment id="changes">\n{fence("", a["text"], "diff")}\n</attachment>')
        elif t == "tabs":
            out.append('<attachment id="openEditors">\n' + "\n".join(C.abspath(ws, p) for p in a["paths"]) + "\n</attachment>")
        elif t == "tree":
            out.append(f'<attachment id="folder" folderPath="{ws["root"]}">\n{C.tree_text(ws)}\n</attachment>')
        elif t == "recent":
            out.append('<attachment id="recentFiles">\n' + "\n".join(a["paths"]) + "\n</attachment>")
    return ("<attachments>\n" + "\n".join(out) + "\n</attachments>") if out else ""


def copilot_rules_msg(c):
    r = [a for a in c.atts if a["type"] == "rules"]
    if not r:
        return []
    return [{"role": "user", "content": "Below are instructions from the user's repository that apply to every request.\n"
             f"<instructions>\n<attachment filePath=\"{C.abspath(c.ws, r[0]['path'])}\">\n{r[0]['text']}\n</attachment>\n</instructions>"}]


class CopilotChat(Family):
    name = "copilot_vscode_chat"
    shapes = {"first": 8, "first_embedded": 1, "first_slash": 4, "inline_edit": 4, "followup": 3, "retry_loop": 2,
              "side_title": 2, "side_commit": 2, "fim": 3}
    ask_shapes = ("first", "inline_edit")
    models = ("gpt-4.1", "gpt-4o", "claude-sonnet-4", "gemini-2.5-pro", "o4-mini", "claude-3.7-sonnet")
    slash = P.SLASH_COPILOT
    host = "Visual Studio Code"
    ver = ("vscode/1.99.3", "vscode/1.101.2", "vscode/1.103.0")
    plugin = ("copilot-chat/0.26.7", "copilot-chat/0.28.5", "copilot-chat/0.30.1")
    integration = "vscode-chat"

    def headers(self, c):
        intent = {"inline_edit": "conversation-inline", "side_title": "conversation-other", "side_commit": "conversation-other",
                  "fim": "copilot-ghost"}.get(c.shape, "conversation-panel")
        h = {"authorization": "Bearer <COPILOT_TOKEN>", "content-type": "application/json",
             "editor-version": c.rng.choice(self.ver), "editor-plugin-version": c.rng.choice(self.plugin),
             "copilot-integration-id": self.integration, "openai-intent": intent, "x-request-id": uid(c.rng),
             "x-github-api-version": "2025-05-01"}
        if c.shape != "fim":
            h["x-initiator"] = "user" if not c.shape.startswith("side") else "agent"
        return h

    def system(self, c):
        return P.copilot_panel_system(c.rng, c.ws, self.host)

    def sys_msgs(self, c):
        return super().sys_msgs(c) + copilot_rules_msg(c)

    def user_text(self, c, text, atts, first):
        a = copilot_atts(c, atts)
        q = f"<prompt>\n{text}\n</prompt>"
        return (a + "\n" + q) if a else text

    def slash_text(self, c):
        cmd, arg = c.slash
        return self.slash[cmd] + ("\n" + arg if arg else "")

    def b_inline_edit(self, c):
        f, sel = c.file, c.sel
        lines = f["text"].split("\n")
        above = "\n".join(lines[max(0, sel["start"] - 40):sel["start"] - 1])
        below = "\n".join(lines[sel["end"]:sel["end"] + 30])
        sysm = (P.COPILOT_IDENTITY + f"\nThe user has a {f['lang']} file open in the editor and wants the selected code "
                "changed. Reply with one code block containing the new selected code only. Keep the existing "
                "indentation. Do not repeat code from outside the selection.")
        ctx = (f"I have this code above the selection:\n{fence(f['lang'], C.COMMENT[f['lang']] + ' FILEPATH: ' + f['path'] + chr(10) + above)}\n\n"
               f"I have this code below the selection:\n{fence(f['lang'], below)}")
        req = f"The selected code is:\n{fence(f['lang'], sel['text'])}\n\n{c.ask}"
        msgs = [{"role": "system", "content": sysm}, {"role": "user", "content": ctx}, {"role": "user", "content": req}]
        return self.done(c, *self.pack(c, msgs, temperature=0.1, top_p=1, n=1))

    def b_side_commit(self, c):
        msgs = [{"role": "system", "content": P.COPILOT_COMMIT_SYS},
                {"role": "user", "content": "<recent-commits>\n" + "\n".join(c.recent_commits) + "\n</recent-commits>\n"
                 "<changes>\n" + fence("", c.diff, "diff") + "\n</changes>\n\nWrite one commit message for the changes above. "
                 "Match the style of the recent commits."}]
        return self.done(c, *self.pack(c, msgs, stream=False, temperature=0.1))

    def b_fim(self, c):
        f = c.file
        sel = c.sel
        idx = f["text"].find(sel["text"])
        cut = idx + len(sel["text"]) // 2
        # cut at a line boundary inside the function
        cut = f["text"].rfind("\n", idx, cut) + 1 if f["text"].rfind("\n", idx, cut) > 0 else cut
        prefix, suffix = f["text"][:cut], f["text"][cut:]
        cm = C.COMMENT[f["lang"]]
        neighbor = ""
        if c.extra_file:
            snippet = "\n".join(cm + " " + l for l in c.extra_file["text"].split("\n")[:12])
            neighbor = f"{cm} Compare this snippet from {c.extra_file['path']}:\n{snippet}\n"
        prompt = f"{cm} Path: {f['path']}\n{neighbor}{prefix[-6000:]}"
        body = {"prompt": prompt, "suffix": suffix[:2500], "max_tokens": c.rng.choice([64, 120, 500]), "temperature": 0,
                "top_p": 1, "n": 1, "stop": ["\n"] if c.rng.random() < 0.6 else ["\n\n\n", "\n```"], "stream": True,
                "extra": {"language": f["lang"], "next_indent": c.rng.choice([0, 4, 8]), "trim_by_indentation": True,
                          "prompt_tokens": len(prompt) // 4, "suffix_tokens": min(len(suffix), 2500) // 4}}
        if c.rng.random() < 0.5:
            body["model"] = c.rng.choice(["gpt-4o-copilot", "copilot-codex"])
        return "/v1/completions", self.headers(c), body


class CopilotAgent(Family):
    name = "copilot_vscode_agent"
    wires = ("openai", "openai", "responses")
    shapes = {"first": 6, "first_embedded": 1, "followup": 2, "midloop": 8, "side_title": 1, "side_summary": 2}
    ask_shapes = ("first",)
    models = ("gpt-4.1", "claude-sonnet-4", "gpt-5", "gpt-5-mini", "gemini-2.5-pro", "claude-sonnet-4.5")
    tools = COPILOT_TOOLS
    tmap = COPILOT_TMAP
    agent = True
    edver = ("vscode/1.101.2", "vscode/1.103.0", "vscode/1.104.1")
    plugin = ("copilot-chat/0.28.5", "copilot-chat/0.30.1", "copilot-chat/0.31.0")
    integration = "vscode-chat"

    def headers(self, c):
        return {"authorization": "Bearer <COPILOT_TOKEN>", "content-type": "application/json",
                "editor-version": c.rng.choice(self.edver), "editor-plugin-version": c.rng.choice(self.plugin),
                "copilot-integration-id": self.integration,
                "openai-intent": "conversation-agent" if not c.shape.startswith("side") else "conversation-other",
                "x-initiator": "agent" if (c.shape == "midloop" and not c.nudge) or c.shape.startswith("side") else "user",
                "x-interaction-id": uid(c.rng), "x-request-id": uid(c.rng)}

    def model_for(self, c):
        return c.model

    def sys_msgs(self, c):
        return ([{"role": "system", "content": P.copilot_agent_system(c.rng, c.ws, c.model)},
                 {"role": "user", "content": P.copilot_env_info(c.rng, c.ws)}] + copilot_rules_msg(c))

    def user_text(self, c, text, atts, first):
        a = copilot_atts(c, atts, agent=True)
        parts = [a] if a else []
        parts.append(f"<context>\nThe current date is {P._date(c.rng).strftime('%B %d, %Y')}.\n</context>")
        cur = [x for x in atts if x["type"] in ("file", "selection")]
        if cur:
            x = cur[0]
            ed = f"The user's current file is {C.abspath(c.ws, x['path'])}. "
            if x["type"] == "selection":
                ed += f"The current selection is from line {x['start']} to line {x['end']}."
            parts.append(f"<editorContext>\n{ed.strip()}\n</editorContext>")
        parts.append(P.COPILOT_REMINDER)
        parts.append(f"<userRequest>\n{text}\n</userRequest>")
        return "\n".join(parts)

    def result_text(self, st, ws):
        return copilot_result(st, ws)

    def nudge_msg(self, c):
        return {"role": "user", "content": f"<userRequest>\n{c.nudge}\n</userRequest>"}

    def b_side_summary(self, c):
        msgs = self.sys_msgs(c) + [self.user_msg(c, c.task, c.atts, True)] + self.loop(c)
        msgs.append({"role": "user", "content": P.COPILOT_SUMMARY_SYS})
        ep, body = self.pack(c, msgs, tools=True)
        if ep == "/v1/chat/completions":
            body["tool_choice"] = "none"
        return self.done(c, ep, body)

    b_side_compact = b_side_summary


class CopilotJetBrains(CopilotChat):
    name = "copilot_jetbrains"
    shapes = {"first": 8, "first_slash": 3, "followup": 3, "side_title": 1, "fim": 3, "midloop": 3}
    ask_shapes = ("first",)
    host = "a JetBrains IDE"
    ver = ("JetBrains-IU/243.24978.46", "JetBrains-PC/251.25410.129", "JetBrains-GO/251.26094.127")
    plugin = ("copilot-intellij/1.5.45-243", "copilot-intellij/1.5.52-251")
    integration = "jetbrains-chat"
    tools = None

    def user_text(self, c, text, atts, first):
        refs = []
        for a in atts:
            if a["type"] == "file":
                refs.append(f"Here is the file `{a['path']}`:\n{fence(a['lang'], a['text'])}")
            elif a["type"] == "selection":
                refs.append(f"Selected code from `{a['path']}` (lines {a['start']}-{a['end']}):\n{fence(a['lang'], a['text'])}")
            elif a["type"] == "diag":
                refs.append("Problems reported by the IDE:\n" + C.diagnostics_text(a["items"], "compact"))
            elif a["type"] == "term":
                refs.append(f"Terminal output:\n{fence('', a['text'], 'text')}")
            elif a["type"] == "diff":
                refs.append(f"Local changes:\n{fence('', a['text'], 'diff')}")
        return ("\n\n".join(refs) + "\n\n" + text) if refs else text

    def b_midloop(self, c):
        # JetBrains agent mode reuses the same tool set as VS Code
        saved = (self.tools, self.tmap)
        self.tools, self.tmap = COPILOT_TOOLS, COPILOT_TMAP
        try:
            msgs = [{"role": "system", "content": P.copilot_agent_system(c.rng, c.ws, c.model)},
                    {"role": "user", "content": CopilotAgent.user_text(self, c, c.task, c.atts, True)}]
            msgs += W.loop_openai(c.rng, c.steps, COPILOT_TMAP, c.ws, copilot_result, W.thought)
            if c.nudge:
                msgs.append({"role": "user", "content": f"<userRequest>\n{c.nudge}\n</userRequest>"})
            return self.done(c, *self.pack(c, msgs))
        finally:
            self.tools, self.tmap = saved


class CopilotVS(CopilotChat):
    name = "copilot_visualstudio"
    shapes = {"first": 8, "first_slash": 3, "followup": 3, "side_commit": 2, "midloop": 3, "retry_loop": 1}
    ask_shapes = ("first",)
    host = "Visual Studio"
    ver = ("vs/17.13.35825.156", "vs/17.14.36203.30")
    plugin = ("copilot-vs/17.13.415", "copilot-vs/17.14.878")
    integration = "visualstudio"
    langs = ("csharp", "csharp", "csharp", "typescript")

    def user_text(self, c, text, atts, first):
        ctx = []
        for a in atts:
            if a["type"] == "file":
                ctx.append(f"#file:'{base_name(a['path'])}'\n{fence(a['lang'], a['text'])}")
            elif a["type"] == "selection":
                ctx.append(f"Active selection in '{base_name(a['path'])}' ({a['start']}:{a['end']}):\n{fence(a['lang'], a['text'])}")
            elif a["type"] == "diag":
                ctx.append("Error List:\n" + "\n".join(f"{d['severity'].upper()} {d['source']} {d['message']} ({base_name(d['path'])}, line {d['line']})" for d in a["items"]))
            elif a["type"] == "term":
                ctx.append("Output window:\n" + a["text"])
            elif a["type"] == "tree":
                ctx.append("#solution structure:\n" + C.tree_text(c.ws, "indent"))
        if not ctx:
            return text
        return "Context the user attached:\n\n" + "\n\n".join(ctx) + "\n\nUser request: " + text

    def b_midloop(self, c):
        return CopilotJetBrains.b_midloop(self, c)


# ====================================================================== Sourcegraph Cody
class Cody(Family):
    name = "cody"
    shapes = {"first": 8, "first_embedded": 1, "first_slash": 3, "followup": 3, "inline_edit": 2, "retry_loop": 1, "side_title": 1}
    ask_shapes = ("first", "inline_edit")
    models = ("anthropic/claude-3-5-sonnet-20240620", "openai/gpt-4o", "google/gemini-1.5-pro", "fireworks/deepseek-coder-v2")
    slash = P.CODY_COMMANDS

    def headers(self, c):
        return {"content-type": "application/json", "authorization": "token <SG_ACCESS_TOKEN>",
                "x-requested-with": f"Sourcegraph Cody VS Code extension {c.rng.choice(['1.34.3', '1.40.2', '1.62.0'])}",
                "x-sourcegraph-should-trace": "false"}

    def sys_msgs(self, c):
        return [{"role": "user", "content": P.CODY_PREAMBLE}, {"role": "assistant", "content": P.CODY_ACK}]

    def ctx_msgs(self, c, atts):
        msgs = []
        for a in atts:
            t = a["type"]
            if t == "file":
                txt = f"Codebase context from file {a['path']}:\n{fence(a['lang'], a['text'])}"
            elif t == "selection":
                txt = f"My selected code from codebase file {a['path']}:{a['start']}-{a['end']}:\n{fence(a['lang'], a['text'])}"
            elif t == "term":
                txt = f"Output of `{a['cmd']}` from my terminal:\n{fence('', a['text'], 'text')}"
            elif t == "diag":
                txt = "Diagnostics from my editor:\n" + C.diagnostics_text(a["items"], "compact")
            elif t == "diff":
                txt = f"My uncommitted changes:\n{fence('', a['text'], 'diff')}"
            else:
                continue
            msgs.append({"role": "user", "content": txt})
            msgs.append({"role": "assistant", "content": P.CODY_CTX_ACK})
        return msgs

    def b_first(self, c):
        msgs = self.sys_msgs(c) + self.ctx_msgs(c, c.atts) + [{"role": "user", "content": c.ask}]
        return self.done(c, *self.pack(c, msgs, max_tokens=4000, temperature=0.2))

    def b_first_slash(self, c):
        cmd, arg = c.slash
        msgs = self.sys_msgs(c) + self.ctx_msgs(c, c.atts) + [{"role": "user", "content": self.slash[cmd] + (" " + arg if arg else "")}]
        return self.done(c, *self.pack(c, msgs, max_tokens=4000))

    def b_followup(self, c):
        msgs = self.sys_msgs(c) + self.ctx_msgs(c, c.atts)
        for u, a in c.history:
            msgs += [{"role": "user", "content": u}, {"role": "assistant", "content": a}]
        msgs.append({"role": "user", "content": c.ask})
        return self.done(c, *self.pack(c, msgs, max_tokens=4000))

    def b_retry_loop(self, c):
        msgs = self.sys_msgs(c) + self.ctx_msgs(c, c.atts) + [{"role": "user", "content": c.task},
                                                              {"role": "assistant", "content": c.prev_answer},
                                                              {"role": "user", "content": c.retry_text}]
        return self.done(c, *self.pack(c, msgs, max_tokens=4000))

    def b_inline_edit(self, c):
        f, sel = c.file, c.sel
        tag = f"SELECTEDCODE{c.rng.randint(1000, 9999)}"
        before, after = f["text"].split(sel["text"], 1) if sel["text"] in f["text"] else (f["text"], "")
        msgs = [{"role": "system", "content": "You are a code-rewriting assistant. Output only the rewritten code inside "
                                              f"<{tag}> tags; do not add explanations or Markdown fences."},
                {"role": "user", "content": f"This is part of the file {f['path']}.\n\n<PRECEDING>\n{before[-5000:]}\n</PRECEDING>\n"
                                            f"<{tag}>\n{sel['text']}\n</{tag}>\n<FOLLOWING>\n{after[:3000]}\n</FOLLOWING>\n\n"
                                            f"Rewrite the code in the <{tag}> tags following these instructions:\n{c.ask}"},
                {"role": "assistant", "content": f"<{tag}>"}]
        return self.done(c, *self.pack(c, msgs, max_tokens=4000, stop=[f"</{tag}>"]))

    def b_side_title(self, c):
        msgs = [{"role": "user", "content": "Give the following question a short title (3-6 words), reply with the title only:\n\n" + c.task}]
        return self.done(c, *self.pack(c, msgs, stream=False, max_tokens=30))


# ====================================================================== Continue
def continue_item(a, ws):
    t = a["type"]
    if t == "file":
        return f"```{a['path']}\n{a['text']}\n```"
    if t == "selection":
        return f"```{C.EXT[a['lang']]} {a['path']} ({a['start']}-{a['end']})\n{a['text']}\n```"
    if t == "diag":
        return "Problems in the current file:\n" + "\n".join(f"```{d['path']}\n// line {d['line']}: {d['message']}\n```" for d in a["items"])
    if t == "term":
        return f"Current terminal contents:\n\n{a['text']}"
    if t == "diff":
        return f"```git diff\n{a['text']}\n```"
    if t == "tree":
        return "```tree\n" + C.tree_text(ws, "indent") + "\n```"
    if t == "tabs":
        return "\n\n".join(f"```{p}\n(open file)\n```" for p in a["paths"][:3])
    if t == "folder":
        return "\n\n".join(f"```{f['path']}\n{f['text']}\n```" for f in a["files"])
    return ""


class ContinueChat(Family):
    name = "continue_chat"
    shapes = {"first": 8, "first_embedded": 1, "first_slash": 2, "inline_edit": 4, "followup": 3, "retry_loop": 2,
              "side_title": 2, "fim": 5}
    ask_shapes = ("first", "inline_edit")
    models = ("qwen2.5-coder:32b", "llama3.1:70b", "deepseek-coder-v2:16b", "gpt-4o", "claude-3-5-sonnet-latest",
              "codestral-latest", "devstral:24b")
    slash = {"/commit": None, "/comment": "Write comments for this code. Do not change anything about the code itself.",
             "/review": "Review the following code, focusing on readability, maintainability, code smells and possible bugs."}

    def headers(self, c):
        return {"content-type": "application/json", "authorization": "Bearer <API_KEY>", "accept": "application/json",
                "user-agent": "node-fetch"}

    def system(self, c):
        s = P.CONTINUE_CHAT_SYS
        r = [a for a in c.atts if a["type"] == "rules"]
        if r:
            s += "\n\n" + r[0]["text"]
        return s

    def user_msg(self, c, text, atts, first=True):
        items = [continue_item(a, c.ws) for a in atts if a["type"] != "rules"]
        items = [x for x in items if x]
        if not items:
            return {"role": "user", "content": text}
        if c.rng.random() < 0.5:
            return {"role": "user", "content": [{"type": "text", "text": x} for x in items] + [{"type": "text", "text": text}]}
        return {"role": "user", "content": "\n\n".join(items) + "\n\n" + text}

    def slash_text(self, c):
        cmd, arg = c.slash
        if cmd == "/commit":
            return "Write a commit message for the following changes."
        return self.slash[cmd] + (" " + arg if arg else "")

    def b_inline_edit(self, c):
        f, sel = c.file, c.sel
        before, after = f["text"].split(sel["text"], 1) if sel["text"] in f["text"] else (f["text"], "")
        txt = (f"The user wants a section of code in a file rewritten.\n\nThe file starts with:\n{fence(f['lang'], before[-4000:])}\n\n"
               f"and ends with:\n{fence(f['lang'], after[:2500])}\n\nThe code to rewrite:\n{fence(f['lang'], sel['text'])}\n\n"
               f"The user's request: \"{c.ask}\"\n\nReply with the rewritten code only, in one code block:")
        msgs = [{"role": "user", "content": txt}]
        return self.done(c, *self.pack(c, msgs, temperature=0.1))

    def b_side_title(self, c):
        msgs = [{"role": "user", "content": f"{c.task}\n\n{P.CONTINUE_TITLE}"}]
        return self.done(c, *self.pack(c, msgs, stream=False, max_tokens=20))

    FIM = [("<|fim_prefix|>", "<|fim_suffix|>", "<|fim_middle|>", "qwen2.5-coder:1.5b-base",
            ["<|endoftext|>", "<|fim_prefix|>", "<|fim_middle|>", "<|fim_suffix|>", "<|fim_pad|>", "<|repo_name|>", "<|file_sep|>", "<|im_start|>", "<|im_end|>", "/src/", "#- coding: utf-8", "```"]),
           ("<PRE> ", " <SUF>", " <MID>", "codellama:7b-code", ["<PRE>", "<SUF>", "<MID>", "<EOT>", "\n\n\n"]),
           ("[SUFFIX]", "[PREFIX]", "", "codestral-latest", ["[PREFIX]", "[SUFFIX]", "\n\n\n"]),
           ("<fim_prefix>", "<fim_suffix>", "<fim_middle>", "starcoder2:3b", ["<fim_prefix>", "<fim_suffix>", "<fim_middle>", "<file_sep>", "<|endoftext|>", "\n\n\n"])]

    def b_fim(self, c):
        f, sel = c.file, c.sel
        idx = f["text"].find(sel["text"])
        cut = f["text"].find("\n", idx + len(sel["text"]) // 3) + 1
        prefix, suffix = f["text"][max(0, cut - 3500):cut], f["text"][cut:cut + 1500]
        p, s, m, model, stops = c.rng.choice(self.FIM)
        cm = C.COMMENT[f["lang"]]
        head = f"{cm} Path: {f['path']}\n"
        if c.extra_file:
            head += "\n".join(cm + " " + l for l in c.extra_file["text"].split("\n")[:10]) + "\n"
        if p == "[SUFFIX]":
            prompt = f"[SUFFIX]{suffix}[PREFIX]{head}{prefix}"
        else:
            prompt = f"{p}{head}{prefix}{s}{suffix}{m}"
        body = {"model": model, "prompt": prompt, "max_tokens": c.rng.choice([128, 256, 512]), "temperature": 0.01,
                "stop": stops, "stream": True}
        return "/v1/completions", self.headers(c), body


CONTINUE_TOOLS = [
    W.spec("read_file", "Read the contents of an existing file in the project.", {"filepath": ("string", "Path relative to the workspace root.")}, ["filepath"]),
    W.spec("edit_existing_file", "Edit an existing file. Give only the changed sections with brief context, using comments for unchanged parts.",
           {"filepath": ("string", "Path relative to the workspace root."), "changes": ("string", "The edits to apply.")}, ["filepath", "changes"]),
    W.spec("create_new_file", "Create a new file.", {"filepath": ("string", "Path."), "contents": ("string", "File contents.")}, ["filepath", "contents"]),
    W.spec("run_terminal_command", "Run a terminal command in the workspace root and return its output.",
           {"command": ("string", "The command."), "waitForCompletion": ("boolean", "Wait for the command to finish.")}, ["command"]),
    W.spec("grep_search", "Search the repository with ripgrep.", {"query": ("string", "Regex to search for.")}, ["query"]),
    W.spec("file_glob_search", "Find files matching a glob.", {"pattern": ("string", "Glob pattern.")}, ["pattern"]),
    W.spec("ls", "List files and folders in a directory.", {"dirPath": ("string", "Directory."), "recursive": ("boolean", "Recurse.")}),
    W.spec("view_diff", "Show the current git diff of the working tree.", {}),
    W.spec("read_currently_open_file", "Read the file that is open in the editor.", {}),
    W.spec("search_web", "Search the web.", {"query": ("string", "Query.")}, ["query"]),
    W.spec("view_subdirectory", "View the contents of a subdirectory.", {"directory_path": ("string", "Directory.")}, ["directory_path"]),
]
CONTINUE_TMAP = {
    "read": ("read_file", lambda a, ws: {"filepath": a["path"]}),
    "edit": ("edit_existing_file", lambda a, ws: {"filepath": a["path"], "changes": f"// ... existing code ...\n{a['new']}\n// ... existing code ..."}),
    "write": ("create_new_file", lambda a, ws: {"filepath": a["path"], "contents": a["content"]}),
    "run": ("run_terminal_command", lambda a, ws: {"command": a["command"], "waitForCompletion": True}),
    "search": ("grep_search", lambda a, ws: {"query": a["pattern"]}),
    "list": ("ls", lambda a, ws: {"dirPath": a["path"], "recursive": False}),
    "diag": ("read_currently_open_file", lambda a, ws: {}),
}


class ContinueAgent(ContinueChat):
    name = "continue_agent"
    wires = ("openai", "openai", "anthropic")
    shapes = {"first": 6, "first_embedded": 1, "followup": 2, "midloop": 8, "side_title": 1}
    ask_shapes = ("first",)
    models = ("claude-sonnet-4-20250514", "gpt-4.1", "qwen3-coder:30b", "devstral:24b", "gpt-oss:20b", "claude-3-7-sonnet-20250219")
    tools = CONTINUE_TOOLS
    tmap = CONTINUE_TMAP
    agent = True

    def headers(self, c):
        if c.wire == "anthropic":
            return {"content-type": "application/json", "x-api-key": "<API_KEY>", "anthropic-version": "2023-06-01",
                    "user-agent": "node-fetch"}
        return super().headers(c)

    def system(self, c):
        s = P.CONTINUE_AGENT_SYS
        r = [a for a in c.atts if a["type"] == "rules"]
        if r:
            s += "\n\n" + r[0]["text"]
        return s

    def result_text(self, st, ws):
        a = st["action"]
        if a == "run":
            return f"Terminal output:\n{st['output'] or '(no output)'}\n\nExit code: {st['code']}"
        if a == "edit":
            return f"Edit applied to {st['args']['path']}."
        if a == "diag":
            return st["output"]
        return W.default_result(st, ws)


# ====================================================================== Cursor
CURSOR_RO_TOOLS = [
    W.spec("codebase_search", "Semantic search over the codebase for snippets relevant to the query.",
           {"query": ("string", "The search query."), "target_directories": ("array", "Directories to search."),
            "explanation": ("string", "Why this tool is used.")}, ["query"]),
    W.spec("read_file", "Read lines of a file (1-indexed, inclusive).",
           {"target_file": ("string", "Path."), "should_read_entire_file": ("boolean", "Read the whole file."),
            "start_line_one_indexed": ("integer", "First line."), "end_line_one_indexed_inclusive": ("integer", "Last line."),
            "explanation": ("string", "Why.")}, ["target_file", "should_read_entire_file", "start_line_one_indexed", "end_line_one_indexed_inclusive"]),
    W.spec("list_dir", "List a directory.", {"relative_workspace_path": ("string", "Path."), "explanation": ("string", "Why.")}, ["relative_workspace_path"]),
    W.spec("grep_search", "Exact text or regex search using ripgrep.",
           {"query": ("string", "Regex."), "case_sensitive": ("boolean", "Case sensitivity."), "include_pattern": ("string", "Glob."),
            "exclude_pattern": ("string", "Glob."), "explanation": ("string", "Why.")}, ["query"]),
    W.spec("file_search", "Fuzzy file name search.", {"query": ("string", "Partial name."), "explanation": ("string", "Why.")}, ["query", "explanation"]),
    W.spec("web_search", "Search the web for current information.", {"search_term": ("string", "Query.")}, ["search_term"]),
]
CURSOR_RW_TOOLS = CURSOR_RO_TOOLS + [
    W.spec("run_terminal_cmd", "Propose a terminal command to run on the user's machine.",
           {"command": ("string", "Command."), "is_background": ("boolean", "Run in background."), "explanation": ("string", "Why.")},
           ["command", "is_background"]),
    W.spec("edit_file", "Propose an edit to a file, marking unchanged code with '// ... existing code ...'.",
           {"target_file": ("string", "Path."), "instructions": ("string", "One sentence describing the edit."),
            "code_edit": ("string", "The edit.")}, ["target_file", "instructions", "code_edit"]),
    W.spec("search_replace", "Replace one occurrence of old_string with new_string in a file.",
           {"file_path": ("string", "Path."), "old_string": ("string", "Text to replace."), "new_string": ("string", "New text.")},
           ["file_path", "old_string", "new_string"]),
    W.spec("delete_file", "Delete a file.", {"target_file": ("string", "Path."), "explanation": ("string", "Why.")}, ["target_file"]),
    W.spec("read_lints", "Read linter errors for files.", {"paths": ("array", "Paths.")}),
    W.spec("todo_write", "Create or update the task list for this session.",
           {"merge": ("boolean", "Merge with existing todos."),
            "todos": {"type": "array", "items": {"type": "object", "properties": {"id": {"type": "string"}, "content": {"type": "string"},
                      "status": {"type": "string", "enum": ["pending", "in_progress", "completed", "cancelled"]}}}}}, ["merge", "todos"]),
]
CURSOR_TMAP = {
    "read": ("read_file", lambda a, ws: {"target_file": a["path"], "should_read_entire_file": False, "start_line_one_indexed": 1,
                                         "end_line_one_indexed_inclusive": 250, "explanation": "Look at the implementation."}),
    "search": ("grep_search", lambda a, ws: {"query": a["pattern"], "case_sensitive": False, "explanation": "Find usages."}),
    "list": ("list_dir", lambda a, ws: {"relative_workspace_path": a["path"], "explanation": "See the layout."}),
    "run": ("run_terminal_cmd", lambda a, ws: {"command": a["command"], "is_background": False, "explanation": "Run the checks."}),
    "edit": ("search_replace", lambda a, ws: {"file_path": a["path"], "old_string": a["old"], "new_string": a["new"]}),
    "write": ("edit_file", lambda a, ws: {"target_file": a["path"], "instructions": "Create the new module.", "code_edit": a["content"]}),
    "diag": ("read_lints", lambda a, ws: {"paths": [a["path"]]}),
}


def cursor_additional(c, atts):
    parts = []
    files = []
    for a in atts:
        t = a["type"]
        if t == "file":
            tag = "current_file" if a.get("current") else "file_contents"
            n = a["text"].count("\n") + 1
            files.append(f"<{tag} path=\"{a['path']}\" lines=\"1-{n}\">\n{a['text']}\n</{tag}>")
        elif t == "selection":
            files.append(f"<manually_added_selection path=\"{a['path']}\" lines=\"{a['start']}-{a['end']}\">\n{a['text']}\n</manually_added_selection>")
        elif t == "diag":
            parts.append("<linter_errors>\n" + C.diagnostics_text(a["items"], "compact") + "\n</linter_errors>")
        elif t == "term":
            parts.append(f"<terminal_selection title=\"Terminal\">\n$ {a['cmd']}\n{a['text']}\n</terminal_selection>")
        elif t == "diff":
            parts.append(f"<git_diff>\n{a['text']}\n</git_diff>")
        elif t == "recent":
            parts.append("<recently_viewed_files>\n" + "\n".join(a["paths"]) + "\n</recently_viewed_files>")
        elif t == "tabs":
            parts.append("<open_files>\n" + "\n".join(a["paths"]) + "\n</open_files>")
        elif t == "tree":
            parts.append("<project_layout>\n" + C.tree_text(c.ws, "indent") + "\n</project_layout>")
    if files:
        parts.insert(0, "<attached_files>\n" + "\n".join(files) + "\n</attached_files>")
    if not parts:
        return ""
    return ("<additional_data>\nHere is some information that may or may not help with the query:\n\n" + "\n".join(parts) +
            "\n</additional_data>")


class CursorAsk(Family):
    name = "cursor_ask"
    shapes = {"first": 8, "first_embedded": 1, "followup": 3, "midloop": 3, "side_title": 1}
    ask_shapes = ("first",)
    models = ("claude-4-sonnet", "gpt-4.1", "gemini-2.5-pro", "o3", "claude-3.5-sonnet", "cursor-small")
    tools = CURSOR_RO_TOOLS
    tmap = {k: v for k, v in CURSOR_TMAP.items() if k in ("read", "search", "list")}
    mode = "ask"

    def headers(self, c):
        return {"content-type": "application/json", "authorization": "Bearer <API_KEY>", "user-agent": "connect-es/1.6.1",
                "x-cursor-client-version": c.rng.choice(["1.2.4", "1.4.5", "1.5.11"])}

    def sys_msgs(self, c):
        msgs = [{"role": "system", "content": P.cursor_system(c.rng, c.ws, self.mode)}]
        r = [a for a in c.atts if a["type"] == "rules"]
        if r:
            msgs.append({"role": "user", "content": f"<rules>\n<project_rules>\nRule file {r[0]['path']}:\n{r[0]['text']}\n</project_rules>\n</rules>"})
        return msgs

    def user_text(self, c, text, atts, first):
        add = cursor_additional(c, atts)
        q = f"<user_query>\n{text}\n</user_query>"
        return (add + "\n\n" + q) if add else q

    def b_side_title(self, c):
        msgs = [{"role": "system", "content": "Summarize the user's request as a very short chat title. Reply with the title only."},
                {"role": "user", "content": c.task}]
        return self.done(c, *self.pack(c, msgs, tools=False, stream=False))


class CursorAgent(CursorAsk):
    name = "cursor_agent"
    wires = ("openai", "openai", "anthropic")
    shapes = {"first": 6, "first_embedded": 1, "followup": 2, "midloop": 8, "side_summary": 2}
    models = ("claude-4-sonnet", "gpt-5", "claude-4.1-opus", "gpt-4.1", "grok-code-fast-1")
    tools = CURSOR_RW_TOOLS
    tmap = CURSOR_TMAP
    agent = True
    mode = "agent"

    def headers(self, c):
        h = super().headers(c)
        if c.wire == "anthropic":
            h = {"content-type": "application/json", "x-api-key": "<API_KEY>", "anthropic-version": "2023-06-01",
                 "anthropic-beta": "prompt-caching-2024-07-31"}
        return h

    def b_side_summary(self, c):
        msgs = self.sys_msgs(c) + [self.user_msg(c, c.task, c.atts, True)] + self.loop(c)
        msgs.append({"role": "user", "content": "Summarize the conversation above in detail so a fresh session can continue "
                                                "the work: the user's goal, files examined or changed, commands run and their "
                                                "outcomes, and the next steps. Do not call any tools."})
        return self.done(c, *self.pack(c, msgs, tools=False))

    b_side_compact = b_side_summary


# ====================================================================== Windsurf
WS_TOOLS = [
    W.spec("view_file", "View lines of a file.", {"AbsolutePath": ("string", "Absolute path."), "StartLine": ("integer", "0-indexed start."),
                                                  "EndLine": ("integer", "End line, inclusive.")}, ["AbsolutePath", "StartLine", "EndLine"]),
    W.spec("codebase_search", "Find code snippets relevant to a search query.", {"Query": ("string", "Query."), "TargetDirectories": ("array", "Absolute dirs.")}, ["Query", "TargetDirectories"]),
    W.spec("grep_search", "Search for exact patterns in files.", {"SearchPath": ("string", "Path."), "Query": ("string", "Pattern."),
                                                                  "MatchPerLine": ("boolean", "Return lines."), "Includes": ("array", "Globs."),
                                                                  "CaseInsensitive": ("boolean", "Ignore case.")}, ["SearchPath", "Query", "MatchPerLine", "Includes", "CaseInsensitive"]),
    W.spec("find_by_name", "Find files by glob.", {"SearchDirectory": ("string", "Dir."), "Pattern": ("string", "Glob.")}, ["SearchDirectory", "Pattern"]),
    W.spec("list_dir", "List a directory.", {"DirectoryPath": ("string", "Absolute path.")}, ["DirectoryPath"]),
    W.spec("run_command", "Propose a command to run. The user approves it before it runs.",
           {"CommandLine": ("string", "Command."), "Cwd": ("string", "Working directory."), "Blocking": ("boolean", "Wait for completion."),
            "SafeToAutoRun": ("boolean", "Safe without approval.")}, ["CommandLine", "Cwd", "Blocking", "SafeToAutoRun"]),
    W.spec("command_status", "Get the status of a background command.", {"CommandId": ("string", "Id.")}, ["CommandId"]),
    W.spec("write_to_file", "Create a new file.", {"TargetFile": ("string", "Absolute path."), "CodeContent": ("string", "Content."),
                                                   "EmptyFile": ("boolean", "Create empty.")}, ["TargetFile", "CodeContent", "EmptyFile"]),
    W.spec("replace_file_content", "Edit an existing file with replacement chunks.",
           {"TargetFile": ("string", "Absolute path."), "Instruction": ("string", "What changes."),
            "ReplacementChunks": {"type": "array", "items": {"type": "object", "properties": {"TargetContent": {"type": "string"},
                                  "ReplacementContent": {"type": "string"}, "AllowMultiple": {"type": "boolean"}}}}},
           ["TargetFile", "Instruction", "ReplacementChunks"]),
    W.spec("search_web", "Search the web.", {"query": ("string", "Query.")}, ["query"]),
    W.spec("create_memory", "Save a memory about the user's project or preferences.", {"Title": ("string", "Title."), "Content": ("string", "Content.")}, ["Title", "Content"]),
]
WS_TMAP = {
    "read": ("view_file", lambda a, ws: {"AbsolutePath": C.abspath(ws, a["path"]), "StartLine": 0, "EndLine": 200}),
    "search": ("grep_search", lambda a, ws: {"SearchPath": ws["root"], "Query": a["pattern"], "MatchPerLine": True, "Includes": [], "CaseInsensitive": False}),
    "list": ("list_dir", lambda a, ws: {"DirectoryPath": C.abspath(ws, a["path"]) if a["path"] != "." else ws["root"]}),
    "run": ("run_command", lambda a, ws: {"CommandLine": a["command"], "Cwd": ws["root"], "Blocking": True, "SafeToAutoRun": True}),
    "edit": ("replace_file_content", lambda a, ws: {"TargetFile": C.abspath(ws, a["path"]), "Instruction": "Fix the empty-input case.",
                                                    "ReplacementChunks": [{"TargetContent": a["old"], "ReplacementContent": a["new"], "AllowMultiple": False}]}),
    "write": ("write_to_file", lambda a, ws: {"TargetFile": C.abspath(ws, a["path"]), "CodeContent": a["content"], "EmptyFile": False}),
    "diag": ("view_file", lambda a, ws: {"AbsolutePath": C.abspath(ws, a["path"]), "StartLine": 0, "EndLine": 80}),
}


class Windsurf(Family):
    name = "windsurf"
    shapes = {"first": 6, "first_embedded": 1, "followup": 2, "midloop": 7, "side_commit": 2}
    ask_shapes = ("first",)
    models = ("swe-1", "claude-sonnet-4", "gpt-4.1", "gemini-2.5-pro", "kimi-k2")
    tools = WS_TOOLS
    tmap = WS_TMAP
    agent = True

    def headers(self, c):
        return {"content-type": "application/json", "authorization": "Bearer <API_KEY>", "user-agent": "windsurf/1.12.3"}

    def sys_msgs(self, c):
        s = P.windsurf_system(c.rng, c.ws)
        r = [a for a in c.atts if a["type"] == "rules"]
        if r:
            s += f"\n\n<user_rules>\nFrom {r[0]['path']}:\n{r[0]['text']}\n</user_rules>"
        return [{"role": "system", "content": s}]

    def user_text(self, c, text, atts, first):
        meta = [f"The current local time is: {iso_now(c.rng)}."]
        ctx = []
        for a in atts:
            if a["type"] == "file":
                meta.append(f"Active Document: {C.abspath(c.ws, a['path'])} (LANGUAGE_{a['lang'].upper()})")
                meta.append(f"Cursor is on line: {c.rng.randint(1, max(2, a['text'].count(chr(10))))}")
                ctx.append(f"<file path=\"{C.abspath(c.ws, a['path'])}\">\n{a['text']}\n</file>")
            elif a["type"] == "selection":
                meta.append(f"Active Document: {C.abspath(c.ws, a['path'])} (LANGUAGE_{a['lang'].upper()})")
                ctx.append(f"<selection path=\"{C.abspath(c.ws, a['path'])}\" lines=\"{a['start']}-{a['end']}\">\n{a['text']}\n</selection>")
            elif a["type"] == "tabs":
                meta.append("Other open documents:\n" + "\n".join("- " + C.abspath(c.ws, p) for p in a["paths"]))
            elif a["type"] == "diag":
                ctx.append("<problems>\n" + C.diagnostics_text(a["items"], "compact") + "\n</problems>")
            elif a["type"] == "term":
                ctx.append(f"<terminal>\n$ {a['cmd']}\n{a['text']}\n</terminal>")
            elif a["type"] == "diff":
                ctx.append(f"<diff>\n{a['text']}\n</diff>")
        s = f"<USER_REQUEST>\n{text}\n</USER_REQUEST>\n"
        if ctx:
            s += "<CONTEXT>\n" + "\n".join(ctx) + "\n</CONTEXT>\n"
        s += "<ADDITIONAL_METADATA>\n" + "\n".join(meta) + "\n</ADDITIONAL_METADATA>"
        return s

    def result_text(self, st, ws):
        if st["action"] == "run":
            return f"Command completed.\nExit code: {st['code']}\nOutput:\n{st['output']}"
        if st["action"] == "read":
            n = st["output"].count("\n") + 1
            return (f"File Path: `file://{C.abspath(ws, st['args']['path'])}`\nTotal Lines: {n}\nShowing lines 1 to {min(n, 200)}\n"
                    + C.number_lines(st["output"], 1, "colon"))
        return W.default_result(st, ws)

    def b_side_commit(self, c):
        msgs = [{"role": "system", "content": P.WINDSURF_COMMIT}, {"role": "user", "content": c.diff}]
        return self.done(c, *self.pack(c, msgs, tools=False, stream=False))


# ====================================================================== Tabnine
class Tabnine(Family):
    name = "tabnine_chat"
    shapes = {"first": 8, "first_embedded": 1, "first_slash": 4, "followup": 3, "retry_loop": 1, "side_title": 1}
    ask_shapes = ("first",)
    models = ("tabnine-protected", "claude-3-7-sonnet", "gpt-4o", "codestral-2501", "llama-3.3-70b")
    slash = P.TABNINE_COMMANDS

    def headers(self, c):
        return {"content-type": "application/json", "authorization": "Bearer <API_KEY>",
                "user-agent": f"TabnineVSCode/{c.rng.choice(['3.270.0', '3.295.0'])}"}

    def system(self, c):
        return P.TABNINE_SYS

    def render_atts(self, c, atts):
        sec = []
        for a in atts:
            t = a["type"]
            if t == "selection":
                sec.append(f"### Selected code ({a['path']}, lines {a['start']}-{a['end']})\n{fence(a['lang'], a['text'])}")
            elif t == "file":
                sec.append(f"### {'Current file' if a.get('current') else 'Related file'}: {a['path']}\n{fence(a['lang'], a['text'])}")
            elif t == "diag":
                sec.append("### Diagnostics\n" + C.diagnostics_text(a["items"], "compact"))
            elif t == "term":
                sec.append(f"### Terminal\n{fence('', a['text'], 'text')}")
            elif t == "diff":
                sec.append(f"### Git changes\n{fence('', a['text'], 'diff')}")
        return ("Here is context from my workspace:\n\n" + "\n\n".join(sec)) if sec else ""

    def user_text(self, c, text, atts, first):
        a = self.render_atts(c, atts)
        return (a + "\n\n### Question\n" + text) if a else text

    def slash_text(self, c):
        cmd, arg = c.slash
        return self.slash[cmd] + (" " + arg if arg else "")


# ====================================================================== Amazon Q Developer
Q_TOOLS = [
    W.spec("fsRead", "Read a file or list a directory.", {"path": ("string", "Absolute path."), "mode": {"type": "string", "enum": ["Line", "Directory", "Search"]},
                                                           "start_line": ("integer", "Start."), "end_line": ("integer", "End.")}, ["path", "mode"]),
    W.spec("fsWrite", "Create or edit a file.", {"command": {"type": "string", "enum": ["create", "strReplace", "append", "insert"]},
                                                  "path": ("string", "Absolute path."), "fileText": ("string", "Content for create."),
                                                  "oldStr": ("string", "Text to replace."), "newStr": ("string", "Replacement.")}, ["command", "path"]),
    W.spec("executeBash", "Run a bash command in the workspace.", {"command": ("string", "Command."), "cwd": ("string", "Directory.")}, ["command"]),
    W.spec("listDirectory", "List directory contents.", {"path": ("string", "Absolute path."), "maxDepth": ("integer", "Depth.")}, ["path"]),
    W.spec("fileSearch", "Search file names.", {"path": ("string", "Root."), "queryName": ("string", "Name pattern.")}, ["path", "queryName"]),
    W.spec("grepSearch", "Search file contents.", {"query": ("string", "Pattern."), "path": ("string", "Root.")}, ["query"]),
]
Q_TMAP = {
    "read": ("fsRead", lambda a, ws: {"path": C.abspath(ws, a["path"]), "mode": "Line"}),
    "list": ("listDirectory", lambda a, ws: {"path": C.abspath(ws, a["path"]) if a["path"] != "." else ws["root"]}),
    "search": ("grepSearch", lambda a, ws: {"query": a["pattern"], "path": ws["root"]}),
    "run": ("executeBash", lambda a, ws: {"command": a["command"], "cwd": ws["root"]}),
    "edit": ("fsWrite", lambda a, ws: {"command": "strReplace", "path": C.abspath(ws, a["path"]), "oldStr": a["old"], "newStr": a["new"]}),
    "write": ("fsWrite", lambda a, ws: {"command": "create", "path": C.abspath(ws, a["path"]), "fileText": a["content"]}),
    "diag": ("fsRead", lambda a, ws: {"path": C.abspath(ws, a["path"]), "mode": "Line"}),
}


class AmazonQ(Family):
    name = "amazon_q"
    shapes = {"first": 7, "first_embedded": 1, "first_slash": 4, "followup": 2, "midloop": 5}
    ask_shapes = ("first",)
    models = ("claude-3.7-sonnet", "claude-sonnet-4", "amazon.nova-pro")
    slash = P.Q_COMMANDS
    tools = Q_TOOLS
    tmap = Q_TMAP
    agent = True

    def headers(self, c):
        return {"content-type": "application/json", "authorization": "Bearer <API_KEY>",
                "x-amzn-codewhisperer-optout": "true", "user-agent": "AmazonQ-For-VSCode/1.8" + str(c.rng.randint(0, 9)) + ".0"}

    def system(self, c):
        return P.Q_SYS

    def user_text(self, c, text, atts, first):
        state = {}
        extra = []
        for a in atts:
            if a["type"] in ("file", "selection") and "document" not in state:
                fobj = a
                state["document"] = {"relativeFilePath": a["path"], "programmingLanguage": {"languageName": a["lang"]},
                                     "text": a["text"] if a["type"] == "file" else None}
                if a["type"] == "selection":
                    state["cursorState"] = {"range": {"start": {"line": a["start"], "character": 0}, "end": {"line": a["end"], "character": 0}}}
                    extra.append(f"<selected_code path=\"{a['path']}\">\n{a['text']}\n</selected_code>")
            elif a["type"] == "file":
                extra.append(f"<file path=\"{a['path']}\">\n{a['text']}\n</file>")
            elif a["type"] == "diag":
                extra.append("<diagnostics>\n" + C.diagnostics_text(a["items"], "compact") + "\n</diagnostics>")
            elif a["type"] == "term":
                extra.append(f"<terminal_output>\n{a['text']}\n</terminal_output>")
            elif a["type"] == "diff":
                extra.append(f"<git_diff>\n{a['text']}\n</git_diff>")
            elif a["type"] == "rules":
                extra.append(f"<project_rules file=\"{a['path']}\">\n{a['text']}\n</project_rules>")
        if state.get("document") and state["document"]["text"] is None:
            del state["document"]["text"]
        head = ("<editorState>\n" + json.dumps(state, ensure_ascii=False, indent=1) + "\n</editorState>\n") if state else ""
        if extra:
            head += "\n".join(extra) + "\n"
        return head + ("\n" if head else "") + text

    def slash_text(self, c):
        cmd, arg = c.slash
        if cmd == "/dev":
            return "/dev " + arg
        return self.slash[cmd] + (" " + arg if arg else "")

    def result_text(self, st, ws):
        if st["action"] == "run":
            return json.dumps({"exitStatus": str(st["code"]), "stdout": st["output"], "stderr": ""}, ensure_ascii=False)
        return W.default_result(st, ws)


# ====================================================================== Gemini Code Assist
GEM_TOOLS = [
    W.spec("list_directory", "List the files and subdirectories of a directory.", {"path": ("string", "Absolute path.")}, ["path"]),
    W.spec("read_file", "Read a file.", {"absolute_path": ("string", "Absolute path."), "offset": ("number", "Start line."), "limit": ("number", "Lines.")}, ["absolute_path"]),
    W.spec("search_file_content", "Search file contents with a regular expression.", {"pattern": ("string", "Regex."), "path": ("string", "Dir."), "include": ("string", "Glob.")}, ["pattern"]),
    W.spec("glob", "Find files by glob.", {"pattern": ("string", "Glob."), "path": ("string", "Dir.")}, ["pattern"]),
    W.spec("replace", "Replace text in a file.", {"file_path": ("string", "Absolute path."), "old_string": ("string", "Old."), "new_string": ("string", "New.")}, ["file_path", "old_string", "new_string"]),
    W.spec("write_file", "Write a file.", {"file_path": ("string", "Absolute path."), "content": ("string", "Content.")}, ["file_path", "content"]),
    W.spec("run_shell_command", "Run a shell command.", {"command": ("string", "Command."), "description": ("string", "What it does.")}, ["command"]),
    W.spec("google_web_search", "Search the web.", {"query": ("string", "Query.")}, ["query"]),
]
GEM_TMAP = {
    "read": ("read_file", lambda a, ws: {"absolute_path": C.abspath(ws, a["path"])}),
    "list": ("list_directory", lambda a, ws: {"path": C.abspath(ws, a["path"]) if a["path"] != "." else ws["root"]}),
    "search": ("search_file_content", lambda a, ws: {"pattern": a["pattern"], "path": ws["root"]}),
    "run": ("run_shell_command", lambda a, ws: {"command": a["command"], "description": "Run the checks."}),
    "edit": ("replace", lambda a, ws: {"file_path": C.abspath(ws, a["path"]), "old_string": a["old"], "new_string": a["new"]}),
    "write": ("write_file", lambda a, ws: {"file_path": C.abspath(ws, a["path"]), "content": a["content"]}),
    "diag": ("read_file", lambda a, ws: {"absolute_path": C.abspath(ws, a["path"])}),
}


class Gemini(Family):
    name = "gemini_code_assist"
    shapes = {"first": 7, "first_embedded": 1, "first_slash": 2, "inline_edit": 2, "followup": 2, "midloop": 4, "side_title": 1}
    ask_shapes = ("first", "inline_edit")
    models = ("gemini-2.5-pro", "gemini-2.5-flash", "gemini-2.0-flash")
    slash = P.GEMINI_COMMANDS
    tools = GEM_TOOLS
    tmap = GEM_TMAP
    agent = True

    def headers(self, c):
        return {"content-type": "application/json", "authorization": "Bearer <API_KEY>",
                "x-goog-api-client": "cloudcode-vscode/2.4" + str(c.rng.randint(0, 9)) + ".0", "user-agent": "CloudCodeVSCode"}

    def sys_msgs(self, c):
        return [{"role": "system", "content": P.gemini_system(c.rng, c.ws, agent=(c.shape == "midloop"))}]

    def pack(self, c, msgs, tools=True, **kw):
        return super().pack(c, msgs, tools=(tools and c.shape == "midloop"), **kw)

    def user_text(self, c, text, atts, first):
        ctx = []
        for a in atts:
            if a["type"] == "file":
                ctx.append(f"<file path=\"{a['path']}\" language=\"{a['lang']}\">\n{a['text']}\n</file>")
            elif a["type"] == "selection":
                ctx.append(f"<selection path=\"{a['path']}\" startLine=\"{a['start']}\" endLine=\"{a['end']}\">\n{a['text']}\n</selection>")
            elif a["type"] == "diag":
                ctx.append("<problems>\n" + C.diagnostics_text(a["items"], "compact") + "\n</problems>")
            elif a["type"] == "term":
                ctx.append(f"<terminal>\n{a['text']}\n</terminal>")
            elif a["type"] == "diff":
                ctx.append(f"<diff>\n{a['text']}\n</diff>")
            elif a["type"] == "tree":
                ctx.append("<folder_structure>\n" + C.tree_text(c.ws) + "\n</folder_structure>")
            elif a["type"] == "rules":
                ctx.append(f"<context_file path=\"{a['path']}\">\n{a['text']}\n</context_file>")
        if not ctx:
            return text
        return "<context>\n" + "\n".join(ctx) + "\n</context>\n\n" + text

    def slash_text(self, c):
        cmd, arg = c.slash
        if cmd == "/generate":
            return arg
        return self.slash[cmd] + (" " + arg if arg else "")

    def b_inline_edit(self, c):
        f, sel = c.file, c.sel
        msgs = [{"role": "system", "content": "Rewrite the selected code according to the instruction. Output the complete "
                                              "replacement for the selection as one code block."},
                {"role": "user", "content": f"<file path=\"{f['path']}\">\n{f['text'][:20000]}\n</file>\n<selection startLine=\"{sel['start']}\" "
                                            f"endLine=\"{sel['end']}\">\n{sel['text']}\n</selection>\nInstruction: {c.ask}"}]
        return self.done(c, *self.pack(c, msgs, temperature=0.2))

    def b_side_title(self, c):
        msgs = [{"role": "user", "content": "Write a 3-6 word title for a chat that begins with this message. Title only.\n\n" + c.task}]
        return self.done(c, *self.pack(c, msgs, stream=False))


# ====================================================================== Zed
ZED_TOOLS = [
    W.spec("read_file", "Read the content of a file in the project.", {"path": ("string", "Path starting with a root directory."),
                                                                        "start_line": ("integer", "1-based."), "end_line": ("integer", "1-based.")}, ["path"]),
    W.spec("edit_file", "Edit or create a file. Describe the edit; a second model applies it.",
           {"display_description": ("string", "One-line description of the edit."), "path": ("string", "Path."),
            "mode": {"type": "string", "enum": ["edit", "create", "overwrite"]}}, ["display_description", "path", "mode"]),
    W.spec("grep", "Search file contents with a regex.", {"regex": ("string", "Regex."), "include_pattern": ("string", "Glob."), "offset": ("integer", "Page offset.")}, ["regex"]),
    W.spec("find_path", "Find paths matching a glob.", {"glob": ("string", "Glob."), "offset": ("integer", "Offset.")}, ["glob"]),
    W.spec("list_directory", "List a directory.", {"path": ("string", "Path.")}, ["path"]),
    W.spec("terminal", "Run a shell one-liner and return output.", {"command": ("string", "Command."), "cd": ("string", "Working directory.")}, ["command", "cd"]),
    W.spec("diagnostics", "Get errors and warnings for a file or the project.", {"path": ("string", "Optional path.")}),
    W.spec("now", "Current date and time.", {"timezone": {"type": "string", "enum": ["utc", "local"]}}, ["timezone"]),
    W.spec("thinking", "Think through a problem step by step.", {"content": ("string", "Thoughts.")}, ["content"]),
    W.spec("fetch", "Fetch a URL and return Markdown.", {"url": ("string", "URL.")}, ["url"]),
    W.spec("create_directory", "Create a directory.", {"path": ("string", "Path.")}, ["path"]),
    W.spec("delete_path", "Delete a file or directory.", {"path": ("string", "Path.")}, ["path"]),
]
ZED_TMAP = {
    "read": ("read_file", lambda a, ws: {"path": f"{ws['proj']}/{a['path']}"}),
    "search": ("grep", lambda a, ws: {"regex": a["pattern"]}),
    "list": ("list_directory", lambda a, ws: {"path": ws["proj"] + ("/" + a["path"] if a["path"] != "." else "")}),
    "run": ("terminal", lambda a, ws: {"command": a["command"], "cd": ws["proj"]}),
    "edit": ("edit_file", lambda a, ws: {"display_description": "Handle empty input", "path": f"{ws['proj']}/{a['path']}", "mode": "edit"}),
    "write": ("edit_file", lambda a, ws: {"display_description": "Add new module", "path": f"{ws['proj']}/{a['path']}", "mode": "create"}),
    "diag": ("diagnostics", lambda a, ws: {"path": f"{ws['proj']}/{a['path']}"}),
}


class Zed(Family):
    name = "zed"
    wires = ("anthropic", "anthropic", "openai")
    shapes = {"first": 6, "first_embedded": 1, "followup": 2, "midloop": 6, "inline_edit": 3, "side_title": 2, "side_summary": 2}
    ask_shapes = ("first", "inline_edit")
    models = ("claude-sonnet-4-20250514", "claude-3-7-sonnet-latest", "gpt-4.1", "qwen3-coder", "claude-opus-4-1-20250805")
    tools = ZED_TOOLS
    tmap = ZED_TMAP
    agent = True

    def headers(self, c):
        if c.wire == "anthropic":
            return {"content-type": "application/json", "x-api-key": "<API_KEY>", "anthropic-version": "2023-06-01",
                    "anthropic-beta": "fine-grained-tool-streaming-2025-05-14", "user-agent": "Zed/0.19" + str(c.rng.randint(0, 9)) + ".4"}
        return {"content-type": "application/json", "authorization": "Bearer <API_KEY>", "user-agent": "Zed/0.198.4"}

    def system(self, c):
        s = P.zed_system(c.rng, c.ws, tools=True)
        r = [a for a in c.atts if a["type"] == "rules"]
        if r:
            s += f"\n## User's Custom Instructions\n\nThe project has a rules file `{r[0]['path']}`:\n\n{r[0]['text']}\n"
        return s

    def user_msg(self, c, text, atts, first=True):
        files, sels, other = [], [], []
        for a in atts:
            if a["type"] == "file":
                files.append(f"```{c.ws['proj']}/{a['path']}\n{a['text']}\n```")
            elif a["type"] == "selection":
                sels.append(f"```{c.ws['proj']}/{a['path']}#L{a['start']}-{a['end']}\n{a['text']}\n```")
            elif a["type"] == "diag":
                other.append("<diagnostics>\n" + C.diagnostics_text(a["items"], "compact") + "\n</diagnostics>")
            elif a["type"] == "term":
                other.append(f"<terminal>\n{a['text']}\n</terminal>")
            elif a["type"] == "diff":
                other.append(f"<diffs>\n{a['text']}\n</diffs>")
            elif a["type"] == "tree":
                other.append("<directories>\n" + C.tree_text(c.ws) + "\n</directories>")
        if not (files or sels or other):
            return {"role": "user", "content": [{"type": "text", "text": text}]}
        ctx = "<context>\nThe items below were attached by the user. They are current, so there is no need to read them again.\n\n"
        if files:
            ctx += "<files>\n" + "\n\n".join(files) + "\n</files>\n"
        if sels:
            ctx += "<selections>\n" + "\n\n".join(sels) + "\n</selections>\n"
        ctx += "\n".join(other) + ("\n" if other else "") + "</context>"
        return {"role": "user", "content": [{"type": "text", "text": ctx}, {"type": "text", "text": text}]}

    def result_text(self, st, ws):
        if st["action"] == "run":
            return f"Command \"{st['args']['command']}\" failed with exit code {st['code']}.\n\n```\n{st['output']}\n```" if st["code"] else f"```\n{st['output']}\n```"
        if st["action"] == "edit":
            return f"Edited {ws['proj']}/{st['args']['path']}:\n\n```diff\n- {st['args']['old']}\n+ {st['args']['new']}\n```"
        return W.default_result(st, ws)

    def b_inline_edit(self, c):
        f, sel = c.file, c.sel
        doc = f["text"].replace(sel["text"], "<rewrite_this>\n" + sel["text"] + "\n</rewrite_this>", 1)
        txt = P.ZED_INLINE_HEAD.replace("{lang}", f["lang"]) + doc[:40000] + P.ZED_INLINE_TAIL.replace("{ask}", c.ask)
        msgs = [{"role": "user", "content": txt}]
        return self.done(c, *self.pack(c, msgs, tools=False))

    def b_side_title(self, c):
        msgs = [self.user_msg(c, c.task, c.atts, True), {"role": "assistant", "content": c.rng.choice(
            ["Let me take a look at that.", "Sure, here's what I found.", "I'll start by reading the relevant files."])},
                {"role": "user", "content": P.ZED_TITLE}]
        return self.done(c, *self.pack(c, msgs, tools=False, stream=True, max_tokens=64))

    def b_side_summary(self, c):
        msgs = self.sys_msgs(c) + [self.user_msg(c, c.task, c.atts, True)] + self.loop(c) + [{"role": "user", "content": P.ZED_SUMMARY}]
        return self.done(c, *self.pack(c, msgs, tools=True))

    b_side_compact = b_side_summary


# ====================================================================== Void
VOID_TOOLS = [
    W.spec("read_file", "Returns full contents of a given file.", {"uri": ("string", "Full path."), "start_line": ("string", "Optional."),
                                                                    "end_line": ("string", "Optional."), "page_number": ("string", "Optional.")}, ["uri"]),
    W.spec("ls_dir", "Lists files and folders in a directory.", {"uri": ("string", "Folder path."), "page_number": ("string", "Optional.")}),
    W.spec("get_dir_tree", "Returns a tree of a folder.", {"uri": ("string", "Folder path.")}, ["uri"]),
    W.spec("search_pathnames_only", "Search for file names.", {"query": ("string", "Query."), "include_pattern": ("string", "Glob.")}, ["query"]),
    W.spec("search_for_files", "Search file contents.", {"query": ("string", "Query."), "is_regex": ("string", "true/false."), "search_in_folder": ("string", "Folder.")}, ["query"]),
    W.spec("read_lint_errors", "Read lint errors of a file.", {"uri": ("string", "File path.")}, ["uri"]),
    W.spec("edit_file", "Edit a file with SEARCH/REPLACE blocks.", {"uri": ("string", "File path."), "search_replace_blocks": ("string", "Blocks.")}, ["uri", "search_replace_blocks"]),
    W.spec("rewrite_file", "Replace the whole file.", {"uri": ("string", "File path."), "new_content": ("string", "Content.")}, ["uri", "new_content"]),
    W.spec("create_file_or_folder", "Create a file or folder (folder paths end with /).", {"uri": ("string", "Path.")}, ["uri"]),
    W.spec("run_command", "Run a terminal command and wait for it.", {"command": ("string", "Command."), "cwd": ("string", "Optional.")}, ["command"]),
]
VOID_TMAP = {
    "read": ("read_file", lambda a, ws: {"uri": C.abspath(ws, a["path"])}),
    "list": ("ls_dir", lambda a, ws: {"uri": C.abspath(ws, a["path"]) if a["path"] != "." else ws["root"]}),
    "search": ("search_for_files", lambda a, ws: {"query": a["pattern"], "is_regex": "false"}),
    "run": ("run_command", lambda a, ws: {"command": a["command"], "cwd": ws["root"]}),
    "edit": ("edit_file", lambda a, ws: {"uri": C.abspath(ws, a["path"]), "search_replace_blocks": f"<<<<<<< ORIGINAL\n{a['old']}\n=======\n{a['new']}\n>>>>>>> UPDATED"}),
    "write": ("rewrite_file", lambda a, ws: {"uri": C.abspath(ws, a["path"]), "new_content": a["content"]}),
    "diag": ("read_lint_errors", lambda a, ws: {"uri": C.abspath(ws, a["path"])}),
}


class Void(Family):
    name = "void"
    shapes = {"first": 7, "first_embedded": 1, "followup": 3, "midloop": 5, "inline_edit": 3}
    ask_shapes = ("first", "inline_edit")
    models = ("qwen2.5-coder:32b", "deepseek-chat", "gpt-4.1-mini", "llama3.3:70b", "claude-3-7-sonnet-latest")
    tools = VOID_TOOLS
    tmap = VOID_TMAP
    agent = True

    def headers(self, c):
        return {"content-type": "application/json", "authorization": "Bearer <API_KEY>", "x-stainless-lang": "js",
                "x-stainless-package-version": "4.96.0", "user-agent": "OpenAI/JS 4.96.0"}

    def mode(self, c):
        if c.shape == "midloop":
            return c.rng.choice(["agent", "gather"]) if not c.steps or all(s["action"] in ("read", "list", "search") for s in c.steps) else "agent"
        return c.rng.choice(["normal", "agent", "gather"])

    def sys_msgs(self, c):
        c._void_mode = getattr(c, "_void_mode", None) or self.mode(c)
        return [{"role": "system", "content": P.void_system(c.rng, c.ws, c._void_mode)}]

    def pack(self, c, msgs, tools=True, **kw):
        m = getattr(c, "_void_mode", "normal")
        return super().pack(c, msgs, tools=(tools and m != "normal"), **kw)

    def user_text(self, c, text, atts, first):
        sel = []
        for a in atts:
            if a["type"] == "file":
                sel.append(f"{C.abspath(c.ws, a['path'])}:\n{fence(a['lang'], a['text'])}")
            elif a["type"] == "selection":
                sel.append(f"{C.abspath(c.ws, a['path'])} (lines {a['start']}:{a['end']}):\n{fence(a['lang'], a['text'])}")
            elif a["type"] == "diag":
                sel.append("LINT ERRORS:\n" + C.diagnostics_text(a["items"], "compact"))
            elif a["type"] == "term":
                sel.append("TERMINAL:\n" + a["text"])
        return (text + "\n\nSELECTIONS\n" + "\n\n".join(sel)) if sel else text

    def b_inline_edit(self, c):
        f, sel = c.file, c.sel
        before, after = f["text"].split(sel["text"], 1) if sel["text"] in f["text"] else (f["text"], "")
        msgs = [{"role": "system", "content": "You are a FIM (fill-in-the-middle) coding assistant. Replace the code between "
                                              "<ORIGINAL_SELECTION> tags according to the user's instruction. Reply only with "
                                              "the new code inside <SELECTION> tags, matching the surrounding indentation."},
                {"role": "user", "content": f"CURRENT SELECTION\n```{f['lang']}\n<ORIGINAL_SELECTION>{sel['text']}</ORIGINAL_SELECTION>\n```\n\n"
                                            f"INSTRUCTIONS\n{c.ask}\n\n<PREFIX>{before[-3000:]}</PREFIX>\n<SUFFIX>{after[:2000]}</SUFFIX>\n\n"
                                            "Return only the completion block of code (of the form ```{lang}\n<SELECTION>...</SELECTION>\n```).".replace("{lang}", f["lang"])}]
        c._void_mode = "normal"
        return self.done(c, *self.pack(c, msgs, tools=False))


# ====================================================================== Augment
AUG_TOOLS = [
    W.spec("view", "View a file or directory. Supports line ranges and regex search inside the file.",
           {"path": ("string", "Path relative to the repository root."), "type": {"type": "string", "enum": ["file", "directory"]},
            "view_range": {"type": "array", "items": {"type": "integer"}}, "search_query_regex": ("string", "Optional regex.")}, ["path", "type"]),
    W.spec("str-replace-editor", "Edit a file by replacing exact strings; give line numbers to disambiguate.",
           {"command": {"type": "string", "enum": ["str_replace", "insert"]}, "path": ("string", "Path."),
            "old_str_1": ("string", "Old text."), "new_str_1": ("string", "New text."),
            "old_str_start_line_number_1": ("integer", "Start line."), "old_str_end_line_number_1": ("integer", "End line.")}, ["command", "path"]),
    W.spec("save-file", "Create a new file.", {"path": ("string", "Path."), "file_content": ("string", "Content.")}, ["path", "file_content"]),
    W.spec("remove-files", "Delete files.", {"file_paths": ("array", "Paths.")}, ["file_paths"]),
    W.spec("launch-process", "Run a shell command.", {"command": ("string", "Command."), "wait": ("boolean", "Wait."),
                                                       "max_wait_seconds": ("number", "Timeout."), "cwd": ("string", "Directory.")}, ["command", "wait", "max_wait_seconds"]),
    W.spec("read-process", "Read output of a running process.", {"terminal_id": ("integer", "Id."), "wait": ("boolean", "Wait.")}, ["terminal_id"]),
    W.spec("codebase-retrieval", "Ask the context engine for code relevant to a natural-language request.",
           {"information_request": ("string", "What you need to know.")}, ["information_request"]),
    W.spec("diagnostics", "Get IDE issues for files.", {"paths": ("array", "Paths.")}, ["paths"]),
    W.spec("web-search", "Search the web.", {"query": ("string", "Query.")}, ["query"]),
    W.spec("add_tasks", "Add tasks to the task list.", {"tasks": {"type": "array", "items": {"type": "object", "properties": {"name": {"type": "string"}, "description": {"type": "string"}}}}}, ["tasks"]),
]
AUG_TMAP = {
    "read": ("view", lambda a, ws: {"path": a["path"], "type": "file"}),
    "list": ("view", lambda a, ws: {"path": a["path"], "type": "directory"}),
    "search": ("codebase-retrieval", lambda a, ws: {"information_request": f"Where is `{a['pattern']}` used and what does it do?"}),
    "run": ("launch-process", lambda a, ws: {"command": a["command"], "wait": True, "max_wait_seconds": 300, "cwd": ws["root"]}),
    "edit": ("str-replace-editor", lambda a, ws: {"command": "str_replace", "path": a["path"], "old_str_1": a["old"], "new_str_1": a["new"],
                                                  "old_str_start_line_number_1": 12, "old_str_end_line_number_1": 12}),
    "write": ("save-file", lambda a, ws: {"path": a["path"], "file_content": a["content"]}),
    "diag": ("diagnostics", lambda a, ws: {"paths": [a["path"]]}),
}


class Augment(Family):
    name = "augment"
    wires = ("anthropic", "anthropic", "openai")
    shapes = {"first": 6, "first_embedded": 1, "followup": 2, "midloop": 7, "side_title": 1}
    ask_shapes = ("first",)
    models = ("claude-sonnet-4-20250514", "gpt-5", "claude-sonnet-4-5")
    tools = AUG_TOOLS
    tmap = AUG_TMAP
    agent = True

    def headers(self, c):
        if c.wire == "anthropic":
            return {"content-type": "application/json", "x-api-key": "<API_KEY>", "anthropic-version": "2023-06-01",
                    "x-request-session-id": uid(c.rng), "user-agent": "Augment.vscode-augment/0.5" + str(c.rng.randint(10, 99)) + ".0"}
        return {"content-type": "application/json", "authorization": "Bearer <API_KEY>", "x-request-session-id": uid(c.rng)}

    def system(self, c):
        s = P.AUGMENT_SYS + (f"\n\n# Workspace\nThe repository root is {c.ws['root']}. The OS is {P.OSNAME[c.ws['os']]}.")
        r = [a for a in c.atts if a["type"] == "rules"]
        if r:
            s += f"\n\n# User guidelines\n{r[0]['text']}"
        return s

    def user_text(self, c, text, atts, first):
        parts = []
        for a in atts:
            if a["type"] == "selection":
                parts.append(f"<selected_code path=\"{a['path']}\" lines=\"{a['start']}-{a['end']}\">\n{a['text']}\n</selected_code>")
            elif a["type"] == "file":
                parts.append(f"<file path=\"{a['path']}\">\n{a['text']}\n</file>")
            elif a["type"] == "diag":
                parts.append("<ide_issues>\n" + C.diagnostics_text(a["items"], "compact") + "\n</ide_issues>")
            elif a["type"] == "term":
                parts.append(f"<terminal_output>\n{a['text']}\n</terminal_output>")
            elif a["type"] == "recent":
                parts.append("<recent_files>\n" + "\n".join(a["paths"]) + "\n</recent_files>")
        base = text
        if parts:
            base = "<supervisor>\nThe user attached the following context.\n</supervisor>\n" + "\n".join(parts) + "\n\n" + text
        return base

    def result_text(self, st, ws):
        if st["action"] == "run":
            return f"Here are the results from executing the command.\n<return-code>\n{st['code']}\n</return-code>\n<stdout>\n{st['output']}\n</stdout>\n<stderr>\n\n</stderr>"
        if st["action"] == "read":
            return f"Here's the result of running `cat -n` on {st['args']['path']}:\n" + C.number_lines(st["output"], 1, "colon")
        return W.default_result(st, ws)

    def b_side_title(self, c):
        msgs = [{"role": "system", "content": P.AUGMENT_TITLE}, {"role": "user", "content": c.task}]
        return self.done(c, *self.pack(c, msgs, tools=False, stream=False, max_tokens=50))


# ====================================================================== Roo Code (native tools)
ROO_TOOLS = [
    W.spec("read_file", "Read one or more files. Output has line numbers like '1 | code'.",
           {"files": {"type": "array", "items": {"type": "object", "properties": {"path": {"type": "string"},
                      "line_ranges": {"type": "array", "items": {"type": "string"}}}, "required": ["path"]}}}, ["files"]),
    W.spec("write_to_file", "Write complete content to a file, creating it if needed.",
           {"path": ("string", "Path relative to the workspace."), "content": ("string", "Full content."), "line_count": ("integer", "Number of lines.")},
           ["path", "content", "line_count"]),
    W.spec("apply_diff", "Apply a SEARCH/REPLACE diff to a file.", {"path": ("string", "Path."), "diff": ("string", "Diff blocks.")}, ["path", "diff"]),
    W.spec("search_files", "Regex search across files in a directory.", {"path": ("string", "Directory."), "regex": ("string", "Regex."),
                                                                          "file_pattern": ("string", "Glob.")}, ["path", "regex"]),
    W.spec("list_files", "List files in a directory.", {"path": ("string", "Directory."), "recursive": ("boolean", "Recurse.")}, ["path"]),
    W.spec("list_code_definition_names", "List top-level definitions in a file or directory.", {"path": ("string", "Path.")}, ["path"]),
    W.spec("codebase_search", "Semantic search over the indexed codebase.", {"query": ("string", "Query."), "path": ("string", "Optional dir.")}, ["query"]),
    W.spec("execute_command", "Run a CLI command.", {"command": ("string", "Command."), "cwd": ("string", "Optional directory.")}, ["command"]),
    W.spec("ask_followup_question", "Ask the user a question with suggested answers.",
           {"question": ("string", "Question."), "follow_up": {"type": "array", "items": {"type": "object", "properties": {"text": {"type": "string"}, "mode": {"type": "string"}}}}},
           ["question", "follow_up"]),
    W.spec("attempt_completion", "Present the final result of the task.", {"result": ("string", "Result.")}, ["result"]),
    W.spec("switch_mode", "Ask to switch to another mode.", {"mode_slug": ("string", "Mode."), "reason": ("string", "Why.")}, ["mode_slug"]),
    W.spec("new_task", "Start a subtask in a given mode.", {"mode": ("string", "Mode slug."), "message": ("string", "Instructions."),
                                                             "todos": ("string", "Optional checklist.")}, ["mode", "message"]),
    W.spec("update_todo_list", "Replace the todo checklist.", {"todos": ("string", "Markdown checklist.")}, ["todos"]),
]
ROO_TMAP = {
    "read": ("read_file", lambda a, ws: {"files": [{"path": a["path"]}]}),
    "list": ("list_files", lambda a, ws: {"path": a["path"], "recursive": False}),
    "search": ("search_files", lambda a, ws: {"path": ".", "regex": a["pattern"], "file_pattern": "*." + C.EXT[ws["lang"]]}),
    "run": ("execute_command", lambda a, ws: {"command": a["command"]}),
    "edit": ("apply_diff", lambda a, ws: {"path": a["path"], "diff": f"<<<<<<< SEARCH\n:start_line:12\n-------\n{a['old']}\n=======\n{a['new']}\n>>>>>>> REPLACE"}),
    "write": ("write_to_file", lambda a, ws: {"path": a["path"], "content": a["content"], "line_count": a["content"].count("\n") + 1}),
    "diag": ("list_code_definition_names", lambda a, ws: {"path": a["path"]}),
}


def mention_blocks(c, atts, style="roo"):
    out = []
    for a in atts:
        t = a["type"]
        if t == "file":
            body = C.number_lines(a["text"], 1, "pipe") if style == "roo" else a["text"]
            out.append(f"<file_content path=\"{a['path']}\">\n{body}\n</file_content>")
        elif t == "selection":
            body = C.number_lines(a["text"], a["start"], "pipe")
            out.append(f"<file_content path=\"{a['path']}\" lines=\"{a['start']}-{a['end']}\">\n{body}\n</file_content>")
        elif t == "diag":
            out.append("<workspace_diagnostics>\n" + C.diagnostics_text(a["items"], "vscode") + "\n</workspace_diagnostics>")
        elif t == "term":
            out.append(f"<terminal_output>\n{a['text']}\n</terminal_output>")
        elif t == "diff":
            out.append(f"<git_working_state>\n{a['text']}\n</git_working_state>")
        elif t == "tree":
            out.append(f"<folder_content path=\".\">\n{C.tree_text(c.ws)}\n</folder_content>")
    return out


def mention_prefix(atts):
    ms = []
    for a in atts:
        if a["type"] in ("file", "selection"):
            ms.append(f"'{a['path']}'" + (f" (lines {a['start']}-{a['end']})" if a["type"] == "selection" else "") + " (see below for file content)")
        elif a["type"] == "diag":
            ms.append("Workspace Problems (see below for diagnostics)")
        elif a["type"] == "term":
            ms.append("Terminal Output (see below for output)")
        elif a["type"] == "diff":
            ms.append("Working directory changes (see below for details)")
    return ms


class RooCode(Family):
    name = "roo_code"
    wires = ("openai", "openai", "anthropic")
    shapes = {"first": 6, "first_embedded": 1, "followup": 2, "midloop": 8, "side_compact": 2, "side_enhance": 2}
    ask_shapes = ("first",)
    models = ("anthropic/claude-sonnet-4", "deepseek/deepseek-chat-v3", "openai/gpt-4.1", "google/gemini-2.5-pro",
              "x-ai/grok-code-fast-1", "qwen/qwen3-coder")
    tools = ROO_TOOLS
    tmap = ROO_TMAP
    agent = True
    brand = ("Roo Code", "https://github.com/RooVetGit/Roo-Cline", "roo")
    mode_names = P.ROO_MODES

    def headers(self, c):
        if c.wire == "anthropic":
            return {"content-type": "application/json", "x-api-key": "<API_KEY>", "anthropic-version": "2023-06-01",
                    "anthropic-beta": "prompt-caching-2024-07-31", "x-stainless-lang": "js"}
        return {"content-type": "application/json", "authorization": "Bearer <API_KEY>", "http-referer": self.brand[1],
                "x-title": self.brand[0], "x-stainless-lang": "js", "x-stainless-package-version": "5.12.2",
                "user-agent": "OpenAI/JS 5.12.2"}

    def pick_mode(self, c):
        if getattr(c, "_mode", None):
            return c._mode
        if c.shape == "midloop" or c.label == "long_horizon":
            m = c.rng.choice(["code", "code", "code", "debug", "orchestrator", "architect"])
        else:
            m = c.rng.choice(["code", "ask", "ask", "architect", "debug"])
        c._mode = m
        return m

    def system(self, c):
        m = self.pick_mode(c)
        name, role = self.mode_names[m]
        s = [role, "", "====", "",
             "MARKDOWN RULES", "", "In every reply, show `language.construct` or filename references as clickable links: "
             "[`name`](relative/path.ext:line). Use this for file names and syntax references.", "", "====", "",
             "TOOL USE", "", "You can call tools through the provided function interface; call exactly one tool per "
             "assistant message and wait for its result, which arrives in the next message.", "", "====", "",
             "CAPABILITIES", "", "- You can list files, read and search code, list definitions, run commands, write and "
             "patch files, and ask the user questions.", f"- The first message includes a recursive listing of the "
             f"workspace ({c.ws['root']}) in environment_details.", "", "====", "",
             "MODES", "", "- Available modes: code, architect, ask, debug, orchestrator.", "", "====", "",
             P.agent_rules_block(c.rng, c.ws, self.brand[0]), "", "====", "", P.sysinfo_block(c.ws), "", "====", "",
             P.objective_block()]
        r = [a for a in c.atts if a["type"] == "rules"]
        if r:
            s += ["", "====", "", "USER'S CUSTOM INSTRUCTIONS", "", f"Rules from {r[0]['path']}:", r[0]["text"]]
        return "\n".join(s)

    def env_details(self, c, first):
        m = self.pick_mode(c)
        name, _ = self.mode_names[m]
        z, off = tz(c.rng)
        vis = c.ws["src_files"][0]
        tabs = ",".join(c.rng.sample(c.ws["src_files"], min(3, len(c.ws["src_files"]))))
        s = (f"<environment_details>\n# VSCode Visible Files\n{vis}\n\n# VSCode Open Tabs\n{tabs}\n\n# Current Time\n"
             f"Current time in ISO 8601 UTC format: {iso_now(c.rng)}\nUser time zone: {z}, UTC{off}\n\n# Current Cost\n"
             f"${c.rng.randint(0, 3)}.{c.rng.randint(0, 99):02d}\n\n# Current Mode\n<slug>{m}</slug>\n<name>{name}</name>\n"
             f"<model>{c.model}</model>\n")
        if first:
            s += f"\n\n# Current Workspace Directory ({c.ws['root']}) Files\n{C.tree_text(c.ws)}\n"
        else:
            s += "\n\n# REMINDERS\n\nBelow is your current list of reminders for this task.\n\n| # | Content | Status |\n|---|---------|--------|\n| 1 | Reproduce the problem | Completed |\n| 2 | Fix and verify | In Progress |\n"
        return s + "</environment_details>"

    def user_msg(self, c, text, atts, first=True):
        ms = mention_prefix(atts)
        blocks = mention_blocks(c, atts, "roo")
        body = text if not first else f"<task>\n{text}" + ("\n\n" + "\n".join(ms) if ms else "") + "\n</task>"
        if not first:
            body = f"<feedback>\n{text}\n</feedback>" if c.rng.random() < 0.5 else text
        content = [{"type": "text", "text": body}]
        for b in blocks:
            content.append({"type": "text", "text": b})
        content.append({"type": "text", "text": self.env_details(c, first)})
        return {"role": "user", "content": content}

    def result_text(self, st, ws):
        a = st["action"]
        if a == "read":
            return (f"<files>\n<file><path>{st['args']['path']}</path>\n<content lines=\"1-{st['output'].count(chr(10)) + 1}\">\n"
                    f"{C.number_lines(st['output'], 1, 'pipe')}\n</content>\n</file>\n</files>")
        if a == "run":
            return f"Command executed in terminal within working directory '{ws['root']}'. Exit code: {st['code']}\nOutput:\n{st['output']}"
        if a == "edit":
            return f"<file_write_result>\n<path>{st['args']['path']}</path>\n<operation>modified</operation>\n<notice>\n<i>Changes were applied.</i>\n</notice>\n</file_write_result>"
        return W.default_result(st, ws)

    def loop(self, c):
        msgs = super().loop(c)
        # env details ride along with the last tool result as an extra user text (native-tool variant)
        if msgs and c.wire != "anthropic":
            msgs.append({"role": "user", "content": [{"type": "text", "text": self.env_details(c, False)}]})
        elif msgs:
            msgs[-1]["content"].append({"type": "text", "text": self.env_details(c, False)})
        return msgs

    def nudge_msg(self, c):
        return {"role": "user", "content": [{"type": "text", "text": f"<feedback>\n{c.nudge}\n</feedback>"},
                                            {"type": "text", "text": self.env_details(c, False)}]}

    def b_side_compact(self, c):
        msgs = [{"role": "system", "content": P.CONDENSE_SYS}, self.user_msg(c, c.task, c.atts, True)] + super().loop(c)
        msgs.append({"role": "user", "content": P.CONDENSE_USER})
        return self.done(c, *self.pack(c, msgs, tools=False, stream=True))

    def b_side_enhance(self, c):
        msgs = [{"role": "user", "content": P.ENHANCE_USER + c.task}]
        return self.done(c, *self.pack(c, msgs, tools=False, stream=False))


# ====================================================================== Cline / Kilo Code (XML tool protocol in text)
CLINE_XML = [
    ("execute_command", "Run a CLI command on the user's system. Explain what it does first. Commands run in the "
     "current working directory.", [("command", True, "The command to run."), ("requires_approval", True,
     "true for commands that install packages, delete files or change the system; false for safe reads and builds.")],
     "<execute_command>\n<command>npm run dev</command>\n<requires_approval>false</requires_approval>\n</execute_command>"),
    ("read_file", "Read the contents of a file at a path relative to the working directory.", [("path", True, "Path of the file.")], None),
    ("write_to_file", "Write the complete content to a file, creating directories as needed. Overwrites the file.",
     [("path", True, "Path of the file."), ("content", True, "The complete new content; never truncate it.")], None),
    ("replace_in_file", "Change parts of an existing file with SEARCH/REPLACE blocks. Each SEARCH must match exactly, "
     "including whitespace; keep blocks small and in file order.", [("path", True, "Path of the file."),
     ("diff", True, "One or more blocks of the form:\n------- SEARCH\n[exact text]\n=======\n[new text]\n+++++++ REPLACE")], None),
    ("search_files", "Regex search over files in a directory, with surrounding context lines.",
     [("path", True, "Directory to search."), ("regex", True, "Rust regex syntax."), ("file_pattern", False, "Glob filter.")], None),
    ("list_files", "List files and directories in a directory.", [("path", True, "Directory."), ("recursive", False, "true or false.")], None),
    ("list_code_definition_names", "List top-level definitions in source files of a directory.", [("path", True, "Directory.")], None),
    ("browser_action", "Control a headless browser: launch, click, type, scroll, close. Only one action per message.",
     [("action", True, "launch | click | type | scroll_down | scroll_up | close"), ("url", False, "For launch."),
      ("coordinate", False, "x,y for click."), ("text", False, "For type.")], None),
    ("use_mcp_tool", "Call a tool provided by a connected MCP server.", [("server_name", True, "Server."), ("tool_name", True, "Tool."),
     ("arguments", True, "JSON arguments.")], None),
    ("ask_followup_question", "Ask the user a clarifying question when information is missing.",
     [("question", True, "The question."), ("options", False, "JSON array of 2-5 suggested answers.")], None),
    ("attempt_completion", "Present the result once the task is done and confirmed by tool results.",
     [("result", True, "Final description of the result."), ("command", False, "Optional command that shows the result.")], None),
    ("new_task", "Start a new task with a summary of the current context.", [("context", True, "Detailed context for the new task.")], None),
    ("plan_mode_respond", "Reply to the user while in PLAN MODE, to discuss the plan.", [("response", True, "The reply.")], None),
]


def xml_call(action, args, ws, flavor="cline"):
    if action == "read":
        if flavor == "kilo":
            return f"<read_file>\n<args>\n  <file>\n    <path>{args['path']}</path>\n  </file>\n</args>\n</read_file>"
        return f"<read_file>\n<path>{args['path']}</path>\n</read_file>"
    if action == "list":
        return f"<list_files>\n<path>{args['path']}</path>\n<recursive>false</recursive>\n</list_files>"
    if action == "search":
        return f"<search_files>\n<path>.</path>\n<regex>{args['pattern']}</regex>\n</search_files>"
    if action == "run":
        if flavor == "kilo":
            return f"<execute_command>\n<command>{args['command']}</command>\n</execute_command>"
        return f"<execute_command>\n<command>{args['command']}</command>\n<requires_approval>false</requires_approval>\n</execute_command>"
    if action == "edit":
        if flavor == "kilo":
            return (f"<apply_diff>\n<path>{args['path']}</path>\n<diff>\n<<<<<<< SEARCH\n:start_line:14\n-------\n{args['old']}\n=======\n"
                    f"{args['new']}\n>>>>>>> REPLACE\n</diff>\n</apply_diff>")
        return (f"<replace_in_file>\n<path>{args['path']}</path>\n<diff>\n------- SEARCH\n{args['old']}\n=======\n{args['new']}\n"
                f"+++++++ REPLACE\n</diff>\n</replace_in_file>")
    if action == "write":
        extra = f"\n<line_count>{args['content'].count(chr(10)) + 1}</line_count>" if flavor == "kilo" else ""
        return f"<write_to_file>\n<path>{args['path']}</path>\n<content>\n{args['content']}\n</content>{extra}\n</write_to_file>"
    if action == "diag":
        return f"<list_code_definition_names>\n<path>{args['path']}</path>\n</list_code_definition_names>"
    raise KeyError(action)


XML_NAME = {"read": "read_file", "list": "list_files", "search": "search_files", "run": "execute_command",
            "edit": "replace_in_file", "write": "write_to_file", "diag": "list_code_definition_names"}


class Cline(Family):
    name = "cline"
    wires = ("openai", "anthropic", "anthropic")
    shapes = {"first": 6, "first_embedded": 1, "followup": 1, "midloop": 9, "side_compact": 2}
    ask_shapes = ("first",)
    models = ("claude-sonnet-4-20250514", "anthropic/claude-3.7-sonnet", "deepseek/deepseek-chat", "google/gemini-2.5-pro",
              "qwen/qwen3-coder", "x-ai/grok-code-fast-1")
    agent = True
    flavor = "cline"
    brand = ("Cline", "https://cline.bot")

    def headers(self, c):
        if c.wire == "anthropic":
            return {"content-type": "application/json", "x-api-key": "<API_KEY>", "anthropic-version": "2023-06-01",
                    "anthropic-beta": "prompt-caching-2024-07-31", "x-stainless-lang": "js", "user-agent": "Anthropic/JS 0.37.0"}
        return {"content-type": "application/json", "authorization": "Bearer <API_KEY>", "http-referer": self.brand[1],
                "x-title": self.brand[0], "x-stainless-lang": "js", "user-agent": "OpenAI/JS 4.83.0"}

    def mode_line(self, c):
        if getattr(c, "_plan", None) is None:
            c._plan = (c.shape != "midloop" and c.rng.random() < 0.3)
        return "PLAN MODE\nIn this mode you should focus on information gathering, asking questions, and architecting a solution. " \
               "Once you have a plan, use the plan_mode_respond tool to engage in a conversational back and forth with the " \
               "user. Do not use the plan_mode_respond tool until you've gathered all the information you need." if c._plan \
            else "ACT MODE"

    def system(self, c):
        parts = [f"You are {self.brand[0]}, a software engineering agent that works in the user's editor and terminal "
                 "to get programming tasks done across any language or stack.", "", "====", "",
                 P.xml_tool_docs(CLINE_XML), "# Tool Use Guidelines", "",
                 "1. In <thinking> tags, assess what you already know and what you still need.",
                 "2. Pick the most suitable tool for the next step.",
                 "3. Use one tool per message; never assume the outcome of a tool.",
                 "4. After each tool use the user replies with its result; use it to decide the next step.", "",
                 "====", "", "ACT MODE V.S. PLAN MODE", "",
                 "Each user message states the current mode in environment_details. In ACT MODE you use tools to do the "
                 "task; in PLAN MODE you gather information and agree on a plan before switching to ACT MODE.", "",
                 "====", "", "CAPABILITIES", "",
                 "- You can run commands, list and search files, read and edit files, view source definitions, use a "
                 "browser and ask follow-up questions.", "", "====", "",
                 P.agent_rules_block(c.rng, c.ws, self.brand[0], xml=True), "", "====", "", P.sysinfo_block(c.ws), "",
                 "====", "", P.objective_block()]
        r = [a for a in c.atts if a["type"] == "rules"]
        if r:
            parts += ["", "====", "", "USER'S CUSTOM INSTRUCTIONS", "", f"# {r[0]['path']}", "", r[0]["text"]]
        return "\n".join(parts)

    def env_details(self, c, first):
        vis = c.ws["src_files"][0]
        tabs = "\n".join(c.rng.sample(c.ws["src_files"], min(4, len(c.ws["src_files"]))))
        zn, off = tz(c.rng)
        s = f"<environment_details>\n# VSCode Visible Files\n{vis}\n\n# VSCode Open Tabs\n{tabs}\n\n# Current Time\n{P._date(c.rng).strftime('%m/%d/%Y')}, {c.rng.randint(1, 12)}:{c.rng.randint(0, 59):02d}:{c.rng.randint(0, 59):02d} {c.rng.choice(['AM', 'PM'])} ({zn}, UTC{off})\n"
        if first:
            s += f"\n# Current Working Directory ({c.ws['root']}) Files\n{C.tree_text(c.ws)}\n"
        used = c.rng.randint(8000, 150000)
        s += f"\n# Context Window Usage\n{used:,} / 200K tokens used ({used * 100 // 200000}%)\n\n# Current Mode\n{self.mode_line(c)}\n</environment_details>"
        return s

    def user_msg(self, c, text, atts, first=True):
        ms = mention_prefix(atts)
        blocks = mention_blocks(c, atts, "cline")
        if first:
            body = f"<task>\n{text}" + ("\n\n" + "\n".join(ms) if ms else "") + "\n</task>"
        else:
            body = f"<feedback>\n{text}\n</feedback>" if c.rng.random() < 0.5 else text
        content = [{"type": "text", "text": body}] + [{"type": "text", "text": b} for b in blocks]
        content.append({"type": "text", "text": self.env_details(c, first)})
        return {"role": "user", "content": content}

    def result_header(self, st):
        a = st["action"]
        if a in ("read", "edit", "write", "diag"):
            return f"[{XML_NAME[a]} for '{st['args']['path']}'] Result:"
        if a == "run":
            return f"[execute_command for '{st['args']['command']}'] Result:"
        if a == "search":
            return f"[search_files for '{st['args']['pattern']}'] Result:"
        return f"[list_files for '{st['args']['path']}'] Result:"

    def result_body(self, st, ws):
        a = st["action"]
        if a == "run":
            return f"Command executed.\nExit code: {st['code']}\nOutput:\n{st['output']}"
        if a in ("edit", "write"):
            return (f"The content was successfully saved to {st['args']['path']}.\n\nBelow is the full updated content of the file "
                    f"as saved, including any auto-formatting:\n\n<final_file_content path=\"{st['args']['path']}\">\n"
                    f"{C.make_file(__import__('random').Random(len(st['args']['path'])), ws['lang'], 800, ws, path=st['args']['path'])['text']}\n</final_file_content>")
        if a == "search":
            return (f"Found {st['output'].count(chr(10)) + 1 if st['output'] != 'No matches found.' else 0} results.\n\n" + st["output"])
        return st["output"]

    def loop(self, c):
        msgs = []
        for i, st in enumerate(c.steps):
            think = c.rng.choice(["I need to understand the code before changing anything.", "Let me check the failing part.",
                                  "Next I'll verify the change by running the tests.", "I'll look for where this is defined."])
            msgs.append({"role": "assistant", "content": f"<thinking>\n{think}\n</thinking>\n\n{xml_call(st['action'], st['args'], c.ws, self.flavor)}"})
            content = [{"type": "text", "text": self.result_header(st)}, {"type": "text", "text": self.result_body(st, c.ws)}]
            if i == len(c.steps) - 1 and c.nudge:
                content.append({"type": "text", "text": f"<feedback>\n{c.nudge}\n</feedback>"})
            content.append({"type": "text", "text": self.env_details(c, False)})
            msgs.append({"role": "user", "content": content})
        return msgs

    def b_midloop(self, c):
        msgs = self.sys_msgs(c) + [self.user_msg(c, c.task, c.atts, True)] + self.loop(c)
        return self.done(c, *self.pack(c, msgs))

    def b_side_compact(self, c):
        msgs = self.sys_msgs(c) + [self.user_msg(c, c.task, c.atts, True)] + self.loop(c)
        msgs.append({"role": "user", "content": [{"type": "text", "text": P.CLINE_COMPACT}]})
        return self.done(c, *self.pack(c, msgs))


KILO_MODES = {k: (v[0], v[1].replace("You are Roo,", "You are Kilo Code,")) for k, v in P.ROO_MODES.items()}


class KiloCode(Cline):
    name = "kilo_code"
    wires = ("openai", "openai", "anthropic")
    shapes = {"first": 6, "first_embedded": 1, "followup": 2, "midloop": 8, "side_compact": 1, "side_commit": 2, "side_enhance": 1}
    models = ("kilo/auto", "anthropic/claude-sonnet-4", "z-ai/glm-4.5", "openai/gpt-5", "mistralai/devstral-medium", "qwen/qwen3-coder")
    flavor = "kilo"
    brand = ("Kilo Code", "https://kilocode.ai")

    def headers(self, c):
        h = super().headers(c)
        if c.wire != "anthropic":
            h["x-kilocode-version"] = c.rng.choice(["4.71.0", "4.84.1", "4.90.0"])
        return h

    def system(self, c):
        m = RooCode.pick_mode(self, c)
        name, role = KILO_MODES[m]
        docs = [t for t in CLINE_XML if t[0] not in ("replace_in_file", "plan_mode_respond", "new_task")]
        docs.insert(3, ("apply_diff", "Apply precise SEARCH/REPLACE changes to a file. The :start_line: hint is required.",
                        [("path", True, "File path."), ("diff", True, "Blocks of <<<<<<< SEARCH / ======= / >>>>>>> REPLACE.")], None))
        docs.append(("switch_mode", "Request a switch to another mode.", [("mode_slug", True, "Target mode."), ("reason", False, "Why.")], None))
        docs.append(("new_task", "Create a subtask in a chosen mode.", [("mode", True, "Mode slug."), ("message", True, "Instructions.")], None))
        docs.append(("update_todo_list", "Replace the task checklist.", [("todos", True, "Markdown checklist.")], None))
        parts = [role, "", "====", "", P.xml_tool_docs(docs), "", "====", "", P.agent_rules_block(c.rng, c.ws, "Kilo Code", xml=True),
                 "", "====", "", P.sysinfo_block(c.ws), "", "====", "", P.objective_block()]
        r = [a for a in c.atts if a["type"] == "rules"]
        if r:
            parts += ["", "====", "", "USER'S CUSTOM INSTRUCTIONS", "", f"Rules ({r[0]['path']}):", r[0]["text"]]
        return "\n".join(parts)

    def env_details(self, c, first):
        return RooCode.env_details(self, c, first)

    mode_names = KILO_MODES
    pick_mode = RooCode.pick_mode

    def result_header(self, st):
        a = st["action"]
        if a == "edit":
            return f"[apply_diff for '{st['args']['path']}'] Result:"
        if a == "read":
            return f"[read_file for '{st['args']['path']}'. Reading several files in one call is faster.] Result:"
        return super().result_header(st)

    def result_body(self, st, ws):
        if st["action"] == "read":
            return (f"<files>\n<file><path>{st['args']['path']}</path>\n<content lines=\"1-{st['output'].count(chr(10)) + 1}\">\n"
                    f"{C.number_lines(st['output'], 1, 'pipe')}\n</content>\n</file>\n</files>")
        if st["action"] == "run":
            return f"Command executed in terminal within working directory '{ws['root']}'. Exit code: {st['code']}\nOutput:\n{st['output']}"
        return super().result_body(st, ws)

    def b_side_compact(self, c):
        msgs = [{"role": "system", "content": P.CONDENSE_SYS}, self.user_msg(c, c.task, c.atts, True)] + self.loop(c)
        msgs.append({"role": "user", "content": P.CONDENSE_USER})
        return self.done(c, *self.pack(c, msgs))

    def b_side_commit(self, c):
        msgs = [{"role": "user", "content": P.KILO_COMMIT + "\n\n" + fence("", c.diff, "diff")}]
        return self.done(c, *self.pack(c, msgs, stream=False))

    def b_side_enhance(self, c):
        return RooCode.b_side_enhance(self, c)


FAMILIES = [JetBrainsAI(), CopilotChat(), CopilotAgent(), CopilotJetBrains(), CopilotVS(), Cody(), ContinueChat(),
            ContinueAgent(), CursorAsk(), CursorAgent(), Windsurf(), Tabnine(), AmazonQ(), Gemini(), Zed(), Void(),
            Augment(), RooCode(), Cline(), KiloCode()]
BY_NAME = {f.name: f for f in FAMILIES}
FAMILY_NAMES = [f.name for f in FAMILIES]
