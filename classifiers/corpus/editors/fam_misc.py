"""Notebook, chat front-ends, shell assistants, aider, PR review bots, workflow nodes, plain curl / SDK scripts."""
from __future__ import annotations

import json

from . import vocab as V
from .base import Family, rules_text, PROJECT_RULES, fim_pieces, chat_answer_pair
from .common import (S, L, tool, with_ctx_inline, fence, assistant_answer, trajectory, steps_to_msgs, history_text,
                     to_openai, call_id)


def _sdk_headers(rng, lang="python"):
    if lang == "python":
        v = f"1.{rng.randint(40, 109)}.{rng.randint(0, 5)}"
        return {"content-type": "application/json", "user-agent": f"OpenAI/Python {v}", "x-stainless-lang": "python",
                "x-stainless-package-version": v, "x-stainless-os": rng.choice(["Linux", "MacOS"]), "x-stainless-arch": rng.choice(["x64", "arm64"]),
                "x-stainless-runtime": "CPython", "x-stainless-runtime-version": f"3.{rng.randint(10, 13)}.{rng.randint(0, 9)}", "x-stainless-retry-count": "0"}
    v = f"4.{rng.randint(60, 104)}.0"
    return {"content-type": "application/json", "user-agent": f"OpenAI/JS {v}", "x-stainless-lang": "js", "x-stainless-package-version": v,
            "x-stainless-runtime": "node", "x-stainless-runtime-version": f"v{rng.choice([18, 20, 22])}.{rng.randint(0, 19)}.0"}


# ====================================================================== Jupyter AI
NB_TOOLS = [
    tool("read_notebook", "Return the cells of the active notebook with their outputs.", {"path": ("string", "Notebook path")}),
    tool("edit_cell", "Replace the source of a cell.", {"cell_id": ("string", "Cell id"), "source": ("string", "New source")}),
    tool("add_cell", "Insert a new cell.", {"index": ("integer", "Position"), "cell_type": ("enum", "code or markdown", ["code", "markdown"]), "source": ("string", "Source")}),
    tool("run_cell", "Execute a cell and return its outputs.", {"cell_id": ("string", "Cell id")}),
    tool("list_files", "List files next to the notebook.", {"path": ("string", "Directory")}),
    tool("read_file", "Read a file.", {"path": ("string", "Path")}),
]


class JupyterAI(Family):
    name = "jupyter_ai"
    has_completion = True
    has_loop = True
    models = ["gpt-4o", "claude-3-7-sonnet-20250219", "mistral-large-latest", "llama3.1:8b"]

    def headers(self, rng, p, shape):
        return _sdk_headers(rng, "python")

    def modes(self, rng, label):
        return rng.choice(["chat", "magic", "agent"])

    def tools_for(self, mode):
        return NB_TOOLS if mode == "agent" else None

    def system(self, rng, p, mode):
        if mode == "magic":
            return None
        return ("You are Jupyternaut, a conversational assistant inside JupyterLab. You help people explore data and write code in notebooks. "
                "Use Markdown; put code in fenced blocks; format math as LaTeX. If you do not know, say so.\n"
                + ("You can read and change the open notebook with tools." if mode == "agent" else ""))

    def _cells(self, rng, n=3):
        cells = []
        for i in range(n):
            src = rng.choice(["import pandas as pd\ndf = pd.read_csv('data/sales.csv')", "df.groupby('region')['amount'].sum().plot(kind='bar')",
                              "df['date'] = pd.to_datetime(df['date'])\ndf = df.set_index('date')", "model.fit(X_train, y_train)",
                              "X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.2)", "df.describe()"])
            cells.append((i + 1, src))
        return cells

    def wrap(self, rng, item, p, mode):
        ctx = item["context"]
        if mode == "magic":
            s = item["ask"]
            if ctx is not None:
                s += f"\n\n```{ctx['lang']}\n{ctx['text']}\n```"
                if ctx.get("error"):
                    s += f"\n\n{ctx['error']}"
            return s
        cells = self._cells(rng, rng.randint(1, 4))
        nb = "\n".join(f"In [{i}]:\n{src}" for i, src in cells)
        s = f"Notebook context ({rng.choice(['analysis.ipynb', 'eda.ipynb', 'train.ipynb'])}):\n```\n{nb}\n```\n\n" if rng.random() < 0.5 else ""
        if ctx is not None:
            s += f"Selected cell:\n```{ctx['lang']}\n{ctx['text']}\n```\n" + (f"Error output:\n```\n{ctx['error']}\n```\n" if ctx.get("error") else "")
        return s + item["ask"]

    def map_step(self, s):
        a, g = s["action"], s["args"]
        return {"list": ("list_files", {"path": g.get("path", ".")}), "read": ("read_file", {"path": g.get("path", "")}),
                "grep": ("read_notebook", {"path": "analysis.ipynb"}), "glob": ("list_files", {"path": "."}),
                "edit": ("edit_cell", {"cell_id": V.hex_id(__import__("random").Random(len(g.get("path", ""))), 8), "source": g.get("new", "")}),
                "write": ("add_cell", {"index": 3, "cell_type": "code", "source": g.get("content", "")}),
                "run": ("run_cell", {"cell_id": "c" + str(len(g.get("cmd", ""))) })}[a]

    def side_builders(self):
        return [self.side_fix]

    def side_fix(self, rng, item, task, p):
        """The /fix command: a cell and its error are given; the answer is a fixed cell (single step)."""
        lang = "python"
        name, code = V.gen_function(rng, lang)
        msgs = [{"role": "user", "content": f"The user ran a code cell that raised an error. Propose a corrected version of the cell.\n\nCell:\n```python\n{code}\n```\n\n"
                 f"Error:\n```\n{V.traceback_text(rng, lang, name)}\n```\n\nExtra instruction from the user: {rng.choice(['', 'keep it short', 'explain the fix'])}"}]
        return self.rec(rng, "side_call", p, self.body(rng, self.system(rng, p, "chat"), msgs), S, None, "en", "fix_cell")

    def completion(self, rng):
        p = V.project(rng)
        lang, path, prefix, suffix = fim_pieces(rng, "python")
        user = (f"The document is called `{rng.choice(['analysis', 'train', 'untitled'])}.ipynb` and written in python.\n"
                + (f"The code after the completion request is:\n\n```\n{suffix[:800]}\n```\n\n" if rng.random() < 0.6 else "")
                + f"Complete the following code:\n\n```\n{prefix[-1500:]}")
        body = {"model": rng.choice(self.models), "messages": [{"role": "system", "content": "You produce code completions for JupyterLab cells. Output only the code that continues the input, no fences, no prose."},
                                                              {"role": "user", "content": user}], "stream": True, "temperature": 0.2}
        return {"id": None, "family": self.name, "shape": "completion", "endpoint": "/v1/chat/completions", "headers": self.headers(rng, p, "completion"),
                "body": body, "label": S, "ask": None, "lang": "en", "kind": "inline_completion"}


