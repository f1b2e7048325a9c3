"""Editor plugins with chat + completion: Cody, Tabnine, CodeGPT/ProxyAI, Bito, Codeium-like, Supermaven-like,
Tabby, Twinny, llama.vim / llama.vscode."""
from __future__ import annotations

from . import vocab as V
from .base import Family, rules_text, PROJECT_RULES, fim_pieces, fim_prompt, snippet_comments, FIM_TEMPLATES
from .common import S, L, tool, fence, with_ctx_inline, assistant_answer, trajectory


def _crec(fam, rng, p, ep, body, kind, headers=None):
    return {"id": None, "family": fam.name, "shape": "completion", "endpoint": ep, "headers": headers or fam.headers(rng, p, "completion"),
            "body": body, "label": S, "ask": None, "lang": "en", "kind": kind}


def _commit_side(fam, rng, p, instr):
    msgs = [{"role": "user", "content": instr + "\n\n" + V.gen_diff(rng, p)}]
    body = fam.body(rng, None, msgs, None, "side")
    return fam.rec(rng, "side_call", p, body, S, None, "en", "commit")


# ====================================================================== Sourcegraph Cody
class Cody(Family):
    name = "cody"
    has_completion = True
    endpoint = "/.api/completions/stream"

    def headers(self, rng, p, shape):
        return {"content-type": "application/json; charset=utf-8", "x-requested-with": f"Sourcegraph {rng.choice(['vscode', 'jetbrains'])}/1.{rng.randint(60, 98)}.0",
                "x-sourcegraph-client-name": rng.choice(["vscode", "jetbrains"]), "user-agent": f"vscode/1.{rng.randint(60, 98)}.0 (Node.js v20.18.1)",
                "x-sourcegraph-interaction-id": V.uuid(rng)}

    def _preamble(self, rng):
        return ("You are Cody, an AI coding assistant from Sourcegraph. You answer questions about code and write code. "
                "Keep answers focused; cite file paths you were given. If you were not given a file, say so instead of guessing.")

    def _ctx_pairs(self, rng, item, p):
        out = []
        ctx = item["context"]
        if ctx is not None:
            out.append({"speaker": "human", "text": f"Codebase context from file {ctx.get('path') or 'selection'}:\n```{ctx['lang']}:{ctx.get('path') or 'selection'}\n{ctx['text']}\n```"
                        + (f"\nError output:\n```\n{ctx['error']}\n```" if ctx.get("error") else "")})
            out.append({"speaker": "assistant", "text": "Ok."})
        for _ in range(rng.randint(0, 3)):
            f = rng.choice(p["files"])
            out.append({"speaker": "human", "text": f"Codebase context from file {f}:\n```{p['fence']}:{f}\n{V.gen_function(rng, p['lang'])[1]}```"})
            out.append({"speaker": "assistant", "text": "Ok."})
        return out

    def _body(self, rng, msgs):
        return {"messages": msgs, "maxTokensToSample": rng.choice([4000, 8000]), "temperature": 0, "topK": -1, "topP": -1,
                "model": rng.choice(["anthropic::2024-10-22::claude-3-5-sonnet-latest", "anthropic::2023-06-01::claude-sonnet-4", "openai::2024-02-01::gpt-4o", "google::v1::gemini-2.0-flash"]),
                "stream": True}

    def first(self, rng, item, prev=None):
        p = V.project(rng)
        msgs = [{"speaker": "system", "text": self._preamble(rng)}] if rng.random() < 0.7 else \
            [{"speaker": "human", "text": self._preamble(rng)}, {"speaker": "assistant", "text": "I am Cody. Ready."}]
        msgs += self._ctx_pairs(rng, item, p)
        for pi in prev or []:
            msgs += [{"speaker": "human", "text": pi["ask"]}, {"speaker": "assistant", "text": assistant_answer(rng)}]
        msgs.append({"speaker": "human", "text": item["ask"]})
        msgs.append({"speaker": "assistant"})
        ep = self.endpoint + f"?api-version={rng.choice([1, 2, 8])}&client-name=vscode&client-version=1.{rng.randint(60, 98)}.0"
        return self.rec(rng, "followup" if prev else "first_turn", p, self._body(rng, msgs), item["label"], item["ask"], item["lang"], item["kind"], endpoint=ep)

    def followup(self, rng, item, prev):
        return self.first(rng, item, prev)

    def pasted_retry(self, rng, task):
        p = V.project(rng)
        msgs = [{"speaker": "system", "text": self._preamble(rng)}, {"speaker": "human", "text": task["ask"]}, {"speaker": "assistant", "text": assistant_answer(rng)},
                {"speaker": "human", "text": f"I applied that and ran `{p['test']}`:\n```\n{V.test_output(rng, p, True)}\n```"}, {"speaker": "assistant"}]
        return self.rec(rng, "retry", p, self._body(rng, msgs), L, None, task["lang"], "pasted_output", endpoint=self.endpoint + "?api-version=1")

    def side_builders(self):
        return [self.side_commit, self.side_title]

    def side_commit(self, rng, item, task, p):
        msgs = [{"speaker": "system", "text": "You write git commit messages."},
                {"speaker": "human", "text": "Here is a git diff:\n<diff>\n" + V.gen_diff(rng, p) + "</diff>\nWrite a commit message for it: a summary line, a blank line, then bullet points."},
                {"speaker": "assistant"}]
        return self.rec(rng, "side_call", p, self._body(rng, msgs), S, None, "en", "commit", endpoint=self.endpoint + "?api-version=1")

    def side_title(self, rng, item, task, p):
        msgs = [{"speaker": "human", "text": f"Give this chat a title of at most 6 words. The first message was:\n\n{item['ask']}\n\nReply with the title only."}, {"speaker": "assistant"}]
        return self.rec(rng, "side_call", p, self._body(rng, msgs), S, None, item["lang"], "title", endpoint=self.endpoint + "?api-version=1")

    def completion(self, rng):
        p = V.project(rng)
        lang, path, prefix, suffix = fim_pieces(rng)
        c = V.LANGS[lang]["comment"]
        head = "".join(f"{c} Here is a reference snippet from {rng.choice(p['files'])}:\n" + "".join(f"{c} {l}\n" for l in V.gen_function(rng, lang)[1].split("\n")[:6])
                       for _ in range(rng.randint(0, 2)))
        fmt, prompt, stops, model = fim_prompt(rng, head + f"{c} {path}\n" + prefix, suffix, rng.choice(["starcoder", "deepseek", "codestral"]))
        body = {"prompt": prompt, "maxTokensToSample": 256, "temperature": 0.2, "topK": 0, "stopSequences": stops + ["\n\n"],
                "model": rng.choice(["fireworks/starcoder", "fireworks/deepseek-coder-v2-lite-base", "mistral/codestral-latest"]), "timeoutMs": 7000, "stream": True}
        return _crec(self, rng, p, "/.api/completions/code", body, "fim")


# ====================================================================== Tabnine
class Tabnine(Family):
    name = "tabnine"
    models = ["tabnine-protected", "gpt-4o", "claude-3-7-sonnet", "codestral"]

    def headers(self, rng, p, shape):
        return {"content-type": "application/json", "user-agent": f"TabNine/{rng.randint(4, 5)}.{rng.randint(100, 300)}.0", "x-tabnine-client": rng.choice(["vscode", "jetbrains"])}

    def system(self, rng, p, mode):
        return ("You are Tabnine, a coding assistant in the IDE. Use the editor context provided with each question. "
                "If the answer needs code, give complete runnable snippets. " + rules_text(rng, (1, 3)).replace("\n", " "))

    def wrap(self, rng, item, p, mode):
        ctx = item["context"]
        head = f"Current file: {ctx.get('path') if ctx and ctx.get('path') else rng.choice(p['files'])}\nLanguage: {ctx['lang'] if ctx else p['lang']}\n"
        if ctx is not None:
            head += f"Selected code:\n```\n{ctx['text']}\n```\n" + (f"Diagnostics:\n{ctx['error']}\n" if ctx.get("error") else "")
        elif rng.random() < 0.4:
            head += f"Visible code:\n```\n{V.gen_function(rng, p['lang'])[1]}```\n"
        return f"{head}\nQuestion: {item['ask']}"

    def side_builders(self):
        return [self.side_title]