# ====================================================================== Chat front-ends
class OpenWebUI(Family):
    name = "open_webui"
    models = ["llama3.1:8b", "qwen2.5-coder:32b", "gpt-4o", "mistral-small3.1", "gemma3:27b"]

    def __init__(self):
        self.wire = "openai"

    def headers(self, rng, p, shape):
        h = {"content-type": "application/json", "user-agent": f"Python/3.11 aiohttp/3.{rng.randint(9, 12)}.{rng.randint(0, 15)}"}
        if rng.random() < 0.4:
            h.update({"x-openwebui-user-name": rng.choice(V.USERS), "x-openwebui-user-id": V.uuid(rng), "x-openwebui-user-role": "user",
                      "x-openwebui-chat-id": V.uuid(rng)})
        return h

    def system(self, rng, p, mode):
        return None if rng.random() < 0.6 else rng.choice(["You are a senior engineer. Be direct.", "Answer in Markdown.", "You are a helpful assistant."])

    def wrap(self, rng, item, p, mode):
        ctx = item["context"]
        if ctx is not None and rng.random() < 0.3:
            return (f"### Task:\nAnswer the user's query using the provided context. Cite the source id when you use it.\n\n"
                    f"<context>\n<source id=\"1\" name=\"{ctx.get('path') or 'upload.txt'}\">{ctx['text']}</source>\n</context>\n\n<user_query>\n{item['ask']}\n</user_query>")
        return with_ctx_inline(item["ask"], ctx, rng)

    def side_builders(self):
        return [self.side_title, self.side_tags, self.side_followups]

    def _hist(self, rng, item):
        return f"USER: {item['ask']}\nASSISTANT: {assistant_answer(rng)[:400]}"

    def _task(self, rng, item, p, task, guide, out, kind):
        content = f"### Task:\n{task}\n### Guidelines:\n{guide}\n### Output:\n{out}\n### Chat History:\n<chat_history>\n{self._hist(rng, item)}\n</chat_history>"
        body = {"model": rng.choice(self.models), "messages": [{"role": "user", "content": content}], "stream": False}
        return self.rec(rng, "side_call", p, body, S, None, item["lang"], kind)

    def side_title(self, rng, item, task, p):
        return self._task(rng, item, p, "Write a 3-5 word title with an emoji that captures the chat's main theme.",
                          "- Keep it short and clear\n- Use the chat's main language", "JSON: { \"title\": \"...\" }", "title")

    def side_tags(self, rng, item, task, p):
        return self._task(rng, item, p, "Produce 1-3 broad tags for the chat's domain, plus 1-3 more specific subtopic tags.",
                          "- Prefer broad domains (Science, Technology, ...)\n- Use the chat's main language", "JSON: { \"tags\": [\"...\"] }", "tags")

    def side_followups(self, rng, item, task, p):
        return self._task(rng, item, p, "Suggest 3-5 follow-up questions the user might ask next.", "- Phrase from the user's point of view",
                          "JSON: { \"follow_ups\": [\"...\"] }", "followups")


class LibreChat(OpenWebUI):
    name = "librechat"
    has_loop = True
    models = ["gpt-4o", "claude-sonnet-4-20250514", "gemini-2.5-flash", "deepseek-chat"]
    TOOLS = [tool("execute_code", "Run code in a sandbox and return stdout/stderr.", {"lang": ("string", "Language"), "code": ("string", "Code")}),
             tool("file_search", "Search the user's uploaded files.", {"query": ("string", "Query")}),
             tool("web_search", "Search the web.", {"query": ("string", "Query")})]

    def headers(self, rng, p, shape):
        return _sdk_headers(rng, "js")

    def tools_for(self, mode):
        return self.TOOLS if mode == "agent" else None

    def modes(self, rng, label):
        return rng.choice(["chat", "chat", "agent"])

    def map_step(self, s):
        a, g = s["action"], s["args"]
        if a == "run":
            return "execute_code", {"lang": "bash", "code": g["cmd"]}
        if a in ("grep", "glob", "read", "list"):
            return "file_search", {"query": g.get("pattern") or g.get("path") or "."}
        return "execute_code", {"lang": "python", "code": f"open('{g.get('path', 'x')}').write('...')"}

    def side_builders(self):
        return [self.side_title]

    def side_title(self, rng, item, task, p):
        msgs = [{"role": "system", "content": "Please generate a concise title of at most 5 words for this conversation, in its own language, with no punctuation or quotation marks. Return only the title."},
                {"role": "user", "content": f"User: {item['ask']}\nAI: {assistant_answer(rng)[:300]}"}]
        body = {"model": rng.choice(["gpt-4o-mini", "gpt-4.1-nano"]), "messages": msgs, "temperature": 0.2, "stream": False}
        return self.rec(rng, "side_call", p, body, S, None, item["lang"], "title")