# ====================================================================== CodeGPT / ProxyAI (JetBrains)
class CodeGPT(Family):
    name = "codegpt"
    has_completion = True
    models = ["gpt-4o", "gpt-4.1-mini", "claude-3-7-sonnet", "qwen2.5-coder:7b", "codestral-latest"]

    def headers(self, rng, p, shape):
        return {"content-type": "application/json", "user-agent": "okhttp/4.12.0", "x-llm-application-tag": rng.choice(["codegpt-chat", "proxyai-chat"])}

    def system(self, rng, p, mode):
        return ("You are an AI programming assistant. Follow the user's requirements carefully. When you write code, use Markdown code blocks "
                "with the language and, when known, the file path after a colon, e.g. ```java:src/Main.java. Keep explanations brief.")

    def wrap(self, rng, item, p, mode):
        ctx = item["context"]
        if ctx is None:
            return item["ask"]
        files = f"```{ctx['lang']}:{ctx.get('path') or 'selection'}\n{ctx['text']}\n```" + (f"\n\n```\n{ctx['error']}\n```" if ctx.get("error") else "")
        return f"Use the following context to answer the question at the end:\n\n{files}\n\nQuestion: {item['ask']}" if rng.random() < 0.6 else f"{item['ask']}\n\n{files}"

    def side_builders(self):
        return [lambda rng, item, task, p: _commit_side(self, rng, p, "Write a short and descriptive git commit message for the following git diff. "
                                                         "Use imperative mood, max 72 characters for the title, and return only the message."),
                self.side_names]

    def side_names(self, rng, item, task, p):
        name, code = V.gen_function(rng, p["lang"])
        msgs = [{"role": "user", "content": f"Suggest up to 5 alternative names for `{name}` based on this code. Return a comma-separated list only.\n{code}"}]
        return self.rec(rng, "side_call", p, self.body(rng, None, msgs), S, None, "en", "name_suggestion")

    def completion(self, rng):
        p = V.project(rng)
        lang, path, prefix, suffix = fim_pieces(rng)
        fmt, prompt, stops, model = fim_prompt(rng, prefix, suffix)
        body = {"model": model, "prompt": prompt, "max_tokens": rng.choice([64, 128, 256]), "temperature": 0.1, "stream": True, "stop": stops}
        return _crec(self, rng, p, "/v1/completions", body, "fim")


# ====================================================================== Bito
class Bito(Family):
    name = "bito"
    models = ["bito-advanced", "gpt-4o", "claude-sonnet-4"]

    def headers(self, rng, p, shape):
        return {"content-type": "application/json", "user-agent": f"Bito-VSCode/1.{rng.randint(3, 9)}.{rng.randint(0, 9)}", "x-bito-session": V.uuid(rng)}

    def system(self, rng, p, mode):
        return ("You are Bito, an AI assistant for developers. Use the IDE context to answer. Reply with Markdown. "
                "If code is selected, the question is about that code.")

    def wrap(self, rng, item, p, mode):
        ctx = item["context"]
        s = f"### IDE context\nWorkspace: {p['name']}\nActive file: {ctx.get('path') if ctx and ctx.get('path') else rng.choice(p['files'])}\n"
        if ctx is not None:
            s += f"### Selected code\n```{ctx['lang']}\n{ctx['text']}\n```\n" + (f"### Error\n```\n{ctx['error']}\n```\n" if ctx.get("error") else "")
        return s + f"### User question\n{item['ask']}"

    def side_builders(self):
        return [self.side_title, lambda rng, item, task, p: _commit_side(self, rng, p, "Summarize these changes as a commit message (title + 3 bullets max).")]


# ====================================================================== Codeium-like
class CodeiumLike(Family):
    name = "codeium_like"
    has_completion = True
    models = ["codeium-chat", "gpt-4o", "claude-3-5-sonnet"]

    def headers(self, rng, p, shape):
        return {"content-type": "application/json", "user-agent": f"codeium-language-server/1.{rng.randint(10, 40)}.{rng.randint(0, 9)}",
                "x-codeium-ide": rng.choice(["vscode", "jetbrains", "neovim", "emacs"])}

    def system(self, rng, p, mode):
        return "You are an AI coding assistant. Answer with code when helpful. The user's editor state is given in the message."

    def wrap(self, rng, item, p, mode):
        ctx = item["context"]
        s = ""
        if ctx is not None:
            s = f"[Context: {ctx.get('path') or 'selection'}]\n{ctx['text']}\n" + (f"[Terminal]\n{ctx['error']}\n" if ctx.get("error") else "") + "\n"
        return s + item["ask"]

    def completion(self, rng):
        p = V.project(rng)
        lang, path, prefix, suffix = fim_pieces(rng)
        body = {"metadata": {"ide_name": rng.choice(["vscode", "jetbrains", "neovim"]), "ide_version": "1.96.2", "extension_version": "1.30.4", "session_id": V.uuid(rng), "request_id": rng.randint(1, 9999)},
                "document": {"text": prefix + suffix, "editor_language": lang, "language": lang.upper(), "cursor_offset": len(prefix), "relative_path": path, "line_ending": "\n"},
                "editor_options": {"tab_size": 4, "insert_spaces": True},
                "other_documents": [{"relative_path": rng.choice(p["files"]), "text": V.gen_function(rng, lang)[1], "editor_language": lang} for _ in range(rng.randint(0, 2))]}
        return _crec(self, rng, p, "/exa.language_server_pb.LanguageServerService/GetCompletions", body, "fim")


# ====================================================================== Supermaven-like
class SupermavenLike(Family):
    name = "supermaven_like"
    has_completion = True
    models = ["gpt-4o", "claude-3-7-sonnet", "claude-sonnet-4"]

    def headers(self, rng, p, shape):
        return {"content-type": "application/json", "user-agent": "supermaven-agent/0.2", "x-sm-client": rng.choice(["vscode", "jetbrains", "nvim"])}

    def system(self, rng, p, mode):
        return "You are a coding assistant. The user's recent edits and attached files are included. Be concise."

    def wrap(self, rng, item, p, mode):
        ctx = item["context"]
        parts = []
        if rng.random() < 0.5:
            parts.append("Recent changes:\n```diff\n" + V.gen_diff(rng, p, 1) + "```")
        if ctx is not None:
            parts.append(f"Attached {ctx.get('path') or 'snippet'}:\n```{ctx['lang']}\n{ctx['text']}\n```" + (f"\n```\n{ctx['error']}\n```" if ctx.get("error") else ""))
        parts.append(item["ask"])
        return "\n\n".join(parts)

    def completion(self, rng):
        p = V.project(rng)
        lang, path, prefix, suffix = fim_pieces(rng)
        body = {"kind": "state_update", "newId": str(rng.randint(1, 99999)), "updates": [
            {"kind": "file_update", "path": f"{p['root']}/{path}", "content": prefix + suffix},
            {"kind": "cursor_update", "path": f"{p['root']}/{path}", "offset": len(prefix)}]
            + [{"kind": "file_update", "path": f"{p['root']}/{rng.choice(p['files'])}", "content": V.gen_function(rng, lang)[1]} for _ in range(rng.randint(0, 2))]}
        return _crec(self, rng, p, "/v1/state_update", body, "fim")