class Chatbox(OpenWebUI):
    name = "chatbox"
    models = ["gpt-4o-mini", "deepseek-chat", "claude-3-5-sonnet-latest", "qwen-max"]

    def headers(self, rng, p, shape):
        return {"content-type": "application/json", "user-agent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) chatbox/1.13.2 Chrome/124.0.6367.243 Electron/30.5.1 Safari/537.36"}

    def system(self, rng, p, mode):
        return "You are a helpful assistant. You can help me by answering my questions. You can also ask me questions."

    def side_builders(self):
        return [self.side_title]

    def side_title(self, rng, item, task, p):
        msgs = [{"role": "user", "content": f"Name the conversation based on the chat record below. Give a concise name of at most 10 characters, without quotes, in the language of the conversation.\n\n```\n{item['ask'][:800]}\n```"}]
        body = {"model": rng.choice(self.models), "messages": msgs, "stream": True}
        return self.rec(rng, "side_call", p, body, S, None, item["lang"], "title")


# ====================================================================== Shell assistants
class ShellGPT(Family):
    name = "shell_gpt"
    models = ["gpt-4o", "gpt-4o-mini", "ollama/llama3.1"]

    def headers(self, rng, p, shape):
        return _sdk_headers(rng, "python")

    def modes(self, rng, label):
        return rng.choice(["default", "shell", "code"])

    def system(self, rng, p, mode):
        os_ = {"linux": "Linux/Ubuntu 24.04", "darwin": "Darwin/MacOS 15.1", "win32": "Windows 11"}[p["os"]]
        if mode == "shell":
            return f"Give only {p['shell'].split('/')[-1]} commands for {os_}, no description. If several steps are needed, chain them with &&. Output plain text, no Markdown."
        if mode == "code":
            return "Output only code, as plain text, with no description and no Markdown fences. If something is missing, pick the most sensible option."
        return f"You are ShellGPT, an assistant for programming and system administration on {os_} with {p['shell']}. Keep answers under 100 words unless asked. Use Markdown where useful."

    def wrap(self, rng, item, p, mode):
        ctx = item["context"]
        if ctx is None:
            return item["ask"]
        return f"{ctx['text']}" + (f"\n{ctx['error']}" if ctx.get("error") else "") + f"\n\n{item['ask']}"  # stdin piped before the prompt

    def extra_body(self, rng, shape):
        return {"temperature": 0.0, "top_p": 1.0}

    def pasted_retry(self, rng, task):
        p = V.project(rng)
        cmd = rng.choice([p["test"], "docker compose up -d", "kubectl apply -f k8s/", "make build", "terraform apply"])
        msgs = [{"role": "user", "content": task["ask"]}, {"role": "assistant", "content": cmd},
                {"role": "user", "content": f"{V.shell_output(rng, p, cmd)[0]}\nexit status {rng.choice([1, 2, 127])}\n\nthat failed, what now"}]
        body = self.body(rng, self.system(rng, p, "default"), msgs, None, "retry")
        return self.rec(rng, "retry", p, body, L, None, task["lang"], "pasted_output")

    def side_builders(self):
        return [self.side_describe]

    def side_describe(self, rng, item, task, p):
        cmd = rng.choice(["find . -name '*.log' -mtime +7 -delete", "tar -czf backup.tgz --exclude=node_modules .", "git log --since=2.weeks --author=dana --oneline",
                          "awk -F, 'NR>1{s+=$3} END{print s}' sales.csv", "ss -tulpn | grep LISTEN"])
        msgs = [{"role": "user", "content": cmd}]
        body = self.body(rng, "Explain the given shell command briefly: one sentence for the whole command, then one line per argument. Use Markdown.", msgs)
        return self.rec(rng, "side_call", p, body, S, None, "en", "describe_shell")


LLM_TOOLS = [tool("llm_time", "Return the current time.", {}, []),
             tool("run_shell", "Run a shell command (requires confirmation).", {"command": ("string", "Command")}),
             tool("read_path", "Read a text file.", {"path": ("string", "Path")}),
             tool("search_text", "grep -rn for a pattern.", {"pattern": ("string", "Pattern")})]


class LlmCli(Family):
    name = "llm_cli"
    has_loop = True
    models = ["gpt-4o-mini", "gpt-4.1", "claude-3.5-sonnet", "gemini-2.0-flash"]

    def headers(self, rng, p, shape):
        return _sdk_headers(rng, "python")

    def modes(self, rng, label):
        return rng.choice(["plain", "system", "tools"])

    def tools_for(self, mode):
        return LLM_TOOLS if mode == "tools" else None

    def system(self, rng, p, mode):
        if mode == "system":
            return rng.choice(["You are a terse senior engineer.", "answer in one paragraph", "Reply with code only."])
        return None

    def wrap(self, rng, item, p, mode):
        ctx = item["context"]
        if ctx is None:
            return item["ask"]
        return f"{ctx['text']}" + (f"\n{ctx['error']}" if ctx.get("error") else "") + f"\n{item['ask']}"

    def map_step(self, s):
        a, g = s["action"], s["args"]
        if a == "read":
            return "read_path", {"path": g["path"]}
        if a in ("grep", "glob"):
            return "search_text", {"pattern": g.get("pattern", "")}
        if a == "list":
            return "run_shell", {"command": f"ls -R {g.get('path', '.')}"}
        if a in ("edit", "write"):
            return "run_shell", {"command": f"sed -i 's/value = /if not data: return None\\n    value = /' {g.get('path', '')}"}
        return "run_shell", {"command": g["cmd"]}

    def side_builders(self):
        return [self.side_commit]

    def side_commit(self, rng, item, task, p):
        msgs = [{"role": "user", "content": V.gen_diff(rng, p)}]
        body = self.body(rng, "Write a git commit message for this diff: short subject, blank line, wrapped body.", msgs)
        return self.rec(rng, "side_call", p, body, S, None, "en", "commit")


AICHAT_TOOLS = [tool("fs_cat", "Read a file.", {"path": ("string", "Path")}), tool("fs_ls", "List a directory.", {"path": ("string", "Path")}),
                tool("fs_patch", "Apply a unified diff patch to a file.", {"path": ("string", "Path"), "contents": ("string", "Patch")}),
                tool("fs_write", "Write a file.", {"path": ("string", "Path"), "contents": ("string", "Content")}),
                tool("execute_command", "Run a shell command.", {"command": ("string", "Command")}),
                tool("web_search", "Search the web.", {"query": ("string", "Query")})]


class AIChat(Family):
    name = "aichat"
    has_loop = True
    models = ["gpt-4o", "claude-3-5-sonnet-20241022", "deepseek-chat", "gemini-2.0-flash"]

    def headers(self, rng, p, shape):
        return {"content-type": "application/json", "user-agent": f"aichat/0.{rng.randint(24, 30)}.0"}

    def modes(self, rng, label):
        return rng.choice(["role", "session", "agent"])

    def tools_for(self, mode):
        return AICHAT_TOOLS if mode == "agent" else None

    def system(self, rng, p, mode):
        if mode == "agent":
            return ("You are a coding agent with file system and shell functions. Work in " + p["root"] + ". " + rules_text(rng, (2, 4)).replace("\n", " "))
        return rng.choice([None, "Provide only shell commands for " + p["os"] + ", no explanation.", "You are a senior developer; answer with code blocks."])

    def wrap(self, rng, item, p, mode):
        ctx = item["context"]
        if ctx is None:
            return item["ask"]
        return f"{item['ask']}\n\n--- {ctx.get('path') or 'stdin'} ---\n{ctx['text']}" + (f"\n{ctx['error']}" if ctx.get("error") else "")

    def map_step(self, s):
        a, g = s["action"], s["args"]
        return {"list": ("fs_ls", {"path": g.get("path", ".")}), "read": ("fs_cat", {"path": g.get("path", "")}),
                "grep": ("execute_command", {"command": f"grep -rn '{g.get('pattern', '')}' ."}), "glob": ("execute_command", {"command": f"find . -name '{g.get('pattern', '')}'"}),
                "edit": ("fs_patch", {"path": g.get("path", ""), "contents": f"@@\n-{g.get('old', '')}\n+{g.get('new', '')}"}),
                "write": ("fs_write", {"path": g.get("path", ""), "contents": g.get("content", "")}), "run": ("execute_command", {"command": g.get("cmd", "")})}[a]

    def side_builders(self):
        return [self.side_compress]

    def side_compress(self, rng, item, task, p):
        steps = trajectory(rng, p, rng.randint(2, 6))
        msgs = [{"role": "user", "content": history_text(rng, p, task["ask"], steps) + "\n\nSummarize the discussion above briefly; the summary will replace the history as context."}]
        return self.rec(rng, "side_call", p, self.body(rng, None, msgs), S, None, task["lang"], "condense")


WARP_TOOLS = [tool("run_command", "Run a command in the user's terminal session.", {"command": ("string", "Command"), "is_read_only": ("boolean", "No side effects")}),
              tool("read_files", "Read one or more files.", {"paths": ("array", "Paths")}),
              tool("search_codebase", "Semantic code search.", {"query": ("string", "Query"), "path": ("string", "Dir")}, ["query"]),
              tool("grep", "Search with ripgrep.", {"queries": ("array", "Patterns"), "path": ("string", "Dir")}),
              tool("edit_files", "Apply search/replace edits.", {"file_edits": ("array", "Edits as JSON strings")})]


class WarpLike(Family):
    name = "warp_like"
    has_loop = True
    models = ["claude-sonnet-4-5", "gpt-5", "gemini-2.5-pro"]

    def headers(self, rng, p, shape):
        return {"content-type": "application/json", "user-agent": f"WarpTerminal/v0.2026.{rng.randint(1, 11):02d}.{rng.randint(1, 28):02d}", "x-warp-conversation-id": V.uuid(rng)}

    def tools_for(self, mode):
        return WARP_TOOLS

    def system(self, rng, p, mode):
        return ("You are an agent built into a terminal. You can run commands, read and edit files to help the user. Commands run in the user's live session. "
                f"Current directory: {p['root']}. Shell: {p['shell']}. OS: {p['os']}.\n" + rules_text(rng, (3, 6)))

    def wrap(self, rng, item, p, mode):
        return with_ctx_inline(item["ask"], item["context"], rng)

    def map_step(self, s):
        a, g = s["action"], s["args"]
        return {"list": ("run_command", {"command": f"ls -la {g.get('path', '.')}", "is_read_only": True}), "read": ("read_files", {"paths": [g.get("path", "")]}),
                "grep": ("grep", {"queries": [g.get("pattern", "")], "path": "."}), "glob": ("run_command", {"command": f"fd -g '{g.get('pattern', '')}'", "is_read_only": True}),
                "edit": ("edit_files", {"file_edits": [json.dumps({"path": g.get("path", ""), "search": g.get("old", ""), "replace": g.get("new", "")})]}),
                "write": ("edit_files", {"file_edits": [json.dumps({"path": g.get("path", ""), "search": "", "replace": g.get("content", "")[:200]})]}),
                "run": ("run_command", {"command": g.get("cmd", ""), "is_read_only": False})}[a]

    def fmt_step(self, s):
        if s["action"] in ("run", "list"):
            return f"<command_output exit_code=\"{s.get('exit', 0)}\">\n{s['output']}\n</command_output>"
        return super().fmt_step(s)

    def side_builders(self):
        return [self.side_title]