# ====================================================================== Tabby
class Tabby(Family):
    name = "tabby"
    has_completion = True
    models = ["Qwen2.5-Coder-7B-Instruct", "StarCoder2-7B", "DeepSeek-Coder-V2-Lite"]

    def headers(self, rng, p, shape):
        return {"content-type": "application/json", "user-agent": f"tabby-agent/1.{rng.randint(6, 12)}.0 {rng.choice(['vscode/1.96.2', 'IntelliJ/2025.1', 'Neovim/0.10.2'])}"}

    def system(self, rng, p, mode):
        return "You are Tabby, a self-hosted coding assistant. Answer developer questions clearly; use the attached snippets when present."

    def wrap(self, rng, item, p, mode):
        ctx = item["context"]
        if ctx is None:
            return item["ask"]
        cmd = rng.random()
        snippet = f"```{ctx['lang']} title=\"{ctx.get('path') or 'selection'}\"\n{ctx['text']}\n```" + (f"\n```\n{ctx['error']}\n```" if ctx.get("error") else "")
        return f"{item['ask']}\n\n{snippet}" if cmd < 0.7 else f"{snippet}\n\n{item['ask']}"

    def side_builders(self):
        return [lambda rng, item, task, p: _commit_side(self, rng, p, "Generate a commit message based on the given diff. Reply with the message only.")]

    def completion(self, rng):
        p = V.project(rng)
        lang, path, prefix, suffix = fim_pieces(rng)
        if rng.random() < 0.6:  # tabby agent -> tabby server
            body = {"language": lang, "segments": {"prefix": prefix, "suffix": suffix, "filepath": path, "git_url": f"https://github.com/{p['org']}/{p['name']}.git",
                                                   "declarations": [{"filepath": rng.choice(p["files"]), "body": V.gen_function(rng, lang)[1]}],
                                                   "relevant_snippets_from_changed_files": [{"filepath": rng.choice(p["files"]), "body": V.gen_function(rng, lang)[1], "score": round(rng.random(), 3)}],
                                                   "clipboard": ""},
                    "temperature": None, "mode": "standard"}
            return _crec(self, rng, p, "/v1/completions", body, "fim")
        fmt, prompt, stops, model = fim_prompt(rng, prefix, suffix, rng.choice(["codellama", "starcoder", "qwen"]))
        body = {"model": model, "prompt": prompt, "max_tokens": 64, "temperature": 0.1, "stream": True, "stop": stops}
        return _crec(self, rng, p, "/v1/completions", body, "fim", {"content-type": "application/json", "user-agent": "tabby/0.30.0"})


# ====================================================================== Twinny
class Twinny(Family):
    name = "twinny"
    has_completion = True
    models = ["codellama:7b-instruct", "qwen2.5-coder:7b", "llama3.1:8b"]

    def headers(self, rng, p, shape):
        return {"content-type": "application/json", "user-agent": "node-fetch", "accept": "*/*"}

    def system(self, rng, p, mode):
        return "You are a helpful, respectful and honest coding assistant. Always reply using markdown. Be clear and concise."

    def wrap(self, rng, item, p, mode):
        ctx = item["context"]
        if ctx is None:
            return item["ask"]
        return f"{item['ask']}\n\n```{ctx['lang']}\n{ctx['text']}\n```" + (f"\n\n{ctx['error']}" if ctx.get("error") else "")

    def side_builders(self):
        return [lambda rng, item, task, p: _commit_side(self, rng, p, "Write a short commit message (one line, lower case, conventional prefix) for these changes. Output the message only:")]

    def completion(self, rng):
        p = V.project(rng)
        lang, path, prefix, suffix = fim_pieces(rng)
        c = V.LANGS[lang]["comment"]
        head = f"{c} Language: {lang}\n{c} File uri: file://{p['root']}/{path} ({lang})\n"
        fmt, prompt, stops, model = fim_prompt(rng, head + prefix, suffix, rng.choice(["codellama", "deepseek", "starcoder", "codegemma"]))
        body = {"model": model, "prompt": prompt, "stream": True, "keep_alive": "5m", "options": {"temperature": 0.2, "num_predict": 512}}
        return _crec(self, rng, p, "/api/generate", body, "fim")