# ====================================================================== aider
AIDER_EXAMPLES = [
    ("Make `clamp` in util.py accept floats too.",
     "`clamp` only needs its type hints widened.\n\nutil.py\n```python\n<<<<<<< SEARCH\ndef clamp(x: int, lo: int, hi: int) -> int:\n=======\ndef clamp(x: float, lo: float, hi: float) -> float:\n>>>>>>> REPLACE\n```"),
    ("Move the `slugify` helper from views.py into its own module text.py.",
     "I'll create text.py with the helper and import it in views.py.\n\ntext.py\n```python\n<<<<<<< SEARCH\n=======\nimport re\n\n\ndef slugify(s):\n    return re.sub(r'[^a-z0-9]+', '-', s.lower()).strip('-')\n>>>>>>> REPLACE\n```\n\nviews.py\n```python\n<<<<<<< SEARCH\ndef slugify(s):\n    return re.sub(r'[^a-z0-9]+', '-', s.lower()).strip('-')\n=======\nfrom text import slugify\n>>>>>>> REPLACE\n```"),
]


class Aider(Family):
    name = "aider"
    has_loop = True  # text-protocol feedback: /run and /test output, lint reflection after an applied edit
    models = ["gpt-4.1", "claude-sonnet-4-5-20250929", "deepseek/deepseek-chat", "gemini/gemini-2.5-pro", "openrouter/qwen/qwen3-coder", "o3-mini"]

    def headers(self, rng, p, shape):
        return _sdk_headers(rng, "python")

    def _system(self, rng, p, fmt):
        s = ("Act as an expert software developer. Always use best practices when coding, and respect the conventions, libraries and "
             "idioms already used in the code base. If a request is ambiguous, ask a question.\n\n"
             "Once you understand the request you MUST:\n1. Decide if you need to change files that are not in the chat yet. If so, name them and ask the user to add them, then stop.\n"
             "2. Explain the change in a few short sentences.\n3. Describe each change with a *SEARCH/REPLACE block* as shown in the examples.\n\n"
             "All changes to files must use *SEARCH/REPLACE blocks*.\n")
        if fmt == "whole":
            s = s.replace("*SEARCH/REPLACE block*", "*file listing*").replace("*SEARCH/REPLACE blocks*", "*file listings*")
        if rng.random() < 0.5:
            s += f"\nThe user's OS is {p['os']}, their shell is {p['shell']}, and today is 2026-{rng.randint(1, 11):02d}-{rng.randint(1, 28):02d}.\n"
        return s + "\n" + self._reminder()

    def _reminder(self):
        return ("# SEARCH/REPLACE block rules\n\nEvery block has: the file path alone on a line, an opening fence with the language, "
                "<<<<<<< SEARCH, the exact lines to find, =======, the replacement lines, >>>>>>> REPLACE, and the closing fence.\n"
                "The SEARCH part must match the file character for character. Keep blocks short and unique. "
                "To create a file, use an empty SEARCH section. Only edit files the user added to the chat.")

    def _repo_map(self, rng, p):
        parts = []
        for f in rng.sample(p["files"], min(len(p["files"]), rng.randint(4, 9))):
            parts.append(f"{f}:\n⋮\n│" + "\n⋮\n│".join(f"def {V.fn_name(rng, 'python')}(...)" if p["lang"] == "python" else f"function {V.fn_name(rng, 'typescript')}(...)" for _ in range(rng.randint(1, 3))) + "\n⋮")
        return "\n\n".join(parts)

    def _messages(self, rng, p, item, fmt="diff", cur=None, history=()):
        msgs = [{"role": "system", "content": self._system(rng, p, fmt)}]
        for q, a in AIDER_EXAMPLES:
            msgs += [{"role": "user", "content": q}, {"role": "assistant", "content": a}]
        for h in history:
            msgs += h
        if rng.random() < 0.85:
            msgs += [{"role": "user", "content": "Below is a map of other files in my git repository, for reference only. Treat them as read-only: "
                      "if you need to change one, ask me to add it to the chat first.\n\n" + self._repo_map(rng, p)},
                     {"role": "assistant", "content": "Understood. I won't edit those files without asking you first."}]
        ctx = item["context"] if item else None
        files = []
        if ctx is not None and ctx.get("path"):
            files.append((ctx["path"], ctx["text"]))
        elif rng.random() < 0.6:
            for f in rng.sample(V.src_files(p) or p["files"], rng.randint(1, 2)):
                files.append((f, V.file_content(rng, p, f)))
        if files:
            listing = "\n\n".join(f"{f}\n```\n{t}\n```" for f, t in files)
            msgs += [{"role": "user", "content": "These files are now in the chat and you may edit them. Their contents below are current; "
                      "any older copies elsewhere in the chat may be stale.\n\n" + listing},
                     {"role": "assistant", "content": "Ok, I'll limit my edits to those files."}]
        else:
            msgs += [{"role": "user", "content": "No files are in the chat yet. If you need to edit any, tell me which ones to add."},
                     {"role": "assistant", "content": "Ok."}]
        return msgs

    def first(self, rng, item):
        p = V.project(rng)
        msgs = self._messages(rng, p, item)
        ask = item["ask"]
        ctx = item["context"]
        user = ask
        if ctx is not None and ctx.get("error"):
            user = f"{ask}\n\n```\n{ctx['error']}\n```"
        elif ctx is not None and not ctx.get("path"):
            user = with_ctx_inline(ask, ctx, rng)
        if rng.random() < 0.5:
            msgs.append({"role": "user", "content": user + "\n\n" + self._reminder()})
        else:
            msgs += [{"role": "user", "content": user}, {"role": "system", "content": self._reminder()}]
        body = {"model": rng.choice(self.models), "messages": msgs, "temperature": 0, "stream": True}
        return self.rec(rng, "first_turn", p, body, item["label"], ask, item["lang"], item["kind"])

    def followup(self, rng, item, prev):
        p = V.project(rng)
        hist = [[{"role": "user", "content": pi["ask"]}, {"role": "assistant", "content": assistant_answer(rng)}] for pi in prev]
        msgs = self._messages(rng, p, item, history=hist)
        msgs += [{"role": "user", "content": item["ask"]}, {"role": "system", "content": self._reminder()}]
        body = {"model": rng.choice(self.models), "messages": msgs, "temperature": 0, "stream": True}
        return self.rec(rng, "followup", p, body, item["label"], item["ask"], item["lang"], item["kind"])

    def retry(self, rng, task):
        p = V.project(rng)
        msgs = self._messages(rng, p, task)
        f = rng.choice(V.src_files(p) or p["files"])
        fn = V.fn_name(rng, p["lang"])
        edit = f"{f}\n```\n<<<<<<< SEARCH\n    result = {fn}(items)\n=======\n    result = {fn}(items, limit=50)\n>>>>>>> REPLACE\n```"
        msgs += [{"role": "user", "content": task["ask"]}, {"role": "assistant", "content": f"I'll pass the limit through.\n\n{edit}"}]
        k = rng.random()
        if k < 0.4:
            fb = (f"# 1 SEARCH/REPLACE block failed to match!\n\n## No exact match in {f}\n<<<<<<< SEARCH\n    result = {fn}(items)\n=======\n    result = {fn}(items, limit=50)\n>>>>>>> REPLACE\n\n"
                  f"Did you mean to match these lines in {f}?\n\n```\n    result = {fn}(rows)\n```\n\nThe SEARCH section has to match existing lines exactly, whitespace and comments included.\n"
                  "Other blocks were applied; don't resend them.")
            kind = "edit_failed"
        elif k < 0.7:
            fb = f"# Fix any errors below, if possible.\n\n## Running: {p['lint']} {f}\n\n{V.lint_output(rng, p)}\n"
            kind = "lint_feedback"
        else:
            fb = f"{V.test_output(rng, p, True)}\n"
            kind = "test_feedback"
        msgs.append({"role": "user", "content": fb})
        body = {"model": rng.choice(self.models), "messages": msgs, "temperature": 0, "stream": True}
        return self.rec(rng, "retry", p, body, L, None, task["lang"], kind)

    def loop(self, rng, task, end="ok"):
        if end != "ok":
            return self.retry(rng, task)
        p = V.project(rng)
        msgs = self._messages(rng, p, task)
        msgs.append({"role": "user", "content": task["ask"]})
        f = rng.choice(V.src_files(p) or p["files"])
        k = rng.random()
        if k < 0.45:  # the user ran a command with /run or /test and chose to add its output to the chat
            cmd = rng.choice([p["test"], p["lint"], "make build", "python -m app.cli --dry-run", "npm run typecheck"])
            out, code = V.shell_output(rng, p, cmd)
            msgs.append({"role": "assistant", "content": assistant_answer(rng)})
            msgs.append({"role": "user", "content": f"Output of `{cmd}` (exit status {code}), added to the chat:\n\n```\n{out}\n```"})
            kind = "command_output"
        else:  # edit applied, aider ran the linter/tests itself and reflects the result back
            fn = V.fn_name(rng, p["lang"])
            msgs.append({"role": "assistant", "content": f"Here is the change.\n\n{f}\n```\n<<<<<<< SEARCH\n    return {fn}(rows)\n=======\n    return {fn}(rows or [])\n>>>>>>> REPLACE\n```"})
            fb = (f"# Fix any errors below, if possible.\n\n## Running: {p['lint']} {f}\n\n{V.lint_output(rng, p)}\n") if k < 0.75 else V.test_output(rng, p, True)
            msgs.append({"role": "user", "content": fb})
            kind = "lint_feedback" if k < 0.75 else "test_feedback"
        body = {"model": rng.choice(self.models), "messages": msgs, "temperature": 0, "stream": True}
        return self.rec(rng, "loop", p, body, L, None, task["lang"], kind)

    def side_builders(self):
        return [self.side_commit, self.side_summary]

    def side_commit(self, rng, item, task, p):
        sys_ = ("You are an expert software engineer who writes one-line git commit messages from diffs. Use the imperative mood, "
                "a conventional type prefix (feat, fix, refactor, docs, test, chore), and at most 72 characters. Reply with the message only.")
        user = f"# Diffs:\n{V.gen_diff(rng, p)}"
        if rng.random() < 0.4:
            user = f"# Context of the change (the user's request):\n{task['ask']}\n\n" + user
        body = {"model": rng.choice(["gpt-4o-mini", "claude-3-5-haiku-20241022", "deepseek/deepseek-chat"]), "messages": [{"role": "system", "content": sys_}, {"role": "user", "content": user}], "temperature": 0}
        return self.rec(rng, "side_call", p, body, S, None, "en", "commit")

    def side_summary(self, rng, item, task, p):
        conv = f"# USER\n{task['ask']}\n\n# ASSISTANT\n{assistant_answer(rng)}\n\n# USER\n{item['ask']}\n\n# ASSISTANT\n{assistant_answer(rng)}"
        sys_ = ("Briefly summarize this partial conversation about programming, writing as the user in first person ('I asked you...'). "
                "Keep function names, file names and libraries. Do not use code fences. Start with: I spoke to you previously about")
        body = {"model": rng.choice(["gpt-4o-mini", "claude-3-5-haiku-20241022"]), "messages": [{"role": "system", "content": sys_}, {"role": "user", "content": conv}], "temperature": 0}
        return self.rec(rng, "side_call", p, body, S, None, task["lang"], "history_summary")


# ====================================================================== PR review bots
class PRReviewBot(Family):
    name = "pr_review_bot"
    models = ["gpt-4.1", "claude-sonnet-4-5", "o4-mini", "gemini-2.5-pro"]

    def headers(self, rng, p, shape):
        return _sdk_headers(rng, "python")

    def system(self, rng, p, mode):
        return ("You are a code reviewer for pull requests. You get the PR metadata and a diff in which new lines start with '+' and removed lines with '-'. "
                "Focus on bugs, security and clear improvements; reply in YAML matching the requested schema.")

    def _pr(self, rng, p):
        return (f"PR Info:\n\nTitle: '{rng.choice(['fix', 'feat', 'refactor'])}: {rng.choice(V.VERBS)} {rng.choice(V.NOUNS)} {rng.choice(['handling', 'flow', 'caching', 'validation'])}'\n\n"
                f"Branch: '{p['branch']}'\n\nDescription:\n======\n{rng.choice(['Small fix for the linked issue.', 'Refactors the handler and adds a guard.', 'See ticket.', ''])}\n======\n\n"
                f"The PR code diff:\n======\n{V.gen_diff(rng, p, rng.randint(1, 4))}======")

    def wrap(self, rng, item, p, mode):
        s = self._pr(rng, p)
        ctx = item["context"]
        if ctx is not None:
            s += f"\n\nSnippet the user refers to:\n```{ctx['lang']}\n{ctx['text']}\n```" + (f"\n```\n{ctx['error']}\n```" if ctx.get("error") else "")
        return s + f"\n\nThe user asked (via /ask in a PR comment):\n======\n{item['ask']}\n======\n\nAnswer the question about this PR."

    def side_builders(self):
        return [self.side_review, self.side_describe]

    def side_review(self, rng, item, task, p):
        msgs = [{"role": "user", "content": self._pr(rng, p) + "\n\nReview the PR. Output YAML with keys: key_issues_to_review (list of {relevant_file, issue_header, issue_content, start_line, end_line}), security_concerns, estimated_effort_to_review [1-5]."}]
        return self.rec(rng, "side_call", p, self.body(rng, self.system(rng, p, "review"), msgs), S, None, "en", "pr_review")

    def side_describe(self, rng, item, task, p):
        msgs = [{"role": "user", "content": self._pr(rng, p) + "\n\nWrite a PR title, a type (Bug fix, Enhancement, Tests, ...) and a short walkthrough per file, as YAML."}]
        return self.rec(rng, "side_call", p, self.body(rng, self.system(rng, p, "describe"), msgs), S, None, "en", "pr_describe")