# ====================================================================== llama.vim / llama.vscode
LLAMA_TOOLS = [
    tool("read_file", "Read a file of the workspace.", {"file_path": ("string", "Relative path"), "first_line": ("integer", "From"), "last_line_inclusive": ("integer", "To")}, ["file_path"]),
    tool("list_directory", "List a directory.", {"directory_path": ("string", "Path")}),
    tool("regex_search", "Search the workspace with a regex.", {"regex": ("string", "Pattern")}),
    tool("edit_file", "Apply SEARCH/REPLACE edits to a file.", {"input": ("string", "Edit blocks")}),
    tool("run_terminal_command", "Run a terminal command.", {"command": ("string", "Command")}),
    tool("ask_user", "Ask the user a question.", {"question": ("string", "Question")}),
]


class LlamaVscode(Family):
    name = "llama_vscode"
    has_completion = True
    has_loop = True
    models = ["qwen2.5-coder-7b-instruct", "gpt-oss-20b", "qwen3-coder-30b-a3b"]

    def headers(self, rng, p, shape):
        return {"content-type": "application/json", "user-agent": rng.choice(["axios/1.7.9", "Vim/9.1 curl/8.5.0", "Neovim curl/8.7.1"])}

    def modes(self, rng, label):
        return rng.choice(["chat", "agent"])

    def tools_for(self, mode):
        return LLAMA_TOOLS if mode == "agent" else None

    def system(self, rng, p, mode):
        if mode == "agent":
            return ("You are a coding agent running against a local llama.cpp server. Use the tools to inspect and edit the workspace at "
                    f"{p['root']}. Keep tool calls small; the context is limited.\n" + rules_text(rng, (2, 5)))
        return "You are a helpful coding assistant."

    def map_step(self, s):
        a, g = s["action"], s["args"]
        return {"list": ("list_directory", {"directory_path": g.get("path", ".")}), "read": ("read_file", {"file_path": g.get("path", "")}),
                "grep": ("regex_search", {"regex": g.get("pattern", "")}), "glob": ("regex_search", {"regex": g.get("pattern", "")}),
                "edit": ("edit_file", {"input": f"{g.get('path', '')}\n<<<<<<< SEARCH\n{g.get('old', '')}\n=======\n{g.get('new', '')}\n>>>>>>> REPLACE"}),
                "write": ("edit_file", {"input": f"{g.get('path', '')}\n<<<<<<< SEARCH\n=======\n{g.get('content', '')}\n>>>>>>> REPLACE"}),
                "run": ("run_terminal_command", {"command": g.get("cmd", "")})}[a]

    def side_builders(self):
        return [lambda rng, item, task, p: _commit_side(self, rng, p, "Create a git commit message for the following diff. Output only the message, first line under 60 characters.")]

    def completion(self, rng):
        p = V.project(rng)
        lang, path, prefix, suffix = fim_pieces(rng)
        pl = prefix.split("\n")
        cur = pl[-1]
        body = {"input_prefix": "\n".join(pl[:-1]) + "\n", "input_suffix": suffix, "prompt": cur,
                "input_extra": [{"filename": rng.choice(p["files"]), "text": V.gen_function(rng, lang)[1]} for _ in range(rng.randint(0, 4))],
                "n_predict": 128, "top_k": 40, "top_p": 0.99, "stream": False, "samplers": ["top_k", "top_p", "infill"],
                "cache_prompt": True, "t_max_prompt_ms": 500, "t_max_predict_ms": rng.choice([250, 1000]),
                "response_fields": ["content", "timings/prompt_n", "timings/predicted_n", "truncated", "tokens_cached"]}
        return _crec(self, rng, p, "/infill", body, "fim")


FAMILIES = [Cody(), Tabnine(), CodeGPT(), Bito(), CodeiumLike(), SupermavenLike(), Tabby(), Twinny(), LlamaVscode()]