# ====================================================================== Workflow tools (n8n / Flowise / Dify)
WF_TOOLS = [tool("github_get_file", "Get a file from the repository.", {"path": ("string", "Path"), "ref": ("string", "Branch")}, ["path"]),
            tool("github_search_code", "Search code in the repository.", {"q": ("string", "Query")}),
            tool("run_ci_job", "Trigger the CI job and wait for the log.", {"job": ("string", "Job name")}),
            tool("github_create_pr", "Open a pull request with file changes.", {"title": ("string", "Title"), "files": ("array", "JSON file changes")}),
            tool("http_request", "Call an HTTP endpoint.", {"url": ("string", "URL"), "method": ("string", "Method")})]


class WorkflowNodes(Family):
    name = "workflow_nodes"
    has_loop = True
    models = ["gpt-4o-mini", "gpt-4.1", "claude-3-5-sonnet-20241022", "deepseek-chat"]

    def headers(self, rng, p, shape):
        tool_ = rng.choice(["n8n", "flowise", "dify"])
        h = _sdk_headers(rng, "python" if tool_ == "dify" else "js")
        if tool_ == "n8n":
            h["user-agent"] = h["user-agent"] + " n8n"
        return h

    def modes(self, rng, label):
        return rng.choice(["agent", "chain"])

    def tools_for(self, mode):
        return WF_TOOLS if mode == "agent" else None

    def system(self, rng, p, mode):
        if mode == "agent":
            return (f"You are the engineering assistant of {p['org']}. You receive requests from Slack and act on the {p['org']}/{p['name']} repository "
                    "with the tools. Today is {{ $now }}.".replace("{{ $now }}", f"2026-{rng.randint(1, 11):02d}-{rng.randint(1, 28):02d}"))
        return rng.choice(["You are a helpful assistant.", "You are a senior developer. Reply in plain text, no Markdown, because the output goes to Slack."])

    def wrap(self, rng, item, p, mode):
        src = rng.choice(["slack", "webhook", "form"])
        ctx = item["context"]
        body = item["ask"] + (("\n\n" + fence(ctx)) if ctx is not None else "")
        if src == "slack":
            return f"Message from #{rng.choice(['dev', 'backend', 'oncall'])} by {rng.choice(V.USERS)}:\n{body}"
        if src == "webhook":
            return "Incoming request:\n" + body
        return f"Question: {body}"

    def map_step(self, s):
        a, g = s["action"], s["args"]
        return {"list": ("github_search_code", {"q": f"path:{g.get('path', '.')}"}), "read": ("github_get_file", {"path": g.get("path", ""), "ref": "main"}),
                "grep": ("github_search_code", {"q": g.get("pattern", "")}), "glob": ("github_search_code", {"q": g.get("pattern", "")}),
                "edit": ("github_create_pr", {"title": "fix: guard empty input", "files": [json.dumps({"path": g.get("path", ""), "patch": g.get("new", "")})]}),
                "write": ("github_create_pr", {"title": "test: add tests", "files": [json.dumps({"path": g.get("path", "")})]}),
                "run": ("run_ci_job", {"job": "test"})}[a]

    def side_builders(self):
        return [self.side_classify]

    def side_classify(self, rng, item, task, p):
        msgs = [{"role": "user", "content": f"Classify the following ticket into one of: bug, feature, question, chore. Reply with JSON {{\"category\": ...}}.\n\nTicket:\n{task['ask']}"}]
        return self.rec(rng, "side_call", p, self.body(rng, "You are a ticket triage classifier.", msgs), S, None, task["lang"], "classify")


# ====================================================================== plain curl / SDK scripts
class CurlSDK(Family):
    name = "curl_sdk"
    has_loop = True
    models = ["gpt-4o", "gpt-4.1-mini", "claude-sonnet-4-5", "deepseek-chat", "qwen2.5-coder:32b"]

    def __init__(self):
        self.variant = None

    def headers(self, rng, p, shape):
        v = rng.random()
        if v < 0.35:
            return {"content-type": "application/json", "user-agent": f"curl/8.{rng.randint(0, 12)}.{rng.randint(0, 1)}", "accept": "*/*"}
        if v < 0.7:
            return _sdk_headers(rng, "python")
        if v < 0.85:
            return _sdk_headers(rng, "js")
        return {"content-type": "application/json", "user-agent": "python-httpx/0.28.1"}

    def system(self, rng, p, mode):
        if mode == "react":
            return ("Answer the task using the tools below.\n\nTools:\n- shell(cmd): run a shell command in the repo\n- read(path): read a file\n- write(path, content): write a file\n\n"
                    "Use this format:\nThought: what to do next\nAction: the tool name\nAction Input: the input\nObservation: the result (given to you)\n... repeat ...\n"
                    "Thought: I know the answer\nFinal Answer: the answer")
        return rng.choice([None, None, "You are a helpful assistant.", "You are an expert programmer."])

    def modes(self, rng, label):
        return "chat"

    def loop(self, rng, task, end="ok"):
        if rng.random() < 0.5:
            return super().loop(rng, task, end)
        # text protocol (ReAct) loop: actions in assistant text, observations as user text
        p = V.project(rng)
        steps = trajectory(rng, p, rng.randint(1, 5), end)
        msgs = [{"role": "user", "content": f"Task: {task['ask']}"}]
        for s in steps:
            act = {"run": "shell", "read": "read", "list": "shell", "grep": "shell", "glob": "shell", "edit": "write", "write": "write"}[s["action"]]
            inp = s["args"].get("cmd") or s["args"].get("path") or ("grep -rn " + s["args"].get("pattern", "")) if act != "write" else s["args"]["path"]
            msgs.append({"role": "assistant", "content": f"Thought: {rng.choice(['I should look at the code.', 'Run the tests.', 'Check the file.', 'Apply the fix.'])}\nAction: {act}\nAction Input: {inp}"})
            obs = s["output"] if s["action"] not in ("edit", "write") else ("error: pattern not found" if s.get("error") else "wrote file")
            msgs.append({"role": "user", "content": f"Observation: {obs}" + (f"\n(exit code {s['exit']})" if s["action"] == "run" else "")})
        body = self.body(rng, self.system(rng, p, "react"), msgs, None, "loop")
        body["stop"] = ["\nObservation:"]
        return self.rec(rng, "loop" if end == "ok" else "retry", p, body, L, None, task["lang"], "observation" if end == "ok" else "observation_error")

    def tools_for(self, mode):
        if mode == "agent":
            return [tool("bash", "Run a bash command.", {"cmd": ("string", "Command")}), tool("read_file", "Read a file.", {"path": ("string", "Path")}),
                    tool("write_file", "Write a file.", {"path": ("string", "Path"), "content": ("string", "Content")})]
        return None

    def map_step(self, s):
        a, g = s["action"], s["args"]
        if a == "read":
            return "read_file", {"path": g["path"]}
        if a in ("edit", "write"):
            return "write_file", {"path": g["path"], "content": g.get("new") or g.get("content", "")}
        return "bash", {"cmd": g.get("cmd") or f"ls {g.get('path', '')}" if a != "grep" else f"grep -rn {g['pattern']} ."}

    def first(self, rng, item):
        r = super().first(rng, item)
        if rng.random() < 0.3:  # anthropic SDK flavour
            msgs = r["body"]["messages"]
            sys_ = msgs[0]["content"] if msgs and msgs[0]["role"] == "system" else None
            user = [m for m in msgs if m["role"] == "user"]
            body = {"model": rng.choice(["claude-sonnet-4-5", "claude-3-5-haiku-latest"]), "max_tokens": 2048, "messages": user}
            if sys_:
                body["system"] = sys_
            r["body"] = body
            r["endpoint"] = "/v1/messages"
            r["headers"] = {"content-type": "application/json", "anthropic-version": "2023-06-01", "user-agent": "Anthropic/Python 0.69.0", "x-stainless-lang": "python"}
        return r

    def side_builders(self):
        return [self.side_title]


FAMILIES = [JupyterAI(), OpenWebUI(), LibreChat(), Chatbox(), ShellGPT(), LlmCli(), AIChat(), WarpLike(), Aider(), PRReviewBot(), WorkflowNodes(), CurlSDK()]
